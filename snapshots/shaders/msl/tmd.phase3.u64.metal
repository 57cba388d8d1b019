
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[14];
};

[[kernel]]
void phase3(
    const device uint * buffer_0 [[buffer(0)]],
    const device uint * buffer_1 [[buffer(1)]],
    const device uint * buffer_2 [[buffer(2)]],
    const device uint * buffer_3 [[buffer(3)]],
    const device uint * buffer_4 [[buffer(4)]],
    device uint * buffer_5 [[buffer(5)]],
    device atomic_uint * buffer_6 [[buffer(6)]],
    constant info_st& info [[buffer(7)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
uint l_mut_83;
uint64_t l_mut_123;
uint64_t l_mut_128;
uint64_t l_mut_150;
uint64_t l_mut_204;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_467 = info.static_meta[uint(6)];
const uint l_468 = l_467 * uint(1);
const uint l_469 = l_468 - uint(1);
const uint l_470 = min(uint(3), l_469);
device atomic_uint* l_471 = &buffer_6[l_470];
atomic_uint* l_1 = l_471;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_383 = info.static_meta[uint(3)];
const uint l_384 = l_383 * uint(1);
const bool l_385 = l_3 < l_384;
const uint l_386 = l_384 - uint(1);
const uint l_387 = min(l_3, l_386);
const uint l_388 = buffer_3[l_387];
const uint l_389 = (l_385) ? l_388 : uint(0);
const uint l_4 = l_389;
const uint64_t l_5 = uint64_t(l_4);
const uint l_6 = uint(2) * uint(0);
const uint l_7 = l_6 + uint(1);
const uint l_390 = info.static_meta[uint(3)];
const uint l_391 = l_390 * uint(1);
const bool l_392 = l_7 < l_391;
const uint l_393 = l_391 - uint(1);
const uint l_394 = min(l_7, l_393);
const uint l_395 = buffer_3[l_394];
const uint l_396 = (l_392) ? l_395 : uint(0);
const uint l_8 = l_396;
const uint64_t l_9 = uint64_t(l_8);
const uint64_t l_10 = l_9 << uint64_t(32);
const uint64_t l_11 = l_5 | l_10;
const uint64_t l_12 = l_11 & uint64_t(4294967295);
const uint l_13 = uint(l_12);
const uint l_14 = uint(2) * uint(1);
const uint l_397 = info.static_meta[uint(3)];
const uint l_398 = l_397 * uint(1);
const bool l_399 = l_14 < l_398;
const uint l_400 = l_398 - uint(1);
const uint l_401 = min(l_14, l_400);
const uint l_402 = buffer_3[l_401];
const uint l_403 = (l_399) ? l_402 : uint(0);
const uint l_15 = l_403;
const uint64_t l_16 = uint64_t(l_15);
const uint l_17 = uint(2) * uint(1);
const uint l_18 = l_17 + uint(1);
const uint l_404 = info.static_meta[uint(3)];
const uint l_405 = l_404 * uint(1);
const bool l_406 = l_18 < l_405;
const uint l_407 = l_405 - uint(1);
const uint l_408 = min(l_18, l_407);
const uint l_409 = buffer_3[l_408];
const uint l_410 = (l_406) ? l_409 : uint(0);
const uint l_19 = l_410;
const uint64_t l_20 = uint64_t(l_19);
const uint64_t l_21 = l_20 << uint64_t(32);
const uint64_t l_22 = l_16 | l_21;
const uint64_t l_23 = l_22 & uint64_t(4294967295);
const uint l_24 = uint(l_23);
const uint l_25 = uint(2) * uint(2);
const uint l_411 = info.static_meta[uint(3)];
const uint l_412 = l_411 * uint(1);
const bool l_413 = l_25 < l_412;
const uint l_414 = l_412 - uint(1);
const uint l_415 = min(l_25, l_414);
const uint l_416 = buffer_3[l_415];
const uint l_417 = (l_413) ? l_416 : uint(0);
const uint l_26 = l_417;
const uint64_t l_27 = uint64_t(l_26);
const uint l_28 = uint(2) * uint(2);
const uint l_29 = l_28 + uint(1);
const uint l_418 = info.static_meta[uint(3)];
const uint l_419 = l_418 * uint(1);
const bool l_420 = l_29 < l_419;
const uint l_421 = l_419 - uint(1);
const uint l_422 = min(l_29, l_421);
const uint l_423 = buffer_3[l_422];
const uint l_424 = (l_420) ? l_423 : uint(0);
const uint l_30 = l_424;
const uint64_t l_31 = uint64_t(l_30);
const uint64_t l_32 = l_31 << uint64_t(32);
const uint64_t l_33 = l_27 | l_32;
const uint l_34 = uint(2) * uint(3);
const uint l_425 = info.static_meta[uint(3)];
const uint l_426 = l_425 * uint(1);
const bool l_427 = l_34 < l_426;
const uint l_428 = l_426 - uint(1);
const uint l_429 = min(l_34, l_428);
const uint l_430 = buffer_3[l_429];
const uint l_431 = (l_427) ? l_430 : uint(0);
const uint l_35 = l_431;
const uint64_t l_36 = uint64_t(l_35);
const uint l_37 = uint(2) * uint(3);
const uint l_38 = l_37 + uint(1);
const uint l_432 = info.static_meta[uint(3)];
const uint l_433 = l_432 * uint(1);
const bool l_434 = l_38 < l_433;
const uint l_435 = l_433 - uint(1);
const uint l_436 = min(l_38, l_435);
const uint l_437 = buffer_3[l_436];
const uint l_438 = (l_434) ? l_437 : uint(0);
const uint l_39 = l_438;
const uint64_t l_40 = uint64_t(l_39);
const uint64_t l_41 = l_40 << uint64_t(32);
const uint64_t l_42 = l_36 | l_41;
const uint l_43 = uint(2) * uint(4);
const uint l_439 = info.static_meta[uint(3)];
const uint l_440 = l_439 * uint(1);
const bool l_441 = l_43 < l_440;
const uint l_442 = l_440 - uint(1);
const uint l_443 = min(l_43, l_442);
const uint l_444 = buffer_3[l_443];
const uint l_445 = (l_441) ? l_444 : uint(0);
const uint l_44 = l_445;
const uint64_t l_45 = uint64_t(l_44);
const uint l_46 = uint(2) * uint(4);
const uint l_47 = l_46 + uint(1);
const uint l_446 = info.static_meta[uint(3)];
const uint l_447 = l_446 * uint(1);
const bool l_448 = l_47 < l_447;
const uint l_449 = l_447 - uint(1);
const uint l_450 = min(l_47, l_449);
const uint l_451 = buffer_3[l_450];
const uint l_452 = (l_448) ? l_451 : uint(0);
const uint l_48 = l_452;
const uint64_t l_49 = uint64_t(l_48);
const uint64_t l_50 = l_49 << uint64_t(32);
const uint64_t l_51 = l_45 | l_50;
const uint l_52 = uint(2) * uint(5);
const uint l_453 = info.static_meta[uint(3)];
const uint l_454 = l_453 * uint(1);
const bool l_455 = l_52 < l_454;
const uint l_456 = l_454 - uint(1);
const uint l_457 = min(l_52, l_456);
const uint l_458 = buffer_3[l_457];
const uint l_459 = (l_455) ? l_458 : uint(0);
const uint l_53 = l_459;
const uint64_t l_54 = uint64_t(l_53);
const uint l_55 = uint(2) * uint(5);
const uint l_56 = l_55 + uint(1);
const uint l_460 = info.static_meta[uint(3)];
const uint l_461 = l_460 * uint(1);
const bool l_462 = l_56 < l_461;
const uint l_463 = l_461 - uint(1);
const uint l_464 = min(l_56, l_463);
const uint l_465 = buffer_3[l_464];
const uint l_466 = (l_462) ? l_465 : uint(0);
const uint l_57 = l_466;
const uint64_t l_58 = uint64_t(l_57);
const uint64_t l_59 = l_58 << uint64_t(32);
const uint64_t l_60 = l_54 | l_59;
const uint l_61 = l_13 / uint(8);
const uint l_62 = l_61 + uint(64);
const uint l_63 = l_62 - uint(1);
const uint l_64 = l_63 / uint(64);
const uint l_65 = info.static_meta[uint(11)];
const uint l_66 = l_65 * l_64;
const bool l_67 = thread_index_in_grid < l_66;
if (l_67) {
const uint l_68 = thread_index_in_grid / l_64;
const uint l_472 = info.static_meta[uint(4)];
const uint l_473 = l_472 * uint(1);
const bool l_474 = l_68 < l_473;
const uint l_475 = l_473 - uint(1);
const uint l_476 = min(l_68, l_475);
const uint l_477 = buffer_4[l_476];
const uint l_478 = (l_474) ? l_477 : uint(0);
const uint l_69 = l_478;
const uint l_70 = l_69 / uint(8);
const uint l_71 = l_69 % uint(8);
const uint l_72 = l_71 * l_61;
const uint l_73 = thread_index_in_grid % l_64;
const uint l_74 = l_73 * uint(64);
const uint l_75 = l_72 + l_74;
const uint l_76 = l_75 + uint(64);
const uint l_77 = l_71 + uint(1);
const uint l_78 = l_77 * l_61;
const uint l_79 = min(l_76, l_78);
const uint64_t l_80 = uint64_t(l_70);
const uint64_t l_81 = uint64_t(l_13);
const uint64_t l_82 = l_80 * l_81;
l_mut_83 = uint(0);
const bool l_84 = l_82 < l_60;
if (l_84) {
const uint64_t l_85 = l_60 - l_82;
l_mut_83 = l_13;
const uint64_t l_86 = uint64_t(l_13);
const bool l_87 = l_85 < l_86;
if (l_87) {
const uint64_t l_88 = l_85 & uint64_t(4294967295);
const uint l_89 = uint(l_88);
l_mut_83 = l_89;
}
}
const uint l_90 = min(l_79, l_mut_83);
const uint l_91 = uint(2) * l_70;
const uint l_479 = info.static_meta[uint(0)];
const uint l_480 = l_479 * uint(1);
const bool l_481 = l_91 < l_480;
const uint l_482 = l_480 - uint(1);
const uint l_483 = min(l_91, l_482);
const uint l_484 = buffer_0[l_483];
const uint l_485 = (l_481) ? l_484 : uint(0);
const uint l_92 = l_485;
const uint64_t l_93 = uint64_t(l_92);
const uint l_94 = uint(2) * l_70;
const uint l_95 = l_94 + uint(1);
const uint l_486 = info.static_meta[uint(0)];
const uint l_487 = l_486 * uint(1);
const bool l_488 = l_95 < l_487;
const uint l_489 = l_487 - uint(1);
const uint l_490 = min(l_95, l_489);
const uint l_491 = buffer_0[l_490];
const uint l_492 = (l_488) ? l_491 : uint(0);
const uint l_96 = l_492;
const uint64_t l_97 = uint64_t(l_96);
const uint64_t l_98 = l_97 << uint64_t(32);
const uint64_t l_99 = l_93 | l_98;
const uint l_100 = uint(2) * l_70;
const uint l_493 = info.static_meta[uint(1)];
const uint l_494 = l_493 * uint(1);
const bool l_495 = l_100 < l_494;
const uint l_496 = l_494 - uint(1);
const uint l_497 = min(l_100, l_496);
const uint l_498 = buffer_1[l_497];
const uint l_499 = (l_495) ? l_498 : uint(0);
const uint l_101 = l_499;
const uint64_t l_102 = uint64_t(l_101);
const uint l_103 = uint(2) * l_70;
const uint l_104 = l_103 + uint(1);
const uint l_500 = info.static_meta[uint(1)];
const uint l_501 = l_500 * uint(1);
const bool l_502 = l_104 < l_501;
const uint l_503 = l_501 - uint(1);
const uint l_504 = min(l_104, l_503);
const uint l_505 = buffer_1[l_504];
const uint l_506 = (l_502) ? l_505 : uint(0);
const uint l_105 = l_506;
const uint64_t l_106 = uint64_t(l_105);
const uint64_t l_107 = l_106 << uint64_t(32);
const uint64_t l_108 = l_102 | l_107;
const uint l_109 = uint(2) * l_70;
const uint l_507 = info.static_meta[uint(2)];
const uint l_508 = l_507 * uint(1);
const bool l_509 = l_109 < l_508;
const uint l_510 = l_508 - uint(1);
const uint l_511 = min(l_109, l_510);
const uint l_512 = buffer_2[l_511];
const uint l_513 = (l_509) ? l_512 : uint(0);
const uint l_110 = l_513;
const uint64_t l_111 = uint64_t(l_110);
const uint l_112 = uint(2) * l_70;
const uint l_113 = l_112 + uint(1);
const uint l_514 = info.static_meta[uint(2)];
const uint l_515 = l_514 * uint(1);
const bool l_516 = l_113 < l_515;
const uint l_517 = l_515 - uint(1);
const uint l_518 = min(l_113, l_517);
const uint l_519 = buffer_2[l_518];
const uint l_520 = (l_516) ? l_519 : uint(0);
const uint l_114 = l_520;
const uint64_t l_115 = uint64_t(l_114);
const uint64_t l_116 = l_115 << uint64_t(32);
const uint64_t l_117 = l_111 | l_116;
l_mut_83 = uint(0);

for (uint l_mut_118 = l_75; l_mut_118 < l_90; ++l_mut_118) {
const uint64_t l_119 = uint64_t(l_mut_118);
const uint64_t l_120 = l_99 * l_119;
const uint64_t l_121 = l_108 + l_120;
const uint64_t l_122 = uint64_t(uint(0));
l_mut_123 = l_122;
const bool l_124 = l_mut_118 < uint(65536);
if (l_124) {
const uint l_125 = l_mut_118 * l_mut_118;
const uint64_t l_126 = l_117 >> uint64_t(63);
const bool l_127 = l_126 == uint64_t(1);
l_mut_128 = l_117;
if (l_127) {
const uint64_t l_129 = uint64_t(uint(0));
const uint64_t l_130 = l_129 - l_117;
l_mut_128 = l_130;
}
const uint64_t l_131 = uint64_t(l_125);
const uint64_t l_132 = l_mut_128 & uint64_t(4294967295);
const uint64_t l_133 = l_132 * l_131;
const uint64_t l_134 = l_mut_128 >> uint64_t(32);
const uint64_t l_135 = l_134 * l_131;
const uint64_t l_136 = l_135 << uint64_t(32);
const uint64_t l_137 = l_133 + l_136;
const uint64_t l_138 = l_135 >> uint64_t(32);
const bool l_139 = l_137 < l_133;
const uint64_t l_140 = uint64_t(l_139);
const uint64_t l_141 = l_138 + l_140;
l_mut_128 = l_137;
const bool l_142 = l_24 == uint(64);
if (l_142) {
l_mut_128 = l_141;
} else {
const bool l_143 = l_24 > uint(0);
if (l_143) {
const uint l_144 = uint(64) - l_24;
const uint64_t l_145 = uint64_t(l_144);
const uint64_t l_146 = l_141 << l_145;
const uint64_t l_147 = uint64_t(l_24);
const uint64_t l_148 = l_137 >> l_147;
const uint64_t l_149 = l_146 | l_148;
l_mut_128 = l_149;
}
}
l_mut_150 = l_mut_128;
if (l_127) {
const uint64_t l_151 = uint64_t(uint(0));
const uint64_t l_152 = l_151 - l_mut_150;
l_mut_150 = l_152;
}
l_mut_123 = l_mut_150;
} else {
const uint64_t l_153 = l_117 >> uint64_t(63);
const bool l_154 = l_153 == uint64_t(1);
l_mut_150 = l_117;
if (l_154) {
const uint64_t l_155 = uint64_t(uint(0));
const uint64_t l_156 = l_155 - l_117;
l_mut_150 = l_156;
}
const uint64_t l_157 = uint64_t(l_mut_118);
const uint64_t l_158 = l_mut_150 & uint64_t(4294967295);
const uint64_t l_159 = l_158 * l_157;
const uint64_t l_160 = l_mut_150 >> uint64_t(32);
const uint64_t l_161 = l_160 * l_157;
const uint64_t l_162 = l_161 << uint64_t(32);
const uint64_t l_163 = l_159 + l_162;
const uint64_t l_164 = l_161 >> uint64_t(32);
const bool l_165 = l_163 < l_159;
const uint64_t l_166 = uint64_t(l_165);
const uint64_t l_167 = l_164 + l_166;
l_mut_128 = l_163;
const bool l_168 = uint(0) == uint(64);
if (l_168) {
l_mut_128 = l_167;
} else {
const bool l_169 = uint(0) > uint(0);
if (l_169) {
const uint64_t l_170 = uint64_t(uint(64));
const uint64_t l_171 = l_167 << l_170;
const uint64_t l_172 = uint64_t(uint(0));
const uint64_t l_173 = l_163 >> l_172;
const uint64_t l_174 = l_171 | l_173;
l_mut_128 = l_174;
}
}
const uint64_t l_175 = uint64_t(l_mut_118);
const uint64_t l_176 = l_mut_150 & uint64_t(4294967295);
const uint64_t l_177 = l_176 * l_175;
const uint64_t l_178 = l_mut_150 >> uint64_t(32);
const uint64_t l_179 = l_178 * l_175;
const uint64_t l_180 = l_179 << uint64_t(32);
const uint64_t l_181 = l_177 + l_180;
const uint64_t l_182 = l_179 >> uint64_t(32);
const bool l_183 = l_181 < l_177;
const uint64_t l_184 = uint64_t(l_183);
const uint64_t l_185 = l_182 + l_184;
l_mut_150 = l_181;
const bool l_186 = uint(64) == uint(64);
if (l_186) {
l_mut_150 = l_185;
} else {
const bool l_187 = uint(64) > uint(0);
if (l_187) {
const uint64_t l_188 = uint64_t(uint(0));
const uint64_t l_189 = l_185 << l_188;
const uint64_t l_190 = uint64_t(uint(64));
const uint64_t l_191 = l_181 >> l_190;
const uint64_t l_192 = l_189 | l_191;
l_mut_150 = l_192;
}
}
const uint64_t l_193 = uint64_t(l_mut_118);
const uint64_t l_194 = l_mut_128 & uint64_t(4294967295);
const uint64_t l_195 = l_194 * l_193;
const uint64_t l_196 = l_mut_128 >> uint64_t(32);
const uint64_t l_197 = l_196 * l_193;
const uint64_t l_198 = l_197 << uint64_t(32);
const uint64_t l_199 = l_195 + l_198;
const uint64_t l_200 = l_197 >> uint64_t(32);
const bool l_201 = l_199 < l_195;
const uint64_t l_202 = uint64_t(l_201);
const uint64_t l_203 = l_200 + l_202;
l_mut_204 = l_199;
const bool l_205 = uint(0) == uint(64);
if (l_205) {
l_mut_204 = l_203;
} else {
const bool l_206 = uint(0) > uint(0);
if (l_206) {
const uint64_t l_207 = uint64_t(uint(64));
const uint64_t l_208 = l_203 << l_207;
const uint64_t l_209 = uint64_t(uint(0));
const uint64_t l_210 = l_199 >> l_209;
const uint64_t l_211 = l_208 | l_210;
l_mut_204 = l_211;
}
}
const uint64_t l_212 = uint64_t(l_mut_118);
const uint64_t l_213 = l_mut_128 & uint64_t(4294967295);
const uint64_t l_214 = l_213 * l_212;
const uint64_t l_215 = l_mut_128 >> uint64_t(32);
const uint64_t l_216 = l_215 * l_212;
const uint64_t l_217 = l_216 << uint64_t(32);
const uint64_t l_218 = l_214 + l_217;
const uint64_t l_219 = l_216 >> uint64_t(32);
const bool l_220 = l_218 < l_214;
const uint64_t l_221 = uint64_t(l_220);
const uint64_t l_222 = l_219 + l_221;
l_mut_128 = l_218;
const bool l_223 = uint(64) == uint(64);
if (l_223) {
l_mut_128 = l_222;
} else {
const bool l_224 = uint(64) > uint(0);
if (l_224) {
const uint64_t l_225 = uint64_t(uint(0));
const uint64_t l_226 = l_222 << l_225;
const uint64_t l_227 = uint64_t(uint(64));
const uint64_t l_228 = l_218 >> l_227;
const uint64_t l_229 = l_226 | l_228;
l_mut_128 = l_229;
}
}
const uint64_t l_230 = uint64_t(l_mut_118);
const uint64_t l_231 = l_mut_150 * l_230;
const uint64_t l_232 = l_mut_128 + l_231;
l_mut_123 = l_mut_204;
const bool l_233 = l_24 == uint(64);
if (l_233) {
l_mut_123 = l_232;
} else {
const bool l_234 = l_24 > uint(0);
if (l_234) {
const uint l_235 = uint(64) - l_24;
const uint64_t l_236 = uint64_t(l_235);
const uint64_t l_237 = l_232 << l_236;
const uint64_t l_238 = uint64_t(l_24);
const uint64_t l_239 = l_mut_204 >> l_238;
const uint64_t l_240 = l_237 + l_239;
l_mut_123 = l_240;
}
}
if (l_154) {
const uint64_t l_241 = uint64_t(uint(0));
const uint64_t l_242 = l_241 - l_mut_123;
l_mut_123 = l_242;
}
}
const uint64_t l_243 = l_121 + l_mut_123;
const uint64_t l_244 = uint64_t(uint(0));
const uint64_t l_245 = l_244 - l_243;
l_mut_204 = l_245;
const bool l_246 = l_243 < l_mut_204;
if (l_246) {
l_mut_204 = l_243;
}
const bool l_247 = l_mut_204 < l_51;
const uint l_248 = uint(l_247);
l_mut_83 = l_mut_83 + l_248;
}
const bool l_249 = l_mut_83 > uint(0);
if (l_249) {
const uint l_521 = info.static_meta[uint(6)];
const uint l_522 = l_521 * uint(1);
const uint l_523 = l_522 - uint(1);
const uint l_524 = min(uint(2), l_523);
device atomic_uint* l_525 = &buffer_6[l_524];
atomic_uint* l_250 = l_525;
const uint l_251 = atomic_fetch_add_explicit(l_250, l_mut_83, memory_order_relaxed);
l_mut_83 = l_251;

for (uint l_mut_252 = l_75; l_mut_252 < l_90; ++l_mut_252) {
const uint64_t l_253 = uint64_t(l_mut_252);
const uint64_t l_254 = l_99 * l_253;
const uint64_t l_255 = l_108 + l_254;
const uint64_t l_256 = uint64_t(uint(0));
l_mut_204 = l_256;
const bool l_257 = l_mut_252 < uint(65536);
if (l_257) {
const uint l_258 = l_mut_252 * l_mut_252;
const uint64_t l_259 = l_117 >> uint64_t(63);
const bool l_260 = l_259 == uint64_t(1);
l_mut_150 = l_117;
if (l_260) {
const uint64_t l_261 = uint64_t(uint(0));
const uint64_t l_262 = l_261 - l_117;
l_mut_150 = l_262;
}
const uint64_t l_263 = uint64_t(l_258);
const uint64_t l_264 = l_mut_150 & uint64_t(4294967295);
const uint64_t l_265 = l_264 * l_263;
const uint64_t l_266 = l_mut_150 >> uint64_t(32);
const uint64_t l_267 = l_266 * l_263;
const uint64_t l_268 = l_267 << uint64_t(32);
const uint64_t l_269 = l_265 + l_268;
const uint64_t l_270 = l_267 >> uint64_t(32);
const bool l_271 = l_269 < l_265;
const uint64_t l_272 = uint64_t(l_271);
const uint64_t l_273 = l_270 + l_272;
l_mut_150 = l_269;
const bool l_274 = l_24 == uint(64);
if (l_274) {
l_mut_150 = l_273;
} else {
const bool l_275 = l_24 > uint(0);
if (l_275) {
const uint l_276 = uint(64) - l_24;
const uint64_t l_277 = uint64_t(l_276);
const uint64_t l_278 = l_273 << l_277;
const uint64_t l_279 = uint64_t(l_24);
const uint64_t l_280 = l_269 >> l_279;
const uint64_t l_281 = l_278 | l_280;
l_mut_150 = l_281;
}
}
l_mut_128 = l_mut_150;
if (l_260) {
const uint64_t l_282 = uint64_t(uint(0));
const uint64_t l_283 = l_282 - l_mut_128;
l_mut_128 = l_283;
}
l_mut_204 = l_mut_128;
} else {
const uint64_t l_284 = l_117 >> uint64_t(63);
const bool l_285 = l_284 == uint64_t(1);
l_mut_150 = l_117;
if (l_285) {
const uint64_t l_286 = uint64_t(uint(0));
const uint64_t l_287 = l_286 - l_117;
l_mut_150 = l_287;
}
const uint64_t l_288 = uint64_t(l_mut_252);
const uint64_t l_289 = l_mut_150 & uint64_t(4294967295);
const uint64_t l_290 = l_289 * l_288;
const uint64_t l_291 = l_mut_150 >> uint64_t(32);
const uint64_t l_292 = l_291 * l_288;
const uint64_t l_293 = l_292 << uint64_t(32);
const uint64_t l_294 = l_290 + l_293;
const uint64_t l_295 = l_292 >> uint64_t(32);
const bool l_296 = l_294 < l_290;
const uint64_t l_297 = uint64_t(l_296);
const uint64_t l_298 = l_295 + l_297;
l_mut_128 = l_294;
const bool l_299 = uint(0) == uint(64);
if (l_299) {
l_mut_128 = l_298;
} else {
const bool l_300 = uint(0) > uint(0);
if (l_300) {
const uint64_t l_301 = uint64_t(uint(64));
const uint64_t l_302 = l_298 << l_301;
const uint64_t l_303 = uint64_t(uint(0));
const uint64_t l_304 = l_294 >> l_303;
const uint64_t l_305 = l_302 | l_304;
l_mut_128 = l_305;
}
}
const uint64_t l_306 = uint64_t(l_mut_252);
const uint64_t l_307 = l_mut_150 & uint64_t(4294967295);
const uint64_t l_308 = l_307 * l_306;
const uint64_t l_309 = l_mut_150 >> uint64_t(32);
const uint64_t l_310 = l_309 * l_306;
const uint64_t l_311 = l_310 << uint64_t(32);
const uint64_t l_312 = l_308 + l_311;
const uint64_t l_313 = l_310 >> uint64_t(32);
const bool l_314 = l_312 < l_308;
const uint64_t l_315 = uint64_t(l_314);
const uint64_t l_316 = l_313 + l_315;
l_mut_150 = l_312;
const bool l_317 = uint(64) == uint(64);
if (l_317) {
l_mut_150 = l_316;
} else {
const bool l_318 = uint(64) > uint(0);
if (l_318) {
const uint64_t l_319 = uint64_t(uint(0));
const uint64_t l_320 = l_316 << l_319;
const uint64_t l_321 = uint64_t(uint(64));
const uint64_t l_322 = l_312 >> l_321;
const uint64_t l_323 = l_320 | l_322;
l_mut_150 = l_323;
}
}
const uint64_t l_324 = uint64_t(l_mut_252);
const uint64_t l_325 = l_mut_128 & uint64_t(4294967295);
const uint64_t l_326 = l_325 * l_324;
const uint64_t l_327 = l_mut_128 >> uint64_t(32);
const uint64_t l_328 = l_327 * l_324;
const uint64_t l_329 = l_328 << uint64_t(32);
const uint64_t l_330 = l_326 + l_329;
const uint64_t l_331 = l_328 >> uint64_t(32);
const bool l_332 = l_330 < l_326;
const uint64_t l_333 = uint64_t(l_332);
const uint64_t l_334 = l_331 + l_333;
l_mut_123 = l_330;
const bool l_335 = uint(0) == uint(64);
if (l_335) {
l_mut_123 = l_334;
} else {
const bool l_336 = uint(0) > uint(0);
if (l_336) {
const uint64_t l_337 = uint64_t(uint(64));
const uint64_t l_338 = l_334 << l_337;
const uint64_t l_339 = uint64_t(uint(0));
const uint64_t l_340 = l_330 >> l_339;
const uint64_t l_341 = l_338 | l_340;
l_mut_123 = l_341;
}
}
const uint64_t l_342 = uint64_t(l_mut_252);
const uint64_t l_343 = l_mut_128 & uint64_t(4294967295);
const uint64_t l_344 = l_343 * l_342;
const uint64_t l_345 = l_mut_128 >> uint64_t(32);
const uint64_t l_346 = l_345 * l_342;
const uint64_t l_347 = l_346 << uint64_t(32);
const uint64_t l_348 = l_344 + l_347;
const uint64_t l_349 = l_346 >> uint64_t(32);
const bool l_350 = l_348 < l_344;
const uint64_t l_351 = uint64_t(l_350);
const uint64_t l_352 = l_349 + l_351;
l_mut_128 = l_348;
const bool l_353 = uint(64) == uint(64);
if (l_353) {
l_mut_128 = l_352;
} else {
const bool l_354 = uint(64) > uint(0);
if (l_354) {
const uint64_t l_355 = uint64_t(uint(0));
const uint64_t l_356 = l_352 << l_355;
const uint64_t l_357 = uint64_t(uint(64));
const uint64_t l_358 = l_348 >> l_357;
const uint64_t l_359 = l_356 | l_358;
l_mut_128 = l_359;
}
}
const uint64_t l_360 = uint64_t(l_mut_252);
const uint64_t l_361 = l_mut_150 * l_360;
const uint64_t l_362 = l_mut_128 + l_361;
l_mut_204 = l_mut_123;
const bool l_363 = l_24 == uint(64);
if (l_363) {
l_mut_204 = l_362;
} else {
const bool l_364 = l_24 > uint(0);
if (l_364) {
const uint l_365 = uint(64) - l_24;
const uint64_t l_366 = uint64_t(l_365);
const uint64_t l_367 = l_362 << l_366;
const uint64_t l_368 = uint64_t(l_24);
const uint64_t l_369 = l_mut_123 >> l_368;
const uint64_t l_370 = l_367 + l_369;
l_mut_204 = l_370;
}
}
if (l_285) {
const uint64_t l_371 = uint64_t(uint(0));
const uint64_t l_372 = l_371 - l_mut_204;
l_mut_204 = l_372;
}
}
const uint64_t l_373 = l_255 + l_mut_204;
const uint64_t l_374 = uint64_t(uint(0));
const uint64_t l_375 = l_374 - l_373;
l_mut_204 = l_375;
const bool l_376 = l_373 < l_mut_204;
if (l_376) {
l_mut_204 = l_373;
}
const bool l_377 = l_mut_204 < l_51;
if (l_377) {
const uint l_378 = l_mut_83 * uint(2);
const uint l_379 = l_378 + uint(1);
const uint l_380 = info.static_meta[uint(12)];
const bool l_381 = l_379 < l_380;
if (l_381) {
const uint l_526 = info.static_meta[uint(5)];
const uint l_527 = l_526 * uint(1);
const bool l_528 = l_378 < l_527;
if (l_528) {
buffer_5[l_378] = l_70;
}
const uint l_382 = l_378 + uint(1);
const uint l_529 = info.static_meta[uint(5)];
const uint l_530 = l_529 * uint(1);
const bool l_531 = l_382 < l_530;
if (l_531) {
buffer_5[l_382] = l_mut_252;
}
}
l_mut_83 = l_mut_83 + uint(1);
}
}
}
}

}
