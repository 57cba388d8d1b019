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
uint32 l_mut_366;
uint32 l_mut_367;
uint32 l_mut_373;
uint32 l_mut_67;
uint64 l_mut_105;
uint64 l_mut_127;
uint64 l_mut_165;
uint64 l_mut_190;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_614 = info.static_meta[uint32(5)];
const uint32 l_615 = l_614 * uint32(1);
const uint32 l_616 = l_615 - uint32(1);
const uint32 l_617 = min(uint32(3), l_616);
uint32* l_618 = &buffer_5[l_617];
uint32* l_1 = l_618;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_530 = info.static_meta[uint32(3)];
const uint32 l_531 = l_530 * uint32(1);
const bool l_532 = l_3 < l_531;
const uint32 l_533 = l_531 - uint32(1);
const uint32 l_534 = min(l_3, l_533);
const uint32 l_535 = buffer_3[l_534];
const uint32 l_536 = (l_532) ? l_535 : uint32(0);
const uint32 l_4 = l_536;
const uint64 l_5 = uint64(l_4);
const uint32 l_6 = uint32(2) * uint32(0);
const uint32 l_7 = l_6 + uint32(1);
const uint32 l_537 = info.static_meta[uint32(3)];
const uint32 l_538 = l_537 * uint32(1);
const bool l_539 = l_7 < l_538;
const uint32 l_540 = l_538 - uint32(1);
const uint32 l_541 = min(l_7, l_540);
const uint32 l_542 = buffer_3[l_541];
const uint32 l_543 = (l_539) ? l_542 : uint32(0);
const uint32 l_8 = l_543;
const uint64 l_9 = uint64(l_8);
const uint64 l_10 = l_9 << uint64(32);
const uint64 l_11 = l_5 | l_10;
const uint64 l_12 = l_11 & uint64(4294967295);
const uint32 l_13 = uint32(l_12);
const uint32 l_14 = uint32(2) * uint32(1);
const uint32 l_544 = info.static_meta[uint32(3)];
const uint32 l_545 = l_544 * uint32(1);
const bool l_546 = l_14 < l_545;
const uint32 l_547 = l_545 - uint32(1);
const uint32 l_548 = min(l_14, l_547);
const uint32 l_549 = buffer_3[l_548];
const uint32 l_550 = (l_546) ? l_549 : uint32(0);
const uint32 l_15 = l_550;
const uint64 l_16 = uint64(l_15);
const uint32 l_17 = uint32(2) * uint32(1);
const uint32 l_18 = l_17 + uint32(1);
const uint32 l_551 = info.static_meta[uint32(3)];
const uint32 l_552 = l_551 * uint32(1);
const bool l_553 = l_18 < l_552;
const uint32 l_554 = l_552 - uint32(1);
const uint32 l_555 = min(l_18, l_554);
const uint32 l_556 = buffer_3[l_555];
const uint32 l_557 = (l_553) ? l_556 : uint32(0);
const uint32 l_19 = l_557;
const uint64 l_20 = uint64(l_19);
const uint64 l_21 = l_20 << uint64(32);
const uint64 l_22 = l_16 | l_21;
const uint64 l_23 = l_22 & uint64(4294967295);
const uint32 l_24 = uint32(l_23);
const uint32 l_25 = uint32(2) * uint32(2);
const uint32 l_558 = info.static_meta[uint32(3)];
const uint32 l_559 = l_558 * uint32(1);
const bool l_560 = l_25 < l_559;
const uint32 l_561 = l_559 - uint32(1);
const uint32 l_562 = min(l_25, l_561);
const uint32 l_563 = buffer_3[l_562];
const uint32 l_564 = (l_560) ? l_563 : uint32(0);
const uint32 l_26 = l_564;
const uint64 l_27 = uint64(l_26);
const uint32 l_28 = uint32(2) * uint32(2);
const uint32 l_29 = l_28 + uint32(1);
const uint32 l_565 = info.static_meta[uint32(3)];
const uint32 l_566 = l_565 * uint32(1);
const bool l_567 = l_29 < l_566;
const uint32 l_568 = l_566 - uint32(1);
const uint32 l_569 = min(l_29, l_568);
const uint32 l_570 = buffer_3[l_569];
const uint32 l_571 = (l_567) ? l_570 : uint32(0);
const uint32 l_30 = l_571;
const uint64 l_31 = uint64(l_30);
const uint64 l_32 = l_31 << uint64(32);
const uint64 l_33 = l_27 | l_32;
const uint32 l_34 = uint32(2) * uint32(3);
const uint32 l_572 = info.static_meta[uint32(3)];
const uint32 l_573 = l_572 * uint32(1);
const bool l_574 = l_34 < l_573;
const uint32 l_575 = l_573 - uint32(1);
const uint32 l_576 = min(l_34, l_575);
const uint32 l_577 = buffer_3[l_576];
const uint32 l_578 = (l_574) ? l_577 : uint32(0);
const uint32 l_35 = l_578;
const uint64 l_36 = uint64(l_35);
const uint32 l_37 = uint32(2) * uint32(3);
const uint32 l_38 = l_37 + uint32(1);
const uint32 l_579 = info.static_meta[uint32(3)];
const uint32 l_580 = l_579 * uint32(1);
const bool l_581 = l_38 < l_580;
const uint32 l_582 = l_580 - uint32(1);
const uint32 l_583 = min(l_38, l_582);
const uint32 l_584 = buffer_3[l_583];
const uint32 l_585 = (l_581) ? l_584 : uint32(0);
const uint32 l_39 = l_585;
const uint64 l_40 = uint64(l_39);
const uint64 l_41 = l_40 << uint64(32);
const uint64 l_42 = l_36 | l_41;
const uint32 l_43 = uint32(2) * uint32(4);
const uint32 l_586 = info.static_meta[uint32(3)];
const uint32 l_587 = l_586 * uint32(1);
const bool l_588 = l_43 < l_587;
const uint32 l_589 = l_587 - uint32(1);
const uint32 l_590 = min(l_43, l_589);
const uint32 l_591 = buffer_3[l_590];
const uint32 l_592 = (l_588) ? l_591 : uint32(0);
const uint32 l_44 = l_592;
const uint64 l_45 = uint64(l_44);
const uint32 l_46 = uint32(2) * uint32(4);
const uint32 l_47 = l_46 + uint32(1);
const uint32 l_593 = info.static_meta[uint32(3)];
const uint32 l_594 = l_593 * uint32(1);
const bool l_595 = l_47 < l_594;
const uint32 l_596 = l_594 - uint32(1);
const uint32 l_597 = min(l_47, l_596);
const uint32 l_598 = buffer_3[l_597];
const uint32 l_599 = (l_595) ? l_598 : uint32(0);
const uint32 l_48 = l_599;
const uint64 l_49 = uint64(l_48);
const uint64 l_50 = l_49 << uint64(32);
const uint64 l_51 = l_45 | l_50;
const uint32 l_52 = uint32(2) * uint32(5);
const uint32 l_600 = info.static_meta[uint32(3)];
const uint32 l_601 = l_600 * uint32(1);
const bool l_602 = l_52 < l_601;
const uint32 l_603 = l_601 - uint32(1);
const uint32 l_604 = min(l_52, l_603);
const uint32 l_605 = buffer_3[l_604];
const uint32 l_606 = (l_602) ? l_605 : uint32(0);
const uint32 l_53 = l_606;
const uint64 l_54 = uint64(l_53);
const uint32 l_55 = uint32(2) * uint32(5);
const uint32 l_56 = l_55 + uint32(1);
const uint32 l_607 = info.static_meta[uint32(3)];
const uint32 l_608 = l_607 * uint32(1);
const bool l_609 = l_56 < l_608;
const uint32 l_610 = l_608 - uint32(1);
const uint32 l_611 = min(l_56, l_610);
const uint32 l_612 = buffer_3[l_611];
const uint32 l_613 = (l_609) ? l_612 : uint32(0);
const uint32 l_57 = l_613;
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
const uint32 l_619 = info.static_meta[uint32(0)];
const uint32 l_620 = l_619 * uint32(1);
const bool l_621 = l_76 < l_620;
const uint32 l_622 = l_620 - uint32(1);
const uint32 l_623 = min(l_76, l_622);
const uint32 l_624 = buffer_0[l_623];
const uint32 l_625 = (l_621) ? l_624 : uint32(0);
const uint32 l_77 = l_625;
const uint64 l_78 = uint64(l_77);
const uint32 l_79 = uint32(2) * idxGlobal;
const uint32 l_80 = l_79 + uint32(1);
const uint32 l_626 = info.static_meta[uint32(0)];
const uint32 l_627 = l_626 * uint32(1);
const bool l_628 = l_80 < l_627;
const uint32 l_629 = l_627 - uint32(1);
const uint32 l_630 = min(l_80, l_629);
const uint32 l_631 = buffer_0[l_630];
const uint32 l_632 = (l_628) ? l_631 : uint32(0);
const uint32 l_81 = l_632;
const uint64 l_82 = uint64(l_81);
const uint64 l_83 = l_82 << uint64(32);
const uint64 l_84 = l_78 | l_83;
const uint32 l_85 = uint32(2) * idxGlobal;
const uint32 l_633 = info.static_meta[uint32(1)];
const uint32 l_634 = l_633 * uint32(1);
const bool l_635 = l_85 < l_634;
const uint32 l_636 = l_634 - uint32(1);
const uint32 l_637 = min(l_85, l_636);
const uint32 l_638 = buffer_1[l_637];
const uint32 l_639 = (l_635) ? l_638 : uint32(0);
const uint32 l_86 = l_639;
const uint64 l_87 = uint64(l_86);
const uint32 l_88 = uint32(2) * idxGlobal;
const uint32 l_89 = l_88 + uint32(1);
const uint32 l_640 = info.static_meta[uint32(1)];
const uint32 l_641 = l_640 * uint32(1);
const bool l_642 = l_89 < l_641;
const uint32 l_643 = l_641 - uint32(1);
const uint32 l_644 = min(l_89, l_643);
const uint32 l_645 = buffer_1[l_644];
const uint32 l_646 = (l_642) ? l_645 : uint32(0);
const uint32 l_90 = l_646;
const uint64 l_91 = uint64(l_90);
const uint64 l_92 = l_91 << uint64(32);
const uint64 l_93 = l_87 | l_92;
const uint32 l_94 = uint32(2) * idxGlobal;
const uint32 l_647 = info.static_meta[uint32(2)];
const uint32 l_648 = l_647 * uint32(1);
const bool l_649 = l_94 < l_648;
const uint32 l_650 = l_648 - uint32(1);
const uint32 l_651 = min(l_94, l_650);
const uint32 l_652 = buffer_2[l_651];
const uint32 l_653 = (l_649) ? l_652 : uint32(0);
const uint32 l_95 = l_653;
const uint64 l_96 = uint64(l_95);
const uint32 l_97 = uint32(2) * idxGlobal;
const uint32 l_98 = l_97 + uint32(1);
const uint32 l_654 = info.static_meta[uint32(2)];
const uint32 l_655 = l_654 * uint32(1);
const bool l_656 = l_98 < l_655;
const uint32 l_657 = l_655 - uint32(1);
const uint32 l_658 = min(l_98, l_657);
const uint32 l_659 = buffer_2[l_658];
const uint32 l_660 = (l_656) ? l_659 : uint32(0);
const uint32 l_99 = l_660;
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
const uint64 l_177 = uint64(uint32(3));
const uint64 l_178 = l_mut_105 >> l_177;
const bool l_179 = l_178 < l_mut_127;
const bool l_180 = !l_179;
l_mut_176 = l_180;
const bool l_181 = l_mut_127 == uint64(0);
if (l_181) {
l_mut_175 = l_13;
} else {
if (l_mut_176) {
const bool l_182 = l_mut_127 < l_mut_105;
if (l_182) {
const uint64 l_183 = l_mut_105 - uint64(1);
const uint64 l_184 = l_183 / l_mut_127;
const uint64 l_185 = uint64(l_13);
const bool l_186 = l_184 < l_185;
const uint64 l_187 = uint64(l_13);
const uint64 l_188 = (l_186) ? l_184 : l_187;
const uint32 l_189 = uint32(l_188);
l_mut_175 = l_189;
}
} else {
l_mut_190 = l_mut_105;
while (true) {
const bool l_191 = l_mut_127 < l_mut_190;
const uint32 l_192 = l_mut_175 * l_mut_166;
const uint32 l_193 = l_mut_67 + l_192;
const uint32 l_194 = l_193 + l_mut_166;
const bool l_195 = l_194 < l_13;
const bool l_196 = l_191 && l_195;
const bool l_197 = !l_196;
if (l_197) {
break;}
const uint64 l_198 = l_mut_190 - l_mut_127;
l_mut_190 = l_198;
l_mut_175 = l_mut_175 + uint32(1);
}
}
}
const uint32 l_199 = l_mut_175 * l_mut_166;
const uint32 l_200 = l_mut_67 + l_199;
const uint32 l_201 = l_200 + l_mut_166;
const bool l_202 = l_201 >= l_13;
if (l_202) {
l_mut_167 = bool(true);
l_mut_170 = bool(false);
} else {
const uint64 l_203 = uint64(l_mut_175);
const uint64 l_204 = l_mut_127 * l_203;
const uint64 l_205 = l_mut_105 - l_204;
l_mut_105 = l_205;
const uint32 l_206 = l_mut_175 * l_mut_166;
l_mut_67 = l_mut_67 + l_206;
const uint64 l_207 = l_mut_127 - l_mut_105;
l_mut_127 = l_207;
l_mut_166 = l_mut_166 + l_mut_67;
}
} else {
const uint64 l_208 = l_mut_165 - l_mut_127;
l_mut_165 = l_208;
const bool l_209 = l_mut_165 < l_162;
if (l_209) {
l_mut_170 = bool(false);
} else {
l_mut_175 = uint32(0);
l_mut_176 = bool(false);
const uint64 l_210 = uint64(uint32(3));
const uint64 l_211 = l_mut_127 >> l_210;
const bool l_212 = l_211 < l_mut_105;
const bool l_213 = !l_212;
l_mut_176 = l_213;
const bool l_214 = l_mut_105 == uint64(0);
if (l_214) {
l_mut_175 = l_13;
} else {
if (l_mut_176) {
const bool l_215 = l_mut_105 < l_mut_127;
if (l_215) {
const uint64 l_216 = l_mut_127 - uint64(1);
const uint64 l_217 = l_216 / l_mut_105;
const uint64 l_218 = uint64(l_13);
const bool l_219 = l_217 < l_218;
const uint64 l_220 = uint64(l_13);
const uint64 l_221 = (l_219) ? l_217 : l_220;
const uint32 l_222 = uint32(l_221);
l_mut_175 = l_222;
}
} else {
l_mut_190 = l_mut_127;
while (true) {
const bool l_223 = l_mut_105 < l_mut_190;
const uint32 l_224 = l_mut_175 * l_mut_67;
const uint32 l_225 = l_mut_166 + l_224;
const uint32 l_226 = l_225 + l_mut_67;
const bool l_227 = l_226 < l_13;
const bool l_228 = l_223 && l_227;
const bool l_229 = !l_228;
if (l_229) {
break;}
const uint64 l_230 = l_mut_190 - l_mut_105;
l_mut_190 = l_230;
l_mut_175 = l_mut_175 + uint32(1);
}
}
}
const uint32 l_231 = l_mut_67 + l_mut_166;
const uint32 l_232 = l_mut_175 * l_mut_67;
const uint32 l_233 = l_231 + l_232;
const bool l_234 = l_233 >= l_13;
if (l_234) {
l_mut_167 = bool(true);
l_mut_170 = bool(false);
} else {
const uint64 l_235 = uint64(l_mut_175);
const uint64 l_236 = l_mut_105 * l_235;
const uint64 l_237 = l_mut_127 - l_236;
l_mut_127 = l_237;
const uint32 l_238 = l_mut_175 * l_mut_67;
l_mut_166 = l_mut_166 + l_238;
const uint64 l_239 = l_mut_105 - l_mut_127;
l_mut_105 = l_239;
l_mut_67 = l_mut_67 + l_mut_166;
}
}
}
}
const bool l_240 = !l_mut_167;
if (l_240) {
const uint32 l_661 = info.static_meta[uint32(5)];
const uint32 l_662 = l_661 * uint32(1);
const uint32 l_663 = l_662 - uint32(1);
const uint32 l_664 = min(uint32(0), l_663);
uint32* l_665 = &buffer_5[l_664];
uint32* l_241 = l_665;
const uint32 l_242 = atomicAdd(l_241, uint32(1));
const uint32 l_243 = l_13 / uint32(8);
l_mut_175 = uint32(0);
l_mut_166 = uint32(0);
l_mut_67 = uint32(0);

for (uint32 l_mut_244 = uint32(0); l_mut_244 < uint32(8); ++l_mut_244) {
const uint32 l_245 = l_mut_244 * l_243;
const bool l_246 = l_245 < l_74;
const uint32 l_247 = l_13 / uint32(8);
const uint32 l_248 = l_mut_244 * l_247;
const uint32 l_249 = l_248 + l_248;
const uint64 l_250 = l_102 >> uint64(63);
const bool l_251 = l_250 == uint64(1);
l_mut_190 = l_102;
if (l_251) {
const uint64 l_252 = uint64(uint32(0));
const uint64 l_253 = l_252 - l_102;
l_mut_190 = l_253;
}
const uint64 l_254 = uint64(l_249);
const uint64 l_255 = l_mut_190 & uint64(4294967295);
const uint64 l_256 = l_255 * l_254;
const uint64 l_257 = l_mut_190 >> uint64(32);
const uint64 l_258 = l_257 * l_254;
const uint64 l_259 = l_258 << uint64(32);
const uint64 l_260 = l_256 + l_259;
const uint64 l_261 = l_258 >> uint64(32);
const bool l_262 = l_260 < l_256;
const uint64 l_263 = uint64(l_262);
const uint64 l_264 = l_261 + l_263;
l_mut_190 = l_260;
const bool l_265 = l_24 == uint32(64);
if (l_265) {
l_mut_190 = l_264;
} else {
const bool l_266 = l_24 > uint32(0);
if (l_266) {
const uint32 l_267 = uint32(64) - l_24;
const uint64 l_268 = uint64(l_267);
const uint64 l_269 = l_264 << l_268;
const uint64 l_270 = uint64(l_24);
const uint64 l_271 = l_260 >> l_270;
const uint64 l_272 = l_269 | l_271;
l_mut_190 = l_272;
}
}
l_mut_165 = l_mut_190;
if (l_251) {
const uint64 l_273 = uint64(uint32(0));
const uint64 l_274 = l_273 - l_mut_165;
l_mut_165 = l_274;
}
const uint64 l_275 = l_84 + l_mut_165;
const uint64 l_276 = uint64(l_248);
const uint64 l_277 = l_84 * l_276;
const uint64 l_278 = l_93 + l_277;
const uint32 l_279 = l_248 * l_248;
const uint64 l_280 = l_102 >> uint64(63);
const bool l_281 = l_280 == uint64(1);
l_mut_190 = l_102;
if (l_281) {
const uint64 l_282 = uint64(uint32(0));
const uint64 l_283 = l_282 - l_102;
l_mut_190 = l_283;
}
const uint64 l_284 = uint64(l_279);
const uint64 l_285 = l_mut_190 & uint64(4294967295);
const uint64 l_286 = l_285 * l_284;
const uint64 l_287 = l_mut_190 >> uint64(32);
const uint64 l_288 = l_287 * l_284;
const uint64 l_289 = l_288 << uint64(32);
const uint64 l_290 = l_286 + l_289;
const uint64 l_291 = l_288 >> uint64(32);
const bool l_292 = l_290 < l_286;
const uint64 l_293 = uint64(l_292);
const uint64 l_294 = l_291 + l_293;
l_mut_190 = l_290;
const bool l_295 = l_24 == uint32(64);
if (l_295) {
l_mut_190 = l_294;
} else {
const bool l_296 = l_24 > uint32(0);
if (l_296) {
const uint32 l_297 = uint32(64) - l_24;
const uint64 l_298 = uint64(l_297);
const uint64 l_299 = l_294 << l_298;
const uint64 l_300 = uint64(l_24);
const uint64 l_301 = l_290 >> l_300;
const uint64 l_302 = l_299 | l_301;
l_mut_190 = l_302;
}
}
l_mut_165 = l_mut_190;
if (l_281) {
const uint64 l_303 = uint64(uint32(0));
const uint64 l_304 = l_303 - l_mut_165;
l_mut_165 = l_304;
}
const uint64 l_305 = l_278 + l_mut_165;
const uint64 l_306 = l_102 >> uint64(63);
const bool l_307 = l_306 == uint64(1);
l_mut_190 = l_102;
if (l_307) {
const uint64 l_308 = uint64(uint32(0));
const uint64 l_309 = l_308 - l_102;
l_mut_190 = l_309;
}
const uint64 l_310 = uint64(l_247);
const uint64 l_311 = l_mut_190 & uint64(4294967295);
const uint64 l_312 = l_311 * l_310;
const uint64 l_313 = l_mut_190 >> uint64(32);
const uint64 l_314 = l_313 * l_310;
const uint64 l_315 = l_314 << uint64(32);
const uint64 l_316 = l_312 + l_315;
const uint64 l_317 = l_314 >> uint64(32);
const bool l_318 = l_316 < l_312;
const uint64 l_319 = uint64(l_318);
const uint64 l_320 = l_317 + l_319;
l_mut_190 = l_316;
const bool l_321 = l_24 == uint32(64);
if (l_321) {
l_mut_190 = l_320;
} else {
const bool l_322 = l_24 > uint32(0);
if (l_322) {
const uint32 l_323 = uint32(64) - l_24;
const uint64 l_324 = uint64(l_323);
const uint64 l_325 = l_320 << l_324;
const uint64 l_326 = uint64(l_24);
const uint64 l_327 = l_316 >> l_326;
const uint64 l_328 = l_325 | l_327;
l_mut_190 = l_328;
}
}
l_mut_165 = l_mut_190;
if (l_307) {
const uint64 l_329 = uint64(uint32(0));
const uint64 l_330 = l_329 - l_mut_165;
l_mut_165 = l_330;
}
const uint64 l_331 = l_275 + l_mut_165;
const uint32 l_332 = l_247 * l_247;
const uint32 l_333 = l_24 + uint32(3);
const uint64 l_334 = l_102 >> uint64(63);
const bool l_335 = l_334 == uint64(1);
l_mut_190 = l_102;
if (l_335) {
const uint64 l_336 = uint64(uint32(0));
const uint64 l_337 = l_336 - l_102;
l_mut_190 = l_337;
}
const uint64 l_338 = uint64(l_332);
const uint64 l_339 = l_mut_190 & uint64(4294967295);
const uint64 l_340 = l_339 * l_338;
const uint64 l_341 = l_mut_190 >> uint64(32);
const uint64 l_342 = l_341 * l_338;
const uint64 l_343 = l_342 << uint64(32);
const uint64 l_344 = l_340 + l_343;
const uint64 l_345 = l_342 >> uint64(32);
const bool l_346 = l_344 < l_340;
const uint64 l_347 = uint64(l_346);
const uint64 l_348 = l_345 + l_347;
l_mut_190 = l_344;
const bool l_349 = l_333 == uint32(64);
if (l_349) {
l_mut_190 = l_348;
} else {
const bool l_350 = l_333 > uint32(0);
if (l_350) {
const uint32 l_351 = uint32(64) - l_333;
const uint64 l_352 = uint64(l_351);
const uint64 l_353 = l_348 << l_352;
const uint64 l_354 = uint64(l_333);
const uint64 l_355 = l_344 >> l_354;
const uint64 l_356 = l_353 | l_355;
l_mut_190 = l_356;
}
}
l_mut_165 = l_mut_190;
if (l_335) {
const uint64 l_357 = uint64(uint32(0));
const uint64 l_358 = l_357 - l_mut_165;
l_mut_165 = l_358;
}
const uint64 l_359 = l_305 - l_mut_165;
const uint64 l_360 = l_359 + l_42;
const uint64 l_361 = uint64(uint32(0));
const uint64 l_362 = l_361 - l_331;
const uint64 l_363 = l_42 + l_42;
l_mut_190 = l_362;
const uint64 l_364 = uint64(uint32(0));
const uint64 l_365 = l_364 - l_362;
l_mut_165 = l_365;
l_mut_127 = l_360;
l_mut_366 = uint32(1);
l_mut_367 = uint32(1);
l_mut_176 = bool(false);
const bool l_368 = l_mut_127 < l_363;
const bool l_369 = !l_368;
l_mut_172 = l_369;
const bool l_370 = l_362 == uint64(0);
if (l_370) {
l_mut_176 = l_mut_172;
l_mut_172 = bool(false);
}
l_mut_170 = bool(false);
while (true) {
const bool l_371 = !l_mut_172;
if (l_371) {
break;}
const bool l_372 = l_mut_127 < l_mut_190;
if (l_372) {
l_mut_373 = uint32(0);
l_mut_167 = bool(false);
const uint64 l_374 = uint64(uint32(3));
const uint64 l_375 = l_mut_165 >> l_374;
const bool l_376 = l_375 < l_mut_190;
const bool l_377 = !l_376;
l_mut_167 = l_377;
const bool l_378 = l_mut_190 == uint64(0);
if (l_378) {
l_mut_373 = l_247;
} else {
if (l_mut_167) {
const bool l_379 = l_mut_190 < l_mut_165;
if (l_379) {
const uint64 l_380 = l_mut_165 - uint64(1);
const uint64 l_381 = l_380 / l_mut_190;
const uint64 l_382 = uint64(l_247);
const bool l_383 = l_381 < l_382;
const uint64 l_384 = uint64(l_247);
const uint64 l_385 = (l_383) ? l_381 : l_384;
const uint32 l_386 = uint32(l_385);
l_mut_373 = l_386;
}
} else {
l_mut_105 = l_mut_165;
while (true) {
const bool l_387 = l_mut_190 < l_mut_105;
const uint32 l_388 = l_mut_373 * l_mut_367;
const uint32 l_389 = l_mut_366 + l_388;
const uint32 l_390 = l_389 + l_mut_367;
const bool l_391 = l_390 < l_247;
const bool l_392 = l_387 && l_391;
const bool l_393 = !l_392;
if (l_393) {
break;}
const uint64 l_394 = l_mut_105 - l_mut_190;
l_mut_105 = l_394;
l_mut_373 = l_mut_373 + uint32(1);
}
}
}
const uint32 l_395 = l_mut_373 * l_mut_367;
const uint32 l_396 = l_mut_366 + l_395;
const uint32 l_397 = l_396 + l_mut_367;
const bool l_398 = l_397 >= l_247;
if (l_398) {
l_mut_176 = bool(true);
l_mut_172 = bool(false);
} else {
const uint64 l_399 = uint64(l_mut_373);
const uint64 l_400 = l_mut_190 * l_399;
const uint64 l_401 = l_mut_165 - l_400;
l_mut_165 = l_401;
const uint32 l_402 = l_mut_373 * l_mut_367;
l_mut_366 = l_mut_366 + l_402;
const uint64 l_403 = l_mut_190 - l_mut_165;
l_mut_190 = l_403;
l_mut_367 = l_mut_367 + l_mut_366;
}
} else {
const uint64 l_404 = l_mut_127 - l_mut_190;
l_mut_127 = l_404;
const bool l_405 = l_mut_127 < l_363;
if (l_405) {
l_mut_172 = bool(false);
} else {
l_mut_373 = uint32(0);
l_mut_167 = bool(false);
const uint64 l_406 = uint64(uint32(3));
const uint64 l_407 = l_mut_190 >> l_406;
const bool l_408 = l_407 < l_mut_165;
const bool l_409 = !l_408;
l_mut_167 = l_409;
const bool l_410 = l_mut_165 == uint64(0);
if (l_410) {
l_mut_373 = l_247;
} else {
if (l_mut_167) {
const bool l_411 = l_mut_165 < l_mut_190;
if (l_411) {
const uint64 l_412 = l_mut_190 - uint64(1);
const uint64 l_413 = l_412 / l_mut_165;
const uint64 l_414 = uint64(l_247);
const bool l_415 = l_413 < l_414;
const uint64 l_416 = uint64(l_247);
const uint64 l_417 = (l_415) ? l_413 : l_416;
const uint32 l_418 = uint32(l_417);
l_mut_373 = l_418;
}
} else {
l_mut_105 = l_mut_190;
while (true) {
const bool l_419 = l_mut_165 < l_mut_105;
const uint32 l_420 = l_mut_373 * l_mut_366;
const uint32 l_421 = l_mut_367 + l_420;
const uint32 l_422 = l_421 + l_mut_366;
const bool l_423 = l_422 < l_247;
const bool l_424 = l_419 && l_423;
const bool l_425 = !l_424;
if (l_425) {
break;}
const uint64 l_426 = l_mut_105 - l_mut_165;
l_mut_105 = l_426;
l_mut_373 = l_mut_373 + uint32(1);
}
}
}
const uint32 l_427 = l_mut_366 + l_mut_367;
const uint32 l_428 = l_mut_373 * l_mut_366;
const uint32 l_429 = l_427 + l_428;
const bool l_430 = l_429 >= l_247;
if (l_430) {
l_mut_176 = bool(true);
l_mut_172 = bool(false);
} else {
const uint64 l_431 = uint64(l_mut_373);
const uint64 l_432 = l_mut_165 * l_431;
const uint64 l_433 = l_mut_190 - l_432;
l_mut_190 = l_433;
const uint32 l_434 = l_mut_373 * l_mut_366;
l_mut_367 = l_mut_367 + l_434;
const uint64 l_435 = l_mut_165 - l_mut_190;
l_mut_165 = l_435;
l_mut_366 = l_mut_366 + l_mut_367;
}
}
}
}
const bool l_436 = !l_mut_176;
const bool l_437 = l_246 && l_436;
if (l_437) {
const uint32 l_438 = uint32(1) << l_mut_244;
l_mut_175 = l_mut_175 | l_438;
l_mut_166 = l_mut_166 + uint32(1);
const uint32 l_439 = l_245 + l_243;
const uint32 l_440 = min(l_439, l_74);
l_mut_373 = uint32(0);

for (uint32 l_mut_441 = l_245; l_mut_441 < l_440; ++l_mut_441) {
const uint64 l_442 = uint64(l_mut_441);
const uint64 l_443 = l_84 * l_442;
const uint64 l_444 = l_93 + l_443;
const uint32 l_445 = l_mut_441 * l_mut_441;
const uint64 l_446 = l_102 >> uint64(63);
const bool l_447 = l_446 == uint64(1);
l_mut_190 = l_102;
if (l_447) {
const uint64 l_448 = uint64(uint32(0));
const uint64 l_449 = l_448 - l_102;
l_mut_190 = l_449;
}
const uint64 l_450 = uint64(l_445);
const uint64 l_451 = l_mut_190 & uint64(4294967295);
const uint64 l_452 = l_451 * l_450;
const uint64 l_453 = l_mut_190 >> uint64(32);
const uint64 l_454 = l_453 * l_450;
const uint64 l_455 = l_454 << uint64(32);
const uint64 l_456 = l_452 + l_455;
const uint64 l_457 = l_454 >> uint64(32);
const bool l_458 = l_456 < l_452;
const uint64 l_459 = uint64(l_458);
const uint64 l_460 = l_457 + l_459;
l_mut_190 = l_456;
const bool l_461 = l_24 == uint32(64);
if (l_461) {
l_mut_190 = l_460;
} else {
const bool l_462 = l_24 > uint32(0);
if (l_462) {
const uint32 l_463 = uint32(64) - l_24;
const uint64 l_464 = uint64(l_463);
const uint64 l_465 = l_460 << l_464;
const uint64 l_466 = uint64(l_24);
const uint64 l_467 = l_456 >> l_466;
const uint64 l_468 = l_465 | l_467;
l_mut_190 = l_468;
}
}
l_mut_165 = l_mut_190;
if (l_447) {
const uint64 l_469 = uint64(uint32(0));
const uint64 l_470 = l_469 - l_mut_165;
l_mut_165 = l_470;
}
const uint64 l_471 = l_444 + l_mut_165;
const uint64 l_472 = uint64(uint32(0));
const uint64 l_473 = l_472 - l_471;
l_mut_190 = l_473;
const bool l_474 = l_471 < l_mut_190;
if (l_474) {
l_mut_190 = l_471;
}
const bool l_475 = l_mut_190 < l_51;
const uint32 l_476 = uint32(l_475);
l_mut_373 = l_mut_373 + l_476;
}
l_mut_67 = l_mut_67 + l_mut_373;
}
}
const bool l_477 = l_mut_166 > uint32(0);
if (l_477) {
const uint32 l_666 = info.static_meta[uint32(5)];
const uint32 l_667 = l_666 * uint32(1);
const uint32 l_668 = l_667 - uint32(1);
const uint32 l_669 = min(uint32(1), l_668);
uint32* l_670 = &buffer_5[l_669];
uint32* l_478 = l_670;
const uint32 l_479 = atomicAdd(l_478, l_mut_166);
}
const bool l_480 = l_mut_67 > uint32(0);
if (l_480) {
const uint32 l_671 = info.static_meta[uint32(5)];
const uint32 l_672 = l_671 * uint32(1);
const uint32 l_673 = l_672 - uint32(1);
const uint32 l_674 = min(uint32(2), l_673);
uint32* l_675 = &buffer_5[l_674];
uint32* l_481 = l_675;
const uint32 l_482 = atomicAdd(l_481, l_mut_67);
l_mut_373 = l_482;

for (uint32 l_mut_483 = uint32(0); l_mut_483 < uint32(8); ++l_mut_483) {
const uint32 l_484 = l_mut_175 >> l_mut_483;
const uint32 l_485 = l_484 & uint32(1);
const bool l_486 = l_485 == uint32(1);
if (l_486) {
const uint32 l_487 = l_mut_483 * l_243;
const uint32 l_488 = l_487 + l_243;
const uint32 l_489 = min(l_488, l_74);
l_mut_367 = l_mut_373;

for (uint32 l_mut_490 = l_487; l_mut_490 < l_489; ++l_mut_490) {
const uint64 l_491 = uint64(l_mut_490);
const uint64 l_492 = l_84 * l_491;
const uint64 l_493 = l_93 + l_492;
const uint32 l_494 = l_mut_490 * l_mut_490;
const uint64 l_495 = l_102 >> uint64(63);
const bool l_496 = l_495 == uint64(1);
l_mut_190 = l_102;
if (l_496) {
const uint64 l_497 = uint64(uint32(0));
const uint64 l_498 = l_497 - l_102;
l_mut_190 = l_498;
}
const uint64 l_499 = uint64(l_494);
const uint64 l_500 = l_mut_190 & uint64(4294967295);
const uint64 l_501 = l_500 * l_499;
const uint64 l_502 = l_mut_190 >> uint64(32);
const uint64 l_503 = l_502 * l_499;
const uint64 l_504 = l_503 << uint64(32);
const uint64 l_505 = l_501 + l_504;
const uint64 l_506 = l_503 >> uint64(32);
const bool l_507 = l_505 < l_501;
const uint64 l_508 = uint64(l_507);
const uint64 l_509 = l_506 + l_508;
l_mut_190 = l_505;
const bool l_510 = l_24 == uint32(64);
if (l_510) {
l_mut_190 = l_509;
} else {
const bool l_511 = l_24 > uint32(0);
if (l_511) {
const uint32 l_512 = uint32(64) - l_24;
const uint64 l_513 = uint64(l_512);
const uint64 l_514 = l_509 << l_513;
const uint64 l_515 = uint64(l_24);
const uint64 l_516 = l_505 >> l_515;
const uint64 l_517 = l_514 | l_516;
l_mut_190 = l_517;
}
}
l_mut_165 = l_mut_190;
if (l_496) {
const uint64 l_518 = uint64(uint32(0));
const uint64 l_519 = l_518 - l_mut_165;
l_mut_165 = l_519;
}
const uint64 l_520 = l_493 + l_mut_165;
const uint64 l_521 = uint64(uint32(0));
const uint64 l_522 = l_521 - l_520;
l_mut_190 = l_522;
const bool l_523 = l_520 < l_mut_190;
if (l_523) {
l_mut_190 = l_520;
}
const bool l_524 = l_mut_190 < l_51;
if (l_524) {
const uint32 l_525 = l_mut_367 * uint32(2);
const uint32 l_526 = l_525 + uint32(1);
const uint32 l_527 = info.static_meta[uint32(10)];
const bool l_528 = l_526 < l_527;
if (l_528) {
const uint32 l_676 = info.static_meta[uint32(4)];
const uint32 l_677 = l_676 * uint32(1);
const bool l_678 = l_525 < l_677;
if (l_678) {
buffer_4[l_525] = idxGlobal;
}
const uint32 l_529 = l_525 + uint32(1);
const uint32 l_679 = info.static_meta[uint32(4)];
const uint32 l_680 = l_679 * uint32(1);
const bool l_681 = l_529 < l_680;
if (l_681) {
buffer_4[l_529] = l_mut_490;
}
}
l_mut_367 = l_mut_367 + uint32(1);
}
}
l_mut_373 = l_mut_367;
}
}
}
}
}

}
