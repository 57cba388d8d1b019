#include <cuda_runtime.h>
typedef unsigned int uint;
typedef unsigned char uint8;
typedef unsigned short uint16;
typedef unsigned int uint32;
typedef unsigned long long int uint64;
typedef signed char int8;
typedef signed short int16;
typedef signed int int32;
typedef signed long long int int64;

struct info_st {
    uint32 static_meta[14];
};


extern "C" __global__ void __launch_bounds__(64)phase3 (
    const uint32* __restrict__ buffer_0, const uint32* __restrict__ buffer_1, const uint32* __restrict__ buffer_2, const uint32* __restrict__ buffer_3, const uint32* __restrict__ buffer_4, uint32* buffer_5, uint32* buffer_6, const __grid_constant__ info_st info
) {
uint3 absoluteIdx = make_uint3(
    blockIdx.x * blockDim.x + threadIdx.x,
    blockIdx.y * blockDim.y + threadIdx.y,
    blockIdx.z * blockDim.z + threadIdx.z
);
uint32 idxGlobal = (
                absoluteIdx.z * gridDim.x * blockDim.x * gridDim.y * blockDim.y)
                + (absoluteIdx.y * gridDim.x * blockDim.x)
                + absoluteIdx.x;
uint32 l_mut_101;
uint32 l_mut_102;
uint32 l_mut_117;
uint32 l_mut_123;
uint32 l_mut_129;
uint32 l_mut_56;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_326 = info.static_meta[uint32(6)];
const uint32 l_327 = l_326 * uint32(1);
const uint32 l_328 = l_327 - uint32(1);
const uint32 l_329 = min(uint32(3), l_328);
uint32* l_330 = &buffer_6[l_329];
uint32* l_1 = l_330;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_242 = info.static_meta[uint32(3)];
const uint32 l_243 = l_242 * uint32(1);
const bool l_244 = l_3 < l_243;
const uint32 l_245 = l_243 - uint32(1);
const uint32 l_246 = min(l_3, l_245);
const uint32 l_247 = buffer_3[l_246];
const uint32 l_248 = (l_244) ? l_247 : uint32(0);
const uint32 l_4 = l_248;
const uint32 l_5 = uint32(2) * uint32(0);
const uint32 l_6 = l_5 + uint32(1);
const uint32 l_249 = info.static_meta[uint32(3)];
const uint32 l_250 = l_249 * uint32(1);
const bool l_251 = l_6 < l_250;
const uint32 l_252 = l_250 - uint32(1);
const uint32 l_253 = min(l_6, l_252);
const uint32 l_254 = buffer_3[l_253];
const uint32 l_255 = (l_251) ? l_254 : uint32(0);
const uint32 l_7 = l_255;
const uint32 l_8 = uint32(2) * uint32(1);
const uint32 l_256 = info.static_meta[uint32(3)];
const uint32 l_257 = l_256 * uint32(1);
const bool l_258 = l_8 < l_257;
const uint32 l_259 = l_257 - uint32(1);
const uint32 l_260 = min(l_8, l_259);
const uint32 l_261 = buffer_3[l_260];
const uint32 l_262 = (l_258) ? l_261 : uint32(0);
const uint32 l_9 = l_262;
const uint32 l_10 = uint32(2) * uint32(1);
const uint32 l_11 = l_10 + uint32(1);
const uint32 l_263 = info.static_meta[uint32(3)];
const uint32 l_264 = l_263 * uint32(1);
const bool l_265 = l_11 < l_264;
const uint32 l_266 = l_264 - uint32(1);
const uint32 l_267 = min(l_11, l_266);
const uint32 l_268 = buffer_3[l_267];
const uint32 l_269 = (l_265) ? l_268 : uint32(0);
const uint32 l_12 = l_269;
const uint32 l_13 = uint32(2) * uint32(2);
const uint32 l_270 = info.static_meta[uint32(3)];
const uint32 l_271 = l_270 * uint32(1);
const bool l_272 = l_13 < l_271;
const uint32 l_273 = l_271 - uint32(1);
const uint32 l_274 = min(l_13, l_273);
const uint32 l_275 = buffer_3[l_274];
const uint32 l_276 = (l_272) ? l_275 : uint32(0);
const uint32 l_14 = l_276;
const uint32 l_15 = uint32(2) * uint32(2);
const uint32 l_16 = l_15 + uint32(1);
const uint32 l_277 = info.static_meta[uint32(3)];
const uint32 l_278 = l_277 * uint32(1);
const bool l_279 = l_16 < l_278;
const uint32 l_280 = l_278 - uint32(1);
const uint32 l_281 = min(l_16, l_280);
const uint32 l_282 = buffer_3[l_281];
const uint32 l_283 = (l_279) ? l_282 : uint32(0);
const uint32 l_17 = l_283;
const uint32 l_18 = uint32(2) * uint32(3);
const uint32 l_284 = info.static_meta[uint32(3)];
const uint32 l_285 = l_284 * uint32(1);
const bool l_286 = l_18 < l_285;
const uint32 l_287 = l_285 - uint32(1);
const uint32 l_288 = min(l_18, l_287);
const uint32 l_289 = buffer_3[l_288];
const uint32 l_290 = (l_286) ? l_289 : uint32(0);
const uint32 l_19 = l_290;
const uint32 l_20 = uint32(2) * uint32(3);
const uint32 l_21 = l_20 + uint32(1);
const uint32 l_291 = info.static_meta[uint32(3)];
const uint32 l_292 = l_291 * uint32(1);
const bool l_293 = l_21 < l_292;
const uint32 l_294 = l_292 - uint32(1);
const uint32 l_295 = min(l_21, l_294);
const uint32 l_296 = buffer_3[l_295];
const uint32 l_297 = (l_293) ? l_296 : uint32(0);
const uint32 l_22 = l_297;
const uint32 l_23 = uint32(2) * uint32(4);
const uint32 l_298 = info.static_meta[uint32(3)];
const uint32 l_299 = l_298 * uint32(1);
const bool l_300 = l_23 < l_299;
const uint32 l_301 = l_299 - uint32(1);
const uint32 l_302 = min(l_23, l_301);
const uint32 l_303 = buffer_3[l_302];
const uint32 l_304 = (l_300) ? l_303 : uint32(0);
const uint32 l_24 = l_304;
const uint32 l_25 = uint32(2) * uint32(4);
const uint32 l_26 = l_25 + uint32(1);
const uint32 l_305 = info.static_meta[uint32(3)];
const uint32 l_306 = l_305 * uint32(1);
const bool l_307 = l_26 < l_306;
const uint32 l_308 = l_306 - uint32(1);
const uint32 l_309 = min(l_26, l_308);
const uint32 l_310 = buffer_3[l_309];
const uint32 l_311 = (l_307) ? l_310 : uint32(0);
const uint32 l_27 = l_311;
const uint32 l_28 = uint32(2) * uint32(5);
const uint32 l_312 = info.static_meta[uint32(3)];
const uint32 l_313 = l_312 * uint32(1);
const bool l_314 = l_28 < l_313;
const uint32 l_315 = l_313 - uint32(1);
const uint32 l_316 = min(l_28, l_315);
const uint32 l_317 = buffer_3[l_316];
const uint32 l_318 = (l_314) ? l_317 : uint32(0);
const uint32 l_29 = l_318;
const uint32 l_30 = uint32(2) * uint32(5);
const uint32 l_31 = l_30 + uint32(1);
const uint32 l_319 = info.static_meta[uint32(3)];
const uint32 l_320 = l_319 * uint32(1);
const bool l_321 = l_31 < l_320;
const uint32 l_322 = l_320 - uint32(1);
const uint32 l_323 = min(l_31, l_322);
const uint32 l_324 = buffer_3[l_323];
const uint32 l_325 = (l_321) ? l_324 : uint32(0);
const uint32 l_32 = l_325;
const uint32 l_33 = l_4 / uint32(8);
const uint32 l_34 = l_33 + uint32(64);
const uint32 l_35 = l_34 - uint32(1);
const uint32 l_36 = l_35 / uint32(64);
const uint32 l_37 = info.static_meta[uint32(11)];
const uint32 l_38 = l_37 * l_36;
const bool l_39 = idxGlobal < l_38;
if (l_39) {
const uint32 l_40 = idxGlobal / l_36;
const uint32 l_331 = info.static_meta[uint32(4)];
const uint32 l_332 = l_331 * uint32(1);
const bool l_333 = l_40 < l_332;
const uint32 l_334 = l_332 - uint32(1);
const uint32 l_335 = min(l_40, l_334);
const uint32 l_336 = buffer_4[l_335];
const uint32 l_337 = (l_333) ? l_336 : uint32(0);
const uint32 l_41 = l_337;
const uint32 l_42 = l_41 / uint32(8);
const uint32 l_43 = l_41 % uint32(8);
const uint32 l_44 = l_43 * l_33;
const uint32 l_45 = idxGlobal % l_36;
const uint32 l_46 = l_45 * uint32(64);
const uint32 l_47 = l_44 + l_46;
const uint32 l_48 = l_47 + uint32(64);
const uint32 l_49 = l_43 + uint32(1);
const uint32 l_50 = l_49 * l_33;
const uint32 l_51 = min(l_48, l_50);
const uint32 l_52 = l_42 * l_4;
const uint32 l_53 = __umulhi(l_42, l_4);
const uint32 l_54 = uint32(0) * l_4;
const uint32 l_55 = l_53 + l_54;
l_mut_56 = uint32(0);
const bool l_57 = l_55 < l_32;
const bool l_58 = l_55 == l_32;
const bool l_59 = l_52 < l_29;
const bool l_60 = l_58 && l_59;
const bool l_61 = l_57 || l_60;
if (l_61) {
const uint32 l_62 = l_29 - l_52;
const uint32 l_63 = l_32 - l_55;
const bool l_64 = l_29 < l_52;
const uint32 l_65 = uint32(l_64);
const uint32 l_66 = l_63 - l_65;
l_mut_56 = l_4;
const bool l_67 = l_66 < uint32(0);
const bool l_68 = l_66 == uint32(0);
const bool l_69 = l_62 < l_4;
const bool l_70 = l_68 && l_69;
const bool l_71 = l_67 || l_70;
if (l_71) {
l_mut_56 = l_62;
}
}
const uint32 l_72 = min(l_51, l_mut_56);
const uint32 l_73 = uint32(2) * l_42;
const uint32 l_338 = info.static_meta[uint32(0)];
const uint32 l_339 = l_338 * uint32(1);
const bool l_340 = l_73 < l_339;
const uint32 l_341 = l_339 - uint32(1);
const uint32 l_342 = min(l_73, l_341);
const uint32 l_343 = buffer_0[l_342];
const uint32 l_344 = (l_340) ? l_343 : uint32(0);
const uint32 l_74 = l_344;
const uint32 l_75 = uint32(2) * l_42;
const uint32 l_76 = l_75 + uint32(1);
const uint32 l_345 = info.static_meta[uint32(0)];
const uint32 l_346 = l_345 * uint32(1);
const bool l_347 = l_76 < l_346;
const uint32 l_348 = l_346 - uint32(1);
const uint32 l_349 = min(l_76, l_348);
const uint32 l_350 = buffer_0[l_349];
const uint32 l_351 = (l_347) ? l_350 : uint32(0);
const uint32 l_77 = l_351;
const uint32 l_78 = uint32(2) * l_42;
const uint32 l_352 = info.static_meta[uint32(1)];
const uint32 l_353 = l_352 * uint32(1);
const bool l_354 = l_78 < l_353;
const uint32 l_355 = l_353 - uint32(1);
const uint32 l_356 = min(l_78, l_355);
const uint32 l_357 = buffer_1[l_356];
const uint32 l_358 = (l_354) ? l_357 : uint32(0);
const uint32 l_79 = l_358;
const uint32 l_80 = uint32(2) * l_42;
const uint32 l_81 = l_80 + uint32(1);
const uint32 l_359 = info.static_meta[uint32(1)];
const uint32 l_360 = l_359 * uint32(1);
const bool l_361 = l_81 < l_360;
const uint32 l_362 = l_360 - uint32(1);
const uint32 l_363 = min(l_81, l_362);
const uint32 l_364 = buffer_1[l_363];
const uint32 l_365 = (l_361) ? l_364 : uint32(0);
const uint32 l_82 = l_365;
const uint32 l_83 = uint32(2) * l_42;
const uint32 l_366 = info.static_meta[uint32(2)];
const uint32 l_367 = l_366 * uint32(1);
const bool l_368 = l_83 < l_367;
const uint32 l_369 = l_367 - uint32(1);
const uint32 l_370 = min(l_83, l_369);
const uint32 l_371 = buffer_2[l_370];
const uint32 l_372 = (l_368) ? l_371 : uint32(0);
const uint32 l_84 = l_372;
const uint32 l_85 = uint32(2) * l_42;
const uint32 l_86 = l_85 + uint32(1);
const uint32 l_373 = info.static_meta[uint32(2)];
const uint32 l_374 = l_373 * uint32(1);
const bool l_375 = l_86 < l_374;
const uint32 l_376 = l_374 - uint32(1);
const uint32 l_377 = min(l_86, l_376);
const uint32 l_378 = buffer_2[l_377];
const uint32 l_379 = (l_375) ? l_378 : uint32(0);
const uint32 l_87 = l_379;
l_mut_56 = uint32(0);

for (uint32 l_mut_88 = l_47; l_mut_88 < l_72; ++l_mut_88) {
const uint32 l_89 = l_74 * l_mut_88;
const uint32 l_90 = __umulhi(l_74, l_mut_88);
const uint32 l_91 = l_77 * l_mut_88;
const uint32 l_92 = l_90 + l_91;
const uint32 l_93 = l_79 + l_89;
const uint32 l_94 = l_82 + l_92;
const bool l_95 = l_93 < l_79;
const uint32 l_96 = uint32(l_95);
const uint32 l_97 = l_94 + l_96;
const uint32 l_98 = l_mut_88 * l_mut_88;
const uint32 l_99 = l_87 >> uint32(31);
const bool l_100 = l_99 == uint32(1);
l_mut_101 = l_84;
l_mut_102 = l_87;
if (l_100) {
const uint32 l_103 = uint32(0) - l_84;
const uint32 l_104 = uint32(0) - l_87;
const bool l_105 = uint32(0) < l_84;
const uint32 l_106 = uint32(l_105);
const uint32 l_107 = l_104 - l_106;
l_mut_101 = l_103;
l_mut_102 = l_107;
}
const uint32 l_108 = l_mut_101 * l_98;
const uint32 l_109 = l_mut_102 * l_98;
const uint32 l_110 = __umulhi(l_mut_101, l_98);
const uint32 l_111 = l_110 + l_109;
const uint32 l_112 = __umulhi(l_mut_102, l_98);
const bool l_113 = l_111 < l_109;
const uint32 l_114 = uint32(l_113);
const uint32 l_115 = l_112 + l_114;
const uint32 l_116 = l_9 % uint32(32);
l_mut_117 = l_108;
const bool l_118 = l_116 > uint32(0);
if (l_118) {
const uint32 l_119 = l_108 >> l_116;
const uint32 l_120 = uint32(32) - l_116;
const uint32 l_121 = l_111 << l_120;
const uint32 l_122 = l_119 | l_121;
l_mut_117 = l_122;
}
l_mut_123 = l_111;
const bool l_124 = l_116 > uint32(0);
if (l_124) {
const uint32 l_125 = l_111 >> l_116;
const uint32 l_126 = uint32(32) - l_116;
const uint32 l_127 = l_115 << l_126;
const uint32 l_128 = l_125 | l_127;
l_mut_123 = l_128;
}
l_mut_129 = l_mut_117;
l_mut_117 = l_mut_123;
const bool l_130 = l_9 >= uint32(64);
if (l_130) {
l_mut_129 = l_115;
l_mut_117 = uint32(0);
} else {
const bool l_131 = l_9 >= uint32(32);
if (l_131) {
l_mut_123 = l_111;
const bool l_132 = l_116 > uint32(0);
if (l_132) {
const uint32 l_133 = l_111 >> l_116;
const uint32 l_134 = uint32(32) - l_116;
const uint32 l_135 = l_115 << l_134;
const uint32 l_136 = l_133 | l_135;
l_mut_123 = l_136;
}
const uint32 l_137 = l_115 >> l_116;
l_mut_129 = l_mut_123;
l_mut_117 = l_137;
}
}
l_mut_123 = l_mut_129;
l_mut_129 = l_mut_117;
if (l_100) {
const uint32 l_138 = uint32(0) - l_mut_123;
const uint32 l_139 = uint32(0) - l_mut_129;
const bool l_140 = uint32(0) < l_mut_123;
const uint32 l_141 = uint32(l_140);
const uint32 l_142 = l_139 - l_141;
l_mut_123 = l_138;
l_mut_129 = l_142;
}
const uint32 l_143 = l_93 + l_mut_123;
const uint32 l_144 = l_97 + l_mut_129;
const bool l_145 = l_143 < l_93;
const uint32 l_146 = uint32(l_145);
const uint32 l_147 = l_144 + l_146;
const uint32 l_148 = uint32(0) - l_143;
const uint32 l_149 = uint32(0) - l_147;
const bool l_150 = uint32(0) < l_143;
const uint32 l_151 = uint32(l_150);
const uint32 l_152 = l_149 - l_151;
l_mut_129 = l_148;
l_mut_123 = l_152;
const bool l_153 = l_147 < l_mut_123;
const bool l_154 = l_147 == l_mut_123;
const bool l_155 = l_143 < l_mut_129;
const bool l_156 = l_154 && l_155;
const bool l_157 = l_153 || l_156;
if (l_157) {
l_mut_129 = l_143;
l_mut_123 = l_147;
}
const bool l_158 = l_mut_123 < l_27;
const bool l_159 = l_mut_123 == l_27;
const bool l_160 = l_mut_129 < l_24;
const bool l_161 = l_159 && l_160;
const bool l_162 = l_158 || l_161;
const uint32 l_163 = uint32(l_162);
l_mut_56 = l_mut_56 + l_163;
}
const bool l_164 = l_mut_56 > uint32(0);
if (l_164) {
const uint32 l_380 = info.static_meta[uint32(6)];
const uint32 l_381 = l_380 * uint32(1);
const uint32 l_382 = l_381 - uint32(1);
const uint32 l_383 = min(uint32(2), l_382);
uint32* l_384 = &buffer_6[l_383];
uint32* l_165 = l_384;
const uint32 l_166 = atomicAdd(l_165, l_mut_56);
l_mut_129 = l_166;

for (uint32 l_mut_167 = l_47; l_mut_167 < l_72; ++l_mut_167) {
const uint32 l_168 = l_74 * l_mut_167;
const uint32 l_169 = __umulhi(l_74, l_mut_167);
const uint32 l_170 = l_77 * l_mut_167;
const uint32 l_171 = l_169 + l_170;
const uint32 l_172 = l_79 + l_168;
const uint32 l_173 = l_82 + l_171;
const bool l_174 = l_172 < l_79;
const uint32 l_175 = uint32(l_174);
const uint32 l_176 = l_173 + l_175;
const uint32 l_177 = l_mut_167 * l_mut_167;
const uint32 l_178 = l_87 >> uint32(31);
const bool l_179 = l_178 == uint32(1);
l_mut_123 = l_84;
l_mut_117 = l_87;
if (l_179) {
const uint32 l_180 = uint32(0) - l_84;
const uint32 l_181 = uint32(0) - l_87;
const bool l_182 = uint32(0) < l_84;
const uint32 l_183 = uint32(l_182);
const uint32 l_184 = l_181 - l_183;
l_mut_123 = l_180;
l_mut_117 = l_184;
}
const uint32 l_185 = l_mut_123 * l_177;
const uint32 l_186 = l_mut_117 * l_177;
const uint32 l_187 = __umulhi(l_mut_123, l_177);
const uint32 l_188 = l_187 + l_186;
const uint32 l_189 = __umulhi(l_mut_117, l_177);
const bool l_190 = l_188 < l_186;
const uint32 l_191 = uint32(l_190);
const uint32 l_192 = l_189 + l_191;
const uint32 l_193 = l_9 % uint32(32);
l_mut_102 = l_185;
const bool l_194 = l_193 > uint32(0);
if (l_194) {
const uint32 l_195 = l_185 >> l_193;
const uint32 l_196 = uint32(32) - l_193;
const uint32 l_197 = l_188 << l_196;
const uint32 l_198 = l_195 | l_197;
l_mut_102 = l_198;
}
l_mut_101 = l_188;
const bool l_199 = l_193 > uint32(0);
if (l_199) {
const uint32 l_200 = l_188 >> l_193;
const uint32 l_201 = uint32(32) - l_193;
const uint32 l_202 = l_192 << l_201;
const uint32 l_203 = l_200 | l_202;
l_mut_101 = l_203;
}
l_mut_56 = l_mut_102;
l_mut_102 = l_mut_101;
const bool l_204 = l_9 >= uint32(64);
if (l_204) {
l_mut_56 = l_192;
l_mut_102 = uint32(0);
} else {
const bool l_205 = l_9 >= uint32(32);
if (l_205) {
l_mut_101 = l_188;
const bool l_206 = l_193 > uint32(0);
if (l_206) {
const uint32 l_207 = l_188 >> l_193;
const uint32 l_208 = uint32(32) - l_193;
const uint32 l_209 = l_192 << l_208;
const uint32 l_210 = l_207 | l_209;
l_mut_101 = l_210;
}
const uint32 l_211 = l_192 >> l_193;
l_mut_56 = l_mut_101;
l_mut_102 = l_211;
}
}
l_mut_123 = l_mut_56;
l_mut_117 = l_mut_102;
if (l_179) {
const uint32 l_212 = uint32(0) - l_mut_123;
const uint32 l_213 = uint32(0) - l_mut_117;
const bool l_214 = uint32(0) < l_mut_123;
const uint32 l_215 = uint32(l_214);
const uint32 l_216 = l_213 - l_215;
l_mut_123 = l_212;
l_mut_117 = l_216;
}
const uint32 l_217 = l_172 + l_mut_123;
const uint32 l_218 = l_176 + l_mut_117;
const bool l_219 = l_217 < l_172;
const uint32 l_220 = uint32(l_219);
const uint32 l_221 = l_218 + l_220;
const uint32 l_222 = uint32(0) - l_217;
const uint32 l_223 = uint32(0) - l_221;
const bool l_224 = uint32(0) < l_217;
const uint32 l_225 = uint32(l_224);
const uint32 l_226 = l_223 - l_225;
l_mut_123 = l_222;
l_mut_117 = l_226;
const bool l_227 = l_221 < l_mut_117;
const bool l_228 = l_221 == l_mut_117;
const bool l_229 = l_217 < l_mut_123;
const bool l_230 = l_228 && l_229;
const bool l_231 = l_227 || l_230;
if (l_231) {
l_mut_123 = l_217;
l_mut_117 = l_221;
}
const bool l_232 = l_mut_117 < l_27;
const bool l_233 = l_mut_117 == l_27;
const bool l_234 = l_mut_123 < l_24;
const bool l_235 = l_233 && l_234;
const bool l_236 = l_232 || l_235;
if (l_236) {
const uint32 l_237 = l_mut_129 * uint32(2);
const uint32 l_238 = l_237 + uint32(1);
const uint32 l_239 = info.static_meta[uint32(12)];
const bool l_240 = l_238 < l_239;
if (l_240) {
const uint32 l_385 = info.static_meta[uint32(5)];
const uint32 l_386 = l_385 * uint32(1);
const bool l_387 = l_237 < l_386;
if (l_387) {
buffer_5[l_237] = l_42;
}
const uint32 l_241 = l_237 + uint32(1);
const uint32 l_388 = info.static_meta[uint32(5)];
const uint32 l_389 = l_388 * uint32(1);
const bool l_390 = l_241 < l_389;
if (l_390) {
buffer_5[l_241] = l_mut_167;
}
}
l_mut_129 = l_mut_129 + uint32(1);
}
}
}
}

}
