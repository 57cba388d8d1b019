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
bool l_mut_259;
bool l_mut_262;
bool l_mut_350;
bool l_mut_355;
uint32 l_mut_258;
uint32 l_mut_271;
uint32 l_mut_304;
uint32 l_mut_378;
uint32 l_mut_379;
uint32 l_mut_67;
uint64 l_mut_105;
uint64 l_mut_127;
uint64 l_mut_158;
uint64 l_mut_212;
uint64 l_mut_284;
uint64 l_mut_301;
uint64 l_mut_402;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_584 = info.static_meta[uint32(5)];
const uint32 l_585 = l_584 * uint32(1);
const uint32 l_586 = l_585 - uint32(1);
const uint32 l_587 = min(uint32(3), l_586);
uint32* l_588 = &buffer_5[l_587];
uint32* l_1 = l_588;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_500 = info.static_meta[uint32(3)];
const uint32 l_501 = l_500 * uint32(1);
const bool l_502 = l_3 < l_501;
const uint32 l_503 = l_501 - uint32(1);
const uint32 l_504 = min(l_3, l_503);
const uint32 l_505 = buffer_3[l_504];
const uint32 l_506 = (l_502) ? l_505 : uint32(0);
const uint32 l_4 = l_506;
const uint64 l_5 = uint64(l_4);
const uint32 l_6 = uint32(2) * uint32(0);
const uint32 l_7 = l_6 + uint32(1);
const uint32 l_507 = info.static_meta[uint32(3)];
const uint32 l_508 = l_507 * uint32(1);
const bool l_509 = l_7 < l_508;
const uint32 l_510 = l_508 - uint32(1);
const uint32 l_511 = min(l_7, l_510);
const uint32 l_512 = buffer_3[l_511];
const uint32 l_513 = (l_509) ? l_512 : uint32(0);
const uint32 l_8 = l_513;
const uint64 l_9 = uint64(l_8);
const uint64 l_10 = l_9 << uint64(32);
const uint64 l_11 = l_5 | l_10;
const uint64 l_12 = l_11 & uint64(4294967295);
const uint32 l_13 = uint32(l_12);
const uint32 l_14 = uint32(2) * uint32(1);
const uint32 l_514 = info.static_meta[uint32(3)];
const uint32 l_515 = l_514 * uint32(1);
const bool l_516 = l_14 < l_515;
const uint32 l_517 = l_515 - uint32(1);
const uint32 l_518 = min(l_14, l_517);
const uint32 l_519 = buffer_3[l_518];
const uint32 l_520 = (l_516) ? l_519 : uint32(0);
const uint32 l_15 = l_520;
const uint64 l_16 = uint64(l_15);
const uint32 l_17 = uint32(2) * uint32(1);
const uint32 l_18 = l_17 + uint32(1);
const uint32 l_521 = info.static_meta[uint32(3)];
const uint32 l_522 = l_521 * uint32(1);
const bool l_523 = l_18 < l_522;
const uint32 l_524 = l_522 - uint32(1);
const uint32 l_525 = min(l_18, l_524);
const uint32 l_526 = buffer_3[l_525];
const uint32 l_527 = (l_523) ? l_526 : uint32(0);
const uint32 l_19 = l_527;
const uint64 l_20 = uint64(l_19);
const uint64 l_21 = l_20 << uint64(32);
const uint64 l_22 = l_16 | l_21;
const uint64 l_23 = l_22 & uint64(4294967295);
const uint32 l_24 = uint32(l_23);
const uint32 l_25 = uint32(2) * uint32(2);
const uint32 l_528 = info.static_meta[uint32(3)];
const uint32 l_529 = l_528 * uint32(1);
const bool l_530 = l_25 < l_529;
const uint32 l_531 = l_529 - uint32(1);
const uint32 l_532 = min(l_25, l_531);
const uint32 l_533 = buffer_3[l_532];
const uint32 l_534 = (l_530) ? l_533 : uint32(0);
const uint32 l_26 = l_534;
const uint64 l_27 = uint64(l_26);
const uint32 l_28 = uint32(2) * uint32(2);
const uint32 l_29 = l_28 + uint32(1);
const uint32 l_535 = info.static_meta[uint32(3)];
const uint32 l_536 = l_535 * uint32(1);
const bool l_537 = l_29 < l_536;
const uint32 l_538 = l_536 - uint32(1);
const uint32 l_539 = min(l_29, l_538);
const uint32 l_540 = buffer_3[l_539];
const uint32 l_541 = (l_537) ? l_540 : uint32(0);
const uint32 l_30 = l_541;
const uint64 l_31 = uint64(l_30);
const uint64 l_32 = l_31 << uint64(32);
const uint64 l_33 = l_27 | l_32;
const uint32 l_34 = uint32(2) * uint32(3);
const uint32 l_542 = info.static_meta[uint32(3)];
const uint32 l_543 = l_542 * uint32(1);
const bool l_544 = l_34 < l_543;
const uint32 l_545 = l_543 - uint32(1);
const uint32 l_546 = min(l_34, l_545);
const uint32 l_547 = buffer_3[l_546];
const uint32 l_548 = (l_544) ? l_547 : uint32(0);
const uint32 l_35 = l_548;
const uint64 l_36 = uint64(l_35);
const uint32 l_37 = uint32(2) * uint32(3);
const uint32 l_38 = l_37 + uint32(1);
const uint32 l_549 = info.static_meta[uint32(3)];
const uint32 l_550 = l_549 * uint32(1);
const bool l_551 = l_38 < l_550;
const uint32 l_552 = l_550 - uint32(1);
const uint32 l_553 = min(l_38, l_552);
const uint32 l_554 = buffer_3[l_553];
const uint32 l_555 = (l_551) ? l_554 : uint32(0);
const uint32 l_39 = l_555;
const uint64 l_40 = uint64(l_39);
const uint64 l_41 = l_40 << uint64(32);
const uint64 l_42 = l_36 | l_41;
const uint32 l_43 = uint32(2) * uint32(4);
const uint32 l_556 = info.static_meta[uint32(3)];
const uint32 l_557 = l_556 * uint32(1);
const bool l_558 = l_43 < l_557;
const uint32 l_559 = l_557 - uint32(1);
const uint32 l_560 = min(l_43, l_559);
const uint32 l_561 = buffer_3[l_560];
const uint32 l_562 = (l_558) ? l_561 : uint32(0);
const uint32 l_44 = l_562;
const uint64 l_45 = uint64(l_44);
const uint32 l_46 = uint32(2) * uint32(4);
const uint32 l_47 = l_46 + uint32(1);
const uint32 l_563 = info.static_meta[uint32(3)];
const uint32 l_564 = l_563 * uint32(1);
const bool l_565 = l_47 < l_564;
const uint32 l_566 = l_564 - uint32(1);
const uint32 l_567 = min(l_47, l_566);
const uint32 l_568 = buffer_3[l_567];
const uint32 l_569 = (l_565) ? l_568 : uint32(0);
const uint32 l_48 = l_569;
const uint64 l_49 = uint64(l_48);
const uint64 l_50 = l_49 << uint64(32);
const uint64 l_51 = l_45 | l_50;
const uint32 l_52 = uint32(2) * uint32(5);
const uint32 l_570 = info.static_meta[uint32(3)];
const uint32 l_571 = l_570 * uint32(1);
const bool l_572 = l_52 < l_571;
const uint32 l_573 = l_571 - uint32(1);
const uint32 l_574 = min(l_52, l_573);
const uint32 l_575 = buffer_3[l_574];
const uint32 l_576 = (l_572) ? l_575 : uint32(0);
const uint32 l_53 = l_576;
const uint64 l_54 = uint64(l_53);
const uint32 l_55 = uint32(2) * uint32(5);
const uint32 l_56 = l_55 + uint32(1);
const uint32 l_577 = info.static_meta[uint32(3)];
const uint32 l_578 = l_577 * uint32(1);
const bool l_579 = l_56 < l_578;
const uint32 l_580 = l_578 - uint32(1);
const uint32 l_581 = min(l_56, l_580);
const uint32 l_582 = buffer_3[l_581];
const uint32 l_583 = (l_579) ? l_582 : uint32(0);
const uint32 l_57 = l_583;
const uint64 l_58 = uint64(l_57);
const uint64 l_59 = l_58 << uint64(32);
const uint64 l_60 = l_54 | l_59;
const uint32 l_61 = uint32(2) * idxGlobal;
const uint32 l_62 = info.static_meta[uint32(6)];
const bool l_63 = l_61 < l_62;
const uint64 l_64 = uint64(idxGlobal);
const uint64 l_65 = uint64(l_13);
const uint64 l_66 = l_64 * l_65;
l_mut_67 = uint32(0);
const bool l_68 = l_66 < l_60;
if (l_68) {
const uint64 l_69 = l_60 - l_66;
l_mut_67 = l_13;
const uint64 l_70 = uint64(l_13);
const bool l_71 = l_69 < l_70;
if (l_71) {
const uint64 l_72 = l_69 & uint64(4294967295);
const uint32 l_73 = uint32(l_72);
l_mut_67 = l_73;
}
}
const bool l_74 = l_mut_67 > uint32(0);
const bool l_75 = l_63 && l_74;
if (l_75) {
const uint32 l_76 = uint32(2) * idxGlobal;
const uint32 l_589 = info.static_meta[uint32(0)];
const uint32 l_590 = l_589 * uint32(1);
const bool l_591 = l_76 < l_590;
const uint32 l_592 = l_590 - uint32(1);
const uint32 l_593 = min(l_76, l_592);
const uint32 l_594 = buffer_0[l_593];
const uint32 l_595 = (l_591) ? l_594 : uint32(0);
const uint32 l_77 = l_595;
const uint64 l_78 = uint64(l_77);
const uint32 l_79 = uint32(2) * idxGlobal;
const uint32 l_80 = l_79 + uint32(1);
const uint32 l_596 = info.static_meta[uint32(0)];
const uint32 l_597 = l_596 * uint32(1);
const bool l_598 = l_80 < l_597;
const uint32 l_599 = l_597 - uint32(1);
const uint32 l_600 = min(l_80, l_599);
const uint32 l_601 = buffer_0[l_600];
const uint32 l_602 = (l_598) ? l_601 : uint32(0);
const uint32 l_81 = l_602;
const uint64 l_82 = uint64(l_81);
const uint64 l_83 = l_82 << uint64(32);
const uint64 l_84 = l_78 | l_83;
const uint32 l_85 = uint32(2) * idxGlobal;
const uint32 l_603 = info.static_meta[uint32(1)];
const uint32 l_604 = l_603 * uint32(1);
const bool l_605 = l_85 < l_604;
const uint32 l_606 = l_604 - uint32(1);
const uint32 l_607 = min(l_85, l_606);
const uint32 l_608 = buffer_1[l_607];
const uint32 l_609 = (l_605) ? l_608 : uint32(0);
const uint32 l_86 = l_609;
const uint64 l_87 = uint64(l_86);
const uint32 l_88 = uint32(2) * idxGlobal;
const uint32 l_89 = l_88 + uint32(1);
const uint32 l_610 = info.static_meta[uint32(1)];
const uint32 l_611 = l_610 * uint32(1);
const bool l_612 = l_89 < l_611;
const uint32 l_613 = l_611 - uint32(1);
const uint32 l_614 = min(l_89, l_613);
const uint32 l_615 = buffer_1[l_614];
const uint32 l_616 = (l_612) ? l_615 : uint32(0);
const uint32 l_90 = l_616;
const uint64 l_91 = uint64(l_90);
const uint64 l_92 = l_91 << uint64(32);
const uint64 l_93 = l_87 | l_92;
const uint32 l_94 = uint32(2) * idxGlobal;
const uint32 l_617 = info.static_meta[uint32(2)];
const uint32 l_618 = l_617 * uint32(1);
const bool l_619 = l_94 < l_618;
const uint32 l_620 = l_618 - uint32(1);
const uint32 l_621 = min(l_94, l_620);
const uint32 l_622 = buffer_2[l_621];
const uint32 l_623 = (l_619) ? l_622 : uint32(0);
const uint32 l_95 = l_623;
const uint64 l_96 = uint64(l_95);
const uint32 l_97 = uint32(2) * idxGlobal;
const uint32 l_98 = l_97 + uint32(1);
const uint32 l_624 = info.static_meta[uint32(2)];
const uint32 l_625 = l_624 * uint32(1);
const bool l_626 = l_98 < l_625;
const uint32 l_627 = l_625 - uint32(1);
const uint32 l_628 = min(l_98, l_627);
const uint32 l_629 = buffer_2[l_628];
const uint32 l_630 = (l_626) ? l_629 : uint32(0);
const uint32 l_99 = l_630;
const uint64 l_100 = uint64(l_99);
const uint64 l_101 = l_100 << uint64(32);
const uint64 l_102 = l_96 | l_101;
const uint64 l_103 = l_102 >> uint64(63);
const bool l_104 = l_103 == uint64(1);
l_mut_105 = l_102;
if (l_104) {
const uint64 l_106 = uint64(uint32(0));
const uint64 l_107 = l_106 - l_102;
l_mut_105 = l_107;
}
const uint64 l_108 = uint64(l_13);
const uint64 l_109 = l_mut_105 & uint64(4294967295);
const uint64 l_110 = l_109 * l_108;
const uint64 l_111 = l_mut_105 >> uint64(32);
const uint64 l_112 = l_111 * l_108;
const uint64 l_113 = l_112 << uint64(32);
const uint64 l_114 = l_110 + l_113;
const uint64 l_115 = l_112 >> uint64(32);
const bool l_116 = l_114 < l_110;
const uint64 l_117 = uint64(l_116);
const uint64 l_118 = l_115 + l_117;
l_mut_105 = l_114;
const bool l_119 = l_24 == uint32(64);
if (l_119) {
l_mut_105 = l_118;
} else {
const bool l_120 = l_24 > uint32(0);
if (l_120) {
const uint32 l_121 = uint32(64) - l_24;
const uint64 l_122 = uint64(l_121);
const uint64 l_123 = l_118 << l_122;
const uint64 l_124 = uint64(l_24);
const uint64 l_125 = l_114 >> l_124;
const uint64 l_126 = l_123 | l_125;
l_mut_105 = l_126;
}
}
l_mut_127 = l_mut_105;
if (l_104) {
const uint64 l_128 = uint64(uint32(0));
const uint64 l_129 = l_128 - l_mut_127;
l_mut_127 = l_129;
}
const uint64 l_130 = l_84 + l_mut_127;
const uint32 l_131 = l_24 + uint32(3);
const uint64 l_132 = uint64(uint32(0));
l_mut_127 = l_132;
const bool l_133 = l_13 < uint32(65536);
if (l_133) {
const uint32 l_134 = l_13 * l_13;
const uint64 l_135 = l_102 >> uint64(63);
const bool l_136 = l_135 == uint64(1);
l_mut_105 = l_102;
if (l_136) {
const uint64 l_137 = uint64(uint32(0));
const uint64 l_138 = l_137 - l_102;
l_mut_105 = l_138;
}
const uint64 l_139 = uint64(l_134);
const uint64 l_140 = l_mut_105 & uint64(4294967295);
const uint64 l_141 = l_140 * l_139;
const uint64 l_142 = l_mut_105 >> uint64(32);
const uint64 l_143 = l_142 * l_139;
const uint64 l_144 = l_143 << uint64(32);
const uint64 l_145 = l_141 + l_144;
const uint64 l_146 = l_143 >> uint64(32);
const bool l_147 = l_145 < l_141;
const uint64 l_148 = uint64(l_147);
const uint64 l_149 = l_146 + l_148;
l_mut_105 = l_145;
const bool l_150 = l_131 == uint32(64);
if (l_150) {
l_mut_105 = l_149;
} else {
const bool l_151 = l_131 > uint32(0);
if (l_151) {
const uint32 l_152 = uint32(64) - l_131;
const uint64 l_153 = uint64(l_152);
const uint64 l_154 = l_149 << l_153;
const uint64 l_155 = uint64(l_131);
const uint64 l_156 = l_145 >> l_155;
const uint64 l_157 = l_154 | l_156;
l_mut_105 = l_157;
}
}
l_mut_158 = l_mut_105;
if (l_136) {
const uint64 l_159 = uint64(uint32(0));
const uint64 l_160 = l_159 - l_mut_158;
l_mut_158 = l_160;
}
l_mut_127 = l_mut_158;
} else {
const uint64 l_161 = l_102 >> uint64(63);
const bool l_162 = l_161 == uint64(1);
l_mut_158 = l_102;
if (l_162) {
const uint64 l_163 = uint64(uint32(0));
const uint64 l_164 = l_163 - l_102;
l_mut_158 = l_164;
}
const uint64 l_165 = uint64(l_13);
const uint64 l_166 = l_mut_158 & uint64(4294967295);
const uint64 l_167 = l_166 * l_165;
const uint64 l_168 = l_mut_158 >> uint64(32);
const uint64 l_169 = l_168 * l_165;
const uint64 l_170 = l_169 << uint64(32);
const uint64 l_171 = l_167 + l_170;
const uint64 l_172 = l_169 >> uint64(32);
const bool l_173 = l_171 < l_167;
const uint64 l_174 = uint64(l_173);
const uint64 l_175 = l_172 + l_174;
l_mut_105 = l_171;
const bool l_176 = uint32(0) == uint32(64);
if (l_176) {
l_mut_105 = l_175;
} else {
const bool l_177 = uint32(0) > uint32(0);
if (l_177) {
const uint64 l_178 = uint64(uint32(64));
const uint64 l_179 = l_175 << l_178;
const uint64 l_180 = uint64(uint32(0));
const uint64 l_181 = l_171 >> l_180;
const uint64 l_182 = l_179 | l_181;
l_mut_105 = l_182;
}
}
const uint64 l_183 = uint64(l_13);
const uint64 l_184 = l_mut_158 & uint64(4294967295);
const uint64 l_185 = l_184 * l_183;
const uint64 l_186 = l_mut_158 >> uint64(32);
const uint64 l_187 = l_186 * l_183;
const uint64 l_188 = l_187 << uint64(32);
const uint64 l_189 = l_185 + l_188;
const uint64 l_190 = l_187 >> uint64(32);
const bool l_191 = l_189 < l_185;
const uint64 l_192 = uint64(l_191);
const uint64 l_193 = l_190 + l_192;
l_mut_158 = l_189;
const bool l_194 = uint32(64) == uint32(64);
if (l_194) {
l_mut_158 = l_193;
} else {
const bool l_195 = uint32(64) > uint32(0);
if (l_195) {
const uint64 l_196 = uint64(uint32(0));
const uint64 l_197 = l_193 << l_196;
const uint64 l_198 = uint64(uint32(64));
const uint64 l_199 = l_189 >> l_198;
const uint64 l_200 = l_197 | l_199;
l_mut_158 = l_200;
}
}
const uint64 l_201 = uint64(l_13);
const uint64 l_202 = l_mut_105 & uint64(4294967295);
const uint64 l_203 = l_202 * l_201;
const uint64 l_204 = l_mut_105 >> uint64(32);
const uint64 l_205 = l_204 * l_201;
const uint64 l_206 = l_205 << uint64(32);
const uint64 l_207 = l_203 + l_206;
const uint64 l_208 = l_205 >> uint64(32);
const bool l_209 = l_207 < l_203;
const uint64 l_210 = uint64(l_209);
const uint64 l_211 = l_208 + l_210;
l_mut_212 = l_207;
const bool l_213 = uint32(0) == uint32(64);
if (l_213) {
l_mut_212 = l_211;
} else {
const bool l_214 = uint32(0) > uint32(0);
if (l_214) {
const uint64 l_215 = uint64(uint32(64));
const uint64 l_216 = l_211 << l_215;
const uint64 l_217 = uint64(uint32(0));
const uint64 l_218 = l_207 >> l_217;
const uint64 l_219 = l_216 | l_218;
l_mut_212 = l_219;
}
}
const uint64 l_220 = uint64(l_13);
const uint64 l_221 = l_mut_105 & uint64(4294967295);
const uint64 l_222 = l_221 * l_220;
const uint64 l_223 = l_mut_105 >> uint64(32);
const uint64 l_224 = l_223 * l_220;
const uint64 l_225 = l_224 << uint64(32);
const uint64 l_226 = l_222 + l_225;
const uint64 l_227 = l_224 >> uint64(32);
const bool l_228 = l_226 < l_222;
const uint64 l_229 = uint64(l_228);
const uint64 l_230 = l_227 + l_229;
l_mut_105 = l_226;
const bool l_231 = uint32(64) == uint32(64);
if (l_231) {
l_mut_105 = l_230;
} else {
const bool l_232 = uint32(64) > uint32(0);
if (l_232) {
const uint64 l_233 = uint64(uint32(0));
const uint64 l_234 = l_230 << l_233;
const uint64 l_235 = uint64(uint32(64));
const uint64 l_236 = l_226 >> l_235;
const uint64 l_237 = l_234 | l_236;
l_mut_105 = l_237;
}
}
const uint64 l_238 = uint64(l_13);
const uint64 l_239 = l_mut_158 * l_238;
const uint64 l_240 = l_mut_105 + l_239;
l_mut_127 = l_mut_212;
const bool l_241 = l_131 == uint32(64);
if (l_241) {
l_mut_127 = l_240;
} else {
const bool l_242 = l_131 > uint32(0);
if (l_242) {
const uint32 l_243 = uint32(64) - l_131;
const uint64 l_244 = uint64(l_243);
const uint64 l_245 = l_240 << l_244;
const uint64 l_246 = uint64(l_131);
const uint64 l_247 = l_mut_212 >> l_246;
const uint64 l_248 = l_245 + l_247;
l_mut_127 = l_248;
}
}
if (l_162) {
const uint64 l_249 = uint64(uint32(0));
const uint64 l_250 = l_249 - l_mut_127;
l_mut_127 = l_250;
}
}
const uint64 l_251 = l_93 - l_mut_127;
const uint64 l_252 = l_251 + l_33;
const uint64 l_253 = uint64(uint32(0));
const uint64 l_254 = l_253 - l_130;
const uint64 l_255 = l_33 + l_33;
l_mut_212 = l_254;
const uint64 l_256 = uint64(uint32(0));
const uint64 l_257 = l_256 - l_254;
l_mut_158 = l_257;
l_mut_127 = l_252;
l_mut_67 = uint32(1);
l_mut_258 = uint32(1);
l_mut_259 = bool(false);
const bool l_260 = l_mut_127 < l_255;
const bool l_261 = !l_260;
l_mut_262 = l_261;
const bool l_263 = l_254 == uint64(0);
if (l_263) {
l_mut_259 = l_mut_262;
l_mut_262 = bool(false);
}
if (l_mut_262) {
const uint64 l_264 = l_254 >> uint64(63);
const bool l_265 = l_264 == uint64(1);
l_mut_105 = l_254;
if (l_265) {
const uint64 l_266 = uint64(uint32(0));
const uint64 l_267 = l_266 - l_254;
l_mut_105 = l_267;
}
const uint32 l_268 = l_13 - uint32(1);
const uint64 l_269 = uint64(l_268);
const uint64 l_270 = l_mut_105 * l_269;
l_mut_271 = uint32(0);
const uint32 l_272 = l_13 - uint32(1);
const uint64 l_273 = uint64(l_272);
const uint64 l_274 = l_mut_105 & uint64(4294967295);
const uint64 l_275 = l_274 * l_273;
const uint64 l_276 = l_mut_105 >> uint64(32);
const uint64 l_277 = l_276 * l_273;
const uint64 l_278 = l_277 << uint64(32);
const uint64 l_279 = l_275 + l_278;
const uint64 l_280 = l_277 >> uint64(32);
const bool l_281 = l_279 < l_275;
const uint64 l_282 = uint64(l_281);
const uint64 l_283 = l_280 + l_282;
l_mut_284 = l_279;
const bool l_285 = uint32(64) == uint32(64);
if (l_285) {
l_mut_284 = l_283;
} else {
const bool l_286 = uint32(64) > uint32(0);
if (l_286) {
const uint64 l_287 = uint64(uint32(0));
const uint64 l_288 = l_283 << l_287;
const uint64 l_289 = uint64(uint32(64));
const uint64 l_290 = l_279 >> l_289;
const uint64 l_291 = l_288 | l_290;
l_mut_284 = l_291;
}
}
const bool l_292 = l_mut_284 == uint64(0);
if (l_292) {
l_mut_284 = l_252;
if (l_265) {
const uint64 l_293 = uint64(uint32(0));
const uint64 l_294 = l_293 - l_252;
const bool l_295 = l_252 == uint64(0);
const bool l_296 = !l_295;
const bool l_297 = l_270 < l_294;
const bool l_298 = !l_297;
const bool l_299 = l_296 && l_298;
if (l_299) {
const uint32 l_300 = l_13 - uint32(1);
l_mut_301 = l_294;
const bool l_302 = l_294 < l_mut_105;
const bool l_303 = !l_302;
if (l_303) {
l_mut_304 = uint32(0);
const bool l_305 = l_mut_105 < l_294;
if (l_305) {
const uint64 l_306 = l_294 - uint64(1);
const uint64 l_307 = l_306 / l_mut_105;
const uint64 l_308 = uint64(l_300);
const bool l_309 = l_307 < l_308;
const uint64 l_310 = uint64(l_300);
const uint64 l_311 = (l_309) ? l_307 : l_310;
const uint32 l_312 = uint32(l_311);
l_mut_304 = l_312;
}
const uint64 l_313 = uint64(l_mut_304);
const uint64 l_314 = l_mut_105 * l_313;
const uint64 l_315 = l_294 - l_314;
l_mut_301 = l_315;
const bool l_316 = l_mut_301 < l_mut_105;
const bool l_317 = !l_316;
if (l_317) {
const uint64 l_318 = l_mut_301 - l_mut_105;
l_mut_301 = l_318;
}
}
const uint64 l_319 = l_mut_105 - l_mut_301;
l_mut_301 = l_319;
const bool l_320 = l_319 < l_mut_105;
const bool l_321 = !l_320;
if (l_321) {
const uint64 l_322 = l_319 - l_mut_105;
l_mut_301 = l_322;
}
const bool l_323 = l_mut_301 < l_mut_284;
if (l_323) {
l_mut_284 = l_mut_301;
}
}
} else {
const uint64 l_324 = l_252 - l_270;
l_mut_284 = l_324;
const bool l_325 = l_252 < l_270;
if (l_325) {
const uint32 l_326 = l_13 - uint32(1);
l_mut_301 = l_252;
const bool l_327 = l_252 < l_mut_105;
const bool l_328 = !l_327;
if (l_328) {
l_mut_304 = uint32(0);
const bool l_329 = l_mut_105 < l_252;
if (l_329) {
const uint64 l_330 = l_252 - uint64(1);
const uint64 l_331 = l_330 / l_mut_105;
const uint64 l_332 = uint64(l_326);
const bool l_333 = l_331 < l_332;
const uint64 l_334 = uint64(l_326);
const uint64 l_335 = (l_333) ? l_331 : l_334;
const uint32 l_336 = uint32(l_335);
l_mut_304 = l_336;
}
const uint64 l_337 = uint64(l_mut_304);
const uint64 l_338 = l_mut_105 * l_337;
const uint64 l_339 = l_252 - l_338;
l_mut_301 = l_339;
const bool l_340 = l_mut_301 < l_mut_105;
const bool l_341 = !l_340;
if (l_341) {
const uint64 l_342 = l_mut_301 - l_mut_105;
l_mut_301 = l_342;
}
}
const bool l_343 = l_mut_301 < l_mut_284;
if (l_343) {
l_mut_284 = l_mut_301;
}
}
}
const bool l_344 = l_mut_284 < l_255;
const bool l_345 = !l_344;
const uint32 l_346 = uint32(l_345);
const uint32 l_347 = uint32(2) - l_346;
l_mut_271 = l_347;
}
const bool l_348 = l_mut_271 > uint32(0);
if (l_348) {
const bool l_349 = l_mut_271 == uint32(1);
l_mut_259 = l_349;
l_mut_262 = bool(false);
}
}
l_mut_350 = bool(false);
while (true) {
const bool l_351 = !l_mut_262;
if (l_351) {
break;}
const bool l_352 = l_mut_127 < l_mut_212;
if (l_352) {
const uint64 l_353 = l_mut_212 - l_mut_127;
l_mut_301 = l_353;
l_mut_284 = l_mut_212;
const bool l_354 = l_mut_301 < l_mut_212;
if (l_354) {
l_mut_284 = l_mut_301;
}
l_mut_355 = bool(false);
const uint64 l_356 = uint64(uint32(3));
const uint64 l_357 = l_mut_284 >> l_356;
const bool l_358 = l_357 < l_mut_158;
const bool l_359 = !l_358;
l_mut_355 = l_359;
l_mut_304 = uint32(0);
const bool l_360 = l_mut_158 == uint64(0);
const bool l_361 = !l_360;
const bool l_362 = l_mut_355 && l_361;
const bool l_363 = l_mut_158 < l_mut_284;
const bool l_364 = l_362 && l_363;
const uint32 l_365 = l_mut_67 + l_mut_258;
const bool l_366 = l_365 < l_13;
const bool l_367 = l_364 && l_366;
if (l_367) {
const uint32 l_368 = l_13 - l_mut_67;
const uint32 l_369 = l_368 - l_mut_258;
const uint32 l_370 = l_369 / l_mut_67;
const uint64 l_371 = l_mut_284 - uint64(1);
const uint64 l_372 = l_371 / l_mut_158;
const uint64 l_373 = uint64(l_370);
const bool l_374 = l_372 < l_373;
const uint64 l_375 = uint64(l_370);
const uint64 l_376 = (l_374) ? l_372 : l_375;
const uint32 l_377 = uint32(l_376);
l_mut_304 = l_377;
}
l_mut_301 = l_mut_212;
l_mut_284 = l_mut_158;
l_mut_271 = l_mut_67;
l_mut_378 = l_mut_258;
l_mut_105 = l_mut_127;
l_mut_379 = uint32(0);
const bool l_380 = l_mut_304 > uint32(0);
if (l_380) {
const uint64 l_381 = uint64(l_mut_304);
const uint64 l_382 = l_mut_158 * l_381;
const uint64 l_383 = l_mut_212 - l_382;
l_mut_301 = l_383;
const uint32 l_384 = l_mut_304 * l_mut_67;
const uint32 l_385 = l_mut_258 + l_384;
l_mut_378 = l_385;
} else {
const bool l_386 = l_mut_379 == uint32(0);
if (l_386) {
const uint32 l_387 = l_13 - l_mut_67;
const uint32 l_388 = l_387 / l_mut_258;
l_mut_304 = uint32(0);
l_mut_355 = bool(false);
const uint64 l_389 = uint64(uint32(3));
const uint64 l_390 = l_mut_158 >> l_389;
const bool l_391 = l_390 < l_mut_212;
const bool l_392 = !l_391;
l_mut_355 = l_392;
const bool l_393 = l_mut_212 == uint64(0);
if (l_393) {
l_mut_304 = l_388;
} else {
if (l_mut_355) {
const bool l_394 = l_mut_212 < l_mut_158;
if (l_394) {
const uint64 l_395 = l_mut_158 - uint64(1);
const uint64 l_396 = l_395 / l_mut_212;
const uint64 l_397 = uint64(l_388);
const bool l_398 = l_396 < l_397;
const uint64 l_399 = uint64(l_388);
const uint64 l_400 = (l_398) ? l_396 : l_399;
const uint32 l_401 = uint32(l_400);
l_mut_304 = l_401;
}
} else {
l_mut_402 = l_mut_158;
while (true) {
const bool l_403 = l_mut_212 < l_mut_402;
const uint32 l_404 = l_mut_304 * l_mut_258;
const uint32 l_405 = l_mut_67 + l_404;
const uint32 l_406 = l_405 + l_mut_258;
const bool l_407 = l_406 < l_13;
const bool l_408 = l_403 && l_407;
const bool l_409 = !l_408;
if (l_409) {
break;}
const uint64 l_410 = l_mut_402 - l_mut_212;
l_mut_402 = l_410;
l_mut_304 = l_mut_304 + uint32(1);
}
}
}
const uint32 l_411 = l_mut_304 * l_mut_258;
const uint32 l_412 = l_mut_67 + l_411;
const uint32 l_413 = l_412 + l_mut_258;
const bool l_414 = l_413 >= l_13;
if (l_414) {
l_mut_379 = uint32(1);
} else {
const uint64 l_415 = uint64(l_mut_304);
const uint64 l_416 = l_mut_212 * l_415;
const uint64 l_417 = l_mut_158 - l_416;
l_mut_284 = l_417;
const uint32 l_418 = l_mut_304 * l_mut_258;
const uint32 l_419 = l_mut_67 + l_418;
l_mut_271 = l_419;
const uint64 l_420 = l_mut_212 - l_mut_284;
l_mut_301 = l_420;
const uint32 l_421 = l_mut_258 + l_mut_271;
l_mut_378 = l_421;
}
}
}
l_mut_212 = l_mut_301;
l_mut_158 = l_mut_284;
l_mut_67 = l_mut_271;
l_mut_258 = l_mut_378;
l_mut_127 = l_mut_105;
const bool l_422 = l_mut_379 == uint32(1);
l_mut_259 = l_422;
const bool l_423 = l_mut_379 == uint32(0);
l_mut_262 = l_423;
} else {
const uint64 l_424 = l_mut_158 - l_mut_127;
l_mut_402 = l_424;
const uint64 l_425 = l_mut_127 - l_255;
l_mut_402 = l_425;
l_mut_301 = l_mut_158;
const bool l_426 = l_mut_402 < l_mut_158;
if (l_426) {
l_mut_301 = l_mut_402;
}
l_mut_355 = bool(false);
const uint64 l_427 = uint64(uint32(3));
const uint64 l_428 = l_mut_301 >> l_427;
const bool l_429 = l_428 < l_mut_212;
const bool l_430 = !l_429;
l_mut_355 = l_430;
l_mut_379 = uint32(0);
const bool l_431 = l_mut_212 == uint64(0);
const bool l_432 = !l_431;
const bool l_433 = l_mut_355 && l_432;
const bool l_434 = l_mut_212 < l_mut_301;
const bool l_435 = l_433 && l_434;
const uint32 l_436 = l_mut_258 + l_mut_67;
const bool l_437 = l_436 < l_13;
const bool l_438 = l_435 && l_437;
if (l_438) {
const uint32 l_439 = l_13 - l_mut_258;
const uint32 l_440 = l_439 - l_mut_67;
const uint32 l_441 = l_440 / l_mut_258;
const uint64 l_442 = l_mut_301 - uint64(1);
const uint64 l_443 = l_442 / l_mut_212;
const uint64 l_444 = uint64(l_441);
const bool l_445 = l_443 < l_444;
const uint64 l_446 = uint64(l_441);
const uint64 l_447 = (l_445) ? l_443 : l_446;
const uint32 l_448 = uint32(l_447);
l_mut_379 = l_448;
}
l_mut_402 = l_mut_158;
l_mut_301 = l_mut_212;
l_mut_378 = l_mut_258;
l_mut_304 = l_mut_67;
l_mut_284 = l_mut_127;
l_mut_271 = uint32(0);
const bool l_449 = l_mut_379 > uint32(0);
if (l_449) {
const uint64 l_450 = uint64(l_mut_379);
const uint64 l_451 = l_mut_212 * l_450;
const uint64 l_452 = l_mut_127 - l_451;
l_mut_284 = l_452;
const uint64 l_453 = l_mut_158 - l_451;
l_mut_402 = l_453;
const uint32 l_454 = l_mut_379 * l_mut_258;
const uint32 l_455 = l_mut_67 + l_454;
l_mut_304 = l_455;
} else {
const uint64 l_456 = l_mut_127 - l_mut_212;
l_mut_284 = l_456;
const bool l_457 = l_mut_284 < l_255;
if (l_457) {
l_mut_271 = uint32(2);
}
const bool l_458 = l_mut_271 == uint32(0);
if (l_458) {
const uint32 l_459 = l_13 - l_mut_258;
const uint32 l_460 = l_459 / l_mut_67;
l_mut_379 = uint32(0);
l_mut_355 = bool(false);
const uint64 l_461 = uint64(uint32(3));
const uint64 l_462 = l_mut_212 >> l_461;
const bool l_463 = l_462 < l_mut_158;
const bool l_464 = !l_463;
l_mut_355 = l_464;
const bool l_465 = l_mut_158 == uint64(0);
if (l_465) {
l_mut_379 = l_460;
} else {
if (l_mut_355) {
const bool l_466 = l_mut_158 < l_mut_212;
if (l_466) {
const uint64 l_467 = l_mut_212 - uint64(1);
const uint64 l_468 = l_467 / l_mut_158;
const uint64 l_469 = uint64(l_460);
const bool l_470 = l_468 < l_469;
const uint64 l_471 = uint64(l_460);
const uint64 l_472 = (l_470) ? l_468 : l_471;
const uint32 l_473 = uint32(l_472);
l_mut_379 = l_473;
}
} else {
l_mut_105 = l_mut_212;
while (true) {
const bool l_474 = l_mut_158 < l_mut_105;
const uint32 l_475 = l_mut_379 * l_mut_67;
const uint32 l_476 = l_mut_258 + l_475;
const uint32 l_477 = l_476 + l_mut_67;
const bool l_478 = l_477 < l_13;
const bool l_479 = l_474 && l_478;
const bool l_480 = !l_479;
if (l_480) {
break;}
const uint64 l_481 = l_mut_105 - l_mut_158;
l_mut_105 = l_481;
l_mut_379 = l_mut_379 + uint32(1);
}
}
}
const uint32 l_482 = l_mut_379 * l_mut_67;
const uint32 l_483 = l_mut_258 + l_482;
const uint32 l_484 = l_483 + l_mut_67;
const bool l_485 = l_484 >= l_13;
if (l_485) {
l_mut_271 = uint32(1);
} else {
const uint64 l_486 = uint64(l_mut_379);
const uint64 l_487 = l_mut_158 * l_486;
const uint64 l_488 = l_mut_212 - l_487;
l_mut_301 = l_488;
const uint32 l_489 = l_mut_379 * l_mut_67;
const uint32 l_490 = l_mut_258 + l_489;
l_mut_378 = l_490;
const uint64 l_491 = l_mut_158 - l_mut_301;
l_mut_402 = l_491;
const uint32 l_492 = l_mut_67 + l_mut_378;
l_mut_304 = l_492;
}
}
}
l_mut_212 = l_mut_301;
l_mut_158 = l_mut_402;
l_mut_67 = l_mut_304;
l_mut_258 = l_mut_378;
l_mut_127 = l_mut_284;
const bool l_493 = l_mut_271 == uint32(1);
l_mut_259 = l_493;
const bool l_494 = l_mut_271 == uint32(0);
l_mut_262 = l_494;
}
}
const bool l_495 = !l_mut_259;
if (l_495) {
const uint32 l_631 = info.static_meta[uint32(5)];
const uint32 l_632 = l_631 * uint32(1);
const uint32 l_633 = l_632 - uint32(1);
const uint32 l_634 = min(uint32(0), l_633);
uint32* l_635 = &buffer_5[l_634];
uint32* l_496 = l_635;
const uint32 l_497 = atomicAdd(l_496, uint32(1));
const uint32 l_498 = info.static_meta[uint32(10)];
const bool l_499 = l_497 < l_498;
if (l_499) {
const uint32 l_636 = info.static_meta[uint32(4)];
const uint32 l_637 = l_636 * uint32(1);
const bool l_638 = l_497 < l_637;
if (l_638) {
buffer_4[l_497] = idxGlobal;
}
}
}
}

}
