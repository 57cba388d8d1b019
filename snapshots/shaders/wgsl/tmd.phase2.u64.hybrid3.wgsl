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
fn phase2(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_112: u64;
var l_mut_134: u64;
var l_mut_228: u64;
var l_mut_229: u32;
var l_mut_230: bool;
var l_mut_233: bool;
var l_mut_235: bool;
var l_mut_238: u32;
var l_mut_239: bool;
var l_mut_253: u64;
var l_mut_72: u32;
let l_0 = id == u32(0);
if l_0 {
let l_310 = info.static_meta[u32(6)];
let l_311 = l_310 * u32(1);
let l_312 = l_311 - u32(1);
let l_313 = min(u32(3), l_312);
let l_314 = &buffer_6_global[l_313];
let l_1 = l_314;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = info.static_meta[u32(11)];
let l_4 = l_3 * u32(8);
let l_5 = id < l_4;
if l_5 {
let l_6 = u32(2) * u32(0);
let l_315 = info.static_meta[u32(3)];
let l_316 = l_315 * u32(1);
let l_317 = l_6 < l_316;
let l_318 = l_316 - u32(1);
let l_319 = min(l_6, l_318);
let l_320 = buffer_3_global[l_319];
let l_321 = select(u32(0), l_320, l_317);
let l_7 = l_321;
let l_8 = u64(l_7);
let l_9 = u32(2) * u32(0);
let l_10 = l_9 + u32(1);
let l_322 = info.static_meta[u32(3)];
let l_323 = l_322 * u32(1);
let l_324 = l_10 < l_323;
let l_325 = l_323 - u32(1);
let l_326 = min(l_10, l_325);
let l_327 = buffer_3_global[l_326];
let l_328 = select(u32(0), l_327, l_324);
let l_11 = l_328;
let l_12 = u64(l_11);
let l_13 = l_12 << u32(bitcast<u64>(u64(32)));
let l_14 = l_8 | l_13;
let l_15 = l_14 & u64(4294967295);
let l_16 = u32(bitcast<u64>(l_15));
let l_17 = u32(2) * u32(1);
let l_329 = info.static_meta[u32(3)];
let l_330 = l_329 * u32(1);
let l_331 = l_17 < l_330;
let l_332 = l_330 - u32(1);
let l_333 = min(l_17, l_332);
let l_334 = buffer_3_global[l_333];
let l_335 = select(u32(0), l_334, l_331);
let l_18 = l_335;
let l_19 = u64(l_18);
let l_20 = u32(2) * u32(1);
let l_21 = l_20 + u32(1);
let l_336 = info.static_meta[u32(3)];
let l_337 = l_336 * u32(1);
let l_338 = l_21 < l_337;
let l_339 = l_337 - u32(1);
let l_340 = min(l_21, l_339);
let l_341 = buffer_3_global[l_340];
let l_342 = select(u32(0), l_341, l_338);
let l_22 = l_342;
let l_23 = u64(l_22);
let l_24 = l_23 << u32(bitcast<u64>(u64(32)));
let l_25 = l_19 | l_24;
let l_26 = l_25 & u64(4294967295);
let l_27 = u32(bitcast<u64>(l_26));
let l_28 = u32(2) * u32(2);
let l_343 = info.static_meta[u32(3)];
let l_344 = l_343 * u32(1);
let l_345 = l_28 < l_344;
let l_346 = l_344 - u32(1);
let l_347 = min(l_28, l_346);
let l_348 = buffer_3_global[l_347];
let l_349 = select(u32(0), l_348, l_345);
let l_29 = l_349;
let l_30 = u64(l_29);
let l_31 = u32(2) * u32(2);
let l_32 = l_31 + u32(1);
let l_350 = info.static_meta[u32(3)];
let l_351 = l_350 * u32(1);
let l_352 = l_32 < l_351;
let l_353 = l_351 - u32(1);
let l_354 = min(l_32, l_353);
let l_355 = buffer_3_global[l_354];
let l_356 = select(u32(0), l_355, l_352);
let l_33 = l_356;
let l_34 = u64(l_33);
let l_35 = l_34 << u32(bitcast<u64>(u64(32)));
let l_36 = l_30 | l_35;
let l_37 = u32(2) * u32(3);
let l_357 = info.static_meta[u32(3)];
let l_358 = l_357 * u32(1);
let l_359 = l_37 < l_358;
let l_360 = l_358 - u32(1);
let l_361 = min(l_37, l_360);
let l_362 = buffer_3_global[l_361];
let l_363 = select(u32(0), l_362, l_359);
let l_38 = l_363;
let l_39 = u64(l_38);
let l_40 = u32(2) * u32(3);
let l_41 = l_40 + u32(1);
let l_364 = info.static_meta[u32(3)];
let l_365 = l_364 * u32(1);
let l_366 = l_41 < l_365;
let l_367 = l_365 - u32(1);
let l_368 = min(l_41, l_367);
let l_369 = buffer_3_global[l_368];
let l_370 = select(u32(0), l_369, l_366);
let l_42 = l_370;
let l_43 = u64(l_42);
let l_44 = l_43 << u32(bitcast<u64>(u64(32)));
let l_45 = l_39 | l_44;
let l_46 = u32(2) * u32(4);
let l_371 = info.static_meta[u32(3)];
let l_372 = l_371 * u32(1);
let l_373 = l_46 < l_372;
let l_374 = l_372 - u32(1);
let l_375 = min(l_46, l_374);
let l_376 = buffer_3_global[l_375];
let l_377 = select(u32(0), l_376, l_373);
let l_47 = l_377;
let l_48 = u64(l_47);
let l_49 = u32(2) * u32(4);
let l_50 = l_49 + u32(1);
let l_378 = info.static_meta[u32(3)];
let l_379 = l_378 * u32(1);
let l_380 = l_50 < l_379;
let l_381 = l_379 - u32(1);
let l_382 = min(l_50, l_381);
let l_383 = buffer_3_global[l_382];
let l_384 = select(u32(0), l_383, l_380);
let l_51 = l_384;
let l_52 = u64(l_51);
let l_53 = l_52 << u32(bitcast<u64>(u64(32)));
let l_54 = l_48 | l_53;
let l_55 = u32(2) * u32(5);
let l_385 = info.static_meta[u32(3)];
let l_386 = l_385 * u32(1);
let l_387 = l_55 < l_386;
let l_388 = l_386 - u32(1);
let l_389 = min(l_55, l_388);
let l_390 = buffer_3_global[l_389];
let l_391 = select(u32(0), l_390, l_387);
let l_56 = l_391;
let l_57 = u64(l_56);
let l_58 = u32(2) * u32(5);
let l_59 = l_58 + u32(1);
let l_392 = info.static_meta[u32(3)];
let l_393 = l_392 * u32(1);
let l_394 = l_59 < l_393;
let l_395 = l_393 - u32(1);
let l_396 = min(l_59, l_395);
let l_397 = buffer_3_global[l_396];
let l_398 = select(u32(0), l_397, l_394);
let l_60 = l_398;
let l_61 = u64(l_60);
let l_62 = l_61 << u32(bitcast<u64>(u64(32)));
let l_63 = l_57 | l_62;
let l_64 = id / u32(8);
let l_399 = info.static_meta[u32(4)];
let l_400 = l_399 * u32(1);
let l_401 = l_64 < l_400;
let l_402 = l_400 - u32(1);
let l_403 = min(l_64, l_402);
let l_404 = buffer_4_global[l_403];
let l_405 = select(u32(0), l_404, l_401);
let l_65 = l_405;
let l_66 = id % u32(8);
let l_67 = l_16 / u32(8);
let l_68 = l_66 * l_67;
let l_69 = u64(l_65);
let l_70 = u64(l_16);
let l_71 = l_69 * l_70;
l_mut_72 = u32(0);
let l_73 = l_71 < l_63;
if l_73 {
let l_74 = l_63 - l_71;
l_mut_72 = l_16;
let l_75 = u64(l_16);
let l_76 = l_74 < l_75;
if l_76 {
let l_77 = l_74 & u64(4294967295);
let l_78 = u32(bitcast<u64>(l_77));
l_mut_72 = l_78;
}
}
let l_79 = l_68 < l_mut_72;
if l_79 {
let l_80 = u32(2) * l_65;
let l_406 = info.static_meta[u32(0)];
let l_407 = l_406 * u32(1);
let l_408 = l_80 < l_407;
let l_409 = l_407 - u32(1);
let l_410 = min(l_80, l_409);
let l_411 = buffer_0_global[l_410];
let l_412 = select(u32(0), l_411, l_408);
let l_81 = l_412;
let l_82 = u64(l_81);
let l_83 = u32(2) * l_65;
let l_84 = l_83 + u32(1);
let l_413 = info.static_meta[u32(0)];
let l_414 = l_413 * u32(1);
let l_415 = l_84 < l_414;
let l_416 = l_414 - u32(1);
let l_417 = min(l_84, l_416);
let l_418 = buffer_0_global[l_417];
let l_419 = select(u32(0), l_418, l_415);
let l_85 = l_419;
let l_86 = u64(l_85);
let l_87 = l_86 << u32(bitcast<u64>(u64(32)));
let l_88 = l_82 | l_87;
let l_89 = u32(2) * l_65;
let l_420 = info.static_meta[u32(1)];
let l_421 = l_420 * u32(1);
let l_422 = l_89 < l_421;
let l_423 = l_421 - u32(1);
let l_424 = min(l_89, l_423);
let l_425 = buffer_1_global[l_424];
let l_426 = select(u32(0), l_425, l_422);
let l_90 = l_426;
let l_91 = u64(l_90);
let l_92 = u32(2) * l_65;
let l_93 = l_92 + u32(1);
let l_427 = info.static_meta[u32(1)];
let l_428 = l_427 * u32(1);
let l_429 = l_93 < l_428;
let l_430 = l_428 - u32(1);
let l_431 = min(l_93, l_430);
let l_432 = buffer_1_global[l_431];
let l_433 = select(u32(0), l_432, l_429);
let l_94 = l_433;
let l_95 = u64(l_94);
let l_96 = l_95 << u32(bitcast<u64>(u64(32)));
let l_97 = l_91 | l_96;
let l_98 = u32(2) * l_65;
let l_434 = info.static_meta[u32(2)];
let l_435 = l_434 * u32(1);
let l_436 = l_98 < l_435;
let l_437 = l_435 - u32(1);
let l_438 = min(l_98, l_437);
let l_439 = buffer_2_global[l_438];
let l_440 = select(u32(0), l_439, l_436);
let l_99 = l_440;
let l_100 = u64(l_99);
let l_101 = u32(2) * l_65;
let l_102 = l_101 + u32(1);
let l_441 = info.static_meta[u32(2)];
let l_442 = l_441 * u32(1);
let l_443 = l_102 < l_442;
let l_444 = l_442 - u32(1);
let l_445 = min(l_102, l_444);
let l_446 = buffer_2_global[l_445];
let l_447 = select(u32(0), l_446, l_443);
let l_103 = l_447;
let l_104 = u64(l_103);
let l_105 = l_104 << u32(bitcast<u64>(u64(32)));
let l_106 = l_100 | l_105;
let l_107 = l_16 / u32(8);
let l_108 = l_66 * l_107;
let l_109 = l_108 + l_108;
let l_110 = l_106 >> u32(bitcast<u64>(u64(63)));
let l_111 = l_110 == u64(1);
l_mut_112 = l_106;
if l_111 {
let l_113 = u64(u32(0));
let l_114 = l_113 - l_106;
l_mut_112 = l_114;
}
let l_115 = u64(l_109);
let l_116 = l_mut_112 & u64(4294967295);
let l_117 = l_116 * l_115;
let l_118 = l_mut_112 >> u32(bitcast<u64>(u64(32)));
let l_119 = l_118 * l_115;
let l_120 = l_119 << u32(bitcast<u64>(u64(32)));
let l_121 = l_117 + l_120;
let l_122 = l_119 >> u32(bitcast<u64>(u64(32)));
let l_123 = l_121 < l_117;
let l_124 = u64(l_123);
let l_125 = l_122 + l_124;
l_mut_112 = l_121;
let l_126 = l_27 == u32(64);
if l_126 {
l_mut_112 = l_125;
} else {
let l_127 = l_27 > u32(0);
if l_127 {
let l_128 = u32(64) - l_27;
let l_129 = u64(l_128);
let l_130 = l_125 << u32(bitcast<u64>(l_129));
let l_131 = u64(l_27);
let l_132 = l_121 >> u32(bitcast<u64>(l_131));
let l_133 = l_130 | l_132;
l_mut_112 = l_133;
}
}
l_mut_134 = l_mut_112;
if l_111 {
let l_135 = u64(u32(0));
let l_136 = l_135 - l_mut_134;
l_mut_134 = l_136;
}
let l_137 = l_88 + l_mut_134;
let l_138 = u64(l_108);
let l_139 = l_88 * l_138;
let l_140 = l_97 + l_139;
let l_141 = l_108 * l_108;
let l_142 = l_106 >> u32(bitcast<u64>(u64(63)));
let l_143 = l_142 == u64(1);
l_mut_134 = l_106;
if l_143 {
let l_144 = u64(u32(0));
let l_145 = l_144 - l_106;
l_mut_134 = l_145;
}
let l_146 = u64(l_141);
let l_147 = l_mut_134 & u64(4294967295);
let l_148 = l_147 * l_146;
let l_149 = l_mut_134 >> u32(bitcast<u64>(u64(32)));
let l_150 = l_149 * l_146;
let l_151 = l_150 << u32(bitcast<u64>(u64(32)));
let l_152 = l_148 + l_151;
let l_153 = l_150 >> u32(bitcast<u64>(u64(32)));
let l_154 = l_152 < l_148;
let l_155 = u64(l_154);
let l_156 = l_153 + l_155;
l_mut_134 = l_152;
let l_157 = l_27 == u32(64);
if l_157 {
l_mut_134 = l_156;
} else {
let l_158 = l_27 > u32(0);
if l_158 {
let l_159 = u32(64) - l_27;
let l_160 = u64(l_159);
let l_161 = l_156 << u32(bitcast<u64>(l_160));
let l_162 = u64(l_27);
let l_163 = l_152 >> u32(bitcast<u64>(l_162));
let l_164 = l_161 | l_163;
l_mut_134 = l_164;
}
}
l_mut_112 = l_mut_134;
if l_143 {
let l_165 = u64(u32(0));
let l_166 = l_165 - l_mut_112;
l_mut_112 = l_166;
}
let l_167 = l_140 + l_mut_112;
let l_168 = l_106 >> u32(bitcast<u64>(u64(63)));
let l_169 = l_168 == u64(1);
l_mut_134 = l_106;
if l_169 {
let l_170 = u64(u32(0));
let l_171 = l_170 - l_106;
l_mut_134 = l_171;
}
let l_172 = u64(l_107);
let l_173 = l_mut_134 & u64(4294967295);
let l_174 = l_173 * l_172;
let l_175 = l_mut_134 >> u32(bitcast<u64>(u64(32)));
let l_176 = l_175 * l_172;
let l_177 = l_176 << u32(bitcast<u64>(u64(32)));
let l_178 = l_174 + l_177;
let l_179 = l_176 >> u32(bitcast<u64>(u64(32)));
let l_180 = l_178 < l_174;
let l_181 = u64(l_180);
let l_182 = l_179 + l_181;
l_mut_134 = l_178;
let l_183 = l_27 == u32(64);
if l_183 {
l_mut_134 = l_182;
} else {
let l_184 = l_27 > u32(0);
if l_184 {
let l_185 = u32(64) - l_27;
let l_186 = u64(l_185);
let l_187 = l_182 << u32(bitcast<u64>(l_186));
let l_188 = u64(l_27);
let l_189 = l_178 >> u32(bitcast<u64>(l_188));
let l_190 = l_187 | l_189;
l_mut_134 = l_190;
}
}
l_mut_112 = l_mut_134;
if l_169 {
let l_191 = u64(u32(0));
let l_192 = l_191 - l_mut_112;
l_mut_112 = l_192;
}
let l_193 = l_137 + l_mut_112;
let l_194 = l_107 * l_107;
let l_195 = l_27 + u32(3);
let l_196 = l_106 >> u32(bitcast<u64>(u64(63)));
let l_197 = l_196 == u64(1);
l_mut_134 = l_106;
if l_197 {
let l_198 = u64(u32(0));
let l_199 = l_198 - l_106;
l_mut_134 = l_199;
}
let l_200 = u64(l_194);
let l_201 = l_mut_134 & u64(4294967295);
let l_202 = l_201 * l_200;
let l_203 = l_mut_134 >> u32(bitcast<u64>(u64(32)));
let l_204 = l_203 * l_200;
let l_205 = l_204 << u32(bitcast<u64>(u64(32)));
let l_206 = l_202 + l_205;
let l_207 = l_204 >> u32(bitcast<u64>(u64(32)));
let l_208 = l_206 < l_202;
let l_209 = u64(l_208);
let l_210 = l_207 + l_209;
l_mut_134 = l_206;
let l_211 = l_195 == u32(64);
if l_211 {
l_mut_134 = l_210;
} else {
let l_212 = l_195 > u32(0);
if l_212 {
let l_213 = u32(64) - l_195;
let l_214 = u64(l_213);
let l_215 = l_210 << u32(bitcast<u64>(l_214));
let l_216 = u64(l_195);
let l_217 = l_206 >> u32(bitcast<u64>(l_216));
let l_218 = l_215 | l_217;
l_mut_134 = l_218;
}
}
l_mut_112 = l_mut_134;
if l_197 {
let l_219 = u64(u32(0));
let l_220 = l_219 - l_mut_112;
l_mut_112 = l_220;
}
let l_221 = l_167 - l_mut_112;
let l_222 = l_221 + l_45;
let l_223 = u64(u32(0));
let l_224 = l_223 - l_193;
let l_225 = l_45 + l_45;
l_mut_134 = l_224;
let l_226 = u64(u32(0));
let l_227 = l_226 - l_224;
l_mut_112 = l_227;
l_mut_228 = l_222;
l_mut_72 = u32(1);
l_mut_229 = u32(1);
l_mut_230 = bool(false);
let l_231 = l_mut_228 < l_225;
let l_232 = !l_231;
l_mut_233 = l_232;
let l_234 = l_224 == u64(0);
if l_234 {
l_mut_230 = l_mut_233;
l_mut_233 = bool(false);
}
l_mut_235 = bool(false);
loop {
let l_236 = !l_mut_233;
if l_236 {
break;
}
let l_237 = l_mut_228 < l_mut_134;
if l_237 {
l_mut_238 = u32(0);
l_mut_239 = bool(false);
let l_240 = u64(u32(3));
let l_241 = l_mut_112 >> u32(bitcast<u64>(l_240));
let l_242 = l_241 < l_mut_134;
let l_243 = !l_242;
l_mut_239 = l_243;
let l_244 = l_mut_134 == u64(0);
if l_244 {
l_mut_238 = l_107;
} else {
if l_mut_239 {
let l_245 = l_mut_134 < l_mut_112;
if l_245 {
let l_246 = l_mut_112 - u64(1);
let l_247 = l_246 / l_mut_134;
let l_248 = u64(l_107);
let l_249 = l_247 < l_248;
let l_250 = u64(l_107);
let l_251 = select(l_250, l_247, l_249);
let l_252 = u32(bitcast<u64>(l_251));
l_mut_238 = l_252;
}
} else {
l_mut_253 = l_mut_112;
loop {
let l_254 = l_mut_134 < l_mut_253;
let l_255 = l_mut_238 * l_mut_229;
let l_256 = l_mut_72 + l_255;
let l_257 = l_256 + l_mut_229;
let l_258 = l_257 < l_107;
let l_259 = l_254 && l_258;
let l_260 = !l_259;
if l_260 {
break;
}
let l_261 = l_mut_253 - l_mut_134;
l_mut_253 = l_261;
l_mut_238 = l_mut_238 + u32(1);
}
}
}
let l_262 = l_mut_238 * l_mut_229;
let l_263 = l_mut_72 + l_262;
let l_264 = l_263 + l_mut_229;
let l_265 = l_264 >= l_107;
if l_265 {
l_mut_230 = bool(true);
l_mut_233 = bool(false);
} else {
let l_266 = u64(l_mut_238);
let l_267 = l_mut_134 * l_266;
let l_268 = l_mut_112 - l_267;
l_mut_112 = l_268;
let l_269 = l_mut_238 * l_mut_229;
l_mut_72 = l_mut_72 + l_269;
let l_270 = l_mut_134 - l_mut_112;
l_mut_134 = l_270;
l_mut_229 = l_mut_229 + l_mut_72;
}
} else {
let l_271 = l_mut_228 - l_mut_134;
l_mut_228 = l_271;
let l_272 = l_mut_228 < l_225;
if l_272 {
l_mut_233 = bool(false);
} else {
l_mut_238 = u32(0);
l_mut_239 = bool(false);
let l_273 = u64(u32(3));
let l_274 = l_mut_134 >> u32(bitcast<u64>(l_273));
let l_275 = l_274 < l_mut_112;
let l_276 = !l_275;
l_mut_239 = l_276;
let l_277 = l_mut_112 == u64(0);
if l_277 {
l_mut_238 = l_107;
} else {
if l_mut_239 {
let l_278 = l_mut_112 < l_mut_134;
if l_278 {
let l_279 = l_mut_134 - u64(1);
let l_280 = l_279 / l_mut_112;
let l_281 = u64(l_107);
let l_282 = l_280 < l_281;
let l_283 = u64(l_107);
let l_284 = select(l_283, l_280, l_282);
let l_285 = u32(bitcast<u64>(l_284));
l_mut_238 = l_285;
}
} else {
l_mut_253 = l_mut_134;
loop {
let l_286 = l_mut_112 < l_mut_253;
let l_287 = l_mut_238 * l_mut_72;
let l_288 = l_mut_229 + l_287;
let l_289 = l_288 + l_mut_72;
let l_290 = l_289 < l_107;
let l_291 = l_286 && l_290;
let l_292 = !l_291;
if l_292 {
break;
}
let l_293 = l_mut_253 - l_mut_112;
l_mut_253 = l_293;
l_mut_238 = l_mut_238 + u32(1);
}
}
}
let l_294 = l_mut_72 + l_mut_229;
let l_295 = l_mut_238 * l_mut_72;
let l_296 = l_294 + l_295;
let l_297 = l_296 >= l_107;
if l_297 {
l_mut_230 = bool(true);
l_mut_233 = bool(false);
} else {
let l_298 = u64(l_mut_238);
let l_299 = l_mut_112 * l_298;
let l_300 = l_mut_134 - l_299;
l_mut_134 = l_300;
let l_301 = l_mut_238 * l_mut_72;
l_mut_229 = l_mut_229 + l_301;
let l_302 = l_mut_112 - l_mut_134;
l_mut_112 = l_302;
l_mut_72 = l_mut_72 + l_mut_229;
}
}
}
}
let l_303 = !l_mut_230;
if l_303 {
let l_304 = l_65 * u32(8);
let l_305 = l_304 + l_66;
let l_448 = info.static_meta[u32(6)];
let l_449 = l_448 * u32(1);
let l_450 = l_449 - u32(1);
let l_451 = min(u32(1), l_450);
let l_452 = &buffer_6_global[l_451];
let l_306 = l_452;
let l_307 = atomicAdd(l_306, u32(1));let l_308 = info.static_meta[u32(12)];
let l_309 = l_307 < l_308;
if l_309 {
let l_453 = info.static_meta[u32(5)];
let l_454 = l_453 * u32(1);
let l_455 = l_307 < l_454;
if l_455 {
buffer_5_global[l_307] = l_305;
}
}
}
}
}
}
