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
    uint32 static_meta[14];
};


extern "C" __global__ void __launch_bounds__(64)phase2 (
    const uint32* __restrict__ buffer_0, const uint32* __restrict__ buffer_1, const uint32* __restrict__ buffer_2, const uint32* __restrict__ buffer_3, const uint32* __restrict__ buffer_4, uint32* buffer_5, uint32* buffer_6, const __grid_constant__ info_st info
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
bool l_mut_619;
bool l_mut_626;
bool l_mut_897;
bool l_mut_914;
uint32 l_mut_1005;
uint32 l_mut_1010;
uint32 l_mut_150;
uint32 l_mut_156;
uint32 l_mut_218;
uint32 l_mut_224;
uint32 l_mut_274;
uint32 l_mut_280;
uint32 l_mut_35;
uint32 l_mut_651;
uint32 l_mut_657;
uint32 l_mut_663;
uint32 l_mut_690;
uint32 l_mut_697;
uint32 l_mut_708;
uint32 l_mut_709;
uint32 l_mut_710;
uint32 l_mut_713;
uint32 l_mut_714;
uint32 l_mut_719;
uint32 l_mut_72;
uint32 l_mut_87;
uint32 l_mut_93;
uint32 l_mut_99;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1288 = info.static_meta[uint32(6)];
const uint32 l_1289 = l_1288 * uint32(1);
const uint32 l_1290 = l_1289 - uint32(1);
const uint32 l_1291 = min(uint32(3), l_1290);
uint32* l_1292 = &buffer_6[l_1291];
uint32* l_1 = l_1292;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = info.static_meta[uint32(11)];
const uint32 l_4 = l_3 * uint32(8);
const bool l_5 = idxGlobal < l_4;
if (l_5) {
const uint32 l_6 = uint32(2) * uint32(0);
const uint32 l_1293 = info.static_meta[uint32(3)];
const uint32 l_1294 = l_1293 * uint32(1);
const bool l_1295 = l_6 < l_1294;
const uint32 l_1296 = l_1294 - uint32(1);
const uint32 l_1297 = min(l_6, l_1296);
const uint32 l_1298 = buffer_3[l_1297];
const uint32 l_1299 = (l_1295) ? l_1298 : uint32(0);
const uint32 l_7 = l_1299;
const uint32 l_8 = uint32(2) * uint32(0);
const uint32 l_9 = l_8 + uint32(1);
const uint32 l_1300 = info.static_meta[uint32(3)];
const uint32 l_1301 = l_1300 * uint32(1);
const bool l_1302 = l_9 < l_1301;
const uint32 l_1303 = l_1301 - uint32(1);
const uint32 l_1304 = min(l_9, l_1303);
const uint32 l_1305 = buffer_3[l_1304];
const uint32 l_1306 = (l_1302) ? l_1305 : uint32(0);
const uint32 l_10 = l_1306;
const uint32 l_11 = uint32(2) * uint32(1);
const uint32 l_1307 = info.static_meta[uint32(3)];
const uint32 l_1308 = l_1307 * uint32(1);
const bool l_1309 = l_11 < l_1308;
const uint32 l_1310 = l_1308 - uint32(1);
const uint32 l_1311 = min(l_11, l_1310);
const uint32 l_1312 = buffer_3[l_1311];
const uint32 l_1313 = (l_1309) ? l_1312 : uint32(0);
const uint32 l_12 = l_1313;
const uint32 l_13 = uint32(2) * uint32(1);
const uint32 l_14 = l_13 + uint32(1);
const uint32 l_1314 = info.static_meta[uint32(3)];
const uint32 l_1315 = l_1314 * uint32(1);
const bool l_1316 = l_14 < l_1315;
const uint32 l_1317 = l_1315 - uint32(1);
const uint32 l_1318 = min(l_14, l_1317);
const uint32 l_1319 = buffer_3[l_1318];
const uint32 l_1320 = (l_1316) ? l_1319 : uint32(0);
const uint32 l_15 = l_1320;
const uint32 l_16 = uint32(2) * uint32(2);
const uint32 l_1321 = info.static_meta[uint32(3)];
const uint32 l_1322 = l_1321 * uint32(1);
const bool l_1323 = l_16 < l_1322;
const uint32 l_1324 = l_1322 - uint32(1);
const uint32 l_1325 = min(l_16, l_1324);
const uint32 l_1326 = buffer_3[l_1325];
const uint32 l_1327 = (l_1323) ? l_1326 : uint32(0);
const uint32 l_17 = l_1327;
const uint32 l_18 = uint32(2) * uint32(2);
const uint32 l_19 = l_18 + uint32(1);
const uint32 l_1328 = info.static_meta[uint32(3)];
const uint32 l_1329 = l_1328 * uint32(1);
const bool l_1330 = l_19 < l_1329;
const uint32 l_1331 = l_1329 - uint32(1);
const uint32 l_1332 = min(l_19, l_1331);
const uint32 l_1333 = buffer_3[l_1332];
const uint32 l_1334 = (l_1330) ? l_1333 : uint32(0);
const uint32 l_20 = l_1334;
const uint32 l_21 = uint32(2) * uint32(3);
const uint32 l_1335 = info.static_meta[uint32(3)];
const uint32 l_1336 = l_1335 * uint32(1);
const bool l_1337 = l_21 < l_1336;
const uint32 l_1338 = l_1336 - uint32(1);
const uint32 l_1339 = min(l_21, l_1338);
const uint32 l_1340 = buffer_3[l_1339];
const uint32 l_1341 = (l_1337) ? l_1340 : uint32(0);
const uint32 l_22 = l_1341;
const uint32 l_23 = uint32(2) * uint32(3);
const uint32 l_24 = l_23 + uint32(1);
const uint32 l_1342 = info.static_meta[uint32(3)];
const uint32 l_1343 = l_1342 * uint32(1);
const bool l_1344 = l_24 < l_1343;
const uint32 l_1345 = l_1343 - uint32(1);
const uint32 l_1346 = min(l_24, l_1345);
const uint32 l_1347 = buffer_3[l_1346];
const uint32 l_1348 = (l_1344) ? l_1347 : uint32(0);
const uint32 l_25 = l_1348;
const uint32 l_26 = idxGlobal / uint32(8);
const uint32 l_1349 = info.static_meta[uint32(4)];
const uint32 l_1350 = l_1349 * uint32(1);
const bool l_1351 = l_26 < l_1350;
const uint32 l_1352 = l_1350 - uint32(1);
const uint32 l_1353 = min(l_26, l_1352);
const uint32 l_1354 = buffer_4[l_1353];
const uint32 l_1355 = (l_1351) ? l_1354 : uint32(0);
const uint32 l_27 = l_1355;
const uint32 l_28 = idxGlobal % uint32(8);
const uint32 l_29 = l_7 / uint32(8);
const uint32 l_30 = l_28 * l_29;
const uint32 l_31 = l_27 * l_7;
const uint32 l_32 = __umulhi(l_27, l_7);
const uint32 l_33 = uint32(0) * l_7;
const uint32 l_34 = l_32 + l_33;
l_mut_35 = uint32(0);
const bool l_36 = l_34 < l_25;
const bool l_37 = l_34 == l_25;
const bool l_38 = l_31 < l_22;
const bool l_39 = l_37 && l_38;
const bool l_40 = l_36 || l_39;
if (l_40) {
const uint32 l_41 = l_22 - l_31;
const uint32 l_42 = l_25 - l_34;
const bool l_43 = l_22 < l_31;
const uint32 l_44 = uint32(l_43);
const uint32 l_45 = l_42 - l_44;
l_mut_35 = l_7;
const bool l_46 = l_45 < uint32(0);
const bool l_47 = l_45 == uint32(0);
const bool l_48 = l_41 < l_7;
const bool l_49 = l_47 && l_48;
const bool l_50 = l_46 || l_49;
if (l_50) {
l_mut_35 = l_41;
}
}
const bool l_51 = l_30 < l_mut_35;
if (l_51) {
const uint32 l_52 = uint32(2) * l_27;
const uint32 l_1356 = info.static_meta[uint32(0)];
const uint32 l_1357 = l_1356 * uint32(1);
const bool l_1358 = l_52 < l_1357;
const uint32 l_1359 = l_1357 - uint32(1);
const uint32 l_1360 = min(l_52, l_1359);
const uint32 l_1361 = buffer_0[l_1360];
const uint32 l_1362 = (l_1358) ? l_1361 : uint32(0);
const uint32 l_53 = l_1362;
const uint32 l_54 = uint32(2) * l_27;
const uint32 l_55 = l_54 + uint32(1);
const uint32 l_1363 = info.static_meta[uint32(0)];
const uint32 l_1364 = l_1363 * uint32(1);
const bool l_1365 = l_55 < l_1364;
const uint32 l_1366 = l_1364 - uint32(1);
const uint32 l_1367 = min(l_55, l_1366);
const uint32 l_1368 = buffer_0[l_1367];
const uint32 l_1369 = (l_1365) ? l_1368 : uint32(0);
const uint32 l_56 = l_1369;
const uint32 l_57 = uint32(2) * l_27;
const uint32 l_1370 = info.static_meta[uint32(1)];
const uint32 l_1371 = l_1370 * uint32(1);
const bool l_1372 = l_57 < l_1371;
const uint32 l_1373 = l_1371 - uint32(1);
const uint32 l_1374 = min(l_57, l_1373);
const uint32 l_1375 = buffer_1[l_1374];
const uint32 l_1376 = (l_1372) ? l_1375 : uint32(0);
const uint32 l_58 = l_1376;
const uint32 l_59 = uint32(2) * l_27;
const uint32 l_60 = l_59 + uint32(1);
const uint32 l_1377 = info.static_meta[uint32(1)];
const uint32 l_1378 = l_1377 * uint32(1);
const bool l_1379 = l_60 < l_1378;
const uint32 l_1380 = l_1378 - uint32(1);
const uint32 l_1381 = min(l_60, l_1380);
const uint32 l_1382 = buffer_1[l_1381];
const uint32 l_1383 = (l_1379) ? l_1382 : uint32(0);
const uint32 l_61 = l_1383;
const uint32 l_62 = uint32(2) * l_27;
const uint32 l_1384 = info.static_meta[uint32(2)];
const uint32 l_1385 = l_1384 * uint32(1);
const bool l_1386 = l_62 < l_1385;
const uint32 l_1387 = l_1385 - uint32(1);
const uint32 l_1388 = min(l_62, l_1387);
const uint32 l_1389 = buffer_2[l_1388];
const uint32 l_1390 = (l_1386) ? l_1389 : uint32(0);
const uint32 l_63 = l_1390;
const uint32 l_64 = uint32(2) * l_27;
const uint32 l_65 = l_64 + uint32(1);
const uint32 l_1391 = info.static_meta[uint32(2)];
const uint32 l_1392 = l_1391 * uint32(1);
const bool l_1393 = l_65 < l_1392;
const uint32 l_1394 = l_1392 - uint32(1);
const uint32 l_1395 = min(l_65, l_1394);
const uint32 l_1396 = buffer_2[l_1395];
const uint32 l_1397 = (l_1393) ? l_1396 : uint32(0);
const uint32 l_66 = l_1397;
const uint32 l_67 = l_7 / uint32(8);
const uint32 l_68 = l_28 * l_67;
const uint32 l_69 = l_68 + l_68;
const uint32 l_70 = l_66 >> uint32(31);
const bool l_71 = l_70 == uint32(1);
l_mut_35 = l_63;
l_mut_72 = l_66;
if (l_71) {
const uint32 l_73 = uint32(0) - l_63;
const uint32 l_74 = uint32(0) - l_66;
const bool l_75 = uint32(0) < l_63;
const uint32 l_76 = uint32(l_75);
const uint32 l_77 = l_74 - l_76;
l_mut_35 = l_73;
l_mut_72 = l_77;
}
const uint32 l_78 = l_mut_35 * l_69;
const uint32 l_79 = l_mut_72 * l_69;
const uint32 l_80 = __umulhi(l_mut_35, l_69);
const uint32 l_81 = l_80 + l_79;
const uint32 l_82 = __umulhi(l_mut_72, l_69);
const bool l_83 = l_81 < l_79;
const uint32 l_84 = uint32(l_83);
const uint32 l_85 = l_82 + l_84;
const uint32 l_86 = l_12 % uint32(32);
l_mut_87 = l_78;
const bool l_88 = l_86 > uint32(0);
if (l_88) {
const uint32 l_89 = l_78 >> l_86;
const uint32 l_90 = uint32(32) - l_86;
const uint32 l_91 = l_81 << l_90;
const uint32 l_92 = l_89 | l_91;
l_mut_87 = l_92;
}
l_mut_93 = l_81;
const bool l_94 = l_86 > uint32(0);
if (l_94) {
const uint32 l_95 = l_81 >> l_86;
const uint32 l_96 = uint32(32) - l_86;
const uint32 l_97 = l_85 << l_96;
const uint32 l_98 = l_95 | l_97;
l_mut_93 = l_98;
}
l_mut_99 = l_mut_87;
l_mut_87 = l_mut_93;
const bool l_100 = l_12 >= uint32(64);
if (l_100) {
l_mut_99 = l_85;
l_mut_87 = uint32(0);
} else {
const bool l_101 = l_12 >= uint32(32);
if (l_101) {
l_mut_93 = l_81;
const bool l_102 = l_86 > uint32(0);
if (l_102) {
const uint32 l_103 = l_81 >> l_86;
const uint32 l_104 = uint32(32) - l_86;
const uint32 l_105 = l_85 << l_104;
const uint32 l_106 = l_103 | l_105;
l_mut_93 = l_106;
}
const uint32 l_107 = l_85 >> l_86;
l_mut_99 = l_mut_93;
l_mut_87 = l_107;
}
}
l_mut_93 = l_mut_99;
l_mut_99 = l_mut_87;
if (l_71) {
const uint32 l_108 = uint32(0) - l_mut_93;
const uint32 l_109 = uint32(0) - l_mut_99;
const bool l_110 = uint32(0) < l_mut_93;
const uint32 l_111 = uint32(l_110);
const uint32 l_112 = l_109 - l_111;
l_mut_93 = l_108;
l_mut_99 = l_112;
}
const uint32 l_113 = l_53 + l_mut_93;
const uint32 l_114 = l_56 + l_mut_99;
const bool l_115 = l_113 < l_53;
const uint32 l_116 = uint32(l_115);
const uint32 l_117 = l_114 + l_116;
const uint32 l_118 = l_53 * l_68;
const uint32 l_119 = __umulhi(l_53, l_68);
const uint32 l_120 = l_56 * l_68;
const uint32 l_121 = l_119 + l_120;
const uint32 l_122 = l_58 + l_118;
const uint32 l_123 = l_61 + l_121;
const bool l_124 = l_122 < l_58;
const uint32 l_125 = uint32(l_124);
const uint32 l_126 = l_123 + l_125;
l_mut_99 = uint32(0);
l_mut_93 = uint32(0);
const bool l_127 = l_68 < uint32(65536);
if (l_127) {
const uint32 l_128 = l_68 * l_68;
const uint32 l_129 = l_66 >> uint32(31);
const bool l_130 = l_129 == uint32(1);
l_mut_87 = l_63;
l_mut_72 = l_66;
if (l_130) {
const uint32 l_131 = uint32(0) - l_63;
const uint32 l_132 = uint32(0) - l_66;
const bool l_133 = uint32(0) < l_63;
const uint32 l_134 = uint32(l_133);
const uint32 l_135 = l_132 - l_134;
l_mut_87 = l_131;
l_mut_72 = l_135;
}
const uint32 l_136 = l_mut_87 * l_128;
const uint32 l_137 = l_mut_72 * l_128;
const uint32 l_138 = __umulhi(l_mut_87, l_128);
const uint32 l_139 = l_138 + l_137;
const uint32 l_140 = __umulhi(l_mut_72, l_128);
const bool l_141 = l_139 < l_137;
const uint32 l_142 = uint32(l_141);
const uint32 l_143 = l_140 + l_142;
const uint32 l_144 = l_12 % uint32(32);
l_mut_35 = l_136;
const bool l_145 = l_144 > uint32(0);
if (l_145) {
const uint32 l_146 = l_136 >> l_144;
const uint32 l_147 = uint32(32) - l_144;
const uint32 l_148 = l_139 << l_147;
const uint32 l_149 = l_146 | l_148;
l_mut_35 = l_149;
}
l_mut_150 = l_139;
const bool l_151 = l_144 > uint32(0);
if (l_151) {
const uint32 l_152 = l_139 >> l_144;
const uint32 l_153 = uint32(32) - l_144;
const uint32 l_154 = l_143 << l_153;
const uint32 l_155 = l_152 | l_154;
l_mut_150 = l_155;
}
l_mut_156 = l_mut_35;
l_mut_35 = l_mut_150;
const bool l_157 = l_12 >= uint32(64);
if (l_157) {
l_mut_156 = l_143;
l_mut_35 = uint32(0);
} else {
const bool l_158 = l_12 >= uint32(32);
if (l_158) {
l_mut_150 = l_139;
const bool l_159 = l_144 > uint32(0);
if (l_159) {
const uint32 l_160 = l_139 >> l_144;
const uint32 l_161 = uint32(32) - l_144;
const uint32 l_162 = l_143 << l_161;
const uint32 l_163 = l_160 | l_162;
l_mut_150 = l_163;
}
const uint32 l_164 = l_143 >> l_144;
l_mut_156 = l_mut_150;
l_mut_35 = l_164;
}
}
l_mut_150 = l_mut_156;
l_mut_156 = l_mut_35;
if (l_130) {
const uint32 l_165 = uint32(0) - l_mut_150;
const uint32 l_166 = uint32(0) - l_mut_156;
const bool l_167 = uint32(0) < l_mut_150;
const uint32 l_168 = uint32(l_167);
const uint32 l_169 = l_166 - l_168;
l_mut_150 = l_165;
l_mut_156 = l_169;
}
l_mut_99 = l_mut_150;
l_mut_93 = l_mut_156;
} else {
const uint32 l_170 = l_66 >> uint32(31);
const bool l_171 = l_170 == uint32(1);
l_mut_156 = l_63;
l_mut_150 = l_66;
if (l_171) {
const uint32 l_172 = uint32(0) - l_63;
const uint32 l_173 = uint32(0) - l_66;
const bool l_174 = uint32(0) < l_63;
const uint32 l_175 = uint32(l_174);
const uint32 l_176 = l_173 - l_175;
l_mut_156 = l_172;
l_mut_150 = l_176;
}
const uint32 l_177 = l_mut_156 * l_68;
const uint32 l_178 = l_mut_150 * l_68;
const uint32 l_179 = __umulhi(l_mut_156, l_68);
const uint32 l_180 = l_179 + l_178;
const uint32 l_181 = __umulhi(l_mut_150, l_68);
const bool l_182 = l_180 < l_178;
const uint32 l_183 = uint32(l_182);
const uint32 l_184 = l_181 + l_183;
const uint32 l_185 = uint32(0) % uint32(32);
l_mut_87 = l_177;
const bool l_186 = l_185 > uint32(0);
if (l_186) {
const uint32 l_187 = l_177 >> l_185;
const uint32 l_188 = uint32(32) - l_185;
const uint32 l_189 = l_180 << l_188;
const uint32 l_190 = l_187 | l_189;
l_mut_87 = l_190;
}
l_mut_72 = l_180;
const bool l_191 = l_185 > uint32(0);
if (l_191) {
const uint32 l_192 = l_180 >> l_185;
const uint32 l_193 = uint32(32) - l_185;
const uint32 l_194 = l_184 << l_193;
const uint32 l_195 = l_192 | l_194;
l_mut_72 = l_195;
}
l_mut_35 = l_mut_87;
l_mut_87 = l_mut_72;
const bool l_196 = uint32(0) >= uint32(64);
if (l_196) {
l_mut_35 = l_184;
l_mut_87 = uint32(0);
} else {
const bool l_197 = uint32(0) >= uint32(32);
if (l_197) {
l_mut_72 = l_180;
const bool l_198 = l_185 > uint32(0);
if (l_198) {
const uint32 l_199 = l_180 >> l_185;
const uint32 l_200 = uint32(32) - l_185;
const uint32 l_201 = l_184 << l_200;
const uint32 l_202 = l_199 | l_201;
l_mut_72 = l_202;
}
const uint32 l_203 = l_184 >> l_185;
l_mut_35 = l_mut_72;
l_mut_87 = l_203;
}
}
const uint32 l_204 = l_mut_156 * l_68;
const uint32 l_205 = l_mut_150 * l_68;
const uint32 l_206 = __umulhi(l_mut_156, l_68);
const uint32 l_207 = l_206 + l_205;
const uint32 l_208 = __umulhi(l_mut_150, l_68);
const bool l_209 = l_207 < l_205;
const uint32 l_210 = uint32(l_209);
const uint32 l_211 = l_208 + l_210;
const uint32 l_212 = uint32(64) % uint32(32);
l_mut_72 = l_204;
const bool l_213 = l_212 > uint32(0);
if (l_213) {
const uint32 l_214 = l_204 >> l_212;
const uint32 l_215 = uint32(32) - l_212;
const uint32 l_216 = l_207 << l_215;
const uint32 l_217 = l_214 | l_216;
l_mut_72 = l_217;
}
l_mut_218 = l_207;
const bool l_219 = l_212 > uint32(0);
if (l_219) {
const uint32 l_220 = l_207 >> l_212;
const uint32 l_221 = uint32(32) - l_212;
const uint32 l_222 = l_211 << l_221;
const uint32 l_223 = l_220 | l_222;
l_mut_218 = l_223;
}
l_mut_224 = l_mut_72;
l_mut_72 = l_mut_218;
const bool l_225 = uint32(64) >= uint32(64);
if (l_225) {
l_mut_224 = l_211;
l_mut_72 = uint32(0);
} else {
const bool l_226 = uint32(64) >= uint32(32);
if (l_226) {
l_mut_218 = l_207;
const bool l_227 = l_212 > uint32(0);
if (l_227) {
const uint32 l_228 = l_207 >> l_212;
const uint32 l_229 = uint32(32) - l_212;
const uint32 l_230 = l_211 << l_229;
const uint32 l_231 = l_228 | l_230;
l_mut_218 = l_231;
}
const uint32 l_232 = l_211 >> l_212;
l_mut_224 = l_mut_218;
l_mut_72 = l_232;
}
}
const uint32 l_233 = l_mut_35 * l_68;
const uint32 l_234 = l_mut_87 * l_68;
const uint32 l_235 = __umulhi(l_mut_35, l_68);
const uint32 l_236 = l_235 + l_234;
const uint32 l_237 = __umulhi(l_mut_87, l_68);
const bool l_238 = l_236 < l_234;
const uint32 l_239 = uint32(l_238);
const uint32 l_240 = l_237 + l_239;
const uint32 l_241 = uint32(0) % uint32(32);
l_mut_218 = l_233;
const bool l_242 = l_241 > uint32(0);
if (l_242) {
const uint32 l_243 = l_233 >> l_241;
const uint32 l_244 = uint32(32) - l_241;
const uint32 l_245 = l_236 << l_244;
const uint32 l_246 = l_243 | l_245;
l_mut_218 = l_246;
}
l_mut_156 = l_236;
const bool l_247 = l_241 > uint32(0);
if (l_247) {
const uint32 l_248 = l_236 >> l_241;
const uint32 l_249 = uint32(32) - l_241;
const uint32 l_250 = l_240 << l_249;
const uint32 l_251 = l_248 | l_250;
l_mut_156 = l_251;
}
l_mut_150 = l_mut_218;
l_mut_218 = l_mut_156;
const bool l_252 = uint32(0) >= uint32(64);
if (l_252) {
l_mut_150 = l_240;
l_mut_218 = uint32(0);
} else {
const bool l_253 = uint32(0) >= uint32(32);
if (l_253) {
l_mut_156 = l_236;
const bool l_254 = l_241 > uint32(0);
if (l_254) {
const uint32 l_255 = l_236 >> l_241;
const uint32 l_256 = uint32(32) - l_241;
const uint32 l_257 = l_240 << l_256;
const uint32 l_258 = l_255 | l_257;
l_mut_156 = l_258;
}
const uint32 l_259 = l_240 >> l_241;
l_mut_150 = l_mut_156;
l_mut_218 = l_259;
}
}
const uint32 l_260 = l_mut_35 * l_68;
const uint32 l_261 = l_mut_87 * l_68;
const uint32 l_262 = __umulhi(l_mut_35, l_68);
const uint32 l_263 = l_262 + l_261;
const uint32 l_264 = __umulhi(l_mut_87, l_68);
const bool l_265 = l_263 < l_261;
const uint32 l_266 = uint32(l_265);
const uint32 l_267 = l_264 + l_266;
const uint32 l_268 = uint32(64) % uint32(32);
l_mut_156 = l_260;
const bool l_269 = l_268 > uint32(0);
if (l_269) {
const uint32 l_270 = l_260 >> l_268;
const uint32 l_271 = uint32(32) - l_268;
const uint32 l_272 = l_263 << l_271;
const uint32 l_273 = l_270 | l_272;
l_mut_156 = l_273;
}
l_mut_274 = l_263;
const bool l_275 = l_268 > uint32(0);
if (l_275) {
const uint32 l_276 = l_263 >> l_268;
const uint32 l_277 = uint32(32) - l_268;
const uint32 l_278 = l_267 << l_277;
const uint32 l_279 = l_276 | l_278;
l_mut_274 = l_279;
}
l_mut_280 = l_mut_156;
l_mut_156 = l_mut_274;
const bool l_281 = uint32(64) >= uint32(64);
if (l_281) {
l_mut_280 = l_267;
l_mut_156 = uint32(0);
} else {
const bool l_282 = uint32(64) >= uint32(32);
if (l_282) {
l_mut_274 = l_263;
const bool l_283 = l_268 > uint32(0);
if (l_283) {
const uint32 l_284 = l_263 >> l_268;
const uint32 l_285 = uint32(32) - l_268;
const uint32 l_286 = l_267 << l_285;
const uint32 l_287 = l_284 | l_286;
l_mut_274 = l_287;
}
const uint32 l_288 = l_267 >> l_268;
l_mut_280 = l_mut_274;
l_mut_156 = l_288;
}
}
const uint32 l_289 = l_mut_224 * l_68;
const uint32 l_290 = __umulhi(l_mut_224, l_68);
const uint32 l_291 = l_mut_72 * l_68;
const uint32 l_292 = l_290 + l_291;
const uint32 l_293 = l_mut_280 + l_289;
const uint32 l_294 = l_mut_156 + l_292;
const bool l_295 = l_293 < l_mut_280;
const uint32 l_296 = uint32(l_295);
const uint32 l_297 = l_294 + l_296;
l_mut_99 = l_mut_150;
l_mut_93 = l_mut_218;
const bool l_298 = l_12 == uint32(64);
if (l_298) {
l_mut_99 = l_293;
l_mut_93 = l_297;
} else {
const bool l_299 = l_12 > uint32(0);
if (l_299) {
const uint32 l_300 = uint32(64) - l_12;
l_mut_280 = l_293;
l_mut_274 = l_297;
const bool l_301 = l_300 >= uint32(32);
if (l_301) {
const uint32 l_302 = l_300 & uint32(31);
const uint32 l_303 = l_293 << l_302;
l_mut_280 = uint32(0);
l_mut_274 = l_303;
} else {
const bool l_304 = l_300 > uint32(0);
if (l_304) {
const uint32 l_305 = l_293 << l_300;
const uint32 l_306 = l_297 << l_300;
const uint32 l_307 = uint32(32) - l_300;
const uint32 l_308 = l_293 >> l_307;
const uint32 l_309 = l_306 | l_308;
l_mut_280 = l_305;
l_mut_274 = l_309;
}
}
l_mut_224 = l_mut_150;
l_mut_156 = l_mut_218;
const bool l_310 = l_12 >= uint32(32);
if (l_310) {
const uint32 l_311 = l_12 & uint32(31);
const uint32 l_312 = l_mut_218 >> l_311;
l_mut_224 = l_312;
l_mut_156 = uint32(0);
} else {
const bool l_313 = l_12 > uint32(0);
if (l_313) {
l_mut_87 = l_mut_150;
const bool l_314 = l_12 > uint32(0);
if (l_314) {
const uint32 l_315 = l_mut_150 >> l_12;
const uint32 l_316 = uint32(32) - l_12;
const uint32 l_317 = l_mut_218 << l_316;
const uint32 l_318 = l_315 | l_317;
l_mut_87 = l_318;
}
const uint32 l_319 = l_mut_218 >> l_12;
l_mut_224 = l_mut_87;
l_mut_156 = l_319;
}
}
const uint32 l_320 = l_mut_280 + l_mut_224;
const uint32 l_321 = l_mut_274 + l_mut_156;
const bool l_322 = l_320 < l_mut_280;
const uint32 l_323 = uint32(l_322);
const uint32 l_324 = l_321 + l_323;
l_mut_99 = l_320;
l_mut_93 = l_324;
}
}
if (l_171) {
const uint32 l_325 = uint32(0) - l_mut_99;
const uint32 l_326 = uint32(0) - l_mut_93;
const bool l_327 = uint32(0) < l_mut_99;
const uint32 l_328 = uint32(l_327);
const uint32 l_329 = l_326 - l_328;
l_mut_99 = l_325;
l_mut_93 = l_329;
}
}
const uint32 l_330 = l_122 + l_mut_99;
const uint32 l_331 = l_126 + l_mut_93;
const bool l_332 = l_330 < l_122;
const uint32 l_333 = uint32(l_332);
const uint32 l_334 = l_331 + l_333;
const uint32 l_335 = l_66 >> uint32(31);
const bool l_336 = l_335 == uint32(1);
l_mut_280 = l_63;
l_mut_274 = l_66;
if (l_336) {
const uint32 l_337 = uint32(0) - l_63;
const uint32 l_338 = uint32(0) - l_66;
const bool l_339 = uint32(0) < l_63;
const uint32 l_340 = uint32(l_339);
const uint32 l_341 = l_338 - l_340;
l_mut_280 = l_337;
l_mut_274 = l_341;
}
const uint32 l_342 = l_mut_280 * l_67;
const uint32 l_343 = l_mut_274 * l_67;
const uint32 l_344 = __umulhi(l_mut_280, l_67);
const uint32 l_345 = l_344 + l_343;
const uint32 l_346 = __umulhi(l_mut_274, l_67);
const bool l_347 = l_345 < l_343;
const uint32 l_348 = uint32(l_347);
const uint32 l_349 = l_346 + l_348;
const uint32 l_350 = l_12 % uint32(32);
l_mut_224 = l_342;
const bool l_351 = l_350 > uint32(0);
if (l_351) {
const uint32 l_352 = l_342 >> l_350;
const uint32 l_353 = uint32(32) - l_350;
const uint32 l_354 = l_345 << l_353;
const uint32 l_355 = l_352 | l_354;
l_mut_224 = l_355;
}
l_mut_218 = l_345;
const bool l_356 = l_350 > uint32(0);
if (l_356) {
const uint32 l_357 = l_345 >> l_350;
const uint32 l_358 = uint32(32) - l_350;
const uint32 l_359 = l_349 << l_358;
const uint32 l_360 = l_357 | l_359;
l_mut_218 = l_360;
}
l_mut_156 = l_mut_224;
l_mut_224 = l_mut_218;
const bool l_361 = l_12 >= uint32(64);
if (l_361) {
l_mut_156 = l_349;
l_mut_224 = uint32(0);
} else {
const bool l_362 = l_12 >= uint32(32);
if (l_362) {
l_mut_218 = l_345;
const bool l_363 = l_350 > uint32(0);
if (l_363) {
const uint32 l_364 = l_345 >> l_350;
const uint32 l_365 = uint32(32) - l_350;
const uint32 l_366 = l_349 << l_365;
const uint32 l_367 = l_364 | l_366;
l_mut_218 = l_367;
}
const uint32 l_368 = l_349 >> l_350;
l_mut_156 = l_mut_218;
l_mut_224 = l_368;
}
}
l_mut_280 = l_mut_156;
l_mut_274 = l_mut_224;
if (l_336) {
const uint32 l_369 = uint32(0) - l_mut_280;
const uint32 l_370 = uint32(0) - l_mut_274;
const bool l_371 = uint32(0) < l_mut_280;
const uint32 l_372 = uint32(l_371);
const uint32 l_373 = l_370 - l_372;
l_mut_280 = l_369;
l_mut_274 = l_373;
}
const uint32 l_374 = l_113 + l_mut_280;
const uint32 l_375 = l_117 + l_mut_274;
const bool l_376 = l_374 < l_113;
const uint32 l_377 = uint32(l_376);
const uint32 l_378 = l_375 + l_377;
const uint32 l_379 = l_12 + uint32(3);
l_mut_280 = uint32(0);
l_mut_274 = uint32(0);
const bool l_380 = l_67 < uint32(65536);
if (l_380) {
const uint32 l_381 = l_67 * l_67;
const uint32 l_382 = l_66 >> uint32(31);
const bool l_383 = l_382 == uint32(1);
l_mut_224 = l_63;
l_mut_218 = l_66;
if (l_383) {
const uint32 l_384 = uint32(0) - l_63;
const uint32 l_385 = uint32(0) - l_66;
const bool l_386 = uint32(0) < l_63;
const uint32 l_387 = uint32(l_386);
const uint32 l_388 = l_385 - l_387;
l_mut_224 = l_384;
l_mut_218 = l_388;
}
const uint32 l_389 = l_mut_224 * l_381;
const uint32 l_390 = l_mut_218 * l_381;
const uint32 l_391 = __umulhi(l_mut_224, l_381);
const uint32 l_392 = l_391 + l_390;
const uint32 l_393 = __umulhi(l_mut_218, l_381);
const bool l_394 = l_392 < l_390;
const uint32 l_395 = uint32(l_394);
const uint32 l_396 = l_393 + l_395;
const uint32 l_397 = l_379 % uint32(32);
l_mut_156 = l_389;
const bool l_398 = l_397 > uint32(0);
if (l_398) {
const uint32 l_399 = l_389 >> l_397;
const uint32 l_400 = uint32(32) - l_397;
const uint32 l_401 = l_392 << l_400;
const uint32 l_402 = l_399 | l_401;
l_mut_156 = l_402;
}
l_mut_150 = l_392;
const bool l_403 = l_397 > uint32(0);
if (l_403) {
const uint32 l_404 = l_392 >> l_397;
const uint32 l_405 = uint32(32) - l_397;
const uint32 l_406 = l_396 << l_405;
const uint32 l_407 = l_404 | l_406;
l_mut_150 = l_407;
}
l_mut_99 = l_mut_156;
l_mut_156 = l_mut_150;
const bool l_408 = l_379 >= uint32(64);
if (l_408) {
l_mut_99 = l_396;
l_mut_156 = uint32(0);
} else {
const bool l_409 = l_379 >= uint32(32);
if (l_409) {
l_mut_150 = l_392;
const bool l_410 = l_397 > uint32(0);
if (l_410) {
const uint32 l_411 = l_392 >> l_397;
const uint32 l_412 = uint32(32) - l_397;
const uint32 l_413 = l_396 << l_412;
const uint32 l_414 = l_411 | l_413;
l_mut_150 = l_414;
}
const uint32 l_415 = l_396 >> l_397;
l_mut_99 = l_mut_150;
l_mut_156 = l_415;
}
}
l_mut_224 = l_mut_99;
l_mut_218 = l_mut_156;
if (l_383) {
const uint32 l_416 = uint32(0) - l_mut_224;
const uint32 l_417 = uint32(0) - l_mut_218;
const bool l_418 = uint32(0) < l_mut_224;
const uint32 l_419 = uint32(l_418);
const uint32 l_420 = l_417 - l_419;
l_mut_224 = l_416;
l_mut_218 = l_420;
}
l_mut_280 = l_mut_224;
l_mut_274 = l_mut_218;
} else {
const uint32 l_421 = l_66 >> uint32(31);
const bool l_422 = l_421 == uint32(1);
l_mut_224 = l_63;
l_mut_218 = l_66;
if (l_422) {
const uint32 l_423 = uint32(0) - l_63;
const uint32 l_424 = uint32(0) - l_66;
const bool l_425 = uint32(0) < l_63;
const uint32 l_426 = uint32(l_425);
const uint32 l_427 = l_424 - l_426;
l_mut_224 = l_423;
l_mut_218 = l_427;
}
const uint32 l_428 = l_mut_224 * l_67;
const uint32 l_429 = l_mut_218 * l_67;
const uint32 l_430 = __umulhi(l_mut_224, l_67);
const uint32 l_431 = l_430 + l_429;
const uint32 l_432 = __umulhi(l_mut_218, l_67);
const bool l_433 = l_431 < l_429;
const uint32 l_434 = uint32(l_433);
const uint32 l_435 = l_432 + l_434;
const uint32 l_436 = uint32(0) % uint32(32);
l_mut_156 = l_428;
const bool l_437 = l_436 > uint32(0);
if (l_437) {
const uint32 l_438 = l_428 >> l_436;
const uint32 l_439 = uint32(32) - l_436;
const uint32 l_440 = l_431 << l_439;
const uint32 l_441 = l_438 | l_440;
l_mut_156 = l_441;
}
l_mut_150 = l_431;
const bool l_442 = l_436 > uint32(0);
if (l_442) {
const uint32 l_443 = l_431 >> l_436;
const uint32 l_444 = uint32(32) - l_436;
const uint32 l_445 = l_435 << l_444;
const uint32 l_446 = l_443 | l_445;
l_mut_150 = l_446;
}
l_mut_99 = l_mut_156;
l_mut_156 = l_mut_150;
const bool l_447 = uint32(0) >= uint32(64);
if (l_447) {
l_mut_99 = l_435;
l_mut_156 = uint32(0);
} else {
const bool l_448 = uint32(0) >= uint32(32);
if (l_448) {
l_mut_150 = l_431;
const bool l_449 = l_436 > uint32(0);
if (l_449) {
const uint32 l_450 = l_431 >> l_436;
const uint32 l_451 = uint32(32) - l_436;
const uint32 l_452 = l_435 << l_451;
const uint32 l_453 = l_450 | l_452;
l_mut_150 = l_453;
}
const uint32 l_454 = l_435 >> l_436;
l_mut_99 = l_mut_150;
l_mut_156 = l_454;
}
}
const uint32 l_455 = l_mut_224 * l_67;
const uint32 l_456 = l_mut_218 * l_67;
const uint32 l_457 = __umulhi(l_mut_224, l_67);
const uint32 l_458 = l_457 + l_456;
const uint32 l_459 = __umulhi(l_mut_218, l_67);
const bool l_460 = l_458 < l_456;
const uint32 l_461 = uint32(l_460);
const uint32 l_462 = l_459 + l_461;
const uint32 l_463 = uint32(64) % uint32(32);
l_mut_150 = l_455;
const bool l_464 = l_463 > uint32(0);
if (l_464) {
const uint32 l_465 = l_455 >> l_463;
const uint32 l_466 = uint32(32) - l_463;
const uint32 l_467 = l_458 << l_466;
const uint32 l_468 = l_465 | l_467;
l_mut_150 = l_468;
}
l_mut_93 = l_458;
const bool l_469 = l_463 > uint32(0);
if (l_469) {
const uint32 l_470 = l_458 >> l_463;
const uint32 l_471 = uint32(32) - l_463;
const uint32 l_472 = l_462 << l_471;
const uint32 l_473 = l_470 | l_472;
l_mut_93 = l_473;
}
l_mut_87 = l_mut_150;
l_mut_150 = l_mut_93;
const bool l_474 = uint32(64) >= uint32(64);
if (l_474) {
l_mut_87 = l_462;
l_mut_150 = uint32(0);
} else {
const bool l_475 = uint32(64) >= uint32(32);
if (l_475) {
l_mut_93 = l_458;
const bool l_476 = l_463 > uint32(0);
if (l_476) {
const uint32 l_477 = l_458 >> l_463;
const uint32 l_478 = uint32(32) - l_463;
const uint32 l_479 = l_462 << l_478;
const uint32 l_480 = l_477 | l_479;
l_mut_93 = l_480;
}
const uint32 l_481 = l_462 >> l_463;
l_mut_87 = l_mut_93;
l_mut_150 = l_481;
}
}
const uint32 l_482 = l_mut_99 * l_67;
const uint32 l_483 = l_mut_156 * l_67;
const uint32 l_484 = __umulhi(l_mut_99, l_67);
const uint32 l_485 = l_484 + l_483;
const uint32 l_486 = __umulhi(l_mut_156, l_67);
const bool l_487 = l_485 < l_483;
const uint32 l_488 = uint32(l_487);
const uint32 l_489 = l_486 + l_488;
const uint32 l_490 = uint32(0) % uint32(32);
l_mut_224 = l_482;
const bool l_491 = l_490 > uint32(0);
if (l_491) {
const uint32 l_492 = l_482 >> l_490;
const uint32 l_493 = uint32(32) - l_490;
const uint32 l_494 = l_485 << l_493;
const uint32 l_495 = l_492 | l_494;
l_mut_224 = l_495;
}
l_mut_218 = l_485;
const bool l_496 = l_490 > uint32(0);
if (l_496) {
const uint32 l_497 = l_485 >> l_490;
const uint32 l_498 = uint32(32) - l_490;
const uint32 l_499 = l_489 << l_498;
const uint32 l_500 = l_497 | l_499;
l_mut_218 = l_500;
}
l_mut_93 = l_mut_224;
l_mut_224 = l_mut_218;
const bool l_501 = uint32(0) >= uint32(64);
if (l_501) {
l_mut_93 = l_489;
l_mut_224 = uint32(0);
} else {
const bool l_502 = uint32(0) >= uint32(32);
if (l_502) {
l_mut_218 = l_485;
const bool l_503 = l_490 > uint32(0);
if (l_503) {
const uint32 l_504 = l_485 >> l_490;
const uint32 l_505 = uint32(32) - l_490;
const uint32 l_506 = l_489 << l_505;
const uint32 l_507 = l_504 | l_506;
l_mut_218 = l_507;
}
const uint32 l_508 = l_489 >> l_490;
l_mut_93 = l_mut_218;
l_mut_224 = l_508;
}
}
const uint32 l_509 = l_mut_99 * l_67;
const uint32 l_510 = l_mut_156 * l_67;
const uint32 l_511 = __umulhi(l_mut_99, l_67);
const uint32 l_512 = l_511 + l_510;
const uint32 l_513 = __umulhi(l_mut_156, l_67);
const bool l_514 = l_512 < l_510;
const uint32 l_515 = uint32(l_514);
const uint32 l_516 = l_513 + l_515;
const uint32 l_517 = uint32(64) % uint32(32);
l_mut_218 = l_509;
const bool l_518 = l_517 > uint32(0);
if (l_518) {
const uint32 l_519 = l_509 >> l_517;
const uint32 l_520 = uint32(32) - l_517;
const uint32 l_521 = l_512 << l_520;
const uint32 l_522 = l_519 | l_521;
l_mut_218 = l_522;
}
l_mut_72 = l_512;
const bool l_523 = l_517 > uint32(0);
if (l_523) {
const uint32 l_524 = l_512 >> l_517;
const uint32 l_525 = uint32(32) - l_517;
const uint32 l_526 = l_516 << l_525;
const uint32 l_527 = l_524 | l_526;
l_mut_72 = l_527;
}
l_mut_35 = l_mut_218;
l_mut_218 = l_mut_72;
const bool l_528 = uint32(64) >= uint32(64);
if (l_528) {
l_mut_35 = l_516;
l_mut_218 = uint32(0);
} else {
const bool l_529 = uint32(64) >= uint32(32);
if (l_529) {
l_mut_72 = l_512;
const bool l_530 = l_517 > uint32(0);
if (l_530) {
const uint32 l_531 = l_512 >> l_517;
const uint32 l_532 = uint32(32) - l_517;
const uint32 l_533 = l_516 << l_532;
const uint32 l_534 = l_531 | l_533;
l_mut_72 = l_534;
}
const uint32 l_535 = l_516 >> l_517;
l_mut_35 = l_mut_72;
l_mut_218 = l_535;
}
}
const uint32 l_536 = l_mut_87 * l_67;
const uint32 l_537 = __umulhi(l_mut_87, l_67);
const uint32 l_538 = l_mut_150 * l_67;
const uint32 l_539 = l_537 + l_538;
const uint32 l_540 = l_mut_35 + l_536;
const uint32 l_541 = l_mut_218 + l_539;
const bool l_542 = l_540 < l_mut_35;
const uint32 l_543 = uint32(l_542);
const uint32 l_544 = l_541 + l_543;
l_mut_280 = l_mut_93;
l_mut_274 = l_mut_224;
const bool l_545 = l_379 == uint32(64);
if (l_545) {
l_mut_280 = l_540;
l_mut_274 = l_544;
} else {
const bool l_546 = l_379 > uint32(0);
if (l_546) {
const uint32 l_547 = uint32(64) - l_379;
l_mut_218 = l_540;
l_mut_156 = l_544;
const bool l_548 = l_547 >= uint32(32);
if (l_548) {
const uint32 l_549 = l_547 & uint32(31);
const uint32 l_550 = l_540 << l_549;
l_mut_218 = uint32(0);
l_mut_156 = l_550;
} else {
const bool l_551 = l_547 > uint32(0);
if (l_551) {
const uint32 l_552 = l_540 << l_547;
const uint32 l_553 = l_544 << l_547;
const uint32 l_554 = uint32(32) - l_547;
const uint32 l_555 = l_540 >> l_554;
const uint32 l_556 = l_553 | l_555;
l_mut_218 = l_552;
l_mut_156 = l_556;
}
}
l_mut_150 = l_mut_93;
l_mut_99 = l_mut_224;
const bool l_557 = l_379 >= uint32(32);
if (l_557) {
const uint32 l_558 = l_379 & uint32(31);
const uint32 l_559 = l_mut_224 >> l_558;
l_mut_150 = l_559;
l_mut_99 = uint32(0);
} else {
const bool l_560 = l_379 > uint32(0);
if (l_560) {
l_mut_87 = l_mut_93;
const bool l_561 = l_379 > uint32(0);
if (l_561) {
const uint32 l_562 = l_mut_93 >> l_379;
const uint32 l_563 = uint32(32) - l_379;
const uint32 l_564 = l_mut_224 << l_563;
const uint32 l_565 = l_562 | l_564;
l_mut_87 = l_565;
}
const uint32 l_566 = l_mut_224 >> l_379;
l_mut_150 = l_mut_87;
l_mut_99 = l_566;
}
}
const uint32 l_567 = l_mut_218 + l_mut_150;
const uint32 l_568 = l_mut_156 + l_mut_99;
const bool l_569 = l_567 < l_mut_218;
const uint32 l_570 = uint32(l_569);
const uint32 l_571 = l_568 + l_570;
l_mut_280 = l_567;
l_mut_274 = l_571;
}
}
if (l_422) {
const uint32 l_572 = uint32(0) - l_mut_280;
const uint32 l_573 = uint32(0) - l_mut_274;
const bool l_574 = uint32(0) < l_mut_280;
const uint32 l_575 = uint32(l_574);
const uint32 l_576 = l_573 - l_575;
l_mut_280 = l_572;
l_mut_274 = l_576;
}
}
l_mut_224 = l_mut_280;
l_mut_218 = l_mut_274;
const uint32 l_577 = l_mut_274 >> uint32(31);
const bool l_578 = l_577 == uint32(1);
if (l_578) {
const uint32 l_579 = uint32(0) - l_mut_280;
const uint32 l_580 = uint32(0) - l_mut_274;
const bool l_581 = uint32(0) < l_mut_280;
const uint32 l_582 = uint32(l_581);
const uint32 l_583 = l_580 - l_582;
l_mut_224 = l_579;
l_mut_218 = l_583;
}
const uint32 l_584 = l_17 + l_mut_224;
const uint32 l_585 = l_20 + l_mut_218;
const bool l_586 = l_584 < l_17;
const uint32 l_587 = uint32(l_586);
const uint32 l_588 = l_585 + l_587;
const uint32 l_589 = l_584 + uint32(1);
const uint32 l_590 = l_588 + uint32(0);
const bool l_591 = l_589 < l_584;
const uint32 l_592 = uint32(l_591);
const uint32 l_593 = l_590 + l_592;
const uint32 l_594 = l_330 - l_mut_280;
const uint32 l_595 = l_334 - l_mut_274;
const bool l_596 = l_330 < l_mut_280;
const uint32 l_597 = uint32(l_596);
const uint32 l_598 = l_595 - l_597;
const uint32 l_599 = l_594 + l_589;
const uint32 l_600 = l_598 + l_593;
const bool l_601 = l_599 < l_594;
const uint32 l_602 = uint32(l_601);
const uint32 l_603 = l_600 + l_602;
const uint32 l_604 = uint32(0) - l_374;
const uint32 l_605 = uint32(0) - l_378;
const bool l_606 = uint32(0) < l_374;
const uint32 l_607 = uint32(l_606);
const uint32 l_608 = l_605 - l_607;
const uint32 l_609 = l_589 + l_589;
const uint32 l_610 = l_593 + l_593;
const bool l_611 = l_609 < l_589;
const uint32 l_612 = uint32(l_611);
const uint32 l_613 = l_610 + l_612;
l_mut_280 = l_604;
l_mut_274 = l_608;
const uint32 l_614 = uint32(0) - l_604;
const uint32 l_615 = uint32(0) - l_608;
const bool l_616 = uint32(0) < l_604;
const uint32 l_617 = uint32(l_616);
const uint32 l_618 = l_615 - l_617;
l_mut_224 = l_614;
l_mut_218 = l_618;
l_mut_156 = l_599;
l_mut_150 = l_603;
l_mut_99 = uint32(1);
l_mut_93 = uint32(1);
l_mut_619 = bool(false);
const bool l_620 = l_mut_150 < l_613;
const bool l_621 = l_mut_150 == l_613;
const bool l_622 = l_mut_156 < l_609;
const bool l_623 = l_621 && l_622;
const bool l_624 = l_620 || l_623;
const bool l_625 = !l_624;
l_mut_626 = l_625;
const uint32 l_627 = l_604 | l_608;
const bool l_628 = l_627 == uint32(0);
if (l_628) {
l_mut_619 = l_mut_626;
l_mut_626 = bool(false);
}
if (l_mut_626) {
const uint32 l_629 = l_608 >> uint32(31);
const bool l_630 = l_629 == uint32(1);
l_mut_87 = l_604;
l_mut_72 = l_608;
if (l_630) {
const uint32 l_631 = uint32(0) - l_604;
const uint32 l_632 = uint32(0) - l_608;
const bool l_633 = uint32(0) < l_604;
const uint32 l_634 = uint32(l_633);
const uint32 l_635 = l_632 - l_634;
l_mut_87 = l_631;
l_mut_72 = l_635;
}
const uint32 l_636 = l_67 - uint32(1);
const uint32 l_637 = l_mut_87 * l_636;
const uint32 l_638 = __umulhi(l_mut_87, l_636);
const uint32 l_639 = l_mut_72 * l_636;
const uint32 l_640 = l_638 + l_639;
l_mut_35 = uint32(0);
const uint32 l_641 = l_67 - uint32(1);
const uint32 l_642 = l_mut_87 * l_641;
const uint32 l_643 = l_mut_72 * l_641;
const uint32 l_644 = __umulhi(l_mut_87, l_641);
const uint32 l_645 = l_644 + l_643;
const uint32 l_646 = __umulhi(l_mut_72, l_641);
const bool l_647 = l_645 < l_643;
const uint32 l_648 = uint32(l_647);
const uint32 l_649 = l_646 + l_648;
const uint32 l_650 = uint32(64) % uint32(32);
l_mut_651 = l_642;
const bool l_652 = l_650 > uint32(0);
if (l_652) {
const uint32 l_653 = l_642 >> l_650;
const uint32 l_654 = uint32(32) - l_650;
const uint32 l_655 = l_645 << l_654;
const uint32 l_656 = l_653 | l_655;
l_mut_651 = l_656;
}
l_mut_657 = l_645;
const bool l_658 = l_650 > uint32(0);
if (l_658) {
const uint32 l_659 = l_645 >> l_650;
const uint32 l_660 = uint32(32) - l_650;
const uint32 l_661 = l_649 << l_660;
const uint32 l_662 = l_659 | l_661;
l_mut_657 = l_662;
}
l_mut_663 = l_mut_651;
l_mut_651 = l_mut_657;
const bool l_664 = uint32(64) >= uint32(64);
if (l_664) {
l_mut_663 = l_649;
l_mut_651 = uint32(0);
} else {
const bool l_665 = uint32(64) >= uint32(32);
if (l_665) {
l_mut_657 = l_645;
const bool l_666 = l_650 > uint32(0);
if (l_666) {
const uint32 l_667 = l_645 >> l_650;
const uint32 l_668 = uint32(32) - l_650;
const uint32 l_669 = l_649 << l_668;
const uint32 l_670 = l_667 | l_669;
l_mut_657 = l_670;
}
const uint32 l_671 = l_649 >> l_650;
l_mut_663 = l_mut_657;
l_mut_651 = l_671;
}
}
const uint32 l_672 = l_mut_663 | l_mut_651;
const bool l_673 = l_672 == uint32(0);
if (l_673) {
l_mut_663 = l_599;
l_mut_657 = l_603;
if (l_630) {
const uint32 l_674 = uint32(0) - l_599;
const uint32 l_675 = uint32(0) - l_603;
const bool l_676 = uint32(0) < l_599;
const uint32 l_677 = uint32(l_676);
const uint32 l_678 = l_675 - l_677;
const uint32 l_679 = l_599 | l_603;
const bool l_680 = l_679 == uint32(0);
const bool l_681 = !l_680;
const bool l_682 = l_640 < l_678;
const bool l_683 = l_640 == l_678;
const bool l_684 = l_637 < l_674;
const bool l_685 = l_683 && l_684;
const bool l_686 = l_682 || l_685;
const bool l_687 = !l_686;
const bool l_688 = l_681 && l_687;
if (l_688) {
const uint32 l_689 = l_67 - uint32(1);
l_mut_651 = l_674;
l_mut_690 = l_678;
const bool l_691 = l_678 < l_mut_72;
const bool l_692 = l_678 == l_mut_72;
const bool l_693 = l_674 < l_mut_87;
const bool l_694 = l_692 && l_693;
const bool l_695 = l_691 || l_694;
const bool l_696 = !l_695;
if (l_696) {
l_mut_697 = uint32(0);
const bool l_698 = l_mut_72 < l_678;
const bool l_699 = l_mut_72 == l_678;
const bool l_700 = l_mut_87 < l_674;
const bool l_701 = l_699 && l_700;
const bool l_702 = l_698 || l_701;
if (l_702) {
const uint32 l_703 = l_674 - uint32(1);
const uint32 l_704 = l_678 - uint32(0);
const bool l_705 = l_674 < uint32(1);
const uint32 l_706 = uint32(l_705);
const uint32 l_707 = l_704 - l_706;
l_mut_708 = l_703;
l_mut_709 = l_707;
l_mut_710 = uint32(0);

for (uint32 l_mut_711 = uint32(0); l_mut_711 < uint32(20); ++l_mut_711) {
const uint32 l_712 = uint32(19) - l_mut_711;
l_mut_713 = l_mut_708;
l_mut_714 = l_mut_709;
const bool l_715 = l_712 >= uint32(32);
if (l_715) {
const uint32 l_716 = l_712 & uint32(31);
const uint32 l_717 = l_mut_709 >> l_716;
l_mut_713 = l_717;
l_mut_714 = uint32(0);
} else {
const bool l_718 = l_712 > uint32(0);
if (l_718) {
l_mut_719 = l_mut_708;
const bool l_720 = l_712 > uint32(0);
if (l_720) {
const uint32 l_721 = l_mut_708 >> l_712;
const uint32 l_722 = uint32(32) - l_712;
const uint32 l_723 = l_mut_709 << l_722;
const uint32 l_724 = l_721 | l_723;
l_mut_719 = l_724;
}
const uint32 l_725 = l_mut_709 >> l_712;
l_mut_713 = l_mut_719;
l_mut_714 = l_725;
}
}
const bool l_726 = l_mut_714 < l_mut_72;
const bool l_727 = l_mut_714 == l_mut_72;
const bool l_728 = l_mut_713 < l_mut_87;
const bool l_729 = l_727 && l_728;
const bool l_730 = l_726 || l_729;
const bool l_731 = !l_730;
if (l_731) {
l_mut_719 = l_mut_87;
l_mut_714 = l_mut_72;
const bool l_732 = l_712 >= uint32(32);
if (l_732) {
const uint32 l_733 = l_712 & uint32(31);
const uint32 l_734 = l_mut_87 << l_733;
l_mut_719 = uint32(0);
l_mut_714 = l_734;
} else {
const bool l_735 = l_712 > uint32(0);
if (l_735) {
const uint32 l_736 = l_mut_87 << l_712;
const uint32 l_737 = l_mut_72 << l_712;
const uint32 l_738 = uint32(32) - l_712;
const uint32 l_739 = l_mut_87 >> l_738;
const uint32 l_740 = l_737 | l_739;
l_mut_719 = l_736;
l_mut_714 = l_740;
}
}
const uint32 l_741 = l_mut_708 - l_mut_719;
const uint32 l_742 = l_mut_709 - l_mut_714;
const bool l_743 = l_mut_708 < l_mut_719;
const uint32 l_744 = uint32(l_743);
const uint32 l_745 = l_742 - l_744;
l_mut_708 = l_741;
l_mut_709 = l_745;
const uint32 l_746 = uint32(1) << l_712;
l_mut_710 = l_mut_710 | l_746;
}
}
const uint32 l_747 = min(l_mut_710, l_689);
l_mut_719 = l_747;
const bool l_748 = l_mut_709 < l_mut_72;
const bool l_749 = l_mut_709 == l_mut_72;
const bool l_750 = l_mut_708 < l_mut_87;
const bool l_751 = l_749 && l_750;
const bool l_752 = l_748 || l_751;
const bool l_753 = !l_752;
if (l_753) {
l_mut_719 = l_689;
}
l_mut_697 = l_mut_719;
}
const uint32 l_754 = l_mut_87 * l_mut_697;
const uint32 l_755 = __umulhi(l_mut_87, l_mut_697);
const uint32 l_756 = l_mut_72 * l_mut_697;
const uint32 l_757 = l_755 + l_756;
const uint32 l_758 = l_674 - l_754;
const uint32 l_759 = l_678 - l_757;
const bool l_760 = l_674 < l_754;
const uint32 l_761 = uint32(l_760);
const uint32 l_762 = l_759 - l_761;
l_mut_651 = l_758;
l_mut_690 = l_762;
const bool l_763 = l_mut_690 < l_mut_72;
const bool l_764 = l_mut_690 == l_mut_72;
const bool l_765 = l_mut_651 < l_mut_87;
const bool l_766 = l_764 && l_765;
const bool l_767 = l_763 || l_766;
const bool l_768 = !l_767;
if (l_768) {
const uint32 l_769 = l_mut_651 - l_mut_87;
const uint32 l_770 = l_mut_690 - l_mut_72;
const bool l_771 = l_mut_651 < l_mut_87;
const uint32 l_772 = uint32(l_771);
const uint32 l_773 = l_770 - l_772;
l_mut_651 = l_769;
l_mut_690 = l_773;
}
}
const uint32 l_774 = l_mut_87 - l_mut_651;
const uint32 l_775 = l_mut_72 - l_mut_690;
const bool l_776 = l_mut_87 < l_mut_651;
const uint32 l_777 = uint32(l_776);
const uint32 l_778 = l_775 - l_777;
l_mut_719 = l_774;
l_mut_714 = l_778;
const bool l_779 = l_778 < l_mut_72;
const bool l_780 = l_778 == l_mut_72;
const bool l_781 = l_774 < l_mut_87;
const bool l_782 = l_780 && l_781;
const bool l_783 = l_779 || l_782;
const bool l_784 = !l_783;
if (l_784) {
const uint32 l_785 = l_774 - l_mut_87;
const uint32 l_786 = l_778 - l_mut_72;
const bool l_787 = l_774 < l_mut_87;
const uint32 l_788 = uint32(l_787);
const uint32 l_789 = l_786 - l_788;
l_mut_719 = l_785;
l_mut_714 = l_789;
}
const bool l_790 = l_mut_714 < l_mut_657;
const bool l_791 = l_mut_714 == l_mut_657;
const bool l_792 = l_mut_719 < l_mut_663;
const bool l_793 = l_791 && l_792;
const bool l_794 = l_790 || l_793;
if (l_794) {
l_mut_663 = l_mut_719;
l_mut_657 = l_mut_714;
}
}
} else {
const uint32 l_795 = l_599 - l_637;
const uint32 l_796 = l_603 - l_640;
const bool l_797 = l_599 < l_637;
const uint32 l_798 = uint32(l_797);
const uint32 l_799 = l_796 - l_798;
l_mut_663 = l_795;
l_mut_657 = l_799;
const bool l_800 = l_603 < l_640;
const bool l_801 = l_603 == l_640;
const bool l_802 = l_599 < l_637;
const bool l_803 = l_801 && l_802;
const bool l_804 = l_800 || l_803;
if (l_804) {
const uint32 l_805 = l_67 - uint32(1);
l_mut_719 = l_599;
l_mut_714 = l_603;
const bool l_806 = l_603 < l_mut_72;
const bool l_807 = l_603 == l_mut_72;
const bool l_808 = l_599 < l_mut_87;
const bool l_809 = l_807 && l_808;
const bool l_810 = l_806 || l_809;
const bool l_811 = !l_810;
if (l_811) {
l_mut_713 = uint32(0);
const bool l_812 = l_mut_72 < l_603;
const bool l_813 = l_mut_72 == l_603;
const bool l_814 = l_mut_87 < l_599;
const bool l_815 = l_813 && l_814;
const bool l_816 = l_812 || l_815;
if (l_816) {
const uint32 l_817 = l_599 - uint32(1);
const uint32 l_818 = l_603 - uint32(0);
const bool l_819 = l_599 < uint32(1);
const uint32 l_820 = uint32(l_819);
const uint32 l_821 = l_818 - l_820;
l_mut_710 = l_817;
l_mut_709 = l_821;
l_mut_708 = uint32(0);

for (uint32 l_mut_822 = uint32(0); l_mut_822 < uint32(20); ++l_mut_822) {
const uint32 l_823 = uint32(19) - l_mut_822;
l_mut_697 = l_mut_710;
l_mut_690 = l_mut_709;
const bool l_824 = l_823 >= uint32(32);
if (l_824) {
const uint32 l_825 = l_823 & uint32(31);
const uint32 l_826 = l_mut_709 >> l_825;
l_mut_697 = l_826;
l_mut_690 = uint32(0);
} else {
const bool l_827 = l_823 > uint32(0);
if (l_827) {
l_mut_651 = l_mut_710;
const bool l_828 = l_823 > uint32(0);
if (l_828) {
const uint32 l_829 = l_mut_710 >> l_823;
const uint32 l_830 = uint32(32) - l_823;
const uint32 l_831 = l_mut_709 << l_830;
const uint32 l_832 = l_829 | l_831;
l_mut_651 = l_832;
}
const uint32 l_833 = l_mut_709 >> l_823;
l_mut_697 = l_mut_651;
l_mut_690 = l_833;
}
}
const bool l_834 = l_mut_690 < l_mut_72;
const bool l_835 = l_mut_690 == l_mut_72;
const bool l_836 = l_mut_697 < l_mut_87;
const bool l_837 = l_835 && l_836;
const bool l_838 = l_834 || l_837;
const bool l_839 = !l_838;
if (l_839) {
l_mut_697 = l_mut_87;
l_mut_690 = l_mut_72;
const bool l_840 = l_823 >= uint32(32);
if (l_840) {
const uint32 l_841 = l_823 & uint32(31);
const uint32 l_842 = l_mut_87 << l_841;
l_mut_697 = uint32(0);
l_mut_690 = l_842;
} else {
const bool l_843 = l_823 > uint32(0);
if (l_843) {
const uint32 l_844 = l_mut_87 << l_823;
const uint32 l_845 = l_mut_72 << l_823;
const uint32 l_846 = uint32(32) - l_823;
const uint32 l_847 = l_mut_87 >> l_846;
const uint32 l_848 = l_845 | l_847;
l_mut_697 = l_844;
l_mut_690 = l_848;
}
}
const uint32 l_849 = l_mut_710 - l_mut_697;
const uint32 l_850 = l_mut_709 - l_mut_690;
const bool l_851 = l_mut_710 < l_mut_697;
const uint32 l_852 = uint32(l_851);
const uint32 l_853 = l_850 - l_852;
l_mut_710 = l_849;
l_mut_709 = l_853;
const uint32 l_854 = uint32(1) << l_823;
l_mut_708 = l_mut_708 | l_854;
}
}
const uint32 l_855 = min(l_mut_708, l_805);
l_mut_708 = l_855;
const bool l_856 = l_mut_709 < l_mut_72;
const bool l_857 = l_mut_709 == l_mut_72;
const bool l_858 = l_mut_710 < l_mut_87;
const bool l_859 = l_857 && l_858;
const bool l_860 = l_856 || l_859;
const bool l_861 = !l_860;
if (l_861) {
l_mut_708 = l_805;
}
l_mut_713 = l_mut_708;
}
const uint32 l_862 = l_mut_87 * l_mut_713;
const uint32 l_863 = __umulhi(l_mut_87, l_mut_713);
const uint32 l_864 = l_mut_72 * l_mut_713;
const uint32 l_865 = l_863 + l_864;
const uint32 l_866 = l_599 - l_862;
const uint32 l_867 = l_603 - l_865;
const bool l_868 = l_599 < l_862;
const uint32 l_869 = uint32(l_868);
const uint32 l_870 = l_867 - l_869;
l_mut_719 = l_866;
l_mut_714 = l_870;
const bool l_871 = l_mut_714 < l_mut_72;
const bool l_872 = l_mut_714 == l_mut_72;
const bool l_873 = l_mut_719 < l_mut_87;
const bool l_874 = l_872 && l_873;
const bool l_875 = l_871 || l_874;
const bool l_876 = !l_875;
if (l_876) {
const uint32 l_877 = l_mut_719 - l_mut_87;
const uint32 l_878 = l_mut_714 - l_mut_72;
const bool l_879 = l_mut_719 < l_mut_87;
const uint32 l_880 = uint32(l_879);
const uint32 l_881 = l_878 - l_880;
l_mut_719 = l_877;
l_mut_714 = l_881;
}
}
const bool l_882 = l_mut_714 < l_mut_657;
const bool l_883 = l_mut_714 == l_mut_657;
const bool l_884 = l_mut_719 < l_mut_663;
const bool l_885 = l_883 && l_884;
const bool l_886 = l_882 || l_885;
if (l_886) {
l_mut_663 = l_mut_719;
l_mut_657 = l_mut_714;
}
}
}
const bool l_887 = l_mut_657 < l_613;
const bool l_888 = l_mut_657 == l_613;
const bool l_889 = l_mut_663 < l_609;
const bool l_890 = l_888 && l_889;
const bool l_891 = l_887 || l_890;
const bool l_892 = !l_891;
const uint32 l_893 = uint32(l_892);
const uint32 l_894 = uint32(2) - l_893;
l_mut_35 = l_894;
}
const bool l_895 = l_mut_35 > uint32(0);
if (l_895) {
const bool l_896 = l_mut_35 == uint32(1);
l_mut_619 = l_896;
l_mut_626 = bool(false);
}
}
l_mut_897 = bool(false);
while (true) {
const bool l_898 = !l_mut_626;
if (l_898) {
break;}
const bool l_899 = l_mut_150 < l_mut_274;
const bool l_900 = l_mut_150 == l_mut_274;
const bool l_901 = l_mut_156 < l_mut_280;
const bool l_902 = l_900 && l_901;
const bool l_903 = l_899 || l_902;
if (l_903) {
const uint32 l_904 = l_mut_280 - l_mut_156;
const uint32 l_905 = l_mut_274 - l_mut_150;
const bool l_906 = l_mut_280 < l_mut_156;
const uint32 l_907 = uint32(l_906);
const uint32 l_908 = l_905 - l_907;
l_mut_719 = l_904;
l_mut_714 = l_908;
l_mut_713 = l_mut_280;
l_mut_710 = l_mut_274;
const bool l_909 = l_mut_714 < l_mut_274;
const bool l_910 = l_mut_714 == l_mut_274;
const bool l_911 = l_mut_719 < l_mut_280;
const bool l_912 = l_910 && l_911;
const bool l_913 = l_909 || l_912;
if (l_913) {
l_mut_713 = l_mut_719;
l_mut_710 = l_mut_714;
}
l_mut_914 = bool(false);
l_mut_719 = uint32(0);
const uint32 l_915 = l_mut_224 | l_mut_218;
const bool l_916 = l_915 == uint32(0);
const bool l_917 = !l_916;
const bool l_918 = l_mut_914 && l_917;
const bool l_919 = l_mut_218 < l_mut_710;
const bool l_920 = l_mut_218 == l_mut_710;
const bool l_921 = l_mut_224 < l_mut_713;
const bool l_922 = l_920 && l_921;
const bool l_923 = l_919 || l_922;
const bool l_924 = l_918 && l_923;
const uint32 l_925 = l_mut_99 + l_mut_93;
const bool l_926 = l_925 < l_67;
const bool l_927 = l_924 && l_926;
if (l_927) {
const uint32 l_928 = l_67 - l_mut_99;
const uint32 l_929 = l_928 - l_mut_93;
const uint32 l_930 = l_929 / l_mut_99;
const uint32 l_931 = l_mut_713 - uint32(1);
const uint32 l_932 = l_mut_710 - uint32(0);
const bool l_933 = l_mut_713 < uint32(1);
const uint32 l_934 = uint32(l_933);
const uint32 l_935 = l_932 - l_934;
l_mut_714 = l_931;
l_mut_713 = l_935;
l_mut_710 = uint32(0);

for (uint32 l_mut_936 = uint32(0); l_mut_936 < uint32(20); ++l_mut_936) {
const uint32 l_937 = uint32(19) - l_mut_936;
l_mut_709 = l_mut_714;
l_mut_708 = l_mut_713;
const bool l_938 = l_937 >= uint32(32);
if (l_938) {
const uint32 l_939 = l_937 & uint32(31);
const uint32 l_940 = l_mut_713 >> l_939;
l_mut_709 = l_940;
l_mut_708 = uint32(0);
} else {
const bool l_941 = l_937 > uint32(0);
if (l_941) {
l_mut_697 = l_mut_714;
const bool l_942 = l_937 > uint32(0);
if (l_942) {
const uint32 l_943 = l_mut_714 >> l_937;
const uint32 l_944 = uint32(32) - l_937;
const uint32 l_945 = l_mut_713 << l_944;
const uint32 l_946 = l_943 | l_945;
l_mut_697 = l_946;
}
const uint32 l_947 = l_mut_713 >> l_937;
l_mut_709 = l_mut_697;
l_mut_708 = l_947;
}
}
const bool l_948 = l_mut_708 < l_mut_218;
const bool l_949 = l_mut_708 == l_mut_218;
const bool l_950 = l_mut_709 < l_mut_224;
const bool l_951 = l_949 && l_950;
const bool l_952 = l_948 || l_951;
const bool l_953 = !l_952;
if (l_953) {
l_mut_709 = l_mut_224;
l_mut_708 = l_mut_218;
const bool l_954 = l_937 >= uint32(32);
if (l_954) {
const uint32 l_955 = l_937 & uint32(31);
const uint32 l_956 = l_mut_224 << l_955;
l_mut_709 = uint32(0);
l_mut_708 = l_956;
} else {
const bool l_957 = l_937 > uint32(0);
if (l_957) {
const uint32 l_958 = l_mut_224 << l_937;
const uint32 l_959 = l_mut_218 << l_937;
const uint32 l_960 = uint32(32) - l_937;
const uint32 l_961 = l_mut_224 >> l_960;
const uint32 l_962 = l_959 | l_961;
l_mut_709 = l_958;
l_mut_708 = l_962;
}
}
const uint32 l_963 = l_mut_714 - l_mut_709;
const uint32 l_964 = l_mut_713 - l_mut_708;
const bool l_965 = l_mut_714 < l_mut_709;
const uint32 l_966 = uint32(l_965);
const uint32 l_967 = l_964 - l_966;
l_mut_714 = l_963;
l_mut_713 = l_967;
const uint32 l_968 = uint32(1) << l_937;
l_mut_710 = l_mut_710 | l_968;
}
}
const uint32 l_969 = min(l_mut_710, l_930);
l_mut_710 = l_969;
const bool l_970 = l_mut_713 < l_mut_218;
const bool l_971 = l_mut_713 == l_mut_218;
const bool l_972 = l_mut_714 < l_mut_224;
const bool l_973 = l_971 && l_972;
const bool l_974 = l_970 || l_973;
const bool l_975 = !l_974;
if (l_975) {
l_mut_710 = l_930;
}
l_mut_719 = l_mut_710;
}
l_mut_714 = l_mut_280;
l_mut_713 = l_mut_274;
l_mut_710 = l_mut_224;
l_mut_709 = l_mut_218;
l_mut_708 = l_mut_99;
l_mut_697 = l_mut_93;
l_mut_690 = l_mut_156;
l_mut_663 = l_mut_150;
l_mut_657 = uint32(0);
const bool l_976 = l_mut_719 > uint32(0);
if (l_976) {
const uint32 l_977 = l_mut_224 * l_mut_719;
const uint32 l_978 = __umulhi(l_mut_224, l_mut_719);
const uint32 l_979 = l_mut_218 * l_mut_719;
const uint32 l_980 = l_978 + l_979;
const uint32 l_981 = l_mut_280 - l_977;
const uint32 l_982 = l_mut_274 - l_980;
const bool l_983 = l_mut_280 < l_977;
const uint32 l_984 = uint32(l_983);
const uint32 l_985 = l_982 - l_984;
l_mut_714 = l_981;
l_mut_713 = l_985;
const uint32 l_986 = l_mut_719 * l_mut_99;
const uint32 l_987 = l_mut_93 + l_986;
l_mut_697 = l_987;
} else {
const bool l_988 = l_mut_657 == uint32(0);
if (l_988) {
const uint32 l_989 = l_67 - l_mut_99;
const uint32 l_990 = l_989 / l_mut_93;
l_mut_719 = uint32(0);
l_mut_914 = bool(false);
const uint32 l_991 = l_mut_280 | l_mut_274;
const bool l_992 = l_991 == uint32(0);
if (l_992) {
l_mut_719 = l_990;
} else {
if (l_mut_914) {
const bool l_993 = l_mut_274 < l_mut_218;
const bool l_994 = l_mut_274 == l_mut_218;
const bool l_995 = l_mut_280 < l_mut_224;
const bool l_996 = l_994 && l_995;
const bool l_997 = l_993 || l_996;
if (l_997) {
const uint32 l_998 = l_mut_224 - uint32(1);
const uint32 l_999 = l_mut_218 - uint32(0);
const bool l_1000 = l_mut_224 < uint32(1);
const uint32 l_1001 = uint32(l_1000);
const uint32 l_1002 = l_999 - l_1001;
l_mut_651 = l_998;
l_mut_87 = l_1002;
l_mut_72 = uint32(0);

for (uint32 l_mut_1003 = uint32(0); l_mut_1003 < uint32(20); ++l_mut_1003) {
const uint32 l_1004 = uint32(19) - l_mut_1003;
l_mut_35 = l_mut_651;
l_mut_1005 = l_mut_87;
const bool l_1006 = l_1004 >= uint32(32);
if (l_1006) {
const uint32 l_1007 = l_1004 & uint32(31);
const uint32 l_1008 = l_mut_87 >> l_1007;
l_mut_35 = l_1008;
l_mut_1005 = uint32(0);
} else {
const bool l_1009 = l_1004 > uint32(0);
if (l_1009) {
l_mut_1010 = l_mut_651;
const bool l_1011 = l_1004 > uint32(0);
if (l_1011) {
const uint32 l_1012 = l_mut_651 >> l_1004;
const uint32 l_1013 = uint32(32) - l_1004;
const uint32 l_1014 = l_mut_87 << l_1013;
const uint32 l_1015 = l_1012 | l_1014;
l_mut_1010 = l_1015;
}
const uint32 l_1016 = l_mut_87 >> l_1004;
l_mut_35 = l_mut_1010;
l_mut_1005 = l_1016;
}
}
const bool l_1017 = l_mut_1005 < l_mut_274;
const bool l_1018 = l_mut_1005 == l_mut_274;
const bool l_1019 = l_mut_35 < l_mut_280;
const bool l_1020 = l_1018 && l_1019;
const bool l_1021 = l_1017 || l_1020;
const bool l_1022 = !l_1021;
if (l_1022) {
l_mut_1010 = l_mut_280;
l_mut_1005 = l_mut_274;
const bool l_1023 = l_1004 >= uint32(32);
if (l_1023) {
const uint32 l_1024 = l_1004 & uint32(31);
const uint32 l_1025 = l_mut_280 << l_1024;
l_mut_1010 = uint32(0);
l_mut_1005 = l_1025;
} else {
const bool l_1026 = l_1004 > uint32(0);
if (l_1026) {
const uint32 l_1027 = l_mut_280 << l_1004;
const uint32 l_1028 = l_mut_274 << l_1004;
const uint32 l_1029 = uint32(32) - l_1004;
const uint32 l_1030 = l_mut_280 >> l_1029;
const uint32 l_1031 = l_1028 | l_1030;
l_mut_1010 = l_1027;
l_mut_1005 = l_1031;
}
}
const uint32 l_1032 = l_mut_651 - l_mut_1010;
const uint32 l_1033 = l_mut_87 - l_mut_1005;
const bool l_1034 = l_mut_651 < l_mut_1010;
const uint32 l_1035 = uint32(l_1034);
const uint32 l_1036 = l_1033 - l_1035;
l_mut_651 = l_1032;
l_mut_87 = l_1036;
const uint32 l_1037 = uint32(1) << l_1004;
l_mut_72 = l_mut_72 | l_1037;
}
}
const uint32 l_1038 = min(l_mut_72, l_990);
l_mut_1010 = l_1038;
const bool l_1039 = l_mut_87 < l_mut_274;
const bool l_1040 = l_mut_87 == l_mut_274;
const bool l_1041 = l_mut_651 < l_mut_280;
const bool l_1042 = l_1040 && l_1041;
const bool l_1043 = l_1039 || l_1042;
const bool l_1044 = !l_1043;
if (l_1044) {
l_mut_1010 = l_990;
}
l_mut_719 = l_mut_1010;
}
} else {
l_mut_1010 = l_mut_224;
l_mut_1005 = l_mut_218;
while (true) {
const bool l_1045 = l_mut_274 < l_mut_1005;
const bool l_1046 = l_mut_274 == l_mut_1005;
const bool l_1047 = l_mut_280 < l_mut_1010;
const bool l_1048 = l_1046 && l_1047;
const bool l_1049 = l_1045 || l_1048;
const uint32 l_1050 = l_mut_719 * l_mut_93;
const uint32 l_1051 = l_mut_99 + l_1050;
const uint32 l_1052 = l_1051 + l_mut_93;
const bool l_1053 = l_1052 < l_67;
const bool l_1054 = l_1049 && l_1053;
const bool l_1055 = !l_1054;
if (l_1055) {
break;}
const uint32 l_1056 = l_mut_1010 - l_mut_280;
const uint32 l_1057 = l_mut_1005 - l_mut_274;
const bool l_1058 = l_mut_1010 < l_mut_280;
const uint32 l_1059 = uint32(l_1058);
const uint32 l_1060 = l_1057 - l_1059;
l_mut_1010 = l_1056;
l_mut_1005 = l_1060;
l_mut_719 = l_mut_719 + uint32(1);
}
}
}
const uint32 l_1061 = l_mut_719 * l_mut_93;
const uint32 l_1062 = l_mut_99 + l_1061;
const uint32 l_1063 = l_1062 + l_mut_93;
const bool l_1064 = l_1063 >= l_67;
if (l_1064) {
l_mut_657 = uint32(1);
} else {
const uint32 l_1065 = l_mut_280 * l_mut_719;
const uint32 l_1066 = __umulhi(l_mut_280, l_mut_719);
const uint32 l_1067 = l_mut_274 * l_mut_719;
const uint32 l_1068 = l_1066 + l_1067;
const uint32 l_1069 = l_mut_224 - l_1065;
const uint32 l_1070 = l_mut_218 - l_1068;
const bool l_1071 = l_mut_224 < l_1065;
const uint32 l_1072 = uint32(l_1071);
const uint32 l_1073 = l_1070 - l_1072;
l_mut_710 = l_1069;
l_mut_709 = l_1073;
const uint32 l_1074 = l_mut_719 * l_mut_93;
const uint32 l_1075 = l_mut_99 + l_1074;
l_mut_708 = l_1075;
const uint32 l_1076 = l_mut_280 - l_mut_710;
const uint32 l_1077 = l_mut_274 - l_mut_709;
const bool l_1078 = l_mut_280 < l_mut_710;
const uint32 l_1079 = uint32(l_1078);
const uint32 l_1080 = l_1077 - l_1079;
l_mut_714 = l_1076;
l_mut_713 = l_1080;
const uint32 l_1081 = l_mut_93 + l_mut_708;
l_mut_697 = l_1081;
}
}
}
l_mut_280 = l_mut_714;
l_mut_274 = l_mut_713;
l_mut_224 = l_mut_710;
l_mut_218 = l_mut_709;
l_mut_99 = l_mut_708;
l_mut_93 = l_mut_697;
l_mut_156 = l_mut_690;
l_mut_150 = l_mut_663;
const bool l_1082 = l_mut_657 == uint32(1);
l_mut_619 = l_1082;
const bool l_1083 = l_mut_657 == uint32(0);
l_mut_626 = l_1083;
} else {
const uint32 l_1084 = l_mut_224 - l_mut_156;
const uint32 l_1085 = l_mut_218 - l_mut_150;
const bool l_1086 = l_mut_224 < l_mut_156;
const uint32 l_1087 = uint32(l_1086);
const uint32 l_1088 = l_1085 - l_1087;
l_mut_1010 = l_1084;
l_mut_1005 = l_1088;
const uint32 l_1089 = l_mut_156 - l_609;
const uint32 l_1090 = l_mut_150 - l_613;
const bool l_1091 = l_mut_156 < l_609;
const uint32 l_1092 = uint32(l_1091);
const uint32 l_1093 = l_1090 - l_1092;
l_mut_1010 = l_1089;
l_mut_1005 = l_1093;
l_mut_719 = l_mut_224;
l_mut_714 = l_mut_218;
const bool l_1094 = l_mut_1005 < l_mut_218;
const bool l_1095 = l_mut_1005 == l_mut_218;
const bool l_1096 = l_mut_1010 < l_mut_224;
const bool l_1097 = l_1095 && l_1096;
const bool l_1098 = l_1094 || l_1097;
if (l_1098) {
l_mut_719 = l_mut_1010;
l_mut_714 = l_mut_1005;
}
l_mut_914 = bool(false);
l_mut_1010 = uint32(0);
const uint32 l_1099 = l_mut_280 | l_mut_274;
const bool l_1100 = l_1099 == uint32(0);
const bool l_1101 = !l_1100;
const bool l_1102 = l_mut_914 && l_1101;
const bool l_1103 = l_mut_274 < l_mut_714;
const bool l_1104 = l_mut_274 == l_mut_714;
const bool l_1105 = l_mut_280 < l_mut_719;
const bool l_1106 = l_1104 && l_1105;
const bool l_1107 = l_1103 || l_1106;
const bool l_1108 = l_1102 && l_1107;
const uint32 l_1109 = l_mut_93 + l_mut_99;
const bool l_1110 = l_1109 < l_67;
const bool l_1111 = l_1108 && l_1110;
if (l_1111) {
const uint32 l_1112 = l_67 - l_mut_93;
const uint32 l_1113 = l_1112 - l_mut_99;
const uint32 l_1114 = l_1113 / l_mut_93;
const uint32 l_1115 = l_mut_719 - uint32(1);
const uint32 l_1116 = l_mut_714 - uint32(0);
const bool l_1117 = l_mut_719 < uint32(1);
const uint32 l_1118 = uint32(l_1117);
const uint32 l_1119 = l_1116 - l_1118;
l_mut_1005 = l_1115;
l_mut_719 = l_1119;
l_mut_714 = uint32(0);

for (uint32 l_mut_1120 = uint32(0); l_mut_1120 < uint32(20); ++l_mut_1120) {
const uint32 l_1121 = uint32(19) - l_mut_1120;
l_mut_713 = l_mut_1005;
l_mut_710 = l_mut_719;
const bool l_1122 = l_1121 >= uint32(32);
if (l_1122) {
const uint32 l_1123 = l_1121 & uint32(31);
const uint32 l_1124 = l_mut_719 >> l_1123;
l_mut_713 = l_1124;
l_mut_710 = uint32(0);
} else {
const bool l_1125 = l_1121 > uint32(0);
if (l_1125) {
l_mut_709 = l_mut_1005;
const bool l_1126 = l_1121 > uint32(0);
if (l_1126) {
const uint32 l_1127 = l_mut_1005 >> l_1121;
const uint32 l_1128 = uint32(32) - l_1121;
const uint32 l_1129 = l_mut_719 << l_1128;
const uint32 l_1130 = l_1127 | l_1129;
l_mut_709 = l_1130;
}
const uint32 l_1131 = l_mut_719 >> l_1121;
l_mut_713 = l_mut_709;
l_mut_710 = l_1131;
}
}
const bool l_1132 = l_mut_710 < l_mut_274;
const bool l_1133 = l_mut_710 == l_mut_274;
const bool l_1134 = l_mut_713 < l_mut_280;
const bool l_1135 = l_1133 && l_1134;
const bool l_1136 = l_1132 || l_1135;
const bool l_1137 = !l_1136;
if (l_1137) {
l_mut_713 = l_mut_280;
l_mut_710 = l_mut_274;
const bool l_1138 = l_1121 >= uint32(32);
if (l_1138) {
const uint32 l_1139 = l_1121 & uint32(31);
const uint32 l_1140 = l_mut_280 << l_1139;
l_mut_713 = uint32(0);
l_mut_710 = l_1140;
} else {
const bool l_1141 = l_1121 > uint32(0);
if (l_1141) {
const uint32 l_1142 = l_mut_280 << l_1121;
const uint32 l_1143 = l_mut_274 << l_1121;
const uint32 l_1144 = uint32(32) - l_1121;
const uint32 l_1145 = l_mut_280 >> l_1144;
const uint32 l_1146 = l_1143 | l_1145;
l_mut_713 = l_1142;
l_mut_710 = l_1146;
}
}
const uint32 l_1147 = l_mut_1005 - l_mut_713;
const uint32 l_1148 = l_mut_719 - l_mut_710;
const bool l_1149 = l_mut_1005 < l_mut_713;
const uint32 l_1150 = uint32(l_1149);
const uint32 l_1151 = l_1148 - l_1150;
l_mut_1005 = l_1147;
l_mut_719 = l_1151;
const uint32 l_1152 = uint32(1) << l_1121;
l_mut_714 = l_mut_714 | l_1152;
}
}
const uint32 l_1153 = min(l_mut_714, l_1114);
l_mut_714 = l_1153;
const bool l_1154 = l_mut_719 < l_mut_274;
const bool l_1155 = l_mut_719 == l_mut_274;
const bool l_1156 = l_mut_1005 < l_mut_280;
const bool l_1157 = l_1155 && l_1156;
const bool l_1158 = l_1154 || l_1157;
const bool l_1159 = !l_1158;
if (l_1159) {
l_mut_714 = l_1114;
}
l_mut_1010 = l_mut_714;
}
l_mut_1005 = l_mut_224;
l_mut_719 = l_mut_218;
l_mut_714 = l_mut_280;
l_mut_713 = l_mut_274;
l_mut_710 = l_mut_93;
l_mut_709 = l_mut_99;
l_mut_708 = l_mut_156;
l_mut_697 = l_mut_150;
l_mut_690 = uint32(0);
const bool l_1160 = l_mut_1010 > uint32(0);
if (l_1160) {
const uint32 l_1161 = l_mut_280 * l_mut_1010;
const uint32 l_1162 = __umulhi(l_mut_280, l_mut_1010);
const uint32 l_1163 = l_mut_274 * l_mut_1010;
const uint32 l_1164 = l_1162 + l_1163;
const uint32 l_1165 = l_mut_156 - l_1161;
const uint32 l_1166 = l_mut_150 - l_1164;
const bool l_1167 = l_mut_156 < l_1161;
const uint32 l_1168 = uint32(l_1167);
const uint32 l_1169 = l_1166 - l_1168;
l_mut_708 = l_1165;
l_mut_697 = l_1169;
const uint32 l_1170 = l_mut_224 - l_1161;
const uint32 l_1171 = l_mut_218 - l_1164;
const bool l_1172 = l_mut_224 < l_1161;
const uint32 l_1173 = uint32(l_1172);
const uint32 l_1174 = l_1171 - l_1173;
l_mut_1005 = l_1170;
l_mut_719 = l_1174;
const uint32 l_1175 = l_mut_1010 * l_mut_93;
const uint32 l_1176 = l_mut_99 + l_1175;
l_mut_709 = l_1176;
} else {
const uint32 l_1177 = l_mut_156 - l_mut_280;
const uint32 l_1178 = l_mut_150 - l_mut_274;
const bool l_1179 = l_mut_156 < l_mut_280;
const uint32 l_1180 = uint32(l_1179);
const uint32 l_1181 = l_1178 - l_1180;
l_mut_708 = l_1177;
l_mut_697 = l_1181;
const bool l_1182 = l_mut_697 < l_613;
const bool l_1183 = l_mut_697 == l_613;
const bool l_1184 = l_mut_708 < l_609;
const bool l_1185 = l_1183 && l_1184;
const bool l_1186 = l_1182 || l_1185;
if (l_1186) {
l_mut_690 = uint32(2);
}
const bool l_1187 = l_mut_690 == uint32(0);
if (l_1187) {
const uint32 l_1188 = l_67 - l_mut_93;
const uint32 l_1189 = l_1188 / l_mut_99;
l_mut_1010 = uint32(0);
l_mut_914 = bool(false);
const uint32 l_1190 = l_mut_224 | l_mut_218;
const bool l_1191 = l_1190 == uint32(0);
if (l_1191) {
l_mut_1010 = l_1189;
} else {
if (l_mut_914) {
const bool l_1192 = l_mut_218 < l_mut_274;
const bool l_1193 = l_mut_218 == l_mut_274;
const bool l_1194 = l_mut_224 < l_mut_280;
const bool l_1195 = l_1193 && l_1194;
const bool l_1196 = l_1192 || l_1195;
if (l_1196) {
const uint32 l_1197 = l_mut_280 - uint32(1);
const uint32 l_1198 = l_mut_274 - uint32(0);
const bool l_1199 = l_mut_280 < uint32(1);
const uint32 l_1200 = uint32(l_1199);
const uint32 l_1201 = l_1198 - l_1200;
l_mut_663 = l_1197;
l_mut_657 = l_1201;
l_mut_651 = uint32(0);

for (uint32 l_mut_1202 = uint32(0); l_mut_1202 < uint32(20); ++l_mut_1202) {
const uint32 l_1203 = uint32(19) - l_mut_1202;
l_mut_87 = l_mut_663;
l_mut_72 = l_mut_657;
const bool l_1204 = l_1203 >= uint32(32);
if (l_1204) {
const uint32 l_1205 = l_1203 & uint32(31);
const uint32 l_1206 = l_mut_657 >> l_1205;
l_mut_87 = l_1206;
l_mut_72 = uint32(0);
} else {
const bool l_1207 = l_1203 > uint32(0);
if (l_1207) {
l_mut_35 = l_mut_663;
const bool l_1208 = l_1203 > uint32(0);
if (l_1208) {
const uint32 l_1209 = l_mut_663 >> l_1203;
const uint32 l_1210 = uint32(32) - l_1203;
const uint32 l_1211 = l_mut_657 << l_1210;
const uint32 l_1212 = l_1209 | l_1211;
l_mut_35 = l_1212;
}
const uint32 l_1213 = l_mut_657 >> l_1203;
l_mut_87 = l_mut_35;
l_mut_72 = l_1213;
}
}
const bool l_1214 = l_mut_72 < l_mut_218;
const bool l_1215 = l_mut_72 == l_mut_218;
const bool l_1216 = l_mut_87 < l_mut_224;
const bool l_1217 = l_1215 && l_1216;
const bool l_1218 = l_1214 || l_1217;
const bool l_1219 = !l_1218;
if (l_1219) {
l_mut_87 = l_mut_224;
l_mut_72 = l_mut_218;
const bool l_1220 = l_1203 >= uint32(32);
if (l_1220) {
const uint32 l_1221 = l_1203 & uint32(31);
const uint32 l_1222 = l_mut_224 << l_1221;
l_mut_87 = uint32(0);
l_mut_72 = l_1222;
} else {
const bool l_1223 = l_1203 > uint32(0);
if (l_1223) {
const uint32 l_1224 = l_mut_224 << l_1203;
const uint32 l_1225 = l_mut_218 << l_1203;
const uint32 l_1226 = uint32(32) - l_1203;
const uint32 l_1227 = l_mut_224 >> l_1226;
const uint32 l_1228 = l_1225 | l_1227;
l_mut_87 = l_1224;
l_mut_72 = l_1228;
}
}
const uint32 l_1229 = l_mut_663 - l_mut_87;
const uint32 l_1230 = l_mut_657 - l_mut_72;
const bool l_1231 = l_mut_663 < l_mut_87;
const uint32 l_1232 = uint32(l_1231);
const uint32 l_1233 = l_1230 - l_1232;
l_mut_663 = l_1229;
l_mut_657 = l_1233;
const uint32 l_1234 = uint32(1) << l_1203;
l_mut_651 = l_mut_651 | l_1234;
}
}
const uint32 l_1235 = min(l_mut_651, l_1189);
l_mut_651 = l_1235;
const bool l_1236 = l_mut_657 < l_mut_218;
const bool l_1237 = l_mut_657 == l_mut_218;
const bool l_1238 = l_mut_663 < l_mut_224;
const bool l_1239 = l_1237 && l_1238;
const bool l_1240 = l_1236 || l_1239;
const bool l_1241 = !l_1240;
if (l_1241) {
l_mut_651 = l_1189;
}
l_mut_1010 = l_mut_651;
}
} else {
l_mut_663 = l_mut_280;
l_mut_657 = l_mut_274;
while (true) {
const bool l_1242 = l_mut_218 < l_mut_657;
const bool l_1243 = l_mut_218 == l_mut_657;
const bool l_1244 = l_mut_224 < l_mut_663;
const bool l_1245 = l_1243 && l_1244;
const bool l_1246 = l_1242 || l_1245;
const uint32 l_1247 = l_mut_1010 * l_mut_99;
const uint32 l_1248 = l_mut_93 + l_1247;
const uint32 l_1249 = l_1248 + l_mut_99;
const bool l_1250 = l_1249 < l_67;
const bool l_1251 = l_1246 && l_1250;
const bool l_1252 = !l_1251;
if (l_1252) {
break;}
const uint32 l_1253 = l_mut_663 - l_mut_224;
const uint32 l_1254 = l_mut_657 - l_mut_218;
const bool l_1255 = l_mut_663 < l_mut_224;
const uint32 l_1256 = uint32(l_1255);
const uint32 l_1257 = l_1254 - l_1256;
l_mut_663 = l_1253;
l_mut_657 = l_1257;
l_mut_1010 = l_mut_1010 + uint32(1);
}
}
}
const uint32 l_1258 = l_mut_1010 * l_mut_99;
const uint32 l_1259 = l_mut_93 + l_1258;
const uint32 l_1260 = l_1259 + l_mut_99;
const bool l_1261 = l_1260 >= l_67;
if (l_1261) {
l_mut_690 = uint32(1);
} else {
const uint32 l_1262 = l_mut_224 * l_mut_1010;
const uint32 l_1263 = __umulhi(l_mut_224, l_mut_1010);
const uint32 l_1264 = l_mut_218 * l_mut_1010;
const uint32 l_1265 = l_1263 + l_1264;
const uint32 l_1266 = l_mut_280 - l_1262;
const uint32 l_1267 = l_mut_274 - l_1265;
const bool l_1268 = l_mut_280 < l_1262;
const uint32 l_1269 = uint32(l_1268);
const uint32 l_1270 = l_1267 - l_1269;
l_mut_714 = l_1266;
l_mut_713 = l_1270;
const uint32 l_1271 = l_mut_1010 * l_mut_99;
const uint32 l_1272 = l_mut_93 + l_1271;
l_mut_710 = l_1272;
const uint32 l_1273 = l_mut_224 - l_mut_714;
const uint32 l_1274 = l_mut_218 - l_mut_713;
const bool l_1275 = l_mut_224 < l_mut_714;
const uint32 l_1276 = uint32(l_1275);
const uint32 l_1277 = l_1274 - l_1276;
l_mut_1005 = l_1273;
l_mut_719 = l_1277;
const uint32 l_1278 = l_mut_99 + l_mut_710;
l_mut_709 = l_1278;
}
}
}
l_mut_280 = l_mut_714;
l_mut_274 = l_mut_713;
l_mut_224 = l_mut_1005;
l_mut_218 = l_mut_719;
l_mut_99 = l_mut_709;
l_mut_93 = l_mut_710;
l_mut_156 = l_mut_708;
l_mut_150 = l_mut_697;
const bool l_1279 = l_mut_690 == uint32(1);
l_mut_619 = l_1279;
const bool l_1280 = l_mut_690 == uint32(0);
l_mut_626 = l_1280;
}
}
const bool l_1281 = !l_mut_619;
if (l_1281) {
const uint32 l_1282 = l_27 * uint32(8);
const uint32 l_1283 = l_1282 + l_28;
const uint32 l_1398 = info.static_meta[uint32(6)];
const uint32 l_1399 = l_1398 * uint32(1);
const uint32 l_1400 = l_1399 - uint32(1);
const uint32 l_1401 = min(uint32(1), l_1400);
uint32* l_1402 = &buffer_6[l_1401];
uint32* l_1284 = l_1402;
const uint32 l_1285 = atomicAdd(l_1284, uint32(1));
const uint32 l_1286 = info.static_meta[uint32(12)];
const bool l_1287 = l_1285 < l_1286;
if (l_1287) {
const uint32 l_1403 = info.static_meta[uint32(5)];
const uint32 l_1404 = l_1403 * uint32(1);
const bool l_1405 = l_1285 < l_1404;
if (l_1405) {
buffer_5[l_1285] = l_1283;
}
}
}
}
}

}
