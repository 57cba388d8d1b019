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
uint32 l_mut_374;
uint32 l_mut_375;
uint32 l_mut_67;
uint32 l_mut_827;
uint32 l_mut_895;
uint32 l_mut_896;
uint64 l_mut_105;
uint64 l_mut_127;
uint64 l_mut_158;
uint64 l_mut_212;
uint64 l_mut_284;
uint64 l_mut_301;
uint64 l_mut_394;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1359 = info.static_meta[uint32(5)];
const uint32 l_1360 = l_1359 * uint32(1);
const uint32 l_1361 = l_1360 - uint32(1);
const uint32 l_1362 = min(uint32(3), l_1361);
uint32* l_1363 = &buffer_5[l_1362];
uint32* l_1 = l_1363;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_1275 = info.static_meta[uint32(3)];
const uint32 l_1276 = l_1275 * uint32(1);
const bool l_1277 = l_3 < l_1276;
const uint32 l_1278 = l_1276 - uint32(1);
const uint32 l_1279 = min(l_3, l_1278);
const uint32 l_1280 = buffer_3[l_1279];
const uint32 l_1281 = (l_1277) ? l_1280 : uint32(0);
const uint32 l_4 = l_1281;
const uint64 l_5 = uint64(l_4);
const uint32 l_6 = uint32(2) * uint32(0);
const uint32 l_7 = l_6 + uint32(1);
const uint32 l_1282 = info.static_meta[uint32(3)];
const uint32 l_1283 = l_1282 * uint32(1);
const bool l_1284 = l_7 < l_1283;
const uint32 l_1285 = l_1283 - uint32(1);
const uint32 l_1286 = min(l_7, l_1285);
const uint32 l_1287 = buffer_3[l_1286];
const uint32 l_1288 = (l_1284) ? l_1287 : uint32(0);
const uint32 l_8 = l_1288;
const uint64 l_9 = uint64(l_8);
const uint64 l_10 = l_9 << uint64(32);
const uint64 l_11 = l_5 | l_10;
const uint64 l_12 = l_11 & uint64(4294967295);
const uint32 l_13 = uint32(l_12);
const uint32 l_14 = uint32(2) * uint32(1);
const uint32 l_1289 = info.static_meta[uint32(3)];
const uint32 l_1290 = l_1289 * uint32(1);
const bool l_1291 = l_14 < l_1290;
const uint32 l_1292 = l_1290 - uint32(1);
const uint32 l_1293 = min(l_14, l_1292);
const uint32 l_1294 = buffer_3[l_1293];
const uint32 l_1295 = (l_1291) ? l_1294 : uint32(0);
const uint32 l_15 = l_1295;
const uint64 l_16 = uint64(l_15);
const uint32 l_17 = uint32(2) * uint32(1);
const uint32 l_18 = l_17 + uint32(1);
const uint32 l_1296 = info.static_meta[uint32(3)];
const uint32 l_1297 = l_1296 * uint32(1);
const bool l_1298 = l_18 < l_1297;
const uint32 l_1299 = l_1297 - uint32(1);
const uint32 l_1300 = min(l_18, l_1299);
const uint32 l_1301 = buffer_3[l_1300];
const uint32 l_1302 = (l_1298) ? l_1301 : uint32(0);
const uint32 l_19 = l_1302;
const uint64 l_20 = uint64(l_19);
const uint64 l_21 = l_20 << uint64(32);
const uint64 l_22 = l_16 | l_21;
const uint64 l_23 = l_22 & uint64(4294967295);
const uint32 l_24 = uint32(l_23);
const uint32 l_25 = uint32(2) * uint32(2);
const uint32 l_1303 = info.static_meta[uint32(3)];
const uint32 l_1304 = l_1303 * uint32(1);
const bool l_1305 = l_25 < l_1304;
const uint32 l_1306 = l_1304 - uint32(1);
const uint32 l_1307 = min(l_25, l_1306);
const uint32 l_1308 = buffer_3[l_1307];
const uint32 l_1309 = (l_1305) ? l_1308 : uint32(0);
const uint32 l_26 = l_1309;
const uint64 l_27 = uint64(l_26);
const uint32 l_28 = uint32(2) * uint32(2);
const uint32 l_29 = l_28 + uint32(1);
const uint32 l_1310 = info.static_meta[uint32(3)];
const uint32 l_1311 = l_1310 * uint32(1);
const bool l_1312 = l_29 < l_1311;
const uint32 l_1313 = l_1311 - uint32(1);
const uint32 l_1314 = min(l_29, l_1313);
const uint32 l_1315 = buffer_3[l_1314];
const uint32 l_1316 = (l_1312) ? l_1315 : uint32(0);
const uint32 l_30 = l_1316;
const uint64 l_31 = uint64(l_30);
const uint64 l_32 = l_31 << uint64(32);
const uint64 l_33 = l_27 | l_32;
const uint32 l_34 = uint32(2) * uint32(3);
const uint32 l_1317 = info.static_meta[uint32(3)];
const uint32 l_1318 = l_1317 * uint32(1);
const bool l_1319 = l_34 < l_1318;
const uint32 l_1320 = l_1318 - uint32(1);
const uint32 l_1321 = min(l_34, l_1320);
const uint32 l_1322 = buffer_3[l_1321];
const uint32 l_1323 = (l_1319) ? l_1322 : uint32(0);
const uint32 l_35 = l_1323;
const uint64 l_36 = uint64(l_35);
const uint32 l_37 = uint32(2) * uint32(3);
const uint32 l_38 = l_37 + uint32(1);
const uint32 l_1324 = info.static_meta[uint32(3)];
const uint32 l_1325 = l_1324 * uint32(1);
const bool l_1326 = l_38 < l_1325;
const uint32 l_1327 = l_1325 - uint32(1);
const uint32 l_1328 = min(l_38, l_1327);
const uint32 l_1329 = buffer_3[l_1328];
const uint32 l_1330 = (l_1326) ? l_1329 : uint32(0);
const uint32 l_39 = l_1330;
const uint64 l_40 = uint64(l_39);
const uint64 l_41 = l_40 << uint64(32);
const uint64 l_42 = l_36 | l_41;
const uint32 l_43 = uint32(2) * uint32(4);
const uint32 l_1331 = info.static_meta[uint32(3)];
const uint32 l_1332 = l_1331 * uint32(1);
const bool l_1333 = l_43 < l_1332;
const uint32 l_1334 = l_1332 - uint32(1);
const uint32 l_1335 = min(l_43, l_1334);
const uint32 l_1336 = buffer_3[l_1335];
const uint32 l_1337 = (l_1333) ? l_1336 : uint32(0);
const uint32 l_44 = l_1337;
const uint64 l_45 = uint64(l_44);
const uint32 l_46 = uint32(2) * uint32(4);
const uint32 l_47 = l_46 + uint32(1);
const uint32 l_1338 = info.static_meta[uint32(3)];
const uint32 l_1339 = l_1338 * uint32(1);
const bool l_1340 = l_47 < l_1339;
const uint32 l_1341 = l_1339 - uint32(1);
const uint32 l_1342 = min(l_47, l_1341);
const uint32 l_1343 = buffer_3[l_1342];
const uint32 l_1344 = (l_1340) ? l_1343 : uint32(0);
const uint32 l_48 = l_1344;
const uint64 l_49 = uint64(l_48);
const uint64 l_50 = l_49 << uint64(32);
const uint64 l_51 = l_45 | l_50;
const uint32 l_52 = uint32(2) * uint32(5);
const uint32 l_1345 = info.static_meta[uint32(3)];
const uint32 l_1346 = l_1345 * uint32(1);
const bool l_1347 = l_52 < l_1346;
const uint32 l_1348 = l_1346 - uint32(1);
const uint32 l_1349 = min(l_52, l_1348);
const uint32 l_1350 = buffer_3[l_1349];
const uint32 l_1351 = (l_1347) ? l_1350 : uint32(0);
const uint32 l_53 = l_1351;
const uint64 l_54 = uint64(l_53);
const uint32 l_55 = uint32(2) * uint32(5);
const uint32 l_56 = l_55 + uint32(1);
const uint32 l_1352 = info.static_meta[uint32(3)];
const uint32 l_1353 = l_1352 * uint32(1);
const bool l_1354 = l_56 < l_1353;
const uint32 l_1355 = l_1353 - uint32(1);
const uint32 l_1356 = min(l_56, l_1355);
const uint32 l_1357 = buffer_3[l_1356];
const uint32 l_1358 = (l_1354) ? l_1357 : uint32(0);
const uint32 l_57 = l_1358;
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
const uint32 l_1364 = info.static_meta[uint32(0)];
const uint32 l_1365 = l_1364 * uint32(1);
const bool l_1366 = l_76 < l_1365;
const uint32 l_1367 = l_1365 - uint32(1);
const uint32 l_1368 = min(l_76, l_1367);
const uint32 l_1369 = buffer_0[l_1368];
const uint32 l_1370 = (l_1366) ? l_1369 : uint32(0);
const uint32 l_77 = l_1370;
const uint64 l_78 = uint64(l_77);
const uint32 l_79 = uint32(2) * idxGlobal;
const uint32 l_80 = l_79 + uint32(1);
const uint32 l_1371 = info.static_meta[uint32(0)];
const uint32 l_1372 = l_1371 * uint32(1);
const bool l_1373 = l_80 < l_1372;
const uint32 l_1374 = l_1372 - uint32(1);
const uint32 l_1375 = min(l_80, l_1374);
const uint32 l_1376 = buffer_0[l_1375];
const uint32 l_1377 = (l_1373) ? l_1376 : uint32(0);
const uint32 l_81 = l_1377;
const uint64 l_82 = uint64(l_81);
const uint64 l_83 = l_82 << uint64(32);
const uint64 l_84 = l_78 | l_83;
const uint32 l_85 = uint32(2) * idxGlobal;
const uint32 l_1378 = info.static_meta[uint32(1)];
const uint32 l_1379 = l_1378 * uint32(1);
const bool l_1380 = l_85 < l_1379;
const uint32 l_1381 = l_1379 - uint32(1);
const uint32 l_1382 = min(l_85, l_1381);
const uint32 l_1383 = buffer_1[l_1382];
const uint32 l_1384 = (l_1380) ? l_1383 : uint32(0);
const uint32 l_86 = l_1384;
const uint64 l_87 = uint64(l_86);
const uint32 l_88 = uint32(2) * idxGlobal;
const uint32 l_89 = l_88 + uint32(1);
const uint32 l_1385 = info.static_meta[uint32(1)];
const uint32 l_1386 = l_1385 * uint32(1);
const bool l_1387 = l_89 < l_1386;
const uint32 l_1388 = l_1386 - uint32(1);
const uint32 l_1389 = min(l_89, l_1388);
const uint32 l_1390 = buffer_1[l_1389];
const uint32 l_1391 = (l_1387) ? l_1390 : uint32(0);
const uint32 l_90 = l_1391;
const uint64 l_91 = uint64(l_90);
const uint64 l_92 = l_91 << uint64(32);
const uint64 l_93 = l_87 | l_92;
const uint32 l_94 = uint32(2) * idxGlobal;
const uint32 l_1392 = info.static_meta[uint32(2)];
const uint32 l_1393 = l_1392 * uint32(1);
const bool l_1394 = l_94 < l_1393;
const uint32 l_1395 = l_1393 - uint32(1);
const uint32 l_1396 = min(l_94, l_1395);
const uint32 l_1397 = buffer_2[l_1396];
const uint32 l_1398 = (l_1394) ? l_1397 : uint32(0);
const uint32 l_95 = l_1398;
const uint64 l_96 = uint64(l_95);
const uint32 l_97 = uint32(2) * idxGlobal;
const uint32 l_98 = l_97 + uint32(1);
const uint32 l_1399 = info.static_meta[uint32(2)];
const uint32 l_1400 = l_1399 * uint32(1);
const bool l_1401 = l_98 < l_1400;
const uint32 l_1402 = l_1400 - uint32(1);
const uint32 l_1403 = min(l_98, l_1402);
const uint32 l_1404 = buffer_2[l_1403];
const uint32 l_1405 = (l_1401) ? l_1404 : uint32(0);
const uint32 l_99 = l_1405;
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
l_mut_355 = bool(true);
l_mut_304 = uint32(0);
const bool l_356 = l_mut_158 == uint64(0);
const bool l_357 = !l_356;
const bool l_358 = l_mut_355 && l_357;
const bool l_359 = l_mut_158 < l_mut_284;
const bool l_360 = l_358 && l_359;
const uint32 l_361 = l_mut_67 + l_mut_258;
const bool l_362 = l_361 < l_13;
const bool l_363 = l_360 && l_362;
if (l_363) {
const uint32 l_364 = l_13 - l_mut_67;
const uint32 l_365 = l_364 - l_mut_258;
const uint32 l_366 = l_365 / l_mut_67;
const uint64 l_367 = l_mut_284 - uint64(1);
const uint64 l_368 = l_367 / l_mut_158;
const uint64 l_369 = uint64(l_366);
const bool l_370 = l_368 < l_369;
const uint64 l_371 = uint64(l_366);
const uint64 l_372 = (l_370) ? l_368 : l_371;
const uint32 l_373 = uint32(l_372);
l_mut_304 = l_373;
}
l_mut_301 = l_mut_212;
l_mut_284 = l_mut_158;
l_mut_271 = l_mut_67;
l_mut_374 = l_mut_258;
l_mut_105 = l_mut_127;
l_mut_375 = uint32(0);
const bool l_376 = l_mut_304 > uint32(0);
if (l_376) {
const uint64 l_377 = uint64(l_mut_304);
const uint64 l_378 = l_mut_158 * l_377;
const uint64 l_379 = l_mut_212 - l_378;
l_mut_301 = l_379;
const uint32 l_380 = l_mut_304 * l_mut_67;
const uint32 l_381 = l_mut_258 + l_380;
l_mut_374 = l_381;
} else {
const bool l_382 = l_mut_375 == uint32(0);
if (l_382) {
const uint32 l_383 = l_13 - l_mut_67;
const uint32 l_384 = l_383 / l_mut_258;
l_mut_304 = uint32(0);
l_mut_355 = bool(false);
l_mut_355 = bool(true);
const bool l_385 = l_mut_212 == uint64(0);
if (l_385) {
l_mut_304 = l_384;
} else {
if (l_mut_355) {
const bool l_386 = l_mut_212 < l_mut_158;
if (l_386) {
const uint64 l_387 = l_mut_158 - uint64(1);
const uint64 l_388 = l_387 / l_mut_212;
const uint64 l_389 = uint64(l_384);
const bool l_390 = l_388 < l_389;
const uint64 l_391 = uint64(l_384);
const uint64 l_392 = (l_390) ? l_388 : l_391;
const uint32 l_393 = uint32(l_392);
l_mut_304 = l_393;
}
} else {
l_mut_394 = l_mut_158;
while (true) {
const bool l_395 = l_mut_212 < l_mut_394;
const uint32 l_396 = l_mut_304 * l_mut_258;
const uint32 l_397 = l_mut_67 + l_396;
const uint32 l_398 = l_397 + l_mut_258;
const bool l_399 = l_398 < l_13;
const bool l_400 = l_395 && l_399;
const bool l_401 = !l_400;
if (l_401) {
break;}
const uint64 l_402 = l_mut_394 - l_mut_212;
l_mut_394 = l_402;
l_mut_304 = l_mut_304 + uint32(1);
}
}
}
const uint32 l_403 = l_mut_304 * l_mut_258;
const uint32 l_404 = l_mut_67 + l_403;
const uint32 l_405 = l_404 + l_mut_258;
const bool l_406 = l_405 >= l_13;
if (l_406) {
l_mut_375 = uint32(1);
} else {
const uint64 l_407 = uint64(l_mut_304);
const uint64 l_408 = l_mut_212 * l_407;
const uint64 l_409 = l_mut_158 - l_408;
l_mut_284 = l_409;
const uint32 l_410 = l_mut_304 * l_mut_258;
const uint32 l_411 = l_mut_67 + l_410;
l_mut_271 = l_411;
const uint64 l_412 = l_mut_212 - l_mut_284;
l_mut_301 = l_412;
const uint32 l_413 = l_mut_258 + l_mut_271;
l_mut_374 = l_413;
}
}
}
l_mut_212 = l_mut_301;
l_mut_158 = l_mut_284;
l_mut_67 = l_mut_271;
l_mut_258 = l_mut_374;
l_mut_127 = l_mut_105;
const bool l_414 = l_mut_375 == uint32(1);
l_mut_259 = l_414;
const bool l_415 = l_mut_375 == uint32(0);
l_mut_262 = l_415;
} else {
const uint64 l_416 = l_mut_158 - l_mut_127;
l_mut_394 = l_416;
const uint64 l_417 = l_mut_127 - l_255;
l_mut_394 = l_417;
l_mut_301 = l_mut_158;
const bool l_418 = l_mut_394 < l_mut_158;
if (l_418) {
l_mut_301 = l_mut_394;
}
l_mut_355 = bool(false);
l_mut_355 = bool(true);
l_mut_375 = uint32(0);
const bool l_419 = l_mut_212 == uint64(0);
const bool l_420 = !l_419;
const bool l_421 = l_mut_355 && l_420;
const bool l_422 = l_mut_212 < l_mut_301;
const bool l_423 = l_421 && l_422;
const uint32 l_424 = l_mut_258 + l_mut_67;
const bool l_425 = l_424 < l_13;
const bool l_426 = l_423 && l_425;
if (l_426) {
const uint32 l_427 = l_13 - l_mut_258;
const uint32 l_428 = l_427 - l_mut_67;
const uint32 l_429 = l_428 / l_mut_258;
const uint64 l_430 = l_mut_301 - uint64(1);
const uint64 l_431 = l_430 / l_mut_212;
const uint64 l_432 = uint64(l_429);
const bool l_433 = l_431 < l_432;
const uint64 l_434 = uint64(l_429);
const uint64 l_435 = (l_433) ? l_431 : l_434;
const uint32 l_436 = uint32(l_435);
l_mut_375 = l_436;
}
l_mut_394 = l_mut_158;
l_mut_301 = l_mut_212;
l_mut_374 = l_mut_258;
l_mut_304 = l_mut_67;
l_mut_284 = l_mut_127;
l_mut_271 = uint32(0);
const bool l_437 = l_mut_375 > uint32(0);
if (l_437) {
const uint64 l_438 = uint64(l_mut_375);
const uint64 l_439 = l_mut_212 * l_438;
const uint64 l_440 = l_mut_127 - l_439;
l_mut_284 = l_440;
const uint64 l_441 = l_mut_158 - l_439;
l_mut_394 = l_441;
const uint32 l_442 = l_mut_375 * l_mut_258;
const uint32 l_443 = l_mut_67 + l_442;
l_mut_304 = l_443;
} else {
const uint64 l_444 = l_mut_127 - l_mut_212;
l_mut_284 = l_444;
const bool l_445 = l_mut_284 < l_255;
if (l_445) {
l_mut_271 = uint32(2);
}
const bool l_446 = l_mut_271 == uint32(0);
if (l_446) {
const uint32 l_447 = l_13 - l_mut_258;
const uint32 l_448 = l_447 / l_mut_67;
l_mut_375 = uint32(0);
l_mut_355 = bool(false);
l_mut_355 = bool(true);
const bool l_449 = l_mut_158 == uint64(0);
if (l_449) {
l_mut_375 = l_448;
} else {
if (l_mut_355) {
const bool l_450 = l_mut_158 < l_mut_212;
if (l_450) {
const uint64 l_451 = l_mut_212 - uint64(1);
const uint64 l_452 = l_451 / l_mut_158;
const uint64 l_453 = uint64(l_448);
const bool l_454 = l_452 < l_453;
const uint64 l_455 = uint64(l_448);
const uint64 l_456 = (l_454) ? l_452 : l_455;
const uint32 l_457 = uint32(l_456);
l_mut_375 = l_457;
}
} else {
l_mut_105 = l_mut_212;
while (true) {
const bool l_458 = l_mut_158 < l_mut_105;
const uint32 l_459 = l_mut_375 * l_mut_67;
const uint32 l_460 = l_mut_258 + l_459;
const uint32 l_461 = l_460 + l_mut_67;
const bool l_462 = l_461 < l_13;
const bool l_463 = l_458 && l_462;
const bool l_464 = !l_463;
if (l_464) {
break;}
const uint64 l_465 = l_mut_105 - l_mut_158;
l_mut_105 = l_465;
l_mut_375 = l_mut_375 + uint32(1);
}
}
}
const uint32 l_466 = l_mut_375 * l_mut_67;
const uint32 l_467 = l_mut_258 + l_466;
const uint32 l_468 = l_467 + l_mut_67;
const bool l_469 = l_468 >= l_13;
if (l_469) {
l_mut_271 = uint32(1);
} else {
const uint64 l_470 = uint64(l_mut_375);
const uint64 l_471 = l_mut_158 * l_470;
const uint64 l_472 = l_mut_212 - l_471;
l_mut_301 = l_472;
const uint32 l_473 = l_mut_375 * l_mut_67;
const uint32 l_474 = l_mut_258 + l_473;
l_mut_374 = l_474;
const uint64 l_475 = l_mut_158 - l_mut_301;
l_mut_394 = l_475;
const uint32 l_476 = l_mut_67 + l_mut_374;
l_mut_304 = l_476;
}
}
}
l_mut_212 = l_mut_301;
l_mut_158 = l_mut_394;
l_mut_67 = l_mut_304;
l_mut_258 = l_mut_374;
l_mut_127 = l_mut_284;
const bool l_477 = l_mut_271 == uint32(1);
l_mut_259 = l_477;
const bool l_478 = l_mut_271 == uint32(0);
l_mut_262 = l_478;
}
}
const bool l_479 = !l_mut_259;
if (l_479) {
const uint32 l_1406 = info.static_meta[uint32(5)];
const uint32 l_1407 = l_1406 * uint32(1);
const uint32 l_1408 = l_1407 - uint32(1);
const uint32 l_1409 = min(uint32(0), l_1408);
uint32* l_1410 = &buffer_5[l_1409];
uint32* l_480 = l_1410;
const uint32 l_481 = atomicAdd(l_480, uint32(1));
const uint32 l_482 = l_13 / uint32(8);
l_mut_375 = uint32(0);
l_mut_374 = uint32(0);
l_mut_304 = uint32(0);

for (uint32 l_mut_483 = uint32(0); l_mut_483 < uint32(8); ++l_mut_483) {
const uint32 l_484 = l_mut_483 * l_482;
const bool l_485 = l_484 < l_74;
const uint32 l_486 = l_13 / uint32(8);
const uint32 l_487 = l_mut_483 * l_486;
const uint32 l_488 = l_487 + l_487;
const uint64 l_489 = l_102 >> uint64(63);
const bool l_490 = l_489 == uint64(1);
l_mut_394 = l_102;
if (l_490) {
const uint64 l_491 = uint64(uint32(0));
const uint64 l_492 = l_491 - l_102;
l_mut_394 = l_492;
}
const uint64 l_493 = uint64(l_488);
const uint64 l_494 = l_mut_394 & uint64(4294967295);
const uint64 l_495 = l_494 * l_493;
const uint64 l_496 = l_mut_394 >> uint64(32);
const uint64 l_497 = l_496 * l_493;
const uint64 l_498 = l_497 << uint64(32);
const uint64 l_499 = l_495 + l_498;
const uint64 l_500 = l_497 >> uint64(32);
const bool l_501 = l_499 < l_495;
const uint64 l_502 = uint64(l_501);
const uint64 l_503 = l_500 + l_502;
l_mut_394 = l_499;
const bool l_504 = l_24 == uint32(64);
if (l_504) {
l_mut_394 = l_503;
} else {
const bool l_505 = l_24 > uint32(0);
if (l_505) {
const uint32 l_506 = uint32(64) - l_24;
const uint64 l_507 = uint64(l_506);
const uint64 l_508 = l_503 << l_507;
const uint64 l_509 = uint64(l_24);
const uint64 l_510 = l_499 >> l_509;
const uint64 l_511 = l_508 | l_510;
l_mut_394 = l_511;
}
}
l_mut_301 = l_mut_394;
if (l_490) {
const uint64 l_512 = uint64(uint32(0));
const uint64 l_513 = l_512 - l_mut_301;
l_mut_301 = l_513;
}
const uint64 l_514 = l_84 + l_mut_301;
const uint64 l_515 = uint64(l_487);
const uint64 l_516 = l_84 * l_515;
const uint64 l_517 = l_93 + l_516;
const uint64 l_518 = uint64(uint32(0));
l_mut_394 = l_518;
const bool l_519 = l_487 < uint32(65536);
if (l_519) {
const uint32 l_520 = l_487 * l_487;
const uint64 l_521 = l_102 >> uint64(63);
const bool l_522 = l_521 == uint64(1);
l_mut_301 = l_102;
if (l_522) {
const uint64 l_523 = uint64(uint32(0));
const uint64 l_524 = l_523 - l_102;
l_mut_301 = l_524;
}
const uint64 l_525 = uint64(l_520);
const uint64 l_526 = l_mut_301 & uint64(4294967295);
const uint64 l_527 = l_526 * l_525;
const uint64 l_528 = l_mut_301 >> uint64(32);
const uint64 l_529 = l_528 * l_525;
const uint64 l_530 = l_529 << uint64(32);
const uint64 l_531 = l_527 + l_530;
const uint64 l_532 = l_529 >> uint64(32);
const bool l_533 = l_531 < l_527;
const uint64 l_534 = uint64(l_533);
const uint64 l_535 = l_532 + l_534;
l_mut_301 = l_531;
const bool l_536 = l_24 == uint32(64);
if (l_536) {
l_mut_301 = l_535;
} else {
const bool l_537 = l_24 > uint32(0);
if (l_537) {
const uint32 l_538 = uint32(64) - l_24;
const uint64 l_539 = uint64(l_538);
const uint64 l_540 = l_535 << l_539;
const uint64 l_541 = uint64(l_24);
const uint64 l_542 = l_531 >> l_541;
const uint64 l_543 = l_540 | l_542;
l_mut_301 = l_543;
}
}
l_mut_284 = l_mut_301;
if (l_522) {
const uint64 l_544 = uint64(uint32(0));
const uint64 l_545 = l_544 - l_mut_284;
l_mut_284 = l_545;
}
l_mut_394 = l_mut_284;
} else {
const uint64 l_546 = l_102 >> uint64(63);
const bool l_547 = l_546 == uint64(1);
l_mut_301 = l_102;
if (l_547) {
const uint64 l_548 = uint64(uint32(0));
const uint64 l_549 = l_548 - l_102;
l_mut_301 = l_549;
}
const uint64 l_550 = uint64(l_487);
const uint64 l_551 = l_mut_301 & uint64(4294967295);
const uint64 l_552 = l_551 * l_550;
const uint64 l_553 = l_mut_301 >> uint64(32);
const uint64 l_554 = l_553 * l_550;
const uint64 l_555 = l_554 << uint64(32);
const uint64 l_556 = l_552 + l_555;
const uint64 l_557 = l_554 >> uint64(32);
const bool l_558 = l_556 < l_552;
const uint64 l_559 = uint64(l_558);
const uint64 l_560 = l_557 + l_559;
l_mut_284 = l_556;
const bool l_561 = uint32(0) == uint32(64);
if (l_561) {
l_mut_284 = l_560;
} else {
const bool l_562 = uint32(0) > uint32(0);
if (l_562) {
const uint64 l_563 = uint64(uint32(64));
const uint64 l_564 = l_560 << l_563;
const uint64 l_565 = uint64(uint32(0));
const uint64 l_566 = l_556 >> l_565;
const uint64 l_567 = l_564 | l_566;
l_mut_284 = l_567;
}
}
const uint64 l_568 = uint64(l_487);
const uint64 l_569 = l_mut_301 & uint64(4294967295);
const uint64 l_570 = l_569 * l_568;
const uint64 l_571 = l_mut_301 >> uint64(32);
const uint64 l_572 = l_571 * l_568;
const uint64 l_573 = l_572 << uint64(32);
const uint64 l_574 = l_570 + l_573;
const uint64 l_575 = l_572 >> uint64(32);
const bool l_576 = l_574 < l_570;
const uint64 l_577 = uint64(l_576);
const uint64 l_578 = l_575 + l_577;
l_mut_301 = l_574;
const bool l_579 = uint32(64) == uint32(64);
if (l_579) {
l_mut_301 = l_578;
} else {
const bool l_580 = uint32(64) > uint32(0);
if (l_580) {
const uint64 l_581 = uint64(uint32(0));
const uint64 l_582 = l_578 << l_581;
const uint64 l_583 = uint64(uint32(64));
const uint64 l_584 = l_574 >> l_583;
const uint64 l_585 = l_582 | l_584;
l_mut_301 = l_585;
}
}
const uint64 l_586 = uint64(l_487);
const uint64 l_587 = l_mut_284 & uint64(4294967295);
const uint64 l_588 = l_587 * l_586;
const uint64 l_589 = l_mut_284 >> uint64(32);
const uint64 l_590 = l_589 * l_586;
const uint64 l_591 = l_590 << uint64(32);
const uint64 l_592 = l_588 + l_591;
const uint64 l_593 = l_590 >> uint64(32);
const bool l_594 = l_592 < l_588;
const uint64 l_595 = uint64(l_594);
const uint64 l_596 = l_593 + l_595;
l_mut_212 = l_592;
const bool l_597 = uint32(0) == uint32(64);
if (l_597) {
l_mut_212 = l_596;
} else {
const bool l_598 = uint32(0) > uint32(0);
if (l_598) {
const uint64 l_599 = uint64(uint32(64));
const uint64 l_600 = l_596 << l_599;
const uint64 l_601 = uint64(uint32(0));
const uint64 l_602 = l_592 >> l_601;
const uint64 l_603 = l_600 | l_602;
l_mut_212 = l_603;
}
}
const uint64 l_604 = uint64(l_487);
const uint64 l_605 = l_mut_284 & uint64(4294967295);
const uint64 l_606 = l_605 * l_604;
const uint64 l_607 = l_mut_284 >> uint64(32);
const uint64 l_608 = l_607 * l_604;
const uint64 l_609 = l_608 << uint64(32);
const uint64 l_610 = l_606 + l_609;
const uint64 l_611 = l_608 >> uint64(32);
const bool l_612 = l_610 < l_606;
const uint64 l_613 = uint64(l_612);
const uint64 l_614 = l_611 + l_613;
l_mut_284 = l_610;
const bool l_615 = uint32(64) == uint32(64);
if (l_615) {
l_mut_284 = l_614;
} else {
const bool l_616 = uint32(64) > uint32(0);
if (l_616) {
const uint64 l_617 = uint64(uint32(0));
const uint64 l_618 = l_614 << l_617;
const uint64 l_619 = uint64(uint32(64));
const uint64 l_620 = l_610 >> l_619;
const uint64 l_621 = l_618 | l_620;
l_mut_284 = l_621;
}
}
const uint64 l_622 = uint64(l_487);
const uint64 l_623 = l_mut_301 * l_622;
const uint64 l_624 = l_mut_284 + l_623;
l_mut_394 = l_mut_212;
const bool l_625 = l_24 == uint32(64);
if (l_625) {
l_mut_394 = l_624;
} else {
const bool l_626 = l_24 > uint32(0);
if (l_626) {
const uint32 l_627 = uint32(64) - l_24;
const uint64 l_628 = uint64(l_627);
const uint64 l_629 = l_624 << l_628;
const uint64 l_630 = uint64(l_24);
const uint64 l_631 = l_mut_212 >> l_630;
const uint64 l_632 = l_629 + l_631;
l_mut_394 = l_632;
}
}
if (l_547) {
const uint64 l_633 = uint64(uint32(0));
const uint64 l_634 = l_633 - l_mut_394;
l_mut_394 = l_634;
}
}
const uint64 l_635 = l_517 + l_mut_394;
const uint64 l_636 = l_102 >> uint64(63);
const bool l_637 = l_636 == uint64(1);
l_mut_394 = l_102;
if (l_637) {
const uint64 l_638 = uint64(uint32(0));
const uint64 l_639 = l_638 - l_102;
l_mut_394 = l_639;
}
const uint64 l_640 = uint64(l_486);
const uint64 l_641 = l_mut_394 & uint64(4294967295);
const uint64 l_642 = l_641 * l_640;
const uint64 l_643 = l_mut_394 >> uint64(32);
const uint64 l_644 = l_643 * l_640;
const uint64 l_645 = l_644 << uint64(32);
const uint64 l_646 = l_642 + l_645;
const uint64 l_647 = l_644 >> uint64(32);
const bool l_648 = l_646 < l_642;
const uint64 l_649 = uint64(l_648);
const uint64 l_650 = l_647 + l_649;
l_mut_394 = l_646;
const bool l_651 = l_24 == uint32(64);
if (l_651) {
l_mut_394 = l_650;
} else {
const bool l_652 = l_24 > uint32(0);
if (l_652) {
const uint32 l_653 = uint32(64) - l_24;
const uint64 l_654 = uint64(l_653);
const uint64 l_655 = l_650 << l_654;
const uint64 l_656 = uint64(l_24);
const uint64 l_657 = l_646 >> l_656;
const uint64 l_658 = l_655 | l_657;
l_mut_394 = l_658;
}
}
l_mut_301 = l_mut_394;
if (l_637) {
const uint64 l_659 = uint64(uint32(0));
const uint64 l_660 = l_659 - l_mut_301;
l_mut_301 = l_660;
}
const uint64 l_661 = l_514 + l_mut_301;
const uint32 l_662 = l_24 + uint32(3);
const uint64 l_663 = uint64(uint32(0));
l_mut_394 = l_663;
const bool l_664 = l_486 < uint32(65536);
if (l_664) {
const uint32 l_665 = l_486 * l_486;
const uint64 l_666 = l_102 >> uint64(63);
const bool l_667 = l_666 == uint64(1);
l_mut_301 = l_102;
if (l_667) {
const uint64 l_668 = uint64(uint32(0));
const uint64 l_669 = l_668 - l_102;
l_mut_301 = l_669;
}
const uint64 l_670 = uint64(l_665);
const uint64 l_671 = l_mut_301 & uint64(4294967295);
const uint64 l_672 = l_671 * l_670;
const uint64 l_673 = l_mut_301 >> uint64(32);
const uint64 l_674 = l_673 * l_670;
const uint64 l_675 = l_674 << uint64(32);
const uint64 l_676 = l_672 + l_675;
const uint64 l_677 = l_674 >> uint64(32);
const bool l_678 = l_676 < l_672;
const uint64 l_679 = uint64(l_678);
const uint64 l_680 = l_677 + l_679;
l_mut_301 = l_676;
const bool l_681 = l_662 == uint32(64);
if (l_681) {
l_mut_301 = l_680;
} else {
const bool l_682 = l_662 > uint32(0);
if (l_682) {
const uint32 l_683 = uint32(64) - l_662;
const uint64 l_684 = uint64(l_683);
const uint64 l_685 = l_680 << l_684;
const uint64 l_686 = uint64(l_662);
const uint64 l_687 = l_676 >> l_686;
const uint64 l_688 = l_685 | l_687;
l_mut_301 = l_688;
}
}
l_mut_284 = l_mut_301;
if (l_667) {
const uint64 l_689 = uint64(uint32(0));
const uint64 l_690 = l_689 - l_mut_284;
l_mut_284 = l_690;
}
l_mut_394 = l_mut_284;
} else {
const uint64 l_691 = l_102 >> uint64(63);
const bool l_692 = l_691 == uint64(1);
l_mut_301 = l_102;
if (l_692) {
const uint64 l_693 = uint64(uint32(0));
const uint64 l_694 = l_693 - l_102;
l_mut_301 = l_694;
}
const uint64 l_695 = uint64(l_486);
const uint64 l_696 = l_mut_301 & uint64(4294967295);
const uint64 l_697 = l_696 * l_695;
const uint64 l_698 = l_mut_301 >> uint64(32);
const uint64 l_699 = l_698 * l_695;
const uint64 l_700 = l_699 << uint64(32);
const uint64 l_701 = l_697 + l_700;
const uint64 l_702 = l_699 >> uint64(32);
const bool l_703 = l_701 < l_697;
const uint64 l_704 = uint64(l_703);
const uint64 l_705 = l_702 + l_704;
l_mut_284 = l_701;
const bool l_706 = uint32(0) == uint32(64);
if (l_706) {
l_mut_284 = l_705;
} else {
const bool l_707 = uint32(0) > uint32(0);
if (l_707) {
const uint64 l_708 = uint64(uint32(64));
const uint64 l_709 = l_705 << l_708;
const uint64 l_710 = uint64(uint32(0));
const uint64 l_711 = l_701 >> l_710;
const uint64 l_712 = l_709 | l_711;
l_mut_284 = l_712;
}
}
const uint64 l_713 = uint64(l_486);
const uint64 l_714 = l_mut_301 & uint64(4294967295);
const uint64 l_715 = l_714 * l_713;
const uint64 l_716 = l_mut_301 >> uint64(32);
const uint64 l_717 = l_716 * l_713;
const uint64 l_718 = l_717 << uint64(32);
const uint64 l_719 = l_715 + l_718;
const uint64 l_720 = l_717 >> uint64(32);
const bool l_721 = l_719 < l_715;
const uint64 l_722 = uint64(l_721);
const uint64 l_723 = l_720 + l_722;
l_mut_301 = l_719;
const bool l_724 = uint32(64) == uint32(64);
if (l_724) {
l_mut_301 = l_723;
} else {
const bool l_725 = uint32(64) > uint32(0);
if (l_725) {
const uint64 l_726 = uint64(uint32(0));
const uint64 l_727 = l_723 << l_726;
const uint64 l_728 = uint64(uint32(64));
const uint64 l_729 = l_719 >> l_728;
const uint64 l_730 = l_727 | l_729;
l_mut_301 = l_730;
}
}
const uint64 l_731 = uint64(l_486);
const uint64 l_732 = l_mut_284 & uint64(4294967295);
const uint64 l_733 = l_732 * l_731;
const uint64 l_734 = l_mut_284 >> uint64(32);
const uint64 l_735 = l_734 * l_731;
const uint64 l_736 = l_735 << uint64(32);
const uint64 l_737 = l_733 + l_736;
const uint64 l_738 = l_735 >> uint64(32);
const bool l_739 = l_737 < l_733;
const uint64 l_740 = uint64(l_739);
const uint64 l_741 = l_738 + l_740;
l_mut_212 = l_737;
const bool l_742 = uint32(0) == uint32(64);
if (l_742) {
l_mut_212 = l_741;
} else {
const bool l_743 = uint32(0) > uint32(0);
if (l_743) {
const uint64 l_744 = uint64(uint32(64));
const uint64 l_745 = l_741 << l_744;
const uint64 l_746 = uint64(uint32(0));
const uint64 l_747 = l_737 >> l_746;
const uint64 l_748 = l_745 | l_747;
l_mut_212 = l_748;
}
}
const uint64 l_749 = uint64(l_486);
const uint64 l_750 = l_mut_284 & uint64(4294967295);
const uint64 l_751 = l_750 * l_749;
const uint64 l_752 = l_mut_284 >> uint64(32);
const uint64 l_753 = l_752 * l_749;
const uint64 l_754 = l_753 << uint64(32);
const uint64 l_755 = l_751 + l_754;
const uint64 l_756 = l_753 >> uint64(32);
const bool l_757 = l_755 < l_751;
const uint64 l_758 = uint64(l_757);
const uint64 l_759 = l_756 + l_758;
l_mut_284 = l_755;
const bool l_760 = uint32(64) == uint32(64);
if (l_760) {
l_mut_284 = l_759;
} else {
const bool l_761 = uint32(64) > uint32(0);
if (l_761) {
const uint64 l_762 = uint64(uint32(0));
const uint64 l_763 = l_759 << l_762;
const uint64 l_764 = uint64(uint32(64));
const uint64 l_765 = l_755 >> l_764;
const uint64 l_766 = l_763 | l_765;
l_mut_284 = l_766;
}
}
const uint64 l_767 = uint64(l_486);
const uint64 l_768 = l_mut_301 * l_767;
const uint64 l_769 = l_mut_284 + l_768;
l_mut_394 = l_mut_212;
const bool l_770 = l_662 == uint32(64);
if (l_770) {
l_mut_394 = l_769;
} else {
const bool l_771 = l_662 > uint32(0);
if (l_771) {
const uint32 l_772 = uint32(64) - l_662;
const uint64 l_773 = uint64(l_772);
const uint64 l_774 = l_769 << l_773;
const uint64 l_775 = uint64(l_662);
const uint64 l_776 = l_mut_212 >> l_775;
const uint64 l_777 = l_774 + l_776;
l_mut_394 = l_777;
}
}
if (l_692) {
const uint64 l_778 = uint64(uint32(0));
const uint64 l_779 = l_778 - l_mut_394;
l_mut_394 = l_779;
}
}
const uint64 l_780 = l_635 - l_mut_394;
const uint64 l_781 = l_780 + l_42;
const uint64 l_782 = uint64(uint32(0));
const uint64 l_783 = l_782 - l_661;
const uint64 l_784 = l_42 + l_42;
l_mut_394 = l_783;
const uint64 l_785 = uint64(uint32(0));
const uint64 l_786 = l_785 - l_783;
l_mut_301 = l_786;
l_mut_284 = l_781;
l_mut_271 = uint32(1);
l_mut_258 = uint32(1);
l_mut_355 = bool(false);
const bool l_787 = l_mut_284 < l_784;
const bool l_788 = !l_787;
l_mut_350 = l_788;
const bool l_789 = l_783 == uint64(0);
if (l_789) {
l_mut_355 = l_mut_350;
l_mut_350 = bool(false);
}
if (l_mut_350) {
const uint64 l_790 = l_783 >> uint64(63);
const bool l_791 = l_790 == uint64(1);
l_mut_212 = l_783;
if (l_791) {
const uint64 l_792 = uint64(uint32(0));
const uint64 l_793 = l_792 - l_783;
l_mut_212 = l_793;
}
const uint32 l_794 = l_486 - uint32(1);
const uint64 l_795 = uint64(l_794);
const uint64 l_796 = l_mut_212 * l_795;
l_mut_67 = uint32(0);
const uint32 l_797 = l_486 - uint32(1);
const uint64 l_798 = uint64(l_797);
const uint64 l_799 = l_mut_212 & uint64(4294967295);
const uint64 l_800 = l_799 * l_798;
const uint64 l_801 = l_mut_212 >> uint64(32);
const uint64 l_802 = l_801 * l_798;
const uint64 l_803 = l_802 << uint64(32);
const uint64 l_804 = l_800 + l_803;
const uint64 l_805 = l_802 >> uint64(32);
const bool l_806 = l_804 < l_800;
const uint64 l_807 = uint64(l_806);
const uint64 l_808 = l_805 + l_807;
l_mut_158 = l_804;
const bool l_809 = uint32(64) == uint32(64);
if (l_809) {
l_mut_158 = l_808;
} else {
const bool l_810 = uint32(64) > uint32(0);
if (l_810) {
const uint64 l_811 = uint64(uint32(0));
const uint64 l_812 = l_808 << l_811;
const uint64 l_813 = uint64(uint32(64));
const uint64 l_814 = l_804 >> l_813;
const uint64 l_815 = l_812 | l_814;
l_mut_158 = l_815;
}
}
const bool l_816 = l_mut_158 == uint64(0);
if (l_816) {
l_mut_158 = l_781;
if (l_791) {
const uint64 l_817 = uint64(uint32(0));
const uint64 l_818 = l_817 - l_781;
const bool l_819 = l_781 == uint64(0);
const bool l_820 = !l_819;
const bool l_821 = l_796 < l_818;
const bool l_822 = !l_821;
const bool l_823 = l_820 && l_822;
if (l_823) {
const uint32 l_824 = l_486 - uint32(1);
l_mut_127 = l_818;
const bool l_825 = l_818 < l_mut_212;
const bool l_826 = !l_825;
if (l_826) {
l_mut_827 = uint32(0);
const bool l_828 = l_mut_212 < l_818;
if (l_828) {
const uint64 l_829 = l_818 - uint64(1);
const uint64 l_830 = l_829 / l_mut_212;
const uint64 l_831 = uint64(l_824);
const bool l_832 = l_830 < l_831;
const uint64 l_833 = uint64(l_824);
const uint64 l_834 = (l_832) ? l_830 : l_833;
const uint32 l_835 = uint32(l_834);
l_mut_827 = l_835;
}
const uint64 l_836 = uint64(l_mut_827);
const uint64 l_837 = l_mut_212 * l_836;
const uint64 l_838 = l_818 - l_837;
l_mut_127 = l_838;
const bool l_839 = l_mut_127 < l_mut_212;
const bool l_840 = !l_839;
if (l_840) {
const uint64 l_841 = l_mut_127 - l_mut_212;
l_mut_127 = l_841;
}
}
const uint64 l_842 = l_mut_212 - l_mut_127;
l_mut_127 = l_842;
const bool l_843 = l_842 < l_mut_212;
const bool l_844 = !l_843;
if (l_844) {
const uint64 l_845 = l_842 - l_mut_212;
l_mut_127 = l_845;
}
const bool l_846 = l_mut_127 < l_mut_158;
if (l_846) {
l_mut_158 = l_mut_127;
}
}
} else {
const uint64 l_847 = l_781 - l_796;
l_mut_158 = l_847;
const bool l_848 = l_781 < l_796;
if (l_848) {
const uint32 l_849 = l_486 - uint32(1);
l_mut_127 = l_781;
const bool l_850 = l_781 < l_mut_212;
const bool l_851 = !l_850;
if (l_851) {
l_mut_827 = uint32(0);
const bool l_852 = l_mut_212 < l_781;
if (l_852) {
const uint64 l_853 = l_781 - uint64(1);
const uint64 l_854 = l_853 / l_mut_212;
const uint64 l_855 = uint64(l_849);
const bool l_856 = l_854 < l_855;
const uint64 l_857 = uint64(l_849);
const uint64 l_858 = (l_856) ? l_854 : l_857;
const uint32 l_859 = uint32(l_858);
l_mut_827 = l_859;
}
const uint64 l_860 = uint64(l_mut_827);
const uint64 l_861 = l_mut_212 * l_860;
const uint64 l_862 = l_781 - l_861;
l_mut_127 = l_862;
const bool l_863 = l_mut_127 < l_mut_212;
const bool l_864 = !l_863;
if (l_864) {
const uint64 l_865 = l_mut_127 - l_mut_212;
l_mut_127 = l_865;
}
}
const bool l_866 = l_mut_127 < l_mut_158;
if (l_866) {
l_mut_158 = l_mut_127;
}
}
}
const bool l_867 = l_mut_158 < l_784;
const bool l_868 = !l_867;
const uint32 l_869 = uint32(l_868);
const uint32 l_870 = uint32(2) - l_869;
l_mut_67 = l_870;
}
const bool l_871 = l_mut_67 > uint32(0);
if (l_871) {
const bool l_872 = l_mut_67 == uint32(1);
l_mut_355 = l_872;
l_mut_350 = bool(false);
}
}
l_mut_262 = bool(false);
while (true) {
const bool l_873 = !l_mut_350;
if (l_873) {
break;}
const bool l_874 = l_mut_284 < l_mut_394;
if (l_874) {
const uint64 l_875 = l_mut_394 - l_mut_284;
l_mut_212 = l_875;
l_mut_158 = l_mut_394;
const bool l_876 = l_mut_212 < l_mut_394;
if (l_876) {
l_mut_158 = l_mut_212;
}
l_mut_259 = bool(false);
l_mut_259 = bool(true);
l_mut_827 = uint32(0);
const bool l_877 = l_mut_301 == uint64(0);
const bool l_878 = !l_877;
const bool l_879 = l_mut_259 && l_878;
const bool l_880 = l_mut_301 < l_mut_158;
const bool l_881 = l_879 && l_880;
const uint32 l_882 = l_mut_271 + l_mut_258;
const bool l_883 = l_882 < l_486;
const bool l_884 = l_881 && l_883;
if (l_884) {
const uint32 l_885 = l_486 - l_mut_271;
const uint32 l_886 = l_885 - l_mut_258;
const uint32 l_887 = l_886 / l_mut_271;
const uint64 l_888 = l_mut_158 - uint64(1);
const uint64 l_889 = l_888 / l_mut_301;
const uint64 l_890 = uint64(l_887);
const bool l_891 = l_889 < l_890;
const uint64 l_892 = uint64(l_887);
const uint64 l_893 = (l_891) ? l_889 : l_892;
const uint32 l_894 = uint32(l_893);
l_mut_827 = l_894;
}
l_mut_212 = l_mut_394;
l_mut_158 = l_mut_301;
l_mut_67 = l_mut_271;
l_mut_895 = l_mut_258;
l_mut_127 = l_mut_284;
l_mut_896 = uint32(0);
const bool l_897 = l_mut_827 > uint32(0);
if (l_897) {
const uint64 l_898 = uint64(l_mut_827);
const uint64 l_899 = l_mut_301 * l_898;
const uint64 l_900 = l_mut_394 - l_899;
l_mut_212 = l_900;
const uint32 l_901 = l_mut_827 * l_mut_271;
const uint32 l_902 = l_mut_258 + l_901;
l_mut_895 = l_902;
} else {
const bool l_903 = l_mut_896 == uint32(0);
if (l_903) {
const uint32 l_904 = l_486 - l_mut_271;
const uint32 l_905 = l_904 / l_mut_258;
l_mut_827 = uint32(0);
l_mut_259 = bool(false);
l_mut_259 = bool(true);
const bool l_906 = l_mut_394 == uint64(0);
if (l_906) {
l_mut_827 = l_905;
} else {
if (l_mut_259) {
const bool l_907 = l_mut_394 < l_mut_301;
if (l_907) {
const uint64 l_908 = l_mut_301 - uint64(1);
const uint64 l_909 = l_908 / l_mut_394;
const uint64 l_910 = uint64(l_905);
const bool l_911 = l_909 < l_910;
const uint64 l_912 = uint64(l_905);
const uint64 l_913 = (l_911) ? l_909 : l_912;
const uint32 l_914 = uint32(l_913);
l_mut_827 = l_914;
}
} else {
l_mut_105 = l_mut_301;
while (true) {
const bool l_915 = l_mut_394 < l_mut_105;
const uint32 l_916 = l_mut_827 * l_mut_258;
const uint32 l_917 = l_mut_271 + l_916;
const uint32 l_918 = l_917 + l_mut_258;
const bool l_919 = l_918 < l_486;
const bool l_920 = l_915 && l_919;
const bool l_921 = !l_920;
if (l_921) {
break;}
const uint64 l_922 = l_mut_105 - l_mut_394;
l_mut_105 = l_922;
l_mut_827 = l_mut_827 + uint32(1);
}
}
}
const uint32 l_923 = l_mut_827 * l_mut_258;
const uint32 l_924 = l_mut_271 + l_923;
const uint32 l_925 = l_924 + l_mut_258;
const bool l_926 = l_925 >= l_486;
if (l_926) {
l_mut_896 = uint32(1);
} else {
const uint64 l_927 = uint64(l_mut_827);
const uint64 l_928 = l_mut_394 * l_927;
const uint64 l_929 = l_mut_301 - l_928;
l_mut_158 = l_929;
const uint32 l_930 = l_mut_827 * l_mut_258;
const uint32 l_931 = l_mut_271 + l_930;
l_mut_67 = l_931;
const uint64 l_932 = l_mut_394 - l_mut_158;
l_mut_212 = l_932;
const uint32 l_933 = l_mut_258 + l_mut_67;
l_mut_895 = l_933;
}
}
}
l_mut_394 = l_mut_212;
l_mut_301 = l_mut_158;
l_mut_271 = l_mut_67;
l_mut_258 = l_mut_895;
l_mut_284 = l_mut_127;
const bool l_934 = l_mut_896 == uint32(1);
l_mut_355 = l_934;
const bool l_935 = l_mut_896 == uint32(0);
l_mut_350 = l_935;
} else {
const uint64 l_936 = l_mut_301 - l_mut_284;
l_mut_212 = l_936;
const uint64 l_937 = l_mut_284 - l_784;
l_mut_212 = l_937;
l_mut_158 = l_mut_301;
const bool l_938 = l_mut_212 < l_mut_301;
if (l_938) {
l_mut_158 = l_mut_212;
}
l_mut_259 = bool(false);
l_mut_259 = bool(true);
l_mut_896 = uint32(0);
const bool l_939 = l_mut_394 == uint64(0);
const bool l_940 = !l_939;
const bool l_941 = l_mut_259 && l_940;
const bool l_942 = l_mut_394 < l_mut_158;
const bool l_943 = l_941 && l_942;
const uint32 l_944 = l_mut_258 + l_mut_271;
const bool l_945 = l_944 < l_486;
const bool l_946 = l_943 && l_945;
if (l_946) {
const uint32 l_947 = l_486 - l_mut_258;
const uint32 l_948 = l_947 - l_mut_271;
const uint32 l_949 = l_948 / l_mut_258;
const uint64 l_950 = l_mut_158 - uint64(1);
const uint64 l_951 = l_950 / l_mut_394;
const uint64 l_952 = uint64(l_949);
const bool l_953 = l_951 < l_952;
const uint64 l_954 = uint64(l_949);
const uint64 l_955 = (l_953) ? l_951 : l_954;
const uint32 l_956 = uint32(l_955);
l_mut_896 = l_956;
}
l_mut_212 = l_mut_301;
l_mut_158 = l_mut_394;
l_mut_895 = l_mut_258;
l_mut_827 = l_mut_271;
l_mut_127 = l_mut_284;
l_mut_67 = uint32(0);
const bool l_957 = l_mut_896 > uint32(0);
if (l_957) {
const uint64 l_958 = uint64(l_mut_896);
const uint64 l_959 = l_mut_394 * l_958;
const uint64 l_960 = l_mut_284 - l_959;
l_mut_127 = l_960;
const uint64 l_961 = l_mut_301 - l_959;
l_mut_212 = l_961;
const uint32 l_962 = l_mut_896 * l_mut_258;
const uint32 l_963 = l_mut_271 + l_962;
l_mut_827 = l_963;
} else {
const uint64 l_964 = l_mut_284 - l_mut_394;
l_mut_127 = l_964;
const bool l_965 = l_mut_127 < l_784;
if (l_965) {
l_mut_67 = uint32(2);
}
const bool l_966 = l_mut_67 == uint32(0);
if (l_966) {
const uint32 l_967 = l_486 - l_mut_258;
const uint32 l_968 = l_967 / l_mut_271;
l_mut_896 = uint32(0);
l_mut_259 = bool(false);
l_mut_259 = bool(true);
const bool l_969 = l_mut_301 == uint64(0);
if (l_969) {
l_mut_896 = l_968;
} else {
if (l_mut_259) {
const bool l_970 = l_mut_301 < l_mut_394;
if (l_970) {
const uint64 l_971 = l_mut_394 - uint64(1);
const uint64 l_972 = l_971 / l_mut_301;
const uint64 l_973 = uint64(l_968);
const bool l_974 = l_972 < l_973;
const uint64 l_975 = uint64(l_968);
const uint64 l_976 = (l_974) ? l_972 : l_975;
const uint32 l_977 = uint32(l_976);
l_mut_896 = l_977;
}
} else {
l_mut_105 = l_mut_394;
while (true) {
const bool l_978 = l_mut_301 < l_mut_105;
const uint32 l_979 = l_mut_896 * l_mut_271;
const uint32 l_980 = l_mut_258 + l_979;
const uint32 l_981 = l_980 + l_mut_271;
const bool l_982 = l_981 < l_486;
const bool l_983 = l_978 && l_982;
const bool l_984 = !l_983;
if (l_984) {
break;}
const uint64 l_985 = l_mut_105 - l_mut_301;
l_mut_105 = l_985;
l_mut_896 = l_mut_896 + uint32(1);
}
}
}
const uint32 l_986 = l_mut_896 * l_mut_271;
const uint32 l_987 = l_mut_258 + l_986;
const uint32 l_988 = l_987 + l_mut_271;
const bool l_989 = l_988 >= l_486;
if (l_989) {
l_mut_67 = uint32(1);
} else {
const uint64 l_990 = uint64(l_mut_896);
const uint64 l_991 = l_mut_301 * l_990;
const uint64 l_992 = l_mut_394 - l_991;
l_mut_158 = l_992;
const uint32 l_993 = l_mut_896 * l_mut_271;
const uint32 l_994 = l_mut_258 + l_993;
l_mut_895 = l_994;
const uint64 l_995 = l_mut_301 - l_mut_158;
l_mut_212 = l_995;
const uint32 l_996 = l_mut_271 + l_mut_895;
l_mut_827 = l_996;
}
}
}
l_mut_394 = l_mut_158;
l_mut_301 = l_mut_212;
l_mut_271 = l_mut_827;
l_mut_258 = l_mut_895;
l_mut_284 = l_mut_127;
const bool l_997 = l_mut_67 == uint32(1);
l_mut_355 = l_997;
const bool l_998 = l_mut_67 == uint32(0);
l_mut_350 = l_998;
}
}
const bool l_999 = !l_mut_355;
const bool l_1000 = l_485 && l_999;
if (l_1000) {
const uint32 l_1001 = uint32(1) << l_mut_483;
l_mut_375 = l_mut_375 | l_1001;
l_mut_374 = l_mut_374 + uint32(1);
const uint32 l_1002 = l_484 + l_482;
const uint32 l_1003 = min(l_1002, l_74);
l_mut_896 = uint32(0);

for (uint32 l_mut_1004 = l_484; l_mut_1004 < l_1003; ++l_mut_1004) {
const uint64 l_1005 = uint64(l_mut_1004);
const uint64 l_1006 = l_84 * l_1005;
const uint64 l_1007 = l_93 + l_1006;
const uint64 l_1008 = uint64(uint32(0));
l_mut_394 = l_1008;
const bool l_1009 = l_mut_1004 < uint32(65536);
if (l_1009) {
const uint32 l_1010 = l_mut_1004 * l_mut_1004;
const uint64 l_1011 = l_102 >> uint64(63);
const bool l_1012 = l_1011 == uint64(1);
l_mut_301 = l_102;
if (l_1012) {
const uint64 l_1013 = uint64(uint32(0));
const uint64 l_1014 = l_1013 - l_102;
l_mut_301 = l_1014;
}
const uint64 l_1015 = uint64(l_1010);
const uint64 l_1016 = l_mut_301 & uint64(4294967295);
const uint64 l_1017 = l_1016 * l_1015;
const uint64 l_1018 = l_mut_301 >> uint64(32);
const uint64 l_1019 = l_1018 * l_1015;
const uint64 l_1020 = l_1019 << uint64(32);
const uint64 l_1021 = l_1017 + l_1020;
const uint64 l_1022 = l_1019 >> uint64(32);
const bool l_1023 = l_1021 < l_1017;
const uint64 l_1024 = uint64(l_1023);
const uint64 l_1025 = l_1022 + l_1024;
l_mut_301 = l_1021;
const bool l_1026 = l_24 == uint32(64);
if (l_1026) {
l_mut_301 = l_1025;
} else {
const bool l_1027 = l_24 > uint32(0);
if (l_1027) {
const uint32 l_1028 = uint32(64) - l_24;
const uint64 l_1029 = uint64(l_1028);
const uint64 l_1030 = l_1025 << l_1029;
const uint64 l_1031 = uint64(l_24);
const uint64 l_1032 = l_1021 >> l_1031;
const uint64 l_1033 = l_1030 | l_1032;
l_mut_301 = l_1033;
}
}
l_mut_284 = l_mut_301;
if (l_1012) {
const uint64 l_1034 = uint64(uint32(0));
const uint64 l_1035 = l_1034 - l_mut_284;
l_mut_284 = l_1035;
}
l_mut_394 = l_mut_284;
} else {
const uint64 l_1036 = l_102 >> uint64(63);
const bool l_1037 = l_1036 == uint64(1);
l_mut_301 = l_102;
if (l_1037) {
const uint64 l_1038 = uint64(uint32(0));
const uint64 l_1039 = l_1038 - l_102;
l_mut_301 = l_1039;
}
const uint64 l_1040 = uint64(l_mut_1004);
const uint64 l_1041 = l_mut_301 & uint64(4294967295);
const uint64 l_1042 = l_1041 * l_1040;
const uint64 l_1043 = l_mut_301 >> uint64(32);
const uint64 l_1044 = l_1043 * l_1040;
const uint64 l_1045 = l_1044 << uint64(32);
const uint64 l_1046 = l_1042 + l_1045;
const uint64 l_1047 = l_1044 >> uint64(32);
const bool l_1048 = l_1046 < l_1042;
const uint64 l_1049 = uint64(l_1048);
const uint64 l_1050 = l_1047 + l_1049;
l_mut_284 = l_1046;
const bool l_1051 = uint32(0) == uint32(64);
if (l_1051) {
l_mut_284 = l_1050;
} else {
const bool l_1052 = uint32(0) > uint32(0);
if (l_1052) {
const uint64 l_1053 = uint64(uint32(64));
const uint64 l_1054 = l_1050 << l_1053;
const uint64 l_1055 = uint64(uint32(0));
const uint64 l_1056 = l_1046 >> l_1055;
const uint64 l_1057 = l_1054 | l_1056;
l_mut_284 = l_1057;
}
}
const uint64 l_1058 = uint64(l_mut_1004);
const uint64 l_1059 = l_mut_301 & uint64(4294967295);
const uint64 l_1060 = l_1059 * l_1058;
const uint64 l_1061 = l_mut_301 >> uint64(32);
const uint64 l_1062 = l_1061 * l_1058;
const uint64 l_1063 = l_1062 << uint64(32);
const uint64 l_1064 = l_1060 + l_1063;
const uint64 l_1065 = l_1062 >> uint64(32);
const bool l_1066 = l_1064 < l_1060;
const uint64 l_1067 = uint64(l_1066);
const uint64 l_1068 = l_1065 + l_1067;
l_mut_301 = l_1064;
const bool l_1069 = uint32(64) == uint32(64);
if (l_1069) {
l_mut_301 = l_1068;
} else {
const bool l_1070 = uint32(64) > uint32(0);
if (l_1070) {
const uint64 l_1071 = uint64(uint32(0));
const uint64 l_1072 = l_1068 << l_1071;
const uint64 l_1073 = uint64(uint32(64));
const uint64 l_1074 = l_1064 >> l_1073;
const uint64 l_1075 = l_1072 | l_1074;
l_mut_301 = l_1075;
}
}
const uint64 l_1076 = uint64(l_mut_1004);
const uint64 l_1077 = l_mut_284 & uint64(4294967295);
const uint64 l_1078 = l_1077 * l_1076;
const uint64 l_1079 = l_mut_284 >> uint64(32);
const uint64 l_1080 = l_1079 * l_1076;
const uint64 l_1081 = l_1080 << uint64(32);
const uint64 l_1082 = l_1078 + l_1081;
const uint64 l_1083 = l_1080 >> uint64(32);
const bool l_1084 = l_1082 < l_1078;
const uint64 l_1085 = uint64(l_1084);
const uint64 l_1086 = l_1083 + l_1085;
l_mut_212 = l_1082;
const bool l_1087 = uint32(0) == uint32(64);
if (l_1087) {
l_mut_212 = l_1086;
} else {
const bool l_1088 = uint32(0) > uint32(0);
if (l_1088) {
const uint64 l_1089 = uint64(uint32(64));
const uint64 l_1090 = l_1086 << l_1089;
const uint64 l_1091 = uint64(uint32(0));
const uint64 l_1092 = l_1082 >> l_1091;
const uint64 l_1093 = l_1090 | l_1092;
l_mut_212 = l_1093;
}
}
const uint64 l_1094 = uint64(l_mut_1004);
const uint64 l_1095 = l_mut_284 & uint64(4294967295);
const uint64 l_1096 = l_1095 * l_1094;
const uint64 l_1097 = l_mut_284 >> uint64(32);
const uint64 l_1098 = l_1097 * l_1094;
const uint64 l_1099 = l_1098 << uint64(32);
const uint64 l_1100 = l_1096 + l_1099;
const uint64 l_1101 = l_1098 >> uint64(32);
const bool l_1102 = l_1100 < l_1096;
const uint64 l_1103 = uint64(l_1102);
const uint64 l_1104 = l_1101 + l_1103;
l_mut_284 = l_1100;
const bool l_1105 = uint32(64) == uint32(64);
if (l_1105) {
l_mut_284 = l_1104;
} else {
const bool l_1106 = uint32(64) > uint32(0);
if (l_1106) {
const uint64 l_1107 = uint64(uint32(0));
const uint64 l_1108 = l_1104 << l_1107;
const uint64 l_1109 = uint64(uint32(64));
const uint64 l_1110 = l_1100 >> l_1109;
const uint64 l_1111 = l_1108 | l_1110;
l_mut_284 = l_1111;
}
}
const uint64 l_1112 = uint64(l_mut_1004);
const uint64 l_1113 = l_mut_301 * l_1112;
const uint64 l_1114 = l_mut_284 + l_1113;
l_mut_394 = l_mut_212;
const bool l_1115 = l_24 == uint32(64);
if (l_1115) {
l_mut_394 = l_1114;
} else {
const bool l_1116 = l_24 > uint32(0);
if (l_1116) {
const uint32 l_1117 = uint32(64) - l_24;
const uint64 l_1118 = uint64(l_1117);
const uint64 l_1119 = l_1114 << l_1118;
const uint64 l_1120 = uint64(l_24);
const uint64 l_1121 = l_mut_212 >> l_1120;
const uint64 l_1122 = l_1119 + l_1121;
l_mut_394 = l_1122;
}
}
if (l_1037) {
const uint64 l_1123 = uint64(uint32(0));
const uint64 l_1124 = l_1123 - l_mut_394;
l_mut_394 = l_1124;
}
}
const uint64 l_1125 = l_1007 + l_mut_394;
const uint64 l_1126 = uint64(uint32(0));
const uint64 l_1127 = l_1126 - l_1125;
l_mut_394 = l_1127;
const bool l_1128 = l_1125 < l_mut_394;
if (l_1128) {
l_mut_394 = l_1125;
}
const bool l_1129 = l_mut_394 < l_51;
const uint32 l_1130 = uint32(l_1129);
l_mut_896 = l_mut_896 + l_1130;
}
l_mut_304 = l_mut_304 + l_mut_896;
}
}
const bool l_1131 = l_mut_374 > uint32(0);
if (l_1131) {
const uint32 l_1411 = info.static_meta[uint32(5)];
const uint32 l_1412 = l_1411 * uint32(1);
const uint32 l_1413 = l_1412 - uint32(1);
const uint32 l_1414 = min(uint32(1), l_1413);
uint32* l_1415 = &buffer_5[l_1414];
uint32* l_1132 = l_1415;
const uint32 l_1133 = atomicAdd(l_1132, l_mut_374);
}
const bool l_1134 = l_mut_304 > uint32(0);
if (l_1134) {
const uint32 l_1416 = info.static_meta[uint32(5)];
const uint32 l_1417 = l_1416 * uint32(1);
const uint32 l_1418 = l_1417 - uint32(1);
const uint32 l_1419 = min(uint32(2), l_1418);
uint32* l_1420 = &buffer_5[l_1419];
uint32* l_1135 = l_1420;
const uint32 l_1136 = atomicAdd(l_1135, l_mut_304);
l_mut_896 = l_1136;

for (uint32 l_mut_1137 = uint32(0); l_mut_1137 < uint32(8); ++l_mut_1137) {
const uint32 l_1138 = l_mut_375 >> l_mut_1137;
const uint32 l_1139 = l_1138 & uint32(1);
const bool l_1140 = l_1139 == uint32(1);
if (l_1140) {
const uint32 l_1141 = l_mut_1137 * l_482;
const uint32 l_1142 = l_1141 + l_482;
const uint32 l_1143 = min(l_1142, l_74);
l_mut_895 = l_mut_896;

for (uint32 l_mut_1144 = l_1141; l_mut_1144 < l_1143; ++l_mut_1144) {
const uint64 l_1145 = uint64(l_mut_1144);
const uint64 l_1146 = l_84 * l_1145;
const uint64 l_1147 = l_93 + l_1146;
const uint64 l_1148 = uint64(uint32(0));
l_mut_394 = l_1148;
const bool l_1149 = l_mut_1144 < uint32(65536);
if (l_1149) {
const uint32 l_1150 = l_mut_1144 * l_mut_1144;
const uint64 l_1151 = l_102 >> uint64(63);
const bool l_1152 = l_1151 == uint64(1);
l_mut_301 = l_102;
if (l_1152) {
const uint64 l_1153 = uint64(uint32(0));
const uint64 l_1154 = l_1153 - l_102;
l_mut_301 = l_1154;
}
const uint64 l_1155 = uint64(l_1150);
const uint64 l_1156 = l_mut_301 & uint64(4294967295);
const uint64 l_1157 = l_1156 * l_1155;
const uint64 l_1158 = l_mut_301 >> uint64(32);
const uint64 l_1159 = l_1158 * l_1155;
const uint64 l_1160 = l_1159 << uint64(32);
const uint64 l_1161 = l_1157 + l_1160;
const uint64 l_1162 = l_1159 >> uint64(32);
const bool l_1163 = l_1161 < l_1157;
const uint64 l_1164 = uint64(l_1163);
const uint64 l_1165 = l_1162 + l_1164;
l_mut_301 = l_1161;
const bool l_1166 = l_24 == uint32(64);
if (l_1166) {
l_mut_301 = l_1165;
} else {
const bool l_1167 = l_24 > uint32(0);
if (l_1167) {
const uint32 l_1168 = uint32(64) - l_24;
const uint64 l_1169 = uint64(l_1168);
const uint64 l_1170 = l_1165 << l_1169;
const uint64 l_1171 = uint64(l_24);
const uint64 l_1172 = l_1161 >> l_1171;
const uint64 l_1173 = l_1170 | l_1172;
l_mut_301 = l_1173;
}
}
l_mut_284 = l_mut_301;
if (l_1152) {
const uint64 l_1174 = uint64(uint32(0));
const uint64 l_1175 = l_1174 - l_mut_284;
l_mut_284 = l_1175;
}
l_mut_394 = l_mut_284;
} else {
const uint64 l_1176 = l_102 >> uint64(63);
const bool l_1177 = l_1176 == uint64(1);
l_mut_301 = l_102;
if (l_1177) {
const uint64 l_1178 = uint64(uint32(0));
const uint64 l_1179 = l_1178 - l_102;
l_mut_301 = l_1179;
}
const uint64 l_1180 = uint64(l_mut_1144);
const uint64 l_1181 = l_mut_301 & uint64(4294967295);
const uint64 l_1182 = l_1181 * l_1180;
const uint64 l_1183 = l_mut_301 >> uint64(32);
const uint64 l_1184 = l_1183 * l_1180;
const uint64 l_1185 = l_1184 << uint64(32);
const uint64 l_1186 = l_1182 + l_1185;
const uint64 l_1187 = l_1184 >> uint64(32);
const bool l_1188 = l_1186 < l_1182;
const uint64 l_1189 = uint64(l_1188);
const uint64 l_1190 = l_1187 + l_1189;
l_mut_284 = l_1186;
const bool l_1191 = uint32(0) == uint32(64);
if (l_1191) {
l_mut_284 = l_1190;
} else {
const bool l_1192 = uint32(0) > uint32(0);
if (l_1192) {
const uint64 l_1193 = uint64(uint32(64));
const uint64 l_1194 = l_1190 << l_1193;
const uint64 l_1195 = uint64(uint32(0));
const uint64 l_1196 = l_1186 >> l_1195;
const uint64 l_1197 = l_1194 | l_1196;
l_mut_284 = l_1197;
}
}
const uint64 l_1198 = uint64(l_mut_1144);
const uint64 l_1199 = l_mut_301 & uint64(4294967295);
const uint64 l_1200 = l_1199 * l_1198;
const uint64 l_1201 = l_mut_301 >> uint64(32);
const uint64 l_1202 = l_1201 * l_1198;
const uint64 l_1203 = l_1202 << uint64(32);
const uint64 l_1204 = l_1200 + l_1203;
const uint64 l_1205 = l_1202 >> uint64(32);
const bool l_1206 = l_1204 < l_1200;
const uint64 l_1207 = uint64(l_1206);
const uint64 l_1208 = l_1205 + l_1207;
l_mut_301 = l_1204;
const bool l_1209 = uint32(64) == uint32(64);
if (l_1209) {
l_mut_301 = l_1208;
} else {
const bool l_1210 = uint32(64) > uint32(0);
if (l_1210) {
const uint64 l_1211 = uint64(uint32(0));
const uint64 l_1212 = l_1208 << l_1211;
const uint64 l_1213 = uint64(uint32(64));
const uint64 l_1214 = l_1204 >> l_1213;
const uint64 l_1215 = l_1212 | l_1214;
l_mut_301 = l_1215;
}
}
const uint64 l_1216 = uint64(l_mut_1144);
const uint64 l_1217 = l_mut_284 & uint64(4294967295);
const uint64 l_1218 = l_1217 * l_1216;
const uint64 l_1219 = l_mut_284 >> uint64(32);
const uint64 l_1220 = l_1219 * l_1216;
const uint64 l_1221 = l_1220 << uint64(32);
const uint64 l_1222 = l_1218 + l_1221;
const uint64 l_1223 = l_1220 >> uint64(32);
const bool l_1224 = l_1222 < l_1218;
const uint64 l_1225 = uint64(l_1224);
const uint64 l_1226 = l_1223 + l_1225;
l_mut_212 = l_1222;
const bool l_1227 = uint32(0) == uint32(64);
if (l_1227) {
l_mut_212 = l_1226;
} else {
const bool l_1228 = uint32(0) > uint32(0);
if (l_1228) {
const uint64 l_1229 = uint64(uint32(64));
const uint64 l_1230 = l_1226 << l_1229;
const uint64 l_1231 = uint64(uint32(0));
const uint64 l_1232 = l_1222 >> l_1231;
const uint64 l_1233 = l_1230 | l_1232;
l_mut_212 = l_1233;
}
}
const uint64 l_1234 = uint64(l_mut_1144);
const uint64 l_1235 = l_mut_284 & uint64(4294967295);
const uint64 l_1236 = l_1235 * l_1234;
const uint64 l_1237 = l_mut_284 >> uint64(32);
const uint64 l_1238 = l_1237 * l_1234;
const uint64 l_1239 = l_1238 << uint64(32);
const uint64 l_1240 = l_1236 + l_1239;
const uint64 l_1241 = l_1238 >> uint64(32);
const bool l_1242 = l_1240 < l_1236;
const uint64 l_1243 = uint64(l_1242);
const uint64 l_1244 = l_1241 + l_1243;
l_mut_284 = l_1240;
const bool l_1245 = uint32(64) == uint32(64);
if (l_1245) {
l_mut_284 = l_1244;
} else {
const bool l_1246 = uint32(64) > uint32(0);
if (l_1246) {
const uint64 l_1247 = uint64(uint32(0));
const uint64 l_1248 = l_1244 << l_1247;
const uint64 l_1249 = uint64(uint32(64));
const uint64 l_1250 = l_1240 >> l_1249;
const uint64 l_1251 = l_1248 | l_1250;
l_mut_284 = l_1251;
}
}
const uint64 l_1252 = uint64(l_mut_1144);
const uint64 l_1253 = l_mut_301 * l_1252;
const uint64 l_1254 = l_mut_284 + l_1253;
l_mut_394 = l_mut_212;
const bool l_1255 = l_24 == uint32(64);
if (l_1255) {
l_mut_394 = l_1254;
} else {
const bool l_1256 = l_24 > uint32(0);
if (l_1256) {
const uint32 l_1257 = uint32(64) - l_24;
const uint64 l_1258 = uint64(l_1257);
const uint64 l_1259 = l_1254 << l_1258;
const uint64 l_1260 = uint64(l_24);
const uint64 l_1261 = l_mut_212 >> l_1260;
const uint64 l_1262 = l_1259 + l_1261;
l_mut_394 = l_1262;
}
}
if (l_1177) {
const uint64 l_1263 = uint64(uint32(0));
const uint64 l_1264 = l_1263 - l_mut_394;
l_mut_394 = l_1264;
}
}
const uint64 l_1265 = l_1147 + l_mut_394;
const uint64 l_1266 = uint64(uint32(0));
const uint64 l_1267 = l_1266 - l_1265;
l_mut_394 = l_1267;
const bool l_1268 = l_1265 < l_mut_394;
if (l_1268) {
l_mut_394 = l_1265;
}
const bool l_1269 = l_mut_394 < l_51;
if (l_1269) {
const uint32 l_1270 = l_mut_895 * uint32(2);
const uint32 l_1271 = l_1270 + uint32(1);
const uint32 l_1272 = info.static_meta[uint32(10)];
const bool l_1273 = l_1271 < l_1272;
if (l_1273) {
const uint32 l_1421 = info.static_meta[uint32(4)];
const uint32 l_1422 = l_1421 * uint32(1);
const bool l_1423 = l_1270 < l_1422;
if (l_1423) {
buffer_4[l_1270] = idxGlobal;
}
const uint32 l_1274 = l_1270 + uint32(1);
const uint32 l_1424 = info.static_meta[uint32(4)];
const uint32 l_1425 = l_1424 * uint32(1);
const bool l_1426 = l_1274 < l_1425;
if (l_1426) {
buffer_4[l_1274] = l_mut_1144;
}
}
l_mut_895 = l_mut_895 + uint32(1);
}
}
l_mut_896 = l_mut_895;
}
}
}
}
}

}
