
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[12];
};

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
bool l_mut_259;
bool l_mut_262;
bool l_mut_350;
bool l_mut_355;
uint l_mut_258;
uint l_mut_271;
uint l_mut_304;
uint l_mut_67;
uint l_mut_771;
uint l_mut_782;
uint l_mut_813;
uint64_t l_mut_105;
uint64_t l_mut_127;
uint64_t l_mut_158;
uint64_t l_mut_212;
uint64_t l_mut_284;
uint64_t l_mut_301;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_1330 = info.static_meta[uint(5)];
const uint l_1331 = l_1330 * uint(1);
const uint l_1332 = l_1331 - uint(1);
const uint l_1333 = min(uint(3), l_1332);
device atomic_uint* l_1334 = &buffer_5[l_1333];
atomic_uint* l_1 = l_1334;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_1246 = info.static_meta[uint(3)];
const uint l_1247 = l_1246 * uint(1);
const bool l_1248 = l_3 < l_1247;
const uint l_1249 = l_1247 - uint(1);
const uint l_1250 = min(l_3, l_1249);
const uint l_1251 = buffer_3[l_1250];
const uint l_1252 = (l_1248) ? l_1251 : uint(0);
const uint l_4 = l_1252;
const uint64_t l_5 = uint64_t(l_4);
const uint l_6 = uint(2) * uint(0);
const uint l_7 = l_6 + uint(1);
const uint l_1253 = info.static_meta[uint(3)];
const uint l_1254 = l_1253 * uint(1);
const bool l_1255 = l_7 < l_1254;
const uint l_1256 = l_1254 - uint(1);
const uint l_1257 = min(l_7, l_1256);
const uint l_1258 = buffer_3[l_1257];
const uint l_1259 = (l_1255) ? l_1258 : uint(0);
const uint l_8 = l_1259;
const uint64_t l_9 = uint64_t(l_8);
const uint64_t l_10 = l_9 << uint64_t(32);
const uint64_t l_11 = l_5 | l_10;
const uint64_t l_12 = l_11 & uint64_t(4294967295);
const uint l_13 = uint(l_12);
const uint l_14 = uint(2) * uint(1);
const uint l_1260 = info.static_meta[uint(3)];
const uint l_1261 = l_1260 * uint(1);
const bool l_1262 = l_14 < l_1261;
const uint l_1263 = l_1261 - uint(1);
const uint l_1264 = min(l_14, l_1263);
const uint l_1265 = buffer_3[l_1264];
const uint l_1266 = (l_1262) ? l_1265 : uint(0);
const uint l_15 = l_1266;
const uint64_t l_16 = uint64_t(l_15);
const uint l_17 = uint(2) * uint(1);
const uint l_18 = l_17 + uint(1);
const uint l_1267 = info.static_meta[uint(3)];
const uint l_1268 = l_1267 * uint(1);
const bool l_1269 = l_18 < l_1268;
const uint l_1270 = l_1268 - uint(1);
const uint l_1271 = min(l_18, l_1270);
const uint l_1272 = buffer_3[l_1271];
const uint l_1273 = (l_1269) ? l_1272 : uint(0);
const uint l_19 = l_1273;
const uint64_t l_20 = uint64_t(l_19);
const uint64_t l_21 = l_20 << uint64_t(32);
const uint64_t l_22 = l_16 | l_21;
const uint64_t l_23 = l_22 & uint64_t(4294967295);
const uint l_24 = uint(l_23);
const uint l_25 = uint(2) * uint(2);
const uint l_1274 = info.static_meta[uint(3)];
const uint l_1275 = l_1274 * uint(1);
const bool l_1276 = l_25 < l_1275;
const uint l_1277 = l_1275 - uint(1);
const uint l_1278 = min(l_25, l_1277);
const uint l_1279 = buffer_3[l_1278];
const uint l_1280 = (l_1276) ? l_1279 : uint(0);
const uint l_26 = l_1280;
const uint64_t l_27 = uint64_t(l_26);
const uint l_28 = uint(2) * uint(2);
const uint l_29 = l_28 + uint(1);
const uint l_1281 = info.static_meta[uint(3)];
const uint l_1282 = l_1281 * uint(1);
const bool l_1283 = l_29 < l_1282;
const uint l_1284 = l_1282 - uint(1);
const uint l_1285 = min(l_29, l_1284);
const uint l_1286 = buffer_3[l_1285];
const uint l_1287 = (l_1283) ? l_1286 : uint(0);
const uint l_30 = l_1287;
const uint64_t l_31 = uint64_t(l_30);
const uint64_t l_32 = l_31 << uint64_t(32);
const uint64_t l_33 = l_27 | l_32;
const uint l_34 = uint(2) * uint(3);
const uint l_1288 = info.static_meta[uint(3)];
const uint l_1289 = l_1288 * uint(1);
const bool l_1290 = l_34 < l_1289;
const uint l_1291 = l_1289 - uint(1);
const uint l_1292 = min(l_34, l_1291);
const uint l_1293 = buffer_3[l_1292];
const uint l_1294 = (l_1290) ? l_1293 : uint(0);
const uint l_35 = l_1294;
const uint64_t l_36 = uint64_t(l_35);
const uint l_37 = uint(2) * uint(3);
const uint l_38 = l_37 + uint(1);
const uint l_1295 = info.static_meta[uint(3)];
const uint l_1296 = l_1295 * uint(1);
const bool l_1297 = l_38 < l_1296;
const uint l_1298 = l_1296 - uint(1);
const uint l_1299 = min(l_38, l_1298);
const uint l_1300 = buffer_3[l_1299];
const uint l_1301 = (l_1297) ? l_1300 : uint(0);
const uint l_39 = l_1301;
const uint64_t l_40 = uint64_t(l_39);
const uint64_t l_41 = l_40 << uint64_t(32);
const uint64_t l_42 = l_36 | l_41;
const uint l_43 = uint(2) * uint(4);
const uint l_1302 = info.static_meta[uint(3)];
const uint l_1303 = l_1302 * uint(1);
const bool l_1304 = l_43 < l_1303;
const uint l_1305 = l_1303 - uint(1);
const uint l_1306 = min(l_43, l_1305);
const uint l_1307 = buffer_3[l_1306];
const uint l_1308 = (l_1304) ? l_1307 : uint(0);
const uint l_44 = l_1308;
const uint64_t l_45 = uint64_t(l_44);
const uint l_46 = uint(2) * uint(4);
const uint l_47 = l_46 + uint(1);
const uint l_1309 = info.static_meta[uint(3)];
const uint l_1310 = l_1309 * uint(1);
const bool l_1311 = l_47 < l_1310;
const uint l_1312 = l_1310 - uint(1);
const uint l_1313 = min(l_47, l_1312);
const uint l_1314 = buffer_3[l_1313];
const uint l_1315 = (l_1311) ? l_1314 : uint(0);
const uint l_48 = l_1315;
const uint64_t l_49 = uint64_t(l_48);
const uint64_t l_50 = l_49 << uint64_t(32);
const uint64_t l_51 = l_45 | l_50;
const uint l_52 = uint(2) * uint(5);
const uint l_1316 = info.static_meta[uint(3)];
const uint l_1317 = l_1316 * uint(1);
const bool l_1318 = l_52 < l_1317;
const uint l_1319 = l_1317 - uint(1);
const uint l_1320 = min(l_52, l_1319);
const uint l_1321 = buffer_3[l_1320];
const uint l_1322 = (l_1318) ? l_1321 : uint(0);
const uint l_53 = l_1322;
const uint64_t l_54 = uint64_t(l_53);
const uint l_55 = uint(2) * uint(5);
const uint l_56 = l_55 + uint(1);
const uint l_1323 = info.static_meta[uint(3)];
const uint l_1324 = l_1323 * uint(1);
const bool l_1325 = l_56 < l_1324;
const uint l_1326 = l_1324 - uint(1);
const uint l_1327 = min(l_56, l_1326);
const uint l_1328 = buffer_3[l_1327];
const uint l_1329 = (l_1325) ? l_1328 : uint(0);
const uint l_57 = l_1329;
const uint64_t l_58 = uint64_t(l_57);
const uint64_t l_59 = l_58 << uint64_t(32);
const uint64_t l_60 = l_54 | l_59;
const uint l_61 = uint(2) * thread_index_in_grid;
const uint l_62 = info.static_meta[uint(6)];
const bool l_63 = l_61 < l_62;
const uint64_t l_64 = uint64_t(thread_index_in_grid);
const uint64_t l_65 = uint64_t(l_13);
const uint64_t l_66 = l_64 * l_65;
l_mut_67 = uint(0);
const bool l_68 = l_66 < l_60;
if (l_68) {
const uint64_t l_69 = l_60 - l_66;
l_mut_67 = l_13;
const uint64_t l_70 = uint64_t(l_13);
const bool l_71 = l_69 < l_70;
if (l_71) {
const uint64_t l_72 = l_69 & uint64_t(4294967295);
const uint l_73 = uint(l_72);
l_mut_67 = l_73;
}
}
const uint l_74 = (l_63) ? l_mut_67 : uint(0);
const bool l_75 = l_74 > uint(0);
if (l_75) {
const uint l_76 = uint(2) * thread_index_in_grid;
const uint l_1335 = info.static_meta[uint(0)];
const uint l_1336 = l_1335 * uint(1);
const bool l_1337 = l_76 < l_1336;
const uint l_1338 = l_1336 - uint(1);
const uint l_1339 = min(l_76, l_1338);
const uint l_1340 = buffer_0[l_1339];
const uint l_1341 = (l_1337) ? l_1340 : uint(0);
const uint l_77 = l_1341;
const uint64_t l_78 = uint64_t(l_77);
const uint l_79 = uint(2) * thread_index_in_grid;
const uint l_80 = l_79 + uint(1);
const uint l_1342 = info.static_meta[uint(0)];
const uint l_1343 = l_1342 * uint(1);
const bool l_1344 = l_80 < l_1343;
const uint l_1345 = l_1343 - uint(1);
const uint l_1346 = min(l_80, l_1345);
const uint l_1347 = buffer_0[l_1346];
const uint l_1348 = (l_1344) ? l_1347 : uint(0);
const uint l_81 = l_1348;
const uint64_t l_82 = uint64_t(l_81);
const uint64_t l_83 = l_82 << uint64_t(32);
const uint64_t l_84 = l_78 | l_83;
const uint l_85 = uint(2) * thread_index_in_grid;
const uint l_1349 = info.static_meta[uint(1)];
const uint l_1350 = l_1349 * uint(1);
const bool l_1351 = l_85 < l_1350;
const uint l_1352 = l_1350 - uint(1);
const uint l_1353 = min(l_85, l_1352);
const uint l_1354 = buffer_1[l_1353];
const uint l_1355 = (l_1351) ? l_1354 : uint(0);
const uint l_86 = l_1355;
const uint64_t l_87 = uint64_t(l_86);
const uint l_88 = uint(2) * thread_index_in_grid;
const uint l_89 = l_88 + uint(1);
const uint l_1356 = info.static_meta[uint(1)];
const uint l_1357 = l_1356 * uint(1);
const bool l_1358 = l_89 < l_1357;
const uint l_1359 = l_1357 - uint(1);
const uint l_1360 = min(l_89, l_1359);
const uint l_1361 = buffer_1[l_1360];
const uint l_1362 = (l_1358) ? l_1361 : uint(0);
const uint l_90 = l_1362;
const uint64_t l_91 = uint64_t(l_90);
const uint64_t l_92 = l_91 << uint64_t(32);
const uint64_t l_93 = l_87 | l_92;
const uint l_94 = uint(2) * thread_index_in_grid;
const uint l_1363 = info.static_meta[uint(2)];
const uint l_1364 = l_1363 * uint(1);
const bool l_1365 = l_94 < l_1364;
const uint l_1366 = l_1364 - uint(1);
const uint l_1367 = min(l_94, l_1366);
const uint l_1368 = buffer_2[l_1367];
const uint l_1369 = (l_1365) ? l_1368 : uint(0);
const uint l_95 = l_1369;
const uint64_t l_96 = uint64_t(l_95);
const uint l_97 = uint(2) * thread_index_in_grid;
const uint l_98 = l_97 + uint(1);
const uint l_1370 = info.static_meta[uint(2)];
const uint l_1371 = l_1370 * uint(1);
const bool l_1372 = l_98 < l_1371;
const uint l_1373 = l_1371 - uint(1);
const uint l_1374 = min(l_98, l_1373);
const uint l_1375 = buffer_2[l_1374];
const uint l_1376 = (l_1372) ? l_1375 : uint(0);
const uint l_99 = l_1376;
const uint64_t l_100 = uint64_t(l_99);
const uint64_t l_101 = l_100 << uint64_t(32);
const uint64_t l_102 = l_96 | l_101;
const uint64_t l_103 = l_102 >> uint64_t(63);
const bool l_104 = l_103 == uint64_t(1);
l_mut_105 = l_102;
if (l_104) {
const uint64_t l_106 = uint64_t(uint(0));
const uint64_t l_107 = l_106 - l_102;
l_mut_105 = l_107;
}
const uint64_t l_108 = uint64_t(l_13);
const uint64_t l_109 = l_mut_105 & uint64_t(4294967295);
const uint64_t l_110 = l_109 * l_108;
const uint64_t l_111 = l_mut_105 >> uint64_t(32);
const uint64_t l_112 = l_111 * l_108;
const uint64_t l_113 = l_112 << uint64_t(32);
const uint64_t l_114 = l_110 + l_113;
const uint64_t l_115 = l_112 >> uint64_t(32);
const bool l_116 = l_114 < l_110;
const uint64_t l_117 = uint64_t(l_116);
const uint64_t l_118 = l_115 + l_117;
l_mut_105 = l_114;
const bool l_119 = l_24 == uint(64);
if (l_119) {
l_mut_105 = l_118;
} else {
const bool l_120 = l_24 > uint(0);
if (l_120) {
const uint l_121 = uint(64) - l_24;
const uint64_t l_122 = uint64_t(l_121);
const uint64_t l_123 = l_118 << l_122;
const uint64_t l_124 = uint64_t(l_24);
const uint64_t l_125 = l_114 >> l_124;
const uint64_t l_126 = l_123 | l_125;
l_mut_105 = l_126;
}
}
l_mut_127 = l_mut_105;
if (l_104) {
const uint64_t l_128 = uint64_t(uint(0));
const uint64_t l_129 = l_128 - l_mut_127;
l_mut_127 = l_129;
}
const uint64_t l_130 = l_84 + l_mut_127;
const uint l_131 = l_24 + uint(3);
const uint64_t l_132 = uint64_t(uint(0));
l_mut_127 = l_132;
const bool l_133 = l_13 < uint(65536);
if (l_133) {
const uint l_134 = l_13 * l_13;
const uint64_t l_135 = l_102 >> uint64_t(63);
const bool l_136 = l_135 == uint64_t(1);
l_mut_105 = l_102;
if (l_136) {
const uint64_t l_137 = uint64_t(uint(0));
const uint64_t l_138 = l_137 - l_102;
l_mut_105 = l_138;
}
const uint64_t l_139 = uint64_t(l_134);
const uint64_t l_140 = l_mut_105 & uint64_t(4294967295);
const uint64_t l_141 = l_140 * l_139;
const uint64_t l_142 = l_mut_105 >> uint64_t(32);
const uint64_t l_143 = l_142 * l_139;
const uint64_t l_144 = l_143 << uint64_t(32);
const uint64_t l_145 = l_141 + l_144;
const uint64_t l_146 = l_143 >> uint64_t(32);
const bool l_147 = l_145 < l_141;
const uint64_t l_148 = uint64_t(l_147);
const uint64_t l_149 = l_146 + l_148;
l_mut_105 = l_145;
const bool l_150 = l_131 == uint(64);
if (l_150) {
l_mut_105 = l_149;
} else {
const bool l_151 = l_131 > uint(0);
if (l_151) {
const uint l_152 = uint(64) - l_131;
const uint64_t l_153 = uint64_t(l_152);
const uint64_t l_154 = l_149 << l_153;
const uint64_t l_155 = uint64_t(l_131);
const uint64_t l_156 = l_145 >> l_155;
const uint64_t l_157 = l_154 | l_156;
l_mut_105 = l_157;
}
}
l_mut_158 = l_mut_105;
if (l_136) {
const uint64_t l_159 = uint64_t(uint(0));
const uint64_t l_160 = l_159 - l_mut_158;
l_mut_158 = l_160;
}
l_mut_127 = l_mut_158;
} else {
const uint64_t l_161 = l_102 >> uint64_t(63);
const bool l_162 = l_161 == uint64_t(1);
l_mut_158 = l_102;
if (l_162) {
const uint64_t l_163 = uint64_t(uint(0));
const uint64_t l_164 = l_163 - l_102;
l_mut_158 = l_164;
}
const uint64_t l_165 = uint64_t(l_13);
const uint64_t l_166 = l_mut_158 & uint64_t(4294967295);
const uint64_t l_167 = l_166 * l_165;
const uint64_t l_168 = l_mut_158 >> uint64_t(32);
const uint64_t l_169 = l_168 * l_165;
const uint64_t l_170 = l_169 << uint64_t(32);
const uint64_t l_171 = l_167 + l_170;
const uint64_t l_172 = l_169 >> uint64_t(32);
const bool l_173 = l_171 < l_167;
const uint64_t l_174 = uint64_t(l_173);
const uint64_t l_175 = l_172 + l_174;
l_mut_105 = l_171;
const bool l_176 = uint(0) == uint(64);
if (l_176) {
l_mut_105 = l_175;
} else {
const bool l_177 = uint(0) > uint(0);
if (l_177) {
const uint64_t l_178 = uint64_t(uint(64));
const uint64_t l_179 = l_175 << l_178;
const uint64_t l_180 = uint64_t(uint(0));
const uint64_t l_181 = l_171 >> l_180;
const uint64_t l_182 = l_179 | l_181;
l_mut_105 = l_182;
}
}
const uint64_t l_183 = uint64_t(l_13);
const uint64_t l_184 = l_mut_158 & uint64_t(4294967295);
const uint64_t l_185 = l_184 * l_183;
const uint64_t l_186 = l_mut_158 >> uint64_t(32);
const uint64_t l_187 = l_186 * l_183;
const uint64_t l_188 = l_187 << uint64_t(32);
const uint64_t l_189 = l_185 + l_188;
const uint64_t l_190 = l_187 >> uint64_t(32);
const bool l_191 = l_189 < l_185;
const uint64_t l_192 = uint64_t(l_191);
const uint64_t l_193 = l_190 + l_192;
l_mut_158 = l_189;
const bool l_194 = uint(64) == uint(64);
if (l_194) {
l_mut_158 = l_193;
} else {
const bool l_195 = uint(64) > uint(0);
if (l_195) {
const uint64_t l_196 = uint64_t(uint(0));
const uint64_t l_197 = l_193 << l_196;
const uint64_t l_198 = uint64_t(uint(64));
const uint64_t l_199 = l_189 >> l_198;
const uint64_t l_200 = l_197 | l_199;
l_mut_158 = l_200;
}
}
const uint64_t l_201 = uint64_t(l_13);
const uint64_t l_202 = l_mut_105 & uint64_t(4294967295);
const uint64_t l_203 = l_202 * l_201;
const uint64_t l_204 = l_mut_105 >> uint64_t(32);
const uint64_t l_205 = l_204 * l_201;
const uint64_t l_206 = l_205 << uint64_t(32);
const uint64_t l_207 = l_203 + l_206;
const uint64_t l_208 = l_205 >> uint64_t(32);
const bool l_209 = l_207 < l_203;
const uint64_t l_210 = uint64_t(l_209);
const uint64_t l_211 = l_208 + l_210;
l_mut_212 = l_207;
const bool l_213 = uint(0) == uint(64);
if (l_213) {
l_mut_212 = l_211;
} else {
const bool l_214 = uint(0) > uint(0);
if (l_214) {
const uint64_t l_215 = uint64_t(uint(64));
const uint64_t l_216 = l_211 << l_215;
const uint64_t l_217 = uint64_t(uint(0));
const uint64_t l_218 = l_207 >> l_217;
const uint64_t l_219 = l_216 | l_218;
l_mut_212 = l_219;
}
}
const uint64_t l_220 = uint64_t(l_13);
const uint64_t l_221 = l_mut_105 & uint64_t(4294967295);
const uint64_t l_222 = l_221 * l_220;
const uint64_t l_223 = l_mut_105 >> uint64_t(32);
const uint64_t l_224 = l_223 * l_220;
const uint64_t l_225 = l_224 << uint64_t(32);
const uint64_t l_226 = l_222 + l_225;
const uint64_t l_227 = l_224 >> uint64_t(32);
const bool l_228 = l_226 < l_222;
const uint64_t l_229 = uint64_t(l_228);
const uint64_t l_230 = l_227 + l_229;
l_mut_105 = l_226;
const bool l_231 = uint(64) == uint(64);
if (l_231) {
l_mut_105 = l_230;
} else {
const bool l_232 = uint(64) > uint(0);
if (l_232) {
const uint64_t l_233 = uint64_t(uint(0));
const uint64_t l_234 = l_230 << l_233;
const uint64_t l_235 = uint64_t(uint(64));
const uint64_t l_236 = l_226 >> l_235;
const uint64_t l_237 = l_234 | l_236;
l_mut_105 = l_237;
}
}
const uint64_t l_238 = uint64_t(l_13);
const uint64_t l_239 = l_mut_158 * l_238;
const uint64_t l_240 = l_mut_105 + l_239;
l_mut_127 = l_mut_212;
const bool l_241 = l_131 == uint(64);
if (l_241) {
l_mut_127 = l_240;
} else {
const bool l_242 = l_131 > uint(0);
if (l_242) {
const uint l_243 = uint(64) - l_131;
const uint64_t l_244 = uint64_t(l_243);
const uint64_t l_245 = l_240 << l_244;
const uint64_t l_246 = uint64_t(l_131);
const uint64_t l_247 = l_mut_212 >> l_246;
const uint64_t l_248 = l_245 + l_247;
l_mut_127 = l_248;
}
}
if (l_162) {
const uint64_t l_249 = uint64_t(uint(0));
const uint64_t l_250 = l_249 - l_mut_127;
l_mut_127 = l_250;
}
}
const uint64_t l_251 = l_93 - l_mut_127;
const uint64_t l_252 = l_251 + l_33;
const uint64_t l_253 = uint64_t(uint(0));
const uint64_t l_254 = l_253 - l_130;
const uint64_t l_255 = l_33 + l_33;
l_mut_212 = l_254;
const uint64_t l_256 = uint64_t(uint(0));
const uint64_t l_257 = l_256 - l_254;
l_mut_158 = l_257;
l_mut_127 = l_252;
l_mut_67 = uint(1);
l_mut_258 = uint(1);
l_mut_259 = bool(false);
const bool l_260 = l_mut_127 < l_255;
const bool l_261 = !l_260;
l_mut_262 = l_261;
const bool l_263 = l_254 == uint64_t(0);
if (l_263) {
l_mut_259 = l_mut_262;
l_mut_262 = bool(false);
}
if (l_mut_262) {
const uint64_t l_264 = l_254 >> uint64_t(63);
const bool l_265 = l_264 == uint64_t(1);
l_mut_105 = l_254;
if (l_265) {
const uint64_t l_266 = uint64_t(uint(0));
const uint64_t l_267 = l_266 - l_254;
l_mut_105 = l_267;
}
const uint l_268 = l_13 - uint(1);
const uint64_t l_269 = uint64_t(l_268);
const uint64_t l_270 = l_mut_105 * l_269;
l_mut_271 = uint(0);
const uint l_272 = l_13 - uint(1);
const uint64_t l_273 = uint64_t(l_272);
const uint64_t l_274 = l_mut_105 & uint64_t(4294967295);
const uint64_t l_275 = l_274 * l_273;
const uint64_t l_276 = l_mut_105 >> uint64_t(32);
const uint64_t l_277 = l_276 * l_273;
const uint64_t l_278 = l_277 << uint64_t(32);
const uint64_t l_279 = l_275 + l_278;
const uint64_t l_280 = l_277 >> uint64_t(32);
const bool l_281 = l_279 < l_275;
const uint64_t l_282 = uint64_t(l_281);
const uint64_t l_283 = l_280 + l_282;
l_mut_284 = l_279;
const bool l_285 = uint(64) == uint(64);
if (l_285) {
l_mut_284 = l_283;
} else {
const bool l_286 = uint(64) > uint(0);
if (l_286) {
const uint64_t l_287 = uint64_t(uint(0));
const uint64_t l_288 = l_283 << l_287;
const uint64_t l_289 = uint64_t(uint(64));
const uint64_t l_290 = l_279 >> l_289;
const uint64_t l_291 = l_288 | l_290;
l_mut_284 = l_291;
}
}
const bool l_292 = l_mut_284 == uint64_t(0);
if (l_292) {
l_mut_284 = l_252;
if (l_265) {
const uint64_t l_293 = uint64_t(uint(0));
const uint64_t l_294 = l_293 - l_252;
const bool l_295 = l_252 == uint64_t(0);
const bool l_296 = !l_295;
const bool l_297 = l_270 < l_294;
const bool l_298 = !l_297;
const bool l_299 = l_296 && l_298;
if (l_299) {
const uint l_300 = l_13 - uint(1);
l_mut_301 = l_294;
const bool l_302 = l_294 < l_mut_105;
const bool l_303 = !l_302;
if (l_303) {
l_mut_304 = uint(0);
const bool l_305 = l_mut_105 < l_294;
if (l_305) {
const uint64_t l_306 = l_294 - uint64_t(1);
const uint64_t l_307 = l_306 / l_mut_105;
const uint64_t l_308 = uint64_t(l_300);
const bool l_309 = l_307 < l_308;
const uint64_t l_310 = uint64_t(l_300);
const uint64_t l_311 = (l_309) ? l_307 : l_310;
const uint l_312 = uint(l_311);
l_mut_304 = l_312;
}
const uint64_t l_313 = uint64_t(l_mut_304);
const uint64_t l_314 = l_mut_105 * l_313;
const uint64_t l_315 = l_294 - l_314;
l_mut_301 = l_315;
const bool l_316 = l_mut_301 < l_mut_105;
const bool l_317 = !l_316;
if (l_317) {
const uint64_t l_318 = l_mut_301 - l_mut_105;
l_mut_301 = l_318;
}
}
const uint64_t l_319 = l_mut_105 - l_mut_301;
l_mut_301 = l_319;
const bool l_320 = l_319 < l_mut_105;
const bool l_321 = !l_320;
if (l_321) {
const uint64_t l_322 = l_319 - l_mut_105;
l_mut_301 = l_322;
}
const bool l_323 = l_mut_301 < l_mut_284;
if (l_323) {
l_mut_284 = l_mut_301;
}
}
} else {
const uint64_t l_324 = l_252 - l_270;
l_mut_284 = l_324;
const bool l_325 = l_252 < l_270;
if (l_325) {
const uint l_326 = l_13 - uint(1);
l_mut_301 = l_252;
const bool l_327 = l_252 < l_mut_105;
const bool l_328 = !l_327;
if (l_328) {
l_mut_304 = uint(0);
const bool l_329 = l_mut_105 < l_252;
if (l_329) {
const uint64_t l_330 = l_252 - uint64_t(1);
const uint64_t l_331 = l_330 / l_mut_105;
const uint64_t l_332 = uint64_t(l_326);
const bool l_333 = l_331 < l_332;
const uint64_t l_334 = uint64_t(l_326);
const uint64_t l_335 = (l_333) ? l_331 : l_334;
const uint l_336 = uint(l_335);
l_mut_304 = l_336;
}
const uint64_t l_337 = uint64_t(l_mut_304);
const uint64_t l_338 = l_mut_105 * l_337;
const uint64_t l_339 = l_252 - l_338;
l_mut_301 = l_339;
const bool l_340 = l_mut_301 < l_mut_105;
const bool l_341 = !l_340;
if (l_341) {
const uint64_t l_342 = l_mut_301 - l_mut_105;
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
const uint l_346 = uint(l_345);
const uint l_347 = uint(2) - l_346;
l_mut_271 = l_347;
}
const bool l_348 = l_mut_271 > uint(0);
if (l_348) {
const bool l_349 = l_mut_271 == uint(1);
l_mut_259 = l_349;
l_mut_262 = bool(false);
}
}
l_mut_350 = bool(false);
while (true) {
const bool l_351 = !l_mut_262;
if (l_351) {
break;}
const bool l_352 = l_mut_127 < l_mut_212;
if (l_352) {
const uint64_t l_353 = l_mut_212 - l_mut_127;
l_mut_301 = l_mut_212;
const bool l_354 = l_353 < l_mut_212;
if (l_354) {
l_mut_301 = l_353;
}
l_mut_355 = bool(false);
l_mut_304 = uint(0);
const bool l_356 = l_mut_158 == uint64_t(0);
const bool l_357 = !l_356;
const bool l_358 = l_mut_355 && l_357;
const bool l_359 = l_mut_158 < l_mut_301;
const bool l_360 = l_358 && l_359;
const uint l_361 = l_mut_67 + l_mut_258;
const bool l_362 = l_361 < l_13;
const bool l_363 = l_360 && l_362;
if (l_363) {
const uint l_364 = l_13 - l_mut_67;
const uint l_365 = l_364 - l_mut_258;
const uint l_366 = l_365 / l_mut_67;
const uint64_t l_367 = l_mut_301 - uint64_t(1);
const uint64_t l_368 = l_367 / l_mut_158;
const uint64_t l_369 = uint64_t(l_366);
const bool l_370 = l_368 < l_369;
const uint64_t l_371 = uint64_t(l_366);
const uint64_t l_372 = (l_370) ? l_368 : l_371;
const uint l_373 = uint(l_372);
l_mut_304 = l_373;
}
const bool l_374 = l_mut_304 > uint(0);
if (l_374) {
const uint64_t l_375 = uint64_t(l_mut_304);
const uint64_t l_376 = l_mut_158 * l_375;
const uint64_t l_377 = l_mut_212 - l_376;
l_mut_212 = l_377;
const uint l_378 = l_mut_304 * l_mut_67;
l_mut_258 = l_mut_258 + l_378;
} else {
const uint l_379 = l_13 - l_mut_67;
const uint l_380 = l_379 / l_mut_258;
l_mut_304 = uint(0);
l_mut_355 = bool(false);
const bool l_381 = l_mut_212 == uint64_t(0);
if (l_381) {
l_mut_304 = l_380;
} else {
if (l_mut_355) {
const bool l_382 = l_mut_212 < l_mut_158;
if (l_382) {
const uint64_t l_383 = l_mut_158 - uint64_t(1);
const uint64_t l_384 = l_383 / l_mut_212;
const uint64_t l_385 = uint64_t(l_380);
const bool l_386 = l_384 < l_385;
const uint64_t l_387 = uint64_t(l_380);
const uint64_t l_388 = (l_386) ? l_384 : l_387;
const uint l_389 = uint(l_388);
l_mut_304 = l_389;
}
} else {
l_mut_301 = l_mut_158;
while (true) {
const bool l_390 = l_mut_212 < l_mut_301;
const uint l_391 = l_mut_304 * l_mut_258;
const uint l_392 = l_mut_67 + l_391;
const uint l_393 = l_392 + l_mut_258;
const bool l_394 = l_393 < l_13;
const bool l_395 = l_390 && l_394;
const bool l_396 = !l_395;
if (l_396) {
break;}
const uint64_t l_397 = l_mut_301 - l_mut_212;
l_mut_301 = l_397;
l_mut_304 = l_mut_304 + uint(1);
}
}
}
const uint l_398 = l_mut_304 * l_mut_258;
const uint l_399 = l_mut_67 + l_398;
const uint l_400 = l_399 + l_mut_258;
const bool l_401 = l_400 >= l_13;
if (l_401) {
l_mut_259 = bool(true);
l_mut_262 = bool(false);
} else {
const uint64_t l_402 = uint64_t(l_mut_304);
const uint64_t l_403 = l_mut_212 * l_402;
const uint64_t l_404 = l_mut_158 - l_403;
l_mut_158 = l_404;
const uint l_405 = l_mut_304 * l_mut_258;
l_mut_67 = l_mut_67 + l_405;
const uint64_t l_406 = l_mut_212 - l_mut_158;
l_mut_212 = l_406;
l_mut_258 = l_mut_258 + l_mut_67;
}
}
} else {
const uint64_t l_407 = l_mut_127 - l_255;
l_mut_301 = l_mut_158;
const bool l_408 = l_407 < l_mut_158;
if (l_408) {
l_mut_301 = l_407;
}
l_mut_355 = bool(false);
l_mut_304 = uint(0);
const bool l_409 = l_mut_212 == uint64_t(0);
const bool l_410 = !l_409;
const bool l_411 = l_mut_355 && l_410;
const bool l_412 = l_mut_212 < l_mut_301;
const bool l_413 = l_411 && l_412;
const uint l_414 = l_mut_258 + l_mut_67;
const bool l_415 = l_414 < l_13;
const bool l_416 = l_413 && l_415;
if (l_416) {
const uint l_417 = l_13 - l_mut_258;
const uint l_418 = l_417 - l_mut_67;
const uint l_419 = l_418 / l_mut_258;
const uint64_t l_420 = l_mut_301 - uint64_t(1);
const uint64_t l_421 = l_420 / l_mut_212;
const uint64_t l_422 = uint64_t(l_419);
const bool l_423 = l_421 < l_422;
const uint64_t l_424 = uint64_t(l_419);
const uint64_t l_425 = (l_423) ? l_421 : l_424;
const uint l_426 = uint(l_425);
l_mut_304 = l_426;
}
const bool l_427 = l_mut_304 > uint(0);
if (l_427) {
const uint64_t l_428 = uint64_t(l_mut_304);
const uint64_t l_429 = l_mut_212 * l_428;
const uint64_t l_430 = l_mut_127 - l_429;
l_mut_127 = l_430;
const uint64_t l_431 = l_mut_158 - l_429;
l_mut_158 = l_431;
const uint l_432 = l_mut_304 * l_mut_258;
l_mut_67 = l_mut_67 + l_432;
} else {
const uint64_t l_433 = l_mut_127 - l_mut_212;
l_mut_127 = l_433;
const bool l_434 = l_mut_127 < l_255;
if (l_434) {
l_mut_262 = bool(false);
} else {
const uint l_435 = l_13 - l_mut_258;
const uint l_436 = l_435 / l_mut_67;
l_mut_304 = uint(0);
l_mut_355 = bool(false);
const bool l_437 = l_mut_158 == uint64_t(0);
if (l_437) {
l_mut_304 = l_436;
} else {
if (l_mut_355) {
const bool l_438 = l_mut_158 < l_mut_212;
if (l_438) {
const uint64_t l_439 = l_mut_212 - uint64_t(1);
const uint64_t l_440 = l_439 / l_mut_158;
const uint64_t l_441 = uint64_t(l_436);
const bool l_442 = l_440 < l_441;
const uint64_t l_443 = uint64_t(l_436);
const uint64_t l_444 = (l_442) ? l_440 : l_443;
const uint l_445 = uint(l_444);
l_mut_304 = l_445;
}
} else {
l_mut_301 = l_mut_212;
while (true) {
const bool l_446 = l_mut_158 < l_mut_301;
const uint l_447 = l_mut_304 * l_mut_67;
const uint l_448 = l_mut_258 + l_447;
const uint l_449 = l_448 + l_mut_67;
const bool l_450 = l_449 < l_13;
const bool l_451 = l_446 && l_450;
const bool l_452 = !l_451;
if (l_452) {
break;}
const uint64_t l_453 = l_mut_301 - l_mut_158;
l_mut_301 = l_453;
l_mut_304 = l_mut_304 + uint(1);
}
}
}
const uint l_454 = l_mut_67 + l_mut_258;
const uint l_455 = l_mut_304 * l_mut_67;
const uint l_456 = l_454 + l_455;
const bool l_457 = l_456 >= l_13;
if (l_457) {
l_mut_259 = bool(true);
l_mut_262 = bool(false);
} else {
const uint64_t l_458 = uint64_t(l_mut_304);
const uint64_t l_459 = l_mut_158 * l_458;
const uint64_t l_460 = l_mut_212 - l_459;
l_mut_212 = l_460;
const uint l_461 = l_mut_304 * l_mut_67;
l_mut_258 = l_mut_258 + l_461;
const uint64_t l_462 = l_mut_158 - l_mut_212;
l_mut_158 = l_462;
l_mut_67 = l_mut_67 + l_mut_258;
}
}
}
}
}
const bool l_463 = !l_mut_259;
if (l_463) {
const uint l_1377 = info.static_meta[uint(5)];
const uint l_1378 = l_1377 * uint(1);
const uint l_1379 = l_1378 - uint(1);
const uint l_1380 = min(uint(0), l_1379);
device atomic_uint* l_1381 = &buffer_5[l_1380];
atomic_uint* l_464 = l_1381;
const uint l_465 = atomic_fetch_add_explicit(l_464, uint(1), memory_order_relaxed);
const uint l_466 = l_13 / uint(8);
l_mut_304 = uint(0);
l_mut_271 = uint(0);
l_mut_258 = uint(0);

for (uint l_mut_467 = uint(0); l_mut_467 < uint(8); ++l_mut_467) {
const uint l_468 = l_mut_467 * l_466;
const bool l_469 = l_468 < l_74;
const uint l_470 = l_13 / uint(8);
const uint l_471 = l_mut_467 * l_470;
const uint l_472 = l_471 + l_471;
const uint64_t l_473 = l_102 >> uint64_t(63);
const bool l_474 = l_473 == uint64_t(1);
l_mut_301 = l_102;
if (l_474) {
const uint64_t l_475 = uint64_t(uint(0));
const uint64_t l_476 = l_475 - l_102;
l_mut_301 = l_476;
}
const uint64_t l_477 = uint64_t(l_472);
const uint64_t l_478 = l_mut_301 & uint64_t(4294967295);
const uint64_t l_479 = l_478 * l_477;
const uint64_t l_480 = l_mut_301 >> uint64_t(32);
const uint64_t l_481 = l_480 * l_477;
const uint64_t l_482 = l_481 << uint64_t(32);
const uint64_t l_483 = l_479 + l_482;
const uint64_t l_484 = l_481 >> uint64_t(32);
const bool l_485 = l_483 < l_479;
const uint64_t l_486 = uint64_t(l_485);
const uint64_t l_487 = l_484 + l_486;
l_mut_301 = l_483;
const bool l_488 = l_24 == uint(64);
if (l_488) {
l_mut_301 = l_487;
} else {
const bool l_489 = l_24 > uint(0);
if (l_489) {
const uint l_490 = uint(64) - l_24;
const uint64_t l_491 = uint64_t(l_490);
const uint64_t l_492 = l_487 << l_491;
const uint64_t l_493 = uint64_t(l_24);
const uint64_t l_494 = l_483 >> l_493;
const uint64_t l_495 = l_492 | l_494;
l_mut_301 = l_495;
}
}
l_mut_284 = l_mut_301;
if (l_474) {
const uint64_t l_496 = uint64_t(uint(0));
const uint64_t l_497 = l_496 - l_mut_284;
l_mut_284 = l_497;
}
const uint64_t l_498 = l_84 + l_mut_284;
const uint64_t l_499 = uint64_t(l_471);
const uint64_t l_500 = l_84 * l_499;
const uint64_t l_501 = l_93 + l_500;
const uint64_t l_502 = uint64_t(uint(0));
l_mut_301 = l_502;
const bool l_503 = l_471 < uint(65536);
if (l_503) {
const uint l_504 = l_471 * l_471;
const uint64_t l_505 = l_102 >> uint64_t(63);
const bool l_506 = l_505 == uint64_t(1);
l_mut_284 = l_102;
if (l_506) {
const uint64_t l_507 = uint64_t(uint(0));
const uint64_t l_508 = l_507 - l_102;
l_mut_284 = l_508;
}
const uint64_t l_509 = uint64_t(l_504);
const uint64_t l_510 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_511 = l_510 * l_509;
const uint64_t l_512 = l_mut_284 >> uint64_t(32);
const uint64_t l_513 = l_512 * l_509;
const uint64_t l_514 = l_513 << uint64_t(32);
const uint64_t l_515 = l_511 + l_514;
const uint64_t l_516 = l_513 >> uint64_t(32);
const bool l_517 = l_515 < l_511;
const uint64_t l_518 = uint64_t(l_517);
const uint64_t l_519 = l_516 + l_518;
l_mut_284 = l_515;
const bool l_520 = l_24 == uint(64);
if (l_520) {
l_mut_284 = l_519;
} else {
const bool l_521 = l_24 > uint(0);
if (l_521) {
const uint l_522 = uint(64) - l_24;
const uint64_t l_523 = uint64_t(l_522);
const uint64_t l_524 = l_519 << l_523;
const uint64_t l_525 = uint64_t(l_24);
const uint64_t l_526 = l_515 >> l_525;
const uint64_t l_527 = l_524 | l_526;
l_mut_284 = l_527;
}
}
l_mut_212 = l_mut_284;
if (l_506) {
const uint64_t l_528 = uint64_t(uint(0));
const uint64_t l_529 = l_528 - l_mut_212;
l_mut_212 = l_529;
}
l_mut_301 = l_mut_212;
} else {
const uint64_t l_530 = l_102 >> uint64_t(63);
const bool l_531 = l_530 == uint64_t(1);
l_mut_284 = l_102;
if (l_531) {
const uint64_t l_532 = uint64_t(uint(0));
const uint64_t l_533 = l_532 - l_102;
l_mut_284 = l_533;
}
const uint64_t l_534 = uint64_t(l_471);
const uint64_t l_535 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_536 = l_535 * l_534;
const uint64_t l_537 = l_mut_284 >> uint64_t(32);
const uint64_t l_538 = l_537 * l_534;
const uint64_t l_539 = l_538 << uint64_t(32);
const uint64_t l_540 = l_536 + l_539;
const uint64_t l_541 = l_538 >> uint64_t(32);
const bool l_542 = l_540 < l_536;
const uint64_t l_543 = uint64_t(l_542);
const uint64_t l_544 = l_541 + l_543;
l_mut_212 = l_540;
const bool l_545 = uint(0) == uint(64);
if (l_545) {
l_mut_212 = l_544;
} else {
const bool l_546 = uint(0) > uint(0);
if (l_546) {
const uint64_t l_547 = uint64_t(uint(64));
const uint64_t l_548 = l_544 << l_547;
const uint64_t l_549 = uint64_t(uint(0));
const uint64_t l_550 = l_540 >> l_549;
const uint64_t l_551 = l_548 | l_550;
l_mut_212 = l_551;
}
}
const uint64_t l_552 = uint64_t(l_471);
const uint64_t l_553 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_554 = l_553 * l_552;
const uint64_t l_555 = l_mut_284 >> uint64_t(32);
const uint64_t l_556 = l_555 * l_552;
const uint64_t l_557 = l_556 << uint64_t(32);
const uint64_t l_558 = l_554 + l_557;
const uint64_t l_559 = l_556 >> uint64_t(32);
const bool l_560 = l_558 < l_554;
const uint64_t l_561 = uint64_t(l_560);
const uint64_t l_562 = l_559 + l_561;
l_mut_284 = l_558;
const bool l_563 = uint(64) == uint(64);
if (l_563) {
l_mut_284 = l_562;
} else {
const bool l_564 = uint(64) > uint(0);
if (l_564) {
const uint64_t l_565 = uint64_t(uint(0));
const uint64_t l_566 = l_562 << l_565;
const uint64_t l_567 = uint64_t(uint(64));
const uint64_t l_568 = l_558 >> l_567;
const uint64_t l_569 = l_566 | l_568;
l_mut_284 = l_569;
}
}
const uint64_t l_570 = uint64_t(l_471);
const uint64_t l_571 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_572 = l_571 * l_570;
const uint64_t l_573 = l_mut_212 >> uint64_t(32);
const uint64_t l_574 = l_573 * l_570;
const uint64_t l_575 = l_574 << uint64_t(32);
const uint64_t l_576 = l_572 + l_575;
const uint64_t l_577 = l_574 >> uint64_t(32);
const bool l_578 = l_576 < l_572;
const uint64_t l_579 = uint64_t(l_578);
const uint64_t l_580 = l_577 + l_579;
l_mut_158 = l_576;
const bool l_581 = uint(0) == uint(64);
if (l_581) {
l_mut_158 = l_580;
} else {
const bool l_582 = uint(0) > uint(0);
if (l_582) {
const uint64_t l_583 = uint64_t(uint(64));
const uint64_t l_584 = l_580 << l_583;
const uint64_t l_585 = uint64_t(uint(0));
const uint64_t l_586 = l_576 >> l_585;
const uint64_t l_587 = l_584 | l_586;
l_mut_158 = l_587;
}
}
const uint64_t l_588 = uint64_t(l_471);
const uint64_t l_589 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_590 = l_589 * l_588;
const uint64_t l_591 = l_mut_212 >> uint64_t(32);
const uint64_t l_592 = l_591 * l_588;
const uint64_t l_593 = l_592 << uint64_t(32);
const uint64_t l_594 = l_590 + l_593;
const uint64_t l_595 = l_592 >> uint64_t(32);
const bool l_596 = l_594 < l_590;
const uint64_t l_597 = uint64_t(l_596);
const uint64_t l_598 = l_595 + l_597;
l_mut_212 = l_594;
const bool l_599 = uint(64) == uint(64);
if (l_599) {
l_mut_212 = l_598;
} else {
const bool l_600 = uint(64) > uint(0);
if (l_600) {
const uint64_t l_601 = uint64_t(uint(0));
const uint64_t l_602 = l_598 << l_601;
const uint64_t l_603 = uint64_t(uint(64));
const uint64_t l_604 = l_594 >> l_603;
const uint64_t l_605 = l_602 | l_604;
l_mut_212 = l_605;
}
}
const uint64_t l_606 = uint64_t(l_471);
const uint64_t l_607 = l_mut_284 * l_606;
const uint64_t l_608 = l_mut_212 + l_607;
l_mut_301 = l_mut_158;
const bool l_609 = l_24 == uint(64);
if (l_609) {
l_mut_301 = l_608;
} else {
const bool l_610 = l_24 > uint(0);
if (l_610) {
const uint l_611 = uint(64) - l_24;
const uint64_t l_612 = uint64_t(l_611);
const uint64_t l_613 = l_608 << l_612;
const uint64_t l_614 = uint64_t(l_24);
const uint64_t l_615 = l_mut_158 >> l_614;
const uint64_t l_616 = l_613 + l_615;
l_mut_301 = l_616;
}
}
if (l_531) {
const uint64_t l_617 = uint64_t(uint(0));
const uint64_t l_618 = l_617 - l_mut_301;
l_mut_301 = l_618;
}
}
const uint64_t l_619 = l_501 + l_mut_301;
const uint64_t l_620 = l_102 >> uint64_t(63);
const bool l_621 = l_620 == uint64_t(1);
l_mut_301 = l_102;
if (l_621) {
const uint64_t l_622 = uint64_t(uint(0));
const uint64_t l_623 = l_622 - l_102;
l_mut_301 = l_623;
}
const uint64_t l_624 = uint64_t(l_470);
const uint64_t l_625 = l_mut_301 & uint64_t(4294967295);
const uint64_t l_626 = l_625 * l_624;
const uint64_t l_627 = l_mut_301 >> uint64_t(32);
const uint64_t l_628 = l_627 * l_624;
const uint64_t l_629 = l_628 << uint64_t(32);
const uint64_t l_630 = l_626 + l_629;
const uint64_t l_631 = l_628 >> uint64_t(32);
const bool l_632 = l_630 < l_626;
const uint64_t l_633 = uint64_t(l_632);
const uint64_t l_634 = l_631 + l_633;
l_mut_301 = l_630;
const bool l_635 = l_24 == uint(64);
if (l_635) {
l_mut_301 = l_634;
} else {
const bool l_636 = l_24 > uint(0);
if (l_636) {
const uint l_637 = uint(64) - l_24;
const uint64_t l_638 = uint64_t(l_637);
const uint64_t l_639 = l_634 << l_638;
const uint64_t l_640 = uint64_t(l_24);
const uint64_t l_641 = l_630 >> l_640;
const uint64_t l_642 = l_639 | l_641;
l_mut_301 = l_642;
}
}
l_mut_284 = l_mut_301;
if (l_621) {
const uint64_t l_643 = uint64_t(uint(0));
const uint64_t l_644 = l_643 - l_mut_284;
l_mut_284 = l_644;
}
const uint64_t l_645 = l_498 + l_mut_284;
const uint l_646 = l_24 + uint(3);
const uint64_t l_647 = uint64_t(uint(0));
l_mut_301 = l_647;
const bool l_648 = l_470 < uint(65536);
if (l_648) {
const uint l_649 = l_470 * l_470;
const uint64_t l_650 = l_102 >> uint64_t(63);
const bool l_651 = l_650 == uint64_t(1);
l_mut_284 = l_102;
if (l_651) {
const uint64_t l_652 = uint64_t(uint(0));
const uint64_t l_653 = l_652 - l_102;
l_mut_284 = l_653;
}
const uint64_t l_654 = uint64_t(l_649);
const uint64_t l_655 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_656 = l_655 * l_654;
const uint64_t l_657 = l_mut_284 >> uint64_t(32);
const uint64_t l_658 = l_657 * l_654;
const uint64_t l_659 = l_658 << uint64_t(32);
const uint64_t l_660 = l_656 + l_659;
const uint64_t l_661 = l_658 >> uint64_t(32);
const bool l_662 = l_660 < l_656;
const uint64_t l_663 = uint64_t(l_662);
const uint64_t l_664 = l_661 + l_663;
l_mut_284 = l_660;
const bool l_665 = l_646 == uint(64);
if (l_665) {
l_mut_284 = l_664;
} else {
const bool l_666 = l_646 > uint(0);
if (l_666) {
const uint l_667 = uint(64) - l_646;
const uint64_t l_668 = uint64_t(l_667);
const uint64_t l_669 = l_664 << l_668;
const uint64_t l_670 = uint64_t(l_646);
const uint64_t l_671 = l_660 >> l_670;
const uint64_t l_672 = l_669 | l_671;
l_mut_284 = l_672;
}
}
l_mut_212 = l_mut_284;
if (l_651) {
const uint64_t l_673 = uint64_t(uint(0));
const uint64_t l_674 = l_673 - l_mut_212;
l_mut_212 = l_674;
}
l_mut_301 = l_mut_212;
} else {
const uint64_t l_675 = l_102 >> uint64_t(63);
const bool l_676 = l_675 == uint64_t(1);
l_mut_284 = l_102;
if (l_676) {
const uint64_t l_677 = uint64_t(uint(0));
const uint64_t l_678 = l_677 - l_102;
l_mut_284 = l_678;
}
const uint64_t l_679 = uint64_t(l_470);
const uint64_t l_680 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_681 = l_680 * l_679;
const uint64_t l_682 = l_mut_284 >> uint64_t(32);
const uint64_t l_683 = l_682 * l_679;
const uint64_t l_684 = l_683 << uint64_t(32);
const uint64_t l_685 = l_681 + l_684;
const uint64_t l_686 = l_683 >> uint64_t(32);
const bool l_687 = l_685 < l_681;
const uint64_t l_688 = uint64_t(l_687);
const uint64_t l_689 = l_686 + l_688;
l_mut_212 = l_685;
const bool l_690 = uint(0) == uint(64);
if (l_690) {
l_mut_212 = l_689;
} else {
const bool l_691 = uint(0) > uint(0);
if (l_691) {
const uint64_t l_692 = uint64_t(uint(64));
const uint64_t l_693 = l_689 << l_692;
const uint64_t l_694 = uint64_t(uint(0));
const uint64_t l_695 = l_685 >> l_694;
const uint64_t l_696 = l_693 | l_695;
l_mut_212 = l_696;
}
}
const uint64_t l_697 = uint64_t(l_470);
const uint64_t l_698 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_699 = l_698 * l_697;
const uint64_t l_700 = l_mut_284 >> uint64_t(32);
const uint64_t l_701 = l_700 * l_697;
const uint64_t l_702 = l_701 << uint64_t(32);
const uint64_t l_703 = l_699 + l_702;
const uint64_t l_704 = l_701 >> uint64_t(32);
const bool l_705 = l_703 < l_699;
const uint64_t l_706 = uint64_t(l_705);
const uint64_t l_707 = l_704 + l_706;
l_mut_284 = l_703;
const bool l_708 = uint(64) == uint(64);
if (l_708) {
l_mut_284 = l_707;
} else {
const bool l_709 = uint(64) > uint(0);
if (l_709) {
const uint64_t l_710 = uint64_t(uint(0));
const uint64_t l_711 = l_707 << l_710;
const uint64_t l_712 = uint64_t(uint(64));
const uint64_t l_713 = l_703 >> l_712;
const uint64_t l_714 = l_711 | l_713;
l_mut_284 = l_714;
}
}
const uint64_t l_715 = uint64_t(l_470);
const uint64_t l_716 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_717 = l_716 * l_715;
const uint64_t l_718 = l_mut_212 >> uint64_t(32);
const uint64_t l_719 = l_718 * l_715;
const uint64_t l_720 = l_719 << uint64_t(32);
const uint64_t l_721 = l_717 + l_720;
const uint64_t l_722 = l_719 >> uint64_t(32);
const bool l_723 = l_721 < l_717;
const uint64_t l_724 = uint64_t(l_723);
const uint64_t l_725 = l_722 + l_724;
l_mut_158 = l_721;
const bool l_726 = uint(0) == uint(64);
if (l_726) {
l_mut_158 = l_725;
} else {
const bool l_727 = uint(0) > uint(0);
if (l_727) {
const uint64_t l_728 = uint64_t(uint(64));
const uint64_t l_729 = l_725 << l_728;
const uint64_t l_730 = uint64_t(uint(0));
const uint64_t l_731 = l_721 >> l_730;
const uint64_t l_732 = l_729 | l_731;
l_mut_158 = l_732;
}
}
const uint64_t l_733 = uint64_t(l_470);
const uint64_t l_734 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_735 = l_734 * l_733;
const uint64_t l_736 = l_mut_212 >> uint64_t(32);
const uint64_t l_737 = l_736 * l_733;
const uint64_t l_738 = l_737 << uint64_t(32);
const uint64_t l_739 = l_735 + l_738;
const uint64_t l_740 = l_737 >> uint64_t(32);
const bool l_741 = l_739 < l_735;
const uint64_t l_742 = uint64_t(l_741);
const uint64_t l_743 = l_740 + l_742;
l_mut_212 = l_739;
const bool l_744 = uint(64) == uint(64);
if (l_744) {
l_mut_212 = l_743;
} else {
const bool l_745 = uint(64) > uint(0);
if (l_745) {
const uint64_t l_746 = uint64_t(uint(0));
const uint64_t l_747 = l_743 << l_746;
const uint64_t l_748 = uint64_t(uint(64));
const uint64_t l_749 = l_739 >> l_748;
const uint64_t l_750 = l_747 | l_749;
l_mut_212 = l_750;
}
}
const uint64_t l_751 = uint64_t(l_470);
const uint64_t l_752 = l_mut_284 * l_751;
const uint64_t l_753 = l_mut_212 + l_752;
l_mut_301 = l_mut_158;
const bool l_754 = l_646 == uint(64);
if (l_754) {
l_mut_301 = l_753;
} else {
const bool l_755 = l_646 > uint(0);
if (l_755) {
const uint l_756 = uint(64) - l_646;
const uint64_t l_757 = uint64_t(l_756);
const uint64_t l_758 = l_753 << l_757;
const uint64_t l_759 = uint64_t(l_646);
const uint64_t l_760 = l_mut_158 >> l_759;
const uint64_t l_761 = l_758 + l_760;
l_mut_301 = l_761;
}
}
if (l_676) {
const uint64_t l_762 = uint64_t(uint(0));
const uint64_t l_763 = l_762 - l_mut_301;
l_mut_301 = l_763;
}
}
const uint64_t l_764 = l_619 - l_mut_301;
const uint64_t l_765 = l_764 + l_42;
const uint64_t l_766 = uint64_t(uint(0));
const uint64_t l_767 = l_766 - l_645;
const uint64_t l_768 = l_42 + l_42;
l_mut_301 = l_767;
const uint64_t l_769 = uint64_t(uint(0));
const uint64_t l_770 = l_769 - l_767;
l_mut_284 = l_770;
l_mut_212 = l_765;
l_mut_67 = uint(1);
l_mut_771 = uint(1);
l_mut_355 = bool(false);
const bool l_772 = l_mut_212 < l_768;
const bool l_773 = !l_772;
l_mut_350 = l_773;
const bool l_774 = l_767 == uint64_t(0);
if (l_774) {
l_mut_355 = l_mut_350;
l_mut_350 = bool(false);
}
if (l_mut_350) {
const uint64_t l_775 = l_767 >> uint64_t(63);
const bool l_776 = l_775 == uint64_t(1);
l_mut_158 = l_767;
if (l_776) {
const uint64_t l_777 = uint64_t(uint(0));
const uint64_t l_778 = l_777 - l_767;
l_mut_158 = l_778;
}
const uint l_779 = l_470 - uint(1);
const uint64_t l_780 = uint64_t(l_779);
const uint64_t l_781 = l_mut_158 * l_780;
l_mut_782 = uint(0);
const uint l_783 = l_470 - uint(1);
const uint64_t l_784 = uint64_t(l_783);
const uint64_t l_785 = l_mut_158 & uint64_t(4294967295);
const uint64_t l_786 = l_785 * l_784;
const uint64_t l_787 = l_mut_158 >> uint64_t(32);
const uint64_t l_788 = l_787 * l_784;
const uint64_t l_789 = l_788 << uint64_t(32);
const uint64_t l_790 = l_786 + l_789;
const uint64_t l_791 = l_788 >> uint64_t(32);
const bool l_792 = l_790 < l_786;
const uint64_t l_793 = uint64_t(l_792);
const uint64_t l_794 = l_791 + l_793;
l_mut_127 = l_790;
const bool l_795 = uint(64) == uint(64);
if (l_795) {
l_mut_127 = l_794;
} else {
const bool l_796 = uint(64) > uint(0);
if (l_796) {
const uint64_t l_797 = uint64_t(uint(0));
const uint64_t l_798 = l_794 << l_797;
const uint64_t l_799 = uint64_t(uint(64));
const uint64_t l_800 = l_790 >> l_799;
const uint64_t l_801 = l_798 | l_800;
l_mut_127 = l_801;
}
}
const bool l_802 = l_mut_127 == uint64_t(0);
if (l_802) {
l_mut_127 = l_765;
if (l_776) {
const uint64_t l_803 = uint64_t(uint(0));
const uint64_t l_804 = l_803 - l_765;
const bool l_805 = l_765 == uint64_t(0);
const bool l_806 = !l_805;
const bool l_807 = l_781 < l_804;
const bool l_808 = !l_807;
const bool l_809 = l_806 && l_808;
if (l_809) {
const uint l_810 = l_470 - uint(1);
l_mut_105 = l_804;
const bool l_811 = l_804 < l_mut_158;
const bool l_812 = !l_811;
if (l_812) {
l_mut_813 = uint(0);
const bool l_814 = l_mut_158 < l_804;
if (l_814) {
const uint64_t l_815 = l_804 - uint64_t(1);
const uint64_t l_816 = l_815 / l_mut_158;
const uint64_t l_817 = uint64_t(l_810);
const bool l_818 = l_816 < l_817;
const uint64_t l_819 = uint64_t(l_810);
const uint64_t l_820 = (l_818) ? l_816 : l_819;
const uint l_821 = uint(l_820);
l_mut_813 = l_821;
}
const uint64_t l_822 = uint64_t(l_mut_813);
const uint64_t l_823 = l_mut_158 * l_822;
const uint64_t l_824 = l_804 - l_823;
l_mut_105 = l_824;
const bool l_825 = l_mut_105 < l_mut_158;
const bool l_826 = !l_825;
if (l_826) {
const uint64_t l_827 = l_mut_105 - l_mut_158;
l_mut_105 = l_827;
}
}
const uint64_t l_828 = l_mut_158 - l_mut_105;
l_mut_105 = l_828;
const bool l_829 = l_828 < l_mut_158;
const bool l_830 = !l_829;
if (l_830) {
const uint64_t l_831 = l_828 - l_mut_158;
l_mut_105 = l_831;
}
const bool l_832 = l_mut_105 < l_mut_127;
if (l_832) {
l_mut_127 = l_mut_105;
}
}
} else {
const uint64_t l_833 = l_765 - l_781;
l_mut_127 = l_833;
const bool l_834 = l_765 < l_781;
if (l_834) {
const uint l_835 = l_470 - uint(1);
l_mut_105 = l_765;
const bool l_836 = l_765 < l_mut_158;
const bool l_837 = !l_836;
if (l_837) {
l_mut_813 = uint(0);
const bool l_838 = l_mut_158 < l_765;
if (l_838) {
const uint64_t l_839 = l_765 - uint64_t(1);
const uint64_t l_840 = l_839 / l_mut_158;
const uint64_t l_841 = uint64_t(l_835);
const bool l_842 = l_840 < l_841;
const uint64_t l_843 = uint64_t(l_835);
const uint64_t l_844 = (l_842) ? l_840 : l_843;
const uint l_845 = uint(l_844);
l_mut_813 = l_845;
}
const uint64_t l_846 = uint64_t(l_mut_813);
const uint64_t l_847 = l_mut_158 * l_846;
const uint64_t l_848 = l_765 - l_847;
l_mut_105 = l_848;
const bool l_849 = l_mut_105 < l_mut_158;
const bool l_850 = !l_849;
if (l_850) {
const uint64_t l_851 = l_mut_105 - l_mut_158;
l_mut_105 = l_851;
}
}
const bool l_852 = l_mut_105 < l_mut_127;
if (l_852) {
l_mut_127 = l_mut_105;
}
}
}
const bool l_853 = l_mut_127 < l_768;
const bool l_854 = !l_853;
const uint l_855 = uint(l_854);
const uint l_856 = uint(2) - l_855;
l_mut_782 = l_856;
}
const bool l_857 = l_mut_782 > uint(0);
if (l_857) {
const bool l_858 = l_mut_782 == uint(1);
l_mut_355 = l_858;
l_mut_350 = bool(false);
}
}
l_mut_262 = bool(false);
while (true) {
const bool l_859 = !l_mut_350;
if (l_859) {
break;}
const bool l_860 = l_mut_212 < l_mut_301;
if (l_860) {
const uint64_t l_861 = l_mut_301 - l_mut_212;
l_mut_158 = l_mut_301;
const bool l_862 = l_861 < l_mut_301;
if (l_862) {
l_mut_158 = l_861;
}
l_mut_259 = bool(false);
l_mut_813 = uint(0);
const bool l_863 = l_mut_284 == uint64_t(0);
const bool l_864 = !l_863;
const bool l_865 = l_mut_259 && l_864;
const bool l_866 = l_mut_284 < l_mut_158;
const bool l_867 = l_865 && l_866;
const uint l_868 = l_mut_67 + l_mut_771;
const bool l_869 = l_868 < l_470;
const bool l_870 = l_867 && l_869;
if (l_870) {
const uint l_871 = l_470 - l_mut_67;
const uint l_872 = l_871 - l_mut_771;
const uint l_873 = l_872 / l_mut_67;
const uint64_t l_874 = l_mut_158 - uint64_t(1);
const uint64_t l_875 = l_874 / l_mut_284;
const uint64_t l_876 = uint64_t(l_873);
const bool l_877 = l_875 < l_876;
const uint64_t l_878 = uint64_t(l_873);
const uint64_t l_879 = (l_877) ? l_875 : l_878;
const uint l_880 = uint(l_879);
l_mut_813 = l_880;
}
const bool l_881 = l_mut_813 > uint(0);
if (l_881) {
const uint64_t l_882 = uint64_t(l_mut_813);
const uint64_t l_883 = l_mut_284 * l_882;
const uint64_t l_884 = l_mut_301 - l_883;
l_mut_301 = l_884;
const uint l_885 = l_mut_813 * l_mut_67;
l_mut_771 = l_mut_771 + l_885;
} else {
const uint l_886 = l_470 - l_mut_67;
const uint l_887 = l_886 / l_mut_771;
l_mut_813 = uint(0);
l_mut_259 = bool(false);
const bool l_888 = l_mut_301 == uint64_t(0);
if (l_888) {
l_mut_813 = l_887;
} else {
if (l_mut_259) {
const bool l_889 = l_mut_301 < l_mut_284;
if (l_889) {
const uint64_t l_890 = l_mut_284 - uint64_t(1);
const uint64_t l_891 = l_890 / l_mut_301;
const uint64_t l_892 = uint64_t(l_887);
const bool l_893 = l_891 < l_892;
const uint64_t l_894 = uint64_t(l_887);
const uint64_t l_895 = (l_893) ? l_891 : l_894;
const uint l_896 = uint(l_895);
l_mut_813 = l_896;
}
} else {
l_mut_158 = l_mut_284;
while (true) {
const bool l_897 = l_mut_301 < l_mut_158;
const uint l_898 = l_mut_813 * l_mut_771;
const uint l_899 = l_mut_67 + l_898;
const uint l_900 = l_899 + l_mut_771;
const bool l_901 = l_900 < l_470;
const bool l_902 = l_897 && l_901;
const bool l_903 = !l_902;
if (l_903) {
break;}
const uint64_t l_904 = l_mut_158 - l_mut_301;
l_mut_158 = l_904;
l_mut_813 = l_mut_813 + uint(1);
}
}
}
const uint l_905 = l_mut_813 * l_mut_771;
const uint l_906 = l_mut_67 + l_905;
const uint l_907 = l_906 + l_mut_771;
const bool l_908 = l_907 >= l_470;
if (l_908) {
l_mut_355 = bool(true);
l_mut_350 = bool(false);
} else {
const uint64_t l_909 = uint64_t(l_mut_813);
const uint64_t l_910 = l_mut_301 * l_909;
const uint64_t l_911 = l_mut_284 - l_910;
l_mut_284 = l_911;
const uint l_912 = l_mut_813 * l_mut_771;
l_mut_67 = l_mut_67 + l_912;
const uint64_t l_913 = l_mut_301 - l_mut_284;
l_mut_301 = l_913;
l_mut_771 = l_mut_771 + l_mut_67;
}
}
} else {
const uint64_t l_914 = l_mut_212 - l_768;
l_mut_158 = l_mut_284;
const bool l_915 = l_914 < l_mut_284;
if (l_915) {
l_mut_158 = l_914;
}
l_mut_259 = bool(false);
l_mut_813 = uint(0);
const bool l_916 = l_mut_301 == uint64_t(0);
const bool l_917 = !l_916;
const bool l_918 = l_mut_259 && l_917;
const bool l_919 = l_mut_301 < l_mut_158;
const bool l_920 = l_918 && l_919;
const uint l_921 = l_mut_771 + l_mut_67;
const bool l_922 = l_921 < l_470;
const bool l_923 = l_920 && l_922;
if (l_923) {
const uint l_924 = l_470 - l_mut_771;
const uint l_925 = l_924 - l_mut_67;
const uint l_926 = l_925 / l_mut_771;
const uint64_t l_927 = l_mut_158 - uint64_t(1);
const uint64_t l_928 = l_927 / l_mut_301;
const uint64_t l_929 = uint64_t(l_926);
const bool l_930 = l_928 < l_929;
const uint64_t l_931 = uint64_t(l_926);
const uint64_t l_932 = (l_930) ? l_928 : l_931;
const uint l_933 = uint(l_932);
l_mut_813 = l_933;
}
const bool l_934 = l_mut_813 > uint(0);
if (l_934) {
const uint64_t l_935 = uint64_t(l_mut_813);
const uint64_t l_936 = l_mut_301 * l_935;
const uint64_t l_937 = l_mut_212 - l_936;
l_mut_212 = l_937;
const uint64_t l_938 = l_mut_284 - l_936;
l_mut_284 = l_938;
const uint l_939 = l_mut_813 * l_mut_771;
l_mut_67 = l_mut_67 + l_939;
} else {
const uint64_t l_940 = l_mut_212 - l_mut_301;
l_mut_212 = l_940;
const bool l_941 = l_mut_212 < l_768;
if (l_941) {
l_mut_350 = bool(false);
} else {
const uint l_942 = l_470 - l_mut_771;
const uint l_943 = l_942 / l_mut_67;
l_mut_813 = uint(0);
l_mut_259 = bool(false);
const bool l_944 = l_mut_284 == uint64_t(0);
if (l_944) {
l_mut_813 = l_943;
} else {
if (l_mut_259) {
const bool l_945 = l_mut_284 < l_mut_301;
if (l_945) {
const uint64_t l_946 = l_mut_301 - uint64_t(1);
const uint64_t l_947 = l_946 / l_mut_284;
const uint64_t l_948 = uint64_t(l_943);
const bool l_949 = l_947 < l_948;
const uint64_t l_950 = uint64_t(l_943);
const uint64_t l_951 = (l_949) ? l_947 : l_950;
const uint l_952 = uint(l_951);
l_mut_813 = l_952;
}
} else {
l_mut_158 = l_mut_301;
while (true) {
const bool l_953 = l_mut_284 < l_mut_158;
const uint l_954 = l_mut_813 * l_mut_67;
const uint l_955 = l_mut_771 + l_954;
const uint l_956 = l_955 + l_mut_67;
const bool l_957 = l_956 < l_470;
const bool l_958 = l_953 && l_957;
const bool l_959 = !l_958;
if (l_959) {
break;}
const uint64_t l_960 = l_mut_158 - l_mut_284;
l_mut_158 = l_960;
l_mut_813 = l_mut_813 + uint(1);
}
}
}
const uint l_961 = l_mut_67 + l_mut_771;
const uint l_962 = l_mut_813 * l_mut_67;
const uint l_963 = l_961 + l_962;
const bool l_964 = l_963 >= l_470;
if (l_964) {
l_mut_355 = bool(true);
l_mut_350 = bool(false);
} else {
const uint64_t l_965 = uint64_t(l_mut_813);
const uint64_t l_966 = l_mut_284 * l_965;
const uint64_t l_967 = l_mut_301 - l_966;
l_mut_301 = l_967;
const uint l_968 = l_mut_813 * l_mut_67;
l_mut_771 = l_mut_771 + l_968;
const uint64_t l_969 = l_mut_284 - l_mut_301;
l_mut_284 = l_969;
l_mut_67 = l_mut_67 + l_mut_771;
}
}
}
}
}
const bool l_970 = !l_mut_355;
const bool l_971 = l_469 && l_970;
if (l_971) {
const uint l_972 = uint(1) << l_mut_467;
l_mut_304 = l_mut_304 | l_972;
l_mut_271 = l_mut_271 + uint(1);
const uint l_973 = l_468 + l_466;
const uint l_974 = min(l_973, l_74);
l_mut_813 = uint(0);

for (uint l_mut_975 = l_468; l_mut_975 < l_974; ++l_mut_975) {
const uint64_t l_976 = uint64_t(l_mut_975);
const uint64_t l_977 = l_84 * l_976;
const uint64_t l_978 = l_93 + l_977;
const uint64_t l_979 = uint64_t(uint(0));
l_mut_301 = l_979;
const bool l_980 = l_mut_975 < uint(65536);
if (l_980) {
const uint l_981 = l_mut_975 * l_mut_975;
const uint64_t l_982 = l_102 >> uint64_t(63);
const bool l_983 = l_982 == uint64_t(1);
l_mut_284 = l_102;
if (l_983) {
const uint64_t l_984 = uint64_t(uint(0));
const uint64_t l_985 = l_984 - l_102;
l_mut_284 = l_985;
}
const uint64_t l_986 = uint64_t(l_981);
const uint64_t l_987 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_988 = l_987 * l_986;
const uint64_t l_989 = l_mut_284 >> uint64_t(32);
const uint64_t l_990 = l_989 * l_986;
const uint64_t l_991 = l_990 << uint64_t(32);
const uint64_t l_992 = l_988 + l_991;
const uint64_t l_993 = l_990 >> uint64_t(32);
const bool l_994 = l_992 < l_988;
const uint64_t l_995 = uint64_t(l_994);
const uint64_t l_996 = l_993 + l_995;
l_mut_284 = l_992;
const bool l_997 = l_24 == uint(64);
if (l_997) {
l_mut_284 = l_996;
} else {
const bool l_998 = l_24 > uint(0);
if (l_998) {
const uint l_999 = uint(64) - l_24;
const uint64_t l_1000 = uint64_t(l_999);
const uint64_t l_1001 = l_996 << l_1000;
const uint64_t l_1002 = uint64_t(l_24);
const uint64_t l_1003 = l_992 >> l_1002;
const uint64_t l_1004 = l_1001 | l_1003;
l_mut_284 = l_1004;
}
}
l_mut_212 = l_mut_284;
if (l_983) {
const uint64_t l_1005 = uint64_t(uint(0));
const uint64_t l_1006 = l_1005 - l_mut_212;
l_mut_212 = l_1006;
}
l_mut_301 = l_mut_212;
} else {
const uint64_t l_1007 = l_102 >> uint64_t(63);
const bool l_1008 = l_1007 == uint64_t(1);
l_mut_284 = l_102;
if (l_1008) {
const uint64_t l_1009 = uint64_t(uint(0));
const uint64_t l_1010 = l_1009 - l_102;
l_mut_284 = l_1010;
}
const uint64_t l_1011 = uint64_t(l_mut_975);
const uint64_t l_1012 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1013 = l_1012 * l_1011;
const uint64_t l_1014 = l_mut_284 >> uint64_t(32);
const uint64_t l_1015 = l_1014 * l_1011;
const uint64_t l_1016 = l_1015 << uint64_t(32);
const uint64_t l_1017 = l_1013 + l_1016;
const uint64_t l_1018 = l_1015 >> uint64_t(32);
const bool l_1019 = l_1017 < l_1013;
const uint64_t l_1020 = uint64_t(l_1019);
const uint64_t l_1021 = l_1018 + l_1020;
l_mut_212 = l_1017;
const bool l_1022 = uint(0) == uint(64);
if (l_1022) {
l_mut_212 = l_1021;
} else {
const bool l_1023 = uint(0) > uint(0);
if (l_1023) {
const uint64_t l_1024 = uint64_t(uint(64));
const uint64_t l_1025 = l_1021 << l_1024;
const uint64_t l_1026 = uint64_t(uint(0));
const uint64_t l_1027 = l_1017 >> l_1026;
const uint64_t l_1028 = l_1025 | l_1027;
l_mut_212 = l_1028;
}
}
const uint64_t l_1029 = uint64_t(l_mut_975);
const uint64_t l_1030 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1031 = l_1030 * l_1029;
const uint64_t l_1032 = l_mut_284 >> uint64_t(32);
const uint64_t l_1033 = l_1032 * l_1029;
const uint64_t l_1034 = l_1033 << uint64_t(32);
const uint64_t l_1035 = l_1031 + l_1034;
const uint64_t l_1036 = l_1033 >> uint64_t(32);
const bool l_1037 = l_1035 < l_1031;
const uint64_t l_1038 = uint64_t(l_1037);
const uint64_t l_1039 = l_1036 + l_1038;
l_mut_284 = l_1035;
const bool l_1040 = uint(64) == uint(64);
if (l_1040) {
l_mut_284 = l_1039;
} else {
const bool l_1041 = uint(64) > uint(0);
if (l_1041) {
const uint64_t l_1042 = uint64_t(uint(0));
const uint64_t l_1043 = l_1039 << l_1042;
const uint64_t l_1044 = uint64_t(uint(64));
const uint64_t l_1045 = l_1035 >> l_1044;
const uint64_t l_1046 = l_1043 | l_1045;
l_mut_284 = l_1046;
}
}
const uint64_t l_1047 = uint64_t(l_mut_975);
const uint64_t l_1048 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_1049 = l_1048 * l_1047;
const uint64_t l_1050 = l_mut_212 >> uint64_t(32);
const uint64_t l_1051 = l_1050 * l_1047;
const uint64_t l_1052 = l_1051 << uint64_t(32);
const uint64_t l_1053 = l_1049 + l_1052;
const uint64_t l_1054 = l_1051 >> uint64_t(32);
const bool l_1055 = l_1053 < l_1049;
const uint64_t l_1056 = uint64_t(l_1055);
const uint64_t l_1057 = l_1054 + l_1056;
l_mut_158 = l_1053;
const bool l_1058 = uint(0) == uint(64);
if (l_1058) {
l_mut_158 = l_1057;
} else {
const bool l_1059 = uint(0) > uint(0);
if (l_1059) {
const uint64_t l_1060 = uint64_t(uint(64));
const uint64_t l_1061 = l_1057 << l_1060;
const uint64_t l_1062 = uint64_t(uint(0));
const uint64_t l_1063 = l_1053 >> l_1062;
const uint64_t l_1064 = l_1061 | l_1063;
l_mut_158 = l_1064;
}
}
const uint64_t l_1065 = uint64_t(l_mut_975);
const uint64_t l_1066 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_1067 = l_1066 * l_1065;
const uint64_t l_1068 = l_mut_212 >> uint64_t(32);
const uint64_t l_1069 = l_1068 * l_1065;
const uint64_t l_1070 = l_1069 << uint64_t(32);
const uint64_t l_1071 = l_1067 + l_1070;
const uint64_t l_1072 = l_1069 >> uint64_t(32);
const bool l_1073 = l_1071 < l_1067;
const uint64_t l_1074 = uint64_t(l_1073);
const uint64_t l_1075 = l_1072 + l_1074;
l_mut_212 = l_1071;
const bool l_1076 = uint(64) == uint(64);
if (l_1076) {
l_mut_212 = l_1075;
} else {
const bool l_1077 = uint(64) > uint(0);
if (l_1077) {
const uint64_t l_1078 = uint64_t(uint(0));
const uint64_t l_1079 = l_1075 << l_1078;
const uint64_t l_1080 = uint64_t(uint(64));
const uint64_t l_1081 = l_1071 >> l_1080;
const uint64_t l_1082 = l_1079 | l_1081;
l_mut_212 = l_1082;
}
}
const uint64_t l_1083 = uint64_t(l_mut_975);
const uint64_t l_1084 = l_mut_284 * l_1083;
const uint64_t l_1085 = l_mut_212 + l_1084;
l_mut_301 = l_mut_158;
const bool l_1086 = l_24 == uint(64);
if (l_1086) {
l_mut_301 = l_1085;
} else {
const bool l_1087 = l_24 > uint(0);
if (l_1087) {
const uint l_1088 = uint(64) - l_24;
const uint64_t l_1089 = uint64_t(l_1088);
const uint64_t l_1090 = l_1085 << l_1089;
const uint64_t l_1091 = uint64_t(l_24);
const uint64_t l_1092 = l_mut_158 >> l_1091;
const uint64_t l_1093 = l_1090 + l_1092;
l_mut_301 = l_1093;
}
}
if (l_1008) {
const uint64_t l_1094 = uint64_t(uint(0));
const uint64_t l_1095 = l_1094 - l_mut_301;
l_mut_301 = l_1095;
}
}
const uint64_t l_1096 = l_978 + l_mut_301;
const uint64_t l_1097 = uint64_t(uint(0));
const uint64_t l_1098 = l_1097 - l_1096;
l_mut_301 = l_1098;
const bool l_1099 = l_1096 < l_mut_301;
if (l_1099) {
l_mut_301 = l_1096;
}
const bool l_1100 = l_mut_301 < l_51;
const uint l_1101 = uint(l_1100);
l_mut_813 = l_mut_813 + l_1101;
}
l_mut_258 = l_mut_258 + l_mut_813;
}
}
const bool l_1102 = l_mut_271 > uint(0);
if (l_1102) {
const uint l_1382 = info.static_meta[uint(5)];
const uint l_1383 = l_1382 * uint(1);
const uint l_1384 = l_1383 - uint(1);
const uint l_1385 = min(uint(1), l_1384);
device atomic_uint* l_1386 = &buffer_5[l_1385];
atomic_uint* l_1103 = l_1386;
const uint l_1104 = atomic_fetch_add_explicit(l_1103, l_mut_271, memory_order_relaxed);
}
const bool l_1105 = l_mut_258 > uint(0);
if (l_1105) {
const uint l_1387 = info.static_meta[uint(5)];
const uint l_1388 = l_1387 * uint(1);
const uint l_1389 = l_1388 - uint(1);
const uint l_1390 = min(uint(2), l_1389);
device atomic_uint* l_1391 = &buffer_5[l_1390];
atomic_uint* l_1106 = l_1391;
const uint l_1107 = atomic_fetch_add_explicit(l_1106, l_mut_258, memory_order_relaxed);
l_mut_813 = l_1107;

for (uint l_mut_1108 = uint(0); l_mut_1108 < uint(8); ++l_mut_1108) {
const uint l_1109 = l_mut_304 >> l_mut_1108;
const uint l_1110 = l_1109 & uint(1);
const bool l_1111 = l_1110 == uint(1);
if (l_1111) {
const uint l_1112 = l_mut_1108 * l_466;
const uint l_1113 = l_1112 + l_466;
const uint l_1114 = min(l_1113, l_74);
l_mut_782 = l_mut_813;

for (uint l_mut_1115 = l_1112; l_mut_1115 < l_1114; ++l_mut_1115) {
const uint64_t l_1116 = uint64_t(l_mut_1115);
const uint64_t l_1117 = l_84 * l_1116;
const uint64_t l_1118 = l_93 + l_1117;
const uint64_t l_1119 = uint64_t(uint(0));
l_mut_301 = l_1119;
const bool l_1120 = l_mut_1115 < uint(65536);
if (l_1120) {
const uint l_1121 = l_mut_1115 * l_mut_1115;
const uint64_t l_1122 = l_102 >> uint64_t(63);
const bool l_1123 = l_1122 == uint64_t(1);
l_mut_284 = l_102;
if (l_1123) {
const uint64_t l_1124 = uint64_t(uint(0));
const uint64_t l_1125 = l_1124 - l_102;
l_mut_284 = l_1125;
}
const uint64_t l_1126 = uint64_t(l_1121);
const uint64_t l_1127 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1128 = l_1127 * l_1126;
const uint64_t l_1129 = l_mut_284 >> uint64_t(32);
const uint64_t l_1130 = l_1129 * l_1126;
const uint64_t l_1131 = l_1130 << uint64_t(32);
const uint64_t l_1132 = l_1128 + l_1131;
const uint64_t l_1133 = l_1130 >> uint64_t(32);
const bool l_1134 = l_1132 < l_1128;
const uint64_t l_1135 = uint64_t(l_1134);
const uint64_t l_1136 = l_1133 + l_1135;
l_mut_284 = l_1132;
const bool l_1137 = l_24 == uint(64);
if (l_1137) {
l_mut_284 = l_1136;
} else {
const bool l_1138 = l_24 > uint(0);
if (l_1138) {
const uint l_1139 = uint(64) - l_24;
const uint64_t l_1140 = uint64_t(l_1139);
const uint64_t l_1141 = l_1136 << l_1140;
const uint64_t l_1142 = uint64_t(l_24);
const uint64_t l_1143 = l_1132 >> l_1142;
const uint64_t l_1144 = l_1141 | l_1143;
l_mut_284 = l_1144;
}
}
l_mut_212 = l_mut_284;
if (l_1123) {
const uint64_t l_1145 = uint64_t(uint(0));
const uint64_t l_1146 = l_1145 - l_mut_212;
l_mut_212 = l_1146;
}
l_mut_301 = l_mut_212;
} else {
const uint64_t l_1147 = l_102 >> uint64_t(63);
const bool l_1148 = l_1147 == uint64_t(1);
l_mut_284 = l_102;
if (l_1148) {
const uint64_t l_1149 = uint64_t(uint(0));
const uint64_t l_1150 = l_1149 - l_102;
l_mut_284 = l_1150;
}
const uint64_t l_1151 = uint64_t(l_mut_1115);
const uint64_t l_1152 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1153 = l_1152 * l_1151;
const uint64_t l_1154 = l_mut_284 >> uint64_t(32);
const uint64_t l_1155 = l_1154 * l_1151;
const uint64_t l_1156 = l_1155 << uint64_t(32);
const uint64_t l_1157 = l_1153 + l_1156;
const uint64_t l_1158 = l_1155 >> uint64_t(32);
const bool l_1159 = l_1157 < l_1153;
const uint64_t l_1160 = uint64_t(l_1159);
const uint64_t l_1161 = l_1158 + l_1160;
l_mut_212 = l_1157;
const bool l_1162 = uint(0) == uint(64);
if (l_1162) {
l_mut_212 = l_1161;
} else {
const bool l_1163 = uint(0) > uint(0);
if (l_1163) {
const uint64_t l_1164 = uint64_t(uint(64));
const uint64_t l_1165 = l_1161 << l_1164;
const uint64_t l_1166 = uint64_t(uint(0));
const uint64_t l_1167 = l_1157 >> l_1166;
const uint64_t l_1168 = l_1165 | l_1167;
l_mut_212 = l_1168;
}
}
const uint64_t l_1169 = uint64_t(l_mut_1115);
const uint64_t l_1170 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1171 = l_1170 * l_1169;
const uint64_t l_1172 = l_mut_284 >> uint64_t(32);
const uint64_t l_1173 = l_1172 * l_1169;
const uint64_t l_1174 = l_1173 << uint64_t(32);
const uint64_t l_1175 = l_1171 + l_1174;
const uint64_t l_1176 = l_1173 >> uint64_t(32);
const bool l_1177 = l_1175 < l_1171;
const uint64_t l_1178 = uint64_t(l_1177);
const uint64_t l_1179 = l_1176 + l_1178;
l_mut_284 = l_1175;
const bool l_1180 = uint(64) == uint(64);
if (l_1180) {
l_mut_284 = l_1179;
} else {
const bool l_1181 = uint(64) > uint(0);
if (l_1181) {
const uint64_t l_1182 = uint64_t(uint(0));
const uint64_t l_1183 = l_1179 << l_1182;
const uint64_t l_1184 = uint64_t(uint(64));
const uint64_t l_1185 = l_1175 >> l_1184;
const uint64_t l_1186 = l_1183 | l_1185;
l_mut_284 = l_1186;
}
}
const uint64_t l_1187 = uint64_t(l_mut_1115);
const uint64_t l_1188 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_1189 = l_1188 * l_1187;
const uint64_t l_1190 = l_mut_212 >> uint64_t(32);
const uint64_t l_1191 = l_1190 * l_1187;
const uint64_t l_1192 = l_1191 << uint64_t(32);
const uint64_t l_1193 = l_1189 + l_1192;
const uint64_t l_1194 = l_1191 >> uint64_t(32);
const bool l_1195 = l_1193 < l_1189;
const uint64_t l_1196 = uint64_t(l_1195);
const uint64_t l_1197 = l_1194 + l_1196;
l_mut_158 = l_1193;
const bool l_1198 = uint(0) == uint(64);
if (l_1198) {
l_mut_158 = l_1197;
} else {
const bool l_1199 = uint(0) > uint(0);
if (l_1199) {
const uint64_t l_1200 = uint64_t(uint(64));
const uint64_t l_1201 = l_1197 << l_1200;
const uint64_t l_1202 = uint64_t(uint(0));
const uint64_t l_1203 = l_1193 >> l_1202;
const uint64_t l_1204 = l_1201 | l_1203;
l_mut_158 = l_1204;
}
}
const uint64_t l_1205 = uint64_t(l_mut_1115);
const uint64_t l_1206 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_1207 = l_1206 * l_1205;
const uint64_t l_1208 = l_mut_212 >> uint64_t(32);
const uint64_t l_1209 = l_1208 * l_1205;
const uint64_t l_1210 = l_1209 << uint64_t(32);
const uint64_t l_1211 = l_1207 + l_1210;
const uint64_t l_1212 = l_1209 >> uint64_t(32);
const bool l_1213 = l_1211 < l_1207;
const uint64_t l_1214 = uint64_t(l_1213);
const uint64_t l_1215 = l_1212 + l_1214;
l_mut_212 = l_1211;
const bool l_1216 = uint(64) == uint(64);
if (l_1216) {
l_mut_212 = l_1215;
} else {
const bool l_1217 = uint(64) > uint(0);
if (l_1217) {
const uint64_t l_1218 = uint64_t(uint(0));
const uint64_t l_1219 = l_1215 << l_1218;
const uint64_t l_1220 = uint64_t(uint(64));
const uint64_t l_1221 = l_1211 >> l_1220;
const uint64_t l_1222 = l_1219 | l_1221;
l_mut_212 = l_1222;
}
}
const uint64_t l_1223 = uint64_t(l_mut_1115);
const uint64_t l_1224 = l_mut_284 * l_1223;
const uint64_t l_1225 = l_mut_212 + l_1224;
l_mut_301 = l_mut_158;
const bool l_1226 = l_24 == uint(64);
if (l_1226) {
l_mut_301 = l_1225;
} else {
const bool l_1227 = l_24 > uint(0);
if (l_1227) {
const uint l_1228 = uint(64) - l_24;
const uint64_t l_1229 = uint64_t(l_1228);
const uint64_t l_1230 = l_1225 << l_1229;
const uint64_t l_1231 = uint64_t(l_24);
const uint64_t l_1232 = l_mut_158 >> l_1231;
const uint64_t l_1233 = l_1230 + l_1232;
l_mut_301 = l_1233;
}
}
if (l_1148) {
const uint64_t l_1234 = uint64_t(uint(0));
const uint64_t l_1235 = l_1234 - l_mut_301;
l_mut_301 = l_1235;
}
}
const uint64_t l_1236 = l_1118 + l_mut_301;
const uint64_t l_1237 = uint64_t(uint(0));
const uint64_t l_1238 = l_1237 - l_1236;
l_mut_301 = l_1238;
const bool l_1239 = l_1236 < l_mut_301;
if (l_1239) {
l_mut_301 = l_1236;
}
const bool l_1240 = l_mut_301 < l_51;
if (l_1240) {
const uint l_1241 = l_mut_782 * uint(2);
const uint l_1242 = l_1241 + uint(1);
const uint l_1243 = info.static_meta[uint(10)];
const bool l_1244 = l_1242 < l_1243;
if (l_1244) {
const uint l_1392 = info.static_meta[uint(4)];
const uint l_1393 = l_1392 * uint(1);
const bool l_1394 = l_1241 < l_1393;
if (l_1394) {
buffer_4[l_1241] = thread_index_in_grid;
}
const uint l_1245 = l_1241 + uint(1);
const uint l_1395 = info.static_meta[uint(4)];
const uint l_1396 = l_1395 * uint(1);
const bool l_1397 = l_1245 < l_1396;
if (l_1397) {
buffer_4[l_1245] = l_mut_1115;
}
}
l_mut_782 = l_mut_782 + uint(1);
}
}
l_mut_813 = l_mut_782;
}
}
}
}
}

}
