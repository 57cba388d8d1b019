
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
void phase1(
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
bool l_mut_659;
uint l_mut_135;
uint l_mut_141;
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
uint l_mut_795;
uint l_mut_800;
uint l_mut_80;
uint l_mut_86;
uint l_mut_92;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_935 = info.static_meta[uint(5)];
const uint l_936 = l_935 * uint(1);
const uint l_937 = l_936 - uint(1);
const uint l_938 = min(uint(3), l_937);
device atomic_uint* l_939 = &buffer_5[l_938];
atomic_uint* l_1 = l_939;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_879 = info.static_meta[uint(3)];
const uint l_880 = l_879 * uint(1);
const bool l_881 = l_3 < l_880;
const uint l_882 = l_880 - uint(1);
const uint l_883 = min(l_3, l_882);
const uint l_884 = buffer_3[l_883];
const uint l_885 = (l_881) ? l_884 : uint(0);
const uint l_4 = l_885;
const uint l_5 = uint(2) * uint(0);
const uint l_6 = l_5 + uint(1);
const uint l_886 = info.static_meta[uint(3)];
const uint l_887 = l_886 * uint(1);
const bool l_888 = l_6 < l_887;
const uint l_889 = l_887 - uint(1);
const uint l_890 = min(l_6, l_889);
const uint l_891 = buffer_3[l_890];
const uint l_892 = (l_888) ? l_891 : uint(0);
const uint l_7 = l_892;
const uint l_8 = uint(2) * uint(1);
const uint l_893 = info.static_meta[uint(3)];
const uint l_894 = l_893 * uint(1);
const bool l_895 = l_8 < l_894;
const uint l_896 = l_894 - uint(1);
const uint l_897 = min(l_8, l_896);
const uint l_898 = buffer_3[l_897];
const uint l_899 = (l_895) ? l_898 : uint(0);
const uint l_9 = l_899;
const uint l_10 = uint(2) * uint(1);
const uint l_11 = l_10 + uint(1);
const uint l_900 = info.static_meta[uint(3)];
const uint l_901 = l_900 * uint(1);
const bool l_902 = l_11 < l_901;
const uint l_903 = l_901 - uint(1);
const uint l_904 = min(l_11, l_903);
const uint l_905 = buffer_3[l_904];
const uint l_906 = (l_902) ? l_905 : uint(0);
const uint l_12 = l_906;
const uint l_13 = uint(2) * uint(2);
const uint l_907 = info.static_meta[uint(3)];
const uint l_908 = l_907 * uint(1);
const bool l_909 = l_13 < l_908;
const uint l_910 = l_908 - uint(1);
const uint l_911 = min(l_13, l_910);
const uint l_912 = buffer_3[l_911];
const uint l_913 = (l_909) ? l_912 : uint(0);
const uint l_14 = l_913;
const uint l_15 = uint(2) * uint(2);
const uint l_16 = l_15 + uint(1);
const uint l_914 = info.static_meta[uint(3)];
const uint l_915 = l_914 * uint(1);
const bool l_916 = l_16 < l_915;
const uint l_917 = l_915 - uint(1);
const uint l_918 = min(l_16, l_917);
const uint l_919 = buffer_3[l_918];
const uint l_920 = (l_916) ? l_919 : uint(0);
const uint l_17 = l_920;
const uint l_18 = uint(2) * uint(3);
const uint l_921 = info.static_meta[uint(3)];
const uint l_922 = l_921 * uint(1);
const bool l_923 = l_18 < l_922;
const uint l_924 = l_922 - uint(1);
const uint l_925 = min(l_18, l_924);
const uint l_926 = buffer_3[l_925];
const uint l_927 = (l_923) ? l_926 : uint(0);
const uint l_19 = l_927;
const uint l_20 = uint(2) * uint(3);
const uint l_21 = l_20 + uint(1);
const uint l_928 = info.static_meta[uint(3)];
const uint l_929 = l_928 * uint(1);
const bool l_930 = l_21 < l_929;
const uint l_931 = l_929 - uint(1);
const uint l_932 = min(l_21, l_931);
const uint l_933 = buffer_3[l_932];
const uint l_934 = (l_930) ? l_933 : uint(0);
const uint l_22 = l_934;
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
const bool l_46 = l_mut_30 > uint(0);
const bool l_47 = l_25 && l_46;
if (l_47) {
const uint l_48 = uint(2) * thread_index_in_grid;
const uint l_940 = info.static_meta[uint(0)];
const uint l_941 = l_940 * uint(1);
const bool l_942 = l_48 < l_941;
const uint l_943 = l_941 - uint(1);
const uint l_944 = min(l_48, l_943);
const uint l_945 = buffer_0[l_944];
const uint l_946 = (l_942) ? l_945 : uint(0);
const uint l_49 = l_946;
const uint l_50 = uint(2) * thread_index_in_grid;
const uint l_51 = l_50 + uint(1);
const uint l_947 = info.static_meta[uint(0)];
const uint l_948 = l_947 * uint(1);
const bool l_949 = l_51 < l_948;
const uint l_950 = l_948 - uint(1);
const uint l_951 = min(l_51, l_950);
const uint l_952 = buffer_0[l_951];
const uint l_953 = (l_949) ? l_952 : uint(0);
const uint l_52 = l_953;
const uint l_53 = uint(2) * thread_index_in_grid;
const uint l_954 = info.static_meta[uint(1)];
const uint l_955 = l_954 * uint(1);
const bool l_956 = l_53 < l_955;
const uint l_957 = l_955 - uint(1);
const uint l_958 = min(l_53, l_957);
const uint l_959 = buffer_1[l_958];
const uint l_960 = (l_956) ? l_959 : uint(0);
const uint l_54 = l_960;
const uint l_55 = uint(2) * thread_index_in_grid;
const uint l_56 = l_55 + uint(1);
const uint l_961 = info.static_meta[uint(1)];
const uint l_962 = l_961 * uint(1);
const bool l_963 = l_56 < l_962;
const uint l_964 = l_962 - uint(1);
const uint l_965 = min(l_56, l_964);
const uint l_966 = buffer_1[l_965];
const uint l_967 = (l_963) ? l_966 : uint(0);
const uint l_57 = l_967;
const uint l_58 = uint(2) * thread_index_in_grid;
const uint l_968 = info.static_meta[uint(2)];
const uint l_969 = l_968 * uint(1);
const bool l_970 = l_58 < l_969;
const uint l_971 = l_969 - uint(1);
const uint l_972 = min(l_58, l_971);
const uint l_973 = buffer_2[l_972];
const uint l_974 = (l_970) ? l_973 : uint(0);
const uint l_59 = l_974;
const uint l_60 = uint(2) * thread_index_in_grid;
const uint l_61 = l_60 + uint(1);
const uint l_975 = info.static_meta[uint(2)];
const uint l_976 = l_975 * uint(1);
const bool l_977 = l_61 < l_976;
const uint l_978 = l_976 - uint(1);
const uint l_979 = min(l_61, l_978);
const uint l_980 = buffer_2[l_979];
const uint l_981 = (l_977) ? l_980 : uint(0);
const uint l_62 = l_981;
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
l_mut_457 = l_mut_265;
l_mut_452 = l_mut_259;
if (l_mut_635) {
l_mut_457 = l_mut_209;
l_mut_452 = l_mut_203;
}
const bool l_637 = l_mut_135 < l_mut_452;
const bool l_638 = l_mut_135 == l_mut_452;
const bool l_639 = l_mut_141 < l_mut_457;
const bool l_640 = l_638 && l_639;
const bool l_641 = l_637 || l_640;
const bool l_642 = !l_641;
const bool l_643 = l_642 != l_mut_635;
if (l_643) {
l_mut_457 = l_mut_265;
l_mut_452 = l_mut_259;
l_mut_265 = l_mut_209;
l_mut_259 = l_mut_203;
l_mut_209 = l_mut_457;
l_mut_203 = l_mut_452;
l_mut_457 = l_mut_92;
l_mut_92 = l_mut_86;
l_mut_86 = l_mut_457;
l_mut_635 = l_642;
}
const uint l_644 = l_mut_265 - l_mut_141;
const uint l_645 = l_mut_259 - l_mut_135;
const bool l_646 = l_mut_265 < l_mut_141;
const uint l_647 = uint(l_646);
const uint l_648 = l_645 - l_647;
l_mut_457 = l_644;
l_mut_452 = l_648;
if (l_mut_635) {
const uint l_649 = l_mut_141 - l_347;
const uint l_650 = l_mut_135 - l_351;
const bool l_651 = l_mut_141 < l_347;
const uint l_652 = uint(l_651);
const uint l_653 = l_650 - l_652;
l_mut_457 = l_649;
l_mut_452 = l_653;
}
l_mut_451 = l_mut_265;
l_mut_448 = l_mut_259;
const bool l_654 = l_mut_452 < l_mut_259;
const bool l_655 = l_mut_452 == l_mut_259;
const bool l_656 = l_mut_457 < l_mut_265;
const bool l_657 = l_655 && l_656;
const bool l_658 = l_654 || l_657;
if (l_658) {
l_mut_451 = l_mut_457;
l_mut_448 = l_mut_452;
}
l_mut_659 = bool(false);
l_mut_457 = l_mut_451;
l_mut_452 = l_mut_448;
const bool l_660 = uint(3) >= uint(32);
if (l_660) {
const uint l_661 = uint(3) & uint(31);
const uint l_662 = l_mut_448 >> l_661;
l_mut_457 = l_662;
l_mut_452 = uint(0);
} else {
const bool l_663 = uint(3) > uint(0);
if (l_663) {
l_mut_447 = l_mut_451;
const bool l_664 = uint(3) > uint(0);
if (l_664) {
const uint l_665 = l_mut_451 >> uint(3);
const uint l_666 = l_mut_448 << uint(29);
const uint l_667 = l_665 | l_666;
l_mut_447 = l_667;
}
const uint l_668 = l_mut_448 >> uint(3);
l_mut_457 = l_mut_447;
l_mut_452 = l_668;
}
}
const bool l_669 = l_mut_452 < l_mut_203;
const bool l_670 = l_mut_452 == l_mut_203;
const bool l_671 = l_mut_457 < l_mut_209;
const bool l_672 = l_670 && l_671;
const bool l_673 = l_669 || l_672;
const bool l_674 = !l_673;
l_mut_659 = l_674;
l_mut_457 = uint(0);
const uint l_675 = l_mut_209 | l_mut_203;
const bool l_676 = l_675 == uint(0);
const bool l_677 = !l_676;
const bool l_678 = l_mut_659 && l_677;
const bool l_679 = l_mut_203 < l_mut_448;
const bool l_680 = l_mut_203 == l_mut_448;
const bool l_681 = l_mut_209 < l_mut_451;
const bool l_682 = l_680 && l_681;
const bool l_683 = l_679 || l_682;
const bool l_684 = l_678 && l_683;
const uint l_685 = l_mut_92 + l_mut_86;
const bool l_686 = l_685 < l_4;
const bool l_687 = l_684 && l_686;
if (l_687) {
const uint l_688 = l_4 - l_mut_92;
const uint l_689 = l_688 - l_mut_86;
const uint l_690 = l_689 / l_mut_92;
const uint l_691 = l_mut_451 - uint(1);
const uint l_692 = l_mut_448 - uint(0);
const bool l_693 = l_mut_451 < uint(1);
const uint l_694 = uint(l_693);
const uint l_695 = l_692 - l_694;
l_mut_452 = l_691;
l_mut_451 = l_695;
l_mut_448 = uint(0);

for (uint l_mut_696 = uint(0); l_mut_696 < uint(20); ++l_mut_696) {
const uint l_697 = uint(19) - l_mut_696;
l_mut_447 = l_mut_452;
l_mut_446 = l_mut_451;
const bool l_698 = l_697 >= uint(32);
if (l_698) {
const uint l_699 = l_697 & uint(31);
const uint l_700 = l_mut_451 >> l_699;
l_mut_447 = l_700;
l_mut_446 = uint(0);
} else {
const bool l_701 = l_697 > uint(0);
if (l_701) {
l_mut_435 = l_mut_452;
const bool l_702 = l_697 > uint(0);
if (l_702) {
const uint l_703 = l_mut_452 >> l_697;
const uint l_704 = uint(32) - l_697;
const uint l_705 = l_mut_451 << l_704;
const uint l_706 = l_703 | l_705;
l_mut_435 = l_706;
}
const uint l_707 = l_mut_451 >> l_697;
l_mut_447 = l_mut_435;
l_mut_446 = l_707;
}
}
const bool l_708 = l_mut_446 < l_mut_203;
const bool l_709 = l_mut_446 == l_mut_203;
const bool l_710 = l_mut_447 < l_mut_209;
const bool l_711 = l_709 && l_710;
const bool l_712 = l_708 || l_711;
const bool l_713 = !l_712;
if (l_713) {
l_mut_447 = l_mut_209;
l_mut_446 = l_mut_203;
const bool l_714 = l_697 >= uint(32);
if (l_714) {
const uint l_715 = l_697 & uint(31);
const uint l_716 = l_mut_209 << l_715;
l_mut_447 = uint(0);
l_mut_446 = l_716;
} else {
const bool l_717 = l_697 > uint(0);
if (l_717) {
const uint l_718 = l_mut_209 << l_697;
const uint l_719 = l_mut_203 << l_697;
const uint l_720 = uint(32) - l_697;
const uint l_721 = l_mut_209 >> l_720;
const uint l_722 = l_719 | l_721;
l_mut_447 = l_718;
l_mut_446 = l_722;
}
}
const uint l_723 = l_mut_452 - l_mut_447;
const uint l_724 = l_mut_451 - l_mut_446;
const bool l_725 = l_mut_452 < l_mut_447;
const uint l_726 = uint(l_725);
const uint l_727 = l_724 - l_726;
l_mut_452 = l_723;
l_mut_451 = l_727;
const uint l_728 = uint(1) << l_697;
l_mut_448 = l_mut_448 | l_728;
}
}
const uint l_729 = min(l_mut_448, l_690);
l_mut_448 = l_729;
const bool l_730 = l_mut_451 < l_mut_203;
const bool l_731 = l_mut_451 == l_mut_203;
const bool l_732 = l_mut_452 < l_mut_209;
const bool l_733 = l_731 && l_732;
const bool l_734 = l_730 || l_733;
const bool l_735 = !l_734;
if (l_735) {
l_mut_448 = l_690;
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
const bool l_736 = l_mut_457 > uint(0);
if (l_736) {
const uint l_737 = l_mut_209 * l_mut_457;
const uint l_738 = __umulhi(l_mut_209, l_mut_457);
const uint l_739 = l_mut_203 * l_mut_457;
const uint l_740 = l_738 + l_739;
if (l_mut_635) {
const uint l_741 = l_mut_141 - l_737;
const uint l_742 = l_mut_135 - l_740;
const bool l_743 = l_mut_141 < l_737;
const uint l_744 = uint(l_743);
const uint l_745 = l_742 - l_744;
l_mut_428 = l_741;
l_mut_401 = l_745;
}
const uint l_746 = l_mut_265 - l_737;
const uint l_747 = l_mut_259 - l_740;
const bool l_748 = l_mut_265 < l_737;
const uint l_749 = uint(l_748);
const uint l_750 = l_747 - l_749;
l_mut_452 = l_746;
l_mut_451 = l_750;
const uint l_751 = l_mut_457 * l_mut_92;
const uint l_752 = l_mut_86 + l_751;
l_mut_435 = l_752;
} else {
if (l_mut_635) {
const uint l_753 = l_mut_141 - l_mut_209;
const uint l_754 = l_mut_135 - l_mut_203;
const bool l_755 = l_mut_141 < l_mut_209;
const uint l_756 = uint(l_755);
const uint l_757 = l_754 - l_756;
l_mut_428 = l_753;
l_mut_401 = l_757;
const bool l_758 = l_mut_401 < l_351;
const bool l_759 = l_mut_401 == l_351;
const bool l_760 = l_mut_428 < l_347;
const bool l_761 = l_759 && l_760;
const bool l_762 = l_758 || l_761;
if (l_762) {
l_mut_395 = uint(2);
}
}
const bool l_763 = l_mut_395 == uint(0);
if (l_763) {
const uint l_764 = l_4 - l_mut_92;
const uint l_765 = l_764 / l_mut_86;
l_mut_457 = uint(0);
l_mut_659 = bool(false);
l_mut_389 = l_mut_209;
l_mut_80 = l_mut_203;
const bool l_766 = uint(3) >= uint(32);
if (l_766) {
const uint l_767 = uint(3) & uint(31);
const uint l_768 = l_mut_203 >> l_767;
l_mut_389 = l_768;
l_mut_80 = uint(0);
} else {
const bool l_769 = uint(3) > uint(0);
if (l_769) {
l_mut_65 = l_mut_209;
const bool l_770 = uint(3) > uint(0);
if (l_770) {
const uint l_771 = l_mut_209 >> uint(3);
const uint l_772 = l_mut_203 << uint(29);
const uint l_773 = l_771 | l_772;
l_mut_65 = l_773;
}
const uint l_774 = l_mut_203 >> uint(3);
l_mut_389 = l_mut_65;
l_mut_80 = l_774;
}
}
const bool l_775 = l_mut_80 < l_mut_259;
const bool l_776 = l_mut_80 == l_mut_259;
const bool l_777 = l_mut_389 < l_mut_265;
const bool l_778 = l_776 && l_777;
const bool l_779 = l_775 || l_778;
const bool l_780 = !l_779;
l_mut_659 = l_780;
const uint l_781 = l_mut_265 | l_mut_259;
const bool l_782 = l_781 == uint(0);
if (l_782) {
l_mut_457 = l_765;
} else {
if (l_mut_659) {
const bool l_783 = l_mut_259 < l_mut_203;
const bool l_784 = l_mut_259 == l_mut_203;
const bool l_785 = l_mut_265 < l_mut_209;
const bool l_786 = l_784 && l_785;
const bool l_787 = l_783 || l_786;
if (l_787) {
const uint l_788 = l_mut_209 - uint(1);
const uint l_789 = l_mut_203 - uint(0);
const bool l_790 = l_mut_209 < uint(1);
const uint l_791 = uint(l_790);
const uint l_792 = l_789 - l_791;
l_mut_389 = l_788;
l_mut_80 = l_792;
l_mut_65 = uint(0);

for (uint l_mut_793 = uint(0); l_mut_793 < uint(20); ++l_mut_793) {
const uint l_794 = uint(19) - l_mut_793;
l_mut_30 = l_mut_389;
l_mut_795 = l_mut_80;
const bool l_796 = l_794 >= uint(32);
if (l_796) {
const uint l_797 = l_794 & uint(31);
const uint l_798 = l_mut_80 >> l_797;
l_mut_30 = l_798;
l_mut_795 = uint(0);
} else {
const bool l_799 = l_794 > uint(0);
if (l_799) {
l_mut_800 = l_mut_389;
const bool l_801 = l_794 > uint(0);
if (l_801) {
const uint l_802 = l_mut_389 >> l_794;
const uint l_803 = uint(32) - l_794;
const uint l_804 = l_mut_80 << l_803;
const uint l_805 = l_802 | l_804;
l_mut_800 = l_805;
}
const uint l_806 = l_mut_80 >> l_794;
l_mut_30 = l_mut_800;
l_mut_795 = l_806;
}
}
const bool l_807 = l_mut_795 < l_mut_259;
const bool l_808 = l_mut_795 == l_mut_259;
const bool l_809 = l_mut_30 < l_mut_265;
const bool l_810 = l_808 && l_809;
const bool l_811 = l_807 || l_810;
const bool l_812 = !l_811;
if (l_812) {
l_mut_800 = l_mut_265;
l_mut_795 = l_mut_259;
const bool l_813 = l_794 >= uint(32);
if (l_813) {
const uint l_814 = l_794 & uint(31);
const uint l_815 = l_mut_265 << l_814;
l_mut_800 = uint(0);
l_mut_795 = l_815;
} else {
const bool l_816 = l_794 > uint(0);
if (l_816) {
const uint l_817 = l_mut_265 << l_794;
const uint l_818 = l_mut_259 << l_794;
const uint l_819 = uint(32) - l_794;
const uint l_820 = l_mut_265 >> l_819;
const uint l_821 = l_818 | l_820;
l_mut_800 = l_817;
l_mut_795 = l_821;
}
}
const uint l_822 = l_mut_389 - l_mut_800;
const uint l_823 = l_mut_80 - l_mut_795;
const bool l_824 = l_mut_389 < l_mut_800;
const uint l_825 = uint(l_824);
const uint l_826 = l_823 - l_825;
l_mut_389 = l_822;
l_mut_80 = l_826;
const uint l_827 = uint(1) << l_794;
l_mut_65 = l_mut_65 | l_827;
}
}
const uint l_828 = min(l_mut_65, l_765);
l_mut_800 = l_828;
const bool l_829 = l_mut_80 < l_mut_259;
const bool l_830 = l_mut_80 == l_mut_259;
const bool l_831 = l_mut_389 < l_mut_265;
const bool l_832 = l_830 && l_831;
const bool l_833 = l_829 || l_832;
const bool l_834 = !l_833;
if (l_834) {
l_mut_800 = l_765;
}
l_mut_457 = l_mut_800;
}
} else {
l_mut_800 = l_mut_209;
l_mut_795 = l_mut_203;
while (true) {
const bool l_835 = l_mut_259 < l_mut_795;
const bool l_836 = l_mut_259 == l_mut_795;
const bool l_837 = l_mut_265 < l_mut_800;
const bool l_838 = l_836 && l_837;
const bool l_839 = l_835 || l_838;
const uint l_840 = l_mut_457 * l_mut_86;
const uint l_841 = l_mut_92 + l_840;
const uint l_842 = l_841 + l_mut_86;
const bool l_843 = l_842 < l_4;
const bool l_844 = l_839 && l_843;
const bool l_845 = !l_844;
if (l_845) {
break;}
const uint l_846 = l_mut_800 - l_mut_265;
const uint l_847 = l_mut_795 - l_mut_259;
const bool l_848 = l_mut_800 < l_mut_265;
const uint l_849 = uint(l_848);
const uint l_850 = l_847 - l_849;
l_mut_800 = l_846;
l_mut_795 = l_850;
l_mut_457 = l_mut_457 + uint(1);
}
}
}
const uint l_851 = l_mut_457 * l_mut_86;
const uint l_852 = l_mut_92 + l_851;
const uint l_853 = l_852 + l_mut_86;
const bool l_854 = l_853 >= l_4;
if (l_854) {
l_mut_395 = uint(1);
} else {
const uint l_855 = l_mut_265 * l_mut_457;
const uint l_856 = __umulhi(l_mut_265, l_mut_457);
const uint l_857 = l_mut_259 * l_mut_457;
const uint l_858 = l_856 + l_857;
const uint l_859 = l_mut_209 - l_855;
const uint l_860 = l_mut_203 - l_858;
const bool l_861 = l_mut_209 < l_855;
const uint l_862 = uint(l_861);
const uint l_863 = l_860 - l_862;
l_mut_448 = l_859;
l_mut_447 = l_863;
const uint l_864 = l_mut_457 * l_mut_86;
const uint l_865 = l_mut_92 + l_864;
l_mut_446 = l_865;
const uint l_866 = l_mut_265 - l_mut_448;
const uint l_867 = l_mut_259 - l_mut_447;
const bool l_868 = l_mut_265 < l_mut_448;
const uint l_869 = uint(l_868);
const uint l_870 = l_867 - l_869;
l_mut_452 = l_866;
l_mut_451 = l_870;
const uint l_871 = l_mut_86 + l_mut_446;
l_mut_435 = l_871;
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
const bool l_872 = l_mut_395 == uint(1);
l_mut_357 = l_872;
const bool l_873 = l_mut_395 == uint(0);
l_mut_364 = l_873;
}
const bool l_874 = !l_mut_357;
if (l_874) {
const uint l_982 = info.static_meta[uint(5)];
const uint l_983 = l_982 * uint(1);
const uint l_984 = l_983 - uint(1);
const uint l_985 = min(uint(0), l_984);
device atomic_uint* l_986 = &buffer_5[l_985];
atomic_uint* l_875 = l_986;
const uint l_876 = atomic_fetch_add_explicit(l_875, uint(1), memory_order_relaxed);
const uint l_877 = info.static_meta[uint(10)];
const bool l_878 = l_876 < l_877;
if (l_878) {
const uint l_987 = info.static_meta[uint(4)];
const uint l_988 = l_987 * uint(1);
const bool l_989 = l_876 < l_988;
if (l_989) {
buffer_4[l_876] = thread_index_in_grid;
}
}
}
}

}
