@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f64>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f64>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f64>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f64>;

struct info_st {
   static_meta: array<u32, 8>,
}

@group(0)
@binding(4)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn multi_words_f_f64(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_103: f64;
var l_mut_120: f64;
var l_mut_121: f64;
var l_mut_237: u32;
var l_mut_68: f64;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_2 = id < l_1;
if l_2 {
let l_289 = info.static_meta[u32(2)];
let l_290 = l_289 * u32(1);
let l_291 = u32(0) < l_290;
let l_292 = l_290 - u32(1);
let l_293 = min(u32(0), l_292);
let l_294 = buffer_2_global[l_293];
let l_295 = select(f64(0.0), l_294, l_291);
let l_3 = l_295;
let l_296 = info.static_meta[u32(2)];
let l_297 = l_296 * u32(1);
let l_298 = u32(1) < l_297;
let l_299 = l_297 - u32(1);
let l_300 = min(u32(1), l_299);
let l_301 = buffer_2_global[l_300];
let l_302 = select(f64(0.0), l_301, l_298);
let l_4 = l_302;
let l_303 = info.static_meta[u32(0)];
let l_304 = l_303 * u32(1);
let l_305 = id < l_304;
let l_306 = l_304 - u32(1);
let l_307 = min(id, l_306);
let l_308 = buffer_0_global[l_307];
let l_309 = select(f64(0.0), l_308, l_305);
let l_5 = l_309;
let l_6 = l_1 + id;
let l_310 = info.static_meta[u32(0)];
let l_311 = l_310 * u32(1);
let l_312 = l_6 < l_311;
let l_313 = l_311 - u32(1);
let l_314 = min(l_6, l_313);
let l_315 = buffer_0_global[l_314];
let l_316 = select(f64(0.0), l_315, l_312);
let l_7 = l_316;
let l_317 = info.static_meta[u32(1)];
let l_318 = l_317 * u32(1);
let l_319 = id < l_318;
let l_320 = l_318 - u32(1);
let l_321 = min(id, l_320);
let l_322 = buffer_1_global[l_321];
let l_323 = select(f64(0.0), l_322, l_319);
let l_8 = l_323;
let l_9 = l_1 + id;
let l_324 = info.static_meta[u32(1)];
let l_325 = l_324 * u32(1);
let l_326 = l_9 < l_325;
let l_327 = l_325 - u32(1);
let l_328 = min(l_9, l_327);
let l_329 = buffer_1_global[l_328];
let l_330 = select(f64(0.0), l_329, l_326);
let l_10 = l_330;
let l_11 = u32(2) + u32(2);
let l_331 = info.static_meta[u32(2)];
let l_332 = l_331 * u32(1);
let l_333 = l_11 < l_332;
let l_334 = l_332 - u32(1);
let l_335 = min(l_11, l_334);
let l_336 = buffer_2_global[l_335];
let l_337 = select(f64(0.0), l_336, l_333);
let l_12 = l_337;
let l_13 = u32(l_12);
let l_14 = u32(2) + u32(0);
let l_338 = info.static_meta[u32(2)];
let l_339 = l_338 * u32(1);
let l_340 = l_14 < l_339;
let l_341 = l_339 - u32(1);
let l_342 = min(l_14, l_341);
let l_343 = buffer_2_global[l_342];
let l_344 = select(f64(0.0), l_343, l_340);
let l_15 = l_344;
let l_16 = u32(l_15);
let l_17 = u32(2) + u32(1);
let l_345 = info.static_meta[u32(2)];
let l_346 = l_345 * u32(1);
let l_347 = l_17 < l_346;
let l_348 = l_346 - u32(1);
let l_349 = min(l_17, l_348);
let l_350 = buffer_2_global[l_349];
let l_351 = select(f64(0.0), l_350, l_347);
let l_18 = l_351;
let l_19 = u32(l_18);
let l_20 = u32(2) + u32(4);
let l_21 = l_20 + l_19;
let l_22 = l_16 - u32(1);
let l_23 = u32(2) * l_22;
let l_24 = l_21 + l_23;
let l_25 = f32(l_5);
let l_26 = bitcast<u32>(l_25);
let l_27 = l_26 & u32(8388607);
let l_28 = l_27 >= u32(3474675);
let l_29 = i32(l_28);
let l_30 = l_26 >> u32(23);
let l_31 = i32(l_30);
let l_32 = l_31 - i32(127);
let l_33 = l_32 + l_29;
let l_34 = l_33 / i32(2);
let l_35 = i32(127) - l_34;
let l_36 = u32(l_35);
let l_37 = l_36 << u32(23);
let l_38 = bitcast<f32>(l_37);
let l_39 = l_33 - l_34;
let l_40 = i32(127) - l_39;
let l_41 = u32(l_40);
let l_42 = l_41 << u32(23);
let l_43 = bitcast<f32>(l_42);
let l_44 = f64(l_38);
let l_45 = l_5 * l_44;
let l_46 = f64(l_43);
let l_47 = l_45 * l_46;
let l_48 = l_47 - l_4;
let l_49 = l_4 + l_4;
let l_50 = l_49 + l_48;
let l_51 = l_50 - l_49;
let l_52 = l_48 - l_51;
let l_53 = l_4 / l_50;
let l_54 = l_48 * l_53;
let l_55 = l_54 * l_50;
let l_56 = -l_55;
let l_57 = fma(l_54, l_50, l_56);
let l_58 = l_48 - l_55;
let l_59 = l_58 - l_57;
let l_60 = l_54 * l_52;
let l_61 = l_59 - l_60;
let l_62 = l_61 * l_53;
let l_63 = l_54 * l_54;
let l_64 = u32(2) + u32(3);
let l_352 = info.static_meta[u32(2)];
let l_353 = l_352 * u32(1);
let l_354 = l_64 < l_353;
let l_355 = l_353 - u32(1);
let l_356 = min(l_64, l_355);
let l_357 = buffer_2_global[l_356];
let l_358 = select(f64(0.0), l_357, l_354);
let l_65 = l_358;
let l_66 = u32(l_65);
let l_359 = info.static_meta[u32(2)];
let l_360 = l_359 * u32(1);
let l_361 = l_24 < l_360;
let l_362 = l_360 - u32(1);
let l_363 = min(l_24, l_362);
let l_364 = buffer_2_global[l_363];
let l_365 = select(f64(0.0), l_364, l_361);
let l_67 = l_365;
l_mut_68 = l_67;

for (var l_mut_69: u32 = u32(1); l_mut_69 < l_66; l_mut_69++) {
let l_70 = l_mut_68 * l_63;
let l_71 = l_24 + l_mut_69;
let l_386 = info.static_meta[u32(2)];
let l_387 = l_386 * u32(1);
let l_388 = l_71 < l_387;
let l_389 = l_387 - u32(1);
let l_390 = min(l_71, l_389);
let l_391 = buffer_2_global[l_390];
let l_392 = select(f64(0.0), l_391, l_388);
let l_72 = l_392;
let l_73 = l_70 + l_72;
l_mut_68 = l_73;
}
let l_74 = l_54 + l_54;
let l_75 = l_54 * l_63;
let l_76 = l_75 * l_mut_68;
let l_77 = l_62 + l_76;
let l_78 = f64(2.0) * l_77;
let l_79 = l_74 + l_78;
let l_80 = l_79 - l_74;
let l_81 = l_78 - l_80;
let l_82 = u32(2) + u32(1);
let l_366 = info.static_meta[u32(2)];
let l_367 = l_366 * u32(1);
let l_368 = l_82 < l_367;
let l_369 = l_367 - u32(1);
let l_370 = min(l_82, l_369);
let l_371 = buffer_2_global[l_370];
let l_372 = select(f64(0.0), l_371, l_368);
let l_83 = l_372;
let l_84 = u32(l_83);
let l_85 = u32(2) + u32(4);
let l_86 = f64(l_33);
let l_373 = info.static_meta[u32(2)];
let l_374 = l_373 * u32(1);
let l_375 = l_85 < l_374;
let l_376 = l_374 - u32(1);
let l_377 = min(l_85, l_376);
let l_378 = buffer_2_global[l_377];
let l_379 = select(f64(0.0), l_378, l_375);
let l_87 = l_379;
let l_88 = l_86 * l_87;
let l_89 = l_88 + l_79;
let l_90 = l_89 - l_88;
let l_91 = l_89 - l_90;
let l_92 = l_88 - l_91;
let l_93 = l_79 - l_90;
let l_94 = l_92 + l_93;
l_mut_68 = l_81;

for (var l_mut_95: u32 = u32(1); l_mut_95 < l_84; l_mut_95++) {
let l_96 = l_85 + l_mut_95;
let l_393 = info.static_meta[u32(2)];
let l_394 = l_393 * u32(1);
let l_395 = l_96 < l_394;
let l_396 = l_394 - u32(1);
let l_397 = min(l_96, l_396);
let l_398 = buffer_2_global[l_397];
let l_399 = select(f64(0.0), l_398, l_395);
let l_97 = l_399;
let l_98 = l_86 * l_97;
l_mut_68 = l_mut_68 + l_98;
}
let l_99 = l_94 + l_mut_68;
let l_100 = l_89 + l_99;
let l_101 = l_100 - l_89;
let l_102 = l_99 - l_101;
l_mut_68 = l_100;
l_mut_103 = l_102;

for (var l_mut_104: u32 = u32(0); l_mut_104 < l_13; l_mut_104++) {
let l_105 = -l_mut_68;
let l_106 = -l_mut_103;
let l_107 = u32(2) + u32(0);
let l_400 = info.static_meta[u32(2)];
let l_401 = l_400 * u32(1);
let l_402 = l_107 < l_401;
let l_403 = l_401 - u32(1);
let l_404 = min(l_107, l_403);
let l_405 = buffer_2_global[l_404];
let l_406 = select(f64(0.0), l_405, l_402);
let l_108 = l_406;
let l_109 = u32(l_108);
let l_110 = u32(2) + u32(1);
let l_407 = info.static_meta[u32(2)];
let l_408 = l_407 * u32(1);
let l_409 = l_110 < l_408;
let l_410 = l_408 - u32(1);
let l_411 = min(l_110, l_410);
let l_412 = buffer_2_global[l_411];
let l_413 = select(f64(0.0), l_412, l_409);
let l_111 = l_413;
let l_112 = u32(l_111);
let l_113 = u32(2) + u32(4);
let l_414 = info.static_meta[u32(2)];
let l_415 = l_414 * u32(1);
let l_416 = l_113 < l_415;
let l_417 = l_415 - u32(1);
let l_418 = min(l_113, l_417);
let l_419 = buffer_2_global[l_418];
let l_420 = select(f64(0.0), l_419, l_416);
let l_114 = l_420;
let l_115 = l_105 / l_114;
let l_116 = l_115 + f64(0.5);
let l_117 = floor(l_116);
let l_118 = u32(2) + u32(4);
let l_119 = l_117 * f64(1.0);
l_mut_120 = l_105;
l_mut_121 = l_106;

for (var l_mut_122: u32 = u32(0); l_mut_122 < l_112; l_mut_122++) {
let l_123 = l_118 + l_mut_122;
let l_435 = info.static_meta[u32(2)];
let l_436 = l_435 * u32(1);
let l_437 = l_123 < l_436;
let l_438 = l_436 - u32(1);
let l_439 = min(l_123, l_438);
let l_440 = buffer_2_global[l_439];
let l_441 = select(f64(0.0), l_440, l_437);
let l_124 = l_441;
let l_125 = -l_124;
let l_126 = l_119 * l_125;
let l_127 = l_mut_120 + l_126;
let l_128 = l_127 - l_mut_120;
let l_129 = l_127 - l_128;
let l_130 = l_mut_120 - l_129;
let l_131 = l_126 - l_128;
let l_132 = l_130 + l_131;
let l_133 = l_132 + l_mut_121;
let l_134 = l_127 + l_133;
let l_135 = l_134 - l_127;
let l_136 = l_133 - l_135;
l_mut_120 = l_134;
l_mut_121 = l_136;
}
let l_137 = l_mut_120 * f64(0.00390625);
let l_138 = l_mut_121 * f64(0.00390625);
let l_139 = l_109 - u32(1);
let l_140 = l_118 + l_112;
let l_421 = info.static_meta[u32(2)];
let l_422 = l_421 * u32(1);
let l_423 = l_140 < l_422;
let l_424 = l_422 - u32(1);
let l_425 = min(l_140, l_424);
let l_426 = buffer_2_global[l_425];
let l_427 = select(f64(0.0), l_426, l_423);
let l_141 = l_427;
l_mut_121 = l_141;
let l_142 = l_140 + u32(1);
let l_428 = info.static_meta[u32(2)];
let l_429 = l_428 * u32(1);
let l_430 = l_142 < l_429;
let l_431 = l_429 - u32(1);
let l_432 = min(l_142, l_431);
let l_433 = buffer_2_global[l_432];
let l_434 = select(f64(0.0), l_433, l_430);
let l_143 = l_434;
l_mut_120 = l_143;

for (var l_mut_144: u32 = u32(1); l_mut_144 < l_139; l_mut_144++) {
let l_145 = l_mut_121 * l_137;
let l_146 = -l_145;
let l_147 = fma(l_mut_121, l_137, l_146);
let l_148 = l_mut_121 * l_138;
let l_149 = l_mut_120 * l_137;
let l_150 = l_148 + l_149;
let l_151 = l_147 + l_150;
let l_152 = l_145 + l_151;
let l_153 = l_152 - l_145;
let l_154 = l_151 - l_153;
let l_155 = u32(2) * l_mut_144;
let l_156 = l_140 + l_155;
let l_442 = info.static_meta[u32(2)];
let l_443 = l_442 * u32(1);
let l_444 = l_156 < l_443;
let l_445 = l_443 - u32(1);
let l_446 = min(l_156, l_445);
let l_447 = buffer_2_global[l_446];
let l_448 = select(f64(0.0), l_447, l_444);
let l_157 = l_448;
let l_158 = l_156 + u32(1);
let l_449 = info.static_meta[u32(2)];
let l_450 = l_449 * u32(1);
let l_451 = l_158 < l_450;
let l_452 = l_450 - u32(1);
let l_453 = min(l_158, l_452);
let l_454 = buffer_2_global[l_453];
let l_455 = select(f64(0.0), l_454, l_451);
let l_159 = l_455;
let l_160 = l_152 + l_157;
let l_161 = l_160 - l_152;
let l_162 = l_160 - l_161;
let l_163 = l_152 - l_162;
let l_164 = l_157 - l_161;
let l_165 = l_163 + l_164;
let l_166 = l_154 + l_159;
let l_167 = l_165 + l_166;
let l_168 = l_160 + l_167;
let l_169 = l_168 - l_160;
let l_170 = l_167 - l_169;
l_mut_121 = l_168;
l_mut_120 = l_170;
}
let l_171 = l_mut_121 * l_137;
let l_172 = -l_171;
let l_173 = fma(l_mut_121, l_137, l_172);
let l_174 = l_mut_121 * l_138;
let l_175 = l_mut_120 * l_137;
let l_176 = l_174 + l_175;
let l_177 = l_173 + l_176;
let l_178 = l_171 + l_177;
let l_179 = l_178 - l_171;
let l_180 = l_177 - l_179;
let l_181 = l_178 + l_4;
let l_182 = l_181 - l_178;
let l_183 = l_181 - l_182;
let l_184 = l_178 - l_183;
let l_185 = l_4 - l_182;
let l_186 = l_184 + l_185;
let l_187 = l_186 + l_180;
let l_188 = l_181 + l_187;
let l_189 = l_188 - l_181;
let l_190 = l_187 - l_189;
let l_191 = l_188 * l_137;
let l_192 = -l_191;
let l_193 = fma(l_188, l_137, l_192);
let l_194 = l_188 * l_138;
let l_195 = l_190 * l_137;
let l_196 = l_194 + l_195;
let l_197 = l_193 + l_196;
let l_198 = l_191 + l_197;
let l_199 = l_198 - l_191;
let l_200 = l_197 - l_199;
l_mut_121 = l_198;
l_mut_120 = l_200;

for (var l_mut_201: u32 = u32(0); l_mut_201 < u32(8); l_mut_201++) {
let l_202 = l_mut_121 * f64(2.0);
let l_203 = l_mut_120 * f64(2.0);
let l_204 = l_mut_121 * l_mut_121;
let l_205 = -l_204;
let l_206 = fma(l_mut_121, l_mut_121, l_205);
let l_207 = l_mut_121 * l_mut_120;
let l_208 = l_mut_120 * l_mut_121;
let l_209 = l_207 + l_208;
let l_210 = l_206 + l_209;
let l_211 = l_204 + l_210;
let l_212 = l_211 - l_204;
let l_213 = l_210 - l_212;
let l_214 = l_202 + l_211;
let l_215 = l_214 - l_202;
let l_216 = l_214 - l_215;
let l_217 = l_202 - l_216;
let l_218 = l_211 - l_215;
let l_219 = l_217 + l_218;
let l_220 = l_203 + l_213;
let l_221 = l_219 + l_220;
let l_222 = l_214 + l_221;
let l_223 = l_222 - l_214;
let l_224 = l_221 - l_223;
l_mut_121 = l_222;
l_mut_120 = l_224;
}
let l_225 = l_mut_121 + l_4;
let l_226 = l_225 - l_mut_121;
let l_227 = l_225 - l_226;
let l_228 = l_mut_121 - l_227;
let l_229 = l_4 - l_226;
let l_230 = l_228 + l_229;
let l_231 = l_230 + l_mut_120;
let l_232 = l_225 + l_231;
let l_233 = l_232 - l_225;
let l_234 = l_231 - l_233;
let l_235 = abs(l_117);
let l_236 = u32(l_235);
l_mut_237 = l_236;
let l_238 = l_117 < f64(0.0);
let l_239 = select(f64(2.0), f64(0.5), l_238);
l_mut_121 = l_239;
l_mut_120 = f64(1.0);

for (var l_mut_240: u32 = u32(0); l_mut_240 < u32(11); l_mut_240++) {
let l_241 = l_mut_237 & u32(1);
let l_242 = l_241 == u32(1);
let l_243 = l_mut_120 * l_mut_121;
let l_244 = select(l_mut_120, l_243, l_242);
l_mut_120 = l_244;
l_mut_121 = l_mut_121 * l_mut_121;
l_mut_237 = l_mut_237 >> u32(1);
}
let l_245 = l_232 * l_mut_120;
let l_246 = l_234 * l_mut_120;
let l_247 = l_5 * l_245;
let l_248 = -l_247;
let l_249 = fma(l_5, l_245, l_248);
let l_250 = l_5 * l_246;
let l_251 = l_7 * l_245;
let l_252 = l_250 + l_251;
let l_253 = l_249 + l_252;
let l_254 = l_247 + l_253;
let l_255 = l_254 - l_247;
let l_256 = l_253 - l_255;
let l_257 = -l_4;
let l_258 = l_254 + l_257;
let l_259 = l_258 - l_254;
let l_260 = l_258 - l_259;
let l_261 = l_254 - l_260;
let l_262 = l_257 - l_259;
let l_263 = l_261 + l_262;
let l_264 = l_263 + l_256;
let l_265 = l_258 + l_264;
let l_266 = l_265 - l_258;
let l_267 = l_264 - l_266;
let l_268 = l_mut_68 + l_265;
let l_269 = l_268 - l_mut_68;
let l_270 = l_268 - l_269;
let l_271 = l_mut_68 - l_270;
let l_272 = l_265 - l_269;
let l_273 = l_271 + l_272;
let l_274 = l_mut_103 + l_267;
let l_275 = l_274 - l_mut_103;
let l_276 = l_274 - l_275;
let l_277 = l_mut_103 - l_276;
let l_278 = l_267 - l_275;
let l_279 = l_277 + l_278;
let l_280 = l_273 + l_274;
let l_281 = l_268 + l_280;
let l_282 = l_281 - l_268;
let l_283 = l_280 - l_282;
let l_284 = l_279 + l_283;
let l_285 = l_281 + l_284;
let l_286 = l_285 - l_281;
let l_287 = l_284 - l_286;
l_mut_68 = l_285;
l_mut_103 = l_287;
}
let l_380 = info.static_meta[u32(3)];
let l_381 = l_380 * u32(1);
let l_382 = id < l_381;
if l_382 {
buffer_3_global[id] = l_mut_68;
}
let l_288 = l_1 + id;
let l_383 = info.static_meta[u32(3)];
let l_384 = l_383 * u32(1);
let l_385 = l_288 < l_384;
if l_385 {
buffer_3_global[l_288] = l_mut_103;
}
}
}
