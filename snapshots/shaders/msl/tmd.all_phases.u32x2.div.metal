
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
bool l_mut_190;
bool l_mut_197;
bool l_mut_200;
bool l_mut_208;
uint l_mut_102;
uint l_mut_187;
uint l_mut_188;
uint l_mut_189;
uint l_mut_207;
uint l_mut_221;
uint l_mut_222;
uint l_mut_223;
uint l_mut_226;
uint l_mut_227;
uint l_mut_232;
uint l_mut_40;
uint l_mut_645;
uint l_mut_646;
uint l_mut_651;
uint l_mut_75;
uint l_mut_90;
uint l_mut_96;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_1066 = info.static_meta[uint(5)];
const uint l_1067 = l_1066 * uint(1);
const uint l_1068 = l_1067 - uint(1);
const uint l_1069 = min(uint(3), l_1068);
device atomic_uint* l_1070 = &buffer_5[l_1069];
atomic_uint* l_1 = l_1070;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_982 = info.static_meta[uint(3)];
const uint l_983 = l_982 * uint(1);
const bool l_984 = l_3 < l_983;
const uint l_985 = l_983 - uint(1);
const uint l_986 = min(l_3, l_985);
const uint l_987 = buffer_3[l_986];
const uint l_988 = (l_984) ? l_987 : uint(0);
const uint l_4 = l_988;
const uint l_5 = uint(2) * uint(0);
const uint l_6 = l_5 + uint(1);
const uint l_989 = info.static_meta[uint(3)];
const uint l_990 = l_989 * uint(1);
const bool l_991 = l_6 < l_990;
const uint l_992 = l_990 - uint(1);
const uint l_993 = min(l_6, l_992);
const uint l_994 = buffer_3[l_993];
const uint l_995 = (l_991) ? l_994 : uint(0);
const uint l_7 = l_995;
const uint l_8 = uint(2) * uint(1);
const uint l_996 = info.static_meta[uint(3)];
const uint l_997 = l_996 * uint(1);
const bool l_998 = l_8 < l_997;
const uint l_999 = l_997 - uint(1);
const uint l_1000 = min(l_8, l_999);
const uint l_1001 = buffer_3[l_1000];
const uint l_1002 = (l_998) ? l_1001 : uint(0);
const uint l_9 = l_1002;
const uint l_10 = uint(2) * uint(1);
const uint l_11 = l_10 + uint(1);
const uint l_1003 = info.static_meta[uint(3)];
const uint l_1004 = l_1003 * uint(1);
const bool l_1005 = l_11 < l_1004;
const uint l_1006 = l_1004 - uint(1);
const uint l_1007 = min(l_11, l_1006);
const uint l_1008 = buffer_3[l_1007];
const uint l_1009 = (l_1005) ? l_1008 : uint(0);
const uint l_12 = l_1009;
const uint l_13 = uint(2) * uint(2);
const uint l_1010 = info.static_meta[uint(3)];
const uint l_1011 = l_1010 * uint(1);
const bool l_1012 = l_13 < l_1011;
const uint l_1013 = l_1011 - uint(1);
const uint l_1014 = min(l_13, l_1013);
const uint l_1015 = buffer_3[l_1014];
const uint l_1016 = (l_1012) ? l_1015 : uint(0);
const uint l_14 = l_1016;
const uint l_15 = uint(2) * uint(2);
const uint l_16 = l_15 + uint(1);
const uint l_1017 = info.static_meta[uint(3)];
const uint l_1018 = l_1017 * uint(1);
const bool l_1019 = l_16 < l_1018;
const uint l_1020 = l_1018 - uint(1);
const uint l_1021 = min(l_16, l_1020);
const uint l_1022 = buffer_3[l_1021];
const uint l_1023 = (l_1019) ? l_1022 : uint(0);
const uint l_17 = l_1023;
const uint l_18 = uint(2) * uint(3);
const uint l_1024 = info.static_meta[uint(3)];
const uint l_1025 = l_1024 * uint(1);
const bool l_1026 = l_18 < l_1025;
const uint l_1027 = l_1025 - uint(1);
const uint l_1028 = min(l_18, l_1027);
const uint l_1029 = buffer_3[l_1028];
const uint l_1030 = (l_1026) ? l_1029 : uint(0);
const uint l_19 = l_1030;
const uint l_20 = uint(2) * uint(3);
const uint l_21 = l_20 + uint(1);
const uint l_1031 = info.static_meta[uint(3)];
const uint l_1032 = l_1031 * uint(1);
const bool l_1033 = l_21 < l_1032;
const uint l_1034 = l_1032 - uint(1);
const uint l_1035 = min(l_21, l_1034);
const uint l_1036 = buffer_3[l_1035];
const uint l_1037 = (l_1033) ? l_1036 : uint(0);
const uint l_22 = l_1037;
const uint l_23 = uint(2) * uint(4);
const uint l_1038 = info.static_meta[uint(3)];
const uint l_1039 = l_1038 * uint(1);
const bool l_1040 = l_23 < l_1039;
const uint l_1041 = l_1039 - uint(1);
const uint l_1042 = min(l_23, l_1041);
const uint l_1043 = buffer_3[l_1042];
const uint l_1044 = (l_1040) ? l_1043 : uint(0);
const uint l_24 = l_1044;
const uint l_25 = uint(2) * uint(4);
const uint l_26 = l_25 + uint(1);
const uint l_1045 = info.static_meta[uint(3)];
const uint l_1046 = l_1045 * uint(1);
const bool l_1047 = l_26 < l_1046;
const uint l_1048 = l_1046 - uint(1);
const uint l_1049 = min(l_26, l_1048);
const uint l_1050 = buffer_3[l_1049];
const uint l_1051 = (l_1047) ? l_1050 : uint(0);
const uint l_27 = l_1051;
const uint l_28 = uint(2) * uint(5);
const uint l_1052 = info.static_meta[uint(3)];
const uint l_1053 = l_1052 * uint(1);
const bool l_1054 = l_28 < l_1053;
const uint l_1055 = l_1053 - uint(1);
const uint l_1056 = min(l_28, l_1055);
const uint l_1057 = buffer_3[l_1056];
const uint l_1058 = (l_1054) ? l_1057 : uint(0);
const uint l_29 = l_1058;
const uint l_30 = uint(2) * uint(5);
const uint l_31 = l_30 + uint(1);
const uint l_1059 = info.static_meta[uint(3)];
const uint l_1060 = l_1059 * uint(1);
const bool l_1061 = l_31 < l_1060;
const uint l_1062 = l_1060 - uint(1);
const uint l_1063 = min(l_31, l_1062);
const uint l_1064 = buffer_3[l_1063];
const uint l_1065 = (l_1061) ? l_1064 : uint(0);
const uint l_32 = l_1065;
const uint l_33 = uint(2) * thread_index_in_grid;
const uint l_34 = info.static_meta[uint(6)];
const bool l_35 = l_33 < l_34;
const uint l_36 = thread_index_in_grid * l_4;
const uint l_37 = __umulhi(thread_index_in_grid, l_4);
const uint l_38 = uint(0) * l_4;
const uint l_39 = l_37 + l_38;
l_mut_40 = uint(0);
const bool l_41 = l_39 < l_32;
const bool l_42 = l_39 == l_32;
const bool l_43 = l_36 < l_29;
const bool l_44 = l_42 && l_43;
const bool l_45 = l_41 || l_44;
if (l_45) {
const uint l_46 = l_29 - l_36;
const uint l_47 = l_32 - l_39;
const bool l_48 = l_29 < l_36;
const uint l_49 = uint(l_48);
const uint l_50 = l_47 - l_49;
l_mut_40 = l_4;
const bool l_51 = l_50 < uint(0);
const bool l_52 = l_50 == uint(0);
const bool l_53 = l_46 < l_4;
const bool l_54 = l_52 && l_53;
const bool l_55 = l_51 || l_54;
if (l_55) {
l_mut_40 = l_46;
}
}
const uint l_56 = (l_35) ? l_mut_40 : uint(0);
const bool l_57 = l_56 > uint(0);
if (l_57) {
const uint l_58 = uint(2) * thread_index_in_grid;
const uint l_1071 = info.static_meta[uint(0)];
const uint l_1072 = l_1071 * uint(1);
const bool l_1073 = l_58 < l_1072;
const uint l_1074 = l_1072 - uint(1);
const uint l_1075 = min(l_58, l_1074);
const uint l_1076 = buffer_0[l_1075];
const uint l_1077 = (l_1073) ? l_1076 : uint(0);
const uint l_59 = l_1077;
const uint l_60 = uint(2) * thread_index_in_grid;
const uint l_61 = l_60 + uint(1);
const uint l_1078 = info.static_meta[uint(0)];
const uint l_1079 = l_1078 * uint(1);
const bool l_1080 = l_61 < l_1079;
const uint l_1081 = l_1079 - uint(1);
const uint l_1082 = min(l_61, l_1081);
const uint l_1083 = buffer_0[l_1082];
const uint l_1084 = (l_1080) ? l_1083 : uint(0);
const uint l_62 = l_1084;
const uint l_63 = uint(2) * thread_index_in_grid;
const uint l_1085 = info.static_meta[uint(1)];
const uint l_1086 = l_1085 * uint(1);
const bool l_1087 = l_63 < l_1086;
const uint l_1088 = l_1086 - uint(1);
const uint l_1089 = min(l_63, l_1088);
const uint l_1090 = buffer_1[l_1089];
const uint l_1091 = (l_1087) ? l_1090 : uint(0);
const uint l_64 = l_1091;
const uint l_65 = uint(2) * thread_index_in_grid;
const uint l_66 = l_65 + uint(1);
const uint l_1092 = info.static_meta[uint(1)];
const uint l_1093 = l_1092 * uint(1);
const bool l_1094 = l_66 < l_1093;
const uint l_1095 = l_1093 - uint(1);
const uint l_1096 = min(l_66, l_1095);
const uint l_1097 = buffer_1[l_1096];
const uint l_1098 = (l_1094) ? l_1097 : uint(0);
const uint l_67 = l_1098;
const uint l_68 = uint(2) * thread_index_in_grid;
const uint l_1099 = info.static_meta[uint(2)];
const uint l_1100 = l_1099 * uint(1);
const bool l_1101 = l_68 < l_1100;
const uint l_1102 = l_1100 - uint(1);
const uint l_1103 = min(l_68, l_1102);
const uint l_1104 = buffer_2[l_1103];
const uint l_1105 = (l_1101) ? l_1104 : uint(0);
const uint l_69 = l_1105;
const uint l_70 = uint(2) * thread_index_in_grid;
const uint l_71 = l_70 + uint(1);
const uint l_1106 = info.static_meta[uint(2)];
const uint l_1107 = l_1106 * uint(1);
const bool l_1108 = l_71 < l_1107;
const uint l_1109 = l_1107 - uint(1);
const uint l_1110 = min(l_71, l_1109);
const uint l_1111 = buffer_2[l_1110];
const uint l_1112 = (l_1108) ? l_1111 : uint(0);
const uint l_72 = l_1112;
const uint l_73 = l_72 >> uint(31);
const bool l_74 = l_73 == uint(1);
l_mut_40 = l_69;
l_mut_75 = l_72;
if (l_74) {
const uint l_76 = uint(0) - l_69;
const uint l_77 = uint(0) - l_72;
const bool l_78 = uint(0) < l_69;
const uint l_79 = uint(l_78);
const uint l_80 = l_77 - l_79;
l_mut_40 = l_76;
l_mut_75 = l_80;
}
const uint l_81 = l_mut_40 * l_4;
const uint l_82 = l_mut_75 * l_4;
const uint l_83 = __umulhi(l_mut_40, l_4);
const uint l_84 = l_83 + l_82;
const uint l_85 = __umulhi(l_mut_75, l_4);
const bool l_86 = l_84 < l_82;
const uint l_87 = uint(l_86);
const uint l_88 = l_85 + l_87;
const uint l_89 = l_9 % uint(32);
l_mut_90 = l_81;
const bool l_91 = l_89 > uint(0);
if (l_91) {
const uint l_92 = l_81 >> l_89;
const uint l_93 = uint(32) - l_89;
const uint l_94 = l_84 << l_93;
const uint l_95 = l_92 | l_94;
l_mut_90 = l_95;
}
l_mut_96 = l_84;
const bool l_97 = l_89 > uint(0);
if (l_97) {
const uint l_98 = l_84 >> l_89;
const uint l_99 = uint(32) - l_89;
const uint l_100 = l_88 << l_99;
const uint l_101 = l_98 | l_100;
l_mut_96 = l_101;
}
l_mut_102 = l_mut_90;
l_mut_90 = l_mut_96;
const bool l_103 = l_9 >= uint(64);
if (l_103) {
l_mut_102 = l_88;
l_mut_90 = uint(0);
} else {
const bool l_104 = l_9 >= uint(32);
if (l_104) {
l_mut_96 = l_84;
const bool l_105 = l_89 > uint(0);
if (l_105) {
const uint l_106 = l_84 >> l_89;
const uint l_107 = uint(32) - l_89;
const uint l_108 = l_88 << l_107;
const uint l_109 = l_106 | l_108;
l_mut_96 = l_109;
}
const uint l_110 = l_88 >> l_89;
l_mut_102 = l_mut_96;
l_mut_90 = l_110;
}
}
l_mut_96 = l_mut_102;
l_mut_102 = l_mut_90;
if (l_74) {
const uint l_111 = uint(0) - l_mut_96;
const uint l_112 = uint(0) - l_mut_102;
const bool l_113 = uint(0) < l_mut_96;
const uint l_114 = uint(l_113);
const uint l_115 = l_112 - l_114;
l_mut_96 = l_111;
l_mut_102 = l_115;
}
const uint l_116 = l_59 + l_mut_96;
const uint l_117 = l_62 + l_mut_102;
const bool l_118 = l_116 < l_59;
const uint l_119 = uint(l_118);
const uint l_120 = l_117 + l_119;
const uint l_121 = l_4 * l_4;
const uint l_122 = l_9 + uint(3);
const uint l_123 = l_72 >> uint(31);
const bool l_124 = l_123 == uint(1);
l_mut_102 = l_69;
l_mut_96 = l_72;
if (l_124) {
const uint l_125 = uint(0) - l_69;
const uint l_126 = uint(0) - l_72;
const bool l_127 = uint(0) < l_69;
const uint l_128 = uint(l_127);
const uint l_129 = l_126 - l_128;
l_mut_102 = l_125;
l_mut_96 = l_129;
}
const uint l_130 = l_mut_102 * l_121;
const uint l_131 = l_mut_96 * l_121;
const uint l_132 = __umulhi(l_mut_102, l_121);
const uint l_133 = l_132 + l_131;
const uint l_134 = __umulhi(l_mut_96, l_121);
const bool l_135 = l_133 < l_131;
const uint l_136 = uint(l_135);
const uint l_137 = l_134 + l_136;
const uint l_138 = l_122 % uint(32);
l_mut_90 = l_130;
const bool l_139 = l_138 > uint(0);
if (l_139) {
const uint l_140 = l_130 >> l_138;
const uint l_141 = uint(32) - l_138;
const uint l_142 = l_133 << l_141;
const uint l_143 = l_140 | l_142;
l_mut_90 = l_143;
}
l_mut_75 = l_133;
const bool l_144 = l_138 > uint(0);
if (l_144) {
const uint l_145 = l_133 >> l_138;
const uint l_146 = uint(32) - l_138;
const uint l_147 = l_137 << l_146;
const uint l_148 = l_145 | l_147;
l_mut_75 = l_148;
}
l_mut_40 = l_mut_90;
l_mut_90 = l_mut_75;
const bool l_149 = l_122 >= uint(64);
if (l_149) {
l_mut_40 = l_137;
l_mut_90 = uint(0);
} else {
const bool l_150 = l_122 >= uint(32);
if (l_150) {
l_mut_75 = l_133;
const bool l_151 = l_138 > uint(0);
if (l_151) {
const uint l_152 = l_133 >> l_138;
const uint l_153 = uint(32) - l_138;
const uint l_154 = l_137 << l_153;
const uint l_155 = l_152 | l_154;
l_mut_75 = l_155;
}
const uint l_156 = l_137 >> l_138;
l_mut_40 = l_mut_75;
l_mut_90 = l_156;
}
}
l_mut_102 = l_mut_40;
l_mut_96 = l_mut_90;
if (l_124) {
const uint l_157 = uint(0) - l_mut_102;
const uint l_158 = uint(0) - l_mut_96;
const bool l_159 = uint(0) < l_mut_102;
const uint l_160 = uint(l_159);
const uint l_161 = l_158 - l_160;
l_mut_102 = l_157;
l_mut_96 = l_161;
}
const uint l_162 = l_64 - l_mut_102;
const uint l_163 = l_67 - l_mut_96;
const bool l_164 = l_64 < l_mut_102;
const uint l_165 = uint(l_164);
const uint l_166 = l_163 - l_165;
const uint l_167 = l_162 + l_14;
const uint l_168 = l_166 + l_17;
const bool l_169 = l_167 < l_162;
const uint l_170 = uint(l_169);
const uint l_171 = l_168 + l_170;
const uint l_172 = uint(0) - l_116;
const uint l_173 = uint(0) - l_120;
const bool l_174 = uint(0) < l_116;
const uint l_175 = uint(l_174);
const uint l_176 = l_173 - l_175;
const uint l_177 = l_14 + l_14;
const uint l_178 = l_17 + l_17;
const bool l_179 = l_177 < l_14;
const uint l_180 = uint(l_179);
const uint l_181 = l_178 + l_180;
l_mut_102 = l_172;
l_mut_96 = l_176;
const uint l_182 = uint(0) - l_172;
const uint l_183 = uint(0) - l_176;
const bool l_184 = uint(0) < l_172;
const uint l_185 = uint(l_184);
const uint l_186 = l_183 - l_185;
l_mut_90 = l_182;
l_mut_75 = l_186;
l_mut_40 = l_167;
l_mut_187 = l_171;
l_mut_188 = uint(1);
l_mut_189 = uint(1);
l_mut_190 = bool(false);
const bool l_191 = l_mut_187 < l_181;
const bool l_192 = l_mut_187 == l_181;
const bool l_193 = l_mut_40 < l_177;
const bool l_194 = l_192 && l_193;
const bool l_195 = l_191 || l_194;
const bool l_196 = !l_195;
l_mut_197 = l_196;
const uint l_198 = l_172 | l_176;
const bool l_199 = l_198 == uint(0);
if (l_199) {
l_mut_190 = l_mut_197;
l_mut_197 = bool(false);
}
l_mut_200 = bool(false);
while (true) {
const bool l_201 = !l_mut_197;
if (l_201) {
break;}
const bool l_202 = l_mut_187 < l_mut_96;
const bool l_203 = l_mut_187 == l_mut_96;
const bool l_204 = l_mut_40 < l_mut_102;
const bool l_205 = l_203 && l_204;
const bool l_206 = l_202 || l_205;
if (l_206) {
l_mut_207 = uint(0);
l_mut_208 = bool(false);
l_mut_208 = bool(true);
const uint l_209 = l_mut_102 | l_mut_96;
const bool l_210 = l_209 == uint(0);
if (l_210) {
l_mut_207 = l_4;
} else {
if (l_mut_208) {
const bool l_211 = l_mut_96 < l_mut_75;
const bool l_212 = l_mut_96 == l_mut_75;
const bool l_213 = l_mut_102 < l_mut_90;
const bool l_214 = l_212 && l_213;
const bool l_215 = l_211 || l_214;
if (l_215) {
const uint l_216 = l_mut_90 - uint(1);
const uint l_217 = l_mut_75 - uint(0);
const bool l_218 = l_mut_90 < uint(1);
const uint l_219 = uint(l_218);
const uint l_220 = l_217 - l_219;
l_mut_221 = l_216;
l_mut_222 = l_220;
l_mut_223 = uint(0);

for (uint l_mut_224 = uint(0); l_mut_224 < uint(16); ++l_mut_224) {
const uint l_225 = uint(15) - l_mut_224;
l_mut_226 = l_mut_221;
l_mut_227 = l_mut_222;
const bool l_228 = l_225 >= uint(32);
if (l_228) {
const uint l_229 = l_225 & uint(31);
const uint l_230 = l_mut_222 >> l_229;
l_mut_226 = l_230;
l_mut_227 = uint(0);
} else {
const bool l_231 = l_225 > uint(0);
if (l_231) {
l_mut_232 = l_mut_221;
const bool l_233 = l_225 > uint(0);
if (l_233) {
const uint l_234 = l_mut_221 >> l_225;
const uint l_235 = uint(32) - l_225;
const uint l_236 = l_mut_222 << l_235;
const uint l_237 = l_234 | l_236;
l_mut_232 = l_237;
}
const uint l_238 = l_mut_222 >> l_225;
l_mut_226 = l_mut_232;
l_mut_227 = l_238;
}
}
const bool l_239 = l_mut_227 < l_mut_96;
const bool l_240 = l_mut_227 == l_mut_96;
const bool l_241 = l_mut_226 < l_mut_102;
const bool l_242 = l_240 && l_241;
const bool l_243 = l_239 || l_242;
const bool l_244 = !l_243;
if (l_244) {
l_mut_232 = l_mut_102;
l_mut_227 = l_mut_96;
const bool l_245 = l_225 >= uint(32);
if (l_245) {
const uint l_246 = l_225 & uint(31);
const uint l_247 = l_mut_102 << l_246;
l_mut_232 = uint(0);
l_mut_227 = l_247;
} else {
const bool l_248 = l_225 > uint(0);
if (l_248) {
const uint l_249 = l_mut_102 << l_225;
const uint l_250 = l_mut_96 << l_225;
const uint l_251 = uint(32) - l_225;
const uint l_252 = l_mut_102 >> l_251;
const uint l_253 = l_250 | l_252;
l_mut_232 = l_249;
l_mut_227 = l_253;
}
}
const uint l_254 = l_mut_221 - l_mut_232;
const uint l_255 = l_mut_222 - l_mut_227;
const bool l_256 = l_mut_221 < l_mut_232;
const uint l_257 = uint(l_256);
const uint l_258 = l_255 - l_257;
l_mut_221 = l_254;
l_mut_222 = l_258;
const uint l_259 = uint(1) << l_225;
l_mut_223 = l_mut_223 | l_259;
}
}
const uint l_260 = min(l_mut_223, l_4);
l_mut_232 = l_260;
const bool l_261 = l_mut_222 < l_mut_96;
const bool l_262 = l_mut_222 == l_mut_96;
const bool l_263 = l_mut_221 < l_mut_102;
const bool l_264 = l_262 && l_263;
const bool l_265 = l_261 || l_264;
const bool l_266 = !l_265;
if (l_266) {
l_mut_232 = l_4;
}
l_mut_207 = l_mut_232;
}
} else {
l_mut_232 = l_mut_90;
l_mut_227 = l_mut_75;
while (true) {
const bool l_267 = l_mut_96 < l_mut_227;
const bool l_268 = l_mut_96 == l_mut_227;
const bool l_269 = l_mut_102 < l_mut_232;
const bool l_270 = l_268 && l_269;
const bool l_271 = l_267 || l_270;
const uint l_272 = l_mut_207 * l_mut_189;
const uint l_273 = l_mut_188 + l_272;
const uint l_274 = l_273 + l_mut_189;
const bool l_275 = l_274 < l_4;
const bool l_276 = l_271 && l_275;
const bool l_277 = !l_276;
if (l_277) {
break;}
const uint l_278 = l_mut_232 - l_mut_102;
const uint l_279 = l_mut_227 - l_mut_96;
const bool l_280 = l_mut_232 < l_mut_102;
const uint l_281 = uint(l_280);
const uint l_282 = l_279 - l_281;
l_mut_232 = l_278;
l_mut_227 = l_282;
l_mut_207 = l_mut_207 + uint(1);
}
}
}
const uint l_283 = l_mut_207 * l_mut_189;
const uint l_284 = l_mut_188 + l_283;
const uint l_285 = l_284 + l_mut_189;
const bool l_286 = l_285 >= l_4;
if (l_286) {
l_mut_190 = bool(true);
l_mut_197 = bool(false);
} else {
const uint l_287 = l_mut_102 * l_mut_207;
const uint l_288 = __umulhi(l_mut_102, l_mut_207);
const uint l_289 = l_mut_96 * l_mut_207;
const uint l_290 = l_288 + l_289;
const uint l_291 = l_mut_90 - l_287;
const uint l_292 = l_mut_75 - l_290;
const bool l_293 = l_mut_90 < l_287;
const uint l_294 = uint(l_293);
const uint l_295 = l_292 - l_294;
l_mut_90 = l_291;
l_mut_75 = l_295;
const uint l_296 = l_mut_207 * l_mut_189;
l_mut_188 = l_mut_188 + l_296;
const uint l_297 = l_mut_102 - l_mut_90;
const uint l_298 = l_mut_96 - l_mut_75;
const bool l_299 = l_mut_102 < l_mut_90;
const uint l_300 = uint(l_299);
const uint l_301 = l_298 - l_300;
l_mut_102 = l_297;
l_mut_96 = l_301;
l_mut_189 = l_mut_189 + l_mut_188;
}
} else {
const uint l_302 = l_mut_40 - l_mut_102;
const uint l_303 = l_mut_187 - l_mut_96;
const bool l_304 = l_mut_40 < l_mut_102;
const uint l_305 = uint(l_304);
const uint l_306 = l_303 - l_305;
l_mut_40 = l_302;
l_mut_187 = l_306;
const bool l_307 = l_mut_187 < l_181;
const bool l_308 = l_mut_187 == l_181;
const bool l_309 = l_mut_40 < l_177;
const bool l_310 = l_308 && l_309;
const bool l_311 = l_307 || l_310;
if (l_311) {
l_mut_197 = bool(false);
} else {
l_mut_232 = uint(0);
l_mut_208 = bool(false);
l_mut_208 = bool(true);
const uint l_312 = l_mut_90 | l_mut_75;
const bool l_313 = l_312 == uint(0);
if (l_313) {
l_mut_232 = l_4;
} else {
if (l_mut_208) {
const bool l_314 = l_mut_75 < l_mut_96;
const bool l_315 = l_mut_75 == l_mut_96;
const bool l_316 = l_mut_90 < l_mut_102;
const bool l_317 = l_315 && l_316;
const bool l_318 = l_314 || l_317;
if (l_318) {
const uint l_319 = l_mut_102 - uint(1);
const uint l_320 = l_mut_96 - uint(0);
const bool l_321 = l_mut_102 < uint(1);
const uint l_322 = uint(l_321);
const uint l_323 = l_320 - l_322;
l_mut_227 = l_319;
l_mut_226 = l_323;
l_mut_223 = uint(0);

for (uint l_mut_324 = uint(0); l_mut_324 < uint(16); ++l_mut_324) {
const uint l_325 = uint(15) - l_mut_324;
l_mut_222 = l_mut_227;
l_mut_221 = l_mut_226;
const bool l_326 = l_325 >= uint(32);
if (l_326) {
const uint l_327 = l_325 & uint(31);
const uint l_328 = l_mut_226 >> l_327;
l_mut_222 = l_328;
l_mut_221 = uint(0);
} else {
const bool l_329 = l_325 > uint(0);
if (l_329) {
l_mut_207 = l_mut_227;
const bool l_330 = l_325 > uint(0);
if (l_330) {
const uint l_331 = l_mut_227 >> l_325;
const uint l_332 = uint(32) - l_325;
const uint l_333 = l_mut_226 << l_332;
const uint l_334 = l_331 | l_333;
l_mut_207 = l_334;
}
const uint l_335 = l_mut_226 >> l_325;
l_mut_222 = l_mut_207;
l_mut_221 = l_335;
}
}
const bool l_336 = l_mut_221 < l_mut_75;
const bool l_337 = l_mut_221 == l_mut_75;
const bool l_338 = l_mut_222 < l_mut_90;
const bool l_339 = l_337 && l_338;
const bool l_340 = l_336 || l_339;
const bool l_341 = !l_340;
if (l_341) {
l_mut_222 = l_mut_90;
l_mut_221 = l_mut_75;
const bool l_342 = l_325 >= uint(32);
if (l_342) {
const uint l_343 = l_325 & uint(31);
const uint l_344 = l_mut_90 << l_343;
l_mut_222 = uint(0);
l_mut_221 = l_344;
} else {
const bool l_345 = l_325 > uint(0);
if (l_345) {
const uint l_346 = l_mut_90 << l_325;
const uint l_347 = l_mut_75 << l_325;
const uint l_348 = uint(32) - l_325;
const uint l_349 = l_mut_90 >> l_348;
const uint l_350 = l_347 | l_349;
l_mut_222 = l_346;
l_mut_221 = l_350;
}
}
const uint l_351 = l_mut_227 - l_mut_222;
const uint l_352 = l_mut_226 - l_mut_221;
const bool l_353 = l_mut_227 < l_mut_222;
const uint l_354 = uint(l_353);
const uint l_355 = l_352 - l_354;
l_mut_227 = l_351;
l_mut_226 = l_355;
const uint l_356 = uint(1) << l_325;
l_mut_223 = l_mut_223 | l_356;
}
}
const uint l_357 = min(l_mut_223, l_4);
l_mut_223 = l_357;
const bool l_358 = l_mut_226 < l_mut_75;
const bool l_359 = l_mut_226 == l_mut_75;
const bool l_360 = l_mut_227 < l_mut_90;
const bool l_361 = l_359 && l_360;
const bool l_362 = l_358 || l_361;
const bool l_363 = !l_362;
if (l_363) {
l_mut_223 = l_4;
}
l_mut_232 = l_mut_223;
}
} else {
l_mut_227 = l_mut_102;
l_mut_226 = l_mut_96;
while (true) {
const bool l_364 = l_mut_75 < l_mut_226;
const bool l_365 = l_mut_75 == l_mut_226;
const bool l_366 = l_mut_90 < l_mut_227;
const bool l_367 = l_365 && l_366;
const bool l_368 = l_364 || l_367;
const uint l_369 = l_mut_232 * l_mut_188;
const uint l_370 = l_mut_189 + l_369;
const uint l_371 = l_370 + l_mut_188;
const bool l_372 = l_371 < l_4;
const bool l_373 = l_368 && l_372;
const bool l_374 = !l_373;
if (l_374) {
break;}
const uint l_375 = l_mut_227 - l_mut_90;
const uint l_376 = l_mut_226 - l_mut_75;
const bool l_377 = l_mut_227 < l_mut_90;
const uint l_378 = uint(l_377);
const uint l_379 = l_376 - l_378;
l_mut_227 = l_375;
l_mut_226 = l_379;
l_mut_232 = l_mut_232 + uint(1);
}
}
}
const uint l_380 = l_mut_188 + l_mut_189;
const uint l_381 = l_mut_232 * l_mut_188;
const uint l_382 = l_380 + l_381;
const bool l_383 = l_382 >= l_4;
if (l_383) {
l_mut_190 = bool(true);
l_mut_197 = bool(false);
} else {
const uint l_384 = l_mut_90 * l_mut_232;
const uint l_385 = __umulhi(l_mut_90, l_mut_232);
const uint l_386 = l_mut_75 * l_mut_232;
const uint l_387 = l_385 + l_386;
const uint l_388 = l_mut_102 - l_384;
const uint l_389 = l_mut_96 - l_387;
const bool l_390 = l_mut_102 < l_384;
const uint l_391 = uint(l_390);
const uint l_392 = l_389 - l_391;
l_mut_102 = l_388;
l_mut_96 = l_392;
const uint l_393 = l_mut_232 * l_mut_188;
l_mut_189 = l_mut_189 + l_393;
const uint l_394 = l_mut_90 - l_mut_102;
const uint l_395 = l_mut_75 - l_mut_96;
const bool l_396 = l_mut_90 < l_mut_102;
const uint l_397 = uint(l_396);
const uint l_398 = l_395 - l_397;
l_mut_90 = l_394;
l_mut_75 = l_398;
l_mut_188 = l_mut_188 + l_mut_189;
}
}
}
}
const bool l_399 = !l_mut_190;
if (l_399) {
const uint l_1113 = info.static_meta[uint(5)];
const uint l_1114 = l_1113 * uint(1);
const uint l_1115 = l_1114 - uint(1);
const uint l_1116 = min(uint(0), l_1115);
device atomic_uint* l_1117 = &buffer_5[l_1116];
atomic_uint* l_400 = l_1117;
const uint l_401 = atomic_fetch_add_explicit(l_400, uint(1), memory_order_relaxed);
const uint l_402 = l_4 / uint(8);
l_mut_232 = uint(0);
l_mut_227 = uint(0);
l_mut_226 = uint(0);

for (uint l_mut_403 = uint(0); l_mut_403 < uint(8); ++l_mut_403) {
const uint l_404 = l_mut_403 * l_402;
const bool l_405 = l_404 < l_56;
const uint l_406 = l_4 / uint(8);
const uint l_407 = l_mut_403 * l_406;
const uint l_408 = l_407 + l_407;
const uint l_409 = l_72 >> uint(31);
const bool l_410 = l_409 == uint(1);
l_mut_223 = l_69;
l_mut_222 = l_72;
if (l_410) {
const uint l_411 = uint(0) - l_69;
const uint l_412 = uint(0) - l_72;
const bool l_413 = uint(0) < l_69;
const uint l_414 = uint(l_413);
const uint l_415 = l_412 - l_414;
l_mut_223 = l_411;
l_mut_222 = l_415;
}
const uint l_416 = l_mut_223 * l_408;
const uint l_417 = l_mut_222 * l_408;
const uint l_418 = __umulhi(l_mut_223, l_408);
const uint l_419 = l_418 + l_417;
const uint l_420 = __umulhi(l_mut_222, l_408);
const bool l_421 = l_419 < l_417;
const uint l_422 = uint(l_421);
const uint l_423 = l_420 + l_422;
const uint l_424 = l_9 % uint(32);
l_mut_221 = l_416;
const bool l_425 = l_424 > uint(0);
if (l_425) {
const uint l_426 = l_416 >> l_424;
const uint l_427 = uint(32) - l_424;
const uint l_428 = l_419 << l_427;
const uint l_429 = l_426 | l_428;
l_mut_221 = l_429;
}
l_mut_207 = l_419;
const bool l_430 = l_424 > uint(0);
if (l_430) {
const uint l_431 = l_419 >> l_424;
const uint l_432 = uint(32) - l_424;
const uint l_433 = l_423 << l_432;
const uint l_434 = l_431 | l_433;
l_mut_207 = l_434;
}
l_mut_189 = l_mut_221;
l_mut_221 = l_mut_207;
const bool l_435 = l_9 >= uint(64);
if (l_435) {
l_mut_189 = l_423;
l_mut_221 = uint(0);
} else {
const bool l_436 = l_9 >= uint(32);
if (l_436) {
l_mut_207 = l_419;
const bool l_437 = l_424 > uint(0);
if (l_437) {
const uint l_438 = l_419 >> l_424;
const uint l_439 = uint(32) - l_424;
const uint l_440 = l_423 << l_439;
const uint l_441 = l_438 | l_440;
l_mut_207 = l_441;
}
const uint l_442 = l_423 >> l_424;
l_mut_189 = l_mut_207;
l_mut_221 = l_442;
}
}
l_mut_223 = l_mut_189;
l_mut_222 = l_mut_221;
if (l_410) {
const uint l_443 = uint(0) - l_mut_223;
const uint l_444 = uint(0) - l_mut_222;
const bool l_445 = uint(0) < l_mut_223;
const uint l_446 = uint(l_445);
const uint l_447 = l_444 - l_446;
l_mut_223 = l_443;
l_mut_222 = l_447;
}
const uint l_448 = l_59 + l_mut_223;
const uint l_449 = l_62 + l_mut_222;
const bool l_450 = l_448 < l_59;
const uint l_451 = uint(l_450);
const uint l_452 = l_449 + l_451;
const uint l_453 = l_59 * l_407;
const uint l_454 = __umulhi(l_59, l_407);
const uint l_455 = l_62 * l_407;
const uint l_456 = l_454 + l_455;
const uint l_457 = l_64 + l_453;
const uint l_458 = l_67 + l_456;
const bool l_459 = l_457 < l_64;
const uint l_460 = uint(l_459);
const uint l_461 = l_458 + l_460;
const uint l_462 = l_407 * l_407;
const uint l_463 = l_72 >> uint(31);
const bool l_464 = l_463 == uint(1);
l_mut_223 = l_69;
l_mut_222 = l_72;
if (l_464) {
const uint l_465 = uint(0) - l_69;
const uint l_466 = uint(0) - l_72;
const bool l_467 = uint(0) < l_69;
const uint l_468 = uint(l_467);
const uint l_469 = l_466 - l_468;
l_mut_223 = l_465;
l_mut_222 = l_469;
}
const uint l_470 = l_mut_223 * l_462;
const uint l_471 = l_mut_222 * l_462;
const uint l_472 = __umulhi(l_mut_223, l_462);
const uint l_473 = l_472 + l_471;
const uint l_474 = __umulhi(l_mut_222, l_462);
const bool l_475 = l_473 < l_471;
const uint l_476 = uint(l_475);
const uint l_477 = l_474 + l_476;
const uint l_478 = l_9 % uint(32);
l_mut_221 = l_470;
const bool l_479 = l_478 > uint(0);
if (l_479) {
const uint l_480 = l_470 >> l_478;
const uint l_481 = uint(32) - l_478;
const uint l_482 = l_473 << l_481;
const uint l_483 = l_480 | l_482;
l_mut_221 = l_483;
}
l_mut_207 = l_473;
const bool l_484 = l_478 > uint(0);
if (l_484) {
const uint l_485 = l_473 >> l_478;
const uint l_486 = uint(32) - l_478;
const uint l_487 = l_477 << l_486;
const uint l_488 = l_485 | l_487;
l_mut_207 = l_488;
}
l_mut_189 = l_mut_221;
l_mut_221 = l_mut_207;
const bool l_489 = l_9 >= uint(64);
if (l_489) {
l_mut_189 = l_477;
l_mut_221 = uint(0);
} else {
const bool l_490 = l_9 >= uint(32);
if (l_490) {
l_mut_207 = l_473;
const bool l_491 = l_478 > uint(0);
if (l_491) {
const uint l_492 = l_473 >> l_478;
const uint l_493 = uint(32) - l_478;
const uint l_494 = l_477 << l_493;
const uint l_495 = l_492 | l_494;
l_mut_207 = l_495;
}
const uint l_496 = l_477 >> l_478;
l_mut_189 = l_mut_207;
l_mut_221 = l_496;
}
}
l_mut_223 = l_mut_189;
l_mut_222 = l_mut_221;
if (l_464) {
const uint l_497 = uint(0) - l_mut_223;
const uint l_498 = uint(0) - l_mut_222;
const bool l_499 = uint(0) < l_mut_223;
const uint l_500 = uint(l_499);
const uint l_501 = l_498 - l_500;
l_mut_223 = l_497;
l_mut_222 = l_501;
}
const uint l_502 = l_457 + l_mut_223;
const uint l_503 = l_461 + l_mut_222;
const bool l_504 = l_502 < l_457;
const uint l_505 = uint(l_504);
const uint l_506 = l_503 + l_505;
const uint l_507 = l_72 >> uint(31);
const bool l_508 = l_507 == uint(1);
l_mut_223 = l_69;
l_mut_222 = l_72;
if (l_508) {
const uint l_509 = uint(0) - l_69;
const uint l_510 = uint(0) - l_72;
const bool l_511 = uint(0) < l_69;
const uint l_512 = uint(l_511);
const uint l_513 = l_510 - l_512;
l_mut_223 = l_509;
l_mut_222 = l_513;
}
const uint l_514 = l_mut_223 * l_406;
const uint l_515 = l_mut_222 * l_406;
const uint l_516 = __umulhi(l_mut_223, l_406);
const uint l_517 = l_516 + l_515;
const uint l_518 = __umulhi(l_mut_222, l_406);
const bool l_519 = l_517 < l_515;
const uint l_520 = uint(l_519);
const uint l_521 = l_518 + l_520;
const uint l_522 = l_9 % uint(32);
l_mut_221 = l_514;
const bool l_523 = l_522 > uint(0);
if (l_523) {
const uint l_524 = l_514 >> l_522;
const uint l_525 = uint(32) - l_522;
const uint l_526 = l_517 << l_525;
const uint l_527 = l_524 | l_526;
l_mut_221 = l_527;
}
l_mut_207 = l_517;
const bool l_528 = l_522 > uint(0);
if (l_528) {
const uint l_529 = l_517 >> l_522;
const uint l_530 = uint(32) - l_522;
const uint l_531 = l_521 << l_530;
const uint l_532 = l_529 | l_531;
l_mut_207 = l_532;
}
l_mut_189 = l_mut_221;
l_mut_221 = l_mut_207;
const bool l_533 = l_9 >= uint(64);
if (l_533) {
l_mut_189 = l_521;
l_mut_221 = uint(0);
} else {
const bool l_534 = l_9 >= uint(32);
if (l_534) {
l_mut_207 = l_517;
const bool l_535 = l_522 > uint(0);
if (l_535) {
const uint l_536 = l_517 >> l_522;
const uint l_537 = uint(32) - l_522;
const uint l_538 = l_521 << l_537;
const uint l_539 = l_536 | l_538;
l_mut_207 = l_539;
}
const uint l_540 = l_521 >> l_522;
l_mut_189 = l_mut_207;
l_mut_221 = l_540;
}
}
l_mut_223 = l_mut_189;
l_mut_222 = l_mut_221;
if (l_508) {
const uint l_541 = uint(0) - l_mut_223;
const uint l_542 = uint(0) - l_mut_222;
const bool l_543 = uint(0) < l_mut_223;
const uint l_544 = uint(l_543);
const uint l_545 = l_542 - l_544;
l_mut_223 = l_541;
l_mut_222 = l_545;
}
const uint l_546 = l_448 + l_mut_223;
const uint l_547 = l_452 + l_mut_222;
const bool l_548 = l_546 < l_448;
const uint l_549 = uint(l_548);
const uint l_550 = l_547 + l_549;
const uint l_551 = l_406 * l_406;
const uint l_552 = l_9 + uint(3);
const uint l_553 = l_72 >> uint(31);
const bool l_554 = l_553 == uint(1);
l_mut_223 = l_69;
l_mut_222 = l_72;
if (l_554) {
const uint l_555 = uint(0) - l_69;
const uint l_556 = uint(0) - l_72;
const bool l_557 = uint(0) < l_69;
const uint l_558 = uint(l_557);
const uint l_559 = l_556 - l_558;
l_mut_223 = l_555;
l_mut_222 = l_559;
}
const uint l_560 = l_mut_223 * l_551;
const uint l_561 = l_mut_222 * l_551;
const uint l_562 = __umulhi(l_mut_223, l_551);
const uint l_563 = l_562 + l_561;
const uint l_564 = __umulhi(l_mut_222, l_551);
const bool l_565 = l_563 < l_561;
const uint l_566 = uint(l_565);
const uint l_567 = l_564 + l_566;
const uint l_568 = l_552 % uint(32);
l_mut_221 = l_560;
const bool l_569 = l_568 > uint(0);
if (l_569) {
const uint l_570 = l_560 >> l_568;
const uint l_571 = uint(32) - l_568;
const uint l_572 = l_563 << l_571;
const uint l_573 = l_570 | l_572;
l_mut_221 = l_573;
}
l_mut_207 = l_563;
const bool l_574 = l_568 > uint(0);
if (l_574) {
const uint l_575 = l_563 >> l_568;
const uint l_576 = uint(32) - l_568;
const uint l_577 = l_567 << l_576;
const uint l_578 = l_575 | l_577;
l_mut_207 = l_578;
}
l_mut_189 = l_mut_221;
l_mut_221 = l_mut_207;
const bool l_579 = l_552 >= uint(64);
if (l_579) {
l_mut_189 = l_567;
l_mut_221 = uint(0);
} else {
const bool l_580 = l_552 >= uint(32);
if (l_580) {
l_mut_207 = l_563;
const bool l_581 = l_568 > uint(0);
if (l_581) {
const uint l_582 = l_563 >> l_568;
const uint l_583 = uint(32) - l_568;
const uint l_584 = l_567 << l_583;
const uint l_585 = l_582 | l_584;
l_mut_207 = l_585;
}
const uint l_586 = l_567 >> l_568;
l_mut_189 = l_mut_207;
l_mut_221 = l_586;
}
}
l_mut_223 = l_mut_189;
l_mut_222 = l_mut_221;
if (l_554) {
const uint l_587 = uint(0) - l_mut_223;
const uint l_588 = uint(0) - l_mut_222;
const bool l_589 = uint(0) < l_mut_223;
const uint l_590 = uint(l_589);
const uint l_591 = l_588 - l_590;
l_mut_223 = l_587;
l_mut_222 = l_591;
}
const uint l_592 = l_502 - l_mut_223;
const uint l_593 = l_506 - l_mut_222;
const bool l_594 = l_502 < l_mut_223;
const uint l_595 = uint(l_594);
const uint l_596 = l_593 - l_595;
const uint l_597 = l_592 + l_19;
const uint l_598 = l_596 + l_22;
const bool l_599 = l_597 < l_592;
const uint l_600 = uint(l_599);
const uint l_601 = l_598 + l_600;
const uint l_602 = uint(0) - l_546;
const uint l_603 = uint(0) - l_550;
const bool l_604 = uint(0) < l_546;
const uint l_605 = uint(l_604);
const uint l_606 = l_603 - l_605;
const uint l_607 = l_19 + l_19;
const uint l_608 = l_22 + l_22;
const bool l_609 = l_607 < l_19;
const uint l_610 = uint(l_609);
const uint l_611 = l_608 + l_610;
l_mut_223 = l_602;
l_mut_222 = l_606;
const uint l_612 = uint(0) - l_602;
const uint l_613 = uint(0) - l_606;
const bool l_614 = uint(0) < l_602;
const uint l_615 = uint(l_614);
const uint l_616 = l_613 - l_615;
l_mut_221 = l_612;
l_mut_207 = l_616;
l_mut_189 = l_597;
l_mut_188 = l_601;
l_mut_187 = uint(1);
l_mut_102 = uint(1);
l_mut_208 = bool(false);
const bool l_617 = l_mut_188 < l_611;
const bool l_618 = l_mut_188 == l_611;
const bool l_619 = l_mut_189 < l_607;
const bool l_620 = l_618 && l_619;
const bool l_621 = l_617 || l_620;
const bool l_622 = !l_621;
l_mut_200 = l_622;
const uint l_623 = l_602 | l_606;
const bool l_624 = l_623 == uint(0);
if (l_624) {
l_mut_208 = l_mut_200;
l_mut_200 = bool(false);
}
l_mut_197 = bool(false);
while (true) {
const bool l_625 = !l_mut_200;
if (l_625) {
break;}
const bool l_626 = l_mut_188 < l_mut_222;
const bool l_627 = l_mut_188 == l_mut_222;
const bool l_628 = l_mut_189 < l_mut_223;
const bool l_629 = l_627 && l_628;
const bool l_630 = l_626 || l_629;
if (l_630) {
l_mut_96 = uint(0);
l_mut_190 = bool(false);
l_mut_190 = bool(true);
const uint l_631 = l_mut_223 | l_mut_222;
const bool l_632 = l_631 == uint(0);
if (l_632) {
l_mut_96 = l_406;
} else {
if (l_mut_190) {
const bool l_633 = l_mut_222 < l_mut_207;
const bool l_634 = l_mut_222 == l_mut_207;
const bool l_635 = l_mut_223 < l_mut_221;
const bool l_636 = l_634 && l_635;
const bool l_637 = l_633 || l_636;
if (l_637) {
const uint l_638 = l_mut_221 - uint(1);
const uint l_639 = l_mut_207 - uint(0);
const bool l_640 = l_mut_221 < uint(1);
const uint l_641 = uint(l_640);
const uint l_642 = l_639 - l_641;
l_mut_90 = l_638;
l_mut_75 = l_642;
l_mut_40 = uint(0);

for (uint l_mut_643 = uint(0); l_mut_643 < uint(16); ++l_mut_643) {
const uint l_644 = uint(15) - l_mut_643;
l_mut_645 = l_mut_90;
l_mut_646 = l_mut_75;
const bool l_647 = l_644 >= uint(32);
if (l_647) {
const uint l_648 = l_644 & uint(31);
const uint l_649 = l_mut_75 >> l_648;
l_mut_645 = l_649;
l_mut_646 = uint(0);
} else {
const bool l_650 = l_644 > uint(0);
if (l_650) {
l_mut_651 = l_mut_90;
const bool l_652 = l_644 > uint(0);
if (l_652) {
const uint l_653 = l_mut_90 >> l_644;
const uint l_654 = uint(32) - l_644;
const uint l_655 = l_mut_75 << l_654;
const uint l_656 = l_653 | l_655;
l_mut_651 = l_656;
}
const uint l_657 = l_mut_75 >> l_644;
l_mut_645 = l_mut_651;
l_mut_646 = l_657;
}
}
const bool l_658 = l_mut_646 < l_mut_222;
const bool l_659 = l_mut_646 == l_mut_222;
const bool l_660 = l_mut_645 < l_mut_223;
const bool l_661 = l_659 && l_660;
const bool l_662 = l_658 || l_661;
const bool l_663 = !l_662;
if (l_663) {
l_mut_651 = l_mut_223;
l_mut_646 = l_mut_222;
const bool l_664 = l_644 >= uint(32);
if (l_664) {
const uint l_665 = l_644 & uint(31);
const uint l_666 = l_mut_223 << l_665;
l_mut_651 = uint(0);
l_mut_646 = l_666;
} else {
const bool l_667 = l_644 > uint(0);
if (l_667) {
const uint l_668 = l_mut_223 << l_644;
const uint l_669 = l_mut_222 << l_644;
const uint l_670 = uint(32) - l_644;
const uint l_671 = l_mut_223 >> l_670;
const uint l_672 = l_669 | l_671;
l_mut_651 = l_668;
l_mut_646 = l_672;
}
}
const uint l_673 = l_mut_90 - l_mut_651;
const uint l_674 = l_mut_75 - l_mut_646;
const bool l_675 = l_mut_90 < l_mut_651;
const uint l_676 = uint(l_675);
const uint l_677 = l_674 - l_676;
l_mut_90 = l_673;
l_mut_75 = l_677;
const uint l_678 = uint(1) << l_644;
l_mut_40 = l_mut_40 | l_678;
}
}
const uint l_679 = min(l_mut_40, l_406);
l_mut_651 = l_679;
const bool l_680 = l_mut_75 < l_mut_222;
const bool l_681 = l_mut_75 == l_mut_222;
const bool l_682 = l_mut_90 < l_mut_223;
const bool l_683 = l_681 && l_682;
const bool l_684 = l_680 || l_683;
const bool l_685 = !l_684;
if (l_685) {
l_mut_651 = l_406;
}
l_mut_96 = l_mut_651;
}
} else {
l_mut_651 = l_mut_221;
l_mut_646 = l_mut_207;
while (true) {
const bool l_686 = l_mut_222 < l_mut_646;
const bool l_687 = l_mut_222 == l_mut_646;
const bool l_688 = l_mut_223 < l_mut_651;
const bool l_689 = l_687 && l_688;
const bool l_690 = l_686 || l_689;
const uint l_691 = l_mut_96 * l_mut_102;
const uint l_692 = l_mut_187 + l_691;
const uint l_693 = l_692 + l_mut_102;
const bool l_694 = l_693 < l_406;
const bool l_695 = l_690 && l_694;
const bool l_696 = !l_695;
if (l_696) {
break;}
const uint l_697 = l_mut_651 - l_mut_223;
const uint l_698 = l_mut_646 - l_mut_222;
const bool l_699 = l_mut_651 < l_mut_223;
const uint l_700 = uint(l_699);
const uint l_701 = l_698 - l_700;
l_mut_651 = l_697;
l_mut_646 = l_701;
l_mut_96 = l_mut_96 + uint(1);
}
}
}
const uint l_702 = l_mut_96 * l_mut_102;
const uint l_703 = l_mut_187 + l_702;
const uint l_704 = l_703 + l_mut_102;
const bool l_705 = l_704 >= l_406;
if (l_705) {
l_mut_208 = bool(true);
l_mut_200 = bool(false);
} else {
const uint l_706 = l_mut_223 * l_mut_96;
const uint l_707 = __umulhi(l_mut_223, l_mut_96);
const uint l_708 = l_mut_222 * l_mut_96;
const uint l_709 = l_707 + l_708;
const uint l_710 = l_mut_221 - l_706;
const uint l_711 = l_mut_207 - l_709;
const bool l_712 = l_mut_221 < l_706;
const uint l_713 = uint(l_712);
const uint l_714 = l_711 - l_713;
l_mut_221 = l_710;
l_mut_207 = l_714;
const uint l_715 = l_mut_96 * l_mut_102;
l_mut_187 = l_mut_187 + l_715;
const uint l_716 = l_mut_223 - l_mut_221;
const uint l_717 = l_mut_222 - l_mut_207;
const bool l_718 = l_mut_223 < l_mut_221;
const uint l_719 = uint(l_718);
const uint l_720 = l_717 - l_719;
l_mut_223 = l_716;
l_mut_222 = l_720;
l_mut_102 = l_mut_102 + l_mut_187;
}
} else {
const uint l_721 = l_mut_189 - l_mut_223;
const uint l_722 = l_mut_188 - l_mut_222;
const bool l_723 = l_mut_189 < l_mut_223;
const uint l_724 = uint(l_723);
const uint l_725 = l_722 - l_724;
l_mut_189 = l_721;
l_mut_188 = l_725;
const bool l_726 = l_mut_188 < l_611;
const bool l_727 = l_mut_188 == l_611;
const bool l_728 = l_mut_189 < l_607;
const bool l_729 = l_727 && l_728;
const bool l_730 = l_726 || l_729;
if (l_730) {
l_mut_200 = bool(false);
} else {
l_mut_651 = uint(0);
l_mut_190 = bool(false);
l_mut_190 = bool(true);
const uint l_731 = l_mut_221 | l_mut_207;
const bool l_732 = l_731 == uint(0);
if (l_732) {
l_mut_651 = l_406;
} else {
if (l_mut_190) {
const bool l_733 = l_mut_207 < l_mut_222;
const bool l_734 = l_mut_207 == l_mut_222;
const bool l_735 = l_mut_221 < l_mut_223;
const bool l_736 = l_734 && l_735;
const bool l_737 = l_733 || l_736;
if (l_737) {
const uint l_738 = l_mut_223 - uint(1);
const uint l_739 = l_mut_222 - uint(0);
const bool l_740 = l_mut_223 < uint(1);
const uint l_741 = uint(l_740);
const uint l_742 = l_739 - l_741;
l_mut_646 = l_738;
l_mut_645 = l_742;
l_mut_96 = uint(0);

for (uint l_mut_743 = uint(0); l_mut_743 < uint(16); ++l_mut_743) {
const uint l_744 = uint(15) - l_mut_743;
l_mut_90 = l_mut_646;
l_mut_75 = l_mut_645;
const bool l_745 = l_744 >= uint(32);
if (l_745) {
const uint l_746 = l_744 & uint(31);
const uint l_747 = l_mut_645 >> l_746;
l_mut_90 = l_747;
l_mut_75 = uint(0);
} else {
const bool l_748 = l_744 > uint(0);
if (l_748) {
l_mut_40 = l_mut_646;
const bool l_749 = l_744 > uint(0);
if (l_749) {
const uint l_750 = l_mut_646 >> l_744;
const uint l_751 = uint(32) - l_744;
const uint l_752 = l_mut_645 << l_751;
const uint l_753 = l_750 | l_752;
l_mut_40 = l_753;
}
const uint l_754 = l_mut_645 >> l_744;
l_mut_90 = l_mut_40;
l_mut_75 = l_754;
}
}
const bool l_755 = l_mut_75 < l_mut_207;
const bool l_756 = l_mut_75 == l_mut_207;
const bool l_757 = l_mut_90 < l_mut_221;
const bool l_758 = l_756 && l_757;
const bool l_759 = l_755 || l_758;
const bool l_760 = !l_759;
if (l_760) {
l_mut_90 = l_mut_221;
l_mut_75 = l_mut_207;
const bool l_761 = l_744 >= uint(32);
if (l_761) {
const uint l_762 = l_744 & uint(31);
const uint l_763 = l_mut_221 << l_762;
l_mut_90 = uint(0);
l_mut_75 = l_763;
} else {
const bool l_764 = l_744 > uint(0);
if (l_764) {
const uint l_765 = l_mut_221 << l_744;
const uint l_766 = l_mut_207 << l_744;
const uint l_767 = uint(32) - l_744;
const uint l_768 = l_mut_221 >> l_767;
const uint l_769 = l_766 | l_768;
l_mut_90 = l_765;
l_mut_75 = l_769;
}
}
const uint l_770 = l_mut_646 - l_mut_90;
const uint l_771 = l_mut_645 - l_mut_75;
const bool l_772 = l_mut_646 < l_mut_90;
const uint l_773 = uint(l_772);
const uint l_774 = l_771 - l_773;
l_mut_646 = l_770;
l_mut_645 = l_774;
const uint l_775 = uint(1) << l_744;
l_mut_96 = l_mut_96 | l_775;
}
}
const uint l_776 = min(l_mut_96, l_406);
l_mut_96 = l_776;
const bool l_777 = l_mut_645 < l_mut_207;
const bool l_778 = l_mut_645 == l_mut_207;
const bool l_779 = l_mut_646 < l_mut_221;
const bool l_780 = l_778 && l_779;
const bool l_781 = l_777 || l_780;
const bool l_782 = !l_781;
if (l_782) {
l_mut_96 = l_406;
}
l_mut_651 = l_mut_96;
}
} else {
l_mut_646 = l_mut_223;
l_mut_645 = l_mut_222;
while (true) {
const bool l_783 = l_mut_207 < l_mut_645;
const bool l_784 = l_mut_207 == l_mut_645;
const bool l_785 = l_mut_221 < l_mut_646;
const bool l_786 = l_784 && l_785;
const bool l_787 = l_783 || l_786;
const uint l_788 = l_mut_651 * l_mut_187;
const uint l_789 = l_mut_102 + l_788;
const uint l_790 = l_789 + l_mut_187;
const bool l_791 = l_790 < l_406;
const bool l_792 = l_787 && l_791;
const bool l_793 = !l_792;
if (l_793) {
break;}
const uint l_794 = l_mut_646 - l_mut_221;
const uint l_795 = l_mut_645 - l_mut_207;
const bool l_796 = l_mut_646 < l_mut_221;
const uint l_797 = uint(l_796);
const uint l_798 = l_795 - l_797;
l_mut_646 = l_794;
l_mut_645 = l_798;
l_mut_651 = l_mut_651 + uint(1);
}
}
}
const uint l_799 = l_mut_187 + l_mut_102;
const uint l_800 = l_mut_651 * l_mut_187;
const uint l_801 = l_799 + l_800;
const bool l_802 = l_801 >= l_406;
if (l_802) {
l_mut_208 = bool(true);
l_mut_200 = bool(false);
} else {
const uint l_803 = l_mut_221 * l_mut_651;
const uint l_804 = __umulhi(l_mut_221, l_mut_651);
const uint l_805 = l_mut_207 * l_mut_651;
const uint l_806 = l_804 + l_805;
const uint l_807 = l_mut_223 - l_803;
const uint l_808 = l_mut_222 - l_806;
const bool l_809 = l_mut_223 < l_803;
const uint l_810 = uint(l_809);
const uint l_811 = l_808 - l_810;
l_mut_223 = l_807;
l_mut_222 = l_811;
const uint l_812 = l_mut_651 * l_mut_187;
l_mut_102 = l_mut_102 + l_812;
const uint l_813 = l_mut_221 - l_mut_223;
const uint l_814 = l_mut_207 - l_mut_222;
const bool l_815 = l_mut_221 < l_mut_223;
const uint l_816 = uint(l_815);
const uint l_817 = l_814 - l_816;
l_mut_221 = l_813;
l_mut_207 = l_817;
l_mut_187 = l_mut_187 + l_mut_102;
}
}
}
}
const bool l_818 = !l_mut_208;
const bool l_819 = l_405 && l_818;
if (l_819) {
const uint l_820 = uint(1) << l_mut_403;
l_mut_232 = l_mut_232 | l_820;
l_mut_227 = l_mut_227 + uint(1);
const uint l_821 = l_404 + l_402;
const uint l_822 = min(l_821, l_56);
l_mut_651 = uint(0);

for (uint l_mut_823 = l_404; l_mut_823 < l_822; ++l_mut_823) {
const uint l_824 = l_59 * l_mut_823;
const uint l_825 = __umulhi(l_59, l_mut_823);
const uint l_826 = l_62 * l_mut_823;
const uint l_827 = l_825 + l_826;
const uint l_828 = l_64 + l_824;
const uint l_829 = l_67 + l_827;
const bool l_830 = l_828 < l_64;
const uint l_831 = uint(l_830);
const uint l_832 = l_829 + l_831;
const uint l_833 = l_mut_823 * l_mut_823;
const uint l_834 = l_72 >> uint(31);
const bool l_835 = l_834 == uint(1);
l_mut_646 = l_69;
l_mut_645 = l_72;
if (l_835) {
const uint l_836 = uint(0) - l_69;
const uint l_837 = uint(0) - l_72;
const bool l_838 = uint(0) < l_69;
const uint l_839 = uint(l_838);
const uint l_840 = l_837 - l_839;
l_mut_646 = l_836;
l_mut_645 = l_840;
}
const uint l_841 = l_mut_646 * l_833;
const uint l_842 = l_mut_645 * l_833;
const uint l_843 = __umulhi(l_mut_646, l_833);
const uint l_844 = l_843 + l_842;
const uint l_845 = __umulhi(l_mut_645, l_833);
const bool l_846 = l_844 < l_842;
const uint l_847 = uint(l_846);
const uint l_848 = l_845 + l_847;
const uint l_849 = l_9 % uint(32);
l_mut_223 = l_841;
const bool l_850 = l_849 > uint(0);
if (l_850) {
const uint l_851 = l_841 >> l_849;
const uint l_852 = uint(32) - l_849;
const uint l_853 = l_844 << l_852;
const uint l_854 = l_851 | l_853;
l_mut_223 = l_854;
}
l_mut_222 = l_844;
const bool l_855 = l_849 > uint(0);
if (l_855) {
const uint l_856 = l_844 >> l_849;
const uint l_857 = uint(32) - l_849;
const uint l_858 = l_848 << l_857;
const uint l_859 = l_856 | l_858;
l_mut_222 = l_859;
}
l_mut_221 = l_mut_223;
l_mut_223 = l_mut_222;
const bool l_860 = l_9 >= uint(64);
if (l_860) {
l_mut_221 = l_848;
l_mut_223 = uint(0);
} else {
const bool l_861 = l_9 >= uint(32);
if (l_861) {
l_mut_222 = l_844;
const bool l_862 = l_849 > uint(0);
if (l_862) {
const uint l_863 = l_844 >> l_849;
const uint l_864 = uint(32) - l_849;
const uint l_865 = l_848 << l_864;
const uint l_866 = l_863 | l_865;
l_mut_222 = l_866;
}
const uint l_867 = l_848 >> l_849;
l_mut_221 = l_mut_222;
l_mut_223 = l_867;
}
}
l_mut_646 = l_mut_221;
l_mut_645 = l_mut_223;
if (l_835) {
const uint l_868 = uint(0) - l_mut_646;
const uint l_869 = uint(0) - l_mut_645;
const bool l_870 = uint(0) < l_mut_646;
const uint l_871 = uint(l_870);
const uint l_872 = l_869 - l_871;
l_mut_646 = l_868;
l_mut_645 = l_872;
}
const uint l_873 = l_828 + l_mut_646;
const uint l_874 = l_832 + l_mut_645;
const bool l_875 = l_873 < l_828;
const uint l_876 = uint(l_875);
const uint l_877 = l_874 + l_876;
const uint l_878 = uint(0) - l_873;
const uint l_879 = uint(0) - l_877;
const bool l_880 = uint(0) < l_873;
const uint l_881 = uint(l_880);
const uint l_882 = l_879 - l_881;
l_mut_646 = l_878;
l_mut_645 = l_882;
const bool l_883 = l_877 < l_mut_645;
const bool l_884 = l_877 == l_mut_645;
const bool l_885 = l_873 < l_mut_646;
const bool l_886 = l_884 && l_885;
const bool l_887 = l_883 || l_886;
if (l_887) {
l_mut_646 = l_873;
l_mut_645 = l_877;
}
const bool l_888 = l_mut_645 < l_27;
const bool l_889 = l_mut_645 == l_27;
const bool l_890 = l_mut_646 < l_24;
const bool l_891 = l_889 && l_890;
const bool l_892 = l_888 || l_891;
const uint l_893 = uint(l_892);
l_mut_651 = l_mut_651 + l_893;
}
l_mut_226 = l_mut_226 + l_mut_651;
}
}
const bool l_894 = l_mut_227 > uint(0);
if (l_894) {
const uint l_1118 = info.static_meta[uint(5)];
const uint l_1119 = l_1118 * uint(1);
const uint l_1120 = l_1119 - uint(1);
const uint l_1121 = min(uint(1), l_1120);
device atomic_uint* l_1122 = &buffer_5[l_1121];
atomic_uint* l_895 = l_1122;
const uint l_896 = atomic_fetch_add_explicit(l_895, l_mut_227, memory_order_relaxed);
}
const bool l_897 = l_mut_226 > uint(0);
if (l_897) {
const uint l_1123 = info.static_meta[uint(5)];
const uint l_1124 = l_1123 * uint(1);
const uint l_1125 = l_1124 - uint(1);
const uint l_1126 = min(uint(2), l_1125);
device atomic_uint* l_1127 = &buffer_5[l_1126];
atomic_uint* l_898 = l_1127;
const uint l_899 = atomic_fetch_add_explicit(l_898, l_mut_226, memory_order_relaxed);
l_mut_651 = l_899;

for (uint l_mut_900 = uint(0); l_mut_900 < uint(8); ++l_mut_900) {
const uint l_901 = l_mut_232 >> l_mut_900;
const uint l_902 = l_901 & uint(1);
const bool l_903 = l_902 == uint(1);
if (l_903) {
const uint l_904 = l_mut_900 * l_402;
const uint l_905 = l_904 + l_402;
const uint l_906 = min(l_905, l_56);
l_mut_646 = l_mut_651;

for (uint l_mut_907 = l_904; l_mut_907 < l_906; ++l_mut_907) {
const uint l_908 = l_59 * l_mut_907;
const uint l_909 = __umulhi(l_59, l_mut_907);
const uint l_910 = l_62 * l_mut_907;
const uint l_911 = l_909 + l_910;
const uint l_912 = l_64 + l_908;
const uint l_913 = l_67 + l_911;
const bool l_914 = l_912 < l_64;
const uint l_915 = uint(l_914);
const uint l_916 = l_913 + l_915;
const uint l_917 = l_mut_907 * l_mut_907;
const uint l_918 = l_72 >> uint(31);
const bool l_919 = l_918 == uint(1);
l_mut_645 = l_69;
l_mut_227 = l_72;
if (l_919) {
const uint l_920 = uint(0) - l_69;
const uint l_921 = uint(0) - l_72;
const bool l_922 = uint(0) < l_69;
const uint l_923 = uint(l_922);
const uint l_924 = l_921 - l_923;
l_mut_645 = l_920;
l_mut_227 = l_924;
}
const uint l_925 = l_mut_645 * l_917;
const uint l_926 = l_mut_227 * l_917;
const uint l_927 = __umulhi(l_mut_645, l_917);
const uint l_928 = l_927 + l_926;
const uint l_929 = __umulhi(l_mut_227, l_917);
const bool l_930 = l_928 < l_926;
const uint l_931 = uint(l_930);
const uint l_932 = l_929 + l_931;
const uint l_933 = l_9 % uint(32);
l_mut_226 = l_925;
const bool l_934 = l_933 > uint(0);
if (l_934) {
const uint l_935 = l_925 >> l_933;
const uint l_936 = uint(32) - l_933;
const uint l_937 = l_928 << l_936;
const uint l_938 = l_935 | l_937;
l_mut_226 = l_938;
}
l_mut_223 = l_928;
const bool l_939 = l_933 > uint(0);
if (l_939) {
const uint l_940 = l_928 >> l_933;
const uint l_941 = uint(32) - l_933;
const uint l_942 = l_932 << l_941;
const uint l_943 = l_940 | l_942;
l_mut_223 = l_943;
}
l_mut_222 = l_mut_226;
l_mut_226 = l_mut_223;
const bool l_944 = l_9 >= uint(64);
if (l_944) {
l_mut_222 = l_932;
l_mut_226 = uint(0);
} else {
const bool l_945 = l_9 >= uint(32);
if (l_945) {
l_mut_223 = l_928;
const bool l_946 = l_933 > uint(0);
if (l_946) {
const uint l_947 = l_928 >> l_933;
const uint l_948 = uint(32) - l_933;
const uint l_949 = l_932 << l_948;
const uint l_950 = l_947 | l_949;
l_mut_223 = l_950;
}
const uint l_951 = l_932 >> l_933;
l_mut_222 = l_mut_223;
l_mut_226 = l_951;
}
}
l_mut_645 = l_mut_222;
l_mut_227 = l_mut_226;
if (l_919) {
const uint l_952 = uint(0) - l_mut_645;
const uint l_953 = uint(0) - l_mut_227;
const bool l_954 = uint(0) < l_mut_645;
const uint l_955 = uint(l_954);
const uint l_956 = l_953 - l_955;
l_mut_645 = l_952;
l_mut_227 = l_956;
}
const uint l_957 = l_912 + l_mut_645;
const uint l_958 = l_916 + l_mut_227;
const bool l_959 = l_957 < l_912;
const uint l_960 = uint(l_959);
const uint l_961 = l_958 + l_960;
const uint l_962 = uint(0) - l_957;
const uint l_963 = uint(0) - l_961;
const bool l_964 = uint(0) < l_957;
const uint l_965 = uint(l_964);
const uint l_966 = l_963 - l_965;
l_mut_645 = l_962;
l_mut_227 = l_966;
const bool l_967 = l_961 < l_mut_227;
const bool l_968 = l_961 == l_mut_227;
const bool l_969 = l_957 < l_mut_645;
const bool l_970 = l_968 && l_969;
const bool l_971 = l_967 || l_970;
if (l_971) {
l_mut_645 = l_957;
l_mut_227 = l_961;
}
const bool l_972 = l_mut_227 < l_27;
const bool l_973 = l_mut_227 == l_27;
const bool l_974 = l_mut_645 < l_24;
const bool l_975 = l_973 && l_974;
const bool l_976 = l_972 || l_975;
if (l_976) {
const uint l_977 = l_mut_646 * uint(2);
const uint l_978 = l_977 + uint(1);
const uint l_979 = info.static_meta[uint(10)];
const bool l_980 = l_978 < l_979;
if (l_980) {
const uint l_1128 = info.static_meta[uint(4)];
const uint l_1129 = l_1128 * uint(1);
const bool l_1130 = l_977 < l_1129;
if (l_1130) {
buffer_4[l_977] = thread_index_in_grid;
}
const uint l_981 = l_977 + uint(1);
const uint l_1131 = info.static_meta[uint(4)];
const uint l_1132 = l_1131 * uint(1);
const bool l_1133 = l_981 < l_1132;
if (l_1133) {
buffer_4[l_981] = l_mut_907;
}
}
l_mut_646 = l_mut_646 + uint(1);
}
}
l_mut_651 = l_mut_646;
}
}
}
}
}

}
