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
    double a_748_[8] = (double[8])0;
    double a_1442_[8] = (double[8])0;
    double a_2143_[8] = (double[8])0;
    double a_2821_[8] = (double[8])0;
    double l_mut_231_ = (double)0;
    double l_mut_232_ = (double)0;
    double l_mut_233_ = (double)0;
    double l_mut_234_ = (double)0;
    int l_mut_3094_ = (int)0;
    double l_mut_42_ = (double)0;
    double l_mut_43_ = (double)0;
    double l_mut_44_ = (double)0;
    double l_mut_45_ = (double)0;
    double l_mut_651_ = (double)0;
    double l_mut_652_ = (double)0;
    double l_mut_653_ = (double)0;
    double l_mut_654_ = (double)0;
    double l_mut_849_ = (double)0;
    double l_mut_850_ = (double)0;
    double l_mut_851_ = (double)0;
    double l_mut_853_ = (double)0;
    double l_mut_89_ = (double)0;
    double l_mut_90_ = (double)0;
    double l_mut_91_ = (double)0;
    double l_mut_92_ = (double)0;
    double l_mut_93_ = (double)0;
    uint l_mut_94_ = (uint)0;
    uint l_mut_46_ = 0u;
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
    uint l_mut_188_ = 0u;
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
    uint l_mut_533_ = 1u;
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
    uint l_mut_1231_ = 1u;
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
        uint l_3113_ = asuint(info.Load(8+0));
        uint l_3114_ = (l_3113_ * 1u);
        bool l_3115_ = (0u < l_3114_);
        uint l_3116_ = (l_3114_ - 1u);
        uint l_3117_ = min(0u, l_3116_);
        double l_3118_ = buffer_2_global.Load<double>(l_3117_*8);
        double l_3_ = (l_3115_ ? l_3118_ : 0.0L);
        uint l_3120_ = asuint(info.Load(8+0));
        uint l_3121_ = (l_3120_ * 1u);
        bool l_3122_ = (1u < l_3121_);
        uint l_3123_ = (l_3121_ - 1u);
        uint l_3124_ = min(1u, l_3123_);
        double l_3125_ = buffer_2_global.Load<double>(l_3124_*8);
        double l_4_ = (l_3122_ ? l_3125_ : 0.0L);
        uint l_3127_ = asuint(info.Load(0+0));
        uint l_3128_ = (l_3127_ * 1u);
        bool l_3129_ = (id < l_3128_);
        uint l_3130_ = (l_3128_ - 1u);
        uint l_3131_ = min(id, l_3130_);
        double l_3132_ = buffer_0_global.Load<double>(l_3131_*8);
        double l_5_ = (l_3129_ ? l_3132_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_3134_ = asuint(info.Load(0+0));
        uint l_3135_ = (l_3134_ * 1u);
        bool l_3136_ = (l_6_ < l_3135_);
        uint l_3137_ = (l_3135_ - 1u);
        uint l_3138_ = min(l_6_, l_3137_);
        double l_3139_ = buffer_0_global.Load<double>(l_3138_*8);
        double l_7_ = (l_3136_ ? l_3139_ : 0.0L);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_3141_ = asuint(info.Load(0+0));
        uint l_3142_ = (l_3141_ * 1u);
        bool l_3143_ = (l_9_ < l_3142_);
        uint l_3144_ = (l_3142_ - 1u);
        uint l_3145_ = min(l_9_, l_3144_);
        double l_3146_ = buffer_0_global.Load<double>(l_3145_*8);
        double l_10_ = (l_3143_ ? l_3146_ : 0.0L);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_3148_ = asuint(info.Load(0+0));
        uint l_3149_ = (l_3148_ * 1u);
        bool l_3150_ = (l_12_ < l_3149_);
        uint l_3151_ = (l_3149_ - 1u);
        uint l_3152_ = min(l_12_, l_3151_);
        double l_3153_ = buffer_0_global.Load<double>(l_3152_*8);
        double l_13_ = (l_3150_ ? l_3153_ : 0.0L);
        uint l_3155_ = asuint(info.Load(4+0));
        uint l_3156_ = (l_3155_ * 1u);
        bool l_3157_ = (id < l_3156_);
        uint l_3158_ = (l_3156_ - 1u);
        uint l_3159_ = min(id, l_3158_);
        double l_3160_ = buffer_1_global.Load<double>(l_3159_*8);
        double l_14_ = (l_3157_ ? l_3160_ : 0.0L);
        uint l_15_ = (l_1_ + id);
        uint l_3162_ = asuint(info.Load(4+0));
        uint l_3163_ = (l_3162_ * 1u);
        bool l_3164_ = (l_15_ < l_3163_);
        uint l_3165_ = (l_3163_ - 1u);
        uint l_3166_ = min(l_15_, l_3165_);
        double l_3167_ = buffer_1_global.Load<double>(l_3166_*8);
        double l_16_ = (l_3164_ ? l_3167_ : 0.0L);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_3169_ = asuint(info.Load(4+0));
        uint l_3170_ = (l_3169_ * 1u);
        bool l_3171_ = (l_18_ < l_3170_);
        uint l_3172_ = (l_3170_ - 1u);
        uint l_3173_ = min(l_18_, l_3172_);
        double l_3174_ = buffer_1_global.Load<double>(l_3173_*8);
        double l_19_ = (l_3171_ ? l_3174_ : 0.0L);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_3176_ = asuint(info.Load(4+0));
        uint l_3177_ = (l_3176_ * 1u);
        bool l_3178_ = (l_21_ < l_3177_);
        uint l_3179_ = (l_3177_ - 1u);
        uint l_3180_ = min(l_21_, l_3179_);
        double l_3181_ = buffer_1_global.Load<double>(l_3180_*8);
        double l_22_ = (l_3178_ ? l_3181_ : 0.0L);
        uint l_3183_ = asuint(info.Load(8+0));
        uint l_3184_ = (l_3183_ * 1u);
        bool l_3185_ = (2u < l_3184_);
        uint l_3186_ = (l_3184_ - 1u);
        uint l_3187_ = min(2u, l_3186_);
        double l_3188_ = buffer_2_global.Load<double>(l_3187_*8);
        double l_24_ = (l_3185_ ? l_3188_ : 0.0L);
        uint l_25_ = naga_f2u32(l_24_);
        uint l_26_ = (l_25_ + 1u);
        uint l_3190_ = asuint(info.Load(8+0));
        uint l_3191_ = (l_3190_ * 1u);
        bool l_3192_ = (3u < l_3191_);
        uint l_3193_ = (l_3191_ - 1u);
        uint l_3194_ = min(3u, l_3193_);
        double l_3195_ = buffer_2_global.Load<double>(l_3194_*8);
        double l_28_ = (l_3192_ ? l_3195_ : 0.0L);
        uint l_29_ = naga_f2u32(l_28_);
        uint l_3197_ = asuint(info.Load(8+0));
        uint l_3198_ = (l_3197_ * 1u);
        bool l_3199_ = (4u < l_3198_);
        uint l_3200_ = (l_3198_ - 1u);
        uint l_3201_ = min(4u, l_3200_);
        double l_3202_ = buffer_2_global.Load<double>(l_3201_*8);
        double l_31_ = (l_3199_ ? l_3202_ : 0.0L);
        uint l_33_ = (4u + 1u);
        uint l_3204_ = asuint(info.Load(8+0));
        uint l_3205_ = (l_3204_ * 1u);
        bool l_3206_ = (l_33_ < l_3205_);
        uint l_3207_ = (l_3205_ - 1u);
        uint l_3208_ = min(l_33_, l_3207_);
        double l_3209_ = buffer_2_global.Load<double>(l_3208_*8);
        double l_34_ = (l_3206_ ? l_3209_ : 0.0L);
        double l_35_ = (l_31_ + l_34_);
        double l_36_ = (l_5_ / l_35_);
        double l_37_ = (l_36_ + 0.5L);
        double l_38_ = floor(l_37_);
        uint l_3211_ = asuint(info.Load(8+0));
        uint l_3212_ = (l_3211_ * 1u);
        bool l_3213_ = (3u < l_3212_);
        uint l_3214_ = (l_3212_ - 1u);
        uint l_3215_ = min(3u, l_3214_);
        double l_3216_ = buffer_2_global.Load<double>(l_3215_*8);
        double l_40_ = (l_3213_ ? l_3216_ : 0.0L);
        uint l_41_ = naga_f2u32(l_40_);
        l_mut_42_ = l_5_;
        l_mut_43_ = l_7_;
        l_mut_44_ = l_10_;
        l_mut_45_ = l_13_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e619 = l_mut_46_;
                l_mut_46_ = (_e619 + 1u);
            }
            loop_init = false;
            uint _e321 = l_mut_46_;
            if ((_e321 < l_41_)) {
            } else {
                break;
            }
            {
                uint _e324 = l_mut_46_;
                uint l_48_ = (4u + _e324);
                uint l_3349_ = asuint(info.Load(8+0));
                uint l_3350_ = (l_3349_ * 1u);
                bool l_3351_ = (l_48_ < l_3350_);
                uint l_3352_ = (l_3350_ - 1u);
                uint l_3353_ = min(l_48_, l_3352_);
                double l_3354_ = buffer_2_global.Load<double>(l_3353_*8);
                double l_49_ = (l_3351_ ? l_3354_ : 0.0L);
                double l_50_ = (l_38_ * l_49_);
                double l_51_ = -(l_50_);
                double l_52_ = (l_51_ * 1.0L);
                double _e345 = l_mut_42_;
                double l_53_ = (_e345 + l_52_);
                double _e347 = l_mut_42_;
                double l_54_ = (l_53_ - _e347);
                double l_55_ = (l_53_ - l_54_);
                double _e350 = l_mut_42_;
                double l_56_ = (_e350 - l_55_);
                double l_57_ = (l_52_ - l_54_);
                double l_58_ = (l_56_ + l_57_);
                double _e354 = l_mut_43_;
                double l_59_ = (_e354 + l_58_);
                double _e356 = l_mut_43_;
                double l_60_ = (l_59_ - _e356);
                double l_61_ = (l_59_ - l_60_);
                double _e359 = l_mut_43_;
                double l_62_ = (_e359 - l_61_);
                double l_63_ = (l_58_ - l_60_);
                double l_64_ = (l_62_ + l_63_);
                double _e363 = l_mut_44_;
                double l_65_ = (_e363 + l_64_);
                double _e365 = l_mut_44_;
                double l_66_ = (l_65_ - _e365);
                double l_67_ = (l_65_ - l_66_);
                double _e368 = l_mut_44_;
                double l_68_ = (_e368 - l_67_);
                double l_69_ = (l_64_ - l_66_);
                double l_70_ = (l_68_ + l_69_);
                double _e372 = l_mut_45_;
                double l_71_ = (_e372 + l_70_);
                double _e374 = l_mut_45_;
                double l_72_ = (l_71_ - _e374);
                double l_73_ = (l_71_ - l_72_);
                double _e377 = l_mut_45_;
                double l_74_ = (_e377 - l_73_);
                double l_75_ = (l_70_ - l_72_);
                double l_76_ = (l_74_ + l_75_);
                double l_77_ = (l_71_ + l_76_);
                double l_78_ = (l_77_ - l_71_);
                double l_79_ = (l_76_ - l_78_);
                double l_80_ = (l_65_ + l_77_);
                double l_81_ = (l_80_ - l_65_);
                double l_82_ = (l_77_ - l_81_);
                double l_83_ = (l_59_ + l_80_);
                double l_84_ = (l_83_ - l_59_);
                double l_85_ = (l_80_ - l_84_);
                double l_86_ = (l_53_ + l_83_);
                double l_87_ = (l_86_ - l_53_);
                double l_88_ = (l_83_ - l_87_);
                l_mut_89_ = 0.0L;
                l_mut_90_ = 0.0L;
                l_mut_91_ = 0.0L;
                l_mut_92_ = 0.0L;
                l_mut_93_ = l_86_;
                l_mut_94_ = 0u;
                double _e398 = l_mut_93_;
                double l_95_ = (_e398 + l_88_);
                double _e400 = l_mut_93_;
                double l_96_ = (l_95_ - _e400);
                double l_97_ = (l_88_ - l_96_);
                uint _e403 = l_mut_94_;
                bool l_98_ = (_e403 < 3u);
                bool l_99_ = (l_97_ != 0.0L);
                if (l_98_) {
                    local = l_99_;
                } else {
                    local = false;
                }
                bool l_100_ = local;
                uint _e412 = l_mut_94_;
                bool l_101_ = (_e412 == 0u);
                if (l_100_) {
                    local_1 = l_101_;
                } else {
                    local_1 = false;
                }
                bool l_102_ = local_1;
                double _e419 = l_mut_89_;
                double l_103_ = (l_102_ ? l_95_ : _e419);
                l_mut_89_ = l_103_;
                uint _e421 = l_mut_94_;
                bool l_104_ = (_e421 == 1u);
                if (l_100_) {
                    local_2 = l_104_;
                } else {
                    local_2 = false;
                }
                bool l_105_ = local_2;
                double _e428 = l_mut_90_;
                double l_106_ = (l_105_ ? l_95_ : _e428);
                l_mut_90_ = l_106_;
                uint _e430 = l_mut_94_;
                bool l_107_ = (_e430 == 2u);
                if (l_100_) {
                    local_3 = l_107_;
                } else {
                    local_3 = false;
                }
                bool l_108_ = local_3;
                double _e437 = l_mut_91_;
                double l_109_ = (l_108_ ? l_95_ : _e437);
                l_mut_91_ = l_109_;
                double l_110_ = (l_100_ ? l_97_ : l_95_);
                double _e440 = l_mut_93_;
                double l_111_ = (_e440 + l_88_);
                double l_112_ = (l_98_ ? l_110_ : l_111_);
                l_mut_93_ = l_112_;
                uint l_113_ = uint(l_100_);
                uint _e444 = l_mut_94_;
                l_mut_94_ = (_e444 + l_113_);
                double _e446 = l_mut_93_;
                double l_114_ = (_e446 + l_85_);
                double _e448 = l_mut_93_;
                double l_115_ = (l_114_ - _e448);
                double l_116_ = (l_85_ - l_115_);
                uint _e451 = l_mut_94_;
                bool l_117_ = (_e451 < 3u);
                bool l_118_ = (l_116_ != 0.0L);
                if (l_117_) {
                    local_4 = l_118_;
                } else {
                    local_4 = false;
                }
                bool l_119_ = local_4;
                uint _e460 = l_mut_94_;
                bool l_120_ = (_e460 == 0u);
                if (l_119_) {
                    local_5 = l_120_;
                } else {
                    local_5 = false;
                }
                bool l_121_ = local_5;
                double _e467 = l_mut_89_;
                double l_122_ = (l_121_ ? l_114_ : _e467);
                l_mut_89_ = l_122_;
                uint _e469 = l_mut_94_;
                bool l_123_ = (_e469 == 1u);
                if (l_119_) {
                    local_6 = l_123_;
                } else {
                    local_6 = false;
                }
                bool l_124_ = local_6;
                double _e476 = l_mut_90_;
                double l_125_ = (l_124_ ? l_114_ : _e476);
                l_mut_90_ = l_125_;
                uint _e478 = l_mut_94_;
                bool l_126_ = (_e478 == 2u);
                if (l_119_) {
                    local_7 = l_126_;
                } else {
                    local_7 = false;
                }
                bool l_127_ = local_7;
                double _e485 = l_mut_91_;
                double l_128_ = (l_127_ ? l_114_ : _e485);
                l_mut_91_ = l_128_;
                double l_129_ = (l_119_ ? l_116_ : l_114_);
                double _e488 = l_mut_93_;
                double l_130_ = (_e488 + l_85_);
                double l_131_ = (l_117_ ? l_129_ : l_130_);
                l_mut_93_ = l_131_;
                uint l_132_ = uint(l_119_);
                uint _e492 = l_mut_94_;
                l_mut_94_ = (_e492 + l_132_);
                double _e494 = l_mut_93_;
                double l_133_ = (_e494 + l_82_);
                double _e496 = l_mut_93_;
                double l_134_ = (l_133_ - _e496);
                double l_135_ = (l_82_ - l_134_);
                uint _e499 = l_mut_94_;
                bool l_136_ = (_e499 < 3u);
                bool l_137_ = (l_135_ != 0.0L);
                if (l_136_) {
                    local_8 = l_137_;
                } else {
                    local_8 = false;
                }
                bool l_138_ = local_8;
                uint _e508 = l_mut_94_;
                bool l_139_ = (_e508 == 0u);
                if (l_138_) {
                    local_9 = l_139_;
                } else {
                    local_9 = false;
                }
                bool l_140_ = local_9;
                double _e515 = l_mut_89_;
                double l_141_ = (l_140_ ? l_133_ : _e515);
                l_mut_89_ = l_141_;
                uint _e517 = l_mut_94_;
                bool l_142_ = (_e517 == 1u);
                if (l_138_) {
                    local_10 = l_142_;
                } else {
                    local_10 = false;
                }
                bool l_143_ = local_10;
                double _e524 = l_mut_90_;
                double l_144_ = (l_143_ ? l_133_ : _e524);
                l_mut_90_ = l_144_;
                uint _e526 = l_mut_94_;
                bool l_145_ = (_e526 == 2u);
                if (l_138_) {
                    local_11 = l_145_;
                } else {
                    local_11 = false;
                }
                bool l_146_ = local_11;
                double _e533 = l_mut_91_;
                double l_147_ = (l_146_ ? l_133_ : _e533);
                l_mut_91_ = l_147_;
                double l_148_ = (l_138_ ? l_135_ : l_133_);
                double _e536 = l_mut_93_;
                double l_149_ = (_e536 + l_82_);
                double l_150_ = (l_136_ ? l_148_ : l_149_);
                l_mut_93_ = l_150_;
                uint l_151_ = uint(l_138_);
                uint _e540 = l_mut_94_;
                l_mut_94_ = (_e540 + l_151_);
                double _e542 = l_mut_93_;
                double l_152_ = (_e542 + l_79_);
                double _e544 = l_mut_93_;
                double l_153_ = (l_152_ - _e544);
                double l_154_ = (l_79_ - l_153_);
                uint _e547 = l_mut_94_;
                bool l_155_ = (_e547 < 3u);
                bool l_156_ = (l_154_ != 0.0L);
                if (l_155_) {
                    local_12 = l_156_;
                } else {
                    local_12 = false;
                }
                bool l_157_ = local_12;
                uint _e556 = l_mut_94_;
                bool l_158_ = (_e556 == 0u);
                if (l_157_) {
                    local_13 = l_158_;
                } else {
                    local_13 = false;
                }
                bool l_159_ = local_13;
                double _e563 = l_mut_89_;
                double l_160_ = (l_159_ ? l_152_ : _e563);
                l_mut_89_ = l_160_;
                uint _e565 = l_mut_94_;
                bool l_161_ = (_e565 == 1u);
                if (l_157_) {
                    local_14 = l_161_;
                } else {
                    local_14 = false;
                }
                bool l_162_ = local_14;
                double _e572 = l_mut_90_;
                double l_163_ = (l_162_ ? l_152_ : _e572);
                l_mut_90_ = l_163_;
                uint _e574 = l_mut_94_;
                bool l_164_ = (_e574 == 2u);
                if (l_157_) {
                    local_15 = l_164_;
                } else {
                    local_15 = false;
                }
                bool l_165_ = local_15;
                double _e581 = l_mut_91_;
                double l_166_ = (l_165_ ? l_152_ : _e581);
                l_mut_91_ = l_166_;
                double l_167_ = (l_157_ ? l_154_ : l_152_);
                double _e584 = l_mut_93_;
                double l_168_ = (_e584 + l_79_);
                double l_169_ = (l_155_ ? l_167_ : l_168_);
                l_mut_93_ = l_169_;
                uint l_170_ = uint(l_157_);
                uint _e588 = l_mut_94_;
                l_mut_94_ = (_e588 + l_170_);
                uint _e590 = l_mut_94_;
                bool l_171_ = (_e590 == 0u);
                double _e593 = l_mut_89_;
                double _e594 = l_mut_93_;
                double l_172_ = (l_171_ ? _e594 : _e593);
                l_mut_89_ = l_172_;
                uint _e596 = l_mut_94_;
                bool l_173_ = (_e596 == 1u);
                double _e599 = l_mut_90_;
                double _e600 = l_mut_93_;
                double l_174_ = (l_173_ ? _e600 : _e599);
                l_mut_90_ = l_174_;
                uint _e602 = l_mut_94_;
                bool l_175_ = (_e602 == 2u);
                double _e605 = l_mut_91_;
                double _e606 = l_mut_93_;
                double l_176_ = (l_175_ ? _e606 : _e605);
                l_mut_91_ = l_176_;
                uint _e608 = l_mut_94_;
                bool l_177_ = (_e608 == 3u);
                double _e611 = l_mut_92_;
                double _e612 = l_mut_93_;
                double l_178_ = (l_177_ ? _e612 : _e611);
                l_mut_92_ = l_178_;
                double _e614 = l_mut_89_;
                l_mut_42_ = _e614;
                double _e615 = l_mut_90_;
                l_mut_43_ = _e615;
                double _e616 = l_mut_91_;
                l_mut_44_ = _e616;
                double _e617 = l_mut_92_;
                l_mut_45_ = _e617;
            }
        }
        double l_179_ = (l_35_ * 0.001953125L);
        double _e623 = l_mut_42_;
        double l_180_ = (_e623 / l_179_);
        double l_181_ = (l_180_ + 0.5L);
        double l_182_ = floor(l_181_);
        double l_184_ = clamp(l_182_, -256.0L, 256.0L);
        uint l_3218_ = asuint(info.Load(8+0));
        uint l_3219_ = (l_3218_ * 1u);
        bool l_3220_ = (3u < l_3219_);
        uint l_3221_ = (l_3219_ - 1u);
        uint l_3222_ = min(3u, l_3221_);
        double l_3223_ = buffer_2_global.Load<double>(l_3222_*8);
        double l_186_ = (l_3220_ ? l_3223_ : 0.0L);
        uint l_187_ = naga_f2u32(l_186_);
        double _e648 = l_mut_42_;
        l_mut_93_ = _e648;
        double _e649 = l_mut_43_;
        l_mut_92_ = _e649;
        double _e650 = l_mut_44_;
        l_mut_91_ = _e650;
        double _e651 = l_mut_45_;
        l_mut_90_ = _e651;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e952 = l_mut_188_;
                l_mut_188_ = (_e952 + 1u);
            }
            loop_init_1 = false;
            uint _e654 = l_mut_188_;
            if ((_e654 < l_187_)) {
            } else {
                break;
            }
            {
                uint _e657 = l_mut_188_;
                uint l_190_ = (4u + _e657);
                uint l_3356_ = asuint(info.Load(8+0));
                uint l_3357_ = (l_3356_ * 1u);
                bool l_3358_ = (l_190_ < l_3357_);
                uint l_3359_ = (l_3357_ - 1u);
                uint l_3360_ = min(l_190_, l_3359_);
                double l_3361_ = buffer_2_global.Load<double>(l_3360_*8);
                double l_191_ = (l_3358_ ? l_3361_ : 0.0L);
                double l_192_ = (l_184_ * l_191_);
                double l_193_ = -(l_192_);
                double l_194_ = (l_193_ * 0.001953125L);
                double _e678 = l_mut_93_;
                double l_195_ = (_e678 + l_194_);
                double _e680 = l_mut_93_;
                double l_196_ = (l_195_ - _e680);
                double l_197_ = (l_195_ - l_196_);
                double _e683 = l_mut_93_;
                double l_198_ = (_e683 - l_197_);
                double l_199_ = (l_194_ - l_196_);
                double l_200_ = (l_198_ + l_199_);
                double _e687 = l_mut_92_;
                double l_201_ = (_e687 + l_200_);
                double _e689 = l_mut_92_;
                double l_202_ = (l_201_ - _e689);
                double l_203_ = (l_201_ - l_202_);
                double _e692 = l_mut_92_;
                double l_204_ = (_e692 - l_203_);
                double l_205_ = (l_200_ - l_202_);
                double l_206_ = (l_204_ + l_205_);
                double _e696 = l_mut_91_;
                double l_207_ = (_e696 + l_206_);
                double _e698 = l_mut_91_;
                double l_208_ = (l_207_ - _e698);
                double l_209_ = (l_207_ - l_208_);
                double _e701 = l_mut_91_;
                double l_210_ = (_e701 - l_209_);
                double l_211_ = (l_206_ - l_208_);
                double l_212_ = (l_210_ + l_211_);
                double _e705 = l_mut_90_;
                double l_213_ = (_e705 + l_212_);
                double _e707 = l_mut_90_;
                double l_214_ = (l_213_ - _e707);
                double l_215_ = (l_213_ - l_214_);
                double _e710 = l_mut_90_;
                double l_216_ = (_e710 - l_215_);
                double l_217_ = (l_212_ - l_214_);
                double l_218_ = (l_216_ + l_217_);
                double l_219_ = (l_213_ + l_218_);
                double l_220_ = (l_219_ - l_213_);
                double l_221_ = (l_218_ - l_220_);
                double l_222_ = (l_207_ + l_219_);
                double l_223_ = (l_222_ - l_207_);
                double l_224_ = (l_219_ - l_223_);
                double l_225_ = (l_201_ + l_222_);
                double l_226_ = (l_225_ - l_201_);
                double l_227_ = (l_222_ - l_226_);
                double l_228_ = (l_195_ + l_225_);
                double l_229_ = (l_228_ - l_195_);
                double l_230_ = (l_225_ - l_229_);
                l_mut_89_ = 0.0L;
                l_mut_231_ = 0.0L;
                l_mut_232_ = 0.0L;
                l_mut_233_ = 0.0L;
                l_mut_234_ = l_228_;
                l_mut_94_ = 0u;
                double _e731 = l_mut_234_;
                double l_235_ = (_e731 + l_230_);
                double _e733 = l_mut_234_;
                double l_236_ = (l_235_ - _e733);
                double l_237_ = (l_230_ - l_236_);
                uint _e736 = l_mut_94_;
                bool l_238_ = (_e736 < 3u);
                bool l_239_ = (l_237_ != 0.0L);
                if (l_238_) {
                    local_16 = l_239_;
                } else {
                    local_16 = false;
                }
                bool l_240_ = local_16;
                uint _e745 = l_mut_94_;
                bool l_241_ = (_e745 == 0u);
                if (l_240_) {
                    local_17 = l_241_;
                } else {
                    local_17 = false;
                }
                bool l_242_ = local_17;
                double _e752 = l_mut_89_;
                double l_243_ = (l_242_ ? l_235_ : _e752);
                l_mut_89_ = l_243_;
                uint _e754 = l_mut_94_;
                bool l_244_ = (_e754 == 1u);
                if (l_240_) {
                    local_18 = l_244_;
                } else {
                    local_18 = false;
                }
                bool l_245_ = local_18;
                double _e761 = l_mut_231_;
                double l_246_ = (l_245_ ? l_235_ : _e761);
                l_mut_231_ = l_246_;
                uint _e763 = l_mut_94_;
                bool l_247_ = (_e763 == 2u);
                if (l_240_) {
                    local_19 = l_247_;
                } else {
                    local_19 = false;
                }
                bool l_248_ = local_19;
                double _e770 = l_mut_232_;
                double l_249_ = (l_248_ ? l_235_ : _e770);
                l_mut_232_ = l_249_;
                double l_250_ = (l_240_ ? l_237_ : l_235_);
                double _e773 = l_mut_234_;
                double l_251_ = (_e773 + l_230_);
                double l_252_ = (l_238_ ? l_250_ : l_251_);
                l_mut_234_ = l_252_;
                uint l_253_ = uint(l_240_);
                uint _e777 = l_mut_94_;
                l_mut_94_ = (_e777 + l_253_);
                double _e779 = l_mut_234_;
                double l_254_ = (_e779 + l_227_);
                double _e781 = l_mut_234_;
                double l_255_ = (l_254_ - _e781);
                double l_256_ = (l_227_ - l_255_);
                uint _e784 = l_mut_94_;
                bool l_257_ = (_e784 < 3u);
                bool l_258_ = (l_256_ != 0.0L);
                if (l_257_) {
                    local_20 = l_258_;
                } else {
                    local_20 = false;
                }
                bool l_259_ = local_20;
                uint _e793 = l_mut_94_;
                bool l_260_ = (_e793 == 0u);
                if (l_259_) {
                    local_21 = l_260_;
                } else {
                    local_21 = false;
                }
                bool l_261_ = local_21;
                double _e800 = l_mut_89_;
                double l_262_ = (l_261_ ? l_254_ : _e800);
                l_mut_89_ = l_262_;
                uint _e802 = l_mut_94_;
                bool l_263_ = (_e802 == 1u);
                if (l_259_) {
                    local_22 = l_263_;
                } else {
                    local_22 = false;
                }
                bool l_264_ = local_22;
                double _e809 = l_mut_231_;
                double l_265_ = (l_264_ ? l_254_ : _e809);
                l_mut_231_ = l_265_;
                uint _e811 = l_mut_94_;
                bool l_266_ = (_e811 == 2u);
                if (l_259_) {
                    local_23 = l_266_;
                } else {
                    local_23 = false;
                }
                bool l_267_ = local_23;
                double _e818 = l_mut_232_;
                double l_268_ = (l_267_ ? l_254_ : _e818);
                l_mut_232_ = l_268_;
                double l_269_ = (l_259_ ? l_256_ : l_254_);
                double _e821 = l_mut_234_;
                double l_270_ = (_e821 + l_227_);
                double l_271_ = (l_257_ ? l_269_ : l_270_);
                l_mut_234_ = l_271_;
                uint l_272_ = uint(l_259_);
                uint _e825 = l_mut_94_;
                l_mut_94_ = (_e825 + l_272_);
                double _e827 = l_mut_234_;
                double l_273_ = (_e827 + l_224_);
                double _e829 = l_mut_234_;
                double l_274_ = (l_273_ - _e829);
                double l_275_ = (l_224_ - l_274_);
                uint _e832 = l_mut_94_;
                bool l_276_ = (_e832 < 3u);
                bool l_277_ = (l_275_ != 0.0L);
                if (l_276_) {
                    local_24 = l_277_;
                } else {
                    local_24 = false;
                }
                bool l_278_ = local_24;
                uint _e841 = l_mut_94_;
                bool l_279_ = (_e841 == 0u);
                if (l_278_) {
                    local_25 = l_279_;
                } else {
                    local_25 = false;
                }
                bool l_280_ = local_25;
                double _e848 = l_mut_89_;
                double l_281_ = (l_280_ ? l_273_ : _e848);
                l_mut_89_ = l_281_;
                uint _e850 = l_mut_94_;
                bool l_282_ = (_e850 == 1u);
                if (l_278_) {
                    local_26 = l_282_;
                } else {
                    local_26 = false;
                }
                bool l_283_ = local_26;
                double _e857 = l_mut_231_;
                double l_284_ = (l_283_ ? l_273_ : _e857);
                l_mut_231_ = l_284_;
                uint _e859 = l_mut_94_;
                bool l_285_ = (_e859 == 2u);
                if (l_278_) {
                    local_27 = l_285_;
                } else {
                    local_27 = false;
                }
                bool l_286_ = local_27;
                double _e866 = l_mut_232_;
                double l_287_ = (l_286_ ? l_273_ : _e866);
                l_mut_232_ = l_287_;
                double l_288_ = (l_278_ ? l_275_ : l_273_);
                double _e869 = l_mut_234_;
                double l_289_ = (_e869 + l_224_);
                double l_290_ = (l_276_ ? l_288_ : l_289_);
                l_mut_234_ = l_290_;
                uint l_291_ = uint(l_278_);
                uint _e873 = l_mut_94_;
                l_mut_94_ = (_e873 + l_291_);
                double _e875 = l_mut_234_;
                double l_292_ = (_e875 + l_221_);
                double _e877 = l_mut_234_;
                double l_293_ = (l_292_ - _e877);
                double l_294_ = (l_221_ - l_293_);
                uint _e880 = l_mut_94_;
                bool l_295_ = (_e880 < 3u);
                bool l_296_ = (l_294_ != 0.0L);
                if (l_295_) {
                    local_28 = l_296_;
                } else {
                    local_28 = false;
                }
                bool l_297_ = local_28;
                uint _e889 = l_mut_94_;
                bool l_298_ = (_e889 == 0u);
                if (l_297_) {
                    local_29 = l_298_;
                } else {
                    local_29 = false;
                }
                bool l_299_ = local_29;
                double _e896 = l_mut_89_;
                double l_300_ = (l_299_ ? l_292_ : _e896);
                l_mut_89_ = l_300_;
                uint _e898 = l_mut_94_;
                bool l_301_ = (_e898 == 1u);
                if (l_297_) {
                    local_30 = l_301_;
                } else {
                    local_30 = false;
                }
                bool l_302_ = local_30;
                double _e905 = l_mut_231_;
                double l_303_ = (l_302_ ? l_292_ : _e905);
                l_mut_231_ = l_303_;
                uint _e907 = l_mut_94_;
                bool l_304_ = (_e907 == 2u);
                if (l_297_) {
                    local_31 = l_304_;
                } else {
                    local_31 = false;
                }
                bool l_305_ = local_31;
                double _e914 = l_mut_232_;
                double l_306_ = (l_305_ ? l_292_ : _e914);
                l_mut_232_ = l_306_;
                double l_307_ = (l_297_ ? l_294_ : l_292_);
                double _e917 = l_mut_234_;
                double l_308_ = (_e917 + l_221_);
                double l_309_ = (l_295_ ? l_307_ : l_308_);
                l_mut_234_ = l_309_;
                uint l_310_ = uint(l_297_);
                uint _e921 = l_mut_94_;
                l_mut_94_ = (_e921 + l_310_);
                uint _e923 = l_mut_94_;
                bool l_311_ = (_e923 == 0u);
                double _e926 = l_mut_89_;
                double _e927 = l_mut_234_;
                double l_312_ = (l_311_ ? _e927 : _e926);
                l_mut_89_ = l_312_;
                uint _e929 = l_mut_94_;
                bool l_313_ = (_e929 == 1u);
                double _e932 = l_mut_231_;
                double _e933 = l_mut_234_;
                double l_314_ = (l_313_ ? _e933 : _e932);
                l_mut_231_ = l_314_;
                uint _e935 = l_mut_94_;
                bool l_315_ = (_e935 == 2u);
                double _e938 = l_mut_232_;
                double _e939 = l_mut_234_;
                double l_316_ = (l_315_ ? _e939 : _e938);
                l_mut_232_ = l_316_;
                uint _e941 = l_mut_94_;
                bool l_317_ = (_e941 == 3u);
                double _e944 = l_mut_233_;
                double _e945 = l_mut_234_;
                double l_318_ = (l_317_ ? _e945 : _e944);
                l_mut_233_ = l_318_;
                double _e947 = l_mut_89_;
                l_mut_93_ = _e947;
                double _e948 = l_mut_231_;
                l_mut_92_ = _e948;
                double _e949 = l_mut_232_;
                l_mut_91_ = _e949;
                double _e950 = l_mut_233_;
                l_mut_90_ = _e950;
            }
        }
        double _e954 = l_mut_93_;
        double _e955 = l_mut_93_;
        double l_319_ = (_e954 * _e955);
        double l_320_ = -(l_319_);
        double _e958 = l_mut_93_;
        double _e959 = l_mut_93_;
        double l_321_ = mad(_e958, _e959, l_320_);
        double _e961 = l_mut_93_;
        double _e962 = l_mut_92_;
        double l_322_ = (_e961 * _e962);
        double l_323_ = -(l_322_);
        double _e965 = l_mut_93_;
        double _e966 = l_mut_92_;
        double l_324_ = mad(_e965, _e966, l_323_);
        double _e968 = l_mut_92_;
        double _e969 = l_mut_93_;
        double l_325_ = (_e968 * _e969);
        double l_326_ = -(l_325_);
        double _e972 = l_mut_92_;
        double _e973 = l_mut_93_;
        double l_327_ = mad(_e972, _e973, l_326_);
        double _e975 = l_mut_93_;
        double _e976 = l_mut_91_;
        double l_328_ = (_e975 * _e976);
        double l_329_ = -(l_328_);
        double _e979 = l_mut_93_;
        double _e980 = l_mut_91_;
        double l_330_ = mad(_e979, _e980, l_329_);
        double _e982 = l_mut_92_;
        double _e983 = l_mut_92_;
        double l_331_ = (_e982 * _e983);
        double l_332_ = -(l_331_);
        double _e986 = l_mut_92_;
        double _e987 = l_mut_92_;
        double l_333_ = mad(_e986, _e987, l_332_);
        double _e989 = l_mut_91_;
        double _e990 = l_mut_93_;
        double l_334_ = (_e989 * _e990);
        double l_335_ = -(l_334_);
        double _e993 = l_mut_91_;
        double _e994 = l_mut_93_;
        double l_336_ = mad(_e993, _e994, l_335_);
        double l_337_ = (l_322_ + l_325_);
        double l_338_ = (l_337_ - l_322_);
        double l_339_ = (l_337_ - l_338_);
        double l_340_ = (l_322_ - l_339_);
        double l_341_ = (l_325_ - l_338_);
        double l_342_ = (l_340_ + l_341_);
        double l_343_ = (l_321_ + l_337_);
        double l_344_ = (l_343_ - l_321_);
        double l_345_ = (l_343_ - l_344_);
        double l_346_ = (l_321_ - l_345_);
        double l_347_ = (l_337_ - l_344_);
        double l_348_ = (l_346_ + l_347_);
        double l_349_ = (l_342_ + l_348_);
        double l_350_ = (l_349_ - l_342_);
        double l_351_ = (l_349_ - l_350_);
        double l_352_ = (l_342_ - l_351_);
        double l_353_ = (l_348_ - l_350_);
        double l_354_ = (l_352_ + l_353_);
        double l_355_ = (l_349_ + l_324_);
        double l_356_ = (l_355_ - l_349_);
        double l_357_ = (l_355_ - l_356_);
        double l_358_ = (l_349_ - l_357_);
        double l_359_ = (l_324_ - l_356_);
        double l_360_ = (l_358_ + l_359_);
        double l_361_ = (l_327_ + l_355_);
        double l_362_ = (l_361_ - l_327_);
        double l_363_ = (l_361_ - l_362_);
        double l_364_ = (l_327_ - l_363_);
        double l_365_ = (l_355_ - l_362_);
        double l_366_ = (l_364_ + l_365_);
        double l_367_ = (l_360_ + l_366_);
        double l_368_ = (l_367_ - l_360_);
        double l_369_ = (l_367_ - l_368_);
        double l_370_ = (l_360_ - l_369_);
        double l_371_ = (l_366_ - l_368_);
        double l_372_ = (l_370_ + l_371_);
        double l_373_ = (l_328_ + l_331_);
        double l_374_ = (l_373_ - l_328_);
        double l_375_ = (l_373_ - l_374_);
        double l_376_ = (l_328_ - l_375_);
        double l_377_ = (l_331_ - l_374_);
        double l_378_ = (l_376_ + l_377_);
        double l_379_ = (l_334_ + l_373_);
        double l_380_ = (l_379_ - l_334_);
        double l_381_ = (l_379_ - l_380_);
        double l_382_ = (l_334_ - l_381_);
        double l_383_ = (l_373_ - l_380_);
        double l_384_ = (l_382_ + l_383_);
        double l_385_ = (l_378_ + l_384_);
        double l_386_ = (l_385_ - l_378_);
        double l_387_ = (l_385_ - l_386_);
        double l_388_ = (l_378_ - l_387_);
        double l_389_ = (l_384_ - l_386_);
        double l_390_ = (l_388_ + l_389_);
        double l_391_ = (l_361_ + l_379_);
        double l_392_ = (l_391_ - l_361_);
        double l_393_ = (l_391_ - l_392_);
        double l_394_ = (l_361_ - l_393_);
        double l_395_ = (l_379_ - l_392_);
        double l_396_ = (l_394_ + l_395_);
        double l_397_ = (l_367_ + l_385_);
        double l_398_ = (l_397_ - l_367_);
        double l_399_ = (l_397_ - l_398_);
        double l_400_ = (l_367_ - l_399_);
        double l_401_ = (l_385_ - l_398_);
        double l_402_ = (l_400_ + l_401_);
        double l_403_ = (l_397_ + l_396_);
        double l_404_ = (l_403_ - l_397_);
        double l_405_ = (l_403_ - l_404_);
        double l_406_ = (l_397_ - l_405_);
        double l_407_ = (l_396_ - l_404_);
        double l_408_ = (l_406_ + l_407_);
        double l_409_ = (l_372_ + l_390_);
        double l_410_ = (l_408_ + l_402_);
        double l_411_ = (l_409_ + l_410_);
        double _e1071 = l_mut_93_;
        double _e1072 = l_mut_90_;
        double l_412_ = (_e1071 * _e1072);
        double _e1074 = l_mut_92_;
        double _e1075 = l_mut_91_;
        double l_413_ = (_e1074 * _e1075);
        double l_414_ = (l_412_ + l_413_);
        double _e1078 = l_mut_91_;
        double _e1079 = l_mut_92_;
        double l_415_ = (_e1078 * _e1079);
        double _e1081 = l_mut_90_;
        double _e1082 = l_mut_93_;
        double l_416_ = (_e1081 * _e1082);
        double l_417_ = (l_415_ + l_416_);
        double l_418_ = (l_414_ + l_417_);
        double l_419_ = (l_354_ + l_330_);
        double l_420_ = (l_333_ + l_336_);
        double l_421_ = (l_419_ + l_420_);
        double l_422_ = (l_418_ + l_421_);
        double l_423_ = (l_403_ + l_422_);
        double l_424_ = (l_423_ + l_411_);
        double l_425_ = (l_424_ - l_423_);
        double l_426_ = (l_411_ - l_425_);
        double l_427_ = (l_391_ + l_424_);
        double l_428_ = (l_427_ - l_391_);
        double l_429_ = (l_424_ - l_428_);
        double l_430_ = (l_343_ + l_427_);
        double l_431_ = (l_430_ - l_343_);
        double l_432_ = (l_427_ - l_431_);
        double l_433_ = (l_319_ + l_430_);
        double l_434_ = (l_433_ - l_319_);
        double l_435_ = (l_430_ - l_434_);
        l_mut_234_ = 0.0L;
        l_mut_233_ = 0.0L;
        l_mut_232_ = 0.0L;
        l_mut_231_ = 0.0L;
        l_mut_89_ = l_433_;
        l_mut_94_ = 0u;
        double _e1108 = l_mut_89_;
        double l_436_ = (_e1108 + l_435_);
        double _e1110 = l_mut_89_;
        double l_437_ = (l_436_ - _e1110);
        double l_438_ = (l_435_ - l_437_);
        uint _e1113 = l_mut_94_;
        bool l_439_ = (_e1113 < 3u);
        bool l_440_ = (l_438_ != 0.0L);
        if (l_439_) {
            local_32 = l_440_;
        } else {
            local_32 = false;
        }
        bool l_441_ = local_32;
        uint _e1122 = l_mut_94_;
        bool l_442_ = (_e1122 == 0u);
        if (l_441_) {
            local_33 = l_442_;
        } else {
            local_33 = false;
        }
        bool l_443_ = local_33;
        double _e1129 = l_mut_234_;
        double l_444_ = (l_443_ ? l_436_ : _e1129);
        l_mut_234_ = l_444_;
        uint _e1131 = l_mut_94_;
        bool l_445_ = (_e1131 == 1u);
        if (l_441_) {
            local_34 = l_445_;
        } else {
            local_34 = false;
        }
        bool l_446_ = local_34;
        double _e1138 = l_mut_233_;
        double l_447_ = (l_446_ ? l_436_ : _e1138);
        l_mut_233_ = l_447_;
        uint _e1140 = l_mut_94_;
        bool l_448_ = (_e1140 == 2u);
        if (l_441_) {
            local_35 = l_448_;
        } else {
            local_35 = false;
        }
        bool l_449_ = local_35;
        double _e1147 = l_mut_232_;
        double l_450_ = (l_449_ ? l_436_ : _e1147);
        l_mut_232_ = l_450_;
        double l_451_ = (l_441_ ? l_438_ : l_436_);
        double _e1150 = l_mut_89_;
        double l_452_ = (_e1150 + l_435_);
        double l_453_ = (l_439_ ? l_451_ : l_452_);
        l_mut_89_ = l_453_;
        uint l_454_ = uint(l_441_);
        uint _e1154 = l_mut_94_;
        l_mut_94_ = (_e1154 + l_454_);
        double _e1156 = l_mut_89_;
        double l_455_ = (_e1156 + l_432_);
        double _e1158 = l_mut_89_;
        double l_456_ = (l_455_ - _e1158);
        double l_457_ = (l_432_ - l_456_);
        uint _e1161 = l_mut_94_;
        bool l_458_ = (_e1161 < 3u);
        bool l_459_ = (l_457_ != 0.0L);
        if (l_458_) {
            local_36 = l_459_;
        } else {
            local_36 = false;
        }
        bool l_460_ = local_36;
        uint _e1170 = l_mut_94_;
        bool l_461_ = (_e1170 == 0u);
        if (l_460_) {
            local_37 = l_461_;
        } else {
            local_37 = false;
        }
        bool l_462_ = local_37;
        double _e1177 = l_mut_234_;
        double l_463_ = (l_462_ ? l_455_ : _e1177);
        l_mut_234_ = l_463_;
        uint _e1179 = l_mut_94_;
        bool l_464_ = (_e1179 == 1u);
        if (l_460_) {
            local_38 = l_464_;
        } else {
            local_38 = false;
        }
        bool l_465_ = local_38;
        double _e1186 = l_mut_233_;
        double l_466_ = (l_465_ ? l_455_ : _e1186);
        l_mut_233_ = l_466_;
        uint _e1188 = l_mut_94_;
        bool l_467_ = (_e1188 == 2u);
        if (l_460_) {
            local_39 = l_467_;
        } else {
            local_39 = false;
        }
        bool l_468_ = local_39;
        double _e1195 = l_mut_232_;
        double l_469_ = (l_468_ ? l_455_ : _e1195);
        l_mut_232_ = l_469_;
        double l_470_ = (l_460_ ? l_457_ : l_455_);
        double _e1198 = l_mut_89_;
        double l_471_ = (_e1198 + l_432_);
        double l_472_ = (l_458_ ? l_470_ : l_471_);
        l_mut_89_ = l_472_;
        uint l_473_ = uint(l_460_);
        uint _e1202 = l_mut_94_;
        l_mut_94_ = (_e1202 + l_473_);
        double _e1204 = l_mut_89_;
        double l_474_ = (_e1204 + l_429_);
        double _e1206 = l_mut_89_;
        double l_475_ = (l_474_ - _e1206);
        double l_476_ = (l_429_ - l_475_);
        uint _e1209 = l_mut_94_;
        bool l_477_ = (_e1209 < 3u);
        bool l_478_ = (l_476_ != 0.0L);
        if (l_477_) {
            local_40 = l_478_;
        } else {
            local_40 = false;
        }
        bool l_479_ = local_40;
        uint _e1218 = l_mut_94_;
        bool l_480_ = (_e1218 == 0u);
        if (l_479_) {
            local_41 = l_480_;
        } else {
            local_41 = false;
        }
        bool l_481_ = local_41;
        double _e1225 = l_mut_234_;
        double l_482_ = (l_481_ ? l_474_ : _e1225);
        l_mut_234_ = l_482_;
        uint _e1227 = l_mut_94_;
        bool l_483_ = (_e1227 == 1u);
        if (l_479_) {
            local_42 = l_483_;
        } else {
            local_42 = false;
        }
        bool l_484_ = local_42;
        double _e1234 = l_mut_233_;
        double l_485_ = (l_484_ ? l_474_ : _e1234);
        l_mut_233_ = l_485_;
        uint _e1236 = l_mut_94_;
        bool l_486_ = (_e1236 == 2u);
        if (l_479_) {
            local_43 = l_486_;
        } else {
            local_43 = false;
        }
        bool l_487_ = local_43;
        double _e1243 = l_mut_232_;
        double l_488_ = (l_487_ ? l_474_ : _e1243);
        l_mut_232_ = l_488_;
        double l_489_ = (l_479_ ? l_476_ : l_474_);
        double _e1246 = l_mut_89_;
        double l_490_ = (_e1246 + l_429_);
        double l_491_ = (l_477_ ? l_489_ : l_490_);
        l_mut_89_ = l_491_;
        uint l_492_ = uint(l_479_);
        uint _e1250 = l_mut_94_;
        l_mut_94_ = (_e1250 + l_492_);
        double _e1252 = l_mut_89_;
        double l_493_ = (_e1252 + l_426_);
        double _e1254 = l_mut_89_;
        double l_494_ = (l_493_ - _e1254);
        double l_495_ = (l_426_ - l_494_);
        uint _e1257 = l_mut_94_;
        bool l_496_ = (_e1257 < 3u);
        bool l_497_ = (l_495_ != 0.0L);
        if (l_496_) {
            local_44 = l_497_;
        } else {
            local_44 = false;
        }
        bool l_498_ = local_44;
        uint _e1266 = l_mut_94_;
        bool l_499_ = (_e1266 == 0u);
        if (l_498_) {
            local_45 = l_499_;
        } else {
            local_45 = false;
        }
        bool l_500_ = local_45;
        double _e1273 = l_mut_234_;
        double l_501_ = (l_500_ ? l_493_ : _e1273);
        l_mut_234_ = l_501_;
        uint _e1275 = l_mut_94_;
        bool l_502_ = (_e1275 == 1u);
        if (l_498_) {
            local_46 = l_502_;
        } else {
            local_46 = false;
        }
        bool l_503_ = local_46;
        double _e1282 = l_mut_233_;
        double l_504_ = (l_503_ ? l_493_ : _e1282);
        l_mut_233_ = l_504_;
        uint _e1284 = l_mut_94_;
        bool l_505_ = (_e1284 == 2u);
        if (l_498_) {
            local_47 = l_505_;
        } else {
            local_47 = false;
        }
        bool l_506_ = local_47;
        double _e1291 = l_mut_232_;
        double l_507_ = (l_506_ ? l_493_ : _e1291);
        l_mut_232_ = l_507_;
        double l_508_ = (l_498_ ? l_495_ : l_493_);
        double _e1294 = l_mut_89_;
        double l_509_ = (_e1294 + l_426_);
        double l_510_ = (l_496_ ? l_508_ : l_509_);
        l_mut_89_ = l_510_;
        uint l_511_ = uint(l_498_);
        uint _e1298 = l_mut_94_;
        l_mut_94_ = (_e1298 + l_511_);
        uint _e1300 = l_mut_94_;
        bool l_512_ = (_e1300 == 0u);
        double _e1303 = l_mut_234_;
        double _e1304 = l_mut_89_;
        double l_513_ = (l_512_ ? _e1304 : _e1303);
        l_mut_234_ = l_513_;
        uint _e1306 = l_mut_94_;
        bool l_514_ = (_e1306 == 1u);
        double _e1309 = l_mut_233_;
        double _e1310 = l_mut_89_;
        double l_515_ = (l_514_ ? _e1310 : _e1309);
        l_mut_233_ = l_515_;
        uint _e1312 = l_mut_94_;
        bool l_516_ = (_e1312 == 2u);
        double _e1315 = l_mut_232_;
        double _e1316 = l_mut_89_;
        double l_517_ = (l_516_ ? _e1316 : _e1315);
        l_mut_232_ = l_517_;
        uint _e1318 = l_mut_94_;
        bool l_518_ = (_e1318 == 3u);
        double _e1321 = l_mut_231_;
        double _e1322 = l_mut_89_;
        double l_519_ = (l_518_ ? _e1322 : _e1321);
        l_mut_231_ = l_519_;
        uint l_521_ = (4u + l_29_);
        uint l_522_ = (4u * l_26_);
        uint l_523_ = (l_521_ + l_522_);
        uint l_524_ = (4u * l_26_);
        uint l_525_ = (l_523_ + l_524_);
        uint l_3225_ = asuint(info.Load(8+0));
        uint l_3226_ = (l_3225_ * 1u);
        bool l_3227_ = (l_521_ < l_3226_);
        uint l_3228_ = (l_3226_ - 1u);
        uint l_3229_ = min(l_521_, l_3228_);
        double l_3230_ = buffer_2_global.Load<double>(l_3229_*8);
        double l_526_ = (l_3227_ ? l_3230_ : 0.0L);
        uint l_527_ = (l_521_ + 1u);
        uint l_3232_ = asuint(info.Load(8+0));
        uint l_3233_ = (l_3232_ * 1u);
        bool l_3234_ = (l_527_ < l_3233_);
        uint l_3235_ = (l_3233_ - 1u);
        uint l_3236_ = min(l_527_, l_3235_);
        double l_3237_ = buffer_2_global.Load<double>(l_3236_*8);
        double l_528_ = (l_3234_ ? l_3237_ : 0.0L);
        uint l_529_ = (l_521_ + 2u);
        uint l_3239_ = asuint(info.Load(8+0));
        uint l_3240_ = (l_3239_ * 1u);
        bool l_3241_ = (l_529_ < l_3240_);
        uint l_3242_ = (l_3240_ - 1u);
        uint l_3243_ = min(l_529_, l_3242_);
        double l_3244_ = buffer_2_global.Load<double>(l_3243_*8);
        double l_530_ = (l_3241_ ? l_3244_ : 0.0L);
        uint l_531_ = (l_521_ + 3u);
        uint l_3246_ = asuint(info.Load(8+0));
        uint l_3247_ = (l_3246_ * 1u);
        bool l_3248_ = (l_531_ < l_3247_);
        uint l_3249_ = (l_3247_ - 1u);
        uint l_3250_ = min(l_531_, l_3249_);
        double l_3251_ = buffer_2_global.Load<double>(l_3250_*8);
        double l_532_ = (l_3248_ ? l_3251_ : 0.0L);
        l_mut_89_ = l_526_;
        l_mut_45_ = l_528_;
        l_mut_44_ = l_530_;
        l_mut_43_ = l_532_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e2430 = l_mut_533_;
                l_mut_533_ = (_e2430 + 1u);
            }
            loop_init_2 = false;
            uint _e1400 = l_mut_533_;
            if ((_e1400 < l_26_)) {
            } else {
                break;
            }
            {
                double _e1402 = l_mut_89_;
                double _e1403 = l_mut_234_;
                double l_534_ = (_e1402 * _e1403);
                double l_535_ = -(l_534_);
                double _e1406 = l_mut_89_;
                double _e1407 = l_mut_234_;
                double l_536_ = mad(_e1406, _e1407, l_535_);
                double _e1409 = l_mut_89_;
                double _e1410 = l_mut_233_;
                double l_537_ = (_e1409 * _e1410);
                double l_538_ = -(l_537_);
                double _e1413 = l_mut_89_;
                double _e1414 = l_mut_233_;
                double l_539_ = mad(_e1413, _e1414, l_538_);
                double _e1416 = l_mut_45_;
                double _e1417 = l_mut_234_;
                double l_540_ = (_e1416 * _e1417);
                double l_541_ = -(l_540_);
                double _e1420 = l_mut_45_;
                double _e1421 = l_mut_234_;
                double l_542_ = mad(_e1420, _e1421, l_541_);
                double _e1423 = l_mut_89_;
                double _e1424 = l_mut_232_;
                double l_543_ = (_e1423 * _e1424);
                double l_544_ = -(l_543_);
                double _e1427 = l_mut_89_;
                double _e1428 = l_mut_232_;
                double l_545_ = mad(_e1427, _e1428, l_544_);
                double _e1430 = l_mut_45_;
                double _e1431 = l_mut_233_;
                double l_546_ = (_e1430 * _e1431);
                double l_547_ = -(l_546_);
                double _e1434 = l_mut_45_;
                double _e1435 = l_mut_233_;
                double l_548_ = mad(_e1434, _e1435, l_547_);
                double _e1437 = l_mut_44_;
                double _e1438 = l_mut_234_;
                double l_549_ = (_e1437 * _e1438);
                double l_550_ = -(l_549_);
                double _e1441 = l_mut_44_;
                double _e1442 = l_mut_234_;
                double l_551_ = mad(_e1441, _e1442, l_550_);
                double l_552_ = (l_537_ + l_540_);
                double l_553_ = (l_552_ - l_537_);
                double l_554_ = (l_552_ - l_553_);
                double l_555_ = (l_537_ - l_554_);
                double l_556_ = (l_540_ - l_553_);
                double l_557_ = (l_555_ + l_556_);
                double l_558_ = (l_536_ + l_552_);
                double l_559_ = (l_558_ - l_536_);
                double l_560_ = (l_558_ - l_559_);
                double l_561_ = (l_536_ - l_560_);
                double l_562_ = (l_552_ - l_559_);
                double l_563_ = (l_561_ + l_562_);
                double l_564_ = (l_557_ + l_563_);
                double l_565_ = (l_564_ - l_557_);
                double l_566_ = (l_564_ - l_565_);
                double l_567_ = (l_557_ - l_566_);
                double l_568_ = (l_563_ - l_565_);
                double l_569_ = (l_567_ + l_568_);
                double l_570_ = (l_564_ + l_539_);
                double l_571_ = (l_570_ - l_564_);
                double l_572_ = (l_570_ - l_571_);
                double l_573_ = (l_564_ - l_572_);
                double l_574_ = (l_539_ - l_571_);
                double l_575_ = (l_573_ + l_574_);
                double l_576_ = (l_542_ + l_570_);
                double l_577_ = (l_576_ - l_542_);
                double l_578_ = (l_576_ - l_577_);
                double l_579_ = (l_542_ - l_578_);
                double l_580_ = (l_570_ - l_577_);
                double l_581_ = (l_579_ + l_580_);
                double l_582_ = (l_575_ + l_581_);
                double l_583_ = (l_582_ - l_575_);
                double l_584_ = (l_582_ - l_583_);
                double l_585_ = (l_575_ - l_584_);
                double l_586_ = (l_581_ - l_583_);
                double l_587_ = (l_585_ + l_586_);
                double l_588_ = (l_543_ + l_546_);
                double l_589_ = (l_588_ - l_543_);
                double l_590_ = (l_588_ - l_589_);
                double l_591_ = (l_543_ - l_590_);
                double l_592_ = (l_546_ - l_589_);
                double l_593_ = (l_591_ + l_592_);
                double l_594_ = (l_549_ + l_588_);
                double l_595_ = (l_594_ - l_549_);
                double l_596_ = (l_594_ - l_595_);
                double l_597_ = (l_549_ - l_596_);
                double l_598_ = (l_588_ - l_595_);
                double l_599_ = (l_597_ + l_598_);
                double l_600_ = (l_593_ + l_599_);
                double l_601_ = (l_600_ - l_593_);
                double l_602_ = (l_600_ - l_601_);
                double l_603_ = (l_593_ - l_602_);
                double l_604_ = (l_599_ - l_601_);
                double l_605_ = (l_603_ + l_604_);
                double l_606_ = (l_576_ + l_594_);
                double l_607_ = (l_606_ - l_576_);
                double l_608_ = (l_606_ - l_607_);
                double l_609_ = (l_576_ - l_608_);
                double l_610_ = (l_594_ - l_607_);
                double l_611_ = (l_609_ + l_610_);
                double l_612_ = (l_582_ + l_600_);
                double l_613_ = (l_612_ - l_582_);
                double l_614_ = (l_612_ - l_613_);
                double l_615_ = (l_582_ - l_614_);
                double l_616_ = (l_600_ - l_613_);
                double l_617_ = (l_615_ + l_616_);
                double l_618_ = (l_612_ + l_611_);
                double l_619_ = (l_618_ - l_612_);
                double l_620_ = (l_618_ - l_619_);
                double l_621_ = (l_612_ - l_620_);
                double l_622_ = (l_611_ - l_619_);
                double l_623_ = (l_621_ + l_622_);
                double l_624_ = (l_587_ + l_605_);
                double l_625_ = (l_623_ + l_617_);
                double l_626_ = (l_624_ + l_625_);
                double _e1519 = l_mut_89_;
                double _e1520 = l_mut_231_;
                double l_627_ = (_e1519 * _e1520);
                double _e1522 = l_mut_45_;
                double _e1523 = l_mut_232_;
                double l_628_ = (_e1522 * _e1523);
                double l_629_ = (l_627_ + l_628_);
                double _e1526 = l_mut_44_;
                double _e1527 = l_mut_233_;
                double l_630_ = (_e1526 * _e1527);
                double _e1529 = l_mut_43_;
                double _e1530 = l_mut_234_;
                double l_631_ = (_e1529 * _e1530);
                double l_632_ = (l_630_ + l_631_);
                double l_633_ = (l_629_ + l_632_);
                double l_634_ = (l_569_ + l_545_);
                double l_635_ = (l_548_ + l_551_);
                double l_636_ = (l_634_ + l_635_);
                double l_637_ = (l_633_ + l_636_);
                double l_638_ = (l_618_ + l_637_);
                double l_639_ = (l_638_ + l_626_);
                double l_640_ = (l_639_ - l_638_);
                double l_641_ = (l_626_ - l_640_);
                double l_642_ = (l_606_ + l_639_);
                double l_643_ = (l_642_ - l_606_);
                double l_644_ = (l_639_ - l_643_);
                double l_645_ = (l_558_ + l_642_);
                double l_646_ = (l_645_ - l_558_);
                double l_647_ = (l_642_ - l_646_);
                double l_648_ = (l_534_ + l_645_);
                double l_649_ = (l_648_ - l_534_);
                double l_650_ = (l_645_ - l_649_);
                l_mut_42_ = 0.0L;
                l_mut_651_ = 0.0L;
                l_mut_652_ = 0.0L;
                l_mut_653_ = 0.0L;
                l_mut_654_ = l_648_;
                l_mut_94_ = 0u;
                double _e1556 = l_mut_654_;
                double l_655_ = (_e1556 + l_650_);
                double _e1558 = l_mut_654_;
                double l_656_ = (l_655_ - _e1558);
                double l_657_ = (l_650_ - l_656_);
                uint _e1561 = l_mut_94_;
                bool l_658_ = (_e1561 < 3u);
                bool l_659_ = (l_657_ != 0.0L);
                if (l_658_) {
                    local_48 = l_659_;
                } else {
                    local_48 = false;
                }
                bool l_660_ = local_48;
                uint _e1570 = l_mut_94_;
                bool l_661_ = (_e1570 == 0u);
                if (l_660_) {
                    local_49 = l_661_;
                } else {
                    local_49 = false;
                }
                bool l_662_ = local_49;
                double _e1577 = l_mut_42_;
                double l_663_ = (l_662_ ? l_655_ : _e1577);
                l_mut_42_ = l_663_;
                uint _e1579 = l_mut_94_;
                bool l_664_ = (_e1579 == 1u);
                if (l_660_) {
                    local_50 = l_664_;
                } else {
                    local_50 = false;
                }
                bool l_665_ = local_50;
                double _e1586 = l_mut_651_;
                double l_666_ = (l_665_ ? l_655_ : _e1586);
                l_mut_651_ = l_666_;
                uint _e1588 = l_mut_94_;
                bool l_667_ = (_e1588 == 2u);
                if (l_660_) {
                    local_51 = l_667_;
                } else {
                    local_51 = false;
                }
                bool l_668_ = local_51;
                double _e1595 = l_mut_652_;
                double l_669_ = (l_668_ ? l_655_ : _e1595);
                l_mut_652_ = l_669_;
                double l_670_ = (l_660_ ? l_657_ : l_655_);
                double _e1598 = l_mut_654_;
                double l_671_ = (_e1598 + l_650_);
                double l_672_ = (l_658_ ? l_670_ : l_671_);
                l_mut_654_ = l_672_;
                uint l_673_ = uint(l_660_);
                uint _e1602 = l_mut_94_;
                l_mut_94_ = (_e1602 + l_673_);
                double _e1604 = l_mut_654_;
                double l_674_ = (_e1604 + l_647_);
                double _e1606 = l_mut_654_;
                double l_675_ = (l_674_ - _e1606);
                double l_676_ = (l_647_ - l_675_);
                uint _e1609 = l_mut_94_;
                bool l_677_ = (_e1609 < 3u);
                bool l_678_ = (l_676_ != 0.0L);
                if (l_677_) {
                    local_52 = l_678_;
                } else {
                    local_52 = false;
                }
                bool l_679_ = local_52;
                uint _e1618 = l_mut_94_;
                bool l_680_ = (_e1618 == 0u);
                if (l_679_) {
                    local_53 = l_680_;
                } else {
                    local_53 = false;
                }
                bool l_681_ = local_53;
                double _e1625 = l_mut_42_;
                double l_682_ = (l_681_ ? l_674_ : _e1625);
                l_mut_42_ = l_682_;
                uint _e1627 = l_mut_94_;
                bool l_683_ = (_e1627 == 1u);
                if (l_679_) {
                    local_54 = l_683_;
                } else {
                    local_54 = false;
                }
                bool l_684_ = local_54;
                double _e1634 = l_mut_651_;
                double l_685_ = (l_684_ ? l_674_ : _e1634);
                l_mut_651_ = l_685_;
                uint _e1636 = l_mut_94_;
                bool l_686_ = (_e1636 == 2u);
                if (l_679_) {
                    local_55 = l_686_;
                } else {
                    local_55 = false;
                }
                bool l_687_ = local_55;
                double _e1643 = l_mut_652_;
                double l_688_ = (l_687_ ? l_674_ : _e1643);
                l_mut_652_ = l_688_;
                double l_689_ = (l_679_ ? l_676_ : l_674_);
                double _e1646 = l_mut_654_;
                double l_690_ = (_e1646 + l_647_);
                double l_691_ = (l_677_ ? l_689_ : l_690_);
                l_mut_654_ = l_691_;
                uint l_692_ = uint(l_679_);
                uint _e1650 = l_mut_94_;
                l_mut_94_ = (_e1650 + l_692_);
                double _e1652 = l_mut_654_;
                double l_693_ = (_e1652 + l_644_);
                double _e1654 = l_mut_654_;
                double l_694_ = (l_693_ - _e1654);
                double l_695_ = (l_644_ - l_694_);
                uint _e1657 = l_mut_94_;
                bool l_696_ = (_e1657 < 3u);
                bool l_697_ = (l_695_ != 0.0L);
                if (l_696_) {
                    local_56 = l_697_;
                } else {
                    local_56 = false;
                }
                bool l_698_ = local_56;
                uint _e1666 = l_mut_94_;
                bool l_699_ = (_e1666 == 0u);
                if (l_698_) {
                    local_57 = l_699_;
                } else {
                    local_57 = false;
                }
                bool l_700_ = local_57;
                double _e1673 = l_mut_42_;
                double l_701_ = (l_700_ ? l_693_ : _e1673);
                l_mut_42_ = l_701_;
                uint _e1675 = l_mut_94_;
                bool l_702_ = (_e1675 == 1u);
                if (l_698_) {
                    local_58 = l_702_;
                } else {
                    local_58 = false;
                }
                bool l_703_ = local_58;
                double _e1682 = l_mut_651_;
                double l_704_ = (l_703_ ? l_693_ : _e1682);
                l_mut_651_ = l_704_;
                uint _e1684 = l_mut_94_;
                bool l_705_ = (_e1684 == 2u);
                if (l_698_) {
                    local_59 = l_705_;
                } else {
                    local_59 = false;
                }
                bool l_706_ = local_59;
                double _e1691 = l_mut_652_;
                double l_707_ = (l_706_ ? l_693_ : _e1691);
                l_mut_652_ = l_707_;
                double l_708_ = (l_698_ ? l_695_ : l_693_);
                double _e1694 = l_mut_654_;
                double l_709_ = (_e1694 + l_644_);
                double l_710_ = (l_696_ ? l_708_ : l_709_);
                l_mut_654_ = l_710_;
                uint l_711_ = uint(l_698_);
                uint _e1698 = l_mut_94_;
                l_mut_94_ = (_e1698 + l_711_);
                double _e1700 = l_mut_654_;
                double l_712_ = (_e1700 + l_641_);
                double _e1702 = l_mut_654_;
                double l_713_ = (l_712_ - _e1702);
                double l_714_ = (l_641_ - l_713_);
                uint _e1705 = l_mut_94_;
                bool l_715_ = (_e1705 < 3u);
                bool l_716_ = (l_714_ != 0.0L);
                if (l_715_) {
                    local_60 = l_716_;
                } else {
                    local_60 = false;
                }
                bool l_717_ = local_60;
                uint _e1714 = l_mut_94_;
                bool l_718_ = (_e1714 == 0u);
                if (l_717_) {
                    local_61 = l_718_;
                } else {
                    local_61 = false;
                }
                bool l_719_ = local_61;
                double _e1721 = l_mut_42_;
                double l_720_ = (l_719_ ? l_712_ : _e1721);
                l_mut_42_ = l_720_;
                uint _e1723 = l_mut_94_;
                bool l_721_ = (_e1723 == 1u);
                if (l_717_) {
                    local_62 = l_721_;
                } else {
                    local_62 = false;
                }
                bool l_722_ = local_62;
                double _e1730 = l_mut_651_;
                double l_723_ = (l_722_ ? l_712_ : _e1730);
                l_mut_651_ = l_723_;
                uint _e1732 = l_mut_94_;
                bool l_724_ = (_e1732 == 2u);
                if (l_717_) {
                    local_63 = l_724_;
                } else {
                    local_63 = false;
                }
                bool l_725_ = local_63;
                double _e1739 = l_mut_652_;
                double l_726_ = (l_725_ ? l_712_ : _e1739);
                l_mut_652_ = l_726_;
                double l_727_ = (l_717_ ? l_714_ : l_712_);
                double _e1742 = l_mut_654_;
                double l_728_ = (_e1742 + l_641_);
                double l_729_ = (l_715_ ? l_727_ : l_728_);
                l_mut_654_ = l_729_;
                uint l_730_ = uint(l_717_);
                uint _e1746 = l_mut_94_;
                l_mut_94_ = (_e1746 + l_730_);
                uint _e1748 = l_mut_94_;
                bool l_731_ = (_e1748 == 0u);
                double _e1751 = l_mut_42_;
                double _e1752 = l_mut_654_;
                double l_732_ = (l_731_ ? _e1752 : _e1751);
                l_mut_42_ = l_732_;
                uint _e1754 = l_mut_94_;
                bool l_733_ = (_e1754 == 1u);
                double _e1757 = l_mut_651_;
                double _e1758 = l_mut_654_;
                double l_734_ = (l_733_ ? _e1758 : _e1757);
                l_mut_651_ = l_734_;
                uint _e1760 = l_mut_94_;
                bool l_735_ = (_e1760 == 2u);
                double _e1763 = l_mut_652_;
                double _e1764 = l_mut_654_;
                double l_736_ = (l_735_ ? _e1764 : _e1763);
                l_mut_652_ = l_736_;
                uint _e1766 = l_mut_94_;
                bool l_737_ = (_e1766 == 3u);
                double _e1769 = l_mut_653_;
                double _e1770 = l_mut_654_;
                double l_738_ = (l_737_ ? _e1770 : _e1769);
                l_mut_653_ = l_738_;
                uint _e1773 = l_mut_533_;
                uint l_739_ = (4u * _e1773);
                uint l_740_ = (l_521_ + l_739_);
                uint l_3363_ = asuint(info.Load(8+0));
                uint l_3364_ = (l_3363_ * 1u);
                bool l_3365_ = (l_740_ < l_3364_);
                uint l_3366_ = (l_3364_ - 1u);
                uint l_3367_ = min(l_740_, l_3366_);
                double l_3368_ = buffer_2_global.Load<double>(l_3367_*8);
                double l_741_ = (l_3365_ ? l_3368_ : 0.0L);
                uint l_742_ = (l_740_ + 1u);
                uint l_3370_ = asuint(info.Load(8+0));
                uint l_3371_ = (l_3370_ * 1u);
                bool l_3372_ = (l_742_ < l_3371_);
                uint l_3373_ = (l_3371_ - 1u);
                uint l_3374_ = min(l_742_, l_3373_);
                double l_3375_ = buffer_2_global.Load<double>(l_3374_*8);
                double l_743_ = (l_3372_ ? l_3375_ : 0.0L);
                uint l_744_ = (l_740_ + 2u);
                uint l_3377_ = asuint(info.Load(8+0));
                uint l_3378_ = (l_3377_ * 1u);
                bool l_3379_ = (l_744_ < l_3378_);
                uint l_3380_ = (l_3378_ - 1u);
                uint l_3381_ = min(l_744_, l_3380_);
                double l_3382_ = buffer_2_global.Load<double>(l_3381_*8);
                double l_745_ = (l_3379_ ? l_3382_ : 0.0L);
                uint l_746_ = (l_740_ + 3u);
                uint l_3384_ = asuint(info.Load(8+0));
                uint l_3385_ = (l_3384_ * 1u);
                bool l_3386_ = (l_746_ < l_3385_);
                uint l_3387_ = (l_3385_ - 1u);
                uint l_3388_ = min(l_746_, l_3387_);
                double l_3389_ = buffer_2_global.Load<double>(l_3388_*8);
                double l_747_ = (l_3386_ ? l_3389_ : 0.0L);
                double _e1843 = l_mut_42_;
                a_748_[0] = _e1843;
                a_748_[1] = l_741_;
                double _e1846 = l_mut_651_;
                a_748_[2] = _e1846;
                a_748_[3] = l_743_;
                double _e1849 = l_mut_652_;
                a_748_[4] = _e1849;
                a_748_[5] = l_745_;
                double _e1852 = l_mut_653_;
                a_748_[6] = _e1852;
                a_748_[7] = l_747_;
                double l_749_ = a_748_[7];
                l_mut_654_ = l_749_;
                double l_750_ = a_748_[6];
                double _e1858 = l_mut_654_;
                double l_751_ = (l_750_ + _e1858);
                double l_752_ = (l_751_ - l_750_);
                double l_753_ = (l_751_ - l_752_);
                double l_754_ = (l_750_ - l_753_);
                double _e1863 = l_mut_654_;
                double l_755_ = (_e1863 - l_752_);
                double l_756_ = (l_754_ + l_755_);
                a_748_[7] = l_756_;
                l_mut_654_ = l_751_;
                double l_757_ = a_748_[5];
                double _e1869 = l_mut_654_;
                double l_758_ = (l_757_ + _e1869);
                double l_759_ = (l_758_ - l_757_);
                double l_760_ = (l_758_ - l_759_);
                double l_761_ = (l_757_ - l_760_);
                double _e1874 = l_mut_654_;
                double l_762_ = (_e1874 - l_759_);
                double l_763_ = (l_761_ + l_762_);
                a_748_[6] = l_763_;
                l_mut_654_ = l_758_;
                double l_764_ = a_748_[4];
                double _e1880 = l_mut_654_;
                double l_765_ = (l_764_ + _e1880);
                double l_766_ = (l_765_ - l_764_);
                double l_767_ = (l_765_ - l_766_);
                double l_768_ = (l_764_ - l_767_);
                double _e1885 = l_mut_654_;
                double l_769_ = (_e1885 - l_766_);
                double l_770_ = (l_768_ + l_769_);
                a_748_[5] = l_770_;
                l_mut_654_ = l_765_;
                double l_771_ = a_748_[3];
                double _e1891 = l_mut_654_;
                double l_772_ = (l_771_ + _e1891);
                double l_773_ = (l_772_ - l_771_);
                double l_774_ = (l_772_ - l_773_);
                double l_775_ = (l_771_ - l_774_);
                double _e1896 = l_mut_654_;
                double l_776_ = (_e1896 - l_773_);
                double l_777_ = (l_775_ + l_776_);
                a_748_[4] = l_777_;
                l_mut_654_ = l_772_;
                double l_778_ = a_748_[2];
                double _e1902 = l_mut_654_;
                double l_779_ = (l_778_ + _e1902);
                double l_780_ = (l_779_ - l_778_);
                double l_781_ = (l_779_ - l_780_);
                double l_782_ = (l_778_ - l_781_);
                double _e1907 = l_mut_654_;
                double l_783_ = (_e1907 - l_780_);
                double l_784_ = (l_782_ + l_783_);
                a_748_[3] = l_784_;
                l_mut_654_ = l_779_;
                double l_785_ = a_748_[1];
                double _e1913 = l_mut_654_;
                double l_786_ = (l_785_ + _e1913);
                double l_787_ = (l_786_ - l_785_);
                double l_788_ = (l_786_ - l_787_);
                double l_789_ = (l_785_ - l_788_);
                double _e1918 = l_mut_654_;
                double l_790_ = (_e1918 - l_787_);
                double l_791_ = (l_789_ + l_790_);
                a_748_[2] = l_791_;
                l_mut_654_ = l_786_;
                double l_792_ = a_748_[0];
                double _e1924 = l_mut_654_;
                double l_793_ = (l_792_ + _e1924);
                double l_794_ = (l_793_ - l_792_);
                double l_795_ = (l_793_ - l_794_);
                double l_796_ = (l_792_ - l_795_);
                double _e1929 = l_mut_654_;
                double l_797_ = (_e1929 - l_794_);
                double l_798_ = (l_796_ + l_797_);
                a_748_[1] = l_798_;
                l_mut_654_ = l_793_;
                double _e1934 = l_mut_654_;
                a_748_[0] = _e1934;
                double l_799_ = a_748_[7];
                l_mut_654_ = l_799_;
                double l_800_ = a_748_[6];
                double _e1939 = l_mut_654_;
                double l_801_ = (l_800_ + _e1939);
                double l_802_ = (l_801_ - l_800_);
                double l_803_ = (l_801_ - l_802_);
                double l_804_ = (l_800_ - l_803_);
                double _e1944 = l_mut_654_;
                double l_805_ = (_e1944 - l_802_);
                double l_806_ = (l_804_ + l_805_);
                a_748_[7] = l_806_;
                l_mut_654_ = l_801_;
                double l_807_ = a_748_[5];
                double _e1950 = l_mut_654_;
                double l_808_ = (l_807_ + _e1950);
                double l_809_ = (l_808_ - l_807_);
                double l_810_ = (l_808_ - l_809_);
                double l_811_ = (l_807_ - l_810_);
                double _e1955 = l_mut_654_;
                double l_812_ = (_e1955 - l_809_);
                double l_813_ = (l_811_ + l_812_);
                a_748_[6] = l_813_;
                l_mut_654_ = l_808_;
                double l_814_ = a_748_[4];
                double _e1961 = l_mut_654_;
                double l_815_ = (l_814_ + _e1961);
                double l_816_ = (l_815_ - l_814_);
                double l_817_ = (l_815_ - l_816_);
                double l_818_ = (l_814_ - l_817_);
                double _e1966 = l_mut_654_;
                double l_819_ = (_e1966 - l_816_);
                double l_820_ = (l_818_ + l_819_);
                a_748_[5] = l_820_;
                l_mut_654_ = l_815_;
                double l_821_ = a_748_[3];
                double _e1972 = l_mut_654_;
                double l_822_ = (l_821_ + _e1972);
                double l_823_ = (l_822_ - l_821_);
                double l_824_ = (l_822_ - l_823_);
                double l_825_ = (l_821_ - l_824_);
                double _e1977 = l_mut_654_;
                double l_826_ = (_e1977 - l_823_);
                double l_827_ = (l_825_ + l_826_);
                a_748_[4] = l_827_;
                l_mut_654_ = l_822_;
                double l_828_ = a_748_[2];
                double _e1983 = l_mut_654_;
                double l_829_ = (l_828_ + _e1983);
                double l_830_ = (l_829_ - l_828_);
                double l_831_ = (l_829_ - l_830_);
                double l_832_ = (l_828_ - l_831_);
                double _e1988 = l_mut_654_;
                double l_833_ = (_e1988 - l_830_);
                double l_834_ = (l_832_ + l_833_);
                a_748_[3] = l_834_;
                l_mut_654_ = l_829_;
                double l_835_ = a_748_[1];
                double _e1994 = l_mut_654_;
                double l_836_ = (l_835_ + _e1994);
                double l_837_ = (l_836_ - l_835_);
                double l_838_ = (l_836_ - l_837_);
                double l_839_ = (l_835_ - l_838_);
                double _e1999 = l_mut_654_;
                double l_840_ = (_e1999 - l_837_);
                double l_841_ = (l_839_ + l_840_);
                a_748_[2] = l_841_;
                l_mut_654_ = l_836_;
                double l_842_ = a_748_[0];
                double _e2005 = l_mut_654_;
                double l_843_ = (l_842_ + _e2005);
                double l_844_ = (l_843_ - l_842_);
                double l_845_ = (l_843_ - l_844_);
                double l_846_ = (l_842_ - l_845_);
                double _e2010 = l_mut_654_;
                double l_847_ = (_e2010 - l_844_);
                double l_848_ = (l_846_ + l_847_);
                a_748_[1] = l_848_;
                l_mut_654_ = l_843_;
                double _e2015 = l_mut_654_;
                a_748_[0] = _e2015;
                l_mut_654_ = 0.0L;
                l_mut_849_ = 0.0L;
                l_mut_850_ = 0.0L;
                l_mut_851_ = 0.0L;
                double l_852_ = a_748_[0];
                l_mut_853_ = l_852_;
                l_mut_94_ = 0u;
                double l_854_ = a_748_[1];
                double _e2025 = l_mut_853_;
                double l_855_ = (_e2025 + l_854_);
                double _e2027 = l_mut_853_;
                double l_856_ = (l_855_ - _e2027);
                double l_857_ = (l_855_ - l_856_);
                double _e2030 = l_mut_853_;
                double l_858_ = (_e2030 - l_857_);
                double l_859_ = (l_854_ - l_856_);
                double l_860_ = (l_858_ + l_859_);
                uint _e2034 = l_mut_94_;
                bool l_861_ = (_e2034 < 3u);
                bool l_862_ = (l_860_ != 0.0L);
                if (l_861_) {
                    local_64 = l_862_;
                } else {
                    local_64 = false;
                }
                bool l_863_ = local_64;
                uint _e2043 = l_mut_94_;
                bool l_864_ = (_e2043 == 0u);
                if (l_863_) {
                    local_65 = l_864_;
                } else {
                    local_65 = false;
                }
                bool l_865_ = local_65;
                double _e2050 = l_mut_654_;
                double l_866_ = (l_865_ ? l_855_ : _e2050);
                l_mut_654_ = l_866_;
                uint _e2052 = l_mut_94_;
                bool l_867_ = (_e2052 == 1u);
                if (l_863_) {
                    local_66 = l_867_;
                } else {
                    local_66 = false;
                }
                bool l_868_ = local_66;
                double _e2059 = l_mut_849_;
                double l_869_ = (l_868_ ? l_855_ : _e2059);
                l_mut_849_ = l_869_;
                uint _e2061 = l_mut_94_;
                bool l_870_ = (_e2061 == 2u);
                if (l_863_) {
                    local_67 = l_870_;
                } else {
                    local_67 = false;
                }
                bool l_871_ = local_67;
                double _e2068 = l_mut_850_;
                double l_872_ = (l_871_ ? l_855_ : _e2068);
                l_mut_850_ = l_872_;
                double l_873_ = (l_863_ ? l_860_ : l_855_);
                double _e2071 = l_mut_853_;
                double l_874_ = (_e2071 + l_854_);
                double l_875_ = (l_861_ ? l_873_ : l_874_);
                l_mut_853_ = l_875_;
                uint l_876_ = uint(l_863_);
                uint _e2075 = l_mut_94_;
                l_mut_94_ = (_e2075 + l_876_);
                double l_877_ = a_748_[2];
                double _e2079 = l_mut_853_;
                double l_878_ = (_e2079 + l_877_);
                double _e2081 = l_mut_853_;
                double l_879_ = (l_878_ - _e2081);
                double l_880_ = (l_878_ - l_879_);
                double _e2084 = l_mut_853_;
                double l_881_ = (_e2084 - l_880_);
                double l_882_ = (l_877_ - l_879_);
                double l_883_ = (l_881_ + l_882_);
                uint _e2088 = l_mut_94_;
                bool l_884_ = (_e2088 < 3u);
                bool l_885_ = (l_883_ != 0.0L);
                if (l_884_) {
                    local_68 = l_885_;
                } else {
                    local_68 = false;
                }
                bool l_886_ = local_68;
                uint _e2097 = l_mut_94_;
                bool l_887_ = (_e2097 == 0u);
                if (l_886_) {
                    local_69 = l_887_;
                } else {
                    local_69 = false;
                }
                bool l_888_ = local_69;
                double _e2104 = l_mut_654_;
                double l_889_ = (l_888_ ? l_878_ : _e2104);
                l_mut_654_ = l_889_;
                uint _e2106 = l_mut_94_;
                bool l_890_ = (_e2106 == 1u);
                if (l_886_) {
                    local_70 = l_890_;
                } else {
                    local_70 = false;
                }
                bool l_891_ = local_70;
                double _e2113 = l_mut_849_;
                double l_892_ = (l_891_ ? l_878_ : _e2113);
                l_mut_849_ = l_892_;
                uint _e2115 = l_mut_94_;
                bool l_893_ = (_e2115 == 2u);
                if (l_886_) {
                    local_71 = l_893_;
                } else {
                    local_71 = false;
                }
                bool l_894_ = local_71;
                double _e2122 = l_mut_850_;
                double l_895_ = (l_894_ ? l_878_ : _e2122);
                l_mut_850_ = l_895_;
                double l_896_ = (l_886_ ? l_883_ : l_878_);
                double _e2125 = l_mut_853_;
                double l_897_ = (_e2125 + l_877_);
                double l_898_ = (l_884_ ? l_896_ : l_897_);
                l_mut_853_ = l_898_;
                uint l_899_ = uint(l_886_);
                uint _e2129 = l_mut_94_;
                l_mut_94_ = (_e2129 + l_899_);
                double l_900_ = a_748_[3];
                double _e2133 = l_mut_853_;
                double l_901_ = (_e2133 + l_900_);
                double _e2135 = l_mut_853_;
                double l_902_ = (l_901_ - _e2135);
                double l_903_ = (l_901_ - l_902_);
                double _e2138 = l_mut_853_;
                double l_904_ = (_e2138 - l_903_);
                double l_905_ = (l_900_ - l_902_);
                double l_906_ = (l_904_ + l_905_);
                uint _e2142 = l_mut_94_;
                bool l_907_ = (_e2142 < 3u);
                bool l_908_ = (l_906_ != 0.0L);
                if (l_907_) {
                    local_72 = l_908_;
                } else {
                    local_72 = false;
                }
                bool l_909_ = local_72;
                uint _e2151 = l_mut_94_;
                bool l_910_ = (_e2151 == 0u);
                if (l_909_) {
                    local_73 = l_910_;
                } else {
                    local_73 = false;
                }
                bool l_911_ = local_73;
                double _e2158 = l_mut_654_;
                double l_912_ = (l_911_ ? l_901_ : _e2158);
                l_mut_654_ = l_912_;
                uint _e2160 = l_mut_94_;
                bool l_913_ = (_e2160 == 1u);
                if (l_909_) {
                    local_74 = l_913_;
                } else {
                    local_74 = false;
                }
                bool l_914_ = local_74;
                double _e2167 = l_mut_849_;
                double l_915_ = (l_914_ ? l_901_ : _e2167);
                l_mut_849_ = l_915_;
                uint _e2169 = l_mut_94_;
                bool l_916_ = (_e2169 == 2u);
                if (l_909_) {
                    local_75 = l_916_;
                } else {
                    local_75 = false;
                }
                bool l_917_ = local_75;
                double _e2176 = l_mut_850_;
                double l_918_ = (l_917_ ? l_901_ : _e2176);
                l_mut_850_ = l_918_;
                double l_919_ = (l_909_ ? l_906_ : l_901_);
                double _e2179 = l_mut_853_;
                double l_920_ = (_e2179 + l_900_);
                double l_921_ = (l_907_ ? l_919_ : l_920_);
                l_mut_853_ = l_921_;
                uint l_922_ = uint(l_909_);
                uint _e2183 = l_mut_94_;
                l_mut_94_ = (_e2183 + l_922_);
                double l_923_ = a_748_[4];
                double _e2187 = l_mut_853_;
                double l_924_ = (_e2187 + l_923_);
                double _e2189 = l_mut_853_;
                double l_925_ = (l_924_ - _e2189);
                double l_926_ = (l_924_ - l_925_);
                double _e2192 = l_mut_853_;
                double l_927_ = (_e2192 - l_926_);
                double l_928_ = (l_923_ - l_925_);
                double l_929_ = (l_927_ + l_928_);
                uint _e2196 = l_mut_94_;
                bool l_930_ = (_e2196 < 3u);
                bool l_931_ = (l_929_ != 0.0L);
                if (l_930_) {
                    local_76 = l_931_;
                } else {
                    local_76 = false;
                }
                bool l_932_ = local_76;
                uint _e2205 = l_mut_94_;
                bool l_933_ = (_e2205 == 0u);
                if (l_932_) {
                    local_77 = l_933_;
                } else {
                    local_77 = false;
                }
                bool l_934_ = local_77;
                double _e2212 = l_mut_654_;
                double l_935_ = (l_934_ ? l_924_ : _e2212);
                l_mut_654_ = l_935_;
                uint _e2214 = l_mut_94_;
                bool l_936_ = (_e2214 == 1u);
                if (l_932_) {
                    local_78 = l_936_;
                } else {
                    local_78 = false;
                }
                bool l_937_ = local_78;
                double _e2221 = l_mut_849_;
                double l_938_ = (l_937_ ? l_924_ : _e2221);
                l_mut_849_ = l_938_;
                uint _e2223 = l_mut_94_;
                bool l_939_ = (_e2223 == 2u);
                if (l_932_) {
                    local_79 = l_939_;
                } else {
                    local_79 = false;
                }
                bool l_940_ = local_79;
                double _e2230 = l_mut_850_;
                double l_941_ = (l_940_ ? l_924_ : _e2230);
                l_mut_850_ = l_941_;
                double l_942_ = (l_932_ ? l_929_ : l_924_);
                double _e2233 = l_mut_853_;
                double l_943_ = (_e2233 + l_923_);
                double l_944_ = (l_930_ ? l_942_ : l_943_);
                l_mut_853_ = l_944_;
                uint l_945_ = uint(l_932_);
                uint _e2237 = l_mut_94_;
                l_mut_94_ = (_e2237 + l_945_);
                double l_946_ = a_748_[5];
                double _e2241 = l_mut_853_;
                double l_947_ = (_e2241 + l_946_);
                double _e2243 = l_mut_853_;
                double l_948_ = (l_947_ - _e2243);
                double l_949_ = (l_947_ - l_948_);
                double _e2246 = l_mut_853_;
                double l_950_ = (_e2246 - l_949_);
                double l_951_ = (l_946_ - l_948_);
                double l_952_ = (l_950_ + l_951_);
                uint _e2250 = l_mut_94_;
                bool l_953_ = (_e2250 < 3u);
                bool l_954_ = (l_952_ != 0.0L);
                if (l_953_) {
                    local_80 = l_954_;
                } else {
                    local_80 = false;
                }
                bool l_955_ = local_80;
                uint _e2259 = l_mut_94_;
                bool l_956_ = (_e2259 == 0u);
                if (l_955_) {
                    local_81 = l_956_;
                } else {
                    local_81 = false;
                }
                bool l_957_ = local_81;
                double _e2266 = l_mut_654_;
                double l_958_ = (l_957_ ? l_947_ : _e2266);
                l_mut_654_ = l_958_;
                uint _e2268 = l_mut_94_;
                bool l_959_ = (_e2268 == 1u);
                if (l_955_) {
                    local_82 = l_959_;
                } else {
                    local_82 = false;
                }
                bool l_960_ = local_82;
                double _e2275 = l_mut_849_;
                double l_961_ = (l_960_ ? l_947_ : _e2275);
                l_mut_849_ = l_961_;
                uint _e2277 = l_mut_94_;
                bool l_962_ = (_e2277 == 2u);
                if (l_955_) {
                    local_83 = l_962_;
                } else {
                    local_83 = false;
                }
                bool l_963_ = local_83;
                double _e2284 = l_mut_850_;
                double l_964_ = (l_963_ ? l_947_ : _e2284);
                l_mut_850_ = l_964_;
                double l_965_ = (l_955_ ? l_952_ : l_947_);
                double _e2287 = l_mut_853_;
                double l_966_ = (_e2287 + l_946_);
                double l_967_ = (l_953_ ? l_965_ : l_966_);
                l_mut_853_ = l_967_;
                uint l_968_ = uint(l_955_);
                uint _e2291 = l_mut_94_;
                l_mut_94_ = (_e2291 + l_968_);
                double l_969_ = a_748_[6];
                double _e2295 = l_mut_853_;
                double l_970_ = (_e2295 + l_969_);
                double _e2297 = l_mut_853_;
                double l_971_ = (l_970_ - _e2297);
                double l_972_ = (l_970_ - l_971_);
                double _e2300 = l_mut_853_;
                double l_973_ = (_e2300 - l_972_);
                double l_974_ = (l_969_ - l_971_);
                double l_975_ = (l_973_ + l_974_);
                uint _e2304 = l_mut_94_;
                bool l_976_ = (_e2304 < 3u);
                bool l_977_ = (l_975_ != 0.0L);
                if (l_976_) {
                    local_84 = l_977_;
                } else {
                    local_84 = false;
                }
                bool l_978_ = local_84;
                uint _e2313 = l_mut_94_;
                bool l_979_ = (_e2313 == 0u);
                if (l_978_) {
                    local_85 = l_979_;
                } else {
                    local_85 = false;
                }
                bool l_980_ = local_85;
                double _e2320 = l_mut_654_;
                double l_981_ = (l_980_ ? l_970_ : _e2320);
                l_mut_654_ = l_981_;
                uint _e2322 = l_mut_94_;
                bool l_982_ = (_e2322 == 1u);
                if (l_978_) {
                    local_86 = l_982_;
                } else {
                    local_86 = false;
                }
                bool l_983_ = local_86;
                double _e2329 = l_mut_849_;
                double l_984_ = (l_983_ ? l_970_ : _e2329);
                l_mut_849_ = l_984_;
                uint _e2331 = l_mut_94_;
                bool l_985_ = (_e2331 == 2u);
                if (l_978_) {
                    local_87 = l_985_;
                } else {
                    local_87 = false;
                }
                bool l_986_ = local_87;
                double _e2338 = l_mut_850_;
                double l_987_ = (l_986_ ? l_970_ : _e2338);
                l_mut_850_ = l_987_;
                double l_988_ = (l_978_ ? l_975_ : l_970_);
                double _e2341 = l_mut_853_;
                double l_989_ = (_e2341 + l_969_);
                double l_990_ = (l_976_ ? l_988_ : l_989_);
                l_mut_853_ = l_990_;
                uint l_991_ = uint(l_978_);
                uint _e2345 = l_mut_94_;
                l_mut_94_ = (_e2345 + l_991_);
                double l_992_ = a_748_[7];
                double _e2349 = l_mut_853_;
                double l_993_ = (_e2349 + l_992_);
                double _e2351 = l_mut_853_;
                double l_994_ = (l_993_ - _e2351);
                double l_995_ = (l_993_ - l_994_);
                double _e2354 = l_mut_853_;
                double l_996_ = (_e2354 - l_995_);
                double l_997_ = (l_992_ - l_994_);
                double l_998_ = (l_996_ + l_997_);
                uint _e2358 = l_mut_94_;
                bool l_999_ = (_e2358 < 3u);
                bool l_1000_ = (l_998_ != 0.0L);
                if (l_999_) {
                    local_88 = l_1000_;
                } else {
                    local_88 = false;
                }
                bool l_1001_ = local_88;
                uint _e2367 = l_mut_94_;
                bool l_1002_ = (_e2367 == 0u);
                if (l_1001_) {
                    local_89 = l_1002_;
                } else {
                    local_89 = false;
                }
                bool l_1003_ = local_89;
                double _e2374 = l_mut_654_;
                double l_1004_ = (l_1003_ ? l_993_ : _e2374);
                l_mut_654_ = l_1004_;
                uint _e2376 = l_mut_94_;
                bool l_1005_ = (_e2376 == 1u);
                if (l_1001_) {
                    local_90 = l_1005_;
                } else {
                    local_90 = false;
                }
                bool l_1006_ = local_90;
                double _e2383 = l_mut_849_;
                double l_1007_ = (l_1006_ ? l_993_ : _e2383);
                l_mut_849_ = l_1007_;
                uint _e2385 = l_mut_94_;
                bool l_1008_ = (_e2385 == 2u);
                if (l_1001_) {
                    local_91 = l_1008_;
                } else {
                    local_91 = false;
                }
                bool l_1009_ = local_91;
                double _e2392 = l_mut_850_;
                double l_1010_ = (l_1009_ ? l_993_ : _e2392);
                l_mut_850_ = l_1010_;
                double l_1011_ = (l_1001_ ? l_998_ : l_993_);
                double _e2395 = l_mut_853_;
                double l_1012_ = (_e2395 + l_992_);
                double l_1013_ = (l_999_ ? l_1011_ : l_1012_);
                l_mut_853_ = l_1013_;
                uint l_1014_ = uint(l_1001_);
                uint _e2399 = l_mut_94_;
                l_mut_94_ = (_e2399 + l_1014_);
                uint _e2401 = l_mut_94_;
                bool l_1015_ = (_e2401 == 0u);
                double _e2404 = l_mut_654_;
                double _e2405 = l_mut_853_;
                double l_1016_ = (l_1015_ ? _e2405 : _e2404);
                l_mut_654_ = l_1016_;
                uint _e2407 = l_mut_94_;
                bool l_1017_ = (_e2407 == 1u);
                double _e2410 = l_mut_849_;
                double _e2411 = l_mut_853_;
                double l_1018_ = (l_1017_ ? _e2411 : _e2410);
                l_mut_849_ = l_1018_;
                uint _e2413 = l_mut_94_;
                bool l_1019_ = (_e2413 == 2u);
                double _e2416 = l_mut_850_;
                double _e2417 = l_mut_853_;
                double l_1020_ = (l_1019_ ? _e2417 : _e2416);
                l_mut_850_ = l_1020_;
                uint _e2419 = l_mut_94_;
                bool l_1021_ = (_e2419 == 3u);
                double _e2422 = l_mut_851_;
                double _e2423 = l_mut_853_;
                double l_1022_ = (l_1021_ ? _e2423 : _e2422);
                l_mut_851_ = l_1022_;
                double _e2425 = l_mut_654_;
                l_mut_89_ = _e2425;
                double _e2426 = l_mut_849_;
                l_mut_45_ = _e2426;
                double _e2427 = l_mut_850_;
                l_mut_44_ = _e2427;
                double _e2428 = l_mut_851_;
                l_mut_43_ = _e2428;
            }
        }
        double _e2432 = l_mut_89_;
        double _e2433 = l_mut_93_;
        double l_1023_ = (_e2432 * _e2433);
        double l_1024_ = -(l_1023_);
        double _e2436 = l_mut_89_;
        double _e2437 = l_mut_93_;
        double l_1025_ = mad(_e2436, _e2437, l_1024_);
        double _e2439 = l_mut_89_;
        double _e2440 = l_mut_92_;
        double l_1026_ = (_e2439 * _e2440);
        double l_1027_ = -(l_1026_);
        double _e2443 = l_mut_89_;
        double _e2444 = l_mut_92_;
        double l_1028_ = mad(_e2443, _e2444, l_1027_);
        double _e2446 = l_mut_45_;
        double _e2447 = l_mut_93_;
        double l_1029_ = (_e2446 * _e2447);
        double l_1030_ = -(l_1029_);
        double _e2450 = l_mut_45_;
        double _e2451 = l_mut_93_;
        double l_1031_ = mad(_e2450, _e2451, l_1030_);
        double _e2453 = l_mut_89_;
        double _e2454 = l_mut_91_;
        double l_1032_ = (_e2453 * _e2454);
        double l_1033_ = -(l_1032_);
        double _e2457 = l_mut_89_;
        double _e2458 = l_mut_91_;
        double l_1034_ = mad(_e2457, _e2458, l_1033_);
        double _e2460 = l_mut_45_;
        double _e2461 = l_mut_92_;
        double l_1035_ = (_e2460 * _e2461);
        double l_1036_ = -(l_1035_);
        double _e2464 = l_mut_45_;
        double _e2465 = l_mut_92_;
        double l_1037_ = mad(_e2464, _e2465, l_1036_);
        double _e2467 = l_mut_44_;
        double _e2468 = l_mut_93_;
        double l_1038_ = (_e2467 * _e2468);
        double l_1039_ = -(l_1038_);
        double _e2471 = l_mut_44_;
        double _e2472 = l_mut_93_;
        double l_1040_ = mad(_e2471, _e2472, l_1039_);
        double l_1041_ = (l_1026_ + l_1029_);
        double l_1042_ = (l_1041_ - l_1026_);
        double l_1043_ = (l_1041_ - l_1042_);
        double l_1044_ = (l_1026_ - l_1043_);
        double l_1045_ = (l_1029_ - l_1042_);
        double l_1046_ = (l_1044_ + l_1045_);
        double l_1047_ = (l_1025_ + l_1041_);
        double l_1048_ = (l_1047_ - l_1025_);
        double l_1049_ = (l_1047_ - l_1048_);
        double l_1050_ = (l_1025_ - l_1049_);
        double l_1051_ = (l_1041_ - l_1048_);
        double l_1052_ = (l_1050_ + l_1051_);
        double l_1053_ = (l_1046_ + l_1052_);
        double l_1054_ = (l_1053_ - l_1046_);
        double l_1055_ = (l_1053_ - l_1054_);
        double l_1056_ = (l_1046_ - l_1055_);
        double l_1057_ = (l_1052_ - l_1054_);
        double l_1058_ = (l_1056_ + l_1057_);
        double l_1059_ = (l_1053_ + l_1028_);
        double l_1060_ = (l_1059_ - l_1053_);
        double l_1061_ = (l_1059_ - l_1060_);
        double l_1062_ = (l_1053_ - l_1061_);
        double l_1063_ = (l_1028_ - l_1060_);
        double l_1064_ = (l_1062_ + l_1063_);
        double l_1065_ = (l_1031_ + l_1059_);
        double l_1066_ = (l_1065_ - l_1031_);
        double l_1067_ = (l_1065_ - l_1066_);
        double l_1068_ = (l_1031_ - l_1067_);
        double l_1069_ = (l_1059_ - l_1066_);
        double l_1070_ = (l_1068_ + l_1069_);
        double l_1071_ = (l_1064_ + l_1070_);
        double l_1072_ = (l_1071_ - l_1064_);
        double l_1073_ = (l_1071_ - l_1072_);
        double l_1074_ = (l_1064_ - l_1073_);
        double l_1075_ = (l_1070_ - l_1072_);
        double l_1076_ = (l_1074_ + l_1075_);
        double l_1077_ = (l_1032_ + l_1035_);
        double l_1078_ = (l_1077_ - l_1032_);
        double l_1079_ = (l_1077_ - l_1078_);
        double l_1080_ = (l_1032_ - l_1079_);
        double l_1081_ = (l_1035_ - l_1078_);
        double l_1082_ = (l_1080_ + l_1081_);
        double l_1083_ = (l_1038_ + l_1077_);
        double l_1084_ = (l_1083_ - l_1038_);
        double l_1085_ = (l_1083_ - l_1084_);
        double l_1086_ = (l_1038_ - l_1085_);
        double l_1087_ = (l_1077_ - l_1084_);
        double l_1088_ = (l_1086_ + l_1087_);
        double l_1089_ = (l_1082_ + l_1088_);
        double l_1090_ = (l_1089_ - l_1082_);
        double l_1091_ = (l_1089_ - l_1090_);
        double l_1092_ = (l_1082_ - l_1091_);
        double l_1093_ = (l_1088_ - l_1090_);
        double l_1094_ = (l_1092_ + l_1093_);
        double l_1095_ = (l_1065_ + l_1083_);
        double l_1096_ = (l_1095_ - l_1065_);
        double l_1097_ = (l_1095_ - l_1096_);
        double l_1098_ = (l_1065_ - l_1097_);
        double l_1099_ = (l_1083_ - l_1096_);
        double l_1100_ = (l_1098_ + l_1099_);
        double l_1101_ = (l_1071_ + l_1089_);
        double l_1102_ = (l_1101_ - l_1071_);
        double l_1103_ = (l_1101_ - l_1102_);
        double l_1104_ = (l_1071_ - l_1103_);
        double l_1105_ = (l_1089_ - l_1102_);
        double l_1106_ = (l_1104_ + l_1105_);
        double l_1107_ = (l_1101_ + l_1100_);
        double l_1108_ = (l_1107_ - l_1101_);
        double l_1109_ = (l_1107_ - l_1108_);
        double l_1110_ = (l_1101_ - l_1109_);
        double l_1111_ = (l_1100_ - l_1108_);
        double l_1112_ = (l_1110_ + l_1111_);
        double l_1113_ = (l_1076_ + l_1094_);
        double l_1114_ = (l_1112_ + l_1106_);
        double l_1115_ = (l_1113_ + l_1114_);
        double _e2549 = l_mut_89_;
        double _e2550 = l_mut_90_;
        double l_1116_ = (_e2549 * _e2550);
        double _e2552 = l_mut_45_;
        double _e2553 = l_mut_91_;
        double l_1117_ = (_e2552 * _e2553);
        double l_1118_ = (l_1116_ + l_1117_);
        double _e2556 = l_mut_44_;
        double _e2557 = l_mut_92_;
        double l_1119_ = (_e2556 * _e2557);
        double _e2559 = l_mut_43_;
        double _e2560 = l_mut_93_;
        double l_1120_ = (_e2559 * _e2560);
        double l_1121_ = (l_1119_ + l_1120_);
        double l_1122_ = (l_1118_ + l_1121_);
        double l_1123_ = (l_1058_ + l_1034_);
        double l_1124_ = (l_1037_ + l_1040_);
        double l_1125_ = (l_1123_ + l_1124_);
        double l_1126_ = (l_1122_ + l_1125_);
        double l_1127_ = (l_1107_ + l_1126_);
        double l_1128_ = (l_1127_ + l_1115_);
        double l_1129_ = (l_1128_ - l_1127_);
        double l_1130_ = (l_1115_ - l_1129_);
        double l_1131_ = (l_1095_ + l_1128_);
        double l_1132_ = (l_1131_ - l_1095_);
        double l_1133_ = (l_1128_ - l_1132_);
        double l_1134_ = (l_1047_ + l_1131_);
        double l_1135_ = (l_1134_ - l_1047_);
        double l_1136_ = (l_1131_ - l_1135_);
        double l_1137_ = (l_1023_ + l_1134_);
        double l_1138_ = (l_1137_ - l_1023_);
        double l_1139_ = (l_1134_ - l_1138_);
        l_mut_853_ = 0.0L;
        l_mut_851_ = 0.0L;
        l_mut_850_ = 0.0L;
        l_mut_849_ = 0.0L;
        l_mut_654_ = l_1137_;
        l_mut_94_ = 0u;
        double _e2586 = l_mut_654_;
        double l_1140_ = (_e2586 + l_1139_);
        double _e2588 = l_mut_654_;
        double l_1141_ = (l_1140_ - _e2588);
        double l_1142_ = (l_1139_ - l_1141_);
        uint _e2591 = l_mut_94_;
        bool l_1143_ = (_e2591 < 3u);
        bool l_1144_ = (l_1142_ != 0.0L);
        if (l_1143_) {
            local_92 = l_1144_;
        } else {
            local_92 = false;
        }
        bool l_1145_ = local_92;
        uint _e2600 = l_mut_94_;
        bool l_1146_ = (_e2600 == 0u);
        if (l_1145_) {
            local_93 = l_1146_;
        } else {
            local_93 = false;
        }
        bool l_1147_ = local_93;
        double _e2607 = l_mut_853_;
        double l_1148_ = (l_1147_ ? l_1140_ : _e2607);
        l_mut_853_ = l_1148_;
        uint _e2609 = l_mut_94_;
        bool l_1149_ = (_e2609 == 1u);
        if (l_1145_) {
            local_94 = l_1149_;
        } else {
            local_94 = false;
        }
        bool l_1150_ = local_94;
        double _e2616 = l_mut_851_;
        double l_1151_ = (l_1150_ ? l_1140_ : _e2616);
        l_mut_851_ = l_1151_;
        uint _e2618 = l_mut_94_;
        bool l_1152_ = (_e2618 == 2u);
        if (l_1145_) {
            local_95 = l_1152_;
        } else {
            local_95 = false;
        }
        bool l_1153_ = local_95;
        double _e2625 = l_mut_850_;
        double l_1154_ = (l_1153_ ? l_1140_ : _e2625);
        l_mut_850_ = l_1154_;
        double l_1155_ = (l_1145_ ? l_1142_ : l_1140_);
        double _e2628 = l_mut_654_;
        double l_1156_ = (_e2628 + l_1139_);
        double l_1157_ = (l_1143_ ? l_1155_ : l_1156_);
        l_mut_654_ = l_1157_;
        uint l_1158_ = uint(l_1145_);
        uint _e2632 = l_mut_94_;
        l_mut_94_ = (_e2632 + l_1158_);
        double _e2634 = l_mut_654_;
        double l_1159_ = (_e2634 + l_1136_);
        double _e2636 = l_mut_654_;
        double l_1160_ = (l_1159_ - _e2636);
        double l_1161_ = (l_1136_ - l_1160_);
        uint _e2639 = l_mut_94_;
        bool l_1162_ = (_e2639 < 3u);
        bool l_1163_ = (l_1161_ != 0.0L);
        if (l_1162_) {
            local_96 = l_1163_;
        } else {
            local_96 = false;
        }
        bool l_1164_ = local_96;
        uint _e2648 = l_mut_94_;
        bool l_1165_ = (_e2648 == 0u);
        if (l_1164_) {
            local_97 = l_1165_;
        } else {
            local_97 = false;
        }
        bool l_1166_ = local_97;
        double _e2655 = l_mut_853_;
        double l_1167_ = (l_1166_ ? l_1159_ : _e2655);
        l_mut_853_ = l_1167_;
        uint _e2657 = l_mut_94_;
        bool l_1168_ = (_e2657 == 1u);
        if (l_1164_) {
            local_98 = l_1168_;
        } else {
            local_98 = false;
        }
        bool l_1169_ = local_98;
        double _e2664 = l_mut_851_;
        double l_1170_ = (l_1169_ ? l_1159_ : _e2664);
        l_mut_851_ = l_1170_;
        uint _e2666 = l_mut_94_;
        bool l_1171_ = (_e2666 == 2u);
        if (l_1164_) {
            local_99 = l_1171_;
        } else {
            local_99 = false;
        }
        bool l_1172_ = local_99;
        double _e2673 = l_mut_850_;
        double l_1173_ = (l_1172_ ? l_1159_ : _e2673);
        l_mut_850_ = l_1173_;
        double l_1174_ = (l_1164_ ? l_1161_ : l_1159_);
        double _e2676 = l_mut_654_;
        double l_1175_ = (_e2676 + l_1136_);
        double l_1176_ = (l_1162_ ? l_1174_ : l_1175_);
        l_mut_654_ = l_1176_;
        uint l_1177_ = uint(l_1164_);
        uint _e2680 = l_mut_94_;
        l_mut_94_ = (_e2680 + l_1177_);
        double _e2682 = l_mut_654_;
        double l_1178_ = (_e2682 + l_1133_);
        double _e2684 = l_mut_654_;
        double l_1179_ = (l_1178_ - _e2684);
        double l_1180_ = (l_1133_ - l_1179_);
        uint _e2687 = l_mut_94_;
        bool l_1181_ = (_e2687 < 3u);
        bool l_1182_ = (l_1180_ != 0.0L);
        if (l_1181_) {
            local_100 = l_1182_;
        } else {
            local_100 = false;
        }
        bool l_1183_ = local_100;
        uint _e2696 = l_mut_94_;
        bool l_1184_ = (_e2696 == 0u);
        if (l_1183_) {
            local_101 = l_1184_;
        } else {
            local_101 = false;
        }
        bool l_1185_ = local_101;
        double _e2703 = l_mut_853_;
        double l_1186_ = (l_1185_ ? l_1178_ : _e2703);
        l_mut_853_ = l_1186_;
        uint _e2705 = l_mut_94_;
        bool l_1187_ = (_e2705 == 1u);
        if (l_1183_) {
            local_102 = l_1187_;
        } else {
            local_102 = false;
        }
        bool l_1188_ = local_102;
        double _e2712 = l_mut_851_;
        double l_1189_ = (l_1188_ ? l_1178_ : _e2712);
        l_mut_851_ = l_1189_;
        uint _e2714 = l_mut_94_;
        bool l_1190_ = (_e2714 == 2u);
        if (l_1183_) {
            local_103 = l_1190_;
        } else {
            local_103 = false;
        }
        bool l_1191_ = local_103;
        double _e2721 = l_mut_850_;
        double l_1192_ = (l_1191_ ? l_1178_ : _e2721);
        l_mut_850_ = l_1192_;
        double l_1193_ = (l_1183_ ? l_1180_ : l_1178_);
        double _e2724 = l_mut_654_;
        double l_1194_ = (_e2724 + l_1133_);
        double l_1195_ = (l_1181_ ? l_1193_ : l_1194_);
        l_mut_654_ = l_1195_;
        uint l_1196_ = uint(l_1183_);
        uint _e2728 = l_mut_94_;
        l_mut_94_ = (_e2728 + l_1196_);
        double _e2730 = l_mut_654_;
        double l_1197_ = (_e2730 + l_1130_);
        double _e2732 = l_mut_654_;
        double l_1198_ = (l_1197_ - _e2732);
        double l_1199_ = (l_1130_ - l_1198_);
        uint _e2735 = l_mut_94_;
        bool l_1200_ = (_e2735 < 3u);
        bool l_1201_ = (l_1199_ != 0.0L);
        if (l_1200_) {
            local_104 = l_1201_;
        } else {
            local_104 = false;
        }
        bool l_1202_ = local_104;
        uint _e2744 = l_mut_94_;
        bool l_1203_ = (_e2744 == 0u);
        if (l_1202_) {
            local_105 = l_1203_;
        } else {
            local_105 = false;
        }
        bool l_1204_ = local_105;
        double _e2751 = l_mut_853_;
        double l_1205_ = (l_1204_ ? l_1197_ : _e2751);
        l_mut_853_ = l_1205_;
        uint _e2753 = l_mut_94_;
        bool l_1206_ = (_e2753 == 1u);
        if (l_1202_) {
            local_106 = l_1206_;
        } else {
            local_106 = false;
        }
        bool l_1207_ = local_106;
        double _e2760 = l_mut_851_;
        double l_1208_ = (l_1207_ ? l_1197_ : _e2760);
        l_mut_851_ = l_1208_;
        uint _e2762 = l_mut_94_;
        bool l_1209_ = (_e2762 == 2u);
        if (l_1202_) {
            local_107 = l_1209_;
        } else {
            local_107 = false;
        }
        bool l_1210_ = local_107;
        double _e2769 = l_mut_850_;
        double l_1211_ = (l_1210_ ? l_1197_ : _e2769);
        l_mut_850_ = l_1211_;
        double l_1212_ = (l_1202_ ? l_1199_ : l_1197_);
        double _e2772 = l_mut_654_;
        double l_1213_ = (_e2772 + l_1130_);
        double l_1214_ = (l_1200_ ? l_1212_ : l_1213_);
        l_mut_654_ = l_1214_;
        uint l_1215_ = uint(l_1202_);
        uint _e2776 = l_mut_94_;
        l_mut_94_ = (_e2776 + l_1215_);
        uint _e2778 = l_mut_94_;
        bool l_1216_ = (_e2778 == 0u);
        double _e2781 = l_mut_853_;
        double _e2782 = l_mut_654_;
        double l_1217_ = (l_1216_ ? _e2782 : _e2781);
        l_mut_853_ = l_1217_;
        uint _e2784 = l_mut_94_;
        bool l_1218_ = (_e2784 == 1u);
        double _e2787 = l_mut_851_;
        double _e2788 = l_mut_654_;
        double l_1219_ = (l_1218_ ? _e2788 : _e2787);
        l_mut_851_ = l_1219_;
        uint _e2790 = l_mut_94_;
        bool l_1220_ = (_e2790 == 2u);
        double _e2793 = l_mut_850_;
        double _e2794 = l_mut_654_;
        double l_1221_ = (l_1220_ ? _e2794 : _e2793);
        l_mut_850_ = l_1221_;
        uint _e2796 = l_mut_94_;
        bool l_1222_ = (_e2796 == 3u);
        double _e2799 = l_mut_849_;
        double _e2800 = l_mut_654_;
        double l_1223_ = (l_1222_ ? _e2800 : _e2799);
        l_mut_849_ = l_1223_;
        uint l_3253_ = asuint(info.Load(8+0));
        uint l_3254_ = (l_3253_ * 1u);
        bool l_3255_ = (l_523_ < l_3254_);
        uint l_3256_ = (l_3254_ - 1u);
        uint l_3257_ = min(l_523_, l_3256_);
        double l_3258_ = buffer_2_global.Load<double>(l_3257_*8);
        double l_1224_ = (l_3255_ ? l_3258_ : 0.0L);
        uint l_1225_ = (l_523_ + 1u);
        uint l_3260_ = asuint(info.Load(8+0));
        uint l_3261_ = (l_3260_ * 1u);
        bool l_3262_ = (l_1225_ < l_3261_);
        uint l_3263_ = (l_3261_ - 1u);
        uint l_3264_ = min(l_1225_, l_3263_);
        double l_3265_ = buffer_2_global.Load<double>(l_3264_*8);
        double l_1226_ = (l_3262_ ? l_3265_ : 0.0L);
        uint l_1227_ = (l_523_ + 2u);
        uint l_3267_ = asuint(info.Load(8+0));
        uint l_3268_ = (l_3267_ * 1u);
        bool l_3269_ = (l_1227_ < l_3268_);
        uint l_3270_ = (l_3268_ - 1u);
        uint l_3271_ = min(l_1227_, l_3270_);
        double l_3272_ = buffer_2_global.Load<double>(l_3271_*8);
        double l_1228_ = (l_3269_ ? l_3272_ : 0.0L);
        uint l_1229_ = (l_523_ + 3u);
        uint l_3274_ = asuint(info.Load(8+0));
        uint l_3275_ = (l_3274_ * 1u);
        bool l_3276_ = (l_1229_ < l_3275_);
        uint l_3277_ = (l_3275_ - 1u);
        uint l_3278_ = min(l_1229_, l_3277_);
        double l_3279_ = buffer_2_global.Load<double>(l_3278_*8);
        double l_1230_ = (l_3276_ ? l_3279_ : 0.0L);
        l_mut_654_ = l_1224_;
        l_mut_653_ = l_1226_;
        l_mut_652_ = l_1228_;
        l_mut_651_ = l_1230_;
        uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
        bool loop_init_3 = true;
        while(true) {
            if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
            loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
            if (!loop_init_3) {
                uint _e3900 = l_mut_1231_;
                l_mut_1231_ = (_e3900 + 1u);
            }
            loop_init_3 = false;
            uint _e2870 = l_mut_1231_;
            if ((_e2870 < l_26_)) {
            } else {
                break;
            }
            {
                double _e2872 = l_mut_654_;
                double _e2873 = l_mut_234_;
                double l_1232_ = (_e2872 * _e2873);
                double l_1233_ = -(l_1232_);
                double _e2876 = l_mut_654_;
                double _e2877 = l_mut_234_;
                double l_1234_ = mad(_e2876, _e2877, l_1233_);
                double _e2879 = l_mut_654_;
                double _e2880 = l_mut_233_;
                double l_1235_ = (_e2879 * _e2880);
                double l_1236_ = -(l_1235_);
                double _e2883 = l_mut_654_;
                double _e2884 = l_mut_233_;
                double l_1237_ = mad(_e2883, _e2884, l_1236_);
                double _e2886 = l_mut_653_;
                double _e2887 = l_mut_234_;
                double l_1238_ = (_e2886 * _e2887);
                double l_1239_ = -(l_1238_);
                double _e2890 = l_mut_653_;
                double _e2891 = l_mut_234_;
                double l_1240_ = mad(_e2890, _e2891, l_1239_);
                double _e2893 = l_mut_654_;
                double _e2894 = l_mut_232_;
                double l_1241_ = (_e2893 * _e2894);
                double l_1242_ = -(l_1241_);
                double _e2897 = l_mut_654_;
                double _e2898 = l_mut_232_;
                double l_1243_ = mad(_e2897, _e2898, l_1242_);
                double _e2900 = l_mut_653_;
                double _e2901 = l_mut_233_;
                double l_1244_ = (_e2900 * _e2901);
                double l_1245_ = -(l_1244_);
                double _e2904 = l_mut_653_;
                double _e2905 = l_mut_233_;
                double l_1246_ = mad(_e2904, _e2905, l_1245_);
                double _e2907 = l_mut_652_;
                double _e2908 = l_mut_234_;
                double l_1247_ = (_e2907 * _e2908);
                double l_1248_ = -(l_1247_);
                double _e2911 = l_mut_652_;
                double _e2912 = l_mut_234_;
                double l_1249_ = mad(_e2911, _e2912, l_1248_);
                double l_1250_ = (l_1235_ + l_1238_);
                double l_1251_ = (l_1250_ - l_1235_);
                double l_1252_ = (l_1250_ - l_1251_);
                double l_1253_ = (l_1235_ - l_1252_);
                double l_1254_ = (l_1238_ - l_1251_);
                double l_1255_ = (l_1253_ + l_1254_);
                double l_1256_ = (l_1234_ + l_1250_);
                double l_1257_ = (l_1256_ - l_1234_);
                double l_1258_ = (l_1256_ - l_1257_);
                double l_1259_ = (l_1234_ - l_1258_);
                double l_1260_ = (l_1250_ - l_1257_);
                double l_1261_ = (l_1259_ + l_1260_);
                double l_1262_ = (l_1255_ + l_1261_);
                double l_1263_ = (l_1262_ - l_1255_);
                double l_1264_ = (l_1262_ - l_1263_);
                double l_1265_ = (l_1255_ - l_1264_);
                double l_1266_ = (l_1261_ - l_1263_);
                double l_1267_ = (l_1265_ + l_1266_);
                double l_1268_ = (l_1262_ + l_1237_);
                double l_1269_ = (l_1268_ - l_1262_);
                double l_1270_ = (l_1268_ - l_1269_);
                double l_1271_ = (l_1262_ - l_1270_);
                double l_1272_ = (l_1237_ - l_1269_);
                double l_1273_ = (l_1271_ + l_1272_);
                double l_1274_ = (l_1240_ + l_1268_);
                double l_1275_ = (l_1274_ - l_1240_);
                double l_1276_ = (l_1274_ - l_1275_);
                double l_1277_ = (l_1240_ - l_1276_);
                double l_1278_ = (l_1268_ - l_1275_);
                double l_1279_ = (l_1277_ + l_1278_);
                double l_1280_ = (l_1273_ + l_1279_);
                double l_1281_ = (l_1280_ - l_1273_);
                double l_1282_ = (l_1280_ - l_1281_);
                double l_1283_ = (l_1273_ - l_1282_);
                double l_1284_ = (l_1279_ - l_1281_);
                double l_1285_ = (l_1283_ + l_1284_);
                double l_1286_ = (l_1241_ + l_1244_);
                double l_1287_ = (l_1286_ - l_1241_);
                double l_1288_ = (l_1286_ - l_1287_);
                double l_1289_ = (l_1241_ - l_1288_);
                double l_1290_ = (l_1244_ - l_1287_);
                double l_1291_ = (l_1289_ + l_1290_);
                double l_1292_ = (l_1247_ + l_1286_);
                double l_1293_ = (l_1292_ - l_1247_);
                double l_1294_ = (l_1292_ - l_1293_);
                double l_1295_ = (l_1247_ - l_1294_);
                double l_1296_ = (l_1286_ - l_1293_);
                double l_1297_ = (l_1295_ + l_1296_);
                double l_1298_ = (l_1291_ + l_1297_);
                double l_1299_ = (l_1298_ - l_1291_);
                double l_1300_ = (l_1298_ - l_1299_);
                double l_1301_ = (l_1291_ - l_1300_);
                double l_1302_ = (l_1297_ - l_1299_);
                double l_1303_ = (l_1301_ + l_1302_);
                double l_1304_ = (l_1274_ + l_1292_);
                double l_1305_ = (l_1304_ - l_1274_);
                double l_1306_ = (l_1304_ - l_1305_);
                double l_1307_ = (l_1274_ - l_1306_);
                double l_1308_ = (l_1292_ - l_1305_);
                double l_1309_ = (l_1307_ + l_1308_);
                double l_1310_ = (l_1280_ + l_1298_);
                double l_1311_ = (l_1310_ - l_1280_);
                double l_1312_ = (l_1310_ - l_1311_);
                double l_1313_ = (l_1280_ - l_1312_);
                double l_1314_ = (l_1298_ - l_1311_);
                double l_1315_ = (l_1313_ + l_1314_);
                double l_1316_ = (l_1310_ + l_1309_);
                double l_1317_ = (l_1316_ - l_1310_);
                double l_1318_ = (l_1316_ - l_1317_);
                double l_1319_ = (l_1310_ - l_1318_);
                double l_1320_ = (l_1309_ - l_1317_);
                double l_1321_ = (l_1319_ + l_1320_);
                double l_1322_ = (l_1285_ + l_1303_);
                double l_1323_ = (l_1321_ + l_1315_);
                double l_1324_ = (l_1322_ + l_1323_);
                double _e2989 = l_mut_654_;
                double _e2990 = l_mut_231_;
                double l_1325_ = (_e2989 * _e2990);
                double _e2992 = l_mut_653_;
                double _e2993 = l_mut_232_;
                double l_1326_ = (_e2992 * _e2993);
                double l_1327_ = (l_1325_ + l_1326_);
                double _e2996 = l_mut_652_;
                double _e2997 = l_mut_233_;
                double l_1328_ = (_e2996 * _e2997);
                double _e2999 = l_mut_651_;
                double _e3000 = l_mut_234_;
                double l_1329_ = (_e2999 * _e3000);
                double l_1330_ = (l_1328_ + l_1329_);
                double l_1331_ = (l_1327_ + l_1330_);
                double l_1332_ = (l_1267_ + l_1243_);
                double l_1333_ = (l_1246_ + l_1249_);
                double l_1334_ = (l_1332_ + l_1333_);
                double l_1335_ = (l_1331_ + l_1334_);
                double l_1336_ = (l_1316_ + l_1335_);
                double l_1337_ = (l_1336_ + l_1324_);
                double l_1338_ = (l_1337_ - l_1336_);
                double l_1339_ = (l_1324_ - l_1338_);
                double l_1340_ = (l_1304_ + l_1337_);
                double l_1341_ = (l_1340_ - l_1304_);
                double l_1342_ = (l_1337_ - l_1341_);
                double l_1343_ = (l_1256_ + l_1340_);
                double l_1344_ = (l_1343_ - l_1256_);
                double l_1345_ = (l_1340_ - l_1344_);
                double l_1346_ = (l_1232_ + l_1343_);
                double l_1347_ = (l_1346_ - l_1232_);
                double l_1348_ = (l_1343_ - l_1347_);
                l_mut_93_ = 0.0L;
                l_mut_92_ = 0.0L;
                l_mut_91_ = 0.0L;
                l_mut_90_ = 0.0L;
                l_mut_89_ = l_1346_;
                l_mut_94_ = 0u;
                double _e3026 = l_mut_89_;
                double l_1349_ = (_e3026 + l_1348_);
                double _e3028 = l_mut_89_;
                double l_1350_ = (l_1349_ - _e3028);
                double l_1351_ = (l_1348_ - l_1350_);
                uint _e3031 = l_mut_94_;
                bool l_1352_ = (_e3031 < 3u);
                bool l_1353_ = (l_1351_ != 0.0L);
                if (l_1352_) {
                    local_108 = l_1353_;
                } else {
                    local_108 = false;
                }
                bool l_1354_ = local_108;
                uint _e3040 = l_mut_94_;
                bool l_1355_ = (_e3040 == 0u);
                if (l_1354_) {
                    local_109 = l_1355_;
                } else {
                    local_109 = false;
                }
                bool l_1356_ = local_109;
                double _e3047 = l_mut_93_;
                double l_1357_ = (l_1356_ ? l_1349_ : _e3047);
                l_mut_93_ = l_1357_;
                uint _e3049 = l_mut_94_;
                bool l_1358_ = (_e3049 == 1u);
                if (l_1354_) {
                    local_110 = l_1358_;
                } else {
                    local_110 = false;
                }
                bool l_1359_ = local_110;
                double _e3056 = l_mut_92_;
                double l_1360_ = (l_1359_ ? l_1349_ : _e3056);
                l_mut_92_ = l_1360_;
                uint _e3058 = l_mut_94_;
                bool l_1361_ = (_e3058 == 2u);
                if (l_1354_) {
                    local_111 = l_1361_;
                } else {
                    local_111 = false;
                }
                bool l_1362_ = local_111;
                double _e3065 = l_mut_91_;
                double l_1363_ = (l_1362_ ? l_1349_ : _e3065);
                l_mut_91_ = l_1363_;
                double l_1364_ = (l_1354_ ? l_1351_ : l_1349_);
                double _e3068 = l_mut_89_;
                double l_1365_ = (_e3068 + l_1348_);
                double l_1366_ = (l_1352_ ? l_1364_ : l_1365_);
                l_mut_89_ = l_1366_;
                uint l_1367_ = uint(l_1354_);
                uint _e3072 = l_mut_94_;
                l_mut_94_ = (_e3072 + l_1367_);
                double _e3074 = l_mut_89_;
                double l_1368_ = (_e3074 + l_1345_);
                double _e3076 = l_mut_89_;
                double l_1369_ = (l_1368_ - _e3076);
                double l_1370_ = (l_1345_ - l_1369_);
                uint _e3079 = l_mut_94_;
                bool l_1371_ = (_e3079 < 3u);
                bool l_1372_ = (l_1370_ != 0.0L);
                if (l_1371_) {
                    local_112 = l_1372_;
                } else {
                    local_112 = false;
                }
                bool l_1373_ = local_112;
                uint _e3088 = l_mut_94_;
                bool l_1374_ = (_e3088 == 0u);
                if (l_1373_) {
                    local_113 = l_1374_;
                } else {
                    local_113 = false;
                }
                bool l_1375_ = local_113;
                double _e3095 = l_mut_93_;
                double l_1376_ = (l_1375_ ? l_1368_ : _e3095);
                l_mut_93_ = l_1376_;
                uint _e3097 = l_mut_94_;
                bool l_1377_ = (_e3097 == 1u);
                if (l_1373_) {
                    local_114 = l_1377_;
                } else {
                    local_114 = false;
                }
                bool l_1378_ = local_114;
                double _e3104 = l_mut_92_;
                double l_1379_ = (l_1378_ ? l_1368_ : _e3104);
                l_mut_92_ = l_1379_;
                uint _e3106 = l_mut_94_;
                bool l_1380_ = (_e3106 == 2u);
                if (l_1373_) {
                    local_115 = l_1380_;
                } else {
                    local_115 = false;
                }
                bool l_1381_ = local_115;
                double _e3113 = l_mut_91_;
                double l_1382_ = (l_1381_ ? l_1368_ : _e3113);
                l_mut_91_ = l_1382_;
                double l_1383_ = (l_1373_ ? l_1370_ : l_1368_);
                double _e3116 = l_mut_89_;
                double l_1384_ = (_e3116 + l_1345_);
                double l_1385_ = (l_1371_ ? l_1383_ : l_1384_);
                l_mut_89_ = l_1385_;
                uint l_1386_ = uint(l_1373_);
                uint _e3120 = l_mut_94_;
                l_mut_94_ = (_e3120 + l_1386_);
                double _e3122 = l_mut_89_;
                double l_1387_ = (_e3122 + l_1342_);
                double _e3124 = l_mut_89_;
                double l_1388_ = (l_1387_ - _e3124);
                double l_1389_ = (l_1342_ - l_1388_);
                uint _e3127 = l_mut_94_;
                bool l_1390_ = (_e3127 < 3u);
                bool l_1391_ = (l_1389_ != 0.0L);
                if (l_1390_) {
                    local_116 = l_1391_;
                } else {
                    local_116 = false;
                }
                bool l_1392_ = local_116;
                uint _e3136 = l_mut_94_;
                bool l_1393_ = (_e3136 == 0u);
                if (l_1392_) {
                    local_117 = l_1393_;
                } else {
                    local_117 = false;
                }
                bool l_1394_ = local_117;
                double _e3143 = l_mut_93_;
                double l_1395_ = (l_1394_ ? l_1387_ : _e3143);
                l_mut_93_ = l_1395_;
                uint _e3145 = l_mut_94_;
                bool l_1396_ = (_e3145 == 1u);
                if (l_1392_) {
                    local_118 = l_1396_;
                } else {
                    local_118 = false;
                }
                bool l_1397_ = local_118;
                double _e3152 = l_mut_92_;
                double l_1398_ = (l_1397_ ? l_1387_ : _e3152);
                l_mut_92_ = l_1398_;
                uint _e3154 = l_mut_94_;
                bool l_1399_ = (_e3154 == 2u);
                if (l_1392_) {
                    local_119 = l_1399_;
                } else {
                    local_119 = false;
                }
                bool l_1400_ = local_119;
                double _e3161 = l_mut_91_;
                double l_1401_ = (l_1400_ ? l_1387_ : _e3161);
                l_mut_91_ = l_1401_;
                double l_1402_ = (l_1392_ ? l_1389_ : l_1387_);
                double _e3164 = l_mut_89_;
                double l_1403_ = (_e3164 + l_1342_);
                double l_1404_ = (l_1390_ ? l_1402_ : l_1403_);
                l_mut_89_ = l_1404_;
                uint l_1405_ = uint(l_1392_);
                uint _e3168 = l_mut_94_;
                l_mut_94_ = (_e3168 + l_1405_);
                double _e3170 = l_mut_89_;
                double l_1406_ = (_e3170 + l_1339_);
                double _e3172 = l_mut_89_;
                double l_1407_ = (l_1406_ - _e3172);
                double l_1408_ = (l_1339_ - l_1407_);
                uint _e3175 = l_mut_94_;
                bool l_1409_ = (_e3175 < 3u);
                bool l_1410_ = (l_1408_ != 0.0L);
                if (l_1409_) {
                    local_120 = l_1410_;
                } else {
                    local_120 = false;
                }
                bool l_1411_ = local_120;
                uint _e3184 = l_mut_94_;
                bool l_1412_ = (_e3184 == 0u);
                if (l_1411_) {
                    local_121 = l_1412_;
                } else {
                    local_121 = false;
                }
                bool l_1413_ = local_121;
                double _e3191 = l_mut_93_;
                double l_1414_ = (l_1413_ ? l_1406_ : _e3191);
                l_mut_93_ = l_1414_;
                uint _e3193 = l_mut_94_;
                bool l_1415_ = (_e3193 == 1u);
                if (l_1411_) {
                    local_122 = l_1415_;
                } else {
                    local_122 = false;
                }
                bool l_1416_ = local_122;
                double _e3200 = l_mut_92_;
                double l_1417_ = (l_1416_ ? l_1406_ : _e3200);
                l_mut_92_ = l_1417_;
                uint _e3202 = l_mut_94_;
                bool l_1418_ = (_e3202 == 2u);
                if (l_1411_) {
                    local_123 = l_1418_;
                } else {
                    local_123 = false;
                }
                bool l_1419_ = local_123;
                double _e3209 = l_mut_91_;
                double l_1420_ = (l_1419_ ? l_1406_ : _e3209);
                l_mut_91_ = l_1420_;
                double l_1421_ = (l_1411_ ? l_1408_ : l_1406_);
                double _e3212 = l_mut_89_;
                double l_1422_ = (_e3212 + l_1339_);
                double l_1423_ = (l_1409_ ? l_1421_ : l_1422_);
                l_mut_89_ = l_1423_;
                uint l_1424_ = uint(l_1411_);
                uint _e3216 = l_mut_94_;
                l_mut_94_ = (_e3216 + l_1424_);
                uint _e3218 = l_mut_94_;
                bool l_1425_ = (_e3218 == 0u);
                double _e3221 = l_mut_93_;
                double _e3222 = l_mut_89_;
                double l_1426_ = (l_1425_ ? _e3222 : _e3221);
                l_mut_93_ = l_1426_;
                uint _e3224 = l_mut_94_;
                bool l_1427_ = (_e3224 == 1u);
                double _e3227 = l_mut_92_;
                double _e3228 = l_mut_89_;
                double l_1428_ = (l_1427_ ? _e3228 : _e3227);
                l_mut_92_ = l_1428_;
                uint _e3230 = l_mut_94_;
                bool l_1429_ = (_e3230 == 2u);
                double _e3233 = l_mut_91_;
                double _e3234 = l_mut_89_;
                double l_1430_ = (l_1429_ ? _e3234 : _e3233);
                l_mut_91_ = l_1430_;
                uint _e3236 = l_mut_94_;
                bool l_1431_ = (_e3236 == 3u);
                double _e3239 = l_mut_90_;
                double _e3240 = l_mut_89_;
                double l_1432_ = (l_1431_ ? _e3240 : _e3239);
                l_mut_90_ = l_1432_;
                uint _e3243 = l_mut_1231_;
                uint l_1433_ = (4u * _e3243);
                uint l_1434_ = (l_523_ + l_1433_);
                uint l_3391_ = asuint(info.Load(8+0));
                uint l_3392_ = (l_3391_ * 1u);
                bool l_3393_ = (l_1434_ < l_3392_);
                uint l_3394_ = (l_3392_ - 1u);
                uint l_3395_ = min(l_1434_, l_3394_);
                double l_3396_ = buffer_2_global.Load<double>(l_3395_*8);
                double l_1435_ = (l_3393_ ? l_3396_ : 0.0L);
                uint l_1436_ = (l_1434_ + 1u);
                uint l_3398_ = asuint(info.Load(8+0));
                uint l_3399_ = (l_3398_ * 1u);
                bool l_3400_ = (l_1436_ < l_3399_);
                uint l_3401_ = (l_3399_ - 1u);
                uint l_3402_ = min(l_1436_, l_3401_);
                double l_3403_ = buffer_2_global.Load<double>(l_3402_*8);
                double l_1437_ = (l_3400_ ? l_3403_ : 0.0L);
                uint l_1438_ = (l_1434_ + 2u);
                uint l_3405_ = asuint(info.Load(8+0));
                uint l_3406_ = (l_3405_ * 1u);
                bool l_3407_ = (l_1438_ < l_3406_);
                uint l_3408_ = (l_3406_ - 1u);
                uint l_3409_ = min(l_1438_, l_3408_);
                double l_3410_ = buffer_2_global.Load<double>(l_3409_*8);
                double l_1439_ = (l_3407_ ? l_3410_ : 0.0L);
                uint l_1440_ = (l_1434_ + 3u);
                uint l_3412_ = asuint(info.Load(8+0));
                uint l_3413_ = (l_3412_ * 1u);
                bool l_3414_ = (l_1440_ < l_3413_);
                uint l_3415_ = (l_3413_ - 1u);
                uint l_3416_ = min(l_1440_, l_3415_);
                double l_3417_ = buffer_2_global.Load<double>(l_3416_*8);
                double l_1441_ = (l_3414_ ? l_3417_ : 0.0L);
                double _e3313 = l_mut_93_;
                a_1442_[0] = _e3313;
                a_1442_[1] = l_1435_;
                double _e3316 = l_mut_92_;
                a_1442_[2] = _e3316;
                a_1442_[3] = l_1437_;
                double _e3319 = l_mut_91_;
                a_1442_[4] = _e3319;
                a_1442_[5] = l_1439_;
                double _e3322 = l_mut_90_;
                a_1442_[6] = _e3322;
                a_1442_[7] = l_1441_;
                double l_1443_ = a_1442_[7];
                l_mut_89_ = l_1443_;
                double l_1444_ = a_1442_[6];
                double _e3328 = l_mut_89_;
                double l_1445_ = (l_1444_ + _e3328);
                double l_1446_ = (l_1445_ - l_1444_);
                double l_1447_ = (l_1445_ - l_1446_);
                double l_1448_ = (l_1444_ - l_1447_);
                double _e3333 = l_mut_89_;
                double l_1449_ = (_e3333 - l_1446_);
                double l_1450_ = (l_1448_ + l_1449_);
                a_1442_[7] = l_1450_;
                l_mut_89_ = l_1445_;
                double l_1451_ = a_1442_[5];
                double _e3339 = l_mut_89_;
                double l_1452_ = (l_1451_ + _e3339);
                double l_1453_ = (l_1452_ - l_1451_);
                double l_1454_ = (l_1452_ - l_1453_);
                double l_1455_ = (l_1451_ - l_1454_);
                double _e3344 = l_mut_89_;
                double l_1456_ = (_e3344 - l_1453_);
                double l_1457_ = (l_1455_ + l_1456_);
                a_1442_[6] = l_1457_;
                l_mut_89_ = l_1452_;
                double l_1458_ = a_1442_[4];
                double _e3350 = l_mut_89_;
                double l_1459_ = (l_1458_ + _e3350);
                double l_1460_ = (l_1459_ - l_1458_);
                double l_1461_ = (l_1459_ - l_1460_);
                double l_1462_ = (l_1458_ - l_1461_);
                double _e3355 = l_mut_89_;
                double l_1463_ = (_e3355 - l_1460_);
                double l_1464_ = (l_1462_ + l_1463_);
                a_1442_[5] = l_1464_;
                l_mut_89_ = l_1459_;
                double l_1465_ = a_1442_[3];
                double _e3361 = l_mut_89_;
                double l_1466_ = (l_1465_ + _e3361);
                double l_1467_ = (l_1466_ - l_1465_);
                double l_1468_ = (l_1466_ - l_1467_);
                double l_1469_ = (l_1465_ - l_1468_);
                double _e3366 = l_mut_89_;
                double l_1470_ = (_e3366 - l_1467_);
                double l_1471_ = (l_1469_ + l_1470_);
                a_1442_[4] = l_1471_;
                l_mut_89_ = l_1466_;
                double l_1472_ = a_1442_[2];
                double _e3372 = l_mut_89_;
                double l_1473_ = (l_1472_ + _e3372);
                double l_1474_ = (l_1473_ - l_1472_);
                double l_1475_ = (l_1473_ - l_1474_);
                double l_1476_ = (l_1472_ - l_1475_);
                double _e3377 = l_mut_89_;
                double l_1477_ = (_e3377 - l_1474_);
                double l_1478_ = (l_1476_ + l_1477_);
                a_1442_[3] = l_1478_;
                l_mut_89_ = l_1473_;
                double l_1479_ = a_1442_[1];
                double _e3383 = l_mut_89_;
                double l_1480_ = (l_1479_ + _e3383);
                double l_1481_ = (l_1480_ - l_1479_);
                double l_1482_ = (l_1480_ - l_1481_);
                double l_1483_ = (l_1479_ - l_1482_);
                double _e3388 = l_mut_89_;
                double l_1484_ = (_e3388 - l_1481_);
                double l_1485_ = (l_1483_ + l_1484_);
                a_1442_[2] = l_1485_;
                l_mut_89_ = l_1480_;
                double l_1486_ = a_1442_[0];
                double _e3394 = l_mut_89_;
                double l_1487_ = (l_1486_ + _e3394);
                double l_1488_ = (l_1487_ - l_1486_);
                double l_1489_ = (l_1487_ - l_1488_);
                double l_1490_ = (l_1486_ - l_1489_);
                double _e3399 = l_mut_89_;
                double l_1491_ = (_e3399 - l_1488_);
                double l_1492_ = (l_1490_ + l_1491_);
                a_1442_[1] = l_1492_;
                l_mut_89_ = l_1487_;
                double _e3404 = l_mut_89_;
                a_1442_[0] = _e3404;
                double l_1493_ = a_1442_[7];
                l_mut_89_ = l_1493_;
                double l_1494_ = a_1442_[6];
                double _e3409 = l_mut_89_;
                double l_1495_ = (l_1494_ + _e3409);
                double l_1496_ = (l_1495_ - l_1494_);
                double l_1497_ = (l_1495_ - l_1496_);
                double l_1498_ = (l_1494_ - l_1497_);
                double _e3414 = l_mut_89_;
                double l_1499_ = (_e3414 - l_1496_);
                double l_1500_ = (l_1498_ + l_1499_);
                a_1442_[7] = l_1500_;
                l_mut_89_ = l_1495_;
                double l_1501_ = a_1442_[5];
                double _e3420 = l_mut_89_;
                double l_1502_ = (l_1501_ + _e3420);
                double l_1503_ = (l_1502_ - l_1501_);
                double l_1504_ = (l_1502_ - l_1503_);
                double l_1505_ = (l_1501_ - l_1504_);
                double _e3425 = l_mut_89_;
                double l_1506_ = (_e3425 - l_1503_);
                double l_1507_ = (l_1505_ + l_1506_);
                a_1442_[6] = l_1507_;
                l_mut_89_ = l_1502_;
                double l_1508_ = a_1442_[4];
                double _e3431 = l_mut_89_;
                double l_1509_ = (l_1508_ + _e3431);
                double l_1510_ = (l_1509_ - l_1508_);
                double l_1511_ = (l_1509_ - l_1510_);
                double l_1512_ = (l_1508_ - l_1511_);
                double _e3436 = l_mut_89_;
                double l_1513_ = (_e3436 - l_1510_);
                double l_1514_ = (l_1512_ + l_1513_);
                a_1442_[5] = l_1514_;
                l_mut_89_ = l_1509_;
                double l_1515_ = a_1442_[3];
                double _e3442 = l_mut_89_;
                double l_1516_ = (l_1515_ + _e3442);
                double l_1517_ = (l_1516_ - l_1515_);
                double l_1518_ = (l_1516_ - l_1517_);
                double l_1519_ = (l_1515_ - l_1518_);
                double _e3447 = l_mut_89_;
                double l_1520_ = (_e3447 - l_1517_);
                double l_1521_ = (l_1519_ + l_1520_);
                a_1442_[4] = l_1521_;
                l_mut_89_ = l_1516_;
                double l_1522_ = a_1442_[2];
                double _e3453 = l_mut_89_;
                double l_1523_ = (l_1522_ + _e3453);
                double l_1524_ = (l_1523_ - l_1522_);
                double l_1525_ = (l_1523_ - l_1524_);
                double l_1526_ = (l_1522_ - l_1525_);
                double _e3458 = l_mut_89_;
                double l_1527_ = (_e3458 - l_1524_);
                double l_1528_ = (l_1526_ + l_1527_);
                a_1442_[3] = l_1528_;
                l_mut_89_ = l_1523_;
                double l_1529_ = a_1442_[1];
                double _e3464 = l_mut_89_;
                double l_1530_ = (l_1529_ + _e3464);
                double l_1531_ = (l_1530_ - l_1529_);
                double l_1532_ = (l_1530_ - l_1531_);
                double l_1533_ = (l_1529_ - l_1532_);
                double _e3469 = l_mut_89_;
                double l_1534_ = (_e3469 - l_1531_);
                double l_1535_ = (l_1533_ + l_1534_);
                a_1442_[2] = l_1535_;
                l_mut_89_ = l_1530_;
                double l_1536_ = a_1442_[0];
                double _e3475 = l_mut_89_;
                double l_1537_ = (l_1536_ + _e3475);
                double l_1538_ = (l_1537_ - l_1536_);
                double l_1539_ = (l_1537_ - l_1538_);
                double l_1540_ = (l_1536_ - l_1539_);
                double _e3480 = l_mut_89_;
                double l_1541_ = (_e3480 - l_1538_);
                double l_1542_ = (l_1540_ + l_1541_);
                a_1442_[1] = l_1542_;
                l_mut_89_ = l_1537_;
                double _e3485 = l_mut_89_;
                a_1442_[0] = _e3485;
                l_mut_89_ = 0.0L;
                l_mut_45_ = 0.0L;
                l_mut_44_ = 0.0L;
                l_mut_43_ = 0.0L;
                double l_1543_ = a_1442_[0];
                l_mut_42_ = l_1543_;
                l_mut_94_ = 0u;
                double l_1544_ = a_1442_[1];
                double _e3495 = l_mut_42_;
                double l_1545_ = (_e3495 + l_1544_);
                double _e3497 = l_mut_42_;
                double l_1546_ = (l_1545_ - _e3497);
                double l_1547_ = (l_1545_ - l_1546_);
                double _e3500 = l_mut_42_;
                double l_1548_ = (_e3500 - l_1547_);
                double l_1549_ = (l_1544_ - l_1546_);
                double l_1550_ = (l_1548_ + l_1549_);
                uint _e3504 = l_mut_94_;
                bool l_1551_ = (_e3504 < 3u);
                bool l_1552_ = (l_1550_ != 0.0L);
                if (l_1551_) {
                    local_124 = l_1552_;
                } else {
                    local_124 = false;
                }
                bool l_1553_ = local_124;
                uint _e3513 = l_mut_94_;
                bool l_1554_ = (_e3513 == 0u);
                if (l_1553_) {
                    local_125 = l_1554_;
                } else {
                    local_125 = false;
                }
                bool l_1555_ = local_125;
                double _e3520 = l_mut_89_;
                double l_1556_ = (l_1555_ ? l_1545_ : _e3520);
                l_mut_89_ = l_1556_;
                uint _e3522 = l_mut_94_;
                bool l_1557_ = (_e3522 == 1u);
                if (l_1553_) {
                    local_126 = l_1557_;
                } else {
                    local_126 = false;
                }
                bool l_1558_ = local_126;
                double _e3529 = l_mut_45_;
                double l_1559_ = (l_1558_ ? l_1545_ : _e3529);
                l_mut_45_ = l_1559_;
                uint _e3531 = l_mut_94_;
                bool l_1560_ = (_e3531 == 2u);
                if (l_1553_) {
                    local_127 = l_1560_;
                } else {
                    local_127 = false;
                }
                bool l_1561_ = local_127;
                double _e3538 = l_mut_44_;
                double l_1562_ = (l_1561_ ? l_1545_ : _e3538);
                l_mut_44_ = l_1562_;
                double l_1563_ = (l_1553_ ? l_1550_ : l_1545_);
                double _e3541 = l_mut_42_;
                double l_1564_ = (_e3541 + l_1544_);
                double l_1565_ = (l_1551_ ? l_1563_ : l_1564_);
                l_mut_42_ = l_1565_;
                uint l_1566_ = uint(l_1553_);
                uint _e3545 = l_mut_94_;
                l_mut_94_ = (_e3545 + l_1566_);
                double l_1567_ = a_1442_[2];
                double _e3549 = l_mut_42_;
                double l_1568_ = (_e3549 + l_1567_);
                double _e3551 = l_mut_42_;
                double l_1569_ = (l_1568_ - _e3551);
                double l_1570_ = (l_1568_ - l_1569_);
                double _e3554 = l_mut_42_;
                double l_1571_ = (_e3554 - l_1570_);
                double l_1572_ = (l_1567_ - l_1569_);
                double l_1573_ = (l_1571_ + l_1572_);
                uint _e3558 = l_mut_94_;
                bool l_1574_ = (_e3558 < 3u);
                bool l_1575_ = (l_1573_ != 0.0L);
                if (l_1574_) {
                    local_128 = l_1575_;
                } else {
                    local_128 = false;
                }
                bool l_1576_ = local_128;
                uint _e3567 = l_mut_94_;
                bool l_1577_ = (_e3567 == 0u);
                if (l_1576_) {
                    local_129 = l_1577_;
                } else {
                    local_129 = false;
                }
                bool l_1578_ = local_129;
                double _e3574 = l_mut_89_;
                double l_1579_ = (l_1578_ ? l_1568_ : _e3574);
                l_mut_89_ = l_1579_;
                uint _e3576 = l_mut_94_;
                bool l_1580_ = (_e3576 == 1u);
                if (l_1576_) {
                    local_130 = l_1580_;
                } else {
                    local_130 = false;
                }
                bool l_1581_ = local_130;
                double _e3583 = l_mut_45_;
                double l_1582_ = (l_1581_ ? l_1568_ : _e3583);
                l_mut_45_ = l_1582_;
                uint _e3585 = l_mut_94_;
                bool l_1583_ = (_e3585 == 2u);
                if (l_1576_) {
                    local_131 = l_1583_;
                } else {
                    local_131 = false;
                }
                bool l_1584_ = local_131;
                double _e3592 = l_mut_44_;
                double l_1585_ = (l_1584_ ? l_1568_ : _e3592);
                l_mut_44_ = l_1585_;
                double l_1586_ = (l_1576_ ? l_1573_ : l_1568_);
                double _e3595 = l_mut_42_;
                double l_1587_ = (_e3595 + l_1567_);
                double l_1588_ = (l_1574_ ? l_1586_ : l_1587_);
                l_mut_42_ = l_1588_;
                uint l_1589_ = uint(l_1576_);
                uint _e3599 = l_mut_94_;
                l_mut_94_ = (_e3599 + l_1589_);
                double l_1590_ = a_1442_[3];
                double _e3603 = l_mut_42_;
                double l_1591_ = (_e3603 + l_1590_);
                double _e3605 = l_mut_42_;
                double l_1592_ = (l_1591_ - _e3605);
                double l_1593_ = (l_1591_ - l_1592_);
                double _e3608 = l_mut_42_;
                double l_1594_ = (_e3608 - l_1593_);
                double l_1595_ = (l_1590_ - l_1592_);
                double l_1596_ = (l_1594_ + l_1595_);
                uint _e3612 = l_mut_94_;
                bool l_1597_ = (_e3612 < 3u);
                bool l_1598_ = (l_1596_ != 0.0L);
                if (l_1597_) {
                    local_132 = l_1598_;
                } else {
                    local_132 = false;
                }
                bool l_1599_ = local_132;
                uint _e3621 = l_mut_94_;
                bool l_1600_ = (_e3621 == 0u);
                if (l_1599_) {
                    local_133 = l_1600_;
                } else {
                    local_133 = false;
                }
                bool l_1601_ = local_133;
                double _e3628 = l_mut_89_;
                double l_1602_ = (l_1601_ ? l_1591_ : _e3628);
                l_mut_89_ = l_1602_;
                uint _e3630 = l_mut_94_;
                bool l_1603_ = (_e3630 == 1u);
                if (l_1599_) {
                    local_134 = l_1603_;
                } else {
                    local_134 = false;
                }
                bool l_1604_ = local_134;
                double _e3637 = l_mut_45_;
                double l_1605_ = (l_1604_ ? l_1591_ : _e3637);
                l_mut_45_ = l_1605_;
                uint _e3639 = l_mut_94_;
                bool l_1606_ = (_e3639 == 2u);
                if (l_1599_) {
                    local_135 = l_1606_;
                } else {
                    local_135 = false;
                }
                bool l_1607_ = local_135;
                double _e3646 = l_mut_44_;
                double l_1608_ = (l_1607_ ? l_1591_ : _e3646);
                l_mut_44_ = l_1608_;
                double l_1609_ = (l_1599_ ? l_1596_ : l_1591_);
                double _e3649 = l_mut_42_;
                double l_1610_ = (_e3649 + l_1590_);
                double l_1611_ = (l_1597_ ? l_1609_ : l_1610_);
                l_mut_42_ = l_1611_;
                uint l_1612_ = uint(l_1599_);
                uint _e3653 = l_mut_94_;
                l_mut_94_ = (_e3653 + l_1612_);
                double l_1613_ = a_1442_[4];
                double _e3657 = l_mut_42_;
                double l_1614_ = (_e3657 + l_1613_);
                double _e3659 = l_mut_42_;
                double l_1615_ = (l_1614_ - _e3659);
                double l_1616_ = (l_1614_ - l_1615_);
                double _e3662 = l_mut_42_;
                double l_1617_ = (_e3662 - l_1616_);
                double l_1618_ = (l_1613_ - l_1615_);
                double l_1619_ = (l_1617_ + l_1618_);
                uint _e3666 = l_mut_94_;
                bool l_1620_ = (_e3666 < 3u);
                bool l_1621_ = (l_1619_ != 0.0L);
                if (l_1620_) {
                    local_136 = l_1621_;
                } else {
                    local_136 = false;
                }
                bool l_1622_ = local_136;
                uint _e3675 = l_mut_94_;
                bool l_1623_ = (_e3675 == 0u);
                if (l_1622_) {
                    local_137 = l_1623_;
                } else {
                    local_137 = false;
                }
                bool l_1624_ = local_137;
                double _e3682 = l_mut_89_;
                double l_1625_ = (l_1624_ ? l_1614_ : _e3682);
                l_mut_89_ = l_1625_;
                uint _e3684 = l_mut_94_;
                bool l_1626_ = (_e3684 == 1u);
                if (l_1622_) {
                    local_138 = l_1626_;
                } else {
                    local_138 = false;
                }
                bool l_1627_ = local_138;
                double _e3691 = l_mut_45_;
                double l_1628_ = (l_1627_ ? l_1614_ : _e3691);
                l_mut_45_ = l_1628_;
                uint _e3693 = l_mut_94_;
                bool l_1629_ = (_e3693 == 2u);
                if (l_1622_) {
                    local_139 = l_1629_;
                } else {
                    local_139 = false;
                }
                bool l_1630_ = local_139;
                double _e3700 = l_mut_44_;
                double l_1631_ = (l_1630_ ? l_1614_ : _e3700);
                l_mut_44_ = l_1631_;
                double l_1632_ = (l_1622_ ? l_1619_ : l_1614_);
                double _e3703 = l_mut_42_;
                double l_1633_ = (_e3703 + l_1613_);
                double l_1634_ = (l_1620_ ? l_1632_ : l_1633_);
                l_mut_42_ = l_1634_;
                uint l_1635_ = uint(l_1622_);
                uint _e3707 = l_mut_94_;
                l_mut_94_ = (_e3707 + l_1635_);
                double l_1636_ = a_1442_[5];
                double _e3711 = l_mut_42_;
                double l_1637_ = (_e3711 + l_1636_);
                double _e3713 = l_mut_42_;
                double l_1638_ = (l_1637_ - _e3713);
                double l_1639_ = (l_1637_ - l_1638_);
                double _e3716 = l_mut_42_;
                double l_1640_ = (_e3716 - l_1639_);
                double l_1641_ = (l_1636_ - l_1638_);
                double l_1642_ = (l_1640_ + l_1641_);
                uint _e3720 = l_mut_94_;
                bool l_1643_ = (_e3720 < 3u);
                bool l_1644_ = (l_1642_ != 0.0L);
                if (l_1643_) {
                    local_140 = l_1644_;
                } else {
                    local_140 = false;
                }
                bool l_1645_ = local_140;
                uint _e3729 = l_mut_94_;
                bool l_1646_ = (_e3729 == 0u);
                if (l_1645_) {
                    local_141 = l_1646_;
                } else {
                    local_141 = false;
                }
                bool l_1647_ = local_141;
                double _e3736 = l_mut_89_;
                double l_1648_ = (l_1647_ ? l_1637_ : _e3736);
                l_mut_89_ = l_1648_;
                uint _e3738 = l_mut_94_;
                bool l_1649_ = (_e3738 == 1u);
                if (l_1645_) {
                    local_142 = l_1649_;
                } else {
                    local_142 = false;
                }
                bool l_1650_ = local_142;
                double _e3745 = l_mut_45_;
                double l_1651_ = (l_1650_ ? l_1637_ : _e3745);
                l_mut_45_ = l_1651_;
                uint _e3747 = l_mut_94_;
                bool l_1652_ = (_e3747 == 2u);
                if (l_1645_) {
                    local_143 = l_1652_;
                } else {
                    local_143 = false;
                }
                bool l_1653_ = local_143;
                double _e3754 = l_mut_44_;
                double l_1654_ = (l_1653_ ? l_1637_ : _e3754);
                l_mut_44_ = l_1654_;
                double l_1655_ = (l_1645_ ? l_1642_ : l_1637_);
                double _e3757 = l_mut_42_;
                double l_1656_ = (_e3757 + l_1636_);
                double l_1657_ = (l_1643_ ? l_1655_ : l_1656_);
                l_mut_42_ = l_1657_;
                uint l_1658_ = uint(l_1645_);
                uint _e3761 = l_mut_94_;
                l_mut_94_ = (_e3761 + l_1658_);
                double l_1659_ = a_1442_[6];
                double _e3765 = l_mut_42_;
                double l_1660_ = (_e3765 + l_1659_);
                double _e3767 = l_mut_42_;
                double l_1661_ = (l_1660_ - _e3767);
                double l_1662_ = (l_1660_ - l_1661_);
                double _e3770 = l_mut_42_;
                double l_1663_ = (_e3770 - l_1662_);
                double l_1664_ = (l_1659_ - l_1661_);
                double l_1665_ = (l_1663_ + l_1664_);
                uint _e3774 = l_mut_94_;
                bool l_1666_ = (_e3774 < 3u);
                bool l_1667_ = (l_1665_ != 0.0L);
                if (l_1666_) {
                    local_144 = l_1667_;
                } else {
                    local_144 = false;
                }
                bool l_1668_ = local_144;
                uint _e3783 = l_mut_94_;
                bool l_1669_ = (_e3783 == 0u);
                if (l_1668_) {
                    local_145 = l_1669_;
                } else {
                    local_145 = false;
                }
                bool l_1670_ = local_145;
                double _e3790 = l_mut_89_;
                double l_1671_ = (l_1670_ ? l_1660_ : _e3790);
                l_mut_89_ = l_1671_;
                uint _e3792 = l_mut_94_;
                bool l_1672_ = (_e3792 == 1u);
                if (l_1668_) {
                    local_146 = l_1672_;
                } else {
                    local_146 = false;
                }
                bool l_1673_ = local_146;
                double _e3799 = l_mut_45_;
                double l_1674_ = (l_1673_ ? l_1660_ : _e3799);
                l_mut_45_ = l_1674_;
                uint _e3801 = l_mut_94_;
                bool l_1675_ = (_e3801 == 2u);
                if (l_1668_) {
                    local_147 = l_1675_;
                } else {
                    local_147 = false;
                }
                bool l_1676_ = local_147;
                double _e3808 = l_mut_44_;
                double l_1677_ = (l_1676_ ? l_1660_ : _e3808);
                l_mut_44_ = l_1677_;
                double l_1678_ = (l_1668_ ? l_1665_ : l_1660_);
                double _e3811 = l_mut_42_;
                double l_1679_ = (_e3811 + l_1659_);
                double l_1680_ = (l_1666_ ? l_1678_ : l_1679_);
                l_mut_42_ = l_1680_;
                uint l_1681_ = uint(l_1668_);
                uint _e3815 = l_mut_94_;
                l_mut_94_ = (_e3815 + l_1681_);
                double l_1682_ = a_1442_[7];
                double _e3819 = l_mut_42_;
                double l_1683_ = (_e3819 + l_1682_);
                double _e3821 = l_mut_42_;
                double l_1684_ = (l_1683_ - _e3821);
                double l_1685_ = (l_1683_ - l_1684_);
                double _e3824 = l_mut_42_;
                double l_1686_ = (_e3824 - l_1685_);
                double l_1687_ = (l_1682_ - l_1684_);
                double l_1688_ = (l_1686_ + l_1687_);
                uint _e3828 = l_mut_94_;
                bool l_1689_ = (_e3828 < 3u);
                bool l_1690_ = (l_1688_ != 0.0L);
                if (l_1689_) {
                    local_148 = l_1690_;
                } else {
                    local_148 = false;
                }
                bool l_1691_ = local_148;
                uint _e3837 = l_mut_94_;
                bool l_1692_ = (_e3837 == 0u);
                if (l_1691_) {
                    local_149 = l_1692_;
                } else {
                    local_149 = false;
                }
                bool l_1693_ = local_149;
                double _e3844 = l_mut_89_;
                double l_1694_ = (l_1693_ ? l_1683_ : _e3844);
                l_mut_89_ = l_1694_;
                uint _e3846 = l_mut_94_;
                bool l_1695_ = (_e3846 == 1u);
                if (l_1691_) {
                    local_150 = l_1695_;
                } else {
                    local_150 = false;
                }
                bool l_1696_ = local_150;
                double _e3853 = l_mut_45_;
                double l_1697_ = (l_1696_ ? l_1683_ : _e3853);
                l_mut_45_ = l_1697_;
                uint _e3855 = l_mut_94_;
                bool l_1698_ = (_e3855 == 2u);
                if (l_1691_) {
                    local_151 = l_1698_;
                } else {
                    local_151 = false;
                }
                bool l_1699_ = local_151;
                double _e3862 = l_mut_44_;
                double l_1700_ = (l_1699_ ? l_1683_ : _e3862);
                l_mut_44_ = l_1700_;
                double l_1701_ = (l_1691_ ? l_1688_ : l_1683_);
                double _e3865 = l_mut_42_;
                double l_1702_ = (_e3865 + l_1682_);
                double l_1703_ = (l_1689_ ? l_1701_ : l_1702_);
                l_mut_42_ = l_1703_;
                uint l_1704_ = uint(l_1691_);
                uint _e3869 = l_mut_94_;
                l_mut_94_ = (_e3869 + l_1704_);
                uint _e3871 = l_mut_94_;
                bool l_1705_ = (_e3871 == 0u);
                double _e3874 = l_mut_89_;
                double _e3875 = l_mut_42_;
                double l_1706_ = (l_1705_ ? _e3875 : _e3874);
                l_mut_89_ = l_1706_;
                uint _e3877 = l_mut_94_;
                bool l_1707_ = (_e3877 == 1u);
                double _e3880 = l_mut_45_;
                double _e3881 = l_mut_42_;
                double l_1708_ = (l_1707_ ? _e3881 : _e3880);
                l_mut_45_ = l_1708_;
                uint _e3883 = l_mut_94_;
                bool l_1709_ = (_e3883 == 2u);
                double _e3886 = l_mut_44_;
                double _e3887 = l_mut_42_;
                double l_1710_ = (l_1709_ ? _e3887 : _e3886);
                l_mut_44_ = l_1710_;
                uint _e3889 = l_mut_94_;
                bool l_1711_ = (_e3889 == 3u);
                double _e3892 = l_mut_43_;
                double _e3893 = l_mut_42_;
                double l_1712_ = (l_1711_ ? _e3893 : _e3892);
                l_mut_43_ = l_1712_;
                double _e3895 = l_mut_89_;
                l_mut_654_ = _e3895;
                double _e3896 = l_mut_45_;
                l_mut_653_ = _e3896;
                double _e3897 = l_mut_44_;
                l_mut_652_ = _e3897;
                double _e3898 = l_mut_43_;
                l_mut_651_ = _e3898;
            }
        }
        double l_1713_ = abs(l_184_);
        uint l_1714_ = naga_f2u32(l_1713_);
        bool l_1715_ = (l_184_ < 0.0L);
        double l_1717_ = (l_1715_ ? -1.0L : 1.0L);
        uint l_1718_ = (8u * l_1714_);
        uint l_1719_ = (l_525_ + l_1718_);
        uint l_3281_ = asuint(info.Load(8+0));
        uint l_3282_ = (l_3281_ * 1u);
        bool l_3283_ = (l_1719_ < l_3282_);
        uint l_3284_ = (l_3282_ - 1u);
        uint l_3285_ = min(l_1719_, l_3284_);
        double l_3286_ = buffer_2_global.Load<double>(l_3285_*8);
        double l_1720_ = (l_3283_ ? l_3286_ : 0.0L);
        uint l_1721_ = (l_1719_ + 1u);
        uint l_3288_ = asuint(info.Load(8+0));
        uint l_3289_ = (l_3288_ * 1u);
        bool l_3290_ = (l_1721_ < l_3289_);
        uint l_3291_ = (l_3289_ - 1u);
        uint l_3292_ = min(l_1721_, l_3291_);
        double l_3293_ = buffer_2_global.Load<double>(l_3292_*8);
        double l_1722_ = (l_3290_ ? l_3293_ : 0.0L);
        uint l_1723_ = (l_1719_ + 2u);
        uint l_3295_ = asuint(info.Load(8+0));
        uint l_3296_ = (l_3295_ * 1u);
        bool l_3297_ = (l_1723_ < l_3296_);
        uint l_3298_ = (l_3296_ - 1u);
        uint l_3299_ = min(l_1723_, l_3298_);
        double l_3300_ = buffer_2_global.Load<double>(l_3299_*8);
        double l_1724_ = (l_3297_ ? l_3300_ : 0.0L);
        uint l_1725_ = (l_1719_ + 3u);
        uint l_3302_ = asuint(info.Load(8+0));
        uint l_3303_ = (l_3302_ * 1u);
        bool l_3304_ = (l_1725_ < l_3303_);
        uint l_3305_ = (l_3303_ - 1u);
        uint l_3306_ = min(l_1725_, l_3305_);
        double l_3307_ = buffer_2_global.Load<double>(l_3306_*8);
        double l_1726_ = (l_3304_ ? l_3307_ : 0.0L);
        double l_1727_ = (l_1720_ * l_1717_);
        double l_1728_ = (l_1722_ * l_1717_);
        double l_1729_ = (l_1724_ * l_1717_);
        double l_1730_ = (l_1726_ * l_1717_);
        uint l_1731_ = (8u * l_1714_);
        uint l_1732_ = (l_525_ + l_1731_);
        uint l_1733_ = (l_1732_ + 4u);
        uint l_3309_ = asuint(info.Load(8+0));
        uint l_3310_ = (l_3309_ * 1u);
        bool l_3311_ = (l_1733_ < l_3310_);
        uint l_3312_ = (l_3310_ - 1u);
        uint l_3313_ = min(l_1733_, l_3312_);
        double l_3314_ = buffer_2_global.Load<double>(l_3313_*8);
        double l_1734_ = (l_3311_ ? l_3314_ : 0.0L);
        uint l_1735_ = (l_1733_ + 1u);
        uint l_3316_ = asuint(info.Load(8+0));
        uint l_3317_ = (l_3316_ * 1u);
        bool l_3318_ = (l_1735_ < l_3317_);
        uint l_3319_ = (l_3317_ - 1u);
        uint l_3320_ = min(l_1735_, l_3319_);
        double l_3321_ = buffer_2_global.Load<double>(l_3320_*8);
        double l_1736_ = (l_3318_ ? l_3321_ : 0.0L);
        uint l_1737_ = (l_1733_ + 2u);
        uint l_3323_ = asuint(info.Load(8+0));
        uint l_3324_ = (l_3323_ * 1u);
        bool l_3325_ = (l_1737_ < l_3324_);
        uint l_3326_ = (l_3324_ - 1u);
        uint l_3327_ = min(l_1737_, l_3326_);
        double l_3328_ = buffer_2_global.Load<double>(l_3327_*8);
        double l_1738_ = (l_3325_ ? l_3328_ : 0.0L);
        uint l_1739_ = (l_1733_ + 3u);
        uint l_3330_ = asuint(info.Load(8+0));
        uint l_3331_ = (l_3330_ * 1u);
        bool l_3332_ = (l_1739_ < l_3331_);
        uint l_3333_ = (l_3331_ - 1u);
        uint l_3334_ = min(l_1739_, l_3333_);
        double l_3335_ = buffer_2_global.Load<double>(l_3334_*8);
        double l_1740_ = (l_3332_ ? l_3335_ : 0.0L);
        double _e4053 = l_mut_654_;
        double l_1741_ = (l_1727_ * _e4053);
        double l_1742_ = -(l_1741_);
        double _e4056 = l_mut_654_;
        double l_1743_ = mad(l_1727_, _e4056, l_1742_);
        double _e4058 = l_mut_653_;
        double l_1744_ = (l_1727_ * _e4058);
        double l_1745_ = -(l_1744_);
        double _e4061 = l_mut_653_;
        double l_1746_ = mad(l_1727_, _e4061, l_1745_);
        double _e4063 = l_mut_654_;
        double l_1747_ = (l_1728_ * _e4063);
        double l_1748_ = -(l_1747_);
        double _e4066 = l_mut_654_;
        double l_1749_ = mad(l_1728_, _e4066, l_1748_);
        double _e4068 = l_mut_652_;
        double l_1750_ = (l_1727_ * _e4068);
        double l_1751_ = -(l_1750_);
        double _e4071 = l_mut_652_;
        double l_1752_ = mad(l_1727_, _e4071, l_1751_);
        double _e4073 = l_mut_653_;
        double l_1753_ = (l_1728_ * _e4073);
        double l_1754_ = -(l_1753_);
        double _e4076 = l_mut_653_;
        double l_1755_ = mad(l_1728_, _e4076, l_1754_);
        double _e4078 = l_mut_654_;
        double l_1756_ = (l_1729_ * _e4078);
        double l_1757_ = -(l_1756_);
        double _e4081 = l_mut_654_;
        double l_1758_ = mad(l_1729_, _e4081, l_1757_);
        double l_1759_ = (l_1744_ + l_1747_);
        double l_1760_ = (l_1759_ - l_1744_);
        double l_1761_ = (l_1759_ - l_1760_);
        double l_1762_ = (l_1744_ - l_1761_);
        double l_1763_ = (l_1747_ - l_1760_);
        double l_1764_ = (l_1762_ + l_1763_);
        double l_1765_ = (l_1743_ + l_1759_);
        double l_1766_ = (l_1765_ - l_1743_);
        double l_1767_ = (l_1765_ - l_1766_);
        double l_1768_ = (l_1743_ - l_1767_);
        double l_1769_ = (l_1759_ - l_1766_);
        double l_1770_ = (l_1768_ + l_1769_);
        double l_1771_ = (l_1764_ + l_1770_);
        double l_1772_ = (l_1771_ - l_1764_);
        double l_1773_ = (l_1771_ - l_1772_);
        double l_1774_ = (l_1764_ - l_1773_);
        double l_1775_ = (l_1770_ - l_1772_);
        double l_1776_ = (l_1774_ + l_1775_);
        double l_1777_ = (l_1771_ + l_1746_);
        double l_1778_ = (l_1777_ - l_1771_);
        double l_1779_ = (l_1777_ - l_1778_);
        double l_1780_ = (l_1771_ - l_1779_);
        double l_1781_ = (l_1746_ - l_1778_);
        double l_1782_ = (l_1780_ + l_1781_);
        double l_1783_ = (l_1749_ + l_1777_);
        double l_1784_ = (l_1783_ - l_1749_);
        double l_1785_ = (l_1783_ - l_1784_);
        double l_1786_ = (l_1749_ - l_1785_);
        double l_1787_ = (l_1777_ - l_1784_);
        double l_1788_ = (l_1786_ + l_1787_);
        double l_1789_ = (l_1782_ + l_1788_);
        double l_1790_ = (l_1789_ - l_1782_);
        double l_1791_ = (l_1789_ - l_1790_);
        double l_1792_ = (l_1782_ - l_1791_);
        double l_1793_ = (l_1788_ - l_1790_);
        double l_1794_ = (l_1792_ + l_1793_);
        double l_1795_ = (l_1750_ + l_1753_);
        double l_1796_ = (l_1795_ - l_1750_);
        double l_1797_ = (l_1795_ - l_1796_);
        double l_1798_ = (l_1750_ - l_1797_);
        double l_1799_ = (l_1753_ - l_1796_);
        double l_1800_ = (l_1798_ + l_1799_);
        double l_1801_ = (l_1756_ + l_1795_);
        double l_1802_ = (l_1801_ - l_1756_);
        double l_1803_ = (l_1801_ - l_1802_);
        double l_1804_ = (l_1756_ - l_1803_);
        double l_1805_ = (l_1795_ - l_1802_);
        double l_1806_ = (l_1804_ + l_1805_);
        double l_1807_ = (l_1800_ + l_1806_);
        double l_1808_ = (l_1807_ - l_1800_);
        double l_1809_ = (l_1807_ - l_1808_);
        double l_1810_ = (l_1800_ - l_1809_);
        double l_1811_ = (l_1806_ - l_1808_);
        double l_1812_ = (l_1810_ + l_1811_);
        double l_1813_ = (l_1783_ + l_1801_);
        double l_1814_ = (l_1813_ - l_1783_);
        double l_1815_ = (l_1813_ - l_1814_);
        double l_1816_ = (l_1783_ - l_1815_);
        double l_1817_ = (l_1801_ - l_1814_);
        double l_1818_ = (l_1816_ + l_1817_);
        double l_1819_ = (l_1789_ + l_1807_);
        double l_1820_ = (l_1819_ - l_1789_);
        double l_1821_ = (l_1819_ - l_1820_);
        double l_1822_ = (l_1789_ - l_1821_);
        double l_1823_ = (l_1807_ - l_1820_);
        double l_1824_ = (l_1822_ + l_1823_);
        double l_1825_ = (l_1819_ + l_1818_);
        double l_1826_ = (l_1825_ - l_1819_);
        double l_1827_ = (l_1825_ - l_1826_);
        double l_1828_ = (l_1819_ - l_1827_);
        double l_1829_ = (l_1818_ - l_1826_);
        double l_1830_ = (l_1828_ + l_1829_);
        double l_1831_ = (l_1794_ + l_1812_);
        double l_1832_ = (l_1830_ + l_1824_);
        double l_1833_ = (l_1831_ + l_1832_);
        double _e4158 = l_mut_651_;
        double l_1834_ = (l_1727_ * _e4158);
        double _e4160 = l_mut_652_;
        double l_1835_ = (l_1728_ * _e4160);
        double l_1836_ = (l_1834_ + l_1835_);
        double _e4163 = l_mut_653_;
        double l_1837_ = (l_1729_ * _e4163);
        double _e4165 = l_mut_654_;
        double l_1838_ = (l_1730_ * _e4165);
        double l_1839_ = (l_1837_ + l_1838_);
        double l_1840_ = (l_1836_ + l_1839_);
        double l_1841_ = (l_1776_ + l_1752_);
        double l_1842_ = (l_1755_ + l_1758_);
        double l_1843_ = (l_1841_ + l_1842_);
        double l_1844_ = (l_1840_ + l_1843_);
        double l_1845_ = (l_1825_ + l_1844_);
        double l_1846_ = (l_1845_ + l_1833_);
        double l_1847_ = (l_1846_ - l_1845_);
        double l_1848_ = (l_1833_ - l_1847_);
        double l_1849_ = (l_1813_ + l_1846_);
        double l_1850_ = (l_1849_ - l_1813_);
        double l_1851_ = (l_1846_ - l_1850_);
        double l_1852_ = (l_1765_ + l_1849_);
        double l_1853_ = (l_1852_ - l_1765_);
        double l_1854_ = (l_1849_ - l_1853_);
        double l_1855_ = (l_1741_ + l_1852_);
        double l_1856_ = (l_1855_ - l_1741_);
        double l_1857_ = (l_1852_ - l_1856_);
        l_mut_234_ = 0.0L;
        l_mut_233_ = 0.0L;
        l_mut_232_ = 0.0L;
        l_mut_231_ = 0.0L;
        l_mut_93_ = l_1855_;
        l_mut_94_ = 0u;
        double _e4191 = l_mut_93_;
        double l_1858_ = (_e4191 + l_1857_);
        double _e4193 = l_mut_93_;
        double l_1859_ = (l_1858_ - _e4193);
        double l_1860_ = (l_1857_ - l_1859_);
        uint _e4196 = l_mut_94_;
        bool l_1861_ = (_e4196 < 3u);
        bool l_1862_ = (l_1860_ != 0.0L);
        if (l_1861_) {
            local_152 = l_1862_;
        } else {
            local_152 = false;
        }
        bool l_1863_ = local_152;
        uint _e4205 = l_mut_94_;
        bool l_1864_ = (_e4205 == 0u);
        if (l_1863_) {
            local_153 = l_1864_;
        } else {
            local_153 = false;
        }
        bool l_1865_ = local_153;
        double _e4212 = l_mut_234_;
        double l_1866_ = (l_1865_ ? l_1858_ : _e4212);
        l_mut_234_ = l_1866_;
        uint _e4214 = l_mut_94_;
        bool l_1867_ = (_e4214 == 1u);
        if (l_1863_) {
            local_154 = l_1867_;
        } else {
            local_154 = false;
        }
        bool l_1868_ = local_154;
        double _e4221 = l_mut_233_;
        double l_1869_ = (l_1868_ ? l_1858_ : _e4221);
        l_mut_233_ = l_1869_;
        uint _e4223 = l_mut_94_;
        bool l_1870_ = (_e4223 == 2u);
        if (l_1863_) {
            local_155 = l_1870_;
        } else {
            local_155 = false;
        }
        bool l_1871_ = local_155;
        double _e4230 = l_mut_232_;
        double l_1872_ = (l_1871_ ? l_1858_ : _e4230);
        l_mut_232_ = l_1872_;
        double l_1873_ = (l_1863_ ? l_1860_ : l_1858_);
        double _e4233 = l_mut_93_;
        double l_1874_ = (_e4233 + l_1857_);
        double l_1875_ = (l_1861_ ? l_1873_ : l_1874_);
        l_mut_93_ = l_1875_;
        uint l_1876_ = uint(l_1863_);
        uint _e4237 = l_mut_94_;
        l_mut_94_ = (_e4237 + l_1876_);
        double _e4239 = l_mut_93_;
        double l_1877_ = (_e4239 + l_1854_);
        double _e4241 = l_mut_93_;
        double l_1878_ = (l_1877_ - _e4241);
        double l_1879_ = (l_1854_ - l_1878_);
        uint _e4244 = l_mut_94_;
        bool l_1880_ = (_e4244 < 3u);
        bool l_1881_ = (l_1879_ != 0.0L);
        if (l_1880_) {
            local_156 = l_1881_;
        } else {
            local_156 = false;
        }
        bool l_1882_ = local_156;
        uint _e4253 = l_mut_94_;
        bool l_1883_ = (_e4253 == 0u);
        if (l_1882_) {
            local_157 = l_1883_;
        } else {
            local_157 = false;
        }
        bool l_1884_ = local_157;
        double _e4260 = l_mut_234_;
        double l_1885_ = (l_1884_ ? l_1877_ : _e4260);
        l_mut_234_ = l_1885_;
        uint _e4262 = l_mut_94_;
        bool l_1886_ = (_e4262 == 1u);
        if (l_1882_) {
            local_158 = l_1886_;
        } else {
            local_158 = false;
        }
        bool l_1887_ = local_158;
        double _e4269 = l_mut_233_;
        double l_1888_ = (l_1887_ ? l_1877_ : _e4269);
        l_mut_233_ = l_1888_;
        uint _e4271 = l_mut_94_;
        bool l_1889_ = (_e4271 == 2u);
        if (l_1882_) {
            local_159 = l_1889_;
        } else {
            local_159 = false;
        }
        bool l_1890_ = local_159;
        double _e4278 = l_mut_232_;
        double l_1891_ = (l_1890_ ? l_1877_ : _e4278);
        l_mut_232_ = l_1891_;
        double l_1892_ = (l_1882_ ? l_1879_ : l_1877_);
        double _e4281 = l_mut_93_;
        double l_1893_ = (_e4281 + l_1854_);
        double l_1894_ = (l_1880_ ? l_1892_ : l_1893_);
        l_mut_93_ = l_1894_;
        uint l_1895_ = uint(l_1882_);
        uint _e4285 = l_mut_94_;
        l_mut_94_ = (_e4285 + l_1895_);
        double _e4287 = l_mut_93_;
        double l_1896_ = (_e4287 + l_1851_);
        double _e4289 = l_mut_93_;
        double l_1897_ = (l_1896_ - _e4289);
        double l_1898_ = (l_1851_ - l_1897_);
        uint _e4292 = l_mut_94_;
        bool l_1899_ = (_e4292 < 3u);
        bool l_1900_ = (l_1898_ != 0.0L);
        if (l_1899_) {
            local_160 = l_1900_;
        } else {
            local_160 = false;
        }
        bool l_1901_ = local_160;
        uint _e4301 = l_mut_94_;
        bool l_1902_ = (_e4301 == 0u);
        if (l_1901_) {
            local_161 = l_1902_;
        } else {
            local_161 = false;
        }
        bool l_1903_ = local_161;
        double _e4308 = l_mut_234_;
        double l_1904_ = (l_1903_ ? l_1896_ : _e4308);
        l_mut_234_ = l_1904_;
        uint _e4310 = l_mut_94_;
        bool l_1905_ = (_e4310 == 1u);
        if (l_1901_) {
            local_162 = l_1905_;
        } else {
            local_162 = false;
        }
        bool l_1906_ = local_162;
        double _e4317 = l_mut_233_;
        double l_1907_ = (l_1906_ ? l_1896_ : _e4317);
        l_mut_233_ = l_1907_;
        uint _e4319 = l_mut_94_;
        bool l_1908_ = (_e4319 == 2u);
        if (l_1901_) {
            local_163 = l_1908_;
        } else {
            local_163 = false;
        }
        bool l_1909_ = local_163;
        double _e4326 = l_mut_232_;
        double l_1910_ = (l_1909_ ? l_1896_ : _e4326);
        l_mut_232_ = l_1910_;
        double l_1911_ = (l_1901_ ? l_1898_ : l_1896_);
        double _e4329 = l_mut_93_;
        double l_1912_ = (_e4329 + l_1851_);
        double l_1913_ = (l_1899_ ? l_1911_ : l_1912_);
        l_mut_93_ = l_1913_;
        uint l_1914_ = uint(l_1901_);
        uint _e4333 = l_mut_94_;
        l_mut_94_ = (_e4333 + l_1914_);
        double _e4335 = l_mut_93_;
        double l_1915_ = (_e4335 + l_1848_);
        double _e4337 = l_mut_93_;
        double l_1916_ = (l_1915_ - _e4337);
        double l_1917_ = (l_1848_ - l_1916_);
        uint _e4340 = l_mut_94_;
        bool l_1918_ = (_e4340 < 3u);
        bool l_1919_ = (l_1917_ != 0.0L);
        if (l_1918_) {
            local_164 = l_1919_;
        } else {
            local_164 = false;
        }
        bool l_1920_ = local_164;
        uint _e4349 = l_mut_94_;
        bool l_1921_ = (_e4349 == 0u);
        if (l_1920_) {
            local_165 = l_1921_;
        } else {
            local_165 = false;
        }
        bool l_1922_ = local_165;
        double _e4356 = l_mut_234_;
        double l_1923_ = (l_1922_ ? l_1915_ : _e4356);
        l_mut_234_ = l_1923_;
        uint _e4358 = l_mut_94_;
        bool l_1924_ = (_e4358 == 1u);
        if (l_1920_) {
            local_166 = l_1924_;
        } else {
            local_166 = false;
        }
        bool l_1925_ = local_166;
        double _e4365 = l_mut_233_;
        double l_1926_ = (l_1925_ ? l_1915_ : _e4365);
        l_mut_233_ = l_1926_;
        uint _e4367 = l_mut_94_;
        bool l_1927_ = (_e4367 == 2u);
        if (l_1920_) {
            local_167 = l_1927_;
        } else {
            local_167 = false;
        }
        bool l_1928_ = local_167;
        double _e4374 = l_mut_232_;
        double l_1929_ = (l_1928_ ? l_1915_ : _e4374);
        l_mut_232_ = l_1929_;
        double l_1930_ = (l_1920_ ? l_1917_ : l_1915_);
        double _e4377 = l_mut_93_;
        double l_1931_ = (_e4377 + l_1848_);
        double l_1932_ = (l_1918_ ? l_1930_ : l_1931_);
        l_mut_93_ = l_1932_;
        uint l_1933_ = uint(l_1920_);
        uint _e4381 = l_mut_94_;
        l_mut_94_ = (_e4381 + l_1933_);
        uint _e4383 = l_mut_94_;
        bool l_1934_ = (_e4383 == 0u);
        double _e4386 = l_mut_234_;
        double _e4387 = l_mut_93_;
        double l_1935_ = (l_1934_ ? _e4387 : _e4386);
        l_mut_234_ = l_1935_;
        uint _e4389 = l_mut_94_;
        bool l_1936_ = (_e4389 == 1u);
        double _e4392 = l_mut_233_;
        double _e4393 = l_mut_93_;
        double l_1937_ = (l_1936_ ? _e4393 : _e4392);
        l_mut_233_ = l_1937_;
        uint _e4395 = l_mut_94_;
        bool l_1938_ = (_e4395 == 2u);
        double _e4398 = l_mut_232_;
        double _e4399 = l_mut_93_;
        double l_1939_ = (l_1938_ ? _e4399 : _e4398);
        l_mut_232_ = l_1939_;
        uint _e4401 = l_mut_94_;
        bool l_1940_ = (_e4401 == 3u);
        double _e4404 = l_mut_231_;
        double _e4405 = l_mut_93_;
        double l_1941_ = (l_1940_ ? _e4405 : _e4404);
        l_mut_231_ = l_1941_;
        double _e4407 = l_mut_853_;
        double l_1942_ = (l_1734_ * _e4407);
        double l_1943_ = -(l_1942_);
        double _e4410 = l_mut_853_;
        double l_1944_ = mad(l_1734_, _e4410, l_1943_);
        double _e4412 = l_mut_851_;
        double l_1945_ = (l_1734_ * _e4412);
        double l_1946_ = -(l_1945_);
        double _e4415 = l_mut_851_;
        double l_1947_ = mad(l_1734_, _e4415, l_1946_);
        double _e4417 = l_mut_853_;
        double l_1948_ = (l_1736_ * _e4417);
        double l_1949_ = -(l_1948_);
        double _e4420 = l_mut_853_;
        double l_1950_ = mad(l_1736_, _e4420, l_1949_);
        double _e4422 = l_mut_850_;
        double l_1951_ = (l_1734_ * _e4422);
        double l_1952_ = -(l_1951_);
        double _e4425 = l_mut_850_;
        double l_1953_ = mad(l_1734_, _e4425, l_1952_);
        double _e4427 = l_mut_851_;
        double l_1954_ = (l_1736_ * _e4427);
        double l_1955_ = -(l_1954_);
        double _e4430 = l_mut_851_;
        double l_1956_ = mad(l_1736_, _e4430, l_1955_);
        double _e4432 = l_mut_853_;
        double l_1957_ = (l_1738_ * _e4432);
        double l_1958_ = -(l_1957_);
        double _e4435 = l_mut_853_;
        double l_1959_ = mad(l_1738_, _e4435, l_1958_);
        double l_1960_ = (l_1945_ + l_1948_);
        double l_1961_ = (l_1960_ - l_1945_);
        double l_1962_ = (l_1960_ - l_1961_);
        double l_1963_ = (l_1945_ - l_1962_);
        double l_1964_ = (l_1948_ - l_1961_);
        double l_1965_ = (l_1963_ + l_1964_);
        double l_1966_ = (l_1944_ + l_1960_);
        double l_1967_ = (l_1966_ - l_1944_);
        double l_1968_ = (l_1966_ - l_1967_);
        double l_1969_ = (l_1944_ - l_1968_);
        double l_1970_ = (l_1960_ - l_1967_);
        double l_1971_ = (l_1969_ + l_1970_);
        double l_1972_ = (l_1965_ + l_1971_);
        double l_1973_ = (l_1972_ - l_1965_);
        double l_1974_ = (l_1972_ - l_1973_);
        double l_1975_ = (l_1965_ - l_1974_);
        double l_1976_ = (l_1971_ - l_1973_);
        double l_1977_ = (l_1975_ + l_1976_);
        double l_1978_ = (l_1972_ + l_1947_);
        double l_1979_ = (l_1978_ - l_1972_);
        double l_1980_ = (l_1978_ - l_1979_);
        double l_1981_ = (l_1972_ - l_1980_);
        double l_1982_ = (l_1947_ - l_1979_);
        double l_1983_ = (l_1981_ + l_1982_);
        double l_1984_ = (l_1950_ + l_1978_);
        double l_1985_ = (l_1984_ - l_1950_);
        double l_1986_ = (l_1984_ - l_1985_);
        double l_1987_ = (l_1950_ - l_1986_);
        double l_1988_ = (l_1978_ - l_1985_);
        double l_1989_ = (l_1987_ + l_1988_);
        double l_1990_ = (l_1983_ + l_1989_);
        double l_1991_ = (l_1990_ - l_1983_);
        double l_1992_ = (l_1990_ - l_1991_);
        double l_1993_ = (l_1983_ - l_1992_);
        double l_1994_ = (l_1989_ - l_1991_);
        double l_1995_ = (l_1993_ + l_1994_);
        double l_1996_ = (l_1951_ + l_1954_);
        double l_1997_ = (l_1996_ - l_1951_);
        double l_1998_ = (l_1996_ - l_1997_);
        double l_1999_ = (l_1951_ - l_1998_);
        double l_2000_ = (l_1954_ - l_1997_);
        double l_2001_ = (l_1999_ + l_2000_);
        double l_2002_ = (l_1957_ + l_1996_);
        double l_2003_ = (l_2002_ - l_1957_);
        double l_2004_ = (l_2002_ - l_2003_);
        double l_2005_ = (l_1957_ - l_2004_);
        double l_2006_ = (l_1996_ - l_2003_);
        double l_2007_ = (l_2005_ + l_2006_);
        double l_2008_ = (l_2001_ + l_2007_);
        double l_2009_ = (l_2008_ - l_2001_);
        double l_2010_ = (l_2008_ - l_2009_);
        double l_2011_ = (l_2001_ - l_2010_);
        double l_2012_ = (l_2007_ - l_2009_);
        double l_2013_ = (l_2011_ + l_2012_);
        double l_2014_ = (l_1984_ + l_2002_);
        double l_2015_ = (l_2014_ - l_1984_);
        double l_2016_ = (l_2014_ - l_2015_);
        double l_2017_ = (l_1984_ - l_2016_);
        double l_2018_ = (l_2002_ - l_2015_);
        double l_2019_ = (l_2017_ + l_2018_);
        double l_2020_ = (l_1990_ + l_2008_);
        double l_2021_ = (l_2020_ - l_1990_);
        double l_2022_ = (l_2020_ - l_2021_);
        double l_2023_ = (l_1990_ - l_2022_);
        double l_2024_ = (l_2008_ - l_2021_);
        double l_2025_ = (l_2023_ + l_2024_);
        double l_2026_ = (l_2020_ + l_2019_);
        double l_2027_ = (l_2026_ - l_2020_);
        double l_2028_ = (l_2026_ - l_2027_);
        double l_2029_ = (l_2020_ - l_2028_);
        double l_2030_ = (l_2019_ - l_2027_);
        double l_2031_ = (l_2029_ + l_2030_);
        double l_2032_ = (l_1995_ + l_2013_);
        double l_2033_ = (l_2031_ + l_2025_);
        double l_2034_ = (l_2032_ + l_2033_);
        double _e4512 = l_mut_849_;
        double l_2035_ = (l_1734_ * _e4512);
        double _e4514 = l_mut_850_;
        double l_2036_ = (l_1736_ * _e4514);
        double l_2037_ = (l_2035_ + l_2036_);
        double _e4517 = l_mut_851_;
        double l_2038_ = (l_1738_ * _e4517);
        double _e4519 = l_mut_853_;
        double l_2039_ = (l_1740_ * _e4519);
        double l_2040_ = (l_2038_ + l_2039_);
        double l_2041_ = (l_2037_ + l_2040_);
        double l_2042_ = (l_1977_ + l_1953_);
        double l_2043_ = (l_1956_ + l_1959_);
        double l_2044_ = (l_2042_ + l_2043_);
        double l_2045_ = (l_2041_ + l_2044_);
        double l_2046_ = (l_2026_ + l_2045_);
        double l_2047_ = (l_2046_ + l_2034_);
        double l_2048_ = (l_2047_ - l_2046_);
        double l_2049_ = (l_2034_ - l_2048_);
        double l_2050_ = (l_2014_ + l_2047_);
        double l_2051_ = (l_2050_ - l_2014_);
        double l_2052_ = (l_2047_ - l_2051_);
        double l_2053_ = (l_1966_ + l_2050_);
        double l_2054_ = (l_2053_ - l_1966_);
        double l_2055_ = (l_2050_ - l_2054_);
        double l_2056_ = (l_1942_ + l_2053_);
        double l_2057_ = (l_2056_ - l_1942_);
        double l_2058_ = (l_2053_ - l_2057_);
        l_mut_93_ = 0.0L;
        l_mut_92_ = 0.0L;
        l_mut_91_ = 0.0L;
        l_mut_90_ = 0.0L;
        l_mut_89_ = l_2056_;
        l_mut_94_ = 0u;
        double _e4545 = l_mut_89_;
        double l_2059_ = (_e4545 + l_2058_);
        double _e4547 = l_mut_89_;
        double l_2060_ = (l_2059_ - _e4547);
        double l_2061_ = (l_2058_ - l_2060_);
        uint _e4550 = l_mut_94_;
        bool l_2062_ = (_e4550 < 3u);
        bool l_2063_ = (l_2061_ != 0.0L);
        if (l_2062_) {
            local_168 = l_2063_;
        } else {
            local_168 = false;
        }
        bool l_2064_ = local_168;
        uint _e4559 = l_mut_94_;
        bool l_2065_ = (_e4559 == 0u);
        if (l_2064_) {
            local_169 = l_2065_;
        } else {
            local_169 = false;
        }
        bool l_2066_ = local_169;
        double _e4566 = l_mut_93_;
        double l_2067_ = (l_2066_ ? l_2059_ : _e4566);
        l_mut_93_ = l_2067_;
        uint _e4568 = l_mut_94_;
        bool l_2068_ = (_e4568 == 1u);
        if (l_2064_) {
            local_170 = l_2068_;
        } else {
            local_170 = false;
        }
        bool l_2069_ = local_170;
        double _e4575 = l_mut_92_;
        double l_2070_ = (l_2069_ ? l_2059_ : _e4575);
        l_mut_92_ = l_2070_;
        uint _e4577 = l_mut_94_;
        bool l_2071_ = (_e4577 == 2u);
        if (l_2064_) {
            local_171 = l_2071_;
        } else {
            local_171 = false;
        }
        bool l_2072_ = local_171;
        double _e4584 = l_mut_91_;
        double l_2073_ = (l_2072_ ? l_2059_ : _e4584);
        l_mut_91_ = l_2073_;
        double l_2074_ = (l_2064_ ? l_2061_ : l_2059_);
        double _e4587 = l_mut_89_;
        double l_2075_ = (_e4587 + l_2058_);
        double l_2076_ = (l_2062_ ? l_2074_ : l_2075_);
        l_mut_89_ = l_2076_;
        uint l_2077_ = uint(l_2064_);
        uint _e4591 = l_mut_94_;
        l_mut_94_ = (_e4591 + l_2077_);
        double _e4593 = l_mut_89_;
        double l_2078_ = (_e4593 + l_2055_);
        double _e4595 = l_mut_89_;
        double l_2079_ = (l_2078_ - _e4595);
        double l_2080_ = (l_2055_ - l_2079_);
        uint _e4598 = l_mut_94_;
        bool l_2081_ = (_e4598 < 3u);
        bool l_2082_ = (l_2080_ != 0.0L);
        if (l_2081_) {
            local_172 = l_2082_;
        } else {
            local_172 = false;
        }
        bool l_2083_ = local_172;
        uint _e4607 = l_mut_94_;
        bool l_2084_ = (_e4607 == 0u);
        if (l_2083_) {
            local_173 = l_2084_;
        } else {
            local_173 = false;
        }
        bool l_2085_ = local_173;
        double _e4614 = l_mut_93_;
        double l_2086_ = (l_2085_ ? l_2078_ : _e4614);
        l_mut_93_ = l_2086_;
        uint _e4616 = l_mut_94_;
        bool l_2087_ = (_e4616 == 1u);
        if (l_2083_) {
            local_174 = l_2087_;
        } else {
            local_174 = false;
        }
        bool l_2088_ = local_174;
        double _e4623 = l_mut_92_;
        double l_2089_ = (l_2088_ ? l_2078_ : _e4623);
        l_mut_92_ = l_2089_;
        uint _e4625 = l_mut_94_;
        bool l_2090_ = (_e4625 == 2u);
        if (l_2083_) {
            local_175 = l_2090_;
        } else {
            local_175 = false;
        }
        bool l_2091_ = local_175;
        double _e4632 = l_mut_91_;
        double l_2092_ = (l_2091_ ? l_2078_ : _e4632);
        l_mut_91_ = l_2092_;
        double l_2093_ = (l_2083_ ? l_2080_ : l_2078_);
        double _e4635 = l_mut_89_;
        double l_2094_ = (_e4635 + l_2055_);
        double l_2095_ = (l_2081_ ? l_2093_ : l_2094_);
        l_mut_89_ = l_2095_;
        uint l_2096_ = uint(l_2083_);
        uint _e4639 = l_mut_94_;
        l_mut_94_ = (_e4639 + l_2096_);
        double _e4641 = l_mut_89_;
        double l_2097_ = (_e4641 + l_2052_);
        double _e4643 = l_mut_89_;
        double l_2098_ = (l_2097_ - _e4643);
        double l_2099_ = (l_2052_ - l_2098_);
        uint _e4646 = l_mut_94_;
        bool l_2100_ = (_e4646 < 3u);
        bool l_2101_ = (l_2099_ != 0.0L);
        if (l_2100_) {
            local_176 = l_2101_;
        } else {
            local_176 = false;
        }
        bool l_2102_ = local_176;
        uint _e4655 = l_mut_94_;
        bool l_2103_ = (_e4655 == 0u);
        if (l_2102_) {
            local_177 = l_2103_;
        } else {
            local_177 = false;
        }
        bool l_2104_ = local_177;
        double _e4662 = l_mut_93_;
        double l_2105_ = (l_2104_ ? l_2097_ : _e4662);
        l_mut_93_ = l_2105_;
        uint _e4664 = l_mut_94_;
        bool l_2106_ = (_e4664 == 1u);
        if (l_2102_) {
            local_178 = l_2106_;
        } else {
            local_178 = false;
        }
        bool l_2107_ = local_178;
        double _e4671 = l_mut_92_;
        double l_2108_ = (l_2107_ ? l_2097_ : _e4671);
        l_mut_92_ = l_2108_;
        uint _e4673 = l_mut_94_;
        bool l_2109_ = (_e4673 == 2u);
        if (l_2102_) {
            local_179 = l_2109_;
        } else {
            local_179 = false;
        }
        bool l_2110_ = local_179;
        double _e4680 = l_mut_91_;
        double l_2111_ = (l_2110_ ? l_2097_ : _e4680);
        l_mut_91_ = l_2111_;
        double l_2112_ = (l_2102_ ? l_2099_ : l_2097_);
        double _e4683 = l_mut_89_;
        double l_2113_ = (_e4683 + l_2052_);
        double l_2114_ = (l_2100_ ? l_2112_ : l_2113_);
        l_mut_89_ = l_2114_;
        uint l_2115_ = uint(l_2102_);
        uint _e4687 = l_mut_94_;
        l_mut_94_ = (_e4687 + l_2115_);
        double _e4689 = l_mut_89_;
        double l_2116_ = (_e4689 + l_2049_);
        double _e4691 = l_mut_89_;
        double l_2117_ = (l_2116_ - _e4691);
        double l_2118_ = (l_2049_ - l_2117_);
        uint _e4694 = l_mut_94_;
        bool l_2119_ = (_e4694 < 3u);
        bool l_2120_ = (l_2118_ != 0.0L);
        if (l_2119_) {
            local_180 = l_2120_;
        } else {
            local_180 = false;
        }
        bool l_2121_ = local_180;
        uint _e4703 = l_mut_94_;
        bool l_2122_ = (_e4703 == 0u);
        if (l_2121_) {
            local_181 = l_2122_;
        } else {
            local_181 = false;
        }
        bool l_2123_ = local_181;
        double _e4710 = l_mut_93_;
        double l_2124_ = (l_2123_ ? l_2116_ : _e4710);
        l_mut_93_ = l_2124_;
        uint _e4712 = l_mut_94_;
        bool l_2125_ = (_e4712 == 1u);
        if (l_2121_) {
            local_182 = l_2125_;
        } else {
            local_182 = false;
        }
        bool l_2126_ = local_182;
        double _e4719 = l_mut_92_;
        double l_2127_ = (l_2126_ ? l_2116_ : _e4719);
        l_mut_92_ = l_2127_;
        uint _e4721 = l_mut_94_;
        bool l_2128_ = (_e4721 == 2u);
        if (l_2121_) {
            local_183 = l_2128_;
        } else {
            local_183 = false;
        }
        bool l_2129_ = local_183;
        double _e4728 = l_mut_91_;
        double l_2130_ = (l_2129_ ? l_2116_ : _e4728);
        l_mut_91_ = l_2130_;
        double l_2131_ = (l_2121_ ? l_2118_ : l_2116_);
        double _e4731 = l_mut_89_;
        double l_2132_ = (_e4731 + l_2049_);
        double l_2133_ = (l_2119_ ? l_2131_ : l_2132_);
        l_mut_89_ = l_2133_;
        uint l_2134_ = uint(l_2121_);
        uint _e4735 = l_mut_94_;
        l_mut_94_ = (_e4735 + l_2134_);
        uint _e4737 = l_mut_94_;
        bool l_2135_ = (_e4737 == 0u);
        double _e4740 = l_mut_93_;
        double _e4741 = l_mut_89_;
        double l_2136_ = (l_2135_ ? _e4741 : _e4740);
        l_mut_93_ = l_2136_;
        uint _e4743 = l_mut_94_;
        bool l_2137_ = (_e4743 == 1u);
        double _e4746 = l_mut_92_;
        double _e4747 = l_mut_89_;
        double l_2138_ = (l_2137_ ? _e4747 : _e4746);
        l_mut_92_ = l_2138_;
        uint _e4749 = l_mut_94_;
        bool l_2139_ = (_e4749 == 2u);
        double _e4752 = l_mut_91_;
        double _e4753 = l_mut_89_;
        double l_2140_ = (l_2139_ ? _e4753 : _e4752);
        l_mut_91_ = l_2140_;
        uint _e4755 = l_mut_94_;
        bool l_2141_ = (_e4755 == 3u);
        double _e4758 = l_mut_90_;
        double _e4759 = l_mut_89_;
        double l_2142_ = (l_2141_ ? _e4759 : _e4758);
        l_mut_90_ = l_2142_;
        double _e4762 = l_mut_234_;
        a_2143_[0] = _e4762;
        double _e4764 = l_mut_93_;
        a_2143_[1] = _e4764;
        double _e4766 = l_mut_233_;
        a_2143_[2] = _e4766;
        double _e4768 = l_mut_92_;
        a_2143_[3] = _e4768;
        double _e4770 = l_mut_232_;
        a_2143_[4] = _e4770;
        double _e4772 = l_mut_91_;
        a_2143_[5] = _e4772;
        double _e4774 = l_mut_231_;
        a_2143_[6] = _e4774;
        double _e4776 = l_mut_90_;
        a_2143_[7] = _e4776;
        double l_2144_ = a_2143_[7];
        l_mut_89_ = l_2144_;
        double l_2145_ = a_2143_[6];
        double _e4781 = l_mut_89_;
        double l_2146_ = (l_2145_ + _e4781);
        double l_2147_ = (l_2146_ - l_2145_);
        double l_2148_ = (l_2146_ - l_2147_);
        double l_2149_ = (l_2145_ - l_2148_);
        double _e4786 = l_mut_89_;
        double l_2150_ = (_e4786 - l_2147_);
        double l_2151_ = (l_2149_ + l_2150_);
        a_2143_[7] = l_2151_;
        l_mut_89_ = l_2146_;
        double l_2152_ = a_2143_[5];
        double _e4792 = l_mut_89_;
        double l_2153_ = (l_2152_ + _e4792);
        double l_2154_ = (l_2153_ - l_2152_);
        double l_2155_ = (l_2153_ - l_2154_);
        double l_2156_ = (l_2152_ - l_2155_);
        double _e4797 = l_mut_89_;
        double l_2157_ = (_e4797 - l_2154_);
        double l_2158_ = (l_2156_ + l_2157_);
        a_2143_[6] = l_2158_;
        l_mut_89_ = l_2153_;
        double l_2159_ = a_2143_[4];
        double _e4803 = l_mut_89_;
        double l_2160_ = (l_2159_ + _e4803);
        double l_2161_ = (l_2160_ - l_2159_);
        double l_2162_ = (l_2160_ - l_2161_);
        double l_2163_ = (l_2159_ - l_2162_);
        double _e4808 = l_mut_89_;
        double l_2164_ = (_e4808 - l_2161_);
        double l_2165_ = (l_2163_ + l_2164_);
        a_2143_[5] = l_2165_;
        l_mut_89_ = l_2160_;
        double l_2166_ = a_2143_[3];
        double _e4814 = l_mut_89_;
        double l_2167_ = (l_2166_ + _e4814);
        double l_2168_ = (l_2167_ - l_2166_);
        double l_2169_ = (l_2167_ - l_2168_);
        double l_2170_ = (l_2166_ - l_2169_);
        double _e4819 = l_mut_89_;
        double l_2171_ = (_e4819 - l_2168_);
        double l_2172_ = (l_2170_ + l_2171_);
        a_2143_[4] = l_2172_;
        l_mut_89_ = l_2167_;
        double l_2173_ = a_2143_[2];
        double _e4825 = l_mut_89_;
        double l_2174_ = (l_2173_ + _e4825);
        double l_2175_ = (l_2174_ - l_2173_);
        double l_2176_ = (l_2174_ - l_2175_);
        double l_2177_ = (l_2173_ - l_2176_);
        double _e4830 = l_mut_89_;
        double l_2178_ = (_e4830 - l_2175_);
        double l_2179_ = (l_2177_ + l_2178_);
        a_2143_[3] = l_2179_;
        l_mut_89_ = l_2174_;
        double l_2180_ = a_2143_[1];
        double _e4836 = l_mut_89_;
        double l_2181_ = (l_2180_ + _e4836);
        double l_2182_ = (l_2181_ - l_2180_);
        double l_2183_ = (l_2181_ - l_2182_);
        double l_2184_ = (l_2180_ - l_2183_);
        double _e4841 = l_mut_89_;
        double l_2185_ = (_e4841 - l_2182_);
        double l_2186_ = (l_2184_ + l_2185_);
        a_2143_[2] = l_2186_;
        l_mut_89_ = l_2181_;
        double l_2187_ = a_2143_[0];
        double _e4847 = l_mut_89_;
        double l_2188_ = (l_2187_ + _e4847);
        double l_2189_ = (l_2188_ - l_2187_);
        double l_2190_ = (l_2188_ - l_2189_);
        double l_2191_ = (l_2187_ - l_2190_);
        double _e4852 = l_mut_89_;
        double l_2192_ = (_e4852 - l_2189_);
        double l_2193_ = (l_2191_ + l_2192_);
        a_2143_[1] = l_2193_;
        l_mut_89_ = l_2188_;
        double _e4857 = l_mut_89_;
        a_2143_[0] = _e4857;
        double l_2194_ = a_2143_[7];
        l_mut_89_ = l_2194_;
        double l_2195_ = a_2143_[6];
        double _e4862 = l_mut_89_;
        double l_2196_ = (l_2195_ + _e4862);
        double l_2197_ = (l_2196_ - l_2195_);
        double l_2198_ = (l_2196_ - l_2197_);
        double l_2199_ = (l_2195_ - l_2198_);
        double _e4867 = l_mut_89_;
        double l_2200_ = (_e4867 - l_2197_);
        double l_2201_ = (l_2199_ + l_2200_);
        a_2143_[7] = l_2201_;
        l_mut_89_ = l_2196_;
        double l_2202_ = a_2143_[5];
        double _e4873 = l_mut_89_;
        double l_2203_ = (l_2202_ + _e4873);
        double l_2204_ = (l_2203_ - l_2202_);
        double l_2205_ = (l_2203_ - l_2204_);
        double l_2206_ = (l_2202_ - l_2205_);
        double _e4878 = l_mut_89_;
        double l_2207_ = (_e4878 - l_2204_);
        double l_2208_ = (l_2206_ + l_2207_);
        a_2143_[6] = l_2208_;
        l_mut_89_ = l_2203_;
        double l_2209_ = a_2143_[4];
        double _e4884 = l_mut_89_;
        double l_2210_ = (l_2209_ + _e4884);
        double l_2211_ = (l_2210_ - l_2209_);
        double l_2212_ = (l_2210_ - l_2211_);
        double l_2213_ = (l_2209_ - l_2212_);
        double _e4889 = l_mut_89_;
        double l_2214_ = (_e4889 - l_2211_);
        double l_2215_ = (l_2213_ + l_2214_);
        a_2143_[5] = l_2215_;
        l_mut_89_ = l_2210_;
        double l_2216_ = a_2143_[3];
        double _e4895 = l_mut_89_;
        double l_2217_ = (l_2216_ + _e4895);
        double l_2218_ = (l_2217_ - l_2216_);
        double l_2219_ = (l_2217_ - l_2218_);
        double l_2220_ = (l_2216_ - l_2219_);
        double _e4900 = l_mut_89_;
        double l_2221_ = (_e4900 - l_2218_);
        double l_2222_ = (l_2220_ + l_2221_);
        a_2143_[4] = l_2222_;
        l_mut_89_ = l_2217_;
        double l_2223_ = a_2143_[2];
        double _e4906 = l_mut_89_;
        double l_2224_ = (l_2223_ + _e4906);
        double l_2225_ = (l_2224_ - l_2223_);
        double l_2226_ = (l_2224_ - l_2225_);
        double l_2227_ = (l_2223_ - l_2226_);
        double _e4911 = l_mut_89_;
        double l_2228_ = (_e4911 - l_2225_);
        double l_2229_ = (l_2227_ + l_2228_);
        a_2143_[3] = l_2229_;
        l_mut_89_ = l_2224_;
        double l_2230_ = a_2143_[1];
        double _e4917 = l_mut_89_;
        double l_2231_ = (l_2230_ + _e4917);
        double l_2232_ = (l_2231_ - l_2230_);
        double l_2233_ = (l_2231_ - l_2232_);
        double l_2234_ = (l_2230_ - l_2233_);
        double _e4922 = l_mut_89_;
        double l_2235_ = (_e4922 - l_2232_);
        double l_2236_ = (l_2234_ + l_2235_);
        a_2143_[2] = l_2236_;
        l_mut_89_ = l_2231_;
        double l_2237_ = a_2143_[0];
        double _e4928 = l_mut_89_;
        double l_2238_ = (l_2237_ + _e4928);
        double l_2239_ = (l_2238_ - l_2237_);
        double l_2240_ = (l_2238_ - l_2239_);
        double l_2241_ = (l_2237_ - l_2240_);
        double _e4933 = l_mut_89_;
        double l_2242_ = (_e4933 - l_2239_);
        double l_2243_ = (l_2241_ + l_2242_);
        a_2143_[1] = l_2243_;
        l_mut_89_ = l_2238_;
        double _e4938 = l_mut_89_;
        a_2143_[0] = _e4938;
        l_mut_89_ = 0.0L;
        l_mut_45_ = 0.0L;
        l_mut_44_ = 0.0L;
        l_mut_43_ = 0.0L;
        double l_2244_ = a_2143_[0];
        l_mut_42_ = l_2244_;
        l_mut_94_ = 0u;
        double l_2245_ = a_2143_[1];
        double _e4948 = l_mut_42_;
        double l_2246_ = (_e4948 + l_2245_);
        double _e4950 = l_mut_42_;
        double l_2247_ = (l_2246_ - _e4950);
        double l_2248_ = (l_2246_ - l_2247_);
        double _e4953 = l_mut_42_;
        double l_2249_ = (_e4953 - l_2248_);
        double l_2250_ = (l_2245_ - l_2247_);
        double l_2251_ = (l_2249_ + l_2250_);
        uint _e4957 = l_mut_94_;
        bool l_2252_ = (_e4957 < 3u);
        bool l_2253_ = (l_2251_ != 0.0L);
        if (l_2252_) {
            local_184 = l_2253_;
        } else {
            local_184 = false;
        }
        bool l_2254_ = local_184;
        uint _e4966 = l_mut_94_;
        bool l_2255_ = (_e4966 == 0u);
        if (l_2254_) {
            local_185 = l_2255_;
        } else {
            local_185 = false;
        }
        bool l_2256_ = local_185;
        double _e4973 = l_mut_89_;
        double l_2257_ = (l_2256_ ? l_2246_ : _e4973);
        l_mut_89_ = l_2257_;
        uint _e4975 = l_mut_94_;
        bool l_2258_ = (_e4975 == 1u);
        if (l_2254_) {
            local_186 = l_2258_;
        } else {
            local_186 = false;
        }
        bool l_2259_ = local_186;
        double _e4982 = l_mut_45_;
        double l_2260_ = (l_2259_ ? l_2246_ : _e4982);
        l_mut_45_ = l_2260_;
        uint _e4984 = l_mut_94_;
        bool l_2261_ = (_e4984 == 2u);
        if (l_2254_) {
            local_187 = l_2261_;
        } else {
            local_187 = false;
        }
        bool l_2262_ = local_187;
        double _e4991 = l_mut_44_;
        double l_2263_ = (l_2262_ ? l_2246_ : _e4991);
        l_mut_44_ = l_2263_;
        double l_2264_ = (l_2254_ ? l_2251_ : l_2246_);
        double _e4994 = l_mut_42_;
        double l_2265_ = (_e4994 + l_2245_);
        double l_2266_ = (l_2252_ ? l_2264_ : l_2265_);
        l_mut_42_ = l_2266_;
        uint l_2267_ = uint(l_2254_);
        uint _e4998 = l_mut_94_;
        l_mut_94_ = (_e4998 + l_2267_);
        double l_2268_ = a_2143_[2];
        double _e5002 = l_mut_42_;
        double l_2269_ = (_e5002 + l_2268_);
        double _e5004 = l_mut_42_;
        double l_2270_ = (l_2269_ - _e5004);
        double l_2271_ = (l_2269_ - l_2270_);
        double _e5007 = l_mut_42_;
        double l_2272_ = (_e5007 - l_2271_);
        double l_2273_ = (l_2268_ - l_2270_);
        double l_2274_ = (l_2272_ + l_2273_);
        uint _e5011 = l_mut_94_;
        bool l_2275_ = (_e5011 < 3u);
        bool l_2276_ = (l_2274_ != 0.0L);
        if (l_2275_) {
            local_188 = l_2276_;
        } else {
            local_188 = false;
        }
        bool l_2277_ = local_188;
        uint _e5020 = l_mut_94_;
        bool l_2278_ = (_e5020 == 0u);
        if (l_2277_) {
            local_189 = l_2278_;
        } else {
            local_189 = false;
        }
        bool l_2279_ = local_189;
        double _e5027 = l_mut_89_;
        double l_2280_ = (l_2279_ ? l_2269_ : _e5027);
        l_mut_89_ = l_2280_;
        uint _e5029 = l_mut_94_;
        bool l_2281_ = (_e5029 == 1u);
        if (l_2277_) {
            local_190 = l_2281_;
        } else {
            local_190 = false;
        }
        bool l_2282_ = local_190;
        double _e5036 = l_mut_45_;
        double l_2283_ = (l_2282_ ? l_2269_ : _e5036);
        l_mut_45_ = l_2283_;
        uint _e5038 = l_mut_94_;
        bool l_2284_ = (_e5038 == 2u);
        if (l_2277_) {
            local_191 = l_2284_;
        } else {
            local_191 = false;
        }
        bool l_2285_ = local_191;
        double _e5045 = l_mut_44_;
        double l_2286_ = (l_2285_ ? l_2269_ : _e5045);
        l_mut_44_ = l_2286_;
        double l_2287_ = (l_2277_ ? l_2274_ : l_2269_);
        double _e5048 = l_mut_42_;
        double l_2288_ = (_e5048 + l_2268_);
        double l_2289_ = (l_2275_ ? l_2287_ : l_2288_);
        l_mut_42_ = l_2289_;
        uint l_2290_ = uint(l_2277_);
        uint _e5052 = l_mut_94_;
        l_mut_94_ = (_e5052 + l_2290_);
        double l_2291_ = a_2143_[3];
        double _e5056 = l_mut_42_;
        double l_2292_ = (_e5056 + l_2291_);
        double _e5058 = l_mut_42_;
        double l_2293_ = (l_2292_ - _e5058);
        double l_2294_ = (l_2292_ - l_2293_);
        double _e5061 = l_mut_42_;
        double l_2295_ = (_e5061 - l_2294_);
        double l_2296_ = (l_2291_ - l_2293_);
        double l_2297_ = (l_2295_ + l_2296_);
        uint _e5065 = l_mut_94_;
        bool l_2298_ = (_e5065 < 3u);
        bool l_2299_ = (l_2297_ != 0.0L);
        if (l_2298_) {
            local_192 = l_2299_;
        } else {
            local_192 = false;
        }
        bool l_2300_ = local_192;
        uint _e5074 = l_mut_94_;
        bool l_2301_ = (_e5074 == 0u);
        if (l_2300_) {
            local_193 = l_2301_;
        } else {
            local_193 = false;
        }
        bool l_2302_ = local_193;
        double _e5081 = l_mut_89_;
        double l_2303_ = (l_2302_ ? l_2292_ : _e5081);
        l_mut_89_ = l_2303_;
        uint _e5083 = l_mut_94_;
        bool l_2304_ = (_e5083 == 1u);
        if (l_2300_) {
            local_194 = l_2304_;
        } else {
            local_194 = false;
        }
        bool l_2305_ = local_194;
        double _e5090 = l_mut_45_;
        double l_2306_ = (l_2305_ ? l_2292_ : _e5090);
        l_mut_45_ = l_2306_;
        uint _e5092 = l_mut_94_;
        bool l_2307_ = (_e5092 == 2u);
        if (l_2300_) {
            local_195 = l_2307_;
        } else {
            local_195 = false;
        }
        bool l_2308_ = local_195;
        double _e5099 = l_mut_44_;
        double l_2309_ = (l_2308_ ? l_2292_ : _e5099);
        l_mut_44_ = l_2309_;
        double l_2310_ = (l_2300_ ? l_2297_ : l_2292_);
        double _e5102 = l_mut_42_;
        double l_2311_ = (_e5102 + l_2291_);
        double l_2312_ = (l_2298_ ? l_2310_ : l_2311_);
        l_mut_42_ = l_2312_;
        uint l_2313_ = uint(l_2300_);
        uint _e5106 = l_mut_94_;
        l_mut_94_ = (_e5106 + l_2313_);
        double l_2314_ = a_2143_[4];
        double _e5110 = l_mut_42_;
        double l_2315_ = (_e5110 + l_2314_);
        double _e5112 = l_mut_42_;
        double l_2316_ = (l_2315_ - _e5112);
        double l_2317_ = (l_2315_ - l_2316_);
        double _e5115 = l_mut_42_;
        double l_2318_ = (_e5115 - l_2317_);
        double l_2319_ = (l_2314_ - l_2316_);
        double l_2320_ = (l_2318_ + l_2319_);
        uint _e5119 = l_mut_94_;
        bool l_2321_ = (_e5119 < 3u);
        bool l_2322_ = (l_2320_ != 0.0L);
        if (l_2321_) {
            local_196 = l_2322_;
        } else {
            local_196 = false;
        }
        bool l_2323_ = local_196;
        uint _e5128 = l_mut_94_;
        bool l_2324_ = (_e5128 == 0u);
        if (l_2323_) {
            local_197 = l_2324_;
        } else {
            local_197 = false;
        }
        bool l_2325_ = local_197;
        double _e5135 = l_mut_89_;
        double l_2326_ = (l_2325_ ? l_2315_ : _e5135);
        l_mut_89_ = l_2326_;
        uint _e5137 = l_mut_94_;
        bool l_2327_ = (_e5137 == 1u);
        if (l_2323_) {
            local_198 = l_2327_;
        } else {
            local_198 = false;
        }
        bool l_2328_ = local_198;
        double _e5144 = l_mut_45_;
        double l_2329_ = (l_2328_ ? l_2315_ : _e5144);
        l_mut_45_ = l_2329_;
        uint _e5146 = l_mut_94_;
        bool l_2330_ = (_e5146 == 2u);
        if (l_2323_) {
            local_199 = l_2330_;
        } else {
            local_199 = false;
        }
        bool l_2331_ = local_199;
        double _e5153 = l_mut_44_;
        double l_2332_ = (l_2331_ ? l_2315_ : _e5153);
        l_mut_44_ = l_2332_;
        double l_2333_ = (l_2323_ ? l_2320_ : l_2315_);
        double _e5156 = l_mut_42_;
        double l_2334_ = (_e5156 + l_2314_);
        double l_2335_ = (l_2321_ ? l_2333_ : l_2334_);
        l_mut_42_ = l_2335_;
        uint l_2336_ = uint(l_2323_);
        uint _e5160 = l_mut_94_;
        l_mut_94_ = (_e5160 + l_2336_);
        double l_2337_ = a_2143_[5];
        double _e5164 = l_mut_42_;
        double l_2338_ = (_e5164 + l_2337_);
        double _e5166 = l_mut_42_;
        double l_2339_ = (l_2338_ - _e5166);
        double l_2340_ = (l_2338_ - l_2339_);
        double _e5169 = l_mut_42_;
        double l_2341_ = (_e5169 - l_2340_);
        double l_2342_ = (l_2337_ - l_2339_);
        double l_2343_ = (l_2341_ + l_2342_);
        uint _e5173 = l_mut_94_;
        bool l_2344_ = (_e5173 < 3u);
        bool l_2345_ = (l_2343_ != 0.0L);
        if (l_2344_) {
            local_200 = l_2345_;
        } else {
            local_200 = false;
        }
        bool l_2346_ = local_200;
        uint _e5182 = l_mut_94_;
        bool l_2347_ = (_e5182 == 0u);
        if (l_2346_) {
            local_201 = l_2347_;
        } else {
            local_201 = false;
        }
        bool l_2348_ = local_201;
        double _e5189 = l_mut_89_;
        double l_2349_ = (l_2348_ ? l_2338_ : _e5189);
        l_mut_89_ = l_2349_;
        uint _e5191 = l_mut_94_;
        bool l_2350_ = (_e5191 == 1u);
        if (l_2346_) {
            local_202 = l_2350_;
        } else {
            local_202 = false;
        }
        bool l_2351_ = local_202;
        double _e5198 = l_mut_45_;
        double l_2352_ = (l_2351_ ? l_2338_ : _e5198);
        l_mut_45_ = l_2352_;
        uint _e5200 = l_mut_94_;
        bool l_2353_ = (_e5200 == 2u);
        if (l_2346_) {
            local_203 = l_2353_;
        } else {
            local_203 = false;
        }
        bool l_2354_ = local_203;
        double _e5207 = l_mut_44_;
        double l_2355_ = (l_2354_ ? l_2338_ : _e5207);
        l_mut_44_ = l_2355_;
        double l_2356_ = (l_2346_ ? l_2343_ : l_2338_);
        double _e5210 = l_mut_42_;
        double l_2357_ = (_e5210 + l_2337_);
        double l_2358_ = (l_2344_ ? l_2356_ : l_2357_);
        l_mut_42_ = l_2358_;
        uint l_2359_ = uint(l_2346_);
        uint _e5214 = l_mut_94_;
        l_mut_94_ = (_e5214 + l_2359_);
        double l_2360_ = a_2143_[6];
        double _e5218 = l_mut_42_;
        double l_2361_ = (_e5218 + l_2360_);
        double _e5220 = l_mut_42_;
        double l_2362_ = (l_2361_ - _e5220);
        double l_2363_ = (l_2361_ - l_2362_);
        double _e5223 = l_mut_42_;
        double l_2364_ = (_e5223 - l_2363_);
        double l_2365_ = (l_2360_ - l_2362_);
        double l_2366_ = (l_2364_ + l_2365_);
        uint _e5227 = l_mut_94_;
        bool l_2367_ = (_e5227 < 3u);
        bool l_2368_ = (l_2366_ != 0.0L);
        if (l_2367_) {
            local_204 = l_2368_;
        } else {
            local_204 = false;
        }
        bool l_2369_ = local_204;
        uint _e5236 = l_mut_94_;
        bool l_2370_ = (_e5236 == 0u);
        if (l_2369_) {
            local_205 = l_2370_;
        } else {
            local_205 = false;
        }
        bool l_2371_ = local_205;
        double _e5243 = l_mut_89_;
        double l_2372_ = (l_2371_ ? l_2361_ : _e5243);
        l_mut_89_ = l_2372_;
        uint _e5245 = l_mut_94_;
        bool l_2373_ = (_e5245 == 1u);
        if (l_2369_) {
            local_206 = l_2373_;
        } else {
            local_206 = false;
        }
        bool l_2374_ = local_206;
        double _e5252 = l_mut_45_;
        double l_2375_ = (l_2374_ ? l_2361_ : _e5252);
        l_mut_45_ = l_2375_;
        uint _e5254 = l_mut_94_;
        bool l_2376_ = (_e5254 == 2u);
        if (l_2369_) {
            local_207 = l_2376_;
        } else {
            local_207 = false;
        }
        bool l_2377_ = local_207;
        double _e5261 = l_mut_44_;
        double l_2378_ = (l_2377_ ? l_2361_ : _e5261);
        l_mut_44_ = l_2378_;
        double l_2379_ = (l_2369_ ? l_2366_ : l_2361_);
        double _e5264 = l_mut_42_;
        double l_2380_ = (_e5264 + l_2360_);
        double l_2381_ = (l_2367_ ? l_2379_ : l_2380_);
        l_mut_42_ = l_2381_;
        uint l_2382_ = uint(l_2369_);
        uint _e5268 = l_mut_94_;
        l_mut_94_ = (_e5268 + l_2382_);
        double l_2383_ = a_2143_[7];
        double _e5272 = l_mut_42_;
        double l_2384_ = (_e5272 + l_2383_);
        double _e5274 = l_mut_42_;
        double l_2385_ = (l_2384_ - _e5274);
        double l_2386_ = (l_2384_ - l_2385_);
        double _e5277 = l_mut_42_;
        double l_2387_ = (_e5277 - l_2386_);
        double l_2388_ = (l_2383_ - l_2385_);
        double l_2389_ = (l_2387_ + l_2388_);
        uint _e5281 = l_mut_94_;
        bool l_2390_ = (_e5281 < 3u);
        bool l_2391_ = (l_2389_ != 0.0L);
        if (l_2390_) {
            local_208 = l_2391_;
        } else {
            local_208 = false;
        }
        bool l_2392_ = local_208;
        uint _e5290 = l_mut_94_;
        bool l_2393_ = (_e5290 == 0u);
        if (l_2392_) {
            local_209 = l_2393_;
        } else {
            local_209 = false;
        }
        bool l_2394_ = local_209;
        double _e5297 = l_mut_89_;
        double l_2395_ = (l_2394_ ? l_2384_ : _e5297);
        l_mut_89_ = l_2395_;
        uint _e5299 = l_mut_94_;
        bool l_2396_ = (_e5299 == 1u);
        if (l_2392_) {
            local_210 = l_2396_;
        } else {
            local_210 = false;
        }
        bool l_2397_ = local_210;
        double _e5306 = l_mut_45_;
        double l_2398_ = (l_2397_ ? l_2384_ : _e5306);
        l_mut_45_ = l_2398_;
        uint _e5308 = l_mut_94_;
        bool l_2399_ = (_e5308 == 2u);
        if (l_2392_) {
            local_211 = l_2399_;
        } else {
            local_211 = false;
        }
        bool l_2400_ = local_211;
        double _e5315 = l_mut_44_;
        double l_2401_ = (l_2400_ ? l_2384_ : _e5315);
        l_mut_44_ = l_2401_;
        double l_2402_ = (l_2392_ ? l_2389_ : l_2384_);
        double _e5318 = l_mut_42_;
        double l_2403_ = (_e5318 + l_2383_);
        double l_2404_ = (l_2390_ ? l_2402_ : l_2403_);
        l_mut_42_ = l_2404_;
        uint l_2405_ = uint(l_2392_);
        uint _e5322 = l_mut_94_;
        l_mut_94_ = (_e5322 + l_2405_);
        uint _e5324 = l_mut_94_;
        bool l_2406_ = (_e5324 == 0u);
        double _e5327 = l_mut_89_;
        double _e5328 = l_mut_42_;
        double l_2407_ = (l_2406_ ? _e5328 : _e5327);
        l_mut_89_ = l_2407_;
        uint _e5330 = l_mut_94_;
        bool l_2408_ = (_e5330 == 1u);
        double _e5333 = l_mut_45_;
        double _e5334 = l_mut_42_;
        double l_2409_ = (l_2408_ ? _e5334 : _e5333);
        l_mut_45_ = l_2409_;
        uint _e5336 = l_mut_94_;
        bool l_2410_ = (_e5336 == 2u);
        double _e5339 = l_mut_44_;
        double _e5340 = l_mut_42_;
        double l_2411_ = (l_2410_ ? _e5340 : _e5339);
        l_mut_44_ = l_2411_;
        uint _e5342 = l_mut_94_;
        bool l_2412_ = (_e5342 == 3u);
        double _e5345 = l_mut_43_;
        double _e5346 = l_mut_42_;
        double l_2413_ = (l_2412_ ? _e5346 : _e5345);
        l_mut_43_ = l_2413_;
        double _e5348 = l_mut_654_;
        double l_2414_ = (l_1734_ * _e5348);
        double l_2415_ = -(l_2414_);
        double _e5351 = l_mut_654_;
        double l_2416_ = mad(l_1734_, _e5351, l_2415_);
        double _e5353 = l_mut_653_;
        double l_2417_ = (l_1734_ * _e5353);
        double l_2418_ = -(l_2417_);
        double _e5356 = l_mut_653_;
        double l_2419_ = mad(l_1734_, _e5356, l_2418_);
        double _e5358 = l_mut_654_;
        double l_2420_ = (l_1736_ * _e5358);
        double l_2421_ = -(l_2420_);
        double _e5361 = l_mut_654_;
        double l_2422_ = mad(l_1736_, _e5361, l_2421_);
        double _e5363 = l_mut_652_;
        double l_2423_ = (l_1734_ * _e5363);
        double l_2424_ = -(l_2423_);
        double _e5366 = l_mut_652_;
        double l_2425_ = mad(l_1734_, _e5366, l_2424_);
        double _e5368 = l_mut_653_;
        double l_2426_ = (l_1736_ * _e5368);
        double l_2427_ = -(l_2426_);
        double _e5371 = l_mut_653_;
        double l_2428_ = mad(l_1736_, _e5371, l_2427_);
        double _e5373 = l_mut_654_;
        double l_2429_ = (l_1738_ * _e5373);
        double l_2430_ = -(l_2429_);
        double _e5376 = l_mut_654_;
        double l_2431_ = mad(l_1738_, _e5376, l_2430_);
        double l_2432_ = (l_2417_ + l_2420_);
        double l_2433_ = (l_2432_ - l_2417_);
        double l_2434_ = (l_2432_ - l_2433_);
        double l_2435_ = (l_2417_ - l_2434_);
        double l_2436_ = (l_2420_ - l_2433_);
        double l_2437_ = (l_2435_ + l_2436_);
        double l_2438_ = (l_2416_ + l_2432_);
        double l_2439_ = (l_2438_ - l_2416_);
        double l_2440_ = (l_2438_ - l_2439_);
        double l_2441_ = (l_2416_ - l_2440_);
        double l_2442_ = (l_2432_ - l_2439_);
        double l_2443_ = (l_2441_ + l_2442_);
        double l_2444_ = (l_2437_ + l_2443_);
        double l_2445_ = (l_2444_ - l_2437_);
        double l_2446_ = (l_2444_ - l_2445_);
        double l_2447_ = (l_2437_ - l_2446_);
        double l_2448_ = (l_2443_ - l_2445_);
        double l_2449_ = (l_2447_ + l_2448_);
        double l_2450_ = (l_2444_ + l_2419_);
        double l_2451_ = (l_2450_ - l_2444_);
        double l_2452_ = (l_2450_ - l_2451_);
        double l_2453_ = (l_2444_ - l_2452_);
        double l_2454_ = (l_2419_ - l_2451_);
        double l_2455_ = (l_2453_ + l_2454_);
        double l_2456_ = (l_2422_ + l_2450_);
        double l_2457_ = (l_2456_ - l_2422_);
        double l_2458_ = (l_2456_ - l_2457_);
        double l_2459_ = (l_2422_ - l_2458_);
        double l_2460_ = (l_2450_ - l_2457_);
        double l_2461_ = (l_2459_ + l_2460_);
        double l_2462_ = (l_2455_ + l_2461_);
        double l_2463_ = (l_2462_ - l_2455_);
        double l_2464_ = (l_2462_ - l_2463_);
        double l_2465_ = (l_2455_ - l_2464_);
        double l_2466_ = (l_2461_ - l_2463_);
        double l_2467_ = (l_2465_ + l_2466_);
        double l_2468_ = (l_2423_ + l_2426_);
        double l_2469_ = (l_2468_ - l_2423_);
        double l_2470_ = (l_2468_ - l_2469_);
        double l_2471_ = (l_2423_ - l_2470_);
        double l_2472_ = (l_2426_ - l_2469_);
        double l_2473_ = (l_2471_ + l_2472_);
        double l_2474_ = (l_2429_ + l_2468_);
        double l_2475_ = (l_2474_ - l_2429_);
        double l_2476_ = (l_2474_ - l_2475_);
        double l_2477_ = (l_2429_ - l_2476_);
        double l_2478_ = (l_2468_ - l_2475_);
        double l_2479_ = (l_2477_ + l_2478_);
        double l_2480_ = (l_2473_ + l_2479_);
        double l_2481_ = (l_2480_ - l_2473_);
        double l_2482_ = (l_2480_ - l_2481_);
        double l_2483_ = (l_2473_ - l_2482_);
        double l_2484_ = (l_2479_ - l_2481_);
        double l_2485_ = (l_2483_ + l_2484_);
        double l_2486_ = (l_2456_ + l_2474_);
        double l_2487_ = (l_2486_ - l_2456_);
        double l_2488_ = (l_2486_ - l_2487_);
        double l_2489_ = (l_2456_ - l_2488_);
        double l_2490_ = (l_2474_ - l_2487_);
        double l_2491_ = (l_2489_ + l_2490_);
        double l_2492_ = (l_2462_ + l_2480_);
        double l_2493_ = (l_2492_ - l_2462_);
        double l_2494_ = (l_2492_ - l_2493_);
        double l_2495_ = (l_2462_ - l_2494_);
        double l_2496_ = (l_2480_ - l_2493_);
        double l_2497_ = (l_2495_ + l_2496_);
        double l_2498_ = (l_2492_ + l_2491_);
        double l_2499_ = (l_2498_ - l_2492_);
        double l_2500_ = (l_2498_ - l_2499_);
        double l_2501_ = (l_2492_ - l_2500_);
        double l_2502_ = (l_2491_ - l_2499_);
        double l_2503_ = (l_2501_ + l_2502_);
        double l_2504_ = (l_2467_ + l_2485_);
        double l_2505_ = (l_2503_ + l_2497_);
        double l_2506_ = (l_2504_ + l_2505_);
        double _e5453 = l_mut_651_;
        double l_2507_ = (l_1734_ * _e5453);
        double _e5455 = l_mut_652_;
        double l_2508_ = (l_1736_ * _e5455);
        double l_2509_ = (l_2507_ + l_2508_);
        double _e5458 = l_mut_653_;
        double l_2510_ = (l_1738_ * _e5458);
        double _e5460 = l_mut_654_;
        double l_2511_ = (l_1740_ * _e5460);
        double l_2512_ = (l_2510_ + l_2511_);
        double l_2513_ = (l_2509_ + l_2512_);
        double l_2514_ = (l_2449_ + l_2425_);
        double l_2515_ = (l_2428_ + l_2431_);
        double l_2516_ = (l_2514_ + l_2515_);
        double l_2517_ = (l_2513_ + l_2516_);
        double l_2518_ = (l_2498_ + l_2517_);
        double l_2519_ = (l_2518_ + l_2506_);
        double l_2520_ = (l_2519_ - l_2518_);
        double l_2521_ = (l_2506_ - l_2520_);
        double l_2522_ = (l_2486_ + l_2519_);
        double l_2523_ = (l_2522_ - l_2486_);
        double l_2524_ = (l_2519_ - l_2523_);
        double l_2525_ = (l_2438_ + l_2522_);
        double l_2526_ = (l_2525_ - l_2438_);
        double l_2527_ = (l_2522_ - l_2526_);
        double l_2528_ = (l_2414_ + l_2525_);
        double l_2529_ = (l_2528_ - l_2414_);
        double l_2530_ = (l_2525_ - l_2529_);
        l_mut_234_ = 0.0L;
        l_mut_233_ = 0.0L;
        l_mut_232_ = 0.0L;
        l_mut_231_ = 0.0L;
        l_mut_93_ = l_2528_;
        l_mut_94_ = 0u;
        double _e5486 = l_mut_93_;
        double l_2531_ = (_e5486 + l_2530_);
        double _e5488 = l_mut_93_;
        double l_2532_ = (l_2531_ - _e5488);
        double l_2533_ = (l_2530_ - l_2532_);
        uint _e5491 = l_mut_94_;
        bool l_2534_ = (_e5491 < 3u);
        bool l_2535_ = (l_2533_ != 0.0L);
        if (l_2534_) {
            local_212 = l_2535_;
        } else {
            local_212 = false;
        }
        bool l_2536_ = local_212;
        uint _e5500 = l_mut_94_;
        bool l_2537_ = (_e5500 == 0u);
        if (l_2536_) {
            local_213 = l_2537_;
        } else {
            local_213 = false;
        }
        bool l_2538_ = local_213;
        double _e5507 = l_mut_234_;
        double l_2539_ = (l_2538_ ? l_2531_ : _e5507);
        l_mut_234_ = l_2539_;
        uint _e5509 = l_mut_94_;
        bool l_2540_ = (_e5509 == 1u);
        if (l_2536_) {
            local_214 = l_2540_;
        } else {
            local_214 = false;
        }
        bool l_2541_ = local_214;
        double _e5516 = l_mut_233_;
        double l_2542_ = (l_2541_ ? l_2531_ : _e5516);
        l_mut_233_ = l_2542_;
        uint _e5518 = l_mut_94_;
        bool l_2543_ = (_e5518 == 2u);
        if (l_2536_) {
            local_215 = l_2543_;
        } else {
            local_215 = false;
        }
        bool l_2544_ = local_215;
        double _e5525 = l_mut_232_;
        double l_2545_ = (l_2544_ ? l_2531_ : _e5525);
        l_mut_232_ = l_2545_;
        double l_2546_ = (l_2536_ ? l_2533_ : l_2531_);
        double _e5528 = l_mut_93_;
        double l_2547_ = (_e5528 + l_2530_);
        double l_2548_ = (l_2534_ ? l_2546_ : l_2547_);
        l_mut_93_ = l_2548_;
        uint l_2549_ = uint(l_2536_);
        uint _e5532 = l_mut_94_;
        l_mut_94_ = (_e5532 + l_2549_);
        double _e5534 = l_mut_93_;
        double l_2550_ = (_e5534 + l_2527_);
        double _e5536 = l_mut_93_;
        double l_2551_ = (l_2550_ - _e5536);
        double l_2552_ = (l_2527_ - l_2551_);
        uint _e5539 = l_mut_94_;
        bool l_2553_ = (_e5539 < 3u);
        bool l_2554_ = (l_2552_ != 0.0L);
        if (l_2553_) {
            local_216 = l_2554_;
        } else {
            local_216 = false;
        }
        bool l_2555_ = local_216;
        uint _e5548 = l_mut_94_;
        bool l_2556_ = (_e5548 == 0u);
        if (l_2555_) {
            local_217 = l_2556_;
        } else {
            local_217 = false;
        }
        bool l_2557_ = local_217;
        double _e5555 = l_mut_234_;
        double l_2558_ = (l_2557_ ? l_2550_ : _e5555);
        l_mut_234_ = l_2558_;
        uint _e5557 = l_mut_94_;
        bool l_2559_ = (_e5557 == 1u);
        if (l_2555_) {
            local_218 = l_2559_;
        } else {
            local_218 = false;
        }
        bool l_2560_ = local_218;
        double _e5564 = l_mut_233_;
        double l_2561_ = (l_2560_ ? l_2550_ : _e5564);
        l_mut_233_ = l_2561_;
        uint _e5566 = l_mut_94_;
        bool l_2562_ = (_e5566 == 2u);
        if (l_2555_) {
            local_219 = l_2562_;
        } else {
            local_219 = false;
        }
        bool l_2563_ = local_219;
        double _e5573 = l_mut_232_;
        double l_2564_ = (l_2563_ ? l_2550_ : _e5573);
        l_mut_232_ = l_2564_;
        double l_2565_ = (l_2555_ ? l_2552_ : l_2550_);
        double _e5576 = l_mut_93_;
        double l_2566_ = (_e5576 + l_2527_);
        double l_2567_ = (l_2553_ ? l_2565_ : l_2566_);
        l_mut_93_ = l_2567_;
        uint l_2568_ = uint(l_2555_);
        uint _e5580 = l_mut_94_;
        l_mut_94_ = (_e5580 + l_2568_);
        double _e5582 = l_mut_93_;
        double l_2569_ = (_e5582 + l_2524_);
        double _e5584 = l_mut_93_;
        double l_2570_ = (l_2569_ - _e5584);
        double l_2571_ = (l_2524_ - l_2570_);
        uint _e5587 = l_mut_94_;
        bool l_2572_ = (_e5587 < 3u);
        bool l_2573_ = (l_2571_ != 0.0L);
        if (l_2572_) {
            local_220 = l_2573_;
        } else {
            local_220 = false;
        }
        bool l_2574_ = local_220;
        uint _e5596 = l_mut_94_;
        bool l_2575_ = (_e5596 == 0u);
        if (l_2574_) {
            local_221 = l_2575_;
        } else {
            local_221 = false;
        }
        bool l_2576_ = local_221;
        double _e5603 = l_mut_234_;
        double l_2577_ = (l_2576_ ? l_2569_ : _e5603);
        l_mut_234_ = l_2577_;
        uint _e5605 = l_mut_94_;
        bool l_2578_ = (_e5605 == 1u);
        if (l_2574_) {
            local_222 = l_2578_;
        } else {
            local_222 = false;
        }
        bool l_2579_ = local_222;
        double _e5612 = l_mut_233_;
        double l_2580_ = (l_2579_ ? l_2569_ : _e5612);
        l_mut_233_ = l_2580_;
        uint _e5614 = l_mut_94_;
        bool l_2581_ = (_e5614 == 2u);
        if (l_2574_) {
            local_223 = l_2581_;
        } else {
            local_223 = false;
        }
        bool l_2582_ = local_223;
        double _e5621 = l_mut_232_;
        double l_2583_ = (l_2582_ ? l_2569_ : _e5621);
        l_mut_232_ = l_2583_;
        double l_2584_ = (l_2574_ ? l_2571_ : l_2569_);
        double _e5624 = l_mut_93_;
        double l_2585_ = (_e5624 + l_2524_);
        double l_2586_ = (l_2572_ ? l_2584_ : l_2585_);
        l_mut_93_ = l_2586_;
        uint l_2587_ = uint(l_2574_);
        uint _e5628 = l_mut_94_;
        l_mut_94_ = (_e5628 + l_2587_);
        double _e5630 = l_mut_93_;
        double l_2588_ = (_e5630 + l_2521_);
        double _e5632 = l_mut_93_;
        double l_2589_ = (l_2588_ - _e5632);
        double l_2590_ = (l_2521_ - l_2589_);
        uint _e5635 = l_mut_94_;
        bool l_2591_ = (_e5635 < 3u);
        bool l_2592_ = (l_2590_ != 0.0L);
        if (l_2591_) {
            local_224 = l_2592_;
        } else {
            local_224 = false;
        }
        bool l_2593_ = local_224;
        uint _e5644 = l_mut_94_;
        bool l_2594_ = (_e5644 == 0u);
        if (l_2593_) {
            local_225 = l_2594_;
        } else {
            local_225 = false;
        }
        bool l_2595_ = local_225;
        double _e5651 = l_mut_234_;
        double l_2596_ = (l_2595_ ? l_2588_ : _e5651);
        l_mut_234_ = l_2596_;
        uint _e5653 = l_mut_94_;
        bool l_2597_ = (_e5653 == 1u);
        if (l_2593_) {
            local_226 = l_2597_;
        } else {
            local_226 = false;
        }
        bool l_2598_ = local_226;
        double _e5660 = l_mut_233_;
        double l_2599_ = (l_2598_ ? l_2588_ : _e5660);
        l_mut_233_ = l_2599_;
        uint _e5662 = l_mut_94_;
        bool l_2600_ = (_e5662 == 2u);
        if (l_2593_) {
            local_227 = l_2600_;
        } else {
            local_227 = false;
        }
        bool l_2601_ = local_227;
        double _e5669 = l_mut_232_;
        double l_2602_ = (l_2601_ ? l_2588_ : _e5669);
        l_mut_232_ = l_2602_;
        double l_2603_ = (l_2593_ ? l_2590_ : l_2588_);
        double _e5672 = l_mut_93_;
        double l_2604_ = (_e5672 + l_2521_);
        double l_2605_ = (l_2591_ ? l_2603_ : l_2604_);
        l_mut_93_ = l_2605_;
        uint l_2606_ = uint(l_2593_);
        uint _e5676 = l_mut_94_;
        l_mut_94_ = (_e5676 + l_2606_);
        uint _e5678 = l_mut_94_;
        bool l_2607_ = (_e5678 == 0u);
        double _e5681 = l_mut_234_;
        double _e5682 = l_mut_93_;
        double l_2608_ = (l_2607_ ? _e5682 : _e5681);
        l_mut_234_ = l_2608_;
        uint _e5684 = l_mut_94_;
        bool l_2609_ = (_e5684 == 1u);
        double _e5687 = l_mut_233_;
        double _e5688 = l_mut_93_;
        double l_2610_ = (l_2609_ ? _e5688 : _e5687);
        l_mut_233_ = l_2610_;
        uint _e5690 = l_mut_94_;
        bool l_2611_ = (_e5690 == 2u);
        double _e5693 = l_mut_232_;
        double _e5694 = l_mut_93_;
        double l_2612_ = (l_2611_ ? _e5694 : _e5693);
        l_mut_232_ = l_2612_;
        uint _e5696 = l_mut_94_;
        bool l_2613_ = (_e5696 == 3u);
        double _e5699 = l_mut_231_;
        double _e5700 = l_mut_93_;
        double l_2614_ = (l_2613_ ? _e5700 : _e5699);
        l_mut_231_ = l_2614_;
        double _e5702 = l_mut_853_;
        double l_2615_ = (l_1727_ * _e5702);
        double l_2616_ = -(l_2615_);
        double _e5705 = l_mut_853_;
        double l_2617_ = mad(l_1727_, _e5705, l_2616_);
        double _e5707 = l_mut_851_;
        double l_2618_ = (l_1727_ * _e5707);
        double l_2619_ = -(l_2618_);
        double _e5710 = l_mut_851_;
        double l_2620_ = mad(l_1727_, _e5710, l_2619_);
        double _e5712 = l_mut_853_;
        double l_2621_ = (l_1728_ * _e5712);
        double l_2622_ = -(l_2621_);
        double _e5715 = l_mut_853_;
        double l_2623_ = mad(l_1728_, _e5715, l_2622_);
        double _e5717 = l_mut_850_;
        double l_2624_ = (l_1727_ * _e5717);
        double l_2625_ = -(l_2624_);
        double _e5720 = l_mut_850_;
        double l_2626_ = mad(l_1727_, _e5720, l_2625_);
        double _e5722 = l_mut_851_;
        double l_2627_ = (l_1728_ * _e5722);
        double l_2628_ = -(l_2627_);
        double _e5725 = l_mut_851_;
        double l_2629_ = mad(l_1728_, _e5725, l_2628_);
        double _e5727 = l_mut_853_;
        double l_2630_ = (l_1729_ * _e5727);
        double l_2631_ = -(l_2630_);
        double _e5730 = l_mut_853_;
        double l_2632_ = mad(l_1729_, _e5730, l_2631_);
        double l_2633_ = (l_2618_ + l_2621_);
        double l_2634_ = (l_2633_ - l_2618_);
        double l_2635_ = (l_2633_ - l_2634_);
        double l_2636_ = (l_2618_ - l_2635_);
        double l_2637_ = (l_2621_ - l_2634_);
        double l_2638_ = (l_2636_ + l_2637_);
        double l_2639_ = (l_2617_ + l_2633_);
        double l_2640_ = (l_2639_ - l_2617_);
        double l_2641_ = (l_2639_ - l_2640_);
        double l_2642_ = (l_2617_ - l_2641_);
        double l_2643_ = (l_2633_ - l_2640_);
        double l_2644_ = (l_2642_ + l_2643_);
        double l_2645_ = (l_2638_ + l_2644_);
        double l_2646_ = (l_2645_ - l_2638_);
        double l_2647_ = (l_2645_ - l_2646_);
        double l_2648_ = (l_2638_ - l_2647_);
        double l_2649_ = (l_2644_ - l_2646_);
        double l_2650_ = (l_2648_ + l_2649_);
        double l_2651_ = (l_2645_ + l_2620_);
        double l_2652_ = (l_2651_ - l_2645_);
        double l_2653_ = (l_2651_ - l_2652_);
        double l_2654_ = (l_2645_ - l_2653_);
        double l_2655_ = (l_2620_ - l_2652_);
        double l_2656_ = (l_2654_ + l_2655_);
        double l_2657_ = (l_2623_ + l_2651_);
        double l_2658_ = (l_2657_ - l_2623_);
        double l_2659_ = (l_2657_ - l_2658_);
        double l_2660_ = (l_2623_ - l_2659_);
        double l_2661_ = (l_2651_ - l_2658_);
        double l_2662_ = (l_2660_ + l_2661_);
        double l_2663_ = (l_2656_ + l_2662_);
        double l_2664_ = (l_2663_ - l_2656_);
        double l_2665_ = (l_2663_ - l_2664_);
        double l_2666_ = (l_2656_ - l_2665_);
        double l_2667_ = (l_2662_ - l_2664_);
        double l_2668_ = (l_2666_ + l_2667_);
        double l_2669_ = (l_2624_ + l_2627_);
        double l_2670_ = (l_2669_ - l_2624_);
        double l_2671_ = (l_2669_ - l_2670_);
        double l_2672_ = (l_2624_ - l_2671_);
        double l_2673_ = (l_2627_ - l_2670_);
        double l_2674_ = (l_2672_ + l_2673_);
        double l_2675_ = (l_2630_ + l_2669_);
        double l_2676_ = (l_2675_ - l_2630_);
        double l_2677_ = (l_2675_ - l_2676_);
        double l_2678_ = (l_2630_ - l_2677_);
        double l_2679_ = (l_2669_ - l_2676_);
        double l_2680_ = (l_2678_ + l_2679_);
        double l_2681_ = (l_2674_ + l_2680_);
        double l_2682_ = (l_2681_ - l_2674_);
        double l_2683_ = (l_2681_ - l_2682_);
        double l_2684_ = (l_2674_ - l_2683_);
        double l_2685_ = (l_2680_ - l_2682_);
        double l_2686_ = (l_2684_ + l_2685_);
        double l_2687_ = (l_2657_ + l_2675_);
        double l_2688_ = (l_2687_ - l_2657_);
        double l_2689_ = (l_2687_ - l_2688_);
        double l_2690_ = (l_2657_ - l_2689_);
        double l_2691_ = (l_2675_ - l_2688_);
        double l_2692_ = (l_2690_ + l_2691_);
        double l_2693_ = (l_2663_ + l_2681_);
        double l_2694_ = (l_2693_ - l_2663_);
        double l_2695_ = (l_2693_ - l_2694_);
        double l_2696_ = (l_2663_ - l_2695_);
        double l_2697_ = (l_2681_ - l_2694_);
        double l_2698_ = (l_2696_ + l_2697_);
        double l_2699_ = (l_2693_ + l_2692_);
        double l_2700_ = (l_2699_ - l_2693_);
        double l_2701_ = (l_2699_ - l_2700_);
        double l_2702_ = (l_2693_ - l_2701_);
        double l_2703_ = (l_2692_ - l_2700_);
        double l_2704_ = (l_2702_ + l_2703_);
        double l_2705_ = (l_2668_ + l_2686_);
        double l_2706_ = (l_2704_ + l_2698_);
        double l_2707_ = (l_2705_ + l_2706_);
        double _e5807 = l_mut_849_;
        double l_2708_ = (l_1727_ * _e5807);
        double _e5809 = l_mut_850_;
        double l_2709_ = (l_1728_ * _e5809);
        double l_2710_ = (l_2708_ + l_2709_);
        double _e5812 = l_mut_851_;
        double l_2711_ = (l_1729_ * _e5812);
        double _e5814 = l_mut_853_;
        double l_2712_ = (l_1730_ * _e5814);
        double l_2713_ = (l_2711_ + l_2712_);
        double l_2714_ = (l_2710_ + l_2713_);
        double l_2715_ = (l_2650_ + l_2626_);
        double l_2716_ = (l_2629_ + l_2632_);
        double l_2717_ = (l_2715_ + l_2716_);
        double l_2718_ = (l_2714_ + l_2717_);
        double l_2719_ = (l_2699_ + l_2718_);
        double l_2720_ = (l_2719_ + l_2707_);
        double l_2721_ = (l_2720_ - l_2719_);
        double l_2722_ = (l_2707_ - l_2721_);
        double l_2723_ = (l_2687_ + l_2720_);
        double l_2724_ = (l_2723_ - l_2687_);
        double l_2725_ = (l_2720_ - l_2724_);
        double l_2726_ = (l_2639_ + l_2723_);
        double l_2727_ = (l_2726_ - l_2639_);
        double l_2728_ = (l_2723_ - l_2727_);
        double l_2729_ = (l_2615_ + l_2726_);
        double l_2730_ = (l_2729_ - l_2615_);
        double l_2731_ = (l_2726_ - l_2730_);
        l_mut_654_ = 0.0L;
        l_mut_653_ = 0.0L;
        l_mut_652_ = 0.0L;
        l_mut_651_ = 0.0L;
        l_mut_93_ = l_2729_;
        l_mut_94_ = 0u;
        double _e5840 = l_mut_93_;
        double l_2732_ = (_e5840 + l_2731_);
        double _e5842 = l_mut_93_;
        double l_2733_ = (l_2732_ - _e5842);
        double l_2734_ = (l_2731_ - l_2733_);
        uint _e5845 = l_mut_94_;
        bool l_2735_ = (_e5845 < 3u);
        bool l_2736_ = (l_2734_ != 0.0L);
        if (l_2735_) {
            local_228 = l_2736_;
        } else {
            local_228 = false;
        }
        bool l_2737_ = local_228;
        uint _e5854 = l_mut_94_;
        bool l_2738_ = (_e5854 == 0u);
        if (l_2737_) {
            local_229 = l_2738_;
        } else {
            local_229 = false;
        }
        bool l_2739_ = local_229;
        double _e5861 = l_mut_654_;
        double l_2740_ = (l_2739_ ? l_2732_ : _e5861);
        l_mut_654_ = l_2740_;
        uint _e5863 = l_mut_94_;
        bool l_2741_ = (_e5863 == 1u);
        if (l_2737_) {
            local_230 = l_2741_;
        } else {
            local_230 = false;
        }
        bool l_2742_ = local_230;
        double _e5870 = l_mut_653_;
        double l_2743_ = (l_2742_ ? l_2732_ : _e5870);
        l_mut_653_ = l_2743_;
        uint _e5872 = l_mut_94_;
        bool l_2744_ = (_e5872 == 2u);
        if (l_2737_) {
            local_231 = l_2744_;
        } else {
            local_231 = false;
        }
        bool l_2745_ = local_231;
        double _e5879 = l_mut_652_;
        double l_2746_ = (l_2745_ ? l_2732_ : _e5879);
        l_mut_652_ = l_2746_;
        double l_2747_ = (l_2737_ ? l_2734_ : l_2732_);
        double _e5882 = l_mut_93_;
        double l_2748_ = (_e5882 + l_2731_);
        double l_2749_ = (l_2735_ ? l_2747_ : l_2748_);
        l_mut_93_ = l_2749_;
        uint l_2750_ = uint(l_2737_);
        uint _e5886 = l_mut_94_;
        l_mut_94_ = (_e5886 + l_2750_);
        double _e5888 = l_mut_93_;
        double l_2751_ = (_e5888 + l_2728_);
        double _e5890 = l_mut_93_;
        double l_2752_ = (l_2751_ - _e5890);
        double l_2753_ = (l_2728_ - l_2752_);
        uint _e5893 = l_mut_94_;
        bool l_2754_ = (_e5893 < 3u);
        bool l_2755_ = (l_2753_ != 0.0L);
        if (l_2754_) {
            local_232 = l_2755_;
        } else {
            local_232 = false;
        }
        bool l_2756_ = local_232;
        uint _e5902 = l_mut_94_;
        bool l_2757_ = (_e5902 == 0u);
        if (l_2756_) {
            local_233 = l_2757_;
        } else {
            local_233 = false;
        }
        bool l_2758_ = local_233;
        double _e5909 = l_mut_654_;
        double l_2759_ = (l_2758_ ? l_2751_ : _e5909);
        l_mut_654_ = l_2759_;
        uint _e5911 = l_mut_94_;
        bool l_2760_ = (_e5911 == 1u);
        if (l_2756_) {
            local_234 = l_2760_;
        } else {
            local_234 = false;
        }
        bool l_2761_ = local_234;
        double _e5918 = l_mut_653_;
        double l_2762_ = (l_2761_ ? l_2751_ : _e5918);
        l_mut_653_ = l_2762_;
        uint _e5920 = l_mut_94_;
        bool l_2763_ = (_e5920 == 2u);
        if (l_2756_) {
            local_235 = l_2763_;
        } else {
            local_235 = false;
        }
        bool l_2764_ = local_235;
        double _e5927 = l_mut_652_;
        double l_2765_ = (l_2764_ ? l_2751_ : _e5927);
        l_mut_652_ = l_2765_;
        double l_2766_ = (l_2756_ ? l_2753_ : l_2751_);
        double _e5930 = l_mut_93_;
        double l_2767_ = (_e5930 + l_2728_);
        double l_2768_ = (l_2754_ ? l_2766_ : l_2767_);
        l_mut_93_ = l_2768_;
        uint l_2769_ = uint(l_2756_);
        uint _e5934 = l_mut_94_;
        l_mut_94_ = (_e5934 + l_2769_);
        double _e5936 = l_mut_93_;
        double l_2770_ = (_e5936 + l_2725_);
        double _e5938 = l_mut_93_;
        double l_2771_ = (l_2770_ - _e5938);
        double l_2772_ = (l_2725_ - l_2771_);
        uint _e5941 = l_mut_94_;
        bool l_2773_ = (_e5941 < 3u);
        bool l_2774_ = (l_2772_ != 0.0L);
        if (l_2773_) {
            local_236 = l_2774_;
        } else {
            local_236 = false;
        }
        bool l_2775_ = local_236;
        uint _e5950 = l_mut_94_;
        bool l_2776_ = (_e5950 == 0u);
        if (l_2775_) {
            local_237 = l_2776_;
        } else {
            local_237 = false;
        }
        bool l_2777_ = local_237;
        double _e5957 = l_mut_654_;
        double l_2778_ = (l_2777_ ? l_2770_ : _e5957);
        l_mut_654_ = l_2778_;
        uint _e5959 = l_mut_94_;
        bool l_2779_ = (_e5959 == 1u);
        if (l_2775_) {
            local_238 = l_2779_;
        } else {
            local_238 = false;
        }
        bool l_2780_ = local_238;
        double _e5966 = l_mut_653_;
        double l_2781_ = (l_2780_ ? l_2770_ : _e5966);
        l_mut_653_ = l_2781_;
        uint _e5968 = l_mut_94_;
        bool l_2782_ = (_e5968 == 2u);
        if (l_2775_) {
            local_239 = l_2782_;
        } else {
            local_239 = false;
        }
        bool l_2783_ = local_239;
        double _e5975 = l_mut_652_;
        double l_2784_ = (l_2783_ ? l_2770_ : _e5975);
        l_mut_652_ = l_2784_;
        double l_2785_ = (l_2775_ ? l_2772_ : l_2770_);
        double _e5978 = l_mut_93_;
        double l_2786_ = (_e5978 + l_2725_);
        double l_2787_ = (l_2773_ ? l_2785_ : l_2786_);
        l_mut_93_ = l_2787_;
        uint l_2788_ = uint(l_2775_);
        uint _e5982 = l_mut_94_;
        l_mut_94_ = (_e5982 + l_2788_);
        double _e5984 = l_mut_93_;
        double l_2789_ = (_e5984 + l_2722_);
        double _e5986 = l_mut_93_;
        double l_2790_ = (l_2789_ - _e5986);
        double l_2791_ = (l_2722_ - l_2790_);
        uint _e5989 = l_mut_94_;
        bool l_2792_ = (_e5989 < 3u);
        bool l_2793_ = (l_2791_ != 0.0L);
        if (l_2792_) {
            local_240 = l_2793_;
        } else {
            local_240 = false;
        }
        bool l_2794_ = local_240;
        uint _e5998 = l_mut_94_;
        bool l_2795_ = (_e5998 == 0u);
        if (l_2794_) {
            local_241 = l_2795_;
        } else {
            local_241 = false;
        }
        bool l_2796_ = local_241;
        double _e6005 = l_mut_654_;
        double l_2797_ = (l_2796_ ? l_2789_ : _e6005);
        l_mut_654_ = l_2797_;
        uint _e6007 = l_mut_94_;
        bool l_2798_ = (_e6007 == 1u);
        if (l_2794_) {
            local_242 = l_2798_;
        } else {
            local_242 = false;
        }
        bool l_2799_ = local_242;
        double _e6014 = l_mut_653_;
        double l_2800_ = (l_2799_ ? l_2789_ : _e6014);
        l_mut_653_ = l_2800_;
        uint _e6016 = l_mut_94_;
        bool l_2801_ = (_e6016 == 2u);
        if (l_2794_) {
            local_243 = l_2801_;
        } else {
            local_243 = false;
        }
        bool l_2802_ = local_243;
        double _e6023 = l_mut_652_;
        double l_2803_ = (l_2802_ ? l_2789_ : _e6023);
        l_mut_652_ = l_2803_;
        double l_2804_ = (l_2794_ ? l_2791_ : l_2789_);
        double _e6026 = l_mut_93_;
        double l_2805_ = (_e6026 + l_2722_);
        double l_2806_ = (l_2792_ ? l_2804_ : l_2805_);
        l_mut_93_ = l_2806_;
        uint l_2807_ = uint(l_2794_);
        uint _e6030 = l_mut_94_;
        l_mut_94_ = (_e6030 + l_2807_);
        uint _e6032 = l_mut_94_;
        bool l_2808_ = (_e6032 == 0u);
        double _e6035 = l_mut_654_;
        double _e6036 = l_mut_93_;
        double l_2809_ = (l_2808_ ? _e6036 : _e6035);
        l_mut_654_ = l_2809_;
        uint _e6038 = l_mut_94_;
        bool l_2810_ = (_e6038 == 1u);
        double _e6041 = l_mut_653_;
        double _e6042 = l_mut_93_;
        double l_2811_ = (l_2810_ ? _e6042 : _e6041);
        l_mut_653_ = l_2811_;
        uint _e6044 = l_mut_94_;
        bool l_2812_ = (_e6044 == 2u);
        double _e6047 = l_mut_652_;
        double _e6048 = l_mut_93_;
        double l_2813_ = (l_2812_ ? _e6048 : _e6047);
        l_mut_652_ = l_2813_;
        uint _e6050 = l_mut_94_;
        bool l_2814_ = (_e6050 == 3u);
        double _e6053 = l_mut_651_;
        double _e6054 = l_mut_93_;
        double l_2815_ = (l_2814_ ? _e6054 : _e6053);
        l_mut_651_ = l_2815_;
        double _e6057 = l_mut_654_;
        double l_2817_ = (_e6057 * -1.0L);
        double _e6059 = l_mut_653_;
        double l_2818_ = (_e6059 * -1.0L);
        double _e6061 = l_mut_652_;
        double l_2819_ = (_e6061 * -1.0L);
        double _e6063 = l_mut_651_;
        double l_2820_ = (_e6063 * -1.0L);
        double _e6066 = l_mut_234_;
        a_2821_[0] = _e6066;
        a_2821_[1] = l_2817_;
        double _e6069 = l_mut_233_;
        a_2821_[2] = _e6069;
        a_2821_[3] = l_2818_;
        double _e6072 = l_mut_232_;
        a_2821_[4] = _e6072;
        a_2821_[5] = l_2819_;
        double _e6075 = l_mut_231_;
        a_2821_[6] = _e6075;
        a_2821_[7] = l_2820_;
        double l_2822_ = a_2821_[7];
        l_mut_853_ = l_2822_;
        double l_2823_ = a_2821_[6];
        double _e6081 = l_mut_853_;
        double l_2824_ = (l_2823_ + _e6081);
        double l_2825_ = (l_2824_ - l_2823_);
        double l_2826_ = (l_2824_ - l_2825_);
        double l_2827_ = (l_2823_ - l_2826_);
        double _e6086 = l_mut_853_;
        double l_2828_ = (_e6086 - l_2825_);
        double l_2829_ = (l_2827_ + l_2828_);
        a_2821_[7] = l_2829_;
        l_mut_853_ = l_2824_;
        double l_2830_ = a_2821_[5];
        double _e6092 = l_mut_853_;
        double l_2831_ = (l_2830_ + _e6092);
        double l_2832_ = (l_2831_ - l_2830_);
        double l_2833_ = (l_2831_ - l_2832_);
        double l_2834_ = (l_2830_ - l_2833_);
        double _e6097 = l_mut_853_;
        double l_2835_ = (_e6097 - l_2832_);
        double l_2836_ = (l_2834_ + l_2835_);
        a_2821_[6] = l_2836_;
        l_mut_853_ = l_2831_;
        double l_2837_ = a_2821_[4];
        double _e6103 = l_mut_853_;
        double l_2838_ = (l_2837_ + _e6103);
        double l_2839_ = (l_2838_ - l_2837_);
        double l_2840_ = (l_2838_ - l_2839_);
        double l_2841_ = (l_2837_ - l_2840_);
        double _e6108 = l_mut_853_;
        double l_2842_ = (_e6108 - l_2839_);
        double l_2843_ = (l_2841_ + l_2842_);
        a_2821_[5] = l_2843_;
        l_mut_853_ = l_2838_;
        double l_2844_ = a_2821_[3];
        double _e6114 = l_mut_853_;
        double l_2845_ = (l_2844_ + _e6114);
        double l_2846_ = (l_2845_ - l_2844_);
        double l_2847_ = (l_2845_ - l_2846_);
        double l_2848_ = (l_2844_ - l_2847_);
        double _e6119 = l_mut_853_;
        double l_2849_ = (_e6119 - l_2846_);
        double l_2850_ = (l_2848_ + l_2849_);
        a_2821_[4] = l_2850_;
        l_mut_853_ = l_2845_;
        double l_2851_ = a_2821_[2];
        double _e6125 = l_mut_853_;
        double l_2852_ = (l_2851_ + _e6125);
        double l_2853_ = (l_2852_ - l_2851_);
        double l_2854_ = (l_2852_ - l_2853_);
        double l_2855_ = (l_2851_ - l_2854_);
        double _e6130 = l_mut_853_;
        double l_2856_ = (_e6130 - l_2853_);
        double l_2857_ = (l_2855_ + l_2856_);
        a_2821_[3] = l_2857_;
        l_mut_853_ = l_2852_;
        double l_2858_ = a_2821_[1];
        double _e6136 = l_mut_853_;
        double l_2859_ = (l_2858_ + _e6136);
        double l_2860_ = (l_2859_ - l_2858_);
        double l_2861_ = (l_2859_ - l_2860_);
        double l_2862_ = (l_2858_ - l_2861_);
        double _e6141 = l_mut_853_;
        double l_2863_ = (_e6141 - l_2860_);
        double l_2864_ = (l_2862_ + l_2863_);
        a_2821_[2] = l_2864_;
        l_mut_853_ = l_2859_;
        double l_2865_ = a_2821_[0];
        double _e6147 = l_mut_853_;
        double l_2866_ = (l_2865_ + _e6147);
        double l_2867_ = (l_2866_ - l_2865_);
        double l_2868_ = (l_2866_ - l_2867_);
        double l_2869_ = (l_2865_ - l_2868_);
        double _e6152 = l_mut_853_;
        double l_2870_ = (_e6152 - l_2867_);
        double l_2871_ = (l_2869_ + l_2870_);
        a_2821_[1] = l_2871_;
        l_mut_853_ = l_2866_;
        double _e6157 = l_mut_853_;
        a_2821_[0] = _e6157;
        double l_2872_ = a_2821_[7];
        l_mut_853_ = l_2872_;
        double l_2873_ = a_2821_[6];
        double _e6162 = l_mut_853_;
        double l_2874_ = (l_2873_ + _e6162);
        double l_2875_ = (l_2874_ - l_2873_);
        double l_2876_ = (l_2874_ - l_2875_);
        double l_2877_ = (l_2873_ - l_2876_);
        double _e6167 = l_mut_853_;
        double l_2878_ = (_e6167 - l_2875_);
        double l_2879_ = (l_2877_ + l_2878_);
        a_2821_[7] = l_2879_;
        l_mut_853_ = l_2874_;
        double l_2880_ = a_2821_[5];
        double _e6173 = l_mut_853_;
        double l_2881_ = (l_2880_ + _e6173);
        double l_2882_ = (l_2881_ - l_2880_);
        double l_2883_ = (l_2881_ - l_2882_);
        double l_2884_ = (l_2880_ - l_2883_);
        double _e6178 = l_mut_853_;
        double l_2885_ = (_e6178 - l_2882_);
        double l_2886_ = (l_2884_ + l_2885_);
        a_2821_[6] = l_2886_;
        l_mut_853_ = l_2881_;
        double l_2887_ = a_2821_[4];
        double _e6184 = l_mut_853_;
        double l_2888_ = (l_2887_ + _e6184);
        double l_2889_ = (l_2888_ - l_2887_);
        double l_2890_ = (l_2888_ - l_2889_);
        double l_2891_ = (l_2887_ - l_2890_);
        double _e6189 = l_mut_853_;
        double l_2892_ = (_e6189 - l_2889_);
        double l_2893_ = (l_2891_ + l_2892_);
        a_2821_[5] = l_2893_;
        l_mut_853_ = l_2888_;
        double l_2894_ = a_2821_[3];
        double _e6195 = l_mut_853_;
        double l_2895_ = (l_2894_ + _e6195);
        double l_2896_ = (l_2895_ - l_2894_);
        double l_2897_ = (l_2895_ - l_2896_);
        double l_2898_ = (l_2894_ - l_2897_);
        double _e6200 = l_mut_853_;
        double l_2899_ = (_e6200 - l_2896_);
        double l_2900_ = (l_2898_ + l_2899_);
        a_2821_[4] = l_2900_;
        l_mut_853_ = l_2895_;
        double l_2901_ = a_2821_[2];
        double _e6206 = l_mut_853_;
        double l_2902_ = (l_2901_ + _e6206);
        double l_2903_ = (l_2902_ - l_2901_);
        double l_2904_ = (l_2902_ - l_2903_);
        double l_2905_ = (l_2901_ - l_2904_);
        double _e6211 = l_mut_853_;
        double l_2906_ = (_e6211 - l_2903_);
        double l_2907_ = (l_2905_ + l_2906_);
        a_2821_[3] = l_2907_;
        l_mut_853_ = l_2902_;
        double l_2908_ = a_2821_[1];
        double _e6217 = l_mut_853_;
        double l_2909_ = (l_2908_ + _e6217);
        double l_2910_ = (l_2909_ - l_2908_);
        double l_2911_ = (l_2909_ - l_2910_);
        double l_2912_ = (l_2908_ - l_2911_);
        double _e6222 = l_mut_853_;
        double l_2913_ = (_e6222 - l_2910_);
        double l_2914_ = (l_2912_ + l_2913_);
        a_2821_[2] = l_2914_;
        l_mut_853_ = l_2909_;
        double l_2915_ = a_2821_[0];
        double _e6228 = l_mut_853_;
        double l_2916_ = (l_2915_ + _e6228);
        double l_2917_ = (l_2916_ - l_2915_);
        double l_2918_ = (l_2916_ - l_2917_);
        double l_2919_ = (l_2915_ - l_2918_);
        double _e6233 = l_mut_853_;
        double l_2920_ = (_e6233 - l_2917_);
        double l_2921_ = (l_2919_ + l_2920_);
        a_2821_[1] = l_2921_;
        l_mut_853_ = l_2916_;
        double _e6238 = l_mut_853_;
        a_2821_[0] = _e6238;
        l_mut_853_ = 0.0L;
        l_mut_851_ = 0.0L;
        l_mut_850_ = 0.0L;
        l_mut_849_ = 0.0L;
        double l_2922_ = a_2821_[0];
        l_mut_654_ = l_2922_;
        l_mut_94_ = 0u;
        double l_2923_ = a_2821_[1];
        double _e6248 = l_mut_654_;
        double l_2924_ = (_e6248 + l_2923_);
        double _e6250 = l_mut_654_;
        double l_2925_ = (l_2924_ - _e6250);
        double l_2926_ = (l_2924_ - l_2925_);
        double _e6253 = l_mut_654_;
        double l_2927_ = (_e6253 - l_2926_);
        double l_2928_ = (l_2923_ - l_2925_);
        double l_2929_ = (l_2927_ + l_2928_);
        uint _e6257 = l_mut_94_;
        bool l_2930_ = (_e6257 < 3u);
        bool l_2931_ = (l_2929_ != 0.0L);
        if (l_2930_) {
            local_244 = l_2931_;
        } else {
            local_244 = false;
        }
        bool l_2932_ = local_244;
        uint _e6266 = l_mut_94_;
        bool l_2933_ = (_e6266 == 0u);
        if (l_2932_) {
            local_245 = l_2933_;
        } else {
            local_245 = false;
        }
        bool l_2934_ = local_245;
        double _e6273 = l_mut_853_;
        double l_2935_ = (l_2934_ ? l_2924_ : _e6273);
        l_mut_853_ = l_2935_;
        uint _e6275 = l_mut_94_;
        bool l_2936_ = (_e6275 == 1u);
        if (l_2932_) {
            local_246 = l_2936_;
        } else {
            local_246 = false;
        }
        bool l_2937_ = local_246;
        double _e6282 = l_mut_851_;
        double l_2938_ = (l_2937_ ? l_2924_ : _e6282);
        l_mut_851_ = l_2938_;
        uint _e6284 = l_mut_94_;
        bool l_2939_ = (_e6284 == 2u);
        if (l_2932_) {
            local_247 = l_2939_;
        } else {
            local_247 = false;
        }
        bool l_2940_ = local_247;
        double _e6291 = l_mut_850_;
        double l_2941_ = (l_2940_ ? l_2924_ : _e6291);
        l_mut_850_ = l_2941_;
        double l_2942_ = (l_2932_ ? l_2929_ : l_2924_);
        double _e6294 = l_mut_654_;
        double l_2943_ = (_e6294 + l_2923_);
        double l_2944_ = (l_2930_ ? l_2942_ : l_2943_);
        l_mut_654_ = l_2944_;
        uint l_2945_ = uint(l_2932_);
        uint _e6298 = l_mut_94_;
        l_mut_94_ = (_e6298 + l_2945_);
        double l_2946_ = a_2821_[2];
        double _e6302 = l_mut_654_;
        double l_2947_ = (_e6302 + l_2946_);
        double _e6304 = l_mut_654_;
        double l_2948_ = (l_2947_ - _e6304);
        double l_2949_ = (l_2947_ - l_2948_);
        double _e6307 = l_mut_654_;
        double l_2950_ = (_e6307 - l_2949_);
        double l_2951_ = (l_2946_ - l_2948_);
        double l_2952_ = (l_2950_ + l_2951_);
        uint _e6311 = l_mut_94_;
        bool l_2953_ = (_e6311 < 3u);
        bool l_2954_ = (l_2952_ != 0.0L);
        if (l_2953_) {
            local_248 = l_2954_;
        } else {
            local_248 = false;
        }
        bool l_2955_ = local_248;
        uint _e6320 = l_mut_94_;
        bool l_2956_ = (_e6320 == 0u);
        if (l_2955_) {
            local_249 = l_2956_;
        } else {
            local_249 = false;
        }
        bool l_2957_ = local_249;
        double _e6327 = l_mut_853_;
        double l_2958_ = (l_2957_ ? l_2947_ : _e6327);
        l_mut_853_ = l_2958_;
        uint _e6329 = l_mut_94_;
        bool l_2959_ = (_e6329 == 1u);
        if (l_2955_) {
            local_250 = l_2959_;
        } else {
            local_250 = false;
        }
        bool l_2960_ = local_250;
        double _e6336 = l_mut_851_;
        double l_2961_ = (l_2960_ ? l_2947_ : _e6336);
        l_mut_851_ = l_2961_;
        uint _e6338 = l_mut_94_;
        bool l_2962_ = (_e6338 == 2u);
        if (l_2955_) {
            local_251 = l_2962_;
        } else {
            local_251 = false;
        }
        bool l_2963_ = local_251;
        double _e6345 = l_mut_850_;
        double l_2964_ = (l_2963_ ? l_2947_ : _e6345);
        l_mut_850_ = l_2964_;
        double l_2965_ = (l_2955_ ? l_2952_ : l_2947_);
        double _e6348 = l_mut_654_;
        double l_2966_ = (_e6348 + l_2946_);
        double l_2967_ = (l_2953_ ? l_2965_ : l_2966_);
        l_mut_654_ = l_2967_;
        uint l_2968_ = uint(l_2955_);
        uint _e6352 = l_mut_94_;
        l_mut_94_ = (_e6352 + l_2968_);
        double l_2969_ = a_2821_[3];
        double _e6356 = l_mut_654_;
        double l_2970_ = (_e6356 + l_2969_);
        double _e6358 = l_mut_654_;
        double l_2971_ = (l_2970_ - _e6358);
        double l_2972_ = (l_2970_ - l_2971_);
        double _e6361 = l_mut_654_;
        double l_2973_ = (_e6361 - l_2972_);
        double l_2974_ = (l_2969_ - l_2971_);
        double l_2975_ = (l_2973_ + l_2974_);
        uint _e6365 = l_mut_94_;
        bool l_2976_ = (_e6365 < 3u);
        bool l_2977_ = (l_2975_ != 0.0L);
        if (l_2976_) {
            local_252 = l_2977_;
        } else {
            local_252 = false;
        }
        bool l_2978_ = local_252;
        uint _e6374 = l_mut_94_;
        bool l_2979_ = (_e6374 == 0u);
        if (l_2978_) {
            local_253 = l_2979_;
        } else {
            local_253 = false;
        }
        bool l_2980_ = local_253;
        double _e6381 = l_mut_853_;
        double l_2981_ = (l_2980_ ? l_2970_ : _e6381);
        l_mut_853_ = l_2981_;
        uint _e6383 = l_mut_94_;
        bool l_2982_ = (_e6383 == 1u);
        if (l_2978_) {
            local_254 = l_2982_;
        } else {
            local_254 = false;
        }
        bool l_2983_ = local_254;
        double _e6390 = l_mut_851_;
        double l_2984_ = (l_2983_ ? l_2970_ : _e6390);
        l_mut_851_ = l_2984_;
        uint _e6392 = l_mut_94_;
        bool l_2985_ = (_e6392 == 2u);
        if (l_2978_) {
            local_255 = l_2985_;
        } else {
            local_255 = false;
        }
        bool l_2986_ = local_255;
        double _e6399 = l_mut_850_;
        double l_2987_ = (l_2986_ ? l_2970_ : _e6399);
        l_mut_850_ = l_2987_;
        double l_2988_ = (l_2978_ ? l_2975_ : l_2970_);
        double _e6402 = l_mut_654_;
        double l_2989_ = (_e6402 + l_2969_);
        double l_2990_ = (l_2976_ ? l_2988_ : l_2989_);
        l_mut_654_ = l_2990_;
        uint l_2991_ = uint(l_2978_);
        uint _e6406 = l_mut_94_;
        l_mut_94_ = (_e6406 + l_2991_);
        double l_2992_ = a_2821_[4];
        double _e6410 = l_mut_654_;
        double l_2993_ = (_e6410 + l_2992_);
        double _e6412 = l_mut_654_;
        double l_2994_ = (l_2993_ - _e6412);
        double l_2995_ = (l_2993_ - l_2994_);
        double _e6415 = l_mut_654_;
        double l_2996_ = (_e6415 - l_2995_);
        double l_2997_ = (l_2992_ - l_2994_);
        double l_2998_ = (l_2996_ + l_2997_);
        uint _e6419 = l_mut_94_;
        bool l_2999_ = (_e6419 < 3u);
        bool l_3000_ = (l_2998_ != 0.0L);
        if (l_2999_) {
            local_256 = l_3000_;
        } else {
            local_256 = false;
        }
        bool l_3001_ = local_256;
        uint _e6428 = l_mut_94_;
        bool l_3002_ = (_e6428 == 0u);
        if (l_3001_) {
            local_257 = l_3002_;
        } else {
            local_257 = false;
        }
        bool l_3003_ = local_257;
        double _e6435 = l_mut_853_;
        double l_3004_ = (l_3003_ ? l_2993_ : _e6435);
        l_mut_853_ = l_3004_;
        uint _e6437 = l_mut_94_;
        bool l_3005_ = (_e6437 == 1u);
        if (l_3001_) {
            local_258 = l_3005_;
        } else {
            local_258 = false;
        }
        bool l_3006_ = local_258;
        double _e6444 = l_mut_851_;
        double l_3007_ = (l_3006_ ? l_2993_ : _e6444);
        l_mut_851_ = l_3007_;
        uint _e6446 = l_mut_94_;
        bool l_3008_ = (_e6446 == 2u);
        if (l_3001_) {
            local_259 = l_3008_;
        } else {
            local_259 = false;
        }
        bool l_3009_ = local_259;
        double _e6453 = l_mut_850_;
        double l_3010_ = (l_3009_ ? l_2993_ : _e6453);
        l_mut_850_ = l_3010_;
        double l_3011_ = (l_3001_ ? l_2998_ : l_2993_);
        double _e6456 = l_mut_654_;
        double l_3012_ = (_e6456 + l_2992_);
        double l_3013_ = (l_2999_ ? l_3011_ : l_3012_);
        l_mut_654_ = l_3013_;
        uint l_3014_ = uint(l_3001_);
        uint _e6460 = l_mut_94_;
        l_mut_94_ = (_e6460 + l_3014_);
        double l_3015_ = a_2821_[5];
        double _e6464 = l_mut_654_;
        double l_3016_ = (_e6464 + l_3015_);
        double _e6466 = l_mut_654_;
        double l_3017_ = (l_3016_ - _e6466);
        double l_3018_ = (l_3016_ - l_3017_);
        double _e6469 = l_mut_654_;
        double l_3019_ = (_e6469 - l_3018_);
        double l_3020_ = (l_3015_ - l_3017_);
        double l_3021_ = (l_3019_ + l_3020_);
        uint _e6473 = l_mut_94_;
        bool l_3022_ = (_e6473 < 3u);
        bool l_3023_ = (l_3021_ != 0.0L);
        if (l_3022_) {
            local_260 = l_3023_;
        } else {
            local_260 = false;
        }
        bool l_3024_ = local_260;
        uint _e6482 = l_mut_94_;
        bool l_3025_ = (_e6482 == 0u);
        if (l_3024_) {
            local_261 = l_3025_;
        } else {
            local_261 = false;
        }
        bool l_3026_ = local_261;
        double _e6489 = l_mut_853_;
        double l_3027_ = (l_3026_ ? l_3016_ : _e6489);
        l_mut_853_ = l_3027_;
        uint _e6491 = l_mut_94_;
        bool l_3028_ = (_e6491 == 1u);
        if (l_3024_) {
            local_262 = l_3028_;
        } else {
            local_262 = false;
        }
        bool l_3029_ = local_262;
        double _e6498 = l_mut_851_;
        double l_3030_ = (l_3029_ ? l_3016_ : _e6498);
        l_mut_851_ = l_3030_;
        uint _e6500 = l_mut_94_;
        bool l_3031_ = (_e6500 == 2u);
        if (l_3024_) {
            local_263 = l_3031_;
        } else {
            local_263 = false;
        }
        bool l_3032_ = local_263;
        double _e6507 = l_mut_850_;
        double l_3033_ = (l_3032_ ? l_3016_ : _e6507);
        l_mut_850_ = l_3033_;
        double l_3034_ = (l_3024_ ? l_3021_ : l_3016_);
        double _e6510 = l_mut_654_;
        double l_3035_ = (_e6510 + l_3015_);
        double l_3036_ = (l_3022_ ? l_3034_ : l_3035_);
        l_mut_654_ = l_3036_;
        uint l_3037_ = uint(l_3024_);
        uint _e6514 = l_mut_94_;
        l_mut_94_ = (_e6514 + l_3037_);
        double l_3038_ = a_2821_[6];
        double _e6518 = l_mut_654_;
        double l_3039_ = (_e6518 + l_3038_);
        double _e6520 = l_mut_654_;
        double l_3040_ = (l_3039_ - _e6520);
        double l_3041_ = (l_3039_ - l_3040_);
        double _e6523 = l_mut_654_;
        double l_3042_ = (_e6523 - l_3041_);
        double l_3043_ = (l_3038_ - l_3040_);
        double l_3044_ = (l_3042_ + l_3043_);
        uint _e6527 = l_mut_94_;
        bool l_3045_ = (_e6527 < 3u);
        bool l_3046_ = (l_3044_ != 0.0L);
        if (l_3045_) {
            local_264 = l_3046_;
        } else {
            local_264 = false;
        }
        bool l_3047_ = local_264;
        uint _e6536 = l_mut_94_;
        bool l_3048_ = (_e6536 == 0u);
        if (l_3047_) {
            local_265 = l_3048_;
        } else {
            local_265 = false;
        }
        bool l_3049_ = local_265;
        double _e6543 = l_mut_853_;
        double l_3050_ = (l_3049_ ? l_3039_ : _e6543);
        l_mut_853_ = l_3050_;
        uint _e6545 = l_mut_94_;
        bool l_3051_ = (_e6545 == 1u);
        if (l_3047_) {
            local_266 = l_3051_;
        } else {
            local_266 = false;
        }
        bool l_3052_ = local_266;
        double _e6552 = l_mut_851_;
        double l_3053_ = (l_3052_ ? l_3039_ : _e6552);
        l_mut_851_ = l_3053_;
        uint _e6554 = l_mut_94_;
        bool l_3054_ = (_e6554 == 2u);
        if (l_3047_) {
            local_267 = l_3054_;
        } else {
            local_267 = false;
        }
        bool l_3055_ = local_267;
        double _e6561 = l_mut_850_;
        double l_3056_ = (l_3055_ ? l_3039_ : _e6561);
        l_mut_850_ = l_3056_;
        double l_3057_ = (l_3047_ ? l_3044_ : l_3039_);
        double _e6564 = l_mut_654_;
        double l_3058_ = (_e6564 + l_3038_);
        double l_3059_ = (l_3045_ ? l_3057_ : l_3058_);
        l_mut_654_ = l_3059_;
        uint l_3060_ = uint(l_3047_);
        uint _e6568 = l_mut_94_;
        l_mut_94_ = (_e6568 + l_3060_);
        double l_3061_ = a_2821_[7];
        double _e6572 = l_mut_654_;
        double l_3062_ = (_e6572 + l_3061_);
        double _e6574 = l_mut_654_;
        double l_3063_ = (l_3062_ - _e6574);
        double l_3064_ = (l_3062_ - l_3063_);
        double _e6577 = l_mut_654_;
        double l_3065_ = (_e6577 - l_3064_);
        double l_3066_ = (l_3061_ - l_3063_);
        double l_3067_ = (l_3065_ + l_3066_);
        uint _e6581 = l_mut_94_;
        bool l_3068_ = (_e6581 < 3u);
        bool l_3069_ = (l_3067_ != 0.0L);
        if (l_3068_) {
            local_268 = l_3069_;
        } else {
            local_268 = false;
        }
        bool l_3070_ = local_268;
        uint _e6590 = l_mut_94_;
        bool l_3071_ = (_e6590 == 0u);
        if (l_3070_) {
            local_269 = l_3071_;
        } else {
            local_269 = false;
        }
        bool l_3072_ = local_269;
        double _e6597 = l_mut_853_;
        double l_3073_ = (l_3072_ ? l_3062_ : _e6597);
        l_mut_853_ = l_3073_;
        uint _e6599 = l_mut_94_;
        bool l_3074_ = (_e6599 == 1u);
        if (l_3070_) {
            local_270 = l_3074_;
        } else {
            local_270 = false;
        }
        bool l_3075_ = local_270;
        double _e6606 = l_mut_851_;
        double l_3076_ = (l_3075_ ? l_3062_ : _e6606);
        l_mut_851_ = l_3076_;
        uint _e6608 = l_mut_94_;
        bool l_3077_ = (_e6608 == 2u);
        if (l_3070_) {
            local_271 = l_3077_;
        } else {
            local_271 = false;
        }
        bool l_3078_ = local_271;
        double _e6615 = l_mut_850_;
        double l_3079_ = (l_3078_ ? l_3062_ : _e6615);
        l_mut_850_ = l_3079_;
        double l_3080_ = (l_3070_ ? l_3067_ : l_3062_);
        double _e6618 = l_mut_654_;
        double l_3081_ = (_e6618 + l_3061_);
        double l_3082_ = (l_3068_ ? l_3080_ : l_3081_);
        l_mut_654_ = l_3082_;
        uint l_3083_ = uint(l_3070_);
        uint _e6622 = l_mut_94_;
        l_mut_94_ = (_e6622 + l_3083_);
        uint _e6624 = l_mut_94_;
        bool l_3084_ = (_e6624 == 0u);
        double _e6627 = l_mut_853_;
        double _e6628 = l_mut_654_;
        double l_3085_ = (l_3084_ ? _e6628 : _e6627);
        l_mut_853_ = l_3085_;
        uint _e6630 = l_mut_94_;
        bool l_3086_ = (_e6630 == 1u);
        double _e6633 = l_mut_851_;
        double _e6634 = l_mut_654_;
        double l_3087_ = (l_3086_ ? _e6634 : _e6633);
        l_mut_851_ = l_3087_;
        uint _e6636 = l_mut_94_;
        bool l_3088_ = (_e6636 == 2u);
        double _e6639 = l_mut_850_;
        double _e6640 = l_mut_654_;
        double l_3089_ = (l_3088_ ? _e6640 : _e6639);
        l_mut_850_ = l_3089_;
        uint _e6642 = l_mut_94_;
        bool l_3090_ = (_e6642 == 3u);
        double _e6645 = l_mut_849_;
        double _e6646 = l_mut_654_;
        double l_3091_ = (l_3090_ ? _e6646 : _e6645);
        l_mut_849_ = l_3091_;
        int l_3092_ = naga_f2i32(l_38_);
        int l_3093_ = (l_3092_ & int(3));
        l_mut_3094_ = l_3093_;
        int _e6651 = l_mut_3094_;
        int l_3095_ = (_e6651 & int(1));
        bool l_3096_ = (l_3095_ == int(1));
        int _e6656 = l_mut_3094_;
        bool l_3097_ = (_e6656 >= int(2));
        double l_3099_ = (l_3097_ ? -1.0L : 1.0L);
        double _e6662 = l_mut_89_;
        double _e6663 = l_mut_853_;
        double l_3100_ = (l_3096_ ? _e6663 : _e6662);
        double l_3101_ = (l_3100_ * l_3099_);
        double _e6666 = l_mut_45_;
        double _e6667 = l_mut_851_;
        double l_3102_ = (l_3096_ ? _e6667 : _e6666);
        double l_3103_ = (l_3102_ * l_3099_);
        double _e6670 = l_mut_44_;
        double _e6671 = l_mut_850_;
        double l_3104_ = (l_3096_ ? _e6671 : _e6670);
        double l_3105_ = (l_3104_ * l_3099_);
        double _e6674 = l_mut_43_;
        double _e6675 = l_mut_849_;
        double l_3106_ = (l_3096_ ? _e6675 : _e6674);
        double l_3107_ = (l_3106_ * l_3099_);
        uint l_3337_ = asuint(info.Load(12+0));
        uint l_3338_ = (l_3337_ * 1u);
        bool l_3339_ = (id < l_3338_);
        if (l_3339_) {
            buffer_3_global.Store(id*8, l_3101_);
        }
        uint l_3108_ = (l_1_ + id);
        uint l_3340_ = asuint(info.Load(12+0));
        uint l_3341_ = (l_3340_ * 1u);
        bool l_3342_ = (l_3108_ < l_3341_);
        if (l_3342_) {
            buffer_3_global.Store(l_3108_*8, l_3103_);
        }
        uint l_3109_ = (2u * l_1_);
        uint l_3110_ = (l_3109_ + id);
        uint l_3343_ = asuint(info.Load(12+0));
        uint l_3344_ = (l_3343_ * 1u);
        bool l_3345_ = (l_3110_ < l_3344_);
        if (l_3345_) {
            buffer_3_global.Store(l_3110_*8, l_3105_);
        }
        uint l_3111_ = (3u * l_1_);
        uint l_3112_ = (l_3111_ + id);
        uint l_3346_ = asuint(info.Load(12+0));
        uint l_3347_ = (l_3346_ * 1u);
        bool l_3348_ = (l_3112_ < l_3347_);
        if (l_3348_) {
            buffer_3_global.Store(l_3112_*8, l_3107_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
