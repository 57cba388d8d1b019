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
var l_mut_186: u64;
var l_mut_67: u32;
let l_0 = id == u32(0);
if l_0 {
let l_321 = info.static_meta[u32(5)];
let l_322 = l_321 * u32(1);
let l_323 = l_322 - u32(1);
let l_324 = min(u32(3), l_323);
let l_325 = &buffer_5_global[l_324];
let l_1 = l_325;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_237 = info.static_meta[u32(3)];
let l_238 = l_237 * u32(1);
let l_239 = l_3 < l_238;
let l_240 = l_238 - u32(1);
let l_241 = min(l_3, l_240);
let l_242 = buffer_3_global[l_241];
let l_243 = select(u32(0), l_242, l_239);
let l_4 = l_243;
let l_5 = u64(l_4);
let l_6 = u32(2) * u32(0);
let l_7 = l_6 + u32(1);
let l_244 = info.static_meta[u32(3)];
let l_245 = l_244 * u32(1);
let l_246 = l_7 < l_245;
let l_247 = l_245 - u32(1);
let l_248 = min(l_7, l_247);
let l_249 = buffer_3_global[l_248];
let l_250 = select(u32(0), l_249, l_246);
let l_8 = l_250;
let l_9 = u64(l_8);
let l_10 = l_9 << u32(bitcast<u64>(u64(32)));
let l_11 = l_5 | l_10;
let l_12 = l_11 & u64(4294967295);
let l_13 = u32(bitcast<u64>(l_12));
let l_14 = u32(2) * u32(1);
let l_251 = info.static_meta[u32(3)];
let l_252 = l_251 * u32(1);
let l_253 = l_14 < l_252;
let l_254 = l_252 - u32(1);
let l_255 = min(l_14, l_254);
let l_256 = buffer_3_global[l_255];
let l_257 = select(u32(0), l_256, l_253);
let l_15 = l_257;
let l_16 = u64(l_15);
let l_17 = u32(2) * u32(1);
let l_18 = l_17 + u32(1);
let l_258 = info.static_meta[u32(3)];
let l_259 = l_258 * u32(1);
let l_260 = l_18 < l_259;
let l_261 = l_259 - u32(1);
let l_262 = min(l_18, l_261);
let l_263 = buffer_3_global[l_262];
let l_264 = select(u32(0), l_263, l_260);
let l_19 = l_264;
let l_20 = u64(l_19);
let l_21 = l_20 << u32(bitcast<u64>(u64(32)));
let l_22 = l_16 | l_21;
let l_23 = l_22 & u64(4294967295);
let l_24 = u32(bitcast<u64>(l_23));
let l_25 = u32(2) * u32(2);
let l_265 = info.static_meta[u32(3)];
let l_266 = l_265 * u32(1);
let l_267 = l_25 < l_266;
let l_268 = l_266 - u32(1);
let l_269 = min(l_25, l_268);
let l_270 = buffer_3_global[l_269];
let l_271 = select(u32(0), l_270, l_267);
let l_26 = l_271;
let l_27 = u64(l_26);
let l_28 = u32(2) * u32(2);
let l_29 = l_28 + u32(1);
let l_272 = info.static_meta[u32(3)];
let l_273 = l_272 * u32(1);
let l_274 = l_29 < l_273;
let l_275 = l_273 - u32(1);
let l_276 = min(l_29, l_275);
let l_277 = buffer_3_global[l_276];
let l_278 = select(u32(0), l_277, l_274);
let l_30 = l_278;
let l_31 = u64(l_30);
let l_32 = l_31 << u32(bitcast<u64>(u64(32)));
let l_33 = l_27 | l_32;
let l_34 = u32(2) * u32(3);
let l_279 = info.static_meta[u32(3)];
let l_280 = l_279 * u32(1);
let l_281 = l_34 < l_280;
let l_282 = l_280 - u32(1);
let l_283 = min(l_34, l_282);
let l_284 = buffer_3_global[l_283];
let l_285 = select(u32(0), l_284, l_281);
let l_35 = l_285;
let l_36 = u64(l_35);
let l_37 = u32(2) * u32(3);
let l_38 = l_37 + u32(1);
let l_286 = info.static_meta[u32(3)];
let l_287 = l_286 * u32(1);
let l_288 = l_38 < l_287;
let l_289 = l_287 - u32(1);
let l_290 = min(l_38, l_289);
let l_291 = buffer_3_global[l_290];
let l_292 = select(u32(0), l_291, l_288);
let l_39 = l_292;
let l_40 = u64(l_39);
let l_41 = l_40 << u32(bitcast<u64>(u64(32)));
let l_42 = l_36 | l_41;
let l_43 = u32(2) * u32(4);
let l_293 = info.static_meta[u32(3)];
let l_294 = l_293 * u32(1);
let l_295 = l_43 < l_294;
let l_296 = l_294 - u32(1);
let l_297 = min(l_43, l_296);
let l_298 = buffer_3_global[l_297];
let l_299 = select(u32(0), l_298, l_295);
let l_44 = l_299;
let l_45 = u64(l_44);
let l_46 = u32(2) * u32(4);
let l_47 = l_46 + u32(1);
let l_300 = info.static_meta[u32(3)];
let l_301 = l_300 * u32(1);
let l_302 = l_47 < l_301;
let l_303 = l_301 - u32(1);
let l_304 = min(l_47, l_303);
let l_305 = buffer_3_global[l_304];
let l_306 = select(u32(0), l_305, l_302);
let l_48 = l_306;
let l_49 = u64(l_48);
let l_50 = l_49 << u32(bitcast<u64>(u64(32)));
let l_51 = l_45 | l_50;
let l_52 = u32(2) * u32(5);
let l_307 = info.static_meta[u32(3)];
let l_308 = l_307 * u32(1);
let l_309 = l_52 < l_308;
let l_310 = l_308 - u32(1);
let l_311 = min(l_52, l_310);
let l_312 = buffer_3_global[l_311];
let l_313 = select(u32(0), l_312, l_309);
let l_53 = l_313;
let l_54 = u64(l_53);
let l_55 = u32(2) * u32(5);
let l_56 = l_55 + u32(1);
let l_314 = info.static_meta[u32(3)];
let l_315 = l_314 * u32(1);
let l_316 = l_56 < l_315;
let l_317 = l_315 - u32(1);
let l_318 = min(l_56, l_317);
let l_319 = buffer_3_global[l_318];
let l_320 = select(u32(0), l_319, l_316);
let l_57 = l_320;
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
let l_326 = info.static_meta[u32(0)];
let l_327 = l_326 * u32(1);
let l_328 = l_76 < l_327;
let l_329 = l_327 - u32(1);
let l_330 = min(l_76, l_329);
let l_331 = buffer_0_global[l_330];
let l_332 = select(u32(0), l_331, l_328);
let l_77 = l_332;
let l_78 = u64(l_77);
let l_79 = u32(2) * id;
let l_80 = l_79 + u32(1);
let l_333 = info.static_meta[u32(0)];
let l_334 = l_333 * u32(1);
let l_335 = l_80 < l_334;
let l_336 = l_334 - u32(1);
let l_337 = min(l_80, l_336);
let l_338 = buffer_0_global[l_337];
let l_339 = select(u32(0), l_338, l_335);
let l_81 = l_339;
let l_82 = u64(l_81);
let l_83 = l_82 << u32(bitcast<u64>(u64(32)));
let l_84 = l_78 | l_83;
let l_85 = u32(2) * id;
let l_340 = info.static_meta[u32(1)];
let l_341 = l_340 * u32(1);
let l_342 = l_85 < l_341;
let l_343 = l_341 - u32(1);
let l_344 = min(l_85, l_343);
let l_345 = buffer_1_global[l_344];
let l_346 = select(u32(0), l_345, l_342);
let l_86 = l_346;
let l_87 = u64(l_86);
let l_88 = u32(2) * id;
let l_89 = l_88 + u32(1);
let l_347 = info.static_meta[u32(1)];
let l_348 = l_347 * u32(1);
let l_349 = l_89 < l_348;
let l_350 = l_348 - u32(1);
let l_351 = min(l_89, l_350);
let l_352 = buffer_1_global[l_351];
let l_353 = select(u32(0), l_352, l_349);
let l_90 = l_353;
let l_91 = u64(l_90);
let l_92 = l_91 << u32(bitcast<u64>(u64(32)));
let l_93 = l_87 | l_92;
let l_94 = u32(2) * id;
let l_354 = info.static_meta[u32(2)];
let l_355 = l_354 * u32(1);
let l_356 = l_94 < l_355;
let l_357 = l_355 - u32(1);
let l_358 = min(l_94, l_357);
let l_359 = buffer_2_global[l_358];
let l_360 = select(u32(0), l_359, l_356);
let l_95 = l_360;
let l_96 = u64(l_95);
let l_97 = u32(2) * id;
let l_98 = l_97 + u32(1);
let l_361 = info.static_meta[u32(2)];
let l_362 = l_361 * u32(1);
let l_363 = l_98 < l_362;
let l_364 = l_362 - u32(1);
let l_365 = min(l_98, l_364);
let l_366 = buffer_2_global[l_365];
let l_367 = select(u32(0), l_366, l_363);
let l_99 = l_367;
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
l_mut_176 = bool(true);
let l_177 = l_mut_127 == u64(0);
if l_177 {
l_mut_175 = l_13;
} else {
if l_mut_176 {
let l_178 = l_mut_127 < l_mut_105;
if l_178 {
let l_179 = l_mut_105 - u64(1);
let l_180 = l_179 / l_mut_127;
let l_181 = u64(l_13);
let l_182 = l_180 < l_181;
let l_183 = u64(l_13);
let l_184 = select(l_183, l_180, l_182);
let l_185 = u32(bitcast<u64>(l_184));
l_mut_175 = l_185;
}
} else {
l_mut_186 = l_mut_105;
loop {
let l_187 = l_mut_127 < l_mut_186;
let l_188 = l_mut_175 * l_mut_166;
let l_189 = l_mut_67 + l_188;
let l_190 = l_189 + l_mut_166;
let l_191 = l_190 < l_13;
let l_192 = l_187 && l_191;
let l_193 = !l_192;
if l_193 {
break;
}
let l_194 = l_mut_186 - l_mut_127;
l_mut_186 = l_194;
l_mut_175 = l_mut_175 + u32(1);
}
}
}
let l_195 = l_mut_175 * l_mut_166;
let l_196 = l_mut_67 + l_195;
let l_197 = l_196 + l_mut_166;
let l_198 = l_197 >= l_13;
if l_198 {
l_mut_167 = bool(true);
l_mut_170 = bool(false);
} else {
let l_199 = u64(l_mut_175);
let l_200 = l_mut_127 * l_199;
let l_201 = l_mut_105 - l_200;
l_mut_105 = l_201;
let l_202 = l_mut_175 * l_mut_166;
l_mut_67 = l_mut_67 + l_202;
let l_203 = l_mut_127 - l_mut_105;
l_mut_127 = l_203;
l_mut_166 = l_mut_166 + l_mut_67;
}
} else {
let l_204 = l_mut_165 - l_mut_127;
l_mut_165 = l_204;
let l_205 = l_mut_165 < l_162;
if l_205 {
l_mut_170 = bool(false);
} else {
l_mut_175 = u32(0);
l_mut_176 = bool(false);
l_mut_176 = bool(true);
let l_206 = l_mut_105 == u64(0);
if l_206 {
l_mut_175 = l_13;
} else {
if l_mut_176 {
let l_207 = l_mut_105 < l_mut_127;
if l_207 {
let l_208 = l_mut_127 - u64(1);
let l_209 = l_208 / l_mut_105;
let l_210 = u64(l_13);
let l_211 = l_209 < l_210;
let l_212 = u64(l_13);
let l_213 = select(l_212, l_209, l_211);
let l_214 = u32(bitcast<u64>(l_213));
l_mut_175 = l_214;
}
} else {
l_mut_186 = l_mut_127;
loop {
let l_215 = l_mut_105 < l_mut_186;
let l_216 = l_mut_175 * l_mut_67;
let l_217 = l_mut_166 + l_216;
let l_218 = l_217 + l_mut_67;
let l_219 = l_218 < l_13;
let l_220 = l_215 && l_219;
let l_221 = !l_220;
if l_221 {
break;
}
let l_222 = l_mut_186 - l_mut_105;
l_mut_186 = l_222;
l_mut_175 = l_mut_175 + u32(1);
}
}
}
let l_223 = l_mut_67 + l_mut_166;
let l_224 = l_mut_175 * l_mut_67;
let l_225 = l_223 + l_224;
let l_226 = l_225 >= l_13;
if l_226 {
l_mut_167 = bool(true);
l_mut_170 = bool(false);
} else {
let l_227 = u64(l_mut_175);
let l_228 = l_mut_105 * l_227;
let l_229 = l_mut_127 - l_228;
l_mut_127 = l_229;
let l_230 = l_mut_175 * l_mut_67;
l_mut_166 = l_mut_166 + l_230;
let l_231 = l_mut_105 - l_mut_127;
l_mut_105 = l_231;
l_mut_67 = l_mut_67 + l_mut_166;
}
}
}
}
let l_232 = !l_mut_167;
if l_232 {
let l_368 = info.static_meta[u32(5)];
let l_369 = l_368 * u32(1);
let l_370 = l_369 - u32(1);
let l_371 = min(u32(0), l_370);
let l_372 = &buffer_5_global[l_371];
let l_233 = l_372;
let l_234 = atomicAdd(l_233, u32(1));let l_235 = info.static_meta[u32(10)];
let l_236 = l_234 < l_235;
if l_236 {
let l_373 = info.static_meta[u32(4)];
let l_374 = l_373 * u32(1);
let l_375 = l_234 < l_374;
if l_375 {
buffer_4_global[l_234] = id;
}
}
}
}
}
