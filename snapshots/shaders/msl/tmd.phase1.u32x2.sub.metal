
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[12];
};

uint32_t __umulhi(uint32_t a, uint32_t b) {
    uint64_t product = static_cast<uint64_t>(a) * static_cast<uint64_t>(b);
    return static_cast<uint32_t>(product >> 32);
}

[[kernel]]
void phase1(
    const device uint * buffer_0 [[buffer(0)]],
    const device uint * buffer_1 [[buffer(1)]],
    const device uint * buffer_2 [[buffer(2)]],
    const device uint * buffer_3 [[buffer(3)]],
    device uint * buffer_4 [[buffer(4)]],
    device atomic_uint * buffer_5 [[buffer(5)]],
    constant info_st& info [[buffer(6)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
bool l_mut_190;
bool l_mut_197;
bool l_mut_200;
bool l_mut_208;
uint l_mut_102;
uint l_mut_187;
uint l_mut_188;
uint l_mut_189;
uint l_mut_207;
uint l_mut_221;
uint l_mut_222;
uint l_mut_223;
uint l_mut_226;
uint l_mut_227;
uint l_mut_232;
uint l_mut_40;
uint l_mut_75;
uint l_mut_90;
uint l_mut_96;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_488 = info.static_meta[uint(5)];
const uint l_489 = l_488 * uint(1);
const uint l_490 = l_489 - uint(1);
const uint l_491 = min(uint(3), l_490);
device atomic_uint* l_492 = &buffer_5[l_491];
atomic_uint* l_1 = l_492;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_404 = info.static_meta[uint(3)];
const uint l_405 = l_404 * uint(1);
const bool l_406 = l_3 < l_405;
const uint l_407 = l_405 - uint(1);
const uint l_408 = min(l_3, l_407);
const uint l_409 = buffer_3[l_408];
const uint l_410 = (l_406) ? l_409 : uint(0);
const uint l_4 = l_410;
const uint l_5 = uint(2) * uint(0);
const uint l_6 = l_5 + uint(1);
const uint l_411 = info.static_meta[uint(3)];
const uint l_412 = l_411 * uint(1);
const bool l_413 = l_6 < l_412;
const uint l_414 = l_412 - uint(1);
const uint l_415 = min(l_6, l_414);
const uint l_416 = buffer_3[l_415];
const uint l_417 = (l_413) ? l_416 : uint(0);
const uint l_7 = l_417;
const uint l_8 = uint(2) * uint(1);
const uint l_418 = info.static_meta[uint(3)];
const uint l_419 = l_418 * uint(1);
const bool l_420 = l_8 < l_419;
const uint l_421 = l_419 - uint(1);
const uint l_422 = min(l_8, l_421);
const uint l_423 = buffer_3[l_422];
const uint l_424 = (l_420) ? l_423 : uint(0);
const uint l_9 = l_424;
const uint l_10 = uint(2) * uint(1);
const uint l_11 = l_10 + uint(1);
const uint l_425 = info.static_meta[uint(3)];
const uint l_426 = l_425 * uint(1);
const bool l_427 = l_11 < l_426;
const uint l_428 = l_426 - uint(1);
const uint l_429 = min(l_11, l_428);
const uint l_430 = buffer_3[l_429];
const uint l_431 = (l_427) ? l_430 : uint(0);
const uint l_12 = l_431;
const uint l_13 = uint(2) * uint(2);
const uint l_432 = info.static_meta[uint(3)];
const uint l_433 = l_432 * uint(1);
const bool l_434 = l_13 < l_433;
const uint l_435 = l_433 - uint(1);
const uint l_436 = min(l_13, l_435);
const uint l_437 = buffer_3[l_436];
const uint l_438 = (l_434) ? l_437 : uint(0);
const uint l_14 = l_438;
const uint l_15 = uint(2) * uint(2);
const uint l_16 = l_15 + uint(1);
const uint l_439 = info.static_meta[uint(3)];
const uint l_440 = l_439 * uint(1);
const bool l_441 = l_16 < l_440;
const uint l_442 = l_440 - uint(1);
const uint l_443 = min(l_16, l_442);
const uint l_444 = buffer_3[l_443];
const uint l_445 = (l_441) ? l_444 : uint(0);
const uint l_17 = l_445;
const uint l_18 = uint(2) * uint(3);
const uint l_446 = info.static_meta[uint(3)];
const uint l_447 = l_446 * uint(1);
const bool l_448 = l_18 < l_447;
const uint l_449 = l_447 - uint(1);
const uint l_450 = min(l_18, l_449);
const uint l_451 = buffer_3[l_450];
const uint l_452 = (l_448) ? l_451 : uint(0);
const uint l_19 = l_452;
const uint l_20 = uint(2) * uint(3);
const uint l_21 = l_20 + uint(1);
const uint l_453 = info.static_meta[uint(3)];
const uint l_454 = l_453 * uint(1);
const bool l_455 = l_21 < l_454;
const uint l_456 = l_454 - uint(1);
const uint l_457 = min(l_21, l_456);
const uint l_458 = buffer_3[l_457];
const uint l_459 = (l_455) ? l_458 : uint(0);
const uint l_22 = l_459;
const uint l_23 = uint(2) * uint(4);
const uint l_460 = info.static_meta[uint(3)];
const uint l_461 = l_460 * uint(1);
const bool l_462 = l_23 < l_461;
const uint l_463 = l_461 - uint(1);
const uint l_464 = min(l_23, l_463);
const uint l_465 = buffer_3[l_464];
const uint l_466 = (l_462) ? l_465 : uint(0);
const uint l_24 = l_466;
const uint l_25 = uint(2) * uint(4);
const uint l_26 = l_25 + uint(1);
const uint l_467 = info.static_meta[uint(3)];
const uint l_468 = l_467 * uint(1);
const bool l_469 = l_26 < l_468;
const uint l_470 = l_468 - uint(1);
const uint l_471 = min(l_26, l_470);
const uint l_472 = buffer_3[l_471];
const uint l_473 = (l_469) ? l_472 : uint(0);
const uint l_27 = l_473;
const uint l_28 = uint(2) * uint(5);
const uint l_474 = info.static_meta[uint(3)];
const uint l_475 = l_474 * uint(1);
const bool l_476 = l_28 < l_475;
const uint l_477 = l_475 - uint(1);
const uint l_478 = min(l_28, l_477);
const uint l_479 = buffer_3[l_478];
const uint l_480 = (l_476) ? l_479 : uint(0);
const uint l_29 = l_480;
const uint l_30 = uint(2) * uint(5);
const uint l_31 = l_30 + uint(1);
const uint l_481 = info.static_meta[uint(3)];
const uint l_482 = l_481 * uint(1);
const bool l_483 = l_31 < l_482;
const uint l_484 = l_482 - uint(1);
const uint l_485 = min(l_31, l_484);
const uint l_486 = buffer_3[l_485];
const uint l_487 = (l_483) ? l_486 : uint(0);
const uint l_32 = l_487;
const uint l_33 = uint(2) * thread_index_in_grid;
const uint l_34 = info.static_meta[uint(6)];
const bool l_35 = l_33 < l_34;
const uint l_36 = thread_index_in_grid * l_4;
const uint l_37 = __umulhi(thread_index_in_grid, l_4);
const uint l_38 = uint(0) * l_4;
const uint l_39 = l_37 + l_38;
l_mut_40 = uint(0);
const bool l_41 = l_39 < l_32;
const bool l_42 = l_39 == l_32;
const bool l_43 = l_36 < l_29;
const bool l_44 = l_42 && l_43;
const bool l_45 = l_41 || l_44;
if (l_45) {
const uint l_46 = l_29 - l_36;
const uint l_47 = l_32 - l_39;
const bool l_48 = l_29 < l_36;
const uint l_49 = uint(l_48);
const uint l_50 = l_47 - l_49;
l_mut_40 = l_4;
const bool l_51 = l_50 < uint(0);
const bool l_52 = l_50 == uint(0);
const bool l_53 = l_46 < l_4;
const bool l_54 = l_52 && l_53;
const bool l_55 = l_51 || l_54;
if (l_55) {
l_mut_40 = l_46;
}
}
const bool l_56 = l_mut_40 > uint(0);
const bool l_57 = l_35 && l_56;
if (l_57) {
const uint l_58 = uint(2) * thread_index_in_grid;
const uint l_493 = info.static_meta[uint(0)];
const uint l_494 = l_493 * uint(1);
const bool l_495 = l_58 < l_494;
const uint l_496 = l_494 - uint(1);
const uint l_497 = min(l_58, l_496);
const uint l_498 = buffer_0[l_497];
const uint l_499 = (l_495) ? l_498 : uint(0);
const uint l_59 = l_499;
const uint l_60 = uint(2) * thread_index_in_grid;
const uint l_61 = l_60 + uint(1);
const uint l_500 = info.static_meta[uint(0)];
const uint l_501 = l_500 * uint(1);
const bool l_502 = l_61 < l_501;
const uint l_503 = l_501 - uint(1);
const uint l_504 = min(l_61, l_503);
const uint l_505 = buffer_0[l_504];
const uint l_506 = (l_502) ? l_505 : uint(0);
const uint l_62 = l_506;
const uint l_63 = uint(2) * thread_index_in_grid;
const uint l_507 = info.static_meta[uint(1)];
const uint l_508 = l_507 * uint(1);
const bool l_509 = l_63 < l_508;
const uint l_510 = l_508 - uint(1);
const uint l_511 = min(l_63, l_510);
const uint l_512 = buffer_1[l_511];
const uint l_513 = (l_509) ? l_512 : uint(0);
const uint l_64 = l_513;
const uint l_65 = uint(2) * thread_index_in_grid;
const uint l_66 = l_65 + uint(1);
const uint l_514 = info.static_meta[uint(1)];
const uint l_515 = l_514 * uint(1);
const bool l_516 = l_66 < l_515;
const uint l_517 = l_515 - uint(1);
const uint l_518 = min(l_66, l_517);
const uint l_519 = buffer_1[l_518];
const uint l_520 = (l_516) ? l_519 : uint(0);
const uint l_67 = l_520;
const uint l_68 = uint(2) * thread_index_in_grid;
const uint l_521 = info.static_meta[uint(2)];
const uint l_522 = l_521 * uint(1);
const bool l_523 = l_68 < l_522;
const uint l_524 = l_522 - uint(1);
const uint l_525 = min(l_68, l_524);
const uint l_526 = buffer_2[l_525];
const uint l_527 = (l_523) ? l_526 : uint(0);
const uint l_69 = l_527;
const uint l_70 = uint(2) * thread_index_in_grid;
const uint l_71 = l_70 + uint(1);
const uint l_528 = info.static_meta[uint(2)];
const uint l_529 = l_528 * uint(1);
const bool l_530 = l_71 < l_529;
const uint l_531 = l_529 - uint(1);
const uint l_532 = min(l_71, l_531);
const uint l_533 = buffer_2[l_532];
const uint l_534 = (l_530) ? l_533 : uint(0);
const uint l_72 = l_534;
const uint l_73 = l_72 >> uint(31);
const bool l_74 = l_73 == uint(1);
l_mut_40 = l_69;
l_mut_75 = l_72;
if (l_74) {
const uint l_76 = uint(0) - l_69;
const uint l_77 = uint(0) - l_72;
const bool l_78 = uint(0) < l_69;
const uint l_79 = uint(l_78);
const uint l_80 = l_77 - l_79;
l_mut_40 = l_76;
l_mut_75 = l_80;
}
const uint l_81 = l_mut_40 * l_4;
const uint l_82 = l_mut_75 * l_4;
const uint l_83 = __umulhi(l_mut_40, l_4);
const uint l_84 = l_83 + l_82;
const uint l_85 = __umulhi(l_mut_75, l_4);
const bool l_86 = l_84 < l_82;
const uint l_87 = uint(l_86);
const uint l_88 = l_85 + l_87;
const uint l_89 = l_9 % uint(32);
l_mut_90 = l_81;
const bool l_91 = l_89 > uint(0);
if (l_91) {
const uint l_92 = l_81 >> l_89;
const uint l_93 = uint(32) - l_89;
const uint l_94 = l_84 << l_93;
const uint l_95 = l_92 | l_94;
l_mut_90 = l_95;
}
l_mut_96 = l_84;
const bool l_97 = l_89 > uint(0);
if (l_97) {
const uint l_98 = l_84 >> l_89;
const uint l_99 = uint(32) - l_89;
const uint l_100 = l_88 << l_99;
const uint l_101 = l_98 | l_100;
l_mut_96 = l_101;
}
l_mut_102 = l_mut_90;
l_mut_90 = l_mut_96;
const bool l_103 = l_9 >= uint(64);
if (l_103) {
l_mut_102 = l_88;
l_mut_90 = uint(0);
} else {
const bool l_104 = l_9 >= uint(32);
if (l_104) {
l_mut_96 = l_84;
const bool l_105 = l_89 > uint(0);
if (l_105) {
const uint l_106 = l_84 >> l_89;
const uint l_107 = uint(32) - l_89;
const uint l_108 = l_88 << l_107;
const uint l_109 = l_106 | l_108;
l_mut_96 = l_109;
}
const uint l_110 = l_88 >> l_89;
l_mut_102 = l_mut_96;
l_mut_90 = l_110;
}
}
l_mut_96 = l_mut_102;
l_mut_102 = l_mut_90;
if (l_74) {
const uint l_111 = uint(0) - l_mut_96;
const uint l_112 = uint(0) - l_mut_102;
const bool l_113 = uint(0) < l_mut_96;
const uint l_114 = uint(l_113);
const uint l_115 = l_112 - l_114;
l_mut_96 = l_111;
l_mut_102 = l_115;
}
const uint l_116 = l_59 + l_mut_96;
const uint l_117 = l_62 + l_mut_102;
const bool l_118 = l_116 < l_59;
const uint l_119 = uint(l_118);
const uint l_120 = l_117 + l_119;
const uint l_121 = l_4 * l_4;
const uint l_122 = l_9 + uint(3);
const uint l_123 = l_72 >> uint(31);
const bool l_124 = l_123 == uint(1);
l_mut_102 = l_69;
l_mut_96 = l_72;
if (l_124) {
const uint l_125 = uint(0) - l_69;
const uint l_126 = uint(0) - l_72;
const bool l_127 = uint(0) < l_69;
const uint l_128 = uint(l_127);
const uint l_129 = l_126 - l_128;
l_mut_102 = l_125;
l_mut_96 = l_129;
}
const uint l_130 = l_mut_102 * l_121;
const uint l_131 = l_mut_96 * l_121;
const uint l_132 = __umulhi(l_mut_102, l_121);
const uint l_133 = l_132 + l_131;
const uint l_134 = __umulhi(l_mut_96, l_121);
const bool l_135 = l_133 < l_131;
const uint l_136 = uint(l_135);
const uint l_137 = l_134 + l_136;
const uint l_138 = l_122 % uint(32);
l_mut_90 = l_130;
const bool l_139 = l_138 > uint(0);
if (l_139) {
const uint l_140 = l_130 >> l_138;
const uint l_141 = uint(32) - l_138;
const uint l_142 = l_133 << l_141;
const uint l_143 = l_140 | l_142;
l_mut_90 = l_143;
}
l_mut_75 = l_133;
const bool l_144 = l_138 > uint(0);
if (l_144) {
const uint l_145 = l_133 >> l_138;
const uint l_146 = uint(32) - l_138;
const uint l_147 = l_137 << l_146;
const uint l_148 = l_145 | l_147;
l_mut_75 = l_148;
}
l_mut_40 = l_mut_90;
l_mut_90 = l_mut_75;
const bool l_149 = l_122 >= uint(64);
if (l_149) {
l_mut_40 = l_137;
l_mut_90 = uint(0);
} else {
const bool l_150 = l_122 >= uint(32);
if (l_150) {
l_mut_75 = l_133;
const bool l_151 = l_138 > uint(0);
if (l_151) {
const uint l_152 = l_133 >> l_138;
const uint l_153 = uint(32) - l_138;
const uint l_154 = l_137 << l_153;
const uint l_155 = l_152 | l_154;
l_mut_75 = l_155;
}
const uint l_156 = l_137 >> l_138;
l_mut_40 = l_mut_75;
l_mut_90 = l_156;
}
}
l_mut_102 = l_mut_40;
l_mut_96 = l_mut_90;
if (l_124) {
const uint l_157 = uint(0) - l_mut_102;
const uint l_158 = uint(0) - l_mut_96;
const bool l_159 = uint(0) < l_mut_102;
const uint l_160 = uint(l_159);
const uint l_161 = l_158 - l_160;
l_mut_102 = l_157;
l_mut_96 = l_161;
}
const uint l_162 = l_64 - l_mut_102;
const uint l_163 = l_67 - l_mut_96;
const bool l_164 = l_64 < l_mut_102;
const uint l_165 = uint(l_164);
const uint l_166 = l_163 - l_165;
const uint l_167 = l_162 + l_14;
const uint l_168 = l_166 + l_17;
const bool l_169 = l_167 < l_162;
const uint l_170 = uint(l_169);
const uint l_171 = l_168 + l_170;
const uint l_172 = uint(0) - l_116;
const uint l_173 = uint(0) - l_120;
const bool l_174 = uint(0) < l_116;
const uint l_175 = uint(l_174);
const uint l_176 = l_173 - l_175;
const uint l_177 = l_14 + l_14;
const uint l_178 = l_17 + l_17;
const bool l_179 = l_177 < l_14;
const uint l_180 = uint(l_179);
const uint l_181 = l_178 + l_180;
l_mut_102 = l_172;
l_mut_96 = l_176;
const uint l_182 = uint(0) - l_172;
const uint l_183 = uint(0) - l_176;
const bool l_184 = uint(0) < l_172;
const uint l_185 = uint(l_184);
const uint l_186 = l_183 - l_185;
l_mut_90 = l_182;
l_mut_75 = l_186;
l_mut_40 = l_167;
l_mut_187 = l_171;
l_mut_188 = uint(1);
l_mut_189 = uint(1);
l_mut_190 = bool(false);
const bool l_191 = l_mut_187 < l_181;
const bool l_192 = l_mut_187 == l_181;
const bool l_193 = l_mut_40 < l_177;
const bool l_194 = l_192 && l_193;
const bool l_195 = l_191 || l_194;
const bool l_196 = !l_195;
l_mut_197 = l_196;
const uint l_198 = l_172 | l_176;
const bool l_199 = l_198 == uint(0);
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
l_mut_207 = uint(0);
l_mut_208 = bool(false);
const uint l_209 = l_mut_102 | l_mut_96;
const bool l_210 = l_209 == uint(0);
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
const uint l_216 = l_mut_90 - uint(1);
const uint l_217 = l_mut_75 - uint(0);
const bool l_218 = l_mut_90 < uint(1);
const uint l_219 = uint(l_218);
const uint l_220 = l_217 - l_219;
l_mut_221 = l_216;
l_mut_222 = l_220;
l_mut_223 = uint(0);

for (uint l_mut_224 = uint(0); l_mut_224 < uint(16); ++l_mut_224) {
const uint l_225 = uint(15) - l_mut_224;
l_mut_226 = l_mut_221;
l_mut_227 = l_mut_222;
const bool l_228 = l_225 >= uint(32);
if (l_228) {
const uint l_229 = l_225 & uint(31);
const uint l_230 = l_mut_222 >> l_229;
l_mut_226 = l_230;
l_mut_227 = uint(0);
} else {
const bool l_231 = l_225 > uint(0);
if (l_231) {
l_mut_232 = l_mut_221;
const bool l_233 = l_225 > uint(0);
if (l_233) {
const uint l_234 = l_mut_221 >> l_225;
const uint l_235 = uint(32) - l_225;
const uint l_236 = l_mut_222 << l_235;
const uint l_237 = l_234 | l_236;
l_mut_232 = l_237;
}
const uint l_238 = l_mut_222 >> l_225;
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
const bool l_245 = l_225 >= uint(32);
if (l_245) {
const uint l_246 = l_225 & uint(31);
const uint l_247 = l_mut_102 << l_246;
l_mut_232 = uint(0);
l_mut_227 = l_247;
} else {
const bool l_248 = l_225 > uint(0);
if (l_248) {
const uint l_249 = l_mut_102 << l_225;
const uint l_250 = l_mut_96 << l_225;
const uint l_251 = uint(32) - l_225;
const uint l_252 = l_mut_102 >> l_251;
const uint l_253 = l_250 | l_252;
l_mut_232 = l_249;
l_mut_227 = l_253;
}
}
const uint l_254 = l_mut_221 - l_mut_232;
const uint l_255 = l_mut_222 - l_mut_227;
const bool l_256 = l_mut_221 < l_mut_232;
const uint l_257 = uint(l_256);
const uint l_258 = l_255 - l_257;
l_mut_221 = l_254;
l_mut_222 = l_258;
const uint l_259 = uint(1) << l_225;
l_mut_223 = l_mut_223 | l_259;
}
}
const uint l_260 = min(l_mut_223, l_4);
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
const uint l_272 = l_mut_207 * l_mut_189;
const uint l_273 = l_mut_188 + l_272;
const uint l_274 = l_273 + l_mut_189;
const bool l_275 = l_274 < l_4;
const bool l_276 = l_271 && l_275;
const bool l_277 = !l_276;
if (l_277) {
break;}
const uint l_278 = l_mut_232 - l_mut_102;
const uint l_279 = l_mut_227 - l_mut_96;
const bool l_280 = l_mut_232 < l_mut_102;
const uint l_281 = uint(l_280);
const uint l_282 = l_279 - l_281;
l_mut_232 = l_278;
l_mut_227 = l_282;
l_mut_207 = l_mut_207 + uint(1);
}
}
}
const uint l_283 = l_mut_207 * l_mut_189;
const uint l_284 = l_mut_188 + l_283;
const uint l_285 = l_284 + l_mut_189;
const bool l_286 = l_285 >= l_4;
if (l_286) {
l_mut_190 = bool(true);
l_mut_197 = bool(false);
} else {
const uint l_287 = l_mut_102 * l_mut_207;
const uint l_288 = __umulhi(l_mut_102, l_mut_207);
const uint l_289 = l_mut_96 * l_mut_207;
const uint l_290 = l_288 + l_289;
const uint l_291 = l_mut_90 - l_287;
const uint l_292 = l_mut_75 - l_290;
const bool l_293 = l_mut_90 < l_287;
const uint l_294 = uint(l_293);
const uint l_295 = l_292 - l_294;
l_mut_90 = l_291;
l_mut_75 = l_295;
const uint l_296 = l_mut_207 * l_mut_189;
l_mut_188 = l_mut_188 + l_296;
const uint l_297 = l_mut_102 - l_mut_90;
const uint l_298 = l_mut_96 - l_mut_75;
const bool l_299 = l_mut_102 < l_mut_90;
const uint l_300 = uint(l_299);
const uint l_301 = l_298 - l_300;
l_mut_102 = l_297;
l_mut_96 = l_301;
l_mut_189 = l_mut_189 + l_mut_188;
}
} else {
const uint l_302 = l_mut_40 - l_mut_102;
const uint l_303 = l_mut_187 - l_mut_96;
const bool l_304 = l_mut_40 < l_mut_102;
const uint l_305 = uint(l_304);
const uint l_306 = l_303 - l_305;
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
l_mut_232 = uint(0);
l_mut_208 = bool(false);
const uint l_312 = l_mut_90 | l_mut_75;
const bool l_313 = l_312 == uint(0);
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
const uint l_319 = l_mut_102 - uint(1);
const uint l_320 = l_mut_96 - uint(0);
const bool l_321 = l_mut_102 < uint(1);
const uint l_322 = uint(l_321);
const uint l_323 = l_320 - l_322;
l_mut_227 = l_319;
l_mut_226 = l_323;
l_mut_223 = uint(0);

for (uint l_mut_324 = uint(0); l_mut_324 < uint(16); ++l_mut_324) {
const uint l_325 = uint(15) - l_mut_324;
l_mut_222 = l_mut_227;
l_mut_221 = l_mut_226;
const bool l_326 = l_325 >= uint(32);
if (l_326) {
const uint l_327 = l_325 & uint(31);
const uint l_328 = l_mut_226 >> l_327;
l_mut_222 = l_328;
l_mut_221 = uint(0);
} else {
const bool l_329 = l_325 > uint(0);
if (l_329) {
l_mut_207 = l_mut_227;
const bool l_330 = l_325 > uint(0);
if (l_330) {
const uint l_331 = l_mut_227 >> l_325;
const uint l_332 = uint(32) - l_325;
const uint l_333 = l_mut_226 << l_332;
const uint l_334 = l_331 | l_333;
l_mut_207 = l_334;
}
const uint l_335 = l_mut_226 >> l_325;
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
const bool l_342 = l_325 >= uint(32);
if (l_342) {
const uint l_343 = l_325 & uint(31);
const uint l_344 = l_mut_90 << l_343;
l_mut_222 = uint(0);
l_mut_221 = l_344;
} else {
const bool l_345 = l_325 > uint(0);
if (l_345) {
const uint l_346 = l_mut_90 << l_325;
const uint l_347 = l_mut_75 << l_325;
const uint l_348 = uint(32) - l_325;
const uint l_349 = l_mut_90 >> l_348;
const uint l_350 = l_347 | l_349;
l_mut_222 = l_346;
l_mut_221 = l_350;
}
}
const uint l_351 = l_mut_227 - l_mut_222;
const uint l_352 = l_mut_226 - l_mut_221;
const bool l_353 = l_mut_227 < l_mut_222;
const uint l_354 = uint(l_353);
const uint l_355 = l_352 - l_354;
l_mut_227 = l_351;
l_mut_226 = l_355;
const uint l_356 = uint(1) << l_325;
l_mut_223 = l_mut_223 | l_356;
}
}
const uint l_357 = min(l_mut_223, l_4);
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
const uint l_369 = l_mut_232 * l_mut_188;
const uint l_370 = l_mut_189 + l_369;
const uint l_371 = l_370 + l_mut_188;
const bool l_372 = l_371 < l_4;
const bool l_373 = l_368 && l_372;
const bool l_374 = !l_373;
if (l_374) {
break;}
const uint l_375 = l_mut_227 - l_mut_90;
const uint l_376 = l_mut_226 - l_mut_75;
const bool l_377 = l_mut_227 < l_mut_90;
const uint l_378 = uint(l_377);
const uint l_379 = l_376 - l_378;
l_mut_227 = l_375;
l_mut_226 = l_379;
l_mut_232 = l_mut_232 + uint(1);
}
}
}
const uint l_380 = l_mut_188 + l_mut_189;
const uint l_381 = l_mut_232 * l_mut_188;
const uint l_382 = l_380 + l_381;
const bool l_383 = l_382 >= l_4;
if (l_383) {
l_mut_190 = bool(true);
l_mut_197 = bool(false);
} else {
const uint l_384 = l_mut_90 * l_mut_232;
const uint l_385 = __umulhi(l_mut_90, l_mut_232);
const uint l_386 = l_mut_75 * l_mut_232;
const uint l_387 = l_385 + l_386;
const uint l_388 = l_mut_102 - l_384;
const uint l_389 = l_mut_96 - l_387;
const bool l_390 = l_mut_102 < l_384;
const uint l_391 = uint(l_390);
const uint l_392 = l_389 - l_391;
l_mut_102 = l_388;
l_mut_96 = l_392;
const uint l_393 = l_mut_232 * l_mut_188;
l_mut_189 = l_mut_189 + l_393;
const uint l_394 = l_mut_90 - l_mut_102;
const uint l_395 = l_mut_75 - l_mut_96;
const bool l_396 = l_mut_90 < l_mut_102;
const uint l_397 = uint(l_396);
const uint l_398 = l_395 - l_397;
l_mut_90 = l_394;
l_mut_75 = l_398;
l_mut_188 = l_mut_188 + l_mut_189;
}
}
}
}
const bool l_399 = !l_mut_190;
if (l_399) {
const uint l_535 = info.static_meta[uint(5)];
const uint l_536 = l_535 * uint(1);
const uint l_537 = l_536 - uint(1);
const uint l_538 = min(uint(0), l_537);
device atomic_uint* l_539 = &buffer_5[l_538];
atomic_uint* l_400 = l_539;
const uint l_401 = atomic_fetch_add_explicit(l_400, uint(1), memory_order_relaxed);
const uint l_402 = info.static_meta[uint(10)];
const bool l_403 = l_401 < l_402;
if (l_403) {
const uint l_540 = info.static_meta[uint(4)];
const uint l_541 = l_540 * uint(1);
const bool l_542 = l_401 < l_541;
if (l_542) {
buffer_4[l_401] = thread_index_in_grid;
}
}
}
}

}
