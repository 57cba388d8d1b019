
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
void phase3(
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
uint l_mut_110;
uint l_mut_116;
uint l_mut_122;
uint l_mut_184;
uint l_mut_190;
uint l_mut_240;
uint l_mut_246;
uint l_mut_46;
uint l_mut_88;
uint l_mut_89;
uint l_mut_94;
uint l_mut_95;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_608 = info.static_meta[uint(6)];
const uint l_609 = l_608 * uint(1);
const uint l_610 = l_609 - uint(1);
const uint l_611 = min(uint(3), l_610);
device atomic_uint* l_612 = &buffer_6[l_611];
atomic_uint* l_1 = l_612;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_552 = info.static_meta[uint(3)];
const uint l_553 = l_552 * uint(1);
const bool l_554 = l_3 < l_553;
const uint l_555 = l_553 - uint(1);
const uint l_556 = min(l_3, l_555);
const uint l_557 = buffer_3[l_556];
const uint l_558 = (l_554) ? l_557 : uint(0);
const uint l_4 = l_558;
const uint l_5 = uint(2) * uint(0);
const uint l_6 = l_5 + uint(1);
const uint l_559 = info.static_meta[uint(3)];
const uint l_560 = l_559 * uint(1);
const bool l_561 = l_6 < l_560;
const uint l_562 = l_560 - uint(1);
const uint l_563 = min(l_6, l_562);
const uint l_564 = buffer_3[l_563];
const uint l_565 = (l_561) ? l_564 : uint(0);
const uint l_7 = l_565;
const uint l_8 = uint(2) * uint(1);
const uint l_566 = info.static_meta[uint(3)];
const uint l_567 = l_566 * uint(1);
const bool l_568 = l_8 < l_567;
const uint l_569 = l_567 - uint(1);
const uint l_570 = min(l_8, l_569);
const uint l_571 = buffer_3[l_570];
const uint l_572 = (l_568) ? l_571 : uint(0);
const uint l_9 = l_572;
const uint l_10 = uint(2) * uint(1);
const uint l_11 = l_10 + uint(1);
const uint l_573 = info.static_meta[uint(3)];
const uint l_574 = l_573 * uint(1);
const bool l_575 = l_11 < l_574;
const uint l_576 = l_574 - uint(1);
const uint l_577 = min(l_11, l_576);
const uint l_578 = buffer_3[l_577];
const uint l_579 = (l_575) ? l_578 : uint(0);
const uint l_12 = l_579;
const uint l_13 = uint(2) * uint(2);
const uint l_580 = info.static_meta[uint(3)];
const uint l_581 = l_580 * uint(1);
const bool l_582 = l_13 < l_581;
const uint l_583 = l_581 - uint(1);
const uint l_584 = min(l_13, l_583);
const uint l_585 = buffer_3[l_584];
const uint l_586 = (l_582) ? l_585 : uint(0);
const uint l_14 = l_586;
const uint l_15 = uint(2) * uint(2);
const uint l_16 = l_15 + uint(1);
const uint l_587 = info.static_meta[uint(3)];
const uint l_588 = l_587 * uint(1);
const bool l_589 = l_16 < l_588;
const uint l_590 = l_588 - uint(1);
const uint l_591 = min(l_16, l_590);
const uint l_592 = buffer_3[l_591];
const uint l_593 = (l_589) ? l_592 : uint(0);
const uint l_17 = l_593;
const uint l_18 = uint(2) * uint(3);
const uint l_594 = info.static_meta[uint(3)];
const uint l_595 = l_594 * uint(1);
const bool l_596 = l_18 < l_595;
const uint l_597 = l_595 - uint(1);
const uint l_598 = min(l_18, l_597);
const uint l_599 = buffer_3[l_598];
const uint l_600 = (l_596) ? l_599 : uint(0);
const uint l_19 = l_600;
const uint l_20 = uint(2) * uint(3);
const uint l_21 = l_20 + uint(1);
const uint l_601 = info.static_meta[uint(3)];
const uint l_602 = l_601 * uint(1);
const bool l_603 = l_21 < l_602;
const uint l_604 = l_602 - uint(1);
const uint l_605 = min(l_21, l_604);
const uint l_606 = buffer_3[l_605];
const uint l_607 = (l_603) ? l_606 : uint(0);
const uint l_22 = l_607;
const uint l_23 = l_4 / uint(8);
const uint l_24 = l_23 + uint(64);
const uint l_25 = l_24 - uint(1);
const uint l_26 = l_25 / uint(64);
const uint l_27 = info.static_meta[uint(11)];
const uint l_28 = l_27 * l_26;
const bool l_29 = thread_index_in_grid < l_28;
if (l_29) {
const uint l_30 = thread_index_in_grid / l_26;
const uint l_613 = info.static_meta[uint(4)];
const uint l_614 = l_613 * uint(1);
const bool l_615 = l_30 < l_614;
const uint l_616 = l_614 - uint(1);
const uint l_617 = min(l_30, l_616);
const uint l_618 = buffer_4[l_617];
const uint l_619 = (l_615) ? l_618 : uint(0);
const uint l_31 = l_619;
const uint l_32 = l_31 / uint(8);
const uint l_33 = l_31 % uint(8);
const uint l_34 = l_33 * l_23;
const uint l_35 = thread_index_in_grid % l_26;
const uint l_36 = l_35 * uint(64);
const uint l_37 = l_34 + l_36;
const uint l_38 = l_37 + uint(64);
const uint l_39 = l_33 + uint(1);
const uint l_40 = l_39 * l_23;
const uint l_41 = min(l_38, l_40);
const uint l_42 = l_32 * l_4;
const uint l_43 = __umulhi(l_32, l_4);
const uint l_44 = uint(0) * l_4;
const uint l_45 = l_43 + l_44;
l_mut_46 = uint(0);
const bool l_47 = l_45 < l_22;
const bool l_48 = l_45 == l_22;
const bool l_49 = l_42 < l_19;
const bool l_50 = l_48 && l_49;
const bool l_51 = l_47 || l_50;
if (l_51) {
const uint l_52 = l_19 - l_42;
const uint l_53 = l_22 - l_45;
const bool l_54 = l_19 < l_42;
const uint l_55 = uint(l_54);
const uint l_56 = l_53 - l_55;
l_mut_46 = l_4;
const bool l_57 = l_56 < uint(0);
const bool l_58 = l_56 == uint(0);
const bool l_59 = l_52 < l_4;
const bool l_60 = l_58 && l_59;
const bool l_61 = l_57 || l_60;
if (l_61) {
l_mut_46 = l_52;
}
}
const uint l_62 = min(l_41, l_mut_46);
const uint l_63 = uint(2) * l_32;
const uint l_620 = info.static_meta[uint(0)];
const uint l_621 = l_620 * uint(1);
const bool l_622 = l_63 < l_621;
const uint l_623 = l_621 - uint(1);
const uint l_624 = min(l_63, l_623);
const uint l_625 = buffer_0[l_624];
const uint l_626 = (l_622) ? l_625 : uint(0);
const uint l_64 = l_626;
const uint l_65 = uint(2) * l_32;
const uint l_66 = l_65 + uint(1);
const uint l_627 = info.static_meta[uint(0)];
const uint l_628 = l_627 * uint(1);
const bool l_629 = l_66 < l_628;
const uint l_630 = l_628 - uint(1);
const uint l_631 = min(l_66, l_630);
const uint l_632 = buffer_0[l_631];
const uint l_633 = (l_629) ? l_632 : uint(0);
const uint l_67 = l_633;
const uint l_68 = uint(2) * l_32;
const uint l_634 = info.static_meta[uint(1)];
const uint l_635 = l_634 * uint(1);
const bool l_636 = l_68 < l_635;
const uint l_637 = l_635 - uint(1);
const uint l_638 = min(l_68, l_637);
const uint l_639 = buffer_1[l_638];
const uint l_640 = (l_636) ? l_639 : uint(0);
const uint l_69 = l_640;
const uint l_70 = uint(2) * l_32;
const uint l_71 = l_70 + uint(1);
const uint l_641 = info.static_meta[uint(1)];
const uint l_642 = l_641 * uint(1);
const bool l_643 = l_71 < l_642;
const uint l_644 = l_642 - uint(1);
const uint l_645 = min(l_71, l_644);
const uint l_646 = buffer_1[l_645];
const uint l_647 = (l_643) ? l_646 : uint(0);
const uint l_72 = l_647;
const uint l_73 = uint(2) * l_32;
const uint l_648 = info.static_meta[uint(2)];
const uint l_649 = l_648 * uint(1);
const bool l_650 = l_73 < l_649;
const uint l_651 = l_649 - uint(1);
const uint l_652 = min(l_73, l_651);
const uint l_653 = buffer_2[l_652];
const uint l_654 = (l_650) ? l_653 : uint(0);
const uint l_74 = l_654;
const uint l_75 = uint(2) * l_32;
const uint l_76 = l_75 + uint(1);
const uint l_655 = info.static_meta[uint(2)];
const uint l_656 = l_655 * uint(1);
const bool l_657 = l_76 < l_656;
const uint l_658 = l_656 - uint(1);
const uint l_659 = min(l_76, l_658);
const uint l_660 = buffer_2[l_659];
const uint l_661 = (l_657) ? l_660 : uint(0);
const uint l_77 = l_661;
l_mut_46 = uint(0);

for (uint l_mut_78 = l_37; l_mut_78 < l_62; ++l_mut_78) {
const uint l_79 = l_64 * l_mut_78;
const uint l_80 = __umulhi(l_64, l_mut_78);
const uint l_81 = l_67 * l_mut_78;
const uint l_82 = l_80 + l_81;
const uint l_83 = l_69 + l_79;
const uint l_84 = l_72 + l_82;
const bool l_85 = l_83 < l_69;
const uint l_86 = uint(l_85);
const uint l_87 = l_84 + l_86;
l_mut_88 = uint(0);
l_mut_89 = uint(0);
const bool l_90 = l_mut_78 < uint(65536);
if (l_90) {
const uint l_91 = l_mut_78 * l_mut_78;
const uint l_92 = l_77 >> uint(31);
const bool l_93 = l_92 == uint(1);
l_mut_94 = l_74;
l_mut_95 = l_77;
if (l_93) {
const uint l_96 = uint(0) - l_74;
const uint l_97 = uint(0) - l_77;
const bool l_98 = uint(0) < l_74;
const uint l_99 = uint(l_98);
const uint l_100 = l_97 - l_99;
l_mut_94 = l_96;
l_mut_95 = l_100;
}
const uint l_101 = l_mut_94 * l_91;
const uint l_102 = l_mut_95 * l_91;
const uint l_103 = __umulhi(l_mut_94, l_91);
const uint l_104 = l_103 + l_102;
const uint l_105 = __umulhi(l_mut_95, l_91);
const bool l_106 = l_104 < l_102;
const uint l_107 = uint(l_106);
const uint l_108 = l_105 + l_107;
const uint l_109 = l_9 % uint(32);
l_mut_110 = l_101;
const bool l_111 = l_109 > uint(0);
if (l_111) {
const uint l_112 = l_101 >> l_109;
const uint l_113 = uint(32) - l_109;
const uint l_114 = l_104 << l_113;
const uint l_115 = l_112 | l_114;
l_mut_110 = l_115;
}
l_mut_116 = l_104;
const bool l_117 = l_109 > uint(0);
if (l_117) {
const uint l_118 = l_104 >> l_109;
const uint l_119 = uint(32) - l_109;
const uint l_120 = l_108 << l_119;
const uint l_121 = l_118 | l_120;
l_mut_116 = l_121;
}
l_mut_122 = l_mut_110;
l_mut_110 = l_mut_116;
const bool l_123 = l_9 >= uint(64);
if (l_123) {
l_mut_122 = l_108;
l_mut_110 = uint(0);
} else {
const bool l_124 = l_9 >= uint(32);
if (l_124) {
l_mut_116 = l_104;
const bool l_125 = l_109 > uint(0);
if (l_125) {
const uint l_126 = l_104 >> l_109;
const uint l_127 = uint(32) - l_109;
const uint l_128 = l_108 << l_127;
const uint l_129 = l_126 | l_128;
l_mut_116 = l_129;
}
const uint l_130 = l_108 >> l_109;
l_mut_122 = l_mut_116;
l_mut_110 = l_130;
}
}
l_mut_116 = l_mut_122;
l_mut_122 = l_mut_110;
if (l_93) {
const uint l_131 = uint(0) - l_mut_116;
const uint l_132 = uint(0) - l_mut_122;
const bool l_133 = uint(0) < l_mut_116;
const uint l_134 = uint(l_133);
const uint l_135 = l_132 - l_134;
l_mut_116 = l_131;
l_mut_122 = l_135;
}
l_mut_88 = l_mut_116;
l_mut_89 = l_mut_122;
} else {
const uint l_136 = l_77 >> uint(31);
const bool l_137 = l_136 == uint(1);
l_mut_122 = l_74;
l_mut_116 = l_77;
if (l_137) {
const uint l_138 = uint(0) - l_74;
const uint l_139 = uint(0) - l_77;
const bool l_140 = uint(0) < l_74;
const uint l_141 = uint(l_140);
const uint l_142 = l_139 - l_141;
l_mut_122 = l_138;
l_mut_116 = l_142;
}
const uint l_143 = l_mut_122 * l_mut_78;
const uint l_144 = l_mut_116 * l_mut_78;
const uint l_145 = __umulhi(l_mut_122, l_mut_78);
const uint l_146 = l_145 + l_144;
const uint l_147 = __umulhi(l_mut_116, l_mut_78);
const bool l_148 = l_146 < l_144;
const uint l_149 = uint(l_148);
const uint l_150 = l_147 + l_149;
const uint l_151 = uint(0) % uint(32);
l_mut_110 = l_143;
const bool l_152 = l_151 > uint(0);
if (l_152) {
const uint l_153 = l_143 >> l_151;
const uint l_154 = uint(32) - l_151;
const uint l_155 = l_146 << l_154;
const uint l_156 = l_153 | l_155;
l_mut_110 = l_156;
}
l_mut_95 = l_146;
const bool l_157 = l_151 > uint(0);
if (l_157) {
const uint l_158 = l_146 >> l_151;
const uint l_159 = uint(32) - l_151;
const uint l_160 = l_150 << l_159;
const uint l_161 = l_158 | l_160;
l_mut_95 = l_161;
}
l_mut_94 = l_mut_110;
l_mut_110 = l_mut_95;
const bool l_162 = uint(0) >= uint(64);
if (l_162) {
l_mut_94 = l_150;
l_mut_110 = uint(0);
} else {
const bool l_163 = uint(0) >= uint(32);
if (l_163) {
l_mut_95 = l_146;
const bool l_164 = l_151 > uint(0);
if (l_164) {
const uint l_165 = l_146 >> l_151;
const uint l_166 = uint(32) - l_151;
const uint l_167 = l_150 << l_166;
const uint l_168 = l_165 | l_167;
l_mut_95 = l_168;
}
const uint l_169 = l_150 >> l_151;
l_mut_94 = l_mut_95;
l_mut_110 = l_169;
}
}
const uint l_170 = l_mut_122 * l_mut_78;
const uint l_171 = l_mut_116 * l_mut_78;
const uint l_172 = __umulhi(l_mut_122, l_mut_78);
const uint l_173 = l_172 + l_171;
const uint l_174 = __umulhi(l_mut_116, l_mut_78);
const bool l_175 = l_173 < l_171;
const uint l_176 = uint(l_175);
const uint l_177 = l_174 + l_176;
const uint l_178 = uint(64) % uint(32);
l_mut_95 = l_170;
const bool l_179 = l_178 > uint(0);
if (l_179) {
const uint l_180 = l_170 >> l_178;
const uint l_181 = uint(32) - l_178;
const uint l_182 = l_173 << l_181;
const uint l_183 = l_180 | l_182;
l_mut_95 = l_183;
}
l_mut_184 = l_173;
const bool l_185 = l_178 > uint(0);
if (l_185) {
const uint l_186 = l_173 >> l_178;
const uint l_187 = uint(32) - l_178;
const uint l_188 = l_177 << l_187;
const uint l_189 = l_186 | l_188;
l_mut_184 = l_189;
}
l_mut_190 = l_mut_95;
l_mut_95 = l_mut_184;
const bool l_191 = uint(64) >= uint(64);
if (l_191) {
l_mut_190 = l_177;
l_mut_95 = uint(0);
} else {
const bool l_192 = uint(64) >= uint(32);
if (l_192) {
l_mut_184 = l_173;
const bool l_193 = l_178 > uint(0);
if (l_193) {
const uint l_194 = l_173 >> l_178;
const uint l_195 = uint(32) - l_178;
const uint l_196 = l_177 << l_195;
const uint l_197 = l_194 | l_196;
l_mut_184 = l_197;
}
const uint l_198 = l_177 >> l_178;
l_mut_190 = l_mut_184;
l_mut_95 = l_198;
}
}
const uint l_199 = l_mut_94 * l_mut_78;
const uint l_200 = l_mut_110 * l_mut_78;
const uint l_201 = __umulhi(l_mut_94, l_mut_78);
const uint l_202 = l_201 + l_200;
const uint l_203 = __umulhi(l_mut_110, l_mut_78);
const bool l_204 = l_202 < l_200;
const uint l_205 = uint(l_204);
const uint l_206 = l_203 + l_205;
const uint l_207 = uint(0) % uint(32);
l_mut_184 = l_199;
const bool l_208 = l_207 > uint(0);
if (l_208) {
const uint l_209 = l_199 >> l_207;
const uint l_210 = uint(32) - l_207;
const uint l_211 = l_202 << l_210;
const uint l_212 = l_209 | l_211;
l_mut_184 = l_212;
}
l_mut_122 = l_202;
const bool l_213 = l_207 > uint(0);
if (l_213) {
const uint l_214 = l_202 >> l_207;
const uint l_215 = uint(32) - l_207;
const uint l_216 = l_206 << l_215;
const uint l_217 = l_214 | l_216;
l_mut_122 = l_217;
}
l_mut_116 = l_mut_184;
l_mut_184 = l_mut_122;
const bool l_218 = uint(0) >= uint(64);
if (l_218) {
l_mut_116 = l_206;
l_mut_184 = uint(0);
} else {
const bool l_219 = uint(0) >= uint(32);
if (l_219) {
l_mut_122 = l_202;
const bool l_220 = l_207 > uint(0);
if (l_220) {
const uint l_221 = l_202 >> l_207;
const uint l_222 = uint(32) - l_207;
const uint l_223 = l_206 << l_222;
const uint l_224 = l_221 | l_223;
l_mut_122 = l_224;
}
const uint l_225 = l_206 >> l_207;
l_mut_116 = l_mut_122;
l_mut_184 = l_225;
}
}
const uint l_226 = l_mut_94 * l_mut_78;
const uint l_227 = l_mut_110 * l_mut_78;
const uint l_228 = __umulhi(l_mut_94, l_mut_78);
const uint l_229 = l_228 + l_227;
const uint l_230 = __umulhi(l_mut_110, l_mut_78);
const bool l_231 = l_229 < l_227;
const uint l_232 = uint(l_231);
const uint l_233 = l_230 + l_232;
const uint l_234 = uint(64) % uint(32);
l_mut_122 = l_226;
const bool l_235 = l_234 > uint(0);
if (l_235) {
const uint l_236 = l_226 >> l_234;
const uint l_237 = uint(32) - l_234;
const uint l_238 = l_229 << l_237;
const uint l_239 = l_236 | l_238;
l_mut_122 = l_239;
}
l_mut_240 = l_229;
const bool l_241 = l_234 > uint(0);
if (l_241) {
const uint l_242 = l_229 >> l_234;
const uint l_243 = uint(32) - l_234;
const uint l_244 = l_233 << l_243;
const uint l_245 = l_242 | l_244;
l_mut_240 = l_245;
}
l_mut_246 = l_mut_122;
l_mut_122 = l_mut_240;
const bool l_247 = uint(64) >= uint(64);
if (l_247) {
l_mut_246 = l_233;
l_mut_122 = uint(0);
} else {
const bool l_248 = uint(64) >= uint(32);
if (l_248) {
l_mut_240 = l_229;
const bool l_249 = l_234 > uint(0);
if (l_249) {
const uint l_250 = l_229 >> l_234;
const uint l_251 = uint(32) - l_234;
const uint l_252 = l_233 << l_251;
const uint l_253 = l_250 | l_252;
l_mut_240 = l_253;
}
const uint l_254 = l_233 >> l_234;
l_mut_246 = l_mut_240;
l_mut_122 = l_254;
}
}
const uint l_255 = l_mut_190 * l_mut_78;
const uint l_256 = __umulhi(l_mut_190, l_mut_78);
const uint l_257 = l_mut_95 * l_mut_78;
const uint l_258 = l_256 + l_257;
const uint l_259 = l_mut_246 + l_255;
const uint l_260 = l_mut_122 + l_258;
const bool l_261 = l_259 < l_mut_246;
const uint l_262 = uint(l_261);
const uint l_263 = l_260 + l_262;
l_mut_88 = l_mut_116;
l_mut_89 = l_mut_184;
const bool l_264 = l_9 == uint(64);
if (l_264) {
l_mut_88 = l_259;
l_mut_89 = l_263;
} else {
const bool l_265 = l_9 > uint(0);
if (l_265) {
const uint l_266 = uint(64) - l_9;
l_mut_246 = l_259;
l_mut_240 = l_263;
const bool l_267 = l_266 >= uint(32);
if (l_267) {
const uint l_268 = l_266 & uint(31);
const uint l_269 = l_259 << l_268;
l_mut_246 = uint(0);
l_mut_240 = l_269;
} else {
const bool l_270 = l_266 > uint(0);
if (l_270) {
const uint l_271 = l_259 << l_266;
const uint l_272 = l_263 << l_266;
const uint l_273 = uint(32) - l_266;
const uint l_274 = l_259 >> l_273;
const uint l_275 = l_272 | l_274;
l_mut_246 = l_271;
l_mut_240 = l_275;
}
}
l_mut_190 = l_mut_116;
l_mut_122 = l_mut_184;
const bool l_276 = l_9 >= uint(32);
if (l_276) {
const uint l_277 = l_9 & uint(31);
const uint l_278 = l_mut_184 >> l_277;
l_mut_190 = l_278;
l_mut_122 = uint(0);
} else {
const bool l_279 = l_9 > uint(0);
if (l_279) {
l_mut_110 = l_mut_116;
const bool l_280 = l_9 > uint(0);
if (l_280) {
const uint l_281 = l_mut_116 >> l_9;
const uint l_282 = uint(32) - l_9;
const uint l_283 = l_mut_184 << l_282;
const uint l_284 = l_281 | l_283;
l_mut_110 = l_284;
}
const uint l_285 = l_mut_184 >> l_9;
l_mut_190 = l_mut_110;
l_mut_122 = l_285;
}
}
const uint l_286 = l_mut_246 + l_mut_190;
const uint l_287 = l_mut_240 + l_mut_122;
const bool l_288 = l_286 < l_mut_246;
const uint l_289 = uint(l_288);
const uint l_290 = l_287 + l_289;
l_mut_88 = l_286;
l_mut_89 = l_290;
}
}
if (l_137) {
const uint l_291 = uint(0) - l_mut_88;
const uint l_292 = uint(0) - l_mut_89;
const bool l_293 = uint(0) < l_mut_88;
const uint l_294 = uint(l_293);
const uint l_295 = l_292 - l_294;
l_mut_88 = l_291;
l_mut_89 = l_295;
}
}
const uint l_296 = l_83 + l_mut_88;
const uint l_297 = l_87 + l_mut_89;
const bool l_298 = l_296 < l_83;
const uint l_299 = uint(l_298);
const uint l_300 = l_297 + l_299;
const uint l_301 = uint(0) - l_296;
const uint l_302 = uint(0) - l_300;
const bool l_303 = uint(0) < l_296;
const uint l_304 = uint(l_303);
const uint l_305 = l_302 - l_304;
l_mut_246 = l_301;
l_mut_240 = l_305;
const bool l_306 = l_300 < l_mut_240;
const bool l_307 = l_300 == l_mut_240;
const bool l_308 = l_296 < l_mut_246;
const bool l_309 = l_307 && l_308;
const bool l_310 = l_306 || l_309;
if (l_310) {
l_mut_246 = l_296;
l_mut_240 = l_300;
}
const bool l_311 = l_mut_240 < l_17;
const bool l_312 = l_mut_240 == l_17;
const bool l_313 = l_mut_246 < l_14;
const bool l_314 = l_312 && l_313;
const bool l_315 = l_311 || l_314;
const uint l_316 = uint(l_315);
l_mut_46 = l_mut_46 + l_316;
}
const bool l_317 = l_mut_46 > uint(0);
if (l_317) {
const uint l_662 = info.static_meta[uint(6)];
const uint l_663 = l_662 * uint(1);
const uint l_664 = l_663 - uint(1);
const uint l_665 = min(uint(2), l_664);
device atomic_uint* l_666 = &buffer_6[l_665];
atomic_uint* l_318 = l_666;
const uint l_319 = atomic_fetch_add_explicit(l_318, l_mut_46, memory_order_relaxed);
l_mut_246 = l_319;

for (uint l_mut_320 = l_37; l_mut_320 < l_62; ++l_mut_320) {
const uint l_321 = l_64 * l_mut_320;
const uint l_322 = __umulhi(l_64, l_mut_320);
const uint l_323 = l_67 * l_mut_320;
const uint l_324 = l_322 + l_323;
const uint l_325 = l_69 + l_321;
const uint l_326 = l_72 + l_324;
const bool l_327 = l_325 < l_69;
const uint l_328 = uint(l_327);
const uint l_329 = l_326 + l_328;
l_mut_240 = uint(0);
l_mut_190 = uint(0);
const bool l_330 = l_mut_320 < uint(65536);
if (l_330) {
const uint l_331 = l_mut_320 * l_mut_320;
const uint l_332 = l_77 >> uint(31);
const bool l_333 = l_332 == uint(1);
l_mut_184 = l_74;
l_mut_122 = l_77;
if (l_333) {
const uint l_334 = uint(0) - l_74;
const uint l_335 = uint(0) - l_77;
const bool l_336 = uint(0) < l_74;
const uint l_337 = uint(l_336);
const uint l_338 = l_335 - l_337;
l_mut_184 = l_334;
l_mut_122 = l_338;
}
const uint l_339 = l_mut_184 * l_331;
const uint l_340 = l_mut_122 * l_331;
const uint l_341 = __umulhi(l_mut_184, l_331);
const uint l_342 = l_341 + l_340;
const uint l_343 = __umulhi(l_mut_122, l_331);
const bool l_344 = l_342 < l_340;
const uint l_345 = uint(l_344);
const uint l_346 = l_343 + l_345;
const uint l_347 = l_9 % uint(32);
l_mut_116 = l_339;
const bool l_348 = l_347 > uint(0);
if (l_348) {
const uint l_349 = l_339 >> l_347;
const uint l_350 = uint(32) - l_347;
const uint l_351 = l_342 << l_350;
const uint l_352 = l_349 | l_351;
l_mut_116 = l_352;
}
l_mut_110 = l_342;
const bool l_353 = l_347 > uint(0);
if (l_353) {
const uint l_354 = l_342 >> l_347;
const uint l_355 = uint(32) - l_347;
const uint l_356 = l_346 << l_355;
const uint l_357 = l_354 | l_356;
l_mut_110 = l_357;
}
l_mut_95 = l_mut_116;
l_mut_116 = l_mut_110;
const bool l_358 = l_9 >= uint(64);
if (l_358) {
l_mut_95 = l_346;
l_mut_116 = uint(0);
} else {
const bool l_359 = l_9 >= uint(32);
if (l_359) {
l_mut_110 = l_342;
const bool l_360 = l_347 > uint(0);
if (l_360) {
const uint l_361 = l_342 >> l_347;
const uint l_362 = uint(32) - l_347;
const uint l_363 = l_346 << l_362;
const uint l_364 = l_361 | l_363;
l_mut_110 = l_364;
}
const uint l_365 = l_346 >> l_347;
l_mut_95 = l_mut_110;
l_mut_116 = l_365;
}
}
l_mut_184 = l_mut_95;
l_mut_122 = l_mut_116;
if (l_333) {
const uint l_366 = uint(0) - l_mut_184;
const uint l_367 = uint(0) - l_mut_122;
const bool l_368 = uint(0) < l_mut_184;
const uint l_369 = uint(l_368);
const uint l_370 = l_367 - l_369;
l_mut_184 = l_366;
l_mut_122 = l_370;
}
l_mut_240 = l_mut_184;
l_mut_190 = l_mut_122;
} else {
const uint l_371 = l_77 >> uint(31);
const bool l_372 = l_371 == uint(1);
l_mut_184 = l_74;
l_mut_122 = l_77;
if (l_372) {
const uint l_373 = uint(0) - l_74;
const uint l_374 = uint(0) - l_77;
const bool l_375 = uint(0) < l_74;
const uint l_376 = uint(l_375);
const uint l_377 = l_374 - l_376;
l_mut_184 = l_373;
l_mut_122 = l_377;
}
const uint l_378 = l_mut_184 * l_mut_320;
const uint l_379 = l_mut_122 * l_mut_320;
const uint l_380 = __umulhi(l_mut_184, l_mut_320);
const uint l_381 = l_380 + l_379;
const uint l_382 = __umulhi(l_mut_122, l_mut_320);
const bool l_383 = l_381 < l_379;
const uint l_384 = uint(l_383);
const uint l_385 = l_382 + l_384;
const uint l_386 = uint(0) % uint(32);
l_mut_116 = l_378;
const bool l_387 = l_386 > uint(0);
if (l_387) {
const uint l_388 = l_378 >> l_386;
const uint l_389 = uint(32) - l_386;
const uint l_390 = l_381 << l_389;
const uint l_391 = l_388 | l_390;
l_mut_116 = l_391;
}
l_mut_110 = l_381;
const bool l_392 = l_386 > uint(0);
if (l_392) {
const uint l_393 = l_381 >> l_386;
const uint l_394 = uint(32) - l_386;
const uint l_395 = l_385 << l_394;
const uint l_396 = l_393 | l_395;
l_mut_110 = l_396;
}
l_mut_95 = l_mut_116;
l_mut_116 = l_mut_110;
const bool l_397 = uint(0) >= uint(64);
if (l_397) {
l_mut_95 = l_385;
l_mut_116 = uint(0);
} else {
const bool l_398 = uint(0) >= uint(32);
if (l_398) {
l_mut_110 = l_381;
const bool l_399 = l_386 > uint(0);
if (l_399) {
const uint l_400 = l_381 >> l_386;
const uint l_401 = uint(32) - l_386;
const uint l_402 = l_385 << l_401;
const uint l_403 = l_400 | l_402;
l_mut_110 = l_403;
}
const uint l_404 = l_385 >> l_386;
l_mut_95 = l_mut_110;
l_mut_116 = l_404;
}
}
const uint l_405 = l_mut_184 * l_mut_320;
const uint l_406 = l_mut_122 * l_mut_320;
const uint l_407 = __umulhi(l_mut_184, l_mut_320);
const uint l_408 = l_407 + l_406;
const uint l_409 = __umulhi(l_mut_122, l_mut_320);
const bool l_410 = l_408 < l_406;
const uint l_411 = uint(l_410);
const uint l_412 = l_409 + l_411;
const uint l_413 = uint(64) % uint(32);
l_mut_110 = l_405;
const bool l_414 = l_413 > uint(0);
if (l_414) {
const uint l_415 = l_405 >> l_413;
const uint l_416 = uint(32) - l_413;
const uint l_417 = l_408 << l_416;
const uint l_418 = l_415 | l_417;
l_mut_110 = l_418;
}
l_mut_94 = l_408;
const bool l_419 = l_413 > uint(0);
if (l_419) {
const uint l_420 = l_408 >> l_413;
const uint l_421 = uint(32) - l_413;
const uint l_422 = l_412 << l_421;
const uint l_423 = l_420 | l_422;
l_mut_94 = l_423;
}
l_mut_89 = l_mut_110;
l_mut_110 = l_mut_94;
const bool l_424 = uint(64) >= uint(64);
if (l_424) {
l_mut_89 = l_412;
l_mut_110 = uint(0);
} else {
const bool l_425 = uint(64) >= uint(32);
if (l_425) {
l_mut_94 = l_408;
const bool l_426 = l_413 > uint(0);
if (l_426) {
const uint l_427 = l_408 >> l_413;
const uint l_428 = uint(32) - l_413;
const uint l_429 = l_412 << l_428;
const uint l_430 = l_427 | l_429;
l_mut_94 = l_430;
}
const uint l_431 = l_412 >> l_413;
l_mut_89 = l_mut_94;
l_mut_110 = l_431;
}
}
const uint l_432 = l_mut_95 * l_mut_320;
const uint l_433 = l_mut_116 * l_mut_320;
const uint l_434 = __umulhi(l_mut_95, l_mut_320);
const uint l_435 = l_434 + l_433;
const uint l_436 = __umulhi(l_mut_116, l_mut_320);
const bool l_437 = l_435 < l_433;
const uint l_438 = uint(l_437);
const uint l_439 = l_436 + l_438;
const uint l_440 = uint(0) % uint(32);
l_mut_184 = l_432;
const bool l_441 = l_440 > uint(0);
if (l_441) {
const uint l_442 = l_432 >> l_440;
const uint l_443 = uint(32) - l_440;
const uint l_444 = l_435 << l_443;
const uint l_445 = l_442 | l_444;
l_mut_184 = l_445;
}
l_mut_122 = l_435;
const bool l_446 = l_440 > uint(0);
if (l_446) {
const uint l_447 = l_435 >> l_440;
const uint l_448 = uint(32) - l_440;
const uint l_449 = l_439 << l_448;
const uint l_450 = l_447 | l_449;
l_mut_122 = l_450;
}
l_mut_94 = l_mut_184;
l_mut_184 = l_mut_122;
const bool l_451 = uint(0) >= uint(64);
if (l_451) {
l_mut_94 = l_439;
l_mut_184 = uint(0);
} else {
const bool l_452 = uint(0) >= uint(32);
if (l_452) {
l_mut_122 = l_435;
const bool l_453 = l_440 > uint(0);
if (l_453) {
const uint l_454 = l_435 >> l_440;
const uint l_455 = uint(32) - l_440;
const uint l_456 = l_439 << l_455;
const uint l_457 = l_454 | l_456;
l_mut_122 = l_457;
}
const uint l_458 = l_439 >> l_440;
l_mut_94 = l_mut_122;
l_mut_184 = l_458;
}
}
const uint l_459 = l_mut_95 * l_mut_320;
const uint l_460 = l_mut_116 * l_mut_320;
const uint l_461 = __umulhi(l_mut_95, l_mut_320);
const uint l_462 = l_461 + l_460;
const uint l_463 = __umulhi(l_mut_116, l_mut_320);
const bool l_464 = l_462 < l_460;
const uint l_465 = uint(l_464);
const uint l_466 = l_463 + l_465;
const uint l_467 = uint(64) % uint(32);
l_mut_122 = l_459;
const bool l_468 = l_467 > uint(0);
if (l_468) {
const uint l_469 = l_459 >> l_467;
const uint l_470 = uint(32) - l_467;
const uint l_471 = l_462 << l_470;
const uint l_472 = l_469 | l_471;
l_mut_122 = l_472;
}
l_mut_88 = l_462;
const bool l_473 = l_467 > uint(0);
if (l_473) {
const uint l_474 = l_462 >> l_467;
const uint l_475 = uint(32) - l_467;
const uint l_476 = l_466 << l_475;
const uint l_477 = l_474 | l_476;
l_mut_88 = l_477;
}
l_mut_46 = l_mut_122;
l_mut_122 = l_mut_88;
const bool l_478 = uint(64) >= uint(64);
if (l_478) {
l_mut_46 = l_466;
l_mut_122 = uint(0);
} else {
const bool l_479 = uint(64) >= uint(32);
if (l_479) {
l_mut_88 = l_462;
const bool l_480 = l_467 > uint(0);
if (l_480) {
const uint l_481 = l_462 >> l_467;
const uint l_482 = uint(32) - l_467;
const uint l_483 = l_466 << l_482;
const uint l_484 = l_481 | l_483;
l_mut_88 = l_484;
}
const uint l_485 = l_466 >> l_467;
l_mut_46 = l_mut_88;
l_mut_122 = l_485;
}
}
const uint l_486 = l_mut_89 * l_mut_320;
const uint l_487 = __umulhi(l_mut_89, l_mut_320);
const uint l_488 = l_mut_110 * l_mut_320;
const uint l_489 = l_487 + l_488;
const uint l_490 = l_mut_46 + l_486;
const uint l_491 = l_mut_122 + l_489;
const bool l_492 = l_490 < l_mut_46;
const uint l_493 = uint(l_492);
const uint l_494 = l_491 + l_493;
l_mut_240 = l_mut_94;
l_mut_190 = l_mut_184;
const bool l_495 = l_9 == uint(64);
if (l_495) {
l_mut_240 = l_490;
l_mut_190 = l_494;
} else {
const bool l_496 = l_9 > uint(0);
if (l_496) {
const uint l_497 = uint(64) - l_9;
l_mut_122 = l_490;
l_mut_116 = l_494;
const bool l_498 = l_497 >= uint(32);
if (l_498) {
const uint l_499 = l_497 & uint(31);
const uint l_500 = l_490 << l_499;
l_mut_122 = uint(0);
l_mut_116 = l_500;
} else {
const bool l_501 = l_497 > uint(0);
if (l_501) {
const uint l_502 = l_490 << l_497;
const uint l_503 = l_494 << l_497;
const uint l_504 = uint(32) - l_497;
const uint l_505 = l_490 >> l_504;
const uint l_506 = l_503 | l_505;
l_mut_122 = l_502;
l_mut_116 = l_506;
}
}
l_mut_110 = l_mut_94;
l_mut_95 = l_mut_184;
const bool l_507 = l_9 >= uint(32);
if (l_507) {
const uint l_508 = l_9 & uint(31);
const uint l_509 = l_mut_184 >> l_508;
l_mut_110 = l_509;
l_mut_95 = uint(0);
} else {
const bool l_510 = l_9 > uint(0);
if (l_510) {
l_mut_89 = l_mut_94;
const bool l_511 = l_9 > uint(0);
if (l_511) {
const uint l_512 = l_mut_94 >> l_9;
const uint l_513 = uint(32) - l_9;
const uint l_514 = l_mut_184 << l_513;
const uint l_515 = l_512 | l_514;
l_mut_89 = l_515;
}
const uint l_516 = l_mut_184 >> l_9;
l_mut_110 = l_mut_89;
l_mut_95 = l_516;
}
}
const uint l_517 = l_mut_122 + l_mut_110;
const uint l_518 = l_mut_116 + l_mut_95;
const bool l_519 = l_517 < l_mut_122;
const uint l_520 = uint(l_519);
const uint l_521 = l_518 + l_520;
l_mut_240 = l_517;
l_mut_190 = l_521;
}
}
if (l_372) {
const uint l_522 = uint(0) - l_mut_240;
const uint l_523 = uint(0) - l_mut_190;
const bool l_524 = uint(0) < l_mut_240;
const uint l_525 = uint(l_524);
const uint l_526 = l_523 - l_525;
l_mut_240 = l_522;
l_mut_190 = l_526;
}
}
const uint l_527 = l_325 + l_mut_240;
const uint l_528 = l_329 + l_mut_190;
const bool l_529 = l_527 < l_325;
const uint l_530 = uint(l_529);
const uint l_531 = l_528 + l_530;
const uint l_532 = uint(0) - l_527;
const uint l_533 = uint(0) - l_531;
const bool l_534 = uint(0) < l_527;
const uint l_535 = uint(l_534);
const uint l_536 = l_533 - l_535;
l_mut_240 = l_532;
l_mut_190 = l_536;
const bool l_537 = l_531 < l_mut_190;
const bool l_538 = l_531 == l_mut_190;
const bool l_539 = l_527 < l_mut_240;
const bool l_540 = l_538 && l_539;
const bool l_541 = l_537 || l_540;
if (l_541) {
l_mut_240 = l_527;
l_mut_190 = l_531;
}
const bool l_542 = l_mut_190 < l_17;
const bool l_543 = l_mut_190 == l_17;
const bool l_544 = l_mut_240 < l_14;
const bool l_545 = l_543 && l_544;
const bool l_546 = l_542 || l_545;
if (l_546) {
const uint l_547 = l_mut_246 * uint(2);
const uint l_548 = l_547 + uint(1);
const uint l_549 = info.static_meta[uint(12)];
const bool l_550 = l_548 < l_549;
if (l_550) {
const uint l_667 = info.static_meta[uint(5)];
const uint l_668 = l_667 * uint(1);
const bool l_669 = l_547 < l_668;
if (l_669) {
buffer_5[l_547] = l_32;
}
const uint l_551 = l_547 + uint(1);
const uint l_670 = info.static_meta[uint(5)];
const uint l_671 = l_670 * uint(1);
const bool l_672 = l_551 < l_671;
if (l_672) {
buffer_5[l_551] = l_mut_320;
}
}
l_mut_246 = l_mut_246 + uint(1);
}
}
}
}

}
