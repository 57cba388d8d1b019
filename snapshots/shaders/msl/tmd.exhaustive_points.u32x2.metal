
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[8];
};

uint32_t __umulhi(uint32_t a, uint32_t b) {
    uint64_t product = static_cast<uint64_t>(a) * static_cast<uint64_t>(b);
    return static_cast<uint32_t>(product >> 32);
}

[[kernel]]
void exhaustive_points(
    const device uint * buffer_0 [[buffer(0)]],
    const device uint * buffer_1 [[buffer(1)]],
    device uint * buffer_2 [[buffer(2)]],
    device atomic_uint * buffer_3 [[buffer(3)]],
    constant info_st& info [[buffer(4)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
uint l_mut_103;
uint l_mut_54;
uint l_mut_55;
uint l_mut_56;
uint l_mut_57;
uint l_mut_91;
uint l_mut_97;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_214 = info.static_meta[uint(3)];
const uint l_215 = l_214 * uint(1);
const uint l_216 = l_215 - uint(1);
const uint l_217 = min(uint(3), l_216);
device atomic_uint* l_218 = &buffer_3[l_217];
atomic_uint* l_1 = l_218;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_200 = info.static_meta[uint(1)];
const uint l_201 = l_200 * uint(1);
const bool l_202 = l_3 < l_201;
const uint l_203 = l_201 - uint(1);
const uint l_204 = min(l_3, l_203);
const uint l_205 = buffer_1[l_204];
const uint l_206 = (l_202) ? l_205 : uint(0);
const uint l_4 = l_206;
const uint l_5 = uint(2) * uint(0);
const uint l_6 = l_5 + uint(1);
const uint l_207 = info.static_meta[uint(1)];
const uint l_208 = l_207 * uint(1);
const bool l_209 = l_6 < l_208;
const uint l_210 = l_208 - uint(1);
const uint l_211 = min(l_6, l_210);
const uint l_212 = buffer_1[l_211];
const uint l_213 = (l_209) ? l_212 : uint(0);
const uint l_7 = l_213;
const bool l_8 = thread_index_in_grid < l_4;
if (l_8) {
const uint l_9 = uint(2) * uint(1);
const uint l_219 = info.static_meta[uint(1)];
const uint l_220 = l_219 * uint(1);
const bool l_221 = l_9 < l_220;
const uint l_222 = l_220 - uint(1);
const uint l_223 = min(l_9, l_222);
const uint l_224 = buffer_1[l_223];
const uint l_225 = (l_221) ? l_224 : uint(0);
const uint l_10 = l_225;
const uint l_11 = uint(2) * uint(1);
const uint l_12 = l_11 + uint(1);
const uint l_226 = info.static_meta[uint(1)];
const uint l_227 = l_226 * uint(1);
const bool l_228 = l_12 < l_227;
const uint l_229 = l_227 - uint(1);
const uint l_230 = min(l_12, l_229);
const uint l_231 = buffer_1[l_230];
const uint l_232 = (l_228) ? l_231 : uint(0);
const uint l_13 = l_232;
const uint l_14 = l_10 + thread_index_in_grid;
const uint l_15 = uint(2) * uint(2);
const uint l_233 = info.static_meta[uint(1)];
const uint l_234 = l_233 * uint(1);
const bool l_235 = l_15 < l_234;
const uint l_236 = l_234 - uint(1);
const uint l_237 = min(l_15, l_236);
const uint l_238 = buffer_1[l_237];
const uint l_239 = (l_235) ? l_238 : uint(0);
const uint l_16 = l_239;
const uint l_17 = uint(2) * uint(2);
const uint l_18 = l_17 + uint(1);
const uint l_240 = info.static_meta[uint(1)];
const uint l_241 = l_240 * uint(1);
const bool l_242 = l_18 < l_241;
const uint l_243 = l_241 - uint(1);
const uint l_244 = min(l_18, l_243);
const uint l_245 = buffer_1[l_244];
const uint l_246 = (l_242) ? l_245 : uint(0);
const uint l_19 = l_246;
const uint l_20 = uint(2) * uint(3);
const uint l_247 = info.static_meta[uint(1)];
const uint l_248 = l_247 * uint(1);
const bool l_249 = l_20 < l_248;
const uint l_250 = l_248 - uint(1);
const uint l_251 = min(l_20, l_250);
const uint l_252 = buffer_1[l_251];
const uint l_253 = (l_249) ? l_252 : uint(0);
const uint l_21 = l_253;
const uint l_22 = uint(2) * uint(3);
const uint l_23 = l_22 + uint(1);
const uint l_254 = info.static_meta[uint(1)];
const uint l_255 = l_254 * uint(1);
const bool l_256 = l_23 < l_255;
const uint l_257 = l_255 - uint(1);
const uint l_258 = min(l_23, l_257);
const uint l_259 = buffer_1[l_258];
const uint l_260 = (l_256) ? l_259 : uint(0);
const uint l_24 = l_260;
const uint l_25 = uint(2) * uint(4);
const uint l_261 = info.static_meta[uint(1)];
const uint l_262 = l_261 * uint(1);
const bool l_263 = l_25 < l_262;
const uint l_264 = l_262 - uint(1);
const uint l_265 = min(l_25, l_264);
const uint l_266 = buffer_1[l_265];
const uint l_267 = (l_263) ? l_266 : uint(0);
const uint l_26 = l_267;
const uint l_27 = uint(2) * uint(4);
const uint l_28 = l_27 + uint(1);
const uint l_268 = info.static_meta[uint(1)];
const uint l_269 = l_268 * uint(1);
const bool l_270 = l_28 < l_269;
const uint l_271 = l_269 - uint(1);
const uint l_272 = min(l_28, l_271);
const uint l_273 = buffer_1[l_272];
const uint l_274 = (l_270) ? l_273 : uint(0);
const uint l_29 = l_274;
const uint l_30 = uint(2) * uint(5);
const uint l_275 = info.static_meta[uint(1)];
const uint l_276 = l_275 * uint(1);
const bool l_277 = l_30 < l_276;
const uint l_278 = l_276 - uint(1);
const uint l_279 = min(l_30, l_278);
const uint l_280 = buffer_1[l_279];
const uint l_281 = (l_277) ? l_280 : uint(0);
const uint l_31 = l_281;
const uint l_32 = uint(2) * uint(5);
const uint l_33 = l_32 + uint(1);
const uint l_282 = info.static_meta[uint(1)];
const uint l_283 = l_282 * uint(1);
const bool l_284 = l_33 < l_283;
const uint l_285 = l_283 - uint(1);
const uint l_286 = min(l_33, l_285);
const uint l_287 = buffer_1[l_286];
const uint l_288 = (l_284) ? l_287 : uint(0);
const uint l_34 = l_288;
const uint l_35 = uint(1) << l_16;
const uint l_36 = l_35 - uint(1);
const uint l_37 = l_14 & l_36;
const uint l_38 = l_14 >> l_16;
const uint l_39 = l_21 + uint(1);
const uint l_40 = l_38 * l_39;
const uint l_41 = l_40 + l_21;
const uint l_42 = uint(2) * l_41;
const uint l_43 = uint(2) * l_42;
const uint l_289 = info.static_meta[uint(0)];
const uint l_290 = l_289 * uint(1);
const bool l_291 = l_43 < l_290;
const uint l_292 = l_290 - uint(1);
const uint l_293 = min(l_43, l_292);
const uint l_294 = buffer_0[l_293];
const uint l_295 = (l_291) ? l_294 : uint(0);
const uint l_44 = l_295;
const uint l_45 = uint(2) * l_42;
const uint l_46 = l_45 + uint(1);
const uint l_296 = info.static_meta[uint(0)];
const uint l_297 = l_296 * uint(1);
const bool l_298 = l_46 < l_297;
const uint l_299 = l_297 - uint(1);
const uint l_300 = min(l_46, l_299);
const uint l_301 = buffer_0[l_300];
const uint l_302 = (l_298) ? l_301 : uint(0);
const uint l_47 = l_302;
const uint l_48 = l_42 + uint(1);
const uint l_49 = uint(2) * l_48;
const uint l_303 = info.static_meta[uint(0)];
const uint l_304 = l_303 * uint(1);
const bool l_305 = l_49 < l_304;
const uint l_306 = l_304 - uint(1);
const uint l_307 = min(l_49, l_306);
const uint l_308 = buffer_0[l_307];
const uint l_309 = (l_305) ? l_308 : uint(0);
const uint l_50 = l_309;
const uint l_51 = uint(2) * l_48;
const uint l_52 = l_51 + uint(1);
const uint l_310 = info.static_meta[uint(0)];
const uint l_311 = l_310 * uint(1);
const bool l_312 = l_52 < l_311;
const uint l_313 = l_311 - uint(1);
const uint l_314 = min(l_52, l_313);
const uint l_315 = buffer_0[l_314];
const uint l_316 = (l_312) ? l_315 : uint(0);
const uint l_53 = l_316;
l_mut_54 = l_44;
l_mut_55 = l_47;
l_mut_56 = l_50;
l_mut_57 = l_53;

for (uint l_mut_58 = uint(0); l_mut_58 < l_21; ++l_mut_58) {
const uint l_59 = l_40 + l_21;
const uint l_60 = l_59 - uint(1);
const uint l_61 = l_60 - l_mut_58;
const uint l_62 = uint(2) * l_61;
const uint l_63 = uint(2) * l_62;
const uint l_317 = info.static_meta[uint(0)];
const uint l_318 = l_317 * uint(1);
const bool l_319 = l_63 < l_318;
const uint l_320 = l_318 - uint(1);
const uint l_321 = min(l_63, l_320);
const uint l_322 = buffer_0[l_321];
const uint l_323 = (l_319) ? l_322 : uint(0);
const uint l_64 = l_323;
const uint l_65 = uint(2) * l_62;
const uint l_66 = l_65 + uint(1);
const uint l_324 = info.static_meta[uint(0)];
const uint l_325 = l_324 * uint(1);
const bool l_326 = l_66 < l_325;
const uint l_327 = l_325 - uint(1);
const uint l_328 = min(l_66, l_327);
const uint l_329 = buffer_0[l_328];
const uint l_330 = (l_326) ? l_329 : uint(0);
const uint l_67 = l_330;
const uint l_68 = l_62 + uint(1);
const uint l_69 = uint(2) * l_68;
const uint l_331 = info.static_meta[uint(0)];
const uint l_332 = l_331 * uint(1);
const bool l_333 = l_69 < l_332;
const uint l_334 = l_332 - uint(1);
const uint l_335 = min(l_69, l_334);
const uint l_336 = buffer_0[l_335];
const uint l_337 = (l_333) ? l_336 : uint(0);
const uint l_70 = l_337;
const uint l_71 = uint(2) * l_68;
const uint l_72 = l_71 + uint(1);
const uint l_338 = info.static_meta[uint(0)];
const uint l_339 = l_338 * uint(1);
const bool l_340 = l_72 < l_339;
const uint l_341 = l_339 - uint(1);
const uint l_342 = min(l_72, l_341);
const uint l_343 = buffer_0[l_342];
const uint l_344 = (l_340) ? l_343 : uint(0);
const uint l_73 = l_344;
const uint l_74 = l_mut_54 * l_37;
const uint l_75 = __umulhi(l_mut_54, l_37);
const uint l_76 = l_mut_55 * l_37;
const uint l_77 = l_75 + l_76;
const uint l_78 = l_mut_56 * l_37;
const uint l_79 = __umulhi(l_mut_56, l_37);
const uint l_80 = l_mut_57 * l_37;
const uint l_81 = l_79 + l_80;
const uint l_82 = l_mut_54 * l_37;
const uint l_83 = l_mut_55 * l_37;
const uint l_84 = __umulhi(l_mut_54, l_37);
const uint l_85 = l_84 + l_83;
const uint l_86 = __umulhi(l_mut_55, l_37);
const bool l_87 = l_85 < l_83;
const uint l_88 = uint(l_87);
const uint l_89 = l_86 + l_88;
const uint l_90 = uint(64) % uint(32);
l_mut_91 = l_82;
const bool l_92 = l_90 > uint(0);
if (l_92) {
const uint l_93 = l_82 >> l_90;
const uint l_94 = uint(32) - l_90;
const uint l_95 = l_85 << l_94;
const uint l_96 = l_93 | l_95;
l_mut_91 = l_96;
}
l_mut_97 = l_85;
const bool l_98 = l_90 > uint(0);
if (l_98) {
const uint l_99 = l_85 >> l_90;
const uint l_100 = uint(32) - l_90;
const uint l_101 = l_89 << l_100;
const uint l_102 = l_99 | l_101;
l_mut_97 = l_102;
}
l_mut_103 = l_mut_91;
l_mut_91 = l_mut_97;
const bool l_104 = uint(64) >= uint(64);
if (l_104) {
l_mut_103 = l_89;
l_mut_91 = uint(0);
} else {
const bool l_105 = uint(64) >= uint(32);
if (l_105) {
l_mut_97 = l_85;
const bool l_106 = l_90 > uint(0);
if (l_106) {
const uint l_107 = l_85 >> l_90;
const uint l_108 = uint(32) - l_90;
const uint l_109 = l_89 << l_108;
const uint l_110 = l_107 | l_109;
l_mut_97 = l_110;
}
const uint l_111 = l_89 >> l_90;
l_mut_103 = l_mut_97;
l_mut_91 = l_111;
}
}
const uint l_112 = l_78 + l_mut_103;
const uint l_113 = l_81 + l_mut_91;
const bool l_114 = l_112 < l_78;
const uint l_115 = uint(l_114);
const uint l_116 = l_113 + l_115;
const uint l_117 = l_74 + l_64;
const uint l_118 = l_77 + l_67;
const bool l_119 = l_117 < l_74;
const uint l_120 = uint(l_119);
const uint l_121 = l_118 + l_120;
const bool l_122 = l_121 < l_77;
const bool l_123 = l_121 == l_77;
const bool l_124 = l_117 < l_74;
const bool l_125 = l_123 && l_124;
const bool l_126 = l_122 || l_125;
const uint l_127 = uint(l_126);
const uint l_128 = l_112 + l_70;
const uint l_129 = l_116 + l_73;
const bool l_130 = l_128 < l_112;
const uint l_131 = uint(l_130);
const uint l_132 = l_129 + l_131;
const uint l_133 = l_128 + l_127;
const uint l_134 = l_132 + uint(0);
const bool l_135 = l_133 < l_128;
const uint l_136 = uint(l_135);
const uint l_137 = l_134 + l_136;
l_mut_54 = l_117;
l_mut_55 = l_121;
l_mut_56 = l_133;
l_mut_57 = l_137;
}
const uint l_138 = l_mut_54 | l_mut_55;
const bool l_139 = l_138 == uint(0);
const bool l_140 = !l_139;
const uint l_141 = uint(l_140);
const uint l_142 = uint(0) - l_mut_54;
const uint l_143 = uint(0) - l_mut_55;
const bool l_144 = uint(0) < l_mut_54;
const uint l_145 = uint(l_144);
const uint l_146 = l_143 - l_145;
const uint l_147 = uint(0) - l_mut_56;
const uint l_148 = uint(0) - l_mut_57;
const bool l_149 = uint(0) < l_mut_56;
const uint l_150 = uint(l_149);
const uint l_151 = l_148 - l_150;
const uint l_152 = l_147 - l_141;
const uint l_153 = l_151 - uint(0);
const bool l_154 = l_147 < l_141;
const uint l_155 = uint(l_154);
const uint l_156 = l_153 - l_155;
const bool l_157 = l_mut_57 < l_34;
const bool l_158 = l_mut_57 == l_34;
const bool l_159 = l_mut_56 < l_31;
const bool l_160 = l_158 && l_159;
const bool l_161 = l_157 || l_160;
const uint l_162 = l_mut_56 - l_31;
const uint l_163 = l_mut_57 - l_34;
const bool l_164 = l_mut_56 < l_31;
const uint l_165 = uint(l_164);
const uint l_166 = l_163 - l_165;
const uint l_167 = l_162 | l_166;
const bool l_168 = l_167 == uint(0);
const bool l_169 = l_mut_55 < l_29;
const bool l_170 = l_mut_55 == l_29;
const bool l_171 = l_mut_54 < l_26;
const bool l_172 = l_170 && l_171;
const bool l_173 = l_169 || l_172;
const bool l_174 = l_168 && l_173;
const bool l_175 = l_161 || l_174;
const bool l_176 = l_156 < l_34;
const bool l_177 = l_156 == l_34;
const bool l_178 = l_152 < l_31;
const bool l_179 = l_177 && l_178;
const bool l_180 = l_176 || l_179;
const uint l_181 = l_152 - l_31;
const uint l_182 = l_156 - l_34;
const bool l_183 = l_152 < l_31;
const uint l_184 = uint(l_183);
const uint l_185 = l_182 - l_184;
const uint l_186 = l_181 | l_185;
const bool l_187 = l_186 == uint(0);
const bool l_188 = l_146 < l_29;
const bool l_189 = l_146 == l_29;
const bool l_190 = l_142 < l_26;
const bool l_191 = l_189 && l_190;
const bool l_192 = l_188 || l_191;
const bool l_193 = l_187 && l_192;
const bool l_194 = l_180 || l_193;
const bool l_195 = l_175 || l_194;
if (l_195) {
const uint l_345 = info.static_meta[uint(3)];
const uint l_346 = l_345 * uint(1);
const uint l_347 = l_346 - uint(1);
const uint l_348 = min(uint(2), l_347);
device atomic_uint* l_349 = &buffer_3[l_348];
atomic_uint* l_196 = l_349;
const uint l_197 = atomic_fetch_add_explicit(l_196, uint(1), memory_order_relaxed);
const uint l_198 = info.static_meta[uint(6)];
const bool l_199 = l_197 < l_198;
if (l_199) {
const uint l_350 = info.static_meta[uint(2)];
const uint l_351 = l_350 * uint(1);
const bool l_352 = l_197 < l_351;
if (l_352) {
buffer_2[l_197] = thread_index_in_grid;
}
}
}
}

}
