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

int naga_f2i32(double value) {
    return int(clamp(value, -2147483648.0L, 2147483647.0L));
}

[numthreads(64, 1, 1)]
void multi_words_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    double a_1913_[8] = (double[8])0;
    double a_2590_[8] = (double[8])0;
    double l_mut_225_ = (double)0;
    double l_mut_226_ = (double)0;
    double l_mut_227_ = (double)0;
    double l_mut_228_ = (double)0;
    int l_mut_2863_ = (int)0;
    double l_mut_41_ = (double)0;
    double l_mut_42_ = (double)0;
    double l_mut_43_ = (double)0;
    double l_mut_44_ = (double)0;
    double l_mut_645_ = (double)0;
    double l_mut_646_ = (double)0;
    double l_mut_647_ = (double)0;
    double l_mut_648_ = (double)0;
    double l_mut_817_ = (double)0;
    double l_mut_818_ = (double)0;
    double l_mut_819_ = (double)0;
    double l_mut_820_ = (double)0;
    double l_mut_86_ = (double)0;
    double l_mut_87_ = (double)0;
    double l_mut_88_ = (double)0;
    double l_mut_89_ = (double)0;
    double l_mut_90_ = (double)0;
    uint l_mut_91_ = (uint)0;
    uint l_mut_45_ = 0u;
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
    uint l_mut_184_ = 0u;
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
    uint l_mut_527_ = 1u;
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
    uint l_mut_1113_ = 1u;
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
    bool local_228 = (bool)0;
    bool local_229 = (bool)0;
    bool local_230 = (bool)0;
    bool local_231 = (bool)0;
    bool local_232 = (bool)0;
    bool local_233 = (bool)0;
    bool local_234 = (bool)0;
    bool local_235 = (bool)0;
    bool local_236 = (bool)0;
    bool local_237 = (bool)0;
    bool local_238 = (bool)0;
    bool local_239 = (bool)0;
    bool local_240 = (bool)0;
    bool local_241 = (bool)0;
    bool local_242 = (bool)0;
    bool local_243 = (bool)0;
    bool local_244 = (bool)0;
    bool local_245 = (bool)0;
    bool local_246 = (bool)0;
    bool local_247 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 4u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_2882_ = asuint(info.Load(8+0));
        uint l_2883_ = (l_2882_ * 1u);
        bool l_2884_ = (0u < l_2883_);
        uint l_2885_ = (l_2883_ - 1u);
        uint l_2886_ = min(0u, l_2885_);
        double l_2887_ = buffer_2_global.Load<double>(l_2886_*8);
        double l_3_ = (l_2884_ ? l_2887_ : 0.0L);
        uint l_2889_ = asuint(info.Load(8+0));
        uint l_2890_ = (l_2889_ * 1u);
        bool l_2891_ = (1u < l_2890_);
        uint l_2892_ = (l_2890_ - 1u);
        uint l_2893_ = min(1u, l_2892_);
        double l_2894_ = buffer_2_global.Load<double>(l_2893_*8);
        double l_4_ = (l_2891_ ? l_2894_ : 0.0L);
        uint l_2896_ = asuint(info.Load(0+0));
        uint l_2897_ = (l_2896_ * 1u);
        bool l_2898_ = (id < l_2897_);
        uint l_2899_ = (l_2897_ - 1u);
        uint l_2900_ = min(id, l_2899_);
        double l_2901_ = buffer_0_global.Load<double>(l_2900_*8);
        double l_5_ = (l_2898_ ? l_2901_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_2903_ = asuint(info.Load(0+0));
        uint l_2904_ = (l_2903_ * 1u);
        bool l_2905_ = (l_6_ < l_2904_);
        uint l_2906_ = (l_2904_ - 1u);
        uint l_2907_ = min(l_6_, l_2906_);
        double l_2908_ = buffer_0_global.Load<double>(l_2907_*8);
        double l_7_ = (l_2905_ ? l_2908_ : 0.0L);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_2910_ = asuint(info.Load(0+0));
        uint l_2911_ = (l_2910_ * 1u);
        bool l_2912_ = (l_9_ < l_2911_);
        uint l_2913_ = (l_2911_ - 1u);
        uint l_2914_ = min(l_9_, l_2913_);
        double l_2915_ = buffer_0_global.Load<double>(l_2914_*8);
        double l_10_ = (l_2912_ ? l_2915_ : 0.0L);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_2917_ = asuint(info.Load(0+0));
        uint l_2918_ = (l_2917_ * 1u);
        bool l_2919_ = (l_12_ < l_2918_);
        uint l_2920_ = (l_2918_ - 1u);
        uint l_2921_ = min(l_12_, l_2920_);
        double l_2922_ = buffer_0_global.Load<double>(l_2921_*8);
        double l_13_ = (l_2919_ ? l_2922_ : 0.0L);
        uint l_2924_ = asuint(info.Load(4+0));
        uint l_2925_ = (l_2924_ * 1u);
        bool l_2926_ = (id < l_2925_);
        uint l_2927_ = (l_2925_ - 1u);
        uint l_2928_ = min(id, l_2927_);
        double l_2929_ = buffer_1_global.Load<double>(l_2928_*8);
        double l_14_ = (l_2926_ ? l_2929_ : 0.0L);
        uint l_15_ = (l_1_ + id);
        uint l_2931_ = asuint(info.Load(4+0));
        uint l_2932_ = (l_2931_ * 1u);
        bool l_2933_ = (l_15_ < l_2932_);
        uint l_2934_ = (l_2932_ - 1u);
        uint l_2935_ = min(l_15_, l_2934_);
        double l_2936_ = buffer_1_global.Load<double>(l_2935_*8);
        double l_16_ = (l_2933_ ? l_2936_ : 0.0L);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_2938_ = asuint(info.Load(4+0));
        uint l_2939_ = (l_2938_ * 1u);
        bool l_2940_ = (l_18_ < l_2939_);
        uint l_2941_ = (l_2939_ - 1u);
        uint l_2942_ = min(l_18_, l_2941_);
        double l_2943_ = buffer_1_global.Load<double>(l_2942_*8);
        double l_19_ = (l_2940_ ? l_2943_ : 0.0L);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_2945_ = asuint(info.Load(4+0));
        uint l_2946_ = (l_2945_ * 1u);
        bool l_2947_ = (l_21_ < l_2946_);
        uint l_2948_ = (l_2946_ - 1u);
        uint l_2949_ = min(l_21_, l_2948_);
        double l_2950_ = buffer_1_global.Load<double>(l_2949_*8);
        double l_22_ = (l_2947_ ? l_2950_ : 0.0L);
        uint l_2952_ = asuint(info.Load(8+0));
        uint l_2953_ = (l_2952_ * 1u);
        bool l_2954_ = (2u < l_2953_);
        uint l_2955_ = (l_2953_ - 1u);
        uint l_2956_ = min(2u, l_2955_);
        double l_2957_ = buffer_2_global.Load<double>(l_2956_*8);
        double l_24_ = (l_2954_ ? l_2957_ : 0.0L);
        uint l_25_ = naga_f2u32(l_24_);
        uint l_26_ = (l_25_ + 1u);
        uint l_2959_ = asuint(info.Load(8+0));
        uint l_2960_ = (l_2959_ * 1u);
        bool l_2961_ = (3u < l_2960_);
        uint l_2962_ = (l_2960_ - 1u);
        uint l_2963_ = min(3u, l_2962_);
        double l_2964_ = buffer_2_global.Load<double>(l_2963_*8);
        double l_28_ = (l_2961_ ? l_2964_ : 0.0L);
        uint l_29_ = naga_f2u32(l_28_);
        uint l_2966_ = asuint(info.Load(8+0));
        uint l_2967_ = (l_2966_ * 1u);
        bool l_2968_ = (4u < l_2967_);
        uint l_2969_ = (l_2967_ - 1u);
        uint l_2970_ = min(4u, l_2969_);
        double l_2971_ = buffer_2_global.Load<double>(l_2970_*8);
        double l_31_ = (l_2968_ ? l_2971_ : 0.0L);
        uint l_33_ = (4u + 1u);
        uint l_2973_ = asuint(info.Load(8+0));
        uint l_2974_ = (l_2973_ * 1u);
        bool l_2975_ = (l_33_ < l_2974_);
        uint l_2976_ = (l_2974_ - 1u);
        uint l_2977_ = min(l_33_, l_2976_);
        double l_2978_ = buffer_2_global.Load<double>(l_2977_*8);
        double l_34_ = (l_2975_ ? l_2978_ : 0.0L);
        double l_35_ = (l_31_ + l_34_);
        double l_36_ = (l_5_ / l_35_);
        double l_37_ = (l_36_ + 0.5L);
        double l_38_ = floor(l_37_);
        double l_40_ = (l_38_ * 1.0L);
        l_mut_41_ = l_5_;
        l_mut_42_ = l_7_;
        l_mut_43_ = l_10_;
        l_mut_44_ = l_13_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e600 = l_mut_45_;
                l_mut_45_ = (_e600 + 1u);
            }
            loop_init = false;
            uint _e305 = l_mut_45_;
            if ((_e305 < l_29_)) {
            } else {
                break;
            }
            {
                uint _e307 = l_mut_45_;
                uint l_46_ = (4u + _e307);
                uint l_3104_ = asuint(info.Load(8+0));
                uint l_3105_ = (l_3104_ * 1u);
                bool l_3106_ = (l_46_ < l_3105_);
                uint l_3107_ = (l_3105_ - 1u);
                uint l_3108_ = min(l_46_, l_3107_);
                double l_3109_ = buffer_2_global.Load<double>(l_3108_*8);
                double l_47_ = (l_3106_ ? l_3109_ : 0.0L);
                double l_48_ = -(l_47_);
                double l_49_ = (l_40_ * l_48_);
                double _e326 = l_mut_41_;
                double l_50_ = (_e326 + l_49_);
                double _e328 = l_mut_41_;
                double l_51_ = (l_50_ - _e328);
                double l_52_ = (l_50_ - l_51_);
                double _e331 = l_mut_41_;
                double l_53_ = (_e331 - l_52_);
                double l_54_ = (l_49_ - l_51_);
                double l_55_ = (l_53_ + l_54_);
                double _e335 = l_mut_42_;
                double l_56_ = (_e335 + l_55_);
                double _e337 = l_mut_42_;
                double l_57_ = (l_56_ - _e337);
                double l_58_ = (l_56_ - l_57_);
                double _e340 = l_mut_42_;
                double l_59_ = (_e340 - l_58_);
                double l_60_ = (l_55_ - l_57_);
                double l_61_ = (l_59_ + l_60_);
                double _e344 = l_mut_43_;
                double l_62_ = (_e344 + l_61_);
                double _e346 = l_mut_43_;
                double l_63_ = (l_62_ - _e346);
                double l_64_ = (l_62_ - l_63_);
                double _e349 = l_mut_43_;
                double l_65_ = (_e349 - l_64_);
                double l_66_ = (l_61_ - l_63_);
                double l_67_ = (l_65_ + l_66_);
                double _e353 = l_mut_44_;
                double l_68_ = (_e353 + l_67_);
                double _e355 = l_mut_44_;
                double l_69_ = (l_68_ - _e355);
                double l_70_ = (l_68_ - l_69_);
                double _e358 = l_mut_44_;
                double l_71_ = (_e358 - l_70_);
                double l_72_ = (l_67_ - l_69_);
                double l_73_ = (l_71_ + l_72_);
                double l_74_ = (l_68_ + l_73_);
                double l_75_ = (l_74_ - l_68_);
                double l_76_ = (l_73_ - l_75_);
                double l_77_ = (l_62_ + l_74_);
                double l_78_ = (l_77_ - l_62_);
                double l_79_ = (l_74_ - l_78_);
                double l_80_ = (l_56_ + l_77_);
                double l_81_ = (l_80_ - l_56_);
                double l_82_ = (l_77_ - l_81_);
                double l_83_ = (l_50_ + l_80_);
                double l_84_ = (l_83_ - l_50_);
                double l_85_ = (l_80_ - l_84_);
                l_mut_86_ = 0.0L;
                l_mut_87_ = 0.0L;
                l_mut_88_ = 0.0L;
                l_mut_89_ = 0.0L;
                l_mut_90_ = l_83_;
                l_mut_91_ = 0u;
                double _e379 = l_mut_90_;
                double l_92_ = (_e379 + l_85_);
                double _e381 = l_mut_90_;
                double l_93_ = (l_92_ - _e381);
                double l_94_ = (l_85_ - l_93_);
                uint _e384 = l_mut_91_;
                bool l_95_ = (_e384 < 3u);
                bool l_96_ = (l_94_ != 0.0L);
                if (l_95_) {
                    local = l_96_;
                } else {
                    local = false;
                }
                bool l_97_ = local;
                uint _e393 = l_mut_91_;
                bool l_98_ = (_e393 == 0u);
                if (l_97_) {
                    local_1 = l_98_;
                } else {
                    local_1 = false;
                }
                bool l_99_ = local_1;
                double _e400 = l_mut_86_;
                double l_100_ = (l_99_ ? l_92_ : _e400);
                l_mut_86_ = l_100_;
                uint _e402 = l_mut_91_;
                bool l_101_ = (_e402 == 1u);
                if (l_97_) {
                    local_2 = l_101_;
                } else {
                    local_2 = false;
                }
                bool l_102_ = local_2;
                double _e409 = l_mut_87_;
                double l_103_ = (l_102_ ? l_92_ : _e409);
                l_mut_87_ = l_103_;
                uint _e411 = l_mut_91_;
                bool l_104_ = (_e411 == 2u);
                if (l_97_) {
                    local_3 = l_104_;
                } else {
                    local_3 = false;
                }
                bool l_105_ = local_3;
                double _e418 = l_mut_88_;
                double l_106_ = (l_105_ ? l_92_ : _e418);
                l_mut_88_ = l_106_;
                double l_107_ = (l_97_ ? l_94_ : l_92_);
                double _e421 = l_mut_90_;
                double l_108_ = (_e421 + l_85_);
                double l_109_ = (l_95_ ? l_107_ : l_108_);
                l_mut_90_ = l_109_;
                uint l_110_ = uint(l_97_);
                uint _e425 = l_mut_91_;
                l_mut_91_ = (_e425 + l_110_);
                double _e427 = l_mut_90_;
                double l_111_ = (_e427 + l_82_);
                double _e429 = l_mut_90_;
                double l_112_ = (l_111_ - _e429);
                double l_113_ = (l_82_ - l_112_);
                uint _e432 = l_mut_91_;
                bool l_114_ = (_e432 < 3u);
                bool l_115_ = (l_113_ != 0.0L);
                if (l_114_) {
                    local_4 = l_115_;
                } else {
                    local_4 = false;
                }
                bool l_116_ = local_4;
                uint _e441 = l_mut_91_;
                bool l_117_ = (_e441 == 0u);
                if (l_116_) {
                    local_5 = l_117_;
                } else {
                    local_5 = false;
                }
                bool l_118_ = local_5;
                double _e448 = l_mut_86_;
                double l_119_ = (l_118_ ? l_111_ : _e448);
                l_mut_86_ = l_119_;
                uint _e450 = l_mut_91_;
                bool l_120_ = (_e450 == 1u);
                if (l_116_) {
                    local_6 = l_120_;
                } else {
                    local_6 = false;
                }
                bool l_121_ = local_6;
                double _e457 = l_mut_87_;
                double l_122_ = (l_121_ ? l_111_ : _e457);
                l_mut_87_ = l_122_;
                uint _e459 = l_mut_91_;
                bool l_123_ = (_e459 == 2u);
                if (l_116_) {
                    local_7 = l_123_;
                } else {
                    local_7 = false;
                }
                bool l_124_ = local_7;
                double _e466 = l_mut_88_;
                double l_125_ = (l_124_ ? l_111_ : _e466);
                l_mut_88_ = l_125_;
                double l_126_ = (l_116_ ? l_113_ : l_111_);
                double _e469 = l_mut_90_;
                double l_127_ = (_e469 + l_82_);
                double l_128_ = (l_114_ ? l_126_ : l_127_);
                l_mut_90_ = l_128_;
                uint l_129_ = uint(l_116_);
                uint _e473 = l_mut_91_;
                l_mut_91_ = (_e473 + l_129_);
                double _e475 = l_mut_90_;
                double l_130_ = (_e475 + l_79_);
                double _e477 = l_mut_90_;
                double l_131_ = (l_130_ - _e477);
                double l_132_ = (l_79_ - l_131_);
                uint _e480 = l_mut_91_;
                bool l_133_ = (_e480 < 3u);
                bool l_134_ = (l_132_ != 0.0L);
                if (l_133_) {
                    local_8 = l_134_;
                } else {
                    local_8 = false;
                }
                bool l_135_ = local_8;
                uint _e489 = l_mut_91_;
                bool l_136_ = (_e489 == 0u);
                if (l_135_) {
                    local_9 = l_136_;
                } else {
                    local_9 = false;
                }
                bool l_137_ = local_9;
                double _e496 = l_mut_86_;
                double l_138_ = (l_137_ ? l_130_ : _e496);
                l_mut_86_ = l_138_;
                uint _e498 = l_mut_91_;
                bool l_139_ = (_e498 == 1u);
                if (l_135_) {
                    local_10 = l_139_;
                } else {
                    local_10 = false;
                }
                bool l_140_ = local_10;
                double _e505 = l_mut_87_;
                double l_141_ = (l_140_ ? l_130_ : _e505);
                l_mut_87_ = l_141_;
                uint _e507 = l_mut_91_;
                bool l_142_ = (_e507 == 2u);
                if (l_135_) {
                    local_11 = l_142_;
                } else {
                    local_11 = false;
                }
                bool l_143_ = local_11;
                double _e514 = l_mut_88_;
                double l_144_ = (l_143_ ? l_130_ : _e514);
                l_mut_88_ = l_144_;
                double l_145_ = (l_135_ ? l_132_ : l_130_);
                double _e517 = l_mut_90_;
                double l_146_ = (_e517 + l_79_);
                double l_147_ = (l_133_ ? l_145_ : l_146_);
                l_mut_90_ = l_147_;
                uint l_148_ = uint(l_135_);
                uint _e521 = l_mut_91_;
                l_mut_91_ = (_e521 + l_148_);
                double _e523 = l_mut_90_;
                double l_149_ = (_e523 + l_76_);
                double _e525 = l_mut_90_;
                double l_150_ = (l_149_ - _e525);
                double l_151_ = (l_76_ - l_150_);
                uint _e528 = l_mut_91_;
                bool l_152_ = (_e528 < 3u);
                bool l_153_ = (l_151_ != 0.0L);
                if (l_152_) {
                    local_12 = l_153_;
                } else {
                    local_12 = false;
                }
                bool l_154_ = local_12;
                uint _e537 = l_mut_91_;
                bool l_155_ = (_e537 == 0u);
                if (l_154_) {
                    local_13 = l_155_;
                } else {
                    local_13 = false;
                }
                bool l_156_ = local_13;
                double _e544 = l_mut_86_;
                double l_157_ = (l_156_ ? l_149_ : _e544);
                l_mut_86_ = l_157_;
                uint _e546 = l_mut_91_;
                bool l_158_ = (_e546 == 1u);
                if (l_154_) {
                    local_14 = l_158_;
                } else {
                    local_14 = false;
                }
                bool l_159_ = local_14;
                double _e553 = l_mut_87_;
                double l_160_ = (l_159_ ? l_149_ : _e553);
                l_mut_87_ = l_160_;
                uint _e555 = l_mut_91_;
                bool l_161_ = (_e555 == 2u);
                if (l_154_) {
                    local_15 = l_161_;
                } else {
                    local_15 = false;
                }
                bool l_162_ = local_15;
                double _e562 = l_mut_88_;
                double l_163_ = (l_162_ ? l_149_ : _e562);
                l_mut_88_ = l_163_;
                double l_164_ = (l_154_ ? l_151_ : l_149_);
                double _e565 = l_mut_90_;
                double l_165_ = (_e565 + l_76_);
                double l_166_ = (l_152_ ? l_164_ : l_165_);
                l_mut_90_ = l_166_;
                uint l_167_ = uint(l_154_);
                uint _e569 = l_mut_91_;
                l_mut_91_ = (_e569 + l_167_);
                uint _e571 = l_mut_91_;
                bool l_168_ = (_e571 == 0u);
                double _e574 = l_mut_86_;
                double _e575 = l_mut_90_;
                double l_169_ = (l_168_ ? _e575 : _e574);
                l_mut_86_ = l_169_;
                uint _e577 = l_mut_91_;
                bool l_170_ = (_e577 == 1u);
                double _e580 = l_mut_87_;
                double _e581 = l_mut_90_;
                double l_171_ = (l_170_ ? _e581 : _e580);
                l_mut_87_ = l_171_;
                uint _e583 = l_mut_91_;
                bool l_172_ = (_e583 == 2u);
                double _e586 = l_mut_88_;
                double _e587 = l_mut_90_;
                double l_173_ = (l_172_ ? _e587 : _e586);
                l_mut_88_ = l_173_;
                uint _e589 = l_mut_91_;
                bool l_174_ = (_e589 == 3u);
                double _e592 = l_mut_89_;
                double _e593 = l_mut_90_;
                double l_175_ = (l_174_ ? _e593 : _e592);
                l_mut_89_ = l_175_;
                double _e595 = l_mut_86_;
                l_mut_41_ = _e595;
                double _e596 = l_mut_87_;
                l_mut_42_ = _e596;
                double _e597 = l_mut_88_;
                l_mut_43_ = _e597;
                double _e598 = l_mut_89_;
                l_mut_44_ = _e598;
            }
        }
        double l_176_ = (l_35_ * 0.001953125L);
        double _e604 = l_mut_41_;
        double l_177_ = (_e604 / l_176_);
        double l_178_ = (l_177_ + 0.5L);
        double l_179_ = floor(l_178_);
        double l_181_ = clamp(l_179_, -256.0L, 256.0L);
        double l_183_ = (l_181_ * 0.001953125L);
        double _e615 = l_mut_41_;
        l_mut_90_ = _e615;
        double _e616 = l_mut_42_;
        l_mut_89_ = _e616;
        double _e617 = l_mut_43_;
        l_mut_88_ = _e617;
        double _e618 = l_mut_44_;
        l_mut_87_ = _e618;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e916 = l_mut_184_;
                l_mut_184_ = (_e916 + 1u);
            }
            loop_init_1 = false;
            uint _e621 = l_mut_184_;
            if ((_e621 < l_29_)) {
            } else {
                break;
            }
            {
                uint _e623 = l_mut_184_;
                uint l_185_ = (4u + _e623);
                uint l_3111_ = asuint(info.Load(8+0));
                uint l_3112_ = (l_3111_ * 1u);
                bool l_3113_ = (l_185_ < l_3112_);
                uint l_3114_ = (l_3112_ - 1u);
                uint l_3115_ = min(l_185_, l_3114_);
                double l_3116_ = buffer_2_global.Load<double>(l_3115_*8);
                double l_186_ = (l_3113_ ? l_3116_ : 0.0L);
                double l_187_ = -(l_186_);
                double l_188_ = (l_183_ * l_187_);
                double _e642 = l_mut_90_;
                double l_189_ = (_e642 + l_188_);
                double _e644 = l_mut_90_;
                double l_190_ = (l_189_ - _e644);
                double l_191_ = (l_189_ - l_190_);
                double _e647 = l_mut_90_;
                double l_192_ = (_e647 - l_191_);
                double l_193_ = (l_188_ - l_190_);
                double l_194_ = (l_192_ + l_193_);
                double _e651 = l_mut_89_;
                double l_195_ = (_e651 + l_194_);
                double _e653 = l_mut_89_;
                double l_196_ = (l_195_ - _e653);
                double l_197_ = (l_195_ - l_196_);
                double _e656 = l_mut_89_;
                double l_198_ = (_e656 - l_197_);
                double l_199_ = (l_194_ - l_196_);
                double l_200_ = (l_198_ + l_199_);
                double _e660 = l_mut_88_;
                double l_201_ = (_e660 + l_200_);
                double _e662 = l_mut_88_;
                double l_202_ = (l_201_ - _e662);
                double l_203_ = (l_201_ - l_202_);
                double _e665 = l_mut_88_;
                double l_204_ = (_e665 - l_203_);
                double l_205_ = (l_200_ - l_202_);
                double l_206_ = (l_204_ + l_205_);
                double _e669 = l_mut_87_;
                double l_207_ = (_e669 + l_206_);
                double _e671 = l_mut_87_;
                double l_208_ = (l_207_ - _e671);
                double l_209_ = (l_207_ - l_208_);
                double _e674 = l_mut_87_;
                double l_210_ = (_e674 - l_209_);
                double l_211_ = (l_206_ - l_208_);
                double l_212_ = (l_210_ + l_211_);
                double l_213_ = (l_207_ + l_212_);
                double l_214_ = (l_213_ - l_207_);
                double l_215_ = (l_212_ - l_214_);
                double l_216_ = (l_201_ + l_213_);
                double l_217_ = (l_216_ - l_201_);
                double l_218_ = (l_213_ - l_217_);
                double l_219_ = (l_195_ + l_216_);
                double l_220_ = (l_219_ - l_195_);
                double l_221_ = (l_216_ - l_220_);
                double l_222_ = (l_189_ + l_219_);
                double l_223_ = (l_222_ - l_189_);
                double l_224_ = (l_219_ - l_223_);
                l_mut_86_ = 0.0L;
                l_mut_225_ = 0.0L;
                l_mut_226_ = 0.0L;
                l_mut_227_ = 0.0L;
                l_mut_228_ = l_222_;
                l_mut_91_ = 0u;
                double _e695 = l_mut_228_;
                double l_229_ = (_e695 + l_224_);
                double _e697 = l_mut_228_;
                double l_230_ = (l_229_ - _e697);
                double l_231_ = (l_224_ - l_230_);
                uint _e700 = l_mut_91_;
                bool l_232_ = (_e700 < 3u);
                bool l_233_ = (l_231_ != 0.0L);
                if (l_232_) {
                    local_16 = l_233_;
                } else {
                    local_16 = false;
                }
                bool l_234_ = local_16;
                uint _e709 = l_mut_91_;
                bool l_235_ = (_e709 == 0u);
                if (l_234_) {
                    local_17 = l_235_;
                } else {
                    local_17 = false;
                }
                bool l_236_ = local_17;
                double _e716 = l_mut_86_;
                double l_237_ = (l_236_ ? l_229_ : _e716);
                l_mut_86_ = l_237_;
                uint _e718 = l_mut_91_;
                bool l_238_ = (_e718 == 1u);
                if (l_234_) {
                    local_18 = l_238_;
                } else {
                    local_18 = false;
                }
                bool l_239_ = local_18;
                double _e725 = l_mut_225_;
                double l_240_ = (l_239_ ? l_229_ : _e725);
                l_mut_225_ = l_240_;
                uint _e727 = l_mut_91_;
                bool l_241_ = (_e727 == 2u);
                if (l_234_) {
                    local_19 = l_241_;
                } else {
                    local_19 = false;
                }
                bool l_242_ = local_19;
                double _e734 = l_mut_226_;
                double l_243_ = (l_242_ ? l_229_ : _e734);
                l_mut_226_ = l_243_;
                double l_244_ = (l_234_ ? l_231_ : l_229_);
                double _e737 = l_mut_228_;
                double l_245_ = (_e737 + l_224_);
                double l_246_ = (l_232_ ? l_244_ : l_245_);
                l_mut_228_ = l_246_;
                uint l_247_ = uint(l_234_);
                uint _e741 = l_mut_91_;
                l_mut_91_ = (_e741 + l_247_);
                double _e743 = l_mut_228_;
                double l_248_ = (_e743 + l_221_);
                double _e745 = l_mut_228_;
                double l_249_ = (l_248_ - _e745);
                double l_250_ = (l_221_ - l_249_);
                uint _e748 = l_mut_91_;
                bool l_251_ = (_e748 < 3u);
                bool l_252_ = (l_250_ != 0.0L);
                if (l_251_) {
                    local_20 = l_252_;
                } else {
                    local_20 = false;
                }
                bool l_253_ = local_20;
                uint _e757 = l_mut_91_;
                bool l_254_ = (_e757 == 0u);
                if (l_253_) {
                    local_21 = l_254_;
                } else {
                    local_21 = false;
                }
                bool l_255_ = local_21;
                double _e764 = l_mut_86_;
                double l_256_ = (l_255_ ? l_248_ : _e764);
                l_mut_86_ = l_256_;
                uint _e766 = l_mut_91_;
                bool l_257_ = (_e766 == 1u);
                if (l_253_) {
                    local_22 = l_257_;
                } else {
                    local_22 = false;
                }
                bool l_258_ = local_22;
                double _e773 = l_mut_225_;
                double l_259_ = (l_258_ ? l_248_ : _e773);
                l_mut_225_ = l_259_;
                uint _e775 = l_mut_91_;
                bool l_260_ = (_e775 == 2u);
                if (l_253_) {
                    local_23 = l_260_;
                } else {
                    local_23 = false;
                }
                bool l_261_ = local_23;
                double _e782 = l_mut_226_;
                double l_262_ = (l_261_ ? l_248_ : _e782);
                l_mut_226_ = l_262_;
                double l_263_ = (l_253_ ? l_250_ : l_248_);
                double _e785 = l_mut_228_;
                double l_264_ = (_e785 + l_221_);
                double l_265_ = (l_251_ ? l_263_ : l_264_);
                l_mut_228_ = l_265_;
                uint l_266_ = uint(l_253_);
                uint _e789 = l_mut_91_;
                l_mut_91_ = (_e789 + l_266_);
                double _e791 = l_mut_228_;
                double l_267_ = (_e791 + l_218_);
                double _e793 = l_mut_228_;
                double l_268_ = (l_267_ - _e793);
                double l_269_ = (l_218_ - l_268_);
                uint _e796 = l_mut_91_;
                bool l_270_ = (_e796 < 3u);
                bool l_271_ = (l_269_ != 0.0L);
                if (l_270_) {
                    local_24 = l_271_;
                } else {
                    local_24 = false;
                }
                bool l_272_ = local_24;
                uint _e805 = l_mut_91_;
                bool l_273_ = (_e805 == 0u);
                if (l_272_) {
                    local_25 = l_273_;
                } else {
                    local_25 = false;
                }
                bool l_274_ = local_25;
                double _e812 = l_mut_86_;
                double l_275_ = (l_274_ ? l_267_ : _e812);
                l_mut_86_ = l_275_;
                uint _e814 = l_mut_91_;
                bool l_276_ = (_e814 == 1u);
                if (l_272_) {
                    local_26 = l_276_;
                } else {
                    local_26 = false;
                }
                bool l_277_ = local_26;
                double _e821 = l_mut_225_;
                double l_278_ = (l_277_ ? l_267_ : _e821);
                l_mut_225_ = l_278_;
                uint _e823 = l_mut_91_;
                bool l_279_ = (_e823 == 2u);
                if (l_272_) {
                    local_27 = l_279_;
                } else {
                    local_27 = false;
                }
                bool l_280_ = local_27;
                double _e830 = l_mut_226_;
                double l_281_ = (l_280_ ? l_267_ : _e830);
                l_mut_226_ = l_281_;
                double l_282_ = (l_272_ ? l_269_ : l_267_);
                double _e833 = l_mut_228_;
                double l_283_ = (_e833 + l_218_);
                double l_284_ = (l_270_ ? l_282_ : l_283_);
                l_mut_228_ = l_284_;
                uint l_285_ = uint(l_272_);
                uint _e837 = l_mut_91_;
                l_mut_91_ = (_e837 + l_285_);
                double _e839 = l_mut_228_;
                double l_286_ = (_e839 + l_215_);
                double _e841 = l_mut_228_;
                double l_287_ = (l_286_ - _e841);
                double l_288_ = (l_215_ - l_287_);
                uint _e844 = l_mut_91_;
                bool l_289_ = (_e844 < 3u);
                bool l_290_ = (l_288_ != 0.0L);
                if (l_289_) {
                    local_28 = l_290_;
                } else {
                    local_28 = false;
                }
                bool l_291_ = local_28;
                uint _e853 = l_mut_91_;
                bool l_292_ = (_e853 == 0u);
                if (l_291_) {
                    local_29 = l_292_;
                } else {
                    local_29 = false;
                }
                bool l_293_ = local_29;
                double _e860 = l_mut_86_;
                double l_294_ = (l_293_ ? l_286_ : _e860);
                l_mut_86_ = l_294_;
                uint _e862 = l_mut_91_;
                bool l_295_ = (_e862 == 1u);
                if (l_291_) {
                    local_30 = l_295_;
                } else {
                    local_30 = false;
                }
                bool l_296_ = local_30;
                double _e869 = l_mut_225_;
                double l_297_ = (l_296_ ? l_286_ : _e869);
                l_mut_225_ = l_297_;
                uint _e871 = l_mut_91_;
                bool l_298_ = (_e871 == 2u);
                if (l_291_) {
                    local_31 = l_298_;
                } else {
                    local_31 = false;
                }
                bool l_299_ = local_31;
                double _e878 = l_mut_226_;
                double l_300_ = (l_299_ ? l_286_ : _e878);
                l_mut_226_ = l_300_;
                double l_301_ = (l_291_ ? l_288_ : l_286_);
                double _e881 = l_mut_228_;
                double l_302_ = (_e881 + l_215_);
                double l_303_ = (l_289_ ? l_301_ : l_302_);
                l_mut_228_ = l_303_;
                uint l_304_ = uint(l_291_);
                uint _e885 = l_mut_91_;
                l_mut_91_ = (_e885 + l_304_);
                uint _e887 = l_mut_91_;
                bool l_305_ = (_e887 == 0u);
                double _e890 = l_mut_86_;
                double _e891 = l_mut_228_;
                double l_306_ = (l_305_ ? _e891 : _e890);
                l_mut_86_ = l_306_;
                uint _e893 = l_mut_91_;
                bool l_307_ = (_e893 == 1u);
                double _e896 = l_mut_225_;
                double _e897 = l_mut_228_;
                double l_308_ = (l_307_ ? _e897 : _e896);
                l_mut_225_ = l_308_;
                uint _e899 = l_mut_91_;
                bool l_309_ = (_e899 == 2u);
                double _e902 = l_mut_226_;
                double _e903 = l_mut_228_;
                double l_310_ = (l_309_ ? _e903 : _e902);
                l_mut_226_ = l_310_;
                uint _e905 = l_mut_91_;
                bool l_311_ = (_e905 == 3u);
                double _e908 = l_mut_227_;
                double _e909 = l_mut_228_;
                double l_312_ = (l_311_ ? _e909 : _e908);
                l_mut_227_ = l_312_;
                double _e911 = l_mut_86_;
                l_mut_90_ = _e911;
                double _e912 = l_mut_225_;
                l_mut_89_ = _e912;
                double _e913 = l_mut_226_;
                l_mut_88_ = _e913;
                double _e914 = l_mut_227_;
                l_mut_87_ = _e914;
            }
        }
        double _e918 = l_mut_90_;
        double _e919 = l_mut_90_;
        double l_313_ = (_e918 * _e919);
        double l_314_ = -(l_313_);
        double _e922 = l_mut_90_;
        double _e923 = l_mut_90_;
        double l_315_ = mad(_e922, _e923, l_314_);
        double _e925 = l_mut_90_;
        double _e926 = l_mut_89_;
        double l_316_ = (_e925 * _e926);
        double l_317_ = -(l_316_);
        double _e929 = l_mut_90_;
        double _e930 = l_mut_89_;
        double l_318_ = mad(_e929, _e930, l_317_);
        double _e932 = l_mut_89_;
        double _e933 = l_mut_90_;
        double l_319_ = (_e932 * _e933);
        double l_320_ = -(l_319_);
        double _e936 = l_mut_89_;
        double _e937 = l_mut_90_;
        double l_321_ = mad(_e936, _e937, l_320_);
        double _e939 = l_mut_90_;
        double _e940 = l_mut_88_;
        double l_322_ = (_e939 * _e940);
        double l_323_ = -(l_322_);
        double _e943 = l_mut_90_;
        double _e944 = l_mut_88_;
        double l_324_ = mad(_e943, _e944, l_323_);
        double _e946 = l_mut_89_;
        double _e947 = l_mut_89_;
        double l_325_ = (_e946 * _e947);
        double l_326_ = -(l_325_);
        double _e950 = l_mut_89_;
        double _e951 = l_mut_89_;
        double l_327_ = mad(_e950, _e951, l_326_);
        double _e953 = l_mut_88_;
        double _e954 = l_mut_90_;
        double l_328_ = (_e953 * _e954);
        double l_329_ = -(l_328_);
        double _e957 = l_mut_88_;
        double _e958 = l_mut_90_;
        double l_330_ = mad(_e957, _e958, l_329_);
        double l_331_ = (l_316_ + l_319_);
        double l_332_ = (l_331_ - l_316_);
        double l_333_ = (l_331_ - l_332_);
        double l_334_ = (l_316_ - l_333_);
        double l_335_ = (l_319_ - l_332_);
        double l_336_ = (l_334_ + l_335_);
        double l_337_ = (l_315_ + l_331_);
        double l_338_ = (l_337_ - l_315_);
        double l_339_ = (l_337_ - l_338_);
        double l_340_ = (l_315_ - l_339_);
        double l_341_ = (l_331_ - l_338_);
        double l_342_ = (l_340_ + l_341_);
        double l_343_ = (l_336_ + l_342_);
        double l_344_ = (l_343_ - l_336_);
        double l_345_ = (l_343_ - l_344_);
        double l_346_ = (l_336_ - l_345_);
        double l_347_ = (l_342_ - l_344_);
        double l_348_ = (l_346_ + l_347_);
        double l_349_ = (l_343_ + l_318_);
        double l_350_ = (l_349_ - l_343_);
        double l_351_ = (l_349_ - l_350_);
        double l_352_ = (l_343_ - l_351_);
        double l_353_ = (l_318_ - l_350_);
        double l_354_ = (l_352_ + l_353_);
        double l_355_ = (l_321_ + l_349_);
        double l_356_ = (l_355_ - l_321_);
        double l_357_ = (l_355_ - l_356_);
        double l_358_ = (l_321_ - l_357_);
        double l_359_ = (l_349_ - l_356_);
        double l_360_ = (l_358_ + l_359_);
        double l_361_ = (l_354_ + l_360_);
        double l_362_ = (l_361_ - l_354_);
        double l_363_ = (l_361_ - l_362_);
        double l_364_ = (l_354_ - l_363_);
        double l_365_ = (l_360_ - l_362_);
        double l_366_ = (l_364_ + l_365_);
        double l_367_ = (l_322_ + l_325_);
        double l_368_ = (l_367_ - l_322_);
        double l_369_ = (l_367_ - l_368_);
        double l_370_ = (l_322_ - l_369_);
        double l_371_ = (l_325_ - l_368_);
        double l_372_ = (l_370_ + l_371_);
        double l_373_ = (l_328_ + l_367_);
        double l_374_ = (l_373_ - l_328_);
        double l_375_ = (l_373_ - l_374_);
        double l_376_ = (l_328_ - l_375_);
        double l_377_ = (l_367_ - l_374_);
        double l_378_ = (l_376_ + l_377_);
        double l_379_ = (l_372_ + l_378_);
        double l_380_ = (l_379_ - l_372_);
        double l_381_ = (l_379_ - l_380_);
        double l_382_ = (l_372_ - l_381_);
        double l_383_ = (l_378_ - l_380_);
        double l_384_ = (l_382_ + l_383_);
        double l_385_ = (l_355_ + l_373_);
        double l_386_ = (l_385_ - l_355_);
        double l_387_ = (l_385_ - l_386_);
        double l_388_ = (l_355_ - l_387_);
        double l_389_ = (l_373_ - l_386_);
        double l_390_ = (l_388_ + l_389_);
        double l_391_ = (l_361_ + l_379_);
        double l_392_ = (l_391_ - l_361_);
        double l_393_ = (l_391_ - l_392_);
        double l_394_ = (l_361_ - l_393_);
        double l_395_ = (l_379_ - l_392_);
        double l_396_ = (l_394_ + l_395_);
        double l_397_ = (l_391_ + l_390_);
        double l_398_ = (l_397_ - l_391_);
        double l_399_ = (l_397_ - l_398_);
        double l_400_ = (l_391_ - l_399_);
        double l_401_ = (l_390_ - l_398_);
        double l_402_ = (l_400_ + l_401_);
        double l_403_ = (l_366_ + l_384_);
        double l_404_ = (l_402_ + l_396_);
        double l_405_ = (l_403_ + l_404_);
        double _e1035 = l_mut_90_;
        double _e1036 = l_mut_87_;
        double l_406_ = (_e1035 * _e1036);
        double _e1038 = l_mut_89_;
        double _e1039 = l_mut_88_;
        double l_407_ = (_e1038 * _e1039);
        double l_408_ = (l_406_ + l_407_);
        double _e1042 = l_mut_88_;
        double _e1043 = l_mut_89_;
        double l_409_ = (_e1042 * _e1043);
        double _e1045 = l_mut_87_;
        double _e1046 = l_mut_90_;
        double l_410_ = (_e1045 * _e1046);
        double l_411_ = (l_409_ + l_410_);
        double l_412_ = (l_408_ + l_411_);
        double l_413_ = (l_348_ + l_324_);
        double l_414_ = (l_327_ + l_330_);
        double l_415_ = (l_413_ + l_414_);
        double l_416_ = (l_412_ + l_415_);
        double l_417_ = (l_397_ + l_416_);
        double l_418_ = (l_417_ + l_405_);
        double l_419_ = (l_418_ - l_417_);
        double l_420_ = (l_405_ - l_419_);
        double l_421_ = (l_385_ + l_418_);
        double l_422_ = (l_421_ - l_385_);
        double l_423_ = (l_418_ - l_422_);
        double l_424_ = (l_337_ + l_421_);
        double l_425_ = (l_424_ - l_337_);
        double l_426_ = (l_421_ - l_425_);
        double l_427_ = (l_313_ + l_424_);
        double l_428_ = (l_427_ - l_313_);
        double l_429_ = (l_424_ - l_428_);
        l_mut_228_ = 0.0L;
        l_mut_227_ = 0.0L;
        l_mut_226_ = 0.0L;
        l_mut_225_ = 0.0L;
        l_mut_86_ = l_427_;
        l_mut_91_ = 0u;
        double _e1072 = l_mut_86_;
        double l_430_ = (_e1072 + l_429_);
        double _e1074 = l_mut_86_;
        double l_431_ = (l_430_ - _e1074);
        double l_432_ = (l_429_ - l_431_);
        uint _e1077 = l_mut_91_;
        bool l_433_ = (_e1077 < 3u);
        bool l_434_ = (l_432_ != 0.0L);
        if (l_433_) {
            local_32 = l_434_;
        } else {
            local_32 = false;
        }
        bool l_435_ = local_32;
        uint _e1086 = l_mut_91_;
        bool l_436_ = (_e1086 == 0u);
        if (l_435_) {
            local_33 = l_436_;
        } else {
            local_33 = false;
        }
        bool l_437_ = local_33;
        double _e1093 = l_mut_228_;
        double l_438_ = (l_437_ ? l_430_ : _e1093);
        l_mut_228_ = l_438_;
        uint _e1095 = l_mut_91_;
        bool l_439_ = (_e1095 == 1u);
        if (l_435_) {
            local_34 = l_439_;
        } else {
            local_34 = false;
        }
        bool l_440_ = local_34;
        double _e1102 = l_mut_227_;
        double l_441_ = (l_440_ ? l_430_ : _e1102);
        l_mut_227_ = l_441_;
        uint _e1104 = l_mut_91_;
        bool l_442_ = (_e1104 == 2u);
        if (l_435_) {
            local_35 = l_442_;
        } else {
            local_35 = false;
        }
        bool l_443_ = local_35;
        double _e1111 = l_mut_226_;
        double l_444_ = (l_443_ ? l_430_ : _e1111);
        l_mut_226_ = l_444_;
        double l_445_ = (l_435_ ? l_432_ : l_430_);
        double _e1114 = l_mut_86_;
        double l_446_ = (_e1114 + l_429_);
        double l_447_ = (l_433_ ? l_445_ : l_446_);
        l_mut_86_ = l_447_;
        uint l_448_ = uint(l_435_);
        uint _e1118 = l_mut_91_;
        l_mut_91_ = (_e1118 + l_448_);
        double _e1120 = l_mut_86_;
        double l_449_ = (_e1120 + l_426_);
        double _e1122 = l_mut_86_;
        double l_450_ = (l_449_ - _e1122);
        double l_451_ = (l_426_ - l_450_);
        uint _e1125 = l_mut_91_;
        bool l_452_ = (_e1125 < 3u);
        bool l_453_ = (l_451_ != 0.0L);
        if (l_452_) {
            local_36 = l_453_;
        } else {
            local_36 = false;
        }
        bool l_454_ = local_36;
        uint _e1134 = l_mut_91_;
        bool l_455_ = (_e1134 == 0u);
        if (l_454_) {
            local_37 = l_455_;
        } else {
            local_37 = false;
        }
        bool l_456_ = local_37;
        double _e1141 = l_mut_228_;
        double l_457_ = (l_456_ ? l_449_ : _e1141);
        l_mut_228_ = l_457_;
        uint _e1143 = l_mut_91_;
        bool l_458_ = (_e1143 == 1u);
        if (l_454_) {
            local_38 = l_458_;
        } else {
            local_38 = false;
        }
        bool l_459_ = local_38;
        double _e1150 = l_mut_227_;
        double l_460_ = (l_459_ ? l_449_ : _e1150);
        l_mut_227_ = l_460_;
        uint _e1152 = l_mut_91_;
        bool l_461_ = (_e1152 == 2u);
        if (l_454_) {
            local_39 = l_461_;
        } else {
            local_39 = false;
        }
        bool l_462_ = local_39;
        double _e1159 = l_mut_226_;
        double l_463_ = (l_462_ ? l_449_ : _e1159);
        l_mut_226_ = l_463_;
        double l_464_ = (l_454_ ? l_451_ : l_449_);
        double _e1162 = l_mut_86_;
        double l_465_ = (_e1162 + l_426_);
        double l_466_ = (l_452_ ? l_464_ : l_465_);
        l_mut_86_ = l_466_;
        uint l_467_ = uint(l_454_);
        uint _e1166 = l_mut_91_;
        l_mut_91_ = (_e1166 + l_467_);
        double _e1168 = l_mut_86_;
        double l_468_ = (_e1168 + l_423_);
        double _e1170 = l_mut_86_;
        double l_469_ = (l_468_ - _e1170);
        double l_470_ = (l_423_ - l_469_);
        uint _e1173 = l_mut_91_;
        bool l_471_ = (_e1173 < 3u);
        bool l_472_ = (l_470_ != 0.0L);
        if (l_471_) {
            local_40 = l_472_;
        } else {
            local_40 = false;
        }
        bool l_473_ = local_40;
        uint _e1182 = l_mut_91_;
        bool l_474_ = (_e1182 == 0u);
        if (l_473_) {
            local_41 = l_474_;
        } else {
            local_41 = false;
        }
        bool l_475_ = local_41;
        double _e1189 = l_mut_228_;
        double l_476_ = (l_475_ ? l_468_ : _e1189);
        l_mut_228_ = l_476_;
        uint _e1191 = l_mut_91_;
        bool l_477_ = (_e1191 == 1u);
        if (l_473_) {
            local_42 = l_477_;
        } else {
            local_42 = false;
        }
        bool l_478_ = local_42;
        double _e1198 = l_mut_227_;
        double l_479_ = (l_478_ ? l_468_ : _e1198);
        l_mut_227_ = l_479_;
        uint _e1200 = l_mut_91_;
        bool l_480_ = (_e1200 == 2u);
        if (l_473_) {
            local_43 = l_480_;
        } else {
            local_43 = false;
        }
        bool l_481_ = local_43;
        double _e1207 = l_mut_226_;
        double l_482_ = (l_481_ ? l_468_ : _e1207);
        l_mut_226_ = l_482_;
        double l_483_ = (l_473_ ? l_470_ : l_468_);
        double _e1210 = l_mut_86_;
        double l_484_ = (_e1210 + l_423_);
        double l_485_ = (l_471_ ? l_483_ : l_484_);
        l_mut_86_ = l_485_;
        uint l_486_ = uint(l_473_);
        uint _e1214 = l_mut_91_;
        l_mut_91_ = (_e1214 + l_486_);
        double _e1216 = l_mut_86_;
        double l_487_ = (_e1216 + l_420_);
        double _e1218 = l_mut_86_;
        double l_488_ = (l_487_ - _e1218);
        double l_489_ = (l_420_ - l_488_);
        uint _e1221 = l_mut_91_;
        bool l_490_ = (_e1221 < 3u);
        bool l_491_ = (l_489_ != 0.0L);
        if (l_490_) {
            local_44 = l_491_;
        } else {
            local_44 = false;
        }
        bool l_492_ = local_44;
        uint _e1230 = l_mut_91_;
        bool l_493_ = (_e1230 == 0u);
        if (l_492_) {
            local_45 = l_493_;
        } else {
            local_45 = false;
        }
        bool l_494_ = local_45;
        double _e1237 = l_mut_228_;
        double l_495_ = (l_494_ ? l_487_ : _e1237);
        l_mut_228_ = l_495_;
        uint _e1239 = l_mut_91_;
        bool l_496_ = (_e1239 == 1u);
        if (l_492_) {
            local_46 = l_496_;
        } else {
            local_46 = false;
        }
        bool l_497_ = local_46;
        double _e1246 = l_mut_227_;
        double l_498_ = (l_497_ ? l_487_ : _e1246);
        l_mut_227_ = l_498_;
        uint _e1248 = l_mut_91_;
        bool l_499_ = (_e1248 == 2u);
        if (l_492_) {
            local_47 = l_499_;
        } else {
            local_47 = false;
        }
        bool l_500_ = local_47;
        double _e1255 = l_mut_226_;
        double l_501_ = (l_500_ ? l_487_ : _e1255);
        l_mut_226_ = l_501_;
        double l_502_ = (l_492_ ? l_489_ : l_487_);
        double _e1258 = l_mut_86_;
        double l_503_ = (_e1258 + l_420_);
        double l_504_ = (l_490_ ? l_502_ : l_503_);
        l_mut_86_ = l_504_;
        uint l_505_ = uint(l_492_);
        uint _e1262 = l_mut_91_;
        l_mut_91_ = (_e1262 + l_505_);
        uint _e1264 = l_mut_91_;
        bool l_506_ = (_e1264 == 0u);
        double _e1267 = l_mut_228_;
        double _e1268 = l_mut_86_;
        double l_507_ = (l_506_ ? _e1268 : _e1267);
        l_mut_228_ = l_507_;
        uint _e1270 = l_mut_91_;
        bool l_508_ = (_e1270 == 1u);
        double _e1273 = l_mut_227_;
        double _e1274 = l_mut_86_;
        double l_509_ = (l_508_ ? _e1274 : _e1273);
        l_mut_227_ = l_509_;
        uint _e1276 = l_mut_91_;
        bool l_510_ = (_e1276 == 2u);
        double _e1279 = l_mut_226_;
        double _e1280 = l_mut_86_;
        double l_511_ = (l_510_ ? _e1280 : _e1279);
        l_mut_226_ = l_511_;
        uint _e1282 = l_mut_91_;
        bool l_512_ = (_e1282 == 3u);
        double _e1285 = l_mut_225_;
        double _e1286 = l_mut_86_;
        double l_513_ = (l_512_ ? _e1286 : _e1285);
        l_mut_225_ = l_513_;
        uint l_515_ = (4u + l_29_);
        uint l_516_ = (4u * l_26_);
        uint l_517_ = (l_515_ + l_516_);
        uint l_518_ = (4u * l_26_);
        uint l_519_ = (l_517_ + l_518_);
        uint l_2980_ = asuint(info.Load(8+0));
        uint l_2981_ = (l_2980_ * 1u);
        bool l_2982_ = (l_515_ < l_2981_);
        uint l_2983_ = (l_2981_ - 1u);
        uint l_2984_ = min(l_515_, l_2983_);
        double l_2985_ = buffer_2_global.Load<double>(l_2984_*8);
        double l_520_ = (l_2982_ ? l_2985_ : 0.0L);
        uint l_521_ = (l_515_ + 1u);
        uint l_2987_ = asuint(info.Load(8+0));
        uint l_2988_ = (l_2987_ * 1u);
        bool l_2989_ = (l_521_ < l_2988_);
        uint l_2990_ = (l_2988_ - 1u);
        uint l_2991_ = min(l_521_, l_2990_);
        double l_2992_ = buffer_2_global.Load<double>(l_2991_*8);
        double l_522_ = (l_2989_ ? l_2992_ : 0.0L);
        uint l_523_ = (l_515_ + 2u);
        uint l_2994_ = asuint(info.Load(8+0));
        uint l_2995_ = (l_2994_ * 1u);
        bool l_2996_ = (l_523_ < l_2995_);
        uint l_2997_ = (l_2995_ - 1u);
        uint l_2998_ = min(l_523_, l_2997_);
        double l_2999_ = buffer_2_global.Load<double>(l_2998_*8);
        double l_524_ = (l_2996_ ? l_2999_ : 0.0L);
        uint l_525_ = (l_515_ + 3u);
        uint l_3001_ = asuint(info.Load(8+0));
        uint l_3002_ = (l_3001_ * 1u);
        bool l_3003_ = (l_525_ < l_3002_);
        uint l_3004_ = (l_3002_ - 1u);
        uint l_3005_ = min(l_525_, l_3004_);
        double l_3006_ = buffer_2_global.Load<double>(l_3005_*8);
        double l_526_ = (l_3003_ ? l_3006_ : 0.0L);
        l_mut_86_ = l_520_;
        l_mut_44_ = l_522_;
        l_mut_43_ = l_524_;
        l_mut_42_ = l_526_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e2119 = l_mut_527_;
                l_mut_527_ = (_e2119 + 1u);
            }
            loop_init_2 = false;
            uint _e1364 = l_mut_527_;
            if ((_e1364 < l_26_)) {
            } else {
                break;
            }
            {
                double _e1366 = l_mut_86_;
                double _e1367 = l_mut_228_;
                double l_528_ = (_e1366 * _e1367);
                double l_529_ = -(l_528_);
                double _e1370 = l_mut_86_;
                double _e1371 = l_mut_228_;
                double l_530_ = mad(_e1370, _e1371, l_529_);
                double _e1373 = l_mut_86_;
                double _e1374 = l_mut_227_;
                double l_531_ = (_e1373 * _e1374);
                double l_532_ = -(l_531_);
                double _e1377 = l_mut_86_;
                double _e1378 = l_mut_227_;
                double l_533_ = mad(_e1377, _e1378, l_532_);
                double _e1380 = l_mut_44_;
                double _e1381 = l_mut_228_;
                double l_534_ = (_e1380 * _e1381);
                double l_535_ = -(l_534_);
                double _e1384 = l_mut_44_;
                double _e1385 = l_mut_228_;
                double l_536_ = mad(_e1384, _e1385, l_535_);
                double _e1387 = l_mut_86_;
                double _e1388 = l_mut_226_;
                double l_537_ = (_e1387 * _e1388);
                double l_538_ = -(l_537_);
                double _e1391 = l_mut_86_;
                double _e1392 = l_mut_226_;
                double l_539_ = mad(_e1391, _e1392, l_538_);
                double _e1394 = l_mut_44_;
                double _e1395 = l_mut_227_;
                double l_540_ = (_e1394 * _e1395);
                double l_541_ = -(l_540_);
                double _e1398 = l_mut_44_;
                double _e1399 = l_mut_227_;
                double l_542_ = mad(_e1398, _e1399, l_541_);
                double _e1401 = l_mut_43_;
                double _e1402 = l_mut_228_;
                double l_543_ = (_e1401 * _e1402);
                double l_544_ = -(l_543_);
                double _e1405 = l_mut_43_;
                double _e1406 = l_mut_228_;
                double l_545_ = mad(_e1405, _e1406, l_544_);
                double l_546_ = (l_531_ + l_534_);
                double l_547_ = (l_546_ - l_531_);
                double l_548_ = (l_546_ - l_547_);
                double l_549_ = (l_531_ - l_548_);
                double l_550_ = (l_534_ - l_547_);
                double l_551_ = (l_549_ + l_550_);
                double l_552_ = (l_530_ + l_546_);
                double l_553_ = (l_552_ - l_530_);
                double l_554_ = (l_552_ - l_553_);
                double l_555_ = (l_530_ - l_554_);
                double l_556_ = (l_546_ - l_553_);
                double l_557_ = (l_555_ + l_556_);
                double l_558_ = (l_551_ + l_557_);
                double l_559_ = (l_558_ - l_551_);
                double l_560_ = (l_558_ - l_559_);
                double l_561_ = (l_551_ - l_560_);
                double l_562_ = (l_557_ - l_559_);
                double l_563_ = (l_561_ + l_562_);
                double l_564_ = (l_558_ + l_533_);
                double l_565_ = (l_564_ - l_558_);
                double l_566_ = (l_564_ - l_565_);
                double l_567_ = (l_558_ - l_566_);
                double l_568_ = (l_533_ - l_565_);
                double l_569_ = (l_567_ + l_568_);
                double l_570_ = (l_536_ + l_564_);
                double l_571_ = (l_570_ - l_536_);
                double l_572_ = (l_570_ - l_571_);
                double l_573_ = (l_536_ - l_572_);
                double l_574_ = (l_564_ - l_571_);
                double l_575_ = (l_573_ + l_574_);
                double l_576_ = (l_569_ + l_575_);
                double l_577_ = (l_576_ - l_569_);
                double l_578_ = (l_576_ - l_577_);
                double l_579_ = (l_569_ - l_578_);
                double l_580_ = (l_575_ - l_577_);
                double l_581_ = (l_579_ + l_580_);
                double l_582_ = (l_537_ + l_540_);
                double l_583_ = (l_582_ - l_537_);
                double l_584_ = (l_582_ - l_583_);
                double l_585_ = (l_537_ - l_584_);
                double l_586_ = (l_540_ - l_583_);
                double l_587_ = (l_585_ + l_586_);
                double l_588_ = (l_543_ + l_582_);
                double l_589_ = (l_588_ - l_543_);
                double l_590_ = (l_588_ - l_589_);
                double l_591_ = (l_543_ - l_590_);
                double l_592_ = (l_582_ - l_589_);
                double l_593_ = (l_591_ + l_592_);
                double l_594_ = (l_587_ + l_593_);
                double l_595_ = (l_594_ - l_587_);
                double l_596_ = (l_594_ - l_595_);
                double l_597_ = (l_587_ - l_596_);
                double l_598_ = (l_593_ - l_595_);
                double l_599_ = (l_597_ + l_598_);
                double l_600_ = (l_570_ + l_588_);
                double l_601_ = (l_600_ - l_570_);
                double l_602_ = (l_600_ - l_601_);
                double l_603_ = (l_570_ - l_602_);
                double l_604_ = (l_588_ - l_601_);
                double l_605_ = (l_603_ + l_604_);
                double l_606_ = (l_576_ + l_594_);
                double l_607_ = (l_606_ - l_576_);
                double l_608_ = (l_606_ - l_607_);
                double l_609_ = (l_576_ - l_608_);
                double l_610_ = (l_594_ - l_607_);
                double l_611_ = (l_609_ + l_610_);
                double l_612_ = (l_606_ + l_605_);
                double l_613_ = (l_612_ - l_606_);
                double l_614_ = (l_612_ - l_613_);
                double l_615_ = (l_606_ - l_614_);
                double l_616_ = (l_605_ - l_613_);
                double l_617_ = (l_615_ + l_616_);
                double l_618_ = (l_581_ + l_599_);
                double l_619_ = (l_617_ + l_611_);
                double l_620_ = (l_618_ + l_619_);
                double _e1483 = l_mut_86_;
                double _e1484 = l_mut_225_;
                double l_621_ = (_e1483 * _e1484);
                double _e1486 = l_mut_44_;
                double _e1487 = l_mut_226_;
                double l_622_ = (_e1486 * _e1487);
                double l_623_ = (l_621_ + l_622_);
                double _e1490 = l_mut_43_;
                double _e1491 = l_mut_227_;
                double l_624_ = (_e1490 * _e1491);
                double _e1493 = l_mut_42_;
                double _e1494 = l_mut_228_;
                double l_625_ = (_e1493 * _e1494);
                double l_626_ = (l_624_ + l_625_);
                double l_627_ = (l_623_ + l_626_);
                double l_628_ = (l_563_ + l_539_);
                double l_629_ = (l_542_ + l_545_);
                double l_630_ = (l_628_ + l_629_);
                double l_631_ = (l_627_ + l_630_);
                double l_632_ = (l_612_ + l_631_);
                double l_633_ = (l_632_ + l_620_);
                double l_634_ = (l_633_ - l_632_);
                double l_635_ = (l_620_ - l_634_);
                double l_636_ = (l_600_ + l_633_);
                double l_637_ = (l_636_ - l_600_);
                double l_638_ = (l_633_ - l_637_);
                double l_639_ = (l_552_ + l_636_);
                double l_640_ = (l_639_ - l_552_);
                double l_641_ = (l_636_ - l_640_);
                double l_642_ = (l_528_ + l_639_);
                double l_643_ = (l_642_ - l_528_);
                double l_644_ = (l_639_ - l_643_);
                l_mut_41_ = 0.0L;
                l_mut_645_ = 0.0L;
                l_mut_646_ = 0.0L;
                l_mut_647_ = 0.0L;
                l_mut_648_ = l_642_;
                l_mut_91_ = 0u;
                double _e1520 = l_mut_648_;
                double l_649_ = (_e1520 + l_644_);
                double _e1522 = l_mut_648_;
                double l_650_ = (l_649_ - _e1522);
                double l_651_ = (l_644_ - l_650_);
                uint _e1525 = l_mut_91_;
                bool l_652_ = (_e1525 < 3u);
                bool l_653_ = (l_651_ != 0.0L);
                if (l_652_) {
                    local_48 = l_653_;
                } else {
                    local_48 = false;
                }
                bool l_654_ = local_48;
                uint _e1534 = l_mut_91_;
                bool l_655_ = (_e1534 == 0u);
                if (l_654_) {
                    local_49 = l_655_;
                } else {
                    local_49 = false;
                }
                bool l_656_ = local_49;
                double _e1541 = l_mut_41_;
                double l_657_ = (l_656_ ? l_649_ : _e1541);
                l_mut_41_ = l_657_;
                uint _e1543 = l_mut_91_;
                bool l_658_ = (_e1543 == 1u);
                if (l_654_) {
                    local_50 = l_658_;
                } else {
                    local_50 = false;
                }
                bool l_659_ = local_50;
                double _e1550 = l_mut_645_;
                double l_660_ = (l_659_ ? l_649_ : _e1550);
                l_mut_645_ = l_660_;
                uint _e1552 = l_mut_91_;
                bool l_661_ = (_e1552 == 2u);
                if (l_654_) {
                    local_51 = l_661_;
                } else {
                    local_51 = false;
                }
                bool l_662_ = local_51;
                double _e1559 = l_mut_646_;
                double l_663_ = (l_662_ ? l_649_ : _e1559);
                l_mut_646_ = l_663_;
                double l_664_ = (l_654_ ? l_651_ : l_649_);
                double _e1562 = l_mut_648_;
                double l_665_ = (_e1562 + l_644_);
                double l_666_ = (l_652_ ? l_664_ : l_665_);
                l_mut_648_ = l_666_;
                uint l_667_ = uint(l_654_);
                uint _e1566 = l_mut_91_;
                l_mut_91_ = (_e1566 + l_667_);
                double _e1568 = l_mut_648_;
                double l_668_ = (_e1568 + l_641_);
                double _e1570 = l_mut_648_;
                double l_669_ = (l_668_ - _e1570);
                double l_670_ = (l_641_ - l_669_);
                uint _e1573 = l_mut_91_;
                bool l_671_ = (_e1573 < 3u);
                bool l_672_ = (l_670_ != 0.0L);
                if (l_671_) {
                    local_52 = l_672_;
                } else {
                    local_52 = false;
                }
                bool l_673_ = local_52;
                uint _e1582 = l_mut_91_;
                bool l_674_ = (_e1582 == 0u);
                if (l_673_) {
                    local_53 = l_674_;
                } else {
                    local_53 = false;
                }
                bool l_675_ = local_53;
                double _e1589 = l_mut_41_;
                double l_676_ = (l_675_ ? l_668_ : _e1589);
                l_mut_41_ = l_676_;
                uint _e1591 = l_mut_91_;
                bool l_677_ = (_e1591 == 1u);
                if (l_673_) {
                    local_54 = l_677_;
                } else {
                    local_54 = false;
                }
                bool l_678_ = local_54;
                double _e1598 = l_mut_645_;
                double l_679_ = (l_678_ ? l_668_ : _e1598);
                l_mut_645_ = l_679_;
                uint _e1600 = l_mut_91_;
                bool l_680_ = (_e1600 == 2u);
                if (l_673_) {
                    local_55 = l_680_;
                } else {
                    local_55 = false;
                }
                bool l_681_ = local_55;
                double _e1607 = l_mut_646_;
                double l_682_ = (l_681_ ? l_668_ : _e1607);
                l_mut_646_ = l_682_;
                double l_683_ = (l_673_ ? l_670_ : l_668_);
                double _e1610 = l_mut_648_;
                double l_684_ = (_e1610 + l_641_);
                double l_685_ = (l_671_ ? l_683_ : l_684_);
                l_mut_648_ = l_685_;
                uint l_686_ = uint(l_673_);
                uint _e1614 = l_mut_91_;
                l_mut_91_ = (_e1614 + l_686_);
                double _e1616 = l_mut_648_;
                double l_687_ = (_e1616 + l_638_);
                double _e1618 = l_mut_648_;
                double l_688_ = (l_687_ - _e1618);
                double l_689_ = (l_638_ - l_688_);
                uint _e1621 = l_mut_91_;
                bool l_690_ = (_e1621 < 3u);
                bool l_691_ = (l_689_ != 0.0L);
                if (l_690_) {
                    local_56 = l_691_;
                } else {
                    local_56 = false;
                }
                bool l_692_ = local_56;
                uint _e1630 = l_mut_91_;
                bool l_693_ = (_e1630 == 0u);
                if (l_692_) {
                    local_57 = l_693_;
                } else {
                    local_57 = false;
                }
                bool l_694_ = local_57;
                double _e1637 = l_mut_41_;
                double l_695_ = (l_694_ ? l_687_ : _e1637);
                l_mut_41_ = l_695_;
                uint _e1639 = l_mut_91_;
                bool l_696_ = (_e1639 == 1u);
                if (l_692_) {
                    local_58 = l_696_;
                } else {
                    local_58 = false;
                }
                bool l_697_ = local_58;
                double _e1646 = l_mut_645_;
                double l_698_ = (l_697_ ? l_687_ : _e1646);
                l_mut_645_ = l_698_;
                uint _e1648 = l_mut_91_;
                bool l_699_ = (_e1648 == 2u);
                if (l_692_) {
                    local_59 = l_699_;
                } else {
                    local_59 = false;
                }
                bool l_700_ = local_59;
                double _e1655 = l_mut_646_;
                double l_701_ = (l_700_ ? l_687_ : _e1655);
                l_mut_646_ = l_701_;
                double l_702_ = (l_692_ ? l_689_ : l_687_);
                double _e1658 = l_mut_648_;
                double l_703_ = (_e1658 + l_638_);
                double l_704_ = (l_690_ ? l_702_ : l_703_);
                l_mut_648_ = l_704_;
                uint l_705_ = uint(l_692_);
                uint _e1662 = l_mut_91_;
                l_mut_91_ = (_e1662 + l_705_);
                double _e1664 = l_mut_648_;
                double l_706_ = (_e1664 + l_635_);
                double _e1666 = l_mut_648_;
                double l_707_ = (l_706_ - _e1666);
                double l_708_ = (l_635_ - l_707_);
                uint _e1669 = l_mut_91_;
                bool l_709_ = (_e1669 < 3u);
                bool l_710_ = (l_708_ != 0.0L);
                if (l_709_) {
                    local_60 = l_710_;
                } else {
                    local_60 = false;
                }
                bool l_711_ = local_60;
                uint _e1678 = l_mut_91_;
                bool l_712_ = (_e1678 == 0u);
                if (l_711_) {
                    local_61 = l_712_;
                } else {
                    local_61 = false;
                }
                bool l_713_ = local_61;
                double _e1685 = l_mut_41_;
                double l_714_ = (l_713_ ? l_706_ : _e1685);
                l_mut_41_ = l_714_;
                uint _e1687 = l_mut_91_;
                bool l_715_ = (_e1687 == 1u);
                if (l_711_) {
                    local_62 = l_715_;
                } else {
                    local_62 = false;
                }
                bool l_716_ = local_62;
                double _e1694 = l_mut_645_;
                double l_717_ = (l_716_ ? l_706_ : _e1694);
                l_mut_645_ = l_717_;
                uint _e1696 = l_mut_91_;
                bool l_718_ = (_e1696 == 2u);
                if (l_711_) {
                    local_63 = l_718_;
                } else {
                    local_63 = false;
                }
                bool l_719_ = local_63;
                double _e1703 = l_mut_646_;
                double l_720_ = (l_719_ ? l_706_ : _e1703);
                l_mut_646_ = l_720_;
                double l_721_ = (l_711_ ? l_708_ : l_706_);
                double _e1706 = l_mut_648_;
                double l_722_ = (_e1706 + l_635_);
                double l_723_ = (l_709_ ? l_721_ : l_722_);
                l_mut_648_ = l_723_;
                uint l_724_ = uint(l_711_);
                uint _e1710 = l_mut_91_;
                l_mut_91_ = (_e1710 + l_724_);
                uint _e1712 = l_mut_91_;
                bool l_725_ = (_e1712 == 0u);
                double _e1715 = l_mut_41_;
                double _e1716 = l_mut_648_;
                double l_726_ = (l_725_ ? _e1716 : _e1715);
                l_mut_41_ = l_726_;
                uint _e1718 = l_mut_91_;
                bool l_727_ = (_e1718 == 1u);
                double _e1721 = l_mut_645_;
                double _e1722 = l_mut_648_;
                double l_728_ = (l_727_ ? _e1722 : _e1721);
                l_mut_645_ = l_728_;
                uint _e1724 = l_mut_91_;
                bool l_729_ = (_e1724 == 2u);
                double _e1727 = l_mut_646_;
                double _e1728 = l_mut_648_;
                double l_730_ = (l_729_ ? _e1728 : _e1727);
                l_mut_646_ = l_730_;
                uint _e1730 = l_mut_91_;
                bool l_731_ = (_e1730 == 3u);
                double _e1733 = l_mut_647_;
                double _e1734 = l_mut_648_;
                double l_732_ = (l_731_ ? _e1734 : _e1733);
                l_mut_647_ = l_732_;
                uint _e1737 = l_mut_527_;
                uint l_733_ = (4u * _e1737);
                uint l_734_ = (l_515_ + l_733_);
                uint l_3118_ = asuint(info.Load(8+0));
                uint l_3119_ = (l_3118_ * 1u);
                bool l_3120_ = (l_734_ < l_3119_);
                uint l_3121_ = (l_3119_ - 1u);
                uint l_3122_ = min(l_734_, l_3121_);
                double l_3123_ = buffer_2_global.Load<double>(l_3122_*8);
                double l_735_ = (l_3120_ ? l_3123_ : 0.0L);
                uint l_736_ = (l_734_ + 1u);
                uint l_3125_ = asuint(info.Load(8+0));
                uint l_3126_ = (l_3125_ * 1u);
                bool l_3127_ = (l_736_ < l_3126_);
                uint l_3128_ = (l_3126_ - 1u);
                uint l_3129_ = min(l_736_, l_3128_);
                double l_3130_ = buffer_2_global.Load<double>(l_3129_*8);
                double l_737_ = (l_3127_ ? l_3130_ : 0.0L);
                uint l_738_ = (l_734_ + 2u);
                uint l_3132_ = asuint(info.Load(8+0));
                uint l_3133_ = (l_3132_ * 1u);
                bool l_3134_ = (l_738_ < l_3133_);
                uint l_3135_ = (l_3133_ - 1u);
                uint l_3136_ = min(l_738_, l_3135_);
                double l_3137_ = buffer_2_global.Load<double>(l_3136_*8);
                double l_739_ = (l_3134_ ? l_3137_ : 0.0L);
                uint l_740_ = (l_734_ + 3u);
                uint l_3139_ = asuint(info.Load(8+0));
                uint l_3140_ = (l_3139_ * 1u);
                bool l_3141_ = (l_740_ < l_3140_);
                uint l_3142_ = (l_3140_ - 1u);
                uint l_3143_ = min(l_740_, l_3142_);
                double l_3144_ = buffer_2_global.Load<double>(l_3143_*8);
                double l_741_ = (l_3141_ ? l_3144_ : 0.0L);
                double _e1806 = l_mut_41_;
                double l_742_ = (_e1806 + l_735_);
                double _e1808 = l_mut_41_;
                double l_743_ = (l_742_ - _e1808);
                double l_744_ = (l_742_ - l_743_);
                double _e1811 = l_mut_41_;
                double l_745_ = (_e1811 - l_744_);
                double l_746_ = (l_735_ - l_743_);
                double l_747_ = (l_745_ + l_746_);
                double _e1815 = l_mut_645_;
                double l_748_ = (_e1815 + l_737_);
                double _e1817 = l_mut_645_;
                double l_749_ = (l_748_ - _e1817);
                double l_750_ = (l_748_ - l_749_);
                double _e1820 = l_mut_645_;
                double l_751_ = (_e1820 - l_750_);
                double l_752_ = (l_737_ - l_749_);
                double l_753_ = (l_751_ + l_752_);
                double _e1824 = l_mut_646_;
                double l_754_ = (_e1824 + l_739_);
                double _e1826 = l_mut_646_;
                double l_755_ = (l_754_ - _e1826);
                double l_756_ = (l_754_ - l_755_);
                double _e1829 = l_mut_646_;
                double l_757_ = (_e1829 - l_756_);
                double l_758_ = (l_739_ - l_755_);
                double l_759_ = (l_757_ + l_758_);
                double _e1833 = l_mut_647_;
                double l_760_ = (_e1833 + l_741_);
                double _e1835 = l_mut_647_;
                double l_761_ = (l_760_ - _e1835);
                double l_762_ = (l_760_ - l_761_);
                double _e1838 = l_mut_647_;
                double l_763_ = (_e1838 - l_762_);
                double l_764_ = (l_741_ - l_761_);
                double l_765_ = (l_763_ + l_764_);
                double l_766_ = (l_748_ + l_747_);
                double l_767_ = (l_766_ - l_748_);
                double l_768_ = (l_766_ - l_767_);
                double l_769_ = (l_748_ - l_768_);
                double l_770_ = (l_747_ - l_767_);
                double l_771_ = (l_769_ + l_770_);
                double l_772_ = (l_754_ + l_771_);
                double l_773_ = (l_772_ - l_754_);
                double l_774_ = (l_772_ - l_773_);
                double l_775_ = (l_754_ - l_774_);
                double l_776_ = (l_771_ - l_773_);
                double l_777_ = (l_775_ + l_776_);
                double l_778_ = (l_753_ + l_772_);
                double l_779_ = (l_778_ - l_753_);
                double l_780_ = (l_778_ - l_779_);
                double l_781_ = (l_753_ - l_780_);
                double l_782_ = (l_772_ - l_779_);
                double l_783_ = (l_781_ + l_782_);
                double l_784_ = (l_777_ + l_783_);
                double l_785_ = (l_784_ - l_777_);
                double l_786_ = (l_784_ - l_785_);
                double l_787_ = (l_777_ - l_786_);
                double l_788_ = (l_783_ - l_785_);
                double l_789_ = (l_787_ + l_788_);
                double l_790_ = (l_760_ + l_784_);
                double l_791_ = (l_790_ - l_760_);
                double l_792_ = (l_790_ - l_791_);
                double l_793_ = (l_760_ - l_792_);
                double l_794_ = (l_784_ - l_791_);
                double l_795_ = (l_793_ + l_794_);
                double l_796_ = (l_759_ + l_790_);
                double l_797_ = (l_796_ - l_759_);
                double l_798_ = (l_796_ - l_797_);
                double l_799_ = (l_759_ - l_798_);
                double l_800_ = (l_790_ - l_797_);
                double l_801_ = (l_799_ + l_800_);
                double l_802_ = (l_795_ + l_801_);
                double l_803_ = (l_802_ + l_789_);
                double l_804_ = (l_803_ + l_765_);
                double l_805_ = (l_796_ + l_804_);
                double l_806_ = (l_805_ - l_796_);
                double l_807_ = (l_804_ - l_806_);
                double l_808_ = (l_778_ + l_805_);
                double l_809_ = (l_808_ - l_778_);
                double l_810_ = (l_805_ - l_809_);
                double l_811_ = (l_766_ + l_808_);
                double l_812_ = (l_811_ - l_766_);
                double l_813_ = (l_808_ - l_812_);
                double l_814_ = (l_742_ + l_811_);
                double l_815_ = (l_814_ - l_742_);
                double l_816_ = (l_811_ - l_815_);
                l_mut_648_ = 0.0L;
                l_mut_817_ = 0.0L;
                l_mut_818_ = 0.0L;
                l_mut_819_ = 0.0L;
                l_mut_820_ = l_814_;
                l_mut_91_ = 0u;
                double _e1898 = l_mut_820_;
                double l_821_ = (_e1898 + l_816_);
                double _e1900 = l_mut_820_;
                double l_822_ = (l_821_ - _e1900);
                double l_823_ = (l_816_ - l_822_);
                uint _e1903 = l_mut_91_;
                bool l_824_ = (_e1903 < 3u);
                bool l_825_ = (l_823_ != 0.0L);
                if (l_824_) {
                    local_64 = l_825_;
                } else {
                    local_64 = false;
                }
                bool l_826_ = local_64;
                uint _e1912 = l_mut_91_;
                bool l_827_ = (_e1912 == 0u);
                if (l_826_) {
                    local_65 = l_827_;
                } else {
                    local_65 = false;
                }
                bool l_828_ = local_65;
                double _e1919 = l_mut_648_;
                double l_829_ = (l_828_ ? l_821_ : _e1919);
                l_mut_648_ = l_829_;
                uint _e1921 = l_mut_91_;
                bool l_830_ = (_e1921 == 1u);
                if (l_826_) {
                    local_66 = l_830_;
                } else {
                    local_66 = false;
                }
                bool l_831_ = local_66;
                double _e1928 = l_mut_817_;
                double l_832_ = (l_831_ ? l_821_ : _e1928);
                l_mut_817_ = l_832_;
                uint _e1930 = l_mut_91_;
                bool l_833_ = (_e1930 == 2u);
                if (l_826_) {
                    local_67 = l_833_;
                } else {
                    local_67 = false;
                }
                bool l_834_ = local_67;
                double _e1937 = l_mut_818_;
                double l_835_ = (l_834_ ? l_821_ : _e1937);
                l_mut_818_ = l_835_;
                double l_836_ = (l_826_ ? l_823_ : l_821_);
                double _e1940 = l_mut_820_;
                double l_837_ = (_e1940 + l_816_);
                double l_838_ = (l_824_ ? l_836_ : l_837_);
                l_mut_820_ = l_838_;
                uint l_839_ = uint(l_826_);
                uint _e1944 = l_mut_91_;
                l_mut_91_ = (_e1944 + l_839_);
                double _e1946 = l_mut_820_;
                double l_840_ = (_e1946 + l_813_);
                double _e1948 = l_mut_820_;
                double l_841_ = (l_840_ - _e1948);
                double l_842_ = (l_813_ - l_841_);
                uint _e1951 = l_mut_91_;
                bool l_843_ = (_e1951 < 3u);
                bool l_844_ = (l_842_ != 0.0L);
                if (l_843_) {
                    local_68 = l_844_;
                } else {
                    local_68 = false;
                }
                bool l_845_ = local_68;
                uint _e1960 = l_mut_91_;
                bool l_846_ = (_e1960 == 0u);
                if (l_845_) {
                    local_69 = l_846_;
                } else {
                    local_69 = false;
                }
                bool l_847_ = local_69;
                double _e1967 = l_mut_648_;
                double l_848_ = (l_847_ ? l_840_ : _e1967);
                l_mut_648_ = l_848_;
                uint _e1969 = l_mut_91_;
                bool l_849_ = (_e1969 == 1u);
                if (l_845_) {
                    local_70 = l_849_;
                } else {
                    local_70 = false;
                }
                bool l_850_ = local_70;
                double _e1976 = l_mut_817_;
                double l_851_ = (l_850_ ? l_840_ : _e1976);
                l_mut_817_ = l_851_;
                uint _e1978 = l_mut_91_;
                bool l_852_ = (_e1978 == 2u);
                if (l_845_) {
                    local_71 = l_852_;
                } else {
                    local_71 = false;
                }
                bool l_853_ = local_71;
                double _e1985 = l_mut_818_;
                double l_854_ = (l_853_ ? l_840_ : _e1985);
                l_mut_818_ = l_854_;
                double l_855_ = (l_845_ ? l_842_ : l_840_);
                double _e1988 = l_mut_820_;
                double l_856_ = (_e1988 + l_813_);
                double l_857_ = (l_843_ ? l_855_ : l_856_);
                l_mut_820_ = l_857_;
                uint l_858_ = uint(l_845_);
                uint _e1992 = l_mut_91_;
                l_mut_91_ = (_e1992 + l_858_);
                double _e1994 = l_mut_820_;
                double l_859_ = (_e1994 + l_810_);
                double _e1996 = l_mut_820_;
                double l_860_ = (l_859_ - _e1996);
                double l_861_ = (l_810_ - l_860_);
                uint _e1999 = l_mut_91_;
                bool l_862_ = (_e1999 < 3u);
                bool l_863_ = (l_861_ != 0.0L);
                if (l_862_) {
                    local_72 = l_863_;
                } else {
                    local_72 = false;
                }
                bool l_864_ = local_72;
                uint _e2008 = l_mut_91_;
                bool l_865_ = (_e2008 == 0u);
                if (l_864_) {
                    local_73 = l_865_;
                } else {
                    local_73 = false;
                }
                bool l_866_ = local_73;
                double _e2015 = l_mut_648_;
                double l_867_ = (l_866_ ? l_859_ : _e2015);
                l_mut_648_ = l_867_;
                uint _e2017 = l_mut_91_;
                bool l_868_ = (_e2017 == 1u);
                if (l_864_) {
                    local_74 = l_868_;
                } else {
                    local_74 = false;
                }
                bool l_869_ = local_74;
                double _e2024 = l_mut_817_;
                double l_870_ = (l_869_ ? l_859_ : _e2024);
                l_mut_817_ = l_870_;
                uint _e2026 = l_mut_91_;
                bool l_871_ = (_e2026 == 2u);
                if (l_864_) {
                    local_75 = l_871_;
                } else {
                    local_75 = false;
                }
                bool l_872_ = local_75;
                double _e2033 = l_mut_818_;
                double l_873_ = (l_872_ ? l_859_ : _e2033);
                l_mut_818_ = l_873_;
                double l_874_ = (l_864_ ? l_861_ : l_859_);
                double _e2036 = l_mut_820_;
                double l_875_ = (_e2036 + l_810_);
                double l_876_ = (l_862_ ? l_874_ : l_875_);
                l_mut_820_ = l_876_;
                uint l_877_ = uint(l_864_);
                uint _e2040 = l_mut_91_;
                l_mut_91_ = (_e2040 + l_877_);
                double _e2042 = l_mut_820_;
                double l_878_ = (_e2042 + l_807_);
                double _e2044 = l_mut_820_;
                double l_879_ = (l_878_ - _e2044);
                double l_880_ = (l_807_ - l_879_);
                uint _e2047 = l_mut_91_;
                bool l_881_ = (_e2047 < 3u);
                bool l_882_ = (l_880_ != 0.0L);
                if (l_881_) {
                    local_76 = l_882_;
                } else {
                    local_76 = false;
                }
                bool l_883_ = local_76;
                uint _e2056 = l_mut_91_;
                bool l_884_ = (_e2056 == 0u);
                if (l_883_) {
                    local_77 = l_884_;
                } else {
                    local_77 = false;
                }
                bool l_885_ = local_77;
                double _e2063 = l_mut_648_;
                double l_886_ = (l_885_ ? l_878_ : _e2063);
                l_mut_648_ = l_886_;
                uint _e2065 = l_mut_91_;
                bool l_887_ = (_e2065 == 1u);
                if (l_883_) {
                    local_78 = l_887_;
                } else {
                    local_78 = false;
                }
                bool l_888_ = local_78;
                double _e2072 = l_mut_817_;
                double l_889_ = (l_888_ ? l_878_ : _e2072);
                l_mut_817_ = l_889_;
                uint _e2074 = l_mut_91_;
                bool l_890_ = (_e2074 == 2u);
                if (l_883_) {
                    local_79 = l_890_;
                } else {
                    local_79 = false;
                }
                bool l_891_ = local_79;
                double _e2081 = l_mut_818_;
                double l_892_ = (l_891_ ? l_878_ : _e2081);
                l_mut_818_ = l_892_;
                double l_893_ = (l_883_ ? l_880_ : l_878_);
                double _e2084 = l_mut_820_;
                double l_894_ = (_e2084 + l_807_);
                double l_895_ = (l_881_ ? l_893_ : l_894_);
                l_mut_820_ = l_895_;
                uint l_896_ = uint(l_883_);
                uint _e2088 = l_mut_91_;
                l_mut_91_ = (_e2088 + l_896_);
                uint _e2090 = l_mut_91_;
                bool l_897_ = (_e2090 == 0u);
                double _e2093 = l_mut_648_;
                double _e2094 = l_mut_820_;
                double l_898_ = (l_897_ ? _e2094 : _e2093);
                l_mut_648_ = l_898_;
                uint _e2096 = l_mut_91_;
                bool l_899_ = (_e2096 == 1u);
                double _e2099 = l_mut_817_;
                double _e2100 = l_mut_820_;
                double l_900_ = (l_899_ ? _e2100 : _e2099);
                l_mut_817_ = l_900_;
                uint _e2102 = l_mut_91_;
                bool l_901_ = (_e2102 == 2u);
                double _e2105 = l_mut_818_;
                double _e2106 = l_mut_820_;
                double l_902_ = (l_901_ ? _e2106 : _e2105);
                l_mut_818_ = l_902_;
                uint _e2108 = l_mut_91_;
                bool l_903_ = (_e2108 == 3u);
                double _e2111 = l_mut_819_;
                double _e2112 = l_mut_820_;
                double l_904_ = (l_903_ ? _e2112 : _e2111);
                l_mut_819_ = l_904_;
                double _e2114 = l_mut_648_;
                l_mut_86_ = _e2114;
                double _e2115 = l_mut_817_;
                l_mut_44_ = _e2115;
                double _e2116 = l_mut_818_;
                l_mut_43_ = _e2116;
                double _e2117 = l_mut_819_;
                l_mut_42_ = _e2117;
            }
        }
        double _e2121 = l_mut_86_;
        double _e2122 = l_mut_90_;
        double l_905_ = (_e2121 * _e2122);
        double l_906_ = -(l_905_);
        double _e2125 = l_mut_86_;
        double _e2126 = l_mut_90_;
        double l_907_ = mad(_e2125, _e2126, l_906_);
        double _e2128 = l_mut_86_;
        double _e2129 = l_mut_89_;
        double l_908_ = (_e2128 * _e2129);
        double l_909_ = -(l_908_);
        double _e2132 = l_mut_86_;
        double _e2133 = l_mut_89_;
        double l_910_ = mad(_e2132, _e2133, l_909_);
        double _e2135 = l_mut_44_;
        double _e2136 = l_mut_90_;
        double l_911_ = (_e2135 * _e2136);
        double l_912_ = -(l_911_);
        double _e2139 = l_mut_44_;
        double _e2140 = l_mut_90_;
        double l_913_ = mad(_e2139, _e2140, l_912_);
        double _e2142 = l_mut_86_;
        double _e2143 = l_mut_88_;
        double l_914_ = (_e2142 * _e2143);
        double l_915_ = -(l_914_);
        double _e2146 = l_mut_86_;
        double _e2147 = l_mut_88_;
        double l_916_ = mad(_e2146, _e2147, l_915_);
        double _e2149 = l_mut_44_;
        double _e2150 = l_mut_89_;
        double l_917_ = (_e2149 * _e2150);
        double l_918_ = -(l_917_);
        double _e2153 = l_mut_44_;
        double _e2154 = l_mut_89_;
        double l_919_ = mad(_e2153, _e2154, l_918_);
        double _e2156 = l_mut_43_;
        double _e2157 = l_mut_90_;
        double l_920_ = (_e2156 * _e2157);
        double l_921_ = -(l_920_);
        double _e2160 = l_mut_43_;
        double _e2161 = l_mut_90_;
        double l_922_ = mad(_e2160, _e2161, l_921_);
        double l_923_ = (l_908_ + l_911_);
        double l_924_ = (l_923_ - l_908_);
        double l_925_ = (l_923_ - l_924_);
        double l_926_ = (l_908_ - l_925_);
        double l_927_ = (l_911_ - l_924_);
        double l_928_ = (l_926_ + l_927_);
        double l_929_ = (l_907_ + l_923_);
        double l_930_ = (l_929_ - l_907_);
        double l_931_ = (l_929_ - l_930_);
        double l_932_ = (l_907_ - l_931_);
        double l_933_ = (l_923_ - l_930_);
        double l_934_ = (l_932_ + l_933_);
        double l_935_ = (l_928_ + l_934_);
        double l_936_ = (l_935_ - l_928_);
        double l_937_ = (l_935_ - l_936_);
        double l_938_ = (l_928_ - l_937_);
        double l_939_ = (l_934_ - l_936_);
        double l_940_ = (l_938_ + l_939_);
        double l_941_ = (l_935_ + l_910_);
        double l_942_ = (l_941_ - l_935_);
        double l_943_ = (l_941_ - l_942_);
        double l_944_ = (l_935_ - l_943_);
        double l_945_ = (l_910_ - l_942_);
        double l_946_ = (l_944_ + l_945_);
        double l_947_ = (l_913_ + l_941_);
        double l_948_ = (l_947_ - l_913_);
        double l_949_ = (l_947_ - l_948_);
        double l_950_ = (l_913_ - l_949_);
        double l_951_ = (l_941_ - l_948_);
        double l_952_ = (l_950_ + l_951_);
        double l_953_ = (l_946_ + l_952_);
        double l_954_ = (l_953_ - l_946_);
        double l_955_ = (l_953_ - l_954_);
        double l_956_ = (l_946_ - l_955_);
        double l_957_ = (l_952_ - l_954_);
        double l_958_ = (l_956_ + l_957_);
        double l_959_ = (l_914_ + l_917_);
        double l_960_ = (l_959_ - l_914_);
        double l_961_ = (l_959_ - l_960_);
        double l_962_ = (l_914_ - l_961_);
        double l_963_ = (l_917_ - l_960_);
        double l_964_ = (l_962_ + l_963_);
        double l_965_ = (l_920_ + l_959_);
        double l_966_ = (l_965_ - l_920_);
        double l_967_ = (l_965_ - l_966_);
        double l_968_ = (l_920_ - l_967_);
        double l_969_ = (l_959_ - l_966_);
        double l_970_ = (l_968_ + l_969_);
        double l_971_ = (l_964_ + l_970_);
        double l_972_ = (l_971_ - l_964_);
        double l_973_ = (l_971_ - l_972_);
        double l_974_ = (l_964_ - l_973_);
        double l_975_ = (l_970_ - l_972_);
        double l_976_ = (l_974_ + l_975_);
        double l_977_ = (l_947_ + l_965_);
        double l_978_ = (l_977_ - l_947_);
        double l_979_ = (l_977_ - l_978_);
        double l_980_ = (l_947_ - l_979_);
        double l_981_ = (l_965_ - l_978_);
        double l_982_ = (l_980_ + l_981_);
        double l_983_ = (l_953_ + l_971_);
        double l_984_ = (l_983_ - l_953_);
        double l_985_ = (l_983_ - l_984_);
        double l_986_ = (l_953_ - l_985_);
        double l_987_ = (l_971_ - l_984_);
        double l_988_ = (l_986_ + l_987_);
        double l_989_ = (l_983_ + l_982_);
        double l_990_ = (l_989_ - l_983_);
        double l_991_ = (l_989_ - l_990_);
        double l_992_ = (l_983_ - l_991_);
        double l_993_ = (l_982_ - l_990_);
        double l_994_ = (l_992_ + l_993_);
        double l_995_ = (l_958_ + l_976_);
        double l_996_ = (l_994_ + l_988_);
        double l_997_ = (l_995_ + l_996_);
        double _e2238 = l_mut_86_;
        double _e2239 = l_mut_87_;
        double l_998_ = (_e2238 * _e2239);
        double _e2241 = l_mut_44_;
        double _e2242 = l_mut_88_;
        double l_999_ = (_e2241 * _e2242);
        double l_1000_ = (l_998_ + l_999_);
        double _e2245 = l_mut_43_;
        double _e2246 = l_mut_89_;
        double l_1001_ = (_e2245 * _e2246);
        double _e2248 = l_mut_42_;
        double _e2249 = l_mut_90_;
        double l_1002_ = (_e2248 * _e2249);
        double l_1003_ = (l_1001_ + l_1002_);
        double l_1004_ = (l_1000_ + l_1003_);
        double l_1005_ = (l_940_ + l_916_);
        double l_1006_ = (l_919_ + l_922_);
        double l_1007_ = (l_1005_ + l_1006_);
        double l_1008_ = (l_1004_ + l_1007_);
        double l_1009_ = (l_989_ + l_1008_);
        double l_1010_ = (l_1009_ + l_997_);
        double l_1011_ = (l_1010_ - l_1009_);
        double l_1012_ = (l_997_ - l_1011_);
        double l_1013_ = (l_977_ + l_1010_);
        double l_1014_ = (l_1013_ - l_977_);
        double l_1015_ = (l_1010_ - l_1014_);
        double l_1016_ = (l_929_ + l_1013_);
        double l_1017_ = (l_1016_ - l_929_);
        double l_1018_ = (l_1013_ - l_1017_);
        double l_1019_ = (l_905_ + l_1016_);
        double l_1020_ = (l_1019_ - l_905_);
        double l_1021_ = (l_1016_ - l_1020_);
        l_mut_820_ = 0.0L;
        l_mut_819_ = 0.0L;
        l_mut_818_ = 0.0L;
        l_mut_817_ = 0.0L;
        l_mut_648_ = l_1019_;
        l_mut_91_ = 0u;
        double _e2275 = l_mut_648_;
        double l_1022_ = (_e2275 + l_1021_);
        double _e2277 = l_mut_648_;
        double l_1023_ = (l_1022_ - _e2277);
        double l_1024_ = (l_1021_ - l_1023_);
        uint _e2280 = l_mut_91_;
        bool l_1025_ = (_e2280 < 3u);
        bool l_1026_ = (l_1024_ != 0.0L);
        if (l_1025_) {
            local_80 = l_1026_;
        } else {
            local_80 = false;
        }
        bool l_1027_ = local_80;
        uint _e2289 = l_mut_91_;
        bool l_1028_ = (_e2289 == 0u);
        if (l_1027_) {
            local_81 = l_1028_;
        } else {
            local_81 = false;
        }
        bool l_1029_ = local_81;
        double _e2296 = l_mut_820_;
        double l_1030_ = (l_1029_ ? l_1022_ : _e2296);
        l_mut_820_ = l_1030_;
        uint _e2298 = l_mut_91_;
        bool l_1031_ = (_e2298 == 1u);
        if (l_1027_) {
            local_82 = l_1031_;
        } else {
            local_82 = false;
        }
        bool l_1032_ = local_82;
        double _e2305 = l_mut_819_;
        double l_1033_ = (l_1032_ ? l_1022_ : _e2305);
        l_mut_819_ = l_1033_;
        uint _e2307 = l_mut_91_;
        bool l_1034_ = (_e2307 == 2u);
        if (l_1027_) {
            local_83 = l_1034_;
        } else {
            local_83 = false;
        }
        bool l_1035_ = local_83;
        double _e2314 = l_mut_818_;
        double l_1036_ = (l_1035_ ? l_1022_ : _e2314);
        l_mut_818_ = l_1036_;
        double l_1037_ = (l_1027_ ? l_1024_ : l_1022_);
        double _e2317 = l_mut_648_;
        double l_1038_ = (_e2317 + l_1021_);
        double l_1039_ = (l_1025_ ? l_1037_ : l_1038_);
        l_mut_648_ = l_1039_;
        uint l_1040_ = uint(l_1027_);
        uint _e2321 = l_mut_91_;
        l_mut_91_ = (_e2321 + l_1040_);
        double _e2323 = l_mut_648_;
        double l_1041_ = (_e2323 + l_1018_);
        double _e2325 = l_mut_648_;
        double l_1042_ = (l_1041_ - _e2325);
        double l_1043_ = (l_1018_ - l_1042_);
        uint _e2328 = l_mut_91_;
        bool l_1044_ = (_e2328 < 3u);
        bool l_1045_ = (l_1043_ != 0.0L);
        if (l_1044_) {
            local_84 = l_1045_;
        } else {
            local_84 = false;
        }
        bool l_1046_ = local_84;
        uint _e2337 = l_mut_91_;
        bool l_1047_ = (_e2337 == 0u);
        if (l_1046_) {
            local_85 = l_1047_;
        } else {
            local_85 = false;
        }
        bool l_1048_ = local_85;
        double _e2344 = l_mut_820_;
        double l_1049_ = (l_1048_ ? l_1041_ : _e2344);
        l_mut_820_ = l_1049_;
        uint _e2346 = l_mut_91_;
        bool l_1050_ = (_e2346 == 1u);
        if (l_1046_) {
            local_86 = l_1050_;
        } else {
            local_86 = false;
        }
        bool l_1051_ = local_86;
        double _e2353 = l_mut_819_;
        double l_1052_ = (l_1051_ ? l_1041_ : _e2353);
        l_mut_819_ = l_1052_;
        uint _e2355 = l_mut_91_;
        bool l_1053_ = (_e2355 == 2u);
        if (l_1046_) {
            local_87 = l_1053_;
        } else {
            local_87 = false;
        }
        bool l_1054_ = local_87;
        double _e2362 = l_mut_818_;
        double l_1055_ = (l_1054_ ? l_1041_ : _e2362);
        l_mut_818_ = l_1055_;
        double l_1056_ = (l_1046_ ? l_1043_ : l_1041_);
        double _e2365 = l_mut_648_;
        double l_1057_ = (_e2365 + l_1018_);
        double l_1058_ = (l_1044_ ? l_1056_ : l_1057_);
        l_mut_648_ = l_1058_;
        uint l_1059_ = uint(l_1046_);
        uint _e2369 = l_mut_91_;
        l_mut_91_ = (_e2369 + l_1059_);
        double _e2371 = l_mut_648_;
        double l_1060_ = (_e2371 + l_1015_);
        double _e2373 = l_mut_648_;
        double l_1061_ = (l_1060_ - _e2373);
        double l_1062_ = (l_1015_ - l_1061_);
        uint _e2376 = l_mut_91_;
        bool l_1063_ = (_e2376 < 3u);
        bool l_1064_ = (l_1062_ != 0.0L);
        if (l_1063_) {
            local_88 = l_1064_;
        } else {
            local_88 = false;
        }
        bool l_1065_ = local_88;
        uint _e2385 = l_mut_91_;
        bool l_1066_ = (_e2385 == 0u);
        if (l_1065_) {
            local_89 = l_1066_;
        } else {
            local_89 = false;
        }
        bool l_1067_ = local_89;
        double _e2392 = l_mut_820_;
        double l_1068_ = (l_1067_ ? l_1060_ : _e2392);
        l_mut_820_ = l_1068_;
        uint _e2394 = l_mut_91_;
        bool l_1069_ = (_e2394 == 1u);
        if (l_1065_) {
            local_90 = l_1069_;
        } else {
            local_90 = false;
        }
        bool l_1070_ = local_90;
        double _e2401 = l_mut_819_;
        double l_1071_ = (l_1070_ ? l_1060_ : _e2401);
        l_mut_819_ = l_1071_;
        uint _e2403 = l_mut_91_;
        bool l_1072_ = (_e2403 == 2u);
        if (l_1065_) {
            local_91 = l_1072_;
        } else {
            local_91 = false;
        }
        bool l_1073_ = local_91;
        double _e2410 = l_mut_818_;
        double l_1074_ = (l_1073_ ? l_1060_ : _e2410);
        l_mut_818_ = l_1074_;
        double l_1075_ = (l_1065_ ? l_1062_ : l_1060_);
        double _e2413 = l_mut_648_;
        double l_1076_ = (_e2413 + l_1015_);
        double l_1077_ = (l_1063_ ? l_1075_ : l_1076_);
        l_mut_648_ = l_1077_;
        uint l_1078_ = uint(l_1065_);
        uint _e2417 = l_mut_91_;
        l_mut_91_ = (_e2417 + l_1078_);
        double _e2419 = l_mut_648_;
        double l_1079_ = (_e2419 + l_1012_);
        double _e2421 = l_mut_648_;
        double l_1080_ = (l_1079_ - _e2421);
        double l_1081_ = (l_1012_ - l_1080_);
        uint _e2424 = l_mut_91_;
        bool l_1082_ = (_e2424 < 3u);
        bool l_1083_ = (l_1081_ != 0.0L);
        if (l_1082_) {
            local_92 = l_1083_;
        } else {
            local_92 = false;
        }
        bool l_1084_ = local_92;
        uint _e2433 = l_mut_91_;
        bool l_1085_ = (_e2433 == 0u);
        if (l_1084_) {
            local_93 = l_1085_;
        } else {
            local_93 = false;
        }
        bool l_1086_ = local_93;
        double _e2440 = l_mut_820_;
        double l_1087_ = (l_1086_ ? l_1079_ : _e2440);
        l_mut_820_ = l_1087_;
        uint _e2442 = l_mut_91_;
        bool l_1088_ = (_e2442 == 1u);
        if (l_1084_) {
            local_94 = l_1088_;
        } else {
            local_94 = false;
        }
        bool l_1089_ = local_94;
        double _e2449 = l_mut_819_;
        double l_1090_ = (l_1089_ ? l_1079_ : _e2449);
        l_mut_819_ = l_1090_;
        uint _e2451 = l_mut_91_;
        bool l_1091_ = (_e2451 == 2u);
        if (l_1084_) {
            local_95 = l_1091_;
        } else {
            local_95 = false;
        }
        bool l_1092_ = local_95;
        double _e2458 = l_mut_818_;
        double l_1093_ = (l_1092_ ? l_1079_ : _e2458);
        l_mut_818_ = l_1093_;
        double l_1094_ = (l_1084_ ? l_1081_ : l_1079_);
        double _e2461 = l_mut_648_;
        double l_1095_ = (_e2461 + l_1012_);
        double l_1096_ = (l_1082_ ? l_1094_ : l_1095_);
        l_mut_648_ = l_1096_;
        uint l_1097_ = uint(l_1084_);
        uint _e2465 = l_mut_91_;
        l_mut_91_ = (_e2465 + l_1097_);
        uint _e2467 = l_mut_91_;
        bool l_1098_ = (_e2467 == 0u);
        double _e2470 = l_mut_820_;
        double _e2471 = l_mut_648_;
        double l_1099_ = (l_1098_ ? _e2471 : _e2470);
        l_mut_820_ = l_1099_;
        uint _e2473 = l_mut_91_;
        bool l_1100_ = (_e2473 == 1u);
        double _e2476 = l_mut_819_;
        double _e2477 = l_mut_648_;
        double l_1101_ = (l_1100_ ? _e2477 : _e2476);
        l_mut_819_ = l_1101_;
        uint _e2479 = l_mut_91_;
        bool l_1102_ = (_e2479 == 2u);
        double _e2482 = l_mut_818_;
        double _e2483 = l_mut_648_;
        double l_1103_ = (l_1102_ ? _e2483 : _e2482);
        l_mut_818_ = l_1103_;
        uint _e2485 = l_mut_91_;
        bool l_1104_ = (_e2485 == 3u);
        double _e2488 = l_mut_817_;
        double _e2489 = l_mut_648_;
        double l_1105_ = (l_1104_ ? _e2489 : _e2488);
        l_mut_817_ = l_1105_;
        uint l_3008_ = asuint(info.Load(8+0));
        uint l_3009_ = (l_3008_ * 1u);
        bool l_3010_ = (l_517_ < l_3009_);
        uint l_3011_ = (l_3009_ - 1u);
        uint l_3012_ = min(l_517_, l_3011_);
        double l_3013_ = buffer_2_global.Load<double>(l_3012_*8);
        double l_1106_ = (l_3010_ ? l_3013_ : 0.0L);
        uint l_1107_ = (l_517_ + 1u);
        uint l_3015_ = asuint(info.Load(8+0));
        uint l_3016_ = (l_3015_ * 1u);
        bool l_3017_ = (l_1107_ < l_3016_);
        uint l_3018_ = (l_3016_ - 1u);
        uint l_3019_ = min(l_1107_, l_3018_);
        double l_3020_ = buffer_2_global.Load<double>(l_3019_*8);
        double l_1108_ = (l_3017_ ? l_3020_ : 0.0L);
        uint l_1109_ = (l_517_ + 2u);
        uint l_3022_ = asuint(info.Load(8+0));
        uint l_3023_ = (l_3022_ * 1u);
        bool l_3024_ = (l_1109_ < l_3023_);
        uint l_3025_ = (l_3023_ - 1u);
        uint l_3026_ = min(l_1109_, l_3025_);
        double l_3027_ = buffer_2_global.Load<double>(l_3026_*8);
        double l_1110_ = (l_3024_ ? l_3027_ : 0.0L);
        uint l_1111_ = (l_517_ + 3u);
        uint l_3029_ = asuint(info.Load(8+0));
        uint l_3030_ = (l_3029_ * 1u);
        bool l_3031_ = (l_1111_ < l_3030_);
        uint l_3032_ = (l_3030_ - 1u);
        uint l_3033_ = min(l_1111_, l_3032_);
        double l_3034_ = buffer_2_global.Load<double>(l_3033_*8);
        double l_1112_ = (l_3031_ ? l_3034_ : 0.0L);
        l_mut_648_ = l_1106_;
        l_mut_647_ = l_1108_;
        l_mut_646_ = l_1110_;
        l_mut_645_ = l_1112_;
        uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
        bool loop_init_3 = true;
        while(true) {
            if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
            loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
            if (!loop_init_3) {
                uint _e3314 = l_mut_1113_;
                l_mut_1113_ = (_e3314 + 1u);
            }
            loop_init_3 = false;
            uint _e2559 = l_mut_1113_;
            if ((_e2559 < l_26_)) {
            } else {
                break;
            }
            {
                double _e2561 = l_mut_648_;
                double _e2562 = l_mut_228_;
                double l_1114_ = (_e2561 * _e2562);
                double l_1115_ = -(l_1114_);
                double _e2565 = l_mut_648_;
                double _e2566 = l_mut_228_;
                double l_1116_ = mad(_e2565, _e2566, l_1115_);
                double _e2568 = l_mut_648_;
                double _e2569 = l_mut_227_;
                double l_1117_ = (_e2568 * _e2569);
                double l_1118_ = -(l_1117_);
                double _e2572 = l_mut_648_;
                double _e2573 = l_mut_227_;
                double l_1119_ = mad(_e2572, _e2573, l_1118_);
                double _e2575 = l_mut_647_;
                double _e2576 = l_mut_228_;
                double l_1120_ = (_e2575 * _e2576);
                double l_1121_ = -(l_1120_);
                double _e2579 = l_mut_647_;
                double _e2580 = l_mut_228_;
                double l_1122_ = mad(_e2579, _e2580, l_1121_);
                double _e2582 = l_mut_648_;
                double _e2583 = l_mut_226_;
                double l_1123_ = (_e2582 * _e2583);
                double l_1124_ = -(l_1123_);
                double _e2586 = l_mut_648_;
                double _e2587 = l_mut_226_;
                double l_1125_ = mad(_e2586, _e2587, l_1124_);
                double _e2589 = l_mut_647_;
                double _e2590 = l_mut_227_;
                double l_1126_ = (_e2589 * _e2590);
                double l_1127_ = -(l_1126_);
                double _e2593 = l_mut_647_;
                double _e2594 = l_mut_227_;
                double l_1128_ = mad(_e2593, _e2594, l_1127_);
                double _e2596 = l_mut_646_;
                double _e2597 = l_mut_228_;
                double l_1129_ = (_e2596 * _e2597);
                double l_1130_ = -(l_1129_);
                double _e2600 = l_mut_646_;
                double _e2601 = l_mut_228_;
                double l_1131_ = mad(_e2600, _e2601, l_1130_);
                double l_1132_ = (l_1117_ + l_1120_);
                double l_1133_ = (l_1132_ - l_1117_);
                double l_1134_ = (l_1132_ - l_1133_);
                double l_1135_ = (l_1117_ - l_1134_);
                double l_1136_ = (l_1120_ - l_1133_);
                double l_1137_ = (l_1135_ + l_1136_);
                double l_1138_ = (l_1116_ + l_1132_);
                double l_1139_ = (l_1138_ - l_1116_);
                double l_1140_ = (l_1138_ - l_1139_);
                double l_1141_ = (l_1116_ - l_1140_);
                double l_1142_ = (l_1132_ - l_1139_);
                double l_1143_ = (l_1141_ + l_1142_);
                double l_1144_ = (l_1137_ + l_1143_);
                double l_1145_ = (l_1144_ - l_1137_);
                double l_1146_ = (l_1144_ - l_1145_);
                double l_1147_ = (l_1137_ - l_1146_);
                double l_1148_ = (l_1143_ - l_1145_);
                double l_1149_ = (l_1147_ + l_1148_);
                double l_1150_ = (l_1144_ + l_1119_);
                double l_1151_ = (l_1150_ - l_1144_);
                double l_1152_ = (l_1150_ - l_1151_);
                double l_1153_ = (l_1144_ - l_1152_);
                double l_1154_ = (l_1119_ - l_1151_);
                double l_1155_ = (l_1153_ + l_1154_);
                double l_1156_ = (l_1122_ + l_1150_);
                double l_1157_ = (l_1156_ - l_1122_);
                double l_1158_ = (l_1156_ - l_1157_);
                double l_1159_ = (l_1122_ - l_1158_);
                double l_1160_ = (l_1150_ - l_1157_);
                double l_1161_ = (l_1159_ + l_1160_);
                double l_1162_ = (l_1155_ + l_1161_);
                double l_1163_ = (l_1162_ - l_1155_);
                double l_1164_ = (l_1162_ - l_1163_);
                double l_1165_ = (l_1155_ - l_1164_);
                double l_1166_ = (l_1161_ - l_1163_);
                double l_1167_ = (l_1165_ + l_1166_);
                double l_1168_ = (l_1123_ + l_1126_);
                double l_1169_ = (l_1168_ - l_1123_);
                double l_1170_ = (l_1168_ - l_1169_);
                double l_1171_ = (l_1123_ - l_1170_);
                double l_1172_ = (l_1126_ - l_1169_);
                double l_1173_ = (l_1171_ + l_1172_);
                double l_1174_ = (l_1129_ + l_1168_);
                double l_1175_ = (l_1174_ - l_1129_);
                double l_1176_ = (l_1174_ - l_1175_);
                double l_1177_ = (l_1129_ - l_1176_);
                double l_1178_ = (l_1168_ - l_1175_);
                double l_1179_ = (l_1177_ + l_1178_);
                double l_1180_ = (l_1173_ + l_1179_);
                double l_1181_ = (l_1180_ - l_1173_);
                double l_1182_ = (l_1180_ - l_1181_);
                double l_1183_ = (l_1173_ - l_1182_);
                double l_1184_ = (l_1179_ - l_1181_);
                double l_1185_ = (l_1183_ + l_1184_);
                double l_1186_ = (l_1156_ + l_1174_);
                double l_1187_ = (l_1186_ - l_1156_);
                double l_1188_ = (l_1186_ - l_1187_);
                double l_1189_ = (l_1156_ - l_1188_);
                double l_1190_ = (l_1174_ - l_1187_);
                double l_1191_ = (l_1189_ + l_1190_);
                double l_1192_ = (l_1162_ + l_1180_);
                double l_1193_ = (l_1192_ - l_1162_);
                double l_1194_ = (l_1192_ - l_1193_);
                double l_1195_ = (l_1162_ - l_1194_);
                double l_1196_ = (l_1180_ - l_1193_);
                double l_1197_ = (l_1195_ + l_1196_);
                double l_1198_ = (l_1192_ + l_1191_);
                double l_1199_ = (l_1198_ - l_1192_);
                double l_1200_ = (l_1198_ - l_1199_);
                double l_1201_ = (l_1192_ - l_1200_);
                double l_1202_ = (l_1191_ - l_1199_);
                double l_1203_ = (l_1201_ + l_1202_);
                double l_1204_ = (l_1167_ + l_1185_);
                double l_1205_ = (l_1203_ + l_1197_);
                double l_1206_ = (l_1204_ + l_1205_);
                double _e2678 = l_mut_648_;
                double _e2679 = l_mut_225_;
                double l_1207_ = (_e2678 * _e2679);
                double _e2681 = l_mut_647_;
                double _e2682 = l_mut_226_;
                double l_1208_ = (_e2681 * _e2682);
                double l_1209_ = (l_1207_ + l_1208_);
                double _e2685 = l_mut_646_;
                double _e2686 = l_mut_227_;
                double l_1210_ = (_e2685 * _e2686);
                double _e2688 = l_mut_645_;
                double _e2689 = l_mut_228_;
                double l_1211_ = (_e2688 * _e2689);
                double l_1212_ = (l_1210_ + l_1211_);
                double l_1213_ = (l_1209_ + l_1212_);
                double l_1214_ = (l_1149_ + l_1125_);
                double l_1215_ = (l_1128_ + l_1131_);
                double l_1216_ = (l_1214_ + l_1215_);
                double l_1217_ = (l_1213_ + l_1216_);
                double l_1218_ = (l_1198_ + l_1217_);
                double l_1219_ = (l_1218_ + l_1206_);
                double l_1220_ = (l_1219_ - l_1218_);
                double l_1221_ = (l_1206_ - l_1220_);
                double l_1222_ = (l_1186_ + l_1219_);
                double l_1223_ = (l_1222_ - l_1186_);
                double l_1224_ = (l_1219_ - l_1223_);
                double l_1225_ = (l_1138_ + l_1222_);
                double l_1226_ = (l_1225_ - l_1138_);
                double l_1227_ = (l_1222_ - l_1226_);
                double l_1228_ = (l_1114_ + l_1225_);
                double l_1229_ = (l_1228_ - l_1114_);
                double l_1230_ = (l_1225_ - l_1229_);
                l_mut_90_ = 0.0L;
                l_mut_89_ = 0.0L;
                l_mut_88_ = 0.0L;
                l_mut_87_ = 0.0L;
                l_mut_86_ = l_1228_;
                l_mut_91_ = 0u;
                double _e2715 = l_mut_86_;
                double l_1231_ = (_e2715 + l_1230_);
                double _e2717 = l_mut_86_;
                double l_1232_ = (l_1231_ - _e2717);
                double l_1233_ = (l_1230_ - l_1232_);
                uint _e2720 = l_mut_91_;
                bool l_1234_ = (_e2720 < 3u);
                bool l_1235_ = (l_1233_ != 0.0L);
                if (l_1234_) {
                    local_96 = l_1235_;
                } else {
                    local_96 = false;
                }
                bool l_1236_ = local_96;
                uint _e2729 = l_mut_91_;
                bool l_1237_ = (_e2729 == 0u);
                if (l_1236_) {
                    local_97 = l_1237_;
                } else {
                    local_97 = false;
                }
                bool l_1238_ = local_97;
                double _e2736 = l_mut_90_;
                double l_1239_ = (l_1238_ ? l_1231_ : _e2736);
                l_mut_90_ = l_1239_;
                uint _e2738 = l_mut_91_;
                bool l_1240_ = (_e2738 == 1u);
                if (l_1236_) {
                    local_98 = l_1240_;
                } else {
                    local_98 = false;
                }
                bool l_1241_ = local_98;
                double _e2745 = l_mut_89_;
                double l_1242_ = (l_1241_ ? l_1231_ : _e2745);
                l_mut_89_ = l_1242_;
                uint _e2747 = l_mut_91_;
                bool l_1243_ = (_e2747 == 2u);
                if (l_1236_) {
                    local_99 = l_1243_;
                } else {
                    local_99 = false;
                }
                bool l_1244_ = local_99;
                double _e2754 = l_mut_88_;
                double l_1245_ = (l_1244_ ? l_1231_ : _e2754);
                l_mut_88_ = l_1245_;
                double l_1246_ = (l_1236_ ? l_1233_ : l_1231_);
                double _e2757 = l_mut_86_;
                double l_1247_ = (_e2757 + l_1230_);
                double l_1248_ = (l_1234_ ? l_1246_ : l_1247_);
                l_mut_86_ = l_1248_;
                uint l_1249_ = uint(l_1236_);
                uint _e2761 = l_mut_91_;
                l_mut_91_ = (_e2761 + l_1249_);
                double _e2763 = l_mut_86_;
                double l_1250_ = (_e2763 + l_1227_);
                double _e2765 = l_mut_86_;
                double l_1251_ = (l_1250_ - _e2765);
                double l_1252_ = (l_1227_ - l_1251_);
                uint _e2768 = l_mut_91_;
                bool l_1253_ = (_e2768 < 3u);
                bool l_1254_ = (l_1252_ != 0.0L);
                if (l_1253_) {
                    local_100 = l_1254_;
                } else {
                    local_100 = false;
                }
                bool l_1255_ = local_100;
                uint _e2777 = l_mut_91_;
                bool l_1256_ = (_e2777 == 0u);
                if (l_1255_) {
                    local_101 = l_1256_;
                } else {
                    local_101 = false;
                }
                bool l_1257_ = local_101;
                double _e2784 = l_mut_90_;
                double l_1258_ = (l_1257_ ? l_1250_ : _e2784);
                l_mut_90_ = l_1258_;
                uint _e2786 = l_mut_91_;
                bool l_1259_ = (_e2786 == 1u);
                if (l_1255_) {
                    local_102 = l_1259_;
                } else {
                    local_102 = false;
                }
                bool l_1260_ = local_102;
                double _e2793 = l_mut_89_;
                double l_1261_ = (l_1260_ ? l_1250_ : _e2793);
                l_mut_89_ = l_1261_;
                uint _e2795 = l_mut_91_;
                bool l_1262_ = (_e2795 == 2u);
                if (l_1255_) {
                    local_103 = l_1262_;
                } else {
                    local_103 = false;
                }
                bool l_1263_ = local_103;
                double _e2802 = l_mut_88_;
                double l_1264_ = (l_1263_ ? l_1250_ : _e2802);
                l_mut_88_ = l_1264_;
                double l_1265_ = (l_1255_ ? l_1252_ : l_1250_);
                double _e2805 = l_mut_86_;
                double l_1266_ = (_e2805 + l_1227_);
                double l_1267_ = (l_1253_ ? l_1265_ : l_1266_);
                l_mut_86_ = l_1267_;
                uint l_1268_ = uint(l_1255_);
                uint _e2809 = l_mut_91_;
                l_mut_91_ = (_e2809 + l_1268_);
                double _e2811 = l_mut_86_;
                double l_1269_ = (_e2811 + l_1224_);
                double _e2813 = l_mut_86_;
                double l_1270_ = (l_1269_ - _e2813);
                double l_1271_ = (l_1224_ - l_1270_);
                uint _e2816 = l_mut_91_;
                bool l_1272_ = (_e2816 < 3u);
                bool l_1273_ = (l_1271_ != 0.0L);
                if (l_1272_) {
                    local_104 = l_1273_;
                } else {
                    local_104 = false;
                }
                bool l_1274_ = local_104;
                uint _e2825 = l_mut_91_;
                bool l_1275_ = (_e2825 == 0u);
                if (l_1274_) {
                    local_105 = l_1275_;
                } else {
                    local_105 = false;
                }
                bool l_1276_ = local_105;
                double _e2832 = l_mut_90_;
                double l_1277_ = (l_1276_ ? l_1269_ : _e2832);
                l_mut_90_ = l_1277_;
                uint _e2834 = l_mut_91_;
                bool l_1278_ = (_e2834 == 1u);
                if (l_1274_) {
                    local_106 = l_1278_;
                } else {
                    local_106 = false;
                }
                bool l_1279_ = local_106;
                double _e2841 = l_mut_89_;
                double l_1280_ = (l_1279_ ? l_1269_ : _e2841);
                l_mut_89_ = l_1280_;
                uint _e2843 = l_mut_91_;
                bool l_1281_ = (_e2843 == 2u);
                if (l_1274_) {
                    local_107 = l_1281_;
                } else {
                    local_107 = false;
                }
                bool l_1282_ = local_107;
                double _e2850 = l_mut_88_;
                double l_1283_ = (l_1282_ ? l_1269_ : _e2850);
                l_mut_88_ = l_1283_;
                double l_1284_ = (l_1274_ ? l_1271_ : l_1269_);
                double _e2853 = l_mut_86_;
                double l_1285_ = (_e2853 + l_1224_);
                double l_1286_ = (l_1272_ ? l_1284_ : l_1285_);
                l_mut_86_ = l_1286_;
                uint l_1287_ = uint(l_1274_);
                uint _e2857 = l_mut_91_;
                l_mut_91_ = (_e2857 + l_1287_);
                double _e2859 = l_mut_86_;
                double l_1288_ = (_e2859 + l_1221_);
                double _e2861 = l_mut_86_;
                double l_1289_ = (l_1288_ - _e2861);
                double l_1290_ = (l_1221_ - l_1289_);
                uint _e2864 = l_mut_91_;
                bool l_1291_ = (_e2864 < 3u);
                bool l_1292_ = (l_1290_ != 0.0L);
                if (l_1291_) {
                    local_108 = l_1292_;
                } else {
                    local_108 = false;
                }
                bool l_1293_ = local_108;
                uint _e2873 = l_mut_91_;
                bool l_1294_ = (_e2873 == 0u);
                if (l_1293_) {
                    local_109 = l_1294_;
                } else {
                    local_109 = false;
                }
                bool l_1295_ = local_109;
                double _e2880 = l_mut_90_;
                double l_1296_ = (l_1295_ ? l_1288_ : _e2880);
                l_mut_90_ = l_1296_;
                uint _e2882 = l_mut_91_;
                bool l_1297_ = (_e2882 == 1u);
                if (l_1293_) {
                    local_110 = l_1297_;
                } else {
                    local_110 = false;
                }
                bool l_1298_ = local_110;
                double _e2889 = l_mut_89_;
                double l_1299_ = (l_1298_ ? l_1288_ : _e2889);
                l_mut_89_ = l_1299_;
                uint _e2891 = l_mut_91_;
                bool l_1300_ = (_e2891 == 2u);
                if (l_1293_) {
                    local_111 = l_1300_;
                } else {
                    local_111 = false;
                }
                bool l_1301_ = local_111;
                double _e2898 = l_mut_88_;
                double l_1302_ = (l_1301_ ? l_1288_ : _e2898);
                l_mut_88_ = l_1302_;
                double l_1303_ = (l_1293_ ? l_1290_ : l_1288_);
                double _e2901 = l_mut_86_;
                double l_1304_ = (_e2901 + l_1221_);
                double l_1305_ = (l_1291_ ? l_1303_ : l_1304_);
                l_mut_86_ = l_1305_;
                uint l_1306_ = uint(l_1293_);
                uint _e2905 = l_mut_91_;
                l_mut_91_ = (_e2905 + l_1306_);
                uint _e2907 = l_mut_91_;
                bool l_1307_ = (_e2907 == 0u);
                double _e2910 = l_mut_90_;
                double _e2911 = l_mut_86_;
                double l_1308_ = (l_1307_ ? _e2911 : _e2910);
                l_mut_90_ = l_1308_;
                uint _e2913 = l_mut_91_;
                bool l_1309_ = (_e2913 == 1u);
                double _e2916 = l_mut_89_;
                double _e2917 = l_mut_86_;
                double l_1310_ = (l_1309_ ? _e2917 : _e2916);
                l_mut_89_ = l_1310_;
                uint _e2919 = l_mut_91_;
                bool l_1311_ = (_e2919 == 2u);
                double _e2922 = l_mut_88_;
                double _e2923 = l_mut_86_;
                double l_1312_ = (l_1311_ ? _e2923 : _e2922);
                l_mut_88_ = l_1312_;
                uint _e2925 = l_mut_91_;
                bool l_1313_ = (_e2925 == 3u);
                double _e2928 = l_mut_87_;
                double _e2929 = l_mut_86_;
                double l_1314_ = (l_1313_ ? _e2929 : _e2928);
                l_mut_87_ = l_1314_;
                uint _e2932 = l_mut_1113_;
                uint l_1315_ = (4u * _e2932);
                uint l_1316_ = (l_517_ + l_1315_);
                uint l_3146_ = asuint(info.Load(8+0));
                uint l_3147_ = (l_3146_ * 1u);
                bool l_3148_ = (l_1316_ < l_3147_);
                uint l_3149_ = (l_3147_ - 1u);
                uint l_3150_ = min(l_1316_, l_3149_);
                double l_3151_ = buffer_2_global.Load<double>(l_3150_*8);
                double l_1317_ = (l_3148_ ? l_3151_ : 0.0L);
                uint l_1318_ = (l_1316_ + 1u);
                uint l_3153_ = asuint(info.Load(8+0));
                uint l_3154_ = (l_3153_ * 1u);
                bool l_3155_ = (l_1318_ < l_3154_);
                uint l_3156_ = (l_3154_ - 1u);
                uint l_3157_ = min(l_1318_, l_3156_);
                double l_3158_ = buffer_2_global.Load<double>(l_3157_*8);
                double l_1319_ = (l_3155_ ? l_3158_ : 0.0L);
                uint l_1320_ = (l_1316_ + 2u);
                uint l_3160_ = asuint(info.Load(8+0));
                uint l_3161_ = (l_3160_ * 1u);
                bool l_3162_ = (l_1320_ < l_3161_);
                uint l_3163_ = (l_3161_ - 1u);
                uint l_3164_ = min(l_1320_, l_3163_);
                double l_3165_ = buffer_2_global.Load<double>(l_3164_*8);
                double l_1321_ = (l_3162_ ? l_3165_ : 0.0L);
                uint l_1322_ = (l_1316_ + 3u);
                uint l_3167_ = asuint(info.Load(8+0));
                uint l_3168_ = (l_3167_ * 1u);
                bool l_3169_ = (l_1322_ < l_3168_);
                uint l_3170_ = (l_3168_ - 1u);
                uint l_3171_ = min(l_1322_, l_3170_);
                double l_3172_ = buffer_2_global.Load<double>(l_3171_*8);
                double l_1323_ = (l_3169_ ? l_3172_ : 0.0L);
                double _e3001 = l_mut_90_;
                double l_1324_ = (_e3001 + l_1317_);
                double _e3003 = l_mut_90_;
                double l_1325_ = (l_1324_ - _e3003);
                double l_1326_ = (l_1324_ - l_1325_);
                double _e3006 = l_mut_90_;
                double l_1327_ = (_e3006 - l_1326_);
                double l_1328_ = (l_1317_ - l_1325_);
                double l_1329_ = (l_1327_ + l_1328_);
                double _e3010 = l_mut_89_;
                double l_1330_ = (_e3010 + l_1319_);
                double _e3012 = l_mut_89_;
                double l_1331_ = (l_1330_ - _e3012);
                double l_1332_ = (l_1330_ - l_1331_);
                double _e3015 = l_mut_89_;
                double l_1333_ = (_e3015 - l_1332_);
                double l_1334_ = (l_1319_ - l_1331_);
                double l_1335_ = (l_1333_ + l_1334_);
                double _e3019 = l_mut_88_;
                double l_1336_ = (_e3019 + l_1321_);
                double _e3021 = l_mut_88_;
                double l_1337_ = (l_1336_ - _e3021);
                double l_1338_ = (l_1336_ - l_1337_);
                double _e3024 = l_mut_88_;
                double l_1339_ = (_e3024 - l_1338_);
                double l_1340_ = (l_1321_ - l_1337_);
                double l_1341_ = (l_1339_ + l_1340_);
                double _e3028 = l_mut_87_;
                double l_1342_ = (_e3028 + l_1323_);
                double _e3030 = l_mut_87_;
                double l_1343_ = (l_1342_ - _e3030);
                double l_1344_ = (l_1342_ - l_1343_);
                double _e3033 = l_mut_87_;
                double l_1345_ = (_e3033 - l_1344_);
                double l_1346_ = (l_1323_ - l_1343_);
                double l_1347_ = (l_1345_ + l_1346_);
                double l_1348_ = (l_1330_ + l_1329_);
                double l_1349_ = (l_1348_ - l_1330_);
                double l_1350_ = (l_1348_ - l_1349_);
                double l_1351_ = (l_1330_ - l_1350_);
                double l_1352_ = (l_1329_ - l_1349_);
                double l_1353_ = (l_1351_ + l_1352_);
                double l_1354_ = (l_1336_ + l_1353_);
                double l_1355_ = (l_1354_ - l_1336_);
                double l_1356_ = (l_1354_ - l_1355_);
                double l_1357_ = (l_1336_ - l_1356_);
                double l_1358_ = (l_1353_ - l_1355_);
                double l_1359_ = (l_1357_ + l_1358_);
                double l_1360_ = (l_1335_ + l_1354_);
                double l_1361_ = (l_1360_ - l_1335_);
                double l_1362_ = (l_1360_ - l_1361_);
                double l_1363_ = (l_1335_ - l_1362_);
                double l_1364_ = (l_1354_ - l_1361_);
                double l_1365_ = (l_1363_ + l_1364_);
                double l_1366_ = (l_1359_ + l_1365_);
                double l_1367_ = (l_1366_ - l_1359_);
                double l_1368_ = (l_1366_ - l_1367_);
                double l_1369_ = (l_1359_ - l_1368_);
                double l_1370_ = (l_1365_ - l_1367_);
                double l_1371_ = (l_1369_ + l_1370_);
                double l_1372_ = (l_1342_ + l_1366_);
                double l_1373_ = (l_1372_ - l_1342_);
                double l_1374_ = (l_1372_ - l_1373_);
                double l_1375_ = (l_1342_ - l_1374_);
                double l_1376_ = (l_1366_ - l_1373_);
                double l_1377_ = (l_1375_ + l_1376_);
                double l_1378_ = (l_1341_ + l_1372_);
                double l_1379_ = (l_1378_ - l_1341_);
                double l_1380_ = (l_1378_ - l_1379_);
                double l_1381_ = (l_1341_ - l_1380_);
                double l_1382_ = (l_1372_ - l_1379_);
                double l_1383_ = (l_1381_ + l_1382_);
                double l_1384_ = (l_1377_ + l_1383_);
                double l_1385_ = (l_1384_ + l_1371_);
                double l_1386_ = (l_1385_ + l_1347_);
                double l_1387_ = (l_1378_ + l_1386_);
                double l_1388_ = (l_1387_ - l_1378_);
                double l_1389_ = (l_1386_ - l_1388_);
                double l_1390_ = (l_1360_ + l_1387_);
                double l_1391_ = (l_1390_ - l_1360_);
                double l_1392_ = (l_1387_ - l_1391_);
                double l_1393_ = (l_1348_ + l_1390_);
                double l_1394_ = (l_1393_ - l_1348_);
                double l_1395_ = (l_1390_ - l_1394_);
                double l_1396_ = (l_1324_ + l_1393_);
                double l_1397_ = (l_1396_ - l_1324_);
                double l_1398_ = (l_1393_ - l_1397_);
                l_mut_86_ = 0.0L;
                l_mut_44_ = 0.0L;
                l_mut_43_ = 0.0L;
                l_mut_42_ = 0.0L;
                l_mut_41_ = l_1396_;
                l_mut_91_ = 0u;
                double _e3093 = l_mut_41_;
                double l_1399_ = (_e3093 + l_1398_);
                double _e3095 = l_mut_41_;
                double l_1400_ = (l_1399_ - _e3095);
                double l_1401_ = (l_1398_ - l_1400_);
                uint _e3098 = l_mut_91_;
                bool l_1402_ = (_e3098 < 3u);
                bool l_1403_ = (l_1401_ != 0.0L);
                if (l_1402_) {
                    local_112 = l_1403_;
                } else {
                    local_112 = false;
                }
                bool l_1404_ = local_112;
                uint _e3107 = l_mut_91_;
                bool l_1405_ = (_e3107 == 0u);
                if (l_1404_) {
                    local_113 = l_1405_;
                } else {
                    local_113 = false;
                }
                bool l_1406_ = local_113;
                double _e3114 = l_mut_86_;
                double l_1407_ = (l_1406_ ? l_1399_ : _e3114);
                l_mut_86_ = l_1407_;
                uint _e3116 = l_mut_91_;
                bool l_1408_ = (_e3116 == 1u);
                if (l_1404_) {
                    local_114 = l_1408_;
                } else {
                    local_114 = false;
                }
                bool l_1409_ = local_114;
                double _e3123 = l_mut_44_;
                double l_1410_ = (l_1409_ ? l_1399_ : _e3123);
                l_mut_44_ = l_1410_;
                uint _e3125 = l_mut_91_;
                bool l_1411_ = (_e3125 == 2u);
                if (l_1404_) {
                    local_115 = l_1411_;
                } else {
                    local_115 = false;
                }
                bool l_1412_ = local_115;
                double _e3132 = l_mut_43_;
                double l_1413_ = (l_1412_ ? l_1399_ : _e3132);
                l_mut_43_ = l_1413_;
                double l_1414_ = (l_1404_ ? l_1401_ : l_1399_);
                double _e3135 = l_mut_41_;
                double l_1415_ = (_e3135 + l_1398_);
                double l_1416_ = (l_1402_ ? l_1414_ : l_1415_);
                l_mut_41_ = l_1416_;
                uint l_1417_ = uint(l_1404_);
                uint _e3139 = l_mut_91_;
                l_mut_91_ = (_e3139 + l_1417_);
                double _e3141 = l_mut_41_;
                double l_1418_ = (_e3141 + l_1395_);
                double _e3143 = l_mut_41_;
                double l_1419_ = (l_1418_ - _e3143);
                double l_1420_ = (l_1395_ - l_1419_);
                uint _e3146 = l_mut_91_;
                bool l_1421_ = (_e3146 < 3u);
                bool l_1422_ = (l_1420_ != 0.0L);
                if (l_1421_) {
                    local_116 = l_1422_;
                } else {
                    local_116 = false;
                }
                bool l_1423_ = local_116;
                uint _e3155 = l_mut_91_;
                bool l_1424_ = (_e3155 == 0u);
                if (l_1423_) {
                    local_117 = l_1424_;
                } else {
                    local_117 = false;
                }
                bool l_1425_ = local_117;
                double _e3162 = l_mut_86_;
                double l_1426_ = (l_1425_ ? l_1418_ : _e3162);
                l_mut_86_ = l_1426_;
                uint _e3164 = l_mut_91_;
                bool l_1427_ = (_e3164 == 1u);
                if (l_1423_) {
                    local_118 = l_1427_;
                } else {
                    local_118 = false;
                }
                bool l_1428_ = local_118;
                double _e3171 = l_mut_44_;
                double l_1429_ = (l_1428_ ? l_1418_ : _e3171);
                l_mut_44_ = l_1429_;
                uint _e3173 = l_mut_91_;
                bool l_1430_ = (_e3173 == 2u);
                if (l_1423_) {
                    local_119 = l_1430_;
                } else {
                    local_119 = false;
                }
                bool l_1431_ = local_119;
                double _e3180 = l_mut_43_;
                double l_1432_ = (l_1431_ ? l_1418_ : _e3180);
                l_mut_43_ = l_1432_;
                double l_1433_ = (l_1423_ ? l_1420_ : l_1418_);
                double _e3183 = l_mut_41_;
                double l_1434_ = (_e3183 + l_1395_);
                double l_1435_ = (l_1421_ ? l_1433_ : l_1434_);
                l_mut_41_ = l_1435_;
                uint l_1436_ = uint(l_1423_);
                uint _e3187 = l_mut_91_;
                l_mut_91_ = (_e3187 + l_1436_);
                double _e3189 = l_mut_41_;
                double l_1437_ = (_e3189 + l_1392_);
                double _e3191 = l_mut_41_;
                double l_1438_ = (l_1437_ - _e3191);
                double l_1439_ = (l_1392_ - l_1438_);
                uint _e3194 = l_mut_91_;
                bool l_1440_ = (_e3194 < 3u);
                bool l_1441_ = (l_1439_ != 0.0L);
                if (l_1440_) {
                    local_120 = l_1441_;
                } else {
                    local_120 = false;
                }
                bool l_1442_ = local_120;
                uint _e3203 = l_mut_91_;
                bool l_1443_ = (_e3203 == 0u);
                if (l_1442_) {
                    local_121 = l_1443_;
                } else {
                    local_121 = false;
                }
                bool l_1444_ = local_121;
                double _e3210 = l_mut_86_;
                double l_1445_ = (l_1444_ ? l_1437_ : _e3210);
                l_mut_86_ = l_1445_;
                uint _e3212 = l_mut_91_;
                bool l_1446_ = (_e3212 == 1u);
                if (l_1442_) {
                    local_122 = l_1446_;
                } else {
                    local_122 = false;
                }
                bool l_1447_ = local_122;
                double _e3219 = l_mut_44_;
                double l_1448_ = (l_1447_ ? l_1437_ : _e3219);
                l_mut_44_ = l_1448_;
                uint _e3221 = l_mut_91_;
                bool l_1449_ = (_e3221 == 2u);
                if (l_1442_) {
                    local_123 = l_1449_;
                } else {
                    local_123 = false;
                }
                bool l_1450_ = local_123;
                double _e3228 = l_mut_43_;
                double l_1451_ = (l_1450_ ? l_1437_ : _e3228);
                l_mut_43_ = l_1451_;
                double l_1452_ = (l_1442_ ? l_1439_ : l_1437_);
                double _e3231 = l_mut_41_;
                double l_1453_ = (_e3231 + l_1392_);
                double l_1454_ = (l_1440_ ? l_1452_ : l_1453_);
                l_mut_41_ = l_1454_;
                uint l_1455_ = uint(l_1442_);
                uint _e3235 = l_mut_91_;
                l_mut_91_ = (_e3235 + l_1455_);
                double _e3237 = l_mut_41_;
                double l_1456_ = (_e3237 + l_1389_);
                double _e3239 = l_mut_41_;
                double l_1457_ = (l_1456_ - _e3239);
                double l_1458_ = (l_1389_ - l_1457_);
                uint _e3242 = l_mut_91_;
                bool l_1459_ = (_e3242 < 3u);
                bool l_1460_ = (l_1458_ != 0.0L);
                if (l_1459_) {
                    local_124 = l_1460_;
                } else {
                    local_124 = false;
                }
                bool l_1461_ = local_124;
                uint _e3251 = l_mut_91_;
                bool l_1462_ = (_e3251 == 0u);
                if (l_1461_) {
                    local_125 = l_1462_;
                } else {
                    local_125 = false;
                }
                bool l_1463_ = local_125;
                double _e3258 = l_mut_86_;
                double l_1464_ = (l_1463_ ? l_1456_ : _e3258);
                l_mut_86_ = l_1464_;
                uint _e3260 = l_mut_91_;
                bool l_1465_ = (_e3260 == 1u);
                if (l_1461_) {
                    local_126 = l_1465_;
                } else {
                    local_126 = false;
                }
                bool l_1466_ = local_126;
                double _e3267 = l_mut_44_;
                double l_1467_ = (l_1466_ ? l_1456_ : _e3267);
                l_mut_44_ = l_1467_;
                uint _e3269 = l_mut_91_;
                bool l_1468_ = (_e3269 == 2u);
                if (l_1461_) {
                    local_127 = l_1468_;
                } else {
                    local_127 = false;
                }
                bool l_1469_ = local_127;
                double _e3276 = l_mut_43_;
                double l_1470_ = (l_1469_ ? l_1456_ : _e3276);
                l_mut_43_ = l_1470_;
                double l_1471_ = (l_1461_ ? l_1458_ : l_1456_);
                double _e3279 = l_mut_41_;
                double l_1472_ = (_e3279 + l_1389_);
                double l_1473_ = (l_1459_ ? l_1471_ : l_1472_);
                l_mut_41_ = l_1473_;
                uint l_1474_ = uint(l_1461_);
                uint _e3283 = l_mut_91_;
                l_mut_91_ = (_e3283 + l_1474_);
                uint _e3285 = l_mut_91_;
                bool l_1475_ = (_e3285 == 0u);
                double _e3288 = l_mut_86_;
                double _e3289 = l_mut_41_;
                double l_1476_ = (l_1475_ ? _e3289 : _e3288);
                l_mut_86_ = l_1476_;
                uint _e3291 = l_mut_91_;
                bool l_1477_ = (_e3291 == 1u);
                double _e3294 = l_mut_44_;
                double _e3295 = l_mut_41_;
                double l_1478_ = (l_1477_ ? _e3295 : _e3294);
                l_mut_44_ = l_1478_;
                uint _e3297 = l_mut_91_;
                bool l_1479_ = (_e3297 == 2u);
                double _e3300 = l_mut_43_;
                double _e3301 = l_mut_41_;
                double l_1480_ = (l_1479_ ? _e3301 : _e3300);
                l_mut_43_ = l_1480_;
                uint _e3303 = l_mut_91_;
                bool l_1481_ = (_e3303 == 3u);
                double _e3306 = l_mut_42_;
                double _e3307 = l_mut_41_;
                double l_1482_ = (l_1481_ ? _e3307 : _e3306);
                l_mut_42_ = l_1482_;
                double _e3309 = l_mut_86_;
                l_mut_648_ = _e3309;
                double _e3310 = l_mut_44_;
                l_mut_647_ = _e3310;
                double _e3311 = l_mut_43_;
                l_mut_646_ = _e3311;
                double _e3312 = l_mut_42_;
                l_mut_645_ = _e3312;
            }
        }
        double l_1483_ = abs(l_181_);
        uint l_1484_ = naga_f2u32(l_1483_);
        bool l_1485_ = (l_181_ < 0.0L);
        double l_1487_ = (l_1485_ ? -1.0L : 1.0L);
        uint l_1488_ = (8u * l_1484_);
        uint l_1489_ = (l_519_ + l_1488_);
        uint l_3036_ = asuint(info.Load(8+0));
        uint l_3037_ = (l_3036_ * 1u);
        bool l_3038_ = (l_1489_ < l_3037_);
        uint l_3039_ = (l_3037_ - 1u);
        uint l_3040_ = min(l_1489_, l_3039_);
        double l_3041_ = buffer_2_global.Load<double>(l_3040_*8);
        double l_1490_ = (l_3038_ ? l_3041_ : 0.0L);
        uint l_1491_ = (l_1489_ + 1u);
        uint l_3043_ = asuint(info.Load(8+0));
        uint l_3044_ = (l_3043_ * 1u);
        bool l_3045_ = (l_1491_ < l_3044_);
        uint l_3046_ = (l_3044_ - 1u);
        uint l_3047_ = min(l_1491_, l_3046_);
        double l_3048_ = buffer_2_global.Load<double>(l_3047_*8);
        double l_1492_ = (l_3045_ ? l_3048_ : 0.0L);
        uint l_1493_ = (l_1489_ + 2u);
        uint l_3050_ = asuint(info.Load(8+0));
        uint l_3051_ = (l_3050_ * 1u);
        bool l_3052_ = (l_1493_ < l_3051_);
        uint l_3053_ = (l_3051_ - 1u);
        uint l_3054_ = min(l_1493_, l_3053_);
        double l_3055_ = buffer_2_global.Load<double>(l_3054_*8);
        double l_1494_ = (l_3052_ ? l_3055_ : 0.0L);
        uint l_1495_ = (l_1489_ + 3u);
        uint l_3057_ = asuint(info.Load(8+0));
        uint l_3058_ = (l_3057_ * 1u);
        bool l_3059_ = (l_1495_ < l_3058_);
        uint l_3060_ = (l_3058_ - 1u);
        uint l_3061_ = min(l_1495_, l_3060_);
        double l_3062_ = buffer_2_global.Load<double>(l_3061_*8);
        double l_1496_ = (l_3059_ ? l_3062_ : 0.0L);
        double l_1497_ = (l_1490_ * l_1487_);
        double l_1498_ = (l_1492_ * l_1487_);
        double l_1499_ = (l_1494_ * l_1487_);
        double l_1500_ = (l_1496_ * l_1487_);
        uint l_1501_ = (8u * l_1484_);
        uint l_1502_ = (l_519_ + l_1501_);
        uint l_1503_ = (l_1502_ + 4u);
        uint l_3064_ = asuint(info.Load(8+0));
        uint l_3065_ = (l_3064_ * 1u);
        bool l_3066_ = (l_1503_ < l_3065_);
        uint l_3067_ = (l_3065_ - 1u);
        uint l_3068_ = min(l_1503_, l_3067_);
        double l_3069_ = buffer_2_global.Load<double>(l_3068_*8);
        double l_1504_ = (l_3066_ ? l_3069_ : 0.0L);
        uint l_1505_ = (l_1503_ + 1u);
        uint l_3071_ = asuint(info.Load(8+0));
        uint l_3072_ = (l_3071_ * 1u);
        bool l_3073_ = (l_1505_ < l_3072_);
        uint l_3074_ = (l_3072_ - 1u);
        uint l_3075_ = min(l_1505_, l_3074_);
        double l_3076_ = buffer_2_global.Load<double>(l_3075_*8);
        double l_1506_ = (l_3073_ ? l_3076_ : 0.0L);
        uint l_1507_ = (l_1503_ + 2u);
        uint l_3078_ = asuint(info.Load(8+0));
        uint l_3079_ = (l_3078_ * 1u);
        bool l_3080_ = (l_1507_ < l_3079_);
        uint l_3081_ = (l_3079_ - 1u);
        uint l_3082_ = min(l_1507_, l_3081_);
        double l_3083_ = buffer_2_global.Load<double>(l_3082_*8);
        double l_1508_ = (l_3080_ ? l_3083_ : 0.0L);
        uint l_1509_ = (l_1503_ + 3u);
        uint l_3085_ = asuint(info.Load(8+0));
        uint l_3086_ = (l_3085_ * 1u);
        bool l_3087_ = (l_1509_ < l_3086_);
        uint l_3088_ = (l_3086_ - 1u);
        uint l_3089_ = min(l_1509_, l_3088_);
        double l_3090_ = buffer_2_global.Load<double>(l_3089_*8);
        double l_1510_ = (l_3087_ ? l_3090_ : 0.0L);
        double _e3467 = l_mut_648_;
        double l_1511_ = (l_1497_ * _e3467);
        double l_1512_ = -(l_1511_);
        double _e3470 = l_mut_648_;
        double l_1513_ = mad(l_1497_, _e3470, l_1512_);
        double _e3472 = l_mut_647_;
        double l_1514_ = (l_1497_ * _e3472);
        double l_1515_ = -(l_1514_);
        double _e3475 = l_mut_647_;
        double l_1516_ = mad(l_1497_, _e3475, l_1515_);
        double _e3477 = l_mut_648_;
        double l_1517_ = (l_1498_ * _e3477);
        double l_1518_ = -(l_1517_);
        double _e3480 = l_mut_648_;
        double l_1519_ = mad(l_1498_, _e3480, l_1518_);
        double _e3482 = l_mut_646_;
        double l_1520_ = (l_1497_ * _e3482);
        double l_1521_ = -(l_1520_);
        double _e3485 = l_mut_646_;
        double l_1522_ = mad(l_1497_, _e3485, l_1521_);
        double _e3487 = l_mut_647_;
        double l_1523_ = (l_1498_ * _e3487);
        double l_1524_ = -(l_1523_);
        double _e3490 = l_mut_647_;
        double l_1525_ = mad(l_1498_, _e3490, l_1524_);
        double _e3492 = l_mut_648_;
        double l_1526_ = (l_1499_ * _e3492);
        double l_1527_ = -(l_1526_);
        double _e3495 = l_mut_648_;
        double l_1528_ = mad(l_1499_, _e3495, l_1527_);
        double l_1529_ = (l_1514_ + l_1517_);
        double l_1530_ = (l_1529_ - l_1514_);
        double l_1531_ = (l_1529_ - l_1530_);
        double l_1532_ = (l_1514_ - l_1531_);
        double l_1533_ = (l_1517_ - l_1530_);
        double l_1534_ = (l_1532_ + l_1533_);
        double l_1535_ = (l_1513_ + l_1529_);
        double l_1536_ = (l_1535_ - l_1513_);
        double l_1537_ = (l_1535_ - l_1536_);
        double l_1538_ = (l_1513_ - l_1537_);
        double l_1539_ = (l_1529_ - l_1536_);
        double l_1540_ = (l_1538_ + l_1539_);
        double l_1541_ = (l_1534_ + l_1540_);
        double l_1542_ = (l_1541_ - l_1534_);
        double l_1543_ = (l_1541_ - l_1542_);
        double l_1544_ = (l_1534_ - l_1543_);
        double l_1545_ = (l_1540_ - l_1542_);
        double l_1546_ = (l_1544_ + l_1545_);
        double l_1547_ = (l_1541_ + l_1516_);
        double l_1548_ = (l_1547_ - l_1541_);
        double l_1549_ = (l_1547_ - l_1548_);
        double l_1550_ = (l_1541_ - l_1549_);
        double l_1551_ = (l_1516_ - l_1548_);
        double l_1552_ = (l_1550_ + l_1551_);
        double l_1553_ = (l_1519_ + l_1547_);
        double l_1554_ = (l_1553_ - l_1519_);
        double l_1555_ = (l_1553_ - l_1554_);
        double l_1556_ = (l_1519_ - l_1555_);
        double l_1557_ = (l_1547_ - l_1554_);
        double l_1558_ = (l_1556_ + l_1557_);
        double l_1559_ = (l_1552_ + l_1558_);
        double l_1560_ = (l_1559_ - l_1552_);
        double l_1561_ = (l_1559_ - l_1560_);
        double l_1562_ = (l_1552_ - l_1561_);
        double l_1563_ = (l_1558_ - l_1560_);
        double l_1564_ = (l_1562_ + l_1563_);
        double l_1565_ = (l_1520_ + l_1523_);
        double l_1566_ = (l_1565_ - l_1520_);
        double l_1567_ = (l_1565_ - l_1566_);
        double l_1568_ = (l_1520_ - l_1567_);
        double l_1569_ = (l_1523_ - l_1566_);
        double l_1570_ = (l_1568_ + l_1569_);
        double l_1571_ = (l_1526_ + l_1565_);
        double l_1572_ = (l_1571_ - l_1526_);
        double l_1573_ = (l_1571_ - l_1572_);
        double l_1574_ = (l_1526_ - l_1573_);
        double l_1575_ = (l_1565_ - l_1572_);
        double l_1576_ = (l_1574_ + l_1575_);
        double l_1577_ = (l_1570_ + l_1576_);
        double l_1578_ = (l_1577_ - l_1570_);
        double l_1579_ = (l_1577_ - l_1578_);
        double l_1580_ = (l_1570_ - l_1579_);
        double l_1581_ = (l_1576_ - l_1578_);
        double l_1582_ = (l_1580_ + l_1581_);
        double l_1583_ = (l_1553_ + l_1571_);
        double l_1584_ = (l_1583_ - l_1553_);
        double l_1585_ = (l_1583_ - l_1584_);
        double l_1586_ = (l_1553_ - l_1585_);
        double l_1587_ = (l_1571_ - l_1584_);
        double l_1588_ = (l_1586_ + l_1587_);
        double l_1589_ = (l_1559_ + l_1577_);
        double l_1590_ = (l_1589_ - l_1559_);
        double l_1591_ = (l_1589_ - l_1590_);
        double l_1592_ = (l_1559_ - l_1591_);
        double l_1593_ = (l_1577_ - l_1590_);
        double l_1594_ = (l_1592_ + l_1593_);
        double l_1595_ = (l_1589_ + l_1588_);
        double l_1596_ = (l_1595_ - l_1589_);
        double l_1597_ = (l_1595_ - l_1596_);
        double l_1598_ = (l_1589_ - l_1597_);
        double l_1599_ = (l_1588_ - l_1596_);
        double l_1600_ = (l_1598_ + l_1599_);
        double l_1601_ = (l_1564_ + l_1582_);
        double l_1602_ = (l_1600_ + l_1594_);
        double l_1603_ = (l_1601_ + l_1602_);
        double _e3572 = l_mut_645_;
        double l_1604_ = (l_1497_ * _e3572);
        double _e3574 = l_mut_646_;
        double l_1605_ = (l_1498_ * _e3574);
        double l_1606_ = (l_1604_ + l_1605_);
        double _e3577 = l_mut_647_;
        double l_1607_ = (l_1499_ * _e3577);
        double _e3579 = l_mut_648_;
        double l_1608_ = (l_1500_ * _e3579);
        double l_1609_ = (l_1607_ + l_1608_);
        double l_1610_ = (l_1606_ + l_1609_);
        double l_1611_ = (l_1546_ + l_1522_);
        double l_1612_ = (l_1525_ + l_1528_);
        double l_1613_ = (l_1611_ + l_1612_);
        double l_1614_ = (l_1610_ + l_1613_);
        double l_1615_ = (l_1595_ + l_1614_);
        double l_1616_ = (l_1615_ + l_1603_);
        double l_1617_ = (l_1616_ - l_1615_);
        double l_1618_ = (l_1603_ - l_1617_);
        double l_1619_ = (l_1583_ + l_1616_);
        double l_1620_ = (l_1619_ - l_1583_);
        double l_1621_ = (l_1616_ - l_1620_);
        double l_1622_ = (l_1535_ + l_1619_);
        double l_1623_ = (l_1622_ - l_1535_);
        double l_1624_ = (l_1619_ - l_1623_);
        double l_1625_ = (l_1511_ + l_1622_);
        double l_1626_ = (l_1625_ - l_1511_);
        double l_1627_ = (l_1622_ - l_1626_);
        l_mut_228_ = 0.0L;
        l_mut_227_ = 0.0L;
        l_mut_226_ = 0.0L;
        l_mut_225_ = 0.0L;
        l_mut_90_ = l_1625_;
        l_mut_91_ = 0u;
        double _e3605 = l_mut_90_;
        double l_1628_ = (_e3605 + l_1627_);
        double _e3607 = l_mut_90_;
        double l_1629_ = (l_1628_ - _e3607);
        double l_1630_ = (l_1627_ - l_1629_);
        uint _e3610 = l_mut_91_;
        bool l_1631_ = (_e3610 < 3u);
        bool l_1632_ = (l_1630_ != 0.0L);
        if (l_1631_) {
            local_128 = l_1632_;
        } else {
            local_128 = false;
        }
        bool l_1633_ = local_128;
        uint _e3619 = l_mut_91_;
        bool l_1634_ = (_e3619 == 0u);
        if (l_1633_) {
            local_129 = l_1634_;
        } else {
            local_129 = false;
        }
        bool l_1635_ = local_129;
        double _e3626 = l_mut_228_;
        double l_1636_ = (l_1635_ ? l_1628_ : _e3626);
        l_mut_228_ = l_1636_;
        uint _e3628 = l_mut_91_;
        bool l_1637_ = (_e3628 == 1u);
        if (l_1633_) {
            local_130 = l_1637_;
        } else {
            local_130 = false;
        }
        bool l_1638_ = local_130;
        double _e3635 = l_mut_227_;
        double l_1639_ = (l_1638_ ? l_1628_ : _e3635);
        l_mut_227_ = l_1639_;
        uint _e3637 = l_mut_91_;
        bool l_1640_ = (_e3637 == 2u);
        if (l_1633_) {
            local_131 = l_1640_;
        } else {
            local_131 = false;
        }
        bool l_1641_ = local_131;
        double _e3644 = l_mut_226_;
        double l_1642_ = (l_1641_ ? l_1628_ : _e3644);
        l_mut_226_ = l_1642_;
        double l_1643_ = (l_1633_ ? l_1630_ : l_1628_);
        double _e3647 = l_mut_90_;
        double l_1644_ = (_e3647 + l_1627_);
        double l_1645_ = (l_1631_ ? l_1643_ : l_1644_);
        l_mut_90_ = l_1645_;
        uint l_1646_ = uint(l_1633_);
        uint _e3651 = l_mut_91_;
        l_mut_91_ = (_e3651 + l_1646_);
        double _e3653 = l_mut_90_;
        double l_1647_ = (_e3653 + l_1624_);
        double _e3655 = l_mut_90_;
        double l_1648_ = (l_1647_ - _e3655);
        double l_1649_ = (l_1624_ - l_1648_);
        uint _e3658 = l_mut_91_;
        bool l_1650_ = (_e3658 < 3u);
        bool l_1651_ = (l_1649_ != 0.0L);
        if (l_1650_) {
            local_132 = l_1651_;
        } else {
            local_132 = false;
        }
        bool l_1652_ = local_132;
        uint _e3667 = l_mut_91_;
        bool l_1653_ = (_e3667 == 0u);
        if (l_1652_) {
            local_133 = l_1653_;
        } else {
            local_133 = false;
        }
        bool l_1654_ = local_133;
        double _e3674 = l_mut_228_;
        double l_1655_ = (l_1654_ ? l_1647_ : _e3674);
        l_mut_228_ = l_1655_;
        uint _e3676 = l_mut_91_;
        bool l_1656_ = (_e3676 == 1u);
        if (l_1652_) {
            local_134 = l_1656_;
        } else {
            local_134 = false;
        }
        bool l_1657_ = local_134;
        double _e3683 = l_mut_227_;
        double l_1658_ = (l_1657_ ? l_1647_ : _e3683);
        l_mut_227_ = l_1658_;
        uint _e3685 = l_mut_91_;
        bool l_1659_ = (_e3685 == 2u);
        if (l_1652_) {
            local_135 = l_1659_;
        } else {
            local_135 = false;
        }
        bool l_1660_ = local_135;
        double _e3692 = l_mut_226_;
        double l_1661_ = (l_1660_ ? l_1647_ : _e3692);
        l_mut_226_ = l_1661_;
        double l_1662_ = (l_1652_ ? l_1649_ : l_1647_);
        double _e3695 = l_mut_90_;
        double l_1663_ = (_e3695 + l_1624_);
        double l_1664_ = (l_1650_ ? l_1662_ : l_1663_);
        l_mut_90_ = l_1664_;
        uint l_1665_ = uint(l_1652_);
        uint _e3699 = l_mut_91_;
        l_mut_91_ = (_e3699 + l_1665_);
        double _e3701 = l_mut_90_;
        double l_1666_ = (_e3701 + l_1621_);
        double _e3703 = l_mut_90_;
        double l_1667_ = (l_1666_ - _e3703);
        double l_1668_ = (l_1621_ - l_1667_);
        uint _e3706 = l_mut_91_;
        bool l_1669_ = (_e3706 < 3u);
        bool l_1670_ = (l_1668_ != 0.0L);
        if (l_1669_) {
            local_136 = l_1670_;
        } else {
            local_136 = false;
        }
        bool l_1671_ = local_136;
        uint _e3715 = l_mut_91_;
        bool l_1672_ = (_e3715 == 0u);
        if (l_1671_) {
            local_137 = l_1672_;
        } else {
            local_137 = false;
        }
        bool l_1673_ = local_137;
        double _e3722 = l_mut_228_;
        double l_1674_ = (l_1673_ ? l_1666_ : _e3722);
        l_mut_228_ = l_1674_;
        uint _e3724 = l_mut_91_;
        bool l_1675_ = (_e3724 == 1u);
        if (l_1671_) {
            local_138 = l_1675_;
        } else {
            local_138 = false;
        }
        bool l_1676_ = local_138;
        double _e3731 = l_mut_227_;
        double l_1677_ = (l_1676_ ? l_1666_ : _e3731);
        l_mut_227_ = l_1677_;
        uint _e3733 = l_mut_91_;
        bool l_1678_ = (_e3733 == 2u);
        if (l_1671_) {
            local_139 = l_1678_;
        } else {
            local_139 = false;
        }
        bool l_1679_ = local_139;
        double _e3740 = l_mut_226_;
        double l_1680_ = (l_1679_ ? l_1666_ : _e3740);
        l_mut_226_ = l_1680_;
        double l_1681_ = (l_1671_ ? l_1668_ : l_1666_);
        double _e3743 = l_mut_90_;
        double l_1682_ = (_e3743 + l_1621_);
        double l_1683_ = (l_1669_ ? l_1681_ : l_1682_);
        l_mut_90_ = l_1683_;
        uint l_1684_ = uint(l_1671_);
        uint _e3747 = l_mut_91_;
        l_mut_91_ = (_e3747 + l_1684_);
        double _e3749 = l_mut_90_;
        double l_1685_ = (_e3749 + l_1618_);
        double _e3751 = l_mut_90_;
        double l_1686_ = (l_1685_ - _e3751);
        double l_1687_ = (l_1618_ - l_1686_);
        uint _e3754 = l_mut_91_;
        bool l_1688_ = (_e3754 < 3u);
        bool l_1689_ = (l_1687_ != 0.0L);
        if (l_1688_) {
            local_140 = l_1689_;
        } else {
            local_140 = false;
        }
        bool l_1690_ = local_140;
        uint _e3763 = l_mut_91_;
        bool l_1691_ = (_e3763 == 0u);
        if (l_1690_) {
            local_141 = l_1691_;
        } else {
            local_141 = false;
        }
        bool l_1692_ = local_141;
        double _e3770 = l_mut_228_;
        double l_1693_ = (l_1692_ ? l_1685_ : _e3770);
        l_mut_228_ = l_1693_;
        uint _e3772 = l_mut_91_;
        bool l_1694_ = (_e3772 == 1u);
        if (l_1690_) {
            local_142 = l_1694_;
        } else {
            local_142 = false;
        }
        bool l_1695_ = local_142;
        double _e3779 = l_mut_227_;
        double l_1696_ = (l_1695_ ? l_1685_ : _e3779);
        l_mut_227_ = l_1696_;
        uint _e3781 = l_mut_91_;
        bool l_1697_ = (_e3781 == 2u);
        if (l_1690_) {
            local_143 = l_1697_;
        } else {
            local_143 = false;
        }
        bool l_1698_ = local_143;
        double _e3788 = l_mut_226_;
        double l_1699_ = (l_1698_ ? l_1685_ : _e3788);
        l_mut_226_ = l_1699_;
        double l_1700_ = (l_1690_ ? l_1687_ : l_1685_);
        double _e3791 = l_mut_90_;
        double l_1701_ = (_e3791 + l_1618_);
        double l_1702_ = (l_1688_ ? l_1700_ : l_1701_);
        l_mut_90_ = l_1702_;
        uint l_1703_ = uint(l_1690_);
        uint _e3795 = l_mut_91_;
        l_mut_91_ = (_e3795 + l_1703_);
        uint _e3797 = l_mut_91_;
        bool l_1704_ = (_e3797 == 0u);
        double _e3800 = l_mut_228_;
        double _e3801 = l_mut_90_;
        double l_1705_ = (l_1704_ ? _e3801 : _e3800);
        l_mut_228_ = l_1705_;
        uint _e3803 = l_mut_91_;
        bool l_1706_ = (_e3803 == 1u);
        double _e3806 = l_mut_227_;
        double _e3807 = l_mut_90_;
        double l_1707_ = (l_1706_ ? _e3807 : _e3806);
        l_mut_227_ = l_1707_;
        uint _e3809 = l_mut_91_;
        bool l_1708_ = (_e3809 == 2u);
        double _e3812 = l_mut_226_;
        double _e3813 = l_mut_90_;
        double l_1709_ = (l_1708_ ? _e3813 : _e3812);
        l_mut_226_ = l_1709_;
        uint _e3815 = l_mut_91_;
        bool l_1710_ = (_e3815 == 3u);
        double _e3818 = l_mut_225_;
        double _e3819 = l_mut_90_;
        double l_1711_ = (l_1710_ ? _e3819 : _e3818);
        l_mut_225_ = l_1711_;
        double _e3821 = l_mut_820_;
        double l_1712_ = (l_1504_ * _e3821);
        double l_1713_ = -(l_1712_);
        double _e3824 = l_mut_820_;
        double l_1714_ = mad(l_1504_, _e3824, l_1713_);
        double _e3826 = l_mut_819_;
        double l_1715_ = (l_1504_ * _e3826);
        double l_1716_ = -(l_1715_);
        double _e3829 = l_mut_819_;
        double l_1717_ = mad(l_1504_, _e3829, l_1716_);
        double _e3831 = l_mut_820_;
        double l_1718_ = (l_1506_ * _e3831);
        double l_1719_ = -(l_1718_);
        double _e3834 = l_mut_820_;
        double l_1720_ = mad(l_1506_, _e3834, l_1719_);
        double _e3836 = l_mut_818_;
        double l_1721_ = (l_1504_ * _e3836);
        double l_1722_ = -(l_1721_);
        double _e3839 = l_mut_818_;
        double l_1723_ = mad(l_1504_, _e3839, l_1722_);
        double _e3841 = l_mut_819_;
        double l_1724_ = (l_1506_ * _e3841);
        double l_1725_ = -(l_1724_);
        double _e3844 = l_mut_819_;
        double l_1726_ = mad(l_1506_, _e3844, l_1725_);
        double _e3846 = l_mut_820_;
        double l_1727_ = (l_1508_ * _e3846);
        double l_1728_ = -(l_1727_);
        double _e3849 = l_mut_820_;
        double l_1729_ = mad(l_1508_, _e3849, l_1728_);
        double l_1730_ = (l_1715_ + l_1718_);
        double l_1731_ = (l_1730_ - l_1715_);
        double l_1732_ = (l_1730_ - l_1731_);
        double l_1733_ = (l_1715_ - l_1732_);
        double l_1734_ = (l_1718_ - l_1731_);
        double l_1735_ = (l_1733_ + l_1734_);
        double l_1736_ = (l_1714_ + l_1730_);
        double l_1737_ = (l_1736_ - l_1714_);
        double l_1738_ = (l_1736_ - l_1737_);
        double l_1739_ = (l_1714_ - l_1738_);
        double l_1740_ = (l_1730_ - l_1737_);
        double l_1741_ = (l_1739_ + l_1740_);
        double l_1742_ = (l_1735_ + l_1741_);
        double l_1743_ = (l_1742_ - l_1735_);
        double l_1744_ = (l_1742_ - l_1743_);
        double l_1745_ = (l_1735_ - l_1744_);
        double l_1746_ = (l_1741_ - l_1743_);
        double l_1747_ = (l_1745_ + l_1746_);
        double l_1748_ = (l_1742_ + l_1717_);
        double l_1749_ = (l_1748_ - l_1742_);
        double l_1750_ = (l_1748_ - l_1749_);
        double l_1751_ = (l_1742_ - l_1750_);
        double l_1752_ = (l_1717_ - l_1749_);
        double l_1753_ = (l_1751_ + l_1752_);
        double l_1754_ = (l_1720_ + l_1748_);
        double l_1755_ = (l_1754_ - l_1720_);
        double l_1756_ = (l_1754_ - l_1755_);
        double l_1757_ = (l_1720_ - l_1756_);
        double l_1758_ = (l_1748_ - l_1755_);
        double l_1759_ = (l_1757_ + l_1758_);
        double l_1760_ = (l_1753_ + l_1759_);
        double l_1761_ = (l_1760_ - l_1753_);
        double l_1762_ = (l_1760_ - l_1761_);
        double l_1763_ = (l_1753_ - l_1762_);
        double l_1764_ = (l_1759_ - l_1761_);
        double l_1765_ = (l_1763_ + l_1764_);
        double l_1766_ = (l_1721_ + l_1724_);
        double l_1767_ = (l_1766_ - l_1721_);
        double l_1768_ = (l_1766_ - l_1767_);
        double l_1769_ = (l_1721_ - l_1768_);
        double l_1770_ = (l_1724_ - l_1767_);
        double l_1771_ = (l_1769_ + l_1770_);
        double l_1772_ = (l_1727_ + l_1766_);
        double l_1773_ = (l_1772_ - l_1727_);
        double l_1774_ = (l_1772_ - l_1773_);
        double l_1775_ = (l_1727_ - l_1774_);
        double l_1776_ = (l_1766_ - l_1773_);
        double l_1777_ = (l_1775_ + l_1776_);
        double l_1778_ = (l_1771_ + l_1777_);
        double l_1779_ = (l_1778_ - l_1771_);
        double l_1780_ = (l_1778_ - l_1779_);
        double l_1781_ = (l_1771_ - l_1780_);
        double l_1782_ = (l_1777_ - l_1779_);
        double l_1783_ = (l_1781_ + l_1782_);
        double l_1784_ = (l_1754_ + l_1772_);
        double l_1785_ = (l_1784_ - l_1754_);
        double l_1786_ = (l_1784_ - l_1785_);
        double l_1787_ = (l_1754_ - l_1786_);
        double l_1788_ = (l_1772_ - l_1785_);
        double l_1789_ = (l_1787_ + l_1788_);
        double l_1790_ = (l_1760_ + l_1778_);
        double l_1791_ = (l_1790_ - l_1760_);
        double l_1792_ = (l_1790_ - l_1791_);
        double l_1793_ = (l_1760_ - l_1792_);
        double l_1794_ = (l_1778_ - l_1791_);
        double l_1795_ = (l_1793_ + l_1794_);
        double l_1796_ = (l_1790_ + l_1789_);
        double l_1797_ = (l_1796_ - l_1790_);
        double l_1798_ = (l_1796_ - l_1797_);
        double l_1799_ = (l_1790_ - l_1798_);
        double l_1800_ = (l_1789_ - l_1797_);
        double l_1801_ = (l_1799_ + l_1800_);
        double l_1802_ = (l_1765_ + l_1783_);
        double l_1803_ = (l_1801_ + l_1795_);
        double l_1804_ = (l_1802_ + l_1803_);
        double _e3926 = l_mut_817_;
        double l_1805_ = (l_1504_ * _e3926);
        double _e3928 = l_mut_818_;
        double l_1806_ = (l_1506_ * _e3928);
        double l_1807_ = (l_1805_ + l_1806_);
        double _e3931 = l_mut_819_;
        double l_1808_ = (l_1508_ * _e3931);
        double _e3933 = l_mut_820_;
        double l_1809_ = (l_1510_ * _e3933);
        double l_1810_ = (l_1808_ + l_1809_);
        double l_1811_ = (l_1807_ + l_1810_);
        double l_1812_ = (l_1747_ + l_1723_);
        double l_1813_ = (l_1726_ + l_1729_);
        double l_1814_ = (l_1812_ + l_1813_);
        double l_1815_ = (l_1811_ + l_1814_);
        double l_1816_ = (l_1796_ + l_1815_);
        double l_1817_ = (l_1816_ + l_1804_);
        double l_1818_ = (l_1817_ - l_1816_);
        double l_1819_ = (l_1804_ - l_1818_);
        double l_1820_ = (l_1784_ + l_1817_);
        double l_1821_ = (l_1820_ - l_1784_);
        double l_1822_ = (l_1817_ - l_1821_);
        double l_1823_ = (l_1736_ + l_1820_);
        double l_1824_ = (l_1823_ - l_1736_);
        double l_1825_ = (l_1820_ - l_1824_);
        double l_1826_ = (l_1712_ + l_1823_);
        double l_1827_ = (l_1826_ - l_1712_);
        double l_1828_ = (l_1823_ - l_1827_);
        l_mut_90_ = 0.0L;
        l_mut_89_ = 0.0L;
        l_mut_88_ = 0.0L;
        l_mut_87_ = 0.0L;
        l_mut_86_ = l_1826_;
        l_mut_91_ = 0u;
        double _e3959 = l_mut_86_;
        double l_1829_ = (_e3959 + l_1828_);
        double _e3961 = l_mut_86_;
        double l_1830_ = (l_1829_ - _e3961);
        double l_1831_ = (l_1828_ - l_1830_);
        uint _e3964 = l_mut_91_;
        bool l_1832_ = (_e3964 < 3u);
        bool l_1833_ = (l_1831_ != 0.0L);
        if (l_1832_) {
            local_144 = l_1833_;
        } else {
            local_144 = false;
        }
        bool l_1834_ = local_144;
        uint _e3973 = l_mut_91_;
        bool l_1835_ = (_e3973 == 0u);
        if (l_1834_) {
            local_145 = l_1835_;
        } else {
            local_145 = false;
        }
        bool l_1836_ = local_145;
        double _e3980 = l_mut_90_;
        double l_1837_ = (l_1836_ ? l_1829_ : _e3980);
        l_mut_90_ = l_1837_;
        uint _e3982 = l_mut_91_;
        bool l_1838_ = (_e3982 == 1u);
        if (l_1834_) {
            local_146 = l_1838_;
        } else {
            local_146 = false;
        }
        bool l_1839_ = local_146;
        double _e3989 = l_mut_89_;
        double l_1840_ = (l_1839_ ? l_1829_ : _e3989);
        l_mut_89_ = l_1840_;
        uint _e3991 = l_mut_91_;
        bool l_1841_ = (_e3991 == 2u);
        if (l_1834_) {
            local_147 = l_1841_;
        } else {
            local_147 = false;
        }
        bool l_1842_ = local_147;
        double _e3998 = l_mut_88_;
        double l_1843_ = (l_1842_ ? l_1829_ : _e3998);
        l_mut_88_ = l_1843_;
        double l_1844_ = (l_1834_ ? l_1831_ : l_1829_);
        double _e4001 = l_mut_86_;
        double l_1845_ = (_e4001 + l_1828_);
        double l_1846_ = (l_1832_ ? l_1844_ : l_1845_);
        l_mut_86_ = l_1846_;
        uint l_1847_ = uint(l_1834_);
        uint _e4005 = l_mut_91_;
        l_mut_91_ = (_e4005 + l_1847_);
        double _e4007 = l_mut_86_;
        double l_1848_ = (_e4007 + l_1825_);
        double _e4009 = l_mut_86_;
        double l_1849_ = (l_1848_ - _e4009);
        double l_1850_ = (l_1825_ - l_1849_);
        uint _e4012 = l_mut_91_;
        bool l_1851_ = (_e4012 < 3u);
        bool l_1852_ = (l_1850_ != 0.0L);
        if (l_1851_) {
            local_148 = l_1852_;
        } else {
            local_148 = false;
        }
        bool l_1853_ = local_148;
        uint _e4021 = l_mut_91_;
        bool l_1854_ = (_e4021 == 0u);
        if (l_1853_) {
            local_149 = l_1854_;
        } else {
            local_149 = false;
        }
        bool l_1855_ = local_149;
        double _e4028 = l_mut_90_;
        double l_1856_ = (l_1855_ ? l_1848_ : _e4028);
        l_mut_90_ = l_1856_;
        uint _e4030 = l_mut_91_;
        bool l_1857_ = (_e4030 == 1u);
        if (l_1853_) {
            local_150 = l_1857_;
        } else {
            local_150 = false;
        }
        bool l_1858_ = local_150;
        double _e4037 = l_mut_89_;
        double l_1859_ = (l_1858_ ? l_1848_ : _e4037);
        l_mut_89_ = l_1859_;
        uint _e4039 = l_mut_91_;
        bool l_1860_ = (_e4039 == 2u);
        if (l_1853_) {
            local_151 = l_1860_;
        } else {
            local_151 = false;
        }
        bool l_1861_ = local_151;
        double _e4046 = l_mut_88_;
        double l_1862_ = (l_1861_ ? l_1848_ : _e4046);
        l_mut_88_ = l_1862_;
        double l_1863_ = (l_1853_ ? l_1850_ : l_1848_);
        double _e4049 = l_mut_86_;
        double l_1864_ = (_e4049 + l_1825_);
        double l_1865_ = (l_1851_ ? l_1863_ : l_1864_);
        l_mut_86_ = l_1865_;
        uint l_1866_ = uint(l_1853_);
        uint _e4053 = l_mut_91_;
        l_mut_91_ = (_e4053 + l_1866_);
        double _e4055 = l_mut_86_;
        double l_1867_ = (_e4055 + l_1822_);
        double _e4057 = l_mut_86_;
        double l_1868_ = (l_1867_ - _e4057);
        double l_1869_ = (l_1822_ - l_1868_);
        uint _e4060 = l_mut_91_;
        bool l_1870_ = (_e4060 < 3u);
        bool l_1871_ = (l_1869_ != 0.0L);
        if (l_1870_) {
            local_152 = l_1871_;
        } else {
            local_152 = false;
        }
        bool l_1872_ = local_152;
        uint _e4069 = l_mut_91_;
        bool l_1873_ = (_e4069 == 0u);
        if (l_1872_) {
            local_153 = l_1873_;
        } else {
            local_153 = false;
        }
        bool l_1874_ = local_153;
        double _e4076 = l_mut_90_;
        double l_1875_ = (l_1874_ ? l_1867_ : _e4076);
        l_mut_90_ = l_1875_;
        uint _e4078 = l_mut_91_;
        bool l_1876_ = (_e4078 == 1u);
        if (l_1872_) {
            local_154 = l_1876_;
        } else {
            local_154 = false;
        }
        bool l_1877_ = local_154;
        double _e4085 = l_mut_89_;
        double l_1878_ = (l_1877_ ? l_1867_ : _e4085);
        l_mut_89_ = l_1878_;
        uint _e4087 = l_mut_91_;
        bool l_1879_ = (_e4087 == 2u);
        if (l_1872_) {
            local_155 = l_1879_;
        } else {
            local_155 = false;
        }
        bool l_1880_ = local_155;
        double _e4094 = l_mut_88_;
        double l_1881_ = (l_1880_ ? l_1867_ : _e4094);
        l_mut_88_ = l_1881_;
        double l_1882_ = (l_1872_ ? l_1869_ : l_1867_);
        double _e4097 = l_mut_86_;
        double l_1883_ = (_e4097 + l_1822_);
        double l_1884_ = (l_1870_ ? l_1882_ : l_1883_);
        l_mut_86_ = l_1884_;
        uint l_1885_ = uint(l_1872_);
        uint _e4101 = l_mut_91_;
        l_mut_91_ = (_e4101 + l_1885_);
        double _e4103 = l_mut_86_;
        double l_1886_ = (_e4103 + l_1819_);
        double _e4105 = l_mut_86_;
        double l_1887_ = (l_1886_ - _e4105);
        double l_1888_ = (l_1819_ - l_1887_);
        uint _e4108 = l_mut_91_;
        bool l_1889_ = (_e4108 < 3u);
        bool l_1890_ = (l_1888_ != 0.0L);
        if (l_1889_) {
            local_156 = l_1890_;
        } else {
            local_156 = false;
        }
        bool l_1891_ = local_156;
        uint _e4117 = l_mut_91_;
        bool l_1892_ = (_e4117 == 0u);
        if (l_1891_) {
            local_157 = l_1892_;
        } else {
            local_157 = false;
        }
        bool l_1893_ = local_157;
        double _e4124 = l_mut_90_;
        double l_1894_ = (l_1893_ ? l_1886_ : _e4124);
        l_mut_90_ = l_1894_;
        uint _e4126 = l_mut_91_;
        bool l_1895_ = (_e4126 == 1u);
        if (l_1891_) {
            local_158 = l_1895_;
        } else {
            local_158 = false;
        }
        bool l_1896_ = local_158;
        double _e4133 = l_mut_89_;
        double l_1897_ = (l_1896_ ? l_1886_ : _e4133);
        l_mut_89_ = l_1897_;
        uint _e4135 = l_mut_91_;
        bool l_1898_ = (_e4135 == 2u);
        if (l_1891_) {
            local_159 = l_1898_;
        } else {
            local_159 = false;
        }
        bool l_1899_ = local_159;
        double _e4142 = l_mut_88_;
        double l_1900_ = (l_1899_ ? l_1886_ : _e4142);
        l_mut_88_ = l_1900_;
        double l_1901_ = (l_1891_ ? l_1888_ : l_1886_);
        double _e4145 = l_mut_86_;
        double l_1902_ = (_e4145 + l_1819_);
        double l_1903_ = (l_1889_ ? l_1901_ : l_1902_);
        l_mut_86_ = l_1903_;
        uint l_1904_ = uint(l_1891_);
        uint _e4149 = l_mut_91_;
        l_mut_91_ = (_e4149 + l_1904_);
        uint _e4151 = l_mut_91_;
        bool l_1905_ = (_e4151 == 0u);
        double _e4154 = l_mut_90_;
        double _e4155 = l_mut_86_;
        double l_1906_ = (l_1905_ ? _e4155 : _e4154);
        l_mut_90_ = l_1906_;
        uint _e4157 = l_mut_91_;
        bool l_1907_ = (_e4157 == 1u);
        double _e4160 = l_mut_89_;
        double _e4161 = l_mut_86_;
        double l_1908_ = (l_1907_ ? _e4161 : _e4160);
        l_mut_89_ = l_1908_;
        uint _e4163 = l_mut_91_;
        bool l_1909_ = (_e4163 == 2u);
        double _e4166 = l_mut_88_;
        double _e4167 = l_mut_86_;
        double l_1910_ = (l_1909_ ? _e4167 : _e4166);
        l_mut_88_ = l_1910_;
        uint _e4169 = l_mut_91_;
        bool l_1911_ = (_e4169 == 3u);
        double _e4172 = l_mut_87_;
        double _e4173 = l_mut_86_;
        double l_1912_ = (l_1911_ ? _e4173 : _e4172);
        l_mut_87_ = l_1912_;
        double _e4176 = l_mut_228_;
        a_1913_[0] = _e4176;
        double _e4178 = l_mut_90_;
        a_1913_[1] = _e4178;
        double _e4180 = l_mut_227_;
        a_1913_[2] = _e4180;
        double _e4182 = l_mut_89_;
        a_1913_[3] = _e4182;
        double _e4184 = l_mut_226_;
        a_1913_[4] = _e4184;
        double _e4186 = l_mut_88_;
        a_1913_[5] = _e4186;
        double _e4188 = l_mut_225_;
        a_1913_[6] = _e4188;
        double _e4190 = l_mut_87_;
        a_1913_[7] = _e4190;
        double l_1914_ = a_1913_[7];
        l_mut_86_ = l_1914_;
        double l_1915_ = a_1913_[6];
        double _e4195 = l_mut_86_;
        double l_1916_ = (l_1915_ + _e4195);
        double l_1917_ = (l_1916_ - l_1915_);
        double l_1918_ = (l_1916_ - l_1917_);
        double l_1919_ = (l_1915_ - l_1918_);
        double _e4200 = l_mut_86_;
        double l_1920_ = (_e4200 - l_1917_);
        double l_1921_ = (l_1919_ + l_1920_);
        a_1913_[7] = l_1921_;
        l_mut_86_ = l_1916_;
        double l_1922_ = a_1913_[5];
        double _e4206 = l_mut_86_;
        double l_1923_ = (l_1922_ + _e4206);
        double l_1924_ = (l_1923_ - l_1922_);
        double l_1925_ = (l_1923_ - l_1924_);
        double l_1926_ = (l_1922_ - l_1925_);
        double _e4211 = l_mut_86_;
        double l_1927_ = (_e4211 - l_1924_);
        double l_1928_ = (l_1926_ + l_1927_);
        a_1913_[6] = l_1928_;
        l_mut_86_ = l_1923_;
        double l_1929_ = a_1913_[4];
        double _e4217 = l_mut_86_;
        double l_1930_ = (l_1929_ + _e4217);
        double l_1931_ = (l_1930_ - l_1929_);
        double l_1932_ = (l_1930_ - l_1931_);
        double l_1933_ = (l_1929_ - l_1932_);
        double _e4222 = l_mut_86_;
        double l_1934_ = (_e4222 - l_1931_);
        double l_1935_ = (l_1933_ + l_1934_);
        a_1913_[5] = l_1935_;
        l_mut_86_ = l_1930_;
        double l_1936_ = a_1913_[3];
        double _e4228 = l_mut_86_;
        double l_1937_ = (l_1936_ + _e4228);
        double l_1938_ = (l_1937_ - l_1936_);
        double l_1939_ = (l_1937_ - l_1938_);
        double l_1940_ = (l_1936_ - l_1939_);
        double _e4233 = l_mut_86_;
        double l_1941_ = (_e4233 - l_1938_);
        double l_1942_ = (l_1940_ + l_1941_);
        a_1913_[4] = l_1942_;
        l_mut_86_ = l_1937_;
        double l_1943_ = a_1913_[2];
        double _e4239 = l_mut_86_;
        double l_1944_ = (l_1943_ + _e4239);
        double l_1945_ = (l_1944_ - l_1943_);
        double l_1946_ = (l_1944_ - l_1945_);
        double l_1947_ = (l_1943_ - l_1946_);
        double _e4244 = l_mut_86_;
        double l_1948_ = (_e4244 - l_1945_);
        double l_1949_ = (l_1947_ + l_1948_);
        a_1913_[3] = l_1949_;
        l_mut_86_ = l_1944_;
        double l_1950_ = a_1913_[1];
        double _e4250 = l_mut_86_;
        double l_1951_ = (l_1950_ + _e4250);
        double l_1952_ = (l_1951_ - l_1950_);
        double l_1953_ = (l_1951_ - l_1952_);
        double l_1954_ = (l_1950_ - l_1953_);
        double _e4255 = l_mut_86_;
        double l_1955_ = (_e4255 - l_1952_);
        double l_1956_ = (l_1954_ + l_1955_);
        a_1913_[2] = l_1956_;
        l_mut_86_ = l_1951_;
        double l_1957_ = a_1913_[0];
        double _e4261 = l_mut_86_;
        double l_1958_ = (l_1957_ + _e4261);
        double l_1959_ = (l_1958_ - l_1957_);
        double l_1960_ = (l_1958_ - l_1959_);
        double l_1961_ = (l_1957_ - l_1960_);
        double _e4266 = l_mut_86_;
        double l_1962_ = (_e4266 - l_1959_);
        double l_1963_ = (l_1961_ + l_1962_);
        a_1913_[1] = l_1963_;
        l_mut_86_ = l_1958_;
        double _e4271 = l_mut_86_;
        a_1913_[0] = _e4271;
        double l_1964_ = a_1913_[7];
        l_mut_86_ = l_1964_;
        double l_1965_ = a_1913_[6];
        double _e4276 = l_mut_86_;
        double l_1966_ = (l_1965_ + _e4276);
        double l_1967_ = (l_1966_ - l_1965_);
        double l_1968_ = (l_1966_ - l_1967_);
        double l_1969_ = (l_1965_ - l_1968_);
        double _e4281 = l_mut_86_;
        double l_1970_ = (_e4281 - l_1967_);
        double l_1971_ = (l_1969_ + l_1970_);
        a_1913_[7] = l_1971_;
        l_mut_86_ = l_1966_;
        double l_1972_ = a_1913_[5];
        double _e4287 = l_mut_86_;
        double l_1973_ = (l_1972_ + _e4287);
        double l_1974_ = (l_1973_ - l_1972_);
        double l_1975_ = (l_1973_ - l_1974_);
        double l_1976_ = (l_1972_ - l_1975_);
        double _e4292 = l_mut_86_;
        double l_1977_ = (_e4292 - l_1974_);
        double l_1978_ = (l_1976_ + l_1977_);
        a_1913_[6] = l_1978_;
        l_mut_86_ = l_1973_;
        double l_1979_ = a_1913_[4];
        double _e4298 = l_mut_86_;
        double l_1980_ = (l_1979_ + _e4298);
        double l_1981_ = (l_1980_ - l_1979_);
        double l_1982_ = (l_1980_ - l_1981_);
        double l_1983_ = (l_1979_ - l_1982_);
        double _e4303 = l_mut_86_;
        double l_1984_ = (_e4303 - l_1981_);
        double l_1985_ = (l_1983_ + l_1984_);
        a_1913_[5] = l_1985_;
        l_mut_86_ = l_1980_;
        double l_1986_ = a_1913_[3];
        double _e4309 = l_mut_86_;
        double l_1987_ = (l_1986_ + _e4309);
        double l_1988_ = (l_1987_ - l_1986_);
        double l_1989_ = (l_1987_ - l_1988_);
        double l_1990_ = (l_1986_ - l_1989_);
        double _e4314 = l_mut_86_;
        double l_1991_ = (_e4314 - l_1988_);
        double l_1992_ = (l_1990_ + l_1991_);
        a_1913_[4] = l_1992_;
        l_mut_86_ = l_1987_;
        double l_1993_ = a_1913_[2];
        double _e4320 = l_mut_86_;
        double l_1994_ = (l_1993_ + _e4320);
        double l_1995_ = (l_1994_ - l_1993_);
        double l_1996_ = (l_1994_ - l_1995_);
        double l_1997_ = (l_1993_ - l_1996_);
        double _e4325 = l_mut_86_;
        double l_1998_ = (_e4325 - l_1995_);
        double l_1999_ = (l_1997_ + l_1998_);
        a_1913_[3] = l_1999_;
        l_mut_86_ = l_1994_;
        double l_2000_ = a_1913_[1];
        double _e4331 = l_mut_86_;
        double l_2001_ = (l_2000_ + _e4331);
        double l_2002_ = (l_2001_ - l_2000_);
        double l_2003_ = (l_2001_ - l_2002_);
        double l_2004_ = (l_2000_ - l_2003_);
        double _e4336 = l_mut_86_;
        double l_2005_ = (_e4336 - l_2002_);
        double l_2006_ = (l_2004_ + l_2005_);
        a_1913_[2] = l_2006_;
        l_mut_86_ = l_2001_;
        double l_2007_ = a_1913_[0];
        double _e4342 = l_mut_86_;
        double l_2008_ = (l_2007_ + _e4342);
        double l_2009_ = (l_2008_ - l_2007_);
        double l_2010_ = (l_2008_ - l_2009_);
        double l_2011_ = (l_2007_ - l_2010_);
        double _e4347 = l_mut_86_;
        double l_2012_ = (_e4347 - l_2009_);
        double l_2013_ = (l_2011_ + l_2012_);
        a_1913_[1] = l_2013_;
        l_mut_86_ = l_2008_;
        double _e4352 = l_mut_86_;
        a_1913_[0] = _e4352;
        l_mut_86_ = 0.0L;
        l_mut_44_ = 0.0L;
        l_mut_43_ = 0.0L;
        l_mut_42_ = 0.0L;
        double l_2014_ = a_1913_[0];
        l_mut_41_ = l_2014_;
        l_mut_91_ = 0u;
        double l_2015_ = a_1913_[1];
        double _e4362 = l_mut_41_;
        double l_2016_ = (_e4362 + l_2015_);
        double _e4364 = l_mut_41_;
        double l_2017_ = (l_2016_ - _e4364);
        double l_2018_ = (l_2016_ - l_2017_);
        double _e4367 = l_mut_41_;
        double l_2019_ = (_e4367 - l_2018_);
        double l_2020_ = (l_2015_ - l_2017_);
        double l_2021_ = (l_2019_ + l_2020_);
        uint _e4371 = l_mut_91_;
        bool l_2022_ = (_e4371 < 3u);
        bool l_2023_ = (l_2021_ != 0.0L);
        if (l_2022_) {
            local_160 = l_2023_;
        } else {
            local_160 = false;
        }
        bool l_2024_ = local_160;
        uint _e4380 = l_mut_91_;
        bool l_2025_ = (_e4380 == 0u);
        if (l_2024_) {
            local_161 = l_2025_;
        } else {
            local_161 = false;
        }
        bool l_2026_ = local_161;
        double _e4387 = l_mut_86_;
        double l_2027_ = (l_2026_ ? l_2016_ : _e4387);
        l_mut_86_ = l_2027_;
        uint _e4389 = l_mut_91_;
        bool l_2028_ = (_e4389 == 1u);
        if (l_2024_) {
            local_162 = l_2028_;
        } else {
            local_162 = false;
        }
        bool l_2029_ = local_162;
        double _e4396 = l_mut_44_;
        double l_2030_ = (l_2029_ ? l_2016_ : _e4396);
        l_mut_44_ = l_2030_;
        uint _e4398 = l_mut_91_;
        bool l_2031_ = (_e4398 == 2u);
        if (l_2024_) {
            local_163 = l_2031_;
        } else {
            local_163 = false;
        }
        bool l_2032_ = local_163;
        double _e4405 = l_mut_43_;
        double l_2033_ = (l_2032_ ? l_2016_ : _e4405);
        l_mut_43_ = l_2033_;
        double l_2034_ = (l_2024_ ? l_2021_ : l_2016_);
        double _e4408 = l_mut_41_;
        double l_2035_ = (_e4408 + l_2015_);
        double l_2036_ = (l_2022_ ? l_2034_ : l_2035_);
        l_mut_41_ = l_2036_;
        uint l_2037_ = uint(l_2024_);
        uint _e4412 = l_mut_91_;
        l_mut_91_ = (_e4412 + l_2037_);
        double l_2038_ = a_1913_[2];
        double _e4416 = l_mut_41_;
        double l_2039_ = (_e4416 + l_2038_);
        double _e4418 = l_mut_41_;
        double l_2040_ = (l_2039_ - _e4418);
        double l_2041_ = (l_2039_ - l_2040_);
        double _e4421 = l_mut_41_;
        double l_2042_ = (_e4421 - l_2041_);
        double l_2043_ = (l_2038_ - l_2040_);
        double l_2044_ = (l_2042_ + l_2043_);
        uint _e4425 = l_mut_91_;
        bool l_2045_ = (_e4425 < 3u);
        bool l_2046_ = (l_2044_ != 0.0L);
        if (l_2045_) {
            local_164 = l_2046_;
        } else {
            local_164 = false;
        }
        bool l_2047_ = local_164;
        uint _e4434 = l_mut_91_;
        bool l_2048_ = (_e4434 == 0u);
        if (l_2047_) {
            local_165 = l_2048_;
        } else {
            local_165 = false;
        }
        bool l_2049_ = local_165;
        double _e4441 = l_mut_86_;
        double l_2050_ = (l_2049_ ? l_2039_ : _e4441);
        l_mut_86_ = l_2050_;
        uint _e4443 = l_mut_91_;
        bool l_2051_ = (_e4443 == 1u);
        if (l_2047_) {
            local_166 = l_2051_;
        } else {
            local_166 = false;
        }
        bool l_2052_ = local_166;
        double _e4450 = l_mut_44_;
        double l_2053_ = (l_2052_ ? l_2039_ : _e4450);
        l_mut_44_ = l_2053_;
        uint _e4452 = l_mut_91_;
        bool l_2054_ = (_e4452 == 2u);
        if (l_2047_) {
            local_167 = l_2054_;
        } else {
            local_167 = false;
        }
        bool l_2055_ = local_167;
        double _e4459 = l_mut_43_;
        double l_2056_ = (l_2055_ ? l_2039_ : _e4459);
        l_mut_43_ = l_2056_;
        double l_2057_ = (l_2047_ ? l_2044_ : l_2039_);
        double _e4462 = l_mut_41_;
        double l_2058_ = (_e4462 + l_2038_);
        double l_2059_ = (l_2045_ ? l_2057_ : l_2058_);
        l_mut_41_ = l_2059_;
        uint l_2060_ = uint(l_2047_);
        uint _e4466 = l_mut_91_;
        l_mut_91_ = (_e4466 + l_2060_);
        double l_2061_ = a_1913_[3];
        double _e4470 = l_mut_41_;
        double l_2062_ = (_e4470 + l_2061_);
        double _e4472 = l_mut_41_;
        double l_2063_ = (l_2062_ - _e4472);
        double l_2064_ = (l_2062_ - l_2063_);
        double _e4475 = l_mut_41_;
        double l_2065_ = (_e4475 - l_2064_);
        double l_2066_ = (l_2061_ - l_2063_);
        double l_2067_ = (l_2065_ + l_2066_);
        uint _e4479 = l_mut_91_;
        bool l_2068_ = (_e4479 < 3u);
        bool l_2069_ = (l_2067_ != 0.0L);
        if (l_2068_) {
            local_168 = l_2069_;
        } else {
            local_168 = false;
        }
        bool l_2070_ = local_168;
        uint _e4488 = l_mut_91_;
        bool l_2071_ = (_e4488 == 0u);
        if (l_2070_) {
            local_169 = l_2071_;
        } else {
            local_169 = false;
        }
        bool l_2072_ = local_169;
        double _e4495 = l_mut_86_;
        double l_2073_ = (l_2072_ ? l_2062_ : _e4495);
        l_mut_86_ = l_2073_;
        uint _e4497 = l_mut_91_;
        bool l_2074_ = (_e4497 == 1u);
        if (l_2070_) {
            local_170 = l_2074_;
        } else {
            local_170 = false;
        }
        bool l_2075_ = local_170;
        double _e4504 = l_mut_44_;
        double l_2076_ = (l_2075_ ? l_2062_ : _e4504);
        l_mut_44_ = l_2076_;
        uint _e4506 = l_mut_91_;
        bool l_2077_ = (_e4506 == 2u);
        if (l_2070_) {
            local_171 = l_2077_;
        } else {
            local_171 = false;
        }
        bool l_2078_ = local_171;
        double _e4513 = l_mut_43_;
        double l_2079_ = (l_2078_ ? l_2062_ : _e4513);
        l_mut_43_ = l_2079_;
        double l_2080_ = (l_2070_ ? l_2067_ : l_2062_);
        double _e4516 = l_mut_41_;
        double l_2081_ = (_e4516 + l_2061_);
        double l_2082_ = (l_2068_ ? l_2080_ : l_2081_);
        l_mut_41_ = l_2082_;
        uint l_2083_ = uint(l_2070_);
        uint _e4520 = l_mut_91_;
        l_mut_91_ = (_e4520 + l_2083_);
        double l_2084_ = a_1913_[4];
        double _e4524 = l_mut_41_;
        double l_2085_ = (_e4524 + l_2084_);
        double _e4526 = l_mut_41_;
        double l_2086_ = (l_2085_ - _e4526);
        double l_2087_ = (l_2085_ - l_2086_);
        double _e4529 = l_mut_41_;
        double l_2088_ = (_e4529 - l_2087_);
        double l_2089_ = (l_2084_ - l_2086_);
        double l_2090_ = (l_2088_ + l_2089_);
        uint _e4533 = l_mut_91_;
        bool l_2091_ = (_e4533 < 3u);
        bool l_2092_ = (l_2090_ != 0.0L);
        if (l_2091_) {
            local_172 = l_2092_;
        } else {
            local_172 = false;
        }
        bool l_2093_ = local_172;
        uint _e4542 = l_mut_91_;
        bool l_2094_ = (_e4542 == 0u);
        if (l_2093_) {
            local_173 = l_2094_;
        } else {
            local_173 = false;
        }
        bool l_2095_ = local_173;
        double _e4549 = l_mut_86_;
        double l_2096_ = (l_2095_ ? l_2085_ : _e4549);
        l_mut_86_ = l_2096_;
        uint _e4551 = l_mut_91_;
        bool l_2097_ = (_e4551 == 1u);
        if (l_2093_) {
            local_174 = l_2097_;
        } else {
            local_174 = false;
        }
        bool l_2098_ = local_174;
        double _e4558 = l_mut_44_;
        double l_2099_ = (l_2098_ ? l_2085_ : _e4558);
        l_mut_44_ = l_2099_;
        uint _e4560 = l_mut_91_;
        bool l_2100_ = (_e4560 == 2u);
        if (l_2093_) {
            local_175 = l_2100_;
        } else {
            local_175 = false;
        }
        bool l_2101_ = local_175;
        double _e4567 = l_mut_43_;
        double l_2102_ = (l_2101_ ? l_2085_ : _e4567);
        l_mut_43_ = l_2102_;
        double l_2103_ = (l_2093_ ? l_2090_ : l_2085_);
        double _e4570 = l_mut_41_;
        double l_2104_ = (_e4570 + l_2084_);
        double l_2105_ = (l_2091_ ? l_2103_ : l_2104_);
        l_mut_41_ = l_2105_;
        uint l_2106_ = uint(l_2093_);
        uint _e4574 = l_mut_91_;
        l_mut_91_ = (_e4574 + l_2106_);
        double l_2107_ = a_1913_[5];
        double _e4578 = l_mut_41_;
        double l_2108_ = (_e4578 + l_2107_);
        double _e4580 = l_mut_41_;
        double l_2109_ = (l_2108_ - _e4580);
        double l_2110_ = (l_2108_ - l_2109_);
        double _e4583 = l_mut_41_;
        double l_2111_ = (_e4583 - l_2110_);
        double l_2112_ = (l_2107_ - l_2109_);
        double l_2113_ = (l_2111_ + l_2112_);
        uint _e4587 = l_mut_91_;
        bool l_2114_ = (_e4587 < 3u);
        bool l_2115_ = (l_2113_ != 0.0L);
        if (l_2114_) {
            local_176 = l_2115_;
        } else {
            local_176 = false;
        }
        bool l_2116_ = local_176;
        uint _e4596 = l_mut_91_;
        bool l_2117_ = (_e4596 == 0u);
        if (l_2116_) {
            local_177 = l_2117_;
        } else {
            local_177 = false;
        }
        bool l_2118_ = local_177;
        double _e4603 = l_mut_86_;
        double l_2119_ = (l_2118_ ? l_2108_ : _e4603);
        l_mut_86_ = l_2119_;
        uint _e4605 = l_mut_91_;
        bool l_2120_ = (_e4605 == 1u);
        if (l_2116_) {
            local_178 = l_2120_;
        } else {
            local_178 = false;
        }
        bool l_2121_ = local_178;
        double _e4612 = l_mut_44_;
        double l_2122_ = (l_2121_ ? l_2108_ : _e4612);
        l_mut_44_ = l_2122_;
        uint _e4614 = l_mut_91_;
        bool l_2123_ = (_e4614 == 2u);
        if (l_2116_) {
            local_179 = l_2123_;
        } else {
            local_179 = false;
        }
        bool l_2124_ = local_179;
        double _e4621 = l_mut_43_;
        double l_2125_ = (l_2124_ ? l_2108_ : _e4621);
        l_mut_43_ = l_2125_;
        double l_2126_ = (l_2116_ ? l_2113_ : l_2108_);
        double _e4624 = l_mut_41_;
        double l_2127_ = (_e4624 + l_2107_);
        double l_2128_ = (l_2114_ ? l_2126_ : l_2127_);
        l_mut_41_ = l_2128_;
        uint l_2129_ = uint(l_2116_);
        uint _e4628 = l_mut_91_;
        l_mut_91_ = (_e4628 + l_2129_);
        double l_2130_ = a_1913_[6];
        double _e4632 = l_mut_41_;
        double l_2131_ = (_e4632 + l_2130_);
        double _e4634 = l_mut_41_;
        double l_2132_ = (l_2131_ - _e4634);
        double l_2133_ = (l_2131_ - l_2132_);
        double _e4637 = l_mut_41_;
        double l_2134_ = (_e4637 - l_2133_);
        double l_2135_ = (l_2130_ - l_2132_);
        double l_2136_ = (l_2134_ + l_2135_);
        uint _e4641 = l_mut_91_;
        bool l_2137_ = (_e4641 < 3u);
        bool l_2138_ = (l_2136_ != 0.0L);
        if (l_2137_) {
            local_180 = l_2138_;
        } else {
            local_180 = false;
        }
        bool l_2139_ = local_180;
        uint _e4650 = l_mut_91_;
        bool l_2140_ = (_e4650 == 0u);
        if (l_2139_) {
            local_181 = l_2140_;
        } else {
            local_181 = false;
        }
        bool l_2141_ = local_181;
        double _e4657 = l_mut_86_;
        double l_2142_ = (l_2141_ ? l_2131_ : _e4657);
        l_mut_86_ = l_2142_;
        uint _e4659 = l_mut_91_;
        bool l_2143_ = (_e4659 == 1u);
        if (l_2139_) {
            local_182 = l_2143_;
        } else {
            local_182 = false;
        }
        bool l_2144_ = local_182;
        double _e4666 = l_mut_44_;
        double l_2145_ = (l_2144_ ? l_2131_ : _e4666);
        l_mut_44_ = l_2145_;
        uint _e4668 = l_mut_91_;
        bool l_2146_ = (_e4668 == 2u);
        if (l_2139_) {
            local_183 = l_2146_;
        } else {
            local_183 = false;
        }
        bool l_2147_ = local_183;
        double _e4675 = l_mut_43_;
        double l_2148_ = (l_2147_ ? l_2131_ : _e4675);
        l_mut_43_ = l_2148_;
        double l_2149_ = (l_2139_ ? l_2136_ : l_2131_);
        double _e4678 = l_mut_41_;
        double l_2150_ = (_e4678 + l_2130_);
        double l_2151_ = (l_2137_ ? l_2149_ : l_2150_);
        l_mut_41_ = l_2151_;
        uint l_2152_ = uint(l_2139_);
        uint _e4682 = l_mut_91_;
        l_mut_91_ = (_e4682 + l_2152_);
        double l_2153_ = a_1913_[7];
        double _e4686 = l_mut_41_;
        double l_2154_ = (_e4686 + l_2153_);
        double _e4688 = l_mut_41_;
        double l_2155_ = (l_2154_ - _e4688);
        double l_2156_ = (l_2154_ - l_2155_);
        double _e4691 = l_mut_41_;
        double l_2157_ = (_e4691 - l_2156_);
        double l_2158_ = (l_2153_ - l_2155_);
        double l_2159_ = (l_2157_ + l_2158_);
        uint _e4695 = l_mut_91_;
        bool l_2160_ = (_e4695 < 3u);
        bool l_2161_ = (l_2159_ != 0.0L);
        if (l_2160_) {
            local_184 = l_2161_;
        } else {
            local_184 = false;
        }
        bool l_2162_ = local_184;
        uint _e4704 = l_mut_91_;
        bool l_2163_ = (_e4704 == 0u);
        if (l_2162_) {
            local_185 = l_2163_;
        } else {
            local_185 = false;
        }
        bool l_2164_ = local_185;
        double _e4711 = l_mut_86_;
        double l_2165_ = (l_2164_ ? l_2154_ : _e4711);
        l_mut_86_ = l_2165_;
        uint _e4713 = l_mut_91_;
        bool l_2166_ = (_e4713 == 1u);
        if (l_2162_) {
            local_186 = l_2166_;
        } else {
            local_186 = false;
        }
        bool l_2167_ = local_186;
        double _e4720 = l_mut_44_;
        double l_2168_ = (l_2167_ ? l_2154_ : _e4720);
        l_mut_44_ = l_2168_;
        uint _e4722 = l_mut_91_;
        bool l_2169_ = (_e4722 == 2u);
        if (l_2162_) {
            local_187 = l_2169_;
        } else {
            local_187 = false;
        }
        bool l_2170_ = local_187;
        double _e4729 = l_mut_43_;
        double l_2171_ = (l_2170_ ? l_2154_ : _e4729);
        l_mut_43_ = l_2171_;
        double l_2172_ = (l_2162_ ? l_2159_ : l_2154_);
        double _e4732 = l_mut_41_;
        double l_2173_ = (_e4732 + l_2153_);
        double l_2174_ = (l_2160_ ? l_2172_ : l_2173_);
        l_mut_41_ = l_2174_;
        uint l_2175_ = uint(l_2162_);
        uint _e4736 = l_mut_91_;
        l_mut_91_ = (_e4736 + l_2175_);
        uint _e4738 = l_mut_91_;
        bool l_2176_ = (_e4738 == 0u);
        double _e4741 = l_mut_86_;
        double _e4742 = l_mut_41_;
        double l_2177_ = (l_2176_ ? _e4742 : _e4741);
        l_mut_86_ = l_2177_;
        uint _e4744 = l_mut_91_;
        bool l_2178_ = (_e4744 == 1u);
        double _e4747 = l_mut_44_;
        double _e4748 = l_mut_41_;
        double l_2179_ = (l_2178_ ? _e4748 : _e4747);
        l_mut_44_ = l_2179_;
        uint _e4750 = l_mut_91_;
        bool l_2180_ = (_e4750 == 2u);
        double _e4753 = l_mut_43_;
        double _e4754 = l_mut_41_;
        double l_2181_ = (l_2180_ ? _e4754 : _e4753);
        l_mut_43_ = l_2181_;
        uint _e4756 = l_mut_91_;
        bool l_2182_ = (_e4756 == 3u);
        double _e4759 = l_mut_42_;
        double _e4760 = l_mut_41_;
        double l_2183_ = (l_2182_ ? _e4760 : _e4759);
        l_mut_42_ = l_2183_;
        double _e4762 = l_mut_648_;
        double l_2184_ = (l_1504_ * _e4762);
        double l_2185_ = -(l_2184_);
        double _e4765 = l_mut_648_;
        double l_2186_ = mad(l_1504_, _e4765, l_2185_);
        double _e4767 = l_mut_647_;
        double l_2187_ = (l_1504_ * _e4767);
        double l_2188_ = -(l_2187_);
        double _e4770 = l_mut_647_;
        double l_2189_ = mad(l_1504_, _e4770, l_2188_);
        double _e4772 = l_mut_648_;
        double l_2190_ = (l_1506_ * _e4772);
        double l_2191_ = -(l_2190_);
        double _e4775 = l_mut_648_;
        double l_2192_ = mad(l_1506_, _e4775, l_2191_);
        double _e4777 = l_mut_646_;
        double l_2193_ = (l_1504_ * _e4777);
        double l_2194_ = -(l_2193_);
        double _e4780 = l_mut_646_;
        double l_2195_ = mad(l_1504_, _e4780, l_2194_);
        double _e4782 = l_mut_647_;
        double l_2196_ = (l_1506_ * _e4782);
        double l_2197_ = -(l_2196_);
        double _e4785 = l_mut_647_;
        double l_2198_ = mad(l_1506_, _e4785, l_2197_);
        double _e4787 = l_mut_648_;
        double l_2199_ = (l_1508_ * _e4787);
        double l_2200_ = -(l_2199_);
        double _e4790 = l_mut_648_;
        double l_2201_ = mad(l_1508_, _e4790, l_2200_);
        double l_2202_ = (l_2187_ + l_2190_);
        double l_2203_ = (l_2202_ - l_2187_);
        double l_2204_ = (l_2202_ - l_2203_);
        double l_2205_ = (l_2187_ - l_2204_);
        double l_2206_ = (l_2190_ - l_2203_);
        double l_2207_ = (l_2205_ + l_2206_);
        double l_2208_ = (l_2186_ + l_2202_);
        double l_2209_ = (l_2208_ - l_2186_);
        double l_2210_ = (l_2208_ - l_2209_);
        double l_2211_ = (l_2186_ - l_2210_);
        double l_2212_ = (l_2202_ - l_2209_);
        double l_2213_ = (l_2211_ + l_2212_);
        double l_2214_ = (l_2207_ + l_2213_);
        double l_2215_ = (l_2214_ - l_2207_);
        double l_2216_ = (l_2214_ - l_2215_);
        double l_2217_ = (l_2207_ - l_2216_);
        double l_2218_ = (l_2213_ - l_2215_);
        double l_2219_ = (l_2217_ + l_2218_);
        double l_2220_ = (l_2214_ + l_2189_);
        double l_2221_ = (l_2220_ - l_2214_);
        double l_2222_ = (l_2220_ - l_2221_);
        double l_2223_ = (l_2214_ - l_2222_);
        double l_2224_ = (l_2189_ - l_2221_);
        double l_2225_ = (l_2223_ + l_2224_);
        double l_2226_ = (l_2192_ + l_2220_);
        double l_2227_ = (l_2226_ - l_2192_);
        double l_2228_ = (l_2226_ - l_2227_);
        double l_2229_ = (l_2192_ - l_2228_);
        double l_2230_ = (l_2220_ - l_2227_);
        double l_2231_ = (l_2229_ + l_2230_);
        double l_2232_ = (l_2225_ + l_2231_);
        double l_2233_ = (l_2232_ - l_2225_);
        double l_2234_ = (l_2232_ - l_2233_);
        double l_2235_ = (l_2225_ - l_2234_);
        double l_2236_ = (l_2231_ - l_2233_);
        double l_2237_ = (l_2235_ + l_2236_);
        double l_2238_ = (l_2193_ + l_2196_);
        double l_2239_ = (l_2238_ - l_2193_);
        double l_2240_ = (l_2238_ - l_2239_);
        double l_2241_ = (l_2193_ - l_2240_);
        double l_2242_ = (l_2196_ - l_2239_);
        double l_2243_ = (l_2241_ + l_2242_);
        double l_2244_ = (l_2199_ + l_2238_);
        double l_2245_ = (l_2244_ - l_2199_);
        double l_2246_ = (l_2244_ - l_2245_);
        double l_2247_ = (l_2199_ - l_2246_);
        double l_2248_ = (l_2238_ - l_2245_);
        double l_2249_ = (l_2247_ + l_2248_);
        double l_2250_ = (l_2243_ + l_2249_);
        double l_2251_ = (l_2250_ - l_2243_);
        double l_2252_ = (l_2250_ - l_2251_);
        double l_2253_ = (l_2243_ - l_2252_);
        double l_2254_ = (l_2249_ - l_2251_);
        double l_2255_ = (l_2253_ + l_2254_);
        double l_2256_ = (l_2226_ + l_2244_);
        double l_2257_ = (l_2256_ - l_2226_);
        double l_2258_ = (l_2256_ - l_2257_);
        double l_2259_ = (l_2226_ - l_2258_);
        double l_2260_ = (l_2244_ - l_2257_);
        double l_2261_ = (l_2259_ + l_2260_);
        double l_2262_ = (l_2232_ + l_2250_);
        double l_2263_ = (l_2262_ - l_2232_);
        double l_2264_ = (l_2262_ - l_2263_);
        double l_2265_ = (l_2232_ - l_2264_);
        double l_2266_ = (l_2250_ - l_2263_);
        double l_2267_ = (l_2265_ + l_2266_);
        double l_2268_ = (l_2262_ + l_2261_);
        double l_2269_ = (l_2268_ - l_2262_);
        double l_2270_ = (l_2268_ - l_2269_);
        double l_2271_ = (l_2262_ - l_2270_);
        double l_2272_ = (l_2261_ - l_2269_);
        double l_2273_ = (l_2271_ + l_2272_);
        double l_2274_ = (l_2237_ + l_2255_);
        double l_2275_ = (l_2273_ + l_2267_);
        double l_2276_ = (l_2274_ + l_2275_);
        double _e4867 = l_mut_645_;
        double l_2277_ = (l_1504_ * _e4867);
        double _e4869 = l_mut_646_;
        double l_2278_ = (l_1506_ * _e4869);
        double l_2279_ = (l_2277_ + l_2278_);
        double _e4872 = l_mut_647_;
        double l_2280_ = (l_1508_ * _e4872);
        double _e4874 = l_mut_648_;
        double l_2281_ = (l_1510_ * _e4874);
        double l_2282_ = (l_2280_ + l_2281_);
        double l_2283_ = (l_2279_ + l_2282_);
        double l_2284_ = (l_2219_ + l_2195_);
        double l_2285_ = (l_2198_ + l_2201_);
        double l_2286_ = (l_2284_ + l_2285_);
        double l_2287_ = (l_2283_ + l_2286_);
        double l_2288_ = (l_2268_ + l_2287_);
        double l_2289_ = (l_2288_ + l_2276_);
        double l_2290_ = (l_2289_ - l_2288_);
        double l_2291_ = (l_2276_ - l_2290_);
        double l_2292_ = (l_2256_ + l_2289_);
        double l_2293_ = (l_2292_ - l_2256_);
        double l_2294_ = (l_2289_ - l_2293_);
        double l_2295_ = (l_2208_ + l_2292_);
        double l_2296_ = (l_2295_ - l_2208_);
        double l_2297_ = (l_2292_ - l_2296_);
        double l_2298_ = (l_2184_ + l_2295_);
        double l_2299_ = (l_2298_ - l_2184_);
        double l_2300_ = (l_2295_ - l_2299_);
        l_mut_228_ = 0.0L;
        l_mut_227_ = 0.0L;
        l_mut_226_ = 0.0L;
        l_mut_225_ = 0.0L;
        l_mut_90_ = l_2298_;
        l_mut_91_ = 0u;
        double _e4900 = l_mut_90_;
        double l_2301_ = (_e4900 + l_2300_);
        double _e4902 = l_mut_90_;
        double l_2302_ = (l_2301_ - _e4902);
        double l_2303_ = (l_2300_ - l_2302_);
        uint _e4905 = l_mut_91_;
        bool l_2304_ = (_e4905 < 3u);
        bool l_2305_ = (l_2303_ != 0.0L);
        if (l_2304_) {
            local_188 = l_2305_;
        } else {
            local_188 = false;
        }
        bool l_2306_ = local_188;
        uint _e4914 = l_mut_91_;
        bool l_2307_ = (_e4914 == 0u);
        if (l_2306_) {
            local_189 = l_2307_;
        } else {
            local_189 = false;
        }
        bool l_2308_ = local_189;
        double _e4921 = l_mut_228_;
        double l_2309_ = (l_2308_ ? l_2301_ : _e4921);
        l_mut_228_ = l_2309_;
        uint _e4923 = l_mut_91_;
        bool l_2310_ = (_e4923 == 1u);
        if (l_2306_) {
            local_190 = l_2310_;
        } else {
            local_190 = false;
        }
        bool l_2311_ = local_190;
        double _e4930 = l_mut_227_;
        double l_2312_ = (l_2311_ ? l_2301_ : _e4930);
        l_mut_227_ = l_2312_;
        uint _e4932 = l_mut_91_;
        bool l_2313_ = (_e4932 == 2u);
        if (l_2306_) {
            local_191 = l_2313_;
        } else {
            local_191 = false;
        }
        bool l_2314_ = local_191;
        double _e4939 = l_mut_226_;
        double l_2315_ = (l_2314_ ? l_2301_ : _e4939);
        l_mut_226_ = l_2315_;
        double l_2316_ = (l_2306_ ? l_2303_ : l_2301_);
        double _e4942 = l_mut_90_;
        double l_2317_ = (_e4942 + l_2300_);
        double l_2318_ = (l_2304_ ? l_2316_ : l_2317_);
        l_mut_90_ = l_2318_;
        uint l_2319_ = uint(l_2306_);
        uint _e4946 = l_mut_91_;
        l_mut_91_ = (_e4946 + l_2319_);
        double _e4948 = l_mut_90_;
        double l_2320_ = (_e4948 + l_2297_);
        double _e4950 = l_mut_90_;
        double l_2321_ = (l_2320_ - _e4950);
        double l_2322_ = (l_2297_ - l_2321_);
        uint _e4953 = l_mut_91_;
        bool l_2323_ = (_e4953 < 3u);
        bool l_2324_ = (l_2322_ != 0.0L);
        if (l_2323_) {
            local_192 = l_2324_;
        } else {
            local_192 = false;
        }
        bool l_2325_ = local_192;
        uint _e4962 = l_mut_91_;
        bool l_2326_ = (_e4962 == 0u);
        if (l_2325_) {
            local_193 = l_2326_;
        } else {
            local_193 = false;
        }
        bool l_2327_ = local_193;
        double _e4969 = l_mut_228_;
        double l_2328_ = (l_2327_ ? l_2320_ : _e4969);
        l_mut_228_ = l_2328_;
        uint _e4971 = l_mut_91_;
        bool l_2329_ = (_e4971 == 1u);
        if (l_2325_) {
            local_194 = l_2329_;
        } else {
            local_194 = false;
        }
        bool l_2330_ = local_194;
        double _e4978 = l_mut_227_;
        double l_2331_ = (l_2330_ ? l_2320_ : _e4978);
        l_mut_227_ = l_2331_;
        uint _e4980 = l_mut_91_;
        bool l_2332_ = (_e4980 == 2u);
        if (l_2325_) {
            local_195 = l_2332_;
        } else {
            local_195 = false;
        }
        bool l_2333_ = local_195;
        double _e4987 = l_mut_226_;
        double l_2334_ = (l_2333_ ? l_2320_ : _e4987);
        l_mut_226_ = l_2334_;
        double l_2335_ = (l_2325_ ? l_2322_ : l_2320_);
        double _e4990 = l_mut_90_;
        double l_2336_ = (_e4990 + l_2297_);
        double l_2337_ = (l_2323_ ? l_2335_ : l_2336_);
        l_mut_90_ = l_2337_;
        uint l_2338_ = uint(l_2325_);
        uint _e4994 = l_mut_91_;
        l_mut_91_ = (_e4994 + l_2338_);
        double _e4996 = l_mut_90_;
        double l_2339_ = (_e4996 + l_2294_);
        double _e4998 = l_mut_90_;
        double l_2340_ = (l_2339_ - _e4998);
        double l_2341_ = (l_2294_ - l_2340_);
        uint _e5001 = l_mut_91_;
        bool l_2342_ = (_e5001 < 3u);
        bool l_2343_ = (l_2341_ != 0.0L);
        if (l_2342_) {
            local_196 = l_2343_;
        } else {
            local_196 = false;
        }
        bool l_2344_ = local_196;
        uint _e5010 = l_mut_91_;
        bool l_2345_ = (_e5010 == 0u);
        if (l_2344_) {
            local_197 = l_2345_;
        } else {
            local_197 = false;
        }
        bool l_2346_ = local_197;
        double _e5017 = l_mut_228_;
        double l_2347_ = (l_2346_ ? l_2339_ : _e5017);
        l_mut_228_ = l_2347_;
        uint _e5019 = l_mut_91_;
        bool l_2348_ = (_e5019 == 1u);
        if (l_2344_) {
            local_198 = l_2348_;
        } else {
            local_198 = false;
        }
        bool l_2349_ = local_198;
        double _e5026 = l_mut_227_;
        double l_2350_ = (l_2349_ ? l_2339_ : _e5026);
        l_mut_227_ = l_2350_;
        uint _e5028 = l_mut_91_;
        bool l_2351_ = (_e5028 == 2u);
        if (l_2344_) {
            local_199 = l_2351_;
        } else {
            local_199 = false;
        }
        bool l_2352_ = local_199;
        double _e5035 = l_mut_226_;
        double l_2353_ = (l_2352_ ? l_2339_ : _e5035);
        l_mut_226_ = l_2353_;
        double l_2354_ = (l_2344_ ? l_2341_ : l_2339_);
        double _e5038 = l_mut_90_;
        double l_2355_ = (_e5038 + l_2294_);
        double l_2356_ = (l_2342_ ? l_2354_ : l_2355_);
        l_mut_90_ = l_2356_;
        uint l_2357_ = uint(l_2344_);
        uint _e5042 = l_mut_91_;
        l_mut_91_ = (_e5042 + l_2357_);
        double _e5044 = l_mut_90_;
        double l_2358_ = (_e5044 + l_2291_);
        double _e5046 = l_mut_90_;
        double l_2359_ = (l_2358_ - _e5046);
        double l_2360_ = (l_2291_ - l_2359_);
        uint _e5049 = l_mut_91_;
        bool l_2361_ = (_e5049 < 3u);
        bool l_2362_ = (l_2360_ != 0.0L);
        if (l_2361_) {
            local_200 = l_2362_;
        } else {
            local_200 = false;
        }
        bool l_2363_ = local_200;
        uint _e5058 = l_mut_91_;
        bool l_2364_ = (_e5058 == 0u);
        if (l_2363_) {
            local_201 = l_2364_;
        } else {
            local_201 = false;
        }
        bool l_2365_ = local_201;
        double _e5065 = l_mut_228_;
        double l_2366_ = (l_2365_ ? l_2358_ : _e5065);
        l_mut_228_ = l_2366_;
        uint _e5067 = l_mut_91_;
        bool l_2367_ = (_e5067 == 1u);
        if (l_2363_) {
            local_202 = l_2367_;
        } else {
            local_202 = false;
        }
        bool l_2368_ = local_202;
        double _e5074 = l_mut_227_;
        double l_2369_ = (l_2368_ ? l_2358_ : _e5074);
        l_mut_227_ = l_2369_;
        uint _e5076 = l_mut_91_;
        bool l_2370_ = (_e5076 == 2u);
        if (l_2363_) {
            local_203 = l_2370_;
        } else {
            local_203 = false;
        }
        bool l_2371_ = local_203;
        double _e5083 = l_mut_226_;
        double l_2372_ = (l_2371_ ? l_2358_ : _e5083);
        l_mut_226_ = l_2372_;
        double l_2373_ = (l_2363_ ? l_2360_ : l_2358_);
        double _e5086 = l_mut_90_;
        double l_2374_ = (_e5086 + l_2291_);
        double l_2375_ = (l_2361_ ? l_2373_ : l_2374_);
        l_mut_90_ = l_2375_;
        uint l_2376_ = uint(l_2363_);
        uint _e5090 = l_mut_91_;
        l_mut_91_ = (_e5090 + l_2376_);
        uint _e5092 = l_mut_91_;
        bool l_2377_ = (_e5092 == 0u);
        double _e5095 = l_mut_228_;
        double _e5096 = l_mut_90_;
        double l_2378_ = (l_2377_ ? _e5096 : _e5095);
        l_mut_228_ = l_2378_;
        uint _e5098 = l_mut_91_;
        bool l_2379_ = (_e5098 == 1u);
        double _e5101 = l_mut_227_;
        double _e5102 = l_mut_90_;
        double l_2380_ = (l_2379_ ? _e5102 : _e5101);
        l_mut_227_ = l_2380_;
        uint _e5104 = l_mut_91_;
        bool l_2381_ = (_e5104 == 2u);
        double _e5107 = l_mut_226_;
        double _e5108 = l_mut_90_;
        double l_2382_ = (l_2381_ ? _e5108 : _e5107);
        l_mut_226_ = l_2382_;
        uint _e5110 = l_mut_91_;
        bool l_2383_ = (_e5110 == 3u);
        double _e5113 = l_mut_225_;
        double _e5114 = l_mut_90_;
        double l_2384_ = (l_2383_ ? _e5114 : _e5113);
        l_mut_225_ = l_2384_;
        double _e5116 = l_mut_820_;
        double l_2385_ = (l_1497_ * _e5116);
        double l_2386_ = -(l_2385_);
        double _e5119 = l_mut_820_;
        double l_2387_ = mad(l_1497_, _e5119, l_2386_);
        double _e5121 = l_mut_819_;
        double l_2388_ = (l_1497_ * _e5121);
        double l_2389_ = -(l_2388_);
        double _e5124 = l_mut_819_;
        double l_2390_ = mad(l_1497_, _e5124, l_2389_);
        double _e5126 = l_mut_820_;
        double l_2391_ = (l_1498_ * _e5126);
        double l_2392_ = -(l_2391_);
        double _e5129 = l_mut_820_;
        double l_2393_ = mad(l_1498_, _e5129, l_2392_);
        double _e5131 = l_mut_818_;
        double l_2394_ = (l_1497_ * _e5131);
        double l_2395_ = -(l_2394_);
        double _e5134 = l_mut_818_;
        double l_2396_ = mad(l_1497_, _e5134, l_2395_);
        double _e5136 = l_mut_819_;
        double l_2397_ = (l_1498_ * _e5136);
        double l_2398_ = -(l_2397_);
        double _e5139 = l_mut_819_;
        double l_2399_ = mad(l_1498_, _e5139, l_2398_);
        double _e5141 = l_mut_820_;
        double l_2400_ = (l_1499_ * _e5141);
        double l_2401_ = -(l_2400_);
        double _e5144 = l_mut_820_;
        double l_2402_ = mad(l_1499_, _e5144, l_2401_);
        double l_2403_ = (l_2388_ + l_2391_);
        double l_2404_ = (l_2403_ - l_2388_);
        double l_2405_ = (l_2403_ - l_2404_);
        double l_2406_ = (l_2388_ - l_2405_);
        double l_2407_ = (l_2391_ - l_2404_);
        double l_2408_ = (l_2406_ + l_2407_);
        double l_2409_ = (l_2387_ + l_2403_);
        double l_2410_ = (l_2409_ - l_2387_);
        double l_2411_ = (l_2409_ - l_2410_);
        double l_2412_ = (l_2387_ - l_2411_);
        double l_2413_ = (l_2403_ - l_2410_);
        double l_2414_ = (l_2412_ + l_2413_);
        double l_2415_ = (l_2408_ + l_2414_);
        double l_2416_ = (l_2415_ - l_2408_);
        double l_2417_ = (l_2415_ - l_2416_);
        double l_2418_ = (l_2408_ - l_2417_);
        double l_2419_ = (l_2414_ - l_2416_);
        double l_2420_ = (l_2418_ + l_2419_);
        double l_2421_ = (l_2415_ + l_2390_);
        double l_2422_ = (l_2421_ - l_2415_);
        double l_2423_ = (l_2421_ - l_2422_);
        double l_2424_ = (l_2415_ - l_2423_);
        double l_2425_ = (l_2390_ - l_2422_);
        double l_2426_ = (l_2424_ + l_2425_);
        double l_2427_ = (l_2393_ + l_2421_);
        double l_2428_ = (l_2427_ - l_2393_);
        double l_2429_ = (l_2427_ - l_2428_);
        double l_2430_ = (l_2393_ - l_2429_);
        double l_2431_ = (l_2421_ - l_2428_);
        double l_2432_ = (l_2430_ + l_2431_);
        double l_2433_ = (l_2426_ + l_2432_);
        double l_2434_ = (l_2433_ - l_2426_);
        double l_2435_ = (l_2433_ - l_2434_);
        double l_2436_ = (l_2426_ - l_2435_);
        double l_2437_ = (l_2432_ - l_2434_);
        double l_2438_ = (l_2436_ + l_2437_);
        double l_2439_ = (l_2394_ + l_2397_);
        double l_2440_ = (l_2439_ - l_2394_);
        double l_2441_ = (l_2439_ - l_2440_);
        double l_2442_ = (l_2394_ - l_2441_);
        double l_2443_ = (l_2397_ - l_2440_);
        double l_2444_ = (l_2442_ + l_2443_);
        double l_2445_ = (l_2400_ + l_2439_);
        double l_2446_ = (l_2445_ - l_2400_);
        double l_2447_ = (l_2445_ - l_2446_);
        double l_2448_ = (l_2400_ - l_2447_);
        double l_2449_ = (l_2439_ - l_2446_);
        double l_2450_ = (l_2448_ + l_2449_);
        double l_2451_ = (l_2444_ + l_2450_);
        double l_2452_ = (l_2451_ - l_2444_);
        double l_2453_ = (l_2451_ - l_2452_);
        double l_2454_ = (l_2444_ - l_2453_);
        double l_2455_ = (l_2450_ - l_2452_);
        double l_2456_ = (l_2454_ + l_2455_);
        double l_2457_ = (l_2427_ + l_2445_);
        double l_2458_ = (l_2457_ - l_2427_);
        double l_2459_ = (l_2457_ - l_2458_);
        double l_2460_ = (l_2427_ - l_2459_);
        double l_2461_ = (l_2445_ - l_2458_);
        double l_2462_ = (l_2460_ + l_2461_);
        double l_2463_ = (l_2433_ + l_2451_);
        double l_2464_ = (l_2463_ - l_2433_);
        double l_2465_ = (l_2463_ - l_2464_);
        double l_2466_ = (l_2433_ - l_2465_);
        double l_2467_ = (l_2451_ - l_2464_);
        double l_2468_ = (l_2466_ + l_2467_);
        double l_2469_ = (l_2463_ + l_2462_);
        double l_2470_ = (l_2469_ - l_2463_);
        double l_2471_ = (l_2469_ - l_2470_);
        double l_2472_ = (l_2463_ - l_2471_);
        double l_2473_ = (l_2462_ - l_2470_);
        double l_2474_ = (l_2472_ + l_2473_);
        double l_2475_ = (l_2438_ + l_2456_);
        double l_2476_ = (l_2474_ + l_2468_);
        double l_2477_ = (l_2475_ + l_2476_);
        double _e5221 = l_mut_817_;
        double l_2478_ = (l_1497_ * _e5221);
        double _e5223 = l_mut_818_;
        double l_2479_ = (l_1498_ * _e5223);
        double l_2480_ = (l_2478_ + l_2479_);
        double _e5226 = l_mut_819_;
        double l_2481_ = (l_1499_ * _e5226);
        double _e5228 = l_mut_820_;
        double l_2482_ = (l_1500_ * _e5228);
        double l_2483_ = (l_2481_ + l_2482_);
        double l_2484_ = (l_2480_ + l_2483_);
        double l_2485_ = (l_2420_ + l_2396_);
        double l_2486_ = (l_2399_ + l_2402_);
        double l_2487_ = (l_2485_ + l_2486_);
        double l_2488_ = (l_2484_ + l_2487_);
        double l_2489_ = (l_2469_ + l_2488_);
        double l_2490_ = (l_2489_ + l_2477_);
        double l_2491_ = (l_2490_ - l_2489_);
        double l_2492_ = (l_2477_ - l_2491_);
        double l_2493_ = (l_2457_ + l_2490_);
        double l_2494_ = (l_2493_ - l_2457_);
        double l_2495_ = (l_2490_ - l_2494_);
        double l_2496_ = (l_2409_ + l_2493_);
        double l_2497_ = (l_2496_ - l_2409_);
        double l_2498_ = (l_2493_ - l_2497_);
        double l_2499_ = (l_2385_ + l_2496_);
        double l_2500_ = (l_2499_ - l_2385_);
        double l_2501_ = (l_2496_ - l_2500_);
        l_mut_648_ = 0.0L;
        l_mut_647_ = 0.0L;
        l_mut_646_ = 0.0L;
        l_mut_645_ = 0.0L;
        l_mut_90_ = l_2499_;
        l_mut_91_ = 0u;
        double _e5254 = l_mut_90_;
        double l_2502_ = (_e5254 + l_2501_);
        double _e5256 = l_mut_90_;
        double l_2503_ = (l_2502_ - _e5256);
        double l_2504_ = (l_2501_ - l_2503_);
        uint _e5259 = l_mut_91_;
        bool l_2505_ = (_e5259 < 3u);
        bool l_2506_ = (l_2504_ != 0.0L);
        if (l_2505_) {
            local_204 = l_2506_;
        } else {
            local_204 = false;
        }
        bool l_2507_ = local_204;
        uint _e5268 = l_mut_91_;
        bool l_2508_ = (_e5268 == 0u);
        if (l_2507_) {
            local_205 = l_2508_;
        } else {
            local_205 = false;
        }
        bool l_2509_ = local_205;
        double _e5275 = l_mut_648_;
        double l_2510_ = (l_2509_ ? l_2502_ : _e5275);
        l_mut_648_ = l_2510_;
        uint _e5277 = l_mut_91_;
        bool l_2511_ = (_e5277 == 1u);
        if (l_2507_) {
            local_206 = l_2511_;
        } else {
            local_206 = false;
        }
        bool l_2512_ = local_206;
        double _e5284 = l_mut_647_;
        double l_2513_ = (l_2512_ ? l_2502_ : _e5284);
        l_mut_647_ = l_2513_;
        uint _e5286 = l_mut_91_;
        bool l_2514_ = (_e5286 == 2u);
        if (l_2507_) {
            local_207 = l_2514_;
        } else {
            local_207 = false;
        }
        bool l_2515_ = local_207;
        double _e5293 = l_mut_646_;
        double l_2516_ = (l_2515_ ? l_2502_ : _e5293);
        l_mut_646_ = l_2516_;
        double l_2517_ = (l_2507_ ? l_2504_ : l_2502_);
        double _e5296 = l_mut_90_;
        double l_2518_ = (_e5296 + l_2501_);
        double l_2519_ = (l_2505_ ? l_2517_ : l_2518_);
        l_mut_90_ = l_2519_;
        uint l_2520_ = uint(l_2507_);
        uint _e5300 = l_mut_91_;
        l_mut_91_ = (_e5300 + l_2520_);
        double _e5302 = l_mut_90_;
        double l_2521_ = (_e5302 + l_2498_);
        double _e5304 = l_mut_90_;
        double l_2522_ = (l_2521_ - _e5304);
        double l_2523_ = (l_2498_ - l_2522_);
        uint _e5307 = l_mut_91_;
        bool l_2524_ = (_e5307 < 3u);
        bool l_2525_ = (l_2523_ != 0.0L);
        if (l_2524_) {
            local_208 = l_2525_;
        } else {
            local_208 = false;
        }
        bool l_2526_ = local_208;
        uint _e5316 = l_mut_91_;
        bool l_2527_ = (_e5316 == 0u);
        if (l_2526_) {
            local_209 = l_2527_;
        } else {
            local_209 = false;
        }
        bool l_2528_ = local_209;
        double _e5323 = l_mut_648_;
        double l_2529_ = (l_2528_ ? l_2521_ : _e5323);
        l_mut_648_ = l_2529_;
        uint _e5325 = l_mut_91_;
        bool l_2530_ = (_e5325 == 1u);
        if (l_2526_) {
            local_210 = l_2530_;
        } else {
            local_210 = false;
        }
        bool l_2531_ = local_210;
        double _e5332 = l_mut_647_;
        double l_2532_ = (l_2531_ ? l_2521_ : _e5332);
        l_mut_647_ = l_2532_;
        uint _e5334 = l_mut_91_;
        bool l_2533_ = (_e5334 == 2u);
        if (l_2526_) {
            local_211 = l_2533_;
        } else {
            local_211 = false;
        }
        bool l_2534_ = local_211;
        double _e5341 = l_mut_646_;
        double l_2535_ = (l_2534_ ? l_2521_ : _e5341);
        l_mut_646_ = l_2535_;
        double l_2536_ = (l_2526_ ? l_2523_ : l_2521_);
        double _e5344 = l_mut_90_;
        double l_2537_ = (_e5344 + l_2498_);
        double l_2538_ = (l_2524_ ? l_2536_ : l_2537_);
        l_mut_90_ = l_2538_;
        uint l_2539_ = uint(l_2526_);
        uint _e5348 = l_mut_91_;
        l_mut_91_ = (_e5348 + l_2539_);
        double _e5350 = l_mut_90_;
        double l_2540_ = (_e5350 + l_2495_);
        double _e5352 = l_mut_90_;
        double l_2541_ = (l_2540_ - _e5352);
        double l_2542_ = (l_2495_ - l_2541_);
        uint _e5355 = l_mut_91_;
        bool l_2543_ = (_e5355 < 3u);
        bool l_2544_ = (l_2542_ != 0.0L);
        if (l_2543_) {
            local_212 = l_2544_;
        } else {
            local_212 = false;
        }
        bool l_2545_ = local_212;
        uint _e5364 = l_mut_91_;
        bool l_2546_ = (_e5364 == 0u);
        if (l_2545_) {
            local_213 = l_2546_;
        } else {
            local_213 = false;
        }
        bool l_2547_ = local_213;
        double _e5371 = l_mut_648_;
        double l_2548_ = (l_2547_ ? l_2540_ : _e5371);
        l_mut_648_ = l_2548_;
        uint _e5373 = l_mut_91_;
        bool l_2549_ = (_e5373 == 1u);
        if (l_2545_) {
            local_214 = l_2549_;
        } else {
            local_214 = false;
        }
        bool l_2550_ = local_214;
        double _e5380 = l_mut_647_;
        double l_2551_ = (l_2550_ ? l_2540_ : _e5380);
        l_mut_647_ = l_2551_;
        uint _e5382 = l_mut_91_;
        bool l_2552_ = (_e5382 == 2u);
        if (l_2545_) {
            local_215 = l_2552_;
        } else {
            local_215 = false;
        }
        bool l_2553_ = local_215;
        double _e5389 = l_mut_646_;
        double l_2554_ = (l_2553_ ? l_2540_ : _e5389);
        l_mut_646_ = l_2554_;
        double l_2555_ = (l_2545_ ? l_2542_ : l_2540_);
        double _e5392 = l_mut_90_;
        double l_2556_ = (_e5392 + l_2495_);
        double l_2557_ = (l_2543_ ? l_2555_ : l_2556_);
        l_mut_90_ = l_2557_;
        uint l_2558_ = uint(l_2545_);
        uint _e5396 = l_mut_91_;
        l_mut_91_ = (_e5396 + l_2558_);
        double _e5398 = l_mut_90_;
        double l_2559_ = (_e5398 + l_2492_);
        double _e5400 = l_mut_90_;
        double l_2560_ = (l_2559_ - _e5400);
        double l_2561_ = (l_2492_ - l_2560_);
        uint _e5403 = l_mut_91_;
        bool l_2562_ = (_e5403 < 3u);
        bool l_2563_ = (l_2561_ != 0.0L);
        if (l_2562_) {
            local_216 = l_2563_;
        } else {
            local_216 = false;
        }
        bool l_2564_ = local_216;
        uint _e5412 = l_mut_91_;
        bool l_2565_ = (_e5412 == 0u);
        if (l_2564_) {
            local_217 = l_2565_;
        } else {
            local_217 = false;
        }
        bool l_2566_ = local_217;
        double _e5419 = l_mut_648_;
        double l_2567_ = (l_2566_ ? l_2559_ : _e5419);
        l_mut_648_ = l_2567_;
        uint _e5421 = l_mut_91_;
        bool l_2568_ = (_e5421 == 1u);
        if (l_2564_) {
            local_218 = l_2568_;
        } else {
            local_218 = false;
        }
        bool l_2569_ = local_218;
        double _e5428 = l_mut_647_;
        double l_2570_ = (l_2569_ ? l_2559_ : _e5428);
        l_mut_647_ = l_2570_;
        uint _e5430 = l_mut_91_;
        bool l_2571_ = (_e5430 == 2u);
        if (l_2564_) {
            local_219 = l_2571_;
        } else {
            local_219 = false;
        }
        bool l_2572_ = local_219;
        double _e5437 = l_mut_646_;
        double l_2573_ = (l_2572_ ? l_2559_ : _e5437);
        l_mut_646_ = l_2573_;
        double l_2574_ = (l_2564_ ? l_2561_ : l_2559_);
        double _e5440 = l_mut_90_;
        double l_2575_ = (_e5440 + l_2492_);
        double l_2576_ = (l_2562_ ? l_2574_ : l_2575_);
        l_mut_90_ = l_2576_;
        uint l_2577_ = uint(l_2564_);
        uint _e5444 = l_mut_91_;
        l_mut_91_ = (_e5444 + l_2577_);
        uint _e5446 = l_mut_91_;
        bool l_2578_ = (_e5446 == 0u);
        double _e5449 = l_mut_648_;
        double _e5450 = l_mut_90_;
        double l_2579_ = (l_2578_ ? _e5450 : _e5449);
        l_mut_648_ = l_2579_;
        uint _e5452 = l_mut_91_;
        bool l_2580_ = (_e5452 == 1u);
        double _e5455 = l_mut_647_;
        double _e5456 = l_mut_90_;
        double l_2581_ = (l_2580_ ? _e5456 : _e5455);
        l_mut_647_ = l_2581_;
        uint _e5458 = l_mut_91_;
        bool l_2582_ = (_e5458 == 2u);
        double _e5461 = l_mut_646_;
        double _e5462 = l_mut_90_;
        double l_2583_ = (l_2582_ ? _e5462 : _e5461);
        l_mut_646_ = l_2583_;
        uint _e5464 = l_mut_91_;
        bool l_2584_ = (_e5464 == 3u);
        double _e5467 = l_mut_645_;
        double _e5468 = l_mut_90_;
        double l_2585_ = (l_2584_ ? _e5468 : _e5467);
        l_mut_645_ = l_2585_;
        double _e5470 = l_mut_648_;
        double l_2586_ = -(_e5470);
        double _e5472 = l_mut_647_;
        double l_2587_ = -(_e5472);
        double _e5474 = l_mut_646_;
        double l_2588_ = -(_e5474);
        double _e5476 = l_mut_645_;
        double l_2589_ = -(_e5476);
        double _e5479 = l_mut_228_;
        a_2590_[0] = _e5479;
        a_2590_[1] = l_2586_;
        double _e5482 = l_mut_227_;
        a_2590_[2] = _e5482;
        a_2590_[3] = l_2587_;
        double _e5485 = l_mut_226_;
        a_2590_[4] = _e5485;
        a_2590_[5] = l_2588_;
        double _e5488 = l_mut_225_;
        a_2590_[6] = _e5488;
        a_2590_[7] = l_2589_;
        double l_2591_ = a_2590_[7];
        l_mut_820_ = l_2591_;
        double l_2592_ = a_2590_[6];
        double _e5494 = l_mut_820_;
        double l_2593_ = (l_2592_ + _e5494);
        double l_2594_ = (l_2593_ - l_2592_);
        double l_2595_ = (l_2593_ - l_2594_);
        double l_2596_ = (l_2592_ - l_2595_);
        double _e5499 = l_mut_820_;
        double l_2597_ = (_e5499 - l_2594_);
        double l_2598_ = (l_2596_ + l_2597_);
        a_2590_[7] = l_2598_;
        l_mut_820_ = l_2593_;
        double l_2599_ = a_2590_[5];
        double _e5505 = l_mut_820_;
        double l_2600_ = (l_2599_ + _e5505);
        double l_2601_ = (l_2600_ - l_2599_);
        double l_2602_ = (l_2600_ - l_2601_);
        double l_2603_ = (l_2599_ - l_2602_);
        double _e5510 = l_mut_820_;
        double l_2604_ = (_e5510 - l_2601_);
        double l_2605_ = (l_2603_ + l_2604_);
        a_2590_[6] = l_2605_;
        l_mut_820_ = l_2600_;
        double l_2606_ = a_2590_[4];
        double _e5516 = l_mut_820_;
        double l_2607_ = (l_2606_ + _e5516);
        double l_2608_ = (l_2607_ - l_2606_);
        double l_2609_ = (l_2607_ - l_2608_);
        double l_2610_ = (l_2606_ - l_2609_);
        double _e5521 = l_mut_820_;
        double l_2611_ = (_e5521 - l_2608_);
        double l_2612_ = (l_2610_ + l_2611_);
        a_2590_[5] = l_2612_;
        l_mut_820_ = l_2607_;
        double l_2613_ = a_2590_[3];
        double _e5527 = l_mut_820_;
        double l_2614_ = (l_2613_ + _e5527);
        double l_2615_ = (l_2614_ - l_2613_);
        double l_2616_ = (l_2614_ - l_2615_);
        double l_2617_ = (l_2613_ - l_2616_);
        double _e5532 = l_mut_820_;
        double l_2618_ = (_e5532 - l_2615_);
        double l_2619_ = (l_2617_ + l_2618_);
        a_2590_[4] = l_2619_;
        l_mut_820_ = l_2614_;
        double l_2620_ = a_2590_[2];
        double _e5538 = l_mut_820_;
        double l_2621_ = (l_2620_ + _e5538);
        double l_2622_ = (l_2621_ - l_2620_);
        double l_2623_ = (l_2621_ - l_2622_);
        double l_2624_ = (l_2620_ - l_2623_);
        double _e5543 = l_mut_820_;
        double l_2625_ = (_e5543 - l_2622_);
        double l_2626_ = (l_2624_ + l_2625_);
        a_2590_[3] = l_2626_;
        l_mut_820_ = l_2621_;
        double l_2627_ = a_2590_[1];
        double _e5549 = l_mut_820_;
        double l_2628_ = (l_2627_ + _e5549);
        double l_2629_ = (l_2628_ - l_2627_);
        double l_2630_ = (l_2628_ - l_2629_);
        double l_2631_ = (l_2627_ - l_2630_);
        double _e5554 = l_mut_820_;
        double l_2632_ = (_e5554 - l_2629_);
        double l_2633_ = (l_2631_ + l_2632_);
        a_2590_[2] = l_2633_;
        l_mut_820_ = l_2628_;
        double l_2634_ = a_2590_[0];
        double _e5560 = l_mut_820_;
        double l_2635_ = (l_2634_ + _e5560);
        double l_2636_ = (l_2635_ - l_2634_);
        double l_2637_ = (l_2635_ - l_2636_);
        double l_2638_ = (l_2634_ - l_2637_);
        double _e5565 = l_mut_820_;
        double l_2639_ = (_e5565 - l_2636_);
        double l_2640_ = (l_2638_ + l_2639_);
        a_2590_[1] = l_2640_;
        l_mut_820_ = l_2635_;
        double _e5570 = l_mut_820_;
        a_2590_[0] = _e5570;
        double l_2641_ = a_2590_[7];
        l_mut_820_ = l_2641_;
        double l_2642_ = a_2590_[6];
        double _e5575 = l_mut_820_;
        double l_2643_ = (l_2642_ + _e5575);
        double l_2644_ = (l_2643_ - l_2642_);
        double l_2645_ = (l_2643_ - l_2644_);
        double l_2646_ = (l_2642_ - l_2645_);
        double _e5580 = l_mut_820_;
        double l_2647_ = (_e5580 - l_2644_);
        double l_2648_ = (l_2646_ + l_2647_);
        a_2590_[7] = l_2648_;
        l_mut_820_ = l_2643_;
        double l_2649_ = a_2590_[5];
        double _e5586 = l_mut_820_;
        double l_2650_ = (l_2649_ + _e5586);
        double l_2651_ = (l_2650_ - l_2649_);
        double l_2652_ = (l_2650_ - l_2651_);
        double l_2653_ = (l_2649_ - l_2652_);
        double _e5591 = l_mut_820_;
        double l_2654_ = (_e5591 - l_2651_);
        double l_2655_ = (l_2653_ + l_2654_);
        a_2590_[6] = l_2655_;
        l_mut_820_ = l_2650_;
        double l_2656_ = a_2590_[4];
        double _e5597 = l_mut_820_;
        double l_2657_ = (l_2656_ + _e5597);
        double l_2658_ = (l_2657_ - l_2656_);
        double l_2659_ = (l_2657_ - l_2658_);
        double l_2660_ = (l_2656_ - l_2659_);
        double _e5602 = l_mut_820_;
        double l_2661_ = (_e5602 - l_2658_);
        double l_2662_ = (l_2660_ + l_2661_);
        a_2590_[5] = l_2662_;
        l_mut_820_ = l_2657_;
        double l_2663_ = a_2590_[3];
        double _e5608 = l_mut_820_;
        double l_2664_ = (l_2663_ + _e5608);
        double l_2665_ = (l_2664_ - l_2663_);
        double l_2666_ = (l_2664_ - l_2665_);
        double l_2667_ = (l_2663_ - l_2666_);
        double _e5613 = l_mut_820_;
        double l_2668_ = (_e5613 - l_2665_);
        double l_2669_ = (l_2667_ + l_2668_);
        a_2590_[4] = l_2669_;
        l_mut_820_ = l_2664_;
        double l_2670_ = a_2590_[2];
        double _e5619 = l_mut_820_;
        double l_2671_ = (l_2670_ + _e5619);
        double l_2672_ = (l_2671_ - l_2670_);
        double l_2673_ = (l_2671_ - l_2672_);
        double l_2674_ = (l_2670_ - l_2673_);
        double _e5624 = l_mut_820_;
        double l_2675_ = (_e5624 - l_2672_);
        double l_2676_ = (l_2674_ + l_2675_);
        a_2590_[3] = l_2676_;
        l_mut_820_ = l_2671_;
        double l_2677_ = a_2590_[1];
        double _e5630 = l_mut_820_;
        double l_2678_ = (l_2677_ + _e5630);
        double l_2679_ = (l_2678_ - l_2677_);
        double l_2680_ = (l_2678_ - l_2679_);
        double l_2681_ = (l_2677_ - l_2680_);
        double _e5635 = l_mut_820_;
        double l_2682_ = (_e5635 - l_2679_);
        double l_2683_ = (l_2681_ + l_2682_);
        a_2590_[2] = l_2683_;
        l_mut_820_ = l_2678_;
        double l_2684_ = a_2590_[0];
        double _e5641 = l_mut_820_;
        double l_2685_ = (l_2684_ + _e5641);
        double l_2686_ = (l_2685_ - l_2684_);
        double l_2687_ = (l_2685_ - l_2686_);
        double l_2688_ = (l_2684_ - l_2687_);
        double _e5646 = l_mut_820_;
        double l_2689_ = (_e5646 - l_2686_);
        double l_2690_ = (l_2688_ + l_2689_);
        a_2590_[1] = l_2690_;
        l_mut_820_ = l_2685_;
        double _e5651 = l_mut_820_;
        a_2590_[0] = _e5651;
        l_mut_820_ = 0.0L;
        l_mut_819_ = 0.0L;
        l_mut_818_ = 0.0L;
        l_mut_817_ = 0.0L;
        double l_2691_ = a_2590_[0];
        l_mut_648_ = l_2691_;
        l_mut_91_ = 0u;
        double l_2692_ = a_2590_[1];
        double _e5661 = l_mut_648_;
        double l_2693_ = (_e5661 + l_2692_);
        double _e5663 = l_mut_648_;
        double l_2694_ = (l_2693_ - _e5663);
        double l_2695_ = (l_2693_ - l_2694_);
        double _e5666 = l_mut_648_;
        double l_2696_ = (_e5666 - l_2695_);
        double l_2697_ = (l_2692_ - l_2694_);
        double l_2698_ = (l_2696_ + l_2697_);
        uint _e5670 = l_mut_91_;
        bool l_2699_ = (_e5670 < 3u);
        bool l_2700_ = (l_2698_ != 0.0L);
        if (l_2699_) {
            local_220 = l_2700_;
        } else {
            local_220 = false;
        }
        bool l_2701_ = local_220;
        uint _e5679 = l_mut_91_;
        bool l_2702_ = (_e5679 == 0u);
        if (l_2701_) {
            local_221 = l_2702_;
        } else {
            local_221 = false;
        }
        bool l_2703_ = local_221;
        double _e5686 = l_mut_820_;
        double l_2704_ = (l_2703_ ? l_2693_ : _e5686);
        l_mut_820_ = l_2704_;
        uint _e5688 = l_mut_91_;
        bool l_2705_ = (_e5688 == 1u);
        if (l_2701_) {
            local_222 = l_2705_;
        } else {
            local_222 = false;
        }
        bool l_2706_ = local_222;
        double _e5695 = l_mut_819_;
        double l_2707_ = (l_2706_ ? l_2693_ : _e5695);
        l_mut_819_ = l_2707_;
        uint _e5697 = l_mut_91_;
        bool l_2708_ = (_e5697 == 2u);
        if (l_2701_) {
            local_223 = l_2708_;
        } else {
            local_223 = false;
        }
        bool l_2709_ = local_223;
        double _e5704 = l_mut_818_;
        double l_2710_ = (l_2709_ ? l_2693_ : _e5704);
        l_mut_818_ = l_2710_;
        double l_2711_ = (l_2701_ ? l_2698_ : l_2693_);
        double _e5707 = l_mut_648_;
        double l_2712_ = (_e5707 + l_2692_);
        double l_2713_ = (l_2699_ ? l_2711_ : l_2712_);
        l_mut_648_ = l_2713_;
        uint l_2714_ = uint(l_2701_);
        uint _e5711 = l_mut_91_;
        l_mut_91_ = (_e5711 + l_2714_);
        double l_2715_ = a_2590_[2];
        double _e5715 = l_mut_648_;
        double l_2716_ = (_e5715 + l_2715_);
        double _e5717 = l_mut_648_;
        double l_2717_ = (l_2716_ - _e5717);
        double l_2718_ = (l_2716_ - l_2717_);
        double _e5720 = l_mut_648_;
        double l_2719_ = (_e5720 - l_2718_);
        double l_2720_ = (l_2715_ - l_2717_);
        double l_2721_ = (l_2719_ + l_2720_);
        uint _e5724 = l_mut_91_;
        bool l_2722_ = (_e5724 < 3u);
        bool l_2723_ = (l_2721_ != 0.0L);
        if (l_2722_) {
            local_224 = l_2723_;
        } else {
            local_224 = false;
        }
        bool l_2724_ = local_224;
        uint _e5733 = l_mut_91_;
        bool l_2725_ = (_e5733 == 0u);
        if (l_2724_) {
            local_225 = l_2725_;
        } else {
            local_225 = false;
        }
        bool l_2726_ = local_225;
        double _e5740 = l_mut_820_;
        double l_2727_ = (l_2726_ ? l_2716_ : _e5740);
        l_mut_820_ = l_2727_;
        uint _e5742 = l_mut_91_;
        bool l_2728_ = (_e5742 == 1u);
        if (l_2724_) {
            local_226 = l_2728_;
        } else {
            local_226 = false;
        }
        bool l_2729_ = local_226;
        double _e5749 = l_mut_819_;
        double l_2730_ = (l_2729_ ? l_2716_ : _e5749);
        l_mut_819_ = l_2730_;
        uint _e5751 = l_mut_91_;
        bool l_2731_ = (_e5751 == 2u);
        if (l_2724_) {
            local_227 = l_2731_;
        } else {
            local_227 = false;
        }
        bool l_2732_ = local_227;
        double _e5758 = l_mut_818_;
        double l_2733_ = (l_2732_ ? l_2716_ : _e5758);
        l_mut_818_ = l_2733_;
        double l_2734_ = (l_2724_ ? l_2721_ : l_2716_);
        double _e5761 = l_mut_648_;
        double l_2735_ = (_e5761 + l_2715_);
        double l_2736_ = (l_2722_ ? l_2734_ : l_2735_);
        l_mut_648_ = l_2736_;
        uint l_2737_ = uint(l_2724_);
        uint _e5765 = l_mut_91_;
        l_mut_91_ = (_e5765 + l_2737_);
        double l_2738_ = a_2590_[3];
        double _e5769 = l_mut_648_;
        double l_2739_ = (_e5769 + l_2738_);
        double _e5771 = l_mut_648_;
        double l_2740_ = (l_2739_ - _e5771);
        double l_2741_ = (l_2739_ - l_2740_);
        double _e5774 = l_mut_648_;
        double l_2742_ = (_e5774 - l_2741_);
        double l_2743_ = (l_2738_ - l_2740_);
        double l_2744_ = (l_2742_ + l_2743_);
        uint _e5778 = l_mut_91_;
        bool l_2745_ = (_e5778 < 3u);
        bool l_2746_ = (l_2744_ != 0.0L);
        if (l_2745_) {
            local_228 = l_2746_;
        } else {
            local_228 = false;
        }
        bool l_2747_ = local_228;
        uint _e5787 = l_mut_91_;
        bool l_2748_ = (_e5787 == 0u);
        if (l_2747_) {
            local_229 = l_2748_;
        } else {
            local_229 = false;
        }
        bool l_2749_ = local_229;
        double _e5794 = l_mut_820_;
        double l_2750_ = (l_2749_ ? l_2739_ : _e5794);
        l_mut_820_ = l_2750_;
        uint _e5796 = l_mut_91_;
        bool l_2751_ = (_e5796 == 1u);
        if (l_2747_) {
            local_230 = l_2751_;
        } else {
            local_230 = false;
        }
        bool l_2752_ = local_230;
        double _e5803 = l_mut_819_;
        double l_2753_ = (l_2752_ ? l_2739_ : _e5803);
        l_mut_819_ = l_2753_;
        uint _e5805 = l_mut_91_;
        bool l_2754_ = (_e5805 == 2u);
        if (l_2747_) {
            local_231 = l_2754_;
        } else {
            local_231 = false;
        }
        bool l_2755_ = local_231;
        double _e5812 = l_mut_818_;
        double l_2756_ = (l_2755_ ? l_2739_ : _e5812);
        l_mut_818_ = l_2756_;
        double l_2757_ = (l_2747_ ? l_2744_ : l_2739_);
        double _e5815 = l_mut_648_;
        double l_2758_ = (_e5815 + l_2738_);
        double l_2759_ = (l_2745_ ? l_2757_ : l_2758_);
        l_mut_648_ = l_2759_;
        uint l_2760_ = uint(l_2747_);
        uint _e5819 = l_mut_91_;
        l_mut_91_ = (_e5819 + l_2760_);
        double l_2761_ = a_2590_[4];
        double _e5823 = l_mut_648_;
        double l_2762_ = (_e5823 + l_2761_);
        double _e5825 = l_mut_648_;
        double l_2763_ = (l_2762_ - _e5825);
        double l_2764_ = (l_2762_ - l_2763_);
        double _e5828 = l_mut_648_;
        double l_2765_ = (_e5828 - l_2764_);
        double l_2766_ = (l_2761_ - l_2763_);
        double l_2767_ = (l_2765_ + l_2766_);
        uint _e5832 = l_mut_91_;
        bool l_2768_ = (_e5832 < 3u);
        bool l_2769_ = (l_2767_ != 0.0L);
        if (l_2768_) {
            local_232 = l_2769_;
        } else {
            local_232 = false;
        }
        bool l_2770_ = local_232;
        uint _e5841 = l_mut_91_;
        bool l_2771_ = (_e5841 == 0u);
        if (l_2770_) {
            local_233 = l_2771_;
        } else {
            local_233 = false;
        }
        bool l_2772_ = local_233;
        double _e5848 = l_mut_820_;
        double l_2773_ = (l_2772_ ? l_2762_ : _e5848);
        l_mut_820_ = l_2773_;
        uint _e5850 = l_mut_91_;
        bool l_2774_ = (_e5850 == 1u);
        if (l_2770_) {
            local_234 = l_2774_;
        } else {
            local_234 = false;
        }
        bool l_2775_ = local_234;
        double _e5857 = l_mut_819_;
        double l_2776_ = (l_2775_ ? l_2762_ : _e5857);
        l_mut_819_ = l_2776_;
        uint _e5859 = l_mut_91_;
        bool l_2777_ = (_e5859 == 2u);
        if (l_2770_) {
            local_235 = l_2777_;
        } else {
            local_235 = false;
        }
        bool l_2778_ = local_235;
        double _e5866 = l_mut_818_;
        double l_2779_ = (l_2778_ ? l_2762_ : _e5866);
        l_mut_818_ = l_2779_;
        double l_2780_ = (l_2770_ ? l_2767_ : l_2762_);
        double _e5869 = l_mut_648_;
        double l_2781_ = (_e5869 + l_2761_);
        double l_2782_ = (l_2768_ ? l_2780_ : l_2781_);
        l_mut_648_ = l_2782_;
        uint l_2783_ = uint(l_2770_);
        uint _e5873 = l_mut_91_;
        l_mut_91_ = (_e5873 + l_2783_);
        double l_2784_ = a_2590_[5];
        double _e5877 = l_mut_648_;
        double l_2785_ = (_e5877 + l_2784_);
        double _e5879 = l_mut_648_;
        double l_2786_ = (l_2785_ - _e5879);
        double l_2787_ = (l_2785_ - l_2786_);
        double _e5882 = l_mut_648_;
        double l_2788_ = (_e5882 - l_2787_);
        double l_2789_ = (l_2784_ - l_2786_);
        double l_2790_ = (l_2788_ + l_2789_);
        uint _e5886 = l_mut_91_;
        bool l_2791_ = (_e5886 < 3u);
        bool l_2792_ = (l_2790_ != 0.0L);
        if (l_2791_) {
            local_236 = l_2792_;
        } else {
            local_236 = false;
        }
        bool l_2793_ = local_236;
        uint _e5895 = l_mut_91_;
        bool l_2794_ = (_e5895 == 0u);
        if (l_2793_) {
            local_237 = l_2794_;
        } else {
            local_237 = false;
        }
        bool l_2795_ = local_237;
        double _e5902 = l_mut_820_;
        double l_2796_ = (l_2795_ ? l_2785_ : _e5902);
        l_mut_820_ = l_2796_;
        uint _e5904 = l_mut_91_;
        bool l_2797_ = (_e5904 == 1u);
        if (l_2793_) {
            local_238 = l_2797_;
        } else {
            local_238 = false;
        }
        bool l_2798_ = local_238;
        double _e5911 = l_mut_819_;
        double l_2799_ = (l_2798_ ? l_2785_ : _e5911);
        l_mut_819_ = l_2799_;
        uint _e5913 = l_mut_91_;
        bool l_2800_ = (_e5913 == 2u);
        if (l_2793_) {
            local_239 = l_2800_;
        } else {
            local_239 = false;
        }
        bool l_2801_ = local_239;
        double _e5920 = l_mut_818_;
        double l_2802_ = (l_2801_ ? l_2785_ : _e5920);
        l_mut_818_ = l_2802_;
        double l_2803_ = (l_2793_ ? l_2790_ : l_2785_);
        double _e5923 = l_mut_648_;
        double l_2804_ = (_e5923 + l_2784_);
        double l_2805_ = (l_2791_ ? l_2803_ : l_2804_);
        l_mut_648_ = l_2805_;
        uint l_2806_ = uint(l_2793_);
        uint _e5927 = l_mut_91_;
        l_mut_91_ = (_e5927 + l_2806_);
        double l_2807_ = a_2590_[6];
        double _e5931 = l_mut_648_;
        double l_2808_ = (_e5931 + l_2807_);
        double _e5933 = l_mut_648_;
        double l_2809_ = (l_2808_ - _e5933);
        double l_2810_ = (l_2808_ - l_2809_);
        double _e5936 = l_mut_648_;
        double l_2811_ = (_e5936 - l_2810_);
        double l_2812_ = (l_2807_ - l_2809_);
        double l_2813_ = (l_2811_ + l_2812_);
        uint _e5940 = l_mut_91_;
        bool l_2814_ = (_e5940 < 3u);
        bool l_2815_ = (l_2813_ != 0.0L);
        if (l_2814_) {
            local_240 = l_2815_;
        } else {
            local_240 = false;
        }
        bool l_2816_ = local_240;
        uint _e5949 = l_mut_91_;
        bool l_2817_ = (_e5949 == 0u);
        if (l_2816_) {
            local_241 = l_2817_;
        } else {
            local_241 = false;
        }
        bool l_2818_ = local_241;
        double _e5956 = l_mut_820_;
        double l_2819_ = (l_2818_ ? l_2808_ : _e5956);
        l_mut_820_ = l_2819_;
        uint _e5958 = l_mut_91_;
        bool l_2820_ = (_e5958 == 1u);
        if (l_2816_) {
            local_242 = l_2820_;
        } else {
            local_242 = false;
        }
        bool l_2821_ = local_242;
        double _e5965 = l_mut_819_;
        double l_2822_ = (l_2821_ ? l_2808_ : _e5965);
        l_mut_819_ = l_2822_;
        uint _e5967 = l_mut_91_;
        bool l_2823_ = (_e5967 == 2u);
        if (l_2816_) {
            local_243 = l_2823_;
        } else {
            local_243 = false;
        }
        bool l_2824_ = local_243;
        double _e5974 = l_mut_818_;
        double l_2825_ = (l_2824_ ? l_2808_ : _e5974);
        l_mut_818_ = l_2825_;
        double l_2826_ = (l_2816_ ? l_2813_ : l_2808_);
        double _e5977 = l_mut_648_;
        double l_2827_ = (_e5977 + l_2807_);
        double l_2828_ = (l_2814_ ? l_2826_ : l_2827_);
        l_mut_648_ = l_2828_;
        uint l_2829_ = uint(l_2816_);
        uint _e5981 = l_mut_91_;
        l_mut_91_ = (_e5981 + l_2829_);
        double l_2830_ = a_2590_[7];
        double _e5985 = l_mut_648_;
        double l_2831_ = (_e5985 + l_2830_);
        double _e5987 = l_mut_648_;
        double l_2832_ = (l_2831_ - _e5987);
        double l_2833_ = (l_2831_ - l_2832_);
        double _e5990 = l_mut_648_;
        double l_2834_ = (_e5990 - l_2833_);
        double l_2835_ = (l_2830_ - l_2832_);
        double l_2836_ = (l_2834_ + l_2835_);
        uint _e5994 = l_mut_91_;
        bool l_2837_ = (_e5994 < 3u);
        bool l_2838_ = (l_2836_ != 0.0L);
        if (l_2837_) {
            local_244 = l_2838_;
        } else {
            local_244 = false;
        }
        bool l_2839_ = local_244;
        uint _e6003 = l_mut_91_;
        bool l_2840_ = (_e6003 == 0u);
        if (l_2839_) {
            local_245 = l_2840_;
        } else {
            local_245 = false;
        }
        bool l_2841_ = local_245;
        double _e6010 = l_mut_820_;
        double l_2842_ = (l_2841_ ? l_2831_ : _e6010);
        l_mut_820_ = l_2842_;
        uint _e6012 = l_mut_91_;
        bool l_2843_ = (_e6012 == 1u);
        if (l_2839_) {
            local_246 = l_2843_;
        } else {
            local_246 = false;
        }
        bool l_2844_ = local_246;
        double _e6019 = l_mut_819_;
        double l_2845_ = (l_2844_ ? l_2831_ : _e6019);
        l_mut_819_ = l_2845_;
        uint _e6021 = l_mut_91_;
        bool l_2846_ = (_e6021 == 2u);
        if (l_2839_) {
            local_247 = l_2846_;
        } else {
            local_247 = false;
        }
        bool l_2847_ = local_247;
        double _e6028 = l_mut_818_;
        double l_2848_ = (l_2847_ ? l_2831_ : _e6028);
        l_mut_818_ = l_2848_;
        double l_2849_ = (l_2839_ ? l_2836_ : l_2831_);
        double _e6031 = l_mut_648_;
        double l_2850_ = (_e6031 + l_2830_);
        double l_2851_ = (l_2837_ ? l_2849_ : l_2850_);
        l_mut_648_ = l_2851_;
        uint l_2852_ = uint(l_2839_);
        uint _e6035 = l_mut_91_;
        l_mut_91_ = (_e6035 + l_2852_);
        uint _e6037 = l_mut_91_;
        bool l_2853_ = (_e6037 == 0u);
        double _e6040 = l_mut_820_;
        double _e6041 = l_mut_648_;
        double l_2854_ = (l_2853_ ? _e6041 : _e6040);
        l_mut_820_ = l_2854_;
        uint _e6043 = l_mut_91_;
        bool l_2855_ = (_e6043 == 1u);
        double _e6046 = l_mut_819_;
        double _e6047 = l_mut_648_;
        double l_2856_ = (l_2855_ ? _e6047 : _e6046);
        l_mut_819_ = l_2856_;
        uint _e6049 = l_mut_91_;
        bool l_2857_ = (_e6049 == 2u);
        double _e6052 = l_mut_818_;
        double _e6053 = l_mut_648_;
        double l_2858_ = (l_2857_ ? _e6053 : _e6052);
        l_mut_818_ = l_2858_;
        uint _e6055 = l_mut_91_;
        bool l_2859_ = (_e6055 == 3u);
        double _e6058 = l_mut_817_;
        double _e6059 = l_mut_648_;
        double l_2860_ = (l_2859_ ? _e6059 : _e6058);
        l_mut_817_ = l_2860_;
        int l_2861_ = naga_f2i32(l_38_);
        int l_2862_ = (l_2861_ & int(3));
        l_mut_2863_ = l_2862_;
        int _e6064 = l_mut_2863_;
        int l_2864_ = (_e6064 & int(1));
        bool l_2865_ = (l_2864_ == int(1));
        int _e6069 = l_mut_2863_;
        bool l_2866_ = (_e6069 >= int(2));
        double l_2868_ = (l_2866_ ? -1.0L : 1.0L);
        double _e6075 = l_mut_86_;
        double _e6076 = l_mut_820_;
        double l_2869_ = (l_2865_ ? _e6076 : _e6075);
        double l_2870_ = (l_2869_ * l_2868_);
        double _e6079 = l_mut_44_;
        double _e6080 = l_mut_819_;
        double l_2871_ = (l_2865_ ? _e6080 : _e6079);
        double l_2872_ = (l_2871_ * l_2868_);
        double _e6083 = l_mut_43_;
        double _e6084 = l_mut_818_;
        double l_2873_ = (l_2865_ ? _e6084 : _e6083);
        double l_2874_ = (l_2873_ * l_2868_);
        double _e6087 = l_mut_42_;
        double _e6088 = l_mut_817_;
        double l_2875_ = (l_2865_ ? _e6088 : _e6087);
        double l_2876_ = (l_2875_ * l_2868_);
        uint l_3092_ = asuint(info.Load(12+0));
        uint l_3093_ = (l_3092_ * 1u);
        bool l_3094_ = (id < l_3093_);
        if (l_3094_) {
            buffer_3_global.Store(id*8, l_2870_);
        }
        uint l_2877_ = (l_1_ + id);
        uint l_3095_ = asuint(info.Load(12+0));
        uint l_3096_ = (l_3095_ * 1u);
        bool l_3097_ = (l_2877_ < l_3096_);
        if (l_3097_) {
            buffer_3_global.Store(l_2877_*8, l_2872_);
        }
        uint l_2878_ = (2u * l_1_);
        uint l_2879_ = (l_2878_ + id);
        uint l_3098_ = asuint(info.Load(12+0));
        uint l_3099_ = (l_3098_ * 1u);
        bool l_3100_ = (l_2879_ < l_3099_);
        if (l_3100_) {
            buffer_3_global.Store(l_2879_*8, l_2874_);
        }
        uint l_2880_ = (3u * l_1_);
        uint l_2881_ = (l_2880_ + id);
        uint l_3101_ = asuint(info.Load(12+0));
        uint l_3102_ = (l_3101_ * 1u);
        bool l_3103_ = (l_2881_ < l_3102_);
        if (l_3103_) {
            buffer_3_global.Store(l_2881_*8, l_2876_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
