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
uint32 l_mut_83;
uint64 l_mut_123;
uint64 l_mut_128;
uint64 l_mut_150;
uint64 l_mut_204;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_467 = info.static_meta[uint32(6)];
const uint32 l_468 = l_467 * uint32(1);
const uint32 l_469 = l_468 - uint32(1);
const uint32 l_470 = min(uint32(3), l_469);
uint32* l_471 = &buffer_6[l_470];
uint32* l_1 = l_471;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_383 = info.static_meta[uint32(3)];
const uint32 l_384 = l_383 * uint32(1);
const bool l_385 = l_3 < l_384;
const uint32 l_386 = l_384 - uint32(1);
const uint32 l_387 = min(l_3, l_386);
const uint32 l_388 = buffer_3[l_387];
const uint32 l_389 = (l_385) ? l_388 : uint32(0);
const uint32 l_4 = l_389;
const uint64 l_5 = uint64(l_4);
const uint32 l_6 = uint32(2) * uint32(0);
const uint32 l_7 = l_6 + uint32(1);
const uint32 l_390 = info.static_meta[uint32(3)];
const uint32 l_391 = l_390 * uint32(1);
const bool l_392 = l_7 < l_391;
const uint32 l_393 = l_391 - uint32(1);
const uint32 l_394 = min(l_7, l_393);
const uint32 l_395 = buffer_3[l_394];
const uint32 l_396 = (l_392) ? l_395 : uint32(0);
const uint32 l_8 = l_396;
const uint64 l_9 = uint64(l_8);
const uint64 l_10 = l_9 << uint64(32);
const uint64 l_11 = l_5 | l_10;
const uint64 l_12 = l_11 & uint64(4294967295);
const uint32 l_13 = uint32(l_12);
const uint32 l_14 = uint32(2) * uint32(1);
const uint32 l_397 = info.static_meta[uint32(3)];
const uint32 l_398 = l_397 * uint32(1);
const bool l_399 = l_14 < l_398;
const uint32 l_400 = l_398 - uint32(1);
const uint32 l_401 = min(l_14, l_400);
const uint32 l_402 = buffer_3[l_401];
const uint32 l_403 = (l_399) ? l_402 : uint32(0);
const uint32 l_15 = l_403;
const uint64 l_16 = uint64(l_15);
const uint32 l_17 = uint32(2) * uint32(1);
const uint32 l_18 = l_17 + uint32(1);
const uint32 l_404 = info.static_meta[uint32(3)];
const uint32 l_405 = l_404 * uint32(1);
const bool l_406 = l_18 < l_405;
const uint32 l_407 = l_405 - uint32(1);
const uint32 l_408 = min(l_18, l_407);
const uint32 l_409 = buffer_3[l_408];
const uint32 l_410 = (l_406) ? l_409 : uint32(0);
const uint32 l_19 = l_410;
const uint64 l_20 = uint64(l_19);
const uint64 l_21 = l_20 << uint64(32);
const uint64 l_22 = l_16 | l_21;
const uint64 l_23 = l_22 & uint64(4294967295);
const uint32 l_24 = uint32(l_23);
const uint32 l_25 = uint32(2) * uint32(2);
const uint32 l_411 = info.static_meta[uint32(3)];
const uint32 l_412 = l_411 * uint32(1);
const bool l_413 = l_25 < l_412;
const uint32 l_414 = l_412 - uint32(1);
const uint32 l_415 = min(l_25, l_414);
const uint32 l_416 = buffer_3[l_415];
const uint32 l_417 = (l_413) ? l_416 : uint32(0);
const uint32 l_26 = l_417;
const uint64 l_27 = uint64(l_26);
const uint32 l_28 = uint32(2) * uint32(2);
const uint32 l_29 = l_28 + uint32(1);
const uint32 l_418 = info.static_meta[uint32(3)];
const uint32 l_419 = l_418 * uint32(1);
const bool l_420 = l_29 < l_419;
const uint32 l_421 = l_419 - uint32(1);
const uint32 l_422 = min(l_29, l_421);
const uint32 l_423 = buffer_3[l_422];
const uint32 l_424 = (l_420) ? l_423 : uint32(0);
const uint32 l_30 = l_424;
const uint64 l_31 = uint64(l_30);
const uint64 l_32 = l_31 << uint64(32);
const uint64 l_33 = l_27 | l_32;
const uint32 l_34 = uint32(2) * uint32(3);
const uint32 l_425 = info.static_meta[uint32(3)];
const uint32 l_426 = l_425 * uint32(1);
const bool l_427 = l_34 < l_426;
const uint32 l_428 = l_426 - uint32(1);
const uint32 l_429 = min(l_34, l_428);
const uint32 l_430 = buffer_3[l_429];
const uint32 l_431 = (l_427) ? l_430 : uint32(0);
const uint32 l_35 = l_431;
const uint64 l_36 = uint64(l_35);
const uint32 l_37 = uint32(2) * uint32(3);
const uint32 l_38 = l_37 + uint32(1);
const uint32 l_432 = info.static_meta[uint32(3)];
const uint32 l_433 = l_432 * uint32(1);
const bool l_434 = l_38 < l_433;
const uint32 l_435 = l_433 - uint32(1);
const uint32 l_436 = min(l_38, l_435);
const uint32 l_437 = buffer_3[l_436];
const uint32 l_438 = (l_434) ? l_437 : uint32(0);
const uint32 l_39 = l_438;
const uint64 l_40 = uint64(l_39);
const uint64 l_41 = l_40 << uint64(32);
const uint64 l_42 = l_36 | l_41;
const uint32 l_43 = uint32(2) * uint32(4);
const uint32 l_439 = info.static_meta[uint32(3)];
const uint32 l_440 = l_439 * uint32(1);
const bool l_441 = l_43 < l_440;
const uint32 l_442 = l_440 - uint32(1);
const uint32 l_443 = min(l_43, l_442);
const uint32 l_444 = buffer_3[l_443];
const uint32 l_445 = (l_441) ? l_444 : uint32(0);
const uint32 l_44 = l_445;
const uint64 l_45 = uint64(l_44);
const uint32 l_46 = uint32(2) * uint32(4);
const uint32 l_47 = l_46 + uint32(1);
const uint32 l_446 = info.static_meta[uint32(3)];
const uint32 l_447 = l_446 * uint32(1);
const bool l_448 = l_47 < l_447;
const uint32 l_449 = l_447 - uint32(1);
const uint32 l_450 = min(l_47, l_449);
const uint32 l_451 = buffer_3[l_450];
const uint32 l_452 = (l_448) ? l_451 : uint32(0);
const uint32 l_48 = l_452;
const uint64 l_49 = uint64(l_48);
const uint64 l_50 = l_49 << uint64(32);
const uint64 l_51 = l_45 | l_50;
const uint32 l_52 = uint32(2) * uint32(5);
const uint32 l_453 = info.static_meta[uint32(3)];
const uint32 l_454 = l_453 * uint32(1);
const bool l_455 = l_52 < l_454;
const uint32 l_456 = l_454 - uint32(1);
const uint32 l_457 = min(l_52, l_456);
const uint32 l_458 = buffer_3[l_457];
const uint32 l_459 = (l_455) ? l_458 : uint32(0);
const uint32 l_53 = l_459;
const uint64 l_54 = uint64(l_53);
const uint32 l_55 = uint32(2) * uint32(5);
const uint32 l_56 = l_55 + uint32(1);
const uint32 l_460 = info.static_meta[uint32(3)];
const uint32 l_461 = l_460 * uint32(1);
const bool l_462 = l_56 < l_461;
const uint32 l_463 = l_461 - uint32(1);
const uint32 l_464 = min(l_56, l_463);
const uint32 l_465 = buffer_3[l_464];
const uint32 l_466 = (l_462) ? l_465 : uint32(0);
const uint32 l_57 = l_466;
const uint64 l_58 = uint64(l_57);
const uint64 l_59 = l_58 << uint64(32);
const uint64 l_60 = l_54 | l_59;
const uint32 l_61 = l_13 / uint32(8);
const uint32 l_62 = l_61 + uint32(64);
const uint32 l_63 = l_62 - uint32(1);
const uint32 l_64 = l_63 / uint32(64);
const uint32 l_65 = info.static_meta[uint32(11)];
const uint32 l_66 = l_65 * l_64;
const bool l_67 = idxGlobal < l_66;
if (l_67) {
const uint32 l_68 = idxGlobal / l_64;
const uint32 l_472 = info.static_meta[uint32(4)];
const uint32 l_473 = l_472 * uint32(1);
const bool l_474 = l_68 < l_473;
const uint32 l_475 = l_473 - uint32(1);
const uint32 l_476 = min(l_68, l_475);
const uint32 l_477 = buffer_4[l_476];
const uint32 l_478 = (l_474) ? l_477 : uint32(0);
const uint32 l_69 = l_478;
const uint32 l_70 = l_69 / uint32(8);
const uint32 l_71 = l_69 % uint32(8);
const uint32 l_72 = l_71 * l_61;
const uint32 l_73 = idxGlobal % l_64;
const uint32 l_74 = l_73 * uint32(64);
const uint32 l_75 = l_72 + l_74;
const uint32 l_76 = l_75 + uint32(64);
const uint32 l_77 = l_71 + uint32(1);
const uint32 l_78 = l_77 * l_61;
const uint32 l_79 = min(l_76, l_78);
const uint64 l_80 = uint64(l_70);
const uint64 l_81 = uint64(l_13);
const uint64 l_82 = l_80 * l_81;
l_mut_83 = uint32(0);
const bool l_84 = l_82 < l_60;
if (l_84) {
const uint64 l_85 = l_60 - l_82;
l_mut_83 = l_13;
const uint64 l_86 = uint64(l_13);
const bool l_87 = l_85 < l_86;
if (l_87) {
const uint64 l_88 = l_85 & uint64(4294967295);
const uint32 l_89 = uint32(l_88);
l_mut_83 = l_89;
}
}
const uint32 l_90 = min(l_79, l_mut_83);
const uint32 l_91 = uint32(2) * l_70;
const uint32 l_479 = info.static_meta[uint32(0)];
const uint32 l_480 = l_479 * uint32(1);
const bool l_481 = l_91 < l_480;
const uint32 l_482 = l_480 - uint32(1);
const uint32 l_483 = min(l_91, l_482);
const uint32 l_484 = buffer_0[l_483];
const uint32 l_485 = (l_481) ? l_484 : uint32(0);
const uint32 l_92 = l_485;
const uint64 l_93 = uint64(l_92);
const uint32 l_94 = uint32(2) * l_70;
const uint32 l_95 = l_94 + uint32(1);
const uint32 l_486 = info.static_meta[uint32(0)];
const uint32 l_487 = l_486 * uint32(1);
const bool l_488 = l_95 < l_487;
const uint32 l_489 = l_487 - uint32(1);
const uint32 l_490 = min(l_95, l_489);
const uint32 l_491 = buffer_0[l_490];
const uint32 l_492 = (l_488) ? l_491 : uint32(0);
const uint32 l_96 = l_492;
const uint64 l_97 = uint64(l_96);
const uint64 l_98 = l_97 << uint64(32);
const uint64 l_99 = l_93 | l_98;
const uint32 l_100 = uint32(2) * l_70;
const uint32 l_493 = info.static_meta[uint32(1)];
const uint32 l_494 = l_493 * uint32(1);
const bool l_495 = l_100 < l_494;
const uint32 l_496 = l_494 - uint32(1);
const uint32 l_497 = min(l_100, l_496);
const uint32 l_498 = buffer_1[l_497];
const uint32 l_499 = (l_495) ? l_498 : uint32(0);
const uint32 l_101 = l_499;
const uint64 l_102 = uint64(l_101);
const uint32 l_103 = uint32(2) * l_70;
const uint32 l_104 = l_103 + uint32(1);
const uint32 l_500 = info.static_meta[uint32(1)];
const uint32 l_501 = l_500 * uint32(1);
const bool l_502 = l_104 < l_501;
const uint32 l_503 = l_501 - uint32(1);
const uint32 l_504 = min(l_104, l_503);
const uint32 l_505 = buffer_1[l_504];
const uint32 l_506 = (l_502) ? l_505 : uint32(0);
const uint32 l_105 = l_506;
const uint64 l_106 = uint64(l_105);
const uint64 l_107 = l_106 << uint64(32);
const uint64 l_108 = l_102 | l_107;
const uint32 l_109 = uint32(2) * l_70;
const uint32 l_507 = info.static_meta[uint32(2)];
const uint32 l_508 = l_507 * uint32(1);
const bool l_509 = l_109 < l_508;
const uint32 l_510 = l_508 - uint32(1);
const uint32 l_511 = min(l_109, l_510);
const uint32 l_512 = buffer_2[l_511];
const uint32 l_513 = (l_509) ? l_512 : uint32(0);
const uint32 l_110 = l_513;
const uint64 l_111 = uint64(l_110);
const uint32 l_112 = uint32(2) * l_70;
const uint32 l_113 = l_112 + uint32(1);
const uint32 l_514 = info.static_meta[uint32(2)];
const uint32 l_515 = l_514 * uint32(1);
const bool l_516 = l_113 < l_515;
const uint32 l_517 = l_515 - uint32(1);
const uint32 l_518 = min(l_113, l_517);
const uint32 l_519 = buffer_2[l_518];
const uint32 l_520 = (l_516) ? l_519 : uint32(0);
const uint32 l_114 = l_520;
const uint64 l_115 = uint64(l_114);
const uint64 l_116 = l_115 << uint64(32);
const uint64 l_117 = l_111 | l_116;
l_mut_83 = uint32(0);

for (uint32 l_mut_118 = l_75; l_mut_118 < l_90; ++l_mut_118) {
const uint64 l_119 = uint64(l_mut_118);
const uint64 l_120 = l_99 * l_119;
const uint64 l_121 = l_108 + l_120;
const uint64 l_122 = uint64(uint32(0));
l_mut_123 = l_122;
const bool l_124 = l_mut_118 < uint32(65536);
if (l_124) {
const uint32 l_125 = l_mut_118 * l_mut_118;
const uint64 l_126 = l_117 >> uint64(63);
const bool l_127 = l_126 == uint64(1);
l_mut_128 = l_117;
if (l_127) {
const uint64 l_129 = uint64(uint32(0));
const uint64 l_130 = l_129 - l_117;
l_mut_128 = l_130;
}
const uint64 l_131 = uint64(l_125);
const uint64 l_132 = l_mut_128 & uint64(4294967295);
const uint64 l_133 = l_132 * l_131;
const uint64 l_134 = l_mut_128 >> uint64(32);
const uint64 l_135 = l_134 * l_131;
const uint64 l_136 = l_135 << uint64(32);
const uint64 l_137 = l_133 + l_136;
const uint64 l_138 = l_135 >> uint64(32);
const bool l_139 = l_137 < l_133;
const uint64 l_140 = uint64(l_139);
const uint64 l_141 = l_138 + l_140;
l_mut_128 = l_137;
const bool l_142 = l_24 == uint32(64);
if (l_142) {
l_mut_128 = l_141;
} else {
const bool l_143 = l_24 > uint32(0);
if (l_143) {
const uint32 l_144 = uint32(64) - l_24;
const uint64 l_145 = uint64(l_144);
const uint64 l_146 = l_141 << l_145;
const uint64 l_147 = uint64(l_24);
const uint64 l_148 = l_137 >> l_147;
const uint64 l_149 = l_146 | l_148;
l_mut_128 = l_149;
}
}
l_mut_150 = l_mut_128;
if (l_127) {
const uint64 l_151 = uint64(uint32(0));
const uint64 l_152 = l_151 - l_mut_150;
l_mut_150 = l_152;
}
l_mut_123 = l_mut_150;
} else {
const uint64 l_153 = l_117 >> uint64(63);
const bool l_154 = l_153 == uint64(1);
l_mut_150 = l_117;
if (l_154) {
const uint64 l_155 = uint64(uint32(0));
const uint64 l_156 = l_155 - l_117;
l_mut_150 = l_156;
}
const uint64 l_157 = uint64(l_mut_118);
const uint64 l_158 = l_mut_150 & uint64(4294967295);
const uint64 l_159 = l_158 * l_157;
const uint64 l_160 = l_mut_150 >> uint64(32);
const uint64 l_161 = l_160 * l_157;
const uint64 l_162 = l_161 << uint64(32);
const uint64 l_163 = l_159 + l_162;
const uint64 l_164 = l_161 >> uint64(32);
const bool l_165 = l_163 < l_159;
const uint64 l_166 = uint64(l_165);
const uint64 l_167 = l_164 + l_166;
l_mut_128 = l_163;
const bool l_168 = uint32(0) == uint32(64);
if (l_168) {
l_mut_128 = l_167;
} else {
const bool l_169 = uint32(0) > uint32(0);
if (l_169) {
const uint64 l_170 = uint64(uint32(64));
const uint64 l_171 = l_167 << l_170;
const uint64 l_172 = uint64(uint32(0));
const uint64 l_173 = l_163 >> l_172;
const uint64 l_174 = l_171 | l_173;
l_mut_128 = l_174;
}
}
const uint64 l_175 = uint64(l_mut_118);
const uint64 l_176 = l_mut_150 & uint64(4294967295);
const uint64 l_177 = l_176 * l_175;
const uint64 l_178 = l_mut_150 >> uint64(32);
const uint64 l_179 = l_178 * l_175;
const uint64 l_180 = l_179 << uint64(32);
const uint64 l_181 = l_177 + l_180;
const uint64 l_182 = l_179 >> uint64(32);
const bool l_183 = l_181 < l_177;
const uint64 l_184 = uint64(l_183);
const uint64 l_185 = l_182 + l_184;
l_mut_150 = l_181;
const bool l_186 = uint32(64) == uint32(64);
if (l_186) {
l_mut_150 = l_185;
} else {
const bool l_187 = uint32(64) > uint32(0);
if (l_187) {
const uint64 l_188 = uint64(uint32(0));
const uint64 l_189 = l_185 << l_188;
const uint64 l_190 = uint64(uint32(64));
const uint64 l_191 = l_181 >> l_190;
const uint64 l_192 = l_189 | l_191;
l_mut_150 = l_192;
}
}
const uint64 l_193 = uint64(l_mut_118);
const uint64 l_194 = l_mut_128 & uint64(4294967295);
const uint64 l_195 = l_194 * l_193;
const uint64 l_196 = l_mut_128 >> uint64(32);
const uint64 l_197 = l_196 * l_193;
const uint64 l_198 = l_197 << uint64(32);
const uint64 l_199 = l_195 + l_198;
const uint64 l_200 = l_197 >> uint64(32);
const bool l_201 = l_199 < l_195;
const uint64 l_202 = uint64(l_201);
const uint64 l_203 = l_200 + l_202;
l_mut_204 = l_199;
const bool l_205 = uint32(0) == uint32(64);
if (l_205) {
l_mut_204 = l_203;
} else {
const bool l_206 = uint32(0) > uint32(0);
if (l_206) {
const uint64 l_207 = uint64(uint32(64));
const uint64 l_208 = l_203 << l_207;
const uint64 l_209 = uint64(uint32(0));
const uint64 l_210 = l_199 >> l_209;
const uint64 l_211 = l_208 | l_210;
l_mut_204 = l_211;
}
}
const uint64 l_212 = uint64(l_mut_118);
const uint64 l_213 = l_mut_128 & uint64(4294967295);
const uint64 l_214 = l_213 * l_212;
const uint64 l_215 = l_mut_128 >> uint64(32);
const uint64 l_216 = l_215 * l_212;
const uint64 l_217 = l_216 << uint64(32);
const uint64 l_218 = l_214 + l_217;
const uint64 l_219 = l_216 >> uint64(32);
const bool l_220 = l_218 < l_214;
const uint64 l_221 = uint64(l_220);
const uint64 l_222 = l_219 + l_221;
l_mut_128 = l_218;
const bool l_223 = uint32(64) == uint32(64);
if (l_223) {
l_mut_128 = l_222;
} else {
const bool l_224 = uint32(64) > uint32(0);
if (l_224) {
const uint64 l_225 = uint64(uint32(0));
const uint64 l_226 = l_222 << l_225;
const uint64 l_227 = uint64(uint32(64));
const uint64 l_228 = l_218 >> l_227;
const uint64 l_229 = l_226 | l_228;
l_mut_128 = l_229;
}
}
const uint64 l_230 = uint64(l_mut_118);
const uint64 l_231 = l_mut_150 * l_230;
const uint64 l_232 = l_mut_128 + l_231;
l_mut_123 = l_mut_204;
const bool l_233 = l_24 == uint32(64);
if (l_233) {
l_mut_123 = l_232;
} else {
const bool l_234 = l_24 > uint32(0);
if (l_234) {
const uint32 l_235 = uint32(64) - l_24;
const uint64 l_236 = uint64(l_235);
const uint64 l_237 = l_232 << l_236;
const uint64 l_238 = uint64(l_24);
const uint64 l_239 = l_mut_204 >> l_238;
const uint64 l_240 = l_237 + l_239;
l_mut_123 = l_240;
}
}
if (l_154) {
const uint64 l_241 = uint64(uint32(0));
const uint64 l_242 = l_241 - l_mut_123;
l_mut_123 = l_242;
}
}
const uint64 l_243 = l_121 + l_mut_123;
const uint64 l_244 = uint64(uint32(0));
const uint64 l_245 = l_244 - l_243;
l_mut_204 = l_245;
const bool l_246 = l_243 < l_mut_204;
if (l_246) {
l_mut_204 = l_243;
}
const bool l_247 = l_mut_204 < l_51;
const uint32 l_248 = uint32(l_247);
l_mut_83 = l_mut_83 + l_248;
}
const bool l_249 = l_mut_83 > uint32(0);
if (l_249) {
const uint32 l_521 = info.static_meta[uint32(6)];
const uint32 l_522 = l_521 * uint32(1);
const uint32 l_523 = l_522 - uint32(1);
const uint32 l_524 = min(uint32(2), l_523);
uint32* l_525 = &buffer_6[l_524];
uint32* l_250 = l_525;
const uint32 l_251 = atomicAdd(l_250, l_mut_83);
l_mut_83 = l_251;

for (uint32 l_mut_252 = l_75; l_mut_252 < l_90; ++l_mut_252) {
const uint64 l_253 = uint64(l_mut_252);
const uint64 l_254 = l_99 * l_253;
const uint64 l_255 = l_108 + l_254;
const uint64 l_256 = uint64(uint32(0));
l_mut_204 = l_256;
const bool l_257 = l_mut_252 < uint32(65536);
if (l_257) {
const uint32 l_258 = l_mut_252 * l_mut_252;
const uint64 l_259 = l_117 >> uint64(63);
const bool l_260 = l_259 == uint64(1);
l_mut_150 = l_117;
if (l_260) {
const uint64 l_261 = uint64(uint32(0));
const uint64 l_262 = l_261 - l_117;
l_mut_150 = l_262;
}
const uint64 l_263 = uint64(l_258);
const uint64 l_264 = l_mut_150 & uint64(4294967295);
const uint64 l_265 = l_264 * l_263;
const uint64 l_266 = l_mut_150 >> uint64(32);
const uint64 l_267 = l_266 * l_263;
const uint64 l_268 = l_267 << uint64(32);
const uint64 l_269 = l_265 + l_268;
const uint64 l_270 = l_267 >> uint64(32);
const bool l_271 = l_269 < l_265;
const uint64 l_272 = uint64(l_271);
const uint64 l_273 = l_270 + l_272;
l_mut_150 = l_269;
const bool l_274 = l_24 == uint32(64);
if (l_274) {
l_mut_150 = l_273;
} else {
const bool l_275 = l_24 > uint32(0);
if (l_275) {
const uint32 l_276 = uint32(64) - l_24;
const uint64 l_277 = uint64(l_276);
const uint64 l_278 = l_273 << l_277;
const uint64 l_279 = uint64(l_24);
const uint64 l_280 = l_269 >> l_279;
const uint64 l_281 = l_278 | l_280;
l_mut_150 = l_281;
}
}
l_mut_128 = l_mut_150;
if (l_260) {
const uint64 l_282 = uint64(uint32(0));
const uint64 l_283 = l_282 - l_mut_128;
l_mut_128 = l_283;
}
l_mut_204 = l_mut_128;
} else {
const uint64 l_284 = l_117 >> uint64(63);
const bool l_285 = l_284 == uint64(1);
l_mut_150 = l_117;
if (l_285) {
const uint64 l_286 = uint64(uint32(0));
const uint64 l_287 = l_286 - l_117;
l_mut_150 = l_287;
}
const uint64 l_288 = uint64(l_mut_252);
const uint64 l_289 = l_mut_150 & uint64(4294967295);
const uint64 l_290 = l_289 * l_288;
const uint64 l_291 = l_mut_150 >> uint64(32);
const uint64 l_292 = l_291 * l_288;
const uint64 l_293 = l_292 << uint64(32);
const uint64 l_294 = l_290 + l_293;
const uint64 l_295 = l_292 >> uint64(32);
const bool l_296 = l_294 < l_290;
const uint64 l_297 = uint64(l_296);
const uint64 l_298 = l_295 + l_297;
l_mut_128 = l_294;
const bool l_299 = uint32(0) == uint32(64);
if (l_299) {
l_mut_128 = l_298;
} else {
const bool l_300 = uint32(0) > uint32(0);
if (l_300) {
const uint64 l_301 = uint64(uint32(64));
const uint64 l_302 = l_298 << l_301;
const uint64 l_303 = uint64(uint32(0));
const uint64 l_304 = l_294 >> l_303;
const uint64 l_305 = l_302 | l_304;
l_mut_128 = l_305;
}
}
const uint64 l_306 = uint64(l_mut_252);
const uint64 l_307 = l_mut_150 & uint64(4294967295);
const uint64 l_308 = l_307 * l_306;
const uint64 l_309 = l_mut_150 >> uint64(32);
const uint64 l_310 = l_309 * l_306;
const uint64 l_311 = l_310 << uint64(32);
const uint64 l_312 = l_308 + l_311;
const uint64 l_313 = l_310 >> uint64(32);
const bool l_314 = l_312 < l_308;
const uint64 l_315 = uint64(l_314);
const uint64 l_316 = l_313 + l_315;
l_mut_150 = l_312;
const bool l_317 = uint32(64) == uint32(64);
if (l_317) {
l_mut_150 = l_316;
} else {
const bool l_318 = uint32(64) > uint32(0);
if (l_318) {
const uint64 l_319 = uint64(uint32(0));
const uint64 l_320 = l_316 << l_319;
const uint64 l_321 = uint64(uint32(64));
const uint64 l_322 = l_312 >> l_321;
const uint64 l_323 = l_320 | l_322;
l_mut_150 = l_323;
}
}
const uint64 l_324 = uint64(l_mut_252);
const uint64 l_325 = l_mut_128 & uint64(4294967295);
const uint64 l_326 = l_325 * l_324;
const uint64 l_327 = l_mut_128 >> uint64(32);
const uint64 l_328 = l_327 * l_324;
const uint64 l_329 = l_328 << uint64(32);
const uint64 l_330 = l_326 + l_329;
const uint64 l_331 = l_328 >> uint64(32);
const bool l_332 = l_330 < l_326;
const uint64 l_333 = uint64(l_332);
const uint64 l_334 = l_331 + l_333;
l_mut_123 = l_330;
const bool l_335 = uint32(0) == uint32(64);
if (l_335) {
l_mut_123 = l_334;
} else {
const bool l_336 = uint32(0) > uint32(0);
if (l_336) {
const uint64 l_337 = uint64(uint32(64));
const uint64 l_338 = l_334 << l_337;
const uint64 l_339 = uint64(uint32(0));
const uint64 l_340 = l_330 >> l_339;
const uint64 l_341 = l_338 | l_340;
l_mut_123 = l_341;
}
}
const uint64 l_342 = uint64(l_mut_252);
const uint64 l_343 = l_mut_128 & uint64(4294967295);
const uint64 l_344 = l_343 * l_342;
const uint64 l_345 = l_mut_128 >> uint64(32);
const uint64 l_346 = l_345 * l_342;
const uint64 l_347 = l_346 << uint64(32);
const uint64 l_348 = l_344 + l_347;
const uint64 l_349 = l_346 >> uint64(32);
const bool l_350 = l_348 < l_344;
const uint64 l_351 = uint64(l_350);
const uint64 l_352 = l_349 + l_351;
l_mut_128 = l_348;
const bool l_353 = uint32(64) == uint32(64);
if (l_353) {
l_mut_128 = l_352;
} else {
const bool l_354 = uint32(64) > uint32(0);
if (l_354) {
const uint64 l_355 = uint64(uint32(0));
const uint64 l_356 = l_352 << l_355;
const uint64 l_357 = uint64(uint32(64));
const uint64 l_358 = l_348 >> l_357;
const uint64 l_359 = l_356 | l_358;
l_mut_128 = l_359;
}
}
const uint64 l_360 = uint64(l_mut_252);
const uint64 l_361 = l_mut_150 * l_360;
const uint64 l_362 = l_mut_128 + l_361;
l_mut_204 = l_mut_123;
const bool l_363 = l_24 == uint32(64);
if (l_363) {
l_mut_204 = l_362;
} else {
const bool l_364 = l_24 > uint32(0);
if (l_364) {
const uint32 l_365 = uint32(64) - l_24;
const uint64 l_366 = uint64(l_365);
const uint64 l_367 = l_362 << l_366;
const uint64 l_368 = uint64(l_24);
const uint64 l_369 = l_mut_123 >> l_368;
const uint64 l_370 = l_367 + l_369;
l_mut_204 = l_370;
}
}
if (l_285) {
const uint64 l_371 = uint64(uint32(0));
const uint64 l_372 = l_371 - l_mut_204;
l_mut_204 = l_372;
}
}
const uint64 l_373 = l_255 + l_mut_204;
const uint64 l_374 = uint64(uint32(0));
const uint64 l_375 = l_374 - l_373;
l_mut_204 = l_375;
const bool l_376 = l_373 < l_mut_204;
if (l_376) {
l_mut_204 = l_373;
}
const bool l_377 = l_mut_204 < l_51;
if (l_377) {
const uint32 l_378 = l_mut_83 * uint32(2);
const uint32 l_379 = l_378 + uint32(1);
const uint32 l_380 = info.static_meta[uint32(12)];
const bool l_381 = l_379 < l_380;
if (l_381) {
const uint32 l_526 = info.static_meta[uint32(5)];
const uint32 l_527 = l_526 * uint32(1);
const bool l_528 = l_378 < l_527;
if (l_528) {
buffer_5[l_378] = l_70;
}
const uint32 l_382 = l_378 + uint32(1);
const uint32 l_529 = info.static_meta[uint32(5)];
const uint32 l_530 = l_529 * uint32(1);
const bool l_531 = l_382 < l_530;
if (l_531) {
buffer_5[l_382] = l_mut_252;
}
}
l_mut_83 = l_mut_83 + uint32(1);
}
}
}
}

}
