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

var l_mut_101: u32;
var l_mut_102: u32;
var l_mut_117: u32;
var l_mut_123: u32;
var l_mut_129: u32;
var l_mut_56: u32;
let l_0 = id == u32(0);
if l_0 {
let l_326 = info.static_meta[u32(6)];
let l_327 = l_326 * u32(1);
let l_328 = l_327 - u32(1);
let l_329 = min(u32(3), l_328);
let l_330 = &buffer_6_global[l_329];
let l_1 = l_330;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_242 = info.static_meta[u32(3)];
let l_243 = l_242 * u32(1);
let l_244 = l_3 < l_243;
let l_245 = l_243 - u32(1);
let l_246 = min(l_3, l_245);
let l_247 = buffer_3_global[l_246];
let l_248 = select(u32(0), l_247, l_244);
let l_4 = l_248;
let l_5 = u32(2) * u32(0);
let l_6 = l_5 + u32(1);
let l_249 = info.static_meta[u32(3)];
let l_250 = l_249 * u32(1);
let l_251 = l_6 < l_250;
let l_252 = l_250 - u32(1);
let l_253 = min(l_6, l_252);
let l_254 = buffer_3_global[l_253];
let l_255 = select(u32(0), l_254, l_251);
let l_7 = l_255;
let l_8 = u32(2) * u32(1);
let l_256 = info.static_meta[u32(3)];
let l_257 = l_256 * u32(1);
let l_258 = l_8 < l_257;
let l_259 = l_257 - u32(1);
let l_260 = min(l_8, l_259);
let l_261 = buffer_3_global[l_260];
let l_262 = select(u32(0), l_261, l_258);
let l_9 = l_262;
let l_10 = u32(2) * u32(1);
let l_11 = l_10 + u32(1);
let l_263 = info.static_meta[u32(3)];
let l_264 = l_263 * u32(1);
let l_265 = l_11 < l_264;
let l_266 = l_264 - u32(1);
let l_267 = min(l_11, l_266);
let l_268 = buffer_3_global[l_267];
let l_269 = select(u32(0), l_268, l_265);
let l_12 = l_269;
let l_13 = u32(2) * u32(2);
let l_270 = info.static_meta[u32(3)];
let l_271 = l_270 * u32(1);
let l_272 = l_13 < l_271;
let l_273 = l_271 - u32(1);
let l_274 = min(l_13, l_273);
let l_275 = buffer_3_global[l_274];
let l_276 = select(u32(0), l_275, l_272);
let l_14 = l_276;
let l_15 = u32(2) * u32(2);
let l_16 = l_15 + u32(1);
let l_277 = info.static_meta[u32(3)];
let l_278 = l_277 * u32(1);
let l_279 = l_16 < l_278;
let l_280 = l_278 - u32(1);
let l_281 = min(l_16, l_280);
let l_282 = buffer_3_global[l_281];
let l_283 = select(u32(0), l_282, l_279);
let l_17 = l_283;
let l_18 = u32(2) * u32(3);
let l_284 = info.static_meta[u32(3)];
let l_285 = l_284 * u32(1);
let l_286 = l_18 < l_285;
let l_287 = l_285 - u32(1);
let l_288 = min(l_18, l_287);
let l_289 = buffer_3_global[l_288];
let l_290 = select(u32(0), l_289, l_286);
let l_19 = l_290;
let l_20 = u32(2) * u32(3);
let l_21 = l_20 + u32(1);
let l_291 = info.static_meta[u32(3)];
let l_292 = l_291 * u32(1);
let l_293 = l_21 < l_292;
let l_294 = l_292 - u32(1);
let l_295 = min(l_21, l_294);
let l_296 = buffer_3_global[l_295];
let l_297 = select(u32(0), l_296, l_293);
let l_22 = l_297;
let l_23 = u32(2) * u32(4);
let l_298 = info.static_meta[u32(3)];
let l_299 = l_298 * u32(1);
let l_300 = l_23 < l_299;
let l_301 = l_299 - u32(1);
let l_302 = min(l_23, l_301);
let l_303 = buffer_3_global[l_302];
let l_304 = select(u32(0), l_303, l_300);
let l_24 = l_304;
let l_25 = u32(2) * u32(4);
let l_26 = l_25 + u32(1);
let l_305 = info.static_meta[u32(3)];
let l_306 = l_305 * u32(1);
let l_307 = l_26 < l_306;
let l_308 = l_306 - u32(1);
let l_309 = min(l_26, l_308);
let l_310 = buffer_3_global[l_309];
let l_311 = select(u32(0), l_310, l_307);
let l_27 = l_311;
let l_28 = u32(2) * u32(5);
let l_312 = info.static_meta[u32(3)];
let l_313 = l_312 * u32(1);
let l_314 = l_28 < l_313;
let l_315 = l_313 - u32(1);
let l_316 = min(l_28, l_315);
let l_317 = buffer_3_global[l_316];
let l_318 = select(u32(0), l_317, l_314);
let l_29 = l_318;
let l_30 = u32(2) * u32(5);
let l_31 = l_30 + u32(1);
let l_319 = info.static_meta[u32(3)];
let l_320 = l_319 * u32(1);
let l_321 = l_31 < l_320;
let l_322 = l_320 - u32(1);
let l_323 = min(l_31, l_322);
let l_324 = buffer_3_global[l_323];
let l_325 = select(u32(0), l_324, l_321);
let l_32 = l_325;
let l_33 = l_4 / u32(8);
let l_34 = l_33 + u32(64);
let l_35 = l_34 - u32(1);
let l_36 = l_35 / u32(64);
let l_37 = info.static_meta[u32(11)];
let l_38 = l_37 * l_36;
let l_39 = id < l_38;
if l_39 {
let l_40 = id / l_36;
let l_331 = info.static_meta[u32(4)];
let l_332 = l_331 * u32(1);
let l_333 = l_40 < l_332;
let l_334 = l_332 - u32(1);
let l_335 = min(l_40, l_334);
let l_336 = buffer_4_global[l_335];
let l_337 = select(u32(0), l_336, l_333);
let l_41 = l_337;
let l_42 = l_41 / u32(8);
let l_43 = l_41 % u32(8);
let l_44 = l_43 * l_33;
let l_45 = id % l_36;
let l_46 = l_45 * u32(64);
let l_47 = l_44 + l_46;
let l_48 = l_47 + u32(64);
let l_49 = l_43 + u32(1);
let l_50 = l_49 * l_33;
let l_51 = min(l_48, l_50);
let l_52 = l_42 * l_4;
let l_380 = u64(l_42);
let l_381 = u64(l_4);
let l_382 = l_380 * l_381;
let l_383 = l_382 >> u32(bitcast<u64>(u64(32)));
let l_384 = u32(bitcast<u64>(l_383));
let l_53 = l_384;
let l_54 = u32(0) * l_4;
let l_55 = l_53 + l_54;
l_mut_56 = u32(0);
let l_57 = l_55 < l_32;
let l_58 = l_55 == l_32;
let l_59 = l_52 < l_29;
let l_60 = l_58 && l_59;
let l_61 = l_57 || l_60;
if l_61 {
let l_62 = l_29 - l_52;
let l_63 = l_32 - l_55;
let l_64 = l_29 < l_52;
let l_65 = u32(l_64);
let l_66 = l_63 - l_65;
l_mut_56 = l_4;
let l_67 = l_66 < u32(0);
let l_68 = l_66 == u32(0);
let l_69 = l_62 < l_4;
let l_70 = l_68 && l_69;
let l_71 = l_67 || l_70;
if l_71 {
l_mut_56 = l_62;
}
}
let l_72 = min(l_51, l_mut_56);
let l_73 = u32(2) * l_42;
let l_338 = info.static_meta[u32(0)];
let l_339 = l_338 * u32(1);
let l_340 = l_73 < l_339;
let l_341 = l_339 - u32(1);
let l_342 = min(l_73, l_341);
let l_343 = buffer_0_global[l_342];
let l_344 = select(u32(0), l_343, l_340);
let l_74 = l_344;
let l_75 = u32(2) * l_42;
let l_76 = l_75 + u32(1);
let l_345 = info.static_meta[u32(0)];
let l_346 = l_345 * u32(1);
let l_347 = l_76 < l_346;
let l_348 = l_346 - u32(1);
let l_349 = min(l_76, l_348);
let l_350 = buffer_0_global[l_349];
let l_351 = select(u32(0), l_350, l_347);
let l_77 = l_351;
let l_78 = u32(2) * l_42;
let l_352 = info.static_meta[u32(1)];
let l_353 = l_352 * u32(1);
let l_354 = l_78 < l_353;
let l_355 = l_353 - u32(1);
let l_356 = min(l_78, l_355);
let l_357 = buffer_1_global[l_356];
let l_358 = select(u32(0), l_357, l_354);
let l_79 = l_358;
let l_80 = u32(2) * l_42;
let l_81 = l_80 + u32(1);
let l_359 = info.static_meta[u32(1)];
let l_360 = l_359 * u32(1);
let l_361 = l_81 < l_360;
let l_362 = l_360 - u32(1);
let l_363 = min(l_81, l_362);
let l_364 = buffer_1_global[l_363];
let l_365 = select(u32(0), l_364, l_361);
let l_82 = l_365;
let l_83 = u32(2) * l_42;
let l_366 = info.static_meta[u32(2)];
let l_367 = l_366 * u32(1);
let l_368 = l_83 < l_367;
let l_369 = l_367 - u32(1);
let l_370 = min(l_83, l_369);
let l_371 = buffer_2_global[l_370];
let l_372 = select(u32(0), l_371, l_368);
let l_84 = l_372;
let l_85 = u32(2) * l_42;
let l_86 = l_85 + u32(1);
let l_373 = info.static_meta[u32(2)];
let l_374 = l_373 * u32(1);
let l_375 = l_86 < l_374;
let l_376 = l_374 - u32(1);
let l_377 = min(l_86, l_376);
let l_378 = buffer_2_global[l_377];
let l_379 = select(u32(0), l_378, l_375);
let l_87 = l_379;
l_mut_56 = u32(0);

for (var l_mut_88: u32 = l_47; l_mut_88 < l_72; l_mut_88++) {
let l_89 = l_74 * l_mut_88;
let l_385 = u64(l_74);
let l_386 = u64(l_mut_88);
let l_387 = l_385 * l_386;
let l_388 = l_387 >> u32(bitcast<u64>(u64(32)));
let l_389 = u32(bitcast<u64>(l_388));
let l_90 = l_389;
let l_91 = l_77 * l_mut_88;
let l_92 = l_90 + l_91;
let l_93 = l_79 + l_89;
let l_94 = l_82 + l_92;
let l_95 = l_93 < l_79;
let l_96 = u32(l_95);
let l_97 = l_94 + l_96;
let l_98 = l_mut_88 * l_mut_88;
let l_99 = l_87 >> u32(31);
let l_100 = l_99 == u32(1);
l_mut_101 = l_84;
l_mut_102 = l_87;
if l_100 {
let l_103 = u32(0) - l_84;
let l_104 = u32(0) - l_87;
let l_105 = u32(0) < l_84;
let l_106 = u32(l_105);
let l_107 = l_104 - l_106;
l_mut_101 = l_103;
l_mut_102 = l_107;
}
let l_108 = l_mut_101 * l_98;
let l_109 = l_mut_102 * l_98;
let l_390 = u64(l_mut_101);
let l_391 = u64(l_98);
let l_392 = l_390 * l_391;
let l_393 = l_392 >> u32(bitcast<u64>(u64(32)));
let l_394 = u32(bitcast<u64>(l_393));
let l_110 = l_394;
let l_111 = l_110 + l_109;
let l_395 = u64(l_mut_102);
let l_396 = u64(l_98);
let l_397 = l_395 * l_396;
let l_398 = l_397 >> u32(bitcast<u64>(u64(32)));
let l_399 = u32(bitcast<u64>(l_398));
let l_112 = l_399;
let l_113 = l_111 < l_109;
let l_114 = u32(l_113);
let l_115 = l_112 + l_114;
let l_116 = l_9 % u32(32);
l_mut_117 = l_108;
let l_118 = l_116 > u32(0);
if l_118 {
let l_119 = l_108 >> l_116;
let l_120 = u32(32) - l_116;
let l_121 = l_111 << l_120;
let l_122 = l_119 | l_121;
l_mut_117 = l_122;
}
l_mut_123 = l_111;
let l_124 = l_116 > u32(0);
if l_124 {
let l_125 = l_111 >> l_116;
let l_126 = u32(32) - l_116;
let l_127 = l_115 << l_126;
let l_128 = l_125 | l_127;
l_mut_123 = l_128;
}
l_mut_129 = l_mut_117;
l_mut_117 = l_mut_123;
let l_130 = l_9 >= u32(64);
if l_130 {
l_mut_129 = l_115;
l_mut_117 = u32(0);
} else {
let l_131 = l_9 >= u32(32);
if l_131 {
l_mut_123 = l_111;
let l_132 = l_116 > u32(0);
if l_132 {
let l_133 = l_111 >> l_116;
let l_134 = u32(32) - l_116;
let l_135 = l_115 << l_134;
let l_136 = l_133 | l_135;
l_mut_123 = l_136;
}
let l_137 = l_115 >> l_116;
l_mut_129 = l_mut_123;
l_mut_117 = l_137;
}
}
l_mut_123 = l_mut_129;
l_mut_129 = l_mut_117;
if l_100 {
let l_138 = u32(0) - l_mut_123;
let l_139 = u32(0) - l_mut_129;
let l_140 = u32(0) < l_mut_123;
let l_141 = u32(l_140);
let l_142 = l_139 - l_141;
l_mut_123 = l_138;
l_mut_129 = l_142;
}
let l_143 = l_93 + l_mut_123;
let l_144 = l_97 + l_mut_129;
let l_145 = l_143 < l_93;
let l_146 = u32(l_145);
let l_147 = l_144 + l_146;
let l_148 = u32(0) - l_143;
let l_149 = u32(0) - l_147;
let l_150 = u32(0) < l_143;
let l_151 = u32(l_150);
let l_152 = l_149 - l_151;
l_mut_129 = l_148;
l_mut_123 = l_152;
let l_153 = l_147 < l_mut_123;
let l_154 = l_147 == l_mut_123;
let l_155 = l_143 < l_mut_129;
let l_156 = l_154 && l_155;
let l_157 = l_153 || l_156;
if l_157 {
l_mut_129 = l_143;
l_mut_123 = l_147;
}
let l_158 = l_mut_123 < l_27;
let l_159 = l_mut_123 == l_27;
let l_160 = l_mut_129 < l_24;
let l_161 = l_159 && l_160;
let l_162 = l_158 || l_161;
let l_163 = u32(l_162);
l_mut_56 = l_mut_56 + l_163;
}
let l_164 = l_mut_56 > u32(0);
if l_164 {
let l_400 = info.static_meta[u32(6)];
let l_401 = l_400 * u32(1);
let l_402 = l_401 - u32(1);
let l_403 = min(u32(2), l_402);
let l_404 = &buffer_6_global[l_403];
let l_165 = l_404;
let l_166 = atomicAdd(l_165, l_mut_56);l_mut_129 = l_166;

for (var l_mut_167: u32 = l_47; l_mut_167 < l_72; l_mut_167++) {
let l_168 = l_74 * l_mut_167;
let l_405 = u64(l_74);
let l_406 = u64(l_mut_167);
let l_407 = l_405 * l_406;
let l_408 = l_407 >> u32(bitcast<u64>(u64(32)));
let l_409 = u32(bitcast<u64>(l_408));
let l_169 = l_409;
let l_170 = l_77 * l_mut_167;
let l_171 = l_169 + l_170;
let l_172 = l_79 + l_168;
let l_173 = l_82 + l_171;
let l_174 = l_172 < l_79;
let l_175 = u32(l_174);
let l_176 = l_173 + l_175;
let l_177 = l_mut_167 * l_mut_167;
let l_178 = l_87 >> u32(31);
let l_179 = l_178 == u32(1);
l_mut_123 = l_84;
l_mut_117 = l_87;
if l_179 {
let l_180 = u32(0) - l_84;
let l_181 = u32(0) - l_87;
let l_182 = u32(0) < l_84;
let l_183 = u32(l_182);
let l_184 = l_181 - l_183;
l_mut_123 = l_180;
l_mut_117 = l_184;
}
let l_185 = l_mut_123 * l_177;
let l_186 = l_mut_117 * l_177;
let l_410 = u64(l_mut_123);
let l_411 = u64(l_177);
let l_412 = l_410 * l_411;
let l_413 = l_412 >> u32(bitcast<u64>(u64(32)));
let l_414 = u32(bitcast<u64>(l_413));
let l_187 = l_414;
let l_188 = l_187 + l_186;
let l_415 = u64(l_mut_117);
let l_416 = u64(l_177);
let l_417 = l_415 * l_416;
let l_418 = l_417 >> u32(bitcast<u64>(u64(32)));
let l_419 = u32(bitcast<u64>(l_418));
let l_189 = l_419;
let l_190 = l_188 < l_186;
let l_191 = u32(l_190);
let l_192 = l_189 + l_191;
let l_193 = l_9 % u32(32);
l_mut_102 = l_185;
let l_194 = l_193 > u32(0);
if l_194 {
let l_195 = l_185 >> l_193;
let l_196 = u32(32) - l_193;
let l_197 = l_188 << l_196;
let l_198 = l_195 | l_197;
l_mut_102 = l_198;
}
l_mut_101 = l_188;
let l_199 = l_193 > u32(0);
if l_199 {
let l_200 = l_188 >> l_193;
let l_201 = u32(32) - l_193;
let l_202 = l_192 << l_201;
let l_203 = l_200 | l_202;
l_mut_101 = l_203;
}
l_mut_56 = l_mut_102;
l_mut_102 = l_mut_101;
let l_204 = l_9 >= u32(64);
if l_204 {
l_mut_56 = l_192;
l_mut_102 = u32(0);
} else {
let l_205 = l_9 >= u32(32);
if l_205 {
l_mut_101 = l_188;
let l_206 = l_193 > u32(0);
if l_206 {
let l_207 = l_188 >> l_193;
let l_208 = u32(32) - l_193;
let l_209 = l_192 << l_208;
let l_210 = l_207 | l_209;
l_mut_101 = l_210;
}
let l_211 = l_192 >> l_193;
l_mut_56 = l_mut_101;
l_mut_102 = l_211;
}
}
l_mut_123 = l_mut_56;
l_mut_117 = l_mut_102;
if l_179 {
let l_212 = u32(0) - l_mut_123;
let l_213 = u32(0) - l_mut_117;
let l_214 = u32(0) < l_mut_123;
let l_215 = u32(l_214);
let l_216 = l_213 - l_215;
l_mut_123 = l_212;
l_mut_117 = l_216;
}
let l_217 = l_172 + l_mut_123;
let l_218 = l_176 + l_mut_117;
let l_219 = l_217 < l_172;
let l_220 = u32(l_219);
let l_221 = l_218 + l_220;
let l_222 = u32(0) - l_217;
let l_223 = u32(0) - l_221;
let l_224 = u32(0) < l_217;
let l_225 = u32(l_224);
let l_226 = l_223 - l_225;
l_mut_123 = l_222;
l_mut_117 = l_226;
let l_227 = l_221 < l_mut_117;
let l_228 = l_221 == l_mut_117;
let l_229 = l_217 < l_mut_123;
let l_230 = l_228 && l_229;
let l_231 = l_227 || l_230;
if l_231 {
l_mut_123 = l_217;
l_mut_117 = l_221;
}
let l_232 = l_mut_117 < l_27;
let l_233 = l_mut_117 == l_27;
let l_234 = l_mut_123 < l_24;
let l_235 = l_233 && l_234;
let l_236 = l_232 || l_235;
if l_236 {
let l_237 = l_mut_129 * u32(2);
let l_238 = l_237 + u32(1);
let l_239 = info.static_meta[u32(12)];
let l_240 = l_238 < l_239;
if l_240 {
let l_420 = info.static_meta[u32(5)];
let l_421 = l_420 * u32(1);
let l_422 = l_237 < l_421;
if l_422 {
buffer_5_global[l_237] = l_42;
}
let l_241 = l_237 + u32(1);
let l_423 = info.static_meta[u32(5)];
let l_424 = l_423 * u32(1);
let l_425 = l_241 < l_424;
if l_425 {
buffer_5_global[l_241] = l_mut_167;
}
}
l_mut_129 = l_mut_129 + u32(1);
}
}
}
}
}
