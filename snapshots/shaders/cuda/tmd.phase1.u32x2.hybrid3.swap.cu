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
    uint32 static_meta[12];
};


extern "C" __global__ void __launch_bounds__(64)phase1 (
    const uint32* __restrict__ buffer_0, const uint32* __restrict__ buffer_1, const uint32* __restrict__ buffer_2, const uint32* __restrict__ buffer_3, uint32* buffer_4, uint32* buffer_5, const __grid_constant__ info_st info
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
bool l_mut_190;
bool l_mut_197;
bool l_mut_200;
bool l_mut_211;
bool l_mut_222;
uint32 l_mut_102;
uint32 l_mut_187;
uint32 l_mut_188;
uint32 l_mut_189;
uint32 l_mut_202;
uint32 l_mut_203;
uint32 l_mut_223;
uint32 l_mut_228;
uint32 l_mut_254;
uint32 l_mut_255;
uint32 l_mut_260;
uint32 l_mut_40;
uint32 l_mut_75;
uint32 l_mut_90;
uint32 l_mut_96;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_419 = info.static_meta[uint32(5)];
const uint32 l_420 = l_419 * uint32(1);
const uint32 l_421 = l_420 - uint32(1);
const uint32 l_422 = min(uint32(3), l_421);
uint32* l_423 = &buffer_5[l_422];
uint32* l_1 = l_423;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_335 = info.static_meta[uint32(3)];
const uint32 l_336 = l_335 * uint32(1);
const bool l_337 = l_3 < l_336;
const uint32 l_338 = l_336 - uint32(1);
const uint32 l_339 = min(l_3, l_338);
const uint32 l_340 = buffer_3[l_339];
const uint32 l_341 = (l_337) ? l_340 : uint32(0);
const uint32 l_4 = l_341;
const uint32 l_5 = uint32(2) * uint32(0);
const uint32 l_6 = l_5 + uint32(1);
const uint32 l_342 = info.static_meta[uint32(3)];
const uint32 l_343 = l_342 * uint32(1);
const bool l_344 = l_6 < l_343;
const uint32 l_345 = l_343 - uint32(1);
const uint32 l_346 = min(l_6, l_345);
const uint32 l_347 = buffer_3[l_346];
const uint32 l_348 = (l_344) ? l_347 : uint32(0);
const uint32 l_7 = l_348;
const uint32 l_8 = uint32(2) * uint32(1);
const uint32 l_349 = info.static_meta[uint32(3)];
const uint32 l_350 = l_349 * uint32(1);
const bool l_351 = l_8 < l_350;
const uint32 l_352 = l_350 - uint32(1);
const uint32 l_353 = min(l_8, l_352);
const uint32 l_354 = buffer_3[l_353];
const uint32 l_355 = (l_351) ? l_354 : uint32(0);
const uint32 l_9 = l_355;
const uint32 l_10 = uint32(2) * uint32(1);
const uint32 l_11 = l_10 + uint32(1);
const uint32 l_356 = info.static_meta[uint32(3)];
const uint32 l_357 = l_356 * uint32(1);
const bool l_358 = l_11 < l_357;
const uint32 l_359 = l_357 - uint32(1);
const uint32 l_360 = min(l_11, l_359);
const uint32 l_361 = buffer_3[l_360];
const uint32 l_362 = (l_358) ? l_361 : uint32(0);
const uint32 l_12 = l_362;
const uint32 l_13 = uint32(2) * uint32(2);
const uint32 l_363 = info.static_meta[uint32(3)];
const uint32 l_364 = l_363 * uint32(1);
const bool l_365 = l_13 < l_364;
const uint32 l_366 = l_364 - uint32(1);
const uint32 l_367 = min(l_13, l_366);
const uint32 l_368 = buffer_3[l_367];
const uint32 l_369 = (l_365) ? l_368 : uint32(0);
const uint32 l_14 = l_369;
const uint32 l_15 = uint32(2) * uint32(2);
const uint32 l_16 = l_15 + uint32(1);
const uint32 l_370 = info.static_meta[uint32(3)];
const uint32 l_371 = l_370 * uint32(1);
const bool l_372 = l_16 < l_371;
const uint32 l_373 = l_371 - uint32(1);
const uint32 l_374 = min(l_16, l_373);
const uint32 l_375 = buffer_3[l_374];
const uint32 l_376 = (l_372) ? l_375 : uint32(0);
const uint32 l_17 = l_376;
const uint32 l_18 = uint32(2) * uint32(3);
const uint32 l_377 = info.static_meta[uint32(3)];
const uint32 l_378 = l_377 * uint32(1);
const bool l_379 = l_18 < l_378;
const uint32 l_380 = l_378 - uint32(1);
const uint32 l_381 = min(l_18, l_380);
const uint32 l_382 = buffer_3[l_381];
const uint32 l_383 = (l_379) ? l_382 : uint32(0);
const uint32 l_19 = l_383;
const uint32 l_20 = uint32(2) * uint32(3);
const uint32 l_21 = l_20 + uint32(1);
const uint32 l_384 = info.static_meta[uint32(3)];
const uint32 l_385 = l_384 * uint32(1);
const bool l_386 = l_21 < l_385;
const uint32 l_387 = l_385 - uint32(1);
const uint32 l_388 = min(l_21, l_387);
const uint32 l_389 = buffer_3[l_388];
const uint32 l_390 = (l_386) ? l_389 : uint32(0);
const uint32 l_22 = l_390;
const uint32 l_23 = uint32(2) * uint32(4);
const uint32 l_391 = info.static_meta[uint32(3)];
const uint32 l_392 = l_391 * uint32(1);
const bool l_393 = l_23 < l_392;
const uint32 l_394 = l_392 - uint32(1);
const uint32 l_395 = min(l_23, l_394);
const uint32 l_396 = buffer_3[l_395];
const uint32 l_397 = (l_393) ? l_396 : uint32(0);
const uint32 l_24 = l_397;
const uint32 l_25 = uint32(2) * uint32(4);
const uint32 l_26 = l_25 + uint32(1);
const uint32 l_398 = info.static_meta[uint32(3)];
const uint32 l_399 = l_398 * uint32(1);
const bool l_400 = l_26 < l_399;
const uint32 l_401 = l_399 - uint32(1);
const uint32 l_402 = min(l_26, l_401);
const uint32 l_403 = buffer_3[l_402];
const uint32 l_404 = (l_400) ? l_403 : uint32(0);
const uint32 l_27 = l_404;
const uint32 l_28 = uint32(2) * uint32(5);
const uint32 l_405 = info.static_meta[uint32(3)];
const uint32 l_406 = l_405 * uint32(1);
const bool l_407 = l_28 < l_406;
const uint32 l_408 = l_406 - uint32(1);
const uint32 l_409 = min(l_28, l_408);
const uint32 l_410 = buffer_3[l_409];
const uint32 l_411 = (l_407) ? l_410 : uint32(0);
const uint32 l_29 = l_411;
const uint32 l_30 = uint32(2) * uint32(5);
const uint32 l_31 = l_30 + uint32(1);
const uint32 l_412 = info.static_meta[uint32(3)];
const uint32 l_413 = l_412 * uint32(1);
const bool l_414 = l_31 < l_413;
const uint32 l_415 = l_413 - uint32(1);
const uint32 l_416 = min(l_31, l_415);
const uint32 l_417 = buffer_3[l_416];
const uint32 l_418 = (l_414) ? l_417 : uint32(0);
const uint32 l_32 = l_418;
const uint32 l_33 = uint32(2) * idxGlobal;
const uint32 l_34 = info.static_meta[uint32(6)];
const bool l_35 = l_33 < l_34;
const uint32 l_36 = idxGlobal * l_4;
const uint32 l_37 = __umulhi(idxGlobal, l_4);
const uint32 l_38 = uint32(0) * l_4;
const uint32 l_39 = l_37 + l_38;
l_mut_40 = uint32(0);
const bool l_41 = l_39 < l_32;
const bool l_42 = l_39 == l_32;
const bool l_43 = l_36 < l_29;
const bool l_44 = l_42 && l_43;
const bool l_45 = l_41 || l_44;
if (l_45) {
const uint32 l_46 = l_29 - l_36;
const uint32 l_47 = l_32 - l_39;
const bool l_48 = l_29 < l_36;
const uint32 l_49 = uint32(l_48);
const uint32 l_50 = l_47 - l_49;
l_mut_40 = l_4;
const bool l_51 = l_50 < uint32(0);
const bool l_52 = l_50 == uint32(0);
const bool l_53 = l_46 < l_4;
const bool l_54 = l_52 && l_53;
const bool l_55 = l_51 || l_54;
if (l_55) {
l_mut_40 = l_46;
}
}
const bool l_56 = l_mut_40 > uint32(0);
const bool l_57 = l_35 && l_56;
if (l_57) {
const uint32 l_58 = uint32(2) * idxGlobal;
const uint32 l_424 = info.static_meta[uint32(0)];
const uint32 l_425 = l_424 * uint32(1);
const bool l_426 = l_58 < l_425;
const uint32 l_427 = l_425 - uint32(1);
const uint32 l_428 = min(l_58, l_427);
const uint32 l_429 = buffer_0[l_428];
const uint32 l_430 = (l_426) ? l_429 : uint32(0);
const uint32 l_59 = l_430;
const uint32 l_60 = uint32(2) * idxGlobal;
const uint32 l_61 = l_60 + uint32(1);
const uint32 l_431 = info.static_meta[uint32(0)];
const uint32 l_432 = l_431 * uint32(1);
const bool l_433 = l_61 < l_432;
const uint32 l_434 = l_432 - uint32(1);
const uint32 l_435 = min(l_61, l_434);
const uint32 l_436 = buffer_0[l_435];
const uint32 l_437 = (l_433) ? l_436 : uint32(0);
const uint32 l_62 = l_437;
const uint32 l_63 = uint32(2) * idxGlobal;
const uint32 l_438 = info.static_meta[uint32(1)];
const uint32 l_439 = l_438 * uint32(1);
const bool l_440 = l_63 < l_439;
const uint32 l_441 = l_439 - uint32(1);
const uint32 l_442 = min(l_63, l_441);
const uint32 l_443 = buffer_1[l_442];
const uint32 l_444 = (l_440) ? l_443 : uint32(0);
const uint32 l_64 = l_444;
const uint32 l_65 = uint32(2) * idxGlobal;
const uint32 l_66 = l_65 + uint32(1);
const uint32 l_445 = info.static_meta[uint32(1)];
const uint32 l_446 = l_445 * uint32(1);
const bool l_447 = l_66 < l_446;
const uint32 l_448 = l_446 - uint32(1);
const uint32 l_449 = min(l_66, l_448);
const uint32 l_450 = buffer_1[l_449];
const uint32 l_451 = (l_447) ? l_450 : uint32(0);
const uint32 l_67 = l_451;
const uint32 l_68 = uint32(2) * idxGlobal;
const uint32 l_452 = info.static_meta[uint32(2)];
const uint32 l_453 = l_452 * uint32(1);
const bool l_454 = l_68 < l_453;
const uint32 l_455 = l_453 - uint32(1);
const uint32 l_456 = min(l_68, l_455);
const uint32 l_457 = buffer_2[l_456];
const uint32 l_458 = (l_454) ? l_457 : uint32(0);
const uint32 l_69 = l_458;
const uint32 l_70 = uint32(2) * idxGlobal;
const uint32 l_71 = l_70 + uint32(1);
const uint32 l_459 = info.static_meta[uint32(2)];
const uint32 l_460 = l_459 * uint32(1);
const bool l_461 = l_71 < l_460;
const uint32 l_462 = l_460 - uint32(1);
const uint32 l_463 = min(l_71, l_462);
const uint32 l_464 = buffer_2[l_463];
const uint32 l_465 = (l_461) ? l_464 : uint32(0);
const uint32 l_72 = l_465;
const uint32 l_73 = l_72 >> uint32(31);
const bool l_74 = l_73 == uint32(1);
l_mut_40 = l_69;
l_mut_75 = l_72;
if (l_74) {
const uint32 l_76 = uint32(0) - l_69;
const uint32 l_77 = uint32(0) - l_72;
const bool l_78 = uint32(0) < l_69;
const uint32 l_79 = uint32(l_78);
const uint32 l_80 = l_77 - l_79;
l_mut_40 = l_76;
l_mut_75 = l_80;
}
const uint32 l_81 = l_mut_40 * l_4;
const uint32 l_82 = l_mut_75 * l_4;
const uint32 l_83 = __umulhi(l_mut_40, l_4);
const uint32 l_84 = l_83 + l_82;
const uint32 l_85 = __umulhi(l_mut_75, l_4);
const bool l_86 = l_84 < l_82;
const uint32 l_87 = uint32(l_86);
const uint32 l_88 = l_85 + l_87;
const uint32 l_89 = l_9 % uint32(32);
l_mut_90 = l_81;
const bool l_91 = l_89 > uint32(0);
if (l_91) {
const uint32 l_92 = l_81 >> l_89;
const uint32 l_93 = uint32(32) - l_89;
const uint32 l_94 = l_84 << l_93;
const uint32 l_95 = l_92 | l_94;
l_mut_90 = l_95;
}
l_mut_96 = l_84;
const bool l_97 = l_89 > uint32(0);
if (l_97) {
const uint32 l_98 = l_84 >> l_89;
const uint32 l_99 = uint32(32) - l_89;
const uint32 l_100 = l_88 << l_99;
const uint32 l_101 = l_98 | l_100;
l_mut_96 = l_101;
}
l_mut_102 = l_mut_90;
l_mut_90 = l_mut_96;
const bool l_103 = l_9 >= uint32(64);
if (l_103) {
l_mut_102 = l_88;
l_mut_90 = uint32(0);
} else {
const bool l_104 = l_9 >= uint32(32);
if (l_104) {
l_mut_96 = l_84;
const bool l_105 = l_89 > uint32(0);
if (l_105) {
const uint32 l_106 = l_84 >> l_89;
const uint32 l_107 = uint32(32) - l_89;
const uint32 l_108 = l_88 << l_107;
const uint32 l_109 = l_106 | l_108;
l_mut_96 = l_109;
}
const uint32 l_110 = l_88 >> l_89;
l_mut_102 = l_mut_96;
l_mut_90 = l_110;
}
}
l_mut_96 = l_mut_102;
l_mut_102 = l_mut_90;
if (l_74) {
const uint32 l_111 = uint32(0) - l_mut_96;
const uint32 l_112 = uint32(0) - l_mut_102;
const bool l_113 = uint32(0) < l_mut_96;
const uint32 l_114 = uint32(l_113);
const uint32 l_115 = l_112 - l_114;
l_mut_96 = l_111;
l_mut_102 = l_115;
}
const uint32 l_116 = l_59 + l_mut_96;
const uint32 l_117 = l_62 + l_mut_102;
const bool l_118 = l_116 < l_59;
const uint32 l_119 = uint32(l_118);
const uint32 l_120 = l_117 + l_119;
const uint32 l_121 = l_4 * l_4;
const uint32 l_122 = l_9 + uint32(3);
const uint32 l_123 = l_72 >> uint32(31);
const bool l_124 = l_123 == uint32(1);
l_mut_102 = l_69;
l_mut_96 = l_72;
if (l_124) {
const uint32 l_125 = uint32(0) - l_69;
const uint32 l_126 = uint32(0) - l_72;
const bool l_127 = uint32(0) < l_69;
const uint32 l_128 = uint32(l_127);
const uint32 l_129 = l_126 - l_128;
l_mut_102 = l_125;
l_mut_96 = l_129;
}
const uint32 l_130 = l_mut_102 * l_121;
const uint32 l_131 = l_mut_96 * l_121;
const uint32 l_132 = __umulhi(l_mut_102, l_121);
const uint32 l_133 = l_132 + l_131;
const uint32 l_134 = __umulhi(l_mut_96, l_121);
const bool l_135 = l_133 < l_131;
const uint32 l_136 = uint32(l_135);
const uint32 l_137 = l_134 + l_136;
const uint32 l_138 = l_122 % uint32(32);
l_mut_90 = l_130;
const bool l_139 = l_138 > uint32(0);
if (l_139) {
const uint32 l_140 = l_130 >> l_138;
const uint32 l_141 = uint32(32) - l_138;
const uint32 l_142 = l_133 << l_141;
const uint32 l_143 = l_140 | l_142;
l_mut_90 = l_143;
}
l_mut_75 = l_133;
const bool l_144 = l_138 > uint32(0);
if (l_144) {
const uint32 l_145 = l_133 >> l_138;
const uint32 l_146 = uint32(32) - l_138;
const uint32 l_147 = l_137 << l_146;
const uint32 l_148 = l_145 | l_147;
l_mut_75 = l_148;
}
l_mut_40 = l_mut_90;
l_mut_90 = l_mut_75;
const bool l_149 = l_122 >= uint32(64);
if (l_149) {
l_mut_40 = l_137;
l_mut_90 = uint32(0);
} else {
const bool l_150 = l_122 >= uint32(32);
if (l_150) {
l_mut_75 = l_133;
const bool l_151 = l_138 > uint32(0);
if (l_151) {
const uint32 l_152 = l_133 >> l_138;
const uint32 l_153 = uint32(32) - l_138;
const uint32 l_154 = l_137 << l_153;
const uint32 l_155 = l_152 | l_154;
l_mut_75 = l_155;
}
const uint32 l_156 = l_137 >> l_138;
l_mut_40 = l_mut_75;
l_mut_90 = l_156;
}
}
l_mut_102 = l_mut_40;
l_mut_96 = l_mut_90;
if (l_124) {
const uint32 l_157 = uint32(0) - l_mut_102;
const uint32 l_158 = uint32(0) - l_mut_96;
const bool l_159 = uint32(0) < l_mut_102;
const uint32 l_160 = uint32(l_159);
const uint32 l_161 = l_158 - l_160;
l_mut_102 = l_157;
l_mut_96 = l_161;
}
const uint32 l_162 = l_64 - l_mut_102;
const uint32 l_163 = l_67 - l_mut_96;
const bool l_164 = l_64 < l_mut_102;
const uint32 l_165 = uint32(l_164);
const uint32 l_166 = l_163 - l_165;
const uint32 l_167 = l_162 + l_14;
const uint32 l_168 = l_166 + l_17;
const bool l_169 = l_167 < l_162;
const uint32 l_170 = uint32(l_169);
const uint32 l_171 = l_168 + l_170;
const uint32 l_172 = uint32(0) - l_116;
const uint32 l_173 = uint32(0) - l_120;
const bool l_174 = uint32(0) < l_116;
const uint32 l_175 = uint32(l_174);
const uint32 l_176 = l_173 - l_175;
const uint32 l_177 = l_14 + l_14;
const uint32 l_178 = l_17 + l_17;
const bool l_179 = l_177 < l_14;
const uint32 l_180 = uint32(l_179);
const uint32 l_181 = l_178 + l_180;
l_mut_102 = l_172;
l_mut_96 = l_176;
const uint32 l_182 = uint32(0) - l_172;
const uint32 l_183 = uint32(0) - l_176;
const bool l_184 = uint32(0) < l_172;
const uint32 l_185 = uint32(l_184);
const uint32 l_186 = l_183 - l_185;
l_mut_90 = l_182;
l_mut_75 = l_186;
l_mut_40 = l_167;
l_mut_187 = l_171;
l_mut_188 = uint32(1);
l_mut_189 = uint32(1);
l_mut_190 = bool(false);
const bool l_191 = l_mut_187 < l_181;
const bool l_192 = l_mut_187 == l_181;
const bool l_193 = l_mut_40 < l_177;
const bool l_194 = l_192 && l_193;
const bool l_195 = l_191 || l_194;
const bool l_196 = !l_195;
l_mut_197 = l_196;
const uint32 l_198 = l_172 | l_176;
const bool l_199 = l_198 == uint32(0);
if (l_199) {
l_mut_190 = l_mut_197;
l_mut_197 = bool(false);
}
l_mut_200 = bool(false);
while (true) {
const bool l_201 = !l_mut_197;
if (l_201) {
break;}
l_mut_202 = l_mut_102;
l_mut_203 = l_mut_96;
if (l_mut_200) {
l_mut_202 = l_mut_90;
l_mut_203 = l_mut_75;
}
const bool l_204 = l_mut_187 < l_mut_203;
const bool l_205 = l_mut_187 == l_mut_203;
const bool l_206 = l_mut_40 < l_mut_202;
const bool l_207 = l_205 && l_206;
const bool l_208 = l_204 || l_207;
const bool l_209 = !l_208;
const bool l_210 = l_209 != l_mut_200;
if (l_210) {
l_mut_203 = l_mut_102;
l_mut_202 = l_mut_96;
l_mut_102 = l_mut_90;
l_mut_96 = l_mut_75;
l_mut_90 = l_mut_203;
l_mut_75 = l_mut_202;
l_mut_203 = l_mut_188;
l_mut_188 = l_mut_189;
l_mut_189 = l_mut_203;
l_mut_200 = l_209;
}
l_mut_211 = bool(true);
if (l_mut_200) {
const uint32 l_212 = l_mut_40 - l_mut_90;
const uint32 l_213 = l_mut_187 - l_mut_75;
const bool l_214 = l_mut_40 < l_mut_90;
const uint32 l_215 = uint32(l_214);
const uint32 l_216 = l_213 - l_215;
l_mut_40 = l_212;
l_mut_187 = l_216;
const bool l_217 = l_mut_187 < l_181;
const bool l_218 = l_mut_187 == l_181;
const bool l_219 = l_mut_40 < l_177;
const bool l_220 = l_218 && l_219;
const bool l_221 = l_217 || l_220;
if (l_221) {
l_mut_197 = bool(false);
l_mut_211 = bool(false);
}
}
if (l_mut_211) {
l_mut_203 = uint32(0);
l_mut_222 = bool(false);
l_mut_202 = l_mut_90;
l_mut_223 = l_mut_75;
const bool l_224 = uint32(3) >= uint32(32);
if (l_224) {
const uint32 l_225 = uint32(3) & uint32(31);
const uint32 l_226 = l_mut_75 >> l_225;
l_mut_202 = l_226;
l_mut_223 = uint32(0);
} else {
const bool l_227 = uint32(3) > uint32(0);
if (l_227) {
l_mut_228 = l_mut_90;
const bool l_229 = uint32(3) > uint32(0);
if (l_229) {
const uint32 l_230 = l_mut_90 >> uint32(3);
const uint32 l_231 = l_mut_75 << uint32(29);
const uint32 l_232 = l_230 | l_231;
l_mut_228 = l_232;
}
const uint32 l_233 = l_mut_75 >> uint32(3);
l_mut_202 = l_mut_228;
l_mut_223 = l_233;
}
}
const bool l_234 = l_mut_223 < l_mut_96;
const bool l_235 = l_mut_223 == l_mut_96;
const bool l_236 = l_mut_202 < l_mut_102;
const bool l_237 = l_235 && l_236;
const bool l_238 = l_234 || l_237;
const bool l_239 = !l_238;
l_mut_222 = l_239;
const uint32 l_240 = l_mut_102 | l_mut_96;
const bool l_241 = l_240 == uint32(0);
if (l_241) {
l_mut_203 = l_4;
} else {
if (l_mut_222) {
const bool l_242 = l_mut_96 < l_mut_75;
const bool l_243 = l_mut_96 == l_mut_75;
const bool l_244 = l_mut_102 < l_mut_90;
const bool l_245 = l_243 && l_244;
const bool l_246 = l_242 || l_245;
if (l_246) {
const uint32 l_247 = l_mut_90 - uint32(1);
const uint32 l_248 = l_mut_75 - uint32(0);
const bool l_249 = l_mut_90 < uint32(1);
const uint32 l_250 = uint32(l_249);
const uint32 l_251 = l_248 - l_250;
l_mut_228 = l_247;
l_mut_223 = l_251;
l_mut_202 = uint32(0);

for (uint32 l_mut_252 = uint32(0); l_mut_252 < uint32(16); ++l_mut_252) {
const uint32 l_253 = uint32(15) - l_mut_252;
l_mut_254 = l_mut_228;
l_mut_255 = l_mut_223;
const bool l_256 = l_253 >= uint32(32);
if (l_256) {
const uint32 l_257 = l_253 & uint32(31);
const uint32 l_258 = l_mut_223 >> l_257;
l_mut_254 = l_258;
l_mut_255 = uint32(0);
} else {
const bool l_259 = l_253 > uint32(0);
if (l_259) {
l_mut_260 = l_mut_228;
const bool l_261 = l_253 > uint32(0);
if (l_261) {
const uint32 l_262 = l_mut_228 >> l_253;
const uint32 l_263 = uint32(32) - l_253;
const uint32 l_264 = l_mut_223 << l_263;
const uint32 l_265 = l_262 | l_264;
l_mut_260 = l_265;
}
const uint32 l_266 = l_mut_223 >> l_253;
l_mut_254 = l_mut_260;
l_mut_255 = l_266;
}
}
const bool l_267 = l_mut_255 < l_mut_96;
const bool l_268 = l_mut_255 == l_mut_96;
const bool l_269 = l_mut_254 < l_mut_102;
const bool l_270 = l_268 && l_269;
const bool l_271 = l_267 || l_270;
const bool l_272 = !l_271;
if (l_272) {
l_mut_260 = l_mut_102;
l_mut_255 = l_mut_96;
const bool l_273 = l_253 >= uint32(32);
if (l_273) {
const uint32 l_274 = l_253 & uint32(31);
const uint32 l_275 = l_mut_102 << l_274;
l_mut_260 = uint32(0);
l_mut_255 = l_275;
} else {
const bool l_276 = l_253 > uint32(0);
if (l_276) {
const uint32 l_277 = l_mut_102 << l_253;
const uint32 l_278 = l_mut_96 << l_253;
const uint32 l_279 = uint32(32) - l_253;
const uint32 l_280 = l_mut_102 >> l_279;
const uint32 l_281 = l_278 | l_280;
l_mut_260 = l_277;
l_mut_255 = l_281;
}
}
const uint32 l_282 = l_mut_228 - l_mut_260;
const uint32 l_283 = l_mut_223 - l_mut_255;
const bool l_284 = l_mut_228 < l_mut_260;
const uint32 l_285 = uint32(l_284);
const uint32 l_286 = l_283 - l_285;
l_mut_228 = l_282;
l_mut_223 = l_286;
const uint32 l_287 = uint32(1) << l_253;
l_mut_202 = l_mut_202 | l_287;
}
}
const uint32 l_288 = min(l_mut_202, l_4);
l_mut_260 = l_288;
const bool l_289 = l_mut_223 < l_mut_96;
const bool l_290 = l_mut_223 == l_mut_96;
const bool l_291 = l_mut_228 < l_mut_102;
const bool l_292 = l_290 && l_291;
const bool l_293 = l_289 || l_292;
const bool l_294 = !l_293;
if (l_294) {
l_mut_260 = l_4;
}
l_mut_203 = l_mut_260;
}
} else {
l_mut_260 = l_mut_90;
l_mut_255 = l_mut_75;
while (true) {
const bool l_295 = l_mut_96 < l_mut_255;
const bool l_296 = l_mut_96 == l_mut_255;
const bool l_297 = l_mut_102 < l_mut_260;
const bool l_298 = l_296 && l_297;
const bool l_299 = l_295 || l_298;
const uint32 l_300 = l_mut_203 * l_mut_189;
const uint32 l_301 = l_mut_188 + l_300;
const uint32 l_302 = l_301 + l_mut_189;
const bool l_303 = l_302 < l_4;
const bool l_304 = l_299 && l_303;
const bool l_305 = !l_304;
if (l_305) {
break;}
const uint32 l_306 = l_mut_260 - l_mut_102;
const uint32 l_307 = l_mut_255 - l_mut_96;
const bool l_308 = l_mut_260 < l_mut_102;
const uint32 l_309 = uint32(l_308);
const uint32 l_310 = l_307 - l_309;
l_mut_260 = l_306;
l_mut_255 = l_310;
l_mut_203 = l_mut_203 + uint32(1);
}
}
}
const uint32 l_311 = l_mut_203 * l_mut_189;
const uint32 l_312 = l_mut_188 + l_311;
const uint32 l_313 = l_312 + l_mut_189;
const bool l_314 = l_313 >= l_4;
if (l_314) {
l_mut_190 = bool(true);
l_mut_197 = bool(false);
} else {
const uint32 l_315 = l_mut_102 * l_mut_203;
const uint32 l_316 = __umulhi(l_mut_102, l_mut_203);
const uint32 l_317 = l_mut_96 * l_mut_203;
const uint32 l_318 = l_316 + l_317;
const uint32 l_319 = l_mut_90 - l_315;
const uint32 l_320 = l_mut_75 - l_318;
const bool l_321 = l_mut_90 < l_315;
const uint32 l_322 = uint32(l_321);
const uint32 l_323 = l_320 - l_322;
l_mut_90 = l_319;
l_mut_75 = l_323;
const uint32 l_324 = l_mut_203 * l_mut_189;
l_mut_188 = l_mut_188 + l_324;
const uint32 l_325 = l_mut_102 - l_mut_90;
const uint32 l_326 = l_mut_96 - l_mut_75;
const bool l_327 = l_mut_102 < l_mut_90;
const uint32 l_328 = uint32(l_327);
const uint32 l_329 = l_326 - l_328;
l_mut_102 = l_325;
l_mut_96 = l_329;
l_mut_189 = l_mut_189 + l_mut_188;
}
}
}
const bool l_330 = !l_mut_190;
if (l_330) {
const uint32 l_466 = info.static_meta[uint32(5)];
const uint32 l_467 = l_466 * uint32(1);
const uint32 l_468 = l_467 - uint32(1);
const uint32 l_469 = min(uint32(0), l_468);
uint32* l_470 = &buffer_5[l_469];
uint32* l_331 = l_470;
const uint32 l_332 = atomicAdd(l_331, uint32(1));
const uint32 l_333 = info.static_meta[uint32(10)];
const bool l_334 = l_332 < l_333;
if (l_334) {
const uint32 l_471 = info.static_meta[uint32(4)];
const uint32 l_472 = l_471 * uint32(1);
const bool l_473 = l_332 < l_472;
if (l_473) {
buffer_4[l_332] = idxGlobal;
}
}
}
}

}
