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
    uint32 scalars_uint32[4];uint32 static_meta[6];
};


extern "C" __global__ void __launch_bounds__(1024)gj_pivot_f_f64 (
    double* buffer_0, uint32* buffer_1, const double* __restrict__ buffer_2, const __grid_constant__ info_st info
) {
uint32 threadIdxGlobal = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y);
extern __shared__ __align__(8) uint8 dynamic_shared_mem[];
// Shared array size: 1024, 4096 bytes
uint32 *shared_memory_4 = reinterpret_cast<uint32*>(&dynamic_shared_mem[0]);
// Shared array size: 1024, 8192 bytes
double *shared_memory_3 = reinterpret_cast<double*>(&dynamic_shared_mem[4096]);
double l_mut_5;
uint32 l_mut_6;
uint32 l_mut_8;
const uint32 l_312 = info.static_meta[uint32(2)];
const uint32 l_313 = l_312 * uint32(1);
const bool l_314 = uint32(0) < l_313;
const uint32 l_315 = l_313 - uint32(1);
const uint32 l_316 = min(uint32(0), l_315);
const double l_317 = buffer_2[l_316];
const double l_318 = (l_314) ? l_317 : double(0.0);
const double l_0 = l_318;
const uint32 l_319 = info.static_meta[uint32(2)];
const uint32 l_320 = l_319 * uint32(1);
const bool l_321 = uint32(1) < l_320;
const uint32 l_322 = l_320 - uint32(1);
const uint32 l_323 = min(uint32(1), l_322);
const double l_324 = buffer_2[l_323];
const double l_325 = (l_321) ? l_324 : double(0.0);
const double l_1 = l_325;
const uint32 l_2 = info.scalars_uint32[1] + info.scalars_uint32[3];
l_mut_5 = double(-1.0);
l_mut_6 = l_2;
const uint32 l_7 = l_2 + threadIdxGlobal;
l_mut_8 = l_7;
while (true) {
const bool l_9 = l_mut_8 < info.scalars_uint32[0];
const bool l_10 = !l_9;
if (l_10) {
break;}
const uint32 l_11 = l_mut_8 * uint32(32);
const uint32 l_12 = l_11 + info.scalars_uint32[3];
const uint32 l_340 = info.static_meta[uint32(0)];
const uint32 l_341 = l_340 * uint32(1);
const bool l_342 = l_12 < l_341;
const uint32 l_343 = l_341 - uint32(1);
const uint32 l_344 = min(l_12, l_343);
const double l_345 = buffer_0[l_344];
const double l_346 = (l_342) ? l_345 : double(0.0);
const double l_13 = l_346;
const double l_14 = abs(l_13);
const bool l_15 = l_14 > l_mut_5;
const double l_16 = (l_15) ? l_14 : l_mut_5;
l_mut_5 = l_16;
const uint32 l_17 = (l_15) ? l_mut_8 : l_mut_6;
l_mut_6 = l_17;
l_mut_8 = l_mut_8 + uint32(1024);
}
shared_memory_3[threadIdxGlobal] = l_mut_5;
shared_memory_4[threadIdxGlobal] = l_mut_6;
__syncthreads();

const bool l_18 = threadIdxGlobal < uint32(512);
if (l_18) {
const uint32 l_19 = threadIdxGlobal + uint32(512);
const double l_20 = shared_memory_3[l_19];
const uint32 l_21 = threadIdxGlobal + uint32(512);
const uint32 l_22 = shared_memory_4[l_21];
const double l_23 = shared_memory_3[threadIdxGlobal];
const uint32 l_24 = shared_memory_4[threadIdxGlobal];
const bool l_25 = l_20 > l_23;
const bool l_26 = l_20 == l_23;
const bool l_27 = l_22 < l_24;
const bool l_28 = l_26 && l_27;
const bool l_29 = l_25 || l_28;
const double l_30 = (l_29) ? l_20 : l_23;
shared_memory_3[threadIdxGlobal] = l_30;
const uint32 l_31 = (l_29) ? l_22 : l_24;
shared_memory_4[threadIdxGlobal] = l_31;
}
__syncthreads();

const bool l_32 = threadIdxGlobal < uint32(256);
if (l_32) {
const uint32 l_33 = threadIdxGlobal + uint32(256);
const double l_34 = shared_memory_3[l_33];
const uint32 l_35 = threadIdxGlobal + uint32(256);
const uint32 l_36 = shared_memory_4[l_35];
const double l_37 = shared_memory_3[threadIdxGlobal];
const uint32 l_38 = shared_memory_4[threadIdxGlobal];
const bool l_39 = l_34 > l_37;
const bool l_40 = l_34 == l_37;
const bool l_41 = l_36 < l_38;
const bool l_42 = l_40 && l_41;
const bool l_43 = l_39 || l_42;
const double l_44 = (l_43) ? l_34 : l_37;
shared_memory_3[threadIdxGlobal] = l_44;
const uint32 l_45 = (l_43) ? l_36 : l_38;
shared_memory_4[threadIdxGlobal] = l_45;
}
__syncthreads();

const bool l_46 = threadIdxGlobal < uint32(128);
if (l_46) {
const uint32 l_47 = threadIdxGlobal + uint32(128);
const double l_48 = shared_memory_3[l_47];
const uint32 l_49 = threadIdxGlobal + uint32(128);
const uint32 l_50 = shared_memory_4[l_49];
const double l_51 = shared_memory_3[threadIdxGlobal];
const uint32 l_52 = shared_memory_4[threadIdxGlobal];
const bool l_53 = l_48 > l_51;
const bool l_54 = l_48 == l_51;
const bool l_55 = l_50 < l_52;
const bool l_56 = l_54 && l_55;
const bool l_57 = l_53 || l_56;
const double l_58 = (l_57) ? l_48 : l_51;
shared_memory_3[threadIdxGlobal] = l_58;
const uint32 l_59 = (l_57) ? l_50 : l_52;
shared_memory_4[threadIdxGlobal] = l_59;
}
__syncthreads();

const bool l_60 = threadIdxGlobal < uint32(64);
if (l_60) {
const uint32 l_61 = threadIdxGlobal + uint32(64);
const double l_62 = shared_memory_3[l_61];
const uint32 l_63 = threadIdxGlobal + uint32(64);
const uint32 l_64 = shared_memory_4[l_63];
const double l_65 = shared_memory_3[threadIdxGlobal];
const uint32 l_66 = shared_memory_4[threadIdxGlobal];
const bool l_67 = l_62 > l_65;
const bool l_68 = l_62 == l_65;
const bool l_69 = l_64 < l_66;
const bool l_70 = l_68 && l_69;
const bool l_71 = l_67 || l_70;
const double l_72 = (l_71) ? l_62 : l_65;
shared_memory_3[threadIdxGlobal] = l_72;
const uint32 l_73 = (l_71) ? l_64 : l_66;
shared_memory_4[threadIdxGlobal] = l_73;
}
__syncthreads();

const bool l_74 = threadIdxGlobal < uint32(32);
if (l_74) {
const uint32 l_75 = threadIdxGlobal + uint32(32);
const double l_76 = shared_memory_3[l_75];
const uint32 l_77 = threadIdxGlobal + uint32(32);
const uint32 l_78 = shared_memory_4[l_77];
const double l_79 = shared_memory_3[threadIdxGlobal];
const uint32 l_80 = shared_memory_4[threadIdxGlobal];
const bool l_81 = l_76 > l_79;
const bool l_82 = l_76 == l_79;
const bool l_83 = l_78 < l_80;
const bool l_84 = l_82 && l_83;
const bool l_85 = l_81 || l_84;
const double l_86 = (l_85) ? l_76 : l_79;
shared_memory_3[threadIdxGlobal] = l_86;
const uint32 l_87 = (l_85) ? l_78 : l_80;
shared_memory_4[threadIdxGlobal] = l_87;
}
__syncthreads();

const bool l_88 = threadIdxGlobal < uint32(16);
if (l_88) {
const uint32 l_89 = threadIdxGlobal + uint32(16);
const double l_90 = shared_memory_3[l_89];
const uint32 l_91 = threadIdxGlobal + uint32(16);
const uint32 l_92 = shared_memory_4[l_91];
const double l_93 = shared_memory_3[threadIdxGlobal];
const uint32 l_94 = shared_memory_4[threadIdxGlobal];
const bool l_95 = l_90 > l_93;
const bool l_96 = l_90 == l_93;
const bool l_97 = l_92 < l_94;
const bool l_98 = l_96 && l_97;
const bool l_99 = l_95 || l_98;
const double l_100 = (l_99) ? l_90 : l_93;
shared_memory_3[threadIdxGlobal] = l_100;
const uint32 l_101 = (l_99) ? l_92 : l_94;
shared_memory_4[threadIdxGlobal] = l_101;
}
__syncthreads();

const bool l_102 = threadIdxGlobal < uint32(8);
if (l_102) {
const uint32 l_103 = threadIdxGlobal + uint32(8);
const double l_104 = shared_memory_3[l_103];
const uint32 l_105 = threadIdxGlobal + uint32(8);
const uint32 l_106 = shared_memory_4[l_105];
const double l_107 = shared_memory_3[threadIdxGlobal];
const uint32 l_108 = shared_memory_4[threadIdxGlobal];
const bool l_109 = l_104 > l_107;
const bool l_110 = l_104 == l_107;
const bool l_111 = l_106 < l_108;
const bool l_112 = l_110 && l_111;
const bool l_113 = l_109 || l_112;
const double l_114 = (l_113) ? l_104 : l_107;
shared_memory_3[threadIdxGlobal] = l_114;
const uint32 l_115 = (l_113) ? l_106 : l_108;
shared_memory_4[threadIdxGlobal] = l_115;
}
__syncthreads();

const bool l_116 = threadIdxGlobal < uint32(4);
if (l_116) {
const uint32 l_117 = threadIdxGlobal + uint32(4);
const double l_118 = shared_memory_3[l_117];
const uint32 l_119 = threadIdxGlobal + uint32(4);
const uint32 l_120 = shared_memory_4[l_119];
const double l_121 = shared_memory_3[threadIdxGlobal];
const uint32 l_122 = shared_memory_4[threadIdxGlobal];
const bool l_123 = l_118 > l_121;
const bool l_124 = l_118 == l_121;
const bool l_125 = l_120 < l_122;
const bool l_126 = l_124 && l_125;
const bool l_127 = l_123 || l_126;
const double l_128 = (l_127) ? l_118 : l_121;
shared_memory_3[threadIdxGlobal] = l_128;
const uint32 l_129 = (l_127) ? l_120 : l_122;
shared_memory_4[threadIdxGlobal] = l_129;
}
__syncthreads();

const bool l_130 = threadIdxGlobal < uint32(2);
if (l_130) {
const uint32 l_131 = threadIdxGlobal + uint32(2);
const double l_132 = shared_memory_3[l_131];
const uint32 l_133 = threadIdxGlobal + uint32(2);
const uint32 l_134 = shared_memory_4[l_133];
const double l_135 = shared_memory_3[threadIdxGlobal];
const uint32 l_136 = shared_memory_4[threadIdxGlobal];
const bool l_137 = l_132 > l_135;
const bool l_138 = l_132 == l_135;
const bool l_139 = l_134 < l_136;
const bool l_140 = l_138 && l_139;
const bool l_141 = l_137 || l_140;
const double l_142 = (l_141) ? l_132 : l_135;
shared_memory_3[threadIdxGlobal] = l_142;
const uint32 l_143 = (l_141) ? l_134 : l_136;
shared_memory_4[threadIdxGlobal] = l_143;
}
__syncthreads();

const bool l_144 = threadIdxGlobal < uint32(1);
if (l_144) {
const uint32 l_145 = threadIdxGlobal + uint32(1);
const double l_146 = shared_memory_3[l_145];
const uint32 l_147 = threadIdxGlobal + uint32(1);
const uint32 l_148 = shared_memory_4[l_147];
const double l_149 = shared_memory_3[threadIdxGlobal];
const uint32 l_150 = shared_memory_4[threadIdxGlobal];
const bool l_151 = l_146 > l_149;
const bool l_152 = l_146 == l_149;
const bool l_153 = l_148 < l_150;
const bool l_154 = l_152 && l_153;
const bool l_155 = l_151 || l_154;
const double l_156 = (l_155) ? l_146 : l_149;
shared_memory_3[threadIdxGlobal] = l_156;
const uint32 l_157 = (l_155) ? l_148 : l_150;
shared_memory_4[threadIdxGlobal] = l_157;
}
__syncthreads();

const uint32 l_158 = shared_memory_4[uint32(0)];
const bool l_159 = l_158 != l_2;
if (l_159) {
l_mut_6 = threadIdxGlobal;
while (true) {
const bool l_160 = l_mut_6 < uint32(32);
const bool l_161 = !l_160;
if (l_161) {
break;}
const uint32 l_162 = l_2 * uint32(32);
const uint32 l_163 = l_162 + l_mut_6;
const uint32 l_164 = info.scalars_uint32[0] * uint32(32);
const uint32 l_347 = info.static_meta[uint32(0)];
const uint32 l_348 = l_347 * uint32(1);
const bool l_349 = l_163 < l_348;
const uint32 l_350 = l_348 - uint32(1);
const uint32 l_351 = min(l_163, l_350);
const double l_352 = buffer_0[l_351];
const double l_353 = (l_349) ? l_352 : double(0.0);
const double l_165 = l_353;
const uint32 l_166 = l_164 + l_163;
const uint32 l_354 = info.static_meta[uint32(0)];
const uint32 l_355 = l_354 * uint32(1);
const bool l_356 = l_166 < l_355;
const uint32 l_357 = l_355 - uint32(1);
const uint32 l_358 = min(l_166, l_357);
const double l_359 = buffer_0[l_358];
const double l_360 = (l_356) ? l_359 : double(0.0);
const double l_167 = l_360;
const uint32 l_168 = l_158 * uint32(32);
const uint32 l_169 = l_168 + l_mut_6;
const uint32 l_170 = info.scalars_uint32[0] * uint32(32);
const uint32 l_361 = info.static_meta[uint32(0)];
const uint32 l_362 = l_361 * uint32(1);
const bool l_363 = l_169 < l_362;
const uint32 l_364 = l_362 - uint32(1);
const uint32 l_365 = min(l_169, l_364);
const double l_366 = buffer_0[l_365];
const double l_367 = (l_363) ? l_366 : double(0.0);
const double l_171 = l_367;
const uint32 l_172 = l_170 + l_169;
const uint32 l_368 = info.static_meta[uint32(0)];
const uint32 l_369 = l_368 * uint32(1);
const bool l_370 = l_172 < l_369;
const uint32 l_371 = l_369 - uint32(1);
const uint32 l_372 = min(l_172, l_371);
const double l_373 = buffer_0[l_372];
const double l_374 = (l_370) ? l_373 : double(0.0);
const double l_173 = l_374;
const uint32 l_174 = uint32(16) + info.scalars_uint32[3];
const bool l_175 = l_mut_6 == l_174;
const uint32 l_176 = info.scalars_uint32[1] + info.scalars_uint32[2];
const bool l_177 = l_158 < l_176;
const uint32 l_178 = uint32(16) + l_158;
const uint32 l_179 = l_178 - info.scalars_uint32[1];
const bool l_180 = l_mut_6 == l_179;
const bool l_181 = l_177 && l_180;
const double l_182 = (l_175) ? double(1.0) : double(0.0);
const double l_183 = (l_181) ? double(1.0) : double(0.0);
const double l_184 = l_182 - l_183;
const uint32 l_185 = l_2 * uint32(32);
const uint32 l_186 = l_185 + l_mut_6;
const uint32 l_187 = info.scalars_uint32[0] * uint32(32);
const double l_188 = l_171 + l_184;
const double l_189 = l_188 - l_171;
const double l_190 = l_188 - l_189;
const double l_191 = l_171 - l_190;
const double l_192 = l_184 - l_189;
const double l_193 = l_191 + l_192;
const double l_194 = l_193 + l_173;
const double l_195 = l_188 + l_194;
const double l_196 = l_195 - l_188;
const double l_197 = l_194 - l_196;
const uint32 l_375 = info.static_meta[uint32(0)];
const uint32 l_376 = l_375 * uint32(1);
const bool l_377 = l_186 < l_376;
if (l_377) {
buffer_0[l_186] = l_195;
}
const uint32 l_198 = l_187 + l_186;
const uint32 l_378 = info.static_meta[uint32(0)];
const uint32 l_379 = l_378 * uint32(1);
const bool l_380 = l_198 < l_379;
if (l_380) {
buffer_0[l_198] = l_197;
}
const uint32 l_199 = l_158 * uint32(32);
const uint32 l_200 = l_199 + l_mut_6;
const uint32 l_201 = info.scalars_uint32[0] * uint32(32);
const double l_202 = -l_184;
const double l_203 = l_165 + l_202;
const double l_204 = l_203 - l_165;
const double l_205 = l_203 - l_204;
const double l_206 = l_165 - l_205;
const double l_207 = l_202 - l_204;
const double l_208 = l_206 + l_207;
const double l_209 = l_208 + l_167;
const double l_210 = l_203 + l_209;
const double l_211 = l_210 - l_203;
const double l_212 = l_209 - l_211;
const uint32 l_381 = info.static_meta[uint32(0)];
const uint32 l_382 = l_381 * uint32(1);
const bool l_383 = l_200 < l_382;
if (l_383) {
buffer_0[l_200] = l_210;
}
const uint32 l_213 = l_201 + l_200;
const uint32 l_384 = info.static_meta[uint32(0)];
const uint32 l_385 = l_384 * uint32(1);
const bool l_386 = l_213 < l_385;
if (l_386) {
buffer_0[l_213] = l_212;
}
l_mut_6 = l_mut_6 + uint32(1024);
}
}
const bool l_214 = threadIdxGlobal == uint32(0);
if (l_214) {
const uint32 l_387 = info.static_meta[uint32(1)];
const uint32 l_388 = l_387 * uint32(1);
const bool l_389 = info.scalars_uint32[3] < l_388;
if (l_389) {
buffer_1[info.scalars_uint32[3]] = l_158;
}
}
__syncthreads();

const uint32 l_215 = l_2 * uint32(32);
const uint32 l_216 = l_215 + info.scalars_uint32[3];
const uint32 l_217 = info.scalars_uint32[0] * uint32(32);
const uint32 l_326 = info.static_meta[uint32(0)];
const uint32 l_327 = l_326 * uint32(1);
const bool l_328 = l_216 < l_327;
const uint32 l_329 = l_327 - uint32(1);
const uint32 l_330 = min(l_216, l_329);
const double l_331 = buffer_0[l_330];
const double l_332 = (l_328) ? l_331 : double(0.0);
const double l_218 = l_332;
const uint32 l_219 = l_217 + l_216;
const uint32 l_333 = info.static_meta[uint32(0)];
const uint32 l_334 = l_333 * uint32(1);
const bool l_335 = l_219 < l_334;
const uint32 l_336 = l_334 - uint32(1);
const uint32 l_337 = min(l_219, l_336);
const double l_338 = buffer_0[l_337];
const double l_339 = (l_335) ? l_338 : double(0.0);
const double l_220 = l_339;
const uint32 l_221 = info.scalars_uint32[3] + uint32(1);
const uint32 l_222 = l_221 + threadIdxGlobal;
l_mut_6 = l_222;
while (true) {
const bool l_223 = l_mut_6 < uint32(32);
const bool l_224 = !l_223;
if (l_224) {
break;}
const uint32 l_225 = l_2 * uint32(32);
const uint32 l_226 = l_225 + l_mut_6;
const uint32 l_227 = info.scalars_uint32[0] * uint32(32);
const uint32 l_390 = info.static_meta[uint32(0)];
const uint32 l_391 = l_390 * uint32(1);
const bool l_392 = l_226 < l_391;
const uint32 l_393 = l_391 - uint32(1);
const uint32 l_394 = min(l_226, l_393);
const double l_395 = buffer_0[l_394];
const double l_396 = (l_392) ? l_395 : double(0.0);
const double l_228 = l_396;
const uint32 l_229 = l_227 + l_226;
const uint32 l_397 = info.static_meta[uint32(0)];
const uint32 l_398 = l_397 * uint32(1);
const bool l_399 = l_229 < l_398;
const uint32 l_400 = l_398 - uint32(1);
const uint32 l_401 = min(l_229, l_400);
const double l_402 = buffer_0[l_401];
const double l_403 = (l_399) ? l_402 : double(0.0);
const double l_230 = l_403;
const uint32 l_231 = l_2 * uint32(32);
const uint32 l_232 = l_231 + l_mut_6;
const uint32 l_233 = info.scalars_uint32[0] * uint32(32);
const double l_234 = double(1.0) / l_218;
const double l_235 = l_228 * l_234;
const double l_236 = l_218 * l_235;
const double l_237 = -l_236;
const double l_238 = fma(l_218, l_235, l_237);
const double l_239 = l_220 * l_235;
const double l_240 = l_238 + l_239;
const double l_241 = l_236 + l_240;
const double l_242 = l_241 - l_236;
const double l_243 = l_240 - l_242;
const double l_244 = -l_241;
const double l_245 = -l_243;
const double l_246 = l_228 + l_244;
const double l_247 = l_246 - l_228;
const double l_248 = l_246 - l_247;
const double l_249 = l_228 - l_248;
const double l_250 = l_244 - l_247;
const double l_251 = l_249 + l_250;
const double l_252 = l_230 + l_245;
const double l_253 = l_252 - l_230;
const double l_254 = l_252 - l_253;
const double l_255 = l_230 - l_254;
const double l_256 = l_245 - l_253;
const double l_257 = l_255 + l_256;
const double l_258 = l_251 + l_252;
const double l_259 = l_246 + l_258;
const double l_260 = l_259 - l_246;
const double l_261 = l_258 - l_260;
const double l_262 = l_257 + l_261;
const double l_263 = l_259 + l_262;
const double l_264 = l_263 - l_259;
const double l_265 = l_262 - l_264;
const double l_266 = l_263 * l_234;
const double l_267 = l_218 * l_266;
const double l_268 = -l_267;
const double l_269 = fma(l_218, l_266, l_268);
const double l_270 = l_220 * l_266;
const double l_271 = l_269 + l_270;
const double l_272 = l_267 + l_271;
const double l_273 = l_272 - l_267;
const double l_274 = l_271 - l_273;
const double l_275 = -l_272;
const double l_276 = -l_274;
const double l_277 = l_263 + l_275;
const double l_278 = l_277 - l_263;
const double l_279 = l_277 - l_278;
const double l_280 = l_263 - l_279;
const double l_281 = l_275 - l_278;
const double l_282 = l_280 + l_281;
const double l_283 = l_265 + l_276;
const double l_284 = l_283 - l_265;
const double l_285 = l_283 - l_284;
const double l_286 = l_265 - l_285;
const double l_287 = l_276 - l_284;
const double l_288 = l_286 + l_287;
const double l_289 = l_282 + l_283;
const double l_290 = l_277 + l_289;
const double l_291 = l_290 - l_277;
const double l_292 = l_289 - l_291;
const double l_293 = l_288 + l_292;
const double l_294 = l_290 + l_293;
const double l_295 = l_294 - l_290;
const double l_296 = l_293 - l_295;
const double l_297 = l_294 / l_218;
const double l_298 = l_235 + l_266;
const double l_299 = l_298 - l_235;
const double l_300 = l_266 - l_299;
const double l_301 = l_298 + l_297;
const double l_302 = l_301 - l_298;
const double l_303 = l_301 - l_302;
const double l_304 = l_298 - l_303;
const double l_305 = l_297 - l_302;
const double l_306 = l_304 + l_305;
const double l_307 = l_306 + l_300;
const double l_308 = l_301 + l_307;
const double l_309 = l_308 - l_301;
const double l_310 = l_307 - l_309;
const uint32 l_404 = info.static_meta[uint32(0)];
const uint32 l_405 = l_404 * uint32(1);
const bool l_406 = l_232 < l_405;
if (l_406) {
buffer_0[l_232] = l_308;
}
const uint32 l_311 = l_233 + l_232;
const uint32 l_407 = info.static_meta[uint32(0)];
const uint32 l_408 = l_407 * uint32(1);
const bool l_409 = l_311 < l_408;
if (l_409) {
buffer_0[l_311] = l_310;
}
l_mut_6 = l_mut_6 + uint32(1024);
}

}
