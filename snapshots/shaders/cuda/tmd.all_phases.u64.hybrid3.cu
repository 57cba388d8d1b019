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
uint32 l_mut_258;
uint32 l_mut_271;
uint32 l_mut_304;
uint32 l_mut_378;
uint32 l_mut_379;
uint32 l_mut_67;
uint32 l_mut_843;
uint32 l_mut_915;
uint32 l_mut_916;
uint64 l_mut_105;
uint64 l_mut_127;
uint64 l_mut_158;
uint64 l_mut_212;
uint64 l_mut_284;
uint64 l_mut_301;
uint64 l_mut_402;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1391 = info.static_meta[uint32(5)];
const uint32 l_1392 = l_1391 * uint32(1);
const uint32 l_1393 = l_1392 - uint32(1);
const uint32 l_1394 = min(uint32(3), l_1393);
uint32* l_1395 = &buffer_5[l_1394];
uint32* l_1 = l_1395;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_1307 = info.static_meta[uint32(3)];
const uint32 l_1308 = l_1307 * uint32(1);
const bool l_1309 = l_3 < l_1308;
const uint32 l_1310 = l_1308 - uint32(1);
const uint32 l_1311 = min(l_3, l_1310);
const uint32 l_1312 = buffer_3[l_1311];
const uint32 l_1313 = (l_1309) ? l_1312 : uint32(0);
const uint32 l_4 = l_1313;
const uint64 l_5 = uint64(l_4);
const uint32 l_6 = uint32(2) * uint32(0);
const uint32 l_7 = l_6 + uint32(1);
const uint32 l_1314 = info.static_meta[uint32(3)];
const uint32 l_1315 = l_1314 * uint32(1);
const bool l_1316 = l_7 < l_1315;
const uint32 l_1317 = l_1315 - uint32(1);
const uint32 l_1318 = min(l_7, l_1317);
const uint32 l_1319 = buffer_3[l_1318];
const uint32 l_1320 = (l_1316) ? l_1319 : uint32(0);
const uint32 l_8 = l_1320;
const uint64 l_9 = uint64(l_8);
const uint64 l_10 = l_9 << uint64(32);
const uint64 l_11 = l_5 | l_10;
const uint64 l_12 = l_11 & uint64(4294967295);
const uint32 l_13 = uint32(l_12);
const uint32 l_14 = uint32(2) * uint32(1);
const uint32 l_1321 = info.static_meta[uint32(3)];
const uint32 l_1322 = l_1321 * uint32(1);
const bool l_1323 = l_14 < l_1322;
const uint32 l_1324 = l_1322 - uint32(1);
const uint32 l_1325 = min(l_14, l_1324);
const uint32 l_1326 = buffer_3[l_1325];
const uint32 l_1327 = (l_1323) ? l_1326 : uint32(0);
const uint32 l_15 = l_1327;
const uint64 l_16 = uint64(l_15);
const uint32 l_17 = uint32(2) * uint32(1);
const uint32 l_18 = l_17 + uint32(1);
const uint32 l_1328 = info.static_meta[uint32(3)];
const uint32 l_1329 = l_1328 * uint32(1);
const bool l_1330 = l_18 < l_1329;
const uint32 l_1331 = l_1329 - uint32(1);
const uint32 l_1332 = min(l_18, l_1331);
const uint32 l_1333 = buffer_3[l_1332];
const uint32 l_1334 = (l_1330) ? l_1333 : uint32(0);
const uint32 l_19 = l_1334;
const uint64 l_20 = uint64(l_19);
const uint64 l_21 = l_20 << uint64(32);
const uint64 l_22 = l_16 | l_21;
const uint64 l_23 = l_22 & uint64(4294967295);
const uint32 l_24 = uint32(l_23);
const uint32 l_25 = uint32(2) * uint32(2);
const uint32 l_1335 = info.static_meta[uint32(3)];
const uint32 l_1336 = l_1335 * uint32(1);
const bool l_1337 = l_25 < l_1336;
const uint32 l_1338 = l_1336 - uint32(1);
const uint32 l_1339 = min(l_25, l_1338);
const uint32 l_1340 = buffer_3[l_1339];
const uint32 l_1341 = (l_1337) ? l_1340 : uint32(0);
const uint32 l_26 = l_1341;
const uint64 l_27 = uint64(l_26);
const uint32 l_28 = uint32(2) * uint32(2);
const uint32 l_29 = l_28 + uint32(1);
const uint32 l_1342 = info.static_meta[uint32(3)];
const uint32 l_1343 = l_1342 * uint32(1);
const bool l_1344 = l_29 < l_1343;
const uint32 l_1345 = l_1343 - uint32(1);
const uint32 l_1346 = min(l_29, l_1345);
const uint32 l_1347 = buffer_3[l_1346];
const uint32 l_1348 = (l_1344) ? l_1347 : uint32(0);
const uint32 l_30 = l_1348;
const uint64 l_31 = uint64(l_30);
const uint64 l_32 = l_31 << uint64(32);
const uint64 l_33 = l_27 | l_32;
const uint32 l_34 = uint32(2) * uint32(3);
const uint32 l_1349 = info.static_meta[uint32(3)];
const uint32 l_1350 = l_1349 * uint32(1);
const bool l_1351 = l_34 < l_1350;
const uint32 l_1352 = l_1350 - uint32(1);
const uint32 l_1353 = min(l_34, l_1352);
const uint32 l_1354 = buffer_3[l_1353];
const uint32 l_1355 = (l_1351) ? l_1354 : uint32(0);
const uint32 l_35 = l_1355;
const uint64 l_36 = uint64(l_35);
const uint32 l_37 = uint32(2) * uint32(3);
const uint32 l_38 = l_37 + uint32(1);
const uint32 l_1356 = info.static_meta[uint32(3)];
const uint32 l_1357 = l_1356 * uint32(1);
const bool l_1358 = l_38 < l_1357;
const uint32 l_1359 = l_1357 - uint32(1);
const uint32 l_1360 = min(l_38, l_1359);
const uint32 l_1361 = buffer_3[l_1360];
const uint32 l_1362 = (l_1358) ? l_1361 : uint32(0);
const uint32 l_39 = l_1362;
const uint64 l_40 = uint64(l_39);
const uint64 l_41 = l_40 << uint64(32);
const uint64 l_42 = l_36 | l_41;
const uint32 l_43 = uint32(2) * uint32(4);
const uint32 l_1363 = info.static_meta[uint32(3)];
const uint32 l_1364 = l_1363 * uint32(1);
const bool l_1365 = l_43 < l_1364;
const uint32 l_1366 = l_1364 - uint32(1);
const uint32 l_1367 = min(l_43, l_1366);
const uint32 l_1368 = buffer_3[l_1367];
const uint32 l_1369 = (l_1365) ? l_1368 : uint32(0);
const uint32 l_44 = l_1369;
const uint64 l_45 = uint64(l_44);
const uint32 l_46 = uint32(2) * uint32(4);
const uint32 l_47 = l_46 + uint32(1);
const uint32 l_1370 = info.static_meta[uint32(3)];
const uint32 l_1371 = l_1370 * uint32(1);
const bool l_1372 = l_47 < l_1371;
const uint32 l_1373 = l_1371 - uint32(1);
const uint32 l_1374 = min(l_47, l_1373);
const uint32 l_1375 = buffer_3[l_1374];
const uint32 l_1376 = (l_1372) ? l_1375 : uint32(0);
const uint32 l_48 = l_1376;
const uint64 l_49 = uint64(l_48);
const uint64 l_50 = l_49 << uint64(32);
const uint64 l_51 = l_45 | l_50;
const uint32 l_52 = uint32(2) * uint32(5);
const uint32 l_1377 = info.static_meta[uint32(3)];
const uint32 l_1378 = l_1377 * uint32(1);
const bool l_1379 = l_52 < l_1378;
const uint32 l_1380 = l_1378 - uint32(1);
const uint32 l_1381 = min(l_52, l_1380);
const uint32 l_1382 = buffer_3[l_1381];
const uint32 l_1383 = (l_1379) ? l_1382 : uint32(0);
const uint32 l_53 = l_1383;
const uint64 l_54 = uint64(l_53);
const uint32 l_55 = uint32(2) * uint32(5);
const uint32 l_56 = l_55 + uint32(1);
const uint32 l_1384 = info.static_meta[uint32(3)];
const uint32 l_1385 = l_1384 * uint32(1);
const bool l_1386 = l_56 < l_1385;
const uint32 l_1387 = l_1385 - uint32(1);
const uint32 l_1388 = min(l_56, l_1387);
const uint32 l_1389 = buffer_3[l_1388];
const uint32 l_1390 = (l_1386) ? l_1389 : uint32(0);
const uint32 l_57 = l_1390;
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
const uint32 l_1396 = info.static_meta[uint32(0)];
const uint32 l_1397 = l_1396 * uint32(1);
const bool l_1398 = l_76 < l_1397;
const uint32 l_1399 = l_1397 - uint32(1);
const uint32 l_1400 = min(l_76, l_1399);
const uint32 l_1401 = buffer_0[l_1400];
const uint32 l_1402 = (l_1398) ? l_1401 : uint32(0);
const uint32 l_77 = l_1402;
const uint64 l_78 = uint64(l_77);
const uint32 l_79 = uint32(2) * idxGlobal;
const uint32 l_80 = l_79 + uint32(1);
const uint32 l_1403 = info.static_meta[uint32(0)];
const uint32 l_1404 = l_1403 * uint32(1);
const bool l_1405 = l_80 < l_1404;
const uint32 l_1406 = l_1404 - uint32(1);
const uint32 l_1407 = min(l_80, l_1406);
const uint32 l_1408 = buffer_0[l_1407];
const uint32 l_1409 = (l_1405) ? l_1408 : uint32(0);
const uint32 l_81 = l_1409;
const uint64 l_82 = uint64(l_81);
const uint64 l_83 = l_82 << uint64(32);
const uint64 l_84 = l_78 | l_83;
const uint32 l_85 = uint32(2) * idxGlobal;
const uint32 l_1410 = info.static_meta[uint32(1)];
const uint32 l_1411 = l_1410 * uint32(1);
const bool l_1412 = l_85 < l_1411;
const uint32 l_1413 = l_1411 - uint32(1);
const uint32 l_1414 = min(l_85, l_1413);
const uint32 l_1415 = buffer_1[l_1414];
const uint32 l_1416 = (l_1412) ? l_1415 : uint32(0);
const uint32 l_86 = l_1416;
const uint64 l_87 = uint64(l_86);
const uint32 l_88 = uint32(2) * idxGlobal;
const uint32 l_89 = l_88 + uint32(1);
const uint32 l_1417 = info.static_meta[uint32(1)];
const uint32 l_1418 = l_1417 * uint32(1);
const bool l_1419 = l_89 < l_1418;
const uint32 l_1420 = l_1418 - uint32(1);
const uint32 l_1421 = min(l_89, l_1420);
const uint32 l_1422 = buffer_1[l_1421];
const uint32 l_1423 = (l_1419) ? l_1422 : uint32(0);
const uint32 l_90 = l_1423;
const uint64 l_91 = uint64(l_90);
const uint64 l_92 = l_91 << uint64(32);
const uint64 l_93 = l_87 | l_92;
const uint32 l_94 = uint32(2) * idxGlobal;
const uint32 l_1424 = info.static_meta[uint32(2)];
const uint32 l_1425 = l_1424 * uint32(1);
const bool l_1426 = l_94 < l_1425;
const uint32 l_1427 = l_1425 - uint32(1);
const uint32 l_1428 = min(l_94, l_1427);
const uint32 l_1429 = buffer_2[l_1428];
const uint32 l_1430 = (l_1426) ? l_1429 : uint32(0);
const uint32 l_95 = l_1430;
const uint64 l_96 = uint64(l_95);
const uint32 l_97 = uint32(2) * idxGlobal;
const uint32 l_98 = l_97 + uint32(1);
const uint32 l_1431 = info.static_meta[uint32(2)];
const uint32 l_1432 = l_1431 * uint32(1);
const bool l_1433 = l_98 < l_1432;
const uint32 l_1434 = l_1432 - uint32(1);
const uint32 l_1435 = min(l_98, l_1434);
const uint32 l_1436 = buffer_2[l_1435];
const uint32 l_1437 = (l_1433) ? l_1436 : uint32(0);
const uint32 l_99 = l_1437;
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
const bool l_352 = l_mut_127 < l_mut_212;
if (l_352) {
const uint64 l_353 = l_mut_212 - l_mut_127;
l_mut_301 = l_353;
l_mut_284 = l_mut_212;
const bool l_354 = l_mut_301 < l_mut_212;
if (l_354) {
l_mut_284 = l_mut_301;
}
l_mut_355 = bool(false);
const uint64 l_356 = uint64(uint32(3));
const uint64 l_357 = l_mut_284 >> l_356;
const bool l_358 = l_357 < l_mut_158;
const bool l_359 = !l_358;
l_mut_355 = l_359;
l_mut_304 = uint32(0);
const bool l_360 = l_mut_158 == uint64(0);
const bool l_361 = !l_360;
const bool l_362 = l_mut_355 && l_361;
const bool l_363 = l_mut_158 < l_mut_284;
const bool l_364 = l_362 && l_363;
const uint32 l_365 = l_mut_67 + l_mut_258;
const bool l_366 = l_365 < l_13;
const bool l_367 = l_364 && l_366;
if (l_367) {
const uint32 l_368 = l_13 - l_mut_67;
const uint32 l_369 = l_368 - l_mut_258;
const uint32 l_370 = l_369 / l_mut_67;
const uint64 l_371 = l_mut_284 - uint64(1);
const uint64 l_372 = l_371 / l_mut_158;
const uint64 l_373 = uint64(l_370);
const bool l_374 = l_372 < l_373;
const uint64 l_375 = uint64(l_370);
const uint64 l_376 = (l_374) ? l_372 : l_375;
const uint32 l_377 = uint32(l_376);
l_mut_304 = l_377;
}
l_mut_301 = l_mut_212;
l_mut_284 = l_mut_158;
l_mut_271 = l_mut_67;
l_mut_378 = l_mut_258;
l_mut_105 = l_mut_127;
l_mut_379 = uint32(0);
const bool l_380 = l_mut_304 > uint32(0);
if (l_380) {
const uint64 l_381 = uint64(l_mut_304);
const uint64 l_382 = l_mut_158 * l_381;
const uint64 l_383 = l_mut_212 - l_382;
l_mut_301 = l_383;
const uint32 l_384 = l_mut_304 * l_mut_67;
const uint32 l_385 = l_mut_258 + l_384;
l_mut_378 = l_385;
} else {
const bool l_386 = l_mut_379 == uint32(0);
if (l_386) {
const uint32 l_387 = l_13 - l_mut_67;
const uint32 l_388 = l_387 / l_mut_258;
l_mut_304 = uint32(0);
l_mut_355 = bool(false);
const uint64 l_389 = uint64(uint32(3));
const uint64 l_390 = l_mut_158 >> l_389;
const bool l_391 = l_390 < l_mut_212;
const bool l_392 = !l_391;
l_mut_355 = l_392;
const bool l_393 = l_mut_212 == uint64(0);
if (l_393) {
l_mut_304 = l_388;
} else {
if (l_mut_355) {
const bool l_394 = l_mut_212 < l_mut_158;
if (l_394) {
const uint64 l_395 = l_mut_158 - uint64(1);
const uint64 l_396 = l_395 / l_mut_212;
const uint64 l_397 = uint64(l_388);
const bool l_398 = l_396 < l_397;
const uint64 l_399 = uint64(l_388);
const uint64 l_400 = (l_398) ? l_396 : l_399;
const uint32 l_401 = uint32(l_400);
l_mut_304 = l_401;
}
} else {
l_mut_402 = l_mut_158;
while (true) {
const bool l_403 = l_mut_212 < l_mut_402;
const uint32 l_404 = l_mut_304 * l_mut_258;
const uint32 l_405 = l_mut_67 + l_404;
const uint32 l_406 = l_405 + l_mut_258;
const bool l_407 = l_406 < l_13;
const bool l_408 = l_403 && l_407;
const bool l_409 = !l_408;
if (l_409) {
break;}
const uint64 l_410 = l_mut_402 - l_mut_212;
l_mut_402 = l_410;
l_mut_304 = l_mut_304 + uint32(1);
}
}
}
const uint32 l_411 = l_mut_304 * l_mut_258;
const uint32 l_412 = l_mut_67 + l_411;
const uint32 l_413 = l_412 + l_mut_258;
const bool l_414 = l_413 >= l_13;
if (l_414) {
l_mut_379 = uint32(1);
} else {
const uint64 l_415 = uint64(l_mut_304);
const uint64 l_416 = l_mut_212 * l_415;
const uint64 l_417 = l_mut_158 - l_416;
l_mut_284 = l_417;
const uint32 l_418 = l_mut_304 * l_mut_258;
const uint32 l_419 = l_mut_67 + l_418;
l_mut_271 = l_419;
const uint64 l_420 = l_mut_212 - l_mut_284;
l_mut_301 = l_420;
const uint32 l_421 = l_mut_258 + l_mut_271;
l_mut_378 = l_421;
}
}
}
l_mut_212 = l_mut_301;
l_mut_158 = l_mut_284;
l_mut_67 = l_mut_271;
l_mut_258 = l_mut_378;
l_mut_127 = l_mut_105;
const bool l_422 = l_mut_379 == uint32(1);
l_mut_259 = l_422;
const bool l_423 = l_mut_379 == uint32(0);
l_mut_262 = l_423;
} else {
const uint64 l_424 = l_mut_158 - l_mut_127;
l_mut_402 = l_424;
const uint64 l_425 = l_mut_127 - l_255;
l_mut_402 = l_425;
l_mut_301 = l_mut_158;
const bool l_426 = l_mut_402 < l_mut_158;
if (l_426) {
l_mut_301 = l_mut_402;
}
l_mut_355 = bool(false);
const uint64 l_427 = uint64(uint32(3));
const uint64 l_428 = l_mut_301 >> l_427;
const bool l_429 = l_428 < l_mut_212;
const bool l_430 = !l_429;
l_mut_355 = l_430;
l_mut_379 = uint32(0);
const bool l_431 = l_mut_212 == uint64(0);
const bool l_432 = !l_431;
const bool l_433 = l_mut_355 && l_432;
const bool l_434 = l_mut_212 < l_mut_301;
const bool l_435 = l_433 && l_434;
const uint32 l_436 = l_mut_258 + l_mut_67;
const bool l_437 = l_436 < l_13;
const bool l_438 = l_435 && l_437;
if (l_438) {
const uint32 l_439 = l_13 - l_mut_258;
const uint32 l_440 = l_439 - l_mut_67;
const uint32 l_441 = l_440 / l_mut_258;
const uint64 l_442 = l_mut_301 - uint64(1);
const uint64 l_443 = l_442 / l_mut_212;
const uint64 l_444 = uint64(l_441);
const bool l_445 = l_443 < l_444;
const uint64 l_446 = uint64(l_441);
const uint64 l_447 = (l_445) ? l_443 : l_446;
const uint32 l_448 = uint32(l_447);
l_mut_379 = l_448;
}
l_mut_402 = l_mut_158;
l_mut_301 = l_mut_212;
l_mut_378 = l_mut_258;
l_mut_304 = l_mut_67;
l_mut_284 = l_mut_127;
l_mut_271 = uint32(0);
const bool l_449 = l_mut_379 > uint32(0);
if (l_449) {
const uint64 l_450 = uint64(l_mut_379);
const uint64 l_451 = l_mut_212 * l_450;
const uint64 l_452 = l_mut_127 - l_451;
l_mut_284 = l_452;
const uint64 l_453 = l_mut_158 - l_451;
l_mut_402 = l_453;
const uint32 l_454 = l_mut_379 * l_mut_258;
const uint32 l_455 = l_mut_67 + l_454;
l_mut_304 = l_455;
} else {
const uint64 l_456 = l_mut_127 - l_mut_212;
l_mut_284 = l_456;
const bool l_457 = l_mut_284 < l_255;
if (l_457) {
l_mut_271 = uint32(2);
}
const bool l_458 = l_mut_271 == uint32(0);
if (l_458) {
const uint32 l_459 = l_13 - l_mut_258;
const uint32 l_460 = l_459 / l_mut_67;
l_mut_379 = uint32(0);
l_mut_355 = bool(false);
const uint64 l_461 = uint64(uint32(3));
const uint64 l_462 = l_mut_212 >> l_461;
const bool l_463 = l_462 < l_mut_158;
const bool l_464 = !l_463;
l_mut_355 = l_464;
const bool l_465 = l_mut_158 == uint64(0);
if (l_465) {
l_mut_379 = l_460;
} else {
if (l_mut_355) {
const bool l_466 = l_mut_158 < l_mut_212;
if (l_466) {
const uint64 l_467 = l_mut_212 - uint64(1);
const uint64 l_468 = l_467 / l_mut_158;
const uint64 l_469 = uint64(l_460);
const bool l_470 = l_468 < l_469;
const uint64 l_471 = uint64(l_460);
const uint64 l_472 = (l_470) ? l_468 : l_471;
const uint32 l_473 = uint32(l_472);
l_mut_379 = l_473;
}
} else {
l_mut_105 = l_mut_212;
while (true) {
const bool l_474 = l_mut_158 < l_mut_105;
const uint32 l_475 = l_mut_379 * l_mut_67;
const uint32 l_476 = l_mut_258 + l_475;
const uint32 l_477 = l_476 + l_mut_67;
const bool l_478 = l_477 < l_13;
const bool l_479 = l_474 && l_478;
const bool l_480 = !l_479;
if (l_480) {
break;}
const uint64 l_481 = l_mut_105 - l_mut_158;
l_mut_105 = l_481;
l_mut_379 = l_mut_379 + uint32(1);
}
}
}
const uint32 l_482 = l_mut_379 * l_mut_67;
const uint32 l_483 = l_mut_258 + l_482;
const uint32 l_484 = l_483 + l_mut_67;
const bool l_485 = l_484 >= l_13;
if (l_485) {
l_mut_271 = uint32(1);
} else {
const uint64 l_486 = uint64(l_mut_379);
const uint64 l_487 = l_mut_158 * l_486;
const uint64 l_488 = l_mut_212 - l_487;
l_mut_301 = l_488;
const uint32 l_489 = l_mut_379 * l_mut_67;
const uint32 l_490 = l_mut_258 + l_489;
l_mut_378 = l_490;
const uint64 l_491 = l_mut_158 - l_mut_301;
l_mut_402 = l_491;
const uint32 l_492 = l_mut_67 + l_mut_378;
l_mut_304 = l_492;
}
}
}
l_mut_212 = l_mut_301;
l_mut_158 = l_mut_402;
l_mut_67 = l_mut_304;
l_mut_258 = l_mut_378;
l_mut_127 = l_mut_284;
const bool l_493 = l_mut_271 == uint32(1);
l_mut_259 = l_493;
const bool l_494 = l_mut_271 == uint32(0);
l_mut_262 = l_494;
}
}
const bool l_495 = !l_mut_259;
if (l_495) {
const uint32 l_1438 = info.static_meta[uint32(5)];
const uint32 l_1439 = l_1438 * uint32(1);
const uint32 l_1440 = l_1439 - uint32(1);
const uint32 l_1441 = min(uint32(0), l_1440);
uint32* l_1442 = &buffer_5[l_1441];
uint32* l_496 = l_1442;
const uint32 l_497 = atomicAdd(l_496, uint32(1));
const uint32 l_498 = l_13 / uint32(8);
l_mut_379 = uint32(0);
l_mut_378 = uint32(0);
l_mut_304 = uint32(0);

for (uint32 l_mut_499 = uint32(0); l_mut_499 < uint32(8); ++l_mut_499) {
const uint32 l_500 = l_mut_499 * l_498;
const bool l_501 = l_500 < l_74;
const uint32 l_502 = l_13 / uint32(8);
const uint32 l_503 = l_mut_499 * l_502;
const uint32 l_504 = l_503 + l_503;
const uint64 l_505 = l_102 >> uint64(63);
const bool l_506 = l_505 == uint64(1);
l_mut_402 = l_102;
if (l_506) {
const uint64 l_507 = uint64(uint32(0));
const uint64 l_508 = l_507 - l_102;
l_mut_402 = l_508;
}
const uint64 l_509 = uint64(l_504);
const uint64 l_510 = l_mut_402 & uint64(4294967295);
const uint64 l_511 = l_510 * l_509;
const uint64 l_512 = l_mut_402 >> uint64(32);
const uint64 l_513 = l_512 * l_509;
const uint64 l_514 = l_513 << uint64(32);
const uint64 l_515 = l_511 + l_514;
const uint64 l_516 = l_513 >> uint64(32);
const bool l_517 = l_515 < l_511;
const uint64 l_518 = uint64(l_517);
const uint64 l_519 = l_516 + l_518;
l_mut_402 = l_515;
const bool l_520 = l_24 == uint32(64);
if (l_520) {
l_mut_402 = l_519;
} else {
const bool l_521 = l_24 > uint32(0);
if (l_521) {
const uint32 l_522 = uint32(64) - l_24;
const uint64 l_523 = uint64(l_522);
const uint64 l_524 = l_519 << l_523;
const uint64 l_525 = uint64(l_24);
const uint64 l_526 = l_515 >> l_525;
const uint64 l_527 = l_524 | l_526;
l_mut_402 = l_527;
}
}
l_mut_301 = l_mut_402;
if (l_506) {
const uint64 l_528 = uint64(uint32(0));
const uint64 l_529 = l_528 - l_mut_301;
l_mut_301 = l_529;
}
const uint64 l_530 = l_84 + l_mut_301;
const uint64 l_531 = uint64(l_503);
const uint64 l_532 = l_84 * l_531;
const uint64 l_533 = l_93 + l_532;
const uint64 l_534 = uint64(uint32(0));
l_mut_402 = l_534;
const bool l_535 = l_503 < uint32(65536);
if (l_535) {
const uint32 l_536 = l_503 * l_503;
const uint64 l_537 = l_102 >> uint64(63);
const bool l_538 = l_537 == uint64(1);
l_mut_301 = l_102;
if (l_538) {
const uint64 l_539 = uint64(uint32(0));
const uint64 l_540 = l_539 - l_102;
l_mut_301 = l_540;
}
const uint64 l_541 = uint64(l_536);
const uint64 l_542 = l_mut_301 & uint64(4294967295);
const uint64 l_543 = l_542 * l_541;
const uint64 l_544 = l_mut_301 >> uint64(32);
const uint64 l_545 = l_544 * l_541;
const uint64 l_546 = l_545 << uint64(32);
const uint64 l_547 = l_543 + l_546;
const uint64 l_548 = l_545 >> uint64(32);
const bool l_549 = l_547 < l_543;
const uint64 l_550 = uint64(l_549);
const uint64 l_551 = l_548 + l_550;
l_mut_301 = l_547;
const bool l_552 = l_24 == uint32(64);
if (l_552) {
l_mut_301 = l_551;
} else {
const bool l_553 = l_24 > uint32(0);
if (l_553) {
const uint32 l_554 = uint32(64) - l_24;
const uint64 l_555 = uint64(l_554);
const uint64 l_556 = l_551 << l_555;
const uint64 l_557 = uint64(l_24);
const uint64 l_558 = l_547 >> l_557;
const uint64 l_559 = l_556 | l_558;
l_mut_301 = l_559;
}
}
l_mut_284 = l_mut_301;
if (l_538) {
const uint64 l_560 = uint64(uint32(0));
const uint64 l_561 = l_560 - l_mut_284;
l_mut_284 = l_561;
}
l_mut_402 = l_mut_284;
} else {
const uint64 l_562 = l_102 >> uint64(63);
const bool l_563 = l_562 == uint64(1);
l_mut_301 = l_102;
if (l_563) {
const uint64 l_564 = uint64(uint32(0));
const uint64 l_565 = l_564 - l_102;
l_mut_301 = l_565;
}
const uint64 l_566 = uint64(l_503);
const uint64 l_567 = l_mut_301 & uint64(4294967295);
const uint64 l_568 = l_567 * l_566;
const uint64 l_569 = l_mut_301 >> uint64(32);
const uint64 l_570 = l_569 * l_566;
const uint64 l_571 = l_570 << uint64(32);
const uint64 l_572 = l_568 + l_571;
const uint64 l_573 = l_570 >> uint64(32);
const bool l_574 = l_572 < l_568;
const uint64 l_575 = uint64(l_574);
const uint64 l_576 = l_573 + l_575;
l_mut_284 = l_572;
const bool l_577 = uint32(0) == uint32(64);
if (l_577) {
l_mut_284 = l_576;
} else {
const bool l_578 = uint32(0) > uint32(0);
if (l_578) {
const uint64 l_579 = uint64(uint32(64));
const uint64 l_580 = l_576 << l_579;
const uint64 l_581 = uint64(uint32(0));
const uint64 l_582 = l_572 >> l_581;
const uint64 l_583 = l_580 | l_582;
l_mut_284 = l_583;
}
}
const uint64 l_584 = uint64(l_503);
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
const bool l_595 = uint32(64) == uint32(64);
if (l_595) {
l_mut_301 = l_594;
} else {
const bool l_596 = uint32(64) > uint32(0);
if (l_596) {
const uint64 l_597 = uint64(uint32(0));
const uint64 l_598 = l_594 << l_597;
const uint64 l_599 = uint64(uint32(64));
const uint64 l_600 = l_590 >> l_599;
const uint64 l_601 = l_598 | l_600;
l_mut_301 = l_601;
}
}
const uint64 l_602 = uint64(l_503);
const uint64 l_603 = l_mut_284 & uint64(4294967295);
const uint64 l_604 = l_603 * l_602;
const uint64 l_605 = l_mut_284 >> uint64(32);
const uint64 l_606 = l_605 * l_602;
const uint64 l_607 = l_606 << uint64(32);
const uint64 l_608 = l_604 + l_607;
const uint64 l_609 = l_606 >> uint64(32);
const bool l_610 = l_608 < l_604;
const uint64 l_611 = uint64(l_610);
const uint64 l_612 = l_609 + l_611;
l_mut_212 = l_608;
const bool l_613 = uint32(0) == uint32(64);
if (l_613) {
l_mut_212 = l_612;
} else {
const bool l_614 = uint32(0) > uint32(0);
if (l_614) {
const uint64 l_615 = uint64(uint32(64));
const uint64 l_616 = l_612 << l_615;
const uint64 l_617 = uint64(uint32(0));
const uint64 l_618 = l_608 >> l_617;
const uint64 l_619 = l_616 | l_618;
l_mut_212 = l_619;
}
}
const uint64 l_620 = uint64(l_503);
const uint64 l_621 = l_mut_284 & uint64(4294967295);
const uint64 l_622 = l_621 * l_620;
const uint64 l_623 = l_mut_284 >> uint64(32);
const uint64 l_624 = l_623 * l_620;
const uint64 l_625 = l_624 << uint64(32);
const uint64 l_626 = l_622 + l_625;
const uint64 l_627 = l_624 >> uint64(32);
const bool l_628 = l_626 < l_622;
const uint64 l_629 = uint64(l_628);
const uint64 l_630 = l_627 + l_629;
l_mut_284 = l_626;
const bool l_631 = uint32(64) == uint32(64);
if (l_631) {
l_mut_284 = l_630;
} else {
const bool l_632 = uint32(64) > uint32(0);
if (l_632) {
const uint64 l_633 = uint64(uint32(0));
const uint64 l_634 = l_630 << l_633;
const uint64 l_635 = uint64(uint32(64));
const uint64 l_636 = l_626 >> l_635;
const uint64 l_637 = l_634 | l_636;
l_mut_284 = l_637;
}
}
const uint64 l_638 = uint64(l_503);
const uint64 l_639 = l_mut_301 * l_638;
const uint64 l_640 = l_mut_284 + l_639;
l_mut_402 = l_mut_212;
const bool l_641 = l_24 == uint32(64);
if (l_641) {
l_mut_402 = l_640;
} else {
const bool l_642 = l_24 > uint32(0);
if (l_642) {
const uint32 l_643 = uint32(64) - l_24;
const uint64 l_644 = uint64(l_643);
const uint64 l_645 = l_640 << l_644;
const uint64 l_646 = uint64(l_24);
const uint64 l_647 = l_mut_212 >> l_646;
const uint64 l_648 = l_645 + l_647;
l_mut_402 = l_648;
}
}
if (l_563) {
const uint64 l_649 = uint64(uint32(0));
const uint64 l_650 = l_649 - l_mut_402;
l_mut_402 = l_650;
}
}
const uint64 l_651 = l_533 + l_mut_402;
const uint64 l_652 = l_102 >> uint64(63);
const bool l_653 = l_652 == uint64(1);
l_mut_402 = l_102;
if (l_653) {
const uint64 l_654 = uint64(uint32(0));
const uint64 l_655 = l_654 - l_102;
l_mut_402 = l_655;
}
const uint64 l_656 = uint64(l_502);
const uint64 l_657 = l_mut_402 & uint64(4294967295);
const uint64 l_658 = l_657 * l_656;
const uint64 l_659 = l_mut_402 >> uint64(32);
const uint64 l_660 = l_659 * l_656;
const uint64 l_661 = l_660 << uint64(32);
const uint64 l_662 = l_658 + l_661;
const uint64 l_663 = l_660 >> uint64(32);
const bool l_664 = l_662 < l_658;
const uint64 l_665 = uint64(l_664);
const uint64 l_666 = l_663 + l_665;
l_mut_402 = l_662;
const bool l_667 = l_24 == uint32(64);
if (l_667) {
l_mut_402 = l_666;
} else {
const bool l_668 = l_24 > uint32(0);
if (l_668) {
const uint32 l_669 = uint32(64) - l_24;
const uint64 l_670 = uint64(l_669);
const uint64 l_671 = l_666 << l_670;
const uint64 l_672 = uint64(l_24);
const uint64 l_673 = l_662 >> l_672;
const uint64 l_674 = l_671 | l_673;
l_mut_402 = l_674;
}
}
l_mut_301 = l_mut_402;
if (l_653) {
const uint64 l_675 = uint64(uint32(0));
const uint64 l_676 = l_675 - l_mut_301;
l_mut_301 = l_676;
}
const uint64 l_677 = l_530 + l_mut_301;
const uint32 l_678 = l_24 + uint32(3);
const uint64 l_679 = uint64(uint32(0));
l_mut_402 = l_679;
const bool l_680 = l_502 < uint32(65536);
if (l_680) {
const uint32 l_681 = l_502 * l_502;
const uint64 l_682 = l_102 >> uint64(63);
const bool l_683 = l_682 == uint64(1);
l_mut_301 = l_102;
if (l_683) {
const uint64 l_684 = uint64(uint32(0));
const uint64 l_685 = l_684 - l_102;
l_mut_301 = l_685;
}
const uint64 l_686 = uint64(l_681);
const uint64 l_687 = l_mut_301 & uint64(4294967295);
const uint64 l_688 = l_687 * l_686;
const uint64 l_689 = l_mut_301 >> uint64(32);
const uint64 l_690 = l_689 * l_686;
const uint64 l_691 = l_690 << uint64(32);
const uint64 l_692 = l_688 + l_691;
const uint64 l_693 = l_690 >> uint64(32);
const bool l_694 = l_692 < l_688;
const uint64 l_695 = uint64(l_694);
const uint64 l_696 = l_693 + l_695;
l_mut_301 = l_692;
const bool l_697 = l_678 == uint32(64);
if (l_697) {
l_mut_301 = l_696;
} else {
const bool l_698 = l_678 > uint32(0);
if (l_698) {
const uint32 l_699 = uint32(64) - l_678;
const uint64 l_700 = uint64(l_699);
const uint64 l_701 = l_696 << l_700;
const uint64 l_702 = uint64(l_678);
const uint64 l_703 = l_692 >> l_702;
const uint64 l_704 = l_701 | l_703;
l_mut_301 = l_704;
}
}
l_mut_284 = l_mut_301;
if (l_683) {
const uint64 l_705 = uint64(uint32(0));
const uint64 l_706 = l_705 - l_mut_284;
l_mut_284 = l_706;
}
l_mut_402 = l_mut_284;
} else {
const uint64 l_707 = l_102 >> uint64(63);
const bool l_708 = l_707 == uint64(1);
l_mut_301 = l_102;
if (l_708) {
const uint64 l_709 = uint64(uint32(0));
const uint64 l_710 = l_709 - l_102;
l_mut_301 = l_710;
}
const uint64 l_711 = uint64(l_502);
const uint64 l_712 = l_mut_301 & uint64(4294967295);
const uint64 l_713 = l_712 * l_711;
const uint64 l_714 = l_mut_301 >> uint64(32);
const uint64 l_715 = l_714 * l_711;
const uint64 l_716 = l_715 << uint64(32);
const uint64 l_717 = l_713 + l_716;
const uint64 l_718 = l_715 >> uint64(32);
const bool l_719 = l_717 < l_713;
const uint64 l_720 = uint64(l_719);
const uint64 l_721 = l_718 + l_720;
l_mut_284 = l_717;
const bool l_722 = uint32(0) == uint32(64);
if (l_722) {
l_mut_284 = l_721;
} else {
const bool l_723 = uint32(0) > uint32(0);
if (l_723) {
const uint64 l_724 = uint64(uint32(64));
const uint64 l_725 = l_721 << l_724;
const uint64 l_726 = uint64(uint32(0));
const uint64 l_727 = l_717 >> l_726;
const uint64 l_728 = l_725 | l_727;
l_mut_284 = l_728;
}
}
const uint64 l_729 = uint64(l_502);
const uint64 l_730 = l_mut_301 & uint64(4294967295);
const uint64 l_731 = l_730 * l_729;
const uint64 l_732 = l_mut_301 >> uint64(32);
const uint64 l_733 = l_732 * l_729;
const uint64 l_734 = l_733 << uint64(32);
const uint64 l_735 = l_731 + l_734;
const uint64 l_736 = l_733 >> uint64(32);
const bool l_737 = l_735 < l_731;
const uint64 l_738 = uint64(l_737);
const uint64 l_739 = l_736 + l_738;
l_mut_301 = l_735;
const bool l_740 = uint32(64) == uint32(64);
if (l_740) {
l_mut_301 = l_739;
} else {
const bool l_741 = uint32(64) > uint32(0);
if (l_741) {
const uint64 l_742 = uint64(uint32(0));
const uint64 l_743 = l_739 << l_742;
const uint64 l_744 = uint64(uint32(64));
const uint64 l_745 = l_735 >> l_744;
const uint64 l_746 = l_743 | l_745;
l_mut_301 = l_746;
}
}
const uint64 l_747 = uint64(l_502);
const uint64 l_748 = l_mut_284 & uint64(4294967295);
const uint64 l_749 = l_748 * l_747;
const uint64 l_750 = l_mut_284 >> uint64(32);
const uint64 l_751 = l_750 * l_747;
const uint64 l_752 = l_751 << uint64(32);
const uint64 l_753 = l_749 + l_752;
const uint64 l_754 = l_751 >> uint64(32);
const bool l_755 = l_753 < l_749;
const uint64 l_756 = uint64(l_755);
const uint64 l_757 = l_754 + l_756;
l_mut_212 = l_753;
const bool l_758 = uint32(0) == uint32(64);
if (l_758) {
l_mut_212 = l_757;
} else {
const bool l_759 = uint32(0) > uint32(0);
if (l_759) {
const uint64 l_760 = uint64(uint32(64));
const uint64 l_761 = l_757 << l_760;
const uint64 l_762 = uint64(uint32(0));
const uint64 l_763 = l_753 >> l_762;
const uint64 l_764 = l_761 | l_763;
l_mut_212 = l_764;
}
}
const uint64 l_765 = uint64(l_502);
const uint64 l_766 = l_mut_284 & uint64(4294967295);
const uint64 l_767 = l_766 * l_765;
const uint64 l_768 = l_mut_284 >> uint64(32);
const uint64 l_769 = l_768 * l_765;
const uint64 l_770 = l_769 << uint64(32);
const uint64 l_771 = l_767 + l_770;
const uint64 l_772 = l_769 >> uint64(32);
const bool l_773 = l_771 < l_767;
const uint64 l_774 = uint64(l_773);
const uint64 l_775 = l_772 + l_774;
l_mut_284 = l_771;
const bool l_776 = uint32(64) == uint32(64);
if (l_776) {
l_mut_284 = l_775;
} else {
const bool l_777 = uint32(64) > uint32(0);
if (l_777) {
const uint64 l_778 = uint64(uint32(0));
const uint64 l_779 = l_775 << l_778;
const uint64 l_780 = uint64(uint32(64));
const uint64 l_781 = l_771 >> l_780;
const uint64 l_782 = l_779 | l_781;
l_mut_284 = l_782;
}
}
const uint64 l_783 = uint64(l_502);
const uint64 l_784 = l_mut_301 * l_783;
const uint64 l_785 = l_mut_284 + l_784;
l_mut_402 = l_mut_212;
const bool l_786 = l_678 == uint32(64);
if (l_786) {
l_mut_402 = l_785;
} else {
const bool l_787 = l_678 > uint32(0);
if (l_787) {
const uint32 l_788 = uint32(64) - l_678;
const uint64 l_789 = uint64(l_788);
const uint64 l_790 = l_785 << l_789;
const uint64 l_791 = uint64(l_678);
const uint64 l_792 = l_mut_212 >> l_791;
const uint64 l_793 = l_790 + l_792;
l_mut_402 = l_793;
}
}
if (l_708) {
const uint64 l_794 = uint64(uint32(0));
const uint64 l_795 = l_794 - l_mut_402;
l_mut_402 = l_795;
}
}
const uint64 l_796 = l_651 - l_mut_402;
const uint64 l_797 = l_796 + l_42;
const uint64 l_798 = uint64(uint32(0));
const uint64 l_799 = l_798 - l_677;
const uint64 l_800 = l_42 + l_42;
l_mut_402 = l_799;
const uint64 l_801 = uint64(uint32(0));
const uint64 l_802 = l_801 - l_799;
l_mut_301 = l_802;
l_mut_284 = l_797;
l_mut_271 = uint32(1);
l_mut_258 = uint32(1);
l_mut_355 = bool(false);
const bool l_803 = l_mut_284 < l_800;
const bool l_804 = !l_803;
l_mut_350 = l_804;
const bool l_805 = l_799 == uint64(0);
if (l_805) {
l_mut_355 = l_mut_350;
l_mut_350 = bool(false);
}
if (l_mut_350) {
const uint64 l_806 = l_799 >> uint64(63);
const bool l_807 = l_806 == uint64(1);
l_mut_212 = l_799;
if (l_807) {
const uint64 l_808 = uint64(uint32(0));
const uint64 l_809 = l_808 - l_799;
l_mut_212 = l_809;
}
const uint32 l_810 = l_502 - uint32(1);
const uint64 l_811 = uint64(l_810);
const uint64 l_812 = l_mut_212 * l_811;
l_mut_67 = uint32(0);
const uint32 l_813 = l_502 - uint32(1);
const uint64 l_814 = uint64(l_813);
const uint64 l_815 = l_mut_212 & uint64(4294967295);
const uint64 l_816 = l_815 * l_814;
const uint64 l_817 = l_mut_212 >> uint64(32);
const uint64 l_818 = l_817 * l_814;
const uint64 l_819 = l_818 << uint64(32);
const uint64 l_820 = l_816 + l_819;
const uint64 l_821 = l_818 >> uint64(32);
const bool l_822 = l_820 < l_816;
const uint64 l_823 = uint64(l_822);
const uint64 l_824 = l_821 + l_823;
l_mut_158 = l_820;
const bool l_825 = uint32(64) == uint32(64);
if (l_825) {
l_mut_158 = l_824;
} else {
const bool l_826 = uint32(64) > uint32(0);
if (l_826) {
const uint64 l_827 = uint64(uint32(0));
const uint64 l_828 = l_824 << l_827;
const uint64 l_829 = uint64(uint32(64));
const uint64 l_830 = l_820 >> l_829;
const uint64 l_831 = l_828 | l_830;
l_mut_158 = l_831;
}
}
const bool l_832 = l_mut_158 == uint64(0);
if (l_832) {
l_mut_158 = l_797;
if (l_807) {
const uint64 l_833 = uint64(uint32(0));
const uint64 l_834 = l_833 - l_797;
const bool l_835 = l_797 == uint64(0);
const bool l_836 = !l_835;
const bool l_837 = l_812 < l_834;
const bool l_838 = !l_837;
const bool l_839 = l_836 && l_838;
if (l_839) {
const uint32 l_840 = l_502 - uint32(1);
l_mut_127 = l_834;
const bool l_841 = l_834 < l_mut_212;
const bool l_842 = !l_841;
if (l_842) {
l_mut_843 = uint32(0);
const bool l_844 = l_mut_212 < l_834;
if (l_844) {
const uint64 l_845 = l_834 - uint64(1);
const uint64 l_846 = l_845 / l_mut_212;
const uint64 l_847 = uint64(l_840);
const bool l_848 = l_846 < l_847;
const uint64 l_849 = uint64(l_840);
const uint64 l_850 = (l_848) ? l_846 : l_849;
const uint32 l_851 = uint32(l_850);
l_mut_843 = l_851;
}
const uint64 l_852 = uint64(l_mut_843);
const uint64 l_853 = l_mut_212 * l_852;
const uint64 l_854 = l_834 - l_853;
l_mut_127 = l_854;
const bool l_855 = l_mut_127 < l_mut_212;
const bool l_856 = !l_855;
if (l_856) {
const uint64 l_857 = l_mut_127 - l_mut_212;
l_mut_127 = l_857;
}
}
const uint64 l_858 = l_mut_212 - l_mut_127;
l_mut_127 = l_858;
const bool l_859 = l_858 < l_mut_212;
const bool l_860 = !l_859;
if (l_860) {
const uint64 l_861 = l_858 - l_mut_212;
l_mut_127 = l_861;
}
const bool l_862 = l_mut_127 < l_mut_158;
if (l_862) {
l_mut_158 = l_mut_127;
}
}
} else {
const uint64 l_863 = l_797 - l_812;
l_mut_158 = l_863;
const bool l_864 = l_797 < l_812;
if (l_864) {
const uint32 l_865 = l_502 - uint32(1);
l_mut_127 = l_797;
const bool l_866 = l_797 < l_mut_212;
const bool l_867 = !l_866;
if (l_867) {
l_mut_843 = uint32(0);
const bool l_868 = l_mut_212 < l_797;
if (l_868) {
const uint64 l_869 = l_797 - uint64(1);
const uint64 l_870 = l_869 / l_mut_212;
const uint64 l_871 = uint64(l_865);
const bool l_872 = l_870 < l_871;
const uint64 l_873 = uint64(l_865);
const uint64 l_874 = (l_872) ? l_870 : l_873;
const uint32 l_875 = uint32(l_874);
l_mut_843 = l_875;
}
const uint64 l_876 = uint64(l_mut_843);
const uint64 l_877 = l_mut_212 * l_876;
const uint64 l_878 = l_797 - l_877;
l_mut_127 = l_878;
const bool l_879 = l_mut_127 < l_mut_212;
const bool l_880 = !l_879;
if (l_880) {
const uint64 l_881 = l_mut_127 - l_mut_212;
l_mut_127 = l_881;
}
}
const bool l_882 = l_mut_127 < l_mut_158;
if (l_882) {
l_mut_158 = l_mut_127;
}
}
}
const bool l_883 = l_mut_158 < l_800;
const bool l_884 = !l_883;
const uint32 l_885 = uint32(l_884);
const uint32 l_886 = uint32(2) - l_885;
l_mut_67 = l_886;
}
const bool l_887 = l_mut_67 > uint32(0);
if (l_887) {
const bool l_888 = l_mut_67 == uint32(1);
l_mut_355 = l_888;
l_mut_350 = bool(false);
}
}
l_mut_262 = bool(false);
while (true) {
const bool l_889 = !l_mut_350;
if (l_889) {
break;}
const bool l_890 = l_mut_284 < l_mut_402;
if (l_890) {
const uint64 l_891 = l_mut_402 - l_mut_284;
l_mut_212 = l_891;
l_mut_158 = l_mut_402;
const bool l_892 = l_mut_212 < l_mut_402;
if (l_892) {
l_mut_158 = l_mut_212;
}
l_mut_259 = bool(false);
const uint64 l_893 = uint64(uint32(3));
const uint64 l_894 = l_mut_158 >> l_893;
const bool l_895 = l_894 < l_mut_301;
const bool l_896 = !l_895;
l_mut_259 = l_896;
l_mut_843 = uint32(0);
const bool l_897 = l_mut_301 == uint64(0);
const bool l_898 = !l_897;
const bool l_899 = l_mut_259 && l_898;
const bool l_900 = l_mut_301 < l_mut_158;
const bool l_901 = l_899 && l_900;
const uint32 l_902 = l_mut_271 + l_mut_258;
const bool l_903 = l_902 < l_502;
const bool l_904 = l_901 && l_903;
if (l_904) {
const uint32 l_905 = l_502 - l_mut_271;
const uint32 l_906 = l_905 - l_mut_258;
const uint32 l_907 = l_906 / l_mut_271;
const uint64 l_908 = l_mut_158 - uint64(1);
const uint64 l_909 = l_908 / l_mut_301;
const uint64 l_910 = uint64(l_907);
const bool l_911 = l_909 < l_910;
const uint64 l_912 = uint64(l_907);
const uint64 l_913 = (l_911) ? l_909 : l_912;
const uint32 l_914 = uint32(l_913);
l_mut_843 = l_914;
}
l_mut_212 = l_mut_402;
l_mut_158 = l_mut_301;
l_mut_67 = l_mut_271;
l_mut_915 = l_mut_258;
l_mut_127 = l_mut_284;
l_mut_916 = uint32(0);
const bool l_917 = l_mut_843 > uint32(0);
if (l_917) {
const uint64 l_918 = uint64(l_mut_843);
const uint64 l_919 = l_mut_301 * l_918;
const uint64 l_920 = l_mut_402 - l_919;
l_mut_212 = l_920;
const uint32 l_921 = l_mut_843 * l_mut_271;
const uint32 l_922 = l_mut_258 + l_921;
l_mut_915 = l_922;
} else {
const bool l_923 = l_mut_916 == uint32(0);
if (l_923) {
const uint32 l_924 = l_502 - l_mut_271;
const uint32 l_925 = l_924 / l_mut_258;
l_mut_843 = uint32(0);
l_mut_259 = bool(false);
const uint64 l_926 = uint64(uint32(3));
const uint64 l_927 = l_mut_301 >> l_926;
const bool l_928 = l_927 < l_mut_402;
const bool l_929 = !l_928;
l_mut_259 = l_929;
const bool l_930 = l_mut_402 == uint64(0);
if (l_930) {
l_mut_843 = l_925;
} else {
if (l_mut_259) {
const bool l_931 = l_mut_402 < l_mut_301;
if (l_931) {
const uint64 l_932 = l_mut_301 - uint64(1);
const uint64 l_933 = l_932 / l_mut_402;
const uint64 l_934 = uint64(l_925);
const bool l_935 = l_933 < l_934;
const uint64 l_936 = uint64(l_925);
const uint64 l_937 = (l_935) ? l_933 : l_936;
const uint32 l_938 = uint32(l_937);
l_mut_843 = l_938;
}
} else {
l_mut_105 = l_mut_301;
while (true) {
const bool l_939 = l_mut_402 < l_mut_105;
const uint32 l_940 = l_mut_843 * l_mut_258;
const uint32 l_941 = l_mut_271 + l_940;
const uint32 l_942 = l_941 + l_mut_258;
const bool l_943 = l_942 < l_502;
const bool l_944 = l_939 && l_943;
const bool l_945 = !l_944;
if (l_945) {
break;}
const uint64 l_946 = l_mut_105 - l_mut_402;
l_mut_105 = l_946;
l_mut_843 = l_mut_843 + uint32(1);
}
}
}
const uint32 l_947 = l_mut_843 * l_mut_258;
const uint32 l_948 = l_mut_271 + l_947;
const uint32 l_949 = l_948 + l_mut_258;
const bool l_950 = l_949 >= l_502;
if (l_950) {
l_mut_916 = uint32(1);
} else {
const uint64 l_951 = uint64(l_mut_843);
const uint64 l_952 = l_mut_402 * l_951;
const uint64 l_953 = l_mut_301 - l_952;
l_mut_158 = l_953;
const uint32 l_954 = l_mut_843 * l_mut_258;
const uint32 l_955 = l_mut_271 + l_954;
l_mut_67 = l_955;
const uint64 l_956 = l_mut_402 - l_mut_158;
l_mut_212 = l_956;
const uint32 l_957 = l_mut_258 + l_mut_67;
l_mut_915 = l_957;
}
}
}
l_mut_402 = l_mut_212;
l_mut_301 = l_mut_158;
l_mut_271 = l_mut_67;
l_mut_258 = l_mut_915;
l_mut_284 = l_mut_127;
const bool l_958 = l_mut_916 == uint32(1);
l_mut_355 = l_958;
const bool l_959 = l_mut_916 == uint32(0);
l_mut_350 = l_959;
} else {
const uint64 l_960 = l_mut_301 - l_mut_284;
l_mut_212 = l_960;
const uint64 l_961 = l_mut_284 - l_800;
l_mut_212 = l_961;
l_mut_158 = l_mut_301;
const bool l_962 = l_mut_212 < l_mut_301;
if (l_962) {
l_mut_158 = l_mut_212;
}
l_mut_259 = bool(false);
const uint64 l_963 = uint64(uint32(3));
const uint64 l_964 = l_mut_158 >> l_963;
const bool l_965 = l_964 < l_mut_402;
const bool l_966 = !l_965;
l_mut_259 = l_966;
l_mut_916 = uint32(0);
const bool l_967 = l_mut_402 == uint64(0);
const bool l_968 = !l_967;
const bool l_969 = l_mut_259 && l_968;
const bool l_970 = l_mut_402 < l_mut_158;
const bool l_971 = l_969 && l_970;
const uint32 l_972 = l_mut_258 + l_mut_271;
const bool l_973 = l_972 < l_502;
const bool l_974 = l_971 && l_973;
if (l_974) {
const uint32 l_975 = l_502 - l_mut_258;
const uint32 l_976 = l_975 - l_mut_271;
const uint32 l_977 = l_976 / l_mut_258;
const uint64 l_978 = l_mut_158 - uint64(1);
const uint64 l_979 = l_978 / l_mut_402;
const uint64 l_980 = uint64(l_977);
const bool l_981 = l_979 < l_980;
const uint64 l_982 = uint64(l_977);
const uint64 l_983 = (l_981) ? l_979 : l_982;
const uint32 l_984 = uint32(l_983);
l_mut_916 = l_984;
}
l_mut_212 = l_mut_301;
l_mut_158 = l_mut_402;
l_mut_915 = l_mut_258;
l_mut_843 = l_mut_271;
l_mut_127 = l_mut_284;
l_mut_67 = uint32(0);
const bool l_985 = l_mut_916 > uint32(0);
if (l_985) {
const uint64 l_986 = uint64(l_mut_916);
const uint64 l_987 = l_mut_402 * l_986;
const uint64 l_988 = l_mut_284 - l_987;
l_mut_127 = l_988;
const uint64 l_989 = l_mut_301 - l_987;
l_mut_212 = l_989;
const uint32 l_990 = l_mut_916 * l_mut_258;
const uint32 l_991 = l_mut_271 + l_990;
l_mut_843 = l_991;
} else {
const uint64 l_992 = l_mut_284 - l_mut_402;
l_mut_127 = l_992;
const bool l_993 = l_mut_127 < l_800;
if (l_993) {
l_mut_67 = uint32(2);
}
const bool l_994 = l_mut_67 == uint32(0);
if (l_994) {
const uint32 l_995 = l_502 - l_mut_258;
const uint32 l_996 = l_995 / l_mut_271;
l_mut_916 = uint32(0);
l_mut_259 = bool(false);
const uint64 l_997 = uint64(uint32(3));
const uint64 l_998 = l_mut_402 >> l_997;
const bool l_999 = l_998 < l_mut_301;
const bool l_1000 = !l_999;
l_mut_259 = l_1000;
const bool l_1001 = l_mut_301 == uint64(0);
if (l_1001) {
l_mut_916 = l_996;
} else {
if (l_mut_259) {
const bool l_1002 = l_mut_301 < l_mut_402;
if (l_1002) {
const uint64 l_1003 = l_mut_402 - uint64(1);
const uint64 l_1004 = l_1003 / l_mut_301;
const uint64 l_1005 = uint64(l_996);
const bool l_1006 = l_1004 < l_1005;
const uint64 l_1007 = uint64(l_996);
const uint64 l_1008 = (l_1006) ? l_1004 : l_1007;
const uint32 l_1009 = uint32(l_1008);
l_mut_916 = l_1009;
}
} else {
l_mut_105 = l_mut_402;
while (true) {
const bool l_1010 = l_mut_301 < l_mut_105;
const uint32 l_1011 = l_mut_916 * l_mut_271;
const uint32 l_1012 = l_mut_258 + l_1011;
const uint32 l_1013 = l_1012 + l_mut_271;
const bool l_1014 = l_1013 < l_502;
const bool l_1015 = l_1010 && l_1014;
const bool l_1016 = !l_1015;
if (l_1016) {
break;}
const uint64 l_1017 = l_mut_105 - l_mut_301;
l_mut_105 = l_1017;
l_mut_916 = l_mut_916 + uint32(1);
}
}
}
const uint32 l_1018 = l_mut_916 * l_mut_271;
const uint32 l_1019 = l_mut_258 + l_1018;
const uint32 l_1020 = l_1019 + l_mut_271;
const bool l_1021 = l_1020 >= l_502;
if (l_1021) {
l_mut_67 = uint32(1);
} else {
const uint64 l_1022 = uint64(l_mut_916);
const uint64 l_1023 = l_mut_301 * l_1022;
const uint64 l_1024 = l_mut_402 - l_1023;
l_mut_158 = l_1024;
const uint32 l_1025 = l_mut_916 * l_mut_271;
const uint32 l_1026 = l_mut_258 + l_1025;
l_mut_915 = l_1026;
const uint64 l_1027 = l_mut_301 - l_mut_158;
l_mut_212 = l_1027;
const uint32 l_1028 = l_mut_271 + l_mut_915;
l_mut_843 = l_1028;
}
}
}
l_mut_402 = l_mut_158;
l_mut_301 = l_mut_212;
l_mut_271 = l_mut_843;
l_mut_258 = l_mut_915;
l_mut_284 = l_mut_127;
const bool l_1029 = l_mut_67 == uint32(1);
l_mut_355 = l_1029;
const bool l_1030 = l_mut_67 == uint32(0);
l_mut_350 = l_1030;
}
}
const bool l_1031 = !l_mut_355;
const bool l_1032 = l_501 && l_1031;
if (l_1032) {
const uint32 l_1033 = uint32(1) << l_mut_499;
l_mut_379 = l_mut_379 | l_1033;
l_mut_378 = l_mut_378 + uint32(1);
const uint32 l_1034 = l_500 + l_498;
const uint32 l_1035 = min(l_1034, l_74);
l_mut_916 = uint32(0);

for (uint32 l_mut_1036 = l_500; l_mut_1036 < l_1035; ++l_mut_1036) {
const uint64 l_1037 = uint64(l_mut_1036);
const uint64 l_1038 = l_84 * l_1037;
const uint64 l_1039 = l_93 + l_1038;
const uint64 l_1040 = uint64(uint32(0));
l_mut_402 = l_1040;
const bool l_1041 = l_mut_1036 < uint32(65536);
if (l_1041) {
const uint32 l_1042 = l_mut_1036 * l_mut_1036;
const uint64 l_1043 = l_102 >> uint64(63);
const bool l_1044 = l_1043 == uint64(1);
l_mut_301 = l_102;
if (l_1044) {
const uint64 l_1045 = uint64(uint32(0));
const uint64 l_1046 = l_1045 - l_102;
l_mut_301 = l_1046;
}
const uint64 l_1047 = uint64(l_1042);
const uint64 l_1048 = l_mut_301 & uint64(4294967295);
const uint64 l_1049 = l_1048 * l_1047;
const uint64 l_1050 = l_mut_301 >> uint64(32);
const uint64 l_1051 = l_1050 * l_1047;
const uint64 l_1052 = l_1051 << uint64(32);
const uint64 l_1053 = l_1049 + l_1052;
const uint64 l_1054 = l_1051 >> uint64(32);
const bool l_1055 = l_1053 < l_1049;
const uint64 l_1056 = uint64(l_1055);
const uint64 l_1057 = l_1054 + l_1056;
l_mut_301 = l_1053;
const bool l_1058 = l_24 == uint32(64);
if (l_1058) {
l_mut_301 = l_1057;
} else {
const bool l_1059 = l_24 > uint32(0);
if (l_1059) {
const uint32 l_1060 = uint32(64) - l_24;
const uint64 l_1061 = uint64(l_1060);
const uint64 l_1062 = l_1057 << l_1061;
const uint64 l_1063 = uint64(l_24);
const uint64 l_1064 = l_1053 >> l_1063;
const uint64 l_1065 = l_1062 | l_1064;
l_mut_301 = l_1065;
}
}
l_mut_284 = l_mut_301;
if (l_1044) {
const uint64 l_1066 = uint64(uint32(0));
const uint64 l_1067 = l_1066 - l_mut_284;
l_mut_284 = l_1067;
}
l_mut_402 = l_mut_284;
} else {
const uint64 l_1068 = l_102 >> uint64(63);
const bool l_1069 = l_1068 == uint64(1);
l_mut_301 = l_102;
if (l_1069) {
const uint64 l_1070 = uint64(uint32(0));
const uint64 l_1071 = l_1070 - l_102;
l_mut_301 = l_1071;
}
const uint64 l_1072 = uint64(l_mut_1036);
const uint64 l_1073 = l_mut_301 & uint64(4294967295);
const uint64 l_1074 = l_1073 * l_1072;
const uint64 l_1075 = l_mut_301 >> uint64(32);
const uint64 l_1076 = l_1075 * l_1072;
const uint64 l_1077 = l_1076 << uint64(32);
const uint64 l_1078 = l_1074 + l_1077;
const uint64 l_1079 = l_1076 >> uint64(32);
const bool l_1080 = l_1078 < l_1074;
const uint64 l_1081 = uint64(l_1080);
const uint64 l_1082 = l_1079 + l_1081;
l_mut_284 = l_1078;
const bool l_1083 = uint32(0) == uint32(64);
if (l_1083) {
l_mut_284 = l_1082;
} else {
const bool l_1084 = uint32(0) > uint32(0);
if (l_1084) {
const uint64 l_1085 = uint64(uint32(64));
const uint64 l_1086 = l_1082 << l_1085;
const uint64 l_1087 = uint64(uint32(0));
const uint64 l_1088 = l_1078 >> l_1087;
const uint64 l_1089 = l_1086 | l_1088;
l_mut_284 = l_1089;
}
}
const uint64 l_1090 = uint64(l_mut_1036);
const uint64 l_1091 = l_mut_301 & uint64(4294967295);
const uint64 l_1092 = l_1091 * l_1090;
const uint64 l_1093 = l_mut_301 >> uint64(32);
const uint64 l_1094 = l_1093 * l_1090;
const uint64 l_1095 = l_1094 << uint64(32);
const uint64 l_1096 = l_1092 + l_1095;
const uint64 l_1097 = l_1094 >> uint64(32);
const bool l_1098 = l_1096 < l_1092;
const uint64 l_1099 = uint64(l_1098);
const uint64 l_1100 = l_1097 + l_1099;
l_mut_301 = l_1096;
const bool l_1101 = uint32(64) == uint32(64);
if (l_1101) {
l_mut_301 = l_1100;
} else {
const bool l_1102 = uint32(64) > uint32(0);
if (l_1102) {
const uint64 l_1103 = uint64(uint32(0));
const uint64 l_1104 = l_1100 << l_1103;
const uint64 l_1105 = uint64(uint32(64));
const uint64 l_1106 = l_1096 >> l_1105;
const uint64 l_1107 = l_1104 | l_1106;
l_mut_301 = l_1107;
}
}
const uint64 l_1108 = uint64(l_mut_1036);
const uint64 l_1109 = l_mut_284 & uint64(4294967295);
const uint64 l_1110 = l_1109 * l_1108;
const uint64 l_1111 = l_mut_284 >> uint64(32);
const uint64 l_1112 = l_1111 * l_1108;
const uint64 l_1113 = l_1112 << uint64(32);
const uint64 l_1114 = l_1110 + l_1113;
const uint64 l_1115 = l_1112 >> uint64(32);
const bool l_1116 = l_1114 < l_1110;
const uint64 l_1117 = uint64(l_1116);
const uint64 l_1118 = l_1115 + l_1117;
l_mut_212 = l_1114;
const bool l_1119 = uint32(0) == uint32(64);
if (l_1119) {
l_mut_212 = l_1118;
} else {
const bool l_1120 = uint32(0) > uint32(0);
if (l_1120) {
const uint64 l_1121 = uint64(uint32(64));
const uint64 l_1122 = l_1118 << l_1121;
const uint64 l_1123 = uint64(uint32(0));
const uint64 l_1124 = l_1114 >> l_1123;
const uint64 l_1125 = l_1122 | l_1124;
l_mut_212 = l_1125;
}
}
const uint64 l_1126 = uint64(l_mut_1036);
const uint64 l_1127 = l_mut_284 & uint64(4294967295);
const uint64 l_1128 = l_1127 * l_1126;
const uint64 l_1129 = l_mut_284 >> uint64(32);
const uint64 l_1130 = l_1129 * l_1126;
const uint64 l_1131 = l_1130 << uint64(32);
const uint64 l_1132 = l_1128 + l_1131;
const uint64 l_1133 = l_1130 >> uint64(32);
const bool l_1134 = l_1132 < l_1128;
const uint64 l_1135 = uint64(l_1134);
const uint64 l_1136 = l_1133 + l_1135;
l_mut_284 = l_1132;
const bool l_1137 = uint32(64) == uint32(64);
if (l_1137) {
l_mut_284 = l_1136;
} else {
const bool l_1138 = uint32(64) > uint32(0);
if (l_1138) {
const uint64 l_1139 = uint64(uint32(0));
const uint64 l_1140 = l_1136 << l_1139;
const uint64 l_1141 = uint64(uint32(64));
const uint64 l_1142 = l_1132 >> l_1141;
const uint64 l_1143 = l_1140 | l_1142;
l_mut_284 = l_1143;
}
}
const uint64 l_1144 = uint64(l_mut_1036);
const uint64 l_1145 = l_mut_301 * l_1144;
const uint64 l_1146 = l_mut_284 + l_1145;
l_mut_402 = l_mut_212;
const bool l_1147 = l_24 == uint32(64);
if (l_1147) {
l_mut_402 = l_1146;
} else {
const bool l_1148 = l_24 > uint32(0);
if (l_1148) {
const uint32 l_1149 = uint32(64) - l_24;
const uint64 l_1150 = uint64(l_1149);
const uint64 l_1151 = l_1146 << l_1150;
const uint64 l_1152 = uint64(l_24);
const uint64 l_1153 = l_mut_212 >> l_1152;
const uint64 l_1154 = l_1151 + l_1153;
l_mut_402 = l_1154;
}
}
if (l_1069) {
const uint64 l_1155 = uint64(uint32(0));
const uint64 l_1156 = l_1155 - l_mut_402;
l_mut_402 = l_1156;
}
}
const uint64 l_1157 = l_1039 + l_mut_402;
const uint64 l_1158 = uint64(uint32(0));
const uint64 l_1159 = l_1158 - l_1157;
l_mut_402 = l_1159;
const bool l_1160 = l_1157 < l_mut_402;
if (l_1160) {
l_mut_402 = l_1157;
}
const bool l_1161 = l_mut_402 < l_51;
const uint32 l_1162 = uint32(l_1161);
l_mut_916 = l_mut_916 + l_1162;
}
l_mut_304 = l_mut_304 + l_mut_916;
}
}
const bool l_1163 = l_mut_378 > uint32(0);
if (l_1163) {
const uint32 l_1443 = info.static_meta[uint32(5)];
const uint32 l_1444 = l_1443 * uint32(1);
const uint32 l_1445 = l_1444 - uint32(1);
const uint32 l_1446 = min(uint32(1), l_1445);
uint32* l_1447 = &buffer_5[l_1446];
uint32* l_1164 = l_1447;
const uint32 l_1165 = atomicAdd(l_1164, l_mut_378);
}
const bool l_1166 = l_mut_304 > uint32(0);
if (l_1166) {
const uint32 l_1448 = info.static_meta[uint32(5)];
const uint32 l_1449 = l_1448 * uint32(1);
const uint32 l_1450 = l_1449 - uint32(1);
const uint32 l_1451 = min(uint32(2), l_1450);
uint32* l_1452 = &buffer_5[l_1451];
uint32* l_1167 = l_1452;
const uint32 l_1168 = atomicAdd(l_1167, l_mut_304);
l_mut_916 = l_1168;

for (uint32 l_mut_1169 = uint32(0); l_mut_1169 < uint32(8); ++l_mut_1169) {
const uint32 l_1170 = l_mut_379 >> l_mut_1169;
const uint32 l_1171 = l_1170 & uint32(1);
const bool l_1172 = l_1171 == uint32(1);
if (l_1172) {
const uint32 l_1173 = l_mut_1169 * l_498;
const uint32 l_1174 = l_1173 + l_498;
const uint32 l_1175 = min(l_1174, l_74);
l_mut_915 = l_mut_916;

for (uint32 l_mut_1176 = l_1173; l_mut_1176 < l_1175; ++l_mut_1176) {
const uint64 l_1177 = uint64(l_mut_1176);
const uint64 l_1178 = l_84 * l_1177;
const uint64 l_1179 = l_93 + l_1178;
const uint64 l_1180 = uint64(uint32(0));
l_mut_402 = l_1180;
const bool l_1181 = l_mut_1176 < uint32(65536);
if (l_1181) {
const uint32 l_1182 = l_mut_1176 * l_mut_1176;
const uint64 l_1183 = l_102 >> uint64(63);
const bool l_1184 = l_1183 == uint64(1);
l_mut_301 = l_102;
if (l_1184) {
const uint64 l_1185 = uint64(uint32(0));
const uint64 l_1186 = l_1185 - l_102;
l_mut_301 = l_1186;
}
const uint64 l_1187 = uint64(l_1182);
const uint64 l_1188 = l_mut_301 & uint64(4294967295);
const uint64 l_1189 = l_1188 * l_1187;
const uint64 l_1190 = l_mut_301 >> uint64(32);
const uint64 l_1191 = l_1190 * l_1187;
const uint64 l_1192 = l_1191 << uint64(32);
const uint64 l_1193 = l_1189 + l_1192;
const uint64 l_1194 = l_1191 >> uint64(32);
const bool l_1195 = l_1193 < l_1189;
const uint64 l_1196 = uint64(l_1195);
const uint64 l_1197 = l_1194 + l_1196;
l_mut_301 = l_1193;
const bool l_1198 = l_24 == uint32(64);
if (l_1198) {
l_mut_301 = l_1197;
} else {
const bool l_1199 = l_24 > uint32(0);
if (l_1199) {
const uint32 l_1200 = uint32(64) - l_24;
const uint64 l_1201 = uint64(l_1200);
const uint64 l_1202 = l_1197 << l_1201;
const uint64 l_1203 = uint64(l_24);
const uint64 l_1204 = l_1193 >> l_1203;
const uint64 l_1205 = l_1202 | l_1204;
l_mut_301 = l_1205;
}
}
l_mut_284 = l_mut_301;
if (l_1184) {
const uint64 l_1206 = uint64(uint32(0));
const uint64 l_1207 = l_1206 - l_mut_284;
l_mut_284 = l_1207;
}
l_mut_402 = l_mut_284;
} else {
const uint64 l_1208 = l_102 >> uint64(63);
const bool l_1209 = l_1208 == uint64(1);
l_mut_301 = l_102;
if (l_1209) {
const uint64 l_1210 = uint64(uint32(0));
const uint64 l_1211 = l_1210 - l_102;
l_mut_301 = l_1211;
}
const uint64 l_1212 = uint64(l_mut_1176);
const uint64 l_1213 = l_mut_301 & uint64(4294967295);
const uint64 l_1214 = l_1213 * l_1212;
const uint64 l_1215 = l_mut_301 >> uint64(32);
const uint64 l_1216 = l_1215 * l_1212;
const uint64 l_1217 = l_1216 << uint64(32);
const uint64 l_1218 = l_1214 + l_1217;
const uint64 l_1219 = l_1216 >> uint64(32);
const bool l_1220 = l_1218 < l_1214;
const uint64 l_1221 = uint64(l_1220);
const uint64 l_1222 = l_1219 + l_1221;
l_mut_284 = l_1218;
const bool l_1223 = uint32(0) == uint32(64);
if (l_1223) {
l_mut_284 = l_1222;
} else {
const bool l_1224 = uint32(0) > uint32(0);
if (l_1224) {
const uint64 l_1225 = uint64(uint32(64));
const uint64 l_1226 = l_1222 << l_1225;
const uint64 l_1227 = uint64(uint32(0));
const uint64 l_1228 = l_1218 >> l_1227;
const uint64 l_1229 = l_1226 | l_1228;
l_mut_284 = l_1229;
}
}
const uint64 l_1230 = uint64(l_mut_1176);
const uint64 l_1231 = l_mut_301 & uint64(4294967295);
const uint64 l_1232 = l_1231 * l_1230;
const uint64 l_1233 = l_mut_301 >> uint64(32);
const uint64 l_1234 = l_1233 * l_1230;
const uint64 l_1235 = l_1234 << uint64(32);
const uint64 l_1236 = l_1232 + l_1235;
const uint64 l_1237 = l_1234 >> uint64(32);
const bool l_1238 = l_1236 < l_1232;
const uint64 l_1239 = uint64(l_1238);
const uint64 l_1240 = l_1237 + l_1239;
l_mut_301 = l_1236;
const bool l_1241 = uint32(64) == uint32(64);
if (l_1241) {
l_mut_301 = l_1240;
} else {
const bool l_1242 = uint32(64) > uint32(0);
if (l_1242) {
const uint64 l_1243 = uint64(uint32(0));
const uint64 l_1244 = l_1240 << l_1243;
const uint64 l_1245 = uint64(uint32(64));
const uint64 l_1246 = l_1236 >> l_1245;
const uint64 l_1247 = l_1244 | l_1246;
l_mut_301 = l_1247;
}
}
const uint64 l_1248 = uint64(l_mut_1176);
const uint64 l_1249 = l_mut_284 & uint64(4294967295);
const uint64 l_1250 = l_1249 * l_1248;
const uint64 l_1251 = l_mut_284 >> uint64(32);
const uint64 l_1252 = l_1251 * l_1248;
const uint64 l_1253 = l_1252 << uint64(32);
const uint64 l_1254 = l_1250 + l_1253;
const uint64 l_1255 = l_1252 >> uint64(32);
const bool l_1256 = l_1254 < l_1250;
const uint64 l_1257 = uint64(l_1256);
const uint64 l_1258 = l_1255 + l_1257;
l_mut_212 = l_1254;
const bool l_1259 = uint32(0) == uint32(64);
if (l_1259) {
l_mut_212 = l_1258;
} else {
const bool l_1260 = uint32(0) > uint32(0);
if (l_1260) {
const uint64 l_1261 = uint64(uint32(64));
const uint64 l_1262 = l_1258 << l_1261;
const uint64 l_1263 = uint64(uint32(0));
const uint64 l_1264 = l_1254 >> l_1263;
const uint64 l_1265 = l_1262 | l_1264;
l_mut_212 = l_1265;
}
}
const uint64 l_1266 = uint64(l_mut_1176);
const uint64 l_1267 = l_mut_284 & uint64(4294967295);
const uint64 l_1268 = l_1267 * l_1266;
const uint64 l_1269 = l_mut_284 >> uint64(32);
const uint64 l_1270 = l_1269 * l_1266;
const uint64 l_1271 = l_1270 << uint64(32);
const uint64 l_1272 = l_1268 + l_1271;
const uint64 l_1273 = l_1270 >> uint64(32);
const bool l_1274 = l_1272 < l_1268;
const uint64 l_1275 = uint64(l_1274);
const uint64 l_1276 = l_1273 + l_1275;
l_mut_284 = l_1272;
const bool l_1277 = uint32(64) == uint32(64);
if (l_1277) {
l_mut_284 = l_1276;
} else {
const bool l_1278 = uint32(64) > uint32(0);
if (l_1278) {
const uint64 l_1279 = uint64(uint32(0));
const uint64 l_1280 = l_1276 << l_1279;
const uint64 l_1281 = uint64(uint32(64));
const uint64 l_1282 = l_1272 >> l_1281;
const uint64 l_1283 = l_1280 | l_1282;
l_mut_284 = l_1283;
}
}
const uint64 l_1284 = uint64(l_mut_1176);
const uint64 l_1285 = l_mut_301 * l_1284;
const uint64 l_1286 = l_mut_284 + l_1285;
l_mut_402 = l_mut_212;
const bool l_1287 = l_24 == uint32(64);
if (l_1287) {
l_mut_402 = l_1286;
} else {
const bool l_1288 = l_24 > uint32(0);
if (l_1288) {
const uint32 l_1289 = uint32(64) - l_24;
const uint64 l_1290 = uint64(l_1289);
const uint64 l_1291 = l_1286 << l_1290;
const uint64 l_1292 = uint64(l_24);
const uint64 l_1293 = l_mut_212 >> l_1292;
const uint64 l_1294 = l_1291 + l_1293;
l_mut_402 = l_1294;
}
}
if (l_1209) {
const uint64 l_1295 = uint64(uint32(0));
const uint64 l_1296 = l_1295 - l_mut_402;
l_mut_402 = l_1296;
}
}
const uint64 l_1297 = l_1179 + l_mut_402;
const uint64 l_1298 = uint64(uint32(0));
const uint64 l_1299 = l_1298 - l_1297;
l_mut_402 = l_1299;
const bool l_1300 = l_1297 < l_mut_402;
if (l_1300) {
l_mut_402 = l_1297;
}
const bool l_1301 = l_mut_402 < l_51;
if (l_1301) {
const uint32 l_1302 = l_mut_915 * uint32(2);
const uint32 l_1303 = l_1302 + uint32(1);
const uint32 l_1304 = info.static_meta[uint32(10)];
const bool l_1305 = l_1303 < l_1304;
if (l_1305) {
const uint32 l_1453 = info.static_meta[uint32(4)];
const uint32 l_1454 = l_1453 * uint32(1);
const bool l_1455 = l_1302 < l_1454;
if (l_1455) {
buffer_4[l_1302] = idxGlobal;
}
const uint32 l_1306 = l_1302 + uint32(1);
const uint32 l_1456 = info.static_meta[uint32(4)];
const uint32 l_1457 = l_1456 * uint32(1);
const bool l_1458 = l_1306 < l_1457;
if (l_1458) {
buffer_4[l_1306] = l_mut_1176;
}
}
l_mut_915 = l_mut_915 + uint32(1);
}
}
l_mut_916 = l_mut_915;
}
}
}
}
}

}
