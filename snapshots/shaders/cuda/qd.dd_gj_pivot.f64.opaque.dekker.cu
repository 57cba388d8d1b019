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
const uint32 l_391 = info.static_meta[uint32(2)];
const uint32 l_392 = l_391 * uint32(1);
const bool l_393 = uint32(0) < l_392;
const uint32 l_394 = l_392 - uint32(1);
const uint32 l_395 = min(uint32(0), l_394);
const double l_396 = buffer_2[l_395];
const double l_397 = (l_393) ? l_396 : double(0.0);
const double l_0 = l_397;
const uint32 l_398 = info.static_meta[uint32(2)];
const uint32 l_399 = l_398 * uint32(1);
const bool l_400 = uint32(1) < l_399;
const uint32 l_401 = l_399 - uint32(1);
const uint32 l_402 = min(uint32(1), l_401);
const double l_403 = buffer_2[l_402];
const double l_404 = (l_400) ? l_403 : double(0.0);
const double l_1 = l_404;
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
const uint32 l_419 = info.static_meta[uint32(0)];
const uint32 l_420 = l_419 * uint32(1);
const bool l_421 = l_12 < l_420;
const uint32 l_422 = l_420 - uint32(1);
const uint32 l_423 = min(l_12, l_422);
const double l_424 = buffer_0[l_423];
const double l_425 = (l_421) ? l_424 : double(0.0);
const double l_13 = l_425;
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
const uint32 l_426 = info.static_meta[uint32(0)];
const uint32 l_427 = l_426 * uint32(1);
const bool l_428 = l_163 < l_427;
const uint32 l_429 = l_427 - uint32(1);
const uint32 l_430 = min(l_163, l_429);
const double l_431 = buffer_0[l_430];
const double l_432 = (l_428) ? l_431 : double(0.0);
const double l_165 = l_432;
const uint32 l_166 = l_164 + l_163;
const uint32 l_433 = info.static_meta[uint32(0)];
const uint32 l_434 = l_433 * uint32(1);
const bool l_435 = l_166 < l_434;
const uint32 l_436 = l_434 - uint32(1);
const uint32 l_437 = min(l_166, l_436);
const double l_438 = buffer_0[l_437];
const double l_439 = (l_435) ? l_438 : double(0.0);
const double l_167 = l_439;
const uint32 l_168 = l_158 * uint32(32);
const uint32 l_169 = l_168 + l_mut_6;
const uint32 l_170 = info.scalars_uint32[0] * uint32(32);
const uint32 l_440 = info.static_meta[uint32(0)];
const uint32 l_441 = l_440 * uint32(1);
const bool l_442 = l_169 < l_441;
const uint32 l_443 = l_441 - uint32(1);
const uint32 l_444 = min(l_169, l_443);
const double l_445 = buffer_0[l_444];
const double l_446 = (l_442) ? l_445 : double(0.0);
const double l_171 = l_446;
const uint32 l_172 = l_170 + l_169;
const uint32 l_447 = info.static_meta[uint32(0)];
const uint32 l_448 = l_447 * uint32(1);
const bool l_449 = l_172 < l_448;
const uint32 l_450 = l_448 - uint32(1);
const uint32 l_451 = min(l_172, l_450);
const double l_452 = buffer_0[l_451];
const double l_453 = (l_449) ? l_452 : double(0.0);
const double l_173 = l_453;
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
const double l_189 = l_188 * l_1;
const double l_190 = l_189 - l_171;
const double l_191 = l_190 * l_1;
const double l_192 = l_189 - l_191;
const double l_193 = l_192 * l_1;
const double l_194 = l_171 - l_193;
const double l_195 = l_184 - l_191;
const double l_196 = l_194 + l_195;
const double l_197 = l_196 + l_173;
const double l_198 = l_189 + l_197;
const double l_199 = l_198 * l_1;
const double l_200 = l_199 - l_189;
const double l_201 = l_200 * l_1;
const double l_202 = l_197 - l_201;
const uint32 l_454 = info.static_meta[uint32(0)];
const uint32 l_455 = l_454 * uint32(1);
const bool l_456 = l_186 < l_455;
if (l_456) {
buffer_0[l_186] = l_199;
}
const uint32 l_203 = l_187 + l_186;
const uint32 l_457 = info.static_meta[uint32(0)];
const uint32 l_458 = l_457 * uint32(1);
const bool l_459 = l_203 < l_458;
if (l_459) {
buffer_0[l_203] = l_202;
}
const uint32 l_204 = l_158 * uint32(32);
const uint32 l_205 = l_204 + l_mut_6;
const uint32 l_206 = info.scalars_uint32[0] * uint32(32);
const double l_207 = -l_184;
const double l_208 = l_165 + l_207;
const double l_209 = l_208 * l_1;
const double l_210 = l_209 - l_165;
const double l_211 = l_210 * l_1;
const double l_212 = l_209 - l_211;
const double l_213 = l_212 * l_1;
const double l_214 = l_165 - l_213;
const double l_215 = l_207 - l_211;
const double l_216 = l_214 + l_215;
const double l_217 = l_216 + l_167;
const double l_218 = l_209 + l_217;
const double l_219 = l_218 * l_1;
const double l_220 = l_219 - l_209;
const double l_221 = l_220 * l_1;
const double l_222 = l_217 - l_221;
const uint32 l_460 = info.static_meta[uint32(0)];
const uint32 l_461 = l_460 * uint32(1);
const bool l_462 = l_205 < l_461;
if (l_462) {
buffer_0[l_205] = l_219;
}
const uint32 l_223 = l_206 + l_205;
const uint32 l_463 = info.static_meta[uint32(0)];
const uint32 l_464 = l_463 * uint32(1);
const bool l_465 = l_223 < l_464;
if (l_465) {
buffer_0[l_223] = l_222;
}
l_mut_6 = l_mut_6 + uint32(1024);
}
}
const bool l_224 = threadIdxGlobal == uint32(0);
if (l_224) {
const uint32 l_466 = info.static_meta[uint32(1)];
const uint32 l_467 = l_466 * uint32(1);
const bool l_468 = info.scalars_uint32[3] < l_467;
if (l_468) {
buffer_1[info.scalars_uint32[3]] = l_158;
}
}
__syncthreads();

const uint32 l_225 = l_2 * uint32(32);
const uint32 l_226 = l_225 + info.scalars_uint32[3];
const uint32 l_227 = info.scalars_uint32[0] * uint32(32);
const uint32 l_405 = info.static_meta[uint32(0)];
const uint32 l_406 = l_405 * uint32(1);
const bool l_407 = l_226 < l_406;
const uint32 l_408 = l_406 - uint32(1);
const uint32 l_409 = min(l_226, l_408);
const double l_410 = buffer_0[l_409];
const double l_411 = (l_407) ? l_410 : double(0.0);
const double l_228 = l_411;
const uint32 l_229 = l_227 + l_226;
const uint32 l_412 = info.static_meta[uint32(0)];
const uint32 l_413 = l_412 * uint32(1);
const bool l_414 = l_229 < l_413;
const uint32 l_415 = l_413 - uint32(1);
const uint32 l_416 = min(l_229, l_415);
const double l_417 = buffer_0[l_416];
const double l_418 = (l_414) ? l_417 : double(0.0);
const double l_230 = l_418;
const uint32 l_231 = info.scalars_uint32[3] + uint32(1);
const uint32 l_232 = l_231 + threadIdxGlobal;
l_mut_6 = l_232;
while (true) {
const bool l_233 = l_mut_6 < uint32(32);
const bool l_234 = !l_233;
if (l_234) {
break;}
const uint32 l_235 = l_2 * uint32(32);
const uint32 l_236 = l_235 + l_mut_6;
const uint32 l_237 = info.scalars_uint32[0] * uint32(32);
const uint32 l_469 = info.static_meta[uint32(0)];
const uint32 l_470 = l_469 * uint32(1);
const bool l_471 = l_236 < l_470;
const uint32 l_472 = l_470 - uint32(1);
const uint32 l_473 = min(l_236, l_472);
const double l_474 = buffer_0[l_473];
const double l_475 = (l_471) ? l_474 : double(0.0);
const double l_238 = l_475;
const uint32 l_239 = l_237 + l_236;
const uint32 l_476 = info.static_meta[uint32(0)];
const uint32 l_477 = l_476 * uint32(1);
const bool l_478 = l_239 < l_477;
const uint32 l_479 = l_477 - uint32(1);
const uint32 l_480 = min(l_239, l_479);
const double l_481 = buffer_0[l_480];
const double l_482 = (l_478) ? l_481 : double(0.0);
const double l_240 = l_482;
const uint32 l_241 = l_2 * uint32(32);
const uint32 l_242 = l_241 + l_mut_6;
const uint32 l_243 = info.scalars_uint32[0] * uint32(32);
const double l_244 = double(1.0) / l_228;
const double l_245 = l_238 * l_244;
const double l_246 = l_228 * l_245;
const double l_247 = l_246 * l_1;
const double l_248 = l_0 * l_228;
const double l_249 = l_248 * l_1;
const double l_250 = l_249 - l_228;
const double l_251 = l_250 * l_1;
const double l_252 = l_249 - l_251;
const double l_253 = l_228 - l_252;
const double l_254 = l_0 * l_245;
const double l_255 = l_254 * l_1;
const double l_256 = l_255 - l_245;
const double l_257 = l_256 * l_1;
const double l_258 = l_255 - l_257;
const double l_259 = l_245 - l_258;
const double l_260 = l_252 * l_258;
const double l_261 = l_260 - l_247;
const double l_262 = l_252 * l_259;
const double l_263 = l_261 + l_262;
const double l_264 = l_253 * l_258;
const double l_265 = l_263 + l_264;
const double l_266 = l_253 * l_259;
const double l_267 = l_265 + l_266;
const double l_268 = l_230 * l_245;
const double l_269 = l_267 + l_268;
const double l_270 = l_247 + l_269;
const double l_271 = l_270 * l_1;
const double l_272 = l_271 - l_247;
const double l_273 = l_272 * l_1;
const double l_274 = l_269 - l_273;
const double l_275 = -l_271;
const double l_276 = -l_274;
const double l_277 = l_238 + l_275;
const double l_278 = l_277 * l_1;
const double l_279 = l_278 - l_238;
const double l_280 = l_279 * l_1;
const double l_281 = l_278 - l_280;
const double l_282 = l_281 * l_1;
const double l_283 = l_238 - l_282;
const double l_284 = l_275 - l_280;
const double l_285 = l_283 + l_284;
const double l_286 = l_240 + l_276;
const double l_287 = l_286 * l_1;
const double l_288 = l_287 - l_240;
const double l_289 = l_288 * l_1;
const double l_290 = l_287 - l_289;
const double l_291 = l_290 * l_1;
const double l_292 = l_240 - l_291;
const double l_293 = l_276 - l_289;
const double l_294 = l_292 + l_293;
const double l_295 = l_285 + l_287;
const double l_296 = l_278 + l_295;
const double l_297 = l_296 * l_1;
const double l_298 = l_297 - l_278;
const double l_299 = l_298 * l_1;
const double l_300 = l_295 - l_299;
const double l_301 = l_294 + l_300;
const double l_302 = l_297 + l_301;
const double l_303 = l_302 * l_1;
const double l_304 = l_303 - l_297;
const double l_305 = l_304 * l_1;
const double l_306 = l_301 - l_305;
const double l_307 = l_303 * l_244;
const double l_308 = l_228 * l_307;
const double l_309 = l_308 * l_1;
const double l_310 = l_0 * l_228;
const double l_311 = l_310 * l_1;
const double l_312 = l_311 - l_228;
const double l_313 = l_312 * l_1;
const double l_314 = l_311 - l_313;
const double l_315 = l_228 - l_314;
const double l_316 = l_0 * l_307;
const double l_317 = l_316 * l_1;
const double l_318 = l_317 - l_307;
const double l_319 = l_318 * l_1;
const double l_320 = l_317 - l_319;
const double l_321 = l_307 - l_320;
const double l_322 = l_314 * l_320;
const double l_323 = l_322 - l_309;
const double l_324 = l_314 * l_321;
const double l_325 = l_323 + l_324;
const double l_326 = l_315 * l_320;
const double l_327 = l_325 + l_326;
const double l_328 = l_315 * l_321;
const double l_329 = l_327 + l_328;
const double l_330 = l_230 * l_307;
const double l_331 = l_329 + l_330;
const double l_332 = l_309 + l_331;
const double l_333 = l_332 * l_1;
const double l_334 = l_333 - l_309;
const double l_335 = l_334 * l_1;
const double l_336 = l_331 - l_335;
const double l_337 = -l_333;
const double l_338 = -l_336;
const double l_339 = l_303 + l_337;
const double l_340 = l_339 * l_1;
const double l_341 = l_340 - l_303;
const double l_342 = l_341 * l_1;
const double l_343 = l_340 - l_342;
const double l_344 = l_343 * l_1;
const double l_345 = l_303 - l_344;
const double l_346 = l_337 - l_342;
const double l_347 = l_345 + l_346;
const double l_348 = l_306 + l_338;
const double l_349 = l_348 * l_1;
const double l_350 = l_349 - l_306;
const double l_351 = l_350 * l_1;
const double l_352 = l_349 - l_351;
const double l_353 = l_352 * l_1;
const double l_354 = l_306 - l_353;
const double l_355 = l_338 - l_351;
const double l_356 = l_354 + l_355;
const double l_357 = l_347 + l_349;
const double l_358 = l_340 + l_357;
const double l_359 = l_358 * l_1;
const double l_360 = l_359 - l_340;
const double l_361 = l_360 * l_1;
const double l_362 = l_357 - l_361;
const double l_363 = l_356 + l_362;
const double l_364 = l_359 + l_363;
const double l_365 = l_364 * l_1;
const double l_366 = l_365 - l_359;
const double l_367 = l_366 * l_1;
const double l_368 = l_363 - l_367;
const double l_369 = l_365 / l_228;
const double l_370 = l_245 + l_307;
const double l_371 = l_370 * l_1;
const double l_372 = l_371 - l_245;
const double l_373 = l_372 * l_1;
const double l_374 = l_307 - l_373;
const double l_375 = l_371 + l_369;
const double l_376 = l_375 * l_1;
const double l_377 = l_376 - l_371;
const double l_378 = l_377 * l_1;
const double l_379 = l_376 - l_378;
const double l_380 = l_379 * l_1;
const double l_381 = l_371 - l_380;
const double l_382 = l_369 - l_378;
const double l_383 = l_381 + l_382;
const double l_384 = l_383 + l_374;
const double l_385 = l_376 + l_384;
const double l_386 = l_385 * l_1;
const double l_387 = l_386 - l_376;
const double l_388 = l_387 * l_1;
const double l_389 = l_384 - l_388;
const uint32 l_483 = info.static_meta[uint32(0)];
const uint32 l_484 = l_483 * uint32(1);
const bool l_485 = l_242 < l_484;
if (l_485) {
buffer_0[l_242] = l_386;
}
const uint32 l_390 = l_243 + l_242;
const uint32 l_486 = info.static_meta[uint32(0)];
const uint32 l_487 = l_486 * uint32(1);
const bool l_488 = l_390 < l_487;
if (l_488) {
buffer_0[l_390] = l_389;
}
l_mut_6 = l_mut_6 + uint32(1024);
}

}
