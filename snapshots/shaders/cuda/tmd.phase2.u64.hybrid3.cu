#include <cuda_runtime.h>
typedef unsigned int uint;
typedef unsigned char uint8;
typedef unsigned short uint16;
typedef unsigned int uint32;
typedef unsigned long long int uint64;
typedef signed char int8;
typedef signed short int16;
typedef signed int int32;
typedef signed long long int int64;

struct info_st {
    uint32 static_meta[14];
};


extern "C" __global__ void __launch_bounds__(64)phase2 (
    const uint32* __restrict__ buffer_0, const uint32* __restrict__ buffer_1, const uint32* __restrict__ buffer_2, const uint32* __restrict__ buffer_3, const uint32* __restrict__ buffer_4, uint32* buffer_5, uint32* buffer_6, const __grid_constant__ info_st info
) {
uint3 absoluteIdx = make_uint3(
    blockIdx.x * blockDim.x + threadIdx.x,
    blockIdx.y * blockDim.y + threadIdx.y,
    blockIdx.z * blockDim.z + threadIdx.z
);
uint32 idxGlobal = (
                absoluteIdx.z * gridDim.x * blockDim.x * gridDim.y * blockDim.y)
                + (absoluteIdx.y * gridDim.x * blockDim.x)
                + absoluteIdx.x;
bool l_mut_230;
bool l_mut_233;
bool l_mut_235;
bool l_mut_239;
uint32 l_mut_229;
uint32 l_mut_238;
uint32 l_mut_72;
uint64 l_mut_112;
uint64 l_mut_134;
uint64 l_mut_228;
uint64 l_mut_253;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_310 = info.static_meta[uint32(6)];
const uint32 l_311 = l_310 * uint32(1);
const uint32 l_312 = l_311 - uint32(1);
const uint32 l_313 = min(uint32(3), l_312);
uint32* l_314 = &buffer_6[l_313];
uint32* l_1 = l_314;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = info.static_meta[uint32(11)];
const uint32 l_4 = l_3 * uint32(8);
const bool l_5 = idxGlobal < l_4;
if (l_5) {
const uint32 l_6 = uint32(2) * uint32(0);
const uint32 l_315 = info.static_meta[uint32(3)];
const uint32 l_316 = l_315 * uint32(1);
const bool l_317 = l_6 < l_316;
const uint32 l_318 = l_316 - uint32(1);
const uint32 l_319 = min(l_6, l_318);
const uint32 l_320 = buffer_3[l_319];
const uint32 l_321 = (l_317) ? l_320 : uint32(0);
const uint32 l_7 = l_321;
const uint64 l_8 = uint64(l_7);
const uint32 l_9 = uint32(2) * uint32(0);
const uint32 l_10 = l_9 + uint32(1);
const uint32 l_322 = info.static_meta[uint32(3)];
const uint32 l_323 = l_322 * uint32(1);
const bool l_324 = l_10 < l_323;
const uint32 l_325 = l_323 - uint32(1);
const uint32 l_326 = min(l_10, l_325);
const uint32 l_327 = buffer_3[l_326];
const uint32 l_328 = (l_324) ? l_327 : uint32(0);
const uint32 l_11 = l_328;
const uint64 l_12 = uint64(l_11);
const uint64 l_13 = l_12 << uint64(32);
const uint64 l_14 = l_8 | l_13;
const uint64 l_15 = l_14 & uint64(4294967295);
const uint32 l_16 = uint32(l_15);
const uint32 l_17 = uint32(2) * uint32(1);
const uint32 l_329 = info.static_meta[uint32(3)];
const uint32 l_330 = l_329 * uint32(1);
const bool l_331 = l_17 < l_330;
const uint32 l_332 = l_330 - uint32(1);
const uint32 l_333 = min(l_17, l_332);
const uint32 l_334 = buffer_3[l_333];
const uint32 l_335 = (l_331) ? l_334 : uint32(0);
const uint32 l_18 = l_335;
const uint64 l_19 = uint64(l_18);
const uint32 l_20 = uint32(2) * uint32(1);
const uint32 l_21 = l_20 + uint32(1);
const uint32 l_336 = info.static_meta[uint32(3)];
const uint32 l_337 = l_336 * uint32(1);
const bool l_338 = l_21 < l_337;
const uint32 l_339 = l_337 - uint32(1);
const uint32 l_340 = min(l_21, l_339);
const uint32 l_341 = buffer_3[l_340];
const uint32 l_342 = (l_338) ? l_341 : uint32(0);
const uint32 l_22 = l_342;
const uint64 l_23 = uint64(l_22);
const uint64 l_24 = l_23 << uint64(32);
const uint64 l_25 = l_19 | l_24;
const uint64 l_26 = l_25 & uint64(4294967295);
const uint32 l_27 = uint32(l_26);
const uint32 l_28 = uint32(2) * uint32(2);
const uint32 l_343 = info.static_meta[uint32(3)];
const uint32 l_344 = l_343 * uint32(1);
const bool l_345 = l_28 < l_344;
const uint32 l_346 = l_344 - uint32(1);
const uint32 l_347 = min(l_28, l_346);
const uint32 l_348 = buffer_3[l_347];
const uint32 l_349 = (l_345) ? l_348 : uint32(0);
const uint32 l_29 = l_349;
const uint64 l_30 = uint64(l_29);
const uint32 l_31 = uint32(2) * uint32(2);
const uint32 l_32 = l_31 + uint32(1);
const uint32 l_350 = info.static_meta[uint32(3)];
const uint32 l_351 = l_350 * uint32(1);
const bool l_352 = l_32 < l_351;
const uint32 l_353 = l_351 - uint32(1);
const uint32 l_354 = min(l_32, l_353);
const uint32 l_355 = buffer_3[l_354];
const uint32 l_356 = (l_352) ? l_355 : uint32(0);
const uint32 l_33 = l_356;
const uint64 l_34 = uint64(l_33);
const uint64 l_35 = l_34 << uint64(32);
const uint64 l_36 = l_30 | l_35;
const uint32 l_37 = uint32(2) * uint32(3);
const uint32 l_357 = info.static_meta[uint32(3)];
const uint32 l_358 = l_357 * uint32(1);
const bool l_359 = l_37 < l_358;
const uint32 l_360 = l_358 - uint32(1);
const uint32 l_361 = min(l_37, l_360);
const uint32 l_362 = buffer_3[l_361];
const uint32 l_363 = (l_359) ? l_362 : uint32(0);
const uint32 l_38 = l_363;
const uint64 l_39 = uint64(l_38);
const uint32 l_40 = uint32(2) * uint32(3);
const uint32 l_41 = l_40 + uint32(1);
const uint32 l_364 = info.static_meta[uint32(3)];
const uint32 l_365 = l_364 * uint32(1);
const bool l_366 = l_41 < l_365;
const uint32 l_367 = l_365 - uint32(1);
const uint32 l_368 = min(l_41, l_367);
const uint32 l_369 = buffer_3[l_368];
const uint32 l_370 = (l_366) ? l_369 : uint32(0);
const uint32 l_42 = l_370;
const uint64 l_43 = uint64(l_42);
const uint64 l_44 = l_43 << uint64(32);
const uint64 l_45 = l_39 | l_44;
const uint32 l_46 = uint32(2) * uint32(4);
const uint32 l_371 = info.static_meta[uint32(3)];
const uint32 l_372 = l_371 * uint32(1);
const bool l_373 = l_46 < l_372;
const uint32 l_374 = l_372 - uint32(1);
const uint32 l_375 = min(l_46, l_374);
const uint32 l_376 = buffer_3[l_375];
const uint32 l_377 = (l_373) ? l_376 : uint32(0);
const uint32 l_47 = l_377;
const uint64 l_48 = uint64(l_47);
const uint32 l_49 = uint32(2) * uint32(4);
const uint32 l_50 = l_49 + uint32(1);
const uint32 l_378 = info.static_meta[uint32(3)];
const uint32 l_379 = l_378 * uint32(1);
const bool l_380 = l_50 < l_379;
const uint32 l_381 = l_379 - uint32(1);
const uint32 l_382 = min(l_50, l_381);
const uint32 l_383 = buffer_3[l_382];
const uint32 l_384 = (l_380) ? l_383 : uint32(0);
const uint32 l_51 = l_384;
const uint64 l_52 = uint64(l_51);
const uint64 l_53 = l_52 << uint64(32);
const uint64 l_54 = l_48 | l_53;
const uint32 l_55 = uint32(2) * uint32(5);
const uint32 l_385 = info.static_meta[uint32(3)];
const uint32 l_386 = l_385 * uint32(1);
const bool l_387 = l_55 < l_386;
const uint32 l_388 = l_386 - uint32(1);
const uint32 l_389 = min(l_55, l_388);
const uint32 l_390 = buffer_3[l_389];
const uint32 l_391 = (l_387) ? l_390 : uint32(0);
const uint32 l_56 = l_391;
const uint64 l_57 = uint64(l_56);
const uint32 l_58 = uint32(2) * uint32(5);
const uint32 l_59 = l_58 + uint32(1);
const uint32 l_392 = info.static_meta[uint32(3)];
const uint32 l_393 = l_392 * uint32(1);
const bool l_394 = l_59 < l_393;
const uint32 l_395 = l_393 - uint32(1);
const uint32 l_396 = min(l_59, l_395);
const uint32 l_397 = buffer_3[l_396];
const uint32 l_398 = (l_394) ? l_397 : uint32(0);
const uint32 l_60 = l_398;
const uint64 l_61 = uint64(l_60);
const uint64 l_62 = l_61 << uint64(32);
const uint64 l_63 = l_57 | l_62;
const uint32 l_64 = idxGlobal / uint32(8);
const uint32 l_399 = info.static_meta[uint32(4)];
const uint32 l_400 = l_399 * uint32(1);
const bool l_401 = l_64 < l_400;
const uint32 l_402 = l_400 - uint32(1);
const uint32 l_403 = min(l_64, l_402);
const uint32 l_404 = buffer_4[l_403];
const uint32 l_405 = (l_401) ? l_404 : uint32(0);
const uint32 l_65 = l_405;
const uint32 l_66 = idxGlobal % uint32(8);
const uint32 l_67 = l_16 / uint32(8);
const uint32 l_68 = l_66 * l_67;
const uint64 l_69 = uint64(l_65);
const uint64 l_70 = uint64(l_16);
const uint64 l_71 = l_69 * l_70;
l_mut_72 = uint32(0);
const bool l_73 = l_71 < l_63;
if (l_73) {
const uint64 l_74 = l_63 - l_71;
l_mut_72 = l_16;
const uint64 l_75 = uint64(l_16);
const bool l_76 = l_74 < l_75;
if (l_76) {
const uint64 l_77 = l_74 & uint64(4294967295);
const uint32 l_78 = uint32(l_77);
l_mut_72 = l_78;
}
}
const bool l_79 = l_68 < l_mut_72;
if (l_79) {
const uint32 l_80 = uint32(2) * l_65;
const uint32 l_406 = info.static_meta[uint32(0)];
const uint32 l_407 = l_406 * uint32(1);
const bool l_408 = l_80 < l_407;
const uint32 l_409 = l_407 - uint32(1);
const uint32 l_410 = min(l_80, l_409);
const uint32 l_411 = buffer_0[l_410];
const uint32 l_412 = (l_408) ? l_411 : uint32(0);
const uint32 l_81 = l_412;
const uint64 l_82 = uint64(l_81);
const uint32 l_83 = uint32(2) * l_65;
const uint32 l_84 = l_83 + uint32(1);
const uint32 l_413 = info.static_meta[uint32(0)];
const uint32 l_414 = l_413 * uint32(1);
const bool l_415 = l_84 < l_414;
const uint32 l_416 = l_414 - uint32(1);
const uint32 l_417 = min(l_84, l_416);
const uint32 l_418 = buffer_0[l_417];
const uint32 l_419 = (l_415) ? l_418 : uint32(0);
const uint32 l_85 = l_419;
const uint64 l_86 = uint64(l_85);
const uint64 l_87 = l_86 << uint64(32);
const uint64 l_88 = l_82 | l_87;
const uint32 l_89 = uint32(2) * l_65;
const uint32 l_420 = info.static_meta[uint32(1)];
const uint32 l_421 = l_420 * uint32(1);
const bool l_422 = l_89 < l_421;
const uint32 l_423 = l_421 - uint32(1);
const uint32 l_424 = min(l_89, l_423);
const uint32 l_425 = buffer_1[l_424];
const uint32 l_426 = (l_422) ? l_425 : uint32(0);
const uint32 l_90 = l_426;
const uint64 l_91 = uint64(l_90);
const uint32 l_92 = uint32(2) * l_65;
const uint32 l_93 = l_92 + uint32(1);
const uint32 l_427 = info.static_meta[uint32(1)];
const uint32 l_428 = l_427 * uint32(1);
const bool l_429 = l_93 < l_428;
const uint32 l_430 = l_428 - uint32(1);
const uint32 l_431 = min(l_93, l_430);
const uint32 l_432 = buffer_1[l_431];
const uint32 l_433 = (l_429) ? l_432 : uint32(0);
const uint32 l_94 = l_433;
const uint64 l_95 = uint64(l_94);
const uint64 l_96 = l_95 << uint64(32);
const uint64 l_97 = l_91 | l_96;
const uint32 l_98 = uint32(2) * l_65;
const uint32 l_434 = info.static_meta[uint32(2)];
const uint32 l_435 = l_434 * uint32(1);
const bool l_436 = l_98 < l_435;
const uint32 l_437 = l_435 - uint32(1);
const uint32 l_438 = min(l_98, l_437);
const uint32 l_439 = buffer_2[l_438];
const uint32 l_440 = (l_436) ? l_439 : uint32(0);
const uint32 l_99 = l_440;
const uint64 l_100 = uint64(l_99);
const uint32 l_101 = uint32(2) * l_65;
const uint32 l_102 = l_101 + uint32(1);
const uint32 l_441 = info.static_meta[uint32(2)];
const uint32 l_442 = l_441 * uint32(1);
const bool l_443 = l_102 < l_442;
const uint32 l_444 = l_442 - uint32(1);
const uint32 l_445 = min(l_102, l_444);
const uint32 l_446 = buffer_2[l_445];
const uint32 l_447 = (l_443) ? l_446 : uint32(0);
const uint32 l_103 = l_447;
const uint64 l_104 = uint64(l_103);
const uint64 l_105 = l_104 << uint64(32);
const uint64 l_106 = l_100 | l_105;
const uint32 l_107 = l_16 / uint32(8);
const uint32 l_108 = l_66 * l_107;
const uint32 l_109 = l_108 + l_108;
const uint64 l_110 = l_106 >> uint64(63);
const bool l_111 = l_110 == uint64(1);
l_mut_112 = l_106;
if (l_111) {
const uint64 l_113 = uint64(uint32(0));
const uint64 l_114 = l_113 - l_106;
l_mut_112 = l_114;
}
const uint64 l_115 = uint64(l_109);
const uint64 l_116 = l_mut_112 & uint64(4294967295);
const uint64 l_117 = l_116 * l_115;
const uint64 l_118 = l_mut_112 >> uint64(32);
const uint64 l_119 = l_118 * l_115;
const uint64 l_120 = l_119 << uint64(32);
const uint64 l_121 = l_117 + l_120;
const uint64 l_122 = l_119 >> uint64(32);
const bool l_123 = l_121 < l_117;
const uint64 l_124 = uint64(l_123);
const uint64 l_125 = l_122 + l_124;
l_mut_112 = l_121;
const bool l_126 = l_27 == uint32(64);
if (l_126) {
l_mut_112 = l_125;
} else {
const bool l_127 = l_27 > uint32(0);
if (l_127) {
const uint32 l_128 = uint32(64) - l_27;
const uint64 l_129 = uint64(l_128);
const uint64 l_130 = l_125 << l_129;
const uint64 l_131 = uint64(l_27);
const uint64 l_132 = l_121 >> l_131;
const uint64 l_133 = l_130 | l_132;
l_mut_112 = l_133;
}
}
l_mut_134 = l_mut_112;
if (l_111) {
const uint64 l_135 = uint64(uint32(0));
const uint64 l_136 = l_135 - l_mut_134;
l_mut_134 = l_136;
}
const uint64 l_137 = l_88 + l_mut_134;
const uint64 l_138 = uint64(l_108);
const uint64 l_139 = l_88 * l_138;
const uint64 l_140 = l_97 + l_139;
const uint32 l_141 = l_108 * l_108;
const uint64 l_142 = l_106 >> uint64(63);
const bool l_143 = l_142 == uint64(1);
l_mut_134 = l_106;
if (l_143) {
const uint64 l_144 = uint64(uint32(0));
const uint64 l_145 = l_144 - l_106;
l_mut_134 = l_145;
}
const uint64 l_146 = uint64(l_141);
const uint64 l_147 = l_mut_134 & uint64(4294967295);
const uint64 l_148 = l_147 * l_146;
const uint64 l_149 = l_mut_134 >> uint64(32);
const uint64 l_150 = l_149 * l_146;
const uint64 l_151 = l_150 << uint64(32);
const uint64 l_152 = l_148 + l_151;
const uint64 l_153 = l_150 >> uint64(32);
const bool l_154 = l_152 < l_148;
const uint64 l_155 = uint64(l_154);
const uint64 l_156 = l_153 + l_155;
l_mut_134 = l_152;
const bool l_157 = l_27 == uint32(64);
if (l_157) {
l_mut_134 = l_156;
} else {
const bool l_158 = l_27 > uint32(0);
if (l_158) {
const uint32 l_159 = uint32(64) - l_27;
const uint64 l_160 = uint64(l_159);
const uint64 l_161 = l_156 << l_160;
const uint64 l_162 = uint64(l_27);
const uint64 l_163 = l_152 >> l_162;
const uint64 l_164 = l_161 | l_163;
l_mut_134 = l_164;
}
}
l_mut_112 = l_mut_134;
if (l_143) {
const uint64 l_165 = uint64(uint32(0));
const uint64 l_166 = l_165 - l_mut_112;
l_mut_112 = l_166;
}
const uint64 l_167 = l_140 + l_mut_112;
const uint64 l_168 = l_106 >> uint64(63);
const bool l_169 = l_168 == uint64(1);
l_mut_134 = l_106;
if (l_169) {
const uint64 l_170 = uint64(uint32(0));
const uint64 l_171 = l_170 - l_106;
l_mut_134 = l_171;
}
const uint64 l_172 = uint64(l_107);
const uint64 l_173 = l_mut_134 & uint64(4294967295);
const uint64 l_174 = l_173 * l_172;
const uint64 l_175 = l_mut_134 >> uint64(32);
const uint64 l_176 = l_175 * l_172;
const uint64 l_177 = l_176 << uint64(32);
const uint64 l_178 = l_174 + l_177;
const uint64 l_179 = l_176 >> uint64(32);
const bool l_180 = l_178 < l_174;
const uint64 l_181 = uint64(l_180);
const uint64 l_182 = l_179 + l_181;
l_mut_134 = l_178;
const bool l_183 = l_27 == uint32(64);
if (l_183) {
l_mut_134 = l_182;
} else {
const bool l_184 = l_27 > uint32(0);
if (l_184) {
const uint32 l_185 = uint32(64) - l_27;
const uint64 l_186 = uint64(l_185);
const uint64 l_187 = l_182 << l_186;
const uint64 l_188 = uint64(l_27);
const uint64 l_189 = l_178 >> l_188;
const uint64 l_190 = l_187 | l_189;
l_mut_134 = l_190;
}
}
l_mut_112 = l_mut_134;
if (l_169) {
const uint64 l_191 = uint64(uint32(0));
const uint64 l_192 = l_191 - l_mut_112;
l_mut_112 = l_192;
}
const uint64 l_193 = l_137 + l_mut_112;
const uint32 l_194 = l_107 * l_107;
const uint32 l_195 = l_27 + uint32(3);
const uint64 l_196 = l_106 >> uint64(63);
const bool l_197 = l_196 == uint64(1);
l_mut_134 = l_106;
if (l_197) {
const uint64 l_198 = uint64(uint32(0));
const uint64 l_199 = l_198 - l_106;
l_mut_134 = l_199;
}
const uint64 l_200 = uint64(l_194);
const uint64 l_201 = l_mut_134 & uint64(4294967295);
const uint64 l_202 = l_201 * l_200;
const uint64 l_203 = l_mut_134 >> uint64(32);
const uint64 l_204 = l_203 * l_200;
const uint64 l_205 = l_204 << uint64(32);
const uint64 l_206 = l_202 + l_205;
const uint64 l_207 = l_204 >> uint64(32);
const bool l_208 = l_206 < l_202;
const uint64 l_209 = uint64(l_208);
const uint64 l_210 = l_207 + l_209;
l_mut_134 = l_206;
const bool l_211 = l_195 == uint32(64);
if (l_211) {
l_mut_134 = l_210;
} else {
const bool l_212 = l_195 > uint32(0);
if (l_212) {
const uint32 l_213 = uint32(64) - l_195;
const uint64 l_214 = uint64(l_213);
const uint64 l_215 = l_210 << l_214;
const uint64 l_216 = uint64(l_195);
const uint64 l_217 = l_206 >> l_216;
const uint64 l_218 = l_215 | l_217;
l_mut_134 = l_218;
}
}
l_mut_112 = l_mut_134;
if (l_197) {
const uint64 l_219 = uint64(uint32(0));
const uint64 l_220 = l_219 - l_mut_112;
l_mut_112 = l_220;
}
const uint64 l_221 = l_167 - l_mut_112;
const uint64 l_222 = l_221 + l_45;
const uint64 l_223 = uint64(uint32(0));
const uint64 l_224 = l_223 - l_193;
const uint64 l_225 = l_45 + l_45;
l_mut_134 = l_224;
const uint64 l_226 = uint64(uint32(0));
const uint64 l_227 = l_226 - l_224;
l_mut_112 = l_227;
l_mut_228 = l_222;
l_mut_72 = uint32(1);
l_mut_229 = uint32(1);
l_mut_230 = bool(false);
const bool l_231 = l_mut_228 < l_225;
const bool l_232 = !l_231;
l_mut_233 = l_232;
const bool l_234 = l_224 == uint64(0);
if (l_234) {
l_mut_230 = l_mut_233;
l_mut_233 = bool(false);
}
l_mut_235 = bool(false);
while (true) {
const bool l_236 = !l_mut_233;
if (l_236) {
break;}
const bool l_237 = l_mut_228 < l_mut_134;
if (l_237) {
l_mut_238 = uint32(0);
l_mut_239 = bool(false);
const uint64 l_240 = uint64(uint32(3));
const uint64 l_241 = l_mut_112 >> l_240;
const bool l_242 = l_241 < l_mut_134;
const bool l_243 = !l_242;
l_mut_239 = l_243;
const bool l_244 = l_mut_134 == uint64(0);
if (l_244) {
l_mut_238 = l_107;
} else {
if (l_mut_239) {
const bool l_245 = l_mut_134 < l_mut_112;
if (l_245) {
const uint64 l_246 = l_mut_112 - uint64(1);
const uint64 l_247 = l_246 / l_mut_134;
const uint64 l_248 = uint64(l_107);
const bool l_249 = l_247 < l_248;
const uint64 l_250 = uint64(l_107);
const uint64 l_251 = (l_249) ? l_247 : l_250;
const uint32 l_252 = uint32(l_251);
l_mut_238 = l_252;
}
} else {
l_mut_253 = l_mut_112;
while (true) {
const bool l_254 = l_mut_134 < l_mut_253;
const uint32 l_255 = l_mut_238 * l_mut_229;
const uint32 l_256 = l_mut_72 + l_255;
const uint32 l_257 = l_256 + l_mut_229;
const bool l_258 = l_257 < l_107;
const bool l_259 = l_254 && l_258;
const bool l_260 = !l_259;
if (l_260) {
break;}
const uint64 l_261 = l_mut_253 - l_mut_134;
l_mut_253 = l_261;
l_mut_238 = l_mut_238 + uint32(1);
}
}
}
const uint32 l_262 = l_mut_238 * l_mut_229;
const uint32 l_263 = l_mut_72 + l_262;
const uint32 l_264 = l_263 + l_mut_229;
const bool l_265 = l_264 >= l_107;
if (l_265) {
l_mut_230 = bool(true);
l_mut_233 = bool(false);
} else {
const uint64 l_266 = uint64(l_mut_238);
const uint64 l_267 = l_mut_134 * l_266;
const uint64 l_268 = l_mut_112 - l_267;
l_mut_112 = l_268;
const uint32 l_269 = l_mut_238 * l_mut_229;
l_mut_72 = l_mut_72 + l_269;
const uint64 l_270 = l_mut_134 - l_mut_112;
l_mut_134 = l_270;
l_mut_229 = l_mut_229 + l_mut_72;
}
} else {
const uint64 l_271 = l_mut_228 - l_mut_134;
l_mut_228 = l_271;
const bool l_272 = l_mut_228 < l_225;
if (l_272) {
l_mut_233 = bool(false);
} else {
l_mut_238 = uint32(0);
l_mut_239 = bool(false);
const uint64 l_273 = uint64(uint32(3));
const uint64 l_274 = l_mut_134 >> l_273;
const bool l_275 = l_274 < l_mut_112;
const bool l_276 = !l_275;
l_mut_239 = l_276;
const bool l_277 = l_mut_112 == uint64(0);
if (l_277) {
l_mut_238 = l_107;
} else {
if (l_mut_239) {
const bool l_278 = l_mut_112 < l_mut_134;
if (l_278) {
const uint64 l_279 = l_mut_134 - uint64(1);
const uint64 l_280 = l_279 / l_mut_112;
const uint64 l_281 = uint64(l_107);
const bool l_282 = l_280 < l_281;
const uint64 l_283 = uint64(l_107);
const uint64 l_284 = (l_282) ? l_280 : l_283;
const uint32 l_285 = uint32(l_284);
l_mut_238 = l_285;
}
} else {
l_mut_253 = l_mut_134;
while (true) {
const bool l_286 = l_mut_112 < l_mut_253;
const uint32 l_287 = l_mut_238 * l_mut_72;
const uint32 l_288 = l_mut_229 + l_287;
const uint32 l_289 = l_288 + l_mut_72;
const bool l_290 = l_289 < l_107;
const bool l_291 = l_286 && l_290;
const bool l_292 = !l_291;
if (l_292) {
break;}
const uint64 l_293 = l_mut_253 - l_mut_112;
l_mut_253 = l_293;
l_mut_238 = l_mut_238 + uint32(1);
}
}
}
const uint32 l_294 = l_mut_72 + l_mut_229;
const uint32 l_295 = l_mut_238 * l_mut_72;
const uint32 l_296 = l_294 + l_295;
const bool l_297 = l_296 >= l_107;
if (l_297) {
l_mut_230 = bool(true);
l_mut_233 = bool(false);
} else {
const uint64 l_298 = uint64(l_mut_238);
const uint64 l_299 = l_mut_112 * l_298;
const uint64 l_300 = l_mut_134 - l_299;
l_mut_134 = l_300;
const uint32 l_301 = l_mut_238 * l_mut_72;
l_mut_229 = l_mut_229 + l_301;
const uint64 l_302 = l_mut_112 - l_mut_134;
l_mut_112 = l_302;
l_mut_72 = l_mut_72 + l_mut_229;
}
}
}
}
const bool l_303 = !l_mut_230;
if (l_303) {
const uint32 l_304 = l_65 * uint32(8);
const uint32 l_305 = l_304 + l_66;
const uint32 l_448 = info.static_meta[uint32(6)];
const uint32 l_449 = l_448 * uint32(1);
const uint32 l_450 = l_449 - uint32(1);
const uint32 l_451 = min(uint32(1), l_450);
uint32* l_452 = &buffer_6[l_451];
uint32* l_306 = l_452;
const uint32 l_307 = atomicAdd(l_306, uint32(1));
const uint32 l_308 = info.static_meta[uint32(12)];
const bool l_309 = l_307 < l_308;
if (l_309) {
const uint32 l_453 = info.static_meta[uint32(5)];
const uint32 l_454 = l_453 * uint32(1);
const bool l_455 = l_307 < l_454;
if (l_455) {
buffer_5[l_307] = l_305;
}
}
}
}
}

}
