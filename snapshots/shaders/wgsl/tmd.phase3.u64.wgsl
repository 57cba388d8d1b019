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

var l_mut_125: u64;
var l_mut_147: u64;
var l_mut_83: u32;
let l_0 = id == u32(0);
if l_0 {
let l_283 = info.static_meta[u32(6)];
let l_284 = l_283 * u32(1);
let l_285 = l_284 - u32(1);
let l_286 = min(u32(3), l_285);
let l_287 = &buffer_6_global[l_286];
let l_1 = l_287;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_199 = info.static_meta[u32(3)];
let l_200 = l_199 * u32(1);
let l_201 = l_3 < l_200;
let l_202 = l_200 - u32(1);
let l_203 = min(l_3, l_202);
let l_204 = buffer_3_global[l_203];
let l_205 = select(u32(0), l_204, l_201);
let l_4 = l_205;
let l_5 = u64(l_4);
let l_6 = u32(2) * u32(0);
let l_7 = l_6 + u32(1);
let l_206 = info.static_meta[u32(3)];
let l_207 = l_206 * u32(1);
let l_208 = l_7 < l_207;
let l_209 = l_207 - u32(1);
let l_210 = min(l_7, l_209);
let l_211 = buffer_3_global[l_210];
let l_212 = select(u32(0), l_211, l_208);
let l_8 = l_212;
let l_9 = u64(l_8);
let l_10 = l_9 << u32(bitcast<u64>(u64(32)));
let l_11 = l_5 | l_10;
let l_12 = l_11 & u64(4294967295);
let l_13 = u32(bitcast<u64>(l_12));
let l_14 = u32(2) * u32(1);
let l_213 = info.static_meta[u32(3)];
let l_214 = l_213 * u32(1);
let l_215 = l_14 < l_214;
let l_216 = l_214 - u32(1);
let l_217 = min(l_14, l_216);
let l_218 = buffer_3_global[l_217];
let l_219 = select(u32(0), l_218, l_215);
let l_15 = l_219;
let l_16 = u64(l_15);
let l_17 = u32(2) * u32(1);
let l_18 = l_17 + u32(1);
let l_220 = info.static_meta[u32(3)];
let l_221 = l_220 * u32(1);
let l_222 = l_18 < l_221;
let l_223 = l_221 - u32(1);
let l_224 = min(l_18, l_223);
let l_225 = buffer_3_global[l_224];
let l_226 = select(u32(0), l_225, l_222);
let l_19 = l_226;
let l_20 = u64(l_19);
let l_21 = l_20 << u32(bitcast<u64>(u64(32)));
let l_22 = l_16 | l_21;
let l_23 = l_22 & u64(4294967295);
let l_24 = u32(bitcast<u64>(l_23));
let l_25 = u32(2) * u32(2);
let l_227 = info.static_meta[u32(3)];
let l_228 = l_227 * u32(1);
let l_229 = l_25 < l_228;
let l_230 = l_228 - u32(1);
let l_231 = min(l_25, l_230);
let l_232 = buffer_3_global[l_231];
let l_233 = select(u32(0), l_232, l_229);
let l_26 = l_233;
let l_27 = u64(l_26);
let l_28 = u32(2) * u32(2);
let l_29 = l_28 + u32(1);
let l_234 = info.static_meta[u32(3)];
let l_235 = l_234 * u32(1);
let l_236 = l_29 < l_235;
let l_237 = l_235 - u32(1);
let l_238 = min(l_29, l_237);
let l_239 = buffer_3_global[l_238];
let l_240 = select(u32(0), l_239, l_236);
let l_30 = l_240;
let l_31 = u64(l_30);
let l_32 = l_31 << u32(bitcast<u64>(u64(32)));
let l_33 = l_27 | l_32;
let l_34 = u32(2) * u32(3);
let l_241 = info.static_meta[u32(3)];
let l_242 = l_241 * u32(1);
let l_243 = l_34 < l_242;
let l_244 = l_242 - u32(1);
let l_245 = min(l_34, l_244);
let l_246 = buffer_3_global[l_245];
let l_247 = select(u32(0), l_246, l_243);
let l_35 = l_247;
let l_36 = u64(l_35);
let l_37 = u32(2) * u32(3);
let l_38 = l_37 + u32(1);
let l_248 = info.static_meta[u32(3)];
let l_249 = l_248 * u32(1);
let l_250 = l_38 < l_249;
let l_251 = l_249 - u32(1);
let l_252 = min(l_38, l_251);
let l_253 = buffer_3_global[l_252];
let l_254 = select(u32(0), l_253, l_250);
let l_39 = l_254;
let l_40 = u64(l_39);
let l_41 = l_40 << u32(bitcast<u64>(u64(32)));
let l_42 = l_36 | l_41;
let l_43 = u32(2) * u32(4);
let l_255 = info.static_meta[u32(3)];
let l_256 = l_255 * u32(1);
let l_257 = l_43 < l_256;
let l_258 = l_256 - u32(1);
let l_259 = min(l_43, l_258);
let l_260 = buffer_3_global[l_259];
let l_261 = select(u32(0), l_260, l_257);
let l_44 = l_261;
let l_45 = u64(l_44);
let l_46 = u32(2) * u32(4);
let l_47 = l_46 + u32(1);
let l_262 = info.static_meta[u32(3)];
let l_263 = l_262 * u32(1);
let l_264 = l_47 < l_263;
let l_265 = l_263 - u32(1);
let l_266 = min(l_47, l_265);
let l_267 = buffer_3_global[l_266];
let l_268 = select(u32(0), l_267, l_264);
let l_48 = l_268;
let l_49 = u64(l_48);
let l_50 = l_49 << u32(bitcast<u64>(u64(32)));
let l_51 = l_45 | l_50;
let l_52 = u32(2) * u32(5);
let l_269 = info.static_meta[u32(3)];
let l_270 = l_269 * u32(1);
let l_271 = l_52 < l_270;
let l_272 = l_270 - u32(1);
let l_273 = min(l_52, l_272);
let l_274 = buffer_3_global[l_273];
let l_275 = select(u32(0), l_274, l_271);
let l_53 = l_275;
let l_54 = u64(l_53);
let l_55 = u32(2) * u32(5);
let l_56 = l_55 + u32(1);
let l_276 = info.static_meta[u32(3)];
let l_277 = l_276 * u32(1);
let l_278 = l_56 < l_277;
let l_279 = l_277 - u32(1);
let l_280 = min(l_56, l_279);
let l_281 = buffer_3_global[l_280];
let l_282 = select(u32(0), l_281, l_278);
let l_57 = l_282;
let l_58 = u64(l_57);
let l_59 = l_58 << u32(bitcast<u64>(u64(32)));
let l_60 = l_54 | l_59;
let l_61 = l_13 / u32(8);
let l_62 = l_61 + u32(64);
let l_63 = l_62 - u32(1);
let l_64 = l_63 / u32(64);
let l_65 = info.static_meta[u32(11)];
let l_66 = l_65 * l_64;
let l_67 = id < l_66;
if l_67 {
let l_68 = id / l_64;
let l_288 = info.static_meta[u32(4)];
let l_289 = l_288 * u32(1);
let l_290 = l_68 < l_289;
let l_291 = l_289 - u32(1);
let l_292 = min(l_68, l_291);
let l_293 = buffer_4_global[l_292];
let l_294 = select(u32(0), l_293, l_290);
let l_69 = l_294;
let l_70 = l_69 / u32(8);
let l_71 = l_69 % u32(8);
let l_72 = l_71 * l_61;
let l_73 = id % l_64;
let l_74 = l_73 * u32(64);
let l_75 = l_72 + l_74;
let l_76 = l_75 + u32(64);
let l_77 = l_71 + u32(1);
let l_78 = l_77 * l_61;
let l_79 = min(l_76, l_78);
let l_80 = u64(l_70);
let l_81 = u64(l_13);
let l_82 = l_80 * l_81;
l_mut_83 = u32(0);
let l_84 = l_82 < l_60;
if l_84 {
let l_85 = l_60 - l_82;
l_mut_83 = l_13;
let l_86 = u64(l_13);
let l_87 = l_85 < l_86;
if l_87 {
let l_88 = l_85 & u64(4294967295);
let l_89 = u32(bitcast<u64>(l_88));
l_mut_83 = l_89;
}
}
let l_90 = min(l_79, l_mut_83);
let l_91 = u32(2) * l_70;
let l_295 = info.static_meta[u32(0)];
let l_296 = l_295 * u32(1);
let l_297 = l_91 < l_296;
let l_298 = l_296 - u32(1);
let l_299 = min(l_91, l_298);
let l_300 = buffer_0_global[l_299];
let l_301 = select(u32(0), l_300, l_297);
let l_92 = l_301;
let l_93 = u64(l_92);
let l_94 = u32(2) * l_70;
let l_95 = l_94 + u32(1);
let l_302 = info.static_meta[u32(0)];
let l_303 = l_302 * u32(1);
let l_304 = l_95 < l_303;
let l_305 = l_303 - u32(1);
let l_306 = min(l_95, l_305);
let l_307 = buffer_0_global[l_306];
let l_308 = select(u32(0), l_307, l_304);
let l_96 = l_308;
let l_97 = u64(l_96);
let l_98 = l_97 << u32(bitcast<u64>(u64(32)));
let l_99 = l_93 | l_98;
let l_100 = u32(2) * l_70;
let l_309 = info.static_meta[u32(1)];
let l_310 = l_309 * u32(1);
let l_311 = l_100 < l_310;
let l_312 = l_310 - u32(1);
let l_313 = min(l_100, l_312);
let l_314 = buffer_1_global[l_313];
let l_315 = select(u32(0), l_314, l_311);
let l_101 = l_315;
let l_102 = u64(l_101);
let l_103 = u32(2) * l_70;
let l_104 = l_103 + u32(1);
let l_316 = info.static_meta[u32(1)];
let l_317 = l_316 * u32(1);
let l_318 = l_104 < l_317;
let l_319 = l_317 - u32(1);
let l_320 = min(l_104, l_319);
let l_321 = buffer_1_global[l_320];
let l_322 = select(u32(0), l_321, l_318);
let l_105 = l_322;
let l_106 = u64(l_105);
let l_107 = l_106 << u32(bitcast<u64>(u64(32)));
let l_108 = l_102 | l_107;
let l_109 = u32(2) * l_70;
let l_323 = info.static_meta[u32(2)];
let l_324 = l_323 * u32(1);
let l_325 = l_109 < l_324;
let l_326 = l_324 - u32(1);
let l_327 = min(l_109, l_326);
let l_328 = buffer_2_global[l_327];
let l_329 = select(u32(0), l_328, l_325);
let l_110 = l_329;
let l_111 = u64(l_110);
let l_112 = u32(2) * l_70;
let l_113 = l_112 + u32(1);
let l_330 = info.static_meta[u32(2)];
let l_331 = l_330 * u32(1);
let l_332 = l_113 < l_331;
let l_333 = l_331 - u32(1);
let l_334 = min(l_113, l_333);
let l_335 = buffer_2_global[l_334];
let l_336 = select(u32(0), l_335, l_332);
let l_114 = l_336;
let l_115 = u64(l_114);
let l_116 = l_115 << u32(bitcast<u64>(u64(32)));
let l_117 = l_111 | l_116;
l_mut_83 = u32(0);

for (var l_mut_118: u32 = l_75; l_mut_118 < l_90; l_mut_118++) {
let l_119 = u64(l_mut_118);
let l_120 = l_99 * l_119;
let l_121 = l_108 + l_120;
let l_122 = l_mut_118 * l_mut_118;
let l_123 = l_117 >> u32(bitcast<u64>(u64(63)));
let l_124 = l_123 == u64(1);
l_mut_125 = l_117;
if l_124 {
let l_126 = u64(u32(0));
let l_127 = l_126 - l_117;
l_mut_125 = l_127;
}
let l_128 = u64(l_122);
let l_129 = l_mut_125 & u64(4294967295);
let l_130 = l_129 * l_128;
let l_131 = l_mut_125 >> u32(bitcast<u64>(u64(32)));
let l_132 = l_131 * l_128;
let l_133 = l_132 << u32(bitcast<u64>(u64(32)));
let l_134 = l_130 + l_133;
let l_135 = l_132 >> u32(bitcast<u64>(u64(32)));
let l_136 = l_134 < l_130;
let l_137 = u64(l_136);
let l_138 = l_135 + l_137;
l_mut_125 = l_134;
let l_139 = l_24 == u32(64);
if l_139 {
l_mut_125 = l_138;
} else {
let l_140 = l_24 > u32(0);
if l_140 {
let l_141 = u32(64) - l_24;
let l_142 = u64(l_141);
let l_143 = l_138 << u32(bitcast<u64>(l_142));
let l_144 = u64(l_24);
let l_145 = l_134 >> u32(bitcast<u64>(l_144));
let l_146 = l_143 | l_145;
l_mut_125 = l_146;
}
}
l_mut_147 = l_mut_125;
if l_124 {
let l_148 = u64(u32(0));
let l_149 = l_148 - l_mut_147;
l_mut_147 = l_149;
}
let l_150 = l_121 + l_mut_147;
let l_151 = u64(u32(0));
let l_152 = l_151 - l_150;
l_mut_147 = l_152;
let l_153 = l_150 < l_mut_147;
if l_153 {
l_mut_147 = l_150;
}
let l_154 = l_mut_147 < l_51;
let l_155 = u32(l_154);
l_mut_83 = l_mut_83 + l_155;
}
let l_156 = l_mut_83 > u32(0);
if l_156 {
let l_337 = info.static_meta[u32(6)];
let l_338 = l_337 * u32(1);
let l_339 = l_338 - u32(1);
let l_340 = min(u32(2), l_339);
let l_341 = &buffer_6_global[l_340];
let l_157 = l_341;
let l_158 = atomicAdd(l_157, l_mut_83);l_mut_83 = l_158;

for (var l_mut_159: u32 = l_75; l_mut_159 < l_90; l_mut_159++) {
let l_160 = u64(l_mut_159);
let l_161 = l_99 * l_160;
let l_162 = l_108 + l_161;
let l_163 = l_mut_159 * l_mut_159;
let l_164 = l_117 >> u32(bitcast<u64>(u64(63)));
let l_165 = l_164 == u64(1);
l_mut_147 = l_117;
if l_165 {
let l_166 = u64(u32(0));
let l_167 = l_166 - l_117;
l_mut_147 = l_167;
}
let l_168 = u64(l_163);
let l_169 = l_mut_147 & u64(4294967295);
let l_170 = l_169 * l_168;
let l_171 = l_mut_147 >> u32(bitcast<u64>(u64(32)));
let l_172 = l_171 * l_168;
let l_173 = l_172 << u32(bitcast<u64>(u64(32)));
let l_174 = l_170 + l_173;
let l_175 = l_172 >> u32(bitcast<u64>(u64(32)));
let l_176 = l_174 < l_170;
let l_177 = u64(l_176);
let l_178 = l_175 + l_177;
l_mut_147 = l_174;
let l_179 = l_24 == u32(64);
if l_179 {
l_mut_147 = l_178;
} else {
let l_180 = l_24 > u32(0);
if l_180 {
let l_181 = u32(64) - l_24;
let l_182 = u64(l_181);
let l_183 = l_178 << u32(bitcast<u64>(l_182));
let l_184 = u64(l_24);
let l_185 = l_174 >> u32(bitcast<u64>(l_184));
let l_186 = l_183 | l_185;
l_mut_147 = l_186;
}
}
l_mut_125 = l_mut_147;
if l_165 {
let l_187 = u64(u32(0));
let l_188 = l_187 - l_mut_125;
l_mut_125 = l_188;
}
let l_189 = l_162 + l_mut_125;
let l_190 = u64(u32(0));
let l_191 = l_190 - l_189;
l_mut_147 = l_191;
let l_192 = l_189 < l_mut_147;
if l_192 {
l_mut_147 = l_189;
}
let l_193 = l_mut_147 < l_51;
if l_193 {
let l_194 = l_mut_83 * u32(2);
let l_195 = l_194 + u32(1);
let l_196 = info.static_meta[u32(12)];
let l_197 = l_195 < l_196;
if l_197 {
let l_342 = info.static_meta[u32(5)];
let l_343 = l_342 * u32(1);
let l_344 = l_194 < l_343;
if l_344 {
buffer_5_global[l_194] = l_70;
}
let l_198 = l_194 + u32(1);
let l_345 = info.static_meta[u32(5)];
let l_346 = l_345 * u32(1);
let l_347 = l_198 < l_346;
if l_347 {
buffer_5_global[l_198] = l_mut_159;
}
}
l_mut_83 = l_mut_83 + u32(1);
}
}
}
}
}
