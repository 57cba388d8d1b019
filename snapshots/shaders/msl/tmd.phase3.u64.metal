
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
uint l_mut_65;
uint64_t l_mut_105;
uint64_t l_mut_110;
uint64_t l_mut_132;
uint64_t l_mut_186;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_421 = info.static_meta[uint(6)];
const uint l_422 = l_421 * uint(1);
const uint l_423 = l_422 - uint(1);
const uint l_424 = min(uint(3), l_423);
device atomic_uint* l_425 = &buffer_6[l_424];
atomic_uint* l_1 = l_425;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_365 = info.static_meta[uint(3)];
const uint l_366 = l_365 * uint(1);
const bool l_367 = l_3 < l_366;
const uint l_368 = l_366 - uint(1);
const uint l_369 = min(l_3, l_368);
const uint l_370 = buffer_3[l_369];
const uint l_371 = (l_367) ? l_370 : uint(0);
const uint l_4 = l_371;
const uint64_t l_5 = uint64_t(l_4);
const uint l_6 = uint(2) * uint(0);
const uint l_7 = l_6 + uint(1);
const uint l_372 = info.static_meta[uint(3)];
const uint l_373 = l_372 * uint(1);
const bool l_374 = l_7 < l_373;
const uint l_375 = l_373 - uint(1);
const uint l_376 = min(l_7, l_375);
const uint l_377 = buffer_3[l_376];
const uint l_378 = (l_374) ? l_377 : uint(0);
const uint l_8 = l_378;
const uint64_t l_9 = uint64_t(l_8);
const uint64_t l_10 = l_9 << uint64_t(32);
const uint64_t l_11 = l_5 | l_10;
const uint64_t l_12 = l_11 & uint64_t(4294967295);
const uint l_13 = uint(l_12);
const uint l_14 = uint(2) * uint(1);
const uint l_379 = info.static_meta[uint(3)];
const uint l_380 = l_379 * uint(1);
const bool l_381 = l_14 < l_380;
const uint l_382 = l_380 - uint(1);
const uint l_383 = min(l_14, l_382);
const uint l_384 = buffer_3[l_383];
const uint l_385 = (l_381) ? l_384 : uint(0);
const uint l_15 = l_385;
const uint64_t l_16 = uint64_t(l_15);
const uint l_17 = uint(2) * uint(1);
const uint l_18 = l_17 + uint(1);
const uint l_386 = info.static_meta[uint(3)];
const uint l_387 = l_386 * uint(1);
const bool l_388 = l_18 < l_387;
const uint l_389 = l_387 - uint(1);
const uint l_390 = min(l_18, l_389);
const uint l_391 = buffer_3[l_390];
const uint l_392 = (l_388) ? l_391 : uint(0);
const uint l_19 = l_392;
const uint64_t l_20 = uint64_t(l_19);
const uint64_t l_21 = l_20 << uint64_t(32);
const uint64_t l_22 = l_16 | l_21;
const uint64_t l_23 = l_22 & uint64_t(4294967295);
const uint l_24 = uint(l_23);
const uint l_25 = uint(2) * uint(2);
const uint l_393 = info.static_meta[uint(3)];
const uint l_394 = l_393 * uint(1);
const bool l_395 = l_25 < l_394;
const uint l_396 = l_394 - uint(1);
const uint l_397 = min(l_25, l_396);
const uint l_398 = buffer_3[l_397];
const uint l_399 = (l_395) ? l_398 : uint(0);
const uint l_26 = l_399;
const uint64_t l_27 = uint64_t(l_26);
const uint l_28 = uint(2) * uint(2);
const uint l_29 = l_28 + uint(1);
const uint l_400 = info.static_meta[uint(3)];
const uint l_401 = l_400 * uint(1);
const bool l_402 = l_29 < l_401;
const uint l_403 = l_401 - uint(1);
const uint l_404 = min(l_29, l_403);
const uint l_405 = buffer_3[l_404];
const uint l_406 = (l_402) ? l_405 : uint(0);
const uint l_30 = l_406;
const uint64_t l_31 = uint64_t(l_30);
const uint64_t l_32 = l_31 << uint64_t(32);
const uint64_t l_33 = l_27 | l_32;
const uint l_34 = uint(2) * uint(3);
const uint l_407 = info.static_meta[uint(3)];
const uint l_408 = l_407 * uint(1);
const bool l_409 = l_34 < l_408;
const uint l_410 = l_408 - uint(1);
const uint l_411 = min(l_34, l_410);
const uint l_412 = buffer_3[l_411];
const uint l_413 = (l_409) ? l_412 : uint(0);
const uint l_35 = l_413;
const uint64_t l_36 = uint64_t(l_35);
const uint l_37 = uint(2) * uint(3);
const uint l_38 = l_37 + uint(1);
const uint l_414 = info.static_meta[uint(3)];
const uint l_415 = l_414 * uint(1);
const bool l_416 = l_38 < l_415;
const uint l_417 = l_415 - uint(1);
const uint l_418 = min(l_38, l_417);
const uint l_419 = buffer_3[l_418];
const uint l_420 = (l_416) ? l_419 : uint(0);
const uint l_39 = l_420;
const uint64_t l_40 = uint64_t(l_39);
const uint64_t l_41 = l_40 << uint64_t(32);
const uint64_t l_42 = l_36 | l_41;
const uint l_43 = l_13 / uint(8);
const uint l_44 = l_43 + uint(64);
const uint l_45 = l_44 - uint(1);
const uint l_46 = l_45 / uint(64);
const uint l_47 = info.static_meta[uint(11)];
const uint l_48 = l_47 * l_46;
const bool l_49 = thread_index_in_grid < l_48;
if (l_49) {
const uint l_50 = thread_index_in_grid / l_46;
const uint l_426 = info.static_meta[uint(4)];
const uint l_427 = l_426 * uint(1);
const bool l_428 = l_50 < l_427;
const uint l_429 = l_427 - uint(1);
const uint l_430 = min(l_50, l_429);
const uint l_431 = buffer_4[l_430];
const uint l_432 = (l_428) ? l_431 : uint(0);
const uint l_51 = l_432;
const uint l_52 = l_51 / uint(8);
const uint l_53 = l_51 % uint(8);
const uint l_54 = l_53 * l_43;
const uint l_55 = thread_index_in_grid % l_46;
const uint l_56 = l_55 * uint(64);
const uint l_57 = l_54 + l_56;
const uint l_58 = l_57 + uint(64);
const uint l_59 = l_53 + uint(1);
const uint l_60 = l_59 * l_43;
const uint l_61 = min(l_58, l_60);
const uint64_t l_62 = uint64_t(l_52);
const uint64_t l_63 = uint64_t(l_13);
const uint64_t l_64 = l_62 * l_63;
l_mut_65 = uint(0);
const bool l_66 = l_64 < l_42;
if (l_66) {
const uint64_t l_67 = l_42 - l_64;
l_mut_65 = l_13;
const uint64_t l_68 = uint64_t(l_13);
const bool l_69 = l_67 < l_68;
if (l_69) {
const uint64_t l_70 = l_67 & uint64_t(4294967295);
const uint l_71 = uint(l_70);
l_mut_65 = l_71;
}
}
const uint l_72 = min(l_61, l_mut_65);
const uint l_73 = uint(2) * l_52;
const uint l_433 = info.static_meta[uint(0)];
const uint l_434 = l_433 * uint(1);
const bool l_435 = l_73 < l_434;
const uint l_436 = l_434 - uint(1);
const uint l_437 = min(l_73, l_436);
const uint l_438 = buffer_0[l_437];
const uint l_439 = (l_435) ? l_438 : uint(0);
const uint l_74 = l_439;
const uint64_t l_75 = uint64_t(l_74);
const uint l_76 = uint(2) * l_52;
const uint l_77 = l_76 + uint(1);
const uint l_440 = info.static_meta[uint(0)];
const uint l_441 = l_440 * uint(1);
const bool l_442 = l_77 < l_441;
const uint l_443 = l_441 - uint(1);
const uint l_444 = min(l_77, l_443);
const uint l_445 = buffer_0[l_444];
const uint l_446 = (l_442) ? l_445 : uint(0);
const uint l_78 = l_446;
const uint64_t l_79 = uint64_t(l_78);
const uint64_t l_80 = l_79 << uint64_t(32);
const uint64_t l_81 = l_75 | l_80;
const uint l_82 = uint(2) * l_52;
const uint l_447 = info.static_meta[uint(1)];
const uint l_448 = l_447 * uint(1);
const bool l_449 = l_82 < l_448;
const uint l_450 = l_448 - uint(1);
const uint l_451 = min(l_82, l_450);
const uint l_452 = buffer_1[l_451];
const uint l_453 = (l_449) ? l_452 : uint(0);
const uint l_83 = l_453;
const uint64_t l_84 = uint64_t(l_83);
const uint l_85 = uint(2) * l_52;
const uint l_86 = l_85 + uint(1);
const uint l_454 = info.static_meta[uint(1)];
const uint l_455 = l_454 * uint(1);
const bool l_456 = l_86 < l_455;
const uint l_457 = l_455 - uint(1);
const uint l_458 = min(l_86, l_457);
const uint l_459 = buffer_1[l_458];
const uint l_460 = (l_456) ? l_459 : uint(0);
const uint l_87 = l_460;
const uint64_t l_88 = uint64_t(l_87);
const uint64_t l_89 = l_88 << uint64_t(32);
const uint64_t l_90 = l_84 | l_89;
const uint l_91 = uint(2) * l_52;
const uint l_461 = info.static_meta[uint(2)];
const uint l_462 = l_461 * uint(1);
const bool l_463 = l_91 < l_462;
const uint l_464 = l_462 - uint(1);
const uint l_465 = min(l_91, l_464);
const uint l_466 = buffer_2[l_465];
const uint l_467 = (l_463) ? l_466 : uint(0);
const uint l_92 = l_467;
const uint64_t l_93 = uint64_t(l_92);
const uint l_94 = uint(2) * l_52;
const uint l_95 = l_94 + uint(1);
const uint l_468 = info.static_meta[uint(2)];
const uint l_469 = l_468 * uint(1);
const bool l_470 = l_95 < l_469;
const uint l_471 = l_469 - uint(1);
const uint l_472 = min(l_95, l_471);
const uint l_473 = buffer_2[l_472];
const uint l_474 = (l_470) ? l_473 : uint(0);
const uint l_96 = l_474;
const uint64_t l_97 = uint64_t(l_96);
const uint64_t l_98 = l_97 << uint64_t(32);
const uint64_t l_99 = l_93 | l_98;
l_mut_65 = uint(0);

for (uint l_mut_100 = l_57; l_mut_100 < l_72; ++l_mut_100) {
const uint64_t l_101 = uint64_t(l_mut_100);
const uint64_t l_102 = l_81 * l_101;
const uint64_t l_103 = l_90 + l_102;
const uint64_t l_104 = uint64_t(uint(0));
l_mut_105 = l_104;
const bool l_106 = l_mut_100 < uint(65536);
if (l_106) {
const uint l_107 = l_mut_100 * l_mut_100;
const uint64_t l_108 = l_99 >> uint64_t(63);
const bool l_109 = l_108 == uint64_t(1);
l_mut_110 = l_99;
if (l_109) {
const uint64_t l_111 = uint64_t(uint(0));
const uint64_t l_112 = l_111 - l_99;
l_mut_110 = l_112;
}
const uint64_t l_113 = uint64_t(l_107);
const uint64_t l_114 = l_mut_110 & uint64_t(4294967295);
const uint64_t l_115 = l_114 * l_113;
const uint64_t l_116 = l_mut_110 >> uint64_t(32);
const uint64_t l_117 = l_116 * l_113;
const uint64_t l_118 = l_117 << uint64_t(32);
const uint64_t l_119 = l_115 + l_118;
const uint64_t l_120 = l_117 >> uint64_t(32);
const bool l_121 = l_119 < l_115;
const uint64_t l_122 = uint64_t(l_121);
const uint64_t l_123 = l_120 + l_122;
l_mut_110 = l_119;
const bool l_124 = l_24 == uint(64);
if (l_124) {
l_mut_110 = l_123;
} else {
const bool l_125 = l_24 > uint(0);
if (l_125) {
const uint l_126 = uint(64) - l_24;
const uint64_t l_127 = uint64_t(l_126);
const uint64_t l_128 = l_123 << l_127;
const uint64_t l_129 = uint64_t(l_24);
const uint64_t l_130 = l_119 >> l_129;
const uint64_t l_131 = l_128 | l_130;
l_mut_110 = l_131;
}
}
l_mut_132 = l_mut_110;
if (l_109) {
const uint64_t l_133 = uint64_t(uint(0));
const uint64_t l_134 = l_133 - l_mut_132;
l_mut_132 = l_134;
}
l_mut_105 = l_mut_132;
} else {
const uint64_t l_135 = l_99 >> uint64_t(63);
const bool l_136 = l_135 == uint64_t(1);
l_mut_132 = l_99;
if (l_136) {
const uint64_t l_137 = uint64_t(uint(0));
const uint64_t l_138 = l_137 - l_99;
l_mut_132 = l_138;
}
const uint64_t l_139 = uint64_t(l_mut_100);
const uint64_t l_140 = l_mut_132 & uint64_t(4294967295);
const uint64_t l_141 = l_140 * l_139;
const uint64_t l_142 = l_mut_132 >> uint64_t(32);
const uint64_t l_143 = l_142 * l_139;
const uint64_t l_144 = l_143 << uint64_t(32);
const uint64_t l_145 = l_141 + l_144;
const uint64_t l_146 = l_143 >> uint64_t(32);
const bool l_147 = l_145 < l_141;
const uint64_t l_148 = uint64_t(l_147);
const uint64_t l_149 = l_146 + l_148;
l_mut_110 = l_145;
const bool l_150 = uint(0) == uint(64);
if (l_150) {
l_mut_110 = l_149;
} else {
const bool l_151 = uint(0) > uint(0);
if (l_151) {
const uint64_t l_152 = uint64_t(uint(64));
const uint64_t l_153 = l_149 << l_152;
const uint64_t l_154 = uint64_t(uint(0));
const uint64_t l_155 = l_145 >> l_154;
const uint64_t l_156 = l_153 | l_155;
l_mut_110 = l_156;
}
}
const uint64_t l_157 = uint64_t(l_mut_100);
const uint64_t l_158 = l_mut_132 & uint64_t(4294967295);
const uint64_t l_159 = l_158 * l_157;
const uint64_t l_160 = l_mut_132 >> uint64_t(32);
const uint64_t l_161 = l_160 * l_157;
const uint64_t l_162 = l_161 << uint64_t(32);
const uint64_t l_163 = l_159 + l_162;
const uint64_t l_164 = l_161 >> uint64_t(32);
const bool l_165 = l_163 < l_159;
const uint64_t l_166 = uint64_t(l_165);
const uint64_t l_167 = l_164 + l_166;
l_mut_132 = l_163;
const bool l_168 = uint(64) == uint(64);
if (l_168) {
l_mut_132 = l_167;
} else {
const bool l_169 = uint(64) > uint(0);
if (l_169) {
const uint64_t l_170 = uint64_t(uint(0));
const uint64_t l_171 = l_167 << l_170;
const uint64_t l_172 = uint64_t(uint(64));
const uint64_t l_173 = l_163 >> l_172;
const uint64_t l_174 = l_171 | l_173;
l_mut_132 = l_174;
}
}
const uint64_t l_175 = uint64_t(l_mut_100);
const uint64_t l_176 = l_mut_110 & uint64_t(4294967295);
const uint64_t l_177 = l_176 * l_175;
const uint64_t l_178 = l_mut_110 >> uint64_t(32);
const uint64_t l_179 = l_178 * l_175;
const uint64_t l_180 = l_179 << uint64_t(32);
const uint64_t l_181 = l_177 + l_180;
const uint64_t l_182 = l_179 >> uint64_t(32);
const bool l_183 = l_181 < l_177;
const uint64_t l_184 = uint64_t(l_183);
const uint64_t l_185 = l_182 + l_184;
l_mut_186 = l_181;
const bool l_187 = uint(0) == uint(64);
if (l_187) {
l_mut_186 = l_185;
} else {
const bool l_188 = uint(0) > uint(0);
if (l_188) {
const uint64_t l_189 = uint64_t(uint(64));
const uint64_t l_190 = l_185 << l_189;
const uint64_t l_191 = uint64_t(uint(0));
const uint64_t l_192 = l_181 >> l_191;
const uint64_t l_193 = l_190 | l_192;
l_mut_186 = l_193;
}
}
const uint64_t l_194 = uint64_t(l_mut_100);
const uint64_t l_195 = l_mut_110 & uint64_t(4294967295);
const uint64_t l_196 = l_195 * l_194;
const uint64_t l_197 = l_mut_110 >> uint64_t(32);
const uint64_t l_198 = l_197 * l_194;
const uint64_t l_199 = l_198 << uint64_t(32);
const uint64_t l_200 = l_196 + l_199;
const uint64_t l_201 = l_198 >> uint64_t(32);
const bool l_202 = l_200 < l_196;
const uint64_t l_203 = uint64_t(l_202);
const uint64_t l_204 = l_201 + l_203;
l_mut_110 = l_200;
const bool l_205 = uint(64) == uint(64);
if (l_205) {
l_mut_110 = l_204;
} else {
const bool l_206 = uint(64) > uint(0);
if (l_206) {
const uint64_t l_207 = uint64_t(uint(0));
const uint64_t l_208 = l_204 << l_207;
const uint64_t l_209 = uint64_t(uint(64));
const uint64_t l_210 = l_200 >> l_209;
const uint64_t l_211 = l_208 | l_210;
l_mut_110 = l_211;
}
}
const uint64_t l_212 = uint64_t(l_mut_100);
const uint64_t l_213 = l_mut_132 * l_212;
const uint64_t l_214 = l_mut_110 + l_213;
l_mut_105 = l_mut_186;
const bool l_215 = l_24 == uint(64);
if (l_215) {
l_mut_105 = l_214;
} else {
const bool l_216 = l_24 > uint(0);
if (l_216) {
const uint l_217 = uint(64) - l_24;
const uint64_t l_218 = uint64_t(l_217);
const uint64_t l_219 = l_214 << l_218;
const uint64_t l_220 = uint64_t(l_24);
const uint64_t l_221 = l_mut_186 >> l_220;
const uint64_t l_222 = l_219 + l_221;
l_mut_105 = l_222;
}
}
if (l_136) {
const uint64_t l_223 = uint64_t(uint(0));
const uint64_t l_224 = l_223 - l_mut_105;
l_mut_105 = l_224;
}
}
const uint64_t l_225 = l_103 + l_mut_105;
const uint64_t l_226 = uint64_t(uint(0));
const uint64_t l_227 = l_226 - l_225;
l_mut_186 = l_227;
const bool l_228 = l_225 < l_mut_186;
if (l_228) {
l_mut_186 = l_225;
}
const bool l_229 = l_mut_186 < l_33;
const uint l_230 = uint(l_229);
l_mut_65 = l_mut_65 + l_230;
}
const bool l_231 = l_mut_65 > uint(0);
if (l_231) {
const uint l_475 = info.static_meta[uint(6)];
const uint l_476 = l_475 * uint(1);
const uint l_477 = l_476 - uint(1);
const uint l_478 = min(uint(2), l_477);
device atomic_uint* l_479 = &buffer_6[l_478];
atomic_uint* l_232 = l_479;
const uint l_233 = atomic_fetch_add_explicit(l_232, l_mut_65, memory_order_relaxed);
l_mut_65 = l_233;

for (uint l_mut_234 = l_57; l_mut_234 < l_72; ++l_mut_234) {
const uint64_t l_235 = uint64_t(l_mut_234);
const uint64_t l_236 = l_81 * l_235;
const uint64_t l_237 = l_90 + l_236;
const uint64_t l_238 = uint64_t(uint(0));
l_mut_186 = l_238;
const bool l_239 = l_mut_234 < uint(65536);
if (l_239) {
const uint l_240 = l_mut_234 * l_mut_234;
const uint64_t l_241 = l_99 >> uint64_t(63);
const bool l_242 = l_241 == uint64_t(1);
l_mut_132 = l_99;
if (l_242) {
const uint64_t l_243 = uint64_t(uint(0));
const uint64_t l_244 = l_243 - l_99;
l_mut_132 = l_244;
}
const uint64_t l_245 = uint64_t(l_240);
const uint64_t l_246 = l_mut_132 & uint64_t(4294967295);
const uint64_t l_247 = l_246 * l_245;
const uint64_t l_248 = l_mut_132 >> uint64_t(32);
const uint64_t l_249 = l_248 * l_245;
const uint64_t l_250 = l_249 << uint64_t(32);
const uint64_t l_251 = l_247 + l_250;
const uint64_t l_252 = l_249 >> uint64_t(32);
const bool l_253 = l_251 < l_247;
const uint64_t l_254 = uint64_t(l_253);
const uint64_t l_255 = l_252 + l_254;
l_mut_132 = l_251;
const bool l_256 = l_24 == uint(64);
if (l_256) {
l_mut_132 = l_255;
} else {
const bool l_257 = l_24 > uint(0);
if (l_257) {
const uint l_258 = uint(64) - l_24;
const uint64_t l_259 = uint64_t(l_258);
const uint64_t l_260 = l_255 << l_259;
const uint64_t l_261 = uint64_t(l_24);
const uint64_t l_262 = l_251 >> l_261;
const uint64_t l_263 = l_260 | l_262;
l_mut_132 = l_263;
}
}
l_mut_110 = l_mut_132;
if (l_242) {
const uint64_t l_264 = uint64_t(uint(0));
const uint64_t l_265 = l_264 - l_mut_110;
l_mut_110 = l_265;
}
l_mut_186 = l_mut_110;
} else {
const uint64_t l_266 = l_99 >> uint64_t(63);
const bool l_267 = l_266 == uint64_t(1);
l_mut_132 = l_99;
if (l_267) {
const uint64_t l_268 = uint64_t(uint(0));
const uint64_t l_269 = l_268 - l_99;
l_mut_132 = l_269;
}
const uint64_t l_270 = uint64_t(l_mut_234);
const uint64_t l_271 = l_mut_132 & uint64_t(4294967295);
const uint64_t l_272 = l_271 * l_270;
const uint64_t l_273 = l_mut_132 >> uint64_t(32);
const uint64_t l_274 = l_273 * l_270;
const uint64_t l_275 = l_274 << uint64_t(32);
const uint64_t l_276 = l_272 + l_275;
const uint64_t l_277 = l_274 >> uint64_t(32);
const bool l_278 = l_276 < l_272;
const uint64_t l_279 = uint64_t(l_278);
const uint64_t l_280 = l_277 + l_279;
l_mut_110 = l_276;
const bool l_281 = uint(0) == uint(64);
if (l_281) {
l_mut_110 = l_280;
} else {
const bool l_282 = uint(0) > uint(0);
if (l_282) {
const uint64_t l_283 = uint64_t(uint(64));
const uint64_t l_284 = l_280 << l_283;
const uint64_t l_285 = uint64_t(uint(0));
const uint64_t l_286 = l_276 >> l_285;
const uint64_t l_287 = l_284 | l_286;
l_mut_110 = l_287;
}
}
const uint64_t l_288 = uint64_t(l_mut_234);
const uint64_t l_289 = l_mut_132 & uint64_t(4294967295);
const uint64_t l_290 = l_289 * l_288;
const uint64_t l_291 = l_mut_132 >> uint64_t(32);
const uint64_t l_292 = l_291 * l_288;
const uint64_t l_293 = l_292 << uint64_t(32);
const uint64_t l_294 = l_290 + l_293;
const uint64_t l_295 = l_292 >> uint64_t(32);
const bool l_296 = l_294 < l_290;
const uint64_t l_297 = uint64_t(l_296);
const uint64_t l_298 = l_295 + l_297;
l_mut_132 = l_294;
const bool l_299 = uint(64) == uint(64);
if (l_299) {
l_mut_132 = l_298;
} else {
const bool l_300 = uint(64) > uint(0);
if (l_300) {
const uint64_t l_301 = uint64_t(uint(0));
const uint64_t l_302 = l_298 << l_301;
const uint64_t l_303 = uint64_t(uint(64));
const uint64_t l_304 = l_294 >> l_303;
const uint64_t l_305 = l_302 | l_304;
l_mut_132 = l_305;
}
}
const uint64_t l_306 = uint64_t(l_mut_234);
const uint64_t l_307 = l_mut_110 & uint64_t(4294967295);
const uint64_t l_308 = l_307 * l_306;
const uint64_t l_309 = l_mut_110 >> uint64_t(32);
const uint64_t l_310 = l_309 * l_306;
const uint64_t l_311 = l_310 << uint64_t(32);
const uint64_t l_312 = l_308 + l_311;
const uint64_t l_313 = l_310 >> uint64_t(32);
const bool l_314 = l_312 < l_308;
const uint64_t l_315 = uint64_t(l_314);
const uint64_t l_316 = l_313 + l_315;
l_mut_105 = l_312;
const bool l_317 = uint(0) == uint(64);
if (l_317) {
l_mut_105 = l_316;
} else {
const bool l_318 = uint(0) > uint(0);
if (l_318) {
const uint64_t l_319 = uint64_t(uint(64));
const uint64_t l_320 = l_316 << l_319;
const uint64_t l_321 = uint64_t(uint(0));
const uint64_t l_322 = l_312 >> l_321;
const uint64_t l_323 = l_320 | l_322;
l_mut_105 = l_323;
}
}
const uint64_t l_324 = uint64_t(l_mut_234);
const uint64_t l_325 = l_mut_110 & uint64_t(4294967295);
const uint64_t l_326 = l_325 * l_324;
const uint64_t l_327 = l_mut_110 >> uint64_t(32);
const uint64_t l_328 = l_327 * l_324;
const uint64_t l_329 = l_328 << uint64_t(32);
const uint64_t l_330 = l_326 + l_329;
const uint64_t l_331 = l_328 >> uint64_t(32);
const bool l_332 = l_330 < l_326;
const uint64_t l_333 = uint64_t(l_332);
const uint64_t l_334 = l_331 + l_333;
l_mut_110 = l_330;
const bool l_335 = uint(64) == uint(64);
if (l_335) {
l_mut_110 = l_334;
} else {
const bool l_336 = uint(64) > uint(0);
if (l_336) {
const uint64_t l_337 = uint64_t(uint(0));
const uint64_t l_338 = l_334 << l_337;
const uint64_t l_339 = uint64_t(uint(64));
const uint64_t l_340 = l_330 >> l_339;
const uint64_t l_341 = l_338 | l_340;
l_mut_110 = l_341;
}
}
const uint64_t l_342 = uint64_t(l_mut_234);
const uint64_t l_343 = l_mut_132 * l_342;
const uint64_t l_344 = l_mut_110 + l_343;
l_mut_186 = l_mut_105;
const bool l_345 = l_24 == uint(64);
if (l_345) {
l_mut_186 = l_344;
} else {
const bool l_346 = l_24 > uint(0);
if (l_346) {
const uint l_347 = uint(64) - l_24;
const uint64_t l_348 = uint64_t(l_347);
const uint64_t l_349 = l_344 << l_348;
const uint64_t l_350 = uint64_t(l_24);
const uint64_t l_351 = l_mut_105 >> l_350;
const uint64_t l_352 = l_349 + l_351;
l_mut_186 = l_352;
}
}
if (l_267) {
const uint64_t l_353 = uint64_t(uint(0));
const uint64_t l_354 = l_353 - l_mut_186;
l_mut_186 = l_354;
}
}
const uint64_t l_355 = l_237 + l_mut_186;
const uint64_t l_356 = uint64_t(uint(0));
const uint64_t l_357 = l_356 - l_355;
l_mut_186 = l_357;
const bool l_358 = l_355 < l_mut_186;
if (l_358) {
l_mut_186 = l_355;
}
const bool l_359 = l_mut_186 < l_33;
if (l_359) {
const uint l_360 = l_mut_65 * uint(2);
const uint l_361 = l_360 + uint(1);
const uint l_362 = info.static_meta[uint(12)];
const bool l_363 = l_361 < l_362;
if (l_363) {
const uint l_480 = info.static_meta[uint(5)];
const uint l_481 = l_480 * uint(1);
const bool l_482 = l_360 < l_481;
if (l_482) {
buffer_5[l_360] = l_52;
}
const uint l_364 = l_360 + uint(1);
const uint l_483 = info.static_meta[uint(5)];
const uint l_484 = l_483 * uint(1);
const bool l_485 = l_364 < l_484;
if (l_485) {
buffer_5[l_364] = l_mut_234;
}
}
l_mut_65 = l_mut_65 + uint(1);
}
}
}
}

}
