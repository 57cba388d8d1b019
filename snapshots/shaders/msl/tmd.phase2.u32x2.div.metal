
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[14];
};

uint32_t __umulhi(uint32_t a, uint32_t b) {
    uint64_t product = static_cast<uint64_t>(a) * static_cast<uint64_t>(b);
    return static_cast<uint32_t>(product >> 32);
}

[[kernel]]
void phase2(
    const device uint * buffer_0 [[buffer(0)]],
    const device uint * buffer_1 [[buffer(1)]],
    const device uint * buffer_2 [[buffer(2)]],
    const device uint * buffer_3 [[buffer(3)]],
    const device uint * buffer_4 [[buffer(4)]],
    device uint * buffer_5 [[buffer(5)]],
    device atomic_uint * buffer_6 [[buffer(6)]],
    constant info_st& info [[buffer(7)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
bool l_mut_612;
bool l_mut_619;
bool l_mut_890;
bool l_mut_907;
uint l_mut_1003;
uint l_mut_103;
uint l_mut_109;
uint l_mut_160;
uint l_mut_166;
uint l_mut_228;
uint l_mut_234;
uint l_mut_284;
uint l_mut_290;
uint l_mut_45;
uint l_mut_644;
uint l_mut_650;
uint l_mut_656;
uint l_mut_683;
uint l_mut_690;
uint l_mut_701;
uint l_mut_702;
uint l_mut_703;
uint l_mut_706;
uint l_mut_707;
uint l_mut_712;
uint l_mut_82;
uint l_mut_97;
uint l_mut_998;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_1281 = info.static_meta[uint(6)];
const uint l_1282 = l_1281 * uint(1);
const uint l_1283 = l_1282 - uint(1);
const uint l_1284 = min(uint(3), l_1283);
device atomic_uint* l_1285 = &buffer_6[l_1284];
atomic_uint* l_1 = l_1285;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = info.static_meta[uint(11)];
const uint l_4 = l_3 * uint(8);
const bool l_5 = thread_index_in_grid < l_4;
if (l_5) {
const uint l_6 = uint(2) * uint(0);
const uint l_1286 = info.static_meta[uint(3)];
const uint l_1287 = l_1286 * uint(1);
const bool l_1288 = l_6 < l_1287;
const uint l_1289 = l_1287 - uint(1);
const uint l_1290 = min(l_6, l_1289);
const uint l_1291 = buffer_3[l_1290];
const uint l_1292 = (l_1288) ? l_1291 : uint(0);
const uint l_7 = l_1292;
const uint l_8 = uint(2) * uint(0);
const uint l_9 = l_8 + uint(1);
const uint l_1293 = info.static_meta[uint(3)];
const uint l_1294 = l_1293 * uint(1);
const bool l_1295 = l_9 < l_1294;
const uint l_1296 = l_1294 - uint(1);
const uint l_1297 = min(l_9, l_1296);
const uint l_1298 = buffer_3[l_1297];
const uint l_1299 = (l_1295) ? l_1298 : uint(0);
const uint l_10 = l_1299;
const uint l_11 = uint(2) * uint(1);
const uint l_1300 = info.static_meta[uint(3)];
const uint l_1301 = l_1300 * uint(1);
const bool l_1302 = l_11 < l_1301;
const uint l_1303 = l_1301 - uint(1);
const uint l_1304 = min(l_11, l_1303);
const uint l_1305 = buffer_3[l_1304];
const uint l_1306 = (l_1302) ? l_1305 : uint(0);
const uint l_12 = l_1306;
const uint l_13 = uint(2) * uint(1);
const uint l_14 = l_13 + uint(1);
const uint l_1307 = info.static_meta[uint(3)];
const uint l_1308 = l_1307 * uint(1);
const bool l_1309 = l_14 < l_1308;
const uint l_1310 = l_1308 - uint(1);
const uint l_1311 = min(l_14, l_1310);
const uint l_1312 = buffer_3[l_1311];
const uint l_1313 = (l_1309) ? l_1312 : uint(0);
const uint l_15 = l_1313;
const uint l_16 = uint(2) * uint(2);
const uint l_1314 = info.static_meta[uint(3)];
const uint l_1315 = l_1314 * uint(1);
const bool l_1316 = l_16 < l_1315;
const uint l_1317 = l_1315 - uint(1);
const uint l_1318 = min(l_16, l_1317);
const uint l_1319 = buffer_3[l_1318];
const uint l_1320 = (l_1316) ? l_1319 : uint(0);
const uint l_17 = l_1320;
const uint l_18 = uint(2) * uint(2);
const uint l_19 = l_18 + uint(1);
const uint l_1321 = info.static_meta[uint(3)];
const uint l_1322 = l_1321 * uint(1);
const bool l_1323 = l_19 < l_1322;
const uint l_1324 = l_1322 - uint(1);
const uint l_1325 = min(l_19, l_1324);
const uint l_1326 = buffer_3[l_1325];
const uint l_1327 = (l_1323) ? l_1326 : uint(0);
const uint l_20 = l_1327;
const uint l_21 = uint(2) * uint(3);
const uint l_1328 = info.static_meta[uint(3)];
const uint l_1329 = l_1328 * uint(1);
const bool l_1330 = l_21 < l_1329;
const uint l_1331 = l_1329 - uint(1);
const uint l_1332 = min(l_21, l_1331);
const uint l_1333 = buffer_3[l_1332];
const uint l_1334 = (l_1330) ? l_1333 : uint(0);
const uint l_22 = l_1334;
const uint l_23 = uint(2) * uint(3);
const uint l_24 = l_23 + uint(1);
const uint l_1335 = info.static_meta[uint(3)];
const uint l_1336 = l_1335 * uint(1);
const bool l_1337 = l_24 < l_1336;
const uint l_1338 = l_1336 - uint(1);
const uint l_1339 = min(l_24, l_1338);
const uint l_1340 = buffer_3[l_1339];
const uint l_1341 = (l_1337) ? l_1340 : uint(0);
const uint l_25 = l_1341;
const uint l_26 = uint(2) * uint(4);
const uint l_1342 = info.static_meta[uint(3)];
const uint l_1343 = l_1342 * uint(1);
const bool l_1344 = l_26 < l_1343;
const uint l_1345 = l_1343 - uint(1);
const uint l_1346 = min(l_26, l_1345);
const uint l_1347 = buffer_3[l_1346];
const uint l_1348 = (l_1344) ? l_1347 : uint(0);
const uint l_27 = l_1348;
const uint l_28 = uint(2) * uint(4);
const uint l_29 = l_28 + uint(1);
const uint l_1349 = info.static_meta[uint(3)];
const uint l_1350 = l_1349 * uint(1);
const bool l_1351 = l_29 < l_1350;
const uint l_1352 = l_1350 - uint(1);
const uint l_1353 = min(l_29, l_1352);
const uint l_1354 = buffer_3[l_1353];
const uint l_1355 = (l_1351) ? l_1354 : uint(0);
const uint l_30 = l_1355;
const uint l_31 = uint(2) * uint(5);
const uint l_1356 = info.static_meta[uint(3)];
const uint l_1357 = l_1356 * uint(1);
const bool l_1358 = l_31 < l_1357;
const uint l_1359 = l_1357 - uint(1);
const uint l_1360 = min(l_31, l_1359);
const uint l_1361 = buffer_3[l_1360];
const uint l_1362 = (l_1358) ? l_1361 : uint(0);
const uint l_32 = l_1362;
const uint l_33 = uint(2) * uint(5);
const uint l_34 = l_33 + uint(1);
const uint l_1363 = info.static_meta[uint(3)];
const uint l_1364 = l_1363 * uint(1);
const bool l_1365 = l_34 < l_1364;
const uint l_1366 = l_1364 - uint(1);
const uint l_1367 = min(l_34, l_1366);
const uint l_1368 = buffer_3[l_1367];
const uint l_1369 = (l_1365) ? l_1368 : uint(0);
const uint l_35 = l_1369;
const uint l_36 = thread_index_in_grid / uint(8);
const uint l_1370 = info.static_meta[uint(4)];
const uint l_1371 = l_1370 * uint(1);
const bool l_1372 = l_36 < l_1371;
const uint l_1373 = l_1371 - uint(1);
const uint l_1374 = min(l_36, l_1373);
const uint l_1375 = buffer_4[l_1374];
const uint l_1376 = (l_1372) ? l_1375 : uint(0);
const uint l_37 = l_1376;
const uint l_38 = thread_index_in_grid % uint(8);
const uint l_39 = l_7 / uint(8);
const uint l_40 = l_38 * l_39;
const uint l_41 = l_37 * l_7;
const uint l_42 = __umulhi(l_37, l_7);
const uint l_43 = uint(0) * l_7;
const uint l_44 = l_42 + l_43;
l_mut_45 = uint(0);
const bool l_46 = l_44 < l_35;
const bool l_47 = l_44 == l_35;
const bool l_48 = l_41 < l_32;
const bool l_49 = l_47 && l_48;
const bool l_50 = l_46 || l_49;
if (l_50) {
const uint l_51 = l_32 - l_41;
const uint l_52 = l_35 - l_44;
const bool l_53 = l_32 < l_41;
const uint l_54 = uint(l_53);
const uint l_55 = l_52 - l_54;
l_mut_45 = l_7;
const bool l_56 = l_55 < uint(0);
const bool l_57 = l_55 == uint(0);
const bool l_58 = l_51 < l_7;
const bool l_59 = l_57 && l_58;
const bool l_60 = l_56 || l_59;
if (l_60) {
l_mut_45 = l_51;
}
}
const bool l_61 = l_40 < l_mut_45;
if (l_61) {
const uint l_62 = uint(2) * l_37;
const uint l_1377 = info.static_meta[uint(0)];
const uint l_1378 = l_1377 * uint(1);
const bool l_1379 = l_62 < l_1378;
const uint l_1380 = l_1378 - uint(1);
const uint l_1381 = min(l_62, l_1380);
const uint l_1382 = buffer_0[l_1381];
const uint l_1383 = (l_1379) ? l_1382 : uint(0);
const uint l_63 = l_1383;
const uint l_64 = uint(2) * l_37;
const uint l_65 = l_64 + uint(1);
const uint l_1384 = info.static_meta[uint(0)];
const uint l_1385 = l_1384 * uint(1);
const bool l_1386 = l_65 < l_1385;
const uint l_1387 = l_1385 - uint(1);
const uint l_1388 = min(l_65, l_1387);
const uint l_1389 = buffer_0[l_1388];
const uint l_1390 = (l_1386) ? l_1389 : uint(0);
const uint l_66 = l_1390;
const uint l_67 = uint(2) * l_37;
const uint l_1391 = info.static_meta[uint(1)];
const uint l_1392 = l_1391 * uint(1);
const bool l_1393 = l_67 < l_1392;
const uint l_1394 = l_1392 - uint(1);
const uint l_1395 = min(l_67, l_1394);
const uint l_1396 = buffer_1[l_1395];
const uint l_1397 = (l_1393) ? l_1396 : uint(0);
const uint l_68 = l_1397;
const uint l_69 = uint(2) * l_37;
const uint l_70 = l_69 + uint(1);
const uint l_1398 = info.static_meta[uint(1)];
const uint l_1399 = l_1398 * uint(1);
const bool l_1400 = l_70 < l_1399;
const uint l_1401 = l_1399 - uint(1);
const uint l_1402 = min(l_70, l_1401);
const uint l_1403 = buffer_1[l_1402];
const uint l_1404 = (l_1400) ? l_1403 : uint(0);
const uint l_71 = l_1404;
const uint l_72 = uint(2) * l_37;
const uint l_1405 = info.static_meta[uint(2)];
const uint l_1406 = l_1405 * uint(1);
const bool l_1407 = l_72 < l_1406;
const uint l_1408 = l_1406 - uint(1);
const uint l_1409 = min(l_72, l_1408);
const uint l_1410 = buffer_2[l_1409];
const uint l_1411 = (l_1407) ? l_1410 : uint(0);
const uint l_73 = l_1411;
const uint l_74 = uint(2) * l_37;
const uint l_75 = l_74 + uint(1);
const uint l_1412 = info.static_meta[uint(2)];
const uint l_1413 = l_1412 * uint(1);
const bool l_1414 = l_75 < l_1413;
const uint l_1415 = l_1413 - uint(1);
const uint l_1416 = min(l_75, l_1415);
const uint l_1417 = buffer_2[l_1416];
const uint l_1418 = (l_1414) ? l_1417 : uint(0);
const uint l_76 = l_1418;
const uint l_77 = l_7 / uint(8);
const uint l_78 = l_38 * l_77;
const uint l_79 = l_78 + l_78;
const uint l_80 = l_76 >> uint(31);
const bool l_81 = l_80 == uint(1);
l_mut_45 = l_73;
l_mut_82 = l_76;
if (l_81) {
const uint l_83 = uint(0) - l_73;
const uint l_84 = uint(0) - l_76;
const bool l_85 = uint(0) < l_73;
const uint l_86 = uint(l_85);
const uint l_87 = l_84 - l_86;
l_mut_45 = l_83;
l_mut_82 = l_87;
}
const uint l_88 = l_mut_45 * l_79;
const uint l_89 = l_mut_82 * l_79;
const uint l_90 = __umulhi(l_mut_45, l_79);
const uint l_91 = l_90 + l_89;
const uint l_92 = __umulhi(l_mut_82, l_79);
const bool l_93 = l_91 < l_89;
const uint l_94 = uint(l_93);
const uint l_95 = l_92 + l_94;
const uint l_96 = l_12 % uint(32);
l_mut_97 = l_88;
const bool l_98 = l_96 > uint(0);
if (l_98) {
const uint l_99 = l_88 >> l_96;
const uint l_100 = uint(32) - l_96;
const uint l_101 = l_91 << l_100;
const uint l_102 = l_99 | l_101;
l_mut_97 = l_102;
}
l_mut_103 = l_91;
const bool l_104 = l_96 > uint(0);
if (l_104) {
const uint l_105 = l_91 >> l_96;
const uint l_106 = uint(32) - l_96;
const uint l_107 = l_95 << l_106;
const uint l_108 = l_105 | l_107;
l_mut_103 = l_108;
}
l_mut_109 = l_mut_97;
l_mut_97 = l_mut_103;
const bool l_110 = l_12 >= uint(64);
if (l_110) {
l_mut_109 = l_95;
l_mut_97 = uint(0);
} else {
const bool l_111 = l_12 >= uint(32);
if (l_111) {
l_mut_103 = l_91;
const bool l_112 = l_96 > uint(0);
if (l_112) {
const uint l_113 = l_91 >> l_96;
const uint l_114 = uint(32) - l_96;
const uint l_115 = l_95 << l_114;
const uint l_116 = l_113 | l_115;
l_mut_103 = l_116;
}
const uint l_117 = l_95 >> l_96;
l_mut_109 = l_mut_103;
l_mut_97 = l_117;
}
}
l_mut_103 = l_mut_109;
l_mut_109 = l_mut_97;
if (l_81) {
const uint l_118 = uint(0) - l_mut_103;
const uint l_119 = uint(0) - l_mut_109;
const bool l_120 = uint(0) < l_mut_103;
const uint l_121 = uint(l_120);
const uint l_122 = l_119 - l_121;
l_mut_103 = l_118;
l_mut_109 = l_122;
}
const uint l_123 = l_63 + l_mut_103;
const uint l_124 = l_66 + l_mut_109;
const bool l_125 = l_123 < l_63;
const uint l_126 = uint(l_125);
const uint l_127 = l_124 + l_126;
const uint l_128 = l_63 * l_78;
const uint l_129 = __umulhi(l_63, l_78);
const uint l_130 = l_66 * l_78;
const uint l_131 = l_129 + l_130;
const uint l_132 = l_68 + l_128;
const uint l_133 = l_71 + l_131;
const bool l_134 = l_132 < l_68;
const uint l_135 = uint(l_134);
const uint l_136 = l_133 + l_135;
l_mut_109 = uint(0);
l_mut_103 = uint(0);
const bool l_137 = l_78 < uint(65536);
if (l_137) {
const uint l_138 = l_78 * l_78;
const uint l_139 = l_76 >> uint(31);
const bool l_140 = l_139 == uint(1);
l_mut_97 = l_73;
l_mut_82 = l_76;
if (l_140) {
const uint l_141 = uint(0) - l_73;
const uint l_142 = uint(0) - l_76;
const bool l_143 = uint(0) < l_73;
const uint l_144 = uint(l_143);
const uint l_145 = l_142 - l_144;
l_mut_97 = l_141;
l_mut_82 = l_145;
}
const uint l_146 = l_mut_97 * l_138;
const uint l_147 = l_mut_82 * l_138;
const uint l_148 = __umulhi(l_mut_97, l_138);
const uint l_149 = l_148 + l_147;
const uint l_150 = __umulhi(l_mut_82, l_138);
const bool l_151 = l_149 < l_147;
const uint l_152 = uint(l_151);
const uint l_153 = l_150 + l_152;
const uint l_154 = l_12 % uint(32);
l_mut_45 = l_146;
const bool l_155 = l_154 > uint(0);
if (l_155) {
const uint l_156 = l_146 >> l_154;
const uint l_157 = uint(32) - l_154;
const uint l_158 = l_149 << l_157;
const uint l_159 = l_156 | l_158;
l_mut_45 = l_159;
}
l_mut_160 = l_149;
const bool l_161 = l_154 > uint(0);
if (l_161) {
const uint l_162 = l_149 >> l_154;
const uint l_163 = uint(32) - l_154;
const uint l_164 = l_153 << l_163;
const uint l_165 = l_162 | l_164;
l_mut_160 = l_165;
}
l_mut_166 = l_mut_45;
l_mut_45 = l_mut_160;
const bool l_167 = l_12 >= uint(64);
if (l_167) {
l_mut_166 = l_153;
l_mut_45 = uint(0);
} else {
const bool l_168 = l_12 >= uint(32);
if (l_168) {
l_mut_160 = l_149;
const bool l_169 = l_154 > uint(0);
if (l_169) {
const uint l_170 = l_149 >> l_154;
const uint l_171 = uint(32) - l_154;
const uint l_172 = l_153 << l_171;
const uint l_173 = l_170 | l_172;
l_mut_160 = l_173;
}
const uint l_174 = l_153 >> l_154;
l_mut_166 = l_mut_160;
l_mut_45 = l_174;
}
}
l_mut_160 = l_mut_166;
l_mut_166 = l_mut_45;
if (l_140) {
const uint l_175 = uint(0) - l_mut_160;
const uint l_176 = uint(0) - l_mut_166;
const bool l_177 = uint(0) < l_mut_160;
const uint l_178 = uint(l_177);
const uint l_179 = l_176 - l_178;
l_mut_160 = l_175;
l_mut_166 = l_179;
}
l_mut_109 = l_mut_160;
l_mut_103 = l_mut_166;
} else {
const uint l_180 = l_76 >> uint(31);
const bool l_181 = l_180 == uint(1);
l_mut_166 = l_73;
l_mut_160 = l_76;
if (l_181) {
const uint l_182 = uint(0) - l_73;
const uint l_183 = uint(0) - l_76;
const bool l_184 = uint(0) < l_73;
const uint l_185 = uint(l_184);
const uint l_186 = l_183 - l_185;
l_mut_166 = l_182;
l_mut_160 = l_186;
}
const uint l_187 = l_mut_166 * l_78;
const uint l_188 = l_mut_160 * l_78;
const uint l_189 = __umulhi(l_mut_166, l_78);
const uint l_190 = l_189 + l_188;
const uint l_191 = __umulhi(l_mut_160, l_78);
const bool l_192 = l_190 < l_188;
const uint l_193 = uint(l_192);
const uint l_194 = l_191 + l_193;
const uint l_195 = uint(0) % uint(32);
l_mut_97 = l_187;
const bool l_196 = l_195 > uint(0);
if (l_196) {
const uint l_197 = l_187 >> l_195;
const uint l_198 = uint(32) - l_195;
const uint l_199 = l_190 << l_198;
const uint l_200 = l_197 | l_199;
l_mut_97 = l_200;
}
l_mut_82 = l_190;
const bool l_201 = l_195 > uint(0);
if (l_201) {
const uint l_202 = l_190 >> l_195;
const uint l_203 = uint(32) - l_195;
const uint l_204 = l_194 << l_203;
const uint l_205 = l_202 | l_204;
l_mut_82 = l_205;
}
l_mut_45 = l_mut_97;
l_mut_97 = l_mut_82;
const bool l_206 = uint(0) >= uint(64);
if (l_206) {
l_mut_45 = l_194;
l_mut_97 = uint(0);
} else {
const bool l_207 = uint(0) >= uint(32);
if (l_207) {
l_mut_82 = l_190;
const bool l_208 = l_195 > uint(0);
if (l_208) {
const uint l_209 = l_190 >> l_195;
const uint l_210 = uint(32) - l_195;
const uint l_211 = l_194 << l_210;
const uint l_212 = l_209 | l_211;
l_mut_82 = l_212;
}
const uint l_213 = l_194 >> l_195;
l_mut_45 = l_mut_82;
l_mut_97 = l_213;
}
}
const uint l_214 = l_mut_166 * l_78;
const uint l_215 = l_mut_160 * l_78;
const uint l_216 = __umulhi(l_mut_166, l_78);
const uint l_217 = l_216 + l_215;
const uint l_218 = __umulhi(l_mut_160, l_78);
const bool l_219 = l_217 < l_215;
const uint l_220 = uint(l_219);
const uint l_221 = l_218 + l_220;
const uint l_222 = uint(64) % uint(32);
l_mut_82 = l_214;
const bool l_223 = l_222 > uint(0);
if (l_223) {
const uint l_224 = l_214 >> l_222;
const uint l_225 = uint(32) - l_222;
const uint l_226 = l_217 << l_225;
const uint l_227 = l_224 | l_226;
l_mut_82 = l_227;
}
l_mut_228 = l_217;
const bool l_229 = l_222 > uint(0);
if (l_229) {
const uint l_230 = l_217 >> l_222;
const uint l_231 = uint(32) - l_222;
const uint l_232 = l_221 << l_231;
const uint l_233 = l_230 | l_232;
l_mut_228 = l_233;
}
l_mut_234 = l_mut_82;
l_mut_82 = l_mut_228;
const bool l_235 = uint(64) >= uint(64);
if (l_235) {
l_mut_234 = l_221;
l_mut_82 = uint(0);
} else {
const bool l_236 = uint(64) >= uint(32);
if (l_236) {
l_mut_228 = l_217;
const bool l_237 = l_222 > uint(0);
if (l_237) {
const uint l_238 = l_217 >> l_222;
const uint l_239 = uint(32) - l_222;
const uint l_240 = l_221 << l_239;
const uint l_241 = l_238 | l_240;
l_mut_228 = l_241;
}
const uint l_242 = l_221 >> l_222;
l_mut_234 = l_mut_228;
l_mut_82 = l_242;
}
}
const uint l_243 = l_mut_45 * l_78;
const uint l_244 = l_mut_97 * l_78;
const uint l_245 = __umulhi(l_mut_45, l_78);
const uint l_246 = l_245 + l_244;
const uint l_247 = __umulhi(l_mut_97, l_78);
const bool l_248 = l_246 < l_244;
const uint l_249 = uint(l_248);
const uint l_250 = l_247 + l_249;
const uint l_251 = uint(0) % uint(32);
l_mut_228 = l_243;
const bool l_252 = l_251 > uint(0);
if (l_252) {
const uint l_253 = l_243 >> l_251;
const uint l_254 = uint(32) - l_251;
const uint l_255 = l_246 << l_254;
const uint l_256 = l_253 | l_255;
l_mut_228 = l_256;
}
l_mut_166 = l_246;
const bool l_257 = l_251 > uint(0);
if (l_257) {
const uint l_258 = l_246 >> l_251;
const uint l_259 = uint(32) - l_251;
const uint l_260 = l_250 << l_259;
const uint l_261 = l_258 | l_260;
l_mut_166 = l_261;
}
l_mut_160 = l_mut_228;
l_mut_228 = l_mut_166;
const bool l_262 = uint(0) >= uint(64);
if (l_262) {
l_mut_160 = l_250;
l_mut_228 = uint(0);
} else {
const bool l_263 = uint(0) >= uint(32);
if (l_263) {
l_mut_166 = l_246;
const bool l_264 = l_251 > uint(0);
if (l_264) {
const uint l_265 = l_246 >> l_251;
const uint l_266 = uint(32) - l_251;
const uint l_267 = l_250 << l_266;
const uint l_268 = l_265 | l_267;
l_mut_166 = l_268;
}
const uint l_269 = l_250 >> l_251;
l_mut_160 = l_mut_166;
l_mut_228 = l_269;
}
}
const uint l_270 = l_mut_45 * l_78;
const uint l_271 = l_mut_97 * l_78;
const uint l_272 = __umulhi(l_mut_45, l_78);
const uint l_273 = l_272 + l_271;
const uint l_274 = __umulhi(l_mut_97, l_78);
const bool l_275 = l_273 < l_271;
const uint l_276 = uint(l_275);
const uint l_277 = l_274 + l_276;
const uint l_278 = uint(64) % uint(32);
l_mut_166 = l_270;
const bool l_279 = l_278 > uint(0);
if (l_279) {
const uint l_280 = l_270 >> l_278;
const uint l_281 = uint(32) - l_278;
const uint l_282 = l_273 << l_281;
const uint l_283 = l_280 | l_282;
l_mut_166 = l_283;
}
l_mut_284 = l_273;
const bool l_285 = l_278 > uint(0);
if (l_285) {
const uint l_286 = l_273 >> l_278;
const uint l_287 = uint(32) - l_278;
const uint l_288 = l_277 << l_287;
const uint l_289 = l_286 | l_288;
l_mut_284 = l_289;
}
l_mut_290 = l_mut_166;
l_mut_166 = l_mut_284;
const bool l_291 = uint(64) >= uint(64);
if (l_291) {
l_mut_290 = l_277;
l_mut_166 = uint(0);
} else {
const bool l_292 = uint(64) >= uint(32);
if (l_292) {
l_mut_284 = l_273;
const bool l_293 = l_278 > uint(0);
if (l_293) {
const uint l_294 = l_273 >> l_278;
const uint l_295 = uint(32) - l_278;
const uint l_296 = l_277 << l_295;
const uint l_297 = l_294 | l_296;
l_mut_284 = l_297;
}
const uint l_298 = l_277 >> l_278;
l_mut_290 = l_mut_284;
l_mut_166 = l_298;
}
}
const uint l_299 = l_mut_234 * l_78;
const uint l_300 = __umulhi(l_mut_234, l_78);
const uint l_301 = l_mut_82 * l_78;
const uint l_302 = l_300 + l_301;
const uint l_303 = l_mut_290 + l_299;
const uint l_304 = l_mut_166 + l_302;
const bool l_305 = l_303 < l_mut_290;
const uint l_306 = uint(l_305);
const uint l_307 = l_304 + l_306;
l_mut_109 = l_mut_160;
l_mut_103 = l_mut_228;
const bool l_308 = l_12 == uint(64);
if (l_308) {
l_mut_109 = l_303;
l_mut_103 = l_307;
} else {
const bool l_309 = l_12 > uint(0);
if (l_309) {
const uint l_310 = uint(64) - l_12;
l_mut_290 = l_303;
l_mut_284 = l_307;
const bool l_311 = l_310 >= uint(32);
if (l_311) {
const uint l_312 = l_310 & uint(31);
const uint l_313 = l_303 << l_312;
l_mut_290 = uint(0);
l_mut_284 = l_313;
} else {
const bool l_314 = l_310 > uint(0);
if (l_314) {
const uint l_315 = l_303 << l_310;
const uint l_316 = l_307 << l_310;
const uint l_317 = uint(32) - l_310;
const uint l_318 = l_303 >> l_317;
const uint l_319 = l_316 | l_318;
l_mut_290 = l_315;
l_mut_284 = l_319;
}
}
l_mut_234 = l_mut_160;
l_mut_166 = l_mut_228;
const bool l_320 = l_12 >= uint(32);
if (l_320) {
const uint l_321 = l_12 & uint(31);
const uint l_322 = l_mut_228 >> l_321;
l_mut_234 = l_322;
l_mut_166 = uint(0);
} else {
const bool l_323 = l_12 > uint(0);
if (l_323) {
l_mut_97 = l_mut_160;
const bool l_324 = l_12 > uint(0);
if (l_324) {
const uint l_325 = l_mut_160 >> l_12;
const uint l_326 = uint(32) - l_12;
const uint l_327 = l_mut_228 << l_326;
const uint l_328 = l_325 | l_327;
l_mut_97 = l_328;
}
const uint l_329 = l_mut_228 >> l_12;
l_mut_234 = l_mut_97;
l_mut_166 = l_329;
}
}
const uint l_330 = l_mut_290 + l_mut_234;
const uint l_331 = l_mut_284 + l_mut_166;
const bool l_332 = l_330 < l_mut_290;
const uint l_333 = uint(l_332);
const uint l_334 = l_331 + l_333;
l_mut_109 = l_330;
l_mut_103 = l_334;
}
}
if (l_181) {
const uint l_335 = uint(0) - l_mut_109;
const uint l_336 = uint(0) - l_mut_103;
const bool l_337 = uint(0) < l_mut_109;
const uint l_338 = uint(l_337);
const uint l_339 = l_336 - l_338;
l_mut_109 = l_335;
l_mut_103 = l_339;
}
}
const uint l_340 = l_132 + l_mut_109;
const uint l_341 = l_136 + l_mut_103;
const bool l_342 = l_340 < l_132;
const uint l_343 = uint(l_342);
const uint l_344 = l_341 + l_343;
const uint l_345 = l_76 >> uint(31);
const bool l_346 = l_345 == uint(1);
l_mut_290 = l_73;
l_mut_284 = l_76;
if (l_346) {
const uint l_347 = uint(0) - l_73;
const uint l_348 = uint(0) - l_76;
const bool l_349 = uint(0) < l_73;
const uint l_350 = uint(l_349);
const uint l_351 = l_348 - l_350;
l_mut_290 = l_347;
l_mut_284 = l_351;
}
const uint l_352 = l_mut_290 * l_77;
const uint l_353 = l_mut_284 * l_77;
const uint l_354 = __umulhi(l_mut_290, l_77);
const uint l_355 = l_354 + l_353;
const uint l_356 = __umulhi(l_mut_284, l_77);
const bool l_357 = l_355 < l_353;
const uint l_358 = uint(l_357);
const uint l_359 = l_356 + l_358;
const uint l_360 = l_12 % uint(32);
l_mut_234 = l_352;
const bool l_361 = l_360 > uint(0);
if (l_361) {
const uint l_362 = l_352 >> l_360;
const uint l_363 = uint(32) - l_360;
const uint l_364 = l_355 << l_363;
const uint l_365 = l_362 | l_364;
l_mut_234 = l_365;
}
l_mut_228 = l_355;
const bool l_366 = l_360 > uint(0);
if (l_366) {
const uint l_367 = l_355 >> l_360;
const uint l_368 = uint(32) - l_360;
const uint l_369 = l_359 << l_368;
const uint l_370 = l_367 | l_369;
l_mut_228 = l_370;
}
l_mut_166 = l_mut_234;
l_mut_234 = l_mut_228;
const bool l_371 = l_12 >= uint(64);
if (l_371) {
l_mut_166 = l_359;
l_mut_234 = uint(0);
} else {
const bool l_372 = l_12 >= uint(32);
if (l_372) {
l_mut_228 = l_355;
const bool l_373 = l_360 > uint(0);
if (l_373) {
const uint l_374 = l_355 >> l_360;
const uint l_375 = uint(32) - l_360;
const uint l_376 = l_359 << l_375;
const uint l_377 = l_374 | l_376;
l_mut_228 = l_377;
}
const uint l_378 = l_359 >> l_360;
l_mut_166 = l_mut_228;
l_mut_234 = l_378;
}
}
l_mut_290 = l_mut_166;
l_mut_284 = l_mut_234;
if (l_346) {
const uint l_379 = uint(0) - l_mut_290;
const uint l_380 = uint(0) - l_mut_284;
const bool l_381 = uint(0) < l_mut_290;
const uint l_382 = uint(l_381);
const uint l_383 = l_380 - l_382;
l_mut_290 = l_379;
l_mut_284 = l_383;
}
const uint l_384 = l_123 + l_mut_290;
const uint l_385 = l_127 + l_mut_284;
const bool l_386 = l_384 < l_123;
const uint l_387 = uint(l_386);
const uint l_388 = l_385 + l_387;
const uint l_389 = l_12 + uint(3);
l_mut_290 = uint(0);
l_mut_284 = uint(0);
const bool l_390 = l_77 < uint(65536);
if (l_390) {
const uint l_391 = l_77 * l_77;
const uint l_392 = l_76 >> uint(31);
const bool l_393 = l_392 == uint(1);
l_mut_234 = l_73;
l_mut_228 = l_76;
if (l_393) {
const uint l_394 = uint(0) - l_73;
const uint l_395 = uint(0) - l_76;
const bool l_396 = uint(0) < l_73;
const uint l_397 = uint(l_396);
const uint l_398 = l_395 - l_397;
l_mut_234 = l_394;
l_mut_228 = l_398;
}
const uint l_399 = l_mut_234 * l_391;
const uint l_400 = l_mut_228 * l_391;
const uint l_401 = __umulhi(l_mut_234, l_391);
const uint l_402 = l_401 + l_400;
const uint l_403 = __umulhi(l_mut_228, l_391);
const bool l_404 = l_402 < l_400;
const uint l_405 = uint(l_404);
const uint l_406 = l_403 + l_405;
const uint l_407 = l_389 % uint(32);
l_mut_166 = l_399;
const bool l_408 = l_407 > uint(0);
if (l_408) {
const uint l_409 = l_399 >> l_407;
const uint l_410 = uint(32) - l_407;
const uint l_411 = l_402 << l_410;
const uint l_412 = l_409 | l_411;
l_mut_166 = l_412;
}
l_mut_160 = l_402;
const bool l_413 = l_407 > uint(0);
if (l_413) {
const uint l_414 = l_402 >> l_407;
const uint l_415 = uint(32) - l_407;
const uint l_416 = l_406 << l_415;
const uint l_417 = l_414 | l_416;
l_mut_160 = l_417;
}
l_mut_109 = l_mut_166;
l_mut_166 = l_mut_160;
const bool l_418 = l_389 >= uint(64);
if (l_418) {
l_mut_109 = l_406;
l_mut_166 = uint(0);
} else {
const bool l_419 = l_389 >= uint(32);
if (l_419) {
l_mut_160 = l_402;
const bool l_420 = l_407 > uint(0);
if (l_420) {
const uint l_421 = l_402 >> l_407;
const uint l_422 = uint(32) - l_407;
const uint l_423 = l_406 << l_422;
const uint l_424 = l_421 | l_423;
l_mut_160 = l_424;
}
const uint l_425 = l_406 >> l_407;
l_mut_109 = l_mut_160;
l_mut_166 = l_425;
}
}
l_mut_234 = l_mut_109;
l_mut_228 = l_mut_166;
if (l_393) {
const uint l_426 = uint(0) - l_mut_234;
const uint l_427 = uint(0) - l_mut_228;
const bool l_428 = uint(0) < l_mut_234;
const uint l_429 = uint(l_428);
const uint l_430 = l_427 - l_429;
l_mut_234 = l_426;
l_mut_228 = l_430;
}
l_mut_290 = l_mut_234;
l_mut_284 = l_mut_228;
} else {
const uint l_431 = l_76 >> uint(31);
const bool l_432 = l_431 == uint(1);
l_mut_234 = l_73;
l_mut_228 = l_76;
if (l_432) {
const uint l_433 = uint(0) - l_73;
const uint l_434 = uint(0) - l_76;
const bool l_435 = uint(0) < l_73;
const uint l_436 = uint(l_435);
const uint l_437 = l_434 - l_436;
l_mut_234 = l_433;
l_mut_228 = l_437;
}
const uint l_438 = l_mut_234 * l_77;
const uint l_439 = l_mut_228 * l_77;
const uint l_440 = __umulhi(l_mut_234, l_77);
const uint l_441 = l_440 + l_439;
const uint l_442 = __umulhi(l_mut_228, l_77);
const bool l_443 = l_441 < l_439;
const uint l_444 = uint(l_443);
const uint l_445 = l_442 + l_444;
const uint l_446 = uint(0) % uint(32);
l_mut_166 = l_438;
const bool l_447 = l_446 > uint(0);
if (l_447) {
const uint l_448 = l_438 >> l_446;
const uint l_449 = uint(32) - l_446;
const uint l_450 = l_441 << l_449;
const uint l_451 = l_448 | l_450;
l_mut_166 = l_451;
}
l_mut_160 = l_441;
const bool l_452 = l_446 > uint(0);
if (l_452) {
const uint l_453 = l_441 >> l_446;
const uint l_454 = uint(32) - l_446;
const uint l_455 = l_445 << l_454;
const uint l_456 = l_453 | l_455;
l_mut_160 = l_456;
}
l_mut_109 = l_mut_166;
l_mut_166 = l_mut_160;
const bool l_457 = uint(0) >= uint(64);
if (l_457) {
l_mut_109 = l_445;
l_mut_166 = uint(0);
} else {
const bool l_458 = uint(0) >= uint(32);
if (l_458) {
l_mut_160 = l_441;
const bool l_459 = l_446 > uint(0);
if (l_459) {
const uint l_460 = l_441 >> l_446;
const uint l_461 = uint(32) - l_446;
const uint l_462 = l_445 << l_461;
const uint l_463 = l_460 | l_462;
l_mut_160 = l_463;
}
const uint l_464 = l_445 >> l_446;
l_mut_109 = l_mut_160;
l_mut_166 = l_464;
}
}
const uint l_465 = l_mut_234 * l_77;
const uint l_466 = l_mut_228 * l_77;
const uint l_467 = __umulhi(l_mut_234, l_77);
const uint l_468 = l_467 + l_466;
const uint l_469 = __umulhi(l_mut_228, l_77);
const bool l_470 = l_468 < l_466;
const uint l_471 = uint(l_470);
const uint l_472 = l_469 + l_471;
const uint l_473 = uint(64) % uint(32);
l_mut_160 = l_465;
const bool l_474 = l_473 > uint(0);
if (l_474) {
const uint l_475 = l_465 >> l_473;
const uint l_476 = uint(32) - l_473;
const uint l_477 = l_468 << l_476;
const uint l_478 = l_475 | l_477;
l_mut_160 = l_478;
}
l_mut_103 = l_468;
const bool l_479 = l_473 > uint(0);
if (l_479) {
const uint l_480 = l_468 >> l_473;
const uint l_481 = uint(32) - l_473;
const uint l_482 = l_472 << l_481;
const uint l_483 = l_480 | l_482;
l_mut_103 = l_483;
}
l_mut_97 = l_mut_160;
l_mut_160 = l_mut_103;
const bool l_484 = uint(64) >= uint(64);
if (l_484) {
l_mut_97 = l_472;
l_mut_160 = uint(0);
} else {
const bool l_485 = uint(64) >= uint(32);
if (l_485) {
l_mut_103 = l_468;
const bool l_486 = l_473 > uint(0);
if (l_486) {
const uint l_487 = l_468 >> l_473;
const uint l_488 = uint(32) - l_473;
const uint l_489 = l_472 << l_488;
const uint l_490 = l_487 | l_489;
l_mut_103 = l_490;
}
const uint l_491 = l_472 >> l_473;
l_mut_97 = l_mut_103;
l_mut_160 = l_491;
}
}
const uint l_492 = l_mut_109 * l_77;
const uint l_493 = l_mut_166 * l_77;
const uint l_494 = __umulhi(l_mut_109, l_77);
const uint l_495 = l_494 + l_493;
const uint l_496 = __umulhi(l_mut_166, l_77);
const bool l_497 = l_495 < l_493;
const uint l_498 = uint(l_497);
const uint l_499 = l_496 + l_498;
const uint l_500 = uint(0) % uint(32);
l_mut_234 = l_492;
const bool l_501 = l_500 > uint(0);
if (l_501) {
const uint l_502 = l_492 >> l_500;
const uint l_503 = uint(32) - l_500;
const uint l_504 = l_495 << l_503;
const uint l_505 = l_502 | l_504;
l_mut_234 = l_505;
}
l_mut_228 = l_495;
const bool l_506 = l_500 > uint(0);
if (l_506) {
const uint l_507 = l_495 >> l_500;
const uint l_508 = uint(32) - l_500;
const uint l_509 = l_499 << l_508;
const uint l_510 = l_507 | l_509;
l_mut_228 = l_510;
}
l_mut_103 = l_mut_234;
l_mut_234 = l_mut_228;
const bool l_511 = uint(0) >= uint(64);
if (l_511) {
l_mut_103 = l_499;
l_mut_234 = uint(0);
} else {
const bool l_512 = uint(0) >= uint(32);
if (l_512) {
l_mut_228 = l_495;
const bool l_513 = l_500 > uint(0);
if (l_513) {
const uint l_514 = l_495 >> l_500;
const uint l_515 = uint(32) - l_500;
const uint l_516 = l_499 << l_515;
const uint l_517 = l_514 | l_516;
l_mut_228 = l_517;
}
const uint l_518 = l_499 >> l_500;
l_mut_103 = l_mut_228;
l_mut_234 = l_518;
}
}
const uint l_519 = l_mut_109 * l_77;
const uint l_520 = l_mut_166 * l_77;
const uint l_521 = __umulhi(l_mut_109, l_77);
const uint l_522 = l_521 + l_520;
const uint l_523 = __umulhi(l_mut_166, l_77);
const bool l_524 = l_522 < l_520;
const uint l_525 = uint(l_524);
const uint l_526 = l_523 + l_525;
const uint l_527 = uint(64) % uint(32);
l_mut_228 = l_519;
const bool l_528 = l_527 > uint(0);
if (l_528) {
const uint l_529 = l_519 >> l_527;
const uint l_530 = uint(32) - l_527;
const uint l_531 = l_522 << l_530;
const uint l_532 = l_529 | l_531;
l_mut_228 = l_532;
}
l_mut_82 = l_522;
const bool l_533 = l_527 > uint(0);
if (l_533) {
const uint l_534 = l_522 >> l_527;
const uint l_535 = uint(32) - l_527;
const uint l_536 = l_526 << l_535;
const uint l_537 = l_534 | l_536;
l_mut_82 = l_537;
}
l_mut_45 = l_mut_228;
l_mut_228 = l_mut_82;
const bool l_538 = uint(64) >= uint(64);
if (l_538) {
l_mut_45 = l_526;
l_mut_228 = uint(0);
} else {
const bool l_539 = uint(64) >= uint(32);
if (l_539) {
l_mut_82 = l_522;
const bool l_540 = l_527 > uint(0);
if (l_540) {
const uint l_541 = l_522 >> l_527;
const uint l_542 = uint(32) - l_527;
const uint l_543 = l_526 << l_542;
const uint l_544 = l_541 | l_543;
l_mut_82 = l_544;
}
const uint l_545 = l_526 >> l_527;
l_mut_45 = l_mut_82;
l_mut_228 = l_545;
}
}
const uint l_546 = l_mut_97 * l_77;
const uint l_547 = __umulhi(l_mut_97, l_77);
const uint l_548 = l_mut_160 * l_77;
const uint l_549 = l_547 + l_548;
const uint l_550 = l_mut_45 + l_546;
const uint l_551 = l_mut_228 + l_549;
const bool l_552 = l_550 < l_mut_45;
const uint l_553 = uint(l_552);
const uint l_554 = l_551 + l_553;
l_mut_290 = l_mut_103;
l_mut_284 = l_mut_234;
const bool l_555 = l_389 == uint(64);
if (l_555) {
l_mut_290 = l_550;
l_mut_284 = l_554;
} else {
const bool l_556 = l_389 > uint(0);
if (l_556) {
const uint l_557 = uint(64) - l_389;
l_mut_228 = l_550;
l_mut_166 = l_554;
const bool l_558 = l_557 >= uint(32);
if (l_558) {
const uint l_559 = l_557 & uint(31);
const uint l_560 = l_550 << l_559;
l_mut_228 = uint(0);
l_mut_166 = l_560;
} else {
const bool l_561 = l_557 > uint(0);
if (l_561) {
const uint l_562 = l_550 << l_557;
const uint l_563 = l_554 << l_557;
const uint l_564 = uint(32) - l_557;
const uint l_565 = l_550 >> l_564;
const uint l_566 = l_563 | l_565;
l_mut_228 = l_562;
l_mut_166 = l_566;
}
}
l_mut_160 = l_mut_103;
l_mut_109 = l_mut_234;
const bool l_567 = l_389 >= uint(32);
if (l_567) {
const uint l_568 = l_389 & uint(31);
const uint l_569 = l_mut_234 >> l_568;
l_mut_160 = l_569;
l_mut_109 = uint(0);
} else {
const bool l_570 = l_389 > uint(0);
if (l_570) {
l_mut_97 = l_mut_103;
const bool l_571 = l_389 > uint(0);
if (l_571) {
const uint l_572 = l_mut_103 >> l_389;
const uint l_573 = uint(32) - l_389;
const uint l_574 = l_mut_234 << l_573;
const uint l_575 = l_572 | l_574;
l_mut_97 = l_575;
}
const uint l_576 = l_mut_234 >> l_389;
l_mut_160 = l_mut_97;
l_mut_109 = l_576;
}
}
const uint l_577 = l_mut_228 + l_mut_160;
const uint l_578 = l_mut_166 + l_mut_109;
const bool l_579 = l_577 < l_mut_228;
const uint l_580 = uint(l_579);
const uint l_581 = l_578 + l_580;
l_mut_290 = l_577;
l_mut_284 = l_581;
}
}
if (l_432) {
const uint l_582 = uint(0) - l_mut_290;
const uint l_583 = uint(0) - l_mut_284;
const bool l_584 = uint(0) < l_mut_290;
const uint l_585 = uint(l_584);
const uint l_586 = l_583 - l_585;
l_mut_290 = l_582;
l_mut_284 = l_586;
}
}
const uint l_587 = l_340 - l_mut_290;
const uint l_588 = l_344 - l_mut_284;
const bool l_589 = l_340 < l_mut_290;
const uint l_590 = uint(l_589);
const uint l_591 = l_588 - l_590;
const uint l_592 = l_587 + l_22;
const uint l_593 = l_591 + l_25;
const bool l_594 = l_592 < l_587;
const uint l_595 = uint(l_594);
const uint l_596 = l_593 + l_595;
const uint l_597 = uint(0) - l_384;
const uint l_598 = uint(0) - l_388;
const bool l_599 = uint(0) < l_384;
const uint l_600 = uint(l_599);
const uint l_601 = l_598 - l_600;
const uint l_602 = l_22 + l_22;
const uint l_603 = l_25 + l_25;
const bool l_604 = l_602 < l_22;
const uint l_605 = uint(l_604);
const uint l_606 = l_603 + l_605;
l_mut_290 = l_597;
l_mut_284 = l_601;
const uint l_607 = uint(0) - l_597;
const uint l_608 = uint(0) - l_601;
const bool l_609 = uint(0) < l_597;
const uint l_610 = uint(l_609);
const uint l_611 = l_608 - l_610;
l_mut_234 = l_607;
l_mut_228 = l_611;
l_mut_166 = l_592;
l_mut_160 = l_596;
l_mut_109 = uint(1);
l_mut_103 = uint(1);
l_mut_612 = bool(false);
const bool l_613 = l_mut_160 < l_606;
const bool l_614 = l_mut_160 == l_606;
const bool l_615 = l_mut_166 < l_602;
const bool l_616 = l_614 && l_615;
const bool l_617 = l_613 || l_616;
const bool l_618 = !l_617;
l_mut_619 = l_618;
const uint l_620 = l_597 | l_601;
const bool l_621 = l_620 == uint(0);
if (l_621) {
l_mut_612 = l_mut_619;
l_mut_619 = bool(false);
}
if (l_mut_619) {
const uint l_622 = l_601 >> uint(31);
const bool l_623 = l_622 == uint(1);
l_mut_97 = l_597;
l_mut_82 = l_601;
if (l_623) {
const uint l_624 = uint(0) - l_597;
const uint l_625 = uint(0) - l_601;
const bool l_626 = uint(0) < l_597;
const uint l_627 = uint(l_626);
const uint l_628 = l_625 - l_627;
l_mut_97 = l_624;
l_mut_82 = l_628;
}
const uint l_629 = l_77 - uint(1);
const uint l_630 = l_mut_97 * l_629;
const uint l_631 = __umulhi(l_mut_97, l_629);
const uint l_632 = l_mut_82 * l_629;
const uint l_633 = l_631 + l_632;
l_mut_45 = uint(0);
const uint l_634 = l_77 - uint(1);
const uint l_635 = l_mut_97 * l_634;
const uint l_636 = l_mut_82 * l_634;
const uint l_637 = __umulhi(l_mut_97, l_634);
const uint l_638 = l_637 + l_636;
const uint l_639 = __umulhi(l_mut_82, l_634);
const bool l_640 = l_638 < l_636;
const uint l_641 = uint(l_640);
const uint l_642 = l_639 + l_641;
const uint l_643 = uint(64) % uint(32);
l_mut_644 = l_635;
const bool l_645 = l_643 > uint(0);
if (l_645) {
const uint l_646 = l_635 >> l_643;
const uint l_647 = uint(32) - l_643;
const uint l_648 = l_638 << l_647;
const uint l_649 = l_646 | l_648;
l_mut_644 = l_649;
}
l_mut_650 = l_638;
const bool l_651 = l_643 > uint(0);
if (l_651) {
const uint l_652 = l_638 >> l_643;
const uint l_653 = uint(32) - l_643;
const uint l_654 = l_642 << l_653;
const uint l_655 = l_652 | l_654;
l_mut_650 = l_655;
}
l_mut_656 = l_mut_644;
l_mut_644 = l_mut_650;
const bool l_657 = uint(64) >= uint(64);
if (l_657) {
l_mut_656 = l_642;
l_mut_644 = uint(0);
} else {
const bool l_658 = uint(64) >= uint(32);
if (l_658) {
l_mut_650 = l_638;
const bool l_659 = l_643 > uint(0);
if (l_659) {
const uint l_660 = l_638 >> l_643;
const uint l_661 = uint(32) - l_643;
const uint l_662 = l_642 << l_661;
const uint l_663 = l_660 | l_662;
l_mut_650 = l_663;
}
const uint l_664 = l_642 >> l_643;
l_mut_656 = l_mut_650;
l_mut_644 = l_664;
}
}
const uint l_665 = l_mut_656 | l_mut_644;
const bool l_666 = l_665 == uint(0);
if (l_666) {
l_mut_656 = l_592;
l_mut_650 = l_596;
if (l_623) {
const uint l_667 = uint(0) - l_592;
const uint l_668 = uint(0) - l_596;
const bool l_669 = uint(0) < l_592;
const uint l_670 = uint(l_669);
const uint l_671 = l_668 - l_670;
const uint l_672 = l_592 | l_596;
const bool l_673 = l_672 == uint(0);
const bool l_674 = !l_673;
const bool l_675 = l_633 < l_671;
const bool l_676 = l_633 == l_671;
const bool l_677 = l_630 < l_667;
const bool l_678 = l_676 && l_677;
const bool l_679 = l_675 || l_678;
const bool l_680 = !l_679;
const bool l_681 = l_674 && l_680;
if (l_681) {
const uint l_682 = l_77 - uint(1);
l_mut_644 = l_667;
l_mut_683 = l_671;
const bool l_684 = l_671 < l_mut_82;
const bool l_685 = l_671 == l_mut_82;
const bool l_686 = l_667 < l_mut_97;
const bool l_687 = l_685 && l_686;
const bool l_688 = l_684 || l_687;
const bool l_689 = !l_688;
if (l_689) {
l_mut_690 = uint(0);
const bool l_691 = l_mut_82 < l_671;
const bool l_692 = l_mut_82 == l_671;
const bool l_693 = l_mut_97 < l_667;
const bool l_694 = l_692 && l_693;
const bool l_695 = l_691 || l_694;
if (l_695) {
const uint l_696 = l_667 - uint(1);
const uint l_697 = l_671 - uint(0);
const bool l_698 = l_667 < uint(1);
const uint l_699 = uint(l_698);
const uint l_700 = l_697 - l_699;
l_mut_701 = l_696;
l_mut_702 = l_700;
l_mut_703 = uint(0);

for (uint l_mut_704 = uint(0); l_mut_704 < uint(20); ++l_mut_704) {
const uint l_705 = uint(19) - l_mut_704;
l_mut_706 = l_mut_701;
l_mut_707 = l_mut_702;
const bool l_708 = l_705 >= uint(32);
if (l_708) {
const uint l_709 = l_705 & uint(31);
const uint l_710 = l_mut_702 >> l_709;
l_mut_706 = l_710;
l_mut_707 = uint(0);
} else {
const bool l_711 = l_705 > uint(0);
if (l_711) {
l_mut_712 = l_mut_701;
const bool l_713 = l_705 > uint(0);
if (l_713) {
const uint l_714 = l_mut_701 >> l_705;
const uint l_715 = uint(32) - l_705;
const uint l_716 = l_mut_702 << l_715;
const uint l_717 = l_714 | l_716;
l_mut_712 = l_717;
}
const uint l_718 = l_mut_702 >> l_705;
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
const bool l_725 = l_705 >= uint(32);
if (l_725) {
const uint l_726 = l_705 & uint(31);
const uint l_727 = l_mut_97 << l_726;
l_mut_712 = uint(0);
l_mut_707 = l_727;
} else {
const bool l_728 = l_705 > uint(0);
if (l_728) {
const uint l_729 = l_mut_97 << l_705;
const uint l_730 = l_mut_82 << l_705;
const uint l_731 = uint(32) - l_705;
const uint l_732 = l_mut_97 >> l_731;
const uint l_733 = l_730 | l_732;
l_mut_712 = l_729;
l_mut_707 = l_733;
}
}
const uint l_734 = l_mut_701 - l_mut_712;
const uint l_735 = l_mut_702 - l_mut_707;
const bool l_736 = l_mut_701 < l_mut_712;
const uint l_737 = uint(l_736);
const uint l_738 = l_735 - l_737;
l_mut_701 = l_734;
l_mut_702 = l_738;
const uint l_739 = uint(1) << l_705;
l_mut_703 = l_mut_703 | l_739;
}
}
const uint l_740 = min(l_mut_703, l_682);
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
const uint l_747 = l_mut_97 * l_mut_690;
const uint l_748 = __umulhi(l_mut_97, l_mut_690);
const uint l_749 = l_mut_82 * l_mut_690;
const uint l_750 = l_748 + l_749;
const uint l_751 = l_667 - l_747;
const uint l_752 = l_671 - l_750;
const bool l_753 = l_667 < l_747;
const uint l_754 = uint(l_753);
const uint l_755 = l_752 - l_754;
l_mut_644 = l_751;
l_mut_683 = l_755;
const bool l_756 = l_mut_683 < l_mut_82;
const bool l_757 = l_mut_683 == l_mut_82;
const bool l_758 = l_mut_644 < l_mut_97;
const bool l_759 = l_757 && l_758;
const bool l_760 = l_756 || l_759;
const bool l_761 = !l_760;
if (l_761) {
const uint l_762 = l_mut_644 - l_mut_97;
const uint l_763 = l_mut_683 - l_mut_82;
const bool l_764 = l_mut_644 < l_mut_97;
const uint l_765 = uint(l_764);
const uint l_766 = l_763 - l_765;
l_mut_644 = l_762;
l_mut_683 = l_766;
}
}
const uint l_767 = l_mut_97 - l_mut_644;
const uint l_768 = l_mut_82 - l_mut_683;
const bool l_769 = l_mut_97 < l_mut_644;
const uint l_770 = uint(l_769);
const uint l_771 = l_768 - l_770;
l_mut_712 = l_767;
l_mut_707 = l_771;
const bool l_772 = l_771 < l_mut_82;
const bool l_773 = l_771 == l_mut_82;
const bool l_774 = l_767 < l_mut_97;
const bool l_775 = l_773 && l_774;
const bool l_776 = l_772 || l_775;
const bool l_777 = !l_776;
if (l_777) {
const uint l_778 = l_767 - l_mut_97;
const uint l_779 = l_771 - l_mut_82;
const bool l_780 = l_767 < l_mut_97;
const uint l_781 = uint(l_780);
const uint l_782 = l_779 - l_781;
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
const uint l_788 = l_592 - l_630;
const uint l_789 = l_596 - l_633;
const bool l_790 = l_592 < l_630;
const uint l_791 = uint(l_790);
const uint l_792 = l_789 - l_791;
l_mut_656 = l_788;
l_mut_650 = l_792;
const bool l_793 = l_596 < l_633;
const bool l_794 = l_596 == l_633;
const bool l_795 = l_592 < l_630;
const bool l_796 = l_794 && l_795;
const bool l_797 = l_793 || l_796;
if (l_797) {
const uint l_798 = l_77 - uint(1);
l_mut_712 = l_592;
l_mut_707 = l_596;
const bool l_799 = l_596 < l_mut_82;
const bool l_800 = l_596 == l_mut_82;
const bool l_801 = l_592 < l_mut_97;
const bool l_802 = l_800 && l_801;
const bool l_803 = l_799 || l_802;
const bool l_804 = !l_803;
if (l_804) {
l_mut_706 = uint(0);
const bool l_805 = l_mut_82 < l_596;
const bool l_806 = l_mut_82 == l_596;
const bool l_807 = l_mut_97 < l_592;
const bool l_808 = l_806 && l_807;
const bool l_809 = l_805 || l_808;
if (l_809) {
const uint l_810 = l_592 - uint(1);
const uint l_811 = l_596 - uint(0);
const bool l_812 = l_592 < uint(1);
const uint l_813 = uint(l_812);
const uint l_814 = l_811 - l_813;
l_mut_703 = l_810;
l_mut_702 = l_814;
l_mut_701 = uint(0);

for (uint l_mut_815 = uint(0); l_mut_815 < uint(20); ++l_mut_815) {
const uint l_816 = uint(19) - l_mut_815;
l_mut_690 = l_mut_703;
l_mut_683 = l_mut_702;
const bool l_817 = l_816 >= uint(32);
if (l_817) {
const uint l_818 = l_816 & uint(31);
const uint l_819 = l_mut_702 >> l_818;
l_mut_690 = l_819;
l_mut_683 = uint(0);
} else {
const bool l_820 = l_816 > uint(0);
if (l_820) {
l_mut_644 = l_mut_703;
const bool l_821 = l_816 > uint(0);
if (l_821) {
const uint l_822 = l_mut_703 >> l_816;
const uint l_823 = uint(32) - l_816;
const uint l_824 = l_mut_702 << l_823;
const uint l_825 = l_822 | l_824;
l_mut_644 = l_825;
}
const uint l_826 = l_mut_702 >> l_816;
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
const bool l_833 = l_816 >= uint(32);
if (l_833) {
const uint l_834 = l_816 & uint(31);
const uint l_835 = l_mut_97 << l_834;
l_mut_690 = uint(0);
l_mut_683 = l_835;
} else {
const bool l_836 = l_816 > uint(0);
if (l_836) {
const uint l_837 = l_mut_97 << l_816;
const uint l_838 = l_mut_82 << l_816;
const uint l_839 = uint(32) - l_816;
const uint l_840 = l_mut_97 >> l_839;
const uint l_841 = l_838 | l_840;
l_mut_690 = l_837;
l_mut_683 = l_841;
}
}
const uint l_842 = l_mut_703 - l_mut_690;
const uint l_843 = l_mut_702 - l_mut_683;
const bool l_844 = l_mut_703 < l_mut_690;
const uint l_845 = uint(l_844);
const uint l_846 = l_843 - l_845;
l_mut_703 = l_842;
l_mut_702 = l_846;
const uint l_847 = uint(1) << l_816;
l_mut_701 = l_mut_701 | l_847;
}
}
const uint l_848 = min(l_mut_701, l_798);
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
const uint l_855 = l_mut_97 * l_mut_706;
const uint l_856 = __umulhi(l_mut_97, l_mut_706);
const uint l_857 = l_mut_82 * l_mut_706;
const uint l_858 = l_856 + l_857;
const uint l_859 = l_592 - l_855;
const uint l_860 = l_596 - l_858;
const bool l_861 = l_592 < l_855;
const uint l_862 = uint(l_861);
const uint l_863 = l_860 - l_862;
l_mut_712 = l_859;
l_mut_707 = l_863;
const bool l_864 = l_mut_707 < l_mut_82;
const bool l_865 = l_mut_707 == l_mut_82;
const bool l_866 = l_mut_712 < l_mut_97;
const bool l_867 = l_865 && l_866;
const bool l_868 = l_864 || l_867;
const bool l_869 = !l_868;
if (l_869) {
const uint l_870 = l_mut_712 - l_mut_97;
const uint l_871 = l_mut_707 - l_mut_82;
const bool l_872 = l_mut_712 < l_mut_97;
const uint l_873 = uint(l_872);
const uint l_874 = l_871 - l_873;
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
const uint l_886 = uint(l_885);
const uint l_887 = uint(2) - l_886;
l_mut_45 = l_887;
}
const bool l_888 = l_mut_45 > uint(0);
if (l_888) {
const bool l_889 = l_mut_45 == uint(1);
l_mut_612 = l_889;
l_mut_619 = bool(false);
}
}
l_mut_890 = bool(false);
while (true) {
const bool l_891 = !l_mut_619;
if (l_891) {
break;}
const bool l_892 = l_mut_160 < l_mut_284;
const bool l_893 = l_mut_160 == l_mut_284;
const bool l_894 = l_mut_166 < l_mut_290;
const bool l_895 = l_893 && l_894;
const bool l_896 = l_892 || l_895;
if (l_896) {
const uint l_897 = l_mut_290 - l_mut_166;
const uint l_898 = l_mut_284 - l_mut_160;
const bool l_899 = l_mut_290 < l_mut_166;
const uint l_900 = uint(l_899);
const uint l_901 = l_898 - l_900;
l_mut_712 = l_897;
l_mut_707 = l_901;
l_mut_706 = l_mut_290;
l_mut_703 = l_mut_284;
const bool l_902 = l_mut_707 < l_mut_284;
const bool l_903 = l_mut_707 == l_mut_284;
const bool l_904 = l_mut_712 < l_mut_290;
const bool l_905 = l_903 && l_904;
const bool l_906 = l_902 || l_905;
if (l_906) {
l_mut_706 = l_mut_712;
l_mut_703 = l_mut_707;
}
l_mut_907 = bool(false);
l_mut_907 = bool(true);
l_mut_712 = uint(0);
const uint l_908 = l_mut_234 | l_mut_228;
const bool l_909 = l_908 == uint(0);
const bool l_910 = !l_909;
const bool l_911 = l_mut_907 && l_910;
const bool l_912 = l_mut_228 < l_mut_703;
const bool l_913 = l_mut_228 == l_mut_703;
const bool l_914 = l_mut_234 < l_mut_706;
const bool l_915 = l_913 && l_914;
const bool l_916 = l_912 || l_915;
const bool l_917 = l_911 && l_916;
const uint l_918 = l_mut_109 + l_mut_103;
const bool l_919 = l_918 < l_77;
const bool l_920 = l_917 && l_919;
if (l_920) {
const uint l_921 = l_77 - l_mut_109;
const uint l_922 = l_921 - l_mut_103;
const uint l_923 = l_922 / l_mut_109;
const uint l_924 = l_mut_706 - uint(1);
const uint l_925 = l_mut_703 - uint(0);
const bool l_926 = l_mut_706 < uint(1);
const uint l_927 = uint(l_926);
const uint l_928 = l_925 - l_927;
l_mut_707 = l_924;
l_mut_706 = l_928;
l_mut_703 = uint(0);

for (uint l_mut_929 = uint(0); l_mut_929 < uint(20); ++l_mut_929) {
const uint l_930 = uint(19) - l_mut_929;
l_mut_702 = l_mut_707;
l_mut_701 = l_mut_706;
const bool l_931 = l_930 >= uint(32);
if (l_931) {
const uint l_932 = l_930 & uint(31);
const uint l_933 = l_mut_706 >> l_932;
l_mut_702 = l_933;
l_mut_701 = uint(0);
} else {
const bool l_934 = l_930 > uint(0);
if (l_934) {
l_mut_690 = l_mut_707;
const bool l_935 = l_930 > uint(0);
if (l_935) {
const uint l_936 = l_mut_707 >> l_930;
const uint l_937 = uint(32) - l_930;
const uint l_938 = l_mut_706 << l_937;
const uint l_939 = l_936 | l_938;
l_mut_690 = l_939;
}
const uint l_940 = l_mut_706 >> l_930;
l_mut_702 = l_mut_690;
l_mut_701 = l_940;
}
}
const bool l_941 = l_mut_701 < l_mut_228;
const bool l_942 = l_mut_701 == l_mut_228;
const bool l_943 = l_mut_702 < l_mut_234;
const bool l_944 = l_942 && l_943;
const bool l_945 = l_941 || l_944;
const bool l_946 = !l_945;
if (l_946) {
l_mut_702 = l_mut_234;
l_mut_701 = l_mut_228;
const bool l_947 = l_930 >= uint(32);
if (l_947) {
const uint l_948 = l_930 & uint(31);
const uint l_949 = l_mut_234 << l_948;
l_mut_702 = uint(0);
l_mut_701 = l_949;
} else {
const bool l_950 = l_930 > uint(0);
if (l_950) {
const uint l_951 = l_mut_234 << l_930;
const uint l_952 = l_mut_228 << l_930;
const uint l_953 = uint(32) - l_930;
const uint l_954 = l_mut_234 >> l_953;
const uint l_955 = l_952 | l_954;
l_mut_702 = l_951;
l_mut_701 = l_955;
}
}
const uint l_956 = l_mut_707 - l_mut_702;
const uint l_957 = l_mut_706 - l_mut_701;
const bool l_958 = l_mut_707 < l_mut_702;
const uint l_959 = uint(l_958);
const uint l_960 = l_957 - l_959;
l_mut_707 = l_956;
l_mut_706 = l_960;
const uint l_961 = uint(1) << l_930;
l_mut_703 = l_mut_703 | l_961;
}
}
const uint l_962 = min(l_mut_703, l_923);
l_mut_703 = l_962;
const bool l_963 = l_mut_706 < l_mut_228;
const bool l_964 = l_mut_706 == l_mut_228;
const bool l_965 = l_mut_707 < l_mut_234;
const bool l_966 = l_964 && l_965;
const bool l_967 = l_963 || l_966;
const bool l_968 = !l_967;
if (l_968) {
l_mut_703 = l_923;
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
l_mut_650 = uint(0);
const bool l_969 = l_mut_712 > uint(0);
if (l_969) {
const uint l_970 = l_mut_234 * l_mut_712;
const uint l_971 = __umulhi(l_mut_234, l_mut_712);
const uint l_972 = l_mut_228 * l_mut_712;
const uint l_973 = l_971 + l_972;
const uint l_974 = l_mut_290 - l_970;
const uint l_975 = l_mut_284 - l_973;
const bool l_976 = l_mut_290 < l_970;
const uint l_977 = uint(l_976);
const uint l_978 = l_975 - l_977;
l_mut_707 = l_974;
l_mut_706 = l_978;
const uint l_979 = l_mut_712 * l_mut_109;
const uint l_980 = l_mut_103 + l_979;
l_mut_690 = l_980;
} else {
const bool l_981 = l_mut_650 == uint(0);
if (l_981) {
const uint l_982 = l_77 - l_mut_109;
const uint l_983 = l_982 / l_mut_103;
l_mut_712 = uint(0);
l_mut_907 = bool(false);
l_mut_907 = bool(true);
const uint l_984 = l_mut_290 | l_mut_284;
const bool l_985 = l_984 == uint(0);
if (l_985) {
l_mut_712 = l_983;
} else {
if (l_mut_907) {
const bool l_986 = l_mut_284 < l_mut_228;
const bool l_987 = l_mut_284 == l_mut_228;
const bool l_988 = l_mut_290 < l_mut_234;
const bool l_989 = l_987 && l_988;
const bool l_990 = l_986 || l_989;
if (l_990) {
const uint l_991 = l_mut_234 - uint(1);
const uint l_992 = l_mut_228 - uint(0);
const bool l_993 = l_mut_234 < uint(1);
const uint l_994 = uint(l_993);
const uint l_995 = l_992 - l_994;
l_mut_644 = l_991;
l_mut_97 = l_995;
l_mut_82 = uint(0);

for (uint l_mut_996 = uint(0); l_mut_996 < uint(20); ++l_mut_996) {
const uint l_997 = uint(19) - l_mut_996;
l_mut_45 = l_mut_644;
l_mut_998 = l_mut_97;
const bool l_999 = l_997 >= uint(32);
if (l_999) {
const uint l_1000 = l_997 & uint(31);
const uint l_1001 = l_mut_97 >> l_1000;
l_mut_45 = l_1001;
l_mut_998 = uint(0);
} else {
const bool l_1002 = l_997 > uint(0);
if (l_1002) {
l_mut_1003 = l_mut_644;
const bool l_1004 = l_997 > uint(0);
if (l_1004) {
const uint l_1005 = l_mut_644 >> l_997;
const uint l_1006 = uint(32) - l_997;
const uint l_1007 = l_mut_97 << l_1006;
const uint l_1008 = l_1005 | l_1007;
l_mut_1003 = l_1008;
}
const uint l_1009 = l_mut_97 >> l_997;
l_mut_45 = l_mut_1003;
l_mut_998 = l_1009;
}
}
const bool l_1010 = l_mut_998 < l_mut_284;
const bool l_1011 = l_mut_998 == l_mut_284;
const bool l_1012 = l_mut_45 < l_mut_290;
const bool l_1013 = l_1011 && l_1012;
const bool l_1014 = l_1010 || l_1013;
const bool l_1015 = !l_1014;
if (l_1015) {
l_mut_1003 = l_mut_290;
l_mut_998 = l_mut_284;
const bool l_1016 = l_997 >= uint(32);
if (l_1016) {
const uint l_1017 = l_997 & uint(31);
const uint l_1018 = l_mut_290 << l_1017;
l_mut_1003 = uint(0);
l_mut_998 = l_1018;
} else {
const bool l_1019 = l_997 > uint(0);
if (l_1019) {
const uint l_1020 = l_mut_290 << l_997;
const uint l_1021 = l_mut_284 << l_997;
const uint l_1022 = uint(32) - l_997;
const uint l_1023 = l_mut_290 >> l_1022;
const uint l_1024 = l_1021 | l_1023;
l_mut_1003 = l_1020;
l_mut_998 = l_1024;
}
}
const uint l_1025 = l_mut_644 - l_mut_1003;
const uint l_1026 = l_mut_97 - l_mut_998;
const bool l_1027 = l_mut_644 < l_mut_1003;
const uint l_1028 = uint(l_1027);
const uint l_1029 = l_1026 - l_1028;
l_mut_644 = l_1025;
l_mut_97 = l_1029;
const uint l_1030 = uint(1) << l_997;
l_mut_82 = l_mut_82 | l_1030;
}
}
const uint l_1031 = min(l_mut_82, l_983);
l_mut_1003 = l_1031;
const bool l_1032 = l_mut_97 < l_mut_284;
const bool l_1033 = l_mut_97 == l_mut_284;
const bool l_1034 = l_mut_644 < l_mut_290;
const bool l_1035 = l_1033 && l_1034;
const bool l_1036 = l_1032 || l_1035;
const bool l_1037 = !l_1036;
if (l_1037) {
l_mut_1003 = l_983;
}
l_mut_712 = l_mut_1003;
}
} else {
l_mut_1003 = l_mut_234;
l_mut_998 = l_mut_228;
while (true) {
const bool l_1038 = l_mut_284 < l_mut_998;
const bool l_1039 = l_mut_284 == l_mut_998;
const bool l_1040 = l_mut_290 < l_mut_1003;
const bool l_1041 = l_1039 && l_1040;
const bool l_1042 = l_1038 || l_1041;
const uint l_1043 = l_mut_712 * l_mut_103;
const uint l_1044 = l_mut_109 + l_1043;
const uint l_1045 = l_1044 + l_mut_103;
const bool l_1046 = l_1045 < l_77;
const bool l_1047 = l_1042 && l_1046;
const bool l_1048 = !l_1047;
if (l_1048) {
break;}
const uint l_1049 = l_mut_1003 - l_mut_290;
const uint l_1050 = l_mut_998 - l_mut_284;
const bool l_1051 = l_mut_1003 < l_mut_290;
const uint l_1052 = uint(l_1051);
const uint l_1053 = l_1050 - l_1052;
l_mut_1003 = l_1049;
l_mut_998 = l_1053;
l_mut_712 = l_mut_712 + uint(1);
}
}
}
const uint l_1054 = l_mut_712 * l_mut_103;
const uint l_1055 = l_mut_109 + l_1054;
const uint l_1056 = l_1055 + l_mut_103;
const bool l_1057 = l_1056 >= l_77;
if (l_1057) {
l_mut_650 = uint(1);
} else {
const uint l_1058 = l_mut_290 * l_mut_712;
const uint l_1059 = __umulhi(l_mut_290, l_mut_712);
const uint l_1060 = l_mut_284 * l_mut_712;
const uint l_1061 = l_1059 + l_1060;
const uint l_1062 = l_mut_234 - l_1058;
const uint l_1063 = l_mut_228 - l_1061;
const bool l_1064 = l_mut_234 < l_1058;
const uint l_1065 = uint(l_1064);
const uint l_1066 = l_1063 - l_1065;
l_mut_703 = l_1062;
l_mut_702 = l_1066;
const uint l_1067 = l_mut_712 * l_mut_103;
const uint l_1068 = l_mut_109 + l_1067;
l_mut_701 = l_1068;
const uint l_1069 = l_mut_290 - l_mut_703;
const uint l_1070 = l_mut_284 - l_mut_702;
const bool l_1071 = l_mut_290 < l_mut_703;
const uint l_1072 = uint(l_1071);
const uint l_1073 = l_1070 - l_1072;
l_mut_707 = l_1069;
l_mut_706 = l_1073;
const uint l_1074 = l_mut_103 + l_mut_701;
l_mut_690 = l_1074;
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
const bool l_1075 = l_mut_650 == uint(1);
l_mut_612 = l_1075;
const bool l_1076 = l_mut_650 == uint(0);
l_mut_619 = l_1076;
} else {
const uint l_1077 = l_mut_234 - l_mut_166;
const uint l_1078 = l_mut_228 - l_mut_160;
const bool l_1079 = l_mut_234 < l_mut_166;
const uint l_1080 = uint(l_1079);
const uint l_1081 = l_1078 - l_1080;
l_mut_1003 = l_1077;
l_mut_998 = l_1081;
const uint l_1082 = l_mut_166 - l_602;
const uint l_1083 = l_mut_160 - l_606;
const bool l_1084 = l_mut_166 < l_602;
const uint l_1085 = uint(l_1084);
const uint l_1086 = l_1083 - l_1085;
l_mut_1003 = l_1082;
l_mut_998 = l_1086;
l_mut_712 = l_mut_234;
l_mut_707 = l_mut_228;
const bool l_1087 = l_mut_998 < l_mut_228;
const bool l_1088 = l_mut_998 == l_mut_228;
const bool l_1089 = l_mut_1003 < l_mut_234;
const bool l_1090 = l_1088 && l_1089;
const bool l_1091 = l_1087 || l_1090;
if (l_1091) {
l_mut_712 = l_mut_1003;
l_mut_707 = l_mut_998;
}
l_mut_907 = bool(false);
l_mut_907 = bool(true);
l_mut_1003 = uint(0);
const uint l_1092 = l_mut_290 | l_mut_284;
const bool l_1093 = l_1092 == uint(0);
const bool l_1094 = !l_1093;
const bool l_1095 = l_mut_907 && l_1094;
const bool l_1096 = l_mut_284 < l_mut_707;
const bool l_1097 = l_mut_284 == l_mut_707;
const bool l_1098 = l_mut_290 < l_mut_712;
const bool l_1099 = l_1097 && l_1098;
const bool l_1100 = l_1096 || l_1099;
const bool l_1101 = l_1095 && l_1100;
const uint l_1102 = l_mut_103 + l_mut_109;
const bool l_1103 = l_1102 < l_77;
const bool l_1104 = l_1101 && l_1103;
if (l_1104) {
const uint l_1105 = l_77 - l_mut_103;
const uint l_1106 = l_1105 - l_mut_109;
const uint l_1107 = l_1106 / l_mut_103;
const uint l_1108 = l_mut_712 - uint(1);
const uint l_1109 = l_mut_707 - uint(0);
const bool l_1110 = l_mut_712 < uint(1);
const uint l_1111 = uint(l_1110);
const uint l_1112 = l_1109 - l_1111;
l_mut_998 = l_1108;
l_mut_712 = l_1112;
l_mut_707 = uint(0);

for (uint l_mut_1113 = uint(0); l_mut_1113 < uint(20); ++l_mut_1113) {
const uint l_1114 = uint(19) - l_mut_1113;
l_mut_706 = l_mut_998;
l_mut_703 = l_mut_712;
const bool l_1115 = l_1114 >= uint(32);
if (l_1115) {
const uint l_1116 = l_1114 & uint(31);
const uint l_1117 = l_mut_712 >> l_1116;
l_mut_706 = l_1117;
l_mut_703 = uint(0);
} else {
const bool l_1118 = l_1114 > uint(0);
if (l_1118) {
l_mut_702 = l_mut_998;
const bool l_1119 = l_1114 > uint(0);
if (l_1119) {
const uint l_1120 = l_mut_998 >> l_1114;
const uint l_1121 = uint(32) - l_1114;
const uint l_1122 = l_mut_712 << l_1121;
const uint l_1123 = l_1120 | l_1122;
l_mut_702 = l_1123;
}
const uint l_1124 = l_mut_712 >> l_1114;
l_mut_706 = l_mut_702;
l_mut_703 = l_1124;
}
}
const bool l_1125 = l_mut_703 < l_mut_284;
const bool l_1126 = l_mut_703 == l_mut_284;
const bool l_1127 = l_mut_706 < l_mut_290;
const bool l_1128 = l_1126 && l_1127;
const bool l_1129 = l_1125 || l_1128;
const bool l_1130 = !l_1129;
if (l_1130) {
l_mut_706 = l_mut_290;
l_mut_703 = l_mut_284;
const bool l_1131 = l_1114 >= uint(32);
if (l_1131) {
const uint l_1132 = l_1114 & uint(31);
const uint l_1133 = l_mut_290 << l_1132;
l_mut_706 = uint(0);
l_mut_703 = l_1133;
} else {
const bool l_1134 = l_1114 > uint(0);
if (l_1134) {
const uint l_1135 = l_mut_290 << l_1114;
const uint l_1136 = l_mut_284 << l_1114;
const uint l_1137 = uint(32) - l_1114;
const uint l_1138 = l_mut_290 >> l_1137;
const uint l_1139 = l_1136 | l_1138;
l_mut_706 = l_1135;
l_mut_703 = l_1139;
}
}
const uint l_1140 = l_mut_998 - l_mut_706;
const uint l_1141 = l_mut_712 - l_mut_703;
const bool l_1142 = l_mut_998 < l_mut_706;
const uint l_1143 = uint(l_1142);
const uint l_1144 = l_1141 - l_1143;
l_mut_998 = l_1140;
l_mut_712 = l_1144;
const uint l_1145 = uint(1) << l_1114;
l_mut_707 = l_mut_707 | l_1145;
}
}
const uint l_1146 = min(l_mut_707, l_1107);
l_mut_707 = l_1146;
const bool l_1147 = l_mut_712 < l_mut_284;
const bool l_1148 = l_mut_712 == l_mut_284;
const bool l_1149 = l_mut_998 < l_mut_290;
const bool l_1150 = l_1148 && l_1149;
const bool l_1151 = l_1147 || l_1150;
const bool l_1152 = !l_1151;
if (l_1152) {
l_mut_707 = l_1107;
}
l_mut_1003 = l_mut_707;
}
l_mut_998 = l_mut_234;
l_mut_712 = l_mut_228;
l_mut_707 = l_mut_290;
l_mut_706 = l_mut_284;
l_mut_703 = l_mut_103;
l_mut_702 = l_mut_109;
l_mut_701 = l_mut_166;
l_mut_690 = l_mut_160;
l_mut_683 = uint(0);
const bool l_1153 = l_mut_1003 > uint(0);
if (l_1153) {
const uint l_1154 = l_mut_290 * l_mut_1003;
const uint l_1155 = __umulhi(l_mut_290, l_mut_1003);
const uint l_1156 = l_mut_284 * l_mut_1003;
const uint l_1157 = l_1155 + l_1156;
const uint l_1158 = l_mut_166 - l_1154;
const uint l_1159 = l_mut_160 - l_1157;
const bool l_1160 = l_mut_166 < l_1154;
const uint l_1161 = uint(l_1160);
const uint l_1162 = l_1159 - l_1161;
l_mut_701 = l_1158;
l_mut_690 = l_1162;
const uint l_1163 = l_mut_234 - l_1154;
const uint l_1164 = l_mut_228 - l_1157;
const bool l_1165 = l_mut_234 < l_1154;
const uint l_1166 = uint(l_1165);
const uint l_1167 = l_1164 - l_1166;
l_mut_998 = l_1163;
l_mut_712 = l_1167;
const uint l_1168 = l_mut_1003 * l_mut_103;
const uint l_1169 = l_mut_109 + l_1168;
l_mut_702 = l_1169;
} else {
const uint l_1170 = l_mut_166 - l_mut_290;
const uint l_1171 = l_mut_160 - l_mut_284;
const bool l_1172 = l_mut_166 < l_mut_290;
const uint l_1173 = uint(l_1172);
const uint l_1174 = l_1171 - l_1173;
l_mut_701 = l_1170;
l_mut_690 = l_1174;
const bool l_1175 = l_mut_690 < l_606;
const bool l_1176 = l_mut_690 == l_606;
const bool l_1177 = l_mut_701 < l_602;
const bool l_1178 = l_1176 && l_1177;
const bool l_1179 = l_1175 || l_1178;
if (l_1179) {
l_mut_683 = uint(2);
}
const bool l_1180 = l_mut_683 == uint(0);
if (l_1180) {
const uint l_1181 = l_77 - l_mut_103;
const uint l_1182 = l_1181 / l_mut_109;
l_mut_1003 = uint(0);
l_mut_907 = bool(false);
l_mut_907 = bool(true);
const uint l_1183 = l_mut_234 | l_mut_228;
const bool l_1184 = l_1183 == uint(0);
if (l_1184) {
l_mut_1003 = l_1182;
} else {
if (l_mut_907) {
const bool l_1185 = l_mut_228 < l_mut_284;
const bool l_1186 = l_mut_228 == l_mut_284;
const bool l_1187 = l_mut_234 < l_mut_290;
const bool l_1188 = l_1186 && l_1187;
const bool l_1189 = l_1185 || l_1188;
if (l_1189) {
const uint l_1190 = l_mut_290 - uint(1);
const uint l_1191 = l_mut_284 - uint(0);
const bool l_1192 = l_mut_290 < uint(1);
const uint l_1193 = uint(l_1192);
const uint l_1194 = l_1191 - l_1193;
l_mut_656 = l_1190;
l_mut_650 = l_1194;
l_mut_644 = uint(0);

for (uint l_mut_1195 = uint(0); l_mut_1195 < uint(20); ++l_mut_1195) {
const uint l_1196 = uint(19) - l_mut_1195;
l_mut_97 = l_mut_656;
l_mut_82 = l_mut_650;
const bool l_1197 = l_1196 >= uint(32);
if (l_1197) {
const uint l_1198 = l_1196 & uint(31);
const uint l_1199 = l_mut_650 >> l_1198;
l_mut_97 = l_1199;
l_mut_82 = uint(0);
} else {
const bool l_1200 = l_1196 > uint(0);
if (l_1200) {
l_mut_45 = l_mut_656;
const bool l_1201 = l_1196 > uint(0);
if (l_1201) {
const uint l_1202 = l_mut_656 >> l_1196;
const uint l_1203 = uint(32) - l_1196;
const uint l_1204 = l_mut_650 << l_1203;
const uint l_1205 = l_1202 | l_1204;
l_mut_45 = l_1205;
}
const uint l_1206 = l_mut_650 >> l_1196;
l_mut_97 = l_mut_45;
l_mut_82 = l_1206;
}
}
const bool l_1207 = l_mut_82 < l_mut_228;
const bool l_1208 = l_mut_82 == l_mut_228;
const bool l_1209 = l_mut_97 < l_mut_234;
const bool l_1210 = l_1208 && l_1209;
const bool l_1211 = l_1207 || l_1210;
const bool l_1212 = !l_1211;
if (l_1212) {
l_mut_97 = l_mut_234;
l_mut_82 = l_mut_228;
const bool l_1213 = l_1196 >= uint(32);
if (l_1213) {
const uint l_1214 = l_1196 & uint(31);
const uint l_1215 = l_mut_234 << l_1214;
l_mut_97 = uint(0);
l_mut_82 = l_1215;
} else {
const bool l_1216 = l_1196 > uint(0);
if (l_1216) {
const uint l_1217 = l_mut_234 << l_1196;
const uint l_1218 = l_mut_228 << l_1196;
const uint l_1219 = uint(32) - l_1196;
const uint l_1220 = l_mut_234 >> l_1219;
const uint l_1221 = l_1218 | l_1220;
l_mut_97 = l_1217;
l_mut_82 = l_1221;
}
}
const uint l_1222 = l_mut_656 - l_mut_97;
const uint l_1223 = l_mut_650 - l_mut_82;
const bool l_1224 = l_mut_656 < l_mut_97;
const uint l_1225 = uint(l_1224);
const uint l_1226 = l_1223 - l_1225;
l_mut_656 = l_1222;
l_mut_650 = l_1226;
const uint l_1227 = uint(1) << l_1196;
l_mut_644 = l_mut_644 | l_1227;
}
}
const uint l_1228 = min(l_mut_644, l_1182);
l_mut_644 = l_1228;
const bool l_1229 = l_mut_650 < l_mut_228;
const bool l_1230 = l_mut_650 == l_mut_228;
const bool l_1231 = l_mut_656 < l_mut_234;
const bool l_1232 = l_1230 && l_1231;
const bool l_1233 = l_1229 || l_1232;
const bool l_1234 = !l_1233;
if (l_1234) {
l_mut_644 = l_1182;
}
l_mut_1003 = l_mut_644;
}
} else {
l_mut_656 = l_mut_290;
l_mut_650 = l_mut_284;
while (true) {
const bool l_1235 = l_mut_228 < l_mut_650;
const bool l_1236 = l_mut_228 == l_mut_650;
const bool l_1237 = l_mut_234 < l_mut_656;
const bool l_1238 = l_1236 && l_1237;
const bool l_1239 = l_1235 || l_1238;
const uint l_1240 = l_mut_1003 * l_mut_109;
const uint l_1241 = l_mut_103 + l_1240;
const uint l_1242 = l_1241 + l_mut_109;
const bool l_1243 = l_1242 < l_77;
const bool l_1244 = l_1239 && l_1243;
const bool l_1245 = !l_1244;
if (l_1245) {
break;}
const uint l_1246 = l_mut_656 - l_mut_234;
const uint l_1247 = l_mut_650 - l_mut_228;
const bool l_1248 = l_mut_656 < l_mut_234;
const uint l_1249 = uint(l_1248);
const uint l_1250 = l_1247 - l_1249;
l_mut_656 = l_1246;
l_mut_650 = l_1250;
l_mut_1003 = l_mut_1003 + uint(1);
}
}
}
const uint l_1251 = l_mut_1003 * l_mut_109;
const uint l_1252 = l_mut_103 + l_1251;
const uint l_1253 = l_1252 + l_mut_109;
const bool l_1254 = l_1253 >= l_77;
if (l_1254) {
l_mut_683 = uint(1);
} else {
const uint l_1255 = l_mut_234 * l_mut_1003;
const uint l_1256 = __umulhi(l_mut_234, l_mut_1003);
const uint l_1257 = l_mut_228 * l_mut_1003;
const uint l_1258 = l_1256 + l_1257;
const uint l_1259 = l_mut_290 - l_1255;
const uint l_1260 = l_mut_284 - l_1258;
const bool l_1261 = l_mut_290 < l_1255;
const uint l_1262 = uint(l_1261);
const uint l_1263 = l_1260 - l_1262;
l_mut_707 = l_1259;
l_mut_706 = l_1263;
const uint l_1264 = l_mut_1003 * l_mut_109;
const uint l_1265 = l_mut_103 + l_1264;
l_mut_703 = l_1265;
const uint l_1266 = l_mut_234 - l_mut_707;
const uint l_1267 = l_mut_228 - l_mut_706;
const bool l_1268 = l_mut_234 < l_mut_707;
const uint l_1269 = uint(l_1268);
const uint l_1270 = l_1267 - l_1269;
l_mut_998 = l_1266;
l_mut_712 = l_1270;
const uint l_1271 = l_mut_109 + l_mut_703;
l_mut_702 = l_1271;
}
}
}
l_mut_290 = l_mut_707;
l_mut_284 = l_mut_706;
l_mut_234 = l_mut_998;
l_mut_228 = l_mut_712;
l_mut_109 = l_mut_702;
l_mut_103 = l_mut_703;
l_mut_166 = l_mut_701;
l_mut_160 = l_mut_690;
const bool l_1272 = l_mut_683 == uint(1);
l_mut_612 = l_1272;
const bool l_1273 = l_mut_683 == uint(0);
l_mut_619 = l_1273;
}
}
const bool l_1274 = !l_mut_612;
if (l_1274) {
const uint l_1275 = l_37 * uint(8);
const uint l_1276 = l_1275 + l_38;
const uint l_1419 = info.static_meta[uint(6)];
const uint l_1420 = l_1419 * uint(1);
const uint l_1421 = l_1420 - uint(1);
const uint l_1422 = min(uint(1), l_1421);
device atomic_uint* l_1423 = &buffer_6[l_1422];
atomic_uint* l_1277 = l_1423;
const uint l_1278 = atomic_fetch_add_explicit(l_1277, uint(1), memory_order_relaxed);
const uint l_1279 = info.static_meta[uint(12)];
const bool l_1280 = l_1278 < l_1279;
if (l_1280) {
const uint l_1424 = info.static_meta[uint(5)];
const uint l_1425 = l_1424 * uint(1);
const bool l_1426 = l_1278 < l_1425;
if (l_1426) {
buffer_5[l_1278] = l_1276;
}
}
}
}
}

}
