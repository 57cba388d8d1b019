
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
bool l_mut_619;
bool l_mut_626;
bool l_mut_897;
bool l_mut_914;
uint l_mut_1035;
uint l_mut_1040;
uint l_mut_150;
uint l_mut_156;
uint l_mut_218;
uint l_mut_224;
uint l_mut_274;
uint l_mut_280;
uint l_mut_35;
uint l_mut_651;
uint l_mut_657;
uint l_mut_663;
uint l_mut_690;
uint l_mut_697;
uint l_mut_708;
uint l_mut_709;
uint l_mut_710;
uint l_mut_713;
uint l_mut_714;
uint l_mut_719;
uint l_mut_72;
uint l_mut_87;
uint l_mut_93;
uint l_mut_99;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_1348 = info.static_meta[uint(6)];
const uint l_1349 = l_1348 * uint(1);
const uint l_1350 = l_1349 - uint(1);
const uint l_1351 = min(uint(3), l_1350);
device atomic_uint* l_1352 = &buffer_6[l_1351];
atomic_uint* l_1 = l_1352;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = info.static_meta[uint(11)];
const uint l_4 = l_3 * uint(8);
const bool l_5 = thread_index_in_grid < l_4;
if (l_5) {
const uint l_6 = uint(2) * uint(0);
const uint l_1353 = info.static_meta[uint(3)];
const uint l_1354 = l_1353 * uint(1);
const bool l_1355 = l_6 < l_1354;
const uint l_1356 = l_1354 - uint(1);
const uint l_1357 = min(l_6, l_1356);
const uint l_1358 = buffer_3[l_1357];
const uint l_1359 = (l_1355) ? l_1358 : uint(0);
const uint l_7 = l_1359;
const uint l_8 = uint(2) * uint(0);
const uint l_9 = l_8 + uint(1);
const uint l_1360 = info.static_meta[uint(3)];
const uint l_1361 = l_1360 * uint(1);
const bool l_1362 = l_9 < l_1361;
const uint l_1363 = l_1361 - uint(1);
const uint l_1364 = min(l_9, l_1363);
const uint l_1365 = buffer_3[l_1364];
const uint l_1366 = (l_1362) ? l_1365 : uint(0);
const uint l_10 = l_1366;
const uint l_11 = uint(2) * uint(1);
const uint l_1367 = info.static_meta[uint(3)];
const uint l_1368 = l_1367 * uint(1);
const bool l_1369 = l_11 < l_1368;
const uint l_1370 = l_1368 - uint(1);
const uint l_1371 = min(l_11, l_1370);
const uint l_1372 = buffer_3[l_1371];
const uint l_1373 = (l_1369) ? l_1372 : uint(0);
const uint l_12 = l_1373;
const uint l_13 = uint(2) * uint(1);
const uint l_14 = l_13 + uint(1);
const uint l_1374 = info.static_meta[uint(3)];
const uint l_1375 = l_1374 * uint(1);
const bool l_1376 = l_14 < l_1375;
const uint l_1377 = l_1375 - uint(1);
const uint l_1378 = min(l_14, l_1377);
const uint l_1379 = buffer_3[l_1378];
const uint l_1380 = (l_1376) ? l_1379 : uint(0);
const uint l_15 = l_1380;
const uint l_16 = uint(2) * uint(2);
const uint l_1381 = info.static_meta[uint(3)];
const uint l_1382 = l_1381 * uint(1);
const bool l_1383 = l_16 < l_1382;
const uint l_1384 = l_1382 - uint(1);
const uint l_1385 = min(l_16, l_1384);
const uint l_1386 = buffer_3[l_1385];
const uint l_1387 = (l_1383) ? l_1386 : uint(0);
const uint l_17 = l_1387;
const uint l_18 = uint(2) * uint(2);
const uint l_19 = l_18 + uint(1);
const uint l_1388 = info.static_meta[uint(3)];
const uint l_1389 = l_1388 * uint(1);
const bool l_1390 = l_19 < l_1389;
const uint l_1391 = l_1389 - uint(1);
const uint l_1392 = min(l_19, l_1391);
const uint l_1393 = buffer_3[l_1392];
const uint l_1394 = (l_1390) ? l_1393 : uint(0);
const uint l_20 = l_1394;
const uint l_21 = uint(2) * uint(3);
const uint l_1395 = info.static_meta[uint(3)];
const uint l_1396 = l_1395 * uint(1);
const bool l_1397 = l_21 < l_1396;
const uint l_1398 = l_1396 - uint(1);
const uint l_1399 = min(l_21, l_1398);
const uint l_1400 = buffer_3[l_1399];
const uint l_1401 = (l_1397) ? l_1400 : uint(0);
const uint l_22 = l_1401;
const uint l_23 = uint(2) * uint(3);
const uint l_24 = l_23 + uint(1);
const uint l_1402 = info.static_meta[uint(3)];
const uint l_1403 = l_1402 * uint(1);
const bool l_1404 = l_24 < l_1403;
const uint l_1405 = l_1403 - uint(1);
const uint l_1406 = min(l_24, l_1405);
const uint l_1407 = buffer_3[l_1406];
const uint l_1408 = (l_1404) ? l_1407 : uint(0);
const uint l_25 = l_1408;
const uint l_26 = thread_index_in_grid / uint(8);
const uint l_1409 = info.static_meta[uint(4)];
const uint l_1410 = l_1409 * uint(1);
const bool l_1411 = l_26 < l_1410;
const uint l_1412 = l_1410 - uint(1);
const uint l_1413 = min(l_26, l_1412);
const uint l_1414 = buffer_4[l_1413];
const uint l_1415 = (l_1411) ? l_1414 : uint(0);
const uint l_27 = l_1415;
const uint l_28 = thread_index_in_grid % uint(8);
const uint l_29 = l_7 / uint(8);
const uint l_30 = l_28 * l_29;
const uint l_31 = l_27 * l_7;
const uint l_32 = __umulhi(l_27, l_7);
const uint l_33 = uint(0) * l_7;
const uint l_34 = l_32 + l_33;
l_mut_35 = uint(0);
const bool l_36 = l_34 < l_25;
const bool l_37 = l_34 == l_25;
const bool l_38 = l_31 < l_22;
const bool l_39 = l_37 && l_38;
const bool l_40 = l_36 || l_39;
if (l_40) {
const uint l_41 = l_22 - l_31;
const uint l_42 = l_25 - l_34;
const bool l_43 = l_22 < l_31;
const uint l_44 = uint(l_43);
const uint l_45 = l_42 - l_44;
l_mut_35 = l_7;
const bool l_46 = l_45 < uint(0);
const bool l_47 = l_45 == uint(0);
const bool l_48 = l_41 < l_7;
const bool l_49 = l_47 && l_48;
const bool l_50 = l_46 || l_49;
if (l_50) {
l_mut_35 = l_41;
}
}
const bool l_51 = l_30 < l_mut_35;
if (l_51) {
const uint l_52 = uint(2) * l_27;
const uint l_1416 = info.static_meta[uint(0)];
const uint l_1417 = l_1416 * uint(1);
const bool l_1418 = l_52 < l_1417;
const uint l_1419 = l_1417 - uint(1);
const uint l_1420 = min(l_52, l_1419);
const uint l_1421 = buffer_0[l_1420];
const uint l_1422 = (l_1418) ? l_1421 : uint(0);
const uint l_53 = l_1422;
const uint l_54 = uint(2) * l_27;
const uint l_55 = l_54 + uint(1);
const uint l_1423 = info.static_meta[uint(0)];
const uint l_1424 = l_1423 * uint(1);
const bool l_1425 = l_55 < l_1424;
const uint l_1426 = l_1424 - uint(1);
const uint l_1427 = min(l_55, l_1426);
const uint l_1428 = buffer_0[l_1427];
const uint l_1429 = (l_1425) ? l_1428 : uint(0);
const uint l_56 = l_1429;
const uint l_57 = uint(2) * l_27;
const uint l_1430 = info.static_meta[uint(1)];
const uint l_1431 = l_1430 * uint(1);
const bool l_1432 = l_57 < l_1431;
const uint l_1433 = l_1431 - uint(1);
const uint l_1434 = min(l_57, l_1433);
const uint l_1435 = buffer_1[l_1434];
const uint l_1436 = (l_1432) ? l_1435 : uint(0);
const uint l_58 = l_1436;
const uint l_59 = uint(2) * l_27;
const uint l_60 = l_59 + uint(1);
const uint l_1437 = info.static_meta[uint(1)];
const uint l_1438 = l_1437 * uint(1);
const bool l_1439 = l_60 < l_1438;
const uint l_1440 = l_1438 - uint(1);
const uint l_1441 = min(l_60, l_1440);
const uint l_1442 = buffer_1[l_1441];
const uint l_1443 = (l_1439) ? l_1442 : uint(0);
const uint l_61 = l_1443;
const uint l_62 = uint(2) * l_27;
const uint l_1444 = info.static_meta[uint(2)];
const uint l_1445 = l_1444 * uint(1);
const bool l_1446 = l_62 < l_1445;
const uint l_1447 = l_1445 - uint(1);
const uint l_1448 = min(l_62, l_1447);
const uint l_1449 = buffer_2[l_1448];
const uint l_1450 = (l_1446) ? l_1449 : uint(0);
const uint l_63 = l_1450;
const uint l_64 = uint(2) * l_27;
const uint l_65 = l_64 + uint(1);
const uint l_1451 = info.static_meta[uint(2)];
const uint l_1452 = l_1451 * uint(1);
const bool l_1453 = l_65 < l_1452;
const uint l_1454 = l_1452 - uint(1);
const uint l_1455 = min(l_65, l_1454);
const uint l_1456 = buffer_2[l_1455];
const uint l_1457 = (l_1453) ? l_1456 : uint(0);
const uint l_66 = l_1457;
const uint l_67 = l_7 / uint(8);
const uint l_68 = l_28 * l_67;
const uint l_69 = l_68 + l_68;
const uint l_70 = l_66 >> uint(31);
const bool l_71 = l_70 == uint(1);
l_mut_35 = l_63;
l_mut_72 = l_66;
if (l_71) {
const uint l_73 = uint(0) - l_63;
const uint l_74 = uint(0) - l_66;
const bool l_75 = uint(0) < l_63;
const uint l_76 = uint(l_75);
const uint l_77 = l_74 - l_76;
l_mut_35 = l_73;
l_mut_72 = l_77;
}
const uint l_78 = l_mut_35 * l_69;
const uint l_79 = l_mut_72 * l_69;
const uint l_80 = __umulhi(l_mut_35, l_69);
const uint l_81 = l_80 + l_79;
const uint l_82 = __umulhi(l_mut_72, l_69);
const bool l_83 = l_81 < l_79;
const uint l_84 = uint(l_83);
const uint l_85 = l_82 + l_84;
const uint l_86 = l_12 % uint(32);
l_mut_87 = l_78;
const bool l_88 = l_86 > uint(0);
if (l_88) {
const uint l_89 = l_78 >> l_86;
const uint l_90 = uint(32) - l_86;
const uint l_91 = l_81 << l_90;
const uint l_92 = l_89 | l_91;
l_mut_87 = l_92;
}
l_mut_93 = l_81;
const bool l_94 = l_86 > uint(0);
if (l_94) {
const uint l_95 = l_81 >> l_86;
const uint l_96 = uint(32) - l_86;
const uint l_97 = l_85 << l_96;
const uint l_98 = l_95 | l_97;
l_mut_93 = l_98;
}
l_mut_99 = l_mut_87;
l_mut_87 = l_mut_93;
const bool l_100 = l_12 >= uint(64);
if (l_100) {
l_mut_99 = l_85;
l_mut_87 = uint(0);
} else {
const bool l_101 = l_12 >= uint(32);
if (l_101) {
l_mut_93 = l_81;
const bool l_102 = l_86 > uint(0);
if (l_102) {
const uint l_103 = l_81 >> l_86;
const uint l_104 = uint(32) - l_86;
const uint l_105 = l_85 << l_104;
const uint l_106 = l_103 | l_105;
l_mut_93 = l_106;
}
const uint l_107 = l_85 >> l_86;
l_mut_99 = l_mut_93;
l_mut_87 = l_107;
}
}
l_mut_93 = l_mut_99;
l_mut_99 = l_mut_87;
if (l_71) {
const uint l_108 = uint(0) - l_mut_93;
const uint l_109 = uint(0) - l_mut_99;
const bool l_110 = uint(0) < l_mut_93;
const uint l_111 = uint(l_110);
const uint l_112 = l_109 - l_111;
l_mut_93 = l_108;
l_mut_99 = l_112;
}
const uint l_113 = l_53 + l_mut_93;
const uint l_114 = l_56 + l_mut_99;
const bool l_115 = l_113 < l_53;
const uint l_116 = uint(l_115);
const uint l_117 = l_114 + l_116;
const uint l_118 = l_53 * l_68;
const uint l_119 = __umulhi(l_53, l_68);
const uint l_120 = l_56 * l_68;
const uint l_121 = l_119 + l_120;
const uint l_122 = l_58 + l_118;
const uint l_123 = l_61 + l_121;
const bool l_124 = l_122 < l_58;
const uint l_125 = uint(l_124);
const uint l_126 = l_123 + l_125;
l_mut_99 = uint(0);
l_mut_93 = uint(0);
const bool l_127 = l_68 < uint(65536);
if (l_127) {
const uint l_128 = l_68 * l_68;
const uint l_129 = l_66 >> uint(31);
const bool l_130 = l_129 == uint(1);
l_mut_87 = l_63;
l_mut_72 = l_66;
if (l_130) {
const uint l_131 = uint(0) - l_63;
const uint l_132 = uint(0) - l_66;
const bool l_133 = uint(0) < l_63;
const uint l_134 = uint(l_133);
const uint l_135 = l_132 - l_134;
l_mut_87 = l_131;
l_mut_72 = l_135;
}
const uint l_136 = l_mut_87 * l_128;
const uint l_137 = l_mut_72 * l_128;
const uint l_138 = __umulhi(l_mut_87, l_128);
const uint l_139 = l_138 + l_137;
const uint l_140 = __umulhi(l_mut_72, l_128);
const bool l_141 = l_139 < l_137;
const uint l_142 = uint(l_141);
const uint l_143 = l_140 + l_142;
const uint l_144 = l_12 % uint(32);
l_mut_35 = l_136;
const bool l_145 = l_144 > uint(0);
if (l_145) {
const uint l_146 = l_136 >> l_144;
const uint l_147 = uint(32) - l_144;
const uint l_148 = l_139 << l_147;
const uint l_149 = l_146 | l_148;
l_mut_35 = l_149;
}
l_mut_150 = l_139;
const bool l_151 = l_144 > uint(0);
if (l_151) {
const uint l_152 = l_139 >> l_144;
const uint l_153 = uint(32) - l_144;
const uint l_154 = l_143 << l_153;
const uint l_155 = l_152 | l_154;
l_mut_150 = l_155;
}
l_mut_156 = l_mut_35;
l_mut_35 = l_mut_150;
const bool l_157 = l_12 >= uint(64);
if (l_157) {
l_mut_156 = l_143;
l_mut_35 = uint(0);
} else {
const bool l_158 = l_12 >= uint(32);
if (l_158) {
l_mut_150 = l_139;
const bool l_159 = l_144 > uint(0);
if (l_159) {
const uint l_160 = l_139 >> l_144;
const uint l_161 = uint(32) - l_144;
const uint l_162 = l_143 << l_161;
const uint l_163 = l_160 | l_162;
l_mut_150 = l_163;
}
const uint l_164 = l_143 >> l_144;
l_mut_156 = l_mut_150;
l_mut_35 = l_164;
}
}
l_mut_150 = l_mut_156;
l_mut_156 = l_mut_35;
if (l_130) {
const uint l_165 = uint(0) - l_mut_150;
const uint l_166 = uint(0) - l_mut_156;
const bool l_167 = uint(0) < l_mut_150;
const uint l_168 = uint(l_167);
const uint l_169 = l_166 - l_168;
l_mut_150 = l_165;
l_mut_156 = l_169;
}
l_mut_99 = l_mut_150;
l_mut_93 = l_mut_156;
} else {
const uint l_170 = l_66 >> uint(31);
const bool l_171 = l_170 == uint(1);
l_mut_156 = l_63;
l_mut_150 = l_66;
if (l_171) {
const uint l_172 = uint(0) - l_63;
const uint l_173 = uint(0) - l_66;
const bool l_174 = uint(0) < l_63;
const uint l_175 = uint(l_174);
const uint l_176 = l_173 - l_175;
l_mut_156 = l_172;
l_mut_150 = l_176;
}
const uint l_177 = l_mut_156 * l_68;
const uint l_178 = l_mut_150 * l_68;
const uint l_179 = __umulhi(l_mut_156, l_68);
const uint l_180 = l_179 + l_178;
const uint l_181 = __umulhi(l_mut_150, l_68);
const bool l_182 = l_180 < l_178;
const uint l_183 = uint(l_182);
const uint l_184 = l_181 + l_183;
const uint l_185 = uint(0) % uint(32);
l_mut_87 = l_177;
const bool l_186 = l_185 > uint(0);
if (l_186) {
const uint l_187 = l_177 >> l_185;
const uint l_188 = uint(32) - l_185;
const uint l_189 = l_180 << l_188;
const uint l_190 = l_187 | l_189;
l_mut_87 = l_190;
}
l_mut_72 = l_180;
const bool l_191 = l_185 > uint(0);
if (l_191) {
const uint l_192 = l_180 >> l_185;
const uint l_193 = uint(32) - l_185;
const uint l_194 = l_184 << l_193;
const uint l_195 = l_192 | l_194;
l_mut_72 = l_195;
}
l_mut_35 = l_mut_87;
l_mut_87 = l_mut_72;
const bool l_196 = uint(0) >= uint(64);
if (l_196) {
l_mut_35 = l_184;
l_mut_87 = uint(0);
} else {
const bool l_197 = uint(0) >= uint(32);
if (l_197) {
l_mut_72 = l_180;
const bool l_198 = l_185 > uint(0);
if (l_198) {
const uint l_199 = l_180 >> l_185;
const uint l_200 = uint(32) - l_185;
const uint l_201 = l_184 << l_200;
const uint l_202 = l_199 | l_201;
l_mut_72 = l_202;
}
const uint l_203 = l_184 >> l_185;
l_mut_35 = l_mut_72;
l_mut_87 = l_203;
}
}
const uint l_204 = l_mut_156 * l_68;
const uint l_205 = l_mut_150 * l_68;
const uint l_206 = __umulhi(l_mut_156, l_68);
const uint l_207 = l_206 + l_205;
const uint l_208 = __umulhi(l_mut_150, l_68);
const bool l_209 = l_207 < l_205;
const uint l_210 = uint(l_209);
const uint l_211 = l_208 + l_210;
const uint l_212 = uint(64) % uint(32);
l_mut_72 = l_204;
const bool l_213 = l_212 > uint(0);
if (l_213) {
const uint l_214 = l_204 >> l_212;
const uint l_215 = uint(32) - l_212;
const uint l_216 = l_207 << l_215;
const uint l_217 = l_214 | l_216;
l_mut_72 = l_217;
}
l_mut_218 = l_207;
const bool l_219 = l_212 > uint(0);
if (l_219) {
const uint l_220 = l_207 >> l_212;
const uint l_221 = uint(32) - l_212;
const uint l_222 = l_211 << l_221;
const uint l_223 = l_220 | l_222;
l_mut_218 = l_223;
}
l_mut_224 = l_mut_72;
l_mut_72 = l_mut_218;
const bool l_225 = uint(64) >= uint(64);
if (l_225) {
l_mut_224 = l_211;
l_mut_72 = uint(0);
} else {
const bool l_226 = uint(64) >= uint(32);
if (l_226) {
l_mut_218 = l_207;
const bool l_227 = l_212 > uint(0);
if (l_227) {
const uint l_228 = l_207 >> l_212;
const uint l_229 = uint(32) - l_212;
const uint l_230 = l_211 << l_229;
const uint l_231 = l_228 | l_230;
l_mut_218 = l_231;
}
const uint l_232 = l_211 >> l_212;
l_mut_224 = l_mut_218;
l_mut_72 = l_232;
}
}
const uint l_233 = l_mut_35 * l_68;
const uint l_234 = l_mut_87 * l_68;
const uint l_235 = __umulhi(l_mut_35, l_68);
const uint l_236 = l_235 + l_234;
const uint l_237 = __umulhi(l_mut_87, l_68);
const bool l_238 = l_236 < l_234;
const uint l_239 = uint(l_238);
const uint l_240 = l_237 + l_239;
const uint l_241 = uint(0) % uint(32);
l_mut_218 = l_233;
const bool l_242 = l_241 > uint(0);
if (l_242) {
const uint l_243 = l_233 >> l_241;
const uint l_244 = uint(32) - l_241;
const uint l_245 = l_236 << l_244;
const uint l_246 = l_243 | l_245;
l_mut_218 = l_246;
}
l_mut_156 = l_236;
const bool l_247 = l_241 > uint(0);
if (l_247) {
const uint l_248 = l_236 >> l_241;
const uint l_249 = uint(32) - l_241;
const uint l_250 = l_240 << l_249;
const uint l_251 = l_248 | l_250;
l_mut_156 = l_251;
}
l_mut_150 = l_mut_218;
l_mut_218 = l_mut_156;
const bool l_252 = uint(0) >= uint(64);
if (l_252) {
l_mut_150 = l_240;
l_mut_218 = uint(0);
} else {
const bool l_253 = uint(0) >= uint(32);
if (l_253) {
l_mut_156 = l_236;
const bool l_254 = l_241 > uint(0);
if (l_254) {
const uint l_255 = l_236 >> l_241;
const uint l_256 = uint(32) - l_241;
const uint l_257 = l_240 << l_256;
const uint l_258 = l_255 | l_257;
l_mut_156 = l_258;
}
const uint l_259 = l_240 >> l_241;
l_mut_150 = l_mut_156;
l_mut_218 = l_259;
}
}
const uint l_260 = l_mut_35 * l_68;
const uint l_261 = l_mut_87 * l_68;
const uint l_262 = __umulhi(l_mut_35, l_68);
const uint l_263 = l_262 + l_261;
const uint l_264 = __umulhi(l_mut_87, l_68);
const bool l_265 = l_263 < l_261;
const uint l_266 = uint(l_265);
const uint l_267 = l_264 + l_266;
const uint l_268 = uint(64) % uint(32);
l_mut_156 = l_260;
const bool l_269 = l_268 > uint(0);
if (l_269) {
const uint l_270 = l_260 >> l_268;
const uint l_271 = uint(32) - l_268;
const uint l_272 = l_263 << l_271;
const uint l_273 = l_270 | l_272;
l_mut_156 = l_273;
}
l_mut_274 = l_263;
const bool l_275 = l_268 > uint(0);
if (l_275) {
const uint l_276 = l_263 >> l_268;
const uint l_277 = uint(32) - l_268;
const uint l_278 = l_267 << l_277;
const uint l_279 = l_276 | l_278;
l_mut_274 = l_279;
}
l_mut_280 = l_mut_156;
l_mut_156 = l_mut_274;
const bool l_281 = uint(64) >= uint(64);
if (l_281) {
l_mut_280 = l_267;
l_mut_156 = uint(0);
} else {
const bool l_282 = uint(64) >= uint(32);
if (l_282) {
l_mut_274 = l_263;
const bool l_283 = l_268 > uint(0);
if (l_283) {
const uint l_284 = l_263 >> l_268;
const uint l_285 = uint(32) - l_268;
const uint l_286 = l_267 << l_285;
const uint l_287 = l_284 | l_286;
l_mut_274 = l_287;
}
const uint l_288 = l_267 >> l_268;
l_mut_280 = l_mut_274;
l_mut_156 = l_288;
}
}
const uint l_289 = l_mut_224 * l_68;
const uint l_290 = __umulhi(l_mut_224, l_68);
const uint l_291 = l_mut_72 * l_68;
const uint l_292 = l_290 + l_291;
const uint l_293 = l_mut_280 + l_289;
const uint l_294 = l_mut_156 + l_292;
const bool l_295 = l_293 < l_mut_280;
const uint l_296 = uint(l_295);
const uint l_297 = l_294 + l_296;
l_mut_99 = l_mut_150;
l_mut_93 = l_mut_218;
const bool l_298 = l_12 == uint(64);
if (l_298) {
l_mut_99 = l_293;
l_mut_93 = l_297;
} else {
const bool l_299 = l_12 > uint(0);
if (l_299) {
const uint l_300 = uint(64) - l_12;
l_mut_280 = l_293;
l_mut_274 = l_297;
const bool l_301 = l_300 >= uint(32);
if (l_301) {
const uint l_302 = l_300 & uint(31);
const uint l_303 = l_293 << l_302;
l_mut_280 = uint(0);
l_mut_274 = l_303;
} else {
const bool l_304 = l_300 > uint(0);
if (l_304) {
const uint l_305 = l_293 << l_300;
const uint l_306 = l_297 << l_300;
const uint l_307 = uint(32) - l_300;
const uint l_308 = l_293 >> l_307;
const uint l_309 = l_306 | l_308;
l_mut_280 = l_305;
l_mut_274 = l_309;
}
}
l_mut_224 = l_mut_150;
l_mut_156 = l_mut_218;
const bool l_310 = l_12 >= uint(32);
if (l_310) {
const uint l_311 = l_12 & uint(31);
const uint l_312 = l_mut_218 >> l_311;
l_mut_224 = l_312;
l_mut_156 = uint(0);
} else {
const bool l_313 = l_12 > uint(0);
if (l_313) {
l_mut_87 = l_mut_150;
const bool l_314 = l_12 > uint(0);
if (l_314) {
const uint l_315 = l_mut_150 >> l_12;
const uint l_316 = uint(32) - l_12;
const uint l_317 = l_mut_218 << l_316;
const uint l_318 = l_315 | l_317;
l_mut_87 = l_318;
}
const uint l_319 = l_mut_218 >> l_12;
l_mut_224 = l_mut_87;
l_mut_156 = l_319;
}
}
const uint l_320 = l_mut_280 + l_mut_224;
const uint l_321 = l_mut_274 + l_mut_156;
const bool l_322 = l_320 < l_mut_280;
const uint l_323 = uint(l_322);
const uint l_324 = l_321 + l_323;
l_mut_99 = l_320;
l_mut_93 = l_324;
}
}
if (l_171) {
const uint l_325 = uint(0) - l_mut_99;
const uint l_326 = uint(0) - l_mut_93;
const bool l_327 = uint(0) < l_mut_99;
const uint l_328 = uint(l_327);
const uint l_329 = l_326 - l_328;
l_mut_99 = l_325;
l_mut_93 = l_329;
}
}
const uint l_330 = l_122 + l_mut_99;
const uint l_331 = l_126 + l_mut_93;
const bool l_332 = l_330 < l_122;
const uint l_333 = uint(l_332);
const uint l_334 = l_331 + l_333;
const uint l_335 = l_66 >> uint(31);
const bool l_336 = l_335 == uint(1);
l_mut_280 = l_63;
l_mut_274 = l_66;
if (l_336) {
const uint l_337 = uint(0) - l_63;
const uint l_338 = uint(0) - l_66;
const bool l_339 = uint(0) < l_63;
const uint l_340 = uint(l_339);
const uint l_341 = l_338 - l_340;
l_mut_280 = l_337;
l_mut_274 = l_341;
}
const uint l_342 = l_mut_280 * l_67;
const uint l_343 = l_mut_274 * l_67;
const uint l_344 = __umulhi(l_mut_280, l_67);
const uint l_345 = l_344 + l_343;
const uint l_346 = __umulhi(l_mut_274, l_67);
const bool l_347 = l_345 < l_343;
const uint l_348 = uint(l_347);
const uint l_349 = l_346 + l_348;
const uint l_350 = l_12 % uint(32);
l_mut_224 = l_342;
const bool l_351 = l_350 > uint(0);
if (l_351) {
const uint l_352 = l_342 >> l_350;
const uint l_353 = uint(32) - l_350;
const uint l_354 = l_345 << l_353;
const uint l_355 = l_352 | l_354;
l_mut_224 = l_355;
}
l_mut_218 = l_345;
const bool l_356 = l_350 > uint(0);
if (l_356) {
const uint l_357 = l_345 >> l_350;
const uint l_358 = uint(32) - l_350;
const uint l_359 = l_349 << l_358;
const uint l_360 = l_357 | l_359;
l_mut_218 = l_360;
}
l_mut_156 = l_mut_224;
l_mut_224 = l_mut_218;
const bool l_361 = l_12 >= uint(64);
if (l_361) {
l_mut_156 = l_349;
l_mut_224 = uint(0);
} else {
const bool l_362 = l_12 >= uint(32);
if (l_362) {
l_mut_218 = l_345;
const bool l_363 = l_350 > uint(0);
if (l_363) {
const uint l_364 = l_345 >> l_350;
const uint l_365 = uint(32) - l_350;
const uint l_366 = l_349 << l_365;
const uint l_367 = l_364 | l_366;
l_mut_218 = l_367;
}
const uint l_368 = l_349 >> l_350;
l_mut_156 = l_mut_218;
l_mut_224 = l_368;
}
}
l_mut_280 = l_mut_156;
l_mut_274 = l_mut_224;
if (l_336) {
const uint l_369 = uint(0) - l_mut_280;
const uint l_370 = uint(0) - l_mut_274;
const bool l_371 = uint(0) < l_mut_280;
const uint l_372 = uint(l_371);
const uint l_373 = l_370 - l_372;
l_mut_280 = l_369;
l_mut_274 = l_373;
}
const uint l_374 = l_113 + l_mut_280;
const uint l_375 = l_117 + l_mut_274;
const bool l_376 = l_374 < l_113;
const uint l_377 = uint(l_376);
const uint l_378 = l_375 + l_377;
const uint l_379 = l_12 + uint(3);
l_mut_280 = uint(0);
l_mut_274 = uint(0);
const bool l_380 = l_67 < uint(65536);
if (l_380) {
const uint l_381 = l_67 * l_67;
const uint l_382 = l_66 >> uint(31);
const bool l_383 = l_382 == uint(1);
l_mut_224 = l_63;
l_mut_218 = l_66;
if (l_383) {
const uint l_384 = uint(0) - l_63;
const uint l_385 = uint(0) - l_66;
const bool l_386 = uint(0) < l_63;
const uint l_387 = uint(l_386);
const uint l_388 = l_385 - l_387;
l_mut_224 = l_384;
l_mut_218 = l_388;
}
const uint l_389 = l_mut_224 * l_381;
const uint l_390 = l_mut_218 * l_381;
const uint l_391 = __umulhi(l_mut_224, l_381);
const uint l_392 = l_391 + l_390;
const uint l_393 = __umulhi(l_mut_218, l_381);
const bool l_394 = l_392 < l_390;
const uint l_395 = uint(l_394);
const uint l_396 = l_393 + l_395;
const uint l_397 = l_379 % uint(32);
l_mut_156 = l_389;
const bool l_398 = l_397 > uint(0);
if (l_398) {
const uint l_399 = l_389 >> l_397;
const uint l_400 = uint(32) - l_397;
const uint l_401 = l_392 << l_400;
const uint l_402 = l_399 | l_401;
l_mut_156 = l_402;
}
l_mut_150 = l_392;
const bool l_403 = l_397 > uint(0);
if (l_403) {
const uint l_404 = l_392 >> l_397;
const uint l_405 = uint(32) - l_397;
const uint l_406 = l_396 << l_405;
const uint l_407 = l_404 | l_406;
l_mut_150 = l_407;
}
l_mut_99 = l_mut_156;
l_mut_156 = l_mut_150;
const bool l_408 = l_379 >= uint(64);
if (l_408) {
l_mut_99 = l_396;
l_mut_156 = uint(0);
} else {
const bool l_409 = l_379 >= uint(32);
if (l_409) {
l_mut_150 = l_392;
const bool l_410 = l_397 > uint(0);
if (l_410) {
const uint l_411 = l_392 >> l_397;
const uint l_412 = uint(32) - l_397;
const uint l_413 = l_396 << l_412;
const uint l_414 = l_411 | l_413;
l_mut_150 = l_414;
}
const uint l_415 = l_396 >> l_397;
l_mut_99 = l_mut_150;
l_mut_156 = l_415;
}
}
l_mut_224 = l_mut_99;
l_mut_218 = l_mut_156;
if (l_383) {
const uint l_416 = uint(0) - l_mut_224;
const uint l_417 = uint(0) - l_mut_218;
const bool l_418 = uint(0) < l_mut_224;
const uint l_419 = uint(l_418);
const uint l_420 = l_417 - l_419;
l_mut_224 = l_416;
l_mut_218 = l_420;
}
l_mut_280 = l_mut_224;
l_mut_274 = l_mut_218;
} else {
const uint l_421 = l_66 >> uint(31);
const bool l_422 = l_421 == uint(1);
l_mut_224 = l_63;
l_mut_218 = l_66;
if (l_422) {
const uint l_423 = uint(0) - l_63;
const uint l_424 = uint(0) - l_66;
const bool l_425 = uint(0) < l_63;
const uint l_426 = uint(l_425);
const uint l_427 = l_424 - l_426;
l_mut_224 = l_423;
l_mut_218 = l_427;
}
const uint l_428 = l_mut_224 * l_67;
const uint l_429 = l_mut_218 * l_67;
const uint l_430 = __umulhi(l_mut_224, l_67);
const uint l_431 = l_430 + l_429;
const uint l_432 = __umulhi(l_mut_218, l_67);
const bool l_433 = l_431 < l_429;
const uint l_434 = uint(l_433);
const uint l_435 = l_432 + l_434;
const uint l_436 = uint(0) % uint(32);
l_mut_156 = l_428;
const bool l_437 = l_436 > uint(0);
if (l_437) {
const uint l_438 = l_428 >> l_436;
const uint l_439 = uint(32) - l_436;
const uint l_440 = l_431 << l_439;
const uint l_441 = l_438 | l_440;
l_mut_156 = l_441;
}
l_mut_150 = l_431;
const bool l_442 = l_436 > uint(0);
if (l_442) {
const uint l_443 = l_431 >> l_436;
const uint l_444 = uint(32) - l_436;
const uint l_445 = l_435 << l_444;
const uint l_446 = l_443 | l_445;
l_mut_150 = l_446;
}
l_mut_99 = l_mut_156;
l_mut_156 = l_mut_150;
const bool l_447 = uint(0) >= uint(64);
if (l_447) {
l_mut_99 = l_435;
l_mut_156 = uint(0);
} else {
const bool l_448 = uint(0) >= uint(32);
if (l_448) {
l_mut_150 = l_431;
const bool l_449 = l_436 > uint(0);
if (l_449) {
const uint l_450 = l_431 >> l_436;
const uint l_451 = uint(32) - l_436;
const uint l_452 = l_435 << l_451;
const uint l_453 = l_450 | l_452;
l_mut_150 = l_453;
}
const uint l_454 = l_435 >> l_436;
l_mut_99 = l_mut_150;
l_mut_156 = l_454;
}
}
const uint l_455 = l_mut_224 * l_67;
const uint l_456 = l_mut_218 * l_67;
const uint l_457 = __umulhi(l_mut_224, l_67);
const uint l_458 = l_457 + l_456;
const uint l_459 = __umulhi(l_mut_218, l_67);
const bool l_460 = l_458 < l_456;
const uint l_461 = uint(l_460);
const uint l_462 = l_459 + l_461;
const uint l_463 = uint(64) % uint(32);
l_mut_150 = l_455;
const bool l_464 = l_463 > uint(0);
if (l_464) {
const uint l_465 = l_455 >> l_463;
const uint l_466 = uint(32) - l_463;
const uint l_467 = l_458 << l_466;
const uint l_468 = l_465 | l_467;
l_mut_150 = l_468;
}
l_mut_93 = l_458;
const bool l_469 = l_463 > uint(0);
if (l_469) {
const uint l_470 = l_458 >> l_463;
const uint l_471 = uint(32) - l_463;
const uint l_472 = l_462 << l_471;
const uint l_473 = l_470 | l_472;
l_mut_93 = l_473;
}
l_mut_87 = l_mut_150;
l_mut_150 = l_mut_93;
const bool l_474 = uint(64) >= uint(64);
if (l_474) {
l_mut_87 = l_462;
l_mut_150 = uint(0);
} else {
const bool l_475 = uint(64) >= uint(32);
if (l_475) {
l_mut_93 = l_458;
const bool l_476 = l_463 > uint(0);
if (l_476) {
const uint l_477 = l_458 >> l_463;
const uint l_478 = uint(32) - l_463;
const uint l_479 = l_462 << l_478;
const uint l_480 = l_477 | l_479;
l_mut_93 = l_480;
}
const uint l_481 = l_462 >> l_463;
l_mut_87 = l_mut_93;
l_mut_150 = l_481;
}
}
const uint l_482 = l_mut_99 * l_67;
const uint l_483 = l_mut_156 * l_67;
const uint l_484 = __umulhi(l_mut_99, l_67);
const uint l_485 = l_484 + l_483;
const uint l_486 = __umulhi(l_mut_156, l_67);
const bool l_487 = l_485 < l_483;
const uint l_488 = uint(l_487);
const uint l_489 = l_486 + l_488;
const uint l_490 = uint(0) % uint(32);
l_mut_224 = l_482;
const bool l_491 = l_490 > uint(0);
if (l_491) {
const uint l_492 = l_482 >> l_490;
const uint l_493 = uint(32) - l_490;
const uint l_494 = l_485 << l_493;
const uint l_495 = l_492 | l_494;
l_mut_224 = l_495;
}
l_mut_218 = l_485;
const bool l_496 = l_490 > uint(0);
if (l_496) {
const uint l_497 = l_485 >> l_490;
const uint l_498 = uint(32) - l_490;
const uint l_499 = l_489 << l_498;
const uint l_500 = l_497 | l_499;
l_mut_218 = l_500;
}
l_mut_93 = l_mut_224;
l_mut_224 = l_mut_218;
const bool l_501 = uint(0) >= uint(64);
if (l_501) {
l_mut_93 = l_489;
l_mut_224 = uint(0);
} else {
const bool l_502 = uint(0) >= uint(32);
if (l_502) {
l_mut_218 = l_485;
const bool l_503 = l_490 > uint(0);
if (l_503) {
const uint l_504 = l_485 >> l_490;
const uint l_505 = uint(32) - l_490;
const uint l_506 = l_489 << l_505;
const uint l_507 = l_504 | l_506;
l_mut_218 = l_507;
}
const uint l_508 = l_489 >> l_490;
l_mut_93 = l_mut_218;
l_mut_224 = l_508;
}
}
const uint l_509 = l_mut_99 * l_67;
const uint l_510 = l_mut_156 * l_67;
const uint l_511 = __umulhi(l_mut_99, l_67);
const uint l_512 = l_511 + l_510;
const uint l_513 = __umulhi(l_mut_156, l_67);
const bool l_514 = l_512 < l_510;
const uint l_515 = uint(l_514);
const uint l_516 = l_513 + l_515;
const uint l_517 = uint(64) % uint(32);
l_mut_218 = l_509;
const bool l_518 = l_517 > uint(0);
if (l_518) {
const uint l_519 = l_509 >> l_517;
const uint l_520 = uint(32) - l_517;
const uint l_521 = l_512 << l_520;
const uint l_522 = l_519 | l_521;
l_mut_218 = l_522;
}
l_mut_72 = l_512;
const bool l_523 = l_517 > uint(0);
if (l_523) {
const uint l_524 = l_512 >> l_517;
const uint l_525 = uint(32) - l_517;
const uint l_526 = l_516 << l_525;
const uint l_527 = l_524 | l_526;
l_mut_72 = l_527;
}
l_mut_35 = l_mut_218;
l_mut_218 = l_mut_72;
const bool l_528 = uint(64) >= uint(64);
if (l_528) {
l_mut_35 = l_516;
l_mut_218 = uint(0);
} else {
const bool l_529 = uint(64) >= uint(32);
if (l_529) {
l_mut_72 = l_512;
const bool l_530 = l_517 > uint(0);
if (l_530) {
const uint l_531 = l_512 >> l_517;
const uint l_532 = uint(32) - l_517;
const uint l_533 = l_516 << l_532;
const uint l_534 = l_531 | l_533;
l_mut_72 = l_534;
}
const uint l_535 = l_516 >> l_517;
l_mut_35 = l_mut_72;
l_mut_218 = l_535;
}
}
const uint l_536 = l_mut_87 * l_67;
const uint l_537 = __umulhi(l_mut_87, l_67);
const uint l_538 = l_mut_150 * l_67;
const uint l_539 = l_537 + l_538;
const uint l_540 = l_mut_35 + l_536;
const uint l_541 = l_mut_218 + l_539;
const bool l_542 = l_540 < l_mut_35;
const uint l_543 = uint(l_542);
const uint l_544 = l_541 + l_543;
l_mut_280 = l_mut_93;
l_mut_274 = l_mut_224;
const bool l_545 = l_379 == uint(64);
if (l_545) {
l_mut_280 = l_540;
l_mut_274 = l_544;
} else {
const bool l_546 = l_379 > uint(0);
if (l_546) {
const uint l_547 = uint(64) - l_379;
l_mut_218 = l_540;
l_mut_156 = l_544;
const bool l_548 = l_547 >= uint(32);
if (l_548) {
const uint l_549 = l_547 & uint(31);
const uint l_550 = l_540 << l_549;
l_mut_218 = uint(0);
l_mut_156 = l_550;
} else {
const bool l_551 = l_547 > uint(0);
if (l_551) {
const uint l_552 = l_540 << l_547;
const uint l_553 = l_544 << l_547;
const uint l_554 = uint(32) - l_547;
const uint l_555 = l_540 >> l_554;
const uint l_556 = l_553 | l_555;
l_mut_218 = l_552;
l_mut_156 = l_556;
}
}
l_mut_150 = l_mut_93;
l_mut_99 = l_mut_224;
const bool l_557 = l_379 >= uint(32);
if (l_557) {
const uint l_558 = l_379 & uint(31);
const uint l_559 = l_mut_224 >> l_558;
l_mut_150 = l_559;
l_mut_99 = uint(0);
} else {
const bool l_560 = l_379 > uint(0);
if (l_560) {
l_mut_87 = l_mut_93;
const bool l_561 = l_379 > uint(0);
if (l_561) {
const uint l_562 = l_mut_93 >> l_379;
const uint l_563 = uint(32) - l_379;
const uint l_564 = l_mut_224 << l_563;
const uint l_565 = l_562 | l_564;
l_mut_87 = l_565;
}
const uint l_566 = l_mut_224 >> l_379;
l_mut_150 = l_mut_87;
l_mut_99 = l_566;
}
}
const uint l_567 = l_mut_218 + l_mut_150;
const uint l_568 = l_mut_156 + l_mut_99;
const bool l_569 = l_567 < l_mut_218;
const uint l_570 = uint(l_569);
const uint l_571 = l_568 + l_570;
l_mut_280 = l_567;
l_mut_274 = l_571;
}
}
if (l_422) {
const uint l_572 = uint(0) - l_mut_280;
const uint l_573 = uint(0) - l_mut_274;
const bool l_574 = uint(0) < l_mut_280;
const uint l_575 = uint(l_574);
const uint l_576 = l_573 - l_575;
l_mut_280 = l_572;
l_mut_274 = l_576;
}
}
l_mut_224 = l_mut_280;
l_mut_218 = l_mut_274;
const uint l_577 = l_mut_274 >> uint(31);
const bool l_578 = l_577 == uint(1);
if (l_578) {
const uint l_579 = uint(0) - l_mut_280;
const uint l_580 = uint(0) - l_mut_274;
const bool l_581 = uint(0) < l_mut_280;
const uint l_582 = uint(l_581);
const uint l_583 = l_580 - l_582;
l_mut_224 = l_579;
l_mut_218 = l_583;
}
const uint l_584 = l_17 + l_mut_224;
const uint l_585 = l_20 + l_mut_218;
const bool l_586 = l_584 < l_17;
const uint l_587 = uint(l_586);
const uint l_588 = l_585 + l_587;
const uint l_589 = l_584 + uint(1);
const uint l_590 = l_588 + uint(0);
const bool l_591 = l_589 < l_584;
const uint l_592 = uint(l_591);
const uint l_593 = l_590 + l_592;
const uint l_594 = l_330 - l_mut_280;
const uint l_595 = l_334 - l_mut_274;
const bool l_596 = l_330 < l_mut_280;
const uint l_597 = uint(l_596);
const uint l_598 = l_595 - l_597;
const uint l_599 = l_594 + l_589;
const uint l_600 = l_598 + l_593;
const bool l_601 = l_599 < l_594;
const uint l_602 = uint(l_601);
const uint l_603 = l_600 + l_602;
const uint l_604 = uint(0) - l_374;
const uint l_605 = uint(0) - l_378;
const bool l_606 = uint(0) < l_374;
const uint l_607 = uint(l_606);
const uint l_608 = l_605 - l_607;
const uint l_609 = l_589 + l_589;
const uint l_610 = l_593 + l_593;
const bool l_611 = l_609 < l_589;
const uint l_612 = uint(l_611);
const uint l_613 = l_610 + l_612;
l_mut_280 = l_604;
l_mut_274 = l_608;
const uint l_614 = uint(0) - l_604;
const uint l_615 = uint(0) - l_608;
const bool l_616 = uint(0) < l_604;
const uint l_617 = uint(l_616);
const uint l_618 = l_615 - l_617;
l_mut_224 = l_614;
l_mut_218 = l_618;
l_mut_156 = l_599;
l_mut_150 = l_603;
l_mut_99 = uint(1);
l_mut_93 = uint(1);
l_mut_619 = bool(false);
const bool l_620 = l_mut_150 < l_613;
const bool l_621 = l_mut_150 == l_613;
const bool l_622 = l_mut_156 < l_609;
const bool l_623 = l_621 && l_622;
const bool l_624 = l_620 || l_623;
const bool l_625 = !l_624;
l_mut_626 = l_625;
const uint l_627 = l_604 | l_608;
const bool l_628 = l_627 == uint(0);
if (l_628) {
l_mut_619 = l_mut_626;
l_mut_626 = bool(false);
}
if (l_mut_626) {
const uint l_629 = l_608 >> uint(31);
const bool l_630 = l_629 == uint(1);
l_mut_87 = l_604;
l_mut_72 = l_608;
if (l_630) {
const uint l_631 = uint(0) - l_604;
const uint l_632 = uint(0) - l_608;
const bool l_633 = uint(0) < l_604;
const uint l_634 = uint(l_633);
const uint l_635 = l_632 - l_634;
l_mut_87 = l_631;
l_mut_72 = l_635;
}
const uint l_636 = l_67 - uint(1);
const uint l_637 = l_mut_87 * l_636;
const uint l_638 = __umulhi(l_mut_87, l_636);
const uint l_639 = l_mut_72 * l_636;
const uint l_640 = l_638 + l_639;
l_mut_35 = uint(0);
const uint l_641 = l_67 - uint(1);
const uint l_642 = l_mut_87 * l_641;
const uint l_643 = l_mut_72 * l_641;
const uint l_644 = __umulhi(l_mut_87, l_641);
const uint l_645 = l_644 + l_643;
const uint l_646 = __umulhi(l_mut_72, l_641);
const bool l_647 = l_645 < l_643;
const uint l_648 = uint(l_647);
const uint l_649 = l_646 + l_648;
const uint l_650 = uint(64) % uint(32);
l_mut_651 = l_642;
const bool l_652 = l_650 > uint(0);
if (l_652) {
const uint l_653 = l_642 >> l_650;
const uint l_654 = uint(32) - l_650;
const uint l_655 = l_645 << l_654;
const uint l_656 = l_653 | l_655;
l_mut_651 = l_656;
}
l_mut_657 = l_645;
const bool l_658 = l_650 > uint(0);
if (l_658) {
const uint l_659 = l_645 >> l_650;
const uint l_660 = uint(32) - l_650;
const uint l_661 = l_649 << l_660;
const uint l_662 = l_659 | l_661;
l_mut_657 = l_662;
}
l_mut_663 = l_mut_651;
l_mut_651 = l_mut_657;
const bool l_664 = uint(64) >= uint(64);
if (l_664) {
l_mut_663 = l_649;
l_mut_651 = uint(0);
} else {
const bool l_665 = uint(64) >= uint(32);
if (l_665) {
l_mut_657 = l_645;
const bool l_666 = l_650 > uint(0);
if (l_666) {
const uint l_667 = l_645 >> l_650;
const uint l_668 = uint(32) - l_650;
const uint l_669 = l_649 << l_668;
const uint l_670 = l_667 | l_669;
l_mut_657 = l_670;
}
const uint l_671 = l_649 >> l_650;
l_mut_663 = l_mut_657;
l_mut_651 = l_671;
}
}
const uint l_672 = l_mut_663 | l_mut_651;
const bool l_673 = l_672 == uint(0);
if (l_673) {
l_mut_663 = l_599;
l_mut_657 = l_603;
if (l_630) {
const uint l_674 = uint(0) - l_599;
const uint l_675 = uint(0) - l_603;
const bool l_676 = uint(0) < l_599;
const uint l_677 = uint(l_676);
const uint l_678 = l_675 - l_677;
const uint l_679 = l_599 | l_603;
const bool l_680 = l_679 == uint(0);
const bool l_681 = !l_680;
const bool l_682 = l_640 < l_678;
const bool l_683 = l_640 == l_678;
const bool l_684 = l_637 < l_674;
const bool l_685 = l_683 && l_684;
const bool l_686 = l_682 || l_685;
const bool l_687 = !l_686;
const bool l_688 = l_681 && l_687;
if (l_688) {
const uint l_689 = l_67 - uint(1);
l_mut_651 = l_674;
l_mut_690 = l_678;
const bool l_691 = l_678 < l_mut_72;
const bool l_692 = l_678 == l_mut_72;
const bool l_693 = l_674 < l_mut_87;
const bool l_694 = l_692 && l_693;
const bool l_695 = l_691 || l_694;
const bool l_696 = !l_695;
if (l_696) {
l_mut_697 = uint(0);
const bool l_698 = l_mut_72 < l_678;
const bool l_699 = l_mut_72 == l_678;
const bool l_700 = l_mut_87 < l_674;
const bool l_701 = l_699 && l_700;
const bool l_702 = l_698 || l_701;
if (l_702) {
const uint l_703 = l_674 - uint(1);
const uint l_704 = l_678 - uint(0);
const bool l_705 = l_674 < uint(1);
const uint l_706 = uint(l_705);
const uint l_707 = l_704 - l_706;
l_mut_708 = l_703;
l_mut_709 = l_707;
l_mut_710 = uint(0);

for (uint l_mut_711 = uint(0); l_mut_711 < uint(20); ++l_mut_711) {
const uint l_712 = uint(19) - l_mut_711;
l_mut_713 = l_mut_708;
l_mut_714 = l_mut_709;
const bool l_715 = l_712 >= uint(32);
if (l_715) {
const uint l_716 = l_712 & uint(31);
const uint l_717 = l_mut_709 >> l_716;
l_mut_713 = l_717;
l_mut_714 = uint(0);
} else {
const bool l_718 = l_712 > uint(0);
if (l_718) {
l_mut_719 = l_mut_708;
const bool l_720 = l_712 > uint(0);
if (l_720) {
const uint l_721 = l_mut_708 >> l_712;
const uint l_722 = uint(32) - l_712;
const uint l_723 = l_mut_709 << l_722;
const uint l_724 = l_721 | l_723;
l_mut_719 = l_724;
}
const uint l_725 = l_mut_709 >> l_712;
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
const bool l_732 = l_712 >= uint(32);
if (l_732) {
const uint l_733 = l_712 & uint(31);
const uint l_734 = l_mut_87 << l_733;
l_mut_719 = uint(0);
l_mut_714 = l_734;
} else {
const bool l_735 = l_712 > uint(0);
if (l_735) {
const uint l_736 = l_mut_87 << l_712;
const uint l_737 = l_mut_72 << l_712;
const uint l_738 = uint(32) - l_712;
const uint l_739 = l_mut_87 >> l_738;
const uint l_740 = l_737 | l_739;
l_mut_719 = l_736;
l_mut_714 = l_740;
}
}
const uint l_741 = l_mut_708 - l_mut_719;
const uint l_742 = l_mut_709 - l_mut_714;
const bool l_743 = l_mut_708 < l_mut_719;
const uint l_744 = uint(l_743);
const uint l_745 = l_742 - l_744;
l_mut_708 = l_741;
l_mut_709 = l_745;
const uint l_746 = uint(1) << l_712;
l_mut_710 = l_mut_710 | l_746;
}
}
const uint l_747 = min(l_mut_710, l_689);
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
const uint l_754 = l_mut_87 * l_mut_697;
const uint l_755 = __umulhi(l_mut_87, l_mut_697);
const uint l_756 = l_mut_72 * l_mut_697;
const uint l_757 = l_755 + l_756;
const uint l_758 = l_674 - l_754;
const uint l_759 = l_678 - l_757;
const bool l_760 = l_674 < l_754;
const uint l_761 = uint(l_760);
const uint l_762 = l_759 - l_761;
l_mut_651 = l_758;
l_mut_690 = l_762;
const bool l_763 = l_mut_690 < l_mut_72;
const bool l_764 = l_mut_690 == l_mut_72;
const bool l_765 = l_mut_651 < l_mut_87;
const bool l_766 = l_764 && l_765;
const bool l_767 = l_763 || l_766;
const bool l_768 = !l_767;
if (l_768) {
const uint l_769 = l_mut_651 - l_mut_87;
const uint l_770 = l_mut_690 - l_mut_72;
const bool l_771 = l_mut_651 < l_mut_87;
const uint l_772 = uint(l_771);
const uint l_773 = l_770 - l_772;
l_mut_651 = l_769;
l_mut_690 = l_773;
}
}
const uint l_774 = l_mut_87 - l_mut_651;
const uint l_775 = l_mut_72 - l_mut_690;
const bool l_776 = l_mut_87 < l_mut_651;
const uint l_777 = uint(l_776);
const uint l_778 = l_775 - l_777;
l_mut_719 = l_774;
l_mut_714 = l_778;
const bool l_779 = l_778 < l_mut_72;
const bool l_780 = l_778 == l_mut_72;
const bool l_781 = l_774 < l_mut_87;
const bool l_782 = l_780 && l_781;
const bool l_783 = l_779 || l_782;
const bool l_784 = !l_783;
if (l_784) {
const uint l_785 = l_774 - l_mut_87;
const uint l_786 = l_778 - l_mut_72;
const bool l_787 = l_774 < l_mut_87;
const uint l_788 = uint(l_787);
const uint l_789 = l_786 - l_788;
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
const uint l_795 = l_599 - l_637;
const uint l_796 = l_603 - l_640;
const bool l_797 = l_599 < l_637;
const uint l_798 = uint(l_797);
const uint l_799 = l_796 - l_798;
l_mut_663 = l_795;
l_mut_657 = l_799;
const bool l_800 = l_603 < l_640;
const bool l_801 = l_603 == l_640;
const bool l_802 = l_599 < l_637;
const bool l_803 = l_801 && l_802;
const bool l_804 = l_800 || l_803;
if (l_804) {
const uint l_805 = l_67 - uint(1);
l_mut_719 = l_599;
l_mut_714 = l_603;
const bool l_806 = l_603 < l_mut_72;
const bool l_807 = l_603 == l_mut_72;
const bool l_808 = l_599 < l_mut_87;
const bool l_809 = l_807 && l_808;
const bool l_810 = l_806 || l_809;
const bool l_811 = !l_810;
if (l_811) {
l_mut_713 = uint(0);
const bool l_812 = l_mut_72 < l_603;
const bool l_813 = l_mut_72 == l_603;
const bool l_814 = l_mut_87 < l_599;
const bool l_815 = l_813 && l_814;
const bool l_816 = l_812 || l_815;
if (l_816) {
const uint l_817 = l_599 - uint(1);
const uint l_818 = l_603 - uint(0);
const bool l_819 = l_599 < uint(1);
const uint l_820 = uint(l_819);
const uint l_821 = l_818 - l_820;
l_mut_710 = l_817;
l_mut_709 = l_821;
l_mut_708 = uint(0);

for (uint l_mut_822 = uint(0); l_mut_822 < uint(20); ++l_mut_822) {
const uint l_823 = uint(19) - l_mut_822;
l_mut_697 = l_mut_710;
l_mut_690 = l_mut_709;
const bool l_824 = l_823 >= uint(32);
if (l_824) {
const uint l_825 = l_823 & uint(31);
const uint l_826 = l_mut_709 >> l_825;
l_mut_697 = l_826;
l_mut_690 = uint(0);
} else {
const bool l_827 = l_823 > uint(0);
if (l_827) {
l_mut_651 = l_mut_710;
const bool l_828 = l_823 > uint(0);
if (l_828) {
const uint l_829 = l_mut_710 >> l_823;
const uint l_830 = uint(32) - l_823;
const uint l_831 = l_mut_709 << l_830;
const uint l_832 = l_829 | l_831;
l_mut_651 = l_832;
}
const uint l_833 = l_mut_709 >> l_823;
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
const bool l_840 = l_823 >= uint(32);
if (l_840) {
const uint l_841 = l_823 & uint(31);
const uint l_842 = l_mut_87 << l_841;
l_mut_697 = uint(0);
l_mut_690 = l_842;
} else {
const bool l_843 = l_823 > uint(0);
if (l_843) {
const uint l_844 = l_mut_87 << l_823;
const uint l_845 = l_mut_72 << l_823;
const uint l_846 = uint(32) - l_823;
const uint l_847 = l_mut_87 >> l_846;
const uint l_848 = l_845 | l_847;
l_mut_697 = l_844;
l_mut_690 = l_848;
}
}
const uint l_849 = l_mut_710 - l_mut_697;
const uint l_850 = l_mut_709 - l_mut_690;
const bool l_851 = l_mut_710 < l_mut_697;
const uint l_852 = uint(l_851);
const uint l_853 = l_850 - l_852;
l_mut_710 = l_849;
l_mut_709 = l_853;
const uint l_854 = uint(1) << l_823;
l_mut_708 = l_mut_708 | l_854;
}
}
const uint l_855 = min(l_mut_708, l_805);
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
const uint l_862 = l_mut_87 * l_mut_713;
const uint l_863 = __umulhi(l_mut_87, l_mut_713);
const uint l_864 = l_mut_72 * l_mut_713;
const uint l_865 = l_863 + l_864;
const uint l_866 = l_599 - l_862;
const uint l_867 = l_603 - l_865;
const bool l_868 = l_599 < l_862;
const uint l_869 = uint(l_868);
const uint l_870 = l_867 - l_869;
l_mut_719 = l_866;
l_mut_714 = l_870;
const bool l_871 = l_mut_714 < l_mut_72;
const bool l_872 = l_mut_714 == l_mut_72;
const bool l_873 = l_mut_719 < l_mut_87;
const bool l_874 = l_872 && l_873;
const bool l_875 = l_871 || l_874;
const bool l_876 = !l_875;
if (l_876) {
const uint l_877 = l_mut_719 - l_mut_87;
const uint l_878 = l_mut_714 - l_mut_72;
const bool l_879 = l_mut_719 < l_mut_87;
const uint l_880 = uint(l_879);
const uint l_881 = l_878 - l_880;
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
const uint l_893 = uint(l_892);
const uint l_894 = uint(2) - l_893;
l_mut_35 = l_894;
}
const bool l_895 = l_mut_35 > uint(0);
if (l_895) {
const bool l_896 = l_mut_35 == uint(1);
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
const uint l_904 = l_mut_280 - l_mut_156;
const uint l_905 = l_mut_274 - l_mut_150;
const bool l_906 = l_mut_280 < l_mut_156;
const uint l_907 = uint(l_906);
const uint l_908 = l_905 - l_907;
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
l_mut_719 = l_mut_713;
l_mut_714 = l_mut_710;
const bool l_915 = uint(3) >= uint(32);
if (l_915) {
const uint l_916 = uint(3) & uint(31);
const uint l_917 = l_mut_710 >> l_916;
l_mut_719 = l_917;
l_mut_714 = uint(0);
} else {
const bool l_918 = uint(3) > uint(0);
if (l_918) {
l_mut_709 = l_mut_713;
const bool l_919 = uint(3) > uint(0);
if (l_919) {
const uint l_920 = l_mut_713 >> uint(3);
const uint l_921 = l_mut_710 << uint(29);
const uint l_922 = l_920 | l_921;
l_mut_709 = l_922;
}
const uint l_923 = l_mut_710 >> uint(3);
l_mut_719 = l_mut_709;
l_mut_714 = l_923;
}
}
const bool l_924 = l_mut_714 < l_mut_218;
const bool l_925 = l_mut_714 == l_mut_218;
const bool l_926 = l_mut_719 < l_mut_224;
const bool l_927 = l_925 && l_926;
const bool l_928 = l_924 || l_927;
const bool l_929 = !l_928;
l_mut_914 = l_929;
l_mut_719 = uint(0);
const uint l_930 = l_mut_224 | l_mut_218;
const bool l_931 = l_930 == uint(0);
const bool l_932 = !l_931;
const bool l_933 = l_mut_914 && l_932;
const bool l_934 = l_mut_218 < l_mut_710;
const bool l_935 = l_mut_218 == l_mut_710;
const bool l_936 = l_mut_224 < l_mut_713;
const bool l_937 = l_935 && l_936;
const bool l_938 = l_934 || l_937;
const bool l_939 = l_933 && l_938;
const uint l_940 = l_mut_99 + l_mut_93;
const bool l_941 = l_940 < l_67;
const bool l_942 = l_939 && l_941;
if (l_942) {
const uint l_943 = l_67 - l_mut_99;
const uint l_944 = l_943 - l_mut_93;
const uint l_945 = l_944 / l_mut_99;
const uint l_946 = l_mut_713 - uint(1);
const uint l_947 = l_mut_710 - uint(0);
const bool l_948 = l_mut_713 < uint(1);
const uint l_949 = uint(l_948);
const uint l_950 = l_947 - l_949;
l_mut_714 = l_946;
l_mut_713 = l_950;
l_mut_710 = uint(0);

for (uint l_mut_951 = uint(0); l_mut_951 < uint(20); ++l_mut_951) {
const uint l_952 = uint(19) - l_mut_951;
l_mut_709 = l_mut_714;
l_mut_708 = l_mut_713;
const bool l_953 = l_952 >= uint(32);
if (l_953) {
const uint l_954 = l_952 & uint(31);
const uint l_955 = l_mut_713 >> l_954;
l_mut_709 = l_955;
l_mut_708 = uint(0);
} else {
const bool l_956 = l_952 > uint(0);
if (l_956) {
l_mut_697 = l_mut_714;
const bool l_957 = l_952 > uint(0);
if (l_957) {
const uint l_958 = l_mut_714 >> l_952;
const uint l_959 = uint(32) - l_952;
const uint l_960 = l_mut_713 << l_959;
const uint l_961 = l_958 | l_960;
l_mut_697 = l_961;
}
const uint l_962 = l_mut_713 >> l_952;
l_mut_709 = l_mut_697;
l_mut_708 = l_962;
}
}
const bool l_963 = l_mut_708 < l_mut_218;
const bool l_964 = l_mut_708 == l_mut_218;
const bool l_965 = l_mut_709 < l_mut_224;
const bool l_966 = l_964 && l_965;
const bool l_967 = l_963 || l_966;
const bool l_968 = !l_967;
if (l_968) {
l_mut_709 = l_mut_224;
l_mut_708 = l_mut_218;
const bool l_969 = l_952 >= uint(32);
if (l_969) {
const uint l_970 = l_952 & uint(31);
const uint l_971 = l_mut_224 << l_970;
l_mut_709 = uint(0);
l_mut_708 = l_971;
} else {
const bool l_972 = l_952 > uint(0);
if (l_972) {
const uint l_973 = l_mut_224 << l_952;
const uint l_974 = l_mut_218 << l_952;
const uint l_975 = uint(32) - l_952;
const uint l_976 = l_mut_224 >> l_975;
const uint l_977 = l_974 | l_976;
l_mut_709 = l_973;
l_mut_708 = l_977;
}
}
const uint l_978 = l_mut_714 - l_mut_709;
const uint l_979 = l_mut_713 - l_mut_708;
const bool l_980 = l_mut_714 < l_mut_709;
const uint l_981 = uint(l_980);
const uint l_982 = l_979 - l_981;
l_mut_714 = l_978;
l_mut_713 = l_982;
const uint l_983 = uint(1) << l_952;
l_mut_710 = l_mut_710 | l_983;
}
}
const uint l_984 = min(l_mut_710, l_945);
l_mut_710 = l_984;
const bool l_985 = l_mut_713 < l_mut_218;
const bool l_986 = l_mut_713 == l_mut_218;
const bool l_987 = l_mut_714 < l_mut_224;
const bool l_988 = l_986 && l_987;
const bool l_989 = l_985 || l_988;
const bool l_990 = !l_989;
if (l_990) {
l_mut_710 = l_945;
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
l_mut_657 = uint(0);
const bool l_991 = l_mut_719 > uint(0);
if (l_991) {
const uint l_992 = l_mut_224 * l_mut_719;
const uint l_993 = __umulhi(l_mut_224, l_mut_719);
const uint l_994 = l_mut_218 * l_mut_719;
const uint l_995 = l_993 + l_994;
const uint l_996 = l_mut_280 - l_992;
const uint l_997 = l_mut_274 - l_995;
const bool l_998 = l_mut_280 < l_992;
const uint l_999 = uint(l_998);
const uint l_1000 = l_997 - l_999;
l_mut_714 = l_996;
l_mut_713 = l_1000;
const uint l_1001 = l_mut_719 * l_mut_99;
const uint l_1002 = l_mut_93 + l_1001;
l_mut_697 = l_1002;
} else {
const bool l_1003 = l_mut_657 == uint(0);
if (l_1003) {
const uint l_1004 = l_67 - l_mut_99;
const uint l_1005 = l_1004 / l_mut_93;
l_mut_719 = uint(0);
l_mut_914 = bool(false);
l_mut_651 = l_mut_224;
l_mut_87 = l_mut_218;
const bool l_1006 = uint(3) >= uint(32);
if (l_1006) {
const uint l_1007 = uint(3) & uint(31);
const uint l_1008 = l_mut_218 >> l_1007;
l_mut_651 = l_1008;
l_mut_87 = uint(0);
} else {
const bool l_1009 = uint(3) > uint(0);
if (l_1009) {
l_mut_72 = l_mut_224;
const bool l_1010 = uint(3) > uint(0);
if (l_1010) {
const uint l_1011 = l_mut_224 >> uint(3);
const uint l_1012 = l_mut_218 << uint(29);
const uint l_1013 = l_1011 | l_1012;
l_mut_72 = l_1013;
}
const uint l_1014 = l_mut_218 >> uint(3);
l_mut_651 = l_mut_72;
l_mut_87 = l_1014;
}
}
const bool l_1015 = l_mut_87 < l_mut_274;
const bool l_1016 = l_mut_87 == l_mut_274;
const bool l_1017 = l_mut_651 < l_mut_280;
const bool l_1018 = l_1016 && l_1017;
const bool l_1019 = l_1015 || l_1018;
const bool l_1020 = !l_1019;
l_mut_914 = l_1020;
const uint l_1021 = l_mut_280 | l_mut_274;
const bool l_1022 = l_1021 == uint(0);
if (l_1022) {
l_mut_719 = l_1005;
} else {
if (l_mut_914) {
const bool l_1023 = l_mut_274 < l_mut_218;
const bool l_1024 = l_mut_274 == l_mut_218;
const bool l_1025 = l_mut_280 < l_mut_224;
const bool l_1026 = l_1024 && l_1025;
const bool l_1027 = l_1023 || l_1026;
if (l_1027) {
const uint l_1028 = l_mut_224 - uint(1);
const uint l_1029 = l_mut_218 - uint(0);
const bool l_1030 = l_mut_224 < uint(1);
const uint l_1031 = uint(l_1030);
const uint l_1032 = l_1029 - l_1031;
l_mut_651 = l_1028;
l_mut_87 = l_1032;
l_mut_72 = uint(0);

for (uint l_mut_1033 = uint(0); l_mut_1033 < uint(20); ++l_mut_1033) {
const uint l_1034 = uint(19) - l_mut_1033;
l_mut_35 = l_mut_651;
l_mut_1035 = l_mut_87;
const bool l_1036 = l_1034 >= uint(32);
if (l_1036) {
const uint l_1037 = l_1034 & uint(31);
const uint l_1038 = l_mut_87 >> l_1037;
l_mut_35 = l_1038;
l_mut_1035 = uint(0);
} else {
const bool l_1039 = l_1034 > uint(0);
if (l_1039) {
l_mut_1040 = l_mut_651;
const bool l_1041 = l_1034 > uint(0);
if (l_1041) {
const uint l_1042 = l_mut_651 >> l_1034;
const uint l_1043 = uint(32) - l_1034;
const uint l_1044 = l_mut_87 << l_1043;
const uint l_1045 = l_1042 | l_1044;
l_mut_1040 = l_1045;
}
const uint l_1046 = l_mut_87 >> l_1034;
l_mut_35 = l_mut_1040;
l_mut_1035 = l_1046;
}
}
const bool l_1047 = l_mut_1035 < l_mut_274;
const bool l_1048 = l_mut_1035 == l_mut_274;
const bool l_1049 = l_mut_35 < l_mut_280;
const bool l_1050 = l_1048 && l_1049;
const bool l_1051 = l_1047 || l_1050;
const bool l_1052 = !l_1051;
if (l_1052) {
l_mut_1040 = l_mut_280;
l_mut_1035 = l_mut_274;
const bool l_1053 = l_1034 >= uint(32);
if (l_1053) {
const uint l_1054 = l_1034 & uint(31);
const uint l_1055 = l_mut_280 << l_1054;
l_mut_1040 = uint(0);
l_mut_1035 = l_1055;
} else {
const bool l_1056 = l_1034 > uint(0);
if (l_1056) {
const uint l_1057 = l_mut_280 << l_1034;
const uint l_1058 = l_mut_274 << l_1034;
const uint l_1059 = uint(32) - l_1034;
const uint l_1060 = l_mut_280 >> l_1059;
const uint l_1061 = l_1058 | l_1060;
l_mut_1040 = l_1057;
l_mut_1035 = l_1061;
}
}
const uint l_1062 = l_mut_651 - l_mut_1040;
const uint l_1063 = l_mut_87 - l_mut_1035;
const bool l_1064 = l_mut_651 < l_mut_1040;
const uint l_1065 = uint(l_1064);
const uint l_1066 = l_1063 - l_1065;
l_mut_651 = l_1062;
l_mut_87 = l_1066;
const uint l_1067 = uint(1) << l_1034;
l_mut_72 = l_mut_72 | l_1067;
}
}
const uint l_1068 = min(l_mut_72, l_1005);
l_mut_1040 = l_1068;
const bool l_1069 = l_mut_87 < l_mut_274;
const bool l_1070 = l_mut_87 == l_mut_274;
const bool l_1071 = l_mut_651 < l_mut_280;
const bool l_1072 = l_1070 && l_1071;
const bool l_1073 = l_1069 || l_1072;
const bool l_1074 = !l_1073;
if (l_1074) {
l_mut_1040 = l_1005;
}
l_mut_719 = l_mut_1040;
}
} else {
l_mut_1040 = l_mut_224;
l_mut_1035 = l_mut_218;
while (true) {
const bool l_1075 = l_mut_274 < l_mut_1035;
const bool l_1076 = l_mut_274 == l_mut_1035;
const bool l_1077 = l_mut_280 < l_mut_1040;
const bool l_1078 = l_1076 && l_1077;
const bool l_1079 = l_1075 || l_1078;
const uint l_1080 = l_mut_719 * l_mut_93;
const uint l_1081 = l_mut_99 + l_1080;
const uint l_1082 = l_1081 + l_mut_93;
const bool l_1083 = l_1082 < l_67;
const bool l_1084 = l_1079 && l_1083;
const bool l_1085 = !l_1084;
if (l_1085) {
break;}
const uint l_1086 = l_mut_1040 - l_mut_280;
const uint l_1087 = l_mut_1035 - l_mut_274;
const bool l_1088 = l_mut_1040 < l_mut_280;
const uint l_1089 = uint(l_1088);
const uint l_1090 = l_1087 - l_1089;
l_mut_1040 = l_1086;
l_mut_1035 = l_1090;
l_mut_719 = l_mut_719 + uint(1);
}
}
}
const uint l_1091 = l_mut_719 * l_mut_93;
const uint l_1092 = l_mut_99 + l_1091;
const uint l_1093 = l_1092 + l_mut_93;
const bool l_1094 = l_1093 >= l_67;
if (l_1094) {
l_mut_657 = uint(1);
} else {
const uint l_1095 = l_mut_280 * l_mut_719;
const uint l_1096 = __umulhi(l_mut_280, l_mut_719);
const uint l_1097 = l_mut_274 * l_mut_719;
const uint l_1098 = l_1096 + l_1097;
const uint l_1099 = l_mut_224 - l_1095;
const uint l_1100 = l_mut_218 - l_1098;
const bool l_1101 = l_mut_224 < l_1095;
const uint l_1102 = uint(l_1101);
const uint l_1103 = l_1100 - l_1102;
l_mut_710 = l_1099;
l_mut_709 = l_1103;
const uint l_1104 = l_mut_719 * l_mut_93;
const uint l_1105 = l_mut_99 + l_1104;
l_mut_708 = l_1105;
const uint l_1106 = l_mut_280 - l_mut_710;
const uint l_1107 = l_mut_274 - l_mut_709;
const bool l_1108 = l_mut_280 < l_mut_710;
const uint l_1109 = uint(l_1108);
const uint l_1110 = l_1107 - l_1109;
l_mut_714 = l_1106;
l_mut_713 = l_1110;
const uint l_1111 = l_mut_93 + l_mut_708;
l_mut_697 = l_1111;
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
const bool l_1112 = l_mut_657 == uint(1);
l_mut_619 = l_1112;
const bool l_1113 = l_mut_657 == uint(0);
l_mut_626 = l_1113;
} else {
const uint l_1114 = l_mut_224 - l_mut_156;
const uint l_1115 = l_mut_218 - l_mut_150;
const bool l_1116 = l_mut_224 < l_mut_156;
const uint l_1117 = uint(l_1116);
const uint l_1118 = l_1115 - l_1117;
l_mut_1040 = l_1114;
l_mut_1035 = l_1118;
const uint l_1119 = l_mut_156 - l_609;
const uint l_1120 = l_mut_150 - l_613;
const bool l_1121 = l_mut_156 < l_609;
const uint l_1122 = uint(l_1121);
const uint l_1123 = l_1120 - l_1122;
l_mut_1040 = l_1119;
l_mut_1035 = l_1123;
l_mut_719 = l_mut_224;
l_mut_714 = l_mut_218;
const bool l_1124 = l_mut_1035 < l_mut_218;
const bool l_1125 = l_mut_1035 == l_mut_218;
const bool l_1126 = l_mut_1040 < l_mut_224;
const bool l_1127 = l_1125 && l_1126;
const bool l_1128 = l_1124 || l_1127;
if (l_1128) {
l_mut_719 = l_mut_1040;
l_mut_714 = l_mut_1035;
}
l_mut_914 = bool(false);
l_mut_1040 = l_mut_719;
l_mut_1035 = l_mut_714;
const bool l_1129 = uint(3) >= uint(32);
if (l_1129) {
const uint l_1130 = uint(3) & uint(31);
const uint l_1131 = l_mut_714 >> l_1130;
l_mut_1040 = l_1131;
l_mut_1035 = uint(0);
} else {
const bool l_1132 = uint(3) > uint(0);
if (l_1132) {
l_mut_713 = l_mut_719;
const bool l_1133 = uint(3) > uint(0);
if (l_1133) {
const uint l_1134 = l_mut_719 >> uint(3);
const uint l_1135 = l_mut_714 << uint(29);
const uint l_1136 = l_1134 | l_1135;
l_mut_713 = l_1136;
}
const uint l_1137 = l_mut_714 >> uint(3);
l_mut_1040 = l_mut_713;
l_mut_1035 = l_1137;
}
}
const bool l_1138 = l_mut_1035 < l_mut_274;
const bool l_1139 = l_mut_1035 == l_mut_274;
const bool l_1140 = l_mut_1040 < l_mut_280;
const bool l_1141 = l_1139 && l_1140;
const bool l_1142 = l_1138 || l_1141;
const bool l_1143 = !l_1142;
l_mut_914 = l_1143;
l_mut_1040 = uint(0);
const uint l_1144 = l_mut_280 | l_mut_274;
const bool l_1145 = l_1144 == uint(0);
const bool l_1146 = !l_1145;
const bool l_1147 = l_mut_914 && l_1146;
const bool l_1148 = l_mut_274 < l_mut_714;
const bool l_1149 = l_mut_274 == l_mut_714;
const bool l_1150 = l_mut_280 < l_mut_719;
const bool l_1151 = l_1149 && l_1150;
const bool l_1152 = l_1148 || l_1151;
const bool l_1153 = l_1147 && l_1152;
const uint l_1154 = l_mut_93 + l_mut_99;
const bool l_1155 = l_1154 < l_67;
const bool l_1156 = l_1153 && l_1155;
if (l_1156) {
const uint l_1157 = l_67 - l_mut_93;
const uint l_1158 = l_1157 - l_mut_99;
const uint l_1159 = l_1158 / l_mut_93;
const uint l_1160 = l_mut_719 - uint(1);
const uint l_1161 = l_mut_714 - uint(0);
const bool l_1162 = l_mut_719 < uint(1);
const uint l_1163 = uint(l_1162);
const uint l_1164 = l_1161 - l_1163;
l_mut_1035 = l_1160;
l_mut_719 = l_1164;
l_mut_714 = uint(0);

for (uint l_mut_1165 = uint(0); l_mut_1165 < uint(20); ++l_mut_1165) {
const uint l_1166 = uint(19) - l_mut_1165;
l_mut_713 = l_mut_1035;
l_mut_710 = l_mut_719;
const bool l_1167 = l_1166 >= uint(32);
if (l_1167) {
const uint l_1168 = l_1166 & uint(31);
const uint l_1169 = l_mut_719 >> l_1168;
l_mut_713 = l_1169;
l_mut_710 = uint(0);
} else {
const bool l_1170 = l_1166 > uint(0);
if (l_1170) {
l_mut_709 = l_mut_1035;
const bool l_1171 = l_1166 > uint(0);
if (l_1171) {
const uint l_1172 = l_mut_1035 >> l_1166;
const uint l_1173 = uint(32) - l_1166;
const uint l_1174 = l_mut_719 << l_1173;
const uint l_1175 = l_1172 | l_1174;
l_mut_709 = l_1175;
}
const uint l_1176 = l_mut_719 >> l_1166;
l_mut_713 = l_mut_709;
l_mut_710 = l_1176;
}
}
const bool l_1177 = l_mut_710 < l_mut_274;
const bool l_1178 = l_mut_710 == l_mut_274;
const bool l_1179 = l_mut_713 < l_mut_280;
const bool l_1180 = l_1178 && l_1179;
const bool l_1181 = l_1177 || l_1180;
const bool l_1182 = !l_1181;
if (l_1182) {
l_mut_713 = l_mut_280;
l_mut_710 = l_mut_274;
const bool l_1183 = l_1166 >= uint(32);
if (l_1183) {
const uint l_1184 = l_1166 & uint(31);
const uint l_1185 = l_mut_280 << l_1184;
l_mut_713 = uint(0);
l_mut_710 = l_1185;
} else {
const bool l_1186 = l_1166 > uint(0);
if (l_1186) {
const uint l_1187 = l_mut_280 << l_1166;
const uint l_1188 = l_mut_274 << l_1166;
const uint l_1189 = uint(32) - l_1166;
const uint l_1190 = l_mut_280 >> l_1189;
const uint l_1191 = l_1188 | l_1190;
l_mut_713 = l_1187;
l_mut_710 = l_1191;
}
}
const uint l_1192 = l_mut_1035 - l_mut_713;
const uint l_1193 = l_mut_719 - l_mut_710;
const bool l_1194 = l_mut_1035 < l_mut_713;
const uint l_1195 = uint(l_1194);
const uint l_1196 = l_1193 - l_1195;
l_mut_1035 = l_1192;
l_mut_719 = l_1196;
const uint l_1197 = uint(1) << l_1166;
l_mut_714 = l_mut_714 | l_1197;
}
}
const uint l_1198 = min(l_mut_714, l_1159);
l_mut_714 = l_1198;
const bool l_1199 = l_mut_719 < l_mut_274;
const bool l_1200 = l_mut_719 == l_mut_274;
const bool l_1201 = l_mut_1035 < l_mut_280;
const bool l_1202 = l_1200 && l_1201;
const bool l_1203 = l_1199 || l_1202;
const bool l_1204 = !l_1203;
if (l_1204) {
l_mut_714 = l_1159;
}
l_mut_1040 = l_mut_714;
}
l_mut_1035 = l_mut_224;
l_mut_719 = l_mut_218;
l_mut_714 = l_mut_280;
l_mut_713 = l_mut_274;
l_mut_710 = l_mut_93;
l_mut_709 = l_mut_99;
l_mut_708 = l_mut_156;
l_mut_697 = l_mut_150;
l_mut_690 = uint(0);
const bool l_1205 = l_mut_1040 > uint(0);
if (l_1205) {
const uint l_1206 = l_mut_280 * l_mut_1040;
const uint l_1207 = __umulhi(l_mut_280, l_mut_1040);
const uint l_1208 = l_mut_274 * l_mut_1040;
const uint l_1209 = l_1207 + l_1208;
const uint l_1210 = l_mut_156 - l_1206;
const uint l_1211 = l_mut_150 - l_1209;
const bool l_1212 = l_mut_156 < l_1206;
const uint l_1213 = uint(l_1212);
const uint l_1214 = l_1211 - l_1213;
l_mut_708 = l_1210;
l_mut_697 = l_1214;
const uint l_1215 = l_mut_224 - l_1206;
const uint l_1216 = l_mut_218 - l_1209;
const bool l_1217 = l_mut_224 < l_1206;
const uint l_1218 = uint(l_1217);
const uint l_1219 = l_1216 - l_1218;
l_mut_1035 = l_1215;
l_mut_719 = l_1219;
const uint l_1220 = l_mut_1040 * l_mut_93;
const uint l_1221 = l_mut_99 + l_1220;
l_mut_709 = l_1221;
} else {
const uint l_1222 = l_mut_156 - l_mut_280;
const uint l_1223 = l_mut_150 - l_mut_274;
const bool l_1224 = l_mut_156 < l_mut_280;
const uint l_1225 = uint(l_1224);
const uint l_1226 = l_1223 - l_1225;
l_mut_708 = l_1222;
l_mut_697 = l_1226;
const bool l_1227 = l_mut_697 < l_613;
const bool l_1228 = l_mut_697 == l_613;
const bool l_1229 = l_mut_708 < l_609;
const bool l_1230 = l_1228 && l_1229;
const bool l_1231 = l_1227 || l_1230;
if (l_1231) {
l_mut_690 = uint(2);
}
const bool l_1232 = l_mut_690 == uint(0);
if (l_1232) {
const uint l_1233 = l_67 - l_mut_93;
const uint l_1234 = l_1233 / l_mut_99;
l_mut_1040 = uint(0);
l_mut_914 = bool(false);
l_mut_663 = l_mut_280;
l_mut_657 = l_mut_274;
const bool l_1235 = uint(3) >= uint(32);
if (l_1235) {
const uint l_1236 = uint(3) & uint(31);
const uint l_1237 = l_mut_274 >> l_1236;
l_mut_663 = l_1237;
l_mut_657 = uint(0);
} else {
const bool l_1238 = uint(3) > uint(0);
if (l_1238) {
l_mut_651 = l_mut_280;
const bool l_1239 = uint(3) > uint(0);
if (l_1239) {
const uint l_1240 = l_mut_280 >> uint(3);
const uint l_1241 = l_mut_274 << uint(29);
const uint l_1242 = l_1240 | l_1241;
l_mut_651 = l_1242;
}
const uint l_1243 = l_mut_274 >> uint(3);
l_mut_663 = l_mut_651;
l_mut_657 = l_1243;
}
}
const bool l_1244 = l_mut_657 < l_mut_218;
const bool l_1245 = l_mut_657 == l_mut_218;
const bool l_1246 = l_mut_663 < l_mut_224;
const bool l_1247 = l_1245 && l_1246;
const bool l_1248 = l_1244 || l_1247;
const bool l_1249 = !l_1248;
l_mut_914 = l_1249;
const uint l_1250 = l_mut_224 | l_mut_218;
const bool l_1251 = l_1250 == uint(0);
if (l_1251) {
l_mut_1040 = l_1234;
} else {
if (l_mut_914) {
const bool l_1252 = l_mut_218 < l_mut_274;
const bool l_1253 = l_mut_218 == l_mut_274;
const bool l_1254 = l_mut_224 < l_mut_280;
const bool l_1255 = l_1253 && l_1254;
const bool l_1256 = l_1252 || l_1255;
if (l_1256) {
const uint l_1257 = l_mut_280 - uint(1);
const uint l_1258 = l_mut_274 - uint(0);
const bool l_1259 = l_mut_280 < uint(1);
const uint l_1260 = uint(l_1259);
const uint l_1261 = l_1258 - l_1260;
l_mut_663 = l_1257;
l_mut_657 = l_1261;
l_mut_651 = uint(0);

for (uint l_mut_1262 = uint(0); l_mut_1262 < uint(20); ++l_mut_1262) {
const uint l_1263 = uint(19) - l_mut_1262;
l_mut_87 = l_mut_663;
l_mut_72 = l_mut_657;
const bool l_1264 = l_1263 >= uint(32);
if (l_1264) {
const uint l_1265 = l_1263 & uint(31);
const uint l_1266 = l_mut_657 >> l_1265;
l_mut_87 = l_1266;
l_mut_72 = uint(0);
} else {
const bool l_1267 = l_1263 > uint(0);
if (l_1267) {
l_mut_35 = l_mut_663;
const bool l_1268 = l_1263 > uint(0);
if (l_1268) {
const uint l_1269 = l_mut_663 >> l_1263;
const uint l_1270 = uint(32) - l_1263;
const uint l_1271 = l_mut_657 << l_1270;
const uint l_1272 = l_1269 | l_1271;
l_mut_35 = l_1272;
}
const uint l_1273 = l_mut_657 >> l_1263;
l_mut_87 = l_mut_35;
l_mut_72 = l_1273;
}
}
const bool l_1274 = l_mut_72 < l_mut_218;
const bool l_1275 = l_mut_72 == l_mut_218;
const bool l_1276 = l_mut_87 < l_mut_224;
const bool l_1277 = l_1275 && l_1276;
const bool l_1278 = l_1274 || l_1277;
const bool l_1279 = !l_1278;
if (l_1279) {
l_mut_87 = l_mut_224;
l_mut_72 = l_mut_218;
const bool l_1280 = l_1263 >= uint(32);
if (l_1280) {
const uint l_1281 = l_1263 & uint(31);
const uint l_1282 = l_mut_224 << l_1281;
l_mut_87 = uint(0);
l_mut_72 = l_1282;
} else {
const bool l_1283 = l_1263 > uint(0);
if (l_1283) {
const uint l_1284 = l_mut_224 << l_1263;
const uint l_1285 = l_mut_218 << l_1263;
const uint l_1286 = uint(32) - l_1263;
const uint l_1287 = l_mut_224 >> l_1286;
const uint l_1288 = l_1285 | l_1287;
l_mut_87 = l_1284;
l_mut_72 = l_1288;
}
}
const uint l_1289 = l_mut_663 - l_mut_87;
const uint l_1290 = l_mut_657 - l_mut_72;
const bool l_1291 = l_mut_663 < l_mut_87;
const uint l_1292 = uint(l_1291);
const uint l_1293 = l_1290 - l_1292;
l_mut_663 = l_1289;
l_mut_657 = l_1293;
const uint l_1294 = uint(1) << l_1263;
l_mut_651 = l_mut_651 | l_1294;
}
}
const uint l_1295 = min(l_mut_651, l_1234);
l_mut_651 = l_1295;
const bool l_1296 = l_mut_657 < l_mut_218;
const bool l_1297 = l_mut_657 == l_mut_218;
const bool l_1298 = l_mut_663 < l_mut_224;
const bool l_1299 = l_1297 && l_1298;
const bool l_1300 = l_1296 || l_1299;
const bool l_1301 = !l_1300;
if (l_1301) {
l_mut_651 = l_1234;
}
l_mut_1040 = l_mut_651;
}
} else {
l_mut_663 = l_mut_280;
l_mut_657 = l_mut_274;
while (true) {
const bool l_1302 = l_mut_218 < l_mut_657;
const bool l_1303 = l_mut_218 == l_mut_657;
const bool l_1304 = l_mut_224 < l_mut_663;
const bool l_1305 = l_1303 && l_1304;
const bool l_1306 = l_1302 || l_1305;
const uint l_1307 = l_mut_1040 * l_mut_99;
const uint l_1308 = l_mut_93 + l_1307;
const uint l_1309 = l_1308 + l_mut_99;
const bool l_1310 = l_1309 < l_67;
const bool l_1311 = l_1306 && l_1310;
const bool l_1312 = !l_1311;
if (l_1312) {
break;}
const uint l_1313 = l_mut_663 - l_mut_224;
const uint l_1314 = l_mut_657 - l_mut_218;
const bool l_1315 = l_mut_663 < l_mut_224;
const uint l_1316 = uint(l_1315);
const uint l_1317 = l_1314 - l_1316;
l_mut_663 = l_1313;
l_mut_657 = l_1317;
l_mut_1040 = l_mut_1040 + uint(1);
}
}
}
const uint l_1318 = l_mut_1040 * l_mut_99;
const uint l_1319 = l_mut_93 + l_1318;
const uint l_1320 = l_1319 + l_mut_99;
const bool l_1321 = l_1320 >= l_67;
if (l_1321) {
l_mut_690 = uint(1);
} else {
const uint l_1322 = l_mut_224 * l_mut_1040;
const uint l_1323 = __umulhi(l_mut_224, l_mut_1040);
const uint l_1324 = l_mut_218 * l_mut_1040;
const uint l_1325 = l_1323 + l_1324;
const uint l_1326 = l_mut_280 - l_1322;
const uint l_1327 = l_mut_274 - l_1325;
const bool l_1328 = l_mut_280 < l_1322;
const uint l_1329 = uint(l_1328);
const uint l_1330 = l_1327 - l_1329;
l_mut_714 = l_1326;
l_mut_713 = l_1330;
const uint l_1331 = l_mut_1040 * l_mut_99;
const uint l_1332 = l_mut_93 + l_1331;
l_mut_710 = l_1332;
const uint l_1333 = l_mut_224 - l_mut_714;
const uint l_1334 = l_mut_218 - l_mut_713;
const bool l_1335 = l_mut_224 < l_mut_714;
const uint l_1336 = uint(l_1335);
const uint l_1337 = l_1334 - l_1336;
l_mut_1035 = l_1333;
l_mut_719 = l_1337;
const uint l_1338 = l_mut_99 + l_mut_710;
l_mut_709 = l_1338;
}
}
}
l_mut_280 = l_mut_714;
l_mut_274 = l_mut_713;
l_mut_224 = l_mut_1035;
l_mut_218 = l_mut_719;
l_mut_99 = l_mut_709;
l_mut_93 = l_mut_710;
l_mut_156 = l_mut_708;
l_mut_150 = l_mut_697;
const bool l_1339 = l_mut_690 == uint(1);
l_mut_619 = l_1339;
const bool l_1340 = l_mut_690 == uint(0);
l_mut_626 = l_1340;
}
}
const bool l_1341 = !l_mut_619;
if (l_1341) {
const uint l_1342 = l_27 * uint(8);
const uint l_1343 = l_1342 + l_28;
const uint l_1458 = info.static_meta[uint(6)];
const uint l_1459 = l_1458 * uint(1);
const uint l_1460 = l_1459 - uint(1);
const uint l_1461 = min(uint(1), l_1460);
device atomic_uint* l_1462 = &buffer_6[l_1461];
atomic_uint* l_1344 = l_1462;
const uint l_1345 = atomic_fetch_add_explicit(l_1344, uint(1), memory_order_relaxed);
const uint l_1346 = info.static_meta[uint(12)];
const bool l_1347 = l_1345 < l_1346;
if (l_1347) {
const uint l_1463 = info.static_meta[uint(5)];
const uint l_1464 = l_1463 * uint(1);
const bool l_1465 = l_1345 < l_1464;
if (l_1465) {
buffer_5[l_1345] = l_1343;
}
}
}
}
}

}
