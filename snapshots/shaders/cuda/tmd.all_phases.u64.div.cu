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
bool l_mut_248;
bool l_mut_251;
bool l_mut_339;
bool l_mut_344;
uint32 l_mut_247;
uint32 l_mut_260;
uint32 l_mut_293;
uint32 l_mut_363;
uint32 l_mut_364;
uint32 l_mut_49;
uint32 l_mut_823;
uint32 l_mut_891;
uint32 l_mut_892;
uint64 l_mut_109;
uint64 l_mut_140;
uint64 l_mut_194;
uint64 l_mut_273;
uint64 l_mut_290;
uint64 l_mut_383;
uint64 l_mut_87;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1327 = info.static_meta[uint32(5)];
const uint32 l_1328 = l_1327 * uint32(1);
const uint32 l_1329 = l_1328 - uint32(1);
const uint32 l_1330 = min(uint32(3), l_1329);
uint32* l_1331 = &buffer_5[l_1330];
uint32* l_1 = l_1331;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_1271 = info.static_meta[uint32(3)];
const uint32 l_1272 = l_1271 * uint32(1);
const bool l_1273 = l_3 < l_1272;
const uint32 l_1274 = l_1272 - uint32(1);
const uint32 l_1275 = min(l_3, l_1274);
const uint32 l_1276 = buffer_3[l_1275];
const uint32 l_1277 = (l_1273) ? l_1276 : uint32(0);
const uint32 l_4 = l_1277;
const uint64 l_5 = uint64(l_4);
const uint32 l_6 = uint32(2) * uint32(0);
const uint32 l_7 = l_6 + uint32(1);
const uint32 l_1278 = info.static_meta[uint32(3)];
const uint32 l_1279 = l_1278 * uint32(1);
const bool l_1280 = l_7 < l_1279;
const uint32 l_1281 = l_1279 - uint32(1);
const uint32 l_1282 = min(l_7, l_1281);
const uint32 l_1283 = buffer_3[l_1282];
const uint32 l_1284 = (l_1280) ? l_1283 : uint32(0);
const uint32 l_8 = l_1284;
const uint64 l_9 = uint64(l_8);
const uint64 l_10 = l_9 << uint64(32);
const uint64 l_11 = l_5 | l_10;
const uint64 l_12 = l_11 & uint64(4294967295);
const uint32 l_13 = uint32(l_12);
const uint32 l_14 = uint32(2) * uint32(1);
const uint32 l_1285 = info.static_meta[uint32(3)];
const uint32 l_1286 = l_1285 * uint32(1);
const bool l_1287 = l_14 < l_1286;
const uint32 l_1288 = l_1286 - uint32(1);
const uint32 l_1289 = min(l_14, l_1288);
const uint32 l_1290 = buffer_3[l_1289];
const uint32 l_1291 = (l_1287) ? l_1290 : uint32(0);
const uint32 l_15 = l_1291;
const uint64 l_16 = uint64(l_15);
const uint32 l_17 = uint32(2) * uint32(1);
const uint32 l_18 = l_17 + uint32(1);
const uint32 l_1292 = info.static_meta[uint32(3)];
const uint32 l_1293 = l_1292 * uint32(1);
const bool l_1294 = l_18 < l_1293;
const uint32 l_1295 = l_1293 - uint32(1);
const uint32 l_1296 = min(l_18, l_1295);
const uint32 l_1297 = buffer_3[l_1296];
const uint32 l_1298 = (l_1294) ? l_1297 : uint32(0);
const uint32 l_19 = l_1298;
const uint64 l_20 = uint64(l_19);
const uint64 l_21 = l_20 << uint64(32);
const uint64 l_22 = l_16 | l_21;
const uint64 l_23 = l_22 & uint64(4294967295);
const uint32 l_24 = uint32(l_23);
const uint32 l_25 = uint32(2) * uint32(2);
const uint32 l_1299 = info.static_meta[uint32(3)];
const uint32 l_1300 = l_1299 * uint32(1);
const bool l_1301 = l_25 < l_1300;
const uint32 l_1302 = l_1300 - uint32(1);
const uint32 l_1303 = min(l_25, l_1302);
const uint32 l_1304 = buffer_3[l_1303];
const uint32 l_1305 = (l_1301) ? l_1304 : uint32(0);
const uint32 l_26 = l_1305;
const uint64 l_27 = uint64(l_26);
const uint32 l_28 = uint32(2) * uint32(2);
const uint32 l_29 = l_28 + uint32(1);
const uint32 l_1306 = info.static_meta[uint32(3)];
const uint32 l_1307 = l_1306 * uint32(1);
const bool l_1308 = l_29 < l_1307;
const uint32 l_1309 = l_1307 - uint32(1);
const uint32 l_1310 = min(l_29, l_1309);
const uint32 l_1311 = buffer_3[l_1310];
const uint32 l_1312 = (l_1308) ? l_1311 : uint32(0);
const uint32 l_30 = l_1312;
const uint64 l_31 = uint64(l_30);
const uint64 l_32 = l_31 << uint64(32);
const uint64 l_33 = l_27 | l_32;
const uint32 l_34 = uint32(2) * uint32(3);
const uint32 l_1313 = info.static_meta[uint32(3)];
const uint32 l_1314 = l_1313 * uint32(1);
const bool l_1315 = l_34 < l_1314;
const uint32 l_1316 = l_1314 - uint32(1);
const uint32 l_1317 = min(l_34, l_1316);
const uint32 l_1318 = buffer_3[l_1317];
const uint32 l_1319 = (l_1315) ? l_1318 : uint32(0);
const uint32 l_35 = l_1319;
const uint64 l_36 = uint64(l_35);
const uint32 l_37 = uint32(2) * uint32(3);
const uint32 l_38 = l_37 + uint32(1);
const uint32 l_1320 = info.static_meta[uint32(3)];
const uint32 l_1321 = l_1320 * uint32(1);
const bool l_1322 = l_38 < l_1321;
const uint32 l_1323 = l_1321 - uint32(1);
const uint32 l_1324 = min(l_38, l_1323);
const uint32 l_1325 = buffer_3[l_1324];
const uint32 l_1326 = (l_1322) ? l_1325 : uint32(0);
const uint32 l_39 = l_1326;
const uint64 l_40 = uint64(l_39);
const uint64 l_41 = l_40 << uint64(32);
const uint64 l_42 = l_36 | l_41;
const uint32 l_43 = uint32(2) * idxGlobal;
const uint32 l_44 = info.static_meta[uint32(6)];
const bool l_45 = l_43 < l_44;
const uint64 l_46 = uint64(idxGlobal);
const uint64 l_47 = uint64(l_13);
const uint64 l_48 = l_46 * l_47;
l_mut_49 = uint32(0);
const bool l_50 = l_48 < l_42;
if (l_50) {
const uint64 l_51 = l_42 - l_48;
l_mut_49 = l_13;
const uint64 l_52 = uint64(l_13);
const bool l_53 = l_51 < l_52;
if (l_53) {
const uint64 l_54 = l_51 & uint64(4294967295);
const uint32 l_55 = uint32(l_54);
l_mut_49 = l_55;
}
}
const uint32 l_56 = (l_45) ? l_mut_49 : uint32(0);
const bool l_57 = l_56 > uint32(0);
if (l_57) {
const uint32 l_58 = uint32(2) * idxGlobal;
const uint32 l_1332 = info.static_meta[uint32(0)];
const uint32 l_1333 = l_1332 * uint32(1);
const bool l_1334 = l_58 < l_1333;
const uint32 l_1335 = l_1333 - uint32(1);
const uint32 l_1336 = min(l_58, l_1335);
const uint32 l_1337 = buffer_0[l_1336];
const uint32 l_1338 = (l_1334) ? l_1337 : uint32(0);
const uint32 l_59 = l_1338;
const uint64 l_60 = uint64(l_59);
const uint32 l_61 = uint32(2) * idxGlobal;
const uint32 l_62 = l_61 + uint32(1);
const uint32 l_1339 = info.static_meta[uint32(0)];
const uint32 l_1340 = l_1339 * uint32(1);
const bool l_1341 = l_62 < l_1340;
const uint32 l_1342 = l_1340 - uint32(1);
const uint32 l_1343 = min(l_62, l_1342);
const uint32 l_1344 = buffer_0[l_1343];
const uint32 l_1345 = (l_1341) ? l_1344 : uint32(0);
const uint32 l_63 = l_1345;
const uint64 l_64 = uint64(l_63);
const uint64 l_65 = l_64 << uint64(32);
const uint64 l_66 = l_60 | l_65;
const uint32 l_67 = uint32(2) * idxGlobal;
const uint32 l_1346 = info.static_meta[uint32(1)];
const uint32 l_1347 = l_1346 * uint32(1);
const bool l_1348 = l_67 < l_1347;
const uint32 l_1349 = l_1347 - uint32(1);
const uint32 l_1350 = min(l_67, l_1349);
const uint32 l_1351 = buffer_1[l_1350];
const uint32 l_1352 = (l_1348) ? l_1351 : uint32(0);
const uint32 l_68 = l_1352;
const uint64 l_69 = uint64(l_68);
const uint32 l_70 = uint32(2) * idxGlobal;
const uint32 l_71 = l_70 + uint32(1);
const uint32 l_1353 = info.static_meta[uint32(1)];
const uint32 l_1354 = l_1353 * uint32(1);
const bool l_1355 = l_71 < l_1354;
const uint32 l_1356 = l_1354 - uint32(1);
const uint32 l_1357 = min(l_71, l_1356);
const uint32 l_1358 = buffer_1[l_1357];
const uint32 l_1359 = (l_1355) ? l_1358 : uint32(0);
const uint32 l_72 = l_1359;
const uint64 l_73 = uint64(l_72);
const uint64 l_74 = l_73 << uint64(32);
const uint64 l_75 = l_69 | l_74;
const uint32 l_76 = uint32(2) * idxGlobal;
const uint32 l_1360 = info.static_meta[uint32(2)];
const uint32 l_1361 = l_1360 * uint32(1);
const bool l_1362 = l_76 < l_1361;
const uint32 l_1363 = l_1361 - uint32(1);
const uint32 l_1364 = min(l_76, l_1363);
const uint32 l_1365 = buffer_2[l_1364];
const uint32 l_1366 = (l_1362) ? l_1365 : uint32(0);
const uint32 l_77 = l_1366;
const uint64 l_78 = uint64(l_77);
const uint32 l_79 = uint32(2) * idxGlobal;
const uint32 l_80 = l_79 + uint32(1);
const uint32 l_1367 = info.static_meta[uint32(2)];
const uint32 l_1368 = l_1367 * uint32(1);
const bool l_1369 = l_80 < l_1368;
const uint32 l_1370 = l_1368 - uint32(1);
const uint32 l_1371 = min(l_80, l_1370);
const uint32 l_1372 = buffer_2[l_1371];
const uint32 l_1373 = (l_1369) ? l_1372 : uint32(0);
const uint32 l_81 = l_1373;
const uint64 l_82 = uint64(l_81);
const uint64 l_83 = l_82 << uint64(32);
const uint64 l_84 = l_78 | l_83;
const uint64 l_85 = l_84 >> uint64(63);
const bool l_86 = l_85 == uint64(1);
l_mut_87 = l_84;
if (l_86) {
const uint64 l_88 = uint64(uint32(0));
const uint64 l_89 = l_88 - l_84;
l_mut_87 = l_89;
}
const uint64 l_90 = uint64(l_13);
const uint64 l_91 = l_mut_87 & uint64(4294967295);
const uint64 l_92 = l_91 * l_90;
const uint64 l_93 = l_mut_87 >> uint64(32);
const uint64 l_94 = l_93 * l_90;
const uint64 l_95 = l_94 << uint64(32);
const uint64 l_96 = l_92 + l_95;
const uint64 l_97 = l_94 >> uint64(32);
const bool l_98 = l_96 < l_92;
const uint64 l_99 = uint64(l_98);
const uint64 l_100 = l_97 + l_99;
l_mut_87 = l_96;
const bool l_101 = l_24 == uint32(64);
if (l_101) {
l_mut_87 = l_100;
} else {
const bool l_102 = l_24 > uint32(0);
if (l_102) {
const uint32 l_103 = uint32(64) - l_24;
const uint64 l_104 = uint64(l_103);
const uint64 l_105 = l_100 << l_104;
const uint64 l_106 = uint64(l_24);
const uint64 l_107 = l_96 >> l_106;
const uint64 l_108 = l_105 | l_107;
l_mut_87 = l_108;
}
}
l_mut_109 = l_mut_87;
if (l_86) {
const uint64 l_110 = uint64(uint32(0));
const uint64 l_111 = l_110 - l_mut_109;
l_mut_109 = l_111;
}
const uint64 l_112 = l_66 + l_mut_109;
const uint32 l_113 = l_24 + uint32(3);
const uint64 l_114 = uint64(uint32(0));
l_mut_109 = l_114;
const bool l_115 = l_13 < uint32(65536);
if (l_115) {
const uint32 l_116 = l_13 * l_13;
const uint64 l_117 = l_84 >> uint64(63);
const bool l_118 = l_117 == uint64(1);
l_mut_87 = l_84;
if (l_118) {
const uint64 l_119 = uint64(uint32(0));
const uint64 l_120 = l_119 - l_84;
l_mut_87 = l_120;
}
const uint64 l_121 = uint64(l_116);
const uint64 l_122 = l_mut_87 & uint64(4294967295);
const uint64 l_123 = l_122 * l_121;
const uint64 l_124 = l_mut_87 >> uint64(32);
const uint64 l_125 = l_124 * l_121;
const uint64 l_126 = l_125 << uint64(32);
const uint64 l_127 = l_123 + l_126;
const uint64 l_128 = l_125 >> uint64(32);
const bool l_129 = l_127 < l_123;
const uint64 l_130 = uint64(l_129);
const uint64 l_131 = l_128 + l_130;
l_mut_87 = l_127;
const bool l_132 = l_113 == uint32(64);
if (l_132) {
l_mut_87 = l_131;
} else {
const bool l_133 = l_113 > uint32(0);
if (l_133) {
const uint32 l_134 = uint32(64) - l_113;
const uint64 l_135 = uint64(l_134);
const uint64 l_136 = l_131 << l_135;
const uint64 l_137 = uint64(l_113);
const uint64 l_138 = l_127 >> l_137;
const uint64 l_139 = l_136 | l_138;
l_mut_87 = l_139;
}
}
l_mut_140 = l_mut_87;
if (l_118) {
const uint64 l_141 = uint64(uint32(0));
const uint64 l_142 = l_141 - l_mut_140;
l_mut_140 = l_142;
}
l_mut_109 = l_mut_140;
} else {
const uint64 l_143 = l_84 >> uint64(63);
const bool l_144 = l_143 == uint64(1);
l_mut_140 = l_84;
if (l_144) {
const uint64 l_145 = uint64(uint32(0));
const uint64 l_146 = l_145 - l_84;
l_mut_140 = l_146;
}
const uint64 l_147 = uint64(l_13);
const uint64 l_148 = l_mut_140 & uint64(4294967295);
const uint64 l_149 = l_148 * l_147;
const uint64 l_150 = l_mut_140 >> uint64(32);
const uint64 l_151 = l_150 * l_147;
const uint64 l_152 = l_151 << uint64(32);
const uint64 l_153 = l_149 + l_152;
const uint64 l_154 = l_151 >> uint64(32);
const bool l_155 = l_153 < l_149;
const uint64 l_156 = uint64(l_155);
const uint64 l_157 = l_154 + l_156;
l_mut_87 = l_153;
const bool l_158 = uint32(0) == uint32(64);
if (l_158) {
l_mut_87 = l_157;
} else {
const bool l_159 = uint32(0) > uint32(0);
if (l_159) {
const uint64 l_160 = uint64(uint32(64));
const uint64 l_161 = l_157 << l_160;
const uint64 l_162 = uint64(uint32(0));
const uint64 l_163 = l_153 >> l_162;
const uint64 l_164 = l_161 | l_163;
l_mut_87 = l_164;
}
}
const uint64 l_165 = uint64(l_13);
const uint64 l_166 = l_mut_140 & uint64(4294967295);
const uint64 l_167 = l_166 * l_165;
const uint64 l_168 = l_mut_140 >> uint64(32);
const uint64 l_169 = l_168 * l_165;
const uint64 l_170 = l_169 << uint64(32);
const uint64 l_171 = l_167 + l_170;
const uint64 l_172 = l_169 >> uint64(32);
const bool l_173 = l_171 < l_167;
const uint64 l_174 = uint64(l_173);
const uint64 l_175 = l_172 + l_174;
l_mut_140 = l_171;
const bool l_176 = uint32(64) == uint32(64);
if (l_176) {
l_mut_140 = l_175;
} else {
const bool l_177 = uint32(64) > uint32(0);
if (l_177) {
const uint64 l_178 = uint64(uint32(0));
const uint64 l_179 = l_175 << l_178;
const uint64 l_180 = uint64(uint32(64));
const uint64 l_181 = l_171 >> l_180;
const uint64 l_182 = l_179 | l_181;
l_mut_140 = l_182;
}
}
const uint64 l_183 = uint64(l_13);
const uint64 l_184 = l_mut_87 & uint64(4294967295);
const uint64 l_185 = l_184 * l_183;
const uint64 l_186 = l_mut_87 >> uint64(32);
const uint64 l_187 = l_186 * l_183;
const uint64 l_188 = l_187 << uint64(32);
const uint64 l_189 = l_185 + l_188;
const uint64 l_190 = l_187 >> uint64(32);
const bool l_191 = l_189 < l_185;
const uint64 l_192 = uint64(l_191);
const uint64 l_193 = l_190 + l_192;
l_mut_194 = l_189;
const bool l_195 = uint32(0) == uint32(64);
if (l_195) {
l_mut_194 = l_193;
} else {
const bool l_196 = uint32(0) > uint32(0);
if (l_196) {
const uint64 l_197 = uint64(uint32(64));
const uint64 l_198 = l_193 << l_197;
const uint64 l_199 = uint64(uint32(0));
const uint64 l_200 = l_189 >> l_199;
const uint64 l_201 = l_198 | l_200;
l_mut_194 = l_201;
}
}
const uint64 l_202 = uint64(l_13);
const uint64 l_203 = l_mut_87 & uint64(4294967295);
const uint64 l_204 = l_203 * l_202;
const uint64 l_205 = l_mut_87 >> uint64(32);
const uint64 l_206 = l_205 * l_202;
const uint64 l_207 = l_206 << uint64(32);
const uint64 l_208 = l_204 + l_207;
const uint64 l_209 = l_206 >> uint64(32);
const bool l_210 = l_208 < l_204;
const uint64 l_211 = uint64(l_210);
const uint64 l_212 = l_209 + l_211;
l_mut_87 = l_208;
const bool l_213 = uint32(64) == uint32(64);
if (l_213) {
l_mut_87 = l_212;
} else {
const bool l_214 = uint32(64) > uint32(0);
if (l_214) {
const uint64 l_215 = uint64(uint32(0));
const uint64 l_216 = l_212 << l_215;
const uint64 l_217 = uint64(uint32(64));
const uint64 l_218 = l_208 >> l_217;
const uint64 l_219 = l_216 | l_218;
l_mut_87 = l_219;
}
}
const uint64 l_220 = uint64(l_13);
const uint64 l_221 = l_mut_140 * l_220;
const uint64 l_222 = l_mut_87 + l_221;
l_mut_109 = l_mut_194;
const bool l_223 = l_113 == uint32(64);
if (l_223) {
l_mut_109 = l_222;
} else {
const bool l_224 = l_113 > uint32(0);
if (l_224) {
const uint32 l_225 = uint32(64) - l_113;
const uint64 l_226 = uint64(l_225);
const uint64 l_227 = l_222 << l_226;
const uint64 l_228 = uint64(l_113);
const uint64 l_229 = l_mut_194 >> l_228;
const uint64 l_230 = l_227 + l_229;
l_mut_109 = l_230;
}
}
if (l_144) {
const uint64 l_231 = uint64(uint32(0));
const uint64 l_232 = l_231 - l_mut_109;
l_mut_109 = l_232;
}
}
l_mut_194 = l_mut_109;
const uint64 l_233 = l_mut_109 >> uint64(63);
const bool l_234 = l_233 == uint64(1);
if (l_234) {
const uint64 l_235 = uint64(uint32(0));
const uint64 l_236 = l_235 - l_mut_109;
l_mut_194 = l_236;
}
const uint64 l_237 = l_33 + l_mut_194;
const uint64 l_238 = uint64(uint32(1));
const uint64 l_239 = l_237 + l_238;
const uint64 l_240 = l_75 - l_mut_109;
const uint64 l_241 = l_240 + l_239;
const uint64 l_242 = uint64(uint32(0));
const uint64 l_243 = l_242 - l_112;
const uint64 l_244 = l_239 + l_239;
l_mut_194 = l_243;
const uint64 l_245 = uint64(uint32(0));
const uint64 l_246 = l_245 - l_243;
l_mut_140 = l_246;
l_mut_109 = l_241;
l_mut_49 = uint32(1);
l_mut_247 = uint32(1);
l_mut_248 = bool(false);
const bool l_249 = l_mut_109 < l_244;
const bool l_250 = !l_249;
l_mut_251 = l_250;
const bool l_252 = l_243 == uint64(0);
if (l_252) {
l_mut_248 = l_mut_251;
l_mut_251 = bool(false);
}
if (l_mut_251) {
const uint64 l_253 = l_243 >> uint64(63);
const bool l_254 = l_253 == uint64(1);
l_mut_87 = l_243;
if (l_254) {
const uint64 l_255 = uint64(uint32(0));
const uint64 l_256 = l_255 - l_243;
l_mut_87 = l_256;
}
const uint32 l_257 = l_13 - uint32(1);
const uint64 l_258 = uint64(l_257);
const uint64 l_259 = l_mut_87 * l_258;
l_mut_260 = uint32(0);
const uint32 l_261 = l_13 - uint32(1);
const uint64 l_262 = uint64(l_261);
const uint64 l_263 = l_mut_87 & uint64(4294967295);
const uint64 l_264 = l_263 * l_262;
const uint64 l_265 = l_mut_87 >> uint64(32);
const uint64 l_266 = l_265 * l_262;
const uint64 l_267 = l_266 << uint64(32);
const uint64 l_268 = l_264 + l_267;
const uint64 l_269 = l_266 >> uint64(32);
const bool l_270 = l_268 < l_264;
const uint64 l_271 = uint64(l_270);
const uint64 l_272 = l_269 + l_271;
l_mut_273 = l_268;
const bool l_274 = uint32(64) == uint32(64);
if (l_274) {
l_mut_273 = l_272;
} else {
const bool l_275 = uint32(64) > uint32(0);
if (l_275) {
const uint64 l_276 = uint64(uint32(0));
const uint64 l_277 = l_272 << l_276;
const uint64 l_278 = uint64(uint32(64));
const uint64 l_279 = l_268 >> l_278;
const uint64 l_280 = l_277 | l_279;
l_mut_273 = l_280;
}
}
const bool l_281 = l_mut_273 == uint64(0);
if (l_281) {
l_mut_273 = l_241;
if (l_254) {
const uint64 l_282 = uint64(uint32(0));
const uint64 l_283 = l_282 - l_241;
const bool l_284 = l_241 == uint64(0);
const bool l_285 = !l_284;
const bool l_286 = l_259 < l_283;
const bool l_287 = !l_286;
const bool l_288 = l_285 && l_287;
if (l_288) {
const uint32 l_289 = l_13 - uint32(1);
l_mut_290 = l_283;
const bool l_291 = l_283 < l_mut_87;
const bool l_292 = !l_291;
if (l_292) {
l_mut_293 = uint32(0);
const bool l_294 = l_mut_87 < l_283;
if (l_294) {
const uint64 l_295 = l_283 - uint64(1);
const uint64 l_296 = l_295 / l_mut_87;
const uint64 l_297 = uint64(l_289);
const bool l_298 = l_296 < l_297;
const uint64 l_299 = uint64(l_289);
const uint64 l_300 = (l_298) ? l_296 : l_299;
const uint32 l_301 = uint32(l_300);
l_mut_293 = l_301;
}
const uint64 l_302 = uint64(l_mut_293);
const uint64 l_303 = l_mut_87 * l_302;
const uint64 l_304 = l_283 - l_303;
l_mut_290 = l_304;
const bool l_305 = l_mut_290 < l_mut_87;
const bool l_306 = !l_305;
if (l_306) {
const uint64 l_307 = l_mut_290 - l_mut_87;
l_mut_290 = l_307;
}
}
const uint64 l_308 = l_mut_87 - l_mut_290;
l_mut_290 = l_308;
const bool l_309 = l_308 < l_mut_87;
const bool l_310 = !l_309;
if (l_310) {
const uint64 l_311 = l_308 - l_mut_87;
l_mut_290 = l_311;
}
const bool l_312 = l_mut_290 < l_mut_273;
if (l_312) {
l_mut_273 = l_mut_290;
}
}
} else {
const uint64 l_313 = l_241 - l_259;
l_mut_273 = l_313;
const bool l_314 = l_241 < l_259;
if (l_314) {
const uint32 l_315 = l_13 - uint32(1);
l_mut_290 = l_241;
const bool l_316 = l_241 < l_mut_87;
const bool l_317 = !l_316;
if (l_317) {
l_mut_293 = uint32(0);
const bool l_318 = l_mut_87 < l_241;
if (l_318) {
const uint64 l_319 = l_241 - uint64(1);
const uint64 l_320 = l_319 / l_mut_87;
const uint64 l_321 = uint64(l_315);
const bool l_322 = l_320 < l_321;
const uint64 l_323 = uint64(l_315);
const uint64 l_324 = (l_322) ? l_320 : l_323;
const uint32 l_325 = uint32(l_324);
l_mut_293 = l_325;
}
const uint64 l_326 = uint64(l_mut_293);
const uint64 l_327 = l_mut_87 * l_326;
const uint64 l_328 = l_241 - l_327;
l_mut_290 = l_328;
const bool l_329 = l_mut_290 < l_mut_87;
const bool l_330 = !l_329;
if (l_330) {
const uint64 l_331 = l_mut_290 - l_mut_87;
l_mut_290 = l_331;
}
}
const bool l_332 = l_mut_290 < l_mut_273;
if (l_332) {
l_mut_273 = l_mut_290;
}
}
}
const bool l_333 = l_mut_273 < l_244;
const bool l_334 = !l_333;
const uint32 l_335 = uint32(l_334);
const uint32 l_336 = uint32(2) - l_335;
l_mut_260 = l_336;
}
const bool l_337 = l_mut_260 > uint32(0);
if (l_337) {
const bool l_338 = l_mut_260 == uint32(1);
l_mut_248 = l_338;
l_mut_251 = bool(false);
}
}
l_mut_339 = bool(false);
while (true) {
const bool l_340 = !l_mut_251;
if (l_340) {
break;}
const bool l_341 = l_mut_109 < l_mut_194;
if (l_341) {
const uint64 l_342 = l_mut_194 - l_mut_109;
l_mut_290 = l_342;
l_mut_273 = l_mut_194;
const bool l_343 = l_mut_290 < l_mut_194;
if (l_343) {
l_mut_273 = l_mut_290;
}
l_mut_344 = bool(false);
l_mut_344 = bool(true);
l_mut_293 = uint32(0);
const bool l_345 = l_mut_140 == uint64(0);
const bool l_346 = !l_345;
const bool l_347 = l_mut_344 && l_346;
const bool l_348 = l_mut_140 < l_mut_273;
const bool l_349 = l_347 && l_348;
const uint32 l_350 = l_mut_49 + l_mut_247;
const bool l_351 = l_350 < l_13;
const bool l_352 = l_349 && l_351;
if (l_352) {
const uint32 l_353 = l_13 - l_mut_49;
const uint32 l_354 = l_353 - l_mut_247;
const uint32 l_355 = l_354 / l_mut_49;
const uint64 l_356 = l_mut_273 - uint64(1);
const uint64 l_357 = l_356 / l_mut_140;
const uint64 l_358 = uint64(l_355);
const bool l_359 = l_357 < l_358;
const uint64 l_360 = uint64(l_355);
const uint64 l_361 = (l_359) ? l_357 : l_360;
const uint32 l_362 = uint32(l_361);
l_mut_293 = l_362;
}
l_mut_290 = l_mut_194;
l_mut_273 = l_mut_140;
l_mut_260 = l_mut_49;
l_mut_363 = l_mut_247;
l_mut_87 = l_mut_109;
l_mut_364 = uint32(0);
const bool l_365 = l_mut_293 > uint32(0);
if (l_365) {
const uint64 l_366 = uint64(l_mut_293);
const uint64 l_367 = l_mut_140 * l_366;
const uint64 l_368 = l_mut_194 - l_367;
l_mut_290 = l_368;
const uint32 l_369 = l_mut_293 * l_mut_49;
const uint32 l_370 = l_mut_247 + l_369;
l_mut_363 = l_370;
} else {
const bool l_371 = l_mut_364 == uint32(0);
if (l_371) {
const uint32 l_372 = l_13 - l_mut_49;
const uint32 l_373 = l_372 / l_mut_247;
l_mut_293 = uint32(0);
l_mut_344 = bool(false);
l_mut_344 = bool(true);
const bool l_374 = l_mut_194 == uint64(0);
if (l_374) {
l_mut_293 = l_373;
} else {
if (l_mut_344) {
const bool l_375 = l_mut_194 < l_mut_140;
if (l_375) {
const uint64 l_376 = l_mut_140 - uint64(1);
const uint64 l_377 = l_376 / l_mut_194;
const uint64 l_378 = uint64(l_373);
const bool l_379 = l_377 < l_378;
const uint64 l_380 = uint64(l_373);
const uint64 l_381 = (l_379) ? l_377 : l_380;
const uint32 l_382 = uint32(l_381);
l_mut_293 = l_382;
}
} else {
l_mut_383 = l_mut_140;
while (true) {
const bool l_384 = l_mut_194 < l_mut_383;
const uint32 l_385 = l_mut_293 * l_mut_247;
const uint32 l_386 = l_mut_49 + l_385;
const uint32 l_387 = l_386 + l_mut_247;
const bool l_388 = l_387 < l_13;
const bool l_389 = l_384 && l_388;
const bool l_390 = !l_389;
if (l_390) {
break;}
const uint64 l_391 = l_mut_383 - l_mut_194;
l_mut_383 = l_391;
l_mut_293 = l_mut_293 + uint32(1);
}
}
}
const uint32 l_392 = l_mut_293 * l_mut_247;
const uint32 l_393 = l_mut_49 + l_392;
const uint32 l_394 = l_393 + l_mut_247;
const bool l_395 = l_394 >= l_13;
if (l_395) {
l_mut_364 = uint32(1);
} else {
const uint64 l_396 = uint64(l_mut_293);
const uint64 l_397 = l_mut_194 * l_396;
const uint64 l_398 = l_mut_140 - l_397;
l_mut_273 = l_398;
const uint32 l_399 = l_mut_293 * l_mut_247;
const uint32 l_400 = l_mut_49 + l_399;
l_mut_260 = l_400;
const uint64 l_401 = l_mut_194 - l_mut_273;
l_mut_290 = l_401;
const uint32 l_402 = l_mut_247 + l_mut_260;
l_mut_363 = l_402;
}
}
}
l_mut_194 = l_mut_290;
l_mut_140 = l_mut_273;
l_mut_49 = l_mut_260;
l_mut_247 = l_mut_363;
l_mut_109 = l_mut_87;
const bool l_403 = l_mut_364 == uint32(1);
l_mut_248 = l_403;
const bool l_404 = l_mut_364 == uint32(0);
l_mut_251 = l_404;
} else {
const uint64 l_405 = l_mut_140 - l_mut_109;
l_mut_383 = l_405;
const uint64 l_406 = l_mut_109 - l_244;
l_mut_383 = l_406;
l_mut_290 = l_mut_140;
const bool l_407 = l_mut_383 < l_mut_140;
if (l_407) {
l_mut_290 = l_mut_383;
}
l_mut_344 = bool(false);
l_mut_344 = bool(true);
l_mut_364 = uint32(0);
const bool l_408 = l_mut_194 == uint64(0);
const bool l_409 = !l_408;
const bool l_410 = l_mut_344 && l_409;
const bool l_411 = l_mut_194 < l_mut_290;
const bool l_412 = l_410 && l_411;
const uint32 l_413 = l_mut_247 + l_mut_49;
const bool l_414 = l_413 < l_13;
const bool l_415 = l_412 && l_414;
if (l_415) {
const uint32 l_416 = l_13 - l_mut_247;
const uint32 l_417 = l_416 - l_mut_49;
const uint32 l_418 = l_417 / l_mut_247;
const uint64 l_419 = l_mut_290 - uint64(1);
const uint64 l_420 = l_419 / l_mut_194;
const uint64 l_421 = uint64(l_418);
const bool l_422 = l_420 < l_421;
const uint64 l_423 = uint64(l_418);
const uint64 l_424 = (l_422) ? l_420 : l_423;
const uint32 l_425 = uint32(l_424);
l_mut_364 = l_425;
}
l_mut_383 = l_mut_140;
l_mut_290 = l_mut_194;
l_mut_363 = l_mut_247;
l_mut_293 = l_mut_49;
l_mut_273 = l_mut_109;
l_mut_260 = uint32(0);
const bool l_426 = l_mut_364 > uint32(0);
if (l_426) {
const uint64 l_427 = uint64(l_mut_364);
const uint64 l_428 = l_mut_194 * l_427;
const uint64 l_429 = l_mut_109 - l_428;
l_mut_273 = l_429;
const uint64 l_430 = l_mut_140 - l_428;
l_mut_383 = l_430;
const uint32 l_431 = l_mut_364 * l_mut_247;
const uint32 l_432 = l_mut_49 + l_431;
l_mut_293 = l_432;
} else {
const uint64 l_433 = l_mut_109 - l_mut_194;
l_mut_273 = l_433;
const bool l_434 = l_mut_273 < l_244;
if (l_434) {
l_mut_260 = uint32(2);
}
const bool l_435 = l_mut_260 == uint32(0);
if (l_435) {
const uint32 l_436 = l_13 - l_mut_247;
const uint32 l_437 = l_436 / l_mut_49;
l_mut_364 = uint32(0);
l_mut_344 = bool(false);
l_mut_344 = bool(true);
const bool l_438 = l_mut_140 == uint64(0);
if (l_438) {
l_mut_364 = l_437;
} else {
if (l_mut_344) {
const bool l_439 = l_mut_140 < l_mut_194;
if (l_439) {
const uint64 l_440 = l_mut_194 - uint64(1);
const uint64 l_441 = l_440 / l_mut_140;
const uint64 l_442 = uint64(l_437);
const bool l_443 = l_441 < l_442;
const uint64 l_444 = uint64(l_437);
const uint64 l_445 = (l_443) ? l_441 : l_444;
const uint32 l_446 = uint32(l_445);
l_mut_364 = l_446;
}
} else {
l_mut_87 = l_mut_194;
while (true) {
const bool l_447 = l_mut_140 < l_mut_87;
const uint32 l_448 = l_mut_364 * l_mut_49;
const uint32 l_449 = l_mut_247 + l_448;
const uint32 l_450 = l_449 + l_mut_49;
const bool l_451 = l_450 < l_13;
const bool l_452 = l_447 && l_451;
const bool l_453 = !l_452;
if (l_453) {
break;}
const uint64 l_454 = l_mut_87 - l_mut_140;
l_mut_87 = l_454;
l_mut_364 = l_mut_364 + uint32(1);
}
}
}
const uint32 l_455 = l_mut_364 * l_mut_49;
const uint32 l_456 = l_mut_247 + l_455;
const uint32 l_457 = l_456 + l_mut_49;
const bool l_458 = l_457 >= l_13;
if (l_458) {
l_mut_260 = uint32(1);
} else {
const uint64 l_459 = uint64(l_mut_364);
const uint64 l_460 = l_mut_140 * l_459;
const uint64 l_461 = l_mut_194 - l_460;
l_mut_290 = l_461;
const uint32 l_462 = l_mut_364 * l_mut_49;
const uint32 l_463 = l_mut_247 + l_462;
l_mut_363 = l_463;
const uint64 l_464 = l_mut_140 - l_mut_290;
l_mut_383 = l_464;
const uint32 l_465 = l_mut_49 + l_mut_363;
l_mut_293 = l_465;
}
}
}
l_mut_194 = l_mut_290;
l_mut_140 = l_mut_383;
l_mut_49 = l_mut_293;
l_mut_247 = l_mut_363;
l_mut_109 = l_mut_273;
const bool l_466 = l_mut_260 == uint32(1);
l_mut_248 = l_466;
const bool l_467 = l_mut_260 == uint32(0);
l_mut_251 = l_467;
}
}
const bool l_468 = !l_mut_248;
if (l_468) {
const uint32 l_1374 = info.static_meta[uint32(5)];
const uint32 l_1375 = l_1374 * uint32(1);
const uint32 l_1376 = l_1375 - uint32(1);
const uint32 l_1377 = min(uint32(0), l_1376);
uint32* l_1378 = &buffer_5[l_1377];
uint32* l_469 = l_1378;
const uint32 l_470 = atomicAdd(l_469, uint32(1));
const uint32 l_471 = l_13 / uint32(8);
l_mut_364 = uint32(0);
l_mut_363 = uint32(0);
l_mut_293 = uint32(0);

for (uint32 l_mut_472 = uint32(0); l_mut_472 < uint32(8); ++l_mut_472) {
const uint32 l_473 = l_mut_472 * l_471;
const bool l_474 = l_473 < l_56;
const uint32 l_475 = l_13 / uint32(8);
const uint32 l_476 = l_mut_472 * l_475;
const uint32 l_477 = l_476 + l_476;
const uint64 l_478 = l_84 >> uint64(63);
const bool l_479 = l_478 == uint64(1);
l_mut_383 = l_84;
if (l_479) {
const uint64 l_480 = uint64(uint32(0));
const uint64 l_481 = l_480 - l_84;
l_mut_383 = l_481;
}
const uint64 l_482 = uint64(l_477);
const uint64 l_483 = l_mut_383 & uint64(4294967295);
const uint64 l_484 = l_483 * l_482;
const uint64 l_485 = l_mut_383 >> uint64(32);
const uint64 l_486 = l_485 * l_482;
const uint64 l_487 = l_486 << uint64(32);
const uint64 l_488 = l_484 + l_487;
const uint64 l_489 = l_486 >> uint64(32);
const bool l_490 = l_488 < l_484;
const uint64 l_491 = uint64(l_490);
const uint64 l_492 = l_489 + l_491;
l_mut_383 = l_488;
const bool l_493 = l_24 == uint32(64);
if (l_493) {
l_mut_383 = l_492;
} else {
const bool l_494 = l_24 > uint32(0);
if (l_494) {
const uint32 l_495 = uint32(64) - l_24;
const uint64 l_496 = uint64(l_495);
const uint64 l_497 = l_492 << l_496;
const uint64 l_498 = uint64(l_24);
const uint64 l_499 = l_488 >> l_498;
const uint64 l_500 = l_497 | l_499;
l_mut_383 = l_500;
}
}
l_mut_290 = l_mut_383;
if (l_479) {
const uint64 l_501 = uint64(uint32(0));
const uint64 l_502 = l_501 - l_mut_290;
l_mut_290 = l_502;
}
const uint64 l_503 = l_66 + l_mut_290;
const uint64 l_504 = uint64(l_476);
const uint64 l_505 = l_66 * l_504;
const uint64 l_506 = l_75 + l_505;
const uint64 l_507 = uint64(uint32(0));
l_mut_383 = l_507;
const bool l_508 = l_476 < uint32(65536);
if (l_508) {
const uint32 l_509 = l_476 * l_476;
const uint64 l_510 = l_84 >> uint64(63);
const bool l_511 = l_510 == uint64(1);
l_mut_290 = l_84;
if (l_511) {
const uint64 l_512 = uint64(uint32(0));
const uint64 l_513 = l_512 - l_84;
l_mut_290 = l_513;
}
const uint64 l_514 = uint64(l_509);
const uint64 l_515 = l_mut_290 & uint64(4294967295);
const uint64 l_516 = l_515 * l_514;
const uint64 l_517 = l_mut_290 >> uint64(32);
const uint64 l_518 = l_517 * l_514;
const uint64 l_519 = l_518 << uint64(32);
const uint64 l_520 = l_516 + l_519;
const uint64 l_521 = l_518 >> uint64(32);
const bool l_522 = l_520 < l_516;
const uint64 l_523 = uint64(l_522);
const uint64 l_524 = l_521 + l_523;
l_mut_290 = l_520;
const bool l_525 = l_24 == uint32(64);
if (l_525) {
l_mut_290 = l_524;
} else {
const bool l_526 = l_24 > uint32(0);
if (l_526) {
const uint32 l_527 = uint32(64) - l_24;
const uint64 l_528 = uint64(l_527);
const uint64 l_529 = l_524 << l_528;
const uint64 l_530 = uint64(l_24);
const uint64 l_531 = l_520 >> l_530;
const uint64 l_532 = l_529 | l_531;
l_mut_290 = l_532;
}
}
l_mut_273 = l_mut_290;
if (l_511) {
const uint64 l_533 = uint64(uint32(0));
const uint64 l_534 = l_533 - l_mut_273;
l_mut_273 = l_534;
}
l_mut_383 = l_mut_273;
} else {
const uint64 l_535 = l_84 >> uint64(63);
const bool l_536 = l_535 == uint64(1);
l_mut_290 = l_84;
if (l_536) {
const uint64 l_537 = uint64(uint32(0));
const uint64 l_538 = l_537 - l_84;
l_mut_290 = l_538;
}
const uint64 l_539 = uint64(l_476);
const uint64 l_540 = l_mut_290 & uint64(4294967295);
const uint64 l_541 = l_540 * l_539;
const uint64 l_542 = l_mut_290 >> uint64(32);
const uint64 l_543 = l_542 * l_539;
const uint64 l_544 = l_543 << uint64(32);
const uint64 l_545 = l_541 + l_544;
const uint64 l_546 = l_543 >> uint64(32);
const bool l_547 = l_545 < l_541;
const uint64 l_548 = uint64(l_547);
const uint64 l_549 = l_546 + l_548;
l_mut_273 = l_545;
const bool l_550 = uint32(0) == uint32(64);
if (l_550) {
l_mut_273 = l_549;
} else {
const bool l_551 = uint32(0) > uint32(0);
if (l_551) {
const uint64 l_552 = uint64(uint32(64));
const uint64 l_553 = l_549 << l_552;
const uint64 l_554 = uint64(uint32(0));
const uint64 l_555 = l_545 >> l_554;
const uint64 l_556 = l_553 | l_555;
l_mut_273 = l_556;
}
}
const uint64 l_557 = uint64(l_476);
const uint64 l_558 = l_mut_290 & uint64(4294967295);
const uint64 l_559 = l_558 * l_557;
const uint64 l_560 = l_mut_290 >> uint64(32);
const uint64 l_561 = l_560 * l_557;
const uint64 l_562 = l_561 << uint64(32);
const uint64 l_563 = l_559 + l_562;
const uint64 l_564 = l_561 >> uint64(32);
const bool l_565 = l_563 < l_559;
const uint64 l_566 = uint64(l_565);
const uint64 l_567 = l_564 + l_566;
l_mut_290 = l_563;
const bool l_568 = uint32(64) == uint32(64);
if (l_568) {
l_mut_290 = l_567;
} else {
const bool l_569 = uint32(64) > uint32(0);
if (l_569) {
const uint64 l_570 = uint64(uint32(0));
const uint64 l_571 = l_567 << l_570;
const uint64 l_572 = uint64(uint32(64));
const uint64 l_573 = l_563 >> l_572;
const uint64 l_574 = l_571 | l_573;
l_mut_290 = l_574;
}
}
const uint64 l_575 = uint64(l_476);
const uint64 l_576 = l_mut_273 & uint64(4294967295);
const uint64 l_577 = l_576 * l_575;
const uint64 l_578 = l_mut_273 >> uint64(32);
const uint64 l_579 = l_578 * l_575;
const uint64 l_580 = l_579 << uint64(32);
const uint64 l_581 = l_577 + l_580;
const uint64 l_582 = l_579 >> uint64(32);
const bool l_583 = l_581 < l_577;
const uint64 l_584 = uint64(l_583);
const uint64 l_585 = l_582 + l_584;
l_mut_194 = l_581;
const bool l_586 = uint32(0) == uint32(64);
if (l_586) {
l_mut_194 = l_585;
} else {
const bool l_587 = uint32(0) > uint32(0);
if (l_587) {
const uint64 l_588 = uint64(uint32(64));
const uint64 l_589 = l_585 << l_588;
const uint64 l_590 = uint64(uint32(0));
const uint64 l_591 = l_581 >> l_590;
const uint64 l_592 = l_589 | l_591;
l_mut_194 = l_592;
}
}
const uint64 l_593 = uint64(l_476);
const uint64 l_594 = l_mut_273 & uint64(4294967295);
const uint64 l_595 = l_594 * l_593;
const uint64 l_596 = l_mut_273 >> uint64(32);
const uint64 l_597 = l_596 * l_593;
const uint64 l_598 = l_597 << uint64(32);
const uint64 l_599 = l_595 + l_598;
const uint64 l_600 = l_597 >> uint64(32);
const bool l_601 = l_599 < l_595;
const uint64 l_602 = uint64(l_601);
const uint64 l_603 = l_600 + l_602;
l_mut_273 = l_599;
const bool l_604 = uint32(64) == uint32(64);
if (l_604) {
l_mut_273 = l_603;
} else {
const bool l_605 = uint32(64) > uint32(0);
if (l_605) {
const uint64 l_606 = uint64(uint32(0));
const uint64 l_607 = l_603 << l_606;
const uint64 l_608 = uint64(uint32(64));
const uint64 l_609 = l_599 >> l_608;
const uint64 l_610 = l_607 | l_609;
l_mut_273 = l_610;
}
}
const uint64 l_611 = uint64(l_476);
const uint64 l_612 = l_mut_290 * l_611;
const uint64 l_613 = l_mut_273 + l_612;
l_mut_383 = l_mut_194;
const bool l_614 = l_24 == uint32(64);
if (l_614) {
l_mut_383 = l_613;
} else {
const bool l_615 = l_24 > uint32(0);
if (l_615) {
const uint32 l_616 = uint32(64) - l_24;
const uint64 l_617 = uint64(l_616);
const uint64 l_618 = l_613 << l_617;
const uint64 l_619 = uint64(l_24);
const uint64 l_620 = l_mut_194 >> l_619;
const uint64 l_621 = l_618 + l_620;
l_mut_383 = l_621;
}
}
if (l_536) {
const uint64 l_622 = uint64(uint32(0));
const uint64 l_623 = l_622 - l_mut_383;
l_mut_383 = l_623;
}
}
const uint64 l_624 = l_506 + l_mut_383;
const uint64 l_625 = l_84 >> uint64(63);
const bool l_626 = l_625 == uint64(1);
l_mut_383 = l_84;
if (l_626) {
const uint64 l_627 = uint64(uint32(0));
const uint64 l_628 = l_627 - l_84;
l_mut_383 = l_628;
}
const uint64 l_629 = uint64(l_475);
const uint64 l_630 = l_mut_383 & uint64(4294967295);
const uint64 l_631 = l_630 * l_629;
const uint64 l_632 = l_mut_383 >> uint64(32);
const uint64 l_633 = l_632 * l_629;
const uint64 l_634 = l_633 << uint64(32);
const uint64 l_635 = l_631 + l_634;
const uint64 l_636 = l_633 >> uint64(32);
const bool l_637 = l_635 < l_631;
const uint64 l_638 = uint64(l_637);
const uint64 l_639 = l_636 + l_638;
l_mut_383 = l_635;
const bool l_640 = l_24 == uint32(64);
if (l_640) {
l_mut_383 = l_639;
} else {
const bool l_641 = l_24 > uint32(0);
if (l_641) {
const uint32 l_642 = uint32(64) - l_24;
const uint64 l_643 = uint64(l_642);
const uint64 l_644 = l_639 << l_643;
const uint64 l_645 = uint64(l_24);
const uint64 l_646 = l_635 >> l_645;
const uint64 l_647 = l_644 | l_646;
l_mut_383 = l_647;
}
}
l_mut_290 = l_mut_383;
if (l_626) {
const uint64 l_648 = uint64(uint32(0));
const uint64 l_649 = l_648 - l_mut_290;
l_mut_290 = l_649;
}
const uint64 l_650 = l_503 + l_mut_290;
const uint32 l_651 = l_24 + uint32(3);
const uint64 l_652 = uint64(uint32(0));
l_mut_383 = l_652;
const bool l_653 = l_475 < uint32(65536);
if (l_653) {
const uint32 l_654 = l_475 * l_475;
const uint64 l_655 = l_84 >> uint64(63);
const bool l_656 = l_655 == uint64(1);
l_mut_290 = l_84;
if (l_656) {
const uint64 l_657 = uint64(uint32(0));
const uint64 l_658 = l_657 - l_84;
l_mut_290 = l_658;
}
const uint64 l_659 = uint64(l_654);
const uint64 l_660 = l_mut_290 & uint64(4294967295);
const uint64 l_661 = l_660 * l_659;
const uint64 l_662 = l_mut_290 >> uint64(32);
const uint64 l_663 = l_662 * l_659;
const uint64 l_664 = l_663 << uint64(32);
const uint64 l_665 = l_661 + l_664;
const uint64 l_666 = l_663 >> uint64(32);
const bool l_667 = l_665 < l_661;
const uint64 l_668 = uint64(l_667);
const uint64 l_669 = l_666 + l_668;
l_mut_290 = l_665;
const bool l_670 = l_651 == uint32(64);
if (l_670) {
l_mut_290 = l_669;
} else {
const bool l_671 = l_651 > uint32(0);
if (l_671) {
const uint32 l_672 = uint32(64) - l_651;
const uint64 l_673 = uint64(l_672);
const uint64 l_674 = l_669 << l_673;
const uint64 l_675 = uint64(l_651);
const uint64 l_676 = l_665 >> l_675;
const uint64 l_677 = l_674 | l_676;
l_mut_290 = l_677;
}
}
l_mut_273 = l_mut_290;
if (l_656) {
const uint64 l_678 = uint64(uint32(0));
const uint64 l_679 = l_678 - l_mut_273;
l_mut_273 = l_679;
}
l_mut_383 = l_mut_273;
} else {
const uint64 l_680 = l_84 >> uint64(63);
const bool l_681 = l_680 == uint64(1);
l_mut_290 = l_84;
if (l_681) {
const uint64 l_682 = uint64(uint32(0));
const uint64 l_683 = l_682 - l_84;
l_mut_290 = l_683;
}
const uint64 l_684 = uint64(l_475);
const uint64 l_685 = l_mut_290 & uint64(4294967295);
const uint64 l_686 = l_685 * l_684;
const uint64 l_687 = l_mut_290 >> uint64(32);
const uint64 l_688 = l_687 * l_684;
const uint64 l_689 = l_688 << uint64(32);
const uint64 l_690 = l_686 + l_689;
const uint64 l_691 = l_688 >> uint64(32);
const bool l_692 = l_690 < l_686;
const uint64 l_693 = uint64(l_692);
const uint64 l_694 = l_691 + l_693;
l_mut_273 = l_690;
const bool l_695 = uint32(0) == uint32(64);
if (l_695) {
l_mut_273 = l_694;
} else {
const bool l_696 = uint32(0) > uint32(0);
if (l_696) {
const uint64 l_697 = uint64(uint32(64));
const uint64 l_698 = l_694 << l_697;
const uint64 l_699 = uint64(uint32(0));
const uint64 l_700 = l_690 >> l_699;
const uint64 l_701 = l_698 | l_700;
l_mut_273 = l_701;
}
}
const uint64 l_702 = uint64(l_475);
const uint64 l_703 = l_mut_290 & uint64(4294967295);
const uint64 l_704 = l_703 * l_702;
const uint64 l_705 = l_mut_290 >> uint64(32);
const uint64 l_706 = l_705 * l_702;
const uint64 l_707 = l_706 << uint64(32);
const uint64 l_708 = l_704 + l_707;
const uint64 l_709 = l_706 >> uint64(32);
const bool l_710 = l_708 < l_704;
const uint64 l_711 = uint64(l_710);
const uint64 l_712 = l_709 + l_711;
l_mut_290 = l_708;
const bool l_713 = uint32(64) == uint32(64);
if (l_713) {
l_mut_290 = l_712;
} else {
const bool l_714 = uint32(64) > uint32(0);
if (l_714) {
const uint64 l_715 = uint64(uint32(0));
const uint64 l_716 = l_712 << l_715;
const uint64 l_717 = uint64(uint32(64));
const uint64 l_718 = l_708 >> l_717;
const uint64 l_719 = l_716 | l_718;
l_mut_290 = l_719;
}
}
const uint64 l_720 = uint64(l_475);
const uint64 l_721 = l_mut_273 & uint64(4294967295);
const uint64 l_722 = l_721 * l_720;
const uint64 l_723 = l_mut_273 >> uint64(32);
const uint64 l_724 = l_723 * l_720;
const uint64 l_725 = l_724 << uint64(32);
const uint64 l_726 = l_722 + l_725;
const uint64 l_727 = l_724 >> uint64(32);
const bool l_728 = l_726 < l_722;
const uint64 l_729 = uint64(l_728);
const uint64 l_730 = l_727 + l_729;
l_mut_194 = l_726;
const bool l_731 = uint32(0) == uint32(64);
if (l_731) {
l_mut_194 = l_730;
} else {
const bool l_732 = uint32(0) > uint32(0);
if (l_732) {
const uint64 l_733 = uint64(uint32(64));
const uint64 l_734 = l_730 << l_733;
const uint64 l_735 = uint64(uint32(0));
const uint64 l_736 = l_726 >> l_735;
const uint64 l_737 = l_734 | l_736;
l_mut_194 = l_737;
}
}
const uint64 l_738 = uint64(l_475);
const uint64 l_739 = l_mut_273 & uint64(4294967295);
const uint64 l_740 = l_739 * l_738;
const uint64 l_741 = l_mut_273 >> uint64(32);
const uint64 l_742 = l_741 * l_738;
const uint64 l_743 = l_742 << uint64(32);
const uint64 l_744 = l_740 + l_743;
const uint64 l_745 = l_742 >> uint64(32);
const bool l_746 = l_744 < l_740;
const uint64 l_747 = uint64(l_746);
const uint64 l_748 = l_745 + l_747;
l_mut_273 = l_744;
const bool l_749 = uint32(64) == uint32(64);
if (l_749) {
l_mut_273 = l_748;
} else {
const bool l_750 = uint32(64) > uint32(0);
if (l_750) {
const uint64 l_751 = uint64(uint32(0));
const uint64 l_752 = l_748 << l_751;
const uint64 l_753 = uint64(uint32(64));
const uint64 l_754 = l_744 >> l_753;
const uint64 l_755 = l_752 | l_754;
l_mut_273 = l_755;
}
}
const uint64 l_756 = uint64(l_475);
const uint64 l_757 = l_mut_290 * l_756;
const uint64 l_758 = l_mut_273 + l_757;
l_mut_383 = l_mut_194;
const bool l_759 = l_651 == uint32(64);
if (l_759) {
l_mut_383 = l_758;
} else {
const bool l_760 = l_651 > uint32(0);
if (l_760) {
const uint32 l_761 = uint32(64) - l_651;
const uint64 l_762 = uint64(l_761);
const uint64 l_763 = l_758 << l_762;
const uint64 l_764 = uint64(l_651);
const uint64 l_765 = l_mut_194 >> l_764;
const uint64 l_766 = l_763 + l_765;
l_mut_383 = l_766;
}
}
if (l_681) {
const uint64 l_767 = uint64(uint32(0));
const uint64 l_768 = l_767 - l_mut_383;
l_mut_383 = l_768;
}
}
l_mut_290 = l_mut_383;
const uint64 l_769 = l_mut_383 >> uint64(63);
const bool l_770 = l_769 == uint64(1);
if (l_770) {
const uint64 l_771 = uint64(uint32(0));
const uint64 l_772 = l_771 - l_mut_383;
l_mut_290 = l_772;
}
const uint64 l_773 = l_33 + l_mut_290;
const uint64 l_774 = uint64(uint32(1));
const uint64 l_775 = l_773 + l_774;
const uint64 l_776 = l_624 - l_mut_383;
const uint64 l_777 = l_776 + l_775;
const uint64 l_778 = uint64(uint32(0));
const uint64 l_779 = l_778 - l_650;
const uint64 l_780 = l_775 + l_775;
l_mut_383 = l_779;
const uint64 l_781 = uint64(uint32(0));
const uint64 l_782 = l_781 - l_779;
l_mut_290 = l_782;
l_mut_273 = l_777;
l_mut_260 = uint32(1);
l_mut_247 = uint32(1);
l_mut_344 = bool(false);
const bool l_783 = l_mut_273 < l_780;
const bool l_784 = !l_783;
l_mut_339 = l_784;
const bool l_785 = l_779 == uint64(0);
if (l_785) {
l_mut_344 = l_mut_339;
l_mut_339 = bool(false);
}
if (l_mut_339) {
const uint64 l_786 = l_779 >> uint64(63);
const bool l_787 = l_786 == uint64(1);
l_mut_194 = l_779;
if (l_787) {
const uint64 l_788 = uint64(uint32(0));
const uint64 l_789 = l_788 - l_779;
l_mut_194 = l_789;
}
const uint32 l_790 = l_475 - uint32(1);
const uint64 l_791 = uint64(l_790);
const uint64 l_792 = l_mut_194 * l_791;
l_mut_49 = uint32(0);
const uint32 l_793 = l_475 - uint32(1);
const uint64 l_794 = uint64(l_793);
const uint64 l_795 = l_mut_194 & uint64(4294967295);
const uint64 l_796 = l_795 * l_794;
const uint64 l_797 = l_mut_194 >> uint64(32);
const uint64 l_798 = l_797 * l_794;
const uint64 l_799 = l_798 << uint64(32);
const uint64 l_800 = l_796 + l_799;
const uint64 l_801 = l_798 >> uint64(32);
const bool l_802 = l_800 < l_796;
const uint64 l_803 = uint64(l_802);
const uint64 l_804 = l_801 + l_803;
l_mut_140 = l_800;
const bool l_805 = uint32(64) == uint32(64);
if (l_805) {
l_mut_140 = l_804;
} else {
const bool l_806 = uint32(64) > uint32(0);
if (l_806) {
const uint64 l_807 = uint64(uint32(0));
const uint64 l_808 = l_804 << l_807;
const uint64 l_809 = uint64(uint32(64));
const uint64 l_810 = l_800 >> l_809;
const uint64 l_811 = l_808 | l_810;
l_mut_140 = l_811;
}
}
const bool l_812 = l_mut_140 == uint64(0);
if (l_812) {
l_mut_140 = l_777;
if (l_787) {
const uint64 l_813 = uint64(uint32(0));
const uint64 l_814 = l_813 - l_777;
const bool l_815 = l_777 == uint64(0);
const bool l_816 = !l_815;
const bool l_817 = l_792 < l_814;
const bool l_818 = !l_817;
const bool l_819 = l_816 && l_818;
if (l_819) {
const uint32 l_820 = l_475 - uint32(1);
l_mut_109 = l_814;
const bool l_821 = l_814 < l_mut_194;
const bool l_822 = !l_821;
if (l_822) {
l_mut_823 = uint32(0);
const bool l_824 = l_mut_194 < l_814;
if (l_824) {
const uint64 l_825 = l_814 - uint64(1);
const uint64 l_826 = l_825 / l_mut_194;
const uint64 l_827 = uint64(l_820);
const bool l_828 = l_826 < l_827;
const uint64 l_829 = uint64(l_820);
const uint64 l_830 = (l_828) ? l_826 : l_829;
const uint32 l_831 = uint32(l_830);
l_mut_823 = l_831;
}
const uint64 l_832 = uint64(l_mut_823);
const uint64 l_833 = l_mut_194 * l_832;
const uint64 l_834 = l_814 - l_833;
l_mut_109 = l_834;
const bool l_835 = l_mut_109 < l_mut_194;
const bool l_836 = !l_835;
if (l_836) {
const uint64 l_837 = l_mut_109 - l_mut_194;
l_mut_109 = l_837;
}
}
const uint64 l_838 = l_mut_194 - l_mut_109;
l_mut_109 = l_838;
const bool l_839 = l_838 < l_mut_194;
const bool l_840 = !l_839;
if (l_840) {
const uint64 l_841 = l_838 - l_mut_194;
l_mut_109 = l_841;
}
const bool l_842 = l_mut_109 < l_mut_140;
if (l_842) {
l_mut_140 = l_mut_109;
}
}
} else {
const uint64 l_843 = l_777 - l_792;
l_mut_140 = l_843;
const bool l_844 = l_777 < l_792;
if (l_844) {
const uint32 l_845 = l_475 - uint32(1);
l_mut_109 = l_777;
const bool l_846 = l_777 < l_mut_194;
const bool l_847 = !l_846;
if (l_847) {
l_mut_823 = uint32(0);
const bool l_848 = l_mut_194 < l_777;
if (l_848) {
const uint64 l_849 = l_777 - uint64(1);
const uint64 l_850 = l_849 / l_mut_194;
const uint64 l_851 = uint64(l_845);
const bool l_852 = l_850 < l_851;
const uint64 l_853 = uint64(l_845);
const uint64 l_854 = (l_852) ? l_850 : l_853;
const uint32 l_855 = uint32(l_854);
l_mut_823 = l_855;
}
const uint64 l_856 = uint64(l_mut_823);
const uint64 l_857 = l_mut_194 * l_856;
const uint64 l_858 = l_777 - l_857;
l_mut_109 = l_858;
const bool l_859 = l_mut_109 < l_mut_194;
const bool l_860 = !l_859;
if (l_860) {
const uint64 l_861 = l_mut_109 - l_mut_194;
l_mut_109 = l_861;
}
}
const bool l_862 = l_mut_109 < l_mut_140;
if (l_862) {
l_mut_140 = l_mut_109;
}
}
}
const bool l_863 = l_mut_140 < l_780;
const bool l_864 = !l_863;
const uint32 l_865 = uint32(l_864);
const uint32 l_866 = uint32(2) - l_865;
l_mut_49 = l_866;
}
const bool l_867 = l_mut_49 > uint32(0);
if (l_867) {
const bool l_868 = l_mut_49 == uint32(1);
l_mut_344 = l_868;
l_mut_339 = bool(false);
}
}
l_mut_251 = bool(false);
while (true) {
const bool l_869 = !l_mut_339;
if (l_869) {
break;}
const bool l_870 = l_mut_273 < l_mut_383;
if (l_870) {
const uint64 l_871 = l_mut_383 - l_mut_273;
l_mut_194 = l_871;
l_mut_140 = l_mut_383;
const bool l_872 = l_mut_194 < l_mut_383;
if (l_872) {
l_mut_140 = l_mut_194;
}
l_mut_248 = bool(false);
l_mut_248 = bool(true);
l_mut_823 = uint32(0);
const bool l_873 = l_mut_290 == uint64(0);
const bool l_874 = !l_873;
const bool l_875 = l_mut_248 && l_874;
const bool l_876 = l_mut_290 < l_mut_140;
const bool l_877 = l_875 && l_876;
const uint32 l_878 = l_mut_260 + l_mut_247;
const bool l_879 = l_878 < l_475;
const bool l_880 = l_877 && l_879;
if (l_880) {
const uint32 l_881 = l_475 - l_mut_260;
const uint32 l_882 = l_881 - l_mut_247;
const uint32 l_883 = l_882 / l_mut_260;
const uint64 l_884 = l_mut_140 - uint64(1);
const uint64 l_885 = l_884 / l_mut_290;
const uint64 l_886 = uint64(l_883);
const bool l_887 = l_885 < l_886;
const uint64 l_888 = uint64(l_883);
const uint64 l_889 = (l_887) ? l_885 : l_888;
const uint32 l_890 = uint32(l_889);
l_mut_823 = l_890;
}
l_mut_194 = l_mut_383;
l_mut_140 = l_mut_290;
l_mut_49 = l_mut_260;
l_mut_891 = l_mut_247;
l_mut_109 = l_mut_273;
l_mut_892 = uint32(0);
const bool l_893 = l_mut_823 > uint32(0);
if (l_893) {
const uint64 l_894 = uint64(l_mut_823);
const uint64 l_895 = l_mut_290 * l_894;
const uint64 l_896 = l_mut_383 - l_895;
l_mut_194 = l_896;
const uint32 l_897 = l_mut_823 * l_mut_260;
const uint32 l_898 = l_mut_247 + l_897;
l_mut_891 = l_898;
} else {
const bool l_899 = l_mut_892 == uint32(0);
if (l_899) {
const uint32 l_900 = l_475 - l_mut_260;
const uint32 l_901 = l_900 / l_mut_247;
l_mut_823 = uint32(0);
l_mut_248 = bool(false);
l_mut_248 = bool(true);
const bool l_902 = l_mut_383 == uint64(0);
if (l_902) {
l_mut_823 = l_901;
} else {
if (l_mut_248) {
const bool l_903 = l_mut_383 < l_mut_290;
if (l_903) {
const uint64 l_904 = l_mut_290 - uint64(1);
const uint64 l_905 = l_904 / l_mut_383;
const uint64 l_906 = uint64(l_901);
const bool l_907 = l_905 < l_906;
const uint64 l_908 = uint64(l_901);
const uint64 l_909 = (l_907) ? l_905 : l_908;
const uint32 l_910 = uint32(l_909);
l_mut_823 = l_910;
}
} else {
l_mut_87 = l_mut_290;
while (true) {
const bool l_911 = l_mut_383 < l_mut_87;
const uint32 l_912 = l_mut_823 * l_mut_247;
const uint32 l_913 = l_mut_260 + l_912;
const uint32 l_914 = l_913 + l_mut_247;
const bool l_915 = l_914 < l_475;
const bool l_916 = l_911 && l_915;
const bool l_917 = !l_916;
if (l_917) {
break;}
const uint64 l_918 = l_mut_87 - l_mut_383;
l_mut_87 = l_918;
l_mut_823 = l_mut_823 + uint32(1);
}
}
}
const uint32 l_919 = l_mut_823 * l_mut_247;
const uint32 l_920 = l_mut_260 + l_919;
const uint32 l_921 = l_920 + l_mut_247;
const bool l_922 = l_921 >= l_475;
if (l_922) {
l_mut_892 = uint32(1);
} else {
const uint64 l_923 = uint64(l_mut_823);
const uint64 l_924 = l_mut_383 * l_923;
const uint64 l_925 = l_mut_290 - l_924;
l_mut_140 = l_925;
const uint32 l_926 = l_mut_823 * l_mut_247;
const uint32 l_927 = l_mut_260 + l_926;
l_mut_49 = l_927;
const uint64 l_928 = l_mut_383 - l_mut_140;
l_mut_194 = l_928;
const uint32 l_929 = l_mut_247 + l_mut_49;
l_mut_891 = l_929;
}
}
}
l_mut_383 = l_mut_194;
l_mut_290 = l_mut_140;
l_mut_260 = l_mut_49;
l_mut_247 = l_mut_891;
l_mut_273 = l_mut_109;
const bool l_930 = l_mut_892 == uint32(1);
l_mut_344 = l_930;
const bool l_931 = l_mut_892 == uint32(0);
l_mut_339 = l_931;
} else {
const uint64 l_932 = l_mut_290 - l_mut_273;
l_mut_194 = l_932;
const uint64 l_933 = l_mut_273 - l_780;
l_mut_194 = l_933;
l_mut_140 = l_mut_290;
const bool l_934 = l_mut_194 < l_mut_290;
if (l_934) {
l_mut_140 = l_mut_194;
}
l_mut_248 = bool(false);
l_mut_248 = bool(true);
l_mut_892 = uint32(0);
const bool l_935 = l_mut_383 == uint64(0);
const bool l_936 = !l_935;
const bool l_937 = l_mut_248 && l_936;
const bool l_938 = l_mut_383 < l_mut_140;
const bool l_939 = l_937 && l_938;
const uint32 l_940 = l_mut_247 + l_mut_260;
const bool l_941 = l_940 < l_475;
const bool l_942 = l_939 && l_941;
if (l_942) {
const uint32 l_943 = l_475 - l_mut_247;
const uint32 l_944 = l_943 - l_mut_260;
const uint32 l_945 = l_944 / l_mut_247;
const uint64 l_946 = l_mut_140 - uint64(1);
const uint64 l_947 = l_946 / l_mut_383;
const uint64 l_948 = uint64(l_945);
const bool l_949 = l_947 < l_948;
const uint64 l_950 = uint64(l_945);
const uint64 l_951 = (l_949) ? l_947 : l_950;
const uint32 l_952 = uint32(l_951);
l_mut_892 = l_952;
}
l_mut_194 = l_mut_290;
l_mut_140 = l_mut_383;
l_mut_891 = l_mut_247;
l_mut_823 = l_mut_260;
l_mut_109 = l_mut_273;
l_mut_49 = uint32(0);
const bool l_953 = l_mut_892 > uint32(0);
if (l_953) {
const uint64 l_954 = uint64(l_mut_892);
const uint64 l_955 = l_mut_383 * l_954;
const uint64 l_956 = l_mut_273 - l_955;
l_mut_109 = l_956;
const uint64 l_957 = l_mut_290 - l_955;
l_mut_194 = l_957;
const uint32 l_958 = l_mut_892 * l_mut_247;
const uint32 l_959 = l_mut_260 + l_958;
l_mut_823 = l_959;
} else {
const uint64 l_960 = l_mut_273 - l_mut_383;
l_mut_109 = l_960;
const bool l_961 = l_mut_109 < l_780;
if (l_961) {
l_mut_49 = uint32(2);
}
const bool l_962 = l_mut_49 == uint32(0);
if (l_962) {
const uint32 l_963 = l_475 - l_mut_247;
const uint32 l_964 = l_963 / l_mut_260;
l_mut_892 = uint32(0);
l_mut_248 = bool(false);
l_mut_248 = bool(true);
const bool l_965 = l_mut_290 == uint64(0);
if (l_965) {
l_mut_892 = l_964;
} else {
if (l_mut_248) {
const bool l_966 = l_mut_290 < l_mut_383;
if (l_966) {
const uint64 l_967 = l_mut_383 - uint64(1);
const uint64 l_968 = l_967 / l_mut_290;
const uint64 l_969 = uint64(l_964);
const bool l_970 = l_968 < l_969;
const uint64 l_971 = uint64(l_964);
const uint64 l_972 = (l_970) ? l_968 : l_971;
const uint32 l_973 = uint32(l_972);
l_mut_892 = l_973;
}
} else {
l_mut_87 = l_mut_383;
while (true) {
const bool l_974 = l_mut_290 < l_mut_87;
const uint32 l_975 = l_mut_892 * l_mut_260;
const uint32 l_976 = l_mut_247 + l_975;
const uint32 l_977 = l_976 + l_mut_260;
const bool l_978 = l_977 < l_475;
const bool l_979 = l_974 && l_978;
const bool l_980 = !l_979;
if (l_980) {
break;}
const uint64 l_981 = l_mut_87 - l_mut_290;
l_mut_87 = l_981;
l_mut_892 = l_mut_892 + uint32(1);
}
}
}
const uint32 l_982 = l_mut_892 * l_mut_260;
const uint32 l_983 = l_mut_247 + l_982;
const uint32 l_984 = l_983 + l_mut_260;
const bool l_985 = l_984 >= l_475;
if (l_985) {
l_mut_49 = uint32(1);
} else {
const uint64 l_986 = uint64(l_mut_892);
const uint64 l_987 = l_mut_290 * l_986;
const uint64 l_988 = l_mut_383 - l_987;
l_mut_140 = l_988;
const uint32 l_989 = l_mut_892 * l_mut_260;
const uint32 l_990 = l_mut_247 + l_989;
l_mut_891 = l_990;
const uint64 l_991 = l_mut_290 - l_mut_140;
l_mut_194 = l_991;
const uint32 l_992 = l_mut_260 + l_mut_891;
l_mut_823 = l_992;
}
}
}
l_mut_383 = l_mut_140;
l_mut_290 = l_mut_194;
l_mut_260 = l_mut_823;
l_mut_247 = l_mut_891;
l_mut_273 = l_mut_109;
const bool l_993 = l_mut_49 == uint32(1);
l_mut_344 = l_993;
const bool l_994 = l_mut_49 == uint32(0);
l_mut_339 = l_994;
}
}
const bool l_995 = !l_mut_344;
const bool l_996 = l_474 && l_995;
if (l_996) {
const uint32 l_997 = uint32(1) << l_mut_472;
l_mut_364 = l_mut_364 | l_997;
l_mut_363 = l_mut_363 + uint32(1);
const uint32 l_998 = l_473 + l_471;
const uint32 l_999 = min(l_998, l_56);
l_mut_892 = uint32(0);

for (uint32 l_mut_1000 = l_473; l_mut_1000 < l_999; ++l_mut_1000) {
const uint64 l_1001 = uint64(l_mut_1000);
const uint64 l_1002 = l_66 * l_1001;
const uint64 l_1003 = l_75 + l_1002;
const uint64 l_1004 = uint64(uint32(0));
l_mut_383 = l_1004;
const bool l_1005 = l_mut_1000 < uint32(65536);
if (l_1005) {
const uint32 l_1006 = l_mut_1000 * l_mut_1000;
const uint64 l_1007 = l_84 >> uint64(63);
const bool l_1008 = l_1007 == uint64(1);
l_mut_290 = l_84;
if (l_1008) {
const uint64 l_1009 = uint64(uint32(0));
const uint64 l_1010 = l_1009 - l_84;
l_mut_290 = l_1010;
}
const uint64 l_1011 = uint64(l_1006);
const uint64 l_1012 = l_mut_290 & uint64(4294967295);
const uint64 l_1013 = l_1012 * l_1011;
const uint64 l_1014 = l_mut_290 >> uint64(32);
const uint64 l_1015 = l_1014 * l_1011;
const uint64 l_1016 = l_1015 << uint64(32);
const uint64 l_1017 = l_1013 + l_1016;
const uint64 l_1018 = l_1015 >> uint64(32);
const bool l_1019 = l_1017 < l_1013;
const uint64 l_1020 = uint64(l_1019);
const uint64 l_1021 = l_1018 + l_1020;
l_mut_290 = l_1017;
const bool l_1022 = l_24 == uint32(64);
if (l_1022) {
l_mut_290 = l_1021;
} else {
const bool l_1023 = l_24 > uint32(0);
if (l_1023) {
const uint32 l_1024 = uint32(64) - l_24;
const uint64 l_1025 = uint64(l_1024);
const uint64 l_1026 = l_1021 << l_1025;
const uint64 l_1027 = uint64(l_24);
const uint64 l_1028 = l_1017 >> l_1027;
const uint64 l_1029 = l_1026 | l_1028;
l_mut_290 = l_1029;
}
}
l_mut_273 = l_mut_290;
if (l_1008) {
const uint64 l_1030 = uint64(uint32(0));
const uint64 l_1031 = l_1030 - l_mut_273;
l_mut_273 = l_1031;
}
l_mut_383 = l_mut_273;
} else {
const uint64 l_1032 = l_84 >> uint64(63);
const bool l_1033 = l_1032 == uint64(1);
l_mut_290 = l_84;
if (l_1033) {
const uint64 l_1034 = uint64(uint32(0));
const uint64 l_1035 = l_1034 - l_84;
l_mut_290 = l_1035;
}
const uint64 l_1036 = uint64(l_mut_1000);
const uint64 l_1037 = l_mut_290 & uint64(4294967295);
const uint64 l_1038 = l_1037 * l_1036;
const uint64 l_1039 = l_mut_290 >> uint64(32);
const uint64 l_1040 = l_1039 * l_1036;
const uint64 l_1041 = l_1040 << uint64(32);
const uint64 l_1042 = l_1038 + l_1041;
const uint64 l_1043 = l_1040 >> uint64(32);
const bool l_1044 = l_1042 < l_1038;
const uint64 l_1045 = uint64(l_1044);
const uint64 l_1046 = l_1043 + l_1045;
l_mut_273 = l_1042;
const bool l_1047 = uint32(0) == uint32(64);
if (l_1047) {
l_mut_273 = l_1046;
} else {
const bool l_1048 = uint32(0) > uint32(0);
if (l_1048) {
const uint64 l_1049 = uint64(uint32(64));
const uint64 l_1050 = l_1046 << l_1049;
const uint64 l_1051 = uint64(uint32(0));
const uint64 l_1052 = l_1042 >> l_1051;
const uint64 l_1053 = l_1050 | l_1052;
l_mut_273 = l_1053;
}
}
const uint64 l_1054 = uint64(l_mut_1000);
const uint64 l_1055 = l_mut_290 & uint64(4294967295);
const uint64 l_1056 = l_1055 * l_1054;
const uint64 l_1057 = l_mut_290 >> uint64(32);
const uint64 l_1058 = l_1057 * l_1054;
const uint64 l_1059 = l_1058 << uint64(32);
const uint64 l_1060 = l_1056 + l_1059;
const uint64 l_1061 = l_1058 >> uint64(32);
const bool l_1062 = l_1060 < l_1056;
const uint64 l_1063 = uint64(l_1062);
const uint64 l_1064 = l_1061 + l_1063;
l_mut_290 = l_1060;
const bool l_1065 = uint32(64) == uint32(64);
if (l_1065) {
l_mut_290 = l_1064;
} else {
const bool l_1066 = uint32(64) > uint32(0);
if (l_1066) {
const uint64 l_1067 = uint64(uint32(0));
const uint64 l_1068 = l_1064 << l_1067;
const uint64 l_1069 = uint64(uint32(64));
const uint64 l_1070 = l_1060 >> l_1069;
const uint64 l_1071 = l_1068 | l_1070;
l_mut_290 = l_1071;
}
}
const uint64 l_1072 = uint64(l_mut_1000);
const uint64 l_1073 = l_mut_273 & uint64(4294967295);
const uint64 l_1074 = l_1073 * l_1072;
const uint64 l_1075 = l_mut_273 >> uint64(32);
const uint64 l_1076 = l_1075 * l_1072;
const uint64 l_1077 = l_1076 << uint64(32);
const uint64 l_1078 = l_1074 + l_1077;
const uint64 l_1079 = l_1076 >> uint64(32);
const bool l_1080 = l_1078 < l_1074;
const uint64 l_1081 = uint64(l_1080);
const uint64 l_1082 = l_1079 + l_1081;
l_mut_194 = l_1078;
const bool l_1083 = uint32(0) == uint32(64);
if (l_1083) {
l_mut_194 = l_1082;
} else {
const bool l_1084 = uint32(0) > uint32(0);
if (l_1084) {
const uint64 l_1085 = uint64(uint32(64));
const uint64 l_1086 = l_1082 << l_1085;
const uint64 l_1087 = uint64(uint32(0));
const uint64 l_1088 = l_1078 >> l_1087;
const uint64 l_1089 = l_1086 | l_1088;
l_mut_194 = l_1089;
}
}
const uint64 l_1090 = uint64(l_mut_1000);
const uint64 l_1091 = l_mut_273 & uint64(4294967295);
const uint64 l_1092 = l_1091 * l_1090;
const uint64 l_1093 = l_mut_273 >> uint64(32);
const uint64 l_1094 = l_1093 * l_1090;
const uint64 l_1095 = l_1094 << uint64(32);
const uint64 l_1096 = l_1092 + l_1095;
const uint64 l_1097 = l_1094 >> uint64(32);
const bool l_1098 = l_1096 < l_1092;
const uint64 l_1099 = uint64(l_1098);
const uint64 l_1100 = l_1097 + l_1099;
l_mut_273 = l_1096;
const bool l_1101 = uint32(64) == uint32(64);
if (l_1101) {
l_mut_273 = l_1100;
} else {
const bool l_1102 = uint32(64) > uint32(0);
if (l_1102) {
const uint64 l_1103 = uint64(uint32(0));
const uint64 l_1104 = l_1100 << l_1103;
const uint64 l_1105 = uint64(uint32(64));
const uint64 l_1106 = l_1096 >> l_1105;
const uint64 l_1107 = l_1104 | l_1106;
l_mut_273 = l_1107;
}
}
const uint64 l_1108 = uint64(l_mut_1000);
const uint64 l_1109 = l_mut_290 * l_1108;
const uint64 l_1110 = l_mut_273 + l_1109;
l_mut_383 = l_mut_194;
const bool l_1111 = l_24 == uint32(64);
if (l_1111) {
l_mut_383 = l_1110;
} else {
const bool l_1112 = l_24 > uint32(0);
if (l_1112) {
const uint32 l_1113 = uint32(64) - l_24;
const uint64 l_1114 = uint64(l_1113);
const uint64 l_1115 = l_1110 << l_1114;
const uint64 l_1116 = uint64(l_24);
const uint64 l_1117 = l_mut_194 >> l_1116;
const uint64 l_1118 = l_1115 + l_1117;
l_mut_383 = l_1118;
}
}
if (l_1033) {
const uint64 l_1119 = uint64(uint32(0));
const uint64 l_1120 = l_1119 - l_mut_383;
l_mut_383 = l_1120;
}
}
const uint64 l_1121 = l_1003 + l_mut_383;
const uint64 l_1122 = uint64(uint32(0));
const uint64 l_1123 = l_1122 - l_1121;
l_mut_383 = l_1123;
const bool l_1124 = l_1121 < l_mut_383;
if (l_1124) {
l_mut_383 = l_1121;
}
const bool l_1125 = l_mut_383 < l_33;
const uint32 l_1126 = uint32(l_1125);
l_mut_892 = l_mut_892 + l_1126;
}
l_mut_293 = l_mut_293 + l_mut_892;
}
}
const bool l_1127 = l_mut_363 > uint32(0);
if (l_1127) {
const uint32 l_1379 = info.static_meta[uint32(5)];
const uint32 l_1380 = l_1379 * uint32(1);
const uint32 l_1381 = l_1380 - uint32(1);
const uint32 l_1382 = min(uint32(1), l_1381);
uint32* l_1383 = &buffer_5[l_1382];
uint32* l_1128 = l_1383;
const uint32 l_1129 = atomicAdd(l_1128, l_mut_363);
}
const bool l_1130 = l_mut_293 > uint32(0);
if (l_1130) {
const uint32 l_1384 = info.static_meta[uint32(5)];
const uint32 l_1385 = l_1384 * uint32(1);
const uint32 l_1386 = l_1385 - uint32(1);
const uint32 l_1387 = min(uint32(2), l_1386);
uint32* l_1388 = &buffer_5[l_1387];
uint32* l_1131 = l_1388;
const uint32 l_1132 = atomicAdd(l_1131, l_mut_293);
l_mut_892 = l_1132;

for (uint32 l_mut_1133 = uint32(0); l_mut_1133 < uint32(8); ++l_mut_1133) {
const uint32 l_1134 = l_mut_364 >> l_mut_1133;
const uint32 l_1135 = l_1134 & uint32(1);
const bool l_1136 = l_1135 == uint32(1);
if (l_1136) {
const uint32 l_1137 = l_mut_1133 * l_471;
const uint32 l_1138 = l_1137 + l_471;
const uint32 l_1139 = min(l_1138, l_56);
l_mut_891 = l_mut_892;

for (uint32 l_mut_1140 = l_1137; l_mut_1140 < l_1139; ++l_mut_1140) {
const uint64 l_1141 = uint64(l_mut_1140);
const uint64 l_1142 = l_66 * l_1141;
const uint64 l_1143 = l_75 + l_1142;
const uint64 l_1144 = uint64(uint32(0));
l_mut_383 = l_1144;
const bool l_1145 = l_mut_1140 < uint32(65536);
if (l_1145) {
const uint32 l_1146 = l_mut_1140 * l_mut_1140;
const uint64 l_1147 = l_84 >> uint64(63);
const bool l_1148 = l_1147 == uint64(1);
l_mut_290 = l_84;
if (l_1148) {
const uint64 l_1149 = uint64(uint32(0));
const uint64 l_1150 = l_1149 - l_84;
l_mut_290 = l_1150;
}
const uint64 l_1151 = uint64(l_1146);
const uint64 l_1152 = l_mut_290 & uint64(4294967295);
const uint64 l_1153 = l_1152 * l_1151;
const uint64 l_1154 = l_mut_290 >> uint64(32);
const uint64 l_1155 = l_1154 * l_1151;
const uint64 l_1156 = l_1155 << uint64(32);
const uint64 l_1157 = l_1153 + l_1156;
const uint64 l_1158 = l_1155 >> uint64(32);
const bool l_1159 = l_1157 < l_1153;
const uint64 l_1160 = uint64(l_1159);
const uint64 l_1161 = l_1158 + l_1160;
l_mut_290 = l_1157;
const bool l_1162 = l_24 == uint32(64);
if (l_1162) {
l_mut_290 = l_1161;
} else {
const bool l_1163 = l_24 > uint32(0);
if (l_1163) {
const uint32 l_1164 = uint32(64) - l_24;
const uint64 l_1165 = uint64(l_1164);
const uint64 l_1166 = l_1161 << l_1165;
const uint64 l_1167 = uint64(l_24);
const uint64 l_1168 = l_1157 >> l_1167;
const uint64 l_1169 = l_1166 | l_1168;
l_mut_290 = l_1169;
}
}
l_mut_273 = l_mut_290;
if (l_1148) {
const uint64 l_1170 = uint64(uint32(0));
const uint64 l_1171 = l_1170 - l_mut_273;
l_mut_273 = l_1171;
}
l_mut_383 = l_mut_273;
} else {
const uint64 l_1172 = l_84 >> uint64(63);
const bool l_1173 = l_1172 == uint64(1);
l_mut_290 = l_84;
if (l_1173) {
const uint64 l_1174 = uint64(uint32(0));
const uint64 l_1175 = l_1174 - l_84;
l_mut_290 = l_1175;
}
const uint64 l_1176 = uint64(l_mut_1140);
const uint64 l_1177 = l_mut_290 & uint64(4294967295);
const uint64 l_1178 = l_1177 * l_1176;
const uint64 l_1179 = l_mut_290 >> uint64(32);
const uint64 l_1180 = l_1179 * l_1176;
const uint64 l_1181 = l_1180 << uint64(32);
const uint64 l_1182 = l_1178 + l_1181;
const uint64 l_1183 = l_1180 >> uint64(32);
const bool l_1184 = l_1182 < l_1178;
const uint64 l_1185 = uint64(l_1184);
const uint64 l_1186 = l_1183 + l_1185;
l_mut_273 = l_1182;
const bool l_1187 = uint32(0) == uint32(64);
if (l_1187) {
l_mut_273 = l_1186;
} else {
const bool l_1188 = uint32(0) > uint32(0);
if (l_1188) {
const uint64 l_1189 = uint64(uint32(64));
const uint64 l_1190 = l_1186 << l_1189;
const uint64 l_1191 = uint64(uint32(0));
const uint64 l_1192 = l_1182 >> l_1191;
const uint64 l_1193 = l_1190 | l_1192;
l_mut_273 = l_1193;
}
}
const uint64 l_1194 = uint64(l_mut_1140);
const uint64 l_1195 = l_mut_290 & uint64(4294967295);
const uint64 l_1196 = l_1195 * l_1194;
const uint64 l_1197 = l_mut_290 >> uint64(32);
const uint64 l_1198 = l_1197 * l_1194;
const uint64 l_1199 = l_1198 << uint64(32);
const uint64 l_1200 = l_1196 + l_1199;
const uint64 l_1201 = l_1198 >> uint64(32);
const bool l_1202 = l_1200 < l_1196;
const uint64 l_1203 = uint64(l_1202);
const uint64 l_1204 = l_1201 + l_1203;
l_mut_290 = l_1200;
const bool l_1205 = uint32(64) == uint32(64);
if (l_1205) {
l_mut_290 = l_1204;
} else {
const bool l_1206 = uint32(64) > uint32(0);
if (l_1206) {
const uint64 l_1207 = uint64(uint32(0));
const uint64 l_1208 = l_1204 << l_1207;
const uint64 l_1209 = uint64(uint32(64));
const uint64 l_1210 = l_1200 >> l_1209;
const uint64 l_1211 = l_1208 | l_1210;
l_mut_290 = l_1211;
}
}
const uint64 l_1212 = uint64(l_mut_1140);
const uint64 l_1213 = l_mut_273 & uint64(4294967295);
const uint64 l_1214 = l_1213 * l_1212;
const uint64 l_1215 = l_mut_273 >> uint64(32);
const uint64 l_1216 = l_1215 * l_1212;
const uint64 l_1217 = l_1216 << uint64(32);
const uint64 l_1218 = l_1214 + l_1217;
const uint64 l_1219 = l_1216 >> uint64(32);
const bool l_1220 = l_1218 < l_1214;
const uint64 l_1221 = uint64(l_1220);
const uint64 l_1222 = l_1219 + l_1221;
l_mut_194 = l_1218;
const bool l_1223 = uint32(0) == uint32(64);
if (l_1223) {
l_mut_194 = l_1222;
} else {
const bool l_1224 = uint32(0) > uint32(0);
if (l_1224) {
const uint64 l_1225 = uint64(uint32(64));
const uint64 l_1226 = l_1222 << l_1225;
const uint64 l_1227 = uint64(uint32(0));
const uint64 l_1228 = l_1218 >> l_1227;
const uint64 l_1229 = l_1226 | l_1228;
l_mut_194 = l_1229;
}
}
const uint64 l_1230 = uint64(l_mut_1140);
const uint64 l_1231 = l_mut_273 & uint64(4294967295);
const uint64 l_1232 = l_1231 * l_1230;
const uint64 l_1233 = l_mut_273 >> uint64(32);
const uint64 l_1234 = l_1233 * l_1230;
const uint64 l_1235 = l_1234 << uint64(32);
const uint64 l_1236 = l_1232 + l_1235;
const uint64 l_1237 = l_1234 >> uint64(32);
const bool l_1238 = l_1236 < l_1232;
const uint64 l_1239 = uint64(l_1238);
const uint64 l_1240 = l_1237 + l_1239;
l_mut_273 = l_1236;
const bool l_1241 = uint32(64) == uint32(64);
if (l_1241) {
l_mut_273 = l_1240;
} else {
const bool l_1242 = uint32(64) > uint32(0);
if (l_1242) {
const uint64 l_1243 = uint64(uint32(0));
const uint64 l_1244 = l_1240 << l_1243;
const uint64 l_1245 = uint64(uint32(64));
const uint64 l_1246 = l_1236 >> l_1245;
const uint64 l_1247 = l_1244 | l_1246;
l_mut_273 = l_1247;
}
}
const uint64 l_1248 = uint64(l_mut_1140);
const uint64 l_1249 = l_mut_290 * l_1248;
const uint64 l_1250 = l_mut_273 + l_1249;
l_mut_383 = l_mut_194;
const bool l_1251 = l_24 == uint32(64);
if (l_1251) {
l_mut_383 = l_1250;
} else {
const bool l_1252 = l_24 > uint32(0);
if (l_1252) {
const uint32 l_1253 = uint32(64) - l_24;
const uint64 l_1254 = uint64(l_1253);
const uint64 l_1255 = l_1250 << l_1254;
const uint64 l_1256 = uint64(l_24);
const uint64 l_1257 = l_mut_194 >> l_1256;
const uint64 l_1258 = l_1255 + l_1257;
l_mut_383 = l_1258;
}
}
if (l_1173) {
const uint64 l_1259 = uint64(uint32(0));
const uint64 l_1260 = l_1259 - l_mut_383;
l_mut_383 = l_1260;
}
}
const uint64 l_1261 = l_1143 + l_mut_383;
const uint64 l_1262 = uint64(uint32(0));
const uint64 l_1263 = l_1262 - l_1261;
l_mut_383 = l_1263;
const bool l_1264 = l_1261 < l_mut_383;
if (l_1264) {
l_mut_383 = l_1261;
}
const bool l_1265 = l_mut_383 < l_33;
if (l_1265) {
const uint32 l_1266 = l_mut_891 * uint32(2);
const uint32 l_1267 = l_1266 + uint32(1);
const uint32 l_1268 = info.static_meta[uint32(10)];
const bool l_1269 = l_1267 < l_1268;
if (l_1269) {
const uint32 l_1389 = info.static_meta[uint32(4)];
const uint32 l_1390 = l_1389 * uint32(1);
const bool l_1391 = l_1266 < l_1390;
if (l_1391) {
buffer_4[l_1266] = idxGlobal;
}
const uint32 l_1270 = l_1266 + uint32(1);
const uint32 l_1392 = info.static_meta[uint32(4)];
const uint32 l_1393 = l_1392 * uint32(1);
const bool l_1394 = l_1270 < l_1393;
if (l_1394) {
buffer_4[l_1270] = l_mut_1140;
}
}
l_mut_891 = l_mut_891 + uint32(1);
}
}
l_mut_892 = l_mut_891;
}
}
}
}
}

}
