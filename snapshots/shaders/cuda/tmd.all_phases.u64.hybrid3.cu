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
uint32 l_mut_410;
uint32 l_mut_67;
uint32 l_mut_806;
uint32 l_mut_837;
uint32 l_mut_941;
uint64 l_mut_105;
uint64 l_mut_127;
uint64 l_mut_158;
uint64 l_mut_212;
uint64 l_mut_284;
uint64 l_mut_301;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1379 = info.static_meta[uint32(5)];
const uint32 l_1380 = l_1379 * uint32(1);
const uint32 l_1381 = l_1380 - uint32(1);
const uint32 l_1382 = min(uint32(3), l_1381);
uint32* l_1383 = &buffer_5[l_1382];
uint32* l_1 = l_1383;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_1295 = info.static_meta[uint32(3)];
const uint32 l_1296 = l_1295 * uint32(1);
const bool l_1297 = l_3 < l_1296;
const uint32 l_1298 = l_1296 - uint32(1);
const uint32 l_1299 = min(l_3, l_1298);
const uint32 l_1300 = buffer_3[l_1299];
const uint32 l_1301 = (l_1297) ? l_1300 : uint32(0);
const uint32 l_4 = l_1301;
const uint64 l_5 = uint64(l_4);
const uint32 l_6 = uint32(2) * uint32(0);
const uint32 l_7 = l_6 + uint32(1);
const uint32 l_1302 = info.static_meta[uint32(3)];
const uint32 l_1303 = l_1302 * uint32(1);
const bool l_1304 = l_7 < l_1303;
const uint32 l_1305 = l_1303 - uint32(1);
const uint32 l_1306 = min(l_7, l_1305);
const uint32 l_1307 = buffer_3[l_1306];
const uint32 l_1308 = (l_1304) ? l_1307 : uint32(0);
const uint32 l_8 = l_1308;
const uint64 l_9 = uint64(l_8);
const uint64 l_10 = l_9 << uint64(32);
const uint64 l_11 = l_5 | l_10;
const uint64 l_12 = l_11 & uint64(4294967295);
const uint32 l_13 = uint32(l_12);
const uint32 l_14 = uint32(2) * uint32(1);
const uint32 l_1309 = info.static_meta[uint32(3)];
const uint32 l_1310 = l_1309 * uint32(1);
const bool l_1311 = l_14 < l_1310;
const uint32 l_1312 = l_1310 - uint32(1);
const uint32 l_1313 = min(l_14, l_1312);
const uint32 l_1314 = buffer_3[l_1313];
const uint32 l_1315 = (l_1311) ? l_1314 : uint32(0);
const uint32 l_15 = l_1315;
const uint64 l_16 = uint64(l_15);
const uint32 l_17 = uint32(2) * uint32(1);
const uint32 l_18 = l_17 + uint32(1);
const uint32 l_1316 = info.static_meta[uint32(3)];
const uint32 l_1317 = l_1316 * uint32(1);
const bool l_1318 = l_18 < l_1317;
const uint32 l_1319 = l_1317 - uint32(1);
const uint32 l_1320 = min(l_18, l_1319);
const uint32 l_1321 = buffer_3[l_1320];
const uint32 l_1322 = (l_1318) ? l_1321 : uint32(0);
const uint32 l_19 = l_1322;
const uint64 l_20 = uint64(l_19);
const uint64 l_21 = l_20 << uint64(32);
const uint64 l_22 = l_16 | l_21;
const uint64 l_23 = l_22 & uint64(4294967295);
const uint32 l_24 = uint32(l_23);
const uint32 l_25 = uint32(2) * uint32(2);
const uint32 l_1323 = info.static_meta[uint32(3)];
const uint32 l_1324 = l_1323 * uint32(1);
const bool l_1325 = l_25 < l_1324;
const uint32 l_1326 = l_1324 - uint32(1);
const uint32 l_1327 = min(l_25, l_1326);
const uint32 l_1328 = buffer_3[l_1327];
const uint32 l_1329 = (l_1325) ? l_1328 : uint32(0);
const uint32 l_26 = l_1329;
const uint64 l_27 = uint64(l_26);
const uint32 l_28 = uint32(2) * uint32(2);
const uint32 l_29 = l_28 + uint32(1);
const uint32 l_1330 = info.static_meta[uint32(3)];
const uint32 l_1331 = l_1330 * uint32(1);
const bool l_1332 = l_29 < l_1331;
const uint32 l_1333 = l_1331 - uint32(1);
const uint32 l_1334 = min(l_29, l_1333);
const uint32 l_1335 = buffer_3[l_1334];
const uint32 l_1336 = (l_1332) ? l_1335 : uint32(0);
const uint32 l_30 = l_1336;
const uint64 l_31 = uint64(l_30);
const uint64 l_32 = l_31 << uint64(32);
const uint64 l_33 = l_27 | l_32;
const uint32 l_34 = uint32(2) * uint32(3);
const uint32 l_1337 = info.static_meta[uint32(3)];
const uint32 l_1338 = l_1337 * uint32(1);
const bool l_1339 = l_34 < l_1338;
const uint32 l_1340 = l_1338 - uint32(1);
const uint32 l_1341 = min(l_34, l_1340);
const uint32 l_1342 = buffer_3[l_1341];
const uint32 l_1343 = (l_1339) ? l_1342 : uint32(0);
const uint32 l_35 = l_1343;
const uint64 l_36 = uint64(l_35);
const uint32 l_37 = uint32(2) * uint32(3);
const uint32 l_38 = l_37 + uint32(1);
const uint32 l_1344 = info.static_meta[uint32(3)];
const uint32 l_1345 = l_1344 * uint32(1);
const bool l_1346 = l_38 < l_1345;
const uint32 l_1347 = l_1345 - uint32(1);
const uint32 l_1348 = min(l_38, l_1347);
const uint32 l_1349 = buffer_3[l_1348];
const uint32 l_1350 = (l_1346) ? l_1349 : uint32(0);
const uint32 l_39 = l_1350;
const uint64 l_40 = uint64(l_39);
const uint64 l_41 = l_40 << uint64(32);
const uint64 l_42 = l_36 | l_41;
const uint32 l_43 = uint32(2) * uint32(4);
const uint32 l_1351 = info.static_meta[uint32(3)];
const uint32 l_1352 = l_1351 * uint32(1);
const bool l_1353 = l_43 < l_1352;
const uint32 l_1354 = l_1352 - uint32(1);
const uint32 l_1355 = min(l_43, l_1354);
const uint32 l_1356 = buffer_3[l_1355];
const uint32 l_1357 = (l_1353) ? l_1356 : uint32(0);
const uint32 l_44 = l_1357;
const uint64 l_45 = uint64(l_44);
const uint32 l_46 = uint32(2) * uint32(4);
const uint32 l_47 = l_46 + uint32(1);
const uint32 l_1358 = info.static_meta[uint32(3)];
const uint32 l_1359 = l_1358 * uint32(1);
const bool l_1360 = l_47 < l_1359;
const uint32 l_1361 = l_1359 - uint32(1);
const uint32 l_1362 = min(l_47, l_1361);
const uint32 l_1363 = buffer_3[l_1362];
const uint32 l_1364 = (l_1360) ? l_1363 : uint32(0);
const uint32 l_48 = l_1364;
const uint64 l_49 = uint64(l_48);
const uint64 l_50 = l_49 << uint64(32);
const uint64 l_51 = l_45 | l_50;
const uint32 l_52 = uint32(2) * uint32(5);
const uint32 l_1365 = info.static_meta[uint32(3)];
const uint32 l_1366 = l_1365 * uint32(1);
const bool l_1367 = l_52 < l_1366;
const uint32 l_1368 = l_1366 - uint32(1);
const uint32 l_1369 = min(l_52, l_1368);
const uint32 l_1370 = buffer_3[l_1369];
const uint32 l_1371 = (l_1367) ? l_1370 : uint32(0);
const uint32 l_53 = l_1371;
const uint64 l_54 = uint64(l_53);
const uint32 l_55 = uint32(2) * uint32(5);
const uint32 l_56 = l_55 + uint32(1);
const uint32 l_1372 = info.static_meta[uint32(3)];
const uint32 l_1373 = l_1372 * uint32(1);
const bool l_1374 = l_56 < l_1373;
const uint32 l_1375 = l_1373 - uint32(1);
const uint32 l_1376 = min(l_56, l_1375);
const uint32 l_1377 = buffer_3[l_1376];
const uint32 l_1378 = (l_1374) ? l_1377 : uint32(0);
const uint32 l_57 = l_1378;
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
const uint32 l_1384 = info.static_meta[uint32(0)];
const uint32 l_1385 = l_1384 * uint32(1);
const bool l_1386 = l_76 < l_1385;
const uint32 l_1387 = l_1385 - uint32(1);
const uint32 l_1388 = min(l_76, l_1387);
const uint32 l_1389 = buffer_0[l_1388];
const uint32 l_1390 = (l_1386) ? l_1389 : uint32(0);
const uint32 l_77 = l_1390;
const uint64 l_78 = uint64(l_77);
const uint32 l_79 = uint32(2) * idxGlobal;
const uint32 l_80 = l_79 + uint32(1);
const uint32 l_1391 = info.static_meta[uint32(0)];
const uint32 l_1392 = l_1391 * uint32(1);
const bool l_1393 = l_80 < l_1392;
const uint32 l_1394 = l_1392 - uint32(1);
const uint32 l_1395 = min(l_80, l_1394);
const uint32 l_1396 = buffer_0[l_1395];
const uint32 l_1397 = (l_1393) ? l_1396 : uint32(0);
const uint32 l_81 = l_1397;
const uint64 l_82 = uint64(l_81);
const uint64 l_83 = l_82 << uint64(32);
const uint64 l_84 = l_78 | l_83;
const uint32 l_85 = uint32(2) * idxGlobal;
const uint32 l_1398 = info.static_meta[uint32(1)];
const uint32 l_1399 = l_1398 * uint32(1);
const bool l_1400 = l_85 < l_1399;
const uint32 l_1401 = l_1399 - uint32(1);
const uint32 l_1402 = min(l_85, l_1401);
const uint32 l_1403 = buffer_1[l_1402];
const uint32 l_1404 = (l_1400) ? l_1403 : uint32(0);
const uint32 l_86 = l_1404;
const uint64 l_87 = uint64(l_86);
const uint32 l_88 = uint32(2) * idxGlobal;
const uint32 l_89 = l_88 + uint32(1);
const uint32 l_1405 = info.static_meta[uint32(1)];
const uint32 l_1406 = l_1405 * uint32(1);
const bool l_1407 = l_89 < l_1406;
const uint32 l_1408 = l_1406 - uint32(1);
const uint32 l_1409 = min(l_89, l_1408);
const uint32 l_1410 = buffer_1[l_1409];
const uint32 l_1411 = (l_1407) ? l_1410 : uint32(0);
const uint32 l_90 = l_1411;
const uint64 l_91 = uint64(l_90);
const uint64 l_92 = l_91 << uint64(32);
const uint64 l_93 = l_87 | l_92;
const uint32 l_94 = uint32(2) * idxGlobal;
const uint32 l_1412 = info.static_meta[uint32(2)];
const uint32 l_1413 = l_1412 * uint32(1);
const bool l_1414 = l_94 < l_1413;
const uint32 l_1415 = l_1413 - uint32(1);
const uint32 l_1416 = min(l_94, l_1415);
const uint32 l_1417 = buffer_2[l_1416];
const uint32 l_1418 = (l_1414) ? l_1417 : uint32(0);
const uint32 l_95 = l_1418;
const uint64 l_96 = uint64(l_95);
const uint32 l_97 = uint32(2) * idxGlobal;
const uint32 l_98 = l_97 + uint32(1);
const uint32 l_1419 = info.static_meta[uint32(2)];
const uint32 l_1420 = l_1419 * uint32(1);
const bool l_1421 = l_98 < l_1420;
const uint32 l_1422 = l_1420 - uint32(1);
const uint32 l_1423 = min(l_98, l_1422);
const uint32 l_1424 = buffer_2[l_1423];
const uint32 l_1425 = (l_1421) ? l_1424 : uint32(0);
const uint32 l_99 = l_1425;
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
l_mut_301 = l_mut_212;
const bool l_354 = l_353 < l_mut_212;
if (l_354) {
l_mut_301 = l_353;
}
l_mut_355 = bool(false);
const uint64 l_356 = uint64(uint32(3));
const uint64 l_357 = l_mut_301 >> l_356;
const bool l_358 = l_357 < l_mut_158;
const bool l_359 = !l_358;
l_mut_355 = l_359;
l_mut_304 = uint32(0);
const bool l_360 = l_mut_158 == uint64(0);
const bool l_361 = !l_360;
const bool l_362 = l_mut_355 && l_361;
const bool l_363 = l_mut_158 < l_mut_301;
const bool l_364 = l_362 && l_363;
const uint32 l_365 = l_mut_67 + l_mut_258;
const bool l_366 = l_365 < l_13;
const bool l_367 = l_364 && l_366;
if (l_367) {
const uint32 l_368 = l_13 - l_mut_67;
const uint32 l_369 = l_368 - l_mut_258;
const uint32 l_370 = l_369 / l_mut_67;
const uint64 l_371 = l_mut_301 - uint64(1);
const uint64 l_372 = l_371 / l_mut_158;
const uint64 l_373 = uint64(l_370);
const bool l_374 = l_372 < l_373;
const uint64 l_375 = uint64(l_370);
const uint64 l_376 = (l_374) ? l_372 : l_375;
const uint32 l_377 = uint32(l_376);
l_mut_304 = l_377;
}
const bool l_378 = l_mut_304 > uint32(0);
if (l_378) {
const uint64 l_379 = uint64(l_mut_304);
const uint64 l_380 = l_mut_158 * l_379;
const uint64 l_381 = l_mut_212 - l_380;
l_mut_212 = l_381;
const uint32 l_382 = l_mut_304 * l_mut_67;
l_mut_258 = l_mut_258 + l_382;
} else {
const uint32 l_383 = l_13 - l_mut_67;
const uint32 l_384 = l_383 / l_mut_258;
l_mut_304 = uint32(0);
l_mut_355 = bool(false);
const uint64 l_385 = uint64(uint32(3));
const uint64 l_386 = l_mut_158 >> l_385;
const bool l_387 = l_386 < l_mut_212;
const bool l_388 = !l_387;
l_mut_355 = l_388;
const bool l_389 = l_mut_212 == uint64(0);
if (l_389) {
l_mut_304 = l_384;
} else {
if (l_mut_355) {
const bool l_390 = l_mut_212 < l_mut_158;
if (l_390) {
const uint64 l_391 = l_mut_158 - uint64(1);
const uint64 l_392 = l_391 / l_mut_212;
const uint64 l_393 = uint64(l_384);
const bool l_394 = l_392 < l_393;
const uint64 l_395 = uint64(l_384);
const uint64 l_396 = (l_394) ? l_392 : l_395;
const uint32 l_397 = uint32(l_396);
l_mut_304 = l_397;
}
} else {
l_mut_301 = l_mut_158;
while (true) {
const bool l_398 = l_mut_212 < l_mut_301;
const uint32 l_399 = l_mut_304 * l_mut_258;
const uint32 l_400 = l_mut_67 + l_399;
const uint32 l_401 = l_400 + l_mut_258;
const bool l_402 = l_401 < l_13;
const bool l_403 = l_398 && l_402;
const bool l_404 = !l_403;
if (l_404) {
break;}
const uint64 l_405 = l_mut_301 - l_mut_212;
l_mut_301 = l_405;
l_mut_304 = l_mut_304 + uint32(1);
}
}
}
const uint32 l_406 = l_mut_304 * l_mut_258;
const uint32 l_407 = l_mut_67 + l_406;
const uint32 l_408 = l_407 + l_mut_258;
const bool l_409 = l_408 >= l_13;
l_mut_301 = l_mut_212;
l_mut_284 = l_mut_158;
l_mut_271 = l_mut_67;
l_mut_410 = l_mut_258;
const bool l_411 = !l_409;
if (l_411) {
const uint64 l_412 = uint64(l_mut_304);
const uint64 l_413 = l_mut_212 * l_412;
const uint64 l_414 = l_mut_158 - l_413;
l_mut_284 = l_414;
const uint32 l_415 = l_mut_304 * l_mut_258;
const uint32 l_416 = l_mut_67 + l_415;
l_mut_271 = l_416;
const uint64 l_417 = l_mut_212 - l_mut_284;
l_mut_301 = l_417;
const uint32 l_418 = l_mut_258 + l_mut_271;
l_mut_410 = l_418;
}
l_mut_212 = l_mut_301;
l_mut_158 = l_mut_284;
l_mut_67 = l_mut_271;
l_mut_258 = l_mut_410;
l_mut_259 = l_409;
const bool l_419 = !l_409;
l_mut_262 = l_419;
}
} else {
const uint64 l_420 = l_mut_127 - l_255;
l_mut_301 = l_mut_158;
const bool l_421 = l_420 < l_mut_158;
if (l_421) {
l_mut_301 = l_420;
}
l_mut_355 = bool(false);
const uint64 l_422 = uint64(uint32(3));
const uint64 l_423 = l_mut_301 >> l_422;
const bool l_424 = l_423 < l_mut_212;
const bool l_425 = !l_424;
l_mut_355 = l_425;
l_mut_410 = uint32(0);
const bool l_426 = l_mut_212 == uint64(0);
const bool l_427 = !l_426;
const bool l_428 = l_mut_355 && l_427;
const bool l_429 = l_mut_212 < l_mut_301;
const bool l_430 = l_428 && l_429;
const uint32 l_431 = l_mut_258 + l_mut_67;
const bool l_432 = l_431 < l_13;
const bool l_433 = l_430 && l_432;
if (l_433) {
const uint32 l_434 = l_13 - l_mut_258;
const uint32 l_435 = l_434 - l_mut_67;
const uint32 l_436 = l_435 / l_mut_258;
const uint64 l_437 = l_mut_301 - uint64(1);
const uint64 l_438 = l_437 / l_mut_212;
const uint64 l_439 = uint64(l_436);
const bool l_440 = l_438 < l_439;
const uint64 l_441 = uint64(l_436);
const uint64 l_442 = (l_440) ? l_438 : l_441;
const uint32 l_443 = uint32(l_442);
l_mut_410 = l_443;
}
const bool l_444 = l_mut_410 > uint32(0);
if (l_444) {
const uint64 l_445 = uint64(l_mut_410);
const uint64 l_446 = l_mut_212 * l_445;
const uint64 l_447 = l_mut_127 - l_446;
l_mut_127 = l_447;
const uint64 l_448 = l_mut_158 - l_446;
l_mut_158 = l_448;
const uint32 l_449 = l_mut_410 * l_mut_258;
l_mut_67 = l_mut_67 + l_449;
} else {
const uint64 l_450 = l_mut_127 - l_mut_212;
l_mut_127 = l_450;
const bool l_451 = l_mut_127 < l_255;
if (l_451) {
l_mut_262 = bool(false);
} else {
const uint32 l_452 = l_13 - l_mut_258;
const uint32 l_453 = l_452 / l_mut_67;
l_mut_410 = uint32(0);
l_mut_355 = bool(false);
const uint64 l_454 = uint64(uint32(3));
const uint64 l_455 = l_mut_212 >> l_454;
const bool l_456 = l_455 < l_mut_158;
const bool l_457 = !l_456;
l_mut_355 = l_457;
const bool l_458 = l_mut_158 == uint64(0);
if (l_458) {
l_mut_410 = l_453;
} else {
if (l_mut_355) {
const bool l_459 = l_mut_158 < l_mut_212;
if (l_459) {
const uint64 l_460 = l_mut_212 - uint64(1);
const uint64 l_461 = l_460 / l_mut_158;
const uint64 l_462 = uint64(l_453);
const bool l_463 = l_461 < l_462;
const uint64 l_464 = uint64(l_453);
const uint64 l_465 = (l_463) ? l_461 : l_464;
const uint32 l_466 = uint32(l_465);
l_mut_410 = l_466;
}
} else {
l_mut_301 = l_mut_212;
while (true) {
const bool l_467 = l_mut_158 < l_mut_301;
const uint32 l_468 = l_mut_410 * l_mut_67;
const uint32 l_469 = l_mut_258 + l_468;
const uint32 l_470 = l_469 + l_mut_67;
const bool l_471 = l_470 < l_13;
const bool l_472 = l_467 && l_471;
const bool l_473 = !l_472;
if (l_473) {
break;}
const uint64 l_474 = l_mut_301 - l_mut_158;
l_mut_301 = l_474;
l_mut_410 = l_mut_410 + uint32(1);
}
}
}
const uint32 l_475 = l_mut_410 * l_mut_67;
const uint32 l_476 = l_mut_258 + l_475;
const uint32 l_477 = l_476 + l_mut_67;
const bool l_478 = l_477 >= l_13;
l_mut_301 = l_mut_158;
l_mut_284 = l_mut_212;
l_mut_304 = l_mut_258;
l_mut_271 = l_mut_67;
const bool l_479 = !l_478;
if (l_479) {
const uint64 l_480 = uint64(l_mut_410);
const uint64 l_481 = l_mut_158 * l_480;
const uint64 l_482 = l_mut_212 - l_481;
l_mut_284 = l_482;
const uint32 l_483 = l_mut_410 * l_mut_67;
const uint32 l_484 = l_mut_258 + l_483;
l_mut_304 = l_484;
const uint64 l_485 = l_mut_158 - l_mut_284;
l_mut_301 = l_485;
const uint32 l_486 = l_mut_67 + l_mut_304;
l_mut_271 = l_486;
}
l_mut_212 = l_mut_284;
l_mut_158 = l_mut_301;
l_mut_67 = l_mut_271;
l_mut_258 = l_mut_304;
l_mut_259 = l_478;
const bool l_487 = !l_478;
l_mut_262 = l_487;
}
}
}
}
const bool l_488 = !l_mut_259;
if (l_488) {
const uint32 l_1426 = info.static_meta[uint32(5)];
const uint32 l_1427 = l_1426 * uint32(1);
const uint32 l_1428 = l_1427 - uint32(1);
const uint32 l_1429 = min(uint32(0), l_1428);
uint32* l_1430 = &buffer_5[l_1429];
uint32* l_489 = l_1430;
const uint32 l_490 = atomicAdd(l_489, uint32(1));
const uint32 l_491 = l_13 / uint32(8);
l_mut_410 = uint32(0);
l_mut_304 = uint32(0);
l_mut_271 = uint32(0);

for (uint32 l_mut_492 = uint32(0); l_mut_492 < uint32(8); ++l_mut_492) {
const uint32 l_493 = l_mut_492 * l_491;
const bool l_494 = l_493 < l_74;
const uint32 l_495 = l_13 / uint32(8);
const uint32 l_496 = l_mut_492 * l_495;
const uint32 l_497 = l_496 + l_496;
const uint64 l_498 = l_102 >> uint64(63);
const bool l_499 = l_498 == uint64(1);
l_mut_301 = l_102;
if (l_499) {
const uint64 l_500 = uint64(uint32(0));
const uint64 l_501 = l_500 - l_102;
l_mut_301 = l_501;
}
const uint64 l_502 = uint64(l_497);
const uint64 l_503 = l_mut_301 & uint64(4294967295);
const uint64 l_504 = l_503 * l_502;
const uint64 l_505 = l_mut_301 >> uint64(32);
const uint64 l_506 = l_505 * l_502;
const uint64 l_507 = l_506 << uint64(32);
const uint64 l_508 = l_504 + l_507;
const uint64 l_509 = l_506 >> uint64(32);
const bool l_510 = l_508 < l_504;
const uint64 l_511 = uint64(l_510);
const uint64 l_512 = l_509 + l_511;
l_mut_301 = l_508;
const bool l_513 = l_24 == uint32(64);
if (l_513) {
l_mut_301 = l_512;
} else {
const bool l_514 = l_24 > uint32(0);
if (l_514) {
const uint32 l_515 = uint32(64) - l_24;
const uint64 l_516 = uint64(l_515);
const uint64 l_517 = l_512 << l_516;
const uint64 l_518 = uint64(l_24);
const uint64 l_519 = l_508 >> l_518;
const uint64 l_520 = l_517 | l_519;
l_mut_301 = l_520;
}
}
l_mut_284 = l_mut_301;
if (l_499) {
const uint64 l_521 = uint64(uint32(0));
const uint64 l_522 = l_521 - l_mut_284;
l_mut_284 = l_522;
}
const uint64 l_523 = l_84 + l_mut_284;
const uint64 l_524 = uint64(l_496);
const uint64 l_525 = l_84 * l_524;
const uint64 l_526 = l_93 + l_525;
const uint64 l_527 = uint64(uint32(0));
l_mut_301 = l_527;
const bool l_528 = l_496 < uint32(65536);
if (l_528) {
const uint32 l_529 = l_496 * l_496;
const uint64 l_530 = l_102 >> uint64(63);
const bool l_531 = l_530 == uint64(1);
l_mut_284 = l_102;
if (l_531) {
const uint64 l_532 = uint64(uint32(0));
const uint64 l_533 = l_532 - l_102;
l_mut_284 = l_533;
}
const uint64 l_534 = uint64(l_529);
const uint64 l_535 = l_mut_284 & uint64(4294967295);
const uint64 l_536 = l_535 * l_534;
const uint64 l_537 = l_mut_284 >> uint64(32);
const uint64 l_538 = l_537 * l_534;
const uint64 l_539 = l_538 << uint64(32);
const uint64 l_540 = l_536 + l_539;
const uint64 l_541 = l_538 >> uint64(32);
const bool l_542 = l_540 < l_536;
const uint64 l_543 = uint64(l_542);
const uint64 l_544 = l_541 + l_543;
l_mut_284 = l_540;
const bool l_545 = l_24 == uint32(64);
if (l_545) {
l_mut_284 = l_544;
} else {
const bool l_546 = l_24 > uint32(0);
if (l_546) {
const uint32 l_547 = uint32(64) - l_24;
const uint64 l_548 = uint64(l_547);
const uint64 l_549 = l_544 << l_548;
const uint64 l_550 = uint64(l_24);
const uint64 l_551 = l_540 >> l_550;
const uint64 l_552 = l_549 | l_551;
l_mut_284 = l_552;
}
}
l_mut_212 = l_mut_284;
if (l_531) {
const uint64 l_553 = uint64(uint32(0));
const uint64 l_554 = l_553 - l_mut_212;
l_mut_212 = l_554;
}
l_mut_301 = l_mut_212;
} else {
const uint64 l_555 = l_102 >> uint64(63);
const bool l_556 = l_555 == uint64(1);
l_mut_284 = l_102;
if (l_556) {
const uint64 l_557 = uint64(uint32(0));
const uint64 l_558 = l_557 - l_102;
l_mut_284 = l_558;
}
const uint64 l_559 = uint64(l_496);
const uint64 l_560 = l_mut_284 & uint64(4294967295);
const uint64 l_561 = l_560 * l_559;
const uint64 l_562 = l_mut_284 >> uint64(32);
const uint64 l_563 = l_562 * l_559;
const uint64 l_564 = l_563 << uint64(32);
const uint64 l_565 = l_561 + l_564;
const uint64 l_566 = l_563 >> uint64(32);
const bool l_567 = l_565 < l_561;
const uint64 l_568 = uint64(l_567);
const uint64 l_569 = l_566 + l_568;
l_mut_212 = l_565;
const bool l_570 = uint32(0) == uint32(64);
if (l_570) {
l_mut_212 = l_569;
} else {
const bool l_571 = uint32(0) > uint32(0);
if (l_571) {
const uint64 l_572 = uint64(uint32(64));
const uint64 l_573 = l_569 << l_572;
const uint64 l_574 = uint64(uint32(0));
const uint64 l_575 = l_565 >> l_574;
const uint64 l_576 = l_573 | l_575;
l_mut_212 = l_576;
}
}
const uint64 l_577 = uint64(l_496);
const uint64 l_578 = l_mut_284 & uint64(4294967295);
const uint64 l_579 = l_578 * l_577;
const uint64 l_580 = l_mut_284 >> uint64(32);
const uint64 l_581 = l_580 * l_577;
const uint64 l_582 = l_581 << uint64(32);
const uint64 l_583 = l_579 + l_582;
const uint64 l_584 = l_581 >> uint64(32);
const bool l_585 = l_583 < l_579;
const uint64 l_586 = uint64(l_585);
const uint64 l_587 = l_584 + l_586;
l_mut_284 = l_583;
const bool l_588 = uint32(64) == uint32(64);
if (l_588) {
l_mut_284 = l_587;
} else {
const bool l_589 = uint32(64) > uint32(0);
if (l_589) {
const uint64 l_590 = uint64(uint32(0));
const uint64 l_591 = l_587 << l_590;
const uint64 l_592 = uint64(uint32(64));
const uint64 l_593 = l_583 >> l_592;
const uint64 l_594 = l_591 | l_593;
l_mut_284 = l_594;
}
}
const uint64 l_595 = uint64(l_496);
const uint64 l_596 = l_mut_212 & uint64(4294967295);
const uint64 l_597 = l_596 * l_595;
const uint64 l_598 = l_mut_212 >> uint64(32);
const uint64 l_599 = l_598 * l_595;
const uint64 l_600 = l_599 << uint64(32);
const uint64 l_601 = l_597 + l_600;
const uint64 l_602 = l_599 >> uint64(32);
const bool l_603 = l_601 < l_597;
const uint64 l_604 = uint64(l_603);
const uint64 l_605 = l_602 + l_604;
l_mut_158 = l_601;
const bool l_606 = uint32(0) == uint32(64);
if (l_606) {
l_mut_158 = l_605;
} else {
const bool l_607 = uint32(0) > uint32(0);
if (l_607) {
const uint64 l_608 = uint64(uint32(64));
const uint64 l_609 = l_605 << l_608;
const uint64 l_610 = uint64(uint32(0));
const uint64 l_611 = l_601 >> l_610;
const uint64 l_612 = l_609 | l_611;
l_mut_158 = l_612;
}
}
const uint64 l_613 = uint64(l_496);
const uint64 l_614 = l_mut_212 & uint64(4294967295);
const uint64 l_615 = l_614 * l_613;
const uint64 l_616 = l_mut_212 >> uint64(32);
const uint64 l_617 = l_616 * l_613;
const uint64 l_618 = l_617 << uint64(32);
const uint64 l_619 = l_615 + l_618;
const uint64 l_620 = l_617 >> uint64(32);
const bool l_621 = l_619 < l_615;
const uint64 l_622 = uint64(l_621);
const uint64 l_623 = l_620 + l_622;
l_mut_212 = l_619;
const bool l_624 = uint32(64) == uint32(64);
if (l_624) {
l_mut_212 = l_623;
} else {
const bool l_625 = uint32(64) > uint32(0);
if (l_625) {
const uint64 l_626 = uint64(uint32(0));
const uint64 l_627 = l_623 << l_626;
const uint64 l_628 = uint64(uint32(64));
const uint64 l_629 = l_619 >> l_628;
const uint64 l_630 = l_627 | l_629;
l_mut_212 = l_630;
}
}
const uint64 l_631 = uint64(l_496);
const uint64 l_632 = l_mut_284 * l_631;
const uint64 l_633 = l_mut_212 + l_632;
l_mut_301 = l_mut_158;
const bool l_634 = l_24 == uint32(64);
if (l_634) {
l_mut_301 = l_633;
} else {
const bool l_635 = l_24 > uint32(0);
if (l_635) {
const uint32 l_636 = uint32(64) - l_24;
const uint64 l_637 = uint64(l_636);
const uint64 l_638 = l_633 << l_637;
const uint64 l_639 = uint64(l_24);
const uint64 l_640 = l_mut_158 >> l_639;
const uint64 l_641 = l_638 + l_640;
l_mut_301 = l_641;
}
}
if (l_556) {
const uint64 l_642 = uint64(uint32(0));
const uint64 l_643 = l_642 - l_mut_301;
l_mut_301 = l_643;
}
}
const uint64 l_644 = l_526 + l_mut_301;
const uint64 l_645 = l_102 >> uint64(63);
const bool l_646 = l_645 == uint64(1);
l_mut_301 = l_102;
if (l_646) {
const uint64 l_647 = uint64(uint32(0));
const uint64 l_648 = l_647 - l_102;
l_mut_301 = l_648;
}
const uint64 l_649 = uint64(l_495);
const uint64 l_650 = l_mut_301 & uint64(4294967295);
const uint64 l_651 = l_650 * l_649;
const uint64 l_652 = l_mut_301 >> uint64(32);
const uint64 l_653 = l_652 * l_649;
const uint64 l_654 = l_653 << uint64(32);
const uint64 l_655 = l_651 + l_654;
const uint64 l_656 = l_653 >> uint64(32);
const bool l_657 = l_655 < l_651;
const uint64 l_658 = uint64(l_657);
const uint64 l_659 = l_656 + l_658;
l_mut_301 = l_655;
const bool l_660 = l_24 == uint32(64);
if (l_660) {
l_mut_301 = l_659;
} else {
const bool l_661 = l_24 > uint32(0);
if (l_661) {
const uint32 l_662 = uint32(64) - l_24;
const uint64 l_663 = uint64(l_662);
const uint64 l_664 = l_659 << l_663;
const uint64 l_665 = uint64(l_24);
const uint64 l_666 = l_655 >> l_665;
const uint64 l_667 = l_664 | l_666;
l_mut_301 = l_667;
}
}
l_mut_284 = l_mut_301;
if (l_646) {
const uint64 l_668 = uint64(uint32(0));
const uint64 l_669 = l_668 - l_mut_284;
l_mut_284 = l_669;
}
const uint64 l_670 = l_523 + l_mut_284;
const uint32 l_671 = l_24 + uint32(3);
const uint64 l_672 = uint64(uint32(0));
l_mut_301 = l_672;
const bool l_673 = l_495 < uint32(65536);
if (l_673) {
const uint32 l_674 = l_495 * l_495;
const uint64 l_675 = l_102 >> uint64(63);
const bool l_676 = l_675 == uint64(1);
l_mut_284 = l_102;
if (l_676) {
const uint64 l_677 = uint64(uint32(0));
const uint64 l_678 = l_677 - l_102;
l_mut_284 = l_678;
}
const uint64 l_679 = uint64(l_674);
const uint64 l_680 = l_mut_284 & uint64(4294967295);
const uint64 l_681 = l_680 * l_679;
const uint64 l_682 = l_mut_284 >> uint64(32);
const uint64 l_683 = l_682 * l_679;
const uint64 l_684 = l_683 << uint64(32);
const uint64 l_685 = l_681 + l_684;
const uint64 l_686 = l_683 >> uint64(32);
const bool l_687 = l_685 < l_681;
const uint64 l_688 = uint64(l_687);
const uint64 l_689 = l_686 + l_688;
l_mut_284 = l_685;
const bool l_690 = l_671 == uint32(64);
if (l_690) {
l_mut_284 = l_689;
} else {
const bool l_691 = l_671 > uint32(0);
if (l_691) {
const uint32 l_692 = uint32(64) - l_671;
const uint64 l_693 = uint64(l_692);
const uint64 l_694 = l_689 << l_693;
const uint64 l_695 = uint64(l_671);
const uint64 l_696 = l_685 >> l_695;
const uint64 l_697 = l_694 | l_696;
l_mut_284 = l_697;
}
}
l_mut_212 = l_mut_284;
if (l_676) {
const uint64 l_698 = uint64(uint32(0));
const uint64 l_699 = l_698 - l_mut_212;
l_mut_212 = l_699;
}
l_mut_301 = l_mut_212;
} else {
const uint64 l_700 = l_102 >> uint64(63);
const bool l_701 = l_700 == uint64(1);
l_mut_284 = l_102;
if (l_701) {
const uint64 l_702 = uint64(uint32(0));
const uint64 l_703 = l_702 - l_102;
l_mut_284 = l_703;
}
const uint64 l_704 = uint64(l_495);
const uint64 l_705 = l_mut_284 & uint64(4294967295);
const uint64 l_706 = l_705 * l_704;
const uint64 l_707 = l_mut_284 >> uint64(32);
const uint64 l_708 = l_707 * l_704;
const uint64 l_709 = l_708 << uint64(32);
const uint64 l_710 = l_706 + l_709;
const uint64 l_711 = l_708 >> uint64(32);
const bool l_712 = l_710 < l_706;
const uint64 l_713 = uint64(l_712);
const uint64 l_714 = l_711 + l_713;
l_mut_212 = l_710;
const bool l_715 = uint32(0) == uint32(64);
if (l_715) {
l_mut_212 = l_714;
} else {
const bool l_716 = uint32(0) > uint32(0);
if (l_716) {
const uint64 l_717 = uint64(uint32(64));
const uint64 l_718 = l_714 << l_717;
const uint64 l_719 = uint64(uint32(0));
const uint64 l_720 = l_710 >> l_719;
const uint64 l_721 = l_718 | l_720;
l_mut_212 = l_721;
}
}
const uint64 l_722 = uint64(l_495);
const uint64 l_723 = l_mut_284 & uint64(4294967295);
const uint64 l_724 = l_723 * l_722;
const uint64 l_725 = l_mut_284 >> uint64(32);
const uint64 l_726 = l_725 * l_722;
const uint64 l_727 = l_726 << uint64(32);
const uint64 l_728 = l_724 + l_727;
const uint64 l_729 = l_726 >> uint64(32);
const bool l_730 = l_728 < l_724;
const uint64 l_731 = uint64(l_730);
const uint64 l_732 = l_729 + l_731;
l_mut_284 = l_728;
const bool l_733 = uint32(64) == uint32(64);
if (l_733) {
l_mut_284 = l_732;
} else {
const bool l_734 = uint32(64) > uint32(0);
if (l_734) {
const uint64 l_735 = uint64(uint32(0));
const uint64 l_736 = l_732 << l_735;
const uint64 l_737 = uint64(uint32(64));
const uint64 l_738 = l_728 >> l_737;
const uint64 l_739 = l_736 | l_738;
l_mut_284 = l_739;
}
}
const uint64 l_740 = uint64(l_495);
const uint64 l_741 = l_mut_212 & uint64(4294967295);
const uint64 l_742 = l_741 * l_740;
const uint64 l_743 = l_mut_212 >> uint64(32);
const uint64 l_744 = l_743 * l_740;
const uint64 l_745 = l_744 << uint64(32);
const uint64 l_746 = l_742 + l_745;
const uint64 l_747 = l_744 >> uint64(32);
const bool l_748 = l_746 < l_742;
const uint64 l_749 = uint64(l_748);
const uint64 l_750 = l_747 + l_749;
l_mut_158 = l_746;
const bool l_751 = uint32(0) == uint32(64);
if (l_751) {
l_mut_158 = l_750;
} else {
const bool l_752 = uint32(0) > uint32(0);
if (l_752) {
const uint64 l_753 = uint64(uint32(64));
const uint64 l_754 = l_750 << l_753;
const uint64 l_755 = uint64(uint32(0));
const uint64 l_756 = l_746 >> l_755;
const uint64 l_757 = l_754 | l_756;
l_mut_158 = l_757;
}
}
const uint64 l_758 = uint64(l_495);
const uint64 l_759 = l_mut_212 & uint64(4294967295);
const uint64 l_760 = l_759 * l_758;
const uint64 l_761 = l_mut_212 >> uint64(32);
const uint64 l_762 = l_761 * l_758;
const uint64 l_763 = l_762 << uint64(32);
const uint64 l_764 = l_760 + l_763;
const uint64 l_765 = l_762 >> uint64(32);
const bool l_766 = l_764 < l_760;
const uint64 l_767 = uint64(l_766);
const uint64 l_768 = l_765 + l_767;
l_mut_212 = l_764;
const bool l_769 = uint32(64) == uint32(64);
if (l_769) {
l_mut_212 = l_768;
} else {
const bool l_770 = uint32(64) > uint32(0);
if (l_770) {
const uint64 l_771 = uint64(uint32(0));
const uint64 l_772 = l_768 << l_771;
const uint64 l_773 = uint64(uint32(64));
const uint64 l_774 = l_764 >> l_773;
const uint64 l_775 = l_772 | l_774;
l_mut_212 = l_775;
}
}
const uint64 l_776 = uint64(l_495);
const uint64 l_777 = l_mut_284 * l_776;
const uint64 l_778 = l_mut_212 + l_777;
l_mut_301 = l_mut_158;
const bool l_779 = l_671 == uint32(64);
if (l_779) {
l_mut_301 = l_778;
} else {
const bool l_780 = l_671 > uint32(0);
if (l_780) {
const uint32 l_781 = uint32(64) - l_671;
const uint64 l_782 = uint64(l_781);
const uint64 l_783 = l_778 << l_782;
const uint64 l_784 = uint64(l_671);
const uint64 l_785 = l_mut_158 >> l_784;
const uint64 l_786 = l_783 + l_785;
l_mut_301 = l_786;
}
}
if (l_701) {
const uint64 l_787 = uint64(uint32(0));
const uint64 l_788 = l_787 - l_mut_301;
l_mut_301 = l_788;
}
}
const uint64 l_789 = l_644 - l_mut_301;
const uint64 l_790 = l_789 + l_42;
const uint64 l_791 = uint64(uint32(0));
const uint64 l_792 = l_791 - l_670;
const uint64 l_793 = l_42 + l_42;
l_mut_301 = l_792;
const uint64 l_794 = uint64(uint32(0));
const uint64 l_795 = l_794 - l_792;
l_mut_284 = l_795;
l_mut_212 = l_790;
l_mut_258 = uint32(1);
l_mut_67 = uint32(1);
l_mut_355 = bool(false);
const bool l_796 = l_mut_212 < l_793;
const bool l_797 = !l_796;
l_mut_350 = l_797;
const bool l_798 = l_792 == uint64(0);
if (l_798) {
l_mut_355 = l_mut_350;
l_mut_350 = bool(false);
}
if (l_mut_350) {
const uint64 l_799 = l_792 >> uint64(63);
const bool l_800 = l_799 == uint64(1);
l_mut_158 = l_792;
if (l_800) {
const uint64 l_801 = uint64(uint32(0));
const uint64 l_802 = l_801 - l_792;
l_mut_158 = l_802;
}
const uint32 l_803 = l_495 - uint32(1);
const uint64 l_804 = uint64(l_803);
const uint64 l_805 = l_mut_158 * l_804;
l_mut_806 = uint32(0);
const uint32 l_807 = l_495 - uint32(1);
const uint64 l_808 = uint64(l_807);
const uint64 l_809 = l_mut_158 & uint64(4294967295);
const uint64 l_810 = l_809 * l_808;
const uint64 l_811 = l_mut_158 >> uint64(32);
const uint64 l_812 = l_811 * l_808;
const uint64 l_813 = l_812 << uint64(32);
const uint64 l_814 = l_810 + l_813;
const uint64 l_815 = l_812 >> uint64(32);
const bool l_816 = l_814 < l_810;
const uint64 l_817 = uint64(l_816);
const uint64 l_818 = l_815 + l_817;
l_mut_127 = l_814;
const bool l_819 = uint32(64) == uint32(64);
if (l_819) {
l_mut_127 = l_818;
} else {
const bool l_820 = uint32(64) > uint32(0);
if (l_820) {
const uint64 l_821 = uint64(uint32(0));
const uint64 l_822 = l_818 << l_821;
const uint64 l_823 = uint64(uint32(64));
const uint64 l_824 = l_814 >> l_823;
const uint64 l_825 = l_822 | l_824;
l_mut_127 = l_825;
}
}
const bool l_826 = l_mut_127 == uint64(0);
if (l_826) {
l_mut_127 = l_790;
if (l_800) {
const uint64 l_827 = uint64(uint32(0));
const uint64 l_828 = l_827 - l_790;
const bool l_829 = l_790 == uint64(0);
const bool l_830 = !l_829;
const bool l_831 = l_805 < l_828;
const bool l_832 = !l_831;
const bool l_833 = l_830 && l_832;
if (l_833) {
const uint32 l_834 = l_495 - uint32(1);
l_mut_105 = l_828;
const bool l_835 = l_828 < l_mut_158;
const bool l_836 = !l_835;
if (l_836) {
l_mut_837 = uint32(0);
const bool l_838 = l_mut_158 < l_828;
if (l_838) {
const uint64 l_839 = l_828 - uint64(1);
const uint64 l_840 = l_839 / l_mut_158;
const uint64 l_841 = uint64(l_834);
const bool l_842 = l_840 < l_841;
const uint64 l_843 = uint64(l_834);
const uint64 l_844 = (l_842) ? l_840 : l_843;
const uint32 l_845 = uint32(l_844);
l_mut_837 = l_845;
}
const uint64 l_846 = uint64(l_mut_837);
const uint64 l_847 = l_mut_158 * l_846;
const uint64 l_848 = l_828 - l_847;
l_mut_105 = l_848;
const bool l_849 = l_mut_105 < l_mut_158;
const bool l_850 = !l_849;
if (l_850) {
const uint64 l_851 = l_mut_105 - l_mut_158;
l_mut_105 = l_851;
}
}
const uint64 l_852 = l_mut_158 - l_mut_105;
l_mut_105 = l_852;
const bool l_853 = l_852 < l_mut_158;
const bool l_854 = !l_853;
if (l_854) {
const uint64 l_855 = l_852 - l_mut_158;
l_mut_105 = l_855;
}
const bool l_856 = l_mut_105 < l_mut_127;
if (l_856) {
l_mut_127 = l_mut_105;
}
}
} else {
const uint64 l_857 = l_790 - l_805;
l_mut_127 = l_857;
const bool l_858 = l_790 < l_805;
if (l_858) {
const uint32 l_859 = l_495 - uint32(1);
l_mut_105 = l_790;
const bool l_860 = l_790 < l_mut_158;
const bool l_861 = !l_860;
if (l_861) {
l_mut_837 = uint32(0);
const bool l_862 = l_mut_158 < l_790;
if (l_862) {
const uint64 l_863 = l_790 - uint64(1);
const uint64 l_864 = l_863 / l_mut_158;
const uint64 l_865 = uint64(l_859);
const bool l_866 = l_864 < l_865;
const uint64 l_867 = uint64(l_859);
const uint64 l_868 = (l_866) ? l_864 : l_867;
const uint32 l_869 = uint32(l_868);
l_mut_837 = l_869;
}
const uint64 l_870 = uint64(l_mut_837);
const uint64 l_871 = l_mut_158 * l_870;
const uint64 l_872 = l_790 - l_871;
l_mut_105 = l_872;
const bool l_873 = l_mut_105 < l_mut_158;
const bool l_874 = !l_873;
if (l_874) {
const uint64 l_875 = l_mut_105 - l_mut_158;
l_mut_105 = l_875;
}
}
const bool l_876 = l_mut_105 < l_mut_127;
if (l_876) {
l_mut_127 = l_mut_105;
}
}
}
const bool l_877 = l_mut_127 < l_793;
const bool l_878 = !l_877;
const uint32 l_879 = uint32(l_878);
const uint32 l_880 = uint32(2) - l_879;
l_mut_806 = l_880;
}
const bool l_881 = l_mut_806 > uint32(0);
if (l_881) {
const bool l_882 = l_mut_806 == uint32(1);
l_mut_355 = l_882;
l_mut_350 = bool(false);
}
}
l_mut_262 = bool(false);
while (true) {
const bool l_883 = !l_mut_350;
if (l_883) {
break;}
const bool l_884 = l_mut_212 < l_mut_301;
if (l_884) {
const uint64 l_885 = l_mut_301 - l_mut_212;
l_mut_158 = l_mut_301;
const bool l_886 = l_885 < l_mut_301;
if (l_886) {
l_mut_158 = l_885;
}
l_mut_259 = bool(false);
const uint64 l_887 = uint64(uint32(3));
const uint64 l_888 = l_mut_158 >> l_887;
const bool l_889 = l_888 < l_mut_284;
const bool l_890 = !l_889;
l_mut_259 = l_890;
l_mut_837 = uint32(0);
const bool l_891 = l_mut_284 == uint64(0);
const bool l_892 = !l_891;
const bool l_893 = l_mut_259 && l_892;
const bool l_894 = l_mut_284 < l_mut_158;
const bool l_895 = l_893 && l_894;
const uint32 l_896 = l_mut_258 + l_mut_67;
const bool l_897 = l_896 < l_495;
const bool l_898 = l_895 && l_897;
if (l_898) {
const uint32 l_899 = l_495 - l_mut_258;
const uint32 l_900 = l_899 - l_mut_67;
const uint32 l_901 = l_900 / l_mut_258;
const uint64 l_902 = l_mut_158 - uint64(1);
const uint64 l_903 = l_902 / l_mut_284;
const uint64 l_904 = uint64(l_901);
const bool l_905 = l_903 < l_904;
const uint64 l_906 = uint64(l_901);
const uint64 l_907 = (l_905) ? l_903 : l_906;
const uint32 l_908 = uint32(l_907);
l_mut_837 = l_908;
}
const bool l_909 = l_mut_837 > uint32(0);
if (l_909) {
const uint64 l_910 = uint64(l_mut_837);
const uint64 l_911 = l_mut_284 * l_910;
const uint64 l_912 = l_mut_301 - l_911;
l_mut_301 = l_912;
const uint32 l_913 = l_mut_837 * l_mut_258;
l_mut_67 = l_mut_67 + l_913;
} else {
const uint32 l_914 = l_495 - l_mut_258;
const uint32 l_915 = l_914 / l_mut_67;
l_mut_837 = uint32(0);
l_mut_259 = bool(false);
const uint64 l_916 = uint64(uint32(3));
const uint64 l_917 = l_mut_284 >> l_916;
const bool l_918 = l_917 < l_mut_301;
const bool l_919 = !l_918;
l_mut_259 = l_919;
const bool l_920 = l_mut_301 == uint64(0);
if (l_920) {
l_mut_837 = l_915;
} else {
if (l_mut_259) {
const bool l_921 = l_mut_301 < l_mut_284;
if (l_921) {
const uint64 l_922 = l_mut_284 - uint64(1);
const uint64 l_923 = l_922 / l_mut_301;
const uint64 l_924 = uint64(l_915);
const bool l_925 = l_923 < l_924;
const uint64 l_926 = uint64(l_915);
const uint64 l_927 = (l_925) ? l_923 : l_926;
const uint32 l_928 = uint32(l_927);
l_mut_837 = l_928;
}
} else {
l_mut_158 = l_mut_284;
while (true) {
const bool l_929 = l_mut_301 < l_mut_158;
const uint32 l_930 = l_mut_837 * l_mut_67;
const uint32 l_931 = l_mut_258 + l_930;
const uint32 l_932 = l_931 + l_mut_67;
const bool l_933 = l_932 < l_495;
const bool l_934 = l_929 && l_933;
const bool l_935 = !l_934;
if (l_935) {
break;}
const uint64 l_936 = l_mut_158 - l_mut_301;
l_mut_158 = l_936;
l_mut_837 = l_mut_837 + uint32(1);
}
}
}
const uint32 l_937 = l_mut_837 * l_mut_67;
const uint32 l_938 = l_mut_258 + l_937;
const uint32 l_939 = l_938 + l_mut_67;
const bool l_940 = l_939 >= l_495;
l_mut_158 = l_mut_301;
l_mut_127 = l_mut_284;
l_mut_806 = l_mut_258;
l_mut_941 = l_mut_67;
const bool l_942 = !l_940;
if (l_942) {
const uint64 l_943 = uint64(l_mut_837);
const uint64 l_944 = l_mut_301 * l_943;
const uint64 l_945 = l_mut_284 - l_944;
l_mut_127 = l_945;
const uint32 l_946 = l_mut_837 * l_mut_67;
const uint32 l_947 = l_mut_258 + l_946;
l_mut_806 = l_947;
const uint64 l_948 = l_mut_301 - l_mut_127;
l_mut_158 = l_948;
const uint32 l_949 = l_mut_67 + l_mut_806;
l_mut_941 = l_949;
}
l_mut_301 = l_mut_158;
l_mut_284 = l_mut_127;
l_mut_258 = l_mut_806;
l_mut_67 = l_mut_941;
l_mut_355 = l_940;
const bool l_950 = !l_940;
l_mut_350 = l_950;
}
} else {
const uint64 l_951 = l_mut_212 - l_793;
l_mut_158 = l_mut_284;
const bool l_952 = l_951 < l_mut_284;
if (l_952) {
l_mut_158 = l_951;
}
l_mut_259 = bool(false);
const uint64 l_953 = uint64(uint32(3));
const uint64 l_954 = l_mut_158 >> l_953;
const bool l_955 = l_954 < l_mut_301;
const bool l_956 = !l_955;
l_mut_259 = l_956;
l_mut_941 = uint32(0);
const bool l_957 = l_mut_301 == uint64(0);
const bool l_958 = !l_957;
const bool l_959 = l_mut_259 && l_958;
const bool l_960 = l_mut_301 < l_mut_158;
const bool l_961 = l_959 && l_960;
const uint32 l_962 = l_mut_67 + l_mut_258;
const bool l_963 = l_962 < l_495;
const bool l_964 = l_961 && l_963;
if (l_964) {
const uint32 l_965 = l_495 - l_mut_67;
const uint32 l_966 = l_965 - l_mut_258;
const uint32 l_967 = l_966 / l_mut_67;
const uint64 l_968 = l_mut_158 - uint64(1);
const uint64 l_969 = l_968 / l_mut_301;
const uint64 l_970 = uint64(l_967);
const bool l_971 = l_969 < l_970;
const uint64 l_972 = uint64(l_967);
const uint64 l_973 = (l_971) ? l_969 : l_972;
const uint32 l_974 = uint32(l_973);
l_mut_941 = l_974;
}
const bool l_975 = l_mut_941 > uint32(0);
if (l_975) {
const uint64 l_976 = uint64(l_mut_941);
const uint64 l_977 = l_mut_301 * l_976;
const uint64 l_978 = l_mut_212 - l_977;
l_mut_212 = l_978;
const uint64 l_979 = l_mut_284 - l_977;
l_mut_284 = l_979;
const uint32 l_980 = l_mut_941 * l_mut_67;
l_mut_258 = l_mut_258 + l_980;
} else {
const uint64 l_981 = l_mut_212 - l_mut_301;
l_mut_212 = l_981;
const bool l_982 = l_mut_212 < l_793;
if (l_982) {
l_mut_350 = bool(false);
} else {
const uint32 l_983 = l_495 - l_mut_67;
const uint32 l_984 = l_983 / l_mut_258;
l_mut_941 = uint32(0);
l_mut_259 = bool(false);
const uint64 l_985 = uint64(uint32(3));
const uint64 l_986 = l_mut_301 >> l_985;
const bool l_987 = l_986 < l_mut_284;
const bool l_988 = !l_987;
l_mut_259 = l_988;
const bool l_989 = l_mut_284 == uint64(0);
if (l_989) {
l_mut_941 = l_984;
} else {
if (l_mut_259) {
const bool l_990 = l_mut_284 < l_mut_301;
if (l_990) {
const uint64 l_991 = l_mut_301 - uint64(1);
const uint64 l_992 = l_991 / l_mut_284;
const uint64 l_993 = uint64(l_984);
const bool l_994 = l_992 < l_993;
const uint64 l_995 = uint64(l_984);
const uint64 l_996 = (l_994) ? l_992 : l_995;
const uint32 l_997 = uint32(l_996);
l_mut_941 = l_997;
}
} else {
l_mut_158 = l_mut_301;
while (true) {
const bool l_998 = l_mut_284 < l_mut_158;
const uint32 l_999 = l_mut_941 * l_mut_258;
const uint32 l_1000 = l_mut_67 + l_999;
const uint32 l_1001 = l_1000 + l_mut_258;
const bool l_1002 = l_1001 < l_495;
const bool l_1003 = l_998 && l_1002;
const bool l_1004 = !l_1003;
if (l_1004) {
break;}
const uint64 l_1005 = l_mut_158 - l_mut_284;
l_mut_158 = l_1005;
l_mut_941 = l_mut_941 + uint32(1);
}
}
}
const uint32 l_1006 = l_mut_941 * l_mut_258;
const uint32 l_1007 = l_mut_67 + l_1006;
const uint32 l_1008 = l_1007 + l_mut_258;
const bool l_1009 = l_1008 >= l_495;
l_mut_158 = l_mut_284;
l_mut_127 = l_mut_301;
l_mut_837 = l_mut_67;
l_mut_806 = l_mut_258;
const bool l_1010 = !l_1009;
if (l_1010) {
const uint64 l_1011 = uint64(l_mut_941);
const uint64 l_1012 = l_mut_284 * l_1011;
const uint64 l_1013 = l_mut_301 - l_1012;
l_mut_127 = l_1013;
const uint32 l_1014 = l_mut_941 * l_mut_258;
const uint32 l_1015 = l_mut_67 + l_1014;
l_mut_837 = l_1015;
const uint64 l_1016 = l_mut_284 - l_mut_127;
l_mut_158 = l_1016;
const uint32 l_1017 = l_mut_258 + l_mut_837;
l_mut_806 = l_1017;
}
l_mut_301 = l_mut_127;
l_mut_284 = l_mut_158;
l_mut_258 = l_mut_806;
l_mut_67 = l_mut_837;
l_mut_355 = l_1009;
const bool l_1018 = !l_1009;
l_mut_350 = l_1018;
}
}
}
}
const bool l_1019 = !l_mut_355;
const bool l_1020 = l_494 && l_1019;
if (l_1020) {
const uint32 l_1021 = uint32(1) << l_mut_492;
l_mut_410 = l_mut_410 | l_1021;
l_mut_304 = l_mut_304 + uint32(1);
const uint32 l_1022 = l_493 + l_491;
const uint32 l_1023 = min(l_1022, l_74);
l_mut_941 = uint32(0);

for (uint32 l_mut_1024 = l_493; l_mut_1024 < l_1023; ++l_mut_1024) {
const uint64 l_1025 = uint64(l_mut_1024);
const uint64 l_1026 = l_84 * l_1025;
const uint64 l_1027 = l_93 + l_1026;
const uint64 l_1028 = uint64(uint32(0));
l_mut_301 = l_1028;
const bool l_1029 = l_mut_1024 < uint32(65536);
if (l_1029) {
const uint32 l_1030 = l_mut_1024 * l_mut_1024;
const uint64 l_1031 = l_102 >> uint64(63);
const bool l_1032 = l_1031 == uint64(1);
l_mut_284 = l_102;
if (l_1032) {
const uint64 l_1033 = uint64(uint32(0));
const uint64 l_1034 = l_1033 - l_102;
l_mut_284 = l_1034;
}
const uint64 l_1035 = uint64(l_1030);
const uint64 l_1036 = l_mut_284 & uint64(4294967295);
const uint64 l_1037 = l_1036 * l_1035;
const uint64 l_1038 = l_mut_284 >> uint64(32);
const uint64 l_1039 = l_1038 * l_1035;
const uint64 l_1040 = l_1039 << uint64(32);
const uint64 l_1041 = l_1037 + l_1040;
const uint64 l_1042 = l_1039 >> uint64(32);
const bool l_1043 = l_1041 < l_1037;
const uint64 l_1044 = uint64(l_1043);
const uint64 l_1045 = l_1042 + l_1044;
l_mut_284 = l_1041;
const bool l_1046 = l_24 == uint32(64);
if (l_1046) {
l_mut_284 = l_1045;
} else {
const bool l_1047 = l_24 > uint32(0);
if (l_1047) {
const uint32 l_1048 = uint32(64) - l_24;
const uint64 l_1049 = uint64(l_1048);
const uint64 l_1050 = l_1045 << l_1049;
const uint64 l_1051 = uint64(l_24);
const uint64 l_1052 = l_1041 >> l_1051;
const uint64 l_1053 = l_1050 | l_1052;
l_mut_284 = l_1053;
}
}
l_mut_212 = l_mut_284;
if (l_1032) {
const uint64 l_1054 = uint64(uint32(0));
const uint64 l_1055 = l_1054 - l_mut_212;
l_mut_212 = l_1055;
}
l_mut_301 = l_mut_212;
} else {
const uint64 l_1056 = l_102 >> uint64(63);
const bool l_1057 = l_1056 == uint64(1);
l_mut_284 = l_102;
if (l_1057) {
const uint64 l_1058 = uint64(uint32(0));
const uint64 l_1059 = l_1058 - l_102;
l_mut_284 = l_1059;
}
const uint64 l_1060 = uint64(l_mut_1024);
const uint64 l_1061 = l_mut_284 & uint64(4294967295);
const uint64 l_1062 = l_1061 * l_1060;
const uint64 l_1063 = l_mut_284 >> uint64(32);
const uint64 l_1064 = l_1063 * l_1060;
const uint64 l_1065 = l_1064 << uint64(32);
const uint64 l_1066 = l_1062 + l_1065;
const uint64 l_1067 = l_1064 >> uint64(32);
const bool l_1068 = l_1066 < l_1062;
const uint64 l_1069 = uint64(l_1068);
const uint64 l_1070 = l_1067 + l_1069;
l_mut_212 = l_1066;
const bool l_1071 = uint32(0) == uint32(64);
if (l_1071) {
l_mut_212 = l_1070;
} else {
const bool l_1072 = uint32(0) > uint32(0);
if (l_1072) {
const uint64 l_1073 = uint64(uint32(64));
const uint64 l_1074 = l_1070 << l_1073;
const uint64 l_1075 = uint64(uint32(0));
const uint64 l_1076 = l_1066 >> l_1075;
const uint64 l_1077 = l_1074 | l_1076;
l_mut_212 = l_1077;
}
}
const uint64 l_1078 = uint64(l_mut_1024);
const uint64 l_1079 = l_mut_284 & uint64(4294967295);
const uint64 l_1080 = l_1079 * l_1078;
const uint64 l_1081 = l_mut_284 >> uint64(32);
const uint64 l_1082 = l_1081 * l_1078;
const uint64 l_1083 = l_1082 << uint64(32);
const uint64 l_1084 = l_1080 + l_1083;
const uint64 l_1085 = l_1082 >> uint64(32);
const bool l_1086 = l_1084 < l_1080;
const uint64 l_1087 = uint64(l_1086);
const uint64 l_1088 = l_1085 + l_1087;
l_mut_284 = l_1084;
const bool l_1089 = uint32(64) == uint32(64);
if (l_1089) {
l_mut_284 = l_1088;
} else {
const bool l_1090 = uint32(64) > uint32(0);
if (l_1090) {
const uint64 l_1091 = uint64(uint32(0));
const uint64 l_1092 = l_1088 << l_1091;
const uint64 l_1093 = uint64(uint32(64));
const uint64 l_1094 = l_1084 >> l_1093;
const uint64 l_1095 = l_1092 | l_1094;
l_mut_284 = l_1095;
}
}
const uint64 l_1096 = uint64(l_mut_1024);
const uint64 l_1097 = l_mut_212 & uint64(4294967295);
const uint64 l_1098 = l_1097 * l_1096;
const uint64 l_1099 = l_mut_212 >> uint64(32);
const uint64 l_1100 = l_1099 * l_1096;
const uint64 l_1101 = l_1100 << uint64(32);
const uint64 l_1102 = l_1098 + l_1101;
const uint64 l_1103 = l_1100 >> uint64(32);
const bool l_1104 = l_1102 < l_1098;
const uint64 l_1105 = uint64(l_1104);
const uint64 l_1106 = l_1103 + l_1105;
l_mut_158 = l_1102;
const bool l_1107 = uint32(0) == uint32(64);
if (l_1107) {
l_mut_158 = l_1106;
} else {
const bool l_1108 = uint32(0) > uint32(0);
if (l_1108) {
const uint64 l_1109 = uint64(uint32(64));
const uint64 l_1110 = l_1106 << l_1109;
const uint64 l_1111 = uint64(uint32(0));
const uint64 l_1112 = l_1102 >> l_1111;
const uint64 l_1113 = l_1110 | l_1112;
l_mut_158 = l_1113;
}
}
const uint64 l_1114 = uint64(l_mut_1024);
const uint64 l_1115 = l_mut_212 & uint64(4294967295);
const uint64 l_1116 = l_1115 * l_1114;
const uint64 l_1117 = l_mut_212 >> uint64(32);
const uint64 l_1118 = l_1117 * l_1114;
const uint64 l_1119 = l_1118 << uint64(32);
const uint64 l_1120 = l_1116 + l_1119;
const uint64 l_1121 = l_1118 >> uint64(32);
const bool l_1122 = l_1120 < l_1116;
const uint64 l_1123 = uint64(l_1122);
const uint64 l_1124 = l_1121 + l_1123;
l_mut_212 = l_1120;
const bool l_1125 = uint32(64) == uint32(64);
if (l_1125) {
l_mut_212 = l_1124;
} else {
const bool l_1126 = uint32(64) > uint32(0);
if (l_1126) {
const uint64 l_1127 = uint64(uint32(0));
const uint64 l_1128 = l_1124 << l_1127;
const uint64 l_1129 = uint64(uint32(64));
const uint64 l_1130 = l_1120 >> l_1129;
const uint64 l_1131 = l_1128 | l_1130;
l_mut_212 = l_1131;
}
}
const uint64 l_1132 = uint64(l_mut_1024);
const uint64 l_1133 = l_mut_284 * l_1132;
const uint64 l_1134 = l_mut_212 + l_1133;
l_mut_301 = l_mut_158;
const bool l_1135 = l_24 == uint32(64);
if (l_1135) {
l_mut_301 = l_1134;
} else {
const bool l_1136 = l_24 > uint32(0);
if (l_1136) {
const uint32 l_1137 = uint32(64) - l_24;
const uint64 l_1138 = uint64(l_1137);
const uint64 l_1139 = l_1134 << l_1138;
const uint64 l_1140 = uint64(l_24);
const uint64 l_1141 = l_mut_158 >> l_1140;
const uint64 l_1142 = l_1139 + l_1141;
l_mut_301 = l_1142;
}
}
if (l_1057) {
const uint64 l_1143 = uint64(uint32(0));
const uint64 l_1144 = l_1143 - l_mut_301;
l_mut_301 = l_1144;
}
}
const uint64 l_1145 = l_1027 + l_mut_301;
const uint64 l_1146 = uint64(uint32(0));
const uint64 l_1147 = l_1146 - l_1145;
l_mut_301 = l_1147;
const bool l_1148 = l_1145 < l_mut_301;
if (l_1148) {
l_mut_301 = l_1145;
}
const bool l_1149 = l_mut_301 < l_51;
const uint32 l_1150 = uint32(l_1149);
l_mut_941 = l_mut_941 + l_1150;
}
l_mut_271 = l_mut_271 + l_mut_941;
}
}
const bool l_1151 = l_mut_304 > uint32(0);
if (l_1151) {
const uint32 l_1431 = info.static_meta[uint32(5)];
const uint32 l_1432 = l_1431 * uint32(1);
const uint32 l_1433 = l_1432 - uint32(1);
const uint32 l_1434 = min(uint32(1), l_1433);
uint32* l_1435 = &buffer_5[l_1434];
uint32* l_1152 = l_1435;
const uint32 l_1153 = atomicAdd(l_1152, l_mut_304);
}
const bool l_1154 = l_mut_271 > uint32(0);
if (l_1154) {
const uint32 l_1436 = info.static_meta[uint32(5)];
const uint32 l_1437 = l_1436 * uint32(1);
const uint32 l_1438 = l_1437 - uint32(1);
const uint32 l_1439 = min(uint32(2), l_1438);
uint32* l_1440 = &buffer_5[l_1439];
uint32* l_1155 = l_1440;
const uint32 l_1156 = atomicAdd(l_1155, l_mut_271);
l_mut_941 = l_1156;

for (uint32 l_mut_1157 = uint32(0); l_mut_1157 < uint32(8); ++l_mut_1157) {
const uint32 l_1158 = l_mut_410 >> l_mut_1157;
const uint32 l_1159 = l_1158 & uint32(1);
const bool l_1160 = l_1159 == uint32(1);
if (l_1160) {
const uint32 l_1161 = l_mut_1157 * l_491;
const uint32 l_1162 = l_1161 + l_491;
const uint32 l_1163 = min(l_1162, l_74);
l_mut_837 = l_mut_941;

for (uint32 l_mut_1164 = l_1161; l_mut_1164 < l_1163; ++l_mut_1164) {
const uint64 l_1165 = uint64(l_mut_1164);
const uint64 l_1166 = l_84 * l_1165;
const uint64 l_1167 = l_93 + l_1166;
const uint64 l_1168 = uint64(uint32(0));
l_mut_301 = l_1168;
const bool l_1169 = l_mut_1164 < uint32(65536);
if (l_1169) {
const uint32 l_1170 = l_mut_1164 * l_mut_1164;
const uint64 l_1171 = l_102 >> uint64(63);
const bool l_1172 = l_1171 == uint64(1);
l_mut_284 = l_102;
if (l_1172) {
const uint64 l_1173 = uint64(uint32(0));
const uint64 l_1174 = l_1173 - l_102;
l_mut_284 = l_1174;
}
const uint64 l_1175 = uint64(l_1170);
const uint64 l_1176 = l_mut_284 & uint64(4294967295);
const uint64 l_1177 = l_1176 * l_1175;
const uint64 l_1178 = l_mut_284 >> uint64(32);
const uint64 l_1179 = l_1178 * l_1175;
const uint64 l_1180 = l_1179 << uint64(32);
const uint64 l_1181 = l_1177 + l_1180;
const uint64 l_1182 = l_1179 >> uint64(32);
const bool l_1183 = l_1181 < l_1177;
const uint64 l_1184 = uint64(l_1183);
const uint64 l_1185 = l_1182 + l_1184;
l_mut_284 = l_1181;
const bool l_1186 = l_24 == uint32(64);
if (l_1186) {
l_mut_284 = l_1185;
} else {
const bool l_1187 = l_24 > uint32(0);
if (l_1187) {
const uint32 l_1188 = uint32(64) - l_24;
const uint64 l_1189 = uint64(l_1188);
const uint64 l_1190 = l_1185 << l_1189;
const uint64 l_1191 = uint64(l_24);
const uint64 l_1192 = l_1181 >> l_1191;
const uint64 l_1193 = l_1190 | l_1192;
l_mut_284 = l_1193;
}
}
l_mut_212 = l_mut_284;
if (l_1172) {
const uint64 l_1194 = uint64(uint32(0));
const uint64 l_1195 = l_1194 - l_mut_212;
l_mut_212 = l_1195;
}
l_mut_301 = l_mut_212;
} else {
const uint64 l_1196 = l_102 >> uint64(63);
const bool l_1197 = l_1196 == uint64(1);
l_mut_284 = l_102;
if (l_1197) {
const uint64 l_1198 = uint64(uint32(0));
const uint64 l_1199 = l_1198 - l_102;
l_mut_284 = l_1199;
}
const uint64 l_1200 = uint64(l_mut_1164);
const uint64 l_1201 = l_mut_284 & uint64(4294967295);
const uint64 l_1202 = l_1201 * l_1200;
const uint64 l_1203 = l_mut_284 >> uint64(32);
const uint64 l_1204 = l_1203 * l_1200;
const uint64 l_1205 = l_1204 << uint64(32);
const uint64 l_1206 = l_1202 + l_1205;
const uint64 l_1207 = l_1204 >> uint64(32);
const bool l_1208 = l_1206 < l_1202;
const uint64 l_1209 = uint64(l_1208);
const uint64 l_1210 = l_1207 + l_1209;
l_mut_212 = l_1206;
const bool l_1211 = uint32(0) == uint32(64);
if (l_1211) {
l_mut_212 = l_1210;
} else {
const bool l_1212 = uint32(0) > uint32(0);
if (l_1212) {
const uint64 l_1213 = uint64(uint32(64));
const uint64 l_1214 = l_1210 << l_1213;
const uint64 l_1215 = uint64(uint32(0));
const uint64 l_1216 = l_1206 >> l_1215;
const uint64 l_1217 = l_1214 | l_1216;
l_mut_212 = l_1217;
}
}
const uint64 l_1218 = uint64(l_mut_1164);
const uint64 l_1219 = l_mut_284 & uint64(4294967295);
const uint64 l_1220 = l_1219 * l_1218;
const uint64 l_1221 = l_mut_284 >> uint64(32);
const uint64 l_1222 = l_1221 * l_1218;
const uint64 l_1223 = l_1222 << uint64(32);
const uint64 l_1224 = l_1220 + l_1223;
const uint64 l_1225 = l_1222 >> uint64(32);
const bool l_1226 = l_1224 < l_1220;
const uint64 l_1227 = uint64(l_1226);
const uint64 l_1228 = l_1225 + l_1227;
l_mut_284 = l_1224;
const bool l_1229 = uint32(64) == uint32(64);
if (l_1229) {
l_mut_284 = l_1228;
} else {
const bool l_1230 = uint32(64) > uint32(0);
if (l_1230) {
const uint64 l_1231 = uint64(uint32(0));
const uint64 l_1232 = l_1228 << l_1231;
const uint64 l_1233 = uint64(uint32(64));
const uint64 l_1234 = l_1224 >> l_1233;
const uint64 l_1235 = l_1232 | l_1234;
l_mut_284 = l_1235;
}
}
const uint64 l_1236 = uint64(l_mut_1164);
const uint64 l_1237 = l_mut_212 & uint64(4294967295);
const uint64 l_1238 = l_1237 * l_1236;
const uint64 l_1239 = l_mut_212 >> uint64(32);
const uint64 l_1240 = l_1239 * l_1236;
const uint64 l_1241 = l_1240 << uint64(32);
const uint64 l_1242 = l_1238 + l_1241;
const uint64 l_1243 = l_1240 >> uint64(32);
const bool l_1244 = l_1242 < l_1238;
const uint64 l_1245 = uint64(l_1244);
const uint64 l_1246 = l_1243 + l_1245;
l_mut_158 = l_1242;
const bool l_1247 = uint32(0) == uint32(64);
if (l_1247) {
l_mut_158 = l_1246;
} else {
const bool l_1248 = uint32(0) > uint32(0);
if (l_1248) {
const uint64 l_1249 = uint64(uint32(64));
const uint64 l_1250 = l_1246 << l_1249;
const uint64 l_1251 = uint64(uint32(0));
const uint64 l_1252 = l_1242 >> l_1251;
const uint64 l_1253 = l_1250 | l_1252;
l_mut_158 = l_1253;
}
}
const uint64 l_1254 = uint64(l_mut_1164);
const uint64 l_1255 = l_mut_212 & uint64(4294967295);
const uint64 l_1256 = l_1255 * l_1254;
const uint64 l_1257 = l_mut_212 >> uint64(32);
const uint64 l_1258 = l_1257 * l_1254;
const uint64 l_1259 = l_1258 << uint64(32);
const uint64 l_1260 = l_1256 + l_1259;
const uint64 l_1261 = l_1258 >> uint64(32);
const bool l_1262 = l_1260 < l_1256;
const uint64 l_1263 = uint64(l_1262);
const uint64 l_1264 = l_1261 + l_1263;
l_mut_212 = l_1260;
const bool l_1265 = uint32(64) == uint32(64);
if (l_1265) {
l_mut_212 = l_1264;
} else {
const bool l_1266 = uint32(64) > uint32(0);
if (l_1266) {
const uint64 l_1267 = uint64(uint32(0));
const uint64 l_1268 = l_1264 << l_1267;
const uint64 l_1269 = uint64(uint32(64));
const uint64 l_1270 = l_1260 >> l_1269;
const uint64 l_1271 = l_1268 | l_1270;
l_mut_212 = l_1271;
}
}
const uint64 l_1272 = uint64(l_mut_1164);
const uint64 l_1273 = l_mut_284 * l_1272;
const uint64 l_1274 = l_mut_212 + l_1273;
l_mut_301 = l_mut_158;
const bool l_1275 = l_24 == uint32(64);
if (l_1275) {
l_mut_301 = l_1274;
} else {
const bool l_1276 = l_24 > uint32(0);
if (l_1276) {
const uint32 l_1277 = uint32(64) - l_24;
const uint64 l_1278 = uint64(l_1277);
const uint64 l_1279 = l_1274 << l_1278;
const uint64 l_1280 = uint64(l_24);
const uint64 l_1281 = l_mut_158 >> l_1280;
const uint64 l_1282 = l_1279 + l_1281;
l_mut_301 = l_1282;
}
}
if (l_1197) {
const uint64 l_1283 = uint64(uint32(0));
const uint64 l_1284 = l_1283 - l_mut_301;
l_mut_301 = l_1284;
}
}
const uint64 l_1285 = l_1167 + l_mut_301;
const uint64 l_1286 = uint64(uint32(0));
const uint64 l_1287 = l_1286 - l_1285;
l_mut_301 = l_1287;
const bool l_1288 = l_1285 < l_mut_301;
if (l_1288) {
l_mut_301 = l_1285;
}
const bool l_1289 = l_mut_301 < l_51;
if (l_1289) {
const uint32 l_1290 = l_mut_837 * uint32(2);
const uint32 l_1291 = l_1290 + uint32(1);
const uint32 l_1292 = info.static_meta[uint32(10)];
const bool l_1293 = l_1291 < l_1292;
if (l_1293) {
const uint32 l_1441 = info.static_meta[uint32(4)];
const uint32 l_1442 = l_1441 * uint32(1);
const bool l_1443 = l_1290 < l_1442;
if (l_1443) {
buffer_4[l_1290] = idxGlobal;
}
const uint32 l_1294 = l_1290 + uint32(1);
const uint32 l_1444 = info.static_meta[uint32(4)];
const uint32 l_1445 = l_1444 * uint32(1);
const bool l_1446 = l_1294 < l_1445;
if (l_1446) {
buffer_4[l_1294] = l_mut_1164;
}
}
l_mut_837 = l_mut_837 + uint32(1);
}
}
l_mut_941 = l_mut_837;
}
}
}
}
}

}
