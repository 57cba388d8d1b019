
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
bool l_mut_211;
bool l_mut_222;
uint l_mut_102;
uint l_mut_187;
uint l_mut_188;
uint l_mut_189;
uint l_mut_202;
uint l_mut_203;
uint l_mut_223;
uint l_mut_228;
uint l_mut_254;
uint l_mut_255;
uint l_mut_260;
uint l_mut_40;
uint l_mut_75;
uint l_mut_90;
uint l_mut_96;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_419 = info.static_meta[uint(5)];
const uint l_420 = l_419 * uint(1);
const uint l_421 = l_420 - uint(1);
const uint l_422 = min(uint(3), l_421);
device atomic_uint* l_423 = &buffer_5[l_422];
atomic_uint* l_1 = l_423;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_335 = info.static_meta[uint(3)];
const uint l_336 = l_335 * uint(1);
const bool l_337 = l_3 < l_336;
const uint l_338 = l_336 - uint(1);
const uint l_339 = min(l_3, l_338);
const uint l_340 = buffer_3[l_339];
const uint l_341 = (l_337) ? l_340 : uint(0);
const uint l_4 = l_341;
const uint l_5 = uint(2) * uint(0);
const uint l_6 = l_5 + uint(1);
const uint l_342 = info.static_meta[uint(3)];
const uint l_343 = l_342 * uint(1);
const bool l_344 = l_6 < l_343;
const uint l_345 = l_343 - uint(1);
const uint l_346 = min(l_6, l_345);
const uint l_347 = buffer_3[l_346];
const uint l_348 = (l_344) ? l_347 : uint(0);
const uint l_7 = l_348;
const uint l_8 = uint(2) * uint(1);
const uint l_349 = info.static_meta[uint(3)];
const uint l_350 = l_349 * uint(1);
const bool l_351 = l_8 < l_350;
const uint l_352 = l_350 - uint(1);
const uint l_353 = min(l_8, l_352);
const uint l_354 = buffer_3[l_353];
const uint l_355 = (l_351) ? l_354 : uint(0);
const uint l_9 = l_355;
const uint l_10 = uint(2) * uint(1);
const uint l_11 = l_10 + uint(1);
const uint l_356 = info.static_meta[uint(3)];
const uint l_357 = l_356 * uint(1);
const bool l_358 = l_11 < l_357;
const uint l_359 = l_357 - uint(1);
const uint l_360 = min(l_11, l_359);
const uint l_361 = buffer_3[l_360];
const uint l_362 = (l_358) ? l_361 : uint(0);
const uint l_12 = l_362;
const uint l_13 = uint(2) * uint(2);
const uint l_363 = info.static_meta[uint(3)];
const uint l_364 = l_363 * uint(1);
const bool l_365 = l_13 < l_364;
const uint l_366 = l_364 - uint(1);
const uint l_367 = min(l_13, l_366);
const uint l_368 = buffer_3[l_367];
const uint l_369 = (l_365) ? l_368 : uint(0);
const uint l_14 = l_369;
const uint l_15 = uint(2) * uint(2);
const uint l_16 = l_15 + uint(1);
const uint l_370 = info.static_meta[uint(3)];
const uint l_371 = l_370 * uint(1);
const bool l_372 = l_16 < l_371;
const uint l_373 = l_371 - uint(1);
const uint l_374 = min(l_16, l_373);
const uint l_375 = buffer_3[l_374];
const uint l_376 = (l_372) ? l_375 : uint(0);
const uint l_17 = l_376;
const uint l_18 = uint(2) * uint(3);
const uint l_377 = info.static_meta[uint(3)];
const uint l_378 = l_377 * uint(1);
const bool l_379 = l_18 < l_378;
const uint l_380 = l_378 - uint(1);
const uint l_381 = min(l_18, l_380);
const uint l_382 = buffer_3[l_381];
const uint l_383 = (l_379) ? l_382 : uint(0);
const uint l_19 = l_383;
const uint l_20 = uint(2) * uint(3);
const uint l_21 = l_20 + uint(1);
const uint l_384 = info.static_meta[uint(3)];
const uint l_385 = l_384 * uint(1);
const bool l_386 = l_21 < l_385;
const uint l_387 = l_385 - uint(1);
const uint l_388 = min(l_21, l_387);
const uint l_389 = buffer_3[l_388];
const uint l_390 = (l_386) ? l_389 : uint(0);
const uint l_22 = l_390;
const uint l_23 = uint(2) * uint(4);
const uint l_391 = info.static_meta[uint(3)];
const uint l_392 = l_391 * uint(1);
const bool l_393 = l_23 < l_392;
const uint l_394 = l_392 - uint(1);
const uint l_395 = min(l_23, l_394);
const uint l_396 = buffer_3[l_395];
const uint l_397 = (l_393) ? l_396 : uint(0);
const uint l_24 = l_397;
const uint l_25 = uint(2) * uint(4);
const uint l_26 = l_25 + uint(1);
const uint l_398 = info.static_meta[uint(3)];
const uint l_399 = l_398 * uint(1);
const bool l_400 = l_26 < l_399;
const uint l_401 = l_399 - uint(1);
const uint l_402 = min(l_26, l_401);
const uint l_403 = buffer_3[l_402];
const uint l_404 = (l_400) ? l_403 : uint(0);
const uint l_27 = l_404;
const uint l_28 = uint(2) * uint(5);
const uint l_405 = info.static_meta[uint(3)];
const uint l_406 = l_405 * uint(1);
const bool l_407 = l_28 < l_406;
const uint l_408 = l_406 - uint(1);
const uint l_409 = min(l_28, l_408);
const uint l_410 = buffer_3[l_409];
const uint l_411 = (l_407) ? l_410 : uint(0);
const uint l_29 = l_411;
const uint l_30 = uint(2) * uint(5);
const uint l_31 = l_30 + uint(1);
const uint l_412 = info.static_meta[uint(3)];
const uint l_413 = l_412 * uint(1);
const bool l_414 = l_31 < l_413;
const uint l_415 = l_413 - uint(1);
const uint l_416 = min(l_31, l_415);
const uint l_417 = buffer_3[l_416];
const uint l_418 = (l_414) ? l_417 : uint(0);
const uint l_32 = l_418;
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
const uint l_424 = info.static_meta[uint(0)];
const uint l_425 = l_424 * uint(1);
const bool l_426 = l_58 < l_425;
const uint l_427 = l_425 - uint(1);
const uint l_428 = min(l_58, l_427);
const uint l_429 = buffer_0[l_428];
const uint l_430 = (l_426) ? l_429 : uint(0);
const uint l_59 = l_430;
const uint l_60 = uint(2) * thread_index_in_grid;
const uint l_61 = l_60 + uint(1);
const uint l_431 = info.static_meta[uint(0)];
const uint l_432 = l_431 * uint(1);
const bool l_433 = l_61 < l_432;
const uint l_434 = l_432 - uint(1);
const uint l_435 = min(l_61, l_434);
const uint l_436 = buffer_0[l_435];
const uint l_437 = (l_433) ? l_436 : uint(0);
const uint l_62 = l_437;
const uint l_63 = uint(2) * thread_index_in_grid;
const uint l_438 = info.static_meta[uint(1)];
const uint l_439 = l_438 * uint(1);
const bool l_440 = l_63 < l_439;
const uint l_441 = l_439 - uint(1);
const uint l_442 = min(l_63, l_441);
const uint l_443 = buffer_1[l_442];
const uint l_444 = (l_440) ? l_443 : uint(0);
const uint l_64 = l_444;
const uint l_65 = uint(2) * thread_index_in_grid;
const uint l_66 = l_65 + uint(1);
const uint l_445 = info.static_meta[uint(1)];
const uint l_446 = l_445 * uint(1);
const bool l_447 = l_66 < l_446;
const uint l_448 = l_446 - uint(1);
const uint l_449 = min(l_66, l_448);
const uint l_450 = buffer_1[l_449];
const uint l_451 = (l_447) ? l_450 : uint(0);
const uint l_67 = l_451;
const uint l_68 = uint(2) * thread_index_in_grid;
const uint l_452 = info.static_meta[uint(2)];
const uint l_453 = l_452 * uint(1);
const bool l_454 = l_68 < l_453;
const uint l_455 = l_453 - uint(1);
const uint l_456 = min(l_68, l_455);
const uint l_457 = buffer_2[l_456];
const uint l_458 = (l_454) ? l_457 : uint(0);
const uint l_69 = l_458;
const uint l_70 = uint(2) * thread_index_in_grid;
const uint l_71 = l_70 + uint(1);
const uint l_459 = info.static_meta[uint(2)];
const uint l_460 = l_459 * uint(1);
const bool l_461 = l_71 < l_460;
const uint l_462 = l_460 - uint(1);
const uint l_463 = min(l_71, l_462);
const uint l_464 = buffer_2[l_463];
const uint l_465 = (l_461) ? l_464 : uint(0);
const uint l_72 = l_465;
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
const uint l_212 = l_mut_40 - l_mut_90;
const uint l_213 = l_mut_187 - l_mut_75;
const bool l_214 = l_mut_40 < l_mut_90;
const uint l_215 = uint(l_214);
const uint l_216 = l_213 - l_215;
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
l_mut_203 = uint(0);
l_mut_222 = bool(false);
l_mut_202 = l_mut_90;
l_mut_223 = l_mut_75;
const bool l_224 = uint(3) >= uint(32);
if (l_224) {
const uint l_225 = uint(3) & uint(31);
const uint l_226 = l_mut_75 >> l_225;
l_mut_202 = l_226;
l_mut_223 = uint(0);
} else {
const bool l_227 = uint(3) > uint(0);
if (l_227) {
l_mut_228 = l_mut_90;
const bool l_229 = uint(3) > uint(0);
if (l_229) {
const uint l_230 = l_mut_90 >> uint(3);
const uint l_231 = l_mut_75 << uint(29);
const uint l_232 = l_230 | l_231;
l_mut_228 = l_232;
}
const uint l_233 = l_mut_75 >> uint(3);
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
const uint l_240 = l_mut_102 | l_mut_96;
const bool l_241 = l_240 == uint(0);
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
const uint l_247 = l_mut_90 - uint(1);
const uint l_248 = l_mut_75 - uint(0);
const bool l_249 = l_mut_90 < uint(1);
const uint l_250 = uint(l_249);
const uint l_251 = l_248 - l_250;
l_mut_228 = l_247;
l_mut_223 = l_251;
l_mut_202 = uint(0);

for (uint l_mut_252 = uint(0); l_mut_252 < uint(16); ++l_mut_252) {
const uint l_253 = uint(15) - l_mut_252;
l_mut_254 = l_mut_228;
l_mut_255 = l_mut_223;
const bool l_256 = l_253 >= uint(32);
if (l_256) {
const uint l_257 = l_253 & uint(31);
const uint l_258 = l_mut_223 >> l_257;
l_mut_254 = l_258;
l_mut_255 = uint(0);
} else {
const bool l_259 = l_253 > uint(0);
if (l_259) {
l_mut_260 = l_mut_228;
const bool l_261 = l_253 > uint(0);
if (l_261) {
const uint l_262 = l_mut_228 >> l_253;
const uint l_263 = uint(32) - l_253;
const uint l_264 = l_mut_223 << l_263;
const uint l_265 = l_262 | l_264;
l_mut_260 = l_265;
}
const uint l_266 = l_mut_223 >> l_253;
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
const bool l_273 = l_253 >= uint(32);
if (l_273) {
const uint l_274 = l_253 & uint(31);
const uint l_275 = l_mut_102 << l_274;
l_mut_260 = uint(0);
l_mut_255 = l_275;
} else {
const bool l_276 = l_253 > uint(0);
if (l_276) {
const uint l_277 = l_mut_102 << l_253;
const uint l_278 = l_mut_96 << l_253;
const uint l_279 = uint(32) - l_253;
const uint l_280 = l_mut_102 >> l_279;
const uint l_281 = l_278 | l_280;
l_mut_260 = l_277;
l_mut_255 = l_281;
}
}
const uint l_282 = l_mut_228 - l_mut_260;
const uint l_283 = l_mut_223 - l_mut_255;
const bool l_284 = l_mut_228 < l_mut_260;
const uint l_285 = uint(l_284);
const uint l_286 = l_283 - l_285;
l_mut_228 = l_282;
l_mut_223 = l_286;
const uint l_287 = uint(1) << l_253;
l_mut_202 = l_mut_202 | l_287;
}
}
const uint l_288 = min(l_mut_202, l_4);
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
const uint l_300 = l_mut_203 * l_mut_189;
const uint l_301 = l_mut_188 + l_300;
const uint l_302 = l_301 + l_mut_189;
const bool l_303 = l_302 < l_4;
const bool l_304 = l_299 && l_303;
const bool l_305 = !l_304;
if (l_305) {
break;}
const uint l_306 = l_mut_260 - l_mut_102;
const uint l_307 = l_mut_255 - l_mut_96;
const bool l_308 = l_mut_260 < l_mut_102;
const uint l_309 = uint(l_308);
const uint l_310 = l_307 - l_309;
l_mut_260 = l_306;
l_mut_255 = l_310;
l_mut_203 = l_mut_203 + uint(1);
}
}
}
const uint l_311 = l_mut_203 * l_mut_189;
const uint l_312 = l_mut_188 + l_311;
const uint l_313 = l_312 + l_mut_189;
const bool l_314 = l_313 >= l_4;
if (l_314) {
l_mut_190 = bool(true);
l_mut_197 = bool(false);
} else {
const uint l_315 = l_mut_102 * l_mut_203;
const uint l_316 = __umulhi(l_mut_102, l_mut_203);
const uint l_317 = l_mut_96 * l_mut_203;
const uint l_318 = l_316 + l_317;
const uint l_319 = l_mut_90 - l_315;
const uint l_320 = l_mut_75 - l_318;
const bool l_321 = l_mut_90 < l_315;
const uint l_322 = uint(l_321);
const uint l_323 = l_320 - l_322;
l_mut_90 = l_319;
l_mut_75 = l_323;
const uint l_324 = l_mut_203 * l_mut_189;
l_mut_188 = l_mut_188 + l_324;
const uint l_325 = l_mut_102 - l_mut_90;
const uint l_326 = l_mut_96 - l_mut_75;
const bool l_327 = l_mut_102 < l_mut_90;
const uint l_328 = uint(l_327);
const uint l_329 = l_326 - l_328;
l_mut_102 = l_325;
l_mut_96 = l_329;
l_mut_189 = l_mut_189 + l_mut_188;
}
}
}
const bool l_330 = !l_mut_190;
if (l_330) {
const uint l_466 = info.static_meta[uint(5)];
const uint l_467 = l_466 * uint(1);
const uint l_468 = l_467 - uint(1);
const uint l_469 = min(uint(0), l_468);
device atomic_uint* l_470 = &buffer_5[l_469];
atomic_uint* l_331 = l_470;
const uint l_332 = atomic_fetch_add_explicit(l_331, uint(1), memory_order_relaxed);
const uint l_333 = info.static_meta[uint(10)];
const bool l_334 = l_332 < l_333;
if (l_334) {
const uint l_471 = info.static_meta[uint(4)];
const uint l_472 = l_471 * uint(1);
const bool l_473 = l_332 < l_472;
if (l_473) {
buffer_4[l_332] = thread_index_in_grid;
}
}
}
}

}
