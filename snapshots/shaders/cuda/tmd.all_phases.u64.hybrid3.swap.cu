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


extern "C" __global__ void __launch_bounds__(64)all_phases (
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
bool l_mut_167;
bool l_mut_170;
bool l_mut_172;
bool l_mut_179;
bool l_mut_182;
uint32 l_mut_166;
uint32 l_mut_178;
uint32 l_mut_339;
uint32 l_mut_340;
uint32 l_mut_348;
uint32 l_mut_67;
uint64 l_mut_105;
uint64 l_mut_127;
uint64 l_mut_165;
uint64 l_mut_174;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_559 = info.static_meta[uint32(5)];
const uint32 l_560 = l_559 * uint32(1);
const uint32 l_561 = l_560 - uint32(1);
const uint32 l_562 = min(uint32(3), l_561);
uint32* l_563 = &buffer_5[l_562];
uint32* l_1 = l_563;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_475 = info.static_meta[uint32(3)];
const uint32 l_476 = l_475 * uint32(1);
const bool l_477 = l_3 < l_476;
const uint32 l_478 = l_476 - uint32(1);
const uint32 l_479 = min(l_3, l_478);
const uint32 l_480 = buffer_3[l_479];
const uint32 l_481 = (l_477) ? l_480 : uint32(0);
const uint32 l_4 = l_481;
const uint64 l_5 = uint64(l_4);
const uint32 l_6 = uint32(2) * uint32(0);
const uint32 l_7 = l_6 + uint32(1);
const uint32 l_482 = info.static_meta[uint32(3)];
const uint32 l_483 = l_482 * uint32(1);
const bool l_484 = l_7 < l_483;
const uint32 l_485 = l_483 - uint32(1);
const uint32 l_486 = min(l_7, l_485);
const uint32 l_487 = buffer_3[l_486];
const uint32 l_488 = (l_484) ? l_487 : uint32(0);
const uint32 l_8 = l_488;
const uint64 l_9 = uint64(l_8);
const uint64 l_10 = l_9 << uint64(32);
const uint64 l_11 = l_5 | l_10;
const uint64 l_12 = l_11 & uint64(4294967295);
const uint32 l_13 = uint32(l_12);
const uint32 l_14 = uint32(2) * uint32(1);
const uint32 l_489 = info.static_meta[uint32(3)];
const uint32 l_490 = l_489 * uint32(1);
const bool l_491 = l_14 < l_490;
const uint32 l_492 = l_490 - uint32(1);
const uint32 l_493 = min(l_14, l_492);
const uint32 l_494 = buffer_3[l_493];
const uint32 l_495 = (l_491) ? l_494 : uint32(0);
const uint32 l_15 = l_495;
const uint64 l_16 = uint64(l_15);
const uint32 l_17 = uint32(2) * uint32(1);
const uint32 l_18 = l_17 + uint32(1);
const uint32 l_496 = info.static_meta[uint32(3)];
const uint32 l_497 = l_496 * uint32(1);
const bool l_498 = l_18 < l_497;
const uint32 l_499 = l_497 - uint32(1);
const uint32 l_500 = min(l_18, l_499);
const uint32 l_501 = buffer_3[l_500];
const uint32 l_502 = (l_498) ? l_501 : uint32(0);
const uint32 l_19 = l_502;
const uint64 l_20 = uint64(l_19);
const uint64 l_21 = l_20 << uint64(32);
const uint64 l_22 = l_16 | l_21;
const uint64 l_23 = l_22 & uint64(4294967295);
const uint32 l_24 = uint32(l_23);
const uint32 l_25 = uint32(2) * uint32(2);
const uint32 l_503 = info.static_meta[uint32(3)];
const uint32 l_504 = l_503 * uint32(1);
const bool l_505 = l_25 < l_504;
const uint32 l_506 = l_504 - uint32(1);
const uint32 l_507 = min(l_25, l_506);
const uint32 l_508 = buffer_3[l_507];
const uint32 l_509 = (l_505) ? l_508 : uint32(0);
const uint32 l_26 = l_509;
const uint64 l_27 = uint64(l_26);
const uint32 l_28 = uint32(2) * uint32(2);
const uint32 l_29 = l_28 + uint32(1);
const uint32 l_510 = info.static_meta[uint32(3)];
const uint32 l_511 = l_510 * uint32(1);
const bool l_512 = l_29 < l_511;
const uint32 l_513 = l_511 - uint32(1);
const uint32 l_514 = min(l_29, l_513);
const uint32 l_515 = buffer_3[l_514];
const uint32 l_516 = (l_512) ? l_515 : uint32(0);
const uint32 l_30 = l_516;
const uint64 l_31 = uint64(l_30);
const uint64 l_32 = l_31 << uint64(32);
const uint64 l_33 = l_27 | l_32;
const uint32 l_34 = uint32(2) * uint32(3);
const uint32 l_517 = info.static_meta[uint32(3)];
const uint32 l_518 = l_517 * uint32(1);
const bool l_519 = l_34 < l_518;
const uint32 l_520 = l_518 - uint32(1);
const uint32 l_521 = min(l_34, l_520);
const uint32 l_522 = buffer_3[l_521];
const uint32 l_523 = (l_519) ? l_522 : uint32(0);
const uint32 l_35 = l_523;
const uint64 l_36 = uint64(l_35);
const uint32 l_37 = uint32(2) * uint32(3);
const uint32 l_38 = l_37 + uint32(1);
const uint32 l_524 = info.static_meta[uint32(3)];
const uint32 l_525 = l_524 * uint32(1);
const bool l_526 = l_38 < l_525;
const uint32 l_527 = l_525 - uint32(1);
const uint32 l_528 = min(l_38, l_527);
const uint32 l_529 = buffer_3[l_528];
const uint32 l_530 = (l_526) ? l_529 : uint32(0);
const uint32 l_39 = l_530;
const uint64 l_40 = uint64(l_39);
const uint64 l_41 = l_40 << uint64(32);
const uint64 l_42 = l_36 | l_41;
const uint32 l_43 = uint32(2) * uint32(4);
const uint32 l_531 = info.static_meta[uint32(3)];
const uint32 l_532 = l_531 * uint32(1);
const bool l_533 = l_43 < l_532;
const uint32 l_534 = l_532 - uint32(1);
const uint32 l_535 = min(l_43, l_534);
const uint32 l_536 = buffer_3[l_535];
const uint32 l_537 = (l_533) ? l_536 : uint32(0);
const uint32 l_44 = l_537;
const uint64 l_45 = uint64(l_44);
const uint32 l_46 = uint32(2) * uint32(4);
const uint32 l_47 = l_46 + uint32(1);
const uint32 l_538 = info.static_meta[uint32(3)];
const uint32 l_539 = l_538 * uint32(1);
const bool l_540 = l_47 < l_539;
const uint32 l_541 = l_539 - uint32(1);
const uint32 l_542 = min(l_47, l_541);
const uint32 l_543 = buffer_3[l_542];
const uint32 l_544 = (l_540) ? l_543 : uint32(0);
const uint32 l_48 = l_544;
const uint64 l_49 = uint64(l_48);
const uint64 l_50 = l_49 << uint64(32);
const uint64 l_51 = l_45 | l_50;
const uint32 l_52 = uint32(2) * uint32(5);
const uint32 l_545 = info.static_meta[uint32(3)];
const uint32 l_546 = l_545 * uint32(1);
const bool l_547 = l_52 < l_546;
const uint32 l_548 = l_546 - uint32(1);
const uint32 l_549 = min(l_52, l_548);
const uint32 l_550 = buffer_3[l_549];
const uint32 l_551 = (l_547) ? l_550 : uint32(0);
const uint32 l_53 = l_551;
const uint64 l_54 = uint64(l_53);
const uint32 l_55 = uint32(2) * uint32(5);
const uint32 l_56 = l_55 + uint32(1);
const uint32 l_552 = info.static_meta[uint32(3)];
const uint32 l_553 = l_552 * uint32(1);
const bool l_554 = l_56 < l_553;
const uint32 l_555 = l_553 - uint32(1);
const uint32 l_556 = min(l_56, l_555);
const uint32 l_557 = buffer_3[l_556];
const uint32 l_558 = (l_554) ? l_557 : uint32(0);
const uint32 l_57 = l_558;
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
const uint32 l_74 = (l_63) ? l_mut_67 : uint32(0);
const bool l_75 = l_74 > uint32(0);
if (l_75) {
const uint32 l_76 = uint32(2) * idxGlobal;
const uint32 l_564 = info.static_meta[uint32(0)];
const uint32 l_565 = l_564 * uint32(1);
const bool l_566 = l_76 < l_565;
const uint32 l_567 = l_565 - uint32(1);
const uint32 l_568 = min(l_76, l_567);
const uint32 l_569 = buffer_0[l_568];
const uint32 l_570 = (l_566) ? l_569 : uint32(0);
const uint32 l_77 = l_570;
const uint64 l_78 = uint64(l_77);
const uint32 l_79 = uint32(2) * idxGlobal;
const uint32 l_80 = l_79 + uint32(1);
const uint32 l_571 = info.static_meta[uint32(0)];
const uint32 l_572 = l_571 * uint32(1);
const bool l_573 = l_80 < l_572;
const uint32 l_574 = l_572 - uint32(1);
const uint32 l_575 = min(l_80, l_574);
const uint32 l_576 = buffer_0[l_575];
const uint32 l_577 = (l_573) ? l_576 : uint32(0);
const uint32 l_81 = l_577;
const uint64 l_82 = uint64(l_81);
const uint64 l_83 = l_82 << uint64(32);
const uint64 l_84 = l_78 | l_83;
const uint32 l_85 = uint32(2) * idxGlobal;
const uint32 l_578 = info.static_meta[uint32(1)];
const uint32 l_579 = l_578 * uint32(1);
const bool l_580 = l_85 < l_579;
const uint32 l_581 = l_579 - uint32(1);
const uint32 l_582 = min(l_85, l_581);
const uint32 l_583 = buffer_1[l_582];
const uint32 l_584 = (l_580) ? l_583 : uint32(0);
const uint32 l_86 = l_584;
const uint64 l_87 = uint64(l_86);
const uint32 l_88 = uint32(2) * idxGlobal;
const uint32 l_89 = l_88 + uint32(1);
const uint32 l_585 = info.static_meta[uint32(1)];
const uint32 l_586 = l_585 * uint32(1);
const bool l_587 = l_89 < l_586;
const uint32 l_588 = l_586 - uint32(1);
const uint32 l_589 = min(l_89, l_588);
const uint32 l_590 = buffer_1[l_589];
const uint32 l_591 = (l_587) ? l_590 : uint32(0);
const uint32 l_90 = l_591;
const uint64 l_91 = uint64(l_90);
const uint64 l_92 = l_91 << uint64(32);
const uint64 l_93 = l_87 | l_92;
const uint32 l_94 = uint32(2) * idxGlobal;
const uint32 l_592 = info.static_meta[uint32(2)];
const uint32 l_593 = l_592 * uint32(1);
const bool l_594 = l_94 < l_593;
const uint32 l_595 = l_593 - uint32(1);
const uint32 l_596 = min(l_94, l_595);
const uint32 l_597 = buffer_2[l_596];
const uint32 l_598 = (l_594) ? l_597 : uint32(0);
const uint32 l_95 = l_598;
const uint64 l_96 = uint64(l_95);
const uint32 l_97 = uint32(2) * idxGlobal;
const uint32 l_98 = l_97 + uint32(1);
const uint32 l_599 = info.static_meta[uint32(2)];
const uint32 l_600 = l_599 * uint32(1);
const bool l_601 = l_98 < l_600;
const uint32 l_602 = l_600 - uint32(1);
const uint32 l_603 = min(l_98, l_602);
const uint32 l_604 = buffer_2[l_603];
const uint32 l_605 = (l_601) ? l_604 : uint32(0);
const uint32 l_99 = l_605;
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
const uint32 l_131 = l_13 * l_13;
const uint32 l_132 = l_24 + uint32(3);
const uint64 l_133 = l_102 >> uint64(63);
const bool l_134 = l_133 == uint64(1);
l_mut_127 = l_102;
if (l_134) {
const uint64 l_135 = uint64(uint32(0));
const uint64 l_136 = l_135 - l_102;
l_mut_127 = l_136;
}
const uint64 l_137 = uint64(l_131);
const uint64 l_138 = l_mut_127 & uint64(4294967295);
const uint64 l_139 = l_138 * l_137;
const uint64 l_140 = l_mut_127 >> uint64(32);
const uint64 l_141 = l_140 * l_137;
const uint64 l_142 = l_141 << uint64(32);
const uint64 l_143 = l_139 + l_142;
const uint64 l_144 = l_141 >> uint64(32);
const bool l_145 = l_143 < l_139;
const uint64 l_146 = uint64(l_145);
const uint64 l_147 = l_144 + l_146;
l_mut_127 = l_143;
const bool l_148 = l_132 == uint32(64);
if (l_148) {
l_mut_127 = l_147;
} else {
const bool l_149 = l_132 > uint32(0);
if (l_149) {
const uint32 l_150 = uint32(64) - l_132;
const uint64 l_151 = uint64(l_150);
const uint64 l_152 = l_147 << l_151;
const uint64 l_153 = uint64(l_132);
const uint64 l_154 = l_143 >> l_153;
const uint64 l_155 = l_152 | l_154;
l_mut_127 = l_155;
}
}
l_mut_105 = l_mut_127;
if (l_134) {
const uint64 l_156 = uint64(uint32(0));
const uint64 l_157 = l_156 - l_mut_105;
l_mut_105 = l_157;
}
const uint64 l_158 = l_93 - l_mut_105;
const uint64 l_159 = l_158 + l_33;
const uint64 l_160 = uint64(uint32(0));
const uint64 l_161 = l_160 - l_130;
const uint64 l_162 = l_33 + l_33;
l_mut_127 = l_161;
const uint64 l_163 = uint64(uint32(0));
const uint64 l_164 = l_163 - l_161;
l_mut_105 = l_164;
l_mut_165 = l_159;
l_mut_67 = uint32(1);
l_mut_166 = uint32(1);
l_mut_167 = bool(false);
const bool l_168 = l_mut_165 < l_162;
const bool l_169 = !l_168;
l_mut_170 = l_169;
const bool l_171 = l_161 == uint64(0);
if (l_171) {
l_mut_167 = l_mut_170;
l_mut_170 = bool(false);
}
l_mut_172 = bool(false);
while (true) {
const bool l_173 = !l_mut_170;
if (l_173) {
break;}
l_mut_174 = l_mut_127;
if (l_mut_172) {
l_mut_174 = l_mut_105;
}
const bool l_175 = l_mut_165 < l_mut_174;
const bool l_176 = !l_175;
const bool l_177 = l_176 != l_mut_172;
if (l_177) {
l_mut_174 = l_mut_127;
l_mut_127 = l_mut_105;
l_mut_105 = l_mut_174;
l_mut_178 = l_mut_67;
l_mut_67 = l_mut_166;
l_mut_166 = l_mut_178;
l_mut_172 = l_176;
}
l_mut_179 = bool(true);
if (l_mut_172) {
const uint64 l_180 = l_mut_165 - l_mut_105;
l_mut_165 = l_180;
const bool l_181 = l_mut_165 < l_162;
if (l_181) {
l_mut_170 = bool(false);
l_mut_179 = bool(false);
}
}
if (l_mut_179) {
l_mut_178 = uint32(0);
l_mut_182 = bool(false);
const uint64 l_183 = uint64(uint32(3));
const uint64 l_184 = l_mut_105 >> l_183;
const bool l_185 = l_184 < l_mut_127;
const bool l_186 = !l_185;
l_mut_182 = l_186;
const bool l_187 = l_mut_127 == uint64(0);
if (l_187) {
l_mut_178 = l_13;
} else {
if (l_mut_182) {
const bool l_188 = l_mut_127 < l_mut_105;
if (l_188) {
const uint64 l_189 = l_mut_105 - uint64(1);
const uint64 l_190 = l_189 / l_mut_127;
const uint64 l_191 = uint64(l_13);
const bool l_192 = l_190 < l_191;
const uint64 l_193 = uint64(l_13);
const uint64 l_194 = (l_192) ? l_190 : l_193;
const uint32 l_195 = uint32(l_194);
l_mut_178 = l_195;
}
} else {
l_mut_174 = l_mut_105;
while (true) {
const bool l_196 = l_mut_127 < l_mut_174;
const uint32 l_197 = l_mut_178 * l_mut_166;
const uint32 l_198 = l_mut_67 + l_197;
const uint32 l_199 = l_198 + l_mut_166;
const bool l_200 = l_199 < l_13;
const bool l_201 = l_196 && l_200;
const bool l_202 = !l_201;
if (l_202) {
break;}
const uint64 l_203 = l_mut_174 - l_mut_127;
l_mut_174 = l_203;
l_mut_178 = l_mut_178 + uint32(1);
}
}
}
const uint32 l_204 = l_mut_178 * l_mut_166;
const uint32 l_205 = l_mut_67 + l_204;
const uint32 l_206 = l_205 + l_mut_166;
const bool l_207 = l_206 >= l_13;
if (l_207) {
l_mut_167 = bool(true);
l_mut_170 = bool(false);
} else {
const uint64 l_208 = uint64(l_mut_178);
const uint64 l_209 = l_mut_127 * l_208;
const uint64 l_210 = l_mut_105 - l_209;
l_mut_105 = l_210;
const uint32 l_211 = l_mut_178 * l_mut_166;
l_mut_67 = l_mut_67 + l_211;
const uint64 l_212 = l_mut_127 - l_mut_105;
l_mut_127 = l_212;
l_mut_166 = l_mut_166 + l_mut_67;
}
}
}
const bool l_213 = !l_mut_167;
if (l_213) {
const uint32 l_606 = info.static_meta[uint32(5)];
const uint32 l_607 = l_606 * uint32(1);
const uint32 l_608 = l_607 - uint32(1);
const uint32 l_609 = min(uint32(0), l_608);
uint32* l_610 = &buffer_5[l_609];
uint32* l_214 = l_610;
const uint32 l_215 = atomicAdd(l_214, uint32(1));
const uint32 l_216 = l_13 / uint32(8);
l_mut_178 = uint32(0);
l_mut_166 = uint32(0);
l_mut_67 = uint32(0);

for (uint32 l_mut_217 = uint32(0); l_mut_217 < uint32(8); ++l_mut_217) {
const uint32 l_218 = l_mut_217 * l_216;
const bool l_219 = l_218 < l_74;
const uint32 l_220 = l_13 / uint32(8);
const uint32 l_221 = l_mut_217 * l_220;
const uint32 l_222 = l_221 + l_221;
const uint64 l_223 = l_102 >> uint64(63);
const bool l_224 = l_223 == uint64(1);
l_mut_174 = l_102;
if (l_224) {
const uint64 l_225 = uint64(uint32(0));
const uint64 l_226 = l_225 - l_102;
l_mut_174 = l_226;
}
const uint64 l_227 = uint64(l_222);
const uint64 l_228 = l_mut_174 & uint64(4294967295);
const uint64 l_229 = l_228 * l_227;
const uint64 l_230 = l_mut_174 >> uint64(32);
const uint64 l_231 = l_230 * l_227;
const uint64 l_232 = l_231 << uint64(32);
const uint64 l_233 = l_229 + l_232;
const uint64 l_234 = l_231 >> uint64(32);
const bool l_235 = l_233 < l_229;
const uint64 l_236 = uint64(l_235);
const uint64 l_237 = l_234 + l_236;
l_mut_174 = l_233;
const bool l_238 = l_24 == uint32(64);
if (l_238) {
l_mut_174 = l_237;
} else {
const bool l_239 = l_24 > uint32(0);
if (l_239) {
const uint32 l_240 = uint32(64) - l_24;
const uint64 l_241 = uint64(l_240);
const uint64 l_242 = l_237 << l_241;
const uint64 l_243 = uint64(l_24);
const uint64 l_244 = l_233 >> l_243;
const uint64 l_245 = l_242 | l_244;
l_mut_174 = l_245;
}
}
l_mut_165 = l_mut_174;
if (l_224) {
const uint64 l_246 = uint64(uint32(0));
const uint64 l_247 = l_246 - l_mut_165;
l_mut_165 = l_247;
}
const uint64 l_248 = l_84 + l_mut_165;
const uint64 l_249 = uint64(l_221);
const uint64 l_250 = l_84 * l_249;
const uint64 l_251 = l_93 + l_250;
const uint32 l_252 = l_221 * l_221;
const uint64 l_253 = l_102 >> uint64(63);
const bool l_254 = l_253 == uint64(1);
l_mut_174 = l_102;
if (l_254) {
const uint64 l_255 = uint64(uint32(0));
const uint64 l_256 = l_255 - l_102;
l_mut_174 = l_256;
}
const uint64 l_257 = uint64(l_252);
const uint64 l_258 = l_mut_174 & uint64(4294967295);
const uint64 l_259 = l_258 * l_257;
const uint64 l_260 = l_mut_174 >> uint64(32);
const uint64 l_261 = l_260 * l_257;
const uint64 l_262 = l_261 << uint64(32);
const uint64 l_263 = l_259 + l_262;
const uint64 l_264 = l_261 >> uint64(32);
const bool l_265 = l_263 < l_259;
const uint64 l_266 = uint64(l_265);
const uint64 l_267 = l_264 + l_266;
l_mut_174 = l_263;
const bool l_268 = l_24 == uint32(64);
if (l_268) {
l_mut_174 = l_267;
} else {
const bool l_269 = l_24 > uint32(0);
if (l_269) {
const uint32 l_270 = uint32(64) - l_24;
const uint64 l_271 = uint64(l_270);
const uint64 l_272 = l_267 << l_271;
const uint64 l_273 = uint64(l_24);
const uint64 l_274 = l_263 >> l_273;
const uint64 l_275 = l_272 | l_274;
l_mut_174 = l_275;
}
}
l_mut_165 = l_mut_174;
if (l_254) {
const uint64 l_276 = uint64(uint32(0));
const uint64 l_277 = l_276 - l_mut_165;
l_mut_165 = l_277;
}
const uint64 l_278 = l_251 + l_mut_165;
const uint64 l_279 = l_102 >> uint64(63);
const bool l_280 = l_279 == uint64(1);
l_mut_174 = l_102;
if (l_280) {
const uint64 l_281 = uint64(uint32(0));
const uint64 l_282 = l_281 - l_102;
l_mut_174 = l_282;
}
const uint64 l_283 = uint64(l_220);
const uint64 l_284 = l_mut_174 & uint64(4294967295);
const uint64 l_285 = l_284 * l_283;
const uint64 l_286 = l_mut_174 >> uint64(32);
const uint64 l_287 = l_286 * l_283;
const uint64 l_288 = l_287 << uint64(32);
const uint64 l_289 = l_285 + l_288;
const uint64 l_290 = l_287 >> uint64(32);
const bool l_291 = l_289 < l_285;
const uint64 l_292 = uint64(l_291);
const uint64 l_293 = l_290 + l_292;
l_mut_174 = l_289;
const bool l_294 = l_24 == uint32(64);
if (l_294) {
l_mut_174 = l_293;
} else {
const bool l_295 = l_24 > uint32(0);
if (l_295) {
const uint32 l_296 = uint32(64) - l_24;
const uint64 l_297 = uint64(l_296);
const uint64 l_298 = l_293 << l_297;
const uint64 l_299 = uint64(l_24);
const uint64 l_300 = l_289 >> l_299;
const uint64 l_301 = l_298 | l_300;
l_mut_174 = l_301;
}
}
l_mut_165 = l_mut_174;
if (l_280) {
const uint64 l_302 = uint64(uint32(0));
const uint64 l_303 = l_302 - l_mut_165;
l_mut_165 = l_303;
}
const uint64 l_304 = l_248 + l_mut_165;
const uint32 l_305 = l_220 * l_220;
const uint32 l_306 = l_24 + uint32(3);
const uint64 l_307 = l_102 >> uint64(63);
const bool l_308 = l_307 == uint64(1);
l_mut_174 = l_102;
if (l_308) {
const uint64 l_309 = uint64(uint32(0));
const uint64 l_310 = l_309 - l_102;
l_mut_174 = l_310;
}
const uint64 l_311 = uint64(l_305);
const uint64 l_312 = l_mut_174 & uint64(4294967295);
const uint64 l_313 = l_312 * l_311;
const uint64 l_314 = l_mut_174 >> uint64(32);
const uint64 l_315 = l_314 * l_311;
const uint64 l_316 = l_315 << uint64(32);
const uint64 l_317 = l_313 + l_316;
const uint64 l_318 = l_315 >> uint64(32);
const bool l_319 = l_317 < l_313;
const uint64 l_320 = uint64(l_319);
const uint64 l_321 = l_318 + l_320;
l_mut_174 = l_317;
const bool l_322 = l_306 == uint32(64);
if (l_322) {
l_mut_174 = l_321;
} else {
const bool l_323 = l_306 > uint32(0);
if (l_323) {
const uint32 l_324 = uint32(64) - l_306;
const uint64 l_325 = uint64(l_324);
const uint64 l_326 = l_321 << l_325;
const uint64 l_327 = uint64(l_306);
const uint64 l_328 = l_317 >> l_327;
const uint64 l_329 = l_326 | l_328;
l_mut_174 = l_329;
}
}
l_mut_165 = l_mut_174;
if (l_308) {
const uint64 l_330 = uint64(uint32(0));
const uint64 l_331 = l_330 - l_mut_165;
l_mut_165 = l_331;
}
const uint64 l_332 = l_278 - l_mut_165;
const uint64 l_333 = l_332 + l_42;
const uint64 l_334 = uint64(uint32(0));
const uint64 l_335 = l_334 - l_304;
const uint64 l_336 = l_42 + l_42;
l_mut_174 = l_335;
const uint64 l_337 = uint64(uint32(0));
const uint64 l_338 = l_337 - l_335;
l_mut_165 = l_338;
l_mut_127 = l_333;
l_mut_339 = uint32(1);
l_mut_340 = uint32(1);
l_mut_182 = bool(false);
const bool l_341 = l_mut_127 < l_336;
const bool l_342 = !l_341;
l_mut_179 = l_342;
const bool l_343 = l_335 == uint64(0);
if (l_343) {
l_mut_182 = l_mut_179;
l_mut_179 = bool(false);
}
l_mut_172 = bool(false);
while (true) {
const bool l_344 = !l_mut_179;
if (l_344) {
break;}
l_mut_105 = l_mut_174;
if (l_mut_172) {
l_mut_105 = l_mut_165;
}
const bool l_345 = l_mut_127 < l_mut_105;
const bool l_346 = !l_345;
const bool l_347 = l_346 != l_mut_172;
if (l_347) {
l_mut_105 = l_mut_174;
l_mut_174 = l_mut_165;
l_mut_165 = l_mut_105;
l_mut_348 = l_mut_339;
l_mut_339 = l_mut_340;
l_mut_340 = l_mut_348;
l_mut_172 = l_346;
}
l_mut_170 = bool(true);
if (l_mut_172) {
const uint64 l_349 = l_mut_127 - l_mut_165;
l_mut_127 = l_349;
const bool l_350 = l_mut_127 < l_336;
if (l_350) {
l_mut_179 = bool(false);
l_mut_170 = bool(false);
}
}
if (l_mut_170) {
l_mut_348 = uint32(0);
l_mut_167 = bool(false);
const uint64 l_351 = uint64(uint32(3));
const uint64 l_352 = l_mut_165 >> l_351;
const bool l_353 = l_352 < l_mut_174;
const bool l_354 = !l_353;
l_mut_167 = l_354;
const bool l_355 = l_mut_174 == uint64(0);
if (l_355) {
l_mut_348 = l_220;
} else {
if (l_mut_167) {
const bool l_356 = l_mut_174 < l_mut_165;
if (l_356) {
const uint64 l_357 = l_mut_165 - uint64(1);
const uint64 l_358 = l_357 / l_mut_174;
const uint64 l_359 = uint64(l_220);
const bool l_360 = l_358 < l_359;
const uint64 l_361 = uint64(l_220);
const uint64 l_362 = (l_360) ? l_358 : l_361;
const uint32 l_363 = uint32(l_362);
l_mut_348 = l_363;
}
} else {
l_mut_105 = l_mut_165;
while (true) {
const bool l_364 = l_mut_174 < l_mut_105;
const uint32 l_365 = l_mut_348 * l_mut_340;
const uint32 l_366 = l_mut_339 + l_365;
const uint32 l_367 = l_366 + l_mut_340;
const bool l_368 = l_367 < l_220;
const bool l_369 = l_364 && l_368;
const bool l_370 = !l_369;
if (l_370) {
break;}
const uint64 l_371 = l_mut_105 - l_mut_174;
l_mut_105 = l_371;
l_mut_348 = l_mut_348 + uint32(1);
}
}
}
const uint32 l_372 = l_mut_348 * l_mut_340;
const uint32 l_373 = l_mut_339 + l_372;
const uint32 l_374 = l_373 + l_mut_340;
const bool l_375 = l_374 >= l_220;
if (l_375) {
l_mut_182 = bool(true);
l_mut_179 = bool(false);
} else {
const uint64 l_376 = uint64(l_mut_348);
const uint64 l_377 = l_mut_174 * l_376;
const uint64 l_378 = l_mut_165 - l_377;
l_mut_165 = l_378;
const uint32 l_379 = l_mut_348 * l_mut_340;
l_mut_339 = l_mut_339 + l_379;
const uint64 l_380 = l_mut_174 - l_mut_165;
l_mut_174 = l_380;
l_mut_340 = l_mut_340 + l_mut_339;
}
}
}
const bool l_381 = !l_mut_182;
const bool l_382 = l_219 && l_381;
if (l_382) {
const uint32 l_383 = uint32(1) << l_mut_217;
l_mut_178 = l_mut_178 | l_383;
l_mut_166 = l_mut_166 + uint32(1);
const uint32 l_384 = l_218 + l_216;
const uint32 l_385 = min(l_384, l_74);
l_mut_348 = uint32(0);

for (uint32 l_mut_386 = l_218; l_mut_386 < l_385; ++l_mut_386) {
const uint64 l_387 = uint64(l_mut_386);
const uint64 l_388 = l_84 * l_387;
const uint64 l_389 = l_93 + l_388;
const uint32 l_390 = l_mut_386 * l_mut_386;
const uint64 l_391 = l_102 >> uint64(63);
const bool l_392 = l_391 == uint64(1);
l_mut_174 = l_102;
if (l_392) {
const uint64 l_393 = uint64(uint32(0));
const uint64 l_394 = l_393 - l_102;
l_mut_174 = l_394;
}
const uint64 l_395 = uint64(l_390);
const uint64 l_396 = l_mut_174 & uint64(4294967295);
const uint64 l_397 = l_396 * l_395;
const uint64 l_398 = l_mut_174 >> uint64(32);
const uint64 l_399 = l_398 * l_395;
const uint64 l_400 = l_399 << uint64(32);
const uint64 l_401 = l_397 + l_400;
const uint64 l_402 = l_399 >> uint64(32);
const bool l_403 = l_401 < l_397;
const uint64 l_404 = uint64(l_403);
const uint64 l_405 = l_402 + l_404;
l_mut_174 = l_401;
const bool l_406 = l_24 == uint32(64);
if (l_406) {
l_mut_174 = l_405;
} else {
const bool l_407 = l_24 > uint32(0);
if (l_407) {
const uint32 l_408 = uint32(64) - l_24;
const uint64 l_409 = uint64(l_408);
const uint64 l_410 = l_405 << l_409;
const uint64 l_411 = uint64(l_24);
const uint64 l_412 = l_401 >> l_411;
const uint64 l_413 = l_410 | l_412;
l_mut_174 = l_413;
}
}
l_mut_165 = l_mut_174;
if (l_392) {
const uint64 l_414 = uint64(uint32(0));
const uint64 l_415 = l_414 - l_mut_165;
l_mut_165 = l_415;
}
const uint64 l_416 = l_389 + l_mut_165;
const uint64 l_417 = uint64(uint32(0));
const uint64 l_418 = l_417 - l_416;
l_mut_174 = l_418;
const bool l_419 = l_416 < l_mut_174;
if (l_419) {
l_mut_174 = l_416;
}
const bool l_420 = l_mut_174 < l_51;
const uint32 l_421 = uint32(l_420);
l_mut_348 = l_mut_348 + l_421;
}
l_mut_67 = l_mut_67 + l_mut_348;
}
}
const bool l_422 = l_mut_166 > uint32(0);
if (l_422) {
const uint32 l_611 = info.static_meta[uint32(5)];
const uint32 l_612 = l_611 * uint32(1);
const uint32 l_613 = l_612 - uint32(1);
const uint32 l_614 = min(uint32(1), l_613);
uint32* l_615 = &buffer_5[l_614];
uint32* l_423 = l_615;
const uint32 l_424 = atomicAdd(l_423, l_mut_166);
}
const bool l_425 = l_mut_67 > uint32(0);
if (l_425) {
const uint32 l_616 = info.static_meta[uint32(5)];
const uint32 l_617 = l_616 * uint32(1);
const uint32 l_618 = l_617 - uint32(1);
const uint32 l_619 = min(uint32(2), l_618);
uint32* l_620 = &buffer_5[l_619];
uint32* l_426 = l_620;
const uint32 l_427 = atomicAdd(l_426, l_mut_67);
l_mut_348 = l_427;

for (uint32 l_mut_428 = uint32(0); l_mut_428 < uint32(8); ++l_mut_428) {
const uint32 l_429 = l_mut_178 >> l_mut_428;
const uint32 l_430 = l_429 & uint32(1);
const bool l_431 = l_430 == uint32(1);
if (l_431) {
const uint32 l_432 = l_mut_428 * l_216;
const uint32 l_433 = l_432 + l_216;
const uint32 l_434 = min(l_433, l_74);
l_mut_340 = l_mut_348;

for (uint32 l_mut_435 = l_432; l_mut_435 < l_434; ++l_mut_435) {
const uint64 l_436 = uint64(l_mut_435);
const uint64 l_437 = l_84 * l_436;
const uint64 l_438 = l_93 + l_437;
const uint32 l_439 = l_mut_435 * l_mut_435;
const uint64 l_440 = l_102 >> uint64(63);
const bool l_441 = l_440 == uint64(1);
l_mut_174 = l_102;
if (l_441) {
const uint64 l_442 = uint64(uint32(0));
const uint64 l_443 = l_442 - l_102;
l_mut_174 = l_443;
}
const uint64 l_444 = uint64(l_439);
const uint64 l_445 = l_mut_174 & uint64(4294967295);
const uint64 l_446 = l_445 * l_444;
const uint64 l_447 = l_mut_174 >> uint64(32);
const uint64 l_448 = l_447 * l_444;
const uint64 l_449 = l_448 << uint64(32);
const uint64 l_450 = l_446 + l_449;
const uint64 l_451 = l_448 >> uint64(32);
const bool l_452 = l_450 < l_446;
const uint64 l_453 = uint64(l_452);
const uint64 l_454 = l_451 + l_453;
l_mut_174 = l_450;
const bool l_455 = l_24 == uint32(64);
if (l_455) {
l_mut_174 = l_454;
} else {
const bool l_456 = l_24 > uint32(0);
if (l_456) {
const uint32 l_457 = uint32(64) - l_24;
const uint64 l_458 = uint64(l_457);
const uint64 l_459 = l_454 << l_458;
const uint64 l_460 = uint64(l_24);
const uint64 l_461 = l_450 >> l_460;
const uint64 l_462 = l_459 | l_461;
l_mut_174 = l_462;
}
}
l_mut_165 = l_mut_174;
if (l_441) {
const uint64 l_463 = uint64(uint32(0));
const uint64 l_464 = l_463 - l_mut_165;
l_mut_165 = l_464;
}
const uint64 l_465 = l_438 + l_mut_165;
const uint64 l_466 = uint64(uint32(0));
const uint64 l_467 = l_466 - l_465;
l_mut_174 = l_467;
const bool l_468 = l_465 < l_mut_174;
if (l_468) {
l_mut_174 = l_465;
}
const bool l_469 = l_mut_174 < l_51;
if (l_469) {
const uint32 l_470 = l_mut_340 * uint32(2);
const uint32 l_471 = l_470 + uint32(1);
const uint32 l_472 = info.static_meta[uint32(10)];
const bool l_473 = l_471 < l_472;
if (l_473) {
const uint32 l_621 = info.static_meta[uint32(4)];
const uint32 l_622 = l_621 * uint32(1);
const bool l_623 = l_470 < l_622;
if (l_623) {
buffer_4[l_470] = idxGlobal;
}
const uint32 l_474 = l_470 + uint32(1);
const uint32 l_624 = info.static_meta[uint32(4)];
const uint32 l_625 = l_624 * uint32(1);
const bool l_626 = l_474 < l_625;
if (l_626) {
buffer_4[l_474] = l_mut_435;
}
}
l_mut_340 = l_mut_340 + uint32(1);
}
}
l_mut_348 = l_mut_340;
}
}
}
}
}

}
