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
    double a_742_[8] = (double[8])0;
    double a_1436_[8] = (double[8])0;
    double a_2137_[8] = (double[8])0;
    double a_2814_[8] = (double[8])0;
    double l_mut_225_ = (double)0;
    double l_mut_226_ = (double)0;
    double l_mut_227_ = (double)0;
    double l_mut_228_ = (double)0;
    int l_mut_3087_ = (int)0;
    double l_mut_41_ = (double)0;
    double l_mut_42_ = (double)0;
    double l_mut_43_ = (double)0;
    double l_mut_44_ = (double)0;
    double l_mut_645_ = (double)0;
    double l_mut_646_ = (double)0;
    double l_mut_647_ = (double)0;
    double l_mut_648_ = (double)0;
    double l_mut_843_ = (double)0;
    double l_mut_844_ = (double)0;
    double l_mut_845_ = (double)0;
    double l_mut_847_ = (double)0;
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
    uint l_mut_1225_ = 1u;
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
    bool local_248 = (bool)0;
    bool local_249 = (bool)0;
    bool local_250 = (bool)0;
    bool local_251 = (bool)0;
    bool local_252 = (bool)0;
    bool local_253 = (bool)0;
    bool local_254 = (bool)0;
    bool local_255 = (bool)0;
    bool local_256 = (bool)0;
    bool local_257 = (bool)0;
    bool local_258 = (bool)0;
    bool local_259 = (bool)0;
    bool local_260 = (bool)0;
    bool local_261 = (bool)0;
    bool local_262 = (bool)0;
    bool local_263 = (bool)0;
    bool local_264 = (bool)0;
    bool local_265 = (bool)0;
    bool local_266 = (bool)0;
    bool local_267 = (bool)0;
    bool local_268 = (bool)0;
    bool local_269 = (bool)0;
    bool local_270 = (bool)0;
    bool local_271 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 4u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_3108_ = asuint(info.Load(8+0));
        uint l_3109_ = (l_3108_ * 1u);
        bool l_3110_ = (0u < l_3109_);
        uint l_3111_ = (l_3109_ - 1u);
        uint l_3112_ = min(0u, l_3111_);
        double l_3113_ = buffer_2_global.Load<double>(l_3112_*8);
        double l_3_ = (l_3110_ ? l_3113_ : 0.0L);
        uint l_3115_ = asuint(info.Load(8+0));
        uint l_3116_ = (l_3115_ * 1u);
        bool l_3117_ = (1u < l_3116_);
        uint l_3118_ = (l_3116_ - 1u);
        uint l_3119_ = min(1u, l_3118_);
        double l_3120_ = buffer_2_global.Load<double>(l_3119_*8);
        double l_4_ = (l_3117_ ? l_3120_ : 0.0L);
        uint l_3122_ = asuint(info.Load(0+0));
        uint l_3123_ = (l_3122_ * 1u);
        bool l_3124_ = (id < l_3123_);
        uint l_3125_ = (l_3123_ - 1u);
        uint l_3126_ = min(id, l_3125_);
        double l_3127_ = buffer_0_global.Load<double>(l_3126_*8);
        double l_5_ = (l_3124_ ? l_3127_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_3129_ = asuint(info.Load(0+0));
        uint l_3130_ = (l_3129_ * 1u);
        bool l_3131_ = (l_6_ < l_3130_);
        uint l_3132_ = (l_3130_ - 1u);
        uint l_3133_ = min(l_6_, l_3132_);
        double l_3134_ = buffer_0_global.Load<double>(l_3133_*8);
        double l_7_ = (l_3131_ ? l_3134_ : 0.0L);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_3136_ = asuint(info.Load(0+0));
        uint l_3137_ = (l_3136_ * 1u);
        bool l_3138_ = (l_9_ < l_3137_);
        uint l_3139_ = (l_3137_ - 1u);
        uint l_3140_ = min(l_9_, l_3139_);
        double l_3141_ = buffer_0_global.Load<double>(l_3140_*8);
        double l_10_ = (l_3138_ ? l_3141_ : 0.0L);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_3143_ = asuint(info.Load(0+0));
        uint l_3144_ = (l_3143_ * 1u);
        bool l_3145_ = (l_12_ < l_3144_);
        uint l_3146_ = (l_3144_ - 1u);
        uint l_3147_ = min(l_12_, l_3146_);
        double l_3148_ = buffer_0_global.Load<double>(l_3147_*8);
        double l_13_ = (l_3145_ ? l_3148_ : 0.0L);
        uint l_3150_ = asuint(info.Load(4+0));
        uint l_3151_ = (l_3150_ * 1u);
        bool l_3152_ = (id < l_3151_);
        uint l_3153_ = (l_3151_ - 1u);
        uint l_3154_ = min(id, l_3153_);
        double l_3155_ = buffer_1_global.Load<double>(l_3154_*8);
        double l_14_ = (l_3152_ ? l_3155_ : 0.0L);
        uint l_15_ = (l_1_ + id);
        uint l_3157_ = asuint(info.Load(4+0));
        uint l_3158_ = (l_3157_ * 1u);
        bool l_3159_ = (l_15_ < l_3158_);
        uint l_3160_ = (l_3158_ - 1u);
        uint l_3161_ = min(l_15_, l_3160_);
        double l_3162_ = buffer_1_global.Load<double>(l_3161_*8);
        double l_16_ = (l_3159_ ? l_3162_ : 0.0L);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_3164_ = asuint(info.Load(4+0));
        uint l_3165_ = (l_3164_ * 1u);
        bool l_3166_ = (l_18_ < l_3165_);
        uint l_3167_ = (l_3165_ - 1u);
        uint l_3168_ = min(l_18_, l_3167_);
        double l_3169_ = buffer_1_global.Load<double>(l_3168_*8);
        double l_19_ = (l_3166_ ? l_3169_ : 0.0L);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_3171_ = asuint(info.Load(4+0));
        uint l_3172_ = (l_3171_ * 1u);
        bool l_3173_ = (l_21_ < l_3172_);
        uint l_3174_ = (l_3172_ - 1u);
        uint l_3175_ = min(l_21_, l_3174_);
        double l_3176_ = buffer_1_global.Load<double>(l_3175_*8);
        double l_22_ = (l_3173_ ? l_3176_ : 0.0L);
        uint l_3178_ = asuint(info.Load(8+0));
        uint l_3179_ = (l_3178_ * 1u);
        bool l_3180_ = (2u < l_3179_);
        uint l_3181_ = (l_3179_ - 1u);
        uint l_3182_ = min(2u, l_3181_);
        double l_3183_ = buffer_2_global.Load<double>(l_3182_*8);
        double l_24_ = (l_3180_ ? l_3183_ : 0.0L);
        uint l_25_ = naga_f2u32(l_24_);
        uint l_26_ = (l_25_ + 1u);
        uint l_3185_ = asuint(info.Load(8+0));
        uint l_3186_ = (l_3185_ * 1u);
        bool l_3187_ = (3u < l_3186_);
        uint l_3188_ = (l_3186_ - 1u);
        uint l_3189_ = min(3u, l_3188_);
        double l_3190_ = buffer_2_global.Load<double>(l_3189_*8);
        double l_28_ = (l_3187_ ? l_3190_ : 0.0L);
        uint l_29_ = naga_f2u32(l_28_);
        uint l_3192_ = asuint(info.Load(8+0));
        uint l_3193_ = (l_3192_ * 1u);
        bool l_3194_ = (4u < l_3193_);
        uint l_3195_ = (l_3193_ - 1u);
        uint l_3196_ = min(4u, l_3195_);
        double l_3197_ = buffer_2_global.Load<double>(l_3196_*8);
        double l_31_ = (l_3194_ ? l_3197_ : 0.0L);
        uint l_33_ = (4u + 1u);
        uint l_3199_ = asuint(info.Load(8+0));
        uint l_3200_ = (l_3199_ * 1u);
        bool l_3201_ = (l_33_ < l_3200_);
        uint l_3202_ = (l_3200_ - 1u);
        uint l_3203_ = min(l_33_, l_3202_);
        double l_3204_ = buffer_2_global.Load<double>(l_3203_*8);
        double l_34_ = (l_3201_ ? l_3204_ : 0.0L);
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
                uint _e602 = l_mut_45_;
                l_mut_45_ = (_e602 + 1u);
            }
            loop_init = false;
            uint _e307 = l_mut_45_;
            if ((_e307 < l_29_)) {
            } else {
                break;
            }
            {
                uint _e309 = l_mut_45_;
                uint l_46_ = (4u + _e309);
                uint l_3330_ = asuint(info.Load(8+0));
                uint l_3331_ = (l_3330_ * 1u);
                bool l_3332_ = (l_46_ < l_3331_);
                uint l_3333_ = (l_3331_ - 1u);
                uint l_3334_ = min(l_46_, l_3333_);
                double l_3335_ = buffer_2_global.Load<double>(l_3334_*8);
                double l_47_ = (l_3332_ ? l_3335_ : 0.0L);
                double l_48_ = -(l_47_);
                double l_49_ = (l_40_ * l_48_);
                double _e328 = l_mut_41_;
                double l_50_ = (_e328 + l_49_);
                double _e330 = l_mut_41_;
                double l_51_ = (l_50_ - _e330);
                double l_52_ = (l_50_ - l_51_);
                double _e333 = l_mut_41_;
                double l_53_ = (_e333 - l_52_);
                double l_54_ = (l_49_ - l_51_);
                double l_55_ = (l_53_ + l_54_);
                double _e337 = l_mut_42_;
                double l_56_ = (_e337 + l_55_);
                double _e339 = l_mut_42_;
                double l_57_ = (l_56_ - _e339);
                double l_58_ = (l_56_ - l_57_);
                double _e342 = l_mut_42_;
                double l_59_ = (_e342 - l_58_);
                double l_60_ = (l_55_ - l_57_);
                double l_61_ = (l_59_ + l_60_);
                double _e346 = l_mut_43_;
                double l_62_ = (_e346 + l_61_);
                double _e348 = l_mut_43_;
                double l_63_ = (l_62_ - _e348);
                double l_64_ = (l_62_ - l_63_);
                double _e351 = l_mut_43_;
                double l_65_ = (_e351 - l_64_);
                double l_66_ = (l_61_ - l_63_);
                double l_67_ = (l_65_ + l_66_);
                double _e355 = l_mut_44_;
                double l_68_ = (_e355 + l_67_);
                double _e357 = l_mut_44_;
                double l_69_ = (l_68_ - _e357);
                double l_70_ = (l_68_ - l_69_);
                double _e360 = l_mut_44_;
                double l_71_ = (_e360 - l_70_);
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
                double _e381 = l_mut_90_;
                double l_92_ = (_e381 + l_85_);
                double _e383 = l_mut_90_;
                double l_93_ = (l_92_ - _e383);
                double l_94_ = (l_85_ - l_93_);
                uint _e386 = l_mut_91_;
                bool l_95_ = (_e386 < 3u);
                bool l_96_ = (l_94_ != 0.0L);
                if (l_95_) {
                    local = l_96_;
                } else {
                    local = false;
                }
                bool l_97_ = local;
                uint _e395 = l_mut_91_;
                bool l_98_ = (_e395 == 0u);
                if (l_97_) {
                    local_1 = l_98_;
                } else {
                    local_1 = false;
                }
                bool l_99_ = local_1;
                double _e402 = l_mut_86_;
                double l_100_ = (l_99_ ? l_92_ : _e402);
                l_mut_86_ = l_100_;
                uint _e404 = l_mut_91_;
                bool l_101_ = (_e404 == 1u);
                if (l_97_) {
                    local_2 = l_101_;
                } else {
                    local_2 = false;
                }
                bool l_102_ = local_2;
                double _e411 = l_mut_87_;
                double l_103_ = (l_102_ ? l_92_ : _e411);
                l_mut_87_ = l_103_;
                uint _e413 = l_mut_91_;
                bool l_104_ = (_e413 == 2u);
                if (l_97_) {
                    local_3 = l_104_;
                } else {
                    local_3 = false;
                }
                bool l_105_ = local_3;
                double _e420 = l_mut_88_;
                double l_106_ = (l_105_ ? l_92_ : _e420);
                l_mut_88_ = l_106_;
                double l_107_ = (l_97_ ? l_94_ : l_92_);
                double _e423 = l_mut_90_;
                double l_108_ = (_e423 + l_85_);
                double l_109_ = (l_95_ ? l_107_ : l_108_);
                l_mut_90_ = l_109_;
                uint l_110_ = uint(l_97_);
                uint _e427 = l_mut_91_;
                l_mut_91_ = (_e427 + l_110_);
                double _e429 = l_mut_90_;
                double l_111_ = (_e429 + l_82_);
                double _e431 = l_mut_90_;
                double l_112_ = (l_111_ - _e431);
                double l_113_ = (l_82_ - l_112_);
                uint _e434 = l_mut_91_;
                bool l_114_ = (_e434 < 3u);
                bool l_115_ = (l_113_ != 0.0L);
                if (l_114_) {
                    local_4 = l_115_;
                } else {
                    local_4 = false;
                }
                bool l_116_ = local_4;
                uint _e443 = l_mut_91_;
                bool l_117_ = (_e443 == 0u);
                if (l_116_) {
                    local_5 = l_117_;
                } else {
                    local_5 = false;
                }
                bool l_118_ = local_5;
                double _e450 = l_mut_86_;
                double l_119_ = (l_118_ ? l_111_ : _e450);
                l_mut_86_ = l_119_;
                uint _e452 = l_mut_91_;
                bool l_120_ = (_e452 == 1u);
                if (l_116_) {
                    local_6 = l_120_;
                } else {
                    local_6 = false;
                }
                bool l_121_ = local_6;
                double _e459 = l_mut_87_;
                double l_122_ = (l_121_ ? l_111_ : _e459);
                l_mut_87_ = l_122_;
                uint _e461 = l_mut_91_;
                bool l_123_ = (_e461 == 2u);
                if (l_116_) {
                    local_7 = l_123_;
                } else {
                    local_7 = false;
                }
                bool l_124_ = local_7;
                double _e468 = l_mut_88_;
                double l_125_ = (l_124_ ? l_111_ : _e468);
                l_mut_88_ = l_125_;
                double l_126_ = (l_116_ ? l_113_ : l_111_);
                double _e471 = l_mut_90_;
                double l_127_ = (_e471 + l_82_);
                double l_128_ = (l_114_ ? l_126_ : l_127_);
                l_mut_90_ = l_128_;
                uint l_129_ = uint(l_116_);
                uint _e475 = l_mut_91_;
                l_mut_91_ = (_e475 + l_129_);
                double _e477 = l_mut_90_;
                double l_130_ = (_e477 + l_79_);
                double _e479 = l_mut_90_;
                double l_131_ = (l_130_ - _e479);
                double l_132_ = (l_79_ - l_131_);
                uint _e482 = l_mut_91_;
                bool l_133_ = (_e482 < 3u);
                bool l_134_ = (l_132_ != 0.0L);
                if (l_133_) {
                    local_8 = l_134_;
                } else {
                    local_8 = false;
                }
                bool l_135_ = local_8;
                uint _e491 = l_mut_91_;
                bool l_136_ = (_e491 == 0u);
                if (l_135_) {
                    local_9 = l_136_;
                } else {
                    local_9 = false;
                }
                bool l_137_ = local_9;
                double _e498 = l_mut_86_;
                double l_138_ = (l_137_ ? l_130_ : _e498);
                l_mut_86_ = l_138_;
                uint _e500 = l_mut_91_;
                bool l_139_ = (_e500 == 1u);
                if (l_135_) {
                    local_10 = l_139_;
                } else {
                    local_10 = false;
                }
                bool l_140_ = local_10;
                double _e507 = l_mut_87_;
                double l_141_ = (l_140_ ? l_130_ : _e507);
                l_mut_87_ = l_141_;
                uint _e509 = l_mut_91_;
                bool l_142_ = (_e509 == 2u);
                if (l_135_) {
                    local_11 = l_142_;
                } else {
                    local_11 = false;
                }
                bool l_143_ = local_11;
                double _e516 = l_mut_88_;
                double l_144_ = (l_143_ ? l_130_ : _e516);
                l_mut_88_ = l_144_;
                double l_145_ = (l_135_ ? l_132_ : l_130_);
                double _e519 = l_mut_90_;
                double l_146_ = (_e519 + l_79_);
                double l_147_ = (l_133_ ? l_145_ : l_146_);
                l_mut_90_ = l_147_;
                uint l_148_ = uint(l_135_);
                uint _e523 = l_mut_91_;
                l_mut_91_ = (_e523 + l_148_);
                double _e525 = l_mut_90_;
                double l_149_ = (_e525 + l_76_);
                double _e527 = l_mut_90_;
                double l_150_ = (l_149_ - _e527);
                double l_151_ = (l_76_ - l_150_);
                uint _e530 = l_mut_91_;
                bool l_152_ = (_e530 < 3u);
                bool l_153_ = (l_151_ != 0.0L);
                if (l_152_) {
                    local_12 = l_153_;
                } else {
                    local_12 = false;
                }
                bool l_154_ = local_12;
                uint _e539 = l_mut_91_;
                bool l_155_ = (_e539 == 0u);
                if (l_154_) {
                    local_13 = l_155_;
                } else {
                    local_13 = false;
                }
                bool l_156_ = local_13;
                double _e546 = l_mut_86_;
                double l_157_ = (l_156_ ? l_149_ : _e546);
                l_mut_86_ = l_157_;
                uint _e548 = l_mut_91_;
                bool l_158_ = (_e548 == 1u);
                if (l_154_) {
                    local_14 = l_158_;
                } else {
                    local_14 = false;
                }
                bool l_159_ = local_14;
                double _e555 = l_mut_87_;
                double l_160_ = (l_159_ ? l_149_ : _e555);
                l_mut_87_ = l_160_;
                uint _e557 = l_mut_91_;
                bool l_161_ = (_e557 == 2u);
                if (l_154_) {
                    local_15 = l_161_;
                } else {
                    local_15 = false;
                }
                bool l_162_ = local_15;
                double _e564 = l_mut_88_;
                double l_163_ = (l_162_ ? l_149_ : _e564);
                l_mut_88_ = l_163_;
                double l_164_ = (l_154_ ? l_151_ : l_149_);
                double _e567 = l_mut_90_;
                double l_165_ = (_e567 + l_76_);
                double l_166_ = (l_152_ ? l_164_ : l_165_);
                l_mut_90_ = l_166_;
                uint l_167_ = uint(l_154_);
                uint _e571 = l_mut_91_;
                l_mut_91_ = (_e571 + l_167_);
                uint _e573 = l_mut_91_;
                bool l_168_ = (_e573 == 0u);
                double _e576 = l_mut_86_;
                double _e577 = l_mut_90_;
                double l_169_ = (l_168_ ? _e577 : _e576);
                l_mut_86_ = l_169_;
                uint _e579 = l_mut_91_;
                bool l_170_ = (_e579 == 1u);
                double _e582 = l_mut_87_;
                double _e583 = l_mut_90_;
                double l_171_ = (l_170_ ? _e583 : _e582);
                l_mut_87_ = l_171_;
                uint _e585 = l_mut_91_;
                bool l_172_ = (_e585 == 2u);
                double _e588 = l_mut_88_;
                double _e589 = l_mut_90_;
                double l_173_ = (l_172_ ? _e589 : _e588);
                l_mut_88_ = l_173_;
                uint _e591 = l_mut_91_;
                bool l_174_ = (_e591 == 3u);
                double _e594 = l_mut_89_;
                double _e595 = l_mut_90_;
                double l_175_ = (l_174_ ? _e595 : _e594);
                l_mut_89_ = l_175_;
                double _e597 = l_mut_86_;
                l_mut_41_ = _e597;
                double _e598 = l_mut_87_;
                l_mut_42_ = _e598;
                double _e599 = l_mut_88_;
                l_mut_43_ = _e599;
                double _e600 = l_mut_89_;
                l_mut_44_ = _e600;
            }
        }
        double l_176_ = (l_35_ * 0.001953125L);
        double _e606 = l_mut_41_;
        double l_177_ = (_e606 / l_176_);
        double l_178_ = (l_177_ + 0.5L);
        double l_179_ = floor(l_178_);
        double l_181_ = clamp(l_179_, -256.0L, 256.0L);
        double l_183_ = (l_181_ * 0.001953125L);
        double _e617 = l_mut_41_;
        l_mut_90_ = _e617;
        double _e618 = l_mut_42_;
        l_mut_89_ = _e618;
        double _e619 = l_mut_43_;
        l_mut_88_ = _e619;
        double _e620 = l_mut_44_;
        l_mut_87_ = _e620;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e918 = l_mut_184_;
                l_mut_184_ = (_e918 + 1u);
            }
            loop_init_1 = false;
            uint _e623 = l_mut_184_;
            if ((_e623 < l_29_)) {
            } else {
                break;
            }
            {
                uint _e625 = l_mut_184_;
                uint l_185_ = (4u + _e625);
                uint l_3337_ = asuint(info.Load(8+0));
                uint l_3338_ = (l_3337_ * 1u);
                bool l_3339_ = (l_185_ < l_3338_);
                uint l_3340_ = (l_3338_ - 1u);
                uint l_3341_ = min(l_185_, l_3340_);
                double l_3342_ = buffer_2_global.Load<double>(l_3341_*8);
                double l_186_ = (l_3339_ ? l_3342_ : 0.0L);
                double l_187_ = -(l_186_);
                double l_188_ = (l_183_ * l_187_);
                double _e644 = l_mut_90_;
                double l_189_ = (_e644 + l_188_);
                double _e646 = l_mut_90_;
                double l_190_ = (l_189_ - _e646);
                double l_191_ = (l_189_ - l_190_);
                double _e649 = l_mut_90_;
                double l_192_ = (_e649 - l_191_);
                double l_193_ = (l_188_ - l_190_);
                double l_194_ = (l_192_ + l_193_);
                double _e653 = l_mut_89_;
                double l_195_ = (_e653 + l_194_);
                double _e655 = l_mut_89_;
                double l_196_ = (l_195_ - _e655);
                double l_197_ = (l_195_ - l_196_);
                double _e658 = l_mut_89_;
                double l_198_ = (_e658 - l_197_);
                double l_199_ = (l_194_ - l_196_);
                double l_200_ = (l_198_ + l_199_);
                double _e662 = l_mut_88_;
                double l_201_ = (_e662 + l_200_);
                double _e664 = l_mut_88_;
                double l_202_ = (l_201_ - _e664);
                double l_203_ = (l_201_ - l_202_);
                double _e667 = l_mut_88_;
                double l_204_ = (_e667 - l_203_);
                double l_205_ = (l_200_ - l_202_);
                double l_206_ = (l_204_ + l_205_);
                double _e671 = l_mut_87_;
                double l_207_ = (_e671 + l_206_);
                double _e673 = l_mut_87_;
                double l_208_ = (l_207_ - _e673);
                double l_209_ = (l_207_ - l_208_);
                double _e676 = l_mut_87_;
                double l_210_ = (_e676 - l_209_);
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
                double _e697 = l_mut_228_;
                double l_229_ = (_e697 + l_224_);
                double _e699 = l_mut_228_;
                double l_230_ = (l_229_ - _e699);
                double l_231_ = (l_224_ - l_230_);
                uint _e702 = l_mut_91_;
                bool l_232_ = (_e702 < 3u);
                bool l_233_ = (l_231_ != 0.0L);
                if (l_232_) {
                    local_16 = l_233_;
                } else {
                    local_16 = false;
                }
                bool l_234_ = local_16;
                uint _e711 = l_mut_91_;
                bool l_235_ = (_e711 == 0u);
                if (l_234_) {
                    local_17 = l_235_;
                } else {
                    local_17 = false;
                }
                bool l_236_ = local_17;
                double _e718 = l_mut_86_;
                double l_237_ = (l_236_ ? l_229_ : _e718);
                l_mut_86_ = l_237_;
                uint _e720 = l_mut_91_;
                bool l_238_ = (_e720 == 1u);
                if (l_234_) {
                    local_18 = l_238_;
                } else {
                    local_18 = false;
                }
                bool l_239_ = local_18;
                double _e727 = l_mut_225_;
                double l_240_ = (l_239_ ? l_229_ : _e727);
                l_mut_225_ = l_240_;
                uint _e729 = l_mut_91_;
                bool l_241_ = (_e729 == 2u);
                if (l_234_) {
                    local_19 = l_241_;
                } else {
                    local_19 = false;
                }
                bool l_242_ = local_19;
                double _e736 = l_mut_226_;
                double l_243_ = (l_242_ ? l_229_ : _e736);
                l_mut_226_ = l_243_;
                double l_244_ = (l_234_ ? l_231_ : l_229_);
                double _e739 = l_mut_228_;
                double l_245_ = (_e739 + l_224_);
                double l_246_ = (l_232_ ? l_244_ : l_245_);
                l_mut_228_ = l_246_;
                uint l_247_ = uint(l_234_);
                uint _e743 = l_mut_91_;
                l_mut_91_ = (_e743 + l_247_);
                double _e745 = l_mut_228_;
                double l_248_ = (_e745 + l_221_);
                double _e747 = l_mut_228_;
                double l_249_ = (l_248_ - _e747);
                double l_250_ = (l_221_ - l_249_);
                uint _e750 = l_mut_91_;
                bool l_251_ = (_e750 < 3u);
                bool l_252_ = (l_250_ != 0.0L);
                if (l_251_) {
                    local_20 = l_252_;
                } else {
                    local_20 = false;
                }
                bool l_253_ = local_20;
                uint _e759 = l_mut_91_;
                bool l_254_ = (_e759 == 0u);
                if (l_253_) {
                    local_21 = l_254_;
                } else {
                    local_21 = false;
                }
                bool l_255_ = local_21;
                double _e766 = l_mut_86_;
                double l_256_ = (l_255_ ? l_248_ : _e766);
                l_mut_86_ = l_256_;
                uint _e768 = l_mut_91_;
                bool l_257_ = (_e768 == 1u);
                if (l_253_) {
                    local_22 = l_257_;
                } else {
                    local_22 = false;
                }
                bool l_258_ = local_22;
                double _e775 = l_mut_225_;
                double l_259_ = (l_258_ ? l_248_ : _e775);
                l_mut_225_ = l_259_;
                uint _e777 = l_mut_91_;
                bool l_260_ = (_e777 == 2u);
                if (l_253_) {
                    local_23 = l_260_;
                } else {
                    local_23 = false;
                }
                bool l_261_ = local_23;
                double _e784 = l_mut_226_;
                double l_262_ = (l_261_ ? l_248_ : _e784);
                l_mut_226_ = l_262_;
                double l_263_ = (l_253_ ? l_250_ : l_248_);
                double _e787 = l_mut_228_;
                double l_264_ = (_e787 + l_221_);
                double l_265_ = (l_251_ ? l_263_ : l_264_);
                l_mut_228_ = l_265_;
                uint l_266_ = uint(l_253_);
                uint _e791 = l_mut_91_;
                l_mut_91_ = (_e791 + l_266_);
                double _e793 = l_mut_228_;
                double l_267_ = (_e793 + l_218_);
                double _e795 = l_mut_228_;
                double l_268_ = (l_267_ - _e795);
                double l_269_ = (l_218_ - l_268_);
                uint _e798 = l_mut_91_;
                bool l_270_ = (_e798 < 3u);
                bool l_271_ = (l_269_ != 0.0L);
                if (l_270_) {
                    local_24 = l_271_;
                } else {
                    local_24 = false;
                }
                bool l_272_ = local_24;
                uint _e807 = l_mut_91_;
                bool l_273_ = (_e807 == 0u);
                if (l_272_) {
                    local_25 = l_273_;
                } else {
                    local_25 = false;
                }
                bool l_274_ = local_25;
                double _e814 = l_mut_86_;
                double l_275_ = (l_274_ ? l_267_ : _e814);
                l_mut_86_ = l_275_;
                uint _e816 = l_mut_91_;
                bool l_276_ = (_e816 == 1u);
                if (l_272_) {
                    local_26 = l_276_;
                } else {
                    local_26 = false;
                }
                bool l_277_ = local_26;
                double _e823 = l_mut_225_;
                double l_278_ = (l_277_ ? l_267_ : _e823);
                l_mut_225_ = l_278_;
                uint _e825 = l_mut_91_;
                bool l_279_ = (_e825 == 2u);
                if (l_272_) {
                    local_27 = l_279_;
                } else {
                    local_27 = false;
                }
                bool l_280_ = local_27;
                double _e832 = l_mut_226_;
                double l_281_ = (l_280_ ? l_267_ : _e832);
                l_mut_226_ = l_281_;
                double l_282_ = (l_272_ ? l_269_ : l_267_);
                double _e835 = l_mut_228_;
                double l_283_ = (_e835 + l_218_);
                double l_284_ = (l_270_ ? l_282_ : l_283_);
                l_mut_228_ = l_284_;
                uint l_285_ = uint(l_272_);
                uint _e839 = l_mut_91_;
                l_mut_91_ = (_e839 + l_285_);
                double _e841 = l_mut_228_;
                double l_286_ = (_e841 + l_215_);
                double _e843 = l_mut_228_;
                double l_287_ = (l_286_ - _e843);
                double l_288_ = (l_215_ - l_287_);
                uint _e846 = l_mut_91_;
                bool l_289_ = (_e846 < 3u);
                bool l_290_ = (l_288_ != 0.0L);
                if (l_289_) {
                    local_28 = l_290_;
                } else {
                    local_28 = false;
                }
                bool l_291_ = local_28;
                uint _e855 = l_mut_91_;
                bool l_292_ = (_e855 == 0u);
                if (l_291_) {
                    local_29 = l_292_;
                } else {
                    local_29 = false;
                }
                bool l_293_ = local_29;
                double _e862 = l_mut_86_;
                double l_294_ = (l_293_ ? l_286_ : _e862);
                l_mut_86_ = l_294_;
                uint _e864 = l_mut_91_;
                bool l_295_ = (_e864 == 1u);
                if (l_291_) {
                    local_30 = l_295_;
                } else {
                    local_30 = false;
                }
                bool l_296_ = local_30;
                double _e871 = l_mut_225_;
                double l_297_ = (l_296_ ? l_286_ : _e871);
                l_mut_225_ = l_297_;
                uint _e873 = l_mut_91_;
                bool l_298_ = (_e873 == 2u);
                if (l_291_) {
                    local_31 = l_298_;
                } else {
                    local_31 = false;
                }
                bool l_299_ = local_31;
                double _e880 = l_mut_226_;
                double l_300_ = (l_299_ ? l_286_ : _e880);
                l_mut_226_ = l_300_;
                double l_301_ = (l_291_ ? l_288_ : l_286_);
                double _e883 = l_mut_228_;
                double l_302_ = (_e883 + l_215_);
                double l_303_ = (l_289_ ? l_301_ : l_302_);
                l_mut_228_ = l_303_;
                uint l_304_ = uint(l_291_);
                uint _e887 = l_mut_91_;
                l_mut_91_ = (_e887 + l_304_);
                uint _e889 = l_mut_91_;
                bool l_305_ = (_e889 == 0u);
                double _e892 = l_mut_86_;
                double _e893 = l_mut_228_;
                double l_306_ = (l_305_ ? _e893 : _e892);
                l_mut_86_ = l_306_;
                uint _e895 = l_mut_91_;
                bool l_307_ = (_e895 == 1u);
                double _e898 = l_mut_225_;
                double _e899 = l_mut_228_;
                double l_308_ = (l_307_ ? _e899 : _e898);
                l_mut_225_ = l_308_;
                uint _e901 = l_mut_91_;
                bool l_309_ = (_e901 == 2u);
                double _e904 = l_mut_226_;
                double _e905 = l_mut_228_;
                double l_310_ = (l_309_ ? _e905 : _e904);
                l_mut_226_ = l_310_;
                uint _e907 = l_mut_91_;
                bool l_311_ = (_e907 == 3u);
                double _e910 = l_mut_227_;
                double _e911 = l_mut_228_;
                double l_312_ = (l_311_ ? _e911 : _e910);
                l_mut_227_ = l_312_;
                double _e913 = l_mut_86_;
                l_mut_90_ = _e913;
                double _e914 = l_mut_225_;
                l_mut_89_ = _e914;
                double _e915 = l_mut_226_;
                l_mut_88_ = _e915;
                double _e916 = l_mut_227_;
                l_mut_87_ = _e916;
            }
        }
        double _e920 = l_mut_90_;
        double _e921 = l_mut_90_;
        double l_313_ = (_e920 * _e921);
        double l_314_ = -(l_313_);
        double _e924 = l_mut_90_;
        double _e925 = l_mut_90_;
        double l_315_ = mad(_e924, _e925, l_314_);
        double _e927 = l_mut_90_;
        double _e928 = l_mut_89_;
        double l_316_ = (_e927 * _e928);
        double l_317_ = -(l_316_);
        double _e931 = l_mut_90_;
        double _e932 = l_mut_89_;
        double l_318_ = mad(_e931, _e932, l_317_);
        double _e934 = l_mut_89_;
        double _e935 = l_mut_90_;
        double l_319_ = (_e934 * _e935);
        double l_320_ = -(l_319_);
        double _e938 = l_mut_89_;
        double _e939 = l_mut_90_;
        double l_321_ = mad(_e938, _e939, l_320_);
        double _e941 = l_mut_90_;
        double _e942 = l_mut_88_;
        double l_322_ = (_e941 * _e942);
        double l_323_ = -(l_322_);
        double _e945 = l_mut_90_;
        double _e946 = l_mut_88_;
        double l_324_ = mad(_e945, _e946, l_323_);
        double _e948 = l_mut_89_;
        double _e949 = l_mut_89_;
        double l_325_ = (_e948 * _e949);
        double l_326_ = -(l_325_);
        double _e952 = l_mut_89_;
        double _e953 = l_mut_89_;
        double l_327_ = mad(_e952, _e953, l_326_);
        double _e955 = l_mut_88_;
        double _e956 = l_mut_90_;
        double l_328_ = (_e955 * _e956);
        double l_329_ = -(l_328_);
        double _e959 = l_mut_88_;
        double _e960 = l_mut_90_;
        double l_330_ = mad(_e959, _e960, l_329_);
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
        double _e1037 = l_mut_90_;
        double _e1038 = l_mut_87_;
        double l_406_ = (_e1037 * _e1038);
        double _e1040 = l_mut_89_;
        double _e1041 = l_mut_88_;
        double l_407_ = (_e1040 * _e1041);
        double l_408_ = (l_406_ + l_407_);
        double _e1044 = l_mut_88_;
        double _e1045 = l_mut_89_;
        double l_409_ = (_e1044 * _e1045);
        double _e1047 = l_mut_87_;
        double _e1048 = l_mut_90_;
        double l_410_ = (_e1047 * _e1048);
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
        double _e1074 = l_mut_86_;
        double l_430_ = (_e1074 + l_429_);
        double _e1076 = l_mut_86_;
        double l_431_ = (l_430_ - _e1076);
        double l_432_ = (l_429_ - l_431_);
        uint _e1079 = l_mut_91_;
        bool l_433_ = (_e1079 < 3u);
        bool l_434_ = (l_432_ != 0.0L);
        if (l_433_) {
            local_32 = l_434_;
        } else {
            local_32 = false;
        }
        bool l_435_ = local_32;
        uint _e1088 = l_mut_91_;
        bool l_436_ = (_e1088 == 0u);
        if (l_435_) {
            local_33 = l_436_;
        } else {
            local_33 = false;
        }
        bool l_437_ = local_33;
        double _e1095 = l_mut_228_;
        double l_438_ = (l_437_ ? l_430_ : _e1095);
        l_mut_228_ = l_438_;
        uint _e1097 = l_mut_91_;
        bool l_439_ = (_e1097 == 1u);
        if (l_435_) {
            local_34 = l_439_;
        } else {
            local_34 = false;
        }
        bool l_440_ = local_34;
        double _e1104 = l_mut_227_;
        double l_441_ = (l_440_ ? l_430_ : _e1104);
        l_mut_227_ = l_441_;
        uint _e1106 = l_mut_91_;
        bool l_442_ = (_e1106 == 2u);
        if (l_435_) {
            local_35 = l_442_;
        } else {
            local_35 = false;
        }
        bool l_443_ = local_35;
        double _e1113 = l_mut_226_;
        double l_444_ = (l_443_ ? l_430_ : _e1113);
        l_mut_226_ = l_444_;
        double l_445_ = (l_435_ ? l_432_ : l_430_);
        double _e1116 = l_mut_86_;
        double l_446_ = (_e1116 + l_429_);
        double l_447_ = (l_433_ ? l_445_ : l_446_);
        l_mut_86_ = l_447_;
        uint l_448_ = uint(l_435_);
        uint _e1120 = l_mut_91_;
        l_mut_91_ = (_e1120 + l_448_);
        double _e1122 = l_mut_86_;
        double l_449_ = (_e1122 + l_426_);
        double _e1124 = l_mut_86_;
        double l_450_ = (l_449_ - _e1124);
        double l_451_ = (l_426_ - l_450_);
        uint _e1127 = l_mut_91_;
        bool l_452_ = (_e1127 < 3u);
        bool l_453_ = (l_451_ != 0.0L);
        if (l_452_) {
            local_36 = l_453_;
        } else {
            local_36 = false;
        }
        bool l_454_ = local_36;
        uint _e1136 = l_mut_91_;
        bool l_455_ = (_e1136 == 0u);
        if (l_454_) {
            local_37 = l_455_;
        } else {
            local_37 = false;
        }
        bool l_456_ = local_37;
        double _e1143 = l_mut_228_;
        double l_457_ = (l_456_ ? l_449_ : _e1143);
        l_mut_228_ = l_457_;
        uint _e1145 = l_mut_91_;
        bool l_458_ = (_e1145 == 1u);
        if (l_454_) {
            local_38 = l_458_;
        } else {
            local_38 = false;
        }
        bool l_459_ = local_38;
        double _e1152 = l_mut_227_;
        double l_460_ = (l_459_ ? l_449_ : _e1152);
        l_mut_227_ = l_460_;
        uint _e1154 = l_mut_91_;
        bool l_461_ = (_e1154 == 2u);
        if (l_454_) {
            local_39 = l_461_;
        } else {
            local_39 = false;
        }
        bool l_462_ = local_39;
        double _e1161 = l_mut_226_;
        double l_463_ = (l_462_ ? l_449_ : _e1161);
        l_mut_226_ = l_463_;
        double l_464_ = (l_454_ ? l_451_ : l_449_);
        double _e1164 = l_mut_86_;
        double l_465_ = (_e1164 + l_426_);
        double l_466_ = (l_452_ ? l_464_ : l_465_);
        l_mut_86_ = l_466_;
        uint l_467_ = uint(l_454_);
        uint _e1168 = l_mut_91_;
        l_mut_91_ = (_e1168 + l_467_);
        double _e1170 = l_mut_86_;
        double l_468_ = (_e1170 + l_423_);
        double _e1172 = l_mut_86_;
        double l_469_ = (l_468_ - _e1172);
        double l_470_ = (l_423_ - l_469_);
        uint _e1175 = l_mut_91_;
        bool l_471_ = (_e1175 < 3u);
        bool l_472_ = (l_470_ != 0.0L);
        if (l_471_) {
            local_40 = l_472_;
        } else {
            local_40 = false;
        }
        bool l_473_ = local_40;
        uint _e1184 = l_mut_91_;
        bool l_474_ = (_e1184 == 0u);
        if (l_473_) {
            local_41 = l_474_;
        } else {
            local_41 = false;
        }
        bool l_475_ = local_41;
        double _e1191 = l_mut_228_;
        double l_476_ = (l_475_ ? l_468_ : _e1191);
        l_mut_228_ = l_476_;
        uint _e1193 = l_mut_91_;
        bool l_477_ = (_e1193 == 1u);
        if (l_473_) {
            local_42 = l_477_;
        } else {
            local_42 = false;
        }
        bool l_478_ = local_42;
        double _e1200 = l_mut_227_;
        double l_479_ = (l_478_ ? l_468_ : _e1200);
        l_mut_227_ = l_479_;
        uint _e1202 = l_mut_91_;
        bool l_480_ = (_e1202 == 2u);
        if (l_473_) {
            local_43 = l_480_;
        } else {
            local_43 = false;
        }
        bool l_481_ = local_43;
        double _e1209 = l_mut_226_;
        double l_482_ = (l_481_ ? l_468_ : _e1209);
        l_mut_226_ = l_482_;
        double l_483_ = (l_473_ ? l_470_ : l_468_);
        double _e1212 = l_mut_86_;
        double l_484_ = (_e1212 + l_423_);
        double l_485_ = (l_471_ ? l_483_ : l_484_);
        l_mut_86_ = l_485_;
        uint l_486_ = uint(l_473_);
        uint _e1216 = l_mut_91_;
        l_mut_91_ = (_e1216 + l_486_);
        double _e1218 = l_mut_86_;
        double l_487_ = (_e1218 + l_420_);
        double _e1220 = l_mut_86_;
        double l_488_ = (l_487_ - _e1220);
        double l_489_ = (l_420_ - l_488_);
        uint _e1223 = l_mut_91_;
        bool l_490_ = (_e1223 < 3u);
        bool l_491_ = (l_489_ != 0.0L);
        if (l_490_) {
            local_44 = l_491_;
        } else {
            local_44 = false;
        }
        bool l_492_ = local_44;
        uint _e1232 = l_mut_91_;
        bool l_493_ = (_e1232 == 0u);
        if (l_492_) {
            local_45 = l_493_;
        } else {
            local_45 = false;
        }
        bool l_494_ = local_45;
        double _e1239 = l_mut_228_;
        double l_495_ = (l_494_ ? l_487_ : _e1239);
        l_mut_228_ = l_495_;
        uint _e1241 = l_mut_91_;
        bool l_496_ = (_e1241 == 1u);
        if (l_492_) {
            local_46 = l_496_;
        } else {
            local_46 = false;
        }
        bool l_497_ = local_46;
        double _e1248 = l_mut_227_;
        double l_498_ = (l_497_ ? l_487_ : _e1248);
        l_mut_227_ = l_498_;
        uint _e1250 = l_mut_91_;
        bool l_499_ = (_e1250 == 2u);
        if (l_492_) {
            local_47 = l_499_;
        } else {
            local_47 = false;
        }
        bool l_500_ = local_47;
        double _e1257 = l_mut_226_;
        double l_501_ = (l_500_ ? l_487_ : _e1257);
        l_mut_226_ = l_501_;
        double l_502_ = (l_492_ ? l_489_ : l_487_);
        double _e1260 = l_mut_86_;
        double l_503_ = (_e1260 + l_420_);
        double l_504_ = (l_490_ ? l_502_ : l_503_);
        l_mut_86_ = l_504_;
        uint l_505_ = uint(l_492_);
        uint _e1264 = l_mut_91_;
        l_mut_91_ = (_e1264 + l_505_);
        uint _e1266 = l_mut_91_;
        bool l_506_ = (_e1266 == 0u);
        double _e1269 = l_mut_228_;
        double _e1270 = l_mut_86_;
        double l_507_ = (l_506_ ? _e1270 : _e1269);
        l_mut_228_ = l_507_;
        uint _e1272 = l_mut_91_;
        bool l_508_ = (_e1272 == 1u);
        double _e1275 = l_mut_227_;
        double _e1276 = l_mut_86_;
        double l_509_ = (l_508_ ? _e1276 : _e1275);
        l_mut_227_ = l_509_;
        uint _e1278 = l_mut_91_;
        bool l_510_ = (_e1278 == 2u);
        double _e1281 = l_mut_226_;
        double _e1282 = l_mut_86_;
        double l_511_ = (l_510_ ? _e1282 : _e1281);
        l_mut_226_ = l_511_;
        uint _e1284 = l_mut_91_;
        bool l_512_ = (_e1284 == 3u);
        double _e1287 = l_mut_225_;
        double _e1288 = l_mut_86_;
        double l_513_ = (l_512_ ? _e1288 : _e1287);
        l_mut_225_ = l_513_;
        uint l_515_ = (4u + l_29_);
        uint l_516_ = (4u * l_26_);
        uint l_517_ = (l_515_ + l_516_);
        uint l_518_ = (4u * l_26_);
        uint l_519_ = (l_517_ + l_518_);
        uint l_3206_ = asuint(info.Load(8+0));
        uint l_3207_ = (l_3206_ * 1u);
        bool l_3208_ = (l_515_ < l_3207_);
        uint l_3209_ = (l_3207_ - 1u);
        uint l_3210_ = min(l_515_, l_3209_);
        double l_3211_ = buffer_2_global.Load<double>(l_3210_*8);
        double l_520_ = (l_3208_ ? l_3211_ : 0.0L);
        uint l_521_ = (l_515_ + 1u);
        uint l_3213_ = asuint(info.Load(8+0));
        uint l_3214_ = (l_3213_ * 1u);
        bool l_3215_ = (l_521_ < l_3214_);
        uint l_3216_ = (l_3214_ - 1u);
        uint l_3217_ = min(l_521_, l_3216_);
        double l_3218_ = buffer_2_global.Load<double>(l_3217_*8);
        double l_522_ = (l_3215_ ? l_3218_ : 0.0L);
        uint l_523_ = (l_515_ + 2u);
        uint l_3220_ = asuint(info.Load(8+0));
        uint l_3221_ = (l_3220_ * 1u);
        bool l_3222_ = (l_523_ < l_3221_);
        uint l_3223_ = (l_3221_ - 1u);
        uint l_3224_ = min(l_523_, l_3223_);
        double l_3225_ = buffer_2_global.Load<double>(l_3224_*8);
        double l_524_ = (l_3222_ ? l_3225_ : 0.0L);
        uint l_525_ = (l_515_ + 3u);
        uint l_3227_ = asuint(info.Load(8+0));
        uint l_3228_ = (l_3227_ * 1u);
        bool l_3229_ = (l_525_ < l_3228_);
        uint l_3230_ = (l_3228_ - 1u);
        uint l_3231_ = min(l_525_, l_3230_);
        double l_3232_ = buffer_2_global.Load<double>(l_3231_*8);
        double l_526_ = (l_3229_ ? l_3232_ : 0.0L);
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
                uint _e2396 = l_mut_527_;
                l_mut_527_ = (_e2396 + 1u);
            }
            loop_init_2 = false;
            uint _e1366 = l_mut_527_;
            if ((_e1366 < l_26_)) {
            } else {
                break;
            }
            {
                double _e1368 = l_mut_86_;
                double _e1369 = l_mut_228_;
                double l_528_ = (_e1368 * _e1369);
                double l_529_ = -(l_528_);
                double _e1372 = l_mut_86_;
                double _e1373 = l_mut_228_;
                double l_530_ = mad(_e1372, _e1373, l_529_);
                double _e1375 = l_mut_86_;
                double _e1376 = l_mut_227_;
                double l_531_ = (_e1375 * _e1376);
                double l_532_ = -(l_531_);
                double _e1379 = l_mut_86_;
                double _e1380 = l_mut_227_;
                double l_533_ = mad(_e1379, _e1380, l_532_);
                double _e1382 = l_mut_44_;
                double _e1383 = l_mut_228_;
                double l_534_ = (_e1382 * _e1383);
                double l_535_ = -(l_534_);
                double _e1386 = l_mut_44_;
                double _e1387 = l_mut_228_;
                double l_536_ = mad(_e1386, _e1387, l_535_);
                double _e1389 = l_mut_86_;
                double _e1390 = l_mut_226_;
                double l_537_ = (_e1389 * _e1390);
                double l_538_ = -(l_537_);
                double _e1393 = l_mut_86_;
                double _e1394 = l_mut_226_;
                double l_539_ = mad(_e1393, _e1394, l_538_);
                double _e1396 = l_mut_44_;
                double _e1397 = l_mut_227_;
                double l_540_ = (_e1396 * _e1397);
                double l_541_ = -(l_540_);
                double _e1400 = l_mut_44_;
                double _e1401 = l_mut_227_;
                double l_542_ = mad(_e1400, _e1401, l_541_);
                double _e1403 = l_mut_43_;
                double _e1404 = l_mut_228_;
                double l_543_ = (_e1403 * _e1404);
                double l_544_ = -(l_543_);
                double _e1407 = l_mut_43_;
                double _e1408 = l_mut_228_;
                double l_545_ = mad(_e1407, _e1408, l_544_);
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
                double _e1485 = l_mut_86_;
                double _e1486 = l_mut_225_;
                double l_621_ = (_e1485 * _e1486);
                double _e1488 = l_mut_44_;
                double _e1489 = l_mut_226_;
                double l_622_ = (_e1488 * _e1489);
                double l_623_ = (l_621_ + l_622_);
                double _e1492 = l_mut_43_;
                double _e1493 = l_mut_227_;
                double l_624_ = (_e1492 * _e1493);
                double _e1495 = l_mut_42_;
                double _e1496 = l_mut_228_;
                double l_625_ = (_e1495 * _e1496);
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
                double _e1522 = l_mut_648_;
                double l_649_ = (_e1522 + l_644_);
                double _e1524 = l_mut_648_;
                double l_650_ = (l_649_ - _e1524);
                double l_651_ = (l_644_ - l_650_);
                uint _e1527 = l_mut_91_;
                bool l_652_ = (_e1527 < 3u);
                bool l_653_ = (l_651_ != 0.0L);
                if (l_652_) {
                    local_48 = l_653_;
                } else {
                    local_48 = false;
                }
                bool l_654_ = local_48;
                uint _e1536 = l_mut_91_;
                bool l_655_ = (_e1536 == 0u);
                if (l_654_) {
                    local_49 = l_655_;
                } else {
                    local_49 = false;
                }
                bool l_656_ = local_49;
                double _e1543 = l_mut_41_;
                double l_657_ = (l_656_ ? l_649_ : _e1543);
                l_mut_41_ = l_657_;
                uint _e1545 = l_mut_91_;
                bool l_658_ = (_e1545 == 1u);
                if (l_654_) {
                    local_50 = l_658_;
                } else {
                    local_50 = false;
                }
                bool l_659_ = local_50;
                double _e1552 = l_mut_645_;
                double l_660_ = (l_659_ ? l_649_ : _e1552);
                l_mut_645_ = l_660_;
                uint _e1554 = l_mut_91_;
                bool l_661_ = (_e1554 == 2u);
                if (l_654_) {
                    local_51 = l_661_;
                } else {
                    local_51 = false;
                }
                bool l_662_ = local_51;
                double _e1561 = l_mut_646_;
                double l_663_ = (l_662_ ? l_649_ : _e1561);
                l_mut_646_ = l_663_;
                double l_664_ = (l_654_ ? l_651_ : l_649_);
                double _e1564 = l_mut_648_;
                double l_665_ = (_e1564 + l_644_);
                double l_666_ = (l_652_ ? l_664_ : l_665_);
                l_mut_648_ = l_666_;
                uint l_667_ = uint(l_654_);
                uint _e1568 = l_mut_91_;
                l_mut_91_ = (_e1568 + l_667_);
                double _e1570 = l_mut_648_;
                double l_668_ = (_e1570 + l_641_);
                double _e1572 = l_mut_648_;
                double l_669_ = (l_668_ - _e1572);
                double l_670_ = (l_641_ - l_669_);
                uint _e1575 = l_mut_91_;
                bool l_671_ = (_e1575 < 3u);
                bool l_672_ = (l_670_ != 0.0L);
                if (l_671_) {
                    local_52 = l_672_;
                } else {
                    local_52 = false;
                }
                bool l_673_ = local_52;
                uint _e1584 = l_mut_91_;
                bool l_674_ = (_e1584 == 0u);
                if (l_673_) {
                    local_53 = l_674_;
                } else {
                    local_53 = false;
                }
                bool l_675_ = local_53;
                double _e1591 = l_mut_41_;
                double l_676_ = (l_675_ ? l_668_ : _e1591);
                l_mut_41_ = l_676_;
                uint _e1593 = l_mut_91_;
                bool l_677_ = (_e1593 == 1u);
                if (l_673_) {
                    local_54 = l_677_;
                } else {
                    local_54 = false;
                }
                bool l_678_ = local_54;
                double _e1600 = l_mut_645_;
                double l_679_ = (l_678_ ? l_668_ : _e1600);
                l_mut_645_ = l_679_;
                uint _e1602 = l_mut_91_;
                bool l_680_ = (_e1602 == 2u);
                if (l_673_) {
                    local_55 = l_680_;
                } else {
                    local_55 = false;
                }
                bool l_681_ = local_55;
                double _e1609 = l_mut_646_;
                double l_682_ = (l_681_ ? l_668_ : _e1609);
                l_mut_646_ = l_682_;
                double l_683_ = (l_673_ ? l_670_ : l_668_);
                double _e1612 = l_mut_648_;
                double l_684_ = (_e1612 + l_641_);
                double l_685_ = (l_671_ ? l_683_ : l_684_);
                l_mut_648_ = l_685_;
                uint l_686_ = uint(l_673_);
                uint _e1616 = l_mut_91_;
                l_mut_91_ = (_e1616 + l_686_);
                double _e1618 = l_mut_648_;
                double l_687_ = (_e1618 + l_638_);
                double _e1620 = l_mut_648_;
                double l_688_ = (l_687_ - _e1620);
                double l_689_ = (l_638_ - l_688_);
                uint _e1623 = l_mut_91_;
                bool l_690_ = (_e1623 < 3u);
                bool l_691_ = (l_689_ != 0.0L);
                if (l_690_) {
                    local_56 = l_691_;
                } else {
                    local_56 = false;
                }
                bool l_692_ = local_56;
                uint _e1632 = l_mut_91_;
                bool l_693_ = (_e1632 == 0u);
                if (l_692_) {
                    local_57 = l_693_;
                } else {
                    local_57 = false;
                }
                bool l_694_ = local_57;
                double _e1639 = l_mut_41_;
                double l_695_ = (l_694_ ? l_687_ : _e1639);
                l_mut_41_ = l_695_;
                uint _e1641 = l_mut_91_;
                bool l_696_ = (_e1641 == 1u);
                if (l_692_) {
                    local_58 = l_696_;
                } else {
                    local_58 = false;
                }
                bool l_697_ = local_58;
                double _e1648 = l_mut_645_;
                double l_698_ = (l_697_ ? l_687_ : _e1648);
                l_mut_645_ = l_698_;
                uint _e1650 = l_mut_91_;
                bool l_699_ = (_e1650 == 2u);
                if (l_692_) {
                    local_59 = l_699_;
                } else {
                    local_59 = false;
                }
                bool l_700_ = local_59;
                double _e1657 = l_mut_646_;
                double l_701_ = (l_700_ ? l_687_ : _e1657);
                l_mut_646_ = l_701_;
                double l_702_ = (l_692_ ? l_689_ : l_687_);
                double _e1660 = l_mut_648_;
                double l_703_ = (_e1660 + l_638_);
                double l_704_ = (l_690_ ? l_702_ : l_703_);
                l_mut_648_ = l_704_;
                uint l_705_ = uint(l_692_);
                uint _e1664 = l_mut_91_;
                l_mut_91_ = (_e1664 + l_705_);
                double _e1666 = l_mut_648_;
                double l_706_ = (_e1666 + l_635_);
                double _e1668 = l_mut_648_;
                double l_707_ = (l_706_ - _e1668);
                double l_708_ = (l_635_ - l_707_);
                uint _e1671 = l_mut_91_;
                bool l_709_ = (_e1671 < 3u);
                bool l_710_ = (l_708_ != 0.0L);
                if (l_709_) {
                    local_60 = l_710_;
                } else {
                    local_60 = false;
                }
                bool l_711_ = local_60;
                uint _e1680 = l_mut_91_;
                bool l_712_ = (_e1680 == 0u);
                if (l_711_) {
                    local_61 = l_712_;
                } else {
                    local_61 = false;
                }
                bool l_713_ = local_61;
                double _e1687 = l_mut_41_;
                double l_714_ = (l_713_ ? l_706_ : _e1687);
                l_mut_41_ = l_714_;
                uint _e1689 = l_mut_91_;
                bool l_715_ = (_e1689 == 1u);
                if (l_711_) {
                    local_62 = l_715_;
                } else {
                    local_62 = false;
                }
                bool l_716_ = local_62;
                double _e1696 = l_mut_645_;
                double l_717_ = (l_716_ ? l_706_ : _e1696);
                l_mut_645_ = l_717_;
                uint _e1698 = l_mut_91_;
                bool l_718_ = (_e1698 == 2u);
                if (l_711_) {
                    local_63 = l_718_;
                } else {
                    local_63 = false;
                }
                bool l_719_ = local_63;
                double _e1705 = l_mut_646_;
                double l_720_ = (l_719_ ? l_706_ : _e1705);
                l_mut_646_ = l_720_;
                double l_721_ = (l_711_ ? l_708_ : l_706_);
                double _e1708 = l_mut_648_;
                double l_722_ = (_e1708 + l_635_);
                double l_723_ = (l_709_ ? l_721_ : l_722_);
                l_mut_648_ = l_723_;
                uint l_724_ = uint(l_711_);
                uint _e1712 = l_mut_91_;
                l_mut_91_ = (_e1712 + l_724_);
                uint _e1714 = l_mut_91_;
                bool l_725_ = (_e1714 == 0u);
                double _e1717 = l_mut_41_;
                double _e1718 = l_mut_648_;
                double l_726_ = (l_725_ ? _e1718 : _e1717);
                l_mut_41_ = l_726_;
                uint _e1720 = l_mut_91_;
                bool l_727_ = (_e1720 == 1u);
                double _e1723 = l_mut_645_;
                double _e1724 = l_mut_648_;
                double l_728_ = (l_727_ ? _e1724 : _e1723);
                l_mut_645_ = l_728_;
                uint _e1726 = l_mut_91_;
                bool l_729_ = (_e1726 == 2u);
                double _e1729 = l_mut_646_;
                double _e1730 = l_mut_648_;
                double l_730_ = (l_729_ ? _e1730 : _e1729);
                l_mut_646_ = l_730_;
                uint _e1732 = l_mut_91_;
                bool l_731_ = (_e1732 == 3u);
                double _e1735 = l_mut_647_;
                double _e1736 = l_mut_648_;
                double l_732_ = (l_731_ ? _e1736 : _e1735);
                l_mut_647_ = l_732_;
                uint _e1739 = l_mut_527_;
                uint l_733_ = (4u * _e1739);
                uint l_734_ = (l_515_ + l_733_);
                uint l_3344_ = asuint(info.Load(8+0));
                uint l_3345_ = (l_3344_ * 1u);
                bool l_3346_ = (l_734_ < l_3345_);
                uint l_3347_ = (l_3345_ - 1u);
                uint l_3348_ = min(l_734_, l_3347_);
                double l_3349_ = buffer_2_global.Load<double>(l_3348_*8);
                double l_735_ = (l_3346_ ? l_3349_ : 0.0L);
                uint l_736_ = (l_734_ + 1u);
                uint l_3351_ = asuint(info.Load(8+0));
                uint l_3352_ = (l_3351_ * 1u);
                bool l_3353_ = (l_736_ < l_3352_);
                uint l_3354_ = (l_3352_ - 1u);
                uint l_3355_ = min(l_736_, l_3354_);
                double l_3356_ = buffer_2_global.Load<double>(l_3355_*8);
                double l_737_ = (l_3353_ ? l_3356_ : 0.0L);
                uint l_738_ = (l_734_ + 2u);
                uint l_3358_ = asuint(info.Load(8+0));
                uint l_3359_ = (l_3358_ * 1u);
                bool l_3360_ = (l_738_ < l_3359_);
                uint l_3361_ = (l_3359_ - 1u);
                uint l_3362_ = min(l_738_, l_3361_);
                double l_3363_ = buffer_2_global.Load<double>(l_3362_*8);
                double l_739_ = (l_3360_ ? l_3363_ : 0.0L);
                uint l_740_ = (l_734_ + 3u);
                uint l_3365_ = asuint(info.Load(8+0));
                uint l_3366_ = (l_3365_ * 1u);
                bool l_3367_ = (l_740_ < l_3366_);
                uint l_3368_ = (l_3366_ - 1u);
                uint l_3369_ = min(l_740_, l_3368_);
                double l_3370_ = buffer_2_global.Load<double>(l_3369_*8);
                double l_741_ = (l_3367_ ? l_3370_ : 0.0L);
                double _e1809 = l_mut_41_;
                a_742_[0] = _e1809;
                a_742_[1] = l_735_;
                double _e1812 = l_mut_645_;
                a_742_[2] = _e1812;
                a_742_[3] = l_737_;
                double _e1815 = l_mut_646_;
                a_742_[4] = _e1815;
                a_742_[5] = l_739_;
                double _e1818 = l_mut_647_;
                a_742_[6] = _e1818;
                a_742_[7] = l_741_;
                double l_743_ = a_742_[7];
                l_mut_648_ = l_743_;
                double l_744_ = a_742_[6];
                double _e1824 = l_mut_648_;
                double l_745_ = (l_744_ + _e1824);
                double l_746_ = (l_745_ - l_744_);
                double l_747_ = (l_745_ - l_746_);
                double l_748_ = (l_744_ - l_747_);
                double _e1829 = l_mut_648_;
                double l_749_ = (_e1829 - l_746_);
                double l_750_ = (l_748_ + l_749_);
                a_742_[7] = l_750_;
                l_mut_648_ = l_745_;
                double l_751_ = a_742_[5];
                double _e1835 = l_mut_648_;
                double l_752_ = (l_751_ + _e1835);
                double l_753_ = (l_752_ - l_751_);
                double l_754_ = (l_752_ - l_753_);
                double l_755_ = (l_751_ - l_754_);
                double _e1840 = l_mut_648_;
                double l_756_ = (_e1840 - l_753_);
                double l_757_ = (l_755_ + l_756_);
                a_742_[6] = l_757_;
                l_mut_648_ = l_752_;
                double l_758_ = a_742_[4];
                double _e1846 = l_mut_648_;
                double l_759_ = (l_758_ + _e1846);
                double l_760_ = (l_759_ - l_758_);
                double l_761_ = (l_759_ - l_760_);
                double l_762_ = (l_758_ - l_761_);
                double _e1851 = l_mut_648_;
                double l_763_ = (_e1851 - l_760_);
                double l_764_ = (l_762_ + l_763_);
                a_742_[5] = l_764_;
                l_mut_648_ = l_759_;
                double l_765_ = a_742_[3];
                double _e1857 = l_mut_648_;
                double l_766_ = (l_765_ + _e1857);
                double l_767_ = (l_766_ - l_765_);
                double l_768_ = (l_766_ - l_767_);
                double l_769_ = (l_765_ - l_768_);
                double _e1862 = l_mut_648_;
                double l_770_ = (_e1862 - l_767_);
                double l_771_ = (l_769_ + l_770_);
                a_742_[4] = l_771_;
                l_mut_648_ = l_766_;
                double l_772_ = a_742_[2];
                double _e1868 = l_mut_648_;
                double l_773_ = (l_772_ + _e1868);
                double l_774_ = (l_773_ - l_772_);
                double l_775_ = (l_773_ - l_774_);
                double l_776_ = (l_772_ - l_775_);
                double _e1873 = l_mut_648_;
                double l_777_ = (_e1873 - l_774_);
                double l_778_ = (l_776_ + l_777_);
                a_742_[3] = l_778_;
                l_mut_648_ = l_773_;
                double l_779_ = a_742_[1];
                double _e1879 = l_mut_648_;
                double l_780_ = (l_779_ + _e1879);
                double l_781_ = (l_780_ - l_779_);
                double l_782_ = (l_780_ - l_781_);
                double l_783_ = (l_779_ - l_782_);
                double _e1884 = l_mut_648_;
                double l_784_ = (_e1884 - l_781_);
                double l_785_ = (l_783_ + l_784_);
                a_742_[2] = l_785_;
                l_mut_648_ = l_780_;
                double l_786_ = a_742_[0];
                double _e1890 = l_mut_648_;
                double l_787_ = (l_786_ + _e1890);
                double l_788_ = (l_787_ - l_786_);
                double l_789_ = (l_787_ - l_788_);
                double l_790_ = (l_786_ - l_789_);
                double _e1895 = l_mut_648_;
                double l_791_ = (_e1895 - l_788_);
                double l_792_ = (l_790_ + l_791_);
                a_742_[1] = l_792_;
                l_mut_648_ = l_787_;
                double _e1900 = l_mut_648_;
                a_742_[0] = _e1900;
                double l_793_ = a_742_[7];
                l_mut_648_ = l_793_;
                double l_794_ = a_742_[6];
                double _e1905 = l_mut_648_;
                double l_795_ = (l_794_ + _e1905);
                double l_796_ = (l_795_ - l_794_);
                double l_797_ = (l_795_ - l_796_);
                double l_798_ = (l_794_ - l_797_);
                double _e1910 = l_mut_648_;
                double l_799_ = (_e1910 - l_796_);
                double l_800_ = (l_798_ + l_799_);
                a_742_[7] = l_800_;
                l_mut_648_ = l_795_;
                double l_801_ = a_742_[5];
                double _e1916 = l_mut_648_;
                double l_802_ = (l_801_ + _e1916);
                double l_803_ = (l_802_ - l_801_);
                double l_804_ = (l_802_ - l_803_);
                double l_805_ = (l_801_ - l_804_);
                double _e1921 = l_mut_648_;
                double l_806_ = (_e1921 - l_803_);
                double l_807_ = (l_805_ + l_806_);
                a_742_[6] = l_807_;
                l_mut_648_ = l_802_;
                double l_808_ = a_742_[4];
                double _e1927 = l_mut_648_;
                double l_809_ = (l_808_ + _e1927);
                double l_810_ = (l_809_ - l_808_);
                double l_811_ = (l_809_ - l_810_);
                double l_812_ = (l_808_ - l_811_);
                double _e1932 = l_mut_648_;
                double l_813_ = (_e1932 - l_810_);
                double l_814_ = (l_812_ + l_813_);
                a_742_[5] = l_814_;
                l_mut_648_ = l_809_;
                double l_815_ = a_742_[3];
                double _e1938 = l_mut_648_;
                double l_816_ = (l_815_ + _e1938);
                double l_817_ = (l_816_ - l_815_);
                double l_818_ = (l_816_ - l_817_);
                double l_819_ = (l_815_ - l_818_);
                double _e1943 = l_mut_648_;
                double l_820_ = (_e1943 - l_817_);
                double l_821_ = (l_819_ + l_820_);
                a_742_[4] = l_821_;
                l_mut_648_ = l_816_;
                double l_822_ = a_742_[2];
                double _e1949 = l_mut_648_;
                double l_823_ = (l_822_ + _e1949);
                double l_824_ = (l_823_ - l_822_);
                double l_825_ = (l_823_ - l_824_);
                double l_826_ = (l_822_ - l_825_);
                double _e1954 = l_mut_648_;
                double l_827_ = (_e1954 - l_824_);
                double l_828_ = (l_826_ + l_827_);
                a_742_[3] = l_828_;
                l_mut_648_ = l_823_;
                double l_829_ = a_742_[1];
                double _e1960 = l_mut_648_;
                double l_830_ = (l_829_ + _e1960);
                double l_831_ = (l_830_ - l_829_);
                double l_832_ = (l_830_ - l_831_);
                double l_833_ = (l_829_ - l_832_);
                double _e1965 = l_mut_648_;
                double l_834_ = (_e1965 - l_831_);
                double l_835_ = (l_833_ + l_834_);
                a_742_[2] = l_835_;
                l_mut_648_ = l_830_;
                double l_836_ = a_742_[0];
                double _e1971 = l_mut_648_;
                double l_837_ = (l_836_ + _e1971);
                double l_838_ = (l_837_ - l_836_);
                double l_839_ = (l_837_ - l_838_);
                double l_840_ = (l_836_ - l_839_);
                double _e1976 = l_mut_648_;
                double l_841_ = (_e1976 - l_838_);
                double l_842_ = (l_840_ + l_841_);
                a_742_[1] = l_842_;
                l_mut_648_ = l_837_;
                double _e1981 = l_mut_648_;
                a_742_[0] = _e1981;
                l_mut_648_ = 0.0L;
                l_mut_843_ = 0.0L;
                l_mut_844_ = 0.0L;
                l_mut_845_ = 0.0L;
                double l_846_ = a_742_[0];
                l_mut_847_ = l_846_;
                l_mut_91_ = 0u;
                double l_848_ = a_742_[1];
                double _e1991 = l_mut_847_;
                double l_849_ = (_e1991 + l_848_);
                double _e1993 = l_mut_847_;
                double l_850_ = (l_849_ - _e1993);
                double l_851_ = (l_849_ - l_850_);
                double _e1996 = l_mut_847_;
                double l_852_ = (_e1996 - l_851_);
                double l_853_ = (l_848_ - l_850_);
                double l_854_ = (l_852_ + l_853_);
                uint _e2000 = l_mut_91_;
                bool l_855_ = (_e2000 < 3u);
                bool l_856_ = (l_854_ != 0.0L);
                if (l_855_) {
                    local_64 = l_856_;
                } else {
                    local_64 = false;
                }
                bool l_857_ = local_64;
                uint _e2009 = l_mut_91_;
                bool l_858_ = (_e2009 == 0u);
                if (l_857_) {
                    local_65 = l_858_;
                } else {
                    local_65 = false;
                }
                bool l_859_ = local_65;
                double _e2016 = l_mut_648_;
                double l_860_ = (l_859_ ? l_849_ : _e2016);
                l_mut_648_ = l_860_;
                uint _e2018 = l_mut_91_;
                bool l_861_ = (_e2018 == 1u);
                if (l_857_) {
                    local_66 = l_861_;
                } else {
                    local_66 = false;
                }
                bool l_862_ = local_66;
                double _e2025 = l_mut_843_;
                double l_863_ = (l_862_ ? l_849_ : _e2025);
                l_mut_843_ = l_863_;
                uint _e2027 = l_mut_91_;
                bool l_864_ = (_e2027 == 2u);
                if (l_857_) {
                    local_67 = l_864_;
                } else {
                    local_67 = false;
                }
                bool l_865_ = local_67;
                double _e2034 = l_mut_844_;
                double l_866_ = (l_865_ ? l_849_ : _e2034);
                l_mut_844_ = l_866_;
                double l_867_ = (l_857_ ? l_854_ : l_849_);
                double _e2037 = l_mut_847_;
                double l_868_ = (_e2037 + l_848_);
                double l_869_ = (l_855_ ? l_867_ : l_868_);
                l_mut_847_ = l_869_;
                uint l_870_ = uint(l_857_);
                uint _e2041 = l_mut_91_;
                l_mut_91_ = (_e2041 + l_870_);
                double l_871_ = a_742_[2];
                double _e2045 = l_mut_847_;
                double l_872_ = (_e2045 + l_871_);
                double _e2047 = l_mut_847_;
                double l_873_ = (l_872_ - _e2047);
                double l_874_ = (l_872_ - l_873_);
                double _e2050 = l_mut_847_;
                double l_875_ = (_e2050 - l_874_);
                double l_876_ = (l_871_ - l_873_);
                double l_877_ = (l_875_ + l_876_);
                uint _e2054 = l_mut_91_;
                bool l_878_ = (_e2054 < 3u);
                bool l_879_ = (l_877_ != 0.0L);
                if (l_878_) {
                    local_68 = l_879_;
                } else {
                    local_68 = false;
                }
                bool l_880_ = local_68;
                uint _e2063 = l_mut_91_;
                bool l_881_ = (_e2063 == 0u);
                if (l_880_) {
                    local_69 = l_881_;
                } else {
                    local_69 = false;
                }
                bool l_882_ = local_69;
                double _e2070 = l_mut_648_;
                double l_883_ = (l_882_ ? l_872_ : _e2070);
                l_mut_648_ = l_883_;
                uint _e2072 = l_mut_91_;
                bool l_884_ = (_e2072 == 1u);
                if (l_880_) {
                    local_70 = l_884_;
                } else {
                    local_70 = false;
                }
                bool l_885_ = local_70;
                double _e2079 = l_mut_843_;
                double l_886_ = (l_885_ ? l_872_ : _e2079);
                l_mut_843_ = l_886_;
                uint _e2081 = l_mut_91_;
                bool l_887_ = (_e2081 == 2u);
                if (l_880_) {
                    local_71 = l_887_;
                } else {
                    local_71 = false;
                }
                bool l_888_ = local_71;
                double _e2088 = l_mut_844_;
                double l_889_ = (l_888_ ? l_872_ : _e2088);
                l_mut_844_ = l_889_;
                double l_890_ = (l_880_ ? l_877_ : l_872_);
                double _e2091 = l_mut_847_;
                double l_891_ = (_e2091 + l_871_);
                double l_892_ = (l_878_ ? l_890_ : l_891_);
                l_mut_847_ = l_892_;
                uint l_893_ = uint(l_880_);
                uint _e2095 = l_mut_91_;
                l_mut_91_ = (_e2095 + l_893_);
                double l_894_ = a_742_[3];
                double _e2099 = l_mut_847_;
                double l_895_ = (_e2099 + l_894_);
                double _e2101 = l_mut_847_;
                double l_896_ = (l_895_ - _e2101);
                double l_897_ = (l_895_ - l_896_);
                double _e2104 = l_mut_847_;
                double l_898_ = (_e2104 - l_897_);
                double l_899_ = (l_894_ - l_896_);
                double l_900_ = (l_898_ + l_899_);
                uint _e2108 = l_mut_91_;
                bool l_901_ = (_e2108 < 3u);
                bool l_902_ = (l_900_ != 0.0L);
                if (l_901_) {
                    local_72 = l_902_;
                } else {
                    local_72 = false;
                }
                bool l_903_ = local_72;
                uint _e2117 = l_mut_91_;
                bool l_904_ = (_e2117 == 0u);
                if (l_903_) {
                    local_73 = l_904_;
                } else {
                    local_73 = false;
                }
                bool l_905_ = local_73;
                double _e2124 = l_mut_648_;
                double l_906_ = (l_905_ ? l_895_ : _e2124);
                l_mut_648_ = l_906_;
                uint _e2126 = l_mut_91_;
                bool l_907_ = (_e2126 == 1u);
                if (l_903_) {
                    local_74 = l_907_;
                } else {
                    local_74 = false;
                }
                bool l_908_ = local_74;
                double _e2133 = l_mut_843_;
                double l_909_ = (l_908_ ? l_895_ : _e2133);
                l_mut_843_ = l_909_;
                uint _e2135 = l_mut_91_;
                bool l_910_ = (_e2135 == 2u);
                if (l_903_) {
                    local_75 = l_910_;
                } else {
                    local_75 = false;
                }
                bool l_911_ = local_75;
                double _e2142 = l_mut_844_;
                double l_912_ = (l_911_ ? l_895_ : _e2142);
                l_mut_844_ = l_912_;
                double l_913_ = (l_903_ ? l_900_ : l_895_);
                double _e2145 = l_mut_847_;
                double l_914_ = (_e2145 + l_894_);
                double l_915_ = (l_901_ ? l_913_ : l_914_);
                l_mut_847_ = l_915_;
                uint l_916_ = uint(l_903_);
                uint _e2149 = l_mut_91_;
                l_mut_91_ = (_e2149 + l_916_);
                double l_917_ = a_742_[4];
                double _e2153 = l_mut_847_;
                double l_918_ = (_e2153 + l_917_);
                double _e2155 = l_mut_847_;
                double l_919_ = (l_918_ - _e2155);
                double l_920_ = (l_918_ - l_919_);
                double _e2158 = l_mut_847_;
                double l_921_ = (_e2158 - l_920_);
                double l_922_ = (l_917_ - l_919_);
                double l_923_ = (l_921_ + l_922_);
                uint _e2162 = l_mut_91_;
                bool l_924_ = (_e2162 < 3u);
                bool l_925_ = (l_923_ != 0.0L);
                if (l_924_) {
                    local_76 = l_925_;
                } else {
                    local_76 = false;
                }
                bool l_926_ = local_76;
                uint _e2171 = l_mut_91_;
                bool l_927_ = (_e2171 == 0u);
                if (l_926_) {
                    local_77 = l_927_;
                } else {
                    local_77 = false;
                }
                bool l_928_ = local_77;
                double _e2178 = l_mut_648_;
                double l_929_ = (l_928_ ? l_918_ : _e2178);
                l_mut_648_ = l_929_;
                uint _e2180 = l_mut_91_;
                bool l_930_ = (_e2180 == 1u);
                if (l_926_) {
                    local_78 = l_930_;
                } else {
                    local_78 = false;
                }
                bool l_931_ = local_78;
                double _e2187 = l_mut_843_;
                double l_932_ = (l_931_ ? l_918_ : _e2187);
                l_mut_843_ = l_932_;
                uint _e2189 = l_mut_91_;
                bool l_933_ = (_e2189 == 2u);
                if (l_926_) {
                    local_79 = l_933_;
                } else {
                    local_79 = false;
                }
                bool l_934_ = local_79;
                double _e2196 = l_mut_844_;
                double l_935_ = (l_934_ ? l_918_ : _e2196);
                l_mut_844_ = l_935_;
                double l_936_ = (l_926_ ? l_923_ : l_918_);
                double _e2199 = l_mut_847_;
                double l_937_ = (_e2199 + l_917_);
                double l_938_ = (l_924_ ? l_936_ : l_937_);
                l_mut_847_ = l_938_;
                uint l_939_ = uint(l_926_);
                uint _e2203 = l_mut_91_;
                l_mut_91_ = (_e2203 + l_939_);
                double l_940_ = a_742_[5];
                double _e2207 = l_mut_847_;
                double l_941_ = (_e2207 + l_940_);
                double _e2209 = l_mut_847_;
                double l_942_ = (l_941_ - _e2209);
                double l_943_ = (l_941_ - l_942_);
                double _e2212 = l_mut_847_;
                double l_944_ = (_e2212 - l_943_);
                double l_945_ = (l_940_ - l_942_);
                double l_946_ = (l_944_ + l_945_);
                uint _e2216 = l_mut_91_;
                bool l_947_ = (_e2216 < 3u);
                bool l_948_ = (l_946_ != 0.0L);
                if (l_947_) {
                    local_80 = l_948_;
                } else {
                    local_80 = false;
                }
                bool l_949_ = local_80;
                uint _e2225 = l_mut_91_;
                bool l_950_ = (_e2225 == 0u);
                if (l_949_) {
                    local_81 = l_950_;
                } else {
                    local_81 = false;
                }
                bool l_951_ = local_81;
                double _e2232 = l_mut_648_;
                double l_952_ = (l_951_ ? l_941_ : _e2232);
                l_mut_648_ = l_952_;
                uint _e2234 = l_mut_91_;
                bool l_953_ = (_e2234 == 1u);
                if (l_949_) {
                    local_82 = l_953_;
                } else {
                    local_82 = false;
                }
                bool l_954_ = local_82;
                double _e2241 = l_mut_843_;
                double l_955_ = (l_954_ ? l_941_ : _e2241);
                l_mut_843_ = l_955_;
                uint _e2243 = l_mut_91_;
                bool l_956_ = (_e2243 == 2u);
                if (l_949_) {
                    local_83 = l_956_;
                } else {
                    local_83 = false;
                }
                bool l_957_ = local_83;
                double _e2250 = l_mut_844_;
                double l_958_ = (l_957_ ? l_941_ : _e2250);
                l_mut_844_ = l_958_;
                double l_959_ = (l_949_ ? l_946_ : l_941_);
                double _e2253 = l_mut_847_;
                double l_960_ = (_e2253 + l_940_);
                double l_961_ = (l_947_ ? l_959_ : l_960_);
                l_mut_847_ = l_961_;
                uint l_962_ = uint(l_949_);
                uint _e2257 = l_mut_91_;
                l_mut_91_ = (_e2257 + l_962_);
                double l_963_ = a_742_[6];
                double _e2261 = l_mut_847_;
                double l_964_ = (_e2261 + l_963_);
                double _e2263 = l_mut_847_;
                double l_965_ = (l_964_ - _e2263);
                double l_966_ = (l_964_ - l_965_);
                double _e2266 = l_mut_847_;
                double l_967_ = (_e2266 - l_966_);
                double l_968_ = (l_963_ - l_965_);
                double l_969_ = (l_967_ + l_968_);
                uint _e2270 = l_mut_91_;
                bool l_970_ = (_e2270 < 3u);
                bool l_971_ = (l_969_ != 0.0L);
                if (l_970_) {
                    local_84 = l_971_;
                } else {
                    local_84 = false;
                }
                bool l_972_ = local_84;
                uint _e2279 = l_mut_91_;
                bool l_973_ = (_e2279 == 0u);
                if (l_972_) {
                    local_85 = l_973_;
                } else {
                    local_85 = false;
                }
                bool l_974_ = local_85;
                double _e2286 = l_mut_648_;
                double l_975_ = (l_974_ ? l_964_ : _e2286);
                l_mut_648_ = l_975_;
                uint _e2288 = l_mut_91_;
                bool l_976_ = (_e2288 == 1u);
                if (l_972_) {
                    local_86 = l_976_;
                } else {
                    local_86 = false;
                }
                bool l_977_ = local_86;
                double _e2295 = l_mut_843_;
                double l_978_ = (l_977_ ? l_964_ : _e2295);
                l_mut_843_ = l_978_;
                uint _e2297 = l_mut_91_;
                bool l_979_ = (_e2297 == 2u);
                if (l_972_) {
                    local_87 = l_979_;
                } else {
                    local_87 = false;
                }
                bool l_980_ = local_87;
                double _e2304 = l_mut_844_;
                double l_981_ = (l_980_ ? l_964_ : _e2304);
                l_mut_844_ = l_981_;
                double l_982_ = (l_972_ ? l_969_ : l_964_);
                double _e2307 = l_mut_847_;
                double l_983_ = (_e2307 + l_963_);
                double l_984_ = (l_970_ ? l_982_ : l_983_);
                l_mut_847_ = l_984_;
                uint l_985_ = uint(l_972_);
                uint _e2311 = l_mut_91_;
                l_mut_91_ = (_e2311 + l_985_);
                double l_986_ = a_742_[7];
                double _e2315 = l_mut_847_;
                double l_987_ = (_e2315 + l_986_);
                double _e2317 = l_mut_847_;
                double l_988_ = (l_987_ - _e2317);
                double l_989_ = (l_987_ - l_988_);
                double _e2320 = l_mut_847_;
                double l_990_ = (_e2320 - l_989_);
                double l_991_ = (l_986_ - l_988_);
                double l_992_ = (l_990_ + l_991_);
                uint _e2324 = l_mut_91_;
                bool l_993_ = (_e2324 < 3u);
                bool l_994_ = (l_992_ != 0.0L);
                if (l_993_) {
                    local_88 = l_994_;
                } else {
                    local_88 = false;
                }
                bool l_995_ = local_88;
                uint _e2333 = l_mut_91_;
                bool l_996_ = (_e2333 == 0u);
                if (l_995_) {
                    local_89 = l_996_;
                } else {
                    local_89 = false;
                }
                bool l_997_ = local_89;
                double _e2340 = l_mut_648_;
                double l_998_ = (l_997_ ? l_987_ : _e2340);
                l_mut_648_ = l_998_;
                uint _e2342 = l_mut_91_;
                bool l_999_ = (_e2342 == 1u);
                if (l_995_) {
                    local_90 = l_999_;
                } else {
                    local_90 = false;
                }
                bool l_1000_ = local_90;
                double _e2349 = l_mut_843_;
                double l_1001_ = (l_1000_ ? l_987_ : _e2349);
                l_mut_843_ = l_1001_;
                uint _e2351 = l_mut_91_;
                bool l_1002_ = (_e2351 == 2u);
                if (l_995_) {
                    local_91 = l_1002_;
                } else {
                    local_91 = false;
                }
                bool l_1003_ = local_91;
                double _e2358 = l_mut_844_;
                double l_1004_ = (l_1003_ ? l_987_ : _e2358);
                l_mut_844_ = l_1004_;
                double l_1005_ = (l_995_ ? l_992_ : l_987_);
                double _e2361 = l_mut_847_;
                double l_1006_ = (_e2361 + l_986_);
                double l_1007_ = (l_993_ ? l_1005_ : l_1006_);
                l_mut_847_ = l_1007_;
                uint l_1008_ = uint(l_995_);
                uint _e2365 = l_mut_91_;
                l_mut_91_ = (_e2365 + l_1008_);
                uint _e2367 = l_mut_91_;
                bool l_1009_ = (_e2367 == 0u);
                double _e2370 = l_mut_648_;
                double _e2371 = l_mut_847_;
                double l_1010_ = (l_1009_ ? _e2371 : _e2370);
                l_mut_648_ = l_1010_;
                uint _e2373 = l_mut_91_;
                bool l_1011_ = (_e2373 == 1u);
                double _e2376 = l_mut_843_;
                double _e2377 = l_mut_847_;
                double l_1012_ = (l_1011_ ? _e2377 : _e2376);
                l_mut_843_ = l_1012_;
                uint _e2379 = l_mut_91_;
                bool l_1013_ = (_e2379 == 2u);
                double _e2382 = l_mut_844_;
                double _e2383 = l_mut_847_;
                double l_1014_ = (l_1013_ ? _e2383 : _e2382);
                l_mut_844_ = l_1014_;
                uint _e2385 = l_mut_91_;
                bool l_1015_ = (_e2385 == 3u);
                double _e2388 = l_mut_845_;
                double _e2389 = l_mut_847_;
                double l_1016_ = (l_1015_ ? _e2389 : _e2388);
                l_mut_845_ = l_1016_;
                double _e2391 = l_mut_648_;
                l_mut_86_ = _e2391;
                double _e2392 = l_mut_843_;
                l_mut_44_ = _e2392;
                double _e2393 = l_mut_844_;
                l_mut_43_ = _e2393;
                double _e2394 = l_mut_845_;
                l_mut_42_ = _e2394;
            }
        }
        double _e2398 = l_mut_86_;
        double _e2399 = l_mut_90_;
        double l_1017_ = (_e2398 * _e2399);
        double l_1018_ = -(l_1017_);
        double _e2402 = l_mut_86_;
        double _e2403 = l_mut_90_;
        double l_1019_ = mad(_e2402, _e2403, l_1018_);
        double _e2405 = l_mut_86_;
        double _e2406 = l_mut_89_;
        double l_1020_ = (_e2405 * _e2406);
        double l_1021_ = -(l_1020_);
        double _e2409 = l_mut_86_;
        double _e2410 = l_mut_89_;
        double l_1022_ = mad(_e2409, _e2410, l_1021_);
        double _e2412 = l_mut_44_;
        double _e2413 = l_mut_90_;
        double l_1023_ = (_e2412 * _e2413);
        double l_1024_ = -(l_1023_);
        double _e2416 = l_mut_44_;
        double _e2417 = l_mut_90_;
        double l_1025_ = mad(_e2416, _e2417, l_1024_);
        double _e2419 = l_mut_86_;
        double _e2420 = l_mut_88_;
        double l_1026_ = (_e2419 * _e2420);
        double l_1027_ = -(l_1026_);
        double _e2423 = l_mut_86_;
        double _e2424 = l_mut_88_;
        double l_1028_ = mad(_e2423, _e2424, l_1027_);
        double _e2426 = l_mut_44_;
        double _e2427 = l_mut_89_;
        double l_1029_ = (_e2426 * _e2427);
        double l_1030_ = -(l_1029_);
        double _e2430 = l_mut_44_;
        double _e2431 = l_mut_89_;
        double l_1031_ = mad(_e2430, _e2431, l_1030_);
        double _e2433 = l_mut_43_;
        double _e2434 = l_mut_90_;
        double l_1032_ = (_e2433 * _e2434);
        double l_1033_ = -(l_1032_);
        double _e2437 = l_mut_43_;
        double _e2438 = l_mut_90_;
        double l_1034_ = mad(_e2437, _e2438, l_1033_);
        double l_1035_ = (l_1020_ + l_1023_);
        double l_1036_ = (l_1035_ - l_1020_);
        double l_1037_ = (l_1035_ - l_1036_);
        double l_1038_ = (l_1020_ - l_1037_);
        double l_1039_ = (l_1023_ - l_1036_);
        double l_1040_ = (l_1038_ + l_1039_);
        double l_1041_ = (l_1019_ + l_1035_);
        double l_1042_ = (l_1041_ - l_1019_);
        double l_1043_ = (l_1041_ - l_1042_);
        double l_1044_ = (l_1019_ - l_1043_);
        double l_1045_ = (l_1035_ - l_1042_);
        double l_1046_ = (l_1044_ + l_1045_);
        double l_1047_ = (l_1040_ + l_1046_);
        double l_1048_ = (l_1047_ - l_1040_);
        double l_1049_ = (l_1047_ - l_1048_);
        double l_1050_ = (l_1040_ - l_1049_);
        double l_1051_ = (l_1046_ - l_1048_);
        double l_1052_ = (l_1050_ + l_1051_);
        double l_1053_ = (l_1047_ + l_1022_);
        double l_1054_ = (l_1053_ - l_1047_);
        double l_1055_ = (l_1053_ - l_1054_);
        double l_1056_ = (l_1047_ - l_1055_);
        double l_1057_ = (l_1022_ - l_1054_);
        double l_1058_ = (l_1056_ + l_1057_);
        double l_1059_ = (l_1025_ + l_1053_);
        double l_1060_ = (l_1059_ - l_1025_);
        double l_1061_ = (l_1059_ - l_1060_);
        double l_1062_ = (l_1025_ - l_1061_);
        double l_1063_ = (l_1053_ - l_1060_);
        double l_1064_ = (l_1062_ + l_1063_);
        double l_1065_ = (l_1058_ + l_1064_);
        double l_1066_ = (l_1065_ - l_1058_);
        double l_1067_ = (l_1065_ - l_1066_);
        double l_1068_ = (l_1058_ - l_1067_);
        double l_1069_ = (l_1064_ - l_1066_);
        double l_1070_ = (l_1068_ + l_1069_);
        double l_1071_ = (l_1026_ + l_1029_);
        double l_1072_ = (l_1071_ - l_1026_);
        double l_1073_ = (l_1071_ - l_1072_);
        double l_1074_ = (l_1026_ - l_1073_);
        double l_1075_ = (l_1029_ - l_1072_);
        double l_1076_ = (l_1074_ + l_1075_);
        double l_1077_ = (l_1032_ + l_1071_);
        double l_1078_ = (l_1077_ - l_1032_);
        double l_1079_ = (l_1077_ - l_1078_);
        double l_1080_ = (l_1032_ - l_1079_);
        double l_1081_ = (l_1071_ - l_1078_);
        double l_1082_ = (l_1080_ + l_1081_);
        double l_1083_ = (l_1076_ + l_1082_);
        double l_1084_ = (l_1083_ - l_1076_);
        double l_1085_ = (l_1083_ - l_1084_);
        double l_1086_ = (l_1076_ - l_1085_);
        double l_1087_ = (l_1082_ - l_1084_);
        double l_1088_ = (l_1086_ + l_1087_);
        double l_1089_ = (l_1059_ + l_1077_);
        double l_1090_ = (l_1089_ - l_1059_);
        double l_1091_ = (l_1089_ - l_1090_);
        double l_1092_ = (l_1059_ - l_1091_);
        double l_1093_ = (l_1077_ - l_1090_);
        double l_1094_ = (l_1092_ + l_1093_);
        double l_1095_ = (l_1065_ + l_1083_);
        double l_1096_ = (l_1095_ - l_1065_);
        double l_1097_ = (l_1095_ - l_1096_);
        double l_1098_ = (l_1065_ - l_1097_);
        double l_1099_ = (l_1083_ - l_1096_);
        double l_1100_ = (l_1098_ + l_1099_);
        double l_1101_ = (l_1095_ + l_1094_);
        double l_1102_ = (l_1101_ - l_1095_);
        double l_1103_ = (l_1101_ - l_1102_);
        double l_1104_ = (l_1095_ - l_1103_);
        double l_1105_ = (l_1094_ - l_1102_);
        double l_1106_ = (l_1104_ + l_1105_);
        double l_1107_ = (l_1070_ + l_1088_);
        double l_1108_ = (l_1106_ + l_1100_);
        double l_1109_ = (l_1107_ + l_1108_);
        double _e2515 = l_mut_86_;
        double _e2516 = l_mut_87_;
        double l_1110_ = (_e2515 * _e2516);
        double _e2518 = l_mut_44_;
        double _e2519 = l_mut_88_;
        double l_1111_ = (_e2518 * _e2519);
        double l_1112_ = (l_1110_ + l_1111_);
        double _e2522 = l_mut_43_;
        double _e2523 = l_mut_89_;
        double l_1113_ = (_e2522 * _e2523);
        double _e2525 = l_mut_42_;
        double _e2526 = l_mut_90_;
        double l_1114_ = (_e2525 * _e2526);
        double l_1115_ = (l_1113_ + l_1114_);
        double l_1116_ = (l_1112_ + l_1115_);
        double l_1117_ = (l_1052_ + l_1028_);
        double l_1118_ = (l_1031_ + l_1034_);
        double l_1119_ = (l_1117_ + l_1118_);
        double l_1120_ = (l_1116_ + l_1119_);
        double l_1121_ = (l_1101_ + l_1120_);
        double l_1122_ = (l_1121_ + l_1109_);
        double l_1123_ = (l_1122_ - l_1121_);
        double l_1124_ = (l_1109_ - l_1123_);
        double l_1125_ = (l_1089_ + l_1122_);
        double l_1126_ = (l_1125_ - l_1089_);
        double l_1127_ = (l_1122_ - l_1126_);
        double l_1128_ = (l_1041_ + l_1125_);
        double l_1129_ = (l_1128_ - l_1041_);
        double l_1130_ = (l_1125_ - l_1129_);
        double l_1131_ = (l_1017_ + l_1128_);
        double l_1132_ = (l_1131_ - l_1017_);
        double l_1133_ = (l_1128_ - l_1132_);
        l_mut_847_ = 0.0L;
        l_mut_845_ = 0.0L;
        l_mut_844_ = 0.0L;
        l_mut_843_ = 0.0L;
        l_mut_648_ = l_1131_;
        l_mut_91_ = 0u;
        double _e2552 = l_mut_648_;
        double l_1134_ = (_e2552 + l_1133_);
        double _e2554 = l_mut_648_;
        double l_1135_ = (l_1134_ - _e2554);
        double l_1136_ = (l_1133_ - l_1135_);
        uint _e2557 = l_mut_91_;
        bool l_1137_ = (_e2557 < 3u);
        bool l_1138_ = (l_1136_ != 0.0L);
        if (l_1137_) {
            local_92 = l_1138_;
        } else {
            local_92 = false;
        }
        bool l_1139_ = local_92;
        uint _e2566 = l_mut_91_;
        bool l_1140_ = (_e2566 == 0u);
        if (l_1139_) {
            local_93 = l_1140_;
        } else {
            local_93 = false;
        }
        bool l_1141_ = local_93;
        double _e2573 = l_mut_847_;
        double l_1142_ = (l_1141_ ? l_1134_ : _e2573);
        l_mut_847_ = l_1142_;
        uint _e2575 = l_mut_91_;
        bool l_1143_ = (_e2575 == 1u);
        if (l_1139_) {
            local_94 = l_1143_;
        } else {
            local_94 = false;
        }
        bool l_1144_ = local_94;
        double _e2582 = l_mut_845_;
        double l_1145_ = (l_1144_ ? l_1134_ : _e2582);
        l_mut_845_ = l_1145_;
        uint _e2584 = l_mut_91_;
        bool l_1146_ = (_e2584 == 2u);
        if (l_1139_) {
            local_95 = l_1146_;
        } else {
            local_95 = false;
        }
        bool l_1147_ = local_95;
        double _e2591 = l_mut_844_;
        double l_1148_ = (l_1147_ ? l_1134_ : _e2591);
        l_mut_844_ = l_1148_;
        double l_1149_ = (l_1139_ ? l_1136_ : l_1134_);
        double _e2594 = l_mut_648_;
        double l_1150_ = (_e2594 + l_1133_);
        double l_1151_ = (l_1137_ ? l_1149_ : l_1150_);
        l_mut_648_ = l_1151_;
        uint l_1152_ = uint(l_1139_);
        uint _e2598 = l_mut_91_;
        l_mut_91_ = (_e2598 + l_1152_);
        double _e2600 = l_mut_648_;
        double l_1153_ = (_e2600 + l_1130_);
        double _e2602 = l_mut_648_;
        double l_1154_ = (l_1153_ - _e2602);
        double l_1155_ = (l_1130_ - l_1154_);
        uint _e2605 = l_mut_91_;
        bool l_1156_ = (_e2605 < 3u);
        bool l_1157_ = (l_1155_ != 0.0L);
        if (l_1156_) {
            local_96 = l_1157_;
        } else {
            local_96 = false;
        }
        bool l_1158_ = local_96;
        uint _e2614 = l_mut_91_;
        bool l_1159_ = (_e2614 == 0u);
        if (l_1158_) {
            local_97 = l_1159_;
        } else {
            local_97 = false;
        }
        bool l_1160_ = local_97;
        double _e2621 = l_mut_847_;
        double l_1161_ = (l_1160_ ? l_1153_ : _e2621);
        l_mut_847_ = l_1161_;
        uint _e2623 = l_mut_91_;
        bool l_1162_ = (_e2623 == 1u);
        if (l_1158_) {
            local_98 = l_1162_;
        } else {
            local_98 = false;
        }
        bool l_1163_ = local_98;
        double _e2630 = l_mut_845_;
        double l_1164_ = (l_1163_ ? l_1153_ : _e2630);
        l_mut_845_ = l_1164_;
        uint _e2632 = l_mut_91_;
        bool l_1165_ = (_e2632 == 2u);
        if (l_1158_) {
            local_99 = l_1165_;
        } else {
            local_99 = false;
        }
        bool l_1166_ = local_99;
        double _e2639 = l_mut_844_;
        double l_1167_ = (l_1166_ ? l_1153_ : _e2639);
        l_mut_844_ = l_1167_;
        double l_1168_ = (l_1158_ ? l_1155_ : l_1153_);
        double _e2642 = l_mut_648_;
        double l_1169_ = (_e2642 + l_1130_);
        double l_1170_ = (l_1156_ ? l_1168_ : l_1169_);
        l_mut_648_ = l_1170_;
        uint l_1171_ = uint(l_1158_);
        uint _e2646 = l_mut_91_;
        l_mut_91_ = (_e2646 + l_1171_);
        double _e2648 = l_mut_648_;
        double l_1172_ = (_e2648 + l_1127_);
        double _e2650 = l_mut_648_;
        double l_1173_ = (l_1172_ - _e2650);
        double l_1174_ = (l_1127_ - l_1173_);
        uint _e2653 = l_mut_91_;
        bool l_1175_ = (_e2653 < 3u);
        bool l_1176_ = (l_1174_ != 0.0L);
        if (l_1175_) {
            local_100 = l_1176_;
        } else {
            local_100 = false;
        }
        bool l_1177_ = local_100;
        uint _e2662 = l_mut_91_;
        bool l_1178_ = (_e2662 == 0u);
        if (l_1177_) {
            local_101 = l_1178_;
        } else {
            local_101 = false;
        }
        bool l_1179_ = local_101;
        double _e2669 = l_mut_847_;
        double l_1180_ = (l_1179_ ? l_1172_ : _e2669);
        l_mut_847_ = l_1180_;
        uint _e2671 = l_mut_91_;
        bool l_1181_ = (_e2671 == 1u);
        if (l_1177_) {
            local_102 = l_1181_;
        } else {
            local_102 = false;
        }
        bool l_1182_ = local_102;
        double _e2678 = l_mut_845_;
        double l_1183_ = (l_1182_ ? l_1172_ : _e2678);
        l_mut_845_ = l_1183_;
        uint _e2680 = l_mut_91_;
        bool l_1184_ = (_e2680 == 2u);
        if (l_1177_) {
            local_103 = l_1184_;
        } else {
            local_103 = false;
        }
        bool l_1185_ = local_103;
        double _e2687 = l_mut_844_;
        double l_1186_ = (l_1185_ ? l_1172_ : _e2687);
        l_mut_844_ = l_1186_;
        double l_1187_ = (l_1177_ ? l_1174_ : l_1172_);
        double _e2690 = l_mut_648_;
        double l_1188_ = (_e2690 + l_1127_);
        double l_1189_ = (l_1175_ ? l_1187_ : l_1188_);
        l_mut_648_ = l_1189_;
        uint l_1190_ = uint(l_1177_);
        uint _e2694 = l_mut_91_;
        l_mut_91_ = (_e2694 + l_1190_);
        double _e2696 = l_mut_648_;
        double l_1191_ = (_e2696 + l_1124_);
        double _e2698 = l_mut_648_;
        double l_1192_ = (l_1191_ - _e2698);
        double l_1193_ = (l_1124_ - l_1192_);
        uint _e2701 = l_mut_91_;
        bool l_1194_ = (_e2701 < 3u);
        bool l_1195_ = (l_1193_ != 0.0L);
        if (l_1194_) {
            local_104 = l_1195_;
        } else {
            local_104 = false;
        }
        bool l_1196_ = local_104;
        uint _e2710 = l_mut_91_;
        bool l_1197_ = (_e2710 == 0u);
        if (l_1196_) {
            local_105 = l_1197_;
        } else {
            local_105 = false;
        }
        bool l_1198_ = local_105;
        double _e2717 = l_mut_847_;
        double l_1199_ = (l_1198_ ? l_1191_ : _e2717);
        l_mut_847_ = l_1199_;
        uint _e2719 = l_mut_91_;
        bool l_1200_ = (_e2719 == 1u);
        if (l_1196_) {
            local_106 = l_1200_;
        } else {
            local_106 = false;
        }
        bool l_1201_ = local_106;
        double _e2726 = l_mut_845_;
        double l_1202_ = (l_1201_ ? l_1191_ : _e2726);
        l_mut_845_ = l_1202_;
        uint _e2728 = l_mut_91_;
        bool l_1203_ = (_e2728 == 2u);
        if (l_1196_) {
            local_107 = l_1203_;
        } else {
            local_107 = false;
        }
        bool l_1204_ = local_107;
        double _e2735 = l_mut_844_;
        double l_1205_ = (l_1204_ ? l_1191_ : _e2735);
        l_mut_844_ = l_1205_;
        double l_1206_ = (l_1196_ ? l_1193_ : l_1191_);
        double _e2738 = l_mut_648_;
        double l_1207_ = (_e2738 + l_1124_);
        double l_1208_ = (l_1194_ ? l_1206_ : l_1207_);
        l_mut_648_ = l_1208_;
        uint l_1209_ = uint(l_1196_);
        uint _e2742 = l_mut_91_;
        l_mut_91_ = (_e2742 + l_1209_);
        uint _e2744 = l_mut_91_;
        bool l_1210_ = (_e2744 == 0u);
        double _e2747 = l_mut_847_;
        double _e2748 = l_mut_648_;
        double l_1211_ = (l_1210_ ? _e2748 : _e2747);
        l_mut_847_ = l_1211_;
        uint _e2750 = l_mut_91_;
        bool l_1212_ = (_e2750 == 1u);
        double _e2753 = l_mut_845_;
        double _e2754 = l_mut_648_;
        double l_1213_ = (l_1212_ ? _e2754 : _e2753);
        l_mut_845_ = l_1213_;
        uint _e2756 = l_mut_91_;
        bool l_1214_ = (_e2756 == 2u);
        double _e2759 = l_mut_844_;
        double _e2760 = l_mut_648_;
        double l_1215_ = (l_1214_ ? _e2760 : _e2759);
        l_mut_844_ = l_1215_;
        uint _e2762 = l_mut_91_;
        bool l_1216_ = (_e2762 == 3u);
        double _e2765 = l_mut_843_;
        double _e2766 = l_mut_648_;
        double l_1217_ = (l_1216_ ? _e2766 : _e2765);
        l_mut_843_ = l_1217_;
        uint l_3234_ = asuint(info.Load(8+0));
        uint l_3235_ = (l_3234_ * 1u);
        bool l_3236_ = (l_517_ < l_3235_);
        uint l_3237_ = (l_3235_ - 1u);
        uint l_3238_ = min(l_517_, l_3237_);
        double l_3239_ = buffer_2_global.Load<double>(l_3238_*8);
        double l_1218_ = (l_3236_ ? l_3239_ : 0.0L);
        uint l_1219_ = (l_517_ + 1u);
        uint l_3241_ = asuint(info.Load(8+0));
        uint l_3242_ = (l_3241_ * 1u);
        bool l_3243_ = (l_1219_ < l_3242_);
        uint l_3244_ = (l_3242_ - 1u);
        uint l_3245_ = min(l_1219_, l_3244_);
        double l_3246_ = buffer_2_global.Load<double>(l_3245_*8);
        double l_1220_ = (l_3243_ ? l_3246_ : 0.0L);
        uint l_1221_ = (l_517_ + 2u);
        uint l_3248_ = asuint(info.Load(8+0));
        uint l_3249_ = (l_3248_ * 1u);
        bool l_3250_ = (l_1221_ < l_3249_);
        uint l_3251_ = (l_3249_ - 1u);
        uint l_3252_ = min(l_1221_, l_3251_);
        double l_3253_ = buffer_2_global.Load<double>(l_3252_*8);
        double l_1222_ = (l_3250_ ? l_3253_ : 0.0L);
        uint l_1223_ = (l_517_ + 3u);
        uint l_3255_ = asuint(info.Load(8+0));
        uint l_3256_ = (l_3255_ * 1u);
        bool l_3257_ = (l_1223_ < l_3256_);
        uint l_3258_ = (l_3256_ - 1u);
        uint l_3259_ = min(l_1223_, l_3258_);
        double l_3260_ = buffer_2_global.Load<double>(l_3259_*8);
        double l_1224_ = (l_3257_ ? l_3260_ : 0.0L);
        l_mut_648_ = l_1218_;
        l_mut_647_ = l_1220_;
        l_mut_646_ = l_1222_;
        l_mut_645_ = l_1224_;
        uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
        bool loop_init_3 = true;
        while(true) {
            if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
            loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
            if (!loop_init_3) {
                uint _e3866 = l_mut_1225_;
                l_mut_1225_ = (_e3866 + 1u);
            }
            loop_init_3 = false;
            uint _e2836 = l_mut_1225_;
            if ((_e2836 < l_26_)) {
            } else {
                break;
            }
            {
                double _e2838 = l_mut_648_;
                double _e2839 = l_mut_228_;
                double l_1226_ = (_e2838 * _e2839);
                double l_1227_ = -(l_1226_);
                double _e2842 = l_mut_648_;
                double _e2843 = l_mut_228_;
                double l_1228_ = mad(_e2842, _e2843, l_1227_);
                double _e2845 = l_mut_648_;
                double _e2846 = l_mut_227_;
                double l_1229_ = (_e2845 * _e2846);
                double l_1230_ = -(l_1229_);
                double _e2849 = l_mut_648_;
                double _e2850 = l_mut_227_;
                double l_1231_ = mad(_e2849, _e2850, l_1230_);
                double _e2852 = l_mut_647_;
                double _e2853 = l_mut_228_;
                double l_1232_ = (_e2852 * _e2853);
                double l_1233_ = -(l_1232_);
                double _e2856 = l_mut_647_;
                double _e2857 = l_mut_228_;
                double l_1234_ = mad(_e2856, _e2857, l_1233_);
                double _e2859 = l_mut_648_;
                double _e2860 = l_mut_226_;
                double l_1235_ = (_e2859 * _e2860);
                double l_1236_ = -(l_1235_);
                double _e2863 = l_mut_648_;
                double _e2864 = l_mut_226_;
                double l_1237_ = mad(_e2863, _e2864, l_1236_);
                double _e2866 = l_mut_647_;
                double _e2867 = l_mut_227_;
                double l_1238_ = (_e2866 * _e2867);
                double l_1239_ = -(l_1238_);
                double _e2870 = l_mut_647_;
                double _e2871 = l_mut_227_;
                double l_1240_ = mad(_e2870, _e2871, l_1239_);
                double _e2873 = l_mut_646_;
                double _e2874 = l_mut_228_;
                double l_1241_ = (_e2873 * _e2874);
                double l_1242_ = -(l_1241_);
                double _e2877 = l_mut_646_;
                double _e2878 = l_mut_228_;
                double l_1243_ = mad(_e2877, _e2878, l_1242_);
                double l_1244_ = (l_1229_ + l_1232_);
                double l_1245_ = (l_1244_ - l_1229_);
                double l_1246_ = (l_1244_ - l_1245_);
                double l_1247_ = (l_1229_ - l_1246_);
                double l_1248_ = (l_1232_ - l_1245_);
                double l_1249_ = (l_1247_ + l_1248_);
                double l_1250_ = (l_1228_ + l_1244_);
                double l_1251_ = (l_1250_ - l_1228_);
                double l_1252_ = (l_1250_ - l_1251_);
                double l_1253_ = (l_1228_ - l_1252_);
                double l_1254_ = (l_1244_ - l_1251_);
                double l_1255_ = (l_1253_ + l_1254_);
                double l_1256_ = (l_1249_ + l_1255_);
                double l_1257_ = (l_1256_ - l_1249_);
                double l_1258_ = (l_1256_ - l_1257_);
                double l_1259_ = (l_1249_ - l_1258_);
                double l_1260_ = (l_1255_ - l_1257_);
                double l_1261_ = (l_1259_ + l_1260_);
                double l_1262_ = (l_1256_ + l_1231_);
                double l_1263_ = (l_1262_ - l_1256_);
                double l_1264_ = (l_1262_ - l_1263_);
                double l_1265_ = (l_1256_ - l_1264_);
                double l_1266_ = (l_1231_ - l_1263_);
                double l_1267_ = (l_1265_ + l_1266_);
                double l_1268_ = (l_1234_ + l_1262_);
                double l_1269_ = (l_1268_ - l_1234_);
                double l_1270_ = (l_1268_ - l_1269_);
                double l_1271_ = (l_1234_ - l_1270_);
                double l_1272_ = (l_1262_ - l_1269_);
                double l_1273_ = (l_1271_ + l_1272_);
                double l_1274_ = (l_1267_ + l_1273_);
                double l_1275_ = (l_1274_ - l_1267_);
                double l_1276_ = (l_1274_ - l_1275_);
                double l_1277_ = (l_1267_ - l_1276_);
                double l_1278_ = (l_1273_ - l_1275_);
                double l_1279_ = (l_1277_ + l_1278_);
                double l_1280_ = (l_1235_ + l_1238_);
                double l_1281_ = (l_1280_ - l_1235_);
                double l_1282_ = (l_1280_ - l_1281_);
                double l_1283_ = (l_1235_ - l_1282_);
                double l_1284_ = (l_1238_ - l_1281_);
                double l_1285_ = (l_1283_ + l_1284_);
                double l_1286_ = (l_1241_ + l_1280_);
                double l_1287_ = (l_1286_ - l_1241_);
                double l_1288_ = (l_1286_ - l_1287_);
                double l_1289_ = (l_1241_ - l_1288_);
                double l_1290_ = (l_1280_ - l_1287_);
                double l_1291_ = (l_1289_ + l_1290_);
                double l_1292_ = (l_1285_ + l_1291_);
                double l_1293_ = (l_1292_ - l_1285_);
                double l_1294_ = (l_1292_ - l_1293_);
                double l_1295_ = (l_1285_ - l_1294_);
                double l_1296_ = (l_1291_ - l_1293_);
                double l_1297_ = (l_1295_ + l_1296_);
                double l_1298_ = (l_1268_ + l_1286_);
                double l_1299_ = (l_1298_ - l_1268_);
                double l_1300_ = (l_1298_ - l_1299_);
                double l_1301_ = (l_1268_ - l_1300_);
                double l_1302_ = (l_1286_ - l_1299_);
                double l_1303_ = (l_1301_ + l_1302_);
                double l_1304_ = (l_1274_ + l_1292_);
                double l_1305_ = (l_1304_ - l_1274_);
                double l_1306_ = (l_1304_ - l_1305_);
                double l_1307_ = (l_1274_ - l_1306_);
                double l_1308_ = (l_1292_ - l_1305_);
                double l_1309_ = (l_1307_ + l_1308_);
                double l_1310_ = (l_1304_ + l_1303_);
                double l_1311_ = (l_1310_ - l_1304_);
                double l_1312_ = (l_1310_ - l_1311_);
                double l_1313_ = (l_1304_ - l_1312_);
                double l_1314_ = (l_1303_ - l_1311_);
                double l_1315_ = (l_1313_ + l_1314_);
                double l_1316_ = (l_1279_ + l_1297_);
                double l_1317_ = (l_1315_ + l_1309_);
                double l_1318_ = (l_1316_ + l_1317_);
                double _e2955 = l_mut_648_;
                double _e2956 = l_mut_225_;
                double l_1319_ = (_e2955 * _e2956);
                double _e2958 = l_mut_647_;
                double _e2959 = l_mut_226_;
                double l_1320_ = (_e2958 * _e2959);
                double l_1321_ = (l_1319_ + l_1320_);
                double _e2962 = l_mut_646_;
                double _e2963 = l_mut_227_;
                double l_1322_ = (_e2962 * _e2963);
                double _e2965 = l_mut_645_;
                double _e2966 = l_mut_228_;
                double l_1323_ = (_e2965 * _e2966);
                double l_1324_ = (l_1322_ + l_1323_);
                double l_1325_ = (l_1321_ + l_1324_);
                double l_1326_ = (l_1261_ + l_1237_);
                double l_1327_ = (l_1240_ + l_1243_);
                double l_1328_ = (l_1326_ + l_1327_);
                double l_1329_ = (l_1325_ + l_1328_);
                double l_1330_ = (l_1310_ + l_1329_);
                double l_1331_ = (l_1330_ + l_1318_);
                double l_1332_ = (l_1331_ - l_1330_);
                double l_1333_ = (l_1318_ - l_1332_);
                double l_1334_ = (l_1298_ + l_1331_);
                double l_1335_ = (l_1334_ - l_1298_);
                double l_1336_ = (l_1331_ - l_1335_);
                double l_1337_ = (l_1250_ + l_1334_);
                double l_1338_ = (l_1337_ - l_1250_);
                double l_1339_ = (l_1334_ - l_1338_);
                double l_1340_ = (l_1226_ + l_1337_);
                double l_1341_ = (l_1340_ - l_1226_);
                double l_1342_ = (l_1337_ - l_1341_);
                l_mut_90_ = 0.0L;
                l_mut_89_ = 0.0L;
                l_mut_88_ = 0.0L;
                l_mut_87_ = 0.0L;
                l_mut_86_ = l_1340_;
                l_mut_91_ = 0u;
                double _e2992 = l_mut_86_;
                double l_1343_ = (_e2992 + l_1342_);
                double _e2994 = l_mut_86_;
                double l_1344_ = (l_1343_ - _e2994);
                double l_1345_ = (l_1342_ - l_1344_);
                uint _e2997 = l_mut_91_;
                bool l_1346_ = (_e2997 < 3u);
                bool l_1347_ = (l_1345_ != 0.0L);
                if (l_1346_) {
                    local_108 = l_1347_;
                } else {
                    local_108 = false;
                }
                bool l_1348_ = local_108;
                uint _e3006 = l_mut_91_;
                bool l_1349_ = (_e3006 == 0u);
                if (l_1348_) {
                    local_109 = l_1349_;
                } else {
                    local_109 = false;
                }
                bool l_1350_ = local_109;
                double _e3013 = l_mut_90_;
                double l_1351_ = (l_1350_ ? l_1343_ : _e3013);
                l_mut_90_ = l_1351_;
                uint _e3015 = l_mut_91_;
                bool l_1352_ = (_e3015 == 1u);
                if (l_1348_) {
                    local_110 = l_1352_;
                } else {
                    local_110 = false;
                }
                bool l_1353_ = local_110;
                double _e3022 = l_mut_89_;
                double l_1354_ = (l_1353_ ? l_1343_ : _e3022);
                l_mut_89_ = l_1354_;
                uint _e3024 = l_mut_91_;
                bool l_1355_ = (_e3024 == 2u);
                if (l_1348_) {
                    local_111 = l_1355_;
                } else {
                    local_111 = false;
                }
                bool l_1356_ = local_111;
                double _e3031 = l_mut_88_;
                double l_1357_ = (l_1356_ ? l_1343_ : _e3031);
                l_mut_88_ = l_1357_;
                double l_1358_ = (l_1348_ ? l_1345_ : l_1343_);
                double _e3034 = l_mut_86_;
                double l_1359_ = (_e3034 + l_1342_);
                double l_1360_ = (l_1346_ ? l_1358_ : l_1359_);
                l_mut_86_ = l_1360_;
                uint l_1361_ = uint(l_1348_);
                uint _e3038 = l_mut_91_;
                l_mut_91_ = (_e3038 + l_1361_);
                double _e3040 = l_mut_86_;
                double l_1362_ = (_e3040 + l_1339_);
                double _e3042 = l_mut_86_;
                double l_1363_ = (l_1362_ - _e3042);
                double l_1364_ = (l_1339_ - l_1363_);
                uint _e3045 = l_mut_91_;
                bool l_1365_ = (_e3045 < 3u);
                bool l_1366_ = (l_1364_ != 0.0L);
                if (l_1365_) {
                    local_112 = l_1366_;
                } else {
                    local_112 = false;
                }
                bool l_1367_ = local_112;
                uint _e3054 = l_mut_91_;
                bool l_1368_ = (_e3054 == 0u);
                if (l_1367_) {
                    local_113 = l_1368_;
                } else {
                    local_113 = false;
                }
                bool l_1369_ = local_113;
                double _e3061 = l_mut_90_;
                double l_1370_ = (l_1369_ ? l_1362_ : _e3061);
                l_mut_90_ = l_1370_;
                uint _e3063 = l_mut_91_;
                bool l_1371_ = (_e3063 == 1u);
                if (l_1367_) {
                    local_114 = l_1371_;
                } else {
                    local_114 = false;
                }
                bool l_1372_ = local_114;
                double _e3070 = l_mut_89_;
                double l_1373_ = (l_1372_ ? l_1362_ : _e3070);
                l_mut_89_ = l_1373_;
                uint _e3072 = l_mut_91_;
                bool l_1374_ = (_e3072 == 2u);
                if (l_1367_) {
                    local_115 = l_1374_;
                } else {
                    local_115 = false;
                }
                bool l_1375_ = local_115;
                double _e3079 = l_mut_88_;
                double l_1376_ = (l_1375_ ? l_1362_ : _e3079);
                l_mut_88_ = l_1376_;
                double l_1377_ = (l_1367_ ? l_1364_ : l_1362_);
                double _e3082 = l_mut_86_;
                double l_1378_ = (_e3082 + l_1339_);
                double l_1379_ = (l_1365_ ? l_1377_ : l_1378_);
                l_mut_86_ = l_1379_;
                uint l_1380_ = uint(l_1367_);
                uint _e3086 = l_mut_91_;
                l_mut_91_ = (_e3086 + l_1380_);
                double _e3088 = l_mut_86_;
                double l_1381_ = (_e3088 + l_1336_);
                double _e3090 = l_mut_86_;
                double l_1382_ = (l_1381_ - _e3090);
                double l_1383_ = (l_1336_ - l_1382_);
                uint _e3093 = l_mut_91_;
                bool l_1384_ = (_e3093 < 3u);
                bool l_1385_ = (l_1383_ != 0.0L);
                if (l_1384_) {
                    local_116 = l_1385_;
                } else {
                    local_116 = false;
                }
                bool l_1386_ = local_116;
                uint _e3102 = l_mut_91_;
                bool l_1387_ = (_e3102 == 0u);
                if (l_1386_) {
                    local_117 = l_1387_;
                } else {
                    local_117 = false;
                }
                bool l_1388_ = local_117;
                double _e3109 = l_mut_90_;
                double l_1389_ = (l_1388_ ? l_1381_ : _e3109);
                l_mut_90_ = l_1389_;
                uint _e3111 = l_mut_91_;
                bool l_1390_ = (_e3111 == 1u);
                if (l_1386_) {
                    local_118 = l_1390_;
                } else {
                    local_118 = false;
                }
                bool l_1391_ = local_118;
                double _e3118 = l_mut_89_;
                double l_1392_ = (l_1391_ ? l_1381_ : _e3118);
                l_mut_89_ = l_1392_;
                uint _e3120 = l_mut_91_;
                bool l_1393_ = (_e3120 == 2u);
                if (l_1386_) {
                    local_119 = l_1393_;
                } else {
                    local_119 = false;
                }
                bool l_1394_ = local_119;
                double _e3127 = l_mut_88_;
                double l_1395_ = (l_1394_ ? l_1381_ : _e3127);
                l_mut_88_ = l_1395_;
                double l_1396_ = (l_1386_ ? l_1383_ : l_1381_);
                double _e3130 = l_mut_86_;
                double l_1397_ = (_e3130 + l_1336_);
                double l_1398_ = (l_1384_ ? l_1396_ : l_1397_);
                l_mut_86_ = l_1398_;
                uint l_1399_ = uint(l_1386_);
                uint _e3134 = l_mut_91_;
                l_mut_91_ = (_e3134 + l_1399_);
                double _e3136 = l_mut_86_;
                double l_1400_ = (_e3136 + l_1333_);
                double _e3138 = l_mut_86_;
                double l_1401_ = (l_1400_ - _e3138);
                double l_1402_ = (l_1333_ - l_1401_);
                uint _e3141 = l_mut_91_;
                bool l_1403_ = (_e3141 < 3u);
                bool l_1404_ = (l_1402_ != 0.0L);
                if (l_1403_) {
                    local_120 = l_1404_;
                } else {
                    local_120 = false;
                }
                bool l_1405_ = local_120;
                uint _e3150 = l_mut_91_;
                bool l_1406_ = (_e3150 == 0u);
                if (l_1405_) {
                    local_121 = l_1406_;
                } else {
                    local_121 = false;
                }
                bool l_1407_ = local_121;
                double _e3157 = l_mut_90_;
                double l_1408_ = (l_1407_ ? l_1400_ : _e3157);
                l_mut_90_ = l_1408_;
                uint _e3159 = l_mut_91_;
                bool l_1409_ = (_e3159 == 1u);
                if (l_1405_) {
                    local_122 = l_1409_;
                } else {
                    local_122 = false;
                }
                bool l_1410_ = local_122;
                double _e3166 = l_mut_89_;
                double l_1411_ = (l_1410_ ? l_1400_ : _e3166);
                l_mut_89_ = l_1411_;
                uint _e3168 = l_mut_91_;
                bool l_1412_ = (_e3168 == 2u);
                if (l_1405_) {
                    local_123 = l_1412_;
                } else {
                    local_123 = false;
                }
                bool l_1413_ = local_123;
                double _e3175 = l_mut_88_;
                double l_1414_ = (l_1413_ ? l_1400_ : _e3175);
                l_mut_88_ = l_1414_;
                double l_1415_ = (l_1405_ ? l_1402_ : l_1400_);
                double _e3178 = l_mut_86_;
                double l_1416_ = (_e3178 + l_1333_);
                double l_1417_ = (l_1403_ ? l_1415_ : l_1416_);
                l_mut_86_ = l_1417_;
                uint l_1418_ = uint(l_1405_);
                uint _e3182 = l_mut_91_;
                l_mut_91_ = (_e3182 + l_1418_);
                uint _e3184 = l_mut_91_;
                bool l_1419_ = (_e3184 == 0u);
                double _e3187 = l_mut_90_;
                double _e3188 = l_mut_86_;
                double l_1420_ = (l_1419_ ? _e3188 : _e3187);
                l_mut_90_ = l_1420_;
                uint _e3190 = l_mut_91_;
                bool l_1421_ = (_e3190 == 1u);
                double _e3193 = l_mut_89_;
                double _e3194 = l_mut_86_;
                double l_1422_ = (l_1421_ ? _e3194 : _e3193);
                l_mut_89_ = l_1422_;
                uint _e3196 = l_mut_91_;
                bool l_1423_ = (_e3196 == 2u);
                double _e3199 = l_mut_88_;
                double _e3200 = l_mut_86_;
                double l_1424_ = (l_1423_ ? _e3200 : _e3199);
                l_mut_88_ = l_1424_;
                uint _e3202 = l_mut_91_;
                bool l_1425_ = (_e3202 == 3u);
                double _e3205 = l_mut_87_;
                double _e3206 = l_mut_86_;
                double l_1426_ = (l_1425_ ? _e3206 : _e3205);
                l_mut_87_ = l_1426_;
                uint _e3209 = l_mut_1225_;
                uint l_1427_ = (4u * _e3209);
                uint l_1428_ = (l_517_ + l_1427_);
                uint l_3372_ = asuint(info.Load(8+0));
                uint l_3373_ = (l_3372_ * 1u);
                bool l_3374_ = (l_1428_ < l_3373_);
                uint l_3375_ = (l_3373_ - 1u);
                uint l_3376_ = min(l_1428_, l_3375_);
                double l_3377_ = buffer_2_global.Load<double>(l_3376_*8);
                double l_1429_ = (l_3374_ ? l_3377_ : 0.0L);
                uint l_1430_ = (l_1428_ + 1u);
                uint l_3379_ = asuint(info.Load(8+0));
                uint l_3380_ = (l_3379_ * 1u);
                bool l_3381_ = (l_1430_ < l_3380_);
                uint l_3382_ = (l_3380_ - 1u);
                uint l_3383_ = min(l_1430_, l_3382_);
                double l_3384_ = buffer_2_global.Load<double>(l_3383_*8);
                double l_1431_ = (l_3381_ ? l_3384_ : 0.0L);
                uint l_1432_ = (l_1428_ + 2u);
                uint l_3386_ = asuint(info.Load(8+0));
                uint l_3387_ = (l_3386_ * 1u);
                bool l_3388_ = (l_1432_ < l_3387_);
                uint l_3389_ = (l_3387_ - 1u);
                uint l_3390_ = min(l_1432_, l_3389_);
                double l_3391_ = buffer_2_global.Load<double>(l_3390_*8);
                double l_1433_ = (l_3388_ ? l_3391_ : 0.0L);
                uint l_1434_ = (l_1428_ + 3u);
                uint l_3393_ = asuint(info.Load(8+0));
                uint l_3394_ = (l_3393_ * 1u);
                bool l_3395_ = (l_1434_ < l_3394_);
                uint l_3396_ = (l_3394_ - 1u);
                uint l_3397_ = min(l_1434_, l_3396_);
                double l_3398_ = buffer_2_global.Load<double>(l_3397_*8);
                double l_1435_ = (l_3395_ ? l_3398_ : 0.0L);
                double _e3279 = l_mut_90_;
                a_1436_[0] = _e3279;
                a_1436_[1] = l_1429_;
                double _e3282 = l_mut_89_;
                a_1436_[2] = _e3282;
                a_1436_[3] = l_1431_;
                double _e3285 = l_mut_88_;
                a_1436_[4] = _e3285;
                a_1436_[5] = l_1433_;
                double _e3288 = l_mut_87_;
                a_1436_[6] = _e3288;
                a_1436_[7] = l_1435_;
                double l_1437_ = a_1436_[7];
                l_mut_86_ = l_1437_;
                double l_1438_ = a_1436_[6];
                double _e3294 = l_mut_86_;
                double l_1439_ = (l_1438_ + _e3294);
                double l_1440_ = (l_1439_ - l_1438_);
                double l_1441_ = (l_1439_ - l_1440_);
                double l_1442_ = (l_1438_ - l_1441_);
                double _e3299 = l_mut_86_;
                double l_1443_ = (_e3299 - l_1440_);
                double l_1444_ = (l_1442_ + l_1443_);
                a_1436_[7] = l_1444_;
                l_mut_86_ = l_1439_;
                double l_1445_ = a_1436_[5];
                double _e3305 = l_mut_86_;
                double l_1446_ = (l_1445_ + _e3305);
                double l_1447_ = (l_1446_ - l_1445_);
                double l_1448_ = (l_1446_ - l_1447_);
                double l_1449_ = (l_1445_ - l_1448_);
                double _e3310 = l_mut_86_;
                double l_1450_ = (_e3310 - l_1447_);
                double l_1451_ = (l_1449_ + l_1450_);
                a_1436_[6] = l_1451_;
                l_mut_86_ = l_1446_;
                double l_1452_ = a_1436_[4];
                double _e3316 = l_mut_86_;
                double l_1453_ = (l_1452_ + _e3316);
                double l_1454_ = (l_1453_ - l_1452_);
                double l_1455_ = (l_1453_ - l_1454_);
                double l_1456_ = (l_1452_ - l_1455_);
                double _e3321 = l_mut_86_;
                double l_1457_ = (_e3321 - l_1454_);
                double l_1458_ = (l_1456_ + l_1457_);
                a_1436_[5] = l_1458_;
                l_mut_86_ = l_1453_;
                double l_1459_ = a_1436_[3];
                double _e3327 = l_mut_86_;
                double l_1460_ = (l_1459_ + _e3327);
                double l_1461_ = (l_1460_ - l_1459_);
                double l_1462_ = (l_1460_ - l_1461_);
                double l_1463_ = (l_1459_ - l_1462_);
                double _e3332 = l_mut_86_;
                double l_1464_ = (_e3332 - l_1461_);
                double l_1465_ = (l_1463_ + l_1464_);
                a_1436_[4] = l_1465_;
                l_mut_86_ = l_1460_;
                double l_1466_ = a_1436_[2];
                double _e3338 = l_mut_86_;
                double l_1467_ = (l_1466_ + _e3338);
                double l_1468_ = (l_1467_ - l_1466_);
                double l_1469_ = (l_1467_ - l_1468_);
                double l_1470_ = (l_1466_ - l_1469_);
                double _e3343 = l_mut_86_;
                double l_1471_ = (_e3343 - l_1468_);
                double l_1472_ = (l_1470_ + l_1471_);
                a_1436_[3] = l_1472_;
                l_mut_86_ = l_1467_;
                double l_1473_ = a_1436_[1];
                double _e3349 = l_mut_86_;
                double l_1474_ = (l_1473_ + _e3349);
                double l_1475_ = (l_1474_ - l_1473_);
                double l_1476_ = (l_1474_ - l_1475_);
                double l_1477_ = (l_1473_ - l_1476_);
                double _e3354 = l_mut_86_;
                double l_1478_ = (_e3354 - l_1475_);
                double l_1479_ = (l_1477_ + l_1478_);
                a_1436_[2] = l_1479_;
                l_mut_86_ = l_1474_;
                double l_1480_ = a_1436_[0];
                double _e3360 = l_mut_86_;
                double l_1481_ = (l_1480_ + _e3360);
                double l_1482_ = (l_1481_ - l_1480_);
                double l_1483_ = (l_1481_ - l_1482_);
                double l_1484_ = (l_1480_ - l_1483_);
                double _e3365 = l_mut_86_;
                double l_1485_ = (_e3365 - l_1482_);
                double l_1486_ = (l_1484_ + l_1485_);
                a_1436_[1] = l_1486_;
                l_mut_86_ = l_1481_;
                double _e3370 = l_mut_86_;
                a_1436_[0] = _e3370;
                double l_1487_ = a_1436_[7];
                l_mut_86_ = l_1487_;
                double l_1488_ = a_1436_[6];
                double _e3375 = l_mut_86_;
                double l_1489_ = (l_1488_ + _e3375);
                double l_1490_ = (l_1489_ - l_1488_);
                double l_1491_ = (l_1489_ - l_1490_);
                double l_1492_ = (l_1488_ - l_1491_);
                double _e3380 = l_mut_86_;
                double l_1493_ = (_e3380 - l_1490_);
                double l_1494_ = (l_1492_ + l_1493_);
                a_1436_[7] = l_1494_;
                l_mut_86_ = l_1489_;
                double l_1495_ = a_1436_[5];
                double _e3386 = l_mut_86_;
                double l_1496_ = (l_1495_ + _e3386);
                double l_1497_ = (l_1496_ - l_1495_);
                double l_1498_ = (l_1496_ - l_1497_);
                double l_1499_ = (l_1495_ - l_1498_);
                double _e3391 = l_mut_86_;
                double l_1500_ = (_e3391 - l_1497_);
                double l_1501_ = (l_1499_ + l_1500_);
                a_1436_[6] = l_1501_;
                l_mut_86_ = l_1496_;
                double l_1502_ = a_1436_[4];
                double _e3397 = l_mut_86_;
                double l_1503_ = (l_1502_ + _e3397);
                double l_1504_ = (l_1503_ - l_1502_);
                double l_1505_ = (l_1503_ - l_1504_);
                double l_1506_ = (l_1502_ - l_1505_);
                double _e3402 = l_mut_86_;
                double l_1507_ = (_e3402 - l_1504_);
                double l_1508_ = (l_1506_ + l_1507_);
                a_1436_[5] = l_1508_;
                l_mut_86_ = l_1503_;
                double l_1509_ = a_1436_[3];
                double _e3408 = l_mut_86_;
                double l_1510_ = (l_1509_ + _e3408);
                double l_1511_ = (l_1510_ - l_1509_);
                double l_1512_ = (l_1510_ - l_1511_);
                double l_1513_ = (l_1509_ - l_1512_);
                double _e3413 = l_mut_86_;
                double l_1514_ = (_e3413 - l_1511_);
                double l_1515_ = (l_1513_ + l_1514_);
                a_1436_[4] = l_1515_;
                l_mut_86_ = l_1510_;
                double l_1516_ = a_1436_[2];
                double _e3419 = l_mut_86_;
                double l_1517_ = (l_1516_ + _e3419);
                double l_1518_ = (l_1517_ - l_1516_);
                double l_1519_ = (l_1517_ - l_1518_);
                double l_1520_ = (l_1516_ - l_1519_);
                double _e3424 = l_mut_86_;
                double l_1521_ = (_e3424 - l_1518_);
                double l_1522_ = (l_1520_ + l_1521_);
                a_1436_[3] = l_1522_;
                l_mut_86_ = l_1517_;
                double l_1523_ = a_1436_[1];
                double _e3430 = l_mut_86_;
                double l_1524_ = (l_1523_ + _e3430);
                double l_1525_ = (l_1524_ - l_1523_);
                double l_1526_ = (l_1524_ - l_1525_);
                double l_1527_ = (l_1523_ - l_1526_);
                double _e3435 = l_mut_86_;
                double l_1528_ = (_e3435 - l_1525_);
                double l_1529_ = (l_1527_ + l_1528_);
                a_1436_[2] = l_1529_;
                l_mut_86_ = l_1524_;
                double l_1530_ = a_1436_[0];
                double _e3441 = l_mut_86_;
                double l_1531_ = (l_1530_ + _e3441);
                double l_1532_ = (l_1531_ - l_1530_);
                double l_1533_ = (l_1531_ - l_1532_);
                double l_1534_ = (l_1530_ - l_1533_);
                double _e3446 = l_mut_86_;
                double l_1535_ = (_e3446 - l_1532_);
                double l_1536_ = (l_1534_ + l_1535_);
                a_1436_[1] = l_1536_;
                l_mut_86_ = l_1531_;
                double _e3451 = l_mut_86_;
                a_1436_[0] = _e3451;
                l_mut_86_ = 0.0L;
                l_mut_44_ = 0.0L;
                l_mut_43_ = 0.0L;
                l_mut_42_ = 0.0L;
                double l_1537_ = a_1436_[0];
                l_mut_41_ = l_1537_;
                l_mut_91_ = 0u;
                double l_1538_ = a_1436_[1];
                double _e3461 = l_mut_41_;
                double l_1539_ = (_e3461 + l_1538_);
                double _e3463 = l_mut_41_;
                double l_1540_ = (l_1539_ - _e3463);
                double l_1541_ = (l_1539_ - l_1540_);
                double _e3466 = l_mut_41_;
                double l_1542_ = (_e3466 - l_1541_);
                double l_1543_ = (l_1538_ - l_1540_);
                double l_1544_ = (l_1542_ + l_1543_);
                uint _e3470 = l_mut_91_;
                bool l_1545_ = (_e3470 < 3u);
                bool l_1546_ = (l_1544_ != 0.0L);
                if (l_1545_) {
                    local_124 = l_1546_;
                } else {
                    local_124 = false;
                }
                bool l_1547_ = local_124;
                uint _e3479 = l_mut_91_;
                bool l_1548_ = (_e3479 == 0u);
                if (l_1547_) {
                    local_125 = l_1548_;
                } else {
                    local_125 = false;
                }
                bool l_1549_ = local_125;
                double _e3486 = l_mut_86_;
                double l_1550_ = (l_1549_ ? l_1539_ : _e3486);
                l_mut_86_ = l_1550_;
                uint _e3488 = l_mut_91_;
                bool l_1551_ = (_e3488 == 1u);
                if (l_1547_) {
                    local_126 = l_1551_;
                } else {
                    local_126 = false;
                }
                bool l_1552_ = local_126;
                double _e3495 = l_mut_44_;
                double l_1553_ = (l_1552_ ? l_1539_ : _e3495);
                l_mut_44_ = l_1553_;
                uint _e3497 = l_mut_91_;
                bool l_1554_ = (_e3497 == 2u);
                if (l_1547_) {
                    local_127 = l_1554_;
                } else {
                    local_127 = false;
                }
                bool l_1555_ = local_127;
                double _e3504 = l_mut_43_;
                double l_1556_ = (l_1555_ ? l_1539_ : _e3504);
                l_mut_43_ = l_1556_;
                double l_1557_ = (l_1547_ ? l_1544_ : l_1539_);
                double _e3507 = l_mut_41_;
                double l_1558_ = (_e3507 + l_1538_);
                double l_1559_ = (l_1545_ ? l_1557_ : l_1558_);
                l_mut_41_ = l_1559_;
                uint l_1560_ = uint(l_1547_);
                uint _e3511 = l_mut_91_;
                l_mut_91_ = (_e3511 + l_1560_);
                double l_1561_ = a_1436_[2];
                double _e3515 = l_mut_41_;
                double l_1562_ = (_e3515 + l_1561_);
                double _e3517 = l_mut_41_;
                double l_1563_ = (l_1562_ - _e3517);
                double l_1564_ = (l_1562_ - l_1563_);
                double _e3520 = l_mut_41_;
                double l_1565_ = (_e3520 - l_1564_);
                double l_1566_ = (l_1561_ - l_1563_);
                double l_1567_ = (l_1565_ + l_1566_);
                uint _e3524 = l_mut_91_;
                bool l_1568_ = (_e3524 < 3u);
                bool l_1569_ = (l_1567_ != 0.0L);
                if (l_1568_) {
                    local_128 = l_1569_;
                } else {
                    local_128 = false;
                }
                bool l_1570_ = local_128;
                uint _e3533 = l_mut_91_;
                bool l_1571_ = (_e3533 == 0u);
                if (l_1570_) {
                    local_129 = l_1571_;
                } else {
                    local_129 = false;
                }
                bool l_1572_ = local_129;
                double _e3540 = l_mut_86_;
                double l_1573_ = (l_1572_ ? l_1562_ : _e3540);
                l_mut_86_ = l_1573_;
                uint _e3542 = l_mut_91_;
                bool l_1574_ = (_e3542 == 1u);
                if (l_1570_) {
                    local_130 = l_1574_;
                } else {
                    local_130 = false;
                }
                bool l_1575_ = local_130;
                double _e3549 = l_mut_44_;
                double l_1576_ = (l_1575_ ? l_1562_ : _e3549);
                l_mut_44_ = l_1576_;
                uint _e3551 = l_mut_91_;
                bool l_1577_ = (_e3551 == 2u);
                if (l_1570_) {
                    local_131 = l_1577_;
                } else {
                    local_131 = false;
                }
                bool l_1578_ = local_131;
                double _e3558 = l_mut_43_;
                double l_1579_ = (l_1578_ ? l_1562_ : _e3558);
                l_mut_43_ = l_1579_;
                double l_1580_ = (l_1570_ ? l_1567_ : l_1562_);
                double _e3561 = l_mut_41_;
                double l_1581_ = (_e3561 + l_1561_);
                double l_1582_ = (l_1568_ ? l_1580_ : l_1581_);
                l_mut_41_ = l_1582_;
                uint l_1583_ = uint(l_1570_);
                uint _e3565 = l_mut_91_;
                l_mut_91_ = (_e3565 + l_1583_);
                double l_1584_ = a_1436_[3];
                double _e3569 = l_mut_41_;
                double l_1585_ = (_e3569 + l_1584_);
                double _e3571 = l_mut_41_;
                double l_1586_ = (l_1585_ - _e3571);
                double l_1587_ = (l_1585_ - l_1586_);
                double _e3574 = l_mut_41_;
                double l_1588_ = (_e3574 - l_1587_);
                double l_1589_ = (l_1584_ - l_1586_);
                double l_1590_ = (l_1588_ + l_1589_);
                uint _e3578 = l_mut_91_;
                bool l_1591_ = (_e3578 < 3u);
                bool l_1592_ = (l_1590_ != 0.0L);
                if (l_1591_) {
                    local_132 = l_1592_;
                } else {
                    local_132 = false;
                }
                bool l_1593_ = local_132;
                uint _e3587 = l_mut_91_;
                bool l_1594_ = (_e3587 == 0u);
                if (l_1593_) {
                    local_133 = l_1594_;
                } else {
                    local_133 = false;
                }
                bool l_1595_ = local_133;
                double _e3594 = l_mut_86_;
                double l_1596_ = (l_1595_ ? l_1585_ : _e3594);
                l_mut_86_ = l_1596_;
                uint _e3596 = l_mut_91_;
                bool l_1597_ = (_e3596 == 1u);
                if (l_1593_) {
                    local_134 = l_1597_;
                } else {
                    local_134 = false;
                }
                bool l_1598_ = local_134;
                double _e3603 = l_mut_44_;
                double l_1599_ = (l_1598_ ? l_1585_ : _e3603);
                l_mut_44_ = l_1599_;
                uint _e3605 = l_mut_91_;
                bool l_1600_ = (_e3605 == 2u);
                if (l_1593_) {
                    local_135 = l_1600_;
                } else {
                    local_135 = false;
                }
                bool l_1601_ = local_135;
                double _e3612 = l_mut_43_;
                double l_1602_ = (l_1601_ ? l_1585_ : _e3612);
                l_mut_43_ = l_1602_;
                double l_1603_ = (l_1593_ ? l_1590_ : l_1585_);
                double _e3615 = l_mut_41_;
                double l_1604_ = (_e3615 + l_1584_);
                double l_1605_ = (l_1591_ ? l_1603_ : l_1604_);
                l_mut_41_ = l_1605_;
                uint l_1606_ = uint(l_1593_);
                uint _e3619 = l_mut_91_;
                l_mut_91_ = (_e3619 + l_1606_);
                double l_1607_ = a_1436_[4];
                double _e3623 = l_mut_41_;
                double l_1608_ = (_e3623 + l_1607_);
                double _e3625 = l_mut_41_;
                double l_1609_ = (l_1608_ - _e3625);
                double l_1610_ = (l_1608_ - l_1609_);
                double _e3628 = l_mut_41_;
                double l_1611_ = (_e3628 - l_1610_);
                double l_1612_ = (l_1607_ - l_1609_);
                double l_1613_ = (l_1611_ + l_1612_);
                uint _e3632 = l_mut_91_;
                bool l_1614_ = (_e3632 < 3u);
                bool l_1615_ = (l_1613_ != 0.0L);
                if (l_1614_) {
                    local_136 = l_1615_;
                } else {
                    local_136 = false;
                }
                bool l_1616_ = local_136;
                uint _e3641 = l_mut_91_;
                bool l_1617_ = (_e3641 == 0u);
                if (l_1616_) {
                    local_137 = l_1617_;
                } else {
                    local_137 = false;
                }
                bool l_1618_ = local_137;
                double _e3648 = l_mut_86_;
                double l_1619_ = (l_1618_ ? l_1608_ : _e3648);
                l_mut_86_ = l_1619_;
                uint _e3650 = l_mut_91_;
                bool l_1620_ = (_e3650 == 1u);
                if (l_1616_) {
                    local_138 = l_1620_;
                } else {
                    local_138 = false;
                }
                bool l_1621_ = local_138;
                double _e3657 = l_mut_44_;
                double l_1622_ = (l_1621_ ? l_1608_ : _e3657);
                l_mut_44_ = l_1622_;
                uint _e3659 = l_mut_91_;
                bool l_1623_ = (_e3659 == 2u);
                if (l_1616_) {
                    local_139 = l_1623_;
                } else {
                    local_139 = false;
                }
                bool l_1624_ = local_139;
                double _e3666 = l_mut_43_;
                double l_1625_ = (l_1624_ ? l_1608_ : _e3666);
                l_mut_43_ = l_1625_;
                double l_1626_ = (l_1616_ ? l_1613_ : l_1608_);
                double _e3669 = l_mut_41_;
                double l_1627_ = (_e3669 + l_1607_);
                double l_1628_ = (l_1614_ ? l_1626_ : l_1627_);
                l_mut_41_ = l_1628_;
                uint l_1629_ = uint(l_1616_);
                uint _e3673 = l_mut_91_;
                l_mut_91_ = (_e3673 + l_1629_);
                double l_1630_ = a_1436_[5];
                double _e3677 = l_mut_41_;
                double l_1631_ = (_e3677 + l_1630_);
                double _e3679 = l_mut_41_;
                double l_1632_ = (l_1631_ - _e3679);
                double l_1633_ = (l_1631_ - l_1632_);
                double _e3682 = l_mut_41_;
                double l_1634_ = (_e3682 - l_1633_);
                double l_1635_ = (l_1630_ - l_1632_);
                double l_1636_ = (l_1634_ + l_1635_);
                uint _e3686 = l_mut_91_;
                bool l_1637_ = (_e3686 < 3u);
                bool l_1638_ = (l_1636_ != 0.0L);
                if (l_1637_) {
                    local_140 = l_1638_;
                } else {
                    local_140 = false;
                }
                bool l_1639_ = local_140;
                uint _e3695 = l_mut_91_;
                bool l_1640_ = (_e3695 == 0u);
                if (l_1639_) {
                    local_141 = l_1640_;
                } else {
                    local_141 = false;
                }
                bool l_1641_ = local_141;
                double _e3702 = l_mut_86_;
                double l_1642_ = (l_1641_ ? l_1631_ : _e3702);
                l_mut_86_ = l_1642_;
                uint _e3704 = l_mut_91_;
                bool l_1643_ = (_e3704 == 1u);
                if (l_1639_) {
                    local_142 = l_1643_;
                } else {
                    local_142 = false;
                }
                bool l_1644_ = local_142;
                double _e3711 = l_mut_44_;
                double l_1645_ = (l_1644_ ? l_1631_ : _e3711);
                l_mut_44_ = l_1645_;
                uint _e3713 = l_mut_91_;
                bool l_1646_ = (_e3713 == 2u);
                if (l_1639_) {
                    local_143 = l_1646_;
                } else {
                    local_143 = false;
                }
                bool l_1647_ = local_143;
                double _e3720 = l_mut_43_;
                double l_1648_ = (l_1647_ ? l_1631_ : _e3720);
                l_mut_43_ = l_1648_;
                double l_1649_ = (l_1639_ ? l_1636_ : l_1631_);
                double _e3723 = l_mut_41_;
                double l_1650_ = (_e3723 + l_1630_);
                double l_1651_ = (l_1637_ ? l_1649_ : l_1650_);
                l_mut_41_ = l_1651_;
                uint l_1652_ = uint(l_1639_);
                uint _e3727 = l_mut_91_;
                l_mut_91_ = (_e3727 + l_1652_);
                double l_1653_ = a_1436_[6];
                double _e3731 = l_mut_41_;
                double l_1654_ = (_e3731 + l_1653_);
                double _e3733 = l_mut_41_;
                double l_1655_ = (l_1654_ - _e3733);
                double l_1656_ = (l_1654_ - l_1655_);
                double _e3736 = l_mut_41_;
                double l_1657_ = (_e3736 - l_1656_);
                double l_1658_ = (l_1653_ - l_1655_);
                double l_1659_ = (l_1657_ + l_1658_);
                uint _e3740 = l_mut_91_;
                bool l_1660_ = (_e3740 < 3u);
                bool l_1661_ = (l_1659_ != 0.0L);
                if (l_1660_) {
                    local_144 = l_1661_;
                } else {
                    local_144 = false;
                }
                bool l_1662_ = local_144;
                uint _e3749 = l_mut_91_;
                bool l_1663_ = (_e3749 == 0u);
                if (l_1662_) {
                    local_145 = l_1663_;
                } else {
                    local_145 = false;
                }
                bool l_1664_ = local_145;
                double _e3756 = l_mut_86_;
                double l_1665_ = (l_1664_ ? l_1654_ : _e3756);
                l_mut_86_ = l_1665_;
                uint _e3758 = l_mut_91_;
                bool l_1666_ = (_e3758 == 1u);
                if (l_1662_) {
                    local_146 = l_1666_;
                } else {
                    local_146 = false;
                }
                bool l_1667_ = local_146;
                double _e3765 = l_mut_44_;
                double l_1668_ = (l_1667_ ? l_1654_ : _e3765);
                l_mut_44_ = l_1668_;
                uint _e3767 = l_mut_91_;
                bool l_1669_ = (_e3767 == 2u);
                if (l_1662_) {
                    local_147 = l_1669_;
                } else {
                    local_147 = false;
                }
                bool l_1670_ = local_147;
                double _e3774 = l_mut_43_;
                double l_1671_ = (l_1670_ ? l_1654_ : _e3774);
                l_mut_43_ = l_1671_;
                double l_1672_ = (l_1662_ ? l_1659_ : l_1654_);
                double _e3777 = l_mut_41_;
                double l_1673_ = (_e3777 + l_1653_);
                double l_1674_ = (l_1660_ ? l_1672_ : l_1673_);
                l_mut_41_ = l_1674_;
                uint l_1675_ = uint(l_1662_);
                uint _e3781 = l_mut_91_;
                l_mut_91_ = (_e3781 + l_1675_);
                double l_1676_ = a_1436_[7];
                double _e3785 = l_mut_41_;
                double l_1677_ = (_e3785 + l_1676_);
                double _e3787 = l_mut_41_;
                double l_1678_ = (l_1677_ - _e3787);
                double l_1679_ = (l_1677_ - l_1678_);
                double _e3790 = l_mut_41_;
                double l_1680_ = (_e3790 - l_1679_);
                double l_1681_ = (l_1676_ - l_1678_);
                double l_1682_ = (l_1680_ + l_1681_);
                uint _e3794 = l_mut_91_;
                bool l_1683_ = (_e3794 < 3u);
                bool l_1684_ = (l_1682_ != 0.0L);
                if (l_1683_) {
                    local_148 = l_1684_;
                } else {
                    local_148 = false;
                }
                bool l_1685_ = local_148;
                uint _e3803 = l_mut_91_;
                bool l_1686_ = (_e3803 == 0u);
                if (l_1685_) {
                    local_149 = l_1686_;
                } else {
                    local_149 = false;
                }
                bool l_1687_ = local_149;
                double _e3810 = l_mut_86_;
                double l_1688_ = (l_1687_ ? l_1677_ : _e3810);
                l_mut_86_ = l_1688_;
                uint _e3812 = l_mut_91_;
                bool l_1689_ = (_e3812 == 1u);
                if (l_1685_) {
                    local_150 = l_1689_;
                } else {
                    local_150 = false;
                }
                bool l_1690_ = local_150;
                double _e3819 = l_mut_44_;
                double l_1691_ = (l_1690_ ? l_1677_ : _e3819);
                l_mut_44_ = l_1691_;
                uint _e3821 = l_mut_91_;
                bool l_1692_ = (_e3821 == 2u);
                if (l_1685_) {
                    local_151 = l_1692_;
                } else {
                    local_151 = false;
                }
                bool l_1693_ = local_151;
                double _e3828 = l_mut_43_;
                double l_1694_ = (l_1693_ ? l_1677_ : _e3828);
                l_mut_43_ = l_1694_;
                double l_1695_ = (l_1685_ ? l_1682_ : l_1677_);
                double _e3831 = l_mut_41_;
                double l_1696_ = (_e3831 + l_1676_);
                double l_1697_ = (l_1683_ ? l_1695_ : l_1696_);
                l_mut_41_ = l_1697_;
                uint l_1698_ = uint(l_1685_);
                uint _e3835 = l_mut_91_;
                l_mut_91_ = (_e3835 + l_1698_);
                uint _e3837 = l_mut_91_;
                bool l_1699_ = (_e3837 == 0u);
                double _e3840 = l_mut_86_;
                double _e3841 = l_mut_41_;
                double l_1700_ = (l_1699_ ? _e3841 : _e3840);
                l_mut_86_ = l_1700_;
                uint _e3843 = l_mut_91_;
                bool l_1701_ = (_e3843 == 1u);
                double _e3846 = l_mut_44_;
                double _e3847 = l_mut_41_;
                double l_1702_ = (l_1701_ ? _e3847 : _e3846);
                l_mut_44_ = l_1702_;
                uint _e3849 = l_mut_91_;
                bool l_1703_ = (_e3849 == 2u);
                double _e3852 = l_mut_43_;
                double _e3853 = l_mut_41_;
                double l_1704_ = (l_1703_ ? _e3853 : _e3852);
                l_mut_43_ = l_1704_;
                uint _e3855 = l_mut_91_;
                bool l_1705_ = (_e3855 == 3u);
                double _e3858 = l_mut_42_;
                double _e3859 = l_mut_41_;
                double l_1706_ = (l_1705_ ? _e3859 : _e3858);
                l_mut_42_ = l_1706_;
                double _e3861 = l_mut_86_;
                l_mut_648_ = _e3861;
                double _e3862 = l_mut_44_;
                l_mut_647_ = _e3862;
                double _e3863 = l_mut_43_;
                l_mut_646_ = _e3863;
                double _e3864 = l_mut_42_;
                l_mut_645_ = _e3864;
            }
        }
        double l_1707_ = abs(l_181_);
        uint l_1708_ = naga_f2u32(l_1707_);
        bool l_1709_ = (l_181_ < 0.0L);
        double l_1711_ = (l_1709_ ? -1.0L : 1.0L);
        uint l_1712_ = (8u * l_1708_);
        uint l_1713_ = (l_519_ + l_1712_);
        uint l_3262_ = asuint(info.Load(8+0));
        uint l_3263_ = (l_3262_ * 1u);
        bool l_3264_ = (l_1713_ < l_3263_);
        uint l_3265_ = (l_3263_ - 1u);
        uint l_3266_ = min(l_1713_, l_3265_);
        double l_3267_ = buffer_2_global.Load<double>(l_3266_*8);
        double l_1714_ = (l_3264_ ? l_3267_ : 0.0L);
        uint l_1715_ = (l_1713_ + 1u);
        uint l_3269_ = asuint(info.Load(8+0));
        uint l_3270_ = (l_3269_ * 1u);
        bool l_3271_ = (l_1715_ < l_3270_);
        uint l_3272_ = (l_3270_ - 1u);
        uint l_3273_ = min(l_1715_, l_3272_);
        double l_3274_ = buffer_2_global.Load<double>(l_3273_*8);
        double l_1716_ = (l_3271_ ? l_3274_ : 0.0L);
        uint l_1717_ = (l_1713_ + 2u);
        uint l_3276_ = asuint(info.Load(8+0));
        uint l_3277_ = (l_3276_ * 1u);
        bool l_3278_ = (l_1717_ < l_3277_);
        uint l_3279_ = (l_3277_ - 1u);
        uint l_3280_ = min(l_1717_, l_3279_);
        double l_3281_ = buffer_2_global.Load<double>(l_3280_*8);
        double l_1718_ = (l_3278_ ? l_3281_ : 0.0L);
        uint l_1719_ = (l_1713_ + 3u);
        uint l_3283_ = asuint(info.Load(8+0));
        uint l_3284_ = (l_3283_ * 1u);
        bool l_3285_ = (l_1719_ < l_3284_);
        uint l_3286_ = (l_3284_ - 1u);
        uint l_3287_ = min(l_1719_, l_3286_);
        double l_3288_ = buffer_2_global.Load<double>(l_3287_*8);
        double l_1720_ = (l_3285_ ? l_3288_ : 0.0L);
        double l_1721_ = (l_1714_ * l_1711_);
        double l_1722_ = (l_1716_ * l_1711_);
        double l_1723_ = (l_1718_ * l_1711_);
        double l_1724_ = (l_1720_ * l_1711_);
        uint l_1725_ = (8u * l_1708_);
        uint l_1726_ = (l_519_ + l_1725_);
        uint l_1727_ = (l_1726_ + 4u);
        uint l_3290_ = asuint(info.Load(8+0));
        uint l_3291_ = (l_3290_ * 1u);
        bool l_3292_ = (l_1727_ < l_3291_);
        uint l_3293_ = (l_3291_ - 1u);
        uint l_3294_ = min(l_1727_, l_3293_);
        double l_3295_ = buffer_2_global.Load<double>(l_3294_*8);
        double l_1728_ = (l_3292_ ? l_3295_ : 0.0L);
        uint l_1729_ = (l_1727_ + 1u);
        uint l_3297_ = asuint(info.Load(8+0));
        uint l_3298_ = (l_3297_ * 1u);
        bool l_3299_ = (l_1729_ < l_3298_);
        uint l_3300_ = (l_3298_ - 1u);
        uint l_3301_ = min(l_1729_, l_3300_);
        double l_3302_ = buffer_2_global.Load<double>(l_3301_*8);
        double l_1730_ = (l_3299_ ? l_3302_ : 0.0L);
        uint l_1731_ = (l_1727_ + 2u);
        uint l_3304_ = asuint(info.Load(8+0));
        uint l_3305_ = (l_3304_ * 1u);
        bool l_3306_ = (l_1731_ < l_3305_);
        uint l_3307_ = (l_3305_ - 1u);
        uint l_3308_ = min(l_1731_, l_3307_);
        double l_3309_ = buffer_2_global.Load<double>(l_3308_*8);
        double l_1732_ = (l_3306_ ? l_3309_ : 0.0L);
        uint l_1733_ = (l_1727_ + 3u);
        uint l_3311_ = asuint(info.Load(8+0));
        uint l_3312_ = (l_3311_ * 1u);
        bool l_3313_ = (l_1733_ < l_3312_);
        uint l_3314_ = (l_3312_ - 1u);
        uint l_3315_ = min(l_1733_, l_3314_);
        double l_3316_ = buffer_2_global.Load<double>(l_3315_*8);
        double l_1734_ = (l_3313_ ? l_3316_ : 0.0L);
        double _e4019 = l_mut_648_;
        double l_1735_ = (l_1721_ * _e4019);
        double l_1736_ = -(l_1735_);
        double _e4022 = l_mut_648_;
        double l_1737_ = mad(l_1721_, _e4022, l_1736_);
        double _e4024 = l_mut_647_;
        double l_1738_ = (l_1721_ * _e4024);
        double l_1739_ = -(l_1738_);
        double _e4027 = l_mut_647_;
        double l_1740_ = mad(l_1721_, _e4027, l_1739_);
        double _e4029 = l_mut_648_;
        double l_1741_ = (l_1722_ * _e4029);
        double l_1742_ = -(l_1741_);
        double _e4032 = l_mut_648_;
        double l_1743_ = mad(l_1722_, _e4032, l_1742_);
        double _e4034 = l_mut_646_;
        double l_1744_ = (l_1721_ * _e4034);
        double l_1745_ = -(l_1744_);
        double _e4037 = l_mut_646_;
        double l_1746_ = mad(l_1721_, _e4037, l_1745_);
        double _e4039 = l_mut_647_;
        double l_1747_ = (l_1722_ * _e4039);
        double l_1748_ = -(l_1747_);
        double _e4042 = l_mut_647_;
        double l_1749_ = mad(l_1722_, _e4042, l_1748_);
        double _e4044 = l_mut_648_;
        double l_1750_ = (l_1723_ * _e4044);
        double l_1751_ = -(l_1750_);
        double _e4047 = l_mut_648_;
        double l_1752_ = mad(l_1723_, _e4047, l_1751_);
        double l_1753_ = (l_1738_ + l_1741_);
        double l_1754_ = (l_1753_ - l_1738_);
        double l_1755_ = (l_1753_ - l_1754_);
        double l_1756_ = (l_1738_ - l_1755_);
        double l_1757_ = (l_1741_ - l_1754_);
        double l_1758_ = (l_1756_ + l_1757_);
        double l_1759_ = (l_1737_ + l_1753_);
        double l_1760_ = (l_1759_ - l_1737_);
        double l_1761_ = (l_1759_ - l_1760_);
        double l_1762_ = (l_1737_ - l_1761_);
        double l_1763_ = (l_1753_ - l_1760_);
        double l_1764_ = (l_1762_ + l_1763_);
        double l_1765_ = (l_1758_ + l_1764_);
        double l_1766_ = (l_1765_ - l_1758_);
        double l_1767_ = (l_1765_ - l_1766_);
        double l_1768_ = (l_1758_ - l_1767_);
        double l_1769_ = (l_1764_ - l_1766_);
        double l_1770_ = (l_1768_ + l_1769_);
        double l_1771_ = (l_1765_ + l_1740_);
        double l_1772_ = (l_1771_ - l_1765_);
        double l_1773_ = (l_1771_ - l_1772_);
        double l_1774_ = (l_1765_ - l_1773_);
        double l_1775_ = (l_1740_ - l_1772_);
        double l_1776_ = (l_1774_ + l_1775_);
        double l_1777_ = (l_1743_ + l_1771_);
        double l_1778_ = (l_1777_ - l_1743_);
        double l_1779_ = (l_1777_ - l_1778_);
        double l_1780_ = (l_1743_ - l_1779_);
        double l_1781_ = (l_1771_ - l_1778_);
        double l_1782_ = (l_1780_ + l_1781_);
        double l_1783_ = (l_1776_ + l_1782_);
        double l_1784_ = (l_1783_ - l_1776_);
        double l_1785_ = (l_1783_ - l_1784_);
        double l_1786_ = (l_1776_ - l_1785_);
        double l_1787_ = (l_1782_ - l_1784_);
        double l_1788_ = (l_1786_ + l_1787_);
        double l_1789_ = (l_1744_ + l_1747_);
        double l_1790_ = (l_1789_ - l_1744_);
        double l_1791_ = (l_1789_ - l_1790_);
        double l_1792_ = (l_1744_ - l_1791_);
        double l_1793_ = (l_1747_ - l_1790_);
        double l_1794_ = (l_1792_ + l_1793_);
        double l_1795_ = (l_1750_ + l_1789_);
        double l_1796_ = (l_1795_ - l_1750_);
        double l_1797_ = (l_1795_ - l_1796_);
        double l_1798_ = (l_1750_ - l_1797_);
        double l_1799_ = (l_1789_ - l_1796_);
        double l_1800_ = (l_1798_ + l_1799_);
        double l_1801_ = (l_1794_ + l_1800_);
        double l_1802_ = (l_1801_ - l_1794_);
        double l_1803_ = (l_1801_ - l_1802_);
        double l_1804_ = (l_1794_ - l_1803_);
        double l_1805_ = (l_1800_ - l_1802_);
        double l_1806_ = (l_1804_ + l_1805_);
        double l_1807_ = (l_1777_ + l_1795_);
        double l_1808_ = (l_1807_ - l_1777_);
        double l_1809_ = (l_1807_ - l_1808_);
        double l_1810_ = (l_1777_ - l_1809_);
        double l_1811_ = (l_1795_ - l_1808_);
        double l_1812_ = (l_1810_ + l_1811_);
        double l_1813_ = (l_1783_ + l_1801_);
        double l_1814_ = (l_1813_ - l_1783_);
        double l_1815_ = (l_1813_ - l_1814_);
        double l_1816_ = (l_1783_ - l_1815_);
        double l_1817_ = (l_1801_ - l_1814_);
        double l_1818_ = (l_1816_ + l_1817_);
        double l_1819_ = (l_1813_ + l_1812_);
        double l_1820_ = (l_1819_ - l_1813_);
        double l_1821_ = (l_1819_ - l_1820_);
        double l_1822_ = (l_1813_ - l_1821_);
        double l_1823_ = (l_1812_ - l_1820_);
        double l_1824_ = (l_1822_ + l_1823_);
        double l_1825_ = (l_1788_ + l_1806_);
        double l_1826_ = (l_1824_ + l_1818_);
        double l_1827_ = (l_1825_ + l_1826_);
        double _e4124 = l_mut_645_;
        double l_1828_ = (l_1721_ * _e4124);
        double _e4126 = l_mut_646_;
        double l_1829_ = (l_1722_ * _e4126);
        double l_1830_ = (l_1828_ + l_1829_);
        double _e4129 = l_mut_647_;
        double l_1831_ = (l_1723_ * _e4129);
        double _e4131 = l_mut_648_;
        double l_1832_ = (l_1724_ * _e4131);
        double l_1833_ = (l_1831_ + l_1832_);
        double l_1834_ = (l_1830_ + l_1833_);
        double l_1835_ = (l_1770_ + l_1746_);
        double l_1836_ = (l_1749_ + l_1752_);
        double l_1837_ = (l_1835_ + l_1836_);
        double l_1838_ = (l_1834_ + l_1837_);
        double l_1839_ = (l_1819_ + l_1838_);
        double l_1840_ = (l_1839_ + l_1827_);
        double l_1841_ = (l_1840_ - l_1839_);
        double l_1842_ = (l_1827_ - l_1841_);
        double l_1843_ = (l_1807_ + l_1840_);
        double l_1844_ = (l_1843_ - l_1807_);
        double l_1845_ = (l_1840_ - l_1844_);
        double l_1846_ = (l_1759_ + l_1843_);
        double l_1847_ = (l_1846_ - l_1759_);
        double l_1848_ = (l_1843_ - l_1847_);
        double l_1849_ = (l_1735_ + l_1846_);
        double l_1850_ = (l_1849_ - l_1735_);
        double l_1851_ = (l_1846_ - l_1850_);
        l_mut_228_ = 0.0L;
        l_mut_227_ = 0.0L;
        l_mut_226_ = 0.0L;
        l_mut_225_ = 0.0L;
        l_mut_90_ = l_1849_;
        l_mut_91_ = 0u;
        double _e4157 = l_mut_90_;
        double l_1852_ = (_e4157 + l_1851_);
        double _e4159 = l_mut_90_;
        double l_1853_ = (l_1852_ - _e4159);
        double l_1854_ = (l_1851_ - l_1853_);
        uint _e4162 = l_mut_91_;
        bool l_1855_ = (_e4162 < 3u);
        bool l_1856_ = (l_1854_ != 0.0L);
        if (l_1855_) {
            local_152 = l_1856_;
        } else {
            local_152 = false;
        }
        bool l_1857_ = local_152;
        uint _e4171 = l_mut_91_;
        bool l_1858_ = (_e4171 == 0u);
        if (l_1857_) {
            local_153 = l_1858_;
        } else {
            local_153 = false;
        }
        bool l_1859_ = local_153;
        double _e4178 = l_mut_228_;
        double l_1860_ = (l_1859_ ? l_1852_ : _e4178);
        l_mut_228_ = l_1860_;
        uint _e4180 = l_mut_91_;
        bool l_1861_ = (_e4180 == 1u);
        if (l_1857_) {
            local_154 = l_1861_;
        } else {
            local_154 = false;
        }
        bool l_1862_ = local_154;
        double _e4187 = l_mut_227_;
        double l_1863_ = (l_1862_ ? l_1852_ : _e4187);
        l_mut_227_ = l_1863_;
        uint _e4189 = l_mut_91_;
        bool l_1864_ = (_e4189 == 2u);
        if (l_1857_) {
            local_155 = l_1864_;
        } else {
            local_155 = false;
        }
        bool l_1865_ = local_155;
        double _e4196 = l_mut_226_;
        double l_1866_ = (l_1865_ ? l_1852_ : _e4196);
        l_mut_226_ = l_1866_;
        double l_1867_ = (l_1857_ ? l_1854_ : l_1852_);
        double _e4199 = l_mut_90_;
        double l_1868_ = (_e4199 + l_1851_);
        double l_1869_ = (l_1855_ ? l_1867_ : l_1868_);
        l_mut_90_ = l_1869_;
        uint l_1870_ = uint(l_1857_);
        uint _e4203 = l_mut_91_;
        l_mut_91_ = (_e4203 + l_1870_);
        double _e4205 = l_mut_90_;
        double l_1871_ = (_e4205 + l_1848_);
        double _e4207 = l_mut_90_;
        double l_1872_ = (l_1871_ - _e4207);
        double l_1873_ = (l_1848_ - l_1872_);
        uint _e4210 = l_mut_91_;
        bool l_1874_ = (_e4210 < 3u);
        bool l_1875_ = (l_1873_ != 0.0L);
        if (l_1874_) {
            local_156 = l_1875_;
        } else {
            local_156 = false;
        }
        bool l_1876_ = local_156;
        uint _e4219 = l_mut_91_;
        bool l_1877_ = (_e4219 == 0u);
        if (l_1876_) {
            local_157 = l_1877_;
        } else {
            local_157 = false;
        }
        bool l_1878_ = local_157;
        double _e4226 = l_mut_228_;
        double l_1879_ = (l_1878_ ? l_1871_ : _e4226);
        l_mut_228_ = l_1879_;
        uint _e4228 = l_mut_91_;
        bool l_1880_ = (_e4228 == 1u);
        if (l_1876_) {
            local_158 = l_1880_;
        } else {
            local_158 = false;
        }
        bool l_1881_ = local_158;
        double _e4235 = l_mut_227_;
        double l_1882_ = (l_1881_ ? l_1871_ : _e4235);
        l_mut_227_ = l_1882_;
        uint _e4237 = l_mut_91_;
        bool l_1883_ = (_e4237 == 2u);
        if (l_1876_) {
            local_159 = l_1883_;
        } else {
            local_159 = false;
        }
        bool l_1884_ = local_159;
        double _e4244 = l_mut_226_;
        double l_1885_ = (l_1884_ ? l_1871_ : _e4244);
        l_mut_226_ = l_1885_;
        double l_1886_ = (l_1876_ ? l_1873_ : l_1871_);
        double _e4247 = l_mut_90_;
        double l_1887_ = (_e4247 + l_1848_);
        double l_1888_ = (l_1874_ ? l_1886_ : l_1887_);
        l_mut_90_ = l_1888_;
        uint l_1889_ = uint(l_1876_);
        uint _e4251 = l_mut_91_;
        l_mut_91_ = (_e4251 + l_1889_);
        double _e4253 = l_mut_90_;
        double l_1890_ = (_e4253 + l_1845_);
        double _e4255 = l_mut_90_;
        double l_1891_ = (l_1890_ - _e4255);
        double l_1892_ = (l_1845_ - l_1891_);
        uint _e4258 = l_mut_91_;
        bool l_1893_ = (_e4258 < 3u);
        bool l_1894_ = (l_1892_ != 0.0L);
        if (l_1893_) {
            local_160 = l_1894_;
        } else {
            local_160 = false;
        }
        bool l_1895_ = local_160;
        uint _e4267 = l_mut_91_;
        bool l_1896_ = (_e4267 == 0u);
        if (l_1895_) {
            local_161 = l_1896_;
        } else {
            local_161 = false;
        }
        bool l_1897_ = local_161;
        double _e4274 = l_mut_228_;
        double l_1898_ = (l_1897_ ? l_1890_ : _e4274);
        l_mut_228_ = l_1898_;
        uint _e4276 = l_mut_91_;
        bool l_1899_ = (_e4276 == 1u);
        if (l_1895_) {
            local_162 = l_1899_;
        } else {
            local_162 = false;
        }
        bool l_1900_ = local_162;
        double _e4283 = l_mut_227_;
        double l_1901_ = (l_1900_ ? l_1890_ : _e4283);
        l_mut_227_ = l_1901_;
        uint _e4285 = l_mut_91_;
        bool l_1902_ = (_e4285 == 2u);
        if (l_1895_) {
            local_163 = l_1902_;
        } else {
            local_163 = false;
        }
        bool l_1903_ = local_163;
        double _e4292 = l_mut_226_;
        double l_1904_ = (l_1903_ ? l_1890_ : _e4292);
        l_mut_226_ = l_1904_;
        double l_1905_ = (l_1895_ ? l_1892_ : l_1890_);
        double _e4295 = l_mut_90_;
        double l_1906_ = (_e4295 + l_1845_);
        double l_1907_ = (l_1893_ ? l_1905_ : l_1906_);
        l_mut_90_ = l_1907_;
        uint l_1908_ = uint(l_1895_);
        uint _e4299 = l_mut_91_;
        l_mut_91_ = (_e4299 + l_1908_);
        double _e4301 = l_mut_90_;
        double l_1909_ = (_e4301 + l_1842_);
        double _e4303 = l_mut_90_;
        double l_1910_ = (l_1909_ - _e4303);
        double l_1911_ = (l_1842_ - l_1910_);
        uint _e4306 = l_mut_91_;
        bool l_1912_ = (_e4306 < 3u);
        bool l_1913_ = (l_1911_ != 0.0L);
        if (l_1912_) {
            local_164 = l_1913_;
        } else {
            local_164 = false;
        }
        bool l_1914_ = local_164;
        uint _e4315 = l_mut_91_;
        bool l_1915_ = (_e4315 == 0u);
        if (l_1914_) {
            local_165 = l_1915_;
        } else {
            local_165 = false;
        }
        bool l_1916_ = local_165;
        double _e4322 = l_mut_228_;
        double l_1917_ = (l_1916_ ? l_1909_ : _e4322);
        l_mut_228_ = l_1917_;
        uint _e4324 = l_mut_91_;
        bool l_1918_ = (_e4324 == 1u);
        if (l_1914_) {
            local_166 = l_1918_;
        } else {
            local_166 = false;
        }
        bool l_1919_ = local_166;
        double _e4331 = l_mut_227_;
        double l_1920_ = (l_1919_ ? l_1909_ : _e4331);
        l_mut_227_ = l_1920_;
        uint _e4333 = l_mut_91_;
        bool l_1921_ = (_e4333 == 2u);
        if (l_1914_) {
            local_167 = l_1921_;
        } else {
            local_167 = false;
        }
        bool l_1922_ = local_167;
        double _e4340 = l_mut_226_;
        double l_1923_ = (l_1922_ ? l_1909_ : _e4340);
        l_mut_226_ = l_1923_;
        double l_1924_ = (l_1914_ ? l_1911_ : l_1909_);
        double _e4343 = l_mut_90_;
        double l_1925_ = (_e4343 + l_1842_);
        double l_1926_ = (l_1912_ ? l_1924_ : l_1925_);
        l_mut_90_ = l_1926_;
        uint l_1927_ = uint(l_1914_);
        uint _e4347 = l_mut_91_;
        l_mut_91_ = (_e4347 + l_1927_);
        uint _e4349 = l_mut_91_;
        bool l_1928_ = (_e4349 == 0u);
        double _e4352 = l_mut_228_;
        double _e4353 = l_mut_90_;
        double l_1929_ = (l_1928_ ? _e4353 : _e4352);
        l_mut_228_ = l_1929_;
        uint _e4355 = l_mut_91_;
        bool l_1930_ = (_e4355 == 1u);
        double _e4358 = l_mut_227_;
        double _e4359 = l_mut_90_;
        double l_1931_ = (l_1930_ ? _e4359 : _e4358);
        l_mut_227_ = l_1931_;
        uint _e4361 = l_mut_91_;
        bool l_1932_ = (_e4361 == 2u);
        double _e4364 = l_mut_226_;
        double _e4365 = l_mut_90_;
        double l_1933_ = (l_1932_ ? _e4365 : _e4364);
        l_mut_226_ = l_1933_;
        uint _e4367 = l_mut_91_;
        bool l_1934_ = (_e4367 == 3u);
        double _e4370 = l_mut_225_;
        double _e4371 = l_mut_90_;
        double l_1935_ = (l_1934_ ? _e4371 : _e4370);
        l_mut_225_ = l_1935_;
        double _e4373 = l_mut_847_;
        double l_1936_ = (l_1728_ * _e4373);
        double l_1937_ = -(l_1936_);
        double _e4376 = l_mut_847_;
        double l_1938_ = mad(l_1728_, _e4376, l_1937_);
        double _e4378 = l_mut_845_;
        double l_1939_ = (l_1728_ * _e4378);
        double l_1940_ = -(l_1939_);
        double _e4381 = l_mut_845_;
        double l_1941_ = mad(l_1728_, _e4381, l_1940_);
        double _e4383 = l_mut_847_;
        double l_1942_ = (l_1730_ * _e4383);
        double l_1943_ = -(l_1942_);
        double _e4386 = l_mut_847_;
        double l_1944_ = mad(l_1730_, _e4386, l_1943_);
        double _e4388 = l_mut_844_;
        double l_1945_ = (l_1728_ * _e4388);
        double l_1946_ = -(l_1945_);
        double _e4391 = l_mut_844_;
        double l_1947_ = mad(l_1728_, _e4391, l_1946_);
        double _e4393 = l_mut_845_;
        double l_1948_ = (l_1730_ * _e4393);
        double l_1949_ = -(l_1948_);
        double _e4396 = l_mut_845_;
        double l_1950_ = mad(l_1730_, _e4396, l_1949_);
        double _e4398 = l_mut_847_;
        double l_1951_ = (l_1732_ * _e4398);
        double l_1952_ = -(l_1951_);
        double _e4401 = l_mut_847_;
        double l_1953_ = mad(l_1732_, _e4401, l_1952_);
        double l_1954_ = (l_1939_ + l_1942_);
        double l_1955_ = (l_1954_ - l_1939_);
        double l_1956_ = (l_1954_ - l_1955_);
        double l_1957_ = (l_1939_ - l_1956_);
        double l_1958_ = (l_1942_ - l_1955_);
        double l_1959_ = (l_1957_ + l_1958_);
        double l_1960_ = (l_1938_ + l_1954_);
        double l_1961_ = (l_1960_ - l_1938_);
        double l_1962_ = (l_1960_ - l_1961_);
        double l_1963_ = (l_1938_ - l_1962_);
        double l_1964_ = (l_1954_ - l_1961_);
        double l_1965_ = (l_1963_ + l_1964_);
        double l_1966_ = (l_1959_ + l_1965_);
        double l_1967_ = (l_1966_ - l_1959_);
        double l_1968_ = (l_1966_ - l_1967_);
        double l_1969_ = (l_1959_ - l_1968_);
        double l_1970_ = (l_1965_ - l_1967_);
        double l_1971_ = (l_1969_ + l_1970_);
        double l_1972_ = (l_1966_ + l_1941_);
        double l_1973_ = (l_1972_ - l_1966_);
        double l_1974_ = (l_1972_ - l_1973_);
        double l_1975_ = (l_1966_ - l_1974_);
        double l_1976_ = (l_1941_ - l_1973_);
        double l_1977_ = (l_1975_ + l_1976_);
        double l_1978_ = (l_1944_ + l_1972_);
        double l_1979_ = (l_1978_ - l_1944_);
        double l_1980_ = (l_1978_ - l_1979_);
        double l_1981_ = (l_1944_ - l_1980_);
        double l_1982_ = (l_1972_ - l_1979_);
        double l_1983_ = (l_1981_ + l_1982_);
        double l_1984_ = (l_1977_ + l_1983_);
        double l_1985_ = (l_1984_ - l_1977_);
        double l_1986_ = (l_1984_ - l_1985_);
        double l_1987_ = (l_1977_ - l_1986_);
        double l_1988_ = (l_1983_ - l_1985_);
        double l_1989_ = (l_1987_ + l_1988_);
        double l_1990_ = (l_1945_ + l_1948_);
        double l_1991_ = (l_1990_ - l_1945_);
        double l_1992_ = (l_1990_ - l_1991_);
        double l_1993_ = (l_1945_ - l_1992_);
        double l_1994_ = (l_1948_ - l_1991_);
        double l_1995_ = (l_1993_ + l_1994_);
        double l_1996_ = (l_1951_ + l_1990_);
        double l_1997_ = (l_1996_ - l_1951_);
        double l_1998_ = (l_1996_ - l_1997_);
        double l_1999_ = (l_1951_ - l_1998_);
        double l_2000_ = (l_1990_ - l_1997_);
        double l_2001_ = (l_1999_ + l_2000_);
        double l_2002_ = (l_1995_ + l_2001_);
        double l_2003_ = (l_2002_ - l_1995_);
        double l_2004_ = (l_2002_ - l_2003_);
        double l_2005_ = (l_1995_ - l_2004_);
        double l_2006_ = (l_2001_ - l_2003_);
        double l_2007_ = (l_2005_ + l_2006_);
        double l_2008_ = (l_1978_ + l_1996_);
        double l_2009_ = (l_2008_ - l_1978_);
        double l_2010_ = (l_2008_ - l_2009_);
        double l_2011_ = (l_1978_ - l_2010_);
        double l_2012_ = (l_1996_ - l_2009_);
        double l_2013_ = (l_2011_ + l_2012_);
        double l_2014_ = (l_1984_ + l_2002_);
        double l_2015_ = (l_2014_ - l_1984_);
        double l_2016_ = (l_2014_ - l_2015_);
        double l_2017_ = (l_1984_ - l_2016_);
        double l_2018_ = (l_2002_ - l_2015_);
        double l_2019_ = (l_2017_ + l_2018_);
        double l_2020_ = (l_2014_ + l_2013_);
        double l_2021_ = (l_2020_ - l_2014_);
        double l_2022_ = (l_2020_ - l_2021_);
        double l_2023_ = (l_2014_ - l_2022_);
        double l_2024_ = (l_2013_ - l_2021_);
        double l_2025_ = (l_2023_ + l_2024_);
        double l_2026_ = (l_1989_ + l_2007_);
        double l_2027_ = (l_2025_ + l_2019_);
        double l_2028_ = (l_2026_ + l_2027_);
        double _e4478 = l_mut_843_;
        double l_2029_ = (l_1728_ * _e4478);
        double _e4480 = l_mut_844_;
        double l_2030_ = (l_1730_ * _e4480);
        double l_2031_ = (l_2029_ + l_2030_);
        double _e4483 = l_mut_845_;
        double l_2032_ = (l_1732_ * _e4483);
        double _e4485 = l_mut_847_;
        double l_2033_ = (l_1734_ * _e4485);
        double l_2034_ = (l_2032_ + l_2033_);
        double l_2035_ = (l_2031_ + l_2034_);
        double l_2036_ = (l_1971_ + l_1947_);
        double l_2037_ = (l_1950_ + l_1953_);
        double l_2038_ = (l_2036_ + l_2037_);
        double l_2039_ = (l_2035_ + l_2038_);
        double l_2040_ = (l_2020_ + l_2039_);
        double l_2041_ = (l_2040_ + l_2028_);
        double l_2042_ = (l_2041_ - l_2040_);
        double l_2043_ = (l_2028_ - l_2042_);
        double l_2044_ = (l_2008_ + l_2041_);
        double l_2045_ = (l_2044_ - l_2008_);
        double l_2046_ = (l_2041_ - l_2045_);
        double l_2047_ = (l_1960_ + l_2044_);
        double l_2048_ = (l_2047_ - l_1960_);
        double l_2049_ = (l_2044_ - l_2048_);
        double l_2050_ = (l_1936_ + l_2047_);
        double l_2051_ = (l_2050_ - l_1936_);
        double l_2052_ = (l_2047_ - l_2051_);
        l_mut_90_ = 0.0L;
        l_mut_89_ = 0.0L;
        l_mut_88_ = 0.0L;
        l_mut_87_ = 0.0L;
        l_mut_86_ = l_2050_;
        l_mut_91_ = 0u;
        double _e4511 = l_mut_86_;
        double l_2053_ = (_e4511 + l_2052_);
        double _e4513 = l_mut_86_;
        double l_2054_ = (l_2053_ - _e4513);
        double l_2055_ = (l_2052_ - l_2054_);
        uint _e4516 = l_mut_91_;
        bool l_2056_ = (_e4516 < 3u);
        bool l_2057_ = (l_2055_ != 0.0L);
        if (l_2056_) {
            local_168 = l_2057_;
        } else {
            local_168 = false;
        }
        bool l_2058_ = local_168;
        uint _e4525 = l_mut_91_;
        bool l_2059_ = (_e4525 == 0u);
        if (l_2058_) {
            local_169 = l_2059_;
        } else {
            local_169 = false;
        }
        bool l_2060_ = local_169;
        double _e4532 = l_mut_90_;
        double l_2061_ = (l_2060_ ? l_2053_ : _e4532);
        l_mut_90_ = l_2061_;
        uint _e4534 = l_mut_91_;
        bool l_2062_ = (_e4534 == 1u);
        if (l_2058_) {
            local_170 = l_2062_;
        } else {
            local_170 = false;
        }
        bool l_2063_ = local_170;
        double _e4541 = l_mut_89_;
        double l_2064_ = (l_2063_ ? l_2053_ : _e4541);
        l_mut_89_ = l_2064_;
        uint _e4543 = l_mut_91_;
        bool l_2065_ = (_e4543 == 2u);
        if (l_2058_) {
            local_171 = l_2065_;
        } else {
            local_171 = false;
        }
        bool l_2066_ = local_171;
        double _e4550 = l_mut_88_;
        double l_2067_ = (l_2066_ ? l_2053_ : _e4550);
        l_mut_88_ = l_2067_;
        double l_2068_ = (l_2058_ ? l_2055_ : l_2053_);
        double _e4553 = l_mut_86_;
        double l_2069_ = (_e4553 + l_2052_);
        double l_2070_ = (l_2056_ ? l_2068_ : l_2069_);
        l_mut_86_ = l_2070_;
        uint l_2071_ = uint(l_2058_);
        uint _e4557 = l_mut_91_;
        l_mut_91_ = (_e4557 + l_2071_);
        double _e4559 = l_mut_86_;
        double l_2072_ = (_e4559 + l_2049_);
        double _e4561 = l_mut_86_;
        double l_2073_ = (l_2072_ - _e4561);
        double l_2074_ = (l_2049_ - l_2073_);
        uint _e4564 = l_mut_91_;
        bool l_2075_ = (_e4564 < 3u);
        bool l_2076_ = (l_2074_ != 0.0L);
        if (l_2075_) {
            local_172 = l_2076_;
        } else {
            local_172 = false;
        }
        bool l_2077_ = local_172;
        uint _e4573 = l_mut_91_;
        bool l_2078_ = (_e4573 == 0u);
        if (l_2077_) {
            local_173 = l_2078_;
        } else {
            local_173 = false;
        }
        bool l_2079_ = local_173;
        double _e4580 = l_mut_90_;
        double l_2080_ = (l_2079_ ? l_2072_ : _e4580);
        l_mut_90_ = l_2080_;
        uint _e4582 = l_mut_91_;
        bool l_2081_ = (_e4582 == 1u);
        if (l_2077_) {
            local_174 = l_2081_;
        } else {
            local_174 = false;
        }
        bool l_2082_ = local_174;
        double _e4589 = l_mut_89_;
        double l_2083_ = (l_2082_ ? l_2072_ : _e4589);
        l_mut_89_ = l_2083_;
        uint _e4591 = l_mut_91_;
        bool l_2084_ = (_e4591 == 2u);
        if (l_2077_) {
            local_175 = l_2084_;
        } else {
            local_175 = false;
        }
        bool l_2085_ = local_175;
        double _e4598 = l_mut_88_;
        double l_2086_ = (l_2085_ ? l_2072_ : _e4598);
        l_mut_88_ = l_2086_;
        double l_2087_ = (l_2077_ ? l_2074_ : l_2072_);
        double _e4601 = l_mut_86_;
        double l_2088_ = (_e4601 + l_2049_);
        double l_2089_ = (l_2075_ ? l_2087_ : l_2088_);
        l_mut_86_ = l_2089_;
        uint l_2090_ = uint(l_2077_);
        uint _e4605 = l_mut_91_;
        l_mut_91_ = (_e4605 + l_2090_);
        double _e4607 = l_mut_86_;
        double l_2091_ = (_e4607 + l_2046_);
        double _e4609 = l_mut_86_;
        double l_2092_ = (l_2091_ - _e4609);
        double l_2093_ = (l_2046_ - l_2092_);
        uint _e4612 = l_mut_91_;
        bool l_2094_ = (_e4612 < 3u);
        bool l_2095_ = (l_2093_ != 0.0L);
        if (l_2094_) {
            local_176 = l_2095_;
        } else {
            local_176 = false;
        }
        bool l_2096_ = local_176;
        uint _e4621 = l_mut_91_;
        bool l_2097_ = (_e4621 == 0u);
        if (l_2096_) {
            local_177 = l_2097_;
        } else {
            local_177 = false;
        }
        bool l_2098_ = local_177;
        double _e4628 = l_mut_90_;
        double l_2099_ = (l_2098_ ? l_2091_ : _e4628);
        l_mut_90_ = l_2099_;
        uint _e4630 = l_mut_91_;
        bool l_2100_ = (_e4630 == 1u);
        if (l_2096_) {
            local_178 = l_2100_;
        } else {
            local_178 = false;
        }
        bool l_2101_ = local_178;
        double _e4637 = l_mut_89_;
        double l_2102_ = (l_2101_ ? l_2091_ : _e4637);
        l_mut_89_ = l_2102_;
        uint _e4639 = l_mut_91_;
        bool l_2103_ = (_e4639 == 2u);
        if (l_2096_) {
            local_179 = l_2103_;
        } else {
            local_179 = false;
        }
        bool l_2104_ = local_179;
        double _e4646 = l_mut_88_;
        double l_2105_ = (l_2104_ ? l_2091_ : _e4646);
        l_mut_88_ = l_2105_;
        double l_2106_ = (l_2096_ ? l_2093_ : l_2091_);
        double _e4649 = l_mut_86_;
        double l_2107_ = (_e4649 + l_2046_);
        double l_2108_ = (l_2094_ ? l_2106_ : l_2107_);
        l_mut_86_ = l_2108_;
        uint l_2109_ = uint(l_2096_);
        uint _e4653 = l_mut_91_;
        l_mut_91_ = (_e4653 + l_2109_);
        double _e4655 = l_mut_86_;
        double l_2110_ = (_e4655 + l_2043_);
        double _e4657 = l_mut_86_;
        double l_2111_ = (l_2110_ - _e4657);
        double l_2112_ = (l_2043_ - l_2111_);
        uint _e4660 = l_mut_91_;
        bool l_2113_ = (_e4660 < 3u);
        bool l_2114_ = (l_2112_ != 0.0L);
        if (l_2113_) {
            local_180 = l_2114_;
        } else {
            local_180 = false;
        }
        bool l_2115_ = local_180;
        uint _e4669 = l_mut_91_;
        bool l_2116_ = (_e4669 == 0u);
        if (l_2115_) {
            local_181 = l_2116_;
        } else {
            local_181 = false;
        }
        bool l_2117_ = local_181;
        double _e4676 = l_mut_90_;
        double l_2118_ = (l_2117_ ? l_2110_ : _e4676);
        l_mut_90_ = l_2118_;
        uint _e4678 = l_mut_91_;
        bool l_2119_ = (_e4678 == 1u);
        if (l_2115_) {
            local_182 = l_2119_;
        } else {
            local_182 = false;
        }
        bool l_2120_ = local_182;
        double _e4685 = l_mut_89_;
        double l_2121_ = (l_2120_ ? l_2110_ : _e4685);
        l_mut_89_ = l_2121_;
        uint _e4687 = l_mut_91_;
        bool l_2122_ = (_e4687 == 2u);
        if (l_2115_) {
            local_183 = l_2122_;
        } else {
            local_183 = false;
        }
        bool l_2123_ = local_183;
        double _e4694 = l_mut_88_;
        double l_2124_ = (l_2123_ ? l_2110_ : _e4694);
        l_mut_88_ = l_2124_;
        double l_2125_ = (l_2115_ ? l_2112_ : l_2110_);
        double _e4697 = l_mut_86_;
        double l_2126_ = (_e4697 + l_2043_);
        double l_2127_ = (l_2113_ ? l_2125_ : l_2126_);
        l_mut_86_ = l_2127_;
        uint l_2128_ = uint(l_2115_);
        uint _e4701 = l_mut_91_;
        l_mut_91_ = (_e4701 + l_2128_);
        uint _e4703 = l_mut_91_;
        bool l_2129_ = (_e4703 == 0u);
        double _e4706 = l_mut_90_;
        double _e4707 = l_mut_86_;
        double l_2130_ = (l_2129_ ? _e4707 : _e4706);
        l_mut_90_ = l_2130_;
        uint _e4709 = l_mut_91_;
        bool l_2131_ = (_e4709 == 1u);
        double _e4712 = l_mut_89_;
        double _e4713 = l_mut_86_;
        double l_2132_ = (l_2131_ ? _e4713 : _e4712);
        l_mut_89_ = l_2132_;
        uint _e4715 = l_mut_91_;
        bool l_2133_ = (_e4715 == 2u);
        double _e4718 = l_mut_88_;
        double _e4719 = l_mut_86_;
        double l_2134_ = (l_2133_ ? _e4719 : _e4718);
        l_mut_88_ = l_2134_;
        uint _e4721 = l_mut_91_;
        bool l_2135_ = (_e4721 == 3u);
        double _e4724 = l_mut_87_;
        double _e4725 = l_mut_86_;
        double l_2136_ = (l_2135_ ? _e4725 : _e4724);
        l_mut_87_ = l_2136_;
        double _e4728 = l_mut_228_;
        a_2137_[0] = _e4728;
        double _e4730 = l_mut_90_;
        a_2137_[1] = _e4730;
        double _e4732 = l_mut_227_;
        a_2137_[2] = _e4732;
        double _e4734 = l_mut_89_;
        a_2137_[3] = _e4734;
        double _e4736 = l_mut_226_;
        a_2137_[4] = _e4736;
        double _e4738 = l_mut_88_;
        a_2137_[5] = _e4738;
        double _e4740 = l_mut_225_;
        a_2137_[6] = _e4740;
        double _e4742 = l_mut_87_;
        a_2137_[7] = _e4742;
        double l_2138_ = a_2137_[7];
        l_mut_86_ = l_2138_;
        double l_2139_ = a_2137_[6];
        double _e4747 = l_mut_86_;
        double l_2140_ = (l_2139_ + _e4747);
        double l_2141_ = (l_2140_ - l_2139_);
        double l_2142_ = (l_2140_ - l_2141_);
        double l_2143_ = (l_2139_ - l_2142_);
        double _e4752 = l_mut_86_;
        double l_2144_ = (_e4752 - l_2141_);
        double l_2145_ = (l_2143_ + l_2144_);
        a_2137_[7] = l_2145_;
        l_mut_86_ = l_2140_;
        double l_2146_ = a_2137_[5];
        double _e4758 = l_mut_86_;
        double l_2147_ = (l_2146_ + _e4758);
        double l_2148_ = (l_2147_ - l_2146_);
        double l_2149_ = (l_2147_ - l_2148_);
        double l_2150_ = (l_2146_ - l_2149_);
        double _e4763 = l_mut_86_;
        double l_2151_ = (_e4763 - l_2148_);
        double l_2152_ = (l_2150_ + l_2151_);
        a_2137_[6] = l_2152_;
        l_mut_86_ = l_2147_;
        double l_2153_ = a_2137_[4];
        double _e4769 = l_mut_86_;
        double l_2154_ = (l_2153_ + _e4769);
        double l_2155_ = (l_2154_ - l_2153_);
        double l_2156_ = (l_2154_ - l_2155_);
        double l_2157_ = (l_2153_ - l_2156_);
        double _e4774 = l_mut_86_;
        double l_2158_ = (_e4774 - l_2155_);
        double l_2159_ = (l_2157_ + l_2158_);
        a_2137_[5] = l_2159_;
        l_mut_86_ = l_2154_;
        double l_2160_ = a_2137_[3];
        double _e4780 = l_mut_86_;
        double l_2161_ = (l_2160_ + _e4780);
        double l_2162_ = (l_2161_ - l_2160_);
        double l_2163_ = (l_2161_ - l_2162_);
        double l_2164_ = (l_2160_ - l_2163_);
        double _e4785 = l_mut_86_;
        double l_2165_ = (_e4785 - l_2162_);
        double l_2166_ = (l_2164_ + l_2165_);
        a_2137_[4] = l_2166_;
        l_mut_86_ = l_2161_;
        double l_2167_ = a_2137_[2];
        double _e4791 = l_mut_86_;
        double l_2168_ = (l_2167_ + _e4791);
        double l_2169_ = (l_2168_ - l_2167_);
        double l_2170_ = (l_2168_ - l_2169_);
        double l_2171_ = (l_2167_ - l_2170_);
        double _e4796 = l_mut_86_;
        double l_2172_ = (_e4796 - l_2169_);
        double l_2173_ = (l_2171_ + l_2172_);
        a_2137_[3] = l_2173_;
        l_mut_86_ = l_2168_;
        double l_2174_ = a_2137_[1];
        double _e4802 = l_mut_86_;
        double l_2175_ = (l_2174_ + _e4802);
        double l_2176_ = (l_2175_ - l_2174_);
        double l_2177_ = (l_2175_ - l_2176_);
        double l_2178_ = (l_2174_ - l_2177_);
        double _e4807 = l_mut_86_;
        double l_2179_ = (_e4807 - l_2176_);
        double l_2180_ = (l_2178_ + l_2179_);
        a_2137_[2] = l_2180_;
        l_mut_86_ = l_2175_;
        double l_2181_ = a_2137_[0];
        double _e4813 = l_mut_86_;
        double l_2182_ = (l_2181_ + _e4813);
        double l_2183_ = (l_2182_ - l_2181_);
        double l_2184_ = (l_2182_ - l_2183_);
        double l_2185_ = (l_2181_ - l_2184_);
        double _e4818 = l_mut_86_;
        double l_2186_ = (_e4818 - l_2183_);
        double l_2187_ = (l_2185_ + l_2186_);
        a_2137_[1] = l_2187_;
        l_mut_86_ = l_2182_;
        double _e4823 = l_mut_86_;
        a_2137_[0] = _e4823;
        double l_2188_ = a_2137_[7];
        l_mut_86_ = l_2188_;
        double l_2189_ = a_2137_[6];
        double _e4828 = l_mut_86_;
        double l_2190_ = (l_2189_ + _e4828);
        double l_2191_ = (l_2190_ - l_2189_);
        double l_2192_ = (l_2190_ - l_2191_);
        double l_2193_ = (l_2189_ - l_2192_);
        double _e4833 = l_mut_86_;
        double l_2194_ = (_e4833 - l_2191_);
        double l_2195_ = (l_2193_ + l_2194_);
        a_2137_[7] = l_2195_;
        l_mut_86_ = l_2190_;
        double l_2196_ = a_2137_[5];
        double _e4839 = l_mut_86_;
        double l_2197_ = (l_2196_ + _e4839);
        double l_2198_ = (l_2197_ - l_2196_);
        double l_2199_ = (l_2197_ - l_2198_);
        double l_2200_ = (l_2196_ - l_2199_);
        double _e4844 = l_mut_86_;
        double l_2201_ = (_e4844 - l_2198_);
        double l_2202_ = (l_2200_ + l_2201_);
        a_2137_[6] = l_2202_;
        l_mut_86_ = l_2197_;
        double l_2203_ = a_2137_[4];
        double _e4850 = l_mut_86_;
        double l_2204_ = (l_2203_ + _e4850);
        double l_2205_ = (l_2204_ - l_2203_);
        double l_2206_ = (l_2204_ - l_2205_);
        double l_2207_ = (l_2203_ - l_2206_);
        double _e4855 = l_mut_86_;
        double l_2208_ = (_e4855 - l_2205_);
        double l_2209_ = (l_2207_ + l_2208_);
        a_2137_[5] = l_2209_;
        l_mut_86_ = l_2204_;
        double l_2210_ = a_2137_[3];
        double _e4861 = l_mut_86_;
        double l_2211_ = (l_2210_ + _e4861);
        double l_2212_ = (l_2211_ - l_2210_);
        double l_2213_ = (l_2211_ - l_2212_);
        double l_2214_ = (l_2210_ - l_2213_);
        double _e4866 = l_mut_86_;
        double l_2215_ = (_e4866 - l_2212_);
        double l_2216_ = (l_2214_ + l_2215_);
        a_2137_[4] = l_2216_;
        l_mut_86_ = l_2211_;
        double l_2217_ = a_2137_[2];
        double _e4872 = l_mut_86_;
        double l_2218_ = (l_2217_ + _e4872);
        double l_2219_ = (l_2218_ - l_2217_);
        double l_2220_ = (l_2218_ - l_2219_);
        double l_2221_ = (l_2217_ - l_2220_);
        double _e4877 = l_mut_86_;
        double l_2222_ = (_e4877 - l_2219_);
        double l_2223_ = (l_2221_ + l_2222_);
        a_2137_[3] = l_2223_;
        l_mut_86_ = l_2218_;
        double l_2224_ = a_2137_[1];
        double _e4883 = l_mut_86_;
        double l_2225_ = (l_2224_ + _e4883);
        double l_2226_ = (l_2225_ - l_2224_);
        double l_2227_ = (l_2225_ - l_2226_);
        double l_2228_ = (l_2224_ - l_2227_);
        double _e4888 = l_mut_86_;
        double l_2229_ = (_e4888 - l_2226_);
        double l_2230_ = (l_2228_ + l_2229_);
        a_2137_[2] = l_2230_;
        l_mut_86_ = l_2225_;
        double l_2231_ = a_2137_[0];
        double _e4894 = l_mut_86_;
        double l_2232_ = (l_2231_ + _e4894);
        double l_2233_ = (l_2232_ - l_2231_);
        double l_2234_ = (l_2232_ - l_2233_);
        double l_2235_ = (l_2231_ - l_2234_);
        double _e4899 = l_mut_86_;
        double l_2236_ = (_e4899 - l_2233_);
        double l_2237_ = (l_2235_ + l_2236_);
        a_2137_[1] = l_2237_;
        l_mut_86_ = l_2232_;
        double _e4904 = l_mut_86_;
        a_2137_[0] = _e4904;
        l_mut_86_ = 0.0L;
        l_mut_44_ = 0.0L;
        l_mut_43_ = 0.0L;
        l_mut_42_ = 0.0L;
        double l_2238_ = a_2137_[0];
        l_mut_41_ = l_2238_;
        l_mut_91_ = 0u;
        double l_2239_ = a_2137_[1];
        double _e4914 = l_mut_41_;
        double l_2240_ = (_e4914 + l_2239_);
        double _e4916 = l_mut_41_;
        double l_2241_ = (l_2240_ - _e4916);
        double l_2242_ = (l_2240_ - l_2241_);
        double _e4919 = l_mut_41_;
        double l_2243_ = (_e4919 - l_2242_);
        double l_2244_ = (l_2239_ - l_2241_);
        double l_2245_ = (l_2243_ + l_2244_);
        uint _e4923 = l_mut_91_;
        bool l_2246_ = (_e4923 < 3u);
        bool l_2247_ = (l_2245_ != 0.0L);
        if (l_2246_) {
            local_184 = l_2247_;
        } else {
            local_184 = false;
        }
        bool l_2248_ = local_184;
        uint _e4932 = l_mut_91_;
        bool l_2249_ = (_e4932 == 0u);
        if (l_2248_) {
            local_185 = l_2249_;
        } else {
            local_185 = false;
        }
        bool l_2250_ = local_185;
        double _e4939 = l_mut_86_;
        double l_2251_ = (l_2250_ ? l_2240_ : _e4939);
        l_mut_86_ = l_2251_;
        uint _e4941 = l_mut_91_;
        bool l_2252_ = (_e4941 == 1u);
        if (l_2248_) {
            local_186 = l_2252_;
        } else {
            local_186 = false;
        }
        bool l_2253_ = local_186;
        double _e4948 = l_mut_44_;
        double l_2254_ = (l_2253_ ? l_2240_ : _e4948);
        l_mut_44_ = l_2254_;
        uint _e4950 = l_mut_91_;
        bool l_2255_ = (_e4950 == 2u);
        if (l_2248_) {
            local_187 = l_2255_;
        } else {
            local_187 = false;
        }
        bool l_2256_ = local_187;
        double _e4957 = l_mut_43_;
        double l_2257_ = (l_2256_ ? l_2240_ : _e4957);
        l_mut_43_ = l_2257_;
        double l_2258_ = (l_2248_ ? l_2245_ : l_2240_);
        double _e4960 = l_mut_41_;
        double l_2259_ = (_e4960 + l_2239_);
        double l_2260_ = (l_2246_ ? l_2258_ : l_2259_);
        l_mut_41_ = l_2260_;
        uint l_2261_ = uint(l_2248_);
        uint _e4964 = l_mut_91_;
        l_mut_91_ = (_e4964 + l_2261_);
        double l_2262_ = a_2137_[2];
        double _e4968 = l_mut_41_;
        double l_2263_ = (_e4968 + l_2262_);
        double _e4970 = l_mut_41_;
        double l_2264_ = (l_2263_ - _e4970);
        double l_2265_ = (l_2263_ - l_2264_);
        double _e4973 = l_mut_41_;
        double l_2266_ = (_e4973 - l_2265_);
        double l_2267_ = (l_2262_ - l_2264_);
        double l_2268_ = (l_2266_ + l_2267_);
        uint _e4977 = l_mut_91_;
        bool l_2269_ = (_e4977 < 3u);
        bool l_2270_ = (l_2268_ != 0.0L);
        if (l_2269_) {
            local_188 = l_2270_;
        } else {
            local_188 = false;
        }
        bool l_2271_ = local_188;
        uint _e4986 = l_mut_91_;
        bool l_2272_ = (_e4986 == 0u);
        if (l_2271_) {
            local_189 = l_2272_;
        } else {
            local_189 = false;
        }
        bool l_2273_ = local_189;
        double _e4993 = l_mut_86_;
        double l_2274_ = (l_2273_ ? l_2263_ : _e4993);
        l_mut_86_ = l_2274_;
        uint _e4995 = l_mut_91_;
        bool l_2275_ = (_e4995 == 1u);
        if (l_2271_) {
            local_190 = l_2275_;
        } else {
            local_190 = false;
        }
        bool l_2276_ = local_190;
        double _e5002 = l_mut_44_;
        double l_2277_ = (l_2276_ ? l_2263_ : _e5002);
        l_mut_44_ = l_2277_;
        uint _e5004 = l_mut_91_;
        bool l_2278_ = (_e5004 == 2u);
        if (l_2271_) {
            local_191 = l_2278_;
        } else {
            local_191 = false;
        }
        bool l_2279_ = local_191;
        double _e5011 = l_mut_43_;
        double l_2280_ = (l_2279_ ? l_2263_ : _e5011);
        l_mut_43_ = l_2280_;
        double l_2281_ = (l_2271_ ? l_2268_ : l_2263_);
        double _e5014 = l_mut_41_;
        double l_2282_ = (_e5014 + l_2262_);
        double l_2283_ = (l_2269_ ? l_2281_ : l_2282_);
        l_mut_41_ = l_2283_;
        uint l_2284_ = uint(l_2271_);
        uint _e5018 = l_mut_91_;
        l_mut_91_ = (_e5018 + l_2284_);
        double l_2285_ = a_2137_[3];
        double _e5022 = l_mut_41_;
        double l_2286_ = (_e5022 + l_2285_);
        double _e5024 = l_mut_41_;
        double l_2287_ = (l_2286_ - _e5024);
        double l_2288_ = (l_2286_ - l_2287_);
        double _e5027 = l_mut_41_;
        double l_2289_ = (_e5027 - l_2288_);
        double l_2290_ = (l_2285_ - l_2287_);
        double l_2291_ = (l_2289_ + l_2290_);
        uint _e5031 = l_mut_91_;
        bool l_2292_ = (_e5031 < 3u);
        bool l_2293_ = (l_2291_ != 0.0L);
        if (l_2292_) {
            local_192 = l_2293_;
        } else {
            local_192 = false;
        }
        bool l_2294_ = local_192;
        uint _e5040 = l_mut_91_;
        bool l_2295_ = (_e5040 == 0u);
        if (l_2294_) {
            local_193 = l_2295_;
        } else {
            local_193 = false;
        }
        bool l_2296_ = local_193;
        double _e5047 = l_mut_86_;
        double l_2297_ = (l_2296_ ? l_2286_ : _e5047);
        l_mut_86_ = l_2297_;
        uint _e5049 = l_mut_91_;
        bool l_2298_ = (_e5049 == 1u);
        if (l_2294_) {
            local_194 = l_2298_;
        } else {
            local_194 = false;
        }
        bool l_2299_ = local_194;
        double _e5056 = l_mut_44_;
        double l_2300_ = (l_2299_ ? l_2286_ : _e5056);
        l_mut_44_ = l_2300_;
        uint _e5058 = l_mut_91_;
        bool l_2301_ = (_e5058 == 2u);
        if (l_2294_) {
            local_195 = l_2301_;
        } else {
            local_195 = false;
        }
        bool l_2302_ = local_195;
        double _e5065 = l_mut_43_;
        double l_2303_ = (l_2302_ ? l_2286_ : _e5065);
        l_mut_43_ = l_2303_;
        double l_2304_ = (l_2294_ ? l_2291_ : l_2286_);
        double _e5068 = l_mut_41_;
        double l_2305_ = (_e5068 + l_2285_);
        double l_2306_ = (l_2292_ ? l_2304_ : l_2305_);
        l_mut_41_ = l_2306_;
        uint l_2307_ = uint(l_2294_);
        uint _e5072 = l_mut_91_;
        l_mut_91_ = (_e5072 + l_2307_);
        double l_2308_ = a_2137_[4];
        double _e5076 = l_mut_41_;
        double l_2309_ = (_e5076 + l_2308_);
        double _e5078 = l_mut_41_;
        double l_2310_ = (l_2309_ - _e5078);
        double l_2311_ = (l_2309_ - l_2310_);
        double _e5081 = l_mut_41_;
        double l_2312_ = (_e5081 - l_2311_);
        double l_2313_ = (l_2308_ - l_2310_);
        double l_2314_ = (l_2312_ + l_2313_);
        uint _e5085 = l_mut_91_;
        bool l_2315_ = (_e5085 < 3u);
        bool l_2316_ = (l_2314_ != 0.0L);
        if (l_2315_) {
            local_196 = l_2316_;
        } else {
            local_196 = false;
        }
        bool l_2317_ = local_196;
        uint _e5094 = l_mut_91_;
        bool l_2318_ = (_e5094 == 0u);
        if (l_2317_) {
            local_197 = l_2318_;
        } else {
            local_197 = false;
        }
        bool l_2319_ = local_197;
        double _e5101 = l_mut_86_;
        double l_2320_ = (l_2319_ ? l_2309_ : _e5101);
        l_mut_86_ = l_2320_;
        uint _e5103 = l_mut_91_;
        bool l_2321_ = (_e5103 == 1u);
        if (l_2317_) {
            local_198 = l_2321_;
        } else {
            local_198 = false;
        }
        bool l_2322_ = local_198;
        double _e5110 = l_mut_44_;
        double l_2323_ = (l_2322_ ? l_2309_ : _e5110);
        l_mut_44_ = l_2323_;
        uint _e5112 = l_mut_91_;
        bool l_2324_ = (_e5112 == 2u);
        if (l_2317_) {
            local_199 = l_2324_;
        } else {
            local_199 = false;
        }
        bool l_2325_ = local_199;
        double _e5119 = l_mut_43_;
        double l_2326_ = (l_2325_ ? l_2309_ : _e5119);
        l_mut_43_ = l_2326_;
        double l_2327_ = (l_2317_ ? l_2314_ : l_2309_);
        double _e5122 = l_mut_41_;
        double l_2328_ = (_e5122 + l_2308_);
        double l_2329_ = (l_2315_ ? l_2327_ : l_2328_);
        l_mut_41_ = l_2329_;
        uint l_2330_ = uint(l_2317_);
        uint _e5126 = l_mut_91_;
        l_mut_91_ = (_e5126 + l_2330_);
        double l_2331_ = a_2137_[5];
        double _e5130 = l_mut_41_;
        double l_2332_ = (_e5130 + l_2331_);
        double _e5132 = l_mut_41_;
        double l_2333_ = (l_2332_ - _e5132);
        double l_2334_ = (l_2332_ - l_2333_);
        double _e5135 = l_mut_41_;
        double l_2335_ = (_e5135 - l_2334_);
        double l_2336_ = (l_2331_ - l_2333_);
        double l_2337_ = (l_2335_ + l_2336_);
        uint _e5139 = l_mut_91_;
        bool l_2338_ = (_e5139 < 3u);
        bool l_2339_ = (l_2337_ != 0.0L);
        if (l_2338_) {
            local_200 = l_2339_;
        } else {
            local_200 = false;
        }
        bool l_2340_ = local_200;
        uint _e5148 = l_mut_91_;
        bool l_2341_ = (_e5148 == 0u);
        if (l_2340_) {
            local_201 = l_2341_;
        } else {
            local_201 = false;
        }
        bool l_2342_ = local_201;
        double _e5155 = l_mut_86_;
        double l_2343_ = (l_2342_ ? l_2332_ : _e5155);
        l_mut_86_ = l_2343_;
        uint _e5157 = l_mut_91_;
        bool l_2344_ = (_e5157 == 1u);
        if (l_2340_) {
            local_202 = l_2344_;
        } else {
            local_202 = false;
        }
        bool l_2345_ = local_202;
        double _e5164 = l_mut_44_;
        double l_2346_ = (l_2345_ ? l_2332_ : _e5164);
        l_mut_44_ = l_2346_;
        uint _e5166 = l_mut_91_;
        bool l_2347_ = (_e5166 == 2u);
        if (l_2340_) {
            local_203 = l_2347_;
        } else {
            local_203 = false;
        }
        bool l_2348_ = local_203;
        double _e5173 = l_mut_43_;
        double l_2349_ = (l_2348_ ? l_2332_ : _e5173);
        l_mut_43_ = l_2349_;
        double l_2350_ = (l_2340_ ? l_2337_ : l_2332_);
        double _e5176 = l_mut_41_;
        double l_2351_ = (_e5176 + l_2331_);
        double l_2352_ = (l_2338_ ? l_2350_ : l_2351_);
        l_mut_41_ = l_2352_;
        uint l_2353_ = uint(l_2340_);
        uint _e5180 = l_mut_91_;
        l_mut_91_ = (_e5180 + l_2353_);
        double l_2354_ = a_2137_[6];
        double _e5184 = l_mut_41_;
        double l_2355_ = (_e5184 + l_2354_);
        double _e5186 = l_mut_41_;
        double l_2356_ = (l_2355_ - _e5186);
        double l_2357_ = (l_2355_ - l_2356_);
        double _e5189 = l_mut_41_;
        double l_2358_ = (_e5189 - l_2357_);
        double l_2359_ = (l_2354_ - l_2356_);
        double l_2360_ = (l_2358_ + l_2359_);
        uint _e5193 = l_mut_91_;
        bool l_2361_ = (_e5193 < 3u);
        bool l_2362_ = (l_2360_ != 0.0L);
        if (l_2361_) {
            local_204 = l_2362_;
        } else {
            local_204 = false;
        }
        bool l_2363_ = local_204;
        uint _e5202 = l_mut_91_;
        bool l_2364_ = (_e5202 == 0u);
        if (l_2363_) {
            local_205 = l_2364_;
        } else {
            local_205 = false;
        }
        bool l_2365_ = local_205;
        double _e5209 = l_mut_86_;
        double l_2366_ = (l_2365_ ? l_2355_ : _e5209);
        l_mut_86_ = l_2366_;
        uint _e5211 = l_mut_91_;
        bool l_2367_ = (_e5211 == 1u);
        if (l_2363_) {
            local_206 = l_2367_;
        } else {
            local_206 = false;
        }
        bool l_2368_ = local_206;
        double _e5218 = l_mut_44_;
        double l_2369_ = (l_2368_ ? l_2355_ : _e5218);
        l_mut_44_ = l_2369_;
        uint _e5220 = l_mut_91_;
        bool l_2370_ = (_e5220 == 2u);
        if (l_2363_) {
            local_207 = l_2370_;
        } else {
            local_207 = false;
        }
        bool l_2371_ = local_207;
        double _e5227 = l_mut_43_;
        double l_2372_ = (l_2371_ ? l_2355_ : _e5227);
        l_mut_43_ = l_2372_;
        double l_2373_ = (l_2363_ ? l_2360_ : l_2355_);
        double _e5230 = l_mut_41_;
        double l_2374_ = (_e5230 + l_2354_);
        double l_2375_ = (l_2361_ ? l_2373_ : l_2374_);
        l_mut_41_ = l_2375_;
        uint l_2376_ = uint(l_2363_);
        uint _e5234 = l_mut_91_;
        l_mut_91_ = (_e5234 + l_2376_);
        double l_2377_ = a_2137_[7];
        double _e5238 = l_mut_41_;
        double l_2378_ = (_e5238 + l_2377_);
        double _e5240 = l_mut_41_;
        double l_2379_ = (l_2378_ - _e5240);
        double l_2380_ = (l_2378_ - l_2379_);
        double _e5243 = l_mut_41_;
        double l_2381_ = (_e5243 - l_2380_);
        double l_2382_ = (l_2377_ - l_2379_);
        double l_2383_ = (l_2381_ + l_2382_);
        uint _e5247 = l_mut_91_;
        bool l_2384_ = (_e5247 < 3u);
        bool l_2385_ = (l_2383_ != 0.0L);
        if (l_2384_) {
            local_208 = l_2385_;
        } else {
            local_208 = false;
        }
        bool l_2386_ = local_208;
        uint _e5256 = l_mut_91_;
        bool l_2387_ = (_e5256 == 0u);
        if (l_2386_) {
            local_209 = l_2387_;
        } else {
            local_209 = false;
        }
        bool l_2388_ = local_209;
        double _e5263 = l_mut_86_;
        double l_2389_ = (l_2388_ ? l_2378_ : _e5263);
        l_mut_86_ = l_2389_;
        uint _e5265 = l_mut_91_;
        bool l_2390_ = (_e5265 == 1u);
        if (l_2386_) {
            local_210 = l_2390_;
        } else {
            local_210 = false;
        }
        bool l_2391_ = local_210;
        double _e5272 = l_mut_44_;
        double l_2392_ = (l_2391_ ? l_2378_ : _e5272);
        l_mut_44_ = l_2392_;
        uint _e5274 = l_mut_91_;
        bool l_2393_ = (_e5274 == 2u);
        if (l_2386_) {
            local_211 = l_2393_;
        } else {
            local_211 = false;
        }
        bool l_2394_ = local_211;
        double _e5281 = l_mut_43_;
        double l_2395_ = (l_2394_ ? l_2378_ : _e5281);
        l_mut_43_ = l_2395_;
        double l_2396_ = (l_2386_ ? l_2383_ : l_2378_);
        double _e5284 = l_mut_41_;
        double l_2397_ = (_e5284 + l_2377_);
        double l_2398_ = (l_2384_ ? l_2396_ : l_2397_);
        l_mut_41_ = l_2398_;
        uint l_2399_ = uint(l_2386_);
        uint _e5288 = l_mut_91_;
        l_mut_91_ = (_e5288 + l_2399_);
        uint _e5290 = l_mut_91_;
        bool l_2400_ = (_e5290 == 0u);
        double _e5293 = l_mut_86_;
        double _e5294 = l_mut_41_;
        double l_2401_ = (l_2400_ ? _e5294 : _e5293);
        l_mut_86_ = l_2401_;
        uint _e5296 = l_mut_91_;
        bool l_2402_ = (_e5296 == 1u);
        double _e5299 = l_mut_44_;
        double _e5300 = l_mut_41_;
        double l_2403_ = (l_2402_ ? _e5300 : _e5299);
        l_mut_44_ = l_2403_;
        uint _e5302 = l_mut_91_;
        bool l_2404_ = (_e5302 == 2u);
        double _e5305 = l_mut_43_;
        double _e5306 = l_mut_41_;
        double l_2405_ = (l_2404_ ? _e5306 : _e5305);
        l_mut_43_ = l_2405_;
        uint _e5308 = l_mut_91_;
        bool l_2406_ = (_e5308 == 3u);
        double _e5311 = l_mut_42_;
        double _e5312 = l_mut_41_;
        double l_2407_ = (l_2406_ ? _e5312 : _e5311);
        l_mut_42_ = l_2407_;
        double _e5314 = l_mut_648_;
        double l_2408_ = (l_1728_ * _e5314);
        double l_2409_ = -(l_2408_);
        double _e5317 = l_mut_648_;
        double l_2410_ = mad(l_1728_, _e5317, l_2409_);
        double _e5319 = l_mut_647_;
        double l_2411_ = (l_1728_ * _e5319);
        double l_2412_ = -(l_2411_);
        double _e5322 = l_mut_647_;
        double l_2413_ = mad(l_1728_, _e5322, l_2412_);
        double _e5324 = l_mut_648_;
        double l_2414_ = (l_1730_ * _e5324);
        double l_2415_ = -(l_2414_);
        double _e5327 = l_mut_648_;
        double l_2416_ = mad(l_1730_, _e5327, l_2415_);
        double _e5329 = l_mut_646_;
        double l_2417_ = (l_1728_ * _e5329);
        double l_2418_ = -(l_2417_);
        double _e5332 = l_mut_646_;
        double l_2419_ = mad(l_1728_, _e5332, l_2418_);
        double _e5334 = l_mut_647_;
        double l_2420_ = (l_1730_ * _e5334);
        double l_2421_ = -(l_2420_);
        double _e5337 = l_mut_647_;
        double l_2422_ = mad(l_1730_, _e5337, l_2421_);
        double _e5339 = l_mut_648_;
        double l_2423_ = (l_1732_ * _e5339);
        double l_2424_ = -(l_2423_);
        double _e5342 = l_mut_648_;
        double l_2425_ = mad(l_1732_, _e5342, l_2424_);
        double l_2426_ = (l_2411_ + l_2414_);
        double l_2427_ = (l_2426_ - l_2411_);
        double l_2428_ = (l_2426_ - l_2427_);
        double l_2429_ = (l_2411_ - l_2428_);
        double l_2430_ = (l_2414_ - l_2427_);
        double l_2431_ = (l_2429_ + l_2430_);
        double l_2432_ = (l_2410_ + l_2426_);
        double l_2433_ = (l_2432_ - l_2410_);
        double l_2434_ = (l_2432_ - l_2433_);
        double l_2435_ = (l_2410_ - l_2434_);
        double l_2436_ = (l_2426_ - l_2433_);
        double l_2437_ = (l_2435_ + l_2436_);
        double l_2438_ = (l_2431_ + l_2437_);
        double l_2439_ = (l_2438_ - l_2431_);
        double l_2440_ = (l_2438_ - l_2439_);
        double l_2441_ = (l_2431_ - l_2440_);
        double l_2442_ = (l_2437_ - l_2439_);
        double l_2443_ = (l_2441_ + l_2442_);
        double l_2444_ = (l_2438_ + l_2413_);
        double l_2445_ = (l_2444_ - l_2438_);
        double l_2446_ = (l_2444_ - l_2445_);
        double l_2447_ = (l_2438_ - l_2446_);
        double l_2448_ = (l_2413_ - l_2445_);
        double l_2449_ = (l_2447_ + l_2448_);
        double l_2450_ = (l_2416_ + l_2444_);
        double l_2451_ = (l_2450_ - l_2416_);
        double l_2452_ = (l_2450_ - l_2451_);
        double l_2453_ = (l_2416_ - l_2452_);
        double l_2454_ = (l_2444_ - l_2451_);
        double l_2455_ = (l_2453_ + l_2454_);
        double l_2456_ = (l_2449_ + l_2455_);
        double l_2457_ = (l_2456_ - l_2449_);
        double l_2458_ = (l_2456_ - l_2457_);
        double l_2459_ = (l_2449_ - l_2458_);
        double l_2460_ = (l_2455_ - l_2457_);
        double l_2461_ = (l_2459_ + l_2460_);
        double l_2462_ = (l_2417_ + l_2420_);
        double l_2463_ = (l_2462_ - l_2417_);
        double l_2464_ = (l_2462_ - l_2463_);
        double l_2465_ = (l_2417_ - l_2464_);
        double l_2466_ = (l_2420_ - l_2463_);
        double l_2467_ = (l_2465_ + l_2466_);
        double l_2468_ = (l_2423_ + l_2462_);
        double l_2469_ = (l_2468_ - l_2423_);
        double l_2470_ = (l_2468_ - l_2469_);
        double l_2471_ = (l_2423_ - l_2470_);
        double l_2472_ = (l_2462_ - l_2469_);
        double l_2473_ = (l_2471_ + l_2472_);
        double l_2474_ = (l_2467_ + l_2473_);
        double l_2475_ = (l_2474_ - l_2467_);
        double l_2476_ = (l_2474_ - l_2475_);
        double l_2477_ = (l_2467_ - l_2476_);
        double l_2478_ = (l_2473_ - l_2475_);
        double l_2479_ = (l_2477_ + l_2478_);
        double l_2480_ = (l_2450_ + l_2468_);
        double l_2481_ = (l_2480_ - l_2450_);
        double l_2482_ = (l_2480_ - l_2481_);
        double l_2483_ = (l_2450_ - l_2482_);
        double l_2484_ = (l_2468_ - l_2481_);
        double l_2485_ = (l_2483_ + l_2484_);
        double l_2486_ = (l_2456_ + l_2474_);
        double l_2487_ = (l_2486_ - l_2456_);
        double l_2488_ = (l_2486_ - l_2487_);
        double l_2489_ = (l_2456_ - l_2488_);
        double l_2490_ = (l_2474_ - l_2487_);
        double l_2491_ = (l_2489_ + l_2490_);
        double l_2492_ = (l_2486_ + l_2485_);
        double l_2493_ = (l_2492_ - l_2486_);
        double l_2494_ = (l_2492_ - l_2493_);
        double l_2495_ = (l_2486_ - l_2494_);
        double l_2496_ = (l_2485_ - l_2493_);
        double l_2497_ = (l_2495_ + l_2496_);
        double l_2498_ = (l_2461_ + l_2479_);
        double l_2499_ = (l_2497_ + l_2491_);
        double l_2500_ = (l_2498_ + l_2499_);
        double _e5419 = l_mut_645_;
        double l_2501_ = (l_1728_ * _e5419);
        double _e5421 = l_mut_646_;
        double l_2502_ = (l_1730_ * _e5421);
        double l_2503_ = (l_2501_ + l_2502_);
        double _e5424 = l_mut_647_;
        double l_2504_ = (l_1732_ * _e5424);
        double _e5426 = l_mut_648_;
        double l_2505_ = (l_1734_ * _e5426);
        double l_2506_ = (l_2504_ + l_2505_);
        double l_2507_ = (l_2503_ + l_2506_);
        double l_2508_ = (l_2443_ + l_2419_);
        double l_2509_ = (l_2422_ + l_2425_);
        double l_2510_ = (l_2508_ + l_2509_);
        double l_2511_ = (l_2507_ + l_2510_);
        double l_2512_ = (l_2492_ + l_2511_);
        double l_2513_ = (l_2512_ + l_2500_);
        double l_2514_ = (l_2513_ - l_2512_);
        double l_2515_ = (l_2500_ - l_2514_);
        double l_2516_ = (l_2480_ + l_2513_);
        double l_2517_ = (l_2516_ - l_2480_);
        double l_2518_ = (l_2513_ - l_2517_);
        double l_2519_ = (l_2432_ + l_2516_);
        double l_2520_ = (l_2519_ - l_2432_);
        double l_2521_ = (l_2516_ - l_2520_);
        double l_2522_ = (l_2408_ + l_2519_);
        double l_2523_ = (l_2522_ - l_2408_);
        double l_2524_ = (l_2519_ - l_2523_);
        l_mut_228_ = 0.0L;
        l_mut_227_ = 0.0L;
        l_mut_226_ = 0.0L;
        l_mut_225_ = 0.0L;
        l_mut_90_ = l_2522_;
        l_mut_91_ = 0u;
        double _e5452 = l_mut_90_;
        double l_2525_ = (_e5452 + l_2524_);
        double _e5454 = l_mut_90_;
        double l_2526_ = (l_2525_ - _e5454);
        double l_2527_ = (l_2524_ - l_2526_);
        uint _e5457 = l_mut_91_;
        bool l_2528_ = (_e5457 < 3u);
        bool l_2529_ = (l_2527_ != 0.0L);
        if (l_2528_) {
            local_212 = l_2529_;
        } else {
            local_212 = false;
        }
        bool l_2530_ = local_212;
        uint _e5466 = l_mut_91_;
        bool l_2531_ = (_e5466 == 0u);
        if (l_2530_) {
            local_213 = l_2531_;
        } else {
            local_213 = false;
        }
        bool l_2532_ = local_213;
        double _e5473 = l_mut_228_;
        double l_2533_ = (l_2532_ ? l_2525_ : _e5473);
        l_mut_228_ = l_2533_;
        uint _e5475 = l_mut_91_;
        bool l_2534_ = (_e5475 == 1u);
        if (l_2530_) {
            local_214 = l_2534_;
        } else {
            local_214 = false;
        }
        bool l_2535_ = local_214;
        double _e5482 = l_mut_227_;
        double l_2536_ = (l_2535_ ? l_2525_ : _e5482);
        l_mut_227_ = l_2536_;
        uint _e5484 = l_mut_91_;
        bool l_2537_ = (_e5484 == 2u);
        if (l_2530_) {
            local_215 = l_2537_;
        } else {
            local_215 = false;
        }
        bool l_2538_ = local_215;
        double _e5491 = l_mut_226_;
        double l_2539_ = (l_2538_ ? l_2525_ : _e5491);
        l_mut_226_ = l_2539_;
        double l_2540_ = (l_2530_ ? l_2527_ : l_2525_);
        double _e5494 = l_mut_90_;
        double l_2541_ = (_e5494 + l_2524_);
        double l_2542_ = (l_2528_ ? l_2540_ : l_2541_);
        l_mut_90_ = l_2542_;
        uint l_2543_ = uint(l_2530_);
        uint _e5498 = l_mut_91_;
        l_mut_91_ = (_e5498 + l_2543_);
        double _e5500 = l_mut_90_;
        double l_2544_ = (_e5500 + l_2521_);
        double _e5502 = l_mut_90_;
        double l_2545_ = (l_2544_ - _e5502);
        double l_2546_ = (l_2521_ - l_2545_);
        uint _e5505 = l_mut_91_;
        bool l_2547_ = (_e5505 < 3u);
        bool l_2548_ = (l_2546_ != 0.0L);
        if (l_2547_) {
            local_216 = l_2548_;
        } else {
            local_216 = false;
        }
        bool l_2549_ = local_216;
        uint _e5514 = l_mut_91_;
        bool l_2550_ = (_e5514 == 0u);
        if (l_2549_) {
            local_217 = l_2550_;
        } else {
            local_217 = false;
        }
        bool l_2551_ = local_217;
        double _e5521 = l_mut_228_;
        double l_2552_ = (l_2551_ ? l_2544_ : _e5521);
        l_mut_228_ = l_2552_;
        uint _e5523 = l_mut_91_;
        bool l_2553_ = (_e5523 == 1u);
        if (l_2549_) {
            local_218 = l_2553_;
        } else {
            local_218 = false;
        }
        bool l_2554_ = local_218;
        double _e5530 = l_mut_227_;
        double l_2555_ = (l_2554_ ? l_2544_ : _e5530);
        l_mut_227_ = l_2555_;
        uint _e5532 = l_mut_91_;
        bool l_2556_ = (_e5532 == 2u);
        if (l_2549_) {
            local_219 = l_2556_;
        } else {
            local_219 = false;
        }
        bool l_2557_ = local_219;
        double _e5539 = l_mut_226_;
        double l_2558_ = (l_2557_ ? l_2544_ : _e5539);
        l_mut_226_ = l_2558_;
        double l_2559_ = (l_2549_ ? l_2546_ : l_2544_);
        double _e5542 = l_mut_90_;
        double l_2560_ = (_e5542 + l_2521_);
        double l_2561_ = (l_2547_ ? l_2559_ : l_2560_);
        l_mut_90_ = l_2561_;
        uint l_2562_ = uint(l_2549_);
        uint _e5546 = l_mut_91_;
        l_mut_91_ = (_e5546 + l_2562_);
        double _e5548 = l_mut_90_;
        double l_2563_ = (_e5548 + l_2518_);
        double _e5550 = l_mut_90_;
        double l_2564_ = (l_2563_ - _e5550);
        double l_2565_ = (l_2518_ - l_2564_);
        uint _e5553 = l_mut_91_;
        bool l_2566_ = (_e5553 < 3u);
        bool l_2567_ = (l_2565_ != 0.0L);
        if (l_2566_) {
            local_220 = l_2567_;
        } else {
            local_220 = false;
        }
        bool l_2568_ = local_220;
        uint _e5562 = l_mut_91_;
        bool l_2569_ = (_e5562 == 0u);
        if (l_2568_) {
            local_221 = l_2569_;
        } else {
            local_221 = false;
        }
        bool l_2570_ = local_221;
        double _e5569 = l_mut_228_;
        double l_2571_ = (l_2570_ ? l_2563_ : _e5569);
        l_mut_228_ = l_2571_;
        uint _e5571 = l_mut_91_;
        bool l_2572_ = (_e5571 == 1u);
        if (l_2568_) {
            local_222 = l_2572_;
        } else {
            local_222 = false;
        }
        bool l_2573_ = local_222;
        double _e5578 = l_mut_227_;
        double l_2574_ = (l_2573_ ? l_2563_ : _e5578);
        l_mut_227_ = l_2574_;
        uint _e5580 = l_mut_91_;
        bool l_2575_ = (_e5580 == 2u);
        if (l_2568_) {
            local_223 = l_2575_;
        } else {
            local_223 = false;
        }
        bool l_2576_ = local_223;
        double _e5587 = l_mut_226_;
        double l_2577_ = (l_2576_ ? l_2563_ : _e5587);
        l_mut_226_ = l_2577_;
        double l_2578_ = (l_2568_ ? l_2565_ : l_2563_);
        double _e5590 = l_mut_90_;
        double l_2579_ = (_e5590 + l_2518_);
        double l_2580_ = (l_2566_ ? l_2578_ : l_2579_);
        l_mut_90_ = l_2580_;
        uint l_2581_ = uint(l_2568_);
        uint _e5594 = l_mut_91_;
        l_mut_91_ = (_e5594 + l_2581_);
        double _e5596 = l_mut_90_;
        double l_2582_ = (_e5596 + l_2515_);
        double _e5598 = l_mut_90_;
        double l_2583_ = (l_2582_ - _e5598);
        double l_2584_ = (l_2515_ - l_2583_);
        uint _e5601 = l_mut_91_;
        bool l_2585_ = (_e5601 < 3u);
        bool l_2586_ = (l_2584_ != 0.0L);
        if (l_2585_) {
            local_224 = l_2586_;
        } else {
            local_224 = false;
        }
        bool l_2587_ = local_224;
        uint _e5610 = l_mut_91_;
        bool l_2588_ = (_e5610 == 0u);
        if (l_2587_) {
            local_225 = l_2588_;
        } else {
            local_225 = false;
        }
        bool l_2589_ = local_225;
        double _e5617 = l_mut_228_;
        double l_2590_ = (l_2589_ ? l_2582_ : _e5617);
        l_mut_228_ = l_2590_;
        uint _e5619 = l_mut_91_;
        bool l_2591_ = (_e5619 == 1u);
        if (l_2587_) {
            local_226 = l_2591_;
        } else {
            local_226 = false;
        }
        bool l_2592_ = local_226;
        double _e5626 = l_mut_227_;
        double l_2593_ = (l_2592_ ? l_2582_ : _e5626);
        l_mut_227_ = l_2593_;
        uint _e5628 = l_mut_91_;
        bool l_2594_ = (_e5628 == 2u);
        if (l_2587_) {
            local_227 = l_2594_;
        } else {
            local_227 = false;
        }
        bool l_2595_ = local_227;
        double _e5635 = l_mut_226_;
        double l_2596_ = (l_2595_ ? l_2582_ : _e5635);
        l_mut_226_ = l_2596_;
        double l_2597_ = (l_2587_ ? l_2584_ : l_2582_);
        double _e5638 = l_mut_90_;
        double l_2598_ = (_e5638 + l_2515_);
        double l_2599_ = (l_2585_ ? l_2597_ : l_2598_);
        l_mut_90_ = l_2599_;
        uint l_2600_ = uint(l_2587_);
        uint _e5642 = l_mut_91_;
        l_mut_91_ = (_e5642 + l_2600_);
        uint _e5644 = l_mut_91_;
        bool l_2601_ = (_e5644 == 0u);
        double _e5647 = l_mut_228_;
        double _e5648 = l_mut_90_;
        double l_2602_ = (l_2601_ ? _e5648 : _e5647);
        l_mut_228_ = l_2602_;
        uint _e5650 = l_mut_91_;
        bool l_2603_ = (_e5650 == 1u);
        double _e5653 = l_mut_227_;
        double _e5654 = l_mut_90_;
        double l_2604_ = (l_2603_ ? _e5654 : _e5653);
        l_mut_227_ = l_2604_;
        uint _e5656 = l_mut_91_;
        bool l_2605_ = (_e5656 == 2u);
        double _e5659 = l_mut_226_;
        double _e5660 = l_mut_90_;
        double l_2606_ = (l_2605_ ? _e5660 : _e5659);
        l_mut_226_ = l_2606_;
        uint _e5662 = l_mut_91_;
        bool l_2607_ = (_e5662 == 3u);
        double _e5665 = l_mut_225_;
        double _e5666 = l_mut_90_;
        double l_2608_ = (l_2607_ ? _e5666 : _e5665);
        l_mut_225_ = l_2608_;
        double _e5668 = l_mut_847_;
        double l_2609_ = (l_1721_ * _e5668);
        double l_2610_ = -(l_2609_);
        double _e5671 = l_mut_847_;
        double l_2611_ = mad(l_1721_, _e5671, l_2610_);
        double _e5673 = l_mut_845_;
        double l_2612_ = (l_1721_ * _e5673);
        double l_2613_ = -(l_2612_);
        double _e5676 = l_mut_845_;
        double l_2614_ = mad(l_1721_, _e5676, l_2613_);
        double _e5678 = l_mut_847_;
        double l_2615_ = (l_1722_ * _e5678);
        double l_2616_ = -(l_2615_);
        double _e5681 = l_mut_847_;
        double l_2617_ = mad(l_1722_, _e5681, l_2616_);
        double _e5683 = l_mut_844_;
        double l_2618_ = (l_1721_ * _e5683);
        double l_2619_ = -(l_2618_);
        double _e5686 = l_mut_844_;
        double l_2620_ = mad(l_1721_, _e5686, l_2619_);
        double _e5688 = l_mut_845_;
        double l_2621_ = (l_1722_ * _e5688);
        double l_2622_ = -(l_2621_);
        double _e5691 = l_mut_845_;
        double l_2623_ = mad(l_1722_, _e5691, l_2622_);
        double _e5693 = l_mut_847_;
        double l_2624_ = (l_1723_ * _e5693);
        double l_2625_ = -(l_2624_);
        double _e5696 = l_mut_847_;
        double l_2626_ = mad(l_1723_, _e5696, l_2625_);
        double l_2627_ = (l_2612_ + l_2615_);
        double l_2628_ = (l_2627_ - l_2612_);
        double l_2629_ = (l_2627_ - l_2628_);
        double l_2630_ = (l_2612_ - l_2629_);
        double l_2631_ = (l_2615_ - l_2628_);
        double l_2632_ = (l_2630_ + l_2631_);
        double l_2633_ = (l_2611_ + l_2627_);
        double l_2634_ = (l_2633_ - l_2611_);
        double l_2635_ = (l_2633_ - l_2634_);
        double l_2636_ = (l_2611_ - l_2635_);
        double l_2637_ = (l_2627_ - l_2634_);
        double l_2638_ = (l_2636_ + l_2637_);
        double l_2639_ = (l_2632_ + l_2638_);
        double l_2640_ = (l_2639_ - l_2632_);
        double l_2641_ = (l_2639_ - l_2640_);
        double l_2642_ = (l_2632_ - l_2641_);
        double l_2643_ = (l_2638_ - l_2640_);
        double l_2644_ = (l_2642_ + l_2643_);
        double l_2645_ = (l_2639_ + l_2614_);
        double l_2646_ = (l_2645_ - l_2639_);
        double l_2647_ = (l_2645_ - l_2646_);
        double l_2648_ = (l_2639_ - l_2647_);
        double l_2649_ = (l_2614_ - l_2646_);
        double l_2650_ = (l_2648_ + l_2649_);
        double l_2651_ = (l_2617_ + l_2645_);
        double l_2652_ = (l_2651_ - l_2617_);
        double l_2653_ = (l_2651_ - l_2652_);
        double l_2654_ = (l_2617_ - l_2653_);
        double l_2655_ = (l_2645_ - l_2652_);
        double l_2656_ = (l_2654_ + l_2655_);
        double l_2657_ = (l_2650_ + l_2656_);
        double l_2658_ = (l_2657_ - l_2650_);
        double l_2659_ = (l_2657_ - l_2658_);
        double l_2660_ = (l_2650_ - l_2659_);
        double l_2661_ = (l_2656_ - l_2658_);
        double l_2662_ = (l_2660_ + l_2661_);
        double l_2663_ = (l_2618_ + l_2621_);
        double l_2664_ = (l_2663_ - l_2618_);
        double l_2665_ = (l_2663_ - l_2664_);
        double l_2666_ = (l_2618_ - l_2665_);
        double l_2667_ = (l_2621_ - l_2664_);
        double l_2668_ = (l_2666_ + l_2667_);
        double l_2669_ = (l_2624_ + l_2663_);
        double l_2670_ = (l_2669_ - l_2624_);
        double l_2671_ = (l_2669_ - l_2670_);
        double l_2672_ = (l_2624_ - l_2671_);
        double l_2673_ = (l_2663_ - l_2670_);
        double l_2674_ = (l_2672_ + l_2673_);
        double l_2675_ = (l_2668_ + l_2674_);
        double l_2676_ = (l_2675_ - l_2668_);
        double l_2677_ = (l_2675_ - l_2676_);
        double l_2678_ = (l_2668_ - l_2677_);
        double l_2679_ = (l_2674_ - l_2676_);
        double l_2680_ = (l_2678_ + l_2679_);
        double l_2681_ = (l_2651_ + l_2669_);
        double l_2682_ = (l_2681_ - l_2651_);
        double l_2683_ = (l_2681_ - l_2682_);
        double l_2684_ = (l_2651_ - l_2683_);
        double l_2685_ = (l_2669_ - l_2682_);
        double l_2686_ = (l_2684_ + l_2685_);
        double l_2687_ = (l_2657_ + l_2675_);
        double l_2688_ = (l_2687_ - l_2657_);
        double l_2689_ = (l_2687_ - l_2688_);
        double l_2690_ = (l_2657_ - l_2689_);
        double l_2691_ = (l_2675_ - l_2688_);
        double l_2692_ = (l_2690_ + l_2691_);
        double l_2693_ = (l_2687_ + l_2686_);
        double l_2694_ = (l_2693_ - l_2687_);
        double l_2695_ = (l_2693_ - l_2694_);
        double l_2696_ = (l_2687_ - l_2695_);
        double l_2697_ = (l_2686_ - l_2694_);
        double l_2698_ = (l_2696_ + l_2697_);
        double l_2699_ = (l_2662_ + l_2680_);
        double l_2700_ = (l_2698_ + l_2692_);
        double l_2701_ = (l_2699_ + l_2700_);
        double _e5773 = l_mut_843_;
        double l_2702_ = (l_1721_ * _e5773);
        double _e5775 = l_mut_844_;
        double l_2703_ = (l_1722_ * _e5775);
        double l_2704_ = (l_2702_ + l_2703_);
        double _e5778 = l_mut_845_;
        double l_2705_ = (l_1723_ * _e5778);
        double _e5780 = l_mut_847_;
        double l_2706_ = (l_1724_ * _e5780);
        double l_2707_ = (l_2705_ + l_2706_);
        double l_2708_ = (l_2704_ + l_2707_);
        double l_2709_ = (l_2644_ + l_2620_);
        double l_2710_ = (l_2623_ + l_2626_);
        double l_2711_ = (l_2709_ + l_2710_);
        double l_2712_ = (l_2708_ + l_2711_);
        double l_2713_ = (l_2693_ + l_2712_);
        double l_2714_ = (l_2713_ + l_2701_);
        double l_2715_ = (l_2714_ - l_2713_);
        double l_2716_ = (l_2701_ - l_2715_);
        double l_2717_ = (l_2681_ + l_2714_);
        double l_2718_ = (l_2717_ - l_2681_);
        double l_2719_ = (l_2714_ - l_2718_);
        double l_2720_ = (l_2633_ + l_2717_);
        double l_2721_ = (l_2720_ - l_2633_);
        double l_2722_ = (l_2717_ - l_2721_);
        double l_2723_ = (l_2609_ + l_2720_);
        double l_2724_ = (l_2723_ - l_2609_);
        double l_2725_ = (l_2720_ - l_2724_);
        l_mut_648_ = 0.0L;
        l_mut_647_ = 0.0L;
        l_mut_646_ = 0.0L;
        l_mut_645_ = 0.0L;
        l_mut_90_ = l_2723_;
        l_mut_91_ = 0u;
        double _e5806 = l_mut_90_;
        double l_2726_ = (_e5806 + l_2725_);
        double _e5808 = l_mut_90_;
        double l_2727_ = (l_2726_ - _e5808);
        double l_2728_ = (l_2725_ - l_2727_);
        uint _e5811 = l_mut_91_;
        bool l_2729_ = (_e5811 < 3u);
        bool l_2730_ = (l_2728_ != 0.0L);
        if (l_2729_) {
            local_228 = l_2730_;
        } else {
            local_228 = false;
        }
        bool l_2731_ = local_228;
        uint _e5820 = l_mut_91_;
        bool l_2732_ = (_e5820 == 0u);
        if (l_2731_) {
            local_229 = l_2732_;
        } else {
            local_229 = false;
        }
        bool l_2733_ = local_229;
        double _e5827 = l_mut_648_;
        double l_2734_ = (l_2733_ ? l_2726_ : _e5827);
        l_mut_648_ = l_2734_;
        uint _e5829 = l_mut_91_;
        bool l_2735_ = (_e5829 == 1u);
        if (l_2731_) {
            local_230 = l_2735_;
        } else {
            local_230 = false;
        }
        bool l_2736_ = local_230;
        double _e5836 = l_mut_647_;
        double l_2737_ = (l_2736_ ? l_2726_ : _e5836);
        l_mut_647_ = l_2737_;
        uint _e5838 = l_mut_91_;
        bool l_2738_ = (_e5838 == 2u);
        if (l_2731_) {
            local_231 = l_2738_;
        } else {
            local_231 = false;
        }
        bool l_2739_ = local_231;
        double _e5845 = l_mut_646_;
        double l_2740_ = (l_2739_ ? l_2726_ : _e5845);
        l_mut_646_ = l_2740_;
        double l_2741_ = (l_2731_ ? l_2728_ : l_2726_);
        double _e5848 = l_mut_90_;
        double l_2742_ = (_e5848 + l_2725_);
        double l_2743_ = (l_2729_ ? l_2741_ : l_2742_);
        l_mut_90_ = l_2743_;
        uint l_2744_ = uint(l_2731_);
        uint _e5852 = l_mut_91_;
        l_mut_91_ = (_e5852 + l_2744_);
        double _e5854 = l_mut_90_;
        double l_2745_ = (_e5854 + l_2722_);
        double _e5856 = l_mut_90_;
        double l_2746_ = (l_2745_ - _e5856);
        double l_2747_ = (l_2722_ - l_2746_);
        uint _e5859 = l_mut_91_;
        bool l_2748_ = (_e5859 < 3u);
        bool l_2749_ = (l_2747_ != 0.0L);
        if (l_2748_) {
            local_232 = l_2749_;
        } else {
            local_232 = false;
        }
        bool l_2750_ = local_232;
        uint _e5868 = l_mut_91_;
        bool l_2751_ = (_e5868 == 0u);
        if (l_2750_) {
            local_233 = l_2751_;
        } else {
            local_233 = false;
        }
        bool l_2752_ = local_233;
        double _e5875 = l_mut_648_;
        double l_2753_ = (l_2752_ ? l_2745_ : _e5875);
        l_mut_648_ = l_2753_;
        uint _e5877 = l_mut_91_;
        bool l_2754_ = (_e5877 == 1u);
        if (l_2750_) {
            local_234 = l_2754_;
        } else {
            local_234 = false;
        }
        bool l_2755_ = local_234;
        double _e5884 = l_mut_647_;
        double l_2756_ = (l_2755_ ? l_2745_ : _e5884);
        l_mut_647_ = l_2756_;
        uint _e5886 = l_mut_91_;
        bool l_2757_ = (_e5886 == 2u);
        if (l_2750_) {
            local_235 = l_2757_;
        } else {
            local_235 = false;
        }
        bool l_2758_ = local_235;
        double _e5893 = l_mut_646_;
        double l_2759_ = (l_2758_ ? l_2745_ : _e5893);
        l_mut_646_ = l_2759_;
        double l_2760_ = (l_2750_ ? l_2747_ : l_2745_);
        double _e5896 = l_mut_90_;
        double l_2761_ = (_e5896 + l_2722_);
        double l_2762_ = (l_2748_ ? l_2760_ : l_2761_);
        l_mut_90_ = l_2762_;
        uint l_2763_ = uint(l_2750_);
        uint _e5900 = l_mut_91_;
        l_mut_91_ = (_e5900 + l_2763_);
        double _e5902 = l_mut_90_;
        double l_2764_ = (_e5902 + l_2719_);
        double _e5904 = l_mut_90_;
        double l_2765_ = (l_2764_ - _e5904);
        double l_2766_ = (l_2719_ - l_2765_);
        uint _e5907 = l_mut_91_;
        bool l_2767_ = (_e5907 < 3u);
        bool l_2768_ = (l_2766_ != 0.0L);
        if (l_2767_) {
            local_236 = l_2768_;
        } else {
            local_236 = false;
        }
        bool l_2769_ = local_236;
        uint _e5916 = l_mut_91_;
        bool l_2770_ = (_e5916 == 0u);
        if (l_2769_) {
            local_237 = l_2770_;
        } else {
            local_237 = false;
        }
        bool l_2771_ = local_237;
        double _e5923 = l_mut_648_;
        double l_2772_ = (l_2771_ ? l_2764_ : _e5923);
        l_mut_648_ = l_2772_;
        uint _e5925 = l_mut_91_;
        bool l_2773_ = (_e5925 == 1u);
        if (l_2769_) {
            local_238 = l_2773_;
        } else {
            local_238 = false;
        }
        bool l_2774_ = local_238;
        double _e5932 = l_mut_647_;
        double l_2775_ = (l_2774_ ? l_2764_ : _e5932);
        l_mut_647_ = l_2775_;
        uint _e5934 = l_mut_91_;
        bool l_2776_ = (_e5934 == 2u);
        if (l_2769_) {
            local_239 = l_2776_;
        } else {
            local_239 = false;
        }
        bool l_2777_ = local_239;
        double _e5941 = l_mut_646_;
        double l_2778_ = (l_2777_ ? l_2764_ : _e5941);
        l_mut_646_ = l_2778_;
        double l_2779_ = (l_2769_ ? l_2766_ : l_2764_);
        double _e5944 = l_mut_90_;
        double l_2780_ = (_e5944 + l_2719_);
        double l_2781_ = (l_2767_ ? l_2779_ : l_2780_);
        l_mut_90_ = l_2781_;
        uint l_2782_ = uint(l_2769_);
        uint _e5948 = l_mut_91_;
        l_mut_91_ = (_e5948 + l_2782_);
        double _e5950 = l_mut_90_;
        double l_2783_ = (_e5950 + l_2716_);
        double _e5952 = l_mut_90_;
        double l_2784_ = (l_2783_ - _e5952);
        double l_2785_ = (l_2716_ - l_2784_);
        uint _e5955 = l_mut_91_;
        bool l_2786_ = (_e5955 < 3u);
        bool l_2787_ = (l_2785_ != 0.0L);
        if (l_2786_) {
            local_240 = l_2787_;
        } else {
            local_240 = false;
        }
        bool l_2788_ = local_240;
        uint _e5964 = l_mut_91_;
        bool l_2789_ = (_e5964 == 0u);
        if (l_2788_) {
            local_241 = l_2789_;
        } else {
            local_241 = false;
        }
        bool l_2790_ = local_241;
        double _e5971 = l_mut_648_;
        double l_2791_ = (l_2790_ ? l_2783_ : _e5971);
        l_mut_648_ = l_2791_;
        uint _e5973 = l_mut_91_;
        bool l_2792_ = (_e5973 == 1u);
        if (l_2788_) {
            local_242 = l_2792_;
        } else {
            local_242 = false;
        }
        bool l_2793_ = local_242;
        double _e5980 = l_mut_647_;
        double l_2794_ = (l_2793_ ? l_2783_ : _e5980);
        l_mut_647_ = l_2794_;
        uint _e5982 = l_mut_91_;
        bool l_2795_ = (_e5982 == 2u);
        if (l_2788_) {
            local_243 = l_2795_;
        } else {
            local_243 = false;
        }
        bool l_2796_ = local_243;
        double _e5989 = l_mut_646_;
        double l_2797_ = (l_2796_ ? l_2783_ : _e5989);
        l_mut_646_ = l_2797_;
        double l_2798_ = (l_2788_ ? l_2785_ : l_2783_);
        double _e5992 = l_mut_90_;
        double l_2799_ = (_e5992 + l_2716_);
        double l_2800_ = (l_2786_ ? l_2798_ : l_2799_);
        l_mut_90_ = l_2800_;
        uint l_2801_ = uint(l_2788_);
        uint _e5996 = l_mut_91_;
        l_mut_91_ = (_e5996 + l_2801_);
        uint _e5998 = l_mut_91_;
        bool l_2802_ = (_e5998 == 0u);
        double _e6001 = l_mut_648_;
        double _e6002 = l_mut_90_;
        double l_2803_ = (l_2802_ ? _e6002 : _e6001);
        l_mut_648_ = l_2803_;
        uint _e6004 = l_mut_91_;
        bool l_2804_ = (_e6004 == 1u);
        double _e6007 = l_mut_647_;
        double _e6008 = l_mut_90_;
        double l_2805_ = (l_2804_ ? _e6008 : _e6007);
        l_mut_647_ = l_2805_;
        uint _e6010 = l_mut_91_;
        bool l_2806_ = (_e6010 == 2u);
        double _e6013 = l_mut_646_;
        double _e6014 = l_mut_90_;
        double l_2807_ = (l_2806_ ? _e6014 : _e6013);
        l_mut_646_ = l_2807_;
        uint _e6016 = l_mut_91_;
        bool l_2808_ = (_e6016 == 3u);
        double _e6019 = l_mut_645_;
        double _e6020 = l_mut_90_;
        double l_2809_ = (l_2808_ ? _e6020 : _e6019);
        l_mut_645_ = l_2809_;
        double _e6022 = l_mut_648_;
        double l_2810_ = -(_e6022);
        double _e6024 = l_mut_647_;
        double l_2811_ = -(_e6024);
        double _e6026 = l_mut_646_;
        double l_2812_ = -(_e6026);
        double _e6028 = l_mut_645_;
        double l_2813_ = -(_e6028);
        double _e6031 = l_mut_228_;
        a_2814_[0] = _e6031;
        a_2814_[1] = l_2810_;
        double _e6034 = l_mut_227_;
        a_2814_[2] = _e6034;
        a_2814_[3] = l_2811_;
        double _e6037 = l_mut_226_;
        a_2814_[4] = _e6037;
        a_2814_[5] = l_2812_;
        double _e6040 = l_mut_225_;
        a_2814_[6] = _e6040;
        a_2814_[7] = l_2813_;
        double l_2815_ = a_2814_[7];
        l_mut_847_ = l_2815_;
        double l_2816_ = a_2814_[6];
        double _e6046 = l_mut_847_;
        double l_2817_ = (l_2816_ + _e6046);
        double l_2818_ = (l_2817_ - l_2816_);
        double l_2819_ = (l_2817_ - l_2818_);
        double l_2820_ = (l_2816_ - l_2819_);
        double _e6051 = l_mut_847_;
        double l_2821_ = (_e6051 - l_2818_);
        double l_2822_ = (l_2820_ + l_2821_);
        a_2814_[7] = l_2822_;
        l_mut_847_ = l_2817_;
        double l_2823_ = a_2814_[5];
        double _e6057 = l_mut_847_;
        double l_2824_ = (l_2823_ + _e6057);
        double l_2825_ = (l_2824_ - l_2823_);
        double l_2826_ = (l_2824_ - l_2825_);
        double l_2827_ = (l_2823_ - l_2826_);
        double _e6062 = l_mut_847_;
        double l_2828_ = (_e6062 - l_2825_);
        double l_2829_ = (l_2827_ + l_2828_);
        a_2814_[6] = l_2829_;
        l_mut_847_ = l_2824_;
        double l_2830_ = a_2814_[4];
        double _e6068 = l_mut_847_;
        double l_2831_ = (l_2830_ + _e6068);
        double l_2832_ = (l_2831_ - l_2830_);
        double l_2833_ = (l_2831_ - l_2832_);
        double l_2834_ = (l_2830_ - l_2833_);
        double _e6073 = l_mut_847_;
        double l_2835_ = (_e6073 - l_2832_);
        double l_2836_ = (l_2834_ + l_2835_);
        a_2814_[5] = l_2836_;
        l_mut_847_ = l_2831_;
        double l_2837_ = a_2814_[3];
        double _e6079 = l_mut_847_;
        double l_2838_ = (l_2837_ + _e6079);
        double l_2839_ = (l_2838_ - l_2837_);
        double l_2840_ = (l_2838_ - l_2839_);
        double l_2841_ = (l_2837_ - l_2840_);
        double _e6084 = l_mut_847_;
        double l_2842_ = (_e6084 - l_2839_);
        double l_2843_ = (l_2841_ + l_2842_);
        a_2814_[4] = l_2843_;
        l_mut_847_ = l_2838_;
        double l_2844_ = a_2814_[2];
        double _e6090 = l_mut_847_;
        double l_2845_ = (l_2844_ + _e6090);
        double l_2846_ = (l_2845_ - l_2844_);
        double l_2847_ = (l_2845_ - l_2846_);
        double l_2848_ = (l_2844_ - l_2847_);
        double _e6095 = l_mut_847_;
        double l_2849_ = (_e6095 - l_2846_);
        double l_2850_ = (l_2848_ + l_2849_);
        a_2814_[3] = l_2850_;
        l_mut_847_ = l_2845_;
        double l_2851_ = a_2814_[1];
        double _e6101 = l_mut_847_;
        double l_2852_ = (l_2851_ + _e6101);
        double l_2853_ = (l_2852_ - l_2851_);
        double l_2854_ = (l_2852_ - l_2853_);
        double l_2855_ = (l_2851_ - l_2854_);
        double _e6106 = l_mut_847_;
        double l_2856_ = (_e6106 - l_2853_);
        double l_2857_ = (l_2855_ + l_2856_);
        a_2814_[2] = l_2857_;
        l_mut_847_ = l_2852_;
        double l_2858_ = a_2814_[0];
        double _e6112 = l_mut_847_;
        double l_2859_ = (l_2858_ + _e6112);
        double l_2860_ = (l_2859_ - l_2858_);
        double l_2861_ = (l_2859_ - l_2860_);
        double l_2862_ = (l_2858_ - l_2861_);
        double _e6117 = l_mut_847_;
        double l_2863_ = (_e6117 - l_2860_);
        double l_2864_ = (l_2862_ + l_2863_);
        a_2814_[1] = l_2864_;
        l_mut_847_ = l_2859_;
        double _e6122 = l_mut_847_;
        a_2814_[0] = _e6122;
        double l_2865_ = a_2814_[7];
        l_mut_847_ = l_2865_;
        double l_2866_ = a_2814_[6];
        double _e6127 = l_mut_847_;
        double l_2867_ = (l_2866_ + _e6127);
        double l_2868_ = (l_2867_ - l_2866_);
        double l_2869_ = (l_2867_ - l_2868_);
        double l_2870_ = (l_2866_ - l_2869_);
        double _e6132 = l_mut_847_;
        double l_2871_ = (_e6132 - l_2868_);
        double l_2872_ = (l_2870_ + l_2871_);
        a_2814_[7] = l_2872_;
        l_mut_847_ = l_2867_;
        double l_2873_ = a_2814_[5];
        double _e6138 = l_mut_847_;
        double l_2874_ = (l_2873_ + _e6138);
        double l_2875_ = (l_2874_ - l_2873_);
        double l_2876_ = (l_2874_ - l_2875_);
        double l_2877_ = (l_2873_ - l_2876_);
        double _e6143 = l_mut_847_;
        double l_2878_ = (_e6143 - l_2875_);
        double l_2879_ = (l_2877_ + l_2878_);
        a_2814_[6] = l_2879_;
        l_mut_847_ = l_2874_;
        double l_2880_ = a_2814_[4];
        double _e6149 = l_mut_847_;
        double l_2881_ = (l_2880_ + _e6149);
        double l_2882_ = (l_2881_ - l_2880_);
        double l_2883_ = (l_2881_ - l_2882_);
        double l_2884_ = (l_2880_ - l_2883_);
        double _e6154 = l_mut_847_;
        double l_2885_ = (_e6154 - l_2882_);
        double l_2886_ = (l_2884_ + l_2885_);
        a_2814_[5] = l_2886_;
        l_mut_847_ = l_2881_;
        double l_2887_ = a_2814_[3];
        double _e6160 = l_mut_847_;
        double l_2888_ = (l_2887_ + _e6160);
        double l_2889_ = (l_2888_ - l_2887_);
        double l_2890_ = (l_2888_ - l_2889_);
        double l_2891_ = (l_2887_ - l_2890_);
        double _e6165 = l_mut_847_;
        double l_2892_ = (_e6165 - l_2889_);
        double l_2893_ = (l_2891_ + l_2892_);
        a_2814_[4] = l_2893_;
        l_mut_847_ = l_2888_;
        double l_2894_ = a_2814_[2];
        double _e6171 = l_mut_847_;
        double l_2895_ = (l_2894_ + _e6171);
        double l_2896_ = (l_2895_ - l_2894_);
        double l_2897_ = (l_2895_ - l_2896_);
        double l_2898_ = (l_2894_ - l_2897_);
        double _e6176 = l_mut_847_;
        double l_2899_ = (_e6176 - l_2896_);
        double l_2900_ = (l_2898_ + l_2899_);
        a_2814_[3] = l_2900_;
        l_mut_847_ = l_2895_;
        double l_2901_ = a_2814_[1];
        double _e6182 = l_mut_847_;
        double l_2902_ = (l_2901_ + _e6182);
        double l_2903_ = (l_2902_ - l_2901_);
        double l_2904_ = (l_2902_ - l_2903_);
        double l_2905_ = (l_2901_ - l_2904_);
        double _e6187 = l_mut_847_;
        double l_2906_ = (_e6187 - l_2903_);
        double l_2907_ = (l_2905_ + l_2906_);
        a_2814_[2] = l_2907_;
        l_mut_847_ = l_2902_;
        double l_2908_ = a_2814_[0];
        double _e6193 = l_mut_847_;
        double l_2909_ = (l_2908_ + _e6193);
        double l_2910_ = (l_2909_ - l_2908_);
        double l_2911_ = (l_2909_ - l_2910_);
        double l_2912_ = (l_2908_ - l_2911_);
        double _e6198 = l_mut_847_;
        double l_2913_ = (_e6198 - l_2910_);
        double l_2914_ = (l_2912_ + l_2913_);
        a_2814_[1] = l_2914_;
        l_mut_847_ = l_2909_;
        double _e6203 = l_mut_847_;
        a_2814_[0] = _e6203;
        l_mut_847_ = 0.0L;
        l_mut_845_ = 0.0L;
        l_mut_844_ = 0.0L;
        l_mut_843_ = 0.0L;
        double l_2915_ = a_2814_[0];
        l_mut_648_ = l_2915_;
        l_mut_91_ = 0u;
        double l_2916_ = a_2814_[1];
        double _e6213 = l_mut_648_;
        double l_2917_ = (_e6213 + l_2916_);
        double _e6215 = l_mut_648_;
        double l_2918_ = (l_2917_ - _e6215);
        double l_2919_ = (l_2917_ - l_2918_);
        double _e6218 = l_mut_648_;
        double l_2920_ = (_e6218 - l_2919_);
        double l_2921_ = (l_2916_ - l_2918_);
        double l_2922_ = (l_2920_ + l_2921_);
        uint _e6222 = l_mut_91_;
        bool l_2923_ = (_e6222 < 3u);
        bool l_2924_ = (l_2922_ != 0.0L);
        if (l_2923_) {
            local_244 = l_2924_;
        } else {
            local_244 = false;
        }
        bool l_2925_ = local_244;
        uint _e6231 = l_mut_91_;
        bool l_2926_ = (_e6231 == 0u);
        if (l_2925_) {
            local_245 = l_2926_;
        } else {
            local_245 = false;
        }
        bool l_2927_ = local_245;
        double _e6238 = l_mut_847_;
        double l_2928_ = (l_2927_ ? l_2917_ : _e6238);
        l_mut_847_ = l_2928_;
        uint _e6240 = l_mut_91_;
        bool l_2929_ = (_e6240 == 1u);
        if (l_2925_) {
            local_246 = l_2929_;
        } else {
            local_246 = false;
        }
        bool l_2930_ = local_246;
        double _e6247 = l_mut_845_;
        double l_2931_ = (l_2930_ ? l_2917_ : _e6247);
        l_mut_845_ = l_2931_;
        uint _e6249 = l_mut_91_;
        bool l_2932_ = (_e6249 == 2u);
        if (l_2925_) {
            local_247 = l_2932_;
        } else {
            local_247 = false;
        }
        bool l_2933_ = local_247;
        double _e6256 = l_mut_844_;
        double l_2934_ = (l_2933_ ? l_2917_ : _e6256);
        l_mut_844_ = l_2934_;
        double l_2935_ = (l_2925_ ? l_2922_ : l_2917_);
        double _e6259 = l_mut_648_;
        double l_2936_ = (_e6259 + l_2916_);
        double l_2937_ = (l_2923_ ? l_2935_ : l_2936_);
        l_mut_648_ = l_2937_;
        uint l_2938_ = uint(l_2925_);
        uint _e6263 = l_mut_91_;
        l_mut_91_ = (_e6263 + l_2938_);
        double l_2939_ = a_2814_[2];
        double _e6267 = l_mut_648_;
        double l_2940_ = (_e6267 + l_2939_);
        double _e6269 = l_mut_648_;
        double l_2941_ = (l_2940_ - _e6269);
        double l_2942_ = (l_2940_ - l_2941_);
        double _e6272 = l_mut_648_;
        double l_2943_ = (_e6272 - l_2942_);
        double l_2944_ = (l_2939_ - l_2941_);
        double l_2945_ = (l_2943_ + l_2944_);
        uint _e6276 = l_mut_91_;
        bool l_2946_ = (_e6276 < 3u);
        bool l_2947_ = (l_2945_ != 0.0L);
        if (l_2946_) {
            local_248 = l_2947_;
        } else {
            local_248 = false;
        }
        bool l_2948_ = local_248;
        uint _e6285 = l_mut_91_;
        bool l_2949_ = (_e6285 == 0u);
        if (l_2948_) {
            local_249 = l_2949_;
        } else {
            local_249 = false;
        }
        bool l_2950_ = local_249;
        double _e6292 = l_mut_847_;
        double l_2951_ = (l_2950_ ? l_2940_ : _e6292);
        l_mut_847_ = l_2951_;
        uint _e6294 = l_mut_91_;
        bool l_2952_ = (_e6294 == 1u);
        if (l_2948_) {
            local_250 = l_2952_;
        } else {
            local_250 = false;
        }
        bool l_2953_ = local_250;
        double _e6301 = l_mut_845_;
        double l_2954_ = (l_2953_ ? l_2940_ : _e6301);
        l_mut_845_ = l_2954_;
        uint _e6303 = l_mut_91_;
        bool l_2955_ = (_e6303 == 2u);
        if (l_2948_) {
            local_251 = l_2955_;
        } else {
            local_251 = false;
        }
        bool l_2956_ = local_251;
        double _e6310 = l_mut_844_;
        double l_2957_ = (l_2956_ ? l_2940_ : _e6310);
        l_mut_844_ = l_2957_;
        double l_2958_ = (l_2948_ ? l_2945_ : l_2940_);
        double _e6313 = l_mut_648_;
        double l_2959_ = (_e6313 + l_2939_);
        double l_2960_ = (l_2946_ ? l_2958_ : l_2959_);
        l_mut_648_ = l_2960_;
        uint l_2961_ = uint(l_2948_);
        uint _e6317 = l_mut_91_;
        l_mut_91_ = (_e6317 + l_2961_);
        double l_2962_ = a_2814_[3];
        double _e6321 = l_mut_648_;
        double l_2963_ = (_e6321 + l_2962_);
        double _e6323 = l_mut_648_;
        double l_2964_ = (l_2963_ - _e6323);
        double l_2965_ = (l_2963_ - l_2964_);
        double _e6326 = l_mut_648_;
        double l_2966_ = (_e6326 - l_2965_);
        double l_2967_ = (l_2962_ - l_2964_);
        double l_2968_ = (l_2966_ + l_2967_);
        uint _e6330 = l_mut_91_;
        bool l_2969_ = (_e6330 < 3u);
        bool l_2970_ = (l_2968_ != 0.0L);
        if (l_2969_) {
            local_252 = l_2970_;
        } else {
            local_252 = false;
        }
        bool l_2971_ = local_252;
        uint _e6339 = l_mut_91_;
        bool l_2972_ = (_e6339 == 0u);
        if (l_2971_) {
            local_253 = l_2972_;
        } else {
            local_253 = false;
        }
        bool l_2973_ = local_253;
        double _e6346 = l_mut_847_;
        double l_2974_ = (l_2973_ ? l_2963_ : _e6346);
        l_mut_847_ = l_2974_;
        uint _e6348 = l_mut_91_;
        bool l_2975_ = (_e6348 == 1u);
        if (l_2971_) {
            local_254 = l_2975_;
        } else {
            local_254 = false;
        }
        bool l_2976_ = local_254;
        double _e6355 = l_mut_845_;
        double l_2977_ = (l_2976_ ? l_2963_ : _e6355);
        l_mut_845_ = l_2977_;
        uint _e6357 = l_mut_91_;
        bool l_2978_ = (_e6357 == 2u);
        if (l_2971_) {
            local_255 = l_2978_;
        } else {
            local_255 = false;
        }
        bool l_2979_ = local_255;
        double _e6364 = l_mut_844_;
        double l_2980_ = (l_2979_ ? l_2963_ : _e6364);
        l_mut_844_ = l_2980_;
        double l_2981_ = (l_2971_ ? l_2968_ : l_2963_);
        double _e6367 = l_mut_648_;
        double l_2982_ = (_e6367 + l_2962_);
        double l_2983_ = (l_2969_ ? l_2981_ : l_2982_);
        l_mut_648_ = l_2983_;
        uint l_2984_ = uint(l_2971_);
        uint _e6371 = l_mut_91_;
        l_mut_91_ = (_e6371 + l_2984_);
        double l_2985_ = a_2814_[4];
        double _e6375 = l_mut_648_;
        double l_2986_ = (_e6375 + l_2985_);
        double _e6377 = l_mut_648_;
        double l_2987_ = (l_2986_ - _e6377);
        double l_2988_ = (l_2986_ - l_2987_);
        double _e6380 = l_mut_648_;
        double l_2989_ = (_e6380 - l_2988_);
        double l_2990_ = (l_2985_ - l_2987_);
        double l_2991_ = (l_2989_ + l_2990_);
        uint _e6384 = l_mut_91_;
        bool l_2992_ = (_e6384 < 3u);
        bool l_2993_ = (l_2991_ != 0.0L);
        if (l_2992_) {
            local_256 = l_2993_;
        } else {
            local_256 = false;
        }
        bool l_2994_ = local_256;
        uint _e6393 = l_mut_91_;
        bool l_2995_ = (_e6393 == 0u);
        if (l_2994_) {
            local_257 = l_2995_;
        } else {
            local_257 = false;
        }
        bool l_2996_ = local_257;
        double _e6400 = l_mut_847_;
        double l_2997_ = (l_2996_ ? l_2986_ : _e6400);
        l_mut_847_ = l_2997_;
        uint _e6402 = l_mut_91_;
        bool l_2998_ = (_e6402 == 1u);
        if (l_2994_) {
            local_258 = l_2998_;
        } else {
            local_258 = false;
        }
        bool l_2999_ = local_258;
        double _e6409 = l_mut_845_;
        double l_3000_ = (l_2999_ ? l_2986_ : _e6409);
        l_mut_845_ = l_3000_;
        uint _e6411 = l_mut_91_;
        bool l_3001_ = (_e6411 == 2u);
        if (l_2994_) {
            local_259 = l_3001_;
        } else {
            local_259 = false;
        }
        bool l_3002_ = local_259;
        double _e6418 = l_mut_844_;
        double l_3003_ = (l_3002_ ? l_2986_ : _e6418);
        l_mut_844_ = l_3003_;
        double l_3004_ = (l_2994_ ? l_2991_ : l_2986_);
        double _e6421 = l_mut_648_;
        double l_3005_ = (_e6421 + l_2985_);
        double l_3006_ = (l_2992_ ? l_3004_ : l_3005_);
        l_mut_648_ = l_3006_;
        uint l_3007_ = uint(l_2994_);
        uint _e6425 = l_mut_91_;
        l_mut_91_ = (_e6425 + l_3007_);
        double l_3008_ = a_2814_[5];
        double _e6429 = l_mut_648_;
        double l_3009_ = (_e6429 + l_3008_);
        double _e6431 = l_mut_648_;
        double l_3010_ = (l_3009_ - _e6431);
        double l_3011_ = (l_3009_ - l_3010_);
        double _e6434 = l_mut_648_;
        double l_3012_ = (_e6434 - l_3011_);
        double l_3013_ = (l_3008_ - l_3010_);
        double l_3014_ = (l_3012_ + l_3013_);
        uint _e6438 = l_mut_91_;
        bool l_3015_ = (_e6438 < 3u);
        bool l_3016_ = (l_3014_ != 0.0L);
        if (l_3015_) {
            local_260 = l_3016_;
        } else {
            local_260 = false;
        }
        bool l_3017_ = local_260;
        uint _e6447 = l_mut_91_;
        bool l_3018_ = (_e6447 == 0u);
        if (l_3017_) {
            local_261 = l_3018_;
        } else {
            local_261 = false;
        }
        bool l_3019_ = local_261;
        double _e6454 = l_mut_847_;
        double l_3020_ = (l_3019_ ? l_3009_ : _e6454);
        l_mut_847_ = l_3020_;
        uint _e6456 = l_mut_91_;
        bool l_3021_ = (_e6456 == 1u);
        if (l_3017_) {
            local_262 = l_3021_;
        } else {
            local_262 = false;
        }
        bool l_3022_ = local_262;
        double _e6463 = l_mut_845_;
        double l_3023_ = (l_3022_ ? l_3009_ : _e6463);
        l_mut_845_ = l_3023_;
        uint _e6465 = l_mut_91_;
        bool l_3024_ = (_e6465 == 2u);
        if (l_3017_) {
            local_263 = l_3024_;
        } else {
            local_263 = false;
        }
        bool l_3025_ = local_263;
        double _e6472 = l_mut_844_;
        double l_3026_ = (l_3025_ ? l_3009_ : _e6472);
        l_mut_844_ = l_3026_;
        double l_3027_ = (l_3017_ ? l_3014_ : l_3009_);
        double _e6475 = l_mut_648_;
        double l_3028_ = (_e6475 + l_3008_);
        double l_3029_ = (l_3015_ ? l_3027_ : l_3028_);
        l_mut_648_ = l_3029_;
        uint l_3030_ = uint(l_3017_);
        uint _e6479 = l_mut_91_;
        l_mut_91_ = (_e6479 + l_3030_);
        double l_3031_ = a_2814_[6];
        double _e6483 = l_mut_648_;
        double l_3032_ = (_e6483 + l_3031_);
        double _e6485 = l_mut_648_;
        double l_3033_ = (l_3032_ - _e6485);
        double l_3034_ = (l_3032_ - l_3033_);
        double _e6488 = l_mut_648_;
        double l_3035_ = (_e6488 - l_3034_);
        double l_3036_ = (l_3031_ - l_3033_);
        double l_3037_ = (l_3035_ + l_3036_);
        uint _e6492 = l_mut_91_;
        bool l_3038_ = (_e6492 < 3u);
        bool l_3039_ = (l_3037_ != 0.0L);
        if (l_3038_) {
            local_264 = l_3039_;
        } else {
            local_264 = false;
        }
        bool l_3040_ = local_264;
        uint _e6501 = l_mut_91_;
        bool l_3041_ = (_e6501 == 0u);
        if (l_3040_) {
            local_265 = l_3041_;
        } else {
            local_265 = false;
        }
        bool l_3042_ = local_265;
        double _e6508 = l_mut_847_;
        double l_3043_ = (l_3042_ ? l_3032_ : _e6508);
        l_mut_847_ = l_3043_;
        uint _e6510 = l_mut_91_;
        bool l_3044_ = (_e6510 == 1u);
        if (l_3040_) {
            local_266 = l_3044_;
        } else {
            local_266 = false;
        }
        bool l_3045_ = local_266;
        double _e6517 = l_mut_845_;
        double l_3046_ = (l_3045_ ? l_3032_ : _e6517);
        l_mut_845_ = l_3046_;
        uint _e6519 = l_mut_91_;
        bool l_3047_ = (_e6519 == 2u);
        if (l_3040_) {
            local_267 = l_3047_;
        } else {
            local_267 = false;
        }
        bool l_3048_ = local_267;
        double _e6526 = l_mut_844_;
        double l_3049_ = (l_3048_ ? l_3032_ : _e6526);
        l_mut_844_ = l_3049_;
        double l_3050_ = (l_3040_ ? l_3037_ : l_3032_);
        double _e6529 = l_mut_648_;
        double l_3051_ = (_e6529 + l_3031_);
        double l_3052_ = (l_3038_ ? l_3050_ : l_3051_);
        l_mut_648_ = l_3052_;
        uint l_3053_ = uint(l_3040_);
        uint _e6533 = l_mut_91_;
        l_mut_91_ = (_e6533 + l_3053_);
        double l_3054_ = a_2814_[7];
        double _e6537 = l_mut_648_;
        double l_3055_ = (_e6537 + l_3054_);
        double _e6539 = l_mut_648_;
        double l_3056_ = (l_3055_ - _e6539);
        double l_3057_ = (l_3055_ - l_3056_);
        double _e6542 = l_mut_648_;
        double l_3058_ = (_e6542 - l_3057_);
        double l_3059_ = (l_3054_ - l_3056_);
        double l_3060_ = (l_3058_ + l_3059_);
        uint _e6546 = l_mut_91_;
        bool l_3061_ = (_e6546 < 3u);
        bool l_3062_ = (l_3060_ != 0.0L);
        if (l_3061_) {
            local_268 = l_3062_;
        } else {
            local_268 = false;
        }
        bool l_3063_ = local_268;
        uint _e6555 = l_mut_91_;
        bool l_3064_ = (_e6555 == 0u);
        if (l_3063_) {
            local_269 = l_3064_;
        } else {
            local_269 = false;
        }
        bool l_3065_ = local_269;
        double _e6562 = l_mut_847_;
        double l_3066_ = (l_3065_ ? l_3055_ : _e6562);
        l_mut_847_ = l_3066_;
        uint _e6564 = l_mut_91_;
        bool l_3067_ = (_e6564 == 1u);
        if (l_3063_) {
            local_270 = l_3067_;
        } else {
            local_270 = false;
        }
        bool l_3068_ = local_270;
        double _e6571 = l_mut_845_;
        double l_3069_ = (l_3068_ ? l_3055_ : _e6571);
        l_mut_845_ = l_3069_;
        uint _e6573 = l_mut_91_;
        bool l_3070_ = (_e6573 == 2u);
        if (l_3063_) {
            local_271 = l_3070_;
        } else {
            local_271 = false;
        }
        bool l_3071_ = local_271;
        double _e6580 = l_mut_844_;
        double l_3072_ = (l_3071_ ? l_3055_ : _e6580);
        l_mut_844_ = l_3072_;
        double l_3073_ = (l_3063_ ? l_3060_ : l_3055_);
        double _e6583 = l_mut_648_;
        double l_3074_ = (_e6583 + l_3054_);
        double l_3075_ = (l_3061_ ? l_3073_ : l_3074_);
        l_mut_648_ = l_3075_;
        uint l_3076_ = uint(l_3063_);
        uint _e6587 = l_mut_91_;
        l_mut_91_ = (_e6587 + l_3076_);
        uint _e6589 = l_mut_91_;
        bool l_3077_ = (_e6589 == 0u);
        double _e6592 = l_mut_847_;
        double _e6593 = l_mut_648_;
        double l_3078_ = (l_3077_ ? _e6593 : _e6592);
        l_mut_847_ = l_3078_;
        uint _e6595 = l_mut_91_;
        bool l_3079_ = (_e6595 == 1u);
        double _e6598 = l_mut_845_;
        double _e6599 = l_mut_648_;
        double l_3080_ = (l_3079_ ? _e6599 : _e6598);
        l_mut_845_ = l_3080_;
        uint _e6601 = l_mut_91_;
        bool l_3081_ = (_e6601 == 2u);
        double _e6604 = l_mut_844_;
        double _e6605 = l_mut_648_;
        double l_3082_ = (l_3081_ ? _e6605 : _e6604);
        l_mut_844_ = l_3082_;
        uint _e6607 = l_mut_91_;
        bool l_3083_ = (_e6607 == 3u);
        double _e6610 = l_mut_843_;
        double _e6611 = l_mut_648_;
        double l_3084_ = (l_3083_ ? _e6611 : _e6610);
        l_mut_843_ = l_3084_;
        int l_3085_ = naga_f2i32(l_38_);
        int l_3086_ = (l_3085_ & int(3));
        l_mut_3087_ = l_3086_;
        int _e6616 = l_mut_3087_;
        int l_3088_ = asint(asuint(_e6616) + asuint(int(1)));
        int l_3089_ = (l_3088_ & int(3));
        l_mut_3087_ = l_3089_;
        int _e6621 = l_mut_3087_;
        int l_3090_ = (_e6621 & int(1));
        bool l_3091_ = (l_3090_ == int(1));
        int _e6626 = l_mut_3087_;
        bool l_3092_ = (_e6626 >= int(2));
        double l_3094_ = (l_3092_ ? -1.0L : 1.0L);
        double _e6632 = l_mut_86_;
        double _e6633 = l_mut_847_;
        double l_3095_ = (l_3091_ ? _e6633 : _e6632);
        double l_3096_ = (l_3095_ * l_3094_);
        double _e6636 = l_mut_44_;
        double _e6637 = l_mut_845_;
        double l_3097_ = (l_3091_ ? _e6637 : _e6636);
        double l_3098_ = (l_3097_ * l_3094_);
        double _e6640 = l_mut_43_;
        double _e6641 = l_mut_844_;
        double l_3099_ = (l_3091_ ? _e6641 : _e6640);
        double l_3100_ = (l_3099_ * l_3094_);
        double _e6644 = l_mut_42_;
        double _e6645 = l_mut_843_;
        double l_3101_ = (l_3091_ ? _e6645 : _e6644);
        double l_3102_ = (l_3101_ * l_3094_);
        uint l_3318_ = asuint(info.Load(12+0));
        uint l_3319_ = (l_3318_ * 1u);
        bool l_3320_ = (id < l_3319_);
        if (l_3320_) {
            buffer_3_global.Store(id*8, l_3096_);
        }
        uint l_3103_ = (l_1_ + id);
        uint l_3321_ = asuint(info.Load(12+0));
        uint l_3322_ = (l_3321_ * 1u);
        bool l_3323_ = (l_3103_ < l_3322_);
        if (l_3323_) {
            buffer_3_global.Store(l_3103_*8, l_3098_);
        }
        uint l_3104_ = (2u * l_1_);
        uint l_3105_ = (l_3104_ + id);
        uint l_3324_ = asuint(info.Load(12+0));
        uint l_3325_ = (l_3324_ * 1u);
        bool l_3326_ = (l_3105_ < l_3325_);
        if (l_3326_) {
            buffer_3_global.Store(l_3105_*8, l_3100_);
        }
        uint l_3106_ = (3u * l_1_);
        uint l_3107_ = (l_3106_ + id);
        uint l_3327_ = asuint(info.Load(12+0));
        uint l_3328_ = (l_3327_ * 1u);
        bool l_3329_ = (l_3107_ < l_3328_);
        if (l_3329_) {
            buffer_3_global.Store(l_3107_*8, l_3102_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
