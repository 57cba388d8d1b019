
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
bool l_mut_350;
bool l_mut_357;
bool l_mut_628;
bool l_mut_645;
uint l_mut_102;
uint l_mut_145;
uint l_mut_151;
uint l_mut_213;
uint l_mut_219;
uint l_mut_269;
uint l_mut_275;
uint l_mut_382;
uint l_mut_388;
uint l_mut_394;
uint l_mut_40;
uint l_mut_421;
uint l_mut_428;
uint l_mut_439;
uint l_mut_440;
uint l_mut_441;
uint l_mut_444;
uint l_mut_445;
uint l_mut_450;
uint l_mut_736;
uint l_mut_741;
uint l_mut_75;
uint l_mut_90;
uint l_mut_96;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_1101 = info.static_meta[uint(5)];
const uint l_1102 = l_1101 * uint(1);
const uint l_1103 = l_1102 - uint(1);
const uint l_1104 = min(uint(3), l_1103);
device atomic_uint* l_1105 = &buffer_5[l_1104];
atomic_uint* l_1 = l_1105;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_1017 = info.static_meta[uint(3)];
const uint l_1018 = l_1017 * uint(1);
const bool l_1019 = l_3 < l_1018;
const uint l_1020 = l_1018 - uint(1);
const uint l_1021 = min(l_3, l_1020);
const uint l_1022 = buffer_3[l_1021];
const uint l_1023 = (l_1019) ? l_1022 : uint(0);
const uint l_4 = l_1023;
const uint l_5 = uint(2) * uint(0);
const uint l_6 = l_5 + uint(1);
const uint l_1024 = info.static_meta[uint(3)];
const uint l_1025 = l_1024 * uint(1);
const bool l_1026 = l_6 < l_1025;
const uint l_1027 = l_1025 - uint(1);
const uint l_1028 = min(l_6, l_1027);
const uint l_1029 = buffer_3[l_1028];
const uint l_1030 = (l_1026) ? l_1029 : uint(0);
const uint l_7 = l_1030;
const uint l_8 = uint(2) * uint(1);
const uint l_1031 = info.static_meta[uint(3)];
const uint l_1032 = l_1031 * uint(1);
const bool l_1033 = l_8 < l_1032;
const uint l_1034 = l_1032 - uint(1);
const uint l_1035 = min(l_8, l_1034);
const uint l_1036 = buffer_3[l_1035];
const uint l_1037 = (l_1033) ? l_1036 : uint(0);
const uint l_9 = l_1037;
const uint l_10 = uint(2) * uint(1);
const uint l_11 = l_10 + uint(1);
const uint l_1038 = info.static_meta[uint(3)];
const uint l_1039 = l_1038 * uint(1);
const bool l_1040 = l_11 < l_1039;
const uint l_1041 = l_1039 - uint(1);
const uint l_1042 = min(l_11, l_1041);
const uint l_1043 = buffer_3[l_1042];
const uint l_1044 = (l_1040) ? l_1043 : uint(0);
const uint l_12 = l_1044;
const uint l_13 = uint(2) * uint(2);
const uint l_1045 = info.static_meta[uint(3)];
const uint l_1046 = l_1045 * uint(1);
const bool l_1047 = l_13 < l_1046;
const uint l_1048 = l_1046 - uint(1);
const uint l_1049 = min(l_13, l_1048);
const uint l_1050 = buffer_3[l_1049];
const uint l_1051 = (l_1047) ? l_1050 : uint(0);
const uint l_14 = l_1051;
const uint l_15 = uint(2) * uint(2);
const uint l_16 = l_15 + uint(1);
const uint l_1052 = info.static_meta[uint(3)];
const uint l_1053 = l_1052 * uint(1);
const bool l_1054 = l_16 < l_1053;
const uint l_1055 = l_1053 - uint(1);
const uint l_1056 = min(l_16, l_1055);
const uint l_1057 = buffer_3[l_1056];
const uint l_1058 = (l_1054) ? l_1057 : uint(0);
const uint l_17 = l_1058;
const uint l_18 = uint(2) * uint(3);
const uint l_1059 = info.static_meta[uint(3)];
const uint l_1060 = l_1059 * uint(1);
const bool l_1061 = l_18 < l_1060;
const uint l_1062 = l_1060 - uint(1);
const uint l_1063 = min(l_18, l_1062);
const uint l_1064 = buffer_3[l_1063];
const uint l_1065 = (l_1061) ? l_1064 : uint(0);
const uint l_19 = l_1065;
const uint l_20 = uint(2) * uint(3);
const uint l_21 = l_20 + uint(1);
const uint l_1066 = info.static_meta[uint(3)];
const uint l_1067 = l_1066 * uint(1);
const bool l_1068 = l_21 < l_1067;
const uint l_1069 = l_1067 - uint(1);
const uint l_1070 = min(l_21, l_1069);
const uint l_1071 = buffer_3[l_1070];
const uint l_1072 = (l_1068) ? l_1071 : uint(0);
const uint l_22 = l_1072;
const uint l_23 = uint(2) * uint(4);
const uint l_1073 = info.static_meta[uint(3)];
const uint l_1074 = l_1073 * uint(1);
const bool l_1075 = l_23 < l_1074;
const uint l_1076 = l_1074 - uint(1);
const uint l_1077 = min(l_23, l_1076);
const uint l_1078 = buffer_3[l_1077];
const uint l_1079 = (l_1075) ? l_1078 : uint(0);
const uint l_24 = l_1079;
const uint l_25 = uint(2) * uint(4);
const uint l_26 = l_25 + uint(1);
const uint l_1080 = info.static_meta[uint(3)];
const uint l_1081 = l_1080 * uint(1);
const bool l_1082 = l_26 < l_1081;
const uint l_1083 = l_1081 - uint(1);
const uint l_1084 = min(l_26, l_1083);
const uint l_1085 = buffer_3[l_1084];
const uint l_1086 = (l_1082) ? l_1085 : uint(0);
const uint l_27 = l_1086;
const uint l_28 = uint(2) * uint(5);
const uint l_1087 = info.static_meta[uint(3)];
const uint l_1088 = l_1087 * uint(1);
const bool l_1089 = l_28 < l_1088;
const uint l_1090 = l_1088 - uint(1);
const uint l_1091 = min(l_28, l_1090);
const uint l_1092 = buffer_3[l_1091];
const uint l_1093 = (l_1089) ? l_1092 : uint(0);
const uint l_29 = l_1093;
const uint l_30 = uint(2) * uint(5);
const uint l_31 = l_30 + uint(1);
const uint l_1094 = info.static_meta[uint(3)];
const uint l_1095 = l_1094 * uint(1);
const bool l_1096 = l_31 < l_1095;
const uint l_1097 = l_1095 - uint(1);
const uint l_1098 = min(l_31, l_1097);
const uint l_1099 = buffer_3[l_1098];
const uint l_1100 = (l_1096) ? l_1099 : uint(0);
const uint l_32 = l_1100;
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
const bool l_56 = l_mut_40 > uint(0);
const bool l_57 = l_35 && l_56;
if (l_57) {
const uint l_58 = uint(2) * thread_index_in_grid;
const uint l_1106 = info.static_meta[uint(0)];
const uint l_1107 = l_1106 * uint(1);
const bool l_1108 = l_58 < l_1107;
const uint l_1109 = l_1107 - uint(1);
const uint l_1110 = min(l_58, l_1109);
const uint l_1111 = buffer_0[l_1110];
const uint l_1112 = (l_1108) ? l_1111 : uint(0);
const uint l_59 = l_1112;
const uint l_60 = uint(2) * thread_index_in_grid;
const uint l_61 = l_60 + uint(1);
const uint l_1113 = info.static_meta[uint(0)];
const uint l_1114 = l_1113 * uint(1);
const bool l_1115 = l_61 < l_1114;
const uint l_1116 = l_1114 - uint(1);
const uint l_1117 = min(l_61, l_1116);
const uint l_1118 = buffer_0[l_1117];
const uint l_1119 = (l_1115) ? l_1118 : uint(0);
const uint l_62 = l_1119;
const uint l_63 = uint(2) * thread_index_in_grid;
const uint l_1120 = info.static_meta[uint(1)];
const uint l_1121 = l_1120 * uint(1);
const bool l_1122 = l_63 < l_1121;
const uint l_1123 = l_1121 - uint(1);
const uint l_1124 = min(l_63, l_1123);
const uint l_1125 = buffer_1[l_1124];
const uint l_1126 = (l_1122) ? l_1125 : uint(0);
const uint l_64 = l_1126;
const uint l_65 = uint(2) * thread_index_in_grid;
const uint l_66 = l_65 + uint(1);
const uint l_1127 = info.static_meta[uint(1)];
const uint l_1128 = l_1127 * uint(1);
const bool l_1129 = l_66 < l_1128;
const uint l_1130 = l_1128 - uint(1);
const uint l_1131 = min(l_66, l_1130);
const uint l_1132 = buffer_1[l_1131];
const uint l_1133 = (l_1129) ? l_1132 : uint(0);
const uint l_67 = l_1133;
const uint l_68 = uint(2) * thread_index_in_grid;
const uint l_1134 = info.static_meta[uint(2)];
const uint l_1135 = l_1134 * uint(1);
const bool l_1136 = l_68 < l_1135;
const uint l_1137 = l_1135 - uint(1);
const uint l_1138 = min(l_68, l_1137);
const uint l_1139 = buffer_2[l_1138];
const uint l_1140 = (l_1136) ? l_1139 : uint(0);
const uint l_69 = l_1140;
const uint l_70 = uint(2) * thread_index_in_grid;
const uint l_71 = l_70 + uint(1);
const uint l_1141 = info.static_meta[uint(2)];
const uint l_1142 = l_1141 * uint(1);
const bool l_1143 = l_71 < l_1142;
const uint l_1144 = l_1142 - uint(1);
const uint l_1145 = min(l_71, l_1144);
const uint l_1146 = buffer_2[l_1145];
const uint l_1147 = (l_1143) ? l_1146 : uint(0);
const uint l_72 = l_1147;
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
const uint l_121 = l_9 + uint(3);
l_mut_102 = uint(0);
l_mut_96 = uint(0);
const bool l_122 = l_4 < uint(65536);
if (l_122) {
const uint l_123 = l_4 * l_4;
const uint l_124 = l_72 >> uint(31);
const bool l_125 = l_124 == uint(1);
l_mut_90 = l_69;
l_mut_75 = l_72;
if (l_125) {
const uint l_126 = uint(0) - l_69;
const uint l_127 = uint(0) - l_72;
const bool l_128 = uint(0) < l_69;
const uint l_129 = uint(l_128);
const uint l_130 = l_127 - l_129;
l_mut_90 = l_126;
l_mut_75 = l_130;
}
const uint l_131 = l_mut_90 * l_123;
const uint l_132 = l_mut_75 * l_123;
const uint l_133 = __umulhi(l_mut_90, l_123);
const uint l_134 = l_133 + l_132;
const uint l_135 = __umulhi(l_mut_75, l_123);
const bool l_136 = l_134 < l_132;
const uint l_137 = uint(l_136);
const uint l_138 = l_135 + l_137;
const uint l_139 = l_121 % uint(32);
l_mut_40 = l_131;
const bool l_140 = l_139 > uint(0);
if (l_140) {
const uint l_141 = l_131 >> l_139;
const uint l_142 = uint(32) - l_139;
const uint l_143 = l_134 << l_142;
const uint l_144 = l_141 | l_143;
l_mut_40 = l_144;
}
l_mut_145 = l_134;
const bool l_146 = l_139 > uint(0);
if (l_146) {
const uint l_147 = l_134 >> l_139;
const uint l_148 = uint(32) - l_139;
const uint l_149 = l_138 << l_148;
const uint l_150 = l_147 | l_149;
l_mut_145 = l_150;
}
l_mut_151 = l_mut_40;
l_mut_40 = l_mut_145;
const bool l_152 = l_121 >= uint(64);
if (l_152) {
l_mut_151 = l_138;
l_mut_40 = uint(0);
} else {
const bool l_153 = l_121 >= uint(32);
if (l_153) {
l_mut_145 = l_134;
const bool l_154 = l_139 > uint(0);
if (l_154) {
const uint l_155 = l_134 >> l_139;
const uint l_156 = uint(32) - l_139;
const uint l_157 = l_138 << l_156;
const uint l_158 = l_155 | l_157;
l_mut_145 = l_158;
}
const uint l_159 = l_138 >> l_139;
l_mut_151 = l_mut_145;
l_mut_40 = l_159;
}
}
l_mut_145 = l_mut_151;
l_mut_151 = l_mut_40;
if (l_125) {
const uint l_160 = uint(0) - l_mut_145;
const uint l_161 = uint(0) - l_mut_151;
const bool l_162 = uint(0) < l_mut_145;
const uint l_163 = uint(l_162);
const uint l_164 = l_161 - l_163;
l_mut_145 = l_160;
l_mut_151 = l_164;
}
l_mut_102 = l_mut_145;
l_mut_96 = l_mut_151;
} else {
const uint l_165 = l_72 >> uint(31);
const bool l_166 = l_165 == uint(1);
l_mut_151 = l_69;
l_mut_145 = l_72;
if (l_166) {
const uint l_167 = uint(0) - l_69;
const uint l_168 = uint(0) - l_72;
const bool l_169 = uint(0) < l_69;
const uint l_170 = uint(l_169);
const uint l_171 = l_168 - l_170;
l_mut_151 = l_167;
l_mut_145 = l_171;
}
const uint l_172 = l_mut_151 * l_4;
const uint l_173 = l_mut_145 * l_4;
const uint l_174 = __umulhi(l_mut_151, l_4);
const uint l_175 = l_174 + l_173;
const uint l_176 = __umulhi(l_mut_145, l_4);
const bool l_177 = l_175 < l_173;
const uint l_178 = uint(l_177);
const uint l_179 = l_176 + l_178;
const uint l_180 = uint(0) % uint(32);
l_mut_90 = l_172;
const bool l_181 = l_180 > uint(0);
if (l_181) {
const uint l_182 = l_172 >> l_180;
const uint l_183 = uint(32) - l_180;
const uint l_184 = l_175 << l_183;
const uint l_185 = l_182 | l_184;
l_mut_90 = l_185;
}
l_mut_75 = l_175;
const bool l_186 = l_180 > uint(0);
if (l_186) {
const uint l_187 = l_175 >> l_180;
const uint l_188 = uint(32) - l_180;
const uint l_189 = l_179 << l_188;
const uint l_190 = l_187 | l_189;
l_mut_75 = l_190;
}
l_mut_40 = l_mut_90;
l_mut_90 = l_mut_75;
const bool l_191 = uint(0) >= uint(64);
if (l_191) {
l_mut_40 = l_179;
l_mut_90 = uint(0);
} else {
const bool l_192 = uint(0) >= uint(32);
if (l_192) {
l_mut_75 = l_175;
const bool l_193 = l_180 > uint(0);
if (l_193) {
const uint l_194 = l_175 >> l_180;
const uint l_195 = uint(32) - l_180;
const uint l_196 = l_179 << l_195;
const uint l_197 = l_194 | l_196;
l_mut_75 = l_197;
}
const uint l_198 = l_179 >> l_180;
l_mut_40 = l_mut_75;
l_mut_90 = l_198;
}
}
const uint l_199 = l_mut_151 * l_4;
const uint l_200 = l_mut_145 * l_4;
const uint l_201 = __umulhi(l_mut_151, l_4);
const uint l_202 = l_201 + l_200;
const uint l_203 = __umulhi(l_mut_145, l_4);
const bool l_204 = l_202 < l_200;
const uint l_205 = uint(l_204);
const uint l_206 = l_203 + l_205;
const uint l_207 = uint(64) % uint(32);
l_mut_75 = l_199;
const bool l_208 = l_207 > uint(0);
if (l_208) {
const uint l_209 = l_199 >> l_207;
const uint l_210 = uint(32) - l_207;
const uint l_211 = l_202 << l_210;
const uint l_212 = l_209 | l_211;
l_mut_75 = l_212;
}
l_mut_213 = l_202;
const bool l_214 = l_207 > uint(0);
if (l_214) {
const uint l_215 = l_202 >> l_207;
const uint l_216 = uint(32) - l_207;
const uint l_217 = l_206 << l_216;
const uint l_218 = l_215 | l_217;
l_mut_213 = l_218;
}
l_mut_219 = l_mut_75;
l_mut_75 = l_mut_213;
const bool l_220 = uint(64) >= uint(64);
if (l_220) {
l_mut_219 = l_206;
l_mut_75 = uint(0);
} else {
const bool l_221 = uint(64) >= uint(32);
if (l_221) {
l_mut_213 = l_202;
const bool l_222 = l_207 > uint(0);
if (l_222) {
const uint l_223 = l_202 >> l_207;
const uint l_224 = uint(32) - l_207;
const uint l_225 = l_206 << l_224;
const uint l_226 = l_223 | l_225;
l_mut_213 = l_226;
}
const uint l_227 = l_206 >> l_207;
l_mut_219 = l_mut_213;
l_mut_75 = l_227;
}
}
const uint l_228 = l_mut_40 * l_4;
const uint l_229 = l_mut_90 * l_4;
const uint l_230 = __umulhi(l_mut_40, l_4);
const uint l_231 = l_230 + l_229;
const uint l_232 = __umulhi(l_mut_90, l_4);
const bool l_233 = l_231 < l_229;
const uint l_234 = uint(l_233);
const uint l_235 = l_232 + l_234;
const uint l_236 = uint(0) % uint(32);
l_mut_213 = l_228;
const bool l_237 = l_236 > uint(0);
if (l_237) {
const uint l_238 = l_228 >> l_236;
const uint l_239 = uint(32) - l_236;
const uint l_240 = l_231 << l_239;
const uint l_241 = l_238 | l_240;
l_mut_213 = l_241;
}
l_mut_151 = l_231;
const bool l_242 = l_236 > uint(0);
if (l_242) {
const uint l_243 = l_231 >> l_236;
const uint l_244 = uint(32) - l_236;
const uint l_245 = l_235 << l_244;
const uint l_246 = l_243 | l_245;
l_mut_151 = l_246;
}
l_mut_145 = l_mut_213;
l_mut_213 = l_mut_151;
const bool l_247 = uint(0) >= uint(64);
if (l_247) {
l_mut_145 = l_235;
l_mut_213 = uint(0);
} else {
const bool l_248 = uint(0) >= uint(32);
if (l_248) {
l_mut_151 = l_231;
const bool l_249 = l_236 > uint(0);
if (l_249) {
const uint l_250 = l_231 >> l_236;
const uint l_251 = uint(32) - l_236;
const uint l_252 = l_235 << l_251;
const uint l_253 = l_250 | l_252;
l_mut_151 = l_253;
}
const uint l_254 = l_235 >> l_236;
l_mut_145 = l_mut_151;
l_mut_213 = l_254;
}
}
const uint l_255 = l_mut_40 * l_4;
const uint l_256 = l_mut_90 * l_4;
const uint l_257 = __umulhi(l_mut_40, l_4);
const uint l_258 = l_257 + l_256;
const uint l_259 = __umulhi(l_mut_90, l_4);
const bool l_260 = l_258 < l_256;
const uint l_261 = uint(l_260);
const uint l_262 = l_259 + l_261;
const uint l_263 = uint(64) % uint(32);
l_mut_151 = l_255;
const bool l_264 = l_263 > uint(0);
if (l_264) {
const uint l_265 = l_255 >> l_263;
const uint l_266 = uint(32) - l_263;
const uint l_267 = l_258 << l_266;
const uint l_268 = l_265 | l_267;
l_mut_151 = l_268;
}
l_mut_269 = l_258;
const bool l_270 = l_263 > uint(0);
if (l_270) {
const uint l_271 = l_258 >> l_263;
const uint l_272 = uint(32) - l_263;
const uint l_273 = l_262 << l_272;
const uint l_274 = l_271 | l_273;
l_mut_269 = l_274;
}
l_mut_275 = l_mut_151;
l_mut_151 = l_mut_269;
const bool l_276 = uint(64) >= uint(64);
if (l_276) {
l_mut_275 = l_262;
l_mut_151 = uint(0);
} else {
const bool l_277 = uint(64) >= uint(32);
if (l_277) {
l_mut_269 = l_258;
const bool l_278 = l_263 > uint(0);
if (l_278) {
const uint l_279 = l_258 >> l_263;
const uint l_280 = uint(32) - l_263;
const uint l_281 = l_262 << l_280;
const uint l_282 = l_279 | l_281;
l_mut_269 = l_282;
}
const uint l_283 = l_262 >> l_263;
l_mut_275 = l_mut_269;
l_mut_151 = l_283;
}
}
const uint l_284 = l_mut_219 * l_4;
const uint l_285 = __umulhi(l_mut_219, l_4);
const uint l_286 = l_mut_75 * l_4;
const uint l_287 = l_285 + l_286;
const uint l_288 = l_mut_275 + l_284;
const uint l_289 = l_mut_151 + l_287;
const bool l_290 = l_288 < l_mut_275;
const uint l_291 = uint(l_290);
const uint l_292 = l_289 + l_291;
l_mut_102 = l_mut_145;
l_mut_96 = l_mut_213;
const bool l_293 = l_121 == uint(64);
if (l_293) {
l_mut_102 = l_288;
l_mut_96 = l_292;
} else {
const bool l_294 = l_121 > uint(0);
if (l_294) {
const uint l_295 = uint(64) - l_121;
l_mut_275 = l_288;
l_mut_269 = l_292;
const bool l_296 = l_295 >= uint(32);
if (l_296) {
const uint l_297 = l_295 & uint(31);
const uint l_298 = l_288 << l_297;
l_mut_275 = uint(0);
l_mut_269 = l_298;
} else {
const bool l_299 = l_295 > uint(0);
if (l_299) {
const uint l_300 = l_288 << l_295;
const uint l_301 = l_292 << l_295;
const uint l_302 = uint(32) - l_295;
const uint l_303 = l_288 >> l_302;
const uint l_304 = l_301 | l_303;
l_mut_275 = l_300;
l_mut_269 = l_304;
}
}
l_mut_219 = l_mut_145;
l_mut_151 = l_mut_213;
const bool l_305 = l_121 >= uint(32);
if (l_305) {
const uint l_306 = l_121 & uint(31);
const uint l_307 = l_mut_213 >> l_306;
l_mut_219 = l_307;
l_mut_151 = uint(0);
} else {
const bool l_308 = l_121 > uint(0);
if (l_308) {
l_mut_90 = l_mut_145;
const bool l_309 = l_121 > uint(0);
if (l_309) {
const uint l_310 = l_mut_145 >> l_121;
const uint l_311 = uint(32) - l_121;
const uint l_312 = l_mut_213 << l_311;
const uint l_313 = l_310 | l_312;
l_mut_90 = l_313;
}
const uint l_314 = l_mut_213 >> l_121;
l_mut_219 = l_mut_90;
l_mut_151 = l_314;
}
}
const uint l_315 = l_mut_275 + l_mut_219;
const uint l_316 = l_mut_269 + l_mut_151;
const bool l_317 = l_315 < l_mut_275;
const uint l_318 = uint(l_317);
const uint l_319 = l_316 + l_318;
l_mut_102 = l_315;
l_mut_96 = l_319;
}
}
if (l_166) {
const uint l_320 = uint(0) - l_mut_102;
const uint l_321 = uint(0) - l_mut_96;
const bool l_322 = uint(0) < l_mut_102;
const uint l_323 = uint(l_322);
const uint l_324 = l_321 - l_323;
l_mut_102 = l_320;
l_mut_96 = l_324;
}
}
const uint l_325 = l_64 - l_mut_102;
const uint l_326 = l_67 - l_mut_96;
const bool l_327 = l_64 < l_mut_102;
const uint l_328 = uint(l_327);
const uint l_329 = l_326 - l_328;
const uint l_330 = l_325 + l_14;
const uint l_331 = l_329 + l_17;
const bool l_332 = l_330 < l_325;
const uint l_333 = uint(l_332);
const uint l_334 = l_331 + l_333;
const uint l_335 = uint(0) - l_116;
const uint l_336 = uint(0) - l_120;
const bool l_337 = uint(0) < l_116;
const uint l_338 = uint(l_337);
const uint l_339 = l_336 - l_338;
const uint l_340 = l_14 + l_14;
const uint l_341 = l_17 + l_17;
const bool l_342 = l_340 < l_14;
const uint l_343 = uint(l_342);
const uint l_344 = l_341 + l_343;
l_mut_275 = l_335;
l_mut_269 = l_339;
const uint l_345 = uint(0) - l_335;
const uint l_346 = uint(0) - l_339;
const bool l_347 = uint(0) < l_335;
const uint l_348 = uint(l_347);
const uint l_349 = l_346 - l_348;
l_mut_219 = l_345;
l_mut_213 = l_349;
l_mut_151 = l_330;
l_mut_145 = l_334;
l_mut_102 = uint(1);
l_mut_96 = uint(1);
l_mut_350 = bool(false);
const bool l_351 = l_mut_145 < l_344;
const bool l_352 = l_mut_145 == l_344;
const bool l_353 = l_mut_151 < l_340;
const bool l_354 = l_352 && l_353;
const bool l_355 = l_351 || l_354;
const bool l_356 = !l_355;
l_mut_357 = l_356;
const uint l_358 = l_335 | l_339;
const bool l_359 = l_358 == uint(0);
if (l_359) {
l_mut_350 = l_mut_357;
l_mut_357 = bool(false);
}
if (l_mut_357) {
const uint l_360 = l_339 >> uint(31);
const bool l_361 = l_360 == uint(1);
l_mut_90 = l_335;
l_mut_75 = l_339;
if (l_361) {
const uint l_362 = uint(0) - l_335;
const uint l_363 = uint(0) - l_339;
const bool l_364 = uint(0) < l_335;
const uint l_365 = uint(l_364);
const uint l_366 = l_363 - l_365;
l_mut_90 = l_362;
l_mut_75 = l_366;
}
const uint l_367 = l_4 - uint(1);
const uint l_368 = l_mut_90 * l_367;
const uint l_369 = __umulhi(l_mut_90, l_367);
const uint l_370 = l_mut_75 * l_367;
const uint l_371 = l_369 + l_370;
l_mut_40 = uint(0);
const uint l_372 = l_4 - uint(1);
const uint l_373 = l_mut_90 * l_372;
const uint l_374 = l_mut_75 * l_372;
const uint l_375 = __umulhi(l_mut_90, l_372);
const uint l_376 = l_375 + l_374;
const uint l_377 = __umulhi(l_mut_75, l_372);
const bool l_378 = l_376 < l_374;
const uint l_379 = uint(l_378);
const uint l_380 = l_377 + l_379;
const uint l_381 = uint(64) % uint(32);
l_mut_382 = l_373;
const bool l_383 = l_381 > uint(0);
if (l_383) {
const uint l_384 = l_373 >> l_381;
const uint l_385 = uint(32) - l_381;
const uint l_386 = l_376 << l_385;
const uint l_387 = l_384 | l_386;
l_mut_382 = l_387;
}
l_mut_388 = l_376;
const bool l_389 = l_381 > uint(0);
if (l_389) {
const uint l_390 = l_376 >> l_381;
const uint l_391 = uint(32) - l_381;
const uint l_392 = l_380 << l_391;
const uint l_393 = l_390 | l_392;
l_mut_388 = l_393;
}
l_mut_394 = l_mut_382;
l_mut_382 = l_mut_388;
const bool l_395 = uint(64) >= uint(64);
if (l_395) {
l_mut_394 = l_380;
l_mut_382 = uint(0);
} else {
const bool l_396 = uint(64) >= uint(32);
if (l_396) {
l_mut_388 = l_376;
const bool l_397 = l_381 > uint(0);
if (l_397) {
const uint l_398 = l_376 >> l_381;
const uint l_399 = uint(32) - l_381;
const uint l_400 = l_380 << l_399;
const uint l_401 = l_398 | l_400;
l_mut_388 = l_401;
}
const uint l_402 = l_380 >> l_381;
l_mut_394 = l_mut_388;
l_mut_382 = l_402;
}
}
const uint l_403 = l_mut_394 | l_mut_382;
const bool l_404 = l_403 == uint(0);
if (l_404) {
l_mut_394 = l_330;
l_mut_388 = l_334;
if (l_361) {
const uint l_405 = uint(0) - l_330;
const uint l_406 = uint(0) - l_334;
const bool l_407 = uint(0) < l_330;
const uint l_408 = uint(l_407);
const uint l_409 = l_406 - l_408;
const uint l_410 = l_330 | l_334;
const bool l_411 = l_410 == uint(0);
const bool l_412 = !l_411;
const bool l_413 = l_371 < l_409;
const bool l_414 = l_371 == l_409;
const bool l_415 = l_368 < l_405;
const bool l_416 = l_414 && l_415;
const bool l_417 = l_413 || l_416;
const bool l_418 = !l_417;
const bool l_419 = l_412 && l_418;
if (l_419) {
const uint l_420 = l_4 - uint(1);
l_mut_382 = l_405;
l_mut_421 = l_409;
const bool l_422 = l_409 < l_mut_75;
const bool l_423 = l_409 == l_mut_75;
const bool l_424 = l_405 < l_mut_90;
const bool l_425 = l_423 && l_424;
const bool l_426 = l_422 || l_425;
const bool l_427 = !l_426;
if (l_427) {
l_mut_428 = uint(0);
const bool l_429 = l_mut_75 < l_409;
const bool l_430 = l_mut_75 == l_409;
const bool l_431 = l_mut_90 < l_405;
const bool l_432 = l_430 && l_431;
const bool l_433 = l_429 || l_432;
if (l_433) {
const uint l_434 = l_405 - uint(1);
const uint l_435 = l_409 - uint(0);
const bool l_436 = l_405 < uint(1);
const uint l_437 = uint(l_436);
const uint l_438 = l_435 - l_437;
l_mut_439 = l_434;
l_mut_440 = l_438;
l_mut_441 = uint(0);

for (uint l_mut_442 = uint(0); l_mut_442 < uint(20); ++l_mut_442) {
const uint l_443 = uint(19) - l_mut_442;
l_mut_444 = l_mut_439;
l_mut_445 = l_mut_440;
const bool l_446 = l_443 >= uint(32);
if (l_446) {
const uint l_447 = l_443 & uint(31);
const uint l_448 = l_mut_440 >> l_447;
l_mut_444 = l_448;
l_mut_445 = uint(0);
} else {
const bool l_449 = l_443 > uint(0);
if (l_449) {
l_mut_450 = l_mut_439;
const bool l_451 = l_443 > uint(0);
if (l_451) {
const uint l_452 = l_mut_439 >> l_443;
const uint l_453 = uint(32) - l_443;
const uint l_454 = l_mut_440 << l_453;
const uint l_455 = l_452 | l_454;
l_mut_450 = l_455;
}
const uint l_456 = l_mut_440 >> l_443;
l_mut_444 = l_mut_450;
l_mut_445 = l_456;
}
}
const bool l_457 = l_mut_445 < l_mut_75;
const bool l_458 = l_mut_445 == l_mut_75;
const bool l_459 = l_mut_444 < l_mut_90;
const bool l_460 = l_458 && l_459;
const bool l_461 = l_457 || l_460;
const bool l_462 = !l_461;
if (l_462) {
l_mut_450 = l_mut_90;
l_mut_445 = l_mut_75;
const bool l_463 = l_443 >= uint(32);
if (l_463) {
const uint l_464 = l_443 & uint(31);
const uint l_465 = l_mut_90 << l_464;
l_mut_450 = uint(0);
l_mut_445 = l_465;
} else {
const bool l_466 = l_443 > uint(0);
if (l_466) {
const uint l_467 = l_mut_90 << l_443;
const uint l_468 = l_mut_75 << l_443;
const uint l_469 = uint(32) - l_443;
const uint l_470 = l_mut_90 >> l_469;
const uint l_471 = l_468 | l_470;
l_mut_450 = l_467;
l_mut_445 = l_471;
}
}
const uint l_472 = l_mut_439 - l_mut_450;
const uint l_473 = l_mut_440 - l_mut_445;
const bool l_474 = l_mut_439 < l_mut_450;
const uint l_475 = uint(l_474);
const uint l_476 = l_473 - l_475;
l_mut_439 = l_472;
l_mut_440 = l_476;
const uint l_477 = uint(1) << l_443;
l_mut_441 = l_mut_441 | l_477;
}
}
const uint l_478 = min(l_mut_441, l_420);
l_mut_450 = l_478;
const bool l_479 = l_mut_440 < l_mut_75;
const bool l_480 = l_mut_440 == l_mut_75;
const bool l_481 = l_mut_439 < l_mut_90;
const bool l_482 = l_480 && l_481;
const bool l_483 = l_479 || l_482;
const bool l_484 = !l_483;
if (l_484) {
l_mut_450 = l_420;
}
l_mut_428 = l_mut_450;
}
const uint l_485 = l_mut_90 * l_mut_428;
const uint l_486 = __umulhi(l_mut_90, l_mut_428);
const uint l_487 = l_mut_75 * l_mut_428;
const uint l_488 = l_486 + l_487;
const uint l_489 = l_405 - l_485;
const uint l_490 = l_409 - l_488;
const bool l_491 = l_405 < l_485;
const uint l_492 = uint(l_491);
const uint l_493 = l_490 - l_492;
l_mut_382 = l_489;
l_mut_421 = l_493;
const bool l_494 = l_mut_421 < l_mut_75;
const bool l_495 = l_mut_421 == l_mut_75;
const bool l_496 = l_mut_382 < l_mut_90;
const bool l_497 = l_495 && l_496;
const bool l_498 = l_494 || l_497;
const bool l_499 = !l_498;
if (l_499) {
const uint l_500 = l_mut_382 - l_mut_90;
const uint l_501 = l_mut_421 - l_mut_75;
const bool l_502 = l_mut_382 < l_mut_90;
const uint l_503 = uint(l_502);
const uint l_504 = l_501 - l_503;
l_mut_382 = l_500;
l_mut_421 = l_504;
}
}
const uint l_505 = l_mut_90 - l_mut_382;
const uint l_506 = l_mut_75 - l_mut_421;
const bool l_507 = l_mut_90 < l_mut_382;
const uint l_508 = uint(l_507);
const uint l_509 = l_506 - l_508;
l_mut_450 = l_505;
l_mut_445 = l_509;
const bool l_510 = l_509 < l_mut_75;
const bool l_511 = l_509 == l_mut_75;
const bool l_512 = l_505 < l_mut_90;
const bool l_513 = l_511 && l_512;
const bool l_514 = l_510 || l_513;
const bool l_515 = !l_514;
if (l_515) {
const uint l_516 = l_505 - l_mut_90;
const uint l_517 = l_509 - l_mut_75;
const bool l_518 = l_505 < l_mut_90;
const uint l_519 = uint(l_518);
const uint l_520 = l_517 - l_519;
l_mut_450 = l_516;
l_mut_445 = l_520;
}
const bool l_521 = l_mut_445 < l_mut_388;
const bool l_522 = l_mut_445 == l_mut_388;
const bool l_523 = l_mut_450 < l_mut_394;
const bool l_524 = l_522 && l_523;
const bool l_525 = l_521 || l_524;
if (l_525) {
l_mut_394 = l_mut_450;
l_mut_388 = l_mut_445;
}
}
} else {
const uint l_526 = l_330 - l_368;
const uint l_527 = l_334 - l_371;
const bool l_528 = l_330 < l_368;
const uint l_529 = uint(l_528);
const uint l_530 = l_527 - l_529;
l_mut_394 = l_526;
l_mut_388 = l_530;
const bool l_531 = l_334 < l_371;
const bool l_532 = l_334 == l_371;
const bool l_533 = l_330 < l_368;
const bool l_534 = l_532 && l_533;
const bool l_535 = l_531 || l_534;
if (l_535) {
const uint l_536 = l_4 - uint(1);
l_mut_450 = l_330;
l_mut_445 = l_334;
const bool l_537 = l_334 < l_mut_75;
const bool l_538 = l_334 == l_mut_75;
const bool l_539 = l_330 < l_mut_90;
const bool l_540 = l_538 && l_539;
const bool l_541 = l_537 || l_540;
const bool l_542 = !l_541;
if (l_542) {
l_mut_444 = uint(0);
const bool l_543 = l_mut_75 < l_334;
const bool l_544 = l_mut_75 == l_334;
const bool l_545 = l_mut_90 < l_330;
const bool l_546 = l_544 && l_545;
const bool l_547 = l_543 || l_546;
if (l_547) {
const uint l_548 = l_330 - uint(1);
const uint l_549 = l_334 - uint(0);
const bool l_550 = l_330 < uint(1);
const uint l_551 = uint(l_550);
const uint l_552 = l_549 - l_551;
l_mut_441 = l_548;
l_mut_440 = l_552;
l_mut_439 = uint(0);

for (uint l_mut_553 = uint(0); l_mut_553 < uint(20); ++l_mut_553) {
const uint l_554 = uint(19) - l_mut_553;
l_mut_428 = l_mut_441;
l_mut_421 = l_mut_440;
const bool l_555 = l_554 >= uint(32);
if (l_555) {
const uint l_556 = l_554 & uint(31);
const uint l_557 = l_mut_440 >> l_556;
l_mut_428 = l_557;
l_mut_421 = uint(0);
} else {
const bool l_558 = l_554 > uint(0);
if (l_558) {
l_mut_382 = l_mut_441;
const bool l_559 = l_554 > uint(0);
if (l_559) {
const uint l_560 = l_mut_441 >> l_554;
const uint l_561 = uint(32) - l_554;
const uint l_562 = l_mut_440 << l_561;
const uint l_563 = l_560 | l_562;
l_mut_382 = l_563;
}
const uint l_564 = l_mut_440 >> l_554;
l_mut_428 = l_mut_382;
l_mut_421 = l_564;
}
}
const bool l_565 = l_mut_421 < l_mut_75;
const bool l_566 = l_mut_421 == l_mut_75;
const bool l_567 = l_mut_428 < l_mut_90;
const bool l_568 = l_566 && l_567;
const bool l_569 = l_565 || l_568;
const bool l_570 = !l_569;
if (l_570) {
l_mut_428 = l_mut_90;
l_mut_421 = l_mut_75;
const bool l_571 = l_554 >= uint(32);
if (l_571) {
const uint l_572 = l_554 & uint(31);
const uint l_573 = l_mut_90 << l_572;
l_mut_428 = uint(0);
l_mut_421 = l_573;
} else {
const bool l_574 = l_554 > uint(0);
if (l_574) {
const uint l_575 = l_mut_90 << l_554;
const uint l_576 = l_mut_75 << l_554;
const uint l_577 = uint(32) - l_554;
const uint l_578 = l_mut_90 >> l_577;
const uint l_579 = l_576 | l_578;
l_mut_428 = l_575;
l_mut_421 = l_579;
}
}
const uint l_580 = l_mut_441 - l_mut_428;
const uint l_581 = l_mut_440 - l_mut_421;
const bool l_582 = l_mut_441 < l_mut_428;
const uint l_583 = uint(l_582);
const uint l_584 = l_581 - l_583;
l_mut_441 = l_580;
l_mut_440 = l_584;
const uint l_585 = uint(1) << l_554;
l_mut_439 = l_mut_439 | l_585;
}
}
const uint l_586 = min(l_mut_439, l_536);
l_mut_439 = l_586;
const bool l_587 = l_mut_440 < l_mut_75;
const bool l_588 = l_mut_440 == l_mut_75;
const bool l_589 = l_mut_441 < l_mut_90;
const bool l_590 = l_588 && l_589;
const bool l_591 = l_587 || l_590;
const bool l_592 = !l_591;
if (l_592) {
l_mut_439 = l_536;
}
l_mut_444 = l_mut_439;
}
const uint l_593 = l_mut_90 * l_mut_444;
const uint l_594 = __umulhi(l_mut_90, l_mut_444);
const uint l_595 = l_mut_75 * l_mut_444;
const uint l_596 = l_594 + l_595;
const uint l_597 = l_330 - l_593;
const uint l_598 = l_334 - l_596;
const bool l_599 = l_330 < l_593;
const uint l_600 = uint(l_599);
const uint l_601 = l_598 - l_600;
l_mut_450 = l_597;
l_mut_445 = l_601;
const bool l_602 = l_mut_445 < l_mut_75;
const bool l_603 = l_mut_445 == l_mut_75;
const bool l_604 = l_mut_450 < l_mut_90;
const bool l_605 = l_603 && l_604;
const bool l_606 = l_602 || l_605;
const bool l_607 = !l_606;
if (l_607) {
const uint l_608 = l_mut_450 - l_mut_90;
const uint l_609 = l_mut_445 - l_mut_75;
const bool l_610 = l_mut_450 < l_mut_90;
const uint l_611 = uint(l_610);
const uint l_612 = l_609 - l_611;
l_mut_450 = l_608;
l_mut_445 = l_612;
}
}
const bool l_613 = l_mut_445 < l_mut_388;
const bool l_614 = l_mut_445 == l_mut_388;
const bool l_615 = l_mut_450 < l_mut_394;
const bool l_616 = l_614 && l_615;
const bool l_617 = l_613 || l_616;
if (l_617) {
l_mut_394 = l_mut_450;
l_mut_388 = l_mut_445;
}
}
}
const bool l_618 = l_mut_388 < l_344;
const bool l_619 = l_mut_388 == l_344;
const bool l_620 = l_mut_394 < l_340;
const bool l_621 = l_619 && l_620;
const bool l_622 = l_618 || l_621;
const bool l_623 = !l_622;
const uint l_624 = uint(l_623);
const uint l_625 = uint(2) - l_624;
l_mut_40 = l_625;
}
const bool l_626 = l_mut_40 > uint(0);
if (l_626) {
const bool l_627 = l_mut_40 == uint(1);
l_mut_350 = l_627;
l_mut_357 = bool(false);
}
}
l_mut_628 = bool(false);
while (true) {
const bool l_629 = !l_mut_357;
if (l_629) {
break;}
const bool l_630 = l_mut_145 < l_mut_269;
const bool l_631 = l_mut_145 == l_mut_269;
const bool l_632 = l_mut_151 < l_mut_275;
const bool l_633 = l_631 && l_632;
const bool l_634 = l_630 || l_633;
if (l_634) {
const uint l_635 = l_mut_275 - l_mut_151;
const uint l_636 = l_mut_269 - l_mut_145;
const bool l_637 = l_mut_275 < l_mut_151;
const uint l_638 = uint(l_637);
const uint l_639 = l_636 - l_638;
l_mut_450 = l_635;
l_mut_445 = l_639;
l_mut_444 = l_mut_275;
l_mut_441 = l_mut_269;
const bool l_640 = l_mut_445 < l_mut_269;
const bool l_641 = l_mut_445 == l_mut_269;
const bool l_642 = l_mut_450 < l_mut_275;
const bool l_643 = l_641 && l_642;
const bool l_644 = l_640 || l_643;
if (l_644) {
l_mut_444 = l_mut_450;
l_mut_441 = l_mut_445;
}
l_mut_645 = bool(false);
l_mut_645 = bool(true);
l_mut_450 = uint(0);
const uint l_646 = l_mut_219 | l_mut_213;
const bool l_647 = l_646 == uint(0);
const bool l_648 = !l_647;
const bool l_649 = l_mut_645 && l_648;
const bool l_650 = l_mut_213 < l_mut_441;
const bool l_651 = l_mut_213 == l_mut_441;
const bool l_652 = l_mut_219 < l_mut_444;
const bool l_653 = l_651 && l_652;
const bool l_654 = l_650 || l_653;
const bool l_655 = l_649 && l_654;
const uint l_656 = l_mut_102 + l_mut_96;
const bool l_657 = l_656 < l_4;
const bool l_658 = l_655 && l_657;
if (l_658) {
const uint l_659 = l_4 - l_mut_102;
const uint l_660 = l_659 - l_mut_96;
const uint l_661 = l_660 / l_mut_102;
const uint l_662 = l_mut_444 - uint(1);
const uint l_663 = l_mut_441 - uint(0);
const bool l_664 = l_mut_444 < uint(1);
const uint l_665 = uint(l_664);
const uint l_666 = l_663 - l_665;
l_mut_445 = l_662;
l_mut_444 = l_666;
l_mut_441 = uint(0);

for (uint l_mut_667 = uint(0); l_mut_667 < uint(20); ++l_mut_667) {
const uint l_668 = uint(19) - l_mut_667;
l_mut_440 = l_mut_445;
l_mut_439 = l_mut_444;
const bool l_669 = l_668 >= uint(32);
if (l_669) {
const uint l_670 = l_668 & uint(31);
const uint l_671 = l_mut_444 >> l_670;
l_mut_440 = l_671;
l_mut_439 = uint(0);
} else {
const bool l_672 = l_668 > uint(0);
if (l_672) {
l_mut_428 = l_mut_445;
const bool l_673 = l_668 > uint(0);
if (l_673) {
const uint l_674 = l_mut_445 >> l_668;
const uint l_675 = uint(32) - l_668;
const uint l_676 = l_mut_444 << l_675;
const uint l_677 = l_674 | l_676;
l_mut_428 = l_677;
}
const uint l_678 = l_mut_444 >> l_668;
l_mut_440 = l_mut_428;
l_mut_439 = l_678;
}
}
const bool l_679 = l_mut_439 < l_mut_213;
const bool l_680 = l_mut_439 == l_mut_213;
const bool l_681 = l_mut_440 < l_mut_219;
const bool l_682 = l_680 && l_681;
const bool l_683 = l_679 || l_682;
const bool l_684 = !l_683;
if (l_684) {
l_mut_440 = l_mut_219;
l_mut_439 = l_mut_213;
const bool l_685 = l_668 >= uint(32);
if (l_685) {
const uint l_686 = l_668 & uint(31);
const uint l_687 = l_mut_219 << l_686;
l_mut_440 = uint(0);
l_mut_439 = l_687;
} else {
const bool l_688 = l_668 > uint(0);
if (l_688) {
const uint l_689 = l_mut_219 << l_668;
const uint l_690 = l_mut_213 << l_668;
const uint l_691 = uint(32) - l_668;
const uint l_692 = l_mut_219 >> l_691;
const uint l_693 = l_690 | l_692;
l_mut_440 = l_689;
l_mut_439 = l_693;
}
}
const uint l_694 = l_mut_445 - l_mut_440;
const uint l_695 = l_mut_444 - l_mut_439;
const bool l_696 = l_mut_445 < l_mut_440;
const uint l_697 = uint(l_696);
const uint l_698 = l_695 - l_697;
l_mut_445 = l_694;
l_mut_444 = l_698;
const uint l_699 = uint(1) << l_668;
l_mut_441 = l_mut_441 | l_699;
}
}
const uint l_700 = min(l_mut_441, l_661);
l_mut_441 = l_700;
const bool l_701 = l_mut_444 < l_mut_213;
const bool l_702 = l_mut_444 == l_mut_213;
const bool l_703 = l_mut_445 < l_mut_219;
const bool l_704 = l_702 && l_703;
const bool l_705 = l_701 || l_704;
const bool l_706 = !l_705;
if (l_706) {
l_mut_441 = l_661;
}
l_mut_450 = l_mut_441;
}
l_mut_445 = l_mut_275;
l_mut_444 = l_mut_269;
l_mut_441 = l_mut_219;
l_mut_440 = l_mut_213;
l_mut_439 = l_mut_102;
l_mut_428 = l_mut_96;
l_mut_421 = l_mut_151;
l_mut_394 = l_mut_145;
l_mut_388 = uint(0);
const bool l_707 = l_mut_450 > uint(0);
if (l_707) {
const uint l_708 = l_mut_219 * l_mut_450;
const uint l_709 = __umulhi(l_mut_219, l_mut_450);
const uint l_710 = l_mut_213 * l_mut_450;
const uint l_711 = l_709 + l_710;
const uint l_712 = l_mut_275 - l_708;
const uint l_713 = l_mut_269 - l_711;
const bool l_714 = l_mut_275 < l_708;
const uint l_715 = uint(l_714);
const uint l_716 = l_713 - l_715;
l_mut_445 = l_712;
l_mut_444 = l_716;
const uint l_717 = l_mut_450 * l_mut_102;
const uint l_718 = l_mut_96 + l_717;
l_mut_428 = l_718;
} else {
const bool l_719 = l_mut_388 == uint(0);
if (l_719) {
const uint l_720 = l_4 - l_mut_102;
const uint l_721 = l_720 / l_mut_96;
l_mut_450 = uint(0);
l_mut_645 = bool(false);
l_mut_645 = bool(true);
const uint l_722 = l_mut_275 | l_mut_269;
const bool l_723 = l_722 == uint(0);
if (l_723) {
l_mut_450 = l_721;
} else {
if (l_mut_645) {
const bool l_724 = l_mut_269 < l_mut_213;
const bool l_725 = l_mut_269 == l_mut_213;
const bool l_726 = l_mut_275 < l_mut_219;
const bool l_727 = l_725 && l_726;
const bool l_728 = l_724 || l_727;
if (l_728) {
const uint l_729 = l_mut_219 - uint(1);
const uint l_730 = l_mut_213 - uint(0);
const bool l_731 = l_mut_219 < uint(1);
const uint l_732 = uint(l_731);
const uint l_733 = l_730 - l_732;
l_mut_382 = l_729;
l_mut_90 = l_733;
l_mut_75 = uint(0);

for (uint l_mut_734 = uint(0); l_mut_734 < uint(20); ++l_mut_734) {
const uint l_735 = uint(19) - l_mut_734;
l_mut_40 = l_mut_382;
l_mut_736 = l_mut_90;
const bool l_737 = l_735 >= uint(32);
if (l_737) {
const uint l_738 = l_735 & uint(31);
const uint l_739 = l_mut_90 >> l_738;
l_mut_40 = l_739;
l_mut_736 = uint(0);
} else {
const bool l_740 = l_735 > uint(0);
if (l_740) {
l_mut_741 = l_mut_382;
const bool l_742 = l_735 > uint(0);
if (l_742) {
const uint l_743 = l_mut_382 >> l_735;
const uint l_744 = uint(32) - l_735;
const uint l_745 = l_mut_90 << l_744;
const uint l_746 = l_743 | l_745;
l_mut_741 = l_746;
}
const uint l_747 = l_mut_90 >> l_735;
l_mut_40 = l_mut_741;
l_mut_736 = l_747;
}
}
const bool l_748 = l_mut_736 < l_mut_269;
const bool l_749 = l_mut_736 == l_mut_269;
const bool l_750 = l_mut_40 < l_mut_275;
const bool l_751 = l_749 && l_750;
const bool l_752 = l_748 || l_751;
const bool l_753 = !l_752;
if (l_753) {
l_mut_741 = l_mut_275;
l_mut_736 = l_mut_269;
const bool l_754 = l_735 >= uint(32);
if (l_754) {
const uint l_755 = l_735 & uint(31);
const uint l_756 = l_mut_275 << l_755;
l_mut_741 = uint(0);
l_mut_736 = l_756;
} else {
const bool l_757 = l_735 > uint(0);
if (l_757) {
const uint l_758 = l_mut_275 << l_735;
const uint l_759 = l_mut_269 << l_735;
const uint l_760 = uint(32) - l_735;
const uint l_761 = l_mut_275 >> l_760;
const uint l_762 = l_759 | l_761;
l_mut_741 = l_758;
l_mut_736 = l_762;
}
}
const uint l_763 = l_mut_382 - l_mut_741;
const uint l_764 = l_mut_90 - l_mut_736;
const bool l_765 = l_mut_382 < l_mut_741;
const uint l_766 = uint(l_765);
const uint l_767 = l_764 - l_766;
l_mut_382 = l_763;
l_mut_90 = l_767;
const uint l_768 = uint(1) << l_735;
l_mut_75 = l_mut_75 | l_768;
}
}
const uint l_769 = min(l_mut_75, l_721);
l_mut_741 = l_769;
const bool l_770 = l_mut_90 < l_mut_269;
const bool l_771 = l_mut_90 == l_mut_269;
const bool l_772 = l_mut_382 < l_mut_275;
const bool l_773 = l_771 && l_772;
const bool l_774 = l_770 || l_773;
const bool l_775 = !l_774;
if (l_775) {
l_mut_741 = l_721;
}
l_mut_450 = l_mut_741;
}
} else {
l_mut_741 = l_mut_219;
l_mut_736 = l_mut_213;
while (true) {
const bool l_776 = l_mut_269 < l_mut_736;
const bool l_777 = l_mut_269 == l_mut_736;
const bool l_778 = l_mut_275 < l_mut_741;
const bool l_779 = l_777 && l_778;
const bool l_780 = l_776 || l_779;
const uint l_781 = l_mut_450 * l_mut_96;
const uint l_782 = l_mut_102 + l_781;
const uint l_783 = l_782 + l_mut_96;
const bool l_784 = l_783 < l_4;
const bool l_785 = l_780 && l_784;
const bool l_786 = !l_785;
if (l_786) {
break;}
const uint l_787 = l_mut_741 - l_mut_275;
const uint l_788 = l_mut_736 - l_mut_269;
const bool l_789 = l_mut_741 < l_mut_275;
const uint l_790 = uint(l_789);
const uint l_791 = l_788 - l_790;
l_mut_741 = l_787;
l_mut_736 = l_791;
l_mut_450 = l_mut_450 + uint(1);
}
}
}
const uint l_792 = l_mut_450 * l_mut_96;
const uint l_793 = l_mut_102 + l_792;
const uint l_794 = l_793 + l_mut_96;
const bool l_795 = l_794 >= l_4;
if (l_795) {
l_mut_388 = uint(1);
} else {
const uint l_796 = l_mut_275 * l_mut_450;
const uint l_797 = __umulhi(l_mut_275, l_mut_450);
const uint l_798 = l_mut_269 * l_mut_450;
const uint l_799 = l_797 + l_798;
const uint l_800 = l_mut_219 - l_796;
const uint l_801 = l_mut_213 - l_799;
const bool l_802 = l_mut_219 < l_796;
const uint l_803 = uint(l_802);
const uint l_804 = l_801 - l_803;
l_mut_441 = l_800;
l_mut_440 = l_804;
const uint l_805 = l_mut_450 * l_mut_96;
const uint l_806 = l_mut_102 + l_805;
l_mut_439 = l_806;
const uint l_807 = l_mut_275 - l_mut_441;
const uint l_808 = l_mut_269 - l_mut_440;
const bool l_809 = l_mut_275 < l_mut_441;
const uint l_810 = uint(l_809);
const uint l_811 = l_808 - l_810;
l_mut_445 = l_807;
l_mut_444 = l_811;
const uint l_812 = l_mut_96 + l_mut_439;
l_mut_428 = l_812;
}
}
}
l_mut_275 = l_mut_445;
l_mut_269 = l_mut_444;
l_mut_219 = l_mut_441;
l_mut_213 = l_mut_440;
l_mut_102 = l_mut_439;
l_mut_96 = l_mut_428;
l_mut_151 = l_mut_421;
l_mut_145 = l_mut_394;
const bool l_813 = l_mut_388 == uint(1);
l_mut_350 = l_813;
const bool l_814 = l_mut_388 == uint(0);
l_mut_357 = l_814;
} else {
const uint l_815 = l_mut_219 - l_mut_151;
const uint l_816 = l_mut_213 - l_mut_145;
const bool l_817 = l_mut_219 < l_mut_151;
const uint l_818 = uint(l_817);
const uint l_819 = l_816 - l_818;
l_mut_741 = l_815;
l_mut_736 = l_819;
const uint l_820 = l_mut_151 - l_340;
const uint l_821 = l_mut_145 - l_344;
const bool l_822 = l_mut_151 < l_340;
const uint l_823 = uint(l_822);
const uint l_824 = l_821 - l_823;
l_mut_741 = l_820;
l_mut_736 = l_824;
l_mut_450 = l_mut_219;
l_mut_445 = l_mut_213;
const bool l_825 = l_mut_736 < l_mut_213;
const bool l_826 = l_mut_736 == l_mut_213;
const bool l_827 = l_mut_741 < l_mut_219;
const bool l_828 = l_826 && l_827;
const bool l_829 = l_825 || l_828;
if (l_829) {
l_mut_450 = l_mut_741;
l_mut_445 = l_mut_736;
}
l_mut_645 = bool(false);
l_mut_645 = bool(true);
l_mut_741 = uint(0);
const uint l_830 = l_mut_275 | l_mut_269;
const bool l_831 = l_830 == uint(0);
const bool l_832 = !l_831;
const bool l_833 = l_mut_645 && l_832;
const bool l_834 = l_mut_269 < l_mut_445;
const bool l_835 = l_mut_269 == l_mut_445;
const bool l_836 = l_mut_275 < l_mut_450;
const bool l_837 = l_835 && l_836;
const bool l_838 = l_834 || l_837;
const bool l_839 = l_833 && l_838;
const uint l_840 = l_mut_96 + l_mut_102;
const bool l_841 = l_840 < l_4;
const bool l_842 = l_839 && l_841;
if (l_842) {
const uint l_843 = l_4 - l_mut_96;
const uint l_844 = l_843 - l_mut_102;
const uint l_845 = l_844 / l_mut_96;
const uint l_846 = l_mut_450 - uint(1);
const uint l_847 = l_mut_445 - uint(0);
const bool l_848 = l_mut_450 < uint(1);
const uint l_849 = uint(l_848);
const uint l_850 = l_847 - l_849;
l_mut_736 = l_846;
l_mut_450 = l_850;
l_mut_445 = uint(0);

for (uint l_mut_851 = uint(0); l_mut_851 < uint(20); ++l_mut_851) {
const uint l_852 = uint(19) - l_mut_851;
l_mut_444 = l_mut_736;
l_mut_441 = l_mut_450;
const bool l_853 = l_852 >= uint(32);
if (l_853) {
const uint l_854 = l_852 & uint(31);
const uint l_855 = l_mut_450 >> l_854;
l_mut_444 = l_855;
l_mut_441 = uint(0);
} else {
const bool l_856 = l_852 > uint(0);
if (l_856) {
l_mut_440 = l_mut_736;
const bool l_857 = l_852 > uint(0);
if (l_857) {
const uint l_858 = l_mut_736 >> l_852;
const uint l_859 = uint(32) - l_852;
const uint l_860 = l_mut_450 << l_859;
const uint l_861 = l_858 | l_860;
l_mut_440 = l_861;
}
const uint l_862 = l_mut_450 >> l_852;
l_mut_444 = l_mut_440;
l_mut_441 = l_862;
}
}
const bool l_863 = l_mut_441 < l_mut_269;
const bool l_864 = l_mut_441 == l_mut_269;
const bool l_865 = l_mut_444 < l_mut_275;
const bool l_866 = l_864 && l_865;
const bool l_867 = l_863 || l_866;
const bool l_868 = !l_867;
if (l_868) {
l_mut_444 = l_mut_275;
l_mut_441 = l_mut_269;
const bool l_869 = l_852 >= uint(32);
if (l_869) {
const uint l_870 = l_852 & uint(31);
const uint l_871 = l_mut_275 << l_870;
l_mut_444 = uint(0);
l_mut_441 = l_871;
} else {
const bool l_872 = l_852 > uint(0);
if (l_872) {
const uint l_873 = l_mut_275 << l_852;
const uint l_874 = l_mut_269 << l_852;
const uint l_875 = uint(32) - l_852;
const uint l_876 = l_mut_275 >> l_875;
const uint l_877 = l_874 | l_876;
l_mut_444 = l_873;
l_mut_441 = l_877;
}
}
const uint l_878 = l_mut_736 - l_mut_444;
const uint l_879 = l_mut_450 - l_mut_441;
const bool l_880 = l_mut_736 < l_mut_444;
const uint l_881 = uint(l_880);
const uint l_882 = l_879 - l_881;
l_mut_736 = l_878;
l_mut_450 = l_882;
const uint l_883 = uint(1) << l_852;
l_mut_445 = l_mut_445 | l_883;
}
}
const uint l_884 = min(l_mut_445, l_845);
l_mut_445 = l_884;
const bool l_885 = l_mut_450 < l_mut_269;
const bool l_886 = l_mut_450 == l_mut_269;
const bool l_887 = l_mut_736 < l_mut_275;
const bool l_888 = l_886 && l_887;
const bool l_889 = l_885 || l_888;
const bool l_890 = !l_889;
if (l_890) {
l_mut_445 = l_845;
}
l_mut_741 = l_mut_445;
}
l_mut_736 = l_mut_219;
l_mut_450 = l_mut_213;
l_mut_445 = l_mut_275;
l_mut_444 = l_mut_269;
l_mut_441 = l_mut_96;
l_mut_440 = l_mut_102;
l_mut_439 = l_mut_151;
l_mut_428 = l_mut_145;
l_mut_421 = uint(0);
const bool l_891 = l_mut_741 > uint(0);
if (l_891) {
const uint l_892 = l_mut_275 * l_mut_741;
const uint l_893 = __umulhi(l_mut_275, l_mut_741);
const uint l_894 = l_mut_269 * l_mut_741;
const uint l_895 = l_893 + l_894;
const uint l_896 = l_mut_151 - l_892;
const uint l_897 = l_mut_145 - l_895;
const bool l_898 = l_mut_151 < l_892;
const uint l_899 = uint(l_898);
const uint l_900 = l_897 - l_899;
l_mut_439 = l_896;
l_mut_428 = l_900;
const uint l_901 = l_mut_219 - l_892;
const uint l_902 = l_mut_213 - l_895;
const bool l_903 = l_mut_219 < l_892;
const uint l_904 = uint(l_903);
const uint l_905 = l_902 - l_904;
l_mut_736 = l_901;
l_mut_450 = l_905;
const uint l_906 = l_mut_741 * l_mut_96;
const uint l_907 = l_mut_102 + l_906;
l_mut_440 = l_907;
} else {
const uint l_908 = l_mut_151 - l_mut_275;
const uint l_909 = l_mut_145 - l_mut_269;
const bool l_910 = l_mut_151 < l_mut_275;
const uint l_911 = uint(l_910);
const uint l_912 = l_909 - l_911;
l_mut_439 = l_908;
l_mut_428 = l_912;
const bool l_913 = l_mut_428 < l_344;
const bool l_914 = l_mut_428 == l_344;
const bool l_915 = l_mut_439 < l_340;
const bool l_916 = l_914 && l_915;
const bool l_917 = l_913 || l_916;
if (l_917) {
l_mut_421 = uint(2);
}
const bool l_918 = l_mut_421 == uint(0);
if (l_918) {
const uint l_919 = l_4 - l_mut_96;
const uint l_920 = l_919 / l_mut_102;
l_mut_741 = uint(0);
l_mut_645 = bool(false);
l_mut_645 = bool(true);
const uint l_921 = l_mut_219 | l_mut_213;
const bool l_922 = l_921 == uint(0);
if (l_922) {
l_mut_741 = l_920;
} else {
if (l_mut_645) {
const bool l_923 = l_mut_213 < l_mut_269;
const bool l_924 = l_mut_213 == l_mut_269;
const bool l_925 = l_mut_219 < l_mut_275;
const bool l_926 = l_924 && l_925;
const bool l_927 = l_923 || l_926;
if (l_927) {
const uint l_928 = l_mut_275 - uint(1);
const uint l_929 = l_mut_269 - uint(0);
const bool l_930 = l_mut_275 < uint(1);
const uint l_931 = uint(l_930);
const uint l_932 = l_929 - l_931;
l_mut_394 = l_928;
l_mut_388 = l_932;
l_mut_382 = uint(0);

for (uint l_mut_933 = uint(0); l_mut_933 < uint(20); ++l_mut_933) {
const uint l_934 = uint(19) - l_mut_933;
l_mut_90 = l_mut_394;
l_mut_75 = l_mut_388;
const bool l_935 = l_934 >= uint(32);
if (l_935) {
const uint l_936 = l_934 & uint(31);
const uint l_937 = l_mut_388 >> l_936;
l_mut_90 = l_937;
l_mut_75 = uint(0);
} else {
const bool l_938 = l_934 > uint(0);
if (l_938) {
l_mut_40 = l_mut_394;
const bool l_939 = l_934 > uint(0);
if (l_939) {
const uint l_940 = l_mut_394 >> l_934;
const uint l_941 = uint(32) - l_934;
const uint l_942 = l_mut_388 << l_941;
const uint l_943 = l_940 | l_942;
l_mut_40 = l_943;
}
const uint l_944 = l_mut_388 >> l_934;
l_mut_90 = l_mut_40;
l_mut_75 = l_944;
}
}
const bool l_945 = l_mut_75 < l_mut_213;
const bool l_946 = l_mut_75 == l_mut_213;
const bool l_947 = l_mut_90 < l_mut_219;
const bool l_948 = l_946 && l_947;
const bool l_949 = l_945 || l_948;
const bool l_950 = !l_949;
if (l_950) {
l_mut_90 = l_mut_219;
l_mut_75 = l_mut_213;
const bool l_951 = l_934 >= uint(32);
if (l_951) {
const uint l_952 = l_934 & uint(31);
const uint l_953 = l_mut_219 << l_952;
l_mut_90 = uint(0);
l_mut_75 = l_953;
} else {
const bool l_954 = l_934 > uint(0);
if (l_954) {
const uint l_955 = l_mut_219 << l_934;
const uint l_956 = l_mut_213 << l_934;
const uint l_957 = uint(32) - l_934;
const uint l_958 = l_mut_219 >> l_957;
const uint l_959 = l_956 | l_958;
l_mut_90 = l_955;
l_mut_75 = l_959;
}
}
const uint l_960 = l_mut_394 - l_mut_90;
const uint l_961 = l_mut_388 - l_mut_75;
const bool l_962 = l_mut_394 < l_mut_90;
const uint l_963 = uint(l_962);
const uint l_964 = l_961 - l_963;
l_mut_394 = l_960;
l_mut_388 = l_964;
const uint l_965 = uint(1) << l_934;
l_mut_382 = l_mut_382 | l_965;
}
}
const uint l_966 = min(l_mut_382, l_920);
l_mut_382 = l_966;
const bool l_967 = l_mut_388 < l_mut_213;
const bool l_968 = l_mut_388 == l_mut_213;
const bool l_969 = l_mut_394 < l_mut_219;
const bool l_970 = l_968 && l_969;
const bool l_971 = l_967 || l_970;
const bool l_972 = !l_971;
if (l_972) {
l_mut_382 = l_920;
}
l_mut_741 = l_mut_382;
}
} else {
l_mut_394 = l_mut_275;
l_mut_388 = l_mut_269;
while (true) {
const bool l_973 = l_mut_213 < l_mut_388;
const bool l_974 = l_mut_213 == l_mut_388;
const bool l_975 = l_mut_219 < l_mut_394;
const bool l_976 = l_974 && l_975;
const bool l_977 = l_973 || l_976;
const uint l_978 = l_mut_741 * l_mut_102;
const uint l_979 = l_mut_96 + l_978;
const uint l_980 = l_979 + l_mut_102;
const bool l_981 = l_980 < l_4;
const bool l_982 = l_977 && l_981;
const bool l_983 = !l_982;
if (l_983) {
break;}
const uint l_984 = l_mut_394 - l_mut_219;
const uint l_985 = l_mut_388 - l_mut_213;
const bool l_986 = l_mut_394 < l_mut_219;
const uint l_987 = uint(l_986);
const uint l_988 = l_985 - l_987;
l_mut_394 = l_984;
l_mut_388 = l_988;
l_mut_741 = l_mut_741 + uint(1);
}
}
}
const uint l_989 = l_mut_741 * l_mut_102;
const uint l_990 = l_mut_96 + l_989;
const uint l_991 = l_990 + l_mut_102;
const bool l_992 = l_991 >= l_4;
if (l_992) {
l_mut_421 = uint(1);
} else {
const uint l_993 = l_mut_219 * l_mut_741;
const uint l_994 = __umulhi(l_mut_219, l_mut_741);
const uint l_995 = l_mut_213 * l_mut_741;
const uint l_996 = l_994 + l_995;
const uint l_997 = l_mut_275 - l_993;
const uint l_998 = l_mut_269 - l_996;
const bool l_999 = l_mut_275 < l_993;
const uint l_1000 = uint(l_999);
const uint l_1001 = l_998 - l_1000;
l_mut_445 = l_997;
l_mut_444 = l_1001;
const uint l_1002 = l_mut_741 * l_mut_102;
const uint l_1003 = l_mut_96 + l_1002;
l_mut_441 = l_1003;
const uint l_1004 = l_mut_219 - l_mut_445;
const uint l_1005 = l_mut_213 - l_mut_444;
const bool l_1006 = l_mut_219 < l_mut_445;
const uint l_1007 = uint(l_1006);
const uint l_1008 = l_1005 - l_1007;
l_mut_736 = l_1004;
l_mut_450 = l_1008;
const uint l_1009 = l_mut_102 + l_mut_441;
l_mut_440 = l_1009;
}
}
}
l_mut_275 = l_mut_445;
l_mut_269 = l_mut_444;
l_mut_219 = l_mut_736;
l_mut_213 = l_mut_450;
l_mut_102 = l_mut_440;
l_mut_96 = l_mut_441;
l_mut_151 = l_mut_439;
l_mut_145 = l_mut_428;
const bool l_1010 = l_mut_421 == uint(1);
l_mut_350 = l_1010;
const bool l_1011 = l_mut_421 == uint(0);
l_mut_357 = l_1011;
}
}
const bool l_1012 = !l_mut_350;
if (l_1012) {
const uint l_1148 = info.static_meta[uint(5)];
const uint l_1149 = l_1148 * uint(1);
const uint l_1150 = l_1149 - uint(1);
const uint l_1151 = min(uint(0), l_1150);
device atomic_uint* l_1152 = &buffer_5[l_1151];
atomic_uint* l_1013 = l_1152;
const uint l_1014 = atomic_fetch_add_explicit(l_1013, uint(1), memory_order_relaxed);
const uint l_1015 = info.static_meta[uint(10)];
const bool l_1016 = l_1014 < l_1015;
if (l_1016) {
const uint l_1153 = info.static_meta[uint(4)];
const uint l_1154 = l_1153 * uint(1);
const bool l_1155 = l_1014 < l_1154;
if (l_1155) {
buffer_4[l_1014] = thread_index_in_grid;
}
}
}
}

}
