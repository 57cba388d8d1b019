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
var l_mut_237: u64;
var l_mut_241: u32;
var l_mut_242: bool;
var l_mut_245: bool;
var l_mut_72: u32;
let l_0 = id == u32(0);
if l_0 {
let l_283 = info.static_meta[u32(6)];
let l_284 = l_283 * u32(1);
let l_285 = l_284 - u32(1);
let l_286 = min(u32(3), l_285);
let l_287 = &buffer_6_global[l_286];
let l_1 = l_287;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = info.static_meta[u32(11)];
let l_4 = l_3 * u32(8);
let l_5 = id < l_4;
if l_5 {
let l_6 = u32(2) * u32(0);
let l_288 = info.static_meta[u32(3)];
let l_289 = l_288 * u32(1);
let l_290 = l_6 < l_289;
let l_291 = l_289 - u32(1);
let l_292 = min(l_6, l_291);
let l_293 = buffer_3_global[l_292];
let l_294 = select(u32(0), l_293, l_290);
let l_7 = l_294;
let l_8 = u64(l_7);
let l_9 = u32(2) * u32(0);
let l_10 = l_9 + u32(1);
let l_295 = info.static_meta[u32(3)];
let l_296 = l_295 * u32(1);
let l_297 = l_10 < l_296;
let l_298 = l_296 - u32(1);
let l_299 = min(l_10, l_298);
let l_300 = buffer_3_global[l_299];
let l_301 = select(u32(0), l_300, l_297);
let l_11 = l_301;
let l_12 = u64(l_11);
let l_13 = l_12 << u32(bitcast<u64>(u64(32)));
let l_14 = l_8 | l_13;
let l_15 = l_14 & u64(4294967295);
let l_16 = u32(bitcast<u64>(l_15));
let l_17 = u32(2) * u32(1);
let l_302 = info.static_meta[u32(3)];
let l_303 = l_302 * u32(1);
let l_304 = l_17 < l_303;
let l_305 = l_303 - u32(1);
let l_306 = min(l_17, l_305);
let l_307 = buffer_3_global[l_306];
let l_308 = select(u32(0), l_307, l_304);
let l_18 = l_308;
let l_19 = u64(l_18);
let l_20 = u32(2) * u32(1);
let l_21 = l_20 + u32(1);
let l_309 = info.static_meta[u32(3)];
let l_310 = l_309 * u32(1);
let l_311 = l_21 < l_310;
let l_312 = l_310 - u32(1);
let l_313 = min(l_21, l_312);
let l_314 = buffer_3_global[l_313];
let l_315 = select(u32(0), l_314, l_311);
let l_22 = l_315;
let l_23 = u64(l_22);
let l_24 = l_23 << u32(bitcast<u64>(u64(32)));
let l_25 = l_19 | l_24;
let l_26 = l_25 & u64(4294967295);
let l_27 = u32(bitcast<u64>(l_26));
let l_28 = u32(2) * u32(2);
let l_316 = info.static_meta[u32(3)];
let l_317 = l_316 * u32(1);
let l_318 = l_28 < l_317;
let l_319 = l_317 - u32(1);
let l_320 = min(l_28, l_319);
let l_321 = buffer_3_global[l_320];
let l_322 = select(u32(0), l_321, l_318);
let l_29 = l_322;
let l_30 = u64(l_29);
let l_31 = u32(2) * u32(2);
let l_32 = l_31 + u32(1);
let l_323 = info.static_meta[u32(3)];
let l_324 = l_323 * u32(1);
let l_325 = l_32 < l_324;
let l_326 = l_324 - u32(1);
let l_327 = min(l_32, l_326);
let l_328 = buffer_3_global[l_327];
let l_329 = select(u32(0), l_328, l_325);
let l_33 = l_329;
let l_34 = u64(l_33);
let l_35 = l_34 << u32(bitcast<u64>(u64(32)));
let l_36 = l_30 | l_35;
let l_37 = u32(2) * u32(3);
let l_330 = info.static_meta[u32(3)];
let l_331 = l_330 * u32(1);
let l_332 = l_37 < l_331;
let l_333 = l_331 - u32(1);
let l_334 = min(l_37, l_333);
let l_335 = buffer_3_global[l_334];
let l_336 = select(u32(0), l_335, l_332);
let l_38 = l_336;
let l_39 = u64(l_38);
let l_40 = u32(2) * u32(3);
let l_41 = l_40 + u32(1);
let l_337 = info.static_meta[u32(3)];
let l_338 = l_337 * u32(1);
let l_339 = l_41 < l_338;
let l_340 = l_338 - u32(1);
let l_341 = min(l_41, l_340);
let l_342 = buffer_3_global[l_341];
let l_343 = select(u32(0), l_342, l_339);
let l_42 = l_343;
let l_43 = u64(l_42);
let l_44 = l_43 << u32(bitcast<u64>(u64(32)));
let l_45 = l_39 | l_44;
let l_46 = u32(2) * u32(4);
let l_344 = info.static_meta[u32(3)];
let l_345 = l_344 * u32(1);
let l_346 = l_46 < l_345;
let l_347 = l_345 - u32(1);
let l_348 = min(l_46, l_347);
let l_349 = buffer_3_global[l_348];
let l_350 = select(u32(0), l_349, l_346);
let l_47 = l_350;
let l_48 = u64(l_47);
let l_49 = u32(2) * u32(4);
let l_50 = l_49 + u32(1);
let l_351 = info.static_meta[u32(3)];
let l_352 = l_351 * u32(1);
let l_353 = l_50 < l_352;
let l_354 = l_352 - u32(1);
let l_355 = min(l_50, l_354);
let l_356 = buffer_3_global[l_355];
let l_357 = select(u32(0), l_356, l_353);
let l_51 = l_357;
let l_52 = u64(l_51);
let l_53 = l_52 << u32(bitcast<u64>(u64(32)));
let l_54 = l_48 | l_53;
let l_55 = u32(2) * u32(5);
let l_358 = info.static_meta[u32(3)];
let l_359 = l_358 * u32(1);
let l_360 = l_55 < l_359;
let l_361 = l_359 - u32(1);
let l_362 = min(l_55, l_361);
let l_363 = buffer_3_global[l_362];
let l_364 = select(u32(0), l_363, l_360);
let l_56 = l_364;
let l_57 = u64(l_56);
let l_58 = u32(2) * u32(5);
let l_59 = l_58 + u32(1);
let l_365 = info.static_meta[u32(3)];
let l_366 = l_365 * u32(1);
let l_367 = l_59 < l_366;
let l_368 = l_366 - u32(1);
let l_369 = min(l_59, l_368);
let l_370 = buffer_3_global[l_369];
let l_371 = select(u32(0), l_370, l_367);
let l_60 = l_371;
let l_61 = u64(l_60);
let l_62 = l_61 << u32(bitcast<u64>(u64(32)));
let l_63 = l_57 | l_62;
let l_64 = id / u32(8);
let l_372 = info.static_meta[u32(4)];
let l_373 = l_372 * u32(1);
let l_374 = l_64 < l_373;
let l_375 = l_373 - u32(1);
let l_376 = min(l_64, l_375);
let l_377 = buffer_4_global[l_376];
let l_378 = select(u32(0), l_377, l_374);
let l_65 = l_378;
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
let l_379 = info.static_meta[u32(0)];
let l_380 = l_379 * u32(1);
let l_381 = l_80 < l_380;
let l_382 = l_380 - u32(1);
let l_383 = min(l_80, l_382);
let l_384 = buffer_0_global[l_383];
let l_385 = select(u32(0), l_384, l_381);
let l_81 = l_385;
let l_82 = u64(l_81);
let l_83 = u32(2) * l_65;
let l_84 = l_83 + u32(1);
let l_386 = info.static_meta[u32(0)];
let l_387 = l_386 * u32(1);
let l_388 = l_84 < l_387;
let l_389 = l_387 - u32(1);
let l_390 = min(l_84, l_389);
let l_391 = buffer_0_global[l_390];
let l_392 = select(u32(0), l_391, l_388);
let l_85 = l_392;
let l_86 = u64(l_85);
let l_87 = l_86 << u32(bitcast<u64>(u64(32)));
let l_88 = l_82 | l_87;
let l_89 = u32(2) * l_65;
let l_393 = info.static_meta[u32(1)];
let l_394 = l_393 * u32(1);
let l_395 = l_89 < l_394;
let l_396 = l_394 - u32(1);
let l_397 = min(l_89, l_396);
let l_398 = buffer_1_global[l_397];
let l_399 = select(u32(0), l_398, l_395);
let l_90 = l_399;
let l_91 = u64(l_90);
let l_92 = u32(2) * l_65;
let l_93 = l_92 + u32(1);
let l_400 = info.static_meta[u32(1)];
let l_401 = l_400 * u32(1);
let l_402 = l_93 < l_401;
let l_403 = l_401 - u32(1);
let l_404 = min(l_93, l_403);
let l_405 = buffer_1_global[l_404];
let l_406 = select(u32(0), l_405, l_402);
let l_94 = l_406;
let l_95 = u64(l_94);
let l_96 = l_95 << u32(bitcast<u64>(u64(32)));
let l_97 = l_91 | l_96;
let l_98 = u32(2) * l_65;
let l_407 = info.static_meta[u32(2)];
let l_408 = l_407 * u32(1);
let l_409 = l_98 < l_408;
let l_410 = l_408 - u32(1);
let l_411 = min(l_98, l_410);
let l_412 = buffer_2_global[l_411];
let l_413 = select(u32(0), l_412, l_409);
let l_99 = l_413;
let l_100 = u64(l_99);
let l_101 = u32(2) * l_65;
let l_102 = l_101 + u32(1);
let l_414 = info.static_meta[u32(2)];
let l_415 = l_414 * u32(1);
let l_416 = l_102 < l_415;
let l_417 = l_415 - u32(1);
let l_418 = min(l_102, l_417);
let l_419 = buffer_2_global[l_418];
let l_420 = select(u32(0), l_419, l_416);
let l_103 = l_420;
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
l_mut_237 = l_mut_134;
if l_mut_235 {
l_mut_237 = l_mut_112;
}
let l_238 = l_mut_228 < l_mut_237;
let l_239 = !l_238;
let l_240 = l_239 != l_mut_235;
if l_240 {
l_mut_237 = l_mut_134;
l_mut_134 = l_mut_112;
l_mut_112 = l_mut_237;
l_mut_241 = l_mut_72;
l_mut_72 = l_mut_229;
l_mut_229 = l_mut_241;
l_mut_235 = l_239;
}
l_mut_242 = bool(true);
if l_mut_235 {
let l_243 = l_mut_228 - l_mut_112;
l_mut_228 = l_243;
let l_244 = l_mut_228 < l_225;
if l_244 {
l_mut_233 = bool(false);
l_mut_242 = bool(false);
}
}
if l_mut_242 {
l_mut_241 = u32(0);
l_mut_245 = bool(false);
let l_246 = u64(u32(3));
let l_247 = l_mut_112 >> u32(bitcast<u64>(l_246));
let l_248 = l_247 < l_mut_134;
let l_249 = !l_248;
l_mut_245 = l_249;
let l_250 = l_mut_134 == u64(0);
if l_250 {
l_mut_241 = l_107;
} else {
if l_mut_245 {
let l_251 = l_mut_134 < l_mut_112;
if l_251 {
let l_252 = l_mut_112 - u64(1);
let l_253 = l_252 / l_mut_134;
let l_254 = u64(l_107);
let l_255 = l_253 < l_254;
let l_256 = u64(l_107);
let l_257 = select(l_256, l_253, l_255);
let l_258 = u32(bitcast<u64>(l_257));
l_mut_241 = l_258;
}
} else {
l_mut_237 = l_mut_112;
loop {
let l_259 = l_mut_134 < l_mut_237;
let l_260 = l_mut_241 * l_mut_229;
let l_261 = l_mut_72 + l_260;
let l_262 = l_261 + l_mut_229;
let l_263 = l_262 < l_107;
let l_264 = l_259 && l_263;
let l_265 = !l_264;
if l_265 {
break;
}
let l_266 = l_mut_237 - l_mut_134;
l_mut_237 = l_266;
l_mut_241 = l_mut_241 + u32(1);
}
}
}
let l_267 = l_mut_241 * l_mut_229;
let l_268 = l_mut_72 + l_267;
let l_269 = l_268 + l_mut_229;
let l_270 = l_269 >= l_107;
if l_270 {
l_mut_230 = bool(true);
l_mut_233 = bool(false);
} else {
let l_271 = u64(l_mut_241);
let l_272 = l_mut_134 * l_271;
let l_273 = l_mut_112 - l_272;
l_mut_112 = l_273;
let l_274 = l_mut_241 * l_mut_229;
l_mut_72 = l_mut_72 + l_274;
let l_275 = l_mut_134 - l_mut_112;
l_mut_134 = l_275;
l_mut_229 = l_mut_229 + l_mut_72;
}
}
}
let l_276 = !l_mut_230;
if l_276 {
let l_277 = l_65 * u32(8);
let l_278 = l_277 + l_66;
let l_421 = info.static_meta[u32(6)];
let l_422 = l_421 * u32(1);
let l_423 = l_422 - u32(1);
let l_424 = min(u32(1), l_423);
let l_425 = &buffer_6_global[l_424];
let l_279 = l_425;
let l_280 = atomicAdd(l_279, u32(1));let l_281 = info.static_meta[u32(12)];
let l_282 = l_280 < l_281;
if l_282 {
let l_426 = info.static_meta[u32(5)];
let l_427 = l_426 * u32(1);
let l_428 = l_280 < l_427;
if l_428 {
buffer_5_global[l_280] = l_278;
}
}
}
}
}
}
