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


extern "C" __global__ void __launch_bounds__(64)phase3 (
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
uint32 l_mut_65;
uint64 l_mut_105;
uint64 l_mut_110;
uint64 l_mut_132;
uint64 l_mut_186;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_421 = info.static_meta[uint32(6)];
const uint32 l_422 = l_421 * uint32(1);
const uint32 l_423 = l_422 - uint32(1);
const uint32 l_424 = min(uint32(3), l_423);
uint32* l_425 = &buffer_6[l_424];
uint32* l_1 = l_425;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_365 = info.static_meta[uint32(3)];
const uint32 l_366 = l_365 * uint32(1);
const bool l_367 = l_3 < l_366;
const uint32 l_368 = l_366 - uint32(1);
const uint32 l_369 = min(l_3, l_368);
const uint32 l_370 = buffer_3[l_369];
const uint32 l_371 = (l_367) ? l_370 : uint32(0);
const uint32 l_4 = l_371;
const uint64 l_5 = uint64(l_4);
const uint32 l_6 = uint32(2) * uint32(0);
const uint32 l_7 = l_6 + uint32(1);
const uint32 l_372 = info.static_meta[uint32(3)];
const uint32 l_373 = l_372 * uint32(1);
const bool l_374 = l_7 < l_373;
const uint32 l_375 = l_373 - uint32(1);
const uint32 l_376 = min(l_7, l_375);
const uint32 l_377 = buffer_3[l_376];
const uint32 l_378 = (l_374) ? l_377 : uint32(0);
const uint32 l_8 = l_378;
const uint64 l_9 = uint64(l_8);
const uint64 l_10 = l_9 << uint64(32);
const uint64 l_11 = l_5 | l_10;
const uint64 l_12 = l_11 & uint64(4294967295);
const uint32 l_13 = uint32(l_12);
const uint32 l_14 = uint32(2) * uint32(1);
const uint32 l_379 = info.static_meta[uint32(3)];
const uint32 l_380 = l_379 * uint32(1);
const bool l_381 = l_14 < l_380;
const uint32 l_382 = l_380 - uint32(1);
const uint32 l_383 = min(l_14, l_382);
const uint32 l_384 = buffer_3[l_383];
const uint32 l_385 = (l_381) ? l_384 : uint32(0);
const uint32 l_15 = l_385;
const uint64 l_16 = uint64(l_15);
const uint32 l_17 = uint32(2) * uint32(1);
const uint32 l_18 = l_17 + uint32(1);
const uint32 l_386 = info.static_meta[uint32(3)];
const uint32 l_387 = l_386 * uint32(1);
const bool l_388 = l_18 < l_387;
const uint32 l_389 = l_387 - uint32(1);
const uint32 l_390 = min(l_18, l_389);
const uint32 l_391 = buffer_3[l_390];
const uint32 l_392 = (l_388) ? l_391 : uint32(0);
const uint32 l_19 = l_392;
const uint64 l_20 = uint64(l_19);
const uint64 l_21 = l_20 << uint64(32);
const uint64 l_22 = l_16 | l_21;
const uint64 l_23 = l_22 & uint64(4294967295);
const uint32 l_24 = uint32(l_23);
const uint32 l_25 = uint32(2) * uint32(2);
const uint32 l_393 = info.static_meta[uint32(3)];
const uint32 l_394 = l_393 * uint32(1);
const bool l_395 = l_25 < l_394;
const uint32 l_396 = l_394 - uint32(1);
const uint32 l_397 = min(l_25, l_396);
const uint32 l_398 = buffer_3[l_397];
const uint32 l_399 = (l_395) ? l_398 : uint32(0);
const uint32 l_26 = l_399;
const uint64 l_27 = uint64(l_26);
const uint32 l_28 = uint32(2) * uint32(2);
const uint32 l_29 = l_28 + uint32(1);
const uint32 l_400 = info.static_meta[uint32(3)];
const uint32 l_401 = l_400 * uint32(1);
const bool l_402 = l_29 < l_401;
const uint32 l_403 = l_401 - uint32(1);
const uint32 l_404 = min(l_29, l_403);
const uint32 l_405 = buffer_3[l_404];
const uint32 l_406 = (l_402) ? l_405 : uint32(0);
const uint32 l_30 = l_406;
const uint64 l_31 = uint64(l_30);
const uint64 l_32 = l_31 << uint64(32);
const uint64 l_33 = l_27 | l_32;
const uint32 l_34 = uint32(2) * uint32(3);
const uint32 l_407 = info.static_meta[uint32(3)];
const uint32 l_408 = l_407 * uint32(1);
const bool l_409 = l_34 < l_408;
const uint32 l_410 = l_408 - uint32(1);
const uint32 l_411 = min(l_34, l_410);
const uint32 l_412 = buffer_3[l_411];
const uint32 l_413 = (l_409) ? l_412 : uint32(0);
const uint32 l_35 = l_413;
const uint64 l_36 = uint64(l_35);
const uint32 l_37 = uint32(2) * uint32(3);
const uint32 l_38 = l_37 + uint32(1);
const uint32 l_414 = info.static_meta[uint32(3)];
const uint32 l_415 = l_414 * uint32(1);
const bool l_416 = l_38 < l_415;
const uint32 l_417 = l_415 - uint32(1);
const uint32 l_418 = min(l_38, l_417);
const uint32 l_419 = buffer_3[l_418];
const uint32 l_420 = (l_416) ? l_419 : uint32(0);
const uint32 l_39 = l_420;
const uint64 l_40 = uint64(l_39);
const uint64 l_41 = l_40 << uint64(32);
const uint64 l_42 = l_36 | l_41;
const uint32 l_43 = l_13 / uint32(8);
const uint32 l_44 = l_43 + uint32(64);
const uint32 l_45 = l_44 - uint32(1);
const uint32 l_46 = l_45 / uint32(64);
const uint32 l_47 = info.static_meta[uint32(11)];
const uint32 l_48 = l_47 * l_46;
const bool l_49 = idxGlobal < l_48;
if (l_49) {
const uint32 l_50 = idxGlobal / l_46;
const uint32 l_426 = info.static_meta[uint32(4)];
const uint32 l_427 = l_426 * uint32(1);
const bool l_428 = l_50 < l_427;
const uint32 l_429 = l_427 - uint32(1);
const uint32 l_430 = min(l_50, l_429);
const uint32 l_431 = buffer_4[l_430];
const uint32 l_432 = (l_428) ? l_431 : uint32(0);
const uint32 l_51 = l_432;
const uint32 l_52 = l_51 / uint32(8);
const uint32 l_53 = l_51 % uint32(8);
const uint32 l_54 = l_53 * l_43;
const uint32 l_55 = idxGlobal % l_46;
const uint32 l_56 = l_55 * uint32(64);
const uint32 l_57 = l_54 + l_56;
const uint32 l_58 = l_57 + uint32(64);
const uint32 l_59 = l_53 + uint32(1);
const uint32 l_60 = l_59 * l_43;
const uint32 l_61 = min(l_58, l_60);
const uint64 l_62 = uint64(l_52);
const uint64 l_63 = uint64(l_13);
const uint64 l_64 = l_62 * l_63;
l_mut_65 = uint32(0);
const bool l_66 = l_64 < l_42;
if (l_66) {
const uint64 l_67 = l_42 - l_64;
l_mut_65 = l_13;
const uint64 l_68 = uint64(l_13);
const bool l_69 = l_67 < l_68;
if (l_69) {
const uint64 l_70 = l_67 & uint64(4294967295);
const uint32 l_71 = uint32(l_70);
l_mut_65 = l_71;
}
}
const uint32 l_72 = min(l_61, l_mut_65);
const uint32 l_73 = uint32(2) * l_52;
const uint32 l_433 = info.static_meta[uint32(0)];
const uint32 l_434 = l_433 * uint32(1);
const bool l_435 = l_73 < l_434;
const uint32 l_436 = l_434 - uint32(1);
const uint32 l_437 = min(l_73, l_436);
const uint32 l_438 = buffer_0[l_437];
const uint32 l_439 = (l_435) ? l_438 : uint32(0);
const uint32 l_74 = l_439;
const uint64 l_75 = uint64(l_74);
const uint32 l_76 = uint32(2) * l_52;
const uint32 l_77 = l_76 + uint32(1);
const uint32 l_440 = info.static_meta[uint32(0)];
const uint32 l_441 = l_440 * uint32(1);
const bool l_442 = l_77 < l_441;
const uint32 l_443 = l_441 - uint32(1);
const uint32 l_444 = min(l_77, l_443);
const uint32 l_445 = buffer_0[l_444];
const uint32 l_446 = (l_442) ? l_445 : uint32(0);
const uint32 l_78 = l_446;
const uint64 l_79 = uint64(l_78);
const uint64 l_80 = l_79 << uint64(32);
const uint64 l_81 = l_75 | l_80;
const uint32 l_82 = uint32(2) * l_52;
const uint32 l_447 = info.static_meta[uint32(1)];
const uint32 l_448 = l_447 * uint32(1);
const bool l_449 = l_82 < l_448;
const uint32 l_450 = l_448 - uint32(1);
const uint32 l_451 = min(l_82, l_450);
const uint32 l_452 = buffer_1[l_451];
const uint32 l_453 = (l_449) ? l_452 : uint32(0);
const uint32 l_83 = l_453;
const uint64 l_84 = uint64(l_83);
const uint32 l_85 = uint32(2) * l_52;
const uint32 l_86 = l_85 + uint32(1);
const uint32 l_454 = info.static_meta[uint32(1)];
const uint32 l_455 = l_454 * uint32(1);
const bool l_456 = l_86 < l_455;
const uint32 l_457 = l_455 - uint32(1);
const uint32 l_458 = min(l_86, l_457);
const uint32 l_459 = buffer_1[l_458];
const uint32 l_460 = (l_456) ? l_459 : uint32(0);
const uint32 l_87 = l_460;
const uint64 l_88 = uint64(l_87);
const uint64 l_89 = l_88 << uint64(32);
const uint64 l_90 = l_84 | l_89;
const uint32 l_91 = uint32(2) * l_52;
const uint32 l_461 = info.static_meta[uint32(2)];
const uint32 l_462 = l_461 * uint32(1);
const bool l_463 = l_91 < l_462;
const uint32 l_464 = l_462 - uint32(1);
const uint32 l_465 = min(l_91, l_464);
const uint32 l_466 = buffer_2[l_465];
const uint32 l_467 = (l_463) ? l_466 : uint32(0);
const uint32 l_92 = l_467;
const uint64 l_93 = uint64(l_92);
const uint32 l_94 = uint32(2) * l_52;
const uint32 l_95 = l_94 + uint32(1);
const uint32 l_468 = info.static_meta[uint32(2)];
const uint32 l_469 = l_468 * uint32(1);
const bool l_470 = l_95 < l_469;
const uint32 l_471 = l_469 - uint32(1);
const uint32 l_472 = min(l_95, l_471);
const uint32 l_473 = buffer_2[l_472];
const uint32 l_474 = (l_470) ? l_473 : uint32(0);
const uint32 l_96 = l_474;
const uint64 l_97 = uint64(l_96);
const uint64 l_98 = l_97 << uint64(32);
const uint64 l_99 = l_93 | l_98;
l_mut_65 = uint32(0);

for (uint32 l_mut_100 = l_57; l_mut_100 < l_72; ++l_mut_100) {
const uint64 l_101 = uint64(l_mut_100);
const uint64 l_102 = l_81 * l_101;
const uint64 l_103 = l_90 + l_102;
const uint64 l_104 = uint64(uint32(0));
l_mut_105 = l_104;
const bool l_106 = l_mut_100 < uint32(65536);
if (l_106) {
const uint32 l_107 = l_mut_100 * l_mut_100;
const uint64 l_108 = l_99 >> uint64(63);
const bool l_109 = l_108 == uint64(1);
l_mut_110 = l_99;
if (l_109) {
const uint64 l_111 = uint64(uint32(0));
const uint64 l_112 = l_111 - l_99;
l_mut_110 = l_112;
}
const uint64 l_113 = uint64(l_107);
const uint64 l_114 = l_mut_110 & uint64(4294967295);
const uint64 l_115 = l_114 * l_113;
const uint64 l_116 = l_mut_110 >> uint64(32);
const uint64 l_117 = l_116 * l_113;
const uint64 l_118 = l_117 << uint64(32);
const uint64 l_119 = l_115 + l_118;
const uint64 l_120 = l_117 >> uint64(32);
const bool l_121 = l_119 < l_115;
const uint64 l_122 = uint64(l_121);
const uint64 l_123 = l_120 + l_122;
l_mut_110 = l_119;
const bool l_124 = l_24 == uint32(64);
if (l_124) {
l_mut_110 = l_123;
} else {
const bool l_125 = l_24 > uint32(0);
if (l_125) {
const uint32 l_126 = uint32(64) - l_24;
const uint64 l_127 = uint64(l_126);
const uint64 l_128 = l_123 << l_127;
const uint64 l_129 = uint64(l_24);
const uint64 l_130 = l_119 >> l_129;
const uint64 l_131 = l_128 | l_130;
l_mut_110 = l_131;
}
}
l_mut_132 = l_mut_110;
if (l_109) {
const uint64 l_133 = uint64(uint32(0));
const uint64 l_134 = l_133 - l_mut_132;
l_mut_132 = l_134;
}
l_mut_105 = l_mut_132;
} else {
const uint64 l_135 = l_99 >> uint64(63);
const bool l_136 = l_135 == uint64(1);
l_mut_132 = l_99;
if (l_136) {
const uint64 l_137 = uint64(uint32(0));
const uint64 l_138 = l_137 - l_99;
l_mut_132 = l_138;
}
const uint64 l_139 = uint64(l_mut_100);
const uint64 l_140 = l_mut_132 & uint64(4294967295);
const uint64 l_141 = l_140 * l_139;
const uint64 l_142 = l_mut_132 >> uint64(32);
const uint64 l_143 = l_142 * l_139;
const uint64 l_144 = l_143 << uint64(32);
const uint64 l_145 = l_141 + l_144;
const uint64 l_146 = l_143 >> uint64(32);
const bool l_147 = l_145 < l_141;
const uint64 l_148 = uint64(l_147);
const uint64 l_149 = l_146 + l_148;
l_mut_110 = l_145;
const bool l_150 = uint32(0) == uint32(64);
if (l_150) {
l_mut_110 = l_149;
} else {
const bool l_151 = uint32(0) > uint32(0);
if (l_151) {
const uint64 l_152 = uint64(uint32(64));
const uint64 l_153 = l_149 << l_152;
const uint64 l_154 = uint64(uint32(0));
const uint64 l_155 = l_145 >> l_154;
const uint64 l_156 = l_153 | l_155;
l_mut_110 = l_156;
}
}
const uint64 l_157 = uint64(l_mut_100);
const uint64 l_158 = l_mut_132 & uint64(4294967295);
const uint64 l_159 = l_158 * l_157;
const uint64 l_160 = l_mut_132 >> uint64(32);
const uint64 l_161 = l_160 * l_157;
const uint64 l_162 = l_161 << uint64(32);
const uint64 l_163 = l_159 + l_162;
const uint64 l_164 = l_161 >> uint64(32);
const bool l_165 = l_163 < l_159;
const uint64 l_166 = uint64(l_165);
const uint64 l_167 = l_164 + l_166;
l_mut_132 = l_163;
const bool l_168 = uint32(64) == uint32(64);
if (l_168) {
l_mut_132 = l_167;
} else {
const bool l_169 = uint32(64) > uint32(0);
if (l_169) {
const uint64 l_170 = uint64(uint32(0));
const uint64 l_171 = l_167 << l_170;
const uint64 l_172 = uint64(uint32(64));
const uint64 l_173 = l_163 >> l_172;
const uint64 l_174 = l_171 | l_173;
l_mut_132 = l_174;
}
}
const uint64 l_175 = uint64(l_mut_100);
const uint64 l_176 = l_mut_110 & uint64(4294967295);
const uint64 l_177 = l_176 * l_175;
const uint64 l_178 = l_mut_110 >> uint64(32);
const uint64 l_179 = l_178 * l_175;
const uint64 l_180 = l_179 << uint64(32);
const uint64 l_181 = l_177 + l_180;
const uint64 l_182 = l_179 >> uint64(32);
const bool l_183 = l_181 < l_177;
const uint64 l_184 = uint64(l_183);
const uint64 l_185 = l_182 + l_184;
l_mut_186 = l_181;
const bool l_187 = uint32(0) == uint32(64);
if (l_187) {
l_mut_186 = l_185;
} else {
const bool l_188 = uint32(0) > uint32(0);
if (l_188) {
const uint64 l_189 = uint64(uint32(64));
const uint64 l_190 = l_185 << l_189;
const uint64 l_191 = uint64(uint32(0));
const uint64 l_192 = l_181 >> l_191;
const uint64 l_193 = l_190 | l_192;
l_mut_186 = l_193;
}
}
const uint64 l_194 = uint64(l_mut_100);
const uint64 l_195 = l_mut_110 & uint64(4294967295);
const uint64 l_196 = l_195 * l_194;
const uint64 l_197 = l_mut_110 >> uint64(32);
const uint64 l_198 = l_197 * l_194;
const uint64 l_199 = l_198 << uint64(32);
const uint64 l_200 = l_196 + l_199;
const uint64 l_201 = l_198 >> uint64(32);
const bool l_202 = l_200 < l_196;
const uint64 l_203 = uint64(l_202);
const uint64 l_204 = l_201 + l_203;
l_mut_110 = l_200;
const bool l_205 = uint32(64) == uint32(64);
if (l_205) {
l_mut_110 = l_204;
} else {
const bool l_206 = uint32(64) > uint32(0);
if (l_206) {
const uint64 l_207 = uint64(uint32(0));
const uint64 l_208 = l_204 << l_207;
const uint64 l_209 = uint64(uint32(64));
const uint64 l_210 = l_200 >> l_209;
const uint64 l_211 = l_208 | l_210;
l_mut_110 = l_211;
}
}
const uint64 l_212 = uint64(l_mut_100);
const uint64 l_213 = l_mut_132 * l_212;
const uint64 l_214 = l_mut_110 + l_213;
l_mut_105 = l_mut_186;
const bool l_215 = l_24 == uint32(64);
if (l_215) {
l_mut_105 = l_214;
} else {
const bool l_216 = l_24 > uint32(0);
if (l_216) {
const uint32 l_217 = uint32(64) - l_24;
const uint64 l_218 = uint64(l_217);
const uint64 l_219 = l_214 << l_218;
const uint64 l_220 = uint64(l_24);
const uint64 l_221 = l_mut_186 >> l_220;
const uint64 l_222 = l_219 + l_221;
l_mut_105 = l_222;
}
}
if (l_136) {
const uint64 l_223 = uint64(uint32(0));
const uint64 l_224 = l_223 - l_mut_105;
l_mut_105 = l_224;
}
}
const uint64 l_225 = l_103 + l_mut_105;
const uint64 l_226 = uint64(uint32(0));
const uint64 l_227 = l_226 - l_225;
l_mut_186 = l_227;
const bool l_228 = l_225 < l_mut_186;
if (l_228) {
l_mut_186 = l_225;
}
const bool l_229 = l_mut_186 < l_33;
const uint32 l_230 = uint32(l_229);
l_mut_65 = l_mut_65 + l_230;
}
const bool l_231 = l_mut_65 > uint32(0);
if (l_231) {
const uint32 l_475 = info.static_meta[uint32(6)];
const uint32 l_476 = l_475 * uint32(1);
const uint32 l_477 = l_476 - uint32(1);
const uint32 l_478 = min(uint32(2), l_477);
uint32* l_479 = &buffer_6[l_478];
uint32* l_232 = l_479;
const uint32 l_233 = atomicAdd(l_232, l_mut_65);
l_mut_65 = l_233;

for (uint32 l_mut_234 = l_57; l_mut_234 < l_72; ++l_mut_234) {
const uint64 l_235 = uint64(l_mut_234);
const uint64 l_236 = l_81 * l_235;
const uint64 l_237 = l_90 + l_236;
const uint64 l_238 = uint64(uint32(0));
l_mut_186 = l_238;
const bool l_239 = l_mut_234 < uint32(65536);
if (l_239) {
const uint32 l_240 = l_mut_234 * l_mut_234;
const uint64 l_241 = l_99 >> uint64(63);
const bool l_242 = l_241 == uint64(1);
l_mut_132 = l_99;
if (l_242) {
const uint64 l_243 = uint64(uint32(0));
const uint64 l_244 = l_243 - l_99;
l_mut_132 = l_244;
}
const uint64 l_245 = uint64(l_240);
const uint64 l_246 = l_mut_132 & uint64(4294967295);
const uint64 l_247 = l_246 * l_245;
const uint64 l_248 = l_mut_132 >> uint64(32);
const uint64 l_249 = l_248 * l_245;
const uint64 l_250 = l_249 << uint64(32);
const uint64 l_251 = l_247 + l_250;
const uint64 l_252 = l_249 >> uint64(32);
const bool l_253 = l_251 < l_247;
const uint64 l_254 = uint64(l_253);
const uint64 l_255 = l_252 + l_254;
l_mut_132 = l_251;
const bool l_256 = l_24 == uint32(64);
if (l_256) {
l_mut_132 = l_255;
} else {
const bool l_257 = l_24 > uint32(0);
if (l_257) {
const uint32 l_258 = uint32(64) - l_24;
const uint64 l_259 = uint64(l_258);
const uint64 l_260 = l_255 << l_259;
const uint64 l_261 = uint64(l_24);
const uint64 l_262 = l_251 >> l_261;
const uint64 l_263 = l_260 | l_262;
l_mut_132 = l_263;
}
}
l_mut_110 = l_mut_132;
if (l_242) {
const uint64 l_264 = uint64(uint32(0));
const uint64 l_265 = l_264 - l_mut_110;
l_mut_110 = l_265;
}
l_mut_186 = l_mut_110;
} else {
const uint64 l_266 = l_99 >> uint64(63);
const bool l_267 = l_266 == uint64(1);
l_mut_132 = l_99;
if (l_267) {
const uint64 l_268 = uint64(uint32(0));
const uint64 l_269 = l_268 - l_99;
l_mut_132 = l_269;
}
const uint64 l_270 = uint64(l_mut_234);
const uint64 l_271 = l_mut_132 & uint64(4294967295);
const uint64 l_272 = l_271 * l_270;
const uint64 l_273 = l_mut_132 >> uint64(32);
const uint64 l_274 = l_273 * l_270;
const uint64 l_275 = l_274 << uint64(32);
const uint64 l_276 = l_272 + l_275;
const uint64 l_277 = l_274 >> uint64(32);
const bool l_278 = l_276 < l_272;
const uint64 l_279 = uint64(l_278);
const uint64 l_280 = l_277 + l_279;
l_mut_110 = l_276;
const bool l_281 = uint32(0) == uint32(64);
if (l_281) {
l_mut_110 = l_280;
} else {
const bool l_282 = uint32(0) > uint32(0);
if (l_282) {
const uint64 l_283 = uint64(uint32(64));
const uint64 l_284 = l_280 << l_283;
const uint64 l_285 = uint64(uint32(0));
const uint64 l_286 = l_276 >> l_285;
const uint64 l_287 = l_284 | l_286;
l_mut_110 = l_287;
}
}
const uint64 l_288 = uint64(l_mut_234);
const uint64 l_289 = l_mut_132 & uint64(4294967295);
const uint64 l_290 = l_289 * l_288;
const uint64 l_291 = l_mut_132 >> uint64(32);
const uint64 l_292 = l_291 * l_288;
const uint64 l_293 = l_292 << uint64(32);
const uint64 l_294 = l_290 + l_293;
const uint64 l_295 = l_292 >> uint64(32);
const bool l_296 = l_294 < l_290;
const uint64 l_297 = uint64(l_296);
const uint64 l_298 = l_295 + l_297;
l_mut_132 = l_294;
const bool l_299 = uint32(64) == uint32(64);
if (l_299) {
l_mut_132 = l_298;
} else {
const bool l_300 = uint32(64) > uint32(0);
if (l_300) {
const uint64 l_301 = uint64(uint32(0));
const uint64 l_302 = l_298 << l_301;
const uint64 l_303 = uint64(uint32(64));
const uint64 l_304 = l_294 >> l_303;
const uint64 l_305 = l_302 | l_304;
l_mut_132 = l_305;
}
}
const uint64 l_306 = uint64(l_mut_234);
const uint64 l_307 = l_mut_110 & uint64(4294967295);
const uint64 l_308 = l_307 * l_306;
const uint64 l_309 = l_mut_110 >> uint64(32);
const uint64 l_310 = l_309 * l_306;
const uint64 l_311 = l_310 << uint64(32);
const uint64 l_312 = l_308 + l_311;
const uint64 l_313 = l_310 >> uint64(32);
const bool l_314 = l_312 < l_308;
const uint64 l_315 = uint64(l_314);
const uint64 l_316 = l_313 + l_315;
l_mut_105 = l_312;
const bool l_317 = uint32(0) == uint32(64);
if (l_317) {
l_mut_105 = l_316;
} else {
const bool l_318 = uint32(0) > uint32(0);
if (l_318) {
const uint64 l_319 = uint64(uint32(64));
const uint64 l_320 = l_316 << l_319;
const uint64 l_321 = uint64(uint32(0));
const uint64 l_322 = l_312 >> l_321;
const uint64 l_323 = l_320 | l_322;
l_mut_105 = l_323;
}
}
const uint64 l_324 = uint64(l_mut_234);
const uint64 l_325 = l_mut_110 & uint64(4294967295);
const uint64 l_326 = l_325 * l_324;
const uint64 l_327 = l_mut_110 >> uint64(32);
const uint64 l_328 = l_327 * l_324;
const uint64 l_329 = l_328 << uint64(32);
const uint64 l_330 = l_326 + l_329;
const uint64 l_331 = l_328 >> uint64(32);
const bool l_332 = l_330 < l_326;
const uint64 l_333 = uint64(l_332);
const uint64 l_334 = l_331 + l_333;
l_mut_110 = l_330;
const bool l_335 = uint32(64) == uint32(64);
if (l_335) {
l_mut_110 = l_334;
} else {
const bool l_336 = uint32(64) > uint32(0);
if (l_336) {
const uint64 l_337 = uint64(uint32(0));
const uint64 l_338 = l_334 << l_337;
const uint64 l_339 = uint64(uint32(64));
const uint64 l_340 = l_330 >> l_339;
const uint64 l_341 = l_338 | l_340;
l_mut_110 = l_341;
}
}
const uint64 l_342 = uint64(l_mut_234);
const uint64 l_343 = l_mut_132 * l_342;
const uint64 l_344 = l_mut_110 + l_343;
l_mut_186 = l_mut_105;
const bool l_345 = l_24 == uint32(64);
if (l_345) {
l_mut_186 = l_344;
} else {
const bool l_346 = l_24 > uint32(0);
if (l_346) {
const uint32 l_347 = uint32(64) - l_24;
const uint64 l_348 = uint64(l_347);
const uint64 l_349 = l_344 << l_348;
const uint64 l_350 = uint64(l_24);
const uint64 l_351 = l_mut_105 >> l_350;
const uint64 l_352 = l_349 + l_351;
l_mut_186 = l_352;
}
}
if (l_267) {
const uint64 l_353 = uint64(uint32(0));
const uint64 l_354 = l_353 - l_mut_186;
l_mut_186 = l_354;
}
}
const uint64 l_355 = l_237 + l_mut_186;
const uint64 l_356 = uint64(uint32(0));
const uint64 l_357 = l_356 - l_355;
l_mut_186 = l_357;
const bool l_358 = l_355 < l_mut_186;
if (l_358) {
l_mut_186 = l_355;
}
const bool l_359 = l_mut_186 < l_33;
if (l_359) {
const uint32 l_360 = l_mut_65 * uint32(2);
const uint32 l_361 = l_360 + uint32(1);
const uint32 l_362 = info.static_meta[uint32(12)];
const bool l_363 = l_361 < l_362;
if (l_363) {
const uint32 l_480 = info.static_meta[uint32(5)];
const uint32 l_481 = l_480 * uint32(1);
const bool l_482 = l_360 < l_481;
if (l_482) {
buffer_5[l_360] = l_52;
}
const uint32 l_364 = l_360 + uint32(1);
const uint32 l_483 = info.static_meta[uint32(5)];
const uint32 l_484 = l_483 * uint32(1);
const bool l_485 = l_364 < l_484;
if (l_485) {
buffer_5[l_364] = l_mut_234;
}
}
l_mut_65 = l_mut_65 + uint32(1);
}
}
}
}

}
