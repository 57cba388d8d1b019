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

struct info_st {
   static_meta: array<u32, 10>,
}

@group(0)
@binding(5)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn fixed_ops(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_160: u64;
var l_mut_214: u64;
var l_mut_63: u64;
var l_mut_64: u64;
var l_mut_66: u32;
let l_0 = info.static_meta[u32(7)];
let l_1 = id < l_0;
if l_1 {
let l_2 = u32(2) * id;
let l_260 = info.static_meta[u32(0)];
let l_261 = l_260 * u32(1);
let l_262 = l_2 < l_261;
let l_263 = l_261 - u32(1);
let l_264 = min(l_2, l_263);
let l_265 = buffer_0_global[l_264];
let l_266 = select(u32(0), l_265, l_262);
let l_3 = l_266;
let l_4 = u64(l_3);
let l_5 = u32(2) * id;
let l_6 = l_5 + u32(1);
let l_267 = info.static_meta[u32(0)];
let l_268 = l_267 * u32(1);
let l_269 = l_6 < l_268;
let l_270 = l_268 - u32(1);
let l_271 = min(l_6, l_270);
let l_272 = buffer_0_global[l_271];
let l_273 = select(u32(0), l_272, l_269);
let l_7 = l_273;
let l_8 = u64(l_7);
let l_9 = l_8 << u32(bitcast<u64>(u64(32)));
let l_10 = l_4 | l_9;
let l_11 = u32(2) * id;
let l_274 = info.static_meta[u32(1)];
let l_275 = l_274 * u32(1);
let l_276 = l_11 < l_275;
let l_277 = l_275 - u32(1);
let l_278 = min(l_11, l_277);
let l_279 = buffer_1_global[l_278];
let l_280 = select(u32(0), l_279, l_276);
let l_12 = l_280;
let l_13 = u64(l_12);
let l_14 = u32(2) * id;
let l_15 = l_14 + u32(1);
let l_281 = info.static_meta[u32(1)];
let l_282 = l_281 * u32(1);
let l_283 = l_15 < l_282;
let l_284 = l_282 - u32(1);
let l_285 = min(l_15, l_284);
let l_286 = buffer_1_global[l_285];
let l_287 = select(u32(0), l_286, l_283);
let l_16 = l_287;
let l_17 = u64(l_16);
let l_18 = l_17 << u32(bitcast<u64>(u64(32)));
let l_19 = l_13 | l_18;
let l_288 = info.static_meta[u32(2)];
let l_289 = l_288 * u32(1);
let l_290 = id < l_289;
let l_291 = l_289 - u32(1);
let l_292 = min(id, l_291);
let l_293 = buffer_2_global[l_292];
let l_294 = select(u32(0), l_293, l_290);
let l_20 = l_294;
let l_21 = u32(7) * id;
let l_22 = l_10 + l_19;
let l_23 = u32(2) * l_21;
let l_24 = l_22 & u64(4294967295);
let l_25 = u32(bitcast<u64>(l_24));
let l_295 = info.static_meta[u32(4)];
let l_296 = l_295 * u32(1);
let l_297 = l_23 < l_296;
if l_297 {
buffer_4_global[l_23] = l_25;
}
let l_26 = u32(2) * l_21;
let l_27 = l_26 + u32(1);
let l_28 = l_22 >> u32(bitcast<u64>(u64(32)));
let l_29 = u32(bitcast<u64>(l_28));
let l_298 = info.static_meta[u32(4)];
let l_299 = l_298 * u32(1);
let l_300 = l_27 < l_299;
if l_300 {
buffer_4_global[l_27] = l_29;
}
let l_30 = u32(7) * id;
let l_31 = l_30 + u32(1);
let l_32 = l_10 - l_19;
let l_33 = u32(2) * l_31;
let l_34 = l_32 & u64(4294967295);
let l_35 = u32(bitcast<u64>(l_34));
let l_301 = info.static_meta[u32(4)];
let l_302 = l_301 * u32(1);
let l_303 = l_33 < l_302;
if l_303 {
buffer_4_global[l_33] = l_35;
}
let l_36 = u32(2) * l_31;
let l_37 = l_36 + u32(1);
let l_38 = l_32 >> u32(bitcast<u64>(u64(32)));
let l_39 = u32(bitcast<u64>(l_38));
let l_304 = info.static_meta[u32(4)];
let l_305 = l_304 * u32(1);
let l_306 = l_37 < l_305;
if l_306 {
buffer_4_global[l_37] = l_39;
}
let l_40 = u32(7) * id;
let l_41 = l_40 + u32(2);
let l_42 = u64(l_20);
let l_43 = l_10 * l_42;
let l_44 = u32(2) * l_41;
let l_45 = l_43 & u64(4294967295);
let l_46 = u32(bitcast<u64>(l_45));
let l_307 = info.static_meta[u32(4)];
let l_308 = l_307 * u32(1);
let l_309 = l_44 < l_308;
if l_309 {
buffer_4_global[l_44] = l_46;
}
let l_47 = u32(2) * l_41;
let l_48 = l_47 + u32(1);
let l_49 = l_43 >> u32(bitcast<u64>(u64(32)));
let l_50 = u32(bitcast<u64>(l_49));
let l_310 = info.static_meta[u32(4)];
let l_311 = l_310 * u32(1);
let l_312 = l_48 < l_311;
if l_312 {
buffer_4_global[l_48] = l_50;
}
let l_51 = u32(7) * id;
let l_52 = l_51 + u32(3);
let l_53 = l_20 % u32(64);
let l_54 = u64(l_53);
let l_55 = l_10 >> u32(bitcast<u64>(l_54));
let l_56 = u32(2) * l_52;
let l_57 = l_55 & u64(4294967295);
let l_58 = u32(bitcast<u64>(l_57));
let l_313 = info.static_meta[u32(4)];
let l_314 = l_313 * u32(1);
let l_315 = l_56 < l_314;
if l_315 {
buffer_4_global[l_56] = l_58;
}
let l_59 = u32(2) * l_52;
let l_60 = l_59 + u32(1);
let l_61 = l_55 >> u32(bitcast<u64>(u64(32)));
let l_62 = u32(bitcast<u64>(l_61));
let l_316 = info.static_meta[u32(4)];
let l_317 = l_316 * u32(1);
let l_318 = l_60 < l_317;
if l_318 {
buffer_4_global[l_60] = l_62;
}
l_mut_63 = l_19;
l_mut_64 = l_10;
let l_65 = l_19 < l_10;
if l_65 {
l_mut_63 = l_10;
l_mut_64 = l_19;
}
l_mut_66 = u32(0);
let l_67 = l_mut_64 == u64(0);
let l_68 = !l_67;
let l_69 = l_mut_64 < l_mut_63;
let l_70 = l_68 && l_69;
if l_70 {
let l_71 = l_20 % u32(1048576);
let l_72 = l_mut_63 - u64(1);
let l_73 = l_72 / l_mut_64;
let l_74 = u64(l_71);
let l_75 = l_73 < l_74;
let l_76 = u64(l_71);
let l_77 = select(l_76, l_73, l_75);
let l_78 = u32(bitcast<u64>(l_77));
l_mut_66 = l_78;
}
let l_79 = l_10 < l_19;
let l_80 = u32(l_79);
let l_81 = l_80 << u32(20);
l_mut_66 = l_mut_66 | l_81;
let l_82 = l_10 >> u32(bitcast<u64>(u64(63)));
let l_83 = l_82 == u64(1);
let l_84 = u32(l_83);
let l_85 = l_84 << u32(21);
l_mut_66 = l_mut_66 | l_85;
let l_86 = u32(7) * id;
let l_87 = l_86 + u32(4);
let l_88 = u64(l_mut_66);
let l_89 = u32(2) * l_87;
let l_90 = l_88 & u64(4294967295);
let l_91 = u32(bitcast<u64>(l_90));
let l_319 = info.static_meta[u32(4)];
let l_320 = l_319 * u32(1);
let l_321 = l_89 < l_320;
if l_321 {
buffer_4_global[l_89] = l_91;
}
let l_92 = u32(2) * l_87;
let l_93 = l_92 + u32(1);
let l_94 = l_88 >> u32(bitcast<u64>(u64(32)));
let l_95 = u32(bitcast<u64>(l_94));
let l_322 = info.static_meta[u32(4)];
let l_323 = l_322 * u32(1);
let l_324 = l_93 < l_323;
if l_324 {
buffer_4_global[l_93] = l_95;
}
let l_96 = u32(7) * id;
let l_97 = l_96 + u32(5);
let l_325 = info.static_meta[u32(3)];
let l_326 = l_325 * u32(1);
let l_327 = id < l_326;
let l_328 = l_326 - u32(1);
let l_329 = min(id, l_328);
let l_330 = buffer_3_global[l_329];
let l_331 = select(u32(0), l_330, l_327);
let l_98 = l_331;
let l_99 = l_10 >> u32(bitcast<u64>(u64(63)));
let l_100 = l_99 == u64(1);
l_mut_64 = l_10;
if l_100 {
let l_101 = u64(u32(0));
let l_102 = l_101 - l_10;
l_mut_64 = l_102;
}
let l_103 = u64(l_20);
let l_104 = l_mut_64 & u64(4294967295);
let l_105 = l_104 * l_103;
let l_106 = l_mut_64 >> u32(bitcast<u64>(u64(32)));
let l_107 = l_106 * l_103;
let l_108 = l_107 << u32(bitcast<u64>(u64(32)));
let l_109 = l_105 + l_108;
let l_110 = l_107 >> u32(bitcast<u64>(u64(32)));
let l_111 = l_109 < l_105;
let l_112 = u64(l_111);
let l_113 = l_110 + l_112;
l_mut_64 = l_109;
let l_114 = l_98 == u32(64);
if l_114 {
l_mut_64 = l_113;
} else {
let l_115 = l_98 > u32(0);
if l_115 {
let l_116 = u32(64) - l_98;
let l_117 = u64(l_116);
let l_118 = l_113 << u32(bitcast<u64>(l_117));
let l_119 = u64(l_98);
let l_120 = l_109 >> u32(bitcast<u64>(l_119));
let l_121 = l_118 | l_120;
l_mut_64 = l_121;
}
}
l_mut_63 = l_mut_64;
if l_100 {
let l_122 = u64(u32(0));
let l_123 = l_122 - l_mut_63;
l_mut_63 = l_123;
}
let l_124 = u32(2) * l_97;
let l_125 = l_mut_63 & u64(4294967295);
let l_126 = u32(bitcast<u64>(l_125));
let l_332 = info.static_meta[u32(4)];
let l_333 = l_332 * u32(1);
let l_334 = l_124 < l_333;
if l_334 {
buffer_4_global[l_124] = l_126;
}
let l_127 = u32(2) * l_97;
let l_128 = l_127 + u32(1);
let l_129 = l_mut_63 >> u32(bitcast<u64>(u64(32)));
let l_130 = u32(bitcast<u64>(l_129));
let l_335 = info.static_meta[u32(4)];
let l_336 = l_335 * u32(1);
let l_337 = l_128 < l_336;
if l_337 {
buffer_4_global[l_128] = l_130;
}
let l_131 = u32(7) * id;
let l_132 = l_131 + u32(6);
let l_338 = info.static_meta[u32(3)];
let l_339 = l_338 * u32(1);
let l_340 = id < l_339;
let l_341 = l_339 - u32(1);
let l_342 = min(id, l_341);
let l_343 = buffer_3_global[l_342];
let l_344 = select(u32(0), l_343, l_340);
let l_133 = l_344;
let l_134 = u64(u32(0));
l_mut_64 = l_134;
let l_135 = l_20 < u32(65536);
if l_135 {
let l_136 = l_20 * l_20;
let l_137 = l_10 >> u32(bitcast<u64>(u64(63)));
let l_138 = l_137 == u64(1);
l_mut_63 = l_10;
if l_138 {
let l_139 = u64(u32(0));
let l_140 = l_139 - l_10;
l_mut_63 = l_140;
}
let l_141 = u64(l_136);
let l_142 = l_mut_63 & u64(4294967295);
let l_143 = l_142 * l_141;
let l_144 = l_mut_63 >> u32(bitcast<u64>(u64(32)));
let l_145 = l_144 * l_141;
let l_146 = l_145 << u32(bitcast<u64>(u64(32)));
let l_147 = l_143 + l_146;
let l_148 = l_145 >> u32(bitcast<u64>(u64(32)));
let l_149 = l_147 < l_143;
let l_150 = u64(l_149);
let l_151 = l_148 + l_150;
l_mut_63 = l_147;
let l_152 = l_133 == u32(64);
if l_152 {
l_mut_63 = l_151;
} else {
let l_153 = l_133 > u32(0);
if l_153 {
let l_154 = u32(64) - l_133;
let l_155 = u64(l_154);
let l_156 = l_151 << u32(bitcast<u64>(l_155));
let l_157 = u64(l_133);
let l_158 = l_147 >> u32(bitcast<u64>(l_157));
let l_159 = l_156 | l_158;
l_mut_63 = l_159;
}
}
l_mut_160 = l_mut_63;
if l_138 {
let l_161 = u64(u32(0));
let l_162 = l_161 - l_mut_160;
l_mut_160 = l_162;
}
l_mut_64 = l_mut_160;
} else {
let l_163 = l_10 >> u32(bitcast<u64>(u64(63)));
let l_164 = l_163 == u64(1);
l_mut_160 = l_10;
if l_164 {
let l_165 = u64(u32(0));
let l_166 = l_165 - l_10;
l_mut_160 = l_166;
}
let l_167 = u64(l_20);
let l_168 = l_mut_160 & u64(4294967295);
let l_169 = l_168 * l_167;
let l_170 = l_mut_160 >> u32(bitcast<u64>(u64(32)));
let l_171 = l_170 * l_167;
let l_172 = l_171 << u32(bitcast<u64>(u64(32)));
let l_173 = l_169 + l_172;
let l_174 = l_171 >> u32(bitcast<u64>(u64(32)));
let l_175 = l_173 < l_169;
let l_176 = u64(l_175);
let l_177 = l_174 + l_176;
l_mut_63 = l_173;
let l_178 = u32(0) == u32(64);
if l_178 {
l_mut_63 = l_177;
} else {
let l_179 = u32(0) > u32(0);
if l_179 {
let l_180 = u64(u32(64));
let l_181 = l_177 << u32(bitcast<u64>(l_180));
let l_182 = u64(u32(0));
let l_183 = l_173 >> u32(bitcast<u64>(l_182));
let l_184 = l_181 | l_183;
l_mut_63 = l_184;
}
}
let l_185 = u64(l_20);
let l_186 = l_mut_160 & u64(4294967295);
let l_187 = l_186 * l_185;
let l_188 = l_mut_160 >> u32(bitcast<u64>(u64(32)));
let l_189 = l_188 * l_185;
let l_190 = l_189 << u32(bitcast<u64>(u64(32)));
let l_191 = l_187 + l_190;
let l_192 = l_189 >> u32(bitcast<u64>(u64(32)));
let l_193 = l_191 < l_187;
let l_194 = u64(l_193);
let l_195 = l_192 + l_194;
l_mut_160 = l_191;
let l_196 = u32(64) == u32(64);
if l_196 {
l_mut_160 = l_195;
} else {
let l_197 = u32(64) > u32(0);
if l_197 {
let l_198 = u64(u32(0));
let l_199 = l_195 << u32(bitcast<u64>(l_198));
let l_200 = u64(u32(64));
let l_201 = l_191 >> u32(bitcast<u64>(l_200));
let l_202 = l_199 | l_201;
l_mut_160 = l_202;
}
}
let l_203 = u64(l_20);
let l_204 = l_mut_63 & u64(4294967295);
let l_205 = l_204 * l_203;
let l_206 = l_mut_63 >> u32(bitcast<u64>(u64(32)));
let l_207 = l_206 * l_203;
let l_208 = l_207 << u32(bitcast<u64>(u64(32)));
let l_209 = l_205 + l_208;
let l_210 = l_207 >> u32(bitcast<u64>(u64(32)));
let l_211 = l_209 < l_205;
let l_212 = u64(l_211);
let l_213 = l_210 + l_212;
l_mut_214 = l_209;
let l_215 = u32(0) == u32(64);
if l_215 {
l_mut_214 = l_213;
} else {
let l_216 = u32(0) > u32(0);
if l_216 {
let l_217 = u64(u32(64));
let l_218 = l_213 << u32(bitcast<u64>(l_217));
let l_219 = u64(u32(0));
let l_220 = l_209 >> u32(bitcast<u64>(l_219));
let l_221 = l_218 | l_220;
l_mut_214 = l_221;
}
}
let l_222 = u64(l_20);
let l_223 = l_mut_63 & u64(4294967295);
let l_224 = l_223 * l_222;
let l_225 = l_mut_63 >> u32(bitcast<u64>(u64(32)));
let l_226 = l_225 * l_222;
let l_227 = l_226 << u32(bitcast<u64>(u64(32)));
let l_228 = l_224 + l_227;
let l_229 = l_226 >> u32(bitcast<u64>(u64(32)));
let l_230 = l_228 < l_224;
let l_231 = u64(l_230);
let l_232 = l_229 + l_231;
l_mut_63 = l_228;
let l_233 = u32(64) == u32(64);
if l_233 {
l_mut_63 = l_232;
} else {
let l_234 = u32(64) > u32(0);
if l_234 {
let l_235 = u64(u32(0));
let l_236 = l_232 << u32(bitcast<u64>(l_235));
let l_237 = u64(u32(64));
let l_238 = l_228 >> u32(bitcast<u64>(l_237));
let l_239 = l_236 | l_238;
l_mut_63 = l_239;
}
}
let l_240 = u64(l_20);
let l_241 = l_mut_160 * l_240;
let l_242 = l_mut_63 + l_241;
l_mut_64 = l_mut_214;
let l_243 = l_133 == u32(64);
if l_243 {
l_mut_64 = l_242;
} else {
let l_244 = l_133 > u32(0);
if l_244 {
let l_245 = u32(64) - l_133;
let l_246 = u64(l_245);
let l_247 = l_242 << u32(bitcast<u64>(l_246));
let l_248 = u64(l_133);
let l_249 = l_mut_214 >> u32(bitcast<u64>(l_248));
let l_250 = l_247 + l_249;
l_mut_64 = l_250;
}
}
if l_164 {
let l_251 = u64(u32(0));
let l_252 = l_251 - l_mut_64;
l_mut_64 = l_252;
}
}
let l_253 = u32(2) * l_132;
let l_254 = l_mut_64 & u64(4294967295);
let l_255 = u32(bitcast<u64>(l_254));
let l_345 = info.static_meta[u32(4)];
let l_346 = l_345 * u32(1);
let l_347 = l_253 < l_346;
if l_347 {
buffer_4_global[l_253] = l_255;
}
let l_256 = u32(2) * l_132;
let l_257 = l_256 + u32(1);
let l_258 = l_mut_64 >> u32(bitcast<u64>(u64(32)));
let l_259 = u32(bitcast<u64>(l_258));
let l_348 = info.static_meta[u32(4)];
let l_349 = l_348 * u32(1);
let l_350 = l_257 < l_349;
if l_350 {
buffer_4_global[l_257] = l_259;
}
}
}
