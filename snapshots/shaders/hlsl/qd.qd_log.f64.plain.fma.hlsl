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

int naga_div(int lhs, int rhs) {
    return lhs / (((lhs == int(-2147483647 - 1) & rhs == -1) | (rhs == 0)) ? 1 : rhs);
}

uint naga_f2u32(double value) {
    return uint(clamp(value, 0.0L, 4294967295.0L));
}

[numthreads(64, 1, 1)]
void multi_words_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    double a_2004_[8] = (double[8])0;
    double l_mut_115_ = (double)0;
    double l_mut_116_ = (double)0;
    double l_mut_117_ = (double)0;
    double l_mut_136_ = (double)0;
    double l_mut_137_ = (double)0;
    double l_mut_138_ = (double)0;
    double l_mut_139_ = (double)0;
    double l_mut_1461_ = (double)0;
    double l_mut_1462_ = (double)0;
    double l_mut_1463_ = (double)0;
    double l_mut_1464_ = (double)0;
    double l_mut_181_ = (double)0;
    double l_mut_182_ = (double)0;
    double l_mut_183_ = (double)0;
    double l_mut_184_ = (double)0;
    double l_mut_185_ = (double)0;
    uint l_mut_186_ = (uint)0;
    double l_mut_570_ = (double)0;
    double l_mut_571_ = (double)0;
    double l_mut_572_ = (double)0;
    double l_mut_573_ = (double)0;
    double l_mut_80_ = (double)0;
    uint l_mut_81_ = 1u;
    uint l_mut_107_ = 1u;
    uint l_mut_118_ = 0u;
    uint l_mut_140_ = (uint)0;
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
    uint l_mut_284_ = (uint)0;
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
    uint l_mut_1180_ = (uint)0;
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
    uint l_mut_1673_ = (uint)0;
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
    bool local_192 = (bool)0;
    bool local_193 = (bool)0;
    bool local_194 = (bool)0;
    bool local_195 = (bool)0;
    bool local_196 = (bool)0;
    bool local_197 = (bool)0;
    bool local_198 = (bool)0;
    bool local_199 = (bool)0;
    bool local_200 = (bool)0;
    bool local_201 = (bool)0;
    bool local_202 = (bool)0;
    bool local_203 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 4u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_2280_ = asuint(info.Load(8+0));
        uint l_2281_ = (l_2280_ * 1u);
        bool l_2282_ = (0u < l_2281_);
        uint l_2283_ = (l_2281_ - 1u);
        uint l_2284_ = min(0u, l_2283_);
        double l_2285_ = buffer_2_global.Load<double>(l_2284_*8);
        double l_3_ = (l_2282_ ? l_2285_ : 0.0L);
        uint l_2287_ = asuint(info.Load(8+0));
        uint l_2288_ = (l_2287_ * 1u);
        bool l_2289_ = (1u < l_2288_);
        uint l_2290_ = (l_2288_ - 1u);
        uint l_2291_ = min(1u, l_2290_);
        double l_2292_ = buffer_2_global.Load<double>(l_2291_*8);
        double l_4_ = (l_2289_ ? l_2292_ : 0.0L);
        uint l_2294_ = asuint(info.Load(0+0));
        uint l_2295_ = (l_2294_ * 1u);
        bool l_2296_ = (id < l_2295_);
        uint l_2297_ = (l_2295_ - 1u);
        uint l_2298_ = min(id, l_2297_);
        double l_2299_ = buffer_0_global.Load<double>(l_2298_*8);
        double l_5_ = (l_2296_ ? l_2299_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_2301_ = asuint(info.Load(0+0));
        uint l_2302_ = (l_2301_ * 1u);
        bool l_2303_ = (l_6_ < l_2302_);
        uint l_2304_ = (l_2302_ - 1u);
        uint l_2305_ = min(l_6_, l_2304_);
        double l_2306_ = buffer_0_global.Load<double>(l_2305_*8);
        double l_7_ = (l_2303_ ? l_2306_ : 0.0L);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_2308_ = asuint(info.Load(0+0));
        uint l_2309_ = (l_2308_ * 1u);
        bool l_2310_ = (l_9_ < l_2309_);
        uint l_2311_ = (l_2309_ - 1u);
        uint l_2312_ = min(l_9_, l_2311_);
        double l_2313_ = buffer_0_global.Load<double>(l_2312_*8);
        double l_10_ = (l_2310_ ? l_2313_ : 0.0L);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_2315_ = asuint(info.Load(0+0));
        uint l_2316_ = (l_2315_ * 1u);
        bool l_2317_ = (l_12_ < l_2316_);
        uint l_2318_ = (l_2316_ - 1u);
        uint l_2319_ = min(l_12_, l_2318_);
        double l_2320_ = buffer_0_global.Load<double>(l_2319_*8);
        double l_13_ = (l_2317_ ? l_2320_ : 0.0L);
        uint l_2322_ = asuint(info.Load(4+0));
        uint l_2323_ = (l_2322_ * 1u);
        bool l_2324_ = (id < l_2323_);
        uint l_2325_ = (l_2323_ - 1u);
        uint l_2326_ = min(id, l_2325_);
        double l_2327_ = buffer_1_global.Load<double>(l_2326_*8);
        double l_14_ = (l_2324_ ? l_2327_ : 0.0L);
        uint l_15_ = (l_1_ + id);
        uint l_2329_ = asuint(info.Load(4+0));
        uint l_2330_ = (l_2329_ * 1u);
        bool l_2331_ = (l_15_ < l_2330_);
        uint l_2332_ = (l_2330_ - 1u);
        uint l_2333_ = min(l_15_, l_2332_);
        double l_2334_ = buffer_1_global.Load<double>(l_2333_*8);
        double l_16_ = (l_2331_ ? l_2334_ : 0.0L);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_2336_ = asuint(info.Load(4+0));
        uint l_2337_ = (l_2336_ * 1u);
        bool l_2338_ = (l_18_ < l_2337_);
        uint l_2339_ = (l_2337_ - 1u);
        uint l_2340_ = min(l_18_, l_2339_);
        double l_2341_ = buffer_1_global.Load<double>(l_2340_*8);
        double l_19_ = (l_2338_ ? l_2341_ : 0.0L);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_2343_ = asuint(info.Load(4+0));
        uint l_2344_ = (l_2343_ * 1u);
        bool l_2345_ = (l_21_ < l_2344_);
        uint l_2346_ = (l_2344_ - 1u);
        uint l_2347_ = min(l_21_, l_2346_);
        double l_2348_ = buffer_1_global.Load<double>(l_2347_*8);
        double l_22_ = (l_2345_ ? l_2348_ : 0.0L);
        uint l_2350_ = asuint(info.Load(8+0));
        uint l_2351_ = (l_2350_ * 1u);
        bool l_2352_ = (4u < l_2351_);
        uint l_2353_ = (l_2351_ - 1u);
        uint l_2354_ = min(4u, l_2353_);
        double l_2355_ = buffer_2_global.Load<double>(l_2354_*8);
        double l_24_ = (l_2352_ ? l_2355_ : 0.0L);
        uint l_25_ = naga_f2u32(l_24_);
        uint l_2357_ = asuint(info.Load(8+0));
        uint l_2358_ = (l_2357_ * 1u);
        bool l_2359_ = (2u < l_2358_);
        uint l_2360_ = (l_2358_ - 1u);
        uint l_2361_ = min(2u, l_2360_);
        double l_2362_ = buffer_2_global.Load<double>(l_2361_*8);
        double l_27_ = (l_2359_ ? l_2362_ : 0.0L);
        uint l_28_ = naga_f2u32(l_27_);
        uint l_2364_ = asuint(info.Load(8+0));
        uint l_2365_ = (l_2364_ * 1u);
        bool l_2366_ = (3u < l_2365_);
        uint l_2367_ = (l_2365_ - 1u);
        uint l_2368_ = min(3u, l_2367_);
        double l_2369_ = buffer_2_global.Load<double>(l_2368_*8);
        double l_30_ = (l_2366_ ? l_2369_ : 0.0L);
        uint l_31_ = naga_f2u32(l_30_);
        uint l_33_ = (6u + l_31_);
        uint l_34_ = (l_28_ - 1u);
        uint l_35_ = (4u * l_34_);
        uint l_36_ = (l_33_ + l_35_);
        float l_37_ = float(l_5_);
        uint l_38_ = asuint(l_37_);
        uint l_39_ = (l_38_ & 8388607u);
        bool l_40_ = (l_39_ >= 3474675u);
        int l_41_ = int(l_40_);
        uint l_42_ = (l_38_ >> 23u);
        int l_43_ = int(l_42_);
        int l_44_ = asint(asuint(l_43_) - asuint(int(127)));
        int l_45_ = asint(asuint(l_44_) + asuint(l_41_));
        int l_46_ = naga_div(l_45_, int(2));
        int l_47_ = asint(asuint(int(127)) - asuint(l_46_));
        uint l_48_ = uint(l_47_);
        uint l_49_ = (l_48_ << 23u);
        float l_50_ = asfloat(l_49_);
        int l_51_ = asint(asuint(l_45_) - asuint(l_46_));
        int l_52_ = asint(asuint(int(127)) - asuint(l_51_));
        uint l_53_ = uint(l_52_);
        uint l_54_ = (l_53_ << 23u);
        float l_55_ = asfloat(l_54_);
        double l_56_ = double(l_50_);
        double l_57_ = (l_5_ * l_56_);
        double l_58_ = double(l_55_);
        double l_59_ = (l_57_ * l_58_);
        double l_60_ = (l_59_ - l_4_);
        double l_61_ = (l_4_ + l_4_);
        double l_62_ = (l_61_ + l_60_);
        double l_63_ = (l_62_ - l_61_);
        double l_64_ = (l_60_ - l_63_);
        double l_65_ = (l_4_ / l_62_);
        double l_66_ = (l_60_ * l_65_);
        double l_67_ = (l_66_ * l_62_);
        double l_68_ = -(l_67_);
        double l_69_ = mad(l_66_, l_62_, l_68_);
        double l_70_ = (l_60_ - l_67_);
        double l_71_ = (l_70_ - l_69_);
        double l_72_ = (l_66_ * l_64_);
        double l_73_ = (l_71_ - l_72_);
        double l_74_ = (l_73_ * l_65_);
        double l_75_ = (l_66_ * l_66_);
        uint l_2371_ = asuint(info.Load(8+0));
        uint l_2372_ = (l_2371_ * 1u);
        bool l_2373_ = (5u < l_2372_);
        uint l_2374_ = (l_2372_ - 1u);
        uint l_2375_ = min(5u, l_2374_);
        double l_2376_ = buffer_2_global.Load<double>(l_2375_*8);
        double l_77_ = (l_2373_ ? l_2376_ : 0.0L);
        uint l_78_ = naga_f2u32(l_77_);
        uint l_2378_ = asuint(info.Load(8+0));
        uint l_2379_ = (l_2378_ * 1u);
        bool l_2380_ = (l_36_ < l_2379_);
        uint l_2381_ = (l_2379_ - 1u);
        uint l_2382_ = min(l_36_, l_2381_);
        double l_2383_ = buffer_2_global.Load<double>(l_2382_*8);
        double l_79_ = (l_2380_ ? l_2383_ : 0.0L);
        l_mut_80_ = l_79_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e386 = l_mut_81_;
                l_mut_81_ = (_e386 + 1u);
            }
            loop_init = false;
            uint _e363 = l_mut_81_;
            if ((_e363 < l_78_)) {
            } else {
                break;
            }
            {
                double _e365 = l_mut_80_;
                double l_82_ = (_e365 * l_75_);
                uint _e367 = l_mut_81_;
                uint l_83_ = (l_36_ + _e367);
                uint l_2411_ = asuint(info.Load(8+0));
                uint l_2412_ = (l_2411_ * 1u);
                bool l_2413_ = (l_83_ < l_2412_);
                uint l_2414_ = (l_2412_ - 1u);
                uint l_2415_ = min(l_83_, l_2414_);
                double l_2416_ = buffer_2_global.Load<double>(l_2415_*8);
                double l_84_ = (l_2413_ ? l_2416_ : 0.0L);
                double l_85_ = (l_82_ + l_84_);
                l_mut_80_ = l_85_;
            }
        }
        double l_86_ = (l_66_ + l_66_);
        double l_87_ = (l_66_ * l_75_);
        double _e390 = l_mut_80_;
        double l_88_ = (l_87_ * _e390);
        double l_89_ = (l_74_ + l_88_);
        double l_90_ = (2.0L * l_89_);
        double l_91_ = (l_86_ + l_90_);
        double l_92_ = (l_91_ - l_86_);
        double l_93_ = (l_90_ - l_92_);
        uint l_2385_ = asuint(info.Load(8+0));
        uint l_2386_ = (l_2385_ * 1u);
        bool l_2387_ = (3u < l_2386_);
        uint l_2388_ = (l_2386_ - 1u);
        uint l_2389_ = min(3u, l_2388_);
        double l_2390_ = buffer_2_global.Load<double>(l_2389_*8);
        double l_95_ = (l_2387_ ? l_2390_ : 0.0L);
        uint l_96_ = naga_f2u32(l_95_);
        double l_98_ = double(l_45_);
        uint l_2392_ = asuint(info.Load(8+0));
        uint l_2393_ = (l_2392_ * 1u);
        bool l_2394_ = (6u < l_2393_);
        uint l_2395_ = (l_2393_ - 1u);
        uint l_2396_ = min(6u, l_2395_);
        double l_2397_ = buffer_2_global.Load<double>(l_2396_*8);
        double l_99_ = (l_2394_ ? l_2397_ : 0.0L);
        double l_100_ = (l_98_ * l_99_);
        double l_101_ = (l_100_ + l_91_);
        double l_102_ = (l_101_ - l_100_);
        double l_103_ = (l_101_ - l_102_);
        double l_104_ = (l_100_ - l_103_);
        double l_105_ = (l_91_ - l_102_);
        double l_106_ = (l_104_ + l_105_);
        l_mut_80_ = l_93_;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e464 = l_mut_107_;
                l_mut_107_ = (_e464 + 1u);
            }
            loop_init_1 = false;
            uint _e441 = l_mut_107_;
            if ((_e441 < l_96_)) {
            } else {
                break;
            }
            {
                uint _e443 = l_mut_107_;
                uint l_108_ = (6u + _e443);
                uint l_2418_ = asuint(info.Load(8+0));
                uint l_2419_ = (l_2418_ * 1u);
                bool l_2420_ = (l_108_ < l_2419_);
                uint l_2421_ = (l_2419_ - 1u);
                uint l_2422_ = min(l_108_, l_2421_);
                double l_2423_ = buffer_2_global.Load<double>(l_2422_*8);
                double l_109_ = (l_2420_ ? l_2423_ : 0.0L);
                double l_110_ = (l_98_ * l_109_);
                double _e461 = l_mut_80_;
                l_mut_80_ = (_e461 + l_110_);
            }
        }
        double _e466 = l_mut_80_;
        double l_111_ = (l_106_ + _e466);
        double l_112_ = (l_101_ + l_111_);
        double l_113_ = (l_112_ - l_101_);
        double l_114_ = (l_111_ - l_113_);
        l_mut_80_ = l_112_;
        l_mut_115_ = l_114_;
        l_mut_116_ = 0.0L;
        l_mut_117_ = 0.0L;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e4857 = l_mut_118_;
                l_mut_118_ = (_e4857 + 1u);
            }
            loop_init_2 = false;
            uint _e475 = l_mut_118_;
            if ((_e475 < l_25_)) {
            } else {
                break;
            }
            {
                double _e477 = l_mut_80_;
                double l_119_ = -(_e477);
                double _e479 = l_mut_115_;
                double l_120_ = -(_e479);
                double _e481 = l_mut_116_;
                double l_121_ = -(_e481);
                double _e483 = l_mut_117_;
                double l_122_ = -(_e483);
                uint l_2425_ = asuint(info.Load(8+0));
                uint l_2426_ = (l_2425_ * 1u);
                bool l_2427_ = (2u < l_2426_);
                uint l_2428_ = (l_2426_ - 1u);
                uint l_2429_ = min(2u, l_2428_);
                double l_2430_ = buffer_2_global.Load<double>(l_2429_*8);
                double l_124_ = (l_2427_ ? l_2430_ : 0.0L);
                uint l_125_ = naga_f2u32(l_124_);
                uint l_2432_ = asuint(info.Load(8+0));
                uint l_2433_ = (l_2432_ * 1u);
                bool l_2434_ = (3u < l_2433_);
                uint l_2435_ = (l_2433_ - 1u);
                uint l_2436_ = min(3u, l_2435_);
                double l_2437_ = buffer_2_global.Load<double>(l_2436_*8);
                double l_127_ = (l_2434_ ? l_2437_ : 0.0L);
                uint l_128_ = naga_f2u32(l_127_);
                uint l_2439_ = asuint(info.Load(8+0));
                uint l_2440_ = (l_2439_ * 1u);
                bool l_2441_ = (6u < l_2440_);
                uint l_2442_ = (l_2440_ - 1u);
                uint l_2443_ = min(6u, l_2442_);
                double l_2444_ = buffer_2_global.Load<double>(l_2443_*8);
                double l_130_ = (l_2441_ ? l_2444_ : 0.0L);
                double l_131_ = (l_119_ / l_130_);
                double l_132_ = (l_131_ + 0.5L);
                double l_133_ = floor(l_132_);
                double l_135_ = (l_133_ * 1.0L);
                l_mut_136_ = l_119_;
                l_mut_137_ = l_120_;
                l_mut_138_ = l_121_;
                l_mut_139_ = l_122_;
                l_mut_140_ = 0u;
                uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                bool loop_init_3 = true;
                while(true) {
                    if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                    loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                    if (!loop_init_3) {
                        uint _e839 = l_mut_140_;
                        l_mut_140_ = (_e839 + 1u);
                    }
                    loop_init_3 = false;
                    uint _e544 = l_mut_140_;
                    if ((_e544 < l_128_)) {
                    } else {
                        break;
                    }
                    {
                        uint _e546 = l_mut_140_;
                        uint l_141_ = (6u + _e546);
                        uint l_2474_ = asuint(info.Load(8+0));
                        uint l_2475_ = (l_2474_ * 1u);
                        bool l_2476_ = (l_141_ < l_2475_);
                        uint l_2477_ = (l_2475_ - 1u);
                        uint l_2478_ = min(l_141_, l_2477_);
                        double l_2479_ = buffer_2_global.Load<double>(l_2478_*8);
                        double l_142_ = (l_2476_ ? l_2479_ : 0.0L);
                        double l_143_ = -(l_142_);
                        double l_144_ = (l_135_ * l_143_);
                        double _e565 = l_mut_136_;
                        double l_145_ = (_e565 + l_144_);
                        double _e567 = l_mut_136_;
                        double l_146_ = (l_145_ - _e567);
                        double l_147_ = (l_145_ - l_146_);
                        double _e570 = l_mut_136_;
                        double l_148_ = (_e570 - l_147_);
                        double l_149_ = (l_144_ - l_146_);
                        double l_150_ = (l_148_ + l_149_);
                        double _e574 = l_mut_137_;
                        double l_151_ = (_e574 + l_150_);
                        double _e576 = l_mut_137_;
                        double l_152_ = (l_151_ - _e576);
                        double l_153_ = (l_151_ - l_152_);
                        double _e579 = l_mut_137_;
                        double l_154_ = (_e579 - l_153_);
                        double l_155_ = (l_150_ - l_152_);
                        double l_156_ = (l_154_ + l_155_);
                        double _e583 = l_mut_138_;
                        double l_157_ = (_e583 + l_156_);
                        double _e585 = l_mut_138_;
                        double l_158_ = (l_157_ - _e585);
                        double l_159_ = (l_157_ - l_158_);
                        double _e588 = l_mut_138_;
                        double l_160_ = (_e588 - l_159_);
                        double l_161_ = (l_156_ - l_158_);
                        double l_162_ = (l_160_ + l_161_);
                        double _e592 = l_mut_139_;
                        double l_163_ = (_e592 + l_162_);
                        double _e594 = l_mut_139_;
                        double l_164_ = (l_163_ - _e594);
                        double l_165_ = (l_163_ - l_164_);
                        double _e597 = l_mut_139_;
                        double l_166_ = (_e597 - l_165_);
                        double l_167_ = (l_162_ - l_164_);
                        double l_168_ = (l_166_ + l_167_);
                        double l_169_ = (l_163_ + l_168_);
                        double l_170_ = (l_169_ - l_163_);
                        double l_171_ = (l_168_ - l_170_);
                        double l_172_ = (l_157_ + l_169_);
                        double l_173_ = (l_172_ - l_157_);
                        double l_174_ = (l_169_ - l_173_);
                        double l_175_ = (l_151_ + l_172_);
                        double l_176_ = (l_175_ - l_151_);
                        double l_177_ = (l_172_ - l_176_);
                        double l_178_ = (l_145_ + l_175_);
                        double l_179_ = (l_178_ - l_145_);
                        double l_180_ = (l_175_ - l_179_);
                        l_mut_181_ = 0.0L;
                        l_mut_182_ = 0.0L;
                        l_mut_183_ = 0.0L;
                        l_mut_184_ = 0.0L;
                        l_mut_185_ = l_178_;
                        l_mut_186_ = 0u;
                        double _e618 = l_mut_185_;
                        double l_187_ = (_e618 + l_180_);
                        double _e620 = l_mut_185_;
                        double l_188_ = (l_187_ - _e620);
                        double l_189_ = (l_180_ - l_188_);
                        uint _e623 = l_mut_186_;
                        bool l_190_ = (_e623 < 3u);
                        bool l_191_ = (l_189_ != 0.0L);
                        if (l_190_) {
                            local = l_191_;
                        } else {
                            local = false;
                        }
                        bool l_192_ = local;
                        uint _e632 = l_mut_186_;
                        bool l_193_ = (_e632 == 0u);
                        if (l_192_) {
                            local_1 = l_193_;
                        } else {
                            local_1 = false;
                        }
                        bool l_194_ = local_1;
                        double _e639 = l_mut_181_;
                        double l_195_ = (l_194_ ? l_187_ : _e639);
                        l_mut_181_ = l_195_;
                        uint _e641 = l_mut_186_;
                        bool l_196_ = (_e641 == 1u);
                        if (l_192_) {
                            local_2 = l_196_;
                        } else {
                            local_2 = false;
                        }
                        bool l_197_ = local_2;
                        double _e648 = l_mut_182_;
                        double l_198_ = (l_197_ ? l_187_ : _e648);
                        l_mut_182_ = l_198_;
                        uint _e650 = l_mut_186_;
                        bool l_199_ = (_e650 == 2u);
                        if (l_192_) {
                            local_3 = l_199_;
                        } else {
                            local_3 = false;
                        }
                        bool l_200_ = local_3;
                        double _e657 = l_mut_183_;
                        double l_201_ = (l_200_ ? l_187_ : _e657);
                        l_mut_183_ = l_201_;
                        double l_202_ = (l_192_ ? l_189_ : l_187_);
                        double _e660 = l_mut_185_;
                        double l_203_ = (_e660 + l_180_);
                        double l_204_ = (l_190_ ? l_202_ : l_203_);
                        l_mut_185_ = l_204_;
                        uint l_205_ = uint(l_192_);
                        uint _e664 = l_mut_186_;
                        l_mut_186_ = (_e664 + l_205_);
                        double _e666 = l_mut_185_;
                        double l_206_ = (_e666 + l_177_);
                        double _e668 = l_mut_185_;
                        double l_207_ = (l_206_ - _e668);
                        double l_208_ = (l_177_ - l_207_);
                        uint _e671 = l_mut_186_;
                        bool l_209_ = (_e671 < 3u);
                        bool l_210_ = (l_208_ != 0.0L);
                        if (l_209_) {
                            local_4 = l_210_;
                        } else {
                            local_4 = false;
                        }
                        bool l_211_ = local_4;
                        uint _e680 = l_mut_186_;
                        bool l_212_ = (_e680 == 0u);
                        if (l_211_) {
                            local_5 = l_212_;
                        } else {
                            local_5 = false;
                        }
                        bool l_213_ = local_5;
                        double _e687 = l_mut_181_;
                        double l_214_ = (l_213_ ? l_206_ : _e687);
                        l_mut_181_ = l_214_;
                        uint _e689 = l_mut_186_;
                        bool l_215_ = (_e689 == 1u);
                        if (l_211_) {
                            local_6 = l_215_;
                        } else {
                            local_6 = false;
                        }
                        bool l_216_ = local_6;
                        double _e696 = l_mut_182_;
                        double l_217_ = (l_216_ ? l_206_ : _e696);
                        l_mut_182_ = l_217_;
                        uint _e698 = l_mut_186_;
                        bool l_218_ = (_e698 == 2u);
                        if (l_211_) {
                            local_7 = l_218_;
                        } else {
                            local_7 = false;
                        }
                        bool l_219_ = local_7;
                        double _e705 = l_mut_183_;
                        double l_220_ = (l_219_ ? l_206_ : _e705);
                        l_mut_183_ = l_220_;
                        double l_221_ = (l_211_ ? l_208_ : l_206_);
                        double _e708 = l_mut_185_;
                        double l_222_ = (_e708 + l_177_);
                        double l_223_ = (l_209_ ? l_221_ : l_222_);
                        l_mut_185_ = l_223_;
                        uint l_224_ = uint(l_211_);
                        uint _e712 = l_mut_186_;
                        l_mut_186_ = (_e712 + l_224_);
                        double _e714 = l_mut_185_;
                        double l_225_ = (_e714 + l_174_);
                        double _e716 = l_mut_185_;
                        double l_226_ = (l_225_ - _e716);
                        double l_227_ = (l_174_ - l_226_);
                        uint _e719 = l_mut_186_;
                        bool l_228_ = (_e719 < 3u);
                        bool l_229_ = (l_227_ != 0.0L);
                        if (l_228_) {
                            local_8 = l_229_;
                        } else {
                            local_8 = false;
                        }
                        bool l_230_ = local_8;
                        uint _e728 = l_mut_186_;
                        bool l_231_ = (_e728 == 0u);
                        if (l_230_) {
                            local_9 = l_231_;
                        } else {
                            local_9 = false;
                        }
                        bool l_232_ = local_9;
                        double _e735 = l_mut_181_;
                        double l_233_ = (l_232_ ? l_225_ : _e735);
                        l_mut_181_ = l_233_;
                        uint _e737 = l_mut_186_;
                        bool l_234_ = (_e737 == 1u);
                        if (l_230_) {
                            local_10 = l_234_;
                        } else {
                            local_10 = false;
                        }
                        bool l_235_ = local_10;
                        double _e744 = l_mut_182_;
                        double l_236_ = (l_235_ ? l_225_ : _e744);
                        l_mut_182_ = l_236_;
                        uint _e746 = l_mut_186_;
                        bool l_237_ = (_e746 == 2u);
                        if (l_230_) {
                            local_11 = l_237_;
                        } else {
                            local_11 = false;
                        }
                        bool l_238_ = local_11;
                        double _e753 = l_mut_183_;
                        double l_239_ = (l_238_ ? l_225_ : _e753);
                        l_mut_183_ = l_239_;
                        double l_240_ = (l_230_ ? l_227_ : l_225_);
                        double _e756 = l_mut_185_;
                        double l_241_ = (_e756 + l_174_);
                        double l_242_ = (l_228_ ? l_240_ : l_241_);
                        l_mut_185_ = l_242_;
                        uint l_243_ = uint(l_230_);
                        uint _e760 = l_mut_186_;
                        l_mut_186_ = (_e760 + l_243_);
                        double _e762 = l_mut_185_;
                        double l_244_ = (_e762 + l_171_);
                        double _e764 = l_mut_185_;
                        double l_245_ = (l_244_ - _e764);
                        double l_246_ = (l_171_ - l_245_);
                        uint _e767 = l_mut_186_;
                        bool l_247_ = (_e767 < 3u);
                        bool l_248_ = (l_246_ != 0.0L);
                        if (l_247_) {
                            local_12 = l_248_;
                        } else {
                            local_12 = false;
                        }
                        bool l_249_ = local_12;
                        uint _e776 = l_mut_186_;
                        bool l_250_ = (_e776 == 0u);
                        if (l_249_) {
                            local_13 = l_250_;
                        } else {
                            local_13 = false;
                        }
                        bool l_251_ = local_13;
                        double _e783 = l_mut_181_;
                        double l_252_ = (l_251_ ? l_244_ : _e783);
                        l_mut_181_ = l_252_;
                        uint _e785 = l_mut_186_;
                        bool l_253_ = (_e785 == 1u);
                        if (l_249_) {
                            local_14 = l_253_;
                        } else {
                            local_14 = false;
                        }
                        bool l_254_ = local_14;
                        double _e792 = l_mut_182_;
                        double l_255_ = (l_254_ ? l_244_ : _e792);
                        l_mut_182_ = l_255_;
                        uint _e794 = l_mut_186_;
                        bool l_256_ = (_e794 == 2u);
                        if (l_249_) {
                            local_15 = l_256_;
                        } else {
                            local_15 = false;
                        }
                        bool l_257_ = local_15;
                        double _e801 = l_mut_183_;
                        double l_258_ = (l_257_ ? l_244_ : _e801);
                        l_mut_183_ = l_258_;
                        double l_259_ = (l_249_ ? l_246_ : l_244_);
                        double _e804 = l_mut_185_;
                        double l_260_ = (_e804 + l_171_);
                        double l_261_ = (l_247_ ? l_259_ : l_260_);
                        l_mut_185_ = l_261_;
                        uint l_262_ = uint(l_249_);
                        uint _e808 = l_mut_186_;
                        l_mut_186_ = (_e808 + l_262_);
                        uint _e810 = l_mut_186_;
                        bool l_263_ = (_e810 == 0u);
                        double _e813 = l_mut_181_;
                        double _e814 = l_mut_185_;
                        double l_264_ = (l_263_ ? _e814 : _e813);
                        l_mut_181_ = l_264_;
                        uint _e816 = l_mut_186_;
                        bool l_265_ = (_e816 == 1u);
                        double _e819 = l_mut_182_;
                        double _e820 = l_mut_185_;
                        double l_266_ = (l_265_ ? _e820 : _e819);
                        l_mut_182_ = l_266_;
                        uint _e822 = l_mut_186_;
                        bool l_267_ = (_e822 == 2u);
                        double _e825 = l_mut_183_;
                        double _e826 = l_mut_185_;
                        double l_268_ = (l_267_ ? _e826 : _e825);
                        l_mut_183_ = l_268_;
                        uint _e828 = l_mut_186_;
                        bool l_269_ = (_e828 == 3u);
                        double _e831 = l_mut_184_;
                        double _e832 = l_mut_185_;
                        double l_270_ = (l_269_ ? _e832 : _e831);
                        l_mut_184_ = l_270_;
                        double _e834 = l_mut_181_;
                        l_mut_136_ = _e834;
                        double _e835 = l_mut_182_;
                        l_mut_137_ = _e835;
                        double _e836 = l_mut_183_;
                        l_mut_138_ = _e836;
                        double _e837 = l_mut_184_;
                        l_mut_139_ = _e837;
                    }
                }
                double _e841 = l_mut_136_;
                double l_271_ = (_e841 * 0.00390625L);
                double _e844 = l_mut_137_;
                double l_272_ = (_e844 * 0.00390625L);
                double _e847 = l_mut_138_;
                double l_273_ = (_e847 * 0.00390625L);
                double _e850 = l_mut_139_;
                double l_274_ = (_e850 * 0.00390625L);
                uint l_275_ = (l_125_ - 1u);
                uint l_276_ = (6u + l_128_);
                uint l_2446_ = asuint(info.Load(8+0));
                uint l_2447_ = (l_2446_ * 1u);
                bool l_2448_ = (l_276_ < l_2447_);
                uint l_2449_ = (l_2447_ - 1u);
                uint l_2450_ = min(l_276_, l_2449_);
                double l_2451_ = buffer_2_global.Load<double>(l_2450_*8);
                double l_277_ = (l_2448_ ? l_2451_ : 0.0L);
                uint l_278_ = (l_276_ + 1u);
                uint l_2453_ = asuint(info.Load(8+0));
                uint l_2454_ = (l_2453_ * 1u);
                bool l_2455_ = (l_278_ < l_2454_);
                uint l_2456_ = (l_2454_ - 1u);
                uint l_2457_ = min(l_278_, l_2456_);
                double l_2458_ = buffer_2_global.Load<double>(l_2457_*8);
                double l_279_ = (l_2455_ ? l_2458_ : 0.0L);
                uint l_280_ = (l_276_ + 2u);
                uint l_2460_ = asuint(info.Load(8+0));
                uint l_2461_ = (l_2460_ * 1u);
                bool l_2462_ = (l_280_ < l_2461_);
                uint l_2463_ = (l_2461_ - 1u);
                uint l_2464_ = min(l_280_, l_2463_);
                double l_2465_ = buffer_2_global.Load<double>(l_2464_*8);
                double l_281_ = (l_2462_ ? l_2465_ : 0.0L);
                uint l_282_ = (l_276_ + 3u);
                uint l_2467_ = asuint(info.Load(8+0));
                uint l_2468_ = (l_2467_ * 1u);
                bool l_2469_ = (l_282_ < l_2468_);
                uint l_2470_ = (l_2468_ - 1u);
                uint l_2471_ = min(l_282_, l_2470_);
                double l_2472_ = buffer_2_global.Load<double>(l_2471_*8);
                double l_283_ = (l_2469_ ? l_2472_ : 0.0L);
                l_mut_185_ = l_277_;
                l_mut_184_ = l_279_;
                l_mut_183_ = l_281_;
                l_mut_182_ = l_283_;
                l_mut_284_ = 1u;
                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                bool loop_init_4 = true;
                while(true) {
                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                    if (!loop_init_4) {
                        uint _e1663 = l_mut_284_;
                        l_mut_284_ = (_e1663 + 1u);
                    }
                    loop_init_4 = false;
                    uint _e924 = l_mut_284_;
                    if ((_e924 < l_275_)) {
                    } else {
                        break;
                    }
                    {
                        double _e926 = l_mut_185_;
                        double l_285_ = (_e926 * l_271_);
                        double l_286_ = -(l_285_);
                        double _e929 = l_mut_185_;
                        double l_287_ = mad(_e929, l_271_, l_286_);
                        double _e931 = l_mut_185_;
                        double l_288_ = (_e931 * l_272_);
                        double l_289_ = -(l_288_);
                        double _e934 = l_mut_185_;
                        double l_290_ = mad(_e934, l_272_, l_289_);
                        double _e936 = l_mut_184_;
                        double l_291_ = (_e936 * l_271_);
                        double l_292_ = -(l_291_);
                        double _e939 = l_mut_184_;
                        double l_293_ = mad(_e939, l_271_, l_292_);
                        double _e941 = l_mut_185_;
                        double l_294_ = (_e941 * l_273_);
                        double l_295_ = -(l_294_);
                        double _e944 = l_mut_185_;
                        double l_296_ = mad(_e944, l_273_, l_295_);
                        double _e946 = l_mut_184_;
                        double l_297_ = (_e946 * l_272_);
                        double l_298_ = -(l_297_);
                        double _e949 = l_mut_184_;
                        double l_299_ = mad(_e949, l_272_, l_298_);
                        double _e951 = l_mut_183_;
                        double l_300_ = (_e951 * l_271_);
                        double l_301_ = -(l_300_);
                        double _e954 = l_mut_183_;
                        double l_302_ = mad(_e954, l_271_, l_301_);
                        double l_303_ = (l_288_ + l_291_);
                        double l_304_ = (l_303_ - l_288_);
                        double l_305_ = (l_303_ - l_304_);
                        double l_306_ = (l_288_ - l_305_);
                        double l_307_ = (l_291_ - l_304_);
                        double l_308_ = (l_306_ + l_307_);
                        double l_309_ = (l_287_ + l_303_);
                        double l_310_ = (l_309_ - l_287_);
                        double l_311_ = (l_309_ - l_310_);
                        double l_312_ = (l_287_ - l_311_);
                        double l_313_ = (l_303_ - l_310_);
                        double l_314_ = (l_312_ + l_313_);
                        double l_315_ = (l_308_ + l_314_);
                        double l_316_ = (l_315_ - l_308_);
                        double l_317_ = (l_315_ - l_316_);
                        double l_318_ = (l_308_ - l_317_);
                        double l_319_ = (l_314_ - l_316_);
                        double l_320_ = (l_318_ + l_319_);
                        double l_321_ = (l_315_ + l_290_);
                        double l_322_ = (l_321_ - l_315_);
                        double l_323_ = (l_321_ - l_322_);
                        double l_324_ = (l_315_ - l_323_);
                        double l_325_ = (l_290_ - l_322_);
                        double l_326_ = (l_324_ + l_325_);
                        double l_327_ = (l_293_ + l_321_);
                        double l_328_ = (l_327_ - l_293_);
                        double l_329_ = (l_327_ - l_328_);
                        double l_330_ = (l_293_ - l_329_);
                        double l_331_ = (l_321_ - l_328_);
                        double l_332_ = (l_330_ + l_331_);
                        double l_333_ = (l_326_ + l_332_);
                        double l_334_ = (l_333_ - l_326_);
                        double l_335_ = (l_333_ - l_334_);
                        double l_336_ = (l_326_ - l_335_);
                        double l_337_ = (l_332_ - l_334_);
                        double l_338_ = (l_336_ + l_337_);
                        double l_339_ = (l_294_ + l_297_);
                        double l_340_ = (l_339_ - l_294_);
                        double l_341_ = (l_339_ - l_340_);
                        double l_342_ = (l_294_ - l_341_);
                        double l_343_ = (l_297_ - l_340_);
                        double l_344_ = (l_342_ + l_343_);
                        double l_345_ = (l_300_ + l_339_);
                        double l_346_ = (l_345_ - l_300_);
                        double l_347_ = (l_345_ - l_346_);
                        double l_348_ = (l_300_ - l_347_);
                        double l_349_ = (l_339_ - l_346_);
                        double l_350_ = (l_348_ + l_349_);
                        double l_351_ = (l_344_ + l_350_);
                        double l_352_ = (l_351_ - l_344_);
                        double l_353_ = (l_351_ - l_352_);
                        double l_354_ = (l_344_ - l_353_);
                        double l_355_ = (l_350_ - l_352_);
                        double l_356_ = (l_354_ + l_355_);
                        double l_357_ = (l_327_ + l_345_);
                        double l_358_ = (l_357_ - l_327_);
                        double l_359_ = (l_357_ - l_358_);
                        double l_360_ = (l_327_ - l_359_);
                        double l_361_ = (l_345_ - l_358_);
                        double l_362_ = (l_360_ + l_361_);
                        double l_363_ = (l_333_ + l_351_);
                        double l_364_ = (l_363_ - l_333_);
                        double l_365_ = (l_363_ - l_364_);
                        double l_366_ = (l_333_ - l_365_);
                        double l_367_ = (l_351_ - l_364_);
                        double l_368_ = (l_366_ + l_367_);
                        double l_369_ = (l_363_ + l_362_);
                        double l_370_ = (l_369_ - l_363_);
                        double l_371_ = (l_369_ - l_370_);
                        double l_372_ = (l_363_ - l_371_);
                        double l_373_ = (l_362_ - l_370_);
                        double l_374_ = (l_372_ + l_373_);
                        double l_375_ = (l_338_ + l_356_);
                        double l_376_ = (l_374_ + l_368_);
                        double l_377_ = (l_375_ + l_376_);
                        double _e1031 = l_mut_185_;
                        double l_378_ = (_e1031 * l_274_);
                        double _e1033 = l_mut_184_;
                        double l_379_ = (_e1033 * l_273_);
                        double l_380_ = (l_378_ + l_379_);
                        double _e1036 = l_mut_183_;
                        double l_381_ = (_e1036 * l_272_);
                        double _e1038 = l_mut_182_;
                        double l_382_ = (_e1038 * l_271_);
                        double l_383_ = (l_381_ + l_382_);
                        double l_384_ = (l_380_ + l_383_);
                        double l_385_ = (l_320_ + l_296_);
                        double l_386_ = (l_299_ + l_302_);
                        double l_387_ = (l_385_ + l_386_);
                        double l_388_ = (l_384_ + l_387_);
                        double l_389_ = (l_369_ + l_388_);
                        double l_390_ = (l_389_ + l_377_);
                        double l_391_ = (l_390_ - l_389_);
                        double l_392_ = (l_377_ - l_391_);
                        double l_393_ = (l_357_ + l_390_);
                        double l_394_ = (l_393_ - l_357_);
                        double l_395_ = (l_390_ - l_394_);
                        double l_396_ = (l_309_ + l_393_);
                        double l_397_ = (l_396_ - l_309_);
                        double l_398_ = (l_393_ - l_397_);
                        double l_399_ = (l_285_ + l_396_);
                        double l_400_ = (l_399_ - l_285_);
                        double l_401_ = (l_396_ - l_400_);
                        l_mut_181_ = 0.0L;
                        l_mut_139_ = 0.0L;
                        l_mut_138_ = 0.0L;
                        l_mut_137_ = 0.0L;
                        l_mut_136_ = l_399_;
                        l_mut_186_ = 0u;
                        double _e1064 = l_mut_136_;
                        double l_402_ = (_e1064 + l_401_);
                        double _e1066 = l_mut_136_;
                        double l_403_ = (l_402_ - _e1066);
                        double l_404_ = (l_401_ - l_403_);
                        uint _e1069 = l_mut_186_;
                        bool l_405_ = (_e1069 < 3u);
                        bool l_406_ = (l_404_ != 0.0L);
                        if (l_405_) {
                            local_16 = l_406_;
                        } else {
                            local_16 = false;
                        }
                        bool l_407_ = local_16;
                        uint _e1078 = l_mut_186_;
                        bool l_408_ = (_e1078 == 0u);
                        if (l_407_) {
                            local_17 = l_408_;
                        } else {
                            local_17 = false;
                        }
                        bool l_409_ = local_17;
                        double _e1085 = l_mut_181_;
                        double l_410_ = (l_409_ ? l_402_ : _e1085);
                        l_mut_181_ = l_410_;
                        uint _e1087 = l_mut_186_;
                        bool l_411_ = (_e1087 == 1u);
                        if (l_407_) {
                            local_18 = l_411_;
                        } else {
                            local_18 = false;
                        }
                        bool l_412_ = local_18;
                        double _e1094 = l_mut_139_;
                        double l_413_ = (l_412_ ? l_402_ : _e1094);
                        l_mut_139_ = l_413_;
                        uint _e1096 = l_mut_186_;
                        bool l_414_ = (_e1096 == 2u);
                        if (l_407_) {
                            local_19 = l_414_;
                        } else {
                            local_19 = false;
                        }
                        bool l_415_ = local_19;
                        double _e1103 = l_mut_138_;
                        double l_416_ = (l_415_ ? l_402_ : _e1103);
                        l_mut_138_ = l_416_;
                        double l_417_ = (l_407_ ? l_404_ : l_402_);
                        double _e1106 = l_mut_136_;
                        double l_418_ = (_e1106 + l_401_);
                        double l_419_ = (l_405_ ? l_417_ : l_418_);
                        l_mut_136_ = l_419_;
                        uint l_420_ = uint(l_407_);
                        uint _e1110 = l_mut_186_;
                        l_mut_186_ = (_e1110 + l_420_);
                        double _e1112 = l_mut_136_;
                        double l_421_ = (_e1112 + l_398_);
                        double _e1114 = l_mut_136_;
                        double l_422_ = (l_421_ - _e1114);
                        double l_423_ = (l_398_ - l_422_);
                        uint _e1117 = l_mut_186_;
                        bool l_424_ = (_e1117 < 3u);
                        bool l_425_ = (l_423_ != 0.0L);
                        if (l_424_) {
                            local_20 = l_425_;
                        } else {
                            local_20 = false;
                        }
                        bool l_426_ = local_20;
                        uint _e1126 = l_mut_186_;
                        bool l_427_ = (_e1126 == 0u);
                        if (l_426_) {
                            local_21 = l_427_;
                        } else {
                            local_21 = false;
                        }
                        bool l_428_ = local_21;
                        double _e1133 = l_mut_181_;
                        double l_429_ = (l_428_ ? l_421_ : _e1133);
                        l_mut_181_ = l_429_;
                        uint _e1135 = l_mut_186_;
                        bool l_430_ = (_e1135 == 1u);
                        if (l_426_) {
                            local_22 = l_430_;
                        } else {
                            local_22 = false;
                        }
                        bool l_431_ = local_22;
                        double _e1142 = l_mut_139_;
                        double l_432_ = (l_431_ ? l_421_ : _e1142);
                        l_mut_139_ = l_432_;
                        uint _e1144 = l_mut_186_;
                        bool l_433_ = (_e1144 == 2u);
                        if (l_426_) {
                            local_23 = l_433_;
                        } else {
                            local_23 = false;
                        }
                        bool l_434_ = local_23;
                        double _e1151 = l_mut_138_;
                        double l_435_ = (l_434_ ? l_421_ : _e1151);
                        l_mut_138_ = l_435_;
                        double l_436_ = (l_426_ ? l_423_ : l_421_);
                        double _e1154 = l_mut_136_;
                        double l_437_ = (_e1154 + l_398_);
                        double l_438_ = (l_424_ ? l_436_ : l_437_);
                        l_mut_136_ = l_438_;
                        uint l_439_ = uint(l_426_);
                        uint _e1158 = l_mut_186_;
                        l_mut_186_ = (_e1158 + l_439_);
                        double _e1160 = l_mut_136_;
                        double l_440_ = (_e1160 + l_395_);
                        double _e1162 = l_mut_136_;
                        double l_441_ = (l_440_ - _e1162);
                        double l_442_ = (l_395_ - l_441_);
                        uint _e1165 = l_mut_186_;
                        bool l_443_ = (_e1165 < 3u);
                        bool l_444_ = (l_442_ != 0.0L);
                        if (l_443_) {
                            local_24 = l_444_;
                        } else {
                            local_24 = false;
                        }
                        bool l_445_ = local_24;
                        uint _e1174 = l_mut_186_;
                        bool l_446_ = (_e1174 == 0u);
                        if (l_445_) {
                            local_25 = l_446_;
                        } else {
                            local_25 = false;
                        }
                        bool l_447_ = local_25;
                        double _e1181 = l_mut_181_;
                        double l_448_ = (l_447_ ? l_440_ : _e1181);
                        l_mut_181_ = l_448_;
                        uint _e1183 = l_mut_186_;
                        bool l_449_ = (_e1183 == 1u);
                        if (l_445_) {
                            local_26 = l_449_;
                        } else {
                            local_26 = false;
                        }
                        bool l_450_ = local_26;
                        double _e1190 = l_mut_139_;
                        double l_451_ = (l_450_ ? l_440_ : _e1190);
                        l_mut_139_ = l_451_;
                        uint _e1192 = l_mut_186_;
                        bool l_452_ = (_e1192 == 2u);
                        if (l_445_) {
                            local_27 = l_452_;
                        } else {
                            local_27 = false;
                        }
                        bool l_453_ = local_27;
                        double _e1199 = l_mut_138_;
                        double l_454_ = (l_453_ ? l_440_ : _e1199);
                        l_mut_138_ = l_454_;
                        double l_455_ = (l_445_ ? l_442_ : l_440_);
                        double _e1202 = l_mut_136_;
                        double l_456_ = (_e1202 + l_395_);
                        double l_457_ = (l_443_ ? l_455_ : l_456_);
                        l_mut_136_ = l_457_;
                        uint l_458_ = uint(l_445_);
                        uint _e1206 = l_mut_186_;
                        l_mut_186_ = (_e1206 + l_458_);
                        double _e1208 = l_mut_136_;
                        double l_459_ = (_e1208 + l_392_);
                        double _e1210 = l_mut_136_;
                        double l_460_ = (l_459_ - _e1210);
                        double l_461_ = (l_392_ - l_460_);
                        uint _e1213 = l_mut_186_;
                        bool l_462_ = (_e1213 < 3u);
                        bool l_463_ = (l_461_ != 0.0L);
                        if (l_462_) {
                            local_28 = l_463_;
                        } else {
                            local_28 = false;
                        }
                        bool l_464_ = local_28;
                        uint _e1222 = l_mut_186_;
                        bool l_465_ = (_e1222 == 0u);
                        if (l_464_) {
                            local_29 = l_465_;
                        } else {
                            local_29 = false;
                        }
                        bool l_466_ = local_29;
                        double _e1229 = l_mut_181_;
                        double l_467_ = (l_466_ ? l_459_ : _e1229);
                        l_mut_181_ = l_467_;
                        uint _e1231 = l_mut_186_;
                        bool l_468_ = (_e1231 == 1u);
                        if (l_464_) {
                            local_30 = l_468_;
                        } else {
                            local_30 = false;
                        }
                        bool l_469_ = local_30;
                        double _e1238 = l_mut_139_;
                        double l_470_ = (l_469_ ? l_459_ : _e1238);
                        l_mut_139_ = l_470_;
                        uint _e1240 = l_mut_186_;
                        bool l_471_ = (_e1240 == 2u);
                        if (l_464_) {
                            local_31 = l_471_;
                        } else {
                            local_31 = false;
                        }
                        bool l_472_ = local_31;
                        double _e1247 = l_mut_138_;
                        double l_473_ = (l_472_ ? l_459_ : _e1247);
                        l_mut_138_ = l_473_;
                        double l_474_ = (l_464_ ? l_461_ : l_459_);
                        double _e1250 = l_mut_136_;
                        double l_475_ = (_e1250 + l_392_);
                        double l_476_ = (l_462_ ? l_474_ : l_475_);
                        l_mut_136_ = l_476_;
                        uint l_477_ = uint(l_464_);
                        uint _e1254 = l_mut_186_;
                        l_mut_186_ = (_e1254 + l_477_);
                        uint _e1256 = l_mut_186_;
                        bool l_478_ = (_e1256 == 0u);
                        double _e1259 = l_mut_181_;
                        double _e1260 = l_mut_136_;
                        double l_479_ = (l_478_ ? _e1260 : _e1259);
                        l_mut_181_ = l_479_;
                        uint _e1262 = l_mut_186_;
                        bool l_480_ = (_e1262 == 1u);
                        double _e1265 = l_mut_139_;
                        double _e1266 = l_mut_136_;
                        double l_481_ = (l_480_ ? _e1266 : _e1265);
                        l_mut_139_ = l_481_;
                        uint _e1268 = l_mut_186_;
                        bool l_482_ = (_e1268 == 2u);
                        double _e1271 = l_mut_138_;
                        double _e1272 = l_mut_136_;
                        double l_483_ = (l_482_ ? _e1272 : _e1271);
                        l_mut_138_ = l_483_;
                        uint _e1274 = l_mut_186_;
                        bool l_484_ = (_e1274 == 3u);
                        double _e1277 = l_mut_137_;
                        double _e1278 = l_mut_136_;
                        double l_485_ = (l_484_ ? _e1278 : _e1277);
                        l_mut_137_ = l_485_;
                        uint _e1281 = l_mut_284_;
                        uint l_486_ = (4u * _e1281);
                        uint l_487_ = (l_276_ + l_486_);
                        uint l_2481_ = asuint(info.Load(8+0));
                        uint l_2482_ = (l_2481_ * 1u);
                        bool l_2483_ = (l_487_ < l_2482_);
                        uint l_2484_ = (l_2482_ - 1u);
                        uint l_2485_ = min(l_487_, l_2484_);
                        double l_2486_ = buffer_2_global.Load<double>(l_2485_*8);
                        double l_488_ = (l_2483_ ? l_2486_ : 0.0L);
                        uint l_489_ = (l_487_ + 1u);
                        uint l_2488_ = asuint(info.Load(8+0));
                        uint l_2489_ = (l_2488_ * 1u);
                        bool l_2490_ = (l_489_ < l_2489_);
                        uint l_2491_ = (l_2489_ - 1u);
                        uint l_2492_ = min(l_489_, l_2491_);
                        double l_2493_ = buffer_2_global.Load<double>(l_2492_*8);
                        double l_490_ = (l_2490_ ? l_2493_ : 0.0L);
                        uint l_491_ = (l_487_ + 2u);
                        uint l_2495_ = asuint(info.Load(8+0));
                        uint l_2496_ = (l_2495_ * 1u);
                        bool l_2497_ = (l_491_ < l_2496_);
                        uint l_2498_ = (l_2496_ - 1u);
                        uint l_2499_ = min(l_491_, l_2498_);
                        double l_2500_ = buffer_2_global.Load<double>(l_2499_*8);
                        double l_492_ = (l_2497_ ? l_2500_ : 0.0L);
                        uint l_493_ = (l_487_ + 3u);
                        uint l_2502_ = asuint(info.Load(8+0));
                        uint l_2503_ = (l_2502_ * 1u);
                        bool l_2504_ = (l_493_ < l_2503_);
                        uint l_2505_ = (l_2503_ - 1u);
                        uint l_2506_ = min(l_493_, l_2505_);
                        double l_2507_ = buffer_2_global.Load<double>(l_2506_*8);
                        double l_494_ = (l_2504_ ? l_2507_ : 0.0L);
                        double _e1350 = l_mut_181_;
                        double l_495_ = (_e1350 + l_488_);
                        double _e1352 = l_mut_181_;
                        double l_496_ = (l_495_ - _e1352);
                        double l_497_ = (l_495_ - l_496_);
                        double _e1355 = l_mut_181_;
                        double l_498_ = (_e1355 - l_497_);
                        double l_499_ = (l_488_ - l_496_);
                        double l_500_ = (l_498_ + l_499_);
                        double _e1359 = l_mut_139_;
                        double l_501_ = (_e1359 + l_490_);
                        double _e1361 = l_mut_139_;
                        double l_502_ = (l_501_ - _e1361);
                        double l_503_ = (l_501_ - l_502_);
                        double _e1364 = l_mut_139_;
                        double l_504_ = (_e1364 - l_503_);
                        double l_505_ = (l_490_ - l_502_);
                        double l_506_ = (l_504_ + l_505_);
                        double _e1368 = l_mut_138_;
                        double l_507_ = (_e1368 + l_492_);
                        double _e1370 = l_mut_138_;
                        double l_508_ = (l_507_ - _e1370);
                        double l_509_ = (l_507_ - l_508_);
                        double _e1373 = l_mut_138_;
                        double l_510_ = (_e1373 - l_509_);
                        double l_511_ = (l_492_ - l_508_);
                        double l_512_ = (l_510_ + l_511_);
                        double _e1377 = l_mut_137_;
                        double l_513_ = (_e1377 + l_494_);
                        double _e1379 = l_mut_137_;
                        double l_514_ = (l_513_ - _e1379);
                        double l_515_ = (l_513_ - l_514_);
                        double _e1382 = l_mut_137_;
                        double l_516_ = (_e1382 - l_515_);
                        double l_517_ = (l_494_ - l_514_);
                        double l_518_ = (l_516_ + l_517_);
                        double l_519_ = (l_501_ + l_500_);
                        double l_520_ = (l_519_ - l_501_);
                        double l_521_ = (l_519_ - l_520_);
                        double l_522_ = (l_501_ - l_521_);
                        double l_523_ = (l_500_ - l_520_);
                        double l_524_ = (l_522_ + l_523_);
                        double l_525_ = (l_507_ + l_524_);
                        double l_526_ = (l_525_ - l_507_);
                        double l_527_ = (l_525_ - l_526_);
                        double l_528_ = (l_507_ - l_527_);
                        double l_529_ = (l_524_ - l_526_);
                        double l_530_ = (l_528_ + l_529_);
                        double l_531_ = (l_506_ + l_525_);
                        double l_532_ = (l_531_ - l_506_);
                        double l_533_ = (l_531_ - l_532_);
                        double l_534_ = (l_506_ - l_533_);
                        double l_535_ = (l_525_ - l_532_);
                        double l_536_ = (l_534_ + l_535_);
                        double l_537_ = (l_530_ + l_536_);
                        double l_538_ = (l_537_ - l_530_);
                        double l_539_ = (l_537_ - l_538_);
                        double l_540_ = (l_530_ - l_539_);
                        double l_541_ = (l_536_ - l_538_);
                        double l_542_ = (l_540_ + l_541_);
                        double l_543_ = (l_513_ + l_537_);
                        double l_544_ = (l_543_ - l_513_);
                        double l_545_ = (l_543_ - l_544_);
                        double l_546_ = (l_513_ - l_545_);
                        double l_547_ = (l_537_ - l_544_);
                        double l_548_ = (l_546_ + l_547_);
                        double l_549_ = (l_512_ + l_543_);
                        double l_550_ = (l_549_ - l_512_);
                        double l_551_ = (l_549_ - l_550_);
                        double l_552_ = (l_512_ - l_551_);
                        double l_553_ = (l_543_ - l_550_);
                        double l_554_ = (l_552_ + l_553_);
                        double l_555_ = (l_548_ + l_554_);
                        double l_556_ = (l_555_ + l_542_);
                        double l_557_ = (l_556_ + l_518_);
                        double l_558_ = (l_549_ + l_557_);
                        double l_559_ = (l_558_ - l_549_);
                        double l_560_ = (l_557_ - l_559_);
                        double l_561_ = (l_531_ + l_558_);
                        double l_562_ = (l_561_ - l_531_);
                        double l_563_ = (l_558_ - l_562_);
                        double l_564_ = (l_519_ + l_561_);
                        double l_565_ = (l_564_ - l_519_);
                        double l_566_ = (l_561_ - l_565_);
                        double l_567_ = (l_495_ + l_564_);
                        double l_568_ = (l_567_ - l_495_);
                        double l_569_ = (l_564_ - l_568_);
                        l_mut_136_ = 0.0L;
                        l_mut_570_ = 0.0L;
                        l_mut_571_ = 0.0L;
                        l_mut_572_ = 0.0L;
                        l_mut_573_ = l_567_;
                        l_mut_186_ = 0u;
                        double _e1442 = l_mut_573_;
                        double l_574_ = (_e1442 + l_569_);
                        double _e1444 = l_mut_573_;
                        double l_575_ = (l_574_ - _e1444);
                        double l_576_ = (l_569_ - l_575_);
                        uint _e1447 = l_mut_186_;
                        bool l_577_ = (_e1447 < 3u);
                        bool l_578_ = (l_576_ != 0.0L);
                        if (l_577_) {
                            local_32 = l_578_;
                        } else {
                            local_32 = false;
                        }
                        bool l_579_ = local_32;
                        uint _e1456 = l_mut_186_;
                        bool l_580_ = (_e1456 == 0u);
                        if (l_579_) {
                            local_33 = l_580_;
                        } else {
                            local_33 = false;
                        }
                        bool l_581_ = local_33;
                        double _e1463 = l_mut_136_;
                        double l_582_ = (l_581_ ? l_574_ : _e1463);
                        l_mut_136_ = l_582_;
                        uint _e1465 = l_mut_186_;
                        bool l_583_ = (_e1465 == 1u);
                        if (l_579_) {
                            local_34 = l_583_;
                        } else {
                            local_34 = false;
                        }
                        bool l_584_ = local_34;
                        double _e1472 = l_mut_570_;
                        double l_585_ = (l_584_ ? l_574_ : _e1472);
                        l_mut_570_ = l_585_;
                        uint _e1474 = l_mut_186_;
                        bool l_586_ = (_e1474 == 2u);
                        if (l_579_) {
                            local_35 = l_586_;
                        } else {
                            local_35 = false;
                        }
                        bool l_587_ = local_35;
                        double _e1481 = l_mut_571_;
                        double l_588_ = (l_587_ ? l_574_ : _e1481);
                        l_mut_571_ = l_588_;
                        double l_589_ = (l_579_ ? l_576_ : l_574_);
                        double _e1484 = l_mut_573_;
                        double l_590_ = (_e1484 + l_569_);
                        double l_591_ = (l_577_ ? l_589_ : l_590_);
                        l_mut_573_ = l_591_;
                        uint l_592_ = uint(l_579_);
                        uint _e1488 = l_mut_186_;
                        l_mut_186_ = (_e1488 + l_592_);
                        double _e1490 = l_mut_573_;
                        double l_593_ = (_e1490 + l_566_);
                        double _e1492 = l_mut_573_;
                        double l_594_ = (l_593_ - _e1492);
                        double l_595_ = (l_566_ - l_594_);
                        uint _e1495 = l_mut_186_;
                        bool l_596_ = (_e1495 < 3u);
                        bool l_597_ = (l_595_ != 0.0L);
                        if (l_596_) {
                            local_36 = l_597_;
                        } else {
                            local_36 = false;
                        }
                        bool l_598_ = local_36;
                        uint _e1504 = l_mut_186_;
                        bool l_599_ = (_e1504 == 0u);
                        if (l_598_) {
                            local_37 = l_599_;
                        } else {
                            local_37 = false;
                        }
                        bool l_600_ = local_37;
                        double _e1511 = l_mut_136_;
                        double l_601_ = (l_600_ ? l_593_ : _e1511);
                        l_mut_136_ = l_601_;
                        uint _e1513 = l_mut_186_;
                        bool l_602_ = (_e1513 == 1u);
                        if (l_598_) {
                            local_38 = l_602_;
                        } else {
                            local_38 = false;
                        }
                        bool l_603_ = local_38;
                        double _e1520 = l_mut_570_;
                        double l_604_ = (l_603_ ? l_593_ : _e1520);
                        l_mut_570_ = l_604_;
                        uint _e1522 = l_mut_186_;
                        bool l_605_ = (_e1522 == 2u);
                        if (l_598_) {
                            local_39 = l_605_;
                        } else {
                            local_39 = false;
                        }
                        bool l_606_ = local_39;
                        double _e1529 = l_mut_571_;
                        double l_607_ = (l_606_ ? l_593_ : _e1529);
                        l_mut_571_ = l_607_;
                        double l_608_ = (l_598_ ? l_595_ : l_593_);
                        double _e1532 = l_mut_573_;
                        double l_609_ = (_e1532 + l_566_);
                        double l_610_ = (l_596_ ? l_608_ : l_609_);
                        l_mut_573_ = l_610_;
                        uint l_611_ = uint(l_598_);
                        uint _e1536 = l_mut_186_;
                        l_mut_186_ = (_e1536 + l_611_);
                        double _e1538 = l_mut_573_;
                        double l_612_ = (_e1538 + l_563_);
                        double _e1540 = l_mut_573_;
                        double l_613_ = (l_612_ - _e1540);
                        double l_614_ = (l_563_ - l_613_);
                        uint _e1543 = l_mut_186_;
                        bool l_615_ = (_e1543 < 3u);
                        bool l_616_ = (l_614_ != 0.0L);
                        if (l_615_) {
                            local_40 = l_616_;
                        } else {
                            local_40 = false;
                        }
                        bool l_617_ = local_40;
                        uint _e1552 = l_mut_186_;
                        bool l_618_ = (_e1552 == 0u);
                        if (l_617_) {
                            local_41 = l_618_;
                        } else {
                            local_41 = false;
                        }
                        bool l_619_ = local_41;
                        double _e1559 = l_mut_136_;
                        double l_620_ = (l_619_ ? l_612_ : _e1559);
                        l_mut_136_ = l_620_;
                        uint _e1561 = l_mut_186_;
                        bool l_621_ = (_e1561 == 1u);
                        if (l_617_) {
                            local_42 = l_621_;
                        } else {
                            local_42 = false;
                        }
                        bool l_622_ = local_42;
                        double _e1568 = l_mut_570_;
                        double l_623_ = (l_622_ ? l_612_ : _e1568);
                        l_mut_570_ = l_623_;
                        uint _e1570 = l_mut_186_;
                        bool l_624_ = (_e1570 == 2u);
                        if (l_617_) {
                            local_43 = l_624_;
                        } else {
                            local_43 = false;
                        }
                        bool l_625_ = local_43;
                        double _e1577 = l_mut_571_;
                        double l_626_ = (l_625_ ? l_612_ : _e1577);
                        l_mut_571_ = l_626_;
                        double l_627_ = (l_617_ ? l_614_ : l_612_);
                        double _e1580 = l_mut_573_;
                        double l_628_ = (_e1580 + l_563_);
                        double l_629_ = (l_615_ ? l_627_ : l_628_);
                        l_mut_573_ = l_629_;
                        uint l_630_ = uint(l_617_);
                        uint _e1584 = l_mut_186_;
                        l_mut_186_ = (_e1584 + l_630_);
                        double _e1586 = l_mut_573_;
                        double l_631_ = (_e1586 + l_560_);
                        double _e1588 = l_mut_573_;
                        double l_632_ = (l_631_ - _e1588);
                        double l_633_ = (l_560_ - l_632_);
                        uint _e1591 = l_mut_186_;
                        bool l_634_ = (_e1591 < 3u);
                        bool l_635_ = (l_633_ != 0.0L);
                        if (l_634_) {
                            local_44 = l_635_;
                        } else {
                            local_44 = false;
                        }
                        bool l_636_ = local_44;
                        uint _e1600 = l_mut_186_;
                        bool l_637_ = (_e1600 == 0u);
                        if (l_636_) {
                            local_45 = l_637_;
                        } else {
                            local_45 = false;
                        }
                        bool l_638_ = local_45;
                        double _e1607 = l_mut_136_;
                        double l_639_ = (l_638_ ? l_631_ : _e1607);
                        l_mut_136_ = l_639_;
                        uint _e1609 = l_mut_186_;
                        bool l_640_ = (_e1609 == 1u);
                        if (l_636_) {
                            local_46 = l_640_;
                        } else {
                            local_46 = false;
                        }
                        bool l_641_ = local_46;
                        double _e1616 = l_mut_570_;
                        double l_642_ = (l_641_ ? l_631_ : _e1616);
                        l_mut_570_ = l_642_;
                        uint _e1618 = l_mut_186_;
                        bool l_643_ = (_e1618 == 2u);
                        if (l_636_) {
                            local_47 = l_643_;
                        } else {
                            local_47 = false;
                        }
                        bool l_644_ = local_47;
                        double _e1625 = l_mut_571_;
                        double l_645_ = (l_644_ ? l_631_ : _e1625);
                        l_mut_571_ = l_645_;
                        double l_646_ = (l_636_ ? l_633_ : l_631_);
                        double _e1628 = l_mut_573_;
                        double l_647_ = (_e1628 + l_560_);
                        double l_648_ = (l_634_ ? l_646_ : l_647_);
                        l_mut_573_ = l_648_;
                        uint l_649_ = uint(l_636_);
                        uint _e1632 = l_mut_186_;
                        l_mut_186_ = (_e1632 + l_649_);
                        uint _e1634 = l_mut_186_;
                        bool l_650_ = (_e1634 == 0u);
                        double _e1637 = l_mut_136_;
                        double _e1638 = l_mut_573_;
                        double l_651_ = (l_650_ ? _e1638 : _e1637);
                        l_mut_136_ = l_651_;
                        uint _e1640 = l_mut_186_;
                        bool l_652_ = (_e1640 == 1u);
                        double _e1643 = l_mut_570_;
                        double _e1644 = l_mut_573_;
                        double l_653_ = (l_652_ ? _e1644 : _e1643);
                        l_mut_570_ = l_653_;
                        uint _e1646 = l_mut_186_;
                        bool l_654_ = (_e1646 == 2u);
                        double _e1649 = l_mut_571_;
                        double _e1650 = l_mut_573_;
                        double l_655_ = (l_654_ ? _e1650 : _e1649);
                        l_mut_571_ = l_655_;
                        uint _e1652 = l_mut_186_;
                        bool l_656_ = (_e1652 == 3u);
                        double _e1655 = l_mut_572_;
                        double _e1656 = l_mut_573_;
                        double l_657_ = (l_656_ ? _e1656 : _e1655);
                        l_mut_572_ = l_657_;
                        double _e1658 = l_mut_136_;
                        l_mut_185_ = _e1658;
                        double _e1659 = l_mut_570_;
                        l_mut_184_ = _e1659;
                        double _e1660 = l_mut_571_;
                        l_mut_183_ = _e1660;
                        double _e1661 = l_mut_572_;
                        l_mut_182_ = _e1661;
                    }
                }
                double _e1665 = l_mut_185_;
                double l_658_ = (_e1665 * l_271_);
                double l_659_ = -(l_658_);
                double _e1668 = l_mut_185_;
                double l_660_ = mad(_e1668, l_271_, l_659_);
                double _e1670 = l_mut_185_;
                double l_661_ = (_e1670 * l_272_);
                double l_662_ = -(l_661_);
                double _e1673 = l_mut_185_;
                double l_663_ = mad(_e1673, l_272_, l_662_);
                double _e1675 = l_mut_184_;
                double l_664_ = (_e1675 * l_271_);
                double l_665_ = -(l_664_);
                double _e1678 = l_mut_184_;
                double l_666_ = mad(_e1678, l_271_, l_665_);
                double _e1680 = l_mut_185_;
                double l_667_ = (_e1680 * l_273_);
                double l_668_ = -(l_667_);
                double _e1683 = l_mut_185_;
                double l_669_ = mad(_e1683, l_273_, l_668_);
                double _e1685 = l_mut_184_;
                double l_670_ = (_e1685 * l_272_);
                double l_671_ = -(l_670_);
                double _e1688 = l_mut_184_;
                double l_672_ = mad(_e1688, l_272_, l_671_);
                double _e1690 = l_mut_183_;
                double l_673_ = (_e1690 * l_271_);
                double l_674_ = -(l_673_);
                double _e1693 = l_mut_183_;
                double l_675_ = mad(_e1693, l_271_, l_674_);
                double l_676_ = (l_661_ + l_664_);
                double l_677_ = (l_676_ - l_661_);
                double l_678_ = (l_676_ - l_677_);
                double l_679_ = (l_661_ - l_678_);
                double l_680_ = (l_664_ - l_677_);
                double l_681_ = (l_679_ + l_680_);
                double l_682_ = (l_660_ + l_676_);
                double l_683_ = (l_682_ - l_660_);
                double l_684_ = (l_682_ - l_683_);
                double l_685_ = (l_660_ - l_684_);
                double l_686_ = (l_676_ - l_683_);
                double l_687_ = (l_685_ + l_686_);
                double l_688_ = (l_681_ + l_687_);
                double l_689_ = (l_688_ - l_681_);
                double l_690_ = (l_688_ - l_689_);
                double l_691_ = (l_681_ - l_690_);
                double l_692_ = (l_687_ - l_689_);
                double l_693_ = (l_691_ + l_692_);
                double l_694_ = (l_688_ + l_663_);
                double l_695_ = (l_694_ - l_688_);
                double l_696_ = (l_694_ - l_695_);
                double l_697_ = (l_688_ - l_696_);
                double l_698_ = (l_663_ - l_695_);
                double l_699_ = (l_697_ + l_698_);
                double l_700_ = (l_666_ + l_694_);
                double l_701_ = (l_700_ - l_666_);
                double l_702_ = (l_700_ - l_701_);
                double l_703_ = (l_666_ - l_702_);
                double l_704_ = (l_694_ - l_701_);
                double l_705_ = (l_703_ + l_704_);
                double l_706_ = (l_699_ + l_705_);
                double l_707_ = (l_706_ - l_699_);
                double l_708_ = (l_706_ - l_707_);
                double l_709_ = (l_699_ - l_708_);
                double l_710_ = (l_705_ - l_707_);
                double l_711_ = (l_709_ + l_710_);
                double l_712_ = (l_667_ + l_670_);
                double l_713_ = (l_712_ - l_667_);
                double l_714_ = (l_712_ - l_713_);
                double l_715_ = (l_667_ - l_714_);
                double l_716_ = (l_670_ - l_713_);
                double l_717_ = (l_715_ + l_716_);
                double l_718_ = (l_673_ + l_712_);
                double l_719_ = (l_718_ - l_673_);
                double l_720_ = (l_718_ - l_719_);
                double l_721_ = (l_673_ - l_720_);
                double l_722_ = (l_712_ - l_719_);
                double l_723_ = (l_721_ + l_722_);
                double l_724_ = (l_717_ + l_723_);
                double l_725_ = (l_724_ - l_717_);
                double l_726_ = (l_724_ - l_725_);
                double l_727_ = (l_717_ - l_726_);
                double l_728_ = (l_723_ - l_725_);
                double l_729_ = (l_727_ + l_728_);
                double l_730_ = (l_700_ + l_718_);
                double l_731_ = (l_730_ - l_700_);
                double l_732_ = (l_730_ - l_731_);
                double l_733_ = (l_700_ - l_732_);
                double l_734_ = (l_718_ - l_731_);
                double l_735_ = (l_733_ + l_734_);
                double l_736_ = (l_706_ + l_724_);
                double l_737_ = (l_736_ - l_706_);
                double l_738_ = (l_736_ - l_737_);
                double l_739_ = (l_706_ - l_738_);
                double l_740_ = (l_724_ - l_737_);
                double l_741_ = (l_739_ + l_740_);
                double l_742_ = (l_736_ + l_735_);
                double l_743_ = (l_742_ - l_736_);
                double l_744_ = (l_742_ - l_743_);
                double l_745_ = (l_736_ - l_744_);
                double l_746_ = (l_735_ - l_743_);
                double l_747_ = (l_745_ + l_746_);
                double l_748_ = (l_711_ + l_729_);
                double l_749_ = (l_747_ + l_741_);
                double l_750_ = (l_748_ + l_749_);
                double _e1770 = l_mut_185_;
                double l_751_ = (_e1770 * l_274_);
                double _e1772 = l_mut_184_;
                double l_752_ = (_e1772 * l_273_);
                double l_753_ = (l_751_ + l_752_);
                double _e1775 = l_mut_183_;
                double l_754_ = (_e1775 * l_272_);
                double _e1777 = l_mut_182_;
                double l_755_ = (_e1777 * l_271_);
                double l_756_ = (l_754_ + l_755_);
                double l_757_ = (l_753_ + l_756_);
                double l_758_ = (l_693_ + l_669_);
                double l_759_ = (l_672_ + l_675_);
                double l_760_ = (l_758_ + l_759_);
                double l_761_ = (l_757_ + l_760_);
                double l_762_ = (l_742_ + l_761_);
                double l_763_ = (l_762_ + l_750_);
                double l_764_ = (l_763_ - l_762_);
                double l_765_ = (l_750_ - l_764_);
                double l_766_ = (l_730_ + l_763_);
                double l_767_ = (l_766_ - l_730_);
                double l_768_ = (l_763_ - l_767_);
                double l_769_ = (l_682_ + l_766_);
                double l_770_ = (l_769_ - l_682_);
                double l_771_ = (l_766_ - l_770_);
                double l_772_ = (l_658_ + l_769_);
                double l_773_ = (l_772_ - l_658_);
                double l_774_ = (l_769_ - l_773_);
                l_mut_573_ = 0.0L;
                l_mut_572_ = 0.0L;
                l_mut_571_ = 0.0L;
                l_mut_570_ = 0.0L;
                l_mut_181_ = l_772_;
                l_mut_186_ = 0u;
                double _e1803 = l_mut_181_;
                double l_775_ = (_e1803 + l_774_);
                double _e1805 = l_mut_181_;
                double l_776_ = (l_775_ - _e1805);
                double l_777_ = (l_774_ - l_776_);
                uint _e1808 = l_mut_186_;
                bool l_778_ = (_e1808 < 3u);
                bool l_779_ = (l_777_ != 0.0L);
                if (l_778_) {
                    local_48 = l_779_;
                } else {
                    local_48 = false;
                }
                bool l_780_ = local_48;
                uint _e1817 = l_mut_186_;
                bool l_781_ = (_e1817 == 0u);
                if (l_780_) {
                    local_49 = l_781_;
                } else {
                    local_49 = false;
                }
                bool l_782_ = local_49;
                double _e1824 = l_mut_573_;
                double l_783_ = (l_782_ ? l_775_ : _e1824);
                l_mut_573_ = l_783_;
                uint _e1826 = l_mut_186_;
                bool l_784_ = (_e1826 == 1u);
                if (l_780_) {
                    local_50 = l_784_;
                } else {
                    local_50 = false;
                }
                bool l_785_ = local_50;
                double _e1833 = l_mut_572_;
                double l_786_ = (l_785_ ? l_775_ : _e1833);
                l_mut_572_ = l_786_;
                uint _e1835 = l_mut_186_;
                bool l_787_ = (_e1835 == 2u);
                if (l_780_) {
                    local_51 = l_787_;
                } else {
                    local_51 = false;
                }
                bool l_788_ = local_51;
                double _e1842 = l_mut_571_;
                double l_789_ = (l_788_ ? l_775_ : _e1842);
                l_mut_571_ = l_789_;
                double l_790_ = (l_780_ ? l_777_ : l_775_);
                double _e1845 = l_mut_181_;
                double l_791_ = (_e1845 + l_774_);
                double l_792_ = (l_778_ ? l_790_ : l_791_);
                l_mut_181_ = l_792_;
                uint l_793_ = uint(l_780_);
                uint _e1849 = l_mut_186_;
                l_mut_186_ = (_e1849 + l_793_);
                double _e1851 = l_mut_181_;
                double l_794_ = (_e1851 + l_771_);
                double _e1853 = l_mut_181_;
                double l_795_ = (l_794_ - _e1853);
                double l_796_ = (l_771_ - l_795_);
                uint _e1856 = l_mut_186_;
                bool l_797_ = (_e1856 < 3u);
                bool l_798_ = (l_796_ != 0.0L);
                if (l_797_) {
                    local_52 = l_798_;
                } else {
                    local_52 = false;
                }
                bool l_799_ = local_52;
                uint _e1865 = l_mut_186_;
                bool l_800_ = (_e1865 == 0u);
                if (l_799_) {
                    local_53 = l_800_;
                } else {
                    local_53 = false;
                }
                bool l_801_ = local_53;
                double _e1872 = l_mut_573_;
                double l_802_ = (l_801_ ? l_794_ : _e1872);
                l_mut_573_ = l_802_;
                uint _e1874 = l_mut_186_;
                bool l_803_ = (_e1874 == 1u);
                if (l_799_) {
                    local_54 = l_803_;
                } else {
                    local_54 = false;
                }
                bool l_804_ = local_54;
                double _e1881 = l_mut_572_;
                double l_805_ = (l_804_ ? l_794_ : _e1881);
                l_mut_572_ = l_805_;
                uint _e1883 = l_mut_186_;
                bool l_806_ = (_e1883 == 2u);
                if (l_799_) {
                    local_55 = l_806_;
                } else {
                    local_55 = false;
                }
                bool l_807_ = local_55;
                double _e1890 = l_mut_571_;
                double l_808_ = (l_807_ ? l_794_ : _e1890);
                l_mut_571_ = l_808_;
                double l_809_ = (l_799_ ? l_796_ : l_794_);
                double _e1893 = l_mut_181_;
                double l_810_ = (_e1893 + l_771_);
                double l_811_ = (l_797_ ? l_809_ : l_810_);
                l_mut_181_ = l_811_;
                uint l_812_ = uint(l_799_);
                uint _e1897 = l_mut_186_;
                l_mut_186_ = (_e1897 + l_812_);
                double _e1899 = l_mut_181_;
                double l_813_ = (_e1899 + l_768_);
                double _e1901 = l_mut_181_;
                double l_814_ = (l_813_ - _e1901);
                double l_815_ = (l_768_ - l_814_);
                uint _e1904 = l_mut_186_;
                bool l_816_ = (_e1904 < 3u);
                bool l_817_ = (l_815_ != 0.0L);
                if (l_816_) {
                    local_56 = l_817_;
                } else {
                    local_56 = false;
                }
                bool l_818_ = local_56;
                uint _e1913 = l_mut_186_;
                bool l_819_ = (_e1913 == 0u);
                if (l_818_) {
                    local_57 = l_819_;
                } else {
                    local_57 = false;
                }
                bool l_820_ = local_57;
                double _e1920 = l_mut_573_;
                double l_821_ = (l_820_ ? l_813_ : _e1920);
                l_mut_573_ = l_821_;
                uint _e1922 = l_mut_186_;
                bool l_822_ = (_e1922 == 1u);
                if (l_818_) {
                    local_58 = l_822_;
                } else {
                    local_58 = false;
                }
                bool l_823_ = local_58;
                double _e1929 = l_mut_572_;
                double l_824_ = (l_823_ ? l_813_ : _e1929);
                l_mut_572_ = l_824_;
                uint _e1931 = l_mut_186_;
                bool l_825_ = (_e1931 == 2u);
                if (l_818_) {
                    local_59 = l_825_;
                } else {
                    local_59 = false;
                }
                bool l_826_ = local_59;
                double _e1938 = l_mut_571_;
                double l_827_ = (l_826_ ? l_813_ : _e1938);
                l_mut_571_ = l_827_;
                double l_828_ = (l_818_ ? l_815_ : l_813_);
                double _e1941 = l_mut_181_;
                double l_829_ = (_e1941 + l_768_);
                double l_830_ = (l_816_ ? l_828_ : l_829_);
                l_mut_181_ = l_830_;
                uint l_831_ = uint(l_818_);
                uint _e1945 = l_mut_186_;
                l_mut_186_ = (_e1945 + l_831_);
                double _e1947 = l_mut_181_;
                double l_832_ = (_e1947 + l_765_);
                double _e1949 = l_mut_181_;
                double l_833_ = (l_832_ - _e1949);
                double l_834_ = (l_765_ - l_833_);
                uint _e1952 = l_mut_186_;
                bool l_835_ = (_e1952 < 3u);
                bool l_836_ = (l_834_ != 0.0L);
                if (l_835_) {
                    local_60 = l_836_;
                } else {
                    local_60 = false;
                }
                bool l_837_ = local_60;
                uint _e1961 = l_mut_186_;
                bool l_838_ = (_e1961 == 0u);
                if (l_837_) {
                    local_61 = l_838_;
                } else {
                    local_61 = false;
                }
                bool l_839_ = local_61;
                double _e1968 = l_mut_573_;
                double l_840_ = (l_839_ ? l_832_ : _e1968);
                l_mut_573_ = l_840_;
                uint _e1970 = l_mut_186_;
                bool l_841_ = (_e1970 == 1u);
                if (l_837_) {
                    local_62 = l_841_;
                } else {
                    local_62 = false;
                }
                bool l_842_ = local_62;
                double _e1977 = l_mut_572_;
                double l_843_ = (l_842_ ? l_832_ : _e1977);
                l_mut_572_ = l_843_;
                uint _e1979 = l_mut_186_;
                bool l_844_ = (_e1979 == 2u);
                if (l_837_) {
                    local_63 = l_844_;
                } else {
                    local_63 = false;
                }
                bool l_845_ = local_63;
                double _e1986 = l_mut_571_;
                double l_846_ = (l_845_ ? l_832_ : _e1986);
                l_mut_571_ = l_846_;
                double l_847_ = (l_837_ ? l_834_ : l_832_);
                double _e1989 = l_mut_181_;
                double l_848_ = (_e1989 + l_765_);
                double l_849_ = (l_835_ ? l_847_ : l_848_);
                l_mut_181_ = l_849_;
                uint l_850_ = uint(l_837_);
                uint _e1993 = l_mut_186_;
                l_mut_186_ = (_e1993 + l_850_);
                uint _e1995 = l_mut_186_;
                bool l_851_ = (_e1995 == 0u);
                double _e1998 = l_mut_573_;
                double _e1999 = l_mut_181_;
                double l_852_ = (l_851_ ? _e1999 : _e1998);
                l_mut_573_ = l_852_;
                uint _e2001 = l_mut_186_;
                bool l_853_ = (_e2001 == 1u);
                double _e2004 = l_mut_572_;
                double _e2005 = l_mut_181_;
                double l_854_ = (l_853_ ? _e2005 : _e2004);
                l_mut_572_ = l_854_;
                uint _e2007 = l_mut_186_;
                bool l_855_ = (_e2007 == 2u);
                double _e2010 = l_mut_571_;
                double _e2011 = l_mut_181_;
                double l_856_ = (l_855_ ? _e2011 : _e2010);
                l_mut_571_ = l_856_;
                uint _e2013 = l_mut_186_;
                bool l_857_ = (_e2013 == 3u);
                double _e2016 = l_mut_570_;
                double _e2017 = l_mut_181_;
                double l_858_ = (l_857_ ? _e2017 : _e2016);
                l_mut_570_ = l_858_;
                double _e2019 = l_mut_573_;
                double l_859_ = (_e2019 + l_4_);
                double _e2021 = l_mut_573_;
                double l_860_ = (l_859_ - _e2021);
                double l_861_ = (l_859_ - l_860_);
                double _e2024 = l_mut_573_;
                double l_862_ = (_e2024 - l_861_);
                double l_863_ = (l_4_ - l_860_);
                double l_864_ = (l_862_ + l_863_);
                double _e2028 = l_mut_572_;
                double l_865_ = (_e2028 + l_864_);
                double _e2030 = l_mut_572_;
                double l_866_ = (l_865_ - _e2030);
                double l_867_ = (l_865_ - l_866_);
                double _e2033 = l_mut_572_;
                double l_868_ = (_e2033 - l_867_);
                double l_869_ = (l_864_ - l_866_);
                double l_870_ = (l_868_ + l_869_);
                double _e2037 = l_mut_571_;
                double l_871_ = (_e2037 + l_870_);
                double _e2039 = l_mut_571_;
                double l_872_ = (l_871_ - _e2039);
                double l_873_ = (l_871_ - l_872_);
                double _e2042 = l_mut_571_;
                double l_874_ = (_e2042 - l_873_);
                double l_875_ = (l_870_ - l_872_);
                double l_876_ = (l_874_ + l_875_);
                double _e2046 = l_mut_570_;
                double l_877_ = (_e2046 + l_876_);
                double _e2048 = l_mut_570_;
                double l_878_ = (l_877_ - _e2048);
                double l_879_ = (l_877_ - l_878_);
                double _e2051 = l_mut_570_;
                double l_880_ = (_e2051 - l_879_);
                double l_881_ = (l_876_ - l_878_);
                double l_882_ = (l_880_ + l_881_);
                double l_883_ = (l_877_ + l_882_);
                double l_884_ = (l_883_ - l_877_);
                double l_885_ = (l_882_ - l_884_);
                double l_886_ = (l_871_ + l_883_);
                double l_887_ = (l_886_ - l_871_);
                double l_888_ = (l_883_ - l_887_);
                double l_889_ = (l_865_ + l_886_);
                double l_890_ = (l_889_ - l_865_);
                double l_891_ = (l_886_ - l_890_);
                double l_892_ = (l_859_ + l_889_);
                double l_893_ = (l_892_ - l_859_);
                double l_894_ = (l_889_ - l_893_);
                l_mut_185_ = 0.0L;
                l_mut_184_ = 0.0L;
                l_mut_183_ = 0.0L;
                l_mut_182_ = 0.0L;
                l_mut_181_ = l_892_;
                l_mut_186_ = 0u;
                double _e2072 = l_mut_181_;
                double l_895_ = (_e2072 + l_894_);
                double _e2074 = l_mut_181_;
                double l_896_ = (l_895_ - _e2074);
                double l_897_ = (l_894_ - l_896_);
                uint _e2077 = l_mut_186_;
                bool l_898_ = (_e2077 < 3u);
                bool l_899_ = (l_897_ != 0.0L);
                if (l_898_) {
                    local_64 = l_899_;
                } else {
                    local_64 = false;
                }
                bool l_900_ = local_64;
                uint _e2086 = l_mut_186_;
                bool l_901_ = (_e2086 == 0u);
                if (l_900_) {
                    local_65 = l_901_;
                } else {
                    local_65 = false;
                }
                bool l_902_ = local_65;
                double _e2093 = l_mut_185_;
                double l_903_ = (l_902_ ? l_895_ : _e2093);
                l_mut_185_ = l_903_;
                uint _e2095 = l_mut_186_;
                bool l_904_ = (_e2095 == 1u);
                if (l_900_) {
                    local_66 = l_904_;
                } else {
                    local_66 = false;
                }
                bool l_905_ = local_66;
                double _e2102 = l_mut_184_;
                double l_906_ = (l_905_ ? l_895_ : _e2102);
                l_mut_184_ = l_906_;
                uint _e2104 = l_mut_186_;
                bool l_907_ = (_e2104 == 2u);
                if (l_900_) {
                    local_67 = l_907_;
                } else {
                    local_67 = false;
                }
                bool l_908_ = local_67;
                double _e2111 = l_mut_183_;
                double l_909_ = (l_908_ ? l_895_ : _e2111);
                l_mut_183_ = l_909_;
                double l_910_ = (l_900_ ? l_897_ : l_895_);
                double _e2114 = l_mut_181_;
                double l_911_ = (_e2114 + l_894_);
                double l_912_ = (l_898_ ? l_910_ : l_911_);
                l_mut_181_ = l_912_;
                uint l_913_ = uint(l_900_);
                uint _e2118 = l_mut_186_;
                l_mut_186_ = (_e2118 + l_913_);
                double _e2120 = l_mut_181_;
                double l_914_ = (_e2120 + l_891_);
                double _e2122 = l_mut_181_;
                double l_915_ = (l_914_ - _e2122);
                double l_916_ = (l_891_ - l_915_);
                uint _e2125 = l_mut_186_;
                bool l_917_ = (_e2125 < 3u);
                bool l_918_ = (l_916_ != 0.0L);
                if (l_917_) {
                    local_68 = l_918_;
                } else {
                    local_68 = false;
                }
                bool l_919_ = local_68;
                uint _e2134 = l_mut_186_;
                bool l_920_ = (_e2134 == 0u);
                if (l_919_) {
                    local_69 = l_920_;
                } else {
                    local_69 = false;
                }
                bool l_921_ = local_69;
                double _e2141 = l_mut_185_;
                double l_922_ = (l_921_ ? l_914_ : _e2141);
                l_mut_185_ = l_922_;
                uint _e2143 = l_mut_186_;
                bool l_923_ = (_e2143 == 1u);
                if (l_919_) {
                    local_70 = l_923_;
                } else {
                    local_70 = false;
                }
                bool l_924_ = local_70;
                double _e2150 = l_mut_184_;
                double l_925_ = (l_924_ ? l_914_ : _e2150);
                l_mut_184_ = l_925_;
                uint _e2152 = l_mut_186_;
                bool l_926_ = (_e2152 == 2u);
                if (l_919_) {
                    local_71 = l_926_;
                } else {
                    local_71 = false;
                }
                bool l_927_ = local_71;
                double _e2159 = l_mut_183_;
                double l_928_ = (l_927_ ? l_914_ : _e2159);
                l_mut_183_ = l_928_;
                double l_929_ = (l_919_ ? l_916_ : l_914_);
                double _e2162 = l_mut_181_;
                double l_930_ = (_e2162 + l_891_);
                double l_931_ = (l_917_ ? l_929_ : l_930_);
                l_mut_181_ = l_931_;
                uint l_932_ = uint(l_919_);
                uint _e2166 = l_mut_186_;
                l_mut_186_ = (_e2166 + l_932_);
                double _e2168 = l_mut_181_;
                double l_933_ = (_e2168 + l_888_);
                double _e2170 = l_mut_181_;
                double l_934_ = (l_933_ - _e2170);
                double l_935_ = (l_888_ - l_934_);
                uint _e2173 = l_mut_186_;
                bool l_936_ = (_e2173 < 3u);
                bool l_937_ = (l_935_ != 0.0L);
                if (l_936_) {
                    local_72 = l_937_;
                } else {
                    local_72 = false;
                }
                bool l_938_ = local_72;
                uint _e2182 = l_mut_186_;
                bool l_939_ = (_e2182 == 0u);
                if (l_938_) {
                    local_73 = l_939_;
                } else {
                    local_73 = false;
                }
                bool l_940_ = local_73;
                double _e2189 = l_mut_185_;
                double l_941_ = (l_940_ ? l_933_ : _e2189);
                l_mut_185_ = l_941_;
                uint _e2191 = l_mut_186_;
                bool l_942_ = (_e2191 == 1u);
                if (l_938_) {
                    local_74 = l_942_;
                } else {
                    local_74 = false;
                }
                bool l_943_ = local_74;
                double _e2198 = l_mut_184_;
                double l_944_ = (l_943_ ? l_933_ : _e2198);
                l_mut_184_ = l_944_;
                uint _e2200 = l_mut_186_;
                bool l_945_ = (_e2200 == 2u);
                if (l_938_) {
                    local_75 = l_945_;
                } else {
                    local_75 = false;
                }
                bool l_946_ = local_75;
                double _e2207 = l_mut_183_;
                double l_947_ = (l_946_ ? l_933_ : _e2207);
                l_mut_183_ = l_947_;
                double l_948_ = (l_938_ ? l_935_ : l_933_);
                double _e2210 = l_mut_181_;
                double l_949_ = (_e2210 + l_888_);
                double l_950_ = (l_936_ ? l_948_ : l_949_);
                l_mut_181_ = l_950_;
                uint l_951_ = uint(l_938_);
                uint _e2214 = l_mut_186_;
                l_mut_186_ = (_e2214 + l_951_);
                double _e2216 = l_mut_181_;
                double l_952_ = (_e2216 + l_885_);
                double _e2218 = l_mut_181_;
                double l_953_ = (l_952_ - _e2218);
                double l_954_ = (l_885_ - l_953_);
                uint _e2221 = l_mut_186_;
                bool l_955_ = (_e2221 < 3u);
                bool l_956_ = (l_954_ != 0.0L);
                if (l_955_) {
                    local_76 = l_956_;
                } else {
                    local_76 = false;
                }
                bool l_957_ = local_76;
                uint _e2230 = l_mut_186_;
                bool l_958_ = (_e2230 == 0u);
                if (l_957_) {
                    local_77 = l_958_;
                } else {
                    local_77 = false;
                }
                bool l_959_ = local_77;
                double _e2237 = l_mut_185_;
                double l_960_ = (l_959_ ? l_952_ : _e2237);
                l_mut_185_ = l_960_;
                uint _e2239 = l_mut_186_;
                bool l_961_ = (_e2239 == 1u);
                if (l_957_) {
                    local_78 = l_961_;
                } else {
                    local_78 = false;
                }
                bool l_962_ = local_78;
                double _e2246 = l_mut_184_;
                double l_963_ = (l_962_ ? l_952_ : _e2246);
                l_mut_184_ = l_963_;
                uint _e2248 = l_mut_186_;
                bool l_964_ = (_e2248 == 2u);
                if (l_957_) {
                    local_79 = l_964_;
                } else {
                    local_79 = false;
                }
                bool l_965_ = local_79;
                double _e2255 = l_mut_183_;
                double l_966_ = (l_965_ ? l_952_ : _e2255);
                l_mut_183_ = l_966_;
                double l_967_ = (l_957_ ? l_954_ : l_952_);
                double _e2258 = l_mut_181_;
                double l_968_ = (_e2258 + l_885_);
                double l_969_ = (l_955_ ? l_967_ : l_968_);
                l_mut_181_ = l_969_;
                uint l_970_ = uint(l_957_);
                uint _e2262 = l_mut_186_;
                l_mut_186_ = (_e2262 + l_970_);
                uint _e2264 = l_mut_186_;
                bool l_971_ = (_e2264 == 0u);
                double _e2267 = l_mut_185_;
                double _e2268 = l_mut_181_;
                double l_972_ = (l_971_ ? _e2268 : _e2267);
                l_mut_185_ = l_972_;
                uint _e2270 = l_mut_186_;
                bool l_973_ = (_e2270 == 1u);
                double _e2273 = l_mut_184_;
                double _e2274 = l_mut_181_;
                double l_974_ = (l_973_ ? _e2274 : _e2273);
                l_mut_184_ = l_974_;
                uint _e2276 = l_mut_186_;
                bool l_975_ = (_e2276 == 2u);
                double _e2279 = l_mut_183_;
                double _e2280 = l_mut_181_;
                double l_976_ = (l_975_ ? _e2280 : _e2279);
                l_mut_183_ = l_976_;
                uint _e2282 = l_mut_186_;
                bool l_977_ = (_e2282 == 3u);
                double _e2285 = l_mut_182_;
                double _e2286 = l_mut_181_;
                double l_978_ = (l_977_ ? _e2286 : _e2285);
                l_mut_182_ = l_978_;
                double _e2288 = l_mut_185_;
                double l_979_ = (_e2288 * l_271_);
                double l_980_ = -(l_979_);
                double _e2291 = l_mut_185_;
                double l_981_ = mad(_e2291, l_271_, l_980_);
                double _e2293 = l_mut_185_;
                double l_982_ = (_e2293 * l_272_);
                double l_983_ = -(l_982_);
                double _e2296 = l_mut_185_;
                double l_984_ = mad(_e2296, l_272_, l_983_);
                double _e2298 = l_mut_184_;
                double l_985_ = (_e2298 * l_271_);
                double l_986_ = -(l_985_);
                double _e2301 = l_mut_184_;
                double l_987_ = mad(_e2301, l_271_, l_986_);
                double _e2303 = l_mut_185_;
                double l_988_ = (_e2303 * l_273_);
                double l_989_ = -(l_988_);
                double _e2306 = l_mut_185_;
                double l_990_ = mad(_e2306, l_273_, l_989_);
                double _e2308 = l_mut_184_;
                double l_991_ = (_e2308 * l_272_);
                double l_992_ = -(l_991_);
                double _e2311 = l_mut_184_;
                double l_993_ = mad(_e2311, l_272_, l_992_);
                double _e2313 = l_mut_183_;
                double l_994_ = (_e2313 * l_271_);
                double l_995_ = -(l_994_);
                double _e2316 = l_mut_183_;
                double l_996_ = mad(_e2316, l_271_, l_995_);
                double l_997_ = (l_982_ + l_985_);
                double l_998_ = (l_997_ - l_982_);
                double l_999_ = (l_997_ - l_998_);
                double l_1000_ = (l_982_ - l_999_);
                double l_1001_ = (l_985_ - l_998_);
                double l_1002_ = (l_1000_ + l_1001_);
                double l_1003_ = (l_981_ + l_997_);
                double l_1004_ = (l_1003_ - l_981_);
                double l_1005_ = (l_1003_ - l_1004_);
                double l_1006_ = (l_981_ - l_1005_);
                double l_1007_ = (l_997_ - l_1004_);
                double l_1008_ = (l_1006_ + l_1007_);
                double l_1009_ = (l_1002_ + l_1008_);
                double l_1010_ = (l_1009_ - l_1002_);
                double l_1011_ = (l_1009_ - l_1010_);
                double l_1012_ = (l_1002_ - l_1011_);
                double l_1013_ = (l_1008_ - l_1010_);
                double l_1014_ = (l_1012_ + l_1013_);
                double l_1015_ = (l_1009_ + l_984_);
                double l_1016_ = (l_1015_ - l_1009_);
                double l_1017_ = (l_1015_ - l_1016_);
                double l_1018_ = (l_1009_ - l_1017_);
                double l_1019_ = (l_984_ - l_1016_);
                double l_1020_ = (l_1018_ + l_1019_);
                double l_1021_ = (l_987_ + l_1015_);
                double l_1022_ = (l_1021_ - l_987_);
                double l_1023_ = (l_1021_ - l_1022_);
                double l_1024_ = (l_987_ - l_1023_);
                double l_1025_ = (l_1015_ - l_1022_);
                double l_1026_ = (l_1024_ + l_1025_);
                double l_1027_ = (l_1020_ + l_1026_);
                double l_1028_ = (l_1027_ - l_1020_);
                double l_1029_ = (l_1027_ - l_1028_);
                double l_1030_ = (l_1020_ - l_1029_);
                double l_1031_ = (l_1026_ - l_1028_);
                double l_1032_ = (l_1030_ + l_1031_);
                double l_1033_ = (l_988_ + l_991_);
                double l_1034_ = (l_1033_ - l_988_);
                double l_1035_ = (l_1033_ - l_1034_);
                double l_1036_ = (l_988_ - l_1035_);
                double l_1037_ = (l_991_ - l_1034_);
                double l_1038_ = (l_1036_ + l_1037_);
                double l_1039_ = (l_994_ + l_1033_);
                double l_1040_ = (l_1039_ - l_994_);
                double l_1041_ = (l_1039_ - l_1040_);
                double l_1042_ = (l_994_ - l_1041_);
                double l_1043_ = (l_1033_ - l_1040_);
                double l_1044_ = (l_1042_ + l_1043_);
                double l_1045_ = (l_1038_ + l_1044_);
                double l_1046_ = (l_1045_ - l_1038_);
                double l_1047_ = (l_1045_ - l_1046_);
                double l_1048_ = (l_1038_ - l_1047_);
                double l_1049_ = (l_1044_ - l_1046_);
                double l_1050_ = (l_1048_ + l_1049_);
                double l_1051_ = (l_1021_ + l_1039_);
                double l_1052_ = (l_1051_ - l_1021_);
                double l_1053_ = (l_1051_ - l_1052_);
                double l_1054_ = (l_1021_ - l_1053_);
                double l_1055_ = (l_1039_ - l_1052_);
                double l_1056_ = (l_1054_ + l_1055_);
                double l_1057_ = (l_1027_ + l_1045_);
                double l_1058_ = (l_1057_ - l_1027_);
                double l_1059_ = (l_1057_ - l_1058_);
                double l_1060_ = (l_1027_ - l_1059_);
                double l_1061_ = (l_1045_ - l_1058_);
                double l_1062_ = (l_1060_ + l_1061_);
                double l_1063_ = (l_1057_ + l_1056_);
                double l_1064_ = (l_1063_ - l_1057_);
                double l_1065_ = (l_1063_ - l_1064_);
                double l_1066_ = (l_1057_ - l_1065_);
                double l_1067_ = (l_1056_ - l_1064_);
                double l_1068_ = (l_1066_ + l_1067_);
                double l_1069_ = (l_1032_ + l_1050_);
                double l_1070_ = (l_1068_ + l_1062_);
                double l_1071_ = (l_1069_ + l_1070_);
                double _e2393 = l_mut_185_;
                double l_1072_ = (_e2393 * l_274_);
                double _e2395 = l_mut_184_;
                double l_1073_ = (_e2395 * l_273_);
                double l_1074_ = (l_1072_ + l_1073_);
                double _e2398 = l_mut_183_;
                double l_1075_ = (_e2398 * l_272_);
                double _e2400 = l_mut_182_;
                double l_1076_ = (_e2400 * l_271_);
                double l_1077_ = (l_1075_ + l_1076_);
                double l_1078_ = (l_1074_ + l_1077_);
                double l_1079_ = (l_1014_ + l_990_);
                double l_1080_ = (l_993_ + l_996_);
                double l_1081_ = (l_1079_ + l_1080_);
                double l_1082_ = (l_1078_ + l_1081_);
                double l_1083_ = (l_1063_ + l_1082_);
                double l_1084_ = (l_1083_ + l_1071_);
                double l_1085_ = (l_1084_ - l_1083_);
                double l_1086_ = (l_1071_ - l_1085_);
                double l_1087_ = (l_1051_ + l_1084_);
                double l_1088_ = (l_1087_ - l_1051_);
                double l_1089_ = (l_1084_ - l_1088_);
                double l_1090_ = (l_1003_ + l_1087_);
                double l_1091_ = (l_1090_ - l_1003_);
                double l_1092_ = (l_1087_ - l_1091_);
                double l_1093_ = (l_979_ + l_1090_);
                double l_1094_ = (l_1093_ - l_979_);
                double l_1095_ = (l_1090_ - l_1094_);
                l_mut_573_ = 0.0L;
                l_mut_572_ = 0.0L;
                l_mut_571_ = 0.0L;
                l_mut_570_ = 0.0L;
                l_mut_181_ = l_1093_;
                l_mut_186_ = 0u;
                double _e2426 = l_mut_181_;
                double l_1096_ = (_e2426 + l_1095_);
                double _e2428 = l_mut_181_;
                double l_1097_ = (l_1096_ - _e2428);
                double l_1098_ = (l_1095_ - l_1097_);
                uint _e2431 = l_mut_186_;
                bool l_1099_ = (_e2431 < 3u);
                bool l_1100_ = (l_1098_ != 0.0L);
                if (l_1099_) {
                    local_80 = l_1100_;
                } else {
                    local_80 = false;
                }
                bool l_1101_ = local_80;
                uint _e2440 = l_mut_186_;
                bool l_1102_ = (_e2440 == 0u);
                if (l_1101_) {
                    local_81 = l_1102_;
                } else {
                    local_81 = false;
                }
                bool l_1103_ = local_81;
                double _e2447 = l_mut_573_;
                double l_1104_ = (l_1103_ ? l_1096_ : _e2447);
                l_mut_573_ = l_1104_;
                uint _e2449 = l_mut_186_;
                bool l_1105_ = (_e2449 == 1u);
                if (l_1101_) {
                    local_82 = l_1105_;
                } else {
                    local_82 = false;
                }
                bool l_1106_ = local_82;
                double _e2456 = l_mut_572_;
                double l_1107_ = (l_1106_ ? l_1096_ : _e2456);
                l_mut_572_ = l_1107_;
                uint _e2458 = l_mut_186_;
                bool l_1108_ = (_e2458 == 2u);
                if (l_1101_) {
                    local_83 = l_1108_;
                } else {
                    local_83 = false;
                }
                bool l_1109_ = local_83;
                double _e2465 = l_mut_571_;
                double l_1110_ = (l_1109_ ? l_1096_ : _e2465);
                l_mut_571_ = l_1110_;
                double l_1111_ = (l_1101_ ? l_1098_ : l_1096_);
                double _e2468 = l_mut_181_;
                double l_1112_ = (_e2468 + l_1095_);
                double l_1113_ = (l_1099_ ? l_1111_ : l_1112_);
                l_mut_181_ = l_1113_;
                uint l_1114_ = uint(l_1101_);
                uint _e2472 = l_mut_186_;
                l_mut_186_ = (_e2472 + l_1114_);
                double _e2474 = l_mut_181_;
                double l_1115_ = (_e2474 + l_1092_);
                double _e2476 = l_mut_181_;
                double l_1116_ = (l_1115_ - _e2476);
                double l_1117_ = (l_1092_ - l_1116_);
                uint _e2479 = l_mut_186_;
                bool l_1118_ = (_e2479 < 3u);
                bool l_1119_ = (l_1117_ != 0.0L);
                if (l_1118_) {
                    local_84 = l_1119_;
                } else {
                    local_84 = false;
                }
                bool l_1120_ = local_84;
                uint _e2488 = l_mut_186_;
                bool l_1121_ = (_e2488 == 0u);
                if (l_1120_) {
                    local_85 = l_1121_;
                } else {
                    local_85 = false;
                }
                bool l_1122_ = local_85;
                double _e2495 = l_mut_573_;
                double l_1123_ = (l_1122_ ? l_1115_ : _e2495);
                l_mut_573_ = l_1123_;
                uint _e2497 = l_mut_186_;
                bool l_1124_ = (_e2497 == 1u);
                if (l_1120_) {
                    local_86 = l_1124_;
                } else {
                    local_86 = false;
                }
                bool l_1125_ = local_86;
                double _e2504 = l_mut_572_;
                double l_1126_ = (l_1125_ ? l_1115_ : _e2504);
                l_mut_572_ = l_1126_;
                uint _e2506 = l_mut_186_;
                bool l_1127_ = (_e2506 == 2u);
                if (l_1120_) {
                    local_87 = l_1127_;
                } else {
                    local_87 = false;
                }
                bool l_1128_ = local_87;
                double _e2513 = l_mut_571_;
                double l_1129_ = (l_1128_ ? l_1115_ : _e2513);
                l_mut_571_ = l_1129_;
                double l_1130_ = (l_1120_ ? l_1117_ : l_1115_);
                double _e2516 = l_mut_181_;
                double l_1131_ = (_e2516 + l_1092_);
                double l_1132_ = (l_1118_ ? l_1130_ : l_1131_);
                l_mut_181_ = l_1132_;
                uint l_1133_ = uint(l_1120_);
                uint _e2520 = l_mut_186_;
                l_mut_186_ = (_e2520 + l_1133_);
                double _e2522 = l_mut_181_;
                double l_1134_ = (_e2522 + l_1089_);
                double _e2524 = l_mut_181_;
                double l_1135_ = (l_1134_ - _e2524);
                double l_1136_ = (l_1089_ - l_1135_);
                uint _e2527 = l_mut_186_;
                bool l_1137_ = (_e2527 < 3u);
                bool l_1138_ = (l_1136_ != 0.0L);
                if (l_1137_) {
                    local_88 = l_1138_;
                } else {
                    local_88 = false;
                }
                bool l_1139_ = local_88;
                uint _e2536 = l_mut_186_;
                bool l_1140_ = (_e2536 == 0u);
                if (l_1139_) {
                    local_89 = l_1140_;
                } else {
                    local_89 = false;
                }
                bool l_1141_ = local_89;
                double _e2543 = l_mut_573_;
                double l_1142_ = (l_1141_ ? l_1134_ : _e2543);
                l_mut_573_ = l_1142_;
                uint _e2545 = l_mut_186_;
                bool l_1143_ = (_e2545 == 1u);
                if (l_1139_) {
                    local_90 = l_1143_;
                } else {
                    local_90 = false;
                }
                bool l_1144_ = local_90;
                double _e2552 = l_mut_572_;
                double l_1145_ = (l_1144_ ? l_1134_ : _e2552);
                l_mut_572_ = l_1145_;
                uint _e2554 = l_mut_186_;
                bool l_1146_ = (_e2554 == 2u);
                if (l_1139_) {
                    local_91 = l_1146_;
                } else {
                    local_91 = false;
                }
                bool l_1147_ = local_91;
                double _e2561 = l_mut_571_;
                double l_1148_ = (l_1147_ ? l_1134_ : _e2561);
                l_mut_571_ = l_1148_;
                double l_1149_ = (l_1139_ ? l_1136_ : l_1134_);
                double _e2564 = l_mut_181_;
                double l_1150_ = (_e2564 + l_1089_);
                double l_1151_ = (l_1137_ ? l_1149_ : l_1150_);
                l_mut_181_ = l_1151_;
                uint l_1152_ = uint(l_1139_);
                uint _e2568 = l_mut_186_;
                l_mut_186_ = (_e2568 + l_1152_);
                double _e2570 = l_mut_181_;
                double l_1153_ = (_e2570 + l_1086_);
                double _e2572 = l_mut_181_;
                double l_1154_ = (l_1153_ - _e2572);
                double l_1155_ = (l_1086_ - l_1154_);
                uint _e2575 = l_mut_186_;
                bool l_1156_ = (_e2575 < 3u);
                bool l_1157_ = (l_1155_ != 0.0L);
                if (l_1156_) {
                    local_92 = l_1157_;
                } else {
                    local_92 = false;
                }
                bool l_1158_ = local_92;
                uint _e2584 = l_mut_186_;
                bool l_1159_ = (_e2584 == 0u);
                if (l_1158_) {
                    local_93 = l_1159_;
                } else {
                    local_93 = false;
                }
                bool l_1160_ = local_93;
                double _e2591 = l_mut_573_;
                double l_1161_ = (l_1160_ ? l_1153_ : _e2591);
                l_mut_573_ = l_1161_;
                uint _e2593 = l_mut_186_;
                bool l_1162_ = (_e2593 == 1u);
                if (l_1158_) {
                    local_94 = l_1162_;
                } else {
                    local_94 = false;
                }
                bool l_1163_ = local_94;
                double _e2600 = l_mut_572_;
                double l_1164_ = (l_1163_ ? l_1153_ : _e2600);
                l_mut_572_ = l_1164_;
                uint _e2602 = l_mut_186_;
                bool l_1165_ = (_e2602 == 2u);
                if (l_1158_) {
                    local_95 = l_1165_;
                } else {
                    local_95 = false;
                }
                bool l_1166_ = local_95;
                double _e2609 = l_mut_571_;
                double l_1167_ = (l_1166_ ? l_1153_ : _e2609);
                l_mut_571_ = l_1167_;
                double l_1168_ = (l_1158_ ? l_1155_ : l_1153_);
                double _e2612 = l_mut_181_;
                double l_1169_ = (_e2612 + l_1086_);
                double l_1170_ = (l_1156_ ? l_1168_ : l_1169_);
                l_mut_181_ = l_1170_;
                uint l_1171_ = uint(l_1158_);
                uint _e2616 = l_mut_186_;
                l_mut_186_ = (_e2616 + l_1171_);
                uint _e2618 = l_mut_186_;
                bool l_1172_ = (_e2618 == 0u);
                double _e2621 = l_mut_573_;
                double _e2622 = l_mut_181_;
                double l_1173_ = (l_1172_ ? _e2622 : _e2621);
                l_mut_573_ = l_1173_;
                uint _e2624 = l_mut_186_;
                bool l_1174_ = (_e2624 == 1u);
                double _e2627 = l_mut_572_;
                double _e2628 = l_mut_181_;
                double l_1175_ = (l_1174_ ? _e2628 : _e2627);
                l_mut_572_ = l_1175_;
                uint _e2630 = l_mut_186_;
                bool l_1176_ = (_e2630 == 2u);
                double _e2633 = l_mut_571_;
                double _e2634 = l_mut_181_;
                double l_1177_ = (l_1176_ ? _e2634 : _e2633);
                l_mut_571_ = l_1177_;
                uint _e2636 = l_mut_186_;
                bool l_1178_ = (_e2636 == 3u);
                double _e2639 = l_mut_570_;
                double _e2640 = l_mut_181_;
                double l_1179_ = (l_1178_ ? _e2640 : _e2639);
                l_mut_570_ = l_1179_;
                double _e2642 = l_mut_573_;
                l_mut_185_ = _e2642;
                double _e2643 = l_mut_572_;
                l_mut_184_ = _e2643;
                double _e2644 = l_mut_571_;
                l_mut_183_ = _e2644;
                double _e2645 = l_mut_570_;
                l_mut_182_ = _e2645;
                l_mut_1180_ = 0u;
                uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                bool loop_init_5 = true;
                while(true) {
                    if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                    loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                    if (!loop_init_5) {
                        uint _e3342 = l_mut_1180_;
                        l_mut_1180_ = (_e3342 + 1u);
                    }
                    loop_init_5 = false;
                    uint _e2648 = l_mut_1180_;
                    if ((_e2648 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        double _e2651 = l_mut_185_;
                        double l_1181_ = (_e2651 * 2.0L);
                        double _e2654 = l_mut_184_;
                        double l_1182_ = (_e2654 * 2.0L);
                        double _e2657 = l_mut_183_;
                        double l_1183_ = (_e2657 * 2.0L);
                        double _e2660 = l_mut_182_;
                        double l_1184_ = (_e2660 * 2.0L);
                        double _e2663 = l_mut_185_;
                        double _e2664 = l_mut_185_;
                        double l_1185_ = (_e2663 * _e2664);
                        double l_1186_ = -(l_1185_);
                        double _e2667 = l_mut_185_;
                        double _e2668 = l_mut_185_;
                        double l_1187_ = mad(_e2667, _e2668, l_1186_);
                        double _e2670 = l_mut_185_;
                        double _e2671 = l_mut_184_;
                        double l_1188_ = (_e2670 * _e2671);
                        double l_1189_ = -(l_1188_);
                        double _e2674 = l_mut_185_;
                        double _e2675 = l_mut_184_;
                        double l_1190_ = mad(_e2674, _e2675, l_1189_);
                        double _e2677 = l_mut_184_;
                        double _e2678 = l_mut_185_;
                        double l_1191_ = (_e2677 * _e2678);
                        double l_1192_ = -(l_1191_);
                        double _e2681 = l_mut_184_;
                        double _e2682 = l_mut_185_;
                        double l_1193_ = mad(_e2681, _e2682, l_1192_);
                        double _e2684 = l_mut_185_;
                        double _e2685 = l_mut_183_;
                        double l_1194_ = (_e2684 * _e2685);
                        double l_1195_ = -(l_1194_);
                        double _e2688 = l_mut_185_;
                        double _e2689 = l_mut_183_;
                        double l_1196_ = mad(_e2688, _e2689, l_1195_);
                        double _e2691 = l_mut_184_;
                        double _e2692 = l_mut_184_;
                        double l_1197_ = (_e2691 * _e2692);
                        double l_1198_ = -(l_1197_);
                        double _e2695 = l_mut_184_;
                        double _e2696 = l_mut_184_;
                        double l_1199_ = mad(_e2695, _e2696, l_1198_);
                        double _e2698 = l_mut_183_;
                        double _e2699 = l_mut_185_;
                        double l_1200_ = (_e2698 * _e2699);
                        double l_1201_ = -(l_1200_);
                        double _e2702 = l_mut_183_;
                        double _e2703 = l_mut_185_;
                        double l_1202_ = mad(_e2702, _e2703, l_1201_);
                        double l_1203_ = (l_1188_ + l_1191_);
                        double l_1204_ = (l_1203_ - l_1188_);
                        double l_1205_ = (l_1203_ - l_1204_);
                        double l_1206_ = (l_1188_ - l_1205_);
                        double l_1207_ = (l_1191_ - l_1204_);
                        double l_1208_ = (l_1206_ + l_1207_);
                        double l_1209_ = (l_1187_ + l_1203_);
                        double l_1210_ = (l_1209_ - l_1187_);
                        double l_1211_ = (l_1209_ - l_1210_);
                        double l_1212_ = (l_1187_ - l_1211_);
                        double l_1213_ = (l_1203_ - l_1210_);
                        double l_1214_ = (l_1212_ + l_1213_);
                        double l_1215_ = (l_1208_ + l_1214_);
                        double l_1216_ = (l_1215_ - l_1208_);
                        double l_1217_ = (l_1215_ - l_1216_);
                        double l_1218_ = (l_1208_ - l_1217_);
                        double l_1219_ = (l_1214_ - l_1216_);
                        double l_1220_ = (l_1218_ + l_1219_);
                        double l_1221_ = (l_1215_ + l_1190_);
                        double l_1222_ = (l_1221_ - l_1215_);
                        double l_1223_ = (l_1221_ - l_1222_);
                        double l_1224_ = (l_1215_ - l_1223_);
                        double l_1225_ = (l_1190_ - l_1222_);
                        double l_1226_ = (l_1224_ + l_1225_);
                        double l_1227_ = (l_1193_ + l_1221_);
                        double l_1228_ = (l_1227_ - l_1193_);
                        double l_1229_ = (l_1227_ - l_1228_);
                        double l_1230_ = (l_1193_ - l_1229_);
                        double l_1231_ = (l_1221_ - l_1228_);
                        double l_1232_ = (l_1230_ + l_1231_);
                        double l_1233_ = (l_1226_ + l_1232_);
                        double l_1234_ = (l_1233_ - l_1226_);
                        double l_1235_ = (l_1233_ - l_1234_);
                        double l_1236_ = (l_1226_ - l_1235_);
                        double l_1237_ = (l_1232_ - l_1234_);
                        double l_1238_ = (l_1236_ + l_1237_);
                        double l_1239_ = (l_1194_ + l_1197_);
                        double l_1240_ = (l_1239_ - l_1194_);
                        double l_1241_ = (l_1239_ - l_1240_);
                        double l_1242_ = (l_1194_ - l_1241_);
                        double l_1243_ = (l_1197_ - l_1240_);
                        double l_1244_ = (l_1242_ + l_1243_);
                        double l_1245_ = (l_1200_ + l_1239_);
                        double l_1246_ = (l_1245_ - l_1200_);
                        double l_1247_ = (l_1245_ - l_1246_);
                        double l_1248_ = (l_1200_ - l_1247_);
                        double l_1249_ = (l_1239_ - l_1246_);
                        double l_1250_ = (l_1248_ + l_1249_);
                        double l_1251_ = (l_1244_ + l_1250_);
                        double l_1252_ = (l_1251_ - l_1244_);
                        double l_1253_ = (l_1251_ - l_1252_);
                        double l_1254_ = (l_1244_ - l_1253_);
                        double l_1255_ = (l_1250_ - l_1252_);
                        double l_1256_ = (l_1254_ + l_1255_);
                        double l_1257_ = (l_1227_ + l_1245_);
                        double l_1258_ = (l_1257_ - l_1227_);
                        double l_1259_ = (l_1257_ - l_1258_);
                        double l_1260_ = (l_1227_ - l_1259_);
                        double l_1261_ = (l_1245_ - l_1258_);
                        double l_1262_ = (l_1260_ + l_1261_);
                        double l_1263_ = (l_1233_ + l_1251_);
                        double l_1264_ = (l_1263_ - l_1233_);
                        double l_1265_ = (l_1263_ - l_1264_);
                        double l_1266_ = (l_1233_ - l_1265_);
                        double l_1267_ = (l_1251_ - l_1264_);
                        double l_1268_ = (l_1266_ + l_1267_);
                        double l_1269_ = (l_1263_ + l_1262_);
                        double l_1270_ = (l_1269_ - l_1263_);
                        double l_1271_ = (l_1269_ - l_1270_);
                        double l_1272_ = (l_1263_ - l_1271_);
                        double l_1273_ = (l_1262_ - l_1270_);
                        double l_1274_ = (l_1272_ + l_1273_);
                        double l_1275_ = (l_1238_ + l_1256_);
                        double l_1276_ = (l_1274_ + l_1268_);
                        double l_1277_ = (l_1275_ + l_1276_);
                        double _e2780 = l_mut_185_;
                        double _e2781 = l_mut_182_;
                        double l_1278_ = (_e2780 * _e2781);
                        double _e2783 = l_mut_184_;
                        double _e2784 = l_mut_183_;
                        double l_1279_ = (_e2783 * _e2784);
                        double l_1280_ = (l_1278_ + l_1279_);
                        double _e2787 = l_mut_183_;
                        double _e2788 = l_mut_184_;
                        double l_1281_ = (_e2787 * _e2788);
                        double _e2790 = l_mut_182_;
                        double _e2791 = l_mut_185_;
                        double l_1282_ = (_e2790 * _e2791);
                        double l_1283_ = (l_1281_ + l_1282_);
                        double l_1284_ = (l_1280_ + l_1283_);
                        double l_1285_ = (l_1220_ + l_1196_);
                        double l_1286_ = (l_1199_ + l_1202_);
                        double l_1287_ = (l_1285_ + l_1286_);
                        double l_1288_ = (l_1284_ + l_1287_);
                        double l_1289_ = (l_1269_ + l_1288_);
                        double l_1290_ = (l_1289_ + l_1277_);
                        double l_1291_ = (l_1290_ - l_1289_);
                        double l_1292_ = (l_1277_ - l_1291_);
                        double l_1293_ = (l_1257_ + l_1290_);
                        double l_1294_ = (l_1293_ - l_1257_);
                        double l_1295_ = (l_1290_ - l_1294_);
                        double l_1296_ = (l_1209_ + l_1293_);
                        double l_1297_ = (l_1296_ - l_1209_);
                        double l_1298_ = (l_1293_ - l_1297_);
                        double l_1299_ = (l_1185_ + l_1296_);
                        double l_1300_ = (l_1299_ - l_1185_);
                        double l_1301_ = (l_1296_ - l_1300_);
                        l_mut_181_ = 0.0L;
                        l_mut_139_ = 0.0L;
                        l_mut_138_ = 0.0L;
                        l_mut_137_ = 0.0L;
                        l_mut_136_ = l_1299_;
                        l_mut_186_ = 0u;
                        double _e2817 = l_mut_136_;
                        double l_1302_ = (_e2817 + l_1301_);
                        double _e2819 = l_mut_136_;
                        double l_1303_ = (l_1302_ - _e2819);
                        double l_1304_ = (l_1301_ - l_1303_);
                        uint _e2822 = l_mut_186_;
                        bool l_1305_ = (_e2822 < 3u);
                        bool l_1306_ = (l_1304_ != 0.0L);
                        if (l_1305_) {
                            local_96 = l_1306_;
                        } else {
                            local_96 = false;
                        }
                        bool l_1307_ = local_96;
                        uint _e2831 = l_mut_186_;
                        bool l_1308_ = (_e2831 == 0u);
                        if (l_1307_) {
                            local_97 = l_1308_;
                        } else {
                            local_97 = false;
                        }
                        bool l_1309_ = local_97;
                        double _e2838 = l_mut_181_;
                        double l_1310_ = (l_1309_ ? l_1302_ : _e2838);
                        l_mut_181_ = l_1310_;
                        uint _e2840 = l_mut_186_;
                        bool l_1311_ = (_e2840 == 1u);
                        if (l_1307_) {
                            local_98 = l_1311_;
                        } else {
                            local_98 = false;
                        }
                        bool l_1312_ = local_98;
                        double _e2847 = l_mut_139_;
                        double l_1313_ = (l_1312_ ? l_1302_ : _e2847);
                        l_mut_139_ = l_1313_;
                        uint _e2849 = l_mut_186_;
                        bool l_1314_ = (_e2849 == 2u);
                        if (l_1307_) {
                            local_99 = l_1314_;
                        } else {
                            local_99 = false;
                        }
                        bool l_1315_ = local_99;
                        double _e2856 = l_mut_138_;
                        double l_1316_ = (l_1315_ ? l_1302_ : _e2856);
                        l_mut_138_ = l_1316_;
                        double l_1317_ = (l_1307_ ? l_1304_ : l_1302_);
                        double _e2859 = l_mut_136_;
                        double l_1318_ = (_e2859 + l_1301_);
                        double l_1319_ = (l_1305_ ? l_1317_ : l_1318_);
                        l_mut_136_ = l_1319_;
                        uint l_1320_ = uint(l_1307_);
                        uint _e2863 = l_mut_186_;
                        l_mut_186_ = (_e2863 + l_1320_);
                        double _e2865 = l_mut_136_;
                        double l_1321_ = (_e2865 + l_1298_);
                        double _e2867 = l_mut_136_;
                        double l_1322_ = (l_1321_ - _e2867);
                        double l_1323_ = (l_1298_ - l_1322_);
                        uint _e2870 = l_mut_186_;
                        bool l_1324_ = (_e2870 < 3u);
                        bool l_1325_ = (l_1323_ != 0.0L);
                        if (l_1324_) {
                            local_100 = l_1325_;
                        } else {
                            local_100 = false;
                        }
                        bool l_1326_ = local_100;
                        uint _e2879 = l_mut_186_;
                        bool l_1327_ = (_e2879 == 0u);
                        if (l_1326_) {
                            local_101 = l_1327_;
                        } else {
                            local_101 = false;
                        }
                        bool l_1328_ = local_101;
                        double _e2886 = l_mut_181_;
                        double l_1329_ = (l_1328_ ? l_1321_ : _e2886);
                        l_mut_181_ = l_1329_;
                        uint _e2888 = l_mut_186_;
                        bool l_1330_ = (_e2888 == 1u);
                        if (l_1326_) {
                            local_102 = l_1330_;
                        } else {
                            local_102 = false;
                        }
                        bool l_1331_ = local_102;
                        double _e2895 = l_mut_139_;
                        double l_1332_ = (l_1331_ ? l_1321_ : _e2895);
                        l_mut_139_ = l_1332_;
                        uint _e2897 = l_mut_186_;
                        bool l_1333_ = (_e2897 == 2u);
                        if (l_1326_) {
                            local_103 = l_1333_;
                        } else {
                            local_103 = false;
                        }
                        bool l_1334_ = local_103;
                        double _e2904 = l_mut_138_;
                        double l_1335_ = (l_1334_ ? l_1321_ : _e2904);
                        l_mut_138_ = l_1335_;
                        double l_1336_ = (l_1326_ ? l_1323_ : l_1321_);
                        double _e2907 = l_mut_136_;
                        double l_1337_ = (_e2907 + l_1298_);
                        double l_1338_ = (l_1324_ ? l_1336_ : l_1337_);
                        l_mut_136_ = l_1338_;
                        uint l_1339_ = uint(l_1326_);
                        uint _e2911 = l_mut_186_;
                        l_mut_186_ = (_e2911 + l_1339_);
                        double _e2913 = l_mut_136_;
                        double l_1340_ = (_e2913 + l_1295_);
                        double _e2915 = l_mut_136_;
                        double l_1341_ = (l_1340_ - _e2915);
                        double l_1342_ = (l_1295_ - l_1341_);
                        uint _e2918 = l_mut_186_;
                        bool l_1343_ = (_e2918 < 3u);
                        bool l_1344_ = (l_1342_ != 0.0L);
                        if (l_1343_) {
                            local_104 = l_1344_;
                        } else {
                            local_104 = false;
                        }
                        bool l_1345_ = local_104;
                        uint _e2927 = l_mut_186_;
                        bool l_1346_ = (_e2927 == 0u);
                        if (l_1345_) {
                            local_105 = l_1346_;
                        } else {
                            local_105 = false;
                        }
                        bool l_1347_ = local_105;
                        double _e2934 = l_mut_181_;
                        double l_1348_ = (l_1347_ ? l_1340_ : _e2934);
                        l_mut_181_ = l_1348_;
                        uint _e2936 = l_mut_186_;
                        bool l_1349_ = (_e2936 == 1u);
                        if (l_1345_) {
                            local_106 = l_1349_;
                        } else {
                            local_106 = false;
                        }
                        bool l_1350_ = local_106;
                        double _e2943 = l_mut_139_;
                        double l_1351_ = (l_1350_ ? l_1340_ : _e2943);
                        l_mut_139_ = l_1351_;
                        uint _e2945 = l_mut_186_;
                        bool l_1352_ = (_e2945 == 2u);
                        if (l_1345_) {
                            local_107 = l_1352_;
                        } else {
                            local_107 = false;
                        }
                        bool l_1353_ = local_107;
                        double _e2952 = l_mut_138_;
                        double l_1354_ = (l_1353_ ? l_1340_ : _e2952);
                        l_mut_138_ = l_1354_;
                        double l_1355_ = (l_1345_ ? l_1342_ : l_1340_);
                        double _e2955 = l_mut_136_;
                        double l_1356_ = (_e2955 + l_1295_);
                        double l_1357_ = (l_1343_ ? l_1355_ : l_1356_);
                        l_mut_136_ = l_1357_;
                        uint l_1358_ = uint(l_1345_);
                        uint _e2959 = l_mut_186_;
                        l_mut_186_ = (_e2959 + l_1358_);
                        double _e2961 = l_mut_136_;
                        double l_1359_ = (_e2961 + l_1292_);
                        double _e2963 = l_mut_136_;
                        double l_1360_ = (l_1359_ - _e2963);
                        double l_1361_ = (l_1292_ - l_1360_);
                        uint _e2966 = l_mut_186_;
                        bool l_1362_ = (_e2966 < 3u);
                        bool l_1363_ = (l_1361_ != 0.0L);
                        if (l_1362_) {
                            local_108 = l_1363_;
                        } else {
                            local_108 = false;
                        }
                        bool l_1364_ = local_108;
                        uint _e2975 = l_mut_186_;
                        bool l_1365_ = (_e2975 == 0u);
                        if (l_1364_) {
                            local_109 = l_1365_;
                        } else {
                            local_109 = false;
                        }
                        bool l_1366_ = local_109;
                        double _e2982 = l_mut_181_;
                        double l_1367_ = (l_1366_ ? l_1359_ : _e2982);
                        l_mut_181_ = l_1367_;
                        uint _e2984 = l_mut_186_;
                        bool l_1368_ = (_e2984 == 1u);
                        if (l_1364_) {
                            local_110 = l_1368_;
                        } else {
                            local_110 = false;
                        }
                        bool l_1369_ = local_110;
                        double _e2991 = l_mut_139_;
                        double l_1370_ = (l_1369_ ? l_1359_ : _e2991);
                        l_mut_139_ = l_1370_;
                        uint _e2993 = l_mut_186_;
                        bool l_1371_ = (_e2993 == 2u);
                        if (l_1364_) {
                            local_111 = l_1371_;
                        } else {
                            local_111 = false;
                        }
                        bool l_1372_ = local_111;
                        double _e3000 = l_mut_138_;
                        double l_1373_ = (l_1372_ ? l_1359_ : _e3000);
                        l_mut_138_ = l_1373_;
                        double l_1374_ = (l_1364_ ? l_1361_ : l_1359_);
                        double _e3003 = l_mut_136_;
                        double l_1375_ = (_e3003 + l_1292_);
                        double l_1376_ = (l_1362_ ? l_1374_ : l_1375_);
                        l_mut_136_ = l_1376_;
                        uint l_1377_ = uint(l_1364_);
                        uint _e3007 = l_mut_186_;
                        l_mut_186_ = (_e3007 + l_1377_);
                        uint _e3009 = l_mut_186_;
                        bool l_1378_ = (_e3009 == 0u);
                        double _e3012 = l_mut_181_;
                        double _e3013 = l_mut_136_;
                        double l_1379_ = (l_1378_ ? _e3013 : _e3012);
                        l_mut_181_ = l_1379_;
                        uint _e3015 = l_mut_186_;
                        bool l_1380_ = (_e3015 == 1u);
                        double _e3018 = l_mut_139_;
                        double _e3019 = l_mut_136_;
                        double l_1381_ = (l_1380_ ? _e3019 : _e3018);
                        l_mut_139_ = l_1381_;
                        uint _e3021 = l_mut_186_;
                        bool l_1382_ = (_e3021 == 2u);
                        double _e3024 = l_mut_138_;
                        double _e3025 = l_mut_136_;
                        double l_1383_ = (l_1382_ ? _e3025 : _e3024);
                        l_mut_138_ = l_1383_;
                        uint _e3027 = l_mut_186_;
                        bool l_1384_ = (_e3027 == 3u);
                        double _e3030 = l_mut_137_;
                        double _e3031 = l_mut_136_;
                        double l_1385_ = (l_1384_ ? _e3031 : _e3030);
                        l_mut_137_ = l_1385_;
                        double _e3033 = l_mut_181_;
                        double l_1386_ = (l_1181_ + _e3033);
                        double l_1387_ = (l_1386_ - l_1181_);
                        double l_1388_ = (l_1386_ - l_1387_);
                        double l_1389_ = (l_1181_ - l_1388_);
                        double _e3038 = l_mut_181_;
                        double l_1390_ = (_e3038 - l_1387_);
                        double l_1391_ = (l_1389_ + l_1390_);
                        double _e3041 = l_mut_139_;
                        double l_1392_ = (l_1182_ + _e3041);
                        double l_1393_ = (l_1392_ - l_1182_);
                        double l_1394_ = (l_1392_ - l_1393_);
                        double l_1395_ = (l_1182_ - l_1394_);
                        double _e3046 = l_mut_139_;
                        double l_1396_ = (_e3046 - l_1393_);
                        double l_1397_ = (l_1395_ + l_1396_);
                        double _e3049 = l_mut_138_;
                        double l_1398_ = (l_1183_ + _e3049);
                        double l_1399_ = (l_1398_ - l_1183_);
                        double l_1400_ = (l_1398_ - l_1399_);
                        double l_1401_ = (l_1183_ - l_1400_);
                        double _e3054 = l_mut_138_;
                        double l_1402_ = (_e3054 - l_1399_);
                        double l_1403_ = (l_1401_ + l_1402_);
                        double _e3057 = l_mut_137_;
                        double l_1404_ = (l_1184_ + _e3057);
                        double l_1405_ = (l_1404_ - l_1184_);
                        double l_1406_ = (l_1404_ - l_1405_);
                        double l_1407_ = (l_1184_ - l_1406_);
                        double _e3062 = l_mut_137_;
                        double l_1408_ = (_e3062 - l_1405_);
                        double l_1409_ = (l_1407_ + l_1408_);
                        double l_1410_ = (l_1392_ + l_1391_);
                        double l_1411_ = (l_1410_ - l_1392_);
                        double l_1412_ = (l_1410_ - l_1411_);
                        double l_1413_ = (l_1392_ - l_1412_);
                        double l_1414_ = (l_1391_ - l_1411_);
                        double l_1415_ = (l_1413_ + l_1414_);
                        double l_1416_ = (l_1398_ + l_1415_);
                        double l_1417_ = (l_1416_ - l_1398_);
                        double l_1418_ = (l_1416_ - l_1417_);
                        double l_1419_ = (l_1398_ - l_1418_);
                        double l_1420_ = (l_1415_ - l_1417_);
                        double l_1421_ = (l_1419_ + l_1420_);
                        double l_1422_ = (l_1397_ + l_1416_);
                        double l_1423_ = (l_1422_ - l_1397_);
                        double l_1424_ = (l_1422_ - l_1423_);
                        double l_1425_ = (l_1397_ - l_1424_);
                        double l_1426_ = (l_1416_ - l_1423_);
                        double l_1427_ = (l_1425_ + l_1426_);
                        double l_1428_ = (l_1421_ + l_1427_);
                        double l_1429_ = (l_1428_ - l_1421_);
                        double l_1430_ = (l_1428_ - l_1429_);
                        double l_1431_ = (l_1421_ - l_1430_);
                        double l_1432_ = (l_1427_ - l_1429_);
                        double l_1433_ = (l_1431_ + l_1432_);
                        double l_1434_ = (l_1404_ + l_1428_);
                        double l_1435_ = (l_1434_ - l_1404_);
                        double l_1436_ = (l_1434_ - l_1435_);
                        double l_1437_ = (l_1404_ - l_1436_);
                        double l_1438_ = (l_1428_ - l_1435_);
                        double l_1439_ = (l_1437_ + l_1438_);
                        double l_1440_ = (l_1403_ + l_1434_);
                        double l_1441_ = (l_1440_ - l_1403_);
                        double l_1442_ = (l_1440_ - l_1441_);
                        double l_1443_ = (l_1403_ - l_1442_);
                        double l_1444_ = (l_1434_ - l_1441_);
                        double l_1445_ = (l_1443_ + l_1444_);
                        double l_1446_ = (l_1439_ + l_1445_);
                        double l_1447_ = (l_1446_ + l_1433_);
                        double l_1448_ = (l_1447_ + l_1409_);
                        double l_1449_ = (l_1440_ + l_1448_);
                        double l_1450_ = (l_1449_ - l_1440_);
                        double l_1451_ = (l_1448_ - l_1450_);
                        double l_1452_ = (l_1422_ + l_1449_);
                        double l_1453_ = (l_1452_ - l_1422_);
                        double l_1454_ = (l_1449_ - l_1453_);
                        double l_1455_ = (l_1410_ + l_1452_);
                        double l_1456_ = (l_1455_ - l_1410_);
                        double l_1457_ = (l_1452_ - l_1456_);
                        double l_1458_ = (l_1386_ + l_1455_);
                        double l_1459_ = (l_1458_ - l_1386_);
                        double l_1460_ = (l_1455_ - l_1459_);
                        l_mut_136_ = 0.0L;
                        l_mut_1461_ = 0.0L;
                        l_mut_1462_ = 0.0L;
                        l_mut_1463_ = 0.0L;
                        l_mut_1464_ = l_1458_;
                        l_mut_186_ = 0u;
                        double _e3121 = l_mut_1464_;
                        double l_1465_ = (_e3121 + l_1460_);
                        double _e3123 = l_mut_1464_;
                        double l_1466_ = (l_1465_ - _e3123);
                        double l_1467_ = (l_1460_ - l_1466_);
                        uint _e3126 = l_mut_186_;
                        bool l_1468_ = (_e3126 < 3u);
                        bool l_1469_ = (l_1467_ != 0.0L);
                        if (l_1468_) {
                            local_112 = l_1469_;
                        } else {
                            local_112 = false;
                        }
                        bool l_1470_ = local_112;
                        uint _e3135 = l_mut_186_;
                        bool l_1471_ = (_e3135 == 0u);
                        if (l_1470_) {
                            local_113 = l_1471_;
                        } else {
                            local_113 = false;
                        }
                        bool l_1472_ = local_113;
                        double _e3142 = l_mut_136_;
                        double l_1473_ = (l_1472_ ? l_1465_ : _e3142);
                        l_mut_136_ = l_1473_;
                        uint _e3144 = l_mut_186_;
                        bool l_1474_ = (_e3144 == 1u);
                        if (l_1470_) {
                            local_114 = l_1474_;
                        } else {
                            local_114 = false;
                        }
                        bool l_1475_ = local_114;
                        double _e3151 = l_mut_1461_;
                        double l_1476_ = (l_1475_ ? l_1465_ : _e3151);
                        l_mut_1461_ = l_1476_;
                        uint _e3153 = l_mut_186_;
                        bool l_1477_ = (_e3153 == 2u);
                        if (l_1470_) {
                            local_115 = l_1477_;
                        } else {
                            local_115 = false;
                        }
                        bool l_1478_ = local_115;
                        double _e3160 = l_mut_1462_;
                        double l_1479_ = (l_1478_ ? l_1465_ : _e3160);
                        l_mut_1462_ = l_1479_;
                        double l_1480_ = (l_1470_ ? l_1467_ : l_1465_);
                        double _e3163 = l_mut_1464_;
                        double l_1481_ = (_e3163 + l_1460_);
                        double l_1482_ = (l_1468_ ? l_1480_ : l_1481_);
                        l_mut_1464_ = l_1482_;
                        uint l_1483_ = uint(l_1470_);
                        uint _e3167 = l_mut_186_;
                        l_mut_186_ = (_e3167 + l_1483_);
                        double _e3169 = l_mut_1464_;
                        double l_1484_ = (_e3169 + l_1457_);
                        double _e3171 = l_mut_1464_;
                        double l_1485_ = (l_1484_ - _e3171);
                        double l_1486_ = (l_1457_ - l_1485_);
                        uint _e3174 = l_mut_186_;
                        bool l_1487_ = (_e3174 < 3u);
                        bool l_1488_ = (l_1486_ != 0.0L);
                        if (l_1487_) {
                            local_116 = l_1488_;
                        } else {
                            local_116 = false;
                        }
                        bool l_1489_ = local_116;
                        uint _e3183 = l_mut_186_;
                        bool l_1490_ = (_e3183 == 0u);
                        if (l_1489_) {
                            local_117 = l_1490_;
                        } else {
                            local_117 = false;
                        }
                        bool l_1491_ = local_117;
                        double _e3190 = l_mut_136_;
                        double l_1492_ = (l_1491_ ? l_1484_ : _e3190);
                        l_mut_136_ = l_1492_;
                        uint _e3192 = l_mut_186_;
                        bool l_1493_ = (_e3192 == 1u);
                        if (l_1489_) {
                            local_118 = l_1493_;
                        } else {
                            local_118 = false;
                        }
                        bool l_1494_ = local_118;
                        double _e3199 = l_mut_1461_;
                        double l_1495_ = (l_1494_ ? l_1484_ : _e3199);
                        l_mut_1461_ = l_1495_;
                        uint _e3201 = l_mut_186_;
                        bool l_1496_ = (_e3201 == 2u);
                        if (l_1489_) {
                            local_119 = l_1496_;
                        } else {
                            local_119 = false;
                        }
                        bool l_1497_ = local_119;
                        double _e3208 = l_mut_1462_;
                        double l_1498_ = (l_1497_ ? l_1484_ : _e3208);
                        l_mut_1462_ = l_1498_;
                        double l_1499_ = (l_1489_ ? l_1486_ : l_1484_);
                        double _e3211 = l_mut_1464_;
                        double l_1500_ = (_e3211 + l_1457_);
                        double l_1501_ = (l_1487_ ? l_1499_ : l_1500_);
                        l_mut_1464_ = l_1501_;
                        uint l_1502_ = uint(l_1489_);
                        uint _e3215 = l_mut_186_;
                        l_mut_186_ = (_e3215 + l_1502_);
                        double _e3217 = l_mut_1464_;
                        double l_1503_ = (_e3217 + l_1454_);
                        double _e3219 = l_mut_1464_;
                        double l_1504_ = (l_1503_ - _e3219);
                        double l_1505_ = (l_1454_ - l_1504_);
                        uint _e3222 = l_mut_186_;
                        bool l_1506_ = (_e3222 < 3u);
                        bool l_1507_ = (l_1505_ != 0.0L);
                        if (l_1506_) {
                            local_120 = l_1507_;
                        } else {
                            local_120 = false;
                        }
                        bool l_1508_ = local_120;
                        uint _e3231 = l_mut_186_;
                        bool l_1509_ = (_e3231 == 0u);
                        if (l_1508_) {
                            local_121 = l_1509_;
                        } else {
                            local_121 = false;
                        }
                        bool l_1510_ = local_121;
                        double _e3238 = l_mut_136_;
                        double l_1511_ = (l_1510_ ? l_1503_ : _e3238);
                        l_mut_136_ = l_1511_;
                        uint _e3240 = l_mut_186_;
                        bool l_1512_ = (_e3240 == 1u);
                        if (l_1508_) {
                            local_122 = l_1512_;
                        } else {
                            local_122 = false;
                        }
                        bool l_1513_ = local_122;
                        double _e3247 = l_mut_1461_;
                        double l_1514_ = (l_1513_ ? l_1503_ : _e3247);
                        l_mut_1461_ = l_1514_;
                        uint _e3249 = l_mut_186_;
                        bool l_1515_ = (_e3249 == 2u);
                        if (l_1508_) {
                            local_123 = l_1515_;
                        } else {
                            local_123 = false;
                        }
                        bool l_1516_ = local_123;
                        double _e3256 = l_mut_1462_;
                        double l_1517_ = (l_1516_ ? l_1503_ : _e3256);
                        l_mut_1462_ = l_1517_;
                        double l_1518_ = (l_1508_ ? l_1505_ : l_1503_);
                        double _e3259 = l_mut_1464_;
                        double l_1519_ = (_e3259 + l_1454_);
                        double l_1520_ = (l_1506_ ? l_1518_ : l_1519_);
                        l_mut_1464_ = l_1520_;
                        uint l_1521_ = uint(l_1508_);
                        uint _e3263 = l_mut_186_;
                        l_mut_186_ = (_e3263 + l_1521_);
                        double _e3265 = l_mut_1464_;
                        double l_1522_ = (_e3265 + l_1451_);
                        double _e3267 = l_mut_1464_;
                        double l_1523_ = (l_1522_ - _e3267);
                        double l_1524_ = (l_1451_ - l_1523_);
                        uint _e3270 = l_mut_186_;
                        bool l_1525_ = (_e3270 < 3u);
                        bool l_1526_ = (l_1524_ != 0.0L);
                        if (l_1525_) {
                            local_124 = l_1526_;
                        } else {
                            local_124 = false;
                        }
                        bool l_1527_ = local_124;
                        uint _e3279 = l_mut_186_;
                        bool l_1528_ = (_e3279 == 0u);
                        if (l_1527_) {
                            local_125 = l_1528_;
                        } else {
                            local_125 = false;
                        }
                        bool l_1529_ = local_125;
                        double _e3286 = l_mut_136_;
                        double l_1530_ = (l_1529_ ? l_1522_ : _e3286);
                        l_mut_136_ = l_1530_;
                        uint _e3288 = l_mut_186_;
                        bool l_1531_ = (_e3288 == 1u);
                        if (l_1527_) {
                            local_126 = l_1531_;
                        } else {
                            local_126 = false;
                        }
                        bool l_1532_ = local_126;
                        double _e3295 = l_mut_1461_;
                        double l_1533_ = (l_1532_ ? l_1522_ : _e3295);
                        l_mut_1461_ = l_1533_;
                        uint _e3297 = l_mut_186_;
                        bool l_1534_ = (_e3297 == 2u);
                        if (l_1527_) {
                            local_127 = l_1534_;
                        } else {
                            local_127 = false;
                        }
                        bool l_1535_ = local_127;
                        double _e3304 = l_mut_1462_;
                        double l_1536_ = (l_1535_ ? l_1522_ : _e3304);
                        l_mut_1462_ = l_1536_;
                        double l_1537_ = (l_1527_ ? l_1524_ : l_1522_);
                        double _e3307 = l_mut_1464_;
                        double l_1538_ = (_e3307 + l_1451_);
                        double l_1539_ = (l_1525_ ? l_1537_ : l_1538_);
                        l_mut_1464_ = l_1539_;
                        uint l_1540_ = uint(l_1527_);
                        uint _e3311 = l_mut_186_;
                        l_mut_186_ = (_e3311 + l_1540_);
                        uint _e3313 = l_mut_186_;
                        bool l_1541_ = (_e3313 == 0u);
                        double _e3316 = l_mut_136_;
                        double _e3317 = l_mut_1464_;
                        double l_1542_ = (l_1541_ ? _e3317 : _e3316);
                        l_mut_136_ = l_1542_;
                        uint _e3319 = l_mut_186_;
                        bool l_1543_ = (_e3319 == 1u);
                        double _e3322 = l_mut_1461_;
                        double _e3323 = l_mut_1464_;
                        double l_1544_ = (l_1543_ ? _e3323 : _e3322);
                        l_mut_1461_ = l_1544_;
                        uint _e3325 = l_mut_186_;
                        bool l_1545_ = (_e3325 == 2u);
                        double _e3328 = l_mut_1462_;
                        double _e3329 = l_mut_1464_;
                        double l_1546_ = (l_1545_ ? _e3329 : _e3328);
                        l_mut_1462_ = l_1546_;
                        uint _e3331 = l_mut_186_;
                        bool l_1547_ = (_e3331 == 3u);
                        double _e3334 = l_mut_1463_;
                        double _e3335 = l_mut_1464_;
                        double l_1548_ = (l_1547_ ? _e3335 : _e3334);
                        l_mut_1463_ = l_1548_;
                        double _e3337 = l_mut_136_;
                        l_mut_185_ = _e3337;
                        double _e3338 = l_mut_1461_;
                        l_mut_184_ = _e3338;
                        double _e3339 = l_mut_1462_;
                        l_mut_183_ = _e3339;
                        double _e3340 = l_mut_1463_;
                        l_mut_182_ = _e3340;
                    }
                }
                double _e3344 = l_mut_185_;
                double l_1549_ = (_e3344 + l_4_);
                double _e3346 = l_mut_185_;
                double l_1550_ = (l_1549_ - _e3346);
                double l_1551_ = (l_1549_ - l_1550_);
                double _e3349 = l_mut_185_;
                double l_1552_ = (_e3349 - l_1551_);
                double l_1553_ = (l_4_ - l_1550_);
                double l_1554_ = (l_1552_ + l_1553_);
                double _e3353 = l_mut_184_;
                double l_1555_ = (_e3353 + l_1554_);
                double _e3355 = l_mut_184_;
                double l_1556_ = (l_1555_ - _e3355);
                double l_1557_ = (l_1555_ - l_1556_);
                double _e3358 = l_mut_184_;
                double l_1558_ = (_e3358 - l_1557_);
                double l_1559_ = (l_1554_ - l_1556_);
                double l_1560_ = (l_1558_ + l_1559_);
                double _e3362 = l_mut_183_;
                double l_1561_ = (_e3362 + l_1560_);
                double _e3364 = l_mut_183_;
                double l_1562_ = (l_1561_ - _e3364);
                double l_1563_ = (l_1561_ - l_1562_);
                double _e3367 = l_mut_183_;
                double l_1564_ = (_e3367 - l_1563_);
                double l_1565_ = (l_1560_ - l_1562_);
                double l_1566_ = (l_1564_ + l_1565_);
                double _e3371 = l_mut_182_;
                double l_1567_ = (_e3371 + l_1566_);
                double _e3373 = l_mut_182_;
                double l_1568_ = (l_1567_ - _e3373);
                double l_1569_ = (l_1567_ - l_1568_);
                double _e3376 = l_mut_182_;
                double l_1570_ = (_e3376 - l_1569_);
                double l_1571_ = (l_1566_ - l_1568_);
                double l_1572_ = (l_1570_ + l_1571_);
                double l_1573_ = (l_1567_ + l_1572_);
                double l_1574_ = (l_1573_ - l_1567_);
                double l_1575_ = (l_1572_ - l_1574_);
                double l_1576_ = (l_1561_ + l_1573_);
                double l_1577_ = (l_1576_ - l_1561_);
                double l_1578_ = (l_1573_ - l_1577_);
                double l_1579_ = (l_1555_ + l_1576_);
                double l_1580_ = (l_1579_ - l_1555_);
                double l_1581_ = (l_1576_ - l_1580_);
                double l_1582_ = (l_1549_ + l_1579_);
                double l_1583_ = (l_1582_ - l_1549_);
                double l_1584_ = (l_1579_ - l_1583_);
                l_mut_1464_ = 0.0L;
                l_mut_1463_ = 0.0L;
                l_mut_1462_ = 0.0L;
                l_mut_1461_ = 0.0L;
                l_mut_181_ = l_1582_;
                l_mut_186_ = 0u;
                double _e3397 = l_mut_181_;
                double l_1585_ = (_e3397 + l_1584_);
                double _e3399 = l_mut_181_;
                double l_1586_ = (l_1585_ - _e3399);
                double l_1587_ = (l_1584_ - l_1586_);
                uint _e3402 = l_mut_186_;
                bool l_1588_ = (_e3402 < 3u);
                bool l_1589_ = (l_1587_ != 0.0L);
                if (l_1588_) {
                    local_128 = l_1589_;
                } else {
                    local_128 = false;
                }
                bool l_1590_ = local_128;
                uint _e3411 = l_mut_186_;
                bool l_1591_ = (_e3411 == 0u);
                if (l_1590_) {
                    local_129 = l_1591_;
                } else {
                    local_129 = false;
                }
                bool l_1592_ = local_129;
                double _e3418 = l_mut_1464_;
                double l_1593_ = (l_1592_ ? l_1585_ : _e3418);
                l_mut_1464_ = l_1593_;
                uint _e3420 = l_mut_186_;
                bool l_1594_ = (_e3420 == 1u);
                if (l_1590_) {
                    local_130 = l_1594_;
                } else {
                    local_130 = false;
                }
                bool l_1595_ = local_130;
                double _e3427 = l_mut_1463_;
                double l_1596_ = (l_1595_ ? l_1585_ : _e3427);
                l_mut_1463_ = l_1596_;
                uint _e3429 = l_mut_186_;
                bool l_1597_ = (_e3429 == 2u);
                if (l_1590_) {
                    local_131 = l_1597_;
                } else {
                    local_131 = false;
                }
                bool l_1598_ = local_131;
                double _e3436 = l_mut_1462_;
                double l_1599_ = (l_1598_ ? l_1585_ : _e3436);
                l_mut_1462_ = l_1599_;
                double l_1600_ = (l_1590_ ? l_1587_ : l_1585_);
                double _e3439 = l_mut_181_;
                double l_1601_ = (_e3439 + l_1584_);
                double l_1602_ = (l_1588_ ? l_1600_ : l_1601_);
                l_mut_181_ = l_1602_;
                uint l_1603_ = uint(l_1590_);
                uint _e3443 = l_mut_186_;
                l_mut_186_ = (_e3443 + l_1603_);
                double _e3445 = l_mut_181_;
                double l_1604_ = (_e3445 + l_1581_);
                double _e3447 = l_mut_181_;
                double l_1605_ = (l_1604_ - _e3447);
                double l_1606_ = (l_1581_ - l_1605_);
                uint _e3450 = l_mut_186_;
                bool l_1607_ = (_e3450 < 3u);
                bool l_1608_ = (l_1606_ != 0.0L);
                if (l_1607_) {
                    local_132 = l_1608_;
                } else {
                    local_132 = false;
                }
                bool l_1609_ = local_132;
                uint _e3459 = l_mut_186_;
                bool l_1610_ = (_e3459 == 0u);
                if (l_1609_) {
                    local_133 = l_1610_;
                } else {
                    local_133 = false;
                }
                bool l_1611_ = local_133;
                double _e3466 = l_mut_1464_;
                double l_1612_ = (l_1611_ ? l_1604_ : _e3466);
                l_mut_1464_ = l_1612_;
                uint _e3468 = l_mut_186_;
                bool l_1613_ = (_e3468 == 1u);
                if (l_1609_) {
                    local_134 = l_1613_;
                } else {
                    local_134 = false;
                }
                bool l_1614_ = local_134;
                double _e3475 = l_mut_1463_;
                double l_1615_ = (l_1614_ ? l_1604_ : _e3475);
                l_mut_1463_ = l_1615_;
                uint _e3477 = l_mut_186_;
                bool l_1616_ = (_e3477 == 2u);
                if (l_1609_) {
                    local_135 = l_1616_;
                } else {
                    local_135 = false;
                }
                bool l_1617_ = local_135;
                double _e3484 = l_mut_1462_;
                double l_1618_ = (l_1617_ ? l_1604_ : _e3484);
                l_mut_1462_ = l_1618_;
                double l_1619_ = (l_1609_ ? l_1606_ : l_1604_);
                double _e3487 = l_mut_181_;
                double l_1620_ = (_e3487 + l_1581_);
                double l_1621_ = (l_1607_ ? l_1619_ : l_1620_);
                l_mut_181_ = l_1621_;
                uint l_1622_ = uint(l_1609_);
                uint _e3491 = l_mut_186_;
                l_mut_186_ = (_e3491 + l_1622_);
                double _e3493 = l_mut_181_;
                double l_1623_ = (_e3493 + l_1578_);
                double _e3495 = l_mut_181_;
                double l_1624_ = (l_1623_ - _e3495);
                double l_1625_ = (l_1578_ - l_1624_);
                uint _e3498 = l_mut_186_;
                bool l_1626_ = (_e3498 < 3u);
                bool l_1627_ = (l_1625_ != 0.0L);
                if (l_1626_) {
                    local_136 = l_1627_;
                } else {
                    local_136 = false;
                }
                bool l_1628_ = local_136;
                uint _e3507 = l_mut_186_;
                bool l_1629_ = (_e3507 == 0u);
                if (l_1628_) {
                    local_137 = l_1629_;
                } else {
                    local_137 = false;
                }
                bool l_1630_ = local_137;
                double _e3514 = l_mut_1464_;
                double l_1631_ = (l_1630_ ? l_1623_ : _e3514);
                l_mut_1464_ = l_1631_;
                uint _e3516 = l_mut_186_;
                bool l_1632_ = (_e3516 == 1u);
                if (l_1628_) {
                    local_138 = l_1632_;
                } else {
                    local_138 = false;
                }
                bool l_1633_ = local_138;
                double _e3523 = l_mut_1463_;
                double l_1634_ = (l_1633_ ? l_1623_ : _e3523);
                l_mut_1463_ = l_1634_;
                uint _e3525 = l_mut_186_;
                bool l_1635_ = (_e3525 == 2u);
                if (l_1628_) {
                    local_139 = l_1635_;
                } else {
                    local_139 = false;
                }
                bool l_1636_ = local_139;
                double _e3532 = l_mut_1462_;
                double l_1637_ = (l_1636_ ? l_1623_ : _e3532);
                l_mut_1462_ = l_1637_;
                double l_1638_ = (l_1628_ ? l_1625_ : l_1623_);
                double _e3535 = l_mut_181_;
                double l_1639_ = (_e3535 + l_1578_);
                double l_1640_ = (l_1626_ ? l_1638_ : l_1639_);
                l_mut_181_ = l_1640_;
                uint l_1641_ = uint(l_1628_);
                uint _e3539 = l_mut_186_;
                l_mut_186_ = (_e3539 + l_1641_);
                double _e3541 = l_mut_181_;
                double l_1642_ = (_e3541 + l_1575_);
                double _e3543 = l_mut_181_;
                double l_1643_ = (l_1642_ - _e3543);
                double l_1644_ = (l_1575_ - l_1643_);
                uint _e3546 = l_mut_186_;
                bool l_1645_ = (_e3546 < 3u);
                bool l_1646_ = (l_1644_ != 0.0L);
                if (l_1645_) {
                    local_140 = l_1646_;
                } else {
                    local_140 = false;
                }
                bool l_1647_ = local_140;
                uint _e3555 = l_mut_186_;
                bool l_1648_ = (_e3555 == 0u);
                if (l_1647_) {
                    local_141 = l_1648_;
                } else {
                    local_141 = false;
                }
                bool l_1649_ = local_141;
                double _e3562 = l_mut_1464_;
                double l_1650_ = (l_1649_ ? l_1642_ : _e3562);
                l_mut_1464_ = l_1650_;
                uint _e3564 = l_mut_186_;
                bool l_1651_ = (_e3564 == 1u);
                if (l_1647_) {
                    local_142 = l_1651_;
                } else {
                    local_142 = false;
                }
                bool l_1652_ = local_142;
                double _e3571 = l_mut_1463_;
                double l_1653_ = (l_1652_ ? l_1642_ : _e3571);
                l_mut_1463_ = l_1653_;
                uint _e3573 = l_mut_186_;
                bool l_1654_ = (_e3573 == 2u);
                if (l_1647_) {
                    local_143 = l_1654_;
                } else {
                    local_143 = false;
                }
                bool l_1655_ = local_143;
                double _e3580 = l_mut_1462_;
                double l_1656_ = (l_1655_ ? l_1642_ : _e3580);
                l_mut_1462_ = l_1656_;
                double l_1657_ = (l_1647_ ? l_1644_ : l_1642_);
                double _e3583 = l_mut_181_;
                double l_1658_ = (_e3583 + l_1575_);
                double l_1659_ = (l_1645_ ? l_1657_ : l_1658_);
                l_mut_181_ = l_1659_;
                uint l_1660_ = uint(l_1647_);
                uint _e3587 = l_mut_186_;
                l_mut_186_ = (_e3587 + l_1660_);
                uint _e3589 = l_mut_186_;
                bool l_1661_ = (_e3589 == 0u);
                double _e3592 = l_mut_1464_;
                double _e3593 = l_mut_181_;
                double l_1662_ = (l_1661_ ? _e3593 : _e3592);
                l_mut_1464_ = l_1662_;
                uint _e3595 = l_mut_186_;
                bool l_1663_ = (_e3595 == 1u);
                double _e3598 = l_mut_1463_;
                double _e3599 = l_mut_181_;
                double l_1664_ = (l_1663_ ? _e3599 : _e3598);
                l_mut_1463_ = l_1664_;
                uint _e3601 = l_mut_186_;
                bool l_1665_ = (_e3601 == 2u);
                double _e3604 = l_mut_1462_;
                double _e3605 = l_mut_181_;
                double l_1666_ = (l_1665_ ? _e3605 : _e3604);
                l_mut_1462_ = l_1666_;
                uint _e3607 = l_mut_186_;
                bool l_1667_ = (_e3607 == 3u);
                double _e3610 = l_mut_1461_;
                double _e3611 = l_mut_181_;
                double l_1668_ = (l_1667_ ? _e3611 : _e3610);
                l_mut_1461_ = l_1668_;
                double l_1669_ = abs(l_133_);
                uint l_1670_ = naga_f2u32(l_1669_);
                l_mut_186_ = l_1670_;
                bool l_1671_ = (l_133_ < 0.0L);
                double l_1672_ = (l_1671_ ? 0.5L : 2.0L);
                l_mut_185_ = l_1672_;
                l_mut_184_ = 1.0L;
                l_mut_1673_ = 0u;
                uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                bool loop_init_6 = true;
                while(true) {
                    if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                    loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                    if (!loop_init_6) {
                        uint _e3643 = l_mut_1673_;
                        l_mut_1673_ = (_e3643 + 1u);
                    }
                    loop_init_6 = false;
                    uint _e3623 = l_mut_1673_;
                    if ((_e3623 < 11u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e3626 = l_mut_186_;
                        uint l_1674_ = (_e3626 & 1u);
                        bool l_1675_ = (l_1674_ == 1u);
                        double _e3631 = l_mut_184_;
                        double _e3632 = l_mut_185_;
                        double l_1676_ = (_e3631 * _e3632);
                        double _e3634 = l_mut_184_;
                        double l_1677_ = (l_1675_ ? l_1676_ : _e3634);
                        l_mut_184_ = l_1677_;
                        double _e3636 = l_mut_185_;
                        double _e3637 = l_mut_185_;
                        l_mut_185_ = (_e3636 * _e3637);
                        uint _e3639 = l_mut_186_;
                        l_mut_186_ = (_e3639 >> 1u);
                    }
                }
                double _e3645 = l_mut_1464_;
                double _e3646 = l_mut_184_;
                double l_1678_ = (_e3645 * _e3646);
                double _e3648 = l_mut_1463_;
                double _e3649 = l_mut_184_;
                double l_1679_ = (_e3648 * _e3649);
                double _e3651 = l_mut_1462_;
                double _e3652 = l_mut_184_;
                double l_1680_ = (_e3651 * _e3652);
                double _e3654 = l_mut_1461_;
                double _e3655 = l_mut_184_;
                double l_1681_ = (_e3654 * _e3655);
                double l_1682_ = (l_5_ * l_1678_);
                double l_1683_ = -(l_1682_);
                double l_1684_ = mad(l_5_, l_1678_, l_1683_);
                double l_1685_ = (l_5_ * l_1679_);
                double l_1686_ = -(l_1685_);
                double l_1687_ = mad(l_5_, l_1679_, l_1686_);
                double l_1688_ = (l_7_ * l_1678_);
                double l_1689_ = -(l_1688_);
                double l_1690_ = mad(l_7_, l_1678_, l_1689_);
                double l_1691_ = (l_5_ * l_1680_);
                double l_1692_ = -(l_1691_);
                double l_1693_ = mad(l_5_, l_1680_, l_1692_);
                double l_1694_ = (l_7_ * l_1679_);
                double l_1695_ = -(l_1694_);
                double l_1696_ = mad(l_7_, l_1679_, l_1695_);
                double l_1697_ = (l_10_ * l_1678_);
                double l_1698_ = -(l_1697_);
                double l_1699_ = mad(l_10_, l_1678_, l_1698_);
                double l_1700_ = (l_1685_ + l_1688_);
                double l_1701_ = (l_1700_ - l_1685_);
                double l_1702_ = (l_1700_ - l_1701_);
                double l_1703_ = (l_1685_ - l_1702_);
                double l_1704_ = (l_1688_ - l_1701_);
                double l_1705_ = (l_1703_ + l_1704_);
                double l_1706_ = (l_1684_ + l_1700_);
                double l_1707_ = (l_1706_ - l_1684_);
                double l_1708_ = (l_1706_ - l_1707_);
                double l_1709_ = (l_1684_ - l_1708_);
                double l_1710_ = (l_1700_ - l_1707_);
                double l_1711_ = (l_1709_ + l_1710_);
                double l_1712_ = (l_1705_ + l_1711_);
                double l_1713_ = (l_1712_ - l_1705_);
                double l_1714_ = (l_1712_ - l_1713_);
                double l_1715_ = (l_1705_ - l_1714_);
                double l_1716_ = (l_1711_ - l_1713_);
                double l_1717_ = (l_1715_ + l_1716_);
                double l_1718_ = (l_1712_ + l_1687_);
                double l_1719_ = (l_1718_ - l_1712_);
                double l_1720_ = (l_1718_ - l_1719_);
                double l_1721_ = (l_1712_ - l_1720_);
                double l_1722_ = (l_1687_ - l_1719_);
                double l_1723_ = (l_1721_ + l_1722_);
                double l_1724_ = (l_1690_ + l_1718_);
                double l_1725_ = (l_1724_ - l_1690_);
                double l_1726_ = (l_1724_ - l_1725_);
                double l_1727_ = (l_1690_ - l_1726_);
                double l_1728_ = (l_1718_ - l_1725_);
                double l_1729_ = (l_1727_ + l_1728_);
                double l_1730_ = (l_1723_ + l_1729_);
                double l_1731_ = (l_1730_ - l_1723_);
                double l_1732_ = (l_1730_ - l_1731_);
                double l_1733_ = (l_1723_ - l_1732_);
                double l_1734_ = (l_1729_ - l_1731_);
                double l_1735_ = (l_1733_ + l_1734_);
                double l_1736_ = (l_1691_ + l_1694_);
                double l_1737_ = (l_1736_ - l_1691_);
                double l_1738_ = (l_1736_ - l_1737_);
                double l_1739_ = (l_1691_ - l_1738_);
                double l_1740_ = (l_1694_ - l_1737_);
                double l_1741_ = (l_1739_ + l_1740_);
                double l_1742_ = (l_1697_ + l_1736_);
                double l_1743_ = (l_1742_ - l_1697_);
                double l_1744_ = (l_1742_ - l_1743_);
                double l_1745_ = (l_1697_ - l_1744_);
                double l_1746_ = (l_1736_ - l_1743_);
                double l_1747_ = (l_1745_ + l_1746_);
                double l_1748_ = (l_1741_ + l_1747_);
                double l_1749_ = (l_1748_ - l_1741_);
                double l_1750_ = (l_1748_ - l_1749_);
                double l_1751_ = (l_1741_ - l_1750_);
                double l_1752_ = (l_1747_ - l_1749_);
                double l_1753_ = (l_1751_ + l_1752_);
                double l_1754_ = (l_1724_ + l_1742_);
                double l_1755_ = (l_1754_ - l_1724_);
                double l_1756_ = (l_1754_ - l_1755_);
                double l_1757_ = (l_1724_ - l_1756_);
                double l_1758_ = (l_1742_ - l_1755_);
                double l_1759_ = (l_1757_ + l_1758_);
                double l_1760_ = (l_1730_ + l_1748_);
                double l_1761_ = (l_1760_ - l_1730_);
                double l_1762_ = (l_1760_ - l_1761_);
                double l_1763_ = (l_1730_ - l_1762_);
                double l_1764_ = (l_1748_ - l_1761_);
                double l_1765_ = (l_1763_ + l_1764_);
                double l_1766_ = (l_1760_ + l_1759_);
                double l_1767_ = (l_1766_ - l_1760_);
                double l_1768_ = (l_1766_ - l_1767_);
                double l_1769_ = (l_1760_ - l_1768_);
                double l_1770_ = (l_1759_ - l_1767_);
                double l_1771_ = (l_1769_ + l_1770_);
                double l_1772_ = (l_1735_ + l_1753_);
                double l_1773_ = (l_1771_ + l_1765_);
                double l_1774_ = (l_1772_ + l_1773_);
                double l_1775_ = (l_5_ * l_1681_);
                double l_1776_ = (l_7_ * l_1680_);
                double l_1777_ = (l_1775_ + l_1776_);
                double l_1778_ = (l_10_ * l_1679_);
                double l_1779_ = (l_13_ * l_1678_);
                double l_1780_ = (l_1778_ + l_1779_);
                double l_1781_ = (l_1777_ + l_1780_);
                double l_1782_ = (l_1717_ + l_1693_);
                double l_1783_ = (l_1696_ + l_1699_);
                double l_1784_ = (l_1782_ + l_1783_);
                double l_1785_ = (l_1781_ + l_1784_);
                double l_1786_ = (l_1766_ + l_1785_);
                double l_1787_ = (l_1786_ + l_1774_);
                double l_1788_ = (l_1787_ - l_1786_);
                double l_1789_ = (l_1774_ - l_1788_);
                double l_1790_ = (l_1754_ + l_1787_);
                double l_1791_ = (l_1790_ - l_1754_);
                double l_1792_ = (l_1787_ - l_1791_);
                double l_1793_ = (l_1706_ + l_1790_);
                double l_1794_ = (l_1793_ - l_1706_);
                double l_1795_ = (l_1790_ - l_1794_);
                double l_1796_ = (l_1682_ + l_1793_);
                double l_1797_ = (l_1796_ - l_1682_);
                double l_1798_ = (l_1793_ - l_1797_);
                l_mut_1464_ = 0.0L;
                l_mut_1463_ = 0.0L;
                l_mut_1462_ = 0.0L;
                l_mut_1461_ = 0.0L;
                l_mut_573_ = l_1796_;
                l_mut_186_ = 0u;
                double _e3779 = l_mut_573_;
                double l_1799_ = (_e3779 + l_1798_);
                double _e3781 = l_mut_573_;
                double l_1800_ = (l_1799_ - _e3781);
                double l_1801_ = (l_1798_ - l_1800_);
                uint _e3784 = l_mut_186_;
                bool l_1802_ = (_e3784 < 3u);
                bool l_1803_ = (l_1801_ != 0.0L);
                if (l_1802_) {
                    local_144 = l_1803_;
                } else {
                    local_144 = false;
                }
                bool l_1804_ = local_144;
                uint _e3793 = l_mut_186_;
                bool l_1805_ = (_e3793 == 0u);
                if (l_1804_) {
                    local_145 = l_1805_;
                } else {
                    local_145 = false;
                }
                bool l_1806_ = local_145;
                double _e3800 = l_mut_1464_;
                double l_1807_ = (l_1806_ ? l_1799_ : _e3800);
                l_mut_1464_ = l_1807_;
                uint _e3802 = l_mut_186_;
                bool l_1808_ = (_e3802 == 1u);
                if (l_1804_) {
                    local_146 = l_1808_;
                } else {
                    local_146 = false;
                }
                bool l_1809_ = local_146;
                double _e3809 = l_mut_1463_;
                double l_1810_ = (l_1809_ ? l_1799_ : _e3809);
                l_mut_1463_ = l_1810_;
                uint _e3811 = l_mut_186_;
                bool l_1811_ = (_e3811 == 2u);
                if (l_1804_) {
                    local_147 = l_1811_;
                } else {
                    local_147 = false;
                }
                bool l_1812_ = local_147;
                double _e3818 = l_mut_1462_;
                double l_1813_ = (l_1812_ ? l_1799_ : _e3818);
                l_mut_1462_ = l_1813_;
                double l_1814_ = (l_1804_ ? l_1801_ : l_1799_);
                double _e3821 = l_mut_573_;
                double l_1815_ = (_e3821 + l_1798_);
                double l_1816_ = (l_1802_ ? l_1814_ : l_1815_);
                l_mut_573_ = l_1816_;
                uint l_1817_ = uint(l_1804_);
                uint _e3825 = l_mut_186_;
                l_mut_186_ = (_e3825 + l_1817_);
                double _e3827 = l_mut_573_;
                double l_1818_ = (_e3827 + l_1795_);
                double _e3829 = l_mut_573_;
                double l_1819_ = (l_1818_ - _e3829);
                double l_1820_ = (l_1795_ - l_1819_);
                uint _e3832 = l_mut_186_;
                bool l_1821_ = (_e3832 < 3u);
                bool l_1822_ = (l_1820_ != 0.0L);
                if (l_1821_) {
                    local_148 = l_1822_;
                } else {
                    local_148 = false;
                }
                bool l_1823_ = local_148;
                uint _e3841 = l_mut_186_;
                bool l_1824_ = (_e3841 == 0u);
                if (l_1823_) {
                    local_149 = l_1824_;
                } else {
                    local_149 = false;
                }
                bool l_1825_ = local_149;
                double _e3848 = l_mut_1464_;
                double l_1826_ = (l_1825_ ? l_1818_ : _e3848);
                l_mut_1464_ = l_1826_;
                uint _e3850 = l_mut_186_;
                bool l_1827_ = (_e3850 == 1u);
                if (l_1823_) {
                    local_150 = l_1827_;
                } else {
                    local_150 = false;
                }
                bool l_1828_ = local_150;
                double _e3857 = l_mut_1463_;
                double l_1829_ = (l_1828_ ? l_1818_ : _e3857);
                l_mut_1463_ = l_1829_;
                uint _e3859 = l_mut_186_;
                bool l_1830_ = (_e3859 == 2u);
                if (l_1823_) {
                    local_151 = l_1830_;
                } else {
                    local_151 = false;
                }
                bool l_1831_ = local_151;
                double _e3866 = l_mut_1462_;
                double l_1832_ = (l_1831_ ? l_1818_ : _e3866);
                l_mut_1462_ = l_1832_;
                double l_1833_ = (l_1823_ ? l_1820_ : l_1818_);
                double _e3869 = l_mut_573_;
                double l_1834_ = (_e3869 + l_1795_);
                double l_1835_ = (l_1821_ ? l_1833_ : l_1834_);
                l_mut_573_ = l_1835_;
                uint l_1836_ = uint(l_1823_);
                uint _e3873 = l_mut_186_;
                l_mut_186_ = (_e3873 + l_1836_);
                double _e3875 = l_mut_573_;
                double l_1837_ = (_e3875 + l_1792_);
                double _e3877 = l_mut_573_;
                double l_1838_ = (l_1837_ - _e3877);
                double l_1839_ = (l_1792_ - l_1838_);
                uint _e3880 = l_mut_186_;
                bool l_1840_ = (_e3880 < 3u);
                bool l_1841_ = (l_1839_ != 0.0L);
                if (l_1840_) {
                    local_152 = l_1841_;
                } else {
                    local_152 = false;
                }
                bool l_1842_ = local_152;
                uint _e3889 = l_mut_186_;
                bool l_1843_ = (_e3889 == 0u);
                if (l_1842_) {
                    local_153 = l_1843_;
                } else {
                    local_153 = false;
                }
                bool l_1844_ = local_153;
                double _e3896 = l_mut_1464_;
                double l_1845_ = (l_1844_ ? l_1837_ : _e3896);
                l_mut_1464_ = l_1845_;
                uint _e3898 = l_mut_186_;
                bool l_1846_ = (_e3898 == 1u);
                if (l_1842_) {
                    local_154 = l_1846_;
                } else {
                    local_154 = false;
                }
                bool l_1847_ = local_154;
                double _e3905 = l_mut_1463_;
                double l_1848_ = (l_1847_ ? l_1837_ : _e3905);
                l_mut_1463_ = l_1848_;
                uint _e3907 = l_mut_186_;
                bool l_1849_ = (_e3907 == 2u);
                if (l_1842_) {
                    local_155 = l_1849_;
                } else {
                    local_155 = false;
                }
                bool l_1850_ = local_155;
                double _e3914 = l_mut_1462_;
                double l_1851_ = (l_1850_ ? l_1837_ : _e3914);
                l_mut_1462_ = l_1851_;
                double l_1852_ = (l_1842_ ? l_1839_ : l_1837_);
                double _e3917 = l_mut_573_;
                double l_1853_ = (_e3917 + l_1792_);
                double l_1854_ = (l_1840_ ? l_1852_ : l_1853_);
                l_mut_573_ = l_1854_;
                uint l_1855_ = uint(l_1842_);
                uint _e3921 = l_mut_186_;
                l_mut_186_ = (_e3921 + l_1855_);
                double _e3923 = l_mut_573_;
                double l_1856_ = (_e3923 + l_1789_);
                double _e3925 = l_mut_573_;
                double l_1857_ = (l_1856_ - _e3925);
                double l_1858_ = (l_1789_ - l_1857_);
                uint _e3928 = l_mut_186_;
                bool l_1859_ = (_e3928 < 3u);
                bool l_1860_ = (l_1858_ != 0.0L);
                if (l_1859_) {
                    local_156 = l_1860_;
                } else {
                    local_156 = false;
                }
                bool l_1861_ = local_156;
                uint _e3937 = l_mut_186_;
                bool l_1862_ = (_e3937 == 0u);
                if (l_1861_) {
                    local_157 = l_1862_;
                } else {
                    local_157 = false;
                }
                bool l_1863_ = local_157;
                double _e3944 = l_mut_1464_;
                double l_1864_ = (l_1863_ ? l_1856_ : _e3944);
                l_mut_1464_ = l_1864_;
                uint _e3946 = l_mut_186_;
                bool l_1865_ = (_e3946 == 1u);
                if (l_1861_) {
                    local_158 = l_1865_;
                } else {
                    local_158 = false;
                }
                bool l_1866_ = local_158;
                double _e3953 = l_mut_1463_;
                double l_1867_ = (l_1866_ ? l_1856_ : _e3953);
                l_mut_1463_ = l_1867_;
                uint _e3955 = l_mut_186_;
                bool l_1868_ = (_e3955 == 2u);
                if (l_1861_) {
                    local_159 = l_1868_;
                } else {
                    local_159 = false;
                }
                bool l_1869_ = local_159;
                double _e3962 = l_mut_1462_;
                double l_1870_ = (l_1869_ ? l_1856_ : _e3962);
                l_mut_1462_ = l_1870_;
                double l_1871_ = (l_1861_ ? l_1858_ : l_1856_);
                double _e3965 = l_mut_573_;
                double l_1872_ = (_e3965 + l_1789_);
                double l_1873_ = (l_1859_ ? l_1871_ : l_1872_);
                l_mut_573_ = l_1873_;
                uint l_1874_ = uint(l_1861_);
                uint _e3969 = l_mut_186_;
                l_mut_186_ = (_e3969 + l_1874_);
                uint _e3971 = l_mut_186_;
                bool l_1875_ = (_e3971 == 0u);
                double _e3974 = l_mut_1464_;
                double _e3975 = l_mut_573_;
                double l_1876_ = (l_1875_ ? _e3975 : _e3974);
                l_mut_1464_ = l_1876_;
                uint _e3977 = l_mut_186_;
                bool l_1877_ = (_e3977 == 1u);
                double _e3980 = l_mut_1463_;
                double _e3981 = l_mut_573_;
                double l_1878_ = (l_1877_ ? _e3981 : _e3980);
                l_mut_1463_ = l_1878_;
                uint _e3983 = l_mut_186_;
                bool l_1879_ = (_e3983 == 2u);
                double _e3986 = l_mut_1462_;
                double _e3987 = l_mut_573_;
                double l_1880_ = (l_1879_ ? _e3987 : _e3986);
                l_mut_1462_ = l_1880_;
                uint _e3989 = l_mut_186_;
                bool l_1881_ = (_e3989 == 3u);
                double _e3992 = l_mut_1461_;
                double _e3993 = l_mut_573_;
                double l_1882_ = (l_1881_ ? _e3993 : _e3992);
                l_mut_1461_ = l_1882_;
                double l_1883_ = -(l_4_);
                double _e3996 = l_mut_1464_;
                double l_1884_ = (_e3996 + l_1883_);
                double _e3998 = l_mut_1464_;
                double l_1885_ = (l_1884_ - _e3998);
                double l_1886_ = (l_1884_ - l_1885_);
                double _e4001 = l_mut_1464_;
                double l_1887_ = (_e4001 - l_1886_);
                double l_1888_ = (l_1883_ - l_1885_);
                double l_1889_ = (l_1887_ + l_1888_);
                double _e4005 = l_mut_1463_;
                double l_1890_ = (_e4005 + l_1889_);
                double _e4007 = l_mut_1463_;
                double l_1891_ = (l_1890_ - _e4007);
                double l_1892_ = (l_1890_ - l_1891_);
                double _e4010 = l_mut_1463_;
                double l_1893_ = (_e4010 - l_1892_);
                double l_1894_ = (l_1889_ - l_1891_);
                double l_1895_ = (l_1893_ + l_1894_);
                double _e4014 = l_mut_1462_;
                double l_1896_ = (_e4014 + l_1895_);
                double _e4016 = l_mut_1462_;
                double l_1897_ = (l_1896_ - _e4016);
                double l_1898_ = (l_1896_ - l_1897_);
                double _e4019 = l_mut_1462_;
                double l_1899_ = (_e4019 - l_1898_);
                double l_1900_ = (l_1895_ - l_1897_);
                double l_1901_ = (l_1899_ + l_1900_);
                double _e4023 = l_mut_1461_;
                double l_1902_ = (_e4023 + l_1901_);
                double _e4025 = l_mut_1461_;
                double l_1903_ = (l_1902_ - _e4025);
                double l_1904_ = (l_1902_ - l_1903_);
                double _e4028 = l_mut_1461_;
                double l_1905_ = (_e4028 - l_1904_);
                double l_1906_ = (l_1901_ - l_1903_);
                double l_1907_ = (l_1905_ + l_1906_);
                double l_1908_ = (l_1902_ + l_1907_);
                double l_1909_ = (l_1908_ - l_1902_);
                double l_1910_ = (l_1907_ - l_1909_);
                double l_1911_ = (l_1896_ + l_1908_);
                double l_1912_ = (l_1911_ - l_1896_);
                double l_1913_ = (l_1908_ - l_1912_);
                double l_1914_ = (l_1890_ + l_1911_);
                double l_1915_ = (l_1914_ - l_1890_);
                double l_1916_ = (l_1911_ - l_1915_);
                double l_1917_ = (l_1884_ + l_1914_);
                double l_1918_ = (l_1917_ - l_1884_);
                double l_1919_ = (l_1914_ - l_1918_);
                l_mut_573_ = 0.0L;
                l_mut_572_ = 0.0L;
                l_mut_571_ = 0.0L;
                l_mut_570_ = 0.0L;
                l_mut_185_ = l_1917_;
                l_mut_186_ = 0u;
                double _e4049 = l_mut_185_;
                double l_1920_ = (_e4049 + l_1919_);
                double _e4051 = l_mut_185_;
                double l_1921_ = (l_1920_ - _e4051);
                double l_1922_ = (l_1919_ - l_1921_);
                uint _e4054 = l_mut_186_;
                bool l_1923_ = (_e4054 < 3u);
                bool l_1924_ = (l_1922_ != 0.0L);
                if (l_1923_) {
                    local_160 = l_1924_;
                } else {
                    local_160 = false;
                }
                bool l_1925_ = local_160;
                uint _e4063 = l_mut_186_;
                bool l_1926_ = (_e4063 == 0u);
                if (l_1925_) {
                    local_161 = l_1926_;
                } else {
                    local_161 = false;
                }
                bool l_1927_ = local_161;
                double _e4070 = l_mut_573_;
                double l_1928_ = (l_1927_ ? l_1920_ : _e4070);
                l_mut_573_ = l_1928_;
                uint _e4072 = l_mut_186_;
                bool l_1929_ = (_e4072 == 1u);
                if (l_1925_) {
                    local_162 = l_1929_;
                } else {
                    local_162 = false;
                }
                bool l_1930_ = local_162;
                double _e4079 = l_mut_572_;
                double l_1931_ = (l_1930_ ? l_1920_ : _e4079);
                l_mut_572_ = l_1931_;
                uint _e4081 = l_mut_186_;
                bool l_1932_ = (_e4081 == 2u);
                if (l_1925_) {
                    local_163 = l_1932_;
                } else {
                    local_163 = false;
                }
                bool l_1933_ = local_163;
                double _e4088 = l_mut_571_;
                double l_1934_ = (l_1933_ ? l_1920_ : _e4088);
                l_mut_571_ = l_1934_;
                double l_1935_ = (l_1925_ ? l_1922_ : l_1920_);
                double _e4091 = l_mut_185_;
                double l_1936_ = (_e4091 + l_1919_);
                double l_1937_ = (l_1923_ ? l_1935_ : l_1936_);
                l_mut_185_ = l_1937_;
                uint l_1938_ = uint(l_1925_);
                uint _e4095 = l_mut_186_;
                l_mut_186_ = (_e4095 + l_1938_);
                double _e4097 = l_mut_185_;
                double l_1939_ = (_e4097 + l_1916_);
                double _e4099 = l_mut_185_;
                double l_1940_ = (l_1939_ - _e4099);
                double l_1941_ = (l_1916_ - l_1940_);
                uint _e4102 = l_mut_186_;
                bool l_1942_ = (_e4102 < 3u);
                bool l_1943_ = (l_1941_ != 0.0L);
                if (l_1942_) {
                    local_164 = l_1943_;
                } else {
                    local_164 = false;
                }
                bool l_1944_ = local_164;
                uint _e4111 = l_mut_186_;
                bool l_1945_ = (_e4111 == 0u);
                if (l_1944_) {
                    local_165 = l_1945_;
                } else {
                    local_165 = false;
                }
                bool l_1946_ = local_165;
                double _e4118 = l_mut_573_;
                double l_1947_ = (l_1946_ ? l_1939_ : _e4118);
                l_mut_573_ = l_1947_;
                uint _e4120 = l_mut_186_;
                bool l_1948_ = (_e4120 == 1u);
                if (l_1944_) {
                    local_166 = l_1948_;
                } else {
                    local_166 = false;
                }
                bool l_1949_ = local_166;
                double _e4127 = l_mut_572_;
                double l_1950_ = (l_1949_ ? l_1939_ : _e4127);
                l_mut_572_ = l_1950_;
                uint _e4129 = l_mut_186_;
                bool l_1951_ = (_e4129 == 2u);
                if (l_1944_) {
                    local_167 = l_1951_;
                } else {
                    local_167 = false;
                }
                bool l_1952_ = local_167;
                double _e4136 = l_mut_571_;
                double l_1953_ = (l_1952_ ? l_1939_ : _e4136);
                l_mut_571_ = l_1953_;
                double l_1954_ = (l_1944_ ? l_1941_ : l_1939_);
                double _e4139 = l_mut_185_;
                double l_1955_ = (_e4139 + l_1916_);
                double l_1956_ = (l_1942_ ? l_1954_ : l_1955_);
                l_mut_185_ = l_1956_;
                uint l_1957_ = uint(l_1944_);
                uint _e4143 = l_mut_186_;
                l_mut_186_ = (_e4143 + l_1957_);
                double _e4145 = l_mut_185_;
                double l_1958_ = (_e4145 + l_1913_);
                double _e4147 = l_mut_185_;
                double l_1959_ = (l_1958_ - _e4147);
                double l_1960_ = (l_1913_ - l_1959_);
                uint _e4150 = l_mut_186_;
                bool l_1961_ = (_e4150 < 3u);
                bool l_1962_ = (l_1960_ != 0.0L);
                if (l_1961_) {
                    local_168 = l_1962_;
                } else {
                    local_168 = false;
                }
                bool l_1963_ = local_168;
                uint _e4159 = l_mut_186_;
                bool l_1964_ = (_e4159 == 0u);
                if (l_1963_) {
                    local_169 = l_1964_;
                } else {
                    local_169 = false;
                }
                bool l_1965_ = local_169;
                double _e4166 = l_mut_573_;
                double l_1966_ = (l_1965_ ? l_1958_ : _e4166);
                l_mut_573_ = l_1966_;
                uint _e4168 = l_mut_186_;
                bool l_1967_ = (_e4168 == 1u);
                if (l_1963_) {
                    local_170 = l_1967_;
                } else {
                    local_170 = false;
                }
                bool l_1968_ = local_170;
                double _e4175 = l_mut_572_;
                double l_1969_ = (l_1968_ ? l_1958_ : _e4175);
                l_mut_572_ = l_1969_;
                uint _e4177 = l_mut_186_;
                bool l_1970_ = (_e4177 == 2u);
                if (l_1963_) {
                    local_171 = l_1970_;
                } else {
                    local_171 = false;
                }
                bool l_1971_ = local_171;
                double _e4184 = l_mut_571_;
                double l_1972_ = (l_1971_ ? l_1958_ : _e4184);
                l_mut_571_ = l_1972_;
                double l_1973_ = (l_1963_ ? l_1960_ : l_1958_);
                double _e4187 = l_mut_185_;
                double l_1974_ = (_e4187 + l_1913_);
                double l_1975_ = (l_1961_ ? l_1973_ : l_1974_);
                l_mut_185_ = l_1975_;
                uint l_1976_ = uint(l_1963_);
                uint _e4191 = l_mut_186_;
                l_mut_186_ = (_e4191 + l_1976_);
                double _e4193 = l_mut_185_;
                double l_1977_ = (_e4193 + l_1910_);
                double _e4195 = l_mut_185_;
                double l_1978_ = (l_1977_ - _e4195);
                double l_1979_ = (l_1910_ - l_1978_);
                uint _e4198 = l_mut_186_;
                bool l_1980_ = (_e4198 < 3u);
                bool l_1981_ = (l_1979_ != 0.0L);
                if (l_1980_) {
                    local_172 = l_1981_;
                } else {
                    local_172 = false;
                }
                bool l_1982_ = local_172;
                uint _e4207 = l_mut_186_;
                bool l_1983_ = (_e4207 == 0u);
                if (l_1982_) {
                    local_173 = l_1983_;
                } else {
                    local_173 = false;
                }
                bool l_1984_ = local_173;
                double _e4214 = l_mut_573_;
                double l_1985_ = (l_1984_ ? l_1977_ : _e4214);
                l_mut_573_ = l_1985_;
                uint _e4216 = l_mut_186_;
                bool l_1986_ = (_e4216 == 1u);
                if (l_1982_) {
                    local_174 = l_1986_;
                } else {
                    local_174 = false;
                }
                bool l_1987_ = local_174;
                double _e4223 = l_mut_572_;
                double l_1988_ = (l_1987_ ? l_1977_ : _e4223);
                l_mut_572_ = l_1988_;
                uint _e4225 = l_mut_186_;
                bool l_1989_ = (_e4225 == 2u);
                if (l_1982_) {
                    local_175 = l_1989_;
                } else {
                    local_175 = false;
                }
                bool l_1990_ = local_175;
                double _e4232 = l_mut_571_;
                double l_1991_ = (l_1990_ ? l_1977_ : _e4232);
                l_mut_571_ = l_1991_;
                double l_1992_ = (l_1982_ ? l_1979_ : l_1977_);
                double _e4235 = l_mut_185_;
                double l_1993_ = (_e4235 + l_1910_);
                double l_1994_ = (l_1980_ ? l_1992_ : l_1993_);
                l_mut_185_ = l_1994_;
                uint l_1995_ = uint(l_1982_);
                uint _e4239 = l_mut_186_;
                l_mut_186_ = (_e4239 + l_1995_);
                uint _e4241 = l_mut_186_;
                bool l_1996_ = (_e4241 == 0u);
                double _e4244 = l_mut_573_;
                double _e4245 = l_mut_185_;
                double l_1997_ = (l_1996_ ? _e4245 : _e4244);
                l_mut_573_ = l_1997_;
                uint _e4247 = l_mut_186_;
                bool l_1998_ = (_e4247 == 1u);
                double _e4250 = l_mut_572_;
                double _e4251 = l_mut_185_;
                double l_1999_ = (l_1998_ ? _e4251 : _e4250);
                l_mut_572_ = l_1999_;
                uint _e4253 = l_mut_186_;
                bool l_2000_ = (_e4253 == 2u);
                double _e4256 = l_mut_571_;
                double _e4257 = l_mut_185_;
                double l_2001_ = (l_2000_ ? _e4257 : _e4256);
                l_mut_571_ = l_2001_;
                uint _e4259 = l_mut_186_;
                bool l_2002_ = (_e4259 == 3u);
                double _e4262 = l_mut_570_;
                double _e4263 = l_mut_185_;
                double l_2003_ = (l_2002_ ? _e4263 : _e4262);
                l_mut_570_ = l_2003_;
                double _e4266 = l_mut_80_;
                a_2004_[0] = _e4266;
                double _e4268 = l_mut_573_;
                a_2004_[1] = _e4268;
                double _e4270 = l_mut_115_;
                a_2004_[2] = _e4270;
                double _e4272 = l_mut_572_;
                a_2004_[3] = _e4272;
                double _e4274 = l_mut_116_;
                a_2004_[4] = _e4274;
                double _e4276 = l_mut_571_;
                a_2004_[5] = _e4276;
                double _e4278 = l_mut_117_;
                a_2004_[6] = _e4278;
                double _e4280 = l_mut_570_;
                a_2004_[7] = _e4280;
                double l_2005_ = a_2004_[7];
                l_mut_1464_ = l_2005_;
                double l_2006_ = a_2004_[6];
                double _e4285 = l_mut_1464_;
                double l_2007_ = (l_2006_ + _e4285);
                double l_2008_ = (l_2007_ - l_2006_);
                double l_2009_ = (l_2007_ - l_2008_);
                double l_2010_ = (l_2006_ - l_2009_);
                double _e4290 = l_mut_1464_;
                double l_2011_ = (_e4290 - l_2008_);
                double l_2012_ = (l_2010_ + l_2011_);
                a_2004_[7] = l_2012_;
                l_mut_1464_ = l_2007_;
                double l_2013_ = a_2004_[5];
                double _e4296 = l_mut_1464_;
                double l_2014_ = (l_2013_ + _e4296);
                double l_2015_ = (l_2014_ - l_2013_);
                double l_2016_ = (l_2014_ - l_2015_);
                double l_2017_ = (l_2013_ - l_2016_);
                double _e4301 = l_mut_1464_;
                double l_2018_ = (_e4301 - l_2015_);
                double l_2019_ = (l_2017_ + l_2018_);
                a_2004_[6] = l_2019_;
                l_mut_1464_ = l_2014_;
                double l_2020_ = a_2004_[4];
                double _e4307 = l_mut_1464_;
                double l_2021_ = (l_2020_ + _e4307);
                double l_2022_ = (l_2021_ - l_2020_);
                double l_2023_ = (l_2021_ - l_2022_);
                double l_2024_ = (l_2020_ - l_2023_);
                double _e4312 = l_mut_1464_;
                double l_2025_ = (_e4312 - l_2022_);
                double l_2026_ = (l_2024_ + l_2025_);
                a_2004_[5] = l_2026_;
                l_mut_1464_ = l_2021_;
                double l_2027_ = a_2004_[3];
                double _e4318 = l_mut_1464_;
                double l_2028_ = (l_2027_ + _e4318);
                double l_2029_ = (l_2028_ - l_2027_);
                double l_2030_ = (l_2028_ - l_2029_);
                double l_2031_ = (l_2027_ - l_2030_);
                double _e4323 = l_mut_1464_;
                double l_2032_ = (_e4323 - l_2029_);
                double l_2033_ = (l_2031_ + l_2032_);
                a_2004_[4] = l_2033_;
                l_mut_1464_ = l_2028_;
                double l_2034_ = a_2004_[2];
                double _e4329 = l_mut_1464_;
                double l_2035_ = (l_2034_ + _e4329);
                double l_2036_ = (l_2035_ - l_2034_);
                double l_2037_ = (l_2035_ - l_2036_);
                double l_2038_ = (l_2034_ - l_2037_);
                double _e4334 = l_mut_1464_;
                double l_2039_ = (_e4334 - l_2036_);
                double l_2040_ = (l_2038_ + l_2039_);
                a_2004_[3] = l_2040_;
                l_mut_1464_ = l_2035_;
                double l_2041_ = a_2004_[1];
                double _e4340 = l_mut_1464_;
                double l_2042_ = (l_2041_ + _e4340);
                double l_2043_ = (l_2042_ - l_2041_);
                double l_2044_ = (l_2042_ - l_2043_);
                double l_2045_ = (l_2041_ - l_2044_);
                double _e4345 = l_mut_1464_;
                double l_2046_ = (_e4345 - l_2043_);
                double l_2047_ = (l_2045_ + l_2046_);
                a_2004_[2] = l_2047_;
                l_mut_1464_ = l_2042_;
                double l_2048_ = a_2004_[0];
                double _e4351 = l_mut_1464_;
                double l_2049_ = (l_2048_ + _e4351);
                double l_2050_ = (l_2049_ - l_2048_);
                double l_2051_ = (l_2049_ - l_2050_);
                double l_2052_ = (l_2048_ - l_2051_);
                double _e4356 = l_mut_1464_;
                double l_2053_ = (_e4356 - l_2050_);
                double l_2054_ = (l_2052_ + l_2053_);
                a_2004_[1] = l_2054_;
                l_mut_1464_ = l_2049_;
                double _e4361 = l_mut_1464_;
                a_2004_[0] = _e4361;
                double l_2055_ = a_2004_[7];
                l_mut_1464_ = l_2055_;
                double l_2056_ = a_2004_[6];
                double _e4366 = l_mut_1464_;
                double l_2057_ = (l_2056_ + _e4366);
                double l_2058_ = (l_2057_ - l_2056_);
                double l_2059_ = (l_2057_ - l_2058_);
                double l_2060_ = (l_2056_ - l_2059_);
                double _e4371 = l_mut_1464_;
                double l_2061_ = (_e4371 - l_2058_);
                double l_2062_ = (l_2060_ + l_2061_);
                a_2004_[7] = l_2062_;
                l_mut_1464_ = l_2057_;
                double l_2063_ = a_2004_[5];
                double _e4377 = l_mut_1464_;
                double l_2064_ = (l_2063_ + _e4377);
                double l_2065_ = (l_2064_ - l_2063_);
                double l_2066_ = (l_2064_ - l_2065_);
                double l_2067_ = (l_2063_ - l_2066_);
                double _e4382 = l_mut_1464_;
                double l_2068_ = (_e4382 - l_2065_);
                double l_2069_ = (l_2067_ + l_2068_);
                a_2004_[6] = l_2069_;
                l_mut_1464_ = l_2064_;
                double l_2070_ = a_2004_[4];
                double _e4388 = l_mut_1464_;
                double l_2071_ = (l_2070_ + _e4388);
                double l_2072_ = (l_2071_ - l_2070_);
                double l_2073_ = (l_2071_ - l_2072_);
                double l_2074_ = (l_2070_ - l_2073_);
                double _e4393 = l_mut_1464_;
                double l_2075_ = (_e4393 - l_2072_);
                double l_2076_ = (l_2074_ + l_2075_);
                a_2004_[5] = l_2076_;
                l_mut_1464_ = l_2071_;
                double l_2077_ = a_2004_[3];
                double _e4399 = l_mut_1464_;
                double l_2078_ = (l_2077_ + _e4399);
                double l_2079_ = (l_2078_ - l_2077_);
                double l_2080_ = (l_2078_ - l_2079_);
                double l_2081_ = (l_2077_ - l_2080_);
                double _e4404 = l_mut_1464_;
                double l_2082_ = (_e4404 - l_2079_);
                double l_2083_ = (l_2081_ + l_2082_);
                a_2004_[4] = l_2083_;
                l_mut_1464_ = l_2078_;
                double l_2084_ = a_2004_[2];
                double _e4410 = l_mut_1464_;
                double l_2085_ = (l_2084_ + _e4410);
                double l_2086_ = (l_2085_ - l_2084_);
                double l_2087_ = (l_2085_ - l_2086_);
                double l_2088_ = (l_2084_ - l_2087_);
                double _e4415 = l_mut_1464_;
                double l_2089_ = (_e4415 - l_2086_);
                double l_2090_ = (l_2088_ + l_2089_);
                a_2004_[3] = l_2090_;
                l_mut_1464_ = l_2085_;
                double l_2091_ = a_2004_[1];
                double _e4421 = l_mut_1464_;
                double l_2092_ = (l_2091_ + _e4421);
                double l_2093_ = (l_2092_ - l_2091_);
                double l_2094_ = (l_2092_ - l_2093_);
                double l_2095_ = (l_2091_ - l_2094_);
                double _e4426 = l_mut_1464_;
                double l_2096_ = (_e4426 - l_2093_);
                double l_2097_ = (l_2095_ + l_2096_);
                a_2004_[2] = l_2097_;
                l_mut_1464_ = l_2092_;
                double l_2098_ = a_2004_[0];
                double _e4432 = l_mut_1464_;
                double l_2099_ = (l_2098_ + _e4432);
                double l_2100_ = (l_2099_ - l_2098_);
                double l_2101_ = (l_2099_ - l_2100_);
                double l_2102_ = (l_2098_ - l_2101_);
                double _e4437 = l_mut_1464_;
                double l_2103_ = (_e4437 - l_2100_);
                double l_2104_ = (l_2102_ + l_2103_);
                a_2004_[1] = l_2104_;
                l_mut_1464_ = l_2099_;
                double _e4442 = l_mut_1464_;
                a_2004_[0] = _e4442;
                l_mut_1464_ = 0.0L;
                l_mut_1463_ = 0.0L;
                l_mut_1462_ = 0.0L;
                l_mut_1461_ = 0.0L;
                double l_2105_ = a_2004_[0];
                l_mut_185_ = l_2105_;
                l_mut_186_ = 0u;
                double l_2106_ = a_2004_[1];
                double _e4452 = l_mut_185_;
                double l_2107_ = (_e4452 + l_2106_);
                double _e4454 = l_mut_185_;
                double l_2108_ = (l_2107_ - _e4454);
                double l_2109_ = (l_2107_ - l_2108_);
                double _e4457 = l_mut_185_;
                double l_2110_ = (_e4457 - l_2109_);
                double l_2111_ = (l_2106_ - l_2108_);
                double l_2112_ = (l_2110_ + l_2111_);
                uint _e4461 = l_mut_186_;
                bool l_2113_ = (_e4461 < 3u);
                bool l_2114_ = (l_2112_ != 0.0L);
                if (l_2113_) {
                    local_176 = l_2114_;
                } else {
                    local_176 = false;
                }
                bool l_2115_ = local_176;
                uint _e4470 = l_mut_186_;
                bool l_2116_ = (_e4470 == 0u);
                if (l_2115_) {
                    local_177 = l_2116_;
                } else {
                    local_177 = false;
                }
                bool l_2117_ = local_177;
                double _e4477 = l_mut_1464_;
                double l_2118_ = (l_2117_ ? l_2107_ : _e4477);
                l_mut_1464_ = l_2118_;
                uint _e4479 = l_mut_186_;
                bool l_2119_ = (_e4479 == 1u);
                if (l_2115_) {
                    local_178 = l_2119_;
                } else {
                    local_178 = false;
                }
                bool l_2120_ = local_178;
                double _e4486 = l_mut_1463_;
                double l_2121_ = (l_2120_ ? l_2107_ : _e4486);
                l_mut_1463_ = l_2121_;
                uint _e4488 = l_mut_186_;
                bool l_2122_ = (_e4488 == 2u);
                if (l_2115_) {
                    local_179 = l_2122_;
                } else {
                    local_179 = false;
                }
                bool l_2123_ = local_179;
                double _e4495 = l_mut_1462_;
                double l_2124_ = (l_2123_ ? l_2107_ : _e4495);
                l_mut_1462_ = l_2124_;
                double l_2125_ = (l_2115_ ? l_2112_ : l_2107_);
                double _e4498 = l_mut_185_;
                double l_2126_ = (_e4498 + l_2106_);
                double l_2127_ = (l_2113_ ? l_2125_ : l_2126_);
                l_mut_185_ = l_2127_;
                uint l_2128_ = uint(l_2115_);
                uint _e4502 = l_mut_186_;
                l_mut_186_ = (_e4502 + l_2128_);
                double l_2129_ = a_2004_[2];
                double _e4506 = l_mut_185_;
                double l_2130_ = (_e4506 + l_2129_);
                double _e4508 = l_mut_185_;
                double l_2131_ = (l_2130_ - _e4508);
                double l_2132_ = (l_2130_ - l_2131_);
                double _e4511 = l_mut_185_;
                double l_2133_ = (_e4511 - l_2132_);
                double l_2134_ = (l_2129_ - l_2131_);
                double l_2135_ = (l_2133_ + l_2134_);
                uint _e4515 = l_mut_186_;
                bool l_2136_ = (_e4515 < 3u);
                bool l_2137_ = (l_2135_ != 0.0L);
                if (l_2136_) {
                    local_180 = l_2137_;
                } else {
                    local_180 = false;
                }
                bool l_2138_ = local_180;
                uint _e4524 = l_mut_186_;
                bool l_2139_ = (_e4524 == 0u);
                if (l_2138_) {
                    local_181 = l_2139_;
                } else {
                    local_181 = false;
                }
                bool l_2140_ = local_181;
                double _e4531 = l_mut_1464_;
                double l_2141_ = (l_2140_ ? l_2130_ : _e4531);
                l_mut_1464_ = l_2141_;
                uint _e4533 = l_mut_186_;
                bool l_2142_ = (_e4533 == 1u);
                if (l_2138_) {
                    local_182 = l_2142_;
                } else {
                    local_182 = false;
                }
                bool l_2143_ = local_182;
                double _e4540 = l_mut_1463_;
                double l_2144_ = (l_2143_ ? l_2130_ : _e4540);
                l_mut_1463_ = l_2144_;
                uint _e4542 = l_mut_186_;
                bool l_2145_ = (_e4542 == 2u);
                if (l_2138_) {
                    local_183 = l_2145_;
                } else {
                    local_183 = false;
                }
                bool l_2146_ = local_183;
                double _e4549 = l_mut_1462_;
                double l_2147_ = (l_2146_ ? l_2130_ : _e4549);
                l_mut_1462_ = l_2147_;
                double l_2148_ = (l_2138_ ? l_2135_ : l_2130_);
                double _e4552 = l_mut_185_;
                double l_2149_ = (_e4552 + l_2129_);
                double l_2150_ = (l_2136_ ? l_2148_ : l_2149_);
                l_mut_185_ = l_2150_;
                uint l_2151_ = uint(l_2138_);
                uint _e4556 = l_mut_186_;
                l_mut_186_ = (_e4556 + l_2151_);
                double l_2152_ = a_2004_[3];
                double _e4560 = l_mut_185_;
                double l_2153_ = (_e4560 + l_2152_);
                double _e4562 = l_mut_185_;
                double l_2154_ = (l_2153_ - _e4562);
                double l_2155_ = (l_2153_ - l_2154_);
                double _e4565 = l_mut_185_;
                double l_2156_ = (_e4565 - l_2155_);
                double l_2157_ = (l_2152_ - l_2154_);
                double l_2158_ = (l_2156_ + l_2157_);
                uint _e4569 = l_mut_186_;
                bool l_2159_ = (_e4569 < 3u);
                bool l_2160_ = (l_2158_ != 0.0L);
                if (l_2159_) {
                    local_184 = l_2160_;
                } else {
                    local_184 = false;
                }
                bool l_2161_ = local_184;
                uint _e4578 = l_mut_186_;
                bool l_2162_ = (_e4578 == 0u);
                if (l_2161_) {
                    local_185 = l_2162_;
                } else {
                    local_185 = false;
                }
                bool l_2163_ = local_185;
                double _e4585 = l_mut_1464_;
                double l_2164_ = (l_2163_ ? l_2153_ : _e4585);
                l_mut_1464_ = l_2164_;
                uint _e4587 = l_mut_186_;
                bool l_2165_ = (_e4587 == 1u);
                if (l_2161_) {
                    local_186 = l_2165_;
                } else {
                    local_186 = false;
                }
                bool l_2166_ = local_186;
                double _e4594 = l_mut_1463_;
                double l_2167_ = (l_2166_ ? l_2153_ : _e4594);
                l_mut_1463_ = l_2167_;
                uint _e4596 = l_mut_186_;
                bool l_2168_ = (_e4596 == 2u);
                if (l_2161_) {
                    local_187 = l_2168_;
                } else {
                    local_187 = false;
                }
                bool l_2169_ = local_187;
                double _e4603 = l_mut_1462_;
                double l_2170_ = (l_2169_ ? l_2153_ : _e4603);
                l_mut_1462_ = l_2170_;
                double l_2171_ = (l_2161_ ? l_2158_ : l_2153_);
                double _e4606 = l_mut_185_;
                double l_2172_ = (_e4606 + l_2152_);
                double l_2173_ = (l_2159_ ? l_2171_ : l_2172_);
                l_mut_185_ = l_2173_;
                uint l_2174_ = uint(l_2161_);
                uint _e4610 = l_mut_186_;
                l_mut_186_ = (_e4610 + l_2174_);
                double l_2175_ = a_2004_[4];
                double _e4614 = l_mut_185_;
                double l_2176_ = (_e4614 + l_2175_);
                double _e4616 = l_mut_185_;
                double l_2177_ = (l_2176_ - _e4616);
                double l_2178_ = (l_2176_ - l_2177_);
                double _e4619 = l_mut_185_;
                double l_2179_ = (_e4619 - l_2178_);
                double l_2180_ = (l_2175_ - l_2177_);
                double l_2181_ = (l_2179_ + l_2180_);
                uint _e4623 = l_mut_186_;
                bool l_2182_ = (_e4623 < 3u);
                bool l_2183_ = (l_2181_ != 0.0L);
                if (l_2182_) {
                    local_188 = l_2183_;
                } else {
                    local_188 = false;
                }
                bool l_2184_ = local_188;
                uint _e4632 = l_mut_186_;
                bool l_2185_ = (_e4632 == 0u);
                if (l_2184_) {
                    local_189 = l_2185_;
                } else {
                    local_189 = false;
                }
                bool l_2186_ = local_189;
                double _e4639 = l_mut_1464_;
                double l_2187_ = (l_2186_ ? l_2176_ : _e4639);
                l_mut_1464_ = l_2187_;
                uint _e4641 = l_mut_186_;
                bool l_2188_ = (_e4641 == 1u);
                if (l_2184_) {
                    local_190 = l_2188_;
                } else {
                    local_190 = false;
                }
                bool l_2189_ = local_190;
                double _e4648 = l_mut_1463_;
                double l_2190_ = (l_2189_ ? l_2176_ : _e4648);
                l_mut_1463_ = l_2190_;
                uint _e4650 = l_mut_186_;
                bool l_2191_ = (_e4650 == 2u);
                if (l_2184_) {
                    local_191 = l_2191_;
                } else {
                    local_191 = false;
                }
                bool l_2192_ = local_191;
                double _e4657 = l_mut_1462_;
                double l_2193_ = (l_2192_ ? l_2176_ : _e4657);
                l_mut_1462_ = l_2193_;
                double l_2194_ = (l_2184_ ? l_2181_ : l_2176_);
                double _e4660 = l_mut_185_;
                double l_2195_ = (_e4660 + l_2175_);
                double l_2196_ = (l_2182_ ? l_2194_ : l_2195_);
                l_mut_185_ = l_2196_;
                uint l_2197_ = uint(l_2184_);
                uint _e4664 = l_mut_186_;
                l_mut_186_ = (_e4664 + l_2197_);
                double l_2198_ = a_2004_[5];
                double _e4668 = l_mut_185_;
                double l_2199_ = (_e4668 + l_2198_);
                double _e4670 = l_mut_185_;
                double l_2200_ = (l_2199_ - _e4670);
                double l_2201_ = (l_2199_ - l_2200_);
                double _e4673 = l_mut_185_;
                double l_2202_ = (_e4673 - l_2201_);
                double l_2203_ = (l_2198_ - l_2200_);
                double l_2204_ = (l_2202_ + l_2203_);
                uint _e4677 = l_mut_186_;
                bool l_2205_ = (_e4677 < 3u);
                bool l_2206_ = (l_2204_ != 0.0L);
                if (l_2205_) {
                    local_192 = l_2206_;
                } else {
                    local_192 = false;
                }
                bool l_2207_ = local_192;
                uint _e4686 = l_mut_186_;
                bool l_2208_ = (_e4686 == 0u);
                if (l_2207_) {
                    local_193 = l_2208_;
                } else {
                    local_193 = false;
                }
                bool l_2209_ = local_193;
                double _e4693 = l_mut_1464_;
                double l_2210_ = (l_2209_ ? l_2199_ : _e4693);
                l_mut_1464_ = l_2210_;
                uint _e4695 = l_mut_186_;
                bool l_2211_ = (_e4695 == 1u);
                if (l_2207_) {
                    local_194 = l_2211_;
                } else {
                    local_194 = false;
                }
                bool l_2212_ = local_194;
                double _e4702 = l_mut_1463_;
                double l_2213_ = (l_2212_ ? l_2199_ : _e4702);
                l_mut_1463_ = l_2213_;
                uint _e4704 = l_mut_186_;
                bool l_2214_ = (_e4704 == 2u);
                if (l_2207_) {
                    local_195 = l_2214_;
                } else {
                    local_195 = false;
                }
                bool l_2215_ = local_195;
                double _e4711 = l_mut_1462_;
                double l_2216_ = (l_2215_ ? l_2199_ : _e4711);
                l_mut_1462_ = l_2216_;
                double l_2217_ = (l_2207_ ? l_2204_ : l_2199_);
                double _e4714 = l_mut_185_;
                double l_2218_ = (_e4714 + l_2198_);
                double l_2219_ = (l_2205_ ? l_2217_ : l_2218_);
                l_mut_185_ = l_2219_;
                uint l_2220_ = uint(l_2207_);
                uint _e4718 = l_mut_186_;
                l_mut_186_ = (_e4718 + l_2220_);
                double l_2221_ = a_2004_[6];
                double _e4722 = l_mut_185_;
                double l_2222_ = (_e4722 + l_2221_);
                double _e4724 = l_mut_185_;
                double l_2223_ = (l_2222_ - _e4724);
                double l_2224_ = (l_2222_ - l_2223_);
                double _e4727 = l_mut_185_;
                double l_2225_ = (_e4727 - l_2224_);
                double l_2226_ = (l_2221_ - l_2223_);
                double l_2227_ = (l_2225_ + l_2226_);
                uint _e4731 = l_mut_186_;
                bool l_2228_ = (_e4731 < 3u);
                bool l_2229_ = (l_2227_ != 0.0L);
                if (l_2228_) {
                    local_196 = l_2229_;
                } else {
                    local_196 = false;
                }
                bool l_2230_ = local_196;
                uint _e4740 = l_mut_186_;
                bool l_2231_ = (_e4740 == 0u);
                if (l_2230_) {
                    local_197 = l_2231_;
                } else {
                    local_197 = false;
                }
                bool l_2232_ = local_197;
                double _e4747 = l_mut_1464_;
                double l_2233_ = (l_2232_ ? l_2222_ : _e4747);
                l_mut_1464_ = l_2233_;
                uint _e4749 = l_mut_186_;
                bool l_2234_ = (_e4749 == 1u);
                if (l_2230_) {
                    local_198 = l_2234_;
                } else {
                    local_198 = false;
                }
                bool l_2235_ = local_198;
                double _e4756 = l_mut_1463_;
                double l_2236_ = (l_2235_ ? l_2222_ : _e4756);
                l_mut_1463_ = l_2236_;
                uint _e4758 = l_mut_186_;
                bool l_2237_ = (_e4758 == 2u);
                if (l_2230_) {
                    local_199 = l_2237_;
                } else {
                    local_199 = false;
                }
                bool l_2238_ = local_199;
                double _e4765 = l_mut_1462_;
                double l_2239_ = (l_2238_ ? l_2222_ : _e4765);
                l_mut_1462_ = l_2239_;
                double l_2240_ = (l_2230_ ? l_2227_ : l_2222_);
                double _e4768 = l_mut_185_;
                double l_2241_ = (_e4768 + l_2221_);
                double l_2242_ = (l_2228_ ? l_2240_ : l_2241_);
                l_mut_185_ = l_2242_;
                uint l_2243_ = uint(l_2230_);
                uint _e4772 = l_mut_186_;
                l_mut_186_ = (_e4772 + l_2243_);
                double l_2244_ = a_2004_[7];
                double _e4776 = l_mut_185_;
                double l_2245_ = (_e4776 + l_2244_);
                double _e4778 = l_mut_185_;
                double l_2246_ = (l_2245_ - _e4778);
                double l_2247_ = (l_2245_ - l_2246_);
                double _e4781 = l_mut_185_;
                double l_2248_ = (_e4781 - l_2247_);
                double l_2249_ = (l_2244_ - l_2246_);
                double l_2250_ = (l_2248_ + l_2249_);
                uint _e4785 = l_mut_186_;
                bool l_2251_ = (_e4785 < 3u);
                bool l_2252_ = (l_2250_ != 0.0L);
                if (l_2251_) {
                    local_200 = l_2252_;
                } else {
                    local_200 = false;
                }
                bool l_2253_ = local_200;
                uint _e4794 = l_mut_186_;
                bool l_2254_ = (_e4794 == 0u);
                if (l_2253_) {
                    local_201 = l_2254_;
                } else {
                    local_201 = false;
                }
                bool l_2255_ = local_201;
                double _e4801 = l_mut_1464_;
                double l_2256_ = (l_2255_ ? l_2245_ : _e4801);
                l_mut_1464_ = l_2256_;
                uint _e4803 = l_mut_186_;
                bool l_2257_ = (_e4803 == 1u);
                if (l_2253_) {
                    local_202 = l_2257_;
                } else {
                    local_202 = false;
                }
                bool l_2258_ = local_202;
                double _e4810 = l_mut_1463_;
                double l_2259_ = (l_2258_ ? l_2245_ : _e4810);
                l_mut_1463_ = l_2259_;
                uint _e4812 = l_mut_186_;
                bool l_2260_ = (_e4812 == 2u);
                if (l_2253_) {
                    local_203 = l_2260_;
                } else {
                    local_203 = false;
                }
                bool l_2261_ = local_203;
                double _e4819 = l_mut_1462_;
                double l_2262_ = (l_2261_ ? l_2245_ : _e4819);
                l_mut_1462_ = l_2262_;
                double l_2263_ = (l_2253_ ? l_2250_ : l_2245_);
                double _e4822 = l_mut_185_;
                double l_2264_ = (_e4822 + l_2244_);
                double l_2265_ = (l_2251_ ? l_2263_ : l_2264_);
                l_mut_185_ = l_2265_;
                uint l_2266_ = uint(l_2253_);
                uint _e4826 = l_mut_186_;
                l_mut_186_ = (_e4826 + l_2266_);
                uint _e4828 = l_mut_186_;
                bool l_2267_ = (_e4828 == 0u);
                double _e4831 = l_mut_1464_;
                double _e4832 = l_mut_185_;
                double l_2268_ = (l_2267_ ? _e4832 : _e4831);
                l_mut_1464_ = l_2268_;
                uint _e4834 = l_mut_186_;
                bool l_2269_ = (_e4834 == 1u);
                double _e4837 = l_mut_1463_;
                double _e4838 = l_mut_185_;
                double l_2270_ = (l_2269_ ? _e4838 : _e4837);
                l_mut_1463_ = l_2270_;
                uint _e4840 = l_mut_186_;
                bool l_2271_ = (_e4840 == 2u);
                double _e4843 = l_mut_1462_;
                double _e4844 = l_mut_185_;
                double l_2272_ = (l_2271_ ? _e4844 : _e4843);
                l_mut_1462_ = l_2272_;
                uint _e4846 = l_mut_186_;
                bool l_2273_ = (_e4846 == 3u);
                double _e4849 = l_mut_1461_;
                double _e4850 = l_mut_185_;
                double l_2274_ = (l_2273_ ? _e4850 : _e4849);
                l_mut_1461_ = l_2274_;
                double _e4852 = l_mut_1464_;
                l_mut_80_ = _e4852;
                double _e4853 = l_mut_1463_;
                l_mut_115_ = _e4853;
                double _e4854 = l_mut_1462_;
                l_mut_116_ = _e4854;
                double _e4855 = l_mut_1461_;
                l_mut_117_ = _e4855;
            }
        }
        uint l_2399_ = asuint(info.Load(12+0));
        uint l_2400_ = (l_2399_ * 1u);
        bool l_2401_ = (id < l_2400_);
        if (l_2401_) {
            double _e4868 = l_mut_80_;
            buffer_3_global.Store(id*8, _e4868);
        }
        uint l_2275_ = (l_1_ + id);
        uint l_2402_ = asuint(info.Load(12+0));
        uint l_2403_ = (l_2402_ * 1u);
        bool l_2404_ = (l_2275_ < l_2403_);
        if (l_2404_) {
            double _e4879 = l_mut_115_;
            buffer_3_global.Store(l_2275_*8, _e4879);
        }
        uint l_2276_ = (2u * l_1_);
        uint l_2277_ = (l_2276_ + id);
        uint l_2405_ = asuint(info.Load(12+0));
        uint l_2406_ = (l_2405_ * 1u);
        bool l_2407_ = (l_2277_ < l_2406_);
        if (l_2407_) {
            double _e4892 = l_mut_116_;
            buffer_3_global.Store(l_2277_*8, _e4892);
        }
        uint l_2278_ = (3u * l_1_);
        uint l_2279_ = (l_2278_ + id);
        uint l_2408_ = asuint(info.Load(12+0));
        uint l_2409_ = (l_2408_ * 1u);
        bool l_2410_ = (l_2279_ < l_2409_);
        if (l_2410_) {
            double _e4905 = l_mut_117_;
            buffer_3_global.Store(l_2279_*8, _e4905);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
