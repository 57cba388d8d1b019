
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
uint l_mut_787;
uint l_mut_798;
uint l_mut_829;
uint64_t l_mut_105;
uint64_t l_mut_127;
uint64_t l_mut_158;
uint64_t l_mut_212;
uint64_t l_mut_284;
uint64_t l_mut_301;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_1362 = info.static_meta[uint(5)];
const uint l_1363 = l_1362 * uint(1);
const uint l_1364 = l_1363 - uint(1);
const uint l_1365 = min(uint(3), l_1364);
device atomic_uint* l_1366 = &buffer_5[l_1365];
atomic_uint* l_1 = l_1366;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_1278 = info.static_meta[uint(3)];
const uint l_1279 = l_1278 * uint(1);
const bool l_1280 = l_3 < l_1279;
const uint l_1281 = l_1279 - uint(1);
const uint l_1282 = min(l_3, l_1281);
const uint l_1283 = buffer_3[l_1282];
const uint l_1284 = (l_1280) ? l_1283 : uint(0);
const uint l_4 = l_1284;
const uint64_t l_5 = uint64_t(l_4);
const uint l_6 = uint(2) * uint(0);
const uint l_7 = l_6 + uint(1);
const uint l_1285 = info.static_meta[uint(3)];
const uint l_1286 = l_1285 * uint(1);
const bool l_1287 = l_7 < l_1286;
const uint l_1288 = l_1286 - uint(1);
const uint l_1289 = min(l_7, l_1288);
const uint l_1290 = buffer_3[l_1289];
const uint l_1291 = (l_1287) ? l_1290 : uint(0);
const uint l_8 = l_1291;
const uint64_t l_9 = uint64_t(l_8);
const uint64_t l_10 = l_9 << uint64_t(32);
const uint64_t l_11 = l_5 | l_10;
const uint64_t l_12 = l_11 & uint64_t(4294967295);
const uint l_13 = uint(l_12);
const uint l_14 = uint(2) * uint(1);
const uint l_1292 = info.static_meta[uint(3)];
const uint l_1293 = l_1292 * uint(1);
const bool l_1294 = l_14 < l_1293;
const uint l_1295 = l_1293 - uint(1);
const uint l_1296 = min(l_14, l_1295);
const uint l_1297 = buffer_3[l_1296];
const uint l_1298 = (l_1294) ? l_1297 : uint(0);
const uint l_15 = l_1298;
const uint64_t l_16 = uint64_t(l_15);
const uint l_17 = uint(2) * uint(1);
const uint l_18 = l_17 + uint(1);
const uint l_1299 = info.static_meta[uint(3)];
const uint l_1300 = l_1299 * uint(1);
const bool l_1301 = l_18 < l_1300;
const uint l_1302 = l_1300 - uint(1);
const uint l_1303 = min(l_18, l_1302);
const uint l_1304 = buffer_3[l_1303];
const uint l_1305 = (l_1301) ? l_1304 : uint(0);
const uint l_19 = l_1305;
const uint64_t l_20 = uint64_t(l_19);
const uint64_t l_21 = l_20 << uint64_t(32);
const uint64_t l_22 = l_16 | l_21;
const uint64_t l_23 = l_22 & uint64_t(4294967295);
const uint l_24 = uint(l_23);
const uint l_25 = uint(2) * uint(2);
const uint l_1306 = info.static_meta[uint(3)];
const uint l_1307 = l_1306 * uint(1);
const bool l_1308 = l_25 < l_1307;
const uint l_1309 = l_1307 - uint(1);
const uint l_1310 = min(l_25, l_1309);
const uint l_1311 = buffer_3[l_1310];
const uint l_1312 = (l_1308) ? l_1311 : uint(0);
const uint l_26 = l_1312;
const uint64_t l_27 = uint64_t(l_26);
const uint l_28 = uint(2) * uint(2);
const uint l_29 = l_28 + uint(1);
const uint l_1313 = info.static_meta[uint(3)];
const uint l_1314 = l_1313 * uint(1);
const bool l_1315 = l_29 < l_1314;
const uint l_1316 = l_1314 - uint(1);
const uint l_1317 = min(l_29, l_1316);
const uint l_1318 = buffer_3[l_1317];
const uint l_1319 = (l_1315) ? l_1318 : uint(0);
const uint l_30 = l_1319;
const uint64_t l_31 = uint64_t(l_30);
const uint64_t l_32 = l_31 << uint64_t(32);
const uint64_t l_33 = l_27 | l_32;
const uint l_34 = uint(2) * uint(3);
const uint l_1320 = info.static_meta[uint(3)];
const uint l_1321 = l_1320 * uint(1);
const bool l_1322 = l_34 < l_1321;
const uint l_1323 = l_1321 - uint(1);
const uint l_1324 = min(l_34, l_1323);
const uint l_1325 = buffer_3[l_1324];
const uint l_1326 = (l_1322) ? l_1325 : uint(0);
const uint l_35 = l_1326;
const uint64_t l_36 = uint64_t(l_35);
const uint l_37 = uint(2) * uint(3);
const uint l_38 = l_37 + uint(1);
const uint l_1327 = info.static_meta[uint(3)];
const uint l_1328 = l_1327 * uint(1);
const bool l_1329 = l_38 < l_1328;
const uint l_1330 = l_1328 - uint(1);
const uint l_1331 = min(l_38, l_1330);
const uint l_1332 = buffer_3[l_1331];
const uint l_1333 = (l_1329) ? l_1332 : uint(0);
const uint l_39 = l_1333;
const uint64_t l_40 = uint64_t(l_39);
const uint64_t l_41 = l_40 << uint64_t(32);
const uint64_t l_42 = l_36 | l_41;
const uint l_43 = uint(2) * uint(4);
const uint l_1334 = info.static_meta[uint(3)];
const uint l_1335 = l_1334 * uint(1);
const bool l_1336 = l_43 < l_1335;
const uint l_1337 = l_1335 - uint(1);
const uint l_1338 = min(l_43, l_1337);
const uint l_1339 = buffer_3[l_1338];
const uint l_1340 = (l_1336) ? l_1339 : uint(0);
const uint l_44 = l_1340;
const uint64_t l_45 = uint64_t(l_44);
const uint l_46 = uint(2) * uint(4);
const uint l_47 = l_46 + uint(1);
const uint l_1341 = info.static_meta[uint(3)];
const uint l_1342 = l_1341 * uint(1);
const bool l_1343 = l_47 < l_1342;
const uint l_1344 = l_1342 - uint(1);
const uint l_1345 = min(l_47, l_1344);
const uint l_1346 = buffer_3[l_1345];
const uint l_1347 = (l_1343) ? l_1346 : uint(0);
const uint l_48 = l_1347;
const uint64_t l_49 = uint64_t(l_48);
const uint64_t l_50 = l_49 << uint64_t(32);
const uint64_t l_51 = l_45 | l_50;
const uint l_52 = uint(2) * uint(5);
const uint l_1348 = info.static_meta[uint(3)];
const uint l_1349 = l_1348 * uint(1);
const bool l_1350 = l_52 < l_1349;
const uint l_1351 = l_1349 - uint(1);
const uint l_1352 = min(l_52, l_1351);
const uint l_1353 = buffer_3[l_1352];
const uint l_1354 = (l_1350) ? l_1353 : uint(0);
const uint l_53 = l_1354;
const uint64_t l_54 = uint64_t(l_53);
const uint l_55 = uint(2) * uint(5);
const uint l_56 = l_55 + uint(1);
const uint l_1355 = info.static_meta[uint(3)];
const uint l_1356 = l_1355 * uint(1);
const bool l_1357 = l_56 < l_1356;
const uint l_1358 = l_1356 - uint(1);
const uint l_1359 = min(l_56, l_1358);
const uint l_1360 = buffer_3[l_1359];
const uint l_1361 = (l_1357) ? l_1360 : uint(0);
const uint l_57 = l_1361;
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
const uint l_1367 = info.static_meta[uint(0)];
const uint l_1368 = l_1367 * uint(1);
const bool l_1369 = l_76 < l_1368;
const uint l_1370 = l_1368 - uint(1);
const uint l_1371 = min(l_76, l_1370);
const uint l_1372 = buffer_0[l_1371];
const uint l_1373 = (l_1369) ? l_1372 : uint(0);
const uint l_77 = l_1373;
const uint64_t l_78 = uint64_t(l_77);
const uint l_79 = uint(2) * thread_index_in_grid;
const uint l_80 = l_79 + uint(1);
const uint l_1374 = info.static_meta[uint(0)];
const uint l_1375 = l_1374 * uint(1);
const bool l_1376 = l_80 < l_1375;
const uint l_1377 = l_1375 - uint(1);
const uint l_1378 = min(l_80, l_1377);
const uint l_1379 = buffer_0[l_1378];
const uint l_1380 = (l_1376) ? l_1379 : uint(0);
const uint l_81 = l_1380;
const uint64_t l_82 = uint64_t(l_81);
const uint64_t l_83 = l_82 << uint64_t(32);
const uint64_t l_84 = l_78 | l_83;
const uint l_85 = uint(2) * thread_index_in_grid;
const uint l_1381 = info.static_meta[uint(1)];
const uint l_1382 = l_1381 * uint(1);
const bool l_1383 = l_85 < l_1382;
const uint l_1384 = l_1382 - uint(1);
const uint l_1385 = min(l_85, l_1384);
const uint l_1386 = buffer_1[l_1385];
const uint l_1387 = (l_1383) ? l_1386 : uint(0);
const uint l_86 = l_1387;
const uint64_t l_87 = uint64_t(l_86);
const uint l_88 = uint(2) * thread_index_in_grid;
const uint l_89 = l_88 + uint(1);
const uint l_1388 = info.static_meta[uint(1)];
const uint l_1389 = l_1388 * uint(1);
const bool l_1390 = l_89 < l_1389;
const uint l_1391 = l_1389 - uint(1);
const uint l_1392 = min(l_89, l_1391);
const uint l_1393 = buffer_1[l_1392];
const uint l_1394 = (l_1390) ? l_1393 : uint(0);
const uint l_90 = l_1394;
const uint64_t l_91 = uint64_t(l_90);
const uint64_t l_92 = l_91 << uint64_t(32);
const uint64_t l_93 = l_87 | l_92;
const uint l_94 = uint(2) * thread_index_in_grid;
const uint l_1395 = info.static_meta[uint(2)];
const uint l_1396 = l_1395 * uint(1);
const bool l_1397 = l_94 < l_1396;
const uint l_1398 = l_1396 - uint(1);
const uint l_1399 = min(l_94, l_1398);
const uint l_1400 = buffer_2[l_1399];
const uint l_1401 = (l_1397) ? l_1400 : uint(0);
const uint l_95 = l_1401;
const uint64_t l_96 = uint64_t(l_95);
const uint l_97 = uint(2) * thread_index_in_grid;
const uint l_98 = l_97 + uint(1);
const uint l_1402 = info.static_meta[uint(2)];
const uint l_1403 = l_1402 * uint(1);
const bool l_1404 = l_98 < l_1403;
const uint l_1405 = l_1403 - uint(1);
const uint l_1406 = min(l_98, l_1405);
const uint l_1407 = buffer_2[l_1406];
const uint l_1408 = (l_1404) ? l_1407 : uint(0);
const uint l_99 = l_1408;
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
const uint64_t l_356 = uint64_t(uint(3));
const uint64_t l_357 = l_mut_301 >> l_356;
const bool l_358 = l_357 < l_mut_158;
const bool l_359 = !l_358;
l_mut_355 = l_359;
l_mut_304 = uint(0);
const bool l_360 = l_mut_158 == uint64_t(0);
const bool l_361 = !l_360;
const bool l_362 = l_mut_355 && l_361;
const bool l_363 = l_mut_158 < l_mut_301;
const bool l_364 = l_362 && l_363;
const uint l_365 = l_mut_67 + l_mut_258;
const bool l_366 = l_365 < l_13;
const bool l_367 = l_364 && l_366;
if (l_367) {
const uint l_368 = l_13 - l_mut_67;
const uint l_369 = l_368 - l_mut_258;
const uint l_370 = l_369 / l_mut_67;
const uint64_t l_371 = l_mut_301 - uint64_t(1);
const uint64_t l_372 = l_371 / l_mut_158;
const uint64_t l_373 = uint64_t(l_370);
const bool l_374 = l_372 < l_373;
const uint64_t l_375 = uint64_t(l_370);
const uint64_t l_376 = (l_374) ? l_372 : l_375;
const uint l_377 = uint(l_376);
l_mut_304 = l_377;
}
const bool l_378 = l_mut_304 > uint(0);
if (l_378) {
const uint64_t l_379 = uint64_t(l_mut_304);
const uint64_t l_380 = l_mut_158 * l_379;
const uint64_t l_381 = l_mut_212 - l_380;
l_mut_212 = l_381;
const uint l_382 = l_mut_304 * l_mut_67;
l_mut_258 = l_mut_258 + l_382;
} else {
const uint l_383 = l_13 - l_mut_67;
const uint l_384 = l_383 / l_mut_258;
l_mut_304 = uint(0);
l_mut_355 = bool(false);
const uint64_t l_385 = uint64_t(uint(3));
const uint64_t l_386 = l_mut_158 >> l_385;
const bool l_387 = l_386 < l_mut_212;
const bool l_388 = !l_387;
l_mut_355 = l_388;
const bool l_389 = l_mut_212 == uint64_t(0);
if (l_389) {
l_mut_304 = l_384;
} else {
if (l_mut_355) {
const bool l_390 = l_mut_212 < l_mut_158;
if (l_390) {
const uint64_t l_391 = l_mut_158 - uint64_t(1);
const uint64_t l_392 = l_391 / l_mut_212;
const uint64_t l_393 = uint64_t(l_384);
const bool l_394 = l_392 < l_393;
const uint64_t l_395 = uint64_t(l_384);
const uint64_t l_396 = (l_394) ? l_392 : l_395;
const uint l_397 = uint(l_396);
l_mut_304 = l_397;
}
} else {
l_mut_301 = l_mut_158;
while (true) {
const bool l_398 = l_mut_212 < l_mut_301;
const uint l_399 = l_mut_304 * l_mut_258;
const uint l_400 = l_mut_67 + l_399;
const uint l_401 = l_400 + l_mut_258;
const bool l_402 = l_401 < l_13;
const bool l_403 = l_398 && l_402;
const bool l_404 = !l_403;
if (l_404) {
break;}
const uint64_t l_405 = l_mut_301 - l_mut_212;
l_mut_301 = l_405;
l_mut_304 = l_mut_304 + uint(1);
}
}
}
const uint l_406 = l_mut_304 * l_mut_258;
const uint l_407 = l_mut_67 + l_406;
const uint l_408 = l_407 + l_mut_258;
const bool l_409 = l_408 >= l_13;
if (l_409) {
l_mut_259 = bool(true);
l_mut_262 = bool(false);
} else {
const uint64_t l_410 = uint64_t(l_mut_304);
const uint64_t l_411 = l_mut_212 * l_410;
const uint64_t l_412 = l_mut_158 - l_411;
l_mut_158 = l_412;
const uint l_413 = l_mut_304 * l_mut_258;
l_mut_67 = l_mut_67 + l_413;
const uint64_t l_414 = l_mut_212 - l_mut_158;
l_mut_212 = l_414;
l_mut_258 = l_mut_258 + l_mut_67;
}
}
} else {
const uint64_t l_415 = l_mut_127 - l_255;
l_mut_301 = l_mut_158;
const bool l_416 = l_415 < l_mut_158;
if (l_416) {
l_mut_301 = l_415;
}
l_mut_355 = bool(false);
const uint64_t l_417 = uint64_t(uint(3));
const uint64_t l_418 = l_mut_301 >> l_417;
const bool l_419 = l_418 < l_mut_212;
const bool l_420 = !l_419;
l_mut_355 = l_420;
l_mut_304 = uint(0);
const bool l_421 = l_mut_212 == uint64_t(0);
const bool l_422 = !l_421;
const bool l_423 = l_mut_355 && l_422;
const bool l_424 = l_mut_212 < l_mut_301;
const bool l_425 = l_423 && l_424;
const uint l_426 = l_mut_258 + l_mut_67;
const bool l_427 = l_426 < l_13;
const bool l_428 = l_425 && l_427;
if (l_428) {
const uint l_429 = l_13 - l_mut_258;
const uint l_430 = l_429 - l_mut_67;
const uint l_431 = l_430 / l_mut_258;
const uint64_t l_432 = l_mut_301 - uint64_t(1);
const uint64_t l_433 = l_432 / l_mut_212;
const uint64_t l_434 = uint64_t(l_431);
const bool l_435 = l_433 < l_434;
const uint64_t l_436 = uint64_t(l_431);
const uint64_t l_437 = (l_435) ? l_433 : l_436;
const uint l_438 = uint(l_437);
l_mut_304 = l_438;
}
const bool l_439 = l_mut_304 > uint(0);
if (l_439) {
const uint64_t l_440 = uint64_t(l_mut_304);
const uint64_t l_441 = l_mut_212 * l_440;
const uint64_t l_442 = l_mut_127 - l_441;
l_mut_127 = l_442;
const uint64_t l_443 = l_mut_158 - l_441;
l_mut_158 = l_443;
const uint l_444 = l_mut_304 * l_mut_258;
l_mut_67 = l_mut_67 + l_444;
} else {
const uint64_t l_445 = l_mut_127 - l_mut_212;
l_mut_127 = l_445;
const bool l_446 = l_mut_127 < l_255;
if (l_446) {
l_mut_262 = bool(false);
} else {
const uint l_447 = l_13 - l_mut_258;
const uint l_448 = l_447 / l_mut_67;
l_mut_304 = uint(0);
l_mut_355 = bool(false);
const uint64_t l_449 = uint64_t(uint(3));
const uint64_t l_450 = l_mut_212 >> l_449;
const bool l_451 = l_450 < l_mut_158;
const bool l_452 = !l_451;
l_mut_355 = l_452;
const bool l_453 = l_mut_158 == uint64_t(0);
if (l_453) {
l_mut_304 = l_448;
} else {
if (l_mut_355) {
const bool l_454 = l_mut_158 < l_mut_212;
if (l_454) {
const uint64_t l_455 = l_mut_212 - uint64_t(1);
const uint64_t l_456 = l_455 / l_mut_158;
const uint64_t l_457 = uint64_t(l_448);
const bool l_458 = l_456 < l_457;
const uint64_t l_459 = uint64_t(l_448);
const uint64_t l_460 = (l_458) ? l_456 : l_459;
const uint l_461 = uint(l_460);
l_mut_304 = l_461;
}
} else {
l_mut_301 = l_mut_212;
while (true) {
const bool l_462 = l_mut_158 < l_mut_301;
const uint l_463 = l_mut_304 * l_mut_67;
const uint l_464 = l_mut_258 + l_463;
const uint l_465 = l_464 + l_mut_67;
const bool l_466 = l_465 < l_13;
const bool l_467 = l_462 && l_466;
const bool l_468 = !l_467;
if (l_468) {
break;}
const uint64_t l_469 = l_mut_301 - l_mut_158;
l_mut_301 = l_469;
l_mut_304 = l_mut_304 + uint(1);
}
}
}
const uint l_470 = l_mut_67 + l_mut_258;
const uint l_471 = l_mut_304 * l_mut_67;
const uint l_472 = l_470 + l_471;
const bool l_473 = l_472 >= l_13;
if (l_473) {
l_mut_259 = bool(true);
l_mut_262 = bool(false);
} else {
const uint64_t l_474 = uint64_t(l_mut_304);
const uint64_t l_475 = l_mut_158 * l_474;
const uint64_t l_476 = l_mut_212 - l_475;
l_mut_212 = l_476;
const uint l_477 = l_mut_304 * l_mut_67;
l_mut_258 = l_mut_258 + l_477;
const uint64_t l_478 = l_mut_158 - l_mut_212;
l_mut_158 = l_478;
l_mut_67 = l_mut_67 + l_mut_258;
}
}
}
}
}
const bool l_479 = !l_mut_259;
if (l_479) {
const uint l_1409 = info.static_meta[uint(5)];
const uint l_1410 = l_1409 * uint(1);
const uint l_1411 = l_1410 - uint(1);
const uint l_1412 = min(uint(0), l_1411);
device atomic_uint* l_1413 = &buffer_5[l_1412];
atomic_uint* l_480 = l_1413;
const uint l_481 = atomic_fetch_add_explicit(l_480, uint(1), memory_order_relaxed);
const uint l_482 = l_13 / uint(8);
l_mut_304 = uint(0);
l_mut_271 = uint(0);
l_mut_258 = uint(0);

for (uint l_mut_483 = uint(0); l_mut_483 < uint(8); ++l_mut_483) {
const uint l_484 = l_mut_483 * l_482;
const bool l_485 = l_484 < l_74;
const uint l_486 = l_13 / uint(8);
const uint l_487 = l_mut_483 * l_486;
const uint l_488 = l_487 + l_487;
const uint64_t l_489 = l_102 >> uint64_t(63);
const bool l_490 = l_489 == uint64_t(1);
l_mut_301 = l_102;
if (l_490) {
const uint64_t l_491 = uint64_t(uint(0));
const uint64_t l_492 = l_491 - l_102;
l_mut_301 = l_492;
}
const uint64_t l_493 = uint64_t(l_488);
const uint64_t l_494 = l_mut_301 & uint64_t(4294967295);
const uint64_t l_495 = l_494 * l_493;
const uint64_t l_496 = l_mut_301 >> uint64_t(32);
const uint64_t l_497 = l_496 * l_493;
const uint64_t l_498 = l_497 << uint64_t(32);
const uint64_t l_499 = l_495 + l_498;
const uint64_t l_500 = l_497 >> uint64_t(32);
const bool l_501 = l_499 < l_495;
const uint64_t l_502 = uint64_t(l_501);
const uint64_t l_503 = l_500 + l_502;
l_mut_301 = l_499;
const bool l_504 = l_24 == uint(64);
if (l_504) {
l_mut_301 = l_503;
} else {
const bool l_505 = l_24 > uint(0);
if (l_505) {
const uint l_506 = uint(64) - l_24;
const uint64_t l_507 = uint64_t(l_506);
const uint64_t l_508 = l_503 << l_507;
const uint64_t l_509 = uint64_t(l_24);
const uint64_t l_510 = l_499 >> l_509;
const uint64_t l_511 = l_508 | l_510;
l_mut_301 = l_511;
}
}
l_mut_284 = l_mut_301;
if (l_490) {
const uint64_t l_512 = uint64_t(uint(0));
const uint64_t l_513 = l_512 - l_mut_284;
l_mut_284 = l_513;
}
const uint64_t l_514 = l_84 + l_mut_284;
const uint64_t l_515 = uint64_t(l_487);
const uint64_t l_516 = l_84 * l_515;
const uint64_t l_517 = l_93 + l_516;
const uint64_t l_518 = uint64_t(uint(0));
l_mut_301 = l_518;
const bool l_519 = l_487 < uint(65536);
if (l_519) {
const uint l_520 = l_487 * l_487;
const uint64_t l_521 = l_102 >> uint64_t(63);
const bool l_522 = l_521 == uint64_t(1);
l_mut_284 = l_102;
if (l_522) {
const uint64_t l_523 = uint64_t(uint(0));
const uint64_t l_524 = l_523 - l_102;
l_mut_284 = l_524;
}
const uint64_t l_525 = uint64_t(l_520);
const uint64_t l_526 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_527 = l_526 * l_525;
const uint64_t l_528 = l_mut_284 >> uint64_t(32);
const uint64_t l_529 = l_528 * l_525;
const uint64_t l_530 = l_529 << uint64_t(32);
const uint64_t l_531 = l_527 + l_530;
const uint64_t l_532 = l_529 >> uint64_t(32);
const bool l_533 = l_531 < l_527;
const uint64_t l_534 = uint64_t(l_533);
const uint64_t l_535 = l_532 + l_534;
l_mut_284 = l_531;
const bool l_536 = l_24 == uint(64);
if (l_536) {
l_mut_284 = l_535;
} else {
const bool l_537 = l_24 > uint(0);
if (l_537) {
const uint l_538 = uint(64) - l_24;
const uint64_t l_539 = uint64_t(l_538);
const uint64_t l_540 = l_535 << l_539;
const uint64_t l_541 = uint64_t(l_24);
const uint64_t l_542 = l_531 >> l_541;
const uint64_t l_543 = l_540 | l_542;
l_mut_284 = l_543;
}
}
l_mut_212 = l_mut_284;
if (l_522) {
const uint64_t l_544 = uint64_t(uint(0));
const uint64_t l_545 = l_544 - l_mut_212;
l_mut_212 = l_545;
}
l_mut_301 = l_mut_212;
} else {
const uint64_t l_546 = l_102 >> uint64_t(63);
const bool l_547 = l_546 == uint64_t(1);
l_mut_284 = l_102;
if (l_547) {
const uint64_t l_548 = uint64_t(uint(0));
const uint64_t l_549 = l_548 - l_102;
l_mut_284 = l_549;
}
const uint64_t l_550 = uint64_t(l_487);
const uint64_t l_551 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_552 = l_551 * l_550;
const uint64_t l_553 = l_mut_284 >> uint64_t(32);
const uint64_t l_554 = l_553 * l_550;
const uint64_t l_555 = l_554 << uint64_t(32);
const uint64_t l_556 = l_552 + l_555;
const uint64_t l_557 = l_554 >> uint64_t(32);
const bool l_558 = l_556 < l_552;
const uint64_t l_559 = uint64_t(l_558);
const uint64_t l_560 = l_557 + l_559;
l_mut_212 = l_556;
const bool l_561 = uint(0) == uint(64);
if (l_561) {
l_mut_212 = l_560;
} else {
const bool l_562 = uint(0) > uint(0);
if (l_562) {
const uint64_t l_563 = uint64_t(uint(64));
const uint64_t l_564 = l_560 << l_563;
const uint64_t l_565 = uint64_t(uint(0));
const uint64_t l_566 = l_556 >> l_565;
const uint64_t l_567 = l_564 | l_566;
l_mut_212 = l_567;
}
}
const uint64_t l_568 = uint64_t(l_487);
const uint64_t l_569 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_570 = l_569 * l_568;
const uint64_t l_571 = l_mut_284 >> uint64_t(32);
const uint64_t l_572 = l_571 * l_568;
const uint64_t l_573 = l_572 << uint64_t(32);
const uint64_t l_574 = l_570 + l_573;
const uint64_t l_575 = l_572 >> uint64_t(32);
const bool l_576 = l_574 < l_570;
const uint64_t l_577 = uint64_t(l_576);
const uint64_t l_578 = l_575 + l_577;
l_mut_284 = l_574;
const bool l_579 = uint(64) == uint(64);
if (l_579) {
l_mut_284 = l_578;
} else {
const bool l_580 = uint(64) > uint(0);
if (l_580) {
const uint64_t l_581 = uint64_t(uint(0));
const uint64_t l_582 = l_578 << l_581;
const uint64_t l_583 = uint64_t(uint(64));
const uint64_t l_584 = l_574 >> l_583;
const uint64_t l_585 = l_582 | l_584;
l_mut_284 = l_585;
}
}
const uint64_t l_586 = uint64_t(l_487);
const uint64_t l_587 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_588 = l_587 * l_586;
const uint64_t l_589 = l_mut_212 >> uint64_t(32);
const uint64_t l_590 = l_589 * l_586;
const uint64_t l_591 = l_590 << uint64_t(32);
const uint64_t l_592 = l_588 + l_591;
const uint64_t l_593 = l_590 >> uint64_t(32);
const bool l_594 = l_592 < l_588;
const uint64_t l_595 = uint64_t(l_594);
const uint64_t l_596 = l_593 + l_595;
l_mut_158 = l_592;
const bool l_597 = uint(0) == uint(64);
if (l_597) {
l_mut_158 = l_596;
} else {
const bool l_598 = uint(0) > uint(0);
if (l_598) {
const uint64_t l_599 = uint64_t(uint(64));
const uint64_t l_600 = l_596 << l_599;
const uint64_t l_601 = uint64_t(uint(0));
const uint64_t l_602 = l_592 >> l_601;
const uint64_t l_603 = l_600 | l_602;
l_mut_158 = l_603;
}
}
const uint64_t l_604 = uint64_t(l_487);
const uint64_t l_605 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_606 = l_605 * l_604;
const uint64_t l_607 = l_mut_212 >> uint64_t(32);
const uint64_t l_608 = l_607 * l_604;
const uint64_t l_609 = l_608 << uint64_t(32);
const uint64_t l_610 = l_606 + l_609;
const uint64_t l_611 = l_608 >> uint64_t(32);
const bool l_612 = l_610 < l_606;
const uint64_t l_613 = uint64_t(l_612);
const uint64_t l_614 = l_611 + l_613;
l_mut_212 = l_610;
const bool l_615 = uint(64) == uint(64);
if (l_615) {
l_mut_212 = l_614;
} else {
const bool l_616 = uint(64) > uint(0);
if (l_616) {
const uint64_t l_617 = uint64_t(uint(0));
const uint64_t l_618 = l_614 << l_617;
const uint64_t l_619 = uint64_t(uint(64));
const uint64_t l_620 = l_610 >> l_619;
const uint64_t l_621 = l_618 | l_620;
l_mut_212 = l_621;
}
}
const uint64_t l_622 = uint64_t(l_487);
const uint64_t l_623 = l_mut_284 * l_622;
const uint64_t l_624 = l_mut_212 + l_623;
l_mut_301 = l_mut_158;
const bool l_625 = l_24 == uint(64);
if (l_625) {
l_mut_301 = l_624;
} else {
const bool l_626 = l_24 > uint(0);
if (l_626) {
const uint l_627 = uint(64) - l_24;
const uint64_t l_628 = uint64_t(l_627);
const uint64_t l_629 = l_624 << l_628;
const uint64_t l_630 = uint64_t(l_24);
const uint64_t l_631 = l_mut_158 >> l_630;
const uint64_t l_632 = l_629 + l_631;
l_mut_301 = l_632;
}
}
if (l_547) {
const uint64_t l_633 = uint64_t(uint(0));
const uint64_t l_634 = l_633 - l_mut_301;
l_mut_301 = l_634;
}
}
const uint64_t l_635 = l_517 + l_mut_301;
const uint64_t l_636 = l_102 >> uint64_t(63);
const bool l_637 = l_636 == uint64_t(1);
l_mut_301 = l_102;
if (l_637) {
const uint64_t l_638 = uint64_t(uint(0));
const uint64_t l_639 = l_638 - l_102;
l_mut_301 = l_639;
}
const uint64_t l_640 = uint64_t(l_486);
const uint64_t l_641 = l_mut_301 & uint64_t(4294967295);
const uint64_t l_642 = l_641 * l_640;
const uint64_t l_643 = l_mut_301 >> uint64_t(32);
const uint64_t l_644 = l_643 * l_640;
const uint64_t l_645 = l_644 << uint64_t(32);
const uint64_t l_646 = l_642 + l_645;
const uint64_t l_647 = l_644 >> uint64_t(32);
const bool l_648 = l_646 < l_642;
const uint64_t l_649 = uint64_t(l_648);
const uint64_t l_650 = l_647 + l_649;
l_mut_301 = l_646;
const bool l_651 = l_24 == uint(64);
if (l_651) {
l_mut_301 = l_650;
} else {
const bool l_652 = l_24 > uint(0);
if (l_652) {
const uint l_653 = uint(64) - l_24;
const uint64_t l_654 = uint64_t(l_653);
const uint64_t l_655 = l_650 << l_654;
const uint64_t l_656 = uint64_t(l_24);
const uint64_t l_657 = l_646 >> l_656;
const uint64_t l_658 = l_655 | l_657;
l_mut_301 = l_658;
}
}
l_mut_284 = l_mut_301;
if (l_637) {
const uint64_t l_659 = uint64_t(uint(0));
const uint64_t l_660 = l_659 - l_mut_284;
l_mut_284 = l_660;
}
const uint64_t l_661 = l_514 + l_mut_284;
const uint l_662 = l_24 + uint(3);
const uint64_t l_663 = uint64_t(uint(0));
l_mut_301 = l_663;
const bool l_664 = l_486 < uint(65536);
if (l_664) {
const uint l_665 = l_486 * l_486;
const uint64_t l_666 = l_102 >> uint64_t(63);
const bool l_667 = l_666 == uint64_t(1);
l_mut_284 = l_102;
if (l_667) {
const uint64_t l_668 = uint64_t(uint(0));
const uint64_t l_669 = l_668 - l_102;
l_mut_284 = l_669;
}
const uint64_t l_670 = uint64_t(l_665);
const uint64_t l_671 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_672 = l_671 * l_670;
const uint64_t l_673 = l_mut_284 >> uint64_t(32);
const uint64_t l_674 = l_673 * l_670;
const uint64_t l_675 = l_674 << uint64_t(32);
const uint64_t l_676 = l_672 + l_675;
const uint64_t l_677 = l_674 >> uint64_t(32);
const bool l_678 = l_676 < l_672;
const uint64_t l_679 = uint64_t(l_678);
const uint64_t l_680 = l_677 + l_679;
l_mut_284 = l_676;
const bool l_681 = l_662 == uint(64);
if (l_681) {
l_mut_284 = l_680;
} else {
const bool l_682 = l_662 > uint(0);
if (l_682) {
const uint l_683 = uint(64) - l_662;
const uint64_t l_684 = uint64_t(l_683);
const uint64_t l_685 = l_680 << l_684;
const uint64_t l_686 = uint64_t(l_662);
const uint64_t l_687 = l_676 >> l_686;
const uint64_t l_688 = l_685 | l_687;
l_mut_284 = l_688;
}
}
l_mut_212 = l_mut_284;
if (l_667) {
const uint64_t l_689 = uint64_t(uint(0));
const uint64_t l_690 = l_689 - l_mut_212;
l_mut_212 = l_690;
}
l_mut_301 = l_mut_212;
} else {
const uint64_t l_691 = l_102 >> uint64_t(63);
const bool l_692 = l_691 == uint64_t(1);
l_mut_284 = l_102;
if (l_692) {
const uint64_t l_693 = uint64_t(uint(0));
const uint64_t l_694 = l_693 - l_102;
l_mut_284 = l_694;
}
const uint64_t l_695 = uint64_t(l_486);
const uint64_t l_696 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_697 = l_696 * l_695;
const uint64_t l_698 = l_mut_284 >> uint64_t(32);
const uint64_t l_699 = l_698 * l_695;
const uint64_t l_700 = l_699 << uint64_t(32);
const uint64_t l_701 = l_697 + l_700;
const uint64_t l_702 = l_699 >> uint64_t(32);
const bool l_703 = l_701 < l_697;
const uint64_t l_704 = uint64_t(l_703);
const uint64_t l_705 = l_702 + l_704;
l_mut_212 = l_701;
const bool l_706 = uint(0) == uint(64);
if (l_706) {
l_mut_212 = l_705;
} else {
const bool l_707 = uint(0) > uint(0);
if (l_707) {
const uint64_t l_708 = uint64_t(uint(64));
const uint64_t l_709 = l_705 << l_708;
const uint64_t l_710 = uint64_t(uint(0));
const uint64_t l_711 = l_701 >> l_710;
const uint64_t l_712 = l_709 | l_711;
l_mut_212 = l_712;
}
}
const uint64_t l_713 = uint64_t(l_486);
const uint64_t l_714 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_715 = l_714 * l_713;
const uint64_t l_716 = l_mut_284 >> uint64_t(32);
const uint64_t l_717 = l_716 * l_713;
const uint64_t l_718 = l_717 << uint64_t(32);
const uint64_t l_719 = l_715 + l_718;
const uint64_t l_720 = l_717 >> uint64_t(32);
const bool l_721 = l_719 < l_715;
const uint64_t l_722 = uint64_t(l_721);
const uint64_t l_723 = l_720 + l_722;
l_mut_284 = l_719;
const bool l_724 = uint(64) == uint(64);
if (l_724) {
l_mut_284 = l_723;
} else {
const bool l_725 = uint(64) > uint(0);
if (l_725) {
const uint64_t l_726 = uint64_t(uint(0));
const uint64_t l_727 = l_723 << l_726;
const uint64_t l_728 = uint64_t(uint(64));
const uint64_t l_729 = l_719 >> l_728;
const uint64_t l_730 = l_727 | l_729;
l_mut_284 = l_730;
}
}
const uint64_t l_731 = uint64_t(l_486);
const uint64_t l_732 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_733 = l_732 * l_731;
const uint64_t l_734 = l_mut_212 >> uint64_t(32);
const uint64_t l_735 = l_734 * l_731;
const uint64_t l_736 = l_735 << uint64_t(32);
const uint64_t l_737 = l_733 + l_736;
const uint64_t l_738 = l_735 >> uint64_t(32);
const bool l_739 = l_737 < l_733;
const uint64_t l_740 = uint64_t(l_739);
const uint64_t l_741 = l_738 + l_740;
l_mut_158 = l_737;
const bool l_742 = uint(0) == uint(64);
if (l_742) {
l_mut_158 = l_741;
} else {
const bool l_743 = uint(0) > uint(0);
if (l_743) {
const uint64_t l_744 = uint64_t(uint(64));
const uint64_t l_745 = l_741 << l_744;
const uint64_t l_746 = uint64_t(uint(0));
const uint64_t l_747 = l_737 >> l_746;
const uint64_t l_748 = l_745 | l_747;
l_mut_158 = l_748;
}
}
const uint64_t l_749 = uint64_t(l_486);
const uint64_t l_750 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_751 = l_750 * l_749;
const uint64_t l_752 = l_mut_212 >> uint64_t(32);
const uint64_t l_753 = l_752 * l_749;
const uint64_t l_754 = l_753 << uint64_t(32);
const uint64_t l_755 = l_751 + l_754;
const uint64_t l_756 = l_753 >> uint64_t(32);
const bool l_757 = l_755 < l_751;
const uint64_t l_758 = uint64_t(l_757);
const uint64_t l_759 = l_756 + l_758;
l_mut_212 = l_755;
const bool l_760 = uint(64) == uint(64);
if (l_760) {
l_mut_212 = l_759;
} else {
const bool l_761 = uint(64) > uint(0);
if (l_761) {
const uint64_t l_762 = uint64_t(uint(0));
const uint64_t l_763 = l_759 << l_762;
const uint64_t l_764 = uint64_t(uint(64));
const uint64_t l_765 = l_755 >> l_764;
const uint64_t l_766 = l_763 | l_765;
l_mut_212 = l_766;
}
}
const uint64_t l_767 = uint64_t(l_486);
const uint64_t l_768 = l_mut_284 * l_767;
const uint64_t l_769 = l_mut_212 + l_768;
l_mut_301 = l_mut_158;
const bool l_770 = l_662 == uint(64);
if (l_770) {
l_mut_301 = l_769;
} else {
const bool l_771 = l_662 > uint(0);
if (l_771) {
const uint l_772 = uint(64) - l_662;
const uint64_t l_773 = uint64_t(l_772);
const uint64_t l_774 = l_769 << l_773;
const uint64_t l_775 = uint64_t(l_662);
const uint64_t l_776 = l_mut_158 >> l_775;
const uint64_t l_777 = l_774 + l_776;
l_mut_301 = l_777;
}
}
if (l_692) {
const uint64_t l_778 = uint64_t(uint(0));
const uint64_t l_779 = l_778 - l_mut_301;
l_mut_301 = l_779;
}
}
const uint64_t l_780 = l_635 - l_mut_301;
const uint64_t l_781 = l_780 + l_42;
const uint64_t l_782 = uint64_t(uint(0));
const uint64_t l_783 = l_782 - l_661;
const uint64_t l_784 = l_42 + l_42;
l_mut_301 = l_783;
const uint64_t l_785 = uint64_t(uint(0));
const uint64_t l_786 = l_785 - l_783;
l_mut_284 = l_786;
l_mut_212 = l_781;
l_mut_67 = uint(1);
l_mut_787 = uint(1);
l_mut_355 = bool(false);
const bool l_788 = l_mut_212 < l_784;
const bool l_789 = !l_788;
l_mut_350 = l_789;
const bool l_790 = l_783 == uint64_t(0);
if (l_790) {
l_mut_355 = l_mut_350;
l_mut_350 = bool(false);
}
if (l_mut_350) {
const uint64_t l_791 = l_783 >> uint64_t(63);
const bool l_792 = l_791 == uint64_t(1);
l_mut_158 = l_783;
if (l_792) {
const uint64_t l_793 = uint64_t(uint(0));
const uint64_t l_794 = l_793 - l_783;
l_mut_158 = l_794;
}
const uint l_795 = l_486 - uint(1);
const uint64_t l_796 = uint64_t(l_795);
const uint64_t l_797 = l_mut_158 * l_796;
l_mut_798 = uint(0);
const uint l_799 = l_486 - uint(1);
const uint64_t l_800 = uint64_t(l_799);
const uint64_t l_801 = l_mut_158 & uint64_t(4294967295);
const uint64_t l_802 = l_801 * l_800;
const uint64_t l_803 = l_mut_158 >> uint64_t(32);
const uint64_t l_804 = l_803 * l_800;
const uint64_t l_805 = l_804 << uint64_t(32);
const uint64_t l_806 = l_802 + l_805;
const uint64_t l_807 = l_804 >> uint64_t(32);
const bool l_808 = l_806 < l_802;
const uint64_t l_809 = uint64_t(l_808);
const uint64_t l_810 = l_807 + l_809;
l_mut_127 = l_806;
const bool l_811 = uint(64) == uint(64);
if (l_811) {
l_mut_127 = l_810;
} else {
const bool l_812 = uint(64) > uint(0);
if (l_812) {
const uint64_t l_813 = uint64_t(uint(0));
const uint64_t l_814 = l_810 << l_813;
const uint64_t l_815 = uint64_t(uint(64));
const uint64_t l_816 = l_806 >> l_815;
const uint64_t l_817 = l_814 | l_816;
l_mut_127 = l_817;
}
}
const bool l_818 = l_mut_127 == uint64_t(0);
if (l_818) {
l_mut_127 = l_781;
if (l_792) {
const uint64_t l_819 = uint64_t(uint(0));
const uint64_t l_820 = l_819 - l_781;
const bool l_821 = l_781 == uint64_t(0);
const bool l_822 = !l_821;
const bool l_823 = l_797 < l_820;
const bool l_824 = !l_823;
const bool l_825 = l_822 && l_824;
if (l_825) {
const uint l_826 = l_486 - uint(1);
l_mut_105 = l_820;
const bool l_827 = l_820 < l_mut_158;
const bool l_828 = !l_827;
if (l_828) {
l_mut_829 = uint(0);
const bool l_830 = l_mut_158 < l_820;
if (l_830) {
const uint64_t l_831 = l_820 - uint64_t(1);
const uint64_t l_832 = l_831 / l_mut_158;
const uint64_t l_833 = uint64_t(l_826);
const bool l_834 = l_832 < l_833;
const uint64_t l_835 = uint64_t(l_826);
const uint64_t l_836 = (l_834) ? l_832 : l_835;
const uint l_837 = uint(l_836);
l_mut_829 = l_837;
}
const uint64_t l_838 = uint64_t(l_mut_829);
const uint64_t l_839 = l_mut_158 * l_838;
const uint64_t l_840 = l_820 - l_839;
l_mut_105 = l_840;
const bool l_841 = l_mut_105 < l_mut_158;
const bool l_842 = !l_841;
if (l_842) {
const uint64_t l_843 = l_mut_105 - l_mut_158;
l_mut_105 = l_843;
}
}
const uint64_t l_844 = l_mut_158 - l_mut_105;
l_mut_105 = l_844;
const bool l_845 = l_844 < l_mut_158;
const bool l_846 = !l_845;
if (l_846) {
const uint64_t l_847 = l_844 - l_mut_158;
l_mut_105 = l_847;
}
const bool l_848 = l_mut_105 < l_mut_127;
if (l_848) {
l_mut_127 = l_mut_105;
}
}
} else {
const uint64_t l_849 = l_781 - l_797;
l_mut_127 = l_849;
const bool l_850 = l_781 < l_797;
if (l_850) {
const uint l_851 = l_486 - uint(1);
l_mut_105 = l_781;
const bool l_852 = l_781 < l_mut_158;
const bool l_853 = !l_852;
if (l_853) {
l_mut_829 = uint(0);
const bool l_854 = l_mut_158 < l_781;
if (l_854) {
const uint64_t l_855 = l_781 - uint64_t(1);
const uint64_t l_856 = l_855 / l_mut_158;
const uint64_t l_857 = uint64_t(l_851);
const bool l_858 = l_856 < l_857;
const uint64_t l_859 = uint64_t(l_851);
const uint64_t l_860 = (l_858) ? l_856 : l_859;
const uint l_861 = uint(l_860);
l_mut_829 = l_861;
}
const uint64_t l_862 = uint64_t(l_mut_829);
const uint64_t l_863 = l_mut_158 * l_862;
const uint64_t l_864 = l_781 - l_863;
l_mut_105 = l_864;
const bool l_865 = l_mut_105 < l_mut_158;
const bool l_866 = !l_865;
if (l_866) {
const uint64_t l_867 = l_mut_105 - l_mut_158;
l_mut_105 = l_867;
}
}
const bool l_868 = l_mut_105 < l_mut_127;
if (l_868) {
l_mut_127 = l_mut_105;
}
}
}
const bool l_869 = l_mut_127 < l_784;
const bool l_870 = !l_869;
const uint l_871 = uint(l_870);
const uint l_872 = uint(2) - l_871;
l_mut_798 = l_872;
}
const bool l_873 = l_mut_798 > uint(0);
if (l_873) {
const bool l_874 = l_mut_798 == uint(1);
l_mut_355 = l_874;
l_mut_350 = bool(false);
}
}
l_mut_262 = bool(false);
while (true) {
const bool l_875 = !l_mut_350;
if (l_875) {
break;}
const bool l_876 = l_mut_212 < l_mut_301;
if (l_876) {
const uint64_t l_877 = l_mut_301 - l_mut_212;
l_mut_158 = l_mut_301;
const bool l_878 = l_877 < l_mut_301;
if (l_878) {
l_mut_158 = l_877;
}
l_mut_259 = bool(false);
const uint64_t l_879 = uint64_t(uint(3));
const uint64_t l_880 = l_mut_158 >> l_879;
const bool l_881 = l_880 < l_mut_284;
const bool l_882 = !l_881;
l_mut_259 = l_882;
l_mut_829 = uint(0);
const bool l_883 = l_mut_284 == uint64_t(0);
const bool l_884 = !l_883;
const bool l_885 = l_mut_259 && l_884;
const bool l_886 = l_mut_284 < l_mut_158;
const bool l_887 = l_885 && l_886;
const uint l_888 = l_mut_67 + l_mut_787;
const bool l_889 = l_888 < l_486;
const bool l_890 = l_887 && l_889;
if (l_890) {
const uint l_891 = l_486 - l_mut_67;
const uint l_892 = l_891 - l_mut_787;
const uint l_893 = l_892 / l_mut_67;
const uint64_t l_894 = l_mut_158 - uint64_t(1);
const uint64_t l_895 = l_894 / l_mut_284;
const uint64_t l_896 = uint64_t(l_893);
const bool l_897 = l_895 < l_896;
const uint64_t l_898 = uint64_t(l_893);
const uint64_t l_899 = (l_897) ? l_895 : l_898;
const uint l_900 = uint(l_899);
l_mut_829 = l_900;
}
const bool l_901 = l_mut_829 > uint(0);
if (l_901) {
const uint64_t l_902 = uint64_t(l_mut_829);
const uint64_t l_903 = l_mut_284 * l_902;
const uint64_t l_904 = l_mut_301 - l_903;
l_mut_301 = l_904;
const uint l_905 = l_mut_829 * l_mut_67;
l_mut_787 = l_mut_787 + l_905;
} else {
const uint l_906 = l_486 - l_mut_67;
const uint l_907 = l_906 / l_mut_787;
l_mut_829 = uint(0);
l_mut_259 = bool(false);
const uint64_t l_908 = uint64_t(uint(3));
const uint64_t l_909 = l_mut_284 >> l_908;
const bool l_910 = l_909 < l_mut_301;
const bool l_911 = !l_910;
l_mut_259 = l_911;
const bool l_912 = l_mut_301 == uint64_t(0);
if (l_912) {
l_mut_829 = l_907;
} else {
if (l_mut_259) {
const bool l_913 = l_mut_301 < l_mut_284;
if (l_913) {
const uint64_t l_914 = l_mut_284 - uint64_t(1);
const uint64_t l_915 = l_914 / l_mut_301;
const uint64_t l_916 = uint64_t(l_907);
const bool l_917 = l_915 < l_916;
const uint64_t l_918 = uint64_t(l_907);
const uint64_t l_919 = (l_917) ? l_915 : l_918;
const uint l_920 = uint(l_919);
l_mut_829 = l_920;
}
} else {
l_mut_158 = l_mut_284;
while (true) {
const bool l_921 = l_mut_301 < l_mut_158;
const uint l_922 = l_mut_829 * l_mut_787;
const uint l_923 = l_mut_67 + l_922;
const uint l_924 = l_923 + l_mut_787;
const bool l_925 = l_924 < l_486;
const bool l_926 = l_921 && l_925;
const bool l_927 = !l_926;
if (l_927) {
break;}
const uint64_t l_928 = l_mut_158 - l_mut_301;
l_mut_158 = l_928;
l_mut_829 = l_mut_829 + uint(1);
}
}
}
const uint l_929 = l_mut_829 * l_mut_787;
const uint l_930 = l_mut_67 + l_929;
const uint l_931 = l_930 + l_mut_787;
const bool l_932 = l_931 >= l_486;
if (l_932) {
l_mut_355 = bool(true);
l_mut_350 = bool(false);
} else {
const uint64_t l_933 = uint64_t(l_mut_829);
const uint64_t l_934 = l_mut_301 * l_933;
const uint64_t l_935 = l_mut_284 - l_934;
l_mut_284 = l_935;
const uint l_936 = l_mut_829 * l_mut_787;
l_mut_67 = l_mut_67 + l_936;
const uint64_t l_937 = l_mut_301 - l_mut_284;
l_mut_301 = l_937;
l_mut_787 = l_mut_787 + l_mut_67;
}
}
} else {
const uint64_t l_938 = l_mut_212 - l_784;
l_mut_158 = l_mut_284;
const bool l_939 = l_938 < l_mut_284;
if (l_939) {
l_mut_158 = l_938;
}
l_mut_259 = bool(false);
const uint64_t l_940 = uint64_t(uint(3));
const uint64_t l_941 = l_mut_158 >> l_940;
const bool l_942 = l_941 < l_mut_301;
const bool l_943 = !l_942;
l_mut_259 = l_943;
l_mut_829 = uint(0);
const bool l_944 = l_mut_301 == uint64_t(0);
const bool l_945 = !l_944;
const bool l_946 = l_mut_259 && l_945;
const bool l_947 = l_mut_301 < l_mut_158;
const bool l_948 = l_946 && l_947;
const uint l_949 = l_mut_787 + l_mut_67;
const bool l_950 = l_949 < l_486;
const bool l_951 = l_948 && l_950;
if (l_951) {
const uint l_952 = l_486 - l_mut_787;
const uint l_953 = l_952 - l_mut_67;
const uint l_954 = l_953 / l_mut_787;
const uint64_t l_955 = l_mut_158 - uint64_t(1);
const uint64_t l_956 = l_955 / l_mut_301;
const uint64_t l_957 = uint64_t(l_954);
const bool l_958 = l_956 < l_957;
const uint64_t l_959 = uint64_t(l_954);
const uint64_t l_960 = (l_958) ? l_956 : l_959;
const uint l_961 = uint(l_960);
l_mut_829 = l_961;
}
const bool l_962 = l_mut_829 > uint(0);
if (l_962) {
const uint64_t l_963 = uint64_t(l_mut_829);
const uint64_t l_964 = l_mut_301 * l_963;
const uint64_t l_965 = l_mut_212 - l_964;
l_mut_212 = l_965;
const uint64_t l_966 = l_mut_284 - l_964;
l_mut_284 = l_966;
const uint l_967 = l_mut_829 * l_mut_787;
l_mut_67 = l_mut_67 + l_967;
} else {
const uint64_t l_968 = l_mut_212 - l_mut_301;
l_mut_212 = l_968;
const bool l_969 = l_mut_212 < l_784;
if (l_969) {
l_mut_350 = bool(false);
} else {
const uint l_970 = l_486 - l_mut_787;
const uint l_971 = l_970 / l_mut_67;
l_mut_829 = uint(0);
l_mut_259 = bool(false);
const uint64_t l_972 = uint64_t(uint(3));
const uint64_t l_973 = l_mut_301 >> l_972;
const bool l_974 = l_973 < l_mut_284;
const bool l_975 = !l_974;
l_mut_259 = l_975;
const bool l_976 = l_mut_284 == uint64_t(0);
if (l_976) {
l_mut_829 = l_971;
} else {
if (l_mut_259) {
const bool l_977 = l_mut_284 < l_mut_301;
if (l_977) {
const uint64_t l_978 = l_mut_301 - uint64_t(1);
const uint64_t l_979 = l_978 / l_mut_284;
const uint64_t l_980 = uint64_t(l_971);
const bool l_981 = l_979 < l_980;
const uint64_t l_982 = uint64_t(l_971);
const uint64_t l_983 = (l_981) ? l_979 : l_982;
const uint l_984 = uint(l_983);
l_mut_829 = l_984;
}
} else {
l_mut_158 = l_mut_301;
while (true) {
const bool l_985 = l_mut_284 < l_mut_158;
const uint l_986 = l_mut_829 * l_mut_67;
const uint l_987 = l_mut_787 + l_986;
const uint l_988 = l_987 + l_mut_67;
const bool l_989 = l_988 < l_486;
const bool l_990 = l_985 && l_989;
const bool l_991 = !l_990;
if (l_991) {
break;}
const uint64_t l_992 = l_mut_158 - l_mut_284;
l_mut_158 = l_992;
l_mut_829 = l_mut_829 + uint(1);
}
}
}
const uint l_993 = l_mut_67 + l_mut_787;
const uint l_994 = l_mut_829 * l_mut_67;
const uint l_995 = l_993 + l_994;
const bool l_996 = l_995 >= l_486;
if (l_996) {
l_mut_355 = bool(true);
l_mut_350 = bool(false);
} else {
const uint64_t l_997 = uint64_t(l_mut_829);
const uint64_t l_998 = l_mut_284 * l_997;
const uint64_t l_999 = l_mut_301 - l_998;
l_mut_301 = l_999;
const uint l_1000 = l_mut_829 * l_mut_67;
l_mut_787 = l_mut_787 + l_1000;
const uint64_t l_1001 = l_mut_284 - l_mut_301;
l_mut_284 = l_1001;
l_mut_67 = l_mut_67 + l_mut_787;
}
}
}
}
}
const bool l_1002 = !l_mut_355;
const bool l_1003 = l_485 && l_1002;
if (l_1003) {
const uint l_1004 = uint(1) << l_mut_483;
l_mut_304 = l_mut_304 | l_1004;
l_mut_271 = l_mut_271 + uint(1);
const uint l_1005 = l_484 + l_482;
const uint l_1006 = min(l_1005, l_74);
l_mut_829 = uint(0);

for (uint l_mut_1007 = l_484; l_mut_1007 < l_1006; ++l_mut_1007) {
const uint64_t l_1008 = uint64_t(l_mut_1007);
const uint64_t l_1009 = l_84 * l_1008;
const uint64_t l_1010 = l_93 + l_1009;
const uint64_t l_1011 = uint64_t(uint(0));
l_mut_301 = l_1011;
const bool l_1012 = l_mut_1007 < uint(65536);
if (l_1012) {
const uint l_1013 = l_mut_1007 * l_mut_1007;
const uint64_t l_1014 = l_102 >> uint64_t(63);
const bool l_1015 = l_1014 == uint64_t(1);
l_mut_284 = l_102;
if (l_1015) {
const uint64_t l_1016 = uint64_t(uint(0));
const uint64_t l_1017 = l_1016 - l_102;
l_mut_284 = l_1017;
}
const uint64_t l_1018 = uint64_t(l_1013);
const uint64_t l_1019 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1020 = l_1019 * l_1018;
const uint64_t l_1021 = l_mut_284 >> uint64_t(32);
const uint64_t l_1022 = l_1021 * l_1018;
const uint64_t l_1023 = l_1022 << uint64_t(32);
const uint64_t l_1024 = l_1020 + l_1023;
const uint64_t l_1025 = l_1022 >> uint64_t(32);
const bool l_1026 = l_1024 < l_1020;
const uint64_t l_1027 = uint64_t(l_1026);
const uint64_t l_1028 = l_1025 + l_1027;
l_mut_284 = l_1024;
const bool l_1029 = l_24 == uint(64);
if (l_1029) {
l_mut_284 = l_1028;
} else {
const bool l_1030 = l_24 > uint(0);
if (l_1030) {
const uint l_1031 = uint(64) - l_24;
const uint64_t l_1032 = uint64_t(l_1031);
const uint64_t l_1033 = l_1028 << l_1032;
const uint64_t l_1034 = uint64_t(l_24);
const uint64_t l_1035 = l_1024 >> l_1034;
const uint64_t l_1036 = l_1033 | l_1035;
l_mut_284 = l_1036;
}
}
l_mut_212 = l_mut_284;
if (l_1015) {
const uint64_t l_1037 = uint64_t(uint(0));
const uint64_t l_1038 = l_1037 - l_mut_212;
l_mut_212 = l_1038;
}
l_mut_301 = l_mut_212;
} else {
const uint64_t l_1039 = l_102 >> uint64_t(63);
const bool l_1040 = l_1039 == uint64_t(1);
l_mut_284 = l_102;
if (l_1040) {
const uint64_t l_1041 = uint64_t(uint(0));
const uint64_t l_1042 = l_1041 - l_102;
l_mut_284 = l_1042;
}
const uint64_t l_1043 = uint64_t(l_mut_1007);
const uint64_t l_1044 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1045 = l_1044 * l_1043;
const uint64_t l_1046 = l_mut_284 >> uint64_t(32);
const uint64_t l_1047 = l_1046 * l_1043;
const uint64_t l_1048 = l_1047 << uint64_t(32);
const uint64_t l_1049 = l_1045 + l_1048;
const uint64_t l_1050 = l_1047 >> uint64_t(32);
const bool l_1051 = l_1049 < l_1045;
const uint64_t l_1052 = uint64_t(l_1051);
const uint64_t l_1053 = l_1050 + l_1052;
l_mut_212 = l_1049;
const bool l_1054 = uint(0) == uint(64);
if (l_1054) {
l_mut_212 = l_1053;
} else {
const bool l_1055 = uint(0) > uint(0);
if (l_1055) {
const uint64_t l_1056 = uint64_t(uint(64));
const uint64_t l_1057 = l_1053 << l_1056;
const uint64_t l_1058 = uint64_t(uint(0));
const uint64_t l_1059 = l_1049 >> l_1058;
const uint64_t l_1060 = l_1057 | l_1059;
l_mut_212 = l_1060;
}
}
const uint64_t l_1061 = uint64_t(l_mut_1007);
const uint64_t l_1062 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1063 = l_1062 * l_1061;
const uint64_t l_1064 = l_mut_284 >> uint64_t(32);
const uint64_t l_1065 = l_1064 * l_1061;
const uint64_t l_1066 = l_1065 << uint64_t(32);
const uint64_t l_1067 = l_1063 + l_1066;
const uint64_t l_1068 = l_1065 >> uint64_t(32);
const bool l_1069 = l_1067 < l_1063;
const uint64_t l_1070 = uint64_t(l_1069);
const uint64_t l_1071 = l_1068 + l_1070;
l_mut_284 = l_1067;
const bool l_1072 = uint(64) == uint(64);
if (l_1072) {
l_mut_284 = l_1071;
} else {
const bool l_1073 = uint(64) > uint(0);
if (l_1073) {
const uint64_t l_1074 = uint64_t(uint(0));
const uint64_t l_1075 = l_1071 << l_1074;
const uint64_t l_1076 = uint64_t(uint(64));
const uint64_t l_1077 = l_1067 >> l_1076;
const uint64_t l_1078 = l_1075 | l_1077;
l_mut_284 = l_1078;
}
}
const uint64_t l_1079 = uint64_t(l_mut_1007);
const uint64_t l_1080 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_1081 = l_1080 * l_1079;
const uint64_t l_1082 = l_mut_212 >> uint64_t(32);
const uint64_t l_1083 = l_1082 * l_1079;
const uint64_t l_1084 = l_1083 << uint64_t(32);
const uint64_t l_1085 = l_1081 + l_1084;
const uint64_t l_1086 = l_1083 >> uint64_t(32);
const bool l_1087 = l_1085 < l_1081;
const uint64_t l_1088 = uint64_t(l_1087);
const uint64_t l_1089 = l_1086 + l_1088;
l_mut_158 = l_1085;
const bool l_1090 = uint(0) == uint(64);
if (l_1090) {
l_mut_158 = l_1089;
} else {
const bool l_1091 = uint(0) > uint(0);
if (l_1091) {
const uint64_t l_1092 = uint64_t(uint(64));
const uint64_t l_1093 = l_1089 << l_1092;
const uint64_t l_1094 = uint64_t(uint(0));
const uint64_t l_1095 = l_1085 >> l_1094;
const uint64_t l_1096 = l_1093 | l_1095;
l_mut_158 = l_1096;
}
}
const uint64_t l_1097 = uint64_t(l_mut_1007);
const uint64_t l_1098 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_1099 = l_1098 * l_1097;
const uint64_t l_1100 = l_mut_212 >> uint64_t(32);
const uint64_t l_1101 = l_1100 * l_1097;
const uint64_t l_1102 = l_1101 << uint64_t(32);
const uint64_t l_1103 = l_1099 + l_1102;
const uint64_t l_1104 = l_1101 >> uint64_t(32);
const bool l_1105 = l_1103 < l_1099;
const uint64_t l_1106 = uint64_t(l_1105);
const uint64_t l_1107 = l_1104 + l_1106;
l_mut_212 = l_1103;
const bool l_1108 = uint(64) == uint(64);
if (l_1108) {
l_mut_212 = l_1107;
} else {
const bool l_1109 = uint(64) > uint(0);
if (l_1109) {
const uint64_t l_1110 = uint64_t(uint(0));
const uint64_t l_1111 = l_1107 << l_1110;
const uint64_t l_1112 = uint64_t(uint(64));
const uint64_t l_1113 = l_1103 >> l_1112;
const uint64_t l_1114 = l_1111 | l_1113;
l_mut_212 = l_1114;
}
}
const uint64_t l_1115 = uint64_t(l_mut_1007);
const uint64_t l_1116 = l_mut_284 * l_1115;
const uint64_t l_1117 = l_mut_212 + l_1116;
l_mut_301 = l_mut_158;
const bool l_1118 = l_24 == uint(64);
if (l_1118) {
l_mut_301 = l_1117;
} else {
const bool l_1119 = l_24 > uint(0);
if (l_1119) {
const uint l_1120 = uint(64) - l_24;
const uint64_t l_1121 = uint64_t(l_1120);
const uint64_t l_1122 = l_1117 << l_1121;
const uint64_t l_1123 = uint64_t(l_24);
const uint64_t l_1124 = l_mut_158 >> l_1123;
const uint64_t l_1125 = l_1122 + l_1124;
l_mut_301 = l_1125;
}
}
if (l_1040) {
const uint64_t l_1126 = uint64_t(uint(0));
const uint64_t l_1127 = l_1126 - l_mut_301;
l_mut_301 = l_1127;
}
}
const uint64_t l_1128 = l_1010 + l_mut_301;
const uint64_t l_1129 = uint64_t(uint(0));
const uint64_t l_1130 = l_1129 - l_1128;
l_mut_301 = l_1130;
const bool l_1131 = l_1128 < l_mut_301;
if (l_1131) {
l_mut_301 = l_1128;
}
const bool l_1132 = l_mut_301 < l_51;
const uint l_1133 = uint(l_1132);
l_mut_829 = l_mut_829 + l_1133;
}
l_mut_258 = l_mut_258 + l_mut_829;
}
}
const bool l_1134 = l_mut_271 > uint(0);
if (l_1134) {
const uint l_1414 = info.static_meta[uint(5)];
const uint l_1415 = l_1414 * uint(1);
const uint l_1416 = l_1415 - uint(1);
const uint l_1417 = min(uint(1), l_1416);
device atomic_uint* l_1418 = &buffer_5[l_1417];
atomic_uint* l_1135 = l_1418;
const uint l_1136 = atomic_fetch_add_explicit(l_1135, l_mut_271, memory_order_relaxed);
}
const bool l_1137 = l_mut_258 > uint(0);
if (l_1137) {
const uint l_1419 = info.static_meta[uint(5)];
const uint l_1420 = l_1419 * uint(1);
const uint l_1421 = l_1420 - uint(1);
const uint l_1422 = min(uint(2), l_1421);
device atomic_uint* l_1423 = &buffer_5[l_1422];
atomic_uint* l_1138 = l_1423;
const uint l_1139 = atomic_fetch_add_explicit(l_1138, l_mut_258, memory_order_relaxed);
l_mut_829 = l_1139;

for (uint l_mut_1140 = uint(0); l_mut_1140 < uint(8); ++l_mut_1140) {
const uint l_1141 = l_mut_304 >> l_mut_1140;
const uint l_1142 = l_1141 & uint(1);
const bool l_1143 = l_1142 == uint(1);
if (l_1143) {
const uint l_1144 = l_mut_1140 * l_482;
const uint l_1145 = l_1144 + l_482;
const uint l_1146 = min(l_1145, l_74);
l_mut_798 = l_mut_829;

for (uint l_mut_1147 = l_1144; l_mut_1147 < l_1146; ++l_mut_1147) {
const uint64_t l_1148 = uint64_t(l_mut_1147);
const uint64_t l_1149 = l_84 * l_1148;
const uint64_t l_1150 = l_93 + l_1149;
const uint64_t l_1151 = uint64_t(uint(0));
l_mut_301 = l_1151;
const bool l_1152 = l_mut_1147 < uint(65536);
if (l_1152) {
const uint l_1153 = l_mut_1147 * l_mut_1147;
const uint64_t l_1154 = l_102 >> uint64_t(63);
const bool l_1155 = l_1154 == uint64_t(1);
l_mut_284 = l_102;
if (l_1155) {
const uint64_t l_1156 = uint64_t(uint(0));
const uint64_t l_1157 = l_1156 - l_102;
l_mut_284 = l_1157;
}
const uint64_t l_1158 = uint64_t(l_1153);
const uint64_t l_1159 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1160 = l_1159 * l_1158;
const uint64_t l_1161 = l_mut_284 >> uint64_t(32);
const uint64_t l_1162 = l_1161 * l_1158;
const uint64_t l_1163 = l_1162 << uint64_t(32);
const uint64_t l_1164 = l_1160 + l_1163;
const uint64_t l_1165 = l_1162 >> uint64_t(32);
const bool l_1166 = l_1164 < l_1160;
const uint64_t l_1167 = uint64_t(l_1166);
const uint64_t l_1168 = l_1165 + l_1167;
l_mut_284 = l_1164;
const bool l_1169 = l_24 == uint(64);
if (l_1169) {
l_mut_284 = l_1168;
} else {
const bool l_1170 = l_24 > uint(0);
if (l_1170) {
const uint l_1171 = uint(64) - l_24;
const uint64_t l_1172 = uint64_t(l_1171);
const uint64_t l_1173 = l_1168 << l_1172;
const uint64_t l_1174 = uint64_t(l_24);
const uint64_t l_1175 = l_1164 >> l_1174;
const uint64_t l_1176 = l_1173 | l_1175;
l_mut_284 = l_1176;
}
}
l_mut_212 = l_mut_284;
if (l_1155) {
const uint64_t l_1177 = uint64_t(uint(0));
const uint64_t l_1178 = l_1177 - l_mut_212;
l_mut_212 = l_1178;
}
l_mut_301 = l_mut_212;
} else {
const uint64_t l_1179 = l_102 >> uint64_t(63);
const bool l_1180 = l_1179 == uint64_t(1);
l_mut_284 = l_102;
if (l_1180) {
const uint64_t l_1181 = uint64_t(uint(0));
const uint64_t l_1182 = l_1181 - l_102;
l_mut_284 = l_1182;
}
const uint64_t l_1183 = uint64_t(l_mut_1147);
const uint64_t l_1184 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1185 = l_1184 * l_1183;
const uint64_t l_1186 = l_mut_284 >> uint64_t(32);
const uint64_t l_1187 = l_1186 * l_1183;
const uint64_t l_1188 = l_1187 << uint64_t(32);
const uint64_t l_1189 = l_1185 + l_1188;
const uint64_t l_1190 = l_1187 >> uint64_t(32);
const bool l_1191 = l_1189 < l_1185;
const uint64_t l_1192 = uint64_t(l_1191);
const uint64_t l_1193 = l_1190 + l_1192;
l_mut_212 = l_1189;
const bool l_1194 = uint(0) == uint(64);
if (l_1194) {
l_mut_212 = l_1193;
} else {
const bool l_1195 = uint(0) > uint(0);
if (l_1195) {
const uint64_t l_1196 = uint64_t(uint(64));
const uint64_t l_1197 = l_1193 << l_1196;
const uint64_t l_1198 = uint64_t(uint(0));
const uint64_t l_1199 = l_1189 >> l_1198;
const uint64_t l_1200 = l_1197 | l_1199;
l_mut_212 = l_1200;
}
}
const uint64_t l_1201 = uint64_t(l_mut_1147);
const uint64_t l_1202 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1203 = l_1202 * l_1201;
const uint64_t l_1204 = l_mut_284 >> uint64_t(32);
const uint64_t l_1205 = l_1204 * l_1201;
const uint64_t l_1206 = l_1205 << uint64_t(32);
const uint64_t l_1207 = l_1203 + l_1206;
const uint64_t l_1208 = l_1205 >> uint64_t(32);
const bool l_1209 = l_1207 < l_1203;
const uint64_t l_1210 = uint64_t(l_1209);
const uint64_t l_1211 = l_1208 + l_1210;
l_mut_284 = l_1207;
const bool l_1212 = uint(64) == uint(64);
if (l_1212) {
l_mut_284 = l_1211;
} else {
const bool l_1213 = uint(64) > uint(0);
if (l_1213) {
const uint64_t l_1214 = uint64_t(uint(0));
const uint64_t l_1215 = l_1211 << l_1214;
const uint64_t l_1216 = uint64_t(uint(64));
const uint64_t l_1217 = l_1207 >> l_1216;
const uint64_t l_1218 = l_1215 | l_1217;
l_mut_284 = l_1218;
}
}
const uint64_t l_1219 = uint64_t(l_mut_1147);
const uint64_t l_1220 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_1221 = l_1220 * l_1219;
const uint64_t l_1222 = l_mut_212 >> uint64_t(32);
const uint64_t l_1223 = l_1222 * l_1219;
const uint64_t l_1224 = l_1223 << uint64_t(32);
const uint64_t l_1225 = l_1221 + l_1224;
const uint64_t l_1226 = l_1223 >> uint64_t(32);
const bool l_1227 = l_1225 < l_1221;
const uint64_t l_1228 = uint64_t(l_1227);
const uint64_t l_1229 = l_1226 + l_1228;
l_mut_158 = l_1225;
const bool l_1230 = uint(0) == uint(64);
if (l_1230) {
l_mut_158 = l_1229;
} else {
const bool l_1231 = uint(0) > uint(0);
if (l_1231) {
const uint64_t l_1232 = uint64_t(uint(64));
const uint64_t l_1233 = l_1229 << l_1232;
const uint64_t l_1234 = uint64_t(uint(0));
const uint64_t l_1235 = l_1225 >> l_1234;
const uint64_t l_1236 = l_1233 | l_1235;
l_mut_158 = l_1236;
}
}
const uint64_t l_1237 = uint64_t(l_mut_1147);
const uint64_t l_1238 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_1239 = l_1238 * l_1237;
const uint64_t l_1240 = l_mut_212 >> uint64_t(32);
const uint64_t l_1241 = l_1240 * l_1237;
const uint64_t l_1242 = l_1241 << uint64_t(32);
const uint64_t l_1243 = l_1239 + l_1242;
const uint64_t l_1244 = l_1241 >> uint64_t(32);
const bool l_1245 = l_1243 < l_1239;
const uint64_t l_1246 = uint64_t(l_1245);
const uint64_t l_1247 = l_1244 + l_1246;
l_mut_212 = l_1243;
const bool l_1248 = uint(64) == uint(64);
if (l_1248) {
l_mut_212 = l_1247;
} else {
const bool l_1249 = uint(64) > uint(0);
if (l_1249) {
const uint64_t l_1250 = uint64_t(uint(0));
const uint64_t l_1251 = l_1247 << l_1250;
const uint64_t l_1252 = uint64_t(uint(64));
const uint64_t l_1253 = l_1243 >> l_1252;
const uint64_t l_1254 = l_1251 | l_1253;
l_mut_212 = l_1254;
}
}
const uint64_t l_1255 = uint64_t(l_mut_1147);
const uint64_t l_1256 = l_mut_284 * l_1255;
const uint64_t l_1257 = l_mut_212 + l_1256;
l_mut_301 = l_mut_158;
const bool l_1258 = l_24 == uint(64);
if (l_1258) {
l_mut_301 = l_1257;
} else {
const bool l_1259 = l_24 > uint(0);
if (l_1259) {
const uint l_1260 = uint(64) - l_24;
const uint64_t l_1261 = uint64_t(l_1260);
const uint64_t l_1262 = l_1257 << l_1261;
const uint64_t l_1263 = uint64_t(l_24);
const uint64_t l_1264 = l_mut_158 >> l_1263;
const uint64_t l_1265 = l_1262 + l_1264;
l_mut_301 = l_1265;
}
}
if (l_1180) {
const uint64_t l_1266 = uint64_t(uint(0));
const uint64_t l_1267 = l_1266 - l_mut_301;
l_mut_301 = l_1267;
}
}
const uint64_t l_1268 = l_1150 + l_mut_301;
const uint64_t l_1269 = uint64_t(uint(0));
const uint64_t l_1270 = l_1269 - l_1268;
l_mut_301 = l_1270;
const bool l_1271 = l_1268 < l_mut_301;
if (l_1271) {
l_mut_301 = l_1268;
}
const bool l_1272 = l_mut_301 < l_51;
if (l_1272) {
const uint l_1273 = l_mut_798 * uint(2);
const uint l_1274 = l_1273 + uint(1);
const uint l_1275 = info.static_meta[uint(10)];
const bool l_1276 = l_1274 < l_1275;
if (l_1276) {
const uint l_1424 = info.static_meta[uint(4)];
const uint l_1425 = l_1424 * uint(1);
const bool l_1426 = l_1273 < l_1425;
if (l_1426) {
buffer_4[l_1273] = thread_index_in_grid;
}
const uint l_1277 = l_1273 + uint(1);
const uint l_1427 = info.static_meta[uint(4)];
const uint l_1428 = l_1427 * uint(1);
const bool l_1429 = l_1277 < l_1428;
if (l_1429) {
buffer_4[l_1277] = l_mut_1147;
}
}
l_mut_798 = l_mut_798 + uint(1);
}
}
l_mut_829 = l_mut_798;
}
}
}
}
}

}
