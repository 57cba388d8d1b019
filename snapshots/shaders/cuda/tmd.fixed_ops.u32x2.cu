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
    uint32 static_meta[10];
};


extern "C" __global__ void __launch_bounds__(64)fixed_ops (
    const uint32* __restrict__ buffer_0, const uint32* __restrict__ buffer_1, const uint32* __restrict__ buffer_2, const uint32* __restrict__ buffer_3, uint32* buffer_4, const __grid_constant__ info_st info
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
uint32 l_mut_333;
uint32 l_mut_339;
uint32 l_mut_44;
uint32 l_mut_45;
uint32 l_mut_50;
uint32 l_mut_60;
uint32 l_mut_66;
uint32 l_mut_82;
uint32 l_mut_85;
uint32 l_mut_86;
uint32 l_mut_91;
const uint32 l_0 = info.static_meta[uint32(7)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {
const uint32 l_2 = uint32(2) * idxGlobal;
const uint32 l_392 = info.static_meta[uint32(0)];
const uint32 l_393 = l_392 * uint32(1);
const bool l_394 = l_2 < l_393;
const uint32 l_395 = l_393 - uint32(1);
const uint32 l_396 = min(l_2, l_395);
const uint32 l_397 = buffer_0[l_396];
const uint32 l_398 = (l_394) ? l_397 : uint32(0);
const uint32 l_3 = l_398;
const uint32 l_4 = uint32(2) * idxGlobal;
const uint32 l_5 = l_4 + uint32(1);
const uint32 l_399 = info.static_meta[uint32(0)];
const uint32 l_400 = l_399 * uint32(1);
const bool l_401 = l_5 < l_400;
const uint32 l_402 = l_400 - uint32(1);
const uint32 l_403 = min(l_5, l_402);
const uint32 l_404 = buffer_0[l_403];
const uint32 l_405 = (l_401) ? l_404 : uint32(0);
const uint32 l_6 = l_405;
const uint32 l_7 = uint32(2) * idxGlobal;
const uint32 l_406 = info.static_meta[uint32(1)];
const uint32 l_407 = l_406 * uint32(1);
const bool l_408 = l_7 < l_407;
const uint32 l_409 = l_407 - uint32(1);
const uint32 l_410 = min(l_7, l_409);
const uint32 l_411 = buffer_1[l_410];
const uint32 l_412 = (l_408) ? l_411 : uint32(0);
const uint32 l_8 = l_412;
const uint32 l_9 = uint32(2) * idxGlobal;
const uint32 l_10 = l_9 + uint32(1);
const uint32 l_413 = info.static_meta[uint32(1)];
const uint32 l_414 = l_413 * uint32(1);
const bool l_415 = l_10 < l_414;
const uint32 l_416 = l_414 - uint32(1);
const uint32 l_417 = min(l_10, l_416);
const uint32 l_418 = buffer_1[l_417];
const uint32 l_419 = (l_415) ? l_418 : uint32(0);
const uint32 l_11 = l_419;
const uint32 l_420 = info.static_meta[uint32(2)];
const uint32 l_421 = l_420 * uint32(1);
const bool l_422 = idxGlobal < l_421;
const uint32 l_423 = l_421 - uint32(1);
const uint32 l_424 = min(idxGlobal, l_423);
const uint32 l_425 = buffer_2[l_424];
const uint32 l_426 = (l_422) ? l_425 : uint32(0);
const uint32 l_12 = l_426;
const uint32 l_13 = uint32(7) * idxGlobal;
const uint32 l_14 = l_3 + l_8;
const uint32 l_15 = l_6 + l_11;
const bool l_16 = l_14 < l_3;
const uint32 l_17 = uint32(l_16);
const uint32 l_18 = l_15 + l_17;
const uint32 l_19 = uint32(2) * l_13;
const uint32 l_427 = info.static_meta[uint32(4)];
const uint32 l_428 = l_427 * uint32(1);
const bool l_429 = l_19 < l_428;
if (l_429) {
buffer_4[l_19] = l_14;
}
const uint32 l_20 = uint32(2) * l_13;
const uint32 l_21 = l_20 + uint32(1);
const uint32 l_430 = info.static_meta[uint32(4)];
const uint32 l_431 = l_430 * uint32(1);
const bool l_432 = l_21 < l_431;
if (l_432) {
buffer_4[l_21] = l_18;
}
const uint32 l_22 = uint32(7) * idxGlobal;
const uint32 l_23 = l_22 + uint32(1);
const uint32 l_24 = l_3 - l_8;
const uint32 l_25 = l_6 - l_11;
const bool l_26 = l_3 < l_8;
const uint32 l_27 = uint32(l_26);
const uint32 l_28 = l_25 - l_27;
const uint32 l_29 = uint32(2) * l_23;
const uint32 l_433 = info.static_meta[uint32(4)];
const uint32 l_434 = l_433 * uint32(1);
const bool l_435 = l_29 < l_434;
if (l_435) {
buffer_4[l_29] = l_24;
}
const uint32 l_30 = uint32(2) * l_23;
const uint32 l_31 = l_30 + uint32(1);
const uint32 l_436 = info.static_meta[uint32(4)];
const uint32 l_437 = l_436 * uint32(1);
const bool l_438 = l_31 < l_437;
if (l_438) {
buffer_4[l_31] = l_28;
}
const uint32 l_32 = uint32(7) * idxGlobal;
const uint32 l_33 = l_32 + uint32(2);
const uint32 l_34 = l_3 * l_12;
const uint32 l_35 = __umulhi(l_3, l_12);
const uint32 l_36 = l_6 * l_12;
const uint32 l_37 = l_35 + l_36;
const uint32 l_38 = uint32(2) * l_33;
const uint32 l_439 = info.static_meta[uint32(4)];
const uint32 l_440 = l_439 * uint32(1);
const bool l_441 = l_38 < l_440;
if (l_441) {
buffer_4[l_38] = l_34;
}
const uint32 l_39 = uint32(2) * l_33;
const uint32 l_40 = l_39 + uint32(1);
const uint32 l_442 = info.static_meta[uint32(4)];
const uint32 l_443 = l_442 * uint32(1);
const bool l_444 = l_40 < l_443;
if (l_444) {
buffer_4[l_40] = l_37;
}
const uint32 l_41 = uint32(7) * idxGlobal;
const uint32 l_42 = l_41 + uint32(3);
const uint32 l_43 = l_12 % uint32(64);
l_mut_44 = l_3;
l_mut_45 = l_6;
const bool l_46 = l_43 >= uint32(32);
if (l_46) {
const uint32 l_47 = l_43 & uint32(31);
const uint32 l_48 = l_6 >> l_47;
l_mut_44 = l_48;
l_mut_45 = uint32(0);
} else {
const bool l_49 = l_43 > uint32(0);
if (l_49) {
l_mut_50 = l_3;
const bool l_51 = l_43 > uint32(0);
if (l_51) {
const uint32 l_52 = l_3 >> l_43;
const uint32 l_53 = uint32(32) - l_43;
const uint32 l_54 = l_6 << l_53;
const uint32 l_55 = l_52 | l_54;
l_mut_50 = l_55;
}
const uint32 l_56 = l_6 >> l_43;
l_mut_44 = l_mut_50;
l_mut_45 = l_56;
}
}
const uint32 l_57 = uint32(2) * l_42;
const uint32 l_445 = info.static_meta[uint32(4)];
const uint32 l_446 = l_445 * uint32(1);
const bool l_447 = l_57 < l_446;
if (l_447) {
buffer_4[l_57] = l_mut_44;
}
const uint32 l_58 = uint32(2) * l_42;
const uint32 l_59 = l_58 + uint32(1);
const uint32 l_448 = info.static_meta[uint32(4)];
const uint32 l_449 = l_448 * uint32(1);
const bool l_450 = l_59 < l_449;
if (l_450) {
buffer_4[l_59] = l_mut_45;
}
l_mut_50 = l_8;
l_mut_45 = l_11;
l_mut_44 = l_3;
l_mut_60 = l_6;
const bool l_61 = l_11 < l_6;
const bool l_62 = l_11 == l_6;
const bool l_63 = l_8 < l_3;
const bool l_64 = l_62 && l_63;
const bool l_65 = l_61 || l_64;
if (l_65) {
l_mut_50 = l_3;
l_mut_45 = l_6;
l_mut_44 = l_8;
l_mut_60 = l_11;
}
l_mut_66 = uint32(0);
const uint32 l_67 = l_mut_44 | l_mut_60;
const bool l_68 = l_67 == uint32(0);
const bool l_69 = !l_68;
const bool l_70 = l_mut_60 < l_mut_45;
const bool l_71 = l_mut_60 == l_mut_45;
const bool l_72 = l_mut_44 < l_mut_50;
const bool l_73 = l_71 && l_72;
const bool l_74 = l_70 || l_73;
const bool l_75 = l_69 && l_74;
if (l_75) {
const uint32 l_76 = l_12 % uint32(1048576);
const uint32 l_77 = l_mut_50 - uint32(1);
const uint32 l_78 = l_mut_45 - uint32(0);
const bool l_79 = l_mut_50 < uint32(1);
const uint32 l_80 = uint32(l_79);
const uint32 l_81 = l_78 - l_80;
l_mut_50 = l_77;
l_mut_45 = l_81;
l_mut_82 = uint32(0);

for (uint32 l_mut_83 = uint32(0); l_mut_83 < uint32(20); ++l_mut_83) {
const uint32 l_84 = uint32(19) - l_mut_83;
l_mut_85 = l_mut_50;
l_mut_86 = l_mut_45;
const bool l_87 = l_84 >= uint32(32);
if (l_87) {
const uint32 l_88 = l_84 & uint32(31);
const uint32 l_89 = l_mut_45 >> l_88;
l_mut_85 = l_89;
l_mut_86 = uint32(0);
} else {
const bool l_90 = l_84 > uint32(0);
if (l_90) {
l_mut_91 = l_mut_50;
const bool l_92 = l_84 > uint32(0);
if (l_92) {
const uint32 l_93 = l_mut_50 >> l_84;
const uint32 l_94 = uint32(32) - l_84;
const uint32 l_95 = l_mut_45 << l_94;
const uint32 l_96 = l_93 | l_95;
l_mut_91 = l_96;
}
const uint32 l_97 = l_mut_45 >> l_84;
l_mut_85 = l_mut_91;
l_mut_86 = l_97;
}
}
const bool l_98 = l_mut_86 < l_mut_60;
const bool l_99 = l_mut_86 == l_mut_60;
const bool l_100 = l_mut_85 < l_mut_44;
const bool l_101 = l_99 && l_100;
const bool l_102 = l_98 || l_101;
const bool l_103 = !l_102;
if (l_103) {
l_mut_91 = l_mut_44;
l_mut_86 = l_mut_60;
const bool l_104 = l_84 >= uint32(32);
if (l_104) {
const uint32 l_105 = l_84 & uint32(31);
const uint32 l_106 = l_mut_44 << l_105;
l_mut_91 = uint32(0);
l_mut_86 = l_106;
} else {
const bool l_107 = l_84 > uint32(0);
if (l_107) {
const uint32 l_108 = l_mut_44 << l_84;
const uint32 l_109 = l_mut_60 << l_84;
const uint32 l_110 = uint32(32) - l_84;
const uint32 l_111 = l_mut_44 >> l_110;
const uint32 l_112 = l_109 | l_111;
l_mut_91 = l_108;
l_mut_86 = l_112;
}
}
const uint32 l_113 = l_mut_50 - l_mut_91;
const uint32 l_114 = l_mut_45 - l_mut_86;
const bool l_115 = l_mut_50 < l_mut_91;
const uint32 l_116 = uint32(l_115);
const uint32 l_117 = l_114 - l_116;
l_mut_50 = l_113;
l_mut_45 = l_117;
const uint32 l_118 = uint32(1) << l_84;
l_mut_82 = l_mut_82 | l_118;
}
}
const uint32 l_119 = min(l_mut_82, l_76);
l_mut_91 = l_119;
const bool l_120 = l_mut_45 < l_mut_60;
const bool l_121 = l_mut_45 == l_mut_60;
const bool l_122 = l_mut_50 < l_mut_44;
const bool l_123 = l_121 && l_122;
const bool l_124 = l_120 || l_123;
const bool l_125 = !l_124;
if (l_125) {
l_mut_91 = l_76;
}
l_mut_66 = l_mut_91;
}
const bool l_126 = l_6 < l_11;
const bool l_127 = l_6 == l_11;
const bool l_128 = l_3 < l_8;
const bool l_129 = l_127 && l_128;
const bool l_130 = l_126 || l_129;
const uint32 l_131 = uint32(l_130);
const uint32 l_132 = l_131 << uint32(20);
l_mut_66 = l_mut_66 | l_132;
const uint32 l_133 = l_6 >> uint32(31);
const bool l_134 = l_133 == uint32(1);
const uint32 l_135 = uint32(l_134);
const uint32 l_136 = l_135 << uint32(21);
l_mut_66 = l_mut_66 | l_136;
const uint32 l_137 = uint32(7) * idxGlobal;
const uint32 l_138 = l_137 + uint32(4);
const uint32 l_139 = uint32(2) * l_138;
const uint32 l_451 = info.static_meta[uint32(4)];
const uint32 l_452 = l_451 * uint32(1);
const bool l_453 = l_139 < l_452;
if (l_453) {
buffer_4[l_139] = l_mut_66;
}
const uint32 l_140 = uint32(2) * l_138;
const uint32 l_141 = l_140 + uint32(1);
const uint32 l_454 = info.static_meta[uint32(4)];
const uint32 l_455 = l_454 * uint32(1);
const bool l_456 = l_141 < l_455;
if (l_456) {
buffer_4[l_141] = uint32(0);
}
const uint32 l_142 = uint32(7) * idxGlobal;
const uint32 l_143 = l_142 + uint32(5);
const uint32 l_457 = info.static_meta[uint32(3)];
const uint32 l_458 = l_457 * uint32(1);
const bool l_459 = idxGlobal < l_458;
const uint32 l_460 = l_458 - uint32(1);
const uint32 l_461 = min(idxGlobal, l_460);
const uint32 l_462 = buffer_3[l_461];
const uint32 l_463 = (l_459) ? l_462 : uint32(0);
const uint32 l_144 = l_463;
const uint32 l_145 = l_6 >> uint32(31);
const bool l_146 = l_145 == uint32(1);
l_mut_91 = l_3;
l_mut_86 = l_6;
if (l_146) {
const uint32 l_147 = uint32(0) - l_3;
const uint32 l_148 = uint32(0) - l_6;
const bool l_149 = uint32(0) < l_3;
const uint32 l_150 = uint32(l_149);
const uint32 l_151 = l_148 - l_150;
l_mut_91 = l_147;
l_mut_86 = l_151;
}
const uint32 l_152 = l_mut_91 * l_12;
const uint32 l_153 = l_mut_86 * l_12;
const uint32 l_154 = __umulhi(l_mut_91, l_12);
const uint32 l_155 = l_154 + l_153;
const uint32 l_156 = __umulhi(l_mut_86, l_12);
const bool l_157 = l_155 < l_153;
const uint32 l_158 = uint32(l_157);
const uint32 l_159 = l_156 + l_158;
const uint32 l_160 = l_144 % uint32(32);
l_mut_85 = l_152;
const bool l_161 = l_160 > uint32(0);
if (l_161) {
const uint32 l_162 = l_152 >> l_160;
const uint32 l_163 = uint32(32) - l_160;
const uint32 l_164 = l_155 << l_163;
const uint32 l_165 = l_162 | l_164;
l_mut_85 = l_165;
}
l_mut_82 = l_155;
const bool l_166 = l_160 > uint32(0);
if (l_166) {
const uint32 l_167 = l_155 >> l_160;
const uint32 l_168 = uint32(32) - l_160;
const uint32 l_169 = l_159 << l_168;
const uint32 l_170 = l_167 | l_169;
l_mut_82 = l_170;
}
l_mut_66 = l_mut_85;
l_mut_85 = l_mut_82;
const bool l_171 = l_144 >= uint32(64);
if (l_171) {
l_mut_66 = l_159;
l_mut_85 = uint32(0);
} else {
const bool l_172 = l_144 >= uint32(32);
if (l_172) {
l_mut_82 = l_155;
const bool l_173 = l_160 > uint32(0);
if (l_173) {
const uint32 l_174 = l_155 >> l_160;
const uint32 l_175 = uint32(32) - l_160;
const uint32 l_176 = l_159 << l_175;
const uint32 l_177 = l_174 | l_176;
l_mut_82 = l_177;
}
const uint32 l_178 = l_159 >> l_160;
l_mut_66 = l_mut_82;
l_mut_85 = l_178;
}
}
l_mut_91 = l_mut_66;
l_mut_86 = l_mut_85;
if (l_146) {
const uint32 l_179 = uint32(0) - l_mut_91;
const uint32 l_180 = uint32(0) - l_mut_86;
const bool l_181 = uint32(0) < l_mut_91;
const uint32 l_182 = uint32(l_181);
const uint32 l_183 = l_180 - l_182;
l_mut_91 = l_179;
l_mut_86 = l_183;
}
const uint32 l_184 = uint32(2) * l_143;
const uint32 l_464 = info.static_meta[uint32(4)];
const uint32 l_465 = l_464 * uint32(1);
const bool l_466 = l_184 < l_465;
if (l_466) {
buffer_4[l_184] = l_mut_91;
}
const uint32 l_185 = uint32(2) * l_143;
const uint32 l_186 = l_185 + uint32(1);
const uint32 l_467 = info.static_meta[uint32(4)];
const uint32 l_468 = l_467 * uint32(1);
const bool l_469 = l_186 < l_468;
if (l_469) {
buffer_4[l_186] = l_mut_86;
}
const uint32 l_187 = uint32(7) * idxGlobal;
const uint32 l_188 = l_187 + uint32(6);
const uint32 l_470 = info.static_meta[uint32(3)];
const uint32 l_471 = l_470 * uint32(1);
const bool l_472 = idxGlobal < l_471;
const uint32 l_473 = l_471 - uint32(1);
const uint32 l_474 = min(idxGlobal, l_473);
const uint32 l_475 = buffer_3[l_474];
const uint32 l_476 = (l_472) ? l_475 : uint32(0);
const uint32 l_189 = l_476;
l_mut_91 = uint32(0);
l_mut_86 = uint32(0);
const bool l_190 = l_12 < uint32(65536);
if (l_190) {
const uint32 l_191 = l_12 * l_12;
const uint32 l_192 = l_6 >> uint32(31);
const bool l_193 = l_192 == uint32(1);
l_mut_85 = l_3;
l_mut_82 = l_6;
if (l_193) {
const uint32 l_194 = uint32(0) - l_3;
const uint32 l_195 = uint32(0) - l_6;
const bool l_196 = uint32(0) < l_3;
const uint32 l_197 = uint32(l_196);
const uint32 l_198 = l_195 - l_197;
l_mut_85 = l_194;
l_mut_82 = l_198;
}
const uint32 l_199 = l_mut_85 * l_191;
const uint32 l_200 = l_mut_82 * l_191;
const uint32 l_201 = __umulhi(l_mut_85, l_191);
const uint32 l_202 = l_201 + l_200;
const uint32 l_203 = __umulhi(l_mut_82, l_191);
const bool l_204 = l_202 < l_200;
const uint32 l_205 = uint32(l_204);
const uint32 l_206 = l_203 + l_205;
const uint32 l_207 = l_189 % uint32(32);
l_mut_66 = l_199;
const bool l_208 = l_207 > uint32(0);
if (l_208) {
const uint32 l_209 = l_199 >> l_207;
const uint32 l_210 = uint32(32) - l_207;
const uint32 l_211 = l_202 << l_210;
const uint32 l_212 = l_209 | l_211;
l_mut_66 = l_212;
}
l_mut_60 = l_202;
const bool l_213 = l_207 > uint32(0);
if (l_213) {
const uint32 l_214 = l_202 >> l_207;
const uint32 l_215 = uint32(32) - l_207;
const uint32 l_216 = l_206 << l_215;
const uint32 l_217 = l_214 | l_216;
l_mut_60 = l_217;
}
l_mut_50 = l_mut_66;
l_mut_66 = l_mut_60;
const bool l_218 = l_189 >= uint32(64);
if (l_218) {
l_mut_50 = l_206;
l_mut_66 = uint32(0);
} else {
const bool l_219 = l_189 >= uint32(32);
if (l_219) {
l_mut_60 = l_202;
const bool l_220 = l_207 > uint32(0);
if (l_220) {
const uint32 l_221 = l_202 >> l_207;
const uint32 l_222 = uint32(32) - l_207;
const uint32 l_223 = l_206 << l_222;
const uint32 l_224 = l_221 | l_223;
l_mut_60 = l_224;
}
const uint32 l_225 = l_206 >> l_207;
l_mut_50 = l_mut_60;
l_mut_66 = l_225;
}
}
l_mut_85 = l_mut_50;
l_mut_82 = l_mut_66;
if (l_193) {
const uint32 l_226 = uint32(0) - l_mut_85;
const uint32 l_227 = uint32(0) - l_mut_82;
const bool l_228 = uint32(0) < l_mut_85;
const uint32 l_229 = uint32(l_228);
const uint32 l_230 = l_227 - l_229;
l_mut_85 = l_226;
l_mut_82 = l_230;
}
l_mut_91 = l_mut_85;
l_mut_86 = l_mut_82;
} else {
const uint32 l_231 = l_6 >> uint32(31);
const bool l_232 = l_231 == uint32(1);
l_mut_85 = l_3;
l_mut_82 = l_6;
if (l_232) {
const uint32 l_233 = uint32(0) - l_3;
const uint32 l_234 = uint32(0) - l_6;
const bool l_235 = uint32(0) < l_3;
const uint32 l_236 = uint32(l_235);
const uint32 l_237 = l_234 - l_236;
l_mut_85 = l_233;
l_mut_82 = l_237;
}
const uint32 l_238 = l_mut_85 * l_12;
const uint32 l_239 = l_mut_82 * l_12;
const uint32 l_240 = __umulhi(l_mut_85, l_12);
const uint32 l_241 = l_240 + l_239;
const uint32 l_242 = __umulhi(l_mut_82, l_12);
const bool l_243 = l_241 < l_239;
const uint32 l_244 = uint32(l_243);
const uint32 l_245 = l_242 + l_244;
const uint32 l_246 = uint32(0) % uint32(32);
l_mut_66 = l_238;
const bool l_247 = l_246 > uint32(0);
if (l_247) {
const uint32 l_248 = l_238 >> l_246;
const uint32 l_249 = uint32(32) - l_246;
const uint32 l_250 = l_241 << l_249;
const uint32 l_251 = l_248 | l_250;
l_mut_66 = l_251;
}
l_mut_60 = l_241;
const bool l_252 = l_246 > uint32(0);
if (l_252) {
const uint32 l_253 = l_241 >> l_246;
const uint32 l_254 = uint32(32) - l_246;
const uint32 l_255 = l_245 << l_254;
const uint32 l_256 = l_253 | l_255;
l_mut_60 = l_256;
}
l_mut_50 = l_mut_66;
l_mut_66 = l_mut_60;
const bool l_257 = uint32(0) >= uint32(64);
if (l_257) {
l_mut_50 = l_245;
l_mut_66 = uint32(0);
} else {
const bool l_258 = uint32(0) >= uint32(32);
if (l_258) {
l_mut_60 = l_241;
const bool l_259 = l_246 > uint32(0);
if (l_259) {
const uint32 l_260 = l_241 >> l_246;
const uint32 l_261 = uint32(32) - l_246;
const uint32 l_262 = l_245 << l_261;
const uint32 l_263 = l_260 | l_262;
l_mut_60 = l_263;
}
const uint32 l_264 = l_245 >> l_246;
l_mut_50 = l_mut_60;
l_mut_66 = l_264;
}
}
const uint32 l_265 = l_mut_85 * l_12;
const uint32 l_266 = l_mut_82 * l_12;
const uint32 l_267 = __umulhi(l_mut_85, l_12);
const uint32 l_268 = l_267 + l_266;
const uint32 l_269 = __umulhi(l_mut_82, l_12);
const bool l_270 = l_268 < l_266;
const uint32 l_271 = uint32(l_270);
const uint32 l_272 = l_269 + l_271;
const uint32 l_273 = uint32(64) % uint32(32);
l_mut_60 = l_265;
const bool l_274 = l_273 > uint32(0);
if (l_274) {
const uint32 l_275 = l_265 >> l_273;
const uint32 l_276 = uint32(32) - l_273;
const uint32 l_277 = l_268 << l_276;
const uint32 l_278 = l_275 | l_277;
l_mut_60 = l_278;
}
l_mut_45 = l_268;
const bool l_279 = l_273 > uint32(0);
if (l_279) {
const uint32 l_280 = l_268 >> l_273;
const uint32 l_281 = uint32(32) - l_273;
const uint32 l_282 = l_272 << l_281;
const uint32 l_283 = l_280 | l_282;
l_mut_45 = l_283;
}
l_mut_44 = l_mut_60;
l_mut_60 = l_mut_45;
const bool l_284 = uint32(64) >= uint32(64);
if (l_284) {
l_mut_44 = l_272;
l_mut_60 = uint32(0);
} else {
const bool l_285 = uint32(64) >= uint32(32);
if (l_285) {
l_mut_45 = l_268;
const bool l_286 = l_273 > uint32(0);
if (l_286) {
const uint32 l_287 = l_268 >> l_273;
const uint32 l_288 = uint32(32) - l_273;
const uint32 l_289 = l_272 << l_288;
const uint32 l_290 = l_287 | l_289;
l_mut_45 = l_290;
}
const uint32 l_291 = l_272 >> l_273;
l_mut_44 = l_mut_45;
l_mut_60 = l_291;
}
}
const uint32 l_292 = l_mut_50 * l_12;
const uint32 l_293 = l_mut_66 * l_12;
const uint32 l_294 = __umulhi(l_mut_50, l_12);
const uint32 l_295 = l_294 + l_293;
const uint32 l_296 = __umulhi(l_mut_66, l_12);
const bool l_297 = l_295 < l_293;
const uint32 l_298 = uint32(l_297);
const uint32 l_299 = l_296 + l_298;
const uint32 l_300 = uint32(0) % uint32(32);
l_mut_85 = l_292;
const bool l_301 = l_300 > uint32(0);
if (l_301) {
const uint32 l_302 = l_292 >> l_300;
const uint32 l_303 = uint32(32) - l_300;
const uint32 l_304 = l_295 << l_303;
const uint32 l_305 = l_302 | l_304;
l_mut_85 = l_305;
}
l_mut_82 = l_295;
const bool l_306 = l_300 > uint32(0);
if (l_306) {
const uint32 l_307 = l_295 >> l_300;
const uint32 l_308 = uint32(32) - l_300;
const uint32 l_309 = l_299 << l_308;
const uint32 l_310 = l_307 | l_309;
l_mut_82 = l_310;
}
l_mut_45 = l_mut_85;
l_mut_85 = l_mut_82;
const bool l_311 = uint32(0) >= uint32(64);
if (l_311) {
l_mut_45 = l_299;
l_mut_85 = uint32(0);
} else {
const bool l_312 = uint32(0) >= uint32(32);
if (l_312) {
l_mut_82 = l_295;
const bool l_313 = l_300 > uint32(0);
if (l_313) {
const uint32 l_314 = l_295 >> l_300;
const uint32 l_315 = uint32(32) - l_300;
const uint32 l_316 = l_299 << l_315;
const uint32 l_317 = l_314 | l_316;
l_mut_82 = l_317;
}
const uint32 l_318 = l_299 >> l_300;
l_mut_45 = l_mut_82;
l_mut_85 = l_318;
}
}
const uint32 l_319 = l_mut_50 * l_12;
const uint32 l_320 = l_mut_66 * l_12;
const uint32 l_321 = __umulhi(l_mut_50, l_12);
const uint32 l_322 = l_321 + l_320;
const uint32 l_323 = __umulhi(l_mut_66, l_12);
const bool l_324 = l_322 < l_320;
const uint32 l_325 = uint32(l_324);
const uint32 l_326 = l_323 + l_325;
const uint32 l_327 = uint32(64) % uint32(32);
l_mut_82 = l_319;
const bool l_328 = l_327 > uint32(0);
if (l_328) {
const uint32 l_329 = l_319 >> l_327;
const uint32 l_330 = uint32(32) - l_327;
const uint32 l_331 = l_322 << l_330;
const uint32 l_332 = l_329 | l_331;
l_mut_82 = l_332;
}
l_mut_333 = l_322;
const bool l_334 = l_327 > uint32(0);
if (l_334) {
const uint32 l_335 = l_322 >> l_327;
const uint32 l_336 = uint32(32) - l_327;
const uint32 l_337 = l_326 << l_336;
const uint32 l_338 = l_335 | l_337;
l_mut_333 = l_338;
}
l_mut_339 = l_mut_82;
l_mut_82 = l_mut_333;
const bool l_340 = uint32(64) >= uint32(64);
if (l_340) {
l_mut_339 = l_326;
l_mut_82 = uint32(0);
} else {
const bool l_341 = uint32(64) >= uint32(32);
if (l_341) {
l_mut_333 = l_322;
const bool l_342 = l_327 > uint32(0);
if (l_342) {
const uint32 l_343 = l_322 >> l_327;
const uint32 l_344 = uint32(32) - l_327;
const uint32 l_345 = l_326 << l_344;
const uint32 l_346 = l_343 | l_345;
l_mut_333 = l_346;
}
const uint32 l_347 = l_326 >> l_327;
l_mut_339 = l_mut_333;
l_mut_82 = l_347;
}
}
const uint32 l_348 = l_mut_44 * l_12;
const uint32 l_349 = __umulhi(l_mut_44, l_12);
const uint32 l_350 = l_mut_60 * l_12;
const uint32 l_351 = l_349 + l_350;
const uint32 l_352 = l_mut_339 + l_348;
const uint32 l_353 = l_mut_82 + l_351;
const bool l_354 = l_352 < l_mut_339;
const uint32 l_355 = uint32(l_354);
const uint32 l_356 = l_353 + l_355;
l_mut_91 = l_mut_45;
l_mut_86 = l_mut_85;
const bool l_357 = l_189 == uint32(64);
if (l_357) {
l_mut_91 = l_352;
l_mut_86 = l_356;
} else {
const bool l_358 = l_189 > uint32(0);
if (l_358) {
const uint32 l_359 = uint32(64) - l_189;
l_mut_339 = l_352;
l_mut_333 = l_356;
const bool l_360 = l_359 >= uint32(32);
if (l_360) {
const uint32 l_361 = l_359 & uint32(31);
const uint32 l_362 = l_352 << l_361;
l_mut_339 = uint32(0);
l_mut_333 = l_362;
} else {
const bool l_363 = l_359 > uint32(0);
if (l_363) {
const uint32 l_364 = l_352 << l_359;
const uint32 l_365 = l_356 << l_359;
const uint32 l_366 = uint32(32) - l_359;
const uint32 l_367 = l_352 >> l_366;
const uint32 l_368 = l_365 | l_367;
l_mut_339 = l_364;
l_mut_333 = l_368;
}
}
l_mut_82 = l_mut_45;
l_mut_66 = l_mut_85;
const bool l_369 = l_189 >= uint32(32);
if (l_369) {
const uint32 l_370 = l_189 & uint32(31);
const uint32 l_371 = l_mut_85 >> l_370;
l_mut_82 = l_371;
l_mut_66 = uint32(0);
} else {
const bool l_372 = l_189 > uint32(0);
if (l_372) {
l_mut_60 = l_mut_45;
const bool l_373 = l_189 > uint32(0);
if (l_373) {
const uint32 l_374 = l_mut_45 >> l_189;
const uint32 l_375 = uint32(32) - l_189;
const uint32 l_376 = l_mut_85 << l_375;
const uint32 l_377 = l_374 | l_376;
l_mut_60 = l_377;
}
const uint32 l_378 = l_mut_85 >> l_189;
l_mut_82 = l_mut_60;
l_mut_66 = l_378;
}
}
const uint32 l_379 = l_mut_339 + l_mut_82;
const uint32 l_380 = l_mut_333 + l_mut_66;
const bool l_381 = l_379 < l_mut_339;
const uint32 l_382 = uint32(l_381);
const uint32 l_383 = l_380 + l_382;
l_mut_91 = l_379;
l_mut_86 = l_383;
}
}
if (l_232) {
const uint32 l_384 = uint32(0) - l_mut_91;
const uint32 l_385 = uint32(0) - l_mut_86;
const bool l_386 = uint32(0) < l_mut_91;
const uint32 l_387 = uint32(l_386);
const uint32 l_388 = l_385 - l_387;
l_mut_91 = l_384;
l_mut_86 = l_388;
}
}
const uint32 l_389 = uint32(2) * l_188;
const uint32 l_477 = info.static_meta[uint32(4)];
const uint32 l_478 = l_477 * uint32(1);
const bool l_479 = l_389 < l_478;
if (l_479) {
buffer_4[l_389] = l_mut_91;
}
const uint32 l_390 = uint32(2) * l_188;
const uint32 l_391 = l_390 + uint32(1);
const uint32 l_480 = info.static_meta[uint32(4)];
const uint32 l_481 = l_480 * uint32(1);
const bool l_482 = l_391 < l_481;
if (l_482) {
buffer_4[l_391] = l_mut_86;
}
}

}
