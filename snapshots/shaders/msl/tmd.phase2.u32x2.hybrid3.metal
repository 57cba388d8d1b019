
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[14];
};

uint32_t __umulhi(uint32_t a, uint32_t b) {
    uint64_t product = static_cast<uint64_t>(a) * static_cast<uint64_t>(b);
    return static_cast<uint32_t>(product >> 32);
}

[[kernel]]
void phase2(
    const device uint * buffer_0 [[buffer(0)]],
    const device uint * buffer_1 [[buffer(1)]],
    const device uint * buffer_2 [[buffer(2)]],
    const device uint * buffer_3 [[buffer(3)]],
    const device uint * buffer_4 [[buffer(4)]],
    device uint * buffer_5 [[buffer(5)]],
    device atomic_uint * buffer_6 [[buffer(6)]],
    constant info_st& info [[buffer(7)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
bool l_mut_295;
bool l_mut_302;
bool l_mut_305;
bool l_mut_313;
uint l_mut_103;
uint l_mut_109;
uint l_mut_292;
uint l_mut_293;
uint l_mut_294;
uint l_mut_312;
uint l_mut_314;
uint l_mut_315;
uint l_mut_320;
uint l_mut_346;
uint l_mut_347;
uint l_mut_352;
uint l_mut_45;
uint l_mut_82;
uint l_mut_97;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_541 = info.static_meta[uint(6)];
const uint l_542 = l_541 * uint(1);
const uint l_543 = l_542 - uint(1);
const uint l_544 = min(uint(3), l_543);
device atomic_uint* l_545 = &buffer_6[l_544];
atomic_uint* l_1 = l_545;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = info.static_meta[uint(11)];
const uint l_4 = l_3 * uint(8);
const bool l_5 = thread_index_in_grid < l_4;
if (l_5) {
const uint l_6 = uint(2) * uint(0);
const uint l_546 = info.static_meta[uint(3)];
const uint l_547 = l_546 * uint(1);
const bool l_548 = l_6 < l_547;
const uint l_549 = l_547 - uint(1);
const uint l_550 = min(l_6, l_549);
const uint l_551 = buffer_3[l_550];
const uint l_552 = (l_548) ? l_551 : uint(0);
const uint l_7 = l_552;
const uint l_8 = uint(2) * uint(0);
const uint l_9 = l_8 + uint(1);
const uint l_553 = info.static_meta[uint(3)];
const uint l_554 = l_553 * uint(1);
const bool l_555 = l_9 < l_554;
const uint l_556 = l_554 - uint(1);
const uint l_557 = min(l_9, l_556);
const uint l_558 = buffer_3[l_557];
const uint l_559 = (l_555) ? l_558 : uint(0);
const uint l_10 = l_559;
const uint l_11 = uint(2) * uint(1);
const uint l_560 = info.static_meta[uint(3)];
const uint l_561 = l_560 * uint(1);
const bool l_562 = l_11 < l_561;
const uint l_563 = l_561 - uint(1);
const uint l_564 = min(l_11, l_563);
const uint l_565 = buffer_3[l_564];
const uint l_566 = (l_562) ? l_565 : uint(0);
const uint l_12 = l_566;
const uint l_13 = uint(2) * uint(1);
const uint l_14 = l_13 + uint(1);
const uint l_567 = info.static_meta[uint(3)];
const uint l_568 = l_567 * uint(1);
const bool l_569 = l_14 < l_568;
const uint l_570 = l_568 - uint(1);
const uint l_571 = min(l_14, l_570);
const uint l_572 = buffer_3[l_571];
const uint l_573 = (l_569) ? l_572 : uint(0);
const uint l_15 = l_573;
const uint l_16 = uint(2) * uint(2);
const uint l_574 = info.static_meta[uint(3)];
const uint l_575 = l_574 * uint(1);
const bool l_576 = l_16 < l_575;
const uint l_577 = l_575 - uint(1);
const uint l_578 = min(l_16, l_577);
const uint l_579 = buffer_3[l_578];
const uint l_580 = (l_576) ? l_579 : uint(0);
const uint l_17 = l_580;
const uint l_18 = uint(2) * uint(2);
const uint l_19 = l_18 + uint(1);
const uint l_581 = info.static_meta[uint(3)];
const uint l_582 = l_581 * uint(1);
const bool l_583 = l_19 < l_582;
const uint l_584 = l_582 - uint(1);
const uint l_585 = min(l_19, l_584);
const uint l_586 = buffer_3[l_585];
const uint l_587 = (l_583) ? l_586 : uint(0);
const uint l_20 = l_587;
const uint l_21 = uint(2) * uint(3);
const uint l_588 = info.static_meta[uint(3)];
const uint l_589 = l_588 * uint(1);
const bool l_590 = l_21 < l_589;
const uint l_591 = l_589 - uint(1);
const uint l_592 = min(l_21, l_591);
const uint l_593 = buffer_3[l_592];
const uint l_594 = (l_590) ? l_593 : uint(0);
const uint l_22 = l_594;
const uint l_23 = uint(2) * uint(3);
const uint l_24 = l_23 + uint(1);
const uint l_595 = info.static_meta[uint(3)];
const uint l_596 = l_595 * uint(1);
const bool l_597 = l_24 < l_596;
const uint l_598 = l_596 - uint(1);
const uint l_599 = min(l_24, l_598);
const uint l_600 = buffer_3[l_599];
const uint l_601 = (l_597) ? l_600 : uint(0);
const uint l_25 = l_601;
const uint l_26 = uint(2) * uint(4);
const uint l_602 = info.static_meta[uint(3)];
const uint l_603 = l_602 * uint(1);
const bool l_604 = l_26 < l_603;
const uint l_605 = l_603 - uint(1);
const uint l_606 = min(l_26, l_605);
const uint l_607 = buffer_3[l_606];
const uint l_608 = (l_604) ? l_607 : uint(0);
const uint l_27 = l_608;
const uint l_28 = uint(2) * uint(4);
const uint l_29 = l_28 + uint(1);
const uint l_609 = info.static_meta[uint(3)];
const uint l_610 = l_609 * uint(1);
const bool l_611 = l_29 < l_610;
const uint l_612 = l_610 - uint(1);
const uint l_613 = min(l_29, l_612);
const uint l_614 = buffer_3[l_613];
const uint l_615 = (l_611) ? l_614 : uint(0);
const uint l_30 = l_615;
const uint l_31 = uint(2) * uint(5);
const uint l_616 = info.static_meta[uint(3)];
const uint l_617 = l_616 * uint(1);
const bool l_618 = l_31 < l_617;
const uint l_619 = l_617 - uint(1);
const uint l_620 = min(l_31, l_619);
const uint l_621 = buffer_3[l_620];
const uint l_622 = (l_618) ? l_621 : uint(0);
const uint l_32 = l_622;
const uint l_33 = uint(2) * uint(5);
const uint l_34 = l_33 + uint(1);
const uint l_623 = info.static_meta[uint(3)];
const uint l_624 = l_623 * uint(1);
const bool l_625 = l_34 < l_624;
const uint l_626 = l_624 - uint(1);
const uint l_627 = min(l_34, l_626);
const uint l_628 = buffer_3[l_627];
const uint l_629 = (l_625) ? l_628 : uint(0);
const uint l_35 = l_629;
const uint l_36 = thread_index_in_grid / uint(8);
const uint l_630 = info.static_meta[uint(4)];
const uint l_631 = l_630 * uint(1);
const bool l_632 = l_36 < l_631;
const uint l_633 = l_631 - uint(1);
const uint l_634 = min(l_36, l_633);
const uint l_635 = buffer_4[l_634];
const uint l_636 = (l_632) ? l_635 : uint(0);
const uint l_37 = l_636;
const uint l_38 = thread_index_in_grid % uint(8);
const uint l_39 = l_7 / uint(8);
const uint l_40 = l_38 * l_39;
const uint l_41 = l_37 * l_7;
const uint l_42 = __umulhi(l_37, l_7);
const uint l_43 = uint(0) * l_7;
const uint l_44 = l_42 + l_43;
l_mut_45 = uint(0);
const bool l_46 = l_44 < l_35;
const bool l_47 = l_44 == l_35;
const bool l_48 = l_41 < l_32;
const bool l_49 = l_47 && l_48;
const bool l_50 = l_46 || l_49;
if (l_50) {
const uint l_51 = l_32 - l_41;
const uint l_52 = l_35 - l_44;
const bool l_53 = l_32 < l_41;
const uint l_54 = uint(l_53);
const uint l_55 = l_52 - l_54;
l_mut_45 = l_7;
const bool l_56 = l_55 < uint(0);
const bool l_57 = l_55 == uint(0);
const bool l_58 = l_51 < l_7;
const bool l_59 = l_57 && l_58;
const bool l_60 = l_56 || l_59;
if (l_60) {
l_mut_45 = l_51;
}
}
const bool l_61 = l_40 < l_mut_45;
if (l_61) {
const uint l_62 = uint(2) * l_37;
const uint l_637 = info.static_meta[uint(0)];
const uint l_638 = l_637 * uint(1);
const bool l_639 = l_62 < l_638;
const uint l_640 = l_638 - uint(1);
const uint l_641 = min(l_62, l_640);
const uint l_642 = buffer_0[l_641];
const uint l_643 = (l_639) ? l_642 : uint(0);
const uint l_63 = l_643;
const uint l_64 = uint(2) * l_37;
const uint l_65 = l_64 + uint(1);
const uint l_644 = info.static_meta[uint(0)];
const uint l_645 = l_644 * uint(1);
const bool l_646 = l_65 < l_645;
const uint l_647 = l_645 - uint(1);
const uint l_648 = min(l_65, l_647);
const uint l_649 = buffer_0[l_648];
const uint l_650 = (l_646) ? l_649 : uint(0);
const uint l_66 = l_650;
const uint l_67 = uint(2) * l_37;
const uint l_651 = info.static_meta[uint(1)];
const uint l_652 = l_651 * uint(1);
const bool l_653 = l_67 < l_652;
const uint l_654 = l_652 - uint(1);
const uint l_655 = min(l_67, l_654);
const uint l_656 = buffer_1[l_655];
const uint l_657 = (l_653) ? l_656 : uint(0);
const uint l_68 = l_657;
const uint l_69 = uint(2) * l_37;
const uint l_70 = l_69 + uint(1);
const uint l_658 = info.static_meta[uint(1)];
const uint l_659 = l_658 * uint(1);
const bool l_660 = l_70 < l_659;
const uint l_661 = l_659 - uint(1);
const uint l_662 = min(l_70, l_661);
const uint l_663 = buffer_1[l_662];
const uint l_664 = (l_660) ? l_663 : uint(0);
const uint l_71 = l_664;
const uint l_72 = uint(2) * l_37;
const uint l_665 = info.static_meta[uint(2)];
const uint l_666 = l_665 * uint(1);
const bool l_667 = l_72 < l_666;
const uint l_668 = l_666 - uint(1);
const uint l_669 = min(l_72, l_668);
const uint l_670 = buffer_2[l_669];
const uint l_671 = (l_667) ? l_670 : uint(0);
const uint l_73 = l_671;
const uint l_74 = uint(2) * l_37;
const uint l_75 = l_74 + uint(1);
const uint l_672 = info.static_meta[uint(2)];
const uint l_673 = l_672 * uint(1);
const bool l_674 = l_75 < l_673;
const uint l_675 = l_673 - uint(1);
const uint l_676 = min(l_75, l_675);
const uint l_677 = buffer_2[l_676];
const uint l_678 = (l_674) ? l_677 : uint(0);
const uint l_76 = l_678;
const uint l_77 = l_7 / uint(8);
const uint l_78 = l_38 * l_77;
const uint l_79 = l_78 + l_78;
const uint l_80 = l_76 >> uint(31);
const bool l_81 = l_80 == uint(1);
l_mut_45 = l_73;
l_mut_82 = l_76;
if (l_81) {
const uint l_83 = uint(0) - l_73;
const uint l_84 = uint(0) - l_76;
const bool l_85 = uint(0) < l_73;
const uint l_86 = uint(l_85);
const uint l_87 = l_84 - l_86;
l_mut_45 = l_83;
l_mut_82 = l_87;
}
const uint l_88 = l_mut_45 * l_79;
const uint l_89 = l_mut_82 * l_79;
const uint l_90 = __umulhi(l_mut_45, l_79);
const uint l_91 = l_90 + l_89;
const uint l_92 = __umulhi(l_mut_82, l_79);
const bool l_93 = l_91 < l_89;
const uint l_94 = uint(l_93);
const uint l_95 = l_92 + l_94;
const uint l_96 = l_12 % uint(32);
l_mut_97 = l_88;
const bool l_98 = l_96 > uint(0);
if (l_98) {
const uint l_99 = l_88 >> l_96;
const uint l_100 = uint(32) - l_96;
const uint l_101 = l_91 << l_100;
const uint l_102 = l_99 | l_101;
l_mut_97 = l_102;
}
l_mut_103 = l_91;
const bool l_104 = l_96 > uint(0);
if (l_104) {
const uint l_105 = l_91 >> l_96;
const uint l_106 = uint(32) - l_96;
const uint l_107 = l_95 << l_106;
const uint l_108 = l_105 | l_107;
l_mut_103 = l_108;
}
l_mut_109 = l_mut_97;
l_mut_97 = l_mut_103;
const bool l_110 = l_12 >= uint(64);
if (l_110) {
l_mut_109 = l_95;
l_mut_97 = uint(0);
} else {
const bool l_111 = l_12 >= uint(32);
if (l_111) {
l_mut_103 = l_91;
const bool l_112 = l_96 > uint(0);
if (l_112) {
const uint l_113 = l_91 >> l_96;
const uint l_114 = uint(32) - l_96;
const uint l_115 = l_95 << l_114;
const uint l_116 = l_113 | l_115;
l_mut_103 = l_116;
}
const uint l_117 = l_95 >> l_96;
l_mut_109 = l_mut_103;
l_mut_97 = l_117;
}
}
l_mut_103 = l_mut_109;
l_mut_109 = l_mut_97;
if (l_81) {
const uint l_118 = uint(0) - l_mut_103;
const uint l_119 = uint(0) - l_mut_109;
const bool l_120 = uint(0) < l_mut_103;
const uint l_121 = uint(l_120);
const uint l_122 = l_119 - l_121;
l_mut_103 = l_118;
l_mut_109 = l_122;
}
const uint l_123 = l_63 + l_mut_103;
const uint l_124 = l_66 + l_mut_109;
const bool l_125 = l_123 < l_63;
const uint l_126 = uint(l_125);
const uint l_127 = l_124 + l_126;
const uint l_128 = l_63 * l_78;
const uint l_129 = __umulhi(l_63, l_78);
const uint l_130 = l_66 * l_78;
const uint l_131 = l_129 + l_130;
const uint l_132 = l_68 + l_128;
const uint l_133 = l_71 + l_131;
const bool l_134 = l_132 < l_68;
const uint l_135 = uint(l_134);
const uint l_136 = l_133 + l_135;
const uint l_137 = l_78 * l_78;
const uint l_138 = l_76 >> uint(31);
const bool l_139 = l_138 == uint(1);
l_mut_109 = l_73;
l_mut_103 = l_76;
if (l_139) {
const uint l_140 = uint(0) - l_73;
const uint l_141 = uint(0) - l_76;
const bool l_142 = uint(0) < l_73;
const uint l_143 = uint(l_142);
const uint l_144 = l_141 - l_143;
l_mut_109 = l_140;
l_mut_103 = l_144;
}
const uint l_145 = l_mut_109 * l_137;
const uint l_146 = l_mut_103 * l_137;
const uint l_147 = __umulhi(l_mut_109, l_137);
const uint l_148 = l_147 + l_146;
const uint l_149 = __umulhi(l_mut_103, l_137);
const bool l_150 = l_148 < l_146;
const uint l_151 = uint(l_150);
const uint l_152 = l_149 + l_151;
const uint l_153 = l_12 % uint(32);
l_mut_97 = l_145;
const bool l_154 = l_153 > uint(0);
if (l_154) {
const uint l_155 = l_145 >> l_153;
const uint l_156 = uint(32) - l_153;
const uint l_157 = l_148 << l_156;
const uint l_158 = l_155 | l_157;
l_mut_97 = l_158;
}
l_mut_82 = l_148;
const bool l_159 = l_153 > uint(0);
if (l_159) {
const uint l_160 = l_148 >> l_153;
const uint l_161 = uint(32) - l_153;
const uint l_162 = l_152 << l_161;
const uint l_163 = l_160 | l_162;
l_mut_82 = l_163;
}
l_mut_45 = l_mut_97;
l_mut_97 = l_mut_82;
const bool l_164 = l_12 >= uint(64);
if (l_164) {
l_mut_45 = l_152;
l_mut_97 = uint(0);
} else {
const bool l_165 = l_12 >= uint(32);
if (l_165) {
l_mut_82 = l_148;
const bool l_166 = l_153 > uint(0);
if (l_166) {
const uint l_167 = l_148 >> l_153;
const uint l_168 = uint(32) - l_153;
const uint l_169 = l_152 << l_168;
const uint l_170 = l_167 | l_169;
l_mut_82 = l_170;
}
const uint l_171 = l_152 >> l_153;
l_mut_45 = l_mut_82;
l_mut_97 = l_171;
}
}
l_mut_109 = l_mut_45;
l_mut_103 = l_mut_97;
if (l_139) {
const uint l_172 = uint(0) - l_mut_109;
const uint l_173 = uint(0) - l_mut_103;
const bool l_174 = uint(0) < l_mut_109;
const uint l_175 = uint(l_174);
const uint l_176 = l_173 - l_175;
l_mut_109 = l_172;
l_mut_103 = l_176;
}
const uint l_177 = l_132 + l_mut_109;
const uint l_178 = l_136 + l_mut_103;
const bool l_179 = l_177 < l_132;
const uint l_180 = uint(l_179);
const uint l_181 = l_178 + l_180;
const uint l_182 = l_76 >> uint(31);
const bool l_183 = l_182 == uint(1);
l_mut_109 = l_73;
l_mut_103 = l_76;
if (l_183) {
const uint l_184 = uint(0) - l_73;
const uint l_185 = uint(0) - l_76;
const bool l_186 = uint(0) < l_73;
const uint l_187 = uint(l_186);
const uint l_188 = l_185 - l_187;
l_mut_109 = l_184;
l_mut_103 = l_188;
}
const uint l_189 = l_mut_109 * l_77;
const uint l_190 = l_mut_103 * l_77;
const uint l_191 = __umulhi(l_mut_109, l_77);
const uint l_192 = l_191 + l_190;
const uint l_193 = __umulhi(l_mut_103, l_77);
const bool l_194 = l_192 < l_190;
const uint l_195 = uint(l_194);
const uint l_196 = l_193 + l_195;
const uint l_197 = l_12 % uint(32);
l_mut_97 = l_189;
const bool l_198 = l_197 > uint(0);
if (l_198) {
const uint l_199 = l_189 >> l_197;
const uint l_200 = uint(32) - l_197;
const uint l_201 = l_192 << l_200;
const uint l_202 = l_199 | l_201;
l_mut_97 = l_202;
}
l_mut_82 = l_192;
const bool l_203 = l_197 > uint(0);
if (l_203) {
const uint l_204 = l_192 >> l_197;
const uint l_205 = uint(32) - l_197;
const uint l_206 = l_196 << l_205;
const uint l_207 = l_204 | l_206;
l_mut_82 = l_207;
}
l_mut_45 = l_mut_97;
l_mut_97 = l_mut_82;
const bool l_208 = l_12 >= uint(64);
if (l_208) {
l_mut_45 = l_196;
l_mut_97 = uint(0);
} else {
const bool l_209 = l_12 >= uint(32);
if (l_209) {
l_mut_82 = l_192;
const bool l_210 = l_197 > uint(0);
if (l_210) {
const uint l_211 = l_192 >> l_197;
const uint l_212 = uint(32) - l_197;
const uint l_213 = l_196 << l_212;
const uint l_214 = l_211 | l_213;
l_mut_82 = l_214;
}
const uint l_215 = l_196 >> l_197;
l_mut_45 = l_mut_82;
l_mut_97 = l_215;
}
}
l_mut_109 = l_mut_45;
l_mut_103 = l_mut_97;
if (l_183) {
const uint l_216 = uint(0) - l_mut_109;
const uint l_217 = uint(0) - l_mut_103;
const bool l_218 = uint(0) < l_mut_109;
const uint l_219 = uint(l_218);
const uint l_220 = l_217 - l_219;
l_mut_109 = l_216;
l_mut_103 = l_220;
}
const uint l_221 = l_123 + l_mut_109;
const uint l_222 = l_127 + l_mut_103;
const bool l_223 = l_221 < l_123;
const uint l_224 = uint(l_223);
const uint l_225 = l_222 + l_224;
const uint l_226 = l_77 * l_77;
const uint l_227 = l_12 + uint(3);
const uint l_228 = l_76 >> uint(31);
const bool l_229 = l_228 == uint(1);
l_mut_109 = l_73;
l_mut_103 = l_76;
if (l_229) {
const uint l_230 = uint(0) - l_73;
const uint l_231 = uint(0) - l_76;
const bool l_232 = uint(0) < l_73;
const uint l_233 = uint(l_232);
const uint l_234 = l_231 - l_233;
l_mut_109 = l_230;
l_mut_103 = l_234;
}
const uint l_235 = l_mut_109 * l_226;
const uint l_236 = l_mut_103 * l_226;
const uint l_237 = __umulhi(l_mut_109, l_226);
const uint l_238 = l_237 + l_236;
const uint l_239 = __umulhi(l_mut_103, l_226);
const bool l_240 = l_238 < l_236;
const uint l_241 = uint(l_240);
const uint l_242 = l_239 + l_241;
const uint l_243 = l_227 % uint(32);
l_mut_97 = l_235;
const bool l_244 = l_243 > uint(0);
if (l_244) {
const uint l_245 = l_235 >> l_243;
const uint l_246 = uint(32) - l_243;
const uint l_247 = l_238 << l_246;
const uint l_248 = l_245 | l_247;
l_mut_97 = l_248;
}
l_mut_82 = l_238;
const bool l_249 = l_243 > uint(0);
if (l_249) {
const uint l_250 = l_238 >> l_243;
const uint l_251 = uint(32) - l_243;
const uint l_252 = l_242 << l_251;
const uint l_253 = l_250 | l_252;
l_mut_82 = l_253;
}
l_mut_45 = l_mut_97;
l_mut_97 = l_mut_82;
const bool l_254 = l_227 >= uint(64);
if (l_254) {
l_mut_45 = l_242;
l_mut_97 = uint(0);
} else {
const bool l_255 = l_227 >= uint(32);
if (l_255) {
l_mut_82 = l_238;
const bool l_256 = l_243 > uint(0);
if (l_256) {
const uint l_257 = l_238 >> l_243;
const uint l_258 = uint(32) - l_243;
const uint l_259 = l_242 << l_258;
const uint l_260 = l_257 | l_259;
l_mut_82 = l_260;
}
const uint l_261 = l_242 >> l_243;
l_mut_45 = l_mut_82;
l_mut_97 = l_261;
}
}
l_mut_109 = l_mut_45;
l_mut_103 = l_mut_97;
if (l_229) {
const uint l_262 = uint(0) - l_mut_109;
const uint l_263 = uint(0) - l_mut_103;
const bool l_264 = uint(0) < l_mut_109;
const uint l_265 = uint(l_264);
const uint l_266 = l_263 - l_265;
l_mut_109 = l_262;
l_mut_103 = l_266;
}
const uint l_267 = l_177 - l_mut_109;
const uint l_268 = l_181 - l_mut_103;
const bool l_269 = l_177 < l_mut_109;
const uint l_270 = uint(l_269);
const uint l_271 = l_268 - l_270;
const uint l_272 = l_267 + l_22;
const uint l_273 = l_271 + l_25;
const bool l_274 = l_272 < l_267;
const uint l_275 = uint(l_274);
const uint l_276 = l_273 + l_275;
const uint l_277 = uint(0) - l_221;
const uint l_278 = uint(0) - l_225;
const bool l_279 = uint(0) < l_221;
const uint l_280 = uint(l_279);
const uint l_281 = l_278 - l_280;
const uint l_282 = l_22 + l_22;
const uint l_283 = l_25 + l_25;
const bool l_284 = l_282 < l_22;
const uint l_285 = uint(l_284);
const uint l_286 = l_283 + l_285;
l_mut_109 = l_277;
l_mut_103 = l_281;
const uint l_287 = uint(0) - l_277;
const uint l_288 = uint(0) - l_281;
const bool l_289 = uint(0) < l_277;
const uint l_290 = uint(l_289);
const uint l_291 = l_288 - l_290;
l_mut_97 = l_287;
l_mut_82 = l_291;
l_mut_45 = l_272;
l_mut_292 = l_276;
l_mut_293 = uint(1);
l_mut_294 = uint(1);
l_mut_295 = bool(false);
const bool l_296 = l_mut_292 < l_286;
const bool l_297 = l_mut_292 == l_286;
const bool l_298 = l_mut_45 < l_282;
const bool l_299 = l_297 && l_298;
const bool l_300 = l_296 || l_299;
const bool l_301 = !l_300;
l_mut_302 = l_301;
const uint l_303 = l_277 | l_281;
const bool l_304 = l_303 == uint(0);
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
l_mut_312 = uint(0);
l_mut_313 = bool(false);
l_mut_314 = l_mut_97;
l_mut_315 = l_mut_82;
const bool l_316 = uint(3) >= uint(32);
if (l_316) {
const uint l_317 = uint(3) & uint(31);
const uint l_318 = l_mut_82 >> l_317;
l_mut_314 = l_318;
l_mut_315 = uint(0);
} else {
const bool l_319 = uint(3) > uint(0);
if (l_319) {
l_mut_320 = l_mut_97;
const bool l_321 = uint(3) > uint(0);
if (l_321) {
const uint l_322 = l_mut_97 >> uint(3);
const uint l_323 = l_mut_82 << uint(29);
const uint l_324 = l_322 | l_323;
l_mut_320 = l_324;
}
const uint l_325 = l_mut_82 >> uint(3);
l_mut_314 = l_mut_320;
l_mut_315 = l_325;
}
}
const bool l_326 = l_mut_315 < l_mut_103;
const bool l_327 = l_mut_315 == l_mut_103;
const bool l_328 = l_mut_314 < l_mut_109;
const bool l_329 = l_327 && l_328;
const bool l_330 = l_326 || l_329;
const bool l_331 = !l_330;
l_mut_313 = l_331;
const uint l_332 = l_mut_109 | l_mut_103;
const bool l_333 = l_332 == uint(0);
if (l_333) {
l_mut_312 = l_77;
} else {
if (l_mut_313) {
const bool l_334 = l_mut_103 < l_mut_82;
const bool l_335 = l_mut_103 == l_mut_82;
const bool l_336 = l_mut_109 < l_mut_97;
const bool l_337 = l_335 && l_336;
const bool l_338 = l_334 || l_337;
if (l_338) {
const uint l_339 = l_mut_97 - uint(1);
const uint l_340 = l_mut_82 - uint(0);
const bool l_341 = l_mut_97 < uint(1);
const uint l_342 = uint(l_341);
const uint l_343 = l_340 - l_342;
l_mut_320 = l_339;
l_mut_315 = l_343;
l_mut_314 = uint(0);

for (uint l_mut_344 = uint(0); l_mut_344 < uint(16); ++l_mut_344) {
const uint l_345 = uint(15) - l_mut_344;
l_mut_346 = l_mut_320;
l_mut_347 = l_mut_315;
const bool l_348 = l_345 >= uint(32);
if (l_348) {
const uint l_349 = l_345 & uint(31);
const uint l_350 = l_mut_315 >> l_349;
l_mut_346 = l_350;
l_mut_347 = uint(0);
} else {
const bool l_351 = l_345 > uint(0);
if (l_351) {
l_mut_352 = l_mut_320;
const bool l_353 = l_345 > uint(0);
if (l_353) {
const uint l_354 = l_mut_320 >> l_345;
const uint l_355 = uint(32) - l_345;
const uint l_356 = l_mut_315 << l_355;
const uint l_357 = l_354 | l_356;
l_mut_352 = l_357;
}
const uint l_358 = l_mut_315 >> l_345;
l_mut_346 = l_mut_352;
l_mut_347 = l_358;
}
}
const bool l_359 = l_mut_347 < l_mut_103;
const bool l_360 = l_mut_347 == l_mut_103;
const bool l_361 = l_mut_346 < l_mut_109;
const bool l_362 = l_360 && l_361;
const bool l_363 = l_359 || l_362;
const bool l_364 = !l_363;
if (l_364) {
l_mut_352 = l_mut_109;
l_mut_347 = l_mut_103;
const bool l_365 = l_345 >= uint(32);
if (l_365) {
const uint l_366 = l_345 & uint(31);
const uint l_367 = l_mut_109 << l_366;
l_mut_352 = uint(0);
l_mut_347 = l_367;
} else {
const bool l_368 = l_345 > uint(0);
if (l_368) {
const uint l_369 = l_mut_109 << l_345;
const uint l_370 = l_mut_103 << l_345;
const uint l_371 = uint(32) - l_345;
const uint l_372 = l_mut_109 >> l_371;
const uint l_373 = l_370 | l_372;
l_mut_352 = l_369;
l_mut_347 = l_373;
}
}
const uint l_374 = l_mut_320 - l_mut_352;
const uint l_375 = l_mut_315 - l_mut_347;
const bool l_376 = l_mut_320 < l_mut_352;
const uint l_377 = uint(l_376);
const uint l_378 = l_375 - l_377;
l_mut_320 = l_374;
l_mut_315 = l_378;
const uint l_379 = uint(1) << l_345;
l_mut_314 = l_mut_314 | l_379;
}
}
const uint l_380 = min(l_mut_314, l_77);
l_mut_352 = l_380;
const bool l_381 = l_mut_315 < l_mut_103;
const bool l_382 = l_mut_315 == l_mut_103;
const bool l_383 = l_mut_320 < l_mut_109;
const bool l_384 = l_382 && l_383;
const bool l_385 = l_381 || l_384;
const bool l_386 = !l_385;
if (l_386) {
l_mut_352 = l_77;
}
l_mut_312 = l_mut_352;
}
} else {
l_mut_352 = l_mut_97;
l_mut_347 = l_mut_82;
while (true) {
const bool l_387 = l_mut_103 < l_mut_347;
const bool l_388 = l_mut_103 == l_mut_347;
const bool l_389 = l_mut_109 < l_mut_352;
const bool l_390 = l_388 && l_389;
const bool l_391 = l_387 || l_390;
const uint l_392 = l_mut_312 * l_mut_294;
const uint l_393 = l_mut_293 + l_392;
const uint l_394 = l_393 + l_mut_294;
const bool l_395 = l_394 < l_77;
const bool l_396 = l_391 && l_395;
const bool l_397 = !l_396;
if (l_397) {
break;}
const uint l_398 = l_mut_352 - l_mut_109;
const uint l_399 = l_mut_347 - l_mut_103;
const bool l_400 = l_mut_352 < l_mut_109;
const uint l_401 = uint(l_400);
const uint l_402 = l_399 - l_401;
l_mut_352 = l_398;
l_mut_347 = l_402;
l_mut_312 = l_mut_312 + uint(1);
}
}
}
const uint l_403 = l_mut_312 * l_mut_294;
const uint l_404 = l_mut_293 + l_403;
const uint l_405 = l_404 + l_mut_294;
const bool l_406 = l_405 >= l_77;
if (l_406) {
l_mut_295 = bool(true);
l_mut_302 = bool(false);
} else {
const uint l_407 = l_mut_109 * l_mut_312;
const uint l_408 = __umulhi(l_mut_109, l_mut_312);
const uint l_409 = l_mut_103 * l_mut_312;
const uint l_410 = l_408 + l_409;
const uint l_411 = l_mut_97 - l_407;
const uint l_412 = l_mut_82 - l_410;
const bool l_413 = l_mut_97 < l_407;
const uint l_414 = uint(l_413);
const uint l_415 = l_412 - l_414;
l_mut_97 = l_411;
l_mut_82 = l_415;
const uint l_416 = l_mut_312 * l_mut_294;
l_mut_293 = l_mut_293 + l_416;
const uint l_417 = l_mut_109 - l_mut_97;
const uint l_418 = l_mut_103 - l_mut_82;
const bool l_419 = l_mut_109 < l_mut_97;
const uint l_420 = uint(l_419);
const uint l_421 = l_418 - l_420;
l_mut_109 = l_417;
l_mut_103 = l_421;
l_mut_294 = l_mut_294 + l_mut_293;
}
} else {
const uint l_422 = l_mut_45 - l_mut_109;
const uint l_423 = l_mut_292 - l_mut_103;
const bool l_424 = l_mut_45 < l_mut_109;
const uint l_425 = uint(l_424);
const uint l_426 = l_423 - l_425;
l_mut_45 = l_422;
l_mut_292 = l_426;
const bool l_427 = l_mut_292 < l_286;
const bool l_428 = l_mut_292 == l_286;
const bool l_429 = l_mut_45 < l_282;
const bool l_430 = l_428 && l_429;
const bool l_431 = l_427 || l_430;
if (l_431) {
l_mut_302 = bool(false);
} else {
l_mut_352 = uint(0);
l_mut_313 = bool(false);
l_mut_347 = l_mut_109;
l_mut_346 = l_mut_103;
const bool l_432 = uint(3) >= uint(32);
if (l_432) {
const uint l_433 = uint(3) & uint(31);
const uint l_434 = l_mut_103 >> l_433;
l_mut_347 = l_434;
l_mut_346 = uint(0);
} else {
const bool l_435 = uint(3) > uint(0);
if (l_435) {
l_mut_320 = l_mut_109;
const bool l_436 = uint(3) > uint(0);
if (l_436) {
const uint l_437 = l_mut_109 >> uint(3);
const uint l_438 = l_mut_103 << uint(29);
const uint l_439 = l_437 | l_438;
l_mut_320 = l_439;
}
const uint l_440 = l_mut_103 >> uint(3);
l_mut_347 = l_mut_320;
l_mut_346 = l_440;
}
}
const bool l_441 = l_mut_346 < l_mut_82;
const bool l_442 = l_mut_346 == l_mut_82;
const bool l_443 = l_mut_347 < l_mut_97;
const bool l_444 = l_442 && l_443;
const bool l_445 = l_441 || l_444;
const bool l_446 = !l_445;
l_mut_313 = l_446;
const uint l_447 = l_mut_97 | l_mut_82;
const bool l_448 = l_447 == uint(0);
if (l_448) {
l_mut_352 = l_77;
} else {
if (l_mut_313) {
const bool l_449 = l_mut_82 < l_mut_103;
const bool l_450 = l_mut_82 == l_mut_103;
const bool l_451 = l_mut_97 < l_mut_109;
const bool l_452 = l_450 && l_451;
const bool l_453 = l_449 || l_452;
if (l_453) {
const uint l_454 = l_mut_109 - uint(1);
const uint l_455 = l_mut_103 - uint(0);
const bool l_456 = l_mut_109 < uint(1);
const uint l_457 = uint(l_456);
const uint l_458 = l_455 - l_457;
l_mut_347 = l_454;
l_mut_346 = l_458;
l_mut_320 = uint(0);

for (uint l_mut_459 = uint(0); l_mut_459 < uint(16); ++l_mut_459) {
const uint l_460 = uint(15) - l_mut_459;
l_mut_315 = l_mut_347;
l_mut_314 = l_mut_346;
const bool l_461 = l_460 >= uint(32);
if (l_461) {
const uint l_462 = l_460 & uint(31);
const uint l_463 = l_mut_346 >> l_462;
l_mut_315 = l_463;
l_mut_314 = uint(0);
} else {
const bool l_464 = l_460 > uint(0);
if (l_464) {
l_mut_312 = l_mut_347;
const bool l_465 = l_460 > uint(0);
if (l_465) {
const uint l_466 = l_mut_347 >> l_460;
const uint l_467 = uint(32) - l_460;
const uint l_468 = l_mut_346 << l_467;
const uint l_469 = l_466 | l_468;
l_mut_312 = l_469;
}
const uint l_470 = l_mut_346 >> l_460;
l_mut_315 = l_mut_312;
l_mut_314 = l_470;
}
}
const bool l_471 = l_mut_314 < l_mut_82;
const bool l_472 = l_mut_314 == l_mut_82;
const bool l_473 = l_mut_315 < l_mut_97;
const bool l_474 = l_472 && l_473;
const bool l_475 = l_471 || l_474;
const bool l_476 = !l_475;
if (l_476) {
l_mut_315 = l_mut_97;
l_mut_314 = l_mut_82;
const bool l_477 = l_460 >= uint(32);
if (l_477) {
const uint l_478 = l_460 & uint(31);
const uint l_479 = l_mut_97 << l_478;
l_mut_315 = uint(0);
l_mut_314 = l_479;
} else {
const bool l_480 = l_460 > uint(0);
if (l_480) {
const uint l_481 = l_mut_97 << l_460;
const uint l_482 = l_mut_82 << l_460;
const uint l_483 = uint(32) - l_460;
const uint l_484 = l_mut_97 >> l_483;
const uint l_485 = l_482 | l_484;
l_mut_315 = l_481;
l_mut_314 = l_485;
}
}
const uint l_486 = l_mut_347 - l_mut_315;
const uint l_487 = l_mut_346 - l_mut_314;
const bool l_488 = l_mut_347 < l_mut_315;
const uint l_489 = uint(l_488);
const uint l_490 = l_487 - l_489;
l_mut_347 = l_486;
l_mut_346 = l_490;
const uint l_491 = uint(1) << l_460;
l_mut_320 = l_mut_320 | l_491;
}
}
const uint l_492 = min(l_mut_320, l_77);
l_mut_320 = l_492;
const bool l_493 = l_mut_346 < l_mut_82;
const bool l_494 = l_mut_346 == l_mut_82;
const bool l_495 = l_mut_347 < l_mut_97;
const bool l_496 = l_494 && l_495;
const bool l_497 = l_493 || l_496;
const bool l_498 = !l_497;
if (l_498) {
l_mut_320 = l_77;
}
l_mut_352 = l_mut_320;
}
} else {
l_mut_347 = l_mut_109;
l_mut_346 = l_mut_103;
while (true) {
const bool l_499 = l_mut_82 < l_mut_346;
const bool l_500 = l_mut_82 == l_mut_346;
const bool l_501 = l_mut_97 < l_mut_347;
const bool l_502 = l_500 && l_501;
const bool l_503 = l_499 || l_502;
const uint l_504 = l_mut_352 * l_mut_293;
const uint l_505 = l_mut_294 + l_504;
const uint l_506 = l_505 + l_mut_293;
const bool l_507 = l_506 < l_77;
const bool l_508 = l_503 && l_507;
const bool l_509 = !l_508;
if (l_509) {
break;}
const uint l_510 = l_mut_347 - l_mut_97;
const uint l_511 = l_mut_346 - l_mut_82;
const bool l_512 = l_mut_347 < l_mut_97;
const uint l_513 = uint(l_512);
const uint l_514 = l_511 - l_513;
l_mut_347 = l_510;
l_mut_346 = l_514;
l_mut_352 = l_mut_352 + uint(1);
}
}
}
const uint l_515 = l_mut_293 + l_mut_294;
const uint l_516 = l_mut_352 * l_mut_293;
const uint l_517 = l_515 + l_516;
const bool l_518 = l_517 >= l_77;
if (l_518) {
l_mut_295 = bool(true);
l_mut_302 = bool(false);
} else {
const uint l_519 = l_mut_97 * l_mut_352;
const uint l_520 = __umulhi(l_mut_97, l_mut_352);
const uint l_521 = l_mut_82 * l_mut_352;
const uint l_522 = l_520 + l_521;
const uint l_523 = l_mut_109 - l_519;
const uint l_524 = l_mut_103 - l_522;
const bool l_525 = l_mut_109 < l_519;
const uint l_526 = uint(l_525);
const uint l_527 = l_524 - l_526;
l_mut_109 = l_523;
l_mut_103 = l_527;
const uint l_528 = l_mut_352 * l_mut_293;
l_mut_294 = l_mut_294 + l_528;
const uint l_529 = l_mut_97 - l_mut_109;
const uint l_530 = l_mut_82 - l_mut_103;
const bool l_531 = l_mut_97 < l_mut_109;
const uint l_532 = uint(l_531);
const uint l_533 = l_530 - l_532;
l_mut_97 = l_529;
l_mut_82 = l_533;
l_mut_293 = l_mut_293 + l_mut_294;
}
}
}
}
const bool l_534 = !l_mut_295;
if (l_534) {
const uint l_535 = l_37 * uint(8);
const uint l_536 = l_535 + l_38;
const uint l_679 = info.static_meta[uint(6)];
const uint l_680 = l_679 * uint(1);
const uint l_681 = l_680 - uint(1);
const uint l_682 = min(uint(1), l_681);
device atomic_uint* l_683 = &buffer_6[l_682];
atomic_uint* l_537 = l_683;
const uint l_538 = atomic_fetch_add_explicit(l_537, uint(1), memory_order_relaxed);
const uint l_539 = info.static_meta[uint(12)];
const bool l_540 = l_538 < l_539;
if (l_540) {
const uint l_684 = info.static_meta[uint(5)];
const uint l_685 = l_684 * uint(1);
const bool l_686 = l_538 < l_685;
if (l_686) {
buffer_5[l_538] = l_536;
}
}
}
}
}

}
