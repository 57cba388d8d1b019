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
var<storage, read_write> buffer_5_global: array<atomic<u32>>;

struct info_st {
   static_meta: array<u32, 12>,
}

@group(0)
@binding(6)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn all_phases(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_105: u64;
var l_mut_127: u64;
var l_mut_158: u64;
var l_mut_212: u64;
var l_mut_258: u32;
var l_mut_259: bool;
var l_mut_262: bool;
var l_mut_271: u32;
var l_mut_284: u64;
var l_mut_301: u64;
var l_mut_304: u32;
var l_mut_350: bool;
var l_mut_355: bool;
var l_mut_378: u32;
var l_mut_379: u32;
var l_mut_402: u64;
var l_mut_67: u32;
var l_mut_843: u32;
var l_mut_915: u32;
var l_mut_916: u32;
let l_0 = id == u32(0);
if l_0 {
let l_1391 = info.static_meta[u32(5)];
let l_1392 = l_1391 * u32(1);
let l_1393 = l_1392 - u32(1);
let l_1394 = min(u32(3), l_1393);
let l_1395 = &buffer_5_global[l_1394];
let l_1 = l_1395;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_1307 = info.static_meta[u32(3)];
let l_1308 = l_1307 * u32(1);
let l_1309 = l_3 < l_1308;
let l_1310 = l_1308 - u32(1);
let l_1311 = min(l_3, l_1310);
let l_1312 = buffer_3_global[l_1311];
let l_1313 = select(u32(0), l_1312, l_1309);
let l_4 = l_1313;
let l_5 = u64(l_4);
let l_6 = u32(2) * u32(0);
let l_7 = l_6 + u32(1);
let l_1314 = info.static_meta[u32(3)];
let l_1315 = l_1314 * u32(1);
let l_1316 = l_7 < l_1315;
let l_1317 = l_1315 - u32(1);
let l_1318 = min(l_7, l_1317);
let l_1319 = buffer_3_global[l_1318];
let l_1320 = select(u32(0), l_1319, l_1316);
let l_8 = l_1320;
let l_9 = u64(l_8);
let l_10 = l_9 << u32(bitcast<u64>(u64(32)));
let l_11 = l_5 | l_10;
let l_12 = l_11 & u64(4294967295);
let l_13 = u32(bitcast<u64>(l_12));
let l_14 = u32(2) * u32(1);
let l_1321 = info.static_meta[u32(3)];
let l_1322 = l_1321 * u32(1);
let l_1323 = l_14 < l_1322;
let l_1324 = l_1322 - u32(1);
let l_1325 = min(l_14, l_1324);
let l_1326 = buffer_3_global[l_1325];
let l_1327 = select(u32(0), l_1326, l_1323);
let l_15 = l_1327;
let l_16 = u64(l_15);
let l_17 = u32(2) * u32(1);
let l_18 = l_17 + u32(1);
let l_1328 = info.static_meta[u32(3)];
let l_1329 = l_1328 * u32(1);
let l_1330 = l_18 < l_1329;
let l_1331 = l_1329 - u32(1);
let l_1332 = min(l_18, l_1331);
let l_1333 = buffer_3_global[l_1332];
let l_1334 = select(u32(0), l_1333, l_1330);
let l_19 = l_1334;
let l_20 = u64(l_19);
let l_21 = l_20 << u32(bitcast<u64>(u64(32)));
let l_22 = l_16 | l_21;
let l_23 = l_22 & u64(4294967295);
let l_24 = u32(bitcast<u64>(l_23));
let l_25 = u32(2) * u32(2);
let l_1335 = info.static_meta[u32(3)];
let l_1336 = l_1335 * u32(1);
let l_1337 = l_25 < l_1336;
let l_1338 = l_1336 - u32(1);
let l_1339 = min(l_25, l_1338);
let l_1340 = buffer_3_global[l_1339];
let l_1341 = select(u32(0), l_1340, l_1337);
let l_26 = l_1341;
let l_27 = u64(l_26);
let l_28 = u32(2) * u32(2);
let l_29 = l_28 + u32(1);
let l_1342 = info.static_meta[u32(3)];
let l_1343 = l_1342 * u32(1);
let l_1344 = l_29 < l_1343;
let l_1345 = l_1343 - u32(1);
let l_1346 = min(l_29, l_1345);
let l_1347 = buffer_3_global[l_1346];
let l_1348 = select(u32(0), l_1347, l_1344);
let l_30 = l_1348;
let l_31 = u64(l_30);
let l_32 = l_31 << u32(bitcast<u64>(u64(32)));
let l_33 = l_27 | l_32;
let l_34 = u32(2) * u32(3);
let l_1349 = info.static_meta[u32(3)];
let l_1350 = l_1349 * u32(1);
let l_1351 = l_34 < l_1350;
let l_1352 = l_1350 - u32(1);
let l_1353 = min(l_34, l_1352);
let l_1354 = buffer_3_global[l_1353];
let l_1355 = select(u32(0), l_1354, l_1351);
let l_35 = l_1355;
let l_36 = u64(l_35);
let l_37 = u32(2) * u32(3);
let l_38 = l_37 + u32(1);
let l_1356 = info.static_meta[u32(3)];
let l_1357 = l_1356 * u32(1);
let l_1358 = l_38 < l_1357;
let l_1359 = l_1357 - u32(1);
let l_1360 = min(l_38, l_1359);
let l_1361 = buffer_3_global[l_1360];
let l_1362 = select(u32(0), l_1361, l_1358);
let l_39 = l_1362;
let l_40 = u64(l_39);
let l_41 = l_40 << u32(bitcast<u64>(u64(32)));
let l_42 = l_36 | l_41;
let l_43 = u32(2) * u32(4);
let l_1363 = info.static_meta[u32(3)];
let l_1364 = l_1363 * u32(1);
let l_1365 = l_43 < l_1364;
let l_1366 = l_1364 - u32(1);
let l_1367 = min(l_43, l_1366);
let l_1368 = buffer_3_global[l_1367];
let l_1369 = select(u32(0), l_1368, l_1365);
let l_44 = l_1369;
let l_45 = u64(l_44);
let l_46 = u32(2) * u32(4);
let l_47 = l_46 + u32(1);
let l_1370 = info.static_meta[u32(3)];
let l_1371 = l_1370 * u32(1);
let l_1372 = l_47 < l_1371;
let l_1373 = l_1371 - u32(1);
let l_1374 = min(l_47, l_1373);
let l_1375 = buffer_3_global[l_1374];
let l_1376 = select(u32(0), l_1375, l_1372);
let l_48 = l_1376;
let l_49 = u64(l_48);
let l_50 = l_49 << u32(bitcast<u64>(u64(32)));
let l_51 = l_45 | l_50;
let l_52 = u32(2) * u32(5);
let l_1377 = info.static_meta[u32(3)];
let l_1378 = l_1377 * u32(1);
let l_1379 = l_52 < l_1378;
let l_1380 = l_1378 - u32(1);
let l_1381 = min(l_52, l_1380);
let l_1382 = buffer_3_global[l_1381];
let l_1383 = select(u32(0), l_1382, l_1379);
let l_53 = l_1383;
let l_54 = u64(l_53);
let l_55 = u32(2) * u32(5);
let l_56 = l_55 + u32(1);
let l_1384 = info.static_meta[u32(3)];
let l_1385 = l_1384 * u32(1);
let l_1386 = l_56 < l_1385;
let l_1387 = l_1385 - u32(1);
let l_1388 = min(l_56, l_1387);
let l_1389 = buffer_3_global[l_1388];
let l_1390 = select(u32(0), l_1389, l_1386);
let l_57 = l_1390;
let l_58 = u64(l_57);
let l_59 = l_58 << u32(bitcast<u64>(u64(32)));
let l_60 = l_54 | l_59;
let l_61 = u32(2) * id;
let l_62 = info.static_meta[u32(6)];
let l_63 = l_61 < l_62;
let l_64 = u64(id);
let l_65 = u64(l_13);
let l_66 = l_64 * l_65;
l_mut_67 = u32(0);
let l_68 = l_66 < l_60;
if l_68 {
let l_69 = l_60 - l_66;
l_mut_67 = l_13;
let l_70 = u64(l_13);
let l_71 = l_69 < l_70;
if l_71 {
let l_72 = l_69 & u64(4294967295);
let l_73 = u32(bitcast<u64>(l_72));
l_mut_67 = l_73;
}
}
let l_74 = select(u32(0), l_mut_67, l_63);
let l_75 = l_74 > u32(0);
if l_75 {
let l_76 = u32(2) * id;
let l_1396 = info.static_meta[u32(0)];
let l_1397 = l_1396 * u32(1);
let l_1398 = l_76 < l_1397;
let l_1399 = l_1397 - u32(1);
let l_1400 = min(l_76, l_1399);
let l_1401 = buffer_0_global[l_1400];
let l_1402 = select(u32(0), l_1401, l_1398);
let l_77 = l_1402;
let l_78 = u64(l_77);
let l_79 = u32(2) * id;
let l_80 = l_79 + u32(1);
let l_1403 = info.static_meta[u32(0)];
let l_1404 = l_1403 * u32(1);
let l_1405 = l_80 < l_1404;
let l_1406 = l_1404 - u32(1);
let l_1407 = min(l_80, l_1406);
let l_1408 = buffer_0_global[l_1407];
let l_1409 = select(u32(0), l_1408, l_1405);
let l_81 = l_1409;
let l_82 = u64(l_81);
let l_83 = l_82 << u32(bitcast<u64>(u64(32)));
let l_84 = l_78 | l_83;
let l_85 = u32(2) * id;
let l_1410 = info.static_meta[u32(1)];
let l_1411 = l_1410 * u32(1);
let l_1412 = l_85 < l_1411;
let l_1413 = l_1411 - u32(1);
let l_1414 = min(l_85, l_1413);
let l_1415 = buffer_1_global[l_1414];
let l_1416 = select(u32(0), l_1415, l_1412);
let l_86 = l_1416;
let l_87 = u64(l_86);
let l_88 = u32(2) * id;
let l_89 = l_88 + u32(1);
let l_1417 = info.static_meta[u32(1)];
let l_1418 = l_1417 * u32(1);
let l_1419 = l_89 < l_1418;
let l_1420 = l_1418 - u32(1);
let l_1421 = min(l_89, l_1420);
let l_1422 = buffer_1_global[l_1421];
let l_1423 = select(u32(0), l_1422, l_1419);
let l_90 = l_1423;
let l_91 = u64(l_90);
let l_92 = l_91 << u32(bitcast<u64>(u64(32)));
let l_93 = l_87 | l_92;
let l_94 = u32(2) * id;
let l_1424 = info.static_meta[u32(2)];
let l_1425 = l_1424 * u32(1);
let l_1426 = l_94 < l_1425;
let l_1427 = l_1425 - u32(1);
let l_1428 = min(l_94, l_1427);
let l_1429 = buffer_2_global[l_1428];
let l_1430 = select(u32(0), l_1429, l_1426);
let l_95 = l_1430;
let l_96 = u64(l_95);
let l_97 = u32(2) * id;
let l_98 = l_97 + u32(1);
let l_1431 = info.static_meta[u32(2)];
let l_1432 = l_1431 * u32(1);
let l_1433 = l_98 < l_1432;
let l_1434 = l_1432 - u32(1);
let l_1435 = min(l_98, l_1434);
let l_1436 = buffer_2_global[l_1435];
let l_1437 = select(u32(0), l_1436, l_1433);
let l_99 = l_1437;
let l_100 = u64(l_99);
let l_101 = l_100 << u32(bitcast<u64>(u64(32)));
let l_102 = l_96 | l_101;
let l_103 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_104 = l_103 == u64(1);
l_mut_105 = l_102;
if l_104 {
let l_106 = u64(u32(0));
let l_107 = l_106 - l_102;
l_mut_105 = l_107;
}
let l_108 = u64(l_13);
let l_109 = l_mut_105 & u64(4294967295);
let l_110 = l_109 * l_108;
let l_111 = l_mut_105 >> u32(bitcast<u64>(u64(32)));
let l_112 = l_111 * l_108;
let l_113 = l_112 << u32(bitcast<u64>(u64(32)));
let l_114 = l_110 + l_113;
let l_115 = l_112 >> u32(bitcast<u64>(u64(32)));
let l_116 = l_114 < l_110;
let l_117 = u64(l_116);
let l_118 = l_115 + l_117;
l_mut_105 = l_114;
let l_119 = l_24 == u32(64);
if l_119 {
l_mut_105 = l_118;
} else {
let l_120 = l_24 > u32(0);
if l_120 {
let l_121 = u32(64) - l_24;
let l_122 = u64(l_121);
let l_123 = l_118 << u32(bitcast<u64>(l_122));
let l_124 = u64(l_24);
let l_125 = l_114 >> u32(bitcast<u64>(l_124));
let l_126 = l_123 | l_125;
l_mut_105 = l_126;
}
}
l_mut_127 = l_mut_105;
if l_104 {
let l_128 = u64(u32(0));
let l_129 = l_128 - l_mut_127;
l_mut_127 = l_129;
}
let l_130 = l_84 + l_mut_127;
let l_131 = l_24 + u32(3);
let l_132 = u64(u32(0));
l_mut_127 = l_132;
let l_133 = l_13 < u32(65536);
if l_133 {
let l_134 = l_13 * l_13;
let l_135 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_136 = l_135 == u64(1);
l_mut_105 = l_102;
if l_136 {
let l_137 = u64(u32(0));
let l_138 = l_137 - l_102;
l_mut_105 = l_138;
}
let l_139 = u64(l_134);
let l_140 = l_mut_105 & u64(4294967295);
let l_141 = l_140 * l_139;
let l_142 = l_mut_105 >> u32(bitcast<u64>(u64(32)));
let l_143 = l_142 * l_139;
let l_144 = l_143 << u32(bitcast<u64>(u64(32)));
let l_145 = l_141 + l_144;
let l_146 = l_143 >> u32(bitcast<u64>(u64(32)));
let l_147 = l_145 < l_141;
let l_148 = u64(l_147);
let l_149 = l_146 + l_148;
l_mut_105 = l_145;
let l_150 = l_131 == u32(64);
if l_150 {
l_mut_105 = l_149;
} else {
let l_151 = l_131 > u32(0);
if l_151 {
let l_152 = u32(64) - l_131;
let l_153 = u64(l_152);
let l_154 = l_149 << u32(bitcast<u64>(l_153));
let l_155 = u64(l_131);
let l_156 = l_145 >> u32(bitcast<u64>(l_155));
let l_157 = l_154 | l_156;
l_mut_105 = l_157;
}
}
l_mut_158 = l_mut_105;
if l_136 {
let l_159 = u64(u32(0));
let l_160 = l_159 - l_mut_158;
l_mut_158 = l_160;
}
l_mut_127 = l_mut_158;
} else {
let l_161 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_162 = l_161 == u64(1);
l_mut_158 = l_102;
if l_162 {
let l_163 = u64(u32(0));
let l_164 = l_163 - l_102;
l_mut_158 = l_164;
}
let l_165 = u64(l_13);
let l_166 = l_mut_158 & u64(4294967295);
let l_167 = l_166 * l_165;
let l_168 = l_mut_158 >> u32(bitcast<u64>(u64(32)));
let l_169 = l_168 * l_165;
let l_170 = l_169 << u32(bitcast<u64>(u64(32)));
let l_171 = l_167 + l_170;
let l_172 = l_169 >> u32(bitcast<u64>(u64(32)));
let l_173 = l_171 < l_167;
let l_174 = u64(l_173);
let l_175 = l_172 + l_174;
l_mut_105 = l_171;
let l_176 = u32(0) == u32(64);
if l_176 {
l_mut_105 = l_175;
} else {
let l_177 = u32(0) > u32(0);
if l_177 {
let l_178 = u64(u32(64));
let l_179 = l_175 << u32(bitcast<u64>(l_178));
let l_180 = u64(u32(0));
let l_181 = l_171 >> u32(bitcast<u64>(l_180));
let l_182 = l_179 | l_181;
l_mut_105 = l_182;
}
}
let l_183 = u64(l_13);
let l_184 = l_mut_158 & u64(4294967295);
let l_185 = l_184 * l_183;
let l_186 = l_mut_158 >> u32(bitcast<u64>(u64(32)));
let l_187 = l_186 * l_183;
let l_188 = l_187 << u32(bitcast<u64>(u64(32)));
let l_189 = l_185 + l_188;
let l_190 = l_187 >> u32(bitcast<u64>(u64(32)));
let l_191 = l_189 < l_185;
let l_192 = u64(l_191);
let l_193 = l_190 + l_192;
l_mut_158 = l_189;
let l_194 = u32(64) == u32(64);
if l_194 {
l_mut_158 = l_193;
} else {
let l_195 = u32(64) > u32(0);
if l_195 {
let l_196 = u64(u32(0));
let l_197 = l_193 << u32(bitcast<u64>(l_196));
let l_198 = u64(u32(64));
let l_199 = l_189 >> u32(bitcast<u64>(l_198));
let l_200 = l_197 | l_199;
l_mut_158 = l_200;
}
}
let l_201 = u64(l_13);
let l_202 = l_mut_105 & u64(4294967295);
let l_203 = l_202 * l_201;
let l_204 = l_mut_105 >> u32(bitcast<u64>(u64(32)));
let l_205 = l_204 * l_201;
let l_206 = l_205 << u32(bitcast<u64>(u64(32)));
let l_207 = l_203 + l_206;
let l_208 = l_205 >> u32(bitcast<u64>(u64(32)));
let l_209 = l_207 < l_203;
let l_210 = u64(l_209);
let l_211 = l_208 + l_210;
l_mut_212 = l_207;
let l_213 = u32(0) == u32(64);
if l_213 {
l_mut_212 = l_211;
} else {
let l_214 = u32(0) > u32(0);
if l_214 {
let l_215 = u64(u32(64));
let l_216 = l_211 << u32(bitcast<u64>(l_215));
let l_217 = u64(u32(0));
let l_218 = l_207 >> u32(bitcast<u64>(l_217));
let l_219 = l_216 | l_218;
l_mut_212 = l_219;
}
}
let l_220 = u64(l_13);
let l_221 = l_mut_105 & u64(4294967295);
let l_222 = l_221 * l_220;
let l_223 = l_mut_105 >> u32(bitcast<u64>(u64(32)));
let l_224 = l_223 * l_220;
let l_225 = l_224 << u32(bitcast<u64>(u64(32)));
let l_226 = l_222 + l_225;
let l_227 = l_224 >> u32(bitcast<u64>(u64(32)));
let l_228 = l_226 < l_222;
let l_229 = u64(l_228);
let l_230 = l_227 + l_229;
l_mut_105 = l_226;
let l_231 = u32(64) == u32(64);
if l_231 {
l_mut_105 = l_230;
} else {
let l_232 = u32(64) > u32(0);
if l_232 {
let l_233 = u64(u32(0));
let l_234 = l_230 << u32(bitcast<u64>(l_233));
let l_235 = u64(u32(64));
let l_236 = l_226 >> u32(bitcast<u64>(l_235));
let l_237 = l_234 | l_236;
l_mut_105 = l_237;
}
}
let l_238 = u64(l_13);
let l_239 = l_mut_158 * l_238;
let l_240 = l_mut_105 + l_239;
l_mut_127 = l_mut_212;
let l_241 = l_131 == u32(64);
if l_241 {
l_mut_127 = l_240;
} else {
let l_242 = l_131 > u32(0);
if l_242 {
let l_243 = u32(64) - l_131;
let l_244 = u64(l_243);
let l_245 = l_240 << u32(bitcast<u64>(l_244));
let l_246 = u64(l_131);
let l_247 = l_mut_212 >> u32(bitcast<u64>(l_246));
let l_248 = l_245 + l_247;
l_mut_127 = l_248;
}
}
if l_162 {
let l_249 = u64(u32(0));
let l_250 = l_249 - l_mut_127;
l_mut_127 = l_250;
}
}
let l_251 = l_93 - l_mut_127;
let l_252 = l_251 + l_33;
let l_253 = u64(u32(0));
let l_254 = l_253 - l_130;
let l_255 = l_33 + l_33;
l_mut_212 = l_254;
let l_256 = u64(u32(0));
let l_257 = l_256 - l_254;
l_mut_158 = l_257;
l_mut_127 = l_252;
l_mut_67 = u32(1);
l_mut_258 = u32(1);
l_mut_259 = bool(false);
let l_260 = l_mut_127 < l_255;
let l_261 = !l_260;
l_mut_262 = l_261;
let l_263 = l_254 == u64(0);
if l_263 {
l_mut_259 = l_mut_262;
l_mut_262 = bool(false);
}
if l_mut_262 {
let l_264 = l_254 >> u32(bitcast<u64>(u64(63)));
let l_265 = l_264 == u64(1);
l_mut_105 = l_254;
if l_265 {
let l_266 = u64(u32(0));
let l_267 = l_266 - l_254;
l_mut_105 = l_267;
}
let l_268 = l_13 - u32(1);
let l_269 = u64(l_268);
let l_270 = l_mut_105 * l_269;
l_mut_271 = u32(0);
let l_272 = l_13 - u32(1);
let l_273 = u64(l_272);
let l_274 = l_mut_105 & u64(4294967295);
let l_275 = l_274 * l_273;
let l_276 = l_mut_105 >> u32(bitcast<u64>(u64(32)));
let l_277 = l_276 * l_273;
let l_278 = l_277 << u32(bitcast<u64>(u64(32)));
let l_279 = l_275 + l_278;
let l_280 = l_277 >> u32(bitcast<u64>(u64(32)));
let l_281 = l_279 < l_275;
let l_282 = u64(l_281);
let l_283 = l_280 + l_282;
l_mut_284 = l_279;
let l_285 = u32(64) == u32(64);
if l_285 {
l_mut_284 = l_283;
} else {
let l_286 = u32(64) > u32(0);
if l_286 {
let l_287 = u64(u32(0));
let l_288 = l_283 << u32(bitcast<u64>(l_287));
let l_289 = u64(u32(64));
let l_290 = l_279 >> u32(bitcast<u64>(l_289));
let l_291 = l_288 | l_290;
l_mut_284 = l_291;
}
}
let l_292 = l_mut_284 == u64(0);
if l_292 {
l_mut_284 = l_252;
if l_265 {
let l_293 = u64(u32(0));
let l_294 = l_293 - l_252;
let l_295 = l_252 == u64(0);
let l_296 = !l_295;
let l_297 = l_270 < l_294;
let l_298 = !l_297;
let l_299 = l_296 && l_298;
if l_299 {
let l_300 = l_13 - u32(1);
l_mut_301 = l_294;
let l_302 = l_294 < l_mut_105;
let l_303 = !l_302;
if l_303 {
l_mut_304 = u32(0);
let l_305 = l_mut_105 < l_294;
if l_305 {
let l_306 = l_294 - u64(1);
let l_307 = l_306 / l_mut_105;
let l_308 = u64(l_300);
let l_309 = l_307 < l_308;
let l_310 = u64(l_300);
let l_311 = select(l_310, l_307, l_309);
let l_312 = u32(bitcast<u64>(l_311));
l_mut_304 = l_312;
}
let l_313 = u64(l_mut_304);
let l_314 = l_mut_105 * l_313;
let l_315 = l_294 - l_314;
l_mut_301 = l_315;
let l_316 = l_mut_301 < l_mut_105;
let l_317 = !l_316;
if l_317 {
let l_318 = l_mut_301 - l_mut_105;
l_mut_301 = l_318;
}
}
let l_319 = l_mut_105 - l_mut_301;
l_mut_301 = l_319;
let l_320 = l_319 < l_mut_105;
let l_321 = !l_320;
if l_321 {
let l_322 = l_319 - l_mut_105;
l_mut_301 = l_322;
}
let l_323 = l_mut_301 < l_mut_284;
if l_323 {
l_mut_284 = l_mut_301;
}
}
} else {
let l_324 = l_252 - l_270;
l_mut_284 = l_324;
let l_325 = l_252 < l_270;
if l_325 {
let l_326 = l_13 - u32(1);
l_mut_301 = l_252;
let l_327 = l_252 < l_mut_105;
let l_328 = !l_327;
if l_328 {
l_mut_304 = u32(0);
let l_329 = l_mut_105 < l_252;
if l_329 {
let l_330 = l_252 - u64(1);
let l_331 = l_330 / l_mut_105;
let l_332 = u64(l_326);
let l_333 = l_331 < l_332;
let l_334 = u64(l_326);
let l_335 = select(l_334, l_331, l_333);
let l_336 = u32(bitcast<u64>(l_335));
l_mut_304 = l_336;
}
let l_337 = u64(l_mut_304);
let l_338 = l_mut_105 * l_337;
let l_339 = l_252 - l_338;
l_mut_301 = l_339;
let l_340 = l_mut_301 < l_mut_105;
let l_341 = !l_340;
if l_341 {
let l_342 = l_mut_301 - l_mut_105;
l_mut_301 = l_342;
}
}
let l_343 = l_mut_301 < l_mut_284;
if l_343 {
l_mut_284 = l_mut_301;
}
}
}
let l_344 = l_mut_284 < l_255;
let l_345 = !l_344;
let l_346 = u32(l_345);
let l_347 = u32(2) - l_346;
l_mut_271 = l_347;
}
let l_348 = l_mut_271 > u32(0);
if l_348 {
let l_349 = l_mut_271 == u32(1);
l_mut_259 = l_349;
l_mut_262 = bool(false);
}
}
l_mut_350 = bool(false);
loop {
let l_351 = !l_mut_262;
if l_351 {
break;
}
let l_352 = l_mut_127 < l_mut_212;
if l_352 {
let l_353 = l_mut_212 - l_mut_127;
l_mut_301 = l_353;
l_mut_284 = l_mut_212;
let l_354 = l_mut_301 < l_mut_212;
if l_354 {
l_mut_284 = l_mut_301;
}
l_mut_355 = bool(false);
let l_356 = u64(u32(3));
let l_357 = l_mut_284 >> u32(bitcast<u64>(l_356));
let l_358 = l_357 < l_mut_158;
let l_359 = !l_358;
l_mut_355 = l_359;
l_mut_304 = u32(0);
let l_360 = l_mut_158 == u64(0);
let l_361 = !l_360;
let l_362 = l_mut_355 && l_361;
let l_363 = l_mut_158 < l_mut_284;
let l_364 = l_362 && l_363;
let l_365 = l_mut_67 + l_mut_258;
let l_366 = l_365 < l_13;
let l_367 = l_364 && l_366;
if l_367 {
let l_368 = l_13 - l_mut_67;
let l_369 = l_368 - l_mut_258;
let l_370 = l_369 / l_mut_67;
let l_371 = l_mut_284 - u64(1);
let l_372 = l_371 / l_mut_158;
let l_373 = u64(l_370);
let l_374 = l_372 < l_373;
let l_375 = u64(l_370);
let l_376 = select(l_375, l_372, l_374);
let l_377 = u32(bitcast<u64>(l_376));
l_mut_304 = l_377;
}
l_mut_301 = l_mut_212;
l_mut_284 = l_mut_158;
l_mut_271 = l_mut_67;
l_mut_378 = l_mut_258;
l_mut_105 = l_mut_127;
l_mut_379 = u32(0);
let l_380 = l_mut_304 > u32(0);
if l_380 {
let l_381 = u64(l_mut_304);
let l_382 = l_mut_158 * l_381;
let l_383 = l_mut_212 - l_382;
l_mut_301 = l_383;
let l_384 = l_mut_304 * l_mut_67;
let l_385 = l_mut_258 + l_384;
l_mut_378 = l_385;
} else {
let l_386 = l_mut_379 == u32(0);
if l_386 {
let l_387 = l_13 - l_mut_67;
let l_388 = l_387 / l_mut_258;
l_mut_304 = u32(0);
l_mut_355 = bool(false);
let l_389 = u64(u32(3));
let l_390 = l_mut_158 >> u32(bitcast<u64>(l_389));
let l_391 = l_390 < l_mut_212;
let l_392 = !l_391;
l_mut_355 = l_392;
let l_393 = l_mut_212 == u64(0);
if l_393 {
l_mut_304 = l_388;
} else {
if l_mut_355 {
let l_394 = l_mut_212 < l_mut_158;
if l_394 {
let l_395 = l_mut_158 - u64(1);
let l_396 = l_395 / l_mut_212;
let l_397 = u64(l_388);
let l_398 = l_396 < l_397;
let l_399 = u64(l_388);
let l_400 = select(l_399, l_396, l_398);
let l_401 = u32(bitcast<u64>(l_400));
l_mut_304 = l_401;
}
} else {
l_mut_402 = l_mut_158;
loop {
let l_403 = l_mut_212 < l_mut_402;
let l_404 = l_mut_304 * l_mut_258;
let l_405 = l_mut_67 + l_404;
let l_406 = l_405 + l_mut_258;
let l_407 = l_406 < l_13;
let l_408 = l_403 && l_407;
let l_409 = !l_408;
if l_409 {
break;
}
let l_410 = l_mut_402 - l_mut_212;
l_mut_402 = l_410;
l_mut_304 = l_mut_304 + u32(1);
}
}
}
let l_411 = l_mut_304 * l_mut_258;
let l_412 = l_mut_67 + l_411;
let l_413 = l_412 + l_mut_258;
let l_414 = l_413 >= l_13;
if l_414 {
l_mut_379 = u32(1);
} else {
let l_415 = u64(l_mut_304);
let l_416 = l_mut_212 * l_415;
let l_417 = l_mut_158 - l_416;
l_mut_284 = l_417;
let l_418 = l_mut_304 * l_mut_258;
let l_419 = l_mut_67 + l_418;
l_mut_271 = l_419;
let l_420 = l_mut_212 - l_mut_284;
l_mut_301 = l_420;
let l_421 = l_mut_258 + l_mut_271;
l_mut_378 = l_421;
}
}
}
l_mut_212 = l_mut_301;
l_mut_158 = l_mut_284;
l_mut_67 = l_mut_271;
l_mut_258 = l_mut_378;
l_mut_127 = l_mut_105;
let l_422 = l_mut_379 == u32(1);
l_mut_259 = l_422;
let l_423 = l_mut_379 == u32(0);
l_mut_262 = l_423;
} else {
let l_424 = l_mut_158 - l_mut_127;
l_mut_402 = l_424;
let l_425 = l_mut_127 - l_255;
l_mut_402 = l_425;
l_mut_301 = l_mut_158;
let l_426 = l_mut_402 < l_mut_158;
if l_426 {
l_mut_301 = l_mut_402;
}
l_mut_355 = bool(false);
let l_427 = u64(u32(3));
let l_428 = l_mut_301 >> u32(bitcast<u64>(l_427));
let l_429 = l_428 < l_mut_212;
let l_430 = !l_429;
l_mut_355 = l_430;
l_mut_379 = u32(0);
let l_431 = l_mut_212 == u64(0);
let l_432 = !l_431;
let l_433 = l_mut_355 && l_432;
let l_434 = l_mut_212 < l_mut_301;
let l_435 = l_433 && l_434;
let l_436 = l_mut_258 + l_mut_67;
let l_437 = l_436 < l_13;
let l_438 = l_435 && l_437;
if l_438 {
let l_439 = l_13 - l_mut_258;
let l_440 = l_439 - l_mut_67;
let l_441 = l_440 / l_mut_258;
let l_442 = l_mut_301 - u64(1);
let l_443 = l_442 / l_mut_212;
let l_444 = u64(l_441);
let l_445 = l_443 < l_444;
let l_446 = u64(l_441);
let l_447 = select(l_446, l_443, l_445);
let l_448 = u32(bitcast<u64>(l_447));
l_mut_379 = l_448;
}
l_mut_402 = l_mut_158;
l_mut_301 = l_mut_212;
l_mut_378 = l_mut_258;
l_mut_304 = l_mut_67;
l_mut_284 = l_mut_127;
l_mut_271 = u32(0);
let l_449 = l_mut_379 > u32(0);
if l_449 {
let l_450 = u64(l_mut_379);
let l_451 = l_mut_212 * l_450;
let l_452 = l_mut_127 - l_451;
l_mut_284 = l_452;
let l_453 = l_mut_158 - l_451;
l_mut_402 = l_453;
let l_454 = l_mut_379 * l_mut_258;
let l_455 = l_mut_67 + l_454;
l_mut_304 = l_455;
} else {
let l_456 = l_mut_127 - l_mut_212;
l_mut_284 = l_456;
let l_457 = l_mut_284 < l_255;
if l_457 {
l_mut_271 = u32(2);
}
let l_458 = l_mut_271 == u32(0);
if l_458 {
let l_459 = l_13 - l_mut_258;
let l_460 = l_459 / l_mut_67;
l_mut_379 = u32(0);
l_mut_355 = bool(false);
let l_461 = u64(u32(3));
let l_462 = l_mut_212 >> u32(bitcast<u64>(l_461));
let l_463 = l_462 < l_mut_158;
let l_464 = !l_463;
l_mut_355 = l_464;
let l_465 = l_mut_158 == u64(0);
if l_465 {
l_mut_379 = l_460;
} else {
if l_mut_355 {
let l_466 = l_mut_158 < l_mut_212;
if l_466 {
let l_467 = l_mut_212 - u64(1);
let l_468 = l_467 / l_mut_158;
let l_469 = u64(l_460);
let l_470 = l_468 < l_469;
let l_471 = u64(l_460);
let l_472 = select(l_471, l_468, l_470);
let l_473 = u32(bitcast<u64>(l_472));
l_mut_379 = l_473;
}
} else {
l_mut_105 = l_mut_212;
loop {
let l_474 = l_mut_158 < l_mut_105;
let l_475 = l_mut_379 * l_mut_67;
let l_476 = l_mut_258 + l_475;
let l_477 = l_476 + l_mut_67;
let l_478 = l_477 < l_13;
let l_479 = l_474 && l_478;
let l_480 = !l_479;
if l_480 {
break;
}
let l_481 = l_mut_105 - l_mut_158;
l_mut_105 = l_481;
l_mut_379 = l_mut_379 + u32(1);
}
}
}
let l_482 = l_mut_379 * l_mut_67;
let l_483 = l_mut_258 + l_482;
let l_484 = l_483 + l_mut_67;
let l_485 = l_484 >= l_13;
if l_485 {
l_mut_271 = u32(1);
} else {
let l_486 = u64(l_mut_379);
let l_487 = l_mut_158 * l_486;
let l_488 = l_mut_212 - l_487;
l_mut_301 = l_488;
let l_489 = l_mut_379 * l_mut_67;
let l_490 = l_mut_258 + l_489;
l_mut_378 = l_490;
let l_491 = l_mut_158 - l_mut_301;
l_mut_402 = l_491;
let l_492 = l_mut_67 + l_mut_378;
l_mut_304 = l_492;
}
}
}
l_mut_212 = l_mut_301;
l_mut_158 = l_mut_402;
l_mut_67 = l_mut_304;
l_mut_258 = l_mut_378;
l_mut_127 = l_mut_284;
let l_493 = l_mut_271 == u32(1);
l_mut_259 = l_493;
let l_494 = l_mut_271 == u32(0);
l_mut_262 = l_494;
}
}
let l_495 = !l_mut_259;
if l_495 {
let l_1438 = info.static_meta[u32(5)];
let l_1439 = l_1438 * u32(1);
let l_1440 = l_1439 - u32(1);
let l_1441 = min(u32(0), l_1440);
let l_1442 = &buffer_5_global[l_1441];
let l_496 = l_1442;
let l_497 = atomicAdd(l_496, u32(1));let l_498 = l_13 / u32(8);
l_mut_379 = u32(0);
l_mut_378 = u32(0);
l_mut_304 = u32(0);

for (var l_mut_499: u32 = u32(0); l_mut_499 < u32(8); l_mut_499++) {
let l_500 = l_mut_499 * l_498;
let l_501 = l_500 < l_74;
let l_502 = l_13 / u32(8);
let l_503 = l_mut_499 * l_502;
let l_504 = l_503 + l_503;
let l_505 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_506 = l_505 == u64(1);
l_mut_402 = l_102;
if l_506 {
let l_507 = u64(u32(0));
let l_508 = l_507 - l_102;
l_mut_402 = l_508;
}
let l_509 = u64(l_504);
let l_510 = l_mut_402 & u64(4294967295);
let l_511 = l_510 * l_509;
let l_512 = l_mut_402 >> u32(bitcast<u64>(u64(32)));
let l_513 = l_512 * l_509;
let l_514 = l_513 << u32(bitcast<u64>(u64(32)));
let l_515 = l_511 + l_514;
let l_516 = l_513 >> u32(bitcast<u64>(u64(32)));
let l_517 = l_515 < l_511;
let l_518 = u64(l_517);
let l_519 = l_516 + l_518;
l_mut_402 = l_515;
let l_520 = l_24 == u32(64);
if l_520 {
l_mut_402 = l_519;
} else {
let l_521 = l_24 > u32(0);
if l_521 {
let l_522 = u32(64) - l_24;
let l_523 = u64(l_522);
let l_524 = l_519 << u32(bitcast<u64>(l_523));
let l_525 = u64(l_24);
let l_526 = l_515 >> u32(bitcast<u64>(l_525));
let l_527 = l_524 | l_526;
l_mut_402 = l_527;
}
}
l_mut_301 = l_mut_402;
if l_506 {
let l_528 = u64(u32(0));
let l_529 = l_528 - l_mut_301;
l_mut_301 = l_529;
}
let l_530 = l_84 + l_mut_301;
let l_531 = u64(l_503);
let l_532 = l_84 * l_531;
let l_533 = l_93 + l_532;
let l_534 = u64(u32(0));
l_mut_402 = l_534;
let l_535 = l_503 < u32(65536);
if l_535 {
let l_536 = l_503 * l_503;
let l_537 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_538 = l_537 == u64(1);
l_mut_301 = l_102;
if l_538 {
let l_539 = u64(u32(0));
let l_540 = l_539 - l_102;
l_mut_301 = l_540;
}
let l_541 = u64(l_536);
let l_542 = l_mut_301 & u64(4294967295);
let l_543 = l_542 * l_541;
let l_544 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_545 = l_544 * l_541;
let l_546 = l_545 << u32(bitcast<u64>(u64(32)));
let l_547 = l_543 + l_546;
let l_548 = l_545 >> u32(bitcast<u64>(u64(32)));
let l_549 = l_547 < l_543;
let l_550 = u64(l_549);
let l_551 = l_548 + l_550;
l_mut_301 = l_547;
let l_552 = l_24 == u32(64);
if l_552 {
l_mut_301 = l_551;
} else {
let l_553 = l_24 > u32(0);
if l_553 {
let l_554 = u32(64) - l_24;
let l_555 = u64(l_554);
let l_556 = l_551 << u32(bitcast<u64>(l_555));
let l_557 = u64(l_24);
let l_558 = l_547 >> u32(bitcast<u64>(l_557));
let l_559 = l_556 | l_558;
l_mut_301 = l_559;
}
}
l_mut_284 = l_mut_301;
if l_538 {
let l_560 = u64(u32(0));
let l_561 = l_560 - l_mut_284;
l_mut_284 = l_561;
}
l_mut_402 = l_mut_284;
} else {
let l_562 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_563 = l_562 == u64(1);
l_mut_301 = l_102;
if l_563 {
let l_564 = u64(u32(0));
let l_565 = l_564 - l_102;
l_mut_301 = l_565;
}
let l_566 = u64(l_503);
let l_567 = l_mut_301 & u64(4294967295);
let l_568 = l_567 * l_566;
let l_569 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_570 = l_569 * l_566;
let l_571 = l_570 << u32(bitcast<u64>(u64(32)));
let l_572 = l_568 + l_571;
let l_573 = l_570 >> u32(bitcast<u64>(u64(32)));
let l_574 = l_572 < l_568;
let l_575 = u64(l_574);
let l_576 = l_573 + l_575;
l_mut_284 = l_572;
let l_577 = u32(0) == u32(64);
if l_577 {
l_mut_284 = l_576;
} else {
let l_578 = u32(0) > u32(0);
if l_578 {
let l_579 = u64(u32(64));
let l_580 = l_576 << u32(bitcast<u64>(l_579));
let l_581 = u64(u32(0));
let l_582 = l_572 >> u32(bitcast<u64>(l_581));
let l_583 = l_580 | l_582;
l_mut_284 = l_583;
}
}
let l_584 = u64(l_503);
let l_585 = l_mut_301 & u64(4294967295);
let l_586 = l_585 * l_584;
let l_587 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_588 = l_587 * l_584;
let l_589 = l_588 << u32(bitcast<u64>(u64(32)));
let l_590 = l_586 + l_589;
let l_591 = l_588 >> u32(bitcast<u64>(u64(32)));
let l_592 = l_590 < l_586;
let l_593 = u64(l_592);
let l_594 = l_591 + l_593;
l_mut_301 = l_590;
let l_595 = u32(64) == u32(64);
if l_595 {
l_mut_301 = l_594;
} else {
let l_596 = u32(64) > u32(0);
if l_596 {
let l_597 = u64(u32(0));
let l_598 = l_594 << u32(bitcast<u64>(l_597));
let l_599 = u64(u32(64));
let l_600 = l_590 >> u32(bitcast<u64>(l_599));
let l_601 = l_598 | l_600;
l_mut_301 = l_601;
}
}
let l_602 = u64(l_503);
let l_603 = l_mut_284 & u64(4294967295);
let l_604 = l_603 * l_602;
let l_605 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_606 = l_605 * l_602;
let l_607 = l_606 << u32(bitcast<u64>(u64(32)));
let l_608 = l_604 + l_607;
let l_609 = l_606 >> u32(bitcast<u64>(u64(32)));
let l_610 = l_608 < l_604;
let l_611 = u64(l_610);
let l_612 = l_609 + l_611;
l_mut_212 = l_608;
let l_613 = u32(0) == u32(64);
if l_613 {
l_mut_212 = l_612;
} else {
let l_614 = u32(0) > u32(0);
if l_614 {
let l_615 = u64(u32(64));
let l_616 = l_612 << u32(bitcast<u64>(l_615));
let l_617 = u64(u32(0));
let l_618 = l_608 >> u32(bitcast<u64>(l_617));
let l_619 = l_616 | l_618;
l_mut_212 = l_619;
}
}
let l_620 = u64(l_503);
let l_621 = l_mut_284 & u64(4294967295);
let l_622 = l_621 * l_620;
let l_623 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_624 = l_623 * l_620;
let l_625 = l_624 << u32(bitcast<u64>(u64(32)));
let l_626 = l_622 + l_625;
let l_627 = l_624 >> u32(bitcast<u64>(u64(32)));
let l_628 = l_626 < l_622;
let l_629 = u64(l_628);
let l_630 = l_627 + l_629;
l_mut_284 = l_626;
let l_631 = u32(64) == u32(64);
if l_631 {
l_mut_284 = l_630;
} else {
let l_632 = u32(64) > u32(0);
if l_632 {
let l_633 = u64(u32(0));
let l_634 = l_630 << u32(bitcast<u64>(l_633));
let l_635 = u64(u32(64));
let l_636 = l_626 >> u32(bitcast<u64>(l_635));
let l_637 = l_634 | l_636;
l_mut_284 = l_637;
}
}
let l_638 = u64(l_503);
let l_639 = l_mut_301 * l_638;
let l_640 = l_mut_284 + l_639;
l_mut_402 = l_mut_212;
let l_641 = l_24 == u32(64);
if l_641 {
l_mut_402 = l_640;
} else {
let l_642 = l_24 > u32(0);
if l_642 {
let l_643 = u32(64) - l_24;
let l_644 = u64(l_643);
let l_645 = l_640 << u32(bitcast<u64>(l_644));
let l_646 = u64(l_24);
let l_647 = l_mut_212 >> u32(bitcast<u64>(l_646));
let l_648 = l_645 + l_647;
l_mut_402 = l_648;
}
}
if l_563 {
let l_649 = u64(u32(0));
let l_650 = l_649 - l_mut_402;
l_mut_402 = l_650;
}
}
let l_651 = l_533 + l_mut_402;
let l_652 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_653 = l_652 == u64(1);
l_mut_402 = l_102;
if l_653 {
let l_654 = u64(u32(0));
let l_655 = l_654 - l_102;
l_mut_402 = l_655;
}
let l_656 = u64(l_502);
let l_657 = l_mut_402 & u64(4294967295);
let l_658 = l_657 * l_656;
let l_659 = l_mut_402 >> u32(bitcast<u64>(u64(32)));
let l_660 = l_659 * l_656;
let l_661 = l_660 << u32(bitcast<u64>(u64(32)));
let l_662 = l_658 + l_661;
let l_663 = l_660 >> u32(bitcast<u64>(u64(32)));
let l_664 = l_662 < l_658;
let l_665 = u64(l_664);
let l_666 = l_663 + l_665;
l_mut_402 = l_662;
let l_667 = l_24 == u32(64);
if l_667 {
l_mut_402 = l_666;
} else {
let l_668 = l_24 > u32(0);
if l_668 {
let l_669 = u32(64) - l_24;
let l_670 = u64(l_669);
let l_671 = l_666 << u32(bitcast<u64>(l_670));
let l_672 = u64(l_24);
let l_673 = l_662 >> u32(bitcast<u64>(l_672));
let l_674 = l_671 | l_673;
l_mut_402 = l_674;
}
}
l_mut_301 = l_mut_402;
if l_653 {
let l_675 = u64(u32(0));
let l_676 = l_675 - l_mut_301;
l_mut_301 = l_676;
}
let l_677 = l_530 + l_mut_301;
let l_678 = l_24 + u32(3);
let l_679 = u64(u32(0));
l_mut_402 = l_679;
let l_680 = l_502 < u32(65536);
if l_680 {
let l_681 = l_502 * l_502;
let l_682 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_683 = l_682 == u64(1);
l_mut_301 = l_102;
if l_683 {
let l_684 = u64(u32(0));
let l_685 = l_684 - l_102;
l_mut_301 = l_685;
}
let l_686 = u64(l_681);
let l_687 = l_mut_301 & u64(4294967295);
let l_688 = l_687 * l_686;
let l_689 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_690 = l_689 * l_686;
let l_691 = l_690 << u32(bitcast<u64>(u64(32)));
let l_692 = l_688 + l_691;
let l_693 = l_690 >> u32(bitcast<u64>(u64(32)));
let l_694 = l_692 < l_688;
let l_695 = u64(l_694);
let l_696 = l_693 + l_695;
l_mut_301 = l_692;
let l_697 = l_678 == u32(64);
if l_697 {
l_mut_301 = l_696;
} else {
let l_698 = l_678 > u32(0);
if l_698 {
let l_699 = u32(64) - l_678;
let l_700 = u64(l_699);
let l_701 = l_696 << u32(bitcast<u64>(l_700));
let l_702 = u64(l_678);
let l_703 = l_692 >> u32(bitcast<u64>(l_702));
let l_704 = l_701 | l_703;
l_mut_301 = l_704;
}
}
l_mut_284 = l_mut_301;
if l_683 {
let l_705 = u64(u32(0));
let l_706 = l_705 - l_mut_284;
l_mut_284 = l_706;
}
l_mut_402 = l_mut_284;
} else {
let l_707 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_708 = l_707 == u64(1);
l_mut_301 = l_102;
if l_708 {
let l_709 = u64(u32(0));
let l_710 = l_709 - l_102;
l_mut_301 = l_710;
}
let l_711 = u64(l_502);
let l_712 = l_mut_301 & u64(4294967295);
let l_713 = l_712 * l_711;
let l_714 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_715 = l_714 * l_711;
let l_716 = l_715 << u32(bitcast<u64>(u64(32)));
let l_717 = l_713 + l_716;
let l_718 = l_715 >> u32(bitcast<u64>(u64(32)));
let l_719 = l_717 < l_713;
let l_720 = u64(l_719);
let l_721 = l_718 + l_720;
l_mut_284 = l_717;
let l_722 = u32(0) == u32(64);
if l_722 {
l_mut_284 = l_721;
} else {
let l_723 = u32(0) > u32(0);
if l_723 {
let l_724 = u64(u32(64));
let l_725 = l_721 << u32(bitcast<u64>(l_724));
let l_726 = u64(u32(0));
let l_727 = l_717 >> u32(bitcast<u64>(l_726));
let l_728 = l_725 | l_727;
l_mut_284 = l_728;
}
}
let l_729 = u64(l_502);
let l_730 = l_mut_301 & u64(4294967295);
let l_731 = l_730 * l_729;
let l_732 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_733 = l_732 * l_729;
let l_734 = l_733 << u32(bitcast<u64>(u64(32)));
let l_735 = l_731 + l_734;
let l_736 = l_733 >> u32(bitcast<u64>(u64(32)));
let l_737 = l_735 < l_731;
let l_738 = u64(l_737);
let l_739 = l_736 + l_738;
l_mut_301 = l_735;
let l_740 = u32(64) == u32(64);
if l_740 {
l_mut_301 = l_739;
} else {
let l_741 = u32(64) > u32(0);
if l_741 {
let l_742 = u64(u32(0));
let l_743 = l_739 << u32(bitcast<u64>(l_742));
let l_744 = u64(u32(64));
let l_745 = l_735 >> u32(bitcast<u64>(l_744));
let l_746 = l_743 | l_745;
l_mut_301 = l_746;
}
}
let l_747 = u64(l_502);
let l_748 = l_mut_284 & u64(4294967295);
let l_749 = l_748 * l_747;
let l_750 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_751 = l_750 * l_747;
let l_752 = l_751 << u32(bitcast<u64>(u64(32)));
let l_753 = l_749 + l_752;
let l_754 = l_751 >> u32(bitcast<u64>(u64(32)));
let l_755 = l_753 < l_749;
let l_756 = u64(l_755);
let l_757 = l_754 + l_756;
l_mut_212 = l_753;
let l_758 = u32(0) == u32(64);
if l_758 {
l_mut_212 = l_757;
} else {
let l_759 = u32(0) > u32(0);
if l_759 {
let l_760 = u64(u32(64));
let l_761 = l_757 << u32(bitcast<u64>(l_760));
let l_762 = u64(u32(0));
let l_763 = l_753 >> u32(bitcast<u64>(l_762));
let l_764 = l_761 | l_763;
l_mut_212 = l_764;
}
}
let l_765 = u64(l_502);
let l_766 = l_mut_284 & u64(4294967295);
let l_767 = l_766 * l_765;
let l_768 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_769 = l_768 * l_765;
let l_770 = l_769 << u32(bitcast<u64>(u64(32)));
let l_771 = l_767 + l_770;
let l_772 = l_769 >> u32(bitcast<u64>(u64(32)));
let l_773 = l_771 < l_767;
let l_774 = u64(l_773);
let l_775 = l_772 + l_774;
l_mut_284 = l_771;
let l_776 = u32(64) == u32(64);
if l_776 {
l_mut_284 = l_775;
} else {
let l_777 = u32(64) > u32(0);
if l_777 {
let l_778 = u64(u32(0));
let l_779 = l_775 << u32(bitcast<u64>(l_778));
let l_780 = u64(u32(64));
let l_781 = l_771 >> u32(bitcast<u64>(l_780));
let l_782 = l_779 | l_781;
l_mut_284 = l_782;
}
}
let l_783 = u64(l_502);
let l_784 = l_mut_301 * l_783;
let l_785 = l_mut_284 + l_784;
l_mut_402 = l_mut_212;
let l_786 = l_678 == u32(64);
if l_786 {
l_mut_402 = l_785;
} else {
let l_787 = l_678 > u32(0);
if l_787 {
let l_788 = u32(64) - l_678;
let l_789 = u64(l_788);
let l_790 = l_785 << u32(bitcast<u64>(l_789));
let l_791 = u64(l_678);
let l_792 = l_mut_212 >> u32(bitcast<u64>(l_791));
let l_793 = l_790 + l_792;
l_mut_402 = l_793;
}
}
if l_708 {
let l_794 = u64(u32(0));
let l_795 = l_794 - l_mut_402;
l_mut_402 = l_795;
}
}
let l_796 = l_651 - l_mut_402;
let l_797 = l_796 + l_42;
let l_798 = u64(u32(0));
let l_799 = l_798 - l_677;
let l_800 = l_42 + l_42;
l_mut_402 = l_799;
let l_801 = u64(u32(0));
let l_802 = l_801 - l_799;
l_mut_301 = l_802;
l_mut_284 = l_797;
l_mut_271 = u32(1);
l_mut_258 = u32(1);
l_mut_355 = bool(false);
let l_803 = l_mut_284 < l_800;
let l_804 = !l_803;
l_mut_350 = l_804;
let l_805 = l_799 == u64(0);
if l_805 {
l_mut_355 = l_mut_350;
l_mut_350 = bool(false);
}
if l_mut_350 {
let l_806 = l_799 >> u32(bitcast<u64>(u64(63)));
let l_807 = l_806 == u64(1);
l_mut_212 = l_799;
if l_807 {
let l_808 = u64(u32(0));
let l_809 = l_808 - l_799;
l_mut_212 = l_809;
}
let l_810 = l_502 - u32(1);
let l_811 = u64(l_810);
let l_812 = l_mut_212 * l_811;
l_mut_67 = u32(0);
let l_813 = l_502 - u32(1);
let l_814 = u64(l_813);
let l_815 = l_mut_212 & u64(4294967295);
let l_816 = l_815 * l_814;
let l_817 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_818 = l_817 * l_814;
let l_819 = l_818 << u32(bitcast<u64>(u64(32)));
let l_820 = l_816 + l_819;
let l_821 = l_818 >> u32(bitcast<u64>(u64(32)));
let l_822 = l_820 < l_816;
let l_823 = u64(l_822);
let l_824 = l_821 + l_823;
l_mut_158 = l_820;
let l_825 = u32(64) == u32(64);
if l_825 {
l_mut_158 = l_824;
} else {
let l_826 = u32(64) > u32(0);
if l_826 {
let l_827 = u64(u32(0));
let l_828 = l_824 << u32(bitcast<u64>(l_827));
let l_829 = u64(u32(64));
let l_830 = l_820 >> u32(bitcast<u64>(l_829));
let l_831 = l_828 | l_830;
l_mut_158 = l_831;
}
}
let l_832 = l_mut_158 == u64(0);
if l_832 {
l_mut_158 = l_797;
if l_807 {
let l_833 = u64(u32(0));
let l_834 = l_833 - l_797;
let l_835 = l_797 == u64(0);
let l_836 = !l_835;
let l_837 = l_812 < l_834;
let l_838 = !l_837;
let l_839 = l_836 && l_838;
if l_839 {
let l_840 = l_502 - u32(1);
l_mut_127 = l_834;
let l_841 = l_834 < l_mut_212;
let l_842 = !l_841;
if l_842 {
l_mut_843 = u32(0);
let l_844 = l_mut_212 < l_834;
if l_844 {
let l_845 = l_834 - u64(1);
let l_846 = l_845 / l_mut_212;
let l_847 = u64(l_840);
let l_848 = l_846 < l_847;
let l_849 = u64(l_840);
let l_850 = select(l_849, l_846, l_848);
let l_851 = u32(bitcast<u64>(l_850));
l_mut_843 = l_851;
}
let l_852 = u64(l_mut_843);
let l_853 = l_mut_212 * l_852;
let l_854 = l_834 - l_853;
l_mut_127 = l_854;
let l_855 = l_mut_127 < l_mut_212;
let l_856 = !l_855;
if l_856 {
let l_857 = l_mut_127 - l_mut_212;
l_mut_127 = l_857;
}
}
let l_858 = l_mut_212 - l_mut_127;
l_mut_127 = l_858;
let l_859 = l_858 < l_mut_212;
let l_860 = !l_859;
if l_860 {
let l_861 = l_858 - l_mut_212;
l_mut_127 = l_861;
}
let l_862 = l_mut_127 < l_mut_158;
if l_862 {
l_mut_158 = l_mut_127;
}
}
} else {
let l_863 = l_797 - l_812;
l_mut_158 = l_863;
let l_864 = l_797 < l_812;
if l_864 {
let l_865 = l_502 - u32(1);
l_mut_127 = l_797;
let l_866 = l_797 < l_mut_212;
let l_867 = !l_866;
if l_867 {
l_mut_843 = u32(0);
let l_868 = l_mut_212 < l_797;
if l_868 {
let l_869 = l_797 - u64(1);
let l_870 = l_869 / l_mut_212;
let l_871 = u64(l_865);
let l_872 = l_870 < l_871;
let l_873 = u64(l_865);
let l_874 = select(l_873, l_870, l_872);
let l_875 = u32(bitcast<u64>(l_874));
l_mut_843 = l_875;
}
let l_876 = u64(l_mut_843);
let l_877 = l_mut_212 * l_876;
let l_878 = l_797 - l_877;
l_mut_127 = l_878;
let l_879 = l_mut_127 < l_mut_212;
let l_880 = !l_879;
if l_880 {
let l_881 = l_mut_127 - l_mut_212;
l_mut_127 = l_881;
}
}
let l_882 = l_mut_127 < l_mut_158;
if l_882 {
l_mut_158 = l_mut_127;
}
}
}
let l_883 = l_mut_158 < l_800;
let l_884 = !l_883;
let l_885 = u32(l_884);
let l_886 = u32(2) - l_885;
l_mut_67 = l_886;
}
let l_887 = l_mut_67 > u32(0);
if l_887 {
let l_888 = l_mut_67 == u32(1);
l_mut_355 = l_888;
l_mut_350 = bool(false);
}
}
l_mut_262 = bool(false);
loop {
let l_889 = !l_mut_350;
if l_889 {
break;
}
let l_890 = l_mut_284 < l_mut_402;
if l_890 {
let l_891 = l_mut_402 - l_mut_284;
l_mut_212 = l_891;
l_mut_158 = l_mut_402;
let l_892 = l_mut_212 < l_mut_402;
if l_892 {
l_mut_158 = l_mut_212;
}
l_mut_259 = bool(false);
let l_893 = u64(u32(3));
let l_894 = l_mut_158 >> u32(bitcast<u64>(l_893));
let l_895 = l_894 < l_mut_301;
let l_896 = !l_895;
l_mut_259 = l_896;
l_mut_843 = u32(0);
let l_897 = l_mut_301 == u64(0);
let l_898 = !l_897;
let l_899 = l_mut_259 && l_898;
let l_900 = l_mut_301 < l_mut_158;
let l_901 = l_899 && l_900;
let l_902 = l_mut_271 + l_mut_258;
let l_903 = l_902 < l_502;
let l_904 = l_901 && l_903;
if l_904 {
let l_905 = l_502 - l_mut_271;
let l_906 = l_905 - l_mut_258;
let l_907 = l_906 / l_mut_271;
let l_908 = l_mut_158 - u64(1);
let l_909 = l_908 / l_mut_301;
let l_910 = u64(l_907);
let l_911 = l_909 < l_910;
let l_912 = u64(l_907);
let l_913 = select(l_912, l_909, l_911);
let l_914 = u32(bitcast<u64>(l_913));
l_mut_843 = l_914;
}
l_mut_212 = l_mut_402;
l_mut_158 = l_mut_301;
l_mut_67 = l_mut_271;
l_mut_915 = l_mut_258;
l_mut_127 = l_mut_284;
l_mut_916 = u32(0);
let l_917 = l_mut_843 > u32(0);
if l_917 {
let l_918 = u64(l_mut_843);
let l_919 = l_mut_301 * l_918;
let l_920 = l_mut_402 - l_919;
l_mut_212 = l_920;
let l_921 = l_mut_843 * l_mut_271;
let l_922 = l_mut_258 + l_921;
l_mut_915 = l_922;
} else {
let l_923 = l_mut_916 == u32(0);
if l_923 {
let l_924 = l_502 - l_mut_271;
let l_925 = l_924 / l_mut_258;
l_mut_843 = u32(0);
l_mut_259 = bool(false);
let l_926 = u64(u32(3));
let l_927 = l_mut_301 >> u32(bitcast<u64>(l_926));
let l_928 = l_927 < l_mut_402;
let l_929 = !l_928;
l_mut_259 = l_929;
let l_930 = l_mut_402 == u64(0);
if l_930 {
l_mut_843 = l_925;
} else {
if l_mut_259 {
let l_931 = l_mut_402 < l_mut_301;
if l_931 {
let l_932 = l_mut_301 - u64(1);
let l_933 = l_932 / l_mut_402;
let l_934 = u64(l_925);
let l_935 = l_933 < l_934;
let l_936 = u64(l_925);
let l_937 = select(l_936, l_933, l_935);
let l_938 = u32(bitcast<u64>(l_937));
l_mut_843 = l_938;
}
} else {
l_mut_105 = l_mut_301;
loop {
let l_939 = l_mut_402 < l_mut_105;
let l_940 = l_mut_843 * l_mut_258;
let l_941 = l_mut_271 + l_940;
let l_942 = l_941 + l_mut_258;
let l_943 = l_942 < l_502;
let l_944 = l_939 && l_943;
let l_945 = !l_944;
if l_945 {
break;
}
let l_946 = l_mut_105 - l_mut_402;
l_mut_105 = l_946;
l_mut_843 = l_mut_843 + u32(1);
}
}
}
let l_947 = l_mut_843 * l_mut_258;
let l_948 = l_mut_271 + l_947;
let l_949 = l_948 + l_mut_258;
let l_950 = l_949 >= l_502;
if l_950 {
l_mut_916 = u32(1);
} else {
let l_951 = u64(l_mut_843);
let l_952 = l_mut_402 * l_951;
let l_953 = l_mut_301 - l_952;
l_mut_158 = l_953;
let l_954 = l_mut_843 * l_mut_258;
let l_955 = l_mut_271 + l_954;
l_mut_67 = l_955;
let l_956 = l_mut_402 - l_mut_158;
l_mut_212 = l_956;
let l_957 = l_mut_258 + l_mut_67;
l_mut_915 = l_957;
}
}
}
l_mut_402 = l_mut_212;
l_mut_301 = l_mut_158;
l_mut_271 = l_mut_67;
l_mut_258 = l_mut_915;
l_mut_284 = l_mut_127;
let l_958 = l_mut_916 == u32(1);
l_mut_355 = l_958;
let l_959 = l_mut_916 == u32(0);
l_mut_350 = l_959;
} else {
let l_960 = l_mut_301 - l_mut_284;
l_mut_212 = l_960;
let l_961 = l_mut_284 - l_800;
l_mut_212 = l_961;
l_mut_158 = l_mut_301;
let l_962 = l_mut_212 < l_mut_301;
if l_962 {
l_mut_158 = l_mut_212;
}
l_mut_259 = bool(false);
let l_963 = u64(u32(3));
let l_964 = l_mut_158 >> u32(bitcast<u64>(l_963));
let l_965 = l_964 < l_mut_402;
let l_966 = !l_965;
l_mut_259 = l_966;
l_mut_916 = u32(0);
let l_967 = l_mut_402 == u64(0);
let l_968 = !l_967;
let l_969 = l_mut_259 && l_968;
let l_970 = l_mut_402 < l_mut_158;
let l_971 = l_969 && l_970;
let l_972 = l_mut_258 + l_mut_271;
let l_973 = l_972 < l_502;
let l_974 = l_971 && l_973;
if l_974 {
let l_975 = l_502 - l_mut_258;
let l_976 = l_975 - l_mut_271;
let l_977 = l_976 / l_mut_258;
let l_978 = l_mut_158 - u64(1);
let l_979 = l_978 / l_mut_402;
let l_980 = u64(l_977);
let l_981 = l_979 < l_980;
let l_982 = u64(l_977);
let l_983 = select(l_982, l_979, l_981);
let l_984 = u32(bitcast<u64>(l_983));
l_mut_916 = l_984;
}
l_mut_212 = l_mut_301;
l_mut_158 = l_mut_402;
l_mut_915 = l_mut_258;
l_mut_843 = l_mut_271;
l_mut_127 = l_mut_284;
l_mut_67 = u32(0);
let l_985 = l_mut_916 > u32(0);
if l_985 {
let l_986 = u64(l_mut_916);
let l_987 = l_mut_402 * l_986;
let l_988 = l_mut_284 - l_987;
l_mut_127 = l_988;
let l_989 = l_mut_301 - l_987;
l_mut_212 = l_989;
let l_990 = l_mut_916 * l_mut_258;
let l_991 = l_mut_271 + l_990;
l_mut_843 = l_991;
} else {
let l_992 = l_mut_284 - l_mut_402;
l_mut_127 = l_992;
let l_993 = l_mut_127 < l_800;
if l_993 {
l_mut_67 = u32(2);
}
let l_994 = l_mut_67 == u32(0);
if l_994 {
let l_995 = l_502 - l_mut_258;
let l_996 = l_995 / l_mut_271;
l_mut_916 = u32(0);
l_mut_259 = bool(false);
let l_997 = u64(u32(3));
let l_998 = l_mut_402 >> u32(bitcast<u64>(l_997));
let l_999 = l_998 < l_mut_301;
let l_1000 = !l_999;
l_mut_259 = l_1000;
let l_1001 = l_mut_301 == u64(0);
if l_1001 {
l_mut_916 = l_996;
} else {
if l_mut_259 {
let l_1002 = l_mut_301 < l_mut_402;
if l_1002 {
let l_1003 = l_mut_402 - u64(1);
let l_1004 = l_1003 / l_mut_301;
let l_1005 = u64(l_996);
let l_1006 = l_1004 < l_1005;
let l_1007 = u64(l_996);
let l_1008 = select(l_1007, l_1004, l_1006);
let l_1009 = u32(bitcast<u64>(l_1008));
l_mut_916 = l_1009;
}
} else {
l_mut_105 = l_mut_402;
loop {
let l_1010 = l_mut_301 < l_mut_105;
let l_1011 = l_mut_916 * l_mut_271;
let l_1012 = l_mut_258 + l_1011;
let l_1013 = l_1012 + l_mut_271;
let l_1014 = l_1013 < l_502;
let l_1015 = l_1010 && l_1014;
let l_1016 = !l_1015;
if l_1016 {
break;
}
let l_1017 = l_mut_105 - l_mut_301;
l_mut_105 = l_1017;
l_mut_916 = l_mut_916 + u32(1);
}
}
}
let l_1018 = l_mut_916 * l_mut_271;
let l_1019 = l_mut_258 + l_1018;
let l_1020 = l_1019 + l_mut_271;
let l_1021 = l_1020 >= l_502;
if l_1021 {
l_mut_67 = u32(1);
} else {
let l_1022 = u64(l_mut_916);
let l_1023 = l_mut_301 * l_1022;
let l_1024 = l_mut_402 - l_1023;
l_mut_158 = l_1024;
let l_1025 = l_mut_916 * l_mut_271;
let l_1026 = l_mut_258 + l_1025;
l_mut_915 = l_1026;
let l_1027 = l_mut_301 - l_mut_158;
l_mut_212 = l_1027;
let l_1028 = l_mut_271 + l_mut_915;
l_mut_843 = l_1028;
}
}
}
l_mut_402 = l_mut_158;
l_mut_301 = l_mut_212;
l_mut_271 = l_mut_843;
l_mut_258 = l_mut_915;
l_mut_284 = l_mut_127;
let l_1029 = l_mut_67 == u32(1);
l_mut_355 = l_1029;
let l_1030 = l_mut_67 == u32(0);
l_mut_350 = l_1030;
}
}
let l_1031 = !l_mut_355;
let l_1032 = l_501 && l_1031;
if l_1032 {
let l_1033 = u32(1) << l_mut_499;
l_mut_379 = l_mut_379 | l_1033;
l_mut_378 = l_mut_378 + u32(1);
let l_1034 = l_500 + l_498;
let l_1035 = min(l_1034, l_74);
l_mut_916 = u32(0);

for (var l_mut_1036: u32 = l_500; l_mut_1036 < l_1035; l_mut_1036++) {
let l_1037 = u64(l_mut_1036);
let l_1038 = l_84 * l_1037;
let l_1039 = l_93 + l_1038;
let l_1040 = u64(u32(0));
l_mut_402 = l_1040;
let l_1041 = l_mut_1036 < u32(65536);
if l_1041 {
let l_1042 = l_mut_1036 * l_mut_1036;
let l_1043 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_1044 = l_1043 == u64(1);
l_mut_301 = l_102;
if l_1044 {
let l_1045 = u64(u32(0));
let l_1046 = l_1045 - l_102;
l_mut_301 = l_1046;
}
let l_1047 = u64(l_1042);
let l_1048 = l_mut_301 & u64(4294967295);
let l_1049 = l_1048 * l_1047;
let l_1050 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_1051 = l_1050 * l_1047;
let l_1052 = l_1051 << u32(bitcast<u64>(u64(32)));
let l_1053 = l_1049 + l_1052;
let l_1054 = l_1051 >> u32(bitcast<u64>(u64(32)));
let l_1055 = l_1053 < l_1049;
let l_1056 = u64(l_1055);
let l_1057 = l_1054 + l_1056;
l_mut_301 = l_1053;
let l_1058 = l_24 == u32(64);
if l_1058 {
l_mut_301 = l_1057;
} else {
let l_1059 = l_24 > u32(0);
if l_1059 {
let l_1060 = u32(64) - l_24;
let l_1061 = u64(l_1060);
let l_1062 = l_1057 << u32(bitcast<u64>(l_1061));
let l_1063 = u64(l_24);
let l_1064 = l_1053 >> u32(bitcast<u64>(l_1063));
let l_1065 = l_1062 | l_1064;
l_mut_301 = l_1065;
}
}
l_mut_284 = l_mut_301;
if l_1044 {
let l_1066 = u64(u32(0));
let l_1067 = l_1066 - l_mut_284;
l_mut_284 = l_1067;
}
l_mut_402 = l_mut_284;
} else {
let l_1068 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_1069 = l_1068 == u64(1);
l_mut_301 = l_102;
if l_1069 {
let l_1070 = u64(u32(0));
let l_1071 = l_1070 - l_102;
l_mut_301 = l_1071;
}
let l_1072 = u64(l_mut_1036);
let l_1073 = l_mut_301 & u64(4294967295);
let l_1074 = l_1073 * l_1072;
let l_1075 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_1076 = l_1075 * l_1072;
let l_1077 = l_1076 << u32(bitcast<u64>(u64(32)));
let l_1078 = l_1074 + l_1077;
let l_1079 = l_1076 >> u32(bitcast<u64>(u64(32)));
let l_1080 = l_1078 < l_1074;
let l_1081 = u64(l_1080);
let l_1082 = l_1079 + l_1081;
l_mut_284 = l_1078;
let l_1083 = u32(0) == u32(64);
if l_1083 {
l_mut_284 = l_1082;
} else {
let l_1084 = u32(0) > u32(0);
if l_1084 {
let l_1085 = u64(u32(64));
let l_1086 = l_1082 << u32(bitcast<u64>(l_1085));
let l_1087 = u64(u32(0));
let l_1088 = l_1078 >> u32(bitcast<u64>(l_1087));
let l_1089 = l_1086 | l_1088;
l_mut_284 = l_1089;
}
}
let l_1090 = u64(l_mut_1036);
let l_1091 = l_mut_301 & u64(4294967295);
let l_1092 = l_1091 * l_1090;
let l_1093 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_1094 = l_1093 * l_1090;
let l_1095 = l_1094 << u32(bitcast<u64>(u64(32)));
let l_1096 = l_1092 + l_1095;
let l_1097 = l_1094 >> u32(bitcast<u64>(u64(32)));
let l_1098 = l_1096 < l_1092;
let l_1099 = u64(l_1098);
let l_1100 = l_1097 + l_1099;
l_mut_301 = l_1096;
let l_1101 = u32(64) == u32(64);
if l_1101 {
l_mut_301 = l_1100;
} else {
let l_1102 = u32(64) > u32(0);
if l_1102 {
let l_1103 = u64(u32(0));
let l_1104 = l_1100 << u32(bitcast<u64>(l_1103));
let l_1105 = u64(u32(64));
let l_1106 = l_1096 >> u32(bitcast<u64>(l_1105));
let l_1107 = l_1104 | l_1106;
l_mut_301 = l_1107;
}
}
let l_1108 = u64(l_mut_1036);
let l_1109 = l_mut_284 & u64(4294967295);
let l_1110 = l_1109 * l_1108;
let l_1111 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_1112 = l_1111 * l_1108;
let l_1113 = l_1112 << u32(bitcast<u64>(u64(32)));
let l_1114 = l_1110 + l_1113;
let l_1115 = l_1112 >> u32(bitcast<u64>(u64(32)));
let l_1116 = l_1114 < l_1110;
let l_1117 = u64(l_1116);
let l_1118 = l_1115 + l_1117;
l_mut_212 = l_1114;
let l_1119 = u32(0) == u32(64);
if l_1119 {
l_mut_212 = l_1118;
} else {
let l_1120 = u32(0) > u32(0);
if l_1120 {
let l_1121 = u64(u32(64));
let l_1122 = l_1118 << u32(bitcast<u64>(l_1121));
let l_1123 = u64(u32(0));
let l_1124 = l_1114 >> u32(bitcast<u64>(l_1123));
let l_1125 = l_1122 | l_1124;
l_mut_212 = l_1125;
}
}
let l_1126 = u64(l_mut_1036);
let l_1127 = l_mut_284 & u64(4294967295);
let l_1128 = l_1127 * l_1126;
let l_1129 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_1130 = l_1129 * l_1126;
let l_1131 = l_1130 << u32(bitcast<u64>(u64(32)));
let l_1132 = l_1128 + l_1131;
let l_1133 = l_1130 >> u32(bitcast<u64>(u64(32)));
let l_1134 = l_1132 < l_1128;
let l_1135 = u64(l_1134);
let l_1136 = l_1133 + l_1135;
l_mut_284 = l_1132;
let l_1137 = u32(64) == u32(64);
if l_1137 {
l_mut_284 = l_1136;
} else {
let l_1138 = u32(64) > u32(0);
if l_1138 {
let l_1139 = u64(u32(0));
let l_1140 = l_1136 << u32(bitcast<u64>(l_1139));
let l_1141 = u64(u32(64));
let l_1142 = l_1132 >> u32(bitcast<u64>(l_1141));
let l_1143 = l_1140 | l_1142;
l_mut_284 = l_1143;
}
}
let l_1144 = u64(l_mut_1036);
let l_1145 = l_mut_301 * l_1144;
let l_1146 = l_mut_284 + l_1145;
l_mut_402 = l_mut_212;
let l_1147 = l_24 == u32(64);
if l_1147 {
l_mut_402 = l_1146;
} else {
let l_1148 = l_24 > u32(0);
if l_1148 {
let l_1149 = u32(64) - l_24;
let l_1150 = u64(l_1149);
let l_1151 = l_1146 << u32(bitcast<u64>(l_1150));
let l_1152 = u64(l_24);
let l_1153 = l_mut_212 >> u32(bitcast<u64>(l_1152));
let l_1154 = l_1151 + l_1153;
l_mut_402 = l_1154;
}
}
if l_1069 {
let l_1155 = u64(u32(0));
let l_1156 = l_1155 - l_mut_402;
l_mut_402 = l_1156;
}
}
let l_1157 = l_1039 + l_mut_402;
let l_1158 = u64(u32(0));
let l_1159 = l_1158 - l_1157;
l_mut_402 = l_1159;
let l_1160 = l_1157 < l_mut_402;
if l_1160 {
l_mut_402 = l_1157;
}
let l_1161 = l_mut_402 < l_51;
let l_1162 = u32(l_1161);
l_mut_916 = l_mut_916 + l_1162;
}
l_mut_304 = l_mut_304 + l_mut_916;
}
}
let l_1163 = l_mut_378 > u32(0);
if l_1163 {
let l_1443 = info.static_meta[u32(5)];
let l_1444 = l_1443 * u32(1);
let l_1445 = l_1444 - u32(1);
let l_1446 = min(u32(1), l_1445);
let l_1447 = &buffer_5_global[l_1446];
let l_1164 = l_1447;
let l_1165 = atomicAdd(l_1164, l_mut_378);}
let l_1166 = l_mut_304 > u32(0);
if l_1166 {
let l_1448 = info.static_meta[u32(5)];
let l_1449 = l_1448 * u32(1);
let l_1450 = l_1449 - u32(1);
let l_1451 = min(u32(2), l_1450);
let l_1452 = &buffer_5_global[l_1451];
let l_1167 = l_1452;
let l_1168 = atomicAdd(l_1167, l_mut_304);l_mut_916 = l_1168;

for (var l_mut_1169: u32 = u32(0); l_mut_1169 < u32(8); l_mut_1169++) {
let l_1170 = l_mut_379 >> l_mut_1169;
let l_1171 = l_1170 & u32(1);
let l_1172 = l_1171 == u32(1);
if l_1172 {
let l_1173 = l_mut_1169 * l_498;
let l_1174 = l_1173 + l_498;
let l_1175 = min(l_1174, l_74);
l_mut_915 = l_mut_916;

for (var l_mut_1176: u32 = l_1173; l_mut_1176 < l_1175; l_mut_1176++) {
let l_1177 = u64(l_mut_1176);
let l_1178 = l_84 * l_1177;
let l_1179 = l_93 + l_1178;
let l_1180 = u64(u32(0));
l_mut_402 = l_1180;
let l_1181 = l_mut_1176 < u32(65536);
if l_1181 {
let l_1182 = l_mut_1176 * l_mut_1176;
let l_1183 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_1184 = l_1183 == u64(1);
l_mut_301 = l_102;
if l_1184 {
let l_1185 = u64(u32(0));
let l_1186 = l_1185 - l_102;
l_mut_301 = l_1186;
}
let l_1187 = u64(l_1182);
let l_1188 = l_mut_301 & u64(4294967295);
let l_1189 = l_1188 * l_1187;
let l_1190 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_1191 = l_1190 * l_1187;
let l_1192 = l_1191 << u32(bitcast<u64>(u64(32)));
let l_1193 = l_1189 + l_1192;
let l_1194 = l_1191 >> u32(bitcast<u64>(u64(32)));
let l_1195 = l_1193 < l_1189;
let l_1196 = u64(l_1195);
let l_1197 = l_1194 + l_1196;
l_mut_301 = l_1193;
let l_1198 = l_24 == u32(64);
if l_1198 {
l_mut_301 = l_1197;
} else {
let l_1199 = l_24 > u32(0);
if l_1199 {
let l_1200 = u32(64) - l_24;
let l_1201 = u64(l_1200);
let l_1202 = l_1197 << u32(bitcast<u64>(l_1201));
let l_1203 = u64(l_24);
let l_1204 = l_1193 >> u32(bitcast<u64>(l_1203));
let l_1205 = l_1202 | l_1204;
l_mut_301 = l_1205;
}
}
l_mut_284 = l_mut_301;
if l_1184 {
let l_1206 = u64(u32(0));
let l_1207 = l_1206 - l_mut_284;
l_mut_284 = l_1207;
}
l_mut_402 = l_mut_284;
} else {
let l_1208 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_1209 = l_1208 == u64(1);
l_mut_301 = l_102;
if l_1209 {
let l_1210 = u64(u32(0));
let l_1211 = l_1210 - l_102;
l_mut_301 = l_1211;
}
let l_1212 = u64(l_mut_1176);
let l_1213 = l_mut_301 & u64(4294967295);
let l_1214 = l_1213 * l_1212;
let l_1215 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_1216 = l_1215 * l_1212;
let l_1217 = l_1216 << u32(bitcast<u64>(u64(32)));
let l_1218 = l_1214 + l_1217;
let l_1219 = l_1216 >> u32(bitcast<u64>(u64(32)));
let l_1220 = l_1218 < l_1214;
let l_1221 = u64(l_1220);
let l_1222 = l_1219 + l_1221;
l_mut_284 = l_1218;
let l_1223 = u32(0) == u32(64);
if l_1223 {
l_mut_284 = l_1222;
} else {
let l_1224 = u32(0) > u32(0);
if l_1224 {
let l_1225 = u64(u32(64));
let l_1226 = l_1222 << u32(bitcast<u64>(l_1225));
let l_1227 = u64(u32(0));
let l_1228 = l_1218 >> u32(bitcast<u64>(l_1227));
let l_1229 = l_1226 | l_1228;
l_mut_284 = l_1229;
}
}
let l_1230 = u64(l_mut_1176);
let l_1231 = l_mut_301 & u64(4294967295);
let l_1232 = l_1231 * l_1230;
let l_1233 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_1234 = l_1233 * l_1230;
let l_1235 = l_1234 << u32(bitcast<u64>(u64(32)));
let l_1236 = l_1232 + l_1235;
let l_1237 = l_1234 >> u32(bitcast<u64>(u64(32)));
let l_1238 = l_1236 < l_1232;
let l_1239 = u64(l_1238);
let l_1240 = l_1237 + l_1239;
l_mut_301 = l_1236;
let l_1241 = u32(64) == u32(64);
if l_1241 {
l_mut_301 = l_1240;
} else {
let l_1242 = u32(64) > u32(0);
if l_1242 {
let l_1243 = u64(u32(0));
let l_1244 = l_1240 << u32(bitcast<u64>(l_1243));
let l_1245 = u64(u32(64));
let l_1246 = l_1236 >> u32(bitcast<u64>(l_1245));
let l_1247 = l_1244 | l_1246;
l_mut_301 = l_1247;
}
}
let l_1248 = u64(l_mut_1176);
let l_1249 = l_mut_284 & u64(4294967295);
let l_1250 = l_1249 * l_1248;
let l_1251 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_1252 = l_1251 * l_1248;
let l_1253 = l_1252 << u32(bitcast<u64>(u64(32)));
let l_1254 = l_1250 + l_1253;
let l_1255 = l_1252 >> u32(bitcast<u64>(u64(32)));
let l_1256 = l_1254 < l_1250;
let l_1257 = u64(l_1256);
let l_1258 = l_1255 + l_1257;
l_mut_212 = l_1254;
let l_1259 = u32(0) == u32(64);
if l_1259 {
l_mut_212 = l_1258;
} else {
let l_1260 = u32(0) > u32(0);
if l_1260 {
let l_1261 = u64(u32(64));
let l_1262 = l_1258 << u32(bitcast<u64>(l_1261));
let l_1263 = u64(u32(0));
let l_1264 = l_1254 >> u32(bitcast<u64>(l_1263));
let l_1265 = l_1262 | l_1264;
l_mut_212 = l_1265;
}
}
let l_1266 = u64(l_mut_1176);
let l_1267 = l_mut_284 & u64(4294967295);
let l_1268 = l_1267 * l_1266;
let l_1269 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_1270 = l_1269 * l_1266;
let l_1271 = l_1270 << u32(bitcast<u64>(u64(32)));
let l_1272 = l_1268 + l_1271;
let l_1273 = l_1270 >> u32(bitcast<u64>(u64(32)));
let l_1274 = l_1272 < l_1268;
let l_1275 = u64(l_1274);
let l_1276 = l_1273 + l_1275;
l_mut_284 = l_1272;
let l_1277 = u32(64) == u32(64);
if l_1277 {
l_mut_284 = l_1276;
} else {
let l_1278 = u32(64) > u32(0);
if l_1278 {
let l_1279 = u64(u32(0));
let l_1280 = l_1276 << u32(bitcast<u64>(l_1279));
let l_1281 = u64(u32(64));
let l_1282 = l_1272 >> u32(bitcast<u64>(l_1281));
let l_1283 = l_1280 | l_1282;
l_mut_284 = l_1283;
}
}
let l_1284 = u64(l_mut_1176);
let l_1285 = l_mut_301 * l_1284;
let l_1286 = l_mut_284 + l_1285;
l_mut_402 = l_mut_212;
let l_1287 = l_24 == u32(64);
if l_1287 {
l_mut_402 = l_1286;
} else {
let l_1288 = l_24 > u32(0);
if l_1288 {
let l_1289 = u32(64) - l_24;
let l_1290 = u64(l_1289);
let l_1291 = l_1286 << u32(bitcast<u64>(l_1290));
let l_1292 = u64(l_24);
let l_1293 = l_mut_212 >> u32(bitcast<u64>(l_1292));
let l_1294 = l_1291 + l_1293;
l_mut_402 = l_1294;
}
}
if l_1209 {
let l_1295 = u64(u32(0));
let l_1296 = l_1295 - l_mut_402;
l_mut_402 = l_1296;
}
}
let l_1297 = l_1179 + l_mut_402;
let l_1298 = u64(u32(0));
let l_1299 = l_1298 - l_1297;
l_mut_402 = l_1299;
let l_1300 = l_1297 < l_mut_402;
if l_1300 {
l_mut_402 = l_1297;
}
let l_1301 = l_mut_402 < l_51;
if l_1301 {
let l_1302 = l_mut_915 * u32(2);
let l_1303 = l_1302 + u32(1);
let l_1304 = info.static_meta[u32(10)];
let l_1305 = l_1303 < l_1304;
if l_1305 {
let l_1453 = info.static_meta[u32(4)];
let l_1454 = l_1453 * u32(1);
let l_1455 = l_1302 < l_1454;
if l_1455 {
buffer_4_global[l_1302] = id;
}
let l_1306 = l_1302 + u32(1);
let l_1456 = info.static_meta[u32(4)];
let l_1457 = l_1456 * u32(1);
let l_1458 = l_1306 < l_1457;
if l_1458 {
buffer_4_global[l_1306] = l_mut_1176;
}
}
l_mut_915 = l_mut_915 + u32(1);
}
}
l_mut_916 = l_mut_915;
}
}
}
}
}
}
