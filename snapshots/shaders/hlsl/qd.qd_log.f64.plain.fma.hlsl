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
    double a_410_[8] = (double[8])0;
    double a_1413_[8] = (double[8])0;
    double a_2142_[8] = (double[8])0;
    double l_mut_100_ = (double)0;
    uint l_mut_101_ = (uint)0;
    double l_mut_1514_ = (double)0;
    double l_mut_1515_ = (double)0;
    double l_mut_1516_ = (double)0;
    double l_mut_1518_ = (double)0;
    double l_mut_29_ = (double)0;
    double l_mut_30_ = (double)0;
    double l_mut_31_ = (double)0;
    double l_mut_32_ = (double)0;
    double l_mut_511_ = (double)0;
    double l_mut_512_ = (double)0;
    double l_mut_513_ = (double)0;
    double l_mut_515_ = (double)0;
    double l_mut_51_ = (double)0;
    double l_mut_52_ = (double)0;
    double l_mut_53_ = (double)0;
    double l_mut_54_ = (double)0;
    double l_mut_96_ = (double)0;
    double l_mut_97_ = (double)0;
    double l_mut_98_ = (double)0;
    double l_mut_99_ = (double)0;
    uint l_mut_33_ = 0u;
    uint l_mut_55_ = (uint)0;
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
    uint l_mut_199_ = (uint)0;
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
    uint l_mut_1207_ = (uint)0;
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
    uint l_mut_1812_ = (uint)0;
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
    bool local_204 = (bool)0;
    bool local_205 = (bool)0;
    bool local_206 = (bool)0;
    bool local_207 = (bool)0;
    bool local_208 = (bool)0;
    bool local_209 = (bool)0;
    bool local_210 = (bool)0;
    bool local_211 = (bool)0;
    bool local_212 = (bool)0;
    bool local_213 = (bool)0;
    bool local_214 = (bool)0;
    bool local_215 = (bool)0;
    bool local_216 = (bool)0;
    bool local_217 = (bool)0;
    bool local_218 = (bool)0;
    bool local_219 = (bool)0;
    bool local_220 = (bool)0;
    bool local_221 = (bool)0;
    bool local_222 = (bool)0;
    bool local_223 = (bool)0;
    bool local_224 = (bool)0;
    bool local_225 = (bool)0;
    bool local_226 = (bool)0;
    bool local_227 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 4u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_2418_ = asuint(info.Load(8+0));
        uint l_2419_ = (l_2418_ * 1u);
        bool l_2420_ = (0u < l_2419_);
        uint l_2421_ = (l_2419_ - 1u);
        uint l_2422_ = min(0u, l_2421_);
        double l_2423_ = buffer_2_global.Load<double>(l_2422_*8);
        double l_3_ = (l_2420_ ? l_2423_ : 0.0L);
        uint l_2425_ = asuint(info.Load(8+0));
        uint l_2426_ = (l_2425_ * 1u);
        bool l_2427_ = (1u < l_2426_);
        uint l_2428_ = (l_2426_ - 1u);
        uint l_2429_ = min(1u, l_2428_);
        double l_2430_ = buffer_2_global.Load<double>(l_2429_*8);
        double l_4_ = (l_2427_ ? l_2430_ : 0.0L);
        uint l_2432_ = asuint(info.Load(0+0));
        uint l_2433_ = (l_2432_ * 1u);
        bool l_2434_ = (id < l_2433_);
        uint l_2435_ = (l_2433_ - 1u);
        uint l_2436_ = min(id, l_2435_);
        double l_2437_ = buffer_0_global.Load<double>(l_2436_*8);
        double l_5_ = (l_2434_ ? l_2437_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_2439_ = asuint(info.Load(0+0));
        uint l_2440_ = (l_2439_ * 1u);
        bool l_2441_ = (l_6_ < l_2440_);
        uint l_2442_ = (l_2440_ - 1u);
        uint l_2443_ = min(l_6_, l_2442_);
        double l_2444_ = buffer_0_global.Load<double>(l_2443_*8);
        double l_7_ = (l_2441_ ? l_2444_ : 0.0L);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_2446_ = asuint(info.Load(0+0));
        uint l_2447_ = (l_2446_ * 1u);
        bool l_2448_ = (l_9_ < l_2447_);
        uint l_2449_ = (l_2447_ - 1u);
        uint l_2450_ = min(l_9_, l_2449_);
        double l_2451_ = buffer_0_global.Load<double>(l_2450_*8);
        double l_10_ = (l_2448_ ? l_2451_ : 0.0L);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_2453_ = asuint(info.Load(0+0));
        uint l_2454_ = (l_2453_ * 1u);
        bool l_2455_ = (l_12_ < l_2454_);
        uint l_2456_ = (l_2454_ - 1u);
        uint l_2457_ = min(l_12_, l_2456_);
        double l_2458_ = buffer_0_global.Load<double>(l_2457_*8);
        double l_13_ = (l_2455_ ? l_2458_ : 0.0L);
        uint l_2460_ = asuint(info.Load(4+0));
        uint l_2461_ = (l_2460_ * 1u);
        bool l_2462_ = (id < l_2461_);
        uint l_2463_ = (l_2461_ - 1u);
        uint l_2464_ = min(id, l_2463_);
        double l_2465_ = buffer_1_global.Load<double>(l_2464_*8);
        double l_14_ = (l_2462_ ? l_2465_ : 0.0L);
        uint l_15_ = (l_1_ + id);
        uint l_2467_ = asuint(info.Load(4+0));
        uint l_2468_ = (l_2467_ * 1u);
        bool l_2469_ = (l_15_ < l_2468_);
        uint l_2470_ = (l_2468_ - 1u);
        uint l_2471_ = min(l_15_, l_2470_);
        double l_2472_ = buffer_1_global.Load<double>(l_2471_*8);
        double l_16_ = (l_2469_ ? l_2472_ : 0.0L);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_2474_ = asuint(info.Load(4+0));
        uint l_2475_ = (l_2474_ * 1u);
        bool l_2476_ = (l_18_ < l_2475_);
        uint l_2477_ = (l_2475_ - 1u);
        uint l_2478_ = min(l_18_, l_2477_);
        double l_2479_ = buffer_1_global.Load<double>(l_2478_*8);
        double l_19_ = (l_2476_ ? l_2479_ : 0.0L);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_2481_ = asuint(info.Load(4+0));
        uint l_2482_ = (l_2481_ * 1u);
        bool l_2483_ = (l_21_ < l_2482_);
        uint l_2484_ = (l_2482_ - 1u);
        uint l_2485_ = min(l_21_, l_2484_);
        double l_2486_ = buffer_1_global.Load<double>(l_2485_*8);
        double l_22_ = (l_2483_ ? l_2486_ : 0.0L);
        uint l_2488_ = asuint(info.Load(8+0));
        uint l_2489_ = (l_2488_ * 1u);
        bool l_2490_ = (4u < l_2489_);
        uint l_2491_ = (l_2489_ - 1u);
        uint l_2492_ = min(4u, l_2491_);
        double l_2493_ = buffer_2_global.Load<double>(l_2492_*8);
        double l_24_ = (l_2490_ ? l_2493_ : 0.0L);
        uint l_25_ = naga_f2u32(l_24_);
        float l_26_ = float(l_5_);
        float l_27_ = log(l_26_);
        double l_28_ = double(l_27_);
        l_mut_29_ = l_28_;
        l_mut_30_ = 0.0L;
        l_mut_31_ = 0.0L;
        l_mut_32_ = 0.0L;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e5191 = l_mut_33_;
                l_mut_33_ = (_e5191 + 1u);
            }
            loop_init = false;
            uint _e250 = l_mut_33_;
            if ((_e250 < l_25_)) {
            } else {
                break;
            }
            {
                double _e252 = l_mut_29_;
                double l_34_ = -(_e252);
                double _e254 = l_mut_30_;
                double l_35_ = -(_e254);
                double _e256 = l_mut_31_;
                double l_36_ = -(_e256);
                double _e258 = l_mut_32_;
                double l_37_ = -(_e258);
                uint l_2507_ = asuint(info.Load(8+0));
                uint l_2508_ = (l_2507_ * 1u);
                bool l_2509_ = (2u < l_2508_);
                uint l_2510_ = (l_2508_ - 1u);
                uint l_2511_ = min(2u, l_2510_);
                double l_2512_ = buffer_2_global.Load<double>(l_2511_*8);
                double l_39_ = (l_2509_ ? l_2512_ : 0.0L);
                uint l_40_ = naga_f2u32(l_39_);
                uint l_2514_ = asuint(info.Load(8+0));
                uint l_2515_ = (l_2514_ * 1u);
                bool l_2516_ = (3u < l_2515_);
                uint l_2517_ = (l_2515_ - 1u);
                uint l_2518_ = min(3u, l_2517_);
                double l_2519_ = buffer_2_global.Load<double>(l_2518_*8);
                double l_42_ = (l_2516_ ? l_2519_ : 0.0L);
                uint l_43_ = naga_f2u32(l_42_);
                uint l_2521_ = asuint(info.Load(8+0));
                uint l_2522_ = (l_2521_ * 1u);
                bool l_2523_ = (5u < l_2522_);
                uint l_2524_ = (l_2522_ - 1u);
                uint l_2525_ = min(5u, l_2524_);
                double l_2526_ = buffer_2_global.Load<double>(l_2525_*8);
                double l_45_ = (l_2523_ ? l_2526_ : 0.0L);
                double l_46_ = (l_34_ / l_45_);
                double l_47_ = (l_46_ + 0.5L);
                double l_48_ = floor(l_47_);
                double l_50_ = (l_48_ * 1.0L);
                l_mut_51_ = l_34_;
                l_mut_52_ = l_35_;
                l_mut_53_ = l_36_;
                l_mut_54_ = l_37_;
                l_mut_55_ = 0u;
                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                bool loop_init_1 = true;
                while(true) {
                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                    if (!loop_init_1) {
                        uint _e614 = l_mut_55_;
                        l_mut_55_ = (_e614 + 1u);
                    }
                    loop_init_1 = false;
                    uint _e319 = l_mut_55_;
                    if ((_e319 < l_43_)) {
                    } else {
                        break;
                    }
                    {
                        uint _e321 = l_mut_55_;
                        uint l_56_ = (5u + _e321);
                        uint l_2556_ = asuint(info.Load(8+0));
                        uint l_2557_ = (l_2556_ * 1u);
                        bool l_2558_ = (l_56_ < l_2557_);
                        uint l_2559_ = (l_2557_ - 1u);
                        uint l_2560_ = min(l_56_, l_2559_);
                        double l_2561_ = buffer_2_global.Load<double>(l_2560_*8);
                        double l_57_ = (l_2558_ ? l_2561_ : 0.0L);
                        double l_58_ = -(l_57_);
                        double l_59_ = (l_50_ * l_58_);
                        double _e340 = l_mut_51_;
                        double l_60_ = (_e340 + l_59_);
                        double _e342 = l_mut_51_;
                        double l_61_ = (l_60_ - _e342);
                        double l_62_ = (l_60_ - l_61_);
                        double _e345 = l_mut_51_;
                        double l_63_ = (_e345 - l_62_);
                        double l_64_ = (l_59_ - l_61_);
                        double l_65_ = (l_63_ + l_64_);
                        double _e349 = l_mut_52_;
                        double l_66_ = (_e349 + l_65_);
                        double _e351 = l_mut_52_;
                        double l_67_ = (l_66_ - _e351);
                        double l_68_ = (l_66_ - l_67_);
                        double _e354 = l_mut_52_;
                        double l_69_ = (_e354 - l_68_);
                        double l_70_ = (l_65_ - l_67_);
                        double l_71_ = (l_69_ + l_70_);
                        double _e358 = l_mut_53_;
                        double l_72_ = (_e358 + l_71_);
                        double _e360 = l_mut_53_;
                        double l_73_ = (l_72_ - _e360);
                        double l_74_ = (l_72_ - l_73_);
                        double _e363 = l_mut_53_;
                        double l_75_ = (_e363 - l_74_);
                        double l_76_ = (l_71_ - l_73_);
                        double l_77_ = (l_75_ + l_76_);
                        double _e367 = l_mut_54_;
                        double l_78_ = (_e367 + l_77_);
                        double _e369 = l_mut_54_;
                        double l_79_ = (l_78_ - _e369);
                        double l_80_ = (l_78_ - l_79_);
                        double _e372 = l_mut_54_;
                        double l_81_ = (_e372 - l_80_);
                        double l_82_ = (l_77_ - l_79_);
                        double l_83_ = (l_81_ + l_82_);
                        double l_84_ = (l_78_ + l_83_);
                        double l_85_ = (l_84_ - l_78_);
                        double l_86_ = (l_83_ - l_85_);
                        double l_87_ = (l_72_ + l_84_);
                        double l_88_ = (l_87_ - l_72_);
                        double l_89_ = (l_84_ - l_88_);
                        double l_90_ = (l_66_ + l_87_);
                        double l_91_ = (l_90_ - l_66_);
                        double l_92_ = (l_87_ - l_91_);
                        double l_93_ = (l_60_ + l_90_);
                        double l_94_ = (l_93_ - l_60_);
                        double l_95_ = (l_90_ - l_94_);
                        l_mut_96_ = 0.0L;
                        l_mut_97_ = 0.0L;
                        l_mut_98_ = 0.0L;
                        l_mut_99_ = 0.0L;
                        l_mut_100_ = l_93_;
                        l_mut_101_ = 0u;
                        double _e393 = l_mut_100_;
                        double l_102_ = (_e393 + l_95_);
                        double _e395 = l_mut_100_;
                        double l_103_ = (l_102_ - _e395);
                        double l_104_ = (l_95_ - l_103_);
                        uint _e398 = l_mut_101_;
                        bool l_105_ = (_e398 < 3u);
                        bool l_106_ = (l_104_ != 0.0L);
                        if (l_105_) {
                            local = l_106_;
                        } else {
                            local = false;
                        }
                        bool l_107_ = local;
                        uint _e407 = l_mut_101_;
                        bool l_108_ = (_e407 == 0u);
                        if (l_107_) {
                            local_1 = l_108_;
                        } else {
                            local_1 = false;
                        }
                        bool l_109_ = local_1;
                        double _e414 = l_mut_96_;
                        double l_110_ = (l_109_ ? l_102_ : _e414);
                        l_mut_96_ = l_110_;
                        uint _e416 = l_mut_101_;
                        bool l_111_ = (_e416 == 1u);
                        if (l_107_) {
                            local_2 = l_111_;
                        } else {
                            local_2 = false;
                        }
                        bool l_112_ = local_2;
                        double _e423 = l_mut_97_;
                        double l_113_ = (l_112_ ? l_102_ : _e423);
                        l_mut_97_ = l_113_;
                        uint _e425 = l_mut_101_;
                        bool l_114_ = (_e425 == 2u);
                        if (l_107_) {
                            local_3 = l_114_;
                        } else {
                            local_3 = false;
                        }
                        bool l_115_ = local_3;
                        double _e432 = l_mut_98_;
                        double l_116_ = (l_115_ ? l_102_ : _e432);
                        l_mut_98_ = l_116_;
                        double l_117_ = (l_107_ ? l_104_ : l_102_);
                        double _e435 = l_mut_100_;
                        double l_118_ = (_e435 + l_95_);
                        double l_119_ = (l_105_ ? l_117_ : l_118_);
                        l_mut_100_ = l_119_;
                        uint l_120_ = uint(l_107_);
                        uint _e439 = l_mut_101_;
                        l_mut_101_ = (_e439 + l_120_);
                        double _e441 = l_mut_100_;
                        double l_121_ = (_e441 + l_92_);
                        double _e443 = l_mut_100_;
                        double l_122_ = (l_121_ - _e443);
                        double l_123_ = (l_92_ - l_122_);
                        uint _e446 = l_mut_101_;
                        bool l_124_ = (_e446 < 3u);
                        bool l_125_ = (l_123_ != 0.0L);
                        if (l_124_) {
                            local_4 = l_125_;
                        } else {
                            local_4 = false;
                        }
                        bool l_126_ = local_4;
                        uint _e455 = l_mut_101_;
                        bool l_127_ = (_e455 == 0u);
                        if (l_126_) {
                            local_5 = l_127_;
                        } else {
                            local_5 = false;
                        }
                        bool l_128_ = local_5;
                        double _e462 = l_mut_96_;
                        double l_129_ = (l_128_ ? l_121_ : _e462);
                        l_mut_96_ = l_129_;
                        uint _e464 = l_mut_101_;
                        bool l_130_ = (_e464 == 1u);
                        if (l_126_) {
                            local_6 = l_130_;
                        } else {
                            local_6 = false;
                        }
                        bool l_131_ = local_6;
                        double _e471 = l_mut_97_;
                        double l_132_ = (l_131_ ? l_121_ : _e471);
                        l_mut_97_ = l_132_;
                        uint _e473 = l_mut_101_;
                        bool l_133_ = (_e473 == 2u);
                        if (l_126_) {
                            local_7 = l_133_;
                        } else {
                            local_7 = false;
                        }
                        bool l_134_ = local_7;
                        double _e480 = l_mut_98_;
                        double l_135_ = (l_134_ ? l_121_ : _e480);
                        l_mut_98_ = l_135_;
                        double l_136_ = (l_126_ ? l_123_ : l_121_);
                        double _e483 = l_mut_100_;
                        double l_137_ = (_e483 + l_92_);
                        double l_138_ = (l_124_ ? l_136_ : l_137_);
                        l_mut_100_ = l_138_;
                        uint l_139_ = uint(l_126_);
                        uint _e487 = l_mut_101_;
                        l_mut_101_ = (_e487 + l_139_);
                        double _e489 = l_mut_100_;
                        double l_140_ = (_e489 + l_89_);
                        double _e491 = l_mut_100_;
                        double l_141_ = (l_140_ - _e491);
                        double l_142_ = (l_89_ - l_141_);
                        uint _e494 = l_mut_101_;
                        bool l_143_ = (_e494 < 3u);
                        bool l_144_ = (l_142_ != 0.0L);
                        if (l_143_) {
                            local_8 = l_144_;
                        } else {
                            local_8 = false;
                        }
                        bool l_145_ = local_8;
                        uint _e503 = l_mut_101_;
                        bool l_146_ = (_e503 == 0u);
                        if (l_145_) {
                            local_9 = l_146_;
                        } else {
                            local_9 = false;
                        }
                        bool l_147_ = local_9;
                        double _e510 = l_mut_96_;
                        double l_148_ = (l_147_ ? l_140_ : _e510);
                        l_mut_96_ = l_148_;
                        uint _e512 = l_mut_101_;
                        bool l_149_ = (_e512 == 1u);
                        if (l_145_) {
                            local_10 = l_149_;
                        } else {
                            local_10 = false;
                        }
                        bool l_150_ = local_10;
                        double _e519 = l_mut_97_;
                        double l_151_ = (l_150_ ? l_140_ : _e519);
                        l_mut_97_ = l_151_;
                        uint _e521 = l_mut_101_;
                        bool l_152_ = (_e521 == 2u);
                        if (l_145_) {
                            local_11 = l_152_;
                        } else {
                            local_11 = false;
                        }
                        bool l_153_ = local_11;
                        double _e528 = l_mut_98_;
                        double l_154_ = (l_153_ ? l_140_ : _e528);
                        l_mut_98_ = l_154_;
                        double l_155_ = (l_145_ ? l_142_ : l_140_);
                        double _e531 = l_mut_100_;
                        double l_156_ = (_e531 + l_89_);
                        double l_157_ = (l_143_ ? l_155_ : l_156_);
                        l_mut_100_ = l_157_;
                        uint l_158_ = uint(l_145_);
                        uint _e535 = l_mut_101_;
                        l_mut_101_ = (_e535 + l_158_);
                        double _e537 = l_mut_100_;
                        double l_159_ = (_e537 + l_86_);
                        double _e539 = l_mut_100_;
                        double l_160_ = (l_159_ - _e539);
                        double l_161_ = (l_86_ - l_160_);
                        uint _e542 = l_mut_101_;
                        bool l_162_ = (_e542 < 3u);
                        bool l_163_ = (l_161_ != 0.0L);
                        if (l_162_) {
                            local_12 = l_163_;
                        } else {
                            local_12 = false;
                        }
                        bool l_164_ = local_12;
                        uint _e551 = l_mut_101_;
                        bool l_165_ = (_e551 == 0u);
                        if (l_164_) {
                            local_13 = l_165_;
                        } else {
                            local_13 = false;
                        }
                        bool l_166_ = local_13;
                        double _e558 = l_mut_96_;
                        double l_167_ = (l_166_ ? l_159_ : _e558);
                        l_mut_96_ = l_167_;
                        uint _e560 = l_mut_101_;
                        bool l_168_ = (_e560 == 1u);
                        if (l_164_) {
                            local_14 = l_168_;
                        } else {
                            local_14 = false;
                        }
                        bool l_169_ = local_14;
                        double _e567 = l_mut_97_;
                        double l_170_ = (l_169_ ? l_159_ : _e567);
                        l_mut_97_ = l_170_;
                        uint _e569 = l_mut_101_;
                        bool l_171_ = (_e569 == 2u);
                        if (l_164_) {
                            local_15 = l_171_;
                        } else {
                            local_15 = false;
                        }
                        bool l_172_ = local_15;
                        double _e576 = l_mut_98_;
                        double l_173_ = (l_172_ ? l_159_ : _e576);
                        l_mut_98_ = l_173_;
                        double l_174_ = (l_164_ ? l_161_ : l_159_);
                        double _e579 = l_mut_100_;
                        double l_175_ = (_e579 + l_86_);
                        double l_176_ = (l_162_ ? l_174_ : l_175_);
                        l_mut_100_ = l_176_;
                        uint l_177_ = uint(l_164_);
                        uint _e583 = l_mut_101_;
                        l_mut_101_ = (_e583 + l_177_);
                        uint _e585 = l_mut_101_;
                        bool l_178_ = (_e585 == 0u);
                        double _e588 = l_mut_96_;
                        double _e589 = l_mut_100_;
                        double l_179_ = (l_178_ ? _e589 : _e588);
                        l_mut_96_ = l_179_;
                        uint _e591 = l_mut_101_;
                        bool l_180_ = (_e591 == 1u);
                        double _e594 = l_mut_97_;
                        double _e595 = l_mut_100_;
                        double l_181_ = (l_180_ ? _e595 : _e594);
                        l_mut_97_ = l_181_;
                        uint _e597 = l_mut_101_;
                        bool l_182_ = (_e597 == 2u);
                        double _e600 = l_mut_98_;
                        double _e601 = l_mut_100_;
                        double l_183_ = (l_182_ ? _e601 : _e600);
                        l_mut_98_ = l_183_;
                        uint _e603 = l_mut_101_;
                        bool l_184_ = (_e603 == 3u);
                        double _e606 = l_mut_99_;
                        double _e607 = l_mut_100_;
                        double l_185_ = (l_184_ ? _e607 : _e606);
                        l_mut_99_ = l_185_;
                        double _e609 = l_mut_96_;
                        l_mut_51_ = _e609;
                        double _e610 = l_mut_97_;
                        l_mut_52_ = _e610;
                        double _e611 = l_mut_98_;
                        l_mut_53_ = _e611;
                        double _e612 = l_mut_99_;
                        l_mut_54_ = _e612;
                    }
                }
                double _e616 = l_mut_51_;
                double l_186_ = (_e616 * 0.00390625L);
                double _e619 = l_mut_52_;
                double l_187_ = (_e619 * 0.00390625L);
                double _e622 = l_mut_53_;
                double l_188_ = (_e622 * 0.00390625L);
                double _e625 = l_mut_54_;
                double l_189_ = (_e625 * 0.00390625L);
                uint l_190_ = (l_40_ - 1u);
                uint l_191_ = (5u + l_43_);
                uint l_2528_ = asuint(info.Load(8+0));
                uint l_2529_ = (l_2528_ * 1u);
                bool l_2530_ = (l_191_ < l_2529_);
                uint l_2531_ = (l_2529_ - 1u);
                uint l_2532_ = min(l_191_, l_2531_);
                double l_2533_ = buffer_2_global.Load<double>(l_2532_*8);
                double l_192_ = (l_2530_ ? l_2533_ : 0.0L);
                uint l_193_ = (l_191_ + 1u);
                uint l_2535_ = asuint(info.Load(8+0));
                uint l_2536_ = (l_2535_ * 1u);
                bool l_2537_ = (l_193_ < l_2536_);
                uint l_2538_ = (l_2536_ - 1u);
                uint l_2539_ = min(l_193_, l_2538_);
                double l_2540_ = buffer_2_global.Load<double>(l_2539_*8);
                double l_194_ = (l_2537_ ? l_2540_ : 0.0L);
                uint l_195_ = (l_191_ + 2u);
                uint l_2542_ = asuint(info.Load(8+0));
                uint l_2543_ = (l_2542_ * 1u);
                bool l_2544_ = (l_195_ < l_2543_);
                uint l_2545_ = (l_2543_ - 1u);
                uint l_2546_ = min(l_195_, l_2545_);
                double l_2547_ = buffer_2_global.Load<double>(l_2546_*8);
                double l_196_ = (l_2544_ ? l_2547_ : 0.0L);
                uint l_197_ = (l_191_ + 3u);
                uint l_2549_ = asuint(info.Load(8+0));
                uint l_2550_ = (l_2549_ * 1u);
                bool l_2551_ = (l_197_ < l_2550_);
                uint l_2552_ = (l_2550_ - 1u);
                uint l_2553_ = min(l_197_, l_2552_);
                double l_2554_ = buffer_2_global.Load<double>(l_2553_*8);
                double l_198_ = (l_2551_ ? l_2554_ : 0.0L);
                l_mut_100_ = l_192_;
                l_mut_99_ = l_194_;
                l_mut_98_ = l_196_;
                l_mut_97_ = l_198_;
                l_mut_199_ = 1u;
                uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                    loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e1713 = l_mut_199_;
                        l_mut_199_ = (_e1713 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e699 = l_mut_199_;
                    if ((_e699 < l_190_)) {
                    } else {
                        break;
                    }
                    {
                        double _e701 = l_mut_100_;
                        double l_200_ = (_e701 * l_186_);
                        double l_201_ = -(l_200_);
                        double _e704 = l_mut_100_;
                        double l_202_ = mad(_e704, l_186_, l_201_);
                        double _e706 = l_mut_100_;
                        double l_203_ = (_e706 * l_187_);
                        double l_204_ = -(l_203_);
                        double _e709 = l_mut_100_;
                        double l_205_ = mad(_e709, l_187_, l_204_);
                        double _e711 = l_mut_99_;
                        double l_206_ = (_e711 * l_186_);
                        double l_207_ = -(l_206_);
                        double _e714 = l_mut_99_;
                        double l_208_ = mad(_e714, l_186_, l_207_);
                        double _e716 = l_mut_100_;
                        double l_209_ = (_e716 * l_188_);
                        double l_210_ = -(l_209_);
                        double _e719 = l_mut_100_;
                        double l_211_ = mad(_e719, l_188_, l_210_);
                        double _e721 = l_mut_99_;
                        double l_212_ = (_e721 * l_187_);
                        double l_213_ = -(l_212_);
                        double _e724 = l_mut_99_;
                        double l_214_ = mad(_e724, l_187_, l_213_);
                        double _e726 = l_mut_98_;
                        double l_215_ = (_e726 * l_186_);
                        double l_216_ = -(l_215_);
                        double _e729 = l_mut_98_;
                        double l_217_ = mad(_e729, l_186_, l_216_);
                        double l_218_ = (l_203_ + l_206_);
                        double l_219_ = (l_218_ - l_203_);
                        double l_220_ = (l_218_ - l_219_);
                        double l_221_ = (l_203_ - l_220_);
                        double l_222_ = (l_206_ - l_219_);
                        double l_223_ = (l_221_ + l_222_);
                        double l_224_ = (l_202_ + l_218_);
                        double l_225_ = (l_224_ - l_202_);
                        double l_226_ = (l_224_ - l_225_);
                        double l_227_ = (l_202_ - l_226_);
                        double l_228_ = (l_218_ - l_225_);
                        double l_229_ = (l_227_ + l_228_);
                        double l_230_ = (l_223_ + l_229_);
                        double l_231_ = (l_230_ - l_223_);
                        double l_232_ = (l_230_ - l_231_);
                        double l_233_ = (l_223_ - l_232_);
                        double l_234_ = (l_229_ - l_231_);
                        double l_235_ = (l_233_ + l_234_);
                        double l_236_ = (l_230_ + l_205_);
                        double l_237_ = (l_236_ - l_230_);
                        double l_238_ = (l_236_ - l_237_);
                        double l_239_ = (l_230_ - l_238_);
                        double l_240_ = (l_205_ - l_237_);
                        double l_241_ = (l_239_ + l_240_);
                        double l_242_ = (l_208_ + l_236_);
                        double l_243_ = (l_242_ - l_208_);
                        double l_244_ = (l_242_ - l_243_);
                        double l_245_ = (l_208_ - l_244_);
                        double l_246_ = (l_236_ - l_243_);
                        double l_247_ = (l_245_ + l_246_);
                        double l_248_ = (l_241_ + l_247_);
                        double l_249_ = (l_248_ - l_241_);
                        double l_250_ = (l_248_ - l_249_);
                        double l_251_ = (l_241_ - l_250_);
                        double l_252_ = (l_247_ - l_249_);
                        double l_253_ = (l_251_ + l_252_);
                        double l_254_ = (l_209_ + l_212_);
                        double l_255_ = (l_254_ - l_209_);
                        double l_256_ = (l_254_ - l_255_);
                        double l_257_ = (l_209_ - l_256_);
                        double l_258_ = (l_212_ - l_255_);
                        double l_259_ = (l_257_ + l_258_);
                        double l_260_ = (l_215_ + l_254_);
                        double l_261_ = (l_260_ - l_215_);
                        double l_262_ = (l_260_ - l_261_);
                        double l_263_ = (l_215_ - l_262_);
                        double l_264_ = (l_254_ - l_261_);
                        double l_265_ = (l_263_ + l_264_);
                        double l_266_ = (l_259_ + l_265_);
                        double l_267_ = (l_266_ - l_259_);
                        double l_268_ = (l_266_ - l_267_);
                        double l_269_ = (l_259_ - l_268_);
                        double l_270_ = (l_265_ - l_267_);
                        double l_271_ = (l_269_ + l_270_);
                        double l_272_ = (l_242_ + l_260_);
                        double l_273_ = (l_272_ - l_242_);
                        double l_274_ = (l_272_ - l_273_);
                        double l_275_ = (l_242_ - l_274_);
                        double l_276_ = (l_260_ - l_273_);
                        double l_277_ = (l_275_ + l_276_);
                        double l_278_ = (l_248_ + l_266_);
                        double l_279_ = (l_278_ - l_248_);
                        double l_280_ = (l_278_ - l_279_);
                        double l_281_ = (l_248_ - l_280_);
                        double l_282_ = (l_266_ - l_279_);
                        double l_283_ = (l_281_ + l_282_);
                        double l_284_ = (l_278_ + l_277_);
                        double l_285_ = (l_284_ - l_278_);
                        double l_286_ = (l_284_ - l_285_);
                        double l_287_ = (l_278_ - l_286_);
                        double l_288_ = (l_277_ - l_285_);
                        double l_289_ = (l_287_ + l_288_);
                        double l_290_ = (l_253_ + l_271_);
                        double l_291_ = (l_289_ + l_283_);
                        double l_292_ = (l_290_ + l_291_);
                        double _e806 = l_mut_100_;
                        double l_293_ = (_e806 * l_189_);
                        double _e808 = l_mut_99_;
                        double l_294_ = (_e808 * l_188_);
                        double l_295_ = (l_293_ + l_294_);
                        double _e811 = l_mut_98_;
                        double l_296_ = (_e811 * l_187_);
                        double _e813 = l_mut_97_;
                        double l_297_ = (_e813 * l_186_);
                        double l_298_ = (l_296_ + l_297_);
                        double l_299_ = (l_295_ + l_298_);
                        double l_300_ = (l_235_ + l_211_);
                        double l_301_ = (l_214_ + l_217_);
                        double l_302_ = (l_300_ + l_301_);
                        double l_303_ = (l_299_ + l_302_);
                        double l_304_ = (l_284_ + l_303_);
                        double l_305_ = (l_304_ + l_292_);
                        double l_306_ = (l_305_ - l_304_);
                        double l_307_ = (l_292_ - l_306_);
                        double l_308_ = (l_272_ + l_305_);
                        double l_309_ = (l_308_ - l_272_);
                        double l_310_ = (l_305_ - l_309_);
                        double l_311_ = (l_224_ + l_308_);
                        double l_312_ = (l_311_ - l_224_);
                        double l_313_ = (l_308_ - l_312_);
                        double l_314_ = (l_200_ + l_311_);
                        double l_315_ = (l_314_ - l_200_);
                        double l_316_ = (l_311_ - l_315_);
                        l_mut_96_ = 0.0L;
                        l_mut_54_ = 0.0L;
                        l_mut_53_ = 0.0L;
                        l_mut_52_ = 0.0L;
                        l_mut_51_ = l_314_;
                        l_mut_101_ = 0u;
                        double _e839 = l_mut_51_;
                        double l_317_ = (_e839 + l_316_);
                        double _e841 = l_mut_51_;
                        double l_318_ = (l_317_ - _e841);
                        double l_319_ = (l_316_ - l_318_);
                        uint _e844 = l_mut_101_;
                        bool l_320_ = (_e844 < 3u);
                        bool l_321_ = (l_319_ != 0.0L);
                        if (l_320_) {
                            local_16 = l_321_;
                        } else {
                            local_16 = false;
                        }
                        bool l_322_ = local_16;
                        uint _e853 = l_mut_101_;
                        bool l_323_ = (_e853 == 0u);
                        if (l_322_) {
                            local_17 = l_323_;
                        } else {
                            local_17 = false;
                        }
                        bool l_324_ = local_17;
                        double _e860 = l_mut_96_;
                        double l_325_ = (l_324_ ? l_317_ : _e860);
                        l_mut_96_ = l_325_;
                        uint _e862 = l_mut_101_;
                        bool l_326_ = (_e862 == 1u);
                        if (l_322_) {
                            local_18 = l_326_;
                        } else {
                            local_18 = false;
                        }
                        bool l_327_ = local_18;
                        double _e869 = l_mut_54_;
                        double l_328_ = (l_327_ ? l_317_ : _e869);
                        l_mut_54_ = l_328_;
                        uint _e871 = l_mut_101_;
                        bool l_329_ = (_e871 == 2u);
                        if (l_322_) {
                            local_19 = l_329_;
                        } else {
                            local_19 = false;
                        }
                        bool l_330_ = local_19;
                        double _e878 = l_mut_53_;
                        double l_331_ = (l_330_ ? l_317_ : _e878);
                        l_mut_53_ = l_331_;
                        double l_332_ = (l_322_ ? l_319_ : l_317_);
                        double _e881 = l_mut_51_;
                        double l_333_ = (_e881 + l_316_);
                        double l_334_ = (l_320_ ? l_332_ : l_333_);
                        l_mut_51_ = l_334_;
                        uint l_335_ = uint(l_322_);
                        uint _e885 = l_mut_101_;
                        l_mut_101_ = (_e885 + l_335_);
                        double _e887 = l_mut_51_;
                        double l_336_ = (_e887 + l_313_);
                        double _e889 = l_mut_51_;
                        double l_337_ = (l_336_ - _e889);
                        double l_338_ = (l_313_ - l_337_);
                        uint _e892 = l_mut_101_;
                        bool l_339_ = (_e892 < 3u);
                        bool l_340_ = (l_338_ != 0.0L);
                        if (l_339_) {
                            local_20 = l_340_;
                        } else {
                            local_20 = false;
                        }
                        bool l_341_ = local_20;
                        uint _e901 = l_mut_101_;
                        bool l_342_ = (_e901 == 0u);
                        if (l_341_) {
                            local_21 = l_342_;
                        } else {
                            local_21 = false;
                        }
                        bool l_343_ = local_21;
                        double _e908 = l_mut_96_;
                        double l_344_ = (l_343_ ? l_336_ : _e908);
                        l_mut_96_ = l_344_;
                        uint _e910 = l_mut_101_;
                        bool l_345_ = (_e910 == 1u);
                        if (l_341_) {
                            local_22 = l_345_;
                        } else {
                            local_22 = false;
                        }
                        bool l_346_ = local_22;
                        double _e917 = l_mut_54_;
                        double l_347_ = (l_346_ ? l_336_ : _e917);
                        l_mut_54_ = l_347_;
                        uint _e919 = l_mut_101_;
                        bool l_348_ = (_e919 == 2u);
                        if (l_341_) {
                            local_23 = l_348_;
                        } else {
                            local_23 = false;
                        }
                        bool l_349_ = local_23;
                        double _e926 = l_mut_53_;
                        double l_350_ = (l_349_ ? l_336_ : _e926);
                        l_mut_53_ = l_350_;
                        double l_351_ = (l_341_ ? l_338_ : l_336_);
                        double _e929 = l_mut_51_;
                        double l_352_ = (_e929 + l_313_);
                        double l_353_ = (l_339_ ? l_351_ : l_352_);
                        l_mut_51_ = l_353_;
                        uint l_354_ = uint(l_341_);
                        uint _e933 = l_mut_101_;
                        l_mut_101_ = (_e933 + l_354_);
                        double _e935 = l_mut_51_;
                        double l_355_ = (_e935 + l_310_);
                        double _e937 = l_mut_51_;
                        double l_356_ = (l_355_ - _e937);
                        double l_357_ = (l_310_ - l_356_);
                        uint _e940 = l_mut_101_;
                        bool l_358_ = (_e940 < 3u);
                        bool l_359_ = (l_357_ != 0.0L);
                        if (l_358_) {
                            local_24 = l_359_;
                        } else {
                            local_24 = false;
                        }
                        bool l_360_ = local_24;
                        uint _e949 = l_mut_101_;
                        bool l_361_ = (_e949 == 0u);
                        if (l_360_) {
                            local_25 = l_361_;
                        } else {
                            local_25 = false;
                        }
                        bool l_362_ = local_25;
                        double _e956 = l_mut_96_;
                        double l_363_ = (l_362_ ? l_355_ : _e956);
                        l_mut_96_ = l_363_;
                        uint _e958 = l_mut_101_;
                        bool l_364_ = (_e958 == 1u);
                        if (l_360_) {
                            local_26 = l_364_;
                        } else {
                            local_26 = false;
                        }
                        bool l_365_ = local_26;
                        double _e965 = l_mut_54_;
                        double l_366_ = (l_365_ ? l_355_ : _e965);
                        l_mut_54_ = l_366_;
                        uint _e967 = l_mut_101_;
                        bool l_367_ = (_e967 == 2u);
                        if (l_360_) {
                            local_27 = l_367_;
                        } else {
                            local_27 = false;
                        }
                        bool l_368_ = local_27;
                        double _e974 = l_mut_53_;
                        double l_369_ = (l_368_ ? l_355_ : _e974);
                        l_mut_53_ = l_369_;
                        double l_370_ = (l_360_ ? l_357_ : l_355_);
                        double _e977 = l_mut_51_;
                        double l_371_ = (_e977 + l_310_);
                        double l_372_ = (l_358_ ? l_370_ : l_371_);
                        l_mut_51_ = l_372_;
                        uint l_373_ = uint(l_360_);
                        uint _e981 = l_mut_101_;
                        l_mut_101_ = (_e981 + l_373_);
                        double _e983 = l_mut_51_;
                        double l_374_ = (_e983 + l_307_);
                        double _e985 = l_mut_51_;
                        double l_375_ = (l_374_ - _e985);
                        double l_376_ = (l_307_ - l_375_);
                        uint _e988 = l_mut_101_;
                        bool l_377_ = (_e988 < 3u);
                        bool l_378_ = (l_376_ != 0.0L);
                        if (l_377_) {
                            local_28 = l_378_;
                        } else {
                            local_28 = false;
                        }
                        bool l_379_ = local_28;
                        uint _e997 = l_mut_101_;
                        bool l_380_ = (_e997 == 0u);
                        if (l_379_) {
                            local_29 = l_380_;
                        } else {
                            local_29 = false;
                        }
                        bool l_381_ = local_29;
                        double _e1004 = l_mut_96_;
                        double l_382_ = (l_381_ ? l_374_ : _e1004);
                        l_mut_96_ = l_382_;
                        uint _e1006 = l_mut_101_;
                        bool l_383_ = (_e1006 == 1u);
                        if (l_379_) {
                            local_30 = l_383_;
                        } else {
                            local_30 = false;
                        }
                        bool l_384_ = local_30;
                        double _e1013 = l_mut_54_;
                        double l_385_ = (l_384_ ? l_374_ : _e1013);
                        l_mut_54_ = l_385_;
                        uint _e1015 = l_mut_101_;
                        bool l_386_ = (_e1015 == 2u);
                        if (l_379_) {
                            local_31 = l_386_;
                        } else {
                            local_31 = false;
                        }
                        bool l_387_ = local_31;
                        double _e1022 = l_mut_53_;
                        double l_388_ = (l_387_ ? l_374_ : _e1022);
                        l_mut_53_ = l_388_;
                        double l_389_ = (l_379_ ? l_376_ : l_374_);
                        double _e1025 = l_mut_51_;
                        double l_390_ = (_e1025 + l_307_);
                        double l_391_ = (l_377_ ? l_389_ : l_390_);
                        l_mut_51_ = l_391_;
                        uint l_392_ = uint(l_379_);
                        uint _e1029 = l_mut_101_;
                        l_mut_101_ = (_e1029 + l_392_);
                        uint _e1031 = l_mut_101_;
                        bool l_393_ = (_e1031 == 0u);
                        double _e1034 = l_mut_96_;
                        double _e1035 = l_mut_51_;
                        double l_394_ = (l_393_ ? _e1035 : _e1034);
                        l_mut_96_ = l_394_;
                        uint _e1037 = l_mut_101_;
                        bool l_395_ = (_e1037 == 1u);
                        double _e1040 = l_mut_54_;
                        double _e1041 = l_mut_51_;
                        double l_396_ = (l_395_ ? _e1041 : _e1040);
                        l_mut_54_ = l_396_;
                        uint _e1043 = l_mut_101_;
                        bool l_397_ = (_e1043 == 2u);
                        double _e1046 = l_mut_53_;
                        double _e1047 = l_mut_51_;
                        double l_398_ = (l_397_ ? _e1047 : _e1046);
                        l_mut_53_ = l_398_;
                        uint _e1049 = l_mut_101_;
                        bool l_399_ = (_e1049 == 3u);
                        double _e1052 = l_mut_52_;
                        double _e1053 = l_mut_51_;
                        double l_400_ = (l_399_ ? _e1053 : _e1052);
                        l_mut_52_ = l_400_;
                        uint _e1056 = l_mut_199_;
                        uint l_401_ = (4u * _e1056);
                        uint l_402_ = (l_191_ + l_401_);
                        uint l_2563_ = asuint(info.Load(8+0));
                        uint l_2564_ = (l_2563_ * 1u);
                        bool l_2565_ = (l_402_ < l_2564_);
                        uint l_2566_ = (l_2564_ - 1u);
                        uint l_2567_ = min(l_402_, l_2566_);
                        double l_2568_ = buffer_2_global.Load<double>(l_2567_*8);
                        double l_403_ = (l_2565_ ? l_2568_ : 0.0L);
                        uint l_404_ = (l_402_ + 1u);
                        uint l_2570_ = asuint(info.Load(8+0));
                        uint l_2571_ = (l_2570_ * 1u);
                        bool l_2572_ = (l_404_ < l_2571_);
                        uint l_2573_ = (l_2571_ - 1u);
                        uint l_2574_ = min(l_404_, l_2573_);
                        double l_2575_ = buffer_2_global.Load<double>(l_2574_*8);
                        double l_405_ = (l_2572_ ? l_2575_ : 0.0L);
                        uint l_406_ = (l_402_ + 2u);
                        uint l_2577_ = asuint(info.Load(8+0));
                        uint l_2578_ = (l_2577_ * 1u);
                        bool l_2579_ = (l_406_ < l_2578_);
                        uint l_2580_ = (l_2578_ - 1u);
                        uint l_2581_ = min(l_406_, l_2580_);
                        double l_2582_ = buffer_2_global.Load<double>(l_2581_*8);
                        double l_407_ = (l_2579_ ? l_2582_ : 0.0L);
                        uint l_408_ = (l_402_ + 3u);
                        uint l_2584_ = asuint(info.Load(8+0));
                        uint l_2585_ = (l_2584_ * 1u);
                        bool l_2586_ = (l_408_ < l_2585_);
                        uint l_2587_ = (l_2585_ - 1u);
                        uint l_2588_ = min(l_408_, l_2587_);
                        double l_2589_ = buffer_2_global.Load<double>(l_2588_*8);
                        double l_409_ = (l_2586_ ? l_2589_ : 0.0L);
                        double _e1126 = l_mut_96_;
                        a_410_[0] = _e1126;
                        a_410_[1] = l_403_;
                        double _e1129 = l_mut_54_;
                        a_410_[2] = _e1129;
                        a_410_[3] = l_405_;
                        double _e1132 = l_mut_53_;
                        a_410_[4] = _e1132;
                        a_410_[5] = l_407_;
                        double _e1135 = l_mut_52_;
                        a_410_[6] = _e1135;
                        a_410_[7] = l_409_;
                        double l_411_ = a_410_[7];
                        l_mut_51_ = l_411_;
                        double l_412_ = a_410_[6];
                        double _e1141 = l_mut_51_;
                        double l_413_ = (l_412_ + _e1141);
                        double l_414_ = (l_413_ - l_412_);
                        double l_415_ = (l_413_ - l_414_);
                        double l_416_ = (l_412_ - l_415_);
                        double _e1146 = l_mut_51_;
                        double l_417_ = (_e1146 - l_414_);
                        double l_418_ = (l_416_ + l_417_);
                        a_410_[7] = l_418_;
                        l_mut_51_ = l_413_;
                        double l_419_ = a_410_[5];
                        double _e1152 = l_mut_51_;
                        double l_420_ = (l_419_ + _e1152);
                        double l_421_ = (l_420_ - l_419_);
                        double l_422_ = (l_420_ - l_421_);
                        double l_423_ = (l_419_ - l_422_);
                        double _e1157 = l_mut_51_;
                        double l_424_ = (_e1157 - l_421_);
                        double l_425_ = (l_423_ + l_424_);
                        a_410_[6] = l_425_;
                        l_mut_51_ = l_420_;
                        double l_426_ = a_410_[4];
                        double _e1163 = l_mut_51_;
                        double l_427_ = (l_426_ + _e1163);
                        double l_428_ = (l_427_ - l_426_);
                        double l_429_ = (l_427_ - l_428_);
                        double l_430_ = (l_426_ - l_429_);
                        double _e1168 = l_mut_51_;
                        double l_431_ = (_e1168 - l_428_);
                        double l_432_ = (l_430_ + l_431_);
                        a_410_[5] = l_432_;
                        l_mut_51_ = l_427_;
                        double l_433_ = a_410_[3];
                        double _e1174 = l_mut_51_;
                        double l_434_ = (l_433_ + _e1174);
                        double l_435_ = (l_434_ - l_433_);
                        double l_436_ = (l_434_ - l_435_);
                        double l_437_ = (l_433_ - l_436_);
                        double _e1179 = l_mut_51_;
                        double l_438_ = (_e1179 - l_435_);
                        double l_439_ = (l_437_ + l_438_);
                        a_410_[4] = l_439_;
                        l_mut_51_ = l_434_;
                        double l_440_ = a_410_[2];
                        double _e1185 = l_mut_51_;
                        double l_441_ = (l_440_ + _e1185);
                        double l_442_ = (l_441_ - l_440_);
                        double l_443_ = (l_441_ - l_442_);
                        double l_444_ = (l_440_ - l_443_);
                        double _e1190 = l_mut_51_;
                        double l_445_ = (_e1190 - l_442_);
                        double l_446_ = (l_444_ + l_445_);
                        a_410_[3] = l_446_;
                        l_mut_51_ = l_441_;
                        double l_447_ = a_410_[1];
                        double _e1196 = l_mut_51_;
                        double l_448_ = (l_447_ + _e1196);
                        double l_449_ = (l_448_ - l_447_);
                        double l_450_ = (l_448_ - l_449_);
                        double l_451_ = (l_447_ - l_450_);
                        double _e1201 = l_mut_51_;
                        double l_452_ = (_e1201 - l_449_);
                        double l_453_ = (l_451_ + l_452_);
                        a_410_[2] = l_453_;
                        l_mut_51_ = l_448_;
                        double l_454_ = a_410_[0];
                        double _e1207 = l_mut_51_;
                        double l_455_ = (l_454_ + _e1207);
                        double l_456_ = (l_455_ - l_454_);
                        double l_457_ = (l_455_ - l_456_);
                        double l_458_ = (l_454_ - l_457_);
                        double _e1212 = l_mut_51_;
                        double l_459_ = (_e1212 - l_456_);
                        double l_460_ = (l_458_ + l_459_);
                        a_410_[1] = l_460_;
                        l_mut_51_ = l_455_;
                        double _e1217 = l_mut_51_;
                        a_410_[0] = _e1217;
                        double l_461_ = a_410_[7];
                        l_mut_51_ = l_461_;
                        double l_462_ = a_410_[6];
                        double _e1222 = l_mut_51_;
                        double l_463_ = (l_462_ + _e1222);
                        double l_464_ = (l_463_ - l_462_);
                        double l_465_ = (l_463_ - l_464_);
                        double l_466_ = (l_462_ - l_465_);
                        double _e1227 = l_mut_51_;
                        double l_467_ = (_e1227 - l_464_);
                        double l_468_ = (l_466_ + l_467_);
                        a_410_[7] = l_468_;
                        l_mut_51_ = l_463_;
                        double l_469_ = a_410_[5];
                        double _e1233 = l_mut_51_;
                        double l_470_ = (l_469_ + _e1233);
                        double l_471_ = (l_470_ - l_469_);
                        double l_472_ = (l_470_ - l_471_);
                        double l_473_ = (l_469_ - l_472_);
                        double _e1238 = l_mut_51_;
                        double l_474_ = (_e1238 - l_471_);
                        double l_475_ = (l_473_ + l_474_);
                        a_410_[6] = l_475_;
                        l_mut_51_ = l_470_;
                        double l_476_ = a_410_[4];
                        double _e1244 = l_mut_51_;
                        double l_477_ = (l_476_ + _e1244);
                        double l_478_ = (l_477_ - l_476_);
                        double l_479_ = (l_477_ - l_478_);
                        double l_480_ = (l_476_ - l_479_);
                        double _e1249 = l_mut_51_;
                        double l_481_ = (_e1249 - l_478_);
                        double l_482_ = (l_480_ + l_481_);
                        a_410_[5] = l_482_;
                        l_mut_51_ = l_477_;
                        double l_483_ = a_410_[3];
                        double _e1255 = l_mut_51_;
                        double l_484_ = (l_483_ + _e1255);
                        double l_485_ = (l_484_ - l_483_);
                        double l_486_ = (l_484_ - l_485_);
                        double l_487_ = (l_483_ - l_486_);
                        double _e1260 = l_mut_51_;
                        double l_488_ = (_e1260 - l_485_);
                        double l_489_ = (l_487_ + l_488_);
                        a_410_[4] = l_489_;
                        l_mut_51_ = l_484_;
                        double l_490_ = a_410_[2];
                        double _e1266 = l_mut_51_;
                        double l_491_ = (l_490_ + _e1266);
                        double l_492_ = (l_491_ - l_490_);
                        double l_493_ = (l_491_ - l_492_);
                        double l_494_ = (l_490_ - l_493_);
                        double _e1271 = l_mut_51_;
                        double l_495_ = (_e1271 - l_492_);
                        double l_496_ = (l_494_ + l_495_);
                        a_410_[3] = l_496_;
                        l_mut_51_ = l_491_;
                        double l_497_ = a_410_[1];
                        double _e1277 = l_mut_51_;
                        double l_498_ = (l_497_ + _e1277);
                        double l_499_ = (l_498_ - l_497_);
                        double l_500_ = (l_498_ - l_499_);
                        double l_501_ = (l_497_ - l_500_);
                        double _e1282 = l_mut_51_;
                        double l_502_ = (_e1282 - l_499_);
                        double l_503_ = (l_501_ + l_502_);
                        a_410_[2] = l_503_;
                        l_mut_51_ = l_498_;
                        double l_504_ = a_410_[0];
                        double _e1288 = l_mut_51_;
                        double l_505_ = (l_504_ + _e1288);
                        double l_506_ = (l_505_ - l_504_);
                        double l_507_ = (l_505_ - l_506_);
                        double l_508_ = (l_504_ - l_507_);
                        double _e1293 = l_mut_51_;
                        double l_509_ = (_e1293 - l_506_);
                        double l_510_ = (l_508_ + l_509_);
                        a_410_[1] = l_510_;
                        l_mut_51_ = l_505_;
                        double _e1298 = l_mut_51_;
                        a_410_[0] = _e1298;
                        l_mut_51_ = 0.0L;
                        l_mut_511_ = 0.0L;
                        l_mut_512_ = 0.0L;
                        l_mut_513_ = 0.0L;
                        double l_514_ = a_410_[0];
                        l_mut_515_ = l_514_;
                        l_mut_101_ = 0u;
                        double l_516_ = a_410_[1];
                        double _e1308 = l_mut_515_;
                        double l_517_ = (_e1308 + l_516_);
                        double _e1310 = l_mut_515_;
                        double l_518_ = (l_517_ - _e1310);
                        double l_519_ = (l_517_ - l_518_);
                        double _e1313 = l_mut_515_;
                        double l_520_ = (_e1313 - l_519_);
                        double l_521_ = (l_516_ - l_518_);
                        double l_522_ = (l_520_ + l_521_);
                        uint _e1317 = l_mut_101_;
                        bool l_523_ = (_e1317 < 3u);
                        bool l_524_ = (l_522_ != 0.0L);
                        if (l_523_) {
                            local_32 = l_524_;
                        } else {
                            local_32 = false;
                        }
                        bool l_525_ = local_32;
                        uint _e1326 = l_mut_101_;
                        bool l_526_ = (_e1326 == 0u);
                        if (l_525_) {
                            local_33 = l_526_;
                        } else {
                            local_33 = false;
                        }
                        bool l_527_ = local_33;
                        double _e1333 = l_mut_51_;
                        double l_528_ = (l_527_ ? l_517_ : _e1333);
                        l_mut_51_ = l_528_;
                        uint _e1335 = l_mut_101_;
                        bool l_529_ = (_e1335 == 1u);
                        if (l_525_) {
                            local_34 = l_529_;
                        } else {
                            local_34 = false;
                        }
                        bool l_530_ = local_34;
                        double _e1342 = l_mut_511_;
                        double l_531_ = (l_530_ ? l_517_ : _e1342);
                        l_mut_511_ = l_531_;
                        uint _e1344 = l_mut_101_;
                        bool l_532_ = (_e1344 == 2u);
                        if (l_525_) {
                            local_35 = l_532_;
                        } else {
                            local_35 = false;
                        }
                        bool l_533_ = local_35;
                        double _e1351 = l_mut_512_;
                        double l_534_ = (l_533_ ? l_517_ : _e1351);
                        l_mut_512_ = l_534_;
                        double l_535_ = (l_525_ ? l_522_ : l_517_);
                        double _e1354 = l_mut_515_;
                        double l_536_ = (_e1354 + l_516_);
                        double l_537_ = (l_523_ ? l_535_ : l_536_);
                        l_mut_515_ = l_537_;
                        uint l_538_ = uint(l_525_);
                        uint _e1358 = l_mut_101_;
                        l_mut_101_ = (_e1358 + l_538_);
                        double l_539_ = a_410_[2];
                        double _e1362 = l_mut_515_;
                        double l_540_ = (_e1362 + l_539_);
                        double _e1364 = l_mut_515_;
                        double l_541_ = (l_540_ - _e1364);
                        double l_542_ = (l_540_ - l_541_);
                        double _e1367 = l_mut_515_;
                        double l_543_ = (_e1367 - l_542_);
                        double l_544_ = (l_539_ - l_541_);
                        double l_545_ = (l_543_ + l_544_);
                        uint _e1371 = l_mut_101_;
                        bool l_546_ = (_e1371 < 3u);
                        bool l_547_ = (l_545_ != 0.0L);
                        if (l_546_) {
                            local_36 = l_547_;
                        } else {
                            local_36 = false;
                        }
                        bool l_548_ = local_36;
                        uint _e1380 = l_mut_101_;
                        bool l_549_ = (_e1380 == 0u);
                        if (l_548_) {
                            local_37 = l_549_;
                        } else {
                            local_37 = false;
                        }
                        bool l_550_ = local_37;
                        double _e1387 = l_mut_51_;
                        double l_551_ = (l_550_ ? l_540_ : _e1387);
                        l_mut_51_ = l_551_;
                        uint _e1389 = l_mut_101_;
                        bool l_552_ = (_e1389 == 1u);
                        if (l_548_) {
                            local_38 = l_552_;
                        } else {
                            local_38 = false;
                        }
                        bool l_553_ = local_38;
                        double _e1396 = l_mut_511_;
                        double l_554_ = (l_553_ ? l_540_ : _e1396);
                        l_mut_511_ = l_554_;
                        uint _e1398 = l_mut_101_;
                        bool l_555_ = (_e1398 == 2u);
                        if (l_548_) {
                            local_39 = l_555_;
                        } else {
                            local_39 = false;
                        }
                        bool l_556_ = local_39;
                        double _e1405 = l_mut_512_;
                        double l_557_ = (l_556_ ? l_540_ : _e1405);
                        l_mut_512_ = l_557_;
                        double l_558_ = (l_548_ ? l_545_ : l_540_);
                        double _e1408 = l_mut_515_;
                        double l_559_ = (_e1408 + l_539_);
                        double l_560_ = (l_546_ ? l_558_ : l_559_);
                        l_mut_515_ = l_560_;
                        uint l_561_ = uint(l_548_);
                        uint _e1412 = l_mut_101_;
                        l_mut_101_ = (_e1412 + l_561_);
                        double l_562_ = a_410_[3];
                        double _e1416 = l_mut_515_;
                        double l_563_ = (_e1416 + l_562_);
                        double _e1418 = l_mut_515_;
                        double l_564_ = (l_563_ - _e1418);
                        double l_565_ = (l_563_ - l_564_);
                        double _e1421 = l_mut_515_;
                        double l_566_ = (_e1421 - l_565_);
                        double l_567_ = (l_562_ - l_564_);
                        double l_568_ = (l_566_ + l_567_);
                        uint _e1425 = l_mut_101_;
                        bool l_569_ = (_e1425 < 3u);
                        bool l_570_ = (l_568_ != 0.0L);
                        if (l_569_) {
                            local_40 = l_570_;
                        } else {
                            local_40 = false;
                        }
                        bool l_571_ = local_40;
                        uint _e1434 = l_mut_101_;
                        bool l_572_ = (_e1434 == 0u);
                        if (l_571_) {
                            local_41 = l_572_;
                        } else {
                            local_41 = false;
                        }
                        bool l_573_ = local_41;
                        double _e1441 = l_mut_51_;
                        double l_574_ = (l_573_ ? l_563_ : _e1441);
                        l_mut_51_ = l_574_;
                        uint _e1443 = l_mut_101_;
                        bool l_575_ = (_e1443 == 1u);
                        if (l_571_) {
                            local_42 = l_575_;
                        } else {
                            local_42 = false;
                        }
                        bool l_576_ = local_42;
                        double _e1450 = l_mut_511_;
                        double l_577_ = (l_576_ ? l_563_ : _e1450);
                        l_mut_511_ = l_577_;
                        uint _e1452 = l_mut_101_;
                        bool l_578_ = (_e1452 == 2u);
                        if (l_571_) {
                            local_43 = l_578_;
                        } else {
                            local_43 = false;
                        }
                        bool l_579_ = local_43;
                        double _e1459 = l_mut_512_;
                        double l_580_ = (l_579_ ? l_563_ : _e1459);
                        l_mut_512_ = l_580_;
                        double l_581_ = (l_571_ ? l_568_ : l_563_);
                        double _e1462 = l_mut_515_;
                        double l_582_ = (_e1462 + l_562_);
                        double l_583_ = (l_569_ ? l_581_ : l_582_);
                        l_mut_515_ = l_583_;
                        uint l_584_ = uint(l_571_);
                        uint _e1466 = l_mut_101_;
                        l_mut_101_ = (_e1466 + l_584_);
                        double l_585_ = a_410_[4];
                        double _e1470 = l_mut_515_;
                        double l_586_ = (_e1470 + l_585_);
                        double _e1472 = l_mut_515_;
                        double l_587_ = (l_586_ - _e1472);
                        double l_588_ = (l_586_ - l_587_);
                        double _e1475 = l_mut_515_;
                        double l_589_ = (_e1475 - l_588_);
                        double l_590_ = (l_585_ - l_587_);
                        double l_591_ = (l_589_ + l_590_);
                        uint _e1479 = l_mut_101_;
                        bool l_592_ = (_e1479 < 3u);
                        bool l_593_ = (l_591_ != 0.0L);
                        if (l_592_) {
                            local_44 = l_593_;
                        } else {
                            local_44 = false;
                        }
                        bool l_594_ = local_44;
                        uint _e1488 = l_mut_101_;
                        bool l_595_ = (_e1488 == 0u);
                        if (l_594_) {
                            local_45 = l_595_;
                        } else {
                            local_45 = false;
                        }
                        bool l_596_ = local_45;
                        double _e1495 = l_mut_51_;
                        double l_597_ = (l_596_ ? l_586_ : _e1495);
                        l_mut_51_ = l_597_;
                        uint _e1497 = l_mut_101_;
                        bool l_598_ = (_e1497 == 1u);
                        if (l_594_) {
                            local_46 = l_598_;
                        } else {
                            local_46 = false;
                        }
                        bool l_599_ = local_46;
                        double _e1504 = l_mut_511_;
                        double l_600_ = (l_599_ ? l_586_ : _e1504);
                        l_mut_511_ = l_600_;
                        uint _e1506 = l_mut_101_;
                        bool l_601_ = (_e1506 == 2u);
                        if (l_594_) {
                            local_47 = l_601_;
                        } else {
                            local_47 = false;
                        }
                        bool l_602_ = local_47;
                        double _e1513 = l_mut_512_;
                        double l_603_ = (l_602_ ? l_586_ : _e1513);
                        l_mut_512_ = l_603_;
                        double l_604_ = (l_594_ ? l_591_ : l_586_);
                        double _e1516 = l_mut_515_;
                        double l_605_ = (_e1516 + l_585_);
                        double l_606_ = (l_592_ ? l_604_ : l_605_);
                        l_mut_515_ = l_606_;
                        uint l_607_ = uint(l_594_);
                        uint _e1520 = l_mut_101_;
                        l_mut_101_ = (_e1520 + l_607_);
                        double l_608_ = a_410_[5];
                        double _e1524 = l_mut_515_;
                        double l_609_ = (_e1524 + l_608_);
                        double _e1526 = l_mut_515_;
                        double l_610_ = (l_609_ - _e1526);
                        double l_611_ = (l_609_ - l_610_);
                        double _e1529 = l_mut_515_;
                        double l_612_ = (_e1529 - l_611_);
                        double l_613_ = (l_608_ - l_610_);
                        double l_614_ = (l_612_ + l_613_);
                        uint _e1533 = l_mut_101_;
                        bool l_615_ = (_e1533 < 3u);
                        bool l_616_ = (l_614_ != 0.0L);
                        if (l_615_) {
                            local_48 = l_616_;
                        } else {
                            local_48 = false;
                        }
                        bool l_617_ = local_48;
                        uint _e1542 = l_mut_101_;
                        bool l_618_ = (_e1542 == 0u);
                        if (l_617_) {
                            local_49 = l_618_;
                        } else {
                            local_49 = false;
                        }
                        bool l_619_ = local_49;
                        double _e1549 = l_mut_51_;
                        double l_620_ = (l_619_ ? l_609_ : _e1549);
                        l_mut_51_ = l_620_;
                        uint _e1551 = l_mut_101_;
                        bool l_621_ = (_e1551 == 1u);
                        if (l_617_) {
                            local_50 = l_621_;
                        } else {
                            local_50 = false;
                        }
                        bool l_622_ = local_50;
                        double _e1558 = l_mut_511_;
                        double l_623_ = (l_622_ ? l_609_ : _e1558);
                        l_mut_511_ = l_623_;
                        uint _e1560 = l_mut_101_;
                        bool l_624_ = (_e1560 == 2u);
                        if (l_617_) {
                            local_51 = l_624_;
                        } else {
                            local_51 = false;
                        }
                        bool l_625_ = local_51;
                        double _e1567 = l_mut_512_;
                        double l_626_ = (l_625_ ? l_609_ : _e1567);
                        l_mut_512_ = l_626_;
                        double l_627_ = (l_617_ ? l_614_ : l_609_);
                        double _e1570 = l_mut_515_;
                        double l_628_ = (_e1570 + l_608_);
                        double l_629_ = (l_615_ ? l_627_ : l_628_);
                        l_mut_515_ = l_629_;
                        uint l_630_ = uint(l_617_);
                        uint _e1574 = l_mut_101_;
                        l_mut_101_ = (_e1574 + l_630_);
                        double l_631_ = a_410_[6];
                        double _e1578 = l_mut_515_;
                        double l_632_ = (_e1578 + l_631_);
                        double _e1580 = l_mut_515_;
                        double l_633_ = (l_632_ - _e1580);
                        double l_634_ = (l_632_ - l_633_);
                        double _e1583 = l_mut_515_;
                        double l_635_ = (_e1583 - l_634_);
                        double l_636_ = (l_631_ - l_633_);
                        double l_637_ = (l_635_ + l_636_);
                        uint _e1587 = l_mut_101_;
                        bool l_638_ = (_e1587 < 3u);
                        bool l_639_ = (l_637_ != 0.0L);
                        if (l_638_) {
                            local_52 = l_639_;
                        } else {
                            local_52 = false;
                        }
                        bool l_640_ = local_52;
                        uint _e1596 = l_mut_101_;
                        bool l_641_ = (_e1596 == 0u);
                        if (l_640_) {
                            local_53 = l_641_;
                        } else {
                            local_53 = false;
                        }
                        bool l_642_ = local_53;
                        double _e1603 = l_mut_51_;
                        double l_643_ = (l_642_ ? l_632_ : _e1603);
                        l_mut_51_ = l_643_;
                        uint _e1605 = l_mut_101_;
                        bool l_644_ = (_e1605 == 1u);
                        if (l_640_) {
                            local_54 = l_644_;
                        } else {
                            local_54 = false;
                        }
                        bool l_645_ = local_54;
                        double _e1612 = l_mut_511_;
                        double l_646_ = (l_645_ ? l_632_ : _e1612);
                        l_mut_511_ = l_646_;
                        uint _e1614 = l_mut_101_;
                        bool l_647_ = (_e1614 == 2u);
                        if (l_640_) {
                            local_55 = l_647_;
                        } else {
                            local_55 = false;
                        }
                        bool l_648_ = local_55;
                        double _e1621 = l_mut_512_;
                        double l_649_ = (l_648_ ? l_632_ : _e1621);
                        l_mut_512_ = l_649_;
                        double l_650_ = (l_640_ ? l_637_ : l_632_);
                        double _e1624 = l_mut_515_;
                        double l_651_ = (_e1624 + l_631_);
                        double l_652_ = (l_638_ ? l_650_ : l_651_);
                        l_mut_515_ = l_652_;
                        uint l_653_ = uint(l_640_);
                        uint _e1628 = l_mut_101_;
                        l_mut_101_ = (_e1628 + l_653_);
                        double l_654_ = a_410_[7];
                        double _e1632 = l_mut_515_;
                        double l_655_ = (_e1632 + l_654_);
                        double _e1634 = l_mut_515_;
                        double l_656_ = (l_655_ - _e1634);
                        double l_657_ = (l_655_ - l_656_);
                        double _e1637 = l_mut_515_;
                        double l_658_ = (_e1637 - l_657_);
                        double l_659_ = (l_654_ - l_656_);
                        double l_660_ = (l_658_ + l_659_);
                        uint _e1641 = l_mut_101_;
                        bool l_661_ = (_e1641 < 3u);
                        bool l_662_ = (l_660_ != 0.0L);
                        if (l_661_) {
                            local_56 = l_662_;
                        } else {
                            local_56 = false;
                        }
                        bool l_663_ = local_56;
                        uint _e1650 = l_mut_101_;
                        bool l_664_ = (_e1650 == 0u);
                        if (l_663_) {
                            local_57 = l_664_;
                        } else {
                            local_57 = false;
                        }
                        bool l_665_ = local_57;
                        double _e1657 = l_mut_51_;
                        double l_666_ = (l_665_ ? l_655_ : _e1657);
                        l_mut_51_ = l_666_;
                        uint _e1659 = l_mut_101_;
                        bool l_667_ = (_e1659 == 1u);
                        if (l_663_) {
                            local_58 = l_667_;
                        } else {
                            local_58 = false;
                        }
                        bool l_668_ = local_58;
                        double _e1666 = l_mut_511_;
                        double l_669_ = (l_668_ ? l_655_ : _e1666);
                        l_mut_511_ = l_669_;
                        uint _e1668 = l_mut_101_;
                        bool l_670_ = (_e1668 == 2u);
                        if (l_663_) {
                            local_59 = l_670_;
                        } else {
                            local_59 = false;
                        }
                        bool l_671_ = local_59;
                        double _e1675 = l_mut_512_;
                        double l_672_ = (l_671_ ? l_655_ : _e1675);
                        l_mut_512_ = l_672_;
                        double l_673_ = (l_663_ ? l_660_ : l_655_);
                        double _e1678 = l_mut_515_;
                        double l_674_ = (_e1678 + l_654_);
                        double l_675_ = (l_661_ ? l_673_ : l_674_);
                        l_mut_515_ = l_675_;
                        uint l_676_ = uint(l_663_);
                        uint _e1682 = l_mut_101_;
                        l_mut_101_ = (_e1682 + l_676_);
                        uint _e1684 = l_mut_101_;
                        bool l_677_ = (_e1684 == 0u);
                        double _e1687 = l_mut_51_;
                        double _e1688 = l_mut_515_;
                        double l_678_ = (l_677_ ? _e1688 : _e1687);
                        l_mut_51_ = l_678_;
                        uint _e1690 = l_mut_101_;
                        bool l_679_ = (_e1690 == 1u);
                        double _e1693 = l_mut_511_;
                        double _e1694 = l_mut_515_;
                        double l_680_ = (l_679_ ? _e1694 : _e1693);
                        l_mut_511_ = l_680_;
                        uint _e1696 = l_mut_101_;
                        bool l_681_ = (_e1696 == 2u);
                        double _e1699 = l_mut_512_;
                        double _e1700 = l_mut_515_;
                        double l_682_ = (l_681_ ? _e1700 : _e1699);
                        l_mut_512_ = l_682_;
                        uint _e1702 = l_mut_101_;
                        bool l_683_ = (_e1702 == 3u);
                        double _e1705 = l_mut_513_;
                        double _e1706 = l_mut_515_;
                        double l_684_ = (l_683_ ? _e1706 : _e1705);
                        l_mut_513_ = l_684_;
                        double _e1708 = l_mut_51_;
                        l_mut_100_ = _e1708;
                        double _e1709 = l_mut_511_;
                        l_mut_99_ = _e1709;
                        double _e1710 = l_mut_512_;
                        l_mut_98_ = _e1710;
                        double _e1711 = l_mut_513_;
                        l_mut_97_ = _e1711;
                    }
                }
                double _e1715 = l_mut_100_;
                double l_685_ = (_e1715 * l_186_);
                double l_686_ = -(l_685_);
                double _e1718 = l_mut_100_;
                double l_687_ = mad(_e1718, l_186_, l_686_);
                double _e1720 = l_mut_100_;
                double l_688_ = (_e1720 * l_187_);
                double l_689_ = -(l_688_);
                double _e1723 = l_mut_100_;
                double l_690_ = mad(_e1723, l_187_, l_689_);
                double _e1725 = l_mut_99_;
                double l_691_ = (_e1725 * l_186_);
                double l_692_ = -(l_691_);
                double _e1728 = l_mut_99_;
                double l_693_ = mad(_e1728, l_186_, l_692_);
                double _e1730 = l_mut_100_;
                double l_694_ = (_e1730 * l_188_);
                double l_695_ = -(l_694_);
                double _e1733 = l_mut_100_;
                double l_696_ = mad(_e1733, l_188_, l_695_);
                double _e1735 = l_mut_99_;
                double l_697_ = (_e1735 * l_187_);
                double l_698_ = -(l_697_);
                double _e1738 = l_mut_99_;
                double l_699_ = mad(_e1738, l_187_, l_698_);
                double _e1740 = l_mut_98_;
                double l_700_ = (_e1740 * l_186_);
                double l_701_ = -(l_700_);
                double _e1743 = l_mut_98_;
                double l_702_ = mad(_e1743, l_186_, l_701_);
                double l_703_ = (l_688_ + l_691_);
                double l_704_ = (l_703_ - l_688_);
                double l_705_ = (l_703_ - l_704_);
                double l_706_ = (l_688_ - l_705_);
                double l_707_ = (l_691_ - l_704_);
                double l_708_ = (l_706_ + l_707_);
                double l_709_ = (l_687_ + l_703_);
                double l_710_ = (l_709_ - l_687_);
                double l_711_ = (l_709_ - l_710_);
                double l_712_ = (l_687_ - l_711_);
                double l_713_ = (l_703_ - l_710_);
                double l_714_ = (l_712_ + l_713_);
                double l_715_ = (l_708_ + l_714_);
                double l_716_ = (l_715_ - l_708_);
                double l_717_ = (l_715_ - l_716_);
                double l_718_ = (l_708_ - l_717_);
                double l_719_ = (l_714_ - l_716_);
                double l_720_ = (l_718_ + l_719_);
                double l_721_ = (l_715_ + l_690_);
                double l_722_ = (l_721_ - l_715_);
                double l_723_ = (l_721_ - l_722_);
                double l_724_ = (l_715_ - l_723_);
                double l_725_ = (l_690_ - l_722_);
                double l_726_ = (l_724_ + l_725_);
                double l_727_ = (l_693_ + l_721_);
                double l_728_ = (l_727_ - l_693_);
                double l_729_ = (l_727_ - l_728_);
                double l_730_ = (l_693_ - l_729_);
                double l_731_ = (l_721_ - l_728_);
                double l_732_ = (l_730_ + l_731_);
                double l_733_ = (l_726_ + l_732_);
                double l_734_ = (l_733_ - l_726_);
                double l_735_ = (l_733_ - l_734_);
                double l_736_ = (l_726_ - l_735_);
                double l_737_ = (l_732_ - l_734_);
                double l_738_ = (l_736_ + l_737_);
                double l_739_ = (l_694_ + l_697_);
                double l_740_ = (l_739_ - l_694_);
                double l_741_ = (l_739_ - l_740_);
                double l_742_ = (l_694_ - l_741_);
                double l_743_ = (l_697_ - l_740_);
                double l_744_ = (l_742_ + l_743_);
                double l_745_ = (l_700_ + l_739_);
                double l_746_ = (l_745_ - l_700_);
                double l_747_ = (l_745_ - l_746_);
                double l_748_ = (l_700_ - l_747_);
                double l_749_ = (l_739_ - l_746_);
                double l_750_ = (l_748_ + l_749_);
                double l_751_ = (l_744_ + l_750_);
                double l_752_ = (l_751_ - l_744_);
                double l_753_ = (l_751_ - l_752_);
                double l_754_ = (l_744_ - l_753_);
                double l_755_ = (l_750_ - l_752_);
                double l_756_ = (l_754_ + l_755_);
                double l_757_ = (l_727_ + l_745_);
                double l_758_ = (l_757_ - l_727_);
                double l_759_ = (l_757_ - l_758_);
                double l_760_ = (l_727_ - l_759_);
                double l_761_ = (l_745_ - l_758_);
                double l_762_ = (l_760_ + l_761_);
                double l_763_ = (l_733_ + l_751_);
                double l_764_ = (l_763_ - l_733_);
                double l_765_ = (l_763_ - l_764_);
                double l_766_ = (l_733_ - l_765_);
                double l_767_ = (l_751_ - l_764_);
                double l_768_ = (l_766_ + l_767_);
                double l_769_ = (l_763_ + l_762_);
                double l_770_ = (l_769_ - l_763_);
                double l_771_ = (l_769_ - l_770_);
                double l_772_ = (l_763_ - l_771_);
                double l_773_ = (l_762_ - l_770_);
                double l_774_ = (l_772_ + l_773_);
                double l_775_ = (l_738_ + l_756_);
                double l_776_ = (l_774_ + l_768_);
                double l_777_ = (l_775_ + l_776_);
                double _e1820 = l_mut_100_;
                double l_778_ = (_e1820 * l_189_);
                double _e1822 = l_mut_99_;
                double l_779_ = (_e1822 * l_188_);
                double l_780_ = (l_778_ + l_779_);
                double _e1825 = l_mut_98_;
                double l_781_ = (_e1825 * l_187_);
                double _e1827 = l_mut_97_;
                double l_782_ = (_e1827 * l_186_);
                double l_783_ = (l_781_ + l_782_);
                double l_784_ = (l_780_ + l_783_);
                double l_785_ = (l_720_ + l_696_);
                double l_786_ = (l_699_ + l_702_);
                double l_787_ = (l_785_ + l_786_);
                double l_788_ = (l_784_ + l_787_);
                double l_789_ = (l_769_ + l_788_);
                double l_790_ = (l_789_ + l_777_);
                double l_791_ = (l_790_ - l_789_);
                double l_792_ = (l_777_ - l_791_);
                double l_793_ = (l_757_ + l_790_);
                double l_794_ = (l_793_ - l_757_);
                double l_795_ = (l_790_ - l_794_);
                double l_796_ = (l_709_ + l_793_);
                double l_797_ = (l_796_ - l_709_);
                double l_798_ = (l_793_ - l_797_);
                double l_799_ = (l_685_ + l_796_);
                double l_800_ = (l_799_ - l_685_);
                double l_801_ = (l_796_ - l_800_);
                l_mut_515_ = 0.0L;
                l_mut_513_ = 0.0L;
                l_mut_512_ = 0.0L;
                l_mut_511_ = 0.0L;
                l_mut_96_ = l_799_;
                l_mut_101_ = 0u;
                double _e1853 = l_mut_96_;
                double l_802_ = (_e1853 + l_801_);
                double _e1855 = l_mut_96_;
                double l_803_ = (l_802_ - _e1855);
                double l_804_ = (l_801_ - l_803_);
                uint _e1858 = l_mut_101_;
                bool l_805_ = (_e1858 < 3u);
                bool l_806_ = (l_804_ != 0.0L);
                if (l_805_) {
                    local_60 = l_806_;
                } else {
                    local_60 = false;
                }
                bool l_807_ = local_60;
                uint _e1867 = l_mut_101_;
                bool l_808_ = (_e1867 == 0u);
                if (l_807_) {
                    local_61 = l_808_;
                } else {
                    local_61 = false;
                }
                bool l_809_ = local_61;
                double _e1874 = l_mut_515_;
                double l_810_ = (l_809_ ? l_802_ : _e1874);
                l_mut_515_ = l_810_;
                uint _e1876 = l_mut_101_;
                bool l_811_ = (_e1876 == 1u);
                if (l_807_) {
                    local_62 = l_811_;
                } else {
                    local_62 = false;
                }
                bool l_812_ = local_62;
                double _e1883 = l_mut_513_;
                double l_813_ = (l_812_ ? l_802_ : _e1883);
                l_mut_513_ = l_813_;
                uint _e1885 = l_mut_101_;
                bool l_814_ = (_e1885 == 2u);
                if (l_807_) {
                    local_63 = l_814_;
                } else {
                    local_63 = false;
                }
                bool l_815_ = local_63;
                double _e1892 = l_mut_512_;
                double l_816_ = (l_815_ ? l_802_ : _e1892);
                l_mut_512_ = l_816_;
                double l_817_ = (l_807_ ? l_804_ : l_802_);
                double _e1895 = l_mut_96_;
                double l_818_ = (_e1895 + l_801_);
                double l_819_ = (l_805_ ? l_817_ : l_818_);
                l_mut_96_ = l_819_;
                uint l_820_ = uint(l_807_);
                uint _e1899 = l_mut_101_;
                l_mut_101_ = (_e1899 + l_820_);
                double _e1901 = l_mut_96_;
                double l_821_ = (_e1901 + l_798_);
                double _e1903 = l_mut_96_;
                double l_822_ = (l_821_ - _e1903);
                double l_823_ = (l_798_ - l_822_);
                uint _e1906 = l_mut_101_;
                bool l_824_ = (_e1906 < 3u);
                bool l_825_ = (l_823_ != 0.0L);
                if (l_824_) {
                    local_64 = l_825_;
                } else {
                    local_64 = false;
                }
                bool l_826_ = local_64;
                uint _e1915 = l_mut_101_;
                bool l_827_ = (_e1915 == 0u);
                if (l_826_) {
                    local_65 = l_827_;
                } else {
                    local_65 = false;
                }
                bool l_828_ = local_65;
                double _e1922 = l_mut_515_;
                double l_829_ = (l_828_ ? l_821_ : _e1922);
                l_mut_515_ = l_829_;
                uint _e1924 = l_mut_101_;
                bool l_830_ = (_e1924 == 1u);
                if (l_826_) {
                    local_66 = l_830_;
                } else {
                    local_66 = false;
                }
                bool l_831_ = local_66;
                double _e1931 = l_mut_513_;
                double l_832_ = (l_831_ ? l_821_ : _e1931);
                l_mut_513_ = l_832_;
                uint _e1933 = l_mut_101_;
                bool l_833_ = (_e1933 == 2u);
                if (l_826_) {
                    local_67 = l_833_;
                } else {
                    local_67 = false;
                }
                bool l_834_ = local_67;
                double _e1940 = l_mut_512_;
                double l_835_ = (l_834_ ? l_821_ : _e1940);
                l_mut_512_ = l_835_;
                double l_836_ = (l_826_ ? l_823_ : l_821_);
                double _e1943 = l_mut_96_;
                double l_837_ = (_e1943 + l_798_);
                double l_838_ = (l_824_ ? l_836_ : l_837_);
                l_mut_96_ = l_838_;
                uint l_839_ = uint(l_826_);
                uint _e1947 = l_mut_101_;
                l_mut_101_ = (_e1947 + l_839_);
                double _e1949 = l_mut_96_;
                double l_840_ = (_e1949 + l_795_);
                double _e1951 = l_mut_96_;
                double l_841_ = (l_840_ - _e1951);
                double l_842_ = (l_795_ - l_841_);
                uint _e1954 = l_mut_101_;
                bool l_843_ = (_e1954 < 3u);
                bool l_844_ = (l_842_ != 0.0L);
                if (l_843_) {
                    local_68 = l_844_;
                } else {
                    local_68 = false;
                }
                bool l_845_ = local_68;
                uint _e1963 = l_mut_101_;
                bool l_846_ = (_e1963 == 0u);
                if (l_845_) {
                    local_69 = l_846_;
                } else {
                    local_69 = false;
                }
                bool l_847_ = local_69;
                double _e1970 = l_mut_515_;
                double l_848_ = (l_847_ ? l_840_ : _e1970);
                l_mut_515_ = l_848_;
                uint _e1972 = l_mut_101_;
                bool l_849_ = (_e1972 == 1u);
                if (l_845_) {
                    local_70 = l_849_;
                } else {
                    local_70 = false;
                }
                bool l_850_ = local_70;
                double _e1979 = l_mut_513_;
                double l_851_ = (l_850_ ? l_840_ : _e1979);
                l_mut_513_ = l_851_;
                uint _e1981 = l_mut_101_;
                bool l_852_ = (_e1981 == 2u);
                if (l_845_) {
                    local_71 = l_852_;
                } else {
                    local_71 = false;
                }
                bool l_853_ = local_71;
                double _e1988 = l_mut_512_;
                double l_854_ = (l_853_ ? l_840_ : _e1988);
                l_mut_512_ = l_854_;
                double l_855_ = (l_845_ ? l_842_ : l_840_);
                double _e1991 = l_mut_96_;
                double l_856_ = (_e1991 + l_795_);
                double l_857_ = (l_843_ ? l_855_ : l_856_);
                l_mut_96_ = l_857_;
                uint l_858_ = uint(l_845_);
                uint _e1995 = l_mut_101_;
                l_mut_101_ = (_e1995 + l_858_);
                double _e1997 = l_mut_96_;
                double l_859_ = (_e1997 + l_792_);
                double _e1999 = l_mut_96_;
                double l_860_ = (l_859_ - _e1999);
                double l_861_ = (l_792_ - l_860_);
                uint _e2002 = l_mut_101_;
                bool l_862_ = (_e2002 < 3u);
                bool l_863_ = (l_861_ != 0.0L);
                if (l_862_) {
                    local_72 = l_863_;
                } else {
                    local_72 = false;
                }
                bool l_864_ = local_72;
                uint _e2011 = l_mut_101_;
                bool l_865_ = (_e2011 == 0u);
                if (l_864_) {
                    local_73 = l_865_;
                } else {
                    local_73 = false;
                }
                bool l_866_ = local_73;
                double _e2018 = l_mut_515_;
                double l_867_ = (l_866_ ? l_859_ : _e2018);
                l_mut_515_ = l_867_;
                uint _e2020 = l_mut_101_;
                bool l_868_ = (_e2020 == 1u);
                if (l_864_) {
                    local_74 = l_868_;
                } else {
                    local_74 = false;
                }
                bool l_869_ = local_74;
                double _e2027 = l_mut_513_;
                double l_870_ = (l_869_ ? l_859_ : _e2027);
                l_mut_513_ = l_870_;
                uint _e2029 = l_mut_101_;
                bool l_871_ = (_e2029 == 2u);
                if (l_864_) {
                    local_75 = l_871_;
                } else {
                    local_75 = false;
                }
                bool l_872_ = local_75;
                double _e2036 = l_mut_512_;
                double l_873_ = (l_872_ ? l_859_ : _e2036);
                l_mut_512_ = l_873_;
                double l_874_ = (l_864_ ? l_861_ : l_859_);
                double _e2039 = l_mut_96_;
                double l_875_ = (_e2039 + l_792_);
                double l_876_ = (l_862_ ? l_874_ : l_875_);
                l_mut_96_ = l_876_;
                uint l_877_ = uint(l_864_);
                uint _e2043 = l_mut_101_;
                l_mut_101_ = (_e2043 + l_877_);
                uint _e2045 = l_mut_101_;
                bool l_878_ = (_e2045 == 0u);
                double _e2048 = l_mut_515_;
                double _e2049 = l_mut_96_;
                double l_879_ = (l_878_ ? _e2049 : _e2048);
                l_mut_515_ = l_879_;
                uint _e2051 = l_mut_101_;
                bool l_880_ = (_e2051 == 1u);
                double _e2054 = l_mut_513_;
                double _e2055 = l_mut_96_;
                double l_881_ = (l_880_ ? _e2055 : _e2054);
                l_mut_513_ = l_881_;
                uint _e2057 = l_mut_101_;
                bool l_882_ = (_e2057 == 2u);
                double _e2060 = l_mut_512_;
                double _e2061 = l_mut_96_;
                double l_883_ = (l_882_ ? _e2061 : _e2060);
                l_mut_512_ = l_883_;
                uint _e2063 = l_mut_101_;
                bool l_884_ = (_e2063 == 3u);
                double _e2066 = l_mut_511_;
                double _e2067 = l_mut_96_;
                double l_885_ = (l_884_ ? _e2067 : _e2066);
                l_mut_511_ = l_885_;
                double _e2069 = l_mut_515_;
                double l_886_ = (_e2069 + 1.0L);
                double _e2072 = l_mut_515_;
                double l_887_ = (l_886_ - _e2072);
                double l_888_ = (l_886_ - l_887_);
                double _e2075 = l_mut_515_;
                double l_889_ = (_e2075 - l_888_);
                double l_890_ = (1.0L - l_887_);
                double l_891_ = (l_889_ + l_890_);
                double _e2080 = l_mut_513_;
                double l_892_ = (_e2080 + l_891_);
                double _e2082 = l_mut_513_;
                double l_893_ = (l_892_ - _e2082);
                double l_894_ = (l_892_ - l_893_);
                double _e2085 = l_mut_513_;
                double l_895_ = (_e2085 - l_894_);
                double l_896_ = (l_891_ - l_893_);
                double l_897_ = (l_895_ + l_896_);
                double _e2089 = l_mut_512_;
                double l_898_ = (_e2089 + l_897_);
                double _e2091 = l_mut_512_;
                double l_899_ = (l_898_ - _e2091);
                double l_900_ = (l_898_ - l_899_);
                double _e2094 = l_mut_512_;
                double l_901_ = (_e2094 - l_900_);
                double l_902_ = (l_897_ - l_899_);
                double l_903_ = (l_901_ + l_902_);
                double _e2098 = l_mut_511_;
                double l_904_ = (_e2098 + l_903_);
                double _e2100 = l_mut_511_;
                double l_905_ = (l_904_ - _e2100);
                double l_906_ = (l_904_ - l_905_);
                double _e2103 = l_mut_511_;
                double l_907_ = (_e2103 - l_906_);
                double l_908_ = (l_903_ - l_905_);
                double l_909_ = (l_907_ + l_908_);
                double l_910_ = (l_904_ + l_909_);
                double l_911_ = (l_910_ - l_904_);
                double l_912_ = (l_909_ - l_911_);
                double l_913_ = (l_898_ + l_910_);
                double l_914_ = (l_913_ - l_898_);
                double l_915_ = (l_910_ - l_914_);
                double l_916_ = (l_892_ + l_913_);
                double l_917_ = (l_916_ - l_892_);
                double l_918_ = (l_913_ - l_917_);
                double l_919_ = (l_886_ + l_916_);
                double l_920_ = (l_919_ - l_886_);
                double l_921_ = (l_916_ - l_920_);
                l_mut_100_ = 0.0L;
                l_mut_99_ = 0.0L;
                l_mut_98_ = 0.0L;
                l_mut_97_ = 0.0L;
                l_mut_96_ = l_919_;
                l_mut_101_ = 0u;
                double _e2124 = l_mut_96_;
                double l_922_ = (_e2124 + l_921_);
                double _e2126 = l_mut_96_;
                double l_923_ = (l_922_ - _e2126);
                double l_924_ = (l_921_ - l_923_);
                uint _e2129 = l_mut_101_;
                bool l_925_ = (_e2129 < 3u);
                bool l_926_ = (l_924_ != 0.0L);
                if (l_925_) {
                    local_76 = l_926_;
                } else {
                    local_76 = false;
                }
                bool l_927_ = local_76;
                uint _e2138 = l_mut_101_;
                bool l_928_ = (_e2138 == 0u);
                if (l_927_) {
                    local_77 = l_928_;
                } else {
                    local_77 = false;
                }
                bool l_929_ = local_77;
                double _e2145 = l_mut_100_;
                double l_930_ = (l_929_ ? l_922_ : _e2145);
                l_mut_100_ = l_930_;
                uint _e2147 = l_mut_101_;
                bool l_931_ = (_e2147 == 1u);
                if (l_927_) {
                    local_78 = l_931_;
                } else {
                    local_78 = false;
                }
                bool l_932_ = local_78;
                double _e2154 = l_mut_99_;
                double l_933_ = (l_932_ ? l_922_ : _e2154);
                l_mut_99_ = l_933_;
                uint _e2156 = l_mut_101_;
                bool l_934_ = (_e2156 == 2u);
                if (l_927_) {
                    local_79 = l_934_;
                } else {
                    local_79 = false;
                }
                bool l_935_ = local_79;
                double _e2163 = l_mut_98_;
                double l_936_ = (l_935_ ? l_922_ : _e2163);
                l_mut_98_ = l_936_;
                double l_937_ = (l_927_ ? l_924_ : l_922_);
                double _e2166 = l_mut_96_;
                double l_938_ = (_e2166 + l_921_);
                double l_939_ = (l_925_ ? l_937_ : l_938_);
                l_mut_96_ = l_939_;
                uint l_940_ = uint(l_927_);
                uint _e2170 = l_mut_101_;
                l_mut_101_ = (_e2170 + l_940_);
                double _e2172 = l_mut_96_;
                double l_941_ = (_e2172 + l_918_);
                double _e2174 = l_mut_96_;
                double l_942_ = (l_941_ - _e2174);
                double l_943_ = (l_918_ - l_942_);
                uint _e2177 = l_mut_101_;
                bool l_944_ = (_e2177 < 3u);
                bool l_945_ = (l_943_ != 0.0L);
                if (l_944_) {
                    local_80 = l_945_;
                } else {
                    local_80 = false;
                }
                bool l_946_ = local_80;
                uint _e2186 = l_mut_101_;
                bool l_947_ = (_e2186 == 0u);
                if (l_946_) {
                    local_81 = l_947_;
                } else {
                    local_81 = false;
                }
                bool l_948_ = local_81;
                double _e2193 = l_mut_100_;
                double l_949_ = (l_948_ ? l_941_ : _e2193);
                l_mut_100_ = l_949_;
                uint _e2195 = l_mut_101_;
                bool l_950_ = (_e2195 == 1u);
                if (l_946_) {
                    local_82 = l_950_;
                } else {
                    local_82 = false;
                }
                bool l_951_ = local_82;
                double _e2202 = l_mut_99_;
                double l_952_ = (l_951_ ? l_941_ : _e2202);
                l_mut_99_ = l_952_;
                uint _e2204 = l_mut_101_;
                bool l_953_ = (_e2204 == 2u);
                if (l_946_) {
                    local_83 = l_953_;
                } else {
                    local_83 = false;
                }
                bool l_954_ = local_83;
                double _e2211 = l_mut_98_;
                double l_955_ = (l_954_ ? l_941_ : _e2211);
                l_mut_98_ = l_955_;
                double l_956_ = (l_946_ ? l_943_ : l_941_);
                double _e2214 = l_mut_96_;
                double l_957_ = (_e2214 + l_918_);
                double l_958_ = (l_944_ ? l_956_ : l_957_);
                l_mut_96_ = l_958_;
                uint l_959_ = uint(l_946_);
                uint _e2218 = l_mut_101_;
                l_mut_101_ = (_e2218 + l_959_);
                double _e2220 = l_mut_96_;
                double l_960_ = (_e2220 + l_915_);
                double _e2222 = l_mut_96_;
                double l_961_ = (l_960_ - _e2222);
                double l_962_ = (l_915_ - l_961_);
                uint _e2225 = l_mut_101_;
                bool l_963_ = (_e2225 < 3u);
                bool l_964_ = (l_962_ != 0.0L);
                if (l_963_) {
                    local_84 = l_964_;
                } else {
                    local_84 = false;
                }
                bool l_965_ = local_84;
                uint _e2234 = l_mut_101_;
                bool l_966_ = (_e2234 == 0u);
                if (l_965_) {
                    local_85 = l_966_;
                } else {
                    local_85 = false;
                }
                bool l_967_ = local_85;
                double _e2241 = l_mut_100_;
                double l_968_ = (l_967_ ? l_960_ : _e2241);
                l_mut_100_ = l_968_;
                uint _e2243 = l_mut_101_;
                bool l_969_ = (_e2243 == 1u);
                if (l_965_) {
                    local_86 = l_969_;
                } else {
                    local_86 = false;
                }
                bool l_970_ = local_86;
                double _e2250 = l_mut_99_;
                double l_971_ = (l_970_ ? l_960_ : _e2250);
                l_mut_99_ = l_971_;
                uint _e2252 = l_mut_101_;
                bool l_972_ = (_e2252 == 2u);
                if (l_965_) {
                    local_87 = l_972_;
                } else {
                    local_87 = false;
                }
                bool l_973_ = local_87;
                double _e2259 = l_mut_98_;
                double l_974_ = (l_973_ ? l_960_ : _e2259);
                l_mut_98_ = l_974_;
                double l_975_ = (l_965_ ? l_962_ : l_960_);
                double _e2262 = l_mut_96_;
                double l_976_ = (_e2262 + l_915_);
                double l_977_ = (l_963_ ? l_975_ : l_976_);
                l_mut_96_ = l_977_;
                uint l_978_ = uint(l_965_);
                uint _e2266 = l_mut_101_;
                l_mut_101_ = (_e2266 + l_978_);
                double _e2268 = l_mut_96_;
                double l_979_ = (_e2268 + l_912_);
                double _e2270 = l_mut_96_;
                double l_980_ = (l_979_ - _e2270);
                double l_981_ = (l_912_ - l_980_);
                uint _e2273 = l_mut_101_;
                bool l_982_ = (_e2273 < 3u);
                bool l_983_ = (l_981_ != 0.0L);
                if (l_982_) {
                    local_88 = l_983_;
                } else {
                    local_88 = false;
                }
                bool l_984_ = local_88;
                uint _e2282 = l_mut_101_;
                bool l_985_ = (_e2282 == 0u);
                if (l_984_) {
                    local_89 = l_985_;
                } else {
                    local_89 = false;
                }
                bool l_986_ = local_89;
                double _e2289 = l_mut_100_;
                double l_987_ = (l_986_ ? l_979_ : _e2289);
                l_mut_100_ = l_987_;
                uint _e2291 = l_mut_101_;
                bool l_988_ = (_e2291 == 1u);
                if (l_984_) {
                    local_90 = l_988_;
                } else {
                    local_90 = false;
                }
                bool l_989_ = local_90;
                double _e2298 = l_mut_99_;
                double l_990_ = (l_989_ ? l_979_ : _e2298);
                l_mut_99_ = l_990_;
                uint _e2300 = l_mut_101_;
                bool l_991_ = (_e2300 == 2u);
                if (l_984_) {
                    local_91 = l_991_;
                } else {
                    local_91 = false;
                }
                bool l_992_ = local_91;
                double _e2307 = l_mut_98_;
                double l_993_ = (l_992_ ? l_979_ : _e2307);
                l_mut_98_ = l_993_;
                double l_994_ = (l_984_ ? l_981_ : l_979_);
                double _e2310 = l_mut_96_;
                double l_995_ = (_e2310 + l_912_);
                double l_996_ = (l_982_ ? l_994_ : l_995_);
                l_mut_96_ = l_996_;
                uint l_997_ = uint(l_984_);
                uint _e2314 = l_mut_101_;
                l_mut_101_ = (_e2314 + l_997_);
                uint _e2316 = l_mut_101_;
                bool l_998_ = (_e2316 == 0u);
                double _e2319 = l_mut_100_;
                double _e2320 = l_mut_96_;
                double l_999_ = (l_998_ ? _e2320 : _e2319);
                l_mut_100_ = l_999_;
                uint _e2322 = l_mut_101_;
                bool l_1000_ = (_e2322 == 1u);
                double _e2325 = l_mut_99_;
                double _e2326 = l_mut_96_;
                double l_1001_ = (l_1000_ ? _e2326 : _e2325);
                l_mut_99_ = l_1001_;
                uint _e2328 = l_mut_101_;
                bool l_1002_ = (_e2328 == 2u);
                double _e2331 = l_mut_98_;
                double _e2332 = l_mut_96_;
                double l_1003_ = (l_1002_ ? _e2332 : _e2331);
                l_mut_98_ = l_1003_;
                uint _e2334 = l_mut_101_;
                bool l_1004_ = (_e2334 == 3u);
                double _e2337 = l_mut_97_;
                double _e2338 = l_mut_96_;
                double l_1005_ = (l_1004_ ? _e2338 : _e2337);
                l_mut_97_ = l_1005_;
                double _e2340 = l_mut_100_;
                double l_1006_ = (_e2340 * l_186_);
                double l_1007_ = -(l_1006_);
                double _e2343 = l_mut_100_;
                double l_1008_ = mad(_e2343, l_186_, l_1007_);
                double _e2345 = l_mut_100_;
                double l_1009_ = (_e2345 * l_187_);
                double l_1010_ = -(l_1009_);
                double _e2348 = l_mut_100_;
                double l_1011_ = mad(_e2348, l_187_, l_1010_);
                double _e2350 = l_mut_99_;
                double l_1012_ = (_e2350 * l_186_);
                double l_1013_ = -(l_1012_);
                double _e2353 = l_mut_99_;
                double l_1014_ = mad(_e2353, l_186_, l_1013_);
                double _e2355 = l_mut_100_;
                double l_1015_ = (_e2355 * l_188_);
                double l_1016_ = -(l_1015_);
                double _e2358 = l_mut_100_;
                double l_1017_ = mad(_e2358, l_188_, l_1016_);
                double _e2360 = l_mut_99_;
                double l_1018_ = (_e2360 * l_187_);
                double l_1019_ = -(l_1018_);
                double _e2363 = l_mut_99_;
                double l_1020_ = mad(_e2363, l_187_, l_1019_);
                double _e2365 = l_mut_98_;
                double l_1021_ = (_e2365 * l_186_);
                double l_1022_ = -(l_1021_);
                double _e2368 = l_mut_98_;
                double l_1023_ = mad(_e2368, l_186_, l_1022_);
                double l_1024_ = (l_1009_ + l_1012_);
                double l_1025_ = (l_1024_ - l_1009_);
                double l_1026_ = (l_1024_ - l_1025_);
                double l_1027_ = (l_1009_ - l_1026_);
                double l_1028_ = (l_1012_ - l_1025_);
                double l_1029_ = (l_1027_ + l_1028_);
                double l_1030_ = (l_1008_ + l_1024_);
                double l_1031_ = (l_1030_ - l_1008_);
                double l_1032_ = (l_1030_ - l_1031_);
                double l_1033_ = (l_1008_ - l_1032_);
                double l_1034_ = (l_1024_ - l_1031_);
                double l_1035_ = (l_1033_ + l_1034_);
                double l_1036_ = (l_1029_ + l_1035_);
                double l_1037_ = (l_1036_ - l_1029_);
                double l_1038_ = (l_1036_ - l_1037_);
                double l_1039_ = (l_1029_ - l_1038_);
                double l_1040_ = (l_1035_ - l_1037_);
                double l_1041_ = (l_1039_ + l_1040_);
                double l_1042_ = (l_1036_ + l_1011_);
                double l_1043_ = (l_1042_ - l_1036_);
                double l_1044_ = (l_1042_ - l_1043_);
                double l_1045_ = (l_1036_ - l_1044_);
                double l_1046_ = (l_1011_ - l_1043_);
                double l_1047_ = (l_1045_ + l_1046_);
                double l_1048_ = (l_1014_ + l_1042_);
                double l_1049_ = (l_1048_ - l_1014_);
                double l_1050_ = (l_1048_ - l_1049_);
                double l_1051_ = (l_1014_ - l_1050_);
                double l_1052_ = (l_1042_ - l_1049_);
                double l_1053_ = (l_1051_ + l_1052_);
                double l_1054_ = (l_1047_ + l_1053_);
                double l_1055_ = (l_1054_ - l_1047_);
                double l_1056_ = (l_1054_ - l_1055_);
                double l_1057_ = (l_1047_ - l_1056_);
                double l_1058_ = (l_1053_ - l_1055_);
                double l_1059_ = (l_1057_ + l_1058_);
                double l_1060_ = (l_1015_ + l_1018_);
                double l_1061_ = (l_1060_ - l_1015_);
                double l_1062_ = (l_1060_ - l_1061_);
                double l_1063_ = (l_1015_ - l_1062_);
                double l_1064_ = (l_1018_ - l_1061_);
                double l_1065_ = (l_1063_ + l_1064_);
                double l_1066_ = (l_1021_ + l_1060_);
                double l_1067_ = (l_1066_ - l_1021_);
                double l_1068_ = (l_1066_ - l_1067_);
                double l_1069_ = (l_1021_ - l_1068_);
                double l_1070_ = (l_1060_ - l_1067_);
                double l_1071_ = (l_1069_ + l_1070_);
                double l_1072_ = (l_1065_ + l_1071_);
                double l_1073_ = (l_1072_ - l_1065_);
                double l_1074_ = (l_1072_ - l_1073_);
                double l_1075_ = (l_1065_ - l_1074_);
                double l_1076_ = (l_1071_ - l_1073_);
                double l_1077_ = (l_1075_ + l_1076_);
                double l_1078_ = (l_1048_ + l_1066_);
                double l_1079_ = (l_1078_ - l_1048_);
                double l_1080_ = (l_1078_ - l_1079_);
                double l_1081_ = (l_1048_ - l_1080_);
                double l_1082_ = (l_1066_ - l_1079_);
                double l_1083_ = (l_1081_ + l_1082_);
                double l_1084_ = (l_1054_ + l_1072_);
                double l_1085_ = (l_1084_ - l_1054_);
                double l_1086_ = (l_1084_ - l_1085_);
                double l_1087_ = (l_1054_ - l_1086_);
                double l_1088_ = (l_1072_ - l_1085_);
                double l_1089_ = (l_1087_ + l_1088_);
                double l_1090_ = (l_1084_ + l_1083_);
                double l_1091_ = (l_1090_ - l_1084_);
                double l_1092_ = (l_1090_ - l_1091_);
                double l_1093_ = (l_1084_ - l_1092_);
                double l_1094_ = (l_1083_ - l_1091_);
                double l_1095_ = (l_1093_ + l_1094_);
                double l_1096_ = (l_1059_ + l_1077_);
                double l_1097_ = (l_1095_ + l_1089_);
                double l_1098_ = (l_1096_ + l_1097_);
                double _e2445 = l_mut_100_;
                double l_1099_ = (_e2445 * l_189_);
                double _e2447 = l_mut_99_;
                double l_1100_ = (_e2447 * l_188_);
                double l_1101_ = (l_1099_ + l_1100_);
                double _e2450 = l_mut_98_;
                double l_1102_ = (_e2450 * l_187_);
                double _e2452 = l_mut_97_;
                double l_1103_ = (_e2452 * l_186_);
                double l_1104_ = (l_1102_ + l_1103_);
                double l_1105_ = (l_1101_ + l_1104_);
                double l_1106_ = (l_1041_ + l_1017_);
                double l_1107_ = (l_1020_ + l_1023_);
                double l_1108_ = (l_1106_ + l_1107_);
                double l_1109_ = (l_1105_ + l_1108_);
                double l_1110_ = (l_1090_ + l_1109_);
                double l_1111_ = (l_1110_ + l_1098_);
                double l_1112_ = (l_1111_ - l_1110_);
                double l_1113_ = (l_1098_ - l_1112_);
                double l_1114_ = (l_1078_ + l_1111_);
                double l_1115_ = (l_1114_ - l_1078_);
                double l_1116_ = (l_1111_ - l_1115_);
                double l_1117_ = (l_1030_ + l_1114_);
                double l_1118_ = (l_1117_ - l_1030_);
                double l_1119_ = (l_1114_ - l_1118_);
                double l_1120_ = (l_1006_ + l_1117_);
                double l_1121_ = (l_1120_ - l_1006_);
                double l_1122_ = (l_1117_ - l_1121_);
                l_mut_515_ = 0.0L;
                l_mut_513_ = 0.0L;
                l_mut_512_ = 0.0L;
                l_mut_511_ = 0.0L;
                l_mut_96_ = l_1120_;
                l_mut_101_ = 0u;
                double _e2478 = l_mut_96_;
                double l_1123_ = (_e2478 + l_1122_);
                double _e2480 = l_mut_96_;
                double l_1124_ = (l_1123_ - _e2480);
                double l_1125_ = (l_1122_ - l_1124_);
                uint _e2483 = l_mut_101_;
                bool l_1126_ = (_e2483 < 3u);
                bool l_1127_ = (l_1125_ != 0.0L);
                if (l_1126_) {
                    local_92 = l_1127_;
                } else {
                    local_92 = false;
                }
                bool l_1128_ = local_92;
                uint _e2492 = l_mut_101_;
                bool l_1129_ = (_e2492 == 0u);
                if (l_1128_) {
                    local_93 = l_1129_;
                } else {
                    local_93 = false;
                }
                bool l_1130_ = local_93;
                double _e2499 = l_mut_515_;
                double l_1131_ = (l_1130_ ? l_1123_ : _e2499);
                l_mut_515_ = l_1131_;
                uint _e2501 = l_mut_101_;
                bool l_1132_ = (_e2501 == 1u);
                if (l_1128_) {
                    local_94 = l_1132_;
                } else {
                    local_94 = false;
                }
                bool l_1133_ = local_94;
                double _e2508 = l_mut_513_;
                double l_1134_ = (l_1133_ ? l_1123_ : _e2508);
                l_mut_513_ = l_1134_;
                uint _e2510 = l_mut_101_;
                bool l_1135_ = (_e2510 == 2u);
                if (l_1128_) {
                    local_95 = l_1135_;
                } else {
                    local_95 = false;
                }
                bool l_1136_ = local_95;
                double _e2517 = l_mut_512_;
                double l_1137_ = (l_1136_ ? l_1123_ : _e2517);
                l_mut_512_ = l_1137_;
                double l_1138_ = (l_1128_ ? l_1125_ : l_1123_);
                double _e2520 = l_mut_96_;
                double l_1139_ = (_e2520 + l_1122_);
                double l_1140_ = (l_1126_ ? l_1138_ : l_1139_);
                l_mut_96_ = l_1140_;
                uint l_1141_ = uint(l_1128_);
                uint _e2524 = l_mut_101_;
                l_mut_101_ = (_e2524 + l_1141_);
                double _e2526 = l_mut_96_;
                double l_1142_ = (_e2526 + l_1119_);
                double _e2528 = l_mut_96_;
                double l_1143_ = (l_1142_ - _e2528);
                double l_1144_ = (l_1119_ - l_1143_);
                uint _e2531 = l_mut_101_;
                bool l_1145_ = (_e2531 < 3u);
                bool l_1146_ = (l_1144_ != 0.0L);
                if (l_1145_) {
                    local_96 = l_1146_;
                } else {
                    local_96 = false;
                }
                bool l_1147_ = local_96;
                uint _e2540 = l_mut_101_;
                bool l_1148_ = (_e2540 == 0u);
                if (l_1147_) {
                    local_97 = l_1148_;
                } else {
                    local_97 = false;
                }
                bool l_1149_ = local_97;
                double _e2547 = l_mut_515_;
                double l_1150_ = (l_1149_ ? l_1142_ : _e2547);
                l_mut_515_ = l_1150_;
                uint _e2549 = l_mut_101_;
                bool l_1151_ = (_e2549 == 1u);
                if (l_1147_) {
                    local_98 = l_1151_;
                } else {
                    local_98 = false;
                }
                bool l_1152_ = local_98;
                double _e2556 = l_mut_513_;
                double l_1153_ = (l_1152_ ? l_1142_ : _e2556);
                l_mut_513_ = l_1153_;
                uint _e2558 = l_mut_101_;
                bool l_1154_ = (_e2558 == 2u);
                if (l_1147_) {
                    local_99 = l_1154_;
                } else {
                    local_99 = false;
                }
                bool l_1155_ = local_99;
                double _e2565 = l_mut_512_;
                double l_1156_ = (l_1155_ ? l_1142_ : _e2565);
                l_mut_512_ = l_1156_;
                double l_1157_ = (l_1147_ ? l_1144_ : l_1142_);
                double _e2568 = l_mut_96_;
                double l_1158_ = (_e2568 + l_1119_);
                double l_1159_ = (l_1145_ ? l_1157_ : l_1158_);
                l_mut_96_ = l_1159_;
                uint l_1160_ = uint(l_1147_);
                uint _e2572 = l_mut_101_;
                l_mut_101_ = (_e2572 + l_1160_);
                double _e2574 = l_mut_96_;
                double l_1161_ = (_e2574 + l_1116_);
                double _e2576 = l_mut_96_;
                double l_1162_ = (l_1161_ - _e2576);
                double l_1163_ = (l_1116_ - l_1162_);
                uint _e2579 = l_mut_101_;
                bool l_1164_ = (_e2579 < 3u);
                bool l_1165_ = (l_1163_ != 0.0L);
                if (l_1164_) {
                    local_100 = l_1165_;
                } else {
                    local_100 = false;
                }
                bool l_1166_ = local_100;
                uint _e2588 = l_mut_101_;
                bool l_1167_ = (_e2588 == 0u);
                if (l_1166_) {
                    local_101 = l_1167_;
                } else {
                    local_101 = false;
                }
                bool l_1168_ = local_101;
                double _e2595 = l_mut_515_;
                double l_1169_ = (l_1168_ ? l_1161_ : _e2595);
                l_mut_515_ = l_1169_;
                uint _e2597 = l_mut_101_;
                bool l_1170_ = (_e2597 == 1u);
                if (l_1166_) {
                    local_102 = l_1170_;
                } else {
                    local_102 = false;
                }
                bool l_1171_ = local_102;
                double _e2604 = l_mut_513_;
                double l_1172_ = (l_1171_ ? l_1161_ : _e2604);
                l_mut_513_ = l_1172_;
                uint _e2606 = l_mut_101_;
                bool l_1173_ = (_e2606 == 2u);
                if (l_1166_) {
                    local_103 = l_1173_;
                } else {
                    local_103 = false;
                }
                bool l_1174_ = local_103;
                double _e2613 = l_mut_512_;
                double l_1175_ = (l_1174_ ? l_1161_ : _e2613);
                l_mut_512_ = l_1175_;
                double l_1176_ = (l_1166_ ? l_1163_ : l_1161_);
                double _e2616 = l_mut_96_;
                double l_1177_ = (_e2616 + l_1116_);
                double l_1178_ = (l_1164_ ? l_1176_ : l_1177_);
                l_mut_96_ = l_1178_;
                uint l_1179_ = uint(l_1166_);
                uint _e2620 = l_mut_101_;
                l_mut_101_ = (_e2620 + l_1179_);
                double _e2622 = l_mut_96_;
                double l_1180_ = (_e2622 + l_1113_);
                double _e2624 = l_mut_96_;
                double l_1181_ = (l_1180_ - _e2624);
                double l_1182_ = (l_1113_ - l_1181_);
                uint _e2627 = l_mut_101_;
                bool l_1183_ = (_e2627 < 3u);
                bool l_1184_ = (l_1182_ != 0.0L);
                if (l_1183_) {
                    local_104 = l_1184_;
                } else {
                    local_104 = false;
                }
                bool l_1185_ = local_104;
                uint _e2636 = l_mut_101_;
                bool l_1186_ = (_e2636 == 0u);
                if (l_1185_) {
                    local_105 = l_1186_;
                } else {
                    local_105 = false;
                }
                bool l_1187_ = local_105;
                double _e2643 = l_mut_515_;
                double l_1188_ = (l_1187_ ? l_1180_ : _e2643);
                l_mut_515_ = l_1188_;
                uint _e2645 = l_mut_101_;
                bool l_1189_ = (_e2645 == 1u);
                if (l_1185_) {
                    local_106 = l_1189_;
                } else {
                    local_106 = false;
                }
                bool l_1190_ = local_106;
                double _e2652 = l_mut_513_;
                double l_1191_ = (l_1190_ ? l_1180_ : _e2652);
                l_mut_513_ = l_1191_;
                uint _e2654 = l_mut_101_;
                bool l_1192_ = (_e2654 == 2u);
                if (l_1185_) {
                    local_107 = l_1192_;
                } else {
                    local_107 = false;
                }
                bool l_1193_ = local_107;
                double _e2661 = l_mut_512_;
                double l_1194_ = (l_1193_ ? l_1180_ : _e2661);
                l_mut_512_ = l_1194_;
                double l_1195_ = (l_1185_ ? l_1182_ : l_1180_);
                double _e2664 = l_mut_96_;
                double l_1196_ = (_e2664 + l_1113_);
                double l_1197_ = (l_1183_ ? l_1195_ : l_1196_);
                l_mut_96_ = l_1197_;
                uint l_1198_ = uint(l_1185_);
                uint _e2668 = l_mut_101_;
                l_mut_101_ = (_e2668 + l_1198_);
                uint _e2670 = l_mut_101_;
                bool l_1199_ = (_e2670 == 0u);
                double _e2673 = l_mut_515_;
                double _e2674 = l_mut_96_;
                double l_1200_ = (l_1199_ ? _e2674 : _e2673);
                l_mut_515_ = l_1200_;
                uint _e2676 = l_mut_101_;
                bool l_1201_ = (_e2676 == 1u);
                double _e2679 = l_mut_513_;
                double _e2680 = l_mut_96_;
                double l_1202_ = (l_1201_ ? _e2680 : _e2679);
                l_mut_513_ = l_1202_;
                uint _e2682 = l_mut_101_;
                bool l_1203_ = (_e2682 == 2u);
                double _e2685 = l_mut_512_;
                double _e2686 = l_mut_96_;
                double l_1204_ = (l_1203_ ? _e2686 : _e2685);
                l_mut_512_ = l_1204_;
                uint _e2688 = l_mut_101_;
                bool l_1205_ = (_e2688 == 3u);
                double _e2691 = l_mut_511_;
                double _e2692 = l_mut_96_;
                double l_1206_ = (l_1205_ ? _e2692 : _e2691);
                l_mut_511_ = l_1206_;
                double _e2694 = l_mut_515_;
                l_mut_100_ = _e2694;
                double _e2695 = l_mut_513_;
                l_mut_99_ = _e2695;
                double _e2696 = l_mut_512_;
                l_mut_98_ = _e2696;
                double _e2697 = l_mut_511_;
                l_mut_97_ = _e2697;
                l_mut_1207_ = 0u;
                uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                bool loop_init_3 = true;
                while(true) {
                    if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                    loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                    if (!loop_init_3) {
                        uint _e3673 = l_mut_1207_;
                        l_mut_1207_ = (_e3673 + 1u);
                    }
                    loop_init_3 = false;
                    uint _e2700 = l_mut_1207_;
                    if ((_e2700 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        double _e2703 = l_mut_100_;
                        double l_1208_ = (_e2703 * 2.0L);
                        double _e2706 = l_mut_99_;
                        double l_1209_ = (_e2706 * 2.0L);
                        double _e2709 = l_mut_98_;
                        double l_1210_ = (_e2709 * 2.0L);
                        double _e2712 = l_mut_97_;
                        double l_1211_ = (_e2712 * 2.0L);
                        double _e2715 = l_mut_100_;
                        double _e2716 = l_mut_100_;
                        double l_1212_ = (_e2715 * _e2716);
                        double l_1213_ = -(l_1212_);
                        double _e2719 = l_mut_100_;
                        double _e2720 = l_mut_100_;
                        double l_1214_ = mad(_e2719, _e2720, l_1213_);
                        double _e2722 = l_mut_100_;
                        double _e2723 = l_mut_99_;
                        double l_1215_ = (_e2722 * _e2723);
                        double l_1216_ = -(l_1215_);
                        double _e2726 = l_mut_100_;
                        double _e2727 = l_mut_99_;
                        double l_1217_ = mad(_e2726, _e2727, l_1216_);
                        double _e2729 = l_mut_99_;
                        double _e2730 = l_mut_100_;
                        double l_1218_ = (_e2729 * _e2730);
                        double l_1219_ = -(l_1218_);
                        double _e2733 = l_mut_99_;
                        double _e2734 = l_mut_100_;
                        double l_1220_ = mad(_e2733, _e2734, l_1219_);
                        double _e2736 = l_mut_100_;
                        double _e2737 = l_mut_98_;
                        double l_1221_ = (_e2736 * _e2737);
                        double l_1222_ = -(l_1221_);
                        double _e2740 = l_mut_100_;
                        double _e2741 = l_mut_98_;
                        double l_1223_ = mad(_e2740, _e2741, l_1222_);
                        double _e2743 = l_mut_99_;
                        double _e2744 = l_mut_99_;
                        double l_1224_ = (_e2743 * _e2744);
                        double l_1225_ = -(l_1224_);
                        double _e2747 = l_mut_99_;
                        double _e2748 = l_mut_99_;
                        double l_1226_ = mad(_e2747, _e2748, l_1225_);
                        double _e2750 = l_mut_98_;
                        double _e2751 = l_mut_100_;
                        double l_1227_ = (_e2750 * _e2751);
                        double l_1228_ = -(l_1227_);
                        double _e2754 = l_mut_98_;
                        double _e2755 = l_mut_100_;
                        double l_1229_ = mad(_e2754, _e2755, l_1228_);
                        double l_1230_ = (l_1215_ + l_1218_);
                        double l_1231_ = (l_1230_ - l_1215_);
                        double l_1232_ = (l_1230_ - l_1231_);
                        double l_1233_ = (l_1215_ - l_1232_);
                        double l_1234_ = (l_1218_ - l_1231_);
                        double l_1235_ = (l_1233_ + l_1234_);
                        double l_1236_ = (l_1214_ + l_1230_);
                        double l_1237_ = (l_1236_ - l_1214_);
                        double l_1238_ = (l_1236_ - l_1237_);
                        double l_1239_ = (l_1214_ - l_1238_);
                        double l_1240_ = (l_1230_ - l_1237_);
                        double l_1241_ = (l_1239_ + l_1240_);
                        double l_1242_ = (l_1235_ + l_1241_);
                        double l_1243_ = (l_1242_ - l_1235_);
                        double l_1244_ = (l_1242_ - l_1243_);
                        double l_1245_ = (l_1235_ - l_1244_);
                        double l_1246_ = (l_1241_ - l_1243_);
                        double l_1247_ = (l_1245_ + l_1246_);
                        double l_1248_ = (l_1242_ + l_1217_);
                        double l_1249_ = (l_1248_ - l_1242_);
                        double l_1250_ = (l_1248_ - l_1249_);
                        double l_1251_ = (l_1242_ - l_1250_);
                        double l_1252_ = (l_1217_ - l_1249_);
                        double l_1253_ = (l_1251_ + l_1252_);
                        double l_1254_ = (l_1220_ + l_1248_);
                        double l_1255_ = (l_1254_ - l_1220_);
                        double l_1256_ = (l_1254_ - l_1255_);
                        double l_1257_ = (l_1220_ - l_1256_);
                        double l_1258_ = (l_1248_ - l_1255_);
                        double l_1259_ = (l_1257_ + l_1258_);
                        double l_1260_ = (l_1253_ + l_1259_);
                        double l_1261_ = (l_1260_ - l_1253_);
                        double l_1262_ = (l_1260_ - l_1261_);
                        double l_1263_ = (l_1253_ - l_1262_);
                        double l_1264_ = (l_1259_ - l_1261_);
                        double l_1265_ = (l_1263_ + l_1264_);
                        double l_1266_ = (l_1221_ + l_1224_);
                        double l_1267_ = (l_1266_ - l_1221_);
                        double l_1268_ = (l_1266_ - l_1267_);
                        double l_1269_ = (l_1221_ - l_1268_);
                        double l_1270_ = (l_1224_ - l_1267_);
                        double l_1271_ = (l_1269_ + l_1270_);
                        double l_1272_ = (l_1227_ + l_1266_);
                        double l_1273_ = (l_1272_ - l_1227_);
                        double l_1274_ = (l_1272_ - l_1273_);
                        double l_1275_ = (l_1227_ - l_1274_);
                        double l_1276_ = (l_1266_ - l_1273_);
                        double l_1277_ = (l_1275_ + l_1276_);
                        double l_1278_ = (l_1271_ + l_1277_);
                        double l_1279_ = (l_1278_ - l_1271_);
                        double l_1280_ = (l_1278_ - l_1279_);
                        double l_1281_ = (l_1271_ - l_1280_);
                        double l_1282_ = (l_1277_ - l_1279_);
                        double l_1283_ = (l_1281_ + l_1282_);
                        double l_1284_ = (l_1254_ + l_1272_);
                        double l_1285_ = (l_1284_ - l_1254_);
                        double l_1286_ = (l_1284_ - l_1285_);
                        double l_1287_ = (l_1254_ - l_1286_);
                        double l_1288_ = (l_1272_ - l_1285_);
                        double l_1289_ = (l_1287_ + l_1288_);
                        double l_1290_ = (l_1260_ + l_1278_);
                        double l_1291_ = (l_1290_ - l_1260_);
                        double l_1292_ = (l_1290_ - l_1291_);
                        double l_1293_ = (l_1260_ - l_1292_);
                        double l_1294_ = (l_1278_ - l_1291_);
                        double l_1295_ = (l_1293_ + l_1294_);
                        double l_1296_ = (l_1290_ + l_1289_);
                        double l_1297_ = (l_1296_ - l_1290_);
                        double l_1298_ = (l_1296_ - l_1297_);
                        double l_1299_ = (l_1290_ - l_1298_);
                        double l_1300_ = (l_1289_ - l_1297_);
                        double l_1301_ = (l_1299_ + l_1300_);
                        double l_1302_ = (l_1265_ + l_1283_);
                        double l_1303_ = (l_1301_ + l_1295_);
                        double l_1304_ = (l_1302_ + l_1303_);
                        double _e2832 = l_mut_100_;
                        double _e2833 = l_mut_97_;
                        double l_1305_ = (_e2832 * _e2833);
                        double _e2835 = l_mut_99_;
                        double _e2836 = l_mut_98_;
                        double l_1306_ = (_e2835 * _e2836);
                        double l_1307_ = (l_1305_ + l_1306_);
                        double _e2839 = l_mut_98_;
                        double _e2840 = l_mut_99_;
                        double l_1308_ = (_e2839 * _e2840);
                        double _e2842 = l_mut_97_;
                        double _e2843 = l_mut_100_;
                        double l_1309_ = (_e2842 * _e2843);
                        double l_1310_ = (l_1308_ + l_1309_);
                        double l_1311_ = (l_1307_ + l_1310_);
                        double l_1312_ = (l_1247_ + l_1223_);
                        double l_1313_ = (l_1226_ + l_1229_);
                        double l_1314_ = (l_1312_ + l_1313_);
                        double l_1315_ = (l_1311_ + l_1314_);
                        double l_1316_ = (l_1296_ + l_1315_);
                        double l_1317_ = (l_1316_ + l_1304_);
                        double l_1318_ = (l_1317_ - l_1316_);
                        double l_1319_ = (l_1304_ - l_1318_);
                        double l_1320_ = (l_1284_ + l_1317_);
                        double l_1321_ = (l_1320_ - l_1284_);
                        double l_1322_ = (l_1317_ - l_1321_);
                        double l_1323_ = (l_1236_ + l_1320_);
                        double l_1324_ = (l_1323_ - l_1236_);
                        double l_1325_ = (l_1320_ - l_1324_);
                        double l_1326_ = (l_1212_ + l_1323_);
                        double l_1327_ = (l_1326_ - l_1212_);
                        double l_1328_ = (l_1323_ - l_1327_);
                        l_mut_96_ = 0.0L;
                        l_mut_54_ = 0.0L;
                        l_mut_53_ = 0.0L;
                        l_mut_52_ = 0.0L;
                        l_mut_51_ = l_1326_;
                        l_mut_101_ = 0u;
                        double _e2869 = l_mut_51_;
                        double l_1329_ = (_e2869 + l_1328_);
                        double _e2871 = l_mut_51_;
                        double l_1330_ = (l_1329_ - _e2871);
                        double l_1331_ = (l_1328_ - l_1330_);
                        uint _e2874 = l_mut_101_;
                        bool l_1332_ = (_e2874 < 3u);
                        bool l_1333_ = (l_1331_ != 0.0L);
                        if (l_1332_) {
                            local_108 = l_1333_;
                        } else {
                            local_108 = false;
                        }
                        bool l_1334_ = local_108;
                        uint _e2883 = l_mut_101_;
                        bool l_1335_ = (_e2883 == 0u);
                        if (l_1334_) {
                            local_109 = l_1335_;
                        } else {
                            local_109 = false;
                        }
                        bool l_1336_ = local_109;
                        double _e2890 = l_mut_96_;
                        double l_1337_ = (l_1336_ ? l_1329_ : _e2890);
                        l_mut_96_ = l_1337_;
                        uint _e2892 = l_mut_101_;
                        bool l_1338_ = (_e2892 == 1u);
                        if (l_1334_) {
                            local_110 = l_1338_;
                        } else {
                            local_110 = false;
                        }
                        bool l_1339_ = local_110;
                        double _e2899 = l_mut_54_;
                        double l_1340_ = (l_1339_ ? l_1329_ : _e2899);
                        l_mut_54_ = l_1340_;
                        uint _e2901 = l_mut_101_;
                        bool l_1341_ = (_e2901 == 2u);
                        if (l_1334_) {
                            local_111 = l_1341_;
                        } else {
                            local_111 = false;
                        }
                        bool l_1342_ = local_111;
                        double _e2908 = l_mut_53_;
                        double l_1343_ = (l_1342_ ? l_1329_ : _e2908);
                        l_mut_53_ = l_1343_;
                        double l_1344_ = (l_1334_ ? l_1331_ : l_1329_);
                        double _e2911 = l_mut_51_;
                        double l_1345_ = (_e2911 + l_1328_);
                        double l_1346_ = (l_1332_ ? l_1344_ : l_1345_);
                        l_mut_51_ = l_1346_;
                        uint l_1347_ = uint(l_1334_);
                        uint _e2915 = l_mut_101_;
                        l_mut_101_ = (_e2915 + l_1347_);
                        double _e2917 = l_mut_51_;
                        double l_1348_ = (_e2917 + l_1325_);
                        double _e2919 = l_mut_51_;
                        double l_1349_ = (l_1348_ - _e2919);
                        double l_1350_ = (l_1325_ - l_1349_);
                        uint _e2922 = l_mut_101_;
                        bool l_1351_ = (_e2922 < 3u);
                        bool l_1352_ = (l_1350_ != 0.0L);
                        if (l_1351_) {
                            local_112 = l_1352_;
                        } else {
                            local_112 = false;
                        }
                        bool l_1353_ = local_112;
                        uint _e2931 = l_mut_101_;
                        bool l_1354_ = (_e2931 == 0u);
                        if (l_1353_) {
                            local_113 = l_1354_;
                        } else {
                            local_113 = false;
                        }
                        bool l_1355_ = local_113;
                        double _e2938 = l_mut_96_;
                        double l_1356_ = (l_1355_ ? l_1348_ : _e2938);
                        l_mut_96_ = l_1356_;
                        uint _e2940 = l_mut_101_;
                        bool l_1357_ = (_e2940 == 1u);
                        if (l_1353_) {
                            local_114 = l_1357_;
                        } else {
                            local_114 = false;
                        }
                        bool l_1358_ = local_114;
                        double _e2947 = l_mut_54_;
                        double l_1359_ = (l_1358_ ? l_1348_ : _e2947);
                        l_mut_54_ = l_1359_;
                        uint _e2949 = l_mut_101_;
                        bool l_1360_ = (_e2949 == 2u);
                        if (l_1353_) {
                            local_115 = l_1360_;
                        } else {
                            local_115 = false;
                        }
                        bool l_1361_ = local_115;
                        double _e2956 = l_mut_53_;
                        double l_1362_ = (l_1361_ ? l_1348_ : _e2956);
                        l_mut_53_ = l_1362_;
                        double l_1363_ = (l_1353_ ? l_1350_ : l_1348_);
                        double _e2959 = l_mut_51_;
                        double l_1364_ = (_e2959 + l_1325_);
                        double l_1365_ = (l_1351_ ? l_1363_ : l_1364_);
                        l_mut_51_ = l_1365_;
                        uint l_1366_ = uint(l_1353_);
                        uint _e2963 = l_mut_101_;
                        l_mut_101_ = (_e2963 + l_1366_);
                        double _e2965 = l_mut_51_;
                        double l_1367_ = (_e2965 + l_1322_);
                        double _e2967 = l_mut_51_;
                        double l_1368_ = (l_1367_ - _e2967);
                        double l_1369_ = (l_1322_ - l_1368_);
                        uint _e2970 = l_mut_101_;
                        bool l_1370_ = (_e2970 < 3u);
                        bool l_1371_ = (l_1369_ != 0.0L);
                        if (l_1370_) {
                            local_116 = l_1371_;
                        } else {
                            local_116 = false;
                        }
                        bool l_1372_ = local_116;
                        uint _e2979 = l_mut_101_;
                        bool l_1373_ = (_e2979 == 0u);
                        if (l_1372_) {
                            local_117 = l_1373_;
                        } else {
                            local_117 = false;
                        }
                        bool l_1374_ = local_117;
                        double _e2986 = l_mut_96_;
                        double l_1375_ = (l_1374_ ? l_1367_ : _e2986);
                        l_mut_96_ = l_1375_;
                        uint _e2988 = l_mut_101_;
                        bool l_1376_ = (_e2988 == 1u);
                        if (l_1372_) {
                            local_118 = l_1376_;
                        } else {
                            local_118 = false;
                        }
                        bool l_1377_ = local_118;
                        double _e2995 = l_mut_54_;
                        double l_1378_ = (l_1377_ ? l_1367_ : _e2995);
                        l_mut_54_ = l_1378_;
                        uint _e2997 = l_mut_101_;
                        bool l_1379_ = (_e2997 == 2u);
                        if (l_1372_) {
                            local_119 = l_1379_;
                        } else {
                            local_119 = false;
                        }
                        bool l_1380_ = local_119;
                        double _e3004 = l_mut_53_;
                        double l_1381_ = (l_1380_ ? l_1367_ : _e3004);
                        l_mut_53_ = l_1381_;
                        double l_1382_ = (l_1372_ ? l_1369_ : l_1367_);
                        double _e3007 = l_mut_51_;
                        double l_1383_ = (_e3007 + l_1322_);
                        double l_1384_ = (l_1370_ ? l_1382_ : l_1383_);
                        l_mut_51_ = l_1384_;
                        uint l_1385_ = uint(l_1372_);
                        uint _e3011 = l_mut_101_;
                        l_mut_101_ = (_e3011 + l_1385_);
                        double _e3013 = l_mut_51_;
                        double l_1386_ = (_e3013 + l_1319_);
                        double _e3015 = l_mut_51_;
                        double l_1387_ = (l_1386_ - _e3015);
                        double l_1388_ = (l_1319_ - l_1387_);
                        uint _e3018 = l_mut_101_;
                        bool l_1389_ = (_e3018 < 3u);
                        bool l_1390_ = (l_1388_ != 0.0L);
                        if (l_1389_) {
                            local_120 = l_1390_;
                        } else {
                            local_120 = false;
                        }
                        bool l_1391_ = local_120;
                        uint _e3027 = l_mut_101_;
                        bool l_1392_ = (_e3027 == 0u);
                        if (l_1391_) {
                            local_121 = l_1392_;
                        } else {
                            local_121 = false;
                        }
                        bool l_1393_ = local_121;
                        double _e3034 = l_mut_96_;
                        double l_1394_ = (l_1393_ ? l_1386_ : _e3034);
                        l_mut_96_ = l_1394_;
                        uint _e3036 = l_mut_101_;
                        bool l_1395_ = (_e3036 == 1u);
                        if (l_1391_) {
                            local_122 = l_1395_;
                        } else {
                            local_122 = false;
                        }
                        bool l_1396_ = local_122;
                        double _e3043 = l_mut_54_;
                        double l_1397_ = (l_1396_ ? l_1386_ : _e3043);
                        l_mut_54_ = l_1397_;
                        uint _e3045 = l_mut_101_;
                        bool l_1398_ = (_e3045 == 2u);
                        if (l_1391_) {
                            local_123 = l_1398_;
                        } else {
                            local_123 = false;
                        }
                        bool l_1399_ = local_123;
                        double _e3052 = l_mut_53_;
                        double l_1400_ = (l_1399_ ? l_1386_ : _e3052);
                        l_mut_53_ = l_1400_;
                        double l_1401_ = (l_1391_ ? l_1388_ : l_1386_);
                        double _e3055 = l_mut_51_;
                        double l_1402_ = (_e3055 + l_1319_);
                        double l_1403_ = (l_1389_ ? l_1401_ : l_1402_);
                        l_mut_51_ = l_1403_;
                        uint l_1404_ = uint(l_1391_);
                        uint _e3059 = l_mut_101_;
                        l_mut_101_ = (_e3059 + l_1404_);
                        uint _e3061 = l_mut_101_;
                        bool l_1405_ = (_e3061 == 0u);
                        double _e3064 = l_mut_96_;
                        double _e3065 = l_mut_51_;
                        double l_1406_ = (l_1405_ ? _e3065 : _e3064);
                        l_mut_96_ = l_1406_;
                        uint _e3067 = l_mut_101_;
                        bool l_1407_ = (_e3067 == 1u);
                        double _e3070 = l_mut_54_;
                        double _e3071 = l_mut_51_;
                        double l_1408_ = (l_1407_ ? _e3071 : _e3070);
                        l_mut_54_ = l_1408_;
                        uint _e3073 = l_mut_101_;
                        bool l_1409_ = (_e3073 == 2u);
                        double _e3076 = l_mut_53_;
                        double _e3077 = l_mut_51_;
                        double l_1410_ = (l_1409_ ? _e3077 : _e3076);
                        l_mut_53_ = l_1410_;
                        uint _e3079 = l_mut_101_;
                        bool l_1411_ = (_e3079 == 3u);
                        double _e3082 = l_mut_52_;
                        double _e3083 = l_mut_51_;
                        double l_1412_ = (l_1411_ ? _e3083 : _e3082);
                        l_mut_52_ = l_1412_;
                        a_1413_[0] = l_1208_;
                        double _e3087 = l_mut_96_;
                        a_1413_[1] = _e3087;
                        a_1413_[2] = l_1209_;
                        double _e3090 = l_mut_54_;
                        a_1413_[3] = _e3090;
                        a_1413_[4] = l_1210_;
                        double _e3093 = l_mut_53_;
                        a_1413_[5] = _e3093;
                        a_1413_[6] = l_1211_;
                        double _e3096 = l_mut_52_;
                        a_1413_[7] = _e3096;
                        double l_1414_ = a_1413_[7];
                        l_mut_51_ = l_1414_;
                        double l_1415_ = a_1413_[6];
                        double _e3101 = l_mut_51_;
                        double l_1416_ = (l_1415_ + _e3101);
                        double l_1417_ = (l_1416_ - l_1415_);
                        double l_1418_ = (l_1416_ - l_1417_);
                        double l_1419_ = (l_1415_ - l_1418_);
                        double _e3106 = l_mut_51_;
                        double l_1420_ = (_e3106 - l_1417_);
                        double l_1421_ = (l_1419_ + l_1420_);
                        a_1413_[7] = l_1421_;
                        l_mut_51_ = l_1416_;
                        double l_1422_ = a_1413_[5];
                        double _e3112 = l_mut_51_;
                        double l_1423_ = (l_1422_ + _e3112);
                        double l_1424_ = (l_1423_ - l_1422_);
                        double l_1425_ = (l_1423_ - l_1424_);
                        double l_1426_ = (l_1422_ - l_1425_);
                        double _e3117 = l_mut_51_;
                        double l_1427_ = (_e3117 - l_1424_);
                        double l_1428_ = (l_1426_ + l_1427_);
                        a_1413_[6] = l_1428_;
                        l_mut_51_ = l_1423_;
                        double l_1429_ = a_1413_[4];
                        double _e3123 = l_mut_51_;
                        double l_1430_ = (l_1429_ + _e3123);
                        double l_1431_ = (l_1430_ - l_1429_);
                        double l_1432_ = (l_1430_ - l_1431_);
                        double l_1433_ = (l_1429_ - l_1432_);
                        double _e3128 = l_mut_51_;
                        double l_1434_ = (_e3128 - l_1431_);
                        double l_1435_ = (l_1433_ + l_1434_);
                        a_1413_[5] = l_1435_;
                        l_mut_51_ = l_1430_;
                        double l_1436_ = a_1413_[3];
                        double _e3134 = l_mut_51_;
                        double l_1437_ = (l_1436_ + _e3134);
                        double l_1438_ = (l_1437_ - l_1436_);
                        double l_1439_ = (l_1437_ - l_1438_);
                        double l_1440_ = (l_1436_ - l_1439_);
                        double _e3139 = l_mut_51_;
                        double l_1441_ = (_e3139 - l_1438_);
                        double l_1442_ = (l_1440_ + l_1441_);
                        a_1413_[4] = l_1442_;
                        l_mut_51_ = l_1437_;
                        double l_1443_ = a_1413_[2];
                        double _e3145 = l_mut_51_;
                        double l_1444_ = (l_1443_ + _e3145);
                        double l_1445_ = (l_1444_ - l_1443_);
                        double l_1446_ = (l_1444_ - l_1445_);
                        double l_1447_ = (l_1443_ - l_1446_);
                        double _e3150 = l_mut_51_;
                        double l_1448_ = (_e3150 - l_1445_);
                        double l_1449_ = (l_1447_ + l_1448_);
                        a_1413_[3] = l_1449_;
                        l_mut_51_ = l_1444_;
                        double l_1450_ = a_1413_[1];
                        double _e3156 = l_mut_51_;
                        double l_1451_ = (l_1450_ + _e3156);
                        double l_1452_ = (l_1451_ - l_1450_);
                        double l_1453_ = (l_1451_ - l_1452_);
                        double l_1454_ = (l_1450_ - l_1453_);
                        double _e3161 = l_mut_51_;
                        double l_1455_ = (_e3161 - l_1452_);
                        double l_1456_ = (l_1454_ + l_1455_);
                        a_1413_[2] = l_1456_;
                        l_mut_51_ = l_1451_;
                        double l_1457_ = a_1413_[0];
                        double _e3167 = l_mut_51_;
                        double l_1458_ = (l_1457_ + _e3167);
                        double l_1459_ = (l_1458_ - l_1457_);
                        double l_1460_ = (l_1458_ - l_1459_);
                        double l_1461_ = (l_1457_ - l_1460_);
                        double _e3172 = l_mut_51_;
                        double l_1462_ = (_e3172 - l_1459_);
                        double l_1463_ = (l_1461_ + l_1462_);
                        a_1413_[1] = l_1463_;
                        l_mut_51_ = l_1458_;
                        double _e3177 = l_mut_51_;
                        a_1413_[0] = _e3177;
                        double l_1464_ = a_1413_[7];
                        l_mut_51_ = l_1464_;
                        double l_1465_ = a_1413_[6];
                        double _e3182 = l_mut_51_;
                        double l_1466_ = (l_1465_ + _e3182);
                        double l_1467_ = (l_1466_ - l_1465_);
                        double l_1468_ = (l_1466_ - l_1467_);
                        double l_1469_ = (l_1465_ - l_1468_);
                        double _e3187 = l_mut_51_;
                        double l_1470_ = (_e3187 - l_1467_);
                        double l_1471_ = (l_1469_ + l_1470_);
                        a_1413_[7] = l_1471_;
                        l_mut_51_ = l_1466_;
                        double l_1472_ = a_1413_[5];
                        double _e3193 = l_mut_51_;
                        double l_1473_ = (l_1472_ + _e3193);
                        double l_1474_ = (l_1473_ - l_1472_);
                        double l_1475_ = (l_1473_ - l_1474_);
                        double l_1476_ = (l_1472_ - l_1475_);
                        double _e3198 = l_mut_51_;
                        double l_1477_ = (_e3198 - l_1474_);
                        double l_1478_ = (l_1476_ + l_1477_);
                        a_1413_[6] = l_1478_;
                        l_mut_51_ = l_1473_;
                        double l_1479_ = a_1413_[4];
                        double _e3204 = l_mut_51_;
                        double l_1480_ = (l_1479_ + _e3204);
                        double l_1481_ = (l_1480_ - l_1479_);
                        double l_1482_ = (l_1480_ - l_1481_);
                        double l_1483_ = (l_1479_ - l_1482_);
                        double _e3209 = l_mut_51_;
                        double l_1484_ = (_e3209 - l_1481_);
                        double l_1485_ = (l_1483_ + l_1484_);
                        a_1413_[5] = l_1485_;
                        l_mut_51_ = l_1480_;
                        double l_1486_ = a_1413_[3];
                        double _e3215 = l_mut_51_;
                        double l_1487_ = (l_1486_ + _e3215);
                        double l_1488_ = (l_1487_ - l_1486_);
                        double l_1489_ = (l_1487_ - l_1488_);
                        double l_1490_ = (l_1486_ - l_1489_);
                        double _e3220 = l_mut_51_;
                        double l_1491_ = (_e3220 - l_1488_);
                        double l_1492_ = (l_1490_ + l_1491_);
                        a_1413_[4] = l_1492_;
                        l_mut_51_ = l_1487_;
                        double l_1493_ = a_1413_[2];
                        double _e3226 = l_mut_51_;
                        double l_1494_ = (l_1493_ + _e3226);
                        double l_1495_ = (l_1494_ - l_1493_);
                        double l_1496_ = (l_1494_ - l_1495_);
                        double l_1497_ = (l_1493_ - l_1496_);
                        double _e3231 = l_mut_51_;
                        double l_1498_ = (_e3231 - l_1495_);
                        double l_1499_ = (l_1497_ + l_1498_);
                        a_1413_[3] = l_1499_;
                        l_mut_51_ = l_1494_;
                        double l_1500_ = a_1413_[1];
                        double _e3237 = l_mut_51_;
                        double l_1501_ = (l_1500_ + _e3237);
                        double l_1502_ = (l_1501_ - l_1500_);
                        double l_1503_ = (l_1501_ - l_1502_);
                        double l_1504_ = (l_1500_ - l_1503_);
                        double _e3242 = l_mut_51_;
                        double l_1505_ = (_e3242 - l_1502_);
                        double l_1506_ = (l_1504_ + l_1505_);
                        a_1413_[2] = l_1506_;
                        l_mut_51_ = l_1501_;
                        double l_1507_ = a_1413_[0];
                        double _e3248 = l_mut_51_;
                        double l_1508_ = (l_1507_ + _e3248);
                        double l_1509_ = (l_1508_ - l_1507_);
                        double l_1510_ = (l_1508_ - l_1509_);
                        double l_1511_ = (l_1507_ - l_1510_);
                        double _e3253 = l_mut_51_;
                        double l_1512_ = (_e3253 - l_1509_);
                        double l_1513_ = (l_1511_ + l_1512_);
                        a_1413_[1] = l_1513_;
                        l_mut_51_ = l_1508_;
                        double _e3258 = l_mut_51_;
                        a_1413_[0] = _e3258;
                        l_mut_51_ = 0.0L;
                        l_mut_1514_ = 0.0L;
                        l_mut_1515_ = 0.0L;
                        l_mut_1516_ = 0.0L;
                        double l_1517_ = a_1413_[0];
                        l_mut_1518_ = l_1517_;
                        l_mut_101_ = 0u;
                        double l_1519_ = a_1413_[1];
                        double _e3268 = l_mut_1518_;
                        double l_1520_ = (_e3268 + l_1519_);
                        double _e3270 = l_mut_1518_;
                        double l_1521_ = (l_1520_ - _e3270);
                        double l_1522_ = (l_1520_ - l_1521_);
                        double _e3273 = l_mut_1518_;
                        double l_1523_ = (_e3273 - l_1522_);
                        double l_1524_ = (l_1519_ - l_1521_);
                        double l_1525_ = (l_1523_ + l_1524_);
                        uint _e3277 = l_mut_101_;
                        bool l_1526_ = (_e3277 < 3u);
                        bool l_1527_ = (l_1525_ != 0.0L);
                        if (l_1526_) {
                            local_124 = l_1527_;
                        } else {
                            local_124 = false;
                        }
                        bool l_1528_ = local_124;
                        uint _e3286 = l_mut_101_;
                        bool l_1529_ = (_e3286 == 0u);
                        if (l_1528_) {
                            local_125 = l_1529_;
                        } else {
                            local_125 = false;
                        }
                        bool l_1530_ = local_125;
                        double _e3293 = l_mut_51_;
                        double l_1531_ = (l_1530_ ? l_1520_ : _e3293);
                        l_mut_51_ = l_1531_;
                        uint _e3295 = l_mut_101_;
                        bool l_1532_ = (_e3295 == 1u);
                        if (l_1528_) {
                            local_126 = l_1532_;
                        } else {
                            local_126 = false;
                        }
                        bool l_1533_ = local_126;
                        double _e3302 = l_mut_1514_;
                        double l_1534_ = (l_1533_ ? l_1520_ : _e3302);
                        l_mut_1514_ = l_1534_;
                        uint _e3304 = l_mut_101_;
                        bool l_1535_ = (_e3304 == 2u);
                        if (l_1528_) {
                            local_127 = l_1535_;
                        } else {
                            local_127 = false;
                        }
                        bool l_1536_ = local_127;
                        double _e3311 = l_mut_1515_;
                        double l_1537_ = (l_1536_ ? l_1520_ : _e3311);
                        l_mut_1515_ = l_1537_;
                        double l_1538_ = (l_1528_ ? l_1525_ : l_1520_);
                        double _e3314 = l_mut_1518_;
                        double l_1539_ = (_e3314 + l_1519_);
                        double l_1540_ = (l_1526_ ? l_1538_ : l_1539_);
                        l_mut_1518_ = l_1540_;
                        uint l_1541_ = uint(l_1528_);
                        uint _e3318 = l_mut_101_;
                        l_mut_101_ = (_e3318 + l_1541_);
                        double l_1542_ = a_1413_[2];
                        double _e3322 = l_mut_1518_;
                        double l_1543_ = (_e3322 + l_1542_);
                        double _e3324 = l_mut_1518_;
                        double l_1544_ = (l_1543_ - _e3324);
                        double l_1545_ = (l_1543_ - l_1544_);
                        double _e3327 = l_mut_1518_;
                        double l_1546_ = (_e3327 - l_1545_);
                        double l_1547_ = (l_1542_ - l_1544_);
                        double l_1548_ = (l_1546_ + l_1547_);
                        uint _e3331 = l_mut_101_;
                        bool l_1549_ = (_e3331 < 3u);
                        bool l_1550_ = (l_1548_ != 0.0L);
                        if (l_1549_) {
                            local_128 = l_1550_;
                        } else {
                            local_128 = false;
                        }
                        bool l_1551_ = local_128;
                        uint _e3340 = l_mut_101_;
                        bool l_1552_ = (_e3340 == 0u);
                        if (l_1551_) {
                            local_129 = l_1552_;
                        } else {
                            local_129 = false;
                        }
                        bool l_1553_ = local_129;
                        double _e3347 = l_mut_51_;
                        double l_1554_ = (l_1553_ ? l_1543_ : _e3347);
                        l_mut_51_ = l_1554_;
                        uint _e3349 = l_mut_101_;
                        bool l_1555_ = (_e3349 == 1u);
                        if (l_1551_) {
                            local_130 = l_1555_;
                        } else {
                            local_130 = false;
                        }
                        bool l_1556_ = local_130;
                        double _e3356 = l_mut_1514_;
                        double l_1557_ = (l_1556_ ? l_1543_ : _e3356);
                        l_mut_1514_ = l_1557_;
                        uint _e3358 = l_mut_101_;
                        bool l_1558_ = (_e3358 == 2u);
                        if (l_1551_) {
                            local_131 = l_1558_;
                        } else {
                            local_131 = false;
                        }
                        bool l_1559_ = local_131;
                        double _e3365 = l_mut_1515_;
                        double l_1560_ = (l_1559_ ? l_1543_ : _e3365);
                        l_mut_1515_ = l_1560_;
                        double l_1561_ = (l_1551_ ? l_1548_ : l_1543_);
                        double _e3368 = l_mut_1518_;
                        double l_1562_ = (_e3368 + l_1542_);
                        double l_1563_ = (l_1549_ ? l_1561_ : l_1562_);
                        l_mut_1518_ = l_1563_;
                        uint l_1564_ = uint(l_1551_);
                        uint _e3372 = l_mut_101_;
                        l_mut_101_ = (_e3372 + l_1564_);
                        double l_1565_ = a_1413_[3];
                        double _e3376 = l_mut_1518_;
                        double l_1566_ = (_e3376 + l_1565_);
                        double _e3378 = l_mut_1518_;
                        double l_1567_ = (l_1566_ - _e3378);
                        double l_1568_ = (l_1566_ - l_1567_);
                        double _e3381 = l_mut_1518_;
                        double l_1569_ = (_e3381 - l_1568_);
                        double l_1570_ = (l_1565_ - l_1567_);
                        double l_1571_ = (l_1569_ + l_1570_);
                        uint _e3385 = l_mut_101_;
                        bool l_1572_ = (_e3385 < 3u);
                        bool l_1573_ = (l_1571_ != 0.0L);
                        if (l_1572_) {
                            local_132 = l_1573_;
                        } else {
                            local_132 = false;
                        }
                        bool l_1574_ = local_132;
                        uint _e3394 = l_mut_101_;
                        bool l_1575_ = (_e3394 == 0u);
                        if (l_1574_) {
                            local_133 = l_1575_;
                        } else {
                            local_133 = false;
                        }
                        bool l_1576_ = local_133;
                        double _e3401 = l_mut_51_;
                        double l_1577_ = (l_1576_ ? l_1566_ : _e3401);
                        l_mut_51_ = l_1577_;
                        uint _e3403 = l_mut_101_;
                        bool l_1578_ = (_e3403 == 1u);
                        if (l_1574_) {
                            local_134 = l_1578_;
                        } else {
                            local_134 = false;
                        }
                        bool l_1579_ = local_134;
                        double _e3410 = l_mut_1514_;
                        double l_1580_ = (l_1579_ ? l_1566_ : _e3410);
                        l_mut_1514_ = l_1580_;
                        uint _e3412 = l_mut_101_;
                        bool l_1581_ = (_e3412 == 2u);
                        if (l_1574_) {
                            local_135 = l_1581_;
                        } else {
                            local_135 = false;
                        }
                        bool l_1582_ = local_135;
                        double _e3419 = l_mut_1515_;
                        double l_1583_ = (l_1582_ ? l_1566_ : _e3419);
                        l_mut_1515_ = l_1583_;
                        double l_1584_ = (l_1574_ ? l_1571_ : l_1566_);
                        double _e3422 = l_mut_1518_;
                        double l_1585_ = (_e3422 + l_1565_);
                        double l_1586_ = (l_1572_ ? l_1584_ : l_1585_);
                        l_mut_1518_ = l_1586_;
                        uint l_1587_ = uint(l_1574_);
                        uint _e3426 = l_mut_101_;
                        l_mut_101_ = (_e3426 + l_1587_);
                        double l_1588_ = a_1413_[4];
                        double _e3430 = l_mut_1518_;
                        double l_1589_ = (_e3430 + l_1588_);
                        double _e3432 = l_mut_1518_;
                        double l_1590_ = (l_1589_ - _e3432);
                        double l_1591_ = (l_1589_ - l_1590_);
                        double _e3435 = l_mut_1518_;
                        double l_1592_ = (_e3435 - l_1591_);
                        double l_1593_ = (l_1588_ - l_1590_);
                        double l_1594_ = (l_1592_ + l_1593_);
                        uint _e3439 = l_mut_101_;
                        bool l_1595_ = (_e3439 < 3u);
                        bool l_1596_ = (l_1594_ != 0.0L);
                        if (l_1595_) {
                            local_136 = l_1596_;
                        } else {
                            local_136 = false;
                        }
                        bool l_1597_ = local_136;
                        uint _e3448 = l_mut_101_;
                        bool l_1598_ = (_e3448 == 0u);
                        if (l_1597_) {
                            local_137 = l_1598_;
                        } else {
                            local_137 = false;
                        }
                        bool l_1599_ = local_137;
                        double _e3455 = l_mut_51_;
                        double l_1600_ = (l_1599_ ? l_1589_ : _e3455);
                        l_mut_51_ = l_1600_;
                        uint _e3457 = l_mut_101_;
                        bool l_1601_ = (_e3457 == 1u);
                        if (l_1597_) {
                            local_138 = l_1601_;
                        } else {
                            local_138 = false;
                        }
                        bool l_1602_ = local_138;
                        double _e3464 = l_mut_1514_;
                        double l_1603_ = (l_1602_ ? l_1589_ : _e3464);
                        l_mut_1514_ = l_1603_;
                        uint _e3466 = l_mut_101_;
                        bool l_1604_ = (_e3466 == 2u);
                        if (l_1597_) {
                            local_139 = l_1604_;
                        } else {
                            local_139 = false;
                        }
                        bool l_1605_ = local_139;
                        double _e3473 = l_mut_1515_;
                        double l_1606_ = (l_1605_ ? l_1589_ : _e3473);
                        l_mut_1515_ = l_1606_;
                        double l_1607_ = (l_1597_ ? l_1594_ : l_1589_);
                        double _e3476 = l_mut_1518_;
                        double l_1608_ = (_e3476 + l_1588_);
                        double l_1609_ = (l_1595_ ? l_1607_ : l_1608_);
                        l_mut_1518_ = l_1609_;
                        uint l_1610_ = uint(l_1597_);
                        uint _e3480 = l_mut_101_;
                        l_mut_101_ = (_e3480 + l_1610_);
                        double l_1611_ = a_1413_[5];
                        double _e3484 = l_mut_1518_;
                        double l_1612_ = (_e3484 + l_1611_);
                        double _e3486 = l_mut_1518_;
                        double l_1613_ = (l_1612_ - _e3486);
                        double l_1614_ = (l_1612_ - l_1613_);
                        double _e3489 = l_mut_1518_;
                        double l_1615_ = (_e3489 - l_1614_);
                        double l_1616_ = (l_1611_ - l_1613_);
                        double l_1617_ = (l_1615_ + l_1616_);
                        uint _e3493 = l_mut_101_;
                        bool l_1618_ = (_e3493 < 3u);
                        bool l_1619_ = (l_1617_ != 0.0L);
                        if (l_1618_) {
                            local_140 = l_1619_;
                        } else {
                            local_140 = false;
                        }
                        bool l_1620_ = local_140;
                        uint _e3502 = l_mut_101_;
                        bool l_1621_ = (_e3502 == 0u);
                        if (l_1620_) {
                            local_141 = l_1621_;
                        } else {
                            local_141 = false;
                        }
                        bool l_1622_ = local_141;
                        double _e3509 = l_mut_51_;
                        double l_1623_ = (l_1622_ ? l_1612_ : _e3509);
                        l_mut_51_ = l_1623_;
                        uint _e3511 = l_mut_101_;
                        bool l_1624_ = (_e3511 == 1u);
                        if (l_1620_) {
                            local_142 = l_1624_;
                        } else {
                            local_142 = false;
                        }
                        bool l_1625_ = local_142;
                        double _e3518 = l_mut_1514_;
                        double l_1626_ = (l_1625_ ? l_1612_ : _e3518);
                        l_mut_1514_ = l_1626_;
                        uint _e3520 = l_mut_101_;
                        bool l_1627_ = (_e3520 == 2u);
                        if (l_1620_) {
                            local_143 = l_1627_;
                        } else {
                            local_143 = false;
                        }
                        bool l_1628_ = local_143;
                        double _e3527 = l_mut_1515_;
                        double l_1629_ = (l_1628_ ? l_1612_ : _e3527);
                        l_mut_1515_ = l_1629_;
                        double l_1630_ = (l_1620_ ? l_1617_ : l_1612_);
                        double _e3530 = l_mut_1518_;
                        double l_1631_ = (_e3530 + l_1611_);
                        double l_1632_ = (l_1618_ ? l_1630_ : l_1631_);
                        l_mut_1518_ = l_1632_;
                        uint l_1633_ = uint(l_1620_);
                        uint _e3534 = l_mut_101_;
                        l_mut_101_ = (_e3534 + l_1633_);
                        double l_1634_ = a_1413_[6];
                        double _e3538 = l_mut_1518_;
                        double l_1635_ = (_e3538 + l_1634_);
                        double _e3540 = l_mut_1518_;
                        double l_1636_ = (l_1635_ - _e3540);
                        double l_1637_ = (l_1635_ - l_1636_);
                        double _e3543 = l_mut_1518_;
                        double l_1638_ = (_e3543 - l_1637_);
                        double l_1639_ = (l_1634_ - l_1636_);
                        double l_1640_ = (l_1638_ + l_1639_);
                        uint _e3547 = l_mut_101_;
                        bool l_1641_ = (_e3547 < 3u);
                        bool l_1642_ = (l_1640_ != 0.0L);
                        if (l_1641_) {
                            local_144 = l_1642_;
                        } else {
                            local_144 = false;
                        }
                        bool l_1643_ = local_144;
                        uint _e3556 = l_mut_101_;
                        bool l_1644_ = (_e3556 == 0u);
                        if (l_1643_) {
                            local_145 = l_1644_;
                        } else {
                            local_145 = false;
                        }
                        bool l_1645_ = local_145;
                        double _e3563 = l_mut_51_;
                        double l_1646_ = (l_1645_ ? l_1635_ : _e3563);
                        l_mut_51_ = l_1646_;
                        uint _e3565 = l_mut_101_;
                        bool l_1647_ = (_e3565 == 1u);
                        if (l_1643_) {
                            local_146 = l_1647_;
                        } else {
                            local_146 = false;
                        }
                        bool l_1648_ = local_146;
                        double _e3572 = l_mut_1514_;
                        double l_1649_ = (l_1648_ ? l_1635_ : _e3572);
                        l_mut_1514_ = l_1649_;
                        uint _e3574 = l_mut_101_;
                        bool l_1650_ = (_e3574 == 2u);
                        if (l_1643_) {
                            local_147 = l_1650_;
                        } else {
                            local_147 = false;
                        }
                        bool l_1651_ = local_147;
                        double _e3581 = l_mut_1515_;
                        double l_1652_ = (l_1651_ ? l_1635_ : _e3581);
                        l_mut_1515_ = l_1652_;
                        double l_1653_ = (l_1643_ ? l_1640_ : l_1635_);
                        double _e3584 = l_mut_1518_;
                        double l_1654_ = (_e3584 + l_1634_);
                        double l_1655_ = (l_1641_ ? l_1653_ : l_1654_);
                        l_mut_1518_ = l_1655_;
                        uint l_1656_ = uint(l_1643_);
                        uint _e3588 = l_mut_101_;
                        l_mut_101_ = (_e3588 + l_1656_);
                        double l_1657_ = a_1413_[7];
                        double _e3592 = l_mut_1518_;
                        double l_1658_ = (_e3592 + l_1657_);
                        double _e3594 = l_mut_1518_;
                        double l_1659_ = (l_1658_ - _e3594);
                        double l_1660_ = (l_1658_ - l_1659_);
                        double _e3597 = l_mut_1518_;
                        double l_1661_ = (_e3597 - l_1660_);
                        double l_1662_ = (l_1657_ - l_1659_);
                        double l_1663_ = (l_1661_ + l_1662_);
                        uint _e3601 = l_mut_101_;
                        bool l_1664_ = (_e3601 < 3u);
                        bool l_1665_ = (l_1663_ != 0.0L);
                        if (l_1664_) {
                            local_148 = l_1665_;
                        } else {
                            local_148 = false;
                        }
                        bool l_1666_ = local_148;
                        uint _e3610 = l_mut_101_;
                        bool l_1667_ = (_e3610 == 0u);
                        if (l_1666_) {
                            local_149 = l_1667_;
                        } else {
                            local_149 = false;
                        }
                        bool l_1668_ = local_149;
                        double _e3617 = l_mut_51_;
                        double l_1669_ = (l_1668_ ? l_1658_ : _e3617);
                        l_mut_51_ = l_1669_;
                        uint _e3619 = l_mut_101_;
                        bool l_1670_ = (_e3619 == 1u);
                        if (l_1666_) {
                            local_150 = l_1670_;
                        } else {
                            local_150 = false;
                        }
                        bool l_1671_ = local_150;
                        double _e3626 = l_mut_1514_;
                        double l_1672_ = (l_1671_ ? l_1658_ : _e3626);
                        l_mut_1514_ = l_1672_;
                        uint _e3628 = l_mut_101_;
                        bool l_1673_ = (_e3628 == 2u);
                        if (l_1666_) {
                            local_151 = l_1673_;
                        } else {
                            local_151 = false;
                        }
                        bool l_1674_ = local_151;
                        double _e3635 = l_mut_1515_;
                        double l_1675_ = (l_1674_ ? l_1658_ : _e3635);
                        l_mut_1515_ = l_1675_;
                        double l_1676_ = (l_1666_ ? l_1663_ : l_1658_);
                        double _e3638 = l_mut_1518_;
                        double l_1677_ = (_e3638 + l_1657_);
                        double l_1678_ = (l_1664_ ? l_1676_ : l_1677_);
                        l_mut_1518_ = l_1678_;
                        uint l_1679_ = uint(l_1666_);
                        uint _e3642 = l_mut_101_;
                        l_mut_101_ = (_e3642 + l_1679_);
                        uint _e3644 = l_mut_101_;
                        bool l_1680_ = (_e3644 == 0u);
                        double _e3647 = l_mut_51_;
                        double _e3648 = l_mut_1518_;
                        double l_1681_ = (l_1680_ ? _e3648 : _e3647);
                        l_mut_51_ = l_1681_;
                        uint _e3650 = l_mut_101_;
                        bool l_1682_ = (_e3650 == 1u);
                        double _e3653 = l_mut_1514_;
                        double _e3654 = l_mut_1518_;
                        double l_1683_ = (l_1682_ ? _e3654 : _e3653);
                        l_mut_1514_ = l_1683_;
                        uint _e3656 = l_mut_101_;
                        bool l_1684_ = (_e3656 == 2u);
                        double _e3659 = l_mut_1515_;
                        double _e3660 = l_mut_1518_;
                        double l_1685_ = (l_1684_ ? _e3660 : _e3659);
                        l_mut_1515_ = l_1685_;
                        uint _e3662 = l_mut_101_;
                        bool l_1686_ = (_e3662 == 3u);
                        double _e3665 = l_mut_1516_;
                        double _e3666 = l_mut_1518_;
                        double l_1687_ = (l_1686_ ? _e3666 : _e3665);
                        l_mut_1516_ = l_1687_;
                        double _e3668 = l_mut_51_;
                        l_mut_100_ = _e3668;
                        double _e3669 = l_mut_1514_;
                        l_mut_99_ = _e3669;
                        double _e3670 = l_mut_1515_;
                        l_mut_98_ = _e3670;
                        double _e3671 = l_mut_1516_;
                        l_mut_97_ = _e3671;
                    }
                }
                double _e3675 = l_mut_100_;
                double l_1688_ = (_e3675 + 1.0L);
                double _e3678 = l_mut_100_;
                double l_1689_ = (l_1688_ - _e3678);
                double l_1690_ = (l_1688_ - l_1689_);
                double _e3681 = l_mut_100_;
                double l_1691_ = (_e3681 - l_1690_);
                double l_1692_ = (1.0L - l_1689_);
                double l_1693_ = (l_1691_ + l_1692_);
                double _e3686 = l_mut_99_;
                double l_1694_ = (_e3686 + l_1693_);
                double _e3688 = l_mut_99_;
                double l_1695_ = (l_1694_ - _e3688);
                double l_1696_ = (l_1694_ - l_1695_);
                double _e3691 = l_mut_99_;
                double l_1697_ = (_e3691 - l_1696_);
                double l_1698_ = (l_1693_ - l_1695_);
                double l_1699_ = (l_1697_ + l_1698_);
                double _e3695 = l_mut_98_;
                double l_1700_ = (_e3695 + l_1699_);
                double _e3697 = l_mut_98_;
                double l_1701_ = (l_1700_ - _e3697);
                double l_1702_ = (l_1700_ - l_1701_);
                double _e3700 = l_mut_98_;
                double l_1703_ = (_e3700 - l_1702_);
                double l_1704_ = (l_1699_ - l_1701_);
                double l_1705_ = (l_1703_ + l_1704_);
                double _e3704 = l_mut_97_;
                double l_1706_ = (_e3704 + l_1705_);
                double _e3706 = l_mut_97_;
                double l_1707_ = (l_1706_ - _e3706);
                double l_1708_ = (l_1706_ - l_1707_);
                double _e3709 = l_mut_97_;
                double l_1709_ = (_e3709 - l_1708_);
                double l_1710_ = (l_1705_ - l_1707_);
                double l_1711_ = (l_1709_ + l_1710_);
                double l_1712_ = (l_1706_ + l_1711_);
                double l_1713_ = (l_1712_ - l_1706_);
                double l_1714_ = (l_1711_ - l_1713_);
                double l_1715_ = (l_1700_ + l_1712_);
                double l_1716_ = (l_1715_ - l_1700_);
                double l_1717_ = (l_1712_ - l_1716_);
                double l_1718_ = (l_1694_ + l_1715_);
                double l_1719_ = (l_1718_ - l_1694_);
                double l_1720_ = (l_1715_ - l_1719_);
                double l_1721_ = (l_1688_ + l_1718_);
                double l_1722_ = (l_1721_ - l_1688_);
                double l_1723_ = (l_1718_ - l_1722_);
                l_mut_1518_ = 0.0L;
                l_mut_1516_ = 0.0L;
                l_mut_1515_ = 0.0L;
                l_mut_1514_ = 0.0L;
                l_mut_96_ = l_1721_;
                l_mut_101_ = 0u;
                double _e3730 = l_mut_96_;
                double l_1724_ = (_e3730 + l_1723_);
                double _e3732 = l_mut_96_;
                double l_1725_ = (l_1724_ - _e3732);
                double l_1726_ = (l_1723_ - l_1725_);
                uint _e3735 = l_mut_101_;
                bool l_1727_ = (_e3735 < 3u);
                bool l_1728_ = (l_1726_ != 0.0L);
                if (l_1727_) {
                    local_152 = l_1728_;
                } else {
                    local_152 = false;
                }
                bool l_1729_ = local_152;
                uint _e3744 = l_mut_101_;
                bool l_1730_ = (_e3744 == 0u);
                if (l_1729_) {
                    local_153 = l_1730_;
                } else {
                    local_153 = false;
                }
                bool l_1731_ = local_153;
                double _e3751 = l_mut_1518_;
                double l_1732_ = (l_1731_ ? l_1724_ : _e3751);
                l_mut_1518_ = l_1732_;
                uint _e3753 = l_mut_101_;
                bool l_1733_ = (_e3753 == 1u);
                if (l_1729_) {
                    local_154 = l_1733_;
                } else {
                    local_154 = false;
                }
                bool l_1734_ = local_154;
                double _e3760 = l_mut_1516_;
                double l_1735_ = (l_1734_ ? l_1724_ : _e3760);
                l_mut_1516_ = l_1735_;
                uint _e3762 = l_mut_101_;
                bool l_1736_ = (_e3762 == 2u);
                if (l_1729_) {
                    local_155 = l_1736_;
                } else {
                    local_155 = false;
                }
                bool l_1737_ = local_155;
                double _e3769 = l_mut_1515_;
                double l_1738_ = (l_1737_ ? l_1724_ : _e3769);
                l_mut_1515_ = l_1738_;
                double l_1739_ = (l_1729_ ? l_1726_ : l_1724_);
                double _e3772 = l_mut_96_;
                double l_1740_ = (_e3772 + l_1723_);
                double l_1741_ = (l_1727_ ? l_1739_ : l_1740_);
                l_mut_96_ = l_1741_;
                uint l_1742_ = uint(l_1729_);
                uint _e3776 = l_mut_101_;
                l_mut_101_ = (_e3776 + l_1742_);
                double _e3778 = l_mut_96_;
                double l_1743_ = (_e3778 + l_1720_);
                double _e3780 = l_mut_96_;
                double l_1744_ = (l_1743_ - _e3780);
                double l_1745_ = (l_1720_ - l_1744_);
                uint _e3783 = l_mut_101_;
                bool l_1746_ = (_e3783 < 3u);
                bool l_1747_ = (l_1745_ != 0.0L);
                if (l_1746_) {
                    local_156 = l_1747_;
                } else {
                    local_156 = false;
                }
                bool l_1748_ = local_156;
                uint _e3792 = l_mut_101_;
                bool l_1749_ = (_e3792 == 0u);
                if (l_1748_) {
                    local_157 = l_1749_;
                } else {
                    local_157 = false;
                }
                bool l_1750_ = local_157;
                double _e3799 = l_mut_1518_;
                double l_1751_ = (l_1750_ ? l_1743_ : _e3799);
                l_mut_1518_ = l_1751_;
                uint _e3801 = l_mut_101_;
                bool l_1752_ = (_e3801 == 1u);
                if (l_1748_) {
                    local_158 = l_1752_;
                } else {
                    local_158 = false;
                }
                bool l_1753_ = local_158;
                double _e3808 = l_mut_1516_;
                double l_1754_ = (l_1753_ ? l_1743_ : _e3808);
                l_mut_1516_ = l_1754_;
                uint _e3810 = l_mut_101_;
                bool l_1755_ = (_e3810 == 2u);
                if (l_1748_) {
                    local_159 = l_1755_;
                } else {
                    local_159 = false;
                }
                bool l_1756_ = local_159;
                double _e3817 = l_mut_1515_;
                double l_1757_ = (l_1756_ ? l_1743_ : _e3817);
                l_mut_1515_ = l_1757_;
                double l_1758_ = (l_1748_ ? l_1745_ : l_1743_);
                double _e3820 = l_mut_96_;
                double l_1759_ = (_e3820 + l_1720_);
                double l_1760_ = (l_1746_ ? l_1758_ : l_1759_);
                l_mut_96_ = l_1760_;
                uint l_1761_ = uint(l_1748_);
                uint _e3824 = l_mut_101_;
                l_mut_101_ = (_e3824 + l_1761_);
                double _e3826 = l_mut_96_;
                double l_1762_ = (_e3826 + l_1717_);
                double _e3828 = l_mut_96_;
                double l_1763_ = (l_1762_ - _e3828);
                double l_1764_ = (l_1717_ - l_1763_);
                uint _e3831 = l_mut_101_;
                bool l_1765_ = (_e3831 < 3u);
                bool l_1766_ = (l_1764_ != 0.0L);
                if (l_1765_) {
                    local_160 = l_1766_;
                } else {
                    local_160 = false;
                }
                bool l_1767_ = local_160;
                uint _e3840 = l_mut_101_;
                bool l_1768_ = (_e3840 == 0u);
                if (l_1767_) {
                    local_161 = l_1768_;
                } else {
                    local_161 = false;
                }
                bool l_1769_ = local_161;
                double _e3847 = l_mut_1518_;
                double l_1770_ = (l_1769_ ? l_1762_ : _e3847);
                l_mut_1518_ = l_1770_;
                uint _e3849 = l_mut_101_;
                bool l_1771_ = (_e3849 == 1u);
                if (l_1767_) {
                    local_162 = l_1771_;
                } else {
                    local_162 = false;
                }
                bool l_1772_ = local_162;
                double _e3856 = l_mut_1516_;
                double l_1773_ = (l_1772_ ? l_1762_ : _e3856);
                l_mut_1516_ = l_1773_;
                uint _e3858 = l_mut_101_;
                bool l_1774_ = (_e3858 == 2u);
                if (l_1767_) {
                    local_163 = l_1774_;
                } else {
                    local_163 = false;
                }
                bool l_1775_ = local_163;
                double _e3865 = l_mut_1515_;
                double l_1776_ = (l_1775_ ? l_1762_ : _e3865);
                l_mut_1515_ = l_1776_;
                double l_1777_ = (l_1767_ ? l_1764_ : l_1762_);
                double _e3868 = l_mut_96_;
                double l_1778_ = (_e3868 + l_1717_);
                double l_1779_ = (l_1765_ ? l_1777_ : l_1778_);
                l_mut_96_ = l_1779_;
                uint l_1780_ = uint(l_1767_);
                uint _e3872 = l_mut_101_;
                l_mut_101_ = (_e3872 + l_1780_);
                double _e3874 = l_mut_96_;
                double l_1781_ = (_e3874 + l_1714_);
                double _e3876 = l_mut_96_;
                double l_1782_ = (l_1781_ - _e3876);
                double l_1783_ = (l_1714_ - l_1782_);
                uint _e3879 = l_mut_101_;
                bool l_1784_ = (_e3879 < 3u);
                bool l_1785_ = (l_1783_ != 0.0L);
                if (l_1784_) {
                    local_164 = l_1785_;
                } else {
                    local_164 = false;
                }
                bool l_1786_ = local_164;
                uint _e3888 = l_mut_101_;
                bool l_1787_ = (_e3888 == 0u);
                if (l_1786_) {
                    local_165 = l_1787_;
                } else {
                    local_165 = false;
                }
                bool l_1788_ = local_165;
                double _e3895 = l_mut_1518_;
                double l_1789_ = (l_1788_ ? l_1781_ : _e3895);
                l_mut_1518_ = l_1789_;
                uint _e3897 = l_mut_101_;
                bool l_1790_ = (_e3897 == 1u);
                if (l_1786_) {
                    local_166 = l_1790_;
                } else {
                    local_166 = false;
                }
                bool l_1791_ = local_166;
                double _e3904 = l_mut_1516_;
                double l_1792_ = (l_1791_ ? l_1781_ : _e3904);
                l_mut_1516_ = l_1792_;
                uint _e3906 = l_mut_101_;
                bool l_1793_ = (_e3906 == 2u);
                if (l_1786_) {
                    local_167 = l_1793_;
                } else {
                    local_167 = false;
                }
                bool l_1794_ = local_167;
                double _e3913 = l_mut_1515_;
                double l_1795_ = (l_1794_ ? l_1781_ : _e3913);
                l_mut_1515_ = l_1795_;
                double l_1796_ = (l_1786_ ? l_1783_ : l_1781_);
                double _e3916 = l_mut_96_;
                double l_1797_ = (_e3916 + l_1714_);
                double l_1798_ = (l_1784_ ? l_1796_ : l_1797_);
                l_mut_96_ = l_1798_;
                uint l_1799_ = uint(l_1786_);
                uint _e3920 = l_mut_101_;
                l_mut_101_ = (_e3920 + l_1799_);
                uint _e3922 = l_mut_101_;
                bool l_1800_ = (_e3922 == 0u);
                double _e3925 = l_mut_1518_;
                double _e3926 = l_mut_96_;
                double l_1801_ = (l_1800_ ? _e3926 : _e3925);
                l_mut_1518_ = l_1801_;
                uint _e3928 = l_mut_101_;
                bool l_1802_ = (_e3928 == 1u);
                double _e3931 = l_mut_1516_;
                double _e3932 = l_mut_96_;
                double l_1803_ = (l_1802_ ? _e3932 : _e3931);
                l_mut_1516_ = l_1803_;
                uint _e3934 = l_mut_101_;
                bool l_1804_ = (_e3934 == 2u);
                double _e3937 = l_mut_1515_;
                double _e3938 = l_mut_96_;
                double l_1805_ = (l_1804_ ? _e3938 : _e3937);
                l_mut_1515_ = l_1805_;
                uint _e3940 = l_mut_101_;
                bool l_1806_ = (_e3940 == 3u);
                double _e3943 = l_mut_1514_;
                double _e3944 = l_mut_96_;
                double l_1807_ = (l_1806_ ? _e3944 : _e3943);
                l_mut_1514_ = l_1807_;
                double l_1808_ = abs(l_48_);
                uint l_1809_ = naga_f2u32(l_1808_);
                l_mut_101_ = l_1809_;
                bool l_1810_ = (l_48_ < 0.0L);
                double l_1811_ = (l_1810_ ? 0.5L : 2.0L);
                l_mut_100_ = l_1811_;
                l_mut_99_ = 1.0L;
                l_mut_1812_ = 0u;
                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                bool loop_init_4 = true;
                while(true) {
                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                    if (!loop_init_4) {
                        uint _e3976 = l_mut_1812_;
                        l_mut_1812_ = (_e3976 + 1u);
                    }
                    loop_init_4 = false;
                    uint _e3956 = l_mut_1812_;
                    if ((_e3956 < 11u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e3959 = l_mut_101_;
                        uint l_1813_ = (_e3959 & 1u);
                        bool l_1814_ = (l_1813_ == 1u);
                        double _e3964 = l_mut_99_;
                        double _e3965 = l_mut_100_;
                        double l_1815_ = (_e3964 * _e3965);
                        double _e3967 = l_mut_99_;
                        double l_1816_ = (l_1814_ ? l_1815_ : _e3967);
                        l_mut_99_ = l_1816_;
                        double _e3969 = l_mut_100_;
                        double _e3970 = l_mut_100_;
                        l_mut_100_ = (_e3969 * _e3970);
                        uint _e3972 = l_mut_101_;
                        l_mut_101_ = (_e3972 >> 1u);
                    }
                }
                double _e3978 = l_mut_1518_;
                double _e3979 = l_mut_99_;
                double l_1817_ = (_e3978 * _e3979);
                double _e3981 = l_mut_1516_;
                double _e3982 = l_mut_99_;
                double l_1818_ = (_e3981 * _e3982);
                double _e3984 = l_mut_1515_;
                double _e3985 = l_mut_99_;
                double l_1819_ = (_e3984 * _e3985);
                double _e3987 = l_mut_1514_;
                double _e3988 = l_mut_99_;
                double l_1820_ = (_e3987 * _e3988);
                double l_1821_ = (l_5_ * l_1817_);
                double l_1822_ = -(l_1821_);
                double l_1823_ = mad(l_5_, l_1817_, l_1822_);
                double l_1824_ = (l_5_ * l_1818_);
                double l_1825_ = -(l_1824_);
                double l_1826_ = mad(l_5_, l_1818_, l_1825_);
                double l_1827_ = (l_7_ * l_1817_);
                double l_1828_ = -(l_1827_);
                double l_1829_ = mad(l_7_, l_1817_, l_1828_);
                double l_1830_ = (l_5_ * l_1819_);
                double l_1831_ = -(l_1830_);
                double l_1832_ = mad(l_5_, l_1819_, l_1831_);
                double l_1833_ = (l_7_ * l_1818_);
                double l_1834_ = -(l_1833_);
                double l_1835_ = mad(l_7_, l_1818_, l_1834_);
                double l_1836_ = (l_10_ * l_1817_);
                double l_1837_ = -(l_1836_);
                double l_1838_ = mad(l_10_, l_1817_, l_1837_);
                double l_1839_ = (l_1824_ + l_1827_);
                double l_1840_ = (l_1839_ - l_1824_);
                double l_1841_ = (l_1839_ - l_1840_);
                double l_1842_ = (l_1824_ - l_1841_);
                double l_1843_ = (l_1827_ - l_1840_);
                double l_1844_ = (l_1842_ + l_1843_);
                double l_1845_ = (l_1823_ + l_1839_);
                double l_1846_ = (l_1845_ - l_1823_);
                double l_1847_ = (l_1845_ - l_1846_);
                double l_1848_ = (l_1823_ - l_1847_);
                double l_1849_ = (l_1839_ - l_1846_);
                double l_1850_ = (l_1848_ + l_1849_);
                double l_1851_ = (l_1844_ + l_1850_);
                double l_1852_ = (l_1851_ - l_1844_);
                double l_1853_ = (l_1851_ - l_1852_);
                double l_1854_ = (l_1844_ - l_1853_);
                double l_1855_ = (l_1850_ - l_1852_);
                double l_1856_ = (l_1854_ + l_1855_);
                double l_1857_ = (l_1851_ + l_1826_);
                double l_1858_ = (l_1857_ - l_1851_);
                double l_1859_ = (l_1857_ - l_1858_);
                double l_1860_ = (l_1851_ - l_1859_);
                double l_1861_ = (l_1826_ - l_1858_);
                double l_1862_ = (l_1860_ + l_1861_);
                double l_1863_ = (l_1829_ + l_1857_);
                double l_1864_ = (l_1863_ - l_1829_);
                double l_1865_ = (l_1863_ - l_1864_);
                double l_1866_ = (l_1829_ - l_1865_);
                double l_1867_ = (l_1857_ - l_1864_);
                double l_1868_ = (l_1866_ + l_1867_);
                double l_1869_ = (l_1862_ + l_1868_);
                double l_1870_ = (l_1869_ - l_1862_);
                double l_1871_ = (l_1869_ - l_1870_);
                double l_1872_ = (l_1862_ - l_1871_);
                double l_1873_ = (l_1868_ - l_1870_);
                double l_1874_ = (l_1872_ + l_1873_);
                double l_1875_ = (l_1830_ + l_1833_);
                double l_1876_ = (l_1875_ - l_1830_);
                double l_1877_ = (l_1875_ - l_1876_);
                double l_1878_ = (l_1830_ - l_1877_);
                double l_1879_ = (l_1833_ - l_1876_);
                double l_1880_ = (l_1878_ + l_1879_);
                double l_1881_ = (l_1836_ + l_1875_);
                double l_1882_ = (l_1881_ - l_1836_);
                double l_1883_ = (l_1881_ - l_1882_);
                double l_1884_ = (l_1836_ - l_1883_);
                double l_1885_ = (l_1875_ - l_1882_);
                double l_1886_ = (l_1884_ + l_1885_);
                double l_1887_ = (l_1880_ + l_1886_);
                double l_1888_ = (l_1887_ - l_1880_);
                double l_1889_ = (l_1887_ - l_1888_);
                double l_1890_ = (l_1880_ - l_1889_);
                double l_1891_ = (l_1886_ - l_1888_);
                double l_1892_ = (l_1890_ + l_1891_);
                double l_1893_ = (l_1863_ + l_1881_);
                double l_1894_ = (l_1893_ - l_1863_);
                double l_1895_ = (l_1893_ - l_1894_);
                double l_1896_ = (l_1863_ - l_1895_);
                double l_1897_ = (l_1881_ - l_1894_);
                double l_1898_ = (l_1896_ + l_1897_);
                double l_1899_ = (l_1869_ + l_1887_);
                double l_1900_ = (l_1899_ - l_1869_);
                double l_1901_ = (l_1899_ - l_1900_);
                double l_1902_ = (l_1869_ - l_1901_);
                double l_1903_ = (l_1887_ - l_1900_);
                double l_1904_ = (l_1902_ + l_1903_);
                double l_1905_ = (l_1899_ + l_1898_);
                double l_1906_ = (l_1905_ - l_1899_);
                double l_1907_ = (l_1905_ - l_1906_);
                double l_1908_ = (l_1899_ - l_1907_);
                double l_1909_ = (l_1898_ - l_1906_);
                double l_1910_ = (l_1908_ + l_1909_);
                double l_1911_ = (l_1874_ + l_1892_);
                double l_1912_ = (l_1910_ + l_1904_);
                double l_1913_ = (l_1911_ + l_1912_);
                double l_1914_ = (l_5_ * l_1820_);
                double l_1915_ = (l_7_ * l_1819_);
                double l_1916_ = (l_1914_ + l_1915_);
                double l_1917_ = (l_10_ * l_1818_);
                double l_1918_ = (l_13_ * l_1817_);
                double l_1919_ = (l_1917_ + l_1918_);
                double l_1920_ = (l_1916_ + l_1919_);
                double l_1921_ = (l_1856_ + l_1832_);
                double l_1922_ = (l_1835_ + l_1838_);
                double l_1923_ = (l_1921_ + l_1922_);
                double l_1924_ = (l_1920_ + l_1923_);
                double l_1925_ = (l_1905_ + l_1924_);
                double l_1926_ = (l_1925_ + l_1913_);
                double l_1927_ = (l_1926_ - l_1925_);
                double l_1928_ = (l_1913_ - l_1927_);
                double l_1929_ = (l_1893_ + l_1926_);
                double l_1930_ = (l_1929_ - l_1893_);
                double l_1931_ = (l_1926_ - l_1930_);
                double l_1932_ = (l_1845_ + l_1929_);
                double l_1933_ = (l_1932_ - l_1845_);
                double l_1934_ = (l_1929_ - l_1933_);
                double l_1935_ = (l_1821_ + l_1932_);
                double l_1936_ = (l_1935_ - l_1821_);
                double l_1937_ = (l_1932_ - l_1936_);
                l_mut_1518_ = 0.0L;
                l_mut_1516_ = 0.0L;
                l_mut_1515_ = 0.0L;
                l_mut_1514_ = 0.0L;
                l_mut_515_ = l_1935_;
                l_mut_101_ = 0u;
                double _e4112 = l_mut_515_;
                double l_1938_ = (_e4112 + l_1937_);
                double _e4114 = l_mut_515_;
                double l_1939_ = (l_1938_ - _e4114);
                double l_1940_ = (l_1937_ - l_1939_);
                uint _e4117 = l_mut_101_;
                bool l_1941_ = (_e4117 < 3u);
                bool l_1942_ = (l_1940_ != 0.0L);
                if (l_1941_) {
                    local_168 = l_1942_;
                } else {
                    local_168 = false;
                }
                bool l_1943_ = local_168;
                uint _e4126 = l_mut_101_;
                bool l_1944_ = (_e4126 == 0u);
                if (l_1943_) {
                    local_169 = l_1944_;
                } else {
                    local_169 = false;
                }
                bool l_1945_ = local_169;
                double _e4133 = l_mut_1518_;
                double l_1946_ = (l_1945_ ? l_1938_ : _e4133);
                l_mut_1518_ = l_1946_;
                uint _e4135 = l_mut_101_;
                bool l_1947_ = (_e4135 == 1u);
                if (l_1943_) {
                    local_170 = l_1947_;
                } else {
                    local_170 = false;
                }
                bool l_1948_ = local_170;
                double _e4142 = l_mut_1516_;
                double l_1949_ = (l_1948_ ? l_1938_ : _e4142);
                l_mut_1516_ = l_1949_;
                uint _e4144 = l_mut_101_;
                bool l_1950_ = (_e4144 == 2u);
                if (l_1943_) {
                    local_171 = l_1950_;
                } else {
                    local_171 = false;
                }
                bool l_1951_ = local_171;
                double _e4151 = l_mut_1515_;
                double l_1952_ = (l_1951_ ? l_1938_ : _e4151);
                l_mut_1515_ = l_1952_;
                double l_1953_ = (l_1943_ ? l_1940_ : l_1938_);
                double _e4154 = l_mut_515_;
                double l_1954_ = (_e4154 + l_1937_);
                double l_1955_ = (l_1941_ ? l_1953_ : l_1954_);
                l_mut_515_ = l_1955_;
                uint l_1956_ = uint(l_1943_);
                uint _e4158 = l_mut_101_;
                l_mut_101_ = (_e4158 + l_1956_);
                double _e4160 = l_mut_515_;
                double l_1957_ = (_e4160 + l_1934_);
                double _e4162 = l_mut_515_;
                double l_1958_ = (l_1957_ - _e4162);
                double l_1959_ = (l_1934_ - l_1958_);
                uint _e4165 = l_mut_101_;
                bool l_1960_ = (_e4165 < 3u);
                bool l_1961_ = (l_1959_ != 0.0L);
                if (l_1960_) {
                    local_172 = l_1961_;
                } else {
                    local_172 = false;
                }
                bool l_1962_ = local_172;
                uint _e4174 = l_mut_101_;
                bool l_1963_ = (_e4174 == 0u);
                if (l_1962_) {
                    local_173 = l_1963_;
                } else {
                    local_173 = false;
                }
                bool l_1964_ = local_173;
                double _e4181 = l_mut_1518_;
                double l_1965_ = (l_1964_ ? l_1957_ : _e4181);
                l_mut_1518_ = l_1965_;
                uint _e4183 = l_mut_101_;
                bool l_1966_ = (_e4183 == 1u);
                if (l_1962_) {
                    local_174 = l_1966_;
                } else {
                    local_174 = false;
                }
                bool l_1967_ = local_174;
                double _e4190 = l_mut_1516_;
                double l_1968_ = (l_1967_ ? l_1957_ : _e4190);
                l_mut_1516_ = l_1968_;
                uint _e4192 = l_mut_101_;
                bool l_1969_ = (_e4192 == 2u);
                if (l_1962_) {
                    local_175 = l_1969_;
                } else {
                    local_175 = false;
                }
                bool l_1970_ = local_175;
                double _e4199 = l_mut_1515_;
                double l_1971_ = (l_1970_ ? l_1957_ : _e4199);
                l_mut_1515_ = l_1971_;
                double l_1972_ = (l_1962_ ? l_1959_ : l_1957_);
                double _e4202 = l_mut_515_;
                double l_1973_ = (_e4202 + l_1934_);
                double l_1974_ = (l_1960_ ? l_1972_ : l_1973_);
                l_mut_515_ = l_1974_;
                uint l_1975_ = uint(l_1962_);
                uint _e4206 = l_mut_101_;
                l_mut_101_ = (_e4206 + l_1975_);
                double _e4208 = l_mut_515_;
                double l_1976_ = (_e4208 + l_1931_);
                double _e4210 = l_mut_515_;
                double l_1977_ = (l_1976_ - _e4210);
                double l_1978_ = (l_1931_ - l_1977_);
                uint _e4213 = l_mut_101_;
                bool l_1979_ = (_e4213 < 3u);
                bool l_1980_ = (l_1978_ != 0.0L);
                if (l_1979_) {
                    local_176 = l_1980_;
                } else {
                    local_176 = false;
                }
                bool l_1981_ = local_176;
                uint _e4222 = l_mut_101_;
                bool l_1982_ = (_e4222 == 0u);
                if (l_1981_) {
                    local_177 = l_1982_;
                } else {
                    local_177 = false;
                }
                bool l_1983_ = local_177;
                double _e4229 = l_mut_1518_;
                double l_1984_ = (l_1983_ ? l_1976_ : _e4229);
                l_mut_1518_ = l_1984_;
                uint _e4231 = l_mut_101_;
                bool l_1985_ = (_e4231 == 1u);
                if (l_1981_) {
                    local_178 = l_1985_;
                } else {
                    local_178 = false;
                }
                bool l_1986_ = local_178;
                double _e4238 = l_mut_1516_;
                double l_1987_ = (l_1986_ ? l_1976_ : _e4238);
                l_mut_1516_ = l_1987_;
                uint _e4240 = l_mut_101_;
                bool l_1988_ = (_e4240 == 2u);
                if (l_1981_) {
                    local_179 = l_1988_;
                } else {
                    local_179 = false;
                }
                bool l_1989_ = local_179;
                double _e4247 = l_mut_1515_;
                double l_1990_ = (l_1989_ ? l_1976_ : _e4247);
                l_mut_1515_ = l_1990_;
                double l_1991_ = (l_1981_ ? l_1978_ : l_1976_);
                double _e4250 = l_mut_515_;
                double l_1992_ = (_e4250 + l_1931_);
                double l_1993_ = (l_1979_ ? l_1991_ : l_1992_);
                l_mut_515_ = l_1993_;
                uint l_1994_ = uint(l_1981_);
                uint _e4254 = l_mut_101_;
                l_mut_101_ = (_e4254 + l_1994_);
                double _e4256 = l_mut_515_;
                double l_1995_ = (_e4256 + l_1928_);
                double _e4258 = l_mut_515_;
                double l_1996_ = (l_1995_ - _e4258);
                double l_1997_ = (l_1928_ - l_1996_);
                uint _e4261 = l_mut_101_;
                bool l_1998_ = (_e4261 < 3u);
                bool l_1999_ = (l_1997_ != 0.0L);
                if (l_1998_) {
                    local_180 = l_1999_;
                } else {
                    local_180 = false;
                }
                bool l_2000_ = local_180;
                uint _e4270 = l_mut_101_;
                bool l_2001_ = (_e4270 == 0u);
                if (l_2000_) {
                    local_181 = l_2001_;
                } else {
                    local_181 = false;
                }
                bool l_2002_ = local_181;
                double _e4277 = l_mut_1518_;
                double l_2003_ = (l_2002_ ? l_1995_ : _e4277);
                l_mut_1518_ = l_2003_;
                uint _e4279 = l_mut_101_;
                bool l_2004_ = (_e4279 == 1u);
                if (l_2000_) {
                    local_182 = l_2004_;
                } else {
                    local_182 = false;
                }
                bool l_2005_ = local_182;
                double _e4286 = l_mut_1516_;
                double l_2006_ = (l_2005_ ? l_1995_ : _e4286);
                l_mut_1516_ = l_2006_;
                uint _e4288 = l_mut_101_;
                bool l_2007_ = (_e4288 == 2u);
                if (l_2000_) {
                    local_183 = l_2007_;
                } else {
                    local_183 = false;
                }
                bool l_2008_ = local_183;
                double _e4295 = l_mut_1515_;
                double l_2009_ = (l_2008_ ? l_1995_ : _e4295);
                l_mut_1515_ = l_2009_;
                double l_2010_ = (l_2000_ ? l_1997_ : l_1995_);
                double _e4298 = l_mut_515_;
                double l_2011_ = (_e4298 + l_1928_);
                double l_2012_ = (l_1998_ ? l_2010_ : l_2011_);
                l_mut_515_ = l_2012_;
                uint l_2013_ = uint(l_2000_);
                uint _e4302 = l_mut_101_;
                l_mut_101_ = (_e4302 + l_2013_);
                uint _e4304 = l_mut_101_;
                bool l_2014_ = (_e4304 == 0u);
                double _e4307 = l_mut_1518_;
                double _e4308 = l_mut_515_;
                double l_2015_ = (l_2014_ ? _e4308 : _e4307);
                l_mut_1518_ = l_2015_;
                uint _e4310 = l_mut_101_;
                bool l_2016_ = (_e4310 == 1u);
                double _e4313 = l_mut_1516_;
                double _e4314 = l_mut_515_;
                double l_2017_ = (l_2016_ ? _e4314 : _e4313);
                l_mut_1516_ = l_2017_;
                uint _e4316 = l_mut_101_;
                bool l_2018_ = (_e4316 == 2u);
                double _e4319 = l_mut_1515_;
                double _e4320 = l_mut_515_;
                double l_2019_ = (l_2018_ ? _e4320 : _e4319);
                l_mut_1515_ = l_2019_;
                uint _e4322 = l_mut_101_;
                bool l_2020_ = (_e4322 == 3u);
                double _e4325 = l_mut_1514_;
                double _e4326 = l_mut_515_;
                double l_2021_ = (l_2020_ ? _e4326 : _e4325);
                l_mut_1514_ = l_2021_;
                double _e4328 = l_mut_1518_;
                double l_2022_ = (_e4328 + -1.0L);
                double _e4331 = l_mut_1518_;
                double l_2023_ = (l_2022_ - _e4331);
                double l_2024_ = (l_2022_ - l_2023_);
                double _e4334 = l_mut_1518_;
                double l_2025_ = (_e4334 - l_2024_);
                double l_2026_ = (-1.0L - l_2023_);
                double l_2027_ = (l_2025_ + l_2026_);
                double _e4339 = l_mut_1516_;
                double l_2028_ = (_e4339 + l_2027_);
                double _e4341 = l_mut_1516_;
                double l_2029_ = (l_2028_ - _e4341);
                double l_2030_ = (l_2028_ - l_2029_);
                double _e4344 = l_mut_1516_;
                double l_2031_ = (_e4344 - l_2030_);
                double l_2032_ = (l_2027_ - l_2029_);
                double l_2033_ = (l_2031_ + l_2032_);
                double _e4348 = l_mut_1515_;
                double l_2034_ = (_e4348 + l_2033_);
                double _e4350 = l_mut_1515_;
                double l_2035_ = (l_2034_ - _e4350);
                double l_2036_ = (l_2034_ - l_2035_);
                double _e4353 = l_mut_1515_;
                double l_2037_ = (_e4353 - l_2036_);
                double l_2038_ = (l_2033_ - l_2035_);
                double l_2039_ = (l_2037_ + l_2038_);
                double _e4357 = l_mut_1514_;
                double l_2040_ = (_e4357 + l_2039_);
                double _e4359 = l_mut_1514_;
                double l_2041_ = (l_2040_ - _e4359);
                double l_2042_ = (l_2040_ - l_2041_);
                double _e4362 = l_mut_1514_;
                double l_2043_ = (_e4362 - l_2042_);
                double l_2044_ = (l_2039_ - l_2041_);
                double l_2045_ = (l_2043_ + l_2044_);
                double l_2046_ = (l_2040_ + l_2045_);
                double l_2047_ = (l_2046_ - l_2040_);
                double l_2048_ = (l_2045_ - l_2047_);
                double l_2049_ = (l_2034_ + l_2046_);
                double l_2050_ = (l_2049_ - l_2034_);
                double l_2051_ = (l_2046_ - l_2050_);
                double l_2052_ = (l_2028_ + l_2049_);
                double l_2053_ = (l_2052_ - l_2028_);
                double l_2054_ = (l_2049_ - l_2053_);
                double l_2055_ = (l_2022_ + l_2052_);
                double l_2056_ = (l_2055_ - l_2022_);
                double l_2057_ = (l_2052_ - l_2056_);
                l_mut_515_ = 0.0L;
                l_mut_513_ = 0.0L;
                l_mut_512_ = 0.0L;
                l_mut_511_ = 0.0L;
                l_mut_100_ = l_2055_;
                l_mut_101_ = 0u;
                double _e4383 = l_mut_100_;
                double l_2058_ = (_e4383 + l_2057_);
                double _e4385 = l_mut_100_;
                double l_2059_ = (l_2058_ - _e4385);
                double l_2060_ = (l_2057_ - l_2059_);
                uint _e4388 = l_mut_101_;
                bool l_2061_ = (_e4388 < 3u);
                bool l_2062_ = (l_2060_ != 0.0L);
                if (l_2061_) {
                    local_184 = l_2062_;
                } else {
                    local_184 = false;
                }
                bool l_2063_ = local_184;
                uint _e4397 = l_mut_101_;
                bool l_2064_ = (_e4397 == 0u);
                if (l_2063_) {
                    local_185 = l_2064_;
                } else {
                    local_185 = false;
                }
                bool l_2065_ = local_185;
                double _e4404 = l_mut_515_;
                double l_2066_ = (l_2065_ ? l_2058_ : _e4404);
                l_mut_515_ = l_2066_;
                uint _e4406 = l_mut_101_;
                bool l_2067_ = (_e4406 == 1u);
                if (l_2063_) {
                    local_186 = l_2067_;
                } else {
                    local_186 = false;
                }
                bool l_2068_ = local_186;
                double _e4413 = l_mut_513_;
                double l_2069_ = (l_2068_ ? l_2058_ : _e4413);
                l_mut_513_ = l_2069_;
                uint _e4415 = l_mut_101_;
                bool l_2070_ = (_e4415 == 2u);
                if (l_2063_) {
                    local_187 = l_2070_;
                } else {
                    local_187 = false;
                }
                bool l_2071_ = local_187;
                double _e4422 = l_mut_512_;
                double l_2072_ = (l_2071_ ? l_2058_ : _e4422);
                l_mut_512_ = l_2072_;
                double l_2073_ = (l_2063_ ? l_2060_ : l_2058_);
                double _e4425 = l_mut_100_;
                double l_2074_ = (_e4425 + l_2057_);
                double l_2075_ = (l_2061_ ? l_2073_ : l_2074_);
                l_mut_100_ = l_2075_;
                uint l_2076_ = uint(l_2063_);
                uint _e4429 = l_mut_101_;
                l_mut_101_ = (_e4429 + l_2076_);
                double _e4431 = l_mut_100_;
                double l_2077_ = (_e4431 + l_2054_);
                double _e4433 = l_mut_100_;
                double l_2078_ = (l_2077_ - _e4433);
                double l_2079_ = (l_2054_ - l_2078_);
                uint _e4436 = l_mut_101_;
                bool l_2080_ = (_e4436 < 3u);
                bool l_2081_ = (l_2079_ != 0.0L);
                if (l_2080_) {
                    local_188 = l_2081_;
                } else {
                    local_188 = false;
                }
                bool l_2082_ = local_188;
                uint _e4445 = l_mut_101_;
                bool l_2083_ = (_e4445 == 0u);
                if (l_2082_) {
                    local_189 = l_2083_;
                } else {
                    local_189 = false;
                }
                bool l_2084_ = local_189;
                double _e4452 = l_mut_515_;
                double l_2085_ = (l_2084_ ? l_2077_ : _e4452);
                l_mut_515_ = l_2085_;
                uint _e4454 = l_mut_101_;
                bool l_2086_ = (_e4454 == 1u);
                if (l_2082_) {
                    local_190 = l_2086_;
                } else {
                    local_190 = false;
                }
                bool l_2087_ = local_190;
                double _e4461 = l_mut_513_;
                double l_2088_ = (l_2087_ ? l_2077_ : _e4461);
                l_mut_513_ = l_2088_;
                uint _e4463 = l_mut_101_;
                bool l_2089_ = (_e4463 == 2u);
                if (l_2082_) {
                    local_191 = l_2089_;
                } else {
                    local_191 = false;
                }
                bool l_2090_ = local_191;
                double _e4470 = l_mut_512_;
                double l_2091_ = (l_2090_ ? l_2077_ : _e4470);
                l_mut_512_ = l_2091_;
                double l_2092_ = (l_2082_ ? l_2079_ : l_2077_);
                double _e4473 = l_mut_100_;
                double l_2093_ = (_e4473 + l_2054_);
                double l_2094_ = (l_2080_ ? l_2092_ : l_2093_);
                l_mut_100_ = l_2094_;
                uint l_2095_ = uint(l_2082_);
                uint _e4477 = l_mut_101_;
                l_mut_101_ = (_e4477 + l_2095_);
                double _e4479 = l_mut_100_;
                double l_2096_ = (_e4479 + l_2051_);
                double _e4481 = l_mut_100_;
                double l_2097_ = (l_2096_ - _e4481);
                double l_2098_ = (l_2051_ - l_2097_);
                uint _e4484 = l_mut_101_;
                bool l_2099_ = (_e4484 < 3u);
                bool l_2100_ = (l_2098_ != 0.0L);
                if (l_2099_) {
                    local_192 = l_2100_;
                } else {
                    local_192 = false;
                }
                bool l_2101_ = local_192;
                uint _e4493 = l_mut_101_;
                bool l_2102_ = (_e4493 == 0u);
                if (l_2101_) {
                    local_193 = l_2102_;
                } else {
                    local_193 = false;
                }
                bool l_2103_ = local_193;
                double _e4500 = l_mut_515_;
                double l_2104_ = (l_2103_ ? l_2096_ : _e4500);
                l_mut_515_ = l_2104_;
                uint _e4502 = l_mut_101_;
                bool l_2105_ = (_e4502 == 1u);
                if (l_2101_) {
                    local_194 = l_2105_;
                } else {
                    local_194 = false;
                }
                bool l_2106_ = local_194;
                double _e4509 = l_mut_513_;
                double l_2107_ = (l_2106_ ? l_2096_ : _e4509);
                l_mut_513_ = l_2107_;
                uint _e4511 = l_mut_101_;
                bool l_2108_ = (_e4511 == 2u);
                if (l_2101_) {
                    local_195 = l_2108_;
                } else {
                    local_195 = false;
                }
                bool l_2109_ = local_195;
                double _e4518 = l_mut_512_;
                double l_2110_ = (l_2109_ ? l_2096_ : _e4518);
                l_mut_512_ = l_2110_;
                double l_2111_ = (l_2101_ ? l_2098_ : l_2096_);
                double _e4521 = l_mut_100_;
                double l_2112_ = (_e4521 + l_2051_);
                double l_2113_ = (l_2099_ ? l_2111_ : l_2112_);
                l_mut_100_ = l_2113_;
                uint l_2114_ = uint(l_2101_);
                uint _e4525 = l_mut_101_;
                l_mut_101_ = (_e4525 + l_2114_);
                double _e4527 = l_mut_100_;
                double l_2115_ = (_e4527 + l_2048_);
                double _e4529 = l_mut_100_;
                double l_2116_ = (l_2115_ - _e4529);
                double l_2117_ = (l_2048_ - l_2116_);
                uint _e4532 = l_mut_101_;
                bool l_2118_ = (_e4532 < 3u);
                bool l_2119_ = (l_2117_ != 0.0L);
                if (l_2118_) {
                    local_196 = l_2119_;
                } else {
                    local_196 = false;
                }
                bool l_2120_ = local_196;
                uint _e4541 = l_mut_101_;
                bool l_2121_ = (_e4541 == 0u);
                if (l_2120_) {
                    local_197 = l_2121_;
                } else {
                    local_197 = false;
                }
                bool l_2122_ = local_197;
                double _e4548 = l_mut_515_;
                double l_2123_ = (l_2122_ ? l_2115_ : _e4548);
                l_mut_515_ = l_2123_;
                uint _e4550 = l_mut_101_;
                bool l_2124_ = (_e4550 == 1u);
                if (l_2120_) {
                    local_198 = l_2124_;
                } else {
                    local_198 = false;
                }
                bool l_2125_ = local_198;
                double _e4557 = l_mut_513_;
                double l_2126_ = (l_2125_ ? l_2115_ : _e4557);
                l_mut_513_ = l_2126_;
                uint _e4559 = l_mut_101_;
                bool l_2127_ = (_e4559 == 2u);
                if (l_2120_) {
                    local_199 = l_2127_;
                } else {
                    local_199 = false;
                }
                bool l_2128_ = local_199;
                double _e4566 = l_mut_512_;
                double l_2129_ = (l_2128_ ? l_2115_ : _e4566);
                l_mut_512_ = l_2129_;
                double l_2130_ = (l_2120_ ? l_2117_ : l_2115_);
                double _e4569 = l_mut_100_;
                double l_2131_ = (_e4569 + l_2048_);
                double l_2132_ = (l_2118_ ? l_2130_ : l_2131_);
                l_mut_100_ = l_2132_;
                uint l_2133_ = uint(l_2120_);
                uint _e4573 = l_mut_101_;
                l_mut_101_ = (_e4573 + l_2133_);
                uint _e4575 = l_mut_101_;
                bool l_2134_ = (_e4575 == 0u);
                double _e4578 = l_mut_515_;
                double _e4579 = l_mut_100_;
                double l_2135_ = (l_2134_ ? _e4579 : _e4578);
                l_mut_515_ = l_2135_;
                uint _e4581 = l_mut_101_;
                bool l_2136_ = (_e4581 == 1u);
                double _e4584 = l_mut_513_;
                double _e4585 = l_mut_100_;
                double l_2137_ = (l_2136_ ? _e4585 : _e4584);
                l_mut_513_ = l_2137_;
                uint _e4587 = l_mut_101_;
                bool l_2138_ = (_e4587 == 2u);
                double _e4590 = l_mut_512_;
                double _e4591 = l_mut_100_;
                double l_2139_ = (l_2138_ ? _e4591 : _e4590);
                l_mut_512_ = l_2139_;
                uint _e4593 = l_mut_101_;
                bool l_2140_ = (_e4593 == 3u);
                double _e4596 = l_mut_511_;
                double _e4597 = l_mut_100_;
                double l_2141_ = (l_2140_ ? _e4597 : _e4596);
                l_mut_511_ = l_2141_;
                double _e4600 = l_mut_29_;
                a_2142_[0] = _e4600;
                double _e4602 = l_mut_515_;
                a_2142_[1] = _e4602;
                double _e4604 = l_mut_30_;
                a_2142_[2] = _e4604;
                double _e4606 = l_mut_513_;
                a_2142_[3] = _e4606;
                double _e4608 = l_mut_31_;
                a_2142_[4] = _e4608;
                double _e4610 = l_mut_512_;
                a_2142_[5] = _e4610;
                double _e4612 = l_mut_32_;
                a_2142_[6] = _e4612;
                double _e4614 = l_mut_511_;
                a_2142_[7] = _e4614;
                double l_2143_ = a_2142_[7];
                l_mut_1518_ = l_2143_;
                double l_2144_ = a_2142_[6];
                double _e4619 = l_mut_1518_;
                double l_2145_ = (l_2144_ + _e4619);
                double l_2146_ = (l_2145_ - l_2144_);
                double l_2147_ = (l_2145_ - l_2146_);
                double l_2148_ = (l_2144_ - l_2147_);
                double _e4624 = l_mut_1518_;
                double l_2149_ = (_e4624 - l_2146_);
                double l_2150_ = (l_2148_ + l_2149_);
                a_2142_[7] = l_2150_;
                l_mut_1518_ = l_2145_;
                double l_2151_ = a_2142_[5];
                double _e4630 = l_mut_1518_;
                double l_2152_ = (l_2151_ + _e4630);
                double l_2153_ = (l_2152_ - l_2151_);
                double l_2154_ = (l_2152_ - l_2153_);
                double l_2155_ = (l_2151_ - l_2154_);
                double _e4635 = l_mut_1518_;
                double l_2156_ = (_e4635 - l_2153_);
                double l_2157_ = (l_2155_ + l_2156_);
                a_2142_[6] = l_2157_;
                l_mut_1518_ = l_2152_;
                double l_2158_ = a_2142_[4];
                double _e4641 = l_mut_1518_;
                double l_2159_ = (l_2158_ + _e4641);
                double l_2160_ = (l_2159_ - l_2158_);
                double l_2161_ = (l_2159_ - l_2160_);
                double l_2162_ = (l_2158_ - l_2161_);
                double _e4646 = l_mut_1518_;
                double l_2163_ = (_e4646 - l_2160_);
                double l_2164_ = (l_2162_ + l_2163_);
                a_2142_[5] = l_2164_;
                l_mut_1518_ = l_2159_;
                double l_2165_ = a_2142_[3];
                double _e4652 = l_mut_1518_;
                double l_2166_ = (l_2165_ + _e4652);
                double l_2167_ = (l_2166_ - l_2165_);
                double l_2168_ = (l_2166_ - l_2167_);
                double l_2169_ = (l_2165_ - l_2168_);
                double _e4657 = l_mut_1518_;
                double l_2170_ = (_e4657 - l_2167_);
                double l_2171_ = (l_2169_ + l_2170_);
                a_2142_[4] = l_2171_;
                l_mut_1518_ = l_2166_;
                double l_2172_ = a_2142_[2];
                double _e4663 = l_mut_1518_;
                double l_2173_ = (l_2172_ + _e4663);
                double l_2174_ = (l_2173_ - l_2172_);
                double l_2175_ = (l_2173_ - l_2174_);
                double l_2176_ = (l_2172_ - l_2175_);
                double _e4668 = l_mut_1518_;
                double l_2177_ = (_e4668 - l_2174_);
                double l_2178_ = (l_2176_ + l_2177_);
                a_2142_[3] = l_2178_;
                l_mut_1518_ = l_2173_;
                double l_2179_ = a_2142_[1];
                double _e4674 = l_mut_1518_;
                double l_2180_ = (l_2179_ + _e4674);
                double l_2181_ = (l_2180_ - l_2179_);
                double l_2182_ = (l_2180_ - l_2181_);
                double l_2183_ = (l_2179_ - l_2182_);
                double _e4679 = l_mut_1518_;
                double l_2184_ = (_e4679 - l_2181_);
                double l_2185_ = (l_2183_ + l_2184_);
                a_2142_[2] = l_2185_;
                l_mut_1518_ = l_2180_;
                double l_2186_ = a_2142_[0];
                double _e4685 = l_mut_1518_;
                double l_2187_ = (l_2186_ + _e4685);
                double l_2188_ = (l_2187_ - l_2186_);
                double l_2189_ = (l_2187_ - l_2188_);
                double l_2190_ = (l_2186_ - l_2189_);
                double _e4690 = l_mut_1518_;
                double l_2191_ = (_e4690 - l_2188_);
                double l_2192_ = (l_2190_ + l_2191_);
                a_2142_[1] = l_2192_;
                l_mut_1518_ = l_2187_;
                double _e4695 = l_mut_1518_;
                a_2142_[0] = _e4695;
                double l_2193_ = a_2142_[7];
                l_mut_1518_ = l_2193_;
                double l_2194_ = a_2142_[6];
                double _e4700 = l_mut_1518_;
                double l_2195_ = (l_2194_ + _e4700);
                double l_2196_ = (l_2195_ - l_2194_);
                double l_2197_ = (l_2195_ - l_2196_);
                double l_2198_ = (l_2194_ - l_2197_);
                double _e4705 = l_mut_1518_;
                double l_2199_ = (_e4705 - l_2196_);
                double l_2200_ = (l_2198_ + l_2199_);
                a_2142_[7] = l_2200_;
                l_mut_1518_ = l_2195_;
                double l_2201_ = a_2142_[5];
                double _e4711 = l_mut_1518_;
                double l_2202_ = (l_2201_ + _e4711);
                double l_2203_ = (l_2202_ - l_2201_);
                double l_2204_ = (l_2202_ - l_2203_);
                double l_2205_ = (l_2201_ - l_2204_);
                double _e4716 = l_mut_1518_;
                double l_2206_ = (_e4716 - l_2203_);
                double l_2207_ = (l_2205_ + l_2206_);
                a_2142_[6] = l_2207_;
                l_mut_1518_ = l_2202_;
                double l_2208_ = a_2142_[4];
                double _e4722 = l_mut_1518_;
                double l_2209_ = (l_2208_ + _e4722);
                double l_2210_ = (l_2209_ - l_2208_);
                double l_2211_ = (l_2209_ - l_2210_);
                double l_2212_ = (l_2208_ - l_2211_);
                double _e4727 = l_mut_1518_;
                double l_2213_ = (_e4727 - l_2210_);
                double l_2214_ = (l_2212_ + l_2213_);
                a_2142_[5] = l_2214_;
                l_mut_1518_ = l_2209_;
                double l_2215_ = a_2142_[3];
                double _e4733 = l_mut_1518_;
                double l_2216_ = (l_2215_ + _e4733);
                double l_2217_ = (l_2216_ - l_2215_);
                double l_2218_ = (l_2216_ - l_2217_);
                double l_2219_ = (l_2215_ - l_2218_);
                double _e4738 = l_mut_1518_;
                double l_2220_ = (_e4738 - l_2217_);
                double l_2221_ = (l_2219_ + l_2220_);
                a_2142_[4] = l_2221_;
                l_mut_1518_ = l_2216_;
                double l_2222_ = a_2142_[2];
                double _e4744 = l_mut_1518_;
                double l_2223_ = (l_2222_ + _e4744);
                double l_2224_ = (l_2223_ - l_2222_);
                double l_2225_ = (l_2223_ - l_2224_);
                double l_2226_ = (l_2222_ - l_2225_);
                double _e4749 = l_mut_1518_;
                double l_2227_ = (_e4749 - l_2224_);
                double l_2228_ = (l_2226_ + l_2227_);
                a_2142_[3] = l_2228_;
                l_mut_1518_ = l_2223_;
                double l_2229_ = a_2142_[1];
                double _e4755 = l_mut_1518_;
                double l_2230_ = (l_2229_ + _e4755);
                double l_2231_ = (l_2230_ - l_2229_);
                double l_2232_ = (l_2230_ - l_2231_);
                double l_2233_ = (l_2229_ - l_2232_);
                double _e4760 = l_mut_1518_;
                double l_2234_ = (_e4760 - l_2231_);
                double l_2235_ = (l_2233_ + l_2234_);
                a_2142_[2] = l_2235_;
                l_mut_1518_ = l_2230_;
                double l_2236_ = a_2142_[0];
                double _e4766 = l_mut_1518_;
                double l_2237_ = (l_2236_ + _e4766);
                double l_2238_ = (l_2237_ - l_2236_);
                double l_2239_ = (l_2237_ - l_2238_);
                double l_2240_ = (l_2236_ - l_2239_);
                double _e4771 = l_mut_1518_;
                double l_2241_ = (_e4771 - l_2238_);
                double l_2242_ = (l_2240_ + l_2241_);
                a_2142_[1] = l_2242_;
                l_mut_1518_ = l_2237_;
                double _e4776 = l_mut_1518_;
                a_2142_[0] = _e4776;
                l_mut_1518_ = 0.0L;
                l_mut_1516_ = 0.0L;
                l_mut_1515_ = 0.0L;
                l_mut_1514_ = 0.0L;
                double l_2243_ = a_2142_[0];
                l_mut_100_ = l_2243_;
                l_mut_101_ = 0u;
                double l_2244_ = a_2142_[1];
                double _e4786 = l_mut_100_;
                double l_2245_ = (_e4786 + l_2244_);
                double _e4788 = l_mut_100_;
                double l_2246_ = (l_2245_ - _e4788);
                double l_2247_ = (l_2245_ - l_2246_);
                double _e4791 = l_mut_100_;
                double l_2248_ = (_e4791 - l_2247_);
                double l_2249_ = (l_2244_ - l_2246_);
                double l_2250_ = (l_2248_ + l_2249_);
                uint _e4795 = l_mut_101_;
                bool l_2251_ = (_e4795 < 3u);
                bool l_2252_ = (l_2250_ != 0.0L);
                if (l_2251_) {
                    local_200 = l_2252_;
                } else {
                    local_200 = false;
                }
                bool l_2253_ = local_200;
                uint _e4804 = l_mut_101_;
                bool l_2254_ = (_e4804 == 0u);
                if (l_2253_) {
                    local_201 = l_2254_;
                } else {
                    local_201 = false;
                }
                bool l_2255_ = local_201;
                double _e4811 = l_mut_1518_;
                double l_2256_ = (l_2255_ ? l_2245_ : _e4811);
                l_mut_1518_ = l_2256_;
                uint _e4813 = l_mut_101_;
                bool l_2257_ = (_e4813 == 1u);
                if (l_2253_) {
                    local_202 = l_2257_;
                } else {
                    local_202 = false;
                }
                bool l_2258_ = local_202;
                double _e4820 = l_mut_1516_;
                double l_2259_ = (l_2258_ ? l_2245_ : _e4820);
                l_mut_1516_ = l_2259_;
                uint _e4822 = l_mut_101_;
                bool l_2260_ = (_e4822 == 2u);
                if (l_2253_) {
                    local_203 = l_2260_;
                } else {
                    local_203 = false;
                }
                bool l_2261_ = local_203;
                double _e4829 = l_mut_1515_;
                double l_2262_ = (l_2261_ ? l_2245_ : _e4829);
                l_mut_1515_ = l_2262_;
                double l_2263_ = (l_2253_ ? l_2250_ : l_2245_);
                double _e4832 = l_mut_100_;
                double l_2264_ = (_e4832 + l_2244_);
                double l_2265_ = (l_2251_ ? l_2263_ : l_2264_);
                l_mut_100_ = l_2265_;
                uint l_2266_ = uint(l_2253_);
                uint _e4836 = l_mut_101_;
                l_mut_101_ = (_e4836 + l_2266_);
                double l_2267_ = a_2142_[2];
                double _e4840 = l_mut_100_;
                double l_2268_ = (_e4840 + l_2267_);
                double _e4842 = l_mut_100_;
                double l_2269_ = (l_2268_ - _e4842);
                double l_2270_ = (l_2268_ - l_2269_);
                double _e4845 = l_mut_100_;
                double l_2271_ = (_e4845 - l_2270_);
                double l_2272_ = (l_2267_ - l_2269_);
                double l_2273_ = (l_2271_ + l_2272_);
                uint _e4849 = l_mut_101_;
                bool l_2274_ = (_e4849 < 3u);
                bool l_2275_ = (l_2273_ != 0.0L);
                if (l_2274_) {
                    local_204 = l_2275_;
                } else {
                    local_204 = false;
                }
                bool l_2276_ = local_204;
                uint _e4858 = l_mut_101_;
                bool l_2277_ = (_e4858 == 0u);
                if (l_2276_) {
                    local_205 = l_2277_;
                } else {
                    local_205 = false;
                }
                bool l_2278_ = local_205;
                double _e4865 = l_mut_1518_;
                double l_2279_ = (l_2278_ ? l_2268_ : _e4865);
                l_mut_1518_ = l_2279_;
                uint _e4867 = l_mut_101_;
                bool l_2280_ = (_e4867 == 1u);
                if (l_2276_) {
                    local_206 = l_2280_;
                } else {
                    local_206 = false;
                }
                bool l_2281_ = local_206;
                double _e4874 = l_mut_1516_;
                double l_2282_ = (l_2281_ ? l_2268_ : _e4874);
                l_mut_1516_ = l_2282_;
                uint _e4876 = l_mut_101_;
                bool l_2283_ = (_e4876 == 2u);
                if (l_2276_) {
                    local_207 = l_2283_;
                } else {
                    local_207 = false;
                }
                bool l_2284_ = local_207;
                double _e4883 = l_mut_1515_;
                double l_2285_ = (l_2284_ ? l_2268_ : _e4883);
                l_mut_1515_ = l_2285_;
                double l_2286_ = (l_2276_ ? l_2273_ : l_2268_);
                double _e4886 = l_mut_100_;
                double l_2287_ = (_e4886 + l_2267_);
                double l_2288_ = (l_2274_ ? l_2286_ : l_2287_);
                l_mut_100_ = l_2288_;
                uint l_2289_ = uint(l_2276_);
                uint _e4890 = l_mut_101_;
                l_mut_101_ = (_e4890 + l_2289_);
                double l_2290_ = a_2142_[3];
                double _e4894 = l_mut_100_;
                double l_2291_ = (_e4894 + l_2290_);
                double _e4896 = l_mut_100_;
                double l_2292_ = (l_2291_ - _e4896);
                double l_2293_ = (l_2291_ - l_2292_);
                double _e4899 = l_mut_100_;
                double l_2294_ = (_e4899 - l_2293_);
                double l_2295_ = (l_2290_ - l_2292_);
                double l_2296_ = (l_2294_ + l_2295_);
                uint _e4903 = l_mut_101_;
                bool l_2297_ = (_e4903 < 3u);
                bool l_2298_ = (l_2296_ != 0.0L);
                if (l_2297_) {
                    local_208 = l_2298_;
                } else {
                    local_208 = false;
                }
                bool l_2299_ = local_208;
                uint _e4912 = l_mut_101_;
                bool l_2300_ = (_e4912 == 0u);
                if (l_2299_) {
                    local_209 = l_2300_;
                } else {
                    local_209 = false;
                }
                bool l_2301_ = local_209;
                double _e4919 = l_mut_1518_;
                double l_2302_ = (l_2301_ ? l_2291_ : _e4919);
                l_mut_1518_ = l_2302_;
                uint _e4921 = l_mut_101_;
                bool l_2303_ = (_e4921 == 1u);
                if (l_2299_) {
                    local_210 = l_2303_;
                } else {
                    local_210 = false;
                }
                bool l_2304_ = local_210;
                double _e4928 = l_mut_1516_;
                double l_2305_ = (l_2304_ ? l_2291_ : _e4928);
                l_mut_1516_ = l_2305_;
                uint _e4930 = l_mut_101_;
                bool l_2306_ = (_e4930 == 2u);
                if (l_2299_) {
                    local_211 = l_2306_;
                } else {
                    local_211 = false;
                }
                bool l_2307_ = local_211;
                double _e4937 = l_mut_1515_;
                double l_2308_ = (l_2307_ ? l_2291_ : _e4937);
                l_mut_1515_ = l_2308_;
                double l_2309_ = (l_2299_ ? l_2296_ : l_2291_);
                double _e4940 = l_mut_100_;
                double l_2310_ = (_e4940 + l_2290_);
                double l_2311_ = (l_2297_ ? l_2309_ : l_2310_);
                l_mut_100_ = l_2311_;
                uint l_2312_ = uint(l_2299_);
                uint _e4944 = l_mut_101_;
                l_mut_101_ = (_e4944 + l_2312_);
                double l_2313_ = a_2142_[4];
                double _e4948 = l_mut_100_;
                double l_2314_ = (_e4948 + l_2313_);
                double _e4950 = l_mut_100_;
                double l_2315_ = (l_2314_ - _e4950);
                double l_2316_ = (l_2314_ - l_2315_);
                double _e4953 = l_mut_100_;
                double l_2317_ = (_e4953 - l_2316_);
                double l_2318_ = (l_2313_ - l_2315_);
                double l_2319_ = (l_2317_ + l_2318_);
                uint _e4957 = l_mut_101_;
                bool l_2320_ = (_e4957 < 3u);
                bool l_2321_ = (l_2319_ != 0.0L);
                if (l_2320_) {
                    local_212 = l_2321_;
                } else {
                    local_212 = false;
                }
                bool l_2322_ = local_212;
                uint _e4966 = l_mut_101_;
                bool l_2323_ = (_e4966 == 0u);
                if (l_2322_) {
                    local_213 = l_2323_;
                } else {
                    local_213 = false;
                }
                bool l_2324_ = local_213;
                double _e4973 = l_mut_1518_;
                double l_2325_ = (l_2324_ ? l_2314_ : _e4973);
                l_mut_1518_ = l_2325_;
                uint _e4975 = l_mut_101_;
                bool l_2326_ = (_e4975 == 1u);
                if (l_2322_) {
                    local_214 = l_2326_;
                } else {
                    local_214 = false;
                }
                bool l_2327_ = local_214;
                double _e4982 = l_mut_1516_;
                double l_2328_ = (l_2327_ ? l_2314_ : _e4982);
                l_mut_1516_ = l_2328_;
                uint _e4984 = l_mut_101_;
                bool l_2329_ = (_e4984 == 2u);
                if (l_2322_) {
                    local_215 = l_2329_;
                } else {
                    local_215 = false;
                }
                bool l_2330_ = local_215;
                double _e4991 = l_mut_1515_;
                double l_2331_ = (l_2330_ ? l_2314_ : _e4991);
                l_mut_1515_ = l_2331_;
                double l_2332_ = (l_2322_ ? l_2319_ : l_2314_);
                double _e4994 = l_mut_100_;
                double l_2333_ = (_e4994 + l_2313_);
                double l_2334_ = (l_2320_ ? l_2332_ : l_2333_);
                l_mut_100_ = l_2334_;
                uint l_2335_ = uint(l_2322_);
                uint _e4998 = l_mut_101_;
                l_mut_101_ = (_e4998 + l_2335_);
                double l_2336_ = a_2142_[5];
                double _e5002 = l_mut_100_;
                double l_2337_ = (_e5002 + l_2336_);
                double _e5004 = l_mut_100_;
                double l_2338_ = (l_2337_ - _e5004);
                double l_2339_ = (l_2337_ - l_2338_);
                double _e5007 = l_mut_100_;
                double l_2340_ = (_e5007 - l_2339_);
                double l_2341_ = (l_2336_ - l_2338_);
                double l_2342_ = (l_2340_ + l_2341_);
                uint _e5011 = l_mut_101_;
                bool l_2343_ = (_e5011 < 3u);
                bool l_2344_ = (l_2342_ != 0.0L);
                if (l_2343_) {
                    local_216 = l_2344_;
                } else {
                    local_216 = false;
                }
                bool l_2345_ = local_216;
                uint _e5020 = l_mut_101_;
                bool l_2346_ = (_e5020 == 0u);
                if (l_2345_) {
                    local_217 = l_2346_;
                } else {
                    local_217 = false;
                }
                bool l_2347_ = local_217;
                double _e5027 = l_mut_1518_;
                double l_2348_ = (l_2347_ ? l_2337_ : _e5027);
                l_mut_1518_ = l_2348_;
                uint _e5029 = l_mut_101_;
                bool l_2349_ = (_e5029 == 1u);
                if (l_2345_) {
                    local_218 = l_2349_;
                } else {
                    local_218 = false;
                }
                bool l_2350_ = local_218;
                double _e5036 = l_mut_1516_;
                double l_2351_ = (l_2350_ ? l_2337_ : _e5036);
                l_mut_1516_ = l_2351_;
                uint _e5038 = l_mut_101_;
                bool l_2352_ = (_e5038 == 2u);
                if (l_2345_) {
                    local_219 = l_2352_;
                } else {
                    local_219 = false;
                }
                bool l_2353_ = local_219;
                double _e5045 = l_mut_1515_;
                double l_2354_ = (l_2353_ ? l_2337_ : _e5045);
                l_mut_1515_ = l_2354_;
                double l_2355_ = (l_2345_ ? l_2342_ : l_2337_);
                double _e5048 = l_mut_100_;
                double l_2356_ = (_e5048 + l_2336_);
                double l_2357_ = (l_2343_ ? l_2355_ : l_2356_);
                l_mut_100_ = l_2357_;
                uint l_2358_ = uint(l_2345_);
                uint _e5052 = l_mut_101_;
                l_mut_101_ = (_e5052 + l_2358_);
                double l_2359_ = a_2142_[6];
                double _e5056 = l_mut_100_;
                double l_2360_ = (_e5056 + l_2359_);
                double _e5058 = l_mut_100_;
                double l_2361_ = (l_2360_ - _e5058);
                double l_2362_ = (l_2360_ - l_2361_);
                double _e5061 = l_mut_100_;
                double l_2363_ = (_e5061 - l_2362_);
                double l_2364_ = (l_2359_ - l_2361_);
                double l_2365_ = (l_2363_ + l_2364_);
                uint _e5065 = l_mut_101_;
                bool l_2366_ = (_e5065 < 3u);
                bool l_2367_ = (l_2365_ != 0.0L);
                if (l_2366_) {
                    local_220 = l_2367_;
                } else {
                    local_220 = false;
                }
                bool l_2368_ = local_220;
                uint _e5074 = l_mut_101_;
                bool l_2369_ = (_e5074 == 0u);
                if (l_2368_) {
                    local_221 = l_2369_;
                } else {
                    local_221 = false;
                }
                bool l_2370_ = local_221;
                double _e5081 = l_mut_1518_;
                double l_2371_ = (l_2370_ ? l_2360_ : _e5081);
                l_mut_1518_ = l_2371_;
                uint _e5083 = l_mut_101_;
                bool l_2372_ = (_e5083 == 1u);
                if (l_2368_) {
                    local_222 = l_2372_;
                } else {
                    local_222 = false;
                }
                bool l_2373_ = local_222;
                double _e5090 = l_mut_1516_;
                double l_2374_ = (l_2373_ ? l_2360_ : _e5090);
                l_mut_1516_ = l_2374_;
                uint _e5092 = l_mut_101_;
                bool l_2375_ = (_e5092 == 2u);
                if (l_2368_) {
                    local_223 = l_2375_;
                } else {
                    local_223 = false;
                }
                bool l_2376_ = local_223;
                double _e5099 = l_mut_1515_;
                double l_2377_ = (l_2376_ ? l_2360_ : _e5099);
                l_mut_1515_ = l_2377_;
                double l_2378_ = (l_2368_ ? l_2365_ : l_2360_);
                double _e5102 = l_mut_100_;
                double l_2379_ = (_e5102 + l_2359_);
                double l_2380_ = (l_2366_ ? l_2378_ : l_2379_);
                l_mut_100_ = l_2380_;
                uint l_2381_ = uint(l_2368_);
                uint _e5106 = l_mut_101_;
                l_mut_101_ = (_e5106 + l_2381_);
                double l_2382_ = a_2142_[7];
                double _e5110 = l_mut_100_;
                double l_2383_ = (_e5110 + l_2382_);
                double _e5112 = l_mut_100_;
                double l_2384_ = (l_2383_ - _e5112);
                double l_2385_ = (l_2383_ - l_2384_);
                double _e5115 = l_mut_100_;
                double l_2386_ = (_e5115 - l_2385_);
                double l_2387_ = (l_2382_ - l_2384_);
                double l_2388_ = (l_2386_ + l_2387_);
                uint _e5119 = l_mut_101_;
                bool l_2389_ = (_e5119 < 3u);
                bool l_2390_ = (l_2388_ != 0.0L);
                if (l_2389_) {
                    local_224 = l_2390_;
                } else {
                    local_224 = false;
                }
                bool l_2391_ = local_224;
                uint _e5128 = l_mut_101_;
                bool l_2392_ = (_e5128 == 0u);
                if (l_2391_) {
                    local_225 = l_2392_;
                } else {
                    local_225 = false;
                }
                bool l_2393_ = local_225;
                double _e5135 = l_mut_1518_;
                double l_2394_ = (l_2393_ ? l_2383_ : _e5135);
                l_mut_1518_ = l_2394_;
                uint _e5137 = l_mut_101_;
                bool l_2395_ = (_e5137 == 1u);
                if (l_2391_) {
                    local_226 = l_2395_;
                } else {
                    local_226 = false;
                }
                bool l_2396_ = local_226;
                double _e5144 = l_mut_1516_;
                double l_2397_ = (l_2396_ ? l_2383_ : _e5144);
                l_mut_1516_ = l_2397_;
                uint _e5146 = l_mut_101_;
                bool l_2398_ = (_e5146 == 2u);
                if (l_2391_) {
                    local_227 = l_2398_;
                } else {
                    local_227 = false;
                }
                bool l_2399_ = local_227;
                double _e5153 = l_mut_1515_;
                double l_2400_ = (l_2399_ ? l_2383_ : _e5153);
                l_mut_1515_ = l_2400_;
                double l_2401_ = (l_2391_ ? l_2388_ : l_2383_);
                double _e5156 = l_mut_100_;
                double l_2402_ = (_e5156 + l_2382_);
                double l_2403_ = (l_2389_ ? l_2401_ : l_2402_);
                l_mut_100_ = l_2403_;
                uint l_2404_ = uint(l_2391_);
                uint _e5160 = l_mut_101_;
                l_mut_101_ = (_e5160 + l_2404_);
                uint _e5162 = l_mut_101_;
                bool l_2405_ = (_e5162 == 0u);
                double _e5165 = l_mut_1518_;
                double _e5166 = l_mut_100_;
                double l_2406_ = (l_2405_ ? _e5166 : _e5165);
                l_mut_1518_ = l_2406_;
                uint _e5168 = l_mut_101_;
                bool l_2407_ = (_e5168 == 1u);
                double _e5171 = l_mut_1516_;
                double _e5172 = l_mut_100_;
                double l_2408_ = (l_2407_ ? _e5172 : _e5171);
                l_mut_1516_ = l_2408_;
                uint _e5174 = l_mut_101_;
                bool l_2409_ = (_e5174 == 2u);
                double _e5177 = l_mut_1515_;
                double _e5178 = l_mut_100_;
                double l_2410_ = (l_2409_ ? _e5178 : _e5177);
                l_mut_1515_ = l_2410_;
                uint _e5180 = l_mut_101_;
                bool l_2411_ = (_e5180 == 3u);
                double _e5183 = l_mut_1514_;
                double _e5184 = l_mut_100_;
                double l_2412_ = (l_2411_ ? _e5184 : _e5183);
                l_mut_1514_ = l_2412_;
                double _e5186 = l_mut_1518_;
                l_mut_29_ = _e5186;
                double _e5187 = l_mut_1516_;
                l_mut_30_ = _e5187;
                double _e5188 = l_mut_1515_;
                l_mut_31_ = _e5188;
                double _e5189 = l_mut_1514_;
                l_mut_32_ = _e5189;
            }
        }
        uint l_2495_ = asuint(info.Load(12+0));
        uint l_2496_ = (l_2495_ * 1u);
        bool l_2497_ = (id < l_2496_);
        if (l_2497_) {
            double _e5202 = l_mut_29_;
            buffer_3_global.Store(id*8, _e5202);
        }
        uint l_2413_ = (l_1_ + id);
        uint l_2498_ = asuint(info.Load(12+0));
        uint l_2499_ = (l_2498_ * 1u);
        bool l_2500_ = (l_2413_ < l_2499_);
        if (l_2500_) {
            double _e5213 = l_mut_30_;
            buffer_3_global.Store(l_2413_*8, _e5213);
        }
        uint l_2414_ = (2u * l_1_);
        uint l_2415_ = (l_2414_ + id);
        uint l_2501_ = asuint(info.Load(12+0));
        uint l_2502_ = (l_2501_ * 1u);
        bool l_2503_ = (l_2415_ < l_2502_);
        if (l_2503_) {
            double _e5226 = l_mut_31_;
            buffer_3_global.Store(l_2415_*8, _e5226);
        }
        uint l_2416_ = (3u * l_1_);
        uint l_2417_ = (l_2416_ + id);
        uint l_2504_ = asuint(info.Load(12+0));
        uint l_2505_ = (l_2504_ * 1u);
        bool l_2506_ = (l_2417_ < l_2505_);
        if (l_2506_) {
            double _e5239 = l_mut_32_;
            buffer_3_global.Store(l_2417_*8, _e5239);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
