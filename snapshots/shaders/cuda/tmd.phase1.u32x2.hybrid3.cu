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
uint32 l_mut_209;
uint32 l_mut_210;
uint32 l_mut_215;
uint32 l_mut_241;
uint32 l_mut_242;
uint32 l_mut_247;
uint32 l_mut_40;
uint32 l_mut_75;
uint32 l_mut_90;
uint32 l_mut_96;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_518 = info.static_meta[uint32(5)];
const uint32 l_519 = l_518 * uint32(1);
const uint32 l_520 = l_519 - uint32(1);
const uint32 l_521 = min(uint32(3), l_520);
uint32* l_522 = &buffer_5[l_521];
uint32* l_1 = l_522;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_434 = info.static_meta[uint32(3)];
const uint32 l_435 = l_434 * uint32(1);
const bool l_436 = l_3 < l_435;
const uint32 l_437 = l_435 - uint32(1);
const uint32 l_438 = min(l_3, l_437);
const uint32 l_439 = buffer_3[l_438];
const uint32 l_440 = (l_436) ? l_439 : uint32(0);
const uint32 l_4 = l_440;
const uint32 l_5 = uint32(2) * uint32(0);
const uint32 l_6 = l_5 + uint32(1);
const uint32 l_441 = info.static_meta[uint32(3)];
const uint32 l_442 = l_441 * uint32(1);
const bool l_443 = l_6 < l_442;
const uint32 l_444 = l_442 - uint32(1);
const uint32 l_445 = min(l_6, l_444);
const uint32 l_446 = buffer_3[l_445];
const uint32 l_447 = (l_443) ? l_446 : uint32(0);
const uint32 l_7 = l_447;
const uint32 l_8 = uint32(2) * uint32(1);
const uint32 l_448 = info.static_meta[uint32(3)];
const uint32 l_449 = l_448 * uint32(1);
const bool l_450 = l_8 < l_449;
const uint32 l_451 = l_449 - uint32(1);
const uint32 l_452 = min(l_8, l_451);
const uint32 l_453 = buffer_3[l_452];
const uint32 l_454 = (l_450) ? l_453 : uint32(0);
const uint32 l_9 = l_454;
const uint32 l_10 = uint32(2) * uint32(1);
const uint32 l_11 = l_10 + uint32(1);
const uint32 l_455 = info.static_meta[uint32(3)];
const uint32 l_456 = l_455 * uint32(1);
const bool l_457 = l_11 < l_456;
const uint32 l_458 = l_456 - uint32(1);
const uint32 l_459 = min(l_11, l_458);
const uint32 l_460 = buffer_3[l_459];
const uint32 l_461 = (l_457) ? l_460 : uint32(0);
const uint32 l_12 = l_461;
const uint32 l_13 = uint32(2) * uint32(2);
const uint32 l_462 = info.static_meta[uint32(3)];
const uint32 l_463 = l_462 * uint32(1);
const bool l_464 = l_13 < l_463;
const uint32 l_465 = l_463 - uint32(1);
const uint32 l_466 = min(l_13, l_465);
const uint32 l_467 = buffer_3[l_466];
const uint32 l_468 = (l_464) ? l_467 : uint32(0);
const uint32 l_14 = l_468;
const uint32 l_15 = uint32(2) * uint32(2);
const uint32 l_16 = l_15 + uint32(1);
const uint32 l_469 = info.static_meta[uint32(3)];
const uint32 l_470 = l_469 * uint32(1);
const bool l_471 = l_16 < l_470;
const uint32 l_472 = l_470 - uint32(1);
const uint32 l_473 = min(l_16, l_472);
const uint32 l_474 = buffer_3[l_473];
const uint32 l_475 = (l_471) ? l_474 : uint32(0);
const uint32 l_17 = l_475;
const uint32 l_18 = uint32(2) * uint32(3);
const uint32 l_476 = info.static_meta[uint32(3)];
const uint32 l_477 = l_476 * uint32(1);
const bool l_478 = l_18 < l_477;
const uint32 l_479 = l_477 - uint32(1);
const uint32 l_480 = min(l_18, l_479);
const uint32 l_481 = buffer_3[l_480];
const uint32 l_482 = (l_478) ? l_481 : uint32(0);
const uint32 l_19 = l_482;
const uint32 l_20 = uint32(2) * uint32(3);
const uint32 l_21 = l_20 + uint32(1);
const uint32 l_483 = info.static_meta[uint32(3)];
const uint32 l_484 = l_483 * uint32(1);
const bool l_485 = l_21 < l_484;
const uint32 l_486 = l_484 - uint32(1);
const uint32 l_487 = min(l_21, l_486);
const uint32 l_488 = buffer_3[l_487];
const uint32 l_489 = (l_485) ? l_488 : uint32(0);
const uint32 l_22 = l_489;
const uint32 l_23 = uint32(2) * uint32(4);
const uint32 l_490 = info.static_meta[uint32(3)];
const uint32 l_491 = l_490 * uint32(1);
const bool l_492 = l_23 < l_491;
const uint32 l_493 = l_491 - uint32(1);
const uint32 l_494 = min(l_23, l_493);
const uint32 l_495 = buffer_3[l_494];
const uint32 l_496 = (l_492) ? l_495 : uint32(0);
const uint32 l_24 = l_496;
const uint32 l_25 = uint32(2) * uint32(4);
const uint32 l_26 = l_25 + uint32(1);
const uint32 l_497 = info.static_meta[uint32(3)];
const uint32 l_498 = l_497 * uint32(1);
const bool l_499 = l_26 < l_498;
const uint32 l_500 = l_498 - uint32(1);
const uint32 l_501 = min(l_26, l_500);
const uint32 l_502 = buffer_3[l_501];
const uint32 l_503 = (l_499) ? l_502 : uint32(0);
const uint32 l_27 = l_503;
const uint32 l_28 = uint32(2) * uint32(5);
const uint32 l_504 = info.static_meta[uint32(3)];
const uint32 l_505 = l_504 * uint32(1);
const bool l_506 = l_28 < l_505;
const uint32 l_507 = l_505 - uint32(1);
const uint32 l_508 = min(l_28, l_507);
const uint32 l_509 = buffer_3[l_508];
const uint32 l_510 = (l_506) ? l_509 : uint32(0);
const uint32 l_29 = l_510;
const uint32 l_30 = uint32(2) * uint32(5);
const uint32 l_31 = l_30 + uint32(1);
const uint32 l_511 = info.static_meta[uint32(3)];
const uint32 l_512 = l_511 * uint32(1);
const bool l_513 = l_31 < l_512;
const uint32 l_514 = l_512 - uint32(1);
const uint32 l_515 = min(l_31, l_514);
const uint32 l_516 = buffer_3[l_515];
const uint32 l_517 = (l_513) ? l_516 : uint32(0);
const uint32 l_32 = l_517;
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
const uint32 l_523 = info.static_meta[uint32(0)];
const uint32 l_524 = l_523 * uint32(1);
const bool l_525 = l_58 < l_524;
const uint32 l_526 = l_524 - uint32(1);
const uint32 l_527 = min(l_58, l_526);
const uint32 l_528 = buffer_0[l_527];
const uint32 l_529 = (l_525) ? l_528 : uint32(0);
const uint32 l_59 = l_529;
const uint32 l_60 = uint32(2) * idxGlobal;
const uint32 l_61 = l_60 + uint32(1);
const uint32 l_530 = info.static_meta[uint32(0)];
const uint32 l_531 = l_530 * uint32(1);
const bool l_532 = l_61 < l_531;
const uint32 l_533 = l_531 - uint32(1);
const uint32 l_534 = min(l_61, l_533);
const uint32 l_535 = buffer_0[l_534];
const uint32 l_536 = (l_532) ? l_535 : uint32(0);
const uint32 l_62 = l_536;
const uint32 l_63 = uint32(2) * idxGlobal;
const uint32 l_537 = info.static_meta[uint32(1)];
const uint32 l_538 = l_537 * uint32(1);
const bool l_539 = l_63 < l_538;
const uint32 l_540 = l_538 - uint32(1);
const uint32 l_541 = min(l_63, l_540);
const uint32 l_542 = buffer_1[l_541];
const uint32 l_543 = (l_539) ? l_542 : uint32(0);
const uint32 l_64 = l_543;
const uint32 l_65 = uint32(2) * idxGlobal;
const uint32 l_66 = l_65 + uint32(1);
const uint32 l_544 = info.static_meta[uint32(1)];
const uint32 l_545 = l_544 * uint32(1);
const bool l_546 = l_66 < l_545;
const uint32 l_547 = l_545 - uint32(1);
const uint32 l_548 = min(l_66, l_547);
const uint32 l_549 = buffer_1[l_548];
const uint32 l_550 = (l_546) ? l_549 : uint32(0);
const uint32 l_67 = l_550;
const uint32 l_68 = uint32(2) * idxGlobal;
const uint32 l_551 = info.static_meta[uint32(2)];
const uint32 l_552 = l_551 * uint32(1);
const bool l_553 = l_68 < l_552;
const uint32 l_554 = l_552 - uint32(1);
const uint32 l_555 = min(l_68, l_554);
const uint32 l_556 = buffer_2[l_555];
const uint32 l_557 = (l_553) ? l_556 : uint32(0);
const uint32 l_69 = l_557;
const uint32 l_70 = uint32(2) * idxGlobal;
const uint32 l_71 = l_70 + uint32(1);
const uint32 l_558 = info.static_meta[uint32(2)];
const uint32 l_559 = l_558 * uint32(1);
const bool l_560 = l_71 < l_559;
const uint32 l_561 = l_559 - uint32(1);
const uint32 l_562 = min(l_71, l_561);
const uint32 l_563 = buffer_2[l_562];
const uint32 l_564 = (l_560) ? l_563 : uint32(0);
const uint32 l_72 = l_564;
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
l_mut_209 = l_mut_90;
l_mut_210 = l_mut_75;
const bool l_211 = uint32(3) >= uint32(32);
if (l_211) {
const uint32 l_212 = uint32(3) & uint32(31);
const uint32 l_213 = l_mut_75 >> l_212;
l_mut_209 = l_213;
l_mut_210 = uint32(0);
} else {
const bool l_214 = uint32(3) > uint32(0);
if (l_214) {
l_mut_215 = l_mut_90;
const bool l_216 = uint32(3) > uint32(0);
if (l_216) {
const uint32 l_217 = l_mut_90 >> uint32(3);
const uint32 l_218 = l_mut_75 << uint32(29);
const uint32 l_219 = l_217 | l_218;
l_mut_215 = l_219;
}
const uint32 l_220 = l_mut_75 >> uint32(3);
l_mut_209 = l_mut_215;
l_mut_210 = l_220;
}
}
const bool l_221 = l_mut_210 < l_mut_96;
const bool l_222 = l_mut_210 == l_mut_96;
const bool l_223 = l_mut_209 < l_mut_102;
const bool l_224 = l_222 && l_223;
const bool l_225 = l_221 || l_224;
const bool l_226 = !l_225;
l_mut_208 = l_226;
const uint32 l_227 = l_mut_102 | l_mut_96;
const bool l_228 = l_227 == uint32(0);
if (l_228) {
l_mut_207 = l_4;
} else {
if (l_mut_208) {
const bool l_229 = l_mut_96 < l_mut_75;
const bool l_230 = l_mut_96 == l_mut_75;
const bool l_231 = l_mut_102 < l_mut_90;
const bool l_232 = l_230 && l_231;
const bool l_233 = l_229 || l_232;
if (l_233) {
const uint32 l_234 = l_mut_90 - uint32(1);
const uint32 l_235 = l_mut_75 - uint32(0);
const bool l_236 = l_mut_90 < uint32(1);
const uint32 l_237 = uint32(l_236);
const uint32 l_238 = l_235 - l_237;
l_mut_215 = l_234;
l_mut_210 = l_238;
l_mut_209 = uint32(0);

for (uint32 l_mut_239 = uint32(0); l_mut_239 < uint32(16); ++l_mut_239) {
const uint32 l_240 = uint32(15) - l_mut_239;
l_mut_241 = l_mut_215;
l_mut_242 = l_mut_210;
const bool l_243 = l_240 >= uint32(32);
if (l_243) {
const uint32 l_244 = l_240 & uint32(31);
const uint32 l_245 = l_mut_210 >> l_244;
l_mut_241 = l_245;
l_mut_242 = uint32(0);
} else {
const bool l_246 = l_240 > uint32(0);
if (l_246) {
l_mut_247 = l_mut_215;
const bool l_248 = l_240 > uint32(0);
if (l_248) {
const uint32 l_249 = l_mut_215 >> l_240;
const uint32 l_250 = uint32(32) - l_240;
const uint32 l_251 = l_mut_210 << l_250;
const uint32 l_252 = l_249 | l_251;
l_mut_247 = l_252;
}
const uint32 l_253 = l_mut_210 >> l_240;
l_mut_241 = l_mut_247;
l_mut_242 = l_253;
}
}
const bool l_254 = l_mut_242 < l_mut_96;
const bool l_255 = l_mut_242 == l_mut_96;
const bool l_256 = l_mut_241 < l_mut_102;
const bool l_257 = l_255 && l_256;
const bool l_258 = l_254 || l_257;
const bool l_259 = !l_258;
if (l_259) {
l_mut_247 = l_mut_102;
l_mut_242 = l_mut_96;
const bool l_260 = l_240 >= uint32(32);
if (l_260) {
const uint32 l_261 = l_240 & uint32(31);
const uint32 l_262 = l_mut_102 << l_261;
l_mut_247 = uint32(0);
l_mut_242 = l_262;
} else {
const bool l_263 = l_240 > uint32(0);
if (l_263) {
const uint32 l_264 = l_mut_102 << l_240;
const uint32 l_265 = l_mut_96 << l_240;
const uint32 l_266 = uint32(32) - l_240;
const uint32 l_267 = l_mut_102 >> l_266;
const uint32 l_268 = l_265 | l_267;
l_mut_247 = l_264;
l_mut_242 = l_268;
}
}
const uint32 l_269 = l_mut_215 - l_mut_247;
const uint32 l_270 = l_mut_210 - l_mut_242;
const bool l_271 = l_mut_215 < l_mut_247;
const uint32 l_272 = uint32(l_271);
const uint32 l_273 = l_270 - l_272;
l_mut_215 = l_269;
l_mut_210 = l_273;
const uint32 l_274 = uint32(1) << l_240;
l_mut_209 = l_mut_209 | l_274;
}
}
const uint32 l_275 = min(l_mut_209, l_4);
l_mut_247 = l_275;
const bool l_276 = l_mut_210 < l_mut_96;
const bool l_277 = l_mut_210 == l_mut_96;
const bool l_278 = l_mut_215 < l_mut_102;
const bool l_279 = l_277 && l_278;
const bool l_280 = l_276 || l_279;
const bool l_281 = !l_280;
if (l_281) {
l_mut_247 = l_4;
}
l_mut_207 = l_mut_247;
}
} else {
l_mut_247 = l_mut_90;
l_mut_242 = l_mut_75;
while (true) {
const bool l_282 = l_mut_96 < l_mut_242;
const bool l_283 = l_mut_96 == l_mut_242;
const bool l_284 = l_mut_102 < l_mut_247;
const bool l_285 = l_283 && l_284;
const bool l_286 = l_282 || l_285;
const uint32 l_287 = l_mut_207 * l_mut_189;
const uint32 l_288 = l_mut_188 + l_287;
const uint32 l_289 = l_288 + l_mut_189;
const bool l_290 = l_289 < l_4;
const bool l_291 = l_286 && l_290;
const bool l_292 = !l_291;
if (l_292) {
break;}
const uint32 l_293 = l_mut_247 - l_mut_102;
const uint32 l_294 = l_mut_242 - l_mut_96;
const bool l_295 = l_mut_247 < l_mut_102;
const uint32 l_296 = uint32(l_295);
const uint32 l_297 = l_294 - l_296;
l_mut_247 = l_293;
l_mut_242 = l_297;
l_mut_207 = l_mut_207 + uint32(1);
}
}
}
const uint32 l_298 = l_mut_207 * l_mut_189;
const uint32 l_299 = l_mut_188 + l_298;
const uint32 l_300 = l_299 + l_mut_189;
const bool l_301 = l_300 >= l_4;
if (l_301) {
l_mut_190 = bool(true);
l_mut_197 = bool(false);
} else {
const uint32 l_302 = l_mut_102 * l_mut_207;
const uint32 l_303 = __umulhi(l_mut_102, l_mut_207);
const uint32 l_304 = l_mut_96 * l_mut_207;
const uint32 l_305 = l_303 + l_304;
const uint32 l_306 = l_mut_90 - l_302;
const uint32 l_307 = l_mut_75 - l_305;
const bool l_308 = l_mut_90 < l_302;
const uint32 l_309 = uint32(l_308);
const uint32 l_310 = l_307 - l_309;
l_mut_90 = l_306;
l_mut_75 = l_310;
const uint32 l_311 = l_mut_207 * l_mut_189;
l_mut_188 = l_mut_188 + l_311;
const uint32 l_312 = l_mut_102 - l_mut_90;
const uint32 l_313 = l_mut_96 - l_mut_75;
const bool l_314 = l_mut_102 < l_mut_90;
const uint32 l_315 = uint32(l_314);
const uint32 l_316 = l_313 - l_315;
l_mut_102 = l_312;
l_mut_96 = l_316;
l_mut_189 = l_mut_189 + l_mut_188;
}
} else {
const uint32 l_317 = l_mut_40 - l_mut_102;
const uint32 l_318 = l_mut_187 - l_mut_96;
const bool l_319 = l_mut_40 < l_mut_102;
const uint32 l_320 = uint32(l_319);
const uint32 l_321 = l_318 - l_320;
l_mut_40 = l_317;
l_mut_187 = l_321;
const bool l_322 = l_mut_187 < l_181;
const bool l_323 = l_mut_187 == l_181;
const bool l_324 = l_mut_40 < l_177;
const bool l_325 = l_323 && l_324;
const bool l_326 = l_322 || l_325;
if (l_326) {
l_mut_197 = bool(false);
} else {
l_mut_247 = uint32(0);
l_mut_208 = bool(false);
l_mut_242 = l_mut_102;
l_mut_241 = l_mut_96;
const bool l_327 = uint32(3) >= uint32(32);
if (l_327) {
const uint32 l_328 = uint32(3) & uint32(31);
const uint32 l_329 = l_mut_96 >> l_328;
l_mut_242 = l_329;
l_mut_241 = uint32(0);
} else {
const bool l_330 = uint32(3) > uint32(0);
if (l_330) {
l_mut_215 = l_mut_102;
const bool l_331 = uint32(3) > uint32(0);
if (l_331) {
const uint32 l_332 = l_mut_102 >> uint32(3);
const uint32 l_333 = l_mut_96 << uint32(29);
const uint32 l_334 = l_332 | l_333;
l_mut_215 = l_334;
}
const uint32 l_335 = l_mut_96 >> uint32(3);
l_mut_242 = l_mut_215;
l_mut_241 = l_335;
}
}
const bool l_336 = l_mut_241 < l_mut_75;
const bool l_337 = l_mut_241 == l_mut_75;
const bool l_338 = l_mut_242 < l_mut_90;
const bool l_339 = l_337 && l_338;
const bool l_340 = l_336 || l_339;
const bool l_341 = !l_340;
l_mut_208 = l_341;
const uint32 l_342 = l_mut_90 | l_mut_75;
const bool l_343 = l_342 == uint32(0);
if (l_343) {
l_mut_247 = l_4;
} else {
if (l_mut_208) {
const bool l_344 = l_mut_75 < l_mut_96;
const bool l_345 = l_mut_75 == l_mut_96;
const bool l_346 = l_mut_90 < l_mut_102;
const bool l_347 = l_345 && l_346;
const bool l_348 = l_344 || l_347;
if (l_348) {
const uint32 l_349 = l_mut_102 - uint32(1);
const uint32 l_350 = l_mut_96 - uint32(0);
const bool l_351 = l_mut_102 < uint32(1);
const uint32 l_352 = uint32(l_351);
const uint32 l_353 = l_350 - l_352;
l_mut_242 = l_349;
l_mut_241 = l_353;
l_mut_215 = uint32(0);

for (uint32 l_mut_354 = uint32(0); l_mut_354 < uint32(16); ++l_mut_354) {
const uint32 l_355 = uint32(15) - l_mut_354;
l_mut_210 = l_mut_242;
l_mut_209 = l_mut_241;
const bool l_356 = l_355 >= uint32(32);
if (l_356) {
const uint32 l_357 = l_355 & uint32(31);
const uint32 l_358 = l_mut_241 >> l_357;
l_mut_210 = l_358;
l_mut_209 = uint32(0);
} else {
const bool l_359 = l_355 > uint32(0);
if (l_359) {
l_mut_207 = l_mut_242;
const bool l_360 = l_355 > uint32(0);
if (l_360) {
const uint32 l_361 = l_mut_242 >> l_355;
const uint32 l_362 = uint32(32) - l_355;
const uint32 l_363 = l_mut_241 << l_362;
const uint32 l_364 = l_361 | l_363;
l_mut_207 = l_364;
}
const uint32 l_365 = l_mut_241 >> l_355;
l_mut_210 = l_mut_207;
l_mut_209 = l_365;
}
}
const bool l_366 = l_mut_209 < l_mut_75;
const bool l_367 = l_mut_209 == l_mut_75;
const bool l_368 = l_mut_210 < l_mut_90;
const bool l_369 = l_367 && l_368;
const bool l_370 = l_366 || l_369;
const bool l_371 = !l_370;
if (l_371) {
l_mut_210 = l_mut_90;
l_mut_209 = l_mut_75;
const bool l_372 = l_355 >= uint32(32);
if (l_372) {
const uint32 l_373 = l_355 & uint32(31);
const uint32 l_374 = l_mut_90 << l_373;
l_mut_210 = uint32(0);
l_mut_209 = l_374;
} else {
const bool l_375 = l_355 > uint32(0);
if (l_375) {
const uint32 l_376 = l_mut_90 << l_355;
const uint32 l_377 = l_mut_75 << l_355;
const uint32 l_378 = uint32(32) - l_355;
const uint32 l_379 = l_mut_90 >> l_378;
const uint32 l_380 = l_377 | l_379;
l_mut_210 = l_376;
l_mut_209 = l_380;
}
}
const uint32 l_381 = l_mut_242 - l_mut_210;
const uint32 l_382 = l_mut_241 - l_mut_209;
const bool l_383 = l_mut_242 < l_mut_210;
const uint32 l_384 = uint32(l_383);
const uint32 l_385 = l_382 - l_384;
l_mut_242 = l_381;
l_mut_241 = l_385;
const uint32 l_386 = uint32(1) << l_355;
l_mut_215 = l_mut_215 | l_386;
}
}
const uint32 l_387 = min(l_mut_215, l_4);
l_mut_215 = l_387;
const bool l_388 = l_mut_241 < l_mut_75;
const bool l_389 = l_mut_241 == l_mut_75;
const bool l_390 = l_mut_242 < l_mut_90;
const bool l_391 = l_389 && l_390;
const bool l_392 = l_388 || l_391;
const bool l_393 = !l_392;
if (l_393) {
l_mut_215 = l_4;
}
l_mut_247 = l_mut_215;
}
} else {
l_mut_242 = l_mut_102;
l_mut_241 = l_mut_96;
while (true) {
const bool l_394 = l_mut_75 < l_mut_241;
const bool l_395 = l_mut_75 == l_mut_241;
const bool l_396 = l_mut_90 < l_mut_242;
const bool l_397 = l_395 && l_396;
const bool l_398 = l_394 || l_397;
const uint32 l_399 = l_mut_247 * l_mut_188;
const uint32 l_400 = l_mut_189 + l_399;
const uint32 l_401 = l_400 + l_mut_188;
const bool l_402 = l_401 < l_4;
const bool l_403 = l_398 && l_402;
const bool l_404 = !l_403;
if (l_404) {
break;}
const uint32 l_405 = l_mut_242 - l_mut_90;
const uint32 l_406 = l_mut_241 - l_mut_75;
const bool l_407 = l_mut_242 < l_mut_90;
const uint32 l_408 = uint32(l_407);
const uint32 l_409 = l_406 - l_408;
l_mut_242 = l_405;
l_mut_241 = l_409;
l_mut_247 = l_mut_247 + uint32(1);
}
}
}
const uint32 l_410 = l_mut_188 + l_mut_189;
const uint32 l_411 = l_mut_247 * l_mut_188;
const uint32 l_412 = l_410 + l_411;
const bool l_413 = l_412 >= l_4;
if (l_413) {
l_mut_190 = bool(true);
l_mut_197 = bool(false);
} else {
const uint32 l_414 = l_mut_90 * l_mut_247;
const uint32 l_415 = __umulhi(l_mut_90, l_mut_247);
const uint32 l_416 = l_mut_75 * l_mut_247;
const uint32 l_417 = l_415 + l_416;
const uint32 l_418 = l_mut_102 - l_414;
const uint32 l_419 = l_mut_96 - l_417;
const bool l_420 = l_mut_102 < l_414;
const uint32 l_421 = uint32(l_420);
const uint32 l_422 = l_419 - l_421;
l_mut_102 = l_418;
l_mut_96 = l_422;
const uint32 l_423 = l_mut_247 * l_mut_188;
l_mut_189 = l_mut_189 + l_423;
const uint32 l_424 = l_mut_90 - l_mut_102;
const uint32 l_425 = l_mut_75 - l_mut_96;
const bool l_426 = l_mut_90 < l_mut_102;
const uint32 l_427 = uint32(l_426);
const uint32 l_428 = l_425 - l_427;
l_mut_90 = l_424;
l_mut_75 = l_428;
l_mut_188 = l_mut_188 + l_mut_189;
}
}
}
}
const bool l_429 = !l_mut_190;
if (l_429) {
const uint32 l_565 = info.static_meta[uint32(5)];
const uint32 l_566 = l_565 * uint32(1);
const uint32 l_567 = l_566 - uint32(1);
const uint32 l_568 = min(uint32(0), l_567);
uint32* l_569 = &buffer_5[l_568];
uint32* l_430 = l_569;
const uint32 l_431 = atomicAdd(l_430, uint32(1));
const uint32 l_432 = info.static_meta[uint32(10)];
const bool l_433 = l_431 < l_432;
if (l_433) {
const uint32 l_570 = info.static_meta[uint32(4)];
const uint32 l_571 = l_570 * uint32(1);
const bool l_572 = l_431 < l_571;
if (l_572) {
buffer_4[l_431] = idxGlobal;
}
}
}
}

}
