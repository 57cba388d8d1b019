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

var l_mut_24: f64;
var l_mut_25: f64;
var l_mut_278: u32;
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
let l_11 = u32(2) + u32(0);
let l_331 = info.static_meta[u32(2)];
let l_332 = l_331 * u32(1);
let l_333 = l_11 < l_332;
let l_334 = l_332 - u32(1);
let l_335 = min(l_11, l_334);
let l_336 = buffer_2_global[l_335];
let l_337 = select(f64(0.0), l_336, l_333);
let l_12 = l_337;
let l_13 = u32(l_12);
let l_14 = u32(2) + u32(1);
let l_338 = info.static_meta[u32(2)];
let l_339 = l_338 * u32(1);
let l_340 = l_14 < l_339;
let l_341 = l_339 - u32(1);
let l_342 = min(l_14, l_341);
let l_343 = buffer_2_global[l_342];
let l_344 = select(f64(0.0), l_343, l_340);
let l_15 = l_344;
let l_16 = u32(l_15);
let l_17 = u32(2) + u32(3);
let l_345 = info.static_meta[u32(2)];
let l_346 = l_345 * u32(1);
let l_347 = l_17 < l_346;
let l_348 = l_346 - u32(1);
let l_349 = min(l_17, l_348);
let l_350 = buffer_2_global[l_349];
let l_351 = select(f64(0.0), l_350, l_347);
let l_18 = l_351;
let l_19 = l_5 / l_18;
let l_20 = l_19 + f64(0.5);
let l_21 = floor(l_20);
let l_22 = u32(2) + u32(3);
let l_23 = l_21 * f64(1.0);
l_mut_24 = l_5;
l_mut_25 = l_7;

for (var l_mut_26: u32 = u32(0); l_mut_26 < l_16; l_mut_26++) {
let l_27 = l_22 + l_mut_26;
let l_372 = info.static_meta[u32(2)];
let l_373 = l_372 * u32(1);
let l_374 = l_27 < l_373;
let l_375 = l_373 - u32(1);
let l_376 = min(l_27, l_375);
let l_377 = buffer_2_global[l_376];
let l_378 = select(f64(0.0), l_377, l_374);
let l_28 = l_378;
let l_29 = -l_28;
let l_30 = l_23 * l_29;
let l_31 = l_mut_24 + l_30;
let l_32 = l_31 * l_4;
let l_33 = l_32 - l_mut_24;
let l_34 = l_33 * l_4;
let l_35 = l_32 - l_34;
let l_36 = l_35 * l_4;
let l_37 = l_mut_24 - l_36;
let l_38 = l_30 - l_34;
let l_39 = l_37 + l_38;
let l_40 = l_39 + l_mut_25;
let l_41 = l_32 + l_40;
let l_42 = l_41 * l_4;
let l_43 = l_42 - l_32;
let l_44 = l_43 * l_4;
let l_45 = l_40 - l_44;
l_mut_24 = l_42;
l_mut_25 = l_45;
}
let l_46 = l_mut_24 * f64(0.00390625);
let l_47 = l_mut_25 * f64(0.00390625);
let l_48 = l_13 - u32(1);
let l_49 = l_22 + l_16;
let l_352 = info.static_meta[u32(2)];
let l_353 = l_352 * u32(1);
let l_354 = l_49 < l_353;
let l_355 = l_353 - u32(1);
let l_356 = min(l_49, l_355);
let l_357 = buffer_2_global[l_356];
let l_358 = select(f64(0.0), l_357, l_354);
let l_50 = l_358;
l_mut_25 = l_50;
let l_51 = l_49 + u32(1);
let l_359 = info.static_meta[u32(2)];
let l_360 = l_359 * u32(1);
let l_361 = l_51 < l_360;
let l_362 = l_360 - u32(1);
let l_363 = min(l_51, l_362);
let l_364 = buffer_2_global[l_363];
let l_365 = select(f64(0.0), l_364, l_361);
let l_52 = l_365;
l_mut_24 = l_52;

for (var l_mut_53: u32 = u32(1); l_mut_53 < l_48; l_mut_53++) {
let l_54 = l_mut_25 * l_46;
let l_55 = l_54 * l_4;
let l_56 = l_3 * l_mut_25;
let l_57 = l_56 * l_4;
let l_58 = l_57 - l_mut_25;
let l_59 = l_58 * l_4;
let l_60 = l_57 - l_59;
let l_61 = l_mut_25 - l_60;
let l_62 = l_3 * l_46;
let l_63 = l_62 * l_4;
let l_64 = l_63 - l_46;
let l_65 = l_64 * l_4;
let l_66 = l_63 - l_65;
let l_67 = l_46 - l_66;
let l_68 = l_60 * l_66;
let l_69 = l_68 - l_55;
let l_70 = l_60 * l_67;
let l_71 = l_69 + l_70;
let l_72 = l_61 * l_66;
let l_73 = l_71 + l_72;
let l_74 = l_61 * l_67;
let l_75 = l_73 + l_74;
let l_76 = l_mut_25 * l_47;
let l_77 = l_mut_24 * l_46;
let l_78 = l_76 + l_77;
let l_79 = l_75 + l_78;
let l_80 = l_55 + l_79;
let l_81 = l_80 * l_4;
let l_82 = l_81 - l_55;
let l_83 = l_82 * l_4;
let l_84 = l_79 - l_83;
let l_85 = u32(2) * l_mut_53;
let l_86 = l_49 + l_85;
let l_379 = info.static_meta[u32(2)];
let l_380 = l_379 * u32(1);
let l_381 = l_86 < l_380;
let l_382 = l_380 - u32(1);
let l_383 = min(l_86, l_382);
let l_384 = buffer_2_global[l_383];
let l_385 = select(f64(0.0), l_384, l_381);
let l_87 = l_385;
let l_88 = l_86 + u32(1);
let l_386 = info.static_meta[u32(2)];
let l_387 = l_386 * u32(1);
let l_388 = l_88 < l_387;
let l_389 = l_387 - u32(1);
let l_390 = min(l_88, l_389);
let l_391 = buffer_2_global[l_390];
let l_392 = select(f64(0.0), l_391, l_388);
let l_89 = l_392;
let l_90 = l_81 + l_87;
let l_91 = l_90 * l_4;
let l_92 = l_91 - l_81;
let l_93 = l_92 * l_4;
let l_94 = l_91 - l_93;
let l_95 = l_94 * l_4;
let l_96 = l_81 - l_95;
let l_97 = l_87 - l_93;
let l_98 = l_96 + l_97;
let l_99 = l_84 + l_89;
let l_100 = l_99 * l_4;
let l_101 = l_100 - l_84;
let l_102 = l_101 * l_4;
let l_103 = l_100 - l_102;
let l_104 = l_103 * l_4;
let l_105 = l_84 - l_104;
let l_106 = l_89 - l_102;
let l_107 = l_105 + l_106;
let l_108 = l_98 + l_100;
let l_109 = l_91 + l_108;
let l_110 = l_109 * l_4;
let l_111 = l_110 - l_91;
let l_112 = l_111 * l_4;
let l_113 = l_108 - l_112;
let l_114 = l_107 + l_113;
let l_115 = l_110 + l_114;
let l_116 = l_115 * l_4;
let l_117 = l_116 - l_110;
let l_118 = l_117 * l_4;
let l_119 = l_114 - l_118;
l_mut_25 = l_116;
l_mut_24 = l_119;
}
let l_120 = l_mut_25 * l_46;
let l_121 = l_120 * l_4;
let l_122 = l_3 * l_mut_25;
let l_123 = l_122 * l_4;
let l_124 = l_123 - l_mut_25;
let l_125 = l_124 * l_4;
let l_126 = l_123 - l_125;
let l_127 = l_mut_25 - l_126;
let l_128 = l_3 * l_46;
let l_129 = l_128 * l_4;
let l_130 = l_129 - l_46;
let l_131 = l_130 * l_4;
let l_132 = l_129 - l_131;
let l_133 = l_46 - l_132;
let l_134 = l_126 * l_132;
let l_135 = l_134 - l_121;
let l_136 = l_126 * l_133;
let l_137 = l_135 + l_136;
let l_138 = l_127 * l_132;
let l_139 = l_137 + l_138;
let l_140 = l_127 * l_133;
let l_141 = l_139 + l_140;
let l_142 = l_mut_25 * l_47;
let l_143 = l_mut_24 * l_46;
let l_144 = l_142 + l_143;
let l_145 = l_141 + l_144;
let l_146 = l_121 + l_145;
let l_147 = l_146 * l_4;
let l_148 = l_147 - l_121;
let l_149 = l_148 * l_4;
let l_150 = l_145 - l_149;
let l_151 = l_147 + f64(1.0);
let l_152 = l_151 * l_4;
let l_153 = l_152 - l_147;
let l_154 = l_153 * l_4;
let l_155 = l_152 - l_154;
let l_156 = l_155 * l_4;
let l_157 = l_147 - l_156;
let l_158 = f64(1.0) - l_154;
let l_159 = l_157 + l_158;
let l_160 = l_159 + l_150;
let l_161 = l_152 + l_160;
let l_162 = l_161 * l_4;
let l_163 = l_162 - l_152;
let l_164 = l_163 * l_4;
let l_165 = l_160 - l_164;
let l_166 = l_162 * l_46;
let l_167 = l_166 * l_4;
let l_168 = l_3 * l_162;
let l_169 = l_168 * l_4;
let l_170 = l_169 - l_162;
let l_171 = l_170 * l_4;
let l_172 = l_169 - l_171;
let l_173 = l_162 - l_172;
let l_174 = l_3 * l_46;
let l_175 = l_174 * l_4;
let l_176 = l_175 - l_46;
let l_177 = l_176 * l_4;
let l_178 = l_175 - l_177;
let l_179 = l_46 - l_178;
let l_180 = l_172 * l_178;
let l_181 = l_180 - l_167;
let l_182 = l_172 * l_179;
let l_183 = l_181 + l_182;
let l_184 = l_173 * l_178;
let l_185 = l_183 + l_184;
let l_186 = l_173 * l_179;
let l_187 = l_185 + l_186;
let l_188 = l_162 * l_47;
let l_189 = l_165 * l_46;
let l_190 = l_188 + l_189;
let l_191 = l_187 + l_190;
let l_192 = l_167 + l_191;
let l_193 = l_192 * l_4;
let l_194 = l_193 - l_167;
let l_195 = l_194 * l_4;
let l_196 = l_191 - l_195;
l_mut_25 = l_193;
l_mut_24 = l_196;

for (var l_mut_197: u32 = u32(0); l_mut_197 < u32(8); l_mut_197++) {
let l_198 = l_mut_25 * f64(2.0);
let l_199 = l_mut_24 * f64(2.0);
let l_200 = l_mut_25 * l_mut_25;
let l_201 = l_200 * l_4;
let l_202 = l_3 * l_mut_25;
let l_203 = l_202 * l_4;
let l_204 = l_203 - l_mut_25;
let l_205 = l_204 * l_4;
let l_206 = l_203 - l_205;
let l_207 = l_mut_25 - l_206;
let l_208 = l_3 * l_mut_25;
let l_209 = l_208 * l_4;
let l_210 = l_209 - l_mut_25;
let l_211 = l_210 * l_4;
let l_212 = l_209 - l_211;
let l_213 = l_mut_25 - l_212;
let l_214 = l_206 * l_212;
let l_215 = l_214 - l_201;
let l_216 = l_206 * l_213;
let l_217 = l_215 + l_216;
let l_218 = l_207 * l_212;
let l_219 = l_217 + l_218;
let l_220 = l_207 * l_213;
let l_221 = l_219 + l_220;
let l_222 = l_mut_25 * l_mut_24;
let l_223 = l_mut_24 * l_mut_25;
let l_224 = l_222 + l_223;
let l_225 = l_221 + l_224;
let l_226 = l_201 + l_225;
let l_227 = l_226 * l_4;
let l_228 = l_227 - l_201;
let l_229 = l_228 * l_4;
let l_230 = l_225 - l_229;
let l_231 = l_198 + l_227;
let l_232 = l_231 * l_4;
let l_233 = l_232 - l_198;
let l_234 = l_233 * l_4;
let l_235 = l_232 - l_234;
let l_236 = l_235 * l_4;
let l_237 = l_198 - l_236;
let l_238 = l_227 - l_234;
let l_239 = l_237 + l_238;
let l_240 = l_199 + l_230;
let l_241 = l_240 * l_4;
let l_242 = l_241 - l_199;
let l_243 = l_242 * l_4;
let l_244 = l_241 - l_243;
let l_245 = l_244 * l_4;
let l_246 = l_199 - l_245;
let l_247 = l_230 - l_243;
let l_248 = l_246 + l_247;
let l_249 = l_239 + l_241;
let l_250 = l_232 + l_249;
let l_251 = l_250 * l_4;
let l_252 = l_251 - l_232;
let l_253 = l_252 * l_4;
let l_254 = l_249 - l_253;
let l_255 = l_248 + l_254;
let l_256 = l_251 + l_255;
let l_257 = l_256 * l_4;
let l_258 = l_257 - l_251;
let l_259 = l_258 * l_4;
let l_260 = l_255 - l_259;
l_mut_25 = l_257;
l_mut_24 = l_260;
}
let l_261 = l_mut_25 + f64(1.0);
let l_262 = l_261 * l_4;
let l_263 = l_262 - l_mut_25;
let l_264 = l_263 * l_4;
let l_265 = l_262 - l_264;
let l_266 = l_265 * l_4;
let l_267 = l_mut_25 - l_266;
let l_268 = f64(1.0) - l_264;
let l_269 = l_267 + l_268;
let l_270 = l_269 + l_mut_24;
let l_271 = l_262 + l_270;
let l_272 = l_271 * l_4;
let l_273 = l_272 - l_262;
let l_274 = l_273 * l_4;
let l_275 = l_270 - l_274;
let l_276 = abs(l_21);
let l_277 = u32(l_276);
l_mut_278 = l_277;
let l_279 = l_21 < f64(0.0);
let l_280 = select(f64(2.0), f64(0.5), l_279);
l_mut_25 = l_280;
l_mut_24 = f64(1.0);

for (var l_mut_281: u32 = u32(0); l_mut_281 < u32(11); l_mut_281++) {
let l_282 = l_mut_278 & u32(1);
let l_283 = l_282 == u32(1);
let l_284 = l_mut_24 * l_mut_25;
let l_285 = select(l_mut_24, l_284, l_283);
l_mut_24 = l_285;
l_mut_25 = l_mut_25 * l_mut_25;
l_mut_278 = l_mut_278 >> u32(1);
}
let l_286 = l_272 * l_mut_24;
let l_287 = l_275 * l_mut_24;
let l_366 = info.static_meta[u32(3)];
let l_367 = l_366 * u32(1);
let l_368 = id < l_367;
if l_368 {
buffer_3_global[id] = l_286;
}
let l_288 = l_1 + id;
let l_369 = info.static_meta[u32(3)];
let l_370 = l_369 * u32(1);
let l_371 = l_288 < l_370;
if l_371 {
buffer_3_global[l_288] = l_287;
}
}
}
