
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
bool l_mut_248;
bool l_mut_251;
bool l_mut_339;
bool l_mut_344;
uint l_mut_247;
uint l_mut_260;
uint l_mut_293;
uint l_mut_367;
uint l_mut_368;
uint l_mut_49;
uint l_mut_839;
uint l_mut_911;
uint l_mut_912;
uint64_t l_mut_109;
uint64_t l_mut_140;
uint64_t l_mut_194;
uint64_t l_mut_273;
uint64_t l_mut_290;
uint64_t l_mut_391;
uint64_t l_mut_87;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_1359 = info.static_meta[uint(5)];
const uint l_1360 = l_1359 * uint(1);
const uint l_1361 = l_1360 - uint(1);
const uint l_1362 = min(uint(3), l_1361);
device atomic_uint* l_1363 = &buffer_5[l_1362];
atomic_uint* l_1 = l_1363;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_1303 = info.static_meta[uint(3)];
const uint l_1304 = l_1303 * uint(1);
const bool l_1305 = l_3 < l_1304;
const uint l_1306 = l_1304 - uint(1);
const uint l_1307 = min(l_3, l_1306);
const uint l_1308 = buffer_3[l_1307];
const uint l_1309 = (l_1305) ? l_1308 : uint(0);
const uint l_4 = l_1309;
const uint64_t l_5 = uint64_t(l_4);
const uint l_6 = uint(2) * uint(0);
const uint l_7 = l_6 + uint(1);
const uint l_1310 = info.static_meta[uint(3)];
const uint l_1311 = l_1310 * uint(1);
const bool l_1312 = l_7 < l_1311;
const uint l_1313 = l_1311 - uint(1);
const uint l_1314 = min(l_7, l_1313);
const uint l_1315 = buffer_3[l_1314];
const uint l_1316 = (l_1312) ? l_1315 : uint(0);
const uint l_8 = l_1316;
const uint64_t l_9 = uint64_t(l_8);
const uint64_t l_10 = l_9 << uint64_t(32);
const uint64_t l_11 = l_5 | l_10;
const uint64_t l_12 = l_11 & uint64_t(4294967295);
const uint l_13 = uint(l_12);
const uint l_14 = uint(2) * uint(1);
const uint l_1317 = info.static_meta[uint(3)];
const uint l_1318 = l_1317 * uint(1);
const bool l_1319 = l_14 < l_1318;
const uint l_1320 = l_1318 - uint(1);
const uint l_1321 = min(l_14, l_1320);
const uint l_1322 = buffer_3[l_1321];
const uint l_1323 = (l_1319) ? l_1322 : uint(0);
const uint l_15 = l_1323;
const uint64_t l_16 = uint64_t(l_15);
const uint l_17 = uint(2) * uint(1);
const uint l_18 = l_17 + uint(1);
const uint l_1324 = info.static_meta[uint(3)];
const uint l_1325 = l_1324 * uint(1);
const bool l_1326 = l_18 < l_1325;
const uint l_1327 = l_1325 - uint(1);
const uint l_1328 = min(l_18, l_1327);
const uint l_1329 = buffer_3[l_1328];
const uint l_1330 = (l_1326) ? l_1329 : uint(0);
const uint l_19 = l_1330;
const uint64_t l_20 = uint64_t(l_19);
const uint64_t l_21 = l_20 << uint64_t(32);
const uint64_t l_22 = l_16 | l_21;
const uint64_t l_23 = l_22 & uint64_t(4294967295);
const uint l_24 = uint(l_23);
const uint l_25 = uint(2) * uint(2);
const uint l_1331 = info.static_meta[uint(3)];
const uint l_1332 = l_1331 * uint(1);
const bool l_1333 = l_25 < l_1332;
const uint l_1334 = l_1332 - uint(1);
const uint l_1335 = min(l_25, l_1334);
const uint l_1336 = buffer_3[l_1335];
const uint l_1337 = (l_1333) ? l_1336 : uint(0);
const uint l_26 = l_1337;
const uint64_t l_27 = uint64_t(l_26);
const uint l_28 = uint(2) * uint(2);
const uint l_29 = l_28 + uint(1);
const uint l_1338 = info.static_meta[uint(3)];
const uint l_1339 = l_1338 * uint(1);
const bool l_1340 = l_29 < l_1339;
const uint l_1341 = l_1339 - uint(1);
const uint l_1342 = min(l_29, l_1341);
const uint l_1343 = buffer_3[l_1342];
const uint l_1344 = (l_1340) ? l_1343 : uint(0);
const uint l_30 = l_1344;
const uint64_t l_31 = uint64_t(l_30);
const uint64_t l_32 = l_31 << uint64_t(32);
const uint64_t l_33 = l_27 | l_32;
const uint l_34 = uint(2) * uint(3);
const uint l_1345 = info.static_meta[uint(3)];
const uint l_1346 = l_1345 * uint(1);
const bool l_1347 = l_34 < l_1346;
const uint l_1348 = l_1346 - uint(1);
const uint l_1349 = min(l_34, l_1348);
const uint l_1350 = buffer_3[l_1349];
const uint l_1351 = (l_1347) ? l_1350 : uint(0);
const uint l_35 = l_1351;
const uint64_t l_36 = uint64_t(l_35);
const uint l_37 = uint(2) * uint(3);
const uint l_38 = l_37 + uint(1);
const uint l_1352 = info.static_meta[uint(3)];
const uint l_1353 = l_1352 * uint(1);
const bool l_1354 = l_38 < l_1353;
const uint l_1355 = l_1353 - uint(1);
const uint l_1356 = min(l_38, l_1355);
const uint l_1357 = buffer_3[l_1356];
const uint l_1358 = (l_1354) ? l_1357 : uint(0);
const uint l_39 = l_1358;
const uint64_t l_40 = uint64_t(l_39);
const uint64_t l_41 = l_40 << uint64_t(32);
const uint64_t l_42 = l_36 | l_41;
const uint l_43 = uint(2) * thread_index_in_grid;
const uint l_44 = info.static_meta[uint(6)];
const bool l_45 = l_43 < l_44;
const uint64_t l_46 = uint64_t(thread_index_in_grid);
const uint64_t l_47 = uint64_t(l_13);
const uint64_t l_48 = l_46 * l_47;
l_mut_49 = uint(0);
const bool l_50 = l_48 < l_42;
if (l_50) {
const uint64_t l_51 = l_42 - l_48;
l_mut_49 = l_13;
const uint64_t l_52 = uint64_t(l_13);
const bool l_53 = l_51 < l_52;
if (l_53) {
const uint64_t l_54 = l_51 & uint64_t(4294967295);
const uint l_55 = uint(l_54);
l_mut_49 = l_55;
}
}
const uint l_56 = (l_45) ? l_mut_49 : uint(0);
const bool l_57 = l_56 > uint(0);
if (l_57) {
const uint l_58 = uint(2) * thread_index_in_grid;
const uint l_1364 = info.static_meta[uint(0)];
const uint l_1365 = l_1364 * uint(1);
const bool l_1366 = l_58 < l_1365;
const uint l_1367 = l_1365 - uint(1);
const uint l_1368 = min(l_58, l_1367);
const uint l_1369 = buffer_0[l_1368];
const uint l_1370 = (l_1366) ? l_1369 : uint(0);
const uint l_59 = l_1370;
const uint64_t l_60 = uint64_t(l_59);
const uint l_61 = uint(2) * thread_index_in_grid;
const uint l_62 = l_61 + uint(1);
const uint l_1371 = info.static_meta[uint(0)];
const uint l_1372 = l_1371 * uint(1);
const bool l_1373 = l_62 < l_1372;
const uint l_1374 = l_1372 - uint(1);
const uint l_1375 = min(l_62, l_1374);
const uint l_1376 = buffer_0[l_1375];
const uint l_1377 = (l_1373) ? l_1376 : uint(0);
const uint l_63 = l_1377;
const uint64_t l_64 = uint64_t(l_63);
const uint64_t l_65 = l_64 << uint64_t(32);
const uint64_t l_66 = l_60 | l_65;
const uint l_67 = uint(2) * thread_index_in_grid;
const uint l_1378 = info.static_meta[uint(1)];
const uint l_1379 = l_1378 * uint(1);
const bool l_1380 = l_67 < l_1379;
const uint l_1381 = l_1379 - uint(1);
const uint l_1382 = min(l_67, l_1381);
const uint l_1383 = buffer_1[l_1382];
const uint l_1384 = (l_1380) ? l_1383 : uint(0);
const uint l_68 = l_1384;
const uint64_t l_69 = uint64_t(l_68);
const uint l_70 = uint(2) * thread_index_in_grid;
const uint l_71 = l_70 + uint(1);
const uint l_1385 = info.static_meta[uint(1)];
const uint l_1386 = l_1385 * uint(1);
const bool l_1387 = l_71 < l_1386;
const uint l_1388 = l_1386 - uint(1);
const uint l_1389 = min(l_71, l_1388);
const uint l_1390 = buffer_1[l_1389];
const uint l_1391 = (l_1387) ? l_1390 : uint(0);
const uint l_72 = l_1391;
const uint64_t l_73 = uint64_t(l_72);
const uint64_t l_74 = l_73 << uint64_t(32);
const uint64_t l_75 = l_69 | l_74;
const uint l_76 = uint(2) * thread_index_in_grid;
const uint l_1392 = info.static_meta[uint(2)];
const uint l_1393 = l_1392 * uint(1);
const bool l_1394 = l_76 < l_1393;
const uint l_1395 = l_1393 - uint(1);
const uint l_1396 = min(l_76, l_1395);
const uint l_1397 = buffer_2[l_1396];
const uint l_1398 = (l_1394) ? l_1397 : uint(0);
const uint l_77 = l_1398;
const uint64_t l_78 = uint64_t(l_77);
const uint l_79 = uint(2) * thread_index_in_grid;
const uint l_80 = l_79 + uint(1);
const uint l_1399 = info.static_meta[uint(2)];
const uint l_1400 = l_1399 * uint(1);
const bool l_1401 = l_80 < l_1400;
const uint l_1402 = l_1400 - uint(1);
const uint l_1403 = min(l_80, l_1402);
const uint l_1404 = buffer_2[l_1403];
const uint l_1405 = (l_1401) ? l_1404 : uint(0);
const uint l_81 = l_1405;
const uint64_t l_82 = uint64_t(l_81);
const uint64_t l_83 = l_82 << uint64_t(32);
const uint64_t l_84 = l_78 | l_83;
const uint64_t l_85 = l_84 >> uint64_t(63);
const bool l_86 = l_85 == uint64_t(1);
l_mut_87 = l_84;
if (l_86) {
const uint64_t l_88 = uint64_t(uint(0));
const uint64_t l_89 = l_88 - l_84;
l_mut_87 = l_89;
}
const uint64_t l_90 = uint64_t(l_13);
const uint64_t l_91 = l_mut_87 & uint64_t(4294967295);
const uint64_t l_92 = l_91 * l_90;
const uint64_t l_93 = l_mut_87 >> uint64_t(32);
const uint64_t l_94 = l_93 * l_90;
const uint64_t l_95 = l_94 << uint64_t(32);
const uint64_t l_96 = l_92 + l_95;
const uint64_t l_97 = l_94 >> uint64_t(32);
const bool l_98 = l_96 < l_92;
const uint64_t l_99 = uint64_t(l_98);
const uint64_t l_100 = l_97 + l_99;
l_mut_87 = l_96;
const bool l_101 = l_24 == uint(64);
if (l_101) {
l_mut_87 = l_100;
} else {
const bool l_102 = l_24 > uint(0);
if (l_102) {
const uint l_103 = uint(64) - l_24;
const uint64_t l_104 = uint64_t(l_103);
const uint64_t l_105 = l_100 << l_104;
const uint64_t l_106 = uint64_t(l_24);
const uint64_t l_107 = l_96 >> l_106;
const uint64_t l_108 = l_105 | l_107;
l_mut_87 = l_108;
}
}
l_mut_109 = l_mut_87;
if (l_86) {
const uint64_t l_110 = uint64_t(uint(0));
const uint64_t l_111 = l_110 - l_mut_109;
l_mut_109 = l_111;
}
const uint64_t l_112 = l_66 + l_mut_109;
const uint l_113 = l_24 + uint(3);
const uint64_t l_114 = uint64_t(uint(0));
l_mut_109 = l_114;
const bool l_115 = l_13 < uint(65536);
if (l_115) {
const uint l_116 = l_13 * l_13;
const uint64_t l_117 = l_84 >> uint64_t(63);
const bool l_118 = l_117 == uint64_t(1);
l_mut_87 = l_84;
if (l_118) {
const uint64_t l_119 = uint64_t(uint(0));
const uint64_t l_120 = l_119 - l_84;
l_mut_87 = l_120;
}
const uint64_t l_121 = uint64_t(l_116);
const uint64_t l_122 = l_mut_87 & uint64_t(4294967295);
const uint64_t l_123 = l_122 * l_121;
const uint64_t l_124 = l_mut_87 >> uint64_t(32);
const uint64_t l_125 = l_124 * l_121;
const uint64_t l_126 = l_125 << uint64_t(32);
const uint64_t l_127 = l_123 + l_126;
const uint64_t l_128 = l_125 >> uint64_t(32);
const bool l_129 = l_127 < l_123;
const uint64_t l_130 = uint64_t(l_129);
const uint64_t l_131 = l_128 + l_130;
l_mut_87 = l_127;
const bool l_132 = l_113 == uint(64);
if (l_132) {
l_mut_87 = l_131;
} else {
const bool l_133 = l_113 > uint(0);
if (l_133) {
const uint l_134 = uint(64) - l_113;
const uint64_t l_135 = uint64_t(l_134);
const uint64_t l_136 = l_131 << l_135;
const uint64_t l_137 = uint64_t(l_113);
const uint64_t l_138 = l_127 >> l_137;
const uint64_t l_139 = l_136 | l_138;
l_mut_87 = l_139;
}
}
l_mut_140 = l_mut_87;
if (l_118) {
const uint64_t l_141 = uint64_t(uint(0));
const uint64_t l_142 = l_141 - l_mut_140;
l_mut_140 = l_142;
}
l_mut_109 = l_mut_140;
} else {
const uint64_t l_143 = l_84 >> uint64_t(63);
const bool l_144 = l_143 == uint64_t(1);
l_mut_140 = l_84;
if (l_144) {
const uint64_t l_145 = uint64_t(uint(0));
const uint64_t l_146 = l_145 - l_84;
l_mut_140 = l_146;
}
const uint64_t l_147 = uint64_t(l_13);
const uint64_t l_148 = l_mut_140 & uint64_t(4294967295);
const uint64_t l_149 = l_148 * l_147;
const uint64_t l_150 = l_mut_140 >> uint64_t(32);
const uint64_t l_151 = l_150 * l_147;
const uint64_t l_152 = l_151 << uint64_t(32);
const uint64_t l_153 = l_149 + l_152;
const uint64_t l_154 = l_151 >> uint64_t(32);
const bool l_155 = l_153 < l_149;
const uint64_t l_156 = uint64_t(l_155);
const uint64_t l_157 = l_154 + l_156;
l_mut_87 = l_153;
const bool l_158 = uint(0) == uint(64);
if (l_158) {
l_mut_87 = l_157;
} else {
const bool l_159 = uint(0) > uint(0);
if (l_159) {
const uint64_t l_160 = uint64_t(uint(64));
const uint64_t l_161 = l_157 << l_160;
const uint64_t l_162 = uint64_t(uint(0));
const uint64_t l_163 = l_153 >> l_162;
const uint64_t l_164 = l_161 | l_163;
l_mut_87 = l_164;
}
}
const uint64_t l_165 = uint64_t(l_13);
const uint64_t l_166 = l_mut_140 & uint64_t(4294967295);
const uint64_t l_167 = l_166 * l_165;
const uint64_t l_168 = l_mut_140 >> uint64_t(32);
const uint64_t l_169 = l_168 * l_165;
const uint64_t l_170 = l_169 << uint64_t(32);
const uint64_t l_171 = l_167 + l_170;
const uint64_t l_172 = l_169 >> uint64_t(32);
const bool l_173 = l_171 < l_167;
const uint64_t l_174 = uint64_t(l_173);
const uint64_t l_175 = l_172 + l_174;
l_mut_140 = l_171;
const bool l_176 = uint(64) == uint(64);
if (l_176) {
l_mut_140 = l_175;
} else {
const bool l_177 = uint(64) > uint(0);
if (l_177) {
const uint64_t l_178 = uint64_t(uint(0));
const uint64_t l_179 = l_175 << l_178;
const uint64_t l_180 = uint64_t(uint(64));
const uint64_t l_181 = l_171 >> l_180;
const uint64_t l_182 = l_179 | l_181;
l_mut_140 = l_182;
}
}
const uint64_t l_183 = uint64_t(l_13);
const uint64_t l_184 = l_mut_87 & uint64_t(4294967295);
const uint64_t l_185 = l_184 * l_183;
const uint64_t l_186 = l_mut_87 >> uint64_t(32);
const uint64_t l_187 = l_186 * l_183;
const uint64_t l_188 = l_187 << uint64_t(32);
const uint64_t l_189 = l_185 + l_188;
const uint64_t l_190 = l_187 >> uint64_t(32);
const bool l_191 = l_189 < l_185;
const uint64_t l_192 = uint64_t(l_191);
const uint64_t l_193 = l_190 + l_192;
l_mut_194 = l_189;
const bool l_195 = uint(0) == uint(64);
if (l_195) {
l_mut_194 = l_193;
} else {
const bool l_196 = uint(0) > uint(0);
if (l_196) {
const uint64_t l_197 = uint64_t(uint(64));
const uint64_t l_198 = l_193 << l_197;
const uint64_t l_199 = uint64_t(uint(0));
const uint64_t l_200 = l_189 >> l_199;
const uint64_t l_201 = l_198 | l_200;
l_mut_194 = l_201;
}
}
const uint64_t l_202 = uint64_t(l_13);
const uint64_t l_203 = l_mut_87 & uint64_t(4294967295);
const uint64_t l_204 = l_203 * l_202;
const uint64_t l_205 = l_mut_87 >> uint64_t(32);
const uint64_t l_206 = l_205 * l_202;
const uint64_t l_207 = l_206 << uint64_t(32);
const uint64_t l_208 = l_204 + l_207;
const uint64_t l_209 = l_206 >> uint64_t(32);
const bool l_210 = l_208 < l_204;
const uint64_t l_211 = uint64_t(l_210);
const uint64_t l_212 = l_209 + l_211;
l_mut_87 = l_208;
const bool l_213 = uint(64) == uint(64);
if (l_213) {
l_mut_87 = l_212;
} else {
const bool l_214 = uint(64) > uint(0);
if (l_214) {
const uint64_t l_215 = uint64_t(uint(0));
const uint64_t l_216 = l_212 << l_215;
const uint64_t l_217 = uint64_t(uint(64));
const uint64_t l_218 = l_208 >> l_217;
const uint64_t l_219 = l_216 | l_218;
l_mut_87 = l_219;
}
}
const uint64_t l_220 = uint64_t(l_13);
const uint64_t l_221 = l_mut_140 * l_220;
const uint64_t l_222 = l_mut_87 + l_221;
l_mut_109 = l_mut_194;
const bool l_223 = l_113 == uint(64);
if (l_223) {
l_mut_109 = l_222;
} else {
const bool l_224 = l_113 > uint(0);
if (l_224) {
const uint l_225 = uint(64) - l_113;
const uint64_t l_226 = uint64_t(l_225);
const uint64_t l_227 = l_222 << l_226;
const uint64_t l_228 = uint64_t(l_113);
const uint64_t l_229 = l_mut_194 >> l_228;
const uint64_t l_230 = l_227 + l_229;
l_mut_109 = l_230;
}
}
if (l_144) {
const uint64_t l_231 = uint64_t(uint(0));
const uint64_t l_232 = l_231 - l_mut_109;
l_mut_109 = l_232;
}
}
l_mut_194 = l_mut_109;
const uint64_t l_233 = l_mut_109 >> uint64_t(63);
const bool l_234 = l_233 == uint64_t(1);
if (l_234) {
const uint64_t l_235 = uint64_t(uint(0));
const uint64_t l_236 = l_235 - l_mut_109;
l_mut_194 = l_236;
}
const uint64_t l_237 = l_33 + l_mut_194;
const uint64_t l_238 = uint64_t(uint(1));
const uint64_t l_239 = l_237 + l_238;
const uint64_t l_240 = l_75 - l_mut_109;
const uint64_t l_241 = l_240 + l_239;
const uint64_t l_242 = uint64_t(uint(0));
const uint64_t l_243 = l_242 - l_112;
const uint64_t l_244 = l_239 + l_239;
l_mut_194 = l_243;
const uint64_t l_245 = uint64_t(uint(0));
const uint64_t l_246 = l_245 - l_243;
l_mut_140 = l_246;
l_mut_109 = l_241;
l_mut_49 = uint(1);
l_mut_247 = uint(1);
l_mut_248 = bool(false);
const bool l_249 = l_mut_109 < l_244;
const bool l_250 = !l_249;
l_mut_251 = l_250;
const bool l_252 = l_243 == uint64_t(0);
if (l_252) {
l_mut_248 = l_mut_251;
l_mut_251 = bool(false);
}
if (l_mut_251) {
const uint64_t l_253 = l_243 >> uint64_t(63);
const bool l_254 = l_253 == uint64_t(1);
l_mut_87 = l_243;
if (l_254) {
const uint64_t l_255 = uint64_t(uint(0));
const uint64_t l_256 = l_255 - l_243;
l_mut_87 = l_256;
}
const uint l_257 = l_13 - uint(1);
const uint64_t l_258 = uint64_t(l_257);
const uint64_t l_259 = l_mut_87 * l_258;
l_mut_260 = uint(0);
const uint l_261 = l_13 - uint(1);
const uint64_t l_262 = uint64_t(l_261);
const uint64_t l_263 = l_mut_87 & uint64_t(4294967295);
const uint64_t l_264 = l_263 * l_262;
const uint64_t l_265 = l_mut_87 >> uint64_t(32);
const uint64_t l_266 = l_265 * l_262;
const uint64_t l_267 = l_266 << uint64_t(32);
const uint64_t l_268 = l_264 + l_267;
const uint64_t l_269 = l_266 >> uint64_t(32);
const bool l_270 = l_268 < l_264;
const uint64_t l_271 = uint64_t(l_270);
const uint64_t l_272 = l_269 + l_271;
l_mut_273 = l_268;
const bool l_274 = uint(64) == uint(64);
if (l_274) {
l_mut_273 = l_272;
} else {
const bool l_275 = uint(64) > uint(0);
if (l_275) {
const uint64_t l_276 = uint64_t(uint(0));
const uint64_t l_277 = l_272 << l_276;
const uint64_t l_278 = uint64_t(uint(64));
const uint64_t l_279 = l_268 >> l_278;
const uint64_t l_280 = l_277 | l_279;
l_mut_273 = l_280;
}
}
const bool l_281 = l_mut_273 == uint64_t(0);
if (l_281) {
l_mut_273 = l_241;
if (l_254) {
const uint64_t l_282 = uint64_t(uint(0));
const uint64_t l_283 = l_282 - l_241;
const bool l_284 = l_241 == uint64_t(0);
const bool l_285 = !l_284;
const bool l_286 = l_259 < l_283;
const bool l_287 = !l_286;
const bool l_288 = l_285 && l_287;
if (l_288) {
const uint l_289 = l_13 - uint(1);
l_mut_290 = l_283;
const bool l_291 = l_283 < l_mut_87;
const bool l_292 = !l_291;
if (l_292) {
l_mut_293 = uint(0);
const bool l_294 = l_mut_87 < l_283;
if (l_294) {
const uint64_t l_295 = l_283 - uint64_t(1);
const uint64_t l_296 = l_295 / l_mut_87;
const uint64_t l_297 = uint64_t(l_289);
const bool l_298 = l_296 < l_297;
const uint64_t l_299 = uint64_t(l_289);
const uint64_t l_300 = (l_298) ? l_296 : l_299;
const uint l_301 = uint(l_300);
l_mut_293 = l_301;
}
const uint64_t l_302 = uint64_t(l_mut_293);
const uint64_t l_303 = l_mut_87 * l_302;
const uint64_t l_304 = l_283 - l_303;
l_mut_290 = l_304;
const bool l_305 = l_mut_290 < l_mut_87;
const bool l_306 = !l_305;
if (l_306) {
const uint64_t l_307 = l_mut_290 - l_mut_87;
l_mut_290 = l_307;
}
}
const uint64_t l_308 = l_mut_87 - l_mut_290;
l_mut_290 = l_308;
const bool l_309 = l_308 < l_mut_87;
const bool l_310 = !l_309;
if (l_310) {
const uint64_t l_311 = l_308 - l_mut_87;
l_mut_290 = l_311;
}
const bool l_312 = l_mut_290 < l_mut_273;
if (l_312) {
l_mut_273 = l_mut_290;
}
}
} else {
const uint64_t l_313 = l_241 - l_259;
l_mut_273 = l_313;
const bool l_314 = l_241 < l_259;
if (l_314) {
const uint l_315 = l_13 - uint(1);
l_mut_290 = l_241;
const bool l_316 = l_241 < l_mut_87;
const bool l_317 = !l_316;
if (l_317) {
l_mut_293 = uint(0);
const bool l_318 = l_mut_87 < l_241;
if (l_318) {
const uint64_t l_319 = l_241 - uint64_t(1);
const uint64_t l_320 = l_319 / l_mut_87;
const uint64_t l_321 = uint64_t(l_315);
const bool l_322 = l_320 < l_321;
const uint64_t l_323 = uint64_t(l_315);
const uint64_t l_324 = (l_322) ? l_320 : l_323;
const uint l_325 = uint(l_324);
l_mut_293 = l_325;
}
const uint64_t l_326 = uint64_t(l_mut_293);
const uint64_t l_327 = l_mut_87 * l_326;
const uint64_t l_328 = l_241 - l_327;
l_mut_290 = l_328;
const bool l_329 = l_mut_290 < l_mut_87;
const bool l_330 = !l_329;
if (l_330) {
const uint64_t l_331 = l_mut_290 - l_mut_87;
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
const uint l_335 = uint(l_334);
const uint l_336 = uint(2) - l_335;
l_mut_260 = l_336;
}
const bool l_337 = l_mut_260 > uint(0);
if (l_337) {
const bool l_338 = l_mut_260 == uint(1);
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
const uint64_t l_342 = l_mut_194 - l_mut_109;
l_mut_290 = l_342;
l_mut_273 = l_mut_194;
const bool l_343 = l_mut_290 < l_mut_194;
if (l_343) {
l_mut_273 = l_mut_290;
}
l_mut_344 = bool(false);
const uint64_t l_345 = uint64_t(uint(3));
const uint64_t l_346 = l_mut_273 >> l_345;
const bool l_347 = l_346 < l_mut_140;
const bool l_348 = !l_347;
l_mut_344 = l_348;
l_mut_293 = uint(0);
const bool l_349 = l_mut_140 == uint64_t(0);
const bool l_350 = !l_349;
const bool l_351 = l_mut_344 && l_350;
const bool l_352 = l_mut_140 < l_mut_273;
const bool l_353 = l_351 && l_352;
const uint l_354 = l_mut_49 + l_mut_247;
const bool l_355 = l_354 < l_13;
const bool l_356 = l_353 && l_355;
if (l_356) {
const uint l_357 = l_13 - l_mut_49;
const uint l_358 = l_357 - l_mut_247;
const uint l_359 = l_358 / l_mut_49;
const uint64_t l_360 = l_mut_273 - uint64_t(1);
const uint64_t l_361 = l_360 / l_mut_140;
const uint64_t l_362 = uint64_t(l_359);
const bool l_363 = l_361 < l_362;
const uint64_t l_364 = uint64_t(l_359);
const uint64_t l_365 = (l_363) ? l_361 : l_364;
const uint l_366 = uint(l_365);
l_mut_293 = l_366;
}
l_mut_290 = l_mut_194;
l_mut_273 = l_mut_140;
l_mut_260 = l_mut_49;
l_mut_367 = l_mut_247;
l_mut_87 = l_mut_109;
l_mut_368 = uint(0);
const bool l_369 = l_mut_293 > uint(0);
if (l_369) {
const uint64_t l_370 = uint64_t(l_mut_293);
const uint64_t l_371 = l_mut_140 * l_370;
const uint64_t l_372 = l_mut_194 - l_371;
l_mut_290 = l_372;
const uint l_373 = l_mut_293 * l_mut_49;
const uint l_374 = l_mut_247 + l_373;
l_mut_367 = l_374;
} else {
const bool l_375 = l_mut_368 == uint(0);
if (l_375) {
const uint l_376 = l_13 - l_mut_49;
const uint l_377 = l_376 / l_mut_247;
l_mut_293 = uint(0);
l_mut_344 = bool(false);
const uint64_t l_378 = uint64_t(uint(3));
const uint64_t l_379 = l_mut_140 >> l_378;
const bool l_380 = l_379 < l_mut_194;
const bool l_381 = !l_380;
l_mut_344 = l_381;
const bool l_382 = l_mut_194 == uint64_t(0);
if (l_382) {
l_mut_293 = l_377;
} else {
if (l_mut_344) {
const bool l_383 = l_mut_194 < l_mut_140;
if (l_383) {
const uint64_t l_384 = l_mut_140 - uint64_t(1);
const uint64_t l_385 = l_384 / l_mut_194;
const uint64_t l_386 = uint64_t(l_377);
const bool l_387 = l_385 < l_386;
const uint64_t l_388 = uint64_t(l_377);
const uint64_t l_389 = (l_387) ? l_385 : l_388;
const uint l_390 = uint(l_389);
l_mut_293 = l_390;
}
} else {
l_mut_391 = l_mut_140;
while (true) {
const bool l_392 = l_mut_194 < l_mut_391;
const uint l_393 = l_mut_293 * l_mut_247;
const uint l_394 = l_mut_49 + l_393;
const uint l_395 = l_394 + l_mut_247;
const bool l_396 = l_395 < l_13;
const bool l_397 = l_392 && l_396;
const bool l_398 = !l_397;
if (l_398) {
break;}
const uint64_t l_399 = l_mut_391 - l_mut_194;
l_mut_391 = l_399;
l_mut_293 = l_mut_293 + uint(1);
}
}
}
const uint l_400 = l_mut_293 * l_mut_247;
const uint l_401 = l_mut_49 + l_400;
const uint l_402 = l_401 + l_mut_247;
const bool l_403 = l_402 >= l_13;
if (l_403) {
l_mut_368 = uint(1);
} else {
const uint64_t l_404 = uint64_t(l_mut_293);
const uint64_t l_405 = l_mut_194 * l_404;
const uint64_t l_406 = l_mut_140 - l_405;
l_mut_273 = l_406;
const uint l_407 = l_mut_293 * l_mut_247;
const uint l_408 = l_mut_49 + l_407;
l_mut_260 = l_408;
const uint64_t l_409 = l_mut_194 - l_mut_273;
l_mut_290 = l_409;
const uint l_410 = l_mut_247 + l_mut_260;
l_mut_367 = l_410;
}
}
}
l_mut_194 = l_mut_290;
l_mut_140 = l_mut_273;
l_mut_49 = l_mut_260;
l_mut_247 = l_mut_367;
l_mut_109 = l_mut_87;
const bool l_411 = l_mut_368 == uint(1);
l_mut_248 = l_411;
const bool l_412 = l_mut_368 == uint(0);
l_mut_251 = l_412;
} else {
const uint64_t l_413 = l_mut_140 - l_mut_109;
l_mut_391 = l_413;
const uint64_t l_414 = l_mut_109 - l_244;
l_mut_391 = l_414;
l_mut_290 = l_mut_140;
const bool l_415 = l_mut_391 < l_mut_140;
if (l_415) {
l_mut_290 = l_mut_391;
}
l_mut_344 = bool(false);
const uint64_t l_416 = uint64_t(uint(3));
const uint64_t l_417 = l_mut_290 >> l_416;
const bool l_418 = l_417 < l_mut_194;
const bool l_419 = !l_418;
l_mut_344 = l_419;
l_mut_368 = uint(0);
const bool l_420 = l_mut_194 == uint64_t(0);
const bool l_421 = !l_420;
const bool l_422 = l_mut_344 && l_421;
const bool l_423 = l_mut_194 < l_mut_290;
const bool l_424 = l_422 && l_423;
const uint l_425 = l_mut_247 + l_mut_49;
const bool l_426 = l_425 < l_13;
const bool l_427 = l_424 && l_426;
if (l_427) {
const uint l_428 = l_13 - l_mut_247;
const uint l_429 = l_428 - l_mut_49;
const uint l_430 = l_429 / l_mut_247;
const uint64_t l_431 = l_mut_290 - uint64_t(1);
const uint64_t l_432 = l_431 / l_mut_194;
const uint64_t l_433 = uint64_t(l_430);
const bool l_434 = l_432 < l_433;
const uint64_t l_435 = uint64_t(l_430);
const uint64_t l_436 = (l_434) ? l_432 : l_435;
const uint l_437 = uint(l_436);
l_mut_368 = l_437;
}
l_mut_391 = l_mut_140;
l_mut_290 = l_mut_194;
l_mut_367 = l_mut_247;
l_mut_293 = l_mut_49;
l_mut_273 = l_mut_109;
l_mut_260 = uint(0);
const bool l_438 = l_mut_368 > uint(0);
if (l_438) {
const uint64_t l_439 = uint64_t(l_mut_368);
const uint64_t l_440 = l_mut_194 * l_439;
const uint64_t l_441 = l_mut_109 - l_440;
l_mut_273 = l_441;
const uint64_t l_442 = l_mut_140 - l_440;
l_mut_391 = l_442;
const uint l_443 = l_mut_368 * l_mut_247;
const uint l_444 = l_mut_49 + l_443;
l_mut_293 = l_444;
} else {
const uint64_t l_445 = l_mut_109 - l_mut_194;
l_mut_273 = l_445;
const bool l_446 = l_mut_273 < l_244;
if (l_446) {
l_mut_260 = uint(2);
}
const bool l_447 = l_mut_260 == uint(0);
if (l_447) {
const uint l_448 = l_13 - l_mut_247;
const uint l_449 = l_448 / l_mut_49;
l_mut_368 = uint(0);
l_mut_344 = bool(false);
const uint64_t l_450 = uint64_t(uint(3));
const uint64_t l_451 = l_mut_194 >> l_450;
const bool l_452 = l_451 < l_mut_140;
const bool l_453 = !l_452;
l_mut_344 = l_453;
const bool l_454 = l_mut_140 == uint64_t(0);
if (l_454) {
l_mut_368 = l_449;
} else {
if (l_mut_344) {
const bool l_455 = l_mut_140 < l_mut_194;
if (l_455) {
const uint64_t l_456 = l_mut_194 - uint64_t(1);
const uint64_t l_457 = l_456 / l_mut_140;
const uint64_t l_458 = uint64_t(l_449);
const bool l_459 = l_457 < l_458;
const uint64_t l_460 = uint64_t(l_449);
const uint64_t l_461 = (l_459) ? l_457 : l_460;
const uint l_462 = uint(l_461);
l_mut_368 = l_462;
}
} else {
l_mut_87 = l_mut_194;
while (true) {
const bool l_463 = l_mut_140 < l_mut_87;
const uint l_464 = l_mut_368 * l_mut_49;
const uint l_465 = l_mut_247 + l_464;
const uint l_466 = l_465 + l_mut_49;
const bool l_467 = l_466 < l_13;
const bool l_468 = l_463 && l_467;
const bool l_469 = !l_468;
if (l_469) {
break;}
const uint64_t l_470 = l_mut_87 - l_mut_140;
l_mut_87 = l_470;
l_mut_368 = l_mut_368 + uint(1);
}
}
}
const uint l_471 = l_mut_368 * l_mut_49;
const uint l_472 = l_mut_247 + l_471;
const uint l_473 = l_472 + l_mut_49;
const bool l_474 = l_473 >= l_13;
if (l_474) {
l_mut_260 = uint(1);
} else {
const uint64_t l_475 = uint64_t(l_mut_368);
const uint64_t l_476 = l_mut_140 * l_475;
const uint64_t l_477 = l_mut_194 - l_476;
l_mut_290 = l_477;
const uint l_478 = l_mut_368 * l_mut_49;
const uint l_479 = l_mut_247 + l_478;
l_mut_367 = l_479;
const uint64_t l_480 = l_mut_140 - l_mut_290;
l_mut_391 = l_480;
const uint l_481 = l_mut_49 + l_mut_367;
l_mut_293 = l_481;
}
}
}
l_mut_194 = l_mut_290;
l_mut_140 = l_mut_391;
l_mut_49 = l_mut_293;
l_mut_247 = l_mut_367;
l_mut_109 = l_mut_273;
const bool l_482 = l_mut_260 == uint(1);
l_mut_248 = l_482;
const bool l_483 = l_mut_260 == uint(0);
l_mut_251 = l_483;
}
}
const bool l_484 = !l_mut_248;
if (l_484) {
const uint l_1406 = info.static_meta[uint(5)];
const uint l_1407 = l_1406 * uint(1);
const uint l_1408 = l_1407 - uint(1);
const uint l_1409 = min(uint(0), l_1408);
device atomic_uint* l_1410 = &buffer_5[l_1409];
atomic_uint* l_485 = l_1410;
const uint l_486 = atomic_fetch_add_explicit(l_485, uint(1), memory_order_relaxed);
const uint l_487 = l_13 / uint(8);
l_mut_368 = uint(0);
l_mut_367 = uint(0);
l_mut_293 = uint(0);

for (uint l_mut_488 = uint(0); l_mut_488 < uint(8); ++l_mut_488) {
const uint l_489 = l_mut_488 * l_487;
const bool l_490 = l_489 < l_56;
const uint l_491 = l_13 / uint(8);
const uint l_492 = l_mut_488 * l_491;
const uint l_493 = l_492 + l_492;
const uint64_t l_494 = l_84 >> uint64_t(63);
const bool l_495 = l_494 == uint64_t(1);
l_mut_391 = l_84;
if (l_495) {
const uint64_t l_496 = uint64_t(uint(0));
const uint64_t l_497 = l_496 - l_84;
l_mut_391 = l_497;
}
const uint64_t l_498 = uint64_t(l_493);
const uint64_t l_499 = l_mut_391 & uint64_t(4294967295);
const uint64_t l_500 = l_499 * l_498;
const uint64_t l_501 = l_mut_391 >> uint64_t(32);
const uint64_t l_502 = l_501 * l_498;
const uint64_t l_503 = l_502 << uint64_t(32);
const uint64_t l_504 = l_500 + l_503;
const uint64_t l_505 = l_502 >> uint64_t(32);
const bool l_506 = l_504 < l_500;
const uint64_t l_507 = uint64_t(l_506);
const uint64_t l_508 = l_505 + l_507;
l_mut_391 = l_504;
const bool l_509 = l_24 == uint(64);
if (l_509) {
l_mut_391 = l_508;
} else {
const bool l_510 = l_24 > uint(0);
if (l_510) {
const uint l_511 = uint(64) - l_24;
const uint64_t l_512 = uint64_t(l_511);
const uint64_t l_513 = l_508 << l_512;
const uint64_t l_514 = uint64_t(l_24);
const uint64_t l_515 = l_504 >> l_514;
const uint64_t l_516 = l_513 | l_515;
l_mut_391 = l_516;
}
}
l_mut_290 = l_mut_391;
if (l_495) {
const uint64_t l_517 = uint64_t(uint(0));
const uint64_t l_518 = l_517 - l_mut_290;
l_mut_290 = l_518;
}
const uint64_t l_519 = l_66 + l_mut_290;
const uint64_t l_520 = uint64_t(l_492);
const uint64_t l_521 = l_66 * l_520;
const uint64_t l_522 = l_75 + l_521;
const uint64_t l_523 = uint64_t(uint(0));
l_mut_391 = l_523;
const bool l_524 = l_492 < uint(65536);
if (l_524) {
const uint l_525 = l_492 * l_492;
const uint64_t l_526 = l_84 >> uint64_t(63);
const bool l_527 = l_526 == uint64_t(1);
l_mut_290 = l_84;
if (l_527) {
const uint64_t l_528 = uint64_t(uint(0));
const uint64_t l_529 = l_528 - l_84;
l_mut_290 = l_529;
}
const uint64_t l_530 = uint64_t(l_525);
const uint64_t l_531 = l_mut_290 & uint64_t(4294967295);
const uint64_t l_532 = l_531 * l_530;
const uint64_t l_533 = l_mut_290 >> uint64_t(32);
const uint64_t l_534 = l_533 * l_530;
const uint64_t l_535 = l_534 << uint64_t(32);
const uint64_t l_536 = l_532 + l_535;
const uint64_t l_537 = l_534 >> uint64_t(32);
const bool l_538 = l_536 < l_532;
const uint64_t l_539 = uint64_t(l_538);
const uint64_t l_540 = l_537 + l_539;
l_mut_290 = l_536;
const bool l_541 = l_24 == uint(64);
if (l_541) {
l_mut_290 = l_540;
} else {
const bool l_542 = l_24 > uint(0);
if (l_542) {
const uint l_543 = uint(64) - l_24;
const uint64_t l_544 = uint64_t(l_543);
const uint64_t l_545 = l_540 << l_544;
const uint64_t l_546 = uint64_t(l_24);
const uint64_t l_547 = l_536 >> l_546;
const uint64_t l_548 = l_545 | l_547;
l_mut_290 = l_548;
}
}
l_mut_273 = l_mut_290;
if (l_527) {
const uint64_t l_549 = uint64_t(uint(0));
const uint64_t l_550 = l_549 - l_mut_273;
l_mut_273 = l_550;
}
l_mut_391 = l_mut_273;
} else {
const uint64_t l_551 = l_84 >> uint64_t(63);
const bool l_552 = l_551 == uint64_t(1);
l_mut_290 = l_84;
if (l_552) {
const uint64_t l_553 = uint64_t(uint(0));
const uint64_t l_554 = l_553 - l_84;
l_mut_290 = l_554;
}
const uint64_t l_555 = uint64_t(l_492);
const uint64_t l_556 = l_mut_290 & uint64_t(4294967295);
const uint64_t l_557 = l_556 * l_555;
const uint64_t l_558 = l_mut_290 >> uint64_t(32);
const uint64_t l_559 = l_558 * l_555;
const uint64_t l_560 = l_559 << uint64_t(32);
const uint64_t l_561 = l_557 + l_560;
const uint64_t l_562 = l_559 >> uint64_t(32);
const bool l_563 = l_561 < l_557;
const uint64_t l_564 = uint64_t(l_563);
const uint64_t l_565 = l_562 + l_564;
l_mut_273 = l_561;
const bool l_566 = uint(0) == uint(64);
if (l_566) {
l_mut_273 = l_565;
} else {
const bool l_567 = uint(0) > uint(0);
if (l_567) {
const uint64_t l_568 = uint64_t(uint(64));
const uint64_t l_569 = l_565 << l_568;
const uint64_t l_570 = uint64_t(uint(0));
const uint64_t l_571 = l_561 >> l_570;
const uint64_t l_572 = l_569 | l_571;
l_mut_273 = l_572;
}
}
const uint64_t l_573 = uint64_t(l_492);
const uint64_t l_574 = l_mut_290 & uint64_t(4294967295);
const uint64_t l_575 = l_574 * l_573;
const uint64_t l_576 = l_mut_290 >> uint64_t(32);
const uint64_t l_577 = l_576 * l_573;
const uint64_t l_578 = l_577 << uint64_t(32);
const uint64_t l_579 = l_575 + l_578;
const uint64_t l_580 = l_577 >> uint64_t(32);
const bool l_581 = l_579 < l_575;
const uint64_t l_582 = uint64_t(l_581);
const uint64_t l_583 = l_580 + l_582;
l_mut_290 = l_579;
const bool l_584 = uint(64) == uint(64);
if (l_584) {
l_mut_290 = l_583;
} else {
const bool l_585 = uint(64) > uint(0);
if (l_585) {
const uint64_t l_586 = uint64_t(uint(0));
const uint64_t l_587 = l_583 << l_586;
const uint64_t l_588 = uint64_t(uint(64));
const uint64_t l_589 = l_579 >> l_588;
const uint64_t l_590 = l_587 | l_589;
l_mut_290 = l_590;
}
}
const uint64_t l_591 = uint64_t(l_492);
const uint64_t l_592 = l_mut_273 & uint64_t(4294967295);
const uint64_t l_593 = l_592 * l_591;
const uint64_t l_594 = l_mut_273 >> uint64_t(32);
const uint64_t l_595 = l_594 * l_591;
const uint64_t l_596 = l_595 << uint64_t(32);
const uint64_t l_597 = l_593 + l_596;
const uint64_t l_598 = l_595 >> uint64_t(32);
const bool l_599 = l_597 < l_593;
const uint64_t l_600 = uint64_t(l_599);
const uint64_t l_601 = l_598 + l_600;
l_mut_194 = l_597;
const bool l_602 = uint(0) == uint(64);
if (l_602) {
l_mut_194 = l_601;
} else {
const bool l_603 = uint(0) > uint(0);
if (l_603) {
const uint64_t l_604 = uint64_t(uint(64));
const uint64_t l_605 = l_601 << l_604;
const uint64_t l_606 = uint64_t(uint(0));
const uint64_t l_607 = l_597 >> l_606;
const uint64_t l_608 = l_605 | l_607;
l_mut_194 = l_608;
}
}
const uint64_t l_609 = uint64_t(l_492);
const uint64_t l_610 = l_mut_273 & uint64_t(4294967295);
const uint64_t l_611 = l_610 * l_609;
const uint64_t l_612 = l_mut_273 >> uint64_t(32);
const uint64_t l_613 = l_612 * l_609;
const uint64_t l_614 = l_613 << uint64_t(32);
const uint64_t l_615 = l_611 + l_614;
const uint64_t l_616 = l_613 >> uint64_t(32);
const bool l_617 = l_615 < l_611;
const uint64_t l_618 = uint64_t(l_617);
const uint64_t l_619 = l_616 + l_618;
l_mut_273 = l_615;
const bool l_620 = uint(64) == uint(64);
if (l_620) {
l_mut_273 = l_619;
} else {
const bool l_621 = uint(64) > uint(0);
if (l_621) {
const uint64_t l_622 = uint64_t(uint(0));
const uint64_t l_623 = l_619 << l_622;
const uint64_t l_624 = uint64_t(uint(64));
const uint64_t l_625 = l_615 >> l_624;
const uint64_t l_626 = l_623 | l_625;
l_mut_273 = l_626;
}
}
const uint64_t l_627 = uint64_t(l_492);
const uint64_t l_628 = l_mut_290 * l_627;
const uint64_t l_629 = l_mut_273 + l_628;
l_mut_391 = l_mut_194;
const bool l_630 = l_24 == uint(64);
if (l_630) {
l_mut_391 = l_629;
} else {
const bool l_631 = l_24 > uint(0);
if (l_631) {
const uint l_632 = uint(64) - l_24;
const uint64_t l_633 = uint64_t(l_632);
const uint64_t l_634 = l_629 << l_633;
const uint64_t l_635 = uint64_t(l_24);
const uint64_t l_636 = l_mut_194 >> l_635;
const uint64_t l_637 = l_634 + l_636;
l_mut_391 = l_637;
}
}
if (l_552) {
const uint64_t l_638 = uint64_t(uint(0));
const uint64_t l_639 = l_638 - l_mut_391;
l_mut_391 = l_639;
}
}
const uint64_t l_640 = l_522 + l_mut_391;
const uint64_t l_641 = l_84 >> uint64_t(63);
const bool l_642 = l_641 == uint64_t(1);
l_mut_391 = l_84;
if (l_642) {
const uint64_t l_643 = uint64_t(uint(0));
const uint64_t l_644 = l_643 - l_84;
l_mut_391 = l_644;
}
const uint64_t l_645 = uint64_t(l_491);
const uint64_t l_646 = l_mut_391 & uint64_t(4294967295);
const uint64_t l_647 = l_646 * l_645;
const uint64_t l_648 = l_mut_391 >> uint64_t(32);
const uint64_t l_649 = l_648 * l_645;
const uint64_t l_650 = l_649 << uint64_t(32);
const uint64_t l_651 = l_647 + l_650;
const uint64_t l_652 = l_649 >> uint64_t(32);
const bool l_653 = l_651 < l_647;
const uint64_t l_654 = uint64_t(l_653);
const uint64_t l_655 = l_652 + l_654;
l_mut_391 = l_651;
const bool l_656 = l_24 == uint(64);
if (l_656) {
l_mut_391 = l_655;
} else {
const bool l_657 = l_24 > uint(0);
if (l_657) {
const uint l_658 = uint(64) - l_24;
const uint64_t l_659 = uint64_t(l_658);
const uint64_t l_660 = l_655 << l_659;
const uint64_t l_661 = uint64_t(l_24);
const uint64_t l_662 = l_651 >> l_661;
const uint64_t l_663 = l_660 | l_662;
l_mut_391 = l_663;
}
}
l_mut_290 = l_mut_391;
if (l_642) {
const uint64_t l_664 = uint64_t(uint(0));
const uint64_t l_665 = l_664 - l_mut_290;
l_mut_290 = l_665;
}
const uint64_t l_666 = l_519 + l_mut_290;
const uint l_667 = l_24 + uint(3);
const uint64_t l_668 = uint64_t(uint(0));
l_mut_391 = l_668;
const bool l_669 = l_491 < uint(65536);
if (l_669) {
const uint l_670 = l_491 * l_491;
const uint64_t l_671 = l_84 >> uint64_t(63);
const bool l_672 = l_671 == uint64_t(1);
l_mut_290 = l_84;
if (l_672) {
const uint64_t l_673 = uint64_t(uint(0));
const uint64_t l_674 = l_673 - l_84;
l_mut_290 = l_674;
}
const uint64_t l_675 = uint64_t(l_670);
const uint64_t l_676 = l_mut_290 & uint64_t(4294967295);
const uint64_t l_677 = l_676 * l_675;
const uint64_t l_678 = l_mut_290 >> uint64_t(32);
const uint64_t l_679 = l_678 * l_675;
const uint64_t l_680 = l_679 << uint64_t(32);
const uint64_t l_681 = l_677 + l_680;
const uint64_t l_682 = l_679 >> uint64_t(32);
const bool l_683 = l_681 < l_677;
const uint64_t l_684 = uint64_t(l_683);
const uint64_t l_685 = l_682 + l_684;
l_mut_290 = l_681;
const bool l_686 = l_667 == uint(64);
if (l_686) {
l_mut_290 = l_685;
} else {
const bool l_687 = l_667 > uint(0);
if (l_687) {
const uint l_688 = uint(64) - l_667;
const uint64_t l_689 = uint64_t(l_688);
const uint64_t l_690 = l_685 << l_689;
const uint64_t l_691 = uint64_t(l_667);
const uint64_t l_692 = l_681 >> l_691;
const uint64_t l_693 = l_690 | l_692;
l_mut_290 = l_693;
}
}
l_mut_273 = l_mut_290;
if (l_672) {
const uint64_t l_694 = uint64_t(uint(0));
const uint64_t l_695 = l_694 - l_mut_273;
l_mut_273 = l_695;
}
l_mut_391 = l_mut_273;
} else {
const uint64_t l_696 = l_84 >> uint64_t(63);
const bool l_697 = l_696 == uint64_t(1);
l_mut_290 = l_84;
if (l_697) {
const uint64_t l_698 = uint64_t(uint(0));
const uint64_t l_699 = l_698 - l_84;
l_mut_290 = l_699;
}
const uint64_t l_700 = uint64_t(l_491);
const uint64_t l_701 = l_mut_290 & uint64_t(4294967295);
const uint64_t l_702 = l_701 * l_700;
const uint64_t l_703 = l_mut_290 >> uint64_t(32);
const uint64_t l_704 = l_703 * l_700;
const uint64_t l_705 = l_704 << uint64_t(32);
const uint64_t l_706 = l_702 + l_705;
const uint64_t l_707 = l_704 >> uint64_t(32);
const bool l_708 = l_706 < l_702;
const uint64_t l_709 = uint64_t(l_708);
const uint64_t l_710 = l_707 + l_709;
l_mut_273 = l_706;
const bool l_711 = uint(0) == uint(64);
if (l_711) {
l_mut_273 = l_710;
} else {
const bool l_712 = uint(0) > uint(0);
if (l_712) {
const uint64_t l_713 = uint64_t(uint(64));
const uint64_t l_714 = l_710 << l_713;
const uint64_t l_715 = uint64_t(uint(0));
const uint64_t l_716 = l_706 >> l_715;
const uint64_t l_717 = l_714 | l_716;
l_mut_273 = l_717;
}
}
const uint64_t l_718 = uint64_t(l_491);
const uint64_t l_719 = l_mut_290 & uint64_t(4294967295);
const uint64_t l_720 = l_719 * l_718;
const uint64_t l_721 = l_mut_290 >> uint64_t(32);
const uint64_t l_722 = l_721 * l_718;
const uint64_t l_723 = l_722 << uint64_t(32);
const uint64_t l_724 = l_720 + l_723;
const uint64_t l_725 = l_722 >> uint64_t(32);
const bool l_726 = l_724 < l_720;
const uint64_t l_727 = uint64_t(l_726);
const uint64_t l_728 = l_725 + l_727;
l_mut_290 = l_724;
const bool l_729 = uint(64) == uint(64);
if (l_729) {
l_mut_290 = l_728;
} else {
const bool l_730 = uint(64) > uint(0);
if (l_730) {
const uint64_t l_731 = uint64_t(uint(0));
const uint64_t l_732 = l_728 << l_731;
const uint64_t l_733 = uint64_t(uint(64));
const uint64_t l_734 = l_724 >> l_733;
const uint64_t l_735 = l_732 | l_734;
l_mut_290 = l_735;
}
}
const uint64_t l_736 = uint64_t(l_491);
const uint64_t l_737 = l_mut_273 & uint64_t(4294967295);
const uint64_t l_738 = l_737 * l_736;
const uint64_t l_739 = l_mut_273 >> uint64_t(32);
const uint64_t l_740 = l_739 * l_736;
const uint64_t l_741 = l_740 << uint64_t(32);
const uint64_t l_742 = l_738 + l_741;
const uint64_t l_743 = l_740 >> uint64_t(32);
const bool l_744 = l_742 < l_738;
const uint64_t l_745 = uint64_t(l_744);
const uint64_t l_746 = l_743 + l_745;
l_mut_194 = l_742;
const bool l_747 = uint(0) == uint(64);
if (l_747) {
l_mut_194 = l_746;
} else {
const bool l_748 = uint(0) > uint(0);
if (l_748) {
const uint64_t l_749 = uint64_t(uint(64));
const uint64_t l_750 = l_746 << l_749;
const uint64_t l_751 = uint64_t(uint(0));
const uint64_t l_752 = l_742 >> l_751;
const uint64_t l_753 = l_750 | l_752;
l_mut_194 = l_753;
}
}
const uint64_t l_754 = uint64_t(l_491);
const uint64_t l_755 = l_mut_273 & uint64_t(4294967295);
const uint64_t l_756 = l_755 * l_754;
const uint64_t l_757 = l_mut_273 >> uint64_t(32);
const uint64_t l_758 = l_757 * l_754;
const uint64_t l_759 = l_758 << uint64_t(32);
const uint64_t l_760 = l_756 + l_759;
const uint64_t l_761 = l_758 >> uint64_t(32);
const bool l_762 = l_760 < l_756;
const uint64_t l_763 = uint64_t(l_762);
const uint64_t l_764 = l_761 + l_763;
l_mut_273 = l_760;
const bool l_765 = uint(64) == uint(64);
if (l_765) {
l_mut_273 = l_764;
} else {
const bool l_766 = uint(64) > uint(0);
if (l_766) {
const uint64_t l_767 = uint64_t(uint(0));
const uint64_t l_768 = l_764 << l_767;
const uint64_t l_769 = uint64_t(uint(64));
const uint64_t l_770 = l_760 >> l_769;
const uint64_t l_771 = l_768 | l_770;
l_mut_273 = l_771;
}
}
const uint64_t l_772 = uint64_t(l_491);
const uint64_t l_773 = l_mut_290 * l_772;
const uint64_t l_774 = l_mut_273 + l_773;
l_mut_391 = l_mut_194;
const bool l_775 = l_667 == uint(64);
if (l_775) {
l_mut_391 = l_774;
} else {
const bool l_776 = l_667 > uint(0);
if (l_776) {
const uint l_777 = uint(64) - l_667;
const uint64_t l_778 = uint64_t(l_777);
const uint64_t l_779 = l_774 << l_778;
const uint64_t l_780 = uint64_t(l_667);
const uint64_t l_781 = l_mut_194 >> l_780;
const uint64_t l_782 = l_779 + l_781;
l_mut_391 = l_782;
}
}
if (l_697) {
const uint64_t l_783 = uint64_t(uint(0));
const uint64_t l_784 = l_783 - l_mut_391;
l_mut_391 = l_784;
}
}
l_mut_290 = l_mut_391;
const uint64_t l_785 = l_mut_391 >> uint64_t(63);
const bool l_786 = l_785 == uint64_t(1);
if (l_786) {
const uint64_t l_787 = uint64_t(uint(0));
const uint64_t l_788 = l_787 - l_mut_391;
l_mut_290 = l_788;
}
const uint64_t l_789 = l_33 + l_mut_290;
const uint64_t l_790 = uint64_t(uint(1));
const uint64_t l_791 = l_789 + l_790;
const uint64_t l_792 = l_640 - l_mut_391;
const uint64_t l_793 = l_792 + l_791;
const uint64_t l_794 = uint64_t(uint(0));
const uint64_t l_795 = l_794 - l_666;
const uint64_t l_796 = l_791 + l_791;
l_mut_391 = l_795;
const uint64_t l_797 = uint64_t(uint(0));
const uint64_t l_798 = l_797 - l_795;
l_mut_290 = l_798;
l_mut_273 = l_793;
l_mut_260 = uint(1);
l_mut_247 = uint(1);
l_mut_344 = bool(false);
const bool l_799 = l_mut_273 < l_796;
const bool l_800 = !l_799;
l_mut_339 = l_800;
const bool l_801 = l_795 == uint64_t(0);
if (l_801) {
l_mut_344 = l_mut_339;
l_mut_339 = bool(false);
}
if (l_mut_339) {
const uint64_t l_802 = l_795 >> uint64_t(63);
const bool l_803 = l_802 == uint64_t(1);
l_mut_194 = l_795;
if (l_803) {
const uint64_t l_804 = uint64_t(uint(0));
const uint64_t l_805 = l_804 - l_795;
l_mut_194 = l_805;
}
const uint l_806 = l_491 - uint(1);
const uint64_t l_807 = uint64_t(l_806);
const uint64_t l_808 = l_mut_194 * l_807;
l_mut_49 = uint(0);
const uint l_809 = l_491 - uint(1);
const uint64_t l_810 = uint64_t(l_809);
const uint64_t l_811 = l_mut_194 & uint64_t(4294967295);
const uint64_t l_812 = l_811 * l_810;
const uint64_t l_813 = l_mut_194 >> uint64_t(32);
const uint64_t l_814 = l_813 * l_810;
const uint64_t l_815 = l_814 << uint64_t(32);
const uint64_t l_816 = l_812 + l_815;
const uint64_t l_817 = l_814 >> uint64_t(32);
const bool l_818 = l_816 < l_812;
const uint64_t l_819 = uint64_t(l_818);
const uint64_t l_820 = l_817 + l_819;
l_mut_140 = l_816;
const bool l_821 = uint(64) == uint(64);
if (l_821) {
l_mut_140 = l_820;
} else {
const bool l_822 = uint(64) > uint(0);
if (l_822) {
const uint64_t l_823 = uint64_t(uint(0));
const uint64_t l_824 = l_820 << l_823;
const uint64_t l_825 = uint64_t(uint(64));
const uint64_t l_826 = l_816 >> l_825;
const uint64_t l_827 = l_824 | l_826;
l_mut_140 = l_827;
}
}
const bool l_828 = l_mut_140 == uint64_t(0);
if (l_828) {
l_mut_140 = l_793;
if (l_803) {
const uint64_t l_829 = uint64_t(uint(0));
const uint64_t l_830 = l_829 - l_793;
const bool l_831 = l_793 == uint64_t(0);
const bool l_832 = !l_831;
const bool l_833 = l_808 < l_830;
const bool l_834 = !l_833;
const bool l_835 = l_832 && l_834;
if (l_835) {
const uint l_836 = l_491 - uint(1);
l_mut_109 = l_830;
const bool l_837 = l_830 < l_mut_194;
const bool l_838 = !l_837;
if (l_838) {
l_mut_839 = uint(0);
const bool l_840 = l_mut_194 < l_830;
if (l_840) {
const uint64_t l_841 = l_830 - uint64_t(1);
const uint64_t l_842 = l_841 / l_mut_194;
const uint64_t l_843 = uint64_t(l_836);
const bool l_844 = l_842 < l_843;
const uint64_t l_845 = uint64_t(l_836);
const uint64_t l_846 = (l_844) ? l_842 : l_845;
const uint l_847 = uint(l_846);
l_mut_839 = l_847;
}
const uint64_t l_848 = uint64_t(l_mut_839);
const uint64_t l_849 = l_mut_194 * l_848;
const uint64_t l_850 = l_830 - l_849;
l_mut_109 = l_850;
const bool l_851 = l_mut_109 < l_mut_194;
const bool l_852 = !l_851;
if (l_852) {
const uint64_t l_853 = l_mut_109 - l_mut_194;
l_mut_109 = l_853;
}
}
const uint64_t l_854 = l_mut_194 - l_mut_109;
l_mut_109 = l_854;
const bool l_855 = l_854 < l_mut_194;
const bool l_856 = !l_855;
if (l_856) {
const uint64_t l_857 = l_854 - l_mut_194;
l_mut_109 = l_857;
}
const bool l_858 = l_mut_109 < l_mut_140;
if (l_858) {
l_mut_140 = l_mut_109;
}
}
} else {
const uint64_t l_859 = l_793 - l_808;
l_mut_140 = l_859;
const bool l_860 = l_793 < l_808;
if (l_860) {
const uint l_861 = l_491 - uint(1);
l_mut_109 = l_793;
const bool l_862 = l_793 < l_mut_194;
const bool l_863 = !l_862;
if (l_863) {
l_mut_839 = uint(0);
const bool l_864 = l_mut_194 < l_793;
if (l_864) {
const uint64_t l_865 = l_793 - uint64_t(1);
const uint64_t l_866 = l_865 / l_mut_194;
const uint64_t l_867 = uint64_t(l_861);
const bool l_868 = l_866 < l_867;
const uint64_t l_869 = uint64_t(l_861);
const uint64_t l_870 = (l_868) ? l_866 : l_869;
const uint l_871 = uint(l_870);
l_mut_839 = l_871;
}
const uint64_t l_872 = uint64_t(l_mut_839);
const uint64_t l_873 = l_mut_194 * l_872;
const uint64_t l_874 = l_793 - l_873;
l_mut_109 = l_874;
const bool l_875 = l_mut_109 < l_mut_194;
const bool l_876 = !l_875;
if (l_876) {
const uint64_t l_877 = l_mut_109 - l_mut_194;
l_mut_109 = l_877;
}
}
const bool l_878 = l_mut_109 < l_mut_140;
if (l_878) {
l_mut_140 = l_mut_109;
}
}
}
const bool l_879 = l_mut_140 < l_796;
const bool l_880 = !l_879;
const uint l_881 = uint(l_880);
const uint l_882 = uint(2) - l_881;
l_mut_49 = l_882;
}
const bool l_883 = l_mut_49 > uint(0);
if (l_883) {
const bool l_884 = l_mut_49 == uint(1);
l_mut_344 = l_884;
l_mut_339 = bool(false);
}
}
l_mut_251 = bool(false);
while (true) {
const bool l_885 = !l_mut_339;
if (l_885) {
break;}
const bool l_886 = l_mut_273 < l_mut_391;
if (l_886) {
const uint64_t l_887 = l_mut_391 - l_mut_273;
l_mut_194 = l_887;
l_mut_140 = l_mut_391;
const bool l_888 = l_mut_194 < l_mut_391;
if (l_888) {
l_mut_140 = l_mut_194;
}
l_mut_248 = bool(false);
const uint64_t l_889 = uint64_t(uint(3));
const uint64_t l_890 = l_mut_140 >> l_889;
const bool l_891 = l_890 < l_mut_290;
const bool l_892 = !l_891;
l_mut_248 = l_892;
l_mut_839 = uint(0);
const bool l_893 = l_mut_290 == uint64_t(0);
const bool l_894 = !l_893;
const bool l_895 = l_mut_248 && l_894;
const bool l_896 = l_mut_290 < l_mut_140;
const bool l_897 = l_895 && l_896;
const uint l_898 = l_mut_260 + l_mut_247;
const bool l_899 = l_898 < l_491;
const bool l_900 = l_897 && l_899;
if (l_900) {
const uint l_901 = l_491 - l_mut_260;
const uint l_902 = l_901 - l_mut_247;
const uint l_903 = l_902 / l_mut_260;
const uint64_t l_904 = l_mut_140 - uint64_t(1);
const uint64_t l_905 = l_904 / l_mut_290;
const uint64_t l_906 = uint64_t(l_903);
const bool l_907 = l_905 < l_906;
const uint64_t l_908 = uint64_t(l_903);
const uint64_t l_909 = (l_907) ? l_905 : l_908;
const uint l_910 = uint(l_909);
l_mut_839 = l_910;
}
l_mut_194 = l_mut_391;
l_mut_140 = l_mut_290;
l_mut_49 = l_mut_260;
l_mut_911 = l_mut_247;
l_mut_109 = l_mut_273;
l_mut_912 = uint(0);
const bool l_913 = l_mut_839 > uint(0);
if (l_913) {
const uint64_t l_914 = uint64_t(l_mut_839);
const uint64_t l_915 = l_mut_290 * l_914;
const uint64_t l_916 = l_mut_391 - l_915;
l_mut_194 = l_916;
const uint l_917 = l_mut_839 * l_mut_260;
const uint l_918 = l_mut_247 + l_917;
l_mut_911 = l_918;
} else {
const bool l_919 = l_mut_912 == uint(0);
if (l_919) {
const uint l_920 = l_491 - l_mut_260;
const uint l_921 = l_920 / l_mut_247;
l_mut_839 = uint(0);
l_mut_248 = bool(false);
const uint64_t l_922 = uint64_t(uint(3));
const uint64_t l_923 = l_mut_290 >> l_922;
const bool l_924 = l_923 < l_mut_391;
const bool l_925 = !l_924;
l_mut_248 = l_925;
const bool l_926 = l_mut_391 == uint64_t(0);
if (l_926) {
l_mut_839 = l_921;
} else {
if (l_mut_248) {
const bool l_927 = l_mut_391 < l_mut_290;
if (l_927) {
const uint64_t l_928 = l_mut_290 - uint64_t(1);
const uint64_t l_929 = l_928 / l_mut_391;
const uint64_t l_930 = uint64_t(l_921);
const bool l_931 = l_929 < l_930;
const uint64_t l_932 = uint64_t(l_921);
const uint64_t l_933 = (l_931) ? l_929 : l_932;
const uint l_934 = uint(l_933);
l_mut_839 = l_934;
}
} else {
l_mut_87 = l_mut_290;
while (true) {
const bool l_935 = l_mut_391 < l_mut_87;
const uint l_936 = l_mut_839 * l_mut_247;
const uint l_937 = l_mut_260 + l_936;
const uint l_938 = l_937 + l_mut_247;
const bool l_939 = l_938 < l_491;
const bool l_940 = l_935 && l_939;
const bool l_941 = !l_940;
if (l_941) {
break;}
const uint64_t l_942 = l_mut_87 - l_mut_391;
l_mut_87 = l_942;
l_mut_839 = l_mut_839 + uint(1);
}
}
}
const uint l_943 = l_mut_839 * l_mut_247;
const uint l_944 = l_mut_260 + l_943;
const uint l_945 = l_944 + l_mut_247;
const bool l_946 = l_945 >= l_491;
if (l_946) {
l_mut_912 = uint(1);
} else {
const uint64_t l_947 = uint64_t(l_mut_839);
const uint64_t l_948 = l_mut_391 * l_947;
const uint64_t l_949 = l_mut_290 - l_948;
l_mut_140 = l_949;
const uint l_950 = l_mut_839 * l_mut_247;
const uint l_951 = l_mut_260 + l_950;
l_mut_49 = l_951;
const uint64_t l_952 = l_mut_391 - l_mut_140;
l_mut_194 = l_952;
const uint l_953 = l_mut_247 + l_mut_49;
l_mut_911 = l_953;
}
}
}
l_mut_391 = l_mut_194;
l_mut_290 = l_mut_140;
l_mut_260 = l_mut_49;
l_mut_247 = l_mut_911;
l_mut_273 = l_mut_109;
const bool l_954 = l_mut_912 == uint(1);
l_mut_344 = l_954;
const bool l_955 = l_mut_912 == uint(0);
l_mut_339 = l_955;
} else {
const uint64_t l_956 = l_mut_290 - l_mut_273;
l_mut_194 = l_956;
const uint64_t l_957 = l_mut_273 - l_796;
l_mut_194 = l_957;
l_mut_140 = l_mut_290;
const bool l_958 = l_mut_194 < l_mut_290;
if (l_958) {
l_mut_140 = l_mut_194;
}
l_mut_248 = bool(false);
const uint64_t l_959 = uint64_t(uint(3));
const uint64_t l_960 = l_mut_140 >> l_959;
const bool l_961 = l_960 < l_mut_391;
const bool l_962 = !l_961;
l_mut_248 = l_962;
l_mut_912 = uint(0);
const bool l_963 = l_mut_391 == uint64_t(0);
const bool l_964 = !l_963;
const bool l_965 = l_mut_248 && l_964;
const bool l_966 = l_mut_391 < l_mut_140;
const bool l_967 = l_965 && l_966;
const uint l_968 = l_mut_247 + l_mut_260;
const bool l_969 = l_968 < l_491;
const bool l_970 = l_967 && l_969;
if (l_970) {
const uint l_971 = l_491 - l_mut_247;
const uint l_972 = l_971 - l_mut_260;
const uint l_973 = l_972 / l_mut_247;
const uint64_t l_974 = l_mut_140 - uint64_t(1);
const uint64_t l_975 = l_974 / l_mut_391;
const uint64_t l_976 = uint64_t(l_973);
const bool l_977 = l_975 < l_976;
const uint64_t l_978 = uint64_t(l_973);
const uint64_t l_979 = (l_977) ? l_975 : l_978;
const uint l_980 = uint(l_979);
l_mut_912 = l_980;
}
l_mut_194 = l_mut_290;
l_mut_140 = l_mut_391;
l_mut_911 = l_mut_247;
l_mut_839 = l_mut_260;
l_mut_109 = l_mut_273;
l_mut_49 = uint(0);
const bool l_981 = l_mut_912 > uint(0);
if (l_981) {
const uint64_t l_982 = uint64_t(l_mut_912);
const uint64_t l_983 = l_mut_391 * l_982;
const uint64_t l_984 = l_mut_273 - l_983;
l_mut_109 = l_984;
const uint64_t l_985 = l_mut_290 - l_983;
l_mut_194 = l_985;
const uint l_986 = l_mut_912 * l_mut_247;
const uint l_987 = l_mut_260 + l_986;
l_mut_839 = l_987;
} else {
const uint64_t l_988 = l_mut_273 - l_mut_391;
l_mut_109 = l_988;
const bool l_989 = l_mut_109 < l_796;
if (l_989) {
l_mut_49 = uint(2);
}
const bool l_990 = l_mut_49 == uint(0);
if (l_990) {
const uint l_991 = l_491 - l_mut_247;
const uint l_992 = l_991 / l_mut_260;
l_mut_912 = uint(0);
l_mut_248 = bool(false);
const uint64_t l_993 = uint64_t(uint(3));
const uint64_t l_994 = l_mut_391 >> l_993;
const bool l_995 = l_994 < l_mut_290;
const bool l_996 = !l_995;
l_mut_248 = l_996;
const bool l_997 = l_mut_290 == uint64_t(0);
if (l_997) {
l_mut_912 = l_992;
} else {
if (l_mut_248) {
const bool l_998 = l_mut_290 < l_mut_391;
if (l_998) {
const uint64_t l_999 = l_mut_391 - uint64_t(1);
const uint64_t l_1000 = l_999 / l_mut_290;
const uint64_t l_1001 = uint64_t(l_992);
const bool l_1002 = l_1000 < l_1001;
const uint64_t l_1003 = uint64_t(l_992);
const uint64_t l_1004 = (l_1002) ? l_1000 : l_1003;
const uint l_1005 = uint(l_1004);
l_mut_912 = l_1005;
}
} else {
l_mut_87 = l_mut_391;
while (true) {
const bool l_1006 = l_mut_290 < l_mut_87;
const uint l_1007 = l_mut_912 * l_mut_260;
const uint l_1008 = l_mut_247 + l_1007;
const uint l_1009 = l_1008 + l_mut_260;
const bool l_1010 = l_1009 < l_491;
const bool l_1011 = l_1006 && l_1010;
const bool l_1012 = !l_1011;
if (l_1012) {
break;}
const uint64_t l_1013 = l_mut_87 - l_mut_290;
l_mut_87 = l_1013;
l_mut_912 = l_mut_912 + uint(1);
}
}
}
const uint l_1014 = l_mut_912 * l_mut_260;
const uint l_1015 = l_mut_247 + l_1014;
const uint l_1016 = l_1015 + l_mut_260;
const bool l_1017 = l_1016 >= l_491;
if (l_1017) {
l_mut_49 = uint(1);
} else {
const uint64_t l_1018 = uint64_t(l_mut_912);
const uint64_t l_1019 = l_mut_290 * l_1018;
const uint64_t l_1020 = l_mut_391 - l_1019;
l_mut_140 = l_1020;
const uint l_1021 = l_mut_912 * l_mut_260;
const uint l_1022 = l_mut_247 + l_1021;
l_mut_911 = l_1022;
const uint64_t l_1023 = l_mut_290 - l_mut_140;
l_mut_194 = l_1023;
const uint l_1024 = l_mut_260 + l_mut_911;
l_mut_839 = l_1024;
}
}
}
l_mut_391 = l_mut_140;
l_mut_290 = l_mut_194;
l_mut_260 = l_mut_839;
l_mut_247 = l_mut_911;
l_mut_273 = l_mut_109;
const bool l_1025 = l_mut_49 == uint(1);
l_mut_344 = l_1025;
const bool l_1026 = l_mut_49 == uint(0);
l_mut_339 = l_1026;
}
}
const bool l_1027 = !l_mut_344;
const bool l_1028 = l_490 && l_1027;
if (l_1028) {
const uint l_1029 = uint(1) << l_mut_488;
l_mut_368 = l_mut_368 | l_1029;
l_mut_367 = l_mut_367 + uint(1);
const uint l_1030 = l_489 + l_487;
const uint l_1031 = min(l_1030, l_56);
l_mut_912 = uint(0);

for (uint l_mut_1032 = l_489; l_mut_1032 < l_1031; ++l_mut_1032) {
const uint64_t l_1033 = uint64_t(l_mut_1032);
const uint64_t l_1034 = l_66 * l_1033;
const uint64_t l_1035 = l_75 + l_1034;
const uint64_t l_1036 = uint64_t(uint(0));
l_mut_391 = l_1036;
const bool l_1037 = l_mut_1032 < uint(65536);
if (l_1037) {
const uint l_1038 = l_mut_1032 * l_mut_1032;
const uint64_t l_1039 = l_84 >> uint64_t(63);
const bool l_1040 = l_1039 == uint64_t(1);
l_mut_290 = l_84;
if (l_1040) {
const uint64_t l_1041 = uint64_t(uint(0));
const uint64_t l_1042 = l_1041 - l_84;
l_mut_290 = l_1042;
}
const uint64_t l_1043 = uint64_t(l_1038);
const uint64_t l_1044 = l_mut_290 & uint64_t(4294967295);
const uint64_t l_1045 = l_1044 * l_1043;
const uint64_t l_1046 = l_mut_290 >> uint64_t(32);
const uint64_t l_1047 = l_1046 * l_1043;
const uint64_t l_1048 = l_1047 << uint64_t(32);
const uint64_t l_1049 = l_1045 + l_1048;
const uint64_t l_1050 = l_1047 >> uint64_t(32);
const bool l_1051 = l_1049 < l_1045;
const uint64_t l_1052 = uint64_t(l_1051);
const uint64_t l_1053 = l_1050 + l_1052;
l_mut_290 = l_1049;
const bool l_1054 = l_24 == uint(64);
if (l_1054) {
l_mut_290 = l_1053;
} else {
const bool l_1055 = l_24 > uint(0);
if (l_1055) {
const uint l_1056 = uint(64) - l_24;
const uint64_t l_1057 = uint64_t(l_1056);
const uint64_t l_1058 = l_1053 << l_1057;
const uint64_t l_1059 = uint64_t(l_24);
const uint64_t l_1060 = l_1049 >> l_1059;
const uint64_t l_1061 = l_1058 | l_1060;
l_mut_290 = l_1061;
}
}
l_mut_273 = l_mut_290;
if (l_1040) {
const uint64_t l_1062 = uint64_t(uint(0));
const uint64_t l_1063 = l_1062 - l_mut_273;
l_mut_273 = l_1063;
}
l_mut_391 = l_mut_273;
} else {
const uint64_t l_1064 = l_84 >> uint64_t(63);
const bool l_1065 = l_1064 == uint64_t(1);
l_mut_290 = l_84;
if (l_1065) {
const uint64_t l_1066 = uint64_t(uint(0));
const uint64_t l_1067 = l_1066 - l_84;
l_mut_290 = l_1067;
}
const uint64_t l_1068 = uint64_t(l_mut_1032);
const uint64_t l_1069 = l_mut_290 & uint64_t(4294967295);
const uint64_t l_1070 = l_1069 * l_1068;
const uint64_t l_1071 = l_mut_290 >> uint64_t(32);
const uint64_t l_1072 = l_1071 * l_1068;
const uint64_t l_1073 = l_1072 << uint64_t(32);
const uint64_t l_1074 = l_1070 + l_1073;
const uint64_t l_1075 = l_1072 >> uint64_t(32);
const bool l_1076 = l_1074 < l_1070;
const uint64_t l_1077 = uint64_t(l_1076);
const uint64_t l_1078 = l_1075 + l_1077;
l_mut_273 = l_1074;
const bool l_1079 = uint(0) == uint(64);
if (l_1079) {
l_mut_273 = l_1078;
} else {
const bool l_1080 = uint(0) > uint(0);
if (l_1080) {
const uint64_t l_1081 = uint64_t(uint(64));
const uint64_t l_1082 = l_1078 << l_1081;
const uint64_t l_1083 = uint64_t(uint(0));
const uint64_t l_1084 = l_1074 >> l_1083;
const uint64_t l_1085 = l_1082 | l_1084;
l_mut_273 = l_1085;
}
}
const uint64_t l_1086 = uint64_t(l_mut_1032);
const uint64_t l_1087 = l_mut_290 & uint64_t(4294967295);
const uint64_t l_1088 = l_1087 * l_1086;
const uint64_t l_1089 = l_mut_290 >> uint64_t(32);
const uint64_t l_1090 = l_1089 * l_1086;
const uint64_t l_1091 = l_1090 << uint64_t(32);
const uint64_t l_1092 = l_1088 + l_1091;
const uint64_t l_1093 = l_1090 >> uint64_t(32);
const bool l_1094 = l_1092 < l_1088;
const uint64_t l_1095 = uint64_t(l_1094);
const uint64_t l_1096 = l_1093 + l_1095;
l_mut_290 = l_1092;
const bool l_1097 = uint(64) == uint(64);
if (l_1097) {
l_mut_290 = l_1096;
} else {
const bool l_1098 = uint(64) > uint(0);
if (l_1098) {
const uint64_t l_1099 = uint64_t(uint(0));
const uint64_t l_1100 = l_1096 << l_1099;
const uint64_t l_1101 = uint64_t(uint(64));
const uint64_t l_1102 = l_1092 >> l_1101;
const uint64_t l_1103 = l_1100 | l_1102;
l_mut_290 = l_1103;
}
}
const uint64_t l_1104 = uint64_t(l_mut_1032);
const uint64_t l_1105 = l_mut_273 & uint64_t(4294967295);
const uint64_t l_1106 = l_1105 * l_1104;
const uint64_t l_1107 = l_mut_273 >> uint64_t(32);
const uint64_t l_1108 = l_1107 * l_1104;
const uint64_t l_1109 = l_1108 << uint64_t(32);
const uint64_t l_1110 = l_1106 + l_1109;
const uint64_t l_1111 = l_1108 >> uint64_t(32);
const bool l_1112 = l_1110 < l_1106;
const uint64_t l_1113 = uint64_t(l_1112);
const uint64_t l_1114 = l_1111 + l_1113;
l_mut_194 = l_1110;
const bool l_1115 = uint(0) == uint(64);
if (l_1115) {
l_mut_194 = l_1114;
} else {
const bool l_1116 = uint(0) > uint(0);
if (l_1116) {
const uint64_t l_1117 = uint64_t(uint(64));
const uint64_t l_1118 = l_1114 << l_1117;
const uint64_t l_1119 = uint64_t(uint(0));
const uint64_t l_1120 = l_1110 >> l_1119;
const uint64_t l_1121 = l_1118 | l_1120;
l_mut_194 = l_1121;
}
}
const uint64_t l_1122 = uint64_t(l_mut_1032);
const uint64_t l_1123 = l_mut_273 & uint64_t(4294967295);
const uint64_t l_1124 = l_1123 * l_1122;
const uint64_t l_1125 = l_mut_273 >> uint64_t(32);
const uint64_t l_1126 = l_1125 * l_1122;
const uint64_t l_1127 = l_1126 << uint64_t(32);
const uint64_t l_1128 = l_1124 + l_1127;
const uint64_t l_1129 = l_1126 >> uint64_t(32);
const bool l_1130 = l_1128 < l_1124;
const uint64_t l_1131 = uint64_t(l_1130);
const uint64_t l_1132 = l_1129 + l_1131;
l_mut_273 = l_1128;
const bool l_1133 = uint(64) == uint(64);
if (l_1133) {
l_mut_273 = l_1132;
} else {
const bool l_1134 = uint(64) > uint(0);
if (l_1134) {
const uint64_t l_1135 = uint64_t(uint(0));
const uint64_t l_1136 = l_1132 << l_1135;
const uint64_t l_1137 = uint64_t(uint(64));
const uint64_t l_1138 = l_1128 >> l_1137;
const uint64_t l_1139 = l_1136 | l_1138;
l_mut_273 = l_1139;
}
}
const uint64_t l_1140 = uint64_t(l_mut_1032);
const uint64_t l_1141 = l_mut_290 * l_1140;
const uint64_t l_1142 = l_mut_273 + l_1141;
l_mut_391 = l_mut_194;
const bool l_1143 = l_24 == uint(64);
if (l_1143) {
l_mut_391 = l_1142;
} else {
const bool l_1144 = l_24 > uint(0);
if (l_1144) {
const uint l_1145 = uint(64) - l_24;
const uint64_t l_1146 = uint64_t(l_1145);
const uint64_t l_1147 = l_1142 << l_1146;
const uint64_t l_1148 = uint64_t(l_24);
const uint64_t l_1149 = l_mut_194 >> l_1148;
const uint64_t l_1150 = l_1147 + l_1149;
l_mut_391 = l_1150;
}
}
if (l_1065) {
const uint64_t l_1151 = uint64_t(uint(0));
const uint64_t l_1152 = l_1151 - l_mut_391;
l_mut_391 = l_1152;
}
}
const uint64_t l_1153 = l_1035 + l_mut_391;
const uint64_t l_1154 = uint64_t(uint(0));
const uint64_t l_1155 = l_1154 - l_1153;
l_mut_391 = l_1155;
const bool l_1156 = l_1153 < l_mut_391;
if (l_1156) {
l_mut_391 = l_1153;
}
const bool l_1157 = l_mut_391 < l_33;
const uint l_1158 = uint(l_1157);
l_mut_912 = l_mut_912 + l_1158;
}
l_mut_293 = l_mut_293 + l_mut_912;
}
}
const bool l_1159 = l_mut_367 > uint(0);
if (l_1159) {
const uint l_1411 = info.static_meta[uint(5)];
const uint l_1412 = l_1411 * uint(1);
const uint l_1413 = l_1412 - uint(1);
const uint l_1414 = min(uint(1), l_1413);
device atomic_uint* l_1415 = &buffer_5[l_1414];
atomic_uint* l_1160 = l_1415;
const uint l_1161 = atomic_fetch_add_explicit(l_1160, l_mut_367, memory_order_relaxed);
}
const bool l_1162 = l_mut_293 > uint(0);
if (l_1162) {
const uint l_1416 = info.static_meta[uint(5)];
const uint l_1417 = l_1416 * uint(1);
const uint l_1418 = l_1417 - uint(1);
const uint l_1419 = min(uint(2), l_1418);
device atomic_uint* l_1420 = &buffer_5[l_1419];
atomic_uint* l_1163 = l_1420;
const uint l_1164 = atomic_fetch_add_explicit(l_1163, l_mut_293, memory_order_relaxed);
l_mut_912 = l_1164;

for (uint l_mut_1165 = uint(0); l_mut_1165 < uint(8); ++l_mut_1165) {
const uint l_1166 = l_mut_368 >> l_mut_1165;
const uint l_1167 = l_1166 & uint(1);
const bool l_1168 = l_1167 == uint(1);
if (l_1168) {
const uint l_1169 = l_mut_1165 * l_487;
const uint l_1170 = l_1169 + l_487;
const uint l_1171 = min(l_1170, l_56);
l_mut_911 = l_mut_912;

for (uint l_mut_1172 = l_1169; l_mut_1172 < l_1171; ++l_mut_1172) {
const uint64_t l_1173 = uint64_t(l_mut_1172);
const uint64_t l_1174 = l_66 * l_1173;
const uint64_t l_1175 = l_75 + l_1174;
const uint64_t l_1176 = uint64_t(uint(0));
l_mut_391 = l_1176;
const bool l_1177 = l_mut_1172 < uint(65536);
if (l_1177) {
const uint l_1178 = l_mut_1172 * l_mut_1172;
const uint64_t l_1179 = l_84 >> uint64_t(63);
const bool l_1180 = l_1179 == uint64_t(1);
l_mut_290 = l_84;
if (l_1180) {
const uint64_t l_1181 = uint64_t(uint(0));
const uint64_t l_1182 = l_1181 - l_84;
l_mut_290 = l_1182;
}
const uint64_t l_1183 = uint64_t(l_1178);
const uint64_t l_1184 = l_mut_290 & uint64_t(4294967295);
const uint64_t l_1185 = l_1184 * l_1183;
const uint64_t l_1186 = l_mut_290 >> uint64_t(32);
const uint64_t l_1187 = l_1186 * l_1183;
const uint64_t l_1188 = l_1187 << uint64_t(32);
const uint64_t l_1189 = l_1185 + l_1188;
const uint64_t l_1190 = l_1187 >> uint64_t(32);
const bool l_1191 = l_1189 < l_1185;
const uint64_t l_1192 = uint64_t(l_1191);
const uint64_t l_1193 = l_1190 + l_1192;
l_mut_290 = l_1189;
const bool l_1194 = l_24 == uint(64);
if (l_1194) {
l_mut_290 = l_1193;
} else {
const bool l_1195 = l_24 > uint(0);
if (l_1195) {
const uint l_1196 = uint(64) - l_24;
const uint64_t l_1197 = uint64_t(l_1196);
const uint64_t l_1198 = l_1193 << l_1197;
const uint64_t l_1199 = uint64_t(l_24);
const uint64_t l_1200 = l_1189 >> l_1199;
const uint64_t l_1201 = l_1198 | l_1200;
l_mut_290 = l_1201;
}
}
l_mut_273 = l_mut_290;
if (l_1180) {
const uint64_t l_1202 = uint64_t(uint(0));
const uint64_t l_1203 = l_1202 - l_mut_273;
l_mut_273 = l_1203;
}
l_mut_391 = l_mut_273;
} else {
const uint64_t l_1204 = l_84 >> uint64_t(63);
const bool l_1205 = l_1204 == uint64_t(1);
l_mut_290 = l_84;
if (l_1205) {
const uint64_t l_1206 = uint64_t(uint(0));
const uint64_t l_1207 = l_1206 - l_84;
l_mut_290 = l_1207;
}
const uint64_t l_1208 = uint64_t(l_mut_1172);
const uint64_t l_1209 = l_mut_290 & uint64_t(4294967295);
const uint64_t l_1210 = l_1209 * l_1208;
const uint64_t l_1211 = l_mut_290 >> uint64_t(32);
const uint64_t l_1212 = l_1211 * l_1208;
const uint64_t l_1213 = l_1212 << uint64_t(32);
const uint64_t l_1214 = l_1210 + l_1213;
const uint64_t l_1215 = l_1212 >> uint64_t(32);
const bool l_1216 = l_1214 < l_1210;
const uint64_t l_1217 = uint64_t(l_1216);
const uint64_t l_1218 = l_1215 + l_1217;
l_mut_273 = l_1214;
const bool l_1219 = uint(0) == uint(64);
if (l_1219) {
l_mut_273 = l_1218;
} else {
const bool l_1220 = uint(0) > uint(0);
if (l_1220) {
const uint64_t l_1221 = uint64_t(uint(64));
const uint64_t l_1222 = l_1218 << l_1221;
const uint64_t l_1223 = uint64_t(uint(0));
const uint64_t l_1224 = l_1214 >> l_1223;
const uint64_t l_1225 = l_1222 | l_1224;
l_mut_273 = l_1225;
}
}
const uint64_t l_1226 = uint64_t(l_mut_1172);
const uint64_t l_1227 = l_mut_290 & uint64_t(4294967295);
const uint64_t l_1228 = l_1227 * l_1226;
const uint64_t l_1229 = l_mut_290 >> uint64_t(32);
const uint64_t l_1230 = l_1229 * l_1226;
const uint64_t l_1231 = l_1230 << uint64_t(32);
const uint64_t l_1232 = l_1228 + l_1231;
const uint64_t l_1233 = l_1230 >> uint64_t(32);
const bool l_1234 = l_1232 < l_1228;
const uint64_t l_1235 = uint64_t(l_1234);
const uint64_t l_1236 = l_1233 + l_1235;
l_mut_290 = l_1232;
const bool l_1237 = uint(64) == uint(64);
if (l_1237) {
l_mut_290 = l_1236;
} else {
const bool l_1238 = uint(64) > uint(0);
if (l_1238) {
const uint64_t l_1239 = uint64_t(uint(0));
const uint64_t l_1240 = l_1236 << l_1239;
const uint64_t l_1241 = uint64_t(uint(64));
const uint64_t l_1242 = l_1232 >> l_1241;
const uint64_t l_1243 = l_1240 | l_1242;
l_mut_290 = l_1243;
}
}
const uint64_t l_1244 = uint64_t(l_mut_1172);
const uint64_t l_1245 = l_mut_273 & uint64_t(4294967295);
const uint64_t l_1246 = l_1245 * l_1244;
const uint64_t l_1247 = l_mut_273 >> uint64_t(32);
const uint64_t l_1248 = l_1247 * l_1244;
const uint64_t l_1249 = l_1248 << uint64_t(32);
const uint64_t l_1250 = l_1246 + l_1249;
const uint64_t l_1251 = l_1248 >> uint64_t(32);
const bool l_1252 = l_1250 < l_1246;
const uint64_t l_1253 = uint64_t(l_1252);
const uint64_t l_1254 = l_1251 + l_1253;
l_mut_194 = l_1250;
const bool l_1255 = uint(0) == uint(64);
if (l_1255) {
l_mut_194 = l_1254;
} else {
const bool l_1256 = uint(0) > uint(0);
if (l_1256) {
const uint64_t l_1257 = uint64_t(uint(64));
const uint64_t l_1258 = l_1254 << l_1257;
const uint64_t l_1259 = uint64_t(uint(0));
const uint64_t l_1260 = l_1250 >> l_1259;
const uint64_t l_1261 = l_1258 | l_1260;
l_mut_194 = l_1261;
}
}
const uint64_t l_1262 = uint64_t(l_mut_1172);
const uint64_t l_1263 = l_mut_273 & uint64_t(4294967295);
const uint64_t l_1264 = l_1263 * l_1262;
const uint64_t l_1265 = l_mut_273 >> uint64_t(32);
const uint64_t l_1266 = l_1265 * l_1262;
const uint64_t l_1267 = l_1266 << uint64_t(32);
const uint64_t l_1268 = l_1264 + l_1267;
const uint64_t l_1269 = l_1266 >> uint64_t(32);
const bool l_1270 = l_1268 < l_1264;
const uint64_t l_1271 = uint64_t(l_1270);
const uint64_t l_1272 = l_1269 + l_1271;
l_mut_273 = l_1268;
const bool l_1273 = uint(64) == uint(64);
if (l_1273) {
l_mut_273 = l_1272;
} else {
const bool l_1274 = uint(64) > uint(0);
if (l_1274) {
const uint64_t l_1275 = uint64_t(uint(0));
const uint64_t l_1276 = l_1272 << l_1275;
const uint64_t l_1277 = uint64_t(uint(64));
const uint64_t l_1278 = l_1268 >> l_1277;
const uint64_t l_1279 = l_1276 | l_1278;
l_mut_273 = l_1279;
}
}
const uint64_t l_1280 = uint64_t(l_mut_1172);
const uint64_t l_1281 = l_mut_290 * l_1280;
const uint64_t l_1282 = l_mut_273 + l_1281;
l_mut_391 = l_mut_194;
const bool l_1283 = l_24 == uint(64);
if (l_1283) {
l_mut_391 = l_1282;
} else {
const bool l_1284 = l_24 > uint(0);
if (l_1284) {
const uint l_1285 = uint(64) - l_24;
const uint64_t l_1286 = uint64_t(l_1285);
const uint64_t l_1287 = l_1282 << l_1286;
const uint64_t l_1288 = uint64_t(l_24);
const uint64_t l_1289 = l_mut_194 >> l_1288;
const uint64_t l_1290 = l_1287 + l_1289;
l_mut_391 = l_1290;
}
}
if (l_1205) {
const uint64_t l_1291 = uint64_t(uint(0));
const uint64_t l_1292 = l_1291 - l_mut_391;
l_mut_391 = l_1292;
}
}
const uint64_t l_1293 = l_1175 + l_mut_391;
const uint64_t l_1294 = uint64_t(uint(0));
const uint64_t l_1295 = l_1294 - l_1293;
l_mut_391 = l_1295;
const bool l_1296 = l_1293 < l_mut_391;
if (l_1296) {
l_mut_391 = l_1293;
}
const bool l_1297 = l_mut_391 < l_33;
if (l_1297) {
const uint l_1298 = l_mut_911 * uint(2);
const uint l_1299 = l_1298 + uint(1);
const uint l_1300 = info.static_meta[uint(10)];
const bool l_1301 = l_1299 < l_1300;
if (l_1301) {
const uint l_1421 = info.static_meta[uint(4)];
const uint l_1422 = l_1421 * uint(1);
const bool l_1423 = l_1298 < l_1422;
if (l_1423) {
buffer_4[l_1298] = thread_index_in_grid;
}
const uint l_1302 = l_1298 + uint(1);
const uint l_1424 = info.static_meta[uint(4)];
const uint l_1425 = l_1424 * uint(1);
const bool l_1426 = l_1302 < l_1425;
if (l_1426) {
buffer_4[l_1302] = l_mut_1172;
}
}
l_mut_911 = l_mut_911 + uint(1);
}
}
l_mut_912 = l_mut_911;
}
}
}
}
}

}
