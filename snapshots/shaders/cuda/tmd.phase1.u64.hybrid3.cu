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
uint32 l_mut_367;
uint32 l_mut_368;
uint32 l_mut_49;
uint64 l_mut_109;
uint64 l_mut_140;
uint64 l_mut_194;
uint64 l_mut_273;
uint64 l_mut_290;
uint64 l_mut_391;
uint64 l_mut_87;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_545 = info.static_meta[uint32(5)];
const uint32 l_546 = l_545 * uint32(1);
const uint32 l_547 = l_546 - uint32(1);
const uint32 l_548 = min(uint32(3), l_547);
uint32* l_549 = &buffer_5[l_548];
uint32* l_1 = l_549;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_489 = info.static_meta[uint32(3)];
const uint32 l_490 = l_489 * uint32(1);
const bool l_491 = l_3 < l_490;
const uint32 l_492 = l_490 - uint32(1);
const uint32 l_493 = min(l_3, l_492);
const uint32 l_494 = buffer_3[l_493];
const uint32 l_495 = (l_491) ? l_494 : uint32(0);
const uint32 l_4 = l_495;
const uint64 l_5 = uint64(l_4);
const uint32 l_6 = uint32(2) * uint32(0);
const uint32 l_7 = l_6 + uint32(1);
const uint32 l_496 = info.static_meta[uint32(3)];
const uint32 l_497 = l_496 * uint32(1);
const bool l_498 = l_7 < l_497;
const uint32 l_499 = l_497 - uint32(1);
const uint32 l_500 = min(l_7, l_499);
const uint32 l_501 = buffer_3[l_500];
const uint32 l_502 = (l_498) ? l_501 : uint32(0);
const uint32 l_8 = l_502;
const uint64 l_9 = uint64(l_8);
const uint64 l_10 = l_9 << uint64(32);
const uint64 l_11 = l_5 | l_10;
const uint64 l_12 = l_11 & uint64(4294967295);
const uint32 l_13 = uint32(l_12);
const uint32 l_14 = uint32(2) * uint32(1);
const uint32 l_503 = info.static_meta[uint32(3)];
const uint32 l_504 = l_503 * uint32(1);
const bool l_505 = l_14 < l_504;
const uint32 l_506 = l_504 - uint32(1);
const uint32 l_507 = min(l_14, l_506);
const uint32 l_508 = buffer_3[l_507];
const uint32 l_509 = (l_505) ? l_508 : uint32(0);
const uint32 l_15 = l_509;
const uint64 l_16 = uint64(l_15);
const uint32 l_17 = uint32(2) * uint32(1);
const uint32 l_18 = l_17 + uint32(1);
const uint32 l_510 = info.static_meta[uint32(3)];
const uint32 l_511 = l_510 * uint32(1);
const bool l_512 = l_18 < l_511;
const uint32 l_513 = l_511 - uint32(1);
const uint32 l_514 = min(l_18, l_513);
const uint32 l_515 = buffer_3[l_514];
const uint32 l_516 = (l_512) ? l_515 : uint32(0);
const uint32 l_19 = l_516;
const uint64 l_20 = uint64(l_19);
const uint64 l_21 = l_20 << uint64(32);
const uint64 l_22 = l_16 | l_21;
const uint64 l_23 = l_22 & uint64(4294967295);
const uint32 l_24 = uint32(l_23);
const uint32 l_25 = uint32(2) * uint32(2);
const uint32 l_517 = info.static_meta[uint32(3)];
const uint32 l_518 = l_517 * uint32(1);
const bool l_519 = l_25 < l_518;
const uint32 l_520 = l_518 - uint32(1);
const uint32 l_521 = min(l_25, l_520);
const uint32 l_522 = buffer_3[l_521];
const uint32 l_523 = (l_519) ? l_522 : uint32(0);
const uint32 l_26 = l_523;
const uint64 l_27 = uint64(l_26);
const uint32 l_28 = uint32(2) * uint32(2);
const uint32 l_29 = l_28 + uint32(1);
const uint32 l_524 = info.static_meta[uint32(3)];
const uint32 l_525 = l_524 * uint32(1);
const bool l_526 = l_29 < l_525;
const uint32 l_527 = l_525 - uint32(1);
const uint32 l_528 = min(l_29, l_527);
const uint32 l_529 = buffer_3[l_528];
const uint32 l_530 = (l_526) ? l_529 : uint32(0);
const uint32 l_30 = l_530;
const uint64 l_31 = uint64(l_30);
const uint64 l_32 = l_31 << uint64(32);
const uint64 l_33 = l_27 | l_32;
const uint32 l_34 = uint32(2) * uint32(3);
const uint32 l_531 = info.static_meta[uint32(3)];
const uint32 l_532 = l_531 * uint32(1);
const bool l_533 = l_34 < l_532;
const uint32 l_534 = l_532 - uint32(1);
const uint32 l_535 = min(l_34, l_534);
const uint32 l_536 = buffer_3[l_535];
const uint32 l_537 = (l_533) ? l_536 : uint32(0);
const uint32 l_35 = l_537;
const uint64 l_36 = uint64(l_35);
const uint32 l_37 = uint32(2) * uint32(3);
const uint32 l_38 = l_37 + uint32(1);
const uint32 l_538 = info.static_meta[uint32(3)];
const uint32 l_539 = l_538 * uint32(1);
const bool l_540 = l_38 < l_539;
const uint32 l_541 = l_539 - uint32(1);
const uint32 l_542 = min(l_38, l_541);
const uint32 l_543 = buffer_3[l_542];
const uint32 l_544 = (l_540) ? l_543 : uint32(0);
const uint32 l_39 = l_544;
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
const uint32 l_550 = info.static_meta[uint32(0)];
const uint32 l_551 = l_550 * uint32(1);
const bool l_552 = l_58 < l_551;
const uint32 l_553 = l_551 - uint32(1);
const uint32 l_554 = min(l_58, l_553);
const uint32 l_555 = buffer_0[l_554];
const uint32 l_556 = (l_552) ? l_555 : uint32(0);
const uint32 l_59 = l_556;
const uint64 l_60 = uint64(l_59);
const uint32 l_61 = uint32(2) * idxGlobal;
const uint32 l_62 = l_61 + uint32(1);
const uint32 l_557 = info.static_meta[uint32(0)];
const uint32 l_558 = l_557 * uint32(1);
const bool l_559 = l_62 < l_558;
const uint32 l_560 = l_558 - uint32(1);
const uint32 l_561 = min(l_62, l_560);
const uint32 l_562 = buffer_0[l_561];
const uint32 l_563 = (l_559) ? l_562 : uint32(0);
const uint32 l_63 = l_563;
const uint64 l_64 = uint64(l_63);
const uint64 l_65 = l_64 << uint64(32);
const uint64 l_66 = l_60 | l_65;
const uint32 l_67 = uint32(2) * idxGlobal;
const uint32 l_564 = info.static_meta[uint32(1)];
const uint32 l_565 = l_564 * uint32(1);
const bool l_566 = l_67 < l_565;
const uint32 l_567 = l_565 - uint32(1);
const uint32 l_568 = min(l_67, l_567);
const uint32 l_569 = buffer_1[l_568];
const uint32 l_570 = (l_566) ? l_569 : uint32(0);
const uint32 l_68 = l_570;
const uint64 l_69 = uint64(l_68);
const uint32 l_70 = uint32(2) * idxGlobal;
const uint32 l_71 = l_70 + uint32(1);
const uint32 l_571 = info.static_meta[uint32(1)];
const uint32 l_572 = l_571 * uint32(1);
const bool l_573 = l_71 < l_572;
const uint32 l_574 = l_572 - uint32(1);
const uint32 l_575 = min(l_71, l_574);
const uint32 l_576 = buffer_1[l_575];
const uint32 l_577 = (l_573) ? l_576 : uint32(0);
const uint32 l_72 = l_577;
const uint64 l_73 = uint64(l_72);
const uint64 l_74 = l_73 << uint64(32);
const uint64 l_75 = l_69 | l_74;
const uint32 l_76 = uint32(2) * idxGlobal;
const uint32 l_578 = info.static_meta[uint32(2)];
const uint32 l_579 = l_578 * uint32(1);
const bool l_580 = l_76 < l_579;
const uint32 l_581 = l_579 - uint32(1);
const uint32 l_582 = min(l_76, l_581);
const uint32 l_583 = buffer_2[l_582];
const uint32 l_584 = (l_580) ? l_583 : uint32(0);
const uint32 l_77 = l_584;
const uint64 l_78 = uint64(l_77);
const uint32 l_79 = uint32(2) * idxGlobal;
const uint32 l_80 = l_79 + uint32(1);
const uint32 l_585 = info.static_meta[uint32(2)];
const uint32 l_586 = l_585 * uint32(1);
const bool l_587 = l_80 < l_586;
const uint32 l_588 = l_586 - uint32(1);
const uint32 l_589 = min(l_80, l_588);
const uint32 l_590 = buffer_2[l_589];
const uint32 l_591 = (l_587) ? l_590 : uint32(0);
const uint32 l_81 = l_591;
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
const uint64 l_345 = uint64(uint32(3));
const uint64 l_346 = l_mut_273 >> l_345;
const bool l_347 = l_346 < l_mut_140;
const bool l_348 = !l_347;
l_mut_344 = l_348;
l_mut_293 = uint32(0);
const bool l_349 = l_mut_140 == uint64(0);
const bool l_350 = !l_349;
const bool l_351 = l_mut_344 && l_350;
const bool l_352 = l_mut_140 < l_mut_273;
const bool l_353 = l_351 && l_352;
const uint32 l_354 = l_mut_49 + l_mut_247;
const bool l_355 = l_354 < l_13;
const bool l_356 = l_353 && l_355;
if (l_356) {
const uint32 l_357 = l_13 - l_mut_49;
const uint32 l_358 = l_357 - l_mut_247;
const uint32 l_359 = l_358 / l_mut_49;
const uint64 l_360 = l_mut_273 - uint64(1);
const uint64 l_361 = l_360 / l_mut_140;
const uint64 l_362 = uint64(l_359);
const bool l_363 = l_361 < l_362;
const uint64 l_364 = uint64(l_359);
const uint64 l_365 = (l_363) ? l_361 : l_364;
const uint32 l_366 = uint32(l_365);
l_mut_293 = l_366;
}
l_mut_290 = l_mut_194;
l_mut_273 = l_mut_140;
l_mut_260 = l_mut_49;
l_mut_367 = l_mut_247;
l_mut_87 = l_mut_109;
l_mut_368 = uint32(0);
const bool l_369 = l_mut_293 > uint32(0);
if (l_369) {
const uint64 l_370 = uint64(l_mut_293);
const uint64 l_371 = l_mut_140 * l_370;
const uint64 l_372 = l_mut_194 - l_371;
l_mut_290 = l_372;
const uint32 l_373 = l_mut_293 * l_mut_49;
const uint32 l_374 = l_mut_247 + l_373;
l_mut_367 = l_374;
} else {
const bool l_375 = l_mut_368 == uint32(0);
if (l_375) {
const uint32 l_376 = l_13 - l_mut_49;
const uint32 l_377 = l_376 / l_mut_247;
l_mut_293 = uint32(0);
l_mut_344 = bool(false);
const uint64 l_378 = uint64(uint32(3));
const uint64 l_379 = l_mut_140 >> l_378;
const bool l_380 = l_379 < l_mut_194;
const bool l_381 = !l_380;
l_mut_344 = l_381;
const bool l_382 = l_mut_194 == uint64(0);
if (l_382) {
l_mut_293 = l_377;
} else {
if (l_mut_344) {
const bool l_383 = l_mut_194 < l_mut_140;
if (l_383) {
const uint64 l_384 = l_mut_140 - uint64(1);
const uint64 l_385 = l_384 / l_mut_194;
const uint64 l_386 = uint64(l_377);
const bool l_387 = l_385 < l_386;
const uint64 l_388 = uint64(l_377);
const uint64 l_389 = (l_387) ? l_385 : l_388;
const uint32 l_390 = uint32(l_389);
l_mut_293 = l_390;
}
} else {
l_mut_391 = l_mut_140;
while (true) {
const bool l_392 = l_mut_194 < l_mut_391;
const uint32 l_393 = l_mut_293 * l_mut_247;
const uint32 l_394 = l_mut_49 + l_393;
const uint32 l_395 = l_394 + l_mut_247;
const bool l_396 = l_395 < l_13;
const bool l_397 = l_392 && l_396;
const bool l_398 = !l_397;
if (l_398) {
break;}
const uint64 l_399 = l_mut_391 - l_mut_194;
l_mut_391 = l_399;
l_mut_293 = l_mut_293 + uint32(1);
}
}
}
const uint32 l_400 = l_mut_293 * l_mut_247;
const uint32 l_401 = l_mut_49 + l_400;
const uint32 l_402 = l_401 + l_mut_247;
const bool l_403 = l_402 >= l_13;
if (l_403) {
l_mut_368 = uint32(1);
} else {
const uint64 l_404 = uint64(l_mut_293);
const uint64 l_405 = l_mut_194 * l_404;
const uint64 l_406 = l_mut_140 - l_405;
l_mut_273 = l_406;
const uint32 l_407 = l_mut_293 * l_mut_247;
const uint32 l_408 = l_mut_49 + l_407;
l_mut_260 = l_408;
const uint64 l_409 = l_mut_194 - l_mut_273;
l_mut_290 = l_409;
const uint32 l_410 = l_mut_247 + l_mut_260;
l_mut_367 = l_410;
}
}
}
l_mut_194 = l_mut_290;
l_mut_140 = l_mut_273;
l_mut_49 = l_mut_260;
l_mut_247 = l_mut_367;
l_mut_109 = l_mut_87;
const bool l_411 = l_mut_368 == uint32(1);
l_mut_248 = l_411;
const bool l_412 = l_mut_368 == uint32(0);
l_mut_251 = l_412;
} else {
const uint64 l_413 = l_mut_140 - l_mut_109;
l_mut_391 = l_413;
const uint64 l_414 = l_mut_109 - l_244;
l_mut_391 = l_414;
l_mut_290 = l_mut_140;
const bool l_415 = l_mut_391 < l_mut_140;
if (l_415) {
l_mut_290 = l_mut_391;
}
l_mut_344 = bool(false);
const uint64 l_416 = uint64(uint32(3));
const uint64 l_417 = l_mut_290 >> l_416;
const bool l_418 = l_417 < l_mut_194;
const bool l_419 = !l_418;
l_mut_344 = l_419;
l_mut_368 = uint32(0);
const bool l_420 = l_mut_194 == uint64(0);
const bool l_421 = !l_420;
const bool l_422 = l_mut_344 && l_421;
const bool l_423 = l_mut_194 < l_mut_290;
const bool l_424 = l_422 && l_423;
const uint32 l_425 = l_mut_247 + l_mut_49;
const bool l_426 = l_425 < l_13;
const bool l_427 = l_424 && l_426;
if (l_427) {
const uint32 l_428 = l_13 - l_mut_247;
const uint32 l_429 = l_428 - l_mut_49;
const uint32 l_430 = l_429 / l_mut_247;
const uint64 l_431 = l_mut_290 - uint64(1);
const uint64 l_432 = l_431 / l_mut_194;
const uint64 l_433 = uint64(l_430);
const bool l_434 = l_432 < l_433;
const uint64 l_435 = uint64(l_430);
const uint64 l_436 = (l_434) ? l_432 : l_435;
const uint32 l_437 = uint32(l_436);
l_mut_368 = l_437;
}
l_mut_391 = l_mut_140;
l_mut_290 = l_mut_194;
l_mut_367 = l_mut_247;
l_mut_293 = l_mut_49;
l_mut_273 = l_mut_109;
l_mut_260 = uint32(0);
const bool l_438 = l_mut_368 > uint32(0);
if (l_438) {
const uint64 l_439 = uint64(l_mut_368);
const uint64 l_440 = l_mut_194 * l_439;
const uint64 l_441 = l_mut_109 - l_440;
l_mut_273 = l_441;
const uint64 l_442 = l_mut_140 - l_440;
l_mut_391 = l_442;
const uint32 l_443 = l_mut_368 * l_mut_247;
const uint32 l_444 = l_mut_49 + l_443;
l_mut_293 = l_444;
} else {
const uint64 l_445 = l_mut_109 - l_mut_194;
l_mut_273 = l_445;
const bool l_446 = l_mut_273 < l_244;
if (l_446) {
l_mut_260 = uint32(2);
}
const bool l_447 = l_mut_260 == uint32(0);
if (l_447) {
const uint32 l_448 = l_13 - l_mut_247;
const uint32 l_449 = l_448 / l_mut_49;
l_mut_368 = uint32(0);
l_mut_344 = bool(false);
const uint64 l_450 = uint64(uint32(3));
const uint64 l_451 = l_mut_194 >> l_450;
const bool l_452 = l_451 < l_mut_140;
const bool l_453 = !l_452;
l_mut_344 = l_453;
const bool l_454 = l_mut_140 == uint64(0);
if (l_454) {
l_mut_368 = l_449;
} else {
if (l_mut_344) {
const bool l_455 = l_mut_140 < l_mut_194;
if (l_455) {
const uint64 l_456 = l_mut_194 - uint64(1);
const uint64 l_457 = l_456 / l_mut_140;
const uint64 l_458 = uint64(l_449);
const bool l_459 = l_457 < l_458;
const uint64 l_460 = uint64(l_449);
const uint64 l_461 = (l_459) ? l_457 : l_460;
const uint32 l_462 = uint32(l_461);
l_mut_368 = l_462;
}
} else {
l_mut_87 = l_mut_194;
while (true) {
const bool l_463 = l_mut_140 < l_mut_87;
const uint32 l_464 = l_mut_368 * l_mut_49;
const uint32 l_465 = l_mut_247 + l_464;
const uint32 l_466 = l_465 + l_mut_49;
const bool l_467 = l_466 < l_13;
const bool l_468 = l_463 && l_467;
const bool l_469 = !l_468;
if (l_469) {
break;}
const uint64 l_470 = l_mut_87 - l_mut_140;
l_mut_87 = l_470;
l_mut_368 = l_mut_368 + uint32(1);
}
}
}
const uint32 l_471 = l_mut_368 * l_mut_49;
const uint32 l_472 = l_mut_247 + l_471;
const uint32 l_473 = l_472 + l_mut_49;
const bool l_474 = l_473 >= l_13;
if (l_474) {
l_mut_260 = uint32(1);
} else {
const uint64 l_475 = uint64(l_mut_368);
const uint64 l_476 = l_mut_140 * l_475;
const uint64 l_477 = l_mut_194 - l_476;
l_mut_290 = l_477;
const uint32 l_478 = l_mut_368 * l_mut_49;
const uint32 l_479 = l_mut_247 + l_478;
l_mut_367 = l_479;
const uint64 l_480 = l_mut_140 - l_mut_290;
l_mut_391 = l_480;
const uint32 l_481 = l_mut_49 + l_mut_367;
l_mut_293 = l_481;
}
}
}
l_mut_194 = l_mut_290;
l_mut_140 = l_mut_391;
l_mut_49 = l_mut_293;
l_mut_247 = l_mut_367;
l_mut_109 = l_mut_273;
const bool l_482 = l_mut_260 == uint32(1);
l_mut_248 = l_482;
const bool l_483 = l_mut_260 == uint32(0);
l_mut_251 = l_483;
}
}
const bool l_484 = !l_mut_248;
if (l_484) {
const uint32 l_592 = info.static_meta[uint32(5)];
const uint32 l_593 = l_592 * uint32(1);
const uint32 l_594 = l_593 - uint32(1);
const uint32 l_595 = min(uint32(0), l_594);
uint32* l_596 = &buffer_5[l_595];
uint32* l_485 = l_596;
const uint32 l_486 = atomicAdd(l_485, uint32(1));
const uint32 l_487 = info.static_meta[uint32(10)];
const bool l_488 = l_486 < l_487;
if (l_488) {
const uint32 l_597 = info.static_meta[uint32(4)];
const uint32 l_598 = l_597 * uint32(1);
const bool l_599 = l_486 < l_598;
if (l_599) {
buffer_4[l_486] = idxGlobal;
}
}
}
}

}
