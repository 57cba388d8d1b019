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
const uint32 l_442 = info.static_meta[uint32(2)];
const uint32 l_443 = l_442 * uint32(1);
const bool l_444 = uint32(0) < l_443;
const uint32 l_445 = l_443 - uint32(1);
const uint32 l_446 = min(uint32(0), l_445);
const double l_447 = buffer_2[l_446];
const double l_448 = (l_444) ? l_447 : double(0.0);
const double l_0 = l_448;
const uint32 l_449 = info.static_meta[uint32(2)];
const uint32 l_450 = l_449 * uint32(1);
const bool l_451 = uint32(1) < l_450;
const uint32 l_452 = l_450 - uint32(1);
const uint32 l_453 = min(uint32(1), l_452);
const double l_454 = buffer_2[l_453];
const double l_455 = (l_451) ? l_454 : double(0.0);
const double l_1 = l_455;
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
const uint32 l_470 = info.static_meta[uint32(0)];
const uint32 l_471 = l_470 * uint32(1);
const bool l_472 = l_12 < l_471;
const uint32 l_473 = l_471 - uint32(1);
const uint32 l_474 = min(l_12, l_473);
const double l_475 = buffer_0[l_474];
const double l_476 = (l_472) ? l_475 : double(0.0);
const double l_13 = l_476;
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
const uint32 l_477 = info.static_meta[uint32(0)];
const uint32 l_478 = l_477 * uint32(1);
const bool l_479 = l_163 < l_478;
const uint32 l_480 = l_478 - uint32(1);
const uint32 l_481 = min(l_163, l_480);
const double l_482 = buffer_0[l_481];
const double l_483 = (l_479) ? l_482 : double(0.0);
const double l_165 = l_483;
const uint32 l_166 = l_164 + l_163;
const uint32 l_484 = info.static_meta[uint32(0)];
const uint32 l_485 = l_484 * uint32(1);
const bool l_486 = l_166 < l_485;
const uint32 l_487 = l_485 - uint32(1);
const uint32 l_488 = min(l_166, l_487);
const double l_489 = buffer_0[l_488];
const double l_490 = (l_486) ? l_489 : double(0.0);
const double l_167 = l_490;
const uint32 l_168 = l_158 * uint32(32);
const uint32 l_169 = l_168 + l_mut_6;
const uint32 l_170 = info.scalars_uint32[0] * uint32(32);
const uint32 l_491 = info.static_meta[uint32(0)];
const uint32 l_492 = l_491 * uint32(1);
const bool l_493 = l_169 < l_492;
const uint32 l_494 = l_492 - uint32(1);
const uint32 l_495 = min(l_169, l_494);
const double l_496 = buffer_0[l_495];
const double l_497 = (l_493) ? l_496 : double(0.0);
const double l_171 = l_497;
const uint32 l_172 = l_170 + l_169;
const uint32 l_498 = info.static_meta[uint32(0)];
const uint32 l_499 = l_498 * uint32(1);
const bool l_500 = l_172 < l_499;
const uint32 l_501 = l_499 - uint32(1);
const uint32 l_502 = min(l_172, l_501);
const double l_503 = buffer_0[l_502];
const double l_504 = (l_500) ? l_503 : double(0.0);
const double l_173 = l_504;
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
const bool l_189 = l_1 != double(0.0);
const double l_190 = (l_189) ? l_188 : l_1;
const double l_191 = l_190 - l_171;
const bool l_192 = l_1 != double(0.0);
const double l_193 = (l_192) ? l_191 : l_1;
const double l_194 = l_190 - l_193;
const bool l_195 = l_1 != double(0.0);
const double l_196 = (l_195) ? l_194 : l_1;
const double l_197 = l_171 - l_196;
const double l_198 = l_184 - l_193;
const double l_199 = l_197 + l_198;
const double l_200 = l_199 + l_173;
const double l_201 = l_190 + l_200;
const bool l_202 = l_1 != double(0.0);
const double l_203 = (l_202) ? l_201 : l_1;
const double l_204 = l_203 - l_190;
const bool l_205 = l_1 != double(0.0);
const double l_206 = (l_205) ? l_204 : l_1;
const double l_207 = l_200 - l_206;
const uint32 l_505 = info.static_meta[uint32(0)];
const uint32 l_506 = l_505 * uint32(1);
const bool l_507 = l_186 < l_506;
if (l_507) {
buffer_0[l_186] = l_203;
}
const uint32 l_208 = l_187 + l_186;
const uint32 l_508 = info.static_meta[uint32(0)];
const uint32 l_509 = l_508 * uint32(1);
const bool l_510 = l_208 < l_509;
if (l_510) {
buffer_0[l_208] = l_207;
}
const uint32 l_209 = l_158 * uint32(32);
const uint32 l_210 = l_209 + l_mut_6;
const uint32 l_211 = info.scalars_uint32[0] * uint32(32);
const double l_212 = -l_184;
const double l_213 = l_165 + l_212;
const bool l_214 = l_1 != double(0.0);
const double l_215 = (l_214) ? l_213 : l_1;
const double l_216 = l_215 - l_165;
const bool l_217 = l_1 != double(0.0);
const double l_218 = (l_217) ? l_216 : l_1;
const double l_219 = l_215 - l_218;
const bool l_220 = l_1 != double(0.0);
const double l_221 = (l_220) ? l_219 : l_1;
const double l_222 = l_165 - l_221;
const double l_223 = l_212 - l_218;
const double l_224 = l_222 + l_223;
const double l_225 = l_224 + l_167;
const double l_226 = l_215 + l_225;
const bool l_227 = l_1 != double(0.0);
const double l_228 = (l_227) ? l_226 : l_1;
const double l_229 = l_228 - l_215;
const bool l_230 = l_1 != double(0.0);
const double l_231 = (l_230) ? l_229 : l_1;
const double l_232 = l_225 - l_231;
const uint32 l_511 = info.static_meta[uint32(0)];
const uint32 l_512 = l_511 * uint32(1);
const bool l_513 = l_210 < l_512;
if (l_513) {
buffer_0[l_210] = l_228;
}
const uint32 l_233 = l_211 + l_210;
const uint32 l_514 = info.static_meta[uint32(0)];
const uint32 l_515 = l_514 * uint32(1);
const bool l_516 = l_233 < l_515;
if (l_516) {
buffer_0[l_233] = l_232;
}
l_mut_6 = l_mut_6 + uint32(1024);
}
}
const bool l_234 = threadIdxGlobal == uint32(0);
if (l_234) {
const uint32 l_517 = info.static_meta[uint32(1)];
const uint32 l_518 = l_517 * uint32(1);
const bool l_519 = info.scalars_uint32[3] < l_518;
if (l_519) {
buffer_1[info.scalars_uint32[3]] = l_158;
}
}
__syncthreads();

const uint32 l_235 = l_2 * uint32(32);
const uint32 l_236 = l_235 + info.scalars_uint32[3];
const uint32 l_237 = info.scalars_uint32[0] * uint32(32);
const uint32 l_456 = info.static_meta[uint32(0)];
const uint32 l_457 = l_456 * uint32(1);
const bool l_458 = l_236 < l_457;
const uint32 l_459 = l_457 - uint32(1);
const uint32 l_460 = min(l_236, l_459);
const double l_461 = buffer_0[l_460];
const double l_462 = (l_458) ? l_461 : double(0.0);
const double l_238 = l_462;
const uint32 l_239 = l_237 + l_236;
const uint32 l_463 = info.static_meta[uint32(0)];
const uint32 l_464 = l_463 * uint32(1);
const bool l_465 = l_239 < l_464;
const uint32 l_466 = l_464 - uint32(1);
const uint32 l_467 = min(l_239, l_466);
const double l_468 = buffer_0[l_467];
const double l_469 = (l_465) ? l_468 : double(0.0);
const double l_240 = l_469;
const uint32 l_241 = info.scalars_uint32[3] + uint32(1);
const uint32 l_242 = l_241 + threadIdxGlobal;
l_mut_6 = l_242;
while (true) {
const bool l_243 = l_mut_6 < uint32(32);
const bool l_244 = !l_243;
if (l_244) {
break;}
const uint32 l_245 = l_2 * uint32(32);
const uint32 l_246 = l_245 + l_mut_6;
const uint32 l_247 = info.scalars_uint32[0] * uint32(32);
const uint32 l_520 = info.static_meta[uint32(0)];
const uint32 l_521 = l_520 * uint32(1);
const bool l_522 = l_246 < l_521;
const uint32 l_523 = l_521 - uint32(1);
const uint32 l_524 = min(l_246, l_523);
const double l_525 = buffer_0[l_524];
const double l_526 = (l_522) ? l_525 : double(0.0);
const double l_248 = l_526;
const uint32 l_249 = l_247 + l_246;
const uint32 l_527 = info.static_meta[uint32(0)];
const uint32 l_528 = l_527 * uint32(1);
const bool l_529 = l_249 < l_528;
const uint32 l_530 = l_528 - uint32(1);
const uint32 l_531 = min(l_249, l_530);
const double l_532 = buffer_0[l_531];
const double l_533 = (l_529) ? l_532 : double(0.0);
const double l_250 = l_533;
const uint32 l_251 = l_2 * uint32(32);
const uint32 l_252 = l_251 + l_mut_6;
const uint32 l_253 = info.scalars_uint32[0] * uint32(32);
const double l_254 = double(1.0) / l_238;
const double l_255 = l_248 * l_254;
const double l_256 = l_238 * l_255;
const bool l_257 = l_1 != double(0.0);
const double l_258 = (l_257) ? l_256 : l_1;
const double l_259 = l_0 * l_238;
const bool l_260 = l_1 != double(0.0);
const double l_261 = (l_260) ? l_259 : l_1;
const double l_262 = l_261 - l_238;
const bool l_263 = l_1 != double(0.0);
const double l_264 = (l_263) ? l_262 : l_1;
const double l_265 = l_261 - l_264;
const double l_266 = l_238 - l_265;
const double l_267 = l_0 * l_255;
const bool l_268 = l_1 != double(0.0);
const double l_269 = (l_268) ? l_267 : l_1;
const double l_270 = l_269 - l_255;
const bool l_271 = l_1 != double(0.0);
const double l_272 = (l_271) ? l_270 : l_1;
const double l_273 = l_269 - l_272;
const double l_274 = l_255 - l_273;
const double l_275 = l_265 * l_273;
const double l_276 = l_275 - l_258;
const double l_277 = l_265 * l_274;
const double l_278 = l_276 + l_277;
const double l_279 = l_266 * l_273;
const double l_280 = l_278 + l_279;
const double l_281 = l_266 * l_274;
const double l_282 = l_280 + l_281;
const double l_283 = l_240 * l_255;
const double l_284 = l_282 + l_283;
const double l_285 = l_258 + l_284;
const bool l_286 = l_1 != double(0.0);
const double l_287 = (l_286) ? l_285 : l_1;
const double l_288 = l_287 - l_258;
const bool l_289 = l_1 != double(0.0);
const double l_290 = (l_289) ? l_288 : l_1;
const double l_291 = l_284 - l_290;
const double l_292 = -l_287;
const double l_293 = -l_291;
const double l_294 = l_248 + l_292;
const bool l_295 = l_1 != double(0.0);
const double l_296 = (l_295) ? l_294 : l_1;
const double l_297 = l_296 - l_248;
const bool l_298 = l_1 != double(0.0);
const double l_299 = (l_298) ? l_297 : l_1;
const double l_300 = l_296 - l_299;
const bool l_301 = l_1 != double(0.0);
const double l_302 = (l_301) ? l_300 : l_1;
const double l_303 = l_248 - l_302;
const double l_304 = l_292 - l_299;
const double l_305 = l_303 + l_304;
const double l_306 = l_250 + l_293;
const bool l_307 = l_1 != double(0.0);
const double l_308 = (l_307) ? l_306 : l_1;
const double l_309 = l_308 - l_250;
const bool l_310 = l_1 != double(0.0);
const double l_311 = (l_310) ? l_309 : l_1;
const double l_312 = l_308 - l_311;
const bool l_313 = l_1 != double(0.0);
const double l_314 = (l_313) ? l_312 : l_1;
const double l_315 = l_250 - l_314;
const double l_316 = l_293 - l_311;
const double l_317 = l_315 + l_316;
const double l_318 = l_305 + l_308;
const double l_319 = l_296 + l_318;
const bool l_320 = l_1 != double(0.0);
const double l_321 = (l_320) ? l_319 : l_1;
const double l_322 = l_321 - l_296;
const bool l_323 = l_1 != double(0.0);
const double l_324 = (l_323) ? l_322 : l_1;
const double l_325 = l_318 - l_324;
const double l_326 = l_317 + l_325;
const double l_327 = l_321 + l_326;
const bool l_328 = l_1 != double(0.0);
const double l_329 = (l_328) ? l_327 : l_1;
const double l_330 = l_329 - l_321;
const bool l_331 = l_1 != double(0.0);
const double l_332 = (l_331) ? l_330 : l_1;
const double l_333 = l_326 - l_332;
const double l_334 = l_329 * l_254;
const double l_335 = l_238 * l_334;
const bool l_336 = l_1 != double(0.0);
const double l_337 = (l_336) ? l_335 : l_1;
const double l_338 = l_0 * l_238;
const bool l_339 = l_1 != double(0.0);
const double l_340 = (l_339) ? l_338 : l_1;
const double l_341 = l_340 - l_238;
const bool l_342 = l_1 != double(0.0);
const double l_343 = (l_342) ? l_341 : l_1;
const double l_344 = l_340 - l_343;
const double l_345 = l_238 - l_344;
const double l_346 = l_0 * l_334;
const bool l_347 = l_1 != double(0.0);
const double l_348 = (l_347) ? l_346 : l_1;
const double l_349 = l_348 - l_334;
const bool l_350 = l_1 != double(0.0);
const double l_351 = (l_350) ? l_349 : l_1;
const double l_352 = l_348 - l_351;
const double l_353 = l_334 - l_352;
const double l_354 = l_344 * l_352;
const double l_355 = l_354 - l_337;
const double l_356 = l_344 * l_353;
const double l_357 = l_355 + l_356;
const double l_358 = l_345 * l_352;
const double l_359 = l_357 + l_358;
const double l_360 = l_345 * l_353;
const double l_361 = l_359 + l_360;
const double l_362 = l_240 * l_334;
const double l_363 = l_361 + l_362;
const double l_364 = l_337 + l_363;
const bool l_365 = l_1 != double(0.0);
const double l_366 = (l_365) ? l_364 : l_1;
const double l_367 = l_366 - l_337;
const bool l_368 = l_1 != double(0.0);
const double l_369 = (l_368) ? l_367 : l_1;
const double l_370 = l_363 - l_369;
const double l_371 = -l_366;
const double l_372 = -l_370;
const double l_373 = l_329 + l_371;
const bool l_374 = l_1 != double(0.0);
const double l_375 = (l_374) ? l_373 : l_1;
const double l_376 = l_375 - l_329;
const bool l_377 = l_1 != double(0.0);
const double l_378 = (l_377) ? l_376 : l_1;
const double l_379 = l_375 - l_378;
const bool l_380 = l_1 != double(0.0);
const double l_381 = (l_380) ? l_379 : l_1;
const double l_382 = l_329 - l_381;
const double l_383 = l_371 - l_378;
const double l_384 = l_382 + l_383;
const double l_385 = l_333 + l_372;
const bool l_386 = l_1 != double(0.0);
const double l_387 = (l_386) ? l_385 : l_1;
const double l_388 = l_387 - l_333;
const bool l_389 = l_1 != double(0.0);
const double l_390 = (l_389) ? l_388 : l_1;
const double l_391 = l_387 - l_390;
const bool l_392 = l_1 != double(0.0);
const double l_393 = (l_392) ? l_391 : l_1;
const double l_394 = l_333 - l_393;
const double l_395 = l_372 - l_390;
const double l_396 = l_394 + l_395;
const double l_397 = l_384 + l_387;
const double l_398 = l_375 + l_397;
const bool l_399 = l_1 != double(0.0);
const double l_400 = (l_399) ? l_398 : l_1;
const double l_401 = l_400 - l_375;
const bool l_402 = l_1 != double(0.0);
const double l_403 = (l_402) ? l_401 : l_1;
const double l_404 = l_397 - l_403;
const double l_405 = l_396 + l_404;
const double l_406 = l_400 + l_405;
const bool l_407 = l_1 != double(0.0);
const double l_408 = (l_407) ? l_406 : l_1;
const double l_409 = l_408 - l_400;
const bool l_410 = l_1 != double(0.0);
const double l_411 = (l_410) ? l_409 : l_1;
const double l_412 = l_405 - l_411;
const double l_413 = l_408 / l_238;
const double l_414 = l_255 + l_334;
const bool l_415 = l_1 != double(0.0);
const double l_416 = (l_415) ? l_414 : l_1;
const double l_417 = l_416 - l_255;
const bool l_418 = l_1 != double(0.0);
const double l_419 = (l_418) ? l_417 : l_1;
const double l_420 = l_334 - l_419;
const double l_421 = l_416 + l_413;
const bool l_422 = l_1 != double(0.0);
const double l_423 = (l_422) ? l_421 : l_1;
const double l_424 = l_423 - l_416;
const bool l_425 = l_1 != double(0.0);
const double l_426 = (l_425) ? l_424 : l_1;
const double l_427 = l_423 - l_426;
const bool l_428 = l_1 != double(0.0);
const double l_429 = (l_428) ? l_427 : l_1;
const double l_430 = l_416 - l_429;
const double l_431 = l_413 - l_426;
const double l_432 = l_430 + l_431;
const double l_433 = l_432 + l_420;
const double l_434 = l_423 + l_433;
const bool l_435 = l_1 != double(0.0);
const double l_436 = (l_435) ? l_434 : l_1;
const double l_437 = l_436 - l_423;
const bool l_438 = l_1 != double(0.0);
const double l_439 = (l_438) ? l_437 : l_1;
const double l_440 = l_433 - l_439;
const uint32 l_534 = info.static_meta[uint32(0)];
const uint32 l_535 = l_534 * uint32(1);
const bool l_536 = l_252 < l_535;
if (l_536) {
buffer_0[l_252] = l_436;
}
const uint32 l_441 = l_253 + l_252;
const uint32 l_537 = info.static_meta[uint32(0)];
const uint32 l_538 = l_537 * uint32(1);
const bool l_539 = l_441 < l_538;
if (l_539) {
buffer_0[l_441] = l_440;
}
l_mut_6 = l_mut_6 + uint32(1024);
}

}
