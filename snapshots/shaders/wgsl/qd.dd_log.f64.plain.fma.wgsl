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

var l_mut_170: u32;
var l_mut_17: f64;
var l_mut_18: f64;
var l_mut_35: f64;
var l_mut_36: f64;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_2 = id < l_1;
if l_2 {
let l_221 = info.static_meta[u32(2)];
let l_222 = l_221 * u32(1);
let l_223 = u32(0) < l_222;
let l_224 = l_222 - u32(1);
let l_225 = min(u32(0), l_224);
let l_226 = buffer_2_global[l_225];
let l_227 = select(f64(0.0), l_226, l_223);
let l_3 = l_227;
let l_228 = info.static_meta[u32(2)];
let l_229 = l_228 * u32(1);
let l_230 = u32(1) < l_229;
let l_231 = l_229 - u32(1);
let l_232 = min(u32(1), l_231);
let l_233 = buffer_2_global[l_232];
let l_234 = select(f64(0.0), l_233, l_230);
let l_4 = l_234;
let l_235 = info.static_meta[u32(0)];
let l_236 = l_235 * u32(1);
let l_237 = id < l_236;
let l_238 = l_236 - u32(1);
let l_239 = min(id, l_238);
let l_240 = buffer_0_global[l_239];
let l_241 = select(f64(0.0), l_240, l_237);
let l_5 = l_241;
let l_6 = l_1 + id;
let l_242 = info.static_meta[u32(0)];
let l_243 = l_242 * u32(1);
let l_244 = l_6 < l_243;
let l_245 = l_243 - u32(1);
let l_246 = min(l_6, l_245);
let l_247 = buffer_0_global[l_246];
let l_248 = select(f64(0.0), l_247, l_244);
let l_7 = l_248;
let l_249 = info.static_meta[u32(1)];
let l_250 = l_249 * u32(1);
let l_251 = id < l_250;
let l_252 = l_250 - u32(1);
let l_253 = min(id, l_252);
let l_254 = buffer_1_global[l_253];
let l_255 = select(f64(0.0), l_254, l_251);
let l_8 = l_255;
let l_9 = l_1 + id;
let l_256 = info.static_meta[u32(1)];
let l_257 = l_256 * u32(1);
let l_258 = l_9 < l_257;
let l_259 = l_257 - u32(1);
let l_260 = min(l_9, l_259);
let l_261 = buffer_1_global[l_260];
let l_262 = select(f64(0.0), l_261, l_258);
let l_10 = l_262;
let l_11 = u32(2) + u32(2);
let l_263 = info.static_meta[u32(2)];
let l_264 = l_263 * u32(1);
let l_265 = l_11 < l_264;
let l_266 = l_264 - u32(1);
let l_267 = min(l_11, l_266);
let l_268 = buffer_2_global[l_267];
let l_269 = select(f64(0.0), l_268, l_265);
let l_12 = l_269;
let l_13 = u32(l_12);
let l_14 = f32(l_5);
let l_15 = log(l_14);
let l_16 = f64(l_15);
l_mut_17 = l_16;
l_mut_18 = f64(0.0);

for (var l_mut_19: u32 = u32(0); l_mut_19 < l_13; l_mut_19++) {
let l_20 = -l_mut_17;
let l_21 = -l_mut_18;
let l_22 = u32(2) + u32(0);
let l_276 = info.static_meta[u32(2)];
let l_277 = l_276 * u32(1);
let l_278 = l_22 < l_277;
let l_279 = l_277 - u32(1);
let l_280 = min(l_22, l_279);
let l_281 = buffer_2_global[l_280];
let l_282 = select(f64(0.0), l_281, l_278);
let l_23 = l_282;
let l_24 = u32(l_23);
let l_25 = u32(2) + u32(1);
let l_283 = info.static_meta[u32(2)];
let l_284 = l_283 * u32(1);
let l_285 = l_25 < l_284;
let l_286 = l_284 - u32(1);
let l_287 = min(l_25, l_286);
let l_288 = buffer_2_global[l_287];
let l_289 = select(f64(0.0), l_288, l_285);
let l_26 = l_289;
let l_27 = u32(l_26);
let l_28 = u32(2) + u32(3);
let l_290 = info.static_meta[u32(2)];
let l_291 = l_290 * u32(1);
let l_292 = l_28 < l_291;
let l_293 = l_291 - u32(1);
let l_294 = min(l_28, l_293);
let l_295 = buffer_2_global[l_294];
let l_296 = select(f64(0.0), l_295, l_292);
let l_29 = l_296;
let l_30 = l_20 / l_29;
let l_31 = l_30 + f64(0.5);
let l_32 = floor(l_31);
let l_33 = u32(2) + u32(3);
let l_34 = l_32 * f64(1.0);
l_mut_35 = l_20;
l_mut_36 = l_21;

for (var l_mut_37: u32 = u32(0); l_mut_37 < l_27; l_mut_37++) {
let l_38 = l_33 + l_mut_37;
let l_311 = info.static_meta[u32(2)];
let l_312 = l_311 * u32(1);
let l_313 = l_38 < l_312;
let l_314 = l_312 - u32(1);
let l_315 = min(l_38, l_314);
let l_316 = buffer_2_global[l_315];
let l_317 = select(f64(0.0), l_316, l_313);
let l_39 = l_317;
let l_40 = -l_39;
let l_41 = l_34 * l_40;
let l_42 = l_mut_35 + l_41;
let l_43 = l_42 - l_mut_35;
let l_44 = l_42 - l_43;
let l_45 = l_mut_35 - l_44;
let l_46 = l_41 - l_43;
let l_47 = l_45 + l_46;
let l_48 = l_47 + l_mut_36;
let l_49 = l_42 + l_48;
let l_50 = l_49 - l_42;
let l_51 = l_48 - l_50;
l_mut_35 = l_49;
l_mut_36 = l_51;
}
let l_52 = l_mut_35 * f64(0.00390625);
let l_53 = l_mut_36 * f64(0.00390625);
let l_54 = l_24 - u32(1);
let l_55 = l_33 + l_27;
let l_297 = info.static_meta[u32(2)];
let l_298 = l_297 * u32(1);
let l_299 = l_55 < l_298;
let l_300 = l_298 - u32(1);
let l_301 = min(l_55, l_300);
let l_302 = buffer_2_global[l_301];
let l_303 = select(f64(0.0), l_302, l_299);
let l_56 = l_303;
l_mut_36 = l_56;
let l_57 = l_55 + u32(1);
let l_304 = info.static_meta[u32(2)];
let l_305 = l_304 * u32(1);
let l_306 = l_57 < l_305;
let l_307 = l_305 - u32(1);
let l_308 = min(l_57, l_307);
let l_309 = buffer_2_global[l_308];
let l_310 = select(f64(0.0), l_309, l_306);
let l_58 = l_310;
l_mut_35 = l_58;

for (var l_mut_59: u32 = u32(1); l_mut_59 < l_54; l_mut_59++) {
let l_60 = l_mut_36 * l_52;
let l_61 = -l_60;
let l_62 = fma(l_mut_36, l_52, l_61);
let l_63 = l_mut_36 * l_53;
let l_64 = l_mut_35 * l_52;
let l_65 = l_63 + l_64;
let l_66 = l_62 + l_65;
let l_67 = l_60 + l_66;
let l_68 = l_67 - l_60;
let l_69 = l_66 - l_68;
let l_70 = u32(2) * l_mut_59;
let l_71 = l_55 + l_70;
let l_318 = info.static_meta[u32(2)];
let l_319 = l_318 * u32(1);
let l_320 = l_71 < l_319;
let l_321 = l_319 - u32(1);
let l_322 = min(l_71, l_321);
let l_323 = buffer_2_global[l_322];
let l_324 = select(f64(0.0), l_323, l_320);
let l_72 = l_324;
let l_73 = l_71 + u32(1);
let l_325 = info.static_meta[u32(2)];
let l_326 = l_325 * u32(1);
let l_327 = l_73 < l_326;
let l_328 = l_326 - u32(1);
let l_329 = min(l_73, l_328);
let l_330 = buffer_2_global[l_329];
let l_331 = select(f64(0.0), l_330, l_327);
let l_74 = l_331;
let l_75 = l_67 + l_72;
let l_76 = l_75 - l_67;
let l_77 = l_75 - l_76;
let l_78 = l_67 - l_77;
let l_79 = l_72 - l_76;
let l_80 = l_78 + l_79;
let l_81 = l_69 + l_74;
let l_82 = l_81 - l_69;
let l_83 = l_81 - l_82;
let l_84 = l_69 - l_83;
let l_85 = l_74 - l_82;
let l_86 = l_84 + l_85;
let l_87 = l_80 + l_81;
let l_88 = l_75 + l_87;
let l_89 = l_88 - l_75;
let l_90 = l_87 - l_89;
let l_91 = l_86 + l_90;
let l_92 = l_88 + l_91;
let l_93 = l_92 - l_88;
let l_94 = l_91 - l_93;
l_mut_36 = l_92;
l_mut_35 = l_94;
}
let l_95 = l_mut_36 * l_52;
let l_96 = -l_95;
let l_97 = fma(l_mut_36, l_52, l_96);
let l_98 = l_mut_36 * l_53;
let l_99 = l_mut_35 * l_52;
let l_100 = l_98 + l_99;
let l_101 = l_97 + l_100;
let l_102 = l_95 + l_101;
let l_103 = l_102 - l_95;
let l_104 = l_101 - l_103;
let l_105 = l_102 + f64(1.0);
let l_106 = l_105 - l_102;
let l_107 = l_105 - l_106;
let l_108 = l_102 - l_107;
let l_109 = f64(1.0) - l_106;
let l_110 = l_108 + l_109;
let l_111 = l_110 + l_104;
let l_112 = l_105 + l_111;
let l_113 = l_112 - l_105;
let l_114 = l_111 - l_113;
let l_115 = l_112 * l_52;
let l_116 = -l_115;
let l_117 = fma(l_112, l_52, l_116);
let l_118 = l_112 * l_53;
let l_119 = l_114 * l_52;
let l_120 = l_118 + l_119;
let l_121 = l_117 + l_120;
let l_122 = l_115 + l_121;
let l_123 = l_122 - l_115;
let l_124 = l_121 - l_123;
l_mut_36 = l_122;
l_mut_35 = l_124;

for (var l_mut_125: u32 = u32(0); l_mut_125 < u32(8); l_mut_125++) {
let l_126 = l_mut_36 * f64(2.0);
let l_127 = l_mut_35 * f64(2.0);
let l_128 = l_mut_36 * l_mut_36;
let l_129 = -l_128;
let l_130 = fma(l_mut_36, l_mut_36, l_129);
let l_131 = l_mut_36 * l_mut_35;
let l_132 = l_mut_35 * l_mut_36;
let l_133 = l_131 + l_132;
let l_134 = l_130 + l_133;
let l_135 = l_128 + l_134;
let l_136 = l_135 - l_128;
let l_137 = l_134 - l_136;
let l_138 = l_126 + l_135;
let l_139 = l_138 - l_126;
let l_140 = l_138 - l_139;
let l_141 = l_126 - l_140;
let l_142 = l_135 - l_139;
let l_143 = l_141 + l_142;
let l_144 = l_127 + l_137;
let l_145 = l_144 - l_127;
let l_146 = l_144 - l_145;
let l_147 = l_127 - l_146;
let l_148 = l_137 - l_145;
let l_149 = l_147 + l_148;
let l_150 = l_143 + l_144;
let l_151 = l_138 + l_150;
let l_152 = l_151 - l_138;
let l_153 = l_150 - l_152;
let l_154 = l_149 + l_153;
let l_155 = l_151 + l_154;
let l_156 = l_155 - l_151;
let l_157 = l_154 - l_156;
l_mut_36 = l_155;
l_mut_35 = l_157;
}
let l_158 = l_mut_36 + f64(1.0);
let l_159 = l_158 - l_mut_36;
let l_160 = l_158 - l_159;
let l_161 = l_mut_36 - l_160;
let l_162 = f64(1.0) - l_159;
let l_163 = l_161 + l_162;
let l_164 = l_163 + l_mut_35;
let l_165 = l_158 + l_164;
let l_166 = l_165 - l_158;
let l_167 = l_164 - l_166;
let l_168 = abs(l_32);
let l_169 = u32(l_168);
l_mut_170 = l_169;
let l_171 = l_32 < f64(0.0);
let l_172 = select(f64(2.0), f64(0.5), l_171);
l_mut_36 = l_172;
l_mut_35 = f64(1.0);

for (var l_mut_173: u32 = u32(0); l_mut_173 < u32(11); l_mut_173++) {
let l_174 = l_mut_170 & u32(1);
let l_175 = l_174 == u32(1);
let l_176 = l_mut_35 * l_mut_36;
let l_177 = select(l_mut_35, l_176, l_175);
l_mut_35 = l_177;
l_mut_36 = l_mut_36 * l_mut_36;
l_mut_170 = l_mut_170 >> u32(1);
}
let l_178 = l_165 * l_mut_35;
let l_179 = l_167 * l_mut_35;
let l_180 = l_5 * l_178;
let l_181 = -l_180;
let l_182 = fma(l_5, l_178, l_181);
let l_183 = l_5 * l_179;
let l_184 = l_7 * l_178;
let l_185 = l_183 + l_184;
let l_186 = l_182 + l_185;
let l_187 = l_180 + l_186;
let l_188 = l_187 - l_180;
let l_189 = l_186 - l_188;
let l_190 = l_187 + f64(-1.0);
let l_191 = l_190 - l_187;
let l_192 = l_190 - l_191;
let l_193 = l_187 - l_192;
let l_194 = f64(-1.0) - l_191;
let l_195 = l_193 + l_194;
let l_196 = l_195 + l_189;
let l_197 = l_190 + l_196;
let l_198 = l_197 - l_190;
let l_199 = l_196 - l_198;
let l_200 = l_mut_17 + l_197;
let l_201 = l_200 - l_mut_17;
let l_202 = l_200 - l_201;
let l_203 = l_mut_17 - l_202;
let l_204 = l_197 - l_201;
let l_205 = l_203 + l_204;
let l_206 = l_mut_18 + l_199;
let l_207 = l_206 - l_mut_18;
let l_208 = l_206 - l_207;
let l_209 = l_mut_18 - l_208;
let l_210 = l_199 - l_207;
let l_211 = l_209 + l_210;
let l_212 = l_205 + l_206;
let l_213 = l_200 + l_212;
let l_214 = l_213 - l_200;
let l_215 = l_212 - l_214;
let l_216 = l_211 + l_215;
let l_217 = l_213 + l_216;
let l_218 = l_217 - l_213;
let l_219 = l_216 - l_218;
l_mut_17 = l_217;
l_mut_18 = l_219;
}
let l_270 = info.static_meta[u32(3)];
let l_271 = l_270 * u32(1);
let l_272 = id < l_271;
if l_272 {
buffer_3_global[id] = l_mut_17;
}
let l_220 = l_1 + id;
let l_273 = info.static_meta[u32(3)];
let l_274 = l_273 * u32(1);
let l_275 = l_220 < l_274;
if l_275 {
buffer_3_global[l_220] = l_mut_18;
}
}
}
