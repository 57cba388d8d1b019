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
var<storage, read_write> buffer_3_global: array<atomic<u32>>;

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
fn exhaustive_points(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_103: u32;
var l_mut_54: u32;
var l_mut_55: u32;
var l_mut_56: u32;
var l_mut_57: u32;
var l_mut_91: u32;
var l_mut_97: u32;
let l_0 = id == u32(0);
if l_0 {
let l_214 = info.static_meta[u32(3)];
let l_215 = l_214 * u32(1);
let l_216 = l_215 - u32(1);
let l_217 = min(u32(3), l_216);
let l_218 = &buffer_3_global[l_217];
let l_1 = l_218;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_200 = info.static_meta[u32(1)];
let l_201 = l_200 * u32(1);
let l_202 = l_3 < l_201;
let l_203 = l_201 - u32(1);
let l_204 = min(l_3, l_203);
let l_205 = buffer_1_global[l_204];
let l_206 = select(u32(0), l_205, l_202);
let l_4 = l_206;
let l_5 = u32(2) * u32(0);
let l_6 = l_5 + u32(1);
let l_207 = info.static_meta[u32(1)];
let l_208 = l_207 * u32(1);
let l_209 = l_6 < l_208;
let l_210 = l_208 - u32(1);
let l_211 = min(l_6, l_210);
let l_212 = buffer_1_global[l_211];
let l_213 = select(u32(0), l_212, l_209);
let l_7 = l_213;
let l_8 = id < l_4;
if l_8 {
let l_9 = u32(2) * u32(1);
let l_219 = info.static_meta[u32(1)];
let l_220 = l_219 * u32(1);
let l_221 = l_9 < l_220;
let l_222 = l_220 - u32(1);
let l_223 = min(l_9, l_222);
let l_224 = buffer_1_global[l_223];
let l_225 = select(u32(0), l_224, l_221);
let l_10 = l_225;
let l_11 = u32(2) * u32(1);
let l_12 = l_11 + u32(1);
let l_226 = info.static_meta[u32(1)];
let l_227 = l_226 * u32(1);
let l_228 = l_12 < l_227;
let l_229 = l_227 - u32(1);
let l_230 = min(l_12, l_229);
let l_231 = buffer_1_global[l_230];
let l_232 = select(u32(0), l_231, l_228);
let l_13 = l_232;
let l_14 = l_10 + id;
let l_15 = u32(2) * u32(2);
let l_233 = info.static_meta[u32(1)];
let l_234 = l_233 * u32(1);
let l_235 = l_15 < l_234;
let l_236 = l_234 - u32(1);
let l_237 = min(l_15, l_236);
let l_238 = buffer_1_global[l_237];
let l_239 = select(u32(0), l_238, l_235);
let l_16 = l_239;
let l_17 = u32(2) * u32(2);
let l_18 = l_17 + u32(1);
let l_240 = info.static_meta[u32(1)];
let l_241 = l_240 * u32(1);
let l_242 = l_18 < l_241;
let l_243 = l_241 - u32(1);
let l_244 = min(l_18, l_243);
let l_245 = buffer_1_global[l_244];
let l_246 = select(u32(0), l_245, l_242);
let l_19 = l_246;
let l_20 = u32(2) * u32(3);
let l_247 = info.static_meta[u32(1)];
let l_248 = l_247 * u32(1);
let l_249 = l_20 < l_248;
let l_250 = l_248 - u32(1);
let l_251 = min(l_20, l_250);
let l_252 = buffer_1_global[l_251];
let l_253 = select(u32(0), l_252, l_249);
let l_21 = l_253;
let l_22 = u32(2) * u32(3);
let l_23 = l_22 + u32(1);
let l_254 = info.static_meta[u32(1)];
let l_255 = l_254 * u32(1);
let l_256 = l_23 < l_255;
let l_257 = l_255 - u32(1);
let l_258 = min(l_23, l_257);
let l_259 = buffer_1_global[l_258];
let l_260 = select(u32(0), l_259, l_256);
let l_24 = l_260;
let l_25 = u32(2) * u32(4);
let l_261 = info.static_meta[u32(1)];
let l_262 = l_261 * u32(1);
let l_263 = l_25 < l_262;
let l_264 = l_262 - u32(1);
let l_265 = min(l_25, l_264);
let l_266 = buffer_1_global[l_265];
let l_267 = select(u32(0), l_266, l_263);
let l_26 = l_267;
let l_27 = u32(2) * u32(4);
let l_28 = l_27 + u32(1);
let l_268 = info.static_meta[u32(1)];
let l_269 = l_268 * u32(1);
let l_270 = l_28 < l_269;
let l_271 = l_269 - u32(1);
let l_272 = min(l_28, l_271);
let l_273 = buffer_1_global[l_272];
let l_274 = select(u32(0), l_273, l_270);
let l_29 = l_274;
let l_30 = u32(2) * u32(5);
let l_275 = info.static_meta[u32(1)];
let l_276 = l_275 * u32(1);
let l_277 = l_30 < l_276;
let l_278 = l_276 - u32(1);
let l_279 = min(l_30, l_278);
let l_280 = buffer_1_global[l_279];
let l_281 = select(u32(0), l_280, l_277);
let l_31 = l_281;
let l_32 = u32(2) * u32(5);
let l_33 = l_32 + u32(1);
let l_282 = info.static_meta[u32(1)];
let l_283 = l_282 * u32(1);
let l_284 = l_33 < l_283;
let l_285 = l_283 - u32(1);
let l_286 = min(l_33, l_285);
let l_287 = buffer_1_global[l_286];
let l_288 = select(u32(0), l_287, l_284);
let l_34 = l_288;
let l_35 = u32(1) << l_16;
let l_36 = l_35 - u32(1);
let l_37 = l_14 & l_36;
let l_38 = l_14 >> l_16;
let l_39 = l_21 + u32(1);
let l_40 = l_38 * l_39;
let l_41 = l_40 + l_21;
let l_42 = u32(2) * l_41;
let l_43 = u32(2) * l_42;
let l_289 = info.static_meta[u32(0)];
let l_290 = l_289 * u32(1);
let l_291 = l_43 < l_290;
let l_292 = l_290 - u32(1);
let l_293 = min(l_43, l_292);
let l_294 = buffer_0_global[l_293];
let l_295 = select(u32(0), l_294, l_291);
let l_44 = l_295;
let l_45 = u32(2) * l_42;
let l_46 = l_45 + u32(1);
let l_296 = info.static_meta[u32(0)];
let l_297 = l_296 * u32(1);
let l_298 = l_46 < l_297;
let l_299 = l_297 - u32(1);
let l_300 = min(l_46, l_299);
let l_301 = buffer_0_global[l_300];
let l_302 = select(u32(0), l_301, l_298);
let l_47 = l_302;
let l_48 = l_42 + u32(1);
let l_49 = u32(2) * l_48;
let l_303 = info.static_meta[u32(0)];
let l_304 = l_303 * u32(1);
let l_305 = l_49 < l_304;
let l_306 = l_304 - u32(1);
let l_307 = min(l_49, l_306);
let l_308 = buffer_0_global[l_307];
let l_309 = select(u32(0), l_308, l_305);
let l_50 = l_309;
let l_51 = u32(2) * l_48;
let l_52 = l_51 + u32(1);
let l_310 = info.static_meta[u32(0)];
let l_311 = l_310 * u32(1);
let l_312 = l_52 < l_311;
let l_313 = l_311 - u32(1);
let l_314 = min(l_52, l_313);
let l_315 = buffer_0_global[l_314];
let l_316 = select(u32(0), l_315, l_312);
let l_53 = l_316;
l_mut_54 = l_44;
l_mut_55 = l_47;
l_mut_56 = l_50;
l_mut_57 = l_53;

for (var l_mut_58: u32 = u32(0); l_mut_58 < l_21; l_mut_58++) {
let l_59 = l_40 + l_21;
let l_60 = l_59 - u32(1);
let l_61 = l_60 - l_mut_58;
let l_62 = u32(2) * l_61;
let l_63 = u32(2) * l_62;
let l_317 = info.static_meta[u32(0)];
let l_318 = l_317 * u32(1);
let l_319 = l_63 < l_318;
let l_320 = l_318 - u32(1);
let l_321 = min(l_63, l_320);
let l_322 = buffer_0_global[l_321];
let l_323 = select(u32(0), l_322, l_319);
let l_64 = l_323;
let l_65 = u32(2) * l_62;
let l_66 = l_65 + u32(1);
let l_324 = info.static_meta[u32(0)];
let l_325 = l_324 * u32(1);
let l_326 = l_66 < l_325;
let l_327 = l_325 - u32(1);
let l_328 = min(l_66, l_327);
let l_329 = buffer_0_global[l_328];
let l_330 = select(u32(0), l_329, l_326);
let l_67 = l_330;
let l_68 = l_62 + u32(1);
let l_69 = u32(2) * l_68;
let l_331 = info.static_meta[u32(0)];
let l_332 = l_331 * u32(1);
let l_333 = l_69 < l_332;
let l_334 = l_332 - u32(1);
let l_335 = min(l_69, l_334);
let l_336 = buffer_0_global[l_335];
let l_337 = select(u32(0), l_336, l_333);
let l_70 = l_337;
let l_71 = u32(2) * l_68;
let l_72 = l_71 + u32(1);
let l_338 = info.static_meta[u32(0)];
let l_339 = l_338 * u32(1);
let l_340 = l_72 < l_339;
let l_341 = l_339 - u32(1);
let l_342 = min(l_72, l_341);
let l_343 = buffer_0_global[l_342];
let l_344 = select(u32(0), l_343, l_340);
let l_73 = l_344;
let l_74 = l_mut_54 * l_37;
let l_345 = u64(l_mut_54);
let l_346 = u64(l_37);
let l_347 = l_345 * l_346;
let l_348 = l_347 >> u32(bitcast<u64>(u64(32)));
let l_349 = u32(bitcast<u64>(l_348));
let l_75 = l_349;
let l_76 = l_mut_55 * l_37;
let l_77 = l_75 + l_76;
let l_78 = l_mut_56 * l_37;
let l_350 = u64(l_mut_56);
let l_351 = u64(l_37);
let l_352 = l_350 * l_351;
let l_353 = l_352 >> u32(bitcast<u64>(u64(32)));
let l_354 = u32(bitcast<u64>(l_353));
let l_79 = l_354;
let l_80 = l_mut_57 * l_37;
let l_81 = l_79 + l_80;
let l_82 = l_mut_54 * l_37;
let l_83 = l_mut_55 * l_37;
let l_355 = u64(l_mut_54);
let l_356 = u64(l_37);
let l_357 = l_355 * l_356;
let l_358 = l_357 >> u32(bitcast<u64>(u64(32)));
let l_359 = u32(bitcast<u64>(l_358));
let l_84 = l_359;
let l_85 = l_84 + l_83;
let l_360 = u64(l_mut_55);
let l_361 = u64(l_37);
let l_362 = l_360 * l_361;
let l_363 = l_362 >> u32(bitcast<u64>(u64(32)));
let l_364 = u32(bitcast<u64>(l_363));
let l_86 = l_364;
let l_87 = l_85 < l_83;
let l_88 = u32(l_87);
let l_89 = l_86 + l_88;
let l_90 = u32(64) % u32(32);
l_mut_91 = l_82;
let l_92 = l_90 > u32(0);
if l_92 {
let l_93 = l_82 >> l_90;
let l_94 = u32(32) - l_90;
let l_95 = l_85 << l_94;
let l_96 = l_93 | l_95;
l_mut_91 = l_96;
}
l_mut_97 = l_85;
let l_98 = l_90 > u32(0);
if l_98 {
let l_99 = l_85 >> l_90;
let l_100 = u32(32) - l_90;
let l_101 = l_89 << l_100;
let l_102 = l_99 | l_101;
l_mut_97 = l_102;
}
l_mut_103 = l_mut_91;
l_mut_91 = l_mut_97;
let l_104 = u32(64) >= u32(64);
if l_104 {
l_mut_103 = l_89;
l_mut_91 = u32(0);
} else {
let l_105 = u32(64) >= u32(32);
if l_105 {
l_mut_97 = l_85;
let l_106 = l_90 > u32(0);
if l_106 {
let l_107 = l_85 >> l_90;
let l_108 = u32(32) - l_90;
let l_109 = l_89 << l_108;
let l_110 = l_107 | l_109;
l_mut_97 = l_110;
}
let l_111 = l_89 >> l_90;
l_mut_103 = l_mut_97;
l_mut_91 = l_111;
}
}
let l_112 = l_78 + l_mut_103;
let l_113 = l_81 + l_mut_91;
let l_114 = l_112 < l_78;
let l_115 = u32(l_114);
let l_116 = l_113 + l_115;
let l_117 = l_74 + l_64;
let l_118 = l_77 + l_67;
let l_119 = l_117 < l_74;
let l_120 = u32(l_119);
let l_121 = l_118 + l_120;
let l_122 = l_121 < l_77;
let l_123 = l_121 == l_77;
let l_124 = l_117 < l_74;
let l_125 = l_123 && l_124;
let l_126 = l_122 || l_125;
let l_127 = u32(l_126);
let l_128 = l_112 + l_70;
let l_129 = l_116 + l_73;
let l_130 = l_128 < l_112;
let l_131 = u32(l_130);
let l_132 = l_129 + l_131;
let l_133 = l_128 + l_127;
let l_134 = l_132 + u32(0);
let l_135 = l_133 < l_128;
let l_136 = u32(l_135);
let l_137 = l_134 + l_136;
l_mut_54 = l_117;
l_mut_55 = l_121;
l_mut_56 = l_133;
l_mut_57 = l_137;
}
let l_138 = l_mut_54 | l_mut_55;
let l_139 = l_138 == u32(0);
let l_140 = !l_139;
let l_141 = u32(l_140);
let l_142 = u32(0) - l_mut_54;
let l_143 = u32(0) - l_mut_55;
let l_144 = u32(0) < l_mut_54;
let l_145 = u32(l_144);
let l_146 = l_143 - l_145;
let l_147 = u32(0) - l_mut_56;
let l_148 = u32(0) - l_mut_57;
let l_149 = u32(0) < l_mut_56;
let l_150 = u32(l_149);
let l_151 = l_148 - l_150;
let l_152 = l_147 - l_141;
let l_153 = l_151 - u32(0);
let l_154 = l_147 < l_141;
let l_155 = u32(l_154);
let l_156 = l_153 - l_155;
let l_157 = l_mut_57 < l_34;
let l_158 = l_mut_57 == l_34;
let l_159 = l_mut_56 < l_31;
let l_160 = l_158 && l_159;
let l_161 = l_157 || l_160;
let l_162 = l_mut_56 - l_31;
let l_163 = l_mut_57 - l_34;
let l_164 = l_mut_56 < l_31;
let l_165 = u32(l_164);
let l_166 = l_163 - l_165;
let l_167 = l_162 | l_166;
let l_168 = l_167 == u32(0);
let l_169 = l_mut_55 < l_29;
let l_170 = l_mut_55 == l_29;
let l_171 = l_mut_54 < l_26;
let l_172 = l_170 && l_171;
let l_173 = l_169 || l_172;
let l_174 = l_168 && l_173;
let l_175 = l_161 || l_174;
let l_176 = l_156 < l_34;
let l_177 = l_156 == l_34;
let l_178 = l_152 < l_31;
let l_179 = l_177 && l_178;
let l_180 = l_176 || l_179;
let l_181 = l_152 - l_31;
let l_182 = l_156 - l_34;
let l_183 = l_152 < l_31;
let l_184 = u32(l_183);
let l_185 = l_182 - l_184;
let l_186 = l_181 | l_185;
let l_187 = l_186 == u32(0);
let l_188 = l_146 < l_29;
let l_189 = l_146 == l_29;
let l_190 = l_142 < l_26;
let l_191 = l_189 && l_190;
let l_192 = l_188 || l_191;
let l_193 = l_187 && l_192;
let l_194 = l_180 || l_193;
let l_195 = l_175 || l_194;
if l_195 {
let l_365 = info.static_meta[u32(3)];
let l_366 = l_365 * u32(1);
let l_367 = l_366 - u32(1);
let l_368 = min(u32(2), l_367);
let l_369 = &buffer_3_global[l_368];
let l_196 = l_369;
let l_197 = atomicAdd(l_196, u32(1));let l_198 = info.static_meta[u32(6)];
let l_199 = l_197 < l_198;
if l_199 {
let l_370 = info.static_meta[u32(2)];
let l_371 = l_370 * u32(1);
let l_372 = l_197 < l_371;
if l_372 {
buffer_2_global[l_197] = id;
}
}
}
}
}
