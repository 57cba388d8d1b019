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
bool l_mut_208;
uint32 l_mut_102;
uint32 l_mut_187;
uint32 l_mut_188;
uint32 l_mut_189;
uint32 l_mut_207;
uint32 l_mut_221;
uint32 l_mut_222;
uint32 l_mut_223;
uint32 l_mut_226;
uint32 l_mut_227;
uint32 l_mut_232;
uint32 l_mut_40;
uint32 l_mut_75;
uint32 l_mut_90;
uint32 l_mut_96;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_488 = info.static_meta[uint32(5)];
const uint32 l_489 = l_488 * uint32(1);
const uint32 l_490 = l_489 - uint32(1);
const uint32 l_491 = min(uint32(3), l_490);
uint32* l_492 = &buffer_5[l_491];
uint32* l_1 = l_492;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_404 = info.static_meta[uint32(3)];
const uint32 l_405 = l_404 * uint32(1);
const bool l_406 = l_3 < l_405;
const uint32 l_407 = l_405 - uint32(1);
const uint32 l_408 = min(l_3, l_407);
const uint32 l_409 = buffer_3[l_408];
const uint32 l_410 = (l_406) ? l_409 : uint32(0);
const uint32 l_4 = l_410;
const uint32 l_5 = uint32(2) * uint32(0);
const uint32 l_6 = l_5 + uint32(1);
const uint32 l_411 = info.static_meta[uint32(3)];
const uint32 l_412 = l_411 * uint32(1);
const bool l_413 = l_6 < l_412;
const uint32 l_414 = l_412 - uint32(1);
const uint32 l_415 = min(l_6, l_414);
const uint32 l_416 = buffer_3[l_415];
const uint32 l_417 = (l_413) ? l_416 : uint32(0);
const uint32 l_7 = l_417;
const uint32 l_8 = uint32(2) * uint32(1);
const uint32 l_418 = info.static_meta[uint32(3)];
const uint32 l_419 = l_418 * uint32(1);
const bool l_420 = l_8 < l_419;
const uint32 l_421 = l_419 - uint32(1);
const uint32 l_422 = min(l_8, l_421);
const uint32 l_423 = buffer_3[l_422];
const uint32 l_424 = (l_420) ? l_423 : uint32(0);
const uint32 l_9 = l_424;
const uint32 l_10 = uint32(2) * uint32(1);
const uint32 l_11 = l_10 + uint32(1);
const uint32 l_425 = info.static_meta[uint32(3)];
const uint32 l_426 = l_425 * uint32(1);
const bool l_427 = l_11 < l_426;
const uint32 l_428 = l_426 - uint32(1);
const uint32 l_429 = min(l_11, l_428);
const uint32 l_430 = buffer_3[l_429];
const uint32 l_431 = (l_427) ? l_430 : uint32(0);
const uint32 l_12 = l_431;
const uint32 l_13 = uint32(2) * uint32(2);
const uint32 l_432 = info.static_meta[uint32(3)];
const uint32 l_433 = l_432 * uint32(1);
const bool l_434 = l_13 < l_433;
const uint32 l_435 = l_433 - uint32(1);
const uint32 l_436 = min(l_13, l_435);
const uint32 l_437 = buffer_3[l_436];
const uint32 l_438 = (l_434) ? l_437 : uint32(0);
const uint32 l_14 = l_438;
const uint32 l_15 = uint32(2) * uint32(2);
const uint32 l_16 = l_15 + uint32(1);
const uint32 l_439 = info.static_meta[uint32(3)];
const uint32 l_440 = l_439 * uint32(1);
const bool l_441 = l_16 < l_440;
const uint32 l_442 = l_440 - uint32(1);
const uint32 l_443 = min(l_16, l_442);
const uint32 l_444 = buffer_3[l_443];
const uint32 l_445 = (l_441) ? l_444 : uint32(0);
const uint32 l_17 = l_445;
const uint32 l_18 = uint32(2) * uint32(3);
const uint32 l_446 = info.static_meta[uint32(3)];
const uint32 l_447 = l_446 * uint32(1);
const bool l_448 = l_18 < l_447;
const uint32 l_449 = l_447 - uint32(1);
const uint32 l_450 = min(l_18, l_449);
const uint32 l_451 = buffer_3[l_450];
const uint32 l_452 = (l_448) ? l_451 : uint32(0);
const uint32 l_19 = l_452;
const uint32 l_20 = uint32(2) * uint32(3);
const uint32 l_21 = l_20 + uint32(1);
const uint32 l_453 = info.static_meta[uint32(3)];
const uint32 l_454 = l_453 * uint32(1);
const bool l_455 = l_21 < l_454;
const uint32 l_456 = l_454 - uint32(1);
const uint32 l_457 = min(l_21, l_456);
const uint32 l_458 = buffer_3[l_457];
const uint32 l_459 = (l_455) ? l_458 : uint32(0);
const uint32 l_22 = l_459;
const uint32 l_23 = uint32(2) * uint32(4);
const uint32 l_460 = info.static_meta[uint32(3)];
const uint32 l_461 = l_460 * uint32(1);
const bool l_462 = l_23 < l_461;
const uint32 l_463 = l_461 - uint32(1);
const uint32 l_464 = min(l_23, l_463);
const uint32 l_465 = buffer_3[l_464];
const uint32 l_466 = (l_462) ? l_465 : uint32(0);
const uint32 l_24 = l_466;
const uint32 l_25 = uint32(2) * uint32(4);
const uint32 l_26 = l_25 + uint32(1);
const uint32 l_467 = info.static_meta[uint32(3)];
const uint32 l_468 = l_467 * uint32(1);
const bool l_469 = l_26 < l_468;
const uint32 l_470 = l_468 - uint32(1);
const uint32 l_471 = min(l_26, l_470);
const uint32 l_472 = buffer_3[l_471];
const uint32 l_473 = (l_469) ? l_472 : uint32(0);
const uint32 l_27 = l_473;
const uint32 l_28 = uint32(2) * uint32(5);
const uint32 l_474 = info.static_meta[uint32(3)];
const uint32 l_475 = l_474 * uint32(1);
const bool l_476 = l_28 < l_475;
const uint32 l_477 = l_475 - uint32(1);
const uint32 l_478 = min(l_28, l_477);
const uint32 l_479 = buffer_3[l_478];
const uint32 l_480 = (l_476) ? l_479 : uint32(0);
const uint32 l_29 = l_480;
const uint32 l_30 = uint32(2) * uint32(5);
const uint32 l_31 = l_30 + uint32(1);
const uint32 l_481 = info.static_meta[uint32(3)];
const uint32 l_482 = l_481 * uint32(1);
const bool l_483 = l_31 < l_482;
const uint32 l_484 = l_482 - uint32(1);
const uint32 l_485 = min(l_31, l_484);
const uint32 l_486 = buffer_3[l_485];
const uint32 l_487 = (l_483) ? l_486 : uint32(0);
const uint32 l_32 = l_487;
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
const uint32 l_493 = info.static_meta[uint32(0)];
const uint32 l_494 = l_493 * uint32(1);
const bool l_495 = l_58 < l_494;
const uint32 l_496 = l_494 - uint32(1);
const uint32 l_497 = min(l_58, l_496);
const uint32 l_498 = buffer_0[l_497];
const uint32 l_499 = (l_495) ? l_498 : uint32(0);
const uint32 l_59 = l_499;
const uint32 l_60 = uint32(2) * idxGlobal;
const uint32 l_61 = l_60 + uint32(1);
const uint32 l_500 = info.static_meta[uint32(0)];
const uint32 l_501 = l_500 * uint32(1);
const bool l_502 = l_61 < l_501;
const uint32 l_503 = l_501 - uint32(1);
const uint32 l_504 = min(l_61, l_503);
const uint32 l_505 = buffer_0[l_504];
const uint32 l_506 = (l_502) ? l_505 : uint32(0);
const uint32 l_62 = l_506;
const uint32 l_63 = uint32(2) * idxGlobal;
const uint32 l_507 = info.static_meta[uint32(1)];
const uint32 l_508 = l_507 * uint32(1);
const bool l_509 = l_63 < l_508;
const uint32 l_510 = l_508 - uint32(1);
const uint32 l_511 = min(l_63, l_510);
const uint32 l_512 = buffer_1[l_511];
const uint32 l_513 = (l_509) ? l_512 : uint32(0);
const uint32 l_64 = l_513;
const uint32 l_65 = uint32(2) * idxGlobal;
const uint32 l_66 = l_65 + uint32(1);
const uint32 l_514 = info.static_meta[uint32(1)];
const uint32 l_515 = l_514 * uint32(1);
const bool l_516 = l_66 < l_515;
const uint32 l_517 = l_515 - uint32(1);
const uint32 l_518 = min(l_66, l_517);
const uint32 l_519 = buffer_1[l_518];
const uint32 l_520 = (l_516) ? l_519 : uint32(0);
const uint32 l_67 = l_520;
const uint32 l_68 = uint32(2) * idxGlobal;
const uint32 l_521 = info.static_meta[uint32(2)];
const uint32 l_522 = l_521 * uint32(1);
const bool l_523 = l_68 < l_522;
const uint32 l_524 = l_522 - uint32(1);
const uint32 l_525 = min(l_68, l_524);
const uint32 l_526 = buffer_2[l_525];
const uint32 l_527 = (l_523) ? l_526 : uint32(0);
const uint32 l_69 = l_527;
const uint32 l_70 = uint32(2) * idxGlobal;
const uint32 l_71 = l_70 + uint32(1);
const uint32 l_528 = info.static_meta[uint32(2)];
const uint32 l_529 = l_528 * uint32(1);
const bool l_530 = l_71 < l_529;
const uint32 l_531 = l_529 - uint32(1);
const uint32 l_532 = min(l_71, l_531);
const uint32 l_533 = buffer_2[l_532];
const uint32 l_534 = (l_530) ? l_533 : uint32(0);
const uint32 l_72 = l_534;
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
const bool l_202 = l_mut_187 < l_mut_96;
const bool l_203 = l_mut_187 == l_mut_96;
const bool l_204 = l_mut_40 < l_mut_102;
const bool l_205 = l_203 && l_204;
const bool l_206 = l_202 || l_205;
if (l_206) {
l_mut_207 = uint32(0);
l_mut_208 = bool(false);
l_mut_208 = bool(true);
const uint32 l_209 = l_mut_102 | l_mut_96;
const bool l_210 = l_209 == uint32(0);
if (l_210) {
l_mut_207 = l_4;
} else {
if (l_mut_208) {
const bool l_211 = l_mut_96 < l_mut_75;
const bool l_212 = l_mut_96 == l_mut_75;
const bool l_213 = l_mut_102 < l_mut_90;
const bool l_214 = l_212 && l_213;
const bool l_215 = l_211 || l_214;
if (l_215) {
const uint32 l_216 = l_mut_90 - uint32(1);
const uint32 l_217 = l_mut_75 - uint32(0);
const bool l_218 = l_mut_90 < uint32(1);
const uint32 l_219 = uint32(l_218);
const uint32 l_220 = l_217 - l_219;
l_mut_221 = l_216;
l_mut_222 = l_220;
l_mut_223 = uint32(0);

for (uint32 l_mut_224 = uint32(0); l_mut_224 < uint32(16); ++l_mut_224) {
const uint32 l_225 = uint32(15) - l_mut_224;
l_mut_226 = l_mut_221;
l_mut_227 = l_mut_222;
const bool l_228 = l_225 >= uint32(32);
if (l_228) {
const uint32 l_229 = l_225 & uint32(31);
const uint32 l_230 = l_mut_222 >> l_229;
l_mut_226 = l_230;
l_mut_227 = uint32(0);
} else {
const bool l_231 = l_225 > uint32(0);
if (l_231) {
l_mut_232 = l_mut_221;
const bool l_233 = l_225 > uint32(0);
if (l_233) {
const uint32 l_234 = l_mut_221 >> l_225;
const uint32 l_235 = uint32(32) - l_225;
const uint32 l_236 = l_mut_222 << l_235;
const uint32 l_237 = l_234 | l_236;
l_mut_232 = l_237;
}
const uint32 l_238 = l_mut_222 >> l_225;
l_mut_226 = l_mut_232;
l_mut_227 = l_238;
}
}
const bool l_239 = l_mut_227 < l_mut_96;
const bool l_240 = l_mut_227 == l_mut_96;
const bool l_241 = l_mut_226 < l_mut_102;
const bool l_242 = l_240 && l_241;
const bool l_243 = l_239 || l_242;
const bool l_244 = !l_243;
if (l_244) {
l_mut_232 = l_mut_102;
l_mut_227 = l_mut_96;
const bool l_245 = l_225 >= uint32(32);
if (l_245) {
const uint32 l_246 = l_225 & uint32(31);
const uint32 l_247 = l_mut_102 << l_246;
l_mut_232 = uint32(0);
l_mut_227 = l_247;
} else {
const bool l_248 = l_225 > uint32(0);
if (l_248) {
const uint32 l_249 = l_mut_102 << l_225;
const uint32 l_250 = l_mut_96 << l_225;
const uint32 l_251 = uint32(32) - l_225;
const uint32 l_252 = l_mut_102 >> l_251;
const uint32 l_253 = l_250 | l_252;
l_mut_232 = l_249;
l_mut_227 = l_253;
}
}
const uint32 l_254 = l_mut_221 - l_mut_232;
const uint32 l_255 = l_mut_222 - l_mut_227;
const bool l_256 = l_mut_221 < l_mut_232;
const uint32 l_257 = uint32(l_256);
const uint32 l_258 = l_255 - l_257;
l_mut_221 = l_254;
l_mut_222 = l_258;
const uint32 l_259 = uint32(1) << l_225;
l_mut_223 = l_mut_223 | l_259;
}
}
const uint32 l_260 = min(l_mut_223, l_4);
l_mut_232 = l_260;
const bool l_261 = l_mut_222 < l_mut_96;
const bool l_262 = l_mut_222 == l_mut_96;
const bool l_263 = l_mut_221 < l_mut_102;
const bool l_264 = l_262 && l_263;
const bool l_265 = l_261 || l_264;
const bool l_266 = !l_265;
if (l_266) {
l_mut_232 = l_4;
}
l_mut_207 = l_mut_232;
}
} else {
l_mut_232 = l_mut_90;
l_mut_227 = l_mut_75;
while (true) {
const bool l_267 = l_mut_96 < l_mut_227;
const bool l_268 = l_mut_96 == l_mut_227;
const bool l_269 = l_mut_102 < l_mut_232;
const bool l_270 = l_268 && l_269;
const bool l_271 = l_267 || l_270;
const uint32 l_272 = l_mut_207 * l_mut_189;
const uint32 l_273 = l_mut_188 + l_272;
const uint32 l_274 = l_273 + l_mut_189;
const bool l_275 = l_274 < l_4;
const bool l_276 = l_271 && l_275;
const bool l_277 = !l_276;
if (l_277) {
break;}
const uint32 l_278 = l_mut_232 - l_mut_102;
const uint32 l_279 = l_mut_227 - l_mut_96;
const bool l_280 = l_mut_232 < l_mut_102;
const uint32 l_281 = uint32(l_280);
const uint32 l_282 = l_279 - l_281;
l_mut_232 = l_278;
l_mut_227 = l_282;
l_mut_207 = l_mut_207 + uint32(1);
}
}
}
const uint32 l_283 = l_mut_207 * l_mut_189;
const uint32 l_284 = l_mut_188 + l_283;
const uint32 l_285 = l_284 + l_mut_189;
const bool l_286 = l_285 >= l_4;
if (l_286) {
l_mut_190 = bool(true);
l_mut_197 = bool(false);
} else {
const uint32 l_287 = l_mut_102 * l_mut_207;
const uint32 l_288 = __umulhi(l_mut_102, l_mut_207);
const uint32 l_289 = l_mut_96 * l_mut_207;
const uint32 l_290 = l_288 + l_289;
const uint32 l_291 = l_mut_90 - l_287;
const uint32 l_292 = l_mut_75 - l_290;
const bool l_293 = l_mut_90 < l_287;
const uint32 l_294 = uint32(l_293);
const uint32 l_295 = l_292 - l_294;
l_mut_90 = l_291;
l_mut_75 = l_295;
const uint32 l_296 = l_mut_207 * l_mut_189;
l_mut_188 = l_mut_188 + l_296;
const uint32 l_297 = l_mut_102 - l_mut_90;
const uint32 l_298 = l_mut_96 - l_mut_75;
const bool l_299 = l_mut_102 < l_mut_90;
const uint32 l_300 = uint32(l_299);
const uint32 l_301 = l_298 - l_300;
l_mut_102 = l_297;
l_mut_96 = l_301;
l_mut_189 = l_mut_189 + l_mut_188;
}
} else {
const uint32 l_302 = l_mut_40 - l_mut_102;
const uint32 l_303 = l_mut_187 - l_mut_96;
const bool l_304 = l_mut_40 < l_mut_102;
const uint32 l_305 = uint32(l_304);
const uint32 l_306 = l_303 - l_305;
l_mut_40 = l_302;
l_mut_187 = l_306;
const bool l_307 = l_mut_187 < l_181;
const bool l_308 = l_mut_187 == l_181;
const bool l_309 = l_mut_40 < l_177;
const bool l_310 = l_308 && l_309;
const bool l_311 = l_307 || l_310;
if (l_311) {
l_mut_197 = bool(false);
} else {
l_mut_232 = uint32(0);
l_mut_208 = bool(false);
l_mut_208 = bool(true);
const uint32 l_312 = l_mut_90 | l_mut_75;
const bool l_313 = l_312 == uint32(0);
if (l_313) {
l_mut_232 = l_4;
} else {
if (l_mut_208) {
const bool l_314 = l_mut_75 < l_mut_96;
const bool l_315 = l_mut_75 == l_mut_96;
const bool l_316 = l_mut_90 < l_mut_102;
const bool l_317 = l_315 && l_316;
const bool l_318 = l_314 || l_317;
if (l_318) {
const uint32 l_319 = l_mut_102 - uint32(1);
const uint32 l_320 = l_mut_96 - uint32(0);
const bool l_321 = l_mut_102 < uint32(1);
const uint32 l_322 = uint32(l_321);
const uint32 l_323 = l_320 - l_322;
l_mut_227 = l_319;
l_mut_226 = l_323;
l_mut_223 = uint32(0);

for (uint32 l_mut_324 = uint32(0); l_mut_324 < uint32(16); ++l_mut_324) {
const uint32 l_325 = uint32(15) - l_mut_324;
l_mut_222 = l_mut_227;
l_mut_221 = l_mut_226;
const bool l_326 = l_325 >= uint32(32);
if (l_326) {
const uint32 l_327 = l_325 & uint32(31);
const uint32 l_328 = l_mut_226 >> l_327;
l_mut_222 = l_328;
l_mut_221 = uint32(0);
} else {
const bool l_329 = l_325 > uint32(0);
if (l_329) {
l_mut_207 = l_mut_227;
const bool l_330 = l_325 > uint32(0);
if (l_330) {
const uint32 l_331 = l_mut_227 >> l_325;
const uint32 l_332 = uint32(32) - l_325;
const uint32 l_333 = l_mut_226 << l_332;
const uint32 l_334 = l_331 | l_333;
l_mut_207 = l_334;
}
const uint32 l_335 = l_mut_226 >> l_325;
l_mut_222 = l_mut_207;
l_mut_221 = l_335;
}
}
const bool l_336 = l_mut_221 < l_mut_75;
const bool l_337 = l_mut_221 == l_mut_75;
const bool l_338 = l_mut_222 < l_mut_90;
const bool l_339 = l_337 && l_338;
const bool l_340 = l_336 || l_339;
const bool l_341 = !l_340;
if (l_341) {
l_mut_222 = l_mut_90;
l_mut_221 = l_mut_75;
const bool l_342 = l_325 >= uint32(32);
if (l_342) {
const uint32 l_343 = l_325 & uint32(31);
const uint32 l_344 = l_mut_90 << l_343;
l_mut_222 = uint32(0);
l_mut_221 = l_344;
} else {
const bool l_345 = l_325 > uint32(0);
if (l_345) {
const uint32 l_346 = l_mut_90 << l_325;
const uint32 l_347 = l_mut_75 << l_325;
const uint32 l_348 = uint32(32) - l_325;
const uint32 l_349 = l_mut_90 >> l_348;
const uint32 l_350 = l_347 | l_349;
l_mut_222 = l_346;
l_mut_221 = l_350;
}
}
const uint32 l_351 = l_mut_227 - l_mut_222;
const uint32 l_352 = l_mut_226 - l_mut_221;
const bool l_353 = l_mut_227 < l_mut_222;
const uint32 l_354 = uint32(l_353);
const uint32 l_355 = l_352 - l_354;
l_mut_227 = l_351;
l_mut_226 = l_355;
const uint32 l_356 = uint32(1) << l_325;
l_mut_223 = l_mut_223 | l_356;
}
}
const uint32 l_357 = min(l_mut_223, l_4);
l_mut_223 = l_357;
const bool l_358 = l_mut_226 < l_mut_75;
const bool l_359 = l_mut_226 == l_mut_75;
const bool l_360 = l_mut_227 < l_mut_90;
const bool l_361 = l_359 && l_360;
const bool l_362 = l_358 || l_361;
const bool l_363 = !l_362;
if (l_363) {
l_mut_223 = l_4;
}
l_mut_232 = l_mut_223;
}
} else {
l_mut_227 = l_mut_102;
l_mut_226 = l_mut_96;
while (true) {
const bool l_364 = l_mut_75 < l_mut_226;
const bool l_365 = l_mut_75 == l_mut_226;
const bool l_366 = l_mut_90 < l_mut_227;
const bool l_367 = l_365 && l_366;
const bool l_368 = l_364 || l_367;
const uint32 l_369 = l_mut_232 * l_mut_188;
const uint32 l_370 = l_mut_189 + l_369;
const uint32 l_371 = l_370 + l_mut_188;
const bool l_372 = l_371 < l_4;
const bool l_373 = l_368 && l_372;
const bool l_374 = !l_373;
if (l_374) {
break;}
const uint32 l_375 = l_mut_227 - l_mut_90;
const uint32 l_376 = l_mut_226 - l_mut_75;
const bool l_377 = l_mut_227 < l_mut_90;
const uint32 l_378 = uint32(l_377);
const uint32 l_379 = l_376 - l_378;
l_mut_227 = l_375;
l_mut_226 = l_379;
l_mut_232 = l_mut_232 + uint32(1);
}
}
}
const uint32 l_380 = l_mut_188 + l_mut_189;
const uint32 l_381 = l_mut_232 * l_mut_188;
const uint32 l_382 = l_380 + l_381;
const bool l_383 = l_382 >= l_4;
if (l_383) {
l_mut_190 = bool(true);
l_mut_197 = bool(false);
} else {
const uint32 l_384 = l_mut_90 * l_mut_232;
const uint32 l_385 = __umulhi(l_mut_90, l_mut_232);
const uint32 l_386 = l_mut_75 * l_mut_232;
const uint32 l_387 = l_385 + l_386;
const uint32 l_388 = l_mut_102 - l_384;
const uint32 l_389 = l_mut_96 - l_387;
const bool l_390 = l_mut_102 < l_384;
const uint32 l_391 = uint32(l_390);
const uint32 l_392 = l_389 - l_391;
l_mut_102 = l_388;
l_mut_96 = l_392;
const uint32 l_393 = l_mut_232 * l_mut_188;
l_mut_189 = l_mut_189 + l_393;
const uint32 l_394 = l_mut_90 - l_mut_102;
const uint32 l_395 = l_mut_75 - l_mut_96;
const bool l_396 = l_mut_90 < l_mut_102;
const uint32 l_397 = uint32(l_396);
const uint32 l_398 = l_395 - l_397;
l_mut_90 = l_394;
l_mut_75 = l_398;
l_mut_188 = l_mut_188 + l_mut_189;
}
}
}
}
const bool l_399 = !l_mut_190;
if (l_399) {
const uint32 l_535 = info.static_meta[uint32(5)];
const uint32 l_536 = l_535 * uint32(1);
const uint32 l_537 = l_536 - uint32(1);
const uint32 l_538 = min(uint32(0), l_537);
uint32* l_539 = &buffer_5[l_538];
uint32* l_400 = l_539;
const uint32 l_401 = atomicAdd(l_400, uint32(1));
const uint32 l_402 = info.static_meta[uint32(10)];
const bool l_403 = l_401 < l_402;
if (l_403) {
const uint32 l_540 = info.static_meta[uint32(4)];
const uint32 l_541 = l_540 * uint32(1);
const bool l_542 = l_401 < l_541;
if (l_542) {
buffer_4[l_401] = idxGlobal;
}
}
}
}

}
