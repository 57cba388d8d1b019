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
bool l_mut_295;
bool l_mut_302;
bool l_mut_305;
bool l_mut_313;
uint32 l_mut_103;
uint32 l_mut_109;
uint32 l_mut_292;
uint32 l_mut_293;
uint32 l_mut_294;
uint32 l_mut_312;
uint32 l_mut_326;
uint32 l_mut_327;
uint32 l_mut_328;
uint32 l_mut_331;
uint32 l_mut_332;
uint32 l_mut_337;
uint32 l_mut_45;
uint32 l_mut_82;
uint32 l_mut_97;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_511 = info.static_meta[uint32(6)];
const uint32 l_512 = l_511 * uint32(1);
const uint32 l_513 = l_512 - uint32(1);
const uint32 l_514 = min(uint32(3), l_513);
uint32* l_515 = &buffer_6[l_514];
uint32* l_1 = l_515;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = info.static_meta[uint32(11)];
const uint32 l_4 = l_3 * uint32(8);
const bool l_5 = idxGlobal < l_4;
if (l_5) {
const uint32 l_6 = uint32(2) * uint32(0);
const uint32 l_516 = info.static_meta[uint32(3)];
const uint32 l_517 = l_516 * uint32(1);
const bool l_518 = l_6 < l_517;
const uint32 l_519 = l_517 - uint32(1);
const uint32 l_520 = min(l_6, l_519);
const uint32 l_521 = buffer_3[l_520];
const uint32 l_522 = (l_518) ? l_521 : uint32(0);
const uint32 l_7 = l_522;
const uint32 l_8 = uint32(2) * uint32(0);
const uint32 l_9 = l_8 + uint32(1);
const uint32 l_523 = info.static_meta[uint32(3)];
const uint32 l_524 = l_523 * uint32(1);
const bool l_525 = l_9 < l_524;
const uint32 l_526 = l_524 - uint32(1);
const uint32 l_527 = min(l_9, l_526);
const uint32 l_528 = buffer_3[l_527];
const uint32 l_529 = (l_525) ? l_528 : uint32(0);
const uint32 l_10 = l_529;
const uint32 l_11 = uint32(2) * uint32(1);
const uint32 l_530 = info.static_meta[uint32(3)];
const uint32 l_531 = l_530 * uint32(1);
const bool l_532 = l_11 < l_531;
const uint32 l_533 = l_531 - uint32(1);
const uint32 l_534 = min(l_11, l_533);
const uint32 l_535 = buffer_3[l_534];
const uint32 l_536 = (l_532) ? l_535 : uint32(0);
const uint32 l_12 = l_536;
const uint32 l_13 = uint32(2) * uint32(1);
const uint32 l_14 = l_13 + uint32(1);
const uint32 l_537 = info.static_meta[uint32(3)];
const uint32 l_538 = l_537 * uint32(1);
const bool l_539 = l_14 < l_538;
const uint32 l_540 = l_538 - uint32(1);
const uint32 l_541 = min(l_14, l_540);
const uint32 l_542 = buffer_3[l_541];
const uint32 l_543 = (l_539) ? l_542 : uint32(0);
const uint32 l_15 = l_543;
const uint32 l_16 = uint32(2) * uint32(2);
const uint32 l_544 = info.static_meta[uint32(3)];
const uint32 l_545 = l_544 * uint32(1);
const bool l_546 = l_16 < l_545;
const uint32 l_547 = l_545 - uint32(1);
const uint32 l_548 = min(l_16, l_547);
const uint32 l_549 = buffer_3[l_548];
const uint32 l_550 = (l_546) ? l_549 : uint32(0);
const uint32 l_17 = l_550;
const uint32 l_18 = uint32(2) * uint32(2);
const uint32 l_19 = l_18 + uint32(1);
const uint32 l_551 = info.static_meta[uint32(3)];
const uint32 l_552 = l_551 * uint32(1);
const bool l_553 = l_19 < l_552;
const uint32 l_554 = l_552 - uint32(1);
const uint32 l_555 = min(l_19, l_554);
const uint32 l_556 = buffer_3[l_555];
const uint32 l_557 = (l_553) ? l_556 : uint32(0);
const uint32 l_20 = l_557;
const uint32 l_21 = uint32(2) * uint32(3);
const uint32 l_558 = info.static_meta[uint32(3)];
const uint32 l_559 = l_558 * uint32(1);
const bool l_560 = l_21 < l_559;
const uint32 l_561 = l_559 - uint32(1);
const uint32 l_562 = min(l_21, l_561);
const uint32 l_563 = buffer_3[l_562];
const uint32 l_564 = (l_560) ? l_563 : uint32(0);
const uint32 l_22 = l_564;
const uint32 l_23 = uint32(2) * uint32(3);
const uint32 l_24 = l_23 + uint32(1);
const uint32 l_565 = info.static_meta[uint32(3)];
const uint32 l_566 = l_565 * uint32(1);
const bool l_567 = l_24 < l_566;
const uint32 l_568 = l_566 - uint32(1);
const uint32 l_569 = min(l_24, l_568);
const uint32 l_570 = buffer_3[l_569];
const uint32 l_571 = (l_567) ? l_570 : uint32(0);
const uint32 l_25 = l_571;
const uint32 l_26 = uint32(2) * uint32(4);
const uint32 l_572 = info.static_meta[uint32(3)];
const uint32 l_573 = l_572 * uint32(1);
const bool l_574 = l_26 < l_573;
const uint32 l_575 = l_573 - uint32(1);
const uint32 l_576 = min(l_26, l_575);
const uint32 l_577 = buffer_3[l_576];
const uint32 l_578 = (l_574) ? l_577 : uint32(0);
const uint32 l_27 = l_578;
const uint32 l_28 = uint32(2) * uint32(4);
const uint32 l_29 = l_28 + uint32(1);
const uint32 l_579 = info.static_meta[uint32(3)];
const uint32 l_580 = l_579 * uint32(1);
const bool l_581 = l_29 < l_580;
const uint32 l_582 = l_580 - uint32(1);
const uint32 l_583 = min(l_29, l_582);
const uint32 l_584 = buffer_3[l_583];
const uint32 l_585 = (l_581) ? l_584 : uint32(0);
const uint32 l_30 = l_585;
const uint32 l_31 = uint32(2) * uint32(5);
const uint32 l_586 = info.static_meta[uint32(3)];
const uint32 l_587 = l_586 * uint32(1);
const bool l_588 = l_31 < l_587;
const uint32 l_589 = l_587 - uint32(1);
const uint32 l_590 = min(l_31, l_589);
const uint32 l_591 = buffer_3[l_590];
const uint32 l_592 = (l_588) ? l_591 : uint32(0);
const uint32 l_32 = l_592;
const uint32 l_33 = uint32(2) * uint32(5);
const uint32 l_34 = l_33 + uint32(1);
const uint32 l_593 = info.static_meta[uint32(3)];
const uint32 l_594 = l_593 * uint32(1);
const bool l_595 = l_34 < l_594;
const uint32 l_596 = l_594 - uint32(1);
const uint32 l_597 = min(l_34, l_596);
const uint32 l_598 = buffer_3[l_597];
const uint32 l_599 = (l_595) ? l_598 : uint32(0);
const uint32 l_35 = l_599;
const uint32 l_36 = idxGlobal / uint32(8);
const uint32 l_600 = info.static_meta[uint32(4)];
const uint32 l_601 = l_600 * uint32(1);
const bool l_602 = l_36 < l_601;
const uint32 l_603 = l_601 - uint32(1);
const uint32 l_604 = min(l_36, l_603);
const uint32 l_605 = buffer_4[l_604];
const uint32 l_606 = (l_602) ? l_605 : uint32(0);
const uint32 l_37 = l_606;
const uint32 l_38 = idxGlobal % uint32(8);
const uint32 l_39 = l_7 / uint32(8);
const uint32 l_40 = l_38 * l_39;
const uint32 l_41 = l_37 * l_7;
const uint32 l_42 = __umulhi(l_37, l_7);
const uint32 l_43 = uint32(0) * l_7;
const uint32 l_44 = l_42 + l_43;
l_mut_45 = uint32(0);
const bool l_46 = l_44 < l_35;
const bool l_47 = l_44 == l_35;
const bool l_48 = l_41 < l_32;
const bool l_49 = l_47 && l_48;
const bool l_50 = l_46 || l_49;
if (l_50) {
const uint32 l_51 = l_32 - l_41;
const uint32 l_52 = l_35 - l_44;
const bool l_53 = l_32 < l_41;
const uint32 l_54 = uint32(l_53);
const uint32 l_55 = l_52 - l_54;
l_mut_45 = l_7;
const bool l_56 = l_55 < uint32(0);
const bool l_57 = l_55 == uint32(0);
const bool l_58 = l_51 < l_7;
const bool l_59 = l_57 && l_58;
const bool l_60 = l_56 || l_59;
if (l_60) {
l_mut_45 = l_51;
}
}
const bool l_61 = l_40 < l_mut_45;
if (l_61) {
const uint32 l_62 = uint32(2) * l_37;
const uint32 l_607 = info.static_meta[uint32(0)];
const uint32 l_608 = l_607 * uint32(1);
const bool l_609 = l_62 < l_608;
const uint32 l_610 = l_608 - uint32(1);
const uint32 l_611 = min(l_62, l_610);
const uint32 l_612 = buffer_0[l_611];
const uint32 l_613 = (l_609) ? l_612 : uint32(0);
const uint32 l_63 = l_613;
const uint32 l_64 = uint32(2) * l_37;
const uint32 l_65 = l_64 + uint32(1);
const uint32 l_614 = info.static_meta[uint32(0)];
const uint32 l_615 = l_614 * uint32(1);
const bool l_616 = l_65 < l_615;
const uint32 l_617 = l_615 - uint32(1);
const uint32 l_618 = min(l_65, l_617);
const uint32 l_619 = buffer_0[l_618];
const uint32 l_620 = (l_616) ? l_619 : uint32(0);
const uint32 l_66 = l_620;
const uint32 l_67 = uint32(2) * l_37;
const uint32 l_621 = info.static_meta[uint32(1)];
const uint32 l_622 = l_621 * uint32(1);
const bool l_623 = l_67 < l_622;
const uint32 l_624 = l_622 - uint32(1);
const uint32 l_625 = min(l_67, l_624);
const uint32 l_626 = buffer_1[l_625];
const uint32 l_627 = (l_623) ? l_626 : uint32(0);
const uint32 l_68 = l_627;
const uint32 l_69 = uint32(2) * l_37;
const uint32 l_70 = l_69 + uint32(1);
const uint32 l_628 = info.static_meta[uint32(1)];
const uint32 l_629 = l_628 * uint32(1);
const bool l_630 = l_70 < l_629;
const uint32 l_631 = l_629 - uint32(1);
const uint32 l_632 = min(l_70, l_631);
const uint32 l_633 = buffer_1[l_632];
const uint32 l_634 = (l_630) ? l_633 : uint32(0);
const uint32 l_71 = l_634;
const uint32 l_72 = uint32(2) * l_37;
const uint32 l_635 = info.static_meta[uint32(2)];
const uint32 l_636 = l_635 * uint32(1);
const bool l_637 = l_72 < l_636;
const uint32 l_638 = l_636 - uint32(1);
const uint32 l_639 = min(l_72, l_638);
const uint32 l_640 = buffer_2[l_639];
const uint32 l_641 = (l_637) ? l_640 : uint32(0);
const uint32 l_73 = l_641;
const uint32 l_74 = uint32(2) * l_37;
const uint32 l_75 = l_74 + uint32(1);
const uint32 l_642 = info.static_meta[uint32(2)];
const uint32 l_643 = l_642 * uint32(1);
const bool l_644 = l_75 < l_643;
const uint32 l_645 = l_643 - uint32(1);
const uint32 l_646 = min(l_75, l_645);
const uint32 l_647 = buffer_2[l_646];
const uint32 l_648 = (l_644) ? l_647 : uint32(0);
const uint32 l_76 = l_648;
const uint32 l_77 = l_7 / uint32(8);
const uint32 l_78 = l_38 * l_77;
const uint32 l_79 = l_78 + l_78;
const uint32 l_80 = l_76 >> uint32(31);
const bool l_81 = l_80 == uint32(1);
l_mut_45 = l_73;
l_mut_82 = l_76;
if (l_81) {
const uint32 l_83 = uint32(0) - l_73;
const uint32 l_84 = uint32(0) - l_76;
const bool l_85 = uint32(0) < l_73;
const uint32 l_86 = uint32(l_85);
const uint32 l_87 = l_84 - l_86;
l_mut_45 = l_83;
l_mut_82 = l_87;
}
const uint32 l_88 = l_mut_45 * l_79;
const uint32 l_89 = l_mut_82 * l_79;
const uint32 l_90 = __umulhi(l_mut_45, l_79);
const uint32 l_91 = l_90 + l_89;
const uint32 l_92 = __umulhi(l_mut_82, l_79);
const bool l_93 = l_91 < l_89;
const uint32 l_94 = uint32(l_93);
const uint32 l_95 = l_92 + l_94;
const uint32 l_96 = l_12 % uint32(32);
l_mut_97 = l_88;
const bool l_98 = l_96 > uint32(0);
if (l_98) {
const uint32 l_99 = l_88 >> l_96;
const uint32 l_100 = uint32(32) - l_96;
const uint32 l_101 = l_91 << l_100;
const uint32 l_102 = l_99 | l_101;
l_mut_97 = l_102;
}
l_mut_103 = l_91;
const bool l_104 = l_96 > uint32(0);
if (l_104) {
const uint32 l_105 = l_91 >> l_96;
const uint32 l_106 = uint32(32) - l_96;
const uint32 l_107 = l_95 << l_106;
const uint32 l_108 = l_105 | l_107;
l_mut_103 = l_108;
}
l_mut_109 = l_mut_97;
l_mut_97 = l_mut_103;
const bool l_110 = l_12 >= uint32(64);
if (l_110) {
l_mut_109 = l_95;
l_mut_97 = uint32(0);
} else {
const bool l_111 = l_12 >= uint32(32);
if (l_111) {
l_mut_103 = l_91;
const bool l_112 = l_96 > uint32(0);
if (l_112) {
const uint32 l_113 = l_91 >> l_96;
const uint32 l_114 = uint32(32) - l_96;
const uint32 l_115 = l_95 << l_114;
const uint32 l_116 = l_113 | l_115;
l_mut_103 = l_116;
}
const uint32 l_117 = l_95 >> l_96;
l_mut_109 = l_mut_103;
l_mut_97 = l_117;
}
}
l_mut_103 = l_mut_109;
l_mut_109 = l_mut_97;
if (l_81) {
const uint32 l_118 = uint32(0) - l_mut_103;
const uint32 l_119 = uint32(0) - l_mut_109;
const bool l_120 = uint32(0) < l_mut_103;
const uint32 l_121 = uint32(l_120);
const uint32 l_122 = l_119 - l_121;
l_mut_103 = l_118;
l_mut_109 = l_122;
}
const uint32 l_123 = l_63 + l_mut_103;
const uint32 l_124 = l_66 + l_mut_109;
const bool l_125 = l_123 < l_63;
const uint32 l_126 = uint32(l_125);
const uint32 l_127 = l_124 + l_126;
const uint32 l_128 = l_63 * l_78;
const uint32 l_129 = __umulhi(l_63, l_78);
const uint32 l_130 = l_66 * l_78;
const uint32 l_131 = l_129 + l_130;
const uint32 l_132 = l_68 + l_128;
const uint32 l_133 = l_71 + l_131;
const bool l_134 = l_132 < l_68;
const uint32 l_135 = uint32(l_134);
const uint32 l_136 = l_133 + l_135;
const uint32 l_137 = l_78 * l_78;
const uint32 l_138 = l_76 >> uint32(31);
const bool l_139 = l_138 == uint32(1);
l_mut_109 = l_73;
l_mut_103 = l_76;
if (l_139) {
const uint32 l_140 = uint32(0) - l_73;
const uint32 l_141 = uint32(0) - l_76;
const bool l_142 = uint32(0) < l_73;
const uint32 l_143 = uint32(l_142);
const uint32 l_144 = l_141 - l_143;
l_mut_109 = l_140;
l_mut_103 = l_144;
}
const uint32 l_145 = l_mut_109 * l_137;
const uint32 l_146 = l_mut_103 * l_137;
const uint32 l_147 = __umulhi(l_mut_109, l_137);
const uint32 l_148 = l_147 + l_146;
const uint32 l_149 = __umulhi(l_mut_103, l_137);
const bool l_150 = l_148 < l_146;
const uint32 l_151 = uint32(l_150);
const uint32 l_152 = l_149 + l_151;
const uint32 l_153 = l_12 % uint32(32);
l_mut_97 = l_145;
const bool l_154 = l_153 > uint32(0);
if (l_154) {
const uint32 l_155 = l_145 >> l_153;
const uint32 l_156 = uint32(32) - l_153;
const uint32 l_157 = l_148 << l_156;
const uint32 l_158 = l_155 | l_157;
l_mut_97 = l_158;
}
l_mut_82 = l_148;
const bool l_159 = l_153 > uint32(0);
if (l_159) {
const uint32 l_160 = l_148 >> l_153;
const uint32 l_161 = uint32(32) - l_153;
const uint32 l_162 = l_152 << l_161;
const uint32 l_163 = l_160 | l_162;
l_mut_82 = l_163;
}
l_mut_45 = l_mut_97;
l_mut_97 = l_mut_82;
const bool l_164 = l_12 >= uint32(64);
if (l_164) {
l_mut_45 = l_152;
l_mut_97 = uint32(0);
} else {
const bool l_165 = l_12 >= uint32(32);
if (l_165) {
l_mut_82 = l_148;
const bool l_166 = l_153 > uint32(0);
if (l_166) {
const uint32 l_167 = l_148 >> l_153;
const uint32 l_168 = uint32(32) - l_153;
const uint32 l_169 = l_152 << l_168;
const uint32 l_170 = l_167 | l_169;
l_mut_82 = l_170;
}
const uint32 l_171 = l_152 >> l_153;
l_mut_45 = l_mut_82;
l_mut_97 = l_171;
}
}
l_mut_109 = l_mut_45;
l_mut_103 = l_mut_97;
if (l_139) {
const uint32 l_172 = uint32(0) - l_mut_109;
const uint32 l_173 = uint32(0) - l_mut_103;
const bool l_174 = uint32(0) < l_mut_109;
const uint32 l_175 = uint32(l_174);
const uint32 l_176 = l_173 - l_175;
l_mut_109 = l_172;
l_mut_103 = l_176;
}
const uint32 l_177 = l_132 + l_mut_109;
const uint32 l_178 = l_136 + l_mut_103;
const bool l_179 = l_177 < l_132;
const uint32 l_180 = uint32(l_179);
const uint32 l_181 = l_178 + l_180;
const uint32 l_182 = l_76 >> uint32(31);
const bool l_183 = l_182 == uint32(1);
l_mut_109 = l_73;
l_mut_103 = l_76;
if (l_183) {
const uint32 l_184 = uint32(0) - l_73;
const uint32 l_185 = uint32(0) - l_76;
const bool l_186 = uint32(0) < l_73;
const uint32 l_187 = uint32(l_186);
const uint32 l_188 = l_185 - l_187;
l_mut_109 = l_184;
l_mut_103 = l_188;
}
const uint32 l_189 = l_mut_109 * l_77;
const uint32 l_190 = l_mut_103 * l_77;
const uint32 l_191 = __umulhi(l_mut_109, l_77);
const uint32 l_192 = l_191 + l_190;
const uint32 l_193 = __umulhi(l_mut_103, l_77);
const bool l_194 = l_192 < l_190;
const uint32 l_195 = uint32(l_194);
const uint32 l_196 = l_193 + l_195;
const uint32 l_197 = l_12 % uint32(32);
l_mut_97 = l_189;
const bool l_198 = l_197 > uint32(0);
if (l_198) {
const uint32 l_199 = l_189 >> l_197;
const uint32 l_200 = uint32(32) - l_197;
const uint32 l_201 = l_192 << l_200;
const uint32 l_202 = l_199 | l_201;
l_mut_97 = l_202;
}
l_mut_82 = l_192;
const bool l_203 = l_197 > uint32(0);
if (l_203) {
const uint32 l_204 = l_192 >> l_197;
const uint32 l_205 = uint32(32) - l_197;
const uint32 l_206 = l_196 << l_205;
const uint32 l_207 = l_204 | l_206;
l_mut_82 = l_207;
}
l_mut_45 = l_mut_97;
l_mut_97 = l_mut_82;
const bool l_208 = l_12 >= uint32(64);
if (l_208) {
l_mut_45 = l_196;
l_mut_97 = uint32(0);
} else {
const bool l_209 = l_12 >= uint32(32);
if (l_209) {
l_mut_82 = l_192;
const bool l_210 = l_197 > uint32(0);
if (l_210) {
const uint32 l_211 = l_192 >> l_197;
const uint32 l_212 = uint32(32) - l_197;
const uint32 l_213 = l_196 << l_212;
const uint32 l_214 = l_211 | l_213;
l_mut_82 = l_214;
}
const uint32 l_215 = l_196 >> l_197;
l_mut_45 = l_mut_82;
l_mut_97 = l_215;
}
}
l_mut_109 = l_mut_45;
l_mut_103 = l_mut_97;
if (l_183) {
const uint32 l_216 = uint32(0) - l_mut_109;
const uint32 l_217 = uint32(0) - l_mut_103;
const bool l_218 = uint32(0) < l_mut_109;
const uint32 l_219 = uint32(l_218);
const uint32 l_220 = l_217 - l_219;
l_mut_109 = l_216;
l_mut_103 = l_220;
}
const uint32 l_221 = l_123 + l_mut_109;
const uint32 l_222 = l_127 + l_mut_103;
const bool l_223 = l_221 < l_123;
const uint32 l_224 = uint32(l_223);
const uint32 l_225 = l_222 + l_224;
const uint32 l_226 = l_77 * l_77;
const uint32 l_227 = l_12 + uint32(3);
const uint32 l_228 = l_76 >> uint32(31);
const bool l_229 = l_228 == uint32(1);
l_mut_109 = l_73;
l_mut_103 = l_76;
if (l_229) {
const uint32 l_230 = uint32(0) - l_73;
const uint32 l_231 = uint32(0) - l_76;
const bool l_232 = uint32(0) < l_73;
const uint32 l_233 = uint32(l_232);
const uint32 l_234 = l_231 - l_233;
l_mut_109 = l_230;
l_mut_103 = l_234;
}
const uint32 l_235 = l_mut_109 * l_226;
const uint32 l_236 = l_mut_103 * l_226;
const uint32 l_237 = __umulhi(l_mut_109, l_226);
const uint32 l_238 = l_237 + l_236;
const uint32 l_239 = __umulhi(l_mut_103, l_226);
const bool l_240 = l_238 < l_236;
const uint32 l_241 = uint32(l_240);
const uint32 l_242 = l_239 + l_241;
const uint32 l_243 = l_227 % uint32(32);
l_mut_97 = l_235;
const bool l_244 = l_243 > uint32(0);
if (l_244) {
const uint32 l_245 = l_235 >> l_243;
const uint32 l_246 = uint32(32) - l_243;
const uint32 l_247 = l_238 << l_246;
const uint32 l_248 = l_245 | l_247;
l_mut_97 = l_248;
}
l_mut_82 = l_238;
const bool l_249 = l_243 > uint32(0);
if (l_249) {
const uint32 l_250 = l_238 >> l_243;
const uint32 l_251 = uint32(32) - l_243;
const uint32 l_252 = l_242 << l_251;
const uint32 l_253 = l_250 | l_252;
l_mut_82 = l_253;
}
l_mut_45 = l_mut_97;
l_mut_97 = l_mut_82;
const bool l_254 = l_227 >= uint32(64);
if (l_254) {
l_mut_45 = l_242;
l_mut_97 = uint32(0);
} else {
const bool l_255 = l_227 >= uint32(32);
if (l_255) {
l_mut_82 = l_238;
const bool l_256 = l_243 > uint32(0);
if (l_256) {
const uint32 l_257 = l_238 >> l_243;
const uint32 l_258 = uint32(32) - l_243;
const uint32 l_259 = l_242 << l_258;
const uint32 l_260 = l_257 | l_259;
l_mut_82 = l_260;
}
const uint32 l_261 = l_242 >> l_243;
l_mut_45 = l_mut_82;
l_mut_97 = l_261;
}
}
l_mut_109 = l_mut_45;
l_mut_103 = l_mut_97;
if (l_229) {
const uint32 l_262 = uint32(0) - l_mut_109;
const uint32 l_263 = uint32(0) - l_mut_103;
const bool l_264 = uint32(0) < l_mut_109;
const uint32 l_265 = uint32(l_264);
const uint32 l_266 = l_263 - l_265;
l_mut_109 = l_262;
l_mut_103 = l_266;
}
const uint32 l_267 = l_177 - l_mut_109;
const uint32 l_268 = l_181 - l_mut_103;
const bool l_269 = l_177 < l_mut_109;
const uint32 l_270 = uint32(l_269);
const uint32 l_271 = l_268 - l_270;
const uint32 l_272 = l_267 + l_22;
const uint32 l_273 = l_271 + l_25;
const bool l_274 = l_272 < l_267;
const uint32 l_275 = uint32(l_274);
const uint32 l_276 = l_273 + l_275;
const uint32 l_277 = uint32(0) - l_221;
const uint32 l_278 = uint32(0) - l_225;
const bool l_279 = uint32(0) < l_221;
const uint32 l_280 = uint32(l_279);
const uint32 l_281 = l_278 - l_280;
const uint32 l_282 = l_22 + l_22;
const uint32 l_283 = l_25 + l_25;
const bool l_284 = l_282 < l_22;
const uint32 l_285 = uint32(l_284);
const uint32 l_286 = l_283 + l_285;
l_mut_109 = l_277;
l_mut_103 = l_281;
const uint32 l_287 = uint32(0) - l_277;
const uint32 l_288 = uint32(0) - l_281;
const bool l_289 = uint32(0) < l_277;
const uint32 l_290 = uint32(l_289);
const uint32 l_291 = l_288 - l_290;
l_mut_97 = l_287;
l_mut_82 = l_291;
l_mut_45 = l_272;
l_mut_292 = l_276;
l_mut_293 = uint32(1);
l_mut_294 = uint32(1);
l_mut_295 = bool(false);
const bool l_296 = l_mut_292 < l_286;
const bool l_297 = l_mut_292 == l_286;
const bool l_298 = l_mut_45 < l_282;
const bool l_299 = l_297 && l_298;
const bool l_300 = l_296 || l_299;
const bool l_301 = !l_300;
l_mut_302 = l_301;
const uint32 l_303 = l_277 | l_281;
const bool l_304 = l_303 == uint32(0);
if (l_304) {
l_mut_295 = l_mut_302;
l_mut_302 = bool(false);
}
l_mut_305 = bool(false);
while (true) {
const bool l_306 = !l_mut_302;
if (l_306) {
break;}
const bool l_307 = l_mut_292 < l_mut_103;
const bool l_308 = l_mut_292 == l_mut_103;
const bool l_309 = l_mut_45 < l_mut_109;
const bool l_310 = l_308 && l_309;
const bool l_311 = l_307 || l_310;
if (l_311) {
l_mut_312 = uint32(0);
l_mut_313 = bool(false);
const uint32 l_314 = l_mut_109 | l_mut_103;
const bool l_315 = l_314 == uint32(0);
if (l_315) {
l_mut_312 = l_77;
} else {
if (l_mut_313) {
const bool l_316 = l_mut_103 < l_mut_82;
const bool l_317 = l_mut_103 == l_mut_82;
const bool l_318 = l_mut_109 < l_mut_97;
const bool l_319 = l_317 && l_318;
const bool l_320 = l_316 || l_319;
if (l_320) {
const uint32 l_321 = l_mut_97 - uint32(1);
const uint32 l_322 = l_mut_82 - uint32(0);
const bool l_323 = l_mut_97 < uint32(1);
const uint32 l_324 = uint32(l_323);
const uint32 l_325 = l_322 - l_324;
l_mut_326 = l_321;
l_mut_327 = l_325;
l_mut_328 = uint32(0);

for (uint32 l_mut_329 = uint32(0); l_mut_329 < uint32(16); ++l_mut_329) {
const uint32 l_330 = uint32(15) - l_mut_329;
l_mut_331 = l_mut_326;
l_mut_332 = l_mut_327;
const bool l_333 = l_330 >= uint32(32);
if (l_333) {
const uint32 l_334 = l_330 & uint32(31);
const uint32 l_335 = l_mut_327 >> l_334;
l_mut_331 = l_335;
l_mut_332 = uint32(0);
} else {
const bool l_336 = l_330 > uint32(0);
if (l_336) {
l_mut_337 = l_mut_326;
const bool l_338 = l_330 > uint32(0);
if (l_338) {
const uint32 l_339 = l_mut_326 >> l_330;
const uint32 l_340 = uint32(32) - l_330;
const uint32 l_341 = l_mut_327 << l_340;
const uint32 l_342 = l_339 | l_341;
l_mut_337 = l_342;
}
const uint32 l_343 = l_mut_327 >> l_330;
l_mut_331 = l_mut_337;
l_mut_332 = l_343;
}
}
const bool l_344 = l_mut_332 < l_mut_103;
const bool l_345 = l_mut_332 == l_mut_103;
const bool l_346 = l_mut_331 < l_mut_109;
const bool l_347 = l_345 && l_346;
const bool l_348 = l_344 || l_347;
const bool l_349 = !l_348;
if (l_349) {
l_mut_337 = l_mut_109;
l_mut_332 = l_mut_103;
const bool l_350 = l_330 >= uint32(32);
if (l_350) {
const uint32 l_351 = l_330 & uint32(31);
const uint32 l_352 = l_mut_109 << l_351;
l_mut_337 = uint32(0);
l_mut_332 = l_352;
} else {
const bool l_353 = l_330 > uint32(0);
if (l_353) {
const uint32 l_354 = l_mut_109 << l_330;
const uint32 l_355 = l_mut_103 << l_330;
const uint32 l_356 = uint32(32) - l_330;
const uint32 l_357 = l_mut_109 >> l_356;
const uint32 l_358 = l_355 | l_357;
l_mut_337 = l_354;
l_mut_332 = l_358;
}
}
const uint32 l_359 = l_mut_326 - l_mut_337;
const uint32 l_360 = l_mut_327 - l_mut_332;
const bool l_361 = l_mut_326 < l_mut_337;
const uint32 l_362 = uint32(l_361);
const uint32 l_363 = l_360 - l_362;
l_mut_326 = l_359;
l_mut_327 = l_363;
const uint32 l_364 = uint32(1) << l_330;
l_mut_328 = l_mut_328 | l_364;
}
}
const uint32 l_365 = min(l_mut_328, l_77);
l_mut_337 = l_365;
const bool l_366 = l_mut_327 < l_mut_103;
const bool l_367 = l_mut_327 == l_mut_103;
const bool l_368 = l_mut_326 < l_mut_109;
const bool l_369 = l_367 && l_368;
const bool l_370 = l_366 || l_369;
const bool l_371 = !l_370;
if (l_371) {
l_mut_337 = l_77;
}
l_mut_312 = l_mut_337;
}
} else {
l_mut_337 = l_mut_97;
l_mut_332 = l_mut_82;
while (true) {
const bool l_372 = l_mut_103 < l_mut_332;
const bool l_373 = l_mut_103 == l_mut_332;
const bool l_374 = l_mut_109 < l_mut_337;
const bool l_375 = l_373 && l_374;
const bool l_376 = l_372 || l_375;
const uint32 l_377 = l_mut_312 * l_mut_294;
const uint32 l_378 = l_mut_293 + l_377;
const uint32 l_379 = l_378 + l_mut_294;
const bool l_380 = l_379 < l_77;
const bool l_381 = l_376 && l_380;
const bool l_382 = !l_381;
if (l_382) {
break;}
const uint32 l_383 = l_mut_337 - l_mut_109;
const uint32 l_384 = l_mut_332 - l_mut_103;
const bool l_385 = l_mut_337 < l_mut_109;
const uint32 l_386 = uint32(l_385);
const uint32 l_387 = l_384 - l_386;
l_mut_337 = l_383;
l_mut_332 = l_387;
l_mut_312 = l_mut_312 + uint32(1);
}
}
}
const uint32 l_388 = l_mut_312 * l_mut_294;
const uint32 l_389 = l_mut_293 + l_388;
const uint32 l_390 = l_389 + l_mut_294;
const bool l_391 = l_390 >= l_77;
if (l_391) {
l_mut_295 = bool(true);
l_mut_302 = bool(false);
} else {
const uint32 l_392 = l_mut_109 * l_mut_312;
const uint32 l_393 = __umulhi(l_mut_109, l_mut_312);
const uint32 l_394 = l_mut_103 * l_mut_312;
const uint32 l_395 = l_393 + l_394;
const uint32 l_396 = l_mut_97 - l_392;
const uint32 l_397 = l_mut_82 - l_395;
const bool l_398 = l_mut_97 < l_392;
const uint32 l_399 = uint32(l_398);
const uint32 l_400 = l_397 - l_399;
l_mut_97 = l_396;
l_mut_82 = l_400;
const uint32 l_401 = l_mut_312 * l_mut_294;
l_mut_293 = l_mut_293 + l_401;
const uint32 l_402 = l_mut_109 - l_mut_97;
const uint32 l_403 = l_mut_103 - l_mut_82;
const bool l_404 = l_mut_109 < l_mut_97;
const uint32 l_405 = uint32(l_404);
const uint32 l_406 = l_403 - l_405;
l_mut_109 = l_402;
l_mut_103 = l_406;
l_mut_294 = l_mut_294 + l_mut_293;
}
} else {
const uint32 l_407 = l_mut_45 - l_mut_109;
const uint32 l_408 = l_mut_292 - l_mut_103;
const bool l_409 = l_mut_45 < l_mut_109;
const uint32 l_410 = uint32(l_409);
const uint32 l_411 = l_408 - l_410;
l_mut_45 = l_407;
l_mut_292 = l_411;
const bool l_412 = l_mut_292 < l_286;
const bool l_413 = l_mut_292 == l_286;
const bool l_414 = l_mut_45 < l_282;
const bool l_415 = l_413 && l_414;
const bool l_416 = l_412 || l_415;
if (l_416) {
l_mut_302 = bool(false);
} else {
l_mut_337 = uint32(0);
l_mut_313 = bool(false);
const uint32 l_417 = l_mut_97 | l_mut_82;
const bool l_418 = l_417 == uint32(0);
if (l_418) {
l_mut_337 = l_77;
} else {
if (l_mut_313) {
const bool l_419 = l_mut_82 < l_mut_103;
const bool l_420 = l_mut_82 == l_mut_103;
const bool l_421 = l_mut_97 < l_mut_109;
const bool l_422 = l_420 && l_421;
const bool l_423 = l_419 || l_422;
if (l_423) {
const uint32 l_424 = l_mut_109 - uint32(1);
const uint32 l_425 = l_mut_103 - uint32(0);
const bool l_426 = l_mut_109 < uint32(1);
const uint32 l_427 = uint32(l_426);
const uint32 l_428 = l_425 - l_427;
l_mut_332 = l_424;
l_mut_331 = l_428;
l_mut_328 = uint32(0);

for (uint32 l_mut_429 = uint32(0); l_mut_429 < uint32(16); ++l_mut_429) {
const uint32 l_430 = uint32(15) - l_mut_429;
l_mut_327 = l_mut_332;
l_mut_326 = l_mut_331;
const bool l_431 = l_430 >= uint32(32);
if (l_431) {
const uint32 l_432 = l_430 & uint32(31);
const uint32 l_433 = l_mut_331 >> l_432;
l_mut_327 = l_433;
l_mut_326 = uint32(0);
} else {
const bool l_434 = l_430 > uint32(0);
if (l_434) {
l_mut_312 = l_mut_332;
const bool l_435 = l_430 > uint32(0);
if (l_435) {
const uint32 l_436 = l_mut_332 >> l_430;
const uint32 l_437 = uint32(32) - l_430;
const uint32 l_438 = l_mut_331 << l_437;
const uint32 l_439 = l_436 | l_438;
l_mut_312 = l_439;
}
const uint32 l_440 = l_mut_331 >> l_430;
l_mut_327 = l_mut_312;
l_mut_326 = l_440;
}
}
const bool l_441 = l_mut_326 < l_mut_82;
const bool l_442 = l_mut_326 == l_mut_82;
const bool l_443 = l_mut_327 < l_mut_97;
const bool l_444 = l_442 && l_443;
const bool l_445 = l_441 || l_444;
const bool l_446 = !l_445;
if (l_446) {
l_mut_327 = l_mut_97;
l_mut_326 = l_mut_82;
const bool l_447 = l_430 >= uint32(32);
if (l_447) {
const uint32 l_448 = l_430 & uint32(31);
const uint32 l_449 = l_mut_97 << l_448;
l_mut_327 = uint32(0);
l_mut_326 = l_449;
} else {
const bool l_450 = l_430 > uint32(0);
if (l_450) {
const uint32 l_451 = l_mut_97 << l_430;
const uint32 l_452 = l_mut_82 << l_430;
const uint32 l_453 = uint32(32) - l_430;
const uint32 l_454 = l_mut_97 >> l_453;
const uint32 l_455 = l_452 | l_454;
l_mut_327 = l_451;
l_mut_326 = l_455;
}
}
const uint32 l_456 = l_mut_332 - l_mut_327;
const uint32 l_457 = l_mut_331 - l_mut_326;
const bool l_458 = l_mut_332 < l_mut_327;
const uint32 l_459 = uint32(l_458);
const uint32 l_460 = l_457 - l_459;
l_mut_332 = l_456;
l_mut_331 = l_460;
const uint32 l_461 = uint32(1) << l_430;
l_mut_328 = l_mut_328 | l_461;
}
}
const uint32 l_462 = min(l_mut_328, l_77);
l_mut_328 = l_462;
const bool l_463 = l_mut_331 < l_mut_82;
const bool l_464 = l_mut_331 == l_mut_82;
const bool l_465 = l_mut_332 < l_mut_97;
const bool l_466 = l_464 && l_465;
const bool l_467 = l_463 || l_466;
const bool l_468 = !l_467;
if (l_468) {
l_mut_328 = l_77;
}
l_mut_337 = l_mut_328;
}
} else {
l_mut_332 = l_mut_109;
l_mut_331 = l_mut_103;
while (true) {
const bool l_469 = l_mut_82 < l_mut_331;
const bool l_470 = l_mut_82 == l_mut_331;
const bool l_471 = l_mut_97 < l_mut_332;
const bool l_472 = l_470 && l_471;
const bool l_473 = l_469 || l_472;
const uint32 l_474 = l_mut_337 * l_mut_293;
const uint32 l_475 = l_mut_294 + l_474;
const uint32 l_476 = l_475 + l_mut_293;
const bool l_477 = l_476 < l_77;
const bool l_478 = l_473 && l_477;
const bool l_479 = !l_478;
if (l_479) {
break;}
const uint32 l_480 = l_mut_332 - l_mut_97;
const uint32 l_481 = l_mut_331 - l_mut_82;
const bool l_482 = l_mut_332 < l_mut_97;
const uint32 l_483 = uint32(l_482);
const uint32 l_484 = l_481 - l_483;
l_mut_332 = l_480;
l_mut_331 = l_484;
l_mut_337 = l_mut_337 + uint32(1);
}
}
}
const uint32 l_485 = l_mut_293 + l_mut_294;
const uint32 l_486 = l_mut_337 * l_mut_293;
const uint32 l_487 = l_485 + l_486;
const bool l_488 = l_487 >= l_77;
if (l_488) {
l_mut_295 = bool(true);
l_mut_302 = bool(false);
} else {
const uint32 l_489 = l_mut_97 * l_mut_337;
const uint32 l_490 = __umulhi(l_mut_97, l_mut_337);
const uint32 l_491 = l_mut_82 * l_mut_337;
const uint32 l_492 = l_490 + l_491;
const uint32 l_493 = l_mut_109 - l_489;
const uint32 l_494 = l_mut_103 - l_492;
const bool l_495 = l_mut_109 < l_489;
const uint32 l_496 = uint32(l_495);
const uint32 l_497 = l_494 - l_496;
l_mut_109 = l_493;
l_mut_103 = l_497;
const uint32 l_498 = l_mut_337 * l_mut_293;
l_mut_294 = l_mut_294 + l_498;
const uint32 l_499 = l_mut_97 - l_mut_109;
const uint32 l_500 = l_mut_82 - l_mut_103;
const bool l_501 = l_mut_97 < l_mut_109;
const uint32 l_502 = uint32(l_501);
const uint32 l_503 = l_500 - l_502;
l_mut_97 = l_499;
l_mut_82 = l_503;
l_mut_293 = l_mut_293 + l_mut_294;
}
}
}
}
const bool l_504 = !l_mut_295;
if (l_504) {
const uint32 l_505 = l_37 * uint32(8);
const uint32 l_506 = l_505 + l_38;
const uint32 l_649 = info.static_meta[uint32(6)];
const uint32 l_650 = l_649 * uint32(1);
const uint32 l_651 = l_650 - uint32(1);
const uint32 l_652 = min(uint32(1), l_651);
uint32* l_653 = &buffer_6[l_652];
uint32* l_507 = l_653;
const uint32 l_508 = atomicAdd(l_507, uint32(1));
const uint32 l_509 = info.static_meta[uint32(12)];
const bool l_510 = l_508 < l_509;
if (l_510) {
const uint32 l_654 = info.static_meta[uint32(5)];
const uint32 l_655 = l_654 * uint32(1);
const bool l_656 = l_508 < l_655;
if (l_656) {
buffer_5[l_508] = l_506;
}
}
}
}
}

}
