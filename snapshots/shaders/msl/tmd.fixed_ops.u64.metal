
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[10];
};

[[kernel]]
void fixed_ops(
    const device uint * buffer_0 [[buffer(0)]],
    const device uint * buffer_1 [[buffer(1)]],
    const device uint * buffer_2 [[buffer(2)]],
    const device uint * buffer_3 [[buffer(3)]],
    device uint * buffer_4 [[buffer(4)]],
    constant info_st& info [[buffer(5)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
uint l_mut_66;
uint64_t l_mut_160;
uint64_t l_mut_214;
uint64_t l_mut_63;
uint64_t l_mut_64;
const uint l_0 = info.static_meta[uint(7)];
const bool l_1 = thread_index_in_grid < l_0;
if (l_1) {
const uint l_2 = uint(2) * thread_index_in_grid;
const uint l_260 = info.static_meta[uint(0)];
const uint l_261 = l_260 * uint(1);
const bool l_262 = l_2 < l_261;
const uint l_263 = l_261 - uint(1);
const uint l_264 = min(l_2, l_263);
const uint l_265 = buffer_0[l_264];
const uint l_266 = (l_262) ? l_265 : uint(0);
const uint l_3 = l_266;
const uint64_t l_4 = uint64_t(l_3);
const uint l_5 = uint(2) * thread_index_in_grid;
const uint l_6 = l_5 + uint(1);
const uint l_267 = info.static_meta[uint(0)];
const uint l_268 = l_267 * uint(1);
const bool l_269 = l_6 < l_268;
const uint l_270 = l_268 - uint(1);
const uint l_271 = min(l_6, l_270);
const uint l_272 = buffer_0[l_271];
const uint l_273 = (l_269) ? l_272 : uint(0);
const uint l_7 = l_273;
const uint64_t l_8 = uint64_t(l_7);
const uint64_t l_9 = l_8 << uint64_t(32);
const uint64_t l_10 = l_4 | l_9;
const uint l_11 = uint(2) * thread_index_in_grid;
const uint l_274 = info.static_meta[uint(1)];
const uint l_275 = l_274 * uint(1);
const bool l_276 = l_11 < l_275;
const uint l_277 = l_275 - uint(1);
const uint l_278 = min(l_11, l_277);
const uint l_279 = buffer_1[l_278];
const uint l_280 = (l_276) ? l_279 : uint(0);
const uint l_12 = l_280;
const uint64_t l_13 = uint64_t(l_12);
const uint l_14 = uint(2) * thread_index_in_grid;
const uint l_15 = l_14 + uint(1);
const uint l_281 = info.static_meta[uint(1)];
const uint l_282 = l_281 * uint(1);
const bool l_283 = l_15 < l_282;
const uint l_284 = l_282 - uint(1);
const uint l_285 = min(l_15, l_284);
const uint l_286 = buffer_1[l_285];
const uint l_287 = (l_283) ? l_286 : uint(0);
const uint l_16 = l_287;
const uint64_t l_17 = uint64_t(l_16);
const uint64_t l_18 = l_17 << uint64_t(32);
const uint64_t l_19 = l_13 | l_18;
const uint l_288 = info.static_meta[uint(2)];
const uint l_289 = l_288 * uint(1);
const bool l_290 = thread_index_in_grid < l_289;
const uint l_291 = l_289 - uint(1);
const uint l_292 = min(thread_index_in_grid, l_291);
const uint l_293 = buffer_2[l_292];
const uint l_294 = (l_290) ? l_293 : uint(0);
const uint l_20 = l_294;
const uint l_21 = uint(7) * thread_index_in_grid;
const uint64_t l_22 = l_10 + l_19;
const uint l_23 = uint(2) * l_21;
const uint64_t l_24 = l_22 & uint64_t(4294967295);
const uint l_25 = uint(l_24);
const uint l_295 = info.static_meta[uint(4)];
const uint l_296 = l_295 * uint(1);
const bool l_297 = l_23 < l_296;
if (l_297) {
buffer_4[l_23] = l_25;
}
const uint l_26 = uint(2) * l_21;
const uint l_27 = l_26 + uint(1);
const uint64_t l_28 = l_22 >> uint64_t(32);
const uint l_29 = uint(l_28);
const uint l_298 = info.static_meta[uint(4)];
const uint l_299 = l_298 * uint(1);
const bool l_300 = l_27 < l_299;
if (l_300) {
buffer_4[l_27] = l_29;
}
const uint l_30 = uint(7) * thread_index_in_grid;
const uint l_31 = l_30 + uint(1);
const uint64_t l_32 = l_10 - l_19;
const uint l_33 = uint(2) * l_31;
const uint64_t l_34 = l_32 & uint64_t(4294967295);
const uint l_35 = uint(l_34);
const uint l_301 = info.static_meta[uint(4)];
const uint l_302 = l_301 * uint(1);
const bool l_303 = l_33 < l_302;
if (l_303) {
buffer_4[l_33] = l_35;
}
const uint l_36 = uint(2) * l_31;
const uint l_37 = l_36 + uint(1);
const uint64_t l_38 = l_32 >> uint64_t(32);
const uint l_39 = uint(l_38);
const uint l_304 = info.static_meta[uint(4)];
const uint l_305 = l_304 * uint(1);
const bool l_306 = l_37 < l_305;
if (l_306) {
buffer_4[l_37] = l_39;
}
const uint l_40 = uint(7) * thread_index_in_grid;
const uint l_41 = l_40 + uint(2);
const uint64_t l_42 = uint64_t(l_20);
const uint64_t l_43 = l_10 * l_42;
const uint l_44 = uint(2) * l_41;
const uint64_t l_45 = l_43 & uint64_t(4294967295);
const uint l_46 = uint(l_45);
const uint l_307 = info.static_meta[uint(4)];
const uint l_308 = l_307 * uint(1);
const bool l_309 = l_44 < l_308;
if (l_309) {
buffer_4[l_44] = l_46;
}
const uint l_47 = uint(2) * l_41;
const uint l_48 = l_47 + uint(1);
const uint64_t l_49 = l_43 >> uint64_t(32);
const uint l_50 = uint(l_49);
const uint l_310 = info.static_meta[uint(4)];
const uint l_311 = l_310 * uint(1);
const bool l_312 = l_48 < l_311;
if (l_312) {
buffer_4[l_48] = l_50;
}
const uint l_51 = uint(7) * thread_index_in_grid;
const uint l_52 = l_51 + uint(3);
const uint l_53 = l_20 % uint(64);
const uint64_t l_54 = uint64_t(l_53);
const uint64_t l_55 = l_10 >> l_54;
const uint l_56 = uint(2) * l_52;
const uint64_t l_57 = l_55 & uint64_t(4294967295);
const uint l_58 = uint(l_57);
const uint l_313 = info.static_meta[uint(4)];
const uint l_314 = l_313 * uint(1);
const bool l_315 = l_56 < l_314;
if (l_315) {
buffer_4[l_56] = l_58;
}
const uint l_59 = uint(2) * l_52;
const uint l_60 = l_59 + uint(1);
const uint64_t l_61 = l_55 >> uint64_t(32);
const uint l_62 = uint(l_61);
const uint l_316 = info.static_meta[uint(4)];
const uint l_317 = l_316 * uint(1);
const bool l_318 = l_60 < l_317;
if (l_318) {
buffer_4[l_60] = l_62;
}
l_mut_63 = l_19;
l_mut_64 = l_10;
const bool l_65 = l_19 < l_10;
if (l_65) {
l_mut_63 = l_10;
l_mut_64 = l_19;
}
l_mut_66 = uint(0);
const bool l_67 = l_mut_64 == uint64_t(0);
const bool l_68 = !l_67;
const bool l_69 = l_mut_64 < l_mut_63;
const bool l_70 = l_68 && l_69;
if (l_70) {
const uint l_71 = l_20 % uint(1048576);
const uint64_t l_72 = l_mut_63 - uint64_t(1);
const uint64_t l_73 = l_72 / l_mut_64;
const uint64_t l_74 = uint64_t(l_71);
const bool l_75 = l_73 < l_74;
const uint64_t l_76 = uint64_t(l_71);
const uint64_t l_77 = (l_75) ? l_73 : l_76;
const uint l_78 = uint(l_77);
l_mut_66 = l_78;
}
const bool l_79 = l_10 < l_19;
const uint l_80 = uint(l_79);
const uint l_81 = l_80 << uint(20);
l_mut_66 = l_mut_66 | l_81;
const uint64_t l_82 = l_10 >> uint64_t(63);
const bool l_83 = l_82 == uint64_t(1);
const uint l_84 = uint(l_83);
const uint l_85 = l_84 << uint(21);
l_mut_66 = l_mut_66 | l_85;
const uint l_86 = uint(7) * thread_index_in_grid;
const uint l_87 = l_86 + uint(4);
const uint64_t l_88 = uint64_t(l_mut_66);
const uint l_89 = uint(2) * l_87;
const uint64_t l_90 = l_88 & uint64_t(4294967295);
const uint l_91 = uint(l_90);
const uint l_319 = info.static_meta[uint(4)];
const uint l_320 = l_319 * uint(1);
const bool l_321 = l_89 < l_320;
if (l_321) {
buffer_4[l_89] = l_91;
}
const uint l_92 = uint(2) * l_87;
const uint l_93 = l_92 + uint(1);
const uint64_t l_94 = l_88 >> uint64_t(32);
const uint l_95 = uint(l_94);
const uint l_322 = info.static_meta[uint(4)];
const uint l_323 = l_322 * uint(1);
const bool l_324 = l_93 < l_323;
if (l_324) {
buffer_4[l_93] = l_95;
}
const uint l_96 = uint(7) * thread_index_in_grid;
const uint l_97 = l_96 + uint(5);
const uint l_325 = info.static_meta[uint(3)];
const uint l_326 = l_325 * uint(1);
const bool l_327 = thread_index_in_grid < l_326;
const uint l_328 = l_326 - uint(1);
const uint l_329 = min(thread_index_in_grid, l_328);
const uint l_330 = buffer_3[l_329];
const uint l_331 = (l_327) ? l_330 : uint(0);
const uint l_98 = l_331;
const uint64_t l_99 = l_10 >> uint64_t(63);
const bool l_100 = l_99 == uint64_t(1);
l_mut_64 = l_10;
if (l_100) {
const uint64_t l_101 = uint64_t(uint(0));
const uint64_t l_102 = l_101 - l_10;
l_mut_64 = l_102;
}
const uint64_t l_103 = uint64_t(l_20);
const uint64_t l_104 = l_mut_64 & uint64_t(4294967295);
const uint64_t l_105 = l_104 * l_103;
const uint64_t l_106 = l_mut_64 >> uint64_t(32);
const uint64_t l_107 = l_106 * l_103;
const uint64_t l_108 = l_107 << uint64_t(32);
const uint64_t l_109 = l_105 + l_108;
const uint64_t l_110 = l_107 >> uint64_t(32);
const bool l_111 = l_109 < l_105;
const uint64_t l_112 = uint64_t(l_111);
const uint64_t l_113 = l_110 + l_112;
l_mut_64 = l_109;
const bool l_114 = l_98 == uint(64);
if (l_114) {
l_mut_64 = l_113;
} else {
const bool l_115 = l_98 > uint(0);
if (l_115) {
const uint l_116 = uint(64) - l_98;
const uint64_t l_117 = uint64_t(l_116);
const uint64_t l_118 = l_113 << l_117;
const uint64_t l_119 = uint64_t(l_98);
const uint64_t l_120 = l_109 >> l_119;
const uint64_t l_121 = l_118 | l_120;
l_mut_64 = l_121;
}
}
l_mut_63 = l_mut_64;
if (l_100) {
const uint64_t l_122 = uint64_t(uint(0));
const uint64_t l_123 = l_122 - l_mut_63;
l_mut_63 = l_123;
}
const uint l_124 = uint(2) * l_97;
const uint64_t l_125 = l_mut_63 & uint64_t(4294967295);
const uint l_126 = uint(l_125);
const uint l_332 = info.static_meta[uint(4)];
const uint l_333 = l_332 * uint(1);
const bool l_334 = l_124 < l_333;
if (l_334) {
buffer_4[l_124] = l_126;
}
const uint l_127 = uint(2) * l_97;
const uint l_128 = l_127 + uint(1);
const uint64_t l_129 = l_mut_63 >> uint64_t(32);
const uint l_130 = uint(l_129);
const uint l_335 = info.static_meta[uint(4)];
const uint l_336 = l_335 * uint(1);
const bool l_337 = l_128 < l_336;
if (l_337) {
buffer_4[l_128] = l_130;
}
const uint l_131 = uint(7) * thread_index_in_grid;
const uint l_132 = l_131 + uint(6);
const uint l_338 = info.static_meta[uint(3)];
const uint l_339 = l_338 * uint(1);
const bool l_340 = thread_index_in_grid < l_339;
const uint l_341 = l_339 - uint(1);
const uint l_342 = min(thread_index_in_grid, l_341);
const uint l_343 = buffer_3[l_342];
const uint l_344 = (l_340) ? l_343 : uint(0);
const uint l_133 = l_344;
const uint64_t l_134 = uint64_t(uint(0));
l_mut_64 = l_134;
const bool l_135 = l_20 < uint(65536);
if (l_135) {
const uint l_136 = l_20 * l_20;
const uint64_t l_137 = l_10 >> uint64_t(63);
const bool l_138 = l_137 == uint64_t(1);
l_mut_63 = l_10;
if (l_138) {
const uint64_t l_139 = uint64_t(uint(0));
const uint64_t l_140 = l_139 - l_10;
l_mut_63 = l_140;
}
const uint64_t l_141 = uint64_t(l_136);
const uint64_t l_142 = l_mut_63 & uint64_t(4294967295);
const uint64_t l_143 = l_142 * l_141;
const uint64_t l_144 = l_mut_63 >> uint64_t(32);
const uint64_t l_145 = l_144 * l_141;
const uint64_t l_146 = l_145 << uint64_t(32);
const uint64_t l_147 = l_143 + l_146;
const uint64_t l_148 = l_145 >> uint64_t(32);
const bool l_149 = l_147 < l_143;
const uint64_t l_150 = uint64_t(l_149);
const uint64_t l_151 = l_148 + l_150;
l_mut_63 = l_147;
const bool l_152 = l_133 == uint(64);
if (l_152) {
l_mut_63 = l_151;
} else {
const bool l_153 = l_133 > uint(0);
if (l_153) {
const uint l_154 = uint(64) - l_133;
const uint64_t l_155 = uint64_t(l_154);
const uint64_t l_156 = l_151 << l_155;
const uint64_t l_157 = uint64_t(l_133);
const uint64_t l_158 = l_147 >> l_157;
const uint64_t l_159 = l_156 | l_158;
l_mut_63 = l_159;
}
}
l_mut_160 = l_mut_63;
if (l_138) {
const uint64_t l_161 = uint64_t(uint(0));
const uint64_t l_162 = l_161 - l_mut_160;
l_mut_160 = l_162;
}
l_mut_64 = l_mut_160;
} else {
const uint64_t l_163 = l_10 >> uint64_t(63);
const bool l_164 = l_163 == uint64_t(1);
l_mut_160 = l_10;
if (l_164) {
const uint64_t l_165 = uint64_t(uint(0));
const uint64_t l_166 = l_165 - l_10;
l_mut_160 = l_166;
}
const uint64_t l_167 = uint64_t(l_20);
const uint64_t l_168 = l_mut_160 & uint64_t(4294967295);
const uint64_t l_169 = l_168 * l_167;
const uint64_t l_170 = l_mut_160 >> uint64_t(32);
const uint64_t l_171 = l_170 * l_167;
const uint64_t l_172 = l_171 << uint64_t(32);
const uint64_t l_173 = l_169 + l_172;
const uint64_t l_174 = l_171 >> uint64_t(32);
const bool l_175 = l_173 < l_169;
const uint64_t l_176 = uint64_t(l_175);
const uint64_t l_177 = l_174 + l_176;
l_mut_63 = l_173;
const bool l_178 = uint(0) == uint(64);
if (l_178) {
l_mut_63 = l_177;
} else {
const bool l_179 = uint(0) > uint(0);
if (l_179) {
const uint64_t l_180 = uint64_t(uint(64));
const uint64_t l_181 = l_177 << l_180;
const uint64_t l_182 = uint64_t(uint(0));
const uint64_t l_183 = l_173 >> l_182;
const uint64_t l_184 = l_181 | l_183;
l_mut_63 = l_184;
}
}
const uint64_t l_185 = uint64_t(l_20);
const uint64_t l_186 = l_mut_160 & uint64_t(4294967295);
const uint64_t l_187 = l_186 * l_185;
const uint64_t l_188 = l_mut_160 >> uint64_t(32);
const uint64_t l_189 = l_188 * l_185;
const uint64_t l_190 = l_189 << uint64_t(32);
const uint64_t l_191 = l_187 + l_190;
const uint64_t l_192 = l_189 >> uint64_t(32);
const bool l_193 = l_191 < l_187;
const uint64_t l_194 = uint64_t(l_193);
const uint64_t l_195 = l_192 + l_194;
l_mut_160 = l_191;
const bool l_196 = uint(64) == uint(64);
if (l_196) {
l_mut_160 = l_195;
} else {
const bool l_197 = uint(64) > uint(0);
if (l_197) {
const uint64_t l_198 = uint64_t(uint(0));
const uint64_t l_199 = l_195 << l_198;
const uint64_t l_200 = uint64_t(uint(64));
const uint64_t l_201 = l_191 >> l_200;
const uint64_t l_202 = l_199 | l_201;
l_mut_160 = l_202;
}
}
const uint64_t l_203 = uint64_t(l_20);
const uint64_t l_204 = l_mut_63 & uint64_t(4294967295);
const uint64_t l_205 = l_204 * l_203;
const uint64_t l_206 = l_mut_63 >> uint64_t(32);
const uint64_t l_207 = l_206 * l_203;
const uint64_t l_208 = l_207 << uint64_t(32);
const uint64_t l_209 = l_205 + l_208;
const uint64_t l_210 = l_207 >> uint64_t(32);
const bool l_211 = l_209 < l_205;
const uint64_t l_212 = uint64_t(l_211);
const uint64_t l_213 = l_210 + l_212;
l_mut_214 = l_209;
const bool l_215 = uint(0) == uint(64);
if (l_215) {
l_mut_214 = l_213;
} else {
const bool l_216 = uint(0) > uint(0);
if (l_216) {
const uint64_t l_217 = uint64_t(uint(64));
const uint64_t l_218 = l_213 << l_217;
const uint64_t l_219 = uint64_t(uint(0));
const uint64_t l_220 = l_209 >> l_219;
const uint64_t l_221 = l_218 | l_220;
l_mut_214 = l_221;
}
}
const uint64_t l_222 = uint64_t(l_20);
const uint64_t l_223 = l_mut_63 & uint64_t(4294967295);
const uint64_t l_224 = l_223 * l_222;
const uint64_t l_225 = l_mut_63 >> uint64_t(32);
const uint64_t l_226 = l_225 * l_222;
const uint64_t l_227 = l_226 << uint64_t(32);
const uint64_t l_228 = l_224 + l_227;
const uint64_t l_229 = l_226 >> uint64_t(32);
const bool l_230 = l_228 < l_224;
const uint64_t l_231 = uint64_t(l_230);
const uint64_t l_232 = l_229 + l_231;
l_mut_63 = l_228;
const bool l_233 = uint(64) == uint(64);
if (l_233) {
l_mut_63 = l_232;
} else {
const bool l_234 = uint(64) > uint(0);
if (l_234) {
const uint64_t l_235 = uint64_t(uint(0));
const uint64_t l_236 = l_232 << l_235;
const uint64_t l_237 = uint64_t(uint(64));
const uint64_t l_238 = l_228 >> l_237;
const uint64_t l_239 = l_236 | l_238;
l_mut_63 = l_239;
}
}
const uint64_t l_240 = uint64_t(l_20);
const uint64_t l_241 = l_mut_160 * l_240;
const uint64_t l_242 = l_mut_63 + l_241;
l_mut_64 = l_mut_214;
const bool l_243 = l_133 == uint(64);
if (l_243) {
l_mut_64 = l_242;
} else {
const bool l_244 = l_133 > uint(0);
if (l_244) {
const uint l_245 = uint(64) - l_133;
const uint64_t l_246 = uint64_t(l_245);
const uint64_t l_247 = l_242 << l_246;
const uint64_t l_248 = uint64_t(l_133);
const uint64_t l_249 = l_mut_214 >> l_248;
const uint64_t l_250 = l_247 + l_249;
l_mut_64 = l_250;
}
}
if (l_164) {
const uint64_t l_251 = uint64_t(uint(0));
const uint64_t l_252 = l_251 - l_mut_64;
l_mut_64 = l_252;
}
}
const uint l_253 = uint(2) * l_132;
const uint64_t l_254 = l_mut_64 & uint64_t(4294967295);
const uint l_255 = uint(l_254);
const uint l_345 = info.static_meta[uint(4)];
const uint l_346 = l_345 * uint(1);
const bool l_347 = l_253 < l_346;
if (l_347) {
buffer_4[l_253] = l_255;
}
const uint l_256 = uint(2) * l_132;
const uint l_257 = l_256 + uint(1);
const uint64_t l_258 = l_mut_64 >> uint64_t(32);
const uint l_259 = uint(l_258);
const uint l_348 = info.static_meta[uint(4)];
const uint l_349 = l_348 * uint(1);
const bool l_350 = l_257 < l_349;
if (l_350) {
buffer_4[l_257] = l_259;
}
}

}
