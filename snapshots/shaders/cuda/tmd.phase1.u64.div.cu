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
    uint32 static_meta[12];
};


extern "C" __global__ void __launch_bounds__(64)phase1 (
    const uint32* __restrict__ buffer_0, const uint32* __restrict__ buffer_1, const uint32* __restrict__ buffer_2, const uint32* __restrict__ buffer_3, uint32* buffer_4, uint32* buffer_5, const __grid_constant__ info_st info
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
bool l_mut_248;
bool l_mut_251;
bool l_mut_339;
bool l_mut_344;
uint32 l_mut_247;
uint32 l_mut_260;
uint32 l_mut_293;
uint32 l_mut_363;
uint32 l_mut_364;
uint32 l_mut_49;
uint64 l_mut_109;
uint64 l_mut_140;
uint64 l_mut_194;
uint64 l_mut_273;
uint64 l_mut_290;
uint64 l_mut_383;
uint64 l_mut_87;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_529 = info.static_meta[uint32(5)];
const uint32 l_530 = l_529 * uint32(1);
const uint32 l_531 = l_530 - uint32(1);
const uint32 l_532 = min(uint32(3), l_531);
uint32* l_533 = &buffer_5[l_532];
uint32* l_1 = l_533;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_473 = info.static_meta[uint32(3)];
const uint32 l_474 = l_473 * uint32(1);
const bool l_475 = l_3 < l_474;
const uint32 l_476 = l_474 - uint32(1);
const uint32 l_477 = min(l_3, l_476);
const uint32 l_478 = buffer_3[l_477];
const uint32 l_479 = (l_475) ? l_478 : uint32(0);
const uint32 l_4 = l_479;
const uint64 l_5 = uint64(l_4);
const uint32 l_6 = uint32(2) * uint32(0);
const uint32 l_7 = l_6 + uint32(1);
const uint32 l_480 = info.static_meta[uint32(3)];
const uint32 l_481 = l_480 * uint32(1);
const bool l_482 = l_7 < l_481;
const uint32 l_483 = l_481 - uint32(1);
const uint32 l_484 = min(l_7, l_483);
const uint32 l_485 = buffer_3[l_484];
const uint32 l_486 = (l_482) ? l_485 : uint32(0);
const uint32 l_8 = l_486;
const uint64 l_9 = uint64(l_8);
const uint64 l_10 = l_9 << uint64(32);
const uint64 l_11 = l_5 | l_10;
const uint64 l_12 = l_11 & uint64(4294967295);
const uint32 l_13 = uint32(l_12);
const uint32 l_14 = uint32(2) * uint32(1);
const uint32 l_487 = info.static_meta[uint32(3)];
const uint32 l_488 = l_487 * uint32(1);
const bool l_489 = l_14 < l_488;
const uint32 l_490 = l_488 - uint32(1);
const uint32 l_491 = min(l_14, l_490);
const uint32 l_492 = buffer_3[l_491];
const uint32 l_493 = (l_489) ? l_492 : uint32(0);
const uint32 l_15 = l_493;
const uint64 l_16 = uint64(l_15);
const uint32 l_17 = uint32(2) * uint32(1);
const uint32 l_18 = l_17 + uint32(1);
const uint32 l_494 = info.static_meta[uint32(3)];
const uint32 l_495 = l_494 * uint32(1);
const bool l_496 = l_18 < l_495;
const uint32 l_497 = l_495 - uint32(1);
const uint32 l_498 = min(l_18, l_497);
const uint32 l_499 = buffer_3[l_498];
const uint32 l_500 = (l_496) ? l_499 : uint32(0);
const uint32 l_19 = l_500;
const uint64 l_20 = uint64(l_19);
const uint64 l_21 = l_20 << uint64(32);
const uint64 l_22 = l_16 | l_21;
const uint64 l_23 = l_22 & uint64(4294967295);
const uint32 l_24 = uint32(l_23);
const uint32 l_25 = uint32(2) * uint32(2);
const uint32 l_501 = info.static_meta[uint32(3)];
const uint32 l_502 = l_501 * uint32(1);
const bool l_503 = l_25 < l_502;
const uint32 l_504 = l_502 - uint32(1);
const uint32 l_505 = min(l_25, l_504);
const uint32 l_506 = buffer_3[l_505];
const uint32 l_507 = (l_503) ? l_506 : uint32(0);
const uint32 l_26 = l_507;
const uint64 l_27 = uint64(l_26);
const uint32 l_28 = uint32(2) * uint32(2);
const uint32 l_29 = l_28 + uint32(1);
const uint32 l_508 = info.static_meta[uint32(3)];
const uint32 l_509 = l_508 * uint32(1);
const bool l_510 = l_29 < l_509;
const uint32 l_511 = l_509 - uint32(1);
const uint32 l_512 = min(l_29, l_511);
const uint32 l_513 = buffer_3[l_512];
const uint32 l_514 = (l_510) ? l_513 : uint32(0);
const uint32 l_30 = l_514;
const uint64 l_31 = uint64(l_30);
const uint64 l_32 = l_31 << uint64(32);
const uint64 l_33 = l_27 | l_32;
const uint32 l_34 = uint32(2) * uint32(3);
const uint32 l_515 = info.static_meta[uint32(3)];
const uint32 l_516 = l_515 * uint32(1);
const bool l_517 = l_34 < l_516;
const uint32 l_518 = l_516 - uint32(1);
const uint32 l_519 = min(l_34, l_518);
const uint32 l_520 = buffer_3[l_519];
const uint32 l_521 = (l_517) ? l_520 : uint32(0);
const uint32 l_35 = l_521;
const uint64 l_36 = uint64(l_35);
const uint32 l_37 = uint32(2) * uint32(3);
const uint32 l_38 = l_37 + uint32(1);
const uint32 l_522 = info.static_meta[uint32(3)];
const uint32 l_523 = l_522 * uint32(1);
const bool l_524 = l_38 < l_523;
const uint32 l_525 = l_523 - uint32(1);
const uint32 l_526 = min(l_38, l_525);
const uint32 l_527 = buffer_3[l_526];
const uint32 l_528 = (l_524) ? l_527 : uint32(0);
const uint32 l_39 = l_528;
const uint64 l_40 = uint64(l_39);
const uint64 l_41 = l_40 << uint64(32);
const uint64 l_42 = l_36 | l_41;
const uint32 l_43 = uint32(2) * idxGlobal;
const uint32 l_44 = info.static_meta[uint32(6)];
const bool l_45 = l_43 < l_44;
const uint64 l_46 = uint64(idxGlobal);
const uint64 l_47 = uint64(l_13);
const uint64 l_48 = l_46 * l_47;
l_mut_49 = uint32(0);
const bool l_50 = l_48 < l_42;
if (l_50) {
const uint64 l_51 = l_42 - l_48;
l_mut_49 = l_13;
const uint64 l_52 = uint64(l_13);
const bool l_53 = l_51 < l_52;
if (l_53) {
const uint64 l_54 = l_51 & uint64(4294967295);
const uint32 l_55 = uint32(l_54);
l_mut_49 = l_55;
}
}
const bool l_56 = l_mut_49 > uint32(0);
const bool l_57 = l_45 && l_56;
if (l_57) {
const uint32 l_58 = uint32(2) * idxGlobal;
const uint32 l_534 = info.static_meta[uint32(0)];
const uint32 l_535 = l_534 * uint32(1);
const bool l_536 = l_58 < l_535;
const uint32 l_537 = l_535 - uint32(1);
const uint32 l_538 = min(l_58, l_537);
const uint32 l_539 = buffer_0[l_538];
const uint32 l_540 = (l_536) ? l_539 : uint32(0);
const uint32 l_59 = l_540;
const uint64 l_60 = uint64(l_59);
const uint32 l_61 = uint32(2) * idxGlobal;
const uint32 l_62 = l_61 + uint32(1);
const uint32 l_541 = info.static_meta[uint32(0)];
const uint32 l_542 = l_541 * uint32(1);
const bool l_543 = l_62 < l_542;
const uint32 l_544 = l_542 - uint32(1);
const uint32 l_545 = min(l_62, l_544);
const uint32 l_546 = buffer_0[l_545];
const uint32 l_547 = (l_543) ? l_546 : uint32(0);
const uint32 l_63 = l_547;
const uint64 l_64 = uint64(l_63);
const uint64 l_65 = l_64 << uint64(32);
const uint64 l_66 = l_60 | l_65;
const uint32 l_67 = uint32(2) * idxGlobal;
const uint32 l_548 = info.static_meta[uint32(1)];
const uint32 l_549 = l_548 * uint32(1);
const bool l_550 = l_67 < l_549;
const uint32 l_551 = l_549 - uint32(1);
const uint32 l_552 = min(l_67, l_551);
const uint32 l_553 = buffer_1[l_552];
const uint32 l_554 = (l_550) ? l_553 : uint32(0);
const uint32 l_68 = l_554;
const uint64 l_69 = uint64(l_68);
const uint32 l_70 = uint32(2) * idxGlobal;
const uint32 l_71 = l_70 + uint32(1);
const uint32 l_555 = info.static_meta[uint32(1)];
const uint32 l_556 = l_555 * uint32(1);
const bool l_557 = l_71 < l_556;
const uint32 l_558 = l_556 - uint32(1);
const uint32 l_559 = min(l_71, l_558);
const uint32 l_560 = buffer_1[l_559];
const uint32 l_561 = (l_557) ? l_560 : uint32(0);
const uint32 l_72 = l_561;
const uint64 l_73 = uint64(l_72);
const uint64 l_74 = l_73 << uint64(32);
const uint64 l_75 = l_69 | l_74;
const uint32 l_76 = uint32(2) * idxGlobal;
const uint32 l_562 = info.static_meta[uint32(2)];
const uint32 l_563 = l_562 * uint32(1);
const bool l_564 = l_76 < l_563;
const uint32 l_565 = l_563 - uint32(1);
const uint32 l_566 = min(l_76, l_565);
const uint32 l_567 = buffer_2[l_566];
const uint32 l_568 = (l_564) ? l_567 : uint32(0);
const uint32 l_77 = l_568;
const uint64 l_78 = uint64(l_77);
const uint32 l_79 = uint32(2) * idxGlobal;
const uint32 l_80 = l_79 + uint32(1);
const uint32 l_569 = info.static_meta[uint32(2)];
const uint32 l_570 = l_569 * uint32(1);
const bool l_571 = l_80 < l_570;
const uint32 l_572 = l_570 - uint32(1);
const uint32 l_573 = min(l_80, l_572);
const uint32 l_574 = buffer_2[l_573];
const uint32 l_575 = (l_571) ? l_574 : uint32(0);
const uint32 l_81 = l_575;
const uint64 l_82 = uint64(l_81);
const uint64 l_83 = l_82 << uint64(32);
const uint64 l_84 = l_78 | l_83;
const uint64 l_85 = l_84 >> uint64(63);
const bool l_86 = l_85 == uint64(1);
l_mut_87 = l_84;
if (l_86) {
const uint64 l_88 = uint64(uint32(0));
const uint64 l_89 = l_88 - l_84;
l_mut_87 = l_89;
}
const uint64 l_90 = uint64(l_13);
const uint64 l_91 = l_mut_87 & uint64(4294967295);
const uint64 l_92 = l_91 * l_90;
const uint64 l_93 = l_mut_87 >> uint64(32);
const uint64 l_94 = l_93 * l_90;
const uint64 l_95 = l_94 << uint64(32);
const uint64 l_96 = l_92 + l_95;
const uint64 l_97 = l_94 >> uint64(32);
const bool l_98 = l_96 < l_92;
const uint64 l_99 = uint64(l_98);
const uint64 l_100 = l_97 + l_99;
l_mut_87 = l_96;
const bool l_101 = l_24 == uint32(64);
if (l_101) {
l_mut_87 = l_100;
} else {
const bool l_102 = l_24 > uint32(0);
if (l_102) {
const uint32 l_103 = uint32(64) - l_24;
const uint64 l_104 = uint64(l_103);
const uint64 l_105 = l_100 << l_104;
const uint64 l_106 = uint64(l_24);
const uint64 l_107 = l_96 >> l_106;
const uint64 l_108 = l_105 | l_107;
l_mut_87 = l_108;
}
}
l_mut_109 = l_mut_87;
if (l_86) {
const uint64 l_110 = uint64(uint32(0));
const uint64 l_111 = l_110 - l_mut_109;
l_mut_109 = l_111;
}
const uint64 l_112 = l_66 + l_mut_109;
const uint32 l_113 = l_24 + uint32(3);
const uint64 l_114 = uint64(uint32(0));
l_mut_109 = l_114;
const bool l_115 = l_13 < uint32(65536);
if (l_115) {
const uint32 l_116 = l_13 * l_13;
const uint64 l_117 = l_84 >> uint64(63);
const bool l_118 = l_117 == uint64(1);
l_mut_87 = l_84;
if (l_118) {
const uint64 l_119 = uint64(uint32(0));
const uint64 l_120 = l_119 - l_84;
l_mut_87 = l_120;
}
const uint64 l_121 = uint64(l_116);
const uint64 l_122 = l_mut_87 & uint64(4294967295);
const uint64 l_123 = l_122 * l_121;
const uint64 l_124 = l_mut_87 >> uint64(32);
const uint64 l_125 = l_124 * l_121;
const uint64 l_126 = l_125 << uint64(32);
const uint64 l_127 = l_123 + l_126;
const uint64 l_128 = l_125 >> uint64(32);
const bool l_129 = l_127 < l_123;
const uint64 l_130 = uint64(l_129);
const uint64 l_131 = l_128 + l_130;
l_mut_87 = l_127;
const bool l_132 = l_113 == uint32(64);
if (l_132) {
l_mut_87 = l_131;
} else {
const bool l_133 = l_113 > uint32(0);
if (l_133) {
const uint32 l_134 = uint32(64) - l_113;
const uint64 l_135 = uint64(l_134);
const uint64 l_136 = l_131 << l_135;
const uint64 l_137 = uint64(l_113);
const uint64 l_138 = l_127 >> l_137;
const uint64 l_139 = l_136 | l_138;
l_mut_87 = l_139;
}
}
l_mut_140 = l_mut_87;
if (l_118) {
const uint64 l_141 = uint64(uint32(0));
const uint64 l_142 = l_141 - l_mut_140;
l_mut_140 = l_142;
}
l_mut_109 = l_mut_140;
} else {
const uint64 l_143 = l_84 >> uint64(63);
const bool l_144 = l_143 == uint64(1);
l_mut_140 = l_84;
if (l_144) {
const uint64 l_145 = uint64(uint32(0));
const uint64 l_146 = l_145 - l_84;
l_mut_140 = l_146;
}
const uint64 l_147 = uint64(l_13);
const uint64 l_148 = l_mut_140 & uint64(4294967295);
const uint64 l_149 = l_148 * l_147;
const uint64 l_150 = l_mut_140 >> uint64(32);
const uint64 l_151 = l_150 * l_147;
const uint64 l_152 = l_151 << uint64(32);
const uint64 l_153 = l_149 + l_152;
const uint64 l_154 = l_151 >> uint64(32);
const bool l_155 = l_153 < l_149;
const uint64 l_156 = uint64(l_155);
const uint64 l_157 = l_154 + l_156;
l_mut_87 = l_153;
const bool l_158 = uint32(0) == uint32(64);
if (l_158) {
l_mut_87 = l_157;
} else {
const bool l_159 = uint32(0) > uint32(0);
if (l_159) {
const uint64 l_160 = uint64(uint32(64));
const uint64 l_161 = l_157 << l_160;
const uint64 l_162 = uint64(uint32(0));
const uint64 l_163 = l_153 >> l_162;
const uint64 l_164 = l_161 | l_163;
l_mut_87 = l_164;
}
}
const uint64 l_165 = uint64(l_13);
const uint64 l_166 = l_mut_140 & uint64(4294967295);
const uint64 l_167 = l_166 * l_165;
const uint64 l_168 = l_mut_140 >> uint64(32);
const uint64 l_169 = l_168 * l_165;
const uint64 l_170 = l_169 << uint64(32);
const uint64 l_171 = l_167 + l_170;
const uint64 l_172 = l_169 >> uint64(32);
const bool l_173 = l_171 < l_167;
const uint64 l_174 = uint64(l_173);
const uint64 l_175 = l_172 + l_174;
l_mut_140 = l_171;
const bool l_176 = uint32(64) == uint32(64);
if (l_176) {
l_mut_140 = l_175;
} else {
const bool l_177 = uint32(64) > uint32(0);
if (l_177) {
const uint64 l_178 = uint64(uint32(0));
const uint64 l_179 = l_175 << l_178;
const uint64 l_180 = uint64(uint32(64));
const uint64 l_181 = l_171 >> l_180;
const uint64 l_182 = l_179 | l_181;
l_mut_140 = l_182;
}
}
const uint64 l_183 = uint64(l_13);
const uint64 l_184 = l_mut_87 & uint64(4294967295);
const uint64 l_185 = l_184 * l_183;
const uint64 l_186 = l_mut_87 >> uint64(32);
const uint64 l_187 = l_186 * l_183;
const uint64 l_188 = l_187 << uint64(32);
const uint64 l_189 = l_185 + l_188;
const uint64 l_190 = l_187 >> uint64(32);
const bool l_191 = l_189 < l_185;
const uint64 l_192 = uint64(l_191);
const uint64 l_193 = l_190 + l_192;
l_mut_194 = l_189;
const bool l_195 = uint32(0) == uint32(64);
if (l_195) {
l_mut_194 = l_193;
} else {
const bool l_196 = uint32(0) > uint32(0);
if (l_196) {
const uint64 l_197 = uint64(uint32(64));
const uint64 l_198 = l_193 << l_197;
const uint64 l_199 = uint64(uint32(0));
const uint64 l_200 = l_189 >> l_199;
const uint64 l_201 = l_198 | l_200;
l_mut_194 = l_201;
}
}
const uint64 l_202 = uint64(l_13);
const uint64 l_203 = l_mut_87 & uint64(4294967295);
const uint64 l_204 = l_203 * l_202;
const uint64 l_205 = l_mut_87 >> uint64(32);
const uint64 l_206 = l_205 * l_202;
const uint64 l_207 = l_206 << uint64(32);
const uint64 l_208 = l_204 + l_207;
const uint64 l_209 = l_206 >> uint64(32);
const bool l_210 = l_208 < l_204;
const uint64 l_211 = uint64(l_210);
const uint64 l_212 = l_209 + l_211;
l_mut_87 = l_208;
const bool l_213 = uint32(64) == uint32(64);
if (l_213) {
l_mut_87 = l_212;
} else {
const bool l_214 = uint32(64) > uint32(0);
if (l_214) {
const uint64 l_215 = uint64(uint32(0));
const uint64 l_216 = l_212 << l_215;
const uint64 l_217 = uint64(uint32(64));
const uint64 l_218 = l_208 >> l_217;
const uint64 l_219 = l_216 | l_218;
l_mut_87 = l_219;
}
}
const uint64 l_220 = uint64(l_13);
const uint64 l_221 = l_mut_140 * l_220;
const uint64 l_222 = l_mut_87 + l_221;
l_mut_109 = l_mut_194;
const bool l_223 = l_113 == uint32(64);
if (l_223) {
l_mut_109 = l_222;
} else {
const bool l_224 = l_113 > uint32(0);
if (l_224) {
const uint32 l_225 = uint32(64) - l_113;
const uint64 l_226 = uint64(l_225);
const uint64 l_227 = l_222 << l_226;
const uint64 l_228 = uint64(l_113);
const uint64 l_229 = l_mut_194 >> l_228;
const uint64 l_230 = l_227 + l_229;
l_mut_109 = l_230;
}
}
if (l_144) {
const uint64 l_231 = uint64(uint32(0));
const uint64 l_232 = l_231 - l_mut_109;
l_mut_109 = l_232;
}
}
l_mut_194 = l_mut_109;
const uint64 l_233 = l_mut_109 >> uint64(63);
const bool l_234 = l_233 == uint64(1);
if (l_234) {
const uint64 l_235 = uint64(uint32(0));
const uint64 l_236 = l_235 - l_mut_109;
l_mut_194 = l_236;
}
const uint64 l_237 = l_33 + l_mut_194;
const uint64 l_238 = uint64(uint32(1));
const uint64 l_239 = l_237 + l_238;
const uint64 l_240 = l_75 - l_mut_109;
const uint64 l_241 = l_240 + l_239;
const uint64 l_242 = uint64(uint32(0));
const uint64 l_243 = l_242 - l_112;
const uint64 l_244 = l_239 + l_239;
l_mut_194 = l_243;
const uint64 l_245 = uint64(uint32(0));
const uint64 l_246 = l_245 - l_243;
l_mut_140 = l_246;
l_mut_109 = l_241;
l_mut_49 = uint32(1);
l_mut_247 = uint32(1);
l_mut_248 = bool(false);
const bool l_249 = l_mut_109 < l_244;
const bool l_250 = !l_249;
l_mut_251 = l_250;
const bool l_252 = l_243 == uint64(0);
if (l_252) {
l_mut_248 = l_mut_251;
l_mut_251 = bool(false);
}
if (l_mut_251) {
const uint64 l_253 = l_243 >> uint64(63);
const bool l_254 = l_253 == uint64(1);
l_mut_87 = l_243;
if (l_254) {
const uint64 l_255 = uint64(uint32(0));
const uint64 l_256 = l_255 - l_243;
l_mut_87 = l_256;
}
const uint32 l_257 = l_13 - uint32(1);
const uint64 l_258 = uint64(l_257);
const uint64 l_259 = l_mut_87 * l_258;
l_mut_260 = uint32(0);
const uint32 l_261 = l_13 - uint32(1);
const uint64 l_262 = uint64(l_261);
const uint64 l_263 = l_mut_87 & uint64(4294967295);
const uint64 l_264 = l_263 * l_262;
const uint64 l_265 = l_mut_87 >> uint64(32);
const uint64 l_266 = l_265 * l_262;
const uint64 l_267 = l_266 << uint64(32);
const uint64 l_268 = l_264 + l_267;
const uint64 l_269 = l_266 >> uint64(32);
const bool l_270 = l_268 < l_264;
const uint64 l_271 = uint64(l_270);
const uint64 l_272 = l_269 + l_271;
l_mut_273 = l_268;
const bool l_274 = uint32(64) == uint32(64);
if (l_274) {
l_mut_273 = l_272;
} else {
const bool l_275 = uint32(64) > uint32(0);
if (l_275) {
const uint64 l_276 = uint64(uint32(0));
const uint64 l_277 = l_272 << l_276;
const uint64 l_278 = uint64(uint32(64));
const uint64 l_279 = l_268 >> l_278;
const uint64 l_280 = l_277 | l_279;
l_mut_273 = l_280;
}
}
const bool l_281 = l_mut_273 == uint64(0);
if (l_281) {
l_mut_273 = l_241;
if (l_254) {
const uint64 l_282 = uint64(uint32(0));
const uint64 l_283 = l_282 - l_241;
const bool l_284 = l_241 == uint64(0);
const bool l_285 = !l_284;
const bool l_286 = l_259 < l_283;
const bool l_287 = !l_286;
const bool l_288 = l_285 && l_287;
if (l_288) {
const uint32 l_289 = l_13 - uint32(1);
l_mut_290 = l_283;
const bool l_291 = l_283 < l_mut_87;
const bool l_292 = !l_291;
if (l_292) {
l_mut_293 = uint32(0);
const bool l_294 = l_mut_87 < l_283;
if (l_294) {
const uint64 l_295 = l_283 - uint64(1);
const uint64 l_296 = l_295 / l_mut_87;
const uint64 l_297 = uint64(l_289);
const bool l_298 = l_296 < l_297;
const uint64 l_299 = uint64(l_289);
const uint64 l_300 = (l_298) ? l_296 : l_299;
const uint32 l_301 = uint32(l_300);
l_mut_293 = l_301;
}
const uint64 l_302 = uint64(l_mut_293);
const uint64 l_303 = l_mut_87 * l_302;
const uint64 l_304 = l_283 - l_303;
l_mut_290 = l_304;
const bool l_305 = l_mut_290 < l_mut_87;
const bool l_306 = !l_305;
if (l_306) {
const uint64 l_307 = l_mut_290 - l_mut_87;
l_mut_290 = l_307;
}
}
const uint64 l_308 = l_mut_87 - l_mut_290;
l_mut_290 = l_308;
const bool l_309 = l_308 < l_mut_87;
const bool l_310 = !l_309;
if (l_310) {
const uint64 l_311 = l_308 - l_mut_87;
l_mut_290 = l_311;
}
const bool l_312 = l_mut_290 < l_mut_273;
if (l_312) {
l_mut_273 = l_mut_290;
}
}
} else {
const uint64 l_313 = l_241 - l_259;
l_mut_273 = l_313;
const bool l_314 = l_241 < l_259;
if (l_314) {
const uint32 l_315 = l_13 - uint32(1);
l_mut_290 = l_241;
const bool l_316 = l_241 < l_mut_87;
const bool l_317 = !l_316;
if (l_317) {
l_mut_293 = uint32(0);
const bool l_318 = l_mut_87 < l_241;
if (l_318) {
const uint64 l_319 = l_241 - uint64(1);
const uint64 l_320 = l_319 / l_mut_87;
const uint64 l_321 = uint64(l_315);
const bool l_322 = l_320 < l_321;
const uint64 l_323 = uint64(l_315);
const uint64 l_324 = (l_322) ? l_320 : l_323;
const uint32 l_325 = uint32(l_324);
l_mut_293 = l_325;
}
const uint64 l_326 = uint64(l_mut_293);
const uint64 l_327 = l_mut_87 * l_326;
const uint64 l_328 = l_241 - l_327;
l_mut_290 = l_328;
const bool l_329 = l_mut_290 < l_mut_87;
const bool l_330 = !l_329;
if (l_330) {
const uint64 l_331 = l_mut_290 - l_mut_87;
l_mut_290 = l_331;
}
}
const bool l_332 = l_mut_290 < l_mut_273;
if (l_332) {
l_mut_273 = l_mut_290;
}
}
}
const bool l_333 = l_mut_273 < l_244;
const bool l_334 = !l_333;
const uint32 l_335 = uint32(l_334);
const uint32 l_336 = uint32(2) - l_335;
l_mut_260 = l_336;
}
const bool l_337 = l_mut_260 > uint32(0);
if (l_337) {
const bool l_338 = l_mut_260 == uint32(1);
l_mut_248 = l_338;
l_mut_251 = bool(false);
}
}
l_mut_339 = bool(false);
while (true) {
const bool l_340 = !l_mut_251;
if (l_340) {
break;}
const bool l_341 = l_mut_109 < l_mut_194;
if (l_341) {
const uint64 l_342 = l_mut_194 - l_mut_109;
l_mut_290 = l_342;
l_mut_273 = l_mut_194;
const bool l_343 = l_mut_290 < l_mut_194;
if (l_343) {
l_mut_273 = l_mut_290;
}
l_mut_344 = bool(false);
l_mut_344 = bool(true);
l_mut_293 = uint32(0);
const bool l_345 = l_mut_140 == uint64(0);
const bool l_346 = !l_345;
const bool l_347 = l_mut_344 && l_346;
const bool l_348 = l_mut_140 < l_mut_273;
const bool l_349 = l_347 && l_348;
const uint32 l_350 = l_mut_49 + l_mut_247;
const bool l_351 = l_350 < l_13;
const bool l_352 = l_349 && l_351;
if (l_352) {
const uint32 l_353 = l_13 - l_mut_49;
const uint32 l_354 = l_353 - l_mut_247;
const uint32 l_355 = l_354 / l_mut_49;
const uint64 l_356 = l_mut_273 - uint64(1);
const uint64 l_357 = l_356 / l_mut_140;
const uint64 l_358 = uint64(l_355);
const bool l_359 = l_357 < l_358;
const uint64 l_360 = uint64(l_355);
const uint64 l_361 = (l_359) ? l_357 : l_360;
const uint32 l_362 = uint32(l_361);
l_mut_293 = l_362;
}
l_mut_290 = l_mut_194;
l_mut_273 = l_mut_140;
l_mut_260 = l_mut_49;
l_mut_363 = l_mut_247;
l_mut_87 = l_mut_109;
l_mut_364 = uint32(0);
const bool l_365 = l_mut_293 > uint32(0);
if (l_365) {
const uint64 l_366 = uint64(l_mut_293);
const uint64 l_367 = l_mut_140 * l_366;
const uint64 l_368 = l_mut_194 - l_367;
l_mut_290 = l_368;
const uint32 l_369 = l_mut_293 * l_mut_49;
const uint32 l_370 = l_mut_247 + l_369;
l_mut_363 = l_370;
} else {
const bool l_371 = l_mut_364 == uint32(0);
if (l_371) {
const uint32 l_372 = l_13 - l_mut_49;
const uint32 l_373 = l_372 / l_mut_247;
l_mut_293 = uint32(0);
l_mut_344 = bool(false);
l_mut_344 = bool(true);
const bool l_374 = l_mut_194 == uint64(0);
if (l_374) {
l_mut_293 = l_373;
} else {
if (l_mut_344) {
const bool l_375 = l_mut_194 < l_mut_140;
if (l_375) {
const uint64 l_376 = l_mut_140 - uint64(1);
const uint64 l_377 = l_376 / l_mut_194;
const uint64 l_378 = uint64(l_373);
const bool l_379 = l_377 < l_378;
const uint64 l_380 = uint64(l_373);
const uint64 l_381 = (l_379) ? l_377 : l_380;
const uint32 l_382 = uint32(l_381);
l_mut_293 = l_382;
}
} else {
l_mut_383 = l_mut_140;
while (true) {
const bool l_384 = l_mut_194 < l_mut_383;
const uint32 l_385 = l_mut_293 * l_mut_247;
const uint32 l_386 = l_mut_49 + l_385;
const uint32 l_387 = l_386 + l_mut_247;
const bool l_388 = l_387 < l_13;
const bool l_389 = l_384 && l_388;
const bool l_390 = !l_389;
if (l_390) {
break;}
const uint64 l_391 = l_mut_383 - l_mut_194;
l_mut_383 = l_391;
l_mut_293 = l_mut_293 + uint32(1);
}
}
}
const uint32 l_392 = l_mut_293 * l_mut_247;
const uint32 l_393 = l_mut_49 + l_392;
const uint32 l_394 = l_393 + l_mut_247;
const bool l_395 = l_394 >= l_13;
if (l_395) {
l_mut_364 = uint32(1);
} else {
const uint64 l_396 = uint64(l_mut_293);
const uint64 l_397 = l_mut_194 * l_396;
const uint64 l_398 = l_mut_140 - l_397;
l_mut_273 = l_398;
const uint32 l_399 = l_mut_293 * l_mut_247;
const uint32 l_400 = l_mut_49 + l_399;
l_mut_260 = l_400;
const uint64 l_401 = l_mut_194 - l_mut_273;
l_mut_290 = l_401;
const uint32 l_402 = l_mut_247 + l_mut_260;
l_mut_363 = l_402;
}
}
}
l_mut_194 = l_mut_290;
l_mut_140 = l_mut_273;
l_mut_49 = l_mut_260;
l_mut_247 = l_mut_363;
l_mut_109 = l_mut_87;
const bool l_403 = l_mut_364 == uint32(1);
l_mut_248 = l_403;
const bool l_404 = l_mut_364 == uint32(0);
l_mut_251 = l_404;
} else {
const uint64 l_405 = l_mut_140 - l_mut_109;
l_mut_383 = l_405;
const uint64 l_406 = l_mut_109 - l_244;
l_mut_383 = l_406;
l_mut_290 = l_mut_140;
const bool l_407 = l_mut_383 < l_mut_140;
if (l_407) {
l_mut_290 = l_mut_383;
}
l_mut_344 = bool(false);
l_mut_344 = bool(true);
l_mut_364 = uint32(0);
const bool l_408 = l_mut_194 == uint64(0);
const bool l_409 = !l_408;
const bool l_410 = l_mut_344 && l_409;
const bool l_411 = l_mut_194 < l_mut_290;
const bool l_412 = l_410 && l_411;
const uint32 l_413 = l_mut_247 + l_mut_49;
const bool l_414 = l_413 < l_13;
const bool l_415 = l_412 && l_414;
if (l_415) {
const uint32 l_416 = l_13 - l_mut_247;
const uint32 l_417 = l_416 - l_mut_49;
const uint32 l_418 = l_417 / l_mut_247;
const uint64 l_419 = l_mut_290 - uint64(1);
const uint64 l_420 = l_419 / l_mut_194;
const uint64 l_421 = uint64(l_418);
const bool l_422 = l_420 < l_421;
const uint64 l_423 = uint64(l_418);
const uint64 l_424 = (l_422) ? l_420 : l_423;
const uint32 l_425 = uint32(l_424);
l_mut_364 = l_425;
}
l_mut_383 = l_mut_140;
l_mut_290 = l_mut_194;
l_mut_363 = l_mut_247;
l_mut_293 = l_mut_49;
l_mut_273 = l_mut_109;
l_mut_260 = uint32(0);
const bool l_426 = l_mut_364 > uint32(0);
if (l_426) {
const uint64 l_427 = uint64(l_mut_364);
const uint64 l_428 = l_mut_194 * l_427;
const uint64 l_429 = l_mut_109 - l_428;
l_mut_273 = l_429;
const uint64 l_430 = l_mut_140 - l_428;
l_mut_383 = l_430;
const uint32 l_431 = l_mut_364 * l_mut_247;
const uint32 l_432 = l_mut_49 + l_431;
l_mut_293 = l_432;
} else {
const uint64 l_433 = l_mut_109 - l_mut_194;
l_mut_273 = l_433;
const bool l_434 = l_mut_273 < l_244;
if (l_434) {
l_mut_260 = uint32(2);
}
const bool l_435 = l_mut_260 == uint32(0);
if (l_435) {
const uint32 l_436 = l_13 - l_mut_247;
const uint32 l_437 = l_436 / l_mut_49;
l_mut_364 = uint32(0);
l_mut_344 = bool(false);
l_mut_344 = bool(true);
const bool l_438 = l_mut_140 == uint64(0);
if (l_438) {
l_mut_364 = l_437;
} else {
if (l_mut_344) {
const bool l_439 = l_mut_140 < l_mut_194;
if (l_439) {
const uint64 l_440 = l_mut_194 - uint64(1);
const uint64 l_441 = l_440 / l_mut_140;
const uint64 l_442 = uint64(l_437);
const bool l_443 = l_441 < l_442;
const uint64 l_444 = uint64(l_437);
const uint64 l_445 = (l_443) ? l_441 : l_444;
const uint32 l_446 = uint32(l_445);
l_mut_364 = l_446;
}
} else {
l_mut_87 = l_mut_194;
while (true) {
const bool l_447 = l_mut_140 < l_mut_87;
const uint32 l_448 = l_mut_364 * l_mut_49;
const uint32 l_449 = l_mut_247 + l_448;
const uint32 l_450 = l_449 + l_mut_49;
const bool l_451 = l_450 < l_13;
const bool l_452 = l_447 && l_451;
const bool l_453 = !l_452;
if (l_453) {
break;}
const uint64 l_454 = l_mut_87 - l_mut_140;
l_mut_87 = l_454;
l_mut_364 = l_mut_364 + uint32(1);
}
}
}
const uint32 l_455 = l_mut_364 * l_mut_49;
const uint32 l_456 = l_mut_247 + l_455;
const uint32 l_457 = l_456 + l_mut_49;
const bool l_458 = l_457 >= l_13;
if (l_458) {
l_mut_260 = uint32(1);
} else {
const uint64 l_459 = uint64(l_mut_364);
const uint64 l_460 = l_mut_140 * l_459;
const uint64 l_461 = l_mut_194 - l_460;
l_mut_290 = l_461;
const uint32 l_462 = l_mut_364 * l_mut_49;
const uint32 l_463 = l_mut_247 + l_462;
l_mut_363 = l_463;
const uint64 l_464 = l_mut_140 - l_mut_290;
l_mut_383 = l_464;
const uint32 l_465 = l_mut_49 + l_mut_363;
l_mut_293 = l_465;
}
}
}
l_mut_194 = l_mut_290;
l_mut_140 = l_mut_383;
l_mut_49 = l_mut_293;
l_mut_247 = l_mut_363;
l_mut_109 = l_mut_273;
const bool l_466 = l_mut_260 == uint32(1);
l_mut_248 = l_466;
const bool l_467 = l_mut_260 == uint32(0);
l_mut_251 = l_467;
}
}
const bool l_468 = !l_mut_248;
if (l_468) {
const uint32 l_576 = info.static_meta[uint32(5)];
const uint32 l_577 = l_576 * uint32(1);
const uint32 l_578 = l_577 - uint32(1);
const uint32 l_579 = min(uint32(0), l_578);
uint32* l_580 = &buffer_5[l_579];
uint32* l_469 = l_580;
const uint32 l_470 = atomicAdd(l_469, uint32(1));
const uint32 l_471 = info.static_meta[uint32(10)];
const bool l_472 = l_470 < l_471;
if (l_472) {
const uint32 l_581 = info.static_meta[uint32(4)];
const uint32 l_582 = l_581 * uint32(1);
const bool l_583 = l_470 < l_582;
if (l_583) {
buffer_4[l_470] = idxGlobal;
}
}
}
}

}
