
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[12];
};

uint32_t __umulhi(uint32_t a, uint32_t b) {
    uint64_t product = static_cast<uint64_t>(a) * static_cast<uint64_t>(b);
    return static_cast<uint32_t>(product >> 32);
}

[[kernel]]
void all_phases(
    const device uint * buffer_0 [[buffer(0)]],
    const device uint * buffer_1 [[buffer(1)]],
    const device uint * buffer_2 [[buffer(2)]],
    const device uint * buffer_3 [[buffer(3)]],
    device uint * buffer_4 [[buffer(4)]],
    device atomic_uint * buffer_5 [[buffer(5)]],
    constant info_st& info [[buffer(6)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
bool l_mut_357;
bool l_mut_364;
bool l_mut_635;
bool l_mut_652;
uint l_mut_135;
uint l_mut_141;
uint l_mut_1656;
uint l_mut_1940;
uint l_mut_1945;
uint l_mut_203;
uint l_mut_209;
uint l_mut_259;
uint l_mut_265;
uint l_mut_30;
uint l_mut_389;
uint l_mut_395;
uint l_mut_401;
uint l_mut_428;
uint l_mut_435;
uint l_mut_446;
uint l_mut_447;
uint l_mut_448;
uint l_mut_451;
uint l_mut_452;
uint l_mut_457;
uint l_mut_65;
uint l_mut_743;
uint l_mut_748;
uint l_mut_80;
uint l_mut_86;
uint l_mut_92;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_2750 = info.static_meta[uint(5)];
const uint l_2751 = l_2750 * uint(1);
const uint l_2752 = l_2751 - uint(1);
const uint l_2753 = min(uint(3), l_2752);
device atomic_uint* l_2754 = &buffer_5[l_2753];
atomic_uint* l_1 = l_2754;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_2694 = info.static_meta[uint(3)];
const uint l_2695 = l_2694 * uint(1);
const bool l_2696 = l_3 < l_2695;
const uint l_2697 = l_2695 - uint(1);
const uint l_2698 = min(l_3, l_2697);
const uint l_2699 = buffer_3[l_2698];
const uint l_2700 = (l_2696) ? l_2699 : uint(0);
const uint l_4 = l_2700;
const uint l_5 = uint(2) * uint(0);
const uint l_6 = l_5 + uint(1);
const uint l_2701 = info.static_meta[uint(3)];
const uint l_2702 = l_2701 * uint(1);
const bool l_2703 = l_6 < l_2702;
const uint l_2704 = l_2702 - uint(1);
const uint l_2705 = min(l_6, l_2704);
const uint l_2706 = buffer_3[l_2705];
const uint l_2707 = (l_2703) ? l_2706 : uint(0);
const uint l_7 = l_2707;
const uint l_8 = uint(2) * uint(1);
const uint l_2708 = info.static_meta[uint(3)];
const uint l_2709 = l_2708 * uint(1);
const bool l_2710 = l_8 < l_2709;
const uint l_2711 = l_2709 - uint(1);
const uint l_2712 = min(l_8, l_2711);
const uint l_2713 = buffer_3[l_2712];
const uint l_2714 = (l_2710) ? l_2713 : uint(0);
const uint l_9 = l_2714;
const uint l_10 = uint(2) * uint(1);
const uint l_11 = l_10 + uint(1);
const uint l_2715 = info.static_meta[uint(3)];
const uint l_2716 = l_2715 * uint(1);
const bool l_2717 = l_11 < l_2716;
const uint l_2718 = l_2716 - uint(1);
const uint l_2719 = min(l_11, l_2718);
const uint l_2720 = buffer_3[l_2719];
const uint l_2721 = (l_2717) ? l_2720 : uint(0);
const uint l_12 = l_2721;
const uint l_13 = uint(2) * uint(2);
const uint l_2722 = info.static_meta[uint(3)];
const uint l_2723 = l_2722 * uint(1);
const bool l_2724 = l_13 < l_2723;
const uint l_2725 = l_2723 - uint(1);
const uint l_2726 = min(l_13, l_2725);
const uint l_2727 = buffer_3[l_2726];
const uint l_2728 = (l_2724) ? l_2727 : uint(0);
const uint l_14 = l_2728;
const uint l_15 = uint(2) * uint(2);
const uint l_16 = l_15 + uint(1);
const uint l_2729 = info.static_meta[uint(3)];
const uint l_2730 = l_2729 * uint(1);
const bool l_2731 = l_16 < l_2730;
const uint l_2732 = l_2730 - uint(1);
const uint l_2733 = min(l_16, l_2732);
const uint l_2734 = buffer_3[l_2733];
const uint l_2735 = (l_2731) ? l_2734 : uint(0);
const uint l_17 = l_2735;
const uint l_18 = uint(2) * uint(3);
const uint l_2736 = info.static_meta[uint(3)];
const uint l_2737 = l_2736 * uint(1);
const bool l_2738 = l_18 < l_2737;
const uint l_2739 = l_2737 - uint(1);
const uint l_2740 = min(l_18, l_2739);
const uint l_2741 = buffer_3[l_2740];
const uint l_2742 = (l_2738) ? l_2741 : uint(0);
const uint l_19 = l_2742;
const uint l_20 = uint(2) * uint(3);
const uint l_21 = l_20 + uint(1);
const uint l_2743 = info.static_meta[uint(3)];
const uint l_2744 = l_2743 * uint(1);
const bool l_2745 = l_21 < l_2744;
const uint l_2746 = l_2744 - uint(1);
const uint l_2747 = min(l_21, l_2746);
const uint l_2748 = buffer_3[l_2747];
const uint l_2749 = (l_2745) ? l_2748 : uint(0);
const uint l_22 = l_2749;
const uint l_23 = uint(2) * thread_index_in_grid;
const uint l_24 = info.static_meta[uint(6)];
const bool l_25 = l_23 < l_24;
const uint l_26 = thread_index_in_grid * l_4;
const uint l_27 = __umulhi(thread_index_in_grid, l_4);
const uint l_28 = uint(0) * l_4;
const uint l_29 = l_27 + l_28;
l_mut_30 = uint(0);
const bool l_31 = l_29 < l_22;
const bool l_32 = l_29 == l_22;
const bool l_33 = l_26 < l_19;
const bool l_34 = l_32 && l_33;
const bool l_35 = l_31 || l_34;
if (l_35) {
const uint l_36 = l_19 - l_26;
const uint l_37 = l_22 - l_29;
const bool l_38 = l_19 < l_26;
const uint l_39 = uint(l_38);
const uint l_40 = l_37 - l_39;
l_mut_30 = l_4;
const bool l_41 = l_40 < uint(0);
const bool l_42 = l_40 == uint(0);
const bool l_43 = l_36 < l_4;
const bool l_44 = l_42 && l_43;
const bool l_45 = l_41 || l_44;
if (l_45) {
l_mut_30 = l_36;
}
}
const uint l_46 = (l_25) ? l_mut_30 : uint(0);
const bool l_47 = l_46 > uint(0);
if (l_47) {
const uint l_48 = uint(2) * thread_index_in_grid;
const uint l_2755 = info.static_meta[uint(0)];
const uint l_2756 = l_2755 * uint(1);
const bool l_2757 = l_48 < l_2756;
const uint l_2758 = l_2756 - uint(1);
const uint l_2759 = min(l_48, l_2758);
const uint l_2760 = buffer_0[l_2759];
const uint l_2761 = (l_2757) ? l_2760 : uint(0);
const uint l_49 = l_2761;
const uint l_50 = uint(2) * thread_index_in_grid;
const uint l_51 = l_50 + uint(1);
const uint l_2762 = info.static_meta[uint(0)];
const uint l_2763 = l_2762 * uint(1);
const bool l_2764 = l_51 < l_2763;
const uint l_2765 = l_2763 - uint(1);
const uint l_2766 = min(l_51, l_2765);
const uint l_2767 = buffer_0[l_2766];
const uint l_2768 = (l_2764) ? l_2767 : uint(0);
const uint l_52 = l_2768;
const uint l_53 = uint(2) * thread_index_in_grid;
const uint l_2769 = info.static_meta[uint(1)];
const uint l_2770 = l_2769 * uint(1);
const bool l_2771 = l_53 < l_2770;
const uint l_2772 = l_2770 - uint(1);
const uint l_2773 = min(l_53, l_2772);
const uint l_2774 = buffer_1[l_2773];
const uint l_2775 = (l_2771) ? l_2774 : uint(0);
const uint l_54 = l_2775;
const uint l_55 = uint(2) * thread_index_in_grid;
const uint l_56 = l_55 + uint(1);
const uint l_2776 = info.static_meta[uint(1)];
const uint l_2777 = l_2776 * uint(1);
const bool l_2778 = l_56 < l_2777;
const uint l_2779 = l_2777 - uint(1);
const uint l_2780 = min(l_56, l_2779);
const uint l_2781 = buffer_1[l_2780];
const uint l_2782 = (l_2778) ? l_2781 : uint(0);
const uint l_57 = l_2782;
const uint l_58 = uint(2) * thread_index_in_grid;
const uint l_2783 = info.static_meta[uint(2)];
const uint l_2784 = l_2783 * uint(1);
const bool l_2785 = l_58 < l_2784;
const uint l_2786 = l_2784 - uint(1);
const uint l_2787 = min(l_58, l_2786);
const uint l_2788 = buffer_2[l_2787];
const uint l_2789 = (l_2785) ? l_2788 : uint(0);
const uint l_59 = l_2789;
const uint l_60 = uint(2) * thread_index_in_grid;
const uint l_61 = l_60 + uint(1);
const uint l_2790 = info.static_meta[uint(2)];
const uint l_2791 = l_2790 * uint(1);
const bool l_2792 = l_61 < l_2791;
const uint l_2793 = l_2791 - uint(1);
const uint l_2794 = min(l_61, l_2793);
const uint l_2795 = buffer_2[l_2794];
const uint l_2796 = (l_2792) ? l_2795 : uint(0);
const uint l_62 = l_2796;
const uint l_63 = l_62 >> uint(31);
const bool l_64 = l_63 == uint(1);
l_mut_30 = l_59;
l_mut_65 = l_62;
if (l_64) {
const uint l_66 = uint(0) - l_59;
const uint l_67 = uint(0) - l_62;
const bool l_68 = uint(0) < l_59;
const uint l_69 = uint(l_68);
const uint l_70 = l_67 - l_69;
l_mut_30 = l_66;
l_mut_65 = l_70;
}
const uint l_71 = l_mut_30 * l_4;
const uint l_72 = l_mut_65 * l_4;
const uint l_73 = __umulhi(l_mut_30, l_4);
const uint l_74 = l_73 + l_72;
const uint l_75 = __umulhi(l_mut_65, l_4);
const bool l_76 = l_74 < l_72;
const uint l_77 = uint(l_76);
const uint l_78 = l_75 + l_77;
const uint l_79 = l_9 % uint(32);
l_mut_80 = l_71;
const bool l_81 = l_79 > uint(0);
if (l_81) {
const uint l_82 = l_71 >> l_79;
const uint l_83 = uint(32) - l_79;
const uint l_84 = l_74 << l_83;
const uint l_85 = l_82 | l_84;
l_mut_80 = l_85;
}
l_mut_86 = l_74;
const bool l_87 = l_79 > uint(0);
if (l_87) {
const uint l_88 = l_74 >> l_79;
const uint l_89 = uint(32) - l_79;
const uint l_90 = l_78 << l_89;
const uint l_91 = l_88 | l_90;
l_mut_86 = l_91;
}
l_mut_92 = l_mut_80;
l_mut_80 = l_mut_86;
const bool l_93 = l_9 >= uint(64);
if (l_93) {
l_mut_92 = l_78;
l_mut_80 = uint(0);
} else {
const bool l_94 = l_9 >= uint(32);
if (l_94) {
l_mut_86 = l_74;
const bool l_95 = l_79 > uint(0);
if (l_95) {
const uint l_96 = l_74 >> l_79;
const uint l_97 = uint(32) - l_79;
const uint l_98 = l_78 << l_97;
const uint l_99 = l_96 | l_98;
l_mut_86 = l_99;
}
const uint l_100 = l_78 >> l_79;
l_mut_92 = l_mut_86;
l_mut_80 = l_100;
}
}
l_mut_86 = l_mut_92;
l_mut_92 = l_mut_80;
if (l_64) {
const uint l_101 = uint(0) - l_mut_86;
const uint l_102 = uint(0) - l_mut_92;
const bool l_103 = uint(0) < l_mut_86;
const uint l_104 = uint(l_103);
const uint l_105 = l_102 - l_104;
l_mut_86 = l_101;
l_mut_92 = l_105;
}
const uint l_106 = l_49 + l_mut_86;
const uint l_107 = l_52 + l_mut_92;
const bool l_108 = l_106 < l_49;
const uint l_109 = uint(l_108);
const uint l_110 = l_107 + l_109;
const uint l_111 = l_9 + uint(3);
l_mut_92 = uint(0);
l_mut_86 = uint(0);
const bool l_112 = l_4 < uint(65536);
if (l_112) {
const uint l_113 = l_4 * l_4;
const uint l_114 = l_62 >> uint(31);
const bool l_115 = l_114 == uint(1);
l_mut_80 = l_59;
l_mut_65 = l_62;
if (l_115) {
const uint l_116 = uint(0) - l_59;
const uint l_117 = uint(0) - l_62;
const bool l_118 = uint(0) < l_59;
const uint l_119 = uint(l_118);
const uint l_120 = l_117 - l_119;
l_mut_80 = l_116;
l_mut_65 = l_120;
}
const uint l_121 = l_mut_80 * l_113;
const uint l_122 = l_mut_65 * l_113;
const uint l_123 = __umulhi(l_mut_80, l_113);
const uint l_124 = l_123 + l_122;
const uint l_125 = __umulhi(l_mut_65, l_113);
const bool l_126 = l_124 < l_122;
const uint l_127 = uint(l_126);
const uint l_128 = l_125 + l_127;
const uint l_129 = l_111 % uint(32);
l_mut_30 = l_121;
const bool l_130 = l_129 > uint(0);
if (l_130) {
const uint l_131 = l_121 >> l_129;
const uint l_132 = uint(32) - l_129;
const uint l_133 = l_124 << l_132;
const uint l_134 = l_131 | l_133;
l_mut_30 = l_134;
}
l_mut_135 = l_124;
const bool l_136 = l_129 > uint(0);
if (l_136) {
const uint l_137 = l_124 >> l_129;
const uint l_138 = uint(32) - l_129;
const uint l_139 = l_128 << l_138;
const uint l_140 = l_137 | l_139;
l_mut_135 = l_140;
}
l_mut_141 = l_mut_30;
l_mut_30 = l_mut_135;
const bool l_142 = l_111 >= uint(64);
if (l_142) {
l_mut_141 = l_128;
l_mut_30 = uint(0);
} else {
const bool l_143 = l_111 >= uint(32);
if (l_143) {
l_mut_135 = l_124;
const bool l_144 = l_129 > uint(0);
if (l_144) {
const uint l_145 = l_124 >> l_129;
const uint l_146 = uint(32) - l_129;
const uint l_147 = l_128 << l_146;
const uint l_148 = l_145 | l_147;
l_mut_135 = l_148;
}
const uint l_149 = l_128 >> l_129;
l_mut_141 = l_mut_135;
l_mut_30 = l_149;
}
}
l_mut_135 = l_mut_141;
l_mut_141 = l_mut_30;
if (l_115) {
const uint l_150 = uint(0) - l_mut_135;
const uint l_151 = uint(0) - l_mut_141;
const bool l_152 = uint(0) < l_mut_135;
const uint l_153 = uint(l_152);
const uint l_154 = l_151 - l_153;
l_mut_135 = l_150;
l_mut_141 = l_154;
}
l_mut_92 = l_mut_135;
l_mut_86 = l_mut_141;
} else {
const uint l_155 = l_62 >> uint(31);
const bool l_156 = l_155 == uint(1);
l_mut_141 = l_59;
l_mut_135 = l_62;
if (l_156) {
const uint l_157 = uint(0) - l_59;
const uint l_158 = uint(0) - l_62;
const bool l_159 = uint(0) < l_59;
const uint l_160 = uint(l_159);
const uint l_161 = l_158 - l_160;
l_mut_141 = l_157;
l_mut_135 = l_161;
}
const uint l_162 = l_mut_141 * l_4;
const uint l_163 = l_mut_135 * l_4;
const uint l_164 = __umulhi(l_mut_141, l_4);
const uint l_165 = l_164 + l_163;
const uint l_166 = __umulhi(l_mut_135, l_4);
const bool l_167 = l_165 < l_163;
const uint l_168 = uint(l_167);
const uint l_169 = l_166 + l_168;
const uint l_170 = uint(0) % uint(32);
l_mut_80 = l_162;
const bool l_171 = l_170 > uint(0);
if (l_171) {
const uint l_172 = l_162 >> l_170;
const uint l_173 = uint(32) - l_170;
const uint l_174 = l_165 << l_173;
const uint l_175 = l_172 | l_174;
l_mut_80 = l_175;
}
l_mut_65 = l_165;
const bool l_176 = l_170 > uint(0);
if (l_176) {
const uint l_177 = l_165 >> l_170;
const uint l_178 = uint(32) - l_170;
const uint l_179 = l_169 << l_178;
const uint l_180 = l_177 | l_179;
l_mut_65 = l_180;
}
l_mut_30 = l_mut_80;
l_mut_80 = l_mut_65;
const bool l_181 = uint(0) >= uint(64);
if (l_181) {
l_mut_30 = l_169;
l_mut_80 = uint(0);
} else {
const bool l_182 = uint(0) >= uint(32);
if (l_182) {
l_mut_65 = l_165;
const bool l_183 = l_170 > uint(0);
if (l_183) {
const uint l_184 = l_165 >> l_170;
const uint l_185 = uint(32) - l_170;
const uint l_186 = l_169 << l_185;
const uint l_187 = l_184 | l_186;
l_mut_65 = l_187;
}
const uint l_188 = l_169 >> l_170;
l_mut_30 = l_mut_65;
l_mut_80 = l_188;
}
}
const uint l_189 = l_mut_141 * l_4;
const uint l_190 = l_mut_135 * l_4;
const uint l_191 = __umulhi(l_mut_141, l_4);
const uint l_192 = l_191 + l_190;
const uint l_193 = __umulhi(l_mut_135, l_4);
const bool l_194 = l_192 < l_190;
const uint l_195 = uint(l_194);
const uint l_196 = l_193 + l_195;
const uint l_197 = uint(64) % uint(32);
l_mut_65 = l_189;
const bool l_198 = l_197 > uint(0);
if (l_198) {
const uint l_199 = l_189 >> l_197;
const uint l_200 = uint(32) - l_197;
const uint l_201 = l_192 << l_200;
const uint l_202 = l_199 | l_201;
l_mut_65 = l_202;
}
l_mut_203 = l_192;
const bool l_204 = l_197 > uint(0);
if (l_204) {
const uint l_205 = l_192 >> l_197;
const uint l_206 = uint(32) - l_197;
const uint l_207 = l_196 << l_206;
const uint l_208 = l_205 | l_207;
l_mut_203 = l_208;
}
l_mut_209 = l_mut_65;
l_mut_65 = l_mut_203;
const bool l_210 = uint(64) >= uint(64);
if (l_210) {
l_mut_209 = l_196;
l_mut_65 = uint(0);
} else {
const bool l_211 = uint(64) >= uint(32);
if (l_211) {
l_mut_203 = l_192;
const bool l_212 = l_197 > uint(0);
if (l_212) {
const uint l_213 = l_192 >> l_197;
const uint l_214 = uint(32) - l_197;
const uint l_215 = l_196 << l_214;
const uint l_216 = l_213 | l_215;
l_mut_203 = l_216;
}
const uint l_217 = l_196 >> l_197;
l_mut_209 = l_mut_203;
l_mut_65 = l_217;
}
}
const uint l_218 = l_mut_30 * l_4;
const uint l_219 = l_mut_80 * l_4;
const uint l_220 = __umulhi(l_mut_30, l_4);
const uint l_221 = l_220 + l_219;
const uint l_222 = __umulhi(l_mut_80, l_4);
const bool l_223 = l_221 < l_219;
const uint l_224 = uint(l_223);
const uint l_225 = l_222 + l_224;
const uint l_226 = uint(0) % uint(32);
l_mut_203 = l_218;
const bool l_227 = l_226 > uint(0);
if (l_227) {
const uint l_228 = l_218 >> l_226;
const uint l_229 = uint(32) - l_226;
const uint l_230 = l_221 << l_229;
const uint l_231 = l_228 | l_230;
l_mut_203 = l_231;
}
l_mut_141 = l_221;
const bool l_232 = l_226 > uint(0);
if (l_232) {
const uint l_233 = l_221 >> l_226;
const uint l_234 = uint(32) - l_226;
const uint l_235 = l_225 << l_234;
const uint l_236 = l_233 | l_235;
l_mut_141 = l_236;
}
l_mut_135 = l_mut_203;
l_mut_203 = l_mut_141;
const bool l_237 = uint(0) >= uint(64);
if (l_237) {
l_mut_135 = l_225;
l_mut_203 = uint(0);
} else {
const bool l_238 = uint(0) >= uint(32);
if (l_238) {
l_mut_141 = l_221;
const bool l_239 = l_226 > uint(0);
if (l_239) {
const uint l_240 = l_221 >> l_226;
const uint l_241 = uint(32) - l_226;
const uint l_242 = l_225 << l_241;
const uint l_243 = l_240 | l_242;
l_mut_141 = l_243;
}
const uint l_244 = l_225 >> l_226;
l_mut_135 = l_mut_141;
l_mut_203 = l_244;
}
}
const uint l_245 = l_mut_30 * l_4;
const uint l_246 = l_mut_80 * l_4;
const uint l_247 = __umulhi(l_mut_30, l_4);
const uint l_248 = l_247 + l_246;
const uint l_249 = __umulhi(l_mut_80, l_4);
const bool l_250 = l_248 < l_246;
const uint l_251 = uint(l_250);
const uint l_252 = l_249 + l_251;
const uint l_253 = uint(64) % uint(32);
l_mut_141 = l_245;
const bool l_254 = l_253 > uint(0);
if (l_254) {
const uint l_255 = l_245 >> l_253;
const uint l_256 = uint(32) - l_253;
const uint l_257 = l_248 << l_256;
const uint l_258 = l_255 | l_257;
l_mut_141 = l_258;
}
l_mut_259 = l_248;
const bool l_260 = l_253 > uint(0);
if (l_260) {
const uint l_261 = l_248 >> l_253;
const uint l_262 = uint(32) - l_253;
const uint l_263 = l_252 << l_262;
const uint l_264 = l_261 | l_263;
l_mut_259 = l_264;
}
l_mut_265 = l_mut_141;
l_mut_141 = l_mut_259;
const bool l_266 = uint(64) >= uint(64);
if (l_266) {
l_mut_265 = l_252;
l_mut_141 = uint(0);
} else {
const bool l_267 = uint(64) >= uint(32);
if (l_267) {
l_mut_259 = l_248;
const bool l_268 = l_253 > uint(0);
if (l_268) {
const uint l_269 = l_248 >> l_253;
const uint l_270 = uint(32) - l_253;
const uint l_271 = l_252 << l_270;
const uint l_272 = l_269 | l_271;
l_mut_259 = l_272;
}
const uint l_273 = l_252 >> l_253;
l_mut_265 = l_mut_259;
l_mut_141 = l_273;
}
}
const uint l_274 = l_mut_209 * l_4;
const uint l_275 = __umulhi(l_mut_209, l_4);
const uint l_276 = l_mut_65 * l_4;
const uint l_277 = l_275 + l_276;
const uint l_278 = l_mut_265 + l_274;
const uint l_279 = l_mut_141 + l_277;
const bool l_280 = l_278 < l_mut_265;
const uint l_281 = uint(l_280);
const uint l_282 = l_279 + l_281;
l_mut_92 = l_mut_135;
l_mut_86 = l_mut_203;
const bool l_283 = l_111 == uint(64);
if (l_283) {
l_mut_92 = l_278;
l_mut_86 = l_282;
} else {
const bool l_284 = l_111 > uint(0);
if (l_284) {
const uint l_285 = uint(64) - l_111;
l_mut_265 = l_278;
l_mut_259 = l_282;
const bool l_286 = l_285 >= uint(32);
if (l_286) {
const uint l_287 = l_285 & uint(31);
const uint l_288 = l_278 << l_287;
l_mut_265 = uint(0);
l_mut_259 = l_288;
} else {
const bool l_289 = l_285 > uint(0);
if (l_289) {
const uint l_290 = l_278 << l_285;
const uint l_291 = l_282 << l_285;
const uint l_292 = uint(32) - l_285;
const uint l_293 = l_278 >> l_292;
const uint l_294 = l_291 | l_293;
l_mut_265 = l_290;
l_mut_259 = l_294;
}
}
l_mut_209 = l_mut_135;
l_mut_141 = l_mut_203;
const bool l_295 = l_111 >= uint(32);
if (l_295) {
const uint l_296 = l_111 & uint(31);
const uint l_297 = l_mut_203 >> l_296;
l_mut_209 = l_297;
l_mut_141 = uint(0);
} else {
const bool l_298 = l_111 > uint(0);
if (l_298) {
l_mut_80 = l_mut_135;
const bool l_299 = l_111 > uint(0);
if (l_299) {
const uint l_300 = l_mut_135 >> l_111;
const uint l_301 = uint(32) - l_111;
const uint l_302 = l_mut_203 << l_301;
const uint l_303 = l_300 | l_302;
l_mut_80 = l_303;
}
const uint l_304 = l_mut_203 >> l_111;
l_mut_209 = l_mut_80;
l_mut_141 = l_304;
}
}
const uint l_305 = l_mut_265 + l_mut_209;
const uint l_306 = l_mut_259 + l_mut_141;
const bool l_307 = l_305 < l_mut_265;
const uint l_308 = uint(l_307);
const uint l_309 = l_306 + l_308;
l_mut_92 = l_305;
l_mut_86 = l_309;
}
}
if (l_156) {
const uint l_310 = uint(0) - l_mut_92;
const uint l_311 = uint(0) - l_mut_86;
const bool l_312 = uint(0) < l_mut_92;
const uint l_313 = uint(l_312);
const uint l_314 = l_311 - l_313;
l_mut_92 = l_310;
l_mut_86 = l_314;
}
}
l_mut_265 = l_mut_92;
l_mut_259 = l_mut_86;
const uint l_315 = l_mut_86 >> uint(31);
const bool l_316 = l_315 == uint(1);
if (l_316) {
const uint l_317 = uint(0) - l_mut_92;
const uint l_318 = uint(0) - l_mut_86;
const bool l_319 = uint(0) < l_mut_92;
const uint l_320 = uint(l_319);
const uint l_321 = l_318 - l_320;
l_mut_265 = l_317;
l_mut_259 = l_321;
}
const uint l_322 = l_14 + l_mut_265;
const uint l_323 = l_17 + l_mut_259;
const bool l_324 = l_322 < l_14;
const uint l_325 = uint(l_324);
const uint l_326 = l_323 + l_325;
const uint l_327 = l_322 + uint(1);
const uint l_328 = l_326 + uint(0);
const bool l_329 = l_327 < l_322;
const uint l_330 = uint(l_329);
const uint l_331 = l_328 + l_330;
const uint l_332 = l_54 - l_mut_92;
const uint l_333 = l_57 - l_mut_86;
const bool l_334 = l_54 < l_mut_92;
const uint l_335 = uint(l_334);
const uint l_336 = l_333 - l_335;
const uint l_337 = l_332 + l_327;
const uint l_338 = l_336 + l_331;
const bool l_339 = l_337 < l_332;
const uint l_340 = uint(l_339);
const uint l_341 = l_338 + l_340;
const uint l_342 = uint(0) - l_106;
const uint l_343 = uint(0) - l_110;
const bool l_344 = uint(0) < l_106;
const uint l_345 = uint(l_344);
const uint l_346 = l_343 - l_345;
const uint l_347 = l_327 + l_327;
const uint l_348 = l_331 + l_331;
const bool l_349 = l_347 < l_327;
const uint l_350 = uint(l_349);
const uint l_351 = l_348 + l_350;
l_mut_265 = l_342;
l_mut_259 = l_346;
const uint l_352 = uint(0) - l_342;
const uint l_353 = uint(0) - l_346;
const bool l_354 = uint(0) < l_342;
const uint l_355 = uint(l_354);
const uint l_356 = l_353 - l_355;
l_mut_209 = l_352;
l_mut_203 = l_356;
l_mut_141 = l_337;
l_mut_135 = l_341;
l_mut_92 = uint(1);
l_mut_86 = uint(1);
l_mut_357 = bool(false);
const bool l_358 = l_mut_135 < l_351;
const bool l_359 = l_mut_135 == l_351;
const bool l_360 = l_mut_141 < l_347;
const bool l_361 = l_359 && l_360;
const bool l_362 = l_358 || l_361;
const bool l_363 = !l_362;
l_mut_364 = l_363;
const uint l_365 = l_342 | l_346;
const bool l_366 = l_365 == uint(0);
if (l_366) {
l_mut_357 = l_mut_364;
l_mut_364 = bool(false);
}
if (l_mut_364) {
const uint l_367 = l_346 >> uint(31);
const bool l_368 = l_367 == uint(1);
l_mut_80 = l_342;
l_mut_65 = l_346;
if (l_368) {
const uint l_369 = uint(0) - l_342;
const uint l_370 = uint(0) - l_346;
const bool l_371 = uint(0) < l_342;
const uint l_372 = uint(l_371);
const uint l_373 = l_370 - l_372;
l_mut_80 = l_369;
l_mut_65 = l_373;
}
const uint l_374 = l_4 - uint(1);
const uint l_375 = l_mut_80 * l_374;
const uint l_376 = __umulhi(l_mut_80, l_374);
const uint l_377 = l_mut_65 * l_374;
const uint l_378 = l_376 + l_377;
l_mut_30 = uint(0);
const uint l_379 = l_4 - uint(1);
const uint l_380 = l_mut_80 * l_379;
const uint l_381 = l_mut_65 * l_379;
const uint l_382 = __umulhi(l_mut_80, l_379);
const uint l_383 = l_382 + l_381;
const uint l_384 = __umulhi(l_mut_65, l_379);
const bool l_385 = l_383 < l_381;
const uint l_386 = uint(l_385);
const uint l_387 = l_384 + l_386;
const uint l_388 = uint(64) % uint(32);
l_mut_389 = l_380;
const bool l_390 = l_388 > uint(0);
if (l_390) {
const uint l_391 = l_380 >> l_388;
const uint l_392 = uint(32) - l_388;
const uint l_393 = l_383 << l_392;
const uint l_394 = l_391 | l_393;
l_mut_389 = l_394;
}
l_mut_395 = l_383;
const bool l_396 = l_388 > uint(0);
if (l_396) {
const uint l_397 = l_383 >> l_388;
const uint l_398 = uint(32) - l_388;
const uint l_399 = l_387 << l_398;
const uint l_400 = l_397 | l_399;
l_mut_395 = l_400;
}
l_mut_401 = l_mut_389;
l_mut_389 = l_mut_395;
const bool l_402 = uint(64) >= uint(64);
if (l_402) {
l_mut_401 = l_387;
l_mut_389 = uint(0);
} else {
const bool l_403 = uint(64) >= uint(32);
if (l_403) {
l_mut_395 = l_383;
const bool l_404 = l_388 > uint(0);
if (l_404) {
const uint l_405 = l_383 >> l_388;
const uint l_406 = uint(32) - l_388;
const uint l_407 = l_387 << l_406;
const uint l_408 = l_405 | l_407;
l_mut_395 = l_408;
}
const uint l_409 = l_387 >> l_388;
l_mut_401 = l_mut_395;
l_mut_389 = l_409;
}
}
const uint l_410 = l_mut_401 | l_mut_389;
const bool l_411 = l_410 == uint(0);
if (l_411) {
l_mut_401 = l_337;
l_mut_395 = l_341;
if (l_368) {
const uint l_412 = uint(0) - l_337;
const uint l_413 = uint(0) - l_341;
const bool l_414 = uint(0) < l_337;
const uint l_415 = uint(l_414);
const uint l_416 = l_413 - l_415;
const uint l_417 = l_337 | l_341;
const bool l_418 = l_417 == uint(0);
const bool l_419 = !l_418;
const bool l_420 = l_378 < l_416;
const bool l_421 = l_378 == l_416;
const bool l_422 = l_375 < l_412;
const bool l_423 = l_421 && l_422;
const bool l_424 = l_420 || l_423;
const bool l_425 = !l_424;
const bool l_426 = l_419 && l_425;
if (l_426) {
const uint l_427 = l_4 - uint(1);
l_mut_389 = l_412;
l_mut_428 = l_416;
const bool l_429 = l_416 < l_mut_65;
const bool l_430 = l_416 == l_mut_65;
const bool l_431 = l_412 < l_mut_80;
const bool l_432 = l_430 && l_431;
const bool l_433 = l_429 || l_432;
const bool l_434 = !l_433;
if (l_434) {
l_mut_435 = uint(0);
const bool l_436 = l_mut_65 < l_416;
const bool l_437 = l_mut_65 == l_416;
const bool l_438 = l_mut_80 < l_412;
const bool l_439 = l_437 && l_438;
const bool l_440 = l_436 || l_439;
if (l_440) {
const uint l_441 = l_412 - uint(1);
const uint l_442 = l_416 - uint(0);
const bool l_443 = l_412 < uint(1);
const uint l_444 = uint(l_443);
const uint l_445 = l_442 - l_444;
l_mut_446 = l_441;
l_mut_447 = l_445;
l_mut_448 = uint(0);

for (uint l_mut_449 = uint(0); l_mut_449 < uint(20); ++l_mut_449) {
const uint l_450 = uint(19) - l_mut_449;
l_mut_451 = l_mut_446;
l_mut_452 = l_mut_447;
const bool l_453 = l_450 >= uint(32);
if (l_453) {
const uint l_454 = l_450 & uint(31);
const uint l_455 = l_mut_447 >> l_454;
l_mut_451 = l_455;
l_mut_452 = uint(0);
} else {
const bool l_456 = l_450 > uint(0);
if (l_456) {
l_mut_457 = l_mut_446;
const bool l_458 = l_450 > uint(0);
if (l_458) {
const uint l_459 = l_mut_446 >> l_450;
const uint l_460 = uint(32) - l_450;
const uint l_461 = l_mut_447 << l_460;
const uint l_462 = l_459 | l_461;
l_mut_457 = l_462;
}
const uint l_463 = l_mut_447 >> l_450;
l_mut_451 = l_mut_457;
l_mut_452 = l_463;
}
}
const bool l_464 = l_mut_452 < l_mut_65;
const bool l_465 = l_mut_452 == l_mut_65;
const bool l_466 = l_mut_451 < l_mut_80;
const bool l_467 = l_465 && l_466;
const bool l_468 = l_464 || l_467;
const bool l_469 = !l_468;
if (l_469) {
l_mut_457 = l_mut_80;
l_mut_452 = l_mut_65;
const bool l_470 = l_450 >= uint(32);
if (l_470) {
const uint l_471 = l_450 & uint(31);
const uint l_472 = l_mut_80 << l_471;
l_mut_457 = uint(0);
l_mut_452 = l_472;
} else {
const bool l_473 = l_450 > uint(0);
if (l_473) {
const uint l_474 = l_mut_80 << l_450;
const uint l_475 = l_mut_65 << l_450;
const uint l_476 = uint(32) - l_450;
const uint l_477 = l_mut_80 >> l_476;
const uint l_478 = l_475 | l_477;
l_mut_457 = l_474;
l_mut_452 = l_478;
}
}
const uint l_479 = l_mut_446 - l_mut_457;
const uint l_480 = l_mut_447 - l_mut_452;
const bool l_481 = l_mut_446 < l_mut_457;
const uint l_482 = uint(l_481);
const uint l_483 = l_480 - l_482;
l_mut_446 = l_479;
l_mut_447 = l_483;
const uint l_484 = uint(1) << l_450;
l_mut_448 = l_mut_448 | l_484;
}
}
const uint l_485 = min(l_mut_448, l_427);
l_mut_457 = l_485;
const bool l_486 = l_mut_447 < l_mut_65;
const bool l_487 = l_mut_447 == l_mut_65;
const bool l_488 = l_mut_446 < l_mut_80;
const bool l_489 = l_487 && l_488;
const bool l_490 = l_486 || l_489;
const bool l_491 = !l_490;
if (l_491) {
l_mut_457 = l_427;
}
l_mut_435 = l_mut_457;
}
const uint l_492 = l_mut_80 * l_mut_435;
const uint l_493 = __umulhi(l_mut_80, l_mut_435);
const uint l_494 = l_mut_65 * l_mut_435;
const uint l_495 = l_493 + l_494;
const uint l_496 = l_412 - l_492;
const uint l_497 = l_416 - l_495;
const bool l_498 = l_412 < l_492;
const uint l_499 = uint(l_498);
const uint l_500 = l_497 - l_499;
l_mut_389 = l_496;
l_mut_428 = l_500;
const bool l_501 = l_mut_428 < l_mut_65;
const bool l_502 = l_mut_428 == l_mut_65;
const bool l_503 = l_mut_389 < l_mut_80;
const bool l_504 = l_502 && l_503;
const bool l_505 = l_501 || l_504;
const bool l_506 = !l_505;
if (l_506) {
const uint l_507 = l_mut_389 - l_mut_80;
const uint l_508 = l_mut_428 - l_mut_65;
const bool l_509 = l_mut_389 < l_mut_80;
const uint l_510 = uint(l_509);
const uint l_511 = l_508 - l_510;
l_mut_389 = l_507;
l_mut_428 = l_511;
}
}
const uint l_512 = l_mut_80 - l_mut_389;
const uint l_513 = l_mut_65 - l_mut_428;
const bool l_514 = l_mut_80 < l_mut_389;
const uint l_515 = uint(l_514);
const uint l_516 = l_513 - l_515;
l_mut_457 = l_512;
l_mut_452 = l_516;
const bool l_517 = l_516 < l_mut_65;
const bool l_518 = l_516 == l_mut_65;
const bool l_519 = l_512 < l_mut_80;
const bool l_520 = l_518 && l_519;
const bool l_521 = l_517 || l_520;
const bool l_522 = !l_521;
if (l_522) {
const uint l_523 = l_512 - l_mut_80;
const uint l_524 = l_516 - l_mut_65;
const bool l_525 = l_512 < l_mut_80;
const uint l_526 = uint(l_525);
const uint l_527 = l_524 - l_526;
l_mut_457 = l_523;
l_mut_452 = l_527;
}
const bool l_528 = l_mut_452 < l_mut_395;
const bool l_529 = l_mut_452 == l_mut_395;
const bool l_530 = l_mut_457 < l_mut_401;
const bool l_531 = l_529 && l_530;
const bool l_532 = l_528 || l_531;
if (l_532) {
l_mut_401 = l_mut_457;
l_mut_395 = l_mut_452;
}
}
} else {
const uint l_533 = l_337 - l_375;
const uint l_534 = l_341 - l_378;
const bool l_535 = l_337 < l_375;
const uint l_536 = uint(l_535);
const uint l_537 = l_534 - l_536;
l_mut_401 = l_533;
l_mut_395 = l_537;
const bool l_538 = l_341 < l_378;
const bool l_539 = l_341 == l_378;
const bool l_540 = l_337 < l_375;
const bool l_541 = l_539 && l_540;
const bool l_542 = l_538 || l_541;
if (l_542) {
const uint l_543 = l_4 - uint(1);
l_mut_457 = l_337;
l_mut_452 = l_341;
const bool l_544 = l_341 < l_mut_65;
const bool l_545 = l_341 == l_mut_65;
const bool l_546 = l_337 < l_mut_80;
const bool l_547 = l_545 && l_546;
const bool l_548 = l_544 || l_547;
const bool l_549 = !l_548;
if (l_549) {
l_mut_451 = uint(0);
const bool l_550 = l_mut_65 < l_341;
const bool l_551 = l_mut_65 == l_341;
const bool l_552 = l_mut_80 < l_337;
const bool l_553 = l_551 && l_552;
const bool l_554 = l_550 || l_553;
if (l_554) {
const uint l_555 = l_337 - uint(1);
const uint l_556 = l_341 - uint(0);
const bool l_557 = l_337 < uint(1);
const uint l_558 = uint(l_557);
const uint l_559 = l_556 - l_558;
l_mut_448 = l_555;
l_mut_447 = l_559;
l_mut_446 = uint(0);

for (uint l_mut_560 = uint(0); l_mut_560 < uint(20); ++l_mut_560) {
const uint l_561 = uint(19) - l_mut_560;
l_mut_435 = l_mut_448;
l_mut_428 = l_mut_447;
const bool l_562 = l_561 >= uint(32);
if (l_562) {
const uint l_563 = l_561 & uint(31);
const uint l_564 = l_mut_447 >> l_563;
l_mut_435 = l_564;
l_mut_428 = uint(0);
} else {
const bool l_565 = l_561 > uint(0);
if (l_565) {
l_mut_389 = l_mut_448;
const bool l_566 = l_561 > uint(0);
if (l_566) {
const uint l_567 = l_mut_448 >> l_561;
const uint l_568 = uint(32) - l_561;
const uint l_569 = l_mut_447 << l_568;
const uint l_570 = l_567 | l_569;
l_mut_389 = l_570;
}
const uint l_571 = l_mut_447 >> l_561;
l_mut_435 = l_mut_389;
l_mut_428 = l_571;
}
}
const bool l_572 = l_mut_428 < l_mut_65;
const bool l_573 = l_mut_428 == l_mut_65;
const bool l_574 = l_mut_435 < l_mut_80;
const bool l_575 = l_573 && l_574;
const bool l_576 = l_572 || l_575;
const bool l_577 = !l_576;
if (l_577) {
l_mut_435 = l_mut_80;
l_mut_428 = l_mut_65;
const bool l_578 = l_561 >= uint(32);
if (l_578) {
const uint l_579 = l_561 & uint(31);
const uint l_580 = l_mut_80 << l_579;
l_mut_435 = uint(0);
l_mut_428 = l_580;
} else {
const bool l_581 = l_561 > uint(0);
if (l_581) {
const uint l_582 = l_mut_80 << l_561;
const uint l_583 = l_mut_65 << l_561;
const uint l_584 = uint(32) - l_561;
const uint l_585 = l_mut_80 >> l_584;
const uint l_586 = l_583 | l_585;
l_mut_435 = l_582;
l_mut_428 = l_586;
}
}
const uint l_587 = l_mut_448 - l_mut_435;
const uint l_588 = l_mut_447 - l_mut_428;
const bool l_589 = l_mut_448 < l_mut_435;
const uint l_590 = uint(l_589);
const uint l_591 = l_588 - l_590;
l_mut_448 = l_587;
l_mut_447 = l_591;
const uint l_592 = uint(1) << l_561;
l_mut_446 = l_mut_446 | l_592;
}
}
const uint l_593 = min(l_mut_446, l_543);
l_mut_446 = l_593;
const bool l_594 = l_mut_447 < l_mut_65;
const bool l_595 = l_mut_447 == l_mut_65;
const bool l_596 = l_mut_448 < l_mut_80;
const bool l_597 = l_595 && l_596;
const bool l_598 = l_594 || l_597;
const bool l_599 = !l_598;
if (l_599) {
l_mut_446 = l_543;
}
l_mut_451 = l_mut_446;
}
const uint l_600 = l_mut_80 * l_mut_451;
const uint l_601 = __umulhi(l_mut_80, l_mut_451);
const uint l_602 = l_mut_65 * l_mut_451;
const uint l_603 = l_601 + l_602;
const uint l_604 = l_337 - l_600;
const uint l_605 = l_341 - l_603;
const bool l_606 = l_337 < l_600;
const uint l_607 = uint(l_606);
const uint l_608 = l_605 - l_607;
l_mut_457 = l_604;
l_mut_452 = l_608;
const bool l_609 = l_mut_452 < l_mut_65;
const bool l_610 = l_mut_452 == l_mut_65;
const bool l_611 = l_mut_457 < l_mut_80;
const bool l_612 = l_610 && l_611;
const bool l_613 = l_609 || l_612;
const bool l_614 = !l_613;
if (l_614) {
const uint l_615 = l_mut_457 - l_mut_80;
const uint l_616 = l_mut_452 - l_mut_65;
const bool l_617 = l_mut_457 < l_mut_80;
const uint l_618 = uint(l_617);
const uint l_619 = l_616 - l_618;
l_mut_457 = l_615;
l_mut_452 = l_619;
}
}
const bool l_620 = l_mut_452 < l_mut_395;
const bool l_621 = l_mut_452 == l_mut_395;
const bool l_622 = l_mut_457 < l_mut_401;
const bool l_623 = l_621 && l_622;
const bool l_624 = l_620 || l_623;
if (l_624) {
l_mut_401 = l_mut_457;
l_mut_395 = l_mut_452;
}
}
}
const bool l_625 = l_mut_395 < l_351;
const bool l_626 = l_mut_395 == l_351;
const bool l_627 = l_mut_401 < l_347;
const bool l_628 = l_626 && l_627;
const bool l_629 = l_625 || l_628;
const bool l_630 = !l_629;
const uint l_631 = uint(l_630);
const uint l_632 = uint(2) - l_631;
l_mut_30 = l_632;
}
const bool l_633 = l_mut_30 > uint(0);
if (l_633) {
const bool l_634 = l_mut_30 == uint(1);
l_mut_357 = l_634;
l_mut_364 = bool(false);
}
}
l_mut_635 = bool(false);
while (true) {
const bool l_636 = !l_mut_364;
if (l_636) {
break;}
const bool l_637 = l_mut_135 < l_mut_259;
const bool l_638 = l_mut_135 == l_mut_259;
const bool l_639 = l_mut_141 < l_mut_265;
const bool l_640 = l_638 && l_639;
const bool l_641 = l_637 || l_640;
if (l_641) {
const uint l_642 = l_mut_265 - l_mut_141;
const uint l_643 = l_mut_259 - l_mut_135;
const bool l_644 = l_mut_265 < l_mut_141;
const uint l_645 = uint(l_644);
const uint l_646 = l_643 - l_645;
l_mut_457 = l_642;
l_mut_452 = l_646;
l_mut_451 = l_mut_265;
l_mut_448 = l_mut_259;
const bool l_647 = l_mut_452 < l_mut_259;
const bool l_648 = l_mut_452 == l_mut_259;
const bool l_649 = l_mut_457 < l_mut_265;
const bool l_650 = l_648 && l_649;
const bool l_651 = l_647 || l_650;
if (l_651) {
l_mut_451 = l_mut_457;
l_mut_448 = l_mut_452;
}
l_mut_652 = bool(false);
l_mut_457 = uint(0);
const uint l_653 = l_mut_209 | l_mut_203;
const bool l_654 = l_653 == uint(0);
const bool l_655 = !l_654;
const bool l_656 = l_mut_652 && l_655;
const bool l_657 = l_mut_203 < l_mut_448;
const bool l_658 = l_mut_203 == l_mut_448;
const bool l_659 = l_mut_209 < l_mut_451;
const bool l_660 = l_658 && l_659;
const bool l_661 = l_657 || l_660;
const bool l_662 = l_656 && l_661;
const uint l_663 = l_mut_92 + l_mut_86;
const bool l_664 = l_663 < l_4;
const bool l_665 = l_662 && l_664;
if (l_665) {
const uint l_666 = l_4 - l_mut_92;
const uint l_667 = l_666 - l_mut_86;
const uint l_668 = l_667 / l_mut_92;
const uint l_669 = l_mut_451 - uint(1);
const uint l_670 = l_mut_448 - uint(0);
const bool l_671 = l_mut_451 < uint(1);
const uint l_672 = uint(l_671);
const uint l_673 = l_670 - l_672;
l_mut_452 = l_669;
l_mut_451 = l_673;
l_mut_448 = uint(0);

for (uint l_mut_674 = uint(0); l_mut_674 < uint(20); ++l_mut_674) {
const uint l_675 = uint(19) - l_mut_674;
l_mut_447 = l_mut_452;
l_mut_446 = l_mut_451;
const bool l_676 = l_675 >= uint(32);
if (l_676) {
const uint l_677 = l_675 & uint(31);
const uint l_678 = l_mut_451 >> l_677;
l_mut_447 = l_678;
l_mut_446 = uint(0);
} else {
const bool l_679 = l_675 > uint(0);
if (l_679) {
l_mut_435 = l_mut_452;
const bool l_680 = l_675 > uint(0);
if (l_680) {
const uint l_681 = l_mut_452 >> l_675;
const uint l_682 = uint(32) - l_675;
const uint l_683 = l_mut_451 << l_682;
const uint l_684 = l_681 | l_683;
l_mut_435 = l_684;
}
const uint l_685 = l_mut_451 >> l_675;
l_mut_447 = l_mut_435;
l_mut_446 = l_685;
}
}
const bool l_686 = l_mut_446 < l_mut_203;
const bool l_687 = l_mut_446 == l_mut_203;
const bool l_688 = l_mut_447 < l_mut_209;
const bool l_689 = l_687 && l_688;
const bool l_690 = l_686 || l_689;
const bool l_691 = !l_690;
if (l_691) {
l_mut_447 = l_mut_209;
l_mut_446 = l_mut_203;
const bool l_692 = l_675 >= uint(32);
if (l_692) {
const uint l_693 = l_675 & uint(31);
const uint l_694 = l_mut_209 << l_693;
l_mut_447 = uint(0);
l_mut_446 = l_694;
} else {
const bool l_695 = l_675 > uint(0);
if (l_695) {
const uint l_696 = l_mut_209 << l_675;
const uint l_697 = l_mut_203 << l_675;
const uint l_698 = uint(32) - l_675;
const uint l_699 = l_mut_209 >> l_698;
const uint l_700 = l_697 | l_699;
l_mut_447 = l_696;
l_mut_446 = l_700;
}
}
const uint l_701 = l_mut_452 - l_mut_447;
const uint l_702 = l_mut_451 - l_mut_446;
const bool l_703 = l_mut_452 < l_mut_447;
const uint l_704 = uint(l_703);
const uint l_705 = l_702 - l_704;
l_mut_452 = l_701;
l_mut_451 = l_705;
const uint l_706 = uint(1) << l_675;
l_mut_448 = l_mut_448 | l_706;
}
}
const uint l_707 = min(l_mut_448, l_668);
l_mut_448 = l_707;
const bool l_708 = l_mut_451 < l_mut_203;
const bool l_709 = l_mut_451 == l_mut_203;
const bool l_710 = l_mut_452 < l_mut_209;
const bool l_711 = l_709 && l_710;
const bool l_712 = l_708 || l_711;
const bool l_713 = !l_712;
if (l_713) {
l_mut_448 = l_668;
}
l_mut_457 = l_mut_448;
}
l_mut_452 = l_mut_265;
l_mut_451 = l_mut_259;
l_mut_448 = l_mut_209;
l_mut_447 = l_mut_203;
l_mut_446 = l_mut_92;
l_mut_435 = l_mut_86;
l_mut_428 = l_mut_141;
l_mut_401 = l_mut_135;
l_mut_395 = uint(0);
const bool l_714 = l_mut_457 > uint(0);
if (l_714) {
const uint l_715 = l_mut_209 * l_mut_457;
const uint l_716 = __umulhi(l_mut_209, l_mut_457);
const uint l_717 = l_mut_203 * l_mut_457;
const uint l_718 = l_716 + l_717;
const uint l_719 = l_mut_265 - l_715;
const uint l_720 = l_mut_259 - l_718;
const bool l_721 = l_mut_265 < l_715;
const uint l_722 = uint(l_721);
const uint l_723 = l_720 - l_722;
l_mut_452 = l_719;
l_mut_451 = l_723;
const uint l_724 = l_mut_457 * l_mut_92;
const uint l_725 = l_mut_86 + l_724;
l_mut_435 = l_725;
} else {
const bool l_726 = l_mut_395 == uint(0);
if (l_726) {
const uint l_727 = l_4 - l_mut_92;
const uint l_728 = l_727 / l_mut_86;
l_mut_457 = uint(0);
l_mut_652 = bool(false);
const uint l_729 = l_mut_265 | l_mut_259;
const bool l_730 = l_729 == uint(0);
if (l_730) {
l_mut_457 = l_728;
} else {
if (l_mut_652) {
const bool l_731 = l_mut_259 < l_mut_203;
const bool l_732 = l_mut_259 == l_mut_203;
const bool l_733 = l_mut_265 < l_mut_209;
const bool l_734 = l_732 && l_733;
const bool l_735 = l_731 || l_734;
if (l_735) {
const uint l_736 = l_mut_209 - uint(1);
const uint l_737 = l_mut_203 - uint(0);
const bool l_738 = l_mut_209 < uint(1);
const uint l_739 = uint(l_738);
const uint l_740 = l_737 - l_739;
l_mut_389 = l_736;
l_mut_80 = l_740;
l_mut_65 = uint(0);

for (uint l_mut_741 = uint(0); l_mut_741 < uint(20); ++l_mut_741) {
const uint l_742 = uint(19) - l_mut_741;
l_mut_30 = l_mut_389;
l_mut_743 = l_mut_80;
const bool l_744 = l_742 >= uint(32);
if (l_744) {
const uint l_745 = l_742 & uint(31);
const uint l_746 = l_mut_80 >> l_745;
l_mut_30 = l_746;
l_mut_743 = uint(0);
} else {
const bool l_747 = l_742 > uint(0);
if (l_747) {
l_mut_748 = l_mut_389;
const bool l_749 = l_742 > uint(0);
if (l_749) {
const uint l_750 = l_mut_389 >> l_742;
const uint l_751 = uint(32) - l_742;
const uint l_752 = l_mut_80 << l_751;
const uint l_753 = l_750 | l_752;
l_mut_748 = l_753;
}
const uint l_754 = l_mut_80 >> l_742;
l_mut_30 = l_mut_748;
l_mut_743 = l_754;
}
}
const bool l_755 = l_mut_743 < l_mut_259;
const bool l_756 = l_mut_743 == l_mut_259;
const bool l_757 = l_mut_30 < l_mut_265;
const bool l_758 = l_756 && l_757;
const bool l_759 = l_755 || l_758;
const bool l_760 = !l_759;
if (l_760) {
l_mut_748 = l_mut_265;
l_mut_743 = l_mut_259;
const bool l_761 = l_742 >= uint(32);
if (l_761) {
const uint l_762 = l_742 & uint(31);
const uint l_763 = l_mut_265 << l_762;
l_mut_748 = uint(0);
l_mut_743 = l_763;
} else {
const bool l_764 = l_742 > uint(0);
if (l_764) {
const uint l_765 = l_mut_265 << l_742;
const uint l_766 = l_mut_259 << l_742;
const uint l_767 = uint(32) - l_742;
const uint l_768 = l_mut_265 >> l_767;
const uint l_769 = l_766 | l_768;
l_mut_748 = l_765;
l_mut_743 = l_769;
}
}
const uint l_770 = l_mut_389 - l_mut_748;
const uint l_771 = l_mut_80 - l_mut_743;
const bool l_772 = l_mut_389 < l_mut_748;
const uint l_773 = uint(l_772);
const uint l_774 = l_771 - l_773;
l_mut_389 = l_770;
l_mut_80 = l_774;
const uint l_775 = uint(1) << l_742;
l_mut_65 = l_mut_65 | l_775;
}
}
const uint l_776 = min(l_mut_65, l_728);
l_mut_748 = l_776;
const bool l_777 = l_mut_80 < l_mut_259;
const bool l_778 = l_mut_80 == l_mut_259;
const bool l_779 = l_mut_389 < l_mut_265;
const bool l_780 = l_778 && l_779;
const bool l_781 = l_777 || l_780;
const bool l_782 = !l_781;
if (l_782) {
l_mut_748 = l_728;
}
l_mut_457 = l_mut_748;
}
} else {
l_mut_748 = l_mut_209;
l_mut_743 = l_mut_203;
while (true) {
const bool l_783 = l_mut_259 < l_mut_743;
const bool l_784 = l_mut_259 == l_mut_743;
const bool l_785 = l_mut_265 < l_mut_748;
const bool l_786 = l_784 && l_785;
const bool l_787 = l_783 || l_786;
const uint l_788 = l_mut_457 * l_mut_86;
const uint l_789 = l_mut_92 + l_788;
const uint l_790 = l_789 + l_mut_86;
const bool l_791 = l_790 < l_4;
const bool l_792 = l_787 && l_791;
const bool l_793 = !l_792;
if (l_793) {
break;}
const uint l_794 = l_mut_748 - l_mut_265;
const uint l_795 = l_mut_743 - l_mut_259;
const bool l_796 = l_mut_748 < l_mut_265;
const uint l_797 = uint(l_796);
const uint l_798 = l_795 - l_797;
l_mut_748 = l_794;
l_mut_743 = l_798;
l_mut_457 = l_mut_457 + uint(1);
}
}
}
const uint l_799 = l_mut_457 * l_mut_86;
const uint l_800 = l_mut_92 + l_799;
const uint l_801 = l_800 + l_mut_86;
const bool l_802 = l_801 >= l_4;
if (l_802) {
l_mut_395 = uint(1);
} else {
const uint l_803 = l_mut_265 * l_mut_457;
const uint l_804 = __umulhi(l_mut_265, l_mut_457);
const uint l_805 = l_mut_259 * l_mut_457;
const uint l_806 = l_804 + l_805;
const uint l_807 = l_mut_209 - l_803;
const uint l_808 = l_mut_203 - l_806;
const bool l_809 = l_mut_209 < l_803;
const uint l_810 = uint(l_809);
const uint l_811 = l_808 - l_810;
l_mut_448 = l_807;
l_mut_447 = l_811;
const uint l_812 = l_mut_457 * l_mut_86;
const uint l_813 = l_mut_92 + l_812;
l_mut_446 = l_813;
const uint l_814 = l_mut_265 - l_mut_448;
const uint l_815 = l_mut_259 - l_mut_447;
const bool l_816 = l_mut_265 < l_mut_448;
const uint l_817 = uint(l_816);
const uint l_818 = l_815 - l_817;
l_mut_452 = l_814;
l_mut_451 = l_818;
const uint l_819 = l_mut_86 + l_mut_446;
l_mut_435 = l_819;
}
}
}
l_mut_265 = l_mut_452;
l_mut_259 = l_mut_451;
l_mut_209 = l_mut_448;
l_mut_203 = l_mut_447;
l_mut_92 = l_mut_446;
l_mut_86 = l_mut_435;
l_mut_141 = l_mut_428;
l_mut_135 = l_mut_401;
const bool l_820 = l_mut_395 == uint(1);
l_mut_357 = l_820;
const bool l_821 = l_mut_395 == uint(0);
l_mut_364 = l_821;
} else {
const uint l_822 = l_mut_209 - l_mut_141;
const uint l_823 = l_mut_203 - l_mut_135;
const bool l_824 = l_mut_209 < l_mut_141;
const uint l_825 = uint(l_824);
const uint l_826 = l_823 - l_825;
l_mut_748 = l_822;
l_mut_743 = l_826;
const uint l_827 = l_mut_141 - l_347;
const uint l_828 = l_mut_135 - l_351;
const bool l_829 = l_mut_141 < l_347;
const uint l_830 = uint(l_829);
const uint l_831 = l_828 - l_830;
l_mut_748 = l_827;
l_mut_743 = l_831;
l_mut_457 = l_mut_209;
l_mut_452 = l_mut_203;
const bool l_832 = l_mut_743 < l_mut_203;
const bool l_833 = l_mut_743 == l_mut_203;
const bool l_834 = l_mut_748 < l_mut_209;
const bool l_835 = l_833 && l_834;
const bool l_836 = l_832 || l_835;
if (l_836) {
l_mut_457 = l_mut_748;
l_mut_452 = l_mut_743;
}
l_mut_652 = bool(false);
l_mut_748 = uint(0);
const uint l_837 = l_mut_265 | l_mut_259;
const bool l_838 = l_837 == uint(0);
const bool l_839 = !l_838;
const bool l_840 = l_mut_652 && l_839;
const bool l_841 = l_mut_259 < l_mut_452;
const bool l_842 = l_mut_259 == l_mut_452;
const bool l_843 = l_mut_265 < l_mut_457;
const bool l_844 = l_842 && l_843;
const bool l_845 = l_841 || l_844;
const bool l_846 = l_840 && l_845;
const uint l_847 = l_mut_86 + l_mut_92;
const bool l_848 = l_847 < l_4;
const bool l_849 = l_846 && l_848;
if (l_849) {
const uint l_850 = l_4 - l_mut_86;
const uint l_851 = l_850 - l_mut_92;
const uint l_852 = l_851 / l_mut_86;
const uint l_853 = l_mut_457 - uint(1);
const uint l_854 = l_mut_452 - uint(0);
const bool l_855 = l_mut_457 < uint(1);
const uint l_856 = uint(l_855);
const uint l_857 = l_854 - l_856;
l_mut_743 = l_853;
l_mut_457 = l_857;
l_mut_452 = uint(0);

for (uint l_mut_858 = uint(0); l_mut_858 < uint(20); ++l_mut_858) {
const uint l_859 = uint(19) - l_mut_858;
l_mut_451 = l_mut_743;
l_mut_448 = l_mut_457;
const bool l_860 = l_859 >= uint(32);
if (l_860) {
const uint l_861 = l_859 & uint(31);
const uint l_862 = l_mut_457 >> l_861;
l_mut_451 = l_862;
l_mut_448 = uint(0);
} else {
const bool l_863 = l_859 > uint(0);
if (l_863) {
l_mut_447 = l_mut_743;
const bool l_864 = l_859 > uint(0);
if (l_864) {
const uint l_865 = l_mut_743 >> l_859;
const uint l_866 = uint(32) - l_859;
const uint l_867 = l_mut_457 << l_866;
const uint l_868 = l_865 | l_867;
l_mut_447 = l_868;
}
const uint l_869 = l_mut_457 >> l_859;
l_mut_451 = l_mut_447;
l_mut_448 = l_869;
}
}
const bool l_870 = l_mut_448 < l_mut_259;
const bool l_871 = l_mut_448 == l_mut_259;
const bool l_872 = l_mut_451 < l_mut_265;
const bool l_873 = l_871 && l_872;
const bool l_874 = l_870 || l_873;
const bool l_875 = !l_874;
if (l_875) {
l_mut_451 = l_mut_265;
l_mut_448 = l_mut_259;
const bool l_876 = l_859 >= uint(32);
if (l_876) {
const uint l_877 = l_859 & uint(31);
const uint l_878 = l_mut_265 << l_877;
l_mut_451 = uint(0);
l_mut_448 = l_878;
} else {
const bool l_879 = l_859 > uint(0);
if (l_879) {
const uint l_880 = l_mut_265 << l_859;
const uint l_881 = l_mut_259 << l_859;
const uint l_882 = uint(32) - l_859;
const uint l_883 = l_mut_265 >> l_882;
const uint l_884 = l_881 | l_883;
l_mut_451 = l_880;
l_mut_448 = l_884;
}
}
const uint l_885 = l_mut_743 - l_mut_451;
const uint l_886 = l_mut_457 - l_mut_448;
const bool l_887 = l_mut_743 < l_mut_451;
const uint l_888 = uint(l_887);
const uint l_889 = l_886 - l_888;
l_mut_743 = l_885;
l_mut_457 = l_889;
const uint l_890 = uint(1) << l_859;
l_mut_452 = l_mut_452 | l_890;
}
}
const uint l_891 = min(l_mut_452, l_852);
l_mut_452 = l_891;
const bool l_892 = l_mut_457 < l_mut_259;
const bool l_893 = l_mut_457 == l_mut_259;
const bool l_894 = l_mut_743 < l_mut_265;
const bool l_895 = l_893 && l_894;
const bool l_896 = l_892 || l_895;
const bool l_897 = !l_896;
if (l_897) {
l_mut_452 = l_852;
}
l_mut_748 = l_mut_452;
}
l_mut_743 = l_mut_209;
l_mut_457 = l_mut_203;
l_mut_452 = l_mut_265;
l_mut_451 = l_mut_259;
l_mut_448 = l_mut_86;
l_mut_447 = l_mut_92;
l_mut_446 = l_mut_141;
l_mut_435 = l_mut_135;
l_mut_428 = uint(0);
const bool l_898 = l_mut_748 > uint(0);
if (l_898) {
const uint l_899 = l_mut_265 * l_mut_748;
const uint l_900 = __umulhi(l_mut_265, l_mut_748);
const uint l_901 = l_mut_259 * l_mut_748;
const uint l_902 = l_900 + l_901;
const uint l_903 = l_mut_141 - l_899;
const uint l_904 = l_mut_135 - l_902;
const bool l_905 = l_mut_141 < l_899;
const uint l_906 = uint(l_905);
const uint l_907 = l_904 - l_906;
l_mut_446 = l_903;
l_mut_435 = l_907;
const uint l_908 = l_mut_209 - l_899;
const uint l_909 = l_mut_203 - l_902;
const bool l_910 = l_mut_209 < l_899;
const uint l_911 = uint(l_910);
const uint l_912 = l_909 - l_911;
l_mut_743 = l_908;
l_mut_457 = l_912;
const uint l_913 = l_mut_748 * l_mut_86;
const uint l_914 = l_mut_92 + l_913;
l_mut_447 = l_914;
} else {
const uint l_915 = l_mut_141 - l_mut_265;
const uint l_916 = l_mut_135 - l_mut_259;
const bool l_917 = l_mut_141 < l_mut_265;
const uint l_918 = uint(l_917);
const uint l_919 = l_916 - l_918;
l_mut_446 = l_915;
l_mut_435 = l_919;
const bool l_920 = l_mut_435 < l_351;
const bool l_921 = l_mut_435 == l_351;
const bool l_922 = l_mut_446 < l_347;
const bool l_923 = l_921 && l_922;
const bool l_924 = l_920 || l_923;
if (l_924) {
l_mut_428 = uint(2);
}
const bool l_925 = l_mut_428 == uint(0);
if (l_925) {
const uint l_926 = l_4 - l_mut_86;
const uint l_927 = l_926 / l_mut_92;
l_mut_748 = uint(0);
l_mut_652 = bool(false);
const uint l_928 = l_mut_209 | l_mut_203;
const bool l_929 = l_928 == uint(0);
if (l_929) {
l_mut_748 = l_927;
} else {
if (l_mut_652) {
const bool l_930 = l_mut_203 < l_mut_259;
const bool l_931 = l_mut_203 == l_mut_259;
const bool l_932 = l_mut_209 < l_mut_265;
const bool l_933 = l_931 && l_932;
const bool l_934 = l_930 || l_933;
if (l_934) {
const uint l_935 = l_mut_265 - uint(1);
const uint l_936 = l_mut_259 - uint(0);
const bool l_937 = l_mut_265 < uint(1);
const uint l_938 = uint(l_937);
const uint l_939 = l_936 - l_938;
l_mut_401 = l_935;
l_mut_395 = l_939;
l_mut_389 = uint(0);

for (uint l_mut_940 = uint(0); l_mut_940 < uint(20); ++l_mut_940) {
const uint l_941 = uint(19) - l_mut_940;
l_mut_80 = l_mut_401;
l_mut_65 = l_mut_395;
const bool l_942 = l_941 >= uint(32);
if (l_942) {
const uint l_943 = l_941 & uint(31);
const uint l_944 = l_mut_395 >> l_943;
l_mut_80 = l_944;
l_mut_65 = uint(0);
} else {
const bool l_945 = l_941 > uint(0);
if (l_945) {
l_mut_30 = l_mut_401;
const bool l_946 = l_941 > uint(0);
if (l_946) {
const uint l_947 = l_mut_401 >> l_941;
const uint l_948 = uint(32) - l_941;
const uint l_949 = l_mut_395 << l_948;
const uint l_950 = l_947 | l_949;
l_mut_30 = l_950;
}
const uint l_951 = l_mut_395 >> l_941;
l_mut_80 = l_mut_30;
l_mut_65 = l_951;
}
}
const bool l_952 = l_mut_65 < l_mut_203;
const bool l_953 = l_mut_65 == l_mut_203;
const bool l_954 = l_mut_80 < l_mut_209;
const bool l_955 = l_953 && l_954;
const bool l_956 = l_952 || l_955;
const bool l_957 = !l_956;
if (l_957) {
l_mut_80 = l_mut_209;
l_mut_65 = l_mut_203;
const bool l_958 = l_941 >= uint(32);
if (l_958) {
const uint l_959 = l_941 & uint(31);
const uint l_960 = l_mut_209 << l_959;
l_mut_80 = uint(0);
l_mut_65 = l_960;
} else {
const bool l_961 = l_941 > uint(0);
if (l_961) {
const uint l_962 = l_mut_209 << l_941;
const uint l_963 = l_mut_203 << l_941;
const uint l_964 = uint(32) - l_941;
const uint l_965 = l_mut_209 >> l_964;
const uint l_966 = l_963 | l_965;
l_mut_80 = l_962;
l_mut_65 = l_966;
}
}
const uint l_967 = l_mut_401 - l_mut_80;
const uint l_968 = l_mut_395 - l_mut_65;
const bool l_969 = l_mut_401 < l_mut_80;
const uint l_970 = uint(l_969);
const uint l_971 = l_968 - l_970;
l_mut_401 = l_967;
l_mut_395 = l_971;
const uint l_972 = uint(1) << l_941;
l_mut_389 = l_mut_389 | l_972;
}
}
const uint l_973 = min(l_mut_389, l_927);
l_mut_389 = l_973;
const bool l_974 = l_mut_395 < l_mut_203;
const bool l_975 = l_mut_395 == l_mut_203;
const bool l_976 = l_mut_401 < l_mut_209;
const bool l_977 = l_975 && l_976;
const bool l_978 = l_974 || l_977;
const bool l_979 = !l_978;
if (l_979) {
l_mut_389 = l_927;
}
l_mut_748 = l_mut_389;
}
} else {
l_mut_401 = l_mut_265;
l_mut_395 = l_mut_259;
while (true) {
const bool l_980 = l_mut_203 < l_mut_395;
const bool l_981 = l_mut_203 == l_mut_395;
const bool l_982 = l_mut_209 < l_mut_401;
const bool l_983 = l_981 && l_982;
const bool l_984 = l_980 || l_983;
const uint l_985 = l_mut_748 * l_mut_92;
const uint l_986 = l_mut_86 + l_985;
const uint l_987 = l_986 + l_mut_92;
const bool l_988 = l_987 < l_4;
const bool l_989 = l_984 && l_988;
const bool l_990 = !l_989;
if (l_990) {
break;}
const uint l_991 = l_mut_401 - l_mut_209;
const uint l_992 = l_mut_395 - l_mut_203;
const bool l_993 = l_mut_401 < l_mut_209;
const uint l_994 = uint(l_993);
const uint l_995 = l_992 - l_994;
l_mut_401 = l_991;
l_mut_395 = l_995;
l_mut_748 = l_mut_748 + uint(1);
}
}
}
const uint l_996 = l_mut_748 * l_mut_92;
const uint l_997 = l_mut_86 + l_996;
const uint l_998 = l_997 + l_mut_92;
const bool l_999 = l_998 >= l_4;
if (l_999) {
l_mut_428 = uint(1);
} else {
const uint l_1000 = l_mut_209 * l_mut_748;
const uint l_1001 = __umulhi(l_mut_209, l_mut_748);
const uint l_1002 = l_mut_203 * l_mut_748;
const uint l_1003 = l_1001 + l_1002;
const uint l_1004 = l_mut_265 - l_1000;
const uint l_1005 = l_mut_259 - l_1003;
const bool l_1006 = l_mut_265 < l_1000;
const uint l_1007 = uint(l_1006);
const uint l_1008 = l_1005 - l_1007;
l_mut_452 = l_1004;
l_mut_451 = l_1008;
const uint l_1009 = l_mut_748 * l_mut_92;
const uint l_1010 = l_mut_86 + l_1009;
l_mut_448 = l_1010;
const uint l_1011 = l_mut_209 - l_mut_452;
const uint l_1012 = l_mut_203 - l_mut_451;
const bool l_1013 = l_mut_209 < l_mut_452;
const uint l_1014 = uint(l_1013);
const uint l_1015 = l_1012 - l_1014;
l_mut_743 = l_1011;
l_mut_457 = l_1015;
const uint l_1016 = l_mut_92 + l_mut_448;
l_mut_447 = l_1016;
}
}
}
l_mut_265 = l_mut_452;
l_mut_259 = l_mut_451;
l_mut_209 = l_mut_743;
l_mut_203 = l_mut_457;
l_mut_92 = l_mut_447;
l_mut_86 = l_mut_448;
l_mut_141 = l_mut_446;
l_mut_135 = l_mut_435;
const bool l_1017 = l_mut_428 == uint(1);
l_mut_357 = l_1017;
const bool l_1018 = l_mut_428 == uint(0);
l_mut_364 = l_1018;
}
}
const bool l_1019 = !l_mut_357;
if (l_1019) {
const uint l_2797 = info.static_meta[uint(5)];
const uint l_2798 = l_2797 * uint(1);
const uint l_2799 = l_2798 - uint(1);
const uint l_2800 = min(uint(0), l_2799);
device atomic_uint* l_2801 = &buffer_5[l_2800];
atomic_uint* l_1020 = l_2801;
const uint l_1021 = atomic_fetch_add_explicit(l_1020, uint(1), memory_order_relaxed);
const uint l_1022 = l_4 / uint(8);
l_mut_748 = uint(0);
l_mut_743 = uint(0);
l_mut_457 = uint(0);

for (uint l_mut_1023 = uint(0); l_mut_1023 < uint(8); ++l_mut_1023) {
const uint l_1024 = l_mut_1023 * l_1022;
const bool l_1025 = l_1024 < l_46;
const uint l_1026 = l_4 / uint(8);
const uint l_1027 = l_mut_1023 * l_1026;
const uint l_1028 = l_1027 + l_1027;
const uint l_1029 = l_62 >> uint(31);
const bool l_1030 = l_1029 == uint(1);
l_mut_452 = l_59;
l_mut_451 = l_62;
if (l_1030) {
const uint l_1031 = uint(0) - l_59;
const uint l_1032 = uint(0) - l_62;
const bool l_1033 = uint(0) < l_59;
const uint l_1034 = uint(l_1033);
const uint l_1035 = l_1032 - l_1034;
l_mut_452 = l_1031;
l_mut_451 = l_1035;
}
const uint l_1036 = l_mut_452 * l_1028;
const uint l_1037 = l_mut_451 * l_1028;
const uint l_1038 = __umulhi(l_mut_452, l_1028);
const uint l_1039 = l_1038 + l_1037;
const uint l_1040 = __umulhi(l_mut_451, l_1028);
const bool l_1041 = l_1039 < l_1037;
const uint l_1042 = uint(l_1041);
const uint l_1043 = l_1040 + l_1042;
const uint l_1044 = l_9 % uint(32);
l_mut_448 = l_1036;
const bool l_1045 = l_1044 > uint(0);
if (l_1045) {
const uint l_1046 = l_1036 >> l_1044;
const uint l_1047 = uint(32) - l_1044;
const uint l_1048 = l_1039 << l_1047;
const uint l_1049 = l_1046 | l_1048;
l_mut_448 = l_1049;
}
l_mut_447 = l_1039;
const bool l_1050 = l_1044 > uint(0);
if (l_1050) {
const uint l_1051 = l_1039 >> l_1044;
const uint l_1052 = uint(32) - l_1044;
const uint l_1053 = l_1043 << l_1052;
const uint l_1054 = l_1051 | l_1053;
l_mut_447 = l_1054;
}
l_mut_446 = l_mut_448;
l_mut_448 = l_mut_447;
const bool l_1055 = l_9 >= uint(64);
if (l_1055) {
l_mut_446 = l_1043;
l_mut_448 = uint(0);
} else {
const bool l_1056 = l_9 >= uint(32);
if (l_1056) {
l_mut_447 = l_1039;
const bool l_1057 = l_1044 > uint(0);
if (l_1057) {
const uint l_1058 = l_1039 >> l_1044;
const uint l_1059 = uint(32) - l_1044;
const uint l_1060 = l_1043 << l_1059;
const uint l_1061 = l_1058 | l_1060;
l_mut_447 = l_1061;
}
const uint l_1062 = l_1043 >> l_1044;
l_mut_446 = l_mut_447;
l_mut_448 = l_1062;
}
}
l_mut_452 = l_mut_446;
l_mut_451 = l_mut_448;
if (l_1030) {
const uint l_1063 = uint(0) - l_mut_452;
const uint l_1064 = uint(0) - l_mut_451;
const bool l_1065 = uint(0) < l_mut_452;
const uint l_1066 = uint(l_1065);
const uint l_1067 = l_1064 - l_1066;
l_mut_452 = l_1063;
l_mut_451 = l_1067;
}
const uint l_1068 = l_49 + l_mut_452;
const uint l_1069 = l_52 + l_mut_451;
const bool l_1070 = l_1068 < l_49;
const uint l_1071 = uint(l_1070);
const uint l_1072 = l_1069 + l_1071;
const uint l_1073 = l_49 * l_1027;
const uint l_1074 = __umulhi(l_49, l_1027);
const uint l_1075 = l_52 * l_1027;
const uint l_1076 = l_1074 + l_1075;
const uint l_1077 = l_54 + l_1073;
const uint l_1078 = l_57 + l_1076;
const bool l_1079 = l_1077 < l_54;
const uint l_1080 = uint(l_1079);
const uint l_1081 = l_1078 + l_1080;
l_mut_452 = uint(0);
l_mut_451 = uint(0);
const bool l_1082 = l_1027 < uint(65536);
if (l_1082) {
const uint l_1083 = l_1027 * l_1027;
const uint l_1084 = l_62 >> uint(31);
const bool l_1085 = l_1084 == uint(1);
l_mut_448 = l_59;
l_mut_447 = l_62;
if (l_1085) {
const uint l_1086 = uint(0) - l_59;
const uint l_1087 = uint(0) - l_62;
const bool l_1088 = uint(0) < l_59;
const uint l_1089 = uint(l_1088);
const uint l_1090 = l_1087 - l_1089;
l_mut_448 = l_1086;
l_mut_447 = l_1090;
}
const uint l_1091 = l_mut_448 * l_1083;
const uint l_1092 = l_mut_447 * l_1083;
const uint l_1093 = __umulhi(l_mut_448, l_1083);
const uint l_1094 = l_1093 + l_1092;
const uint l_1095 = __umulhi(l_mut_447, l_1083);
const bool l_1096 = l_1094 < l_1092;
const uint l_1097 = uint(l_1096);
const uint l_1098 = l_1095 + l_1097;
const uint l_1099 = l_9 % uint(32);
l_mut_446 = l_1091;
const bool l_1100 = l_1099 > uint(0);
if (l_1100) {
const uint l_1101 = l_1091 >> l_1099;
const uint l_1102 = uint(32) - l_1099;
const uint l_1103 = l_1094 << l_1102;
const uint l_1104 = l_1101 | l_1103;
l_mut_446 = l_1104;
}
l_mut_435 = l_1094;
const bool l_1105 = l_1099 > uint(0);
if (l_1105) {
const uint l_1106 = l_1094 >> l_1099;
const uint l_1107 = uint(32) - l_1099;
const uint l_1108 = l_1098 << l_1107;
const uint l_1109 = l_1106 | l_1108;
l_mut_435 = l_1109;
}
l_mut_428 = l_mut_446;
l_mut_446 = l_mut_435;
const bool l_1110 = l_9 >= uint(64);
if (l_1110) {
l_mut_428 = l_1098;
l_mut_446 = uint(0);
} else {
const bool l_1111 = l_9 >= uint(32);
if (l_1111) {
l_mut_435 = l_1094;
const bool l_1112 = l_1099 > uint(0);
if (l_1112) {
const uint l_1113 = l_1094 >> l_1099;
const uint l_1114 = uint(32) - l_1099;
const uint l_1115 = l_1098 << l_1114;
const uint l_1116 = l_1113 | l_1115;
l_mut_435 = l_1116;
}
const uint l_1117 = l_1098 >> l_1099;
l_mut_428 = l_mut_435;
l_mut_446 = l_1117;
}
}
l_mut_448 = l_mut_428;
l_mut_447 = l_mut_446;
if (l_1085) {
const uint l_1118 = uint(0) - l_mut_448;
const uint l_1119 = uint(0) - l_mut_447;
const bool l_1120 = uint(0) < l_mut_448;
const uint l_1121 = uint(l_1120);
const uint l_1122 = l_1119 - l_1121;
l_mut_448 = l_1118;
l_mut_447 = l_1122;
}
l_mut_452 = l_mut_448;
l_mut_451 = l_mut_447;
} else {
const uint l_1123 = l_62 >> uint(31);
const bool l_1124 = l_1123 == uint(1);
l_mut_448 = l_59;
l_mut_447 = l_62;
if (l_1124) {
const uint l_1125 = uint(0) - l_59;
const uint l_1126 = uint(0) - l_62;
const bool l_1127 = uint(0) < l_59;
const uint l_1128 = uint(l_1127);
const uint l_1129 = l_1126 - l_1128;
l_mut_448 = l_1125;
l_mut_447 = l_1129;
}
const uint l_1130 = l_mut_448 * l_1027;
const uint l_1131 = l_mut_447 * l_1027;
const uint l_1132 = __umulhi(l_mut_448, l_1027);
const uint l_1133 = l_1132 + l_1131;
const uint l_1134 = __umulhi(l_mut_447, l_1027);
const bool l_1135 = l_1133 < l_1131;
const uint l_1136 = uint(l_1135);
const uint l_1137 = l_1134 + l_1136;
const uint l_1138 = uint(0) % uint(32);
l_mut_446 = l_1130;
const bool l_1139 = l_1138 > uint(0);
if (l_1139) {
const uint l_1140 = l_1130 >> l_1138;
const uint l_1141 = uint(32) - l_1138;
const uint l_1142 = l_1133 << l_1141;
const uint l_1143 = l_1140 | l_1142;
l_mut_446 = l_1143;
}
l_mut_435 = l_1133;
const bool l_1144 = l_1138 > uint(0);
if (l_1144) {
const uint l_1145 = l_1133 >> l_1138;
const uint l_1146 = uint(32) - l_1138;
const uint l_1147 = l_1137 << l_1146;
const uint l_1148 = l_1145 | l_1147;
l_mut_435 = l_1148;
}
l_mut_428 = l_mut_446;
l_mut_446 = l_mut_435;
const bool l_1149 = uint(0) >= uint(64);
if (l_1149) {
l_mut_428 = l_1137;
l_mut_446 = uint(0);
} else {
const bool l_1150 = uint(0) >= uint(32);
if (l_1150) {
l_mut_435 = l_1133;
const bool l_1151 = l_1138 > uint(0);
if (l_1151) {
const uint l_1152 = l_1133 >> l_1138;
const uint l_1153 = uint(32) - l_1138;
const uint l_1154 = l_1137 << l_1153;
const uint l_1155 = l_1152 | l_1154;
l_mut_435 = l_1155;
}
const uint l_1156 = l_1137 >> l_1138;
l_mut_428 = l_mut_435;
l_mut_446 = l_1156;
}
}
const uint l_1157 = l_mut_448 * l_1027;
const uint l_1158 = l_mut_447 * l_1027;
const uint l_1159 = __umulhi(l_mut_448, l_1027);
const uint l_1160 = l_1159 + l_1158;
const uint l_1161 = __umulhi(l_mut_447, l_1027);
const bool l_1162 = l_1160 < l_1158;
const uint l_1163 = uint(l_1162);
const uint l_1164 = l_1161 + l_1163;
const uint l_1165 = uint(64) % uint(32);
l_mut_435 = l_1157;
const bool l_1166 = l_1165 > uint(0);
if (l_1166) {
const uint l_1167 = l_1157 >> l_1165;
const uint l_1168 = uint(32) - l_1165;
const uint l_1169 = l_1160 << l_1168;
const uint l_1170 = l_1167 | l_1169;
l_mut_435 = l_1170;
}
l_mut_401 = l_1160;
const bool l_1171 = l_1165 > uint(0);
if (l_1171) {
const uint l_1172 = l_1160 >> l_1165;
const uint l_1173 = uint(32) - l_1165;
const uint l_1174 = l_1164 << l_1173;
const uint l_1175 = l_1172 | l_1174;
l_mut_401 = l_1175;
}
l_mut_395 = l_mut_435;
l_mut_435 = l_mut_401;
const bool l_1176 = uint(64) >= uint(64);
if (l_1176) {
l_mut_395 = l_1164;
l_mut_435 = uint(0);
} else {
const bool l_1177 = uint(64) >= uint(32);
if (l_1177) {
l_mut_401 = l_1160;
const bool l_1178 = l_1165 > uint(0);
if (l_1178) {
const uint l_1179 = l_1160 >> l_1165;
const uint l_1180 = uint(32) - l_1165;
const uint l_1181 = l_1164 << l_1180;
const uint l_1182 = l_1179 | l_1181;
l_mut_401 = l_1182;
}
const uint l_1183 = l_1164 >> l_1165;
l_mut_395 = l_mut_401;
l_mut_435 = l_1183;
}
}
const uint l_1184 = l_mut_428 * l_1027;
const uint l_1185 = l_mut_446 * l_1027;
const uint l_1186 = __umulhi(l_mut_428, l_1027);
const uint l_1187 = l_1186 + l_1185;
const uint l_1188 = __umulhi(l_mut_446, l_1027);
const bool l_1189 = l_1187 < l_1185;
const uint l_1190 = uint(l_1189);
const uint l_1191 = l_1188 + l_1190;
const uint l_1192 = uint(0) % uint(32);
l_mut_448 = l_1184;
const bool l_1193 = l_1192 > uint(0);
if (l_1193) {
const uint l_1194 = l_1184 >> l_1192;
const uint l_1195 = uint(32) - l_1192;
const uint l_1196 = l_1187 << l_1195;
const uint l_1197 = l_1194 | l_1196;
l_mut_448 = l_1197;
}
l_mut_447 = l_1187;
const bool l_1198 = l_1192 > uint(0);
if (l_1198) {
const uint l_1199 = l_1187 >> l_1192;
const uint l_1200 = uint(32) - l_1192;
const uint l_1201 = l_1191 << l_1200;
const uint l_1202 = l_1199 | l_1201;
l_mut_447 = l_1202;
}
l_mut_401 = l_mut_448;
l_mut_448 = l_mut_447;
const bool l_1203 = uint(0) >= uint(64);
if (l_1203) {
l_mut_401 = l_1191;
l_mut_448 = uint(0);
} else {
const bool l_1204 = uint(0) >= uint(32);
if (l_1204) {
l_mut_447 = l_1187;
const bool l_1205 = l_1192 > uint(0);
if (l_1205) {
const uint l_1206 = l_1187 >> l_1192;
const uint l_1207 = uint(32) - l_1192;
const uint l_1208 = l_1191 << l_1207;
const uint l_1209 = l_1206 | l_1208;
l_mut_447 = l_1209;
}
const uint l_1210 = l_1191 >> l_1192;
l_mut_401 = l_mut_447;
l_mut_448 = l_1210;
}
}
const uint l_1211 = l_mut_428 * l_1027;
const uint l_1212 = l_mut_446 * l_1027;
const uint l_1213 = __umulhi(l_mut_428, l_1027);
const uint l_1214 = l_1213 + l_1212;
const uint l_1215 = __umulhi(l_mut_446, l_1027);
const bool l_1216 = l_1214 < l_1212;
const uint l_1217 = uint(l_1216);
const uint l_1218 = l_1215 + l_1217;
const uint l_1219 = uint(64) % uint(32);
l_mut_447 = l_1211;
const bool l_1220 = l_1219 > uint(0);
if (l_1220) {
const uint l_1221 = l_1211 >> l_1219;
const uint l_1222 = uint(32) - l_1219;
const uint l_1223 = l_1214 << l_1222;
const uint l_1224 = l_1221 | l_1223;
l_mut_447 = l_1224;
}
l_mut_389 = l_1214;
const bool l_1225 = l_1219 > uint(0);
if (l_1225) {
const uint l_1226 = l_1214 >> l_1219;
const uint l_1227 = uint(32) - l_1219;
const uint l_1228 = l_1218 << l_1227;
const uint l_1229 = l_1226 | l_1228;
l_mut_389 = l_1229;
}
l_mut_265 = l_mut_447;
l_mut_447 = l_mut_389;
const bool l_1230 = uint(64) >= uint(64);
if (l_1230) {
l_mut_265 = l_1218;
l_mut_447 = uint(0);
} else {
const bool l_1231 = uint(64) >= uint(32);
if (l_1231) {
l_mut_389 = l_1214;
const bool l_1232 = l_1219 > uint(0);
if (l_1232) {
const uint l_1233 = l_1214 >> l_1219;
const uint l_1234 = uint(32) - l_1219;
const uint l_1235 = l_1218 << l_1234;
const uint l_1236 = l_1233 | l_1235;
l_mut_389 = l_1236;
}
const uint l_1237 = l_1218 >> l_1219;
l_mut_265 = l_mut_389;
l_mut_447 = l_1237;
}
}
const uint l_1238 = l_mut_395 * l_1027;
const uint l_1239 = __umulhi(l_mut_395, l_1027);
const uint l_1240 = l_mut_435 * l_1027;
const uint l_1241 = l_1239 + l_1240;
const uint l_1242 = l_mut_265 + l_1238;
const uint l_1243 = l_mut_447 + l_1241;
const bool l_1244 = l_1242 < l_mut_265;
const uint l_1245 = uint(l_1244);
const uint l_1246 = l_1243 + l_1245;
l_mut_452 = l_mut_401;
l_mut_451 = l_mut_448;
const bool l_1247 = l_9 == uint(64);
if (l_1247) {
l_mut_452 = l_1242;
l_mut_451 = l_1246;
} else {
const bool l_1248 = l_9 > uint(0);
if (l_1248) {
const uint l_1249 = uint(64) - l_9;
l_mut_447 = l_1242;
l_mut_446 = l_1246;
const bool l_1250 = l_1249 >= uint(32);
if (l_1250) {
const uint l_1251 = l_1249 & uint(31);
const uint l_1252 = l_1242 << l_1251;
l_mut_447 = uint(0);
l_mut_446 = l_1252;
} else {
const bool l_1253 = l_1249 > uint(0);
if (l_1253) {
const uint l_1254 = l_1242 << l_1249;
const uint l_1255 = l_1246 << l_1249;
const uint l_1256 = uint(32) - l_1249;
const uint l_1257 = l_1242 >> l_1256;
const uint l_1258 = l_1255 | l_1257;
l_mut_447 = l_1254;
l_mut_446 = l_1258;
}
}
l_mut_435 = l_mut_401;
l_mut_428 = l_mut_448;
const bool l_1259 = l_9 >= uint(32);
if (l_1259) {
const uint l_1260 = l_9 & uint(31);
const uint l_1261 = l_mut_448 >> l_1260;
l_mut_435 = l_1261;
l_mut_428 = uint(0);
} else {
const bool l_1262 = l_9 > uint(0);
if (l_1262) {
l_mut_395 = l_mut_401;
const bool l_1263 = l_9 > uint(0);
if (l_1263) {
const uint l_1264 = l_mut_401 >> l_9;
const uint l_1265 = uint(32) - l_9;
const uint l_1266 = l_mut_448 << l_1265;
const uint l_1267 = l_1264 | l_1266;
l_mut_395 = l_1267;
}
const uint l_1268 = l_mut_448 >> l_9;
l_mut_435 = l_mut_395;
l_mut_428 = l_1268;
}
}
const uint l_1269 = l_mut_447 + l_mut_435;
const uint l_1270 = l_mut_446 + l_mut_428;
const bool l_1271 = l_1269 < l_mut_447;
const uint l_1272 = uint(l_1271);
const uint l_1273 = l_1270 + l_1272;
l_mut_452 = l_1269;
l_mut_451 = l_1273;
}
}
if (l_1124) {
const uint l_1274 = uint(0) - l_mut_452;
const uint l_1275 = uint(0) - l_mut_451;
const bool l_1276 = uint(0) < l_mut_452;
const uint l_1277 = uint(l_1276);
const uint l_1278 = l_1275 - l_1277;
l_mut_452 = l_1274;
l_mut_451 = l_1278;
}
}
const uint l_1279 = l_1077 + l_mut_452;
const uint l_1280 = l_1081 + l_mut_451;
const bool l_1281 = l_1279 < l_1077;
const uint l_1282 = uint(l_1281);
const uint l_1283 = l_1280 + l_1282;
const uint l_1284 = l_62 >> uint(31);
const bool l_1285 = l_1284 == uint(1);
l_mut_452 = l_59;
l_mut_451 = l_62;
if (l_1285) {
const uint l_1286 = uint(0) - l_59;
const uint l_1287 = uint(0) - l_62;
const bool l_1288 = uint(0) < l_59;
const uint l_1289 = uint(l_1288);
const uint l_1290 = l_1287 - l_1289;
l_mut_452 = l_1286;
l_mut_451 = l_1290;
}
const uint l_1291 = l_mut_452 * l_1026;
const uint l_1292 = l_mut_451 * l_1026;
const uint l_1293 = __umulhi(l_mut_452, l_1026);
const uint l_1294 = l_1293 + l_1292;
const uint l_1295 = __umulhi(l_mut_451, l_1026);
const bool l_1296 = l_1294 < l_1292;
const uint l_1297 = uint(l_1296);
const uint l_1298 = l_1295 + l_1297;
const uint l_1299 = l_9 % uint(32);
l_mut_448 = l_1291;
const bool l_1300 = l_1299 > uint(0);
if (l_1300) {
const uint l_1301 = l_1291 >> l_1299;
const uint l_1302 = uint(32) - l_1299;
const uint l_1303 = l_1294 << l_1302;
const uint l_1304 = l_1301 | l_1303;
l_mut_448 = l_1304;
}
l_mut_447 = l_1294;
const bool l_1305 = l_1299 > uint(0);
if (l_1305) {
const uint l_1306 = l_1294 >> l_1299;
const uint l_1307 = uint(32) - l_1299;
const uint l_1308 = l_1298 << l_1307;
const uint l_1309 = l_1306 | l_1308;
l_mut_447 = l_1309;
}
l_mut_446 = l_mut_448;
l_mut_448 = l_mut_447;
const bool l_1310 = l_9 >= uint(64);
if (l_1310) {
l_mut_446 = l_1298;
l_mut_448 = uint(0);
} else {
const bool l_1311 = l_9 >= uint(32);
if (l_1311) {
l_mut_447 = l_1294;
const bool l_1312 = l_1299 > uint(0);
if (l_1312) {
const uint l_1313 = l_1294 >> l_1299;
const uint l_1314 = uint(32) - l_1299;
const uint l_1315 = l_1298 << l_1314;
const uint l_1316 = l_1313 | l_1315;
l_mut_447 = l_1316;
}
const uint l_1317 = l_1298 >> l_1299;
l_mut_446 = l_mut_447;
l_mut_448 = l_1317;
}
}
l_mut_452 = l_mut_446;
l_mut_451 = l_mut_448;
if (l_1285) {
const uint l_1318 = uint(0) - l_mut_452;
const uint l_1319 = uint(0) - l_mut_451;
const bool l_1320 = uint(0) < l_mut_452;
const uint l_1321 = uint(l_1320);
const uint l_1322 = l_1319 - l_1321;
l_mut_452 = l_1318;
l_mut_451 = l_1322;
}
const uint l_1323 = l_1068 + l_mut_452;
const uint l_1324 = l_1072 + l_mut_451;
const bool l_1325 = l_1323 < l_1068;
const uint l_1326 = uint(l_1325);
const uint l_1327 = l_1324 + l_1326;
const uint l_1328 = l_9 + uint(3);
l_mut_452 = uint(0);
l_mut_451 = uint(0);
const bool l_1329 = l_1026 < uint(65536);
if (l_1329) {
const uint l_1330 = l_1026 * l_1026;
const uint l_1331 = l_62 >> uint(31);
const bool l_1332 = l_1331 == uint(1);
l_mut_448 = l_59;
l_mut_447 = l_62;
if (l_1332) {
const uint l_1333 = uint(0) - l_59;
const uint l_1334 = uint(0) - l_62;
const bool l_1335 = uint(0) < l_59;
const uint l_1336 = uint(l_1335);
const uint l_1337 = l_1334 - l_1336;
l_mut_448 = l_1333;
l_mut_447 = l_1337;
}
const uint l_1338 = l_mut_448 * l_1330;
const uint l_1339 = l_mut_447 * l_1330;
const uint l_1340 = __umulhi(l_mut_448, l_1330);
const uint l_1341 = l_1340 + l_1339;
const uint l_1342 = __umulhi(l_mut_447, l_1330);
const bool l_1343 = l_1341 < l_1339;
const uint l_1344 = uint(l_1343);
const uint l_1345 = l_1342 + l_1344;
const uint l_1346 = l_1328 % uint(32);
l_mut_446 = l_1338;
const bool l_1347 = l_1346 > uint(0);
if (l_1347) {
const uint l_1348 = l_1338 >> l_1346;
const uint l_1349 = uint(32) - l_1346;
const uint l_1350 = l_1341 << l_1349;
const uint l_1351 = l_1348 | l_1350;
l_mut_446 = l_1351;
}
l_mut_435 = l_1341;
const bool l_1352 = l_1346 > uint(0);
if (l_1352) {
const uint l_1353 = l_1341 >> l_1346;
const uint l_1354 = uint(32) - l_1346;
const uint l_1355 = l_1345 << l_1354;
const uint l_1356 = l_1353 | l_1355;
l_mut_435 = l_1356;
}
l_mut_428 = l_mut_446;
l_mut_446 = l_mut_435;
const bool l_1357 = l_1328 >= uint(64);
if (l_1357) {
l_mut_428 = l_1345;
l_mut_446 = uint(0);
} else {
const bool l_1358 = l_1328 >= uint(32);
if (l_1358) {
l_mut_435 = l_1341;
const bool l_1359 = l_1346 > uint(0);
if (l_1359) {
const uint l_1360 = l_1341 >> l_1346;
const uint l_1361 = uint(32) - l_1346;
const uint l_1362 = l_1345 << l_1361;
const uint l_1363 = l_1360 | l_1362;
l_mut_435 = l_1363;
}
const uint l_1364 = l_1345 >> l_1346;
l_mut_428 = l_mut_435;
l_mut_446 = l_1364;
}
}
l_mut_448 = l_mut_428;
l_mut_447 = l_mut_446;
if (l_1332) {
const uint l_1365 = uint(0) - l_mut_448;
const uint l_1366 = uint(0) - l_mut_447;
const bool l_1367 = uint(0) < l_mut_448;
const uint l_1368 = uint(l_1367);
const uint l_1369 = l_1366 - l_1368;
l_mut_448 = l_1365;
l_mut_447 = l_1369;
}
l_mut_452 = l_mut_448;
l_mut_451 = l_mut_447;
} else {
const uint l_1370 = l_62 >> uint(31);
const bool l_1371 = l_1370 == uint(1);
l_mut_448 = l_59;
l_mut_447 = l_62;
if (l_1371) {
const uint l_1372 = uint(0) - l_59;
const uint l_1373 = uint(0) - l_62;
const bool l_1374 = uint(0) < l_59;
const uint l_1375 = uint(l_1374);
const uint l_1376 = l_1373 - l_1375;
l_mut_448 = l_1372;
l_mut_447 = l_1376;
}
const uint l_1377 = l_mut_448 * l_1026;
const uint l_1378 = l_mut_447 * l_1026;
const uint l_1379 = __umulhi(l_mut_448, l_1026);
const uint l_1380 = l_1379 + l_1378;
const uint l_1381 = __umulhi(l_mut_447, l_1026);
const bool l_1382 = l_1380 < l_1378;
const uint l_1383 = uint(l_1382);
const uint l_1384 = l_1381 + l_1383;
const uint l_1385 = uint(0) % uint(32);
l_mut_446 = l_1377;
const bool l_1386 = l_1385 > uint(0);
if (l_1386) {
const uint l_1387 = l_1377 >> l_1385;
const uint l_1388 = uint(32) - l_1385;
const uint l_1389 = l_1380 << l_1388;
const uint l_1390 = l_1387 | l_1389;
l_mut_446 = l_1390;
}
l_mut_435 = l_1380;
const bool l_1391 = l_1385 > uint(0);
if (l_1391) {
const uint l_1392 = l_1380 >> l_1385;
const uint l_1393 = uint(32) - l_1385;
const uint l_1394 = l_1384 << l_1393;
const uint l_1395 = l_1392 | l_1394;
l_mut_435 = l_1395;
}
l_mut_428 = l_mut_446;
l_mut_446 = l_mut_435;
const bool l_1396 = uint(0) >= uint(64);
if (l_1396) {
l_mut_428 = l_1384;
l_mut_446 = uint(0);
} else {
const bool l_1397 = uint(0) >= uint(32);
if (l_1397) {
l_mut_435 = l_1380;
const bool l_1398 = l_1385 > uint(0);
if (l_1398) {
const uint l_1399 = l_1380 >> l_1385;
const uint l_1400 = uint(32) - l_1385;
const uint l_1401 = l_1384 << l_1400;
const uint l_1402 = l_1399 | l_1401;
l_mut_435 = l_1402;
}
const uint l_1403 = l_1384 >> l_1385;
l_mut_428 = l_mut_435;
l_mut_446 = l_1403;
}
}
const uint l_1404 = l_mut_448 * l_1026;
const uint l_1405 = l_mut_447 * l_1026;
const uint l_1406 = __umulhi(l_mut_448, l_1026);
const uint l_1407 = l_1406 + l_1405;
const uint l_1408 = __umulhi(l_mut_447, l_1026);
const bool l_1409 = l_1407 < l_1405;
const uint l_1410 = uint(l_1409);
const uint l_1411 = l_1408 + l_1410;
const uint l_1412 = uint(64) % uint(32);
l_mut_435 = l_1404;
const bool l_1413 = l_1412 > uint(0);
if (l_1413) {
const uint l_1414 = l_1404 >> l_1412;
const uint l_1415 = uint(32) - l_1412;
const uint l_1416 = l_1407 << l_1415;
const uint l_1417 = l_1414 | l_1416;
l_mut_435 = l_1417;
}
l_mut_401 = l_1407;
const bool l_1418 = l_1412 > uint(0);
if (l_1418) {
const uint l_1419 = l_1407 >> l_1412;
const uint l_1420 = uint(32) - l_1412;
const uint l_1421 = l_1411 << l_1420;
const uint l_1422 = l_1419 | l_1421;
l_mut_401 = l_1422;
}
l_mut_395 = l_mut_435;
l_mut_435 = l_mut_401;
const bool l_1423 = uint(64) >= uint(64);
if (l_1423) {
l_mut_395 = l_1411;
l_mut_435 = uint(0);
} else {
const bool l_1424 = uint(64) >= uint(32);
if (l_1424) {
l_mut_401 = l_1407;
const bool l_1425 = l_1412 > uint(0);
if (l_1425) {
const uint l_1426 = l_1407 >> l_1412;
const uint l_1427 = uint(32) - l_1412;
const uint l_1428 = l_1411 << l_1427;
const uint l_1429 = l_1426 | l_1428;
l_mut_401 = l_1429;
}
const uint l_1430 = l_1411 >> l_1412;
l_mut_395 = l_mut_401;
l_mut_435 = l_1430;
}
}
const uint l_1431 = l_mut_428 * l_1026;
const uint l_1432 = l_mut_446 * l_1026;
const uint l_1433 = __umulhi(l_mut_428, l_1026);
const uint l_1434 = l_1433 + l_1432;
const uint l_1435 = __umulhi(l_mut_446, l_1026);
const bool l_1436 = l_1434 < l_1432;
const uint l_1437 = uint(l_1436);
const uint l_1438 = l_1435 + l_1437;
const uint l_1439 = uint(0) % uint(32);
l_mut_448 = l_1431;
const bool l_1440 = l_1439 > uint(0);
if (l_1440) {
const uint l_1441 = l_1431 >> l_1439;
const uint l_1442 = uint(32) - l_1439;
const uint l_1443 = l_1434 << l_1442;
const uint l_1444 = l_1441 | l_1443;
l_mut_448 = l_1444;
}
l_mut_447 = l_1434;
const bool l_1445 = l_1439 > uint(0);
if (l_1445) {
const uint l_1446 = l_1434 >> l_1439;
const uint l_1447 = uint(32) - l_1439;
const uint l_1448 = l_1438 << l_1447;
const uint l_1449 = l_1446 | l_1448;
l_mut_447 = l_1449;
}
l_mut_401 = l_mut_448;
l_mut_448 = l_mut_447;
const bool l_1450 = uint(0) >= uint(64);
if (l_1450) {
l_mut_401 = l_1438;
l_mut_448 = uint(0);
} else {
const bool l_1451 = uint(0) >= uint(32);
if (l_1451) {
l_mut_447 = l_1434;
const bool l_1452 = l_1439 > uint(0);
if (l_1452) {
const uint l_1453 = l_1434 >> l_1439;
const uint l_1454 = uint(32) - l_1439;
const uint l_1455 = l_1438 << l_1454;
const uint l_1456 = l_1453 | l_1455;
l_mut_447 = l_1456;
}
const uint l_1457 = l_1438 >> l_1439;
l_mut_401 = l_mut_447;
l_mut_448 = l_1457;
}
}
const uint l_1458 = l_mut_428 * l_1026;
const uint l_1459 = l_mut_446 * l_1026;
const uint l_1460 = __umulhi(l_mut_428, l_1026);
const uint l_1461 = l_1460 + l_1459;
const uint l_1462 = __umulhi(l_mut_446, l_1026);
const bool l_1463 = l_1461 < l_1459;
const uint l_1464 = uint(l_1463);
const uint l_1465 = l_1462 + l_1464;
const uint l_1466 = uint(64) % uint(32);
l_mut_447 = l_1458;
const bool l_1467 = l_1466 > uint(0);
if (l_1467) {
const uint l_1468 = l_1458 >> l_1466;
const uint l_1469 = uint(32) - l_1466;
const uint l_1470 = l_1461 << l_1469;
const uint l_1471 = l_1468 | l_1470;
l_mut_447 = l_1471;
}
l_mut_389 = l_1461;
const bool l_1472 = l_1466 > uint(0);
if (l_1472) {
const uint l_1473 = l_1461 >> l_1466;
const uint l_1474 = uint(32) - l_1466;
const uint l_1475 = l_1465 << l_1474;
const uint l_1476 = l_1473 | l_1475;
l_mut_389 = l_1476;
}
l_mut_265 = l_mut_447;
l_mut_447 = l_mut_389;
const bool l_1477 = uint(64) >= uint(64);
if (l_1477) {
l_mut_265 = l_1465;
l_mut_447 = uint(0);
} else {
const bool l_1478 = uint(64) >= uint(32);
if (l_1478) {
l_mut_389 = l_1461;
const bool l_1479 = l_1466 > uint(0);
if (l_1479) {
const uint l_1480 = l_1461 >> l_1466;
const uint l_1481 = uint(32) - l_1466;
const uint l_1482 = l_1465 << l_1481;
const uint l_1483 = l_1480 | l_1482;
l_mut_389 = l_1483;
}
const uint l_1484 = l_1465 >> l_1466;
l_mut_265 = l_mut_389;
l_mut_447 = l_1484;
}
}
const uint l_1485 = l_mut_395 * l_1026;
const uint l_1486 = __umulhi(l_mut_395, l_1026);
const uint l_1487 = l_mut_435 * l_1026;
const uint l_1488 = l_1486 + l_1487;
const uint l_1489 = l_mut_265 + l_1485;
const uint l_1490 = l_mut_447 + l_1488;
const bool l_1491 = l_1489 < l_mut_265;
const uint l_1492 = uint(l_1491);
const uint l_1493 = l_1490 + l_1492;
l_mut_452 = l_mut_401;
l_mut_451 = l_mut_448;
const bool l_1494 = l_1328 == uint(64);
if (l_1494) {
l_mut_452 = l_1489;
l_mut_451 = l_1493;
} else {
const bool l_1495 = l_1328 > uint(0);
if (l_1495) {
const uint l_1496 = uint(64) - l_1328;
l_mut_447 = l_1489;
l_mut_446 = l_1493;
const bool l_1497 = l_1496 >= uint(32);
if (l_1497) {
const uint l_1498 = l_1496 & uint(31);
const uint l_1499 = l_1489 << l_1498;
l_mut_447 = uint(0);
l_mut_446 = l_1499;
} else {
const bool l_1500 = l_1496 > uint(0);
if (l_1500) {
const uint l_1501 = l_1489 << l_1496;
const uint l_1502 = l_1493 << l_1496;
const uint l_1503 = uint(32) - l_1496;
const uint l_1504 = l_1489 >> l_1503;
const uint l_1505 = l_1502 | l_1504;
l_mut_447 = l_1501;
l_mut_446 = l_1505;
}
}
l_mut_435 = l_mut_401;
l_mut_428 = l_mut_448;
const bool l_1506 = l_1328 >= uint(32);
if (l_1506) {
const uint l_1507 = l_1328 & uint(31);
const uint l_1508 = l_mut_448 >> l_1507;
l_mut_435 = l_1508;
l_mut_428 = uint(0);
} else {
const bool l_1509 = l_1328 > uint(0);
if (l_1509) {
l_mut_395 = l_mut_401;
const bool l_1510 = l_1328 > uint(0);
if (l_1510) {
const uint l_1511 = l_mut_401 >> l_1328;
const uint l_1512 = uint(32) - l_1328;
const uint l_1513 = l_mut_448 << l_1512;
const uint l_1514 = l_1511 | l_1513;
l_mut_395 = l_1514;
}
const uint l_1515 = l_mut_448 >> l_1328;
l_mut_435 = l_mut_395;
l_mut_428 = l_1515;
}
}
const uint l_1516 = l_mut_447 + l_mut_435;
const uint l_1517 = l_mut_446 + l_mut_428;
const bool l_1518 = l_1516 < l_mut_447;
const uint l_1519 = uint(l_1518);
const uint l_1520 = l_1517 + l_1519;
l_mut_452 = l_1516;
l_mut_451 = l_1520;
}
}
if (l_1371) {
const uint l_1521 = uint(0) - l_mut_452;
const uint l_1522 = uint(0) - l_mut_451;
const bool l_1523 = uint(0) < l_mut_452;
const uint l_1524 = uint(l_1523);
const uint l_1525 = l_1522 - l_1524;
l_mut_452 = l_1521;
l_mut_451 = l_1525;
}
}
l_mut_448 = l_mut_452;
l_mut_447 = l_mut_451;
const uint l_1526 = l_mut_451 >> uint(31);
const bool l_1527 = l_1526 == uint(1);
if (l_1527) {
const uint l_1528 = uint(0) - l_mut_452;
const uint l_1529 = uint(0) - l_mut_451;
const bool l_1530 = uint(0) < l_mut_452;
const uint l_1531 = uint(l_1530);
const uint l_1532 = l_1529 - l_1531;
l_mut_448 = l_1528;
l_mut_447 = l_1532;
}
const uint l_1533 = l_14 + l_mut_448;
const uint l_1534 = l_17 + l_mut_447;
const bool l_1535 = l_1533 < l_14;
const uint l_1536 = uint(l_1535);
const uint l_1537 = l_1534 + l_1536;
const uint l_1538 = l_1533 + uint(1);
const uint l_1539 = l_1537 + uint(0);
const bool l_1540 = l_1538 < l_1533;
const uint l_1541 = uint(l_1540);
const uint l_1542 = l_1539 + l_1541;
const uint l_1543 = l_1279 - l_mut_452;
const uint l_1544 = l_1283 - l_mut_451;
const bool l_1545 = l_1279 < l_mut_452;
const uint l_1546 = uint(l_1545);
const uint l_1547 = l_1544 - l_1546;
const uint l_1548 = l_1543 + l_1538;
const uint l_1549 = l_1547 + l_1542;
const bool l_1550 = l_1548 < l_1543;
const uint l_1551 = uint(l_1550);
const uint l_1552 = l_1549 + l_1551;
const uint l_1553 = uint(0) - l_1323;
const uint l_1554 = uint(0) - l_1327;
const bool l_1555 = uint(0) < l_1323;
const uint l_1556 = uint(l_1555);
const uint l_1557 = l_1554 - l_1556;
const uint l_1558 = l_1538 + l_1538;
const uint l_1559 = l_1542 + l_1542;
const bool l_1560 = l_1558 < l_1538;
const uint l_1561 = uint(l_1560);
const uint l_1562 = l_1559 + l_1561;
l_mut_452 = l_1553;
l_mut_451 = l_1557;
const uint l_1563 = uint(0) - l_1553;
const uint l_1564 = uint(0) - l_1557;
const bool l_1565 = uint(0) < l_1553;
const uint l_1566 = uint(l_1565);
const uint l_1567 = l_1564 - l_1566;
l_mut_448 = l_1563;
l_mut_447 = l_1567;
l_mut_446 = l_1548;
l_mut_435 = l_1552;
l_mut_428 = uint(1);
l_mut_401 = uint(1);
l_mut_652 = bool(false);
const bool l_1568 = l_mut_435 < l_1562;
const bool l_1569 = l_mut_435 == l_1562;
const bool l_1570 = l_mut_446 < l_1558;
const bool l_1571 = l_1569 && l_1570;
const bool l_1572 = l_1568 || l_1571;
const bool l_1573 = !l_1572;
l_mut_635 = l_1573;
const uint l_1574 = l_1553 | l_1557;
const bool l_1575 = l_1574 == uint(0);
if (l_1575) {
l_mut_652 = l_mut_635;
l_mut_635 = bool(false);
}
if (l_mut_635) {
const uint l_1576 = l_1557 >> uint(31);
const bool l_1577 = l_1576 == uint(1);
l_mut_395 = l_1553;
l_mut_389 = l_1557;
if (l_1577) {
const uint l_1578 = uint(0) - l_1553;
const uint l_1579 = uint(0) - l_1557;
const bool l_1580 = uint(0) < l_1553;
const uint l_1581 = uint(l_1580);
const uint l_1582 = l_1579 - l_1581;
l_mut_395 = l_1578;
l_mut_389 = l_1582;
}
const uint l_1583 = l_1026 - uint(1);
const uint l_1584 = l_mut_395 * l_1583;
const uint l_1585 = __umulhi(l_mut_395, l_1583);
const uint l_1586 = l_mut_389 * l_1583;
const uint l_1587 = l_1585 + l_1586;
l_mut_265 = uint(0);
const uint l_1588 = l_1026 - uint(1);
const uint l_1589 = l_mut_395 * l_1588;
const uint l_1590 = l_mut_389 * l_1588;
const uint l_1591 = __umulhi(l_mut_395, l_1588);
const uint l_1592 = l_1591 + l_1590;
const uint l_1593 = __umulhi(l_mut_389, l_1588);
const bool l_1594 = l_1592 < l_1590;
const uint l_1595 = uint(l_1594);
const uint l_1596 = l_1593 + l_1595;
const uint l_1597 = uint(64) % uint(32);
l_mut_259 = l_1589;
const bool l_1598 = l_1597 > uint(0);
if (l_1598) {
const uint l_1599 = l_1589 >> l_1597;
const uint l_1600 = uint(32) - l_1597;
const uint l_1601 = l_1592 << l_1600;
const uint l_1602 = l_1599 | l_1601;
l_mut_259 = l_1602;
}
l_mut_209 = l_1592;
const bool l_1603 = l_1597 > uint(0);
if (l_1603) {
const uint l_1604 = l_1592 >> l_1597;
const uint l_1605 = uint(32) - l_1597;
const uint l_1606 = l_1596 << l_1605;
const uint l_1607 = l_1604 | l_1606;
l_mut_209 = l_1607;
}
l_mut_203 = l_mut_259;
l_mut_259 = l_mut_209;
const bool l_1608 = uint(64) >= uint(64);
if (l_1608) {
l_mut_203 = l_1596;
l_mut_259 = uint(0);
} else {
const bool l_1609 = uint(64) >= uint(32);
if (l_1609) {
l_mut_209 = l_1592;
const bool l_1610 = l_1597 > uint(0);
if (l_1610) {
const uint l_1611 = l_1592 >> l_1597;
const uint l_1612 = uint(32) - l_1597;
const uint l_1613 = l_1596 << l_1612;
const uint l_1614 = l_1611 | l_1613;
l_mut_209 = l_1614;
}
const uint l_1615 = l_1596 >> l_1597;
l_mut_203 = l_mut_209;
l_mut_259 = l_1615;
}
}
const uint l_1616 = l_mut_203 | l_mut_259;
const bool l_1617 = l_1616 == uint(0);
if (l_1617) {
l_mut_259 = l_1548;
l_mut_209 = l_1552;
if (l_1577) {
const uint l_1618 = uint(0) - l_1548;
const uint l_1619 = uint(0) - l_1552;
const bool l_1620 = uint(0) < l_1548;
const uint l_1621 = uint(l_1620);
const uint l_1622 = l_1619 - l_1621;
const uint l_1623 = l_1548 | l_1552;
const bool l_1624 = l_1623 == uint(0);
const bool l_1625 = !l_1624;
const bool l_1626 = l_1587 < l_1622;
const bool l_1627 = l_1587 == l_1622;
const bool l_1628 = l_1584 < l_1618;
const bool l_1629 = l_1627 && l_1628;
const bool l_1630 = l_1626 || l_1629;
const bool l_1631 = !l_1630;
const bool l_1632 = l_1625 && l_1631;
if (l_1632) {
const uint l_1633 = l_1026 - uint(1);
l_mut_203 = l_1618;
l_mut_141 = l_1622;
const bool l_1634 = l_1622 < l_mut_389;
const bool l_1635 = l_1622 == l_mut_389;
const bool l_1636 = l_1618 < l_mut_395;
const bool l_1637 = l_1635 && l_1636;
const bool l_1638 = l_1634 || l_1637;
const bool l_1639 = !l_1638;
if (l_1639) {
l_mut_135 = uint(0);
const bool l_1640 = l_mut_389 < l_1622;
const bool l_1641 = l_mut_389 == l_1622;
const bool l_1642 = l_mut_395 < l_1618;
const bool l_1643 = l_1641 && l_1642;
const bool l_1644 = l_1640 || l_1643;
if (l_1644) {
const uint l_1645 = l_1618 - uint(1);
const uint l_1646 = l_1622 - uint(0);
const bool l_1647 = l_1618 < uint(1);
const uint l_1648 = uint(l_1647);
const uint l_1649 = l_1646 - l_1648;
l_mut_92 = l_1645;
l_mut_86 = l_1649;
l_mut_80 = uint(0);

for (uint l_mut_1650 = uint(0); l_mut_1650 < uint(20); ++l_mut_1650) {
const uint l_1651 = uint(19) - l_mut_1650;
l_mut_65 = l_mut_92;
l_mut_30 = l_mut_86;
const bool l_1652 = l_1651 >= uint(32);
if (l_1652) {
const uint l_1653 = l_1651 & uint(31);
const uint l_1654 = l_mut_86 >> l_1653;
l_mut_65 = l_1654;
l_mut_30 = uint(0);
} else {
const bool l_1655 = l_1651 > uint(0);
if (l_1655) {
l_mut_1656 = l_mut_92;
const bool l_1657 = l_1651 > uint(0);
if (l_1657) {
const uint l_1658 = l_mut_92 >> l_1651;
const uint l_1659 = uint(32) - l_1651;
const uint l_1660 = l_mut_86 << l_1659;
const uint l_1661 = l_1658 | l_1660;
l_mut_1656 = l_1661;
}
const uint l_1662 = l_mut_86 >> l_1651;
l_mut_65 = l_mut_1656;
l_mut_30 = l_1662;
}
}
const bool l_1663 = l_mut_30 < l_mut_389;
const bool l_1664 = l_mut_30 == l_mut_389;
const bool l_1665 = l_mut_65 < l_mut_395;
const bool l_1666 = l_1664 && l_1665;
const bool l_1667 = l_1663 || l_1666;
const bool l_1668 = !l_1667;
if (l_1668) {
l_mut_1656 = l_mut_395;
l_mut_65 = l_mut_389;
const bool l_1669 = l_1651 >= uint(32);
if (l_1669) {
const uint l_1670 = l_1651 & uint(31);
const uint l_1671 = l_mut_395 << l_1670;
l_mut_1656 = uint(0);
l_mut_65 = l_1671;
} else {
const bool l_1672 = l_1651 > uint(0);
if (l_1672) {
const uint l_1673 = l_mut_395 << l_1651;
const uint l_1674 = l_mut_389 << l_1651;
const uint l_1675 = uint(32) - l_1651;
const uint l_1676 = l_mut_395 >> l_1675;
const uint l_1677 = l_1674 | l_1676;
l_mut_1656 = l_1673;
l_mut_65 = l_1677;
}
}
const uint l_1678 = l_mut_92 - l_mut_1656;
const uint l_1679 = l_mut_86 - l_mut_65;
const bool l_1680 = l_mut_92 < l_mut_1656;
const uint l_1681 = uint(l_1680);
const uint l_1682 = l_1679 - l_1681;
l_mut_92 = l_1678;
l_mut_86 = l_1682;
const uint l_1683 = uint(1) << l_1651;
l_mut_80 = l_mut_80 | l_1683;
}
}
const uint l_1684 = min(l_mut_80, l_1633);
l_mut_1656 = l_1684;
const bool l_1685 = l_mut_86 < l_mut_389;
const bool l_1686 = l_mut_86 == l_mut_389;
const bool l_1687 = l_mut_92 < l_mut_395;
const bool l_1688 = l_1686 && l_1687;
const bool l_1689 = l_1685 || l_1688;
const bool l_1690 = !l_1689;
if (l_1690) {
l_mut_1656 = l_1633;
}
l_mut_135 = l_mut_1656;
}
const uint l_1691 = l_mut_395 * l_mut_135;
const uint l_1692 = __umulhi(l_mut_395, l_mut_135);
const uint l_1693 = l_mut_389 * l_mut_135;
const uint l_1694 = l_1692 + l_1693;
const uint l_1695 = l_1618 - l_1691;
const uint l_1696 = l_1622 - l_1694;
const bool l_1697 = l_1618 < l_1691;
const uint l_1698 = uint(l_1697);
const uint l_1699 = l_1696 - l_1698;
l_mut_203 = l_1695;
l_mut_141 = l_1699;
const bool l_1700 = l_mut_141 < l_mut_389;
const bool l_1701 = l_mut_141 == l_mut_389;
const bool l_1702 = l_mut_203 < l_mut_395;
const bool l_1703 = l_1701 && l_1702;
const bool l_1704 = l_1700 || l_1703;
const bool l_1705 = !l_1704;
if (l_1705) {
const uint l_1706 = l_mut_203 - l_mut_395;
const uint l_1707 = l_mut_141 - l_mut_389;
const bool l_1708 = l_mut_203 < l_mut_395;
const uint l_1709 = uint(l_1708);
const uint l_1710 = l_1707 - l_1709;
l_mut_203 = l_1706;
l_mut_141 = l_1710;
}
}
const uint l_1711 = l_mut_395 - l_mut_203;
const uint l_1712 = l_mut_389 - l_mut_141;
const bool l_1713 = l_mut_395 < l_mut_203;
const uint l_1714 = uint(l_1713);
const uint l_1715 = l_1712 - l_1714;
l_mut_1656 = l_1711;
l_mut_203 = l_1715;
const bool l_1716 = l_1715 < l_mut_389;
const bool l_1717 = l_1715 == l_mut_389;
const bool l_1718 = l_1711 < l_mut_395;
const bool l_1719 = l_1717 && l_1718;
const bool l_1720 = l_1716 || l_1719;
const bool l_1721 = !l_1720;
if (l_1721) {
const uint l_1722 = l_1711 - l_mut_395;
const uint l_1723 = l_1715 - l_mut_389;
const bool l_1724 = l_1711 < l_mut_395;
const uint l_1725 = uint(l_1724);
const uint l_1726 = l_1723 - l_1725;
l_mut_1656 = l_1722;
l_mut_203 = l_1726;
}
const bool l_1727 = l_mut_203 < l_mut_209;
const bool l_1728 = l_mut_203 == l_mut_209;
const bool l_1729 = l_mut_1656 < l_mut_259;
const bool l_1730 = l_1728 && l_1729;
const bool l_1731 = l_1727 || l_1730;
if (l_1731) {
l_mut_259 = l_mut_1656;
l_mut_209 = l_mut_203;
}
}
} else {
const uint l_1732 = l_1548 - l_1584;
const uint l_1733 = l_1552 - l_1587;
const bool l_1734 = l_1548 < l_1584;
const uint l_1735 = uint(l_1734);
const uint l_1736 = l_1733 - l_1735;
l_mut_259 = l_1732;
l_mut_209 = l_1736;
const bool l_1737 = l_1552 < l_1587;
const bool l_1738 = l_1552 == l_1587;
const bool l_1739 = l_1548 < l_1584;
const bool l_1740 = l_1738 && l_1739;
const bool l_1741 = l_1737 || l_1740;
if (l_1741) {
const uint l_1742 = l_1026 - uint(1);
l_mut_1656 = l_1548;
l_mut_203 = l_1552;
const bool l_1743 = l_1552 < l_mut_389;
const bool l_1744 = l_1552 == l_mut_389;
const bool l_1745 = l_1548 < l_mut_395;
const bool l_1746 = l_1744 && l_1745;
const bool l_1747 = l_1743 || l_1746;
const bool l_1748 = !l_1747;
if (l_1748) {
l_mut_141 = uint(0);
const bool l_1749 = l_mut_389 < l_1552;
const bool l_1750 = l_mut_389 == l_1552;
const bool l_1751 = l_mut_395 < l_1548;
const bool l_1752 = l_1750 && l_1751;
const bool l_1753 = l_1749 || l_1752;
if (l_1753) {
const uint l_1754 = l_1548 - uint(1);
const uint l_1755 = l_1552 - uint(0);
const bool l_1756 = l_1548 < uint(1);
const uint l_1757 = uint(l_1756);
const uint l_1758 = l_1755 - l_1757;
l_mut_135 = l_1754;
l_mut_92 = l_1758;
l_mut_86 = uint(0);

for (uint l_mut_1759 = uint(0); l_mut_1759 < uint(20); ++l_mut_1759) {
const uint l_1760 = uint(19) - l_mut_1759;
l_mut_80 = l_mut_135;
l_mut_65 = l_mut_92;
const bool l_1761 = l_1760 >= uint(32);
if (l_1761) {
const uint l_1762 = l_1760 & uint(31);
const uint l_1763 = l_mut_92 >> l_1762;
l_mut_80 = l_1763;
l_mut_65 = uint(0);
} else {
const bool l_1764 = l_1760 > uint(0);
if (l_1764) {
l_mut_30 = l_mut_135;
const bool l_1765 = l_1760 > uint(0);
if (l_1765) {
const uint l_1766 = l_mut_135 >> l_1760;
const uint l_1767 = uint(32) - l_1760;
const uint l_1768 = l_mut_92 << l_1767;
const uint l_1769 = l_1766 | l_1768;
l_mut_30 = l_1769;
}
const uint l_1770 = l_mut_92 >> l_1760;
l_mut_80 = l_mut_30;
l_mut_65 = l_1770;
}
}
const bool l_1771 = l_mut_65 < l_mut_389;
const bool l_1772 = l_mut_65 == l_mut_389;
const bool l_1773 = l_mut_80 < l_mut_395;
const bool l_1774 = l_1772 && l_1773;
const bool l_1775 = l_1771 || l_1774;
const bool l_1776 = !l_1775;
if (l_1776) {
l_mut_80 = l_mut_395;
l_mut_65 = l_mut_389;
const bool l_1777 = l_1760 >= uint(32);
if (l_1777) {
const uint l_1778 = l_1760 & uint(31);
const uint l_1779 = l_mut_395 << l_1778;
l_mut_80 = uint(0);
l_mut_65 = l_1779;
} else {
const bool l_1780 = l_1760 > uint(0);
if (l_1780) {
const uint l_1781 = l_mut_395 << l_1760;
const uint l_1782 = l_mut_389 << l_1760;
const uint l_1783 = uint(32) - l_1760;
const uint l_1784 = l_mut_395 >> l_1783;
const uint l_1785 = l_1782 | l_1784;
l_mut_80 = l_1781;
l_mut_65 = l_1785;
}
}
const uint l_1786 = l_mut_135 - l_mut_80;
const uint l_1787 = l_mut_92 - l_mut_65;
const bool l_1788 = l_mut_135 < l_mut_80;
const uint l_1789 = uint(l_1788);
const uint l_1790 = l_1787 - l_1789;
l_mut_135 = l_1786;
l_mut_92 = l_1790;
const uint l_1791 = uint(1) << l_1760;
l_mut_86 = l_mut_86 | l_1791;
}
}
const uint l_1792 = min(l_mut_86, l_1742);
l_mut_86 = l_1792;
const bool l_1793 = l_mut_92 < l_mut_389;
const bool l_1794 = l_mut_92 == l_mut_389;
const bool l_1795 = l_mut_135 < l_mut_395;
const bool l_1796 = l_1794 && l_1795;
const bool l_1797 = l_1793 || l_1796;
const bool l_1798 = !l_1797;
if (l_1798) {
l_mut_86 = l_1742;
}
l_mut_141 = l_mut_86;
}
const uint l_1799 = l_mut_395 * l_mut_141;
const uint l_1800 = __umulhi(l_mut_395, l_mut_141);
const uint l_1801 = l_mut_389 * l_mut_141;
const uint l_1802 = l_1800 + l_1801;
const uint l_1803 = l_1548 - l_1799;
const uint l_1804 = l_1552 - l_1802;
const bool l_1805 = l_1548 < l_1799;
const uint l_1806 = uint(l_1805);
const uint l_1807 = l_1804 - l_1806;
l_mut_1656 = l_1803;
l_mut_203 = l_1807;
const bool l_1808 = l_mut_203 < l_mut_389;
const bool l_1809 = l_mut_203 == l_mut_389;
const bool l_1810 = l_mut_1656 < l_mut_395;
const bool l_1811 = l_1809 && l_1810;
const bool l_1812 = l_1808 || l_1811;
const bool l_1813 = !l_1812;
if (l_1813) {
const uint l_1814 = l_mut_1656 - l_mut_395;
const uint l_1815 = l_mut_203 - l_mut_389;
const bool l_1816 = l_mut_1656 < l_mut_395;
const uint l_1817 = uint(l_1816);
const uint l_1818 = l_1815 - l_1817;
l_mut_1656 = l_1814;
l_mut_203 = l_1818;
}
}
const bool l_1819 = l_mut_203 < l_mut_209;
const bool l_1820 = l_mut_203 == l_mut_209;
const bool l_1821 = l_mut_1656 < l_mut_259;
const bool l_1822 = l_1820 && l_1821;
const bool l_1823 = l_1819 || l_1822;
if (l_1823) {
l_mut_259 = l_mut_1656;
l_mut_209 = l_mut_203;
}
}
}
const bool l_1824 = l_mut_209 < l_1562;
const bool l_1825 = l_mut_209 == l_1562;
const bool l_1826 = l_mut_259 < l_1558;
const bool l_1827 = l_1825 && l_1826;
const bool l_1828 = l_1824 || l_1827;
const bool l_1829 = !l_1828;
const uint l_1830 = uint(l_1829);
const uint l_1831 = uint(2) - l_1830;
l_mut_265 = l_1831;
}
const bool l_1832 = l_mut_265 > uint(0);
if (l_1832) {
const bool l_1833 = l_mut_265 == uint(1);
l_mut_652 = l_1833;
l_mut_635 = bool(false);
}
}
l_mut_364 = bool(false);
while (true) {
const bool l_1834 = !l_mut_635;
if (l_1834) {
break;}
const bool l_1835 = l_mut_435 < l_mut_451;
const bool l_1836 = l_mut_435 == l_mut_451;
const bool l_1837 = l_mut_446 < l_mut_452;
const bool l_1838 = l_1836 && l_1837;
const bool l_1839 = l_1835 || l_1838;
if (l_1839) {
const uint l_1840 = l_mut_452 - l_mut_446;
const uint l_1841 = l_mut_451 - l_mut_435;
const bool l_1842 = l_mut_452 < l_mut_446;
const uint l_1843 = uint(l_1842);
const uint l_1844 = l_1841 - l_1843;
l_mut_1656 = l_1840;
l_mut_395 = l_1844;
l_mut_389 = l_mut_452;
l_mut_265 = l_mut_451;
const bool l_1845 = l_mut_395 < l_mut_451;
const bool l_1846 = l_mut_395 == l_mut_451;
const bool l_1847 = l_mut_1656 < l_mut_452;
const bool l_1848 = l_1846 && l_1847;
const bool l_1849 = l_1845 || l_1848;
if (l_1849) {
l_mut_389 = l_mut_1656;
l_mut_265 = l_mut_395;
}
l_mut_357 = bool(false);
l_mut_1656 = uint(0);
const uint l_1850 = l_mut_448 | l_mut_447;
const bool l_1851 = l_1850 == uint(0);
const bool l_1852 = !l_1851;
const bool l_1853 = l_mut_357 && l_1852;
const bool l_1854 = l_mut_447 < l_mut_265;
const bool l_1855 = l_mut_447 == l_mut_265;
const bool l_1856 = l_mut_448 < l_mut_389;
const bool l_1857 = l_1855 && l_1856;
const bool l_1858 = l_1854 || l_1857;
const bool l_1859 = l_1853 && l_1858;
const uint l_1860 = l_mut_428 + l_mut_401;
const bool l_1861 = l_1860 < l_1026;
const bool l_1862 = l_1859 && l_1861;
if (l_1862) {
const uint l_1863 = l_1026 - l_mut_428;
const uint l_1864 = l_1863 - l_mut_401;
const uint l_1865 = l_1864 / l_mut_428;
const uint l_1866 = l_mut_389 - uint(1);
const uint l_1867 = l_mut_265 - uint(0);
const bool l_1868 = l_mut_389 < uint(1);
const uint l_1869 = uint(l_1868);
const uint l_1870 = l_1867 - l_1869;
l_mut_395 = l_1866;
l_mut_389 = l_1870;
l_mut_265 = uint(0);

for (uint l_mut_1871 = uint(0); l_mut_1871 < uint(20); ++l_mut_1871) {
const uint l_1872 = uint(19) - l_mut_1871;
l_mut_259 = l_mut_395;
l_mut_209 = l_mut_389;
const bool l_1873 = l_1872 >= uint(32);
if (l_1873) {
const uint l_1874 = l_1872 & uint(31);
const uint l_1875 = l_mut_389 >> l_1874;
l_mut_259 = l_1875;
l_mut_209 = uint(0);
} else {
const bool l_1876 = l_1872 > uint(0);
if (l_1876) {
l_mut_203 = l_mut_395;
const bool l_1877 = l_1872 > uint(0);
if (l_1877) {
const uint l_1878 = l_mut_395 >> l_1872;
const uint l_1879 = uint(32) - l_1872;
const uint l_1880 = l_mut_389 << l_1879;
const uint l_1881 = l_1878 | l_1880;
l_mut_203 = l_1881;
}
const uint l_1882 = l_mut_389 >> l_1872;
l_mut_259 = l_mut_203;
l_mut_209 = l_1882;
}
}
const bool l_1883 = l_mut_209 < l_mut_447;
const bool l_1884 = l_mut_209 == l_mut_447;
const bool l_1885 = l_mut_259 < l_mut_448;
const bool l_1886 = l_1884 && l_1885;
const bool l_1887 = l_1883 || l_1886;
const bool l_1888 = !l_1887;
if (l_1888) {
l_mut_259 = l_mut_448;
l_mut_209 = l_mut_447;
const bool l_1889 = l_1872 >= uint(32);
if (l_1889) {
const uint l_1890 = l_1872 & uint(31);
const uint l_1891 = l_mut_448 << l_1890;
l_mut_259 = uint(0);
l_mut_209 = l_1891;
} else {
const bool l_1892 = l_1872 > uint(0);
if (l_1892) {
const uint l_1893 = l_mut_448 << l_1872;
const uint l_1894 = l_mut_447 << l_1872;
const uint l_1895 = uint(32) - l_1872;
const uint l_1896 = l_mut_448 >> l_1895;
const uint l_1897 = l_1894 | l_1896;
l_mut_259 = l_1893;
l_mut_209 = l_1897;
}
}
const uint l_1898 = l_mut_395 - l_mut_259;
const uint l_1899 = l_mut_389 - l_mut_209;
const bool l_1900 = l_mut_395 < l_mut_259;
const uint l_1901 = uint(l_1900);
const uint l_1902 = l_1899 - l_1901;
l_mut_395 = l_1898;
l_mut_389 = l_1902;
const uint l_1903 = uint(1) << l_1872;
l_mut_265 = l_mut_265 | l_1903;
}
}
const uint l_1904 = min(l_mut_265, l_1865);
l_mut_265 = l_1904;
const bool l_1905 = l_mut_389 < l_mut_447;
const bool l_1906 = l_mut_389 == l_mut_447;
const bool l_1907 = l_mut_395 < l_mut_448;
const bool l_1908 = l_1906 && l_1907;
const bool l_1909 = l_1905 || l_1908;
const bool l_1910 = !l_1909;
if (l_1910) {
l_mut_265 = l_1865;
}
l_mut_1656 = l_mut_265;
}
l_mut_395 = l_mut_452;
l_mut_389 = l_mut_451;
l_mut_265 = l_mut_448;
l_mut_259 = l_mut_447;
l_mut_209 = l_mut_428;
l_mut_203 = l_mut_401;
l_mut_141 = l_mut_446;
l_mut_135 = l_mut_435;
l_mut_92 = uint(0);
const bool l_1911 = l_mut_1656 > uint(0);
if (l_1911) {
const uint l_1912 = l_mut_448 * l_mut_1656;
const uint l_1913 = __umulhi(l_mut_448, l_mut_1656);
const uint l_1914 = l_mut_447 * l_mut_1656;
const uint l_1915 = l_1913 + l_1914;
const uint l_1916 = l_mut_452 - l_1912;
const uint l_1917 = l_mut_451 - l_1915;
const bool l_1918 = l_mut_452 < l_1912;
const uint l_1919 = uint(l_1918);
const uint l_1920 = l_1917 - l_1919;
l_mut_395 = l_1916;
l_mut_389 = l_1920;
const uint l_1921 = l_mut_1656 * l_mut_428;
const uint l_1922 = l_mut_401 + l_1921;
l_mut_203 = l_1922;
} else {
const bool l_1923 = l_mut_92 == uint(0);
if (l_1923) {
const uint l_1924 = l_1026 - l_mut_428;
const uint l_1925 = l_1924 / l_mut_401;
l_mut_1656 = uint(0);
l_mut_357 = bool(false);
const uint l_1926 = l_mut_452 | l_mut_451;
const bool l_1927 = l_1926 == uint(0);
if (l_1927) {
l_mut_1656 = l_1925;
} else {
if (l_mut_357) {
const bool l_1928 = l_mut_451 < l_mut_447;
const bool l_1929 = l_mut_451 == l_mut_447;
const bool l_1930 = l_mut_452 < l_mut_448;
const bool l_1931 = l_1929 && l_1930;
const bool l_1932 = l_1928 || l_1931;
if (l_1932) {
const uint l_1933 = l_mut_448 - uint(1);
const uint l_1934 = l_mut_447 - uint(0);
const bool l_1935 = l_mut_448 < uint(1);
const uint l_1936 = uint(l_1935);
const uint l_1937 = l_1934 - l_1936;
l_mut_86 = l_1933;
l_mut_80 = l_1937;
l_mut_65 = uint(0);

for (uint l_mut_1938 = uint(0); l_mut_1938 < uint(20); ++l_mut_1938) {
const uint l_1939 = uint(19) - l_mut_1938;
l_mut_30 = l_mut_86;
l_mut_1940 = l_mut_80;
const bool l_1941 = l_1939 >= uint(32);
if (l_1941) {
const uint l_1942 = l_1939 & uint(31);
const uint l_1943 = l_mut_80 >> l_1942;
l_mut_30 = l_1943;
l_mut_1940 = uint(0);
} else {
const bool l_1944 = l_1939 > uint(0);
if (l_1944) {
l_mut_1945 = l_mut_86;
const bool l_1946 = l_1939 > uint(0);
if (l_1946) {
const uint l_1947 = l_mut_86 >> l_1939;
const uint l_1948 = uint(32) - l_1939;
const uint l_1949 = l_mut_80 << l_1948;
const uint l_1950 = l_1947 | l_1949;
l_mut_1945 = l_1950;
}
const uint l_1951 = l_mut_80 >> l_1939;
l_mut_30 = l_mut_1945;
l_mut_1940 = l_1951;
}
}
const bool l_1952 = l_mut_1940 < l_mut_451;
const bool l_1953 = l_mut_1940 == l_mut_451;
const bool l_1954 = l_mut_30 < l_mut_452;
const bool l_1955 = l_1953 && l_1954;
const bool l_1956 = l_1952 || l_1955;
const bool l_1957 = !l_1956;
if (l_1957) {
l_mut_1945 = l_mut_452;
l_mut_1940 = l_mut_451;
const bool l_1958 = l_1939 >= uint(32);
if (l_1958) {
const uint l_1959 = l_1939 & uint(31);
const uint l_1960 = l_mut_452 << l_1959;
l_mut_1945 = uint(0);
l_mut_1940 = l_1960;
} else {
const bool l_1961 = l_1939 > uint(0);
if (l_1961) {
const uint l_1962 = l_mut_452 << l_1939;
const uint l_1963 = l_mut_451 << l_1939;
const uint l_1964 = uint(32) - l_1939;
const uint l_1965 = l_mut_452 >> l_1964;
const uint l_1966 = l_1963 | l_1965;
l_mut_1945 = l_1962;
l_mut_1940 = l_1966;
}
}
const uint l_1967 = l_mut_86 - l_mut_1945;
const uint l_1968 = l_mut_80 - l_mut_1940;
const bool l_1969 = l_mut_86 < l_mut_1945;
const uint l_1970 = uint(l_1969);
const uint l_1971 = l_1968 - l_1970;
l_mut_86 = l_1967;
l_mut_80 = l_1971;
const uint l_1972 = uint(1) << l_1939;
l_mut_65 = l_mut_65 | l_1972;
}
}
const uint l_1973 = min(l_mut_65, l_1925);
l_mut_1945 = l_1973;
const bool l_1974 = l_mut_80 < l_mut_451;
const bool l_1975 = l_mut_80 == l_mut_451;
const bool l_1976 = l_mut_86 < l_mut_452;
const bool l_1977 = l_1975 && l_1976;
const bool l_1978 = l_1974 || l_1977;
const bool l_1979 = !l_1978;
if (l_1979) {
l_mut_1945 = l_1925;
}
l_mut_1656 = l_mut_1945;
}
} else {
l_mut_1945 = l_mut_448;
l_mut_1940 = l_mut_447;
while (true) {
const bool l_1980 = l_mut_451 < l_mut_1940;
const bool l_1981 = l_mut_451 == l_mut_1940;
const bool l_1982 = l_mut_452 < l_mut_1945;
const bool l_1983 = l_1981 && l_1982;
const bool l_1984 = l_1980 || l_1983;
const uint l_1985 = l_mut_1656 * l_mut_401;
const uint l_1986 = l_mut_428 + l_1985;
const uint l_1987 = l_1986 + l_mut_401;
const bool l_1988 = l_1987 < l_1026;
const bool l_1989 = l_1984 && l_1988;
const bool l_1990 = !l_1989;
if (l_1990) {
break;}
const uint l_1991 = l_mut_1945 - l_mut_452;
const uint l_1992 = l_mut_1940 - l_mut_451;
const bool l_1993 = l_mut_1945 < l_mut_452;
const uint l_1994 = uint(l_1993);
const uint l_1995 = l_1992 - l_1994;
l_mut_1945 = l_1991;
l_mut_1940 = l_1995;
l_mut_1656 = l_mut_1656 + uint(1);
}
}
}
const uint l_1996 = l_mut_1656 * l_mut_401;
const uint l_1997 = l_mut_428 + l_1996;
const uint l_1998 = l_1997 + l_mut_401;
const bool l_1999 = l_1998 >= l_1026;
if (l_1999) {
l_mut_92 = uint(1);
} else {
const uint l_2000 = l_mut_452 * l_mut_1656;
const uint l_2001 = __umulhi(l_mut_452, l_mut_1656);
const uint l_2002 = l_mut_451 * l_mut_1656;
const uint l_2003 = l_2001 + l_2002;
const uint l_2004 = l_mut_448 - l_2000;
const uint l_2005 = l_mut_447 - l_2003;
const bool l_2006 = l_mut_448 < l_2000;
const uint l_2007 = uint(l_2006);
const uint l_2008 = l_2005 - l_2007;
l_mut_265 = l_2004;
l_mut_259 = l_2008;
const uint l_2009 = l_mut_1656 * l_mut_401;
const uint l_2010 = l_mut_428 + l_2009;
l_mut_209 = l_2010;
const uint l_2011 = l_mut_452 - l_mut_265;
const uint l_2012 = l_mut_451 - l_mut_259;
const bool l_2013 = l_mut_452 < l_mut_265;
const uint l_2014 = uint(l_2013);
const uint l_2015 = l_2012 - l_2014;
l_mut_395 = l_2011;
l_mut_389 = l_2015;
const uint l_2016 = l_mut_401 + l_mut_209;
l_mut_203 = l_2016;
}
}
}
l_mut_452 = l_mut_395;
l_mut_451 = l_mut_389;
l_mut_448 = l_mut_265;
l_mut_447 = l_mut_259;
l_mut_428 = l_mut_209;
l_mut_401 = l_mut_203;
l_mut_446 = l_mut_141;
l_mut_435 = l_mut_135;
const bool l_2017 = l_mut_92 == uint(1);
l_mut_652 = l_2017;
const bool l_2018 = l_mut_92 == uint(0);
l_mut_635 = l_2018;
} else {
const uint l_2019 = l_mut_448 - l_mut_446;
const uint l_2020 = l_mut_447 - l_mut_435;
const bool l_2021 = l_mut_448 < l_mut_446;
const uint l_2022 = uint(l_2021);
const uint l_2023 = l_2020 - l_2022;
l_mut_1945 = l_2019;
l_mut_1940 = l_2023;
const uint l_2024 = l_mut_446 - l_1558;
const uint l_2025 = l_mut_435 - l_1562;
const bool l_2026 = l_mut_446 < l_1558;
const uint l_2027 = uint(l_2026);
const uint l_2028 = l_2025 - l_2027;
l_mut_1945 = l_2024;
l_mut_1940 = l_2028;
l_mut_1656 = l_mut_448;
l_mut_395 = l_mut_447;
const bool l_2029 = l_mut_1940 < l_mut_447;
const bool l_2030 = l_mut_1940 == l_mut_447;
const bool l_2031 = l_mut_1945 < l_mut_448;
const bool l_2032 = l_2030 && l_2031;
const bool l_2033 = l_2029 || l_2032;
if (l_2033) {
l_mut_1656 = l_mut_1945;
l_mut_395 = l_mut_1940;
}
l_mut_357 = bool(false);
l_mut_1945 = uint(0);
const uint l_2034 = l_mut_452 | l_mut_451;
const bool l_2035 = l_2034 == uint(0);
const bool l_2036 = !l_2035;
const bool l_2037 = l_mut_357 && l_2036;
const bool l_2038 = l_mut_451 < l_mut_395;
const bool l_2039 = l_mut_451 == l_mut_395;
const bool l_2040 = l_mut_452 < l_mut_1656;
const bool l_2041 = l_2039 && l_2040;
const bool l_2042 = l_2038 || l_2041;
const bool l_2043 = l_2037 && l_2042;
const uint l_2044 = l_mut_401 + l_mut_428;
const bool l_2045 = l_2044 < l_1026;
const bool l_2046 = l_2043 && l_2045;
if (l_2046) {
const uint l_2047 = l_1026 - l_mut_401;
const uint l_2048 = l_2047 - l_mut_428;
const uint l_2049 = l_2048 / l_mut_401;
const uint l_2050 = l_mut_1656 - uint(1);
const uint l_2051 = l_mut_395 - uint(0);
const bool l_2052 = l_mut_1656 < uint(1);
const uint l_2053 = uint(l_2052);
const uint l_2054 = l_2051 - l_2053;
l_mut_1940 = l_2050;
l_mut_1656 = l_2054;
l_mut_395 = uint(0);

for (uint l_mut_2055 = uint(0); l_mut_2055 < uint(20); ++l_mut_2055) {
const uint l_2056 = uint(19) - l_mut_2055;
l_mut_389 = l_mut_1940;
l_mut_265 = l_mut_1656;
const bool l_2057 = l_2056 >= uint(32);
if (l_2057) {
const uint l_2058 = l_2056 & uint(31);
const uint l_2059 = l_mut_1656 >> l_2058;
l_mut_389 = l_2059;
l_mut_265 = uint(0);
} else {
const bool l_2060 = l_2056 > uint(0);
if (l_2060) {
l_mut_259 = l_mut_1940;
const bool l_2061 = l_2056 > uint(0);
if (l_2061) {
const uint l_2062 = l_mut_1940 >> l_2056;
const uint l_2063 = uint(32) - l_2056;
const uint l_2064 = l_mut_1656 << l_2063;
const uint l_2065 = l_2062 | l_2064;
l_mut_259 = l_2065;
}
const uint l_2066 = l_mut_1656 >> l_2056;
l_mut_389 = l_mut_259;
l_mut_265 = l_2066;
}
}
const bool l_2067 = l_mut_265 < l_mut_451;
const bool l_2068 = l_mut_265 == l_mut_451;
const bool l_2069 = l_mut_389 < l_mut_452;
const bool l_2070 = l_2068 && l_2069;
const bool l_2071 = l_2067 || l_2070;
const bool l_2072 = !l_2071;
if (l_2072) {
l_mut_389 = l_mut_452;
l_mut_265 = l_mut_451;
const bool l_2073 = l_2056 >= uint(32);
if (l_2073) {
const uint l_2074 = l_2056 & uint(31);
const uint l_2075 = l_mut_452 << l_2074;
l_mut_389 = uint(0);
l_mut_265 = l_2075;
} else {
const bool l_2076 = l_2056 > uint(0);
if (l_2076) {
const uint l_2077 = l_mut_452 << l_2056;
const uint l_2078 = l_mut_451 << l_2056;
const uint l_2079 = uint(32) - l_2056;
const uint l_2080 = l_mut_452 >> l_2079;
const uint l_2081 = l_2078 | l_2080;
l_mut_389 = l_2077;
l_mut_265 = l_2081;
}
}
const uint l_2082 = l_mut_1940 - l_mut_389;
const uint l_2083 = l_mut_1656 - l_mut_265;
const bool l_2084 = l_mut_1940 < l_mut_389;
const uint l_2085 = uint(l_2084);
const uint l_2086 = l_2083 - l_2085;
l_mut_1940 = l_2082;
l_mut_1656 = l_2086;
const uint l_2087 = uint(1) << l_2056;
l_mut_395 = l_mut_395 | l_2087;
}
}
const uint l_2088 = min(l_mut_395, l_2049);
l_mut_395 = l_2088;
const bool l_2089 = l_mut_1656 < l_mut_451;
const bool l_2090 = l_mut_1656 == l_mut_451;
const bool l_2091 = l_mut_1940 < l_mut_452;
const bool l_2092 = l_2090 && l_2091;
const bool l_2093 = l_2089 || l_2092;
const bool l_2094 = !l_2093;
if (l_2094) {
l_mut_395 = l_2049;
}
l_mut_1945 = l_mut_395;
}
l_mut_1940 = l_mut_448;
l_mut_1656 = l_mut_447;
l_mut_395 = l_mut_452;
l_mut_389 = l_mut_451;
l_mut_265 = l_mut_401;
l_mut_259 = l_mut_428;
l_mut_209 = l_mut_446;
l_mut_203 = l_mut_435;
l_mut_141 = uint(0);
const bool l_2095 = l_mut_1945 > uint(0);
if (l_2095) {
const uint l_2096 = l_mut_452 * l_mut_1945;
const uint l_2097 = __umulhi(l_mut_452, l_mut_1945);
const uint l_2098 = l_mut_451 * l_mut_1945;
const uint l_2099 = l_2097 + l_2098;
const uint l_2100 = l_mut_446 - l_2096;
const uint l_2101 = l_mut_435 - l_2099;
const bool l_2102 = l_mut_446 < l_2096;
const uint l_2103 = uint(l_2102);
const uint l_2104 = l_2101 - l_2103;
l_mut_209 = l_2100;
l_mut_203 = l_2104;
const uint l_2105 = l_mut_448 - l_2096;
const uint l_2106 = l_mut_447 - l_2099;
const bool l_2107 = l_mut_448 < l_2096;
const uint l_2108 = uint(l_2107);
const uint l_2109 = l_2106 - l_2108;
l_mut_1940 = l_2105;
l_mut_1656 = l_2109;
const uint l_2110 = l_mut_1945 * l_mut_401;
const uint l_2111 = l_mut_428 + l_2110;
l_mut_259 = l_2111;
} else {
const uint l_2112 = l_mut_446 - l_mut_452;
const uint l_2113 = l_mut_435 - l_mut_451;
const bool l_2114 = l_mut_446 < l_mut_452;
const uint l_2115 = uint(l_2114);
const uint l_2116 = l_2113 - l_2115;
l_mut_209 = l_2112;
l_mut_203 = l_2116;
const bool l_2117 = l_mut_203 < l_1562;
const bool l_2118 = l_mut_203 == l_1562;
const bool l_2119 = l_mut_209 < l_1558;
const bool l_2120 = l_2118 && l_2119;
const bool l_2121 = l_2117 || l_2120;
if (l_2121) {
l_mut_141 = uint(2);
}
const bool l_2122 = l_mut_141 == uint(0);
if (l_2122) {
const uint l_2123 = l_1026 - l_mut_401;
const uint l_2124 = l_2123 / l_mut_428;
l_mut_1945 = uint(0);
l_mut_357 = bool(false);
const uint l_2125 = l_mut_448 | l_mut_447;
const bool l_2126 = l_2125 == uint(0);
if (l_2126) {
l_mut_1945 = l_2124;
} else {
if (l_mut_357) {
const bool l_2127 = l_mut_447 < l_mut_451;
const bool l_2128 = l_mut_447 == l_mut_451;
const bool l_2129 = l_mut_448 < l_mut_452;
const bool l_2130 = l_2128 && l_2129;
const bool l_2131 = l_2127 || l_2130;
if (l_2131) {
const uint l_2132 = l_mut_452 - uint(1);
const uint l_2133 = l_mut_451 - uint(0);
const bool l_2134 = l_mut_452 < uint(1);
const uint l_2135 = uint(l_2134);
const uint l_2136 = l_2133 - l_2135;
l_mut_135 = l_2132;
l_mut_92 = l_2136;
l_mut_86 = uint(0);

for (uint l_mut_2137 = uint(0); l_mut_2137 < uint(20); ++l_mut_2137) {
const uint l_2138 = uint(19) - l_mut_2137;
l_mut_80 = l_mut_135;
l_mut_65 = l_mut_92;
const bool l_2139 = l_2138 >= uint(32);
if (l_2139) {
const uint l_2140 = l_2138 & uint(31);
const uint l_2141 = l_mut_92 >> l_2140;
l_mut_80 = l_2141;
l_mut_65 = uint(0);
} else {
const bool l_2142 = l_2138 > uint(0);
if (l_2142) {
l_mut_30 = l_mut_135;
const bool l_2143 = l_2138 > uint(0);
if (l_2143) {
const uint l_2144 = l_mut_135 >> l_2138;
const uint l_2145 = uint(32) - l_2138;
const uint l_2146 = l_mut_92 << l_2145;
const uint l_2147 = l_2144 | l_2146;
l_mut_30 = l_2147;
}
const uint l_2148 = l_mut_92 >> l_2138;
l_mut_80 = l_mut_30;
l_mut_65 = l_2148;
}
}
const bool l_2149 = l_mut_65 < l_mut_447;
const bool l_2150 = l_mut_65 == l_mut_447;
const bool l_2151 = l_mut_80 < l_mut_448;
const bool l_2152 = l_2150 && l_2151;
const bool l_2153 = l_2149 || l_2152;
const bool l_2154 = !l_2153;
if (l_2154) {
l_mut_80 = l_mut_448;
l_mut_65 = l_mut_447;
const bool l_2155 = l_2138 >= uint(32);
if (l_2155) {
const uint l_2156 = l_2138 & uint(31);
const uint l_2157 = l_mut_448 << l_2156;
l_mut_80 = uint(0);
l_mut_65 = l_2157;
} else {
const bool l_2158 = l_2138 > uint(0);
if (l_2158) {
const uint l_2159 = l_mut_448 << l_2138;
const uint l_2160 = l_mut_447 << l_2138;
const uint l_2161 = uint(32) - l_2138;
const uint l_2162 = l_mut_448 >> l_2161;
const uint l_2163 = l_2160 | l_2162;
l_mut_80 = l_2159;
l_mut_65 = l_2163;
}
}
const uint l_2164 = l_mut_135 - l_mut_80;
const uint l_2165 = l_mut_92 - l_mut_65;
const bool l_2166 = l_mut_135 < l_mut_80;
const uint l_2167 = uint(l_2166);
const uint l_2168 = l_2165 - l_2167;
l_mut_135 = l_2164;
l_mut_92 = l_2168;
const uint l_2169 = uint(1) << l_2138;
l_mut_86 = l_mut_86 | l_2169;
}
}
const uint l_2170 = min(l_mut_86, l_2124);
l_mut_86 = l_2170;
const bool l_2171 = l_mut_92 < l_mut_447;
const bool l_2172 = l_mut_92 == l_mut_447;
const bool l_2173 = l_mut_135 < l_mut_448;
const bool l_2174 = l_2172 && l_2173;
const bool l_2175 = l_2171 || l_2174;
const bool l_2176 = !l_2175;
if (l_2176) {
l_mut_86 = l_2124;
}
l_mut_1945 = l_mut_86;
}
} else {
l_mut_135 = l_mut_452;
l_mut_92 = l_mut_451;
while (true) {
const bool l_2177 = l_mut_447 < l_mut_92;
const bool l_2178 = l_mut_447 == l_mut_92;
const bool l_2179 = l_mut_448 < l_mut_135;
const bool l_2180 = l_2178 && l_2179;
const bool l_2181 = l_2177 || l_2180;
const uint l_2182 = l_mut_1945 * l_mut_428;
const uint l_2183 = l_mut_401 + l_2182;
const uint l_2184 = l_2183 + l_mut_428;
const bool l_2185 = l_2184 < l_1026;
const bool l_2186 = l_2181 && l_2185;
const bool l_2187 = !l_2186;
if (l_2187) {
break;}
const uint l_2188 = l_mut_135 - l_mut_448;
const uint l_2189 = l_mut_92 - l_mut_447;
const bool l_2190 = l_mut_135 < l_mut_448;
const uint l_2191 = uint(l_2190);
const uint l_2192 = l_2189 - l_2191;
l_mut_135 = l_2188;
l_mut_92 = l_2192;
l_mut_1945 = l_mut_1945 + uint(1);
}
}
}
const uint l_2193 = l_mut_1945 * l_mut_428;
const uint l_2194 = l_mut_401 + l_2193;
const uint l_2195 = l_2194 + l_mut_428;
const bool l_2196 = l_2195 >= l_1026;
if (l_2196) {
l_mut_141 = uint(1);
} else {
const uint l_2197 = l_mut_448 * l_mut_1945;
const uint l_2198 = __umulhi(l_mut_448, l_mut_1945);
const uint l_2199 = l_mut_447 * l_mut_1945;
const uint l_2200 = l_2198 + l_2199;
const uint l_2201 = l_mut_452 - l_2197;
const uint l_2202 = l_mut_451 - l_2200;
const bool l_2203 = l_mut_452 < l_2197;
const uint l_2204 = uint(l_2203);
const uint l_2205 = l_2202 - l_2204;
l_mut_395 = l_2201;
l_mut_389 = l_2205;
const uint l_2206 = l_mut_1945 * l_mut_428;
const uint l_2207 = l_mut_401 + l_2206;
l_mut_265 = l_2207;
const uint l_2208 = l_mut_448 - l_mut_395;
const uint l_2209 = l_mut_447 - l_mut_389;
const bool l_2210 = l_mut_448 < l_mut_395;
const uint l_2211 = uint(l_2210);
const uint l_2212 = l_2209 - l_2211;
l_mut_1940 = l_2208;
l_mut_1656 = l_2212;
const uint l_2213 = l_mut_428 + l_mut_265;
l_mut_259 = l_2213;
}
}
}
l_mut_452 = l_mut_395;
l_mut_451 = l_mut_389;
l_mut_448 = l_mut_1940;
l_mut_447 = l_mut_1656;
l_mut_428 = l_mut_259;
l_mut_401 = l_mut_265;
l_mut_446 = l_mut_209;
l_mut_435 = l_mut_203;
const bool l_2214 = l_mut_141 == uint(1);
l_mut_652 = l_2214;
const bool l_2215 = l_mut_141 == uint(0);
l_mut_635 = l_2215;
}
}
const bool l_2216 = !l_mut_652;
const bool l_2217 = l_1025 && l_2216;
if (l_2217) {
const uint l_2218 = uint(1) << l_mut_1023;
l_mut_748 = l_mut_748 | l_2218;
l_mut_743 = l_mut_743 + uint(1);
const uint l_2219 = l_1024 + l_1022;
const uint l_2220 = min(l_2219, l_46);
l_mut_1945 = uint(0);

for (uint l_mut_2221 = l_1024; l_mut_2221 < l_2220; ++l_mut_2221) {
const uint l_2222 = l_49 * l_mut_2221;
const uint l_2223 = __umulhi(l_49, l_mut_2221);
const uint l_2224 = l_52 * l_mut_2221;
const uint l_2225 = l_2223 + l_2224;
const uint l_2226 = l_54 + l_2222;
const uint l_2227 = l_57 + l_2225;
const bool l_2228 = l_2226 < l_54;
const uint l_2229 = uint(l_2228);
const uint l_2230 = l_2227 + l_2229;
l_mut_1940 = uint(0);
l_mut_1656 = uint(0);
const bool l_2231 = l_mut_2221 < uint(65536);
if (l_2231) {
const uint l_2232 = l_mut_2221 * l_mut_2221;
const uint l_2233 = l_62 >> uint(31);
const bool l_2234 = l_2233 == uint(1);
l_mut_452 = l_59;
l_mut_451 = l_62;
if (l_2234) {
const uint l_2235 = uint(0) - l_59;
const uint l_2236 = uint(0) - l_62;
const bool l_2237 = uint(0) < l_59;
const uint l_2238 = uint(l_2237);
const uint l_2239 = l_2236 - l_2238;
l_mut_452 = l_2235;
l_mut_451 = l_2239;
}
const uint l_2240 = l_mut_452 * l_2232;
const uint l_2241 = l_mut_451 * l_2232;
const uint l_2242 = __umulhi(l_mut_452, l_2232);
const uint l_2243 = l_2242 + l_2241;
const uint l_2244 = __umulhi(l_mut_451, l_2232);
const bool l_2245 = l_2243 < l_2241;
const uint l_2246 = uint(l_2245);
const uint l_2247 = l_2244 + l_2246;
const uint l_2248 = l_9 % uint(32);
l_mut_448 = l_2240;
const bool l_2249 = l_2248 > uint(0);
if (l_2249) {
const uint l_2250 = l_2240 >> l_2248;
const uint l_2251 = uint(32) - l_2248;
const uint l_2252 = l_2243 << l_2251;
const uint l_2253 = l_2250 | l_2252;
l_mut_448 = l_2253;
}
l_mut_447 = l_2243;
const bool l_2254 = l_2248 > uint(0);
if (l_2254) {
const uint l_2255 = l_2243 >> l_2248;
const uint l_2256 = uint(32) - l_2248;
const uint l_2257 = l_2247 << l_2256;
const uint l_2258 = l_2255 | l_2257;
l_mut_447 = l_2258;
}
l_mut_446 = l_mut_448;
l_mut_448 = l_mut_447;
const bool l_2259 = l_9 >= uint(64);
if (l_2259) {
l_mut_446 = l_2247;
l_mut_448 = uint(0);
} else {
const bool l_2260 = l_9 >= uint(32);
if (l_2260) {
l_mut_447 = l_2243;
const bool l_2261 = l_2248 > uint(0);
if (l_2261) {
const uint l_2262 = l_2243 >> l_2248;
const uint l_2263 = uint(32) - l_2248;
const uint l_2264 = l_2247 << l_2263;
const uint l_2265 = l_2262 | l_2264;
l_mut_447 = l_2265;
}
const uint l_2266 = l_2247 >> l_2248;
l_mut_446 = l_mut_447;
l_mut_448 = l_2266;
}
}
l_mut_452 = l_mut_446;
l_mut_451 = l_mut_448;
if (l_2234) {
const uint l_2267 = uint(0) - l_mut_452;
const uint l_2268 = uint(0) - l_mut_451;
const bool l_2269 = uint(0) < l_mut_452;
const uint l_2270 = uint(l_2269);
const uint l_2271 = l_2268 - l_2270;
l_mut_452 = l_2267;
l_mut_451 = l_2271;
}
l_mut_1940 = l_mut_452;
l_mut_1656 = l_mut_451;
} else {
const uint l_2272 = l_62 >> uint(31);
const bool l_2273 = l_2272 == uint(1);
l_mut_452 = l_59;
l_mut_451 = l_62;
if (l_2273) {
const uint l_2274 = uint(0) - l_59;
const uint l_2275 = uint(0) - l_62;
const bool l_2276 = uint(0) < l_59;
const uint l_2277 = uint(l_2276);
const uint l_2278 = l_2275 - l_2277;
l_mut_452 = l_2274;
l_mut_451 = l_2278;
}
const uint l_2279 = l_mut_452 * l_mut_2221;
const uint l_2280 = l_mut_451 * l_mut_2221;
const uint l_2281 = __umulhi(l_mut_452, l_mut_2221);
const uint l_2282 = l_2281 + l_2280;
const uint l_2283 = __umulhi(l_mut_451, l_mut_2221);
const bool l_2284 = l_2282 < l_2280;
const uint l_2285 = uint(l_2284);
const uint l_2286 = l_2283 + l_2285;
const uint l_2287 = uint(0) % uint(32);
l_mut_448 = l_2279;
const bool l_2288 = l_2287 > uint(0);
if (l_2288) {
const uint l_2289 = l_2279 >> l_2287;
const uint l_2290 = uint(32) - l_2287;
const uint l_2291 = l_2282 << l_2290;
const uint l_2292 = l_2289 | l_2291;
l_mut_448 = l_2292;
}
l_mut_447 = l_2282;
const bool l_2293 = l_2287 > uint(0);
if (l_2293) {
const uint l_2294 = l_2282 >> l_2287;
const uint l_2295 = uint(32) - l_2287;
const uint l_2296 = l_2286 << l_2295;
const uint l_2297 = l_2294 | l_2296;
l_mut_447 = l_2297;
}
l_mut_446 = l_mut_448;
l_mut_448 = l_mut_447;
const bool l_2298 = uint(0) >= uint(64);
if (l_2298) {
l_mut_446 = l_2286;
l_mut_448 = uint(0);
} else {
const bool l_2299 = uint(0) >= uint(32);
if (l_2299) {
l_mut_447 = l_2282;
const bool l_2300 = l_2287 > uint(0);
if (l_2300) {
const uint l_2301 = l_2282 >> l_2287;
const uint l_2302 = uint(32) - l_2287;
const uint l_2303 = l_2286 << l_2302;
const uint l_2304 = l_2301 | l_2303;
l_mut_447 = l_2304;
}
const uint l_2305 = l_2286 >> l_2287;
l_mut_446 = l_mut_447;
l_mut_448 = l_2305;
}
}
const uint l_2306 = l_mut_452 * l_mut_2221;
const uint l_2307 = l_mut_451 * l_mut_2221;
const uint l_2308 = __umulhi(l_mut_452, l_mut_2221);
const uint l_2309 = l_2308 + l_2307;
const uint l_2310 = __umulhi(l_mut_451, l_mut_2221);
const bool l_2311 = l_2309 < l_2307;
const uint l_2312 = uint(l_2311);
const uint l_2313 = l_2310 + l_2312;
const uint l_2314 = uint(64) % uint(32);
l_mut_447 = l_2306;
const bool l_2315 = l_2314 > uint(0);
if (l_2315) {
const uint l_2316 = l_2306 >> l_2314;
const uint l_2317 = uint(32) - l_2314;
const uint l_2318 = l_2309 << l_2317;
const uint l_2319 = l_2316 | l_2318;
l_mut_447 = l_2319;
}
l_mut_435 = l_2309;
const bool l_2320 = l_2314 > uint(0);
if (l_2320) {
const uint l_2321 = l_2309 >> l_2314;
const uint l_2322 = uint(32) - l_2314;
const uint l_2323 = l_2313 << l_2322;
const uint l_2324 = l_2321 | l_2323;
l_mut_435 = l_2324;
}
l_mut_428 = l_mut_447;
l_mut_447 = l_mut_435;
const bool l_2325 = uint(64) >= uint(64);
if (l_2325) {
l_mut_428 = l_2313;
l_mut_447 = uint(0);
} else {
const bool l_2326 = uint(64) >= uint(32);
if (l_2326) {
l_mut_435 = l_2309;
const bool l_2327 = l_2314 > uint(0);
if (l_2327) {
const uint l_2328 = l_2309 >> l_2314;
const uint l_2329 = uint(32) - l_2314;
const uint l_2330 = l_2313 << l_2329;
const uint l_2331 = l_2328 | l_2330;
l_mut_435 = l_2331;
}
const uint l_2332 = l_2313 >> l_2314;
l_mut_428 = l_mut_435;
l_mut_447 = l_2332;
}
}
const uint l_2333 = l_mut_446 * l_mut_2221;
const uint l_2334 = l_mut_448 * l_mut_2221;
const uint l_2335 = __umulhi(l_mut_446, l_mut_2221);
const uint l_2336 = l_2335 + l_2334;
const uint l_2337 = __umulhi(l_mut_448, l_mut_2221);
const bool l_2338 = l_2336 < l_2334;
const uint l_2339 = uint(l_2338);
const uint l_2340 = l_2337 + l_2339;
const uint l_2341 = uint(0) % uint(32);
l_mut_452 = l_2333;
const bool l_2342 = l_2341 > uint(0);
if (l_2342) {
const uint l_2343 = l_2333 >> l_2341;
const uint l_2344 = uint(32) - l_2341;
const uint l_2345 = l_2336 << l_2344;
const uint l_2346 = l_2343 | l_2345;
l_mut_452 = l_2346;
}
l_mut_451 = l_2336;
const bool l_2347 = l_2341 > uint(0);
if (l_2347) {
const uint l_2348 = l_2336 >> l_2341;
const uint l_2349 = uint(32) - l_2341;
const uint l_2350 = l_2340 << l_2349;
const uint l_2351 = l_2348 | l_2350;
l_mut_451 = l_2351;
}
l_mut_435 = l_mut_452;
l_mut_452 = l_mut_451;
const bool l_2352 = uint(0) >= uint(64);
if (l_2352) {
l_mut_435 = l_2340;
l_mut_452 = uint(0);
} else {
const bool l_2353 = uint(0) >= uint(32);
if (l_2353) {
l_mut_451 = l_2336;
const bool l_2354 = l_2341 > uint(0);
if (l_2354) {
const uint l_2355 = l_2336 >> l_2341;
const uint l_2356 = uint(32) - l_2341;
const uint l_2357 = l_2340 << l_2356;
const uint l_2358 = l_2355 | l_2357;
l_mut_451 = l_2358;
}
const uint l_2359 = l_2340 >> l_2341;
l_mut_435 = l_mut_451;
l_mut_452 = l_2359;
}
}
const uint l_2360 = l_mut_446 * l_mut_2221;
const uint l_2361 = l_mut_448 * l_mut_2221;
const uint l_2362 = __umulhi(l_mut_446, l_mut_2221);
const uint l_2363 = l_2362 + l_2361;
const uint l_2364 = __umulhi(l_mut_448, l_mut_2221);
const bool l_2365 = l_2363 < l_2361;
const uint l_2366 = uint(l_2365);
const uint l_2367 = l_2364 + l_2366;
const uint l_2368 = uint(64) % uint(32);
l_mut_451 = l_2360;
const bool l_2369 = l_2368 > uint(0);
if (l_2369) {
const uint l_2370 = l_2360 >> l_2368;
const uint l_2371 = uint(32) - l_2368;
const uint l_2372 = l_2363 << l_2371;
const uint l_2373 = l_2370 | l_2372;
l_mut_451 = l_2373;
}
l_mut_401 = l_2363;
const bool l_2374 = l_2368 > uint(0);
if (l_2374) {
const uint l_2375 = l_2363 >> l_2368;
const uint l_2376 = uint(32) - l_2368;
const uint l_2377 = l_2367 << l_2376;
const uint l_2378 = l_2375 | l_2377;
l_mut_401 = l_2378;
}
l_mut_395 = l_mut_451;
l_mut_451 = l_mut_401;
const bool l_2379 = uint(64) >= uint(64);
if (l_2379) {
l_mut_395 = l_2367;
l_mut_451 = uint(0);
} else {
const bool l_2380 = uint(64) >= uint(32);
if (l_2380) {
l_mut_401 = l_2363;
const bool l_2381 = l_2368 > uint(0);
if (l_2381) {
const uint l_2382 = l_2363 >> l_2368;
const uint l_2383 = uint(32) - l_2368;
const uint l_2384 = l_2367 << l_2383;
const uint l_2385 = l_2382 | l_2384;
l_mut_401 = l_2385;
}
const uint l_2386 = l_2367 >> l_2368;
l_mut_395 = l_mut_401;
l_mut_451 = l_2386;
}
}
const uint l_2387 = l_mut_428 * l_mut_2221;
const uint l_2388 = __umulhi(l_mut_428, l_mut_2221);
const uint l_2389 = l_mut_447 * l_mut_2221;
const uint l_2390 = l_2388 + l_2389;
const uint l_2391 = l_mut_395 + l_2387;
const uint l_2392 = l_mut_451 + l_2390;
const bool l_2393 = l_2391 < l_mut_395;
const uint l_2394 = uint(l_2393);
const uint l_2395 = l_2392 + l_2394;
l_mut_1940 = l_mut_435;
l_mut_1656 = l_mut_452;
const bool l_2396 = l_9 == uint(64);
if (l_2396) {
l_mut_1940 = l_2391;
l_mut_1656 = l_2395;
} else {
const bool l_2397 = l_9 > uint(0);
if (l_2397) {
const uint l_2398 = uint(64) - l_9;
l_mut_451 = l_2391;
l_mut_448 = l_2395;
const bool l_2399 = l_2398 >= uint(32);
if (l_2399) {
const uint l_2400 = l_2398 & uint(31);
const uint l_2401 = l_2391 << l_2400;
l_mut_451 = uint(0);
l_mut_448 = l_2401;
} else {
const bool l_2402 = l_2398 > uint(0);
if (l_2402) {
const uint l_2403 = l_2391 << l_2398;
const uint l_2404 = l_2395 << l_2398;
const uint l_2405 = uint(32) - l_2398;
const uint l_2406 = l_2391 >> l_2405;
const uint l_2407 = l_2404 | l_2406;
l_mut_451 = l_2403;
l_mut_448 = l_2407;
}
}
l_mut_447 = l_mut_435;
l_mut_446 = l_mut_452;
const bool l_2408 = l_9 >= uint(32);
if (l_2408) {
const uint l_2409 = l_9 & uint(31);
const uint l_2410 = l_mut_452 >> l_2409;
l_mut_447 = l_2410;
l_mut_446 = uint(0);
} else {
const bool l_2411 = l_9 > uint(0);
if (l_2411) {
l_mut_428 = l_mut_435;
const bool l_2412 = l_9 > uint(0);
if (l_2412) {
const uint l_2413 = l_mut_435 >> l_9;
const uint l_2414 = uint(32) - l_9;
const uint l_2415 = l_mut_452 << l_2414;
const uint l_2416 = l_2413 | l_2415;
l_mut_428 = l_2416;
}
const uint l_2417 = l_mut_452 >> l_9;
l_mut_447 = l_mut_428;
l_mut_446 = l_2417;
}
}
const uint l_2418 = l_mut_451 + l_mut_447;
const uint l_2419 = l_mut_448 + l_mut_446;
const bool l_2420 = l_2418 < l_mut_451;
const uint l_2421 = uint(l_2420);
const uint l_2422 = l_2419 + l_2421;
l_mut_1940 = l_2418;
l_mut_1656 = l_2422;
}
}
if (l_2273) {
const uint l_2423 = uint(0) - l_mut_1940;
const uint l_2424 = uint(0) - l_mut_1656;
const bool l_2425 = uint(0) < l_mut_1940;
const uint l_2426 = uint(l_2425);
const uint l_2427 = l_2424 - l_2426;
l_mut_1940 = l_2423;
l_mut_1656 = l_2427;
}
}
const uint l_2428 = l_2226 + l_mut_1940;
const uint l_2429 = l_2230 + l_mut_1656;
const bool l_2430 = l_2428 < l_2226;
const uint l_2431 = uint(l_2430);
const uint l_2432 = l_2429 + l_2431;
const uint l_2433 = uint(0) - l_2428;
const uint l_2434 = uint(0) - l_2432;
const bool l_2435 = uint(0) < l_2428;
const uint l_2436 = uint(l_2435);
const uint l_2437 = l_2434 - l_2436;
l_mut_1940 = l_2433;
l_mut_1656 = l_2437;
const bool l_2438 = l_2432 < l_mut_1656;
const bool l_2439 = l_2432 == l_mut_1656;
const bool l_2440 = l_2428 < l_mut_1940;
const bool l_2441 = l_2439 && l_2440;
const bool l_2442 = l_2438 || l_2441;
if (l_2442) {
l_mut_1940 = l_2428;
l_mut_1656 = l_2432;
}
const bool l_2443 = l_mut_1656 < l_17;
const bool l_2444 = l_mut_1656 == l_17;
const bool l_2445 = l_mut_1940 < l_14;
const bool l_2446 = l_2444 && l_2445;
const bool l_2447 = l_2443 || l_2446;
const uint l_2448 = uint(l_2447);
l_mut_1945 = l_mut_1945 + l_2448;
}
l_mut_457 = l_mut_457 + l_mut_1945;
}
}
const bool l_2449 = l_mut_743 > uint(0);
if (l_2449) {
const uint l_2802 = info.static_meta[uint(5)];
const uint l_2803 = l_2802 * uint(1);
const uint l_2804 = l_2803 - uint(1);
const uint l_2805 = min(uint(1), l_2804);
device atomic_uint* l_2806 = &buffer_5[l_2805];
atomic_uint* l_2450 = l_2806;
const uint l_2451 = atomic_fetch_add_explicit(l_2450, l_mut_743, memory_order_relaxed);
}
const bool l_2452 = l_mut_457 > uint(0);
if (l_2452) {
const uint l_2807 = info.static_meta[uint(5)];
const uint l_2808 = l_2807 * uint(1);
const uint l_2809 = l_2808 - uint(1);
const uint l_2810 = min(uint(2), l_2809);
device atomic_uint* l_2811 = &buffer_5[l_2810];
atomic_uint* l_2453 = l_2811;
const uint l_2454 = atomic_fetch_add_explicit(l_2453, l_mut_457, memory_order_relaxed);
l_mut_1945 = l_2454;

for (uint l_mut_2455 = uint(0); l_mut_2455 < uint(8); ++l_mut_2455) {
const uint l_2456 = l_mut_748 >> l_mut_2455;
const uint l_2457 = l_2456 & uint(1);
const bool l_2458 = l_2457 == uint(1);
if (l_2458) {
const uint l_2459 = l_mut_2455 * l_1022;
const uint l_2460 = l_2459 + l_1022;
const uint l_2461 = min(l_2460, l_46);
l_mut_1940 = l_mut_1945;

for (uint l_mut_2462 = l_2459; l_mut_2462 < l_2461; ++l_mut_2462) {
const uint l_2463 = l_49 * l_mut_2462;
const uint l_2464 = __umulhi(l_49, l_mut_2462);
const uint l_2465 = l_52 * l_mut_2462;
const uint l_2466 = l_2464 + l_2465;
const uint l_2467 = l_54 + l_2463;
const uint l_2468 = l_57 + l_2466;
const bool l_2469 = l_2467 < l_54;
const uint l_2470 = uint(l_2469);
const uint l_2471 = l_2468 + l_2470;
l_mut_1656 = uint(0);
l_mut_743 = uint(0);
const bool l_2472 = l_mut_2462 < uint(65536);
if (l_2472) {
const uint l_2473 = l_mut_2462 * l_mut_2462;
const uint l_2474 = l_62 >> uint(31);
const bool l_2475 = l_2474 == uint(1);
l_mut_457 = l_59;
l_mut_452 = l_62;
if (l_2475) {
const uint l_2476 = uint(0) - l_59;
const uint l_2477 = uint(0) - l_62;
const bool l_2478 = uint(0) < l_59;
const uint l_2479 = uint(l_2478);
const uint l_2480 = l_2477 - l_2479;
l_mut_457 = l_2476;
l_mut_452 = l_2480;
}
const uint l_2481 = l_mut_457 * l_2473;
const uint l_2482 = l_mut_452 * l_2473;
const uint l_2483 = __umulhi(l_mut_457, l_2473);
const uint l_2484 = l_2483 + l_2482;
const uint l_2485 = __umulhi(l_mut_452, l_2473);
const bool l_2486 = l_2484 < l_2482;
const uint l_2487 = uint(l_2486);
const uint l_2488 = l_2485 + l_2487;
const uint l_2489 = l_9 % uint(32);
l_mut_451 = l_2481;
const bool l_2490 = l_2489 > uint(0);
if (l_2490) {
const uint l_2491 = l_2481 >> l_2489;
const uint l_2492 = uint(32) - l_2489;
const uint l_2493 = l_2484 << l_2492;
const uint l_2494 = l_2491 | l_2493;
l_mut_451 = l_2494;
}
l_mut_448 = l_2484;
const bool l_2495 = l_2489 > uint(0);
if (l_2495) {
const uint l_2496 = l_2484 >> l_2489;
const uint l_2497 = uint(32) - l_2489;
const uint l_2498 = l_2488 << l_2497;
const uint l_2499 = l_2496 | l_2498;
l_mut_448 = l_2499;
}
l_mut_447 = l_mut_451;
l_mut_451 = l_mut_448;
const bool l_2500 = l_9 >= uint(64);
if (l_2500) {
l_mut_447 = l_2488;
l_mut_451 = uint(0);
} else {
const bool l_2501 = l_9 >= uint(32);
if (l_2501) {
l_mut_448 = l_2484;
const bool l_2502 = l_2489 > uint(0);
if (l_2502) {
const uint l_2503 = l_2484 >> l_2489;
const uint l_2504 = uint(32) - l_2489;
const uint l_2505 = l_2488 << l_2504;
const uint l_2506 = l_2503 | l_2505;
l_mut_448 = l_2506;
}
const uint l_2507 = l_2488 >> l_2489;
l_mut_447 = l_mut_448;
l_mut_451 = l_2507;
}
}
l_mut_457 = l_mut_447;
l_mut_452 = l_mut_451;
if (l_2475) {
const uint l_2508 = uint(0) - l_mut_457;
const uint l_2509 = uint(0) - l_mut_452;
const bool l_2510 = uint(0) < l_mut_457;
const uint l_2511 = uint(l_2510);
const uint l_2512 = l_2509 - l_2511;
l_mut_457 = l_2508;
l_mut_452 = l_2512;
}
l_mut_1656 = l_mut_457;
l_mut_743 = l_mut_452;
} else {
const uint l_2513 = l_62 >> uint(31);
const bool l_2514 = l_2513 == uint(1);
l_mut_457 = l_59;
l_mut_452 = l_62;
if (l_2514) {
const uint l_2515 = uint(0) - l_59;
const uint l_2516 = uint(0) - l_62;
const bool l_2517 = uint(0) < l_59;
const uint l_2518 = uint(l_2517);
const uint l_2519 = l_2516 - l_2518;
l_mut_457 = l_2515;
l_mut_452 = l_2519;
}
const uint l_2520 = l_mut_457 * l_mut_2462;
const uint l_2521 = l_mut_452 * l_mut_2462;
const uint l_2522 = __umulhi(l_mut_457, l_mut_2462);
const uint l_2523 = l_2522 + l_2521;
const uint l_2524 = __umulhi(l_mut_452, l_mut_2462);
const bool l_2525 = l_2523 < l_2521;
const uint l_2526 = uint(l_2525);
const uint l_2527 = l_2524 + l_2526;
const uint l_2528 = uint(0) % uint(32);
l_mut_451 = l_2520;
const bool l_2529 = l_2528 > uint(0);
if (l_2529) {
const uint l_2530 = l_2520 >> l_2528;
const uint l_2531 = uint(32) - l_2528;
const uint l_2532 = l_2523 << l_2531;
const uint l_2533 = l_2530 | l_2532;
l_mut_451 = l_2533;
}
l_mut_448 = l_2523;
const bool l_2534 = l_2528 > uint(0);
if (l_2534) {
const uint l_2535 = l_2523 >> l_2528;
const uint l_2536 = uint(32) - l_2528;
const uint l_2537 = l_2527 << l_2536;
const uint l_2538 = l_2535 | l_2537;
l_mut_448 = l_2538;
}
l_mut_447 = l_mut_451;
l_mut_451 = l_mut_448;
const bool l_2539 = uint(0) >= uint(64);
if (l_2539) {
l_mut_447 = l_2527;
l_mut_451 = uint(0);
} else {
const bool l_2540 = uint(0) >= uint(32);
if (l_2540) {
l_mut_448 = l_2523;
const bool l_2541 = l_2528 > uint(0);
if (l_2541) {
const uint l_2542 = l_2523 >> l_2528;
const uint l_2543 = uint(32) - l_2528;
const uint l_2544 = l_2527 << l_2543;
const uint l_2545 = l_2542 | l_2544;
l_mut_448 = l_2545;
}
const uint l_2546 = l_2527 >> l_2528;
l_mut_447 = l_mut_448;
l_mut_451 = l_2546;
}
}
const uint l_2547 = l_mut_457 * l_mut_2462;
const uint l_2548 = l_mut_452 * l_mut_2462;
const uint l_2549 = __umulhi(l_mut_457, l_mut_2462);
const uint l_2550 = l_2549 + l_2548;
const uint l_2551 = __umulhi(l_mut_452, l_mut_2462);
const bool l_2552 = l_2550 < l_2548;
const uint l_2553 = uint(l_2552);
const uint l_2554 = l_2551 + l_2553;
const uint l_2555 = uint(64) % uint(32);
l_mut_448 = l_2547;
const bool l_2556 = l_2555 > uint(0);
if (l_2556) {
const uint l_2557 = l_2547 >> l_2555;
const uint l_2558 = uint(32) - l_2555;
const uint l_2559 = l_2550 << l_2558;
const uint l_2560 = l_2557 | l_2559;
l_mut_448 = l_2560;
}
l_mut_446 = l_2550;
const bool l_2561 = l_2555 > uint(0);
if (l_2561) {
const uint l_2562 = l_2550 >> l_2555;
const uint l_2563 = uint(32) - l_2555;
const uint l_2564 = l_2554 << l_2563;
const uint l_2565 = l_2562 | l_2564;
l_mut_446 = l_2565;
}
l_mut_435 = l_mut_448;
l_mut_448 = l_mut_446;
const bool l_2566 = uint(64) >= uint(64);
if (l_2566) {
l_mut_435 = l_2554;
l_mut_448 = uint(0);
} else {
const bool l_2567 = uint(64) >= uint(32);
if (l_2567) {
l_mut_446 = l_2550;
const bool l_2568 = l_2555 > uint(0);
if (l_2568) {
const uint l_2569 = l_2550 >> l_2555;
const uint l_2570 = uint(32) - l_2555;
const uint l_2571 = l_2554 << l_2570;
const uint l_2572 = l_2569 | l_2571;
l_mut_446 = l_2572;
}
const uint l_2573 = l_2554 >> l_2555;
l_mut_435 = l_mut_446;
l_mut_448 = l_2573;
}
}
const uint l_2574 = l_mut_447 * l_mut_2462;
const uint l_2575 = l_mut_451 * l_mut_2462;
const uint l_2576 = __umulhi(l_mut_447, l_mut_2462);
const uint l_2577 = l_2576 + l_2575;
const uint l_2578 = __umulhi(l_mut_451, l_mut_2462);
const bool l_2579 = l_2577 < l_2575;
const uint l_2580 = uint(l_2579);
const uint l_2581 = l_2578 + l_2580;
const uint l_2582 = uint(0) % uint(32);
l_mut_457 = l_2574;
const bool l_2583 = l_2582 > uint(0);
if (l_2583) {
const uint l_2584 = l_2574 >> l_2582;
const uint l_2585 = uint(32) - l_2582;
const uint l_2586 = l_2577 << l_2585;
const uint l_2587 = l_2584 | l_2586;
l_mut_457 = l_2587;
}
l_mut_452 = l_2577;
const bool l_2588 = l_2582 > uint(0);
if (l_2588) {
const uint l_2589 = l_2577 >> l_2582;
const uint l_2590 = uint(32) - l_2582;
const uint l_2591 = l_2581 << l_2590;
const uint l_2592 = l_2589 | l_2591;
l_mut_452 = l_2592;
}
l_mut_446 = l_mut_457;
l_mut_457 = l_mut_452;
const bool l_2593 = uint(0) >= uint(64);
if (l_2593) {
l_mut_446 = l_2581;
l_mut_457 = uint(0);
} else {
const bool l_2594 = uint(0) >= uint(32);
if (l_2594) {
l_mut_452 = l_2577;
const bool l_2595 = l_2582 > uint(0);
if (l_2595) {
const uint l_2596 = l_2577 >> l_2582;
const uint l_2597 = uint(32) - l_2582;
const uint l_2598 = l_2581 << l_2597;
const uint l_2599 = l_2596 | l_2598;
l_mut_452 = l_2599;
}
const uint l_2600 = l_2581 >> l_2582;
l_mut_446 = l_mut_452;
l_mut_457 = l_2600;
}
}
const uint l_2601 = l_mut_447 * l_mut_2462;
const uint l_2602 = l_mut_451 * l_mut_2462;
const uint l_2603 = __umulhi(l_mut_447, l_mut_2462);
const uint l_2604 = l_2603 + l_2602;
const uint l_2605 = __umulhi(l_mut_451, l_mut_2462);
const bool l_2606 = l_2604 < l_2602;
const uint l_2607 = uint(l_2606);
const uint l_2608 = l_2605 + l_2607;
const uint l_2609 = uint(64) % uint(32);
l_mut_452 = l_2601;
const bool l_2610 = l_2609 > uint(0);
if (l_2610) {
const uint l_2611 = l_2601 >> l_2609;
const uint l_2612 = uint(32) - l_2609;
const uint l_2613 = l_2604 << l_2612;
const uint l_2614 = l_2611 | l_2613;
l_mut_452 = l_2614;
}
l_mut_428 = l_2604;
const bool l_2615 = l_2609 > uint(0);
if (l_2615) {
const uint l_2616 = l_2604 >> l_2609;
const uint l_2617 = uint(32) - l_2609;
const uint l_2618 = l_2608 << l_2617;
const uint l_2619 = l_2616 | l_2618;
l_mut_428 = l_2619;
}
l_mut_401 = l_mut_452;
l_mut_452 = l_mut_428;
const bool l_2620 = uint(64) >= uint(64);
if (l_2620) {
l_mut_401 = l_2608;
l_mut_452 = uint(0);
} else {
const bool l_2621 = uint(64) >= uint(32);
if (l_2621) {
l_mut_428 = l_2604;
const bool l_2622 = l_2609 > uint(0);
if (l_2622) {
const uint l_2623 = l_2604 >> l_2609;
const uint l_2624 = uint(32) - l_2609;
const uint l_2625 = l_2608 << l_2624;
const uint l_2626 = l_2623 | l_2625;
l_mut_428 = l_2626;
}
const uint l_2627 = l_2608 >> l_2609;
l_mut_401 = l_mut_428;
l_mut_452 = l_2627;
}
}
const uint l_2628 = l_mut_435 * l_mut_2462;
const uint l_2629 = __umulhi(l_mut_435, l_mut_2462);
const uint l_2630 = l_mut_448 * l_mut_2462;
const uint l_2631 = l_2629 + l_2630;
const uint l_2632 = l_mut_401 + l_2628;
const uint l_2633 = l_mut_452 + l_2631;
const bool l_2634 = l_2632 < l_mut_401;
const uint l_2635 = uint(l_2634);
const uint l_2636 = l_2633 + l_2635;
l_mut_1656 = l_mut_446;
l_mut_743 = l_mut_457;
const bool l_2637 = l_9 == uint(64);
if (l_2637) {
l_mut_1656 = l_2632;
l_mut_743 = l_2636;
} else {
const bool l_2638 = l_9 > uint(0);
if (l_2638) {
const uint l_2639 = uint(64) - l_9;
l_mut_452 = l_2632;
l_mut_451 = l_2636;
const bool l_2640 = l_2639 >= uint(32);
if (l_2640) {
const uint l_2641 = l_2639 & uint(31);
const uint l_2642 = l_2632 << l_2641;
l_mut_452 = uint(0);
l_mut_451 = l_2642;
} else {
const bool l_2643 = l_2639 > uint(0);
if (l_2643) {
const uint l_2644 = l_2632 << l_2639;
const uint l_2645 = l_2636 << l_2639;
const uint l_2646 = uint(32) - l_2639;
const uint l_2647 = l_2632 >> l_2646;
const uint l_2648 = l_2645 | l_2647;
l_mut_452 = l_2644;
l_mut_451 = l_2648;
}
}
l_mut_448 = l_mut_446;
l_mut_447 = l_mut_457;
const bool l_2649 = l_9 >= uint(32);
if (l_2649) {
const uint l_2650 = l_9 & uint(31);
const uint l_2651 = l_mut_457 >> l_2650;
l_mut_448 = l_2651;
l_mut_447 = uint(0);
} else {
const bool l_2652 = l_9 > uint(0);
if (l_2652) {
l_mut_435 = l_mut_446;
const bool l_2653 = l_9 > uint(0);
if (l_2653) {
const uint l_2654 = l_mut_446 >> l_9;
const uint l_2655 = uint(32) - l_9;
const uint l_2656 = l_mut_457 << l_2655;
const uint l_2657 = l_2654 | l_2656;
l_mut_435 = l_2657;
}
const uint l_2658 = l_mut_457 >> l_9;
l_mut_448 = l_mut_435;
l_mut_447 = l_2658;
}
}
const uint l_2659 = l_mut_452 + l_mut_448;
const uint l_2660 = l_mut_451 + l_mut_447;
const bool l_2661 = l_2659 < l_mut_452;
const uint l_2662 = uint(l_2661);
const uint l_2663 = l_2660 + l_2662;
l_mut_1656 = l_2659;
l_mut_743 = l_2663;
}
}
if (l_2514) {
const uint l_2664 = uint(0) - l_mut_1656;
const uint l_2665 = uint(0) - l_mut_743;
const bool l_2666 = uint(0) < l_mut_1656;
const uint l_2667 = uint(l_2666);
const uint l_2668 = l_2665 - l_2667;
l_mut_1656 = l_2664;
l_mut_743 = l_2668;
}
}
const uint l_2669 = l_2467 + l_mut_1656;
const uint l_2670 = l_2471 + l_mut_743;
const bool l_2671 = l_2669 < l_2467;
const uint l_2672 = uint(l_2671);
const uint l_2673 = l_2670 + l_2672;
const uint l_2674 = uint(0) - l_2669;
const uint l_2675 = uint(0) - l_2673;
const bool l_2676 = uint(0) < l_2669;
const uint l_2677 = uint(l_2676);
const uint l_2678 = l_2675 - l_2677;
l_mut_1656 = l_2674;
l_mut_743 = l_2678;
const bool l_2679 = l_2673 < l_mut_743;
const bool l_2680 = l_2673 == l_mut_743;
const bool l_2681 = l_2669 < l_mut_1656;
const bool l_2682 = l_2680 && l_2681;
const bool l_2683 = l_2679 || l_2682;
if (l_2683) {
l_mut_1656 = l_2669;
l_mut_743 = l_2673;
}
const bool l_2684 = l_mut_743 < l_17;
const bool l_2685 = l_mut_743 == l_17;
const bool l_2686 = l_mut_1656 < l_14;
const bool l_2687 = l_2685 && l_2686;
const bool l_2688 = l_2684 || l_2687;
if (l_2688) {
const uint l_2689 = l_mut_1940 * uint(2);
const uint l_2690 = l_2689 + uint(1);
const uint l_2691 = info.static_meta[uint(10)];
const bool l_2692 = l_2690 < l_2691;
if (l_2692) {
const uint l_2812 = info.static_meta[uint(4)];
const uint l_2813 = l_2812 * uint(1);
const bool l_2814 = l_2689 < l_2813;
if (l_2814) {
buffer_4[l_2689] = thread_index_in_grid;
}
const uint l_2693 = l_2689 + uint(1);
const uint l_2815 = info.static_meta[uint(4)];
const uint l_2816 = l_2815 * uint(1);
const bool l_2817 = l_2693 < l_2816;
if (l_2817) {
buffer_4[l_2693] = l_mut_2462;
}
}
l_mut_1940 = l_mut_1940 + uint(1);
}
}
l_mut_1945 = l_mut_1940;
}
}
}
}
}

}
