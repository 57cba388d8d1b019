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

var l_mut_109: u64;
var l_mut_140: u64;
var l_mut_194: u64;
var l_mut_247: u32;
var l_mut_248: bool;
var l_mut_251: bool;
var l_mut_260: u32;
var l_mut_273: u64;
var l_mut_290: u64;
var l_mut_293: u32;
var l_mut_339: bool;
var l_mut_344: bool;
var l_mut_367: u32;
var l_mut_368: u32;
var l_mut_391: u64;
var l_mut_49: u32;
var l_mut_839: u32;
var l_mut_87: u64;
var l_mut_911: u32;
var l_mut_912: u32;
let l_0 = id == u32(0);
if l_0 {
let l_1359 = info.static_meta[u32(5)];
let l_1360 = l_1359 * u32(1);
let l_1361 = l_1360 - u32(1);
let l_1362 = min(u32(3), l_1361);
let l_1363 = &buffer_5_global[l_1362];
let l_1 = l_1363;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_1303 = info.static_meta[u32(3)];
let l_1304 = l_1303 * u32(1);
let l_1305 = l_3 < l_1304;
let l_1306 = l_1304 - u32(1);
let l_1307 = min(l_3, l_1306);
let l_1308 = buffer_3_global[l_1307];
let l_1309 = select(u32(0), l_1308, l_1305);
let l_4 = l_1309;
let l_5 = u64(l_4);
let l_6 = u32(2) * u32(0);
let l_7 = l_6 + u32(1);
let l_1310 = info.static_meta[u32(3)];
let l_1311 = l_1310 * u32(1);
let l_1312 = l_7 < l_1311;
let l_1313 = l_1311 - u32(1);
let l_1314 = min(l_7, l_1313);
let l_1315 = buffer_3_global[l_1314];
let l_1316 = select(u32(0), l_1315, l_1312);
let l_8 = l_1316;
let l_9 = u64(l_8);
let l_10 = l_9 << u32(bitcast<u64>(u64(32)));
let l_11 = l_5 | l_10;
let l_12 = l_11 & u64(4294967295);
let l_13 = u32(bitcast<u64>(l_12));
let l_14 = u32(2) * u32(1);
let l_1317 = info.static_meta[u32(3)];
let l_1318 = l_1317 * u32(1);
let l_1319 = l_14 < l_1318;
let l_1320 = l_1318 - u32(1);
let l_1321 = min(l_14, l_1320);
let l_1322 = buffer_3_global[l_1321];
let l_1323 = select(u32(0), l_1322, l_1319);
let l_15 = l_1323;
let l_16 = u64(l_15);
let l_17 = u32(2) * u32(1);
let l_18 = l_17 + u32(1);
let l_1324 = info.static_meta[u32(3)];
let l_1325 = l_1324 * u32(1);
let l_1326 = l_18 < l_1325;
let l_1327 = l_1325 - u32(1);
let l_1328 = min(l_18, l_1327);
let l_1329 = buffer_3_global[l_1328];
let l_1330 = select(u32(0), l_1329, l_1326);
let l_19 = l_1330;
let l_20 = u64(l_19);
let l_21 = l_20 << u32(bitcast<u64>(u64(32)));
let l_22 = l_16 | l_21;
let l_23 = l_22 & u64(4294967295);
let l_24 = u32(bitcast<u64>(l_23));
let l_25 = u32(2) * u32(2);
let l_1331 = info.static_meta[u32(3)];
let l_1332 = l_1331 * u32(1);
let l_1333 = l_25 < l_1332;
let l_1334 = l_1332 - u32(1);
let l_1335 = min(l_25, l_1334);
let l_1336 = buffer_3_global[l_1335];
let l_1337 = select(u32(0), l_1336, l_1333);
let l_26 = l_1337;
let l_27 = u64(l_26);
let l_28 = u32(2) * u32(2);
let l_29 = l_28 + u32(1);
let l_1338 = info.static_meta[u32(3)];
let l_1339 = l_1338 * u32(1);
let l_1340 = l_29 < l_1339;
let l_1341 = l_1339 - u32(1);
let l_1342 = min(l_29, l_1341);
let l_1343 = buffer_3_global[l_1342];
let l_1344 = select(u32(0), l_1343, l_1340);
let l_30 = l_1344;
let l_31 = u64(l_30);
let l_32 = l_31 << u32(bitcast<u64>(u64(32)));
let l_33 = l_27 | l_32;
let l_34 = u32(2) * u32(3);
let l_1345 = info.static_meta[u32(3)];
let l_1346 = l_1345 * u32(1);
let l_1347 = l_34 < l_1346;
let l_1348 = l_1346 - u32(1);
let l_1349 = min(l_34, l_1348);
let l_1350 = buffer_3_global[l_1349];
let l_1351 = select(u32(0), l_1350, l_1347);
let l_35 = l_1351;
let l_36 = u64(l_35);
let l_37 = u32(2) * u32(3);
let l_38 = l_37 + u32(1);
let l_1352 = info.static_meta[u32(3)];
let l_1353 = l_1352 * u32(1);
let l_1354 = l_38 < l_1353;
let l_1355 = l_1353 - u32(1);
let l_1356 = min(l_38, l_1355);
let l_1357 = buffer_3_global[l_1356];
let l_1358 = select(u32(0), l_1357, l_1354);
let l_39 = l_1358;
let l_40 = u64(l_39);
let l_41 = l_40 << u32(bitcast<u64>(u64(32)));
let l_42 = l_36 | l_41;
let l_43 = u32(2) * id;
let l_44 = info.static_meta[u32(6)];
let l_45 = l_43 < l_44;
let l_46 = u64(id);
let l_47 = u64(l_13);
let l_48 = l_46 * l_47;
l_mut_49 = u32(0);
let l_50 = l_48 < l_42;
if l_50 {
let l_51 = l_42 - l_48;
l_mut_49 = l_13;
let l_52 = u64(l_13);
let l_53 = l_51 < l_52;
if l_53 {
let l_54 = l_51 & u64(4294967295);
let l_55 = u32(bitcast<u64>(l_54));
l_mut_49 = l_55;
}
}
let l_56 = select(u32(0), l_mut_49, l_45);
let l_57 = l_56 > u32(0);
if l_57 {
let l_58 = u32(2) * id;
let l_1364 = info.static_meta[u32(0)];
let l_1365 = l_1364 * u32(1);
let l_1366 = l_58 < l_1365;
let l_1367 = l_1365 - u32(1);
let l_1368 = min(l_58, l_1367);
let l_1369 = buffer_0_global[l_1368];
let l_1370 = select(u32(0), l_1369, l_1366);
let l_59 = l_1370;
let l_60 = u64(l_59);
let l_61 = u32(2) * id;
let l_62 = l_61 + u32(1);
let l_1371 = info.static_meta[u32(0)];
let l_1372 = l_1371 * u32(1);
let l_1373 = l_62 < l_1372;
let l_1374 = l_1372 - u32(1);
let l_1375 = min(l_62, l_1374);
let l_1376 = buffer_0_global[l_1375];
let l_1377 = select(u32(0), l_1376, l_1373);
let l_63 = l_1377;
let l_64 = u64(l_63);
let l_65 = l_64 << u32(bitcast<u64>(u64(32)));
let l_66 = l_60 | l_65;
let l_67 = u32(2) * id;
let l_1378 = info.static_meta[u32(1)];
let l_1379 = l_1378 * u32(1);
let l_1380 = l_67 < l_1379;
let l_1381 = l_1379 - u32(1);
let l_1382 = min(l_67, l_1381);
let l_1383 = buffer_1_global[l_1382];
let l_1384 = select(u32(0), l_1383, l_1380);
let l_68 = l_1384;
let l_69 = u64(l_68);
let l_70 = u32(2) * id;
let l_71 = l_70 + u32(1);
let l_1385 = info.static_meta[u32(1)];
let l_1386 = l_1385 * u32(1);
let l_1387 = l_71 < l_1386;
let l_1388 = l_1386 - u32(1);
let l_1389 = min(l_71, l_1388);
let l_1390 = buffer_1_global[l_1389];
let l_1391 = select(u32(0), l_1390, l_1387);
let l_72 = l_1391;
let l_73 = u64(l_72);
let l_74 = l_73 << u32(bitcast<u64>(u64(32)));
let l_75 = l_69 | l_74;
let l_76 = u32(2) * id;
let l_1392 = info.static_meta[u32(2)];
let l_1393 = l_1392 * u32(1);
let l_1394 = l_76 < l_1393;
let l_1395 = l_1393 - u32(1);
let l_1396 = min(l_76, l_1395);
let l_1397 = buffer_2_global[l_1396];
let l_1398 = select(u32(0), l_1397, l_1394);
let l_77 = l_1398;
let l_78 = u64(l_77);
let l_79 = u32(2) * id;
let l_80 = l_79 + u32(1);
let l_1399 = info.static_meta[u32(2)];
let l_1400 = l_1399 * u32(1);
let l_1401 = l_80 < l_1400;
let l_1402 = l_1400 - u32(1);
let l_1403 = min(l_80, l_1402);
let l_1404 = buffer_2_global[l_1403];
let l_1405 = select(u32(0), l_1404, l_1401);
let l_81 = l_1405;
let l_82 = u64(l_81);
let l_83 = l_82 << u32(bitcast<u64>(u64(32)));
let l_84 = l_78 | l_83;
let l_85 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_86 = l_85 == u64(1);
l_mut_87 = l_84;
if l_86 {
let l_88 = u64(u32(0));
let l_89 = l_88 - l_84;
l_mut_87 = l_89;
}
let l_90 = u64(l_13);
let l_91 = l_mut_87 & u64(4294967295);
let l_92 = l_91 * l_90;
let l_93 = l_mut_87 >> u32(bitcast<u64>(u64(32)));
let l_94 = l_93 * l_90;
let l_95 = l_94 << u32(bitcast<u64>(u64(32)));
let l_96 = l_92 + l_95;
let l_97 = l_94 >> u32(bitcast<u64>(u64(32)));
let l_98 = l_96 < l_92;
let l_99 = u64(l_98);
let l_100 = l_97 + l_99;
l_mut_87 = l_96;
let l_101 = l_24 == u32(64);
if l_101 {
l_mut_87 = l_100;
} else {
let l_102 = l_24 > u32(0);
if l_102 {
let l_103 = u32(64) - l_24;
let l_104 = u64(l_103);
let l_105 = l_100 << u32(bitcast<u64>(l_104));
let l_106 = u64(l_24);
let l_107 = l_96 >> u32(bitcast<u64>(l_106));
let l_108 = l_105 | l_107;
l_mut_87 = l_108;
}
}
l_mut_109 = l_mut_87;
if l_86 {
let l_110 = u64(u32(0));
let l_111 = l_110 - l_mut_109;
l_mut_109 = l_111;
}
let l_112 = l_66 + l_mut_109;
let l_113 = l_24 + u32(3);
let l_114 = u64(u32(0));
l_mut_109 = l_114;
let l_115 = l_13 < u32(65536);
if l_115 {
let l_116 = l_13 * l_13;
let l_117 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_118 = l_117 == u64(1);
l_mut_87 = l_84;
if l_118 {
let l_119 = u64(u32(0));
let l_120 = l_119 - l_84;
l_mut_87 = l_120;
}
let l_121 = u64(l_116);
let l_122 = l_mut_87 & u64(4294967295);
let l_123 = l_122 * l_121;
let l_124 = l_mut_87 >> u32(bitcast<u64>(u64(32)));
let l_125 = l_124 * l_121;
let l_126 = l_125 << u32(bitcast<u64>(u64(32)));
let l_127 = l_123 + l_126;
let l_128 = l_125 >> u32(bitcast<u64>(u64(32)));
let l_129 = l_127 < l_123;
let l_130 = u64(l_129);
let l_131 = l_128 + l_130;
l_mut_87 = l_127;
let l_132 = l_113 == u32(64);
if l_132 {
l_mut_87 = l_131;
} else {
let l_133 = l_113 > u32(0);
if l_133 {
let l_134 = u32(64) - l_113;
let l_135 = u64(l_134);
let l_136 = l_131 << u32(bitcast<u64>(l_135));
let l_137 = u64(l_113);
let l_138 = l_127 >> u32(bitcast<u64>(l_137));
let l_139 = l_136 | l_138;
l_mut_87 = l_139;
}
}
l_mut_140 = l_mut_87;
if l_118 {
let l_141 = u64(u32(0));
let l_142 = l_141 - l_mut_140;
l_mut_140 = l_142;
}
l_mut_109 = l_mut_140;
} else {
let l_143 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_144 = l_143 == u64(1);
l_mut_140 = l_84;
if l_144 {
let l_145 = u64(u32(0));
let l_146 = l_145 - l_84;
l_mut_140 = l_146;
}
let l_147 = u64(l_13);
let l_148 = l_mut_140 & u64(4294967295);
let l_149 = l_148 * l_147;
let l_150 = l_mut_140 >> u32(bitcast<u64>(u64(32)));
let l_151 = l_150 * l_147;
let l_152 = l_151 << u32(bitcast<u64>(u64(32)));
let l_153 = l_149 + l_152;
let l_154 = l_151 >> u32(bitcast<u64>(u64(32)));
let l_155 = l_153 < l_149;
let l_156 = u64(l_155);
let l_157 = l_154 + l_156;
l_mut_87 = l_153;
let l_158 = u32(0) == u32(64);
if l_158 {
l_mut_87 = l_157;
} else {
let l_159 = u32(0) > u32(0);
if l_159 {
let l_160 = u64(u32(64));
let l_161 = l_157 << u32(bitcast<u64>(l_160));
let l_162 = u64(u32(0));
let l_163 = l_153 >> u32(bitcast<u64>(l_162));
let l_164 = l_161 | l_163;
l_mut_87 = l_164;
}
}
let l_165 = u64(l_13);
let l_166 = l_mut_140 & u64(4294967295);
let l_167 = l_166 * l_165;
let l_168 = l_mut_140 >> u32(bitcast<u64>(u64(32)));
let l_169 = l_168 * l_165;
let l_170 = l_169 << u32(bitcast<u64>(u64(32)));
let l_171 = l_167 + l_170;
let l_172 = l_169 >> u32(bitcast<u64>(u64(32)));
let l_173 = l_171 < l_167;
let l_174 = u64(l_173);
let l_175 = l_172 + l_174;
l_mut_140 = l_171;
let l_176 = u32(64) == u32(64);
if l_176 {
l_mut_140 = l_175;
} else {
let l_177 = u32(64) > u32(0);
if l_177 {
let l_178 = u64(u32(0));
let l_179 = l_175 << u32(bitcast<u64>(l_178));
let l_180 = u64(u32(64));
let l_181 = l_171 >> u32(bitcast<u64>(l_180));
let l_182 = l_179 | l_181;
l_mut_140 = l_182;
}
}
let l_183 = u64(l_13);
let l_184 = l_mut_87 & u64(4294967295);
let l_185 = l_184 * l_183;
let l_186 = l_mut_87 >> u32(bitcast<u64>(u64(32)));
let l_187 = l_186 * l_183;
let l_188 = l_187 << u32(bitcast<u64>(u64(32)));
let l_189 = l_185 + l_188;
let l_190 = l_187 >> u32(bitcast<u64>(u64(32)));
let l_191 = l_189 < l_185;
let l_192 = u64(l_191);
let l_193 = l_190 + l_192;
l_mut_194 = l_189;
let l_195 = u32(0) == u32(64);
if l_195 {
l_mut_194 = l_193;
} else {
let l_196 = u32(0) > u32(0);
if l_196 {
let l_197 = u64(u32(64));
let l_198 = l_193 << u32(bitcast<u64>(l_197));
let l_199 = u64(u32(0));
let l_200 = l_189 >> u32(bitcast<u64>(l_199));
let l_201 = l_198 | l_200;
l_mut_194 = l_201;
}
}
let l_202 = u64(l_13);
let l_203 = l_mut_87 & u64(4294967295);
let l_204 = l_203 * l_202;
let l_205 = l_mut_87 >> u32(bitcast<u64>(u64(32)));
let l_206 = l_205 * l_202;
let l_207 = l_206 << u32(bitcast<u64>(u64(32)));
let l_208 = l_204 + l_207;
let l_209 = l_206 >> u32(bitcast<u64>(u64(32)));
let l_210 = l_208 < l_204;
let l_211 = u64(l_210);
let l_212 = l_209 + l_211;
l_mut_87 = l_208;
let l_213 = u32(64) == u32(64);
if l_213 {
l_mut_87 = l_212;
} else {
let l_214 = u32(64) > u32(0);
if l_214 {
let l_215 = u64(u32(0));
let l_216 = l_212 << u32(bitcast<u64>(l_215));
let l_217 = u64(u32(64));
let l_218 = l_208 >> u32(bitcast<u64>(l_217));
let l_219 = l_216 | l_218;
l_mut_87 = l_219;
}
}
let l_220 = u64(l_13);
let l_221 = l_mut_140 * l_220;
let l_222 = l_mut_87 + l_221;
l_mut_109 = l_mut_194;
let l_223 = l_113 == u32(64);
if l_223 {
l_mut_109 = l_222;
} else {
let l_224 = l_113 > u32(0);
if l_224 {
let l_225 = u32(64) - l_113;
let l_226 = u64(l_225);
let l_227 = l_222 << u32(bitcast<u64>(l_226));
let l_228 = u64(l_113);
let l_229 = l_mut_194 >> u32(bitcast<u64>(l_228));
let l_230 = l_227 + l_229;
l_mut_109 = l_230;
}
}
if l_144 {
let l_231 = u64(u32(0));
let l_232 = l_231 - l_mut_109;
l_mut_109 = l_232;
}
}
l_mut_194 = l_mut_109;
let l_233 = l_mut_109 >> u32(bitcast<u64>(u64(63)));
let l_234 = l_233 == u64(1);
if l_234 {
let l_235 = u64(u32(0));
let l_236 = l_235 - l_mut_109;
l_mut_194 = l_236;
}
let l_237 = l_33 + l_mut_194;
let l_238 = u64(u32(1));
let l_239 = l_237 + l_238;
let l_240 = l_75 - l_mut_109;
let l_241 = l_240 + l_239;
let l_242 = u64(u32(0));
let l_243 = l_242 - l_112;
let l_244 = l_239 + l_239;
l_mut_194 = l_243;
let l_245 = u64(u32(0));
let l_246 = l_245 - l_243;
l_mut_140 = l_246;
l_mut_109 = l_241;
l_mut_49 = u32(1);
l_mut_247 = u32(1);
l_mut_248 = bool(false);
let l_249 = l_mut_109 < l_244;
let l_250 = !l_249;
l_mut_251 = l_250;
let l_252 = l_243 == u64(0);
if l_252 {
l_mut_248 = l_mut_251;
l_mut_251 = bool(false);
}
if l_mut_251 {
let l_253 = l_243 >> u32(bitcast<u64>(u64(63)));
let l_254 = l_253 == u64(1);
l_mut_87 = l_243;
if l_254 {
let l_255 = u64(u32(0));
let l_256 = l_255 - l_243;
l_mut_87 = l_256;
}
let l_257 = l_13 - u32(1);
let l_258 = u64(l_257);
let l_259 = l_mut_87 * l_258;
l_mut_260 = u32(0);
let l_261 = l_13 - u32(1);
let l_262 = u64(l_261);
let l_263 = l_mut_87 & u64(4294967295);
let l_264 = l_263 * l_262;
let l_265 = l_mut_87 >> u32(bitcast<u64>(u64(32)));
let l_266 = l_265 * l_262;
let l_267 = l_266 << u32(bitcast<u64>(u64(32)));
let l_268 = l_264 + l_267;
let l_269 = l_266 >> u32(bitcast<u64>(u64(32)));
let l_270 = l_268 < l_264;
let l_271 = u64(l_270);
let l_272 = l_269 + l_271;
l_mut_273 = l_268;
let l_274 = u32(64) == u32(64);
if l_274 {
l_mut_273 = l_272;
} else {
let l_275 = u32(64) > u32(0);
if l_275 {
let l_276 = u64(u32(0));
let l_277 = l_272 << u32(bitcast<u64>(l_276));
let l_278 = u64(u32(64));
let l_279 = l_268 >> u32(bitcast<u64>(l_278));
let l_280 = l_277 | l_279;
l_mut_273 = l_280;
}
}
let l_281 = l_mut_273 == u64(0);
if l_281 {
l_mut_273 = l_241;
if l_254 {
let l_282 = u64(u32(0));
let l_283 = l_282 - l_241;
let l_284 = l_241 == u64(0);
let l_285 = !l_284;
let l_286 = l_259 < l_283;
let l_287 = !l_286;
let l_288 = l_285 && l_287;
if l_288 {
let l_289 = l_13 - u32(1);
l_mut_290 = l_283;
let l_291 = l_283 < l_mut_87;
let l_292 = !l_291;
if l_292 {
l_mut_293 = u32(0);
let l_294 = l_mut_87 < l_283;
if l_294 {
let l_295 = l_283 - u64(1);
let l_296 = l_295 / l_mut_87;
let l_297 = u64(l_289);
let l_298 = l_296 < l_297;
let l_299 = u64(l_289);
let l_300 = select(l_299, l_296, l_298);
let l_301 = u32(bitcast<u64>(l_300));
l_mut_293 = l_301;
}
let l_302 = u64(l_mut_293);
let l_303 = l_mut_87 * l_302;
let l_304 = l_283 - l_303;
l_mut_290 = l_304;
let l_305 = l_mut_290 < l_mut_87;
let l_306 = !l_305;
if l_306 {
let l_307 = l_mut_290 - l_mut_87;
l_mut_290 = l_307;
}
}
let l_308 = l_mut_87 - l_mut_290;
l_mut_290 = l_308;
let l_309 = l_308 < l_mut_87;
let l_310 = !l_309;
if l_310 {
let l_311 = l_308 - l_mut_87;
l_mut_290 = l_311;
}
let l_312 = l_mut_290 < l_mut_273;
if l_312 {
l_mut_273 = l_mut_290;
}
}
} else {
let l_313 = l_241 - l_259;
l_mut_273 = l_313;
let l_314 = l_241 < l_259;
if l_314 {
let l_315 = l_13 - u32(1);
l_mut_290 = l_241;
let l_316 = l_241 < l_mut_87;
let l_317 = !l_316;
if l_317 {
l_mut_293 = u32(0);
let l_318 = l_mut_87 < l_241;
if l_318 {
let l_319 = l_241 - u64(1);
let l_320 = l_319 / l_mut_87;
let l_321 = u64(l_315);
let l_322 = l_320 < l_321;
let l_323 = u64(l_315);
let l_324 = select(l_323, l_320, l_322);
let l_325 = u32(bitcast<u64>(l_324));
l_mut_293 = l_325;
}
let l_326 = u64(l_mut_293);
let l_327 = l_mut_87 * l_326;
let l_328 = l_241 - l_327;
l_mut_290 = l_328;
let l_329 = l_mut_290 < l_mut_87;
let l_330 = !l_329;
if l_330 {
let l_331 = l_mut_290 - l_mut_87;
l_mut_290 = l_331;
}
}
let l_332 = l_mut_290 < l_mut_273;
if l_332 {
l_mut_273 = l_mut_290;
}
}
}
let l_333 = l_mut_273 < l_244;
let l_334 = !l_333;
let l_335 = u32(l_334);
let l_336 = u32(2) - l_335;
l_mut_260 = l_336;
}
let l_337 = l_mut_260 > u32(0);
if l_337 {
let l_338 = l_mut_260 == u32(1);
l_mut_248 = l_338;
l_mut_251 = bool(false);
}
}
l_mut_339 = bool(false);
loop {
let l_340 = !l_mut_251;
if l_340 {
break;
}
let l_341 = l_mut_109 < l_mut_194;
if l_341 {
let l_342 = l_mut_194 - l_mut_109;
l_mut_290 = l_342;
l_mut_273 = l_mut_194;
let l_343 = l_mut_290 < l_mut_194;
if l_343 {
l_mut_273 = l_mut_290;
}
l_mut_344 = bool(false);
let l_345 = u64(u32(3));
let l_346 = l_mut_273 >> u32(bitcast<u64>(l_345));
let l_347 = l_346 < l_mut_140;
let l_348 = !l_347;
l_mut_344 = l_348;
l_mut_293 = u32(0);
let l_349 = l_mut_140 == u64(0);
let l_350 = !l_349;
let l_351 = l_mut_344 && l_350;
let l_352 = l_mut_140 < l_mut_273;
let l_353 = l_351 && l_352;
let l_354 = l_mut_49 + l_mut_247;
let l_355 = l_354 < l_13;
let l_356 = l_353 && l_355;
if l_356 {
let l_357 = l_13 - l_mut_49;
let l_358 = l_357 - l_mut_247;
let l_359 = l_358 / l_mut_49;
let l_360 = l_mut_273 - u64(1);
let l_361 = l_360 / l_mut_140;
let l_362 = u64(l_359);
let l_363 = l_361 < l_362;
let l_364 = u64(l_359);
let l_365 = select(l_364, l_361, l_363);
let l_366 = u32(bitcast<u64>(l_365));
l_mut_293 = l_366;
}
l_mut_290 = l_mut_194;
l_mut_273 = l_mut_140;
l_mut_260 = l_mut_49;
l_mut_367 = l_mut_247;
l_mut_87 = l_mut_109;
l_mut_368 = u32(0);
let l_369 = l_mut_293 > u32(0);
if l_369 {
let l_370 = u64(l_mut_293);
let l_371 = l_mut_140 * l_370;
let l_372 = l_mut_194 - l_371;
l_mut_290 = l_372;
let l_373 = l_mut_293 * l_mut_49;
let l_374 = l_mut_247 + l_373;
l_mut_367 = l_374;
} else {
let l_375 = l_mut_368 == u32(0);
if l_375 {
let l_376 = l_13 - l_mut_49;
let l_377 = l_376 / l_mut_247;
l_mut_293 = u32(0);
l_mut_344 = bool(false);
let l_378 = u64(u32(3));
let l_379 = l_mut_140 >> u32(bitcast<u64>(l_378));
let l_380 = l_379 < l_mut_194;
let l_381 = !l_380;
l_mut_344 = l_381;
let l_382 = l_mut_194 == u64(0);
if l_382 {
l_mut_293 = l_377;
} else {
if l_mut_344 {
let l_383 = l_mut_194 < l_mut_140;
if l_383 {
let l_384 = l_mut_140 - u64(1);
let l_385 = l_384 / l_mut_194;
let l_386 = u64(l_377);
let l_387 = l_385 < l_386;
let l_388 = u64(l_377);
let l_389 = select(l_388, l_385, l_387);
let l_390 = u32(bitcast<u64>(l_389));
l_mut_293 = l_390;
}
} else {
l_mut_391 = l_mut_140;
loop {
let l_392 = l_mut_194 < l_mut_391;
let l_393 = l_mut_293 * l_mut_247;
let l_394 = l_mut_49 + l_393;
let l_395 = l_394 + l_mut_247;
let l_396 = l_395 < l_13;
let l_397 = l_392 && l_396;
let l_398 = !l_397;
if l_398 {
break;
}
let l_399 = l_mut_391 - l_mut_194;
l_mut_391 = l_399;
l_mut_293 = l_mut_293 + u32(1);
}
}
}
let l_400 = l_mut_293 * l_mut_247;
let l_401 = l_mut_49 + l_400;
let l_402 = l_401 + l_mut_247;
let l_403 = l_402 >= l_13;
if l_403 {
l_mut_368 = u32(1);
} else {
let l_404 = u64(l_mut_293);
let l_405 = l_mut_194 * l_404;
let l_406 = l_mut_140 - l_405;
l_mut_273 = l_406;
let l_407 = l_mut_293 * l_mut_247;
let l_408 = l_mut_49 + l_407;
l_mut_260 = l_408;
let l_409 = l_mut_194 - l_mut_273;
l_mut_290 = l_409;
let l_410 = l_mut_247 + l_mut_260;
l_mut_367 = l_410;
}
}
}
l_mut_194 = l_mut_290;
l_mut_140 = l_mut_273;
l_mut_49 = l_mut_260;
l_mut_247 = l_mut_367;
l_mut_109 = l_mut_87;
let l_411 = l_mut_368 == u32(1);
l_mut_248 = l_411;
let l_412 = l_mut_368 == u32(0);
l_mut_251 = l_412;
} else {
let l_413 = l_mut_140 - l_mut_109;
l_mut_391 = l_413;
let l_414 = l_mut_109 - l_244;
l_mut_391 = l_414;
l_mut_290 = l_mut_140;
let l_415 = l_mut_391 < l_mut_140;
if l_415 {
l_mut_290 = l_mut_391;
}
l_mut_344 = bool(false);
let l_416 = u64(u32(3));
let l_417 = l_mut_290 >> u32(bitcast<u64>(l_416));
let l_418 = l_417 < l_mut_194;
let l_419 = !l_418;
l_mut_344 = l_419;
l_mut_368 = u32(0);
let l_420 = l_mut_194 == u64(0);
let l_421 = !l_420;
let l_422 = l_mut_344 && l_421;
let l_423 = l_mut_194 < l_mut_290;
let l_424 = l_422 && l_423;
let l_425 = l_mut_247 + l_mut_49;
let l_426 = l_425 < l_13;
let l_427 = l_424 && l_426;
if l_427 {
let l_428 = l_13 - l_mut_247;
let l_429 = l_428 - l_mut_49;
let l_430 = l_429 / l_mut_247;
let l_431 = l_mut_290 - u64(1);
let l_432 = l_431 / l_mut_194;
let l_433 = u64(l_430);
let l_434 = l_432 < l_433;
let l_435 = u64(l_430);
let l_436 = select(l_435, l_432, l_434);
let l_437 = u32(bitcast<u64>(l_436));
l_mut_368 = l_437;
}
l_mut_391 = l_mut_140;
l_mut_290 = l_mut_194;
l_mut_367 = l_mut_247;
l_mut_293 = l_mut_49;
l_mut_273 = l_mut_109;
l_mut_260 = u32(0);
let l_438 = l_mut_368 > u32(0);
if l_438 {
let l_439 = u64(l_mut_368);
let l_440 = l_mut_194 * l_439;
let l_441 = l_mut_109 - l_440;
l_mut_273 = l_441;
let l_442 = l_mut_140 - l_440;
l_mut_391 = l_442;
let l_443 = l_mut_368 * l_mut_247;
let l_444 = l_mut_49 + l_443;
l_mut_293 = l_444;
} else {
let l_445 = l_mut_109 - l_mut_194;
l_mut_273 = l_445;
let l_446 = l_mut_273 < l_244;
if l_446 {
l_mut_260 = u32(2);
}
let l_447 = l_mut_260 == u32(0);
if l_447 {
let l_448 = l_13 - l_mut_247;
let l_449 = l_448 / l_mut_49;
l_mut_368 = u32(0);
l_mut_344 = bool(false);
let l_450 = u64(u32(3));
let l_451 = l_mut_194 >> u32(bitcast<u64>(l_450));
let l_452 = l_451 < l_mut_140;
let l_453 = !l_452;
l_mut_344 = l_453;
let l_454 = l_mut_140 == u64(0);
if l_454 {
l_mut_368 = l_449;
} else {
if l_mut_344 {
let l_455 = l_mut_140 < l_mut_194;
if l_455 {
let l_456 = l_mut_194 - u64(1);
let l_457 = l_456 / l_mut_140;
let l_458 = u64(l_449);
let l_459 = l_457 < l_458;
let l_460 = u64(l_449);
let l_461 = select(l_460, l_457, l_459);
let l_462 = u32(bitcast<u64>(l_461));
l_mut_368 = l_462;
}
} else {
l_mut_87 = l_mut_194;
loop {
let l_463 = l_mut_140 < l_mut_87;
let l_464 = l_mut_368 * l_mut_49;
let l_465 = l_mut_247 + l_464;
let l_466 = l_465 + l_mut_49;
let l_467 = l_466 < l_13;
let l_468 = l_463 && l_467;
let l_469 = !l_468;
if l_469 {
break;
}
let l_470 = l_mut_87 - l_mut_140;
l_mut_87 = l_470;
l_mut_368 = l_mut_368 + u32(1);
}
}
}
let l_471 = l_mut_368 * l_mut_49;
let l_472 = l_mut_247 + l_471;
let l_473 = l_472 + l_mut_49;
let l_474 = l_473 >= l_13;
if l_474 {
l_mut_260 = u32(1);
} else {
let l_475 = u64(l_mut_368);
let l_476 = l_mut_140 * l_475;
let l_477 = l_mut_194 - l_476;
l_mut_290 = l_477;
let l_478 = l_mut_368 * l_mut_49;
let l_479 = l_mut_247 + l_478;
l_mut_367 = l_479;
let l_480 = l_mut_140 - l_mut_290;
l_mut_391 = l_480;
let l_481 = l_mut_49 + l_mut_367;
l_mut_293 = l_481;
}
}
}
l_mut_194 = l_mut_290;
l_mut_140 = l_mut_391;
l_mut_49 = l_mut_293;
l_mut_247 = l_mut_367;
l_mut_109 = l_mut_273;
let l_482 = l_mut_260 == u32(1);
l_mut_248 = l_482;
let l_483 = l_mut_260 == u32(0);
l_mut_251 = l_483;
}
}
let l_484 = !l_mut_248;
if l_484 {
let l_1406 = info.static_meta[u32(5)];
let l_1407 = l_1406 * u32(1);
let l_1408 = l_1407 - u32(1);
let l_1409 = min(u32(0), l_1408);
let l_1410 = &buffer_5_global[l_1409];
let l_485 = l_1410;
let l_486 = atomicAdd(l_485, u32(1));let l_487 = l_13 / u32(8);
l_mut_368 = u32(0);
l_mut_367 = u32(0);
l_mut_293 = u32(0);

for (var l_mut_488: u32 = u32(0); l_mut_488 < u32(8); l_mut_488++) {
let l_489 = l_mut_488 * l_487;
let l_490 = l_489 < l_56;
let l_491 = l_13 / u32(8);
let l_492 = l_mut_488 * l_491;
let l_493 = l_492 + l_492;
let l_494 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_495 = l_494 == u64(1);
l_mut_391 = l_84;
if l_495 {
let l_496 = u64(u32(0));
let l_497 = l_496 - l_84;
l_mut_391 = l_497;
}
let l_498 = u64(l_493);
let l_499 = l_mut_391 & u64(4294967295);
let l_500 = l_499 * l_498;
let l_501 = l_mut_391 >> u32(bitcast<u64>(u64(32)));
let l_502 = l_501 * l_498;
let l_503 = l_502 << u32(bitcast<u64>(u64(32)));
let l_504 = l_500 + l_503;
let l_505 = l_502 >> u32(bitcast<u64>(u64(32)));
let l_506 = l_504 < l_500;
let l_507 = u64(l_506);
let l_508 = l_505 + l_507;
l_mut_391 = l_504;
let l_509 = l_24 == u32(64);
if l_509 {
l_mut_391 = l_508;
} else {
let l_510 = l_24 > u32(0);
if l_510 {
let l_511 = u32(64) - l_24;
let l_512 = u64(l_511);
let l_513 = l_508 << u32(bitcast<u64>(l_512));
let l_514 = u64(l_24);
let l_515 = l_504 >> u32(bitcast<u64>(l_514));
let l_516 = l_513 | l_515;
l_mut_391 = l_516;
}
}
l_mut_290 = l_mut_391;
if l_495 {
let l_517 = u64(u32(0));
let l_518 = l_517 - l_mut_290;
l_mut_290 = l_518;
}
let l_519 = l_66 + l_mut_290;
let l_520 = u64(l_492);
let l_521 = l_66 * l_520;
let l_522 = l_75 + l_521;
let l_523 = u64(u32(0));
l_mut_391 = l_523;
let l_524 = l_492 < u32(65536);
if l_524 {
let l_525 = l_492 * l_492;
let l_526 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_527 = l_526 == u64(1);
l_mut_290 = l_84;
if l_527 {
let l_528 = u64(u32(0));
let l_529 = l_528 - l_84;
l_mut_290 = l_529;
}
let l_530 = u64(l_525);
let l_531 = l_mut_290 & u64(4294967295);
let l_532 = l_531 * l_530;
let l_533 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_534 = l_533 * l_530;
let l_535 = l_534 << u32(bitcast<u64>(u64(32)));
let l_536 = l_532 + l_535;
let l_537 = l_534 >> u32(bitcast<u64>(u64(32)));
let l_538 = l_536 < l_532;
let l_539 = u64(l_538);
let l_540 = l_537 + l_539;
l_mut_290 = l_536;
let l_541 = l_24 == u32(64);
if l_541 {
l_mut_290 = l_540;
} else {
let l_542 = l_24 > u32(0);
if l_542 {
let l_543 = u32(64) - l_24;
let l_544 = u64(l_543);
let l_545 = l_540 << u32(bitcast<u64>(l_544));
let l_546 = u64(l_24);
let l_547 = l_536 >> u32(bitcast<u64>(l_546));
let l_548 = l_545 | l_547;
l_mut_290 = l_548;
}
}
l_mut_273 = l_mut_290;
if l_527 {
let l_549 = u64(u32(0));
let l_550 = l_549 - l_mut_273;
l_mut_273 = l_550;
}
l_mut_391 = l_mut_273;
} else {
let l_551 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_552 = l_551 == u64(1);
l_mut_290 = l_84;
if l_552 {
let l_553 = u64(u32(0));
let l_554 = l_553 - l_84;
l_mut_290 = l_554;
}
let l_555 = u64(l_492);
let l_556 = l_mut_290 & u64(4294967295);
let l_557 = l_556 * l_555;
let l_558 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_559 = l_558 * l_555;
let l_560 = l_559 << u32(bitcast<u64>(u64(32)));
let l_561 = l_557 + l_560;
let l_562 = l_559 >> u32(bitcast<u64>(u64(32)));
let l_563 = l_561 < l_557;
let l_564 = u64(l_563);
let l_565 = l_562 + l_564;
l_mut_273 = l_561;
let l_566 = u32(0) == u32(64);
if l_566 {
l_mut_273 = l_565;
} else {
let l_567 = u32(0) > u32(0);
if l_567 {
let l_568 = u64(u32(64));
let l_569 = l_565 << u32(bitcast<u64>(l_568));
let l_570 = u64(u32(0));
let l_571 = l_561 >> u32(bitcast<u64>(l_570));
let l_572 = l_569 | l_571;
l_mut_273 = l_572;
}
}
let l_573 = u64(l_492);
let l_574 = l_mut_290 & u64(4294967295);
let l_575 = l_574 * l_573;
let l_576 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_577 = l_576 * l_573;
let l_578 = l_577 << u32(bitcast<u64>(u64(32)));
let l_579 = l_575 + l_578;
let l_580 = l_577 >> u32(bitcast<u64>(u64(32)));
let l_581 = l_579 < l_575;
let l_582 = u64(l_581);
let l_583 = l_580 + l_582;
l_mut_290 = l_579;
let l_584 = u32(64) == u32(64);
if l_584 {
l_mut_290 = l_583;
} else {
let l_585 = u32(64) > u32(0);
if l_585 {
let l_586 = u64(u32(0));
let l_587 = l_583 << u32(bitcast<u64>(l_586));
let l_588 = u64(u32(64));
let l_589 = l_579 >> u32(bitcast<u64>(l_588));
let l_590 = l_587 | l_589;
l_mut_290 = l_590;
}
}
let l_591 = u64(l_492);
let l_592 = l_mut_273 & u64(4294967295);
let l_593 = l_592 * l_591;
let l_594 = l_mut_273 >> u32(bitcast<u64>(u64(32)));
let l_595 = l_594 * l_591;
let l_596 = l_595 << u32(bitcast<u64>(u64(32)));
let l_597 = l_593 + l_596;
let l_598 = l_595 >> u32(bitcast<u64>(u64(32)));
let l_599 = l_597 < l_593;
let l_600 = u64(l_599);
let l_601 = l_598 + l_600;
l_mut_194 = l_597;
let l_602 = u32(0) == u32(64);
if l_602 {
l_mut_194 = l_601;
} else {
let l_603 = u32(0) > u32(0);
if l_603 {
let l_604 = u64(u32(64));
let l_605 = l_601 << u32(bitcast<u64>(l_604));
let l_606 = u64(u32(0));
let l_607 = l_597 >> u32(bitcast<u64>(l_606));
let l_608 = l_605 | l_607;
l_mut_194 = l_608;
}
}
let l_609 = u64(l_492);
let l_610 = l_mut_273 & u64(4294967295);
let l_611 = l_610 * l_609;
let l_612 = l_mut_273 >> u32(bitcast<u64>(u64(32)));
let l_613 = l_612 * l_609;
let l_614 = l_613 << u32(bitcast<u64>(u64(32)));
let l_615 = l_611 + l_614;
let l_616 = l_613 >> u32(bitcast<u64>(u64(32)));
let l_617 = l_615 < l_611;
let l_618 = u64(l_617);
let l_619 = l_616 + l_618;
l_mut_273 = l_615;
let l_620 = u32(64) == u32(64);
if l_620 {
l_mut_273 = l_619;
} else {
let l_621 = u32(64) > u32(0);
if l_621 {
let l_622 = u64(u32(0));
let l_623 = l_619 << u32(bitcast<u64>(l_622));
let l_624 = u64(u32(64));
let l_625 = l_615 >> u32(bitcast<u64>(l_624));
let l_626 = l_623 | l_625;
l_mut_273 = l_626;
}
}
let l_627 = u64(l_492);
let l_628 = l_mut_290 * l_627;
let l_629 = l_mut_273 + l_628;
l_mut_391 = l_mut_194;
let l_630 = l_24 == u32(64);
if l_630 {
l_mut_391 = l_629;
} else {
let l_631 = l_24 > u32(0);
if l_631 {
let l_632 = u32(64) - l_24;
let l_633 = u64(l_632);
let l_634 = l_629 << u32(bitcast<u64>(l_633));
let l_635 = u64(l_24);
let l_636 = l_mut_194 >> u32(bitcast<u64>(l_635));
let l_637 = l_634 + l_636;
l_mut_391 = l_637;
}
}
if l_552 {
let l_638 = u64(u32(0));
let l_639 = l_638 - l_mut_391;
l_mut_391 = l_639;
}
}
let l_640 = l_522 + l_mut_391;
let l_641 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_642 = l_641 == u64(1);
l_mut_391 = l_84;
if l_642 {
let l_643 = u64(u32(0));
let l_644 = l_643 - l_84;
l_mut_391 = l_644;
}
let l_645 = u64(l_491);
let l_646 = l_mut_391 & u64(4294967295);
let l_647 = l_646 * l_645;
let l_648 = l_mut_391 >> u32(bitcast<u64>(u64(32)));
let l_649 = l_648 * l_645;
let l_650 = l_649 << u32(bitcast<u64>(u64(32)));
let l_651 = l_647 + l_650;
let l_652 = l_649 >> u32(bitcast<u64>(u64(32)));
let l_653 = l_651 < l_647;
let l_654 = u64(l_653);
let l_655 = l_652 + l_654;
l_mut_391 = l_651;
let l_656 = l_24 == u32(64);
if l_656 {
l_mut_391 = l_655;
} else {
let l_657 = l_24 > u32(0);
if l_657 {
let l_658 = u32(64) - l_24;
let l_659 = u64(l_658);
let l_660 = l_655 << u32(bitcast<u64>(l_659));
let l_661 = u64(l_24);
let l_662 = l_651 >> u32(bitcast<u64>(l_661));
let l_663 = l_660 | l_662;
l_mut_391 = l_663;
}
}
l_mut_290 = l_mut_391;
if l_642 {
let l_664 = u64(u32(0));
let l_665 = l_664 - l_mut_290;
l_mut_290 = l_665;
}
let l_666 = l_519 + l_mut_290;
let l_667 = l_24 + u32(3);
let l_668 = u64(u32(0));
l_mut_391 = l_668;
let l_669 = l_491 < u32(65536);
if l_669 {
let l_670 = l_491 * l_491;
let l_671 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_672 = l_671 == u64(1);
l_mut_290 = l_84;
if l_672 {
let l_673 = u64(u32(0));
let l_674 = l_673 - l_84;
l_mut_290 = l_674;
}
let l_675 = u64(l_670);
let l_676 = l_mut_290 & u64(4294967295);
let l_677 = l_676 * l_675;
let l_678 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_679 = l_678 * l_675;
let l_680 = l_679 << u32(bitcast<u64>(u64(32)));
let l_681 = l_677 + l_680;
let l_682 = l_679 >> u32(bitcast<u64>(u64(32)));
let l_683 = l_681 < l_677;
let l_684 = u64(l_683);
let l_685 = l_682 + l_684;
l_mut_290 = l_681;
let l_686 = l_667 == u32(64);
if l_686 {
l_mut_290 = l_685;
} else {
let l_687 = l_667 > u32(0);
if l_687 {
let l_688 = u32(64) - l_667;
let l_689 = u64(l_688);
let l_690 = l_685 << u32(bitcast<u64>(l_689));
let l_691 = u64(l_667);
let l_692 = l_681 >> u32(bitcast<u64>(l_691));
let l_693 = l_690 | l_692;
l_mut_290 = l_693;
}
}
l_mut_273 = l_mut_290;
if l_672 {
let l_694 = u64(u32(0));
let l_695 = l_694 - l_mut_273;
l_mut_273 = l_695;
}
l_mut_391 = l_mut_273;
} else {
let l_696 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_697 = l_696 == u64(1);
l_mut_290 = l_84;
if l_697 {
let l_698 = u64(u32(0));
let l_699 = l_698 - l_84;
l_mut_290 = l_699;
}
let l_700 = u64(l_491);
let l_701 = l_mut_290 & u64(4294967295);
let l_702 = l_701 * l_700;
let l_703 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_704 = l_703 * l_700;
let l_705 = l_704 << u32(bitcast<u64>(u64(32)));
let l_706 = l_702 + l_705;
let l_707 = l_704 >> u32(bitcast<u64>(u64(32)));
let l_708 = l_706 < l_702;
let l_709 = u64(l_708);
let l_710 = l_707 + l_709;
l_mut_273 = l_706;
let l_711 = u32(0) == u32(64);
if l_711 {
l_mut_273 = l_710;
} else {
let l_712 = u32(0) > u32(0);
if l_712 {
let l_713 = u64(u32(64));
let l_714 = l_710 << u32(bitcast<u64>(l_713));
let l_715 = u64(u32(0));
let l_716 = l_706 >> u32(bitcast<u64>(l_715));
let l_717 = l_714 | l_716;
l_mut_273 = l_717;
}
}
let l_718 = u64(l_491);
let l_719 = l_mut_290 & u64(4294967295);
let l_720 = l_719 * l_718;
let l_721 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_722 = l_721 * l_718;
let l_723 = l_722 << u32(bitcast<u64>(u64(32)));
let l_724 = l_720 + l_723;
let l_725 = l_722 >> u32(bitcast<u64>(u64(32)));
let l_726 = l_724 < l_720;
let l_727 = u64(l_726);
let l_728 = l_725 + l_727;
l_mut_290 = l_724;
let l_729 = u32(64) == u32(64);
if l_729 {
l_mut_290 = l_728;
} else {
let l_730 = u32(64) > u32(0);
if l_730 {
let l_731 = u64(u32(0));
let l_732 = l_728 << u32(bitcast<u64>(l_731));
let l_733 = u64(u32(64));
let l_734 = l_724 >> u32(bitcast<u64>(l_733));
let l_735 = l_732 | l_734;
l_mut_290 = l_735;
}
}
let l_736 = u64(l_491);
let l_737 = l_mut_273 & u64(4294967295);
let l_738 = l_737 * l_736;
let l_739 = l_mut_273 >> u32(bitcast<u64>(u64(32)));
let l_740 = l_739 * l_736;
let l_741 = l_740 << u32(bitcast<u64>(u64(32)));
let l_742 = l_738 + l_741;
let l_743 = l_740 >> u32(bitcast<u64>(u64(32)));
let l_744 = l_742 < l_738;
let l_745 = u64(l_744);
let l_746 = l_743 + l_745;
l_mut_194 = l_742;
let l_747 = u32(0) == u32(64);
if l_747 {
l_mut_194 = l_746;
} else {
let l_748 = u32(0) > u32(0);
if l_748 {
let l_749 = u64(u32(64));
let l_750 = l_746 << u32(bitcast<u64>(l_749));
let l_751 = u64(u32(0));
let l_752 = l_742 >> u32(bitcast<u64>(l_751));
let l_753 = l_750 | l_752;
l_mut_194 = l_753;
}
}
let l_754 = u64(l_491);
let l_755 = l_mut_273 & u64(4294967295);
let l_756 = l_755 * l_754;
let l_757 = l_mut_273 >> u32(bitcast<u64>(u64(32)));
let l_758 = l_757 * l_754;
let l_759 = l_758 << u32(bitcast<u64>(u64(32)));
let l_760 = l_756 + l_759;
let l_761 = l_758 >> u32(bitcast<u64>(u64(32)));
let l_762 = l_760 < l_756;
let l_763 = u64(l_762);
let l_764 = l_761 + l_763;
l_mut_273 = l_760;
let l_765 = u32(64) == u32(64);
if l_765 {
l_mut_273 = l_764;
} else {
let l_766 = u32(64) > u32(0);
if l_766 {
let l_767 = u64(u32(0));
let l_768 = l_764 << u32(bitcast<u64>(l_767));
let l_769 = u64(u32(64));
let l_770 = l_760 >> u32(bitcast<u64>(l_769));
let l_771 = l_768 | l_770;
l_mut_273 = l_771;
}
}
let l_772 = u64(l_491);
let l_773 = l_mut_290 * l_772;
let l_774 = l_mut_273 + l_773;
l_mut_391 = l_mut_194;
let l_775 = l_667 == u32(64);
if l_775 {
l_mut_391 = l_774;
} else {
let l_776 = l_667 > u32(0);
if l_776 {
let l_777 = u32(64) - l_667;
let l_778 = u64(l_777);
let l_779 = l_774 << u32(bitcast<u64>(l_778));
let l_780 = u64(l_667);
let l_781 = l_mut_194 >> u32(bitcast<u64>(l_780));
let l_782 = l_779 + l_781;
l_mut_391 = l_782;
}
}
if l_697 {
let l_783 = u64(u32(0));
let l_784 = l_783 - l_mut_391;
l_mut_391 = l_784;
}
}
l_mut_290 = l_mut_391;
let l_785 = l_mut_391 >> u32(bitcast<u64>(u64(63)));
let l_786 = l_785 == u64(1);
if l_786 {
let l_787 = u64(u32(0));
let l_788 = l_787 - l_mut_391;
l_mut_290 = l_788;
}
let l_789 = l_33 + l_mut_290;
let l_790 = u64(u32(1));
let l_791 = l_789 + l_790;
let l_792 = l_640 - l_mut_391;
let l_793 = l_792 + l_791;
let l_794 = u64(u32(0));
let l_795 = l_794 - l_666;
let l_796 = l_791 + l_791;
l_mut_391 = l_795;
let l_797 = u64(u32(0));
let l_798 = l_797 - l_795;
l_mut_290 = l_798;
l_mut_273 = l_793;
l_mut_260 = u32(1);
l_mut_247 = u32(1);
l_mut_344 = bool(false);
let l_799 = l_mut_273 < l_796;
let l_800 = !l_799;
l_mut_339 = l_800;
let l_801 = l_795 == u64(0);
if l_801 {
l_mut_344 = l_mut_339;
l_mut_339 = bool(false);
}
if l_mut_339 {
let l_802 = l_795 >> u32(bitcast<u64>(u64(63)));
let l_803 = l_802 == u64(1);
l_mut_194 = l_795;
if l_803 {
let l_804 = u64(u32(0));
let l_805 = l_804 - l_795;
l_mut_194 = l_805;
}
let l_806 = l_491 - u32(1);
let l_807 = u64(l_806);
let l_808 = l_mut_194 * l_807;
l_mut_49 = u32(0);
let l_809 = l_491 - u32(1);
let l_810 = u64(l_809);
let l_811 = l_mut_194 & u64(4294967295);
let l_812 = l_811 * l_810;
let l_813 = l_mut_194 >> u32(bitcast<u64>(u64(32)));
let l_814 = l_813 * l_810;
let l_815 = l_814 << u32(bitcast<u64>(u64(32)));
let l_816 = l_812 + l_815;
let l_817 = l_814 >> u32(bitcast<u64>(u64(32)));
let l_818 = l_816 < l_812;
let l_819 = u64(l_818);
let l_820 = l_817 + l_819;
l_mut_140 = l_816;
let l_821 = u32(64) == u32(64);
if l_821 {
l_mut_140 = l_820;
} else {
let l_822 = u32(64) > u32(0);
if l_822 {
let l_823 = u64(u32(0));
let l_824 = l_820 << u32(bitcast<u64>(l_823));
let l_825 = u64(u32(64));
let l_826 = l_816 >> u32(bitcast<u64>(l_825));
let l_827 = l_824 | l_826;
l_mut_140 = l_827;
}
}
let l_828 = l_mut_140 == u64(0);
if l_828 {
l_mut_140 = l_793;
if l_803 {
let l_829 = u64(u32(0));
let l_830 = l_829 - l_793;
let l_831 = l_793 == u64(0);
let l_832 = !l_831;
let l_833 = l_808 < l_830;
let l_834 = !l_833;
let l_835 = l_832 && l_834;
if l_835 {
let l_836 = l_491 - u32(1);
l_mut_109 = l_830;
let l_837 = l_830 < l_mut_194;
let l_838 = !l_837;
if l_838 {
l_mut_839 = u32(0);
let l_840 = l_mut_194 < l_830;
if l_840 {
let l_841 = l_830 - u64(1);
let l_842 = l_841 / l_mut_194;
let l_843 = u64(l_836);
let l_844 = l_842 < l_843;
let l_845 = u64(l_836);
let l_846 = select(l_845, l_842, l_844);
let l_847 = u32(bitcast<u64>(l_846));
l_mut_839 = l_847;
}
let l_848 = u64(l_mut_839);
let l_849 = l_mut_194 * l_848;
let l_850 = l_830 - l_849;
l_mut_109 = l_850;
let l_851 = l_mut_109 < l_mut_194;
let l_852 = !l_851;
if l_852 {
let l_853 = l_mut_109 - l_mut_194;
l_mut_109 = l_853;
}
}
let l_854 = l_mut_194 - l_mut_109;
l_mut_109 = l_854;
let l_855 = l_854 < l_mut_194;
let l_856 = !l_855;
if l_856 {
let l_857 = l_854 - l_mut_194;
l_mut_109 = l_857;
}
let l_858 = l_mut_109 < l_mut_140;
if l_858 {
l_mut_140 = l_mut_109;
}
}
} else {
let l_859 = l_793 - l_808;
l_mut_140 = l_859;
let l_860 = l_793 < l_808;
if l_860 {
let l_861 = l_491 - u32(1);
l_mut_109 = l_793;
let l_862 = l_793 < l_mut_194;
let l_863 = !l_862;
if l_863 {
l_mut_839 = u32(0);
let l_864 = l_mut_194 < l_793;
if l_864 {
let l_865 = l_793 - u64(1);
let l_866 = l_865 / l_mut_194;
let l_867 = u64(l_861);
let l_868 = l_866 < l_867;
let l_869 = u64(l_861);
let l_870 = select(l_869, l_866, l_868);
let l_871 = u32(bitcast<u64>(l_870));
l_mut_839 = l_871;
}
let l_872 = u64(l_mut_839);
let l_873 = l_mut_194 * l_872;
let l_874 = l_793 - l_873;
l_mut_109 = l_874;
let l_875 = l_mut_109 < l_mut_194;
let l_876 = !l_875;
if l_876 {
let l_877 = l_mut_109 - l_mut_194;
l_mut_109 = l_877;
}
}
let l_878 = l_mut_109 < l_mut_140;
if l_878 {
l_mut_140 = l_mut_109;
}
}
}
let l_879 = l_mut_140 < l_796;
let l_880 = !l_879;
let l_881 = u32(l_880);
let l_882 = u32(2) - l_881;
l_mut_49 = l_882;
}
let l_883 = l_mut_49 > u32(0);
if l_883 {
let l_884 = l_mut_49 == u32(1);
l_mut_344 = l_884;
l_mut_339 = bool(false);
}
}
l_mut_251 = bool(false);
loop {
let l_885 = !l_mut_339;
if l_885 {
break;
}
let l_886 = l_mut_273 < l_mut_391;
if l_886 {
let l_887 = l_mut_391 - l_mut_273;
l_mut_194 = l_887;
l_mut_140 = l_mut_391;
let l_888 = l_mut_194 < l_mut_391;
if l_888 {
l_mut_140 = l_mut_194;
}
l_mut_248 = bool(false);
let l_889 = u64(u32(3));
let l_890 = l_mut_140 >> u32(bitcast<u64>(l_889));
let l_891 = l_890 < l_mut_290;
let l_892 = !l_891;
l_mut_248 = l_892;
l_mut_839 = u32(0);
let l_893 = l_mut_290 == u64(0);
let l_894 = !l_893;
let l_895 = l_mut_248 && l_894;
let l_896 = l_mut_290 < l_mut_140;
let l_897 = l_895 && l_896;
let l_898 = l_mut_260 + l_mut_247;
let l_899 = l_898 < l_491;
let l_900 = l_897 && l_899;
if l_900 {
let l_901 = l_491 - l_mut_260;
let l_902 = l_901 - l_mut_247;
let l_903 = l_902 / l_mut_260;
let l_904 = l_mut_140 - u64(1);
let l_905 = l_904 / l_mut_290;
let l_906 = u64(l_903);
let l_907 = l_905 < l_906;
let l_908 = u64(l_903);
let l_909 = select(l_908, l_905, l_907);
let l_910 = u32(bitcast<u64>(l_909));
l_mut_839 = l_910;
}
l_mut_194 = l_mut_391;
l_mut_140 = l_mut_290;
l_mut_49 = l_mut_260;
l_mut_911 = l_mut_247;
l_mut_109 = l_mut_273;
l_mut_912 = u32(0);
let l_913 = l_mut_839 > u32(0);
if l_913 {
let l_914 = u64(l_mut_839);
let l_915 = l_mut_290 * l_914;
let l_916 = l_mut_391 - l_915;
l_mut_194 = l_916;
let l_917 = l_mut_839 * l_mut_260;
let l_918 = l_mut_247 + l_917;
l_mut_911 = l_918;
} else {
let l_919 = l_mut_912 == u32(0);
if l_919 {
let l_920 = l_491 - l_mut_260;
let l_921 = l_920 / l_mut_247;
l_mut_839 = u32(0);
l_mut_248 = bool(false);
let l_922 = u64(u32(3));
let l_923 = l_mut_290 >> u32(bitcast<u64>(l_922));
let l_924 = l_923 < l_mut_391;
let l_925 = !l_924;
l_mut_248 = l_925;
let l_926 = l_mut_391 == u64(0);
if l_926 {
l_mut_839 = l_921;
} else {
if l_mut_248 {
let l_927 = l_mut_391 < l_mut_290;
if l_927 {
let l_928 = l_mut_290 - u64(1);
let l_929 = l_928 / l_mut_391;
let l_930 = u64(l_921);
let l_931 = l_929 < l_930;
let l_932 = u64(l_921);
let l_933 = select(l_932, l_929, l_931);
let l_934 = u32(bitcast<u64>(l_933));
l_mut_839 = l_934;
}
} else {
l_mut_87 = l_mut_290;
loop {
let l_935 = l_mut_391 < l_mut_87;
let l_936 = l_mut_839 * l_mut_247;
let l_937 = l_mut_260 + l_936;
let l_938 = l_937 + l_mut_247;
let l_939 = l_938 < l_491;
let l_940 = l_935 && l_939;
let l_941 = !l_940;
if l_941 {
break;
}
let l_942 = l_mut_87 - l_mut_391;
l_mut_87 = l_942;
l_mut_839 = l_mut_839 + u32(1);
}
}
}
let l_943 = l_mut_839 * l_mut_247;
let l_944 = l_mut_260 + l_943;
let l_945 = l_944 + l_mut_247;
let l_946 = l_945 >= l_491;
if l_946 {
l_mut_912 = u32(1);
} else {
let l_947 = u64(l_mut_839);
let l_948 = l_mut_391 * l_947;
let l_949 = l_mut_290 - l_948;
l_mut_140 = l_949;
let l_950 = l_mut_839 * l_mut_247;
let l_951 = l_mut_260 + l_950;
l_mut_49 = l_951;
let l_952 = l_mut_391 - l_mut_140;
l_mut_194 = l_952;
let l_953 = l_mut_247 + l_mut_49;
l_mut_911 = l_953;
}
}
}
l_mut_391 = l_mut_194;
l_mut_290 = l_mut_140;
l_mut_260 = l_mut_49;
l_mut_247 = l_mut_911;
l_mut_273 = l_mut_109;
let l_954 = l_mut_912 == u32(1);
l_mut_344 = l_954;
let l_955 = l_mut_912 == u32(0);
l_mut_339 = l_955;
} else {
let l_956 = l_mut_290 - l_mut_273;
l_mut_194 = l_956;
let l_957 = l_mut_273 - l_796;
l_mut_194 = l_957;
l_mut_140 = l_mut_290;
let l_958 = l_mut_194 < l_mut_290;
if l_958 {
l_mut_140 = l_mut_194;
}
l_mut_248 = bool(false);
let l_959 = u64(u32(3));
let l_960 = l_mut_140 >> u32(bitcast<u64>(l_959));
let l_961 = l_960 < l_mut_391;
let l_962 = !l_961;
l_mut_248 = l_962;
l_mut_912 = u32(0);
let l_963 = l_mut_391 == u64(0);
let l_964 = !l_963;
let l_965 = l_mut_248 && l_964;
let l_966 = l_mut_391 < l_mut_140;
let l_967 = l_965 && l_966;
let l_968 = l_mut_247 + l_mut_260;
let l_969 = l_968 < l_491;
let l_970 = l_967 && l_969;
if l_970 {
let l_971 = l_491 - l_mut_247;
let l_972 = l_971 - l_mut_260;
let l_973 = l_972 / l_mut_247;
let l_974 = l_mut_140 - u64(1);
let l_975 = l_974 / l_mut_391;
let l_976 = u64(l_973);
let l_977 = l_975 < l_976;
let l_978 = u64(l_973);
let l_979 = select(l_978, l_975, l_977);
let l_980 = u32(bitcast<u64>(l_979));
l_mut_912 = l_980;
}
l_mut_194 = l_mut_290;
l_mut_140 = l_mut_391;
l_mut_911 = l_mut_247;
l_mut_839 = l_mut_260;
l_mut_109 = l_mut_273;
l_mut_49 = u32(0);
let l_981 = l_mut_912 > u32(0);
if l_981 {
let l_982 = u64(l_mut_912);
let l_983 = l_mut_391 * l_982;
let l_984 = l_mut_273 - l_983;
l_mut_109 = l_984;
let l_985 = l_mut_290 - l_983;
l_mut_194 = l_985;
let l_986 = l_mut_912 * l_mut_247;
let l_987 = l_mut_260 + l_986;
l_mut_839 = l_987;
} else {
let l_988 = l_mut_273 - l_mut_391;
l_mut_109 = l_988;
let l_989 = l_mut_109 < l_796;
if l_989 {
l_mut_49 = u32(2);
}
let l_990 = l_mut_49 == u32(0);
if l_990 {
let l_991 = l_491 - l_mut_247;
let l_992 = l_991 / l_mut_260;
l_mut_912 = u32(0);
l_mut_248 = bool(false);
let l_993 = u64(u32(3));
let l_994 = l_mut_391 >> u32(bitcast<u64>(l_993));
let l_995 = l_994 < l_mut_290;
let l_996 = !l_995;
l_mut_248 = l_996;
let l_997 = l_mut_290 == u64(0);
if l_997 {
l_mut_912 = l_992;
} else {
if l_mut_248 {
let l_998 = l_mut_290 < l_mut_391;
if l_998 {
let l_999 = l_mut_391 - u64(1);
let l_1000 = l_999 / l_mut_290;
let l_1001 = u64(l_992);
let l_1002 = l_1000 < l_1001;
let l_1003 = u64(l_992);
let l_1004 = select(l_1003, l_1000, l_1002);
let l_1005 = u32(bitcast<u64>(l_1004));
l_mut_912 = l_1005;
}
} else {
l_mut_87 = l_mut_391;
loop {
let l_1006 = l_mut_290 < l_mut_87;
let l_1007 = l_mut_912 * l_mut_260;
let l_1008 = l_mut_247 + l_1007;
let l_1009 = l_1008 + l_mut_260;
let l_1010 = l_1009 < l_491;
let l_1011 = l_1006 && l_1010;
let l_1012 = !l_1011;
if l_1012 {
break;
}
let l_1013 = l_mut_87 - l_mut_290;
l_mut_87 = l_1013;
l_mut_912 = l_mut_912 + u32(1);
}
}
}
let l_1014 = l_mut_912 * l_mut_260;
let l_1015 = l_mut_247 + l_1014;
let l_1016 = l_1015 + l_mut_260;
let l_1017 = l_1016 >= l_491;
if l_1017 {
l_mut_49 = u32(1);
} else {
let l_1018 = u64(l_mut_912);
let l_1019 = l_mut_290 * l_1018;
let l_1020 = l_mut_391 - l_1019;
l_mut_140 = l_1020;
let l_1021 = l_mut_912 * l_mut_260;
let l_1022 = l_mut_247 + l_1021;
l_mut_911 = l_1022;
let l_1023 = l_mut_290 - l_mut_140;
l_mut_194 = l_1023;
let l_1024 = l_mut_260 + l_mut_911;
l_mut_839 = l_1024;
}
}
}
l_mut_391 = l_mut_140;
l_mut_290 = l_mut_194;
l_mut_260 = l_mut_839;
l_mut_247 = l_mut_911;
l_mut_273 = l_mut_109;
let l_1025 = l_mut_49 == u32(1);
l_mut_344 = l_1025;
let l_1026 = l_mut_49 == u32(0);
l_mut_339 = l_1026;
}
}
let l_1027 = !l_mut_344;
let l_1028 = l_490 && l_1027;
if l_1028 {
let l_1029 = u32(1) << l_mut_488;
l_mut_368 = l_mut_368 | l_1029;
l_mut_367 = l_mut_367 + u32(1);
let l_1030 = l_489 + l_487;
let l_1031 = min(l_1030, l_56);
l_mut_912 = u32(0);

for (var l_mut_1032: u32 = l_489; l_mut_1032 < l_1031; l_mut_1032++) {
let l_1033 = u64(l_mut_1032);
let l_1034 = l_66 * l_1033;
let l_1035 = l_75 + l_1034;
let l_1036 = u64(u32(0));
l_mut_391 = l_1036;
let l_1037 = l_mut_1032 < u32(65536);
if l_1037 {
let l_1038 = l_mut_1032 * l_mut_1032;
let l_1039 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_1040 = l_1039 == u64(1);
l_mut_290 = l_84;
if l_1040 {
let l_1041 = u64(u32(0));
let l_1042 = l_1041 - l_84;
l_mut_290 = l_1042;
}
let l_1043 = u64(l_1038);
let l_1044 = l_mut_290 & u64(4294967295);
let l_1045 = l_1044 * l_1043;
let l_1046 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_1047 = l_1046 * l_1043;
let l_1048 = l_1047 << u32(bitcast<u64>(u64(32)));
let l_1049 = l_1045 + l_1048;
let l_1050 = l_1047 >> u32(bitcast<u64>(u64(32)));
let l_1051 = l_1049 < l_1045;
let l_1052 = u64(l_1051);
let l_1053 = l_1050 + l_1052;
l_mut_290 = l_1049;
let l_1054 = l_24 == u32(64);
if l_1054 {
l_mut_290 = l_1053;
} else {
let l_1055 = l_24 > u32(0);
if l_1055 {
let l_1056 = u32(64) - l_24;
let l_1057 = u64(l_1056);
let l_1058 = l_1053 << u32(bitcast<u64>(l_1057));
let l_1059 = u64(l_24);
let l_1060 = l_1049 >> u32(bitcast<u64>(l_1059));
let l_1061 = l_1058 | l_1060;
l_mut_290 = l_1061;
}
}
l_mut_273 = l_mut_290;
if l_1040 {
let l_1062 = u64(u32(0));
let l_1063 = l_1062 - l_mut_273;
l_mut_273 = l_1063;
}
l_mut_391 = l_mut_273;
} else {
let l_1064 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_1065 = l_1064 == u64(1);
l_mut_290 = l_84;
if l_1065 {
let l_1066 = u64(u32(0));
let l_1067 = l_1066 - l_84;
l_mut_290 = l_1067;
}
let l_1068 = u64(l_mut_1032);
let l_1069 = l_mut_290 & u64(4294967295);
let l_1070 = l_1069 * l_1068;
let l_1071 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_1072 = l_1071 * l_1068;
let l_1073 = l_1072 << u32(bitcast<u64>(u64(32)));
let l_1074 = l_1070 + l_1073;
let l_1075 = l_1072 >> u32(bitcast<u64>(u64(32)));
let l_1076 = l_1074 < l_1070;
let l_1077 = u64(l_1076);
let l_1078 = l_1075 + l_1077;
l_mut_273 = l_1074;
let l_1079 = u32(0) == u32(64);
if l_1079 {
l_mut_273 = l_1078;
} else {
let l_1080 = u32(0) > u32(0);
if l_1080 {
let l_1081 = u64(u32(64));
let l_1082 = l_1078 << u32(bitcast<u64>(l_1081));
let l_1083 = u64(u32(0));
let l_1084 = l_1074 >> u32(bitcast<u64>(l_1083));
let l_1085 = l_1082 | l_1084;
l_mut_273 = l_1085;
}
}
let l_1086 = u64(l_mut_1032);
let l_1087 = l_mut_290 & u64(4294967295);
let l_1088 = l_1087 * l_1086;
let l_1089 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_1090 = l_1089 * l_1086;
let l_1091 = l_1090 << u32(bitcast<u64>(u64(32)));
let l_1092 = l_1088 + l_1091;
let l_1093 = l_1090 >> u32(bitcast<u64>(u64(32)));
let l_1094 = l_1092 < l_1088;
let l_1095 = u64(l_1094);
let l_1096 = l_1093 + l_1095;
l_mut_290 = l_1092;
let l_1097 = u32(64) == u32(64);
if l_1097 {
l_mut_290 = l_1096;
} else {
let l_1098 = u32(64) > u32(0);
if l_1098 {
let l_1099 = u64(u32(0));
let l_1100 = l_1096 << u32(bitcast<u64>(l_1099));
let l_1101 = u64(u32(64));
let l_1102 = l_1092 >> u32(bitcast<u64>(l_1101));
let l_1103 = l_1100 | l_1102;
l_mut_290 = l_1103;
}
}
let l_1104 = u64(l_mut_1032);
let l_1105 = l_mut_273 & u64(4294967295);
let l_1106 = l_1105 * l_1104;
let l_1107 = l_mut_273 >> u32(bitcast<u64>(u64(32)));
let l_1108 = l_1107 * l_1104;
let l_1109 = l_1108 << u32(bitcast<u64>(u64(32)));
let l_1110 = l_1106 + l_1109;
let l_1111 = l_1108 >> u32(bitcast<u64>(u64(32)));
let l_1112 = l_1110 < l_1106;
let l_1113 = u64(l_1112);
let l_1114 = l_1111 + l_1113;
l_mut_194 = l_1110;
let l_1115 = u32(0) == u32(64);
if l_1115 {
l_mut_194 = l_1114;
} else {
let l_1116 = u32(0) > u32(0);
if l_1116 {
let l_1117 = u64(u32(64));
let l_1118 = l_1114 << u32(bitcast<u64>(l_1117));
let l_1119 = u64(u32(0));
let l_1120 = l_1110 >> u32(bitcast<u64>(l_1119));
let l_1121 = l_1118 | l_1120;
l_mut_194 = l_1121;
}
}
let l_1122 = u64(l_mut_1032);
let l_1123 = l_mut_273 & u64(4294967295);
let l_1124 = l_1123 * l_1122;
let l_1125 = l_mut_273 >> u32(bitcast<u64>(u64(32)));
let l_1126 = l_1125 * l_1122;
let l_1127 = l_1126 << u32(bitcast<u64>(u64(32)));
let l_1128 = l_1124 + l_1127;
let l_1129 = l_1126 >> u32(bitcast<u64>(u64(32)));
let l_1130 = l_1128 < l_1124;
let l_1131 = u64(l_1130);
let l_1132 = l_1129 + l_1131;
l_mut_273 = l_1128;
let l_1133 = u32(64) == u32(64);
if l_1133 {
l_mut_273 = l_1132;
} else {
let l_1134 = u32(64) > u32(0);
if l_1134 {
let l_1135 = u64(u32(0));
let l_1136 = l_1132 << u32(bitcast<u64>(l_1135));
let l_1137 = u64(u32(64));
let l_1138 = l_1128 >> u32(bitcast<u64>(l_1137));
let l_1139 = l_1136 | l_1138;
l_mut_273 = l_1139;
}
}
let l_1140 = u64(l_mut_1032);
let l_1141 = l_mut_290 * l_1140;
let l_1142 = l_mut_273 + l_1141;
l_mut_391 = l_mut_194;
let l_1143 = l_24 == u32(64);
if l_1143 {
l_mut_391 = l_1142;
} else {
let l_1144 = l_24 > u32(0);
if l_1144 {
let l_1145 = u32(64) - l_24;
let l_1146 = u64(l_1145);
let l_1147 = l_1142 << u32(bitcast<u64>(l_1146));
let l_1148 = u64(l_24);
let l_1149 = l_mut_194 >> u32(bitcast<u64>(l_1148));
let l_1150 = l_1147 + l_1149;
l_mut_391 = l_1150;
}
}
if l_1065 {
let l_1151 = u64(u32(0));
let l_1152 = l_1151 - l_mut_391;
l_mut_391 = l_1152;
}
}
let l_1153 = l_1035 + l_mut_391;
let l_1154 = u64(u32(0));
let l_1155 = l_1154 - l_1153;
l_mut_391 = l_1155;
let l_1156 = l_1153 < l_mut_391;
if l_1156 {
l_mut_391 = l_1153;
}
let l_1157 = l_mut_391 < l_33;
let l_1158 = u32(l_1157);
l_mut_912 = l_mut_912 + l_1158;
}
l_mut_293 = l_mut_293 + l_mut_912;
}
}
let l_1159 = l_mut_367 > u32(0);
if l_1159 {
let l_1411 = info.static_meta[u32(5)];
let l_1412 = l_1411 * u32(1);
let l_1413 = l_1412 - u32(1);
let l_1414 = min(u32(1), l_1413);
let l_1415 = &buffer_5_global[l_1414];
let l_1160 = l_1415;
let l_1161 = atomicAdd(l_1160, l_mut_367);}
let l_1162 = l_mut_293 > u32(0);
if l_1162 {
let l_1416 = info.static_meta[u32(5)];
let l_1417 = l_1416 * u32(1);
let l_1418 = l_1417 - u32(1);
let l_1419 = min(u32(2), l_1418);
let l_1420 = &buffer_5_global[l_1419];
let l_1163 = l_1420;
let l_1164 = atomicAdd(l_1163, l_mut_293);l_mut_912 = l_1164;

for (var l_mut_1165: u32 = u32(0); l_mut_1165 < u32(8); l_mut_1165++) {
let l_1166 = l_mut_368 >> l_mut_1165;
let l_1167 = l_1166 & u32(1);
let l_1168 = l_1167 == u32(1);
if l_1168 {
let l_1169 = l_mut_1165 * l_487;
let l_1170 = l_1169 + l_487;
let l_1171 = min(l_1170, l_56);
l_mut_911 = l_mut_912;

for (var l_mut_1172: u32 = l_1169; l_mut_1172 < l_1171; l_mut_1172++) {
let l_1173 = u64(l_mut_1172);
let l_1174 = l_66 * l_1173;
let l_1175 = l_75 + l_1174;
let l_1176 = u64(u32(0));
l_mut_391 = l_1176;
let l_1177 = l_mut_1172 < u32(65536);
if l_1177 {
let l_1178 = l_mut_1172 * l_mut_1172;
let l_1179 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_1180 = l_1179 == u64(1);
l_mut_290 = l_84;
if l_1180 {
let l_1181 = u64(u32(0));
let l_1182 = l_1181 - l_84;
l_mut_290 = l_1182;
}
let l_1183 = u64(l_1178);
let l_1184 = l_mut_290 & u64(4294967295);
let l_1185 = l_1184 * l_1183;
let l_1186 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_1187 = l_1186 * l_1183;
let l_1188 = l_1187 << u32(bitcast<u64>(u64(32)));
let l_1189 = l_1185 + l_1188;
let l_1190 = l_1187 >> u32(bitcast<u64>(u64(32)));
let l_1191 = l_1189 < l_1185;
let l_1192 = u64(l_1191);
let l_1193 = l_1190 + l_1192;
l_mut_290 = l_1189;
let l_1194 = l_24 == u32(64);
if l_1194 {
l_mut_290 = l_1193;
} else {
let l_1195 = l_24 > u32(0);
if l_1195 {
let l_1196 = u32(64) - l_24;
let l_1197 = u64(l_1196);
let l_1198 = l_1193 << u32(bitcast<u64>(l_1197));
let l_1199 = u64(l_24);
let l_1200 = l_1189 >> u32(bitcast<u64>(l_1199));
let l_1201 = l_1198 | l_1200;
l_mut_290 = l_1201;
}
}
l_mut_273 = l_mut_290;
if l_1180 {
let l_1202 = u64(u32(0));
let l_1203 = l_1202 - l_mut_273;
l_mut_273 = l_1203;
}
l_mut_391 = l_mut_273;
} else {
let l_1204 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_1205 = l_1204 == u64(1);
l_mut_290 = l_84;
if l_1205 {
let l_1206 = u64(u32(0));
let l_1207 = l_1206 - l_84;
l_mut_290 = l_1207;
}
let l_1208 = u64(l_mut_1172);
let l_1209 = l_mut_290 & u64(4294967295);
let l_1210 = l_1209 * l_1208;
let l_1211 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_1212 = l_1211 * l_1208;
let l_1213 = l_1212 << u32(bitcast<u64>(u64(32)));
let l_1214 = l_1210 + l_1213;
let l_1215 = l_1212 >> u32(bitcast<u64>(u64(32)));
let l_1216 = l_1214 < l_1210;
let l_1217 = u64(l_1216);
let l_1218 = l_1215 + l_1217;
l_mut_273 = l_1214;
let l_1219 = u32(0) == u32(64);
if l_1219 {
l_mut_273 = l_1218;
} else {
let l_1220 = u32(0) > u32(0);
if l_1220 {
let l_1221 = u64(u32(64));
let l_1222 = l_1218 << u32(bitcast<u64>(l_1221));
let l_1223 = u64(u32(0));
let l_1224 = l_1214 >> u32(bitcast<u64>(l_1223));
let l_1225 = l_1222 | l_1224;
l_mut_273 = l_1225;
}
}
let l_1226 = u64(l_mut_1172);
let l_1227 = l_mut_290 & u64(4294967295);
let l_1228 = l_1227 * l_1226;
let l_1229 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_1230 = l_1229 * l_1226;
let l_1231 = l_1230 << u32(bitcast<u64>(u64(32)));
let l_1232 = l_1228 + l_1231;
let l_1233 = l_1230 >> u32(bitcast<u64>(u64(32)));
let l_1234 = l_1232 < l_1228;
let l_1235 = u64(l_1234);
let l_1236 = l_1233 + l_1235;
l_mut_290 = l_1232;
let l_1237 = u32(64) == u32(64);
if l_1237 {
l_mut_290 = l_1236;
} else {
let l_1238 = u32(64) > u32(0);
if l_1238 {
let l_1239 = u64(u32(0));
let l_1240 = l_1236 << u32(bitcast<u64>(l_1239));
let l_1241 = u64(u32(64));
let l_1242 = l_1232 >> u32(bitcast<u64>(l_1241));
let l_1243 = l_1240 | l_1242;
l_mut_290 = l_1243;
}
}
let l_1244 = u64(l_mut_1172);
let l_1245 = l_mut_273 & u64(4294967295);
let l_1246 = l_1245 * l_1244;
let l_1247 = l_mut_273 >> u32(bitcast<u64>(u64(32)));
let l_1248 = l_1247 * l_1244;
let l_1249 = l_1248 << u32(bitcast<u64>(u64(32)));
let l_1250 = l_1246 + l_1249;
let l_1251 = l_1248 >> u32(bitcast<u64>(u64(32)));
let l_1252 = l_1250 < l_1246;
let l_1253 = u64(l_1252);
let l_1254 = l_1251 + l_1253;
l_mut_194 = l_1250;
let l_1255 = u32(0) == u32(64);
if l_1255 {
l_mut_194 = l_1254;
} else {
let l_1256 = u32(0) > u32(0);
if l_1256 {
let l_1257 = u64(u32(64));
let l_1258 = l_1254 << u32(bitcast<u64>(l_1257));
let l_1259 = u64(u32(0));
let l_1260 = l_1250 >> u32(bitcast<u64>(l_1259));
let l_1261 = l_1258 | l_1260;
l_mut_194 = l_1261;
}
}
let l_1262 = u64(l_mut_1172);
let l_1263 = l_mut_273 & u64(4294967295);
let l_1264 = l_1263 * l_1262;
let l_1265 = l_mut_273 >> u32(bitcast<u64>(u64(32)));
let l_1266 = l_1265 * l_1262;
let l_1267 = l_1266 << u32(bitcast<u64>(u64(32)));
let l_1268 = l_1264 + l_1267;
let l_1269 = l_1266 >> u32(bitcast<u64>(u64(32)));
let l_1270 = l_1268 < l_1264;
let l_1271 = u64(l_1270);
let l_1272 = l_1269 + l_1271;
l_mut_273 = l_1268;
let l_1273 = u32(64) == u32(64);
if l_1273 {
l_mut_273 = l_1272;
} else {
let l_1274 = u32(64) > u32(0);
if l_1274 {
let l_1275 = u64(u32(0));
let l_1276 = l_1272 << u32(bitcast<u64>(l_1275));
let l_1277 = u64(u32(64));
let l_1278 = l_1268 >> u32(bitcast<u64>(l_1277));
let l_1279 = l_1276 | l_1278;
l_mut_273 = l_1279;
}
}
let l_1280 = u64(l_mut_1172);
let l_1281 = l_mut_290 * l_1280;
let l_1282 = l_mut_273 + l_1281;
l_mut_391 = l_mut_194;
let l_1283 = l_24 == u32(64);
if l_1283 {
l_mut_391 = l_1282;
} else {
let l_1284 = l_24 > u32(0);
if l_1284 {
let l_1285 = u32(64) - l_24;
let l_1286 = u64(l_1285);
let l_1287 = l_1282 << u32(bitcast<u64>(l_1286));
let l_1288 = u64(l_24);
let l_1289 = l_mut_194 >> u32(bitcast<u64>(l_1288));
let l_1290 = l_1287 + l_1289;
l_mut_391 = l_1290;
}
}
if l_1205 {
let l_1291 = u64(u32(0));
let l_1292 = l_1291 - l_mut_391;
l_mut_391 = l_1292;
}
}
let l_1293 = l_1175 + l_mut_391;
let l_1294 = u64(u32(0));
let l_1295 = l_1294 - l_1293;
l_mut_391 = l_1295;
let l_1296 = l_1293 < l_mut_391;
if l_1296 {
l_mut_391 = l_1293;
}
let l_1297 = l_mut_391 < l_33;
if l_1297 {
let l_1298 = l_mut_911 * u32(2);
let l_1299 = l_1298 + u32(1);
let l_1300 = info.static_meta[u32(10)];
let l_1301 = l_1299 < l_1300;
if l_1301 {
let l_1421 = info.static_meta[u32(4)];
let l_1422 = l_1421 * u32(1);
let l_1423 = l_1298 < l_1422;
if l_1423 {
buffer_4_global[l_1298] = id;
}
let l_1302 = l_1298 + u32(1);
let l_1424 = info.static_meta[u32(4)];
let l_1425 = l_1424 * u32(1);
let l_1426 = l_1302 < l_1425;
if l_1426 {
buffer_4_global[l_1302] = l_mut_1172;
}
}
l_mut_911 = l_mut_911 + u32(1);
}
}
l_mut_912 = l_mut_911;
}
}
}
}
}
}
