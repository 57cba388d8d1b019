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

var l_mut_105: u64;
var l_mut_127: u64;
var l_mut_165: u64;
var l_mut_166: u32;
var l_mut_167: bool;
var l_mut_170: bool;
var l_mut_172: bool;
var l_mut_175: u32;
var l_mut_176: bool;
var l_mut_190: u64;
var l_mut_67: u32;
let l_0 = id == u32(0);
if l_0 {
let l_329 = info.static_meta[u32(5)];
let l_330 = l_329 * u32(1);
let l_331 = l_330 - u32(1);
let l_332 = min(u32(3), l_331);
let l_333 = &buffer_5_global[l_332];
let l_1 = l_333;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_245 = info.static_meta[u32(3)];
let l_246 = l_245 * u32(1);
let l_247 = l_3 < l_246;
let l_248 = l_246 - u32(1);
let l_249 = min(l_3, l_248);
let l_250 = buffer_3_global[l_249];
let l_251 = select(u32(0), l_250, l_247);
let l_4 = l_251;
let l_5 = u64(l_4);
let l_6 = u32(2) * u32(0);
let l_7 = l_6 + u32(1);
let l_252 = info.static_meta[u32(3)];
let l_253 = l_252 * u32(1);
let l_254 = l_7 < l_253;
let l_255 = l_253 - u32(1);
let l_256 = min(l_7, l_255);
let l_257 = buffer_3_global[l_256];
let l_258 = select(u32(0), l_257, l_254);
let l_8 = l_258;
let l_9 = u64(l_8);
let l_10 = l_9 << u32(bitcast<u64>(u64(32)));
let l_11 = l_5 | l_10;
let l_12 = l_11 & u64(4294967295);
let l_13 = u32(bitcast<u64>(l_12));
let l_14 = u32(2) * u32(1);
let l_259 = info.static_meta[u32(3)];
let l_260 = l_259 * u32(1);
let l_261 = l_14 < l_260;
let l_262 = l_260 - u32(1);
let l_263 = min(l_14, l_262);
let l_264 = buffer_3_global[l_263];
let l_265 = select(u32(0), l_264, l_261);
let l_15 = l_265;
let l_16 = u64(l_15);
let l_17 = u32(2) * u32(1);
let l_18 = l_17 + u32(1);
let l_266 = info.static_meta[u32(3)];
let l_267 = l_266 * u32(1);
let l_268 = l_18 < l_267;
let l_269 = l_267 - u32(1);
let l_270 = min(l_18, l_269);
let l_271 = buffer_3_global[l_270];
let l_272 = select(u32(0), l_271, l_268);
let l_19 = l_272;
let l_20 = u64(l_19);
let l_21 = l_20 << u32(bitcast<u64>(u64(32)));
let l_22 = l_16 | l_21;
let l_23 = l_22 & u64(4294967295);
let l_24 = u32(bitcast<u64>(l_23));
let l_25 = u32(2) * u32(2);
let l_273 = info.static_meta[u32(3)];
let l_274 = l_273 * u32(1);
let l_275 = l_25 < l_274;
let l_276 = l_274 - u32(1);
let l_277 = min(l_25, l_276);
let l_278 = buffer_3_global[l_277];
let l_279 = select(u32(0), l_278, l_275);
let l_26 = l_279;
let l_27 = u64(l_26);
let l_28 = u32(2) * u32(2);
let l_29 = l_28 + u32(1);
let l_280 = info.static_meta[u32(3)];
let l_281 = l_280 * u32(1);
let l_282 = l_29 < l_281;
let l_283 = l_281 - u32(1);
let l_284 = min(l_29, l_283);
let l_285 = buffer_3_global[l_284];
let l_286 = select(u32(0), l_285, l_282);
let l_30 = l_286;
let l_31 = u64(l_30);
let l_32 = l_31 << u32(bitcast<u64>(u64(32)));
let l_33 = l_27 | l_32;
let l_34 = u32(2) * u32(3);
let l_287 = info.static_meta[u32(3)];
let l_288 = l_287 * u32(1);
let l_289 = l_34 < l_288;
let l_290 = l_288 - u32(1);
let l_291 = min(l_34, l_290);
let l_292 = buffer_3_global[l_291];
let l_293 = select(u32(0), l_292, l_289);
let l_35 = l_293;
let l_36 = u64(l_35);
let l_37 = u32(2) * u32(3);
let l_38 = l_37 + u32(1);
let l_294 = info.static_meta[u32(3)];
let l_295 = l_294 * u32(1);
let l_296 = l_38 < l_295;
let l_297 = l_295 - u32(1);
let l_298 = min(l_38, l_297);
let l_299 = buffer_3_global[l_298];
let l_300 = select(u32(0), l_299, l_296);
let l_39 = l_300;
let l_40 = u64(l_39);
let l_41 = l_40 << u32(bitcast<u64>(u64(32)));
let l_42 = l_36 | l_41;
let l_43 = u32(2) * u32(4);
let l_301 = info.static_meta[u32(3)];
let l_302 = l_301 * u32(1);
let l_303 = l_43 < l_302;
let l_304 = l_302 - u32(1);
let l_305 = min(l_43, l_304);
let l_306 = buffer_3_global[l_305];
let l_307 = select(u32(0), l_306, l_303);
let l_44 = l_307;
let l_45 = u64(l_44);
let l_46 = u32(2) * u32(4);
let l_47 = l_46 + u32(1);
let l_308 = info.static_meta[u32(3)];
let l_309 = l_308 * u32(1);
let l_310 = l_47 < l_309;
let l_311 = l_309 - u32(1);
let l_312 = min(l_47, l_311);
let l_313 = buffer_3_global[l_312];
let l_314 = select(u32(0), l_313, l_310);
let l_48 = l_314;
let l_49 = u64(l_48);
let l_50 = l_49 << u32(bitcast<u64>(u64(32)));
let l_51 = l_45 | l_50;
let l_52 = u32(2) * u32(5);
let l_315 = info.static_meta[u32(3)];
let l_316 = l_315 * u32(1);
let l_317 = l_52 < l_316;
let l_318 = l_316 - u32(1);
let l_319 = min(l_52, l_318);
let l_320 = buffer_3_global[l_319];
let l_321 = select(u32(0), l_320, l_317);
let l_53 = l_321;
let l_54 = u64(l_53);
let l_55 = u32(2) * u32(5);
let l_56 = l_55 + u32(1);
let l_322 = info.static_meta[u32(3)];
let l_323 = l_322 * u32(1);
let l_324 = l_56 < l_323;
let l_325 = l_323 - u32(1);
let l_326 = min(l_56, l_325);
let l_327 = buffer_3_global[l_326];
let l_328 = select(u32(0), l_327, l_324);
let l_57 = l_328;
let l_58 = u64(l_57);
let l_59 = l_58 << u32(bitcast<u64>(u64(32)));
let l_60 = l_54 | l_59;
let l_61 = u32(2) * id;
let l_62 = info.static_meta[u32(6)];
let l_63 = l_61 < l_62;
let l_64 = u64(id);
let l_65 = u64(l_13);
let l_66 = l_64 * l_65;
l_mut_67 = u32(0);
let l_68 = l_66 < l_60;
if l_68 {
let l_69 = l_60 - l_66;
l_mut_67 = l_13;
let l_70 = u64(l_13);
let l_71 = l_69 < l_70;
if l_71 {
let l_72 = l_69 & u64(4294967295);
let l_73 = u32(bitcast<u64>(l_72));
l_mut_67 = l_73;
}
}
let l_74 = l_mut_67 > u32(0);
let l_75 = l_63 && l_74;
if l_75 {
let l_76 = u32(2) * id;
let l_334 = info.static_meta[u32(0)];
let l_335 = l_334 * u32(1);
let l_336 = l_76 < l_335;
let l_337 = l_335 - u32(1);
let l_338 = min(l_76, l_337);
let l_339 = buffer_0_global[l_338];
let l_340 = select(u32(0), l_339, l_336);
let l_77 = l_340;
let l_78 = u64(l_77);
let l_79 = u32(2) * id;
let l_80 = l_79 + u32(1);
let l_341 = info.static_meta[u32(0)];
let l_342 = l_341 * u32(1);
let l_343 = l_80 < l_342;
let l_344 = l_342 - u32(1);
let l_345 = min(l_80, l_344);
let l_346 = buffer_0_global[l_345];
let l_347 = select(u32(0), l_346, l_343);
let l_81 = l_347;
let l_82 = u64(l_81);
let l_83 = l_82 << u32(bitcast<u64>(u64(32)));
let l_84 = l_78 | l_83;
let l_85 = u32(2) * id;
let l_348 = info.static_meta[u32(1)];
let l_349 = l_348 * u32(1);
let l_350 = l_85 < l_349;
let l_351 = l_349 - u32(1);
let l_352 = min(l_85, l_351);
let l_353 = buffer_1_global[l_352];
let l_354 = select(u32(0), l_353, l_350);
let l_86 = l_354;
let l_87 = u64(l_86);
let l_88 = u32(2) * id;
let l_89 = l_88 + u32(1);
let l_355 = info.static_meta[u32(1)];
let l_356 = l_355 * u32(1);
let l_357 = l_89 < l_356;
let l_358 = l_356 - u32(1);
let l_359 = min(l_89, l_358);
let l_360 = buffer_1_global[l_359];
let l_361 = select(u32(0), l_360, l_357);
let l_90 = l_361;
let l_91 = u64(l_90);
let l_92 = l_91 << u32(bitcast<u64>(u64(32)));
let l_93 = l_87 | l_92;
let l_94 = u32(2) * id;
let l_362 = info.static_meta[u32(2)];
let l_363 = l_362 * u32(1);
let l_364 = l_94 < l_363;
let l_365 = l_363 - u32(1);
let l_366 = min(l_94, l_365);
let l_367 = buffer_2_global[l_366];
let l_368 = select(u32(0), l_367, l_364);
let l_95 = l_368;
let l_96 = u64(l_95);
let l_97 = u32(2) * id;
let l_98 = l_97 + u32(1);
let l_369 = info.static_meta[u32(2)];
let l_370 = l_369 * u32(1);
let l_371 = l_98 < l_370;
let l_372 = l_370 - u32(1);
let l_373 = min(l_98, l_372);
let l_374 = buffer_2_global[l_373];
let l_375 = select(u32(0), l_374, l_371);
let l_99 = l_375;
let l_100 = u64(l_99);
let l_101 = l_100 << u32(bitcast<u64>(u64(32)));
let l_102 = l_96 | l_101;
let l_103 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_104 = l_103 == u64(1);
l_mut_105 = l_102;
if l_104 {
let l_106 = u64(u32(0));
let l_107 = l_106 - l_102;
l_mut_105 = l_107;
}
let l_108 = u64(l_13);
let l_109 = l_mut_105 & u64(4294967295);
let l_110 = l_109 * l_108;
let l_111 = l_mut_105 >> u32(bitcast<u64>(u64(32)));
let l_112 = l_111 * l_108;
let l_113 = l_112 << u32(bitcast<u64>(u64(32)));
let l_114 = l_110 + l_113;
let l_115 = l_112 >> u32(bitcast<u64>(u64(32)));
let l_116 = l_114 < l_110;
let l_117 = u64(l_116);
let l_118 = l_115 + l_117;
l_mut_105 = l_114;
let l_119 = l_24 == u32(64);
if l_119 {
l_mut_105 = l_118;
} else {
let l_120 = l_24 > u32(0);
if l_120 {
let l_121 = u32(64) - l_24;
let l_122 = u64(l_121);
let l_123 = l_118 << u32(bitcast<u64>(l_122));
let l_124 = u64(l_24);
let l_125 = l_114 >> u32(bitcast<u64>(l_124));
let l_126 = l_123 | l_125;
l_mut_105 = l_126;
}
}
l_mut_127 = l_mut_105;
if l_104 {
let l_128 = u64(u32(0));
let l_129 = l_128 - l_mut_127;
l_mut_127 = l_129;
}
let l_130 = l_84 + l_mut_127;
let l_131 = l_13 * l_13;
let l_132 = l_24 + u32(3);
let l_133 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_134 = l_133 == u64(1);
l_mut_127 = l_102;
if l_134 {
let l_135 = u64(u32(0));
let l_136 = l_135 - l_102;
l_mut_127 = l_136;
}
let l_137 = u64(l_131);
let l_138 = l_mut_127 & u64(4294967295);
let l_139 = l_138 * l_137;
let l_140 = l_mut_127 >> u32(bitcast<u64>(u64(32)));
let l_141 = l_140 * l_137;
let l_142 = l_141 << u32(bitcast<u64>(u64(32)));
let l_143 = l_139 + l_142;
let l_144 = l_141 >> u32(bitcast<u64>(u64(32)));
let l_145 = l_143 < l_139;
let l_146 = u64(l_145);
let l_147 = l_144 + l_146;
l_mut_127 = l_143;
let l_148 = l_132 == u32(64);
if l_148 {
l_mut_127 = l_147;
} else {
let l_149 = l_132 > u32(0);
if l_149 {
let l_150 = u32(64) - l_132;
let l_151 = u64(l_150);
let l_152 = l_147 << u32(bitcast<u64>(l_151));
let l_153 = u64(l_132);
let l_154 = l_143 >> u32(bitcast<u64>(l_153));
let l_155 = l_152 | l_154;
l_mut_127 = l_155;
}
}
l_mut_105 = l_mut_127;
if l_134 {
let l_156 = u64(u32(0));
let l_157 = l_156 - l_mut_105;
l_mut_105 = l_157;
}
let l_158 = l_93 - l_mut_105;
let l_159 = l_158 + l_33;
let l_160 = u64(u32(0));
let l_161 = l_160 - l_130;
let l_162 = l_33 + l_33;
l_mut_127 = l_161;
let l_163 = u64(u32(0));
let l_164 = l_163 - l_161;
l_mut_105 = l_164;
l_mut_165 = l_159;
l_mut_67 = u32(1);
l_mut_166 = u32(1);
l_mut_167 = bool(false);
let l_168 = l_mut_165 < l_162;
let l_169 = !l_168;
l_mut_170 = l_169;
let l_171 = l_161 == u64(0);
if l_171 {
l_mut_167 = l_mut_170;
l_mut_170 = bool(false);
}
l_mut_172 = bool(false);
loop {
let l_173 = !l_mut_170;
if l_173 {
break;
}
let l_174 = l_mut_165 < l_mut_127;
if l_174 {
l_mut_175 = u32(0);
l_mut_176 = bool(false);
let l_177 = u64(u32(3));
let l_178 = l_mut_105 >> u32(bitcast<u64>(l_177));
let l_179 = l_178 < l_mut_127;
let l_180 = !l_179;
l_mut_176 = l_180;
let l_181 = l_mut_127 == u64(0);
if l_181 {
l_mut_175 = l_13;
} else {
if l_mut_176 {
let l_182 = l_mut_127 < l_mut_105;
if l_182 {
let l_183 = l_mut_105 - u64(1);
let l_184 = l_183 / l_mut_127;
let l_185 = u64(l_13);
let l_186 = l_184 < l_185;
let l_187 = u64(l_13);
let l_188 = select(l_187, l_184, l_186);
let l_189 = u32(bitcast<u64>(l_188));
l_mut_175 = l_189;
}
} else {
l_mut_190 = l_mut_105;
loop {
let l_191 = l_mut_127 < l_mut_190;
let l_192 = l_mut_175 * l_mut_166;
let l_193 = l_mut_67 + l_192;
let l_194 = l_193 + l_mut_166;
let l_195 = l_194 < l_13;
let l_196 = l_191 && l_195;
let l_197 = !l_196;
if l_197 {
break;
}
let l_198 = l_mut_190 - l_mut_127;
l_mut_190 = l_198;
l_mut_175 = l_mut_175 + u32(1);
}
}
}
let l_199 = l_mut_175 * l_mut_166;
let l_200 = l_mut_67 + l_199;
let l_201 = l_200 + l_mut_166;
let l_202 = l_201 >= l_13;
if l_202 {
l_mut_167 = bool(true);
l_mut_170 = bool(false);
} else {
let l_203 = u64(l_mut_175);
let l_204 = l_mut_127 * l_203;
let l_205 = l_mut_105 - l_204;
l_mut_105 = l_205;
let l_206 = l_mut_175 * l_mut_166;
l_mut_67 = l_mut_67 + l_206;
let l_207 = l_mut_127 - l_mut_105;
l_mut_127 = l_207;
l_mut_166 = l_mut_166 + l_mut_67;
}
} else {
let l_208 = l_mut_165 - l_mut_127;
l_mut_165 = l_208;
let l_209 = l_mut_165 < l_162;
if l_209 {
l_mut_170 = bool(false);
} else {
l_mut_175 = u32(0);
l_mut_176 = bool(false);
let l_210 = u64(u32(3));
let l_211 = l_mut_127 >> u32(bitcast<u64>(l_210));
let l_212 = l_211 < l_mut_105;
let l_213 = !l_212;
l_mut_176 = l_213;
let l_214 = l_mut_105 == u64(0);
if l_214 {
l_mut_175 = l_13;
} else {
if l_mut_176 {
let l_215 = l_mut_105 < l_mut_127;
if l_215 {
let l_216 = l_mut_127 - u64(1);
let l_217 = l_216 / l_mut_105;
let l_218 = u64(l_13);
let l_219 = l_217 < l_218;
let l_220 = u64(l_13);
let l_221 = select(l_220, l_217, l_219);
let l_222 = u32(bitcast<u64>(l_221));
l_mut_175 = l_222;
}
} else {
l_mut_190 = l_mut_127;
loop {
let l_223 = l_mut_105 < l_mut_190;
let l_224 = l_mut_175 * l_mut_67;
let l_225 = l_mut_166 + l_224;
let l_226 = l_225 + l_mut_67;
let l_227 = l_226 < l_13;
let l_228 = l_223 && l_227;
let l_229 = !l_228;
if l_229 {
break;
}
let l_230 = l_mut_190 - l_mut_105;
l_mut_190 = l_230;
l_mut_175 = l_mut_175 + u32(1);
}
}
}
let l_231 = l_mut_67 + l_mut_166;
let l_232 = l_mut_175 * l_mut_67;
let l_233 = l_231 + l_232;
let l_234 = l_233 >= l_13;
if l_234 {
l_mut_167 = bool(true);
l_mut_170 = bool(false);
} else {
let l_235 = u64(l_mut_175);
let l_236 = l_mut_105 * l_235;
let l_237 = l_mut_127 - l_236;
l_mut_127 = l_237;
let l_238 = l_mut_175 * l_mut_67;
l_mut_166 = l_mut_166 + l_238;
let l_239 = l_mut_105 - l_mut_127;
l_mut_105 = l_239;
l_mut_67 = l_mut_67 + l_mut_166;
}
}
}
}
let l_240 = !l_mut_167;
if l_240 {
let l_376 = info.static_meta[u32(5)];
let l_377 = l_376 * u32(1);
let l_378 = l_377 - u32(1);
let l_379 = min(u32(0), l_378);
let l_380 = &buffer_5_global[l_379];
let l_241 = l_380;
let l_242 = atomicAdd(l_241, u32(1));let l_243 = info.static_meta[u32(10)];
let l_244 = l_242 < l_243;
if l_244 {
let l_381 = info.static_meta[u32(4)];
let l_382 = l_381 * u32(1);
let l_383 = l_242 < l_382;
if l_383 {
buffer_4_global[l_242] = id;
}
}
}
}
}
