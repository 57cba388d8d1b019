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
bool l_mut_176;
uint32 l_mut_166;
uint32 l_mut_175;
uint32 l_mut_358;
uint32 l_mut_359;
uint32 l_mut_365;
uint32 l_mut_67;
uint64 l_mut_105;
uint64 l_mut_127;
uint64 l_mut_165;
uint64 l_mut_186;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_598 = info.static_meta[uint32(5)];
const uint32 l_599 = l_598 * uint32(1);
const uint32 l_600 = l_599 - uint32(1);
const uint32 l_601 = min(uint32(3), l_600);
uint32* l_602 = &buffer_5[l_601];
uint32* l_1 = l_602;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_514 = info.static_meta[uint32(3)];
const uint32 l_515 = l_514 * uint32(1);
const bool l_516 = l_3 < l_515;
const uint32 l_517 = l_515 - uint32(1);
const uint32 l_518 = min(l_3, l_517);
const uint32 l_519 = buffer_3[l_518];
const uint32 l_520 = (l_516) ? l_519 : uint32(0);
const uint32 l_4 = l_520;
const uint64 l_5 = uint64(l_4);
const uint32 l_6 = uint32(2) * uint32(0);
const uint32 l_7 = l_6 + uint32(1);
const uint32 l_521 = info.static_meta[uint32(3)];
const uint32 l_522 = l_521 * uint32(1);
const bool l_523 = l_7 < l_522;
const uint32 l_524 = l_522 - uint32(1);
const uint32 l_525 = min(l_7, l_524);
const uint32 l_526 = buffer_3[l_525];
const uint32 l_527 = (l_523) ? l_526 : uint32(0);
const uint32 l_8 = l_527;
const uint64 l_9 = uint64(l_8);
const uint64 l_10 = l_9 << uint64(32);
const uint64 l_11 = l_5 | l_10;
const uint64 l_12 = l_11 & uint64(4294967295);
const uint32 l_13 = uint32(l_12);
const uint32 l_14 = uint32(2) * uint32(1);
const uint32 l_528 = info.static_meta[uint32(3)];
const uint32 l_529 = l_528 * uint32(1);
const bool l_530 = l_14 < l_529;
const uint32 l_531 = l_529 - uint32(1);
const uint32 l_532 = min(l_14, l_531);
const uint32 l_533 = buffer_3[l_532];
const uint32 l_534 = (l_530) ? l_533 : uint32(0);
const uint32 l_15 = l_534;
const uint64 l_16 = uint64(l_15);
const uint32 l_17 = uint32(2) * uint32(1);
const uint32 l_18 = l_17 + uint32(1);
const uint32 l_535 = info.static_meta[uint32(3)];
const uint32 l_536 = l_535 * uint32(1);
const bool l_537 = l_18 < l_536;
const uint32 l_538 = l_536 - uint32(1);
const uint32 l_539 = min(l_18, l_538);
const uint32 l_540 = buffer_3[l_539];
const uint32 l_541 = (l_537) ? l_540 : uint32(0);
const uint32 l_19 = l_541;
const uint64 l_20 = uint64(l_19);
const uint64 l_21 = l_20 << uint64(32);
const uint64 l_22 = l_16 | l_21;
const uint64 l_23 = l_22 & uint64(4294967295);
const uint32 l_24 = uint32(l_23);
const uint32 l_25 = uint32(2) * uint32(2);
const uint32 l_542 = info.static_meta[uint32(3)];
const uint32 l_543 = l_542 * uint32(1);
const bool l_544 = l_25 < l_543;
const uint32 l_545 = l_543 - uint32(1);
const uint32 l_546 = min(l_25, l_545);
const uint32 l_547 = buffer_3[l_546];
const uint32 l_548 = (l_544) ? l_547 : uint32(0);
const uint32 l_26 = l_548;
const uint64 l_27 = uint64(l_26);
const uint32 l_28 = uint32(2) * uint32(2);
const uint32 l_29 = l_28 + uint32(1);
const uint32 l_549 = info.static_meta[uint32(3)];
const uint32 l_550 = l_549 * uint32(1);
const bool l_551 = l_29 < l_550;
const uint32 l_552 = l_550 - uint32(1);
const uint32 l_553 = min(l_29, l_552);
const uint32 l_554 = buffer_3[l_553];
const uint32 l_555 = (l_551) ? l_554 : uint32(0);
const uint32 l_30 = l_555;
const uint64 l_31 = uint64(l_30);
const uint64 l_32 = l_31 << uint64(32);
const uint64 l_33 = l_27 | l_32;
const uint32 l_34 = uint32(2) * uint32(3);
const uint32 l_556 = info.static_meta[uint32(3)];
const uint32 l_557 = l_556 * uint32(1);
const bool l_558 = l_34 < l_557;
const uint32 l_559 = l_557 - uint32(1);
const uint32 l_560 = min(l_34, l_559);
const uint32 l_561 = buffer_3[l_560];
const uint32 l_562 = (l_558) ? l_561 : uint32(0);
const uint32 l_35 = l_562;
const uint64 l_36 = uint64(l_35);
const uint32 l_37 = uint32(2) * uint32(3);
const uint32 l_38 = l_37 + uint32(1);
const uint32 l_563 = info.static_meta[uint32(3)];
const uint32 l_564 = l_563 * uint32(1);
const bool l_565 = l_38 < l_564;
const uint32 l_566 = l_564 - uint32(1);
const uint32 l_567 = min(l_38, l_566);
const uint32 l_568 = buffer_3[l_567];
const uint32 l_569 = (l_565) ? l_568 : uint32(0);
const uint32 l_39 = l_569;
const uint64 l_40 = uint64(l_39);
const uint64 l_41 = l_40 << uint64(32);
const uint64 l_42 = l_36 | l_41;
const uint32 l_43 = uint32(2) * uint32(4);
const uint32 l_570 = info.static_meta[uint32(3)];
const uint32 l_571 = l_570 * uint32(1);
const bool l_572 = l_43 < l_571;
const uint32 l_573 = l_571 - uint32(1);
const uint32 l_574 = min(l_43, l_573);
const uint32 l_575 = buffer_3[l_574];
const uint32 l_576 = (l_572) ? l_575 : uint32(0);
const uint32 l_44 = l_576;
const uint64 l_45 = uint64(l_44);
const uint32 l_46 = uint32(2) * uint32(4);
const uint32 l_47 = l_46 + uint32(1);
const uint32 l_577 = info.static_meta[uint32(3)];
const uint32 l_578 = l_577 * uint32(1);
const bool l_579 = l_47 < l_578;
const uint32 l_580 = l_578 - uint32(1);
const uint32 l_581 = min(l_47, l_580);
const uint32 l_582 = buffer_3[l_581];
const uint32 l_583 = (l_579) ? l_582 : uint32(0);
const uint32 l_48 = l_583;
const uint64 l_49 = uint64(l_48);
const uint64 l_50 = l_49 << uint64(32);
const uint64 l_51 = l_45 | l_50;
const uint32 l_52 = uint32(2) * uint32(5);
const uint32 l_584 = info.static_meta[uint32(3)];
const uint32 l_585 = l_584 * uint32(1);
const bool l_586 = l_52 < l_585;
const uint32 l_587 = l_585 - uint32(1);
const uint32 l_588 = min(l_52, l_587);
const uint32 l_589 = buffer_3[l_588];
const uint32 l_590 = (l_586) ? l_589 : uint32(0);
const uint32 l_53 = l_590;
const uint64 l_54 = uint64(l_53);
const uint32 l_55 = uint32(2) * uint32(5);
const uint32 l_56 = l_55 + uint32(1);
const uint32 l_591 = info.static_meta[uint32(3)];
const uint32 l_592 = l_591 * uint32(1);
const bool l_593 = l_56 < l_592;
const uint32 l_594 = l_592 - uint32(1);
const uint32 l_595 = min(l_56, l_594);
const uint32 l_596 = buffer_3[l_595];
const uint32 l_597 = (l_593) ? l_596 : uint32(0);
const uint32 l_57 = l_597;
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
const uint32 l_603 = info.static_meta[uint32(0)];
const uint32 l_604 = l_603 * uint32(1);
const bool l_605 = l_76 < l_604;
const uint32 l_606 = l_604 - uint32(1);
const uint32 l_607 = min(l_76, l_606);
const uint32 l_608 = buffer_0[l_607];
const uint32 l_609 = (l_605) ? l_608 : uint32(0);
const uint32 l_77 = l_609;
const uint64 l_78 = uint64(l_77);
const uint32 l_79 = uint32(2) * idxGlobal;
const uint32 l_80 = l_79 + uint32(1);
const uint32 l_610 = info.static_meta[uint32(0)];
const uint32 l_611 = l_610 * uint32(1);
const bool l_612 = l_80 < l_611;
const uint32 l_613 = l_611 - uint32(1);
const uint32 l_614 = min(l_80, l_613);
const uint32 l_615 = buffer_0[l_614];
const uint32 l_616 = (l_612) ? l_615 : uint32(0);
const uint32 l_81 = l_616;
const uint64 l_82 = uint64(l_81);
const uint64 l_83 = l_82 << uint64(32);
const uint64 l_84 = l_78 | l_83;
const uint32 l_85 = uint32(2) * idxGlobal;
const uint32 l_617 = info.static_meta[uint32(1)];
const uint32 l_618 = l_617 * uint32(1);
const bool l_619 = l_85 < l_618;
const uint32 l_620 = l_618 - uint32(1);
const uint32 l_621 = min(l_85, l_620);
const uint32 l_622 = buffer_1[l_621];
const uint32 l_623 = (l_619) ? l_622 : uint32(0);
const uint32 l_86 = l_623;
const uint64 l_87 = uint64(l_86);
const uint32 l_88 = uint32(2) * idxGlobal;
const uint32 l_89 = l_88 + uint32(1);
const uint32 l_624 = info.static_meta[uint32(1)];
const uint32 l_625 = l_624 * uint32(1);
const bool l_626 = l_89 < l_625;
const uint32 l_627 = l_625 - uint32(1);
const uint32 l_628 = min(l_89, l_627);
const uint32 l_629 = buffer_1[l_628];
const uint32 l_630 = (l_626) ? l_629 : uint32(0);
const uint32 l_90 = l_630;
const uint64 l_91 = uint64(l_90);
const uint64 l_92 = l_91 << uint64(32);
const uint64 l_93 = l_87 | l_92;
const uint32 l_94 = uint32(2) * idxGlobal;
const uint32 l_631 = info.static_meta[uint32(2)];
const uint32 l_632 = l_631 * uint32(1);
const bool l_633 = l_94 < l_632;
const uint32 l_634 = l_632 - uint32(1);
const uint32 l_635 = min(l_94, l_634);
const uint32 l_636 = buffer_2[l_635];
const uint32 l_637 = (l_633) ? l_636 : uint32(0);
const uint32 l_95 = l_637;
const uint64 l_96 = uint64(l_95);
const uint32 l_97 = uint32(2) * idxGlobal;
const uint32 l_98 = l_97 + uint32(1);
const uint32 l_638 = info.static_meta[uint32(2)];
const uint32 l_639 = l_638 * uint32(1);
const bool l_640 = l_98 < l_639;
const uint32 l_641 = l_639 - uint32(1);
const uint32 l_642 = min(l_98, l_641);
const uint32 l_643 = buffer_2[l_642];
const uint32 l_644 = (l_640) ? l_643 : uint32(0);
const uint32 l_99 = l_644;
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
const bool l_174 = l_mut_165 < l_mut_127;
if (l_174) {
l_mut_175 = uint32(0);
l_mut_176 = bool(false);
const bool l_177 = l_mut_127 == uint64(0);
if (l_177) {
l_mut_175 = l_13;
} else {
if (l_mut_176) {
const bool l_178 = l_mut_127 < l_mut_105;
if (l_178) {
const uint64 l_179 = l_mut_105 - uint64(1);
const uint64 l_180 = l_179 / l_mut_127;
const uint64 l_181 = uint64(l_13);
const bool l_182 = l_180 < l_181;
const uint64 l_183 = uint64(l_13);
const uint64 l_184 = (l_182) ? l_180 : l_183;
const uint32 l_185 = uint32(l_184);
l_mut_175 = l_185;
}
} else {
l_mut_186 = l_mut_105;
while (true) {
const bool l_187 = l_mut_127 < l_mut_186;
const uint32 l_188 = l_mut_175 * l_mut_166;
const uint32 l_189 = l_mut_67 + l_188;
const uint32 l_190 = l_189 + l_mut_166;
const bool l_191 = l_190 < l_13;
const bool l_192 = l_187 && l_191;
const bool l_193 = !l_192;
if (l_193) {
break;}
const uint64 l_194 = l_mut_186 - l_mut_127;
l_mut_186 = l_194;
l_mut_175 = l_mut_175 + uint32(1);
}
}
}
const uint32 l_195 = l_mut_175 * l_mut_166;
const uint32 l_196 = l_mut_67 + l_195;
const uint32 l_197 = l_196 + l_mut_166;
const bool l_198 = l_197 >= l_13;
if (l_198) {
l_mut_167 = bool(true);
l_mut_170 = bool(false);
} else {
const uint64 l_199 = uint64(l_mut_175);
const uint64 l_200 = l_mut_127 * l_199;
const uint64 l_201 = l_mut_105 - l_200;
l_mut_105 = l_201;
const uint32 l_202 = l_mut_175 * l_mut_166;
l_mut_67 = l_mut_67 + l_202;
const uint64 l_203 = l_mut_127 - l_mut_105;
l_mut_127 = l_203;
l_mut_166 = l_mut_166 + l_mut_67;
}
} else {
const uint64 l_204 = l_mut_165 - l_mut_127;
l_mut_165 = l_204;
const bool l_205 = l_mut_165 < l_162;
if (l_205) {
l_mut_170 = bool(false);
} else {
l_mut_175 = uint32(0);
l_mut_176 = bool(false);
const bool l_206 = l_mut_105 == uint64(0);
if (l_206) {
l_mut_175 = l_13;
} else {
if (l_mut_176) {
const bool l_207 = l_mut_105 < l_mut_127;
if (l_207) {
const uint64 l_208 = l_mut_127 - uint64(1);
const uint64 l_209 = l_208 / l_mut_105;
const uint64 l_210 = uint64(l_13);
const bool l_211 = l_209 < l_210;
const uint64 l_212 = uint64(l_13);
const uint64 l_213 = (l_211) ? l_209 : l_212;
const uint32 l_214 = uint32(l_213);
l_mut_175 = l_214;
}
} else {
l_mut_186 = l_mut_127;
while (true) {
const bool l_215 = l_mut_105 < l_mut_186;
const uint32 l_216 = l_mut_175 * l_mut_67;
const uint32 l_217 = l_mut_166 + l_216;
const uint32 l_218 = l_217 + l_mut_67;
const bool l_219 = l_218 < l_13;
const bool l_220 = l_215 && l_219;
const bool l_221 = !l_220;
if (l_221) {
break;}
const uint64 l_222 = l_mut_186 - l_mut_105;
l_mut_186 = l_222;
l_mut_175 = l_mut_175 + uint32(1);
}
}
}
const uint32 l_223 = l_mut_67 + l_mut_166;
const uint32 l_224 = l_mut_175 * l_mut_67;
const uint32 l_225 = l_223 + l_224;
const bool l_226 = l_225 >= l_13;
if (l_226) {
l_mut_167 = bool(true);
l_mut_170 = bool(false);
} else {
const uint64 l_227 = uint64(l_mut_175);
const uint64 l_228 = l_mut_105 * l_227;
const uint64 l_229 = l_mut_127 - l_228;
l_mut_127 = l_229;
const uint32 l_230 = l_mut_175 * l_mut_67;
l_mut_166 = l_mut_166 + l_230;
const uint64 l_231 = l_mut_105 - l_mut_127;
l_mut_105 = l_231;
l_mut_67 = l_mut_67 + l_mut_166;
}
}
}
}
const bool l_232 = !l_mut_167;
if (l_232) {
const uint32 l_645 = info.static_meta[uint32(5)];
const uint32 l_646 = l_645 * uint32(1);
const uint32 l_647 = l_646 - uint32(1);
const uint32 l_648 = min(uint32(0), l_647);
uint32* l_649 = &buffer_5[l_648];
uint32* l_233 = l_649;
const uint32 l_234 = atomicAdd(l_233, uint32(1));
const uint32 l_235 = l_13 / uint32(8);
l_mut_175 = uint32(0);
l_mut_166 = uint32(0);
l_mut_67 = uint32(0);

for (uint32 l_mut_236 = uint32(0); l_mut_236 < uint32(8); ++l_mut_236) {
const uint32 l_237 = l_mut_236 * l_235;
const bool l_238 = l_237 < l_74;
const uint32 l_239 = l_13 / uint32(8);
const uint32 l_240 = l_mut_236 * l_239;
const uint32 l_241 = l_240 + l_240;
const uint64 l_242 = l_102 >> uint64(63);
const bool l_243 = l_242 == uint64(1);
l_mut_186 = l_102;
if (l_243) {
const uint64 l_244 = uint64(uint32(0));
const uint64 l_245 = l_244 - l_102;
l_mut_186 = l_245;
}
const uint64 l_246 = uint64(l_241);
const uint64 l_247 = l_mut_186 & uint64(4294967295);
const uint64 l_248 = l_247 * l_246;
const uint64 l_249 = l_mut_186 >> uint64(32);
const uint64 l_250 = l_249 * l_246;
const uint64 l_251 = l_250 << uint64(32);
const uint64 l_252 = l_248 + l_251;
const uint64 l_253 = l_250 >> uint64(32);
const bool l_254 = l_252 < l_248;
const uint64 l_255 = uint64(l_254);
const uint64 l_256 = l_253 + l_255;
l_mut_186 = l_252;
const bool l_257 = l_24 == uint32(64);
if (l_257) {
l_mut_186 = l_256;
} else {
const bool l_258 = l_24 > uint32(0);
if (l_258) {
const uint32 l_259 = uint32(64) - l_24;
const uint64 l_260 = uint64(l_259);
const uint64 l_261 = l_256 << l_260;
const uint64 l_262 = uint64(l_24);
const uint64 l_263 = l_252 >> l_262;
const uint64 l_264 = l_261 | l_263;
l_mut_186 = l_264;
}
}
l_mut_165 = l_mut_186;
if (l_243) {
const uint64 l_265 = uint64(uint32(0));
const uint64 l_266 = l_265 - l_mut_165;
l_mut_165 = l_266;
}
const uint64 l_267 = l_84 + l_mut_165;
const uint64 l_268 = uint64(l_240);
const uint64 l_269 = l_84 * l_268;
const uint64 l_270 = l_93 + l_269;
const uint32 l_271 = l_240 * l_240;
const uint64 l_272 = l_102 >> uint64(63);
const bool l_273 = l_272 == uint64(1);
l_mut_186 = l_102;
if (l_273) {
const uint64 l_274 = uint64(uint32(0));
const uint64 l_275 = l_274 - l_102;
l_mut_186 = l_275;
}
const uint64 l_276 = uint64(l_271);
const uint64 l_277 = l_mut_186 & uint64(4294967295);
const uint64 l_278 = l_277 * l_276;
const uint64 l_279 = l_mut_186 >> uint64(32);
const uint64 l_280 = l_279 * l_276;
const uint64 l_281 = l_280 << uint64(32);
const uint64 l_282 = l_278 + l_281;
const uint64 l_283 = l_280 >> uint64(32);
const bool l_284 = l_282 < l_278;
const uint64 l_285 = uint64(l_284);
const uint64 l_286 = l_283 + l_285;
l_mut_186 = l_282;
const bool l_287 = l_24 == uint32(64);
if (l_287) {
l_mut_186 = l_286;
} else {
const bool l_288 = l_24 > uint32(0);
if (l_288) {
const uint32 l_289 = uint32(64) - l_24;
const uint64 l_290 = uint64(l_289);
const uint64 l_291 = l_286 << l_290;
const uint64 l_292 = uint64(l_24);
const uint64 l_293 = l_282 >> l_292;
const uint64 l_294 = l_291 | l_293;
l_mut_186 = l_294;
}
}
l_mut_165 = l_mut_186;
if (l_273) {
const uint64 l_295 = uint64(uint32(0));
const uint64 l_296 = l_295 - l_mut_165;
l_mut_165 = l_296;
}
const uint64 l_297 = l_270 + l_mut_165;
const uint64 l_298 = l_102 >> uint64(63);
const bool l_299 = l_298 == uint64(1);
l_mut_186 = l_102;
if (l_299) {
const uint64 l_300 = uint64(uint32(0));
const uint64 l_301 = l_300 - l_102;
l_mut_186 = l_301;
}
const uint64 l_302 = uint64(l_239);
const uint64 l_303 = l_mut_186 & uint64(4294967295);
const uint64 l_304 = l_303 * l_302;
const uint64 l_305 = l_mut_186 >> uint64(32);
const uint64 l_306 = l_305 * l_302;
const uint64 l_307 = l_306 << uint64(32);
const uint64 l_308 = l_304 + l_307;
const uint64 l_309 = l_306 >> uint64(32);
const bool l_310 = l_308 < l_304;
const uint64 l_311 = uint64(l_310);
const uint64 l_312 = l_309 + l_311;
l_mut_186 = l_308;
const bool l_313 = l_24 == uint32(64);
if (l_313) {
l_mut_186 = l_312;
} else {
const bool l_314 = l_24 > uint32(0);
if (l_314) {
const uint32 l_315 = uint32(64) - l_24;
const uint64 l_316 = uint64(l_315);
const uint64 l_317 = l_312 << l_316;
const uint64 l_318 = uint64(l_24);
const uint64 l_319 = l_308 >> l_318;
const uint64 l_320 = l_317 | l_319;
l_mut_186 = l_320;
}
}
l_mut_165 = l_mut_186;
if (l_299) {
const uint64 l_321 = uint64(uint32(0));
const uint64 l_322 = l_321 - l_mut_165;
l_mut_165 = l_322;
}
const uint64 l_323 = l_267 + l_mut_165;
const uint32 l_324 = l_239 * l_239;
const uint32 l_325 = l_24 + uint32(3);
const uint64 l_326 = l_102 >> uint64(63);
const bool l_327 = l_326 == uint64(1);
l_mut_186 = l_102;
if (l_327) {
const uint64 l_328 = uint64(uint32(0));
const uint64 l_329 = l_328 - l_102;
l_mut_186 = l_329;
}
const uint64 l_330 = uint64(l_324);
const uint64 l_331 = l_mut_186 & uint64(4294967295);
const uint64 l_332 = l_331 * l_330;
const uint64 l_333 = l_mut_186 >> uint64(32);
const uint64 l_334 = l_333 * l_330;
const uint64 l_335 = l_334 << uint64(32);
const uint64 l_336 = l_332 + l_335;
const uint64 l_337 = l_334 >> uint64(32);
const bool l_338 = l_336 < l_332;
const uint64 l_339 = uint64(l_338);
const uint64 l_340 = l_337 + l_339;
l_mut_186 = l_336;
const bool l_341 = l_325 == uint32(64);
if (l_341) {
l_mut_186 = l_340;
} else {
const bool l_342 = l_325 > uint32(0);
if (l_342) {
const uint32 l_343 = uint32(64) - l_325;
const uint64 l_344 = uint64(l_343);
const uint64 l_345 = l_340 << l_344;
const uint64 l_346 = uint64(l_325);
const uint64 l_347 = l_336 >> l_346;
const uint64 l_348 = l_345 | l_347;
l_mut_186 = l_348;
}
}
l_mut_165 = l_mut_186;
if (l_327) {
const uint64 l_349 = uint64(uint32(0));
const uint64 l_350 = l_349 - l_mut_165;
l_mut_165 = l_350;
}
const uint64 l_351 = l_297 - l_mut_165;
const uint64 l_352 = l_351 + l_42;
const uint64 l_353 = uint64(uint32(0));
const uint64 l_354 = l_353 - l_323;
const uint64 l_355 = l_42 + l_42;
l_mut_186 = l_354;
const uint64 l_356 = uint64(uint32(0));
const uint64 l_357 = l_356 - l_354;
l_mut_165 = l_357;
l_mut_127 = l_352;
l_mut_358 = uint32(1);
l_mut_359 = uint32(1);
l_mut_176 = bool(false);
const bool l_360 = l_mut_127 < l_355;
const bool l_361 = !l_360;
l_mut_172 = l_361;
const bool l_362 = l_354 == uint64(0);
if (l_362) {
l_mut_176 = l_mut_172;
l_mut_172 = bool(false);
}
l_mut_170 = bool(false);
while (true) {
const bool l_363 = !l_mut_172;
if (l_363) {
break;}
const bool l_364 = l_mut_127 < l_mut_186;
if (l_364) {
l_mut_365 = uint32(0);
l_mut_167 = bool(false);
const bool l_366 = l_mut_186 == uint64(0);
if (l_366) {
l_mut_365 = l_239;
} else {
if (l_mut_167) {
const bool l_367 = l_mut_186 < l_mut_165;
if (l_367) {
const uint64 l_368 = l_mut_165 - uint64(1);
const uint64 l_369 = l_368 / l_mut_186;
const uint64 l_370 = uint64(l_239);
const bool l_371 = l_369 < l_370;
const uint64 l_372 = uint64(l_239);
const uint64 l_373 = (l_371) ? l_369 : l_372;
const uint32 l_374 = uint32(l_373);
l_mut_365 = l_374;
}
} else {
l_mut_105 = l_mut_165;
while (true) {
const bool l_375 = l_mut_186 < l_mut_105;
const uint32 l_376 = l_mut_365 * l_mut_359;
const uint32 l_377 = l_mut_358 + l_376;
const uint32 l_378 = l_377 + l_mut_359;
const bool l_379 = l_378 < l_239;
const bool l_380 = l_375 && l_379;
const bool l_381 = !l_380;
if (l_381) {
break;}
const uint64 l_382 = l_mut_105 - l_mut_186;
l_mut_105 = l_382;
l_mut_365 = l_mut_365 + uint32(1);
}
}
}
const uint32 l_383 = l_mut_365 * l_mut_359;
const uint32 l_384 = l_mut_358 + l_383;
const uint32 l_385 = l_384 + l_mut_359;
const bool l_386 = l_385 >= l_239;
if (l_386) {
l_mut_176 = bool(true);
l_mut_172 = bool(false);
} else {
const uint64 l_387 = uint64(l_mut_365);
const uint64 l_388 = l_mut_186 * l_387;
const uint64 l_389 = l_mut_165 - l_388;
l_mut_165 = l_389;
const uint32 l_390 = l_mut_365 * l_mut_359;
l_mut_358 = l_mut_358 + l_390;
const uint64 l_391 = l_mut_186 - l_mut_165;
l_mut_186 = l_391;
l_mut_359 = l_mut_359 + l_mut_358;
}
} else {
const uint64 l_392 = l_mut_127 - l_mut_186;
l_mut_127 = l_392;
const bool l_393 = l_mut_127 < l_355;
if (l_393) {
l_mut_172 = bool(false);
} else {
l_mut_365 = uint32(0);
l_mut_167 = bool(false);
const bool l_394 = l_mut_165 == uint64(0);
if (l_394) {
l_mut_365 = l_239;
} else {
if (l_mut_167) {
const bool l_395 = l_mut_165 < l_mut_186;
if (l_395) {
const uint64 l_396 = l_mut_186 - uint64(1);
const uint64 l_397 = l_396 / l_mut_165;
const uint64 l_398 = uint64(l_239);
const bool l_399 = l_397 < l_398;
const uint64 l_400 = uint64(l_239);
const uint64 l_401 = (l_399) ? l_397 : l_400;
const uint32 l_402 = uint32(l_401);
l_mut_365 = l_402;
}
} else {
l_mut_105 = l_mut_186;
while (true) {
const bool l_403 = l_mut_165 < l_mut_105;
const uint32 l_404 = l_mut_365 * l_mut_358;
const uint32 l_405 = l_mut_359 + l_404;
const uint32 l_406 = l_405 + l_mut_358;
const bool l_407 = l_406 < l_239;
const bool l_408 = l_403 && l_407;
const bool l_409 = !l_408;
if (l_409) {
break;}
const uint64 l_410 = l_mut_105 - l_mut_165;
l_mut_105 = l_410;
l_mut_365 = l_mut_365 + uint32(1);
}
}
}
const uint32 l_411 = l_mut_358 + l_mut_359;
const uint32 l_412 = l_mut_365 * l_mut_358;
const uint32 l_413 = l_411 + l_412;
const bool l_414 = l_413 >= l_239;
if (l_414) {
l_mut_176 = bool(true);
l_mut_172 = bool(false);
} else {
const uint64 l_415 = uint64(l_mut_365);
const uint64 l_416 = l_mut_165 * l_415;
const uint64 l_417 = l_mut_186 - l_416;
l_mut_186 = l_417;
const uint32 l_418 = l_mut_365 * l_mut_358;
l_mut_359 = l_mut_359 + l_418;
const uint64 l_419 = l_mut_165 - l_mut_186;
l_mut_165 = l_419;
l_mut_358 = l_mut_358 + l_mut_359;
}
}
}
}
const bool l_420 = !l_mut_176;
const bool l_421 = l_238 && l_420;
if (l_421) {
const uint32 l_422 = uint32(1) << l_mut_236;
l_mut_175 = l_mut_175 | l_422;
l_mut_166 = l_mut_166 + uint32(1);
const uint32 l_423 = l_237 + l_235;
const uint32 l_424 = min(l_423, l_74);
l_mut_365 = uint32(0);

for (uint32 l_mut_425 = l_237; l_mut_425 < l_424; ++l_mut_425) {
const uint64 l_426 = uint64(l_mut_425);
const uint64 l_427 = l_84 * l_426;
const uint64 l_428 = l_93 + l_427;
const uint32 l_429 = l_mut_425 * l_mut_425;
const uint64 l_430 = l_102 >> uint64(63);
const bool l_431 = l_430 == uint64(1);
l_mut_186 = l_102;
if (l_431) {
const uint64 l_432 = uint64(uint32(0));
const uint64 l_433 = l_432 - l_102;
l_mut_186 = l_433;
}
const uint64 l_434 = uint64(l_429);
const uint64 l_435 = l_mut_186 & uint64(4294967295);
const uint64 l_436 = l_435 * l_434;
const uint64 l_437 = l_mut_186 >> uint64(32);
const uint64 l_438 = l_437 * l_434;
const uint64 l_439 = l_438 << uint64(32);
const uint64 l_440 = l_436 + l_439;
const uint64 l_441 = l_438 >> uint64(32);
const bool l_442 = l_440 < l_436;
const uint64 l_443 = uint64(l_442);
const uint64 l_444 = l_441 + l_443;
l_mut_186 = l_440;
const bool l_445 = l_24 == uint32(64);
if (l_445) {
l_mut_186 = l_444;
} else {
const bool l_446 = l_24 > uint32(0);
if (l_446) {
const uint32 l_447 = uint32(64) - l_24;
const uint64 l_448 = uint64(l_447);
const uint64 l_449 = l_444 << l_448;
const uint64 l_450 = uint64(l_24);
const uint64 l_451 = l_440 >> l_450;
const uint64 l_452 = l_449 | l_451;
l_mut_186 = l_452;
}
}
l_mut_165 = l_mut_186;
if (l_431) {
const uint64 l_453 = uint64(uint32(0));
const uint64 l_454 = l_453 - l_mut_165;
l_mut_165 = l_454;
}
const uint64 l_455 = l_428 + l_mut_165;
const uint64 l_456 = uint64(uint32(0));
const uint64 l_457 = l_456 - l_455;
l_mut_186 = l_457;
const bool l_458 = l_455 < l_mut_186;
if (l_458) {
l_mut_186 = l_455;
}
const bool l_459 = l_mut_186 < l_51;
const uint32 l_460 = uint32(l_459);
l_mut_365 = l_mut_365 + l_460;
}
l_mut_67 = l_mut_67 + l_mut_365;
}
}
const bool l_461 = l_mut_166 > uint32(0);
if (l_461) {
const uint32 l_650 = info.static_meta[uint32(5)];
const uint32 l_651 = l_650 * uint32(1);
const uint32 l_652 = l_651 - uint32(1);
const uint32 l_653 = min(uint32(1), l_652);
uint32* l_654 = &buffer_5[l_653];
uint32* l_462 = l_654;
const uint32 l_463 = atomicAdd(l_462, l_mut_166);
}
const bool l_464 = l_mut_67 > uint32(0);
if (l_464) {
const uint32 l_655 = info.static_meta[uint32(5)];
const uint32 l_656 = l_655 * uint32(1);
const uint32 l_657 = l_656 - uint32(1);
const uint32 l_658 = min(uint32(2), l_657);
uint32* l_659 = &buffer_5[l_658];
uint32* l_465 = l_659;
const uint32 l_466 = atomicAdd(l_465, l_mut_67);
l_mut_365 = l_466;

for (uint32 l_mut_467 = uint32(0); l_mut_467 < uint32(8); ++l_mut_467) {
const uint32 l_468 = l_mut_175 >> l_mut_467;
const uint32 l_469 = l_468 & uint32(1);
const bool l_470 = l_469 == uint32(1);
if (l_470) {
const uint32 l_471 = l_mut_467 * l_235;
const uint32 l_472 = l_471 + l_235;
const uint32 l_473 = min(l_472, l_74);
l_mut_359 = l_mut_365;

for (uint32 l_mut_474 = l_471; l_mut_474 < l_473; ++l_mut_474) {
const uint64 l_475 = uint64(l_mut_474);
const uint64 l_476 = l_84 * l_475;
const uint64 l_477 = l_93 + l_476;
const uint32 l_478 = l_mut_474 * l_mut_474;
const uint64 l_479 = l_102 >> uint64(63);
const bool l_480 = l_479 == uint64(1);
l_mut_186 = l_102;
if (l_480) {
const uint64 l_481 = uint64(uint32(0));
const uint64 l_482 = l_481 - l_102;
l_mut_186 = l_482;
}
const uint64 l_483 = uint64(l_478);
const uint64 l_484 = l_mut_186 & uint64(4294967295);
const uint64 l_485 = l_484 * l_483;
const uint64 l_486 = l_mut_186 >> uint64(32);
const uint64 l_487 = l_486 * l_483;
const uint64 l_488 = l_487 << uint64(32);
const uint64 l_489 = l_485 + l_488;
const uint64 l_490 = l_487 >> uint64(32);
const bool l_491 = l_489 < l_485;
const uint64 l_492 = uint64(l_491);
const uint64 l_493 = l_490 + l_492;
l_mut_186 = l_489;
const bool l_494 = l_24 == uint32(64);
if (l_494) {
l_mut_186 = l_493;
} else {
const bool l_495 = l_24 > uint32(0);
if (l_495) {
const uint32 l_496 = uint32(64) - l_24;
const uint64 l_497 = uint64(l_496);
const uint64 l_498 = l_493 << l_497;
const uint64 l_499 = uint64(l_24);
const uint64 l_500 = l_489 >> l_499;
const uint64 l_501 = l_498 | l_500;
l_mut_186 = l_501;
}
}
l_mut_165 = l_mut_186;
if (l_480) {
const uint64 l_502 = uint64(uint32(0));
const uint64 l_503 = l_502 - l_mut_165;
l_mut_165 = l_503;
}
const uint64 l_504 = l_477 + l_mut_165;
const uint64 l_505 = uint64(uint32(0));
const uint64 l_506 = l_505 - l_504;
l_mut_186 = l_506;
const bool l_507 = l_504 < l_mut_186;
if (l_507) {
l_mut_186 = l_504;
}
const bool l_508 = l_mut_186 < l_51;
if (l_508) {
const uint32 l_509 = l_mut_359 * uint32(2);
const uint32 l_510 = l_509 + uint32(1);
const uint32 l_511 = info.static_meta[uint32(10)];
const bool l_512 = l_510 < l_511;
if (l_512) {
const uint32 l_660 = info.static_meta[uint32(4)];
const uint32 l_661 = l_660 * uint32(1);
const bool l_662 = l_509 < l_661;
if (l_662) {
buffer_4[l_509] = idxGlobal;
}
const uint32 l_513 = l_509 + uint32(1);
const uint32 l_663 = info.static_meta[uint32(4)];
const uint32 l_664 = l_663 * uint32(1);
const bool l_665 = l_513 < l_664;
if (l_665) {
buffer_4[l_513] = l_mut_474;
}
}
l_mut_359 = l_mut_359 + uint32(1);
}
}
l_mut_365 = l_mut_359;
}
}
}
}
}

}
