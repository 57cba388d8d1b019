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
bool l_mut_612;
bool l_mut_619;
bool l_mut_890;
bool l_mut_914;
uint32 l_mut_103;
uint32 l_mut_1050;
uint32 l_mut_1055;
uint32 l_mut_109;
uint32 l_mut_160;
uint32 l_mut_166;
uint32 l_mut_228;
uint32 l_mut_234;
uint32 l_mut_284;
uint32 l_mut_290;
uint32 l_mut_45;
uint32 l_mut_644;
uint32 l_mut_650;
uint32 l_mut_656;
uint32 l_mut_683;
uint32 l_mut_690;
uint32 l_mut_701;
uint32 l_mut_702;
uint32 l_mut_703;
uint32 l_mut_706;
uint32 l_mut_707;
uint32 l_mut_712;
uint32 l_mut_82;
uint32 l_mut_97;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1136 = info.static_meta[uint32(6)];
const uint32 l_1137 = l_1136 * uint32(1);
const uint32 l_1138 = l_1137 - uint32(1);
const uint32 l_1139 = min(uint32(3), l_1138);
uint32* l_1140 = &buffer_6[l_1139];
uint32* l_1 = l_1140;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = info.static_meta[uint32(11)];
const uint32 l_4 = l_3 * uint32(8);
const bool l_5 = idxGlobal < l_4;
if (l_5) {
const uint32 l_6 = uint32(2) * uint32(0);
const uint32 l_1141 = info.static_meta[uint32(3)];
const uint32 l_1142 = l_1141 * uint32(1);
const bool l_1143 = l_6 < l_1142;
const uint32 l_1144 = l_1142 - uint32(1);
const uint32 l_1145 = min(l_6, l_1144);
const uint32 l_1146 = buffer_3[l_1145];
const uint32 l_1147 = (l_1143) ? l_1146 : uint32(0);
const uint32 l_7 = l_1147;
const uint32 l_8 = uint32(2) * uint32(0);
const uint32 l_9 = l_8 + uint32(1);
const uint32 l_1148 = info.static_meta[uint32(3)];
const uint32 l_1149 = l_1148 * uint32(1);
const bool l_1150 = l_9 < l_1149;
const uint32 l_1151 = l_1149 - uint32(1);
const uint32 l_1152 = min(l_9, l_1151);
const uint32 l_1153 = buffer_3[l_1152];
const uint32 l_1154 = (l_1150) ? l_1153 : uint32(0);
const uint32 l_10 = l_1154;
const uint32 l_11 = uint32(2) * uint32(1);
const uint32 l_1155 = info.static_meta[uint32(3)];
const uint32 l_1156 = l_1155 * uint32(1);
const bool l_1157 = l_11 < l_1156;
const uint32 l_1158 = l_1156 - uint32(1);
const uint32 l_1159 = min(l_11, l_1158);
const uint32 l_1160 = buffer_3[l_1159];
const uint32 l_1161 = (l_1157) ? l_1160 : uint32(0);
const uint32 l_12 = l_1161;
const uint32 l_13 = uint32(2) * uint32(1);
const uint32 l_14 = l_13 + uint32(1);
const uint32 l_1162 = info.static_meta[uint32(3)];
const uint32 l_1163 = l_1162 * uint32(1);
const bool l_1164 = l_14 < l_1163;
const uint32 l_1165 = l_1163 - uint32(1);
const uint32 l_1166 = min(l_14, l_1165);
const uint32 l_1167 = buffer_3[l_1166];
const uint32 l_1168 = (l_1164) ? l_1167 : uint32(0);
const uint32 l_15 = l_1168;
const uint32 l_16 = uint32(2) * uint32(2);
const uint32 l_1169 = info.static_meta[uint32(3)];
const uint32 l_1170 = l_1169 * uint32(1);
const bool l_1171 = l_16 < l_1170;
const uint32 l_1172 = l_1170 - uint32(1);
const uint32 l_1173 = min(l_16, l_1172);
const uint32 l_1174 = buffer_3[l_1173];
const uint32 l_1175 = (l_1171) ? l_1174 : uint32(0);
const uint32 l_17 = l_1175;
const uint32 l_18 = uint32(2) * uint32(2);
const uint32 l_19 = l_18 + uint32(1);
const uint32 l_1176 = info.static_meta[uint32(3)];
const uint32 l_1177 = l_1176 * uint32(1);
const bool l_1178 = l_19 < l_1177;
const uint32 l_1179 = l_1177 - uint32(1);
const uint32 l_1180 = min(l_19, l_1179);
const uint32 l_1181 = buffer_3[l_1180];
const uint32 l_1182 = (l_1178) ? l_1181 : uint32(0);
const uint32 l_20 = l_1182;
const uint32 l_21 = uint32(2) * uint32(3);
const uint32 l_1183 = info.static_meta[uint32(3)];
const uint32 l_1184 = l_1183 * uint32(1);
const bool l_1185 = l_21 < l_1184;
const uint32 l_1186 = l_1184 - uint32(1);
const uint32 l_1187 = min(l_21, l_1186);
const uint32 l_1188 = buffer_3[l_1187];
const uint32 l_1189 = (l_1185) ? l_1188 : uint32(0);
const uint32 l_22 = l_1189;
const uint32 l_23 = uint32(2) * uint32(3);
const uint32 l_24 = l_23 + uint32(1);
const uint32 l_1190 = info.static_meta[uint32(3)];
const uint32 l_1191 = l_1190 * uint32(1);
const bool l_1192 = l_24 < l_1191;
const uint32 l_1193 = l_1191 - uint32(1);
const uint32 l_1194 = min(l_24, l_1193);
const uint32 l_1195 = buffer_3[l_1194];
const uint32 l_1196 = (l_1192) ? l_1195 : uint32(0);
const uint32 l_25 = l_1196;
const uint32 l_26 = uint32(2) * uint32(4);
const uint32 l_1197 = info.static_meta[uint32(3)];
const uint32 l_1198 = l_1197 * uint32(1);
const bool l_1199 = l_26 < l_1198;
const uint32 l_1200 = l_1198 - uint32(1);
const uint32 l_1201 = min(l_26, l_1200);
const uint32 l_1202 = buffer_3[l_1201];
const uint32 l_1203 = (l_1199) ? l_1202 : uint32(0);
const uint32 l_27 = l_1203;
const uint32 l_28 = uint32(2) * uint32(4);
const uint32 l_29 = l_28 + uint32(1);
const uint32 l_1204 = info.static_meta[uint32(3)];
const uint32 l_1205 = l_1204 * uint32(1);
const bool l_1206 = l_29 < l_1205;
const uint32 l_1207 = l_1205 - uint32(1);
const uint32 l_1208 = min(l_29, l_1207);
const uint32 l_1209 = buffer_3[l_1208];
const uint32 l_1210 = (l_1206) ? l_1209 : uint32(0);
const uint32 l_30 = l_1210;
const uint32 l_31 = uint32(2) * uint32(5);
const uint32 l_1211 = info.static_meta[uint32(3)];
const uint32 l_1212 = l_1211 * uint32(1);
const bool l_1213 = l_31 < l_1212;
const uint32 l_1214 = l_1212 - uint32(1);
const uint32 l_1215 = min(l_31, l_1214);
const uint32 l_1216 = buffer_3[l_1215];
const uint32 l_1217 = (l_1213) ? l_1216 : uint32(0);
const uint32 l_32 = l_1217;
const uint32 l_33 = uint32(2) * uint32(5);
const uint32 l_34 = l_33 + uint32(1);
const uint32 l_1218 = info.static_meta[uint32(3)];
const uint32 l_1219 = l_1218 * uint32(1);
const bool l_1220 = l_34 < l_1219;
const uint32 l_1221 = l_1219 - uint32(1);
const uint32 l_1222 = min(l_34, l_1221);
const uint32 l_1223 = buffer_3[l_1222];
const uint32 l_1224 = (l_1220) ? l_1223 : uint32(0);
const uint32 l_35 = l_1224;
const uint32 l_36 = idxGlobal / uint32(8);
const uint32 l_1225 = info.static_meta[uint32(4)];
const uint32 l_1226 = l_1225 * uint32(1);
const bool l_1227 = l_36 < l_1226;
const uint32 l_1228 = l_1226 - uint32(1);
const uint32 l_1229 = min(l_36, l_1228);
const uint32 l_1230 = buffer_4[l_1229];
const uint32 l_1231 = (l_1227) ? l_1230 : uint32(0);
const uint32 l_37 = l_1231;
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
const uint32 l_1232 = info.static_meta[uint32(0)];
const uint32 l_1233 = l_1232 * uint32(1);
const bool l_1234 = l_62 < l_1233;
const uint32 l_1235 = l_1233 - uint32(1);
const uint32 l_1236 = min(l_62, l_1235);
const uint32 l_1237 = buffer_0[l_1236];
const uint32 l_1238 = (l_1234) ? l_1237 : uint32(0);
const uint32 l_63 = l_1238;
const uint32 l_64 = uint32(2) * l_37;
const uint32 l_65 = l_64 + uint32(1);
const uint32 l_1239 = info.static_meta[uint32(0)];
const uint32 l_1240 = l_1239 * uint32(1);
const bool l_1241 = l_65 < l_1240;
const uint32 l_1242 = l_1240 - uint32(1);
const uint32 l_1243 = min(l_65, l_1242);
const uint32 l_1244 = buffer_0[l_1243];
const uint32 l_1245 = (l_1241) ? l_1244 : uint32(0);
const uint32 l_66 = l_1245;
const uint32 l_67 = uint32(2) * l_37;
const uint32 l_1246 = info.static_meta[uint32(1)];
const uint32 l_1247 = l_1246 * uint32(1);
const bool l_1248 = l_67 < l_1247;
const uint32 l_1249 = l_1247 - uint32(1);
const uint32 l_1250 = min(l_67, l_1249);
const uint32 l_1251 = buffer_1[l_1250];
const uint32 l_1252 = (l_1248) ? l_1251 : uint32(0);
const uint32 l_68 = l_1252;
const uint32 l_69 = uint32(2) * l_37;
const uint32 l_70 = l_69 + uint32(1);
const uint32 l_1253 = info.static_meta[uint32(1)];
const uint32 l_1254 = l_1253 * uint32(1);
const bool l_1255 = l_70 < l_1254;
const uint32 l_1256 = l_1254 - uint32(1);
const uint32 l_1257 = min(l_70, l_1256);
const uint32 l_1258 = buffer_1[l_1257];
const uint32 l_1259 = (l_1255) ? l_1258 : uint32(0);
const uint32 l_71 = l_1259;
const uint32 l_72 = uint32(2) * l_37;
const uint32 l_1260 = info.static_meta[uint32(2)];
const uint32 l_1261 = l_1260 * uint32(1);
const bool l_1262 = l_72 < l_1261;
const uint32 l_1263 = l_1261 - uint32(1);
const uint32 l_1264 = min(l_72, l_1263);
const uint32 l_1265 = buffer_2[l_1264];
const uint32 l_1266 = (l_1262) ? l_1265 : uint32(0);
const uint32 l_73 = l_1266;
const uint32 l_74 = uint32(2) * l_37;
const uint32 l_75 = l_74 + uint32(1);
const uint32 l_1267 = info.static_meta[uint32(2)];
const uint32 l_1268 = l_1267 * uint32(1);
const bool l_1269 = l_75 < l_1268;
const uint32 l_1270 = l_1268 - uint32(1);
const uint32 l_1271 = min(l_75, l_1270);
const uint32 l_1272 = buffer_2[l_1271];
const uint32 l_1273 = (l_1269) ? l_1272 : uint32(0);
const uint32 l_76 = l_1273;
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
l_mut_109 = uint32(0);
l_mut_103 = uint32(0);
const bool l_137 = l_78 < uint32(65536);
if (l_137) {
const uint32 l_138 = l_78 * l_78;
const uint32 l_139 = l_76 >> uint32(31);
const bool l_140 = l_139 == uint32(1);
l_mut_97 = l_73;
l_mut_82 = l_76;
if (l_140) {
const uint32 l_141 = uint32(0) - l_73;
const uint32 l_142 = uint32(0) - l_76;
const bool l_143 = uint32(0) < l_73;
const uint32 l_144 = uint32(l_143);
const uint32 l_145 = l_142 - l_144;
l_mut_97 = l_141;
l_mut_82 = l_145;
}
const uint32 l_146 = l_mut_97 * l_138;
const uint32 l_147 = l_mut_82 * l_138;
const uint32 l_148 = __umulhi(l_mut_97, l_138);
const uint32 l_149 = l_148 + l_147;
const uint32 l_150 = __umulhi(l_mut_82, l_138);
const bool l_151 = l_149 < l_147;
const uint32 l_152 = uint32(l_151);
const uint32 l_153 = l_150 + l_152;
const uint32 l_154 = l_12 % uint32(32);
l_mut_45 = l_146;
const bool l_155 = l_154 > uint32(0);
if (l_155) {
const uint32 l_156 = l_146 >> l_154;
const uint32 l_157 = uint32(32) - l_154;
const uint32 l_158 = l_149 << l_157;
const uint32 l_159 = l_156 | l_158;
l_mut_45 = l_159;
}
l_mut_160 = l_149;
const bool l_161 = l_154 > uint32(0);
if (l_161) {
const uint32 l_162 = l_149 >> l_154;
const uint32 l_163 = uint32(32) - l_154;
const uint32 l_164 = l_153 << l_163;
const uint32 l_165 = l_162 | l_164;
l_mut_160 = l_165;
}
l_mut_166 = l_mut_45;
l_mut_45 = l_mut_160;
const bool l_167 = l_12 >= uint32(64);
if (l_167) {
l_mut_166 = l_153;
l_mut_45 = uint32(0);
} else {
const bool l_168 = l_12 >= uint32(32);
if (l_168) {
l_mut_160 = l_149;
const bool l_169 = l_154 > uint32(0);
if (l_169) {
const uint32 l_170 = l_149 >> l_154;
const uint32 l_171 = uint32(32) - l_154;
const uint32 l_172 = l_153 << l_171;
const uint32 l_173 = l_170 | l_172;
l_mut_160 = l_173;
}
const uint32 l_174 = l_153 >> l_154;
l_mut_166 = l_mut_160;
l_mut_45 = l_174;
}
}
l_mut_160 = l_mut_166;
l_mut_166 = l_mut_45;
if (l_140) {
const uint32 l_175 = uint32(0) - l_mut_160;
const uint32 l_176 = uint32(0) - l_mut_166;
const bool l_177 = uint32(0) < l_mut_160;
const uint32 l_178 = uint32(l_177);
const uint32 l_179 = l_176 - l_178;
l_mut_160 = l_175;
l_mut_166 = l_179;
}
l_mut_109 = l_mut_160;
l_mut_103 = l_mut_166;
} else {
const uint32 l_180 = l_76 >> uint32(31);
const bool l_181 = l_180 == uint32(1);
l_mut_166 = l_73;
l_mut_160 = l_76;
if (l_181) {
const uint32 l_182 = uint32(0) - l_73;
const uint32 l_183 = uint32(0) - l_76;
const bool l_184 = uint32(0) < l_73;
const uint32 l_185 = uint32(l_184);
const uint32 l_186 = l_183 - l_185;
l_mut_166 = l_182;
l_mut_160 = l_186;
}
const uint32 l_187 = l_mut_166 * l_78;
const uint32 l_188 = l_mut_160 * l_78;
const uint32 l_189 = __umulhi(l_mut_166, l_78);
const uint32 l_190 = l_189 + l_188;
const uint32 l_191 = __umulhi(l_mut_160, l_78);
const bool l_192 = l_190 < l_188;
const uint32 l_193 = uint32(l_192);
const uint32 l_194 = l_191 + l_193;
const uint32 l_195 = uint32(0) % uint32(32);
l_mut_97 = l_187;
const bool l_196 = l_195 > uint32(0);
if (l_196) {
const uint32 l_197 = l_187 >> l_195;
const uint32 l_198 = uint32(32) - l_195;
const uint32 l_199 = l_190 << l_198;
const uint32 l_200 = l_197 | l_199;
l_mut_97 = l_200;
}
l_mut_82 = l_190;
const bool l_201 = l_195 > uint32(0);
if (l_201) {
const uint32 l_202 = l_190 >> l_195;
const uint32 l_203 = uint32(32) - l_195;
const uint32 l_204 = l_194 << l_203;
const uint32 l_205 = l_202 | l_204;
l_mut_82 = l_205;
}
l_mut_45 = l_mut_97;
l_mut_97 = l_mut_82;
const bool l_206 = uint32(0) >= uint32(64);
if (l_206) {
l_mut_45 = l_194;
l_mut_97 = uint32(0);
} else {
const bool l_207 = uint32(0) >= uint32(32);
if (l_207) {
l_mut_82 = l_190;
const bool l_208 = l_195 > uint32(0);
if (l_208) {
const uint32 l_209 = l_190 >> l_195;
const uint32 l_210 = uint32(32) - l_195;
const uint32 l_211 = l_194 << l_210;
const uint32 l_212 = l_209 | l_211;
l_mut_82 = l_212;
}
const uint32 l_213 = l_194 >> l_195;
l_mut_45 = l_mut_82;
l_mut_97 = l_213;
}
}
const uint32 l_214 = l_mut_166 * l_78;
const uint32 l_215 = l_mut_160 * l_78;
const uint32 l_216 = __umulhi(l_mut_166, l_78);
const uint32 l_217 = l_216 + l_215;
const uint32 l_218 = __umulhi(l_mut_160, l_78);
const bool l_219 = l_217 < l_215;
const uint32 l_220 = uint32(l_219);
const uint32 l_221 = l_218 + l_220;
const uint32 l_222 = uint32(64) % uint32(32);
l_mut_82 = l_214;
const bool l_223 = l_222 > uint32(0);
if (l_223) {
const uint32 l_224 = l_214 >> l_222;
const uint32 l_225 = uint32(32) - l_222;
const uint32 l_226 = l_217 << l_225;
const uint32 l_227 = l_224 | l_226;
l_mut_82 = l_227;
}
l_mut_228 = l_217;
const bool l_229 = l_222 > uint32(0);
if (l_229) {
const uint32 l_230 = l_217 >> l_222;
const uint32 l_231 = uint32(32) - l_222;
const uint32 l_232 = l_221 << l_231;
const uint32 l_233 = l_230 | l_232;
l_mut_228 = l_233;
}
l_mut_234 = l_mut_82;
l_mut_82 = l_mut_228;
const bool l_235 = uint32(64) >= uint32(64);
if (l_235) {
l_mut_234 = l_221;
l_mut_82 = uint32(0);
} else {
const bool l_236 = uint32(64) >= uint32(32);
if (l_236) {
l_mut_228 = l_217;
const bool l_237 = l_222 > uint32(0);
if (l_237) {
const uint32 l_238 = l_217 >> l_222;
const uint32 l_239 = uint32(32) - l_222;
const uint32 l_240 = l_221 << l_239;
const uint32 l_241 = l_238 | l_240;
l_mut_228 = l_241;
}
const uint32 l_242 = l_221 >> l_222;
l_mut_234 = l_mut_228;
l_mut_82 = l_242;
}
}
const uint32 l_243 = l_mut_45 * l_78;
const uint32 l_244 = l_mut_97 * l_78;
const uint32 l_245 = __umulhi(l_mut_45, l_78);
const uint32 l_246 = l_245 + l_244;
const uint32 l_247 = __umulhi(l_mut_97, l_78);
const bool l_248 = l_246 < l_244;
const uint32 l_249 = uint32(l_248);
const uint32 l_250 = l_247 + l_249;
const uint32 l_251 = uint32(0) % uint32(32);
l_mut_228 = l_243;
const bool l_252 = l_251 > uint32(0);
if (l_252) {
const uint32 l_253 = l_243 >> l_251;
const uint32 l_254 = uint32(32) - l_251;
const uint32 l_255 = l_246 << l_254;
const uint32 l_256 = l_253 | l_255;
l_mut_228 = l_256;
}
l_mut_166 = l_246;
const bool l_257 = l_251 > uint32(0);
if (l_257) {
const uint32 l_258 = l_246 >> l_251;
const uint32 l_259 = uint32(32) - l_251;
const uint32 l_260 = l_250 << l_259;
const uint32 l_261 = l_258 | l_260;
l_mut_166 = l_261;
}
l_mut_160 = l_mut_228;
l_mut_228 = l_mut_166;
const bool l_262 = uint32(0) >= uint32(64);
if (l_262) {
l_mut_160 = l_250;
l_mut_228 = uint32(0);
} else {
const bool l_263 = uint32(0) >= uint32(32);
if (l_263) {
l_mut_166 = l_246;
const bool l_264 = l_251 > uint32(0);
if (l_264) {
const uint32 l_265 = l_246 >> l_251;
const uint32 l_266 = uint32(32) - l_251;
const uint32 l_267 = l_250 << l_266;
const uint32 l_268 = l_265 | l_267;
l_mut_166 = l_268;
}
const uint32 l_269 = l_250 >> l_251;
l_mut_160 = l_mut_166;
l_mut_228 = l_269;
}
}
const uint32 l_270 = l_mut_45 * l_78;
const uint32 l_271 = l_mut_97 * l_78;
const uint32 l_272 = __umulhi(l_mut_45, l_78);
const uint32 l_273 = l_272 + l_271;
const uint32 l_274 = __umulhi(l_mut_97, l_78);
const bool l_275 = l_273 < l_271;
const uint32 l_276 = uint32(l_275);
const uint32 l_277 = l_274 + l_276;
const uint32 l_278 = uint32(64) % uint32(32);
l_mut_166 = l_270;
const bool l_279 = l_278 > uint32(0);
if (l_279) {
const uint32 l_280 = l_270 >> l_278;
const uint32 l_281 = uint32(32) - l_278;
const uint32 l_282 = l_273 << l_281;
const uint32 l_283 = l_280 | l_282;
l_mut_166 = l_283;
}
l_mut_284 = l_273;
const bool l_285 = l_278 > uint32(0);
if (l_285) {
const uint32 l_286 = l_273 >> l_278;
const uint32 l_287 = uint32(32) - l_278;
const uint32 l_288 = l_277 << l_287;
const uint32 l_289 = l_286 | l_288;
l_mut_284 = l_289;
}
l_mut_290 = l_mut_166;
l_mut_166 = l_mut_284;
const bool l_291 = uint32(64) >= uint32(64);
if (l_291) {
l_mut_290 = l_277;
l_mut_166 = uint32(0);
} else {
const bool l_292 = uint32(64) >= uint32(32);
if (l_292) {
l_mut_284 = l_273;
const bool l_293 = l_278 > uint32(0);
if (l_293) {
const uint32 l_294 = l_273 >> l_278;
const uint32 l_295 = uint32(32) - l_278;
const uint32 l_296 = l_277 << l_295;
const uint32 l_297 = l_294 | l_296;
l_mut_284 = l_297;
}
const uint32 l_298 = l_277 >> l_278;
l_mut_290 = l_mut_284;
l_mut_166 = l_298;
}
}
const uint32 l_299 = l_mut_234 * l_78;
const uint32 l_300 = __umulhi(l_mut_234, l_78);
const uint32 l_301 = l_mut_82 * l_78;
const uint32 l_302 = l_300 + l_301;
const uint32 l_303 = l_mut_290 + l_299;
const uint32 l_304 = l_mut_166 + l_302;
const bool l_305 = l_303 < l_mut_290;
const uint32 l_306 = uint32(l_305);
const uint32 l_307 = l_304 + l_306;
l_mut_109 = l_mut_160;
l_mut_103 = l_mut_228;
const bool l_308 = l_12 == uint32(64);
if (l_308) {
l_mut_109 = l_303;
l_mut_103 = l_307;
} else {
const bool l_309 = l_12 > uint32(0);
if (l_309) {
const uint32 l_310 = uint32(64) - l_12;
l_mut_290 = l_303;
l_mut_284 = l_307;
const bool l_311 = l_310 >= uint32(32);
if (l_311) {
const uint32 l_312 = l_310 & uint32(31);
const uint32 l_313 = l_303 << l_312;
l_mut_290 = uint32(0);
l_mut_284 = l_313;
} else {
const bool l_314 = l_310 > uint32(0);
if (l_314) {
const uint32 l_315 = l_303 << l_310;
const uint32 l_316 = l_307 << l_310;
const uint32 l_317 = uint32(32) - l_310;
const uint32 l_318 = l_303 >> l_317;
const uint32 l_319 = l_316 | l_318;
l_mut_290 = l_315;
l_mut_284 = l_319;
}
}
l_mut_234 = l_mut_160;
l_mut_166 = l_mut_228;
const bool l_320 = l_12 >= uint32(32);
if (l_320) {
const uint32 l_321 = l_12 & uint32(31);
const uint32 l_322 = l_mut_228 >> l_321;
l_mut_234 = l_322;
l_mut_166 = uint32(0);
} else {
const bool l_323 = l_12 > uint32(0);
if (l_323) {
l_mut_97 = l_mut_160;
const bool l_324 = l_12 > uint32(0);
if (l_324) {
const uint32 l_325 = l_mut_160 >> l_12;
const uint32 l_326 = uint32(32) - l_12;
const uint32 l_327 = l_mut_228 << l_326;
const uint32 l_328 = l_325 | l_327;
l_mut_97 = l_328;
}
const uint32 l_329 = l_mut_228 >> l_12;
l_mut_234 = l_mut_97;
l_mut_166 = l_329;
}
}
const uint32 l_330 = l_mut_290 + l_mut_234;
const uint32 l_331 = l_mut_284 + l_mut_166;
const bool l_332 = l_330 < l_mut_290;
const uint32 l_333 = uint32(l_332);
const uint32 l_334 = l_331 + l_333;
l_mut_109 = l_330;
l_mut_103 = l_334;
}
}
if (l_181) {
const uint32 l_335 = uint32(0) - l_mut_109;
const uint32 l_336 = uint32(0) - l_mut_103;
const bool l_337 = uint32(0) < l_mut_109;
const uint32 l_338 = uint32(l_337);
const uint32 l_339 = l_336 - l_338;
l_mut_109 = l_335;
l_mut_103 = l_339;
}
}
const uint32 l_340 = l_132 + l_mut_109;
const uint32 l_341 = l_136 + l_mut_103;
const bool l_342 = l_340 < l_132;
const uint32 l_343 = uint32(l_342);
const uint32 l_344 = l_341 + l_343;
const uint32 l_345 = l_76 >> uint32(31);
const bool l_346 = l_345 == uint32(1);
l_mut_290 = l_73;
l_mut_284 = l_76;
if (l_346) {
const uint32 l_347 = uint32(0) - l_73;
const uint32 l_348 = uint32(0) - l_76;
const bool l_349 = uint32(0) < l_73;
const uint32 l_350 = uint32(l_349);
const uint32 l_351 = l_348 - l_350;
l_mut_290 = l_347;
l_mut_284 = l_351;
}
const uint32 l_352 = l_mut_290 * l_77;
const uint32 l_353 = l_mut_284 * l_77;
const uint32 l_354 = __umulhi(l_mut_290, l_77);
const uint32 l_355 = l_354 + l_353;
const uint32 l_356 = __umulhi(l_mut_284, l_77);
const bool l_357 = l_355 < l_353;
const uint32 l_358 = uint32(l_357);
const uint32 l_359 = l_356 + l_358;
const uint32 l_360 = l_12 % uint32(32);
l_mut_234 = l_352;
const bool l_361 = l_360 > uint32(0);
if (l_361) {
const uint32 l_362 = l_352 >> l_360;
const uint32 l_363 = uint32(32) - l_360;
const uint32 l_364 = l_355 << l_363;
const uint32 l_365 = l_362 | l_364;
l_mut_234 = l_365;
}
l_mut_228 = l_355;
const bool l_366 = l_360 > uint32(0);
if (l_366) {
const uint32 l_367 = l_355 >> l_360;
const uint32 l_368 = uint32(32) - l_360;
const uint32 l_369 = l_359 << l_368;
const uint32 l_370 = l_367 | l_369;
l_mut_228 = l_370;
}
l_mut_166 = l_mut_234;
l_mut_234 = l_mut_228;
const bool l_371 = l_12 >= uint32(64);
if (l_371) {
l_mut_166 = l_359;
l_mut_234 = uint32(0);
} else {
const bool l_372 = l_12 >= uint32(32);
if (l_372) {
l_mut_228 = l_355;
const bool l_373 = l_360 > uint32(0);
if (l_373) {
const uint32 l_374 = l_355 >> l_360;
const uint32 l_375 = uint32(32) - l_360;
const uint32 l_376 = l_359 << l_375;
const uint32 l_377 = l_374 | l_376;
l_mut_228 = l_377;
}
const uint32 l_378 = l_359 >> l_360;
l_mut_166 = l_mut_228;
l_mut_234 = l_378;
}
}
l_mut_290 = l_mut_166;
l_mut_284 = l_mut_234;
if (l_346) {
const uint32 l_379 = uint32(0) - l_mut_290;
const uint32 l_380 = uint32(0) - l_mut_284;
const bool l_381 = uint32(0) < l_mut_290;
const uint32 l_382 = uint32(l_381);
const uint32 l_383 = l_380 - l_382;
l_mut_290 = l_379;
l_mut_284 = l_383;
}
const uint32 l_384 = l_123 + l_mut_290;
const uint32 l_385 = l_127 + l_mut_284;
const bool l_386 = l_384 < l_123;
const uint32 l_387 = uint32(l_386);
const uint32 l_388 = l_385 + l_387;
const uint32 l_389 = l_12 + uint32(3);
l_mut_290 = uint32(0);
l_mut_284 = uint32(0);
const bool l_390 = l_77 < uint32(65536);
if (l_390) {
const uint32 l_391 = l_77 * l_77;
const uint32 l_392 = l_76 >> uint32(31);
const bool l_393 = l_392 == uint32(1);
l_mut_234 = l_73;
l_mut_228 = l_76;
if (l_393) {
const uint32 l_394 = uint32(0) - l_73;
const uint32 l_395 = uint32(0) - l_76;
const bool l_396 = uint32(0) < l_73;
const uint32 l_397 = uint32(l_396);
const uint32 l_398 = l_395 - l_397;
l_mut_234 = l_394;
l_mut_228 = l_398;
}
const uint32 l_399 = l_mut_234 * l_391;
const uint32 l_400 = l_mut_228 * l_391;
const uint32 l_401 = __umulhi(l_mut_234, l_391);
const uint32 l_402 = l_401 + l_400;
const uint32 l_403 = __umulhi(l_mut_228, l_391);
const bool l_404 = l_402 < l_400;
const uint32 l_405 = uint32(l_404);
const uint32 l_406 = l_403 + l_405;
const uint32 l_407 = l_389 % uint32(32);
l_mut_166 = l_399;
const bool l_408 = l_407 > uint32(0);
if (l_408) {
const uint32 l_409 = l_399 >> l_407;
const uint32 l_410 = uint32(32) - l_407;
const uint32 l_411 = l_402 << l_410;
const uint32 l_412 = l_409 | l_411;
l_mut_166 = l_412;
}
l_mut_160 = l_402;
const bool l_413 = l_407 > uint32(0);
if (l_413) {
const uint32 l_414 = l_402 >> l_407;
const uint32 l_415 = uint32(32) - l_407;
const uint32 l_416 = l_406 << l_415;
const uint32 l_417 = l_414 | l_416;
l_mut_160 = l_417;
}
l_mut_109 = l_mut_166;
l_mut_166 = l_mut_160;
const bool l_418 = l_389 >= uint32(64);
if (l_418) {
l_mut_109 = l_406;
l_mut_166 = uint32(0);
} else {
const bool l_419 = l_389 >= uint32(32);
if (l_419) {
l_mut_160 = l_402;
const bool l_420 = l_407 > uint32(0);
if (l_420) {
const uint32 l_421 = l_402 >> l_407;
const uint32 l_422 = uint32(32) - l_407;
const uint32 l_423 = l_406 << l_422;
const uint32 l_424 = l_421 | l_423;
l_mut_160 = l_424;
}
const uint32 l_425 = l_406 >> l_407;
l_mut_109 = l_mut_160;
l_mut_166 = l_425;
}
}
l_mut_234 = l_mut_109;
l_mut_228 = l_mut_166;
if (l_393) {
const uint32 l_426 = uint32(0) - l_mut_234;
const uint32 l_427 = uint32(0) - l_mut_228;
const bool l_428 = uint32(0) < l_mut_234;
const uint32 l_429 = uint32(l_428);
const uint32 l_430 = l_427 - l_429;
l_mut_234 = l_426;
l_mut_228 = l_430;
}
l_mut_290 = l_mut_234;
l_mut_284 = l_mut_228;
} else {
const uint32 l_431 = l_76 >> uint32(31);
const bool l_432 = l_431 == uint32(1);
l_mut_234 = l_73;
l_mut_228 = l_76;
if (l_432) {
const uint32 l_433 = uint32(0) - l_73;
const uint32 l_434 = uint32(0) - l_76;
const bool l_435 = uint32(0) < l_73;
const uint32 l_436 = uint32(l_435);
const uint32 l_437 = l_434 - l_436;
l_mut_234 = l_433;
l_mut_228 = l_437;
}
const uint32 l_438 = l_mut_234 * l_77;
const uint32 l_439 = l_mut_228 * l_77;
const uint32 l_440 = __umulhi(l_mut_234, l_77);
const uint32 l_441 = l_440 + l_439;
const uint32 l_442 = __umulhi(l_mut_228, l_77);
const bool l_443 = l_441 < l_439;
const uint32 l_444 = uint32(l_443);
const uint32 l_445 = l_442 + l_444;
const uint32 l_446 = uint32(0) % uint32(32);
l_mut_166 = l_438;
const bool l_447 = l_446 > uint32(0);
if (l_447) {
const uint32 l_448 = l_438 >> l_446;
const uint32 l_449 = uint32(32) - l_446;
const uint32 l_450 = l_441 << l_449;
const uint32 l_451 = l_448 | l_450;
l_mut_166 = l_451;
}
l_mut_160 = l_441;
const bool l_452 = l_446 > uint32(0);
if (l_452) {
const uint32 l_453 = l_441 >> l_446;
const uint32 l_454 = uint32(32) - l_446;
const uint32 l_455 = l_445 << l_454;
const uint32 l_456 = l_453 | l_455;
l_mut_160 = l_456;
}
l_mut_109 = l_mut_166;
l_mut_166 = l_mut_160;
const bool l_457 = uint32(0) >= uint32(64);
if (l_457) {
l_mut_109 = l_445;
l_mut_166 = uint32(0);
} else {
const bool l_458 = uint32(0) >= uint32(32);
if (l_458) {
l_mut_160 = l_441;
const bool l_459 = l_446 > uint32(0);
if (l_459) {
const uint32 l_460 = l_441 >> l_446;
const uint32 l_461 = uint32(32) - l_446;
const uint32 l_462 = l_445 << l_461;
const uint32 l_463 = l_460 | l_462;
l_mut_160 = l_463;
}
const uint32 l_464 = l_445 >> l_446;
l_mut_109 = l_mut_160;
l_mut_166 = l_464;
}
}
const uint32 l_465 = l_mut_234 * l_77;
const uint32 l_466 = l_mut_228 * l_77;
const uint32 l_467 = __umulhi(l_mut_234, l_77);
const uint32 l_468 = l_467 + l_466;
const uint32 l_469 = __umulhi(l_mut_228, l_77);
const bool l_470 = l_468 < l_466;
const uint32 l_471 = uint32(l_470);
const uint32 l_472 = l_469 + l_471;
const uint32 l_473 = uint32(64) % uint32(32);
l_mut_160 = l_465;
const bool l_474 = l_473 > uint32(0);
if (l_474) {
const uint32 l_475 = l_465 >> l_473;
const uint32 l_476 = uint32(32) - l_473;
const uint32 l_477 = l_468 << l_476;
const uint32 l_478 = l_475 | l_477;
l_mut_160 = l_478;
}
l_mut_103 = l_468;
const bool l_479 = l_473 > uint32(0);
if (l_479) {
const uint32 l_480 = l_468 >> l_473;
const uint32 l_481 = uint32(32) - l_473;
const uint32 l_482 = l_472 << l_481;
const uint32 l_483 = l_480 | l_482;
l_mut_103 = l_483;
}
l_mut_97 = l_mut_160;
l_mut_160 = l_mut_103;
const bool l_484 = uint32(64) >= uint32(64);
if (l_484) {
l_mut_97 = l_472;
l_mut_160 = uint32(0);
} else {
const bool l_485 = uint32(64) >= uint32(32);
if (l_485) {
l_mut_103 = l_468;
const bool l_486 = l_473 > uint32(0);
if (l_486) {
const uint32 l_487 = l_468 >> l_473;
const uint32 l_488 = uint32(32) - l_473;
const uint32 l_489 = l_472 << l_488;
const uint32 l_490 = l_487 | l_489;
l_mut_103 = l_490;
}
const uint32 l_491 = l_472 >> l_473;
l_mut_97 = l_mut_103;
l_mut_160 = l_491;
}
}
const uint32 l_492 = l_mut_109 * l_77;
const uint32 l_493 = l_mut_166 * l_77;
const uint32 l_494 = __umulhi(l_mut_109, l_77);
const uint32 l_495 = l_494 + l_493;
const uint32 l_496 = __umulhi(l_mut_166, l_77);
const bool l_497 = l_495 < l_493;
const uint32 l_498 = uint32(l_497);
const uint32 l_499 = l_496 + l_498;
const uint32 l_500 = uint32(0) % uint32(32);
l_mut_234 = l_492;
const bool l_501 = l_500 > uint32(0);
if (l_501) {
const uint32 l_502 = l_492 >> l_500;
const uint32 l_503 = uint32(32) - l_500;
const uint32 l_504 = l_495 << l_503;
const uint32 l_505 = l_502 | l_504;
l_mut_234 = l_505;
}
l_mut_228 = l_495;
const bool l_506 = l_500 > uint32(0);
if (l_506) {
const uint32 l_507 = l_495 >> l_500;
const uint32 l_508 = uint32(32) - l_500;
const uint32 l_509 = l_499 << l_508;
const uint32 l_510 = l_507 | l_509;
l_mut_228 = l_510;
}
l_mut_103 = l_mut_234;
l_mut_234 = l_mut_228;
const bool l_511 = uint32(0) >= uint32(64);
if (l_511) {
l_mut_103 = l_499;
l_mut_234 = uint32(0);
} else {
const bool l_512 = uint32(0) >= uint32(32);
if (l_512) {
l_mut_228 = l_495;
const bool l_513 = l_500 > uint32(0);
if (l_513) {
const uint32 l_514 = l_495 >> l_500;
const uint32 l_515 = uint32(32) - l_500;
const uint32 l_516 = l_499 << l_515;
const uint32 l_517 = l_514 | l_516;
l_mut_228 = l_517;
}
const uint32 l_518 = l_499 >> l_500;
l_mut_103 = l_mut_228;
l_mut_234 = l_518;
}
}
const uint32 l_519 = l_mut_109 * l_77;
const uint32 l_520 = l_mut_166 * l_77;
const uint32 l_521 = __umulhi(l_mut_109, l_77);
const uint32 l_522 = l_521 + l_520;
const uint32 l_523 = __umulhi(l_mut_166, l_77);
const bool l_524 = l_522 < l_520;
const uint32 l_525 = uint32(l_524);
const uint32 l_526 = l_523 + l_525;
const uint32 l_527 = uint32(64) % uint32(32);
l_mut_228 = l_519;
const bool l_528 = l_527 > uint32(0);
if (l_528) {
const uint32 l_529 = l_519 >> l_527;
const uint32 l_530 = uint32(32) - l_527;
const uint32 l_531 = l_522 << l_530;
const uint32 l_532 = l_529 | l_531;
l_mut_228 = l_532;
}
l_mut_82 = l_522;
const bool l_533 = l_527 > uint32(0);
if (l_533) {
const uint32 l_534 = l_522 >> l_527;
const uint32 l_535 = uint32(32) - l_527;
const uint32 l_536 = l_526 << l_535;
const uint32 l_537 = l_534 | l_536;
l_mut_82 = l_537;
}
l_mut_45 = l_mut_228;
l_mut_228 = l_mut_82;
const bool l_538 = uint32(64) >= uint32(64);
if (l_538) {
l_mut_45 = l_526;
l_mut_228 = uint32(0);
} else {
const bool l_539 = uint32(64) >= uint32(32);
if (l_539) {
l_mut_82 = l_522;
const bool l_540 = l_527 > uint32(0);
if (l_540) {
const uint32 l_541 = l_522 >> l_527;
const uint32 l_542 = uint32(32) - l_527;
const uint32 l_543 = l_526 << l_542;
const uint32 l_544 = l_541 | l_543;
l_mut_82 = l_544;
}
const uint32 l_545 = l_526 >> l_527;
l_mut_45 = l_mut_82;
l_mut_228 = l_545;
}
}
const uint32 l_546 = l_mut_97 * l_77;
const uint32 l_547 = __umulhi(l_mut_97, l_77);
const uint32 l_548 = l_mut_160 * l_77;
const uint32 l_549 = l_547 + l_548;
const uint32 l_550 = l_mut_45 + l_546;
const uint32 l_551 = l_mut_228 + l_549;
const bool l_552 = l_550 < l_mut_45;
const uint32 l_553 = uint32(l_552);
const uint32 l_554 = l_551 + l_553;
l_mut_290 = l_mut_103;
l_mut_284 = l_mut_234;
const bool l_555 = l_389 == uint32(64);
if (l_555) {
l_mut_290 = l_550;
l_mut_284 = l_554;
} else {
const bool l_556 = l_389 > uint32(0);
if (l_556) {
const uint32 l_557 = uint32(64) - l_389;
l_mut_228 = l_550;
l_mut_166 = l_554;
const bool l_558 = l_557 >= uint32(32);
if (l_558) {
const uint32 l_559 = l_557 & uint32(31);
const uint32 l_560 = l_550 << l_559;
l_mut_228 = uint32(0);
l_mut_166 = l_560;
} else {
const bool l_561 = l_557 > uint32(0);
if (l_561) {
const uint32 l_562 = l_550 << l_557;
const uint32 l_563 = l_554 << l_557;
const uint32 l_564 = uint32(32) - l_557;
const uint32 l_565 = l_550 >> l_564;
const uint32 l_566 = l_563 | l_565;
l_mut_228 = l_562;
l_mut_166 = l_566;
}
}
l_mut_160 = l_mut_103;
l_mut_109 = l_mut_234;
const bool l_567 = l_389 >= uint32(32);
if (l_567) {
const uint32 l_568 = l_389 & uint32(31);
const uint32 l_569 = l_mut_234 >> l_568;
l_mut_160 = l_569;
l_mut_109 = uint32(0);
} else {
const bool l_570 = l_389 > uint32(0);
if (l_570) {
l_mut_97 = l_mut_103;
const bool l_571 = l_389 > uint32(0);
if (l_571) {
const uint32 l_572 = l_mut_103 >> l_389;
const uint32 l_573 = uint32(32) - l_389;
const uint32 l_574 = l_mut_234 << l_573;
const uint32 l_575 = l_572 | l_574;
l_mut_97 = l_575;
}
const uint32 l_576 = l_mut_234 >> l_389;
l_mut_160 = l_mut_97;
l_mut_109 = l_576;
}
}
const uint32 l_577 = l_mut_228 + l_mut_160;
const uint32 l_578 = l_mut_166 + l_mut_109;
const bool l_579 = l_577 < l_mut_228;
const uint32 l_580 = uint32(l_579);
const uint32 l_581 = l_578 + l_580;
l_mut_290 = l_577;
l_mut_284 = l_581;
}
}
if (l_432) {
const uint32 l_582 = uint32(0) - l_mut_290;
const uint32 l_583 = uint32(0) - l_mut_284;
const bool l_584 = uint32(0) < l_mut_290;
const uint32 l_585 = uint32(l_584);
const uint32 l_586 = l_583 - l_585;
l_mut_290 = l_582;
l_mut_284 = l_586;
}
}
const uint32 l_587 = l_340 - l_mut_290;
const uint32 l_588 = l_344 - l_mut_284;
const bool l_589 = l_340 < l_mut_290;
const uint32 l_590 = uint32(l_589);
const uint32 l_591 = l_588 - l_590;
const uint32 l_592 = l_587 + l_22;
const uint32 l_593 = l_591 + l_25;
const bool l_594 = l_592 < l_587;
const uint32 l_595 = uint32(l_594);
const uint32 l_596 = l_593 + l_595;
const uint32 l_597 = uint32(0) - l_384;
const uint32 l_598 = uint32(0) - l_388;
const bool l_599 = uint32(0) < l_384;
const uint32 l_600 = uint32(l_599);
const uint32 l_601 = l_598 - l_600;
const uint32 l_602 = l_22 + l_22;
const uint32 l_603 = l_25 + l_25;
const bool l_604 = l_602 < l_22;
const uint32 l_605 = uint32(l_604);
const uint32 l_606 = l_603 + l_605;
l_mut_290 = l_597;
l_mut_284 = l_601;
const uint32 l_607 = uint32(0) - l_597;
const uint32 l_608 = uint32(0) - l_601;
const bool l_609 = uint32(0) < l_597;
const uint32 l_610 = uint32(l_609);
const uint32 l_611 = l_608 - l_610;
l_mut_234 = l_607;
l_mut_228 = l_611;
l_mut_166 = l_592;
l_mut_160 = l_596;
l_mut_109 = uint32(1);
l_mut_103 = uint32(1);
l_mut_612 = bool(false);
const bool l_613 = l_mut_160 < l_606;
const bool l_614 = l_mut_160 == l_606;
const bool l_615 = l_mut_166 < l_602;
const bool l_616 = l_614 && l_615;
const bool l_617 = l_613 || l_616;
const bool l_618 = !l_617;
l_mut_619 = l_618;
const uint32 l_620 = l_597 | l_601;
const bool l_621 = l_620 == uint32(0);
if (l_621) {
l_mut_612 = l_mut_619;
l_mut_619 = bool(false);
}
if (l_mut_619) {
const uint32 l_622 = l_601 >> uint32(31);
const bool l_623 = l_622 == uint32(1);
l_mut_97 = l_597;
l_mut_82 = l_601;
if (l_623) {
const uint32 l_624 = uint32(0) - l_597;
const uint32 l_625 = uint32(0) - l_601;
const bool l_626 = uint32(0) < l_597;
const uint32 l_627 = uint32(l_626);
const uint32 l_628 = l_625 - l_627;
l_mut_97 = l_624;
l_mut_82 = l_628;
}
const uint32 l_629 = l_77 - uint32(1);
const uint32 l_630 = l_mut_97 * l_629;
const uint32 l_631 = __umulhi(l_mut_97, l_629);
const uint32 l_632 = l_mut_82 * l_629;
const uint32 l_633 = l_631 + l_632;
l_mut_45 = uint32(0);
const uint32 l_634 = l_77 - uint32(1);
const uint32 l_635 = l_mut_97 * l_634;
const uint32 l_636 = l_mut_82 * l_634;
const uint32 l_637 = __umulhi(l_mut_97, l_634);
const uint32 l_638 = l_637 + l_636;
const uint32 l_639 = __umulhi(l_mut_82, l_634);
const bool l_640 = l_638 < l_636;
const uint32 l_641 = uint32(l_640);
const uint32 l_642 = l_639 + l_641;
const uint32 l_643 = uint32(64) % uint32(32);
l_mut_644 = l_635;
const bool l_645 = l_643 > uint32(0);
if (l_645) {
const uint32 l_646 = l_635 >> l_643;
const uint32 l_647 = uint32(32) - l_643;
const uint32 l_648 = l_638 << l_647;
const uint32 l_649 = l_646 | l_648;
l_mut_644 = l_649;
}
l_mut_650 = l_638;
const bool l_651 = l_643 > uint32(0);
if (l_651) {
const uint32 l_652 = l_638 >> l_643;
const uint32 l_653 = uint32(32) - l_643;
const uint32 l_654 = l_642 << l_653;
const uint32 l_655 = l_652 | l_654;
l_mut_650 = l_655;
}
l_mut_656 = l_mut_644;
l_mut_644 = l_mut_650;
const bool l_657 = uint32(64) >= uint32(64);
if (l_657) {
l_mut_656 = l_642;
l_mut_644 = uint32(0);
} else {
const bool l_658 = uint32(64) >= uint32(32);
if (l_658) {
l_mut_650 = l_638;
const bool l_659 = l_643 > uint32(0);
if (l_659) {
const uint32 l_660 = l_638 >> l_643;
const uint32 l_661 = uint32(32) - l_643;
const uint32 l_662 = l_642 << l_661;
const uint32 l_663 = l_660 | l_662;
l_mut_650 = l_663;
}
const uint32 l_664 = l_642 >> l_643;
l_mut_656 = l_mut_650;
l_mut_644 = l_664;
}
}
const uint32 l_665 = l_mut_656 | l_mut_644;
const bool l_666 = l_665 == uint32(0);
if (l_666) {
l_mut_656 = l_592;
l_mut_650 = l_596;
if (l_623) {
const uint32 l_667 = uint32(0) - l_592;
const uint32 l_668 = uint32(0) - l_596;
const bool l_669 = uint32(0) < l_592;
const uint32 l_670 = uint32(l_669);
const uint32 l_671 = l_668 - l_670;
const uint32 l_672 = l_592 | l_596;
const bool l_673 = l_672 == uint32(0);
const bool l_674 = !l_673;
const bool l_675 = l_633 < l_671;
const bool l_676 = l_633 == l_671;
const bool l_677 = l_630 < l_667;
const bool l_678 = l_676 && l_677;
const bool l_679 = l_675 || l_678;
const bool l_680 = !l_679;
const bool l_681 = l_674 && l_680;
if (l_681) {
const uint32 l_682 = l_77 - uint32(1);
l_mut_644 = l_667;
l_mut_683 = l_671;
const bool l_684 = l_671 < l_mut_82;
const bool l_685 = l_671 == l_mut_82;
const bool l_686 = l_667 < l_mut_97;
const bool l_687 = l_685 && l_686;
const bool l_688 = l_684 || l_687;
const bool l_689 = !l_688;
if (l_689) {
l_mut_690 = uint32(0);
const bool l_691 = l_mut_82 < l_671;
const bool l_692 = l_mut_82 == l_671;
const bool l_693 = l_mut_97 < l_667;
const bool l_694 = l_692 && l_693;
const bool l_695 = l_691 || l_694;
if (l_695) {
const uint32 l_696 = l_667 - uint32(1);
const uint32 l_697 = l_671 - uint32(0);
const bool l_698 = l_667 < uint32(1);
const uint32 l_699 = uint32(l_698);
const uint32 l_700 = l_697 - l_699;
l_mut_701 = l_696;
l_mut_702 = l_700;
l_mut_703 = uint32(0);

for (uint32 l_mut_704 = uint32(0); l_mut_704 < uint32(20); ++l_mut_704) {
const uint32 l_705 = uint32(19) - l_mut_704;
l_mut_706 = l_mut_701;
l_mut_707 = l_mut_702;
const bool l_708 = l_705 >= uint32(32);
if (l_708) {
const uint32 l_709 = l_705 & uint32(31);
const uint32 l_710 = l_mut_702 >> l_709;
l_mut_706 = l_710;
l_mut_707 = uint32(0);
} else {
const bool l_711 = l_705 > uint32(0);
if (l_711) {
l_mut_712 = l_mut_701;
const bool l_713 = l_705 > uint32(0);
if (l_713) {
const uint32 l_714 = l_mut_701 >> l_705;
const uint32 l_715 = uint32(32) - l_705;
const uint32 l_716 = l_mut_702 << l_715;
const uint32 l_717 = l_714 | l_716;
l_mut_712 = l_717;
}
const uint32 l_718 = l_mut_702 >> l_705;
l_mut_706 = l_mut_712;
l_mut_707 = l_718;
}
}
const bool l_719 = l_mut_707 < l_mut_82;
const bool l_720 = l_mut_707 == l_mut_82;
const bool l_721 = l_mut_706 < l_mut_97;
const bool l_722 = l_720 && l_721;
const bool l_723 = l_719 || l_722;
const bool l_724 = !l_723;
if (l_724) {
l_mut_712 = l_mut_97;
l_mut_707 = l_mut_82;
const bool l_725 = l_705 >= uint32(32);
if (l_725) {
const uint32 l_726 = l_705 & uint32(31);
const uint32 l_727 = l_mut_97 << l_726;
l_mut_712 = uint32(0);
l_mut_707 = l_727;
} else {
const bool l_728 = l_705 > uint32(0);
if (l_728) {
const uint32 l_729 = l_mut_97 << l_705;
const uint32 l_730 = l_mut_82 << l_705;
const uint32 l_731 = uint32(32) - l_705;
const uint32 l_732 = l_mut_97 >> l_731;
const uint32 l_733 = l_730 | l_732;
l_mut_712 = l_729;
l_mut_707 = l_733;
}
}
const uint32 l_734 = l_mut_701 - l_mut_712;
const uint32 l_735 = l_mut_702 - l_mut_707;
const bool l_736 = l_mut_701 < l_mut_712;
const uint32 l_737 = uint32(l_736);
const uint32 l_738 = l_735 - l_737;
l_mut_701 = l_734;
l_mut_702 = l_738;
const uint32 l_739 = uint32(1) << l_705;
l_mut_703 = l_mut_703 | l_739;
}
}
const uint32 l_740 = min(l_mut_703, l_682);
l_mut_712 = l_740;
const bool l_741 = l_mut_702 < l_mut_82;
const bool l_742 = l_mut_702 == l_mut_82;
const bool l_743 = l_mut_701 < l_mut_97;
const bool l_744 = l_742 && l_743;
const bool l_745 = l_741 || l_744;
const bool l_746 = !l_745;
if (l_746) {
l_mut_712 = l_682;
}
l_mut_690 = l_mut_712;
}
const uint32 l_747 = l_mut_97 * l_mut_690;
const uint32 l_748 = __umulhi(l_mut_97, l_mut_690);
const uint32 l_749 = l_mut_82 * l_mut_690;
const uint32 l_750 = l_748 + l_749;
const uint32 l_751 = l_667 - l_747;
const uint32 l_752 = l_671 - l_750;
const bool l_753 = l_667 < l_747;
const uint32 l_754 = uint32(l_753);
const uint32 l_755 = l_752 - l_754;
l_mut_644 = l_751;
l_mut_683 = l_755;
const bool l_756 = l_mut_683 < l_mut_82;
const bool l_757 = l_mut_683 == l_mut_82;
const bool l_758 = l_mut_644 < l_mut_97;
const bool l_759 = l_757 && l_758;
const bool l_760 = l_756 || l_759;
const bool l_761 = !l_760;
if (l_761) {
const uint32 l_762 = l_mut_644 - l_mut_97;
const uint32 l_763 = l_mut_683 - l_mut_82;
const bool l_764 = l_mut_644 < l_mut_97;
const uint32 l_765 = uint32(l_764);
const uint32 l_766 = l_763 - l_765;
l_mut_644 = l_762;
l_mut_683 = l_766;
}
}
const uint32 l_767 = l_mut_97 - l_mut_644;
const uint32 l_768 = l_mut_82 - l_mut_683;
const bool l_769 = l_mut_97 < l_mut_644;
const uint32 l_770 = uint32(l_769);
const uint32 l_771 = l_768 - l_770;
l_mut_712 = l_767;
l_mut_707 = l_771;
const bool l_772 = l_771 < l_mut_82;
const bool l_773 = l_771 == l_mut_82;
const bool l_774 = l_767 < l_mut_97;
const bool l_775 = l_773 && l_774;
const bool l_776 = l_772 || l_775;
const bool l_777 = !l_776;
if (l_777) {
const uint32 l_778 = l_767 - l_mut_97;
const uint32 l_779 = l_771 - l_mut_82;
const bool l_780 = l_767 < l_mut_97;
const uint32 l_781 = uint32(l_780);
const uint32 l_782 = l_779 - l_781;
l_mut_712 = l_778;
l_mut_707 = l_782;
}
const bool l_783 = l_mut_707 < l_mut_650;
const bool l_784 = l_mut_707 == l_mut_650;
const bool l_785 = l_mut_712 < l_mut_656;
const bool l_786 = l_784 && l_785;
const bool l_787 = l_783 || l_786;
if (l_787) {
l_mut_656 = l_mut_712;
l_mut_650 = l_mut_707;
}
}
} else {
const uint32 l_788 = l_592 - l_630;
const uint32 l_789 = l_596 - l_633;
const bool l_790 = l_592 < l_630;
const uint32 l_791 = uint32(l_790);
const uint32 l_792 = l_789 - l_791;
l_mut_656 = l_788;
l_mut_650 = l_792;
const bool l_793 = l_596 < l_633;
const bool l_794 = l_596 == l_633;
const bool l_795 = l_592 < l_630;
const bool l_796 = l_794 && l_795;
const bool l_797 = l_793 || l_796;
if (l_797) {
const uint32 l_798 = l_77 - uint32(1);
l_mut_712 = l_592;
l_mut_707 = l_596;
const bool l_799 = l_596 < l_mut_82;
const bool l_800 = l_596 == l_mut_82;
const bool l_801 = l_592 < l_mut_97;
const bool l_802 = l_800 && l_801;
const bool l_803 = l_799 || l_802;
const bool l_804 = !l_803;
if (l_804) {
l_mut_706 = uint32(0);
const bool l_805 = l_mut_82 < l_596;
const bool l_806 = l_mut_82 == l_596;
const bool l_807 = l_mut_97 < l_592;
const bool l_808 = l_806 && l_807;
const bool l_809 = l_805 || l_808;
if (l_809) {
const uint32 l_810 = l_592 - uint32(1);
const uint32 l_811 = l_596 - uint32(0);
const bool l_812 = l_592 < uint32(1);
const uint32 l_813 = uint32(l_812);
const uint32 l_814 = l_811 - l_813;
l_mut_703 = l_810;
l_mut_702 = l_814;
l_mut_701 = uint32(0);

for (uint32 l_mut_815 = uint32(0); l_mut_815 < uint32(20); ++l_mut_815) {
const uint32 l_816 = uint32(19) - l_mut_815;
l_mut_690 = l_mut_703;
l_mut_683 = l_mut_702;
const bool l_817 = l_816 >= uint32(32);
if (l_817) {
const uint32 l_818 = l_816 & uint32(31);
const uint32 l_819 = l_mut_702 >> l_818;
l_mut_690 = l_819;
l_mut_683 = uint32(0);
} else {
const bool l_820 = l_816 > uint32(0);
if (l_820) {
l_mut_644 = l_mut_703;
const bool l_821 = l_816 > uint32(0);
if (l_821) {
const uint32 l_822 = l_mut_703 >> l_816;
const uint32 l_823 = uint32(32) - l_816;
const uint32 l_824 = l_mut_702 << l_823;
const uint32 l_825 = l_822 | l_824;
l_mut_644 = l_825;
}
const uint32 l_826 = l_mut_702 >> l_816;
l_mut_690 = l_mut_644;
l_mut_683 = l_826;
}
}
const bool l_827 = l_mut_683 < l_mut_82;
const bool l_828 = l_mut_683 == l_mut_82;
const bool l_829 = l_mut_690 < l_mut_97;
const bool l_830 = l_828 && l_829;
const bool l_831 = l_827 || l_830;
const bool l_832 = !l_831;
if (l_832) {
l_mut_690 = l_mut_97;
l_mut_683 = l_mut_82;
const bool l_833 = l_816 >= uint32(32);
if (l_833) {
const uint32 l_834 = l_816 & uint32(31);
const uint32 l_835 = l_mut_97 << l_834;
l_mut_690 = uint32(0);
l_mut_683 = l_835;
} else {
const bool l_836 = l_816 > uint32(0);
if (l_836) {
const uint32 l_837 = l_mut_97 << l_816;
const uint32 l_838 = l_mut_82 << l_816;
const uint32 l_839 = uint32(32) - l_816;
const uint32 l_840 = l_mut_97 >> l_839;
const uint32 l_841 = l_838 | l_840;
l_mut_690 = l_837;
l_mut_683 = l_841;
}
}
const uint32 l_842 = l_mut_703 - l_mut_690;
const uint32 l_843 = l_mut_702 - l_mut_683;
const bool l_844 = l_mut_703 < l_mut_690;
const uint32 l_845 = uint32(l_844);
const uint32 l_846 = l_843 - l_845;
l_mut_703 = l_842;
l_mut_702 = l_846;
const uint32 l_847 = uint32(1) << l_816;
l_mut_701 = l_mut_701 | l_847;
}
}
const uint32 l_848 = min(l_mut_701, l_798);
l_mut_701 = l_848;
const bool l_849 = l_mut_702 < l_mut_82;
const bool l_850 = l_mut_702 == l_mut_82;
const bool l_851 = l_mut_703 < l_mut_97;
const bool l_852 = l_850 && l_851;
const bool l_853 = l_849 || l_852;
const bool l_854 = !l_853;
if (l_854) {
l_mut_701 = l_798;
}
l_mut_706 = l_mut_701;
}
const uint32 l_855 = l_mut_97 * l_mut_706;
const uint32 l_856 = __umulhi(l_mut_97, l_mut_706);
const uint32 l_857 = l_mut_82 * l_mut_706;
const uint32 l_858 = l_856 + l_857;
const uint32 l_859 = l_592 - l_855;
const uint32 l_860 = l_596 - l_858;
const bool l_861 = l_592 < l_855;
const uint32 l_862 = uint32(l_861);
const uint32 l_863 = l_860 - l_862;
l_mut_712 = l_859;
l_mut_707 = l_863;
const bool l_864 = l_mut_707 < l_mut_82;
const bool l_865 = l_mut_707 == l_mut_82;
const bool l_866 = l_mut_712 < l_mut_97;
const bool l_867 = l_865 && l_866;
const bool l_868 = l_864 || l_867;
const bool l_869 = !l_868;
if (l_869) {
const uint32 l_870 = l_mut_712 - l_mut_97;
const uint32 l_871 = l_mut_707 - l_mut_82;
const bool l_872 = l_mut_712 < l_mut_97;
const uint32 l_873 = uint32(l_872);
const uint32 l_874 = l_871 - l_873;
l_mut_712 = l_870;
l_mut_707 = l_874;
}
}
const bool l_875 = l_mut_707 < l_mut_650;
const bool l_876 = l_mut_707 == l_mut_650;
const bool l_877 = l_mut_712 < l_mut_656;
const bool l_878 = l_876 && l_877;
const bool l_879 = l_875 || l_878;
if (l_879) {
l_mut_656 = l_mut_712;
l_mut_650 = l_mut_707;
}
}
}
const bool l_880 = l_mut_650 < l_606;
const bool l_881 = l_mut_650 == l_606;
const bool l_882 = l_mut_656 < l_602;
const bool l_883 = l_881 && l_882;
const bool l_884 = l_880 || l_883;
const bool l_885 = !l_884;
const uint32 l_886 = uint32(l_885);
const uint32 l_887 = uint32(2) - l_886;
l_mut_45 = l_887;
}
const bool l_888 = l_mut_45 > uint32(0);
if (l_888) {
const bool l_889 = l_mut_45 == uint32(1);
l_mut_612 = l_889;
l_mut_619 = bool(false);
}
}
l_mut_890 = bool(false);
while (true) {
const bool l_891 = !l_mut_619;
if (l_891) {
break;}
l_mut_712 = l_mut_290;
l_mut_707 = l_mut_284;
if (l_mut_890) {
l_mut_712 = l_mut_234;
l_mut_707 = l_mut_228;
}
const bool l_892 = l_mut_160 < l_mut_707;
const bool l_893 = l_mut_160 == l_mut_707;
const bool l_894 = l_mut_166 < l_mut_712;
const bool l_895 = l_893 && l_894;
const bool l_896 = l_892 || l_895;
const bool l_897 = !l_896;
const bool l_898 = l_897 != l_mut_890;
if (l_898) {
l_mut_712 = l_mut_290;
l_mut_707 = l_mut_284;
l_mut_290 = l_mut_234;
l_mut_284 = l_mut_228;
l_mut_234 = l_mut_712;
l_mut_228 = l_mut_707;
l_mut_712 = l_mut_109;
l_mut_109 = l_mut_103;
l_mut_103 = l_mut_712;
l_mut_890 = l_897;
}
const uint32 l_899 = l_mut_290 - l_mut_166;
const uint32 l_900 = l_mut_284 - l_mut_160;
const bool l_901 = l_mut_290 < l_mut_166;
const uint32 l_902 = uint32(l_901);
const uint32 l_903 = l_900 - l_902;
l_mut_712 = l_899;
l_mut_707 = l_903;
if (l_mut_890) {
const uint32 l_904 = l_mut_166 - l_602;
const uint32 l_905 = l_mut_160 - l_606;
const bool l_906 = l_mut_166 < l_602;
const uint32 l_907 = uint32(l_906);
const uint32 l_908 = l_905 - l_907;
l_mut_712 = l_904;
l_mut_707 = l_908;
}
l_mut_706 = l_mut_290;
l_mut_703 = l_mut_284;
const bool l_909 = l_mut_707 < l_mut_284;
const bool l_910 = l_mut_707 == l_mut_284;
const bool l_911 = l_mut_712 < l_mut_290;
const bool l_912 = l_910 && l_911;
const bool l_913 = l_909 || l_912;
if (l_913) {
l_mut_706 = l_mut_712;
l_mut_703 = l_mut_707;
}
l_mut_914 = bool(false);
l_mut_712 = l_mut_706;
l_mut_707 = l_mut_703;
const bool l_915 = uint32(3) >= uint32(32);
if (l_915) {
const uint32 l_916 = uint32(3) & uint32(31);
const uint32 l_917 = l_mut_703 >> l_916;
l_mut_712 = l_917;
l_mut_707 = uint32(0);
} else {
const bool l_918 = uint32(3) > uint32(0);
if (l_918) {
l_mut_702 = l_mut_706;
const bool l_919 = uint32(3) > uint32(0);
if (l_919) {
const uint32 l_920 = l_mut_706 >> uint32(3);
const uint32 l_921 = l_mut_703 << uint32(29);
const uint32 l_922 = l_920 | l_921;
l_mut_702 = l_922;
}
const uint32 l_923 = l_mut_703 >> uint32(3);
l_mut_712 = l_mut_702;
l_mut_707 = l_923;
}
}
const bool l_924 = l_mut_707 < l_mut_228;
const bool l_925 = l_mut_707 == l_mut_228;
const bool l_926 = l_mut_712 < l_mut_234;
const bool l_927 = l_925 && l_926;
const bool l_928 = l_924 || l_927;
const bool l_929 = !l_928;
l_mut_914 = l_929;
l_mut_712 = uint32(0);
const uint32 l_930 = l_mut_234 | l_mut_228;
const bool l_931 = l_930 == uint32(0);
const bool l_932 = !l_931;
const bool l_933 = l_mut_914 && l_932;
const bool l_934 = l_mut_228 < l_mut_703;
const bool l_935 = l_mut_228 == l_mut_703;
const bool l_936 = l_mut_234 < l_mut_706;
const bool l_937 = l_935 && l_936;
const bool l_938 = l_934 || l_937;
const bool l_939 = l_933 && l_938;
const uint32 l_940 = l_mut_109 + l_mut_103;
const bool l_941 = l_940 < l_77;
const bool l_942 = l_939 && l_941;
if (l_942) {
const uint32 l_943 = l_77 - l_mut_109;
const uint32 l_944 = l_943 - l_mut_103;
const uint32 l_945 = l_944 / l_mut_109;
const uint32 l_946 = l_mut_706 - uint32(1);
const uint32 l_947 = l_mut_703 - uint32(0);
const bool l_948 = l_mut_706 < uint32(1);
const uint32 l_949 = uint32(l_948);
const uint32 l_950 = l_947 - l_949;
l_mut_707 = l_946;
l_mut_706 = l_950;
l_mut_703 = uint32(0);

for (uint32 l_mut_951 = uint32(0); l_mut_951 < uint32(20); ++l_mut_951) {
const uint32 l_952 = uint32(19) - l_mut_951;
l_mut_702 = l_mut_707;
l_mut_701 = l_mut_706;
const bool l_953 = l_952 >= uint32(32);
if (l_953) {
const uint32 l_954 = l_952 & uint32(31);
const uint32 l_955 = l_mut_706 >> l_954;
l_mut_702 = l_955;
l_mut_701 = uint32(0);
} else {
const bool l_956 = l_952 > uint32(0);
if (l_956) {
l_mut_690 = l_mut_707;
const bool l_957 = l_952 > uint32(0);
if (l_957) {
const uint32 l_958 = l_mut_707 >> l_952;
const uint32 l_959 = uint32(32) - l_952;
const uint32 l_960 = l_mut_706 << l_959;
const uint32 l_961 = l_958 | l_960;
l_mut_690 = l_961;
}
const uint32 l_962 = l_mut_706 >> l_952;
l_mut_702 = l_mut_690;
l_mut_701 = l_962;
}
}
const bool l_963 = l_mut_701 < l_mut_228;
const bool l_964 = l_mut_701 == l_mut_228;
const bool l_965 = l_mut_702 < l_mut_234;
const bool l_966 = l_964 && l_965;
const bool l_967 = l_963 || l_966;
const bool l_968 = !l_967;
if (l_968) {
l_mut_702 = l_mut_234;
l_mut_701 = l_mut_228;
const bool l_969 = l_952 >= uint32(32);
if (l_969) {
const uint32 l_970 = l_952 & uint32(31);
const uint32 l_971 = l_mut_234 << l_970;
l_mut_702 = uint32(0);
l_mut_701 = l_971;
} else {
const bool l_972 = l_952 > uint32(0);
if (l_972) {
const uint32 l_973 = l_mut_234 << l_952;
const uint32 l_974 = l_mut_228 << l_952;
const uint32 l_975 = uint32(32) - l_952;
const uint32 l_976 = l_mut_234 >> l_975;
const uint32 l_977 = l_974 | l_976;
l_mut_702 = l_973;
l_mut_701 = l_977;
}
}
const uint32 l_978 = l_mut_707 - l_mut_702;
const uint32 l_979 = l_mut_706 - l_mut_701;
const bool l_980 = l_mut_707 < l_mut_702;
const uint32 l_981 = uint32(l_980);
const uint32 l_982 = l_979 - l_981;
l_mut_707 = l_978;
l_mut_706 = l_982;
const uint32 l_983 = uint32(1) << l_952;
l_mut_703 = l_mut_703 | l_983;
}
}
const uint32 l_984 = min(l_mut_703, l_945);
l_mut_703 = l_984;
const bool l_985 = l_mut_706 < l_mut_228;
const bool l_986 = l_mut_706 == l_mut_228;
const bool l_987 = l_mut_707 < l_mut_234;
const bool l_988 = l_986 && l_987;
const bool l_989 = l_985 || l_988;
const bool l_990 = !l_989;
if (l_990) {
l_mut_703 = l_945;
}
l_mut_712 = l_mut_703;
}
l_mut_707 = l_mut_290;
l_mut_706 = l_mut_284;
l_mut_703 = l_mut_234;
l_mut_702 = l_mut_228;
l_mut_701 = l_mut_109;
l_mut_690 = l_mut_103;
l_mut_683 = l_mut_166;
l_mut_656 = l_mut_160;
l_mut_650 = uint32(0);
const bool l_991 = l_mut_712 > uint32(0);
if (l_991) {
const uint32 l_992 = l_mut_234 * l_mut_712;
const uint32 l_993 = __umulhi(l_mut_234, l_mut_712);
const uint32 l_994 = l_mut_228 * l_mut_712;
const uint32 l_995 = l_993 + l_994;
if (l_mut_890) {
const uint32 l_996 = l_mut_166 - l_992;
const uint32 l_997 = l_mut_160 - l_995;
const bool l_998 = l_mut_166 < l_992;
const uint32 l_999 = uint32(l_998);
const uint32 l_1000 = l_997 - l_999;
l_mut_683 = l_996;
l_mut_656 = l_1000;
}
const uint32 l_1001 = l_mut_290 - l_992;
const uint32 l_1002 = l_mut_284 - l_995;
const bool l_1003 = l_mut_290 < l_992;
const uint32 l_1004 = uint32(l_1003);
const uint32 l_1005 = l_1002 - l_1004;
l_mut_707 = l_1001;
l_mut_706 = l_1005;
const uint32 l_1006 = l_mut_712 * l_mut_109;
const uint32 l_1007 = l_mut_103 + l_1006;
l_mut_690 = l_1007;
} else {
if (l_mut_890) {
const uint32 l_1008 = l_mut_166 - l_mut_234;
const uint32 l_1009 = l_mut_160 - l_mut_228;
const bool l_1010 = l_mut_166 < l_mut_234;
const uint32 l_1011 = uint32(l_1010);
const uint32 l_1012 = l_1009 - l_1011;
l_mut_683 = l_1008;
l_mut_656 = l_1012;
const bool l_1013 = l_mut_656 < l_606;
const bool l_1014 = l_mut_656 == l_606;
const bool l_1015 = l_mut_683 < l_602;
const bool l_1016 = l_1014 && l_1015;
const bool l_1017 = l_1013 || l_1016;
if (l_1017) {
l_mut_650 = uint32(2);
}
}
const bool l_1018 = l_mut_650 == uint32(0);
if (l_1018) {
const uint32 l_1019 = l_77 - l_mut_109;
const uint32 l_1020 = l_1019 / l_mut_103;
l_mut_712 = uint32(0);
l_mut_914 = bool(false);
l_mut_644 = l_mut_234;
l_mut_97 = l_mut_228;
const bool l_1021 = uint32(3) >= uint32(32);
if (l_1021) {
const uint32 l_1022 = uint32(3) & uint32(31);
const uint32 l_1023 = l_mut_228 >> l_1022;
l_mut_644 = l_1023;
l_mut_97 = uint32(0);
} else {
const bool l_1024 = uint32(3) > uint32(0);
if (l_1024) {
l_mut_82 = l_mut_234;
const bool l_1025 = uint32(3) > uint32(0);
if (l_1025) {
const uint32 l_1026 = l_mut_234 >> uint32(3);
const uint32 l_1027 = l_mut_228 << uint32(29);
const uint32 l_1028 = l_1026 | l_1027;
l_mut_82 = l_1028;
}
const uint32 l_1029 = l_mut_228 >> uint32(3);
l_mut_644 = l_mut_82;
l_mut_97 = l_1029;
}
}
const bool l_1030 = l_mut_97 < l_mut_284;
const bool l_1031 = l_mut_97 == l_mut_284;
const bool l_1032 = l_mut_644 < l_mut_290;
const bool l_1033 = l_1031 && l_1032;
const bool l_1034 = l_1030 || l_1033;
const bool l_1035 = !l_1034;
l_mut_914 = l_1035;
const uint32 l_1036 = l_mut_290 | l_mut_284;
const bool l_1037 = l_1036 == uint32(0);
if (l_1037) {
l_mut_712 = l_1020;
} else {
if (l_mut_914) {
const bool l_1038 = l_mut_284 < l_mut_228;
const bool l_1039 = l_mut_284 == l_mut_228;
const bool l_1040 = l_mut_290 < l_mut_234;
const bool l_1041 = l_1039 && l_1040;
const bool l_1042 = l_1038 || l_1041;
if (l_1042) {
const uint32 l_1043 = l_mut_234 - uint32(1);
const uint32 l_1044 = l_mut_228 - uint32(0);
const bool l_1045 = l_mut_234 < uint32(1);
const uint32 l_1046 = uint32(l_1045);
const uint32 l_1047 = l_1044 - l_1046;
l_mut_644 = l_1043;
l_mut_97 = l_1047;
l_mut_82 = uint32(0);

for (uint32 l_mut_1048 = uint32(0); l_mut_1048 < uint32(20); ++l_mut_1048) {
const uint32 l_1049 = uint32(19) - l_mut_1048;
l_mut_45 = l_mut_644;
l_mut_1050 = l_mut_97;
const bool l_1051 = l_1049 >= uint32(32);
if (l_1051) {
const uint32 l_1052 = l_1049 & uint32(31);
const uint32 l_1053 = l_mut_97 >> l_1052;
l_mut_45 = l_1053;
l_mut_1050 = uint32(0);
} else {
const bool l_1054 = l_1049 > uint32(0);
if (l_1054) {
l_mut_1055 = l_mut_644;
const bool l_1056 = l_1049 > uint32(0);
if (l_1056) {
const uint32 l_1057 = l_mut_644 >> l_1049;
const uint32 l_1058 = uint32(32) - l_1049;
const uint32 l_1059 = l_mut_97 << l_1058;
const uint32 l_1060 = l_1057 | l_1059;
l_mut_1055 = l_1060;
}
const uint32 l_1061 = l_mut_97 >> l_1049;
l_mut_45 = l_mut_1055;
l_mut_1050 = l_1061;
}
}
const bool l_1062 = l_mut_1050 < l_mut_284;
const bool l_1063 = l_mut_1050 == l_mut_284;
const bool l_1064 = l_mut_45 < l_mut_290;
const bool l_1065 = l_1063 && l_1064;
const bool l_1066 = l_1062 || l_1065;
const bool l_1067 = !l_1066;
if (l_1067) {
l_mut_1055 = l_mut_290;
l_mut_1050 = l_mut_284;
const bool l_1068 = l_1049 >= uint32(32);
if (l_1068) {
const uint32 l_1069 = l_1049 & uint32(31);
const uint32 l_1070 = l_mut_290 << l_1069;
l_mut_1055 = uint32(0);
l_mut_1050 = l_1070;
} else {
const bool l_1071 = l_1049 > uint32(0);
if (l_1071) {
const uint32 l_1072 = l_mut_290 << l_1049;
const uint32 l_1073 = l_mut_284 << l_1049;
const uint32 l_1074 = uint32(32) - l_1049;
const uint32 l_1075 = l_mut_290 >> l_1074;
const uint32 l_1076 = l_1073 | l_1075;
l_mut_1055 = l_1072;
l_mut_1050 = l_1076;
}
}
const uint32 l_1077 = l_mut_644 - l_mut_1055;
const uint32 l_1078 = l_mut_97 - l_mut_1050;
const bool l_1079 = l_mut_644 < l_mut_1055;
const uint32 l_1080 = uint32(l_1079);
const uint32 l_1081 = l_1078 - l_1080;
l_mut_644 = l_1077;
l_mut_97 = l_1081;
const uint32 l_1082 = uint32(1) << l_1049;
l_mut_82 = l_mut_82 | l_1082;
}
}
const uint32 l_1083 = min(l_mut_82, l_1020);
l_mut_1055 = l_1083;
const bool l_1084 = l_mut_97 < l_mut_284;
const bool l_1085 = l_mut_97 == l_mut_284;
const bool l_1086 = l_mut_644 < l_mut_290;
const bool l_1087 = l_1085 && l_1086;
const bool l_1088 = l_1084 || l_1087;
const bool l_1089 = !l_1088;
if (l_1089) {
l_mut_1055 = l_1020;
}
l_mut_712 = l_mut_1055;
}
} else {
l_mut_1055 = l_mut_234;
l_mut_1050 = l_mut_228;
while (true) {
const bool l_1090 = l_mut_284 < l_mut_1050;
const bool l_1091 = l_mut_284 == l_mut_1050;
const bool l_1092 = l_mut_290 < l_mut_1055;
const bool l_1093 = l_1091 && l_1092;
const bool l_1094 = l_1090 || l_1093;
const uint32 l_1095 = l_mut_712 * l_mut_103;
const uint32 l_1096 = l_mut_109 + l_1095;
const uint32 l_1097 = l_1096 + l_mut_103;
const bool l_1098 = l_1097 < l_77;
const bool l_1099 = l_1094 && l_1098;
const bool l_1100 = !l_1099;
if (l_1100) {
break;}
const uint32 l_1101 = l_mut_1055 - l_mut_290;
const uint32 l_1102 = l_mut_1050 - l_mut_284;
const bool l_1103 = l_mut_1055 < l_mut_290;
const uint32 l_1104 = uint32(l_1103);
const uint32 l_1105 = l_1102 - l_1104;
l_mut_1055 = l_1101;
l_mut_1050 = l_1105;
l_mut_712 = l_mut_712 + uint32(1);
}
}
}
const uint32 l_1106 = l_mut_712 * l_mut_103;
const uint32 l_1107 = l_mut_109 + l_1106;
const uint32 l_1108 = l_1107 + l_mut_103;
const bool l_1109 = l_1108 >= l_77;
if (l_1109) {
l_mut_650 = uint32(1);
} else {
const uint32 l_1110 = l_mut_290 * l_mut_712;
const uint32 l_1111 = __umulhi(l_mut_290, l_mut_712);
const uint32 l_1112 = l_mut_284 * l_mut_712;
const uint32 l_1113 = l_1111 + l_1112;
const uint32 l_1114 = l_mut_234 - l_1110;
const uint32 l_1115 = l_mut_228 - l_1113;
const bool l_1116 = l_mut_234 < l_1110;
const uint32 l_1117 = uint32(l_1116);
const uint32 l_1118 = l_1115 - l_1117;
l_mut_703 = l_1114;
l_mut_702 = l_1118;
const uint32 l_1119 = l_mut_712 * l_mut_103;
const uint32 l_1120 = l_mut_109 + l_1119;
l_mut_701 = l_1120;
const uint32 l_1121 = l_mut_290 - l_mut_703;
const uint32 l_1122 = l_mut_284 - l_mut_702;
const bool l_1123 = l_mut_290 < l_mut_703;
const uint32 l_1124 = uint32(l_1123);
const uint32 l_1125 = l_1122 - l_1124;
l_mut_707 = l_1121;
l_mut_706 = l_1125;
const uint32 l_1126 = l_mut_103 + l_mut_701;
l_mut_690 = l_1126;
}
}
}
l_mut_290 = l_mut_707;
l_mut_284 = l_mut_706;
l_mut_234 = l_mut_703;
l_mut_228 = l_mut_702;
l_mut_109 = l_mut_701;
l_mut_103 = l_mut_690;
l_mut_166 = l_mut_683;
l_mut_160 = l_mut_656;
const bool l_1127 = l_mut_650 == uint32(1);
l_mut_612 = l_1127;
const bool l_1128 = l_mut_650 == uint32(0);
l_mut_619 = l_1128;
}
const bool l_1129 = !l_mut_612;
if (l_1129) {
const uint32 l_1130 = l_37 * uint32(8);
const uint32 l_1131 = l_1130 + l_38;
const uint32 l_1274 = info.static_meta[uint32(6)];
const uint32 l_1275 = l_1274 * uint32(1);
const uint32 l_1276 = l_1275 - uint32(1);
const uint32 l_1277 = min(uint32(1), l_1276);
uint32* l_1278 = &buffer_6[l_1277];
uint32* l_1132 = l_1278;
const uint32 l_1133 = atomicAdd(l_1132, uint32(1));
const uint32 l_1134 = info.static_meta[uint32(12)];
const bool l_1135 = l_1133 < l_1134;
if (l_1135) {
const uint32 l_1279 = info.static_meta[uint32(5)];
const uint32 l_1280 = l_1279 * uint32(1);
const bool l_1281 = l_1133 < l_1280;
if (l_1281) {
buffer_5[l_1133] = l_1131;
}
}
}
}
}

}
