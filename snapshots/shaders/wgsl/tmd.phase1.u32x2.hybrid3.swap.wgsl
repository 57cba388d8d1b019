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
var<storage, read_write> buffer_5_global: array<atomic<u32>>;

struct info_st {
   static_meta: array<u32, 12>,
}

@group(0)
@binding(6)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn phase1(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_102: u32;
var l_mut_187: u32;
var l_mut_188: u32;
var l_mut_189: u32;
var l_mut_190: bool;
var l_mut_197: bool;
var l_mut_200: bool;
var l_mut_202: u32;
var l_mut_203: u32;
var l_mut_211: bool;
var l_mut_222: bool;
var l_mut_223: u32;
var l_mut_228: u32;
var l_mut_254: u32;
var l_mut_255: u32;
var l_mut_260: u32;
var l_mut_40: u32;
var l_mut_75: u32;
var l_mut_90: u32;
var l_mut_96: u32;
let l_0 = id == u32(0);
if l_0 {
let l_419 = info.static_meta[u32(5)];
let l_420 = l_419 * u32(1);
let l_421 = l_420 - u32(1);
let l_422 = min(u32(3), l_421);
let l_423 = &buffer_5_global[l_422];
let l_1 = l_423;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_335 = info.static_meta[u32(3)];
let l_336 = l_335 * u32(1);
let l_337 = l_3 < l_336;
let l_338 = l_336 - u32(1);
let l_339 = min(l_3, l_338);
let l_340 = buffer_3_global[l_339];
let l_341 = select(u32(0), l_340, l_337);
let l_4 = l_341;
let l_5 = u32(2) * u32(0);
let l_6 = l_5 + u32(1);
let l_342 = info.static_meta[u32(3)];
let l_343 = l_342 * u32(1);
let l_344 = l_6 < l_343;
let l_345 = l_343 - u32(1);
let l_346 = min(l_6, l_345);
let l_347 = buffer_3_global[l_346];
let l_348 = select(u32(0), l_347, l_344);
let l_7 = l_348;
let l_8 = u32(2) * u32(1);
let l_349 = info.static_meta[u32(3)];
let l_350 = l_349 * u32(1);
let l_351 = l_8 < l_350;
let l_352 = l_350 - u32(1);
let l_353 = min(l_8, l_352);
let l_354 = buffer_3_global[l_353];
let l_355 = select(u32(0), l_354, l_351);
let l_9 = l_355;
let l_10 = u32(2) * u32(1);
let l_11 = l_10 + u32(1);
let l_356 = info.static_meta[u32(3)];
let l_357 = l_356 * u32(1);
let l_358 = l_11 < l_357;
let l_359 = l_357 - u32(1);
let l_360 = min(l_11, l_359);
let l_361 = buffer_3_global[l_360];
let l_362 = select(u32(0), l_361, l_358);
let l_12 = l_362;
let l_13 = u32(2) * u32(2);
let l_363 = info.static_meta[u32(3)];
let l_364 = l_363 * u32(1);
let l_365 = l_13 < l_364;
let l_366 = l_364 - u32(1);
let l_367 = min(l_13, l_366);
let l_368 = buffer_3_global[l_367];
let l_369 = select(u32(0), l_368, l_365);
let l_14 = l_369;
let l_15 = u32(2) * u32(2);
let l_16 = l_15 + u32(1);
let l_370 = info.static_meta[u32(3)];
let l_371 = l_370 * u32(1);
let l_372 = l_16 < l_371;
let l_373 = l_371 - u32(1);
let l_374 = min(l_16, l_373);
let l_375 = buffer_3_global[l_374];
let l_376 = select(u32(0), l_375, l_372);
let l_17 = l_376;
let l_18 = u32(2) * u32(3);
let l_377 = info.static_meta[u32(3)];
let l_378 = l_377 * u32(1);
let l_379 = l_18 < l_378;
let l_380 = l_378 - u32(1);
let l_381 = min(l_18, l_380);
let l_382 = buffer_3_global[l_381];
let l_383 = select(u32(0), l_382, l_379);
let l_19 = l_383;
let l_20 = u32(2) * u32(3);
let l_21 = l_20 + u32(1);
let l_384 = info.static_meta[u32(3)];
let l_385 = l_384 * u32(1);
let l_386 = l_21 < l_385;
let l_387 = l_385 - u32(1);
let l_388 = min(l_21, l_387);
let l_389 = buffer_3_global[l_388];
let l_390 = select(u32(0), l_389, l_386);
let l_22 = l_390;
let l_23 = u32(2) * u32(4);
let l_391 = info.static_meta[u32(3)];
let l_392 = l_391 * u32(1);
let l_393 = l_23 < l_392;
let l_394 = l_392 - u32(1);
let l_395 = min(l_23, l_394);
let l_396 = buffer_3_global[l_395];
let l_397 = select(u32(0), l_396, l_393);
let l_24 = l_397;
let l_25 = u32(2) * u32(4);
let l_26 = l_25 + u32(1);
let l_398 = info.static_meta[u32(3)];
let l_399 = l_398 * u32(1);
let l_400 = l_26 < l_399;
let l_401 = l_399 - u32(1);
let l_402 = min(l_26, l_401);
let l_403 = buffer_3_global[l_402];
let l_404 = select(u32(0), l_403, l_400);
let l_27 = l_404;
let l_28 = u32(2) * u32(5);
let l_405 = info.static_meta[u32(3)];
let l_406 = l_405 * u32(1);
let l_407 = l_28 < l_406;
let l_408 = l_406 - u32(1);
let l_409 = min(l_28, l_408);
let l_410 = buffer_3_global[l_409];
let l_411 = select(u32(0), l_410, l_407);
let l_29 = l_411;
let l_30 = u32(2) * u32(5);
let l_31 = l_30 + u32(1);
let l_412 = info.static_meta[u32(3)];
let l_413 = l_412 * u32(1);
let l_414 = l_31 < l_413;
let l_415 = l_413 - u32(1);
let l_416 = min(l_31, l_415);
let l_417 = buffer_3_global[l_416];
let l_418 = select(u32(0), l_417, l_414);
let l_32 = l_418;
let l_33 = u32(2) * id;
let l_34 = info.static_meta[u32(6)];
let l_35 = l_33 < l_34;
let l_36 = id * l_4;
let l_424 = u64(id);
let l_425 = u64(l_4);
let l_426 = l_424 * l_425;
let l_427 = l_426 >> u32(bitcast<u64>(u64(32)));
let l_428 = u32(bitcast<u64>(l_427));
let l_37 = l_428;
let l_38 = u32(0) * l_4;
let l_39 = l_37 + l_38;
l_mut_40 = u32(0);
let l_41 = l_39 < l_32;
let l_42 = l_39 == l_32;
let l_43 = l_36 < l_29;
let l_44 = l_42 && l_43;
let l_45 = l_41 || l_44;
if l_45 {
let l_46 = l_29 - l_36;
let l_47 = l_32 - l_39;
let l_48 = l_29 < l_36;
let l_49 = u32(l_48);
let l_50 = l_47 - l_49;
l_mut_40 = l_4;
let l_51 = l_50 < u32(0);
let l_52 = l_50 == u32(0);
let l_53 = l_46 < l_4;
let l_54 = l_52 && l_53;
let l_55 = l_51 || l_54;
if l_55 {
l_mut_40 = l_46;
}
}
let l_56 = l_mut_40 > u32(0);
let l_57 = l_35 && l_56;
if l_57 {
let l_58 = u32(2) * id;
let l_429 = info.static_meta[u32(0)];
let l_430 = l_429 * u32(1);
let l_431 = l_58 < l_430;
let l_432 = l_430 - u32(1);
let l_433 = min(l_58, l_432);
let l_434 = buffer_0_global[l_433];
let l_435 = select(u32(0), l_434, l_431);
let l_59 = l_435;
let l_60 = u32(2) * id;
let l_61 = l_60 + u32(1);
let l_436 = info.static_meta[u32(0)];
let l_437 = l_436 * u32(1);
let l_438 = l_61 < l_437;
let l_439 = l_437 - u32(1);
let l_440 = min(l_61, l_439);
let l_441 = buffer_0_global[l_440];
let l_442 = select(u32(0), l_441, l_438);
let l_62 = l_442;
let l_63 = u32(2) * id;
let l_443 = info.static_meta[u32(1)];
let l_444 = l_443 * u32(1);
let l_445 = l_63 < l_444;
let l_446 = l_444 - u32(1);
let l_447 = min(l_63, l_446);
let l_448 = buffer_1_global[l_447];
let l_449 = select(u32(0), l_448, l_445);
let l_64 = l_449;
let l_65 = u32(2) * id;
let l_66 = l_65 + u32(1);
let l_450 = info.static_meta[u32(1)];
let l_451 = l_450 * u32(1);
let l_452 = l_66 < l_451;
let l_453 = l_451 - u32(1);
let l_454 = min(l_66, l_453);
let l_455 = buffer_1_global[l_454];
let l_456 = select(u32(0), l_455, l_452);
let l_67 = l_456;
let l_68 = u32(2) * id;
let l_457 = info.static_meta[u32(2)];
let l_458 = l_457 * u32(1);
let l_459 = l_68 < l_458;
let l_460 = l_458 - u32(1);
let l_461 = min(l_68, l_460);
let l_462 = buffer_2_global[l_461];
let l_463 = select(u32(0), l_462, l_459);
let l_69 = l_463;
let l_70 = u32(2) * id;
let l_71 = l_70 + u32(1);
let l_464 = info.static_meta[u32(2)];
let l_465 = l_464 * u32(1);
let l_466 = l_71 < l_465;
let l_467 = l_465 - u32(1);
let l_468 = min(l_71, l_467);
let l_469 = buffer_2_global[l_468];
let l_470 = select(u32(0), l_469, l_466);
let l_72 = l_470;
let l_73 = l_72 >> u32(31);
let l_74 = l_73 == u32(1);
l_mut_40 = l_69;
l_mut_75 = l_72;
if l_74 {
let l_76 = u32(0) - l_69;
let l_77 = u32(0) - l_72;
let l_78 = u32(0) < l_69;
let l_79 = u32(l_78);
let l_80 = l_77 - l_79;
l_mut_40 = l_76;
l_mut_75 = l_80;
}
let l_81 = l_mut_40 * l_4;
let l_82 = l_mut_75 * l_4;
let l_471 = u64(l_mut_40);
let l_472 = u64(l_4);
let l_473 = l_471 * l_472;
let l_474 = l_473 >> u32(bitcast<u64>(u64(32)));
let l_475 = u32(bitcast<u64>(l_474));
let l_83 = l_475;
let l_84 = l_83 + l_82;
let l_476 = u64(l_mut_75);
let l_477 = u64(l_4);
let l_478 = l_476 * l_477;
let l_479 = l_478 >> u32(bitcast<u64>(u64(32)));
let l_480 = u32(bitcast<u64>(l_479));
let l_85 = l_480;
let l_86 = l_84 < l_82;
let l_87 = u32(l_86);
let l_88 = l_85 + l_87;
let l_89 = l_9 % u32(32);
l_mut_90 = l_81;
let l_91 = l_89 > u32(0);
if l_91 {
let l_92 = l_81 >> l_89;
let l_93 = u32(32) - l_89;
let l_94 = l_84 << l_93;
let l_95 = l_92 | l_94;
l_mut_90 = l_95;
}
l_mut_96 = l_84;
let l_97 = l_89 > u32(0);
if l_97 {
let l_98 = l_84 >> l_89;
let l_99 = u32(32) - l_89;
let l_100 = l_88 << l_99;
let l_101 = l_98 | l_100;
l_mut_96 = l_101;
}
l_mut_102 = l_mut_90;
l_mut_90 = l_mut_96;
let l_103 = l_9 >= u32(64);
if l_103 {
l_mut_102 = l_88;
l_mut_90 = u32(0);
} else {
let l_104 = l_9 >= u32(32);
if l_104 {
l_mut_96 = l_84;
let l_105 = l_89 > u32(0);
if l_105 {
let l_106 = l_84 >> l_89;
let l_107 = u32(32) - l_89;
let l_108 = l_88 << l_107;
let l_109 = l_106 | l_108;
l_mut_96 = l_109;
}
let l_110 = l_88 >> l_89;
l_mut_102 = l_mut_96;
l_mut_90 = l_110;
}
}
l_mut_96 = l_mut_102;
l_mut_102 = l_mut_90;
if l_74 {
let l_111 = u32(0) - l_mut_96;
let l_112 = u32(0) - l_mut_102;
let l_113 = u32(0) < l_mut_96;
let l_114 = u32(l_113);
let l_115 = l_112 - l_114;
l_mut_96 = l_111;
l_mut_102 = l_115;
}
let l_116 = l_59 + l_mut_96;
let l_117 = l_62 + l_mut_102;
let l_118 = l_116 < l_59;
let l_119 = u32(l_118);
let l_120 = l_117 + l_119;
let l_121 = l_4 * l_4;
let l_122 = l_9 + u32(3);
let l_123 = l_72 >> u32(31);
let l_124 = l_123 == u32(1);
l_mut_102 = l_69;
l_mut_96 = l_72;
if l_124 {
let l_125 = u32(0) - l_69;
let l_126 = u32(0) - l_72;
let l_127 = u32(0) < l_69;
let l_128 = u32(l_127);
let l_129 = l_126 - l_128;
l_mut_102 = l_125;
l_mut_96 = l_129;
}
let l_130 = l_mut_102 * l_121;
let l_131 = l_mut_96 * l_121;
let l_481 = u64(l_mut_102);
let l_482 = u64(l_121);
let l_483 = l_481 * l_482;
let l_484 = l_483 >> u32(bitcast<u64>(u64(32)));
let l_485 = u32(bitcast<u64>(l_484));
let l_132 = l_485;
let l_133 = l_132 + l_131;
let l_486 = u64(l_mut_96);
let l_487 = u64(l_121);
let l_488 = l_486 * l_487;
let l_489 = l_488 >> u32(bitcast<u64>(u64(32)));
let l_490 = u32(bitcast<u64>(l_489));
let l_134 = l_490;
let l_135 = l_133 < l_131;
let l_136 = u32(l_135);
let l_137 = l_134 + l_136;
let l_138 = l_122 % u32(32);
l_mut_90 = l_130;
let l_139 = l_138 > u32(0);
if l_139 {
let l_140 = l_130 >> l_138;
let l_141 = u32(32) - l_138;
let l_142 = l_133 << l_141;
let l_143 = l_140 | l_142;
l_mut_90 = l_143;
}
l_mut_75 = l_133;
let l_144 = l_138 > u32(0);
if l_144 {
let l_145 = l_133 >> l_138;
let l_146 = u32(32) - l_138;
let l_147 = l_137 << l_146;
let l_148 = l_145 | l_147;
l_mut_75 = l_148;
}
l_mut_40 = l_mut_90;
l_mut_90 = l_mut_75;
let l_149 = l_122 >= u32(64);
if l_149 {
l_mut_40 = l_137;
l_mut_90 = u32(0);
} else {
let l_150 = l_122 >= u32(32);
if l_150 {
l_mut_75 = l_133;
let l_151 = l_138 > u32(0);
if l_151 {
let l_152 = l_133 >> l_138;
let l_153 = u32(32) - l_138;
let l_154 = l_137 << l_153;
let l_155 = l_152 | l_154;
l_mut_75 = l_155;
}
let l_156 = l_137 >> l_138;
l_mut_40 = l_mut_75;
l_mut_90 = l_156;
}
}
l_mut_102 = l_mut_40;
l_mut_96 = l_mut_90;
if l_124 {
let l_157 = u32(0) - l_mut_102;
let l_158 = u32(0) - l_mut_96;
let l_159 = u32(0) < l_mut_102;
let l_160 = u32(l_159);
let l_161 = l_158 - l_160;
l_mut_102 = l_157;
l_mut_96 = l_161;
}
let l_162 = l_64 - l_mut_102;
let l_163 = l_67 - l_mut_96;
let l_164 = l_64 < l_mut_102;
let l_165 = u32(l_164);
let l_166 = l_163 - l_165;
let l_167 = l_162 + l_14;
let l_168 = l_166 + l_17;
let l_169 = l_167 < l_162;
let l_170 = u32(l_169);
let l_171 = l_168 + l_170;
let l_172 = u32(0) - l_116;
let l_173 = u32(0) - l_120;
let l_174 = u32(0) < l_116;
let l_175 = u32(l_174);
let l_176 = l_173 - l_175;
let l_177 = l_14 + l_14;
let l_178 = l_17 + l_17;
let l_179 = l_177 < l_14;
let l_180 = u32(l_179);
let l_181 = l_178 + l_180;
l_mut_102 = l_172;
l_mut_96 = l_176;
let l_182 = u32(0) - l_172;
let l_183 = u32(0) - l_176;
let l_184 = u32(0) < l_172;
let l_185 = u32(l_184);
let l_186 = l_183 - l_185;
l_mut_90 = l_182;
l_mut_75 = l_186;
l_mut_40 = l_167;
l_mut_187 = l_171;
l_mut_188 = u32(1);
l_mut_189 = u32(1);
l_mut_190 = bool(false);
let l_191 = l_mut_187 < l_181;
let l_192 = l_mut_187 == l_181;
let l_193 = l_mut_40 < l_177;
let l_194 = l_192 && l_193;
let l_195 = l_191 || l_194;
let l_196 = !l_195;
l_mut_197 = l_196;
let l_198 = l_172 | l_176;
let l_199 = l_198 == u32(0);
if l_199 {
l_mut_190 = l_mut_197;
l_mut_197 = bool(false);
}
l_mut_200 = bool(false);
loop {
let l_201 = !l_mut_197;
if l_201 {
break;
}
l_mut_202 = l_mut_102;
l_mut_203 = l_mut_96;
if l_mut_200 {
l_mut_202 = l_mut_90;
l_mut_203 = l_mut_75;
}
let l_204 = l_mut_187 < l_mut_203;
let l_205 = l_mut_187 == l_mut_203;
let l_206 = l_mut_40 < l_mut_202;
let l_207 = l_205 && l_206;
let l_208 = l_204 || l_207;
let l_209 = !l_208;
let l_210 = l_209 != l_mut_200;
if l_210 {
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
if l_mut_200 {
let l_212 = l_mut_40 - l_mut_90;
let l_213 = l_mut_187 - l_mut_75;
let l_214 = l_mut_40 < l_mut_90;
let l_215 = u32(l_214);
let l_216 = l_213 - l_215;
l_mut_40 = l_212;
l_mut_187 = l_216;
let l_217 = l_mut_187 < l_181;
let l_218 = l_mut_187 == l_181;
let l_219 = l_mut_40 < l_177;
let l_220 = l_218 && l_219;
let l_221 = l_217 || l_220;
if l_221 {
l_mut_197 = bool(false);
l_mut_211 = bool(false);
}
}
if l_mut_211 {
l_mut_203 = u32(0);
l_mut_222 = bool(false);
l_mut_202 = l_mut_90;
l_mut_223 = l_mut_75;
let l_224 = u32(3) >= u32(32);
if l_224 {
let l_225 = u32(3) & u32(31);
let l_226 = l_mut_75 >> l_225;
l_mut_202 = l_226;
l_mut_223 = u32(0);
} else {
let l_227 = u32(3) > u32(0);
if l_227 {
l_mut_228 = l_mut_90;
let l_229 = u32(3) > u32(0);
if l_229 {
let l_230 = l_mut_90 >> u32(3);
let l_231 = l_mut_75 << u32(29);
let l_232 = l_230 | l_231;
l_mut_228 = l_232;
}
let l_233 = l_mut_75 >> u32(3);
l_mut_202 = l_mut_228;
l_mut_223 = l_233;
}
}
let l_234 = l_mut_223 < l_mut_96;
let l_235 = l_mut_223 == l_mut_96;
let l_236 = l_mut_202 < l_mut_102;
let l_237 = l_235 && l_236;
let l_238 = l_234 || l_237;
let l_239 = !l_238;
l_mut_222 = l_239;
let l_240 = l_mut_102 | l_mut_96;
let l_241 = l_240 == u32(0);
if l_241 {
l_mut_203 = l_4;
} else {
if l_mut_222 {
let l_242 = l_mut_96 < l_mut_75;
let l_243 = l_mut_96 == l_mut_75;
let l_244 = l_mut_102 < l_mut_90;
let l_245 = l_243 && l_244;
let l_246 = l_242 || l_245;
if l_246 {
let l_247 = l_mut_90 - u32(1);
let l_248 = l_mut_75 - u32(0);
let l_249 = l_mut_90 < u32(1);
let l_250 = u32(l_249);
let l_251 = l_248 - l_250;
l_mut_228 = l_247;
l_mut_223 = l_251;
l_mut_202 = u32(0);

for (var l_mut_252: u32 = u32(0); l_mut_252 < u32(16); l_mut_252++) {
let l_253 = u32(15) - l_mut_252;
l_mut_254 = l_mut_228;
l_mut_255 = l_mut_223;
let l_256 = l_253 >= u32(32);
if l_256 {
let l_257 = l_253 & u32(31);
let l_258 = l_mut_223 >> l_257;
l_mut_254 = l_258;
l_mut_255 = u32(0);
} else {
let l_259 = l_253 > u32(0);
if l_259 {
l_mut_260 = l_mut_228;
let l_261 = l_253 > u32(0);
if l_261 {
let l_262 = l_mut_228 >> l_253;
let l_263 = u32(32) - l_253;
let l_264 = l_mut_223 << l_263;
let l_265 = l_262 | l_264;
l_mut_260 = l_265;
}
let l_266 = l_mut_223 >> l_253;
l_mut_254 = l_mut_260;
l_mut_255 = l_266;
}
}
let l_267 = l_mut_255 < l_mut_96;
let l_268 = l_mut_255 == l_mut_96;
let l_269 = l_mut_254 < l_mut_102;
let l_270 = l_268 && l_269;
let l_271 = l_267 || l_270;
let l_272 = !l_271;
if l_272 {
l_mut_260 = l_mut_102;
l_mut_255 = l_mut_96;
let l_273 = l_253 >= u32(32);
if l_273 {
let l_274 = l_253 & u32(31);
let l_275 = l_mut_102 << l_274;
l_mut_260 = u32(0);
l_mut_255 = l_275;
} else {
let l_276 = l_253 > u32(0);
if l_276 {
let l_277 = l_mut_102 << l_253;
let l_278 = l_mut_96 << l_253;
let l_279 = u32(32) - l_253;
let l_280 = l_mut_102 >> l_279;
let l_281 = l_278 | l_280;
l_mut_260 = l_277;
l_mut_255 = l_281;
}
}
let l_282 = l_mut_228 - l_mut_260;
let l_283 = l_mut_223 - l_mut_255;
let l_284 = l_mut_228 < l_mut_260;
let l_285 = u32(l_284);
let l_286 = l_283 - l_285;
l_mut_228 = l_282;
l_mut_223 = l_286;
let l_287 = u32(1) << l_253;
l_mut_202 = l_mut_202 | l_287;
}
}
let l_288 = min(l_mut_202, l_4);
l_mut_260 = l_288;
let l_289 = l_mut_223 < l_mut_96;
let l_290 = l_mut_223 == l_mut_96;
let l_291 = l_mut_228 < l_mut_102;
let l_292 = l_290 && l_291;
let l_293 = l_289 || l_292;
let l_294 = !l_293;
if l_294 {
l_mut_260 = l_4;
}
l_mut_203 = l_mut_260;
}
} else {
l_mut_260 = l_mut_90;
l_mut_255 = l_mut_75;
loop {
let l_295 = l_mut_96 < l_mut_255;
let l_296 = l_mut_96 == l_mut_255;
let l_297 = l_mut_102 < l_mut_260;
let l_298 = l_296 && l_297;
let l_299 = l_295 || l_298;
let l_300 = l_mut_203 * l_mut_189;
let l_301 = l_mut_188 + l_300;
let l_302 = l_301 + l_mut_189;
let l_303 = l_302 < l_4;
let l_304 = l_299 && l_303;
let l_305 = !l_304;
if l_305 {
break;
}
let l_306 = l_mut_260 - l_mut_102;
let l_307 = l_mut_255 - l_mut_96;
let l_308 = l_mut_260 < l_mut_102;
let l_309 = u32(l_308);
let l_310 = l_307 - l_309;
l_mut_260 = l_306;
l_mut_255 = l_310;
l_mut_203 = l_mut_203 + u32(1);
}
}
}
let l_311 = l_mut_203 * l_mut_189;
let l_312 = l_mut_188 + l_311;
let l_313 = l_312 + l_mut_189;
let l_314 = l_313 >= l_4;
if l_314 {
l_mut_190 = bool(true);
l_mut_197 = bool(false);
} else {
let l_315 = l_mut_102 * l_mut_203;
let l_491 = u64(l_mut_102);
let l_492 = u64(l_mut_203);
let l_493 = l_491 * l_492;
let l_494 = l_493 >> u32(bitcast<u64>(u64(32)));
let l_495 = u32(bitcast<u64>(l_494));
let l_316 = l_495;
let l_317 = l_mut_96 * l_mut_203;
let l_318 = l_316 + l_317;
let l_319 = l_mut_90 - l_315;
let l_320 = l_mut_75 - l_318;
let l_321 = l_mut_90 < l_315;
let l_322 = u32(l_321);
let l_323 = l_320 - l_322;
l_mut_90 = l_319;
l_mut_75 = l_323;
let l_324 = l_mut_203 * l_mut_189;
l_mut_188 = l_mut_188 + l_324;
let l_325 = l_mut_102 - l_mut_90;
let l_326 = l_mut_96 - l_mut_75;
let l_327 = l_mut_102 < l_mut_90;
let l_328 = u32(l_327);
let l_329 = l_326 - l_328;
l_mut_102 = l_325;
l_mut_96 = l_329;
l_mut_189 = l_mut_189 + l_mut_188;
}
}
}
let l_330 = !l_mut_190;
if l_330 {
let l_496 = info.static_meta[u32(5)];
let l_497 = l_496 * u32(1);
let l_498 = l_497 - u32(1);
let l_499 = min(u32(0), l_498);
let l_500 = &buffer_5_global[l_499];
let l_331 = l_500;
let l_332 = atomicAdd(l_331, u32(1));let l_333 = info.static_meta[u32(10)];
let l_334 = l_332 < l_333;
if l_334 {
let l_501 = info.static_meta[u32(4)];
let l_502 = l_501 * u32(1);
let l_503 = l_332 < l_502;
if l_503 {
buffer_4_global[l_332] = id;
}
}
}
}
}
