@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<u32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<u32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<atomic<u32>>;

struct info_st {
   static_meta: array<u32, 14>,
}

@group(0)
@binding(7)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn phase2(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_1003: u32;
var l_mut_103: u32;
var l_mut_109: u32;
var l_mut_160: u32;
var l_mut_166: u32;
var l_mut_228: u32;
var l_mut_234: u32;
var l_mut_284: u32;
var l_mut_290: u32;
var l_mut_45: u32;
var l_mut_612: bool;
var l_mut_619: bool;
var l_mut_644: u32;
var l_mut_650: u32;
var l_mut_656: u32;
var l_mut_683: u32;
var l_mut_690: u32;
var l_mut_701: u32;
var l_mut_702: u32;
var l_mut_703: u32;
var l_mut_706: u32;
var l_mut_707: u32;
var l_mut_712: u32;
var l_mut_82: u32;
var l_mut_890: bool;
var l_mut_907: bool;
var l_mut_97: u32;
var l_mut_998: u32;
let l_0 = id == u32(0);
if l_0 {
let l_1281 = info.static_meta[u32(6)];
let l_1282 = l_1281 * u32(1);
let l_1283 = l_1282 - u32(1);
let l_1284 = min(u32(3), l_1283);
let l_1285 = &buffer_6_global[l_1284];
let l_1 = l_1285;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = info.static_meta[u32(11)];
let l_4 = l_3 * u32(8);
let l_5 = id < l_4;
if l_5 {
let l_6 = u32(2) * u32(0);
let l_1286 = info.static_meta[u32(3)];
let l_1287 = l_1286 * u32(1);
let l_1288 = l_6 < l_1287;
let l_1289 = l_1287 - u32(1);
let l_1290 = min(l_6, l_1289);
let l_1291 = buffer_3_global[l_1290];
let l_1292 = select(u32(0), l_1291, l_1288);
let l_7 = l_1292;
let l_8 = u32(2) * u32(0);
let l_9 = l_8 + u32(1);
let l_1293 = info.static_meta[u32(3)];
let l_1294 = l_1293 * u32(1);
let l_1295 = l_9 < l_1294;
let l_1296 = l_1294 - u32(1);
let l_1297 = min(l_9, l_1296);
let l_1298 = buffer_3_global[l_1297];
let l_1299 = select(u32(0), l_1298, l_1295);
let l_10 = l_1299;
let l_11 = u32(2) * u32(1);
let l_1300 = info.static_meta[u32(3)];
let l_1301 = l_1300 * u32(1);
let l_1302 = l_11 < l_1301;
let l_1303 = l_1301 - u32(1);
let l_1304 = min(l_11, l_1303);
let l_1305 = buffer_3_global[l_1304];
let l_1306 = select(u32(0), l_1305, l_1302);
let l_12 = l_1306;
let l_13 = u32(2) * u32(1);
let l_14 = l_13 + u32(1);
let l_1307 = info.static_meta[u32(3)];
let l_1308 = l_1307 * u32(1);
let l_1309 = l_14 < l_1308;
let l_1310 = l_1308 - u32(1);
let l_1311 = min(l_14, l_1310);
let l_1312 = buffer_3_global[l_1311];
let l_1313 = select(u32(0), l_1312, l_1309);
let l_15 = l_1313;
let l_16 = u32(2) * u32(2);
let l_1314 = info.static_meta[u32(3)];
let l_1315 = l_1314 * u32(1);
let l_1316 = l_16 < l_1315;
let l_1317 = l_1315 - u32(1);
let l_1318 = min(l_16, l_1317);
let l_1319 = buffer_3_global[l_1318];
let l_1320 = select(u32(0), l_1319, l_1316);
let l_17 = l_1320;
let l_18 = u32(2) * u32(2);
let l_19 = l_18 + u32(1);
let l_1321 = info.static_meta[u32(3)];
let l_1322 = l_1321 * u32(1);
let l_1323 = l_19 < l_1322;
let l_1324 = l_1322 - u32(1);
let l_1325 = min(l_19, l_1324);
let l_1326 = buffer_3_global[l_1325];
let l_1327 = select(u32(0), l_1326, l_1323);
let l_20 = l_1327;
let l_21 = u32(2) * u32(3);
let l_1328 = info.static_meta[u32(3)];
let l_1329 = l_1328 * u32(1);
let l_1330 = l_21 < l_1329;
let l_1331 = l_1329 - u32(1);
let l_1332 = min(l_21, l_1331);
let l_1333 = buffer_3_global[l_1332];
let l_1334 = select(u32(0), l_1333, l_1330);
let l_22 = l_1334;
let l_23 = u32(2) * u32(3);
let l_24 = l_23 + u32(1);
let l_1335 = info.static_meta[u32(3)];
let l_1336 = l_1335 * u32(1);
let l_1337 = l_24 < l_1336;
let l_1338 = l_1336 - u32(1);
let l_1339 = min(l_24, l_1338);
let l_1340 = buffer_3_global[l_1339];
let l_1341 = select(u32(0), l_1340, l_1337);
let l_25 = l_1341;
let l_26 = u32(2) * u32(4);
let l_1342 = info.static_meta[u32(3)];
let l_1343 = l_1342 * u32(1);
let l_1344 = l_26 < l_1343;
let l_1345 = l_1343 - u32(1);
let l_1346 = min(l_26, l_1345);
let l_1347 = buffer_3_global[l_1346];
let l_1348 = select(u32(0), l_1347, l_1344);
let l_27 = l_1348;
let l_28 = u32(2) * u32(4);
let l_29 = l_28 + u32(1);
let l_1349 = info.static_meta[u32(3)];
let l_1350 = l_1349 * u32(1);
let l_1351 = l_29 < l_1350;
let l_1352 = l_1350 - u32(1);
let l_1353 = min(l_29, l_1352);
let l_1354 = buffer_3_global[l_1353];
let l_1355 = select(u32(0), l_1354, l_1351);
let l_30 = l_1355;
let l_31 = u32(2) * u32(5);
let l_1356 = info.static_meta[u32(3)];
let l_1357 = l_1356 * u32(1);
let l_1358 = l_31 < l_1357;
let l_1359 = l_1357 - u32(1);
let l_1360 = min(l_31, l_1359);
let l_1361 = buffer_3_global[l_1360];
let l_1362 = select(u32(0), l_1361, l_1358);
let l_32 = l_1362;
let l_33 = u32(2) * u32(5);
let l_34 = l_33 + u32(1);
let l_1363 = info.static_meta[u32(3)];
let l_1364 = l_1363 * u32(1);
let l_1365 = l_34 < l_1364;
let l_1366 = l_1364 - u32(1);
let l_1367 = min(l_34, l_1366);
let l_1368 = buffer_3_global[l_1367];
let l_1369 = select(u32(0), l_1368, l_1365);
let l_35 = l_1369;
let l_36 = id / u32(8);
let l_1370 = info.static_meta[u32(4)];
let l_1371 = l_1370 * u32(1);
let l_1372 = l_36 < l_1371;
let l_1373 = l_1371 - u32(1);
let l_1374 = min(l_36, l_1373);
let l_1375 = buffer_4_global[l_1374];
let l_1376 = select(u32(0), l_1375, l_1372);
let l_37 = l_1376;
let l_38 = id % u32(8);
let l_39 = l_7 / u32(8);
let l_40 = l_38 * l_39;
let l_41 = l_37 * l_7;
let l_1377 = u64(l_37);
let l_1378 = u64(l_7);
let l_1379 = l_1377 * l_1378;
let l_1380 = l_1379 >> u32(bitcast<u64>(u64(32)));
let l_1381 = u32(bitcast<u64>(l_1380));
let l_42 = l_1381;
let l_43 = u32(0) * l_7;
let l_44 = l_42 + l_43;
l_mut_45 = u32(0);
let l_46 = l_44 < l_35;
let l_47 = l_44 == l_35;
let l_48 = l_41 < l_32;
let l_49 = l_47 && l_48;
let l_50 = l_46 || l_49;
if l_50 {
let l_51 = l_32 - l_41;
let l_52 = l_35 - l_44;
let l_53 = l_32 < l_41;
let l_54 = u32(l_53);
let l_55 = l_52 - l_54;
l_mut_45 = l_7;
let l_56 = l_55 < u32(0);
let l_57 = l_55 == u32(0);
let l_58 = l_51 < l_7;
let l_59 = l_57 && l_58;
let l_60 = l_56 || l_59;
if l_60 {
l_mut_45 = l_51;
}
}
let l_61 = l_40 < l_mut_45;
if l_61 {
let l_62 = u32(2) * l_37;
let l_1382 = info.static_meta[u32(0)];
let l_1383 = l_1382 * u32(1);
let l_1384 = l_62 < l_1383;
let l_1385 = l_1383 - u32(1);
let l_1386 = min(l_62, l_1385);
let l_1387 = buffer_0_global[l_1386];
let l_1388 = select(u32(0), l_1387, l_1384);
let l_63 = l_1388;
let l_64 = u32(2) * l_37;
let l_65 = l_64 + u32(1);
let l_1389 = info.static_meta[u32(0)];
let l_1390 = l_1389 * u32(1);
let l_1391 = l_65 < l_1390;
let l_1392 = l_1390 - u32(1);
let l_1393 = min(l_65, l_1392);
let l_1394 = buffer_0_global[l_1393];
let l_1395 = select(u32(0), l_1394, l_1391);
let l_66 = l_1395;
let l_67 = u32(2) * l_37;
let l_1396 = info.static_meta[u32(1)];
let l_1397 = l_1396 * u32(1);
let l_1398 = l_67 < l_1397;
let l_1399 = l_1397 - u32(1);
let l_1400 = min(l_67, l_1399);
let l_1401 = buffer_1_global[l_1400];
let l_1402 = select(u32(0), l_1401, l_1398);
let l_68 = l_1402;
let l_69 = u32(2) * l_37;
let l_70 = l_69 + u32(1);
let l_1403 = info.static_meta[u32(1)];
let l_1404 = l_1403 * u32(1);
let l_1405 = l_70 < l_1404;
let l_1406 = l_1404 - u32(1);
let l_1407 = min(l_70, l_1406);
let l_1408 = buffer_1_global[l_1407];
let l_1409 = select(u32(0), l_1408, l_1405);
let l_71 = l_1409;
let l_72 = u32(2) * l_37;
let l_1410 = info.static_meta[u32(2)];
let l_1411 = l_1410 * u32(1);
let l_1412 = l_72 < l_1411;
let l_1413 = l_1411 - u32(1);
let l_1414 = min(l_72, l_1413);
let l_1415 = buffer_2_global[l_1414];
let l_1416 = select(u32(0), l_1415, l_1412);
let l_73 = l_1416;
let l_74 = u32(2) * l_37;
let l_75 = l_74 + u32(1);
let l_1417 = info.static_meta[u32(2)];
let l_1418 = l_1417 * u32(1);
let l_1419 = l_75 < l_1418;
let l_1420 = l_1418 - u32(1);
let l_1421 = min(l_75, l_1420);
let l_1422 = buffer_2_global[l_1421];
let l_1423 = select(u32(0), l_1422, l_1419);
let l_76 = l_1423;
let l_77 = l_7 / u32(8);
let l_78 = l_38 * l_77;
let l_79 = l_78 + l_78;
let l_80 = l_76 >> u32(31);
let l_81 = l_80 == u32(1);
l_mut_45 = l_73;
l_mut_82 = l_76;
if l_81 {
let l_83 = u32(0) - l_73;
let l_84 = u32(0) - l_76;
let l_85 = u32(0) < l_73;
let l_86 = u32(l_85);
let l_87 = l_84 - l_86;
l_mut_45 = l_83;
l_mut_82 = l_87;
}
let l_88 = l_mut_45 * l_79;
let l_89 = l_mut_82 * l_79;
let l_1424 = u64(l_mut_45);
let l_1425 = u64(l_79);
let l_1426 = l_1424 * l_1425;
let l_1427 = l_1426 >> u32(bitcast<u64>(u64(32)));
let l_1428 = u32(bitcast<u64>(l_1427));
let l_90 = l_1428;
let l_91 = l_90 + l_89;
let l_1429 = u64(l_mut_82);
let l_1430 = u64(l_79);
let l_1431 = l_1429 * l_1430;
let l_1432 = l_1431 >> u32(bitcast<u64>(u64(32)));
let l_1433 = u32(bitcast<u64>(l_1432));
let l_92 = l_1433;
let l_93 = l_91 < l_89;
let l_94 = u32(l_93);
let l_95 = l_92 + l_94;
let l_96 = l_12 % u32(32);
l_mut_97 = l_88;
let l_98 = l_96 > u32(0);
if l_98 {
let l_99 = l_88 >> l_96;
let l_100 = u32(32) - l_96;
let l_101 = l_91 << l_100;
let l_102 = l_99 | l_101;
l_mut_97 = l_102;
}
l_mut_103 = l_91;
let l_104 = l_96 > u32(0);
if l_104 {
let l_105 = l_91 >> l_96;
let l_106 = u32(32) - l_96;
let l_107 = l_95 << l_106;
let l_108 = l_105 | l_107;
l_mut_103 = l_108;
}
l_mut_109 = l_mut_97;
l_mut_97 = l_mut_103;
let l_110 = l_12 >= u32(64);
if l_110 {
l_mut_109 = l_95;
l_mut_97 = u32(0);
} else {
let l_111 = l_12 >= u32(32);
if l_111 {
l_mut_103 = l_91;
let l_112 = l_96 > u32(0);
if l_112 {
let l_113 = l_91 >> l_96;
let l_114 = u32(32) - l_96;
let l_115 = l_95 << l_114;
let l_116 = l_113 | l_115;
l_mut_103 = l_116;
}
let l_117 = l_95 >> l_96;
l_mut_109 = l_mut_103;
l_mut_97 = l_117;
}
}
l_mut_103 = l_mut_109;
l_mut_109 = l_mut_97;
if l_81 {
let l_118 = u32(0) - l_mut_103;
let l_119 = u32(0) - l_mut_109;
let l_120 = u32(0) < l_mut_103;
let l_121 = u32(l_120);
let l_122 = l_119 - l_121;
l_mut_103 = l_118;
l_mut_109 = l_122;
}
let l_123 = l_63 + l_mut_103;
let l_124 = l_66 + l_mut_109;
let l_125 = l_123 < l_63;
let l_126 = u32(l_125);
let l_127 = l_124 + l_126;
let l_128 = l_63 * l_78;
let l_1434 = u64(l_63);
let l_1435 = u64(l_78);
let l_1436 = l_1434 * l_1435;
let l_1437 = l_1436 >> u32(bitcast<u64>(u64(32)));
let l_1438 = u32(bitcast<u64>(l_1437));
let l_129 = l_1438;
let l_130 = l_66 * l_78;
let l_131 = l_129 + l_130;
let l_132 = l_68 + l_128;
let l_133 = l_71 + l_131;
let l_134 = l_132 < l_68;
let l_135 = u32(l_134);
let l_136 = l_133 + l_135;
l_mut_109 = u32(0);
l_mut_103 = u32(0);
let l_137 = l_78 < u32(65536);
if l_137 {
let l_138 = l_78 * l_78;
let l_139 = l_76 >> u32(31);
let l_140 = l_139 == u32(1);
l_mut_97 = l_73;
l_mut_82 = l_76;
if l_140 {
let l_141 = u32(0) - l_73;
let l_142 = u32(0) - l_76;
let l_143 = u32(0) < l_73;
let l_144 = u32(l_143);
let l_145 = l_142 - l_144;
l_mut_97 = l_141;
l_mut_82 = l_145;
}
let l_146 = l_mut_97 * l_138;
let l_147 = l_mut_82 * l_138;
let l_1439 = u64(l_mut_97);
let l_1440 = u64(l_138);
let l_1441 = l_1439 * l_1440;
let l_1442 = l_1441 >> u32(bitcast<u64>(u64(32)));
let l_1443 = u32(bitcast<u64>(l_1442));
let l_148 = l_1443;
let l_149 = l_148 + l_147;
let l_1444 = u64(l_mut_82);
let l_1445 = u64(l_138);
let l_1446 = l_1444 * l_1445;
let l_1447 = l_1446 >> u32(bitcast<u64>(u64(32)));
let l_1448 = u32(bitcast<u64>(l_1447));
let l_150 = l_1448;
let l_151 = l_149 < l_147;
let l_152 = u32(l_151);
let l_153 = l_150 + l_152;
let l_154 = l_12 % u32(32);
l_mut_45 = l_146;
let l_155 = l_154 > u32(0);
if l_155 {
let l_156 = l_146 >> l_154;
let l_157 = u32(32) - l_154;
let l_158 = l_149 << l_157;
let l_159 = l_156 | l_158;
l_mut_45 = l_159;
}
l_mut_160 = l_149;
let l_161 = l_154 > u32(0);
if l_161 {
let l_162 = l_149 >> l_154;
let l_163 = u32(32) - l_154;
let l_164 = l_153 << l_163;
let l_165 = l_162 | l_164;
l_mut_160 = l_165;
}
l_mut_166 = l_mut_45;
l_mut_45 = l_mut_160;
let l_167 = l_12 >= u32(64);
if l_167 {
l_mut_166 = l_153;
l_mut_45 = u32(0);
} else {
let l_168 = l_12 >= u32(32);
if l_168 {
l_mut_160 = l_149;
let l_169 = l_154 > u32(0);
if l_169 {
let l_170 = l_149 >> l_154;
let l_171 = u32(32) - l_154;
let l_172 = l_153 << l_171;
let l_173 = l_170 | l_172;
l_mut_160 = l_173;
}
let l_174 = l_153 >> l_154;
l_mut_166 = l_mut_160;
l_mut_45 = l_174;
}
}
l_mut_160 = l_mut_166;
l_mut_166 = l_mut_45;
if l_140 {
let l_175 = u32(0) - l_mut_160;
let l_176 = u32(0) - l_mut_166;
let l_177 = u32(0) < l_mut_160;
let l_178 = u32(l_177);
let l_179 = l_176 - l_178;
l_mut_160 = l_175;
l_mut_166 = l_179;
}
l_mut_109 = l_mut_160;
l_mut_103 = l_mut_166;
} else {
let l_180 = l_76 >> u32(31);
let l_181 = l_180 == u32(1);
l_mut_166 = l_73;
l_mut_160 = l_76;
if l_181 {
let l_182 = u32(0) - l_73;
let l_183 = u32(0) - l_76;
let l_184 = u32(0) < l_73;
let l_185 = u32(l_184);
let l_186 = l_183 - l_185;
l_mut_166 = l_182;
l_mut_160 = l_186;
}
let l_187 = l_mut_166 * l_78;
let l_188 = l_mut_160 * l_78;
let l_1449 = u64(l_mut_166);
let l_1450 = u64(l_78);
let l_1451 = l_1449 * l_1450;
let l_1452 = l_1451 >> u32(bitcast<u64>(u64(32)));
let l_1453 = u32(bitcast<u64>(l_1452));
let l_189 = l_1453;
let l_190 = l_189 + l_188;
let l_1454 = u64(l_mut_160);
let l_1455 = u64(l_78);
let l_1456 = l_1454 * l_1455;
let l_1457 = l_1456 >> u32(bitcast<u64>(u64(32)));
let l_1458 = u32(bitcast<u64>(l_1457));
let l_191 = l_1458;
let l_192 = l_190 < l_188;
let l_193 = u32(l_192);
let l_194 = l_191 + l_193;
let l_195 = u32(0) % u32(32);
l_mut_97 = l_187;
let l_196 = l_195 > u32(0);
if l_196 {
let l_197 = l_187 >> l_195;
let l_198 = u32(32) - l_195;
let l_199 = l_190 << l_198;
let l_200 = l_197 | l_199;
l_mut_97 = l_200;
}
l_mut_82 = l_190;
let l_201 = l_195 > u32(0);
if l_201 {
let l_202 = l_190 >> l_195;
let l_203 = u32(32) - l_195;
let l_204 = l_194 << l_203;
let l_205 = l_202 | l_204;
l_mut_82 = l_205;
}
l_mut_45 = l_mut_97;
l_mut_97 = l_mut_82;
let l_206 = u32(0) >= u32(64);
if l_206 {
l_mut_45 = l_194;
l_mut_97 = u32(0);
} else {
let l_207 = u32(0) >= u32(32);
if l_207 {
l_mut_82 = l_190;
let l_208 = l_195 > u32(0);
if l_208 {
let l_209 = l_190 >> l_195;
let l_210 = u32(32) - l_195;
let l_211 = l_194 << l_210;
let l_212 = l_209 | l_211;
l_mut_82 = l_212;
}
let l_213 = l_194 >> l_195;
l_mut_45 = l_mut_82;
l_mut_97 = l_213;
}
}
let l_214 = l_mut_166 * l_78;
let l_215 = l_mut_160 * l_78;
let l_1459 = u64(l_mut_166);
let l_1460 = u64(l_78);
let l_1461 = l_1459 * l_1460;
let l_1462 = l_1461 >> u32(bitcast<u64>(u64(32)));
let l_1463 = u32(bitcast<u64>(l_1462));
let l_216 = l_1463;
let l_217 = l_216 + l_215;
let l_1464 = u64(l_mut_160);
let l_1465 = u64(l_78);
let l_1466 = l_1464 * l_1465;
let l_1467 = l_1466 >> u32(bitcast<u64>(u64(32)));
let l_1468 = u32(bitcast<u64>(l_1467));
let l_218 = l_1468;
let l_219 = l_217 < l_215;
let l_220 = u32(l_219);
let l_221 = l_218 + l_220;
let l_222 = u32(64) % u32(32);
l_mut_82 = l_214;
let l_223 = l_222 > u32(0);
if l_223 {
let l_224 = l_214 >> l_222;
let l_225 = u32(32) - l_222;
let l_226 = l_217 << l_225;
let l_227 = l_224 | l_226;
l_mut_82 = l_227;
}
l_mut_228 = l_217;
let l_229 = l_222 > u32(0);
if l_229 {
let l_230 = l_217 >> l_222;
let l_231 = u32(32) - l_222;
let l_232 = l_221 << l_231;
let l_233 = l_230 | l_232;
l_mut_228 = l_233;
}
l_mut_234 = l_mut_82;
l_mut_82 = l_mut_228;
let l_235 = u32(64) >= u32(64);
if l_235 {
l_mut_234 = l_221;
l_mut_82 = u32(0);
} else {
let l_236 = u32(64) >= u32(32);
if l_236 {
l_mut_228 = l_217;
let l_237 = l_222 > u32(0);
if l_237 {
let l_238 = l_217 >> l_222;
let l_239 = u32(32) - l_222;
let l_240 = l_221 << l_239;
let l_241 = l_238 | l_240;
l_mut_228 = l_241;
}
let l_242 = l_221 >> l_222;
l_mut_234 = l_mut_228;
l_mut_82 = l_242;
}
}
let l_243 = l_mut_45 * l_78;
let l_244 = l_mut_97 * l_78;
let l_1469 = u64(l_mut_45);
let l_1470 = u64(l_78);
let l_1471 = l_1469 * l_1470;
let l_1472 = l_1471 >> u32(bitcast<u64>(u64(32)));
let l_1473 = u32(bitcast<u64>(l_1472));
let l_245 = l_1473;
let l_246 = l_245 + l_244;
let l_1474 = u64(l_mut_97);
let l_1475 = u64(l_78);
let l_1476 = l_1474 * l_1475;
let l_1477 = l_1476 >> u32(bitcast<u64>(u64(32)));
let l_1478 = u32(bitcast<u64>(l_1477));
let l_247 = l_1478;
let l_248 = l_246 < l_244;
let l_249 = u32(l_248);
let l_250 = l_247 + l_249;
let l_251 = u32(0) % u32(32);
l_mut_228 = l_243;
let l_252 = l_251 > u32(0);
if l_252 {
let l_253 = l_243 >> l_251;
let l_254 = u32(32) - l_251;
let l_255 = l_246 << l_254;
let l_256 = l_253 | l_255;
l_mut_228 = l_256;
}
l_mut_166 = l_246;
let l_257 = l_251 > u32(0);
if l_257 {
let l_258 = l_246 >> l_251;
let l_259 = u32(32) - l_251;
let l_260 = l_250 << l_259;
let l_261 = l_258 | l_260;
l_mut_166 = l_261;
}
l_mut_160 = l_mut_228;
l_mut_228 = l_mut_166;
let l_262 = u32(0) >= u32(64);
if l_262 {
l_mut_160 = l_250;
l_mut_228 = u32(0);
} else {
let l_263 = u32(0) >= u32(32);
if l_263 {
l_mut_166 = l_246;
let l_264 = l_251 > u32(0);
if l_264 {
let l_265 = l_246 >> l_251;
let l_266 = u32(32) - l_251;
let l_267 = l_250 << l_266;
let l_268 = l_265 | l_267;
l_mut_166 = l_268;
}
let l_269 = l_250 >> l_251;
l_mut_160 = l_mut_166;
l_mut_228 = l_269;
}
}
let l_270 = l_mut_45 * l_78;
let l_271 = l_mut_97 * l_78;
let l_1479 = u64(l_mut_45);
let l_1480 = u64(l_78);
let l_1481 = l_1479 * l_1480;
let l_1482 = l_1481 >> u32(bitcast<u64>(u64(32)));
let l_1483 = u32(bitcast<u64>(l_1482));
let l_272 = l_1483;
let l_273 = l_272 + l_271;
let l_1484 = u64(l_mut_97);
let l_1485 = u64(l_78);
let l_1486 = l_1484 * l_1485;
let l_1487 = l_1486 >> u32(bitcast<u64>(u64(32)));
let l_1488 = u32(bitcast<u64>(l_1487));
let l_274 = l_1488;
let l_275 = l_273 < l_271;
let l_276 = u32(l_275);
let l_277 = l_274 + l_276;
let l_278 = u32(64) % u32(32);
l_mut_166 = l_270;
let l_279 = l_278 > u32(0);
if l_279 {
let l_280 = l_270 >> l_278;
let l_281 = u32(32) - l_278;
let l_282 = l_273 << l_281;
let l_283 = l_280 | l_282;
l_mut_166 = l_283;
}
l_mut_284 = l_273;
let l_285 = l_278 > u32(0);
if l_285 {
let l_286 = l_273 >> l_278;
let l_287 = u32(32) - l_278;
let l_288 = l_277 << l_287;
let l_289 = l_286 | l_288;
l_mut_284 = l_289;
}
l_mut_290 = l_mut_166;
l_mut_166 = l_mut_284;
let l_291 = u32(64) >= u32(64);
if l_291 {
l_mut_290 = l_277;
l_mut_166 = u32(0);
} else {
let l_292 = u32(64) >= u32(32);
if l_292 {
l_mut_284 = l_273;
let l_293 = l_278 > u32(0);
if l_293 {
let l_294 = l_273 >> l_278;
let l_295 = u32(32) - l_278;
let l_296 = l_277 << l_295;
let l_297 = l_294 | l_296;
l_mut_284 = l_297;
}
let l_298 = l_277 >> l_278;
l_mut_290 = l_mut_284;
l_mut_166 = l_298;
}
}
let l_299 = l_mut_234 * l_78;
let l_1489 = u64(l_mut_234);
let l_1490 = u64(l_78);
let l_1491 = l_1489 * l_1490;
let l_1492 = l_1491 >> u32(bitcast<u64>(u64(32)));
let l_1493 = u32(bitcast<u64>(l_1492));
let l_300 = l_1493;
let l_301 = l_mut_82 * l_78;
let l_302 = l_300 + l_301;
let l_303 = l_mut_290 + l_299;
let l_304 = l_mut_166 + l_302;
let l_305 = l_303 < l_mut_290;
let l_306 = u32(l_305);
let l_307 = l_304 + l_306;
l_mut_109 = l_mut_160;
l_mut_103 = l_mut_228;
let l_308 = l_12 == u32(64);
if l_308 {
l_mut_109 = l_303;
l_mut_103 = l_307;
} else {
let l_309 = l_12 > u32(0);
if l_309 {
let l_310 = u32(64) - l_12;
l_mut_290 = l_303;
l_mut_284 = l_307;
let l_311 = l_310 >= u32(32);
if l_311 {
let l_312 = l_310 & u32(31);
let l_313 = l_303 << l_312;
l_mut_290 = u32(0);
l_mut_284 = l_313;
} else {
let l_314 = l_310 > u32(0);
if l_314 {
let l_315 = l_303 << l_310;
let l_316 = l_307 << l_310;
let l_317 = u32(32) - l_310;
let l_318 = l_303 >> l_317;
let l_319 = l_316 | l_318;
l_mut_290 = l_315;
l_mut_284 = l_319;
}
}
l_mut_234 = l_mut_160;
l_mut_166 = l_mut_228;
let l_320 = l_12 >= u32(32);
if l_320 {
let l_321 = l_12 & u32(31);
let l_322 = l_mut_228 >> l_321;
l_mut_234 = l_322;
l_mut_166 = u32(0);
} else {
let l_323 = l_12 > u32(0);
if l_323 {
l_mut_97 = l_mut_160;
let l_324 = l_12 > u32(0);
if l_324 {
let l_325 = l_mut_160 >> l_12;
let l_326 = u32(32) - l_12;
let l_327 = l_mut_228 << l_326;
let l_328 = l_325 | l_327;
l_mut_97 = l_328;
}
let l_329 = l_mut_228 >> l_12;
l_mut_234 = l_mut_97;
l_mut_166 = l_329;
}
}
let l_330 = l_mut_290 + l_mut_234;
let l_331 = l_mut_284 + l_mut_166;
let l_332 = l_330 < l_mut_290;
let l_333 = u32(l_332);
let l_334 = l_331 + l_333;
l_mut_109 = l_330;
l_mut_103 = l_334;
}
}
if l_181 {
let l_335 = u32(0) - l_mut_109;
let l_336 = u32(0) - l_mut_103;
let l_337 = u32(0) < l_mut_109;
let l_338 = u32(l_337);
let l_339 = l_336 - l_338;
l_mut_109 = l_335;
l_mut_103 = l_339;
}
}
let l_340 = l_132 + l_mut_109;
let l_341 = l_136 + l_mut_103;
let l_342 = l_340 < l_132;
let l_343 = u32(l_342);
let l_344 = l_341 + l_343;
let l_345 = l_76 >> u32(31);
let l_346 = l_345 == u32(1);
l_mut_290 = l_73;
l_mut_284 = l_76;
if l_346 {
let l_347 = u32(0) - l_73;
let l_348 = u32(0) - l_76;
let l_349 = u32(0) < l_73;
let l_350 = u32(l_349);
let l_351 = l_348 - l_350;
l_mut_290 = l_347;
l_mut_284 = l_351;
}
let l_352 = l_mut_290 * l_77;
let l_353 = l_mut_284 * l_77;
let l_1494 = u64(l_mut_290);
let l_1495 = u64(l_77);
let l_1496 = l_1494 * l_1495;
let l_1497 = l_1496 >> u32(bitcast<u64>(u64(32)));
let l_1498 = u32(bitcast<u64>(l_1497));
let l_354 = l_1498;
let l_355 = l_354 + l_353;
let l_1499 = u64(l_mut_284);
let l_1500 = u64(l_77);
let l_1501 = l_1499 * l_1500;
let l_1502 = l_1501 >> u32(bitcast<u64>(u64(32)));
let l_1503 = u32(bitcast<u64>(l_1502));
let l_356 = l_1503;
let l_357 = l_355 < l_353;
let l_358 = u32(l_357);
let l_359 = l_356 + l_358;
let l_360 = l_12 % u32(32);
l_mut_234 = l_352;
let l_361 = l_360 > u32(0);
if l_361 {
let l_362 = l_352 >> l_360;
let l_363 = u32(32) - l_360;
let l_364 = l_355 << l_363;
let l_365 = l_362 | l_364;
l_mut_234 = l_365;
}
l_mut_228 = l_355;
let l_366 = l_360 > u32(0);
if l_366 {
let l_367 = l_355 >> l_360;
let l_368 = u32(32) - l_360;
let l_369 = l_359 << l_368;
let l_370 = l_367 | l_369;
l_mut_228 = l_370;
}
l_mut_166 = l_mut_234;
l_mut_234 = l_mut_228;
let l_371 = l_12 >= u32(64);
if l_371 {
l_mut_166 = l_359;
l_mut_234 = u32(0);
} else {
let l_372 = l_12 >= u32(32);
if l_372 {
l_mut_228 = l_355;
let l_373 = l_360 > u32(0);
if l_373 {
let l_374 = l_355 >> l_360;
let l_375 = u32(32) - l_360;
let l_376 = l_359 << l_375;
let l_377 = l_374 | l_376;
l_mut_228 = l_377;
}
let l_378 = l_359 >> l_360;
l_mut_166 = l_mut_228;
l_mut_234 = l_378;
}
}
l_mut_290 = l_mut_166;
l_mut_284 = l_mut_234;
if l_346 {
let l_379 = u32(0) - l_mut_290;
let l_380 = u32(0) - l_mut_284;
let l_381 = u32(0) < l_mut_290;
let l_382 = u32(l_381);
let l_383 = l_380 - l_382;
l_mut_290 = l_379;
l_mut_284 = l_383;
}
let l_384 = l_123 + l_mut_290;
let l_385 = l_127 + l_mut_284;
let l_386 = l_384 < l_123;
let l_387 = u32(l_386);
let l_388 = l_385 + l_387;
let l_389 = l_12 + u32(3);
l_mut_290 = u32(0);
l_mut_284 = u32(0);
let l_390 = l_77 < u32(65536);
if l_390 {
let l_391 = l_77 * l_77;
let l_392 = l_76 >> u32(31);
let l_393 = l_392 == u32(1);
l_mut_234 = l_73;
l_mut_228 = l_76;
if l_393 {
let l_394 = u32(0) - l_73;
let l_395 = u32(0) - l_76;
let l_396 = u32(0) < l_73;
let l_397 = u32(l_396);
let l_398 = l_395 - l_397;
l_mut_234 = l_394;
l_mut_228 = l_398;
}
let l_399 = l_mut_234 * l_391;
let l_400 = l_mut_228 * l_391;
let l_1504 = u64(l_mut_234);
let l_1505 = u64(l_391);
let l_1506 = l_1504 * l_1505;
let l_1507 = l_1506 >> u32(bitcast<u64>(u64(32)));
let l_1508 = u32(bitcast<u64>(l_1507));
let l_401 = l_1508;
let l_402 = l_401 + l_400;
let l_1509 = u64(l_mut_228);
let l_1510 = u64(l_391);
let l_1511 = l_1509 * l_1510;
let l_1512 = l_1511 >> u32(bitcast<u64>(u64(32)));
let l_1513 = u32(bitcast<u64>(l_1512));
let l_403 = l_1513;
let l_404 = l_402 < l_400;
let l_405 = u32(l_404);
let l_406 = l_403 + l_405;
let l_407 = l_389 % u32(32);
l_mut_166 = l_399;
let l_408 = l_407 > u32(0);
if l_408 {
let l_409 = l_399 >> l_407;
let l_410 = u32(32) - l_407;
let l_411 = l_402 << l_410;
let l_412 = l_409 | l_411;
l_mut_166 = l_412;
}
l_mut_160 = l_402;
let l_413 = l_407 > u32(0);
if l_413 {
let l_414 = l_402 >> l_407;
let l_415 = u32(32) - l_407;
let l_416 = l_406 << l_415;
let l_417 = l_414 | l_416;
l_mut_160 = l_417;
}
l_mut_109 = l_mut_166;
l_mut_166 = l_mut_160;
let l_418 = l_389 >= u32(64);
if l_418 {
l_mut_109 = l_406;
l_mut_166 = u32(0);
} else {
let l_419 = l_389 >= u32(32);
if l_419 {
l_mut_160 = l_402;
let l_420 = l_407 > u32(0);
if l_420 {
let l_421 = l_402 >> l_407;
let l_422 = u32(32) - l_407;
let l_423 = l_406 << l_422;
let l_424 = l_421 | l_423;
l_mut_160 = l_424;
}
let l_425 = l_406 >> l_407;
l_mut_109 = l_mut_160;
l_mut_166 = l_425;
}
}
l_mut_234 = l_mut_109;
l_mut_228 = l_mut_166;
if l_393 {
let l_426 = u32(0) - l_mut_234;
let l_427 = u32(0) - l_mut_228;
let l_428 = u32(0) < l_mut_234;
let l_429 = u32(l_428);
let l_430 = l_427 - l_429;
l_mut_234 = l_426;
l_mut_228 = l_430;
}
l_mut_290 = l_mut_234;
l_mut_284 = l_mut_228;
} else {
let l_431 = l_76 >> u32(31);
let l_432 = l_431 == u32(1);
l_mut_234 = l_73;
l_mut_228 = l_76;
if l_432 {
let l_433 = u32(0) - l_73;
let l_434 = u32(0) - l_76;
let l_435 = u32(0) < l_73;
let l_436 = u32(l_435);
let l_437 = l_434 - l_436;
l_mut_234 = l_433;
l_mut_228 = l_437;
}
let l_438 = l_mut_234 * l_77;
let l_439 = l_mut_228 * l_77;
let l_1514 = u64(l_mut_234);
let l_1515 = u64(l_77);
let l_1516 = l_1514 * l_1515;
let l_1517 = l_1516 >> u32(bitcast<u64>(u64(32)));
let l_1518 = u32(bitcast<u64>(l_1517));
let l_440 = l_1518;
let l_441 = l_440 + l_439;
let l_1519 = u64(l_mut_228);
let l_1520 = u64(l_77);
let l_1521 = l_1519 * l_1520;
let l_1522 = l_1521 >> u32(bitcast<u64>(u64(32)));
let l_1523 = u32(bitcast<u64>(l_1522));
let l_442 = l_1523;
let l_443 = l_441 < l_439;
let l_444 = u32(l_443);
let l_445 = l_442 + l_444;
let l_446 = u32(0) % u32(32);
l_mut_166 = l_438;
let l_447 = l_446 > u32(0);
if l_447 {
let l_448 = l_438 >> l_446;
let l_449 = u32(32) - l_446;
let l_450 = l_441 << l_449;
let l_451 = l_448 | l_450;
l_mut_166 = l_451;
}
l_mut_160 = l_441;
let l_452 = l_446 > u32(0);
if l_452 {
let l_453 = l_441 >> l_446;
let l_454 = u32(32) - l_446;
let l_455 = l_445 << l_454;
let l_456 = l_453 | l_455;
l_mut_160 = l_456;
}
l_mut_109 = l_mut_166;
l_mut_166 = l_mut_160;
let l_457 = u32(0) >= u32(64);
if l_457 {
l_mut_109 = l_445;
l_mut_166 = u32(0);
} else {
let l_458 = u32(0) >= u32(32);
if l_458 {
l_mut_160 = l_441;
let l_459 = l_446 > u32(0);
if l_459 {
let l_460 = l_441 >> l_446;
let l_461 = u32(32) - l_446;
let l_462 = l_445 << l_461;
let l_463 = l_460 | l_462;
l_mut_160 = l_463;
}
let l_464 = l_445 >> l_446;
l_mut_109 = l_mut_160;
l_mut_166 = l_464;
}
}
let l_465 = l_mut_234 * l_77;
let l_466 = l_mut_228 * l_77;
let l_1524 = u64(l_mut_234);
let l_1525 = u64(l_77);
let l_1526 = l_1524 * l_1525;
let l_1527 = l_1526 >> u32(bitcast<u64>(u64(32)));
let l_1528 = u32(bitcast<u64>(l_1527));
let l_467 = l_1528;
let l_468 = l_467 + l_466;
let l_1529 = u64(l_mut_228);
let l_1530 = u64(l_77);
let l_1531 = l_1529 * l_1530;
let l_1532 = l_1531 >> u32(bitcast<u64>(u64(32)));
let l_1533 = u32(bitcast<u64>(l_1532));
let l_469 = l_1533;
let l_470 = l_468 < l_466;
let l_471 = u32(l_470);
let l_472 = l_469 + l_471;
let l_473 = u32(64) % u32(32);
l_mut_160 = l_465;
let l_474 = l_473 > u32(0);
if l_474 {
let l_475 = l_465 >> l_473;
let l_476 = u32(32) - l_473;
let l_477 = l_468 << l_476;
let l_478 = l_475 | l_477;
l_mut_160 = l_478;
}
l_mut_103 = l_468;
let l_479 = l_473 > u32(0);
if l_479 {
let l_480 = l_468 >> l_473;
let l_481 = u32(32) - l_473;
let l_482 = l_472 << l_481;
let l_483 = l_480 | l_482;
l_mut_103 = l_483;
}
l_mut_97 = l_mut_160;
l_mut_160 = l_mut_103;
let l_484 = u32(64) >= u32(64);
if l_484 {
l_mut_97 = l_472;
l_mut_160 = u32(0);
} else {
let l_485 = u32(64) >= u32(32);
if l_485 {
l_mut_103 = l_468;
let l_486 = l_473 > u32(0);
if l_486 {
let l_487 = l_468 >> l_473;
let l_488 = u32(32) - l_473;
let l_489 = l_472 << l_488;
let l_490 = l_487 | l_489;
l_mut_103 = l_490;
}
let l_491 = l_472 >> l_473;
l_mut_97 = l_mut_103;
l_mut_160 = l_491;
}
}
let l_492 = l_mut_109 * l_77;
let l_493 = l_mut_166 * l_77;
let l_1534 = u64(l_mut_109);
let l_1535 = u64(l_77);
let l_1536 = l_1534 * l_1535;
let l_1537 = l_1536 >> u32(bitcast<u64>(u64(32)));
let l_1538 = u32(bitcast<u64>(l_1537));
let l_494 = l_1538;
let l_495 = l_494 + l_493;
let l_1539 = u64(l_mut_166);
let l_1540 = u64(l_77);
let l_1541 = l_1539 * l_1540;
let l_1542 = l_1541 >> u32(bitcast<u64>(u64(32)));
let l_1543 = u32(bitcast<u64>(l_1542));
let l_496 = l_1543;
let l_497 = l_495 < l_493;
let l_498 = u32(l_497);
let l_499 = l_496 + l_498;
let l_500 = u32(0) % u32(32);
l_mut_234 = l_492;
let l_501 = l_500 > u32(0);
if l_501 {
let l_502 = l_492 >> l_500;
let l_503 = u32(32) - l_500;
let l_504 = l_495 << l_503;
let l_505 = l_502 | l_504;
l_mut_234 = l_505;
}
l_mut_228 = l_495;
let l_506 = l_500 > u32(0);
if l_506 {
let l_507 = l_495 >> l_500;
let l_508 = u32(32) - l_500;
let l_509 = l_499 << l_508;
let l_510 = l_507 | l_509;
l_mut_228 = l_510;
}
l_mut_103 = l_mut_234;
l_mut_234 = l_mut_228;
let l_511 = u32(0) >= u32(64);
if l_511 {
l_mut_103 = l_499;
l_mut_234 = u32(0);
} else {
let l_512 = u32(0) >= u32(32);
if l_512 {
l_mut_228 = l_495;
let l_513 = l_500 > u32(0);
if l_513 {
let l_514 = l_495 >> l_500;
let l_515 = u32(32) - l_500;
let l_516 = l_499 << l_515;
let l_517 = l_514 | l_516;
l_mut_228 = l_517;
}
let l_518 = l_499 >> l_500;
l_mut_103 = l_mut_228;
l_mut_234 = l_518;
}
}
let l_519 = l_mut_109 * l_77;
let l_520 = l_mut_166 * l_77;
let l_1544 = u64(l_mut_109);
let l_1545 = u64(l_77);
let l_1546 = l_1544 * l_1545;
let l_1547 = l_1546 >> u32(bitcast<u64>(u64(32)));
let l_1548 = u32(bitcast<u64>(l_1547));
let l_521 = l_1548;
let l_522 = l_521 + l_520;
let l_1549 = u64(l_mut_166);
let l_1550 = u64(l_77);
let l_1551 = l_1549 * l_1550;
let l_1552 = l_1551 >> u32(bitcast<u64>(u64(32)));
let l_1553 = u32(bitcast<u64>(l_1552));
let l_523 = l_1553;
let l_524 = l_522 < l_520;
let l_525 = u32(l_524);
let l_526 = l_523 + l_525;
let l_527 = u32(64) % u32(32);
l_mut_228 = l_519;
let l_528 = l_527 > u32(0);
if l_528 {
let l_529 = l_519 >> l_527;
let l_530 = u32(32) - l_527;
let l_531 = l_522 << l_530;
let l_532 = l_529 | l_531;
l_mut_228 = l_532;
}
l_mut_82 = l_522;
let l_533 = l_527 > u32(0);
if l_533 {
let l_534 = l_522 >> l_527;
let l_535 = u32(32) - l_527;
let l_536 = l_526 << l_535;
let l_537 = l_534 | l_536;
l_mut_82 = l_537;
}
l_mut_45 = l_mut_228;
l_mut_228 = l_mut_82;
let l_538 = u32(64) >= u32(64);
if l_538 {
l_mut_45 = l_526;
l_mut_228 = u32(0);
} else {
let l_539 = u32(64) >= u32(32);
if l_539 {
l_mut_82 = l_522;
let l_540 = l_527 > u32(0);
if l_540 {
let l_541 = l_522 >> l_527;
let l_542 = u32(32) - l_527;
let l_543 = l_526 << l_542;
let l_544 = l_541 | l_543;
l_mut_82 = l_544;
}
let l_545 = l_526 >> l_527;
l_mut_45 = l_mut_82;
l_mut_228 = l_545;
}
}
let l_546 = l_mut_97 * l_77;
let l_1554 = u64(l_mut_97);
let l_1555 = u64(l_77);
let l_1556 = l_1554 * l_1555;
let l_1557 = l_1556 >> u32(bitcast<u64>(u64(32)));
let l_1558 = u32(bitcast<u64>(l_1557));
let l_547 = l_1558;
let l_548 = l_mut_160 * l_77;
let l_549 = l_547 + l_548;
let l_550 = l_mut_45 + l_546;
let l_551 = l_mut_228 + l_549;
let l_552 = l_550 < l_mut_45;
let l_553 = u32(l_552);
let l_554 = l_551 + l_553;
l_mut_290 = l_mut_103;
l_mut_284 = l_mut_234;
let l_555 = l_389 == u32(64);
if l_555 {
l_mut_290 = l_550;
l_mut_284 = l_554;
} else {
let l_556 = l_389 > u32(0);
if l_556 {
let l_557 = u32(64) - l_389;
l_mut_228 = l_550;
l_mut_166 = l_554;
let l_558 = l_557 >= u32(32);
if l_558 {
let l_559 = l_557 & u32(31);
let l_560 = l_550 << l_559;
l_mut_228 = u32(0);
l_mut_166 = l_560;
} else {
let l_561 = l_557 > u32(0);
if l_561 {
let l_562 = l_550 << l_557;
let l_563 = l_554 << l_557;
let l_564 = u32(32) - l_557;
let l_565 = l_550 >> l_564;
let l_566 = l_563 | l_565;
l_mut_228 = l_562;
l_mut_166 = l_566;
}
}
l_mut_160 = l_mut_103;
l_mut_109 = l_mut_234;
let l_567 = l_389 >= u32(32);
if l_567 {
let l_568 = l_389 & u32(31);
let l_569 = l_mut_234 >> l_568;
l_mut_160 = l_569;
l_mut_109 = u32(0);
} else {
let l_570 = l_389 > u32(0);
if l_570 {
l_mut_97 = l_mut_103;
let l_571 = l_389 > u32(0);
if l_571 {
let l_572 = l_mut_103 >> l_389;
let l_573 = u32(32) - l_389;
let l_574 = l_mut_234 << l_573;
let l_575 = l_572 | l_574;
l_mut_97 = l_575;
}
let l_576 = l_mut_234 >> l_389;
l_mut_160 = l_mut_97;
l_mut_109 = l_576;
}
}
let l_577 = l_mut_228 + l_mut_160;
let l_578 = l_mut_166 + l_mut_109;
let l_579 = l_577 < l_mut_228;
let l_580 = u32(l_579);
let l_581 = l_578 + l_580;
l_mut_290 = l_577;
l_mut_284 = l_581;
}
}
if l_432 {
let l_582 = u32(0) - l_mut_290;
let l_583 = u32(0) - l_mut_284;
let l_584 = u32(0) < l_mut_290;
let l_585 = u32(l_584);
let l_586 = l_583 - l_585;
l_mut_290 = l_582;
l_mut_284 = l_586;
}
}
let l_587 = l_340 - l_mut_290;
let l_588 = l_344 - l_mut_284;
let l_589 = l_340 < l_mut_290;
let l_590 = u32(l_589);
let l_591 = l_588 - l_590;
let l_592 = l_587 + l_22;
let l_593 = l_591 + l_25;
let l_594 = l_592 < l_587;
let l_595 = u32(l_594);
let l_596 = l_593 + l_595;
let l_597 = u32(0) - l_384;
let l_598 = u32(0) - l_388;
let l_599 = u32(0) < l_384;
let l_600 = u32(l_599);
let l_601 = l_598 - l_600;
let l_602 = l_22 + l_22;
let l_603 = l_25 + l_25;
let l_604 = l_602 < l_22;
let l_605 = u32(l_604);
let l_606 = l_603 + l_605;
l_mut_290 = l_597;
l_mut_284 = l_601;
let l_607 = u32(0) - l_597;
let l_608 = u32(0) - l_601;
let l_609 = u32(0) < l_597;
let l_610 = u32(l_609);
let l_611 = l_608 - l_610;
l_mut_234 = l_607;
l_mut_228 = l_611;
l_mut_166 = l_592;
l_mut_160 = l_596;
l_mut_109 = u32(1);
l_mut_103 = u32(1);
l_mut_612 = bool(false);
let l_613 = l_mut_160 < l_606;
let l_614 = l_mut_160 == l_606;
let l_615 = l_mut_166 < l_602;
let l_616 = l_614 && l_615;
let l_617 = l_613 || l_616;
let l_618 = !l_617;
l_mut_619 = l_618;
let l_620 = l_597 | l_601;
let l_621 = l_620 == u32(0);
if l_621 {
l_mut_612 = l_mut_619;
l_mut_619 = bool(false);
}
if l_mut_619 {
let l_622 = l_601 >> u32(31);
let l_623 = l_622 == u32(1);
l_mut_97 = l_597;
l_mut_82 = l_601;
if l_623 {
let l_624 = u32(0) - l_597;
let l_625 = u32(0) - l_601;
let l_626 = u32(0) < l_597;
let l_627 = u32(l_626);
let l_628 = l_625 - l_627;
l_mut_97 = l_624;
l_mut_82 = l_628;
}
let l_629 = l_77 - u32(1);
let l_630 = l_mut_97 * l_629;
let l_1559 = u64(l_mut_97);
let l_1560 = u64(l_629);
let l_1561 = l_1559 * l_1560;
let l_1562 = l_1561 >> u32(bitcast<u64>(u64(32)));
let l_1563 = u32(bitcast<u64>(l_1562));
let l_631 = l_1563;
let l_632 = l_mut_82 * l_629;
let l_633 = l_631 + l_632;
l_mut_45 = u32(0);
let l_634 = l_77 - u32(1);
let l_635 = l_mut_97 * l_634;
let l_636 = l_mut_82 * l_634;
let l_1564 = u64(l_mut_97);
let l_1565 = u64(l_634);
let l_1566 = l_1564 * l_1565;
let l_1567 = l_1566 >> u32(bitcast<u64>(u64(32)));
let l_1568 = u32(bitcast<u64>(l_1567));
let l_637 = l_1568;
let l_638 = l_637 + l_636;
let l_1569 = u64(l_mut_82);
let l_1570 = u64(l_634);
let l_1571 = l_1569 * l_1570;
let l_1572 = l_1571 >> u32(bitcast<u64>(u64(32)));
let l_1573 = u32(bitcast<u64>(l_1572));
let l_639 = l_1573;
let l_640 = l_638 < l_636;
let l_641 = u32(l_640);
let l_642 = l_639 + l_641;
let l_643 = u32(64) % u32(32);
l_mut_644 = l_635;
let l_645 = l_643 > u32(0);
if l_645 {
let l_646 = l_635 >> l_643;
let l_647 = u32(32) - l_643;
let l_648 = l_638 << l_647;
let l_649 = l_646 | l_648;
l_mut_644 = l_649;
}
l_mut_650 = l_638;
let l_651 = l_643 > u32(0);
if l_651 {
let l_652 = l_638 >> l_643;
let l_653 = u32(32) - l_643;
let l_654 = l_642 << l_653;
let l_655 = l_652 | l_654;
l_mut_650 = l_655;
}
l_mut_656 = l_mut_644;
l_mut_644 = l_mut_650;
let l_657 = u32(64) >= u32(64);
if l_657 {
l_mut_656 = l_642;
l_mut_644 = u32(0);
} else {
let l_658 = u32(64) >= u32(32);
if l_658 {
l_mut_650 = l_638;
let l_659 = l_643 > u32(0);
if l_659 {
let l_660 = l_638 >> l_643;
let l_661 = u32(32) - l_643;
let l_662 = l_642 << l_661;
let l_663 = l_660 | l_662;
l_mut_650 = l_663;
}
let l_664 = l_642 >> l_643;
l_mut_656 = l_mut_650;
l_mut_644 = l_664;
}
}
let l_665 = l_mut_656 | l_mut_644;
let l_666 = l_665 == u32(0);
if l_666 {
l_mut_656 = l_592;
l_mut_650 = l_596;
if l_623 {
let l_667 = u32(0) - l_592;
let l_668 = u32(0) - l_596;
let l_669 = u32(0) < l_592;
let l_670 = u32(l_669);
let l_671 = l_668 - l_670;
let l_672 = l_592 | l_596;
let l_673 = l_672 == u32(0);
let l_674 = !l_673;
let l_675 = l_633 < l_671;
let l_676 = l_633 == l_671;
let l_677 = l_630 < l_667;
let l_678 = l_676 && l_677;
let l_679 = l_675 || l_678;
let l_680 = !l_679;
let l_681 = l_674 && l_680;
if l_681 {
let l_682 = l_77 - u32(1);
l_mut_644 = l_667;
l_mut_683 = l_671;
let l_684 = l_671 < l_mut_82;
let l_685 = l_671 == l_mut_82;
let l_686 = l_667 < l_mut_97;
let l_687 = l_685 && l_686;
let l_688 = l_684 || l_687;
let l_689 = !l_688;
if l_689 {
l_mut_690 = u32(0);
let l_691 = l_mut_82 < l_671;
let l_692 = l_mut_82 == l_671;
let l_693 = l_mut_97 < l_667;
let l_694 = l_692 && l_693;
let l_695 = l_691 || l_694;
if l_695 {
let l_696 = l_667 - u32(1);
let l_697 = l_671 - u32(0);
let l_698 = l_667 < u32(1);
let l_699 = u32(l_698);
let l_700 = l_697 - l_699;
l_mut_701 = l_696;
l_mut_702 = l_700;
l_mut_703 = u32(0);

for (var l_mut_704: u32 = u32(0); l_mut_704 < u32(20); l_mut_704++) {
let l_705 = u32(19) - l_mut_704;
l_mut_706 = l_mut_701;
l_mut_707 = l_mut_702;
let l_708 = l_705 >= u32(32);
if l_708 {
let l_709 = l_705 & u32(31);
let l_710 = l_mut_702 >> l_709;
l_mut_706 = l_710;
l_mut_707 = u32(0);
} else {
let l_711 = l_705 > u32(0);
if l_711 {
l_mut_712 = l_mut_701;
let l_713 = l_705 > u32(0);
if l_713 {
let l_714 = l_mut_701 >> l_705;
let l_715 = u32(32) - l_705;
let l_716 = l_mut_702 << l_715;
let l_717 = l_714 | l_716;
l_mut_712 = l_717;
}
let l_718 = l_mut_702 >> l_705;
l_mut_706 = l_mut_712;
l_mut_707 = l_718;
}
}
let l_719 = l_mut_707 < l_mut_82;
let l_720 = l_mut_707 == l_mut_82;
let l_721 = l_mut_706 < l_mut_97;
let l_722 = l_720 && l_721;
let l_723 = l_719 || l_722;
let l_724 = !l_723;
if l_724 {
l_mut_712 = l_mut_97;
l_mut_707 = l_mut_82;
let l_725 = l_705 >= u32(32);
if l_725 {
let l_726 = l_705 & u32(31);
let l_727 = l_mut_97 << l_726;
l_mut_712 = u32(0);
l_mut_707 = l_727;
} else {
let l_728 = l_705 > u32(0);
if l_728 {
let l_729 = l_mut_97 << l_705;
let l_730 = l_mut_82 << l_705;
let l_731 = u32(32) - l_705;
let l_732 = l_mut_97 >> l_731;
let l_733 = l_730 | l_732;
l_mut_712 = l_729;
l_mut_707 = l_733;
}
}
let l_734 = l_mut_701 - l_mut_712;
let l_735 = l_mut_702 - l_mut_707;
let l_736 = l_mut_701 < l_mut_712;
let l_737 = u32(l_736);
let l_738 = l_735 - l_737;
l_mut_701 = l_734;
l_mut_702 = l_738;
let l_739 = u32(1) << l_705;
l_mut_703 = l_mut_703 | l_739;
}
}
let l_740 = min(l_mut_703, l_682);
l_mut_712 = l_740;
let l_741 = l_mut_702 < l_mut_82;
let l_742 = l_mut_702 == l_mut_82;
let l_743 = l_mut_701 < l_mut_97;
let l_744 = l_742 && l_743;
let l_745 = l_741 || l_744;
let l_746 = !l_745;
if l_746 {
l_mut_712 = l_682;
}
l_mut_690 = l_mut_712;
}
let l_747 = l_mut_97 * l_mut_690;
let l_1574 = u64(l_mut_97);
let l_1575 = u64(l_mut_690);
let l_1576 = l_1574 * l_1575;
let l_1577 = l_1576 >> u32(bitcast<u64>(u64(32)));
let l_1578 = u32(bitcast<u64>(l_1577));
let l_748 = l_1578;
let l_749 = l_mut_82 * l_mut_690;
let l_750 = l_748 + l_749;
let l_751 = l_667 - l_747;
let l_752 = l_671 - l_750;
let l_753 = l_667 < l_747;
let l_754 = u32(l_753);
let l_755 = l_752 - l_754;
l_mut_644 = l_751;
l_mut_683 = l_755;
let l_756 = l_mut_683 < l_mut_82;
let l_757 = l_mut_683 == l_mut_82;
let l_758 = l_mut_644 < l_mut_97;
let l_759 = l_757 && l_758;
let l_760 = l_756 || l_759;
let l_761 = !l_760;
if l_761 {
let l_762 = l_mut_644 - l_mut_97;
let l_763 = l_mut_683 - l_mut_82;
let l_764 = l_mut_644 < l_mut_97;
let l_765 = u32(l_764);
let l_766 = l_763 - l_765;
l_mut_644 = l_762;
l_mut_683 = l_766;
}
}
let l_767 = l_mut_97 - l_mut_644;
let l_768 = l_mut_82 - l_mut_683;
let l_769 = l_mut_97 < l_mut_644;
let l_770 = u32(l_769);
let l_771 = l_768 - l_770;
l_mut_712 = l_767;
l_mut_707 = l_771;
let l_772 = l_771 < l_mut_82;
let l_773 = l_771 == l_mut_82;
let l_774 = l_767 < l_mut_97;
let l_775 = l_773 && l_774;
let l_776 = l_772 || l_775;
let l_777 = !l_776;
if l_777 {
let l_778 = l_767 - l_mut_97;
let l_779 = l_771 - l_mut_82;
let l_780 = l_767 < l_mut_97;
let l_781 = u32(l_780);
let l_782 = l_779 - l_781;
l_mut_712 = l_778;
l_mut_707 = l_782;
}
let l_783 = l_mut_707 < l_mut_650;
let l_784 = l_mut_707 == l_mut_650;
let l_785 = l_mut_712 < l_mut_656;
let l_786 = l_784 && l_785;
let l_787 = l_783 || l_786;
if l_787 {
l_mut_656 = l_mut_712;
l_mut_650 = l_mut_707;
}
}
} else {
let l_788 = l_592 - l_630;
let l_789 = l_596 - l_633;
let l_790 = l_592 < l_630;
let l_791 = u32(l_790);
let l_792 = l_789 - l_791;
l_mut_656 = l_788;
l_mut_650 = l_792;
let l_793 = l_596 < l_633;
let l_794 = l_596 == l_633;
let l_795 = l_592 < l_630;
let l_796 = l_794 && l_795;
let l_797 = l_793 || l_796;
if l_797 {
let l_798 = l_77 - u32(1);
l_mut_712 = l_592;
l_mut_707 = l_596;
let l_799 = l_596 < l_mut_82;
let l_800 = l_596 == l_mut_82;
let l_801 = l_592 < l_mut_97;
let l_802 = l_800 && l_801;
let l_803 = l_799 || l_802;
let l_804 = !l_803;
if l_804 {
l_mut_706 = u32(0);
let l_805 = l_mut_82 < l_596;
let l_806 = l_mut_82 == l_596;
let l_807 = l_mut_97 < l_592;
let l_808 = l_806 && l_807;
let l_809 = l_805 || l_808;
if l_809 {
let l_810 = l_592 - u32(1);
let l_811 = l_596 - u32(0);
let l_812 = l_592 < u32(1);
let l_813 = u32(l_812);
let l_814 = l_811 - l_813;
l_mut_703 = l_810;
l_mut_702 = l_814;
l_mut_701 = u32(0);

for (var l_mut_815: u32 = u32(0); l_mut_815 < u32(20); l_mut_815++) {
let l_816 = u32(19) - l_mut_815;
l_mut_690 = l_mut_703;
l_mut_683 = l_mut_702;
let l_817 = l_816 >= u32(32);
if l_817 {
let l_818 = l_816 & u32(31);
let l_819 = l_mut_702 >> l_818;
l_mut_690 = l_819;
l_mut_683 = u32(0);
} else {
let l_820 = l_816 > u32(0);
if l_820 {
l_mut_644 = l_mut_703;
let l_821 = l_816 > u32(0);
if l_821 {
let l_822 = l_mut_703 >> l_816;
let l_823 = u32(32) - l_816;
let l_824 = l_mut_702 << l_823;
let l_825 = l_822 | l_824;
l_mut_644 = l_825;
}
let l_826 = l_mut_702 >> l_816;
l_mut_690 = l_mut_644;
l_mut_683 = l_826;
}
}
let l_827 = l_mut_683 < l_mut_82;
let l_828 = l_mut_683 == l_mut_82;
let l_829 = l_mut_690 < l_mut_97;
let l_830 = l_828 && l_829;
let l_831 = l_827 || l_830;
let l_832 = !l_831;
if l_832 {
l_mut_690 = l_mut_97;
l_mut_683 = l_mut_82;
let l_833 = l_816 >= u32(32);
if l_833 {
let l_834 = l_816 & u32(31);
let l_835 = l_mut_97 << l_834;
l_mut_690 = u32(0);
l_mut_683 = l_835;
} else {
let l_836 = l_816 > u32(0);
if l_836 {
let l_837 = l_mut_97 << l_816;
let l_838 = l_mut_82 << l_816;
let l_839 = u32(32) - l_816;
let l_840 = l_mut_97 >> l_839;
let l_841 = l_838 | l_840;
l_mut_690 = l_837;
l_mut_683 = l_841;
}
}
let l_842 = l_mut_703 - l_mut_690;
let l_843 = l_mut_702 - l_mut_683;
let l_844 = l_mut_703 < l_mut_690;
let l_845 = u32(l_844);
let l_846 = l_843 - l_845;
l_mut_703 = l_842;
l_mut_702 = l_846;
let l_847 = u32(1) << l_816;
l_mut_701 = l_mut_701 | l_847;
}
}
let l_848 = min(l_mut_701, l_798);
l_mut_701 = l_848;
let l_849 = l_mut_702 < l_mut_82;
let l_850 = l_mut_702 == l_mut_82;
let l_851 = l_mut_703 < l_mut_97;
let l_852 = l_850 && l_851;
let l_853 = l_849 || l_852;
let l_854 = !l_853;
if l_854 {
l_mut_701 = l_798;
}
l_mut_706 = l_mut_701;
}
let l_855 = l_mut_97 * l_mut_706;
let l_1579 = u64(l_mut_97);
let l_1580 = u64(l_mut_706);
let l_1581 = l_1579 * l_1580;
let l_1582 = l_1581 >> u32(bitcast<u64>(u64(32)));
let l_1583 = u32(bitcast<u64>(l_1582));
let l_856 = l_1583;
let l_857 = l_mut_82 * l_mut_706;
let l_858 = l_856 + l_857;
let l_859 = l_592 - l_855;
let l_860 = l_596 - l_858;
let l_861 = l_592 < l_855;
let l_862 = u32(l_861);
let l_863 = l_860 - l_862;
l_mut_712 = l_859;
l_mut_707 = l_863;
let l_864 = l_mut_707 < l_mut_82;
let l_865 = l_mut_707 == l_mut_82;
let l_866 = l_mut_712 < l_mut_97;
let l_867 = l_865 && l_866;
let l_868 = l_864 || l_867;
let l_869 = !l_868;
if l_869 {
let l_870 = l_mut_712 - l_mut_97;
let l_871 = l_mut_707 - l_mut_82;
let l_872 = l_mut_712 < l_mut_97;
let l_873 = u32(l_872);
let l_874 = l_871 - l_873;
l_mut_712 = l_870;
l_mut_707 = l_874;
}
}
let l_875 = l_mut_707 < l_mut_650;
let l_876 = l_mut_707 == l_mut_650;
let l_877 = l_mut_712 < l_mut_656;
let l_878 = l_876 && l_877;
let l_879 = l_875 || l_878;
if l_879 {
l_mut_656 = l_mut_712;
l_mut_650 = l_mut_707;
}
}
}
let l_880 = l_mut_650 < l_606;
let l_881 = l_mut_650 == l_606;
let l_882 = l_mut_656 < l_602;
let l_883 = l_881 && l_882;
let l_884 = l_880 || l_883;
let l_885 = !l_884;
let l_886 = u32(l_885);
let l_887 = u32(2) - l_886;
l_mut_45 = l_887;
}
let l_888 = l_mut_45 > u32(0);
if l_888 {
let l_889 = l_mut_45 == u32(1);
l_mut_612 = l_889;
l_mut_619 = bool(false);
}
}
l_mut_890 = bool(false);
loop {
let l_891 = !l_mut_619;
if l_891 {
break;
}
let l_892 = l_mut_160 < l_mut_284;
let l_893 = l_mut_160 == l_mut_284;
let l_894 = l_mut_166 < l_mut_290;
let l_895 = l_893 && l_894;
let l_896 = l_892 || l_895;
if l_896 {
let l_897 = l_mut_290 - l_mut_166;
let l_898 = l_mut_284 - l_mut_160;
let l_899 = l_mut_290 < l_mut_166;
let l_900 = u32(l_899);
let l_901 = l_898 - l_900;
l_mut_712 = l_897;
l_mut_707 = l_901;
l_mut_706 = l_mut_290;
l_mut_703 = l_mut_284;
let l_902 = l_mut_707 < l_mut_284;
let l_903 = l_mut_707 == l_mut_284;
let l_904 = l_mut_712 < l_mut_290;
let l_905 = l_903 && l_904;
let l_906 = l_902 || l_905;
if l_906 {
l_mut_706 = l_mut_712;
l_mut_703 = l_mut_707;
}
l_mut_907 = bool(false);
l_mut_907 = bool(true);
l_mut_712 = u32(0);
let l_908 = l_mut_234 | l_mut_228;
let l_909 = l_908 == u32(0);
let l_910 = !l_909;
let l_911 = l_mut_907 && l_910;
let l_912 = l_mut_228 < l_mut_703;
let l_913 = l_mut_228 == l_mut_703;
let l_914 = l_mut_234 < l_mut_706;
let l_915 = l_913 && l_914;
let l_916 = l_912 || l_915;
let l_917 = l_911 && l_916;
let l_918 = l_mut_109 + l_mut_103;
let l_919 = l_918 < l_77;
let l_920 = l_917 && l_919;
if l_920 {
let l_921 = l_77 - l_mut_109;
let l_922 = l_921 - l_mut_103;
let l_923 = l_922 / l_mut_109;
let l_924 = l_mut_706 - u32(1);
let l_925 = l_mut_703 - u32(0);
let l_926 = l_mut_706 < u32(1);
let l_927 = u32(l_926);
let l_928 = l_925 - l_927;
l_mut_707 = l_924;
l_mut_706 = l_928;
l_mut_703 = u32(0);

for (var l_mut_929: u32 = u32(0); l_mut_929 < u32(20); l_mut_929++) {
let l_930 = u32(19) - l_mut_929;
l_mut_702 = l_mut_707;
l_mut_701 = l_mut_706;
let l_931 = l_930 >= u32(32);
if l_931 {
let l_932 = l_930 & u32(31);
let l_933 = l_mut_706 >> l_932;
l_mut_702 = l_933;
l_mut_701 = u32(0);
} else {
let l_934 = l_930 > u32(0);
if l_934 {
l_mut_690 = l_mut_707;
let l_935 = l_930 > u32(0);
if l_935 {
let l_936 = l_mut_707 >> l_930;
let l_937 = u32(32) - l_930;
let l_938 = l_mut_706 << l_937;
let l_939 = l_936 | l_938;
l_mut_690 = l_939;
}
let l_940 = l_mut_706 >> l_930;
l_mut_702 = l_mut_690;
l_mut_701 = l_940;
}
}
let l_941 = l_mut_701 < l_mut_228;
let l_942 = l_mut_701 == l_mut_228;
let l_943 = l_mut_702 < l_mut_234;
let l_944 = l_942 && l_943;
let l_945 = l_941 || l_944;
let l_946 = !l_945;
if l_946 {
l_mut_702 = l_mut_234;
l_mut_701 = l_mut_228;
let l_947 = l_930 >= u32(32);
if l_947 {
let l_948 = l_930 & u32(31);
let l_949 = l_mut_234 << l_948;
l_mut_702 = u32(0);
l_mut_701 = l_949;
} else {
let l_950 = l_930 > u32(0);
if l_950 {
let l_951 = l_mut_234 << l_930;
let l_952 = l_mut_228 << l_930;
let l_953 = u32(32) - l_930;
let l_954 = l_mut_234 >> l_953;
let l_955 = l_952 | l_954;
l_mut_702 = l_951;
l_mut_701 = l_955;
}
}
let l_956 = l_mut_707 - l_mut_702;
let l_957 = l_mut_706 - l_mut_701;
let l_958 = l_mut_707 < l_mut_702;
let l_959 = u32(l_958);
let l_960 = l_957 - l_959;
l_mut_707 = l_956;
l_mut_706 = l_960;
let l_961 = u32(1) << l_930;
l_mut_703 = l_mut_703 | l_961;
}
}
let l_962 = min(l_mut_703, l_923);
l_mut_703 = l_962;
let l_963 = l_mut_706 < l_mut_228;
let l_964 = l_mut_706 == l_mut_228;
let l_965 = l_mut_707 < l_mut_234;
let l_966 = l_964 && l_965;
let l_967 = l_963 || l_966;
let l_968 = !l_967;
if l_968 {
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
l_mut_650 = u32(0);
let l_969 = l_mut_712 > u32(0);
if l_969 {
let l_970 = l_mut_234 * l_mut_712;
let l_1584 = u64(l_mut_234);
let l_1585 = u64(l_mut_712);
let l_1586 = l_1584 * l_1585;
let l_1587 = l_1586 >> u32(bitcast<u64>(u64(32)));
let l_1588 = u32(bitcast<u64>(l_1587));
let l_971 = l_1588;
let l_972 = l_mut_228 * l_mut_712;
let l_973 = l_971 + l_972;
let l_974 = l_mut_290 - l_970;
let l_975 = l_mut_284 - l_973;
let l_976 = l_mut_290 < l_970;
let l_977 = u32(l_976);
let l_978 = l_975 - l_977;
l_mut_707 = l_974;
l_mut_706 = l_978;
let l_979 = l_mut_712 * l_mut_109;
let l_980 = l_mut_103 + l_979;
l_mut_690 = l_980;
} else {
let l_981 = l_mut_650 == u32(0);
if l_981 {
let l_982 = l_77 - l_mut_109;
let l_983 = l_982 / l_mut_103;
l_mut_712 = u32(0);
l_mut_907 = bool(false);
l_mut_907 = bool(true);
let l_984 = l_mut_290 | l_mut_284;
let l_985 = l_984 == u32(0);
if l_985 {
l_mut_712 = l_983;
} else {
if l_mut_907 {
let l_986 = l_mut_284 < l_mut_228;
let l_987 = l_mut_284 == l_mut_228;
let l_988 = l_mut_290 < l_mut_234;
let l_989 = l_987 && l_988;
let l_990 = l_986 || l_989;
if l_990 {
let l_991 = l_mut_234 - u32(1);
let l_992 = l_mut_228 - u32(0);
let l_993 = l_mut_234 < u32(1);
let l_994 = u32(l_993);
let l_995 = l_992 - l_994;
l_mut_644 = l_991;
l_mut_97 = l_995;
l_mut_82 = u32(0);

for (var l_mut_996: u32 = u32(0); l_mut_996 < u32(20); l_mut_996++) {
let l_997 = u32(19) - l_mut_996;
l_mut_45 = l_mut_644;
l_mut_998 = l_mut_97;
let l_999 = l_997 >= u32(32);
if l_999 {
let l_1000 = l_997 & u32(31);
let l_1001 = l_mut_97 >> l_1000;
l_mut_45 = l_1001;
l_mut_998 = u32(0);
} else {
let l_1002 = l_997 > u32(0);
if l_1002 {
l_mut_1003 = l_mut_644;
let l_1004 = l_997 > u32(0);
if l_1004 {
let l_1005 = l_mut_644 >> l_997;
let l_1006 = u32(32) - l_997;
let l_1007 = l_mut_97 << l_1006;
let l_1008 = l_1005 | l_1007;
l_mut_1003 = l_1008;
}
let l_1009 = l_mut_97 >> l_997;
l_mut_45 = l_mut_1003;
l_mut_998 = l_1009;
}
}
let l_1010 = l_mut_998 < l_mut_284;
let l_1011 = l_mut_998 == l_mut_284;
let l_1012 = l_mut_45 < l_mut_290;
let l_1013 = l_1011 && l_1012;
let l_1014 = l_1010 || l_1013;
let l_1015 = !l_1014;
if l_1015 {
l_mut_1003 = l_mut_290;
l_mut_998 = l_mut_284;
let l_1016 = l_997 >= u32(32);
if l_1016 {
let l_1017 = l_997 & u32(31);
let l_1018 = l_mut_290 << l_1017;
l_mut_1003 = u32(0);
l_mut_998 = l_1018;
} else {
let l_1019 = l_997 > u32(0);
if l_1019 {
let l_1020 = l_mut_290 << l_997;
let l_1021 = l_mut_284 << l_997;
let l_1022 = u32(32) - l_997;
let l_1023 = l_mut_290 >> l_1022;
let l_1024 = l_1021 | l_1023;
l_mut_1003 = l_1020;
l_mut_998 = l_1024;
}
}
let l_1025 = l_mut_644 - l_mut_1003;
let l_1026 = l_mut_97 - l_mut_998;
let l_1027 = l_mut_644 < l_mut_1003;
let l_1028 = u32(l_1027);
let l_1029 = l_1026 - l_1028;
l_mut_644 = l_1025;
l_mut_97 = l_1029;
let l_1030 = u32(1) << l_997;
l_mut_82 = l_mut_82 | l_1030;
}
}
let l_1031 = min(l_mut_82, l_983);
l_mut_1003 = l_1031;
let l_1032 = l_mut_97 < l_mut_284;
let l_1033 = l_mut_97 == l_mut_284;
let l_1034 = l_mut_644 < l_mut_290;
let l_1035 = l_1033 && l_1034;
let l_1036 = l_1032 || l_1035;
let l_1037 = !l_1036;
if l_1037 {
l_mut_1003 = l_983;
}
l_mut_712 = l_mut_1003;
}
} else {
l_mut_1003 = l_mut_234;
l_mut_998 = l_mut_228;
loop {
let l_1038 = l_mut_284 < l_mut_998;
let l_1039 = l_mut_284 == l_mut_998;
let l_1040 = l_mut_290 < l_mut_1003;
let l_1041 = l_1039 && l_1040;
let l_1042 = l_1038 || l_1041;
let l_1043 = l_mut_712 * l_mut_103;
let l_1044 = l_mut_109 + l_1043;
let l_1045 = l_1044 + l_mut_103;
let l_1046 = l_1045 < l_77;
let l_1047 = l_1042 && l_1046;
let l_1048 = !l_1047;
if l_1048 {
break;
}
let l_1049 = l_mut_1003 - l_mut_290;
let l_1050 = l_mut_998 - l_mut_284;
let l_1051 = l_mut_1003 < l_mut_290;
let l_1052 = u32(l_1051);
let l_1053 = l_1050 - l_1052;
l_mut_1003 = l_1049;
l_mut_998 = l_1053;
l_mut_712 = l_mut_712 + u32(1);
}
}
}
let l_1054 = l_mut_712 * l_mut_103;
let l_1055 = l_mut_109 + l_1054;
let l_1056 = l_1055 + l_mut_103;
let l_1057 = l_1056 >= l_77;
if l_1057 {
l_mut_650 = u32(1);
} else {
let l_1058 = l_mut_290 * l_mut_712;
let l_1589 = u64(l_mut_290);
let l_1590 = u64(l_mut_712);
let l_1591 = l_1589 * l_1590;
let l_1592 = l_1591 >> u32(bitcast<u64>(u64(32)));
let l_1593 = u32(bitcast<u64>(l_1592));
let l_1059 = l_1593;
let l_1060 = l_mut_284 * l_mut_712;
let l_1061 = l_1059 + l_1060;
let l_1062 = l_mut_234 - l_1058;
let l_1063 = l_mut_228 - l_1061;
let l_1064 = l_mut_234 < l_1058;
let l_1065 = u32(l_1064);
let l_1066 = l_1063 - l_1065;
l_mut_703 = l_1062;
l_mut_702 = l_1066;
let l_1067 = l_mut_712 * l_mut_103;
let l_1068 = l_mut_109 + l_1067;
l_mut_701 = l_1068;
let l_1069 = l_mut_290 - l_mut_703;
let l_1070 = l_mut_284 - l_mut_702;
let l_1071 = l_mut_290 < l_mut_703;
let l_1072 = u32(l_1071);
let l_1073 = l_1070 - l_1072;
l_mut_707 = l_1069;
l_mut_706 = l_1073;
let l_1074 = l_mut_103 + l_mut_701;
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
let l_1075 = l_mut_650 == u32(1);
l_mut_612 = l_1075;
let l_1076 = l_mut_650 == u32(0);
l_mut_619 = l_1076;
} else {
let l_1077 = l_mut_234 - l_mut_166;
let l_1078 = l_mut_228 - l_mut_160;
let l_1079 = l_mut_234 < l_mut_166;
let l_1080 = u32(l_1079);
let l_1081 = l_1078 - l_1080;
l_mut_1003 = l_1077;
l_mut_998 = l_1081;
let l_1082 = l_mut_166 - l_602;
let l_1083 = l_mut_160 - l_606;
let l_1084 = l_mut_166 < l_602;
let l_1085 = u32(l_1084);
let l_1086 = l_1083 - l_1085;
l_mut_1003 = l_1082;
l_mut_998 = l_1086;
l_mut_712 = l_mut_234;
l_mut_707 = l_mut_228;
let l_1087 = l_mut_998 < l_mut_228;
let l_1088 = l_mut_998 == l_mut_228;
let l_1089 = l_mut_1003 < l_mut_234;
let l_1090 = l_1088 && l_1089;
let l_1091 = l_1087 || l_1090;
if l_1091 {
l_mut_712 = l_mut_1003;
l_mut_707 = l_mut_998;
}
l_mut_907 = bool(false);
l_mut_907 = bool(true);
l_mut_1003 = u32(0);
let l_1092 = l_mut_290 | l_mut_284;
let l_1093 = l_1092 == u32(0);
let l_1094 = !l_1093;
let l_1095 = l_mut_907 && l_1094;
let l_1096 = l_mut_284 < l_mut_707;
let l_1097 = l_mut_284 == l_mut_707;
let l_1098 = l_mut_290 < l_mut_712;
let l_1099 = l_1097 && l_1098;
let l_1100 = l_1096 || l_1099;
let l_1101 = l_1095 && l_1100;
let l_1102 = l_mut_103 + l_mut_109;
let l_1103 = l_1102 < l_77;
let l_1104 = l_1101 && l_1103;
if l_1104 {
let l_1105 = l_77 - l_mut_103;
let l_1106 = l_1105 - l_mut_109;
let l_1107 = l_1106 / l_mut_103;
let l_1108 = l_mut_712 - u32(1);
let l_1109 = l_mut_707 - u32(0);
let l_1110 = l_mut_712 < u32(1);
let l_1111 = u32(l_1110);
let l_1112 = l_1109 - l_1111;
l_mut_998 = l_1108;
l_mut_712 = l_1112;
l_mut_707 = u32(0);

for (var l_mut_1113: u32 = u32(0); l_mut_1113 < u32(20); l_mut_1113++) {
let l_1114 = u32(19) - l_mut_1113;
l_mut_706 = l_mut_998;
l_mut_703 = l_mut_712;
let l_1115 = l_1114 >= u32(32);
if l_1115 {
let l_1116 = l_1114 & u32(31);
let l_1117 = l_mut_712 >> l_1116;
l_mut_706 = l_1117;
l_mut_703 = u32(0);
} else {
let l_1118 = l_1114 > u32(0);
if l_1118 {
l_mut_702 = l_mut_998;
let l_1119 = l_1114 > u32(0);
if l_1119 {
let l_1120 = l_mut_998 >> l_1114;
let l_1121 = u32(32) - l_1114;
let l_1122 = l_mut_712 << l_1121;
let l_1123 = l_1120 | l_1122;
l_mut_702 = l_1123;
}
let l_1124 = l_mut_712 >> l_1114;
l_mut_706 = l_mut_702;
l_mut_703 = l_1124;
}
}
let l_1125 = l_mut_703 < l_mut_284;
let l_1126 = l_mut_703 == l_mut_284;
let l_1127 = l_mut_706 < l_mut_290;
let l_1128 = l_1126 && l_1127;
let l_1129 = l_1125 || l_1128;
let l_1130 = !l_1129;
if l_1130 {
l_mut_706 = l_mut_290;
l_mut_703 = l_mut_284;
let l_1131 = l_1114 >= u32(32);
if l_1131 {
let l_1132 = l_1114 & u32(31);
let l_1133 = l_mut_290 << l_1132;
l_mut_706 = u32(0);
l_mut_703 = l_1133;
} else {
let l_1134 = l_1114 > u32(0);
if l_1134 {
let l_1135 = l_mut_290 << l_1114;
let l_1136 = l_mut_284 << l_1114;
let l_1137 = u32(32) - l_1114;
let l_1138 = l_mut_290 >> l_1137;
let l_1139 = l_1136 | l_1138;
l_mut_706 = l_1135;
l_mut_703 = l_1139;
}
}
let l_1140 = l_mut_998 - l_mut_706;
let l_1141 = l_mut_712 - l_mut_703;
let l_1142 = l_mut_998 < l_mut_706;
let l_1143 = u32(l_1142);
let l_1144 = l_1141 - l_1143;
l_mut_998 = l_1140;
l_mut_712 = l_1144;
let l_1145 = u32(1) << l_1114;
l_mut_707 = l_mut_707 | l_1145;
}
}
let l_1146 = min(l_mut_707, l_1107);
l_mut_707 = l_1146;
let l_1147 = l_mut_712 < l_mut_284;
let l_1148 = l_mut_712 == l_mut_284;
let l_1149 = l_mut_998 < l_mut_290;
let l_1150 = l_1148 && l_1149;
let l_1151 = l_1147 || l_1150;
let l_1152 = !l_1151;
if l_1152 {
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
l_mut_683 = u32(0);
let l_1153 = l_mut_1003 > u32(0);
if l_1153 {
let l_1154 = l_mut_290 * l_mut_1003;
let l_1594 = u64(l_mut_290);
let l_1595 = u64(l_mut_1003);
let l_1596 = l_1594 * l_1595;
let l_1597 = l_1596 >> u32(bitcast<u64>(u64(32)));
let l_1598 = u32(bitcast<u64>(l_1597));
let l_1155 = l_1598;
let l_1156 = l_mut_284 * l_mut_1003;
let l_1157 = l_1155 + l_1156;
let l_1158 = l_mut_166 - l_1154;
let l_1159 = l_mut_160 - l_1157;
let l_1160 = l_mut_166 < l_1154;
let l_1161 = u32(l_1160);
let l_1162 = l_1159 - l_1161;
l_mut_701 = l_1158;
l_mut_690 = l_1162;
let l_1163 = l_mut_234 - l_1154;
let l_1164 = l_mut_228 - l_1157;
let l_1165 = l_mut_234 < l_1154;
let l_1166 = u32(l_1165);
let l_1167 = l_1164 - l_1166;
l_mut_998 = l_1163;
l_mut_712 = l_1167;
let l_1168 = l_mut_1003 * l_mut_103;
let l_1169 = l_mut_109 + l_1168;
l_mut_702 = l_1169;
} else {
let l_1170 = l_mut_166 - l_mut_290;
let l_1171 = l_mut_160 - l_mut_284;
let l_1172 = l_mut_166 < l_mut_290;
let l_1173 = u32(l_1172);
let l_1174 = l_1171 - l_1173;
l_mut_701 = l_1170;
l_mut_690 = l_1174;
let l_1175 = l_mut_690 < l_606;
let l_1176 = l_mut_690 == l_606;
let l_1177 = l_mut_701 < l_602;
let l_1178 = l_1176 && l_1177;
let l_1179 = l_1175 || l_1178;
if l_1179 {
l_mut_683 = u32(2);
}
let l_1180 = l_mut_683 == u32(0);
if l_1180 {
let l_1181 = l_77 - l_mut_103;
let l_1182 = l_1181 / l_mut_109;
l_mut_1003 = u32(0);
l_mut_907 = bool(false);
l_mut_907 = bool(true);
let l_1183 = l_mut_234 | l_mut_228;
let l_1184 = l_1183 == u32(0);
if l_1184 {
l_mut_1003 = l_1182;
} else {
if l_mut_907 {
let l_1185 = l_mut_228 < l_mut_284;
let l_1186 = l_mut_228 == l_mut_284;
let l_1187 = l_mut_234 < l_mut_290;
let l_1188 = l_1186 && l_1187;
let l_1189 = l_1185 || l_1188;
if l_1189 {
let l_1190 = l_mut_290 - u32(1);
let l_1191 = l_mut_284 - u32(0);
let l_1192 = l_mut_290 < u32(1);
let l_1193 = u32(l_1192);
let l_1194 = l_1191 - l_1193;
l_mut_656 = l_1190;
l_mut_650 = l_1194;
l_mut_644 = u32(0);

for (var l_mut_1195: u32 = u32(0); l_mut_1195 < u32(20); l_mut_1195++) {
let l_1196 = u32(19) - l_mut_1195;
l_mut_97 = l_mut_656;
l_mut_82 = l_mut_650;
let l_1197 = l_1196 >= u32(32);
if l_1197 {
let l_1198 = l_1196 & u32(31);
let l_1199 = l_mut_650 >> l_1198;
l_mut_97 = l_1199;
l_mut_82 = u32(0);
} else {
let l_1200 = l_1196 > u32(0);
if l_1200 {
l_mut_45 = l_mut_656;
let l_1201 = l_1196 > u32(0);
if l_1201 {
let l_1202 = l_mut_656 >> l_1196;
let l_1203 = u32(32) - l_1196;
let l_1204 = l_mut_650 << l_1203;
let l_1205 = l_1202 | l_1204;
l_mut_45 = l_1205;
}
let l_1206 = l_mut_650 >> l_1196;
l_mut_97 = l_mut_45;
l_mut_82 = l_1206;
}
}
let l_1207 = l_mut_82 < l_mut_228;
let l_1208 = l_mut_82 == l_mut_228;
let l_1209 = l_mut_97 < l_mut_234;
let l_1210 = l_1208 && l_1209;
let l_1211 = l_1207 || l_1210;
let l_1212 = !l_1211;
if l_1212 {
l_mut_97 = l_mut_234;
l_mut_82 = l_mut_228;
let l_1213 = l_1196 >= u32(32);
if l_1213 {
let l_1214 = l_1196 & u32(31);
let l_1215 = l_mut_234 << l_1214;
l_mut_97 = u32(0);
l_mut_82 = l_1215;
} else {
let l_1216 = l_1196 > u32(0);
if l_1216 {
let l_1217 = l_mut_234 << l_1196;
let l_1218 = l_mut_228 << l_1196;
let l_1219 = u32(32) - l_1196;
let l_1220 = l_mut_234 >> l_1219;
let l_1221 = l_1218 | l_1220;
l_mut_97 = l_1217;
l_mut_82 = l_1221;
}
}
let l_1222 = l_mut_656 - l_mut_97;
let l_1223 = l_mut_650 - l_mut_82;
let l_1224 = l_mut_656 < l_mut_97;
let l_1225 = u32(l_1224);
let l_1226 = l_1223 - l_1225;
l_mut_656 = l_1222;
l_mut_650 = l_1226;
let l_1227 = u32(1) << l_1196;
l_mut_644 = l_mut_644 | l_1227;
}
}
let l_1228 = min(l_mut_644, l_1182);
l_mut_644 = l_1228;
let l_1229 = l_mut_650 < l_mut_228;
let l_1230 = l_mut_650 == l_mut_228;
let l_1231 = l_mut_656 < l_mut_234;
let l_1232 = l_1230 && l_1231;
let l_1233 = l_1229 || l_1232;
let l_1234 = !l_1233;
if l_1234 {
l_mut_644 = l_1182;
}
l_mut_1003 = l_mut_644;
}
} else {
l_mut_656 = l_mut_290;
l_mut_650 = l_mut_284;
loop {
let l_1235 = l_mut_228 < l_mut_650;
let l_1236 = l_mut_228 == l_mut_650;
let l_1237 = l_mut_234 < l_mut_656;
let l_1238 = l_1236 && l_1237;
let l_1239 = l_1235 || l_1238;
let l_1240 = l_mut_1003 * l_mut_109;
let l_1241 = l_mut_103 + l_1240;
let l_1242 = l_1241 + l_mut_109;
let l_1243 = l_1242 < l_77;
let l_1244 = l_1239 && l_1243;
let l_1245 = !l_1244;
if l_1245 {
break;
}
let l_1246 = l_mut_656 - l_mut_234;
let l_1247 = l_mut_650 - l_mut_228;
let l_1248 = l_mut_656 < l_mut_234;
let l_1249 = u32(l_1248);
let l_1250 = l_1247 - l_1249;
l_mut_656 = l_1246;
l_mut_650 = l_1250;
l_mut_1003 = l_mut_1003 + u32(1);
}
}
}
let l_1251 = l_mut_1003 * l_mut_109;
let l_1252 = l_mut_103 + l_1251;
let l_1253 = l_1252 + l_mut_109;
let l_1254 = l_1253 >= l_77;
if l_1254 {
l_mut_683 = u32(1);
} else {
let l_1255 = l_mut_234 * l_mut_1003;
let l_1599 = u64(l_mut_234);
let l_1600 = u64(l_mut_1003);
let l_1601 = l_1599 * l_1600;
let l_1602 = l_1601 >> u32(bitcast<u64>(u64(32)));
let l_1603 = u32(bitcast<u64>(l_1602));
let l_1256 = l_1603;
let l_1257 = l_mut_228 * l_mut_1003;
let l_1258 = l_1256 + l_1257;
let l_1259 = l_mut_290 - l_1255;
let l_1260 = l_mut_284 - l_1258;
let l_1261 = l_mut_290 < l_1255;
let l_1262 = u32(l_1261);
let l_1263 = l_1260 - l_1262;
l_mut_707 = l_1259;
l_mut_706 = l_1263;
let l_1264 = l_mut_1003 * l_mut_109;
let l_1265 = l_mut_103 + l_1264;
l_mut_703 = l_1265;
let l_1266 = l_mut_234 - l_mut_707;
let l_1267 = l_mut_228 - l_mut_706;
let l_1268 = l_mut_234 < l_mut_707;
let l_1269 = u32(l_1268);
let l_1270 = l_1267 - l_1269;
l_mut_998 = l_1266;
l_mut_712 = l_1270;
let l_1271 = l_mut_109 + l_mut_703;
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
let l_1272 = l_mut_683 == u32(1);
l_mut_612 = l_1272;
let l_1273 = l_mut_683 == u32(0);
l_mut_619 = l_1273;
}
}
let l_1274 = !l_mut_612;
if l_1274 {
let l_1275 = l_37 * u32(8);
let l_1276 = l_1275 + l_38;
let l_1604 = info.static_meta[u32(6)];
let l_1605 = l_1604 * u32(1);
let l_1606 = l_1605 - u32(1);
let l_1607 = min(u32(1), l_1606);
let l_1608 = &buffer_6_global[l_1607];
let l_1277 = l_1608;
let l_1278 = atomicAdd(l_1277, u32(1));let l_1279 = info.static_meta[u32(12)];
let l_1280 = l_1278 < l_1279;
if l_1280 {
let l_1609 = info.static_meta[u32(5)];
let l_1610 = l_1609 * u32(1);
let l_1611 = l_1278 < l_1610;
if l_1611 {
buffer_5_global[l_1278] = l_1276;
}
}
}
}
}
}
