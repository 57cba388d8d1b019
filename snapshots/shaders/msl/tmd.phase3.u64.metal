
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[14];
};

[[kernel]]
void phase3(
    const device uint * buffer_0 [[buffer(0)]],
    const device uint * buffer_1 [[buffer(1)]],
    const device uint * buffer_2 [[buffer(2)]],
    const device uint * buffer_3 [[buffer(3)]],
    const device uint * buffer_4 [[buffer(4)]],
    device uint * buffer_5 [[buffer(5)]],
    device atomic_uint * buffer_6 [[buffer(6)]],
    constant info_st& info [[buffer(7)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
uint l_mut_83;
uint64_t l_mut_125;
uint64_t l_mut_147;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_283 = info.static_meta[uint(6)];
const uint l_284 = l_283 * uint(1);
const uint l_285 = l_284 - uint(1);
const uint l_286 = min(uint(3), l_285);
device atomic_uint* l_287 = &buffer_6[l_286];
atomic_uint* l_1 = l_287;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_199 = info.static_meta[uint(3)];
const uint l_200 = l_199 * uint(1);
const bool l_201 = l_3 < l_200;
const uint l_202 = l_200 - uint(1);
const uint l_203 = min(l_3, l_202);
const uint l_204 = buffer_3[l_203];
const uint l_205 = (l_201) ? l_204 : uint(0);
const uint l_4 = l_205;
const uint64_t l_5 = uint64_t(l_4);
const uint l_6 = uint(2) * uint(0);
const uint l_7 = l_6 + uint(1);
const uint l_206 = info.static_meta[uint(3)];
const uint l_207 = l_206 * uint(1);
const bool l_208 = l_7 < l_207;
const uint l_209 = l_207 - uint(1);
const uint l_210 = min(l_7, l_209);
const uint l_211 = buffer_3[l_210];
const uint l_212 = (l_208) ? l_211 : uint(0);
const uint l_8 = l_212;
const uint64_t l_9 = uint64_t(l_8);
const uint64_t l_10 = l_9 << uint64_t(32);
const uint64_t l_11 = l_5 | l_10;
const uint64_t l_12 = l_11 & uint64_t(4294967295);
const uint l_13 = uint(l_12);
const uint l_14 = uint(2) * uint(1);
const uint l_213 = info.static_meta[uint(3)];
const uint l_214 = l_213 * uint(1);
const bool l_215 = l_14 < l_214;
const uint l_216 = l_214 - uint(1);
const uint l_217 = min(l_14, l_216);
const uint l_218 = buffer_3[l_217];
const uint l_219 = (l_215) ? l_218 : uint(0);
const uint l_15 = l_219;
const uint64_t l_16 = uint64_t(l_15);
const uint l_17 = uint(2) * uint(1);
const uint l_18 = l_17 + uint(1);
const uint l_220 = info.static_meta[uint(3)];
const uint l_221 = l_220 * uint(1);
const bool l_222 = l_18 < l_221;
const uint l_223 = l_221 - uint(1);
const uint l_224 = min(l_18, l_223);
const uint l_225 = buffer_3[l_224];
const uint l_226 = (l_222) ? l_225 : uint(0);
const uint l_19 = l_226;
const uint64_t l_20 = uint64_t(l_19);
const uint64_t l_21 = l_20 << uint64_t(32);
const uint64_t l_22 = l_16 | l_21;
const uint64_t l_23 = l_22 & uint64_t(4294967295);
const uint l_24 = uint(l_23);
const uint l_25 = uint(2) * uint(2);
const uint l_227 = info.static_meta[uint(3)];
const uint l_228 = l_227 * uint(1);
const bool l_229 = l_25 < l_228;
const uint l_230 = l_228 - uint(1);
const uint l_231 = min(l_25, l_230);
const uint l_232 = buffer_3[l_231];
const uint l_233 = (l_229) ? l_232 : uint(0);
const uint l_26 = l_233;
const uint64_t l_27 = uint64_t(l_26);
const uint l_28 = uint(2) * uint(2);
const uint l_29 = l_28 + uint(1);
const uint l_234 = info.static_meta[uint(3)];
const uint l_235 = l_234 * uint(1);
const bool l_236 = l_29 < l_235;
const uint l_237 = l_235 - uint(1);
const uint l_238 = min(l_29, l_237);
const uint l_239 = buffer_3[l_238];
const uint l_240 = (l_236) ? l_239 : uint(0);
const uint l_30 = l_240;
const uint64_t l_31 = uint64_t(l_30);
const uint64_t l_32 = l_31 << uint64_t(32);
const uint64_t l_33 = l_27 | l_32;
const uint l_34 = uint(2) * uint(3);
const uint l_241 = info.static_meta[uint(3)];
const uint l_242 = l_241 * uint(1);
const bool l_243 = l_34 < l_242;
const uint l_244 = l_242 - uint(1);
const uint l_245 = min(l_34, l_244);
const uint l_246 = buffer_3[l_245];
const uint l_247 = (l_243) ? l_246 : uint(0);
const uint l_35 = l_247;
const uint64_t l_36 = uint64_t(l_35);
const uint l_37 = uint(2) * uint(3);
const uint l_38 = l_37 + uint(1);
const uint l_248 = info.static_meta[uint(3)];
const uint l_249 = l_248 * uint(1);
const bool l_250 = l_38 < l_249;
const uint l_251 = l_249 - uint(1);
const uint l_252 = min(l_38, l_251);
const uint l_253 = buffer_3[l_252];
const uint l_254 = (l_250) ? l_253 : uint(0);
const uint l_39 = l_254;
const uint64_t l_40 = uint64_t(l_39);
const uint64_t l_41 = l_40 << uint64_t(32);
const uint64_t l_42 = l_36 | l_41;
const uint l_43 = uint(2) * uint(4);
const uint l_255 = info.static_meta[uint(3)];
const uint l_256 = l_255 * uint(1);
const bool l_257 = l_43 < l_256;
const uint l_258 = l_256 - uint(1);
const uint l_259 = min(l_43, l_258);
const uint l_260 = buffer_3[l_259];
const uint l_261 = (l_257) ? l_260 : uint(0);
const uint l_44 = l_261;
const uint64_t l_45 = uint64_t(l_44);
const uint l_46 = uint(2) * uint(4);
const uint l_47 = l_46 + uint(1);
const uint l_262 = info.static_meta[uint(3)];
const uint l_263 = l_262 * uint(1);
const bool l_264 = l_47 < l_263;
const uint l_265 = l_263 - uint(1);
const uint l_266 = min(l_47, l_265);
const uint l_267 = buffer_3[l_266];
const uint l_268 = (l_264) ? l_267 : uint(0);
const uint l_48 = l_268;
const uint64_t l_49 = uint64_t(l_48);
const uint64_t l_50 = l_49 << uint64_t(32);
const uint64_t l_51 = l_45 | l_50;
const uint l_52 = uint(2) * uint(5);
const uint l_269 = info.static_meta[uint(3)];
const uint l_270 = l_269 * uint(1);
const bool l_271 = l_52 < l_270;
const uint l_272 = l_270 - uint(1);
const uint l_273 = min(l_52, l_272);
const uint l_274 = buffer_3[l_273];
const uint l_275 = (l_271) ? l_274 : uint(0);
const uint l_53 = l_275;
const uint64_t l_54 = uint64_t(l_53);
const uint l_55 = uint(2) * uint(5);
const uint l_56 = l_55 + uint(1);
const uint l_276 = info.static_meta[uint(3)];
const uint l_277 = l_276 * uint(1);
const bool l_278 = l_56 < l_277;
const uint l_279 = l_277 - uint(1);
const uint l_280 = min(l_56, l_279);
const uint l_281 = buffer_3[l_280];
const uint l_282 = (l_278) ? l_281 : uint(0);
const uint l_57 = l_282;
const uint64_t l_58 = uint64_t(l_57);
const uint64_t l_59 = l_58 << uint64_t(32);
const uint64_t l_60 = l_54 | l_59;
const uint l_61 = l_13 / uint(8);
const uint l_62 = l_61 + uint(64);
const uint l_63 = l_62 - uint(1);
const uint l_64 = l_63 / uint(64);
const uint l_65 = info.static_meta[uint(11)];
const uint l_66 = l_65 * l_64;
const bool l_67 = thread_index_in_grid < l_66;
if (l_67) {
const uint l_68 = thread_index_in_grid / l_64;
const uint l_288 = info.static_meta[uint(4)];
const uint l_289 = l_288 * uint(1);
const bool l_290 = l_68 < l_289;
const uint l_291 = l_289 - uint(1);
const uint l_292 = min(l_68, l_291);
const uint l_293 = buffer_4[l_292];
const uint l_294 = (l_290) ? l_293 : uint(0);
const uint l_69 = l_294;
const uint l_70 = l_69 / uint(8);
const uint l_71 = l_69 % uint(8);
const uint l_72 = l_71 * l_61;
const uint l_73 = thread_index_in_grid % l_64;
const uint l_74 = l_73 * uint(64);
const uint l_75 = l_72 + l_74;
const uint l_76 = l_75 + uint(64);
const uint l_77 = l_71 + uint(1);
const uint l_78 = l_77 * l_61;
const uint l_79 = min(l_76, l_78);
const uint64_t l_80 = uint64_t(l_70);
const uint64_t l_81 = uint64_t(l_13);
const uint64_t l_82 = l_80 * l_81;
l_mut_83 = uint(0);
const bool l_84 = l_82 < l_60;
if (l_84) {
const uint64_t l_85 = l_60 - l_82;
l_mut_83 = l_13;
const uint64_t l_86 = uint64_t(l_13);
const bool l_87 = l_85 < l_86;
if (l_87) {
const uint64_t l_88 = l_85 & uint64_t(4294967295);
const uint l_89 = uint(l_88);
l_mut_83 = l_89;
}
}
const uint l_90 = min(l_79, l_mut_83);
const uint l_91 = uint(2) * l_70;
const uint l_295 = info.static_meta[uint(0)];
const uint l_296 = l_295 * uint(1);
const bool l_297 = l_91 < l_296;
const uint l_298 = l_296 - uint(1);
const uint l_299 = min(l_91, l_298);
const uint l_300 = buffer_0[l_299];
const uint l_301 = (l_297) ? l_300 : uint(0);
const uint l_92 = l_301;
const uint64_t l_93 = uint64_t(l_92);
const uint l_94 = uint(2) * l_70;
const uint l_95 = l_94 + uint(1);
const uint l_302 = info.static_meta[uint(0)];
const uint l_303 = l_302 * uint(1);
const bool l_304 = l_95 < l_303;
const uint l_305 = l_303 - uint(1);
const uint l_306 = min(l_95, l_305);
const uint l_307 = buffer_0[l_306];
const uint l_308 = (l_304) ? l_307 : uint(0);
const uint l_96 = l_308;
const uint64_t l_97 = uint64_t(l_96);
const uint64_t l_98 = l_97 << uint64_t(32);
const uint64_t l_99 = l_93 | l_98;
const uint l_100 = uint(2) * l_70;
const uint l_309 = info.static_meta[uint(1)];
const uint l_310 = l_309 * uint(1);
const bool l_311 = l_100 < l_310;
const uint l_312 = l_310 - uint(1);
const uint l_313 = min(l_100, l_312);
const uint l_314 = buffer_1[l_313];
const uint l_315 = (l_311) ? l_314 : uint(0);
const uint l_101 = l_315;
const uint64_t l_102 = uint64_t(l_101);
const uint l_103 = uint(2) * l_70;
const uint l_104 = l_103 + uint(1);
const uint l_316 = info.static_meta[uint(1)];
const uint l_317 = l_316 * uint(1);
const bool l_318 = l_104 < l_317;
const uint l_319 = l_317 - uint(1);
const uint l_320 = min(l_104, l_319);
const uint l_321 = buffer_1[l_320];
const uint l_322 = (l_318) ? l_321 : uint(0);
const uint l_105 = l_322;
const uint64_t l_106 = uint64_t(l_105);
const uint64_t l_107 = l_106 << uint64_t(32);
const uint64_t l_108 = l_102 | l_107;
const uint l_109 = uint(2) * l_70;
const uint l_323 = info.static_meta[uint(2)];
const uint l_324 = l_323 * uint(1);
const bool l_325 = l_109 < l_324;
const uint l_326 = l_324 - uint(1);
const uint l_327 = min(l_109, l_326);
const uint l_328 = buffer_2[l_327];
const uint l_329 = (l_325) ? l_328 : uint(0);
const uint l_110 = l_329;
const uint64_t l_111 = uint64_t(l_110);
const uint l_112 = uint(2) * l_70;
const uint l_113 = l_112 + uint(1);
const uint l_330 = info.static_meta[uint(2)];
const uint l_331 = l_330 * uint(1);
const bool l_332 = l_113 < l_331;
const uint l_333 = l_331 - uint(1);
const uint l_334 = min(l_113, l_333);
const uint l_335 = buffer_2[l_334];
const uint l_336 = (l_332) ? l_335 : uint(0);
const uint l_114 = l_336;
const uint64_t l_115 = uint64_t(l_114);
const uint64_t l_116 = l_115 << uint64_t(32);
const uint64_t l_117 = l_111 | l_116;
l_mut_83 = uint(0);

for (uint l_mut_118 = l_75; l_mut_118 < l_90; ++l_mut_118) {
const uint64_t l_119 = uint64_t(l_mut_118);
const uint64_t l_120 = l_99 * l_119;
const uint64_t l_121 = l_108 + l_120;
const uint l_122 = l_mut_118 * l_mut_118;
const uint64_t l_123 = l_117 >> uint64_t(63);
const bool l_124 = l_123 == uint64_t(1);
l_mut_125 = l_117;
if (l_124) {
const uint64_t l_126 = uint64_t(uint(0));
const uint64_t l_127 = l_126 - l_117;
l_mut_125 = l_127;
}
const uint64_t l_128 = uint64_t(l_122);
const uint64_t l_129 = l_mut_125 & uint64_t(4294967295);
const uint64_t l_130 = l_129 * l_128;
const uint64_t l_131 = l_mut_125 >> uint64_t(32);
const uint64_t l_132 = l_131 * l_128;
const uint64_t l_133 = l_132 << uint64_t(32);
const uint64_t l_134 = l_130 + l_133;
const uint64_t l_135 = l_132 >> uint64_t(32);
const bool l_136 = l_134 < l_130;
const uint64_t l_137 = uint64_t(l_136);
const uint64_t l_138 = l_135 + l_137;
l_mut_125 = l_134;
const bool l_139 = l_24 == uint(64);
if (l_139) {
l_mut_125 = l_138;
} else {
const bool l_140 = l_24 > uint(0);
if (l_140) {
const uint l_141 = uint(64) - l_24;
const uint64_t l_142 = uint64_t(l_141);
const uint64_t l_143 = l_138 << l_142;
const uint64_t l_144 = uint64_t(l_24);
const uint64_t l_145 = l_134 >> l_144;
const uint64_t l_146 = l_143 | l_145;
l_mut_125 = l_146;
}
}
l_mut_147 = l_mut_125;
if (l_124) {
const uint64_t l_148 = uint64_t(uint(0));
const uint64_t l_149 = l_148 - l_mut_147;
l_mut_147 = l_149;
}
const uint64_t l_150 = l_121 + l_mut_147;
const uint64_t l_151 = uint64_t(uint(0));
const uint64_t l_152 = l_151 - l_150;
l_mut_147 = l_152;
const bool l_153 = l_150 < l_mut_147;
if (l_153) {
l_mut_147 = l_150;
}
const bool l_154 = l_mut_147 < l_51;
const uint l_155 = uint(l_154);
l_mut_83 = l_mut_83 + l_155;
}
const bool l_156 = l_mut_83 > uint(0);
if (l_156) {
const uint l_337 = info.static_meta[uint(6)];
const uint l_338 = l_337 * uint(1);
const uint l_339 = l_338 - uint(1);
const uint l_340 = min(uint(2), l_339);
device atomic_uint* l_341 = &buffer_6[l_340];
atomic_uint* l_157 = l_341;
const uint l_158 = atomic_fetch_add_explicit(l_157, l_mut_83, memory_order_relaxed);
l_mut_83 = l_158;

for (uint l_mut_159 = l_75; l_mut_159 < l_90; ++l_mut_159) {
const uint64_t l_160 = uint64_t(l_mut_159);
const uint64_t l_161 = l_99 * l_160;
const uint64_t l_162 = l_108 + l_161;
const uint l_163 = l_mut_159 * l_mut_159;
const uint64_t l_164 = l_117 >> uint64_t(63);
const bool l_165 = l_164 == uint64_t(1);
l_mut_147 = l_117;
if (l_165) {
const uint64_t l_166 = uint64_t(uint(0));
const uint64_t l_167 = l_166 - l_117;
l_mut_147 = l_167;
}
const uint64_t l_168 = uint64_t(l_163);
const uint64_t l_169 = l_mut_147 & uint64_t(4294967295);
const uint64_t l_170 = l_169 * l_168;
const uint64_t l_171 = l_mut_147 >> uint64_t(32);
const uint64_t l_172 = l_171 * l_168;
const uint64_t l_173 = l_172 << uint64_t(32);
const uint64_t l_174 = l_170 + l_173;
const uint64_t l_175 = l_172 >> uint64_t(32);
const bool l_176 = l_174 < l_170;
const uint64_t l_177 = uint64_t(l_176);
const uint64_t l_178 = l_175 + l_177;
l_mut_147 = l_174;
const bool l_179 = l_24 == uint(64);
if (l_179) {
l_mut_147 = l_178;
} else {
const bool l_180 = l_24 > uint(0);
if (l_180) {
const uint l_181 = uint(64) - l_24;
const uint64_t l_182 = uint64_t(l_181);
const uint64_t l_183 = l_178 << l_182;
const uint64_t l_184 = uint64_t(l_24);
const uint64_t l_185 = l_174 >> l_184;
const uint64_t l_186 = l_183 | l_185;
l_mut_147 = l_186;
}
}
l_mut_125 = l_mut_147;
if (l_165) {
const uint64_t l_187 = uint64_t(uint(0));
const uint64_t l_188 = l_187 - l_mut_125;
l_mut_125 = l_188;
}
const uint64_t l_189 = l_162 + l_mut_125;
const uint64_t l_190 = uint64_t(uint(0));
const uint64_t l_191 = l_190 - l_189;
l_mut_147 = l_191;
const bool l_192 = l_189 < l_mut_147;
if (l_192) {
l_mut_147 = l_189;
}
const bool l_193 = l_mut_147 < l_51;
if (l_193) {
const uint l_194 = l_mut_83 * uint(2);
const uint l_195 = l_194 + uint(1);
const uint l_196 = info.static_meta[uint(12)];
const bool l_197 = l_195 < l_196;
if (l_197) {
const uint l_342 = info.static_meta[uint(5)];
const uint l_343 = l_342 * uint(1);
const bool l_344 = l_194 < l_343;
if (l_344) {
buffer_5[l_194] = l_70;
}
const uint l_198 = l_194 + uint(1);
const uint l_345 = info.static_meta[uint(5)];
const uint l_346 = l_345 * uint(1);
const bool l_347 = l_198 < l_346;
if (l_347) {
buffer_5[l_198] = l_mut_159;
}
}
l_mut_83 = l_mut_83 + uint(1);
}
}
}
}

}
