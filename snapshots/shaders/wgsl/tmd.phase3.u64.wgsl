@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<u32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<u32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<atomic<u32>>;

struct info_st {
   static_meta: array<u32, 14>,
}

@group(0)
@binding(7)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn phase3(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_123: u64;
var l_mut_128: u64;
var l_mut_150: u64;
var l_mut_204: u64;
var l_mut_83: u32;
let l_0 = id == u32(0);
if l_0 {
let l_467 = info.static_meta[u32(6)];
let l_468 = l_467 * u32(1);
let l_469 = l_468 - u32(1);
let l_470 = min(u32(3), l_469);
let l_471 = &buffer_6_global[l_470];
let l_1 = l_471;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_383 = info.static_meta[u32(3)];
let l_384 = l_383 * u32(1);
let l_385 = l_3 < l_384;
let l_386 = l_384 - u32(1);
let l_387 = min(l_3, l_386);
let l_388 = buffer_3_global[l_387];
let l_389 = select(u32(0), l_388, l_385);
let l_4 = l_389;
let l_5 = u64(l_4);
let l_6 = u32(2) * u32(0);
let l_7 = l_6 + u32(1);
let l_390 = info.static_meta[u32(3)];
let l_391 = l_390 * u32(1);
let l_392 = l_7 < l_391;
let l_393 = l_391 - u32(1);
let l_394 = min(l_7, l_393);
let l_395 = buffer_3_global[l_394];
let l_396 = select(u32(0), l_395, l_392);
let l_8 = l_396;
let l_9 = u64(l_8);
let l_10 = l_9 << u32(bitcast<u64>(u64(32)));
let l_11 = l_5 | l_10;
let l_12 = l_11 & u64(4294967295);
let l_13 = u32(bitcast<u64>(l_12));
let l_14 = u32(2) * u32(1);
let l_397 = info.static_meta[u32(3)];
let l_398 = l_397 * u32(1);
let l_399 = l_14 < l_398;
let l_400 = l_398 - u32(1);
let l_401 = min(l_14, l_400);
let l_402 = buffer_3_global[l_401];
let l_403 = select(u32(0), l_402, l_399);
let l_15 = l_403;
let l_16 = u64(l_15);
let l_17 = u32(2) * u32(1);
let l_18 = l_17 + u32(1);
let l_404 = info.static_meta[u32(3)];
let l_405 = l_404 * u32(1);
let l_406 = l_18 < l_405;
let l_407 = l_405 - u32(1);
let l_408 = min(l_18, l_407);
let l_409 = buffer_3_global[l_408];
let l_410 = select(u32(0), l_409, l_406);
let l_19 = l_410;
let l_20 = u64(l_19);
let l_21 = l_20 << u32(bitcast<u64>(u64(32)));
let l_22 = l_16 | l_21;
let l_23 = l_22 & u64(4294967295);
let l_24 = u32(bitcast<u64>(l_23));
let l_25 = u32(2) * u32(2);
let l_411 = info.static_meta[u32(3)];
let l_412 = l_411 * u32(1);
let l_413 = l_25 < l_412;
let l_414 = l_412 - u32(1);
let l_415 = min(l_25, l_414);
let l_416 = buffer_3_global[l_415];
let l_417 = select(u32(0), l_416, l_413);
let l_26 = l_417;
let l_27 = u64(l_26);
let l_28 = u32(2) * u32(2);
let l_29 = l_28 + u32(1);
let l_418 = info.static_meta[u32(3)];
let l_419 = l_418 * u32(1);
let l_420 = l_29 < l_419;
let l_421 = l_419 - u32(1);
let l_422 = min(l_29, l_421);
let l_423 = buffer_3_global[l_422];
let l_424 = select(u32(0), l_423, l_420);
let l_30 = l_424;
let l_31 = u64(l_30);
let l_32 = l_31 << u32(bitcast<u64>(u64(32)));
let l_33 = l_27 | l_32;
let l_34 = u32(2) * u32(3);
let l_425 = info.static_meta[u32(3)];
let l_426 = l_425 * u32(1);
let l_427 = l_34 < l_426;
let l_428 = l_426 - u32(1);
let l_429 = min(l_34, l_428);
let l_430 = buffer_3_global[l_429];
let l_431 = select(u32(0), l_430, l_427);
let l_35 = l_431;
let l_36 = u64(l_35);
let l_37 = u32(2) * u32(3);
let l_38 = l_37 + u32(1);
let l_432 = info.static_meta[u32(3)];
let l_433 = l_432 * u32(1);
let l_434 = l_38 < l_433;
let l_435 = l_433 - u32(1);
let l_436 = min(l_38, l_435);
let l_437 = buffer_3_global[l_436];
let l_438 = select(u32(0), l_437, l_434);
let l_39 = l_438;
let l_40 = u64(l_39);
let l_41 = l_40 << u32(bitcast<u64>(u64(32)));
let l_42 = l_36 | l_41;
let l_43 = u32(2) * u32(4);
let l_439 = info.static_meta[u32(3)];
let l_440 = l_439 * u32(1);
let l_441 = l_43 < l_440;
let l_442 = l_440 - u32(1);
let l_443 = min(l_43, l_442);
let l_444 = buffer_3_global[l_443];
let l_445 = select(u32(0), l_444, l_441);
let l_44 = l_445;
let l_45 = u64(l_44);
let l_46 = u32(2) * u32(4);
let l_47 = l_46 + u32(1);
let l_446 = info.static_meta[u32(3)];
let l_447 = l_446 * u32(1);
let l_448 = l_47 < l_447;
let l_449 = l_447 - u32(1);
let l_450 = min(l_47, l_449);
let l_451 = buffer_3_global[l_450];
let l_452 = select(u32(0), l_451, l_448);
let l_48 = l_452;
let l_49 = u64(l_48);
let l_50 = l_49 << u32(bitcast<u64>(u64(32)));
let l_51 = l_45 | l_50;
let l_52 = u32(2) * u32(5);
let l_453 = info.static_meta[u32(3)];
let l_454 = l_453 * u32(1);
let l_455 = l_52 < l_454;
let l_456 = l_454 - u32(1);
let l_457 = min(l_52, l_456);
let l_458 = buffer_3_global[l_457];
let l_459 = select(u32(0), l_458, l_455);
let l_53 = l_459;
let l_54 = u64(l_53);
let l_55 = u32(2) * u32(5);
let l_56 = l_55 + u32(1);
let l_460 = info.static_meta[u32(3)];
let l_461 = l_460 * u32(1);
let l_462 = l_56 < l_461;
let l_463 = l_461 - u32(1);
let l_464 = min(l_56, l_463);
let l_465 = buffer_3_global[l_464];
let l_466 = select(u32(0), l_465, l_462);
let l_57 = l_466;
let l_58 = u64(l_57);
let l_59 = l_58 << u32(bitcast<u64>(u64(32)));
let l_60 = l_54 | l_59;
let l_61 = l_13 / u32(8);
let l_62 = l_61 + u32(64);
let l_63 = l_62 - u32(1);
let l_64 = l_63 / u32(64);
let l_65 = info.static_meta[u32(11)];
let l_66 = l_65 * l_64;
let l_67 = id < l_66;
if l_67 {
let l_68 = id / l_64;
let l_472 = info.static_meta[u32(4)];
let l_473 = l_472 * u32(1);
let l_474 = l_68 < l_473;
let l_475 = l_473 - u32(1);
let l_476 = min(l_68, l_475);
let l_477 = buffer_4_global[l_476];
let l_478 = select(u32(0), l_477, l_474);
let l_69 = l_478;
let l_70 = l_69 / u32(8);
let l_71 = l_69 % u32(8);
let l_72 = l_71 * l_61;
let l_73 = id % l_64;
let l_74 = l_73 * u32(64);
let l_75 = l_72 + l_74;
let l_76 = l_75 + u32(64);
let l_77 = l_71 + u32(1);
let l_78 = l_77 * l_61;
let l_79 = min(l_76, l_78);
let l_80 = u64(l_70);
let l_81 = u64(l_13);
let l_82 = l_80 * l_81;
l_mut_83 = u32(0);
let l_84 = l_82 < l_60;
if l_84 {
let l_85 = l_60 - l_82;
l_mut_83 = l_13;
let l_86 = u64(l_13);
let l_87 = l_85 < l_86;
if l_87 {
let l_88 = l_85 & u64(4294967295);
let l_89 = u32(bitcast<u64>(l_88));
l_mut_83 = l_89;
}
}
let l_90 = min(l_79, l_mut_83);
let l_91 = u32(2) * l_70;
let l_479 = info.static_meta[u32(0)];
let l_480 = l_479 * u32(1);
let l_481 = l_91 < l_480;
let l_482 = l_480 - u32(1);
let l_483 = min(l_91, l_482);
let l_484 = buffer_0_global[l_483];
let l_485 = select(u32(0), l_484, l_481);
let l_92 = l_485;
let l_93 = u64(l_92);
let l_94 = u32(2) * l_70;
let l_95 = l_94 + u32(1);
let l_486 = info.static_meta[u32(0)];
let l_487 = l_486 * u32(1);
let l_488 = l_95 < l_487;
let l_489 = l_487 - u32(1);
let l_490 = min(l_95, l_489);
let l_491 = buffer_0_global[l_490];
let l_492 = select(u32(0), l_491, l_488);
let l_96 = l_492;
let l_97 = u64(l_96);
let l_98 = l_97 << u32(bitcast<u64>(u64(32)));
let l_99 = l_93 | l_98;
let l_100 = u32(2) * l_70;
let l_493 = info.static_meta[u32(1)];
let l_494 = l_493 * u32(1);
let l_495 = l_100 < l_494;
let l_496 = l_494 - u32(1);
let l_497 = min(l_100, l_496);
let l_498 = buffer_1_global[l_497];
let l_499 = select(u32(0), l_498, l_495);
let l_101 = l_499;
let l_102 = u64(l_101);
let l_103 = u32(2) * l_70;
let l_104 = l_103 + u32(1);
let l_500 = info.static_meta[u32(1)];
let l_501 = l_500 * u32(1);
let l_502 = l_104 < l_501;
let l_503 = l_501 - u32(1);
let l_504 = min(l_104, l_503);
let l_505 = buffer_1_global[l_504];
let l_506 = select(u32(0), l_505, l_502);
let l_105 = l_506;
let l_106 = u64(l_105);
let l_107 = l_106 << u32(bitcast<u64>(u64(32)));
let l_108 = l_102 | l_107;
let l_109 = u32(2) * l_70;
let l_507 = info.static_meta[u32(2)];
let l_508 = l_507 * u32(1);
let l_509 = l_109 < l_508;
let l_510 = l_508 - u32(1);
let l_511 = min(l_109, l_510);
let l_512 = buffer_2_global[l_511];
let l_513 = select(u32(0), l_512, l_509);
let l_110 = l_513;
let l_111 = u64(l_110);
let l_112 = u32(2) * l_70;
let l_113 = l_112 + u32(1);
let l_514 = info.static_meta[u32(2)];
let l_515 = l_514 * u32(1);
let l_516 = l_113 < l_515;
let l_517 = l_515 - u32(1);
let l_518 = min(l_113, l_517);
let l_519 = buffer_2_global[l_518];
let l_520 = select(u32(0), l_519, l_516);
let l_114 = l_520;
let l_115 = u64(l_114);
let l_116 = l_115 << u32(bitcast<u64>(u64(32)));
let l_117 = l_111 | l_116;
l_mut_83 = u32(0);

for (var l_mut_118: u32 = l_75; l_mut_118 < l_90; l_mut_118++) {
let l_119 = u64(l_mut_118);
let l_120 = l_99 * l_119;
let l_121 = l_108 + l_120;
let l_122 = u64(u32(0));
l_mut_123 = l_122;
let l_124 = l_mut_118 < u32(65536);
if l_124 {
let l_125 = l_mut_118 * l_mut_118;
let l_126 = l_117 >> u32(bitcast<u64>(u64(63)));
let l_127 = l_126 == u64(1);
l_mut_128 = l_117;
if l_127 {
let l_129 = u64(u32(0));
let l_130 = l_129 - l_117;
l_mut_128 = l_130;
}
let l_131 = u64(l_125);
let l_132 = l_mut_128 & u64(4294967295);
let l_133 = l_132 * l_131;
let l_134 = l_mut_128 >> u32(bitcast<u64>(u64(32)));
let l_135 = l_134 * l_131;
let l_136 = l_135 << u32(bitcast<u64>(u64(32)));
let l_137 = l_133 + l_136;
let l_138 = l_135 >> u32(bitcast<u64>(u64(32)));
let l_139 = l_137 < l_133;
let l_140 = u64(l_139);
let l_141 = l_138 + l_140;
l_mut_128 = l_137;
let l_142 = l_24 == u32(64);
if l_142 {
l_mut_128 = l_141;
} else {
let l_143 = l_24 > u32(0);
if l_143 {
let l_144 = u32(64) - l_24;
let l_145 = u64(l_144);
let l_146 = l_141 << u32(bitcast<u64>(l_145));
let l_147 = u64(l_24);
let l_148 = l_137 >> u32(bitcast<u64>(l_147));
let l_149 = l_146 | l_148;
l_mut_128 = l_149;
}
}
l_mut_150 = l_mut_128;
if l_127 {
let l_151 = u64(u32(0));
let l_152 = l_151 - l_mut_150;
l_mut_150 = l_152;
}
l_mut_123 = l_mut_150;
} else {
let l_153 = l_117 >> u32(bitcast<u64>(u64(63)));
let l_154 = l_153 == u64(1);
l_mut_150 = l_117;
if l_154 {
let l_155 = u64(u32(0));
let l_156 = l_155 - l_117;
l_mut_150 = l_156;
}
let l_157 = u64(l_mut_118);
let l_158 = l_mut_150 & u64(4294967295);
let l_159 = l_158 * l_157;
let l_160 = l_mut_150 >> u32(bitcast<u64>(u64(32)));
let l_161 = l_160 * l_157;
let l_162 = l_161 << u32(bitcast<u64>(u64(32)));
let l_163 = l_159 + l_162;
let l_164 = l_161 >> u32(bitcast<u64>(u64(32)));
let l_165 = l_163 < l_159;
let l_166 = u64(l_165);
let l_167 = l_164 + l_166;
l_mut_128 = l_163;
let l_168 = u32(0) == u32(64);
if l_168 {
l_mut_128 = l_167;
} else {
let l_169 = u32(0) > u32(0);
if l_169 {
let l_170 = u64(u32(64));
let l_171 = l_167 << u32(bitcast<u64>(l_170));
let l_172 = u64(u32(0));
let l_173 = l_163 >> u32(bitcast<u64>(l_172));
let l_174 = l_171 | l_173;
l_mut_128 = l_174;
}
}
let l_175 = u64(l_mut_118);
let l_176 = l_mut_150 & u64(4294967295);
let l_177 = l_176 * l_175;
let l_178 = l_mut_150 >> u32(bitcast<u64>(u64(32)));
let l_179 = l_178 * l_175;
let l_180 = l_179 << u32(bitcast<u64>(u64(32)));
let l_181 = l_177 + l_180;
let l_182 = l_179 >> u32(bitcast<u64>(u64(32)));
let l_183 = l_181 < l_177;
let l_184 = u64(l_183);
let l_185 = l_182 + l_184;
l_mut_150 = l_181;
let l_186 = u32(64) == u32(64);
if l_186 {
l_mut_150 = l_185;
} else {
let l_187 = u32(64) > u32(0);
if l_187 {
let l_188 = u64(u32(0));
let l_189 = l_185 << u32(bitcast<u64>(l_188));
let l_190 = u64(u32(64));
let l_191 = l_181 >> u32(bitcast<u64>(l_190));
let l_192 = l_189 | l_191;
l_mut_150 = l_192;
}
}
let l_193 = u64(l_mut_118);
let l_194 = l_mut_128 & u64(4294967295);
let l_195 = l_194 * l_193;
let l_196 = l_mut_128 >> u32(bitcast<u64>(u64(32)));
let l_197 = l_196 * l_193;
let l_198 = l_197 << u32(bitcast<u64>(u64(32)));
let l_199 = l_195 + l_198;
let l_200 = l_197 >> u32(bitcast<u64>(u64(32)));
let l_201 = l_199 < l_195;
let l_202 = u64(l_201);
let l_203 = l_200 + l_202;
l_mut_204 = l_199;
let l_205 = u32(0) == u32(64);
if l_205 {
l_mut_204 = l_203;
} else {
let l_206 = u32(0) > u32(0);
if l_206 {
let l_207 = u64(u32(64));
let l_208 = l_203 << u32(bitcast<u64>(l_207));
let l_209 = u64(u32(0));
let l_210 = l_199 >> u32(bitcast<u64>(l_209));
let l_211 = l_208 | l_210;
l_mut_204 = l_211;
}
}
let l_212 = u64(l_mut_118);
let l_213 = l_mut_128 & u64(4294967295);
let l_214 = l_213 * l_212;
let l_215 = l_mut_128 >> u32(bitcast<u64>(u64(32)));
let l_216 = l_215 * l_212;
let l_217 = l_216 << u32(bitcast<u64>(u64(32)));
let l_218 = l_214 + l_217;
let l_219 = l_216 >> u32(bitcast<u64>(u64(32)));
let l_220 = l_218 < l_214;
let l_221 = u64(l_220);
let l_222 = l_219 + l_221;
l_mut_128 = l_218;
let l_223 = u32(64) == u32(64);
if l_223 {
l_mut_128 = l_222;
} else {
let l_224 = u32(64) > u32(0);
if l_224 {
let l_225 = u64(u32(0));
let l_226 = l_222 << u32(bitcast<u64>(l_225));
let l_227 = u64(u32(64));
let l_228 = l_218 >> u32(bitcast<u64>(l_227));
let l_229 = l_226 | l_228;
l_mut_128 = l_229;
}
}
let l_230 = u64(l_mut_118);
let l_231 = l_mut_150 * l_230;
let l_232 = l_mut_128 + l_231;
l_mut_123 = l_mut_204;
let l_233 = l_24 == u32(64);
if l_233 {
l_mut_123 = l_232;
} else {
let l_234 = l_24 > u32(0);
if l_234 {
let l_235 = u32(64) - l_24;
let l_236 = u64(l_235);
let l_237 = l_232 << u32(bitcast<u64>(l_236));
let l_238 = u64(l_24);
let l_239 = l_mut_204 >> u32(bitcast<u64>(l_238));
let l_240 = l_237 + l_239;
l_mut_123 = l_240;
}
}
if l_154 {
let l_241 = u64(u32(0));
let l_242 = l_241 - l_mut_123;
l_mut_123 = l_242;
}
}
let l_243 = l_121 + l_mut_123;
let l_244 = u64(u32(0));
let l_245 = l_244 - l_243;
l_mut_204 = l_245;
let l_246 = l_243 < l_mut_204;
if l_246 {
l_mut_204 = l_243;
}
let l_247 = l_mut_204 < l_51;
let l_248 = u32(l_247);
l_mut_83 = l_mut_83 + l_248;
}
let l_249 = l_mut_83 > u32(0);
if l_249 {
let l_521 = info.static_meta[u32(6)];
let l_522 = l_521 * u32(1);
let l_523 = l_522 - u32(1);
let l_524 = min(u32(2), l_523);
let l_525 = &buffer_6_global[l_524];
let l_250 = l_525;
let l_251 = atomicAdd(l_250, l_mut_83);l_mut_83 = l_251;

for (var l_mut_252: u32 = l_75; l_mut_252 < l_90; l_mut_252++) {
let l_253 = u64(l_mut_252);
let l_254 = l_99 * l_253;
let l_255 = l_108 + l_254;
let l_256 = u64(u32(0));
l_mut_204 = l_256;
let l_257 = l_mut_252 < u32(65536);
if l_257 {
let l_258 = l_mut_252 * l_mut_252;
let l_259 = l_117 >> u32(bitcast<u64>(u64(63)));
let l_260 = l_259 == u64(1);
l_mut_150 = l_117;
if l_260 {
let l_261 = u64(u32(0));
let l_262 = l_261 - l_117;
l_mut_150 = l_262;
}
let l_263 = u64(l_258);
let l_264 = l_mut_150 & u64(4294967295);
let l_265 = l_264 * l_263;
let l_266 = l_mut_150 >> u32(bitcast<u64>(u64(32)));
let l_267 = l_266 * l_263;
let l_268 = l_267 << u32(bitcast<u64>(u64(32)));
let l_269 = l_265 + l_268;
let l_270 = l_267 >> u32(bitcast<u64>(u64(32)));
let l_271 = l_269 < l_265;
let l_272 = u64(l_271);
let l_273 = l_270 + l_272;
l_mut_150 = l_269;
let l_274 = l_24 == u32(64);
if l_274 {
l_mut_150 = l_273;
} else {
let l_275 = l_24 > u32(0);
if l_275 {
let l_276 = u32(64) - l_24;
let l_277 = u64(l_276);
let l_278 = l_273 << u32(bitcast<u64>(l_277));
let l_279 = u64(l_24);
let l_280 = l_269 >> u32(bitcast<u64>(l_279));
let l_281 = l_278 | l_280;
l_mut_150 = l_281;
}
}
l_mut_128 = l_mut_150;
if l_260 {
let l_282 = u64(u32(0));
let l_283 = l_282 - l_mut_128;
l_mut_128 = l_283;
}
l_mut_204 = l_mut_128;
} else {
let l_284 = l_117 >> u32(bitcast<u64>(u64(63)));
let l_285 = l_284 == u64(1);
l_mut_150 = l_117;
if l_285 {
let l_286 = u64(u32(0));
let l_287 = l_286 - l_117;
l_mut_150 = l_287;
}
let l_288 = u64(l_mut_252);
let l_289 = l_mut_150 & u64(4294967295);
let l_290 = l_289 * l_288;
let l_291 = l_mut_150 >> u32(bitcast<u64>(u64(32)));
let l_292 = l_291 * l_288;
let l_293 = l_292 << u32(bitcast<u64>(u64(32)));
let l_294 = l_290 + l_293;
let l_295 = l_292 >> u32(bitcast<u64>(u64(32)));
let l_296 = l_294 < l_290;
let l_297 = u64(l_296);
let l_298 = l_295 + l_297;
l_mut_128 = l_294;
let l_299 = u32(0) == u32(64);
if l_299 {
l_mut_128 = l_298;
} else {
let l_300 = u32(0) > u32(0);
if l_300 {
let l_301 = u64(u32(64));
let l_302 = l_298 << u32(bitcast<u64>(l_301));
let l_303 = u64(u32(0));
let l_304 = l_294 >> u32(bitcast<u64>(l_303));
let l_305 = l_302 | l_304;
l_mut_128 = l_305;
}
}
let l_306 = u64(l_mut_252);
let l_307 = l_mut_150 & u64(4294967295);
let l_308 = l_307 * l_306;
let l_309 = l_mut_150 >> u32(bitcast<u64>(u64(32)));
let l_310 = l_309 * l_306;
let l_311 = l_310 << u32(bitcast<u64>(u64(32)));
let l_312 = l_308 + l_311;
let l_313 = l_310 >> u32(bitcast<u64>(u64(32)));
let l_314 = l_312 < l_308;
let l_315 = u64(l_314);
let l_316 = l_313 + l_315;
l_mut_150 = l_312;
let l_317 = u32(64) == u32(64);
if l_317 {
l_mut_150 = l_316;
} else {
let l_318 = u32(64) > u32(0);
if l_318 {
let l_319 = u64(u32(0));
let l_320 = l_316 << u32(bitcast<u64>(l_319));
let l_321 = u64(u32(64));
let l_322 = l_312 >> u32(bitcast<u64>(l_321));
let l_323 = l_320 | l_322;
l_mut_150 = l_323;
}
}
let l_324 = u64(l_mut_252);
let l_325 = l_mut_128 & u64(4294967295);
let l_326 = l_325 * l_324;
let l_327 = l_mut_128 >> u32(bitcast<u64>(u64(32)));
let l_328 = l_327 * l_324;
let l_329 = l_328 << u32(bitcast<u64>(u64(32)));
let l_330 = l_326 + l_329;
let l_331 = l_328 >> u32(bitcast<u64>(u64(32)));
let l_332 = l_330 < l_326;
let l_333 = u64(l_332);
let l_334 = l_331 + l_333;
l_mut_123 = l_330;
let l_335 = u32(0) == u32(64);
if l_335 {
l_mut_123 = l_334;
} else {
let l_336 = u32(0) > u32(0);
if l_336 {
let l_337 = u64(u32(64));
let l_338 = l_334 << u32(bitcast<u64>(l_337));
let l_339 = u64(u32(0));
let l_340 = l_330 >> u32(bitcast<u64>(l_339));
let l_341 = l_338 | l_340;
l_mut_123 = l_341;
}
}
let l_342 = u64(l_mut_252);
let l_343 = l_mut_128 & u64(4294967295);
let l_344 = l_343 * l_342;
let l_345 = l_mut_128 >> u32(bitcast<u64>(u64(32)));
let l_346 = l_345 * l_342;
let l_347 = l_346 << u32(bitcast<u64>(u64(32)));
let l_348 = l_344 + l_347;
let l_349 = l_346 >> u32(bitcast<u64>(u64(32)));
let l_350 = l_348 < l_344;
let l_351 = u64(l_350);
let l_352 = l_349 + l_351;
l_mut_128 = l_348;
let l_353 = u32(64) == u32(64);
if l_353 {
l_mut_128 = l_352;
} else {
let l_354 = u32(64) > u32(0);
if l_354 {
let l_355 = u64(u32(0));
let l_356 = l_352 << u32(bitcast<u64>(l_355));
let l_357 = u64(u32(64));
let l_358 = l_348 >> u32(bitcast<u64>(l_357));
let l_359 = l_356 | l_358;
l_mut_128 = l_359;
}
}
let l_360 = u64(l_mut_252);
let l_361 = l_mut_150 * l_360;
let l_362 = l_mut_128 + l_361;
l_mut_204 = l_mut_123;
let l_363 = l_24 == u32(64);
if l_363 {
l_mut_204 = l_362;
} else {
let l_364 = l_24 > u32(0);
if l_364 {
let l_365 = u32(64) - l_24;
let l_366 = u64(l_365);
let l_367 = l_362 << u32(bitcast<u64>(l_366));
let l_368 = u64(l_24);
let l_369 = l_mut_123 >> u32(bitcast<u64>(l_368));
let l_370 = l_367 + l_369;
l_mut_204 = l_370;
}
}
if l_285 {
let l_371 = u64(u32(0));
let l_372 = l_371 - l_mut_204;
l_mut_204 = l_372;
}
}
let l_373 = l_255 + l_mut_204;
let l_374 = u64(u32(0));
let l_375 = l_374 - l_373;
l_mut_204 = l_375;
let l_376 = l_373 < l_mut_204;
if l_376 {
l_mut_204 = l_373;
}
let l_377 = l_mut_204 < l_51;
if l_377 {
let l_378 = l_mut_83 * u32(2);
let l_379 = l_378 + u32(1);
let l_380 = info.static_meta[u32(12)];
let l_381 = l_379 < l_380;
if l_381 {
let l_526 = info.static_meta[u32(5)];
let l_527 = l_526 * u32(1);
let l_528 = l_378 < l_527;
if l_528 {
buffer_5_global[l_378] = l_70;
}
let l_382 = l_378 + u32(1);
let l_529 = info.static_meta[u32(5)];
let l_530 = l_529 * u32(1);
let l_531 = l_382 < l_530;
if l_531 {
buffer_5_global[l_382] = l_mut_252;
}
}
l_mut_83 = l_mut_83 + u32(1);
}
}
}
}
}
