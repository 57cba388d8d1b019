
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[14];
};

[[kernel]]
void phase2(
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
bool l_mut_230;
bool l_mut_233;
bool l_mut_235;
bool l_mut_242;
bool l_mut_245;
uint l_mut_229;
uint l_mut_241;
uint l_mut_72;
uint64_t l_mut_112;
uint64_t l_mut_134;
uint64_t l_mut_228;
uint64_t l_mut_237;
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
const uint l_3 = info.static_meta[uint(11)];
const uint l_4 = l_3 * uint(8);
const bool l_5 = thread_index_in_grid < l_4;
if (l_5) {
const uint l_6 = uint(2) * uint(0);
const uint l_288 = info.static_meta[uint(3)];
const uint l_289 = l_288 * uint(1);
const bool l_290 = l_6 < l_289;
const uint l_291 = l_289 - uint(1);
const uint l_292 = min(l_6, l_291);
const uint l_293 = buffer_3[l_292];
const uint l_294 = (l_290) ? l_293 : uint(0);
const uint l_7 = l_294;
const uint64_t l_8 = uint64_t(l_7);
const uint l_9 = uint(2) * uint(0);
const uint l_10 = l_9 + uint(1);
const uint l_295 = info.static_meta[uint(3)];
const uint l_296 = l_295 * uint(1);
const bool l_297 = l_10 < l_296;
const uint l_298 = l_296 - uint(1);
const uint l_299 = min(l_10, l_298);
const uint l_300 = buffer_3[l_299];
const uint l_301 = (l_297) ? l_300 : uint(0);
const uint l_11 = l_301;
const uint64_t l_12 = uint64_t(l_11);
const uint64_t l_13 = l_12 << uint64_t(32);
const uint64_t l_14 = l_8 | l_13;
const uint64_t l_15 = l_14 & uint64_t(4294967295);
const uint l_16 = uint(l_15);
const uint l_17 = uint(2) * uint(1);
const uint l_302 = info.static_meta[uint(3)];
const uint l_303 = l_302 * uint(1);
const bool l_304 = l_17 < l_303;
const uint l_305 = l_303 - uint(1);
const uint l_306 = min(l_17, l_305);
const uint l_307 = buffer_3[l_306];
const uint l_308 = (l_304) ? l_307 : uint(0);
const uint l_18 = l_308;
const uint64_t l_19 = uint64_t(l_18);
const uint l_20 = uint(2) * uint(1);
const uint l_21 = l_20 + uint(1);
const uint l_309 = info.static_meta[uint(3)];
const uint l_310 = l_309 * uint(1);
const bool l_311 = l_21 < l_310;
const uint l_312 = l_310 - uint(1);
const uint l_313 = min(l_21, l_312);
const uint l_314 = buffer_3[l_313];
const uint l_315 = (l_311) ? l_314 : uint(0);
const uint l_22 = l_315;
const uint64_t l_23 = uint64_t(l_22);
const uint64_t l_24 = l_23 << uint64_t(32);
const uint64_t l_25 = l_19 | l_24;
const uint64_t l_26 = l_25 & uint64_t(4294967295);
const uint l_27 = uint(l_26);
const uint l_28 = uint(2) * uint(2);
const uint l_316 = info.static_meta[uint(3)];
const uint l_317 = l_316 * uint(1);
const bool l_318 = l_28 < l_317;
const uint l_319 = l_317 - uint(1);
const uint l_320 = min(l_28, l_319);
const uint l_321 = buffer_3[l_320];
const uint l_322 = (l_318) ? l_321 : uint(0);
const uint l_29 = l_322;
const uint64_t l_30 = uint64_t(l_29);
const uint l_31 = uint(2) * uint(2);
const uint l_32 = l_31 + uint(1);
const uint l_323 = info.static_meta[uint(3)];
const uint l_324 = l_323 * uint(1);
const bool l_325 = l_32 < l_324;
const uint l_326 = l_324 - uint(1);
const uint l_327 = min(l_32, l_326);
const uint l_328 = buffer_3[l_327];
const uint l_329 = (l_325) ? l_328 : uint(0);
const uint l_33 = l_329;
const uint64_t l_34 = uint64_t(l_33);
const uint64_t l_35 = l_34 << uint64_t(32);
const uint64_t l_36 = l_30 | l_35;
const uint l_37 = uint(2) * uint(3);
const uint l_330 = info.static_meta[uint(3)];
const uint l_331 = l_330 * uint(1);
const bool l_332 = l_37 < l_331;
const uint l_333 = l_331 - uint(1);
const uint l_334 = min(l_37, l_333);
const uint l_335 = buffer_3[l_334];
const uint l_336 = (l_332) ? l_335 : uint(0);
const uint l_38 = l_336;
const uint64_t l_39 = uint64_t(l_38);
const uint l_40 = uint(2) * uint(3);
const uint l_41 = l_40 + uint(1);
const uint l_337 = info.static_meta[uint(3)];
const uint l_338 = l_337 * uint(1);
const bool l_339 = l_41 < l_338;
const uint l_340 = l_338 - uint(1);
const uint l_341 = min(l_41, l_340);
const uint l_342 = buffer_3[l_341];
const uint l_343 = (l_339) ? l_342 : uint(0);
const uint l_42 = l_343;
const uint64_t l_43 = uint64_t(l_42);
const uint64_t l_44 = l_43 << uint64_t(32);
const uint64_t l_45 = l_39 | l_44;
const uint l_46 = uint(2) * uint(4);
const uint l_344 = info.static_meta[uint(3)];
const uint l_345 = l_344 * uint(1);
const bool l_346 = l_46 < l_345;
const uint l_347 = l_345 - uint(1);
const uint l_348 = min(l_46, l_347);
const uint l_349 = buffer_3[l_348];
const uint l_350 = (l_346) ? l_349 : uint(0);
const uint l_47 = l_350;
const uint64_t l_48 = uint64_t(l_47);
const uint l_49 = uint(2) * uint(4);
const uint l_50 = l_49 + uint(1);
const uint l_351 = info.static_meta[uint(3)];
const uint l_352 = l_351 * uint(1);
const bool l_353 = l_50 < l_352;
const uint l_354 = l_352 - uint(1);
const uint l_355 = min(l_50, l_354);
const uint l_356 = buffer_3[l_355];
const uint l_357 = (l_353) ? l_356 : uint(0);
const uint l_51 = l_357;
const uint64_t l_52 = uint64_t(l_51);
const uint64_t l_53 = l_52 << uint64_t(32);
const uint64_t l_54 = l_48 | l_53;
const uint l_55 = uint(2) * uint(5);
const uint l_358 = info.static_meta[uint(3)];
const uint l_359 = l_358 * uint(1);
const bool l_360 = l_55 < l_359;
const uint l_361 = l_359 - uint(1);
const uint l_362 = min(l_55, l_361);
const uint l_363 = buffer_3[l_362];
const uint l_364 = (l_360) ? l_363 : uint(0);
const uint l_56 = l_364;
const uint64_t l_57 = uint64_t(l_56);
const uint l_58 = uint(2) * uint(5);
const uint l_59 = l_58 + uint(1);
const uint l_365 = info.static_meta[uint(3)];
const uint l_366 = l_365 * uint(1);
const bool l_367 = l_59 < l_366;
const uint l_368 = l_366 - uint(1);
const uint l_369 = min(l_59, l_368);
const uint l_370 = buffer_3[l_369];
const uint l_371 = (l_367) ? l_370 : uint(0);
const uint l_60 = l_371;
const uint64_t l_61 = uint64_t(l_60);
const uint64_t l_62 = l_61 << uint64_t(32);
const uint64_t l_63 = l_57 | l_62;
const uint l_64 = thread_index_in_grid / uint(8);
const uint l_372 = info.static_meta[uint(4)];
const uint l_373 = l_372 * uint(1);
const bool l_374 = l_64 < l_373;
const uint l_375 = l_373 - uint(1);
const uint l_376 = min(l_64, l_375);
const uint l_377 = buffer_4[l_376];
const uint l_378 = (l_374) ? l_377 : uint(0);
const uint l_65 = l_378;
const uint l_66 = thread_index_in_grid % uint(8);
const uint l_67 = l_16 / uint(8);
const uint l_68 = l_66 * l_67;
const uint64_t l_69 = uint64_t(l_65);
const uint64_t l_70 = uint64_t(l_16);
const uint64_t l_71 = l_69 * l_70;
l_mut_72 = uint(0);
const bool l_73 = l_71 < l_63;
if (l_73) {
const uint64_t l_74 = l_63 - l_71;
l_mut_72 = l_16;
const uint64_t l_75 = uint64_t(l_16);
const bool l_76 = l_74 < l_75;
if (l_76) {
const uint64_t l_77 = l_74 & uint64_t(4294967295);
const uint l_78 = uint(l_77);
l_mut_72 = l_78;
}
}
const bool l_79 = l_68 < l_mut_72;
if (l_79) {
const uint l_80 = uint(2) * l_65;
const uint l_379 = info.static_meta[uint(0)];
const uint l_380 = l_379 * uint(1);
const bool l_381 = l_80 < l_380;
const uint l_382 = l_380 - uint(1);
const uint l_383 = min(l_80, l_382);
const uint l_384 = buffer_0[l_383];
const uint l_385 = (l_381) ? l_384 : uint(0);
const uint l_81 = l_385;
const uint64_t l_82 = uint64_t(l_81);
const uint l_83 = uint(2) * l_65;
const uint l_84 = l_83 + uint(1);
const uint l_386 = info.static_meta[uint(0)];
const uint l_387 = l_386 * uint(1);
const bool l_388 = l_84 < l_387;
const uint l_389 = l_387 - uint(1);
const uint l_390 = min(l_84, l_389);
const uint l_391 = buffer_0[l_390];
const uint l_392 = (l_388) ? l_391 : uint(0);
const uint l_85 = l_392;
const uint64_t l_86 = uint64_t(l_85);
const uint64_t l_87 = l_86 << uint64_t(32);
const uint64_t l_88 = l_82 | l_87;
const uint l_89 = uint(2) * l_65;
const uint l_393 = info.static_meta[uint(1)];
const uint l_394 = l_393 * uint(1);
const bool l_395 = l_89 < l_394;
const uint l_396 = l_394 - uint(1);
const uint l_397 = min(l_89, l_396);
const uint l_398 = buffer_1[l_397];
const uint l_399 = (l_395) ? l_398 : uint(0);
const uint l_90 = l_399;
const uint64_t l_91 = uint64_t(l_90);
const uint l_92 = uint(2) * l_65;
const uint l_93 = l_92 + uint(1);
const uint l_400 = info.static_meta[uint(1)];
const uint l_401 = l_400 * uint(1);
const bool l_402 = l_93 < l_401;
const uint l_403 = l_401 - uint(1);
const uint l_404 = min(l_93, l_403);
const uint l_405 = buffer_1[l_404];
const uint l_406 = (l_402) ? l_405 : uint(0);
const uint l_94 = l_406;
const uint64_t l_95 = uint64_t(l_94);
const uint64_t l_96 = l_95 << uint64_t(32);
const uint64_t l_97 = l_91 | l_96;
const uint l_98 = uint(2) * l_65;
const uint l_407 = info.static_meta[uint(2)];
const uint l_408 = l_407 * uint(1);
const bool l_409 = l_98 < l_408;
const uint l_410 = l_408 - uint(1);
const uint l_411 = min(l_98, l_410);
const uint l_412 = buffer_2[l_411];
const uint l_413 = (l_409) ? l_412 : uint(0);
const uint l_99 = l_413;
const uint64_t l_100 = uint64_t(l_99);
const uint l_101 = uint(2) * l_65;
const uint l_102 = l_101 + uint(1);
const uint l_414 = info.static_meta[uint(2)];
const uint l_415 = l_414 * uint(1);
const bool l_416 = l_102 < l_415;
const uint l_417 = l_415 - uint(1);
const uint l_418 = min(l_102, l_417);
const uint l_419 = buffer_2[l_418];
const uint l_420 = (l_416) ? l_419 : uint(0);
const uint l_103 = l_420;
const uint64_t l_104 = uint64_t(l_103);
const uint64_t l_105 = l_104 << uint64_t(32);
const uint64_t l_106 = l_100 | l_105;
const uint l_107 = l_16 / uint(8);
const uint l_108 = l_66 * l_107;
const uint l_109 = l_108 + l_108;
const uint64_t l_110 = l_106 >> uint64_t(63);
const bool l_111 = l_110 == uint64_t(1);
l_mut_112 = l_106;
if (l_111) {
const uint64_t l_113 = uint64_t(uint(0));
const uint64_t l_114 = l_113 - l_106;
l_mut_112 = l_114;
}
const uint64_t l_115 = uint64_t(l_109);
const uint64_t l_116 = l_mut_112 & uint64_t(4294967295);
const uint64_t l_117 = l_116 * l_115;
const uint64_t l_118 = l_mut_112 >> uint64_t(32);
const uint64_t l_119 = l_118 * l_115;
const uint64_t l_120 = l_119 << uint64_t(32);
const uint64_t l_121 = l_117 + l_120;
const uint64_t l_122 = l_119 >> uint64_t(32);
const bool l_123 = l_121 < l_117;
const uint64_t l_124 = uint64_t(l_123);
const uint64_t l_125 = l_122 + l_124;
l_mut_112 = l_121;
const bool l_126 = l_27 == uint(64);
if (l_126) {
l_mut_112 = l_125;
} else {
const bool l_127 = l_27 > uint(0);
if (l_127) {
const uint l_128 = uint(64) - l_27;
const uint64_t l_129 = uint64_t(l_128);
const uint64_t l_130 = l_125 << l_129;
const uint64_t l_131 = uint64_t(l_27);
const uint64_t l_132 = l_121 >> l_131;
const uint64_t l_133 = l_130 | l_132;
l_mut_112 = l_133;
}
}
l_mut_134 = l_mut_112;
if (l_111) {
const uint64_t l_135 = uint64_t(uint(0));
const uint64_t l_136 = l_135 - l_mut_134;
l_mut_134 = l_136;
}
const uint64_t l_137 = l_88 + l_mut_134;
const uint64_t l_138 = uint64_t(l_108);
const uint64_t l_139 = l_88 * l_138;
const uint64_t l_140 = l_97 + l_139;
const uint l_141 = l_108 * l_108;
const uint64_t l_142 = l_106 >> uint64_t(63);
const bool l_143 = l_142 == uint64_t(1);
l_mut_134 = l_106;
if (l_143) {
const uint64_t l_144 = uint64_t(uint(0));
const uint64_t l_145 = l_144 - l_106;
l_mut_134 = l_145;
}
const uint64_t l_146 = uint64_t(l_141);
const uint64_t l_147 = l_mut_134 & uint64_t(4294967295);
const uint64_t l_148 = l_147 * l_146;
const uint64_t l_149 = l_mut_134 >> uint64_t(32);
const uint64_t l_150 = l_149 * l_146;
const uint64_t l_151 = l_150 << uint64_t(32);
const uint64_t l_152 = l_148 + l_151;
const uint64_t l_153 = l_150 >> uint64_t(32);
const bool l_154 = l_152 < l_148;
const uint64_t l_155 = uint64_t(l_154);
const uint64_t l_156 = l_153 + l_155;
l_mut_134 = l_152;
const bool l_157 = l_27 == uint(64);
if (l_157) {
l_mut_134 = l_156;
} else {
const bool l_158 = l_27 > uint(0);
if (l_158) {
const uint l_159 = uint(64) - l_27;
const uint64_t l_160 = uint64_t(l_159);
const uint64_t l_161 = l_156 << l_160;
const uint64_t l_162 = uint64_t(l_27);
const uint64_t l_163 = l_152 >> l_162;
const uint64_t l_164 = l_161 | l_163;
l_mut_134 = l_164;
}
}
l_mut_112 = l_mut_134;
if (l_143) {
const uint64_t l_165 = uint64_t(uint(0));
const uint64_t l_166 = l_165 - l_mut_112;
l_mut_112 = l_166;
}
const uint64_t l_167 = l_140 + l_mut_112;
const uint64_t l_168 = l_106 >> uint64_t(63);
const bool l_169 = l_168 == uint64_t(1);
l_mut_134 = l_106;
if (l_169) {
const uint64_t l_170 = uint64_t(uint(0));
const uint64_t l_171 = l_170 - l_106;
l_mut_134 = l_171;
}
const uint64_t l_172 = uint64_t(l_107);
const uint64_t l_173 = l_mut_134 & uint64_t(4294967295);
const uint64_t l_174 = l_173 * l_172;
const uint64_t l_175 = l_mut_134 >> uint64_t(32);
const uint64_t l_176 = l_175 * l_172;
const uint64_t l_177 = l_176 << uint64_t(32);
const uint64_t l_178 = l_174 + l_177;
const uint64_t l_179 = l_176 >> uint64_t(32);
const bool l_180 = l_178 < l_174;
const uint64_t l_181 = uint64_t(l_180);
const uint64_t l_182 = l_179 + l_181;
l_mut_134 = l_178;
const bool l_183 = l_27 == uint(64);
if (l_183) {
l_mut_134 = l_182;
} else {
const bool l_184 = l_27 > uint(0);
if (l_184) {
const uint l_185 = uint(64) - l_27;
const uint64_t l_186 = uint64_t(l_185);
const uint64_t l_187 = l_182 << l_186;
const uint64_t l_188 = uint64_t(l_27);
const uint64_t l_189 = l_178 >> l_188;
const uint64_t l_190 = l_187 | l_189;
l_mut_134 = l_190;
}
}
l_mut_112 = l_mut_134;
if (l_169) {
const uint64_t l_191 = uint64_t(uint(0));
const uint64_t l_192 = l_191 - l_mut_112;
l_mut_112 = l_192;
}
const uint64_t l_193 = l_137 + l_mut_112;
const uint l_194 = l_107 * l_107;
const uint l_195 = l_27 + uint(3);
const uint64_t l_196 = l_106 >> uint64_t(63);
const bool l_197 = l_196 == uint64_t(1);
l_mut_134 = l_106;
if (l_197) {
const uint64_t l_198 = uint64_t(uint(0));
const uint64_t l_199 = l_198 - l_106;
l_mut_134 = l_199;
}
const uint64_t l_200 = uint64_t(l_194);
const uint64_t l_201 = l_mut_134 & uint64_t(4294967295);
const uint64_t l_202 = l_201 * l_200;
const uint64_t l_203 = l_mut_134 >> uint64_t(32);
const uint64_t l_204 = l_203 * l_200;
const uint64_t l_205 = l_204 << uint64_t(32);
const uint64_t l_206 = l_202 + l_205;
const uint64_t l_207 = l_204 >> uint64_t(32);
const bool l_208 = l_206 < l_202;
const uint64_t l_209 = uint64_t(l_208);
const uint64_t l_210 = l_207 + l_209;
l_mut_134 = l_206;
const bool l_211 = l_195 == uint(64);
if (l_211) {
l_mut_134 = l_210;
} else {
const bool l_212 = l_195 > uint(0);
if (l_212) {
const uint l_213 = uint(64) - l_195;
const uint64_t l_214 = uint64_t(l_213);
const uint64_t l_215 = l_210 << l_214;
const uint64_t l_216 = uint64_t(l_195);
const uint64_t l_217 = l_206 >> l_216;
const uint64_t l_218 = l_215 | l_217;
l_mut_134 = l_218;
}
}
l_mut_112 = l_mut_134;
if (l_197) {
const uint64_t l_219 = uint64_t(uint(0));
const uint64_t l_220 = l_219 - l_mut_112;
l_mut_112 = l_220;
}
const uint64_t l_221 = l_167 - l_mut_112;
const uint64_t l_222 = l_221 + l_45;
const uint64_t l_223 = uint64_t(uint(0));
const uint64_t l_224 = l_223 - l_193;
const uint64_t l_225 = l_45 + l_45;
l_mut_134 = l_224;
const uint64_t l_226 = uint64_t(uint(0));
const uint64_t l_227 = l_226 - l_224;
l_mut_112 = l_227;
l_mut_228 = l_222;
l_mut_72 = uint(1);
l_mut_229 = uint(1);
l_mut_230 = bool(false);
const bool l_231 = l_mut_228 < l_225;
const bool l_232 = !l_231;
l_mut_233 = l_232;
const bool l_234 = l_224 == uint64_t(0);
if (l_234) {
l_mut_230 = l_mut_233;
l_mut_233 = bool(false);
}
l_mut_235 = bool(false);
while (true) {
const bool l_236 = !l_mut_233;
if (l_236) {
break;}
l_mut_237 = l_mut_134;
if (l_mut_235) {
l_mut_237 = l_mut_112;
}
const bool l_238 = l_mut_228 < l_mut_237;
const bool l_239 = !l_238;
const bool l_240 = l_239 != l_mut_235;
if (l_240) {
l_mut_237 = l_mut_134;
l_mut_134 = l_mut_112;
l_mut_112 = l_mut_237;
l_mut_241 = l_mut_72;
l_mut_72 = l_mut_229;
l_mut_229 = l_mut_241;
l_mut_235 = l_239;
}
l_mut_242 = bool(true);
if (l_mut_235) {
const uint64_t l_243 = l_mut_228 - l_mut_112;
l_mut_228 = l_243;
const bool l_244 = l_mut_228 < l_225;
if (l_244) {
l_mut_233 = bool(false);
l_mut_242 = bool(false);
}
}
if (l_mut_242) {
l_mut_241 = uint(0);
l_mut_245 = bool(false);
const uint64_t l_246 = uint64_t(uint(3));
const uint64_t l_247 = l_mut_112 >> l_246;
const bool l_248 = l_247 < l_mut_134;
const bool l_249 = !l_248;
l_mut_245 = l_249;
const bool l_250 = l_mut_134 == uint64_t(0);
if (l_250) {
l_mut_241 = l_107;
} else {
if (l_mut_245) {
const bool l_251 = l_mut_134 < l_mut_112;
if (l_251) {
const uint64_t l_252 = l_mut_112 - uint64_t(1);
const uint64_t l_253 = l_252 / l_mut_134;
const uint64_t l_254 = uint64_t(l_107);
const bool l_255 = l_253 < l_254;
const uint64_t l_256 = uint64_t(l_107);
const uint64_t l_257 = (l_255) ? l_253 : l_256;
const uint l_258 = uint(l_257);
l_mut_241 = l_258;
}
} else {
l_mut_237 = l_mut_112;
while (true) {
const bool l_259 = l_mut_134 < l_mut_237;
const uint l_260 = l_mut_241 * l_mut_229;
const uint l_261 = l_mut_72 + l_260;
const uint l_262 = l_261 + l_mut_229;
const bool l_263 = l_262 < l_107;
const bool l_264 = l_259 && l_263;
const bool l_265 = !l_264;
if (l_265) {
break;}
const uint64_t l_266 = l_mut_237 - l_mut_134;
l_mut_237 = l_266;
l_mut_241 = l_mut_241 + uint(1);
}
}
}
const uint l_267 = l_mut_241 * l_mut_229;
const uint l_268 = l_mut_72 + l_267;
const uint l_269 = l_268 + l_mut_229;
const bool l_270 = l_269 >= l_107;
if (l_270) {
l_mut_230 = bool(true);
l_mut_233 = bool(false);
} else {
const uint64_t l_271 = uint64_t(l_mut_241);
const uint64_t l_272 = l_mut_134 * l_271;
const uint64_t l_273 = l_mut_112 - l_272;
l_mut_112 = l_273;
const uint l_274 = l_mut_241 * l_mut_229;
l_mut_72 = l_mut_72 + l_274;
const uint64_t l_275 = l_mut_134 - l_mut_112;
l_mut_134 = l_275;
l_mut_229 = l_mut_229 + l_mut_72;
}
}
}
const bool l_276 = !l_mut_230;
if (l_276) {
const uint l_277 = l_65 * uint(8);
const uint l_278 = l_277 + l_66;
const uint l_421 = info.static_meta[uint(6)];
const uint l_422 = l_421 * uint(1);
const uint l_423 = l_422 - uint(1);
const uint l_424 = min(uint(1), l_423);
device atomic_uint* l_425 = &buffer_6[l_424];
atomic_uint* l_279 = l_425;
const uint l_280 = atomic_fetch_add_explicit(l_279, uint(1), memory_order_relaxed);
const uint l_281 = info.static_meta[uint(12)];
const bool l_282 = l_280 < l_281;
if (l_282) {
const uint l_426 = info.static_meta[uint(5)];
const uint l_427 = l_426 * uint(1);
const bool l_428 = l_280 < l_427;
if (l_428) {
buffer_5[l_280] = l_278;
}
}
}
}
}

}
