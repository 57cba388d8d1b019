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

var l_mut_135: u64;
var l_mut_94: u64;
var l_mut_95: u64;
let l_0 = id == u32(0);
if l_0 {
let l_190 = info.static_meta[u32(3)];
let l_191 = l_190 * u32(1);
let l_192 = l_191 - u32(1);
let l_193 = min(u32(3), l_192);
let l_194 = &buffer_3_global[l_193];
let l_1 = l_194;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_176 = info.static_meta[u32(1)];
let l_177 = l_176 * u32(1);
let l_178 = l_3 < l_177;
let l_179 = l_177 - u32(1);
let l_180 = min(l_3, l_179);
let l_181 = buffer_1_global[l_180];
let l_182 = select(u32(0), l_181, l_178);
let l_4 = l_182;
let l_5 = u64(l_4);
let l_6 = u32(2) * u32(0);
let l_7 = l_6 + u32(1);
let l_183 = info.static_meta[u32(1)];
let l_184 = l_183 * u32(1);
let l_185 = l_7 < l_184;
let l_186 = l_184 - u32(1);
let l_187 = min(l_7, l_186);
let l_188 = buffer_1_global[l_187];
let l_189 = select(u32(0), l_188, l_185);
let l_8 = l_189;
let l_9 = u64(l_8);
let l_10 = l_9 << u32(bitcast<u64>(u64(32)));
let l_11 = l_5 | l_10;
let l_12 = l_11 & u64(4294967295);
let l_13 = u32(bitcast<u64>(l_12));
let l_14 = id < l_13;
if l_14 {
let l_15 = u32(2) * u32(1);
let l_195 = info.static_meta[u32(1)];
let l_196 = l_195 * u32(1);
let l_197 = l_15 < l_196;
let l_198 = l_196 - u32(1);
let l_199 = min(l_15, l_198);
let l_200 = buffer_1_global[l_199];
let l_201 = select(u32(0), l_200, l_197);
let l_16 = l_201;
let l_17 = u64(l_16);
let l_18 = u32(2) * u32(1);
let l_19 = l_18 + u32(1);
let l_202 = info.static_meta[u32(1)];
let l_203 = l_202 * u32(1);
let l_204 = l_19 < l_203;
let l_205 = l_203 - u32(1);
let l_206 = min(l_19, l_205);
let l_207 = buffer_1_global[l_206];
let l_208 = select(u32(0), l_207, l_204);
let l_20 = l_208;
let l_21 = u64(l_20);
let l_22 = l_21 << u32(bitcast<u64>(u64(32)));
let l_23 = l_17 | l_22;
let l_24 = l_23 & u64(4294967295);
let l_25 = u32(bitcast<u64>(l_24));
let l_26 = l_25 + id;
let l_27 = u32(2) * u32(2);
let l_209 = info.static_meta[u32(1)];
let l_210 = l_209 * u32(1);
let l_211 = l_27 < l_210;
let l_212 = l_210 - u32(1);
let l_213 = min(l_27, l_212);
let l_214 = buffer_1_global[l_213];
let l_215 = select(u32(0), l_214, l_211);
let l_28 = l_215;
let l_29 = u64(l_28);
let l_30 = u32(2) * u32(2);
let l_31 = l_30 + u32(1);
let l_216 = info.static_meta[u32(1)];
let l_217 = l_216 * u32(1);
let l_218 = l_31 < l_217;
let l_219 = l_217 - u32(1);
let l_220 = min(l_31, l_219);
let l_221 = buffer_1_global[l_220];
let l_222 = select(u32(0), l_221, l_218);
let l_32 = l_222;
let l_33 = u64(l_32);
let l_34 = l_33 << u32(bitcast<u64>(u64(32)));
let l_35 = l_29 | l_34;
let l_36 = l_35 & u64(4294967295);
let l_37 = u32(bitcast<u64>(l_36));
let l_38 = u32(2) * u32(3);
let l_223 = info.static_meta[u32(1)];
let l_224 = l_223 * u32(1);
let l_225 = l_38 < l_224;
let l_226 = l_224 - u32(1);
let l_227 = min(l_38, l_226);
let l_228 = buffer_1_global[l_227];
let l_229 = select(u32(0), l_228, l_225);
let l_39 = l_229;
let l_40 = u64(l_39);
let l_41 = u32(2) * u32(3);
let l_42 = l_41 + u32(1);
let l_230 = info.static_meta[u32(1)];
let l_231 = l_230 * u32(1);
let l_232 = l_42 < l_231;
let l_233 = l_231 - u32(1);
let l_234 = min(l_42, l_233);
let l_235 = buffer_1_global[l_234];
let l_236 = select(u32(0), l_235, l_232);
let l_43 = l_236;
let l_44 = u64(l_43);
let l_45 = l_44 << u32(bitcast<u64>(u64(32)));
let l_46 = l_40 | l_45;
let l_47 = l_46 & u64(4294967295);
let l_48 = u32(bitcast<u64>(l_47));
let l_49 = u32(2) * u32(4);
let l_237 = info.static_meta[u32(1)];
let l_238 = l_237 * u32(1);
let l_239 = l_49 < l_238;
let l_240 = l_238 - u32(1);
let l_241 = min(l_49, l_240);
let l_242 = buffer_1_global[l_241];
let l_243 = select(u32(0), l_242, l_239);
let l_50 = l_243;
let l_51 = u64(l_50);
let l_52 = u32(2) * u32(4);
let l_53 = l_52 + u32(1);
let l_244 = info.static_meta[u32(1)];
let l_245 = l_244 * u32(1);
let l_246 = l_53 < l_245;
let l_247 = l_245 - u32(1);
let l_248 = min(l_53, l_247);
let l_249 = buffer_1_global[l_248];
let l_250 = select(u32(0), l_249, l_246);
let l_54 = l_250;
let l_55 = u64(l_54);
let l_56 = l_55 << u32(bitcast<u64>(u64(32)));
let l_57 = l_51 | l_56;
let l_58 = u32(2) * u32(5);
let l_251 = info.static_meta[u32(1)];
let l_252 = l_251 * u32(1);
let l_253 = l_58 < l_252;
let l_254 = l_252 - u32(1);
let l_255 = min(l_58, l_254);
let l_256 = buffer_1_global[l_255];
let l_257 = select(u32(0), l_256, l_253);
let l_59 = l_257;
let l_60 = u64(l_59);
let l_61 = u32(2) * u32(5);
let l_62 = l_61 + u32(1);
let l_258 = info.static_meta[u32(1)];
let l_259 = l_258 * u32(1);
let l_260 = l_62 < l_259;
let l_261 = l_259 - u32(1);
let l_262 = min(l_62, l_261);
let l_263 = buffer_1_global[l_262];
let l_264 = select(u32(0), l_263, l_260);
let l_63 = l_264;
let l_64 = u64(l_63);
let l_65 = l_64 << u32(bitcast<u64>(u64(32)));
let l_66 = l_60 | l_65;
let l_67 = u32(1) << l_37;
let l_68 = l_67 - u32(1);
let l_69 = l_26 & l_68;
let l_70 = l_26 >> l_37;
let l_71 = l_48 + u32(1);
let l_72 = l_70 * l_71;
let l_73 = l_72 + l_48;
let l_74 = u32(2) * l_73;
let l_75 = u32(2) * l_74;
let l_265 = info.static_meta[u32(0)];
let l_266 = l_265 * u32(1);
let l_267 = l_75 < l_266;
let l_268 = l_266 - u32(1);
let l_269 = min(l_75, l_268);
let l_270 = buffer_0_global[l_269];
let l_271 = select(u32(0), l_270, l_267);
let l_76 = l_271;
let l_77 = u64(l_76);
let l_78 = u32(2) * l_74;
let l_79 = l_78 + u32(1);
let l_272 = info.static_meta[u32(0)];
let l_273 = l_272 * u32(1);
let l_274 = l_79 < l_273;
let l_275 = l_273 - u32(1);
let l_276 = min(l_79, l_275);
let l_277 = buffer_0_global[l_276];
let l_278 = select(u32(0), l_277, l_274);
let l_80 = l_278;
let l_81 = u64(l_80);
let l_82 = l_81 << u32(bitcast<u64>(u64(32)));
let l_83 = l_77 | l_82;
let l_84 = l_74 + u32(1);
let l_85 = u32(2) * l_84;
let l_279 = info.static_meta[u32(0)];
let l_280 = l_279 * u32(1);
let l_281 = l_85 < l_280;
let l_282 = l_280 - u32(1);
let l_283 = min(l_85, l_282);
let l_284 = buffer_0_global[l_283];
let l_285 = select(u32(0), l_284, l_281);
let l_86 = l_285;
let l_87 = u64(l_86);
let l_88 = u32(2) * l_84;
let l_89 = l_88 + u32(1);
let l_286 = info.static_meta[u32(0)];
let l_287 = l_286 * u32(1);
let l_288 = l_89 < l_287;
let l_289 = l_287 - u32(1);
let l_290 = min(l_89, l_289);
let l_291 = buffer_0_global[l_290];
let l_292 = select(u32(0), l_291, l_288);
let l_90 = l_292;
let l_91 = u64(l_90);
let l_92 = l_91 << u32(bitcast<u64>(u64(32)));
let l_93 = l_87 | l_92;
l_mut_94 = l_83;
l_mut_95 = l_93;

for (var l_mut_96: u32 = u32(0); l_mut_96 < l_48; l_mut_96++) {
let l_97 = l_72 + l_48;
let l_98 = l_97 - u32(1);
let l_99 = l_98 - l_mut_96;
let l_100 = u32(2) * l_99;
let l_101 = u32(2) * l_100;
let l_293 = info.static_meta[u32(0)];
let l_294 = l_293 * u32(1);
let l_295 = l_101 < l_294;
let l_296 = l_294 - u32(1);
let l_297 = min(l_101, l_296);
let l_298 = buffer_0_global[l_297];
let l_299 = select(u32(0), l_298, l_295);
let l_102 = l_299;
let l_103 = u64(l_102);
let l_104 = u32(2) * l_100;
let l_105 = l_104 + u32(1);
let l_300 = info.static_meta[u32(0)];
let l_301 = l_300 * u32(1);
let l_302 = l_105 < l_301;
let l_303 = l_301 - u32(1);
let l_304 = min(l_105, l_303);
let l_305 = buffer_0_global[l_304];
let l_306 = select(u32(0), l_305, l_302);
let l_106 = l_306;
let l_107 = u64(l_106);
let l_108 = l_107 << u32(bitcast<u64>(u64(32)));
let l_109 = l_103 | l_108;
let l_110 = l_100 + u32(1);
let l_111 = u32(2) * l_110;
let l_307 = info.static_meta[u32(0)];
let l_308 = l_307 * u32(1);
let l_309 = l_111 < l_308;
let l_310 = l_308 - u32(1);
let l_311 = min(l_111, l_310);
let l_312 = buffer_0_global[l_311];
let l_313 = select(u32(0), l_312, l_309);
let l_112 = l_313;
let l_113 = u64(l_112);
let l_114 = u32(2) * l_110;
let l_115 = l_114 + u32(1);
let l_314 = info.static_meta[u32(0)];
let l_315 = l_314 * u32(1);
let l_316 = l_115 < l_315;
let l_317 = l_315 - u32(1);
let l_318 = min(l_115, l_317);
let l_319 = buffer_0_global[l_318];
let l_320 = select(u32(0), l_319, l_316);
let l_116 = l_320;
let l_117 = u64(l_116);
let l_118 = l_117 << u32(bitcast<u64>(u64(32)));
let l_119 = l_113 | l_118;
let l_120 = u64(l_69);
let l_121 = l_mut_94 * l_120;
let l_122 = u64(l_69);
let l_123 = l_mut_95 * l_122;
let l_124 = u64(l_69);
let l_125 = l_mut_94 & u64(4294967295);
let l_126 = l_125 * l_124;
let l_127 = l_mut_94 >> u32(bitcast<u64>(u64(32)));
let l_128 = l_127 * l_124;
let l_129 = l_128 << u32(bitcast<u64>(u64(32)));
let l_130 = l_126 + l_129;
let l_131 = l_128 >> u32(bitcast<u64>(u64(32)));
let l_132 = l_130 < l_126;
let l_133 = u64(l_132);
let l_134 = l_131 + l_133;
l_mut_135 = l_130;
let l_136 = u32(64) == u32(64);
if l_136 {
l_mut_135 = l_134;
} else {
let l_137 = u32(64) > u32(0);
if l_137 {
let l_138 = u64(u32(0));
let l_139 = l_134 << u32(bitcast<u64>(l_138));
let l_140 = u64(u32(64));
let l_141 = l_130 >> u32(bitcast<u64>(l_140));
let l_142 = l_139 | l_141;
l_mut_135 = l_142;
}
}
let l_143 = l_123 + l_mut_135;
let l_144 = l_121 + l_109;
let l_145 = l_144 < l_121;
let l_146 = u32(l_145);
let l_147 = u64(l_146);
let l_148 = l_143 + l_119;
let l_149 = l_148 + l_147;
l_mut_94 = l_144;
l_mut_95 = l_149;
}
let l_150 = l_mut_94 == u64(0);
let l_151 = !l_150;
let l_152 = u32(l_151);
let l_153 = u64(l_152);
let l_154 = u64(u32(0));
let l_155 = l_154 - l_mut_94;
let l_156 = u64(u32(0));
let l_157 = l_156 - l_mut_95;
let l_158 = l_157 - l_153;
let l_159 = l_mut_95 < l_66;
let l_160 = l_mut_95 - l_66;
let l_161 = l_160 == u64(0);
let l_162 = l_mut_94 < l_57;
let l_163 = l_161 && l_162;
let l_164 = l_159 || l_163;
let l_165 = l_158 < l_66;
let l_166 = l_158 - l_66;
let l_167 = l_166 == u64(0);
let l_168 = l_155 < l_57;
let l_169 = l_167 && l_168;
let l_170 = l_165 || l_169;
let l_171 = l_164 || l_170;
if l_171 {
let l_321 = info.static_meta[u32(3)];
let l_322 = l_321 * u32(1);
let l_323 = l_322 - u32(1);
let l_324 = min(u32(2), l_323);
let l_325 = &buffer_3_global[l_324];
let l_172 = l_325;
let l_173 = atomicAdd(l_172, u32(1));let l_174 = info.static_meta[u32(6)];
let l_175 = l_173 < l_174;
if l_175 {
let l_326 = info.static_meta[u32(2)];
let l_327 = l_326 * u32(1);
let l_328 = l_173 < l_327;
if l_328 {
buffer_2_global[l_173] = id;
}
}
}
}
}
