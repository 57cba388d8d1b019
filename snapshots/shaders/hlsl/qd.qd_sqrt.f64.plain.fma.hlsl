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
    double a_766_[8] = (double[8])0;
    double a_1768_[8] = (double[8])0;
    double a_2766_[8] = (double[8])0;
    double l_mut_1355_ = (double)0;
    double l_mut_1356_ = (double)0;
    double l_mut_1357_ = (double)0;
    double l_mut_1358_ = (double)0;
    double l_mut_146_ = (double)0;
    double l_mut_147_ = (double)0;
    double l_mut_148_ = (double)0;
    double l_mut_149_ = (double)0;
    double l_mut_150_ = (double)0;
    uint l_mut_151_ = (uint)0;
    double l_mut_353_ = (double)0;
    double l_mut_354_ = (double)0;
    double l_mut_355_ = (double)0;
    double l_mut_356_ = (double)0;
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
    bool local_272 = (bool)0;
    bool local_273 = (bool)0;
    bool local_274 = (bool)0;
    bool local_275 = (bool)0;
    bool local_276 = (bool)0;
    bool local_277 = (bool)0;
    bool local_278 = (bool)0;
    bool local_279 = (bool)0;
    bool local_280 = (bool)0;
    bool local_281 = (bool)0;
    bool local_282 = (bool)0;
    bool local_283 = (bool)0;
    bool local_284 = (bool)0;
    bool local_285 = (bool)0;
    bool local_286 = (bool)0;
    bool local_287 = (bool)0;
    bool local_288 = (bool)0;
    bool local_289 = (bool)0;
    bool local_290 = (bool)0;
    bool local_291 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 4u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_3248_ = asuint(info.Load(8+0));
        uint l_3249_ = (l_3248_ * 1u);
        bool l_3250_ = (0u < l_3249_);
        uint l_3251_ = (l_3249_ - 1u);
        uint l_3252_ = min(0u, l_3251_);
        double l_3253_ = buffer_2_global.Load<double>(l_3252_*8);
        double l_3_ = (l_3250_ ? l_3253_ : 0.0L);
        uint l_3255_ = asuint(info.Load(8+0));
        uint l_3256_ = (l_3255_ * 1u);
        bool l_3257_ = (1u < l_3256_);
        uint l_3258_ = (l_3256_ - 1u);
        uint l_3259_ = min(1u, l_3258_);
        double l_3260_ = buffer_2_global.Load<double>(l_3259_*8);
        double l_4_ = (l_3257_ ? l_3260_ : 0.0L);
        uint l_3262_ = asuint(info.Load(0+0));
        uint l_3263_ = (l_3262_ * 1u);
        bool l_3264_ = (id < l_3263_);
        uint l_3265_ = (l_3263_ - 1u);
        uint l_3266_ = min(id, l_3265_);
        double l_3267_ = buffer_0_global.Load<double>(l_3266_*8);
        double l_5_ = (l_3264_ ? l_3267_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_3269_ = asuint(info.Load(0+0));
        uint l_3270_ = (l_3269_ * 1u);
        bool l_3271_ = (l_6_ < l_3270_);
        uint l_3272_ = (l_3270_ - 1u);
        uint l_3273_ = min(l_6_, l_3272_);
        double l_3274_ = buffer_0_global.Load<double>(l_3273_*8);
        double l_7_ = (l_3271_ ? l_3274_ : 0.0L);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_3276_ = asuint(info.Load(0+0));
        uint l_3277_ = (l_3276_ * 1u);
        bool l_3278_ = (l_9_ < l_3277_);
        uint l_3279_ = (l_3277_ - 1u);
        uint l_3280_ = min(l_9_, l_3279_);
        double l_3281_ = buffer_0_global.Load<double>(l_3280_*8);
        double l_10_ = (l_3278_ ? l_3281_ : 0.0L);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_3283_ = asuint(info.Load(0+0));
        uint l_3284_ = (l_3283_ * 1u);
        bool l_3285_ = (l_12_ < l_3284_);
        uint l_3286_ = (l_3284_ - 1u);
        uint l_3287_ = min(l_12_, l_3286_);
        double l_3288_ = buffer_0_global.Load<double>(l_3287_*8);
        double l_13_ = (l_3285_ ? l_3288_ : 0.0L);
        uint l_3290_ = asuint(info.Load(4+0));
        uint l_3291_ = (l_3290_ * 1u);
        bool l_3292_ = (id < l_3291_);
        uint l_3293_ = (l_3291_ - 1u);
        uint l_3294_ = min(id, l_3293_);
        double l_3295_ = buffer_1_global.Load<double>(l_3294_*8);
        double l_14_ = (l_3292_ ? l_3295_ : 0.0L);
        uint l_15_ = (l_1_ + id);
        uint l_3297_ = asuint(info.Load(4+0));
        uint l_3298_ = (l_3297_ * 1u);
        bool l_3299_ = (l_15_ < l_3298_);
        uint l_3300_ = (l_3298_ - 1u);
        uint l_3301_ = min(l_15_, l_3300_);
        double l_3302_ = buffer_1_global.Load<double>(l_3301_*8);
        double l_16_ = (l_3299_ ? l_3302_ : 0.0L);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_3304_ = asuint(info.Load(4+0));
        uint l_3305_ = (l_3304_ * 1u);
        bool l_3306_ = (l_18_ < l_3305_);
        uint l_3307_ = (l_3305_ - 1u);
        uint l_3308_ = min(l_18_, l_3307_);
        double l_3309_ = buffer_1_global.Load<double>(l_3308_*8);
        double l_19_ = (l_3306_ ? l_3309_ : 0.0L);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_3311_ = asuint(info.Load(4+0));
        uint l_3312_ = (l_3311_ * 1u);
        bool l_3313_ = (l_21_ < l_3312_);
        uint l_3314_ = (l_3312_ - 1u);
        uint l_3315_ = min(l_21_, l_3314_);
        double l_3316_ = buffer_1_global.Load<double>(l_3315_*8);
        double l_22_ = (l_3313_ ? l_3316_ : 0.0L);
        double l_23_ = (l_5_ * 0.5L);
        double l_24_ = (l_7_ * 0.5L);
        double l_25_ = (l_10_ * 0.5L);
        double l_26_ = (l_13_ * 0.5L);
        double l_27_ = sqrt(l_5_);
        double l_28_ = (1.0L / l_27_);
        double l_29_ = (l_28_ * l_28_);
        double l_30_ = -(l_29_);
        double l_31_ = mad(l_28_, l_28_, l_30_);
        double l_32_ = (l_28_ * 0.0L);
        double l_33_ = -(l_32_);
        double l_34_ = mad(l_28_, 0.0L, l_33_);
        double l_35_ = (0.0L * l_28_);
        double l_36_ = -(l_35_);
        double l_37_ = mad(0.0L, l_28_, l_36_);
        double l_38_ = (l_28_ * 0.0L);
        double l_39_ = -(l_38_);
        double l_40_ = mad(l_28_, 0.0L, l_39_);
        double l_41_ = (0.0L * 0.0L);
        double l_42_ = -(l_41_);
        double l_43_ = mad(0.0L, 0.0L, l_42_);
        double l_44_ = (0.0L * l_28_);
        double l_45_ = -(l_44_);
        double l_46_ = mad(0.0L, l_28_, l_45_);
        double l_47_ = (l_32_ + l_35_);
        double l_48_ = (l_47_ - l_32_);
        double l_49_ = (l_47_ - l_48_);
        double l_50_ = (l_32_ - l_49_);
        double l_51_ = (l_35_ - l_48_);
        double l_52_ = (l_50_ + l_51_);
        double l_53_ = (l_31_ + l_47_);
        double l_54_ = (l_53_ - l_31_);
        double l_55_ = (l_53_ - l_54_);
        double l_56_ = (l_31_ - l_55_);
        double l_57_ = (l_47_ - l_54_);
        double l_58_ = (l_56_ + l_57_);
        double l_59_ = (l_52_ + l_58_);
        double l_60_ = (l_59_ - l_52_);
        double l_61_ = (l_59_ - l_60_);
        double l_62_ = (l_52_ - l_61_);
        double l_63_ = (l_58_ - l_60_);
        double l_64_ = (l_62_ + l_63_);
        double l_65_ = (l_59_ + l_34_);
        double l_66_ = (l_65_ - l_59_);
        double l_67_ = (l_65_ - l_66_);
        double l_68_ = (l_59_ - l_67_);
        double l_69_ = (l_34_ - l_66_);
        double l_70_ = (l_68_ + l_69_);
        double l_71_ = (l_37_ + l_65_);
        double l_72_ = (l_71_ - l_37_);
        double l_73_ = (l_71_ - l_72_);
        double l_74_ = (l_37_ - l_73_);
        double l_75_ = (l_65_ - l_72_);
        double l_76_ = (l_74_ + l_75_);
        double l_77_ = (l_70_ + l_76_);
        double l_78_ = (l_77_ - l_70_);
        double l_79_ = (l_77_ - l_78_);
        double l_80_ = (l_70_ - l_79_);
        double l_81_ = (l_76_ - l_78_);
        double l_82_ = (l_80_ + l_81_);
        double l_83_ = (l_38_ + l_41_);
        double l_84_ = (l_83_ - l_38_);
        double l_85_ = (l_83_ - l_84_);
        double l_86_ = (l_38_ - l_85_);
        double l_87_ = (l_41_ - l_84_);
        double l_88_ = (l_86_ + l_87_);
        double l_89_ = (l_44_ + l_83_);
        double l_90_ = (l_89_ - l_44_);
        double l_91_ = (l_89_ - l_90_);
        double l_92_ = (l_44_ - l_91_);
        double l_93_ = (l_83_ - l_90_);
        double l_94_ = (l_92_ + l_93_);
        double l_95_ = (l_88_ + l_94_);
        double l_96_ = (l_95_ - l_88_);
        double l_97_ = (l_95_ - l_96_);
        double l_98_ = (l_88_ - l_97_);
        double l_99_ = (l_94_ - l_96_);
        double l_100_ = (l_98_ + l_99_);
        double l_101_ = (l_71_ + l_89_);
        double l_102_ = (l_101_ - l_71_);
        double l_103_ = (l_101_ - l_102_);
        double l_104_ = (l_71_ - l_103_);
        double l_105_ = (l_89_ - l_102_);
        double l_106_ = (l_104_ + l_105_);
        double l_107_ = (l_77_ + l_95_);
        double l_108_ = (l_107_ - l_77_);
        double l_109_ = (l_107_ - l_108_);
        double l_110_ = (l_77_ - l_109_);
        double l_111_ = (l_95_ - l_108_);
        double l_112_ = (l_110_ + l_111_);
        double l_113_ = (l_107_ + l_106_);
        double l_114_ = (l_113_ - l_107_);
        double l_115_ = (l_113_ - l_114_);
        double l_116_ = (l_107_ - l_115_);
        double l_117_ = (l_106_ - l_114_);
        double l_118_ = (l_116_ + l_117_);
        double l_119_ = (l_82_ + l_100_);
        double l_120_ = (l_118_ + l_112_);
        double l_121_ = (l_119_ + l_120_);
        double l_122_ = (l_28_ * 0.0L);
        double l_123_ = (0.0L * 0.0L);
        double l_124_ = (l_122_ + l_123_);
        double l_125_ = (0.0L * 0.0L);
        double l_126_ = (0.0L * l_28_);
        double l_127_ = (l_125_ + l_126_);
        double l_128_ = (l_124_ + l_127_);
        double l_129_ = (l_64_ + l_40_);
        double l_130_ = (l_43_ + l_46_);
        double l_131_ = (l_129_ + l_130_);
        double l_132_ = (l_128_ + l_131_);
        double l_133_ = (l_113_ + l_132_);
        double l_134_ = (l_133_ + l_121_);
        double l_135_ = (l_134_ - l_133_);
        double l_136_ = (l_121_ - l_135_);
        double l_137_ = (l_101_ + l_134_);
        double l_138_ = (l_137_ - l_101_);
        double l_139_ = (l_134_ - l_138_);
        double l_140_ = (l_53_ + l_137_);
        double l_141_ = (l_140_ - l_53_);
        double l_142_ = (l_137_ - l_141_);
        double l_143_ = (l_29_ + l_140_);
        double l_144_ = (l_143_ - l_29_);
        double l_145_ = (l_140_ - l_144_);
        l_mut_146_ = 0.0L;
        l_mut_147_ = 0.0L;
        l_mut_148_ = 0.0L;
        l_mut_149_ = 0.0L;
        l_mut_150_ = l_143_;
        l_mut_151_ = 0u;
        double _e368 = l_mut_150_;
        double l_152_ = (_e368 + l_145_);
        double _e370 = l_mut_150_;
        double l_153_ = (l_152_ - _e370);
        double l_154_ = (l_145_ - l_153_);
        uint _e373 = l_mut_151_;
        bool l_155_ = (_e373 < 3u);
        bool l_156_ = (l_154_ != 0.0L);
        if (l_155_) {
            local = l_156_;
        } else {
            local = false;
        }
        bool l_157_ = local;
        uint _e382 = l_mut_151_;
        bool l_158_ = (_e382 == 0u);
        if (l_157_) {
            local_1 = l_158_;
        } else {
            local_1 = false;
        }
        bool l_159_ = local_1;
        double _e389 = l_mut_146_;
        double l_160_ = (l_159_ ? l_152_ : _e389);
        l_mut_146_ = l_160_;
        uint _e391 = l_mut_151_;
        bool l_161_ = (_e391 == 1u);
        if (l_157_) {
            local_2 = l_161_;
        } else {
            local_2 = false;
        }
        bool l_162_ = local_2;
        double _e398 = l_mut_147_;
        double l_163_ = (l_162_ ? l_152_ : _e398);
        l_mut_147_ = l_163_;
        uint _e400 = l_mut_151_;
        bool l_164_ = (_e400 == 2u);
        if (l_157_) {
            local_3 = l_164_;
        } else {
            local_3 = false;
        }
        bool l_165_ = local_3;
        double _e407 = l_mut_148_;
        double l_166_ = (l_165_ ? l_152_ : _e407);
        l_mut_148_ = l_166_;
        double l_167_ = (l_157_ ? l_154_ : l_152_);
        double _e410 = l_mut_150_;
        double l_168_ = (_e410 + l_145_);
        double l_169_ = (l_155_ ? l_167_ : l_168_);
        l_mut_150_ = l_169_;
        uint l_170_ = uint(l_157_);
        uint _e414 = l_mut_151_;
        l_mut_151_ = (_e414 + l_170_);
        double _e416 = l_mut_150_;
        double l_171_ = (_e416 + l_142_);
        double _e418 = l_mut_150_;
        double l_172_ = (l_171_ - _e418);
        double l_173_ = (l_142_ - l_172_);
        uint _e421 = l_mut_151_;
        bool l_174_ = (_e421 < 3u);
        bool l_175_ = (l_173_ != 0.0L);
        if (l_174_) {
            local_4 = l_175_;
        } else {
            local_4 = false;
        }
        bool l_176_ = local_4;
        uint _e430 = l_mut_151_;
        bool l_177_ = (_e430 == 0u);
        if (l_176_) {
            local_5 = l_177_;
        } else {
            local_5 = false;
        }
        bool l_178_ = local_5;
        double _e437 = l_mut_146_;
        double l_179_ = (l_178_ ? l_171_ : _e437);
        l_mut_146_ = l_179_;
        uint _e439 = l_mut_151_;
        bool l_180_ = (_e439 == 1u);
        if (l_176_) {
            local_6 = l_180_;
        } else {
            local_6 = false;
        }
        bool l_181_ = local_6;
        double _e446 = l_mut_147_;
        double l_182_ = (l_181_ ? l_171_ : _e446);
        l_mut_147_ = l_182_;
        uint _e448 = l_mut_151_;
        bool l_183_ = (_e448 == 2u);
        if (l_176_) {
            local_7 = l_183_;
        } else {
            local_7 = false;
        }
        bool l_184_ = local_7;
        double _e455 = l_mut_148_;
        double l_185_ = (l_184_ ? l_171_ : _e455);
        l_mut_148_ = l_185_;
        double l_186_ = (l_176_ ? l_173_ : l_171_);
        double _e458 = l_mut_150_;
        double l_187_ = (_e458 + l_142_);
        double l_188_ = (l_174_ ? l_186_ : l_187_);
        l_mut_150_ = l_188_;
        uint l_189_ = uint(l_176_);
        uint _e462 = l_mut_151_;
        l_mut_151_ = (_e462 + l_189_);
        double _e464 = l_mut_150_;
        double l_190_ = (_e464 + l_139_);
        double _e466 = l_mut_150_;
        double l_191_ = (l_190_ - _e466);
        double l_192_ = (l_139_ - l_191_);
        uint _e469 = l_mut_151_;
        bool l_193_ = (_e469 < 3u);
        bool l_194_ = (l_192_ != 0.0L);
        if (l_193_) {
            local_8 = l_194_;
        } else {
            local_8 = false;
        }
        bool l_195_ = local_8;
        uint _e478 = l_mut_151_;
        bool l_196_ = (_e478 == 0u);
        if (l_195_) {
            local_9 = l_196_;
        } else {
            local_9 = false;
        }
        bool l_197_ = local_9;
        double _e485 = l_mut_146_;
        double l_198_ = (l_197_ ? l_190_ : _e485);
        l_mut_146_ = l_198_;
        uint _e487 = l_mut_151_;
        bool l_199_ = (_e487 == 1u);
        if (l_195_) {
            local_10 = l_199_;
        } else {
            local_10 = false;
        }
        bool l_200_ = local_10;
        double _e494 = l_mut_147_;
        double l_201_ = (l_200_ ? l_190_ : _e494);
        l_mut_147_ = l_201_;
        uint _e496 = l_mut_151_;
        bool l_202_ = (_e496 == 2u);
        if (l_195_) {
            local_11 = l_202_;
        } else {
            local_11 = false;
        }
        bool l_203_ = local_11;
        double _e503 = l_mut_148_;
        double l_204_ = (l_203_ ? l_190_ : _e503);
        l_mut_148_ = l_204_;
        double l_205_ = (l_195_ ? l_192_ : l_190_);
        double _e506 = l_mut_150_;
        double l_206_ = (_e506 + l_139_);
        double l_207_ = (l_193_ ? l_205_ : l_206_);
        l_mut_150_ = l_207_;
        uint l_208_ = uint(l_195_);
        uint _e510 = l_mut_151_;
        l_mut_151_ = (_e510 + l_208_);
        double _e512 = l_mut_150_;
        double l_209_ = (_e512 + l_136_);
        double _e514 = l_mut_150_;
        double l_210_ = (l_209_ - _e514);
        double l_211_ = (l_136_ - l_210_);
        uint _e517 = l_mut_151_;
        bool l_212_ = (_e517 < 3u);
        bool l_213_ = (l_211_ != 0.0L);
        if (l_212_) {
            local_12 = l_213_;
        } else {
            local_12 = false;
        }
        bool l_214_ = local_12;
        uint _e526 = l_mut_151_;
        bool l_215_ = (_e526 == 0u);
        if (l_214_) {
            local_13 = l_215_;
        } else {
            local_13 = false;
        }
        bool l_216_ = local_13;
        double _e533 = l_mut_146_;
        double l_217_ = (l_216_ ? l_209_ : _e533);
        l_mut_146_ = l_217_;
        uint _e535 = l_mut_151_;
        bool l_218_ = (_e535 == 1u);
        if (l_214_) {
            local_14 = l_218_;
        } else {
            local_14 = false;
        }
        bool l_219_ = local_14;
        double _e542 = l_mut_147_;
        double l_220_ = (l_219_ ? l_209_ : _e542);
        l_mut_147_ = l_220_;
        uint _e544 = l_mut_151_;
        bool l_221_ = (_e544 == 2u);
        if (l_214_) {
            local_15 = l_221_;
        } else {
            local_15 = false;
        }
        bool l_222_ = local_15;
        double _e551 = l_mut_148_;
        double l_223_ = (l_222_ ? l_209_ : _e551);
        l_mut_148_ = l_223_;
        double l_224_ = (l_214_ ? l_211_ : l_209_);
        double _e554 = l_mut_150_;
        double l_225_ = (_e554 + l_136_);
        double l_226_ = (l_212_ ? l_224_ : l_225_);
        l_mut_150_ = l_226_;
        uint l_227_ = uint(l_214_);
        uint _e558 = l_mut_151_;
        l_mut_151_ = (_e558 + l_227_);
        uint _e560 = l_mut_151_;
        bool l_228_ = (_e560 == 0u);
        double _e563 = l_mut_146_;
        double _e564 = l_mut_150_;
        double l_229_ = (l_228_ ? _e564 : _e563);
        l_mut_146_ = l_229_;
        uint _e566 = l_mut_151_;
        bool l_230_ = (_e566 == 1u);
        double _e569 = l_mut_147_;
        double _e570 = l_mut_150_;
        double l_231_ = (l_230_ ? _e570 : _e569);
        l_mut_147_ = l_231_;
        uint _e572 = l_mut_151_;
        bool l_232_ = (_e572 == 2u);
        double _e575 = l_mut_148_;
        double _e576 = l_mut_150_;
        double l_233_ = (l_232_ ? _e576 : _e575);
        l_mut_148_ = l_233_;
        uint _e578 = l_mut_151_;
        bool l_234_ = (_e578 == 3u);
        double _e581 = l_mut_149_;
        double _e582 = l_mut_150_;
        double l_235_ = (l_234_ ? _e582 : _e581);
        l_mut_149_ = l_235_;
        double _e584 = l_mut_146_;
        double l_236_ = (l_23_ * _e584);
        double l_237_ = -(l_236_);
        double _e587 = l_mut_146_;
        double l_238_ = mad(l_23_, _e587, l_237_);
        double _e589 = l_mut_147_;
        double l_239_ = (l_23_ * _e589);
        double l_240_ = -(l_239_);
        double _e592 = l_mut_147_;
        double l_241_ = mad(l_23_, _e592, l_240_);
        double _e594 = l_mut_146_;
        double l_242_ = (l_24_ * _e594);
        double l_243_ = -(l_242_);
        double _e597 = l_mut_146_;
        double l_244_ = mad(l_24_, _e597, l_243_);
        double _e599 = l_mut_148_;
        double l_245_ = (l_23_ * _e599);
        double l_246_ = -(l_245_);
        double _e602 = l_mut_148_;
        double l_247_ = mad(l_23_, _e602, l_246_);
        double _e604 = l_mut_147_;
        double l_248_ = (l_24_ * _e604);
        double l_249_ = -(l_248_);
        double _e607 = l_mut_147_;
        double l_250_ = mad(l_24_, _e607, l_249_);
        double _e609 = l_mut_146_;
        double l_251_ = (l_25_ * _e609);
        double l_252_ = -(l_251_);
        double _e612 = l_mut_146_;
        double l_253_ = mad(l_25_, _e612, l_252_);
        double l_254_ = (l_239_ + l_242_);
        double l_255_ = (l_254_ - l_239_);
        double l_256_ = (l_254_ - l_255_);
        double l_257_ = (l_239_ - l_256_);
        double l_258_ = (l_242_ - l_255_);
        double l_259_ = (l_257_ + l_258_);
        double l_260_ = (l_238_ + l_254_);
        double l_261_ = (l_260_ - l_238_);
        double l_262_ = (l_260_ - l_261_);
        double l_263_ = (l_238_ - l_262_);
        double l_264_ = (l_254_ - l_261_);
        double l_265_ = (l_263_ + l_264_);
        double l_266_ = (l_259_ + l_265_);
        double l_267_ = (l_266_ - l_259_);
        double l_268_ = (l_266_ - l_267_);
        double l_269_ = (l_259_ - l_268_);
        double l_270_ = (l_265_ - l_267_);
        double l_271_ = (l_269_ + l_270_);
        double l_272_ = (l_266_ + l_241_);
        double l_273_ = (l_272_ - l_266_);
        double l_274_ = (l_272_ - l_273_);
        double l_275_ = (l_266_ - l_274_);
        double l_276_ = (l_241_ - l_273_);
        double l_277_ = (l_275_ + l_276_);
        double l_278_ = (l_244_ + l_272_);
        double l_279_ = (l_278_ - l_244_);
        double l_280_ = (l_278_ - l_279_);
        double l_281_ = (l_244_ - l_280_);
        double l_282_ = (l_272_ - l_279_);
        double l_283_ = (l_281_ + l_282_);
        double l_284_ = (l_277_ + l_283_);
        double l_285_ = (l_284_ - l_277_);
        double l_286_ = (l_284_ - l_285_);
        double l_287_ = (l_277_ - l_286_);
        double l_288_ = (l_283_ - l_285_);
        double l_289_ = (l_287_ + l_288_);
        double l_290_ = (l_245_ + l_248_);
        double l_291_ = (l_290_ - l_245_);
        double l_292_ = (l_290_ - l_291_);
        double l_293_ = (l_245_ - l_292_);
        double l_294_ = (l_248_ - l_291_);
        double l_295_ = (l_293_ + l_294_);
        double l_296_ = (l_251_ + l_290_);
        double l_297_ = (l_296_ - l_251_);
        double l_298_ = (l_296_ - l_297_);
        double l_299_ = (l_251_ - l_298_);
        double l_300_ = (l_290_ - l_297_);
        double l_301_ = (l_299_ + l_300_);
        double l_302_ = (l_295_ + l_301_);
        double l_303_ = (l_302_ - l_295_);
        double l_304_ = (l_302_ - l_303_);
        double l_305_ = (l_295_ - l_304_);
        double l_306_ = (l_301_ - l_303_);
        double l_307_ = (l_305_ + l_306_);
        double l_308_ = (l_278_ + l_296_);
        double l_309_ = (l_308_ - l_278_);
        double l_310_ = (l_308_ - l_309_);
        double l_311_ = (l_278_ - l_310_);
        double l_312_ = (l_296_ - l_309_);
        double l_313_ = (l_311_ + l_312_);
        double l_314_ = (l_284_ + l_302_);
        double l_315_ = (l_314_ - l_284_);
        double l_316_ = (l_314_ - l_315_);
        double l_317_ = (l_284_ - l_316_);
        double l_318_ = (l_302_ - l_315_);
        double l_319_ = (l_317_ + l_318_);
        double l_320_ = (l_314_ + l_313_);
        double l_321_ = (l_320_ - l_314_);
        double l_322_ = (l_320_ - l_321_);
        double l_323_ = (l_314_ - l_322_);
        double l_324_ = (l_313_ - l_321_);
        double l_325_ = (l_323_ + l_324_);
        double l_326_ = (l_289_ + l_307_);
        double l_327_ = (l_325_ + l_319_);
        double l_328_ = (l_326_ + l_327_);
        double _e689 = l_mut_149_;
        double l_329_ = (l_23_ * _e689);
        double _e691 = l_mut_148_;
        double l_330_ = (l_24_ * _e691);
        double l_331_ = (l_329_ + l_330_);
        double _e694 = l_mut_147_;
        double l_332_ = (l_25_ * _e694);
        double _e696 = l_mut_146_;
        double l_333_ = (l_26_ * _e696);
        double l_334_ = (l_332_ + l_333_);
        double l_335_ = (l_331_ + l_334_);
        double l_336_ = (l_271_ + l_247_);
        double l_337_ = (l_250_ + l_253_);
        double l_338_ = (l_336_ + l_337_);
        double l_339_ = (l_335_ + l_338_);
        double l_340_ = (l_320_ + l_339_);
        double l_341_ = (l_340_ + l_328_);
        double l_342_ = (l_341_ - l_340_);
        double l_343_ = (l_328_ - l_342_);
        double l_344_ = (l_308_ + l_341_);
        double l_345_ = (l_344_ - l_308_);
        double l_346_ = (l_341_ - l_345_);
        double l_347_ = (l_260_ + l_344_);
        double l_348_ = (l_347_ - l_260_);
        double l_349_ = (l_344_ - l_348_);
        double l_350_ = (l_236_ + l_347_);
        double l_351_ = (l_350_ - l_236_);
        double l_352_ = (l_347_ - l_351_);
        l_mut_150_ = 0.0L;
        l_mut_353_ = 0.0L;
        l_mut_354_ = 0.0L;
        l_mut_355_ = 0.0L;
        l_mut_356_ = l_350_;
        l_mut_151_ = 0u;
        double _e722 = l_mut_356_;
        double l_357_ = (_e722 + l_352_);
        double _e724 = l_mut_356_;
        double l_358_ = (l_357_ - _e724);
        double l_359_ = (l_352_ - l_358_);
        uint _e727 = l_mut_151_;
        bool l_360_ = (_e727 < 3u);
        bool l_361_ = (l_359_ != 0.0L);
        if (l_360_) {
            local_16 = l_361_;
        } else {
            local_16 = false;
        }
        bool l_362_ = local_16;
        uint _e736 = l_mut_151_;
        bool l_363_ = (_e736 == 0u);
        if (l_362_) {
            local_17 = l_363_;
        } else {
            local_17 = false;
        }
        bool l_364_ = local_17;
        double _e743 = l_mut_150_;
        double l_365_ = (l_364_ ? l_357_ : _e743);
        l_mut_150_ = l_365_;
        uint _e745 = l_mut_151_;
        bool l_366_ = (_e745 == 1u);
        if (l_362_) {
            local_18 = l_366_;
        } else {
            local_18 = false;
        }
        bool l_367_ = local_18;
        double _e752 = l_mut_353_;
        double l_368_ = (l_367_ ? l_357_ : _e752);
        l_mut_353_ = l_368_;
        uint _e754 = l_mut_151_;
        bool l_369_ = (_e754 == 2u);
        if (l_362_) {
            local_19 = l_369_;
        } else {
            local_19 = false;
        }
        bool l_370_ = local_19;
        double _e761 = l_mut_354_;
        double l_371_ = (l_370_ ? l_357_ : _e761);
        l_mut_354_ = l_371_;
        double l_372_ = (l_362_ ? l_359_ : l_357_);
        double _e764 = l_mut_356_;
        double l_373_ = (_e764 + l_352_);
        double l_374_ = (l_360_ ? l_372_ : l_373_);
        l_mut_356_ = l_374_;
        uint l_375_ = uint(l_362_);
        uint _e768 = l_mut_151_;
        l_mut_151_ = (_e768 + l_375_);
        double _e770 = l_mut_356_;
        double l_376_ = (_e770 + l_349_);
        double _e772 = l_mut_356_;
        double l_377_ = (l_376_ - _e772);
        double l_378_ = (l_349_ - l_377_);
        uint _e775 = l_mut_151_;
        bool l_379_ = (_e775 < 3u);
        bool l_380_ = (l_378_ != 0.0L);
        if (l_379_) {
            local_20 = l_380_;
        } else {
            local_20 = false;
        }
        bool l_381_ = local_20;
        uint _e784 = l_mut_151_;
        bool l_382_ = (_e784 == 0u);
        if (l_381_) {
            local_21 = l_382_;
        } else {
            local_21 = false;
        }
        bool l_383_ = local_21;
        double _e791 = l_mut_150_;
        double l_384_ = (l_383_ ? l_376_ : _e791);
        l_mut_150_ = l_384_;
        uint _e793 = l_mut_151_;
        bool l_385_ = (_e793 == 1u);
        if (l_381_) {
            local_22 = l_385_;
        } else {
            local_22 = false;
        }
        bool l_386_ = local_22;
        double _e800 = l_mut_353_;
        double l_387_ = (l_386_ ? l_376_ : _e800);
        l_mut_353_ = l_387_;
        uint _e802 = l_mut_151_;
        bool l_388_ = (_e802 == 2u);
        if (l_381_) {
            local_23 = l_388_;
        } else {
            local_23 = false;
        }
        bool l_389_ = local_23;
        double _e809 = l_mut_354_;
        double l_390_ = (l_389_ ? l_376_ : _e809);
        l_mut_354_ = l_390_;
        double l_391_ = (l_381_ ? l_378_ : l_376_);
        double _e812 = l_mut_356_;
        double l_392_ = (_e812 + l_349_);
        double l_393_ = (l_379_ ? l_391_ : l_392_);
        l_mut_356_ = l_393_;
        uint l_394_ = uint(l_381_);
        uint _e816 = l_mut_151_;
        l_mut_151_ = (_e816 + l_394_);
        double _e818 = l_mut_356_;
        double l_395_ = (_e818 + l_346_);
        double _e820 = l_mut_356_;
        double l_396_ = (l_395_ - _e820);
        double l_397_ = (l_346_ - l_396_);
        uint _e823 = l_mut_151_;
        bool l_398_ = (_e823 < 3u);
        bool l_399_ = (l_397_ != 0.0L);
        if (l_398_) {
            local_24 = l_399_;
        } else {
            local_24 = false;
        }
        bool l_400_ = local_24;
        uint _e832 = l_mut_151_;
        bool l_401_ = (_e832 == 0u);
        if (l_400_) {
            local_25 = l_401_;
        } else {
            local_25 = false;
        }
        bool l_402_ = local_25;
        double _e839 = l_mut_150_;
        double l_403_ = (l_402_ ? l_395_ : _e839);
        l_mut_150_ = l_403_;
        uint _e841 = l_mut_151_;
        bool l_404_ = (_e841 == 1u);
        if (l_400_) {
            local_26 = l_404_;
        } else {
            local_26 = false;
        }
        bool l_405_ = local_26;
        double _e848 = l_mut_353_;
        double l_406_ = (l_405_ ? l_395_ : _e848);
        l_mut_353_ = l_406_;
        uint _e850 = l_mut_151_;
        bool l_407_ = (_e850 == 2u);
        if (l_400_) {
            local_27 = l_407_;
        } else {
            local_27 = false;
        }
        bool l_408_ = local_27;
        double _e857 = l_mut_354_;
        double l_409_ = (l_408_ ? l_395_ : _e857);
        l_mut_354_ = l_409_;
        double l_410_ = (l_400_ ? l_397_ : l_395_);
        double _e860 = l_mut_356_;
        double l_411_ = (_e860 + l_346_);
        double l_412_ = (l_398_ ? l_410_ : l_411_);
        l_mut_356_ = l_412_;
        uint l_413_ = uint(l_400_);
        uint _e864 = l_mut_151_;
        l_mut_151_ = (_e864 + l_413_);
        double _e866 = l_mut_356_;
        double l_414_ = (_e866 + l_343_);
        double _e868 = l_mut_356_;
        double l_415_ = (l_414_ - _e868);
        double l_416_ = (l_343_ - l_415_);
        uint _e871 = l_mut_151_;
        bool l_417_ = (_e871 < 3u);
        bool l_418_ = (l_416_ != 0.0L);
        if (l_417_) {
            local_28 = l_418_;
        } else {
            local_28 = false;
        }
        bool l_419_ = local_28;
        uint _e880 = l_mut_151_;
        bool l_420_ = (_e880 == 0u);
        if (l_419_) {
            local_29 = l_420_;
        } else {
            local_29 = false;
        }
        bool l_421_ = local_29;
        double _e887 = l_mut_150_;
        double l_422_ = (l_421_ ? l_414_ : _e887);
        l_mut_150_ = l_422_;
        uint _e889 = l_mut_151_;
        bool l_423_ = (_e889 == 1u);
        if (l_419_) {
            local_30 = l_423_;
        } else {
            local_30 = false;
        }
        bool l_424_ = local_30;
        double _e896 = l_mut_353_;
        double l_425_ = (l_424_ ? l_414_ : _e896);
        l_mut_353_ = l_425_;
        uint _e898 = l_mut_151_;
        bool l_426_ = (_e898 == 2u);
        if (l_419_) {
            local_31 = l_426_;
        } else {
            local_31 = false;
        }
        bool l_427_ = local_31;
        double _e905 = l_mut_354_;
        double l_428_ = (l_427_ ? l_414_ : _e905);
        l_mut_354_ = l_428_;
        double l_429_ = (l_419_ ? l_416_ : l_414_);
        double _e908 = l_mut_356_;
        double l_430_ = (_e908 + l_343_);
        double l_431_ = (l_417_ ? l_429_ : l_430_);
        l_mut_356_ = l_431_;
        uint l_432_ = uint(l_419_);
        uint _e912 = l_mut_151_;
        l_mut_151_ = (_e912 + l_432_);
        uint _e914 = l_mut_151_;
        bool l_433_ = (_e914 == 0u);
        double _e917 = l_mut_150_;
        double _e918 = l_mut_356_;
        double l_434_ = (l_433_ ? _e918 : _e917);
        l_mut_150_ = l_434_;
        uint _e920 = l_mut_151_;
        bool l_435_ = (_e920 == 1u);
        double _e923 = l_mut_353_;
        double _e924 = l_mut_356_;
        double l_436_ = (l_435_ ? _e924 : _e923);
        l_mut_353_ = l_436_;
        uint _e926 = l_mut_151_;
        bool l_437_ = (_e926 == 2u);
        double _e929 = l_mut_354_;
        double _e930 = l_mut_356_;
        double l_438_ = (l_437_ ? _e930 : _e929);
        l_mut_354_ = l_438_;
        uint _e932 = l_mut_151_;
        bool l_439_ = (_e932 == 3u);
        double _e935 = l_mut_355_;
        double _e936 = l_mut_356_;
        double l_440_ = (l_439_ ? _e936 : _e935);
        l_mut_355_ = l_440_;
        double _e938 = l_mut_150_;
        double l_441_ = -(_e938);
        double _e940 = l_mut_353_;
        double l_442_ = -(_e940);
        double _e942 = l_mut_354_;
        double l_443_ = -(_e942);
        double _e944 = l_mut_355_;
        double l_444_ = -(_e944);
        double l_445_ = (l_441_ + 0.5L);
        double l_446_ = (l_445_ - l_441_);
        double l_447_ = (l_445_ - l_446_);
        double l_448_ = (l_441_ - l_447_);
        double l_449_ = (0.5L - l_446_);
        double l_450_ = (l_448_ + l_449_);
        double l_451_ = (l_442_ + l_450_);
        double l_452_ = (l_451_ - l_442_);
        double l_453_ = (l_451_ - l_452_);
        double l_454_ = (l_442_ - l_453_);
        double l_455_ = (l_450_ - l_452_);
        double l_456_ = (l_454_ + l_455_);
        double l_457_ = (l_443_ + l_456_);
        double l_458_ = (l_457_ - l_443_);
        double l_459_ = (l_457_ - l_458_);
        double l_460_ = (l_443_ - l_459_);
        double l_461_ = (l_456_ - l_458_);
        double l_462_ = (l_460_ + l_461_);
        double l_463_ = (l_444_ + l_462_);
        double l_464_ = (l_463_ - l_444_);
        double l_465_ = (l_463_ - l_464_);
        double l_466_ = (l_444_ - l_465_);
        double l_467_ = (l_462_ - l_464_);
        double l_468_ = (l_466_ + l_467_);
        double l_469_ = (l_463_ + l_468_);
        double l_470_ = (l_469_ - l_463_);
        double l_471_ = (l_468_ - l_470_);
        double l_472_ = (l_457_ + l_469_);
        double l_473_ = (l_472_ - l_457_);
        double l_474_ = (l_469_ - l_473_);
        double l_475_ = (l_451_ + l_472_);
        double l_476_ = (l_475_ - l_451_);
        double l_477_ = (l_472_ - l_476_);
        double l_478_ = (l_445_ + l_475_);
        double l_479_ = (l_478_ - l_445_);
        double l_480_ = (l_475_ - l_479_);
        l_mut_356_ = 0.0L;
        l_mut_355_ = 0.0L;
        l_mut_354_ = 0.0L;
        l_mut_353_ = 0.0L;
        l_mut_150_ = l_478_;
        l_mut_151_ = 0u;
        double _e989 = l_mut_150_;
        double l_481_ = (_e989 + l_480_);
        double _e991 = l_mut_150_;
        double l_482_ = (l_481_ - _e991);
        double l_483_ = (l_480_ - l_482_);
        uint _e994 = l_mut_151_;
        bool l_484_ = (_e994 < 3u);
        bool l_485_ = (l_483_ != 0.0L);
        if (l_484_) {
            local_32 = l_485_;
        } else {
            local_32 = false;
        }
        bool l_486_ = local_32;
        uint _e1003 = l_mut_151_;
        bool l_487_ = (_e1003 == 0u);
        if (l_486_) {
            local_33 = l_487_;
        } else {
            local_33 = false;
        }
        bool l_488_ = local_33;
        double _e1010 = l_mut_356_;
        double l_489_ = (l_488_ ? l_481_ : _e1010);
        l_mut_356_ = l_489_;
        uint _e1012 = l_mut_151_;
        bool l_490_ = (_e1012 == 1u);
        if (l_486_) {
            local_34 = l_490_;
        } else {
            local_34 = false;
        }
        bool l_491_ = local_34;
        double _e1019 = l_mut_355_;
        double l_492_ = (l_491_ ? l_481_ : _e1019);
        l_mut_355_ = l_492_;
        uint _e1021 = l_mut_151_;
        bool l_493_ = (_e1021 == 2u);
        if (l_486_) {
            local_35 = l_493_;
        } else {
            local_35 = false;
        }
        bool l_494_ = local_35;
        double _e1028 = l_mut_354_;
        double l_495_ = (l_494_ ? l_481_ : _e1028);
        l_mut_354_ = l_495_;
        double l_496_ = (l_486_ ? l_483_ : l_481_);
        double _e1031 = l_mut_150_;
        double l_497_ = (_e1031 + l_480_);
        double l_498_ = (l_484_ ? l_496_ : l_497_);
        l_mut_150_ = l_498_;
        uint l_499_ = uint(l_486_);
        uint _e1035 = l_mut_151_;
        l_mut_151_ = (_e1035 + l_499_);
        double _e1037 = l_mut_150_;
        double l_500_ = (_e1037 + l_477_);
        double _e1039 = l_mut_150_;
        double l_501_ = (l_500_ - _e1039);
        double l_502_ = (l_477_ - l_501_);
        uint _e1042 = l_mut_151_;
        bool l_503_ = (_e1042 < 3u);
        bool l_504_ = (l_502_ != 0.0L);
        if (l_503_) {
            local_36 = l_504_;
        } else {
            local_36 = false;
        }
        bool l_505_ = local_36;
        uint _e1051 = l_mut_151_;
        bool l_506_ = (_e1051 == 0u);
        if (l_505_) {
            local_37 = l_506_;
        } else {
            local_37 = false;
        }
        bool l_507_ = local_37;
        double _e1058 = l_mut_356_;
        double l_508_ = (l_507_ ? l_500_ : _e1058);
        l_mut_356_ = l_508_;
        uint _e1060 = l_mut_151_;
        bool l_509_ = (_e1060 == 1u);
        if (l_505_) {
            local_38 = l_509_;
        } else {
            local_38 = false;
        }
        bool l_510_ = local_38;
        double _e1067 = l_mut_355_;
        double l_511_ = (l_510_ ? l_500_ : _e1067);
        l_mut_355_ = l_511_;
        uint _e1069 = l_mut_151_;
        bool l_512_ = (_e1069 == 2u);
        if (l_505_) {
            local_39 = l_512_;
        } else {
            local_39 = false;
        }
        bool l_513_ = local_39;
        double _e1076 = l_mut_354_;
        double l_514_ = (l_513_ ? l_500_ : _e1076);
        l_mut_354_ = l_514_;
        double l_515_ = (l_505_ ? l_502_ : l_500_);
        double _e1079 = l_mut_150_;
        double l_516_ = (_e1079 + l_477_);
        double l_517_ = (l_503_ ? l_515_ : l_516_);
        l_mut_150_ = l_517_;
        uint l_518_ = uint(l_505_);
        uint _e1083 = l_mut_151_;
        l_mut_151_ = (_e1083 + l_518_);
        double _e1085 = l_mut_150_;
        double l_519_ = (_e1085 + l_474_);
        double _e1087 = l_mut_150_;
        double l_520_ = (l_519_ - _e1087);
        double l_521_ = (l_474_ - l_520_);
        uint _e1090 = l_mut_151_;
        bool l_522_ = (_e1090 < 3u);
        bool l_523_ = (l_521_ != 0.0L);
        if (l_522_) {
            local_40 = l_523_;
        } else {
            local_40 = false;
        }
        bool l_524_ = local_40;
        uint _e1099 = l_mut_151_;
        bool l_525_ = (_e1099 == 0u);
        if (l_524_) {
            local_41 = l_525_;
        } else {
            local_41 = false;
        }
        bool l_526_ = local_41;
        double _e1106 = l_mut_356_;
        double l_527_ = (l_526_ ? l_519_ : _e1106);
        l_mut_356_ = l_527_;
        uint _e1108 = l_mut_151_;
        bool l_528_ = (_e1108 == 1u);
        if (l_524_) {
            local_42 = l_528_;
        } else {
            local_42 = false;
        }
        bool l_529_ = local_42;
        double _e1115 = l_mut_355_;
        double l_530_ = (l_529_ ? l_519_ : _e1115);
        l_mut_355_ = l_530_;
        uint _e1117 = l_mut_151_;
        bool l_531_ = (_e1117 == 2u);
        if (l_524_) {
            local_43 = l_531_;
        } else {
            local_43 = false;
        }
        bool l_532_ = local_43;
        double _e1124 = l_mut_354_;
        double l_533_ = (l_532_ ? l_519_ : _e1124);
        l_mut_354_ = l_533_;
        double l_534_ = (l_524_ ? l_521_ : l_519_);
        double _e1127 = l_mut_150_;
        double l_535_ = (_e1127 + l_474_);
        double l_536_ = (l_522_ ? l_534_ : l_535_);
        l_mut_150_ = l_536_;
        uint l_537_ = uint(l_524_);
        uint _e1131 = l_mut_151_;
        l_mut_151_ = (_e1131 + l_537_);
        double _e1133 = l_mut_150_;
        double l_538_ = (_e1133 + l_471_);
        double _e1135 = l_mut_150_;
        double l_539_ = (l_538_ - _e1135);
        double l_540_ = (l_471_ - l_539_);
        uint _e1138 = l_mut_151_;
        bool l_541_ = (_e1138 < 3u);
        bool l_542_ = (l_540_ != 0.0L);
        if (l_541_) {
            local_44 = l_542_;
        } else {
            local_44 = false;
        }
        bool l_543_ = local_44;
        uint _e1147 = l_mut_151_;
        bool l_544_ = (_e1147 == 0u);
        if (l_543_) {
            local_45 = l_544_;
        } else {
            local_45 = false;
        }
        bool l_545_ = local_45;
        double _e1154 = l_mut_356_;
        double l_546_ = (l_545_ ? l_538_ : _e1154);
        l_mut_356_ = l_546_;
        uint _e1156 = l_mut_151_;
        bool l_547_ = (_e1156 == 1u);
        if (l_543_) {
            local_46 = l_547_;
        } else {
            local_46 = false;
        }
        bool l_548_ = local_46;
        double _e1163 = l_mut_355_;
        double l_549_ = (l_548_ ? l_538_ : _e1163);
        l_mut_355_ = l_549_;
        uint _e1165 = l_mut_151_;
        bool l_550_ = (_e1165 == 2u);
        if (l_543_) {
            local_47 = l_550_;
        } else {
            local_47 = false;
        }
        bool l_551_ = local_47;
        double _e1172 = l_mut_354_;
        double l_552_ = (l_551_ ? l_538_ : _e1172);
        l_mut_354_ = l_552_;
        double l_553_ = (l_543_ ? l_540_ : l_538_);
        double _e1175 = l_mut_150_;
        double l_554_ = (_e1175 + l_471_);
        double l_555_ = (l_541_ ? l_553_ : l_554_);
        l_mut_150_ = l_555_;
        uint l_556_ = uint(l_543_);
        uint _e1179 = l_mut_151_;
        l_mut_151_ = (_e1179 + l_556_);
        uint _e1181 = l_mut_151_;
        bool l_557_ = (_e1181 == 0u);
        double _e1184 = l_mut_356_;
        double _e1185 = l_mut_150_;
        double l_558_ = (l_557_ ? _e1185 : _e1184);
        l_mut_356_ = l_558_;
        uint _e1187 = l_mut_151_;
        bool l_559_ = (_e1187 == 1u);
        double _e1190 = l_mut_355_;
        double _e1191 = l_mut_150_;
        double l_560_ = (l_559_ ? _e1191 : _e1190);
        l_mut_355_ = l_560_;
        uint _e1193 = l_mut_151_;
        bool l_561_ = (_e1193 == 2u);
        double _e1196 = l_mut_354_;
        double _e1197 = l_mut_150_;
        double l_562_ = (l_561_ ? _e1197 : _e1196);
        l_mut_354_ = l_562_;
        uint _e1199 = l_mut_151_;
        bool l_563_ = (_e1199 == 3u);
        double _e1202 = l_mut_353_;
        double _e1203 = l_mut_150_;
        double l_564_ = (l_563_ ? _e1203 : _e1202);
        l_mut_353_ = l_564_;
        double _e1205 = l_mut_356_;
        double l_565_ = (l_28_ * _e1205);
        double l_566_ = -(l_565_);
        double _e1208 = l_mut_356_;
        double l_567_ = mad(l_28_, _e1208, l_566_);
        double _e1210 = l_mut_355_;
        double l_568_ = (l_28_ * _e1210);
        double l_569_ = -(l_568_);
        double _e1213 = l_mut_355_;
        double l_570_ = mad(l_28_, _e1213, l_569_);
        double _e1216 = l_mut_356_;
        double l_571_ = (0.0L * _e1216);
        double l_572_ = -(l_571_);
        double _e1220 = l_mut_356_;
        double l_573_ = mad(0.0L, _e1220, l_572_);
        double _e1222 = l_mut_354_;
        double l_574_ = (l_28_ * _e1222);
        double l_575_ = -(l_574_);
        double _e1225 = l_mut_354_;
        double l_576_ = mad(l_28_, _e1225, l_575_);
        double _e1228 = l_mut_355_;
        double l_577_ = (0.0L * _e1228);
        double l_578_ = -(l_577_);
        double _e1232 = l_mut_355_;
        double l_579_ = mad(0.0L, _e1232, l_578_);
        double _e1235 = l_mut_356_;
        double l_580_ = (0.0L * _e1235);
        double l_581_ = -(l_580_);
        double _e1239 = l_mut_356_;
        double l_582_ = mad(0.0L, _e1239, l_581_);
        double l_583_ = (l_568_ + l_571_);
        double l_584_ = (l_583_ - l_568_);
        double l_585_ = (l_583_ - l_584_);
        double l_586_ = (l_568_ - l_585_);
        double l_587_ = (l_571_ - l_584_);
        double l_588_ = (l_586_ + l_587_);
        double l_589_ = (l_567_ + l_583_);
        double l_590_ = (l_589_ - l_567_);
        double l_591_ = (l_589_ - l_590_);
        double l_592_ = (l_567_ - l_591_);
        double l_593_ = (l_583_ - l_590_);
        double l_594_ = (l_592_ + l_593_);
        double l_595_ = (l_588_ + l_594_);
        double l_596_ = (l_595_ - l_588_);
        double l_597_ = (l_595_ - l_596_);
        double l_598_ = (l_588_ - l_597_);
        double l_599_ = (l_594_ - l_596_);
        double l_600_ = (l_598_ + l_599_);
        double l_601_ = (l_595_ + l_570_);
        double l_602_ = (l_601_ - l_595_);
        double l_603_ = (l_601_ - l_602_);
        double l_604_ = (l_595_ - l_603_);
        double l_605_ = (l_570_ - l_602_);
        double l_606_ = (l_604_ + l_605_);
        double l_607_ = (l_573_ + l_601_);
        double l_608_ = (l_607_ - l_573_);
        double l_609_ = (l_607_ - l_608_);
        double l_610_ = (l_573_ - l_609_);
        double l_611_ = (l_601_ - l_608_);
        double l_612_ = (l_610_ + l_611_);
        double l_613_ = (l_606_ + l_612_);
        double l_614_ = (l_613_ - l_606_);
        double l_615_ = (l_613_ - l_614_);
        double l_616_ = (l_606_ - l_615_);
        double l_617_ = (l_612_ - l_614_);
        double l_618_ = (l_616_ + l_617_);
        double l_619_ = (l_574_ + l_577_);
        double l_620_ = (l_619_ - l_574_);
        double l_621_ = (l_619_ - l_620_);
        double l_622_ = (l_574_ - l_621_);
        double l_623_ = (l_577_ - l_620_);
        double l_624_ = (l_622_ + l_623_);
        double l_625_ = (l_580_ + l_619_);
        double l_626_ = (l_625_ - l_580_);
        double l_627_ = (l_625_ - l_626_);
        double l_628_ = (l_580_ - l_627_);
        double l_629_ = (l_619_ - l_626_);
        double l_630_ = (l_628_ + l_629_);
        double l_631_ = (l_624_ + l_630_);
        double l_632_ = (l_631_ - l_624_);
        double l_633_ = (l_631_ - l_632_);
        double l_634_ = (l_624_ - l_633_);
        double l_635_ = (l_630_ - l_632_);
        double l_636_ = (l_634_ + l_635_);
        double l_637_ = (l_607_ + l_625_);
        double l_638_ = (l_637_ - l_607_);
        double l_639_ = (l_637_ - l_638_);
        double l_640_ = (l_607_ - l_639_);
        double l_641_ = (l_625_ - l_638_);
        double l_642_ = (l_640_ + l_641_);
        double l_643_ = (l_613_ + l_631_);
        double l_644_ = (l_643_ - l_613_);
        double l_645_ = (l_643_ - l_644_);
        double l_646_ = (l_613_ - l_645_);
        double l_647_ = (l_631_ - l_644_);
        double l_648_ = (l_646_ + l_647_);
        double l_649_ = (l_643_ + l_642_);
        double l_650_ = (l_649_ - l_643_);
        double l_651_ = (l_649_ - l_650_);
        double l_652_ = (l_643_ - l_651_);
        double l_653_ = (l_642_ - l_650_);
        double l_654_ = (l_652_ + l_653_);
        double l_655_ = (l_618_ + l_636_);
        double l_656_ = (l_654_ + l_648_);
        double l_657_ = (l_655_ + l_656_);
        double _e1316 = l_mut_353_;
        double l_658_ = (l_28_ * _e1316);
        double _e1319 = l_mut_354_;
        double l_659_ = (0.0L * _e1319);
        double l_660_ = (l_658_ + l_659_);
        double _e1323 = l_mut_355_;
        double l_661_ = (0.0L * _e1323);
        double _e1326 = l_mut_356_;
        double l_662_ = (0.0L * _e1326);
        double l_663_ = (l_661_ + l_662_);
        double l_664_ = (l_660_ + l_663_);
        double l_665_ = (l_600_ + l_576_);
        double l_666_ = (l_579_ + l_582_);
        double l_667_ = (l_665_ + l_666_);
        double l_668_ = (l_664_ + l_667_);
        double l_669_ = (l_649_ + l_668_);
        double l_670_ = (l_669_ + l_657_);
        double l_671_ = (l_670_ - l_669_);
        double l_672_ = (l_657_ - l_671_);
        double l_673_ = (l_637_ + l_670_);
        double l_674_ = (l_673_ - l_637_);
        double l_675_ = (l_670_ - l_674_);
        double l_676_ = (l_589_ + l_673_);
        double l_677_ = (l_676_ - l_589_);
        double l_678_ = (l_673_ - l_677_);
        double l_679_ = (l_565_ + l_676_);
        double l_680_ = (l_679_ - l_565_);
        double l_681_ = (l_676_ - l_680_);
        l_mut_150_ = 0.0L;
        l_mut_149_ = 0.0L;
        l_mut_148_ = 0.0L;
        l_mut_147_ = 0.0L;
        l_mut_146_ = l_679_;
        l_mut_151_ = 0u;
        double _e1352 = l_mut_146_;
        double l_682_ = (_e1352 + l_681_);
        double _e1354 = l_mut_146_;
        double l_683_ = (l_682_ - _e1354);
        double l_684_ = (l_681_ - l_683_);
        uint _e1357 = l_mut_151_;
        bool l_685_ = (_e1357 < 3u);
        bool l_686_ = (l_684_ != 0.0L);
        if (l_685_) {
            local_48 = l_686_;
        } else {
            local_48 = false;
        }
        bool l_687_ = local_48;
        uint _e1366 = l_mut_151_;
        bool l_688_ = (_e1366 == 0u);
        if (l_687_) {
            local_49 = l_688_;
        } else {
            local_49 = false;
        }
        bool l_689_ = local_49;
        double _e1373 = l_mut_150_;
        double l_690_ = (l_689_ ? l_682_ : _e1373);
        l_mut_150_ = l_690_;
        uint _e1375 = l_mut_151_;
        bool l_691_ = (_e1375 == 1u);
        if (l_687_) {
            local_50 = l_691_;
        } else {
            local_50 = false;
        }
        bool l_692_ = local_50;
        double _e1382 = l_mut_149_;
        double l_693_ = (l_692_ ? l_682_ : _e1382);
        l_mut_149_ = l_693_;
        uint _e1384 = l_mut_151_;
        bool l_694_ = (_e1384 == 2u);
        if (l_687_) {
            local_51 = l_694_;
        } else {
            local_51 = false;
        }
        bool l_695_ = local_51;
        double _e1391 = l_mut_148_;
        double l_696_ = (l_695_ ? l_682_ : _e1391);
        l_mut_148_ = l_696_;
        double l_697_ = (l_687_ ? l_684_ : l_682_);
        double _e1394 = l_mut_146_;
        double l_698_ = (_e1394 + l_681_);
        double l_699_ = (l_685_ ? l_697_ : l_698_);
        l_mut_146_ = l_699_;
        uint l_700_ = uint(l_687_);
        uint _e1398 = l_mut_151_;
        l_mut_151_ = (_e1398 + l_700_);
        double _e1400 = l_mut_146_;
        double l_701_ = (_e1400 + l_678_);
        double _e1402 = l_mut_146_;
        double l_702_ = (l_701_ - _e1402);
        double l_703_ = (l_678_ - l_702_);
        uint _e1405 = l_mut_151_;
        bool l_704_ = (_e1405 < 3u);
        bool l_705_ = (l_703_ != 0.0L);
        if (l_704_) {
            local_52 = l_705_;
        } else {
            local_52 = false;
        }
        bool l_706_ = local_52;
        uint _e1414 = l_mut_151_;
        bool l_707_ = (_e1414 == 0u);
        if (l_706_) {
            local_53 = l_707_;
        } else {
            local_53 = false;
        }
        bool l_708_ = local_53;
        double _e1421 = l_mut_150_;
        double l_709_ = (l_708_ ? l_701_ : _e1421);
        l_mut_150_ = l_709_;
        uint _e1423 = l_mut_151_;
        bool l_710_ = (_e1423 == 1u);
        if (l_706_) {
            local_54 = l_710_;
        } else {
            local_54 = false;
        }
        bool l_711_ = local_54;
        double _e1430 = l_mut_149_;
        double l_712_ = (l_711_ ? l_701_ : _e1430);
        l_mut_149_ = l_712_;
        uint _e1432 = l_mut_151_;
        bool l_713_ = (_e1432 == 2u);
        if (l_706_) {
            local_55 = l_713_;
        } else {
            local_55 = false;
        }
        bool l_714_ = local_55;
        double _e1439 = l_mut_148_;
        double l_715_ = (l_714_ ? l_701_ : _e1439);
        l_mut_148_ = l_715_;
        double l_716_ = (l_706_ ? l_703_ : l_701_);
        double _e1442 = l_mut_146_;
        double l_717_ = (_e1442 + l_678_);
        double l_718_ = (l_704_ ? l_716_ : l_717_);
        l_mut_146_ = l_718_;
        uint l_719_ = uint(l_706_);
        uint _e1446 = l_mut_151_;
        l_mut_151_ = (_e1446 + l_719_);
        double _e1448 = l_mut_146_;
        double l_720_ = (_e1448 + l_675_);
        double _e1450 = l_mut_146_;
        double l_721_ = (l_720_ - _e1450);
        double l_722_ = (l_675_ - l_721_);
        uint _e1453 = l_mut_151_;
        bool l_723_ = (_e1453 < 3u);
        bool l_724_ = (l_722_ != 0.0L);
        if (l_723_) {
            local_56 = l_724_;
        } else {
            local_56 = false;
        }
        bool l_725_ = local_56;
        uint _e1462 = l_mut_151_;
        bool l_726_ = (_e1462 == 0u);
        if (l_725_) {
            local_57 = l_726_;
        } else {
            local_57 = false;
        }
        bool l_727_ = local_57;
        double _e1469 = l_mut_150_;
        double l_728_ = (l_727_ ? l_720_ : _e1469);
        l_mut_150_ = l_728_;
        uint _e1471 = l_mut_151_;
        bool l_729_ = (_e1471 == 1u);
        if (l_725_) {
            local_58 = l_729_;
        } else {
            local_58 = false;
        }
        bool l_730_ = local_58;
        double _e1478 = l_mut_149_;
        double l_731_ = (l_730_ ? l_720_ : _e1478);
        l_mut_149_ = l_731_;
        uint _e1480 = l_mut_151_;
        bool l_732_ = (_e1480 == 2u);
        if (l_725_) {
            local_59 = l_732_;
        } else {
            local_59 = false;
        }
        bool l_733_ = local_59;
        double _e1487 = l_mut_148_;
        double l_734_ = (l_733_ ? l_720_ : _e1487);
        l_mut_148_ = l_734_;
        double l_735_ = (l_725_ ? l_722_ : l_720_);
        double _e1490 = l_mut_146_;
        double l_736_ = (_e1490 + l_675_);
        double l_737_ = (l_723_ ? l_735_ : l_736_);
        l_mut_146_ = l_737_;
        uint l_738_ = uint(l_725_);
        uint _e1494 = l_mut_151_;
        l_mut_151_ = (_e1494 + l_738_);
        double _e1496 = l_mut_146_;
        double l_739_ = (_e1496 + l_672_);
        double _e1498 = l_mut_146_;
        double l_740_ = (l_739_ - _e1498);
        double l_741_ = (l_672_ - l_740_);
        uint _e1501 = l_mut_151_;
        bool l_742_ = (_e1501 < 3u);
        bool l_743_ = (l_741_ != 0.0L);
        if (l_742_) {
            local_60 = l_743_;
        } else {
            local_60 = false;
        }
        bool l_744_ = local_60;
        uint _e1510 = l_mut_151_;
        bool l_745_ = (_e1510 == 0u);
        if (l_744_) {
            local_61 = l_745_;
        } else {
            local_61 = false;
        }
        bool l_746_ = local_61;
        double _e1517 = l_mut_150_;
        double l_747_ = (l_746_ ? l_739_ : _e1517);
        l_mut_150_ = l_747_;
        uint _e1519 = l_mut_151_;
        bool l_748_ = (_e1519 == 1u);
        if (l_744_) {
            local_62 = l_748_;
        } else {
            local_62 = false;
        }
        bool l_749_ = local_62;
        double _e1526 = l_mut_149_;
        double l_750_ = (l_749_ ? l_739_ : _e1526);
        l_mut_149_ = l_750_;
        uint _e1528 = l_mut_151_;
        bool l_751_ = (_e1528 == 2u);
        if (l_744_) {
            local_63 = l_751_;
        } else {
            local_63 = false;
        }
        bool l_752_ = local_63;
        double _e1535 = l_mut_148_;
        double l_753_ = (l_752_ ? l_739_ : _e1535);
        l_mut_148_ = l_753_;
        double l_754_ = (l_744_ ? l_741_ : l_739_);
        double _e1538 = l_mut_146_;
        double l_755_ = (_e1538 + l_672_);
        double l_756_ = (l_742_ ? l_754_ : l_755_);
        l_mut_146_ = l_756_;
        uint l_757_ = uint(l_744_);
        uint _e1542 = l_mut_151_;
        l_mut_151_ = (_e1542 + l_757_);
        uint _e1544 = l_mut_151_;
        bool l_758_ = (_e1544 == 0u);
        double _e1547 = l_mut_150_;
        double _e1548 = l_mut_146_;
        double l_759_ = (l_758_ ? _e1548 : _e1547);
        l_mut_150_ = l_759_;
        uint _e1550 = l_mut_151_;
        bool l_760_ = (_e1550 == 1u);
        double _e1553 = l_mut_149_;
        double _e1554 = l_mut_146_;
        double l_761_ = (l_760_ ? _e1554 : _e1553);
        l_mut_149_ = l_761_;
        uint _e1556 = l_mut_151_;
        bool l_762_ = (_e1556 == 2u);
        double _e1559 = l_mut_148_;
        double _e1560 = l_mut_146_;
        double l_763_ = (l_762_ ? _e1560 : _e1559);
        l_mut_148_ = l_763_;
        uint _e1562 = l_mut_151_;
        bool l_764_ = (_e1562 == 3u);
        double _e1565 = l_mut_147_;
        double _e1566 = l_mut_146_;
        double l_765_ = (l_764_ ? _e1566 : _e1565);
        l_mut_147_ = l_765_;
        a_766_[0] = l_28_;
        double _e1570 = l_mut_150_;
        a_766_[1] = _e1570;
        a_766_[2] = 0.0L;
        double _e1574 = l_mut_149_;
        a_766_[3] = _e1574;
        a_766_[4] = 0.0L;
        double _e1578 = l_mut_148_;
        a_766_[5] = _e1578;
        a_766_[6] = 0.0L;
        double _e1582 = l_mut_147_;
        a_766_[7] = _e1582;
        double l_767_ = a_766_[7];
        l_mut_356_ = l_767_;
        double l_768_ = a_766_[6];
        double _e1587 = l_mut_356_;
        double l_769_ = (l_768_ + _e1587);
        double l_770_ = (l_769_ - l_768_);
        double l_771_ = (l_769_ - l_770_);
        double l_772_ = (l_768_ - l_771_);
        double _e1592 = l_mut_356_;
        double l_773_ = (_e1592 - l_770_);
        double l_774_ = (l_772_ + l_773_);
        a_766_[7] = l_774_;
        l_mut_356_ = l_769_;
        double l_775_ = a_766_[5];
        double _e1598 = l_mut_356_;
        double l_776_ = (l_775_ + _e1598);
        double l_777_ = (l_776_ - l_775_);
        double l_778_ = (l_776_ - l_777_);
        double l_779_ = (l_775_ - l_778_);
        double _e1603 = l_mut_356_;
        double l_780_ = (_e1603 - l_777_);
        double l_781_ = (l_779_ + l_780_);
        a_766_[6] = l_781_;
        l_mut_356_ = l_776_;
        double l_782_ = a_766_[4];
        double _e1609 = l_mut_356_;
        double l_783_ = (l_782_ + _e1609);
        double l_784_ = (l_783_ - l_782_);
        double l_785_ = (l_783_ - l_784_);
        double l_786_ = (l_782_ - l_785_);
        double _e1614 = l_mut_356_;
        double l_787_ = (_e1614 - l_784_);
        double l_788_ = (l_786_ + l_787_);
        a_766_[5] = l_788_;
        l_mut_356_ = l_783_;
        double l_789_ = a_766_[3];
        double _e1620 = l_mut_356_;
        double l_790_ = (l_789_ + _e1620);
        double l_791_ = (l_790_ - l_789_);
        double l_792_ = (l_790_ - l_791_);
        double l_793_ = (l_789_ - l_792_);
        double _e1625 = l_mut_356_;
        double l_794_ = (_e1625 - l_791_);
        double l_795_ = (l_793_ + l_794_);
        a_766_[4] = l_795_;
        l_mut_356_ = l_790_;
        double l_796_ = a_766_[2];
        double _e1631 = l_mut_356_;
        double l_797_ = (l_796_ + _e1631);
        double l_798_ = (l_797_ - l_796_);
        double l_799_ = (l_797_ - l_798_);
        double l_800_ = (l_796_ - l_799_);
        double _e1636 = l_mut_356_;
        double l_801_ = (_e1636 - l_798_);
        double l_802_ = (l_800_ + l_801_);
        a_766_[3] = l_802_;
        l_mut_356_ = l_797_;
        double l_803_ = a_766_[1];
        double _e1642 = l_mut_356_;
        double l_804_ = (l_803_ + _e1642);
        double l_805_ = (l_804_ - l_803_);
        double l_806_ = (l_804_ - l_805_);
        double l_807_ = (l_803_ - l_806_);
        double _e1647 = l_mut_356_;
        double l_808_ = (_e1647 - l_805_);
        double l_809_ = (l_807_ + l_808_);
        a_766_[2] = l_809_;
        l_mut_356_ = l_804_;
        double l_810_ = a_766_[0];
        double _e1653 = l_mut_356_;
        double l_811_ = (l_810_ + _e1653);
        double l_812_ = (l_811_ - l_810_);
        double l_813_ = (l_811_ - l_812_);
        double l_814_ = (l_810_ - l_813_);
        double _e1658 = l_mut_356_;
        double l_815_ = (_e1658 - l_812_);
        double l_816_ = (l_814_ + l_815_);
        a_766_[1] = l_816_;
        l_mut_356_ = l_811_;
        double _e1663 = l_mut_356_;
        a_766_[0] = _e1663;
        double l_817_ = a_766_[7];
        l_mut_356_ = l_817_;
        double l_818_ = a_766_[6];
        double _e1668 = l_mut_356_;
        double l_819_ = (l_818_ + _e1668);
        double l_820_ = (l_819_ - l_818_);
        double l_821_ = (l_819_ - l_820_);
        double l_822_ = (l_818_ - l_821_);
        double _e1673 = l_mut_356_;
        double l_823_ = (_e1673 - l_820_);
        double l_824_ = (l_822_ + l_823_);
        a_766_[7] = l_824_;
        l_mut_356_ = l_819_;
        double l_825_ = a_766_[5];
        double _e1679 = l_mut_356_;
        double l_826_ = (l_825_ + _e1679);
        double l_827_ = (l_826_ - l_825_);
        double l_828_ = (l_826_ - l_827_);
        double l_829_ = (l_825_ - l_828_);
        double _e1684 = l_mut_356_;
        double l_830_ = (_e1684 - l_827_);
        double l_831_ = (l_829_ + l_830_);
        a_766_[6] = l_831_;
        l_mut_356_ = l_826_;
        double l_832_ = a_766_[4];
        double _e1690 = l_mut_356_;
        double l_833_ = (l_832_ + _e1690);
        double l_834_ = (l_833_ - l_832_);
        double l_835_ = (l_833_ - l_834_);
        double l_836_ = (l_832_ - l_835_);
        double _e1695 = l_mut_356_;
        double l_837_ = (_e1695 - l_834_);
        double l_838_ = (l_836_ + l_837_);
        a_766_[5] = l_838_;
        l_mut_356_ = l_833_;
        double l_839_ = a_766_[3];
        double _e1701 = l_mut_356_;
        double l_840_ = (l_839_ + _e1701);
        double l_841_ = (l_840_ - l_839_);
        double l_842_ = (l_840_ - l_841_);
        double l_843_ = (l_839_ - l_842_);
        double _e1706 = l_mut_356_;
        double l_844_ = (_e1706 - l_841_);
        double l_845_ = (l_843_ + l_844_);
        a_766_[4] = l_845_;
        l_mut_356_ = l_840_;
        double l_846_ = a_766_[2];
        double _e1712 = l_mut_356_;
        double l_847_ = (l_846_ + _e1712);
        double l_848_ = (l_847_ - l_846_);
        double l_849_ = (l_847_ - l_848_);
        double l_850_ = (l_846_ - l_849_);
        double _e1717 = l_mut_356_;
        double l_851_ = (_e1717 - l_848_);
        double l_852_ = (l_850_ + l_851_);
        a_766_[3] = l_852_;
        l_mut_356_ = l_847_;
        double l_853_ = a_766_[1];
        double _e1723 = l_mut_356_;
        double l_854_ = (l_853_ + _e1723);
        double l_855_ = (l_854_ - l_853_);
        double l_856_ = (l_854_ - l_855_);
        double l_857_ = (l_853_ - l_856_);
        double _e1728 = l_mut_356_;
        double l_858_ = (_e1728 - l_855_);
        double l_859_ = (l_857_ + l_858_);
        a_766_[2] = l_859_;
        l_mut_356_ = l_854_;
        double l_860_ = a_766_[0];
        double _e1734 = l_mut_356_;
        double l_861_ = (l_860_ + _e1734);
        double l_862_ = (l_861_ - l_860_);
        double l_863_ = (l_861_ - l_862_);
        double l_864_ = (l_860_ - l_863_);
        double _e1739 = l_mut_356_;
        double l_865_ = (_e1739 - l_862_);
        double l_866_ = (l_864_ + l_865_);
        a_766_[1] = l_866_;
        l_mut_356_ = l_861_;
        double _e1744 = l_mut_356_;
        a_766_[0] = _e1744;
        l_mut_356_ = 0.0L;
        l_mut_355_ = 0.0L;
        l_mut_354_ = 0.0L;
        l_mut_353_ = 0.0L;
        double l_867_ = a_766_[0];
        l_mut_146_ = l_867_;
        l_mut_151_ = 0u;
        double l_868_ = a_766_[1];
        double _e1754 = l_mut_146_;
        double l_869_ = (_e1754 + l_868_);
        double _e1756 = l_mut_146_;
        double l_870_ = (l_869_ - _e1756);
        double l_871_ = (l_869_ - l_870_);
        double _e1759 = l_mut_146_;
        double l_872_ = (_e1759 - l_871_);
        double l_873_ = (l_868_ - l_870_);
        double l_874_ = (l_872_ + l_873_);
        uint _e1763 = l_mut_151_;
        bool l_875_ = (_e1763 < 3u);
        bool l_876_ = (l_874_ != 0.0L);
        if (l_875_) {
            local_64 = l_876_;
        } else {
            local_64 = false;
        }
        bool l_877_ = local_64;
        uint _e1772 = l_mut_151_;
        bool l_878_ = (_e1772 == 0u);
        if (l_877_) {
            local_65 = l_878_;
        } else {
            local_65 = false;
        }
        bool l_879_ = local_65;
        double _e1779 = l_mut_356_;
        double l_880_ = (l_879_ ? l_869_ : _e1779);
        l_mut_356_ = l_880_;
        uint _e1781 = l_mut_151_;
        bool l_881_ = (_e1781 == 1u);
        if (l_877_) {
            local_66 = l_881_;
        } else {
            local_66 = false;
        }
        bool l_882_ = local_66;
        double _e1788 = l_mut_355_;
        double l_883_ = (l_882_ ? l_869_ : _e1788);
        l_mut_355_ = l_883_;
        uint _e1790 = l_mut_151_;
        bool l_884_ = (_e1790 == 2u);
        if (l_877_) {
            local_67 = l_884_;
        } else {
            local_67 = false;
        }
        bool l_885_ = local_67;
        double _e1797 = l_mut_354_;
        double l_886_ = (l_885_ ? l_869_ : _e1797);
        l_mut_354_ = l_886_;
        double l_887_ = (l_877_ ? l_874_ : l_869_);
        double _e1800 = l_mut_146_;
        double l_888_ = (_e1800 + l_868_);
        double l_889_ = (l_875_ ? l_887_ : l_888_);
        l_mut_146_ = l_889_;
        uint l_890_ = uint(l_877_);
        uint _e1804 = l_mut_151_;
        l_mut_151_ = (_e1804 + l_890_);
        double l_891_ = a_766_[2];
        double _e1808 = l_mut_146_;
        double l_892_ = (_e1808 + l_891_);
        double _e1810 = l_mut_146_;
        double l_893_ = (l_892_ - _e1810);
        double l_894_ = (l_892_ - l_893_);
        double _e1813 = l_mut_146_;
        double l_895_ = (_e1813 - l_894_);
        double l_896_ = (l_891_ - l_893_);
        double l_897_ = (l_895_ + l_896_);
        uint _e1817 = l_mut_151_;
        bool l_898_ = (_e1817 < 3u);
        bool l_899_ = (l_897_ != 0.0L);
        if (l_898_) {
            local_68 = l_899_;
        } else {
            local_68 = false;
        }
        bool l_900_ = local_68;
        uint _e1826 = l_mut_151_;
        bool l_901_ = (_e1826 == 0u);
        if (l_900_) {
            local_69 = l_901_;
        } else {
            local_69 = false;
        }
        bool l_902_ = local_69;
        double _e1833 = l_mut_356_;
        double l_903_ = (l_902_ ? l_892_ : _e1833);
        l_mut_356_ = l_903_;
        uint _e1835 = l_mut_151_;
        bool l_904_ = (_e1835 == 1u);
        if (l_900_) {
            local_70 = l_904_;
        } else {
            local_70 = false;
        }
        bool l_905_ = local_70;
        double _e1842 = l_mut_355_;
        double l_906_ = (l_905_ ? l_892_ : _e1842);
        l_mut_355_ = l_906_;
        uint _e1844 = l_mut_151_;
        bool l_907_ = (_e1844 == 2u);
        if (l_900_) {
            local_71 = l_907_;
        } else {
            local_71 = false;
        }
        bool l_908_ = local_71;
        double _e1851 = l_mut_354_;
        double l_909_ = (l_908_ ? l_892_ : _e1851);
        l_mut_354_ = l_909_;
        double l_910_ = (l_900_ ? l_897_ : l_892_);
        double _e1854 = l_mut_146_;
        double l_911_ = (_e1854 + l_891_);
        double l_912_ = (l_898_ ? l_910_ : l_911_);
        l_mut_146_ = l_912_;
        uint l_913_ = uint(l_900_);
        uint _e1858 = l_mut_151_;
        l_mut_151_ = (_e1858 + l_913_);
        double l_914_ = a_766_[3];
        double _e1862 = l_mut_146_;
        double l_915_ = (_e1862 + l_914_);
        double _e1864 = l_mut_146_;
        double l_916_ = (l_915_ - _e1864);
        double l_917_ = (l_915_ - l_916_);
        double _e1867 = l_mut_146_;
        double l_918_ = (_e1867 - l_917_);
        double l_919_ = (l_914_ - l_916_);
        double l_920_ = (l_918_ + l_919_);
        uint _e1871 = l_mut_151_;
        bool l_921_ = (_e1871 < 3u);
        bool l_922_ = (l_920_ != 0.0L);
        if (l_921_) {
            local_72 = l_922_;
        } else {
            local_72 = false;
        }
        bool l_923_ = local_72;
        uint _e1880 = l_mut_151_;
        bool l_924_ = (_e1880 == 0u);
        if (l_923_) {
            local_73 = l_924_;
        } else {
            local_73 = false;
        }
        bool l_925_ = local_73;
        double _e1887 = l_mut_356_;
        double l_926_ = (l_925_ ? l_915_ : _e1887);
        l_mut_356_ = l_926_;
        uint _e1889 = l_mut_151_;
        bool l_927_ = (_e1889 == 1u);
        if (l_923_) {
            local_74 = l_927_;
        } else {
            local_74 = false;
        }
        bool l_928_ = local_74;
        double _e1896 = l_mut_355_;
        double l_929_ = (l_928_ ? l_915_ : _e1896);
        l_mut_355_ = l_929_;
        uint _e1898 = l_mut_151_;
        bool l_930_ = (_e1898 == 2u);
        if (l_923_) {
            local_75 = l_930_;
        } else {
            local_75 = false;
        }
        bool l_931_ = local_75;
        double _e1905 = l_mut_354_;
        double l_932_ = (l_931_ ? l_915_ : _e1905);
        l_mut_354_ = l_932_;
        double l_933_ = (l_923_ ? l_920_ : l_915_);
        double _e1908 = l_mut_146_;
        double l_934_ = (_e1908 + l_914_);
        double l_935_ = (l_921_ ? l_933_ : l_934_);
        l_mut_146_ = l_935_;
        uint l_936_ = uint(l_923_);
        uint _e1912 = l_mut_151_;
        l_mut_151_ = (_e1912 + l_936_);
        double l_937_ = a_766_[4];
        double _e1916 = l_mut_146_;
        double l_938_ = (_e1916 + l_937_);
        double _e1918 = l_mut_146_;
        double l_939_ = (l_938_ - _e1918);
        double l_940_ = (l_938_ - l_939_);
        double _e1921 = l_mut_146_;
        double l_941_ = (_e1921 - l_940_);
        double l_942_ = (l_937_ - l_939_);
        double l_943_ = (l_941_ + l_942_);
        uint _e1925 = l_mut_151_;
        bool l_944_ = (_e1925 < 3u);
        bool l_945_ = (l_943_ != 0.0L);
        if (l_944_) {
            local_76 = l_945_;
        } else {
            local_76 = false;
        }
        bool l_946_ = local_76;
        uint _e1934 = l_mut_151_;
        bool l_947_ = (_e1934 == 0u);
        if (l_946_) {
            local_77 = l_947_;
        } else {
            local_77 = false;
        }
        bool l_948_ = local_77;
        double _e1941 = l_mut_356_;
        double l_949_ = (l_948_ ? l_938_ : _e1941);
        l_mut_356_ = l_949_;
        uint _e1943 = l_mut_151_;
        bool l_950_ = (_e1943 == 1u);
        if (l_946_) {
            local_78 = l_950_;
        } else {
            local_78 = false;
        }
        bool l_951_ = local_78;
        double _e1950 = l_mut_355_;
        double l_952_ = (l_951_ ? l_938_ : _e1950);
        l_mut_355_ = l_952_;
        uint _e1952 = l_mut_151_;
        bool l_953_ = (_e1952 == 2u);
        if (l_946_) {
            local_79 = l_953_;
        } else {
            local_79 = false;
        }
        bool l_954_ = local_79;
        double _e1959 = l_mut_354_;
        double l_955_ = (l_954_ ? l_938_ : _e1959);
        l_mut_354_ = l_955_;
        double l_956_ = (l_946_ ? l_943_ : l_938_);
        double _e1962 = l_mut_146_;
        double l_957_ = (_e1962 + l_937_);
        double l_958_ = (l_944_ ? l_956_ : l_957_);
        l_mut_146_ = l_958_;
        uint l_959_ = uint(l_946_);
        uint _e1966 = l_mut_151_;
        l_mut_151_ = (_e1966 + l_959_);
        double l_960_ = a_766_[5];
        double _e1970 = l_mut_146_;
        double l_961_ = (_e1970 + l_960_);
        double _e1972 = l_mut_146_;
        double l_962_ = (l_961_ - _e1972);
        double l_963_ = (l_961_ - l_962_);
        double _e1975 = l_mut_146_;
        double l_964_ = (_e1975 - l_963_);
        double l_965_ = (l_960_ - l_962_);
        double l_966_ = (l_964_ + l_965_);
        uint _e1979 = l_mut_151_;
        bool l_967_ = (_e1979 < 3u);
        bool l_968_ = (l_966_ != 0.0L);
        if (l_967_) {
            local_80 = l_968_;
        } else {
            local_80 = false;
        }
        bool l_969_ = local_80;
        uint _e1988 = l_mut_151_;
        bool l_970_ = (_e1988 == 0u);
        if (l_969_) {
            local_81 = l_970_;
        } else {
            local_81 = false;
        }
        bool l_971_ = local_81;
        double _e1995 = l_mut_356_;
        double l_972_ = (l_971_ ? l_961_ : _e1995);
        l_mut_356_ = l_972_;
        uint _e1997 = l_mut_151_;
        bool l_973_ = (_e1997 == 1u);
        if (l_969_) {
            local_82 = l_973_;
        } else {
            local_82 = false;
        }
        bool l_974_ = local_82;
        double _e2004 = l_mut_355_;
        double l_975_ = (l_974_ ? l_961_ : _e2004);
        l_mut_355_ = l_975_;
        uint _e2006 = l_mut_151_;
        bool l_976_ = (_e2006 == 2u);
        if (l_969_) {
            local_83 = l_976_;
        } else {
            local_83 = false;
        }
        bool l_977_ = local_83;
        double _e2013 = l_mut_354_;
        double l_978_ = (l_977_ ? l_961_ : _e2013);
        l_mut_354_ = l_978_;
        double l_979_ = (l_969_ ? l_966_ : l_961_);
        double _e2016 = l_mut_146_;
        double l_980_ = (_e2016 + l_960_);
        double l_981_ = (l_967_ ? l_979_ : l_980_);
        l_mut_146_ = l_981_;
        uint l_982_ = uint(l_969_);
        uint _e2020 = l_mut_151_;
        l_mut_151_ = (_e2020 + l_982_);
        double l_983_ = a_766_[6];
        double _e2024 = l_mut_146_;
        double l_984_ = (_e2024 + l_983_);
        double _e2026 = l_mut_146_;
        double l_985_ = (l_984_ - _e2026);
        double l_986_ = (l_984_ - l_985_);
        double _e2029 = l_mut_146_;
        double l_987_ = (_e2029 - l_986_);
        double l_988_ = (l_983_ - l_985_);
        double l_989_ = (l_987_ + l_988_);
        uint _e2033 = l_mut_151_;
        bool l_990_ = (_e2033 < 3u);
        bool l_991_ = (l_989_ != 0.0L);
        if (l_990_) {
            local_84 = l_991_;
        } else {
            local_84 = false;
        }
        bool l_992_ = local_84;
        uint _e2042 = l_mut_151_;
        bool l_993_ = (_e2042 == 0u);
        if (l_992_) {
            local_85 = l_993_;
        } else {
            local_85 = false;
        }
        bool l_994_ = local_85;
        double _e2049 = l_mut_356_;
        double l_995_ = (l_994_ ? l_984_ : _e2049);
        l_mut_356_ = l_995_;
        uint _e2051 = l_mut_151_;
        bool l_996_ = (_e2051 == 1u);
        if (l_992_) {
            local_86 = l_996_;
        } else {
            local_86 = false;
        }
        bool l_997_ = local_86;
        double _e2058 = l_mut_355_;
        double l_998_ = (l_997_ ? l_984_ : _e2058);
        l_mut_355_ = l_998_;
        uint _e2060 = l_mut_151_;
        bool l_999_ = (_e2060 == 2u);
        if (l_992_) {
            local_87 = l_999_;
        } else {
            local_87 = false;
        }
        bool l_1000_ = local_87;
        double _e2067 = l_mut_354_;
        double l_1001_ = (l_1000_ ? l_984_ : _e2067);
        l_mut_354_ = l_1001_;
        double l_1002_ = (l_992_ ? l_989_ : l_984_);
        double _e2070 = l_mut_146_;
        double l_1003_ = (_e2070 + l_983_);
        double l_1004_ = (l_990_ ? l_1002_ : l_1003_);
        l_mut_146_ = l_1004_;
        uint l_1005_ = uint(l_992_);
        uint _e2074 = l_mut_151_;
        l_mut_151_ = (_e2074 + l_1005_);
        double l_1006_ = a_766_[7];
        double _e2078 = l_mut_146_;
        double l_1007_ = (_e2078 + l_1006_);
        double _e2080 = l_mut_146_;
        double l_1008_ = (l_1007_ - _e2080);
        double l_1009_ = (l_1007_ - l_1008_);
        double _e2083 = l_mut_146_;
        double l_1010_ = (_e2083 - l_1009_);
        double l_1011_ = (l_1006_ - l_1008_);
        double l_1012_ = (l_1010_ + l_1011_);
        uint _e2087 = l_mut_151_;
        bool l_1013_ = (_e2087 < 3u);
        bool l_1014_ = (l_1012_ != 0.0L);
        if (l_1013_) {
            local_88 = l_1014_;
        } else {
            local_88 = false;
        }
        bool l_1015_ = local_88;
        uint _e2096 = l_mut_151_;
        bool l_1016_ = (_e2096 == 0u);
        if (l_1015_) {
            local_89 = l_1016_;
        } else {
            local_89 = false;
        }
        bool l_1017_ = local_89;
        double _e2103 = l_mut_356_;
        double l_1018_ = (l_1017_ ? l_1007_ : _e2103);
        l_mut_356_ = l_1018_;
        uint _e2105 = l_mut_151_;
        bool l_1019_ = (_e2105 == 1u);
        if (l_1015_) {
            local_90 = l_1019_;
        } else {
            local_90 = false;
        }
        bool l_1020_ = local_90;
        double _e2112 = l_mut_355_;
        double l_1021_ = (l_1020_ ? l_1007_ : _e2112);
        l_mut_355_ = l_1021_;
        uint _e2114 = l_mut_151_;
        bool l_1022_ = (_e2114 == 2u);
        if (l_1015_) {
            local_91 = l_1022_;
        } else {
            local_91 = false;
        }
        bool l_1023_ = local_91;
        double _e2121 = l_mut_354_;
        double l_1024_ = (l_1023_ ? l_1007_ : _e2121);
        l_mut_354_ = l_1024_;
        double l_1025_ = (l_1015_ ? l_1012_ : l_1007_);
        double _e2124 = l_mut_146_;
        double l_1026_ = (_e2124 + l_1006_);
        double l_1027_ = (l_1013_ ? l_1025_ : l_1026_);
        l_mut_146_ = l_1027_;
        uint l_1028_ = uint(l_1015_);
        uint _e2128 = l_mut_151_;
        l_mut_151_ = (_e2128 + l_1028_);
        uint _e2130 = l_mut_151_;
        bool l_1029_ = (_e2130 == 0u);
        double _e2133 = l_mut_356_;
        double _e2134 = l_mut_146_;
        double l_1030_ = (l_1029_ ? _e2134 : _e2133);
        l_mut_356_ = l_1030_;
        uint _e2136 = l_mut_151_;
        bool l_1031_ = (_e2136 == 1u);
        double _e2139 = l_mut_355_;
        double _e2140 = l_mut_146_;
        double l_1032_ = (l_1031_ ? _e2140 : _e2139);
        l_mut_355_ = l_1032_;
        uint _e2142 = l_mut_151_;
        bool l_1033_ = (_e2142 == 2u);
        double _e2145 = l_mut_354_;
        double _e2146 = l_mut_146_;
        double l_1034_ = (l_1033_ ? _e2146 : _e2145);
        l_mut_354_ = l_1034_;
        uint _e2148 = l_mut_151_;
        bool l_1035_ = (_e2148 == 3u);
        double _e2151 = l_mut_353_;
        double _e2152 = l_mut_146_;
        double l_1036_ = (l_1035_ ? _e2152 : _e2151);
        l_mut_353_ = l_1036_;
        double _e2154 = l_mut_356_;
        double _e2155 = l_mut_356_;
        double l_1037_ = (_e2154 * _e2155);
        double l_1038_ = -(l_1037_);
        double _e2158 = l_mut_356_;
        double _e2159 = l_mut_356_;
        double l_1039_ = mad(_e2158, _e2159, l_1038_);
        double _e2161 = l_mut_356_;
        double _e2162 = l_mut_355_;
        double l_1040_ = (_e2161 * _e2162);
        double l_1041_ = -(l_1040_);
        double _e2165 = l_mut_356_;
        double _e2166 = l_mut_355_;
        double l_1042_ = mad(_e2165, _e2166, l_1041_);
        double _e2168 = l_mut_355_;
        double _e2169 = l_mut_356_;
        double l_1043_ = (_e2168 * _e2169);
        double l_1044_ = -(l_1043_);
        double _e2172 = l_mut_355_;
        double _e2173 = l_mut_356_;
        double l_1045_ = mad(_e2172, _e2173, l_1044_);
        double _e2175 = l_mut_356_;
        double _e2176 = l_mut_354_;
        double l_1046_ = (_e2175 * _e2176);
        double l_1047_ = -(l_1046_);
        double _e2179 = l_mut_356_;
        double _e2180 = l_mut_354_;
        double l_1048_ = mad(_e2179, _e2180, l_1047_);
        double _e2182 = l_mut_355_;
        double _e2183 = l_mut_355_;
        double l_1049_ = (_e2182 * _e2183);
        double l_1050_ = -(l_1049_);
        double _e2186 = l_mut_355_;
        double _e2187 = l_mut_355_;
        double l_1051_ = mad(_e2186, _e2187, l_1050_);
        double _e2189 = l_mut_354_;
        double _e2190 = l_mut_356_;
        double l_1052_ = (_e2189 * _e2190);
        double l_1053_ = -(l_1052_);
        double _e2193 = l_mut_354_;
        double _e2194 = l_mut_356_;
        double l_1054_ = mad(_e2193, _e2194, l_1053_);
        double l_1055_ = (l_1040_ + l_1043_);
        double l_1056_ = (l_1055_ - l_1040_);
        double l_1057_ = (l_1055_ - l_1056_);
        double l_1058_ = (l_1040_ - l_1057_);
        double l_1059_ = (l_1043_ - l_1056_);
        double l_1060_ = (l_1058_ + l_1059_);
        double l_1061_ = (l_1039_ + l_1055_);
        double l_1062_ = (l_1061_ - l_1039_);
        double l_1063_ = (l_1061_ - l_1062_);
        double l_1064_ = (l_1039_ - l_1063_);
        double l_1065_ = (l_1055_ - l_1062_);
        double l_1066_ = (l_1064_ + l_1065_);
        double l_1067_ = (l_1060_ + l_1066_);
        double l_1068_ = (l_1067_ - l_1060_);
        double l_1069_ = (l_1067_ - l_1068_);
        double l_1070_ = (l_1060_ - l_1069_);
        double l_1071_ = (l_1066_ - l_1068_);
        double l_1072_ = (l_1070_ + l_1071_);
        double l_1073_ = (l_1067_ + l_1042_);
        double l_1074_ = (l_1073_ - l_1067_);
        double l_1075_ = (l_1073_ - l_1074_);
        double l_1076_ = (l_1067_ - l_1075_);
        double l_1077_ = (l_1042_ - l_1074_);
        double l_1078_ = (l_1076_ + l_1077_);
        double l_1079_ = (l_1045_ + l_1073_);
        double l_1080_ = (l_1079_ - l_1045_);
        double l_1081_ = (l_1079_ - l_1080_);
        double l_1082_ = (l_1045_ - l_1081_);
        double l_1083_ = (l_1073_ - l_1080_);
        double l_1084_ = (l_1082_ + l_1083_);
        double l_1085_ = (l_1078_ + l_1084_);
        double l_1086_ = (l_1085_ - l_1078_);
        double l_1087_ = (l_1085_ - l_1086_);
        double l_1088_ = (l_1078_ - l_1087_);
        double l_1089_ = (l_1084_ - l_1086_);
        double l_1090_ = (l_1088_ + l_1089_);
        double l_1091_ = (l_1046_ + l_1049_);
        double l_1092_ = (l_1091_ - l_1046_);
        double l_1093_ = (l_1091_ - l_1092_);
        double l_1094_ = (l_1046_ - l_1093_);
        double l_1095_ = (l_1049_ - l_1092_);
        double l_1096_ = (l_1094_ + l_1095_);
        double l_1097_ = (l_1052_ + l_1091_);
        double l_1098_ = (l_1097_ - l_1052_);
        double l_1099_ = (l_1097_ - l_1098_);
        double l_1100_ = (l_1052_ - l_1099_);
        double l_1101_ = (l_1091_ - l_1098_);
        double l_1102_ = (l_1100_ + l_1101_);
        double l_1103_ = (l_1096_ + l_1102_);
        double l_1104_ = (l_1103_ - l_1096_);
        double l_1105_ = (l_1103_ - l_1104_);
        double l_1106_ = (l_1096_ - l_1105_);
        double l_1107_ = (l_1102_ - l_1104_);
        double l_1108_ = (l_1106_ + l_1107_);
        double l_1109_ = (l_1079_ + l_1097_);
        double l_1110_ = (l_1109_ - l_1079_);
        double l_1111_ = (l_1109_ - l_1110_);
        double l_1112_ = (l_1079_ - l_1111_);
        double l_1113_ = (l_1097_ - l_1110_);
        double l_1114_ = (l_1112_ + l_1113_);
        double l_1115_ = (l_1085_ + l_1103_);
        double l_1116_ = (l_1115_ - l_1085_);
        double l_1117_ = (l_1115_ - l_1116_);
        double l_1118_ = (l_1085_ - l_1117_);
        double l_1119_ = (l_1103_ - l_1116_);
        double l_1120_ = (l_1118_ + l_1119_);
        double l_1121_ = (l_1115_ + l_1114_);
        double l_1122_ = (l_1121_ - l_1115_);
        double l_1123_ = (l_1121_ - l_1122_);
        double l_1124_ = (l_1115_ - l_1123_);
        double l_1125_ = (l_1114_ - l_1122_);
        double l_1126_ = (l_1124_ + l_1125_);
        double l_1127_ = (l_1090_ + l_1108_);
        double l_1128_ = (l_1126_ + l_1120_);
        double l_1129_ = (l_1127_ + l_1128_);
        double _e2271 = l_mut_356_;
        double _e2272 = l_mut_353_;
        double l_1130_ = (_e2271 * _e2272);
        double _e2274 = l_mut_355_;
        double _e2275 = l_mut_354_;
        double l_1131_ = (_e2274 * _e2275);
        double l_1132_ = (l_1130_ + l_1131_);
        double _e2278 = l_mut_354_;
        double _e2279 = l_mut_355_;
        double l_1133_ = (_e2278 * _e2279);
        double _e2281 = l_mut_353_;
        double _e2282 = l_mut_356_;
        double l_1134_ = (_e2281 * _e2282);
        double l_1135_ = (l_1133_ + l_1134_);
        double l_1136_ = (l_1132_ + l_1135_);
        double l_1137_ = (l_1072_ + l_1048_);
        double l_1138_ = (l_1051_ + l_1054_);
        double l_1139_ = (l_1137_ + l_1138_);
        double l_1140_ = (l_1136_ + l_1139_);
        double l_1141_ = (l_1121_ + l_1140_);
        double l_1142_ = (l_1141_ + l_1129_);
        double l_1143_ = (l_1142_ - l_1141_);
        double l_1144_ = (l_1129_ - l_1143_);
        double l_1145_ = (l_1109_ + l_1142_);
        double l_1146_ = (l_1145_ - l_1109_);
        double l_1147_ = (l_1142_ - l_1146_);
        double l_1148_ = (l_1061_ + l_1145_);
        double l_1149_ = (l_1148_ - l_1061_);
        double l_1150_ = (l_1145_ - l_1149_);
        double l_1151_ = (l_1037_ + l_1148_);
        double l_1152_ = (l_1151_ - l_1037_);
        double l_1153_ = (l_1148_ - l_1152_);
        l_mut_150_ = 0.0L;
        l_mut_149_ = 0.0L;
        l_mut_148_ = 0.0L;
        l_mut_147_ = 0.0L;
        l_mut_146_ = l_1151_;
        l_mut_151_ = 0u;
        double _e2308 = l_mut_146_;
        double l_1154_ = (_e2308 + l_1153_);
        double _e2310 = l_mut_146_;
        double l_1155_ = (l_1154_ - _e2310);
        double l_1156_ = (l_1153_ - l_1155_);
        uint _e2313 = l_mut_151_;
        bool l_1157_ = (_e2313 < 3u);
        bool l_1158_ = (l_1156_ != 0.0L);
        if (l_1157_) {
            local_92 = l_1158_;
        } else {
            local_92 = false;
        }
        bool l_1159_ = local_92;
        uint _e2322 = l_mut_151_;
        bool l_1160_ = (_e2322 == 0u);
        if (l_1159_) {
            local_93 = l_1160_;
        } else {
            local_93 = false;
        }
        bool l_1161_ = local_93;
        double _e2329 = l_mut_150_;
        double l_1162_ = (l_1161_ ? l_1154_ : _e2329);
        l_mut_150_ = l_1162_;
        uint _e2331 = l_mut_151_;
        bool l_1163_ = (_e2331 == 1u);
        if (l_1159_) {
            local_94 = l_1163_;
        } else {
            local_94 = false;
        }
        bool l_1164_ = local_94;
        double _e2338 = l_mut_149_;
        double l_1165_ = (l_1164_ ? l_1154_ : _e2338);
        l_mut_149_ = l_1165_;
        uint _e2340 = l_mut_151_;
        bool l_1166_ = (_e2340 == 2u);
        if (l_1159_) {
            local_95 = l_1166_;
        } else {
            local_95 = false;
        }
        bool l_1167_ = local_95;
        double _e2347 = l_mut_148_;
        double l_1168_ = (l_1167_ ? l_1154_ : _e2347);
        l_mut_148_ = l_1168_;
        double l_1169_ = (l_1159_ ? l_1156_ : l_1154_);
        double _e2350 = l_mut_146_;
        double l_1170_ = (_e2350 + l_1153_);
        double l_1171_ = (l_1157_ ? l_1169_ : l_1170_);
        l_mut_146_ = l_1171_;
        uint l_1172_ = uint(l_1159_);
        uint _e2354 = l_mut_151_;
        l_mut_151_ = (_e2354 + l_1172_);
        double _e2356 = l_mut_146_;
        double l_1173_ = (_e2356 + l_1150_);
        double _e2358 = l_mut_146_;
        double l_1174_ = (l_1173_ - _e2358);
        double l_1175_ = (l_1150_ - l_1174_);
        uint _e2361 = l_mut_151_;
        bool l_1176_ = (_e2361 < 3u);
        bool l_1177_ = (l_1175_ != 0.0L);
        if (l_1176_) {
            local_96 = l_1177_;
        } else {
            local_96 = false;
        }
        bool l_1178_ = local_96;
        uint _e2370 = l_mut_151_;
        bool l_1179_ = (_e2370 == 0u);
        if (l_1178_) {
            local_97 = l_1179_;
        } else {
            local_97 = false;
        }
        bool l_1180_ = local_97;
        double _e2377 = l_mut_150_;
        double l_1181_ = (l_1180_ ? l_1173_ : _e2377);
        l_mut_150_ = l_1181_;
        uint _e2379 = l_mut_151_;
        bool l_1182_ = (_e2379 == 1u);
        if (l_1178_) {
            local_98 = l_1182_;
        } else {
            local_98 = false;
        }
        bool l_1183_ = local_98;
        double _e2386 = l_mut_149_;
        double l_1184_ = (l_1183_ ? l_1173_ : _e2386);
        l_mut_149_ = l_1184_;
        uint _e2388 = l_mut_151_;
        bool l_1185_ = (_e2388 == 2u);
        if (l_1178_) {
            local_99 = l_1185_;
        } else {
            local_99 = false;
        }
        bool l_1186_ = local_99;
        double _e2395 = l_mut_148_;
        double l_1187_ = (l_1186_ ? l_1173_ : _e2395);
        l_mut_148_ = l_1187_;
        double l_1188_ = (l_1178_ ? l_1175_ : l_1173_);
        double _e2398 = l_mut_146_;
        double l_1189_ = (_e2398 + l_1150_);
        double l_1190_ = (l_1176_ ? l_1188_ : l_1189_);
        l_mut_146_ = l_1190_;
        uint l_1191_ = uint(l_1178_);
        uint _e2402 = l_mut_151_;
        l_mut_151_ = (_e2402 + l_1191_);
        double _e2404 = l_mut_146_;
        double l_1192_ = (_e2404 + l_1147_);
        double _e2406 = l_mut_146_;
        double l_1193_ = (l_1192_ - _e2406);
        double l_1194_ = (l_1147_ - l_1193_);
        uint _e2409 = l_mut_151_;
        bool l_1195_ = (_e2409 < 3u);
        bool l_1196_ = (l_1194_ != 0.0L);
        if (l_1195_) {
            local_100 = l_1196_;
        } else {
            local_100 = false;
        }
        bool l_1197_ = local_100;
        uint _e2418 = l_mut_151_;
        bool l_1198_ = (_e2418 == 0u);
        if (l_1197_) {
            local_101 = l_1198_;
        } else {
            local_101 = false;
        }
        bool l_1199_ = local_101;
        double _e2425 = l_mut_150_;
        double l_1200_ = (l_1199_ ? l_1192_ : _e2425);
        l_mut_150_ = l_1200_;
        uint _e2427 = l_mut_151_;
        bool l_1201_ = (_e2427 == 1u);
        if (l_1197_) {
            local_102 = l_1201_;
        } else {
            local_102 = false;
        }
        bool l_1202_ = local_102;
        double _e2434 = l_mut_149_;
        double l_1203_ = (l_1202_ ? l_1192_ : _e2434);
        l_mut_149_ = l_1203_;
        uint _e2436 = l_mut_151_;
        bool l_1204_ = (_e2436 == 2u);
        if (l_1197_) {
            local_103 = l_1204_;
        } else {
            local_103 = false;
        }
        bool l_1205_ = local_103;
        double _e2443 = l_mut_148_;
        double l_1206_ = (l_1205_ ? l_1192_ : _e2443);
        l_mut_148_ = l_1206_;
        double l_1207_ = (l_1197_ ? l_1194_ : l_1192_);
        double _e2446 = l_mut_146_;
        double l_1208_ = (_e2446 + l_1147_);
        double l_1209_ = (l_1195_ ? l_1207_ : l_1208_);
        l_mut_146_ = l_1209_;
        uint l_1210_ = uint(l_1197_);
        uint _e2450 = l_mut_151_;
        l_mut_151_ = (_e2450 + l_1210_);
        double _e2452 = l_mut_146_;
        double l_1211_ = (_e2452 + l_1144_);
        double _e2454 = l_mut_146_;
        double l_1212_ = (l_1211_ - _e2454);
        double l_1213_ = (l_1144_ - l_1212_);
        uint _e2457 = l_mut_151_;
        bool l_1214_ = (_e2457 < 3u);
        bool l_1215_ = (l_1213_ != 0.0L);
        if (l_1214_) {
            local_104 = l_1215_;
        } else {
            local_104 = false;
        }
        bool l_1216_ = local_104;
        uint _e2466 = l_mut_151_;
        bool l_1217_ = (_e2466 == 0u);
        if (l_1216_) {
            local_105 = l_1217_;
        } else {
            local_105 = false;
        }
        bool l_1218_ = local_105;
        double _e2473 = l_mut_150_;
        double l_1219_ = (l_1218_ ? l_1211_ : _e2473);
        l_mut_150_ = l_1219_;
        uint _e2475 = l_mut_151_;
        bool l_1220_ = (_e2475 == 1u);
        if (l_1216_) {
            local_106 = l_1220_;
        } else {
            local_106 = false;
        }
        bool l_1221_ = local_106;
        double _e2482 = l_mut_149_;
        double l_1222_ = (l_1221_ ? l_1211_ : _e2482);
        l_mut_149_ = l_1222_;
        uint _e2484 = l_mut_151_;
        bool l_1223_ = (_e2484 == 2u);
        if (l_1216_) {
            local_107 = l_1223_;
        } else {
            local_107 = false;
        }
        bool l_1224_ = local_107;
        double _e2491 = l_mut_148_;
        double l_1225_ = (l_1224_ ? l_1211_ : _e2491);
        l_mut_148_ = l_1225_;
        double l_1226_ = (l_1216_ ? l_1213_ : l_1211_);
        double _e2494 = l_mut_146_;
        double l_1227_ = (_e2494 + l_1144_);
        double l_1228_ = (l_1214_ ? l_1226_ : l_1227_);
        l_mut_146_ = l_1228_;
        uint l_1229_ = uint(l_1216_);
        uint _e2498 = l_mut_151_;
        l_mut_151_ = (_e2498 + l_1229_);
        uint _e2500 = l_mut_151_;
        bool l_1230_ = (_e2500 == 0u);
        double _e2503 = l_mut_150_;
        double _e2504 = l_mut_146_;
        double l_1231_ = (l_1230_ ? _e2504 : _e2503);
        l_mut_150_ = l_1231_;
        uint _e2506 = l_mut_151_;
        bool l_1232_ = (_e2506 == 1u);
        double _e2509 = l_mut_149_;
        double _e2510 = l_mut_146_;
        double l_1233_ = (l_1232_ ? _e2510 : _e2509);
        l_mut_149_ = l_1233_;
        uint _e2512 = l_mut_151_;
        bool l_1234_ = (_e2512 == 2u);
        double _e2515 = l_mut_148_;
        double _e2516 = l_mut_146_;
        double l_1235_ = (l_1234_ ? _e2516 : _e2515);
        l_mut_148_ = l_1235_;
        uint _e2518 = l_mut_151_;
        bool l_1236_ = (_e2518 == 3u);
        double _e2521 = l_mut_147_;
        double _e2522 = l_mut_146_;
        double l_1237_ = (l_1236_ ? _e2522 : _e2521);
        l_mut_147_ = l_1237_;
        double _e2524 = l_mut_150_;
        double l_1238_ = (l_23_ * _e2524);
        double l_1239_ = -(l_1238_);
        double _e2527 = l_mut_150_;
        double l_1240_ = mad(l_23_, _e2527, l_1239_);
        double _e2529 = l_mut_149_;
        double l_1241_ = (l_23_ * _e2529);
        double l_1242_ = -(l_1241_);
        double _e2532 = l_mut_149_;
        double l_1243_ = mad(l_23_, _e2532, l_1242_);
        double _e2534 = l_mut_150_;
        double l_1244_ = (l_24_ * _e2534);
        double l_1245_ = -(l_1244_);
        double _e2537 = l_mut_150_;
        double l_1246_ = mad(l_24_, _e2537, l_1245_);
        double _e2539 = l_mut_148_;
        double l_1247_ = (l_23_ * _e2539);
        double l_1248_ = -(l_1247_);
        double _e2542 = l_mut_148_;
        double l_1249_ = mad(l_23_, _e2542, l_1248_);
        double _e2544 = l_mut_149_;
        double l_1250_ = (l_24_ * _e2544);
        double l_1251_ = -(l_1250_);
        double _e2547 = l_mut_149_;
        double l_1252_ = mad(l_24_, _e2547, l_1251_);
        double _e2549 = l_mut_150_;
        double l_1253_ = (l_25_ * _e2549);
        double l_1254_ = -(l_1253_);
        double _e2552 = l_mut_150_;
        double l_1255_ = mad(l_25_, _e2552, l_1254_);
        double l_1256_ = (l_1241_ + l_1244_);
        double l_1257_ = (l_1256_ - l_1241_);
        double l_1258_ = (l_1256_ - l_1257_);
        double l_1259_ = (l_1241_ - l_1258_);
        double l_1260_ = (l_1244_ - l_1257_);
        double l_1261_ = (l_1259_ + l_1260_);
        double l_1262_ = (l_1240_ + l_1256_);
        double l_1263_ = (l_1262_ - l_1240_);
        double l_1264_ = (l_1262_ - l_1263_);
        double l_1265_ = (l_1240_ - l_1264_);
        double l_1266_ = (l_1256_ - l_1263_);
        double l_1267_ = (l_1265_ + l_1266_);
        double l_1268_ = (l_1261_ + l_1267_);
        double l_1269_ = (l_1268_ - l_1261_);
        double l_1270_ = (l_1268_ - l_1269_);
        double l_1271_ = (l_1261_ - l_1270_);
        double l_1272_ = (l_1267_ - l_1269_);
        double l_1273_ = (l_1271_ + l_1272_);
        double l_1274_ = (l_1268_ + l_1243_);
        double l_1275_ = (l_1274_ - l_1268_);
        double l_1276_ = (l_1274_ - l_1275_);
        double l_1277_ = (l_1268_ - l_1276_);
        double l_1278_ = (l_1243_ - l_1275_);
        double l_1279_ = (l_1277_ + l_1278_);
        double l_1280_ = (l_1246_ + l_1274_);
        double l_1281_ = (l_1280_ - l_1246_);
        double l_1282_ = (l_1280_ - l_1281_);
        double l_1283_ = (l_1246_ - l_1282_);
        double l_1284_ = (l_1274_ - l_1281_);
        double l_1285_ = (l_1283_ + l_1284_);
        double l_1286_ = (l_1279_ + l_1285_);
        double l_1287_ = (l_1286_ - l_1279_);
        double l_1288_ = (l_1286_ - l_1287_);
        double l_1289_ = (l_1279_ - l_1288_);
        double l_1290_ = (l_1285_ - l_1287_);
        double l_1291_ = (l_1289_ + l_1290_);
        double l_1292_ = (l_1247_ + l_1250_);
        double l_1293_ = (l_1292_ - l_1247_);
        double l_1294_ = (l_1292_ - l_1293_);
        double l_1295_ = (l_1247_ - l_1294_);
        double l_1296_ = (l_1250_ - l_1293_);
        double l_1297_ = (l_1295_ + l_1296_);
        double l_1298_ = (l_1253_ + l_1292_);
        double l_1299_ = (l_1298_ - l_1253_);
        double l_1300_ = (l_1298_ - l_1299_);
        double l_1301_ = (l_1253_ - l_1300_);
        double l_1302_ = (l_1292_ - l_1299_);
        double l_1303_ = (l_1301_ + l_1302_);
        double l_1304_ = (l_1297_ + l_1303_);
        double l_1305_ = (l_1304_ - l_1297_);
        double l_1306_ = (l_1304_ - l_1305_);
        double l_1307_ = (l_1297_ - l_1306_);
        double l_1308_ = (l_1303_ - l_1305_);
        double l_1309_ = (l_1307_ + l_1308_);
        double l_1310_ = (l_1280_ + l_1298_);
        double l_1311_ = (l_1310_ - l_1280_);
        double l_1312_ = (l_1310_ - l_1311_);
        double l_1313_ = (l_1280_ - l_1312_);
        double l_1314_ = (l_1298_ - l_1311_);
        double l_1315_ = (l_1313_ + l_1314_);
        double l_1316_ = (l_1286_ + l_1304_);
        double l_1317_ = (l_1316_ - l_1286_);
        double l_1318_ = (l_1316_ - l_1317_);
        double l_1319_ = (l_1286_ - l_1318_);
        double l_1320_ = (l_1304_ - l_1317_);
        double l_1321_ = (l_1319_ + l_1320_);
        double l_1322_ = (l_1316_ + l_1315_);
        double l_1323_ = (l_1322_ - l_1316_);
        double l_1324_ = (l_1322_ - l_1323_);
        double l_1325_ = (l_1316_ - l_1324_);
        double l_1326_ = (l_1315_ - l_1323_);
        double l_1327_ = (l_1325_ + l_1326_);
        double l_1328_ = (l_1291_ + l_1309_);
        double l_1329_ = (l_1327_ + l_1321_);
        double l_1330_ = (l_1328_ + l_1329_);
        double _e2629 = l_mut_147_;
        double l_1331_ = (l_23_ * _e2629);
        double _e2631 = l_mut_148_;
        double l_1332_ = (l_24_ * _e2631);
        double l_1333_ = (l_1331_ + l_1332_);
        double _e2634 = l_mut_149_;
        double l_1334_ = (l_25_ * _e2634);
        double _e2636 = l_mut_150_;
        double l_1335_ = (l_26_ * _e2636);
        double l_1336_ = (l_1334_ + l_1335_);
        double l_1337_ = (l_1333_ + l_1336_);
        double l_1338_ = (l_1273_ + l_1249_);
        double l_1339_ = (l_1252_ + l_1255_);
        double l_1340_ = (l_1338_ + l_1339_);
        double l_1341_ = (l_1337_ + l_1340_);
        double l_1342_ = (l_1322_ + l_1341_);
        double l_1343_ = (l_1342_ + l_1330_);
        double l_1344_ = (l_1343_ - l_1342_);
        double l_1345_ = (l_1330_ - l_1344_);
        double l_1346_ = (l_1310_ + l_1343_);
        double l_1347_ = (l_1346_ - l_1310_);
        double l_1348_ = (l_1343_ - l_1347_);
        double l_1349_ = (l_1262_ + l_1346_);
        double l_1350_ = (l_1349_ - l_1262_);
        double l_1351_ = (l_1346_ - l_1350_);
        double l_1352_ = (l_1238_ + l_1349_);
        double l_1353_ = (l_1352_ - l_1238_);
        double l_1354_ = (l_1349_ - l_1353_);
        l_mut_146_ = 0.0L;
        l_mut_1355_ = 0.0L;
        l_mut_1356_ = 0.0L;
        l_mut_1357_ = 0.0L;
        l_mut_1358_ = l_1352_;
        l_mut_151_ = 0u;
        double _e2662 = l_mut_1358_;
        double l_1359_ = (_e2662 + l_1354_);
        double _e2664 = l_mut_1358_;
        double l_1360_ = (l_1359_ - _e2664);
        double l_1361_ = (l_1354_ - l_1360_);
        uint _e2667 = l_mut_151_;
        bool l_1362_ = (_e2667 < 3u);
        bool l_1363_ = (l_1361_ != 0.0L);
        if (l_1362_) {
            local_108 = l_1363_;
        } else {
            local_108 = false;
        }
        bool l_1364_ = local_108;
        uint _e2676 = l_mut_151_;
        bool l_1365_ = (_e2676 == 0u);
        if (l_1364_) {
            local_109 = l_1365_;
        } else {
            local_109 = false;
        }
        bool l_1366_ = local_109;
        double _e2683 = l_mut_146_;
        double l_1367_ = (l_1366_ ? l_1359_ : _e2683);
        l_mut_146_ = l_1367_;
        uint _e2685 = l_mut_151_;
        bool l_1368_ = (_e2685 == 1u);
        if (l_1364_) {
            local_110 = l_1368_;
        } else {
            local_110 = false;
        }
        bool l_1369_ = local_110;
        double _e2692 = l_mut_1355_;
        double l_1370_ = (l_1369_ ? l_1359_ : _e2692);
        l_mut_1355_ = l_1370_;
        uint _e2694 = l_mut_151_;
        bool l_1371_ = (_e2694 == 2u);
        if (l_1364_) {
            local_111 = l_1371_;
        } else {
            local_111 = false;
        }
        bool l_1372_ = local_111;
        double _e2701 = l_mut_1356_;
        double l_1373_ = (l_1372_ ? l_1359_ : _e2701);
        l_mut_1356_ = l_1373_;
        double l_1374_ = (l_1364_ ? l_1361_ : l_1359_);
        double _e2704 = l_mut_1358_;
        double l_1375_ = (_e2704 + l_1354_);
        double l_1376_ = (l_1362_ ? l_1374_ : l_1375_);
        l_mut_1358_ = l_1376_;
        uint l_1377_ = uint(l_1364_);
        uint _e2708 = l_mut_151_;
        l_mut_151_ = (_e2708 + l_1377_);
        double _e2710 = l_mut_1358_;
        double l_1378_ = (_e2710 + l_1351_);
        double _e2712 = l_mut_1358_;
        double l_1379_ = (l_1378_ - _e2712);
        double l_1380_ = (l_1351_ - l_1379_);
        uint _e2715 = l_mut_151_;
        bool l_1381_ = (_e2715 < 3u);
        bool l_1382_ = (l_1380_ != 0.0L);
        if (l_1381_) {
            local_112 = l_1382_;
        } else {
            local_112 = false;
        }
        bool l_1383_ = local_112;
        uint _e2724 = l_mut_151_;
        bool l_1384_ = (_e2724 == 0u);
        if (l_1383_) {
            local_113 = l_1384_;
        } else {
            local_113 = false;
        }
        bool l_1385_ = local_113;
        double _e2731 = l_mut_146_;
        double l_1386_ = (l_1385_ ? l_1378_ : _e2731);
        l_mut_146_ = l_1386_;
        uint _e2733 = l_mut_151_;
        bool l_1387_ = (_e2733 == 1u);
        if (l_1383_) {
            local_114 = l_1387_;
        } else {
            local_114 = false;
        }
        bool l_1388_ = local_114;
        double _e2740 = l_mut_1355_;
        double l_1389_ = (l_1388_ ? l_1378_ : _e2740);
        l_mut_1355_ = l_1389_;
        uint _e2742 = l_mut_151_;
        bool l_1390_ = (_e2742 == 2u);
        if (l_1383_) {
            local_115 = l_1390_;
        } else {
            local_115 = false;
        }
        bool l_1391_ = local_115;
        double _e2749 = l_mut_1356_;
        double l_1392_ = (l_1391_ ? l_1378_ : _e2749);
        l_mut_1356_ = l_1392_;
        double l_1393_ = (l_1383_ ? l_1380_ : l_1378_);
        double _e2752 = l_mut_1358_;
        double l_1394_ = (_e2752 + l_1351_);
        double l_1395_ = (l_1381_ ? l_1393_ : l_1394_);
        l_mut_1358_ = l_1395_;
        uint l_1396_ = uint(l_1383_);
        uint _e2756 = l_mut_151_;
        l_mut_151_ = (_e2756 + l_1396_);
        double _e2758 = l_mut_1358_;
        double l_1397_ = (_e2758 + l_1348_);
        double _e2760 = l_mut_1358_;
        double l_1398_ = (l_1397_ - _e2760);
        double l_1399_ = (l_1348_ - l_1398_);
        uint _e2763 = l_mut_151_;
        bool l_1400_ = (_e2763 < 3u);
        bool l_1401_ = (l_1399_ != 0.0L);
        if (l_1400_) {
            local_116 = l_1401_;
        } else {
            local_116 = false;
        }
        bool l_1402_ = local_116;
        uint _e2772 = l_mut_151_;
        bool l_1403_ = (_e2772 == 0u);
        if (l_1402_) {
            local_117 = l_1403_;
        } else {
            local_117 = false;
        }
        bool l_1404_ = local_117;
        double _e2779 = l_mut_146_;
        double l_1405_ = (l_1404_ ? l_1397_ : _e2779);
        l_mut_146_ = l_1405_;
        uint _e2781 = l_mut_151_;
        bool l_1406_ = (_e2781 == 1u);
        if (l_1402_) {
            local_118 = l_1406_;
        } else {
            local_118 = false;
        }
        bool l_1407_ = local_118;
        double _e2788 = l_mut_1355_;
        double l_1408_ = (l_1407_ ? l_1397_ : _e2788);
        l_mut_1355_ = l_1408_;
        uint _e2790 = l_mut_151_;
        bool l_1409_ = (_e2790 == 2u);
        if (l_1402_) {
            local_119 = l_1409_;
        } else {
            local_119 = false;
        }
        bool l_1410_ = local_119;
        double _e2797 = l_mut_1356_;
        double l_1411_ = (l_1410_ ? l_1397_ : _e2797);
        l_mut_1356_ = l_1411_;
        double l_1412_ = (l_1402_ ? l_1399_ : l_1397_);
        double _e2800 = l_mut_1358_;
        double l_1413_ = (_e2800 + l_1348_);
        double l_1414_ = (l_1400_ ? l_1412_ : l_1413_);
        l_mut_1358_ = l_1414_;
        uint l_1415_ = uint(l_1402_);
        uint _e2804 = l_mut_151_;
        l_mut_151_ = (_e2804 + l_1415_);
        double _e2806 = l_mut_1358_;
        double l_1416_ = (_e2806 + l_1345_);
        double _e2808 = l_mut_1358_;
        double l_1417_ = (l_1416_ - _e2808);
        double l_1418_ = (l_1345_ - l_1417_);
        uint _e2811 = l_mut_151_;
        bool l_1419_ = (_e2811 < 3u);
        bool l_1420_ = (l_1418_ != 0.0L);
        if (l_1419_) {
            local_120 = l_1420_;
        } else {
            local_120 = false;
        }
        bool l_1421_ = local_120;
        uint _e2820 = l_mut_151_;
        bool l_1422_ = (_e2820 == 0u);
        if (l_1421_) {
            local_121 = l_1422_;
        } else {
            local_121 = false;
        }
        bool l_1423_ = local_121;
        double _e2827 = l_mut_146_;
        double l_1424_ = (l_1423_ ? l_1416_ : _e2827);
        l_mut_146_ = l_1424_;
        uint _e2829 = l_mut_151_;
        bool l_1425_ = (_e2829 == 1u);
        if (l_1421_) {
            local_122 = l_1425_;
        } else {
            local_122 = false;
        }
        bool l_1426_ = local_122;
        double _e2836 = l_mut_1355_;
        double l_1427_ = (l_1426_ ? l_1416_ : _e2836);
        l_mut_1355_ = l_1427_;
        uint _e2838 = l_mut_151_;
        bool l_1428_ = (_e2838 == 2u);
        if (l_1421_) {
            local_123 = l_1428_;
        } else {
            local_123 = false;
        }
        bool l_1429_ = local_123;
        double _e2845 = l_mut_1356_;
        double l_1430_ = (l_1429_ ? l_1416_ : _e2845);
        l_mut_1356_ = l_1430_;
        double l_1431_ = (l_1421_ ? l_1418_ : l_1416_);
        double _e2848 = l_mut_1358_;
        double l_1432_ = (_e2848 + l_1345_);
        double l_1433_ = (l_1419_ ? l_1431_ : l_1432_);
        l_mut_1358_ = l_1433_;
        uint l_1434_ = uint(l_1421_);
        uint _e2852 = l_mut_151_;
        l_mut_151_ = (_e2852 + l_1434_);
        uint _e2854 = l_mut_151_;
        bool l_1435_ = (_e2854 == 0u);
        double _e2857 = l_mut_146_;
        double _e2858 = l_mut_1358_;
        double l_1436_ = (l_1435_ ? _e2858 : _e2857);
        l_mut_146_ = l_1436_;
        uint _e2860 = l_mut_151_;
        bool l_1437_ = (_e2860 == 1u);
        double _e2863 = l_mut_1355_;
        double _e2864 = l_mut_1358_;
        double l_1438_ = (l_1437_ ? _e2864 : _e2863);
        l_mut_1355_ = l_1438_;
        uint _e2866 = l_mut_151_;
        bool l_1439_ = (_e2866 == 2u);
        double _e2869 = l_mut_1356_;
        double _e2870 = l_mut_1358_;
        double l_1440_ = (l_1439_ ? _e2870 : _e2869);
        l_mut_1356_ = l_1440_;
        uint _e2872 = l_mut_151_;
        bool l_1441_ = (_e2872 == 3u);
        double _e2875 = l_mut_1357_;
        double _e2876 = l_mut_1358_;
        double l_1442_ = (l_1441_ ? _e2876 : _e2875);
        l_mut_1357_ = l_1442_;
        double _e2878 = l_mut_146_;
        double l_1443_ = -(_e2878);
        double _e2880 = l_mut_1355_;
        double l_1444_ = -(_e2880);
        double _e2882 = l_mut_1356_;
        double l_1445_ = -(_e2882);
        double _e2884 = l_mut_1357_;
        double l_1446_ = -(_e2884);
        double l_1447_ = (l_1443_ + 0.5L);
        double l_1448_ = (l_1447_ - l_1443_);
        double l_1449_ = (l_1447_ - l_1448_);
        double l_1450_ = (l_1443_ - l_1449_);
        double l_1451_ = (0.5L - l_1448_);
        double l_1452_ = (l_1450_ + l_1451_);
        double l_1453_ = (l_1444_ + l_1452_);
        double l_1454_ = (l_1453_ - l_1444_);
        double l_1455_ = (l_1453_ - l_1454_);
        double l_1456_ = (l_1444_ - l_1455_);
        double l_1457_ = (l_1452_ - l_1454_);
        double l_1458_ = (l_1456_ + l_1457_);
        double l_1459_ = (l_1445_ + l_1458_);
        double l_1460_ = (l_1459_ - l_1445_);
        double l_1461_ = (l_1459_ - l_1460_);
        double l_1462_ = (l_1445_ - l_1461_);
        double l_1463_ = (l_1458_ - l_1460_);
        double l_1464_ = (l_1462_ + l_1463_);
        double l_1465_ = (l_1446_ + l_1464_);
        double l_1466_ = (l_1465_ - l_1446_);
        double l_1467_ = (l_1465_ - l_1466_);
        double l_1468_ = (l_1446_ - l_1467_);
        double l_1469_ = (l_1464_ - l_1466_);
        double l_1470_ = (l_1468_ + l_1469_);
        double l_1471_ = (l_1465_ + l_1470_);
        double l_1472_ = (l_1471_ - l_1465_);
        double l_1473_ = (l_1470_ - l_1472_);
        double l_1474_ = (l_1459_ + l_1471_);
        double l_1475_ = (l_1474_ - l_1459_);
        double l_1476_ = (l_1471_ - l_1475_);
        double l_1477_ = (l_1453_ + l_1474_);
        double l_1478_ = (l_1477_ - l_1453_);
        double l_1479_ = (l_1474_ - l_1478_);
        double l_1480_ = (l_1447_ + l_1477_);
        double l_1481_ = (l_1480_ - l_1447_);
        double l_1482_ = (l_1477_ - l_1481_);
        l_mut_1358_ = 0.0L;
        l_mut_1357_ = 0.0L;
        l_mut_1356_ = 0.0L;
        l_mut_1355_ = 0.0L;
        l_mut_150_ = l_1480_;
        l_mut_151_ = 0u;
        double _e2929 = l_mut_150_;
        double l_1483_ = (_e2929 + l_1482_);
        double _e2931 = l_mut_150_;
        double l_1484_ = (l_1483_ - _e2931);
        double l_1485_ = (l_1482_ - l_1484_);
        uint _e2934 = l_mut_151_;
        bool l_1486_ = (_e2934 < 3u);
        bool l_1487_ = (l_1485_ != 0.0L);
        if (l_1486_) {
            local_124 = l_1487_;
        } else {
            local_124 = false;
        }
        bool l_1488_ = local_124;
        uint _e2943 = l_mut_151_;
        bool l_1489_ = (_e2943 == 0u);
        if (l_1488_) {
            local_125 = l_1489_;
        } else {
            local_125 = false;
        }
        bool l_1490_ = local_125;
        double _e2950 = l_mut_1358_;
        double l_1491_ = (l_1490_ ? l_1483_ : _e2950);
        l_mut_1358_ = l_1491_;
        uint _e2952 = l_mut_151_;
        bool l_1492_ = (_e2952 == 1u);
        if (l_1488_) {
            local_126 = l_1492_;
        } else {
            local_126 = false;
        }
        bool l_1493_ = local_126;
        double _e2959 = l_mut_1357_;
        double l_1494_ = (l_1493_ ? l_1483_ : _e2959);
        l_mut_1357_ = l_1494_;
        uint _e2961 = l_mut_151_;
        bool l_1495_ = (_e2961 == 2u);
        if (l_1488_) {
            local_127 = l_1495_;
        } else {
            local_127 = false;
        }
        bool l_1496_ = local_127;
        double _e2968 = l_mut_1356_;
        double l_1497_ = (l_1496_ ? l_1483_ : _e2968);
        l_mut_1356_ = l_1497_;
        double l_1498_ = (l_1488_ ? l_1485_ : l_1483_);
        double _e2971 = l_mut_150_;
        double l_1499_ = (_e2971 + l_1482_);
        double l_1500_ = (l_1486_ ? l_1498_ : l_1499_);
        l_mut_150_ = l_1500_;
        uint l_1501_ = uint(l_1488_);
        uint _e2975 = l_mut_151_;
        l_mut_151_ = (_e2975 + l_1501_);
        double _e2977 = l_mut_150_;
        double l_1502_ = (_e2977 + l_1479_);
        double _e2979 = l_mut_150_;
        double l_1503_ = (l_1502_ - _e2979);
        double l_1504_ = (l_1479_ - l_1503_);
        uint _e2982 = l_mut_151_;
        bool l_1505_ = (_e2982 < 3u);
        bool l_1506_ = (l_1504_ != 0.0L);
        if (l_1505_) {
            local_128 = l_1506_;
        } else {
            local_128 = false;
        }
        bool l_1507_ = local_128;
        uint _e2991 = l_mut_151_;
        bool l_1508_ = (_e2991 == 0u);
        if (l_1507_) {
            local_129 = l_1508_;
        } else {
            local_129 = false;
        }
        bool l_1509_ = local_129;
        double _e2998 = l_mut_1358_;
        double l_1510_ = (l_1509_ ? l_1502_ : _e2998);
        l_mut_1358_ = l_1510_;
        uint _e3000 = l_mut_151_;
        bool l_1511_ = (_e3000 == 1u);
        if (l_1507_) {
            local_130 = l_1511_;
        } else {
            local_130 = false;
        }
        bool l_1512_ = local_130;
        double _e3007 = l_mut_1357_;
        double l_1513_ = (l_1512_ ? l_1502_ : _e3007);
        l_mut_1357_ = l_1513_;
        uint _e3009 = l_mut_151_;
        bool l_1514_ = (_e3009 == 2u);
        if (l_1507_) {
            local_131 = l_1514_;
        } else {
            local_131 = false;
        }
        bool l_1515_ = local_131;
        double _e3016 = l_mut_1356_;
        double l_1516_ = (l_1515_ ? l_1502_ : _e3016);
        l_mut_1356_ = l_1516_;
        double l_1517_ = (l_1507_ ? l_1504_ : l_1502_);
        double _e3019 = l_mut_150_;
        double l_1518_ = (_e3019 + l_1479_);
        double l_1519_ = (l_1505_ ? l_1517_ : l_1518_);
        l_mut_150_ = l_1519_;
        uint l_1520_ = uint(l_1507_);
        uint _e3023 = l_mut_151_;
        l_mut_151_ = (_e3023 + l_1520_);
        double _e3025 = l_mut_150_;
        double l_1521_ = (_e3025 + l_1476_);
        double _e3027 = l_mut_150_;
        double l_1522_ = (l_1521_ - _e3027);
        double l_1523_ = (l_1476_ - l_1522_);
        uint _e3030 = l_mut_151_;
        bool l_1524_ = (_e3030 < 3u);
        bool l_1525_ = (l_1523_ != 0.0L);
        if (l_1524_) {
            local_132 = l_1525_;
        } else {
            local_132 = false;
        }
        bool l_1526_ = local_132;
        uint _e3039 = l_mut_151_;
        bool l_1527_ = (_e3039 == 0u);
        if (l_1526_) {
            local_133 = l_1527_;
        } else {
            local_133 = false;
        }
        bool l_1528_ = local_133;
        double _e3046 = l_mut_1358_;
        double l_1529_ = (l_1528_ ? l_1521_ : _e3046);
        l_mut_1358_ = l_1529_;
        uint _e3048 = l_mut_151_;
        bool l_1530_ = (_e3048 == 1u);
        if (l_1526_) {
            local_134 = l_1530_;
        } else {
            local_134 = false;
        }
        bool l_1531_ = local_134;
        double _e3055 = l_mut_1357_;
        double l_1532_ = (l_1531_ ? l_1521_ : _e3055);
        l_mut_1357_ = l_1532_;
        uint _e3057 = l_mut_151_;
        bool l_1533_ = (_e3057 == 2u);
        if (l_1526_) {
            local_135 = l_1533_;
        } else {
            local_135 = false;
        }
        bool l_1534_ = local_135;
        double _e3064 = l_mut_1356_;
        double l_1535_ = (l_1534_ ? l_1521_ : _e3064);
        l_mut_1356_ = l_1535_;
        double l_1536_ = (l_1526_ ? l_1523_ : l_1521_);
        double _e3067 = l_mut_150_;
        double l_1537_ = (_e3067 + l_1476_);
        double l_1538_ = (l_1524_ ? l_1536_ : l_1537_);
        l_mut_150_ = l_1538_;
        uint l_1539_ = uint(l_1526_);
        uint _e3071 = l_mut_151_;
        l_mut_151_ = (_e3071 + l_1539_);
        double _e3073 = l_mut_150_;
        double l_1540_ = (_e3073 + l_1473_);
        double _e3075 = l_mut_150_;
        double l_1541_ = (l_1540_ - _e3075);
        double l_1542_ = (l_1473_ - l_1541_);
        uint _e3078 = l_mut_151_;
        bool l_1543_ = (_e3078 < 3u);
        bool l_1544_ = (l_1542_ != 0.0L);
        if (l_1543_) {
            local_136 = l_1544_;
        } else {
            local_136 = false;
        }
        bool l_1545_ = local_136;
        uint _e3087 = l_mut_151_;
        bool l_1546_ = (_e3087 == 0u);
        if (l_1545_) {
            local_137 = l_1546_;
        } else {
            local_137 = false;
        }
        bool l_1547_ = local_137;
        double _e3094 = l_mut_1358_;
        double l_1548_ = (l_1547_ ? l_1540_ : _e3094);
        l_mut_1358_ = l_1548_;
        uint _e3096 = l_mut_151_;
        bool l_1549_ = (_e3096 == 1u);
        if (l_1545_) {
            local_138 = l_1549_;
        } else {
            local_138 = false;
        }
        bool l_1550_ = local_138;
        double _e3103 = l_mut_1357_;
        double l_1551_ = (l_1550_ ? l_1540_ : _e3103);
        l_mut_1357_ = l_1551_;
        uint _e3105 = l_mut_151_;
        bool l_1552_ = (_e3105 == 2u);
        if (l_1545_) {
            local_139 = l_1552_;
        } else {
            local_139 = false;
        }
        bool l_1553_ = local_139;
        double _e3112 = l_mut_1356_;
        double l_1554_ = (l_1553_ ? l_1540_ : _e3112);
        l_mut_1356_ = l_1554_;
        double l_1555_ = (l_1545_ ? l_1542_ : l_1540_);
        double _e3115 = l_mut_150_;
        double l_1556_ = (_e3115 + l_1473_);
        double l_1557_ = (l_1543_ ? l_1555_ : l_1556_);
        l_mut_150_ = l_1557_;
        uint l_1558_ = uint(l_1545_);
        uint _e3119 = l_mut_151_;
        l_mut_151_ = (_e3119 + l_1558_);
        uint _e3121 = l_mut_151_;
        bool l_1559_ = (_e3121 == 0u);
        double _e3124 = l_mut_1358_;
        double _e3125 = l_mut_150_;
        double l_1560_ = (l_1559_ ? _e3125 : _e3124);
        l_mut_1358_ = l_1560_;
        uint _e3127 = l_mut_151_;
        bool l_1561_ = (_e3127 == 1u);
        double _e3130 = l_mut_1357_;
        double _e3131 = l_mut_150_;
        double l_1562_ = (l_1561_ ? _e3131 : _e3130);
        l_mut_1357_ = l_1562_;
        uint _e3133 = l_mut_151_;
        bool l_1563_ = (_e3133 == 2u);
        double _e3136 = l_mut_1356_;
        double _e3137 = l_mut_150_;
        double l_1564_ = (l_1563_ ? _e3137 : _e3136);
        l_mut_1356_ = l_1564_;
        uint _e3139 = l_mut_151_;
        bool l_1565_ = (_e3139 == 3u);
        double _e3142 = l_mut_1355_;
        double _e3143 = l_mut_150_;
        double l_1566_ = (l_1565_ ? _e3143 : _e3142);
        l_mut_1355_ = l_1566_;
        double _e3145 = l_mut_356_;
        double _e3146 = l_mut_1358_;
        double l_1567_ = (_e3145 * _e3146);
        double l_1568_ = -(l_1567_);
        double _e3149 = l_mut_356_;
        double _e3150 = l_mut_1358_;
        double l_1569_ = mad(_e3149, _e3150, l_1568_);
        double _e3152 = l_mut_356_;
        double _e3153 = l_mut_1357_;
        double l_1570_ = (_e3152 * _e3153);
        double l_1571_ = -(l_1570_);
        double _e3156 = l_mut_356_;
        double _e3157 = l_mut_1357_;
        double l_1572_ = mad(_e3156, _e3157, l_1571_);
        double _e3159 = l_mut_355_;
        double _e3160 = l_mut_1358_;
        double l_1573_ = (_e3159 * _e3160);
        double l_1574_ = -(l_1573_);
        double _e3163 = l_mut_355_;
        double _e3164 = l_mut_1358_;
        double l_1575_ = mad(_e3163, _e3164, l_1574_);
        double _e3166 = l_mut_356_;
        double _e3167 = l_mut_1356_;
        double l_1576_ = (_e3166 * _e3167);
        double l_1577_ = -(l_1576_);
        double _e3170 = l_mut_356_;
        double _e3171 = l_mut_1356_;
        double l_1578_ = mad(_e3170, _e3171, l_1577_);
        double _e3173 = l_mut_355_;
        double _e3174 = l_mut_1357_;
        double l_1579_ = (_e3173 * _e3174);
        double l_1580_ = -(l_1579_);
        double _e3177 = l_mut_355_;
        double _e3178 = l_mut_1357_;
        double l_1581_ = mad(_e3177, _e3178, l_1580_);
        double _e3180 = l_mut_354_;
        double _e3181 = l_mut_1358_;
        double l_1582_ = (_e3180 * _e3181);
        double l_1583_ = -(l_1582_);
        double _e3184 = l_mut_354_;
        double _e3185 = l_mut_1358_;
        double l_1584_ = mad(_e3184, _e3185, l_1583_);
        double l_1585_ = (l_1570_ + l_1573_);
        double l_1586_ = (l_1585_ - l_1570_);
        double l_1587_ = (l_1585_ - l_1586_);
        double l_1588_ = (l_1570_ - l_1587_);
        double l_1589_ = (l_1573_ - l_1586_);
        double l_1590_ = (l_1588_ + l_1589_);
        double l_1591_ = (l_1569_ + l_1585_);
        double l_1592_ = (l_1591_ - l_1569_);
        double l_1593_ = (l_1591_ - l_1592_);
        double l_1594_ = (l_1569_ - l_1593_);
        double l_1595_ = (l_1585_ - l_1592_);
        double l_1596_ = (l_1594_ + l_1595_);
        double l_1597_ = (l_1590_ + l_1596_);
        double l_1598_ = (l_1597_ - l_1590_);
        double l_1599_ = (l_1597_ - l_1598_);
        double l_1600_ = (l_1590_ - l_1599_);
        double l_1601_ = (l_1596_ - l_1598_);
        double l_1602_ = (l_1600_ + l_1601_);
        double l_1603_ = (l_1597_ + l_1572_);
        double l_1604_ = (l_1603_ - l_1597_);
        double l_1605_ = (l_1603_ - l_1604_);
        double l_1606_ = (l_1597_ - l_1605_);
        double l_1607_ = (l_1572_ - l_1604_);
        double l_1608_ = (l_1606_ + l_1607_);
        double l_1609_ = (l_1575_ + l_1603_);
        double l_1610_ = (l_1609_ - l_1575_);
        double l_1611_ = (l_1609_ - l_1610_);
        double l_1612_ = (l_1575_ - l_1611_);
        double l_1613_ = (l_1603_ - l_1610_);
        double l_1614_ = (l_1612_ + l_1613_);
        double l_1615_ = (l_1608_ + l_1614_);
        double l_1616_ = (l_1615_ - l_1608_);
        double l_1617_ = (l_1615_ - l_1616_);
        double l_1618_ = (l_1608_ - l_1617_);
        double l_1619_ = (l_1614_ - l_1616_);
        double l_1620_ = (l_1618_ + l_1619_);
        double l_1621_ = (l_1576_ + l_1579_);
        double l_1622_ = (l_1621_ - l_1576_);
        double l_1623_ = (l_1621_ - l_1622_);
        double l_1624_ = (l_1576_ - l_1623_);
        double l_1625_ = (l_1579_ - l_1622_);
        double l_1626_ = (l_1624_ + l_1625_);
        double l_1627_ = (l_1582_ + l_1621_);
        double l_1628_ = (l_1627_ - l_1582_);
        double l_1629_ = (l_1627_ - l_1628_);
        double l_1630_ = (l_1582_ - l_1629_);
        double l_1631_ = (l_1621_ - l_1628_);
        double l_1632_ = (l_1630_ + l_1631_);
        double l_1633_ = (l_1626_ + l_1632_);
        double l_1634_ = (l_1633_ - l_1626_);
        double l_1635_ = (l_1633_ - l_1634_);
        double l_1636_ = (l_1626_ - l_1635_);
        double l_1637_ = (l_1632_ - l_1634_);
        double l_1638_ = (l_1636_ + l_1637_);
        double l_1639_ = (l_1609_ + l_1627_);
        double l_1640_ = (l_1639_ - l_1609_);
        double l_1641_ = (l_1639_ - l_1640_);
        double l_1642_ = (l_1609_ - l_1641_);
        double l_1643_ = (l_1627_ - l_1640_);
        double l_1644_ = (l_1642_ + l_1643_);
        double l_1645_ = (l_1615_ + l_1633_);
        double l_1646_ = (l_1645_ - l_1615_);
        double l_1647_ = (l_1645_ - l_1646_);
        double l_1648_ = (l_1615_ - l_1647_);
        double l_1649_ = (l_1633_ - l_1646_);
        double l_1650_ = (l_1648_ + l_1649_);
        double l_1651_ = (l_1645_ + l_1644_);
        double l_1652_ = (l_1651_ - l_1645_);
        double l_1653_ = (l_1651_ - l_1652_);
        double l_1654_ = (l_1645_ - l_1653_);
        double l_1655_ = (l_1644_ - l_1652_);
        double l_1656_ = (l_1654_ + l_1655_);
        double l_1657_ = (l_1620_ + l_1638_);
        double l_1658_ = (l_1656_ + l_1650_);
        double l_1659_ = (l_1657_ + l_1658_);
        double _e3262 = l_mut_356_;
        double _e3263 = l_mut_1355_;
        double l_1660_ = (_e3262 * _e3263);
        double _e3265 = l_mut_355_;
        double _e3266 = l_mut_1356_;
        double l_1661_ = (_e3265 * _e3266);
        double l_1662_ = (l_1660_ + l_1661_);
        double _e3269 = l_mut_354_;
        double _e3270 = l_mut_1357_;
        double l_1663_ = (_e3269 * _e3270);
        double _e3272 = l_mut_353_;
        double _e3273 = l_mut_1358_;
        double l_1664_ = (_e3272 * _e3273);
        double l_1665_ = (l_1663_ + l_1664_);
        double l_1666_ = (l_1662_ + l_1665_);
        double l_1667_ = (l_1602_ + l_1578_);
        double l_1668_ = (l_1581_ + l_1584_);
        double l_1669_ = (l_1667_ + l_1668_);
        double l_1670_ = (l_1666_ + l_1669_);
        double l_1671_ = (l_1651_ + l_1670_);
        double l_1672_ = (l_1671_ + l_1659_);
        double l_1673_ = (l_1672_ - l_1671_);
        double l_1674_ = (l_1659_ - l_1673_);
        double l_1675_ = (l_1639_ + l_1672_);
        double l_1676_ = (l_1675_ - l_1639_);
        double l_1677_ = (l_1672_ - l_1676_);
        double l_1678_ = (l_1591_ + l_1675_);
        double l_1679_ = (l_1678_ - l_1591_);
        double l_1680_ = (l_1675_ - l_1679_);
        double l_1681_ = (l_1567_ + l_1678_);
        double l_1682_ = (l_1681_ - l_1567_);
        double l_1683_ = (l_1678_ - l_1682_);
        l_mut_150_ = 0.0L;
        l_mut_149_ = 0.0L;
        l_mut_148_ = 0.0L;
        l_mut_147_ = 0.0L;
        l_mut_146_ = l_1681_;
        l_mut_151_ = 0u;
        double _e3299 = l_mut_146_;
        double l_1684_ = (_e3299 + l_1683_);
        double _e3301 = l_mut_146_;
        double l_1685_ = (l_1684_ - _e3301);
        double l_1686_ = (l_1683_ - l_1685_);
        uint _e3304 = l_mut_151_;
        bool l_1687_ = (_e3304 < 3u);
        bool l_1688_ = (l_1686_ != 0.0L);
        if (l_1687_) {
            local_140 = l_1688_;
        } else {
            local_140 = false;
        }
        bool l_1689_ = local_140;
        uint _e3313 = l_mut_151_;
        bool l_1690_ = (_e3313 == 0u);
        if (l_1689_) {
            local_141 = l_1690_;
        } else {
            local_141 = false;
        }
        bool l_1691_ = local_141;
        double _e3320 = l_mut_150_;
        double l_1692_ = (l_1691_ ? l_1684_ : _e3320);
        l_mut_150_ = l_1692_;
        uint _e3322 = l_mut_151_;
        bool l_1693_ = (_e3322 == 1u);
        if (l_1689_) {
            local_142 = l_1693_;
        } else {
            local_142 = false;
        }
        bool l_1694_ = local_142;
        double _e3329 = l_mut_149_;
        double l_1695_ = (l_1694_ ? l_1684_ : _e3329);
        l_mut_149_ = l_1695_;
        uint _e3331 = l_mut_151_;
        bool l_1696_ = (_e3331 == 2u);
        if (l_1689_) {
            local_143 = l_1696_;
        } else {
            local_143 = false;
        }
        bool l_1697_ = local_143;
        double _e3338 = l_mut_148_;
        double l_1698_ = (l_1697_ ? l_1684_ : _e3338);
        l_mut_148_ = l_1698_;
        double l_1699_ = (l_1689_ ? l_1686_ : l_1684_);
        double _e3341 = l_mut_146_;
        double l_1700_ = (_e3341 + l_1683_);
        double l_1701_ = (l_1687_ ? l_1699_ : l_1700_);
        l_mut_146_ = l_1701_;
        uint l_1702_ = uint(l_1689_);
        uint _e3345 = l_mut_151_;
        l_mut_151_ = (_e3345 + l_1702_);
        double _e3347 = l_mut_146_;
        double l_1703_ = (_e3347 + l_1680_);
        double _e3349 = l_mut_146_;
        double l_1704_ = (l_1703_ - _e3349);
        double l_1705_ = (l_1680_ - l_1704_);
        uint _e3352 = l_mut_151_;
        bool l_1706_ = (_e3352 < 3u);
        bool l_1707_ = (l_1705_ != 0.0L);
        if (l_1706_) {
            local_144 = l_1707_;
        } else {
            local_144 = false;
        }
        bool l_1708_ = local_144;
        uint _e3361 = l_mut_151_;
        bool l_1709_ = (_e3361 == 0u);
        if (l_1708_) {
            local_145 = l_1709_;
        } else {
            local_145 = false;
        }
        bool l_1710_ = local_145;
        double _e3368 = l_mut_150_;
        double l_1711_ = (l_1710_ ? l_1703_ : _e3368);
        l_mut_150_ = l_1711_;
        uint _e3370 = l_mut_151_;
        bool l_1712_ = (_e3370 == 1u);
        if (l_1708_) {
            local_146 = l_1712_;
        } else {
            local_146 = false;
        }
        bool l_1713_ = local_146;
        double _e3377 = l_mut_149_;
        double l_1714_ = (l_1713_ ? l_1703_ : _e3377);
        l_mut_149_ = l_1714_;
        uint _e3379 = l_mut_151_;
        bool l_1715_ = (_e3379 == 2u);
        if (l_1708_) {
            local_147 = l_1715_;
        } else {
            local_147 = false;
        }
        bool l_1716_ = local_147;
        double _e3386 = l_mut_148_;
        double l_1717_ = (l_1716_ ? l_1703_ : _e3386);
        l_mut_148_ = l_1717_;
        double l_1718_ = (l_1708_ ? l_1705_ : l_1703_);
        double _e3389 = l_mut_146_;
        double l_1719_ = (_e3389 + l_1680_);
        double l_1720_ = (l_1706_ ? l_1718_ : l_1719_);
        l_mut_146_ = l_1720_;
        uint l_1721_ = uint(l_1708_);
        uint _e3393 = l_mut_151_;
        l_mut_151_ = (_e3393 + l_1721_);
        double _e3395 = l_mut_146_;
        double l_1722_ = (_e3395 + l_1677_);
        double _e3397 = l_mut_146_;
        double l_1723_ = (l_1722_ - _e3397);
        double l_1724_ = (l_1677_ - l_1723_);
        uint _e3400 = l_mut_151_;
        bool l_1725_ = (_e3400 < 3u);
        bool l_1726_ = (l_1724_ != 0.0L);
        if (l_1725_) {
            local_148 = l_1726_;
        } else {
            local_148 = false;
        }
        bool l_1727_ = local_148;
        uint _e3409 = l_mut_151_;
        bool l_1728_ = (_e3409 == 0u);
        if (l_1727_) {
            local_149 = l_1728_;
        } else {
            local_149 = false;
        }
        bool l_1729_ = local_149;
        double _e3416 = l_mut_150_;
        double l_1730_ = (l_1729_ ? l_1722_ : _e3416);
        l_mut_150_ = l_1730_;
        uint _e3418 = l_mut_151_;
        bool l_1731_ = (_e3418 == 1u);
        if (l_1727_) {
            local_150 = l_1731_;
        } else {
            local_150 = false;
        }
        bool l_1732_ = local_150;
        double _e3425 = l_mut_149_;
        double l_1733_ = (l_1732_ ? l_1722_ : _e3425);
        l_mut_149_ = l_1733_;
        uint _e3427 = l_mut_151_;
        bool l_1734_ = (_e3427 == 2u);
        if (l_1727_) {
            local_151 = l_1734_;
        } else {
            local_151 = false;
        }
        bool l_1735_ = local_151;
        double _e3434 = l_mut_148_;
        double l_1736_ = (l_1735_ ? l_1722_ : _e3434);
        l_mut_148_ = l_1736_;
        double l_1737_ = (l_1727_ ? l_1724_ : l_1722_);
        double _e3437 = l_mut_146_;
        double l_1738_ = (_e3437 + l_1677_);
        double l_1739_ = (l_1725_ ? l_1737_ : l_1738_);
        l_mut_146_ = l_1739_;
        uint l_1740_ = uint(l_1727_);
        uint _e3441 = l_mut_151_;
        l_mut_151_ = (_e3441 + l_1740_);
        double _e3443 = l_mut_146_;
        double l_1741_ = (_e3443 + l_1674_);
        double _e3445 = l_mut_146_;
        double l_1742_ = (l_1741_ - _e3445);
        double l_1743_ = (l_1674_ - l_1742_);
        uint _e3448 = l_mut_151_;
        bool l_1744_ = (_e3448 < 3u);
        bool l_1745_ = (l_1743_ != 0.0L);
        if (l_1744_) {
            local_152 = l_1745_;
        } else {
            local_152 = false;
        }
        bool l_1746_ = local_152;
        uint _e3457 = l_mut_151_;
        bool l_1747_ = (_e3457 == 0u);
        if (l_1746_) {
            local_153 = l_1747_;
        } else {
            local_153 = false;
        }
        bool l_1748_ = local_153;
        double _e3464 = l_mut_150_;
        double l_1749_ = (l_1748_ ? l_1741_ : _e3464);
        l_mut_150_ = l_1749_;
        uint _e3466 = l_mut_151_;
        bool l_1750_ = (_e3466 == 1u);
        if (l_1746_) {
            local_154 = l_1750_;
        } else {
            local_154 = false;
        }
        bool l_1751_ = local_154;
        double _e3473 = l_mut_149_;
        double l_1752_ = (l_1751_ ? l_1741_ : _e3473);
        l_mut_149_ = l_1752_;
        uint _e3475 = l_mut_151_;
        bool l_1753_ = (_e3475 == 2u);
        if (l_1746_) {
            local_155 = l_1753_;
        } else {
            local_155 = false;
        }
        bool l_1754_ = local_155;
        double _e3482 = l_mut_148_;
        double l_1755_ = (l_1754_ ? l_1741_ : _e3482);
        l_mut_148_ = l_1755_;
        double l_1756_ = (l_1746_ ? l_1743_ : l_1741_);
        double _e3485 = l_mut_146_;
        double l_1757_ = (_e3485 + l_1674_);
        double l_1758_ = (l_1744_ ? l_1756_ : l_1757_);
        l_mut_146_ = l_1758_;
        uint l_1759_ = uint(l_1746_);
        uint _e3489 = l_mut_151_;
        l_mut_151_ = (_e3489 + l_1759_);
        uint _e3491 = l_mut_151_;
        bool l_1760_ = (_e3491 == 0u);
        double _e3494 = l_mut_150_;
        double _e3495 = l_mut_146_;
        double l_1761_ = (l_1760_ ? _e3495 : _e3494);
        l_mut_150_ = l_1761_;
        uint _e3497 = l_mut_151_;
        bool l_1762_ = (_e3497 == 1u);
        double _e3500 = l_mut_149_;
        double _e3501 = l_mut_146_;
        double l_1763_ = (l_1762_ ? _e3501 : _e3500);
        l_mut_149_ = l_1763_;
        uint _e3503 = l_mut_151_;
        bool l_1764_ = (_e3503 == 2u);
        double _e3506 = l_mut_148_;
        double _e3507 = l_mut_146_;
        double l_1765_ = (l_1764_ ? _e3507 : _e3506);
        l_mut_148_ = l_1765_;
        uint _e3509 = l_mut_151_;
        bool l_1766_ = (_e3509 == 3u);
        double _e3512 = l_mut_147_;
        double _e3513 = l_mut_146_;
        double l_1767_ = (l_1766_ ? _e3513 : _e3512);
        l_mut_147_ = l_1767_;
        double _e3516 = l_mut_356_;
        a_1768_[0] = _e3516;
        double _e3518 = l_mut_150_;
        a_1768_[1] = _e3518;
        double _e3520 = l_mut_355_;
        a_1768_[2] = _e3520;
        double _e3522 = l_mut_149_;
        a_1768_[3] = _e3522;
        double _e3524 = l_mut_354_;
        a_1768_[4] = _e3524;
        double _e3526 = l_mut_148_;
        a_1768_[5] = _e3526;
        double _e3528 = l_mut_353_;
        a_1768_[6] = _e3528;
        double _e3530 = l_mut_147_;
        a_1768_[7] = _e3530;
        double l_1769_ = a_1768_[7];
        l_mut_1358_ = l_1769_;
        double l_1770_ = a_1768_[6];
        double _e3535 = l_mut_1358_;
        double l_1771_ = (l_1770_ + _e3535);
        double l_1772_ = (l_1771_ - l_1770_);
        double l_1773_ = (l_1771_ - l_1772_);
        double l_1774_ = (l_1770_ - l_1773_);
        double _e3540 = l_mut_1358_;
        double l_1775_ = (_e3540 - l_1772_);
        double l_1776_ = (l_1774_ + l_1775_);
        a_1768_[7] = l_1776_;
        l_mut_1358_ = l_1771_;
        double l_1777_ = a_1768_[5];
        double _e3546 = l_mut_1358_;
        double l_1778_ = (l_1777_ + _e3546);
        double l_1779_ = (l_1778_ - l_1777_);
        double l_1780_ = (l_1778_ - l_1779_);
        double l_1781_ = (l_1777_ - l_1780_);
        double _e3551 = l_mut_1358_;
        double l_1782_ = (_e3551 - l_1779_);
        double l_1783_ = (l_1781_ + l_1782_);
        a_1768_[6] = l_1783_;
        l_mut_1358_ = l_1778_;
        double l_1784_ = a_1768_[4];
        double _e3557 = l_mut_1358_;
        double l_1785_ = (l_1784_ + _e3557);
        double l_1786_ = (l_1785_ - l_1784_);
        double l_1787_ = (l_1785_ - l_1786_);
        double l_1788_ = (l_1784_ - l_1787_);
        double _e3562 = l_mut_1358_;
        double l_1789_ = (_e3562 - l_1786_);
        double l_1790_ = (l_1788_ + l_1789_);
        a_1768_[5] = l_1790_;
        l_mut_1358_ = l_1785_;
        double l_1791_ = a_1768_[3];
        double _e3568 = l_mut_1358_;
        double l_1792_ = (l_1791_ + _e3568);
        double l_1793_ = (l_1792_ - l_1791_);
        double l_1794_ = (l_1792_ - l_1793_);
        double l_1795_ = (l_1791_ - l_1794_);
        double _e3573 = l_mut_1358_;
        double l_1796_ = (_e3573 - l_1793_);
        double l_1797_ = (l_1795_ + l_1796_);
        a_1768_[4] = l_1797_;
        l_mut_1358_ = l_1792_;
        double l_1798_ = a_1768_[2];
        double _e3579 = l_mut_1358_;
        double l_1799_ = (l_1798_ + _e3579);
        double l_1800_ = (l_1799_ - l_1798_);
        double l_1801_ = (l_1799_ - l_1800_);
        double l_1802_ = (l_1798_ - l_1801_);
        double _e3584 = l_mut_1358_;
        double l_1803_ = (_e3584 - l_1800_);
        double l_1804_ = (l_1802_ + l_1803_);
        a_1768_[3] = l_1804_;
        l_mut_1358_ = l_1799_;
        double l_1805_ = a_1768_[1];
        double _e3590 = l_mut_1358_;
        double l_1806_ = (l_1805_ + _e3590);
        double l_1807_ = (l_1806_ - l_1805_);
        double l_1808_ = (l_1806_ - l_1807_);
        double l_1809_ = (l_1805_ - l_1808_);
        double _e3595 = l_mut_1358_;
        double l_1810_ = (_e3595 - l_1807_);
        double l_1811_ = (l_1809_ + l_1810_);
        a_1768_[2] = l_1811_;
        l_mut_1358_ = l_1806_;
        double l_1812_ = a_1768_[0];
        double _e3601 = l_mut_1358_;
        double l_1813_ = (l_1812_ + _e3601);
        double l_1814_ = (l_1813_ - l_1812_);
        double l_1815_ = (l_1813_ - l_1814_);
        double l_1816_ = (l_1812_ - l_1815_);
        double _e3606 = l_mut_1358_;
        double l_1817_ = (_e3606 - l_1814_);
        double l_1818_ = (l_1816_ + l_1817_);
        a_1768_[1] = l_1818_;
        l_mut_1358_ = l_1813_;
        double _e3611 = l_mut_1358_;
        a_1768_[0] = _e3611;
        double l_1819_ = a_1768_[7];
        l_mut_1358_ = l_1819_;
        double l_1820_ = a_1768_[6];
        double _e3616 = l_mut_1358_;
        double l_1821_ = (l_1820_ + _e3616);
        double l_1822_ = (l_1821_ - l_1820_);
        double l_1823_ = (l_1821_ - l_1822_);
        double l_1824_ = (l_1820_ - l_1823_);
        double _e3621 = l_mut_1358_;
        double l_1825_ = (_e3621 - l_1822_);
        double l_1826_ = (l_1824_ + l_1825_);
        a_1768_[7] = l_1826_;
        l_mut_1358_ = l_1821_;
        double l_1827_ = a_1768_[5];
        double _e3627 = l_mut_1358_;
        double l_1828_ = (l_1827_ + _e3627);
        double l_1829_ = (l_1828_ - l_1827_);
        double l_1830_ = (l_1828_ - l_1829_);
        double l_1831_ = (l_1827_ - l_1830_);
        double _e3632 = l_mut_1358_;
        double l_1832_ = (_e3632 - l_1829_);
        double l_1833_ = (l_1831_ + l_1832_);
        a_1768_[6] = l_1833_;
        l_mut_1358_ = l_1828_;
        double l_1834_ = a_1768_[4];
        double _e3638 = l_mut_1358_;
        double l_1835_ = (l_1834_ + _e3638);
        double l_1836_ = (l_1835_ - l_1834_);
        double l_1837_ = (l_1835_ - l_1836_);
        double l_1838_ = (l_1834_ - l_1837_);
        double _e3643 = l_mut_1358_;
        double l_1839_ = (_e3643 - l_1836_);
        double l_1840_ = (l_1838_ + l_1839_);
        a_1768_[5] = l_1840_;
        l_mut_1358_ = l_1835_;
        double l_1841_ = a_1768_[3];
        double _e3649 = l_mut_1358_;
        double l_1842_ = (l_1841_ + _e3649);
        double l_1843_ = (l_1842_ - l_1841_);
        double l_1844_ = (l_1842_ - l_1843_);
        double l_1845_ = (l_1841_ - l_1844_);
        double _e3654 = l_mut_1358_;
        double l_1846_ = (_e3654 - l_1843_);
        double l_1847_ = (l_1845_ + l_1846_);
        a_1768_[4] = l_1847_;
        l_mut_1358_ = l_1842_;
        double l_1848_ = a_1768_[2];
        double _e3660 = l_mut_1358_;
        double l_1849_ = (l_1848_ + _e3660);
        double l_1850_ = (l_1849_ - l_1848_);
        double l_1851_ = (l_1849_ - l_1850_);
        double l_1852_ = (l_1848_ - l_1851_);
        double _e3665 = l_mut_1358_;
        double l_1853_ = (_e3665 - l_1850_);
        double l_1854_ = (l_1852_ + l_1853_);
        a_1768_[3] = l_1854_;
        l_mut_1358_ = l_1849_;
        double l_1855_ = a_1768_[1];
        double _e3671 = l_mut_1358_;
        double l_1856_ = (l_1855_ + _e3671);
        double l_1857_ = (l_1856_ - l_1855_);
        double l_1858_ = (l_1856_ - l_1857_);
        double l_1859_ = (l_1855_ - l_1858_);
        double _e3676 = l_mut_1358_;
        double l_1860_ = (_e3676 - l_1857_);
        double l_1861_ = (l_1859_ + l_1860_);
        a_1768_[2] = l_1861_;
        l_mut_1358_ = l_1856_;
        double l_1862_ = a_1768_[0];
        double _e3682 = l_mut_1358_;
        double l_1863_ = (l_1862_ + _e3682);
        double l_1864_ = (l_1863_ - l_1862_);
        double l_1865_ = (l_1863_ - l_1864_);
        double l_1866_ = (l_1862_ - l_1865_);
        double _e3687 = l_mut_1358_;
        double l_1867_ = (_e3687 - l_1864_);
        double l_1868_ = (l_1866_ + l_1867_);
        a_1768_[1] = l_1868_;
        l_mut_1358_ = l_1863_;
        double _e3692 = l_mut_1358_;
        a_1768_[0] = _e3692;
        l_mut_1358_ = 0.0L;
        l_mut_1357_ = 0.0L;
        l_mut_1356_ = 0.0L;
        l_mut_1355_ = 0.0L;
        double l_1869_ = a_1768_[0];
        l_mut_146_ = l_1869_;
        l_mut_151_ = 0u;
        double l_1870_ = a_1768_[1];
        double _e3702 = l_mut_146_;
        double l_1871_ = (_e3702 + l_1870_);
        double _e3704 = l_mut_146_;
        double l_1872_ = (l_1871_ - _e3704);
        double l_1873_ = (l_1871_ - l_1872_);
        double _e3707 = l_mut_146_;
        double l_1874_ = (_e3707 - l_1873_);
        double l_1875_ = (l_1870_ - l_1872_);
        double l_1876_ = (l_1874_ + l_1875_);
        uint _e3711 = l_mut_151_;
        bool l_1877_ = (_e3711 < 3u);
        bool l_1878_ = (l_1876_ != 0.0L);
        if (l_1877_) {
            local_156 = l_1878_;
        } else {
            local_156 = false;
        }
        bool l_1879_ = local_156;
        uint _e3720 = l_mut_151_;
        bool l_1880_ = (_e3720 == 0u);
        if (l_1879_) {
            local_157 = l_1880_;
        } else {
            local_157 = false;
        }
        bool l_1881_ = local_157;
        double _e3727 = l_mut_1358_;
        double l_1882_ = (l_1881_ ? l_1871_ : _e3727);
        l_mut_1358_ = l_1882_;
        uint _e3729 = l_mut_151_;
        bool l_1883_ = (_e3729 == 1u);
        if (l_1879_) {
            local_158 = l_1883_;
        } else {
            local_158 = false;
        }
        bool l_1884_ = local_158;
        double _e3736 = l_mut_1357_;
        double l_1885_ = (l_1884_ ? l_1871_ : _e3736);
        l_mut_1357_ = l_1885_;
        uint _e3738 = l_mut_151_;
        bool l_1886_ = (_e3738 == 2u);
        if (l_1879_) {
            local_159 = l_1886_;
        } else {
            local_159 = false;
        }
        bool l_1887_ = local_159;
        double _e3745 = l_mut_1356_;
        double l_1888_ = (l_1887_ ? l_1871_ : _e3745);
        l_mut_1356_ = l_1888_;
        double l_1889_ = (l_1879_ ? l_1876_ : l_1871_);
        double _e3748 = l_mut_146_;
        double l_1890_ = (_e3748 + l_1870_);
        double l_1891_ = (l_1877_ ? l_1889_ : l_1890_);
        l_mut_146_ = l_1891_;
        uint l_1892_ = uint(l_1879_);
        uint _e3752 = l_mut_151_;
        l_mut_151_ = (_e3752 + l_1892_);
        double l_1893_ = a_1768_[2];
        double _e3756 = l_mut_146_;
        double l_1894_ = (_e3756 + l_1893_);
        double _e3758 = l_mut_146_;
        double l_1895_ = (l_1894_ - _e3758);
        double l_1896_ = (l_1894_ - l_1895_);
        double _e3761 = l_mut_146_;
        double l_1897_ = (_e3761 - l_1896_);
        double l_1898_ = (l_1893_ - l_1895_);
        double l_1899_ = (l_1897_ + l_1898_);
        uint _e3765 = l_mut_151_;
        bool l_1900_ = (_e3765 < 3u);
        bool l_1901_ = (l_1899_ != 0.0L);
        if (l_1900_) {
            local_160 = l_1901_;
        } else {
            local_160 = false;
        }
        bool l_1902_ = local_160;
        uint _e3774 = l_mut_151_;
        bool l_1903_ = (_e3774 == 0u);
        if (l_1902_) {
            local_161 = l_1903_;
        } else {
            local_161 = false;
        }
        bool l_1904_ = local_161;
        double _e3781 = l_mut_1358_;
        double l_1905_ = (l_1904_ ? l_1894_ : _e3781);
        l_mut_1358_ = l_1905_;
        uint _e3783 = l_mut_151_;
        bool l_1906_ = (_e3783 == 1u);
        if (l_1902_) {
            local_162 = l_1906_;
        } else {
            local_162 = false;
        }
        bool l_1907_ = local_162;
        double _e3790 = l_mut_1357_;
        double l_1908_ = (l_1907_ ? l_1894_ : _e3790);
        l_mut_1357_ = l_1908_;
        uint _e3792 = l_mut_151_;
        bool l_1909_ = (_e3792 == 2u);
        if (l_1902_) {
            local_163 = l_1909_;
        } else {
            local_163 = false;
        }
        bool l_1910_ = local_163;
        double _e3799 = l_mut_1356_;
        double l_1911_ = (l_1910_ ? l_1894_ : _e3799);
        l_mut_1356_ = l_1911_;
        double l_1912_ = (l_1902_ ? l_1899_ : l_1894_);
        double _e3802 = l_mut_146_;
        double l_1913_ = (_e3802 + l_1893_);
        double l_1914_ = (l_1900_ ? l_1912_ : l_1913_);
        l_mut_146_ = l_1914_;
        uint l_1915_ = uint(l_1902_);
        uint _e3806 = l_mut_151_;
        l_mut_151_ = (_e3806 + l_1915_);
        double l_1916_ = a_1768_[3];
        double _e3810 = l_mut_146_;
        double l_1917_ = (_e3810 + l_1916_);
        double _e3812 = l_mut_146_;
        double l_1918_ = (l_1917_ - _e3812);
        double l_1919_ = (l_1917_ - l_1918_);
        double _e3815 = l_mut_146_;
        double l_1920_ = (_e3815 - l_1919_);
        double l_1921_ = (l_1916_ - l_1918_);
        double l_1922_ = (l_1920_ + l_1921_);
        uint _e3819 = l_mut_151_;
        bool l_1923_ = (_e3819 < 3u);
        bool l_1924_ = (l_1922_ != 0.0L);
        if (l_1923_) {
            local_164 = l_1924_;
        } else {
            local_164 = false;
        }
        bool l_1925_ = local_164;
        uint _e3828 = l_mut_151_;
        bool l_1926_ = (_e3828 == 0u);
        if (l_1925_) {
            local_165 = l_1926_;
        } else {
            local_165 = false;
        }
        bool l_1927_ = local_165;
        double _e3835 = l_mut_1358_;
        double l_1928_ = (l_1927_ ? l_1917_ : _e3835);
        l_mut_1358_ = l_1928_;
        uint _e3837 = l_mut_151_;
        bool l_1929_ = (_e3837 == 1u);
        if (l_1925_) {
            local_166 = l_1929_;
        } else {
            local_166 = false;
        }
        bool l_1930_ = local_166;
        double _e3844 = l_mut_1357_;
        double l_1931_ = (l_1930_ ? l_1917_ : _e3844);
        l_mut_1357_ = l_1931_;
        uint _e3846 = l_mut_151_;
        bool l_1932_ = (_e3846 == 2u);
        if (l_1925_) {
            local_167 = l_1932_;
        } else {
            local_167 = false;
        }
        bool l_1933_ = local_167;
        double _e3853 = l_mut_1356_;
        double l_1934_ = (l_1933_ ? l_1917_ : _e3853);
        l_mut_1356_ = l_1934_;
        double l_1935_ = (l_1925_ ? l_1922_ : l_1917_);
        double _e3856 = l_mut_146_;
        double l_1936_ = (_e3856 + l_1916_);
        double l_1937_ = (l_1923_ ? l_1935_ : l_1936_);
        l_mut_146_ = l_1937_;
        uint l_1938_ = uint(l_1925_);
        uint _e3860 = l_mut_151_;
        l_mut_151_ = (_e3860 + l_1938_);
        double l_1939_ = a_1768_[4];
        double _e3864 = l_mut_146_;
        double l_1940_ = (_e3864 + l_1939_);
        double _e3866 = l_mut_146_;
        double l_1941_ = (l_1940_ - _e3866);
        double l_1942_ = (l_1940_ - l_1941_);
        double _e3869 = l_mut_146_;
        double l_1943_ = (_e3869 - l_1942_);
        double l_1944_ = (l_1939_ - l_1941_);
        double l_1945_ = (l_1943_ + l_1944_);
        uint _e3873 = l_mut_151_;
        bool l_1946_ = (_e3873 < 3u);
        bool l_1947_ = (l_1945_ != 0.0L);
        if (l_1946_) {
            local_168 = l_1947_;
        } else {
            local_168 = false;
        }
        bool l_1948_ = local_168;
        uint _e3882 = l_mut_151_;
        bool l_1949_ = (_e3882 == 0u);
        if (l_1948_) {
            local_169 = l_1949_;
        } else {
            local_169 = false;
        }
        bool l_1950_ = local_169;
        double _e3889 = l_mut_1358_;
        double l_1951_ = (l_1950_ ? l_1940_ : _e3889);
        l_mut_1358_ = l_1951_;
        uint _e3891 = l_mut_151_;
        bool l_1952_ = (_e3891 == 1u);
        if (l_1948_) {
            local_170 = l_1952_;
        } else {
            local_170 = false;
        }
        bool l_1953_ = local_170;
        double _e3898 = l_mut_1357_;
        double l_1954_ = (l_1953_ ? l_1940_ : _e3898);
        l_mut_1357_ = l_1954_;
        uint _e3900 = l_mut_151_;
        bool l_1955_ = (_e3900 == 2u);
        if (l_1948_) {
            local_171 = l_1955_;
        } else {
            local_171 = false;
        }
        bool l_1956_ = local_171;
        double _e3907 = l_mut_1356_;
        double l_1957_ = (l_1956_ ? l_1940_ : _e3907);
        l_mut_1356_ = l_1957_;
        double l_1958_ = (l_1948_ ? l_1945_ : l_1940_);
        double _e3910 = l_mut_146_;
        double l_1959_ = (_e3910 + l_1939_);
        double l_1960_ = (l_1946_ ? l_1958_ : l_1959_);
        l_mut_146_ = l_1960_;
        uint l_1961_ = uint(l_1948_);
        uint _e3914 = l_mut_151_;
        l_mut_151_ = (_e3914 + l_1961_);
        double l_1962_ = a_1768_[5];
        double _e3918 = l_mut_146_;
        double l_1963_ = (_e3918 + l_1962_);
        double _e3920 = l_mut_146_;
        double l_1964_ = (l_1963_ - _e3920);
        double l_1965_ = (l_1963_ - l_1964_);
        double _e3923 = l_mut_146_;
        double l_1966_ = (_e3923 - l_1965_);
        double l_1967_ = (l_1962_ - l_1964_);
        double l_1968_ = (l_1966_ + l_1967_);
        uint _e3927 = l_mut_151_;
        bool l_1969_ = (_e3927 < 3u);
        bool l_1970_ = (l_1968_ != 0.0L);
        if (l_1969_) {
            local_172 = l_1970_;
        } else {
            local_172 = false;
        }
        bool l_1971_ = local_172;
        uint _e3936 = l_mut_151_;
        bool l_1972_ = (_e3936 == 0u);
        if (l_1971_) {
            local_173 = l_1972_;
        } else {
            local_173 = false;
        }
        bool l_1973_ = local_173;
        double _e3943 = l_mut_1358_;
        double l_1974_ = (l_1973_ ? l_1963_ : _e3943);
        l_mut_1358_ = l_1974_;
        uint _e3945 = l_mut_151_;
        bool l_1975_ = (_e3945 == 1u);
        if (l_1971_) {
            local_174 = l_1975_;
        } else {
            local_174 = false;
        }
        bool l_1976_ = local_174;
        double _e3952 = l_mut_1357_;
        double l_1977_ = (l_1976_ ? l_1963_ : _e3952);
        l_mut_1357_ = l_1977_;
        uint _e3954 = l_mut_151_;
        bool l_1978_ = (_e3954 == 2u);
        if (l_1971_) {
            local_175 = l_1978_;
        } else {
            local_175 = false;
        }
        bool l_1979_ = local_175;
        double _e3961 = l_mut_1356_;
        double l_1980_ = (l_1979_ ? l_1963_ : _e3961);
        l_mut_1356_ = l_1980_;
        double l_1981_ = (l_1971_ ? l_1968_ : l_1963_);
        double _e3964 = l_mut_146_;
        double l_1982_ = (_e3964 + l_1962_);
        double l_1983_ = (l_1969_ ? l_1981_ : l_1982_);
        l_mut_146_ = l_1983_;
        uint l_1984_ = uint(l_1971_);
        uint _e3968 = l_mut_151_;
        l_mut_151_ = (_e3968 + l_1984_);
        double l_1985_ = a_1768_[6];
        double _e3972 = l_mut_146_;
        double l_1986_ = (_e3972 + l_1985_);
        double _e3974 = l_mut_146_;
        double l_1987_ = (l_1986_ - _e3974);
        double l_1988_ = (l_1986_ - l_1987_);
        double _e3977 = l_mut_146_;
        double l_1989_ = (_e3977 - l_1988_);
        double l_1990_ = (l_1985_ - l_1987_);
        double l_1991_ = (l_1989_ + l_1990_);
        uint _e3981 = l_mut_151_;
        bool l_1992_ = (_e3981 < 3u);
        bool l_1993_ = (l_1991_ != 0.0L);
        if (l_1992_) {
            local_176 = l_1993_;
        } else {
            local_176 = false;
        }
        bool l_1994_ = local_176;
        uint _e3990 = l_mut_151_;
        bool l_1995_ = (_e3990 == 0u);
        if (l_1994_) {
            local_177 = l_1995_;
        } else {
            local_177 = false;
        }
        bool l_1996_ = local_177;
        double _e3997 = l_mut_1358_;
        double l_1997_ = (l_1996_ ? l_1986_ : _e3997);
        l_mut_1358_ = l_1997_;
        uint _e3999 = l_mut_151_;
        bool l_1998_ = (_e3999 == 1u);
        if (l_1994_) {
            local_178 = l_1998_;
        } else {
            local_178 = false;
        }
        bool l_1999_ = local_178;
        double _e4006 = l_mut_1357_;
        double l_2000_ = (l_1999_ ? l_1986_ : _e4006);
        l_mut_1357_ = l_2000_;
        uint _e4008 = l_mut_151_;
        bool l_2001_ = (_e4008 == 2u);
        if (l_1994_) {
            local_179 = l_2001_;
        } else {
            local_179 = false;
        }
        bool l_2002_ = local_179;
        double _e4015 = l_mut_1356_;
        double l_2003_ = (l_2002_ ? l_1986_ : _e4015);
        l_mut_1356_ = l_2003_;
        double l_2004_ = (l_1994_ ? l_1991_ : l_1986_);
        double _e4018 = l_mut_146_;
        double l_2005_ = (_e4018 + l_1985_);
        double l_2006_ = (l_1992_ ? l_2004_ : l_2005_);
        l_mut_146_ = l_2006_;
        uint l_2007_ = uint(l_1994_);
        uint _e4022 = l_mut_151_;
        l_mut_151_ = (_e4022 + l_2007_);
        double l_2008_ = a_1768_[7];
        double _e4026 = l_mut_146_;
        double l_2009_ = (_e4026 + l_2008_);
        double _e4028 = l_mut_146_;
        double l_2010_ = (l_2009_ - _e4028);
        double l_2011_ = (l_2009_ - l_2010_);
        double _e4031 = l_mut_146_;
        double l_2012_ = (_e4031 - l_2011_);
        double l_2013_ = (l_2008_ - l_2010_);
        double l_2014_ = (l_2012_ + l_2013_);
        uint _e4035 = l_mut_151_;
        bool l_2015_ = (_e4035 < 3u);
        bool l_2016_ = (l_2014_ != 0.0L);
        if (l_2015_) {
            local_180 = l_2016_;
        } else {
            local_180 = false;
        }
        bool l_2017_ = local_180;
        uint _e4044 = l_mut_151_;
        bool l_2018_ = (_e4044 == 0u);
        if (l_2017_) {
            local_181 = l_2018_;
        } else {
            local_181 = false;
        }
        bool l_2019_ = local_181;
        double _e4051 = l_mut_1358_;
        double l_2020_ = (l_2019_ ? l_2009_ : _e4051);
        l_mut_1358_ = l_2020_;
        uint _e4053 = l_mut_151_;
        bool l_2021_ = (_e4053 == 1u);
        if (l_2017_) {
            local_182 = l_2021_;
        } else {
            local_182 = false;
        }
        bool l_2022_ = local_182;
        double _e4060 = l_mut_1357_;
        double l_2023_ = (l_2022_ ? l_2009_ : _e4060);
        l_mut_1357_ = l_2023_;
        uint _e4062 = l_mut_151_;
        bool l_2024_ = (_e4062 == 2u);
        if (l_2017_) {
            local_183 = l_2024_;
        } else {
            local_183 = false;
        }
        bool l_2025_ = local_183;
        double _e4069 = l_mut_1356_;
        double l_2026_ = (l_2025_ ? l_2009_ : _e4069);
        l_mut_1356_ = l_2026_;
        double l_2027_ = (l_2017_ ? l_2014_ : l_2009_);
        double _e4072 = l_mut_146_;
        double l_2028_ = (_e4072 + l_2008_);
        double l_2029_ = (l_2015_ ? l_2027_ : l_2028_);
        l_mut_146_ = l_2029_;
        uint l_2030_ = uint(l_2017_);
        uint _e4076 = l_mut_151_;
        l_mut_151_ = (_e4076 + l_2030_);
        uint _e4078 = l_mut_151_;
        bool l_2031_ = (_e4078 == 0u);
        double _e4081 = l_mut_1358_;
        double _e4082 = l_mut_146_;
        double l_2032_ = (l_2031_ ? _e4082 : _e4081);
        l_mut_1358_ = l_2032_;
        uint _e4084 = l_mut_151_;
        bool l_2033_ = (_e4084 == 1u);
        double _e4087 = l_mut_1357_;
        double _e4088 = l_mut_146_;
        double l_2034_ = (l_2033_ ? _e4088 : _e4087);
        l_mut_1357_ = l_2034_;
        uint _e4090 = l_mut_151_;
        bool l_2035_ = (_e4090 == 2u);
        double _e4093 = l_mut_1356_;
        double _e4094 = l_mut_146_;
        double l_2036_ = (l_2035_ ? _e4094 : _e4093);
        l_mut_1356_ = l_2036_;
        uint _e4096 = l_mut_151_;
        bool l_2037_ = (_e4096 == 3u);
        double _e4099 = l_mut_1355_;
        double _e4100 = l_mut_146_;
        double l_2038_ = (l_2037_ ? _e4100 : _e4099);
        l_mut_1355_ = l_2038_;
        double _e4102 = l_mut_1358_;
        double _e4103 = l_mut_1358_;
        double l_2039_ = (_e4102 * _e4103);
        double l_2040_ = -(l_2039_);
        double _e4106 = l_mut_1358_;
        double _e4107 = l_mut_1358_;
        double l_2041_ = mad(_e4106, _e4107, l_2040_);
        double _e4109 = l_mut_1358_;
        double _e4110 = l_mut_1357_;
        double l_2042_ = (_e4109 * _e4110);
        double l_2043_ = -(l_2042_);
        double _e4113 = l_mut_1358_;
        double _e4114 = l_mut_1357_;
        double l_2044_ = mad(_e4113, _e4114, l_2043_);
        double _e4116 = l_mut_1357_;
        double _e4117 = l_mut_1358_;
        double l_2045_ = (_e4116 * _e4117);
        double l_2046_ = -(l_2045_);
        double _e4120 = l_mut_1357_;
        double _e4121 = l_mut_1358_;
        double l_2047_ = mad(_e4120, _e4121, l_2046_);
        double _e4123 = l_mut_1358_;
        double _e4124 = l_mut_1356_;
        double l_2048_ = (_e4123 * _e4124);
        double l_2049_ = -(l_2048_);
        double _e4127 = l_mut_1358_;
        double _e4128 = l_mut_1356_;
        double l_2050_ = mad(_e4127, _e4128, l_2049_);
        double _e4130 = l_mut_1357_;
        double _e4131 = l_mut_1357_;
        double l_2051_ = (_e4130 * _e4131);
        double l_2052_ = -(l_2051_);
        double _e4134 = l_mut_1357_;
        double _e4135 = l_mut_1357_;
        double l_2053_ = mad(_e4134, _e4135, l_2052_);
        double _e4137 = l_mut_1356_;
        double _e4138 = l_mut_1358_;
        double l_2054_ = (_e4137 * _e4138);
        double l_2055_ = -(l_2054_);
        double _e4141 = l_mut_1356_;
        double _e4142 = l_mut_1358_;
        double l_2056_ = mad(_e4141, _e4142, l_2055_);
        double l_2057_ = (l_2042_ + l_2045_);
        double l_2058_ = (l_2057_ - l_2042_);
        double l_2059_ = (l_2057_ - l_2058_);
        double l_2060_ = (l_2042_ - l_2059_);
        double l_2061_ = (l_2045_ - l_2058_);
        double l_2062_ = (l_2060_ + l_2061_);
        double l_2063_ = (l_2041_ + l_2057_);
        double l_2064_ = (l_2063_ - l_2041_);
        double l_2065_ = (l_2063_ - l_2064_);
        double l_2066_ = (l_2041_ - l_2065_);
        double l_2067_ = (l_2057_ - l_2064_);
        double l_2068_ = (l_2066_ + l_2067_);
        double l_2069_ = (l_2062_ + l_2068_);
        double l_2070_ = (l_2069_ - l_2062_);
        double l_2071_ = (l_2069_ - l_2070_);
        double l_2072_ = (l_2062_ - l_2071_);
        double l_2073_ = (l_2068_ - l_2070_);
        double l_2074_ = (l_2072_ + l_2073_);
        double l_2075_ = (l_2069_ + l_2044_);
        double l_2076_ = (l_2075_ - l_2069_);
        double l_2077_ = (l_2075_ - l_2076_);
        double l_2078_ = (l_2069_ - l_2077_);
        double l_2079_ = (l_2044_ - l_2076_);
        double l_2080_ = (l_2078_ + l_2079_);
        double l_2081_ = (l_2047_ + l_2075_);
        double l_2082_ = (l_2081_ - l_2047_);
        double l_2083_ = (l_2081_ - l_2082_);
        double l_2084_ = (l_2047_ - l_2083_);
        double l_2085_ = (l_2075_ - l_2082_);
        double l_2086_ = (l_2084_ + l_2085_);
        double l_2087_ = (l_2080_ + l_2086_);
        double l_2088_ = (l_2087_ - l_2080_);
        double l_2089_ = (l_2087_ - l_2088_);
        double l_2090_ = (l_2080_ - l_2089_);
        double l_2091_ = (l_2086_ - l_2088_);
        double l_2092_ = (l_2090_ + l_2091_);
        double l_2093_ = (l_2048_ + l_2051_);
        double l_2094_ = (l_2093_ - l_2048_);
        double l_2095_ = (l_2093_ - l_2094_);
        double l_2096_ = (l_2048_ - l_2095_);
        double l_2097_ = (l_2051_ - l_2094_);
        double l_2098_ = (l_2096_ + l_2097_);
        double l_2099_ = (l_2054_ + l_2093_);
        double l_2100_ = (l_2099_ - l_2054_);
        double l_2101_ = (l_2099_ - l_2100_);
        double l_2102_ = (l_2054_ - l_2101_);
        double l_2103_ = (l_2093_ - l_2100_);
        double l_2104_ = (l_2102_ + l_2103_);
        double l_2105_ = (l_2098_ + l_2104_);
        double l_2106_ = (l_2105_ - l_2098_);
        double l_2107_ = (l_2105_ - l_2106_);
        double l_2108_ = (l_2098_ - l_2107_);
        double l_2109_ = (l_2104_ - l_2106_);
        double l_2110_ = (l_2108_ + l_2109_);
        double l_2111_ = (l_2081_ + l_2099_);
        double l_2112_ = (l_2111_ - l_2081_);
        double l_2113_ = (l_2111_ - l_2112_);
        double l_2114_ = (l_2081_ - l_2113_);
        double l_2115_ = (l_2099_ - l_2112_);
        double l_2116_ = (l_2114_ + l_2115_);
        double l_2117_ = (l_2087_ + l_2105_);
        double l_2118_ = (l_2117_ - l_2087_);
        double l_2119_ = (l_2117_ - l_2118_);
        double l_2120_ = (l_2087_ - l_2119_);
        double l_2121_ = (l_2105_ - l_2118_);
        double l_2122_ = (l_2120_ + l_2121_);
        double l_2123_ = (l_2117_ + l_2116_);
        double l_2124_ = (l_2123_ - l_2117_);
        double l_2125_ = (l_2123_ - l_2124_);
        double l_2126_ = (l_2117_ - l_2125_);
        double l_2127_ = (l_2116_ - l_2124_);
        double l_2128_ = (l_2126_ + l_2127_);
        double l_2129_ = (l_2092_ + l_2110_);
        double l_2130_ = (l_2128_ + l_2122_);
        double l_2131_ = (l_2129_ + l_2130_);
        double _e4219 = l_mut_1358_;
        double _e4220 = l_mut_1355_;
        double l_2132_ = (_e4219 * _e4220);
        double _e4222 = l_mut_1357_;
        double _e4223 = l_mut_1356_;
        double l_2133_ = (_e4222 * _e4223);
        double l_2134_ = (l_2132_ + l_2133_);
        double _e4226 = l_mut_1356_;
        double _e4227 = l_mut_1357_;
        double l_2135_ = (_e4226 * _e4227);
        double _e4229 = l_mut_1355_;
        double _e4230 = l_mut_1358_;
        double l_2136_ = (_e4229 * _e4230);
        double l_2137_ = (l_2135_ + l_2136_);
        double l_2138_ = (l_2134_ + l_2137_);
        double l_2139_ = (l_2074_ + l_2050_);
        double l_2140_ = (l_2053_ + l_2056_);
        double l_2141_ = (l_2139_ + l_2140_);
        double l_2142_ = (l_2138_ + l_2141_);
        double l_2143_ = (l_2123_ + l_2142_);
        double l_2144_ = (l_2143_ + l_2131_);
        double l_2145_ = (l_2144_ - l_2143_);
        double l_2146_ = (l_2131_ - l_2145_);
        double l_2147_ = (l_2111_ + l_2144_);
        double l_2148_ = (l_2147_ - l_2111_);
        double l_2149_ = (l_2144_ - l_2148_);
        double l_2150_ = (l_2063_ + l_2147_);
        double l_2151_ = (l_2150_ - l_2063_);
        double l_2152_ = (l_2147_ - l_2151_);
        double l_2153_ = (l_2039_ + l_2150_);
        double l_2154_ = (l_2153_ - l_2039_);
        double l_2155_ = (l_2150_ - l_2154_);
        l_mut_356_ = 0.0L;
        l_mut_355_ = 0.0L;
        l_mut_354_ = 0.0L;
        l_mut_353_ = 0.0L;
        l_mut_150_ = l_2153_;
        l_mut_151_ = 0u;
        double _e4256 = l_mut_150_;
        double l_2156_ = (_e4256 + l_2155_);
        double _e4258 = l_mut_150_;
        double l_2157_ = (l_2156_ - _e4258);
        double l_2158_ = (l_2155_ - l_2157_);
        uint _e4261 = l_mut_151_;
        bool l_2159_ = (_e4261 < 3u);
        bool l_2160_ = (l_2158_ != 0.0L);
        if (l_2159_) {
            local_184 = l_2160_;
        } else {
            local_184 = false;
        }
        bool l_2161_ = local_184;
        uint _e4270 = l_mut_151_;
        bool l_2162_ = (_e4270 == 0u);
        if (l_2161_) {
            local_185 = l_2162_;
        } else {
            local_185 = false;
        }
        bool l_2163_ = local_185;
        double _e4277 = l_mut_356_;
        double l_2164_ = (l_2163_ ? l_2156_ : _e4277);
        l_mut_356_ = l_2164_;
        uint _e4279 = l_mut_151_;
        bool l_2165_ = (_e4279 == 1u);
        if (l_2161_) {
            local_186 = l_2165_;
        } else {
            local_186 = false;
        }
        bool l_2166_ = local_186;
        double _e4286 = l_mut_355_;
        double l_2167_ = (l_2166_ ? l_2156_ : _e4286);
        l_mut_355_ = l_2167_;
        uint _e4288 = l_mut_151_;
        bool l_2168_ = (_e4288 == 2u);
        if (l_2161_) {
            local_187 = l_2168_;
        } else {
            local_187 = false;
        }
        bool l_2169_ = local_187;
        double _e4295 = l_mut_354_;
        double l_2170_ = (l_2169_ ? l_2156_ : _e4295);
        l_mut_354_ = l_2170_;
        double l_2171_ = (l_2161_ ? l_2158_ : l_2156_);
        double _e4298 = l_mut_150_;
        double l_2172_ = (_e4298 + l_2155_);
        double l_2173_ = (l_2159_ ? l_2171_ : l_2172_);
        l_mut_150_ = l_2173_;
        uint l_2174_ = uint(l_2161_);
        uint _e4302 = l_mut_151_;
        l_mut_151_ = (_e4302 + l_2174_);
        double _e4304 = l_mut_150_;
        double l_2175_ = (_e4304 + l_2152_);
        double _e4306 = l_mut_150_;
        double l_2176_ = (l_2175_ - _e4306);
        double l_2177_ = (l_2152_ - l_2176_);
        uint _e4309 = l_mut_151_;
        bool l_2178_ = (_e4309 < 3u);
        bool l_2179_ = (l_2177_ != 0.0L);
        if (l_2178_) {
            local_188 = l_2179_;
        } else {
            local_188 = false;
        }
        bool l_2180_ = local_188;
        uint _e4318 = l_mut_151_;
        bool l_2181_ = (_e4318 == 0u);
        if (l_2180_) {
            local_189 = l_2181_;
        } else {
            local_189 = false;
        }
        bool l_2182_ = local_189;
        double _e4325 = l_mut_356_;
        double l_2183_ = (l_2182_ ? l_2175_ : _e4325);
        l_mut_356_ = l_2183_;
        uint _e4327 = l_mut_151_;
        bool l_2184_ = (_e4327 == 1u);
        if (l_2180_) {
            local_190 = l_2184_;
        } else {
            local_190 = false;
        }
        bool l_2185_ = local_190;
        double _e4334 = l_mut_355_;
        double l_2186_ = (l_2185_ ? l_2175_ : _e4334);
        l_mut_355_ = l_2186_;
        uint _e4336 = l_mut_151_;
        bool l_2187_ = (_e4336 == 2u);
        if (l_2180_) {
            local_191 = l_2187_;
        } else {
            local_191 = false;
        }
        bool l_2188_ = local_191;
        double _e4343 = l_mut_354_;
        double l_2189_ = (l_2188_ ? l_2175_ : _e4343);
        l_mut_354_ = l_2189_;
        double l_2190_ = (l_2180_ ? l_2177_ : l_2175_);
        double _e4346 = l_mut_150_;
        double l_2191_ = (_e4346 + l_2152_);
        double l_2192_ = (l_2178_ ? l_2190_ : l_2191_);
        l_mut_150_ = l_2192_;
        uint l_2193_ = uint(l_2180_);
        uint _e4350 = l_mut_151_;
        l_mut_151_ = (_e4350 + l_2193_);
        double _e4352 = l_mut_150_;
        double l_2194_ = (_e4352 + l_2149_);
        double _e4354 = l_mut_150_;
        double l_2195_ = (l_2194_ - _e4354);
        double l_2196_ = (l_2149_ - l_2195_);
        uint _e4357 = l_mut_151_;
        bool l_2197_ = (_e4357 < 3u);
        bool l_2198_ = (l_2196_ != 0.0L);
        if (l_2197_) {
            local_192 = l_2198_;
        } else {
            local_192 = false;
        }
        bool l_2199_ = local_192;
        uint _e4366 = l_mut_151_;
        bool l_2200_ = (_e4366 == 0u);
        if (l_2199_) {
            local_193 = l_2200_;
        } else {
            local_193 = false;
        }
        bool l_2201_ = local_193;
        double _e4373 = l_mut_356_;
        double l_2202_ = (l_2201_ ? l_2194_ : _e4373);
        l_mut_356_ = l_2202_;
        uint _e4375 = l_mut_151_;
        bool l_2203_ = (_e4375 == 1u);
        if (l_2199_) {
            local_194 = l_2203_;
        } else {
            local_194 = false;
        }
        bool l_2204_ = local_194;
        double _e4382 = l_mut_355_;
        double l_2205_ = (l_2204_ ? l_2194_ : _e4382);
        l_mut_355_ = l_2205_;
        uint _e4384 = l_mut_151_;
        bool l_2206_ = (_e4384 == 2u);
        if (l_2199_) {
            local_195 = l_2206_;
        } else {
            local_195 = false;
        }
        bool l_2207_ = local_195;
        double _e4391 = l_mut_354_;
        double l_2208_ = (l_2207_ ? l_2194_ : _e4391);
        l_mut_354_ = l_2208_;
        double l_2209_ = (l_2199_ ? l_2196_ : l_2194_);
        double _e4394 = l_mut_150_;
        double l_2210_ = (_e4394 + l_2149_);
        double l_2211_ = (l_2197_ ? l_2209_ : l_2210_);
        l_mut_150_ = l_2211_;
        uint l_2212_ = uint(l_2199_);
        uint _e4398 = l_mut_151_;
        l_mut_151_ = (_e4398 + l_2212_);
        double _e4400 = l_mut_150_;
        double l_2213_ = (_e4400 + l_2146_);
        double _e4402 = l_mut_150_;
        double l_2214_ = (l_2213_ - _e4402);
        double l_2215_ = (l_2146_ - l_2214_);
        uint _e4405 = l_mut_151_;
        bool l_2216_ = (_e4405 < 3u);
        bool l_2217_ = (l_2215_ != 0.0L);
        if (l_2216_) {
            local_196 = l_2217_;
        } else {
            local_196 = false;
        }
        bool l_2218_ = local_196;
        uint _e4414 = l_mut_151_;
        bool l_2219_ = (_e4414 == 0u);
        if (l_2218_) {
            local_197 = l_2219_;
        } else {
            local_197 = false;
        }
        bool l_2220_ = local_197;
        double _e4421 = l_mut_356_;
        double l_2221_ = (l_2220_ ? l_2213_ : _e4421);
        l_mut_356_ = l_2221_;
        uint _e4423 = l_mut_151_;
        bool l_2222_ = (_e4423 == 1u);
        if (l_2218_) {
            local_198 = l_2222_;
        } else {
            local_198 = false;
        }
        bool l_2223_ = local_198;
        double _e4430 = l_mut_355_;
        double l_2224_ = (l_2223_ ? l_2213_ : _e4430);
        l_mut_355_ = l_2224_;
        uint _e4432 = l_mut_151_;
        bool l_2225_ = (_e4432 == 2u);
        if (l_2218_) {
            local_199 = l_2225_;
        } else {
            local_199 = false;
        }
        bool l_2226_ = local_199;
        double _e4439 = l_mut_354_;
        double l_2227_ = (l_2226_ ? l_2213_ : _e4439);
        l_mut_354_ = l_2227_;
        double l_2228_ = (l_2218_ ? l_2215_ : l_2213_);
        double _e4442 = l_mut_150_;
        double l_2229_ = (_e4442 + l_2146_);
        double l_2230_ = (l_2216_ ? l_2228_ : l_2229_);
        l_mut_150_ = l_2230_;
        uint l_2231_ = uint(l_2218_);
        uint _e4446 = l_mut_151_;
        l_mut_151_ = (_e4446 + l_2231_);
        uint _e4448 = l_mut_151_;
        bool l_2232_ = (_e4448 == 0u);
        double _e4451 = l_mut_356_;
        double _e4452 = l_mut_150_;
        double l_2233_ = (l_2232_ ? _e4452 : _e4451);
        l_mut_356_ = l_2233_;
        uint _e4454 = l_mut_151_;
        bool l_2234_ = (_e4454 == 1u);
        double _e4457 = l_mut_355_;
        double _e4458 = l_mut_150_;
        double l_2235_ = (l_2234_ ? _e4458 : _e4457);
        l_mut_355_ = l_2235_;
        uint _e4460 = l_mut_151_;
        bool l_2236_ = (_e4460 == 2u);
        double _e4463 = l_mut_354_;
        double _e4464 = l_mut_150_;
        double l_2237_ = (l_2236_ ? _e4464 : _e4463);
        l_mut_354_ = l_2237_;
        uint _e4466 = l_mut_151_;
        bool l_2238_ = (_e4466 == 3u);
        double _e4469 = l_mut_353_;
        double _e4470 = l_mut_150_;
        double l_2239_ = (l_2238_ ? _e4470 : _e4469);
        l_mut_353_ = l_2239_;
        double _e4472 = l_mut_356_;
        double l_2240_ = (l_23_ * _e4472);
        double l_2241_ = -(l_2240_);
        double _e4475 = l_mut_356_;
        double l_2242_ = mad(l_23_, _e4475, l_2241_);
        double _e4477 = l_mut_355_;
        double l_2243_ = (l_23_ * _e4477);
        double l_2244_ = -(l_2243_);
        double _e4480 = l_mut_355_;
        double l_2245_ = mad(l_23_, _e4480, l_2244_);
        double _e4482 = l_mut_356_;
        double l_2246_ = (l_24_ * _e4482);
        double l_2247_ = -(l_2246_);
        double _e4485 = l_mut_356_;
        double l_2248_ = mad(l_24_, _e4485, l_2247_);
        double _e4487 = l_mut_354_;
        double l_2249_ = (l_23_ * _e4487);
        double l_2250_ = -(l_2249_);
        double _e4490 = l_mut_354_;
        double l_2251_ = mad(l_23_, _e4490, l_2250_);
        double _e4492 = l_mut_355_;
        double l_2252_ = (l_24_ * _e4492);
        double l_2253_ = -(l_2252_);
        double _e4495 = l_mut_355_;
        double l_2254_ = mad(l_24_, _e4495, l_2253_);
        double _e4497 = l_mut_356_;
        double l_2255_ = (l_25_ * _e4497);
        double l_2256_ = -(l_2255_);
        double _e4500 = l_mut_356_;
        double l_2257_ = mad(l_25_, _e4500, l_2256_);
        double l_2258_ = (l_2243_ + l_2246_);
        double l_2259_ = (l_2258_ - l_2243_);
        double l_2260_ = (l_2258_ - l_2259_);
        double l_2261_ = (l_2243_ - l_2260_);
        double l_2262_ = (l_2246_ - l_2259_);
        double l_2263_ = (l_2261_ + l_2262_);
        double l_2264_ = (l_2242_ + l_2258_);
        double l_2265_ = (l_2264_ - l_2242_);
        double l_2266_ = (l_2264_ - l_2265_);
        double l_2267_ = (l_2242_ - l_2266_);
        double l_2268_ = (l_2258_ - l_2265_);
        double l_2269_ = (l_2267_ + l_2268_);
        double l_2270_ = (l_2263_ + l_2269_);
        double l_2271_ = (l_2270_ - l_2263_);
        double l_2272_ = (l_2270_ - l_2271_);
        double l_2273_ = (l_2263_ - l_2272_);
        double l_2274_ = (l_2269_ - l_2271_);
        double l_2275_ = (l_2273_ + l_2274_);
        double l_2276_ = (l_2270_ + l_2245_);
        double l_2277_ = (l_2276_ - l_2270_);
        double l_2278_ = (l_2276_ - l_2277_);
        double l_2279_ = (l_2270_ - l_2278_);
        double l_2280_ = (l_2245_ - l_2277_);
        double l_2281_ = (l_2279_ + l_2280_);
        double l_2282_ = (l_2248_ + l_2276_);
        double l_2283_ = (l_2282_ - l_2248_);
        double l_2284_ = (l_2282_ - l_2283_);
        double l_2285_ = (l_2248_ - l_2284_);
        double l_2286_ = (l_2276_ - l_2283_);
        double l_2287_ = (l_2285_ + l_2286_);
        double l_2288_ = (l_2281_ + l_2287_);
        double l_2289_ = (l_2288_ - l_2281_);
        double l_2290_ = (l_2288_ - l_2289_);
        double l_2291_ = (l_2281_ - l_2290_);
        double l_2292_ = (l_2287_ - l_2289_);
        double l_2293_ = (l_2291_ + l_2292_);
        double l_2294_ = (l_2249_ + l_2252_);
        double l_2295_ = (l_2294_ - l_2249_);
        double l_2296_ = (l_2294_ - l_2295_);
        double l_2297_ = (l_2249_ - l_2296_);
        double l_2298_ = (l_2252_ - l_2295_);
        double l_2299_ = (l_2297_ + l_2298_);
        double l_2300_ = (l_2255_ + l_2294_);
        double l_2301_ = (l_2300_ - l_2255_);
        double l_2302_ = (l_2300_ - l_2301_);
        double l_2303_ = (l_2255_ - l_2302_);
        double l_2304_ = (l_2294_ - l_2301_);
        double l_2305_ = (l_2303_ + l_2304_);
        double l_2306_ = (l_2299_ + l_2305_);
        double l_2307_ = (l_2306_ - l_2299_);
        double l_2308_ = (l_2306_ - l_2307_);
        double l_2309_ = (l_2299_ - l_2308_);
        double l_2310_ = (l_2305_ - l_2307_);
        double l_2311_ = (l_2309_ + l_2310_);
        double l_2312_ = (l_2282_ + l_2300_);
        double l_2313_ = (l_2312_ - l_2282_);
        double l_2314_ = (l_2312_ - l_2313_);
        double l_2315_ = (l_2282_ - l_2314_);
        double l_2316_ = (l_2300_ - l_2313_);
        double l_2317_ = (l_2315_ + l_2316_);
        double l_2318_ = (l_2288_ + l_2306_);
        double l_2319_ = (l_2318_ - l_2288_);
        double l_2320_ = (l_2318_ - l_2319_);
        double l_2321_ = (l_2288_ - l_2320_);
        double l_2322_ = (l_2306_ - l_2319_);
        double l_2323_ = (l_2321_ + l_2322_);
        double l_2324_ = (l_2318_ + l_2317_);
        double l_2325_ = (l_2324_ - l_2318_);
        double l_2326_ = (l_2324_ - l_2325_);
        double l_2327_ = (l_2318_ - l_2326_);
        double l_2328_ = (l_2317_ - l_2325_);
        double l_2329_ = (l_2327_ + l_2328_);
        double l_2330_ = (l_2293_ + l_2311_);
        double l_2331_ = (l_2329_ + l_2323_);
        double l_2332_ = (l_2330_ + l_2331_);
        double _e4577 = l_mut_353_;
        double l_2333_ = (l_23_ * _e4577);
        double _e4579 = l_mut_354_;
        double l_2334_ = (l_24_ * _e4579);
        double l_2335_ = (l_2333_ + l_2334_);
        double _e4582 = l_mut_355_;
        double l_2336_ = (l_25_ * _e4582);
        double _e4584 = l_mut_356_;
        double l_2337_ = (l_26_ * _e4584);
        double l_2338_ = (l_2336_ + l_2337_);
        double l_2339_ = (l_2335_ + l_2338_);
        double l_2340_ = (l_2275_ + l_2251_);
        double l_2341_ = (l_2254_ + l_2257_);
        double l_2342_ = (l_2340_ + l_2341_);
        double l_2343_ = (l_2339_ + l_2342_);
        double l_2344_ = (l_2324_ + l_2343_);
        double l_2345_ = (l_2344_ + l_2332_);
        double l_2346_ = (l_2345_ - l_2344_);
        double l_2347_ = (l_2332_ - l_2346_);
        double l_2348_ = (l_2312_ + l_2345_);
        double l_2349_ = (l_2348_ - l_2312_);
        double l_2350_ = (l_2345_ - l_2349_);
        double l_2351_ = (l_2264_ + l_2348_);
        double l_2352_ = (l_2351_ - l_2264_);
        double l_2353_ = (l_2348_ - l_2352_);
        double l_2354_ = (l_2240_ + l_2351_);
        double l_2355_ = (l_2354_ - l_2240_);
        double l_2356_ = (l_2351_ - l_2355_);
        l_mut_150_ = 0.0L;
        l_mut_149_ = 0.0L;
        l_mut_148_ = 0.0L;
        l_mut_147_ = 0.0L;
        l_mut_146_ = l_2354_;
        l_mut_151_ = 0u;
        double _e4610 = l_mut_146_;
        double l_2357_ = (_e4610 + l_2356_);
        double _e4612 = l_mut_146_;
        double l_2358_ = (l_2357_ - _e4612);
        double l_2359_ = (l_2356_ - l_2358_);
        uint _e4615 = l_mut_151_;
        bool l_2360_ = (_e4615 < 3u);
        bool l_2361_ = (l_2359_ != 0.0L);
        if (l_2360_) {
            local_200 = l_2361_;
        } else {
            local_200 = false;
        }
        bool l_2362_ = local_200;
        uint _e4624 = l_mut_151_;
        bool l_2363_ = (_e4624 == 0u);
        if (l_2362_) {
            local_201 = l_2363_;
        } else {
            local_201 = false;
        }
        bool l_2364_ = local_201;
        double _e4631 = l_mut_150_;
        double l_2365_ = (l_2364_ ? l_2357_ : _e4631);
        l_mut_150_ = l_2365_;
        uint _e4633 = l_mut_151_;
        bool l_2366_ = (_e4633 == 1u);
        if (l_2362_) {
            local_202 = l_2366_;
        } else {
            local_202 = false;
        }
        bool l_2367_ = local_202;
        double _e4640 = l_mut_149_;
        double l_2368_ = (l_2367_ ? l_2357_ : _e4640);
        l_mut_149_ = l_2368_;
        uint _e4642 = l_mut_151_;
        bool l_2369_ = (_e4642 == 2u);
        if (l_2362_) {
            local_203 = l_2369_;
        } else {
            local_203 = false;
        }
        bool l_2370_ = local_203;
        double _e4649 = l_mut_148_;
        double l_2371_ = (l_2370_ ? l_2357_ : _e4649);
        l_mut_148_ = l_2371_;
        double l_2372_ = (l_2362_ ? l_2359_ : l_2357_);
        double _e4652 = l_mut_146_;
        double l_2373_ = (_e4652 + l_2356_);
        double l_2374_ = (l_2360_ ? l_2372_ : l_2373_);
        l_mut_146_ = l_2374_;
        uint l_2375_ = uint(l_2362_);
        uint _e4656 = l_mut_151_;
        l_mut_151_ = (_e4656 + l_2375_);
        double _e4658 = l_mut_146_;
        double l_2376_ = (_e4658 + l_2353_);
        double _e4660 = l_mut_146_;
        double l_2377_ = (l_2376_ - _e4660);
        double l_2378_ = (l_2353_ - l_2377_);
        uint _e4663 = l_mut_151_;
        bool l_2379_ = (_e4663 < 3u);
        bool l_2380_ = (l_2378_ != 0.0L);
        if (l_2379_) {
            local_204 = l_2380_;
        } else {
            local_204 = false;
        }
        bool l_2381_ = local_204;
        uint _e4672 = l_mut_151_;
        bool l_2382_ = (_e4672 == 0u);
        if (l_2381_) {
            local_205 = l_2382_;
        } else {
            local_205 = false;
        }
        bool l_2383_ = local_205;
        double _e4679 = l_mut_150_;
        double l_2384_ = (l_2383_ ? l_2376_ : _e4679);
        l_mut_150_ = l_2384_;
        uint _e4681 = l_mut_151_;
        bool l_2385_ = (_e4681 == 1u);
        if (l_2381_) {
            local_206 = l_2385_;
        } else {
            local_206 = false;
        }
        bool l_2386_ = local_206;
        double _e4688 = l_mut_149_;
        double l_2387_ = (l_2386_ ? l_2376_ : _e4688);
        l_mut_149_ = l_2387_;
        uint _e4690 = l_mut_151_;
        bool l_2388_ = (_e4690 == 2u);
        if (l_2381_) {
            local_207 = l_2388_;
        } else {
            local_207 = false;
        }
        bool l_2389_ = local_207;
        double _e4697 = l_mut_148_;
        double l_2390_ = (l_2389_ ? l_2376_ : _e4697);
        l_mut_148_ = l_2390_;
        double l_2391_ = (l_2381_ ? l_2378_ : l_2376_);
        double _e4700 = l_mut_146_;
        double l_2392_ = (_e4700 + l_2353_);
        double l_2393_ = (l_2379_ ? l_2391_ : l_2392_);
        l_mut_146_ = l_2393_;
        uint l_2394_ = uint(l_2381_);
        uint _e4704 = l_mut_151_;
        l_mut_151_ = (_e4704 + l_2394_);
        double _e4706 = l_mut_146_;
        double l_2395_ = (_e4706 + l_2350_);
        double _e4708 = l_mut_146_;
        double l_2396_ = (l_2395_ - _e4708);
        double l_2397_ = (l_2350_ - l_2396_);
        uint _e4711 = l_mut_151_;
        bool l_2398_ = (_e4711 < 3u);
        bool l_2399_ = (l_2397_ != 0.0L);
        if (l_2398_) {
            local_208 = l_2399_;
        } else {
            local_208 = false;
        }
        bool l_2400_ = local_208;
        uint _e4720 = l_mut_151_;
        bool l_2401_ = (_e4720 == 0u);
        if (l_2400_) {
            local_209 = l_2401_;
        } else {
            local_209 = false;
        }
        bool l_2402_ = local_209;
        double _e4727 = l_mut_150_;
        double l_2403_ = (l_2402_ ? l_2395_ : _e4727);
        l_mut_150_ = l_2403_;
        uint _e4729 = l_mut_151_;
        bool l_2404_ = (_e4729 == 1u);
        if (l_2400_) {
            local_210 = l_2404_;
        } else {
            local_210 = false;
        }
        bool l_2405_ = local_210;
        double _e4736 = l_mut_149_;
        double l_2406_ = (l_2405_ ? l_2395_ : _e4736);
        l_mut_149_ = l_2406_;
        uint _e4738 = l_mut_151_;
        bool l_2407_ = (_e4738 == 2u);
        if (l_2400_) {
            local_211 = l_2407_;
        } else {
            local_211 = false;
        }
        bool l_2408_ = local_211;
        double _e4745 = l_mut_148_;
        double l_2409_ = (l_2408_ ? l_2395_ : _e4745);
        l_mut_148_ = l_2409_;
        double l_2410_ = (l_2400_ ? l_2397_ : l_2395_);
        double _e4748 = l_mut_146_;
        double l_2411_ = (_e4748 + l_2350_);
        double l_2412_ = (l_2398_ ? l_2410_ : l_2411_);
        l_mut_146_ = l_2412_;
        uint l_2413_ = uint(l_2400_);
        uint _e4752 = l_mut_151_;
        l_mut_151_ = (_e4752 + l_2413_);
        double _e4754 = l_mut_146_;
        double l_2414_ = (_e4754 + l_2347_);
        double _e4756 = l_mut_146_;
        double l_2415_ = (l_2414_ - _e4756);
        double l_2416_ = (l_2347_ - l_2415_);
        uint _e4759 = l_mut_151_;
        bool l_2417_ = (_e4759 < 3u);
        bool l_2418_ = (l_2416_ != 0.0L);
        if (l_2417_) {
            local_212 = l_2418_;
        } else {
            local_212 = false;
        }
        bool l_2419_ = local_212;
        uint _e4768 = l_mut_151_;
        bool l_2420_ = (_e4768 == 0u);
        if (l_2419_) {
            local_213 = l_2420_;
        } else {
            local_213 = false;
        }
        bool l_2421_ = local_213;
        double _e4775 = l_mut_150_;
        double l_2422_ = (l_2421_ ? l_2414_ : _e4775);
        l_mut_150_ = l_2422_;
        uint _e4777 = l_mut_151_;
        bool l_2423_ = (_e4777 == 1u);
        if (l_2419_) {
            local_214 = l_2423_;
        } else {
            local_214 = false;
        }
        bool l_2424_ = local_214;
        double _e4784 = l_mut_149_;
        double l_2425_ = (l_2424_ ? l_2414_ : _e4784);
        l_mut_149_ = l_2425_;
        uint _e4786 = l_mut_151_;
        bool l_2426_ = (_e4786 == 2u);
        if (l_2419_) {
            local_215 = l_2426_;
        } else {
            local_215 = false;
        }
        bool l_2427_ = local_215;
        double _e4793 = l_mut_148_;
        double l_2428_ = (l_2427_ ? l_2414_ : _e4793);
        l_mut_148_ = l_2428_;
        double l_2429_ = (l_2419_ ? l_2416_ : l_2414_);
        double _e4796 = l_mut_146_;
        double l_2430_ = (_e4796 + l_2347_);
        double l_2431_ = (l_2417_ ? l_2429_ : l_2430_);
        l_mut_146_ = l_2431_;
        uint l_2432_ = uint(l_2419_);
        uint _e4800 = l_mut_151_;
        l_mut_151_ = (_e4800 + l_2432_);
        uint _e4802 = l_mut_151_;
        bool l_2433_ = (_e4802 == 0u);
        double _e4805 = l_mut_150_;
        double _e4806 = l_mut_146_;
        double l_2434_ = (l_2433_ ? _e4806 : _e4805);
        l_mut_150_ = l_2434_;
        uint _e4808 = l_mut_151_;
        bool l_2435_ = (_e4808 == 1u);
        double _e4811 = l_mut_149_;
        double _e4812 = l_mut_146_;
        double l_2436_ = (l_2435_ ? _e4812 : _e4811);
        l_mut_149_ = l_2436_;
        uint _e4814 = l_mut_151_;
        bool l_2437_ = (_e4814 == 2u);
        double _e4817 = l_mut_148_;
        double _e4818 = l_mut_146_;
        double l_2438_ = (l_2437_ ? _e4818 : _e4817);
        l_mut_148_ = l_2438_;
        uint _e4820 = l_mut_151_;
        bool l_2439_ = (_e4820 == 3u);
        double _e4823 = l_mut_147_;
        double _e4824 = l_mut_146_;
        double l_2440_ = (l_2439_ ? _e4824 : _e4823);
        l_mut_147_ = l_2440_;
        double _e4826 = l_mut_150_;
        double l_2441_ = -(_e4826);
        double _e4828 = l_mut_149_;
        double l_2442_ = -(_e4828);
        double _e4830 = l_mut_148_;
        double l_2443_ = -(_e4830);
        double _e4832 = l_mut_147_;
        double l_2444_ = -(_e4832);
        double l_2445_ = (l_2441_ + 0.5L);
        double l_2446_ = (l_2445_ - l_2441_);
        double l_2447_ = (l_2445_ - l_2446_);
        double l_2448_ = (l_2441_ - l_2447_);
        double l_2449_ = (0.5L - l_2446_);
        double l_2450_ = (l_2448_ + l_2449_);
        double l_2451_ = (l_2442_ + l_2450_);
        double l_2452_ = (l_2451_ - l_2442_);
        double l_2453_ = (l_2451_ - l_2452_);
        double l_2454_ = (l_2442_ - l_2453_);
        double l_2455_ = (l_2450_ - l_2452_);
        double l_2456_ = (l_2454_ + l_2455_);
        double l_2457_ = (l_2443_ + l_2456_);
        double l_2458_ = (l_2457_ - l_2443_);
        double l_2459_ = (l_2457_ - l_2458_);
        double l_2460_ = (l_2443_ - l_2459_);
        double l_2461_ = (l_2456_ - l_2458_);
        double l_2462_ = (l_2460_ + l_2461_);
        double l_2463_ = (l_2444_ + l_2462_);
        double l_2464_ = (l_2463_ - l_2444_);
        double l_2465_ = (l_2463_ - l_2464_);
        double l_2466_ = (l_2444_ - l_2465_);
        double l_2467_ = (l_2462_ - l_2464_);
        double l_2468_ = (l_2466_ + l_2467_);
        double l_2469_ = (l_2463_ + l_2468_);
        double l_2470_ = (l_2469_ - l_2463_);
        double l_2471_ = (l_2468_ - l_2470_);
        double l_2472_ = (l_2457_ + l_2469_);
        double l_2473_ = (l_2472_ - l_2457_);
        double l_2474_ = (l_2469_ - l_2473_);
        double l_2475_ = (l_2451_ + l_2472_);
        double l_2476_ = (l_2475_ - l_2451_);
        double l_2477_ = (l_2472_ - l_2476_);
        double l_2478_ = (l_2445_ + l_2475_);
        double l_2479_ = (l_2478_ - l_2445_);
        double l_2480_ = (l_2475_ - l_2479_);
        l_mut_356_ = 0.0L;
        l_mut_355_ = 0.0L;
        l_mut_354_ = 0.0L;
        l_mut_353_ = 0.0L;
        l_mut_150_ = l_2478_;
        l_mut_151_ = 0u;
        double _e4877 = l_mut_150_;
        double l_2481_ = (_e4877 + l_2480_);
        double _e4879 = l_mut_150_;
        double l_2482_ = (l_2481_ - _e4879);
        double l_2483_ = (l_2480_ - l_2482_);
        uint _e4882 = l_mut_151_;
        bool l_2484_ = (_e4882 < 3u);
        bool l_2485_ = (l_2483_ != 0.0L);
        if (l_2484_) {
            local_216 = l_2485_;
        } else {
            local_216 = false;
        }
        bool l_2486_ = local_216;
        uint _e4891 = l_mut_151_;
        bool l_2487_ = (_e4891 == 0u);
        if (l_2486_) {
            local_217 = l_2487_;
        } else {
            local_217 = false;
        }
        bool l_2488_ = local_217;
        double _e4898 = l_mut_356_;
        double l_2489_ = (l_2488_ ? l_2481_ : _e4898);
        l_mut_356_ = l_2489_;
        uint _e4900 = l_mut_151_;
        bool l_2490_ = (_e4900 == 1u);
        if (l_2486_) {
            local_218 = l_2490_;
        } else {
            local_218 = false;
        }
        bool l_2491_ = local_218;
        double _e4907 = l_mut_355_;
        double l_2492_ = (l_2491_ ? l_2481_ : _e4907);
        l_mut_355_ = l_2492_;
        uint _e4909 = l_mut_151_;
        bool l_2493_ = (_e4909 == 2u);
        if (l_2486_) {
            local_219 = l_2493_;
        } else {
            local_219 = false;
        }
        bool l_2494_ = local_219;
        double _e4916 = l_mut_354_;
        double l_2495_ = (l_2494_ ? l_2481_ : _e4916);
        l_mut_354_ = l_2495_;
        double l_2496_ = (l_2486_ ? l_2483_ : l_2481_);
        double _e4919 = l_mut_150_;
        double l_2497_ = (_e4919 + l_2480_);
        double l_2498_ = (l_2484_ ? l_2496_ : l_2497_);
        l_mut_150_ = l_2498_;
        uint l_2499_ = uint(l_2486_);
        uint _e4923 = l_mut_151_;
        l_mut_151_ = (_e4923 + l_2499_);
        double _e4925 = l_mut_150_;
        double l_2500_ = (_e4925 + l_2477_);
        double _e4927 = l_mut_150_;
        double l_2501_ = (l_2500_ - _e4927);
        double l_2502_ = (l_2477_ - l_2501_);
        uint _e4930 = l_mut_151_;
        bool l_2503_ = (_e4930 < 3u);
        bool l_2504_ = (l_2502_ != 0.0L);
        if (l_2503_) {
            local_220 = l_2504_;
        } else {
            local_220 = false;
        }
        bool l_2505_ = local_220;
        uint _e4939 = l_mut_151_;
        bool l_2506_ = (_e4939 == 0u);
        if (l_2505_) {
            local_221 = l_2506_;
        } else {
            local_221 = false;
        }
        bool l_2507_ = local_221;
        double _e4946 = l_mut_356_;
        double l_2508_ = (l_2507_ ? l_2500_ : _e4946);
        l_mut_356_ = l_2508_;
        uint _e4948 = l_mut_151_;
        bool l_2509_ = (_e4948 == 1u);
        if (l_2505_) {
            local_222 = l_2509_;
        } else {
            local_222 = false;
        }
        bool l_2510_ = local_222;
        double _e4955 = l_mut_355_;
        double l_2511_ = (l_2510_ ? l_2500_ : _e4955);
        l_mut_355_ = l_2511_;
        uint _e4957 = l_mut_151_;
        bool l_2512_ = (_e4957 == 2u);
        if (l_2505_) {
            local_223 = l_2512_;
        } else {
            local_223 = false;
        }
        bool l_2513_ = local_223;
        double _e4964 = l_mut_354_;
        double l_2514_ = (l_2513_ ? l_2500_ : _e4964);
        l_mut_354_ = l_2514_;
        double l_2515_ = (l_2505_ ? l_2502_ : l_2500_);
        double _e4967 = l_mut_150_;
        double l_2516_ = (_e4967 + l_2477_);
        double l_2517_ = (l_2503_ ? l_2515_ : l_2516_);
        l_mut_150_ = l_2517_;
        uint l_2518_ = uint(l_2505_);
        uint _e4971 = l_mut_151_;
        l_mut_151_ = (_e4971 + l_2518_);
        double _e4973 = l_mut_150_;
        double l_2519_ = (_e4973 + l_2474_);
        double _e4975 = l_mut_150_;
        double l_2520_ = (l_2519_ - _e4975);
        double l_2521_ = (l_2474_ - l_2520_);
        uint _e4978 = l_mut_151_;
        bool l_2522_ = (_e4978 < 3u);
        bool l_2523_ = (l_2521_ != 0.0L);
        if (l_2522_) {
            local_224 = l_2523_;
        } else {
            local_224 = false;
        }
        bool l_2524_ = local_224;
        uint _e4987 = l_mut_151_;
        bool l_2525_ = (_e4987 == 0u);
        if (l_2524_) {
            local_225 = l_2525_;
        } else {
            local_225 = false;
        }
        bool l_2526_ = local_225;
        double _e4994 = l_mut_356_;
        double l_2527_ = (l_2526_ ? l_2519_ : _e4994);
        l_mut_356_ = l_2527_;
        uint _e4996 = l_mut_151_;
        bool l_2528_ = (_e4996 == 1u);
        if (l_2524_) {
            local_226 = l_2528_;
        } else {
            local_226 = false;
        }
        bool l_2529_ = local_226;
        double _e5003 = l_mut_355_;
        double l_2530_ = (l_2529_ ? l_2519_ : _e5003);
        l_mut_355_ = l_2530_;
        uint _e5005 = l_mut_151_;
        bool l_2531_ = (_e5005 == 2u);
        if (l_2524_) {
            local_227 = l_2531_;
        } else {
            local_227 = false;
        }
        bool l_2532_ = local_227;
        double _e5012 = l_mut_354_;
        double l_2533_ = (l_2532_ ? l_2519_ : _e5012);
        l_mut_354_ = l_2533_;
        double l_2534_ = (l_2524_ ? l_2521_ : l_2519_);
        double _e5015 = l_mut_150_;
        double l_2535_ = (_e5015 + l_2474_);
        double l_2536_ = (l_2522_ ? l_2534_ : l_2535_);
        l_mut_150_ = l_2536_;
        uint l_2537_ = uint(l_2524_);
        uint _e5019 = l_mut_151_;
        l_mut_151_ = (_e5019 + l_2537_);
        double _e5021 = l_mut_150_;
        double l_2538_ = (_e5021 + l_2471_);
        double _e5023 = l_mut_150_;
        double l_2539_ = (l_2538_ - _e5023);
        double l_2540_ = (l_2471_ - l_2539_);
        uint _e5026 = l_mut_151_;
        bool l_2541_ = (_e5026 < 3u);
        bool l_2542_ = (l_2540_ != 0.0L);
        if (l_2541_) {
            local_228 = l_2542_;
        } else {
            local_228 = false;
        }
        bool l_2543_ = local_228;
        uint _e5035 = l_mut_151_;
        bool l_2544_ = (_e5035 == 0u);
        if (l_2543_) {
            local_229 = l_2544_;
        } else {
            local_229 = false;
        }
        bool l_2545_ = local_229;
        double _e5042 = l_mut_356_;
        double l_2546_ = (l_2545_ ? l_2538_ : _e5042);
        l_mut_356_ = l_2546_;
        uint _e5044 = l_mut_151_;
        bool l_2547_ = (_e5044 == 1u);
        if (l_2543_) {
            local_230 = l_2547_;
        } else {
            local_230 = false;
        }
        bool l_2548_ = local_230;
        double _e5051 = l_mut_355_;
        double l_2549_ = (l_2548_ ? l_2538_ : _e5051);
        l_mut_355_ = l_2549_;
        uint _e5053 = l_mut_151_;
        bool l_2550_ = (_e5053 == 2u);
        if (l_2543_) {
            local_231 = l_2550_;
        } else {
            local_231 = false;
        }
        bool l_2551_ = local_231;
        double _e5060 = l_mut_354_;
        double l_2552_ = (l_2551_ ? l_2538_ : _e5060);
        l_mut_354_ = l_2552_;
        double l_2553_ = (l_2543_ ? l_2540_ : l_2538_);
        double _e5063 = l_mut_150_;
        double l_2554_ = (_e5063 + l_2471_);
        double l_2555_ = (l_2541_ ? l_2553_ : l_2554_);
        l_mut_150_ = l_2555_;
        uint l_2556_ = uint(l_2543_);
        uint _e5067 = l_mut_151_;
        l_mut_151_ = (_e5067 + l_2556_);
        uint _e5069 = l_mut_151_;
        bool l_2557_ = (_e5069 == 0u);
        double _e5072 = l_mut_356_;
        double _e5073 = l_mut_150_;
        double l_2558_ = (l_2557_ ? _e5073 : _e5072);
        l_mut_356_ = l_2558_;
        uint _e5075 = l_mut_151_;
        bool l_2559_ = (_e5075 == 1u);
        double _e5078 = l_mut_355_;
        double _e5079 = l_mut_150_;
        double l_2560_ = (l_2559_ ? _e5079 : _e5078);
        l_mut_355_ = l_2560_;
        uint _e5081 = l_mut_151_;
        bool l_2561_ = (_e5081 == 2u);
        double _e5084 = l_mut_354_;
        double _e5085 = l_mut_150_;
        double l_2562_ = (l_2561_ ? _e5085 : _e5084);
        l_mut_354_ = l_2562_;
        uint _e5087 = l_mut_151_;
        bool l_2563_ = (_e5087 == 3u);
        double _e5090 = l_mut_353_;
        double _e5091 = l_mut_150_;
        double l_2564_ = (l_2563_ ? _e5091 : _e5090);
        l_mut_353_ = l_2564_;
        double _e5093 = l_mut_1358_;
        double _e5094 = l_mut_356_;
        double l_2565_ = (_e5093 * _e5094);
        double l_2566_ = -(l_2565_);
        double _e5097 = l_mut_1358_;
        double _e5098 = l_mut_356_;
        double l_2567_ = mad(_e5097, _e5098, l_2566_);
        double _e5100 = l_mut_1358_;
        double _e5101 = l_mut_355_;
        double l_2568_ = (_e5100 * _e5101);
        double l_2569_ = -(l_2568_);
        double _e5104 = l_mut_1358_;
        double _e5105 = l_mut_355_;
        double l_2570_ = mad(_e5104, _e5105, l_2569_);
        double _e5107 = l_mut_1357_;
        double _e5108 = l_mut_356_;
        double l_2571_ = (_e5107 * _e5108);
        double l_2572_ = -(l_2571_);
        double _e5111 = l_mut_1357_;
        double _e5112 = l_mut_356_;
        double l_2573_ = mad(_e5111, _e5112, l_2572_);
        double _e5114 = l_mut_1358_;
        double _e5115 = l_mut_354_;
        double l_2574_ = (_e5114 * _e5115);
        double l_2575_ = -(l_2574_);
        double _e5118 = l_mut_1358_;
        double _e5119 = l_mut_354_;
        double l_2576_ = mad(_e5118, _e5119, l_2575_);
        double _e5121 = l_mut_1357_;
        double _e5122 = l_mut_355_;
        double l_2577_ = (_e5121 * _e5122);
        double l_2578_ = -(l_2577_);
        double _e5125 = l_mut_1357_;
        double _e5126 = l_mut_355_;
        double l_2579_ = mad(_e5125, _e5126, l_2578_);
        double _e5128 = l_mut_1356_;
        double _e5129 = l_mut_356_;
        double l_2580_ = (_e5128 * _e5129);
        double l_2581_ = -(l_2580_);
        double _e5132 = l_mut_1356_;
        double _e5133 = l_mut_356_;
        double l_2582_ = mad(_e5132, _e5133, l_2581_);
        double l_2583_ = (l_2568_ + l_2571_);
        double l_2584_ = (l_2583_ - l_2568_);
        double l_2585_ = (l_2583_ - l_2584_);
        double l_2586_ = (l_2568_ - l_2585_);
        double l_2587_ = (l_2571_ - l_2584_);
        double l_2588_ = (l_2586_ + l_2587_);
        double l_2589_ = (l_2567_ + l_2583_);
        double l_2590_ = (l_2589_ - l_2567_);
        double l_2591_ = (l_2589_ - l_2590_);
        double l_2592_ = (l_2567_ - l_2591_);
        double l_2593_ = (l_2583_ - l_2590_);
        double l_2594_ = (l_2592_ + l_2593_);
        double l_2595_ = (l_2588_ + l_2594_);
        double l_2596_ = (l_2595_ - l_2588_);
        double l_2597_ = (l_2595_ - l_2596_);
        double l_2598_ = (l_2588_ - l_2597_);
        double l_2599_ = (l_2594_ - l_2596_);
        double l_2600_ = (l_2598_ + l_2599_);
        double l_2601_ = (l_2595_ + l_2570_);
        double l_2602_ = (l_2601_ - l_2595_);
        double l_2603_ = (l_2601_ - l_2602_);
        double l_2604_ = (l_2595_ - l_2603_);
        double l_2605_ = (l_2570_ - l_2602_);
        double l_2606_ = (l_2604_ + l_2605_);
        double l_2607_ = (l_2573_ + l_2601_);
        double l_2608_ = (l_2607_ - l_2573_);
        double l_2609_ = (l_2607_ - l_2608_);
        double l_2610_ = (l_2573_ - l_2609_);
        double l_2611_ = (l_2601_ - l_2608_);
        double l_2612_ = (l_2610_ + l_2611_);
        double l_2613_ = (l_2606_ + l_2612_);
        double l_2614_ = (l_2613_ - l_2606_);
        double l_2615_ = (l_2613_ - l_2614_);
        double l_2616_ = (l_2606_ - l_2615_);
        double l_2617_ = (l_2612_ - l_2614_);
        double l_2618_ = (l_2616_ + l_2617_);
        double l_2619_ = (l_2574_ + l_2577_);
        double l_2620_ = (l_2619_ - l_2574_);
        double l_2621_ = (l_2619_ - l_2620_);
        double l_2622_ = (l_2574_ - l_2621_);
        double l_2623_ = (l_2577_ - l_2620_);
        double l_2624_ = (l_2622_ + l_2623_);
        double l_2625_ = (l_2580_ + l_2619_);
        double l_2626_ = (l_2625_ - l_2580_);
        double l_2627_ = (l_2625_ - l_2626_);
        double l_2628_ = (l_2580_ - l_2627_);
        double l_2629_ = (l_2619_ - l_2626_);
        double l_2630_ = (l_2628_ + l_2629_);
        double l_2631_ = (l_2624_ + l_2630_);
        double l_2632_ = (l_2631_ - l_2624_);
        double l_2633_ = (l_2631_ - l_2632_);
        double l_2634_ = (l_2624_ - l_2633_);
        double l_2635_ = (l_2630_ - l_2632_);
        double l_2636_ = (l_2634_ + l_2635_);
        double l_2637_ = (l_2607_ + l_2625_);
        double l_2638_ = (l_2637_ - l_2607_);
        double l_2639_ = (l_2637_ - l_2638_);
        double l_2640_ = (l_2607_ - l_2639_);
        double l_2641_ = (l_2625_ - l_2638_);
        double l_2642_ = (l_2640_ + l_2641_);
        double l_2643_ = (l_2613_ + l_2631_);
        double l_2644_ = (l_2643_ - l_2613_);
        double l_2645_ = (l_2643_ - l_2644_);
        double l_2646_ = (l_2613_ - l_2645_);
        double l_2647_ = (l_2631_ - l_2644_);
        double l_2648_ = (l_2646_ + l_2647_);
        double l_2649_ = (l_2643_ + l_2642_);
        double l_2650_ = (l_2649_ - l_2643_);
        double l_2651_ = (l_2649_ - l_2650_);
        double l_2652_ = (l_2643_ - l_2651_);
        double l_2653_ = (l_2642_ - l_2650_);
        double l_2654_ = (l_2652_ + l_2653_);
        double l_2655_ = (l_2618_ + l_2636_);
        double l_2656_ = (l_2654_ + l_2648_);
        double l_2657_ = (l_2655_ + l_2656_);
        double _e5210 = l_mut_1358_;
        double _e5211 = l_mut_353_;
        double l_2658_ = (_e5210 * _e5211);
        double _e5213 = l_mut_1357_;
        double _e5214 = l_mut_354_;
        double l_2659_ = (_e5213 * _e5214);
        double l_2660_ = (l_2658_ + l_2659_);
        double _e5217 = l_mut_1356_;
        double _e5218 = l_mut_355_;
        double l_2661_ = (_e5217 * _e5218);
        double _e5220 = l_mut_1355_;
        double _e5221 = l_mut_356_;
        double l_2662_ = (_e5220 * _e5221);
        double l_2663_ = (l_2661_ + l_2662_);
        double l_2664_ = (l_2660_ + l_2663_);
        double l_2665_ = (l_2600_ + l_2576_);
        double l_2666_ = (l_2579_ + l_2582_);
        double l_2667_ = (l_2665_ + l_2666_);
        double l_2668_ = (l_2664_ + l_2667_);
        double l_2669_ = (l_2649_ + l_2668_);
        double l_2670_ = (l_2669_ + l_2657_);
        double l_2671_ = (l_2670_ - l_2669_);
        double l_2672_ = (l_2657_ - l_2671_);
        double l_2673_ = (l_2637_ + l_2670_);
        double l_2674_ = (l_2673_ - l_2637_);
        double l_2675_ = (l_2670_ - l_2674_);
        double l_2676_ = (l_2589_ + l_2673_);
        double l_2677_ = (l_2676_ - l_2589_);
        double l_2678_ = (l_2673_ - l_2677_);
        double l_2679_ = (l_2565_ + l_2676_);
        double l_2680_ = (l_2679_ - l_2565_);
        double l_2681_ = (l_2676_ - l_2680_);
        l_mut_150_ = 0.0L;
        l_mut_149_ = 0.0L;
        l_mut_148_ = 0.0L;
        l_mut_147_ = 0.0L;
        l_mut_146_ = l_2679_;
        l_mut_151_ = 0u;
        double _e5247 = l_mut_146_;
        double l_2682_ = (_e5247 + l_2681_);
        double _e5249 = l_mut_146_;
        double l_2683_ = (l_2682_ - _e5249);
        double l_2684_ = (l_2681_ - l_2683_);
        uint _e5252 = l_mut_151_;
        bool l_2685_ = (_e5252 < 3u);
        bool l_2686_ = (l_2684_ != 0.0L);
        if (l_2685_) {
            local_232 = l_2686_;
        } else {
            local_232 = false;
        }
        bool l_2687_ = local_232;
        uint _e5261 = l_mut_151_;
        bool l_2688_ = (_e5261 == 0u);
        if (l_2687_) {
            local_233 = l_2688_;
        } else {
            local_233 = false;
        }
        bool l_2689_ = local_233;
        double _e5268 = l_mut_150_;
        double l_2690_ = (l_2689_ ? l_2682_ : _e5268);
        l_mut_150_ = l_2690_;
        uint _e5270 = l_mut_151_;
        bool l_2691_ = (_e5270 == 1u);
        if (l_2687_) {
            local_234 = l_2691_;
        } else {
            local_234 = false;
        }
        bool l_2692_ = local_234;
        double _e5277 = l_mut_149_;
        double l_2693_ = (l_2692_ ? l_2682_ : _e5277);
        l_mut_149_ = l_2693_;
        uint _e5279 = l_mut_151_;
        bool l_2694_ = (_e5279 == 2u);
        if (l_2687_) {
            local_235 = l_2694_;
        } else {
            local_235 = false;
        }
        bool l_2695_ = local_235;
        double _e5286 = l_mut_148_;
        double l_2696_ = (l_2695_ ? l_2682_ : _e5286);
        l_mut_148_ = l_2696_;
        double l_2697_ = (l_2687_ ? l_2684_ : l_2682_);
        double _e5289 = l_mut_146_;
        double l_2698_ = (_e5289 + l_2681_);
        double l_2699_ = (l_2685_ ? l_2697_ : l_2698_);
        l_mut_146_ = l_2699_;
        uint l_2700_ = uint(l_2687_);
        uint _e5293 = l_mut_151_;
        l_mut_151_ = (_e5293 + l_2700_);
        double _e5295 = l_mut_146_;
        double l_2701_ = (_e5295 + l_2678_);
        double _e5297 = l_mut_146_;
        double l_2702_ = (l_2701_ - _e5297);
        double l_2703_ = (l_2678_ - l_2702_);
        uint _e5300 = l_mut_151_;
        bool l_2704_ = (_e5300 < 3u);
        bool l_2705_ = (l_2703_ != 0.0L);
        if (l_2704_) {
            local_236 = l_2705_;
        } else {
            local_236 = false;
        }
        bool l_2706_ = local_236;
        uint _e5309 = l_mut_151_;
        bool l_2707_ = (_e5309 == 0u);
        if (l_2706_) {
            local_237 = l_2707_;
        } else {
            local_237 = false;
        }
        bool l_2708_ = local_237;
        double _e5316 = l_mut_150_;
        double l_2709_ = (l_2708_ ? l_2701_ : _e5316);
        l_mut_150_ = l_2709_;
        uint _e5318 = l_mut_151_;
        bool l_2710_ = (_e5318 == 1u);
        if (l_2706_) {
            local_238 = l_2710_;
        } else {
            local_238 = false;
        }
        bool l_2711_ = local_238;
        double _e5325 = l_mut_149_;
        double l_2712_ = (l_2711_ ? l_2701_ : _e5325);
        l_mut_149_ = l_2712_;
        uint _e5327 = l_mut_151_;
        bool l_2713_ = (_e5327 == 2u);
        if (l_2706_) {
            local_239 = l_2713_;
        } else {
            local_239 = false;
        }
        bool l_2714_ = local_239;
        double _e5334 = l_mut_148_;
        double l_2715_ = (l_2714_ ? l_2701_ : _e5334);
        l_mut_148_ = l_2715_;
        double l_2716_ = (l_2706_ ? l_2703_ : l_2701_);
        double _e5337 = l_mut_146_;
        double l_2717_ = (_e5337 + l_2678_);
        double l_2718_ = (l_2704_ ? l_2716_ : l_2717_);
        l_mut_146_ = l_2718_;
        uint l_2719_ = uint(l_2706_);
        uint _e5341 = l_mut_151_;
        l_mut_151_ = (_e5341 + l_2719_);
        double _e5343 = l_mut_146_;
        double l_2720_ = (_e5343 + l_2675_);
        double _e5345 = l_mut_146_;
        double l_2721_ = (l_2720_ - _e5345);
        double l_2722_ = (l_2675_ - l_2721_);
        uint _e5348 = l_mut_151_;
        bool l_2723_ = (_e5348 < 3u);
        bool l_2724_ = (l_2722_ != 0.0L);
        if (l_2723_) {
            local_240 = l_2724_;
        } else {
            local_240 = false;
        }
        bool l_2725_ = local_240;
        uint _e5357 = l_mut_151_;
        bool l_2726_ = (_e5357 == 0u);
        if (l_2725_) {
            local_241 = l_2726_;
        } else {
            local_241 = false;
        }
        bool l_2727_ = local_241;
        double _e5364 = l_mut_150_;
        double l_2728_ = (l_2727_ ? l_2720_ : _e5364);
        l_mut_150_ = l_2728_;
        uint _e5366 = l_mut_151_;
        bool l_2729_ = (_e5366 == 1u);
        if (l_2725_) {
            local_242 = l_2729_;
        } else {
            local_242 = false;
        }
        bool l_2730_ = local_242;
        double _e5373 = l_mut_149_;
        double l_2731_ = (l_2730_ ? l_2720_ : _e5373);
        l_mut_149_ = l_2731_;
        uint _e5375 = l_mut_151_;
        bool l_2732_ = (_e5375 == 2u);
        if (l_2725_) {
            local_243 = l_2732_;
        } else {
            local_243 = false;
        }
        bool l_2733_ = local_243;
        double _e5382 = l_mut_148_;
        double l_2734_ = (l_2733_ ? l_2720_ : _e5382);
        l_mut_148_ = l_2734_;
        double l_2735_ = (l_2725_ ? l_2722_ : l_2720_);
        double _e5385 = l_mut_146_;
        double l_2736_ = (_e5385 + l_2675_);
        double l_2737_ = (l_2723_ ? l_2735_ : l_2736_);
        l_mut_146_ = l_2737_;
        uint l_2738_ = uint(l_2725_);
        uint _e5389 = l_mut_151_;
        l_mut_151_ = (_e5389 + l_2738_);
        double _e5391 = l_mut_146_;
        double l_2739_ = (_e5391 + l_2672_);
        double _e5393 = l_mut_146_;
        double l_2740_ = (l_2739_ - _e5393);
        double l_2741_ = (l_2672_ - l_2740_);
        uint _e5396 = l_mut_151_;
        bool l_2742_ = (_e5396 < 3u);
        bool l_2743_ = (l_2741_ != 0.0L);
        if (l_2742_) {
            local_244 = l_2743_;
        } else {
            local_244 = false;
        }
        bool l_2744_ = local_244;
        uint _e5405 = l_mut_151_;
        bool l_2745_ = (_e5405 == 0u);
        if (l_2744_) {
            local_245 = l_2745_;
        } else {
            local_245 = false;
        }
        bool l_2746_ = local_245;
        double _e5412 = l_mut_150_;
        double l_2747_ = (l_2746_ ? l_2739_ : _e5412);
        l_mut_150_ = l_2747_;
        uint _e5414 = l_mut_151_;
        bool l_2748_ = (_e5414 == 1u);
        if (l_2744_) {
            local_246 = l_2748_;
        } else {
            local_246 = false;
        }
        bool l_2749_ = local_246;
        double _e5421 = l_mut_149_;
        double l_2750_ = (l_2749_ ? l_2739_ : _e5421);
        l_mut_149_ = l_2750_;
        uint _e5423 = l_mut_151_;
        bool l_2751_ = (_e5423 == 2u);
        if (l_2744_) {
            local_247 = l_2751_;
        } else {
            local_247 = false;
        }
        bool l_2752_ = local_247;
        double _e5430 = l_mut_148_;
        double l_2753_ = (l_2752_ ? l_2739_ : _e5430);
        l_mut_148_ = l_2753_;
        double l_2754_ = (l_2744_ ? l_2741_ : l_2739_);
        double _e5433 = l_mut_146_;
        double l_2755_ = (_e5433 + l_2672_);
        double l_2756_ = (l_2742_ ? l_2754_ : l_2755_);
        l_mut_146_ = l_2756_;
        uint l_2757_ = uint(l_2744_);
        uint _e5437 = l_mut_151_;
        l_mut_151_ = (_e5437 + l_2757_);
        uint _e5439 = l_mut_151_;
        bool l_2758_ = (_e5439 == 0u);
        double _e5442 = l_mut_150_;
        double _e5443 = l_mut_146_;
        double l_2759_ = (l_2758_ ? _e5443 : _e5442);
        l_mut_150_ = l_2759_;
        uint _e5445 = l_mut_151_;
        bool l_2760_ = (_e5445 == 1u);
        double _e5448 = l_mut_149_;
        double _e5449 = l_mut_146_;
        double l_2761_ = (l_2760_ ? _e5449 : _e5448);
        l_mut_149_ = l_2761_;
        uint _e5451 = l_mut_151_;
        bool l_2762_ = (_e5451 == 2u);
        double _e5454 = l_mut_148_;
        double _e5455 = l_mut_146_;
        double l_2763_ = (l_2762_ ? _e5455 : _e5454);
        l_mut_148_ = l_2763_;
        uint _e5457 = l_mut_151_;
        bool l_2764_ = (_e5457 == 3u);
        double _e5460 = l_mut_147_;
        double _e5461 = l_mut_146_;
        double l_2765_ = (l_2764_ ? _e5461 : _e5460);
        l_mut_147_ = l_2765_;
        double _e5464 = l_mut_1358_;
        a_2766_[0] = _e5464;
        double _e5466 = l_mut_150_;
        a_2766_[1] = _e5466;
        double _e5468 = l_mut_1357_;
        a_2766_[2] = _e5468;
        double _e5470 = l_mut_149_;
        a_2766_[3] = _e5470;
        double _e5472 = l_mut_1356_;
        a_2766_[4] = _e5472;
        double _e5474 = l_mut_148_;
        a_2766_[5] = _e5474;
        double _e5476 = l_mut_1355_;
        a_2766_[6] = _e5476;
        double _e5478 = l_mut_147_;
        a_2766_[7] = _e5478;
        double l_2767_ = a_2766_[7];
        l_mut_356_ = l_2767_;
        double l_2768_ = a_2766_[6];
        double _e5483 = l_mut_356_;
        double l_2769_ = (l_2768_ + _e5483);
        double l_2770_ = (l_2769_ - l_2768_);
        double l_2771_ = (l_2769_ - l_2770_);
        double l_2772_ = (l_2768_ - l_2771_);
        double _e5488 = l_mut_356_;
        double l_2773_ = (_e5488 - l_2770_);
        double l_2774_ = (l_2772_ + l_2773_);
        a_2766_[7] = l_2774_;
        l_mut_356_ = l_2769_;
        double l_2775_ = a_2766_[5];
        double _e5494 = l_mut_356_;
        double l_2776_ = (l_2775_ + _e5494);
        double l_2777_ = (l_2776_ - l_2775_);
        double l_2778_ = (l_2776_ - l_2777_);
        double l_2779_ = (l_2775_ - l_2778_);
        double _e5499 = l_mut_356_;
        double l_2780_ = (_e5499 - l_2777_);
        double l_2781_ = (l_2779_ + l_2780_);
        a_2766_[6] = l_2781_;
        l_mut_356_ = l_2776_;
        double l_2782_ = a_2766_[4];
        double _e5505 = l_mut_356_;
        double l_2783_ = (l_2782_ + _e5505);
        double l_2784_ = (l_2783_ - l_2782_);
        double l_2785_ = (l_2783_ - l_2784_);
        double l_2786_ = (l_2782_ - l_2785_);
        double _e5510 = l_mut_356_;
        double l_2787_ = (_e5510 - l_2784_);
        double l_2788_ = (l_2786_ + l_2787_);
        a_2766_[5] = l_2788_;
        l_mut_356_ = l_2783_;
        double l_2789_ = a_2766_[3];
        double _e5516 = l_mut_356_;
        double l_2790_ = (l_2789_ + _e5516);
        double l_2791_ = (l_2790_ - l_2789_);
        double l_2792_ = (l_2790_ - l_2791_);
        double l_2793_ = (l_2789_ - l_2792_);
        double _e5521 = l_mut_356_;
        double l_2794_ = (_e5521 - l_2791_);
        double l_2795_ = (l_2793_ + l_2794_);
        a_2766_[4] = l_2795_;
        l_mut_356_ = l_2790_;
        double l_2796_ = a_2766_[2];
        double _e5527 = l_mut_356_;
        double l_2797_ = (l_2796_ + _e5527);
        double l_2798_ = (l_2797_ - l_2796_);
        double l_2799_ = (l_2797_ - l_2798_);
        double l_2800_ = (l_2796_ - l_2799_);
        double _e5532 = l_mut_356_;
        double l_2801_ = (_e5532 - l_2798_);
        double l_2802_ = (l_2800_ + l_2801_);
        a_2766_[3] = l_2802_;
        l_mut_356_ = l_2797_;
        double l_2803_ = a_2766_[1];
        double _e5538 = l_mut_356_;
        double l_2804_ = (l_2803_ + _e5538);
        double l_2805_ = (l_2804_ - l_2803_);
        double l_2806_ = (l_2804_ - l_2805_);
        double l_2807_ = (l_2803_ - l_2806_);
        double _e5543 = l_mut_356_;
        double l_2808_ = (_e5543 - l_2805_);
        double l_2809_ = (l_2807_ + l_2808_);
        a_2766_[2] = l_2809_;
        l_mut_356_ = l_2804_;
        double l_2810_ = a_2766_[0];
        double _e5549 = l_mut_356_;
        double l_2811_ = (l_2810_ + _e5549);
        double l_2812_ = (l_2811_ - l_2810_);
        double l_2813_ = (l_2811_ - l_2812_);
        double l_2814_ = (l_2810_ - l_2813_);
        double _e5554 = l_mut_356_;
        double l_2815_ = (_e5554 - l_2812_);
        double l_2816_ = (l_2814_ + l_2815_);
        a_2766_[1] = l_2816_;
        l_mut_356_ = l_2811_;
        double _e5559 = l_mut_356_;
        a_2766_[0] = _e5559;
        double l_2817_ = a_2766_[7];
        l_mut_356_ = l_2817_;
        double l_2818_ = a_2766_[6];
        double _e5564 = l_mut_356_;
        double l_2819_ = (l_2818_ + _e5564);
        double l_2820_ = (l_2819_ - l_2818_);
        double l_2821_ = (l_2819_ - l_2820_);
        double l_2822_ = (l_2818_ - l_2821_);
        double _e5569 = l_mut_356_;
        double l_2823_ = (_e5569 - l_2820_);
        double l_2824_ = (l_2822_ + l_2823_);
        a_2766_[7] = l_2824_;
        l_mut_356_ = l_2819_;
        double l_2825_ = a_2766_[5];
        double _e5575 = l_mut_356_;
        double l_2826_ = (l_2825_ + _e5575);
        double l_2827_ = (l_2826_ - l_2825_);
        double l_2828_ = (l_2826_ - l_2827_);
        double l_2829_ = (l_2825_ - l_2828_);
        double _e5580 = l_mut_356_;
        double l_2830_ = (_e5580 - l_2827_);
        double l_2831_ = (l_2829_ + l_2830_);
        a_2766_[6] = l_2831_;
        l_mut_356_ = l_2826_;
        double l_2832_ = a_2766_[4];
        double _e5586 = l_mut_356_;
        double l_2833_ = (l_2832_ + _e5586);
        double l_2834_ = (l_2833_ - l_2832_);
        double l_2835_ = (l_2833_ - l_2834_);
        double l_2836_ = (l_2832_ - l_2835_);
        double _e5591 = l_mut_356_;
        double l_2837_ = (_e5591 - l_2834_);
        double l_2838_ = (l_2836_ + l_2837_);
        a_2766_[5] = l_2838_;
        l_mut_356_ = l_2833_;
        double l_2839_ = a_2766_[3];
        double _e5597 = l_mut_356_;
        double l_2840_ = (l_2839_ + _e5597);
        double l_2841_ = (l_2840_ - l_2839_);
        double l_2842_ = (l_2840_ - l_2841_);
        double l_2843_ = (l_2839_ - l_2842_);
        double _e5602 = l_mut_356_;
        double l_2844_ = (_e5602 - l_2841_);
        double l_2845_ = (l_2843_ + l_2844_);
        a_2766_[4] = l_2845_;
        l_mut_356_ = l_2840_;
        double l_2846_ = a_2766_[2];
        double _e5608 = l_mut_356_;
        double l_2847_ = (l_2846_ + _e5608);
        double l_2848_ = (l_2847_ - l_2846_);
        double l_2849_ = (l_2847_ - l_2848_);
        double l_2850_ = (l_2846_ - l_2849_);
        double _e5613 = l_mut_356_;
        double l_2851_ = (_e5613 - l_2848_);
        double l_2852_ = (l_2850_ + l_2851_);
        a_2766_[3] = l_2852_;
        l_mut_356_ = l_2847_;
        double l_2853_ = a_2766_[1];
        double _e5619 = l_mut_356_;
        double l_2854_ = (l_2853_ + _e5619);
        double l_2855_ = (l_2854_ - l_2853_);
        double l_2856_ = (l_2854_ - l_2855_);
        double l_2857_ = (l_2853_ - l_2856_);
        double _e5624 = l_mut_356_;
        double l_2858_ = (_e5624 - l_2855_);
        double l_2859_ = (l_2857_ + l_2858_);
        a_2766_[2] = l_2859_;
        l_mut_356_ = l_2854_;
        double l_2860_ = a_2766_[0];
        double _e5630 = l_mut_356_;
        double l_2861_ = (l_2860_ + _e5630);
        double l_2862_ = (l_2861_ - l_2860_);
        double l_2863_ = (l_2861_ - l_2862_);
        double l_2864_ = (l_2860_ - l_2863_);
        double _e5635 = l_mut_356_;
        double l_2865_ = (_e5635 - l_2862_);
        double l_2866_ = (l_2864_ + l_2865_);
        a_2766_[1] = l_2866_;
        l_mut_356_ = l_2861_;
        double _e5640 = l_mut_356_;
        a_2766_[0] = _e5640;
        l_mut_356_ = 0.0L;
        l_mut_355_ = 0.0L;
        l_mut_354_ = 0.0L;
        l_mut_353_ = 0.0L;
        double l_2867_ = a_2766_[0];
        l_mut_146_ = l_2867_;
        l_mut_151_ = 0u;
        double l_2868_ = a_2766_[1];
        double _e5650 = l_mut_146_;
        double l_2869_ = (_e5650 + l_2868_);
        double _e5652 = l_mut_146_;
        double l_2870_ = (l_2869_ - _e5652);
        double l_2871_ = (l_2869_ - l_2870_);
        double _e5655 = l_mut_146_;
        double l_2872_ = (_e5655 - l_2871_);
        double l_2873_ = (l_2868_ - l_2870_);
        double l_2874_ = (l_2872_ + l_2873_);
        uint _e5659 = l_mut_151_;
        bool l_2875_ = (_e5659 < 3u);
        bool l_2876_ = (l_2874_ != 0.0L);
        if (l_2875_) {
            local_248 = l_2876_;
        } else {
            local_248 = false;
        }
        bool l_2877_ = local_248;
        uint _e5668 = l_mut_151_;
        bool l_2878_ = (_e5668 == 0u);
        if (l_2877_) {
            local_249 = l_2878_;
        } else {
            local_249 = false;
        }
        bool l_2879_ = local_249;
        double _e5675 = l_mut_356_;
        double l_2880_ = (l_2879_ ? l_2869_ : _e5675);
        l_mut_356_ = l_2880_;
        uint _e5677 = l_mut_151_;
        bool l_2881_ = (_e5677 == 1u);
        if (l_2877_) {
            local_250 = l_2881_;
        } else {
            local_250 = false;
        }
        bool l_2882_ = local_250;
        double _e5684 = l_mut_355_;
        double l_2883_ = (l_2882_ ? l_2869_ : _e5684);
        l_mut_355_ = l_2883_;
        uint _e5686 = l_mut_151_;
        bool l_2884_ = (_e5686 == 2u);
        if (l_2877_) {
            local_251 = l_2884_;
        } else {
            local_251 = false;
        }
        bool l_2885_ = local_251;
        double _e5693 = l_mut_354_;
        double l_2886_ = (l_2885_ ? l_2869_ : _e5693);
        l_mut_354_ = l_2886_;
        double l_2887_ = (l_2877_ ? l_2874_ : l_2869_);
        double _e5696 = l_mut_146_;
        double l_2888_ = (_e5696 + l_2868_);
        double l_2889_ = (l_2875_ ? l_2887_ : l_2888_);
        l_mut_146_ = l_2889_;
        uint l_2890_ = uint(l_2877_);
        uint _e5700 = l_mut_151_;
        l_mut_151_ = (_e5700 + l_2890_);
        double l_2891_ = a_2766_[2];
        double _e5704 = l_mut_146_;
        double l_2892_ = (_e5704 + l_2891_);
        double _e5706 = l_mut_146_;
        double l_2893_ = (l_2892_ - _e5706);
        double l_2894_ = (l_2892_ - l_2893_);
        double _e5709 = l_mut_146_;
        double l_2895_ = (_e5709 - l_2894_);
        double l_2896_ = (l_2891_ - l_2893_);
        double l_2897_ = (l_2895_ + l_2896_);
        uint _e5713 = l_mut_151_;
        bool l_2898_ = (_e5713 < 3u);
        bool l_2899_ = (l_2897_ != 0.0L);
        if (l_2898_) {
            local_252 = l_2899_;
        } else {
            local_252 = false;
        }
        bool l_2900_ = local_252;
        uint _e5722 = l_mut_151_;
        bool l_2901_ = (_e5722 == 0u);
        if (l_2900_) {
            local_253 = l_2901_;
        } else {
            local_253 = false;
        }
        bool l_2902_ = local_253;
        double _e5729 = l_mut_356_;
        double l_2903_ = (l_2902_ ? l_2892_ : _e5729);
        l_mut_356_ = l_2903_;
        uint _e5731 = l_mut_151_;
        bool l_2904_ = (_e5731 == 1u);
        if (l_2900_) {
            local_254 = l_2904_;
        } else {
            local_254 = false;
        }
        bool l_2905_ = local_254;
        double _e5738 = l_mut_355_;
        double l_2906_ = (l_2905_ ? l_2892_ : _e5738);
        l_mut_355_ = l_2906_;
        uint _e5740 = l_mut_151_;
        bool l_2907_ = (_e5740 == 2u);
        if (l_2900_) {
            local_255 = l_2907_;
        } else {
            local_255 = false;
        }
        bool l_2908_ = local_255;
        double _e5747 = l_mut_354_;
        double l_2909_ = (l_2908_ ? l_2892_ : _e5747);
        l_mut_354_ = l_2909_;
        double l_2910_ = (l_2900_ ? l_2897_ : l_2892_);
        double _e5750 = l_mut_146_;
        double l_2911_ = (_e5750 + l_2891_);
        double l_2912_ = (l_2898_ ? l_2910_ : l_2911_);
        l_mut_146_ = l_2912_;
        uint l_2913_ = uint(l_2900_);
        uint _e5754 = l_mut_151_;
        l_mut_151_ = (_e5754 + l_2913_);
        double l_2914_ = a_2766_[3];
        double _e5758 = l_mut_146_;
        double l_2915_ = (_e5758 + l_2914_);
        double _e5760 = l_mut_146_;
        double l_2916_ = (l_2915_ - _e5760);
        double l_2917_ = (l_2915_ - l_2916_);
        double _e5763 = l_mut_146_;
        double l_2918_ = (_e5763 - l_2917_);
        double l_2919_ = (l_2914_ - l_2916_);
        double l_2920_ = (l_2918_ + l_2919_);
        uint _e5767 = l_mut_151_;
        bool l_2921_ = (_e5767 < 3u);
        bool l_2922_ = (l_2920_ != 0.0L);
        if (l_2921_) {
            local_256 = l_2922_;
        } else {
            local_256 = false;
        }
        bool l_2923_ = local_256;
        uint _e5776 = l_mut_151_;
        bool l_2924_ = (_e5776 == 0u);
        if (l_2923_) {
            local_257 = l_2924_;
        } else {
            local_257 = false;
        }
        bool l_2925_ = local_257;
        double _e5783 = l_mut_356_;
        double l_2926_ = (l_2925_ ? l_2915_ : _e5783);
        l_mut_356_ = l_2926_;
        uint _e5785 = l_mut_151_;
        bool l_2927_ = (_e5785 == 1u);
        if (l_2923_) {
            local_258 = l_2927_;
        } else {
            local_258 = false;
        }
        bool l_2928_ = local_258;
        double _e5792 = l_mut_355_;
        double l_2929_ = (l_2928_ ? l_2915_ : _e5792);
        l_mut_355_ = l_2929_;
        uint _e5794 = l_mut_151_;
        bool l_2930_ = (_e5794 == 2u);
        if (l_2923_) {
            local_259 = l_2930_;
        } else {
            local_259 = false;
        }
        bool l_2931_ = local_259;
        double _e5801 = l_mut_354_;
        double l_2932_ = (l_2931_ ? l_2915_ : _e5801);
        l_mut_354_ = l_2932_;
        double l_2933_ = (l_2923_ ? l_2920_ : l_2915_);
        double _e5804 = l_mut_146_;
        double l_2934_ = (_e5804 + l_2914_);
        double l_2935_ = (l_2921_ ? l_2933_ : l_2934_);
        l_mut_146_ = l_2935_;
        uint l_2936_ = uint(l_2923_);
        uint _e5808 = l_mut_151_;
        l_mut_151_ = (_e5808 + l_2936_);
        double l_2937_ = a_2766_[4];
        double _e5812 = l_mut_146_;
        double l_2938_ = (_e5812 + l_2937_);
        double _e5814 = l_mut_146_;
        double l_2939_ = (l_2938_ - _e5814);
        double l_2940_ = (l_2938_ - l_2939_);
        double _e5817 = l_mut_146_;
        double l_2941_ = (_e5817 - l_2940_);
        double l_2942_ = (l_2937_ - l_2939_);
        double l_2943_ = (l_2941_ + l_2942_);
        uint _e5821 = l_mut_151_;
        bool l_2944_ = (_e5821 < 3u);
        bool l_2945_ = (l_2943_ != 0.0L);
        if (l_2944_) {
            local_260 = l_2945_;
        } else {
            local_260 = false;
        }
        bool l_2946_ = local_260;
        uint _e5830 = l_mut_151_;
        bool l_2947_ = (_e5830 == 0u);
        if (l_2946_) {
            local_261 = l_2947_;
        } else {
            local_261 = false;
        }
        bool l_2948_ = local_261;
        double _e5837 = l_mut_356_;
        double l_2949_ = (l_2948_ ? l_2938_ : _e5837);
        l_mut_356_ = l_2949_;
        uint _e5839 = l_mut_151_;
        bool l_2950_ = (_e5839 == 1u);
        if (l_2946_) {
            local_262 = l_2950_;
        } else {
            local_262 = false;
        }
        bool l_2951_ = local_262;
        double _e5846 = l_mut_355_;
        double l_2952_ = (l_2951_ ? l_2938_ : _e5846);
        l_mut_355_ = l_2952_;
        uint _e5848 = l_mut_151_;
        bool l_2953_ = (_e5848 == 2u);
        if (l_2946_) {
            local_263 = l_2953_;
        } else {
            local_263 = false;
        }
        bool l_2954_ = local_263;
        double _e5855 = l_mut_354_;
        double l_2955_ = (l_2954_ ? l_2938_ : _e5855);
        l_mut_354_ = l_2955_;
        double l_2956_ = (l_2946_ ? l_2943_ : l_2938_);
        double _e5858 = l_mut_146_;
        double l_2957_ = (_e5858 + l_2937_);
        double l_2958_ = (l_2944_ ? l_2956_ : l_2957_);
        l_mut_146_ = l_2958_;
        uint l_2959_ = uint(l_2946_);
        uint _e5862 = l_mut_151_;
        l_mut_151_ = (_e5862 + l_2959_);
        double l_2960_ = a_2766_[5];
        double _e5866 = l_mut_146_;
        double l_2961_ = (_e5866 + l_2960_);
        double _e5868 = l_mut_146_;
        double l_2962_ = (l_2961_ - _e5868);
        double l_2963_ = (l_2961_ - l_2962_);
        double _e5871 = l_mut_146_;
        double l_2964_ = (_e5871 - l_2963_);
        double l_2965_ = (l_2960_ - l_2962_);
        double l_2966_ = (l_2964_ + l_2965_);
        uint _e5875 = l_mut_151_;
        bool l_2967_ = (_e5875 < 3u);
        bool l_2968_ = (l_2966_ != 0.0L);
        if (l_2967_) {
            local_264 = l_2968_;
        } else {
            local_264 = false;
        }
        bool l_2969_ = local_264;
        uint _e5884 = l_mut_151_;
        bool l_2970_ = (_e5884 == 0u);
        if (l_2969_) {
            local_265 = l_2970_;
        } else {
            local_265 = false;
        }
        bool l_2971_ = local_265;
        double _e5891 = l_mut_356_;
        double l_2972_ = (l_2971_ ? l_2961_ : _e5891);
        l_mut_356_ = l_2972_;
        uint _e5893 = l_mut_151_;
        bool l_2973_ = (_e5893 == 1u);
        if (l_2969_) {
            local_266 = l_2973_;
        } else {
            local_266 = false;
        }
        bool l_2974_ = local_266;
        double _e5900 = l_mut_355_;
        double l_2975_ = (l_2974_ ? l_2961_ : _e5900);
        l_mut_355_ = l_2975_;
        uint _e5902 = l_mut_151_;
        bool l_2976_ = (_e5902 == 2u);
        if (l_2969_) {
            local_267 = l_2976_;
        } else {
            local_267 = false;
        }
        bool l_2977_ = local_267;
        double _e5909 = l_mut_354_;
        double l_2978_ = (l_2977_ ? l_2961_ : _e5909);
        l_mut_354_ = l_2978_;
        double l_2979_ = (l_2969_ ? l_2966_ : l_2961_);
        double _e5912 = l_mut_146_;
        double l_2980_ = (_e5912 + l_2960_);
        double l_2981_ = (l_2967_ ? l_2979_ : l_2980_);
        l_mut_146_ = l_2981_;
        uint l_2982_ = uint(l_2969_);
        uint _e5916 = l_mut_151_;
        l_mut_151_ = (_e5916 + l_2982_);
        double l_2983_ = a_2766_[6];
        double _e5920 = l_mut_146_;
        double l_2984_ = (_e5920 + l_2983_);
        double _e5922 = l_mut_146_;
        double l_2985_ = (l_2984_ - _e5922);
        double l_2986_ = (l_2984_ - l_2985_);
        double _e5925 = l_mut_146_;
        double l_2987_ = (_e5925 - l_2986_);
        double l_2988_ = (l_2983_ - l_2985_);
        double l_2989_ = (l_2987_ + l_2988_);
        uint _e5929 = l_mut_151_;
        bool l_2990_ = (_e5929 < 3u);
        bool l_2991_ = (l_2989_ != 0.0L);
        if (l_2990_) {
            local_268 = l_2991_;
        } else {
            local_268 = false;
        }
        bool l_2992_ = local_268;
        uint _e5938 = l_mut_151_;
        bool l_2993_ = (_e5938 == 0u);
        if (l_2992_) {
            local_269 = l_2993_;
        } else {
            local_269 = false;
        }
        bool l_2994_ = local_269;
        double _e5945 = l_mut_356_;
        double l_2995_ = (l_2994_ ? l_2984_ : _e5945);
        l_mut_356_ = l_2995_;
        uint _e5947 = l_mut_151_;
        bool l_2996_ = (_e5947 == 1u);
        if (l_2992_) {
            local_270 = l_2996_;
        } else {
            local_270 = false;
        }
        bool l_2997_ = local_270;
        double _e5954 = l_mut_355_;
        double l_2998_ = (l_2997_ ? l_2984_ : _e5954);
        l_mut_355_ = l_2998_;
        uint _e5956 = l_mut_151_;
        bool l_2999_ = (_e5956 == 2u);
        if (l_2992_) {
            local_271 = l_2999_;
        } else {
            local_271 = false;
        }
        bool l_3000_ = local_271;
        double _e5963 = l_mut_354_;
        double l_3001_ = (l_3000_ ? l_2984_ : _e5963);
        l_mut_354_ = l_3001_;
        double l_3002_ = (l_2992_ ? l_2989_ : l_2984_);
        double _e5966 = l_mut_146_;
        double l_3003_ = (_e5966 + l_2983_);
        double l_3004_ = (l_2990_ ? l_3002_ : l_3003_);
        l_mut_146_ = l_3004_;
        uint l_3005_ = uint(l_2992_);
        uint _e5970 = l_mut_151_;
        l_mut_151_ = (_e5970 + l_3005_);
        double l_3006_ = a_2766_[7];
        double _e5974 = l_mut_146_;
        double l_3007_ = (_e5974 + l_3006_);
        double _e5976 = l_mut_146_;
        double l_3008_ = (l_3007_ - _e5976);
        double l_3009_ = (l_3007_ - l_3008_);
        double _e5979 = l_mut_146_;
        double l_3010_ = (_e5979 - l_3009_);
        double l_3011_ = (l_3006_ - l_3008_);
        double l_3012_ = (l_3010_ + l_3011_);
        uint _e5983 = l_mut_151_;
        bool l_3013_ = (_e5983 < 3u);
        bool l_3014_ = (l_3012_ != 0.0L);
        if (l_3013_) {
            local_272 = l_3014_;
        } else {
            local_272 = false;
        }
        bool l_3015_ = local_272;
        uint _e5992 = l_mut_151_;
        bool l_3016_ = (_e5992 == 0u);
        if (l_3015_) {
            local_273 = l_3016_;
        } else {
            local_273 = false;
        }
        bool l_3017_ = local_273;
        double _e5999 = l_mut_356_;
        double l_3018_ = (l_3017_ ? l_3007_ : _e5999);
        l_mut_356_ = l_3018_;
        uint _e6001 = l_mut_151_;
        bool l_3019_ = (_e6001 == 1u);
        if (l_3015_) {
            local_274 = l_3019_;
        } else {
            local_274 = false;
        }
        bool l_3020_ = local_274;
        double _e6008 = l_mut_355_;
        double l_3021_ = (l_3020_ ? l_3007_ : _e6008);
        l_mut_355_ = l_3021_;
        uint _e6010 = l_mut_151_;
        bool l_3022_ = (_e6010 == 2u);
        if (l_3015_) {
            local_275 = l_3022_;
        } else {
            local_275 = false;
        }
        bool l_3023_ = local_275;
        double _e6017 = l_mut_354_;
        double l_3024_ = (l_3023_ ? l_3007_ : _e6017);
        l_mut_354_ = l_3024_;
        double l_3025_ = (l_3015_ ? l_3012_ : l_3007_);
        double _e6020 = l_mut_146_;
        double l_3026_ = (_e6020 + l_3006_);
        double l_3027_ = (l_3013_ ? l_3025_ : l_3026_);
        l_mut_146_ = l_3027_;
        uint l_3028_ = uint(l_3015_);
        uint _e6024 = l_mut_151_;
        l_mut_151_ = (_e6024 + l_3028_);
        uint _e6026 = l_mut_151_;
        bool l_3029_ = (_e6026 == 0u);
        double _e6029 = l_mut_356_;
        double _e6030 = l_mut_146_;
        double l_3030_ = (l_3029_ ? _e6030 : _e6029);
        l_mut_356_ = l_3030_;
        uint _e6032 = l_mut_151_;
        bool l_3031_ = (_e6032 == 1u);
        double _e6035 = l_mut_355_;
        double _e6036 = l_mut_146_;
        double l_3032_ = (l_3031_ ? _e6036 : _e6035);
        l_mut_355_ = l_3032_;
        uint _e6038 = l_mut_151_;
        bool l_3033_ = (_e6038 == 2u);
        double _e6041 = l_mut_354_;
        double _e6042 = l_mut_146_;
        double l_3034_ = (l_3033_ ? _e6042 : _e6041);
        l_mut_354_ = l_3034_;
        uint _e6044 = l_mut_151_;
        bool l_3035_ = (_e6044 == 3u);
        double _e6047 = l_mut_353_;
        double _e6048 = l_mut_146_;
        double l_3036_ = (l_3035_ ? _e6048 : _e6047);
        l_mut_353_ = l_3036_;
        double _e6050 = l_mut_356_;
        double l_3037_ = (l_5_ * _e6050);
        double l_3038_ = -(l_3037_);
        double _e6053 = l_mut_356_;
        double l_3039_ = mad(l_5_, _e6053, l_3038_);
        double _e6055 = l_mut_355_;
        double l_3040_ = (l_5_ * _e6055);
        double l_3041_ = -(l_3040_);
        double _e6058 = l_mut_355_;
        double l_3042_ = mad(l_5_, _e6058, l_3041_);
        double _e6060 = l_mut_356_;
        double l_3043_ = (l_7_ * _e6060);
        double l_3044_ = -(l_3043_);
        double _e6063 = l_mut_356_;
        double l_3045_ = mad(l_7_, _e6063, l_3044_);
        double _e6065 = l_mut_354_;
        double l_3046_ = (l_5_ * _e6065);
        double l_3047_ = -(l_3046_);
        double _e6068 = l_mut_354_;
        double l_3048_ = mad(l_5_, _e6068, l_3047_);
        double _e6070 = l_mut_355_;
        double l_3049_ = (l_7_ * _e6070);
        double l_3050_ = -(l_3049_);
        double _e6073 = l_mut_355_;
        double l_3051_ = mad(l_7_, _e6073, l_3050_);
        double _e6075 = l_mut_356_;
        double l_3052_ = (l_10_ * _e6075);
        double l_3053_ = -(l_3052_);
        double _e6078 = l_mut_356_;
        double l_3054_ = mad(l_10_, _e6078, l_3053_);
        double l_3055_ = (l_3040_ + l_3043_);
        double l_3056_ = (l_3055_ - l_3040_);
        double l_3057_ = (l_3055_ - l_3056_);
        double l_3058_ = (l_3040_ - l_3057_);
        double l_3059_ = (l_3043_ - l_3056_);
        double l_3060_ = (l_3058_ + l_3059_);
        double l_3061_ = (l_3039_ + l_3055_);
        double l_3062_ = (l_3061_ - l_3039_);
        double l_3063_ = (l_3061_ - l_3062_);
        double l_3064_ = (l_3039_ - l_3063_);
        double l_3065_ = (l_3055_ - l_3062_);
        double l_3066_ = (l_3064_ + l_3065_);
        double l_3067_ = (l_3060_ + l_3066_);
        double l_3068_ = (l_3067_ - l_3060_);
        double l_3069_ = (l_3067_ - l_3068_);
        double l_3070_ = (l_3060_ - l_3069_);
        double l_3071_ = (l_3066_ - l_3068_);
        double l_3072_ = (l_3070_ + l_3071_);
        double l_3073_ = (l_3067_ + l_3042_);
        double l_3074_ = (l_3073_ - l_3067_);
        double l_3075_ = (l_3073_ - l_3074_);
        double l_3076_ = (l_3067_ - l_3075_);
        double l_3077_ = (l_3042_ - l_3074_);
        double l_3078_ = (l_3076_ + l_3077_);
        double l_3079_ = (l_3045_ + l_3073_);
        double l_3080_ = (l_3079_ - l_3045_);
        double l_3081_ = (l_3079_ - l_3080_);
        double l_3082_ = (l_3045_ - l_3081_);
        double l_3083_ = (l_3073_ - l_3080_);
        double l_3084_ = (l_3082_ + l_3083_);
        double l_3085_ = (l_3078_ + l_3084_);
        double l_3086_ = (l_3085_ - l_3078_);
        double l_3087_ = (l_3085_ - l_3086_);
        double l_3088_ = (l_3078_ - l_3087_);
        double l_3089_ = (l_3084_ - l_3086_);
        double l_3090_ = (l_3088_ + l_3089_);
        double l_3091_ = (l_3046_ + l_3049_);
        double l_3092_ = (l_3091_ - l_3046_);
        double l_3093_ = (l_3091_ - l_3092_);
        double l_3094_ = (l_3046_ - l_3093_);
        double l_3095_ = (l_3049_ - l_3092_);
        double l_3096_ = (l_3094_ + l_3095_);
        double l_3097_ = (l_3052_ + l_3091_);
        double l_3098_ = (l_3097_ - l_3052_);
        double l_3099_ = (l_3097_ - l_3098_);
        double l_3100_ = (l_3052_ - l_3099_);
        double l_3101_ = (l_3091_ - l_3098_);
        double l_3102_ = (l_3100_ + l_3101_);
        double l_3103_ = (l_3096_ + l_3102_);
        double l_3104_ = (l_3103_ - l_3096_);
        double l_3105_ = (l_3103_ - l_3104_);
        double l_3106_ = (l_3096_ - l_3105_);
        double l_3107_ = (l_3102_ - l_3104_);
        double l_3108_ = (l_3106_ + l_3107_);
        double l_3109_ = (l_3079_ + l_3097_);
        double l_3110_ = (l_3109_ - l_3079_);
        double l_3111_ = (l_3109_ - l_3110_);
        double l_3112_ = (l_3079_ - l_3111_);
        double l_3113_ = (l_3097_ - l_3110_);
        double l_3114_ = (l_3112_ + l_3113_);
        double l_3115_ = (l_3085_ + l_3103_);
        double l_3116_ = (l_3115_ - l_3085_);
        double l_3117_ = (l_3115_ - l_3116_);
        double l_3118_ = (l_3085_ - l_3117_);
        double l_3119_ = (l_3103_ - l_3116_);
        double l_3120_ = (l_3118_ + l_3119_);
        double l_3121_ = (l_3115_ + l_3114_);
        double l_3122_ = (l_3121_ - l_3115_);
        double l_3123_ = (l_3121_ - l_3122_);
        double l_3124_ = (l_3115_ - l_3123_);
        double l_3125_ = (l_3114_ - l_3122_);
        double l_3126_ = (l_3124_ + l_3125_);
        double l_3127_ = (l_3090_ + l_3108_);
        double l_3128_ = (l_3126_ + l_3120_);
        double l_3129_ = (l_3127_ + l_3128_);
        double _e6155 = l_mut_353_;
        double l_3130_ = (l_5_ * _e6155);
        double _e6157 = l_mut_354_;
        double l_3131_ = (l_7_ * _e6157);
        double l_3132_ = (l_3130_ + l_3131_);
        double _e6160 = l_mut_355_;
        double l_3133_ = (l_10_ * _e6160);
        double _e6162 = l_mut_356_;
        double l_3134_ = (l_13_ * _e6162);
        double l_3135_ = (l_3133_ + l_3134_);
        double l_3136_ = (l_3132_ + l_3135_);
        double l_3137_ = (l_3072_ + l_3048_);
        double l_3138_ = (l_3051_ + l_3054_);
        double l_3139_ = (l_3137_ + l_3138_);
        double l_3140_ = (l_3136_ + l_3139_);
        double l_3141_ = (l_3121_ + l_3140_);
        double l_3142_ = (l_3141_ + l_3129_);
        double l_3143_ = (l_3142_ - l_3141_);
        double l_3144_ = (l_3129_ - l_3143_);
        double l_3145_ = (l_3109_ + l_3142_);
        double l_3146_ = (l_3145_ - l_3109_);
        double l_3147_ = (l_3142_ - l_3146_);
        double l_3148_ = (l_3061_ + l_3145_);
        double l_3149_ = (l_3148_ - l_3061_);
        double l_3150_ = (l_3145_ - l_3149_);
        double l_3151_ = (l_3037_ + l_3148_);
        double l_3152_ = (l_3151_ - l_3037_);
        double l_3153_ = (l_3148_ - l_3152_);
        l_mut_1358_ = 0.0L;
        l_mut_1357_ = 0.0L;
        l_mut_1356_ = 0.0L;
        l_mut_1355_ = 0.0L;
        l_mut_150_ = l_3151_;
        l_mut_151_ = 0u;
        double _e6188 = l_mut_150_;
        double l_3154_ = (_e6188 + l_3153_);
        double _e6190 = l_mut_150_;
        double l_3155_ = (l_3154_ - _e6190);
        double l_3156_ = (l_3153_ - l_3155_);
        uint _e6193 = l_mut_151_;
        bool l_3157_ = (_e6193 < 3u);
        bool l_3158_ = (l_3156_ != 0.0L);
        if (l_3157_) {
            local_276 = l_3158_;
        } else {
            local_276 = false;
        }
        bool l_3159_ = local_276;
        uint _e6202 = l_mut_151_;
        bool l_3160_ = (_e6202 == 0u);
        if (l_3159_) {
            local_277 = l_3160_;
        } else {
            local_277 = false;
        }
        bool l_3161_ = local_277;
        double _e6209 = l_mut_1358_;
        double l_3162_ = (l_3161_ ? l_3154_ : _e6209);
        l_mut_1358_ = l_3162_;
        uint _e6211 = l_mut_151_;
        bool l_3163_ = (_e6211 == 1u);
        if (l_3159_) {
            local_278 = l_3163_;
        } else {
            local_278 = false;
        }
        bool l_3164_ = local_278;
        double _e6218 = l_mut_1357_;
        double l_3165_ = (l_3164_ ? l_3154_ : _e6218);
        l_mut_1357_ = l_3165_;
        uint _e6220 = l_mut_151_;
        bool l_3166_ = (_e6220 == 2u);
        if (l_3159_) {
            local_279 = l_3166_;
        } else {
            local_279 = false;
        }
        bool l_3167_ = local_279;
        double _e6227 = l_mut_1356_;
        double l_3168_ = (l_3167_ ? l_3154_ : _e6227);
        l_mut_1356_ = l_3168_;
        double l_3169_ = (l_3159_ ? l_3156_ : l_3154_);
        double _e6230 = l_mut_150_;
        double l_3170_ = (_e6230 + l_3153_);
        double l_3171_ = (l_3157_ ? l_3169_ : l_3170_);
        l_mut_150_ = l_3171_;
        uint l_3172_ = uint(l_3159_);
        uint _e6234 = l_mut_151_;
        l_mut_151_ = (_e6234 + l_3172_);
        double _e6236 = l_mut_150_;
        double l_3173_ = (_e6236 + l_3150_);
        double _e6238 = l_mut_150_;
        double l_3174_ = (l_3173_ - _e6238);
        double l_3175_ = (l_3150_ - l_3174_);
        uint _e6241 = l_mut_151_;
        bool l_3176_ = (_e6241 < 3u);
        bool l_3177_ = (l_3175_ != 0.0L);
        if (l_3176_) {
            local_280 = l_3177_;
        } else {
            local_280 = false;
        }
        bool l_3178_ = local_280;
        uint _e6250 = l_mut_151_;
        bool l_3179_ = (_e6250 == 0u);
        if (l_3178_) {
            local_281 = l_3179_;
        } else {
            local_281 = false;
        }
        bool l_3180_ = local_281;
        double _e6257 = l_mut_1358_;
        double l_3181_ = (l_3180_ ? l_3173_ : _e6257);
        l_mut_1358_ = l_3181_;
        uint _e6259 = l_mut_151_;
        bool l_3182_ = (_e6259 == 1u);
        if (l_3178_) {
            local_282 = l_3182_;
        } else {
            local_282 = false;
        }
        bool l_3183_ = local_282;
        double _e6266 = l_mut_1357_;
        double l_3184_ = (l_3183_ ? l_3173_ : _e6266);
        l_mut_1357_ = l_3184_;
        uint _e6268 = l_mut_151_;
        bool l_3185_ = (_e6268 == 2u);
        if (l_3178_) {
            local_283 = l_3185_;
        } else {
            local_283 = false;
        }
        bool l_3186_ = local_283;
        double _e6275 = l_mut_1356_;
        double l_3187_ = (l_3186_ ? l_3173_ : _e6275);
        l_mut_1356_ = l_3187_;
        double l_3188_ = (l_3178_ ? l_3175_ : l_3173_);
        double _e6278 = l_mut_150_;
        double l_3189_ = (_e6278 + l_3150_);
        double l_3190_ = (l_3176_ ? l_3188_ : l_3189_);
        l_mut_150_ = l_3190_;
        uint l_3191_ = uint(l_3178_);
        uint _e6282 = l_mut_151_;
        l_mut_151_ = (_e6282 + l_3191_);
        double _e6284 = l_mut_150_;
        double l_3192_ = (_e6284 + l_3147_);
        double _e6286 = l_mut_150_;
        double l_3193_ = (l_3192_ - _e6286);
        double l_3194_ = (l_3147_ - l_3193_);
        uint _e6289 = l_mut_151_;
        bool l_3195_ = (_e6289 < 3u);
        bool l_3196_ = (l_3194_ != 0.0L);
        if (l_3195_) {
            local_284 = l_3196_;
        } else {
            local_284 = false;
        }
        bool l_3197_ = local_284;
        uint _e6298 = l_mut_151_;
        bool l_3198_ = (_e6298 == 0u);
        if (l_3197_) {
            local_285 = l_3198_;
        } else {
            local_285 = false;
        }
        bool l_3199_ = local_285;
        double _e6305 = l_mut_1358_;
        double l_3200_ = (l_3199_ ? l_3192_ : _e6305);
        l_mut_1358_ = l_3200_;
        uint _e6307 = l_mut_151_;
        bool l_3201_ = (_e6307 == 1u);
        if (l_3197_) {
            local_286 = l_3201_;
        } else {
            local_286 = false;
        }
        bool l_3202_ = local_286;
        double _e6314 = l_mut_1357_;
        double l_3203_ = (l_3202_ ? l_3192_ : _e6314);
        l_mut_1357_ = l_3203_;
        uint _e6316 = l_mut_151_;
        bool l_3204_ = (_e6316 == 2u);
        if (l_3197_) {
            local_287 = l_3204_;
        } else {
            local_287 = false;
        }
        bool l_3205_ = local_287;
        double _e6323 = l_mut_1356_;
        double l_3206_ = (l_3205_ ? l_3192_ : _e6323);
        l_mut_1356_ = l_3206_;
        double l_3207_ = (l_3197_ ? l_3194_ : l_3192_);
        double _e6326 = l_mut_150_;
        double l_3208_ = (_e6326 + l_3147_);
        double l_3209_ = (l_3195_ ? l_3207_ : l_3208_);
        l_mut_150_ = l_3209_;
        uint l_3210_ = uint(l_3197_);
        uint _e6330 = l_mut_151_;
        l_mut_151_ = (_e6330 + l_3210_);
        double _e6332 = l_mut_150_;
        double l_3211_ = (_e6332 + l_3144_);
        double _e6334 = l_mut_150_;
        double l_3212_ = (l_3211_ - _e6334);
        double l_3213_ = (l_3144_ - l_3212_);
        uint _e6337 = l_mut_151_;
        bool l_3214_ = (_e6337 < 3u);
        bool l_3215_ = (l_3213_ != 0.0L);
        if (l_3214_) {
            local_288 = l_3215_;
        } else {
            local_288 = false;
        }
        bool l_3216_ = local_288;
        uint _e6346 = l_mut_151_;
        bool l_3217_ = (_e6346 == 0u);
        if (l_3216_) {
            local_289 = l_3217_;
        } else {
            local_289 = false;
        }
        bool l_3218_ = local_289;
        double _e6353 = l_mut_1358_;
        double l_3219_ = (l_3218_ ? l_3211_ : _e6353);
        l_mut_1358_ = l_3219_;
        uint _e6355 = l_mut_151_;
        bool l_3220_ = (_e6355 == 1u);
        if (l_3216_) {
            local_290 = l_3220_;
        } else {
            local_290 = false;
        }
        bool l_3221_ = local_290;
        double _e6362 = l_mut_1357_;
        double l_3222_ = (l_3221_ ? l_3211_ : _e6362);
        l_mut_1357_ = l_3222_;
        uint _e6364 = l_mut_151_;
        bool l_3223_ = (_e6364 == 2u);
        if (l_3216_) {
            local_291 = l_3223_;
        } else {
            local_291 = false;
        }
        bool l_3224_ = local_291;
        double _e6371 = l_mut_1356_;
        double l_3225_ = (l_3224_ ? l_3211_ : _e6371);
        l_mut_1356_ = l_3225_;
        double l_3226_ = (l_3216_ ? l_3213_ : l_3211_);
        double _e6374 = l_mut_150_;
        double l_3227_ = (_e6374 + l_3144_);
        double l_3228_ = (l_3214_ ? l_3226_ : l_3227_);
        l_mut_150_ = l_3228_;
        uint l_3229_ = uint(l_3216_);
        uint _e6378 = l_mut_151_;
        l_mut_151_ = (_e6378 + l_3229_);
        uint _e6380 = l_mut_151_;
        bool l_3230_ = (_e6380 == 0u);
        double _e6383 = l_mut_1358_;
        double _e6384 = l_mut_150_;
        double l_3231_ = (l_3230_ ? _e6384 : _e6383);
        l_mut_1358_ = l_3231_;
        uint _e6386 = l_mut_151_;
        bool l_3232_ = (_e6386 == 1u);
        double _e6389 = l_mut_1357_;
        double _e6390 = l_mut_150_;
        double l_3233_ = (l_3232_ ? _e6390 : _e6389);
        l_mut_1357_ = l_3233_;
        uint _e6392 = l_mut_151_;
        bool l_3234_ = (_e6392 == 2u);
        double _e6395 = l_mut_1356_;
        double _e6396 = l_mut_150_;
        double l_3235_ = (l_3234_ ? _e6396 : _e6395);
        l_mut_1356_ = l_3235_;
        uint _e6398 = l_mut_151_;
        bool l_3236_ = (_e6398 == 3u);
        double _e6401 = l_mut_1355_;
        double _e6402 = l_mut_150_;
        double l_3237_ = (l_3236_ ? _e6402 : _e6401);
        l_mut_1355_ = l_3237_;
        bool l_3238_ = (l_5_ != 0.0L);
        double _e6406 = l_mut_1358_;
        double l_3239_ = (l_3238_ ? _e6406 : l_5_);
        double _e6409 = l_mut_1357_;
        double l_3240_ = (l_3238_ ? _e6409 : 0.0L);
        double _e6412 = l_mut_1356_;
        double l_3241_ = (l_3238_ ? _e6412 : 0.0L);
        double _e6415 = l_mut_1355_;
        double l_3242_ = (l_3238_ ? _e6415 : 0.0L);
        uint l_3318_ = asuint(info.Load(12+0));
        uint l_3319_ = (l_3318_ * 1u);
        bool l_3320_ = (id < l_3319_);
        if (l_3320_) {
            buffer_3_global.Store(id*8, l_3239_);
        }
        uint l_3243_ = (l_1_ + id);
        uint l_3321_ = asuint(info.Load(12+0));
        uint l_3322_ = (l_3321_ * 1u);
        bool l_3323_ = (l_3243_ < l_3322_);
        if (l_3323_) {
            buffer_3_global.Store(l_3243_*8, l_3240_);
        }
        uint l_3244_ = (2u * l_1_);
        uint l_3245_ = (l_3244_ + id);
        uint l_3324_ = asuint(info.Load(12+0));
        uint l_3325_ = (l_3324_ * 1u);
        bool l_3326_ = (l_3245_ < l_3325_);
        if (l_3326_) {
            buffer_3_global.Store(l_3245_*8, l_3241_);
        }
        uint l_3246_ = (3u * l_1_);
        uint l_3247_ = (l_3246_ + id);
        uint l_3327_ = asuint(info.Load(12+0));
        uint l_3328_ = (l_3327_ * 1u);
        bool l_3329_ = (l_3247_ < l_3328_);
        if (l_3329_) {
            buffer_3_global.Store(l_3247_*8, l_3242_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
