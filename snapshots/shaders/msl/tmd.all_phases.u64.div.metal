
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
uint l_mut_402;
uint l_mut_67;
uint l_mut_790;
uint l_mut_821;
uint l_mut_917;
uint64_t l_mut_105;
uint64_t l_mut_127;
uint64_t l_mut_158;
uint64_t l_mut_212;
uint64_t l_mut_284;
uint64_t l_mut_301;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_1347 = info.static_meta[uint(5)];
const uint l_1348 = l_1347 * uint(1);
const uint l_1349 = l_1348 - uint(1);
const uint l_1350 = min(uint(3), l_1349);
device atomic_uint* l_1351 = &buffer_5[l_1350];
atomic_uint* l_1 = l_1351;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_1263 = info.static_meta[uint(3)];
const uint l_1264 = l_1263 * uint(1);
const bool l_1265 = l_3 < l_1264;
const uint l_1266 = l_1264 - uint(1);
const uint l_1267 = min(l_3, l_1266);
const uint l_1268 = buffer_3[l_1267];
const uint l_1269 = (l_1265) ? l_1268 : uint(0);
const uint l_4 = l_1269;
const uint64_t l_5 = uint64_t(l_4);
const uint l_6 = uint(2) * uint(0);
const uint l_7 = l_6 + uint(1);
const uint l_1270 = info.static_meta[uint(3)];
const uint l_1271 = l_1270 * uint(1);
const bool l_1272 = l_7 < l_1271;
const uint l_1273 = l_1271 - uint(1);
const uint l_1274 = min(l_7, l_1273);
const uint l_1275 = buffer_3[l_1274];
const uint l_1276 = (l_1272) ? l_1275 : uint(0);
const uint l_8 = l_1276;
const uint64_t l_9 = uint64_t(l_8);
const uint64_t l_10 = l_9 << uint64_t(32);
const uint64_t l_11 = l_5 | l_10;
const uint64_t l_12 = l_11 & uint64_t(4294967295);
const uint l_13 = uint(l_12);
const uint l_14 = uint(2) * uint(1);
const uint l_1277 = info.static_meta[uint(3)];
const uint l_1278 = l_1277 * uint(1);
const bool l_1279 = l_14 < l_1278;
const uint l_1280 = l_1278 - uint(1);
const uint l_1281 = min(l_14, l_1280);
const uint l_1282 = buffer_3[l_1281];
const uint l_1283 = (l_1279) ? l_1282 : uint(0);
const uint l_15 = l_1283;
const uint64_t l_16 = uint64_t(l_15);
const uint l_17 = uint(2) * uint(1);
const uint l_18 = l_17 + uint(1);
const uint l_1284 = info.static_meta[uint(3)];
const uint l_1285 = l_1284 * uint(1);
const bool l_1286 = l_18 < l_1285;
const uint l_1287 = l_1285 - uint(1);
const uint l_1288 = min(l_18, l_1287);
const uint l_1289 = buffer_3[l_1288];
const uint l_1290 = (l_1286) ? l_1289 : uint(0);
const uint l_19 = l_1290;
const uint64_t l_20 = uint64_t(l_19);
const uint64_t l_21 = l_20 << uint64_t(32);
const uint64_t l_22 = l_16 | l_21;
const uint64_t l_23 = l_22 & uint64_t(4294967295);
const uint l_24 = uint(l_23);
const uint l_25 = uint(2) * uint(2);
const uint l_1291 = info.static_meta[uint(3)];
const uint l_1292 = l_1291 * uint(1);
const bool l_1293 = l_25 < l_1292;
const uint l_1294 = l_1292 - uint(1);
const uint l_1295 = min(l_25, l_1294);
const uint l_1296 = buffer_3[l_1295];
const uint l_1297 = (l_1293) ? l_1296 : uint(0);
const uint l_26 = l_1297;
const uint64_t l_27 = uint64_t(l_26);
const uint l_28 = uint(2) * uint(2);
const uint l_29 = l_28 + uint(1);
const uint l_1298 = info.static_meta[uint(3)];
const uint l_1299 = l_1298 * uint(1);
const bool l_1300 = l_29 < l_1299;
const uint l_1301 = l_1299 - uint(1);
const uint l_1302 = min(l_29, l_1301);
const uint l_1303 = buffer_3[l_1302];
const uint l_1304 = (l_1300) ? l_1303 : uint(0);
const uint l_30 = l_1304;
const uint64_t l_31 = uint64_t(l_30);
const uint64_t l_32 = l_31 << uint64_t(32);
const uint64_t l_33 = l_27 | l_32;
const uint l_34 = uint(2) * uint(3);
const uint l_1305 = info.static_meta[uint(3)];
const uint l_1306 = l_1305 * uint(1);
const bool l_1307 = l_34 < l_1306;
const uint l_1308 = l_1306 - uint(1);
const uint l_1309 = min(l_34, l_1308);
const uint l_1310 = buffer_3[l_1309];
const uint l_1311 = (l_1307) ? l_1310 : uint(0);
const uint l_35 = l_1311;
const uint64_t l_36 = uint64_t(l_35);
const uint l_37 = uint(2) * uint(3);
const uint l_38 = l_37 + uint(1);
const uint l_1312 = info.static_meta[uint(3)];
const uint l_1313 = l_1312 * uint(1);
const bool l_1314 = l_38 < l_1313;
const uint l_1315 = l_1313 - uint(1);
const uint l_1316 = min(l_38, l_1315);
const uint l_1317 = buffer_3[l_1316];
const uint l_1318 = (l_1314) ? l_1317 : uint(0);
const uint l_39 = l_1318;
const uint64_t l_40 = uint64_t(l_39);
const uint64_t l_41 = l_40 << uint64_t(32);
const uint64_t l_42 = l_36 | l_41;
const uint l_43 = uint(2) * uint(4);
const uint l_1319 = info.static_meta[uint(3)];
const uint l_1320 = l_1319 * uint(1);
const bool l_1321 = l_43 < l_1320;
const uint l_1322 = l_1320 - uint(1);
const uint l_1323 = min(l_43, l_1322);
const uint l_1324 = buffer_3[l_1323];
const uint l_1325 = (l_1321) ? l_1324 : uint(0);
const uint l_44 = l_1325;
const uint64_t l_45 = uint64_t(l_44);
const uint l_46 = uint(2) * uint(4);
const uint l_47 = l_46 + uint(1);
const uint l_1326 = info.static_meta[uint(3)];
const uint l_1327 = l_1326 * uint(1);
const bool l_1328 = l_47 < l_1327;
const uint l_1329 = l_1327 - uint(1);
const uint l_1330 = min(l_47, l_1329);
const uint l_1331 = buffer_3[l_1330];
const uint l_1332 = (l_1328) ? l_1331 : uint(0);
const uint l_48 = l_1332;
const uint64_t l_49 = uint64_t(l_48);
const uint64_t l_50 = l_49 << uint64_t(32);
const uint64_t l_51 = l_45 | l_50;
const uint l_52 = uint(2) * uint(5);
const uint l_1333 = info.static_meta[uint(3)];
const uint l_1334 = l_1333 * uint(1);
const bool l_1335 = l_52 < l_1334;
const uint l_1336 = l_1334 - uint(1);
const uint l_1337 = min(l_52, l_1336);
const uint l_1338 = buffer_3[l_1337];
const uint l_1339 = (l_1335) ? l_1338 : uint(0);
const uint l_53 = l_1339;
const uint64_t l_54 = uint64_t(l_53);
const uint l_55 = uint(2) * uint(5);
const uint l_56 = l_55 + uint(1);
const uint l_1340 = info.static_meta[uint(3)];
const uint l_1341 = l_1340 * uint(1);
const bool l_1342 = l_56 < l_1341;
const uint l_1343 = l_1341 - uint(1);
const uint l_1344 = min(l_56, l_1343);
const uint l_1345 = buffer_3[l_1344];
const uint l_1346 = (l_1342) ? l_1345 : uint(0);
const uint l_57 = l_1346;
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
const uint l_1352 = info.static_meta[uint(0)];
const uint l_1353 = l_1352 * uint(1);
const bool l_1354 = l_76 < l_1353;
const uint l_1355 = l_1353 - uint(1);
const uint l_1356 = min(l_76, l_1355);
const uint l_1357 = buffer_0[l_1356];
const uint l_1358 = (l_1354) ? l_1357 : uint(0);
const uint l_77 = l_1358;
const uint64_t l_78 = uint64_t(l_77);
const uint l_79 = uint(2) * thread_index_in_grid;
const uint l_80 = l_79 + uint(1);
const uint l_1359 = info.static_meta[uint(0)];
const uint l_1360 = l_1359 * uint(1);
const bool l_1361 = l_80 < l_1360;
const uint l_1362 = l_1360 - uint(1);
const uint l_1363 = min(l_80, l_1362);
const uint l_1364 = buffer_0[l_1363];
const uint l_1365 = (l_1361) ? l_1364 : uint(0);
const uint l_81 = l_1365;
const uint64_t l_82 = uint64_t(l_81);
const uint64_t l_83 = l_82 << uint64_t(32);
const uint64_t l_84 = l_78 | l_83;
const uint l_85 = uint(2) * thread_index_in_grid;
const uint l_1366 = info.static_meta[uint(1)];
const uint l_1367 = l_1366 * uint(1);
const bool l_1368 = l_85 < l_1367;
const uint l_1369 = l_1367 - uint(1);
const uint l_1370 = min(l_85, l_1369);
const uint l_1371 = buffer_1[l_1370];
const uint l_1372 = (l_1368) ? l_1371 : uint(0);
const uint l_86 = l_1372;
const uint64_t l_87 = uint64_t(l_86);
const uint l_88 = uint(2) * thread_index_in_grid;
const uint l_89 = l_88 + uint(1);
const uint l_1373 = info.static_meta[uint(1)];
const uint l_1374 = l_1373 * uint(1);
const bool l_1375 = l_89 < l_1374;
const uint l_1376 = l_1374 - uint(1);
const uint l_1377 = min(l_89, l_1376);
const uint l_1378 = buffer_1[l_1377];
const uint l_1379 = (l_1375) ? l_1378 : uint(0);
const uint l_90 = l_1379;
const uint64_t l_91 = uint64_t(l_90);
const uint64_t l_92 = l_91 << uint64_t(32);
const uint64_t l_93 = l_87 | l_92;
const uint l_94 = uint(2) * thread_index_in_grid;
const uint l_1380 = info.static_meta[uint(2)];
const uint l_1381 = l_1380 * uint(1);
const bool l_1382 = l_94 < l_1381;
const uint l_1383 = l_1381 - uint(1);
const uint l_1384 = min(l_94, l_1383);
const uint l_1385 = buffer_2[l_1384];
const uint l_1386 = (l_1382) ? l_1385 : uint(0);
const uint l_95 = l_1386;
const uint64_t l_96 = uint64_t(l_95);
const uint l_97 = uint(2) * thread_index_in_grid;
const uint l_98 = l_97 + uint(1);
const uint l_1387 = info.static_meta[uint(2)];
const uint l_1388 = l_1387 * uint(1);
const bool l_1389 = l_98 < l_1388;
const uint l_1390 = l_1388 - uint(1);
const uint l_1391 = min(l_98, l_1390);
const uint l_1392 = buffer_2[l_1391];
const uint l_1393 = (l_1389) ? l_1392 : uint(0);
const uint l_99 = l_1393;
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
l_mut_355 = bool(true);
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
l_mut_355 = bool(true);
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
l_mut_301 = l_mut_212;
l_mut_284 = l_mut_158;
l_mut_271 = l_mut_67;
l_mut_402 = l_mut_258;
const bool l_403 = !l_401;
if (l_403) {
const uint64_t l_404 = uint64_t(l_mut_304);
const uint64_t l_405 = l_mut_212 * l_404;
const uint64_t l_406 = l_mut_158 - l_405;
l_mut_284 = l_406;
const uint l_407 = l_mut_304 * l_mut_258;
const uint l_408 = l_mut_67 + l_407;
l_mut_271 = l_408;
const uint64_t l_409 = l_mut_212 - l_mut_284;
l_mut_301 = l_409;
const uint l_410 = l_mut_258 + l_mut_271;
l_mut_402 = l_410;
}
l_mut_212 = l_mut_301;
l_mut_158 = l_mut_284;
l_mut_67 = l_mut_271;
l_mut_258 = l_mut_402;
l_mut_259 = l_401;
const bool l_411 = !l_401;
l_mut_262 = l_411;
}
} else {
const uint64_t l_412 = l_mut_127 - l_255;
l_mut_301 = l_mut_158;
const bool l_413 = l_412 < l_mut_158;
if (l_413) {
l_mut_301 = l_412;
}
l_mut_355 = bool(false);
l_mut_355 = bool(true);
l_mut_402 = uint(0);
const bool l_414 = l_mut_212 == uint64_t(0);
const bool l_415 = !l_414;
const bool l_416 = l_mut_355 && l_415;
const bool l_417 = l_mut_212 < l_mut_301;
const bool l_418 = l_416 && l_417;
const uint l_419 = l_mut_258 + l_mut_67;
const bool l_420 = l_419 < l_13;
const bool l_421 = l_418 && l_420;
if (l_421) {
const uint l_422 = l_13 - l_mut_258;
const uint l_423 = l_422 - l_mut_67;
const uint l_424 = l_423 / l_mut_258;
const uint64_t l_425 = l_mut_301 - uint64_t(1);
const uint64_t l_426 = l_425 / l_mut_212;
const uint64_t l_427 = uint64_t(l_424);
const bool l_428 = l_426 < l_427;
const uint64_t l_429 = uint64_t(l_424);
const uint64_t l_430 = (l_428) ? l_426 : l_429;
const uint l_431 = uint(l_430);
l_mut_402 = l_431;
}
const bool l_432 = l_mut_402 > uint(0);
if (l_432) {
const uint64_t l_433 = uint64_t(l_mut_402);
const uint64_t l_434 = l_mut_212 * l_433;
const uint64_t l_435 = l_mut_127 - l_434;
l_mut_127 = l_435;
const uint64_t l_436 = l_mut_158 - l_434;
l_mut_158 = l_436;
const uint l_437 = l_mut_402 * l_mut_258;
l_mut_67 = l_mut_67 + l_437;
} else {
const uint64_t l_438 = l_mut_127 - l_mut_212;
l_mut_127 = l_438;
const bool l_439 = l_mut_127 < l_255;
if (l_439) {
l_mut_262 = bool(false);
} else {
const uint l_440 = l_13 - l_mut_258;
const uint l_441 = l_440 / l_mut_67;
l_mut_402 = uint(0);
l_mut_355 = bool(false);
l_mut_355 = bool(true);
const bool l_442 = l_mut_158 == uint64_t(0);
if (l_442) {
l_mut_402 = l_441;
} else {
if (l_mut_355) {
const bool l_443 = l_mut_158 < l_mut_212;
if (l_443) {
const uint64_t l_444 = l_mut_212 - uint64_t(1);
const uint64_t l_445 = l_444 / l_mut_158;
const uint64_t l_446 = uint64_t(l_441);
const bool l_447 = l_445 < l_446;
const uint64_t l_448 = uint64_t(l_441);
const uint64_t l_449 = (l_447) ? l_445 : l_448;
const uint l_450 = uint(l_449);
l_mut_402 = l_450;
}
} else {
l_mut_301 = l_mut_212;
while (true) {
const bool l_451 = l_mut_158 < l_mut_301;
const uint l_452 = l_mut_402 * l_mut_67;
const uint l_453 = l_mut_258 + l_452;
const uint l_454 = l_453 + l_mut_67;
const bool l_455 = l_454 < l_13;
const bool l_456 = l_451 && l_455;
const bool l_457 = !l_456;
if (l_457) {
break;}
const uint64_t l_458 = l_mut_301 - l_mut_158;
l_mut_301 = l_458;
l_mut_402 = l_mut_402 + uint(1);
}
}
}
const uint l_459 = l_mut_402 * l_mut_67;
const uint l_460 = l_mut_258 + l_459;
const uint l_461 = l_460 + l_mut_67;
const bool l_462 = l_461 >= l_13;
l_mut_301 = l_mut_158;
l_mut_284 = l_mut_212;
l_mut_304 = l_mut_258;
l_mut_271 = l_mut_67;
const bool l_463 = !l_462;
if (l_463) {
const uint64_t l_464 = uint64_t(l_mut_402);
const uint64_t l_465 = l_mut_158 * l_464;
const uint64_t l_466 = l_mut_212 - l_465;
l_mut_284 = l_466;
const uint l_467 = l_mut_402 * l_mut_67;
const uint l_468 = l_mut_258 + l_467;
l_mut_304 = l_468;
const uint64_t l_469 = l_mut_158 - l_mut_284;
l_mut_301 = l_469;
const uint l_470 = l_mut_67 + l_mut_304;
l_mut_271 = l_470;
}
l_mut_212 = l_mut_284;
l_mut_158 = l_mut_301;
l_mut_67 = l_mut_271;
l_mut_258 = l_mut_304;
l_mut_259 = l_462;
const bool l_471 = !l_462;
l_mut_262 = l_471;
}
}
}
}
const bool l_472 = !l_mut_259;
if (l_472) {
const uint l_1394 = info.static_meta[uint(5)];
const uint l_1395 = l_1394 * uint(1);
const uint l_1396 = l_1395 - uint(1);
const uint l_1397 = min(uint(0), l_1396);
device atomic_uint* l_1398 = &buffer_5[l_1397];
atomic_uint* l_473 = l_1398;
const uint l_474 = atomic_fetch_add_explicit(l_473, uint(1), memory_order_relaxed);
const uint l_475 = l_13 / uint(8);
l_mut_402 = uint(0);
l_mut_304 = uint(0);
l_mut_271 = uint(0);

for (uint l_mut_476 = uint(0); l_mut_476 < uint(8); ++l_mut_476) {
const uint l_477 = l_mut_476 * l_475;
const bool l_478 = l_477 < l_74;
const uint l_479 = l_13 / uint(8);
const uint l_480 = l_mut_476 * l_479;
const uint l_481 = l_480 + l_480;
const uint64_t l_482 = l_102 >> uint64_t(63);
const bool l_483 = l_482 == uint64_t(1);
l_mut_301 = l_102;
if (l_483) {
const uint64_t l_484 = uint64_t(uint(0));
const uint64_t l_485 = l_484 - l_102;
l_mut_301 = l_485;
}
const uint64_t l_486 = uint64_t(l_481);
const uint64_t l_487 = l_mut_301 & uint64_t(4294967295);
const uint64_t l_488 = l_487 * l_486;
const uint64_t l_489 = l_mut_301 >> uint64_t(32);
const uint64_t l_490 = l_489 * l_486;
const uint64_t l_491 = l_490 << uint64_t(32);
const uint64_t l_492 = l_488 + l_491;
const uint64_t l_493 = l_490 >> uint64_t(32);
const bool l_494 = l_492 < l_488;
const uint64_t l_495 = uint64_t(l_494);
const uint64_t l_496 = l_493 + l_495;
l_mut_301 = l_492;
const bool l_497 = l_24 == uint(64);
if (l_497) {
l_mut_301 = l_496;
} else {
const bool l_498 = l_24 > uint(0);
if (l_498) {
const uint l_499 = uint(64) - l_24;
const uint64_t l_500 = uint64_t(l_499);
const uint64_t l_501 = l_496 << l_500;
const uint64_t l_502 = uint64_t(l_24);
const uint64_t l_503 = l_492 >> l_502;
const uint64_t l_504 = l_501 | l_503;
l_mut_301 = l_504;
}
}
l_mut_284 = l_mut_301;
if (l_483) {
const uint64_t l_505 = uint64_t(uint(0));
const uint64_t l_506 = l_505 - l_mut_284;
l_mut_284 = l_506;
}
const uint64_t l_507 = l_84 + l_mut_284;
const uint64_t l_508 = uint64_t(l_480);
const uint64_t l_509 = l_84 * l_508;
const uint64_t l_510 = l_93 + l_509;
const uint64_t l_511 = uint64_t(uint(0));
l_mut_301 = l_511;
const bool l_512 = l_480 < uint(65536);
if (l_512) {
const uint l_513 = l_480 * l_480;
const uint64_t l_514 = l_102 >> uint64_t(63);
const bool l_515 = l_514 == uint64_t(1);
l_mut_284 = l_102;
if (l_515) {
const uint64_t l_516 = uint64_t(uint(0));
const uint64_t l_517 = l_516 - l_102;
l_mut_284 = l_517;
}
const uint64_t l_518 = uint64_t(l_513);
const uint64_t l_519 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_520 = l_519 * l_518;
const uint64_t l_521 = l_mut_284 >> uint64_t(32);
const uint64_t l_522 = l_521 * l_518;
const uint64_t l_523 = l_522 << uint64_t(32);
const uint64_t l_524 = l_520 + l_523;
const uint64_t l_525 = l_522 >> uint64_t(32);
const bool l_526 = l_524 < l_520;
const uint64_t l_527 = uint64_t(l_526);
const uint64_t l_528 = l_525 + l_527;
l_mut_284 = l_524;
const bool l_529 = l_24 == uint(64);
if (l_529) {
l_mut_284 = l_528;
} else {
const bool l_530 = l_24 > uint(0);
if (l_530) {
const uint l_531 = uint(64) - l_24;
const uint64_t l_532 = uint64_t(l_531);
const uint64_t l_533 = l_528 << l_532;
const uint64_t l_534 = uint64_t(l_24);
const uint64_t l_535 = l_524 >> l_534;
const uint64_t l_536 = l_533 | l_535;
l_mut_284 = l_536;
}
}
l_mut_212 = l_mut_284;
if (l_515) {
const uint64_t l_537 = uint64_t(uint(0));
const uint64_t l_538 = l_537 - l_mut_212;
l_mut_212 = l_538;
}
l_mut_301 = l_mut_212;
} else {
const uint64_t l_539 = l_102 >> uint64_t(63);
const bool l_540 = l_539 == uint64_t(1);
l_mut_284 = l_102;
if (l_540) {
const uint64_t l_541 = uint64_t(uint(0));
const uint64_t l_542 = l_541 - l_102;
l_mut_284 = l_542;
}
const uint64_t l_543 = uint64_t(l_480);
const uint64_t l_544 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_545 = l_544 * l_543;
const uint64_t l_546 = l_mut_284 >> uint64_t(32);
const uint64_t l_547 = l_546 * l_543;
const uint64_t l_548 = l_547 << uint64_t(32);
const uint64_t l_549 = l_545 + l_548;
const uint64_t l_550 = l_547 >> uint64_t(32);
const bool l_551 = l_549 < l_545;
const uint64_t l_552 = uint64_t(l_551);
const uint64_t l_553 = l_550 + l_552;
l_mut_212 = l_549;
const bool l_554 = uint(0) == uint(64);
if (l_554) {
l_mut_212 = l_553;
} else {
const bool l_555 = uint(0) > uint(0);
if (l_555) {
const uint64_t l_556 = uint64_t(uint(64));
const uint64_t l_557 = l_553 << l_556;
const uint64_t l_558 = uint64_t(uint(0));
const uint64_t l_559 = l_549 >> l_558;
const uint64_t l_560 = l_557 | l_559;
l_mut_212 = l_560;
}
}
const uint64_t l_561 = uint64_t(l_480);
const uint64_t l_562 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_563 = l_562 * l_561;
const uint64_t l_564 = l_mut_284 >> uint64_t(32);
const uint64_t l_565 = l_564 * l_561;
const uint64_t l_566 = l_565 << uint64_t(32);
const uint64_t l_567 = l_563 + l_566;
const uint64_t l_568 = l_565 >> uint64_t(32);
const bool l_569 = l_567 < l_563;
const uint64_t l_570 = uint64_t(l_569);
const uint64_t l_571 = l_568 + l_570;
l_mut_284 = l_567;
const bool l_572 = uint(64) == uint(64);
if (l_572) {
l_mut_284 = l_571;
} else {
const bool l_573 = uint(64) > uint(0);
if (l_573) {
const uint64_t l_574 = uint64_t(uint(0));
const uint64_t l_575 = l_571 << l_574;
const uint64_t l_576 = uint64_t(uint(64));
const uint64_t l_577 = l_567 >> l_576;
const uint64_t l_578 = l_575 | l_577;
l_mut_284 = l_578;
}
}
const uint64_t l_579 = uint64_t(l_480);
const uint64_t l_580 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_581 = l_580 * l_579;
const uint64_t l_582 = l_mut_212 >> uint64_t(32);
const uint64_t l_583 = l_582 * l_579;
const uint64_t l_584 = l_583 << uint64_t(32);
const uint64_t l_585 = l_581 + l_584;
const uint64_t l_586 = l_583 >> uint64_t(32);
const bool l_587 = l_585 < l_581;
const uint64_t l_588 = uint64_t(l_587);
const uint64_t l_589 = l_586 + l_588;
l_mut_158 = l_585;
const bool l_590 = uint(0) == uint(64);
if (l_590) {
l_mut_158 = l_589;
} else {
const bool l_591 = uint(0) > uint(0);
if (l_591) {
const uint64_t l_592 = uint64_t(uint(64));
const uint64_t l_593 = l_589 << l_592;
const uint64_t l_594 = uint64_t(uint(0));
const uint64_t l_595 = l_585 >> l_594;
const uint64_t l_596 = l_593 | l_595;
l_mut_158 = l_596;
}
}
const uint64_t l_597 = uint64_t(l_480);
const uint64_t l_598 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_599 = l_598 * l_597;
const uint64_t l_600 = l_mut_212 >> uint64_t(32);
const uint64_t l_601 = l_600 * l_597;
const uint64_t l_602 = l_601 << uint64_t(32);
const uint64_t l_603 = l_599 + l_602;
const uint64_t l_604 = l_601 >> uint64_t(32);
const bool l_605 = l_603 < l_599;
const uint64_t l_606 = uint64_t(l_605);
const uint64_t l_607 = l_604 + l_606;
l_mut_212 = l_603;
const bool l_608 = uint(64) == uint(64);
if (l_608) {
l_mut_212 = l_607;
} else {
const bool l_609 = uint(64) > uint(0);
if (l_609) {
const uint64_t l_610 = uint64_t(uint(0));
const uint64_t l_611 = l_607 << l_610;
const uint64_t l_612 = uint64_t(uint(64));
const uint64_t l_613 = l_603 >> l_612;
const uint64_t l_614 = l_611 | l_613;
l_mut_212 = l_614;
}
}
const uint64_t l_615 = uint64_t(l_480);
const uint64_t l_616 = l_mut_284 * l_615;
const uint64_t l_617 = l_mut_212 + l_616;
l_mut_301 = l_mut_158;
const bool l_618 = l_24 == uint(64);
if (l_618) {
l_mut_301 = l_617;
} else {
const bool l_619 = l_24 > uint(0);
if (l_619) {
const uint l_620 = uint(64) - l_24;
const uint64_t l_621 = uint64_t(l_620);
const uint64_t l_622 = l_617 << l_621;
const uint64_t l_623 = uint64_t(l_24);
const uint64_t l_624 = l_mut_158 >> l_623;
const uint64_t l_625 = l_622 + l_624;
l_mut_301 = l_625;
}
}
if (l_540) {
const uint64_t l_626 = uint64_t(uint(0));
const uint64_t l_627 = l_626 - l_mut_301;
l_mut_301 = l_627;
}
}
const uint64_t l_628 = l_510 + l_mut_301;
const uint64_t l_629 = l_102 >> uint64_t(63);
const bool l_630 = l_629 == uint64_t(1);
l_mut_301 = l_102;
if (l_630) {
const uint64_t l_631 = uint64_t(uint(0));
const uint64_t l_632 = l_631 - l_102;
l_mut_301 = l_632;
}
const uint64_t l_633 = uint64_t(l_479);
const uint64_t l_634 = l_mut_301 & uint64_t(4294967295);
const uint64_t l_635 = l_634 * l_633;
const uint64_t l_636 = l_mut_301 >> uint64_t(32);
const uint64_t l_637 = l_636 * l_633;
const uint64_t l_638 = l_637 << uint64_t(32);
const uint64_t l_639 = l_635 + l_638;
const uint64_t l_640 = l_637 >> uint64_t(32);
const bool l_641 = l_639 < l_635;
const uint64_t l_642 = uint64_t(l_641);
const uint64_t l_643 = l_640 + l_642;
l_mut_301 = l_639;
const bool l_644 = l_24 == uint(64);
if (l_644) {
l_mut_301 = l_643;
} else {
const bool l_645 = l_24 > uint(0);
if (l_645) {
const uint l_646 = uint(64) - l_24;
const uint64_t l_647 = uint64_t(l_646);
const uint64_t l_648 = l_643 << l_647;
const uint64_t l_649 = uint64_t(l_24);
const uint64_t l_650 = l_639 >> l_649;
const uint64_t l_651 = l_648 | l_650;
l_mut_301 = l_651;
}
}
l_mut_284 = l_mut_301;
if (l_630) {
const uint64_t l_652 = uint64_t(uint(0));
const uint64_t l_653 = l_652 - l_mut_284;
l_mut_284 = l_653;
}
const uint64_t l_654 = l_507 + l_mut_284;
const uint l_655 = l_24 + uint(3);
const uint64_t l_656 = uint64_t(uint(0));
l_mut_301 = l_656;
const bool l_657 = l_479 < uint(65536);
if (l_657) {
const uint l_658 = l_479 * l_479;
const uint64_t l_659 = l_102 >> uint64_t(63);
const bool l_660 = l_659 == uint64_t(1);
l_mut_284 = l_102;
if (l_660) {
const uint64_t l_661 = uint64_t(uint(0));
const uint64_t l_662 = l_661 - l_102;
l_mut_284 = l_662;
}
const uint64_t l_663 = uint64_t(l_658);
const uint64_t l_664 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_665 = l_664 * l_663;
const uint64_t l_666 = l_mut_284 >> uint64_t(32);
const uint64_t l_667 = l_666 * l_663;
const uint64_t l_668 = l_667 << uint64_t(32);
const uint64_t l_669 = l_665 + l_668;
const uint64_t l_670 = l_667 >> uint64_t(32);
const bool l_671 = l_669 < l_665;
const uint64_t l_672 = uint64_t(l_671);
const uint64_t l_673 = l_670 + l_672;
l_mut_284 = l_669;
const bool l_674 = l_655 == uint(64);
if (l_674) {
l_mut_284 = l_673;
} else {
const bool l_675 = l_655 > uint(0);
if (l_675) {
const uint l_676 = uint(64) - l_655;
const uint64_t l_677 = uint64_t(l_676);
const uint64_t l_678 = l_673 << l_677;
const uint64_t l_679 = uint64_t(l_655);
const uint64_t l_680 = l_669 >> l_679;
const uint64_t l_681 = l_678 | l_680;
l_mut_284 = l_681;
}
}
l_mut_212 = l_mut_284;
if (l_660) {
const uint64_t l_682 = uint64_t(uint(0));
const uint64_t l_683 = l_682 - l_mut_212;
l_mut_212 = l_683;
}
l_mut_301 = l_mut_212;
} else {
const uint64_t l_684 = l_102 >> uint64_t(63);
const bool l_685 = l_684 == uint64_t(1);
l_mut_284 = l_102;
if (l_685) {
const uint64_t l_686 = uint64_t(uint(0));
const uint64_t l_687 = l_686 - l_102;
l_mut_284 = l_687;
}
const uint64_t l_688 = uint64_t(l_479);
const uint64_t l_689 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_690 = l_689 * l_688;
const uint64_t l_691 = l_mut_284 >> uint64_t(32);
const uint64_t l_692 = l_691 * l_688;
const uint64_t l_693 = l_692 << uint64_t(32);
const uint64_t l_694 = l_690 + l_693;
const uint64_t l_695 = l_692 >> uint64_t(32);
const bool l_696 = l_694 < l_690;
const uint64_t l_697 = uint64_t(l_696);
const uint64_t l_698 = l_695 + l_697;
l_mut_212 = l_694;
const bool l_699 = uint(0) == uint(64);
if (l_699) {
l_mut_212 = l_698;
} else {
const bool l_700 = uint(0) > uint(0);
if (l_700) {
const uint64_t l_701 = uint64_t(uint(64));
const uint64_t l_702 = l_698 << l_701;
const uint64_t l_703 = uint64_t(uint(0));
const uint64_t l_704 = l_694 >> l_703;
const uint64_t l_705 = l_702 | l_704;
l_mut_212 = l_705;
}
}
const uint64_t l_706 = uint64_t(l_479);
const uint64_t l_707 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_708 = l_707 * l_706;
const uint64_t l_709 = l_mut_284 >> uint64_t(32);
const uint64_t l_710 = l_709 * l_706;
const uint64_t l_711 = l_710 << uint64_t(32);
const uint64_t l_712 = l_708 + l_711;
const uint64_t l_713 = l_710 >> uint64_t(32);
const bool l_714 = l_712 < l_708;
const uint64_t l_715 = uint64_t(l_714);
const uint64_t l_716 = l_713 + l_715;
l_mut_284 = l_712;
const bool l_717 = uint(64) == uint(64);
if (l_717) {
l_mut_284 = l_716;
} else {
const bool l_718 = uint(64) > uint(0);
if (l_718) {
const uint64_t l_719 = uint64_t(uint(0));
const uint64_t l_720 = l_716 << l_719;
const uint64_t l_721 = uint64_t(uint(64));
const uint64_t l_722 = l_712 >> l_721;
const uint64_t l_723 = l_720 | l_722;
l_mut_284 = l_723;
}
}
const uint64_t l_724 = uint64_t(l_479);
const uint64_t l_725 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_726 = l_725 * l_724;
const uint64_t l_727 = l_mut_212 >> uint64_t(32);
const uint64_t l_728 = l_727 * l_724;
const uint64_t l_729 = l_728 << uint64_t(32);
const uint64_t l_730 = l_726 + l_729;
const uint64_t l_731 = l_728 >> uint64_t(32);
const bool l_732 = l_730 < l_726;
const uint64_t l_733 = uint64_t(l_732);
const uint64_t l_734 = l_731 + l_733;
l_mut_158 = l_730;
const bool l_735 = uint(0) == uint(64);
if (l_735) {
l_mut_158 = l_734;
} else {
const bool l_736 = uint(0) > uint(0);
if (l_736) {
const uint64_t l_737 = uint64_t(uint(64));
const uint64_t l_738 = l_734 << l_737;
const uint64_t l_739 = uint64_t(uint(0));
const uint64_t l_740 = l_730 >> l_739;
const uint64_t l_741 = l_738 | l_740;
l_mut_158 = l_741;
}
}
const uint64_t l_742 = uint64_t(l_479);
const uint64_t l_743 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_744 = l_743 * l_742;
const uint64_t l_745 = l_mut_212 >> uint64_t(32);
const uint64_t l_746 = l_745 * l_742;
const uint64_t l_747 = l_746 << uint64_t(32);
const uint64_t l_748 = l_744 + l_747;
const uint64_t l_749 = l_746 >> uint64_t(32);
const bool l_750 = l_748 < l_744;
const uint64_t l_751 = uint64_t(l_750);
const uint64_t l_752 = l_749 + l_751;
l_mut_212 = l_748;
const bool l_753 = uint(64) == uint(64);
if (l_753) {
l_mut_212 = l_752;
} else {
const bool l_754 = uint(64) > uint(0);
if (l_754) {
const uint64_t l_755 = uint64_t(uint(0));
const uint64_t l_756 = l_752 << l_755;
const uint64_t l_757 = uint64_t(uint(64));
const uint64_t l_758 = l_748 >> l_757;
const uint64_t l_759 = l_756 | l_758;
l_mut_212 = l_759;
}
}
const uint64_t l_760 = uint64_t(l_479);
const uint64_t l_761 = l_mut_284 * l_760;
const uint64_t l_762 = l_mut_212 + l_761;
l_mut_301 = l_mut_158;
const bool l_763 = l_655 == uint(64);
if (l_763) {
l_mut_301 = l_762;
} else {
const bool l_764 = l_655 > uint(0);
if (l_764) {
const uint l_765 = uint(64) - l_655;
const uint64_t l_766 = uint64_t(l_765);
const uint64_t l_767 = l_762 << l_766;
const uint64_t l_768 = uint64_t(l_655);
const uint64_t l_769 = l_mut_158 >> l_768;
const uint64_t l_770 = l_767 + l_769;
l_mut_301 = l_770;
}
}
if (l_685) {
const uint64_t l_771 = uint64_t(uint(0));
const uint64_t l_772 = l_771 - l_mut_301;
l_mut_301 = l_772;
}
}
const uint64_t l_773 = l_628 - l_mut_301;
const uint64_t l_774 = l_773 + l_42;
const uint64_t l_775 = uint64_t(uint(0));
const uint64_t l_776 = l_775 - l_654;
const uint64_t l_777 = l_42 + l_42;
l_mut_301 = l_776;
const uint64_t l_778 = uint64_t(uint(0));
const uint64_t l_779 = l_778 - l_776;
l_mut_284 = l_779;
l_mut_212 = l_774;
l_mut_258 = uint(1);
l_mut_67 = uint(1);
l_mut_355 = bool(false);
const bool l_780 = l_mut_212 < l_777;
const bool l_781 = !l_780;
l_mut_350 = l_781;
const bool l_782 = l_776 == uint64_t(0);
if (l_782) {
l_mut_355 = l_mut_350;
l_mut_350 = bool(false);
}
if (l_mut_350) {
const uint64_t l_783 = l_776 >> uint64_t(63);
const bool l_784 = l_783 == uint64_t(1);
l_mut_158 = l_776;
if (l_784) {
const uint64_t l_785 = uint64_t(uint(0));
const uint64_t l_786 = l_785 - l_776;
l_mut_158 = l_786;
}
const uint l_787 = l_479 - uint(1);
const uint64_t l_788 = uint64_t(l_787);
const uint64_t l_789 = l_mut_158 * l_788;
l_mut_790 = uint(0);
const uint l_791 = l_479 - uint(1);
const uint64_t l_792 = uint64_t(l_791);
const uint64_t l_793 = l_mut_158 & uint64_t(4294967295);
const uint64_t l_794 = l_793 * l_792;
const uint64_t l_795 = l_mut_158 >> uint64_t(32);
const uint64_t l_796 = l_795 * l_792;
const uint64_t l_797 = l_796 << uint64_t(32);
const uint64_t l_798 = l_794 + l_797;
const uint64_t l_799 = l_796 >> uint64_t(32);
const bool l_800 = l_798 < l_794;
const uint64_t l_801 = uint64_t(l_800);
const uint64_t l_802 = l_799 + l_801;
l_mut_127 = l_798;
const bool l_803 = uint(64) == uint(64);
if (l_803) {
l_mut_127 = l_802;
} else {
const bool l_804 = uint(64) > uint(0);
if (l_804) {
const uint64_t l_805 = uint64_t(uint(0));
const uint64_t l_806 = l_802 << l_805;
const uint64_t l_807 = uint64_t(uint(64));
const uint64_t l_808 = l_798 >> l_807;
const uint64_t l_809 = l_806 | l_808;
l_mut_127 = l_809;
}
}
const bool l_810 = l_mut_127 == uint64_t(0);
if (l_810) {
l_mut_127 = l_774;
if (l_784) {
const uint64_t l_811 = uint64_t(uint(0));
const uint64_t l_812 = l_811 - l_774;
const bool l_813 = l_774 == uint64_t(0);
const bool l_814 = !l_813;
const bool l_815 = l_789 < l_812;
const bool l_816 = !l_815;
const bool l_817 = l_814 && l_816;
if (l_817) {
const uint l_818 = l_479 - uint(1);
l_mut_105 = l_812;
const bool l_819 = l_812 < l_mut_158;
const bool l_820 = !l_819;
if (l_820) {
l_mut_821 = uint(0);
const bool l_822 = l_mut_158 < l_812;
if (l_822) {
const uint64_t l_823 = l_812 - uint64_t(1);
const uint64_t l_824 = l_823 / l_mut_158;
const uint64_t l_825 = uint64_t(l_818);
const bool l_826 = l_824 < l_825;
const uint64_t l_827 = uint64_t(l_818);
const uint64_t l_828 = (l_826) ? l_824 : l_827;
const uint l_829 = uint(l_828);
l_mut_821 = l_829;
}
const uint64_t l_830 = uint64_t(l_mut_821);
const uint64_t l_831 = l_mut_158 * l_830;
const uint64_t l_832 = l_812 - l_831;
l_mut_105 = l_832;
const bool l_833 = l_mut_105 < l_mut_158;
const bool l_834 = !l_833;
if (l_834) {
const uint64_t l_835 = l_mut_105 - l_mut_158;
l_mut_105 = l_835;
}
}
const uint64_t l_836 = l_mut_158 - l_mut_105;
l_mut_105 = l_836;
const bool l_837 = l_836 < l_mut_158;
const bool l_838 = !l_837;
if (l_838) {
const uint64_t l_839 = l_836 - l_mut_158;
l_mut_105 = l_839;
}
const bool l_840 = l_mut_105 < l_mut_127;
if (l_840) {
l_mut_127 = l_mut_105;
}
}
} else {
const uint64_t l_841 = l_774 - l_789;
l_mut_127 = l_841;
const bool l_842 = l_774 < l_789;
if (l_842) {
const uint l_843 = l_479 - uint(1);
l_mut_105 = l_774;
const bool l_844 = l_774 < l_mut_158;
const bool l_845 = !l_844;
if (l_845) {
l_mut_821 = uint(0);
const bool l_846 = l_mut_158 < l_774;
if (l_846) {
const uint64_t l_847 = l_774 - uint64_t(1);
const uint64_t l_848 = l_847 / l_mut_158;
const uint64_t l_849 = uint64_t(l_843);
const bool l_850 = l_848 < l_849;
const uint64_t l_851 = uint64_t(l_843);
const uint64_t l_852 = (l_850) ? l_848 : l_851;
const uint l_853 = uint(l_852);
l_mut_821 = l_853;
}
const uint64_t l_854 = uint64_t(l_mut_821);
const uint64_t l_855 = l_mut_158 * l_854;
const uint64_t l_856 = l_774 - l_855;
l_mut_105 = l_856;
const bool l_857 = l_mut_105 < l_mut_158;
const bool l_858 = !l_857;
if (l_858) {
const uint64_t l_859 = l_mut_105 - l_mut_158;
l_mut_105 = l_859;
}
}
const bool l_860 = l_mut_105 < l_mut_127;
if (l_860) {
l_mut_127 = l_mut_105;
}
}
}
const bool l_861 = l_mut_127 < l_777;
const bool l_862 = !l_861;
const uint l_863 = uint(l_862);
const uint l_864 = uint(2) - l_863;
l_mut_790 = l_864;
}
const bool l_865 = l_mut_790 > uint(0);
if (l_865) {
const bool l_866 = l_mut_790 == uint(1);
l_mut_355 = l_866;
l_mut_350 = bool(false);
}
}
l_mut_262 = bool(false);
while (true) {
const bool l_867 = !l_mut_350;
if (l_867) {
break;}
const bool l_868 = l_mut_212 < l_mut_301;
if (l_868) {
const uint64_t l_869 = l_mut_301 - l_mut_212;
l_mut_158 = l_mut_301;
const bool l_870 = l_869 < l_mut_301;
if (l_870) {
l_mut_158 = l_869;
}
l_mut_259 = bool(false);
l_mut_259 = bool(true);
l_mut_821 = uint(0);
const bool l_871 = l_mut_284 == uint64_t(0);
const bool l_872 = !l_871;
const bool l_873 = l_mut_259 && l_872;
const bool l_874 = l_mut_284 < l_mut_158;
const bool l_875 = l_873 && l_874;
const uint l_876 = l_mut_258 + l_mut_67;
const bool l_877 = l_876 < l_479;
const bool l_878 = l_875 && l_877;
if (l_878) {
const uint l_879 = l_479 - l_mut_258;
const uint l_880 = l_879 - l_mut_67;
const uint l_881 = l_880 / l_mut_258;
const uint64_t l_882 = l_mut_158 - uint64_t(1);
const uint64_t l_883 = l_882 / l_mut_284;
const uint64_t l_884 = uint64_t(l_881);
const bool l_885 = l_883 < l_884;
const uint64_t l_886 = uint64_t(l_881);
const uint64_t l_887 = (l_885) ? l_883 : l_886;
const uint l_888 = uint(l_887);
l_mut_821 = l_888;
}
const bool l_889 = l_mut_821 > uint(0);
if (l_889) {
const uint64_t l_890 = uint64_t(l_mut_821);
const uint64_t l_891 = l_mut_284 * l_890;
const uint64_t l_892 = l_mut_301 - l_891;
l_mut_301 = l_892;
const uint l_893 = l_mut_821 * l_mut_258;
l_mut_67 = l_mut_67 + l_893;
} else {
const uint l_894 = l_479 - l_mut_258;
const uint l_895 = l_894 / l_mut_67;
l_mut_821 = uint(0);
l_mut_259 = bool(false);
l_mut_259 = bool(true);
const bool l_896 = l_mut_301 == uint64_t(0);
if (l_896) {
l_mut_821 = l_895;
} else {
if (l_mut_259) {
const bool l_897 = l_mut_301 < l_mut_284;
if (l_897) {
const uint64_t l_898 = l_mut_284 - uint64_t(1);
const uint64_t l_899 = l_898 / l_mut_301;
const uint64_t l_900 = uint64_t(l_895);
const bool l_901 = l_899 < l_900;
const uint64_t l_902 = uint64_t(l_895);
const uint64_t l_903 = (l_901) ? l_899 : l_902;
const uint l_904 = uint(l_903);
l_mut_821 = l_904;
}
} else {
l_mut_158 = l_mut_284;
while (true) {
const bool l_905 = l_mut_301 < l_mut_158;
const uint l_906 = l_mut_821 * l_mut_67;
const uint l_907 = l_mut_258 + l_906;
const uint l_908 = l_907 + l_mut_67;
const bool l_909 = l_908 < l_479;
const bool l_910 = l_905 && l_909;
const bool l_911 = !l_910;
if (l_911) {
break;}
const uint64_t l_912 = l_mut_158 - l_mut_301;
l_mut_158 = l_912;
l_mut_821 = l_mut_821 + uint(1);
}
}
}
const uint l_913 = l_mut_821 * l_mut_67;
const uint l_914 = l_mut_258 + l_913;
const uint l_915 = l_914 + l_mut_67;
const bool l_916 = l_915 >= l_479;
l_mut_158 = l_mut_301;
l_mut_127 = l_mut_284;
l_mut_790 = l_mut_258;
l_mut_917 = l_mut_67;
const bool l_918 = !l_916;
if (l_918) {
const uint64_t l_919 = uint64_t(l_mut_821);
const uint64_t l_920 = l_mut_301 * l_919;
const uint64_t l_921 = l_mut_284 - l_920;
l_mut_127 = l_921;
const uint l_922 = l_mut_821 * l_mut_67;
const uint l_923 = l_mut_258 + l_922;
l_mut_790 = l_923;
const uint64_t l_924 = l_mut_301 - l_mut_127;
l_mut_158 = l_924;
const uint l_925 = l_mut_67 + l_mut_790;
l_mut_917 = l_925;
}
l_mut_301 = l_mut_158;
l_mut_284 = l_mut_127;
l_mut_258 = l_mut_790;
l_mut_67 = l_mut_917;
l_mut_355 = l_916;
const bool l_926 = !l_916;
l_mut_350 = l_926;
}
} else {
const uint64_t l_927 = l_mut_212 - l_777;
l_mut_158 = l_mut_284;
const bool l_928 = l_927 < l_mut_284;
if (l_928) {
l_mut_158 = l_927;
}
l_mut_259 = bool(false);
l_mut_259 = bool(true);
l_mut_917 = uint(0);
const bool l_929 = l_mut_301 == uint64_t(0);
const bool l_930 = !l_929;
const bool l_931 = l_mut_259 && l_930;
const bool l_932 = l_mut_301 < l_mut_158;
const bool l_933 = l_931 && l_932;
const uint l_934 = l_mut_67 + l_mut_258;
const bool l_935 = l_934 < l_479;
const bool l_936 = l_933 && l_935;
if (l_936) {
const uint l_937 = l_479 - l_mut_67;
const uint l_938 = l_937 - l_mut_258;
const uint l_939 = l_938 / l_mut_67;
const uint64_t l_940 = l_mut_158 - uint64_t(1);
const uint64_t l_941 = l_940 / l_mut_301;
const uint64_t l_942 = uint64_t(l_939);
const bool l_943 = l_941 < l_942;
const uint64_t l_944 = uint64_t(l_939);
const uint64_t l_945 = (l_943) ? l_941 : l_944;
const uint l_946 = uint(l_945);
l_mut_917 = l_946;
}
const bool l_947 = l_mut_917 > uint(0);
if (l_947) {
const uint64_t l_948 = uint64_t(l_mut_917);
const uint64_t l_949 = l_mut_301 * l_948;
const uint64_t l_950 = l_mut_212 - l_949;
l_mut_212 = l_950;
const uint64_t l_951 = l_mut_284 - l_949;
l_mut_284 = l_951;
const uint l_952 = l_mut_917 * l_mut_67;
l_mut_258 = l_mut_258 + l_952;
} else {
const uint64_t l_953 = l_mut_212 - l_mut_301;
l_mut_212 = l_953;
const bool l_954 = l_mut_212 < l_777;
if (l_954) {
l_mut_350 = bool(false);
} else {
const uint l_955 = l_479 - l_mut_67;
const uint l_956 = l_955 / l_mut_258;
l_mut_917 = uint(0);
l_mut_259 = bool(false);
l_mut_259 = bool(true);
const bool l_957 = l_mut_284 == uint64_t(0);
if (l_957) {
l_mut_917 = l_956;
} else {
if (l_mut_259) {
const bool l_958 = l_mut_284 < l_mut_301;
if (l_958) {
const uint64_t l_959 = l_mut_301 - uint64_t(1);
const uint64_t l_960 = l_959 / l_mut_284;
const uint64_t l_961 = uint64_t(l_956);
const bool l_962 = l_960 < l_961;
const uint64_t l_963 = uint64_t(l_956);
const uint64_t l_964 = (l_962) ? l_960 : l_963;
const uint l_965 = uint(l_964);
l_mut_917 = l_965;
}
} else {
l_mut_158 = l_mut_301;
while (true) {
const bool l_966 = l_mut_284 < l_mut_158;
const uint l_967 = l_mut_917 * l_mut_258;
const uint l_968 = l_mut_67 + l_967;
const uint l_969 = l_968 + l_mut_258;
const bool l_970 = l_969 < l_479;
const bool l_971 = l_966 && l_970;
const bool l_972 = !l_971;
if (l_972) {
break;}
const uint64_t l_973 = l_mut_158 - l_mut_284;
l_mut_158 = l_973;
l_mut_917 = l_mut_917 + uint(1);
}
}
}
const uint l_974 = l_mut_917 * l_mut_258;
const uint l_975 = l_mut_67 + l_974;
const uint l_976 = l_975 + l_mut_258;
const bool l_977 = l_976 >= l_479;
l_mut_158 = l_mut_284;
l_mut_127 = l_mut_301;
l_mut_821 = l_mut_67;
l_mut_790 = l_mut_258;
const bool l_978 = !l_977;
if (l_978) {
const uint64_t l_979 = uint64_t(l_mut_917);
const uint64_t l_980 = l_mut_284 * l_979;
const uint64_t l_981 = l_mut_301 - l_980;
l_mut_127 = l_981;
const uint l_982 = l_mut_917 * l_mut_258;
const uint l_983 = l_mut_67 + l_982;
l_mut_821 = l_983;
const uint64_t l_984 = l_mut_284 - l_mut_127;
l_mut_158 = l_984;
const uint l_985 = l_mut_258 + l_mut_821;
l_mut_790 = l_985;
}
l_mut_301 = l_mut_127;
l_mut_284 = l_mut_158;
l_mut_258 = l_mut_790;
l_mut_67 = l_mut_821;
l_mut_355 = l_977;
const bool l_986 = !l_977;
l_mut_350 = l_986;
}
}
}
}
const bool l_987 = !l_mut_355;
const bool l_988 = l_478 && l_987;
if (l_988) {
const uint l_989 = uint(1) << l_mut_476;
l_mut_402 = l_mut_402 | l_989;
l_mut_304 = l_mut_304 + uint(1);
const uint l_990 = l_477 + l_475;
const uint l_991 = min(l_990, l_74);
l_mut_917 = uint(0);

for (uint l_mut_992 = l_477; l_mut_992 < l_991; ++l_mut_992) {
const uint64_t l_993 = uint64_t(l_mut_992);
const uint64_t l_994 = l_84 * l_993;
const uint64_t l_995 = l_93 + l_994;
const uint64_t l_996 = uint64_t(uint(0));
l_mut_301 = l_996;
const bool l_997 = l_mut_992 < uint(65536);
if (l_997) {
const uint l_998 = l_mut_992 * l_mut_992;
const uint64_t l_999 = l_102 >> uint64_t(63);
const bool l_1000 = l_999 == uint64_t(1);
l_mut_284 = l_102;
if (l_1000) {
const uint64_t l_1001 = uint64_t(uint(0));
const uint64_t l_1002 = l_1001 - l_102;
l_mut_284 = l_1002;
}
const uint64_t l_1003 = uint64_t(l_998);
const uint64_t l_1004 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1005 = l_1004 * l_1003;
const uint64_t l_1006 = l_mut_284 >> uint64_t(32);
const uint64_t l_1007 = l_1006 * l_1003;
const uint64_t l_1008 = l_1007 << uint64_t(32);
const uint64_t l_1009 = l_1005 + l_1008;
const uint64_t l_1010 = l_1007 >> uint64_t(32);
const bool l_1011 = l_1009 < l_1005;
const uint64_t l_1012 = uint64_t(l_1011);
const uint64_t l_1013 = l_1010 + l_1012;
l_mut_284 = l_1009;
const bool l_1014 = l_24 == uint(64);
if (l_1014) {
l_mut_284 = l_1013;
} else {
const bool l_1015 = l_24 > uint(0);
if (l_1015) {
const uint l_1016 = uint(64) - l_24;
const uint64_t l_1017 = uint64_t(l_1016);
const uint64_t l_1018 = l_1013 << l_1017;
const uint64_t l_1019 = uint64_t(l_24);
const uint64_t l_1020 = l_1009 >> l_1019;
const uint64_t l_1021 = l_1018 | l_1020;
l_mut_284 = l_1021;
}
}
l_mut_212 = l_mut_284;
if (l_1000) {
const uint64_t l_1022 = uint64_t(uint(0));
const uint64_t l_1023 = l_1022 - l_mut_212;
l_mut_212 = l_1023;
}
l_mut_301 = l_mut_212;
} else {
const uint64_t l_1024 = l_102 >> uint64_t(63);
const bool l_1025 = l_1024 == uint64_t(1);
l_mut_284 = l_102;
if (l_1025) {
const uint64_t l_1026 = uint64_t(uint(0));
const uint64_t l_1027 = l_1026 - l_102;
l_mut_284 = l_1027;
}
const uint64_t l_1028 = uint64_t(l_mut_992);
const uint64_t l_1029 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1030 = l_1029 * l_1028;
const uint64_t l_1031 = l_mut_284 >> uint64_t(32);
const uint64_t l_1032 = l_1031 * l_1028;
const uint64_t l_1033 = l_1032 << uint64_t(32);
const uint64_t l_1034 = l_1030 + l_1033;
const uint64_t l_1035 = l_1032 >> uint64_t(32);
const bool l_1036 = l_1034 < l_1030;
const uint64_t l_1037 = uint64_t(l_1036);
const uint64_t l_1038 = l_1035 + l_1037;
l_mut_212 = l_1034;
const bool l_1039 = uint(0) == uint(64);
if (l_1039) {
l_mut_212 = l_1038;
} else {
const bool l_1040 = uint(0) > uint(0);
if (l_1040) {
const uint64_t l_1041 = uint64_t(uint(64));
const uint64_t l_1042 = l_1038 << l_1041;
const uint64_t l_1043 = uint64_t(uint(0));
const uint64_t l_1044 = l_1034 >> l_1043;
const uint64_t l_1045 = l_1042 | l_1044;
l_mut_212 = l_1045;
}
}
const uint64_t l_1046 = uint64_t(l_mut_992);
const uint64_t l_1047 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1048 = l_1047 * l_1046;
const uint64_t l_1049 = l_mut_284 >> uint64_t(32);
const uint64_t l_1050 = l_1049 * l_1046;
const uint64_t l_1051 = l_1050 << uint64_t(32);
const uint64_t l_1052 = l_1048 + l_1051;
const uint64_t l_1053 = l_1050 >> uint64_t(32);
const bool l_1054 = l_1052 < l_1048;
const uint64_t l_1055 = uint64_t(l_1054);
const uint64_t l_1056 = l_1053 + l_1055;
l_mut_284 = l_1052;
const bool l_1057 = uint(64) == uint(64);
if (l_1057) {
l_mut_284 = l_1056;
} else {
const bool l_1058 = uint(64) > uint(0);
if (l_1058) {
const uint64_t l_1059 = uint64_t(uint(0));
const uint64_t l_1060 = l_1056 << l_1059;
const uint64_t l_1061 = uint64_t(uint(64));
const uint64_t l_1062 = l_1052 >> l_1061;
const uint64_t l_1063 = l_1060 | l_1062;
l_mut_284 = l_1063;
}
}
const uint64_t l_1064 = uint64_t(l_mut_992);
const uint64_t l_1065 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_1066 = l_1065 * l_1064;
const uint64_t l_1067 = l_mut_212 >> uint64_t(32);
const uint64_t l_1068 = l_1067 * l_1064;
const uint64_t l_1069 = l_1068 << uint64_t(32);
const uint64_t l_1070 = l_1066 + l_1069;
const uint64_t l_1071 = l_1068 >> uint64_t(32);
const bool l_1072 = l_1070 < l_1066;
const uint64_t l_1073 = uint64_t(l_1072);
const uint64_t l_1074 = l_1071 + l_1073;
l_mut_158 = l_1070;
const bool l_1075 = uint(0) == uint(64);
if (l_1075) {
l_mut_158 = l_1074;
} else {
const bool l_1076 = uint(0) > uint(0);
if (l_1076) {
const uint64_t l_1077 = uint64_t(uint(64));
const uint64_t l_1078 = l_1074 << l_1077;
const uint64_t l_1079 = uint64_t(uint(0));
const uint64_t l_1080 = l_1070 >> l_1079;
const uint64_t l_1081 = l_1078 | l_1080;
l_mut_158 = l_1081;
}
}
const uint64_t l_1082 = uint64_t(l_mut_992);
const uint64_t l_1083 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_1084 = l_1083 * l_1082;
const uint64_t l_1085 = l_mut_212 >> uint64_t(32);
const uint64_t l_1086 = l_1085 * l_1082;
const uint64_t l_1087 = l_1086 << uint64_t(32);
const uint64_t l_1088 = l_1084 + l_1087;
const uint64_t l_1089 = l_1086 >> uint64_t(32);
const bool l_1090 = l_1088 < l_1084;
const uint64_t l_1091 = uint64_t(l_1090);
const uint64_t l_1092 = l_1089 + l_1091;
l_mut_212 = l_1088;
const bool l_1093 = uint(64) == uint(64);
if (l_1093) {
l_mut_212 = l_1092;
} else {
const bool l_1094 = uint(64) > uint(0);
if (l_1094) {
const uint64_t l_1095 = uint64_t(uint(0));
const uint64_t l_1096 = l_1092 << l_1095;
const uint64_t l_1097 = uint64_t(uint(64));
const uint64_t l_1098 = l_1088 >> l_1097;
const uint64_t l_1099 = l_1096 | l_1098;
l_mut_212 = l_1099;
}
}
const uint64_t l_1100 = uint64_t(l_mut_992);
const uint64_t l_1101 = l_mut_284 * l_1100;
const uint64_t l_1102 = l_mut_212 + l_1101;
l_mut_301 = l_mut_158;
const bool l_1103 = l_24 == uint(64);
if (l_1103) {
l_mut_301 = l_1102;
} else {
const bool l_1104 = l_24 > uint(0);
if (l_1104) {
const uint l_1105 = uint(64) - l_24;
const uint64_t l_1106 = uint64_t(l_1105);
const uint64_t l_1107 = l_1102 << l_1106;
const uint64_t l_1108 = uint64_t(l_24);
const uint64_t l_1109 = l_mut_158 >> l_1108;
const uint64_t l_1110 = l_1107 + l_1109;
l_mut_301 = l_1110;
}
}
if (l_1025) {
const uint64_t l_1111 = uint64_t(uint(0));
const uint64_t l_1112 = l_1111 - l_mut_301;
l_mut_301 = l_1112;
}
}
const uint64_t l_1113 = l_995 + l_mut_301;
const uint64_t l_1114 = uint64_t(uint(0));
const uint64_t l_1115 = l_1114 - l_1113;
l_mut_301 = l_1115;
const bool l_1116 = l_1113 < l_mut_301;
if (l_1116) {
l_mut_301 = l_1113;
}
const bool l_1117 = l_mut_301 < l_51;
const uint l_1118 = uint(l_1117);
l_mut_917 = l_mut_917 + l_1118;
}
l_mut_271 = l_mut_271 + l_mut_917;
}
}
const bool l_1119 = l_mut_304 > uint(0);
if (l_1119) {
const uint l_1399 = info.static_meta[uint(5)];
const uint l_1400 = l_1399 * uint(1);
const uint l_1401 = l_1400 - uint(1);
const uint l_1402 = min(uint(1), l_1401);
device atomic_uint* l_1403 = &buffer_5[l_1402];
atomic_uint* l_1120 = l_1403;
const uint l_1121 = atomic_fetch_add_explicit(l_1120, l_mut_304, memory_order_relaxed);
}
const bool l_1122 = l_mut_271 > uint(0);
if (l_1122) {
const uint l_1404 = info.static_meta[uint(5)];
const uint l_1405 = l_1404 * uint(1);
const uint l_1406 = l_1405 - uint(1);
const uint l_1407 = min(uint(2), l_1406);
device atomic_uint* l_1408 = &buffer_5[l_1407];
atomic_uint* l_1123 = l_1408;
const uint l_1124 = atomic_fetch_add_explicit(l_1123, l_mut_271, memory_order_relaxed);
l_mut_917 = l_1124;

for (uint l_mut_1125 = uint(0); l_mut_1125 < uint(8); ++l_mut_1125) {
const uint l_1126 = l_mut_402 >> l_mut_1125;
const uint l_1127 = l_1126 & uint(1);
const bool l_1128 = l_1127 == uint(1);
if (l_1128) {
const uint l_1129 = l_mut_1125 * l_475;
const uint l_1130 = l_1129 + l_475;
const uint l_1131 = min(l_1130, l_74);
l_mut_821 = l_mut_917;

for (uint l_mut_1132 = l_1129; l_mut_1132 < l_1131; ++l_mut_1132) {
const uint64_t l_1133 = uint64_t(l_mut_1132);
const uint64_t l_1134 = l_84 * l_1133;
const uint64_t l_1135 = l_93 + l_1134;
const uint64_t l_1136 = uint64_t(uint(0));
l_mut_301 = l_1136;
const bool l_1137 = l_mut_1132 < uint(65536);
if (l_1137) {
const uint l_1138 = l_mut_1132 * l_mut_1132;
const uint64_t l_1139 = l_102 >> uint64_t(63);
const bool l_1140 = l_1139 == uint64_t(1);
l_mut_284 = l_102;
if (l_1140) {
const uint64_t l_1141 = uint64_t(uint(0));
const uint64_t l_1142 = l_1141 - l_102;
l_mut_284 = l_1142;
}
const uint64_t l_1143 = uint64_t(l_1138);
const uint64_t l_1144 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1145 = l_1144 * l_1143;
const uint64_t l_1146 = l_mut_284 >> uint64_t(32);
const uint64_t l_1147 = l_1146 * l_1143;
const uint64_t l_1148 = l_1147 << uint64_t(32);
const uint64_t l_1149 = l_1145 + l_1148;
const uint64_t l_1150 = l_1147 >> uint64_t(32);
const bool l_1151 = l_1149 < l_1145;
const uint64_t l_1152 = uint64_t(l_1151);
const uint64_t l_1153 = l_1150 + l_1152;
l_mut_284 = l_1149;
const bool l_1154 = l_24 == uint(64);
if (l_1154) {
l_mut_284 = l_1153;
} else {
const bool l_1155 = l_24 > uint(0);
if (l_1155) {
const uint l_1156 = uint(64) - l_24;
const uint64_t l_1157 = uint64_t(l_1156);
const uint64_t l_1158 = l_1153 << l_1157;
const uint64_t l_1159 = uint64_t(l_24);
const uint64_t l_1160 = l_1149 >> l_1159;
const uint64_t l_1161 = l_1158 | l_1160;
l_mut_284 = l_1161;
}
}
l_mut_212 = l_mut_284;
if (l_1140) {
const uint64_t l_1162 = uint64_t(uint(0));
const uint64_t l_1163 = l_1162 - l_mut_212;
l_mut_212 = l_1163;
}
l_mut_301 = l_mut_212;
} else {
const uint64_t l_1164 = l_102 >> uint64_t(63);
const bool l_1165 = l_1164 == uint64_t(1);
l_mut_284 = l_102;
if (l_1165) {
const uint64_t l_1166 = uint64_t(uint(0));
const uint64_t l_1167 = l_1166 - l_102;
l_mut_284 = l_1167;
}
const uint64_t l_1168 = uint64_t(l_mut_1132);
const uint64_t l_1169 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1170 = l_1169 * l_1168;
const uint64_t l_1171 = l_mut_284 >> uint64_t(32);
const uint64_t l_1172 = l_1171 * l_1168;
const uint64_t l_1173 = l_1172 << uint64_t(32);
const uint64_t l_1174 = l_1170 + l_1173;
const uint64_t l_1175 = l_1172 >> uint64_t(32);
const bool l_1176 = l_1174 < l_1170;
const uint64_t l_1177 = uint64_t(l_1176);
const uint64_t l_1178 = l_1175 + l_1177;
l_mut_212 = l_1174;
const bool l_1179 = uint(0) == uint(64);
if (l_1179) {
l_mut_212 = l_1178;
} else {
const bool l_1180 = uint(0) > uint(0);
if (l_1180) {
const uint64_t l_1181 = uint64_t(uint(64));
const uint64_t l_1182 = l_1178 << l_1181;
const uint64_t l_1183 = uint64_t(uint(0));
const uint64_t l_1184 = l_1174 >> l_1183;
const uint64_t l_1185 = l_1182 | l_1184;
l_mut_212 = l_1185;
}
}
const uint64_t l_1186 = uint64_t(l_mut_1132);
const uint64_t l_1187 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1188 = l_1187 * l_1186;
const uint64_t l_1189 = l_mut_284 >> uint64_t(32);
const uint64_t l_1190 = l_1189 * l_1186;
const uint64_t l_1191 = l_1190 << uint64_t(32);
const uint64_t l_1192 = l_1188 + l_1191;
const uint64_t l_1193 = l_1190 >> uint64_t(32);
const bool l_1194 = l_1192 < l_1188;
const uint64_t l_1195 = uint64_t(l_1194);
const uint64_t l_1196 = l_1193 + l_1195;
l_mut_284 = l_1192;
const bool l_1197 = uint(64) == uint(64);
if (l_1197) {
l_mut_284 = l_1196;
} else {
const bool l_1198 = uint(64) > uint(0);
if (l_1198) {
const uint64_t l_1199 = uint64_t(uint(0));
const uint64_t l_1200 = l_1196 << l_1199;
const uint64_t l_1201 = uint64_t(uint(64));
const uint64_t l_1202 = l_1192 >> l_1201;
const uint64_t l_1203 = l_1200 | l_1202;
l_mut_284 = l_1203;
}
}
const uint64_t l_1204 = uint64_t(l_mut_1132);
const uint64_t l_1205 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_1206 = l_1205 * l_1204;
const uint64_t l_1207 = l_mut_212 >> uint64_t(32);
const uint64_t l_1208 = l_1207 * l_1204;
const uint64_t l_1209 = l_1208 << uint64_t(32);
const uint64_t l_1210 = l_1206 + l_1209;
const uint64_t l_1211 = l_1208 >> uint64_t(32);
const bool l_1212 = l_1210 < l_1206;
const uint64_t l_1213 = uint64_t(l_1212);
const uint64_t l_1214 = l_1211 + l_1213;
l_mut_158 = l_1210;
const bool l_1215 = uint(0) == uint(64);
if (l_1215) {
l_mut_158 = l_1214;
} else {
const bool l_1216 = uint(0) > uint(0);
if (l_1216) {
const uint64_t l_1217 = uint64_t(uint(64));
const uint64_t l_1218 = l_1214 << l_1217;
const uint64_t l_1219 = uint64_t(uint(0));
const uint64_t l_1220 = l_1210 >> l_1219;
const uint64_t l_1221 = l_1218 | l_1220;
l_mut_158 = l_1221;
}
}
const uint64_t l_1222 = uint64_t(l_mut_1132);
const uint64_t l_1223 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_1224 = l_1223 * l_1222;
const uint64_t l_1225 = l_mut_212 >> uint64_t(32);
const uint64_t l_1226 = l_1225 * l_1222;
const uint64_t l_1227 = l_1226 << uint64_t(32);
const uint64_t l_1228 = l_1224 + l_1227;
const uint64_t l_1229 = l_1226 >> uint64_t(32);
const bool l_1230 = l_1228 < l_1224;
const uint64_t l_1231 = uint64_t(l_1230);
const uint64_t l_1232 = l_1229 + l_1231;
l_mut_212 = l_1228;
const bool l_1233 = uint(64) == uint(64);
if (l_1233) {
l_mut_212 = l_1232;
} else {
const bool l_1234 = uint(64) > uint(0);
if (l_1234) {
const uint64_t l_1235 = uint64_t(uint(0));
const uint64_t l_1236 = l_1232 << l_1235;
const uint64_t l_1237 = uint64_t(uint(64));
const uint64_t l_1238 = l_1228 >> l_1237;
const uint64_t l_1239 = l_1236 | l_1238;
l_mut_212 = l_1239;
}
}
const uint64_t l_1240 = uint64_t(l_mut_1132);
const uint64_t l_1241 = l_mut_284 * l_1240;
const uint64_t l_1242 = l_mut_212 + l_1241;
l_mut_301 = l_mut_158;
const bool l_1243 = l_24 == uint(64);
if (l_1243) {
l_mut_301 = l_1242;
} else {
const bool l_1244 = l_24 > uint(0);
if (l_1244) {
const uint l_1245 = uint(64) - l_24;
const uint64_t l_1246 = uint64_t(l_1245);
const uint64_t l_1247 = l_1242 << l_1246;
const uint64_t l_1248 = uint64_t(l_24);
const uint64_t l_1249 = l_mut_158 >> l_1248;
const uint64_t l_1250 = l_1247 + l_1249;
l_mut_301 = l_1250;
}
}
if (l_1165) {
const uint64_t l_1251 = uint64_t(uint(0));
const uint64_t l_1252 = l_1251 - l_mut_301;
l_mut_301 = l_1252;
}
}
const uint64_t l_1253 = l_1135 + l_mut_301;
const uint64_t l_1254 = uint64_t(uint(0));
const uint64_t l_1255 = l_1254 - l_1253;
l_mut_301 = l_1255;
const bool l_1256 = l_1253 < l_mut_301;
if (l_1256) {
l_mut_301 = l_1253;
}
const bool l_1257 = l_mut_301 < l_51;
if (l_1257) {
const uint l_1258 = l_mut_821 * uint(2);
const uint l_1259 = l_1258 + uint(1);
const uint l_1260 = info.static_meta[uint(10)];
const bool l_1261 = l_1259 < l_1260;
if (l_1261) {
const uint l_1409 = info.static_meta[uint(4)];
const uint l_1410 = l_1409 * uint(1);
const bool l_1411 = l_1258 < l_1410;
if (l_1411) {
buffer_4[l_1258] = thread_index_in_grid;
}
const uint l_1262 = l_1258 + uint(1);
const uint l_1412 = info.static_meta[uint(4)];
const uint l_1413 = l_1412 * uint(1);
const bool l_1414 = l_1262 < l_1413;
if (l_1414) {
buffer_4[l_1262] = l_mut_1132;
}
}
l_mut_821 = l_mut_821 + uint(1);
}
}
l_mut_917 = l_mut_821;
}
}
}
}
}

}
