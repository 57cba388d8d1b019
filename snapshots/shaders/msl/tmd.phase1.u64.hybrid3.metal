
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[12];
};

[[kernel]]
void phase1(
    const device uint * buffer_0 [[buffer(0)]],
    const device uint * buffer_1 [[buffer(1)]],
    const device uint * buffer_2 [[buffer(2)]],
    const device uint * buffer_3 [[buffer(3)]],
    device uint * buffer_4 [[buffer(4)]],
    device atomic_uint * buffer_5 [[buffer(5)]],
    constant info_st& info [[buffer(6)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
bool l_mut_167;
bool l_mut_170;
bool l_mut_172;
bool l_mut_176;
uint l_mut_166;
uint l_mut_175;
uint l_mut_67;
uint64_t l_mut_105;
uint64_t l_mut_127;
uint64_t l_mut_165;
uint64_t l_mut_190;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_329 = info.static_meta[uint(5)];
const uint l_330 = l_329 * uint(1);
const uint l_331 = l_330 - uint(1);
const uint l_332 = min(uint(3), l_331);
device atomic_uint* l_333 = &buffer_5[l_332];
atomic_uint* l_1 = l_333;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_245 = info.static_meta[uint(3)];
const uint l_246 = l_245 * uint(1);
const bool l_247 = l_3 < l_246;
const uint l_248 = l_246 - uint(1);
const uint l_249 = min(l_3, l_248);
const uint l_250 = buffer_3[l_249];
const uint l_251 = (l_247) ? l_250 : uint(0);
const uint l_4 = l_251;
const uint64_t l_5 = uint64_t(l_4);
const uint l_6 = uint(2) * uint(0);
const uint l_7 = l_6 + uint(1);
const uint l_252 = info.static_meta[uint(3)];
const uint l_253 = l_252 * uint(1);
const bool l_254 = l_7 < l_253;
const uint l_255 = l_253 - uint(1);
const uint l_256 = min(l_7, l_255);
const uint l_257 = buffer_3[l_256];
const uint l_258 = (l_254) ? l_257 : uint(0);
const uint l_8 = l_258;
const uint64_t l_9 = uint64_t(l_8);
const uint64_t l_10 = l_9 << uint64_t(32);
const uint64_t l_11 = l_5 | l_10;
const uint64_t l_12 = l_11 & uint64_t(4294967295);
const uint l_13 = uint(l_12);
const uint l_14 = uint(2) * uint(1);
const uint l_259 = info.static_meta[uint(3)];
const uint l_260 = l_259 * uint(1);
const bool l_261 = l_14 < l_260;
const uint l_262 = l_260 - uint(1);
const uint l_263 = min(l_14, l_262);
const uint l_264 = buffer_3[l_263];
const uint l_265 = (l_261) ? l_264 : uint(0);
const uint l_15 = l_265;
const uint64_t l_16 = uint64_t(l_15);
const uint l_17 = uint(2) * uint(1);
const uint l_18 = l_17 + uint(1);
const uint l_266 = info.static_meta[uint(3)];
const uint l_267 = l_266 * uint(1);
const bool l_268 = l_18 < l_267;
const uint l_269 = l_267 - uint(1);
const uint l_270 = min(l_18, l_269);
const uint l_271 = buffer_3[l_270];
const uint l_272 = (l_268) ? l_271 : uint(0);
const uint l_19 = l_272;
const uint64_t l_20 = uint64_t(l_19);
const uint64_t l_21 = l_20 << uint64_t(32);
const uint64_t l_22 = l_16 | l_21;
const uint64_t l_23 = l_22 & uint64_t(4294967295);
const uint l_24 = uint(l_23);
const uint l_25 = uint(2) * uint(2);
const uint l_273 = info.static_meta[uint(3)];
const uint l_274 = l_273 * uint(1);
const bool l_275 = l_25 < l_274;
const uint l_276 = l_274 - uint(1);
const uint l_277 = min(l_25, l_276);
const uint l_278 = buffer_3[l_277];
const uint l_279 = (l_275) ? l_278 : uint(0);
const uint l_26 = l_279;
const uint64_t l_27 = uint64_t(l_26);
const uint l_28 = uint(2) * uint(2);
const uint l_29 = l_28 + uint(1);
const uint l_280 = info.static_meta[uint(3)];
const uint l_281 = l_280 * uint(1);
const bool l_282 = l_29 < l_281;
const uint l_283 = l_281 - uint(1);
const uint l_284 = min(l_29, l_283);
const uint l_285 = buffer_3[l_284];
const uint l_286 = (l_282) ? l_285 : uint(0);
const uint l_30 = l_286;
const uint64_t l_31 = uint64_t(l_30);
const uint64_t l_32 = l_31 << uint64_t(32);
const uint64_t l_33 = l_27 | l_32;
const uint l_34 = uint(2) * uint(3);
const uint l_287 = info.static_meta[uint(3)];
const uint l_288 = l_287 * uint(1);
const bool l_289 = l_34 < l_288;
const uint l_290 = l_288 - uint(1);
const uint l_291 = min(l_34, l_290);
const uint l_292 = buffer_3[l_291];
const uint l_293 = (l_289) ? l_292 : uint(0);
const uint l_35 = l_293;
const uint64_t l_36 = uint64_t(l_35);
const uint l_37 = uint(2) * uint(3);
const uint l_38 = l_37 + uint(1);
const uint l_294 = info.static_meta[uint(3)];
const uint l_295 = l_294 * uint(1);
const bool l_296 = l_38 < l_295;
const uint l_297 = l_295 - uint(1);
const uint l_298 = min(l_38, l_297);
const uint l_299 = buffer_3[l_298];
const uint l_300 = (l_296) ? l_299 : uint(0);
const uint l_39 = l_300;
const uint64_t l_40 = uint64_t(l_39);
const uint64_t l_41 = l_40 << uint64_t(32);
const uint64_t l_42 = l_36 | l_41;
const uint l_43 = uint(2) * uint(4);
const uint l_301 = info.static_meta[uint(3)];
const uint l_302 = l_301 * uint(1);
const bool l_303 = l_43 < l_302;
const uint l_304 = l_302 - uint(1);
const uint l_305 = min(l_43, l_304);
const uint l_306 = buffer_3[l_305];
const uint l_307 = (l_303) ? l_306 : uint(0);
const uint l_44 = l_307;
const uint64_t l_45 = uint64_t(l_44);
const uint l_46 = uint(2) * uint(4);
const uint l_47 = l_46 + uint(1);
const uint l_308 = info.static_meta[uint(3)];
const uint l_309 = l_308 * uint(1);
const bool l_310 = l_47 < l_309;
const uint l_311 = l_309 - uint(1);
const uint l_312 = min(l_47, l_311);
const uint l_313 = buffer_3[l_312];
const uint l_314 = (l_310) ? l_313 : uint(0);
const uint l_48 = l_314;
const uint64_t l_49 = uint64_t(l_48);
const uint64_t l_50 = l_49 << uint64_t(32);
const uint64_t l_51 = l_45 | l_50;
const uint l_52 = uint(2) * uint(5);
const uint l_315 = info.static_meta[uint(3)];
const uint l_316 = l_315 * uint(1);
const bool l_317 = l_52 < l_316;
const uint l_318 = l_316 - uint(1);
const uint l_319 = min(l_52, l_318);
const uint l_320 = buffer_3[l_319];
const uint l_321 = (l_317) ? l_320 : uint(0);
const uint l_53 = l_321;
const uint64_t l_54 = uint64_t(l_53);
const uint l_55 = uint(2) * uint(5);
const uint l_56 = l_55 + uint(1);
const uint l_322 = info.static_meta[uint(3)];
const uint l_323 = l_322 * uint(1);
const bool l_324 = l_56 < l_323;
const uint l_325 = l_323 - uint(1);
const uint l_326 = min(l_56, l_325);
const uint l_327 = buffer_3[l_326];
const uint l_328 = (l_324) ? l_327 : uint(0);
const uint l_57 = l_328;
const uint64_t l_58 = uint64_t(l_57);
const uint64_t l_59 = l_58 << uint64_t(32);
const uint64_t l_60 = l_54 | l_59;
const uint l_61 = uint(2) * thread_index_in_grid;
const uint l_62 = info.static_meta[uint(6)];
const bool l_63 = l_61 < l_62;
const uint64_t l_64 = uint64_t(thread_index_in_grid);
const uint64_t l_65 = uint64_t(l_13);
const uint64_t l_66 = l_64 * l_65;
l_mut_67 = uint(0);
const bool l_68 = l_66 < l_60;
if (l_68) {
const uint64_t l_69 = l_60 - l_66;
l_mut_67 = l_13;
const uint64_t l_70 = uint64_t(l_13);
const bool l_71 = l_69 < l_70;
if (l_71) {
const uint64_t l_72 = l_69 & uint64_t(4294967295);
const uint l_73 = uint(l_72);
l_mut_67 = l_73;
}
}
const bool l_74 = l_mut_67 > uint(0);
const bool l_75 = l_63 && l_74;
if (l_75) {
const uint l_76 = uint(2) * thread_index_in_grid;
const uint l_334 = info.static_meta[uint(0)];
const uint l_335 = l_334 * uint(1);
const bool l_336 = l_76 < l_335;
const uint l_337 = l_335 - uint(1);
const uint l_338 = min(l_76, l_337);
const uint l_339 = buffer_0[l_338];
const uint l_340 = (l_336) ? l_339 : uint(0);
const uint l_77 = l_340;
const uint64_t l_78 = uint64_t(l_77);
const uint l_79 = uint(2) * thread_index_in_grid;
const uint l_80 = l_79 + uint(1);
const uint l_341 = info.static_meta[uint(0)];
const uint l_342 = l_341 * uint(1);
const bool l_343 = l_80 < l_342;
const uint l_344 = l_342 - uint(1);
const uint l_345 = min(l_80, l_344);
const uint l_346 = buffer_0[l_345];
const uint l_347 = (l_343) ? l_346 : uint(0);
const uint l_81 = l_347;
const uint64_t l_82 = uint64_t(l_81);
const uint64_t l_83 = l_82 << uint64_t(32);
const uint64_t l_84 = l_78 | l_83;
const uint l_85 = uint(2) * thread_index_in_grid;
const uint l_348 = info.static_meta[uint(1)];
const uint l_349 = l_348 * uint(1);
const bool l_350 = l_85 < l_349;
const uint l_351 = l_349 - uint(1);
const uint l_352 = min(l_85, l_351);
const uint l_353 = buffer_1[l_352];
const uint l_354 = (l_350) ? l_353 : uint(0);
const uint l_86 = l_354;
const uint64_t l_87 = uint64_t(l_86);
const uint l_88 = uint(2) * thread_index_in_grid;
const uint l_89 = l_88 + uint(1);
const uint l_355 = info.static_meta[uint(1)];
const uint l_356 = l_355 * uint(1);
const bool l_357 = l_89 < l_356;
const uint l_358 = l_356 - uint(1);
const uint l_359 = min(l_89, l_358);
const uint l_360 = buffer_1[l_359];
const uint l_361 = (l_357) ? l_360 : uint(0);
const uint l_90 = l_361;
const uint64_t l_91 = uint64_t(l_90);
const uint64_t l_92 = l_91 << uint64_t(32);
const uint64_t l_93 = l_87 | l_92;
const uint l_94 = uint(2) * thread_index_in_grid;
const uint l_362 = info.static_meta[uint(2)];
const uint l_363 = l_362 * uint(1);
const bool l_364 = l_94 < l_363;
const uint l_365 = l_363 - uint(1);
const uint l_366 = min(l_94, l_365);
const uint l_367 = buffer_2[l_366];
const uint l_368 = (l_364) ? l_367 : uint(0);
const uint l_95 = l_368;
const uint64_t l_96 = uint64_t(l_95);
const uint l_97 = uint(2) * thread_index_in_grid;
const uint l_98 = l_97 + uint(1);
const uint l_369 = info.static_meta[uint(2)];
const uint l_370 = l_369 * uint(1);
const bool l_371 = l_98 < l_370;
const uint l_372 = l_370 - uint(1);
const uint l_373 = min(l_98, l_372);
const uint l_374 = buffer_2[l_373];
const uint l_375 = (l_371) ? l_374 : uint(0);
const uint l_99 = l_375;
const uint64_t l_100 = uint64_t(l_99);
const uint64_t l_101 = l_100 << uint64_t(32);
const uint64_t l_102 = l_96 | l_101;
const uint64_t l_103 = l_102 >> uint64_t(63);
const bool l_104 = l_103 == uint64_t(1);
l_mut_105 = l_102;
if (l_104) {
const uint64_t l_106 = uint64_t(uint(0));
const uint64_t l_107 = l_106 - l_102;
l_mut_105 = l_107;
}
const uint64_t l_108 = uint64_t(l_13);
const uint64_t l_109 = l_mut_105 & uint64_t(4294967295);
const uint64_t l_110 = l_109 * l_108;
const uint64_t l_111 = l_mut_105 >> uint64_t(32);
const uint64_t l_112 = l_111 * l_108;
const uint64_t l_113 = l_112 << uint64_t(32);
const uint64_t l_114 = l_110 + l_113;
const uint64_t l_115 = l_112 >> uint64_t(32);
const bool l_116 = l_114 < l_110;
const uint64_t l_117 = uint64_t(l_116);
const uint64_t l_118 = l_115 + l_117;
l_mut_105 = l_114;
const bool l_119 = l_24 == uint(64);
if (l_119) {
l_mut_105 = l_118;
} else {
const bool l_120 = l_24 > uint(0);
if (l_120) {
const uint l_121 = uint(64) - l_24;
const uint64_t l_122 = uint64_t(l_121);
const uint64_t l_123 = l_118 << l_122;
const uint64_t l_124 = uint64_t(l_24);
const uint64_t l_125 = l_114 >> l_124;
const uint64_t l_126 = l_123 | l_125;
l_mut_105 = l_126;
}
}
l_mut_127 = l_mut_105;
if (l_104) {
const uint64_t l_128 = uint64_t(uint(0));
const uint64_t l_129 = l_128 - l_mut_127;
l_mut_127 = l_129;
}
const uint64_t l_130 = l_84 + l_mut_127;
const uint l_131 = l_13 * l_13;
const uint l_132 = l_24 + uint(3);
const uint64_t l_133 = l_102 >> uint64_t(63);
const bool l_134 = l_133 == uint64_t(1);
l_mut_127 = l_102;
if (l_134) {
const uint64_t l_135 = uint64_t(uint(0));
const uint64_t l_136 = l_135 - l_102;
l_mut_127 = l_136;
}
const uint64_t l_137 = uint64_t(l_131);
const uint64_t l_138 = l_mut_127 & uint64_t(4294967295);
const uint64_t l_139 = l_138 * l_137;
const uint64_t l_140 = l_mut_127 >> uint64_t(32);
const uint64_t l_141 = l_140 * l_137;
const uint64_t l_142 = l_141 << uint64_t(32);
const uint64_t l_143 = l_139 + l_142;
const uint64_t l_144 = l_141 >> uint64_t(32);
const bool l_145 = l_143 < l_139;
const uint64_t l_146 = uint64_t(l_145);
const uint64_t l_147 = l_144 + l_146;
l_mut_127 = l_143;
const bool l_148 = l_132 == uint(64);
if (l_148) {
l_mut_127 = l_147;
} else {
const bool l_149 = l_132 > uint(0);
if (l_149) {
const uint l_150 = uint(64) - l_132;
const uint64_t l_151 = uint64_t(l_150);
const uint64_t l_152 = l_147 << l_151;
const uint64_t l_153 = uint64_t(l_132);
const uint64_t l_154 = l_143 >> l_153;
const uint64_t l_155 = l_152 | l_154;
l_mut_127 = l_155;
}
}
l_mut_105 = l_mut_127;
if (l_134) {
const uint64_t l_156 = uint64_t(uint(0));
const uint64_t l_157 = l_156 - l_mut_105;
l_mut_105 = l_157;
}
const uint64_t l_158 = l_93 - l_mut_105;
const uint64_t l_159 = l_158 + l_33;
const uint64_t l_160 = uint64_t(uint(0));
const uint64_t l_161 = l_160 - l_130;
const uint64_t l_162 = l_33 + l_33;
l_mut_127 = l_161;
const uint64_t l_163 = uint64_t(uint(0));
const uint64_t l_164 = l_163 - l_161;
l_mut_105 = l_164;
l_mut_165 = l_159;
l_mut_67 = uint(1);
l_mut_166 = uint(1);
l_mut_167 = bool(false);
const bool l_168 = l_mut_165 < l_162;
const bool l_169 = !l_168;
l_mut_170 = l_169;
const bool l_171 = l_161 == uint64_t(0);
if (l_171) {
l_mut_167 = l_mut_170;
l_mut_170 = bool(false);
}
l_mut_172 = bool(false);
while (true) {
const bool l_173 = !l_mut_170;
if (l_173) {
break;}
const bool l_174 = l_mut_165 < l_mut_127;
if (l_174) {
l_mut_175 = uint(0);
l_mut_176 = bool(false);
const uint64_t l_177 = uint64_t(uint(3));
const uint64_t l_178 = l_mut_105 >> l_177;
const bool l_179 = l_178 < l_mut_127;
const bool l_180 = !l_179;
l_mut_176 = l_180;
const bool l_181 = l_mut_127 == uint64_t(0);
if (l_181) {
l_mut_175 = l_13;
} else {
if (l_mut_176) {
const bool l_182 = l_mut_127 < l_mut_105;
if (l_182) {
const uint64_t l_183 = l_mut_105 - uint64_t(1);
const uint64_t l_184 = l_183 / l_mut_127;
const uint64_t l_185 = uint64_t(l_13);
const bool l_186 = l_184 < l_185;
const uint64_t l_187 = uint64_t(l_13);
const uint64_t l_188 = (l_186) ? l_184 : l_187;
const uint l_189 = uint(l_188);
l_mut_175 = l_189;
}
} else {
l_mut_190 = l_mut_105;
while (true) {
const bool l_191 = l_mut_127 < l_mut_190;
const uint l_192 = l_mut_175 * l_mut_166;
const uint l_193 = l_mut_67 + l_192;
const uint l_194 = l_193 + l_mut_166;
const bool l_195 = l_194 < l_13;
const bool l_196 = l_191 && l_195;
const bool l_197 = !l_196;
if (l_197) {
break;}
const uint64_t l_198 = l_mut_190 - l_mut_127;
l_mut_190 = l_198;
l_mut_175 = l_mut_175 + uint(1);
}
}
}
const uint l_199 = l_mut_175 * l_mut_166;
const uint l_200 = l_mut_67 + l_199;
const uint l_201 = l_200 + l_mut_166;
const bool l_202 = l_201 >= l_13;
if (l_202) {
l_mut_167 = bool(true);
l_mut_170 = bool(false);
} else {
const uint64_t l_203 = uint64_t(l_mut_175);
const uint64_t l_204 = l_mut_127 * l_203;
const uint64_t l_205 = l_mut_105 - l_204;
l_mut_105 = l_205;
const uint l_206 = l_mut_175 * l_mut_166;
l_mut_67 = l_mut_67 + l_206;
const uint64_t l_207 = l_mut_127 - l_mut_105;
l_mut_127 = l_207;
l_mut_166 = l_mut_166 + l_mut_67;
}
} else {
const uint64_t l_208 = l_mut_165 - l_mut_127;
l_mut_165 = l_208;
const bool l_209 = l_mut_165 < l_162;
if (l_209) {
l_mut_170 = bool(false);
} else {
l_mut_175 = uint(0);
l_mut_176 = bool(false);
const uint64_t l_210 = uint64_t(uint(3));
const uint64_t l_211 = l_mut_127 >> l_210;
const bool l_212 = l_211 < l_mut_105;
const bool l_213 = !l_212;
l_mut_176 = l_213;
const bool l_214 = l_mut_105 == uint64_t(0);
if (l_214) {
l_mut_175 = l_13;
} else {
if (l_mut_176) {
const bool l_215 = l_mut_105 < l_mut_127;
if (l_215) {
const uint64_t l_216 = l_mut_127 - uint64_t(1);
const uint64_t l_217 = l_216 / l_mut_105;
const uint64_t l_218 = uint64_t(l_13);
const bool l_219 = l_217 < l_218;
const uint64_t l_220 = uint64_t(l_13);
const uint64_t l_221 = (l_219) ? l_217 : l_220;
const uint l_222 = uint(l_221);
l_mut_175 = l_222;
}
} else {
l_mut_190 = l_mut_127;
while (true) {
const bool l_223 = l_mut_105 < l_mut_190;
const uint l_224 = l_mut_175 * l_mut_67;
const uint l_225 = l_mut_166 + l_224;
const uint l_226 = l_225 + l_mut_67;
const bool l_227 = l_226 < l_13;
const bool l_228 = l_223 && l_227;
const bool l_229 = !l_228;
if (l_229) {
break;}
const uint64_t l_230 = l_mut_190 - l_mut_105;
l_mut_190 = l_230;
l_mut_175 = l_mut_175 + uint(1);
}
}
}
const uint l_231 = l_mut_67 + l_mut_166;
const uint l_232 = l_mut_175 * l_mut_67;
const uint l_233 = l_231 + l_232;
const bool l_234 = l_233 >= l_13;
if (l_234) {
l_mut_167 = bool(true);
l_mut_170 = bool(false);
} else {
const uint64_t l_235 = uint64_t(l_mut_175);
const uint64_t l_236 = l_mut_105 * l_235;
const uint64_t l_237 = l_mut_127 - l_236;
l_mut_127 = l_237;
const uint l_238 = l_mut_175 * l_mut_67;
l_mut_166 = l_mut_166 + l_238;
const uint64_t l_239 = l_mut_105 - l_mut_127;
l_mut_105 = l_239;
l_mut_67 = l_mut_67 + l_mut_166;
}
}
}
}
const bool l_240 = !l_mut_167;
if (l_240) {
const uint l_376 = info.static_meta[uint(5)];
const uint l_377 = l_376 * uint(1);
const uint l_378 = l_377 - uint(1);
const uint l_379 = min(uint(0), l_378);
device atomic_uint* l_380 = &buffer_5[l_379];
atomic_uint* l_241 = l_380;
const uint l_242 = atomic_fetch_add_explicit(l_241, uint(1), memory_order_relaxed);
const uint l_243 = info.static_meta[uint(10)];
const bool l_244 = l_242 < l_243;
if (l_244) {
const uint l_381 = info.static_meta[uint(4)];
const uint l_382 = l_381 * uint(1);
const bool l_383 = l_242 < l_382;
if (l_383) {
buffer_4[l_242] = thread_index_in_grid;
}
}
}
}

}
