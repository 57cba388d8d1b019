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
bool l_mut_358;
bool l_mut_392;
uint32 l_mut_258;
uint32 l_mut_271;
uint32 l_mut_304;
uint32 l_mut_67;
uint32 l_mut_731;
uint32 l_mut_742;
uint32 l_mut_773;
uint64 l_mut_105;
uint64 l_mut_127;
uint64 l_mut_158;
uint64 l_mut_212;
uint64 l_mut_284;
uint64 l_mut_301;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1249 = info.static_meta[uint32(5)];
const uint32 l_1250 = l_1249 * uint32(1);
const uint32 l_1251 = l_1250 - uint32(1);
const uint32 l_1252 = min(uint32(3), l_1251);
uint32* l_1253 = &buffer_5[l_1252];
uint32* l_1 = l_1253;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_1165 = info.static_meta[uint32(3)];
const uint32 l_1166 = l_1165 * uint32(1);
const bool l_1167 = l_3 < l_1166;
const uint32 l_1168 = l_1166 - uint32(1);
const uint32 l_1169 = min(l_3, l_1168);
const uint32 l_1170 = buffer_3[l_1169];
const uint32 l_1171 = (l_1167) ? l_1170 : uint32(0);
const uint32 l_4 = l_1171;
const uint64 l_5 = uint64(l_4);
const uint32 l_6 = uint32(2) * uint32(0);
const uint32 l_7 = l_6 + uint32(1);
const uint32 l_1172 = info.static_meta[uint32(3)];
const uint32 l_1173 = l_1172 * uint32(1);
const bool l_1174 = l_7 < l_1173;
const uint32 l_1175 = l_1173 - uint32(1);
const uint32 l_1176 = min(l_7, l_1175);
const uint32 l_1177 = buffer_3[l_1176];
const uint32 l_1178 = (l_1174) ? l_1177 : uint32(0);
const uint32 l_8 = l_1178;
const uint64 l_9 = uint64(l_8);
const uint64 l_10 = l_9 << uint64(32);
const uint64 l_11 = l_5 | l_10;
const uint64 l_12 = l_11 & uint64(4294967295);
const uint32 l_13 = uint32(l_12);
const uint32 l_14 = uint32(2) * uint32(1);
const uint32 l_1179 = info.static_meta[uint32(3)];
const uint32 l_1180 = l_1179 * uint32(1);
const bool l_1181 = l_14 < l_1180;
const uint32 l_1182 = l_1180 - uint32(1);
const uint32 l_1183 = min(l_14, l_1182);
const uint32 l_1184 = buffer_3[l_1183];
const uint32 l_1185 = (l_1181) ? l_1184 : uint32(0);
const uint32 l_15 = l_1185;
const uint64 l_16 = uint64(l_15);
const uint32 l_17 = uint32(2) * uint32(1);
const uint32 l_18 = l_17 + uint32(1);
const uint32 l_1186 = info.static_meta[uint32(3)];
const uint32 l_1187 = l_1186 * uint32(1);
const bool l_1188 = l_18 < l_1187;
const uint32 l_1189 = l_1187 - uint32(1);
const uint32 l_1190 = min(l_18, l_1189);
const uint32 l_1191 = buffer_3[l_1190];
const uint32 l_1192 = (l_1188) ? l_1191 : uint32(0);
const uint32 l_19 = l_1192;
const uint64 l_20 = uint64(l_19);
const uint64 l_21 = l_20 << uint64(32);
const uint64 l_22 = l_16 | l_21;
const uint64 l_23 = l_22 & uint64(4294967295);
const uint32 l_24 = uint32(l_23);
const uint32 l_25 = uint32(2) * uint32(2);
const uint32 l_1193 = info.static_meta[uint32(3)];
const uint32 l_1194 = l_1193 * uint32(1);
const bool l_1195 = l_25 < l_1194;
const uint32 l_1196 = l_1194 - uint32(1);
const uint32 l_1197 = min(l_25, l_1196);
const uint32 l_1198 = buffer_3[l_1197];
const uint32 l_1199 = (l_1195) ? l_1198 : uint32(0);
const uint32 l_26 = l_1199;
const uint64 l_27 = uint64(l_26);
const uint32 l_28 = uint32(2) * uint32(2);
const uint32 l_29 = l_28 + uint32(1);
const uint32 l_1200 = info.static_meta[uint32(3)];
const uint32 l_1201 = l_1200 * uint32(1);
const bool l_1202 = l_29 < l_1201;
const uint32 l_1203 = l_1201 - uint32(1);
const uint32 l_1204 = min(l_29, l_1203);
const uint32 l_1205 = buffer_3[l_1204];
const uint32 l_1206 = (l_1202) ? l_1205 : uint32(0);
const uint32 l_30 = l_1206;
const uint64 l_31 = uint64(l_30);
const uint64 l_32 = l_31 << uint64(32);
const uint64 l_33 = l_27 | l_32;
const uint32 l_34 = uint32(2) * uint32(3);
const uint32 l_1207 = info.static_meta[uint32(3)];
const uint32 l_1208 = l_1207 * uint32(1);
const bool l_1209 = l_34 < l_1208;
const uint32 l_1210 = l_1208 - uint32(1);
const uint32 l_1211 = min(l_34, l_1210);
const uint32 l_1212 = buffer_3[l_1211];
const uint32 l_1213 = (l_1209) ? l_1212 : uint32(0);
const uint32 l_35 = l_1213;
const uint64 l_36 = uint64(l_35);
const uint32 l_37 = uint32(2) * uint32(3);
const uint32 l_38 = l_37 + uint32(1);
const uint32 l_1214 = info.static_meta[uint32(3)];
const uint32 l_1215 = l_1214 * uint32(1);
const bool l_1216 = l_38 < l_1215;
const uint32 l_1217 = l_1215 - uint32(1);
const uint32 l_1218 = min(l_38, l_1217);
const uint32 l_1219 = buffer_3[l_1218];
const uint32 l_1220 = (l_1216) ? l_1219 : uint32(0);
const uint32 l_39 = l_1220;
const uint64 l_40 = uint64(l_39);
const uint64 l_41 = l_40 << uint64(32);
const uint64 l_42 = l_36 | l_41;
const uint32 l_43 = uint32(2) * uint32(4);
const uint32 l_1221 = info.static_meta[uint32(3)];
const uint32 l_1222 = l_1221 * uint32(1);
const bool l_1223 = l_43 < l_1222;
const uint32 l_1224 = l_1222 - uint32(1);
const uint32 l_1225 = min(l_43, l_1224);
const uint32 l_1226 = buffer_3[l_1225];
const uint32 l_1227 = (l_1223) ? l_1226 : uint32(0);
const uint32 l_44 = l_1227;
const uint64 l_45 = uint64(l_44);
const uint32 l_46 = uint32(2) * uint32(4);
const uint32 l_47 = l_46 + uint32(1);
const uint32 l_1228 = info.static_meta[uint32(3)];
const uint32 l_1229 = l_1228 * uint32(1);
const bool l_1230 = l_47 < l_1229;
const uint32 l_1231 = l_1229 - uint32(1);
const uint32 l_1232 = min(l_47, l_1231);
const uint32 l_1233 = buffer_3[l_1232];
const uint32 l_1234 = (l_1230) ? l_1233 : uint32(0);
const uint32 l_48 = l_1234;
const uint64 l_49 = uint64(l_48);
const uint64 l_50 = l_49 << uint64(32);
const uint64 l_51 = l_45 | l_50;
const uint32 l_52 = uint32(2) * uint32(5);
const uint32 l_1235 = info.static_meta[uint32(3)];
const uint32 l_1236 = l_1235 * uint32(1);
const bool l_1237 = l_52 < l_1236;
const uint32 l_1238 = l_1236 - uint32(1);
const uint32 l_1239 = min(l_52, l_1238);
const uint32 l_1240 = buffer_3[l_1239];
const uint32 l_1241 = (l_1237) ? l_1240 : uint32(0);
const uint32 l_53 = l_1241;
const uint64 l_54 = uint64(l_53);
const uint32 l_55 = uint32(2) * uint32(5);
const uint32 l_56 = l_55 + uint32(1);
const uint32 l_1242 = info.static_meta[uint32(3)];
const uint32 l_1243 = l_1242 * uint32(1);
const bool l_1244 = l_56 < l_1243;
const uint32 l_1245 = l_1243 - uint32(1);
const uint32 l_1246 = min(l_56, l_1245);
const uint32 l_1247 = buffer_3[l_1246];
const uint32 l_1248 = (l_1244) ? l_1247 : uint32(0);
const uint32 l_57 = l_1248;
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
const uint32 l_1254 = info.static_meta[uint32(0)];
const uint32 l_1255 = l_1254 * uint32(1);
const bool l_1256 = l_76 < l_1255;
const uint32 l_1257 = l_1255 - uint32(1);
const uint32 l_1258 = min(l_76, l_1257);
const uint32 l_1259 = buffer_0[l_1258];
const uint32 l_1260 = (l_1256) ? l_1259 : uint32(0);
const uint32 l_77 = l_1260;
const uint64 l_78 = uint64(l_77);
const uint32 l_79 = uint32(2) * idxGlobal;
const uint32 l_80 = l_79 + uint32(1);
const uint32 l_1261 = info.static_meta[uint32(0)];
const uint32 l_1262 = l_1261 * uint32(1);
const bool l_1263 = l_80 < l_1262;
const uint32 l_1264 = l_1262 - uint32(1);
const uint32 l_1265 = min(l_80, l_1264);
const uint32 l_1266 = buffer_0[l_1265];
const uint32 l_1267 = (l_1263) ? l_1266 : uint32(0);
const uint32 l_81 = l_1267;
const uint64 l_82 = uint64(l_81);
const uint64 l_83 = l_82 << uint64(32);
const uint64 l_84 = l_78 | l_83;
const uint32 l_85 = uint32(2) * idxGlobal;
const uint32 l_1268 = info.static_meta[uint32(1)];
const uint32 l_1269 = l_1268 * uint32(1);
const bool l_1270 = l_85 < l_1269;
const uint32 l_1271 = l_1269 - uint32(1);
const uint32 l_1272 = min(l_85, l_1271);
const uint32 l_1273 = buffer_1[l_1272];
const uint32 l_1274 = (l_1270) ? l_1273 : uint32(0);
const uint32 l_86 = l_1274;
const uint64 l_87 = uint64(l_86);
const uint32 l_88 = uint32(2) * idxGlobal;
const uint32 l_89 = l_88 + uint32(1);
const uint32 l_1275 = info.static_meta[uint32(1)];
const uint32 l_1276 = l_1275 * uint32(1);
const bool l_1277 = l_89 < l_1276;
const uint32 l_1278 = l_1276 - uint32(1);
const uint32 l_1279 = min(l_89, l_1278);
const uint32 l_1280 = buffer_1[l_1279];
const uint32 l_1281 = (l_1277) ? l_1280 : uint32(0);
const uint32 l_90 = l_1281;
const uint64 l_91 = uint64(l_90);
const uint64 l_92 = l_91 << uint64(32);
const uint64 l_93 = l_87 | l_92;
const uint32 l_94 = uint32(2) * idxGlobal;
const uint32 l_1282 = info.static_meta[uint32(2)];
const uint32 l_1283 = l_1282 * uint32(1);
const bool l_1284 = l_94 < l_1283;
const uint32 l_1285 = l_1283 - uint32(1);
const uint32 l_1286 = min(l_94, l_1285);
const uint32 l_1287 = buffer_2[l_1286];
const uint32 l_1288 = (l_1284) ? l_1287 : uint32(0);
const uint32 l_95 = l_1288;
const uint64 l_96 = uint64(l_95);
const uint32 l_97 = uint32(2) * idxGlobal;
const uint32 l_98 = l_97 + uint32(1);
const uint32 l_1289 = info.static_meta[uint32(2)];
const uint32 l_1290 = l_1289 * uint32(1);
const bool l_1291 = l_98 < l_1290;
const uint32 l_1292 = l_1290 - uint32(1);
const uint32 l_1293 = min(l_98, l_1292);
const uint32 l_1294 = buffer_2[l_1293];
const uint32 l_1295 = (l_1291) ? l_1294 : uint32(0);
const uint32 l_99 = l_1295;
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
const uint64 l_355 = l_mut_212 - l_mut_127;
l_mut_301 = l_355;
if (l_mut_350) {
const uint64 l_356 = l_mut_127 - l_255;
l_mut_301 = l_356;
}
l_mut_284 = l_mut_212;
const bool l_357 = l_mut_301 < l_mut_212;
if (l_357) {
l_mut_284 = l_mut_301;
}
l_mut_358 = bool(false);
const uint64 l_359 = uint64(uint32(3));
const uint64 l_360 = l_mut_284 >> l_359;
const bool l_361 = l_360 < l_mut_158;
const bool l_362 = !l_361;
l_mut_358 = l_362;
l_mut_304 = uint32(0);
const bool l_363 = l_mut_158 == uint64(0);
const bool l_364 = !l_363;
const bool l_365 = l_mut_358 && l_364;
const bool l_366 = l_mut_158 < l_mut_284;
const bool l_367 = l_365 && l_366;
const uint32 l_368 = l_mut_67 + l_mut_258;
const bool l_369 = l_368 < l_13;
const bool l_370 = l_367 && l_369;
if (l_370) {
const uint32 l_371 = l_13 - l_mut_67;
const uint32 l_372 = l_371 - l_mut_258;
const uint32 l_373 = l_372 / l_mut_67;
const uint64 l_374 = l_mut_284 - uint64(1);
const uint64 l_375 = l_374 / l_mut_158;
const uint64 l_376 = uint64(l_373);
const bool l_377 = l_375 < l_376;
const uint64 l_378 = uint64(l_373);
const uint64 l_379 = (l_377) ? l_375 : l_378;
const uint32 l_380 = uint32(l_379);
l_mut_304 = l_380;
}
const bool l_381 = l_mut_304 == uint32(0);
l_mut_358 = l_381;
const bool l_382 = l_mut_304 > uint32(0);
if (l_382) {
const uint64 l_383 = uint64(l_mut_304);
const uint64 l_384 = l_mut_158 * l_383;
if (l_mut_350) {
const uint64 l_385 = l_mut_127 - l_384;
l_mut_127 = l_385;
}
const uint64 l_386 = l_mut_212 - l_384;
l_mut_212 = l_386;
const uint32 l_387 = l_mut_304 * l_mut_67;
l_mut_258 = l_mut_258 + l_387;
} else {
if (l_mut_350) {
const uint64 l_388 = l_mut_127 - l_mut_158;
l_mut_127 = l_388;
const bool l_389 = l_mut_127 < l_255;
if (l_389) {
l_mut_262 = bool(false);
l_mut_358 = bool(false);
}
}
}
if (l_mut_358) {
const uint32 l_390 = l_13 - l_mut_67;
const uint32 l_391 = l_390 / l_mut_258;
l_mut_304 = uint32(0);
l_mut_392 = bool(false);
const uint64 l_393 = uint64(uint32(3));
const uint64 l_394 = l_mut_158 >> l_393;
const bool l_395 = l_394 < l_mut_212;
const bool l_396 = !l_395;
l_mut_392 = l_396;
const bool l_397 = l_mut_212 == uint64(0);
if (l_397) {
l_mut_304 = l_391;
} else {
if (l_mut_392) {
const bool l_398 = l_mut_212 < l_mut_158;
if (l_398) {
const uint64 l_399 = l_mut_158 - uint64(1);
const uint64 l_400 = l_399 / l_mut_212;
const uint64 l_401 = uint64(l_391);
const bool l_402 = l_400 < l_401;
const uint64 l_403 = uint64(l_391);
const uint64 l_404 = (l_402) ? l_400 : l_403;
const uint32 l_405 = uint32(l_404);
l_mut_304 = l_405;
}
} else {
l_mut_301 = l_mut_158;
while (true) {
const bool l_406 = l_mut_212 < l_mut_301;
const uint32 l_407 = l_mut_304 * l_mut_258;
const uint32 l_408 = l_mut_67 + l_407;
const uint32 l_409 = l_408 + l_mut_258;
const bool l_410 = l_409 < l_13;
const bool l_411 = l_406 && l_410;
const bool l_412 = !l_411;
if (l_412) {
break;}
const uint64 l_413 = l_mut_301 - l_mut_212;
l_mut_301 = l_413;
l_mut_304 = l_mut_304 + uint32(1);
}
}
}
const uint32 l_414 = l_mut_304 * l_mut_258;
const uint32 l_415 = l_mut_67 + l_414;
const uint32 l_416 = l_415 + l_mut_258;
const bool l_417 = l_416 >= l_13;
if (l_417) {
l_mut_259 = bool(true);
l_mut_262 = bool(false);
} else {
const uint64 l_418 = uint64(l_mut_304);
const uint64 l_419 = l_mut_212 * l_418;
const uint64 l_420 = l_mut_158 - l_419;
l_mut_158 = l_420;
const uint32 l_421 = l_mut_304 * l_mut_258;
l_mut_67 = l_mut_67 + l_421;
const uint64 l_422 = l_mut_212 - l_mut_158;
l_mut_212 = l_422;
l_mut_258 = l_mut_258 + l_mut_67;
}
}
}
const bool l_423 = !l_mut_259;
if (l_423) {
const uint32 l_1296 = info.static_meta[uint32(5)];
const uint32 l_1297 = l_1296 * uint32(1);
const uint32 l_1298 = l_1297 - uint32(1);
const uint32 l_1299 = min(uint32(0), l_1298);
uint32* l_1300 = &buffer_5[l_1299];
uint32* l_424 = l_1300;
const uint32 l_425 = atomicAdd(l_424, uint32(1));
const uint32 l_426 = l_13 / uint32(8);
l_mut_304 = uint32(0);
l_mut_271 = uint32(0);
l_mut_258 = uint32(0);

for (uint32 l_mut_427 = uint32(0); l_mut_427 < uint32(8); ++l_mut_427) {
const uint32 l_428 = l_mut_427 * l_426;
const bool l_429 = l_428 < l_74;
const uint32 l_430 = l_13 / uint32(8);
const uint32 l_431 = l_mut_427 * l_430;
const uint32 l_432 = l_431 + l_431;
const uint64 l_433 = l_102 >> uint64(63);
const bool l_434 = l_433 == uint64(1);
l_mut_301 = l_102;
if (l_434) {
const uint64 l_435 = uint64(uint32(0));
const uint64 l_436 = l_435 - l_102;
l_mut_301 = l_436;
}
const uint64 l_437 = uint64(l_432);
const uint64 l_438 = l_mut_301 & uint64(4294967295);
const uint64 l_439 = l_438 * l_437;
const uint64 l_440 = l_mut_301 >> uint64(32);
const uint64 l_441 = l_440 * l_437;
const uint64 l_442 = l_441 << uint64(32);
const uint64 l_443 = l_439 + l_442;
const uint64 l_444 = l_441 >> uint64(32);
const bool l_445 = l_443 < l_439;
const uint64 l_446 = uint64(l_445);
const uint64 l_447 = l_444 + l_446;
l_mut_301 = l_443;
const bool l_448 = l_24 == uint32(64);
if (l_448) {
l_mut_301 = l_447;
} else {
const bool l_449 = l_24 > uint32(0);
if (l_449) {
const uint32 l_450 = uint32(64) - l_24;
const uint64 l_451 = uint64(l_450);
const uint64 l_452 = l_447 << l_451;
const uint64 l_453 = uint64(l_24);
const uint64 l_454 = l_443 >> l_453;
const uint64 l_455 = l_452 | l_454;
l_mut_301 = l_455;
}
}
l_mut_284 = l_mut_301;
if (l_434) {
const uint64 l_456 = uint64(uint32(0));
const uint64 l_457 = l_456 - l_mut_284;
l_mut_284 = l_457;
}
const uint64 l_458 = l_84 + l_mut_284;
const uint64 l_459 = uint64(l_431);
const uint64 l_460 = l_84 * l_459;
const uint64 l_461 = l_93 + l_460;
const uint64 l_462 = uint64(uint32(0));
l_mut_301 = l_462;
const bool l_463 = l_431 < uint32(65536);
if (l_463) {
const uint32 l_464 = l_431 * l_431;
const uint64 l_465 = l_102 >> uint64(63);
const bool l_466 = l_465 == uint64(1);
l_mut_284 = l_102;
if (l_466) {
const uint64 l_467 = uint64(uint32(0));
const uint64 l_468 = l_467 - l_102;
l_mut_284 = l_468;
}
const uint64 l_469 = uint64(l_464);
const uint64 l_470 = l_mut_284 & uint64(4294967295);
const uint64 l_471 = l_470 * l_469;
const uint64 l_472 = l_mut_284 >> uint64(32);
const uint64 l_473 = l_472 * l_469;
const uint64 l_474 = l_473 << uint64(32);
const uint64 l_475 = l_471 + l_474;
const uint64 l_476 = l_473 >> uint64(32);
const bool l_477 = l_475 < l_471;
const uint64 l_478 = uint64(l_477);
const uint64 l_479 = l_476 + l_478;
l_mut_284 = l_475;
const bool l_480 = l_24 == uint32(64);
if (l_480) {
l_mut_284 = l_479;
} else {
const bool l_481 = l_24 > uint32(0);
if (l_481) {
const uint32 l_482 = uint32(64) - l_24;
const uint64 l_483 = uint64(l_482);
const uint64 l_484 = l_479 << l_483;
const uint64 l_485 = uint64(l_24);
const uint64 l_486 = l_475 >> l_485;
const uint64 l_487 = l_484 | l_486;
l_mut_284 = l_487;
}
}
l_mut_212 = l_mut_284;
if (l_466) {
const uint64 l_488 = uint64(uint32(0));
const uint64 l_489 = l_488 - l_mut_212;
l_mut_212 = l_489;
}
l_mut_301 = l_mut_212;
} else {
const uint64 l_490 = l_102 >> uint64(63);
const bool l_491 = l_490 == uint64(1);
l_mut_284 = l_102;
if (l_491) {
const uint64 l_492 = uint64(uint32(0));
const uint64 l_493 = l_492 - l_102;
l_mut_284 = l_493;
}
const uint64 l_494 = uint64(l_431);
const uint64 l_495 = l_mut_284 & uint64(4294967295);
const uint64 l_496 = l_495 * l_494;
const uint64 l_497 = l_mut_284 >> uint64(32);
const uint64 l_498 = l_497 * l_494;
const uint64 l_499 = l_498 << uint64(32);
const uint64 l_500 = l_496 + l_499;
const uint64 l_501 = l_498 >> uint64(32);
const bool l_502 = l_500 < l_496;
const uint64 l_503 = uint64(l_502);
const uint64 l_504 = l_501 + l_503;
l_mut_212 = l_500;
const bool l_505 = uint32(0) == uint32(64);
if (l_505) {
l_mut_212 = l_504;
} else {
const bool l_506 = uint32(0) > uint32(0);
if (l_506) {
const uint64 l_507 = uint64(uint32(64));
const uint64 l_508 = l_504 << l_507;
const uint64 l_509 = uint64(uint32(0));
const uint64 l_510 = l_500 >> l_509;
const uint64 l_511 = l_508 | l_510;
l_mut_212 = l_511;
}
}
const uint64 l_512 = uint64(l_431);
const uint64 l_513 = l_mut_284 & uint64(4294967295);
const uint64 l_514 = l_513 * l_512;
const uint64 l_515 = l_mut_284 >> uint64(32);
const uint64 l_516 = l_515 * l_512;
const uint64 l_517 = l_516 << uint64(32);
const uint64 l_518 = l_514 + l_517;
const uint64 l_519 = l_516 >> uint64(32);
const bool l_520 = l_518 < l_514;
const uint64 l_521 = uint64(l_520);
const uint64 l_522 = l_519 + l_521;
l_mut_284 = l_518;
const bool l_523 = uint32(64) == uint32(64);
if (l_523) {
l_mut_284 = l_522;
} else {
const bool l_524 = uint32(64) > uint32(0);
if (l_524) {
const uint64 l_525 = uint64(uint32(0));
const uint64 l_526 = l_522 << l_525;
const uint64 l_527 = uint64(uint32(64));
const uint64 l_528 = l_518 >> l_527;
const uint64 l_529 = l_526 | l_528;
l_mut_284 = l_529;
}
}
const uint64 l_530 = uint64(l_431);
const uint64 l_531 = l_mut_212 & uint64(4294967295);
const uint64 l_532 = l_531 * l_530;
const uint64 l_533 = l_mut_212 >> uint64(32);
const uint64 l_534 = l_533 * l_530;
const uint64 l_535 = l_534 << uint64(32);
const uint64 l_536 = l_532 + l_535;
const uint64 l_537 = l_534 >> uint64(32);
const bool l_538 = l_536 < l_532;
const uint64 l_539 = uint64(l_538);
const uint64 l_540 = l_537 + l_539;
l_mut_158 = l_536;
const bool l_541 = uint32(0) == uint32(64);
if (l_541) {
l_mut_158 = l_540;
} else {
const bool l_542 = uint32(0) > uint32(0);
if (l_542) {
const uint64 l_543 = uint64(uint32(64));
const uint64 l_544 = l_540 << l_543;
const uint64 l_545 = uint64(uint32(0));
const uint64 l_546 = l_536 >> l_545;
const uint64 l_547 = l_544 | l_546;
l_mut_158 = l_547;
}
}
const uint64 l_548 = uint64(l_431);
const uint64 l_549 = l_mut_212 & uint64(4294967295);
const uint64 l_550 = l_549 * l_548;
const uint64 l_551 = l_mut_212 >> uint64(32);
const uint64 l_552 = l_551 * l_548;
const uint64 l_553 = l_552 << uint64(32);
const uint64 l_554 = l_550 + l_553;
const uint64 l_555 = l_552 >> uint64(32);
const bool l_556 = l_554 < l_550;
const uint64 l_557 = uint64(l_556);
const uint64 l_558 = l_555 + l_557;
l_mut_212 = l_554;
const bool l_559 = uint32(64) == uint32(64);
if (l_559) {
l_mut_212 = l_558;
} else {
const bool l_560 = uint32(64) > uint32(0);
if (l_560) {
const uint64 l_561 = uint64(uint32(0));
const uint64 l_562 = l_558 << l_561;
const uint64 l_563 = uint64(uint32(64));
const uint64 l_564 = l_554 >> l_563;
const uint64 l_565 = l_562 | l_564;
l_mut_212 = l_565;
}
}
const uint64 l_566 = uint64(l_431);
const uint64 l_567 = l_mut_284 * l_566;
const uint64 l_568 = l_mut_212 + l_567;
l_mut_301 = l_mut_158;
const bool l_569 = l_24 == uint32(64);
if (l_569) {
l_mut_301 = l_568;
} else {
const bool l_570 = l_24 > uint32(0);
if (l_570) {
const uint32 l_571 = uint32(64) - l_24;
const uint64 l_572 = uint64(l_571);
const uint64 l_573 = l_568 << l_572;
const uint64 l_574 = uint64(l_24);
const uint64 l_575 = l_mut_158 >> l_574;
const uint64 l_576 = l_573 + l_575;
l_mut_301 = l_576;
}
}
if (l_491) {
const uint64 l_577 = uint64(uint32(0));
const uint64 l_578 = l_577 - l_mut_301;
l_mut_301 = l_578;
}
}
const uint64 l_579 = l_461 + l_mut_301;
const uint64 l_580 = l_102 >> uint64(63);
const bool l_581 = l_580 == uint64(1);
l_mut_301 = l_102;
if (l_581) {
const uint64 l_582 = uint64(uint32(0));
const uint64 l_583 = l_582 - l_102;
l_mut_301 = l_583;
}
const uint64 l_584 = uint64(l_430);
const uint64 l_585 = l_mut_301 & uint64(4294967295);
const uint64 l_586 = l_585 * l_584;
const uint64 l_587 = l_mut_301 >> uint64(32);
const uint64 l_588 = l_587 * l_584;
const uint64 l_589 = l_588 << uint64(32);
const uint64 l_590 = l_586 + l_589;
const uint64 l_591 = l_588 >> uint64(32);
const bool l_592 = l_590 < l_586;
const uint64 l_593 = uint64(l_592);
const uint64 l_594 = l_591 + l_593;
l_mut_301 = l_590;
const bool l_595 = l_24 == uint32(64);
if (l_595) {
l_mut_301 = l_594;
} else {
const bool l_596 = l_24 > uint32(0);
if (l_596) {
const uint32 l_597 = uint32(64) - l_24;
const uint64 l_598 = uint64(l_597);
const uint64 l_599 = l_594 << l_598;
const uint64 l_600 = uint64(l_24);
const uint64 l_601 = l_590 >> l_600;
const uint64 l_602 = l_599 | l_601;
l_mut_301 = l_602;
}
}
l_mut_284 = l_mut_301;
if (l_581) {
const uint64 l_603 = uint64(uint32(0));
const uint64 l_604 = l_603 - l_mut_284;
l_mut_284 = l_604;
}
const uint64 l_605 = l_458 + l_mut_284;
const uint32 l_606 = l_24 + uint32(3);
const uint64 l_607 = uint64(uint32(0));
l_mut_301 = l_607;
const bool l_608 = l_430 < uint32(65536);
if (l_608) {
const uint32 l_609 = l_430 * l_430;
const uint64 l_610 = l_102 >> uint64(63);
const bool l_611 = l_610 == uint64(1);
l_mut_284 = l_102;
if (l_611) {
const uint64 l_612 = uint64(uint32(0));
const uint64 l_613 = l_612 - l_102;
l_mut_284 = l_613;
}
const uint64 l_614 = uint64(l_609);
const uint64 l_615 = l_mut_284 & uint64(4294967295);
const uint64 l_616 = l_615 * l_614;
const uint64 l_617 = l_mut_284 >> uint64(32);
const uint64 l_618 = l_617 * l_614;
const uint64 l_619 = l_618 << uint64(32);
const uint64 l_620 = l_616 + l_619;
const uint64 l_621 = l_618 >> uint64(32);
const bool l_622 = l_620 < l_616;
const uint64 l_623 = uint64(l_622);
const uint64 l_624 = l_621 + l_623;
l_mut_284 = l_620;
const bool l_625 = l_606 == uint32(64);
if (l_625) {
l_mut_284 = l_624;
} else {
const bool l_626 = l_606 > uint32(0);
if (l_626) {
const uint32 l_627 = uint32(64) - l_606;
const uint64 l_628 = uint64(l_627);
const uint64 l_629 = l_624 << l_628;
const uint64 l_630 = uint64(l_606);
const uint64 l_631 = l_620 >> l_630;
const uint64 l_632 = l_629 | l_631;
l_mut_284 = l_632;
}
}
l_mut_212 = l_mut_284;
if (l_611) {
const uint64 l_633 = uint64(uint32(0));
const uint64 l_634 = l_633 - l_mut_212;
l_mut_212 = l_634;
}
l_mut_301 = l_mut_212;
} else {
const uint64 l_635 = l_102 >> uint64(63);
const bool l_636 = l_635 == uint64(1);
l_mut_284 = l_102;
if (l_636) {
const uint64 l_637 = uint64(uint32(0));
const uint64 l_638 = l_637 - l_102;
l_mut_284 = l_638;
}
const uint64 l_639 = uint64(l_430);
const uint64 l_640 = l_mut_284 & uint64(4294967295);
const uint64 l_641 = l_640 * l_639;
const uint64 l_642 = l_mut_284 >> uint64(32);
const uint64 l_643 = l_642 * l_639;
const uint64 l_644 = l_643 << uint64(32);
const uint64 l_645 = l_641 + l_644;
const uint64 l_646 = l_643 >> uint64(32);
const bool l_647 = l_645 < l_641;
const uint64 l_648 = uint64(l_647);
const uint64 l_649 = l_646 + l_648;
l_mut_212 = l_645;
const bool l_650 = uint32(0) == uint32(64);
if (l_650) {
l_mut_212 = l_649;
} else {
const bool l_651 = uint32(0) > uint32(0);
if (l_651) {
const uint64 l_652 = uint64(uint32(64));
const uint64 l_653 = l_649 << l_652;
const uint64 l_654 = uint64(uint32(0));
const uint64 l_655 = l_645 >> l_654;
const uint64 l_656 = l_653 | l_655;
l_mut_212 = l_656;
}
}
const uint64 l_657 = uint64(l_430);
const uint64 l_658 = l_mut_284 & uint64(4294967295);
const uint64 l_659 = l_658 * l_657;
const uint64 l_660 = l_mut_284 >> uint64(32);
const uint64 l_661 = l_660 * l_657;
const uint64 l_662 = l_661 << uint64(32);
const uint64 l_663 = l_659 + l_662;
const uint64 l_664 = l_661 >> uint64(32);
const bool l_665 = l_663 < l_659;
const uint64 l_666 = uint64(l_665);
const uint64 l_667 = l_664 + l_666;
l_mut_284 = l_663;
const bool l_668 = uint32(64) == uint32(64);
if (l_668) {
l_mut_284 = l_667;
} else {
const bool l_669 = uint32(64) > uint32(0);
if (l_669) {
const uint64 l_670 = uint64(uint32(0));
const uint64 l_671 = l_667 << l_670;
const uint64 l_672 = uint64(uint32(64));
const uint64 l_673 = l_663 >> l_672;
const uint64 l_674 = l_671 | l_673;
l_mut_284 = l_674;
}
}
const uint64 l_675 = uint64(l_430);
const uint64 l_676 = l_mut_212 & uint64(4294967295);
const uint64 l_677 = l_676 * l_675;
const uint64 l_678 = l_mut_212 >> uint64(32);
const uint64 l_679 = l_678 * l_675;
const uint64 l_680 = l_679 << uint64(32);
const uint64 l_681 = l_677 + l_680;
const uint64 l_682 = l_679 >> uint64(32);
const bool l_683 = l_681 < l_677;
const uint64 l_684 = uint64(l_683);
const uint64 l_685 = l_682 + l_684;
l_mut_158 = l_681;
const bool l_686 = uint32(0) == uint32(64);
if (l_686) {
l_mut_158 = l_685;
} else {
const bool l_687 = uint32(0) > uint32(0);
if (l_687) {
const uint64 l_688 = uint64(uint32(64));
const uint64 l_689 = l_685 << l_688;
const uint64 l_690 = uint64(uint32(0));
const uint64 l_691 = l_681 >> l_690;
const uint64 l_692 = l_689 | l_691;
l_mut_158 = l_692;
}
}
const uint64 l_693 = uint64(l_430);
const uint64 l_694 = l_mut_212 & uint64(4294967295);
const uint64 l_695 = l_694 * l_693;
const uint64 l_696 = l_mut_212 >> uint64(32);
const uint64 l_697 = l_696 * l_693;
const uint64 l_698 = l_697 << uint64(32);
const uint64 l_699 = l_695 + l_698;
const uint64 l_700 = l_697 >> uint64(32);
const bool l_701 = l_699 < l_695;
const uint64 l_702 = uint64(l_701);
const uint64 l_703 = l_700 + l_702;
l_mut_212 = l_699;
const bool l_704 = uint32(64) == uint32(64);
if (l_704) {
l_mut_212 = l_703;
} else {
const bool l_705 = uint32(64) > uint32(0);
if (l_705) {
const uint64 l_706 = uint64(uint32(0));
const uint64 l_707 = l_703 << l_706;
const uint64 l_708 = uint64(uint32(64));
const uint64 l_709 = l_699 >> l_708;
const uint64 l_710 = l_707 | l_709;
l_mut_212 = l_710;
}
}
const uint64 l_711 = uint64(l_430);
const uint64 l_712 = l_mut_284 * l_711;
const uint64 l_713 = l_mut_212 + l_712;
l_mut_301 = l_mut_158;
const bool l_714 = l_606 == uint32(64);
if (l_714) {
l_mut_301 = l_713;
} else {
const bool l_715 = l_606 > uint32(0);
if (l_715) {
const uint32 l_716 = uint32(64) - l_606;
const uint64 l_717 = uint64(l_716);
const uint64 l_718 = l_713 << l_717;
const uint64 l_719 = uint64(l_606);
const uint64 l_720 = l_mut_158 >> l_719;
const uint64 l_721 = l_718 + l_720;
l_mut_301 = l_721;
}
}
if (l_636) {
const uint64 l_722 = uint64(uint32(0));
const uint64 l_723 = l_722 - l_mut_301;
l_mut_301 = l_723;
}
}
const uint64 l_724 = l_579 - l_mut_301;
const uint64 l_725 = l_724 + l_42;
const uint64 l_726 = uint64(uint32(0));
const uint64 l_727 = l_726 - l_605;
const uint64 l_728 = l_42 + l_42;
l_mut_301 = l_727;
const uint64 l_729 = uint64(uint32(0));
const uint64 l_730 = l_729 - l_727;
l_mut_284 = l_730;
l_mut_212 = l_725;
l_mut_67 = uint32(1);
l_mut_731 = uint32(1);
l_mut_392 = bool(false);
const bool l_732 = l_mut_212 < l_728;
const bool l_733 = !l_732;
l_mut_358 = l_733;
const bool l_734 = l_727 == uint64(0);
if (l_734) {
l_mut_392 = l_mut_358;
l_mut_358 = bool(false);
}
if (l_mut_358) {
const uint64 l_735 = l_727 >> uint64(63);
const bool l_736 = l_735 == uint64(1);
l_mut_158 = l_727;
if (l_736) {
const uint64 l_737 = uint64(uint32(0));
const uint64 l_738 = l_737 - l_727;
l_mut_158 = l_738;
}
const uint32 l_739 = l_430 - uint32(1);
const uint64 l_740 = uint64(l_739);
const uint64 l_741 = l_mut_158 * l_740;
l_mut_742 = uint32(0);
const uint32 l_743 = l_430 - uint32(1);
const uint64 l_744 = uint64(l_743);
const uint64 l_745 = l_mut_158 & uint64(4294967295);
const uint64 l_746 = l_745 * l_744;
const uint64 l_747 = l_mut_158 >> uint64(32);
const uint64 l_748 = l_747 * l_744;
const uint64 l_749 = l_748 << uint64(32);
const uint64 l_750 = l_746 + l_749;
const uint64 l_751 = l_748 >> uint64(32);
const bool l_752 = l_750 < l_746;
const uint64 l_753 = uint64(l_752);
const uint64 l_754 = l_751 + l_753;
l_mut_127 = l_750;
const bool l_755 = uint32(64) == uint32(64);
if (l_755) {
l_mut_127 = l_754;
} else {
const bool l_756 = uint32(64) > uint32(0);
if (l_756) {
const uint64 l_757 = uint64(uint32(0));
const uint64 l_758 = l_754 << l_757;
const uint64 l_759 = uint64(uint32(64));
const uint64 l_760 = l_750 >> l_759;
const uint64 l_761 = l_758 | l_760;
l_mut_127 = l_761;
}
}
const bool l_762 = l_mut_127 == uint64(0);
if (l_762) {
l_mut_127 = l_725;
if (l_736) {
const uint64 l_763 = uint64(uint32(0));
const uint64 l_764 = l_763 - l_725;
const bool l_765 = l_725 == uint64(0);
const bool l_766 = !l_765;
const bool l_767 = l_741 < l_764;
const bool l_768 = !l_767;
const bool l_769 = l_766 && l_768;
if (l_769) {
const uint32 l_770 = l_430 - uint32(1);
l_mut_105 = l_764;
const bool l_771 = l_764 < l_mut_158;
const bool l_772 = !l_771;
if (l_772) {
l_mut_773 = uint32(0);
const bool l_774 = l_mut_158 < l_764;
if (l_774) {
const uint64 l_775 = l_764 - uint64(1);
const uint64 l_776 = l_775 / l_mut_158;
const uint64 l_777 = uint64(l_770);
const bool l_778 = l_776 < l_777;
const uint64 l_779 = uint64(l_770);
const uint64 l_780 = (l_778) ? l_776 : l_779;
const uint32 l_781 = uint32(l_780);
l_mut_773 = l_781;
}
const uint64 l_782 = uint64(l_mut_773);
const uint64 l_783 = l_mut_158 * l_782;
const uint64 l_784 = l_764 - l_783;
l_mut_105 = l_784;
const bool l_785 = l_mut_105 < l_mut_158;
const bool l_786 = !l_785;
if (l_786) {
const uint64 l_787 = l_mut_105 - l_mut_158;
l_mut_105 = l_787;
}
}
const uint64 l_788 = l_mut_158 - l_mut_105;
l_mut_105 = l_788;
const bool l_789 = l_788 < l_mut_158;
const bool l_790 = !l_789;
if (l_790) {
const uint64 l_791 = l_788 - l_mut_158;
l_mut_105 = l_791;
}
const bool l_792 = l_mut_105 < l_mut_127;
if (l_792) {
l_mut_127 = l_mut_105;
}
}
} else {
const uint64 l_793 = l_725 - l_741;
l_mut_127 = l_793;
const bool l_794 = l_725 < l_741;
if (l_794) {
const uint32 l_795 = l_430 - uint32(1);
l_mut_105 = l_725;
const bool l_796 = l_725 < l_mut_158;
const bool l_797 = !l_796;
if (l_797) {
l_mut_773 = uint32(0);
const bool l_798 = l_mut_158 < l_725;
if (l_798) {
const uint64 l_799 = l_725 - uint64(1);
const uint64 l_800 = l_799 / l_mut_158;
const uint64 l_801 = uint64(l_795);
const bool l_802 = l_800 < l_801;
const uint64 l_803 = uint64(l_795);
const uint64 l_804 = (l_802) ? l_800 : l_803;
const uint32 l_805 = uint32(l_804);
l_mut_773 = l_805;
}
const uint64 l_806 = uint64(l_mut_773);
const uint64 l_807 = l_mut_158 * l_806;
const uint64 l_808 = l_725 - l_807;
l_mut_105 = l_808;
const bool l_809 = l_mut_105 < l_mut_158;
const bool l_810 = !l_809;
if (l_810) {
const uint64 l_811 = l_mut_105 - l_mut_158;
l_mut_105 = l_811;
}
}
const bool l_812 = l_mut_105 < l_mut_127;
if (l_812) {
l_mut_127 = l_mut_105;
}
}
}
const bool l_813 = l_mut_127 < l_728;
const bool l_814 = !l_813;
const uint32 l_815 = uint32(l_814);
const uint32 l_816 = uint32(2) - l_815;
l_mut_742 = l_816;
}
const bool l_817 = l_mut_742 > uint32(0);
if (l_817) {
const bool l_818 = l_mut_742 == uint32(1);
l_mut_392 = l_818;
l_mut_358 = bool(false);
}
}
l_mut_350 = bool(false);
while (true) {
const bool l_819 = !l_mut_358;
if (l_819) {
break;}
l_mut_158 = l_mut_301;
if (l_mut_350) {
l_mut_158 = l_mut_284;
}
const bool l_820 = l_mut_212 < l_mut_158;
const bool l_821 = !l_820;
const bool l_822 = l_821 != l_mut_350;
if (l_822) {
l_mut_158 = l_mut_301;
l_mut_301 = l_mut_284;
l_mut_284 = l_mut_158;
l_mut_773 = l_mut_67;
l_mut_67 = l_mut_731;
l_mut_731 = l_mut_773;
l_mut_350 = l_821;
}
const uint64 l_823 = l_mut_301 - l_mut_212;
l_mut_158 = l_823;
if (l_mut_350) {
const uint64 l_824 = l_mut_212 - l_728;
l_mut_158 = l_824;
}
l_mut_127 = l_mut_301;
const bool l_825 = l_mut_158 < l_mut_301;
if (l_825) {
l_mut_127 = l_mut_158;
}
l_mut_262 = bool(false);
const uint64 l_826 = uint64(uint32(3));
const uint64 l_827 = l_mut_127 >> l_826;
const bool l_828 = l_827 < l_mut_284;
const bool l_829 = !l_828;
l_mut_262 = l_829;
l_mut_773 = uint32(0);
const bool l_830 = l_mut_284 == uint64(0);
const bool l_831 = !l_830;
const bool l_832 = l_mut_262 && l_831;
const bool l_833 = l_mut_284 < l_mut_127;
const bool l_834 = l_832 && l_833;
const uint32 l_835 = l_mut_67 + l_mut_731;
const bool l_836 = l_835 < l_430;
const bool l_837 = l_834 && l_836;
if (l_837) {
const uint32 l_838 = l_430 - l_mut_67;
const uint32 l_839 = l_838 - l_mut_731;
const uint32 l_840 = l_839 / l_mut_67;
const uint64 l_841 = l_mut_127 - uint64(1);
const uint64 l_842 = l_841 / l_mut_284;
const uint64 l_843 = uint64(l_840);
const bool l_844 = l_842 < l_843;
const uint64 l_845 = uint64(l_840);
const uint64 l_846 = (l_844) ? l_842 : l_845;
const uint32 l_847 = uint32(l_846);
l_mut_773 = l_847;
}
const bool l_848 = l_mut_773 == uint32(0);
l_mut_262 = l_848;
const bool l_849 = l_mut_773 > uint32(0);
if (l_849) {
const uint64 l_850 = uint64(l_mut_773);
const uint64 l_851 = l_mut_284 * l_850;
if (l_mut_350) {
const uint64 l_852 = l_mut_212 - l_851;
l_mut_212 = l_852;
}
const uint64 l_853 = l_mut_301 - l_851;
l_mut_301 = l_853;
const uint32 l_854 = l_mut_773 * l_mut_67;
l_mut_731 = l_mut_731 + l_854;
} else {
if (l_mut_350) {
const uint64 l_855 = l_mut_212 - l_mut_284;
l_mut_212 = l_855;
const bool l_856 = l_mut_212 < l_728;
if (l_856) {
l_mut_358 = bool(false);
l_mut_262 = bool(false);
}
}
}
if (l_mut_262) {
const uint32 l_857 = l_430 - l_mut_67;
const uint32 l_858 = l_857 / l_mut_731;
l_mut_773 = uint32(0);
l_mut_259 = bool(false);
const uint64 l_859 = uint64(uint32(3));
const uint64 l_860 = l_mut_284 >> l_859;
const bool l_861 = l_860 < l_mut_301;
const bool l_862 = !l_861;
l_mut_259 = l_862;
const bool l_863 = l_mut_301 == uint64(0);
if (l_863) {
l_mut_773 = l_858;
} else {
if (l_mut_259) {
const bool l_864 = l_mut_301 < l_mut_284;
if (l_864) {
const uint64 l_865 = l_mut_284 - uint64(1);
const uint64 l_866 = l_865 / l_mut_301;
const uint64 l_867 = uint64(l_858);
const bool l_868 = l_866 < l_867;
const uint64 l_869 = uint64(l_858);
const uint64 l_870 = (l_868) ? l_866 : l_869;
const uint32 l_871 = uint32(l_870);
l_mut_773 = l_871;
}
} else {
l_mut_158 = l_mut_284;
while (true) {
const bool l_872 = l_mut_301 < l_mut_158;
const uint32 l_873 = l_mut_773 * l_mut_731;
const uint32 l_874 = l_mut_67 + l_873;
const uint32 l_875 = l_874 + l_mut_731;
const bool l_876 = l_875 < l_430;
const bool l_877 = l_872 && l_876;
const bool l_878 = !l_877;
if (l_878) {
break;}
const uint64 l_879 = l_mut_158 - l_mut_301;
l_mut_158 = l_879;
l_mut_773 = l_mut_773 + uint32(1);
}
}
}
const uint32 l_880 = l_mut_773 * l_mut_731;
const uint32 l_881 = l_mut_67 + l_880;
const uint32 l_882 = l_881 + l_mut_731;
const bool l_883 = l_882 >= l_430;
if (l_883) {
l_mut_392 = bool(true);
l_mut_358 = bool(false);
} else {
const uint64 l_884 = uint64(l_mut_773);
const uint64 l_885 = l_mut_301 * l_884;
const uint64 l_886 = l_mut_284 - l_885;
l_mut_284 = l_886;
const uint32 l_887 = l_mut_773 * l_mut_731;
l_mut_67 = l_mut_67 + l_887;
const uint64 l_888 = l_mut_301 - l_mut_284;
l_mut_301 = l_888;
l_mut_731 = l_mut_731 + l_mut_67;
}
}
}
const bool l_889 = !l_mut_392;
const bool l_890 = l_429 && l_889;
if (l_890) {
const uint32 l_891 = uint32(1) << l_mut_427;
l_mut_304 = l_mut_304 | l_891;
l_mut_271 = l_mut_271 + uint32(1);
const uint32 l_892 = l_428 + l_426;
const uint32 l_893 = min(l_892, l_74);
l_mut_773 = uint32(0);

for (uint32 l_mut_894 = l_428; l_mut_894 < l_893; ++l_mut_894) {
const uint64 l_895 = uint64(l_mut_894);
const uint64 l_896 = l_84 * l_895;
const uint64 l_897 = l_93 + l_896;
const uint64 l_898 = uint64(uint32(0));
l_mut_301 = l_898;
const bool l_899 = l_mut_894 < uint32(65536);
if (l_899) {
const uint32 l_900 = l_mut_894 * l_mut_894;
const uint64 l_901 = l_102 >> uint64(63);
const bool l_902 = l_901 == uint64(1);
l_mut_284 = l_102;
if (l_902) {
const uint64 l_903 = uint64(uint32(0));
const uint64 l_904 = l_903 - l_102;
l_mut_284 = l_904;
}
const uint64 l_905 = uint64(l_900);
const uint64 l_906 = l_mut_284 & uint64(4294967295);
const uint64 l_907 = l_906 * l_905;
const uint64 l_908 = l_mut_284 >> uint64(32);
const uint64 l_909 = l_908 * l_905;
const uint64 l_910 = l_909 << uint64(32);
const uint64 l_911 = l_907 + l_910;
const uint64 l_912 = l_909 >> uint64(32);
const bool l_913 = l_911 < l_907;
const uint64 l_914 = uint64(l_913);
const uint64 l_915 = l_912 + l_914;
l_mut_284 = l_911;
const bool l_916 = l_24 == uint32(64);
if (l_916) {
l_mut_284 = l_915;
} else {
const bool l_917 = l_24 > uint32(0);
if (l_917) {
const uint32 l_918 = uint32(64) - l_24;
const uint64 l_919 = uint64(l_918);
const uint64 l_920 = l_915 << l_919;
const uint64 l_921 = uint64(l_24);
const uint64 l_922 = l_911 >> l_921;
const uint64 l_923 = l_920 | l_922;
l_mut_284 = l_923;
}
}
l_mut_212 = l_mut_284;
if (l_902) {
const uint64 l_924 = uint64(uint32(0));
const uint64 l_925 = l_924 - l_mut_212;
l_mut_212 = l_925;
}
l_mut_301 = l_mut_212;
} else {
const uint64 l_926 = l_102 >> uint64(63);
const bool l_927 = l_926 == uint64(1);
l_mut_284 = l_102;
if (l_927) {
const uint64 l_928 = uint64(uint32(0));
const uint64 l_929 = l_928 - l_102;
l_mut_284 = l_929;
}
const uint64 l_930 = uint64(l_mut_894);
const uint64 l_931 = l_mut_284 & uint64(4294967295);
const uint64 l_932 = l_931 * l_930;
const uint64 l_933 = l_mut_284 >> uint64(32);
const uint64 l_934 = l_933 * l_930;
const uint64 l_935 = l_934 << uint64(32);
const uint64 l_936 = l_932 + l_935;
const uint64 l_937 = l_934 >> uint64(32);
const bool l_938 = l_936 < l_932;
const uint64 l_939 = uint64(l_938);
const uint64 l_940 = l_937 + l_939;
l_mut_212 = l_936;
const bool l_941 = uint32(0) == uint32(64);
if (l_941) {
l_mut_212 = l_940;
} else {
const bool l_942 = uint32(0) > uint32(0);
if (l_942) {
const uint64 l_943 = uint64(uint32(64));
const uint64 l_944 = l_940 << l_943;
const uint64 l_945 = uint64(uint32(0));
const uint64 l_946 = l_936 >> l_945;
const uint64 l_947 = l_944 | l_946;
l_mut_212 = l_947;
}
}
const uint64 l_948 = uint64(l_mut_894);
const uint64 l_949 = l_mut_284 & uint64(4294967295);
const uint64 l_950 = l_949 * l_948;
const uint64 l_951 = l_mut_284 >> uint64(32);
const uint64 l_952 = l_951 * l_948;
const uint64 l_953 = l_952 << uint64(32);
const uint64 l_954 = l_950 + l_953;
const uint64 l_955 = l_952 >> uint64(32);
const bool l_956 = l_954 < l_950;
const uint64 l_957 = uint64(l_956);
const uint64 l_958 = l_955 + l_957;
l_mut_284 = l_954;
const bool l_959 = uint32(64) == uint32(64);
if (l_959) {
l_mut_284 = l_958;
} else {
const bool l_960 = uint32(64) > uint32(0);
if (l_960) {
const uint64 l_961 = uint64(uint32(0));
const uint64 l_962 = l_958 << l_961;
const uint64 l_963 = uint64(uint32(64));
const uint64 l_964 = l_954 >> l_963;
const uint64 l_965 = l_962 | l_964;
l_mut_284 = l_965;
}
}
const uint64 l_966 = uint64(l_mut_894);
const uint64 l_967 = l_mut_212 & uint64(4294967295);
const uint64 l_968 = l_967 * l_966;
const uint64 l_969 = l_mut_212 >> uint64(32);
const uint64 l_970 = l_969 * l_966;
const uint64 l_971 = l_970 << uint64(32);
const uint64 l_972 = l_968 + l_971;
const uint64 l_973 = l_970 >> uint64(32);
const bool l_974 = l_972 < l_968;
const uint64 l_975 = uint64(l_974);
const uint64 l_976 = l_973 + l_975;
l_mut_158 = l_972;
const bool l_977 = uint32(0) == uint32(64);
if (l_977) {
l_mut_158 = l_976;
} else {
const bool l_978 = uint32(0) > uint32(0);
if (l_978) {
const uint64 l_979 = uint64(uint32(64));
const uint64 l_980 = l_976 << l_979;
const uint64 l_981 = uint64(uint32(0));
const uint64 l_982 = l_972 >> l_981;
const uint64 l_983 = l_980 | l_982;
l_mut_158 = l_983;
}
}
const uint64 l_984 = uint64(l_mut_894);
const uint64 l_985 = l_mut_212 & uint64(4294967295);
const uint64 l_986 = l_985 * l_984;
const uint64 l_987 = l_mut_212 >> uint64(32);
const uint64 l_988 = l_987 * l_984;
const uint64 l_989 = l_988 << uint64(32);
const uint64 l_990 = l_986 + l_989;
const uint64 l_991 = l_988 >> uint64(32);
const bool l_992 = l_990 < l_986;
const uint64 l_993 = uint64(l_992);
const uint64 l_994 = l_991 + l_993;
l_mut_212 = l_990;
const bool l_995 = uint32(64) == uint32(64);
if (l_995) {
l_mut_212 = l_994;
} else {
const bool l_996 = uint32(64) > uint32(0);
if (l_996) {
const uint64 l_997 = uint64(uint32(0));
const uint64 l_998 = l_994 << l_997;
const uint64 l_999 = uint64(uint32(64));
const uint64 l_1000 = l_990 >> l_999;
const uint64 l_1001 = l_998 | l_1000;
l_mut_212 = l_1001;
}
}
const uint64 l_1002 = uint64(l_mut_894);
const uint64 l_1003 = l_mut_284 * l_1002;
const uint64 l_1004 = l_mut_212 + l_1003;
l_mut_301 = l_mut_158;
const bool l_1005 = l_24 == uint32(64);
if (l_1005) {
l_mut_301 = l_1004;
} else {
const bool l_1006 = l_24 > uint32(0);
if (l_1006) {
const uint32 l_1007 = uint32(64) - l_24;
const uint64 l_1008 = uint64(l_1007);
const uint64 l_1009 = l_1004 << l_1008;
const uint64 l_1010 = uint64(l_24);
const uint64 l_1011 = l_mut_158 >> l_1010;
const uint64 l_1012 = l_1009 + l_1011;
l_mut_301 = l_1012;
}
}
if (l_927) {
const uint64 l_1013 = uint64(uint32(0));
const uint64 l_1014 = l_1013 - l_mut_301;
l_mut_301 = l_1014;
}
}
const uint64 l_1015 = l_897 + l_mut_301;
const uint64 l_1016 = uint64(uint32(0));
const uint64 l_1017 = l_1016 - l_1015;
l_mut_301 = l_1017;
const bool l_1018 = l_1015 < l_mut_301;
if (l_1018) {
l_mut_301 = l_1015;
}
const bool l_1019 = l_mut_301 < l_51;
const uint32 l_1020 = uint32(l_1019);
l_mut_773 = l_mut_773 + l_1020;
}
l_mut_258 = l_mut_258 + l_mut_773;
}
}
const bool l_1021 = l_mut_271 > uint32(0);
if (l_1021) {
const uint32 l_1301 = info.static_meta[uint32(5)];
const uint32 l_1302 = l_1301 * uint32(1);
const uint32 l_1303 = l_1302 - uint32(1);
const uint32 l_1304 = min(uint32(1), l_1303);
uint32* l_1305 = &buffer_5[l_1304];
uint32* l_1022 = l_1305;
const uint32 l_1023 = atomicAdd(l_1022, l_mut_271);
}
const bool l_1024 = l_mut_258 > uint32(0);
if (l_1024) {
const uint32 l_1306 = info.static_meta[uint32(5)];
const uint32 l_1307 = l_1306 * uint32(1);
const uint32 l_1308 = l_1307 - uint32(1);
const uint32 l_1309 = min(uint32(2), l_1308);
uint32* l_1310 = &buffer_5[l_1309];
uint32* l_1025 = l_1310;
const uint32 l_1026 = atomicAdd(l_1025, l_mut_258);
l_mut_773 = l_1026;

for (uint32 l_mut_1027 = uint32(0); l_mut_1027 < uint32(8); ++l_mut_1027) {
const uint32 l_1028 = l_mut_304 >> l_mut_1027;
const uint32 l_1029 = l_1028 & uint32(1);
const bool l_1030 = l_1029 == uint32(1);
if (l_1030) {
const uint32 l_1031 = l_mut_1027 * l_426;
const uint32 l_1032 = l_1031 + l_426;
const uint32 l_1033 = min(l_1032, l_74);
l_mut_742 = l_mut_773;

for (uint32 l_mut_1034 = l_1031; l_mut_1034 < l_1033; ++l_mut_1034) {
const uint64 l_1035 = uint64(l_mut_1034);
const uint64 l_1036 = l_84 * l_1035;
const uint64 l_1037 = l_93 + l_1036;
const uint64 l_1038 = uint64(uint32(0));
l_mut_301 = l_1038;
const bool l_1039 = l_mut_1034 < uint32(65536);
if (l_1039) {
const uint32 l_1040 = l_mut_1034 * l_mut_1034;
const uint64 l_1041 = l_102 >> uint64(63);
const bool l_1042 = l_1041 == uint64(1);
l_mut_284 = l_102;
if (l_1042) {
const uint64 l_1043 = uint64(uint32(0));
const uint64 l_1044 = l_1043 - l_102;
l_mut_284 = l_1044;
}
const uint64 l_1045 = uint64(l_1040);
const uint64 l_1046 = l_mut_284 & uint64(4294967295);
const uint64 l_1047 = l_1046 * l_1045;
const uint64 l_1048 = l_mut_284 >> uint64(32);
const uint64 l_1049 = l_1048 * l_1045;
const uint64 l_1050 = l_1049 << uint64(32);
const uint64 l_1051 = l_1047 + l_1050;
const uint64 l_1052 = l_1049 >> uint64(32);
const bool l_1053 = l_1051 < l_1047;
const uint64 l_1054 = uint64(l_1053);
const uint64 l_1055 = l_1052 + l_1054;
l_mut_284 = l_1051;
const bool l_1056 = l_24 == uint32(64);
if (l_1056) {
l_mut_284 = l_1055;
} else {
const bool l_1057 = l_24 > uint32(0);
if (l_1057) {
const uint32 l_1058 = uint32(64) - l_24;
const uint64 l_1059 = uint64(l_1058);
const uint64 l_1060 = l_1055 << l_1059;
const uint64 l_1061 = uint64(l_24);
const uint64 l_1062 = l_1051 >> l_1061;
const uint64 l_1063 = l_1060 | l_1062;
l_mut_284 = l_1063;
}
}
l_mut_212 = l_mut_284;
if (l_1042) {
const uint64 l_1064 = uint64(uint32(0));
const uint64 l_1065 = l_1064 - l_mut_212;
l_mut_212 = l_1065;
}
l_mut_301 = l_mut_212;
} else {
const uint64 l_1066 = l_102 >> uint64(63);
const bool l_1067 = l_1066 == uint64(1);
l_mut_284 = l_102;
if (l_1067) {
const uint64 l_1068 = uint64(uint32(0));
const uint64 l_1069 = l_1068 - l_102;
l_mut_284 = l_1069;
}
const uint64 l_1070 = uint64(l_mut_1034);
const uint64 l_1071 = l_mut_284 & uint64(4294967295);
const uint64 l_1072 = l_1071 * l_1070;
const uint64 l_1073 = l_mut_284 >> uint64(32);
const uint64 l_1074 = l_1073 * l_1070;
const uint64 l_1075 = l_1074 << uint64(32);
const uint64 l_1076 = l_1072 + l_1075;
const uint64 l_1077 = l_1074 >> uint64(32);
const bool l_1078 = l_1076 < l_1072;
const uint64 l_1079 = uint64(l_1078);
const uint64 l_1080 = l_1077 + l_1079;
l_mut_212 = l_1076;
const bool l_1081 = uint32(0) == uint32(64);
if (l_1081) {
l_mut_212 = l_1080;
} else {
const bool l_1082 = uint32(0) > uint32(0);
if (l_1082) {
const uint64 l_1083 = uint64(uint32(64));
const uint64 l_1084 = l_1080 << l_1083;
const uint64 l_1085 = uint64(uint32(0));
const uint64 l_1086 = l_1076 >> l_1085;
const uint64 l_1087 = l_1084 | l_1086;
l_mut_212 = l_1087;
}
}
const uint64 l_1088 = uint64(l_mut_1034);
const uint64 l_1089 = l_mut_284 & uint64(4294967295);
const uint64 l_1090 = l_1089 * l_1088;
const uint64 l_1091 = l_mut_284 >> uint64(32);
const uint64 l_1092 = l_1091 * l_1088;
const uint64 l_1093 = l_1092 << uint64(32);
const uint64 l_1094 = l_1090 + l_1093;
const uint64 l_1095 = l_1092 >> uint64(32);
const bool l_1096 = l_1094 < l_1090;
const uint64 l_1097 = uint64(l_1096);
const uint64 l_1098 = l_1095 + l_1097;
l_mut_284 = l_1094;
const bool l_1099 = uint32(64) == uint32(64);
if (l_1099) {
l_mut_284 = l_1098;
} else {
const bool l_1100 = uint32(64) > uint32(0);
if (l_1100) {
const uint64 l_1101 = uint64(uint32(0));
const uint64 l_1102 = l_1098 << l_1101;
const uint64 l_1103 = uint64(uint32(64));
const uint64 l_1104 = l_1094 >> l_1103;
const uint64 l_1105 = l_1102 | l_1104;
l_mut_284 = l_1105;
}
}
const uint64 l_1106 = uint64(l_mut_1034);
const uint64 l_1107 = l_mut_212 & uint64(4294967295);
const uint64 l_1108 = l_1107 * l_1106;
const uint64 l_1109 = l_mut_212 >> uint64(32);
const uint64 l_1110 = l_1109 * l_1106;
const uint64 l_1111 = l_1110 << uint64(32);
const uint64 l_1112 = l_1108 + l_1111;
const uint64 l_1113 = l_1110 >> uint64(32);
const bool l_1114 = l_1112 < l_1108;
const uint64 l_1115 = uint64(l_1114);
const uint64 l_1116 = l_1113 + l_1115;
l_mut_158 = l_1112;
const bool l_1117 = uint32(0) == uint32(64);
if (l_1117) {
l_mut_158 = l_1116;
} else {
const bool l_1118 = uint32(0) > uint32(0);
if (l_1118) {
const uint64 l_1119 = uint64(uint32(64));
const uint64 l_1120 = l_1116 << l_1119;
const uint64 l_1121 = uint64(uint32(0));
const uint64 l_1122 = l_1112 >> l_1121;
const uint64 l_1123 = l_1120 | l_1122;
l_mut_158 = l_1123;
}
}
const uint64 l_1124 = uint64(l_mut_1034);
const uint64 l_1125 = l_mut_212 & uint64(4294967295);
const uint64 l_1126 = l_1125 * l_1124;
const uint64 l_1127 = l_mut_212 >> uint64(32);
const uint64 l_1128 = l_1127 * l_1124;
const uint64 l_1129 = l_1128 << uint64(32);
const uint64 l_1130 = l_1126 + l_1129;
const uint64 l_1131 = l_1128 >> uint64(32);
const bool l_1132 = l_1130 < l_1126;
const uint64 l_1133 = uint64(l_1132);
const uint64 l_1134 = l_1131 + l_1133;
l_mut_212 = l_1130;
const bool l_1135 = uint32(64) == uint32(64);
if (l_1135) {
l_mut_212 = l_1134;
} else {
const bool l_1136 = uint32(64) > uint32(0);
if (l_1136) {
const uint64 l_1137 = uint64(uint32(0));
const uint64 l_1138 = l_1134 << l_1137;
const uint64 l_1139 = uint64(uint32(64));
const uint64 l_1140 = l_1130 >> l_1139;
const uint64 l_1141 = l_1138 | l_1140;
l_mut_212 = l_1141;
}
}
const uint64 l_1142 = uint64(l_mut_1034);
const uint64 l_1143 = l_mut_284 * l_1142;
const uint64 l_1144 = l_mut_212 + l_1143;
l_mut_301 = l_mut_158;
const bool l_1145 = l_24 == uint32(64);
if (l_1145) {
l_mut_301 = l_1144;
} else {
const bool l_1146 = l_24 > uint32(0);
if (l_1146) {
const uint32 l_1147 = uint32(64) - l_24;
const uint64 l_1148 = uint64(l_1147);
const uint64 l_1149 = l_1144 << l_1148;
const uint64 l_1150 = uint64(l_24);
const uint64 l_1151 = l_mut_158 >> l_1150;
const uint64 l_1152 = l_1149 + l_1151;
l_mut_301 = l_1152;
}
}
if (l_1067) {
const uint64 l_1153 = uint64(uint32(0));
const uint64 l_1154 = l_1153 - l_mut_301;
l_mut_301 = l_1154;
}
}
const uint64 l_1155 = l_1037 + l_mut_301;
const uint64 l_1156 = uint64(uint32(0));
const uint64 l_1157 = l_1156 - l_1155;
l_mut_301 = l_1157;
const bool l_1158 = l_1155 < l_mut_301;
if (l_1158) {
l_mut_301 = l_1155;
}
const bool l_1159 = l_mut_301 < l_51;
if (l_1159) {
const uint32 l_1160 = l_mut_742 * uint32(2);
const uint32 l_1161 = l_1160 + uint32(1);
const uint32 l_1162 = info.static_meta[uint32(10)];
const bool l_1163 = l_1161 < l_1162;
if (l_1163) {
const uint32 l_1311 = info.static_meta[uint32(4)];
const uint32 l_1312 = l_1311 * uint32(1);
const bool l_1313 = l_1160 < l_1312;
if (l_1313) {
buffer_4[l_1160] = idxGlobal;
}
const uint32 l_1164 = l_1160 + uint32(1);
const uint32 l_1314 = info.static_meta[uint32(4)];
const uint32 l_1315 = l_1314 * uint32(1);
const bool l_1316 = l_1164 < l_1315;
if (l_1316) {
buffer_4[l_1164] = l_mut_1034;
}
}
l_mut_742 = l_mut_742 + uint32(1);
}
}
l_mut_773 = l_mut_742;
}
}
}
}
}

}
