
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[14];
};

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
bool l_mut_402;
bool l_mut_405;
bool l_mut_493;
bool l_mut_498;
uint l_mut_401;
uint l_mut_414;
uint l_mut_447;
uint l_mut_521;
uint l_mut_522;
uint l_mut_54;
uint64_t l_mut_116;
uint64_t l_mut_149;
uint64_t l_mut_203;
uint64_t l_mut_427;
uint64_t l_mut_444;
uint64_t l_mut_545;
uint64_t l_mut_94;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_645 = info.static_meta[uint(6)];
const uint l_646 = l_645 * uint(1);
const uint l_647 = l_646 - uint(1);
const uint l_648 = min(uint(3), l_647);
device atomic_uint* l_649 = &buffer_6[l_648];
atomic_uint* l_1 = l_649;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = info.static_meta[uint(11)];
const uint l_4 = l_3 * uint(8);
const bool l_5 = thread_index_in_grid < l_4;
if (l_5) {
const uint l_6 = uint(2) * uint(0);
const uint l_650 = info.static_meta[uint(3)];
const uint l_651 = l_650 * uint(1);
const bool l_652 = l_6 < l_651;
const uint l_653 = l_651 - uint(1);
const uint l_654 = min(l_6, l_653);
const uint l_655 = buffer_3[l_654];
const uint l_656 = (l_652) ? l_655 : uint(0);
const uint l_7 = l_656;
const uint64_t l_8 = uint64_t(l_7);
const uint l_9 = uint(2) * uint(0);
const uint l_10 = l_9 + uint(1);
const uint l_657 = info.static_meta[uint(3)];
const uint l_658 = l_657 * uint(1);
const bool l_659 = l_10 < l_658;
const uint l_660 = l_658 - uint(1);
const uint l_661 = min(l_10, l_660);
const uint l_662 = buffer_3[l_661];
const uint l_663 = (l_659) ? l_662 : uint(0);
const uint l_11 = l_663;
const uint64_t l_12 = uint64_t(l_11);
const uint64_t l_13 = l_12 << uint64_t(32);
const uint64_t l_14 = l_8 | l_13;
const uint64_t l_15 = l_14 & uint64_t(4294967295);
const uint l_16 = uint(l_15);
const uint l_17 = uint(2) * uint(1);
const uint l_664 = info.static_meta[uint(3)];
const uint l_665 = l_664 * uint(1);
const bool l_666 = l_17 < l_665;
const uint l_667 = l_665 - uint(1);
const uint l_668 = min(l_17, l_667);
const uint l_669 = buffer_3[l_668];
const uint l_670 = (l_666) ? l_669 : uint(0);
const uint l_18 = l_670;
const uint64_t l_19 = uint64_t(l_18);
const uint l_20 = uint(2) * uint(1);
const uint l_21 = l_20 + uint(1);
const uint l_671 = info.static_meta[uint(3)];
const uint l_672 = l_671 * uint(1);
const bool l_673 = l_21 < l_672;
const uint l_674 = l_672 - uint(1);
const uint l_675 = min(l_21, l_674);
const uint l_676 = buffer_3[l_675];
const uint l_677 = (l_673) ? l_676 : uint(0);
const uint l_22 = l_677;
const uint64_t l_23 = uint64_t(l_22);
const uint64_t l_24 = l_23 << uint64_t(32);
const uint64_t l_25 = l_19 | l_24;
const uint64_t l_26 = l_25 & uint64_t(4294967295);
const uint l_27 = uint(l_26);
const uint l_28 = uint(2) * uint(2);
const uint l_678 = info.static_meta[uint(3)];
const uint l_679 = l_678 * uint(1);
const bool l_680 = l_28 < l_679;
const uint l_681 = l_679 - uint(1);
const uint l_682 = min(l_28, l_681);
const uint l_683 = buffer_3[l_682];
const uint l_684 = (l_680) ? l_683 : uint(0);
const uint l_29 = l_684;
const uint64_t l_30 = uint64_t(l_29);
const uint l_31 = uint(2) * uint(2);
const uint l_32 = l_31 + uint(1);
const uint l_685 = info.static_meta[uint(3)];
const uint l_686 = l_685 * uint(1);
const bool l_687 = l_32 < l_686;
const uint l_688 = l_686 - uint(1);
const uint l_689 = min(l_32, l_688);
const uint l_690 = buffer_3[l_689];
const uint l_691 = (l_687) ? l_690 : uint(0);
const uint l_33 = l_691;
const uint64_t l_34 = uint64_t(l_33);
const uint64_t l_35 = l_34 << uint64_t(32);
const uint64_t l_36 = l_30 | l_35;
const uint l_37 = uint(2) * uint(3);
const uint l_692 = info.static_meta[uint(3)];
const uint l_693 = l_692 * uint(1);
const bool l_694 = l_37 < l_693;
const uint l_695 = l_693 - uint(1);
const uint l_696 = min(l_37, l_695);
const uint l_697 = buffer_3[l_696];
const uint l_698 = (l_694) ? l_697 : uint(0);
const uint l_38 = l_698;
const uint64_t l_39 = uint64_t(l_38);
const uint l_40 = uint(2) * uint(3);
const uint l_41 = l_40 + uint(1);
const uint l_699 = info.static_meta[uint(3)];
const uint l_700 = l_699 * uint(1);
const bool l_701 = l_41 < l_700;
const uint l_702 = l_700 - uint(1);
const uint l_703 = min(l_41, l_702);
const uint l_704 = buffer_3[l_703];
const uint l_705 = (l_701) ? l_704 : uint(0);
const uint l_42 = l_705;
const uint64_t l_43 = uint64_t(l_42);
const uint64_t l_44 = l_43 << uint64_t(32);
const uint64_t l_45 = l_39 | l_44;
const uint l_46 = thread_index_in_grid / uint(8);
const uint l_706 = info.static_meta[uint(4)];
const uint l_707 = l_706 * uint(1);
const bool l_708 = l_46 < l_707;
const uint l_709 = l_707 - uint(1);
const uint l_710 = min(l_46, l_709);
const uint l_711 = buffer_4[l_710];
const uint l_712 = (l_708) ? l_711 : uint(0);
const uint l_47 = l_712;
const uint l_48 = thread_index_in_grid % uint(8);
const uint l_49 = l_16 / uint(8);
const uint l_50 = l_48 * l_49;
const uint64_t l_51 = uint64_t(l_47);
const uint64_t l_52 = uint64_t(l_16);
const uint64_t l_53 = l_51 * l_52;
l_mut_54 = uint(0);
const bool l_55 = l_53 < l_45;
if (l_55) {
const uint64_t l_56 = l_45 - l_53;
l_mut_54 = l_16;
const uint64_t l_57 = uint64_t(l_16);
const bool l_58 = l_56 < l_57;
if (l_58) {
const uint64_t l_59 = l_56 & uint64_t(4294967295);
const uint l_60 = uint(l_59);
l_mut_54 = l_60;
}
}
const bool l_61 = l_50 < l_mut_54;
if (l_61) {
const uint l_62 = uint(2) * l_47;
const uint l_713 = info.static_meta[uint(0)];
const uint l_714 = l_713 * uint(1);
const bool l_715 = l_62 < l_714;
const uint l_716 = l_714 - uint(1);
const uint l_717 = min(l_62, l_716);
const uint l_718 = buffer_0[l_717];
const uint l_719 = (l_715) ? l_718 : uint(0);
const uint l_63 = l_719;
const uint64_t l_64 = uint64_t(l_63);
const uint l_65 = uint(2) * l_47;
const uint l_66 = l_65 + uint(1);
const uint l_720 = info.static_meta[uint(0)];
const uint l_721 = l_720 * uint(1);
const bool l_722 = l_66 < l_721;
const uint l_723 = l_721 - uint(1);
const uint l_724 = min(l_66, l_723);
const uint l_725 = buffer_0[l_724];
const uint l_726 = (l_722) ? l_725 : uint(0);
const uint l_67 = l_726;
const uint64_t l_68 = uint64_t(l_67);
const uint64_t l_69 = l_68 << uint64_t(32);
const uint64_t l_70 = l_64 | l_69;
const uint l_71 = uint(2) * l_47;
const uint l_727 = info.static_meta[uint(1)];
const uint l_728 = l_727 * uint(1);
const bool l_729 = l_71 < l_728;
const uint l_730 = l_728 - uint(1);
const uint l_731 = min(l_71, l_730);
const uint l_732 = buffer_1[l_731];
const uint l_733 = (l_729) ? l_732 : uint(0);
const uint l_72 = l_733;
const uint64_t l_73 = uint64_t(l_72);
const uint l_74 = uint(2) * l_47;
const uint l_75 = l_74 + uint(1);
const uint l_734 = info.static_meta[uint(1)];
const uint l_735 = l_734 * uint(1);
const bool l_736 = l_75 < l_735;
const uint l_737 = l_735 - uint(1);
const uint l_738 = min(l_75, l_737);
const uint l_739 = buffer_1[l_738];
const uint l_740 = (l_736) ? l_739 : uint(0);
const uint l_76 = l_740;
const uint64_t l_77 = uint64_t(l_76);
const uint64_t l_78 = l_77 << uint64_t(32);
const uint64_t l_79 = l_73 | l_78;
const uint l_80 = uint(2) * l_47;
const uint l_741 = info.static_meta[uint(2)];
const uint l_742 = l_741 * uint(1);
const bool l_743 = l_80 < l_742;
const uint l_744 = l_742 - uint(1);
const uint l_745 = min(l_80, l_744);
const uint l_746 = buffer_2[l_745];
const uint l_747 = (l_743) ? l_746 : uint(0);
const uint l_81 = l_747;
const uint64_t l_82 = uint64_t(l_81);
const uint l_83 = uint(2) * l_47;
const uint l_84 = l_83 + uint(1);
const uint l_748 = info.static_meta[uint(2)];
const uint l_749 = l_748 * uint(1);
const bool l_750 = l_84 < l_749;
const uint l_751 = l_749 - uint(1);
const uint l_752 = min(l_84, l_751);
const uint l_753 = buffer_2[l_752];
const uint l_754 = (l_750) ? l_753 : uint(0);
const uint l_85 = l_754;
const uint64_t l_86 = uint64_t(l_85);
const uint64_t l_87 = l_86 << uint64_t(32);
const uint64_t l_88 = l_82 | l_87;
const uint l_89 = l_16 / uint(8);
const uint l_90 = l_48 * l_89;
const uint l_91 = l_90 + l_90;
const uint64_t l_92 = l_88 >> uint64_t(63);
const bool l_93 = l_92 == uint64_t(1);
l_mut_94 = l_88;
if (l_93) {
const uint64_t l_95 = uint64_t(uint(0));
const uint64_t l_96 = l_95 - l_88;
l_mut_94 = l_96;
}
const uint64_t l_97 = uint64_t(l_91);
const uint64_t l_98 = l_mut_94 & uint64_t(4294967295);
const uint64_t l_99 = l_98 * l_97;
const uint64_t l_100 = l_mut_94 >> uint64_t(32);
const uint64_t l_101 = l_100 * l_97;
const uint64_t l_102 = l_101 << uint64_t(32);
const uint64_t l_103 = l_99 + l_102;
const uint64_t l_104 = l_101 >> uint64_t(32);
const bool l_105 = l_103 < l_99;
const uint64_t l_106 = uint64_t(l_105);
const uint64_t l_107 = l_104 + l_106;
l_mut_94 = l_103;
const bool l_108 = l_27 == uint(64);
if (l_108) {
l_mut_94 = l_107;
} else {
const bool l_109 = l_27 > uint(0);
if (l_109) {
const uint l_110 = uint(64) - l_27;
const uint64_t l_111 = uint64_t(l_110);
const uint64_t l_112 = l_107 << l_111;
const uint64_t l_113 = uint64_t(l_27);
const uint64_t l_114 = l_103 >> l_113;
const uint64_t l_115 = l_112 | l_114;
l_mut_94 = l_115;
}
}
l_mut_116 = l_mut_94;
if (l_93) {
const uint64_t l_117 = uint64_t(uint(0));
const uint64_t l_118 = l_117 - l_mut_116;
l_mut_116 = l_118;
}
const uint64_t l_119 = l_70 + l_mut_116;
const uint64_t l_120 = uint64_t(l_90);
const uint64_t l_121 = l_70 * l_120;
const uint64_t l_122 = l_79 + l_121;
const uint64_t l_123 = uint64_t(uint(0));
l_mut_116 = l_123;
const bool l_124 = l_90 < uint(65536);
if (l_124) {
const uint l_125 = l_90 * l_90;
const uint64_t l_126 = l_88 >> uint64_t(63);
const bool l_127 = l_126 == uint64_t(1);
l_mut_94 = l_88;
if (l_127) {
const uint64_t l_128 = uint64_t(uint(0));
const uint64_t l_129 = l_128 - l_88;
l_mut_94 = l_129;
}
const uint64_t l_130 = uint64_t(l_125);
const uint64_t l_131 = l_mut_94 & uint64_t(4294967295);
const uint64_t l_132 = l_131 * l_130;
const uint64_t l_133 = l_mut_94 >> uint64_t(32);
const uint64_t l_134 = l_133 * l_130;
const uint64_t l_135 = l_134 << uint64_t(32);
const uint64_t l_136 = l_132 + l_135;
const uint64_t l_137 = l_134 >> uint64_t(32);
const bool l_138 = l_136 < l_132;
const uint64_t l_139 = uint64_t(l_138);
const uint64_t l_140 = l_137 + l_139;
l_mut_94 = l_136;
const bool l_141 = l_27 == uint(64);
if (l_141) {
l_mut_94 = l_140;
} else {
const bool l_142 = l_27 > uint(0);
if (l_142) {
const uint l_143 = uint(64) - l_27;
const uint64_t l_144 = uint64_t(l_143);
const uint64_t l_145 = l_140 << l_144;
const uint64_t l_146 = uint64_t(l_27);
const uint64_t l_147 = l_136 >> l_146;
const uint64_t l_148 = l_145 | l_147;
l_mut_94 = l_148;
}
}
l_mut_149 = l_mut_94;
if (l_127) {
const uint64_t l_150 = uint64_t(uint(0));
const uint64_t l_151 = l_150 - l_mut_149;
l_mut_149 = l_151;
}
l_mut_116 = l_mut_149;
} else {
const uint64_t l_152 = l_88 >> uint64_t(63);
const bool l_153 = l_152 == uint64_t(1);
l_mut_149 = l_88;
if (l_153) {
const uint64_t l_154 = uint64_t(uint(0));
const uint64_t l_155 = l_154 - l_88;
l_mut_149 = l_155;
}
const uint64_t l_156 = uint64_t(l_90);
const uint64_t l_157 = l_mut_149 & uint64_t(4294967295);
const uint64_t l_158 = l_157 * l_156;
const uint64_t l_159 = l_mut_149 >> uint64_t(32);
const uint64_t l_160 = l_159 * l_156;
const uint64_t l_161 = l_160 << uint64_t(32);
const uint64_t l_162 = l_158 + l_161;
const uint64_t l_163 = l_160 >> uint64_t(32);
const bool l_164 = l_162 < l_158;
const uint64_t l_165 = uint64_t(l_164);
const uint64_t l_166 = l_163 + l_165;
l_mut_94 = l_162;
const bool l_167 = uint(0) == uint(64);
if (l_167) {
l_mut_94 = l_166;
} else {
const bool l_168 = uint(0) > uint(0);
if (l_168) {
const uint64_t l_169 = uint64_t(uint(64));
const uint64_t l_170 = l_166 << l_169;
const uint64_t l_171 = uint64_t(uint(0));
const uint64_t l_172 = l_162 >> l_171;
const uint64_t l_173 = l_170 | l_172;
l_mut_94 = l_173;
}
}
const uint64_t l_174 = uint64_t(l_90);
const uint64_t l_175 = l_mut_149 & uint64_t(4294967295);
const uint64_t l_176 = l_175 * l_174;
const uint64_t l_177 = l_mut_149 >> uint64_t(32);
const uint64_t l_178 = l_177 * l_174;
const uint64_t l_179 = l_178 << uint64_t(32);
const uint64_t l_180 = l_176 + l_179;
const uint64_t l_181 = l_178 >> uint64_t(32);
const bool l_182 = l_180 < l_176;
const uint64_t l_183 = uint64_t(l_182);
const uint64_t l_184 = l_181 + l_183;
l_mut_149 = l_180;
const bool l_185 = uint(64) == uint(64);
if (l_185) {
l_mut_149 = l_184;
} else {
const bool l_186 = uint(64) > uint(0);
if (l_186) {
const uint64_t l_187 = uint64_t(uint(0));
const uint64_t l_188 = l_184 << l_187;
const uint64_t l_189 = uint64_t(uint(64));
const uint64_t l_190 = l_180 >> l_189;
const uint64_t l_191 = l_188 | l_190;
l_mut_149 = l_191;
}
}
const uint64_t l_192 = uint64_t(l_90);
const uint64_t l_193 = l_mut_94 & uint64_t(4294967295);
const uint64_t l_194 = l_193 * l_192;
const uint64_t l_195 = l_mut_94 >> uint64_t(32);
const uint64_t l_196 = l_195 * l_192;
const uint64_t l_197 = l_196 << uint64_t(32);
const uint64_t l_198 = l_194 + l_197;
const uint64_t l_199 = l_196 >> uint64_t(32);
const bool l_200 = l_198 < l_194;
const uint64_t l_201 = uint64_t(l_200);
const uint64_t l_202 = l_199 + l_201;
l_mut_203 = l_198;
const bool l_204 = uint(0) == uint(64);
if (l_204) {
l_mut_203 = l_202;
} else {
const bool l_205 = uint(0) > uint(0);
if (l_205) {
const uint64_t l_206 = uint64_t(uint(64));
const uint64_t l_207 = l_202 << l_206;
const uint64_t l_208 = uint64_t(uint(0));
const uint64_t l_209 = l_198 >> l_208;
const uint64_t l_210 = l_207 | l_209;
l_mut_203 = l_210;
}
}
const uint64_t l_211 = uint64_t(l_90);
const uint64_t l_212 = l_mut_94 & uint64_t(4294967295);
const uint64_t l_213 = l_212 * l_211;
const uint64_t l_214 = l_mut_94 >> uint64_t(32);
const uint64_t l_215 = l_214 * l_211;
const uint64_t l_216 = l_215 << uint64_t(32);
const uint64_t l_217 = l_213 + l_216;
const uint64_t l_218 = l_215 >> uint64_t(32);
const bool l_219 = l_217 < l_213;
const uint64_t l_220 = uint64_t(l_219);
const uint64_t l_221 = l_218 + l_220;
l_mut_94 = l_217;
const bool l_222 = uint(64) == uint(64);
if (l_222) {
l_mut_94 = l_221;
} else {
const bool l_223 = uint(64) > uint(0);
if (l_223) {
const uint64_t l_224 = uint64_t(uint(0));
const uint64_t l_225 = l_221 << l_224;
const uint64_t l_226 = uint64_t(uint(64));
const uint64_t l_227 = l_217 >> l_226;
const uint64_t l_228 = l_225 | l_227;
l_mut_94 = l_228;
}
}
const uint64_t l_229 = uint64_t(l_90);
const uint64_t l_230 = l_mut_149 * l_229;
const uint64_t l_231 = l_mut_94 + l_230;
l_mut_116 = l_mut_203;
const bool l_232 = l_27 == uint(64);
if (l_232) {
l_mut_116 = l_231;
} else {
const bool l_233 = l_27 > uint(0);
if (l_233) {
const uint l_234 = uint(64) - l_27;
const uint64_t l_235 = uint64_t(l_234);
const uint64_t l_236 = l_231 << l_235;
const uint64_t l_237 = uint64_t(l_27);
const uint64_t l_238 = l_mut_203 >> l_237;
const uint64_t l_239 = l_236 + l_238;
l_mut_116 = l_239;
}
}
if (l_153) {
const uint64_t l_240 = uint64_t(uint(0));
const uint64_t l_241 = l_240 - l_mut_116;
l_mut_116 = l_241;
}
}
const uint64_t l_242 = l_122 + l_mut_116;
const uint64_t l_243 = l_88 >> uint64_t(63);
const bool l_244 = l_243 == uint64_t(1);
l_mut_203 = l_88;
if (l_244) {
const uint64_t l_245 = uint64_t(uint(0));
const uint64_t l_246 = l_245 - l_88;
l_mut_203 = l_246;
}
const uint64_t l_247 = uint64_t(l_89);
const uint64_t l_248 = l_mut_203 & uint64_t(4294967295);
const uint64_t l_249 = l_248 * l_247;
const uint64_t l_250 = l_mut_203 >> uint64_t(32);
const uint64_t l_251 = l_250 * l_247;
const uint64_t l_252 = l_251 << uint64_t(32);
const uint64_t l_253 = l_249 + l_252;
const uint64_t l_254 = l_251 >> uint64_t(32);
const bool l_255 = l_253 < l_249;
const uint64_t l_256 = uint64_t(l_255);
const uint64_t l_257 = l_254 + l_256;
l_mut_203 = l_253;
const bool l_258 = l_27 == uint(64);
if (l_258) {
l_mut_203 = l_257;
} else {
const bool l_259 = l_27 > uint(0);
if (l_259) {
const uint l_260 = uint(64) - l_27;
const uint64_t l_261 = uint64_t(l_260);
const uint64_t l_262 = l_257 << l_261;
const uint64_t l_263 = uint64_t(l_27);
const uint64_t l_264 = l_253 >> l_263;
const uint64_t l_265 = l_262 | l_264;
l_mut_203 = l_265;
}
}
l_mut_149 = l_mut_203;
if (l_244) {
const uint64_t l_266 = uint64_t(uint(0));
const uint64_t l_267 = l_266 - l_mut_149;
l_mut_149 = l_267;
}
const uint64_t l_268 = l_119 + l_mut_149;
const uint l_269 = l_27 + uint(3);
const uint64_t l_270 = uint64_t(uint(0));
l_mut_203 = l_270;
const bool l_271 = l_89 < uint(65536);
if (l_271) {
const uint l_272 = l_89 * l_89;
const uint64_t l_273 = l_88 >> uint64_t(63);
const bool l_274 = l_273 == uint64_t(1);
l_mut_149 = l_88;
if (l_274) {
const uint64_t l_275 = uint64_t(uint(0));
const uint64_t l_276 = l_275 - l_88;
l_mut_149 = l_276;
}
const uint64_t l_277 = uint64_t(l_272);
const uint64_t l_278 = l_mut_149 & uint64_t(4294967295);
const uint64_t l_279 = l_278 * l_277;
const uint64_t l_280 = l_mut_149 >> uint64_t(32);
const uint64_t l_281 = l_280 * l_277;
const uint64_t l_282 = l_281 << uint64_t(32);
const uint64_t l_283 = l_279 + l_282;
const uint64_t l_284 = l_281 >> uint64_t(32);
const bool l_285 = l_283 < l_279;
const uint64_t l_286 = uint64_t(l_285);
const uint64_t l_287 = l_284 + l_286;
l_mut_149 = l_283;
const bool l_288 = l_269 == uint(64);
if (l_288) {
l_mut_149 = l_287;
} else {
const bool l_289 = l_269 > uint(0);
if (l_289) {
const uint l_290 = uint(64) - l_269;
const uint64_t l_291 = uint64_t(l_290);
const uint64_t l_292 = l_287 << l_291;
const uint64_t l_293 = uint64_t(l_269);
const uint64_t l_294 = l_283 >> l_293;
const uint64_t l_295 = l_292 | l_294;
l_mut_149 = l_295;
}
}
l_mut_116 = l_mut_149;
if (l_274) {
const uint64_t l_296 = uint64_t(uint(0));
const uint64_t l_297 = l_296 - l_mut_116;
l_mut_116 = l_297;
}
l_mut_203 = l_mut_116;
} else {
const uint64_t l_298 = l_88 >> uint64_t(63);
const bool l_299 = l_298 == uint64_t(1);
l_mut_149 = l_88;
if (l_299) {
const uint64_t l_300 = uint64_t(uint(0));
const uint64_t l_301 = l_300 - l_88;
l_mut_149 = l_301;
}
const uint64_t l_302 = uint64_t(l_89);
const uint64_t l_303 = l_mut_149 & uint64_t(4294967295);
const uint64_t l_304 = l_303 * l_302;
const uint64_t l_305 = l_mut_149 >> uint64_t(32);
const uint64_t l_306 = l_305 * l_302;
const uint64_t l_307 = l_306 << uint64_t(32);
const uint64_t l_308 = l_304 + l_307;
const uint64_t l_309 = l_306 >> uint64_t(32);
const bool l_310 = l_308 < l_304;
const uint64_t l_311 = uint64_t(l_310);
const uint64_t l_312 = l_309 + l_311;
l_mut_116 = l_308;
const bool l_313 = uint(0) == uint(64);
if (l_313) {
l_mut_116 = l_312;
} else {
const bool l_314 = uint(0) > uint(0);
if (l_314) {
const uint64_t l_315 = uint64_t(uint(64));
const uint64_t l_316 = l_312 << l_315;
const uint64_t l_317 = uint64_t(uint(0));
const uint64_t l_318 = l_308 >> l_317;
const uint64_t l_319 = l_316 | l_318;
l_mut_116 = l_319;
}
}
const uint64_t l_320 = uint64_t(l_89);
const uint64_t l_321 = l_mut_149 & uint64_t(4294967295);
const uint64_t l_322 = l_321 * l_320;
const uint64_t l_323 = l_mut_149 >> uint64_t(32);
const uint64_t l_324 = l_323 * l_320;
const uint64_t l_325 = l_324 << uint64_t(32);
const uint64_t l_326 = l_322 + l_325;
const uint64_t l_327 = l_324 >> uint64_t(32);
const bool l_328 = l_326 < l_322;
const uint64_t l_329 = uint64_t(l_328);
const uint64_t l_330 = l_327 + l_329;
l_mut_149 = l_326;
const bool l_331 = uint(64) == uint(64);
if (l_331) {
l_mut_149 = l_330;
} else {
const bool l_332 = uint(64) > uint(0);
if (l_332) {
const uint64_t l_333 = uint64_t(uint(0));
const uint64_t l_334 = l_330 << l_333;
const uint64_t l_335 = uint64_t(uint(64));
const uint64_t l_336 = l_326 >> l_335;
const uint64_t l_337 = l_334 | l_336;
l_mut_149 = l_337;
}
}
const uint64_t l_338 = uint64_t(l_89);
const uint64_t l_339 = l_mut_116 & uint64_t(4294967295);
const uint64_t l_340 = l_339 * l_338;
const uint64_t l_341 = l_mut_116 >> uint64_t(32);
const uint64_t l_342 = l_341 * l_338;
const uint64_t l_343 = l_342 << uint64_t(32);
const uint64_t l_344 = l_340 + l_343;
const uint64_t l_345 = l_342 >> uint64_t(32);
const bool l_346 = l_344 < l_340;
const uint64_t l_347 = uint64_t(l_346);
const uint64_t l_348 = l_345 + l_347;
l_mut_94 = l_344;
const bool l_349 = uint(0) == uint(64);
if (l_349) {
l_mut_94 = l_348;
} else {
const bool l_350 = uint(0) > uint(0);
if (l_350) {
const uint64_t l_351 = uint64_t(uint(64));
const uint64_t l_352 = l_348 << l_351;
const uint64_t l_353 = uint64_t(uint(0));
const uint64_t l_354 = l_344 >> l_353;
const uint64_t l_355 = l_352 | l_354;
l_mut_94 = l_355;
}
}
const uint64_t l_356 = uint64_t(l_89);
const uint64_t l_357 = l_mut_116 & uint64_t(4294967295);
const uint64_t l_358 = l_357 * l_356;
const uint64_t l_359 = l_mut_116 >> uint64_t(32);
const uint64_t l_360 = l_359 * l_356;
const uint64_t l_361 = l_360 << uint64_t(32);
const uint64_t l_362 = l_358 + l_361;
const uint64_t l_363 = l_360 >> uint64_t(32);
const bool l_364 = l_362 < l_358;
const uint64_t l_365 = uint64_t(l_364);
const uint64_t l_366 = l_363 + l_365;
l_mut_116 = l_362;
const bool l_367 = uint(64) == uint(64);
if (l_367) {
l_mut_116 = l_366;
} else {
const bool l_368 = uint(64) > uint(0);
if (l_368) {
const uint64_t l_369 = uint64_t(uint(0));
const uint64_t l_370 = l_366 << l_369;
const uint64_t l_371 = uint64_t(uint(64));
const uint64_t l_372 = l_362 >> l_371;
const uint64_t l_373 = l_370 | l_372;
l_mut_116 = l_373;
}
}
const uint64_t l_374 = uint64_t(l_89);
const uint64_t l_375 = l_mut_149 * l_374;
const uint64_t l_376 = l_mut_116 + l_375;
l_mut_203 = l_mut_94;
const bool l_377 = l_269 == uint(64);
if (l_377) {
l_mut_203 = l_376;
} else {
const bool l_378 = l_269 > uint(0);
if (l_378) {
const uint l_379 = uint(64) - l_269;
const uint64_t l_380 = uint64_t(l_379);
const uint64_t l_381 = l_376 << l_380;
const uint64_t l_382 = uint64_t(l_269);
const uint64_t l_383 = l_mut_94 >> l_382;
const uint64_t l_384 = l_381 + l_383;
l_mut_203 = l_384;
}
}
if (l_299) {
const uint64_t l_385 = uint64_t(uint(0));
const uint64_t l_386 = l_385 - l_mut_203;
l_mut_203 = l_386;
}
}
l_mut_149 = l_mut_203;
const uint64_t l_387 = l_mut_203 >> uint64_t(63);
const bool l_388 = l_387 == uint64_t(1);
if (l_388) {
const uint64_t l_389 = uint64_t(uint(0));
const uint64_t l_390 = l_389 - l_mut_203;
l_mut_149 = l_390;
}
const uint64_t l_391 = l_36 + l_mut_149;
const uint64_t l_392 = uint64_t(uint(1));
const uint64_t l_393 = l_391 + l_392;
const uint64_t l_394 = l_242 - l_mut_203;
const uint64_t l_395 = l_394 + l_393;
const uint64_t l_396 = uint64_t(uint(0));
const uint64_t l_397 = l_396 - l_268;
const uint64_t l_398 = l_393 + l_393;
l_mut_203 = l_397;
const uint64_t l_399 = uint64_t(uint(0));
const uint64_t l_400 = l_399 - l_397;
l_mut_149 = l_400;
l_mut_116 = l_395;
l_mut_54 = uint(1);
l_mut_401 = uint(1);
l_mut_402 = bool(false);
const bool l_403 = l_mut_116 < l_398;
const bool l_404 = !l_403;
l_mut_405 = l_404;
const bool l_406 = l_397 == uint64_t(0);
if (l_406) {
l_mut_402 = l_mut_405;
l_mut_405 = bool(false);
}
if (l_mut_405) {
const uint64_t l_407 = l_397 >> uint64_t(63);
const bool l_408 = l_407 == uint64_t(1);
l_mut_94 = l_397;
if (l_408) {
const uint64_t l_409 = uint64_t(uint(0));
const uint64_t l_410 = l_409 - l_397;
l_mut_94 = l_410;
}
const uint l_411 = l_89 - uint(1);
const uint64_t l_412 = uint64_t(l_411);
const uint64_t l_413 = l_mut_94 * l_412;
l_mut_414 = uint(0);
const uint l_415 = l_89 - uint(1);
const uint64_t l_416 = uint64_t(l_415);
const uint64_t l_417 = l_mut_94 & uint64_t(4294967295);
const uint64_t l_418 = l_417 * l_416;
const uint64_t l_419 = l_mut_94 >> uint64_t(32);
const uint64_t l_420 = l_419 * l_416;
const uint64_t l_421 = l_420 << uint64_t(32);
const uint64_t l_422 = l_418 + l_421;
const uint64_t l_423 = l_420 >> uint64_t(32);
const bool l_424 = l_422 < l_418;
const uint64_t l_425 = uint64_t(l_424);
const uint64_t l_426 = l_423 + l_425;
l_mut_427 = l_422;
const bool l_428 = uint(64) == uint(64);
if (l_428) {
l_mut_427 = l_426;
} else {
const bool l_429 = uint(64) > uint(0);
if (l_429) {
const uint64_t l_430 = uint64_t(uint(0));
const uint64_t l_431 = l_426 << l_430;
const uint64_t l_432 = uint64_t(uint(64));
const uint64_t l_433 = l_422 >> l_432;
const uint64_t l_434 = l_431 | l_433;
l_mut_427 = l_434;
}
}
const bool l_435 = l_mut_427 == uint64_t(0);
if (l_435) {
l_mut_427 = l_395;
if (l_408) {
const uint64_t l_436 = uint64_t(uint(0));
const uint64_t l_437 = l_436 - l_395;
const bool l_438 = l_395 == uint64_t(0);
const bool l_439 = !l_438;
const bool l_440 = l_413 < l_437;
const bool l_441 = !l_440;
const bool l_442 = l_439 && l_441;
if (l_442) {
const uint l_443 = l_89 - uint(1);
l_mut_444 = l_437;
const bool l_445 = l_437 < l_mut_94;
const bool l_446 = !l_445;
if (l_446) {
l_mut_447 = uint(0);
const bool l_448 = l_mut_94 < l_437;
if (l_448) {
const uint64_t l_449 = l_437 - uint64_t(1);
const uint64_t l_450 = l_449 / l_mut_94;
const uint64_t l_451 = uint64_t(l_443);
const bool l_452 = l_450 < l_451;
const uint64_t l_453 = uint64_t(l_443);
const uint64_t l_454 = (l_452) ? l_450 : l_453;
const uint l_455 = uint(l_454);
l_mut_447 = l_455;
}
const uint64_t l_456 = uint64_t(l_mut_447);
const uint64_t l_457 = l_mut_94 * l_456;
const uint64_t l_458 = l_437 - l_457;
l_mut_444 = l_458;
const bool l_459 = l_mut_444 < l_mut_94;
const bool l_460 = !l_459;
if (l_460) {
const uint64_t l_461 = l_mut_444 - l_mut_94;
l_mut_444 = l_461;
}
}
const uint64_t l_462 = l_mut_94 - l_mut_444;
l_mut_444 = l_462;
const bool l_463 = l_462 < l_mut_94;
const bool l_464 = !l_463;
if (l_464) {
const uint64_t l_465 = l_462 - l_mut_94;
l_mut_444 = l_465;
}
const bool l_466 = l_mut_444 < l_mut_427;
if (l_466) {
l_mut_427 = l_mut_444;
}
}
} else {
const uint64_t l_467 = l_395 - l_413;
l_mut_427 = l_467;
const bool l_468 = l_395 < l_413;
if (l_468) {
const uint l_469 = l_89 - uint(1);
l_mut_444 = l_395;
const bool l_470 = l_395 < l_mut_94;
const bool l_471 = !l_470;
if (l_471) {
l_mut_447 = uint(0);
const bool l_472 = l_mut_94 < l_395;
if (l_472) {
const uint64_t l_473 = l_395 - uint64_t(1);
const uint64_t l_474 = l_473 / l_mut_94;
const uint64_t l_475 = uint64_t(l_469);
const bool l_476 = l_474 < l_475;
const uint64_t l_477 = uint64_t(l_469);
const uint64_t l_478 = (l_476) ? l_474 : l_477;
const uint l_479 = uint(l_478);
l_mut_447 = l_479;
}
const uint64_t l_480 = uint64_t(l_mut_447);
const uint64_t l_481 = l_mut_94 * l_480;
const uint64_t l_482 = l_395 - l_481;
l_mut_444 = l_482;
const bool l_483 = l_mut_444 < l_mut_94;
const bool l_484 = !l_483;
if (l_484) {
const uint64_t l_485 = l_mut_444 - l_mut_94;
l_mut_444 = l_485;
}
}
const bool l_486 = l_mut_444 < l_mut_427;
if (l_486) {
l_mut_427 = l_mut_444;
}
}
}
const bool l_487 = l_mut_427 < l_398;
const bool l_488 = !l_487;
const uint l_489 = uint(l_488);
const uint l_490 = uint(2) - l_489;
l_mut_414 = l_490;
}
const bool l_491 = l_mut_414 > uint(0);
if (l_491) {
const bool l_492 = l_mut_414 == uint(1);
l_mut_402 = l_492;
l_mut_405 = bool(false);
}
}
l_mut_493 = bool(false);
while (true) {
const bool l_494 = !l_mut_405;
if (l_494) {
break;}
const bool l_495 = l_mut_116 < l_mut_203;
if (l_495) {
const uint64_t l_496 = l_mut_203 - l_mut_116;
l_mut_444 = l_496;
l_mut_427 = l_mut_203;
const bool l_497 = l_mut_444 < l_mut_203;
if (l_497) {
l_mut_427 = l_mut_444;
}
l_mut_498 = bool(false);
const uint64_t l_499 = uint64_t(uint(3));
const uint64_t l_500 = l_mut_427 >> l_499;
const bool l_501 = l_500 < l_mut_149;
const bool l_502 = !l_501;
l_mut_498 = l_502;
l_mut_447 = uint(0);
const bool l_503 = l_mut_149 == uint64_t(0);
const bool l_504 = !l_503;
const bool l_505 = l_mut_498 && l_504;
const bool l_506 = l_mut_149 < l_mut_427;
const bool l_507 = l_505 && l_506;
const uint l_508 = l_mut_54 + l_mut_401;
const bool l_509 = l_508 < l_89;
const bool l_510 = l_507 && l_509;
if (l_510) {
const uint l_511 = l_89 - l_mut_54;
const uint l_512 = l_511 - l_mut_401;
const uint l_513 = l_512 / l_mut_54;
const uint64_t l_514 = l_mut_427 - uint64_t(1);
const uint64_t l_515 = l_514 / l_mut_149;
const uint64_t l_516 = uint64_t(l_513);
const bool l_517 = l_515 < l_516;
const uint64_t l_518 = uint64_t(l_513);
const uint64_t l_519 = (l_517) ? l_515 : l_518;
const uint l_520 = uint(l_519);
l_mut_447 = l_520;
}
l_mut_444 = l_mut_203;
l_mut_427 = l_mut_149;
l_mut_414 = l_mut_54;
l_mut_521 = l_mut_401;
l_mut_94 = l_mut_116;
l_mut_522 = uint(0);
const bool l_523 = l_mut_447 > uint(0);
if (l_523) {
const uint64_t l_524 = uint64_t(l_mut_447);
const uint64_t l_525 = l_mut_149 * l_524;
const uint64_t l_526 = l_mut_203 - l_525;
l_mut_444 = l_526;
const uint l_527 = l_mut_447 * l_mut_54;
const uint l_528 = l_mut_401 + l_527;
l_mut_521 = l_528;
} else {
const bool l_529 = l_mut_522 == uint(0);
if (l_529) {
const uint l_530 = l_89 - l_mut_54;
const uint l_531 = l_530 / l_mut_401;
l_mut_447 = uint(0);
l_mut_498 = bool(false);
const uint64_t l_532 = uint64_t(uint(3));
const uint64_t l_533 = l_mut_149 >> l_532;
const bool l_534 = l_533 < l_mut_203;
const bool l_535 = !l_534;
l_mut_498 = l_535;
const bool l_536 = l_mut_203 == uint64_t(0);
if (l_536) {
l_mut_447 = l_531;
} else {
if (l_mut_498) {
const bool l_537 = l_mut_203 < l_mut_149;
if (l_537) {
const uint64_t l_538 = l_mut_149 - uint64_t(1);
const uint64_t l_539 = l_538 / l_mut_203;
const uint64_t l_540 = uint64_t(l_531);
const bool l_541 = l_539 < l_540;
const uint64_t l_542 = uint64_t(l_531);
const uint64_t l_543 = (l_541) ? l_539 : l_542;
const uint l_544 = uint(l_543);
l_mut_447 = l_544;
}
} else {
l_mut_545 = l_mut_149;
while (true) {
const bool l_546 = l_mut_203 < l_mut_545;
const uint l_547 = l_mut_447 * l_mut_401;
const uint l_548 = l_mut_54 + l_547;
const uint l_549 = l_548 + l_mut_401;
const bool l_550 = l_549 < l_89;
const bool l_551 = l_546 && l_550;
const bool l_552 = !l_551;
if (l_552) {
break;}
const uint64_t l_553 = l_mut_545 - l_mut_203;
l_mut_545 = l_553;
l_mut_447 = l_mut_447 + uint(1);
}
}
}
const uint l_554 = l_mut_447 * l_mut_401;
const uint l_555 = l_mut_54 + l_554;
const uint l_556 = l_555 + l_mut_401;
const bool l_557 = l_556 >= l_89;
if (l_557) {
l_mut_522 = uint(1);
} else {
const uint64_t l_558 = uint64_t(l_mut_447);
const uint64_t l_559 = l_mut_203 * l_558;
const uint64_t l_560 = l_mut_149 - l_559;
l_mut_427 = l_560;
const uint l_561 = l_mut_447 * l_mut_401;
const uint l_562 = l_mut_54 + l_561;
l_mut_414 = l_562;
const uint64_t l_563 = l_mut_203 - l_mut_427;
l_mut_444 = l_563;
const uint l_564 = l_mut_401 + l_mut_414;
l_mut_521 = l_564;
}
}
}
l_mut_203 = l_mut_444;
l_mut_149 = l_mut_427;
l_mut_54 = l_mut_414;
l_mut_401 = l_mut_521;
l_mut_116 = l_mut_94;
const bool l_565 = l_mut_522 == uint(1);
l_mut_402 = l_565;
const bool l_566 = l_mut_522 == uint(0);
l_mut_405 = l_566;
} else {
const uint64_t l_567 = l_mut_149 - l_mut_116;
l_mut_545 = l_567;
const uint64_t l_568 = l_mut_116 - l_398;
l_mut_545 = l_568;
l_mut_444 = l_mut_149;
const bool l_569 = l_mut_545 < l_mut_149;
if (l_569) {
l_mut_444 = l_mut_545;
}
l_mut_498 = bool(false);
const uint64_t l_570 = uint64_t(uint(3));
const uint64_t l_571 = l_mut_444 >> l_570;
const bool l_572 = l_571 < l_mut_203;
const bool l_573 = !l_572;
l_mut_498 = l_573;
l_mut_522 = uint(0);
const bool l_574 = l_mut_203 == uint64_t(0);
const bool l_575 = !l_574;
const bool l_576 = l_mut_498 && l_575;
const bool l_577 = l_mut_203 < l_mut_444;
const bool l_578 = l_576 && l_577;
const uint l_579 = l_mut_401 + l_mut_54;
const bool l_580 = l_579 < l_89;
const bool l_581 = l_578 && l_580;
if (l_581) {
const uint l_582 = l_89 - l_mut_401;
const uint l_583 = l_582 - l_mut_54;
const uint l_584 = l_583 / l_mut_401;
const uint64_t l_585 = l_mut_444 - uint64_t(1);
const uint64_t l_586 = l_585 / l_mut_203;
const uint64_t l_587 = uint64_t(l_584);
const bool l_588 = l_586 < l_587;
const uint64_t l_589 = uint64_t(l_584);
const uint64_t l_590 = (l_588) ? l_586 : l_589;
const uint l_591 = uint(l_590);
l_mut_522 = l_591;
}
l_mut_545 = l_mut_149;
l_mut_444 = l_mut_203;
l_mut_521 = l_mut_401;
l_mut_447 = l_mut_54;
l_mut_427 = l_mut_116;
l_mut_414 = uint(0);
const bool l_592 = l_mut_522 > uint(0);
if (l_592) {
const uint64_t l_593 = uint64_t(l_mut_522);
const uint64_t l_594 = l_mut_203 * l_593;
const uint64_t l_595 = l_mut_116 - l_594;
l_mut_427 = l_595;
const uint64_t l_596 = l_mut_149 - l_594;
l_mut_545 = l_596;
const uint l_597 = l_mut_522 * l_mut_401;
const uint l_598 = l_mut_54 + l_597;
l_mut_447 = l_598;
} else {
const uint64_t l_599 = l_mut_116 - l_mut_203;
l_mut_427 = l_599;
const bool l_600 = l_mut_427 < l_398;
if (l_600) {
l_mut_414 = uint(2);
}
const bool l_601 = l_mut_414 == uint(0);
if (l_601) {
const uint l_602 = l_89 - l_mut_401;
const uint l_603 = l_602 / l_mut_54;
l_mut_522 = uint(0);
l_mut_498 = bool(false);
const uint64_t l_604 = uint64_t(uint(3));
const uint64_t l_605 = l_mut_203 >> l_604;
const bool l_606 = l_605 < l_mut_149;
const bool l_607 = !l_606;
l_mut_498 = l_607;
const bool l_608 = l_mut_149 == uint64_t(0);
if (l_608) {
l_mut_522 = l_603;
} else {
if (l_mut_498) {
const bool l_609 = l_mut_149 < l_mut_203;
if (l_609) {
const uint64_t l_610 = l_mut_203 - uint64_t(1);
const uint64_t l_611 = l_610 / l_mut_149;
const uint64_t l_612 = uint64_t(l_603);
const bool l_613 = l_611 < l_612;
const uint64_t l_614 = uint64_t(l_603);
const uint64_t l_615 = (l_613) ? l_611 : l_614;
const uint l_616 = uint(l_615);
l_mut_522 = l_616;
}
} else {
l_mut_94 = l_mut_203;
while (true) {
const bool l_617 = l_mut_149 < l_mut_94;
const uint l_618 = l_mut_522 * l_mut_54;
const uint l_619 = l_mut_401 + l_618;
const uint l_620 = l_619 + l_mut_54;
const bool l_621 = l_620 < l_89;
const bool l_622 = l_617 && l_621;
const bool l_623 = !l_622;
if (l_623) {
break;}
const uint64_t l_624 = l_mut_94 - l_mut_149;
l_mut_94 = l_624;
l_mut_522 = l_mut_522 + uint(1);
}
}
}
const uint l_625 = l_mut_522 * l_mut_54;
const uint l_626 = l_mut_401 + l_625;
const uint l_627 = l_626 + l_mut_54;
const bool l_628 = l_627 >= l_89;
if (l_628) {
l_mut_414 = uint(1);
} else {
const uint64_t l_629 = uint64_t(l_mut_522);
const uint64_t l_630 = l_mut_149 * l_629;
const uint64_t l_631 = l_mut_203 - l_630;
l_mut_444 = l_631;
const uint l_632 = l_mut_522 * l_mut_54;
const uint l_633 = l_mut_401 + l_632;
l_mut_521 = l_633;
const uint64_t l_634 = l_mut_149 - l_mut_444;
l_mut_545 = l_634;
const uint l_635 = l_mut_54 + l_mut_521;
l_mut_447 = l_635;
}
}
}
l_mut_203 = l_mut_444;
l_mut_149 = l_mut_545;
l_mut_54 = l_mut_447;
l_mut_401 = l_mut_521;
l_mut_116 = l_mut_427;
const bool l_636 = l_mut_414 == uint(1);
l_mut_402 = l_636;
const bool l_637 = l_mut_414 == uint(0);
l_mut_405 = l_637;
}
}
const bool l_638 = !l_mut_402;
if (l_638) {
const uint l_639 = l_47 * uint(8);
const uint l_640 = l_639 + l_48;
const uint l_755 = info.static_meta[uint(6)];
const uint l_756 = l_755 * uint(1);
const uint l_757 = l_756 - uint(1);
const uint l_758 = min(uint(1), l_757);
device atomic_uint* l_759 = &buffer_6[l_758];
atomic_uint* l_641 = l_759;
const uint l_642 = atomic_fetch_add_explicit(l_641, uint(1), memory_order_relaxed);
const uint l_643 = info.static_meta[uint(12)];
const bool l_644 = l_642 < l_643;
if (l_644) {
const uint l_760 = info.static_meta[uint(5)];
const uint l_761 = l_760 * uint(1);
const bool l_762 = l_642 < l_761;
if (l_762) {
buffer_5[l_642] = l_640;
}
}
}
}
}

}
