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
bool l_mut_259;
bool l_mut_262;
bool l_mut_350;
bool l_mut_355;
bool l_mut_360;
uint32 l_mut_258;
uint32 l_mut_271;
uint32 l_mut_304;
uint32 l_mut_67;
uint32 l_mut_699;
uint32 l_mut_710;
uint32 l_mut_741;
uint64 l_mut_105;
uint64 l_mut_127;
uint64 l_mut_158;
uint64 l_mut_212;
uint64 l_mut_284;
uint64 l_mut_301;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1185 = info.static_meta[uint32(5)];
const uint32 l_1186 = l_1185 * uint32(1);
const uint32 l_1187 = l_1186 - uint32(1);
const uint32 l_1188 = min(uint32(3), l_1187);
uint32* l_1189 = &buffer_5[l_1188];
uint32* l_1 = l_1189;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_1101 = info.static_meta[uint32(3)];
const uint32 l_1102 = l_1101 * uint32(1);
const bool l_1103 = l_3 < l_1102;
const uint32 l_1104 = l_1102 - uint32(1);
const uint32 l_1105 = min(l_3, l_1104);
const uint32 l_1106 = buffer_3[l_1105];
const uint32 l_1107 = (l_1103) ? l_1106 : uint32(0);
const uint32 l_4 = l_1107;
const uint64 l_5 = uint64(l_4);
const uint32 l_6 = uint32(2) * uint32(0);
const uint32 l_7 = l_6 + uint32(1);
const uint32 l_1108 = info.static_meta[uint32(3)];
const uint32 l_1109 = l_1108 * uint32(1);
const bool l_1110 = l_7 < l_1109;
const uint32 l_1111 = l_1109 - uint32(1);
const uint32 l_1112 = min(l_7, l_1111);
const uint32 l_1113 = buffer_3[l_1112];
const uint32 l_1114 = (l_1110) ? l_1113 : uint32(0);
const uint32 l_8 = l_1114;
const uint64 l_9 = uint64(l_8);
const uint64 l_10 = l_9 << uint64(32);
const uint64 l_11 = l_5 | l_10;
const uint64 l_12 = l_11 & uint64(4294967295);
const uint32 l_13 = uint32(l_12);
const uint32 l_14 = uint32(2) * uint32(1);
const uint32 l_1115 = info.static_meta[uint32(3)];
const uint32 l_1116 = l_1115 * uint32(1);
const bool l_1117 = l_14 < l_1116;
const uint32 l_1118 = l_1116 - uint32(1);
const uint32 l_1119 = min(l_14, l_1118);
const uint32 l_1120 = buffer_3[l_1119];
const uint32 l_1121 = (l_1117) ? l_1120 : uint32(0);
const uint32 l_15 = l_1121;
const uint64 l_16 = uint64(l_15);
const uint32 l_17 = uint32(2) * uint32(1);
const uint32 l_18 = l_17 + uint32(1);
const uint32 l_1122 = info.static_meta[uint32(3)];
const uint32 l_1123 = l_1122 * uint32(1);
const bool l_1124 = l_18 < l_1123;
const uint32 l_1125 = l_1123 - uint32(1);
const uint32 l_1126 = min(l_18, l_1125);
const uint32 l_1127 = buffer_3[l_1126];
const uint32 l_1128 = (l_1124) ? l_1127 : uint32(0);
const uint32 l_19 = l_1128;
const uint64 l_20 = uint64(l_19);
const uint64 l_21 = l_20 << uint64(32);
const uint64 l_22 = l_16 | l_21;
const uint64 l_23 = l_22 & uint64(4294967295);
const uint32 l_24 = uint32(l_23);
const uint32 l_25 = uint32(2) * uint32(2);
const uint32 l_1129 = info.static_meta[uint32(3)];
const uint32 l_1130 = l_1129 * uint32(1);
const bool l_1131 = l_25 < l_1130;
const uint32 l_1132 = l_1130 - uint32(1);
const uint32 l_1133 = min(l_25, l_1132);
const uint32 l_1134 = buffer_3[l_1133];
const uint32 l_1135 = (l_1131) ? l_1134 : uint32(0);
const uint32 l_26 = l_1135;
const uint64 l_27 = uint64(l_26);
const uint32 l_28 = uint32(2) * uint32(2);
const uint32 l_29 = l_28 + uint32(1);
const uint32 l_1136 = info.static_meta[uint32(3)];
const uint32 l_1137 = l_1136 * uint32(1);
const bool l_1138 = l_29 < l_1137;
const uint32 l_1139 = l_1137 - uint32(1);
const uint32 l_1140 = min(l_29, l_1139);
const uint32 l_1141 = buffer_3[l_1140];
const uint32 l_1142 = (l_1138) ? l_1141 : uint32(0);
const uint32 l_30 = l_1142;
const uint64 l_31 = uint64(l_30);
const uint64 l_32 = l_31 << uint64(32);
const uint64 l_33 = l_27 | l_32;
const uint32 l_34 = uint32(2) * uint32(3);
const uint32 l_1143 = info.static_meta[uint32(3)];
const uint32 l_1144 = l_1143 * uint32(1);
const bool l_1145 = l_34 < l_1144;
const uint32 l_1146 = l_1144 - uint32(1);
const uint32 l_1147 = min(l_34, l_1146);
const uint32 l_1148 = buffer_3[l_1147];
const uint32 l_1149 = (l_1145) ? l_1148 : uint32(0);
const uint32 l_35 = l_1149;
const uint64 l_36 = uint64(l_35);
const uint32 l_37 = uint32(2) * uint32(3);
const uint32 l_38 = l_37 + uint32(1);
const uint32 l_1150 = info.static_meta[uint32(3)];
const uint32 l_1151 = l_1150 * uint32(1);
const bool l_1152 = l_38 < l_1151;
const uint32 l_1153 = l_1151 - uint32(1);
const uint32 l_1154 = min(l_38, l_1153);
const uint32 l_1155 = buffer_3[l_1154];
const uint32 l_1156 = (l_1152) ? l_1155 : uint32(0);
const uint32 l_39 = l_1156;
const uint64 l_40 = uint64(l_39);
const uint64 l_41 = l_40 << uint64(32);
const uint64 l_42 = l_36 | l_41;
const uint32 l_43 = uint32(2) * uint32(4);
const uint32 l_1157 = info.static_meta[uint32(3)];
const uint32 l_1158 = l_1157 * uint32(1);
const bool l_1159 = l_43 < l_1158;
const uint32 l_1160 = l_1158 - uint32(1);
const uint32 l_1161 = min(l_43, l_1160);
const uint32 l_1162 = buffer_3[l_1161];
const uint32 l_1163 = (l_1159) ? l_1162 : uint32(0);
const uint32 l_44 = l_1163;
const uint64 l_45 = uint64(l_44);
const uint32 l_46 = uint32(2) * uint32(4);
const uint32 l_47 = l_46 + uint32(1);
const uint32 l_1164 = info.static_meta[uint32(3)];
const uint32 l_1165 = l_1164 * uint32(1);
const bool l_1166 = l_47 < l_1165;
const uint32 l_1167 = l_1165 - uint32(1);
const uint32 l_1168 = min(l_47, l_1167);
const uint32 l_1169 = buffer_3[l_1168];
const uint32 l_1170 = (l_1166) ? l_1169 : uint32(0);
const uint32 l_48 = l_1170;
const uint64 l_49 = uint64(l_48);
const uint64 l_50 = l_49 << uint64(32);
const uint64 l_51 = l_45 | l_50;
const uint32 l_52 = uint32(2) * uint32(5);
const uint32 l_1171 = info.static_meta[uint32(3)];
const uint32 l_1172 = l_1171 * uint32(1);
const bool l_1173 = l_52 < l_1172;
const uint32 l_1174 = l_1172 - uint32(1);
const uint32 l_1175 = min(l_52, l_1174);
const uint32 l_1176 = buffer_3[l_1175];
const uint32 l_1177 = (l_1173) ? l_1176 : uint32(0);
const uint32 l_53 = l_1177;
const uint64 l_54 = uint64(l_53);
const uint32 l_55 = uint32(2) * uint32(5);
const uint32 l_56 = l_55 + uint32(1);
const uint32 l_1178 = info.static_meta[uint32(3)];
const uint32 l_1179 = l_1178 * uint32(1);
const bool l_1180 = l_56 < l_1179;
const uint32 l_1181 = l_1179 - uint32(1);
const uint32 l_1182 = min(l_56, l_1181);
const uint32 l_1183 = buffer_3[l_1182];
const uint32 l_1184 = (l_1180) ? l_1183 : uint32(0);
const uint32 l_57 = l_1184;
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
const uint32 l_1190 = info.static_meta[uint32(0)];
const uint32 l_1191 = l_1190 * uint32(1);
const bool l_1192 = l_76 < l_1191;
const uint32 l_1193 = l_1191 - uint32(1);
const uint32 l_1194 = min(l_76, l_1193);
const uint32 l_1195 = buffer_0[l_1194];
const uint32 l_1196 = (l_1192) ? l_1195 : uint32(0);
const uint32 l_77 = l_1196;
const uint64 l_78 = uint64(l_77);
const uint32 l_79 = uint32(2) * idxGlobal;
const uint32 l_80 = l_79 + uint32(1);
const uint32 l_1197 = info.static_meta[uint32(0)];
const uint32 l_1198 = l_1197 * uint32(1);
const bool l_1199 = l_80 < l_1198;
const uint32 l_1200 = l_1198 - uint32(1);
const uint32 l_1201 = min(l_80, l_1200);
const uint32 l_1202 = buffer_0[l_1201];
const uint32 l_1203 = (l_1199) ? l_1202 : uint32(0);
const uint32 l_81 = l_1203;
const uint64 l_82 = uint64(l_81);
const uint64 l_83 = l_82 << uint64(32);
const uint64 l_84 = l_78 | l_83;
const uint32 l_85 = uint32(2) * idxGlobal;
const uint32 l_1204 = info.static_meta[uint32(1)];
const uint32 l_1205 = l_1204 * uint32(1);
const bool l_1206 = l_85 < l_1205;
const uint32 l_1207 = l_1205 - uint32(1);
const uint32 l_1208 = min(l_85, l_1207);
const uint32 l_1209 = buffer_1[l_1208];
const uint32 l_1210 = (l_1206) ? l_1209 : uint32(0);
const uint32 l_86 = l_1210;
const uint64 l_87 = uint64(l_86);
const uint32 l_88 = uint32(2) * idxGlobal;
const uint32 l_89 = l_88 + uint32(1);
const uint32 l_1211 = info.static_meta[uint32(1)];
const uint32 l_1212 = l_1211 * uint32(1);
const bool l_1213 = l_89 < l_1212;
const uint32 l_1214 = l_1212 - uint32(1);
const uint32 l_1215 = min(l_89, l_1214);
const uint32 l_1216 = buffer_1[l_1215];
const uint32 l_1217 = (l_1213) ? l_1216 : uint32(0);
const uint32 l_90 = l_1217;
const uint64 l_91 = uint64(l_90);
const uint64 l_92 = l_91 << uint64(32);
const uint64 l_93 = l_87 | l_92;
const uint32 l_94 = uint32(2) * idxGlobal;
const uint32 l_1218 = info.static_meta[uint32(2)];
const uint32 l_1219 = l_1218 * uint32(1);
const bool l_1220 = l_94 < l_1219;
const uint32 l_1221 = l_1219 - uint32(1);
const uint32 l_1222 = min(l_94, l_1221);
const uint32 l_1223 = buffer_2[l_1222];
const uint32 l_1224 = (l_1220) ? l_1223 : uint32(0);
const uint32 l_95 = l_1224;
const uint64 l_96 = uint64(l_95);
const uint32 l_97 = uint32(2) * idxGlobal;
const uint32 l_98 = l_97 + uint32(1);
const uint32 l_1225 = info.static_meta[uint32(2)];
const uint32 l_1226 = l_1225 * uint32(1);
const bool l_1227 = l_98 < l_1226;
const uint32 l_1228 = l_1226 - uint32(1);
const uint32 l_1229 = min(l_98, l_1228);
const uint32 l_1230 = buffer_2[l_1229];
const uint32 l_1231 = (l_1227) ? l_1230 : uint32(0);
const uint32 l_99 = l_1231;
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
const uint32 l_131 = l_24 + uint32(3);
const uint64 l_132 = uint64(uint32(0));
l_mut_127 = l_132;
const bool l_133 = l_13 < uint32(65536);
if (l_133) {
const uint32 l_134 = l_13 * l_13;
const uint64 l_135 = l_102 >> uint64(63);
const bool l_136 = l_135 == uint64(1);
l_mut_105 = l_102;
if (l_136) {
const uint64 l_137 = uint64(uint32(0));
const uint64 l_138 = l_137 - l_102;
l_mut_105 = l_138;
}
const uint64 l_139 = uint64(l_134);
const uint64 l_140 = l_mut_105 & uint64(4294967295);
const uint64 l_141 = l_140 * l_139;
const uint64 l_142 = l_mut_105 >> uint64(32);
const uint64 l_143 = l_142 * l_139;
const uint64 l_144 = l_143 << uint64(32);
const uint64 l_145 = l_141 + l_144;
const uint64 l_146 = l_143 >> uint64(32);
const bool l_147 = l_145 < l_141;
const uint64 l_148 = uint64(l_147);
const uint64 l_149 = l_146 + l_148;
l_mut_105 = l_145;
const bool l_150 = l_131 == uint32(64);
if (l_150) {
l_mut_105 = l_149;
} else {
const bool l_151 = l_131 > uint32(0);
if (l_151) {
const uint32 l_152 = uint32(64) - l_131;
const uint64 l_153 = uint64(l_152);
const uint64 l_154 = l_149 << l_153;
const uint64 l_155 = uint64(l_131);
const uint64 l_156 = l_145 >> l_155;
const uint64 l_157 = l_154 | l_156;
l_mut_105 = l_157;
}
}
l_mut_158 = l_mut_105;
if (l_136) {
const uint64 l_159 = uint64(uint32(0));
const uint64 l_160 = l_159 - l_mut_158;
l_mut_158 = l_160;
}
l_mut_127 = l_mut_158;
} else {
const uint64 l_161 = l_102 >> uint64(63);
const bool l_162 = l_161 == uint64(1);
l_mut_158 = l_102;
if (l_162) {
const uint64 l_163 = uint64(uint32(0));
const uint64 l_164 = l_163 - l_102;
l_mut_158 = l_164;
}
const uint64 l_165 = uint64(l_13);
const uint64 l_166 = l_mut_158 & uint64(4294967295);
const uint64 l_167 = l_166 * l_165;
const uint64 l_168 = l_mut_158 >> uint64(32);
const uint64 l_169 = l_168 * l_165;
const uint64 l_170 = l_169 << uint64(32);
const uint64 l_171 = l_167 + l_170;
const uint64 l_172 = l_169 >> uint64(32);
const bool l_173 = l_171 < l_167;
const uint64 l_174 = uint64(l_173);
const uint64 l_175 = l_172 + l_174;
l_mut_105 = l_171;
const bool l_176 = uint32(0) == uint32(64);
if (l_176) {
l_mut_105 = l_175;
} else {
const bool l_177 = uint32(0) > uint32(0);
if (l_177) {
const uint64 l_178 = uint64(uint32(64));
const uint64 l_179 = l_175 << l_178;
const uint64 l_180 = uint64(uint32(0));
const uint64 l_181 = l_171 >> l_180;
const uint64 l_182 = l_179 | l_181;
l_mut_105 = l_182;
}
}
const uint64 l_183 = uint64(l_13);
const uint64 l_184 = l_mut_158 & uint64(4294967295);
const uint64 l_185 = l_184 * l_183;
const uint64 l_186 = l_mut_158 >> uint64(32);
const uint64 l_187 = l_186 * l_183;
const uint64 l_188 = l_187 << uint64(32);
const uint64 l_189 = l_185 + l_188;
const uint64 l_190 = l_187 >> uint64(32);
const bool l_191 = l_189 < l_185;
const uint64 l_192 = uint64(l_191);
const uint64 l_193 = l_190 + l_192;
l_mut_158 = l_189;
const bool l_194 = uint32(64) == uint32(64);
if (l_194) {
l_mut_158 = l_193;
} else {
const bool l_195 = uint32(64) > uint32(0);
if (l_195) {
const uint64 l_196 = uint64(uint32(0));
const uint64 l_197 = l_193 << l_196;
const uint64 l_198 = uint64(uint32(64));
const uint64 l_199 = l_189 >> l_198;
const uint64 l_200 = l_197 | l_199;
l_mut_158 = l_200;
}
}
const uint64 l_201 = uint64(l_13);
const uint64 l_202 = l_mut_105 & uint64(4294967295);
const uint64 l_203 = l_202 * l_201;
const uint64 l_204 = l_mut_105 >> uint64(32);
const uint64 l_205 = l_204 * l_201;
const uint64 l_206 = l_205 << uint64(32);
const uint64 l_207 = l_203 + l_206;
const uint64 l_208 = l_205 >> uint64(32);
const bool l_209 = l_207 < l_203;
const uint64 l_210 = uint64(l_209);
const uint64 l_211 = l_208 + l_210;
l_mut_212 = l_207;
const bool l_213 = uint32(0) == uint32(64);
if (l_213) {
l_mut_212 = l_211;
} else {
const bool l_214 = uint32(0) > uint32(0);
if (l_214) {
const uint64 l_215 = uint64(uint32(64));
const uint64 l_216 = l_211 << l_215;
const uint64 l_217 = uint64(uint32(0));
const uint64 l_218 = l_207 >> l_217;
const uint64 l_219 = l_216 | l_218;
l_mut_212 = l_219;
}
}
const uint64 l_220 = uint64(l_13);
const uint64 l_221 = l_mut_105 & uint64(4294967295);
const uint64 l_222 = l_221 * l_220;
const uint64 l_223 = l_mut_105 >> uint64(32);
const uint64 l_224 = l_223 * l_220;
const uint64 l_225 = l_224 << uint64(32);
const uint64 l_226 = l_222 + l_225;
const uint64 l_227 = l_224 >> uint64(32);
const bool l_228 = l_226 < l_222;
const uint64 l_229 = uint64(l_228);
const uint64 l_230 = l_227 + l_229;
l_mut_105 = l_226;
const bool l_231 = uint32(64) == uint32(64);
if (l_231) {
l_mut_105 = l_230;
} else {
const bool l_232 = uint32(64) > uint32(0);
if (l_232) {
const uint64 l_233 = uint64(uint32(0));
const uint64 l_234 = l_230 << l_233;
const uint64 l_235 = uint64(uint32(64));
const uint64 l_236 = l_226 >> l_235;
const uint64 l_237 = l_234 | l_236;
l_mut_105 = l_237;
}
}
const uint64 l_238 = uint64(l_13);
const uint64 l_239 = l_mut_158 * l_238;
const uint64 l_240 = l_mut_105 + l_239;
l_mut_127 = l_mut_212;
const bool l_241 = l_131 == uint32(64);
if (l_241) {
l_mut_127 = l_240;
} else {
const bool l_242 = l_131 > uint32(0);
if (l_242) {
const uint32 l_243 = uint32(64) - l_131;
const uint64 l_244 = uint64(l_243);
const uint64 l_245 = l_240 << l_244;
const uint64 l_246 = uint64(l_131);
const uint64 l_247 = l_mut_212 >> l_246;
const uint64 l_248 = l_245 + l_247;
l_mut_127 = l_248;
}
}
if (l_162) {
const uint64 l_249 = uint64(uint32(0));
const uint64 l_250 = l_249 - l_mut_127;
l_mut_127 = l_250;
}
}
const uint64 l_251 = l_93 - l_mut_127;
const uint64 l_252 = l_251 + l_33;
const uint64 l_253 = uint64(uint32(0));
const uint64 l_254 = l_253 - l_130;
const uint64 l_255 = l_33 + l_33;
l_mut_212 = l_254;
const uint64 l_256 = uint64(uint32(0));
const uint64 l_257 = l_256 - l_254;
l_mut_158 = l_257;
l_mut_127 = l_252;
l_mut_67 = uint32(1);
l_mut_258 = uint32(1);
l_mut_259 = bool(false);
const bool l_260 = l_mut_127 < l_255;
const bool l_261 = !l_260;
l_mut_262 = l_261;
const bool l_263 = l_254 == uint64(0);
if (l_263) {
l_mut_259 = l_mut_262;
l_mut_262 = bool(false);
}
if (l_mut_262) {
const uint64 l_264 = l_254 >> uint64(63);
const bool l_265 = l_264 == uint64(1);
l_mut_105 = l_254;
if (l_265) {
const uint64 l_266 = uint64(uint32(0));
const uint64 l_267 = l_266 - l_254;
l_mut_105 = l_267;
}
const uint32 l_268 = l_13 - uint32(1);
const uint64 l_269 = uint64(l_268);
const uint64 l_270 = l_mut_105 * l_269;
l_mut_271 = uint32(0);
const uint32 l_272 = l_13 - uint32(1);
const uint64 l_273 = uint64(l_272);
const uint64 l_274 = l_mut_105 & uint64(4294967295);
const uint64 l_275 = l_274 * l_273;
const uint64 l_276 = l_mut_105 >> uint64(32);
const uint64 l_277 = l_276 * l_273;
const uint64 l_278 = l_277 << uint64(32);
const uint64 l_279 = l_275 + l_278;
const uint64 l_280 = l_277 >> uint64(32);
const bool l_281 = l_279 < l_275;
const uint64 l_282 = uint64(l_281);
const uint64 l_283 = l_280 + l_282;
l_mut_284 = l_279;
const bool l_285 = uint32(64) == uint32(64);
if (l_285) {
l_mut_284 = l_283;
} else {
const bool l_286 = uint32(64) > uint32(0);
if (l_286) {
const uint64 l_287 = uint64(uint32(0));
const uint64 l_288 = l_283 << l_287;
const uint64 l_289 = uint64(uint32(64));
const uint64 l_290 = l_279 >> l_289;
const uint64 l_291 = l_288 | l_290;
l_mut_284 = l_291;
}
}
const bool l_292 = l_mut_284 == uint64(0);
if (l_292) {
l_mut_284 = l_252;
if (l_265) {
const uint64 l_293 = uint64(uint32(0));
const uint64 l_294 = l_293 - l_252;
const bool l_295 = l_252 == uint64(0);
const bool l_296 = !l_295;
const bool l_297 = l_270 < l_294;
const bool l_298 = !l_297;
const bool l_299 = l_296 && l_298;
if (l_299) {
const uint32 l_300 = l_13 - uint32(1);
l_mut_301 = l_294;
const bool l_302 = l_294 < l_mut_105;
const bool l_303 = !l_302;
if (l_303) {
l_mut_304 = uint32(0);
const bool l_305 = l_mut_105 < l_294;
if (l_305) {
const uint64 l_306 = l_294 - uint64(1);
const uint64 l_307 = l_306 / l_mut_105;
const uint64 l_308 = uint64(l_300);
const bool l_309 = l_307 < l_308;
const uint64 l_310 = uint64(l_300);
const uint64 l_311 = (l_309) ? l_307 : l_310;
const uint32 l_312 = uint32(l_311);
l_mut_304 = l_312;
}
const uint64 l_313 = uint64(l_mut_304);
const uint64 l_314 = l_mut_105 * l_313;
const uint64 l_315 = l_294 - l_314;
l_mut_301 = l_315;
const bool l_316 = l_mut_301 < l_mut_105;
const bool l_317 = !l_316;
if (l_317) {
const uint64 l_318 = l_mut_301 - l_mut_105;
l_mut_301 = l_318;
}
}
const uint64 l_319 = l_mut_105 - l_mut_301;
l_mut_301 = l_319;
const bool l_320 = l_319 < l_mut_105;
const bool l_321 = !l_320;
if (l_321) {
const uint64 l_322 = l_319 - l_mut_105;
l_mut_301 = l_322;
}
const bool l_323 = l_mut_301 < l_mut_284;
if (l_323) {
l_mut_284 = l_mut_301;
}
}
} else {
const uint64 l_324 = l_252 - l_270;
l_mut_284 = l_324;
const bool l_325 = l_252 < l_270;
if (l_325) {
const uint32 l_326 = l_13 - uint32(1);
l_mut_301 = l_252;
const bool l_327 = l_252 < l_mut_105;
const bool l_328 = !l_327;
if (l_328) {
l_mut_304 = uint32(0);
const bool l_329 = l_mut_105 < l_252;
if (l_329) {
const uint64 l_330 = l_252 - uint64(1);
const uint64 l_331 = l_330 / l_mut_105;
const uint64 l_332 = uint64(l_326);
const bool l_333 = l_331 < l_332;
const uint64 l_334 = uint64(l_326);
const uint64 l_335 = (l_333) ? l_331 : l_334;
const uint32 l_336 = uint32(l_335);
l_mut_304 = l_336;
}
const uint64 l_337 = uint64(l_mut_304);
const uint64 l_338 = l_mut_105 * l_337;
const uint64 l_339 = l_252 - l_338;
l_mut_301 = l_339;
const bool l_340 = l_mut_301 < l_mut_105;
const bool l_341 = !l_340;
if (l_341) {
const uint64 l_342 = l_mut_301 - l_mut_105;
l_mut_301 = l_342;
}
}
const bool l_343 = l_mut_301 < l_mut_284;
if (l_343) {
l_mut_284 = l_mut_301;
}
}
}
const bool l_344 = l_mut_284 < l_255;
const bool l_345 = !l_344;
const uint32 l_346 = uint32(l_345);
const uint32 l_347 = uint32(2) - l_346;
l_mut_271 = l_347;
}
const bool l_348 = l_mut_271 > uint32(0);
if (l_348) {
const bool l_349 = l_mut_271 == uint32(1);
l_mut_259 = l_349;
l_mut_262 = bool(false);
}
}
l_mut_350 = bool(false);
while (true) {
const bool l_351 = !l_mut_262;
if (l_351) {
break;}
l_mut_301 = l_mut_212;
if (l_mut_350) {
l_mut_301 = l_mut_158;
}
const bool l_352 = l_mut_127 < l_mut_301;
const bool l_353 = !l_352;
const bool l_354 = l_353 != l_mut_350;
if (l_354) {
l_mut_301 = l_mut_212;
l_mut_212 = l_mut_158;
l_mut_158 = l_mut_301;
l_mut_304 = l_mut_67;
l_mut_67 = l_mut_258;
l_mut_258 = l_mut_304;
l_mut_350 = l_353;
}
l_mut_355 = bool(true);
if (l_mut_350) {
const uint64 l_356 = l_mut_127 - l_mut_158;
l_mut_127 = l_356;
const bool l_357 = l_mut_127 < l_255;
if (l_357) {
l_mut_262 = bool(false);
l_mut_355 = bool(false);
}
}
if (l_mut_355) {
const uint32 l_358 = l_13 - l_mut_67;
const uint32 l_359 = l_358 / l_mut_258;
l_mut_304 = uint32(0);
l_mut_360 = bool(false);
const uint64 l_361 = uint64(uint32(3));
const uint64 l_362 = l_mut_158 >> l_361;
const bool l_363 = l_362 < l_mut_212;
const bool l_364 = !l_363;
l_mut_360 = l_364;
const bool l_365 = l_mut_212 == uint64(0);
if (l_365) {
l_mut_304 = l_359;
} else {
if (l_mut_360) {
const bool l_366 = l_mut_212 < l_mut_158;
if (l_366) {
const uint64 l_367 = l_mut_158 - uint64(1);
const uint64 l_368 = l_367 / l_mut_212;
const uint64 l_369 = uint64(l_359);
const bool l_370 = l_368 < l_369;
const uint64 l_371 = uint64(l_359);
const uint64 l_372 = (l_370) ? l_368 : l_371;
const uint32 l_373 = uint32(l_372);
l_mut_304 = l_373;
}
} else {
l_mut_301 = l_mut_158;
while (true) {
const bool l_374 = l_mut_212 < l_mut_301;
const uint32 l_375 = l_mut_304 * l_mut_258;
const uint32 l_376 = l_mut_67 + l_375;
const uint32 l_377 = l_376 + l_mut_258;
const bool l_378 = l_377 < l_13;
const bool l_379 = l_374 && l_378;
const bool l_380 = !l_379;
if (l_380) {
break;}
const uint64 l_381 = l_mut_301 - l_mut_212;
l_mut_301 = l_381;
l_mut_304 = l_mut_304 + uint32(1);
}
}
}
const uint32 l_382 = l_mut_304 * l_mut_258;
const uint32 l_383 = l_mut_67 + l_382;
const uint32 l_384 = l_383 + l_mut_258;
const bool l_385 = l_384 >= l_13;
if (l_385) {
l_mut_259 = bool(true);
l_mut_262 = bool(false);
} else {
const uint64 l_386 = uint64(l_mut_304);
const uint64 l_387 = l_mut_212 * l_386;
const uint64 l_388 = l_mut_158 - l_387;
l_mut_158 = l_388;
const uint32 l_389 = l_mut_304 * l_mut_258;
l_mut_67 = l_mut_67 + l_389;
const uint64 l_390 = l_mut_212 - l_mut_158;
l_mut_212 = l_390;
l_mut_258 = l_mut_258 + l_mut_67;
}
}
}
const bool l_391 = !l_mut_259;
if (l_391) {
const uint32 l_1232 = info.static_meta[uint32(5)];
const uint32 l_1233 = l_1232 * uint32(1);
const uint32 l_1234 = l_1233 - uint32(1);
const uint32 l_1235 = min(uint32(0), l_1234);
uint32* l_1236 = &buffer_5[l_1235];
uint32* l_392 = l_1236;
const uint32 l_393 = atomicAdd(l_392, uint32(1));
const uint32 l_394 = l_13 / uint32(8);
l_mut_304 = uint32(0);
l_mut_271 = uint32(0);
l_mut_258 = uint32(0);

for (uint32 l_mut_395 = uint32(0); l_mut_395 < uint32(8); ++l_mut_395) {
const uint32 l_396 = l_mut_395 * l_394;
const bool l_397 = l_396 < l_74;
const uint32 l_398 = l_13 / uint32(8);
const uint32 l_399 = l_mut_395 * l_398;
const uint32 l_400 = l_399 + l_399;
const uint64 l_401 = l_102 >> uint64(63);
const bool l_402 = l_401 == uint64(1);
l_mut_301 = l_102;
if (l_402) {
const uint64 l_403 = uint64(uint32(0));
const uint64 l_404 = l_403 - l_102;
l_mut_301 = l_404;
}
const uint64 l_405 = uint64(l_400);
const uint64 l_406 = l_mut_301 & uint64(4294967295);
const uint64 l_407 = l_406 * l_405;
const uint64 l_408 = l_mut_301 >> uint64(32);
const uint64 l_409 = l_408 * l_405;
const uint64 l_410 = l_409 << uint64(32);
const uint64 l_411 = l_407 + l_410;
const uint64 l_412 = l_409 >> uint64(32);
const bool l_413 = l_411 < l_407;
const uint64 l_414 = uint64(l_413);
const uint64 l_415 = l_412 + l_414;
l_mut_301 = l_411;
const bool l_416 = l_24 == uint32(64);
if (l_416) {
l_mut_301 = l_415;
} else {
const bool l_417 = l_24 > uint32(0);
if (l_417) {
const uint32 l_418 = uint32(64) - l_24;
const uint64 l_419 = uint64(l_418);
const uint64 l_420 = l_415 << l_419;
const uint64 l_421 = uint64(l_24);
const uint64 l_422 = l_411 >> l_421;
const uint64 l_423 = l_420 | l_422;
l_mut_301 = l_423;
}
}
l_mut_284 = l_mut_301;
if (l_402) {
const uint64 l_424 = uint64(uint32(0));
const uint64 l_425 = l_424 - l_mut_284;
l_mut_284 = l_425;
}
const uint64 l_426 = l_84 + l_mut_284;
const uint64 l_427 = uint64(l_399);
const uint64 l_428 = l_84 * l_427;
const uint64 l_429 = l_93 + l_428;
const uint64 l_430 = uint64(uint32(0));
l_mut_301 = l_430;
const bool l_431 = l_399 < uint32(65536);
if (l_431) {
const uint32 l_432 = l_399 * l_399;
const uint64 l_433 = l_102 >> uint64(63);
const bool l_434 = l_433 == uint64(1);
l_mut_284 = l_102;
if (l_434) {
const uint64 l_435 = uint64(uint32(0));
const uint64 l_436 = l_435 - l_102;
l_mut_284 = l_436;
}
const uint64 l_437 = uint64(l_432);
const uint64 l_438 = l_mut_284 & uint64(4294967295);
const uint64 l_439 = l_438 * l_437;
const uint64 l_440 = l_mut_284 >> uint64(32);
const uint64 l_441 = l_440 * l_437;
const uint64 l_442 = l_441 << uint64(32);
const uint64 l_443 = l_439 + l_442;
const uint64 l_444 = l_441 >> uint64(32);
const bool l_445 = l_443 < l_439;
const uint64 l_446 = uint64(l_445);
const uint64 l_447 = l_444 + l_446;
l_mut_284 = l_443;
const bool l_448 = l_24 == uint32(64);
if (l_448) {
l_mut_284 = l_447;
} else {
const bool l_449 = l_24 > uint32(0);
if (l_449) {
const uint32 l_450 = uint32(64) - l_24;
const uint64 l_451 = uint64(l_450);
const uint64 l_452 = l_447 << l_451;
const uint64 l_453 = uint64(l_24);
const uint64 l_454 = l_443 >> l_453;
const uint64 l_455 = l_452 | l_454;
l_mut_284 = l_455;
}
}
l_mut_212 = l_mut_284;
if (l_434) {
const uint64 l_456 = uint64(uint32(0));
const uint64 l_457 = l_456 - l_mut_212;
l_mut_212 = l_457;
}
l_mut_301 = l_mut_212;
} else {
const uint64 l_458 = l_102 >> uint64(63);
const bool l_459 = l_458 == uint64(1);
l_mut_284 = l_102;
if (l_459) {
const uint64 l_460 = uint64(uint32(0));
const uint64 l_461 = l_460 - l_102;
l_mut_284 = l_461;
}
const uint64 l_462 = uint64(l_399);
const uint64 l_463 = l_mut_284 & uint64(4294967295);
const uint64 l_464 = l_463 * l_462;
const uint64 l_465 = l_mut_284 >> uint64(32);
const uint64 l_466 = l_465 * l_462;
const uint64 l_467 = l_466 << uint64(32);
const uint64 l_468 = l_464 + l_467;
const uint64 l_469 = l_466 >> uint64(32);
const bool l_470 = l_468 < l_464;
const uint64 l_471 = uint64(l_470);
const uint64 l_472 = l_469 + l_471;
l_mut_212 = l_468;
const bool l_473 = uint32(0) == uint32(64);
if (l_473) {
l_mut_212 = l_472;
} else {
const bool l_474 = uint32(0) > uint32(0);
if (l_474) {
const uint64 l_475 = uint64(uint32(64));
const uint64 l_476 = l_472 << l_475;
const uint64 l_477 = uint64(uint32(0));
const uint64 l_478 = l_468 >> l_477;
const uint64 l_479 = l_476 | l_478;
l_mut_212 = l_479;
}
}
const uint64 l_480 = uint64(l_399);
const uint64 l_481 = l_mut_284 & uint64(4294967295);
const uint64 l_482 = l_481 * l_480;
const uint64 l_483 = l_mut_284 >> uint64(32);
const uint64 l_484 = l_483 * l_480;
const uint64 l_485 = l_484 << uint64(32);
const uint64 l_486 = l_482 + l_485;
const uint64 l_487 = l_484 >> uint64(32);
const bool l_488 = l_486 < l_482;
const uint64 l_489 = uint64(l_488);
const uint64 l_490 = l_487 + l_489;
l_mut_284 = l_486;
const bool l_491 = uint32(64) == uint32(64);
if (l_491) {
l_mut_284 = l_490;
} else {
const bool l_492 = uint32(64) > uint32(0);
if (l_492) {
const uint64 l_493 = uint64(uint32(0));
const uint64 l_494 = l_490 << l_493;
const uint64 l_495 = uint64(uint32(64));
const uint64 l_496 = l_486 >> l_495;
const uint64 l_497 = l_494 | l_496;
l_mut_284 = l_497;
}
}
const uint64 l_498 = uint64(l_399);
const uint64 l_499 = l_mut_212 & uint64(4294967295);
const uint64 l_500 = l_499 * l_498;
const uint64 l_501 = l_mut_212 >> uint64(32);
const uint64 l_502 = l_501 * l_498;
const uint64 l_503 = l_502 << uint64(32);
const uint64 l_504 = l_500 + l_503;
const uint64 l_505 = l_502 >> uint64(32);
const bool l_506 = l_504 < l_500;
const uint64 l_507 = uint64(l_506);
const uint64 l_508 = l_505 + l_507;
l_mut_158 = l_504;
const bool l_509 = uint32(0) == uint32(64);
if (l_509) {
l_mut_158 = l_508;
} else {
const bool l_510 = uint32(0) > uint32(0);
if (l_510) {
const uint64 l_511 = uint64(uint32(64));
const uint64 l_512 = l_508 << l_511;
const uint64 l_513 = uint64(uint32(0));
const uint64 l_514 = l_504 >> l_513;
const uint64 l_515 = l_512 | l_514;
l_mut_158 = l_515;
}
}
const uint64 l_516 = uint64(l_399);
const uint64 l_517 = l_mut_212 & uint64(4294967295);
const uint64 l_518 = l_517 * l_516;
const uint64 l_519 = l_mut_212 >> uint64(32);
const uint64 l_520 = l_519 * l_516;
const uint64 l_521 = l_520 << uint64(32);
const uint64 l_522 = l_518 + l_521;
const uint64 l_523 = l_520 >> uint64(32);
const bool l_524 = l_522 < l_518;
const uint64 l_525 = uint64(l_524);
const uint64 l_526 = l_523 + l_525;
l_mut_212 = l_522;
const bool l_527 = uint32(64) == uint32(64);
if (l_527) {
l_mut_212 = l_526;
} else {
const bool l_528 = uint32(64) > uint32(0);
if (l_528) {
const uint64 l_529 = uint64(uint32(0));
const uint64 l_530 = l_526 << l_529;
const uint64 l_531 = uint64(uint32(64));
const uint64 l_532 = l_522 >> l_531;
const uint64 l_533 = l_530 | l_532;
l_mut_212 = l_533;
}
}
const uint64 l_534 = uint64(l_399);
const uint64 l_535 = l_mut_284 * l_534;
const uint64 l_536 = l_mut_212 + l_535;
l_mut_301 = l_mut_158;
const bool l_537 = l_24 == uint32(64);
if (l_537) {
l_mut_301 = l_536;
} else {
const bool l_538 = l_24 > uint32(0);
if (l_538) {
const uint32 l_539 = uint32(64) - l_24;
const uint64 l_540 = uint64(l_539);
const uint64 l_541 = l_536 << l_540;
const uint64 l_542 = uint64(l_24);
const uint64 l_543 = l_mut_158 >> l_542;
const uint64 l_544 = l_541 + l_543;
l_mut_301 = l_544;
}
}
if (l_459) {
const uint64 l_545 = uint64(uint32(0));
const uint64 l_546 = l_545 - l_mut_301;
l_mut_301 = l_546;
}
}
const uint64 l_547 = l_429 + l_mut_301;
const uint64 l_548 = l_102 >> uint64(63);
const bool l_549 = l_548 == uint64(1);
l_mut_301 = l_102;
if (l_549) {
const uint64 l_550 = uint64(uint32(0));
const uint64 l_551 = l_550 - l_102;
l_mut_301 = l_551;
}
const uint64 l_552 = uint64(l_398);
const uint64 l_553 = l_mut_301 & uint64(4294967295);
const uint64 l_554 = l_553 * l_552;
const uint64 l_555 = l_mut_301 >> uint64(32);
const uint64 l_556 = l_555 * l_552;
const uint64 l_557 = l_556 << uint64(32);
const uint64 l_558 = l_554 + l_557;
const uint64 l_559 = l_556 >> uint64(32);
const bool l_560 = l_558 < l_554;
const uint64 l_561 = uint64(l_560);
const uint64 l_562 = l_559 + l_561;
l_mut_301 = l_558;
const bool l_563 = l_24 == uint32(64);
if (l_563) {
l_mut_301 = l_562;
} else {
const bool l_564 = l_24 > uint32(0);
if (l_564) {
const uint32 l_565 = uint32(64) - l_24;
const uint64 l_566 = uint64(l_565);
const uint64 l_567 = l_562 << l_566;
const uint64 l_568 = uint64(l_24);
const uint64 l_569 = l_558 >> l_568;
const uint64 l_570 = l_567 | l_569;
l_mut_301 = l_570;
}
}
l_mut_284 = l_mut_301;
if (l_549) {
const uint64 l_571 = uint64(uint32(0));
const uint64 l_572 = l_571 - l_mut_284;
l_mut_284 = l_572;
}
const uint64 l_573 = l_426 + l_mut_284;
const uint32 l_574 = l_24 + uint32(3);
const uint64 l_575 = uint64(uint32(0));
l_mut_301 = l_575;
const bool l_576 = l_398 < uint32(65536);
if (l_576) {
const uint32 l_577 = l_398 * l_398;
const uint64 l_578 = l_102 >> uint64(63);
const bool l_579 = l_578 == uint64(1);
l_mut_284 = l_102;
if (l_579) {
const uint64 l_580 = uint64(uint32(0));
const uint64 l_581 = l_580 - l_102;
l_mut_284 = l_581;
}
const uint64 l_582 = uint64(l_577);
const uint64 l_583 = l_mut_284 & uint64(4294967295);
const uint64 l_584 = l_583 * l_582;
const uint64 l_585 = l_mut_284 >> uint64(32);
const uint64 l_586 = l_585 * l_582;
const uint64 l_587 = l_586 << uint64(32);
const uint64 l_588 = l_584 + l_587;
const uint64 l_589 = l_586 >> uint64(32);
const bool l_590 = l_588 < l_584;
const uint64 l_591 = uint64(l_590);
const uint64 l_592 = l_589 + l_591;
l_mut_284 = l_588;
const bool l_593 = l_574 == uint32(64);
if (l_593) {
l_mut_284 = l_592;
} else {
const bool l_594 = l_574 > uint32(0);
if (l_594) {
const uint32 l_595 = uint32(64) - l_574;
const uint64 l_596 = uint64(l_595);
const uint64 l_597 = l_592 << l_596;
const uint64 l_598 = uint64(l_574);
const uint64 l_599 = l_588 >> l_598;
const uint64 l_600 = l_597 | l_599;
l_mut_284 = l_600;
}
}
l_mut_212 = l_mut_284;
if (l_579) {
const uint64 l_601 = uint64(uint32(0));
const uint64 l_602 = l_601 - l_mut_212;
l_mut_212 = l_602;
}
l_mut_301 = l_mut_212;
} else {
const uint64 l_603 = l_102 >> uint64(63);
const bool l_604 = l_603 == uint64(1);
l_mut_284 = l_102;
if (l_604) {
const uint64 l_605 = uint64(uint32(0));
const uint64 l_606 = l_605 - l_102;
l_mut_284 = l_606;
}
const uint64 l_607 = uint64(l_398);
const uint64 l_608 = l_mut_284 & uint64(4294967295);
const uint64 l_609 = l_608 * l_607;
const uint64 l_610 = l_mut_284 >> uint64(32);
const uint64 l_611 = l_610 * l_607;
const uint64 l_612 = l_611 << uint64(32);
const uint64 l_613 = l_609 + l_612;
const uint64 l_614 = l_611 >> uint64(32);
const bool l_615 = l_613 < l_609;
const uint64 l_616 = uint64(l_615);
const uint64 l_617 = l_614 + l_616;
l_mut_212 = l_613;
const bool l_618 = uint32(0) == uint32(64);
if (l_618) {
l_mut_212 = l_617;
} else {
const bool l_619 = uint32(0) > uint32(0);
if (l_619) {
const uint64 l_620 = uint64(uint32(64));
const uint64 l_621 = l_617 << l_620;
const uint64 l_622 = uint64(uint32(0));
const uint64 l_623 = l_613 >> l_622;
const uint64 l_624 = l_621 | l_623;
l_mut_212 = l_624;
}
}
const uint64 l_625 = uint64(l_398);
const uint64 l_626 = l_mut_284 & uint64(4294967295);
const uint64 l_627 = l_626 * l_625;
const uint64 l_628 = l_mut_284 >> uint64(32);
const uint64 l_629 = l_628 * l_625;
const uint64 l_630 = l_629 << uint64(32);
const uint64 l_631 = l_627 + l_630;
const uint64 l_632 = l_629 >> uint64(32);
const bool l_633 = l_631 < l_627;
const uint64 l_634 = uint64(l_633);
const uint64 l_635 = l_632 + l_634;
l_mut_284 = l_631;
const bool l_636 = uint32(64) == uint32(64);
if (l_636) {
l_mut_284 = l_635;
} else {
const bool l_637 = uint32(64) > uint32(0);
if (l_637) {
const uint64 l_638 = uint64(uint32(0));
const uint64 l_639 = l_635 << l_638;
const uint64 l_640 = uint64(uint32(64));
const uint64 l_641 = l_631 >> l_640;
const uint64 l_642 = l_639 | l_641;
l_mut_284 = l_642;
}
}
const uint64 l_643 = uint64(l_398);
const uint64 l_644 = l_mut_212 & uint64(4294967295);
const uint64 l_645 = l_644 * l_643;
const uint64 l_646 = l_mut_212 >> uint64(32);
const uint64 l_647 = l_646 * l_643;
const uint64 l_648 = l_647 << uint64(32);
const uint64 l_649 = l_645 + l_648;
const uint64 l_650 = l_647 >> uint64(32);
const bool l_651 = l_649 < l_645;
const uint64 l_652 = uint64(l_651);
const uint64 l_653 = l_650 + l_652;
l_mut_158 = l_649;
const bool l_654 = uint32(0) == uint32(64);
if (l_654) {
l_mut_158 = l_653;
} else {
const bool l_655 = uint32(0) > uint32(0);
if (l_655) {
const uint64 l_656 = uint64(uint32(64));
const uint64 l_657 = l_653 << l_656;
const uint64 l_658 = uint64(uint32(0));
const uint64 l_659 = l_649 >> l_658;
const uint64 l_660 = l_657 | l_659;
l_mut_158 = l_660;
}
}
const uint64 l_661 = uint64(l_398);
const uint64 l_662 = l_mut_212 & uint64(4294967295);
const uint64 l_663 = l_662 * l_661;
const uint64 l_664 = l_mut_212 >> uint64(32);
const uint64 l_665 = l_664 * l_661;
const uint64 l_666 = l_665 << uint64(32);
const uint64 l_667 = l_663 + l_666;
const uint64 l_668 = l_665 >> uint64(32);
const bool l_669 = l_667 < l_663;
const uint64 l_670 = uint64(l_669);
const uint64 l_671 = l_668 + l_670;
l_mut_212 = l_667;
const bool l_672 = uint32(64) == uint32(64);
if (l_672) {
l_mut_212 = l_671;
} else {
const bool l_673 = uint32(64) > uint32(0);
if (l_673) {
const uint64 l_674 = uint64(uint32(0));
const uint64 l_675 = l_671 << l_674;
const uint64 l_676 = uint64(uint32(64));
const uint64 l_677 = l_667 >> l_676;
const uint64 l_678 = l_675 | l_677;
l_mut_212 = l_678;
}
}
const uint64 l_679 = uint64(l_398);
const uint64 l_680 = l_mut_284 * l_679;
const uint64 l_681 = l_mut_212 + l_680;
l_mut_301 = l_mut_158;
const bool l_682 = l_574 == uint32(64);
if (l_682) {
l_mut_301 = l_681;
} else {
const bool l_683 = l_574 > uint32(0);
if (l_683) {
const uint32 l_684 = uint32(64) - l_574;
const uint64 l_685 = uint64(l_684);
const uint64 l_686 = l_681 << l_685;
const uint64 l_687 = uint64(l_574);
const uint64 l_688 = l_mut_158 >> l_687;
const uint64 l_689 = l_686 + l_688;
l_mut_301 = l_689;
}
}
if (l_604) {
const uint64 l_690 = uint64(uint32(0));
const uint64 l_691 = l_690 - l_mut_301;
l_mut_301 = l_691;
}
}
const uint64 l_692 = l_547 - l_mut_301;
const uint64 l_693 = l_692 + l_42;
const uint64 l_694 = uint64(uint32(0));
const uint64 l_695 = l_694 - l_573;
const uint64 l_696 = l_42 + l_42;
l_mut_301 = l_695;
const uint64 l_697 = uint64(uint32(0));
const uint64 l_698 = l_697 - l_695;
l_mut_284 = l_698;
l_mut_212 = l_693;
l_mut_67 = uint32(1);
l_mut_699 = uint32(1);
l_mut_360 = bool(false);
const bool l_700 = l_mut_212 < l_696;
const bool l_701 = !l_700;
l_mut_355 = l_701;
const bool l_702 = l_695 == uint64(0);
if (l_702) {
l_mut_360 = l_mut_355;
l_mut_355 = bool(false);
}
if (l_mut_355) {
const uint64 l_703 = l_695 >> uint64(63);
const bool l_704 = l_703 == uint64(1);
l_mut_158 = l_695;
if (l_704) {
const uint64 l_705 = uint64(uint32(0));
const uint64 l_706 = l_705 - l_695;
l_mut_158 = l_706;
}
const uint32 l_707 = l_398 - uint32(1);
const uint64 l_708 = uint64(l_707);
const uint64 l_709 = l_mut_158 * l_708;
l_mut_710 = uint32(0);
const uint32 l_711 = l_398 - uint32(1);
const uint64 l_712 = uint64(l_711);
const uint64 l_713 = l_mut_158 & uint64(4294967295);
const uint64 l_714 = l_713 * l_712;
const uint64 l_715 = l_mut_158 >> uint64(32);
const uint64 l_716 = l_715 * l_712;
const uint64 l_717 = l_716 << uint64(32);
const uint64 l_718 = l_714 + l_717;
const uint64 l_719 = l_716 >> uint64(32);
const bool l_720 = l_718 < l_714;
const uint64 l_721 = uint64(l_720);
const uint64 l_722 = l_719 + l_721;
l_mut_127 = l_718;
const bool l_723 = uint32(64) == uint32(64);
if (l_723) {
l_mut_127 = l_722;
} else {
const bool l_724 = uint32(64) > uint32(0);
if (l_724) {
const uint64 l_725 = uint64(uint32(0));
const uint64 l_726 = l_722 << l_725;
const uint64 l_727 = uint64(uint32(64));
const uint64 l_728 = l_718 >> l_727;
const uint64 l_729 = l_726 | l_728;
l_mut_127 = l_729;
}
}
const bool l_730 = l_mut_127 == uint64(0);
if (l_730) {
l_mut_127 = l_693;
if (l_704) {
const uint64 l_731 = uint64(uint32(0));
const uint64 l_732 = l_731 - l_693;
const bool l_733 = l_693 == uint64(0);
const bool l_734 = !l_733;
const bool l_735 = l_709 < l_732;
const bool l_736 = !l_735;
const bool l_737 = l_734 && l_736;
if (l_737) {
const uint32 l_738 = l_398 - uint32(1);
l_mut_105 = l_732;
const bool l_739 = l_732 < l_mut_158;
const bool l_740 = !l_739;
if (l_740) {
l_mut_741 = uint32(0);
const bool l_742 = l_mut_158 < l_732;
if (l_742) {
const uint64 l_743 = l_732 - uint64(1);
const uint64 l_744 = l_743 / l_mut_158;
const uint64 l_745 = uint64(l_738);
const bool l_746 = l_744 < l_745;
const uint64 l_747 = uint64(l_738);
const uint64 l_748 = (l_746) ? l_744 : l_747;
const uint32 l_749 = uint32(l_748);
l_mut_741 = l_749;
}
const uint64 l_750 = uint64(l_mut_741);
const uint64 l_751 = l_mut_158 * l_750;
const uint64 l_752 = l_732 - l_751;
l_mut_105 = l_752;
const bool l_753 = l_mut_105 < l_mut_158;
const bool l_754 = !l_753;
if (l_754) {
const uint64 l_755 = l_mut_105 - l_mut_158;
l_mut_105 = l_755;
}
}
const uint64 l_756 = l_mut_158 - l_mut_105;
l_mut_105 = l_756;
const bool l_757 = l_756 < l_mut_158;
const bool l_758 = !l_757;
if (l_758) {
const uint64 l_759 = l_756 - l_mut_158;
l_mut_105 = l_759;
}
const bool l_760 = l_mut_105 < l_mut_127;
if (l_760) {
l_mut_127 = l_mut_105;
}
}
} else {
const uint64 l_761 = l_693 - l_709;
l_mut_127 = l_761;
const bool l_762 = l_693 < l_709;
if (l_762) {
const uint32 l_763 = l_398 - uint32(1);
l_mut_105 = l_693;
const bool l_764 = l_693 < l_mut_158;
const bool l_765 = !l_764;
if (l_765) {
l_mut_741 = uint32(0);
const bool l_766 = l_mut_158 < l_693;
if (l_766) {
const uint64 l_767 = l_693 - uint64(1);
const uint64 l_768 = l_767 / l_mut_158;
const uint64 l_769 = uint64(l_763);
const bool l_770 = l_768 < l_769;
const uint64 l_771 = uint64(l_763);
const uint64 l_772 = (l_770) ? l_768 : l_771;
const uint32 l_773 = uint32(l_772);
l_mut_741 = l_773;
}
const uint64 l_774 = uint64(l_mut_741);
const uint64 l_775 = l_mut_158 * l_774;
const uint64 l_776 = l_693 - l_775;
l_mut_105 = l_776;
const bool l_777 = l_mut_105 < l_mut_158;
const bool l_778 = !l_777;
if (l_778) {
const uint64 l_779 = l_mut_105 - l_mut_158;
l_mut_105 = l_779;
}
}
const bool l_780 = l_mut_105 < l_mut_127;
if (l_780) {
l_mut_127 = l_mut_105;
}
}
}
const bool l_781 = l_mut_127 < l_696;
const bool l_782 = !l_781;
const uint32 l_783 = uint32(l_782);
const uint32 l_784 = uint32(2) - l_783;
l_mut_710 = l_784;
}
const bool l_785 = l_mut_710 > uint32(0);
if (l_785) {
const bool l_786 = l_mut_710 == uint32(1);
l_mut_360 = l_786;
l_mut_355 = bool(false);
}
}
l_mut_350 = bool(false);
while (true) {
const bool l_787 = !l_mut_355;
if (l_787) {
break;}
l_mut_158 = l_mut_301;
if (l_mut_350) {
l_mut_158 = l_mut_284;
}
const bool l_788 = l_mut_212 < l_mut_158;
const bool l_789 = !l_788;
const bool l_790 = l_789 != l_mut_350;
if (l_790) {
l_mut_158 = l_mut_301;
l_mut_301 = l_mut_284;
l_mut_284 = l_mut_158;
l_mut_741 = l_mut_67;
l_mut_67 = l_mut_699;
l_mut_699 = l_mut_741;
l_mut_350 = l_789;
}
l_mut_262 = bool(true);
if (l_mut_350) {
const uint64 l_791 = l_mut_212 - l_mut_284;
l_mut_212 = l_791;
const bool l_792 = l_mut_212 < l_696;
if (l_792) {
l_mut_355 = bool(false);
l_mut_262 = bool(false);
}
}
if (l_mut_262) {
const uint32 l_793 = l_398 - l_mut_67;
const uint32 l_794 = l_793 / l_mut_699;
l_mut_741 = uint32(0);
l_mut_259 = bool(false);
const uint64 l_795 = uint64(uint32(3));
const uint64 l_796 = l_mut_284 >> l_795;
const bool l_797 = l_796 < l_mut_301;
const bool l_798 = !l_797;
l_mut_259 = l_798;
const bool l_799 = l_mut_301 == uint64(0);
if (l_799) {
l_mut_741 = l_794;
} else {
if (l_mut_259) {
const bool l_800 = l_mut_301 < l_mut_284;
if (l_800) {
const uint64 l_801 = l_mut_284 - uint64(1);
const uint64 l_802 = l_801 / l_mut_301;
const uint64 l_803 = uint64(l_794);
const bool l_804 = l_802 < l_803;
const uint64 l_805 = uint64(l_794);
const uint64 l_806 = (l_804) ? l_802 : l_805;
const uint32 l_807 = uint32(l_806);
l_mut_741 = l_807;
}
} else {
l_mut_158 = l_mut_284;
while (true) {
const bool l_808 = l_mut_301 < l_mut_158;
const uint32 l_809 = l_mut_741 * l_mut_699;
const uint32 l_810 = l_mut_67 + l_809;
const uint32 l_811 = l_810 + l_mut_699;
const bool l_812 = l_811 < l_398;
const bool l_813 = l_808 && l_812;
const bool l_814 = !l_813;
if (l_814) {
break;}
const uint64 l_815 = l_mut_158 - l_mut_301;
l_mut_158 = l_815;
l_mut_741 = l_mut_741 + uint32(1);
}
}
}
const uint32 l_816 = l_mut_741 * l_mut_699;
const uint32 l_817 = l_mut_67 + l_816;
const uint32 l_818 = l_817 + l_mut_699;
const bool l_819 = l_818 >= l_398;
if (l_819) {
l_mut_360 = bool(true);
l_mut_355 = bool(false);
} else {
const uint64 l_820 = uint64(l_mut_741);
const uint64 l_821 = l_mut_301 * l_820;
const uint64 l_822 = l_mut_284 - l_821;
l_mut_284 = l_822;
const uint32 l_823 = l_mut_741 * l_mut_699;
l_mut_67 = l_mut_67 + l_823;
const uint64 l_824 = l_mut_301 - l_mut_284;
l_mut_301 = l_824;
l_mut_699 = l_mut_699 + l_mut_67;
}
}
}
const bool l_825 = !l_mut_360;
const bool l_826 = l_397 && l_825;
if (l_826) {
const uint32 l_827 = uint32(1) << l_mut_395;
l_mut_304 = l_mut_304 | l_827;
l_mut_271 = l_mut_271 + uint32(1);
const uint32 l_828 = l_396 + l_394;
const uint32 l_829 = min(l_828, l_74);
l_mut_741 = uint32(0);

for (uint32 l_mut_830 = l_396; l_mut_830 < l_829; ++l_mut_830) {
const uint64 l_831 = uint64(l_mut_830);
const uint64 l_832 = l_84 * l_831;
const uint64 l_833 = l_93 + l_832;
const uint64 l_834 = uint64(uint32(0));
l_mut_301 = l_834;
const bool l_835 = l_mut_830 < uint32(65536);
if (l_835) {
const uint32 l_836 = l_mut_830 * l_mut_830;
const uint64 l_837 = l_102 >> uint64(63);
const bool l_838 = l_837 == uint64(1);
l_mut_284 = l_102;
if (l_838) {
const uint64 l_839 = uint64(uint32(0));
const uint64 l_840 = l_839 - l_102;
l_mut_284 = l_840;
}
const uint64 l_841 = uint64(l_836);
const uint64 l_842 = l_mut_284 & uint64(4294967295);
const uint64 l_843 = l_842 * l_841;
const uint64 l_844 = l_mut_284 >> uint64(32);
const uint64 l_845 = l_844 * l_841;
const uint64 l_846 = l_845 << uint64(32);
const uint64 l_847 = l_843 + l_846;
const uint64 l_848 = l_845 >> uint64(32);
const bool l_849 = l_847 < l_843;
const uint64 l_850 = uint64(l_849);
const uint64 l_851 = l_848 + l_850;
l_mut_284 = l_847;
const bool l_852 = l_24 == uint32(64);
if (l_852) {
l_mut_284 = l_851;
} else {
const bool l_853 = l_24 > uint32(0);
if (l_853) {
const uint32 l_854 = uint32(64) - l_24;
const uint64 l_855 = uint64(l_854);
const uint64 l_856 = l_851 << l_855;
const uint64 l_857 = uint64(l_24);
const uint64 l_858 = l_847 >> l_857;
const uint64 l_859 = l_856 | l_858;
l_mut_284 = l_859;
}
}
l_mut_212 = l_mut_284;
if (l_838) {
const uint64 l_860 = uint64(uint32(0));
const uint64 l_861 = l_860 - l_mut_212;
l_mut_212 = l_861;
}
l_mut_301 = l_mut_212;
} else {
const uint64 l_862 = l_102 >> uint64(63);
const bool l_863 = l_862 == uint64(1);
l_mut_284 = l_102;
if (l_863) {
const uint64 l_864 = uint64(uint32(0));
const uint64 l_865 = l_864 - l_102;
l_mut_284 = l_865;
}
const uint64 l_866 = uint64(l_mut_830);
const uint64 l_867 = l_mut_284 & uint64(4294967295);
const uint64 l_868 = l_867 * l_866;
const uint64 l_869 = l_mut_284 >> uint64(32);
const uint64 l_870 = l_869 * l_866;
const uint64 l_871 = l_870 << uint64(32);
const uint64 l_872 = l_868 + l_871;
const uint64 l_873 = l_870 >> uint64(32);
const bool l_874 = l_872 < l_868;
const uint64 l_875 = uint64(l_874);
const uint64 l_876 = l_873 + l_875;
l_mut_212 = l_872;
const bool l_877 = uint32(0) == uint32(64);
if (l_877) {
l_mut_212 = l_876;
} else {
const bool l_878 = uint32(0) > uint32(0);
if (l_878) {
const uint64 l_879 = uint64(uint32(64));
const uint64 l_880 = l_876 << l_879;
const uint64 l_881 = uint64(uint32(0));
const uint64 l_882 = l_872 >> l_881;
const uint64 l_883 = l_880 | l_882;
l_mut_212 = l_883;
}
}
const uint64 l_884 = uint64(l_mut_830);
const uint64 l_885 = l_mut_284 & uint64(4294967295);
const uint64 l_886 = l_885 * l_884;
const uint64 l_887 = l_mut_284 >> uint64(32);
const uint64 l_888 = l_887 * l_884;
const uint64 l_889 = l_888 << uint64(32);
const uint64 l_890 = l_886 + l_889;
const uint64 l_891 = l_888 >> uint64(32);
const bool l_892 = l_890 < l_886;
const uint64 l_893 = uint64(l_892);
const uint64 l_894 = l_891 + l_893;
l_mut_284 = l_890;
const bool l_895 = uint32(64) == uint32(64);
if (l_895) {
l_mut_284 = l_894;
} else {
const bool l_896 = uint32(64) > uint32(0);
if (l_896) {
const uint64 l_897 = uint64(uint32(0));
const uint64 l_898 = l_894 << l_897;
const uint64 l_899 = uint64(uint32(64));
const uint64 l_900 = l_890 >> l_899;
const uint64 l_901 = l_898 | l_900;
l_mut_284 = l_901;
}
}
const uint64 l_902 = uint64(l_mut_830);
const uint64 l_903 = l_mut_212 & uint64(4294967295);
const uint64 l_904 = l_903 * l_902;
const uint64 l_905 = l_mut_212 >> uint64(32);
const uint64 l_906 = l_905 * l_902;
const uint64 l_907 = l_906 << uint64(32);
const uint64 l_908 = l_904 + l_907;
const uint64 l_909 = l_906 >> uint64(32);
const bool l_910 = l_908 < l_904;
const uint64 l_911 = uint64(l_910);
const uint64 l_912 = l_909 + l_911;
l_mut_158 = l_908;
const bool l_913 = uint32(0) == uint32(64);
if (l_913) {
l_mut_158 = l_912;
} else {
const bool l_914 = uint32(0) > uint32(0);
if (l_914) {
const uint64 l_915 = uint64(uint32(64));
const uint64 l_916 = l_912 << l_915;
const uint64 l_917 = uint64(uint32(0));
const uint64 l_918 = l_908 >> l_917;
const uint64 l_919 = l_916 | l_918;
l_mut_158 = l_919;
}
}
const uint64 l_920 = uint64(l_mut_830);
const uint64 l_921 = l_mut_212 & uint64(4294967295);
const uint64 l_922 = l_921 * l_920;
const uint64 l_923 = l_mut_212 >> uint64(32);
const uint64 l_924 = l_923 * l_920;
const uint64 l_925 = l_924 << uint64(32);
const uint64 l_926 = l_922 + l_925;
const uint64 l_927 = l_924 >> uint64(32);
const bool l_928 = l_926 < l_922;
const uint64 l_929 = uint64(l_928);
const uint64 l_930 = l_927 + l_929;
l_mut_212 = l_926;
const bool l_931 = uint32(64) == uint32(64);
if (l_931) {
l_mut_212 = l_930;
} else {
const bool l_932 = uint32(64) > uint32(0);
if (l_932) {
const uint64 l_933 = uint64(uint32(0));
const uint64 l_934 = l_930 << l_933;
const uint64 l_935 = uint64(uint32(64));
const uint64 l_936 = l_926 >> l_935;
const uint64 l_937 = l_934 | l_936;
l_mut_212 = l_937;
}
}
const uint64 l_938 = uint64(l_mut_830);
const uint64 l_939 = l_mut_284 * l_938;
const uint64 l_940 = l_mut_212 + l_939;
l_mut_301 = l_mut_158;
const bool l_941 = l_24 == uint32(64);
if (l_941) {
l_mut_301 = l_940;
} else {
const bool l_942 = l_24 > uint32(0);
if (l_942) {
const uint32 l_943 = uint32(64) - l_24;
const uint64 l_944 = uint64(l_943);
const uint64 l_945 = l_940 << l_944;
const uint64 l_946 = uint64(l_24);
const uint64 l_947 = l_mut_158 >> l_946;
const uint64 l_948 = l_945 + l_947;
l_mut_301 = l_948;
}
}
if (l_863) {
const uint64 l_949 = uint64(uint32(0));
const uint64 l_950 = l_949 - l_mut_301;
l_mut_301 = l_950;
}
}
const uint64 l_951 = l_833 + l_mut_301;
const uint64 l_952 = uint64(uint32(0));
const uint64 l_953 = l_952 - l_951;
l_mut_301 = l_953;
const bool l_954 = l_951 < l_mut_301;
if (l_954) {
l_mut_301 = l_951;
}
const bool l_955 = l_mut_301 < l_51;
const uint32 l_956 = uint32(l_955);
l_mut_741 = l_mut_741 + l_956;
}
l_mut_258 = l_mut_258 + l_mut_741;
}
}
const bool l_957 = l_mut_271 > uint32(0);
if (l_957) {
const uint32 l_1237 = info.static_meta[uint32(5)];
const uint32 l_1238 = l_1237 * uint32(1);
const uint32 l_1239 = l_1238 - uint32(1);
const uint32 l_1240 = min(uint32(1), l_1239);
uint32* l_1241 = &buffer_5[l_1240];
uint32* l_958 = l_1241;
const uint32 l_959 = atomicAdd(l_958, l_mut_271);
}
const bool l_960 = l_mut_258 > uint32(0);
if (l_960) {
const uint32 l_1242 = info.static_meta[uint32(5)];
const uint32 l_1243 = l_1242 * uint32(1);
const uint32 l_1244 = l_1243 - uint32(1);
const uint32 l_1245 = min(uint32(2), l_1244);
uint32* l_1246 = &buffer_5[l_1245];
uint32* l_961 = l_1246;
const uint32 l_962 = atomicAdd(l_961, l_mut_258);
l_mut_741 = l_962;

for (uint32 l_mut_963 = uint32(0); l_mut_963 < uint32(8); ++l_mut_963) {
const uint32 l_964 = l_mut_304 >> l_mut_963;
const uint32 l_965 = l_964 & uint32(1);
const bool l_966 = l_965 == uint32(1);
if (l_966) {
const uint32 l_967 = l_mut_963 * l_394;
const uint32 l_968 = l_967 + l_394;
const uint32 l_969 = min(l_968, l_74);
l_mut_710 = l_mut_741;

for (uint32 l_mut_970 = l_967; l_mut_970 < l_969; ++l_mut_970) {
const uint64 l_971 = uint64(l_mut_970);
const uint64 l_972 = l_84 * l_971;
const uint64 l_973 = l_93 + l_972;
const uint64 l_974 = uint64(uint32(0));
l_mut_301 = l_974;
const bool l_975 = l_mut_970 < uint32(65536);
if (l_975) {
const uint32 l_976 = l_mut_970 * l_mut_970;
const uint64 l_977 = l_102 >> uint64(63);
const bool l_978 = l_977 == uint64(1);
l_mut_284 = l_102;
if (l_978) {
const uint64 l_979 = uint64(uint32(0));
const uint64 l_980 = l_979 - l_102;
l_mut_284 = l_980;
}
const uint64 l_981 = uint64(l_976);
const uint64 l_982 = l_mut_284 & uint64(4294967295);
const uint64 l_983 = l_982 * l_981;
const uint64 l_984 = l_mut_284 >> uint64(32);
const uint64 l_985 = l_984 * l_981;
const uint64 l_986 = l_985 << uint64(32);
const uint64 l_987 = l_983 + l_986;
const uint64 l_988 = l_985 >> uint64(32);
const bool l_989 = l_987 < l_983;
const uint64 l_990 = uint64(l_989);
const uint64 l_991 = l_988 + l_990;
l_mut_284 = l_987;
const bool l_992 = l_24 == uint32(64);
if (l_992) {
l_mut_284 = l_991;
} else {
const bool l_993 = l_24 > uint32(0);
if (l_993) {
const uint32 l_994 = uint32(64) - l_24;
const uint64 l_995 = uint64(l_994);
const uint64 l_996 = l_991 << l_995;
const uint64 l_997 = uint64(l_24);
const uint64 l_998 = l_987 >> l_997;
const uint64 l_999 = l_996 | l_998;
l_mut_284 = l_999;
}
}
l_mut_212 = l_mut_284;
if (l_978) {
const uint64 l_1000 = uint64(uint32(0));
const uint64 l_1001 = l_1000 - l_mut_212;
l_mut_212 = l_1001;
}
l_mut_301 = l_mut_212;
} else {
const uint64 l_1002 = l_102 >> uint64(63);
const bool l_1003 = l_1002 == uint64(1);
l_mut_284 = l_102;
if (l_1003) {
const uint64 l_1004 = uint64(uint32(0));
const uint64 l_1005 = l_1004 - l_102;
l_mut_284 = l_1005;
}
const uint64 l_1006 = uint64(l_mut_970);
const uint64 l_1007 = l_mut_284 & uint64(4294967295);
const uint64 l_1008 = l_1007 * l_1006;
const uint64 l_1009 = l_mut_284 >> uint64(32);
const uint64 l_1010 = l_1009 * l_1006;
const uint64 l_1011 = l_1010 << uint64(32);
const uint64 l_1012 = l_1008 + l_1011;
const uint64 l_1013 = l_1010 >> uint64(32);
const bool l_1014 = l_1012 < l_1008;
const uint64 l_1015 = uint64(l_1014);
const uint64 l_1016 = l_1013 + l_1015;
l_mut_212 = l_1012;
const bool l_1017 = uint32(0) == uint32(64);
if (l_1017) {
l_mut_212 = l_1016;
} else {
const bool l_1018 = uint32(0) > uint32(0);
if (l_1018) {
const uint64 l_1019 = uint64(uint32(64));
const uint64 l_1020 = l_1016 << l_1019;
const uint64 l_1021 = uint64(uint32(0));
const uint64 l_1022 = l_1012 >> l_1021;
const uint64 l_1023 = l_1020 | l_1022;
l_mut_212 = l_1023;
}
}
const uint64 l_1024 = uint64(l_mut_970);
const uint64 l_1025 = l_mut_284 & uint64(4294967295);
const uint64 l_1026 = l_1025 * l_1024;
const uint64 l_1027 = l_mut_284 >> uint64(32);
const uint64 l_1028 = l_1027 * l_1024;
const uint64 l_1029 = l_1028 << uint64(32);
const uint64 l_1030 = l_1026 + l_1029;
const uint64 l_1031 = l_1028 >> uint64(32);
const bool l_1032 = l_1030 < l_1026;
const uint64 l_1033 = uint64(l_1032);
const uint64 l_1034 = l_1031 + l_1033;
l_mut_284 = l_1030;
const bool l_1035 = uint32(64) == uint32(64);
if (l_1035) {
l_mut_284 = l_1034;
} else {
const bool l_1036 = uint32(64) > uint32(0);
if (l_1036) {
const uint64 l_1037 = uint64(uint32(0));
const uint64 l_1038 = l_1034 << l_1037;
const uint64 l_1039 = uint64(uint32(64));
const uint64 l_1040 = l_1030 >> l_1039;
const uint64 l_1041 = l_1038 | l_1040;
l_mut_284 = l_1041;
}
}
const uint64 l_1042 = uint64(l_mut_970);
const uint64 l_1043 = l_mut_212 & uint64(4294967295);
const uint64 l_1044 = l_1043 * l_1042;
const uint64 l_1045 = l_mut_212 >> uint64(32);
const uint64 l_1046 = l_1045 * l_1042;
const uint64 l_1047 = l_1046 << uint64(32);
const uint64 l_1048 = l_1044 + l_1047;
const uint64 l_1049 = l_1046 >> uint64(32);
const bool l_1050 = l_1048 < l_1044;
const uint64 l_1051 = uint64(l_1050);
const uint64 l_1052 = l_1049 + l_1051;
l_mut_158 = l_1048;
const bool l_1053 = uint32(0) == uint32(64);
if (l_1053) {
l_mut_158 = l_1052;
} else {
const bool l_1054 = uint32(0) > uint32(0);
if (l_1054) {
const uint64 l_1055 = uint64(uint32(64));
const uint64 l_1056 = l_1052 << l_1055;
const uint64 l_1057 = uint64(uint32(0));
const uint64 l_1058 = l_1048 >> l_1057;
const uint64 l_1059 = l_1056 | l_1058;
l_mut_158 = l_1059;
}
}
const uint64 l_1060 = uint64(l_mut_970);
const uint64 l_1061 = l_mut_212 & uint64(4294967295);
const uint64 l_1062 = l_1061 * l_1060;
const uint64 l_1063 = l_mut_212 >> uint64(32);
const uint64 l_1064 = l_1063 * l_1060;
const uint64 l_1065 = l_1064 << uint64(32);
const uint64 l_1066 = l_1062 + l_1065;
const uint64 l_1067 = l_1064 >> uint64(32);
const bool l_1068 = l_1066 < l_1062;
const uint64 l_1069 = uint64(l_1068);
const uint64 l_1070 = l_1067 + l_1069;
l_mut_212 = l_1066;
const bool l_1071 = uint32(64) == uint32(64);
if (l_1071) {
l_mut_212 = l_1070;
} else {
const bool l_1072 = uint32(64) > uint32(0);
if (l_1072) {
const uint64 l_1073 = uint64(uint32(0));
const uint64 l_1074 = l_1070 << l_1073;
const uint64 l_1075 = uint64(uint32(64));
const uint64 l_1076 = l_1066 >> l_1075;
const uint64 l_1077 = l_1074 | l_1076;
l_mut_212 = l_1077;
}
}
const uint64 l_1078 = uint64(l_mut_970);
const uint64 l_1079 = l_mut_284 * l_1078;
const uint64 l_1080 = l_mut_212 + l_1079;
l_mut_301 = l_mut_158;
const bool l_1081 = l_24 == uint32(64);
if (l_1081) {
l_mut_301 = l_1080;
} else {
const bool l_1082 = l_24 > uint32(0);
if (l_1082) {
const uint32 l_1083 = uint32(64) - l_24;
const uint64 l_1084 = uint64(l_1083);
const uint64 l_1085 = l_1080 << l_1084;
const uint64 l_1086 = uint64(l_24);
const uint64 l_1087 = l_mut_158 >> l_1086;
const uint64 l_1088 = l_1085 + l_1087;
l_mut_301 = l_1088;
}
}
if (l_1003) {
const uint64 l_1089 = uint64(uint32(0));
const uint64 l_1090 = l_1089 - l_mut_301;
l_mut_301 = l_1090;
}
}
const uint64 l_1091 = l_973 + l_mut_301;
const uint64 l_1092 = uint64(uint32(0));
const uint64 l_1093 = l_1092 - l_1091;
l_mut_301 = l_1093;
const bool l_1094 = l_1091 < l_mut_301;
if (l_1094) {
l_mut_301 = l_1091;
}
const bool l_1095 = l_mut_301 < l_51;
if (l_1095) {
const uint32 l_1096 = l_mut_710 * uint32(2);
const uint32 l_1097 = l_1096 + uint32(1);
const uint32 l_1098 = info.static_meta[uint32(10)];
const bool l_1099 = l_1097 < l_1098;
if (l_1099) {
const uint32 l_1247 = info.static_meta[uint32(4)];
const uint32 l_1248 = l_1247 * uint32(1);
const bool l_1249 = l_1096 < l_1248;
if (l_1249) {
buffer_4[l_1096] = idxGlobal;
}
const uint32 l_1100 = l_1096 + uint32(1);
const uint32 l_1250 = info.static_meta[uint32(4)];
const uint32 l_1251 = l_1250 * uint32(1);
const bool l_1252 = l_1100 < l_1251;
if (l_1252) {
buffer_4[l_1100] = l_mut_970;
}
}
l_mut_710 = l_mut_710 + uint32(1);
}
}
l_mut_741 = l_mut_710;
}
}
}
}
}

}
