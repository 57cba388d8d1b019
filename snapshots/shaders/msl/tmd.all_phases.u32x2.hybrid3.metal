
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
uint l_mut_1716;
uint l_mut_2030;
uint l_mut_2035;
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
uint l_mut_773;
uint l_mut_778;
uint l_mut_80;
uint l_mut_86;
uint l_mut_92;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_2870 = info.static_meta[uint(5)];
const uint l_2871 = l_2870 * uint(1);
const uint l_2872 = l_2871 - uint(1);
const uint l_2873 = min(uint(3), l_2872);
device atomic_uint* l_2874 = &buffer_5[l_2873];
atomic_uint* l_1 = l_2874;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_2814 = info.static_meta[uint(3)];
const uint l_2815 = l_2814 * uint(1);
const bool l_2816 = l_3 < l_2815;
const uint l_2817 = l_2815 - uint(1);
const uint l_2818 = min(l_3, l_2817);
const uint l_2819 = buffer_3[l_2818];
const uint l_2820 = (l_2816) ? l_2819 : uint(0);
const uint l_4 = l_2820;
const uint l_5 = uint(2) * uint(0);
const uint l_6 = l_5 + uint(1);
const uint l_2821 = info.static_meta[uint(3)];
const uint l_2822 = l_2821 * uint(1);
const bool l_2823 = l_6 < l_2822;
const uint l_2824 = l_2822 - uint(1);
const uint l_2825 = min(l_6, l_2824);
const uint l_2826 = buffer_3[l_2825];
const uint l_2827 = (l_2823) ? l_2826 : uint(0);
const uint l_7 = l_2827;
const uint l_8 = uint(2) * uint(1);
const uint l_2828 = info.static_meta[uint(3)];
const uint l_2829 = l_2828 * uint(1);
const bool l_2830 = l_8 < l_2829;
const uint l_2831 = l_2829 - uint(1);
const uint l_2832 = min(l_8, l_2831);
const uint l_2833 = buffer_3[l_2832];
const uint l_2834 = (l_2830) ? l_2833 : uint(0);
const uint l_9 = l_2834;
const uint l_10 = uint(2) * uint(1);
const uint l_11 = l_10 + uint(1);
const uint l_2835 = info.static_meta[uint(3)];
const uint l_2836 = l_2835 * uint(1);
const bool l_2837 = l_11 < l_2836;
const uint l_2838 = l_2836 - uint(1);
const uint l_2839 = min(l_11, l_2838);
const uint l_2840 = buffer_3[l_2839];
const uint l_2841 = (l_2837) ? l_2840 : uint(0);
const uint l_12 = l_2841;
const uint l_13 = uint(2) * uint(2);
const uint l_2842 = info.static_meta[uint(3)];
const uint l_2843 = l_2842 * uint(1);
const bool l_2844 = l_13 < l_2843;
const uint l_2845 = l_2843 - uint(1);
const uint l_2846 = min(l_13, l_2845);
const uint l_2847 = buffer_3[l_2846];
const uint l_2848 = (l_2844) ? l_2847 : uint(0);
const uint l_14 = l_2848;
const uint l_15 = uint(2) * uint(2);
const uint l_16 = l_15 + uint(1);
const uint l_2849 = info.static_meta[uint(3)];
const uint l_2850 = l_2849 * uint(1);
const bool l_2851 = l_16 < l_2850;
const uint l_2852 = l_2850 - uint(1);
const uint l_2853 = min(l_16, l_2852);
const uint l_2854 = buffer_3[l_2853];
const uint l_2855 = (l_2851) ? l_2854 : uint(0);
const uint l_17 = l_2855;
const uint l_18 = uint(2) * uint(3);
const uint l_2856 = info.static_meta[uint(3)];
const uint l_2857 = l_2856 * uint(1);
const bool l_2858 = l_18 < l_2857;
const uint l_2859 = l_2857 - uint(1);
const uint l_2860 = min(l_18, l_2859);
const uint l_2861 = buffer_3[l_2860];
const uint l_2862 = (l_2858) ? l_2861 : uint(0);
const uint l_19 = l_2862;
const uint l_20 = uint(2) * uint(3);
const uint l_21 = l_20 + uint(1);
const uint l_2863 = info.static_meta[uint(3)];
const uint l_2864 = l_2863 * uint(1);
const bool l_2865 = l_21 < l_2864;
const uint l_2866 = l_2864 - uint(1);
const uint l_2867 = min(l_21, l_2866);
const uint l_2868 = buffer_3[l_2867];
const uint l_2869 = (l_2865) ? l_2868 : uint(0);
const uint l_22 = l_2869;
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
const uint l_2875 = info.static_meta[uint(0)];
const uint l_2876 = l_2875 * uint(1);
const bool l_2877 = l_48 < l_2876;
const uint l_2878 = l_2876 - uint(1);
const uint l_2879 = min(l_48, l_2878);
const uint l_2880 = buffer_0[l_2879];
const uint l_2881 = (l_2877) ? l_2880 : uint(0);
const uint l_49 = l_2881;
const uint l_50 = uint(2) * thread_index_in_grid;
const uint l_51 = l_50 + uint(1);
const uint l_2882 = info.static_meta[uint(0)];
const uint l_2883 = l_2882 * uint(1);
const bool l_2884 = l_51 < l_2883;
const uint l_2885 = l_2883 - uint(1);
const uint l_2886 = min(l_51, l_2885);
const uint l_2887 = buffer_0[l_2886];
const uint l_2888 = (l_2884) ? l_2887 : uint(0);
const uint l_52 = l_2888;
const uint l_53 = uint(2) * thread_index_in_grid;
const uint l_2889 = info.static_meta[uint(1)];
const uint l_2890 = l_2889 * uint(1);
const bool l_2891 = l_53 < l_2890;
const uint l_2892 = l_2890 - uint(1);
const uint l_2893 = min(l_53, l_2892);
const uint l_2894 = buffer_1[l_2893];
const uint l_2895 = (l_2891) ? l_2894 : uint(0);
const uint l_54 = l_2895;
const uint l_55 = uint(2) * thread_index_in_grid;
const uint l_56 = l_55 + uint(1);
const uint l_2896 = info.static_meta[uint(1)];
const uint l_2897 = l_2896 * uint(1);
const bool l_2898 = l_56 < l_2897;
const uint l_2899 = l_2897 - uint(1);
const uint l_2900 = min(l_56, l_2899);
const uint l_2901 = buffer_1[l_2900];
const uint l_2902 = (l_2898) ? l_2901 : uint(0);
const uint l_57 = l_2902;
const uint l_58 = uint(2) * thread_index_in_grid;
const uint l_2903 = info.static_meta[uint(2)];
const uint l_2904 = l_2903 * uint(1);
const bool l_2905 = l_58 < l_2904;
const uint l_2906 = l_2904 - uint(1);
const uint l_2907 = min(l_58, l_2906);
const uint l_2908 = buffer_2[l_2907];
const uint l_2909 = (l_2905) ? l_2908 : uint(0);
const uint l_59 = l_2909;
const uint l_60 = uint(2) * thread_index_in_grid;
const uint l_61 = l_60 + uint(1);
const uint l_2910 = info.static_meta[uint(2)];
const uint l_2911 = l_2910 * uint(1);
const bool l_2912 = l_61 < l_2911;
const uint l_2913 = l_2911 - uint(1);
const uint l_2914 = min(l_61, l_2913);
const uint l_2915 = buffer_2[l_2914];
const uint l_2916 = (l_2912) ? l_2915 : uint(0);
const uint l_62 = l_2916;
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
l_mut_457 = l_mut_451;
l_mut_452 = l_mut_448;
const bool l_653 = uint(3) >= uint(32);
if (l_653) {
const uint l_654 = uint(3) & uint(31);
const uint l_655 = l_mut_448 >> l_654;
l_mut_457 = l_655;
l_mut_452 = uint(0);
} else {
const bool l_656 = uint(3) > uint(0);
if (l_656) {
l_mut_447 = l_mut_451;
const bool l_657 = uint(3) > uint(0);
if (l_657) {
const uint l_658 = l_mut_451 >> uint(3);
const uint l_659 = l_mut_448 << uint(29);
const uint l_660 = l_658 | l_659;
l_mut_447 = l_660;
}
const uint l_661 = l_mut_448 >> uint(3);
l_mut_457 = l_mut_447;
l_mut_452 = l_661;
}
}
const bool l_662 = l_mut_452 < l_mut_203;
const bool l_663 = l_mut_452 == l_mut_203;
const bool l_664 = l_mut_457 < l_mut_209;
const bool l_665 = l_663 && l_664;
const bool l_666 = l_662 || l_665;
const bool l_667 = !l_666;
l_mut_652 = l_667;
l_mut_457 = uint(0);
const uint l_668 = l_mut_209 | l_mut_203;
const bool l_669 = l_668 == uint(0);
const bool l_670 = !l_669;
const bool l_671 = l_mut_652 && l_670;
const bool l_672 = l_mut_203 < l_mut_448;
const bool l_673 = l_mut_203 == l_mut_448;
const bool l_674 = l_mut_209 < l_mut_451;
const bool l_675 = l_673 && l_674;
const bool l_676 = l_672 || l_675;
const bool l_677 = l_671 && l_676;
const uint l_678 = l_mut_92 + l_mut_86;
const bool l_679 = l_678 < l_4;
const bool l_680 = l_677 && l_679;
if (l_680) {
const uint l_681 = l_4 - l_mut_92;
const uint l_682 = l_681 - l_mut_86;
const uint l_683 = l_682 / l_mut_92;
const uint l_684 = l_mut_451 - uint(1);
const uint l_685 = l_mut_448 - uint(0);
const bool l_686 = l_mut_451 < uint(1);
const uint l_687 = uint(l_686);
const uint l_688 = l_685 - l_687;
l_mut_452 = l_684;
l_mut_451 = l_688;
l_mut_448 = uint(0);

for (uint l_mut_689 = uint(0); l_mut_689 < uint(20); ++l_mut_689) {
const uint l_690 = uint(19) - l_mut_689;
l_mut_447 = l_mut_452;
l_mut_446 = l_mut_451;
const bool l_691 = l_690 >= uint(32);
if (l_691) {
const uint l_692 = l_690 & uint(31);
const uint l_693 = l_mut_451 >> l_692;
l_mut_447 = l_693;
l_mut_446 = uint(0);
} else {
const bool l_694 = l_690 > uint(0);
if (l_694) {
l_mut_435 = l_mut_452;
const bool l_695 = l_690 > uint(0);
if (l_695) {
const uint l_696 = l_mut_452 >> l_690;
const uint l_697 = uint(32) - l_690;
const uint l_698 = l_mut_451 << l_697;
const uint l_699 = l_696 | l_698;
l_mut_435 = l_699;
}
const uint l_700 = l_mut_451 >> l_690;
l_mut_447 = l_mut_435;
l_mut_446 = l_700;
}
}
const bool l_701 = l_mut_446 < l_mut_203;
const bool l_702 = l_mut_446 == l_mut_203;
const bool l_703 = l_mut_447 < l_mut_209;
const bool l_704 = l_702 && l_703;
const bool l_705 = l_701 || l_704;
const bool l_706 = !l_705;
if (l_706) {
l_mut_447 = l_mut_209;
l_mut_446 = l_mut_203;
const bool l_707 = l_690 >= uint(32);
if (l_707) {
const uint l_708 = l_690 & uint(31);
const uint l_709 = l_mut_209 << l_708;
l_mut_447 = uint(0);
l_mut_446 = l_709;
} else {
const bool l_710 = l_690 > uint(0);
if (l_710) {
const uint l_711 = l_mut_209 << l_690;
const uint l_712 = l_mut_203 << l_690;
const uint l_713 = uint(32) - l_690;
const uint l_714 = l_mut_209 >> l_713;
const uint l_715 = l_712 | l_714;
l_mut_447 = l_711;
l_mut_446 = l_715;
}
}
const uint l_716 = l_mut_452 - l_mut_447;
const uint l_717 = l_mut_451 - l_mut_446;
const bool l_718 = l_mut_452 < l_mut_447;
const uint l_719 = uint(l_718);
const uint l_720 = l_717 - l_719;
l_mut_452 = l_716;
l_mut_451 = l_720;
const uint l_721 = uint(1) << l_690;
l_mut_448 = l_mut_448 | l_721;
}
}
const uint l_722 = min(l_mut_448, l_683);
l_mut_448 = l_722;
const bool l_723 = l_mut_451 < l_mut_203;
const bool l_724 = l_mut_451 == l_mut_203;
const bool l_725 = l_mut_452 < l_mut_209;
const bool l_726 = l_724 && l_725;
const bool l_727 = l_723 || l_726;
const bool l_728 = !l_727;
if (l_728) {
l_mut_448 = l_683;
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
const bool l_729 = l_mut_457 > uint(0);
if (l_729) {
const uint l_730 = l_mut_209 * l_mut_457;
const uint l_731 = __umulhi(l_mut_209, l_mut_457);
const uint l_732 = l_mut_203 * l_mut_457;
const uint l_733 = l_731 + l_732;
const uint l_734 = l_mut_265 - l_730;
const uint l_735 = l_mut_259 - l_733;
const bool l_736 = l_mut_265 < l_730;
const uint l_737 = uint(l_736);
const uint l_738 = l_735 - l_737;
l_mut_452 = l_734;
l_mut_451 = l_738;
const uint l_739 = l_mut_457 * l_mut_92;
const uint l_740 = l_mut_86 + l_739;
l_mut_435 = l_740;
} else {
const bool l_741 = l_mut_395 == uint(0);
if (l_741) {
const uint l_742 = l_4 - l_mut_92;
const uint l_743 = l_742 / l_mut_86;
l_mut_457 = uint(0);
l_mut_652 = bool(false);
l_mut_389 = l_mut_209;
l_mut_80 = l_mut_203;
const bool l_744 = uint(3) >= uint(32);
if (l_744) {
const uint l_745 = uint(3) & uint(31);
const uint l_746 = l_mut_203 >> l_745;
l_mut_389 = l_746;
l_mut_80 = uint(0);
} else {
const bool l_747 = uint(3) > uint(0);
if (l_747) {
l_mut_65 = l_mut_209;
const bool l_748 = uint(3) > uint(0);
if (l_748) {
const uint l_749 = l_mut_209 >> uint(3);
const uint l_750 = l_mut_203 << uint(29);
const uint l_751 = l_749 | l_750;
l_mut_65 = l_751;
}
const uint l_752 = l_mut_203 >> uint(3);
l_mut_389 = l_mut_65;
l_mut_80 = l_752;
}
}
const bool l_753 = l_mut_80 < l_mut_259;
const bool l_754 = l_mut_80 == l_mut_259;
const bool l_755 = l_mut_389 < l_mut_265;
const bool l_756 = l_754 && l_755;
const bool l_757 = l_753 || l_756;
const bool l_758 = !l_757;
l_mut_652 = l_758;
const uint l_759 = l_mut_265 | l_mut_259;
const bool l_760 = l_759 == uint(0);
if (l_760) {
l_mut_457 = l_743;
} else {
if (l_mut_652) {
const bool l_761 = l_mut_259 < l_mut_203;
const bool l_762 = l_mut_259 == l_mut_203;
const bool l_763 = l_mut_265 < l_mut_209;
const bool l_764 = l_762 && l_763;
const bool l_765 = l_761 || l_764;
if (l_765) {
const uint l_766 = l_mut_209 - uint(1);
const uint l_767 = l_mut_203 - uint(0);
const bool l_768 = l_mut_209 < uint(1);
const uint l_769 = uint(l_768);
const uint l_770 = l_767 - l_769;
l_mut_389 = l_766;
l_mut_80 = l_770;
l_mut_65 = uint(0);

for (uint l_mut_771 = uint(0); l_mut_771 < uint(20); ++l_mut_771) {
const uint l_772 = uint(19) - l_mut_771;
l_mut_30 = l_mut_389;
l_mut_773 = l_mut_80;
const bool l_774 = l_772 >= uint(32);
if (l_774) {
const uint l_775 = l_772 & uint(31);
const uint l_776 = l_mut_80 >> l_775;
l_mut_30 = l_776;
l_mut_773 = uint(0);
} else {
const bool l_777 = l_772 > uint(0);
if (l_777) {
l_mut_778 = l_mut_389;
const bool l_779 = l_772 > uint(0);
if (l_779) {
const uint l_780 = l_mut_389 >> l_772;
const uint l_781 = uint(32) - l_772;
const uint l_782 = l_mut_80 << l_781;
const uint l_783 = l_780 | l_782;
l_mut_778 = l_783;
}
const uint l_784 = l_mut_80 >> l_772;
l_mut_30 = l_mut_778;
l_mut_773 = l_784;
}
}
const bool l_785 = l_mut_773 < l_mut_259;
const bool l_786 = l_mut_773 == l_mut_259;
const bool l_787 = l_mut_30 < l_mut_265;
const bool l_788 = l_786 && l_787;
const bool l_789 = l_785 || l_788;
const bool l_790 = !l_789;
if (l_790) {
l_mut_778 = l_mut_265;
l_mut_773 = l_mut_259;
const bool l_791 = l_772 >= uint(32);
if (l_791) {
const uint l_792 = l_772 & uint(31);
const uint l_793 = l_mut_265 << l_792;
l_mut_778 = uint(0);
l_mut_773 = l_793;
} else {
const bool l_794 = l_772 > uint(0);
if (l_794) {
const uint l_795 = l_mut_265 << l_772;
const uint l_796 = l_mut_259 << l_772;
const uint l_797 = uint(32) - l_772;
const uint l_798 = l_mut_265 >> l_797;
const uint l_799 = l_796 | l_798;
l_mut_778 = l_795;
l_mut_773 = l_799;
}
}
const uint l_800 = l_mut_389 - l_mut_778;
const uint l_801 = l_mut_80 - l_mut_773;
const bool l_802 = l_mut_389 < l_mut_778;
const uint l_803 = uint(l_802);
const uint l_804 = l_801 - l_803;
l_mut_389 = l_800;
l_mut_80 = l_804;
const uint l_805 = uint(1) << l_772;
l_mut_65 = l_mut_65 | l_805;
}
}
const uint l_806 = min(l_mut_65, l_743);
l_mut_778 = l_806;
const bool l_807 = l_mut_80 < l_mut_259;
const bool l_808 = l_mut_80 == l_mut_259;
const bool l_809 = l_mut_389 < l_mut_265;
const bool l_810 = l_808 && l_809;
const bool l_811 = l_807 || l_810;
const bool l_812 = !l_811;
if (l_812) {
l_mut_778 = l_743;
}
l_mut_457 = l_mut_778;
}
} else {
l_mut_778 = l_mut_209;
l_mut_773 = l_mut_203;
while (true) {
const bool l_813 = l_mut_259 < l_mut_773;
const bool l_814 = l_mut_259 == l_mut_773;
const bool l_815 = l_mut_265 < l_mut_778;
const bool l_816 = l_814 && l_815;
const bool l_817 = l_813 || l_816;
const uint l_818 = l_mut_457 * l_mut_86;
const uint l_819 = l_mut_92 + l_818;
const uint l_820 = l_819 + l_mut_86;
const bool l_821 = l_820 < l_4;
const bool l_822 = l_817 && l_821;
const bool l_823 = !l_822;
if (l_823) {
break;}
const uint l_824 = l_mut_778 - l_mut_265;
const uint l_825 = l_mut_773 - l_mut_259;
const bool l_826 = l_mut_778 < l_mut_265;
const uint l_827 = uint(l_826);
const uint l_828 = l_825 - l_827;
l_mut_778 = l_824;
l_mut_773 = l_828;
l_mut_457 = l_mut_457 + uint(1);
}
}
}
const uint l_829 = l_mut_457 * l_mut_86;
const uint l_830 = l_mut_92 + l_829;
const uint l_831 = l_830 + l_mut_86;
const bool l_832 = l_831 >= l_4;
if (l_832) {
l_mut_395 = uint(1);
} else {
const uint l_833 = l_mut_265 * l_mut_457;
const uint l_834 = __umulhi(l_mut_265, l_mut_457);
const uint l_835 = l_mut_259 * l_mut_457;
const uint l_836 = l_834 + l_835;
const uint l_837 = l_mut_209 - l_833;
const uint l_838 = l_mut_203 - l_836;
const bool l_839 = l_mut_209 < l_833;
const uint l_840 = uint(l_839);
const uint l_841 = l_838 - l_840;
l_mut_448 = l_837;
l_mut_447 = l_841;
const uint l_842 = l_mut_457 * l_mut_86;
const uint l_843 = l_mut_92 + l_842;
l_mut_446 = l_843;
const uint l_844 = l_mut_265 - l_mut_448;
const uint l_845 = l_mut_259 - l_mut_447;
const bool l_846 = l_mut_265 < l_mut_448;
const uint l_847 = uint(l_846);
const uint l_848 = l_845 - l_847;
l_mut_452 = l_844;
l_mut_451 = l_848;
const uint l_849 = l_mut_86 + l_mut_446;
l_mut_435 = l_849;
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
const bool l_850 = l_mut_395 == uint(1);
l_mut_357 = l_850;
const bool l_851 = l_mut_395 == uint(0);
l_mut_364 = l_851;
} else {
const uint l_852 = l_mut_209 - l_mut_141;
const uint l_853 = l_mut_203 - l_mut_135;
const bool l_854 = l_mut_209 < l_mut_141;
const uint l_855 = uint(l_854);
const uint l_856 = l_853 - l_855;
l_mut_778 = l_852;
l_mut_773 = l_856;
const uint l_857 = l_mut_141 - l_347;
const uint l_858 = l_mut_135 - l_351;
const bool l_859 = l_mut_141 < l_347;
const uint l_860 = uint(l_859);
const uint l_861 = l_858 - l_860;
l_mut_778 = l_857;
l_mut_773 = l_861;
l_mut_457 = l_mut_209;
l_mut_452 = l_mut_203;
const bool l_862 = l_mut_773 < l_mut_203;
const bool l_863 = l_mut_773 == l_mut_203;
const bool l_864 = l_mut_778 < l_mut_209;
const bool l_865 = l_863 && l_864;
const bool l_866 = l_862 || l_865;
if (l_866) {
l_mut_457 = l_mut_778;
l_mut_452 = l_mut_773;
}
l_mut_652 = bool(false);
l_mut_778 = l_mut_457;
l_mut_773 = l_mut_452;
const bool l_867 = uint(3) >= uint(32);
if (l_867) {
const uint l_868 = uint(3) & uint(31);
const uint l_869 = l_mut_452 >> l_868;
l_mut_778 = l_869;
l_mut_773 = uint(0);
} else {
const bool l_870 = uint(3) > uint(0);
if (l_870) {
l_mut_451 = l_mut_457;
const bool l_871 = uint(3) > uint(0);
if (l_871) {
const uint l_872 = l_mut_457 >> uint(3);
const uint l_873 = l_mut_452 << uint(29);
const uint l_874 = l_872 | l_873;
l_mut_451 = l_874;
}
const uint l_875 = l_mut_452 >> uint(3);
l_mut_778 = l_mut_451;
l_mut_773 = l_875;
}
}
const bool l_876 = l_mut_773 < l_mut_259;
const bool l_877 = l_mut_773 == l_mut_259;
const bool l_878 = l_mut_778 < l_mut_265;
const bool l_879 = l_877 && l_878;
const bool l_880 = l_876 || l_879;
const bool l_881 = !l_880;
l_mut_652 = l_881;
l_mut_778 = uint(0);
const uint l_882 = l_mut_265 | l_mut_259;
const bool l_883 = l_882 == uint(0);
const bool l_884 = !l_883;
const bool l_885 = l_mut_652 && l_884;
const bool l_886 = l_mut_259 < l_mut_452;
const bool l_887 = l_mut_259 == l_mut_452;
const bool l_888 = l_mut_265 < l_mut_457;
const bool l_889 = l_887 && l_888;
const bool l_890 = l_886 || l_889;
const bool l_891 = l_885 && l_890;
const uint l_892 = l_mut_86 + l_mut_92;
const bool l_893 = l_892 < l_4;
const bool l_894 = l_891 && l_893;
if (l_894) {
const uint l_895 = l_4 - l_mut_86;
const uint l_896 = l_895 - l_mut_92;
const uint l_897 = l_896 / l_mut_86;
const uint l_898 = l_mut_457 - uint(1);
const uint l_899 = l_mut_452 - uint(0);
const bool l_900 = l_mut_457 < uint(1);
const uint l_901 = uint(l_900);
const uint l_902 = l_899 - l_901;
l_mut_773 = l_898;
l_mut_457 = l_902;
l_mut_452 = uint(0);

for (uint l_mut_903 = uint(0); l_mut_903 < uint(20); ++l_mut_903) {
const uint l_904 = uint(19) - l_mut_903;
l_mut_451 = l_mut_773;
l_mut_448 = l_mut_457;
const bool l_905 = l_904 >= uint(32);
if (l_905) {
const uint l_906 = l_904 & uint(31);
const uint l_907 = l_mut_457 >> l_906;
l_mut_451 = l_907;
l_mut_448 = uint(0);
} else {
const bool l_908 = l_904 > uint(0);
if (l_908) {
l_mut_447 = l_mut_773;
const bool l_909 = l_904 > uint(0);
if (l_909) {
const uint l_910 = l_mut_773 >> l_904;
const uint l_911 = uint(32) - l_904;
const uint l_912 = l_mut_457 << l_911;
const uint l_913 = l_910 | l_912;
l_mut_447 = l_913;
}
const uint l_914 = l_mut_457 >> l_904;
l_mut_451 = l_mut_447;
l_mut_448 = l_914;
}
}
const bool l_915 = l_mut_448 < l_mut_259;
const bool l_916 = l_mut_448 == l_mut_259;
const bool l_917 = l_mut_451 < l_mut_265;
const bool l_918 = l_916 && l_917;
const bool l_919 = l_915 || l_918;
const bool l_920 = !l_919;
if (l_920) {
l_mut_451 = l_mut_265;
l_mut_448 = l_mut_259;
const bool l_921 = l_904 >= uint(32);
if (l_921) {
const uint l_922 = l_904 & uint(31);
const uint l_923 = l_mut_265 << l_922;
l_mut_451 = uint(0);
l_mut_448 = l_923;
} else {
const bool l_924 = l_904 > uint(0);
if (l_924) {
const uint l_925 = l_mut_265 << l_904;
const uint l_926 = l_mut_259 << l_904;
const uint l_927 = uint(32) - l_904;
const uint l_928 = l_mut_265 >> l_927;
const uint l_929 = l_926 | l_928;
l_mut_451 = l_925;
l_mut_448 = l_929;
}
}
const uint l_930 = l_mut_773 - l_mut_451;
const uint l_931 = l_mut_457 - l_mut_448;
const bool l_932 = l_mut_773 < l_mut_451;
const uint l_933 = uint(l_932);
const uint l_934 = l_931 - l_933;
l_mut_773 = l_930;
l_mut_457 = l_934;
const uint l_935 = uint(1) << l_904;
l_mut_452 = l_mut_452 | l_935;
}
}
const uint l_936 = min(l_mut_452, l_897);
l_mut_452 = l_936;
const bool l_937 = l_mut_457 < l_mut_259;
const bool l_938 = l_mut_457 == l_mut_259;
const bool l_939 = l_mut_773 < l_mut_265;
const bool l_940 = l_938 && l_939;
const bool l_941 = l_937 || l_940;
const bool l_942 = !l_941;
if (l_942) {
l_mut_452 = l_897;
}
l_mut_778 = l_mut_452;
}
l_mut_773 = l_mut_209;
l_mut_457 = l_mut_203;
l_mut_452 = l_mut_265;
l_mut_451 = l_mut_259;
l_mut_448 = l_mut_86;
l_mut_447 = l_mut_92;
l_mut_446 = l_mut_141;
l_mut_435 = l_mut_135;
l_mut_428 = uint(0);
const bool l_943 = l_mut_778 > uint(0);
if (l_943) {
const uint l_944 = l_mut_265 * l_mut_778;
const uint l_945 = __umulhi(l_mut_265, l_mut_778);
const uint l_946 = l_mut_259 * l_mut_778;
const uint l_947 = l_945 + l_946;
const uint l_948 = l_mut_141 - l_944;
const uint l_949 = l_mut_135 - l_947;
const bool l_950 = l_mut_141 < l_944;
const uint l_951 = uint(l_950);
const uint l_952 = l_949 - l_951;
l_mut_446 = l_948;
l_mut_435 = l_952;
const uint l_953 = l_mut_209 - l_944;
const uint l_954 = l_mut_203 - l_947;
const bool l_955 = l_mut_209 < l_944;
const uint l_956 = uint(l_955);
const uint l_957 = l_954 - l_956;
l_mut_773 = l_953;
l_mut_457 = l_957;
const uint l_958 = l_mut_778 * l_mut_86;
const uint l_959 = l_mut_92 + l_958;
l_mut_447 = l_959;
} else {
const uint l_960 = l_mut_141 - l_mut_265;
const uint l_961 = l_mut_135 - l_mut_259;
const bool l_962 = l_mut_141 < l_mut_265;
const uint l_963 = uint(l_962);
const uint l_964 = l_961 - l_963;
l_mut_446 = l_960;
l_mut_435 = l_964;
const bool l_965 = l_mut_435 < l_351;
const bool l_966 = l_mut_435 == l_351;
const bool l_967 = l_mut_446 < l_347;
const bool l_968 = l_966 && l_967;
const bool l_969 = l_965 || l_968;
if (l_969) {
l_mut_428 = uint(2);
}
const bool l_970 = l_mut_428 == uint(0);
if (l_970) {
const uint l_971 = l_4 - l_mut_86;
const uint l_972 = l_971 / l_mut_92;
l_mut_778 = uint(0);
l_mut_652 = bool(false);
l_mut_401 = l_mut_265;
l_mut_395 = l_mut_259;
const bool l_973 = uint(3) >= uint(32);
if (l_973) {
const uint l_974 = uint(3) & uint(31);
const uint l_975 = l_mut_259 >> l_974;
l_mut_401 = l_975;
l_mut_395 = uint(0);
} else {
const bool l_976 = uint(3) > uint(0);
if (l_976) {
l_mut_389 = l_mut_265;
const bool l_977 = uint(3) > uint(0);
if (l_977) {
const uint l_978 = l_mut_265 >> uint(3);
const uint l_979 = l_mut_259 << uint(29);
const uint l_980 = l_978 | l_979;
l_mut_389 = l_980;
}
const uint l_981 = l_mut_259 >> uint(3);
l_mut_401 = l_mut_389;
l_mut_395 = l_981;
}
}
const bool l_982 = l_mut_395 < l_mut_203;
const bool l_983 = l_mut_395 == l_mut_203;
const bool l_984 = l_mut_401 < l_mut_209;
const bool l_985 = l_983 && l_984;
const bool l_986 = l_982 || l_985;
const bool l_987 = !l_986;
l_mut_652 = l_987;
const uint l_988 = l_mut_209 | l_mut_203;
const bool l_989 = l_988 == uint(0);
if (l_989) {
l_mut_778 = l_972;
} else {
if (l_mut_652) {
const bool l_990 = l_mut_203 < l_mut_259;
const bool l_991 = l_mut_203 == l_mut_259;
const bool l_992 = l_mut_209 < l_mut_265;
const bool l_993 = l_991 && l_992;
const bool l_994 = l_990 || l_993;
if (l_994) {
const uint l_995 = l_mut_265 - uint(1);
const uint l_996 = l_mut_259 - uint(0);
const bool l_997 = l_mut_265 < uint(1);
const uint l_998 = uint(l_997);
const uint l_999 = l_996 - l_998;
l_mut_401 = l_995;
l_mut_395 = l_999;
l_mut_389 = uint(0);

for (uint l_mut_1000 = uint(0); l_mut_1000 < uint(20); ++l_mut_1000) {
const uint l_1001 = uint(19) - l_mut_1000;
l_mut_80 = l_mut_401;
l_mut_65 = l_mut_395;
const bool l_1002 = l_1001 >= uint(32);
if (l_1002) {
const uint l_1003 = l_1001 & uint(31);
const uint l_1004 = l_mut_395 >> l_1003;
l_mut_80 = l_1004;
l_mut_65 = uint(0);
} else {
const bool l_1005 = l_1001 > uint(0);
if (l_1005) {
l_mut_30 = l_mut_401;
const bool l_1006 = l_1001 > uint(0);
if (l_1006) {
const uint l_1007 = l_mut_401 >> l_1001;
const uint l_1008 = uint(32) - l_1001;
const uint l_1009 = l_mut_395 << l_1008;
const uint l_1010 = l_1007 | l_1009;
l_mut_30 = l_1010;
}
const uint l_1011 = l_mut_395 >> l_1001;
l_mut_80 = l_mut_30;
l_mut_65 = l_1011;
}
}
const bool l_1012 = l_mut_65 < l_mut_203;
const bool l_1013 = l_mut_65 == l_mut_203;
const bool l_1014 = l_mut_80 < l_mut_209;
const bool l_1015 = l_1013 && l_1014;
const bool l_1016 = l_1012 || l_1015;
const bool l_1017 = !l_1016;
if (l_1017) {
l_mut_80 = l_mut_209;
l_mut_65 = l_mut_203;
const bool l_1018 = l_1001 >= uint(32);
if (l_1018) {
const uint l_1019 = l_1001 & uint(31);
const uint l_1020 = l_mut_209 << l_1019;
l_mut_80 = uint(0);
l_mut_65 = l_1020;
} else {
const bool l_1021 = l_1001 > uint(0);
if (l_1021) {
const uint l_1022 = l_mut_209 << l_1001;
const uint l_1023 = l_mut_203 << l_1001;
const uint l_1024 = uint(32) - l_1001;
const uint l_1025 = l_mut_209 >> l_1024;
const uint l_1026 = l_1023 | l_1025;
l_mut_80 = l_1022;
l_mut_65 = l_1026;
}
}
const uint l_1027 = l_mut_401 - l_mut_80;
const uint l_1028 = l_mut_395 - l_mut_65;
const bool l_1029 = l_mut_401 < l_mut_80;
const uint l_1030 = uint(l_1029);
const uint l_1031 = l_1028 - l_1030;
l_mut_401 = l_1027;
l_mut_395 = l_1031;
const uint l_1032 = uint(1) << l_1001;
l_mut_389 = l_mut_389 | l_1032;
}
}
const uint l_1033 = min(l_mut_389, l_972);
l_mut_389 = l_1033;
const bool l_1034 = l_mut_395 < l_mut_203;
const bool l_1035 = l_mut_395 == l_mut_203;
const bool l_1036 = l_mut_401 < l_mut_209;
const bool l_1037 = l_1035 && l_1036;
const bool l_1038 = l_1034 || l_1037;
const bool l_1039 = !l_1038;
if (l_1039) {
l_mut_389 = l_972;
}
l_mut_778 = l_mut_389;
}
} else {
l_mut_401 = l_mut_265;
l_mut_395 = l_mut_259;
while (true) {
const bool l_1040 = l_mut_203 < l_mut_395;
const bool l_1041 = l_mut_203 == l_mut_395;
const bool l_1042 = l_mut_209 < l_mut_401;
const bool l_1043 = l_1041 && l_1042;
const bool l_1044 = l_1040 || l_1043;
const uint l_1045 = l_mut_778 * l_mut_92;
const uint l_1046 = l_mut_86 + l_1045;
const uint l_1047 = l_1046 + l_mut_92;
const bool l_1048 = l_1047 < l_4;
const bool l_1049 = l_1044 && l_1048;
const bool l_1050 = !l_1049;
if (l_1050) {
break;}
const uint l_1051 = l_mut_401 - l_mut_209;
const uint l_1052 = l_mut_395 - l_mut_203;
const bool l_1053 = l_mut_401 < l_mut_209;
const uint l_1054 = uint(l_1053);
const uint l_1055 = l_1052 - l_1054;
l_mut_401 = l_1051;
l_mut_395 = l_1055;
l_mut_778 = l_mut_778 + uint(1);
}
}
}
const uint l_1056 = l_mut_778 * l_mut_92;
const uint l_1057 = l_mut_86 + l_1056;
const uint l_1058 = l_1057 + l_mut_92;
const bool l_1059 = l_1058 >= l_4;
if (l_1059) {
l_mut_428 = uint(1);
} else {
const uint l_1060 = l_mut_209 * l_mut_778;
const uint l_1061 = __umulhi(l_mut_209, l_mut_778);
const uint l_1062 = l_mut_203 * l_mut_778;
const uint l_1063 = l_1061 + l_1062;
const uint l_1064 = l_mut_265 - l_1060;
const uint l_1065 = l_mut_259 - l_1063;
const bool l_1066 = l_mut_265 < l_1060;
const uint l_1067 = uint(l_1066);
const uint l_1068 = l_1065 - l_1067;
l_mut_452 = l_1064;
l_mut_451 = l_1068;
const uint l_1069 = l_mut_778 * l_mut_92;
const uint l_1070 = l_mut_86 + l_1069;
l_mut_448 = l_1070;
const uint l_1071 = l_mut_209 - l_mut_452;
const uint l_1072 = l_mut_203 - l_mut_451;
const bool l_1073 = l_mut_209 < l_mut_452;
const uint l_1074 = uint(l_1073);
const uint l_1075 = l_1072 - l_1074;
l_mut_773 = l_1071;
l_mut_457 = l_1075;
const uint l_1076 = l_mut_92 + l_mut_448;
l_mut_447 = l_1076;
}
}
}
l_mut_265 = l_mut_452;
l_mut_259 = l_mut_451;
l_mut_209 = l_mut_773;
l_mut_203 = l_mut_457;
l_mut_92 = l_mut_447;
l_mut_86 = l_mut_448;
l_mut_141 = l_mut_446;
l_mut_135 = l_mut_435;
const bool l_1077 = l_mut_428 == uint(1);
l_mut_357 = l_1077;
const bool l_1078 = l_mut_428 == uint(0);
l_mut_364 = l_1078;
}
}
const bool l_1079 = !l_mut_357;
if (l_1079) {
const uint l_2917 = info.static_meta[uint(5)];
const uint l_2918 = l_2917 * uint(1);
const uint l_2919 = l_2918 - uint(1);
const uint l_2920 = min(uint(0), l_2919);
device atomic_uint* l_2921 = &buffer_5[l_2920];
atomic_uint* l_1080 = l_2921;
const uint l_1081 = atomic_fetch_add_explicit(l_1080, uint(1), memory_order_relaxed);
const uint l_1082 = l_4 / uint(8);
l_mut_778 = uint(0);
l_mut_773 = uint(0);
l_mut_457 = uint(0);

for (uint l_mut_1083 = uint(0); l_mut_1083 < uint(8); ++l_mut_1083) {
const uint l_1084 = l_mut_1083 * l_1082;
const bool l_1085 = l_1084 < l_46;
const uint l_1086 = l_4 / uint(8);
const uint l_1087 = l_mut_1083 * l_1086;
const uint l_1088 = l_1087 + l_1087;
const uint l_1089 = l_62 >> uint(31);
const bool l_1090 = l_1089 == uint(1);
l_mut_452 = l_59;
l_mut_451 = l_62;
if (l_1090) {
const uint l_1091 = uint(0) - l_59;
const uint l_1092 = uint(0) - l_62;
const bool l_1093 = uint(0) < l_59;
const uint l_1094 = uint(l_1093);
const uint l_1095 = l_1092 - l_1094;
l_mut_452 = l_1091;
l_mut_451 = l_1095;
}
const uint l_1096 = l_mut_452 * l_1088;
const uint l_1097 = l_mut_451 * l_1088;
const uint l_1098 = __umulhi(l_mut_452, l_1088);
const uint l_1099 = l_1098 + l_1097;
const uint l_1100 = __umulhi(l_mut_451, l_1088);
const bool l_1101 = l_1099 < l_1097;
const uint l_1102 = uint(l_1101);
const uint l_1103 = l_1100 + l_1102;
const uint l_1104 = l_9 % uint(32);
l_mut_448 = l_1096;
const bool l_1105 = l_1104 > uint(0);
if (l_1105) {
const uint l_1106 = l_1096 >> l_1104;
const uint l_1107 = uint(32) - l_1104;
const uint l_1108 = l_1099 << l_1107;
const uint l_1109 = l_1106 | l_1108;
l_mut_448 = l_1109;
}
l_mut_447 = l_1099;
const bool l_1110 = l_1104 > uint(0);
if (l_1110) {
const uint l_1111 = l_1099 >> l_1104;
const uint l_1112 = uint(32) - l_1104;
const uint l_1113 = l_1103 << l_1112;
const uint l_1114 = l_1111 | l_1113;
l_mut_447 = l_1114;
}
l_mut_446 = l_mut_448;
l_mut_448 = l_mut_447;
const bool l_1115 = l_9 >= uint(64);
if (l_1115) {
l_mut_446 = l_1103;
l_mut_448 = uint(0);
} else {
const bool l_1116 = l_9 >= uint(32);
if (l_1116) {
l_mut_447 = l_1099;
const bool l_1117 = l_1104 > uint(0);
if (l_1117) {
const uint l_1118 = l_1099 >> l_1104;
const uint l_1119 = uint(32) - l_1104;
const uint l_1120 = l_1103 << l_1119;
const uint l_1121 = l_1118 | l_1120;
l_mut_447 = l_1121;
}
const uint l_1122 = l_1103 >> l_1104;
l_mut_446 = l_mut_447;
l_mut_448 = l_1122;
}
}
l_mut_452 = l_mut_446;
l_mut_451 = l_mut_448;
if (l_1090) {
const uint l_1123 = uint(0) - l_mut_452;
const uint l_1124 = uint(0) - l_mut_451;
const bool l_1125 = uint(0) < l_mut_452;
const uint l_1126 = uint(l_1125);
const uint l_1127 = l_1124 - l_1126;
l_mut_452 = l_1123;
l_mut_451 = l_1127;
}
const uint l_1128 = l_49 + l_mut_452;
const uint l_1129 = l_52 + l_mut_451;
const bool l_1130 = l_1128 < l_49;
const uint l_1131 = uint(l_1130);
const uint l_1132 = l_1129 + l_1131;
const uint l_1133 = l_49 * l_1087;
const uint l_1134 = __umulhi(l_49, l_1087);
const uint l_1135 = l_52 * l_1087;
const uint l_1136 = l_1134 + l_1135;
const uint l_1137 = l_54 + l_1133;
const uint l_1138 = l_57 + l_1136;
const bool l_1139 = l_1137 < l_54;
const uint l_1140 = uint(l_1139);
const uint l_1141 = l_1138 + l_1140;
l_mut_452 = uint(0);
l_mut_451 = uint(0);
const bool l_1142 = l_1087 < uint(65536);
if (l_1142) {
const uint l_1143 = l_1087 * l_1087;
const uint l_1144 = l_62 >> uint(31);
const bool l_1145 = l_1144 == uint(1);
l_mut_448 = l_59;
l_mut_447 = l_62;
if (l_1145) {
const uint l_1146 = uint(0) - l_59;
const uint l_1147 = uint(0) - l_62;
const bool l_1148 = uint(0) < l_59;
const uint l_1149 = uint(l_1148);
const uint l_1150 = l_1147 - l_1149;
l_mut_448 = l_1146;
l_mut_447 = l_1150;
}
const uint l_1151 = l_mut_448 * l_1143;
const uint l_1152 = l_mut_447 * l_1143;
const uint l_1153 = __umulhi(l_mut_448, l_1143);
const uint l_1154 = l_1153 + l_1152;
const uint l_1155 = __umulhi(l_mut_447, l_1143);
const bool l_1156 = l_1154 < l_1152;
const uint l_1157 = uint(l_1156);
const uint l_1158 = l_1155 + l_1157;
const uint l_1159 = l_9 % uint(32);
l_mut_446 = l_1151;
const bool l_1160 = l_1159 > uint(0);
if (l_1160) {
const uint l_1161 = l_1151 >> l_1159;
const uint l_1162 = uint(32) - l_1159;
const uint l_1163 = l_1154 << l_1162;
const uint l_1164 = l_1161 | l_1163;
l_mut_446 = l_1164;
}
l_mut_435 = l_1154;
const bool l_1165 = l_1159 > uint(0);
if (l_1165) {
const uint l_1166 = l_1154 >> l_1159;
const uint l_1167 = uint(32) - l_1159;
const uint l_1168 = l_1158 << l_1167;
const uint l_1169 = l_1166 | l_1168;
l_mut_435 = l_1169;
}
l_mut_428 = l_mut_446;
l_mut_446 = l_mut_435;
const bool l_1170 = l_9 >= uint(64);
if (l_1170) {
l_mut_428 = l_1158;
l_mut_446 = uint(0);
} else {
const bool l_1171 = l_9 >= uint(32);
if (l_1171) {
l_mut_435 = l_1154;
const bool l_1172 = l_1159 > uint(0);
if (l_1172) {
const uint l_1173 = l_1154 >> l_1159;
const uint l_1174 = uint(32) - l_1159;
const uint l_1175 = l_1158 << l_1174;
const uint l_1176 = l_1173 | l_1175;
l_mut_435 = l_1176;
}
const uint l_1177 = l_1158 >> l_1159;
l_mut_428 = l_mut_435;
l_mut_446 = l_1177;
}
}
l_mut_448 = l_mut_428;
l_mut_447 = l_mut_446;
if (l_1145) {
const uint l_1178 = uint(0) - l_mut_448;
const uint l_1179 = uint(0) - l_mut_447;
const bool l_1180 = uint(0) < l_mut_448;
const uint l_1181 = uint(l_1180);
const uint l_1182 = l_1179 - l_1181;
l_mut_448 = l_1178;
l_mut_447 = l_1182;
}
l_mut_452 = l_mut_448;
l_mut_451 = l_mut_447;
} else {
const uint l_1183 = l_62 >> uint(31);
const bool l_1184 = l_1183 == uint(1);
l_mut_448 = l_59;
l_mut_447 = l_62;
if (l_1184) {
const uint l_1185 = uint(0) - l_59;
const uint l_1186 = uint(0) - l_62;
const bool l_1187 = uint(0) < l_59;
const uint l_1188 = uint(l_1187);
const uint l_1189 = l_1186 - l_1188;
l_mut_448 = l_1185;
l_mut_447 = l_1189;
}
const uint l_1190 = l_mut_448 * l_1087;
const uint l_1191 = l_mut_447 * l_1087;
const uint l_1192 = __umulhi(l_mut_448, l_1087);
const uint l_1193 = l_1192 + l_1191;
const uint l_1194 = __umulhi(l_mut_447, l_1087);
const bool l_1195 = l_1193 < l_1191;
const uint l_1196 = uint(l_1195);
const uint l_1197 = l_1194 + l_1196;
const uint l_1198 = uint(0) % uint(32);
l_mut_446 = l_1190;
const bool l_1199 = l_1198 > uint(0);
if (l_1199) {
const uint l_1200 = l_1190 >> l_1198;
const uint l_1201 = uint(32) - l_1198;
const uint l_1202 = l_1193 << l_1201;
const uint l_1203 = l_1200 | l_1202;
l_mut_446 = l_1203;
}
l_mut_435 = l_1193;
const bool l_1204 = l_1198 > uint(0);
if (l_1204) {
const uint l_1205 = l_1193 >> l_1198;
const uint l_1206 = uint(32) - l_1198;
const uint l_1207 = l_1197 << l_1206;
const uint l_1208 = l_1205 | l_1207;
l_mut_435 = l_1208;
}
l_mut_428 = l_mut_446;
l_mut_446 = l_mut_435;
const bool l_1209 = uint(0) >= uint(64);
if (l_1209) {
l_mut_428 = l_1197;
l_mut_446 = uint(0);
} else {
const bool l_1210 = uint(0) >= uint(32);
if (l_1210) {
l_mut_435 = l_1193;
const bool l_1211 = l_1198 > uint(0);
if (l_1211) {
const uint l_1212 = l_1193 >> l_1198;
const uint l_1213 = uint(32) - l_1198;
const uint l_1214 = l_1197 << l_1213;
const uint l_1215 = l_1212 | l_1214;
l_mut_435 = l_1215;
}
const uint l_1216 = l_1197 >> l_1198;
l_mut_428 = l_mut_435;
l_mut_446 = l_1216;
}
}
const uint l_1217 = l_mut_448 * l_1087;
const uint l_1218 = l_mut_447 * l_1087;
const uint l_1219 = __umulhi(l_mut_448, l_1087);
const uint l_1220 = l_1219 + l_1218;
const uint l_1221 = __umulhi(l_mut_447, l_1087);
const bool l_1222 = l_1220 < l_1218;
const uint l_1223 = uint(l_1222);
const uint l_1224 = l_1221 + l_1223;
const uint l_1225 = uint(64) % uint(32);
l_mut_435 = l_1217;
const bool l_1226 = l_1225 > uint(0);
if (l_1226) {
const uint l_1227 = l_1217 >> l_1225;
const uint l_1228 = uint(32) - l_1225;
const uint l_1229 = l_1220 << l_1228;
const uint l_1230 = l_1227 | l_1229;
l_mut_435 = l_1230;
}
l_mut_401 = l_1220;
const bool l_1231 = l_1225 > uint(0);
if (l_1231) {
const uint l_1232 = l_1220 >> l_1225;
const uint l_1233 = uint(32) - l_1225;
const uint l_1234 = l_1224 << l_1233;
const uint l_1235 = l_1232 | l_1234;
l_mut_401 = l_1235;
}
l_mut_395 = l_mut_435;
l_mut_435 = l_mut_401;
const bool l_1236 = uint(64) >= uint(64);
if (l_1236) {
l_mut_395 = l_1224;
l_mut_435 = uint(0);
} else {
const bool l_1237 = uint(64) >= uint(32);
if (l_1237) {
l_mut_401 = l_1220;
const bool l_1238 = l_1225 > uint(0);
if (l_1238) {
const uint l_1239 = l_1220 >> l_1225;
const uint l_1240 = uint(32) - l_1225;
const uint l_1241 = l_1224 << l_1240;
const uint l_1242 = l_1239 | l_1241;
l_mut_401 = l_1242;
}
const uint l_1243 = l_1224 >> l_1225;
l_mut_395 = l_mut_401;
l_mut_435 = l_1243;
}
}
const uint l_1244 = l_mut_428 * l_1087;
const uint l_1245 = l_mut_446 * l_1087;
const uint l_1246 = __umulhi(l_mut_428, l_1087);
const uint l_1247 = l_1246 + l_1245;
const uint l_1248 = __umulhi(l_mut_446, l_1087);
const bool l_1249 = l_1247 < l_1245;
const uint l_1250 = uint(l_1249);
const uint l_1251 = l_1248 + l_1250;
const uint l_1252 = uint(0) % uint(32);
l_mut_448 = l_1244;
const bool l_1253 = l_1252 > uint(0);
if (l_1253) {
const uint l_1254 = l_1244 >> l_1252;
const uint l_1255 = uint(32) - l_1252;
const uint l_1256 = l_1247 << l_1255;
const uint l_1257 = l_1254 | l_1256;
l_mut_448 = l_1257;
}
l_mut_447 = l_1247;
const bool l_1258 = l_1252 > uint(0);
if (l_1258) {
const uint l_1259 = l_1247 >> l_1252;
const uint l_1260 = uint(32) - l_1252;
const uint l_1261 = l_1251 << l_1260;
const uint l_1262 = l_1259 | l_1261;
l_mut_447 = l_1262;
}
l_mut_401 = l_mut_448;
l_mut_448 = l_mut_447;
const bool l_1263 = uint(0) >= uint(64);
if (l_1263) {
l_mut_401 = l_1251;
l_mut_448 = uint(0);
} else {
const bool l_1264 = uint(0) >= uint(32);
if (l_1264) {
l_mut_447 = l_1247;
const bool l_1265 = l_1252 > uint(0);
if (l_1265) {
const uint l_1266 = l_1247 >> l_1252;
const uint l_1267 = uint(32) - l_1252;
const uint l_1268 = l_1251 << l_1267;
const uint l_1269 = l_1266 | l_1268;
l_mut_447 = l_1269;
}
const uint l_1270 = l_1251 >> l_1252;
l_mut_401 = l_mut_447;
l_mut_448 = l_1270;
}
}
const uint l_1271 = l_mut_428 * l_1087;
const uint l_1272 = l_mut_446 * l_1087;
const uint l_1273 = __umulhi(l_mut_428, l_1087);
const uint l_1274 = l_1273 + l_1272;
const uint l_1275 = __umulhi(l_mut_446, l_1087);
const bool l_1276 = l_1274 < l_1272;
const uint l_1277 = uint(l_1276);
const uint l_1278 = l_1275 + l_1277;
const uint l_1279 = uint(64) % uint(32);
l_mut_447 = l_1271;
const bool l_1280 = l_1279 > uint(0);
if (l_1280) {
const uint l_1281 = l_1271 >> l_1279;
const uint l_1282 = uint(32) - l_1279;
const uint l_1283 = l_1274 << l_1282;
const uint l_1284 = l_1281 | l_1283;
l_mut_447 = l_1284;
}
l_mut_389 = l_1274;
const bool l_1285 = l_1279 > uint(0);
if (l_1285) {
const uint l_1286 = l_1274 >> l_1279;
const uint l_1287 = uint(32) - l_1279;
const uint l_1288 = l_1278 << l_1287;
const uint l_1289 = l_1286 | l_1288;
l_mut_389 = l_1289;
}
l_mut_265 = l_mut_447;
l_mut_447 = l_mut_389;
const bool l_1290 = uint(64) >= uint(64);
if (l_1290) {
l_mut_265 = l_1278;
l_mut_447 = uint(0);
} else {
const bool l_1291 = uint(64) >= uint(32);
if (l_1291) {
l_mut_389 = l_1274;
const bool l_1292 = l_1279 > uint(0);
if (l_1292) {
const uint l_1293 = l_1274 >> l_1279;
const uint l_1294 = uint(32) - l_1279;
const uint l_1295 = l_1278 << l_1294;
const uint l_1296 = l_1293 | l_1295;
l_mut_389 = l_1296;
}
const uint l_1297 = l_1278 >> l_1279;
l_mut_265 = l_mut_389;
l_mut_447 = l_1297;
}
}
const uint l_1298 = l_mut_395 * l_1087;
const uint l_1299 = __umulhi(l_mut_395, l_1087);
const uint l_1300 = l_mut_435 * l_1087;
const uint l_1301 = l_1299 + l_1300;
const uint l_1302 = l_mut_265 + l_1298;
const uint l_1303 = l_mut_447 + l_1301;
const bool l_1304 = l_1302 < l_mut_265;
const uint l_1305 = uint(l_1304);
const uint l_1306 = l_1303 + l_1305;
l_mut_452 = l_mut_401;
l_mut_451 = l_mut_448;
const bool l_1307 = l_9 == uint(64);
if (l_1307) {
l_mut_452 = l_1302;
l_mut_451 = l_1306;
} else {
const bool l_1308 = l_9 > uint(0);
if (l_1308) {
const uint l_1309 = uint(64) - l_9;
l_mut_447 = l_1302;
l_mut_446 = l_1306;
const bool l_1310 = l_1309 >= uint(32);
if (l_1310) {
const uint l_1311 = l_1309 & uint(31);
const uint l_1312 = l_1302 << l_1311;
l_mut_447 = uint(0);
l_mut_446 = l_1312;
} else {
const bool l_1313 = l_1309 > uint(0);
if (l_1313) {
const uint l_1314 = l_1302 << l_1309;
const uint l_1315 = l_1306 << l_1309;
const uint l_1316 = uint(32) - l_1309;
const uint l_1317 = l_1302 >> l_1316;
const uint l_1318 = l_1315 | l_1317;
l_mut_447 = l_1314;
l_mut_446 = l_1318;
}
}
l_mut_435 = l_mut_401;
l_mut_428 = l_mut_448;
const bool l_1319 = l_9 >= uint(32);
if (l_1319) {
const uint l_1320 = l_9 & uint(31);
const uint l_1321 = l_mut_448 >> l_1320;
l_mut_435 = l_1321;
l_mut_428 = uint(0);
} else {
const bool l_1322 = l_9 > uint(0);
if (l_1322) {
l_mut_395 = l_mut_401;
const bool l_1323 = l_9 > uint(0);
if (l_1323) {
const uint l_1324 = l_mut_401 >> l_9;
const uint l_1325 = uint(32) - l_9;
const uint l_1326 = l_mut_448 << l_1325;
const uint l_1327 = l_1324 | l_1326;
l_mut_395 = l_1327;
}
const uint l_1328 = l_mut_448 >> l_9;
l_mut_435 = l_mut_395;
l_mut_428 = l_1328;
}
}
const uint l_1329 = l_mut_447 + l_mut_435;
const uint l_1330 = l_mut_446 + l_mut_428;
const bool l_1331 = l_1329 < l_mut_447;
const uint l_1332 = uint(l_1331);
const uint l_1333 = l_1330 + l_1332;
l_mut_452 = l_1329;
l_mut_451 = l_1333;
}
}
if (l_1184) {
const uint l_1334 = uint(0) - l_mut_452;
const uint l_1335 = uint(0) - l_mut_451;
const bool l_1336 = uint(0) < l_mut_452;
const uint l_1337 = uint(l_1336);
const uint l_1338 = l_1335 - l_1337;
l_mut_452 = l_1334;
l_mut_451 = l_1338;
}
}
const uint l_1339 = l_1137 + l_mut_452;
const uint l_1340 = l_1141 + l_mut_451;
const bool l_1341 = l_1339 < l_1137;
const uint l_1342 = uint(l_1341);
const uint l_1343 = l_1340 + l_1342;
const uint l_1344 = l_62 >> uint(31);
const bool l_1345 = l_1344 == uint(1);
l_mut_452 = l_59;
l_mut_451 = l_62;
if (l_1345) {
const uint l_1346 = uint(0) - l_59;
const uint l_1347 = uint(0) - l_62;
const bool l_1348 = uint(0) < l_59;
const uint l_1349 = uint(l_1348);
const uint l_1350 = l_1347 - l_1349;
l_mut_452 = l_1346;
l_mut_451 = l_1350;
}
const uint l_1351 = l_mut_452 * l_1086;
const uint l_1352 = l_mut_451 * l_1086;
const uint l_1353 = __umulhi(l_mut_452, l_1086);
const uint l_1354 = l_1353 + l_1352;
const uint l_1355 = __umulhi(l_mut_451, l_1086);
const bool l_1356 = l_1354 < l_1352;
const uint l_1357 = uint(l_1356);
const uint l_1358 = l_1355 + l_1357;
const uint l_1359 = l_9 % uint(32);
l_mut_448 = l_1351;
const bool l_1360 = l_1359 > uint(0);
if (l_1360) {
const uint l_1361 = l_1351 >> l_1359;
const uint l_1362 = uint(32) - l_1359;
const uint l_1363 = l_1354 << l_1362;
const uint l_1364 = l_1361 | l_1363;
l_mut_448 = l_1364;
}
l_mut_447 = l_1354;
const bool l_1365 = l_1359 > uint(0);
if (l_1365) {
const uint l_1366 = l_1354 >> l_1359;
const uint l_1367 = uint(32) - l_1359;
const uint l_1368 = l_1358 << l_1367;
const uint l_1369 = l_1366 | l_1368;
l_mut_447 = l_1369;
}
l_mut_446 = l_mut_448;
l_mut_448 = l_mut_447;
const bool l_1370 = l_9 >= uint(64);
if (l_1370) {
l_mut_446 = l_1358;
l_mut_448 = uint(0);
} else {
const bool l_1371 = l_9 >= uint(32);
if (l_1371) {
l_mut_447 = l_1354;
const bool l_1372 = l_1359 > uint(0);
if (l_1372) {
const uint l_1373 = l_1354 >> l_1359;
const uint l_1374 = uint(32) - l_1359;
const uint l_1375 = l_1358 << l_1374;
const uint l_1376 = l_1373 | l_1375;
l_mut_447 = l_1376;
}
const uint l_1377 = l_1358 >> l_1359;
l_mut_446 = l_mut_447;
l_mut_448 = l_1377;
}
}
l_mut_452 = l_mut_446;
l_mut_451 = l_mut_448;
if (l_1345) {
const uint l_1378 = uint(0) - l_mut_452;
const uint l_1379 = uint(0) - l_mut_451;
const bool l_1380 = uint(0) < l_mut_452;
const uint l_1381 = uint(l_1380);
const uint l_1382 = l_1379 - l_1381;
l_mut_452 = l_1378;
l_mut_451 = l_1382;
}
const uint l_1383 = l_1128 + l_mut_452;
const uint l_1384 = l_1132 + l_mut_451;
const bool l_1385 = l_1383 < l_1128;
const uint l_1386 = uint(l_1385);
const uint l_1387 = l_1384 + l_1386;
const uint l_1388 = l_9 + uint(3);
l_mut_452 = uint(0);
l_mut_451 = uint(0);
const bool l_1389 = l_1086 < uint(65536);
if (l_1389) {
const uint l_1390 = l_1086 * l_1086;
const uint l_1391 = l_62 >> uint(31);
const bool l_1392 = l_1391 == uint(1);
l_mut_448 = l_59;
l_mut_447 = l_62;
if (l_1392) {
const uint l_1393 = uint(0) - l_59;
const uint l_1394 = uint(0) - l_62;
const bool l_1395 = uint(0) < l_59;
const uint l_1396 = uint(l_1395);
const uint l_1397 = l_1394 - l_1396;
l_mut_448 = l_1393;
l_mut_447 = l_1397;
}
const uint l_1398 = l_mut_448 * l_1390;
const uint l_1399 = l_mut_447 * l_1390;
const uint l_1400 = __umulhi(l_mut_448, l_1390);
const uint l_1401 = l_1400 + l_1399;
const uint l_1402 = __umulhi(l_mut_447, l_1390);
const bool l_1403 = l_1401 < l_1399;
const uint l_1404 = uint(l_1403);
const uint l_1405 = l_1402 + l_1404;
const uint l_1406 = l_1388 % uint(32);
l_mut_446 = l_1398;
const bool l_1407 = l_1406 > uint(0);
if (l_1407) {
const uint l_1408 = l_1398 >> l_1406;
const uint l_1409 = uint(32) - l_1406;
const uint l_1410 = l_1401 << l_1409;
const uint l_1411 = l_1408 | l_1410;
l_mut_446 = l_1411;
}
l_mut_435 = l_1401;
const bool l_1412 = l_1406 > uint(0);
if (l_1412) {
const uint l_1413 = l_1401 >> l_1406;
const uint l_1414 = uint(32) - l_1406;
const uint l_1415 = l_1405 << l_1414;
const uint l_1416 = l_1413 | l_1415;
l_mut_435 = l_1416;
}
l_mut_428 = l_mut_446;
l_mut_446 = l_mut_435;
const bool l_1417 = l_1388 >= uint(64);
if (l_1417) {
l_mut_428 = l_1405;
l_mut_446 = uint(0);
} else {
const bool l_1418 = l_1388 >= uint(32);
if (l_1418) {
l_mut_435 = l_1401;
const bool l_1419 = l_1406 > uint(0);
if (l_1419) {
const uint l_1420 = l_1401 >> l_1406;
const uint l_1421 = uint(32) - l_1406;
const uint l_1422 = l_1405 << l_1421;
const uint l_1423 = l_1420 | l_1422;
l_mut_435 = l_1423;
}
const uint l_1424 = l_1405 >> l_1406;
l_mut_428 = l_mut_435;
l_mut_446 = l_1424;
}
}
l_mut_448 = l_mut_428;
l_mut_447 = l_mut_446;
if (l_1392) {
const uint l_1425 = uint(0) - l_mut_448;
const uint l_1426 = uint(0) - l_mut_447;
const bool l_1427 = uint(0) < l_mut_448;
const uint l_1428 = uint(l_1427);
const uint l_1429 = l_1426 - l_1428;
l_mut_448 = l_1425;
l_mut_447 = l_1429;
}
l_mut_452 = l_mut_448;
l_mut_451 = l_mut_447;
} else {
const uint l_1430 = l_62 >> uint(31);
const bool l_1431 = l_1430 == uint(1);
l_mut_448 = l_59;
l_mut_447 = l_62;
if (l_1431) {
const uint l_1432 = uint(0) - l_59;
const uint l_1433 = uint(0) - l_62;
const bool l_1434 = uint(0) < l_59;
const uint l_1435 = uint(l_1434);
const uint l_1436 = l_1433 - l_1435;
l_mut_448 = l_1432;
l_mut_447 = l_1436;
}
const uint l_1437 = l_mut_448 * l_1086;
const uint l_1438 = l_mut_447 * l_1086;
const uint l_1439 = __umulhi(l_mut_448, l_1086);
const uint l_1440 = l_1439 + l_1438;
const uint l_1441 = __umulhi(l_mut_447, l_1086);
const bool l_1442 = l_1440 < l_1438;
const uint l_1443 = uint(l_1442);
const uint l_1444 = l_1441 + l_1443;
const uint l_1445 = uint(0) % uint(32);
l_mut_446 = l_1437;
const bool l_1446 = l_1445 > uint(0);
if (l_1446) {
const uint l_1447 = l_1437 >> l_1445;
const uint l_1448 = uint(32) - l_1445;
const uint l_1449 = l_1440 << l_1448;
const uint l_1450 = l_1447 | l_1449;
l_mut_446 = l_1450;
}
l_mut_435 = l_1440;
const bool l_1451 = l_1445 > uint(0);
if (l_1451) {
const uint l_1452 = l_1440 >> l_1445;
const uint l_1453 = uint(32) - l_1445;
const uint l_1454 = l_1444 << l_1453;
const uint l_1455 = l_1452 | l_1454;
l_mut_435 = l_1455;
}
l_mut_428 = l_mut_446;
l_mut_446 = l_mut_435;
const bool l_1456 = uint(0) >= uint(64);
if (l_1456) {
l_mut_428 = l_1444;
l_mut_446 = uint(0);
} else {
const bool l_1457 = uint(0) >= uint(32);
if (l_1457) {
l_mut_435 = l_1440;
const bool l_1458 = l_1445 > uint(0);
if (l_1458) {
const uint l_1459 = l_1440 >> l_1445;
const uint l_1460 = uint(32) - l_1445;
const uint l_1461 = l_1444 << l_1460;
const uint l_1462 = l_1459 | l_1461;
l_mut_435 = l_1462;
}
const uint l_1463 = l_1444 >> l_1445;
l_mut_428 = l_mut_435;
l_mut_446 = l_1463;
}
}
const uint l_1464 = l_mut_448 * l_1086;
const uint l_1465 = l_mut_447 * l_1086;
const uint l_1466 = __umulhi(l_mut_448, l_1086);
const uint l_1467 = l_1466 + l_1465;
const uint l_1468 = __umulhi(l_mut_447, l_1086);
const bool l_1469 = l_1467 < l_1465;
const uint l_1470 = uint(l_1469);
const uint l_1471 = l_1468 + l_1470;
const uint l_1472 = uint(64) % uint(32);
l_mut_435 = l_1464;
const bool l_1473 = l_1472 > uint(0);
if (l_1473) {
const uint l_1474 = l_1464 >> l_1472;
const uint l_1475 = uint(32) - l_1472;
const uint l_1476 = l_1467 << l_1475;
const uint l_1477 = l_1474 | l_1476;
l_mut_435 = l_1477;
}
l_mut_401 = l_1467;
const bool l_1478 = l_1472 > uint(0);
if (l_1478) {
const uint l_1479 = l_1467 >> l_1472;
const uint l_1480 = uint(32) - l_1472;
const uint l_1481 = l_1471 << l_1480;
const uint l_1482 = l_1479 | l_1481;
l_mut_401 = l_1482;
}
l_mut_395 = l_mut_435;
l_mut_435 = l_mut_401;
const bool l_1483 = uint(64) >= uint(64);
if (l_1483) {
l_mut_395 = l_1471;
l_mut_435 = uint(0);
} else {
const bool l_1484 = uint(64) >= uint(32);
if (l_1484) {
l_mut_401 = l_1467;
const bool l_1485 = l_1472 > uint(0);
if (l_1485) {
const uint l_1486 = l_1467 >> l_1472;
const uint l_1487 = uint(32) - l_1472;
const uint l_1488 = l_1471 << l_1487;
const uint l_1489 = l_1486 | l_1488;
l_mut_401 = l_1489;
}
const uint l_1490 = l_1471 >> l_1472;
l_mut_395 = l_mut_401;
l_mut_435 = l_1490;
}
}
const uint l_1491 = l_mut_428 * l_1086;
const uint l_1492 = l_mut_446 * l_1086;
const uint l_1493 = __umulhi(l_mut_428, l_1086);
const uint l_1494 = l_1493 + l_1492;
const uint l_1495 = __umulhi(l_mut_446, l_1086);
const bool l_1496 = l_1494 < l_1492;
const uint l_1497 = uint(l_1496);
const uint l_1498 = l_1495 + l_1497;
const uint l_1499 = uint(0) % uint(32);
l_mut_448 = l_1491;
const bool l_1500 = l_1499 > uint(0);
if (l_1500) {
const uint l_1501 = l_1491 >> l_1499;
const uint l_1502 = uint(32) - l_1499;
const uint l_1503 = l_1494 << l_1502;
const uint l_1504 = l_1501 | l_1503;
l_mut_448 = l_1504;
}
l_mut_447 = l_1494;
const bool l_1505 = l_1499 > uint(0);
if (l_1505) {
const uint l_1506 = l_1494 >> l_1499;
const uint l_1507 = uint(32) - l_1499;
const uint l_1508 = l_1498 << l_1507;
const uint l_1509 = l_1506 | l_1508;
l_mut_447 = l_1509;
}
l_mut_401 = l_mut_448;
l_mut_448 = l_mut_447;
const bool l_1510 = uint(0) >= uint(64);
if (l_1510) {
l_mut_401 = l_1498;
l_mut_448 = uint(0);
} else {
const bool l_1511 = uint(0) >= uint(32);
if (l_1511) {
l_mut_447 = l_1494;
const bool l_1512 = l_1499 > uint(0);
if (l_1512) {
const uint l_1513 = l_1494 >> l_1499;
const uint l_1514 = uint(32) - l_1499;
const uint l_1515 = l_1498 << l_1514;
const uint l_1516 = l_1513 | l_1515;
l_mut_447 = l_1516;
}
const uint l_1517 = l_1498 >> l_1499;
l_mut_401 = l_mut_447;
l_mut_448 = l_1517;
}
}
const uint l_1518 = l_mut_428 * l_1086;
const uint l_1519 = l_mut_446 * l_1086;
const uint l_1520 = __umulhi(l_mut_428, l_1086);
const uint l_1521 = l_1520 + l_1519;
const uint l_1522 = __umulhi(l_mut_446, l_1086);
const bool l_1523 = l_1521 < l_1519;
const uint l_1524 = uint(l_1523);
const uint l_1525 = l_1522 + l_1524;
const uint l_1526 = uint(64) % uint(32);
l_mut_447 = l_1518;
const bool l_1527 = l_1526 > uint(0);
if (l_1527) {
const uint l_1528 = l_1518 >> l_1526;
const uint l_1529 = uint(32) - l_1526;
const uint l_1530 = l_1521 << l_1529;
const uint l_1531 = l_1528 | l_1530;
l_mut_447 = l_1531;
}
l_mut_389 = l_1521;
const bool l_1532 = l_1526 > uint(0);
if (l_1532) {
const uint l_1533 = l_1521 >> l_1526;
const uint l_1534 = uint(32) - l_1526;
const uint l_1535 = l_1525 << l_1534;
const uint l_1536 = l_1533 | l_1535;
l_mut_389 = l_1536;
}
l_mut_265 = l_mut_447;
l_mut_447 = l_mut_389;
const bool l_1537 = uint(64) >= uint(64);
if (l_1537) {
l_mut_265 = l_1525;
l_mut_447 = uint(0);
} else {
const bool l_1538 = uint(64) >= uint(32);
if (l_1538) {
l_mut_389 = l_1521;
const bool l_1539 = l_1526 > uint(0);
if (l_1539) {
const uint l_1540 = l_1521 >> l_1526;
const uint l_1541 = uint(32) - l_1526;
const uint l_1542 = l_1525 << l_1541;
const uint l_1543 = l_1540 | l_1542;
l_mut_389 = l_1543;
}
const uint l_1544 = l_1525 >> l_1526;
l_mut_265 = l_mut_389;
l_mut_447 = l_1544;
}
}
const uint l_1545 = l_mut_395 * l_1086;
const uint l_1546 = __umulhi(l_mut_395, l_1086);
const uint l_1547 = l_mut_435 * l_1086;
const uint l_1548 = l_1546 + l_1547;
const uint l_1549 = l_mut_265 + l_1545;
const uint l_1550 = l_mut_447 + l_1548;
const bool l_1551 = l_1549 < l_mut_265;
const uint l_1552 = uint(l_1551);
const uint l_1553 = l_1550 + l_1552;
l_mut_452 = l_mut_401;
l_mut_451 = l_mut_448;
const bool l_1554 = l_1388 == uint(64);
if (l_1554) {
l_mut_452 = l_1549;
l_mut_451 = l_1553;
} else {
const bool l_1555 = l_1388 > uint(0);
if (l_1555) {
const uint l_1556 = uint(64) - l_1388;
l_mut_447 = l_1549;
l_mut_446 = l_1553;
const bool l_1557 = l_1556 >= uint(32);
if (l_1557) {
const uint l_1558 = l_1556 & uint(31);
const uint l_1559 = l_1549 << l_1558;
l_mut_447 = uint(0);
l_mut_446 = l_1559;
} else {
const bool l_1560 = l_1556 > uint(0);
if (l_1560) {
const uint l_1561 = l_1549 << l_1556;
const uint l_1562 = l_1553 << l_1556;
const uint l_1563 = uint(32) - l_1556;
const uint l_1564 = l_1549 >> l_1563;
const uint l_1565 = l_1562 | l_1564;
l_mut_447 = l_1561;
l_mut_446 = l_1565;
}
}
l_mut_435 = l_mut_401;
l_mut_428 = l_mut_448;
const bool l_1566 = l_1388 >= uint(32);
if (l_1566) {
const uint l_1567 = l_1388 & uint(31);
const uint l_1568 = l_mut_448 >> l_1567;
l_mut_435 = l_1568;
l_mut_428 = uint(0);
} else {
const bool l_1569 = l_1388 > uint(0);
if (l_1569) {
l_mut_395 = l_mut_401;
const bool l_1570 = l_1388 > uint(0);
if (l_1570) {
const uint l_1571 = l_mut_401 >> l_1388;
const uint l_1572 = uint(32) - l_1388;
const uint l_1573 = l_mut_448 << l_1572;
const uint l_1574 = l_1571 | l_1573;
l_mut_395 = l_1574;
}
const uint l_1575 = l_mut_448 >> l_1388;
l_mut_435 = l_mut_395;
l_mut_428 = l_1575;
}
}
const uint l_1576 = l_mut_447 + l_mut_435;
const uint l_1577 = l_mut_446 + l_mut_428;
const bool l_1578 = l_1576 < l_mut_447;
const uint l_1579 = uint(l_1578);
const uint l_1580 = l_1577 + l_1579;
l_mut_452 = l_1576;
l_mut_451 = l_1580;
}
}
if (l_1431) {
const uint l_1581 = uint(0) - l_mut_452;
const uint l_1582 = uint(0) - l_mut_451;
const bool l_1583 = uint(0) < l_mut_452;
const uint l_1584 = uint(l_1583);
const uint l_1585 = l_1582 - l_1584;
l_mut_452 = l_1581;
l_mut_451 = l_1585;
}
}
l_mut_448 = l_mut_452;
l_mut_447 = l_mut_451;
const uint l_1586 = l_mut_451 >> uint(31);
const bool l_1587 = l_1586 == uint(1);
if (l_1587) {
const uint l_1588 = uint(0) - l_mut_452;
const uint l_1589 = uint(0) - l_mut_451;
const bool l_1590 = uint(0) < l_mut_452;
const uint l_1591 = uint(l_1590);
const uint l_1592 = l_1589 - l_1591;
l_mut_448 = l_1588;
l_mut_447 = l_1592;
}
const uint l_1593 = l_14 + l_mut_448;
const uint l_1594 = l_17 + l_mut_447;
const bool l_1595 = l_1593 < l_14;
const uint l_1596 = uint(l_1595);
const uint l_1597 = l_1594 + l_1596;
const uint l_1598 = l_1593 + uint(1);
const uint l_1599 = l_1597 + uint(0);
const bool l_1600 = l_1598 < l_1593;
const uint l_1601 = uint(l_1600);
const uint l_1602 = l_1599 + l_1601;
const uint l_1603 = l_1339 - l_mut_452;
const uint l_1604 = l_1343 - l_mut_451;
const bool l_1605 = l_1339 < l_mut_452;
const uint l_1606 = uint(l_1605);
const uint l_1607 = l_1604 - l_1606;
const uint l_1608 = l_1603 + l_1598;
const uint l_1609 = l_1607 + l_1602;
const bool l_1610 = l_1608 < l_1603;
const uint l_1611 = uint(l_1610);
const uint l_1612 = l_1609 + l_1611;
const uint l_1613 = uint(0) - l_1383;
const uint l_1614 = uint(0) - l_1387;
const bool l_1615 = uint(0) < l_1383;
const uint l_1616 = uint(l_1615);
const uint l_1617 = l_1614 - l_1616;
const uint l_1618 = l_1598 + l_1598;
const uint l_1619 = l_1602 + l_1602;
const bool l_1620 = l_1618 < l_1598;
const uint l_1621 = uint(l_1620);
const uint l_1622 = l_1619 + l_1621;
l_mut_452 = l_1613;
l_mut_451 = l_1617;
const uint l_1623 = uint(0) - l_1613;
const uint l_1624 = uint(0) - l_1617;
const bool l_1625 = uint(0) < l_1613;
const uint l_1626 = uint(l_1625);
const uint l_1627 = l_1624 - l_1626;
l_mut_448 = l_1623;
l_mut_447 = l_1627;
l_mut_446 = l_1608;
l_mut_435 = l_1612;
l_mut_428 = uint(1);
l_mut_401 = uint(1);
l_mut_652 = bool(false);
const bool l_1628 = l_mut_435 < l_1622;
const bool l_1629 = l_mut_435 == l_1622;
const bool l_1630 = l_mut_446 < l_1618;
const bool l_1631 = l_1629 && l_1630;
const bool l_1632 = l_1628 || l_1631;
const bool l_1633 = !l_1632;
l_mut_635 = l_1633;
const uint l_1634 = l_1613 | l_1617;
const bool l_1635 = l_1634 == uint(0);
if (l_1635) {
l_mut_652 = l_mut_635;
l_mut_635 = bool(false);
}
if (l_mut_635) {
const uint l_1636 = l_1617 >> uint(31);
const bool l_1637 = l_1636 == uint(1);
l_mut_395 = l_1613;
l_mut_389 = l_1617;
if (l_1637) {
const uint l_1638 = uint(0) - l_1613;
const uint l_1639 = uint(0) - l_1617;
const bool l_1640 = uint(0) < l_1613;
const uint l_1641 = uint(l_1640);
const uint l_1642 = l_1639 - l_1641;
l_mut_395 = l_1638;
l_mut_389 = l_1642;
}
const uint l_1643 = l_1086 - uint(1);
const uint l_1644 = l_mut_395 * l_1643;
const uint l_1645 = __umulhi(l_mut_395, l_1643);
const uint l_1646 = l_mut_389 * l_1643;
const uint l_1647 = l_1645 + l_1646;
l_mut_265 = uint(0);
const uint l_1648 = l_1086 - uint(1);
const uint l_1649 = l_mut_395 * l_1648;
const uint l_1650 = l_mut_389 * l_1648;
const uint l_1651 = __umulhi(l_mut_395, l_1648);
const uint l_1652 = l_1651 + l_1650;
const uint l_1653 = __umulhi(l_mut_389, l_1648);
const bool l_1654 = l_1652 < l_1650;
const uint l_1655 = uint(l_1654);
const uint l_1656 = l_1653 + l_1655;
const uint l_1657 = uint(64) % uint(32);
l_mut_259 = l_1649;
const bool l_1658 = l_1657 > uint(0);
if (l_1658) {
const uint l_1659 = l_1649 >> l_1657;
const uint l_1660 = uint(32) - l_1657;
const uint l_1661 = l_1652 << l_1660;
const uint l_1662 = l_1659 | l_1661;
l_mut_259 = l_1662;
}
l_mut_209 = l_1652;
const bool l_1663 = l_1657 > uint(0);
if (l_1663) {
const uint l_1664 = l_1652 >> l_1657;
const uint l_1665 = uint(32) - l_1657;
const uint l_1666 = l_1656 << l_1665;
const uint l_1667 = l_1664 | l_1666;
l_mut_209 = l_1667;
}
l_mut_203 = l_mut_259;
l_mut_259 = l_mut_209;
const bool l_1668 = uint(64) >= uint(64);
if (l_1668) {
l_mut_203 = l_1656;
l_mut_259 = uint(0);
} else {
const bool l_1669 = uint(64) >= uint(32);
if (l_1669) {
l_mut_209 = l_1652;
const bool l_1670 = l_1657 > uint(0);
if (l_1670) {
const uint l_1671 = l_1652 >> l_1657;
const uint l_1672 = uint(32) - l_1657;
const uint l_1673 = l_1656 << l_1672;
const uint l_1674 = l_1671 | l_1673;
l_mut_209 = l_1674;
}
const uint l_1675 = l_1656 >> l_1657;
l_mut_203 = l_mut_209;
l_mut_259 = l_1675;
}
}
const uint l_1676 = l_mut_203 | l_mut_259;
const bool l_1677 = l_1676 == uint(0);
if (l_1677) {
l_mut_259 = l_1608;
l_mut_209 = l_1612;
if (l_1637) {
const uint l_1678 = uint(0) - l_1608;
const uint l_1679 = uint(0) - l_1612;
const bool l_1680 = uint(0) < l_1608;
const uint l_1681 = uint(l_1680);
const uint l_1682 = l_1679 - l_1681;
const uint l_1683 = l_1608 | l_1612;
const bool l_1684 = l_1683 == uint(0);
const bool l_1685 = !l_1684;
const bool l_1686 = l_1647 < l_1682;
const bool l_1687 = l_1647 == l_1682;
const bool l_1688 = l_1644 < l_1678;
const bool l_1689 = l_1687 && l_1688;
const bool l_1690 = l_1686 || l_1689;
const bool l_1691 = !l_1690;
const bool l_1692 = l_1685 && l_1691;
if (l_1692) {
const uint l_1693 = l_1086 - uint(1);
l_mut_203 = l_1678;
l_mut_141 = l_1682;
const bool l_1694 = l_1682 < l_mut_389;
const bool l_1695 = l_1682 == l_mut_389;
const bool l_1696 = l_1678 < l_mut_395;
const bool l_1697 = l_1695 && l_1696;
const bool l_1698 = l_1694 || l_1697;
const bool l_1699 = !l_1698;
if (l_1699) {
l_mut_135 = uint(0);
const bool l_1700 = l_mut_389 < l_1682;
const bool l_1701 = l_mut_389 == l_1682;
const bool l_1702 = l_mut_395 < l_1678;
const bool l_1703 = l_1701 && l_1702;
const bool l_1704 = l_1700 || l_1703;
if (l_1704) {
const uint l_1705 = l_1678 - uint(1);
const uint l_1706 = l_1682 - uint(0);
const bool l_1707 = l_1678 < uint(1);
const uint l_1708 = uint(l_1707);
const uint l_1709 = l_1706 - l_1708;
l_mut_92 = l_1705;
l_mut_86 = l_1709;
l_mut_80 = uint(0);

for (uint l_mut_1710 = uint(0); l_mut_1710 < uint(20); ++l_mut_1710) {
const uint l_1711 = uint(19) - l_mut_1710;
l_mut_65 = l_mut_92;
l_mut_30 = l_mut_86;
const bool l_1712 = l_1711 >= uint(32);
if (l_1712) {
const uint l_1713 = l_1711 & uint(31);
const uint l_1714 = l_mut_86 >> l_1713;
l_mut_65 = l_1714;
l_mut_30 = uint(0);
} else {
const bool l_1715 = l_1711 > uint(0);
if (l_1715) {
l_mut_1716 = l_mut_92;
const bool l_1717 = l_1711 > uint(0);
if (l_1717) {
const uint l_1718 = l_mut_92 >> l_1711;
const uint l_1719 = uint(32) - l_1711;
const uint l_1720 = l_mut_86 << l_1719;
const uint l_1721 = l_1718 | l_1720;
l_mut_1716 = l_1721;
}
const uint l_1722 = l_mut_86 >> l_1711;
l_mut_65 = l_mut_1716;
l_mut_30 = l_1722;
}
}
const bool l_1723 = l_mut_30 < l_mut_389;
const bool l_1724 = l_mut_30 == l_mut_389;
const bool l_1725 = l_mut_65 < l_mut_395;
const bool l_1726 = l_1724 && l_1725;
const bool l_1727 = l_1723 || l_1726;
const bool l_1728 = !l_1727;
if (l_1728) {
l_mut_1716 = l_mut_395;
l_mut_65 = l_mut_389;
const bool l_1729 = l_1711 >= uint(32);
if (l_1729) {
const uint l_1730 = l_1711 & uint(31);
const uint l_1731 = l_mut_395 << l_1730;
l_mut_1716 = uint(0);
l_mut_65 = l_1731;
} else {
const bool l_1732 = l_1711 > uint(0);
if (l_1732) {
const uint l_1733 = l_mut_395 << l_1711;
const uint l_1734 = l_mut_389 << l_1711;
const uint l_1735 = uint(32) - l_1711;
const uint l_1736 = l_mut_395 >> l_1735;
const uint l_1737 = l_1734 | l_1736;
l_mut_1716 = l_1733;
l_mut_65 = l_1737;
}
}
const uint l_1738 = l_mut_92 - l_mut_1716;
const uint l_1739 = l_mut_86 - l_mut_65;
const bool l_1740 = l_mut_92 < l_mut_1716;
const uint l_1741 = uint(l_1740);
const uint l_1742 = l_1739 - l_1741;
l_mut_92 = l_1738;
l_mut_86 = l_1742;
const uint l_1743 = uint(1) << l_1711;
l_mut_80 = l_mut_80 | l_1743;
}
}
const uint l_1744 = min(l_mut_80, l_1693);
l_mut_1716 = l_1744;
const bool l_1745 = l_mut_86 < l_mut_389;
const bool l_1746 = l_mut_86 == l_mut_389;
const bool l_1747 = l_mut_92 < l_mut_395;
const bool l_1748 = l_1746 && l_1747;
const bool l_1749 = l_1745 || l_1748;
const bool l_1750 = !l_1749;
if (l_1750) {
l_mut_1716 = l_1693;
}
l_mut_135 = l_mut_1716;
}
const uint l_1751 = l_mut_395 * l_mut_135;
const uint l_1752 = __umulhi(l_mut_395, l_mut_135);
const uint l_1753 = l_mut_389 * l_mut_135;
const uint l_1754 = l_1752 + l_1753;
const uint l_1755 = l_1678 - l_1751;
const uint l_1756 = l_1682 - l_1754;
const bool l_1757 = l_1678 < l_1751;
const uint l_1758 = uint(l_1757);
const uint l_1759 = l_1756 - l_1758;
l_mut_203 = l_1755;
l_mut_141 = l_1759;
const bool l_1760 = l_mut_141 < l_mut_389;
const bool l_1761 = l_mut_141 == l_mut_389;
const bool l_1762 = l_mut_203 < l_mut_395;
const bool l_1763 = l_1761 && l_1762;
const bool l_1764 = l_1760 || l_1763;
const bool l_1765 = !l_1764;
if (l_1765) {
const uint l_1766 = l_mut_203 - l_mut_395;
const uint l_1767 = l_mut_141 - l_mut_389;
const bool l_1768 = l_mut_203 < l_mut_395;
const uint l_1769 = uint(l_1768);
const uint l_1770 = l_1767 - l_1769;
l_mut_203 = l_1766;
l_mut_141 = l_1770;
}
}
const uint l_1771 = l_mut_395 - l_mut_203;
const uint l_1772 = l_mut_389 - l_mut_141;
const bool l_1773 = l_mut_395 < l_mut_203;
const uint l_1774 = uint(l_1773);
const uint l_1775 = l_1772 - l_1774;
l_mut_1716 = l_1771;
l_mut_203 = l_1775;
const bool l_1776 = l_1775 < l_mut_389;
const bool l_1777 = l_1775 == l_mut_389;
const bool l_1778 = l_1771 < l_mut_395;
const bool l_1779 = l_1777 && l_1778;
const bool l_1780 = l_1776 || l_1779;
const bool l_1781 = !l_1780;
if (l_1781) {
const uint l_1782 = l_1771 - l_mut_395;
const uint l_1783 = l_1775 - l_mut_389;
const bool l_1784 = l_1771 < l_mut_395;
const uint l_1785 = uint(l_1784);
const uint l_1786 = l_1783 - l_1785;
l_mut_1716 = l_1782;
l_mut_203 = l_1786;
}
const bool l_1787 = l_mut_203 < l_mut_209;
const bool l_1788 = l_mut_203 == l_mut_209;
const bool l_1789 = l_mut_1716 < l_mut_259;
const bool l_1790 = l_1788 && l_1789;
const bool l_1791 = l_1787 || l_1790;
if (l_1791) {
l_mut_259 = l_mut_1716;
l_mut_209 = l_mut_203;
}
}
} else {
const uint l_1792 = l_1608 - l_1644;
const uint l_1793 = l_1612 - l_1647;
const bool l_1794 = l_1608 < l_1644;
const uint l_1795 = uint(l_1794);
const uint l_1796 = l_1793 - l_1795;
l_mut_259 = l_1792;
l_mut_209 = l_1796;
const bool l_1797 = l_1612 < l_1647;
const bool l_1798 = l_1612 == l_1647;
const bool l_1799 = l_1608 < l_1644;
const bool l_1800 = l_1798 && l_1799;
const bool l_1801 = l_1797 || l_1800;
if (l_1801) {
const uint l_1802 = l_1086 - uint(1);
l_mut_1716 = l_1608;
l_mut_203 = l_1612;
const bool l_1803 = l_1612 < l_mut_389;
const bool l_1804 = l_1612 == l_mut_389;
const bool l_1805 = l_1608 < l_mut_395;
const bool l_1806 = l_1804 && l_1805;
const bool l_1807 = l_1803 || l_1806;
const bool l_1808 = !l_1807;
if (l_1808) {
l_mut_141 = uint(0);
const bool l_1809 = l_mut_389 < l_1612;
const bool l_1810 = l_mut_389 == l_1612;
const bool l_1811 = l_mut_395 < l_1608;
const bool l_1812 = l_1810 && l_1811;
const bool l_1813 = l_1809 || l_1812;
if (l_1813) {
const uint l_1814 = l_1608 - uint(1);
const uint l_1815 = l_1612 - uint(0);
const bool l_1816 = l_1608 < uint(1);
const uint l_1817 = uint(l_1816);
const uint l_1818 = l_1815 - l_1817;
l_mut_135 = l_1814;
l_mut_92 = l_1818;
l_mut_86 = uint(0);

for (uint l_mut_1819 = uint(0); l_mut_1819 < uint(20); ++l_mut_1819) {
const uint l_1820 = uint(19) - l_mut_1819;
l_mut_80 = l_mut_135;
l_mut_65 = l_mut_92;
const bool l_1821 = l_1820 >= uint(32);
if (l_1821) {
const uint l_1822 = l_1820 & uint(31);
const uint l_1823 = l_mut_92 >> l_1822;
l_mut_80 = l_1823;
l_mut_65 = uint(0);
} else {
const bool l_1824 = l_1820 > uint(0);
if (l_1824) {
l_mut_30 = l_mut_135;
const bool l_1825 = l_1820 > uint(0);
if (l_1825) {
const uint l_1826 = l_mut_135 >> l_1820;
const uint l_1827 = uint(32) - l_1820;
const uint l_1828 = l_mut_92 << l_1827;
const uint l_1829 = l_1826 | l_1828;
l_mut_30 = l_1829;
}
const uint l_1830 = l_mut_92 >> l_1820;
l_mut_80 = l_mut_30;
l_mut_65 = l_1830;
}
}
const bool l_1831 = l_mut_65 < l_mut_389;
const bool l_1832 = l_mut_65 == l_mut_389;
const bool l_1833 = l_mut_80 < l_mut_395;
const bool l_1834 = l_1832 && l_1833;
const bool l_1835 = l_1831 || l_1834;
const bool l_1836 = !l_1835;
if (l_1836) {
l_mut_80 = l_mut_395;
l_mut_65 = l_mut_389;
const bool l_1837 = l_1820 >= uint(32);
if (l_1837) {
const uint l_1838 = l_1820 & uint(31);
const uint l_1839 = l_mut_395 << l_1838;
l_mut_80 = uint(0);
l_mut_65 = l_1839;
} else {
const bool l_1840 = l_1820 > uint(0);
if (l_1840) {
const uint l_1841 = l_mut_395 << l_1820;
const uint l_1842 = l_mut_389 << l_1820;
const uint l_1843 = uint(32) - l_1820;
const uint l_1844 = l_mut_395 >> l_1843;
const uint l_1845 = l_1842 | l_1844;
l_mut_80 = l_1841;
l_mut_65 = l_1845;
}
}
const uint l_1846 = l_mut_135 - l_mut_80;
const uint l_1847 = l_mut_92 - l_mut_65;
const bool l_1848 = l_mut_135 < l_mut_80;
const uint l_1849 = uint(l_1848);
const uint l_1850 = l_1847 - l_1849;
l_mut_135 = l_1846;
l_mut_92 = l_1850;
const uint l_1851 = uint(1) << l_1820;
l_mut_86 = l_mut_86 | l_1851;
}
}
const uint l_1852 = min(l_mut_86, l_1802);
l_mut_86 = l_1852;
const bool l_1853 = l_mut_92 < l_mut_389;
const bool l_1854 = l_mut_92 == l_mut_389;
const bool l_1855 = l_mut_135 < l_mut_395;
const bool l_1856 = l_1854 && l_1855;
const bool l_1857 = l_1853 || l_1856;
const bool l_1858 = !l_1857;
if (l_1858) {
l_mut_86 = l_1802;
}
l_mut_141 = l_mut_86;
}
const uint l_1859 = l_mut_395 * l_mut_141;
const uint l_1860 = __umulhi(l_mut_395, l_mut_141);
const uint l_1861 = l_mut_389 * l_mut_141;
const uint l_1862 = l_1860 + l_1861;
const uint l_1863 = l_1608 - l_1859;
const uint l_1864 = l_1612 - l_1862;
const bool l_1865 = l_1608 < l_1859;
const uint l_1866 = uint(l_1865);
const uint l_1867 = l_1864 - l_1866;
l_mut_1716 = l_1863;
l_mut_203 = l_1867;
const bool l_1868 = l_mut_203 < l_mut_389;
const bool l_1869 = l_mut_203 == l_mut_389;
const bool l_1870 = l_mut_1716 < l_mut_395;
const bool l_1871 = l_1869 && l_1870;
const bool l_1872 = l_1868 || l_1871;
const bool l_1873 = !l_1872;
if (l_1873) {
const uint l_1874 = l_mut_1716 - l_mut_395;
const uint l_1875 = l_mut_203 - l_mut_389;
const bool l_1876 = l_mut_1716 < l_mut_395;
const uint l_1877 = uint(l_1876);
const uint l_1878 = l_1875 - l_1877;
l_mut_1716 = l_1874;
l_mut_203 = l_1878;
}
}
const bool l_1879 = l_mut_203 < l_mut_209;
const bool l_1880 = l_mut_203 == l_mut_209;
const bool l_1881 = l_mut_1716 < l_mut_259;
const bool l_1882 = l_1880 && l_1881;
const bool l_1883 = l_1879 || l_1882;
if (l_1883) {
l_mut_259 = l_mut_1716;
l_mut_209 = l_mut_203;
}
}
}
const bool l_1884 = l_mut_209 < l_1622;
const bool l_1885 = l_mut_209 == l_1622;
const bool l_1886 = l_mut_259 < l_1618;
const bool l_1887 = l_1885 && l_1886;
const bool l_1888 = l_1884 || l_1887;
const bool l_1889 = !l_1888;
const uint l_1890 = uint(l_1889);
const uint l_1891 = uint(2) - l_1890;
l_mut_265 = l_1891;
}
const bool l_1892 = l_mut_265 > uint(0);
if (l_1892) {
const bool l_1893 = l_mut_265 == uint(1);
l_mut_652 = l_1893;
l_mut_635 = bool(false);
}
}
l_mut_364 = bool(false);
while (true) {
const bool l_1894 = !l_mut_635;
if (l_1894) {
break;}
const bool l_1895 = l_mut_435 < l_mut_451;
const bool l_1896 = l_mut_435 == l_mut_451;
const bool l_1897 = l_mut_446 < l_mut_452;
const bool l_1898 = l_1896 && l_1897;
const bool l_1899 = l_1895 || l_1898;
if (l_1899) {
const uint l_1900 = l_mut_452 - l_mut_446;
const uint l_1901 = l_mut_451 - l_mut_435;
const bool l_1902 = l_mut_452 < l_mut_446;
const uint l_1903 = uint(l_1902);
const uint l_1904 = l_1901 - l_1903;
l_mut_1716 = l_1900;
l_mut_395 = l_1904;
l_mut_389 = l_mut_452;
l_mut_265 = l_mut_451;
const bool l_1905 = l_mut_395 < l_mut_451;
const bool l_1906 = l_mut_395 == l_mut_451;
const bool l_1907 = l_mut_1716 < l_mut_452;
const bool l_1908 = l_1906 && l_1907;
const bool l_1909 = l_1905 || l_1908;
if (l_1909) {
l_mut_389 = l_mut_1716;
l_mut_265 = l_mut_395;
}
l_mut_357 = bool(false);
l_mut_1716 = l_mut_389;
l_mut_395 = l_mut_265;
const bool l_1910 = uint(3) >= uint(32);
if (l_1910) {
const uint l_1911 = uint(3) & uint(31);
const uint l_1912 = l_mut_265 >> l_1911;
l_mut_1716 = l_1912;
l_mut_395 = uint(0);
} else {
const bool l_1913 = uint(3) > uint(0);
if (l_1913) {
l_mut_259 = l_mut_389;
const bool l_1914 = uint(3) > uint(0);
if (l_1914) {
const uint l_1915 = l_mut_389 >> uint(3);
const uint l_1916 = l_mut_265 << uint(29);
const uint l_1917 = l_1915 | l_1916;
l_mut_259 = l_1917;
}
const uint l_1918 = l_mut_265 >> uint(3);
l_mut_1716 = l_mut_259;
l_mut_395 = l_1918;
}
}
const bool l_1919 = l_mut_395 < l_mut_447;
const bool l_1920 = l_mut_395 == l_mut_447;
const bool l_1921 = l_mut_1716 < l_mut_448;
const bool l_1922 = l_1920 && l_1921;
const bool l_1923 = l_1919 || l_1922;
const bool l_1924 = !l_1923;
l_mut_357 = l_1924;
l_mut_1716 = uint(0);
const uint l_1925 = l_mut_448 | l_mut_447;
const bool l_1926 = l_1925 == uint(0);
const bool l_1927 = !l_1926;
const bool l_1928 = l_mut_357 && l_1927;
const bool l_1929 = l_mut_447 < l_mut_265;
const bool l_1930 = l_mut_447 == l_mut_265;
const bool l_1931 = l_mut_448 < l_mut_389;
const bool l_1932 = l_1930 && l_1931;
const bool l_1933 = l_1929 || l_1932;
const bool l_1934 = l_1928 && l_1933;
const uint l_1935 = l_mut_428 + l_mut_401;
const bool l_1936 = l_1935 < l_1086;
const bool l_1937 = l_1934 && l_1936;
if (l_1937) {
const uint l_1938 = l_1086 - l_mut_428;
const uint l_1939 = l_1938 - l_mut_401;
const uint l_1940 = l_1939 / l_mut_428;
const uint l_1941 = l_mut_389 - uint(1);
const uint l_1942 = l_mut_265 - uint(0);
const bool l_1943 = l_mut_389 < uint(1);
const uint l_1944 = uint(l_1943);
const uint l_1945 = l_1942 - l_1944;
l_mut_395 = l_1941;
l_mut_389 = l_1945;
l_mut_265 = uint(0);

for (uint l_mut_1946 = uint(0); l_mut_1946 < uint(20); ++l_mut_1946) {
const uint l_1947 = uint(19) - l_mut_1946;
l_mut_259 = l_mut_395;
l_mut_209 = l_mut_389;
const bool l_1948 = l_1947 >= uint(32);
if (l_1948) {
const uint l_1949 = l_1947 & uint(31);
const uint l_1950 = l_mut_389 >> l_1949;
l_mut_259 = l_1950;
l_mut_209 = uint(0);
} else {
const bool l_1951 = l_1947 > uint(0);
if (l_1951) {
l_mut_203 = l_mut_395;
const bool l_1952 = l_1947 > uint(0);
if (l_1952) {
const uint l_1953 = l_mut_395 >> l_1947;
const uint l_1954 = uint(32) - l_1947;
const uint l_1955 = l_mut_389 << l_1954;
const uint l_1956 = l_1953 | l_1955;
l_mut_203 = l_1956;
}
const uint l_1957 = l_mut_389 >> l_1947;
l_mut_259 = l_mut_203;
l_mut_209 = l_1957;
}
}
const bool l_1958 = l_mut_209 < l_mut_447;
const bool l_1959 = l_mut_209 == l_mut_447;
const bool l_1960 = l_mut_259 < l_mut_448;
const bool l_1961 = l_1959 && l_1960;
const bool l_1962 = l_1958 || l_1961;
const bool l_1963 = !l_1962;
if (l_1963) {
l_mut_259 = l_mut_448;
l_mut_209 = l_mut_447;
const bool l_1964 = l_1947 >= uint(32);
if (l_1964) {
const uint l_1965 = l_1947 & uint(31);
const uint l_1966 = l_mut_448 << l_1965;
l_mut_259 = uint(0);
l_mut_209 = l_1966;
} else {
const bool l_1967 = l_1947 > uint(0);
if (l_1967) {
const uint l_1968 = l_mut_448 << l_1947;
const uint l_1969 = l_mut_447 << l_1947;
const uint l_1970 = uint(32) - l_1947;
const uint l_1971 = l_mut_448 >> l_1970;
const uint l_1972 = l_1969 | l_1971;
l_mut_259 = l_1968;
l_mut_209 = l_1972;
}
}
const uint l_1973 = l_mut_395 - l_mut_259;
const uint l_1974 = l_mut_389 - l_mut_209;
const bool l_1975 = l_mut_395 < l_mut_259;
const uint l_1976 = uint(l_1975);
const uint l_1977 = l_1974 - l_1976;
l_mut_395 = l_1973;
l_mut_389 = l_1977;
const uint l_1978 = uint(1) << l_1947;
l_mut_265 = l_mut_265 | l_1978;
}
}
const uint l_1979 = min(l_mut_265, l_1940);
l_mut_265 = l_1979;
const bool l_1980 = l_mut_389 < l_mut_447;
const bool l_1981 = l_mut_389 == l_mut_447;
const bool l_1982 = l_mut_395 < l_mut_448;
const bool l_1983 = l_1981 && l_1982;
const bool l_1984 = l_1980 || l_1983;
const bool l_1985 = !l_1984;
if (l_1985) {
l_mut_265 = l_1940;
}
l_mut_1716 = l_mut_265;
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
const bool l_1986 = l_mut_1716 > uint(0);
if (l_1986) {
const uint l_1987 = l_mut_448 * l_mut_1716;
const uint l_1988 = __umulhi(l_mut_448, l_mut_1716);
const uint l_1989 = l_mut_447 * l_mut_1716;
const uint l_1990 = l_1988 + l_1989;
const uint l_1991 = l_mut_452 - l_1987;
const uint l_1992 = l_mut_451 - l_1990;
const bool l_1993 = l_mut_452 < l_1987;
const uint l_1994 = uint(l_1993);
const uint l_1995 = l_1992 - l_1994;
l_mut_395 = l_1991;
l_mut_389 = l_1995;
const uint l_1996 = l_mut_1716 * l_mut_428;
const uint l_1997 = l_mut_401 + l_1996;
l_mut_203 = l_1997;
} else {
const bool l_1998 = l_mut_92 == uint(0);
if (l_1998) {
const uint l_1999 = l_1086 - l_mut_428;
const uint l_2000 = l_1999 / l_mut_401;
l_mut_1716 = uint(0);
l_mut_357 = bool(false);
l_mut_86 = l_mut_448;
l_mut_80 = l_mut_447;
const bool l_2001 = uint(3) >= uint(32);
if (l_2001) {
const uint l_2002 = uint(3) & uint(31);
const uint l_2003 = l_mut_447 >> l_2002;
l_mut_86 = l_2003;
l_mut_80 = uint(0);
} else {
const bool l_2004 = uint(3) > uint(0);
if (l_2004) {
l_mut_65 = l_mut_448;
const bool l_2005 = uint(3) > uint(0);
if (l_2005) {
const uint l_2006 = l_mut_448 >> uint(3);
const uint l_2007 = l_mut_447 << uint(29);
const uint l_2008 = l_2006 | l_2007;
l_mut_65 = l_2008;
}
const uint l_2009 = l_mut_447 >> uint(3);
l_mut_86 = l_mut_65;
l_mut_80 = l_2009;
}
}
const bool l_2010 = l_mut_80 < l_mut_451;
const bool l_2011 = l_mut_80 == l_mut_451;
const bool l_2012 = l_mut_86 < l_mut_452;
const bool l_2013 = l_2011 && l_2012;
const bool l_2014 = l_2010 || l_2013;
const bool l_2015 = !l_2014;
l_mut_357 = l_2015;
const uint l_2016 = l_mut_452 | l_mut_451;
const bool l_2017 = l_2016 == uint(0);
if (l_2017) {
l_mut_1716 = l_2000;
} else {
if (l_mut_357) {
const bool l_2018 = l_mut_451 < l_mut_447;
const bool l_2019 = l_mut_451 == l_mut_447;
const bool l_2020 = l_mut_452 < l_mut_448;
const bool l_2021 = l_2019 && l_2020;
const bool l_2022 = l_2018 || l_2021;
if (l_2022) {
const uint l_2023 = l_mut_448 - uint(1);
const uint l_2024 = l_mut_447 - uint(0);
const bool l_2025 = l_mut_448 < uint(1);
const uint l_2026 = uint(l_2025);
const uint l_2027 = l_2024 - l_2026;
l_mut_86 = l_2023;
l_mut_80 = l_2027;
l_mut_65 = uint(0);

for (uint l_mut_2028 = uint(0); l_mut_2028 < uint(20); ++l_mut_2028) {
const uint l_2029 = uint(19) - l_mut_2028;
l_mut_30 = l_mut_86;
l_mut_2030 = l_mut_80;
const bool l_2031 = l_2029 >= uint(32);
if (l_2031) {
const uint l_2032 = l_2029 & uint(31);
const uint l_2033 = l_mut_80 >> l_2032;
l_mut_30 = l_2033;
l_mut_2030 = uint(0);
} else {
const bool l_2034 = l_2029 > uint(0);
if (l_2034) {
l_mut_2035 = l_mut_86;
const bool l_2036 = l_2029 > uint(0);
if (l_2036) {
const uint l_2037 = l_mut_86 >> l_2029;
const uint l_2038 = uint(32) - l_2029;
const uint l_2039 = l_mut_80 << l_2038;
const uint l_2040 = l_2037 | l_2039;
l_mut_2035 = l_2040;
}
const uint l_2041 = l_mut_80 >> l_2029;
l_mut_30 = l_mut_2035;
l_mut_2030 = l_2041;
}
}
const bool l_2042 = l_mut_2030 < l_mut_451;
const bool l_2043 = l_mut_2030 == l_mut_451;
const bool l_2044 = l_mut_30 < l_mut_452;
const bool l_2045 = l_2043 && l_2044;
const bool l_2046 = l_2042 || l_2045;
const bool l_2047 = !l_2046;
if (l_2047) {
l_mut_2035 = l_mut_452;
l_mut_2030 = l_mut_451;
const bool l_2048 = l_2029 >= uint(32);
if (l_2048) {
const uint l_2049 = l_2029 & uint(31);
const uint l_2050 = l_mut_452 << l_2049;
l_mut_2035 = uint(0);
l_mut_2030 = l_2050;
} else {
const bool l_2051 = l_2029 > uint(0);
if (l_2051) {
const uint l_2052 = l_mut_452 << l_2029;
const uint l_2053 = l_mut_451 << l_2029;
const uint l_2054 = uint(32) - l_2029;
const uint l_2055 = l_mut_452 >> l_2054;
const uint l_2056 = l_2053 | l_2055;
l_mut_2035 = l_2052;
l_mut_2030 = l_2056;
}
}
const uint l_2057 = l_mut_86 - l_mut_2035;
const uint l_2058 = l_mut_80 - l_mut_2030;
const bool l_2059 = l_mut_86 < l_mut_2035;
const uint l_2060 = uint(l_2059);
const uint l_2061 = l_2058 - l_2060;
l_mut_86 = l_2057;
l_mut_80 = l_2061;
const uint l_2062 = uint(1) << l_2029;
l_mut_65 = l_mut_65 | l_2062;
}
}
const uint l_2063 = min(l_mut_65, l_2000);
l_mut_2035 = l_2063;
const bool l_2064 = l_mut_80 < l_mut_451;
const bool l_2065 = l_mut_80 == l_mut_451;
const bool l_2066 = l_mut_86 < l_mut_452;
const bool l_2067 = l_2065 && l_2066;
const bool l_2068 = l_2064 || l_2067;
const bool l_2069 = !l_2068;
if (l_2069) {
l_mut_2035 = l_2000;
}
l_mut_1716 = l_mut_2035;
}
} else {
l_mut_2035 = l_mut_448;
l_mut_2030 = l_mut_447;
while (true) {
const bool l_2070 = l_mut_451 < l_mut_2030;
const bool l_2071 = l_mut_451 == l_mut_2030;
const bool l_2072 = l_mut_452 < l_mut_2035;
const bool l_2073 = l_2071 && l_2072;
const bool l_2074 = l_2070 || l_2073;
const uint l_2075 = l_mut_1716 * l_mut_401;
const uint l_2076 = l_mut_428 + l_2075;
const uint l_2077 = l_2076 + l_mut_401;
const bool l_2078 = l_2077 < l_1086;
const bool l_2079 = l_2074 && l_2078;
const bool l_2080 = !l_2079;
if (l_2080) {
break;}
const uint l_2081 = l_mut_2035 - l_mut_452;
const uint l_2082 = l_mut_2030 - l_mut_451;
const bool l_2083 = l_mut_2035 < l_mut_452;
const uint l_2084 = uint(l_2083);
const uint l_2085 = l_2082 - l_2084;
l_mut_2035 = l_2081;
l_mut_2030 = l_2085;
l_mut_1716 = l_mut_1716 + uint(1);
}
}
}
const uint l_2086 = l_mut_1716 * l_mut_401;
const uint l_2087 = l_mut_428 + l_2086;
const uint l_2088 = l_2087 + l_mut_401;
const bool l_2089 = l_2088 >= l_1086;
if (l_2089) {
l_mut_92 = uint(1);
} else {
const uint l_2090 = l_mut_452 * l_mut_1716;
const uint l_2091 = __umulhi(l_mut_452, l_mut_1716);
const uint l_2092 = l_mut_451 * l_mut_1716;
const uint l_2093 = l_2091 + l_2092;
const uint l_2094 = l_mut_448 - l_2090;
const uint l_2095 = l_mut_447 - l_2093;
const bool l_2096 = l_mut_448 < l_2090;
const uint l_2097 = uint(l_2096);
const uint l_2098 = l_2095 - l_2097;
l_mut_265 = l_2094;
l_mut_259 = l_2098;
const uint l_2099 = l_mut_1716 * l_mut_401;
const uint l_2100 = l_mut_428 + l_2099;
l_mut_209 = l_2100;
const uint l_2101 = l_mut_452 - l_mut_265;
const uint l_2102 = l_mut_451 - l_mut_259;
const bool l_2103 = l_mut_452 < l_mut_265;
const uint l_2104 = uint(l_2103);
const uint l_2105 = l_2102 - l_2104;
l_mut_395 = l_2101;
l_mut_389 = l_2105;
const uint l_2106 = l_mut_401 + l_mut_209;
l_mut_203 = l_2106;
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
const bool l_2107 = l_mut_92 == uint(1);
l_mut_652 = l_2107;
const bool l_2108 = l_mut_92 == uint(0);
l_mut_635 = l_2108;
} else {
const uint l_2109 = l_mut_448 - l_mut_446;
const uint l_2110 = l_mut_447 - l_mut_435;
const bool l_2111 = l_mut_448 < l_mut_446;
const uint l_2112 = uint(l_2111);
const uint l_2113 = l_2110 - l_2112;
l_mut_2035 = l_2109;
l_mut_2030 = l_2113;
const uint l_2114 = l_mut_446 - l_1618;
const uint l_2115 = l_mut_435 - l_1622;
const bool l_2116 = l_mut_446 < l_1618;
const uint l_2117 = uint(l_2116);
const uint l_2118 = l_2115 - l_2117;
l_mut_2035 = l_2114;
l_mut_2030 = l_2118;
l_mut_1716 = l_mut_448;
l_mut_395 = l_mut_447;
const bool l_2119 = l_mut_2030 < l_mut_447;
const bool l_2120 = l_mut_2030 == l_mut_447;
const bool l_2121 = l_mut_2035 < l_mut_448;
const bool l_2122 = l_2120 && l_2121;
const bool l_2123 = l_2119 || l_2122;
if (l_2123) {
l_mut_1716 = l_mut_2035;
l_mut_395 = l_mut_2030;
}
l_mut_357 = bool(false);
l_mut_2035 = l_mut_1716;
l_mut_2030 = l_mut_395;
const bool l_2124 = uint(3) >= uint(32);
if (l_2124) {
const uint l_2125 = uint(3) & uint(31);
const uint l_2126 = l_mut_395 >> l_2125;
l_mut_2035 = l_2126;
l_mut_2030 = uint(0);
} else {
const bool l_2127 = uint(3) > uint(0);
if (l_2127) {
l_mut_389 = l_mut_1716;
const bool l_2128 = uint(3) > uint(0);
if (l_2128) {
const uint l_2129 = l_mut_1716 >> uint(3);
const uint l_2130 = l_mut_395 << uint(29);
const uint l_2131 = l_2129 | l_2130;
l_mut_389 = l_2131;
}
const uint l_2132 = l_mut_395 >> uint(3);
l_mut_2035 = l_mut_389;
l_mut_2030 = l_2132;
}
}
const bool l_2133 = l_mut_2030 < l_mut_451;
const bool l_2134 = l_mut_2030 == l_mut_451;
const bool l_2135 = l_mut_2035 < l_mut_452;
const bool l_2136 = l_2134 && l_2135;
const bool l_2137 = l_2133 || l_2136;
const bool l_2138 = !l_2137;
l_mut_357 = l_2138;
l_mut_2035 = uint(0);
const uint l_2139 = l_mut_452 | l_mut_451;
const bool l_2140 = l_2139 == uint(0);
const bool l_2141 = !l_2140;
const bool l_2142 = l_mut_357 && l_2141;
const bool l_2143 = l_mut_451 < l_mut_395;
const bool l_2144 = l_mut_451 == l_mut_395;
const bool l_2145 = l_mut_452 < l_mut_1716;
const bool l_2146 = l_2144 && l_2145;
const bool l_2147 = l_2143 || l_2146;
const bool l_2148 = l_2142 && l_2147;
const uint l_2149 = l_mut_401 + l_mut_428;
const bool l_2150 = l_2149 < l_1086;
const bool l_2151 = l_2148 && l_2150;
if (l_2151) {
const uint l_2152 = l_1086 - l_mut_401;
const uint l_2153 = l_2152 - l_mut_428;
const uint l_2154 = l_2153 / l_mut_401;
const uint l_2155 = l_mut_1716 - uint(1);
const uint l_2156 = l_mut_395 - uint(0);
const bool l_2157 = l_mut_1716 < uint(1);
const uint l_2158 = uint(l_2157);
const uint l_2159 = l_2156 - l_2158;
l_mut_2030 = l_2155;
l_mut_1716 = l_2159;
l_mut_395 = uint(0);

for (uint l_mut_2160 = uint(0); l_mut_2160 < uint(20); ++l_mut_2160) {
const uint l_2161 = uint(19) - l_mut_2160;
l_mut_389 = l_mut_2030;
l_mut_265 = l_mut_1716;
const bool l_2162 = l_2161 >= uint(32);
if (l_2162) {
const uint l_2163 = l_2161 & uint(31);
const uint l_2164 = l_mut_1716 >> l_2163;
l_mut_389 = l_2164;
l_mut_265 = uint(0);
} else {
const bool l_2165 = l_2161 > uint(0);
if (l_2165) {
l_mut_259 = l_mut_2030;
const bool l_2166 = l_2161 > uint(0);
if (l_2166) {
const uint l_2167 = l_mut_2030 >> l_2161;
const uint l_2168 = uint(32) - l_2161;
const uint l_2169 = l_mut_1716 << l_2168;
const uint l_2170 = l_2167 | l_2169;
l_mut_259 = l_2170;
}
const uint l_2171 = l_mut_1716 >> l_2161;
l_mut_389 = l_mut_259;
l_mut_265 = l_2171;
}
}
const bool l_2172 = l_mut_265 < l_mut_451;
const bool l_2173 = l_mut_265 == l_mut_451;
const bool l_2174 = l_mut_389 < l_mut_452;
const bool l_2175 = l_2173 && l_2174;
const bool l_2176 = l_2172 || l_2175;
const bool l_2177 = !l_2176;
if (l_2177) {
l_mut_389 = l_mut_452;
l_mut_265 = l_mut_451;
const bool l_2178 = l_2161 >= uint(32);
if (l_2178) {
const uint l_2179 = l_2161 & uint(31);
const uint l_2180 = l_mut_452 << l_2179;
l_mut_389 = uint(0);
l_mut_265 = l_2180;
} else {
const bool l_2181 = l_2161 > uint(0);
if (l_2181) {
const uint l_2182 = l_mut_452 << l_2161;
const uint l_2183 = l_mut_451 << l_2161;
const uint l_2184 = uint(32) - l_2161;
const uint l_2185 = l_mut_452 >> l_2184;
const uint l_2186 = l_2183 | l_2185;
l_mut_389 = l_2182;
l_mut_265 = l_2186;
}
}
const uint l_2187 = l_mut_2030 - l_mut_389;
const uint l_2188 = l_mut_1716 - l_mut_265;
const bool l_2189 = l_mut_2030 < l_mut_389;
const uint l_2190 = uint(l_2189);
const uint l_2191 = l_2188 - l_2190;
l_mut_2030 = l_2187;
l_mut_1716 = l_2191;
const uint l_2192 = uint(1) << l_2161;
l_mut_395 = l_mut_395 | l_2192;
}
}
const uint l_2193 = min(l_mut_395, l_2154);
l_mut_395 = l_2193;
const bool l_2194 = l_mut_1716 < l_mut_451;
const bool l_2195 = l_mut_1716 == l_mut_451;
const bool l_2196 = l_mut_2030 < l_mut_452;
const bool l_2197 = l_2195 && l_2196;
const bool l_2198 = l_2194 || l_2197;
const bool l_2199 = !l_2198;
if (l_2199) {
l_mut_395 = l_2154;
}
l_mut_2035 = l_mut_395;
}
l_mut_2030 = l_mut_448;
l_mut_1716 = l_mut_447;
l_mut_395 = l_mut_452;
l_mut_389 = l_mut_451;
l_mut_265 = l_mut_401;
l_mut_259 = l_mut_428;
l_mut_209 = l_mut_446;
l_mut_203 = l_mut_435;
l_mut_141 = uint(0);
const bool l_2200 = l_mut_2035 > uint(0);
if (l_2200) {
const uint l_2201 = l_mut_452 * l_mut_2035;
const uint l_2202 = __umulhi(l_mut_452, l_mut_2035);
const uint l_2203 = l_mut_451 * l_mut_2035;
const uint l_2204 = l_2202 + l_2203;
const uint l_2205 = l_mut_446 - l_2201;
const uint l_2206 = l_mut_435 - l_2204;
const bool l_2207 = l_mut_446 < l_2201;
const uint l_2208 = uint(l_2207);
const uint l_2209 = l_2206 - l_2208;
l_mut_209 = l_2205;
l_mut_203 = l_2209;
const uint l_2210 = l_mut_448 - l_2201;
const uint l_2211 = l_mut_447 - l_2204;
const bool l_2212 = l_mut_448 < l_2201;
const uint l_2213 = uint(l_2212);
const uint l_2214 = l_2211 - l_2213;
l_mut_2030 = l_2210;
l_mut_1716 = l_2214;
const uint l_2215 = l_mut_2035 * l_mut_401;
const uint l_2216 = l_mut_428 + l_2215;
l_mut_259 = l_2216;
} else {
const uint l_2217 = l_mut_446 - l_mut_452;
const uint l_2218 = l_mut_435 - l_mut_451;
const bool l_2219 = l_mut_446 < l_mut_452;
const uint l_2220 = uint(l_2219);
const uint l_2221 = l_2218 - l_2220;
l_mut_209 = l_2217;
l_mut_203 = l_2221;
const bool l_2222 = l_mut_203 < l_1622;
const bool l_2223 = l_mut_203 == l_1622;
const bool l_2224 = l_mut_209 < l_1618;
const bool l_2225 = l_2223 && l_2224;
const bool l_2226 = l_2222 || l_2225;
if (l_2226) {
l_mut_141 = uint(2);
}
const bool l_2227 = l_mut_141 == uint(0);
if (l_2227) {
const uint l_2228 = l_1086 - l_mut_401;
const uint l_2229 = l_2228 / l_mut_428;
l_mut_2035 = uint(0);
l_mut_357 = bool(false);
l_mut_135 = l_mut_452;
l_mut_92 = l_mut_451;
const bool l_2230 = uint(3) >= uint(32);
if (l_2230) {
const uint l_2231 = uint(3) & uint(31);
const uint l_2232 = l_mut_451 >> l_2231;
l_mut_135 = l_2232;
l_mut_92 = uint(0);
} else {
const bool l_2233 = uint(3) > uint(0);
if (l_2233) {
l_mut_86 = l_mut_452;
const bool l_2234 = uint(3) > uint(0);
if (l_2234) {
const uint l_2235 = l_mut_452 >> uint(3);
const uint l_2236 = l_mut_451 << uint(29);
const uint l_2237 = l_2235 | l_2236;
l_mut_86 = l_2237;
}
const uint l_2238 = l_mut_451 >> uint(3);
l_mut_135 = l_mut_86;
l_mut_92 = l_2238;
}
}
const bool l_2239 = l_mut_92 < l_mut_447;
const bool l_2240 = l_mut_92 == l_mut_447;
const bool l_2241 = l_mut_135 < l_mut_448;
const bool l_2242 = l_2240 && l_2241;
const bool l_2243 = l_2239 || l_2242;
const bool l_2244 = !l_2243;
l_mut_357 = l_2244;
const uint l_2245 = l_mut_448 | l_mut_447;
const bool l_2246 = l_2245 == uint(0);
if (l_2246) {
l_mut_2035 = l_2229;
} else {
if (l_mut_357) {
const bool l_2247 = l_mut_447 < l_mut_451;
const bool l_2248 = l_mut_447 == l_mut_451;
const bool l_2249 = l_mut_448 < l_mut_452;
const bool l_2250 = l_2248 && l_2249;
const bool l_2251 = l_2247 || l_2250;
if (l_2251) {
const uint l_2252 = l_mut_452 - uint(1);
const uint l_2253 = l_mut_451 - uint(0);
const bool l_2254 = l_mut_452 < uint(1);
const uint l_2255 = uint(l_2254);
const uint l_2256 = l_2253 - l_2255;
l_mut_135 = l_2252;
l_mut_92 = l_2256;
l_mut_86 = uint(0);

for (uint l_mut_2257 = uint(0); l_mut_2257 < uint(20); ++l_mut_2257) {
const uint l_2258 = uint(19) - l_mut_2257;
l_mut_80 = l_mut_135;
l_mut_65 = l_mut_92;
const bool l_2259 = l_2258 >= uint(32);
if (l_2259) {
const uint l_2260 = l_2258 & uint(31);
const uint l_2261 = l_mut_92 >> l_2260;
l_mut_80 = l_2261;
l_mut_65 = uint(0);
} else {
const bool l_2262 = l_2258 > uint(0);
if (l_2262) {
l_mut_30 = l_mut_135;
const bool l_2263 = l_2258 > uint(0);
if (l_2263) {
const uint l_2264 = l_mut_135 >> l_2258;
const uint l_2265 = uint(32) - l_2258;
const uint l_2266 = l_mut_92 << l_2265;
const uint l_2267 = l_2264 | l_2266;
l_mut_30 = l_2267;
}
const uint l_2268 = l_mut_92 >> l_2258;
l_mut_80 = l_mut_30;
l_mut_65 = l_2268;
}
}
const bool l_2269 = l_mut_65 < l_mut_447;
const bool l_2270 = l_mut_65 == l_mut_447;
const bool l_2271 = l_mut_80 < l_mut_448;
const bool l_2272 = l_2270 && l_2271;
const bool l_2273 = l_2269 || l_2272;
const bool l_2274 = !l_2273;
if (l_2274) {
l_mut_80 = l_mut_448;
l_mut_65 = l_mut_447;
const bool l_2275 = l_2258 >= uint(32);
if (l_2275) {
const uint l_2276 = l_2258 & uint(31);
const uint l_2277 = l_mut_448 << l_2276;
l_mut_80 = uint(0);
l_mut_65 = l_2277;
} else {
const bool l_2278 = l_2258 > uint(0);
if (l_2278) {
const uint l_2279 = l_mut_448 << l_2258;
const uint l_2280 = l_mut_447 << l_2258;
const uint l_2281 = uint(32) - l_2258;
const uint l_2282 = l_mut_448 >> l_2281;
const uint l_2283 = l_2280 | l_2282;
l_mut_80 = l_2279;
l_mut_65 = l_2283;
}
}
const uint l_2284 = l_mut_135 - l_mut_80;
const uint l_2285 = l_mut_92 - l_mut_65;
const bool l_2286 = l_mut_135 < l_mut_80;
const uint l_2287 = uint(l_2286);
const uint l_2288 = l_2285 - l_2287;
l_mut_135 = l_2284;
l_mut_92 = l_2288;
const uint l_2289 = uint(1) << l_2258;
l_mut_86 = l_mut_86 | l_2289;
}
}
const uint l_2290 = min(l_mut_86, l_2229);
l_mut_86 = l_2290;
const bool l_2291 = l_mut_92 < l_mut_447;
const bool l_2292 = l_mut_92 == l_mut_447;
const bool l_2293 = l_mut_135 < l_mut_448;
const bool l_2294 = l_2292 && l_2293;
const bool l_2295 = l_2291 || l_2294;
const bool l_2296 = !l_2295;
if (l_2296) {
l_mut_86 = l_2229;
}
l_mut_2035 = l_mut_86;
}
} else {
l_mut_135 = l_mut_452;
l_mut_92 = l_mut_451;
while (true) {
const bool l_2297 = l_mut_447 < l_mut_92;
const bool l_2298 = l_mut_447 == l_mut_92;
const bool l_2299 = l_mut_448 < l_mut_135;
const bool l_2300 = l_2298 && l_2299;
const bool l_2301 = l_2297 || l_2300;
const uint l_2302 = l_mut_2035 * l_mut_428;
const uint l_2303 = l_mut_401 + l_2302;
const uint l_2304 = l_2303 + l_mut_428;
const bool l_2305 = l_2304 < l_1086;
const bool l_2306 = l_2301 && l_2305;
const bool l_2307 = !l_2306;
if (l_2307) {
break;}
const uint l_2308 = l_mut_135 - l_mut_448;
const uint l_2309 = l_mut_92 - l_mut_447;
const bool l_2310 = l_mut_135 < l_mut_448;
const uint l_2311 = uint(l_2310);
const uint l_2312 = l_2309 - l_2311;
l_mut_135 = l_2308;
l_mut_92 = l_2312;
l_mut_2035 = l_mut_2035 + uint(1);
}
}
}
const uint l_2313 = l_mut_2035 * l_mut_428;
const uint l_2314 = l_mut_401 + l_2313;
const uint l_2315 = l_2314 + l_mut_428;
const bool l_2316 = l_2315 >= l_1086;
if (l_2316) {
l_mut_141 = uint(1);
} else {
const uint l_2317 = l_mut_448 * l_mut_2035;
const uint l_2318 = __umulhi(l_mut_448, l_mut_2035);
const uint l_2319 = l_mut_447 * l_mut_2035;
const uint l_2320 = l_2318 + l_2319;
const uint l_2321 = l_mut_452 - l_2317;
const uint l_2322 = l_mut_451 - l_2320;
const bool l_2323 = l_mut_452 < l_2317;
const uint l_2324 = uint(l_2323);
const uint l_2325 = l_2322 - l_2324;
l_mut_395 = l_2321;
l_mut_389 = l_2325;
const uint l_2326 = l_mut_2035 * l_mut_428;
const uint l_2327 = l_mut_401 + l_2326;
l_mut_265 = l_2327;
const uint l_2328 = l_mut_448 - l_mut_395;
const uint l_2329 = l_mut_447 - l_mut_389;
const bool l_2330 = l_mut_448 < l_mut_395;
const uint l_2331 = uint(l_2330);
const uint l_2332 = l_2329 - l_2331;
l_mut_2030 = l_2328;
l_mut_1716 = l_2332;
const uint l_2333 = l_mut_428 + l_mut_265;
l_mut_259 = l_2333;
}
}
}
l_mut_452 = l_mut_395;
l_mut_451 = l_mut_389;
l_mut_448 = l_mut_2030;
l_mut_447 = l_mut_1716;
l_mut_428 = l_mut_259;
l_mut_401 = l_mut_265;
l_mut_446 = l_mut_209;
l_mut_435 = l_mut_203;
const bool l_2334 = l_mut_141 == uint(1);
l_mut_652 = l_2334;
const bool l_2335 = l_mut_141 == uint(0);
l_mut_635 = l_2335;
}
}
const bool l_2336 = !l_mut_652;
const bool l_2337 = l_1085 && l_2336;
if (l_2337) {
const uint l_2338 = uint(1) << l_mut_1083;
l_mut_778 = l_mut_778 | l_2338;
l_mut_773 = l_mut_773 + uint(1);
const uint l_2339 = l_1084 + l_1082;
const uint l_2340 = min(l_2339, l_46);
l_mut_2035 = uint(0);

for (uint l_mut_2341 = l_1084; l_mut_2341 < l_2340; ++l_mut_2341) {
const uint l_2342 = l_49 * l_mut_2341;
const uint l_2343 = __umulhi(l_49, l_mut_2341);
const uint l_2344 = l_52 * l_mut_2341;
const uint l_2345 = l_2343 + l_2344;
const uint l_2346 = l_54 + l_2342;
const uint l_2347 = l_57 + l_2345;
const bool l_2348 = l_2346 < l_54;
const uint l_2349 = uint(l_2348);
const uint l_2350 = l_2347 + l_2349;
l_mut_2030 = uint(0);
l_mut_1716 = uint(0);
const bool l_2351 = l_mut_2341 < uint(65536);
if (l_2351) {
const uint l_2352 = l_mut_2341 * l_mut_2341;
const uint l_2353 = l_62 >> uint(31);
const bool l_2354 = l_2353 == uint(1);
l_mut_452 = l_59;
l_mut_451 = l_62;
if (l_2354) {
const uint l_2355 = uint(0) - l_59;
const uint l_2356 = uint(0) - l_62;
const bool l_2357 = uint(0) < l_59;
const uint l_2358 = uint(l_2357);
const uint l_2359 = l_2356 - l_2358;
l_mut_452 = l_2355;
l_mut_451 = l_2359;
}
const uint l_2360 = l_mut_452 * l_2352;
const uint l_2361 = l_mut_451 * l_2352;
const uint l_2362 = __umulhi(l_mut_452, l_2352);
const uint l_2363 = l_2362 + l_2361;
const uint l_2364 = __umulhi(l_mut_451, l_2352);
const bool l_2365 = l_2363 < l_2361;
const uint l_2366 = uint(l_2365);
const uint l_2367 = l_2364 + l_2366;
const uint l_2368 = l_9 % uint(32);
l_mut_448 = l_2360;
const bool l_2369 = l_2368 > uint(0);
if (l_2369) {
const uint l_2370 = l_2360 >> l_2368;
const uint l_2371 = uint(32) - l_2368;
const uint l_2372 = l_2363 << l_2371;
const uint l_2373 = l_2370 | l_2372;
l_mut_448 = l_2373;
}
l_mut_447 = l_2363;
const bool l_2374 = l_2368 > uint(0);
if (l_2374) {
const uint l_2375 = l_2363 >> l_2368;
const uint l_2376 = uint(32) - l_2368;
const uint l_2377 = l_2367 << l_2376;
const uint l_2378 = l_2375 | l_2377;
l_mut_447 = l_2378;
}
l_mut_446 = l_mut_448;
l_mut_448 = l_mut_447;
const bool l_2379 = l_9 >= uint(64);
if (l_2379) {
l_mut_446 = l_2367;
l_mut_448 = uint(0);
} else {
const bool l_2380 = l_9 >= uint(32);
if (l_2380) {
l_mut_447 = l_2363;
const bool l_2381 = l_2368 > uint(0);
if (l_2381) {
const uint l_2382 = l_2363 >> l_2368;
const uint l_2383 = uint(32) - l_2368;
const uint l_2384 = l_2367 << l_2383;
const uint l_2385 = l_2382 | l_2384;
l_mut_447 = l_2385;
}
const uint l_2386 = l_2367 >> l_2368;
l_mut_446 = l_mut_447;
l_mut_448 = l_2386;
}
}
l_mut_452 = l_mut_446;
l_mut_451 = l_mut_448;
if (l_2354) {
const uint l_2387 = uint(0) - l_mut_452;
const uint l_2388 = uint(0) - l_mut_451;
const bool l_2389 = uint(0) < l_mut_452;
const uint l_2390 = uint(l_2389);
const uint l_2391 = l_2388 - l_2390;
l_mut_452 = l_2387;
l_mut_451 = l_2391;
}
l_mut_2030 = l_mut_452;
l_mut_1716 = l_mut_451;
} else {
const uint l_2392 = l_62 >> uint(31);
const bool l_2393 = l_2392 == uint(1);
l_mut_452 = l_59;
l_mut_451 = l_62;
if (l_2393) {
const uint l_2394 = uint(0) - l_59;
const uint l_2395 = uint(0) - l_62;
const bool l_2396 = uint(0) < l_59;
const uint l_2397 = uint(l_2396);
const uint l_2398 = l_2395 - l_2397;
l_mut_452 = l_2394;
l_mut_451 = l_2398;
}
const uint l_2399 = l_mut_452 * l_mut_2341;
const uint l_2400 = l_mut_451 * l_mut_2341;
const uint l_2401 = __umulhi(l_mut_452, l_mut_2341);
const uint l_2402 = l_2401 + l_2400;
const uint l_2403 = __umulhi(l_mut_451, l_mut_2341);
const bool l_2404 = l_2402 < l_2400;
const uint l_2405 = uint(l_2404);
const uint l_2406 = l_2403 + l_2405;
const uint l_2407 = uint(0) % uint(32);
l_mut_448 = l_2399;
const bool l_2408 = l_2407 > uint(0);
if (l_2408) {
const uint l_2409 = l_2399 >> l_2407;
const uint l_2410 = uint(32) - l_2407;
const uint l_2411 = l_2402 << l_2410;
const uint l_2412 = l_2409 | l_2411;
l_mut_448 = l_2412;
}
l_mut_447 = l_2402;
const bool l_2413 = l_2407 > uint(0);
if (l_2413) {
const uint l_2414 = l_2402 >> l_2407;
const uint l_2415 = uint(32) - l_2407;
const uint l_2416 = l_2406 << l_2415;
const uint l_2417 = l_2414 | l_2416;
l_mut_447 = l_2417;
}
l_mut_446 = l_mut_448;
l_mut_448 = l_mut_447;
const bool l_2418 = uint(0) >= uint(64);
if (l_2418) {
l_mut_446 = l_2406;
l_mut_448 = uint(0);
} else {
const bool l_2419 = uint(0) >= uint(32);
if (l_2419) {
l_mut_447 = l_2402;
const bool l_2420 = l_2407 > uint(0);
if (l_2420) {
const uint l_2421 = l_2402 >> l_2407;
const uint l_2422 = uint(32) - l_2407;
const uint l_2423 = l_2406 << l_2422;
const uint l_2424 = l_2421 | l_2423;
l_mut_447 = l_2424;
}
const uint l_2425 = l_2406 >> l_2407;
l_mut_446 = l_mut_447;
l_mut_448 = l_2425;
}
}
const uint l_2426 = l_mut_452 * l_mut_2341;
const uint l_2427 = l_mut_451 * l_mut_2341;
const uint l_2428 = __umulhi(l_mut_452, l_mut_2341);
const uint l_2429 = l_2428 + l_2427;
const uint l_2430 = __umulhi(l_mut_451, l_mut_2341);
const bool l_2431 = l_2429 < l_2427;
const uint l_2432 = uint(l_2431);
const uint l_2433 = l_2430 + l_2432;
const uint l_2434 = uint(64) % uint(32);
l_mut_447 = l_2426;
const bool l_2435 = l_2434 > uint(0);
if (l_2435) {
const uint l_2436 = l_2426 >> l_2434;
const uint l_2437 = uint(32) - l_2434;
const uint l_2438 = l_2429 << l_2437;
const uint l_2439 = l_2436 | l_2438;
l_mut_447 = l_2439;
}
l_mut_435 = l_2429;
const bool l_2440 = l_2434 > uint(0);
if (l_2440) {
const uint l_2441 = l_2429 >> l_2434;
const uint l_2442 = uint(32) - l_2434;
const uint l_2443 = l_2433 << l_2442;
const uint l_2444 = l_2441 | l_2443;
l_mut_435 = l_2444;
}
l_mut_428 = l_mut_447;
l_mut_447 = l_mut_435;
const bool l_2445 = uint(64) >= uint(64);
if (l_2445) {
l_mut_428 = l_2433;
l_mut_447 = uint(0);
} else {
const bool l_2446 = uint(64) >= uint(32);
if (l_2446) {
l_mut_435 = l_2429;
const bool l_2447 = l_2434 > uint(0);
if (l_2447) {
const uint l_2448 = l_2429 >> l_2434;
const uint l_2449 = uint(32) - l_2434;
const uint l_2450 = l_2433 << l_2449;
const uint l_2451 = l_2448 | l_2450;
l_mut_435 = l_2451;
}
const uint l_2452 = l_2433 >> l_2434;
l_mut_428 = l_mut_435;
l_mut_447 = l_2452;
}
}
const uint l_2453 = l_mut_446 * l_mut_2341;
const uint l_2454 = l_mut_448 * l_mut_2341;
const uint l_2455 = __umulhi(l_mut_446, l_mut_2341);
const uint l_2456 = l_2455 + l_2454;
const uint l_2457 = __umulhi(l_mut_448, l_mut_2341);
const bool l_2458 = l_2456 < l_2454;
const uint l_2459 = uint(l_2458);
const uint l_2460 = l_2457 + l_2459;
const uint l_2461 = uint(0) % uint(32);
l_mut_452 = l_2453;
const bool l_2462 = l_2461 > uint(0);
if (l_2462) {
const uint l_2463 = l_2453 >> l_2461;
const uint l_2464 = uint(32) - l_2461;
const uint l_2465 = l_2456 << l_2464;
const uint l_2466 = l_2463 | l_2465;
l_mut_452 = l_2466;
}
l_mut_451 = l_2456;
const bool l_2467 = l_2461 > uint(0);
if (l_2467) {
const uint l_2468 = l_2456 >> l_2461;
const uint l_2469 = uint(32) - l_2461;
const uint l_2470 = l_2460 << l_2469;
const uint l_2471 = l_2468 | l_2470;
l_mut_451 = l_2471;
}
l_mut_435 = l_mut_452;
l_mut_452 = l_mut_451;
const bool l_2472 = uint(0) >= uint(64);
if (l_2472) {
l_mut_435 = l_2460;
l_mut_452 = uint(0);
} else {
const bool l_2473 = uint(0) >= uint(32);
if (l_2473) {
l_mut_451 = l_2456;
const bool l_2474 = l_2461 > uint(0);
if (l_2474) {
const uint l_2475 = l_2456 >> l_2461;
const uint l_2476 = uint(32) - l_2461;
const uint l_2477 = l_2460 << l_2476;
const uint l_2478 = l_2475 | l_2477;
l_mut_451 = l_2478;
}
const uint l_2479 = l_2460 >> l_2461;
l_mut_435 = l_mut_451;
l_mut_452 = l_2479;
}
}
const uint l_2480 = l_mut_446 * l_mut_2341;
const uint l_2481 = l_mut_448 * l_mut_2341;
const uint l_2482 = __umulhi(l_mut_446, l_mut_2341);
const uint l_2483 = l_2482 + l_2481;
const uint l_2484 = __umulhi(l_mut_448, l_mut_2341);
const bool l_2485 = l_2483 < l_2481;
const uint l_2486 = uint(l_2485);
const uint l_2487 = l_2484 + l_2486;
const uint l_2488 = uint(64) % uint(32);
l_mut_451 = l_2480;
const bool l_2489 = l_2488 > uint(0);
if (l_2489) {
const uint l_2490 = l_2480 >> l_2488;
const uint l_2491 = uint(32) - l_2488;
const uint l_2492 = l_2483 << l_2491;
const uint l_2493 = l_2490 | l_2492;
l_mut_451 = l_2493;
}
l_mut_401 = l_2483;
const bool l_2494 = l_2488 > uint(0);
if (l_2494) {
const uint l_2495 = l_2483 >> l_2488;
const uint l_2496 = uint(32) - l_2488;
const uint l_2497 = l_2487 << l_2496;
const uint l_2498 = l_2495 | l_2497;
l_mut_401 = l_2498;
}
l_mut_395 = l_mut_451;
l_mut_451 = l_mut_401;
const bool l_2499 = uint(64) >= uint(64);
if (l_2499) {
l_mut_395 = l_2487;
l_mut_451 = uint(0);
} else {
const bool l_2500 = uint(64) >= uint(32);
if (l_2500) {
l_mut_401 = l_2483;
const bool l_2501 = l_2488 > uint(0);
if (l_2501) {
const uint l_2502 = l_2483 >> l_2488;
const uint l_2503 = uint(32) - l_2488;
const uint l_2504 = l_2487 << l_2503;
const uint l_2505 = l_2502 | l_2504;
l_mut_401 = l_2505;
}
const uint l_2506 = l_2487 >> l_2488;
l_mut_395 = l_mut_401;
l_mut_451 = l_2506;
}
}
const uint l_2507 = l_mut_428 * l_mut_2341;
const uint l_2508 = __umulhi(l_mut_428, l_mut_2341);
const uint l_2509 = l_mut_447 * l_mut_2341;
const uint l_2510 = l_2508 + l_2509;
const uint l_2511 = l_mut_395 + l_2507;
const uint l_2512 = l_mut_451 + l_2510;
const bool l_2513 = l_2511 < l_mut_395;
const uint l_2514 = uint(l_2513);
const uint l_2515 = l_2512 + l_2514;
l_mut_2030 = l_mut_435;
l_mut_1716 = l_mut_452;
const bool l_2516 = l_9 == uint(64);
if (l_2516) {
l_mut_2030 = l_2511;
l_mut_1716 = l_2515;
} else {
const bool l_2517 = l_9 > uint(0);
if (l_2517) {
const uint l_2518 = uint(64) - l_9;
l_mut_451 = l_2511;
l_mut_448 = l_2515;
const bool l_2519 = l_2518 >= uint(32);
if (l_2519) {
const uint l_2520 = l_2518 & uint(31);
const uint l_2521 = l_2511 << l_2520;
l_mut_451 = uint(0);
l_mut_448 = l_2521;
} else {
const bool l_2522 = l_2518 > uint(0);
if (l_2522) {
const uint l_2523 = l_2511 << l_2518;
const uint l_2524 = l_2515 << l_2518;
const uint l_2525 = uint(32) - l_2518;
const uint l_2526 = l_2511 >> l_2525;
const uint l_2527 = l_2524 | l_2526;
l_mut_451 = l_2523;
l_mut_448 = l_2527;
}
}
l_mut_447 = l_mut_435;
l_mut_446 = l_mut_452;
const bool l_2528 = l_9 >= uint(32);
if (l_2528) {
const uint l_2529 = l_9 & uint(31);
const uint l_2530 = l_mut_452 >> l_2529;
l_mut_447 = l_2530;
l_mut_446 = uint(0);
} else {
const bool l_2531 = l_9 > uint(0);
if (l_2531) {
l_mut_428 = l_mut_435;
const bool l_2532 = l_9 > uint(0);
if (l_2532) {
const uint l_2533 = l_mut_435 >> l_9;
const uint l_2534 = uint(32) - l_9;
const uint l_2535 = l_mut_452 << l_2534;
const uint l_2536 = l_2533 | l_2535;
l_mut_428 = l_2536;
}
const uint l_2537 = l_mut_452 >> l_9;
l_mut_447 = l_mut_428;
l_mut_446 = l_2537;
}
}
const uint l_2538 = l_mut_451 + l_mut_447;
const uint l_2539 = l_mut_448 + l_mut_446;
const bool l_2540 = l_2538 < l_mut_451;
const uint l_2541 = uint(l_2540);
const uint l_2542 = l_2539 + l_2541;
l_mut_2030 = l_2538;
l_mut_1716 = l_2542;
}
}
if (l_2393) {
const uint l_2543 = uint(0) - l_mut_2030;
const uint l_2544 = uint(0) - l_mut_1716;
const bool l_2545 = uint(0) < l_mut_2030;
const uint l_2546 = uint(l_2545);
const uint l_2547 = l_2544 - l_2546;
l_mut_2030 = l_2543;
l_mut_1716 = l_2547;
}
}
const uint l_2548 = l_2346 + l_mut_2030;
const uint l_2549 = l_2350 + l_mut_1716;
const bool l_2550 = l_2548 < l_2346;
const uint l_2551 = uint(l_2550);
const uint l_2552 = l_2549 + l_2551;
const uint l_2553 = uint(0) - l_2548;
const uint l_2554 = uint(0) - l_2552;
const bool l_2555 = uint(0) < l_2548;
const uint l_2556 = uint(l_2555);
const uint l_2557 = l_2554 - l_2556;
l_mut_2030 = l_2553;
l_mut_1716 = l_2557;
const bool l_2558 = l_2552 < l_mut_1716;
const bool l_2559 = l_2552 == l_mut_1716;
const bool l_2560 = l_2548 < l_mut_2030;
const bool l_2561 = l_2559 && l_2560;
const bool l_2562 = l_2558 || l_2561;
if (l_2562) {
l_mut_2030 = l_2548;
l_mut_1716 = l_2552;
}
const bool l_2563 = l_mut_1716 < l_17;
const bool l_2564 = l_mut_1716 == l_17;
const bool l_2565 = l_mut_2030 < l_14;
const bool l_2566 = l_2564 && l_2565;
const bool l_2567 = l_2563 || l_2566;
const uint l_2568 = uint(l_2567);
l_mut_2035 = l_mut_2035 + l_2568;
}
l_mut_457 = l_mut_457 + l_mut_2035;
}
}
const bool l_2569 = l_mut_773 > uint(0);
if (l_2569) {
const uint l_2922 = info.static_meta[uint(5)];
const uint l_2923 = l_2922 * uint(1);
const uint l_2924 = l_2923 - uint(1);
const uint l_2925 = min(uint(1), l_2924);
device atomic_uint* l_2926 = &buffer_5[l_2925];
atomic_uint* l_2570 = l_2926;
const uint l_2571 = atomic_fetch_add_explicit(l_2570, l_mut_773, memory_order_relaxed);
}
const bool l_2572 = l_mut_457 > uint(0);
if (l_2572) {
const uint l_2927 = info.static_meta[uint(5)];
const uint l_2928 = l_2927 * uint(1);
const uint l_2929 = l_2928 - uint(1);
const uint l_2930 = min(uint(2), l_2929);
device atomic_uint* l_2931 = &buffer_5[l_2930];
atomic_uint* l_2573 = l_2931;
const uint l_2574 = atomic_fetch_add_explicit(l_2573, l_mut_457, memory_order_relaxed);
l_mut_2035 = l_2574;

for (uint l_mut_2575 = uint(0); l_mut_2575 < uint(8); ++l_mut_2575) {
const uint l_2576 = l_mut_778 >> l_mut_2575;
const uint l_2577 = l_2576 & uint(1);
const bool l_2578 = l_2577 == uint(1);
if (l_2578) {
const uint l_2579 = l_mut_2575 * l_1082;
const uint l_2580 = l_2579 + l_1082;
const uint l_2581 = min(l_2580, l_46);
l_mut_2030 = l_mut_2035;

for (uint l_mut_2582 = l_2579; l_mut_2582 < l_2581; ++l_mut_2582) {
const uint l_2583 = l_49 * l_mut_2582;
const uint l_2584 = __umulhi(l_49, l_mut_2582);
const uint l_2585 = l_52 * l_mut_2582;
const uint l_2586 = l_2584 + l_2585;
const uint l_2587 = l_54 + l_2583;
const uint l_2588 = l_57 + l_2586;
const bool l_2589 = l_2587 < l_54;
const uint l_2590 = uint(l_2589);
const uint l_2591 = l_2588 + l_2590;
l_mut_1716 = uint(0);
l_mut_773 = uint(0);
const bool l_2592 = l_mut_2582 < uint(65536);
if (l_2592) {
const uint l_2593 = l_mut_2582 * l_mut_2582;
const uint l_2594 = l_62 >> uint(31);
const bool l_2595 = l_2594 == uint(1);
l_mut_457 = l_59;
l_mut_452 = l_62;
if (l_2595) {
const uint l_2596 = uint(0) - l_59;
const uint l_2597 = uint(0) - l_62;
const bool l_2598 = uint(0) < l_59;
const uint l_2599 = uint(l_2598);
const uint l_2600 = l_2597 - l_2599;
l_mut_457 = l_2596;
l_mut_452 = l_2600;
}
const uint l_2601 = l_mut_457 * l_2593;
const uint l_2602 = l_mut_452 * l_2593;
const uint l_2603 = __umulhi(l_mut_457, l_2593);
const uint l_2604 = l_2603 + l_2602;
const uint l_2605 = __umulhi(l_mut_452, l_2593);
const bool l_2606 = l_2604 < l_2602;
const uint l_2607 = uint(l_2606);
const uint l_2608 = l_2605 + l_2607;
const uint l_2609 = l_9 % uint(32);
l_mut_451 = l_2601;
const bool l_2610 = l_2609 > uint(0);
if (l_2610) {
const uint l_2611 = l_2601 >> l_2609;
const uint l_2612 = uint(32) - l_2609;
const uint l_2613 = l_2604 << l_2612;
const uint l_2614 = l_2611 | l_2613;
l_mut_451 = l_2614;
}
l_mut_448 = l_2604;
const bool l_2615 = l_2609 > uint(0);
if (l_2615) {
const uint l_2616 = l_2604 >> l_2609;
const uint l_2617 = uint(32) - l_2609;
const uint l_2618 = l_2608 << l_2617;
const uint l_2619 = l_2616 | l_2618;
l_mut_448 = l_2619;
}
l_mut_447 = l_mut_451;
l_mut_451 = l_mut_448;
const bool l_2620 = l_9 >= uint(64);
if (l_2620) {
l_mut_447 = l_2608;
l_mut_451 = uint(0);
} else {
const bool l_2621 = l_9 >= uint(32);
if (l_2621) {
l_mut_448 = l_2604;
const bool l_2622 = l_2609 > uint(0);
if (l_2622) {
const uint l_2623 = l_2604 >> l_2609;
const uint l_2624 = uint(32) - l_2609;
const uint l_2625 = l_2608 << l_2624;
const uint l_2626 = l_2623 | l_2625;
l_mut_448 = l_2626;
}
const uint l_2627 = l_2608 >> l_2609;
l_mut_447 = l_mut_448;
l_mut_451 = l_2627;
}
}
l_mut_457 = l_mut_447;
l_mut_452 = l_mut_451;
if (l_2595) {
const uint l_2628 = uint(0) - l_mut_457;
const uint l_2629 = uint(0) - l_mut_452;
const bool l_2630 = uint(0) < l_mut_457;
const uint l_2631 = uint(l_2630);
const uint l_2632 = l_2629 - l_2631;
l_mut_457 = l_2628;
l_mut_452 = l_2632;
}
l_mut_1716 = l_mut_457;
l_mut_773 = l_mut_452;
} else {
const uint l_2633 = l_62 >> uint(31);
const bool l_2634 = l_2633 == uint(1);
l_mut_457 = l_59;
l_mut_452 = l_62;
if (l_2634) {
const uint l_2635 = uint(0) - l_59;
const uint l_2636 = uint(0) - l_62;
const bool l_2637 = uint(0) < l_59;
const uint l_2638 = uint(l_2637);
const uint l_2639 = l_2636 - l_2638;
l_mut_457 = l_2635;
l_mut_452 = l_2639;
}
const uint l_2640 = l_mut_457 * l_mut_2582;
const uint l_2641 = l_mut_452 * l_mut_2582;
const uint l_2642 = __umulhi(l_mut_457, l_mut_2582);
const uint l_2643 = l_2642 + l_2641;
const uint l_2644 = __umulhi(l_mut_452, l_mut_2582);
const bool l_2645 = l_2643 < l_2641;
const uint l_2646 = uint(l_2645);
const uint l_2647 = l_2644 + l_2646;
const uint l_2648 = uint(0) % uint(32);
l_mut_451 = l_2640;
const bool l_2649 = l_2648 > uint(0);
if (l_2649) {
const uint l_2650 = l_2640 >> l_2648;
const uint l_2651 = uint(32) - l_2648;
const uint l_2652 = l_2643 << l_2651;
const uint l_2653 = l_2650 | l_2652;
l_mut_451 = l_2653;
}
l_mut_448 = l_2643;
const bool l_2654 = l_2648 > uint(0);
if (l_2654) {
const uint l_2655 = l_2643 >> l_2648;
const uint l_2656 = uint(32) - l_2648;
const uint l_2657 = l_2647 << l_2656;
const uint l_2658 = l_2655 | l_2657;
l_mut_448 = l_2658;
}
l_mut_447 = l_mut_451;
l_mut_451 = l_mut_448;
const bool l_2659 = uint(0) >= uint(64);
if (l_2659) {
l_mut_447 = l_2647;
l_mut_451 = uint(0);
} else {
const bool l_2660 = uint(0) >= uint(32);
if (l_2660) {
l_mut_448 = l_2643;
const bool l_2661 = l_2648 > uint(0);
if (l_2661) {
const uint l_2662 = l_2643 >> l_2648;
const uint l_2663 = uint(32) - l_2648;
const uint l_2664 = l_2647 << l_2663;
const uint l_2665 = l_2662 | l_2664;
l_mut_448 = l_2665;
}
const uint l_2666 = l_2647 >> l_2648;
l_mut_447 = l_mut_448;
l_mut_451 = l_2666;
}
}
const uint l_2667 = l_mut_457 * l_mut_2582;
const uint l_2668 = l_mut_452 * l_mut_2582;
const uint l_2669 = __umulhi(l_mut_457, l_mut_2582);
const uint l_2670 = l_2669 + l_2668;
const uint l_2671 = __umulhi(l_mut_452, l_mut_2582);
const bool l_2672 = l_2670 < l_2668;
const uint l_2673 = uint(l_2672);
const uint l_2674 = l_2671 + l_2673;
const uint l_2675 = uint(64) % uint(32);
l_mut_448 = l_2667;
const bool l_2676 = l_2675 > uint(0);
if (l_2676) {
const uint l_2677 = l_2667 >> l_2675;
const uint l_2678 = uint(32) - l_2675;
const uint l_2679 = l_2670 << l_2678;
const uint l_2680 = l_2677 | l_2679;
l_mut_448 = l_2680;
}
l_mut_446 = l_2670;
const bool l_2681 = l_2675 > uint(0);
if (l_2681) {
const uint l_2682 = l_2670 >> l_2675;
const uint l_2683 = uint(32) - l_2675;
const uint l_2684 = l_2674 << l_2683;
const uint l_2685 = l_2682 | l_2684;
l_mut_446 = l_2685;
}
l_mut_435 = l_mut_448;
l_mut_448 = l_mut_446;
const bool l_2686 = uint(64) >= uint(64);
if (l_2686) {
l_mut_435 = l_2674;
l_mut_448 = uint(0);
} else {
const bool l_2687 = uint(64) >= uint(32);
if (l_2687) {
l_mut_446 = l_2670;
const bool l_2688 = l_2675 > uint(0);
if (l_2688) {
const uint l_2689 = l_2670 >> l_2675;
const uint l_2690 = uint(32) - l_2675;
const uint l_2691 = l_2674 << l_2690;
const uint l_2692 = l_2689 | l_2691;
l_mut_446 = l_2692;
}
const uint l_2693 = l_2674 >> l_2675;
l_mut_435 = l_mut_446;
l_mut_448 = l_2693;
}
}
const uint l_2694 = l_mut_447 * l_mut_2582;
const uint l_2695 = l_mut_451 * l_mut_2582;
const uint l_2696 = __umulhi(l_mut_447, l_mut_2582);
const uint l_2697 = l_2696 + l_2695;
const uint l_2698 = __umulhi(l_mut_451, l_mut_2582);
const bool l_2699 = l_2697 < l_2695;
const uint l_2700 = uint(l_2699);
const uint l_2701 = l_2698 + l_2700;
const uint l_2702 = uint(0) % uint(32);
l_mut_457 = l_2694;
const bool l_2703 = l_2702 > uint(0);
if (l_2703) {
const uint l_2704 = l_2694 >> l_2702;
const uint l_2705 = uint(32) - l_2702;
const uint l_2706 = l_2697 << l_2705;
const uint l_2707 = l_2704 | l_2706;
l_mut_457 = l_2707;
}
l_mut_452 = l_2697;
const bool l_2708 = l_2702 > uint(0);
if (l_2708) {
const uint l_2709 = l_2697 >> l_2702;
const uint l_2710 = uint(32) - l_2702;
const uint l_2711 = l_2701 << l_2710;
const uint l_2712 = l_2709 | l_2711;
l_mut_452 = l_2712;
}
l_mut_446 = l_mut_457;
l_mut_457 = l_mut_452;
const bool l_2713 = uint(0) >= uint(64);
if (l_2713) {
l_mut_446 = l_2701;
l_mut_457 = uint(0);
} else {
const bool l_2714 = uint(0) >= uint(32);
if (l_2714) {
l_mut_452 = l_2697;
const bool l_2715 = l_2702 > uint(0);
if (l_2715) {
const uint l_2716 = l_2697 >> l_2702;
const uint l_2717 = uint(32) - l_2702;
const uint l_2718 = l_2701 << l_2717;
const uint l_2719 = l_2716 | l_2718;
l_mut_452 = l_2719;
}
const uint l_2720 = l_2701 >> l_2702;
l_mut_446 = l_mut_452;
l_mut_457 = l_2720;
}
}
const uint l_2721 = l_mut_447 * l_mut_2582;
const uint l_2722 = l_mut_451 * l_mut_2582;
const uint l_2723 = __umulhi(l_mut_447, l_mut_2582);
const uint l_2724 = l_2723 + l_2722;
const uint l_2725 = __umulhi(l_mut_451, l_mut_2582);
const bool l_2726 = l_2724 < l_2722;
const uint l_2727 = uint(l_2726);
const uint l_2728 = l_2725 + l_2727;
const uint l_2729 = uint(64) % uint(32);
l_mut_452 = l_2721;
const bool l_2730 = l_2729 > uint(0);
if (l_2730) {
const uint l_2731 = l_2721 >> l_2729;
const uint l_2732 = uint(32) - l_2729;
const uint l_2733 = l_2724 << l_2732;
const uint l_2734 = l_2731 | l_2733;
l_mut_452 = l_2734;
}
l_mut_428 = l_2724;
const bool l_2735 = l_2729 > uint(0);
if (l_2735) {
const uint l_2736 = l_2724 >> l_2729;
const uint l_2737 = uint(32) - l_2729;
const uint l_2738 = l_2728 << l_2737;
const uint l_2739 = l_2736 | l_2738;
l_mut_428 = l_2739;
}
l_mut_401 = l_mut_452;
l_mut_452 = l_mut_428;
const bool l_2740 = uint(64) >= uint(64);
if (l_2740) {
l_mut_401 = l_2728;
l_mut_452 = uint(0);
} else {
const bool l_2741 = uint(64) >= uint(32);
if (l_2741) {
l_mut_428 = l_2724;
const bool l_2742 = l_2729 > uint(0);
if (l_2742) {
const uint l_2743 = l_2724 >> l_2729;
const uint l_2744 = uint(32) - l_2729;
const uint l_2745 = l_2728 << l_2744;
const uint l_2746 = l_2743 | l_2745;
l_mut_428 = l_2746;
}
const uint l_2747 = l_2728 >> l_2729;
l_mut_401 = l_mut_428;
l_mut_452 = l_2747;
}
}
const uint l_2748 = l_mut_435 * l_mut_2582;
const uint l_2749 = __umulhi(l_mut_435, l_mut_2582);
const uint l_2750 = l_mut_448 * l_mut_2582;
const uint l_2751 = l_2749 + l_2750;
const uint l_2752 = l_mut_401 + l_2748;
const uint l_2753 = l_mut_452 + l_2751;
const bool l_2754 = l_2752 < l_mut_401;
const uint l_2755 = uint(l_2754);
const uint l_2756 = l_2753 + l_2755;
l_mut_1716 = l_mut_446;
l_mut_773 = l_mut_457;
const bool l_2757 = l_9 == uint(64);
if (l_2757) {
l_mut_1716 = l_2752;
l_mut_773 = l_2756;
} else {
const bool l_2758 = l_9 > uint(0);
if (l_2758) {
const uint l_2759 = uint(64) - l_9;
l_mut_452 = l_2752;
l_mut_451 = l_2756;
const bool l_2760 = l_2759 >= uint(32);
if (l_2760) {
const uint l_2761 = l_2759 & uint(31);
const uint l_2762 = l_2752 << l_2761;
l_mut_452 = uint(0);
l_mut_451 = l_2762;
} else {
const bool l_2763 = l_2759 > uint(0);
if (l_2763) {
const uint l_2764 = l_2752 << l_2759;
const uint l_2765 = l_2756 << l_2759;
const uint l_2766 = uint(32) - l_2759;
const uint l_2767 = l_2752 >> l_2766;
const uint l_2768 = l_2765 | l_2767;
l_mut_452 = l_2764;
l_mut_451 = l_2768;
}
}
l_mut_448 = l_mut_446;
l_mut_447 = l_mut_457;
const bool l_2769 = l_9 >= uint(32);
if (l_2769) {
const uint l_2770 = l_9 & uint(31);
const uint l_2771 = l_mut_457 >> l_2770;
l_mut_448 = l_2771;
l_mut_447 = uint(0);
} else {
const bool l_2772 = l_9 > uint(0);
if (l_2772) {
l_mut_435 = l_mut_446;
const bool l_2773 = l_9 > uint(0);
if (l_2773) {
const uint l_2774 = l_mut_446 >> l_9;
const uint l_2775 = uint(32) - l_9;
const uint l_2776 = l_mut_457 << l_2775;
const uint l_2777 = l_2774 | l_2776;
l_mut_435 = l_2777;
}
const uint l_2778 = l_mut_457 >> l_9;
l_mut_448 = l_mut_435;
l_mut_447 = l_2778;
}
}
const uint l_2779 = l_mut_452 + l_mut_448;
const uint l_2780 = l_mut_451 + l_mut_447;
const bool l_2781 = l_2779 < l_mut_452;
const uint l_2782 = uint(l_2781);
const uint l_2783 = l_2780 + l_2782;
l_mut_1716 = l_2779;
l_mut_773 = l_2783;
}
}
if (l_2634) {
const uint l_2784 = uint(0) - l_mut_1716;
const uint l_2785 = uint(0) - l_mut_773;
const bool l_2786 = uint(0) < l_mut_1716;
const uint l_2787 = uint(l_2786);
const uint l_2788 = l_2785 - l_2787;
l_mut_1716 = l_2784;
l_mut_773 = l_2788;
}
}
const uint l_2789 = l_2587 + l_mut_1716;
const uint l_2790 = l_2591 + l_mut_773;
const bool l_2791 = l_2789 < l_2587;
const uint l_2792 = uint(l_2791);
const uint l_2793 = l_2790 + l_2792;
const uint l_2794 = uint(0) - l_2789;
const uint l_2795 = uint(0) - l_2793;
const bool l_2796 = uint(0) < l_2789;
const uint l_2797 = uint(l_2796);
const uint l_2798 = l_2795 - l_2797;
l_mut_1716 = l_2794;
l_mut_773 = l_2798;
const bool l_2799 = l_2793 < l_mut_773;
const bool l_2800 = l_2793 == l_mut_773;
const bool l_2801 = l_2789 < l_mut_1716;
const bool l_2802 = l_2800 && l_2801;
const bool l_2803 = l_2799 || l_2802;
if (l_2803) {
l_mut_1716 = l_2789;
l_mut_773 = l_2793;
}
const bool l_2804 = l_mut_773 < l_17;
const bool l_2805 = l_mut_773 == l_17;
const bool l_2806 = l_mut_1716 < l_14;
const bool l_2807 = l_2805 && l_2806;
const bool l_2808 = l_2804 || l_2807;
if (l_2808) {
const uint l_2809 = l_mut_2030 * uint(2);
const uint l_2810 = l_2809 + uint(1);
const uint l_2811 = info.static_meta[uint(10)];
const bool l_2812 = l_2810 < l_2811;
if (l_2812) {
const uint l_2932 = info.static_meta[uint(4)];
const uint l_2933 = l_2932 * uint(1);
const bool l_2934 = l_2809 < l_2933;
if (l_2934) {
buffer_4[l_2809] = thread_index_in_grid;
}
const uint l_2813 = l_2809 + uint(1);
const uint l_2935 = info.static_meta[uint(4)];
const uint l_2936 = l_2935 * uint(1);
const bool l_2937 = l_2813 < l_2936;
if (l_2937) {
buffer_4[l_2813] = l_mut_2582;
}
}
l_mut_2030 = l_mut_2030 + uint(1);
}
}
l_mut_2035 = l_mut_2030;
}
}
}
}
}

}
