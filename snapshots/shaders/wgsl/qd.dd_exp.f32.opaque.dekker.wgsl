@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f32>;

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
fn multi_words_f_f32(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_24: f32;
var l_mut_250: u32;
var l_mut_25: f32;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_2 = id < l_1;
if l_2 {
let l_261 = info.static_meta[u32(2)];
let l_262 = l_261 * u32(1);
let l_263 = u32(0) < l_262;
let l_264 = l_262 - u32(1);
let l_265 = min(u32(0), l_264);
let l_266 = buffer_2_global[l_265];
let l_267 = select(f32(0.0), l_266, l_263);
let l_3 = l_267;
let l_268 = info.static_meta[u32(2)];
let l_269 = l_268 * u32(1);
let l_270 = u32(1) < l_269;
let l_271 = l_269 - u32(1);
let l_272 = min(u32(1), l_271);
let l_273 = buffer_2_global[l_272];
let l_274 = select(f32(0.0), l_273, l_270);
let l_4 = l_274;
let l_275 = info.static_meta[u32(0)];
let l_276 = l_275 * u32(1);
let l_277 = id < l_276;
let l_278 = l_276 - u32(1);
let l_279 = min(id, l_278);
let l_280 = buffer_0_global[l_279];
let l_281 = select(f32(0.0), l_280, l_277);
let l_5 = l_281;
let l_6 = l_1 + id;
let l_282 = info.static_meta[u32(0)];
let l_283 = l_282 * u32(1);
let l_284 = l_6 < l_283;
let l_285 = l_283 - u32(1);
let l_286 = min(l_6, l_285);
let l_287 = buffer_0_global[l_286];
let l_288 = select(f32(0.0), l_287, l_284);
let l_7 = l_288;
let l_289 = info.static_meta[u32(1)];
let l_290 = l_289 * u32(1);
let l_291 = id < l_290;
let l_292 = l_290 - u32(1);
let l_293 = min(id, l_292);
let l_294 = buffer_1_global[l_293];
let l_295 = select(f32(0.0), l_294, l_291);
let l_8 = l_295;
let l_9 = l_1 + id;
let l_296 = info.static_meta[u32(1)];
let l_297 = l_296 * u32(1);
let l_298 = l_9 < l_297;
let l_299 = l_297 - u32(1);
let l_300 = min(l_9, l_299);
let l_301 = buffer_1_global[l_300];
let l_302 = select(f32(0.0), l_301, l_298);
let l_10 = l_302;
let l_11 = u32(2) + u32(0);
let l_303 = info.static_meta[u32(2)];
let l_304 = l_303 * u32(1);
let l_305 = l_11 < l_304;
let l_306 = l_304 - u32(1);
let l_307 = min(l_11, l_306);
let l_308 = buffer_2_global[l_307];
let l_309 = select(f32(0.0), l_308, l_305);
let l_12 = l_309;
let l_13 = u32(l_12);
let l_14 = u32(2) + u32(1);
let l_310 = info.static_meta[u32(2)];
let l_311 = l_310 * u32(1);
let l_312 = l_14 < l_311;
let l_313 = l_311 - u32(1);
let l_314 = min(l_14, l_313);
let l_315 = buffer_2_global[l_314];
let l_316 = select(f32(0.0), l_315, l_312);
let l_15 = l_316;
let l_16 = u32(l_15);
let l_17 = u32(2) + u32(4);
let l_317 = info.static_meta[u32(2)];
let l_318 = l_317 * u32(1);
let l_319 = l_17 < l_318;
let l_320 = l_318 - u32(1);
let l_321 = min(l_17, l_320);
let l_322 = buffer_2_global[l_321];
let l_323 = select(f32(0.0), l_322, l_319);
let l_18 = l_323;
let l_19 = l_5 / l_18;
let l_20 = l_19 + f32(0.5);
let l_21 = floor(l_20);
let l_22 = u32(2) + u32(4);
let l_23 = l_21 * f32(1.0);
l_mut_24 = l_5;
l_mut_25 = l_7;

for (var l_mut_26: u32 = u32(0); l_mut_26 < l_16; l_mut_26++) {
let l_27 = l_22 + l_mut_26;
let l_344 = info.static_meta[u32(2)];
let l_345 = l_344 * u32(1);
let l_346 = l_27 < l_345;
let l_347 = l_345 - u32(1);
let l_348 = min(l_27, l_347);
let l_349 = buffer_2_global[l_348];
let l_350 = select(f32(0.0), l_349, l_346);
let l_28 = l_350;
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
let l_46 = l_mut_24 * f32(0.00390625);
let l_47 = l_mut_25 * f32(0.00390625);
let l_48 = l_13 - u32(1);
let l_49 = l_22 + l_16;
let l_324 = info.static_meta[u32(2)];
let l_325 = l_324 * u32(1);
let l_326 = l_49 < l_325;
let l_327 = l_325 - u32(1);
let l_328 = min(l_49, l_327);
let l_329 = buffer_2_global[l_328];
let l_330 = select(f32(0.0), l_329, l_326);
let l_50 = l_330;
l_mut_25 = l_50;
let l_51 = l_49 + u32(1);
let l_331 = info.static_meta[u32(2)];
let l_332 = l_331 * u32(1);
let l_333 = l_51 < l_332;
let l_334 = l_332 - u32(1);
let l_335 = min(l_51, l_334);
let l_336 = buffer_2_global[l_335];
let l_337 = select(f32(0.0), l_336, l_333);
let l_52 = l_337;
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
let l_351 = info.static_meta[u32(2)];
let l_352 = l_351 * u32(1);
let l_353 = l_86 < l_352;
let l_354 = l_352 - u32(1);
let l_355 = min(l_86, l_354);
let l_356 = buffer_2_global[l_355];
let l_357 = select(f32(0.0), l_356, l_353);
let l_87 = l_357;
let l_88 = l_86 + u32(1);
let l_358 = info.static_meta[u32(2)];
let l_359 = l_358 * u32(1);
let l_360 = l_88 < l_359;
let l_361 = l_359 - u32(1);
let l_362 = min(l_88, l_361);
let l_363 = buffer_2_global[l_362];
let l_364 = select(f32(0.0), l_363, l_360);
let l_89 = l_364;
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
let l_100 = l_98 + l_99;
let l_101 = l_91 + l_100;
let l_102 = l_101 * l_4;
let l_103 = l_102 - l_91;
let l_104 = l_103 * l_4;
let l_105 = l_100 - l_104;
l_mut_25 = l_102;
l_mut_24 = l_105;
}
let l_106 = l_mut_25 * l_46;
let l_107 = l_106 * l_4;
let l_108 = l_3 * l_mut_25;
let l_109 = l_108 * l_4;
let l_110 = l_109 - l_mut_25;
let l_111 = l_110 * l_4;
let l_112 = l_109 - l_111;
let l_113 = l_mut_25 - l_112;
let l_114 = l_3 * l_46;
let l_115 = l_114 * l_4;
let l_116 = l_115 - l_46;
let l_117 = l_116 * l_4;
let l_118 = l_115 - l_117;
let l_119 = l_46 - l_118;
let l_120 = l_112 * l_118;
let l_121 = l_120 - l_107;
let l_122 = l_112 * l_119;
let l_123 = l_121 + l_122;
let l_124 = l_113 * l_118;
let l_125 = l_123 + l_124;
let l_126 = l_113 * l_119;
let l_127 = l_125 + l_126;
let l_128 = l_mut_25 * l_47;
let l_129 = l_mut_24 * l_46;
let l_130 = l_128 + l_129;
let l_131 = l_127 + l_130;
let l_132 = l_107 + l_131;
let l_133 = l_132 * l_4;
let l_134 = l_133 - l_107;
let l_135 = l_134 * l_4;
let l_136 = l_131 - l_135;
let l_137 = l_133 + l_4;
let l_138 = l_137 * l_4;
let l_139 = l_138 - l_133;
let l_140 = l_139 * l_4;
let l_141 = l_138 - l_140;
let l_142 = l_141 * l_4;
let l_143 = l_133 - l_142;
let l_144 = l_4 - l_140;
let l_145 = l_143 + l_144;
let l_146 = l_145 + l_136;
let l_147 = l_138 + l_146;
let l_148 = l_147 * l_4;
let l_149 = l_148 - l_138;
let l_150 = l_149 * l_4;
let l_151 = l_146 - l_150;
let l_152 = l_148 * l_46;
let l_153 = l_152 * l_4;
let l_154 = l_3 * l_148;
let l_155 = l_154 * l_4;
let l_156 = l_155 - l_148;
let l_157 = l_156 * l_4;
let l_158 = l_155 - l_157;
let l_159 = l_148 - l_158;
let l_160 = l_3 * l_46;
let l_161 = l_160 * l_4;
let l_162 = l_161 - l_46;
let l_163 = l_162 * l_4;
let l_164 = l_161 - l_163;
let l_165 = l_46 - l_164;
let l_166 = l_158 * l_164;
let l_167 = l_166 - l_153;
let l_168 = l_158 * l_165;
let l_169 = l_167 + l_168;
let l_170 = l_159 * l_164;
let l_171 = l_169 + l_170;
let l_172 = l_159 * l_165;
let l_173 = l_171 + l_172;
let l_174 = l_148 * l_47;
let l_175 = l_151 * l_46;
let l_176 = l_174 + l_175;
let l_177 = l_173 + l_176;
let l_178 = l_153 + l_177;
let l_179 = l_178 * l_4;
let l_180 = l_179 - l_153;
let l_181 = l_180 * l_4;
let l_182 = l_177 - l_181;
l_mut_25 = l_179;
l_mut_24 = l_182;

for (var l_mut_183: u32 = u32(0); l_mut_183 < u32(8); l_mut_183++) {
let l_184 = l_mut_25 * f32(2.0);
let l_185 = l_mut_24 * f32(2.0);
let l_186 = l_mut_25 * l_mut_25;
let l_187 = l_186 * l_4;
let l_188 = l_3 * l_mut_25;
let l_189 = l_188 * l_4;
let l_190 = l_189 - l_mut_25;
let l_191 = l_190 * l_4;
let l_192 = l_189 - l_191;
let l_193 = l_mut_25 - l_192;
let l_194 = l_3 * l_mut_25;
let l_195 = l_194 * l_4;
let l_196 = l_195 - l_mut_25;
let l_197 = l_196 * l_4;
let l_198 = l_195 - l_197;
let l_199 = l_mut_25 - l_198;
let l_200 = l_192 * l_198;
let l_201 = l_200 - l_187;
let l_202 = l_192 * l_199;
let l_203 = l_201 + l_202;
let l_204 = l_193 * l_198;
let l_205 = l_203 + l_204;
let l_206 = l_193 * l_199;
let l_207 = l_205 + l_206;
let l_208 = l_mut_25 * l_mut_24;
let l_209 = l_mut_24 * l_mut_25;
let l_210 = l_208 + l_209;
let l_211 = l_207 + l_210;
let l_212 = l_187 + l_211;
let l_213 = l_212 * l_4;
let l_214 = l_213 - l_187;
let l_215 = l_214 * l_4;
let l_216 = l_211 - l_215;
let l_217 = l_184 + l_213;
let l_218 = l_217 * l_4;
let l_219 = l_218 - l_184;
let l_220 = l_219 * l_4;
let l_221 = l_218 - l_220;
let l_222 = l_221 * l_4;
let l_223 = l_184 - l_222;
let l_224 = l_213 - l_220;
let l_225 = l_223 + l_224;
let l_226 = l_185 + l_216;
let l_227 = l_225 + l_226;
let l_228 = l_218 + l_227;
let l_229 = l_228 * l_4;
let l_230 = l_229 - l_218;
let l_231 = l_230 * l_4;
let l_232 = l_227 - l_231;
l_mut_25 = l_229;
l_mut_24 = l_232;
}
let l_233 = l_mut_25 + l_4;
let l_234 = l_233 * l_4;
let l_235 = l_234 - l_mut_25;
let l_236 = l_235 * l_4;
let l_237 = l_234 - l_236;
let l_238 = l_237 * l_4;
let l_239 = l_mut_25 - l_238;
let l_240 = l_4 - l_236;
let l_241 = l_239 + l_240;
let l_242 = l_241 + l_mut_24;
let l_243 = l_234 + l_242;
let l_244 = l_243 * l_4;
let l_245 = l_244 - l_234;
let l_246 = l_245 * l_4;
let l_247 = l_242 - l_246;
let l_248 = abs(l_21);
let l_249 = u32(l_248);
l_mut_250 = l_249;
let l_251 = l_21 < f32(0.0);
let l_252 = select(f32(2.0), f32(0.5), l_251);
l_mut_25 = l_252;
l_mut_24 = f32(1.0);

for (var l_mut_253: u32 = u32(0); l_mut_253 < u32(11); l_mut_253++) {
let l_254 = l_mut_250 & u32(1);
let l_255 = l_254 == u32(1);
let l_256 = l_mut_24 * l_mut_25;
let l_257 = select(l_mut_24, l_256, l_255);
l_mut_24 = l_257;
l_mut_25 = l_mut_25 * l_mut_25;
l_mut_250 = l_mut_250 >> u32(1);
}
let l_258 = l_244 * l_mut_24;
let l_259 = l_247 * l_mut_24;
let l_338 = info.static_meta[u32(3)];
let l_339 = l_338 * u32(1);
let l_340 = id < l_339;
if l_340 {
buffer_3_global[id] = l_258;
}
let l_260 = l_1 + id;
let l_341 = info.static_meta[u32(3)];
let l_342 = l_341 * u32(1);
let l_343 = l_260 < l_342;
if l_343 {
buffer_3_global[l_260] = l_259;
}
}
}
