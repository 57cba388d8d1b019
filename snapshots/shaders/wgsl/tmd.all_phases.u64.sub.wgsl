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
var l_mut_363: u32;
var l_mut_364: u32;
var l_mut_383: u64;
var l_mut_49: u32;
var l_mut_823: u32;
var l_mut_87: u64;
var l_mut_891: u32;
var l_mut_892: u32;
let l_0 = id == u32(0);
if l_0 {
let l_1327 = info.static_meta[u32(5)];
let l_1328 = l_1327 * u32(1);
let l_1329 = l_1328 - u32(1);
let l_1330 = min(u32(3), l_1329);
let l_1331 = &buffer_5_global[l_1330];
let l_1 = l_1331;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_1271 = info.static_meta[u32(3)];
let l_1272 = l_1271 * u32(1);
let l_1273 = l_3 < l_1272;
let l_1274 = l_1272 - u32(1);
let l_1275 = min(l_3, l_1274);
let l_1276 = buffer_3_global[l_1275];
let l_1277 = select(u32(0), l_1276, l_1273);
let l_4 = l_1277;
let l_5 = u64(l_4);
let l_6 = u32(2) * u32(0);
let l_7 = l_6 + u32(1);
let l_1278 = info.static_meta[u32(3)];
let l_1279 = l_1278 * u32(1);
let l_1280 = l_7 < l_1279;
let l_1281 = l_1279 - u32(1);
let l_1282 = min(l_7, l_1281);
let l_1283 = buffer_3_global[l_1282];
let l_1284 = select(u32(0), l_1283, l_1280);
let l_8 = l_1284;
let l_9 = u64(l_8);
let l_10 = l_9 << u32(bitcast<u64>(u64(32)));
let l_11 = l_5 | l_10;
let l_12 = l_11 & u64(4294967295);
let l_13 = u32(bitcast<u64>(l_12));
let l_14 = u32(2) * u32(1);
let l_1285 = info.static_meta[u32(3)];
let l_1286 = l_1285 * u32(1);
let l_1287 = l_14 < l_1286;
let l_1288 = l_1286 - u32(1);
let l_1289 = min(l_14, l_1288);
let l_1290 = buffer_3_global[l_1289];
let l_1291 = select(u32(0), l_1290, l_1287);
let l_15 = l_1291;
let l_16 = u64(l_15);
let l_17 = u32(2) * u32(1);
let l_18 = l_17 + u32(1);
let l_1292 = info.static_meta[u32(3)];
let l_1293 = l_1292 * u32(1);
let l_1294 = l_18 < l_1293;
let l_1295 = l_1293 - u32(1);
let l_1296 = min(l_18, l_1295);
let l_1297 = buffer_3_global[l_1296];
let l_1298 = select(u32(0), l_1297, l_1294);
let l_19 = l_1298;
let l_20 = u64(l_19);
let l_21 = l_20 << u32(bitcast<u64>(u64(32)));
let l_22 = l_16 | l_21;
let l_23 = l_22 & u64(4294967295);
let l_24 = u32(bitcast<u64>(l_23));
let l_25 = u32(2) * u32(2);
let l_1299 = info.static_meta[u32(3)];
let l_1300 = l_1299 * u32(1);
let l_1301 = l_25 < l_1300;
let l_1302 = l_1300 - u32(1);
let l_1303 = min(l_25, l_1302);
let l_1304 = buffer_3_global[l_1303];
let l_1305 = select(u32(0), l_1304, l_1301);
let l_26 = l_1305;
let l_27 = u64(l_26);
let l_28 = u32(2) * u32(2);
let l_29 = l_28 + u32(1);
let l_1306 = info.static_meta[u32(3)];
let l_1307 = l_1306 * u32(1);
let l_1308 = l_29 < l_1307;
let l_1309 = l_1307 - u32(1);
let l_1310 = min(l_29, l_1309);
let l_1311 = buffer_3_global[l_1310];
let l_1312 = select(u32(0), l_1311, l_1308);
let l_30 = l_1312;
let l_31 = u64(l_30);
let l_32 = l_31 << u32(bitcast<u64>(u64(32)));
let l_33 = l_27 | l_32;
let l_34 = u32(2) * u32(3);
let l_1313 = info.static_meta[u32(3)];
let l_1314 = l_1313 * u32(1);
let l_1315 = l_34 < l_1314;
let l_1316 = l_1314 - u32(1);
let l_1317 = min(l_34, l_1316);
let l_1318 = buffer_3_global[l_1317];
let l_1319 = select(u32(0), l_1318, l_1315);
let l_35 = l_1319;
let l_36 = u64(l_35);
let l_37 = u32(2) * u32(3);
let l_38 = l_37 + u32(1);
let l_1320 = info.static_meta[u32(3)];
let l_1321 = l_1320 * u32(1);
let l_1322 = l_38 < l_1321;
let l_1323 = l_1321 - u32(1);
let l_1324 = min(l_38, l_1323);
let l_1325 = buffer_3_global[l_1324];
let l_1326 = select(u32(0), l_1325, l_1322);
let l_39 = l_1326;
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
let l_1332 = info.static_meta[u32(0)];
let l_1333 = l_1332 * u32(1);
let l_1334 = l_58 < l_1333;
let l_1335 = l_1333 - u32(1);
let l_1336 = min(l_58, l_1335);
let l_1337 = buffer_0_global[l_1336];
let l_1338 = select(u32(0), l_1337, l_1334);
let l_59 = l_1338;
let l_60 = u64(l_59);
let l_61 = u32(2) * id;
let l_62 = l_61 + u32(1);
let l_1339 = info.static_meta[u32(0)];
let l_1340 = l_1339 * u32(1);
let l_1341 = l_62 < l_1340;
let l_1342 = l_1340 - u32(1);
let l_1343 = min(l_62, l_1342);
let l_1344 = buffer_0_global[l_1343];
let l_1345 = select(u32(0), l_1344, l_1341);
let l_63 = l_1345;
let l_64 = u64(l_63);
let l_65 = l_64 << u32(bitcast<u64>(u64(32)));
let l_66 = l_60 | l_65;
let l_67 = u32(2) * id;
let l_1346 = info.static_meta[u32(1)];
let l_1347 = l_1346 * u32(1);
let l_1348 = l_67 < l_1347;
let l_1349 = l_1347 - u32(1);
let l_1350 = min(l_67, l_1349);
let l_1351 = buffer_1_global[l_1350];
let l_1352 = select(u32(0), l_1351, l_1348);
let l_68 = l_1352;
let l_69 = u64(l_68);
let l_70 = u32(2) * id;
let l_71 = l_70 + u32(1);
let l_1353 = info.static_meta[u32(1)];
let l_1354 = l_1353 * u32(1);
let l_1355 = l_71 < l_1354;
let l_1356 = l_1354 - u32(1);
let l_1357 = min(l_71, l_1356);
let l_1358 = buffer_1_global[l_1357];
let l_1359 = select(u32(0), l_1358, l_1355);
let l_72 = l_1359;
let l_73 = u64(l_72);
let l_74 = l_73 << u32(bitcast<u64>(u64(32)));
let l_75 = l_69 | l_74;
let l_76 = u32(2) * id;
let l_1360 = info.static_meta[u32(2)];
let l_1361 = l_1360 * u32(1);
let l_1362 = l_76 < l_1361;
let l_1363 = l_1361 - u32(1);
let l_1364 = min(l_76, l_1363);
let l_1365 = buffer_2_global[l_1364];
let l_1366 = select(u32(0), l_1365, l_1362);
let l_77 = l_1366;
let l_78 = u64(l_77);
let l_79 = u32(2) * id;
let l_80 = l_79 + u32(1);
let l_1367 = info.static_meta[u32(2)];
let l_1368 = l_1367 * u32(1);
let l_1369 = l_80 < l_1368;
let l_1370 = l_1368 - u32(1);
let l_1371 = min(l_80, l_1370);
let l_1372 = buffer_2_global[l_1371];
let l_1373 = select(u32(0), l_1372, l_1369);
let l_81 = l_1373;
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
l_mut_293 = u32(0);
let l_345 = l_mut_140 == u64(0);
let l_346 = !l_345;
let l_347 = l_mut_344 && l_346;
let l_348 = l_mut_140 < l_mut_273;
let l_349 = l_347 && l_348;
let l_350 = l_mut_49 + l_mut_247;
let l_351 = l_350 < l_13;
let l_352 = l_349 && l_351;
if l_352 {
let l_353 = l_13 - l_mut_49;
let l_354 = l_353 - l_mut_247;
let l_355 = l_354 / l_mut_49;
let l_356 = l_mut_273 - u64(1);
let l_357 = l_356 / l_mut_140;
let l_358 = u64(l_355);
let l_359 = l_357 < l_358;
let l_360 = u64(l_355);
let l_361 = select(l_360, l_357, l_359);
let l_362 = u32(bitcast<u64>(l_361));
l_mut_293 = l_362;
}
l_mut_290 = l_mut_194;
l_mut_273 = l_mut_140;
l_mut_260 = l_mut_49;
l_mut_363 = l_mut_247;
l_mut_87 = l_mut_109;
l_mut_364 = u32(0);
let l_365 = l_mut_293 > u32(0);
if l_365 {
let l_366 = u64(l_mut_293);
let l_367 = l_mut_140 * l_366;
let l_368 = l_mut_194 - l_367;
l_mut_290 = l_368;
let l_369 = l_mut_293 * l_mut_49;
let l_370 = l_mut_247 + l_369;
l_mut_363 = l_370;
} else {
let l_371 = l_mut_364 == u32(0);
if l_371 {
let l_372 = l_13 - l_mut_49;
let l_373 = l_372 / l_mut_247;
l_mut_293 = u32(0);
l_mut_344 = bool(false);
let l_374 = l_mut_194 == u64(0);
if l_374 {
l_mut_293 = l_373;
} else {
if l_mut_344 {
let l_375 = l_mut_194 < l_mut_140;
if l_375 {
let l_376 = l_mut_140 - u64(1);
let l_377 = l_376 / l_mut_194;
let l_378 = u64(l_373);
let l_379 = l_377 < l_378;
let l_380 = u64(l_373);
let l_381 = select(l_380, l_377, l_379);
let l_382 = u32(bitcast<u64>(l_381));
l_mut_293 = l_382;
}
} else {
l_mut_383 = l_mut_140;
loop {
let l_384 = l_mut_194 < l_mut_383;
let l_385 = l_mut_293 * l_mut_247;
let l_386 = l_mut_49 + l_385;
let l_387 = l_386 + l_mut_247;
let l_388 = l_387 < l_13;
let l_389 = l_384 && l_388;
let l_390 = !l_389;
if l_390 {
break;
}
let l_391 = l_mut_383 - l_mut_194;
l_mut_383 = l_391;
l_mut_293 = l_mut_293 + u32(1);
}
}
}
let l_392 = l_mut_293 * l_mut_247;
let l_393 = l_mut_49 + l_392;
let l_394 = l_393 + l_mut_247;
let l_395 = l_394 >= l_13;
if l_395 {
l_mut_364 = u32(1);
} else {
let l_396 = u64(l_mut_293);
let l_397 = l_mut_194 * l_396;
let l_398 = l_mut_140 - l_397;
l_mut_273 = l_398;
let l_399 = l_mut_293 * l_mut_247;
let l_400 = l_mut_49 + l_399;
l_mut_260 = l_400;
let l_401 = l_mut_194 - l_mut_273;
l_mut_290 = l_401;
let l_402 = l_mut_247 + l_mut_260;
l_mut_363 = l_402;
}
}
}
l_mut_194 = l_mut_290;
l_mut_140 = l_mut_273;
l_mut_49 = l_mut_260;
l_mut_247 = l_mut_363;
l_mut_109 = l_mut_87;
let l_403 = l_mut_364 == u32(1);
l_mut_248 = l_403;
let l_404 = l_mut_364 == u32(0);
l_mut_251 = l_404;
} else {
let l_405 = l_mut_140 - l_mut_109;
l_mut_383 = l_405;
let l_406 = l_mut_109 - l_244;
l_mut_383 = l_406;
l_mut_290 = l_mut_140;
let l_407 = l_mut_383 < l_mut_140;
if l_407 {
l_mut_290 = l_mut_383;
}
l_mut_344 = bool(false);
l_mut_364 = u32(0);
let l_408 = l_mut_194 == u64(0);
let l_409 = !l_408;
let l_410 = l_mut_344 && l_409;
let l_411 = l_mut_194 < l_mut_290;
let l_412 = l_410 && l_411;
let l_413 = l_mut_247 + l_mut_49;
let l_414 = l_413 < l_13;
let l_415 = l_412 && l_414;
if l_415 {
let l_416 = l_13 - l_mut_247;
let l_417 = l_416 - l_mut_49;
let l_418 = l_417 / l_mut_247;
let l_419 = l_mut_290 - u64(1);
let l_420 = l_419 / l_mut_194;
let l_421 = u64(l_418);
let l_422 = l_420 < l_421;
let l_423 = u64(l_418);
let l_424 = select(l_423, l_420, l_422);
let l_425 = u32(bitcast<u64>(l_424));
l_mut_364 = l_425;
}
l_mut_383 = l_mut_140;
l_mut_290 = l_mut_194;
l_mut_363 = l_mut_247;
l_mut_293 = l_mut_49;
l_mut_273 = l_mut_109;
l_mut_260 = u32(0);
let l_426 = l_mut_364 > u32(0);
if l_426 {
let l_427 = u64(l_mut_364);
let l_428 = l_mut_194 * l_427;
let l_429 = l_mut_109 - l_428;
l_mut_273 = l_429;
let l_430 = l_mut_140 - l_428;
l_mut_383 = l_430;
let l_431 = l_mut_364 * l_mut_247;
let l_432 = l_mut_49 + l_431;
l_mut_293 = l_432;
} else {
let l_433 = l_mut_109 - l_mut_194;
l_mut_273 = l_433;
let l_434 = l_mut_273 < l_244;
if l_434 {
l_mut_260 = u32(2);
}
let l_435 = l_mut_260 == u32(0);
if l_435 {
let l_436 = l_13 - l_mut_247;
let l_437 = l_436 / l_mut_49;
l_mut_364 = u32(0);
l_mut_344 = bool(false);
let l_438 = l_mut_140 == u64(0);
if l_438 {
l_mut_364 = l_437;
} else {
if l_mut_344 {
let l_439 = l_mut_140 < l_mut_194;
if l_439 {
let l_440 = l_mut_194 - u64(1);
let l_441 = l_440 / l_mut_140;
let l_442 = u64(l_437);
let l_443 = l_441 < l_442;
let l_444 = u64(l_437);
let l_445 = select(l_444, l_441, l_443);
let l_446 = u32(bitcast<u64>(l_445));
l_mut_364 = l_446;
}
} else {
l_mut_87 = l_mut_194;
loop {
let l_447 = l_mut_140 < l_mut_87;
let l_448 = l_mut_364 * l_mut_49;
let l_449 = l_mut_247 + l_448;
let l_450 = l_449 + l_mut_49;
let l_451 = l_450 < l_13;
let l_452 = l_447 && l_451;
let l_453 = !l_452;
if l_453 {
break;
}
let l_454 = l_mut_87 - l_mut_140;
l_mut_87 = l_454;
l_mut_364 = l_mut_364 + u32(1);
}
}
}
let l_455 = l_mut_364 * l_mut_49;
let l_456 = l_mut_247 + l_455;
let l_457 = l_456 + l_mut_49;
let l_458 = l_457 >= l_13;
if l_458 {
l_mut_260 = u32(1);
} else {
let l_459 = u64(l_mut_364);
let l_460 = l_mut_140 * l_459;
let l_461 = l_mut_194 - l_460;
l_mut_290 = l_461;
let l_462 = l_mut_364 * l_mut_49;
let l_463 = l_mut_247 + l_462;
l_mut_363 = l_463;
let l_464 = l_mut_140 - l_mut_290;
l_mut_383 = l_464;
let l_465 = l_mut_49 + l_mut_363;
l_mut_293 = l_465;
}
}
}
l_mut_194 = l_mut_290;
l_mut_140 = l_mut_383;
l_mut_49 = l_mut_293;
l_mut_247 = l_mut_363;
l_mut_109 = l_mut_273;
let l_466 = l_mut_260 == u32(1);
l_mut_248 = l_466;
let l_467 = l_mut_260 == u32(0);
l_mut_251 = l_467;
}
}
let l_468 = !l_mut_248;
if l_468 {
let l_1374 = info.static_meta[u32(5)];
let l_1375 = l_1374 * u32(1);
let l_1376 = l_1375 - u32(1);
let l_1377 = min(u32(0), l_1376);
let l_1378 = &buffer_5_global[l_1377];
let l_469 = l_1378;
let l_470 = atomicAdd(l_469, u32(1));let l_471 = l_13 / u32(8);
l_mut_364 = u32(0);
l_mut_363 = u32(0);
l_mut_293 = u32(0);

for (var l_mut_472: u32 = u32(0); l_mut_472 < u32(8); l_mut_472++) {
let l_473 = l_mut_472 * l_471;
let l_474 = l_473 < l_56;
let l_475 = l_13 / u32(8);
let l_476 = l_mut_472 * l_475;
let l_477 = l_476 + l_476;
let l_478 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_479 = l_478 == u64(1);
l_mut_383 = l_84;
if l_479 {
let l_480 = u64(u32(0));
let l_481 = l_480 - l_84;
l_mut_383 = l_481;
}
let l_482 = u64(l_477);
let l_483 = l_mut_383 & u64(4294967295);
let l_484 = l_483 * l_482;
let l_485 = l_mut_383 >> u32(bitcast<u64>(u64(32)));
let l_486 = l_485 * l_482;
let l_487 = l_486 << u32(bitcast<u64>(u64(32)));
let l_488 = l_484 + l_487;
let l_489 = l_486 >> u32(bitcast<u64>(u64(32)));
let l_490 = l_488 < l_484;
let l_491 = u64(l_490);
let l_492 = l_489 + l_491;
l_mut_383 = l_488;
let l_493 = l_24 == u32(64);
if l_493 {
l_mut_383 = l_492;
} else {
let l_494 = l_24 > u32(0);
if l_494 {
let l_495 = u32(64) - l_24;
let l_496 = u64(l_495);
let l_497 = l_492 << u32(bitcast<u64>(l_496));
let l_498 = u64(l_24);
let l_499 = l_488 >> u32(bitcast<u64>(l_498));
let l_500 = l_497 | l_499;
l_mut_383 = l_500;
}
}
l_mut_290 = l_mut_383;
if l_479 {
let l_501 = u64(u32(0));
let l_502 = l_501 - l_mut_290;
l_mut_290 = l_502;
}
let l_503 = l_66 + l_mut_290;
let l_504 = u64(l_476);
let l_505 = l_66 * l_504;
let l_506 = l_75 + l_505;
let l_507 = u64(u32(0));
l_mut_383 = l_507;
let l_508 = l_476 < u32(65536);
if l_508 {
let l_509 = l_476 * l_476;
let l_510 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_511 = l_510 == u64(1);
l_mut_290 = l_84;
if l_511 {
let l_512 = u64(u32(0));
let l_513 = l_512 - l_84;
l_mut_290 = l_513;
}
let l_514 = u64(l_509);
let l_515 = l_mut_290 & u64(4294967295);
let l_516 = l_515 * l_514;
let l_517 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_518 = l_517 * l_514;
let l_519 = l_518 << u32(bitcast<u64>(u64(32)));
let l_520 = l_516 + l_519;
let l_521 = l_518 >> u32(bitcast<u64>(u64(32)));
let l_522 = l_520 < l_516;
let l_523 = u64(l_522);
let l_524 = l_521 + l_523;
l_mut_290 = l_520;
let l_525 = l_24 == u32(64);
if l_525 {
l_mut_290 = l_524;
} else {
let l_526 = l_24 > u32(0);
if l_526 {
let l_527 = u32(64) - l_24;
let l_528 = u64(l_527);
let l_529 = l_524 << u32(bitcast<u64>(l_528));
let l_530 = u64(l_24);
let l_531 = l_520 >> u32(bitcast<u64>(l_530));
let l_532 = l_529 | l_531;
l_mut_290 = l_532;
}
}
l_mut_273 = l_mut_290;
if l_511 {
let l_533 = u64(u32(0));
let l_534 = l_533 - l_mut_273;
l_mut_273 = l_534;
}
l_mut_383 = l_mut_273;
} else {
let l_535 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_536 = l_535 == u64(1);
l_mut_290 = l_84;
if l_536 {
let l_537 = u64(u32(0));
let l_538 = l_537 - l_84;
l_mut_290 = l_538;
}
let l_539 = u64(l_476);
let l_540 = l_mut_290 & u64(4294967295);
let l_541 = l_540 * l_539;
let l_542 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_543 = l_542 * l_539;
let l_544 = l_543 << u32(bitcast<u64>(u64(32)));
let l_545 = l_541 + l_544;
let l_546 = l_543 >> u32(bitcast<u64>(u64(32)));
let l_547 = l_545 < l_541;
let l_548 = u64(l_547);
let l_549 = l_546 + l_548;
l_mut_273 = l_545;
let l_550 = u32(0) == u32(64);
if l_550 {
l_mut_273 = l_549;
} else {
let l_551 = u32(0) > u32(0);
if l_551 {
let l_552 = u64(u32(64));
let l_553 = l_549 << u32(bitcast<u64>(l_552));
let l_554 = u64(u32(0));
let l_555 = l_545 >> u32(bitcast<u64>(l_554));
let l_556 = l_553 | l_555;
l_mut_273 = l_556;
}
}
let l_557 = u64(l_476);
let l_558 = l_mut_290 & u64(4294967295);
let l_559 = l_558 * l_557;
let l_560 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_561 = l_560 * l_557;
let l_562 = l_561 << u32(bitcast<u64>(u64(32)));
let l_563 = l_559 + l_562;
let l_564 = l_561 >> u32(bitcast<u64>(u64(32)));
let l_565 = l_563 < l_559;
let l_566 = u64(l_565);
let l_567 = l_564 + l_566;
l_mut_290 = l_563;
let l_568 = u32(64) == u32(64);
if l_568 {
l_mut_290 = l_567;
} else {
let l_569 = u32(64) > u32(0);
if l_569 {
let l_570 = u64(u32(0));
let l_571 = l_567 << u32(bitcast<u64>(l_570));
let l_572 = u64(u32(64));
let l_573 = l_563 >> u32(bitcast<u64>(l_572));
let l_574 = l_571 | l_573;
l_mut_290 = l_574;
}
}
let l_575 = u64(l_476);
let l_576 = l_mut_273 & u64(4294967295);
let l_577 = l_576 * l_575;
let l_578 = l_mut_273 >> u32(bitcast<u64>(u64(32)));
let l_579 = l_578 * l_575;
let l_580 = l_579 << u32(bitcast<u64>(u64(32)));
let l_581 = l_577 + l_580;
let l_582 = l_579 >> u32(bitcast<u64>(u64(32)));
let l_583 = l_581 < l_577;
let l_584 = u64(l_583);
let l_585 = l_582 + l_584;
l_mut_194 = l_581;
let l_586 = u32(0) == u32(64);
if l_586 {
l_mut_194 = l_585;
} else {
let l_587 = u32(0) > u32(0);
if l_587 {
let l_588 = u64(u32(64));
let l_589 = l_585 << u32(bitcast<u64>(l_588));
let l_590 = u64(u32(0));
let l_591 = l_581 >> u32(bitcast<u64>(l_590));
let l_592 = l_589 | l_591;
l_mut_194 = l_592;
}
}
let l_593 = u64(l_476);
let l_594 = l_mut_273 & u64(4294967295);
let l_595 = l_594 * l_593;
let l_596 = l_mut_273 >> u32(bitcast<u64>(u64(32)));
let l_597 = l_596 * l_593;
let l_598 = l_597 << u32(bitcast<u64>(u64(32)));
let l_599 = l_595 + l_598;
let l_600 = l_597 >> u32(bitcast<u64>(u64(32)));
let l_601 = l_599 < l_595;
let l_602 = u64(l_601);
let l_603 = l_600 + l_602;
l_mut_273 = l_599;
let l_604 = u32(64) == u32(64);
if l_604 {
l_mut_273 = l_603;
} else {
let l_605 = u32(64) > u32(0);
if l_605 {
let l_606 = u64(u32(0));
let l_607 = l_603 << u32(bitcast<u64>(l_606));
let l_608 = u64(u32(64));
let l_609 = l_599 >> u32(bitcast<u64>(l_608));
let l_610 = l_607 | l_609;
l_mut_273 = l_610;
}
}
let l_611 = u64(l_476);
let l_612 = l_mut_290 * l_611;
let l_613 = l_mut_273 + l_612;
l_mut_383 = l_mut_194;
let l_614 = l_24 == u32(64);
if l_614 {
l_mut_383 = l_613;
} else {
let l_615 = l_24 > u32(0);
if l_615 {
let l_616 = u32(64) - l_24;
let l_617 = u64(l_616);
let l_618 = l_613 << u32(bitcast<u64>(l_617));
let l_619 = u64(l_24);
let l_620 = l_mut_194 >> u32(bitcast<u64>(l_619));
let l_621 = l_618 + l_620;
l_mut_383 = l_621;
}
}
if l_536 {
let l_622 = u64(u32(0));
let l_623 = l_622 - l_mut_383;
l_mut_383 = l_623;
}
}
let l_624 = l_506 + l_mut_383;
let l_625 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_626 = l_625 == u64(1);
l_mut_383 = l_84;
if l_626 {
let l_627 = u64(u32(0));
let l_628 = l_627 - l_84;
l_mut_383 = l_628;
}
let l_629 = u64(l_475);
let l_630 = l_mut_383 & u64(4294967295);
let l_631 = l_630 * l_629;
let l_632 = l_mut_383 >> u32(bitcast<u64>(u64(32)));
let l_633 = l_632 * l_629;
let l_634 = l_633 << u32(bitcast<u64>(u64(32)));
let l_635 = l_631 + l_634;
let l_636 = l_633 >> u32(bitcast<u64>(u64(32)));
let l_637 = l_635 < l_631;
let l_638 = u64(l_637);
let l_639 = l_636 + l_638;
l_mut_383 = l_635;
let l_640 = l_24 == u32(64);
if l_640 {
l_mut_383 = l_639;
} else {
let l_641 = l_24 > u32(0);
if l_641 {
let l_642 = u32(64) - l_24;
let l_643 = u64(l_642);
let l_644 = l_639 << u32(bitcast<u64>(l_643));
let l_645 = u64(l_24);
let l_646 = l_635 >> u32(bitcast<u64>(l_645));
let l_647 = l_644 | l_646;
l_mut_383 = l_647;
}
}
l_mut_290 = l_mut_383;
if l_626 {
let l_648 = u64(u32(0));
let l_649 = l_648 - l_mut_290;
l_mut_290 = l_649;
}
let l_650 = l_503 + l_mut_290;
let l_651 = l_24 + u32(3);
let l_652 = u64(u32(0));
l_mut_383 = l_652;
let l_653 = l_475 < u32(65536);
if l_653 {
let l_654 = l_475 * l_475;
let l_655 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_656 = l_655 == u64(1);
l_mut_290 = l_84;
if l_656 {
let l_657 = u64(u32(0));
let l_658 = l_657 - l_84;
l_mut_290 = l_658;
}
let l_659 = u64(l_654);
let l_660 = l_mut_290 & u64(4294967295);
let l_661 = l_660 * l_659;
let l_662 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_663 = l_662 * l_659;
let l_664 = l_663 << u32(bitcast<u64>(u64(32)));
let l_665 = l_661 + l_664;
let l_666 = l_663 >> u32(bitcast<u64>(u64(32)));
let l_667 = l_665 < l_661;
let l_668 = u64(l_667);
let l_669 = l_666 + l_668;
l_mut_290 = l_665;
let l_670 = l_651 == u32(64);
if l_670 {
l_mut_290 = l_669;
} else {
let l_671 = l_651 > u32(0);
if l_671 {
let l_672 = u32(64) - l_651;
let l_673 = u64(l_672);
let l_674 = l_669 << u32(bitcast<u64>(l_673));
let l_675 = u64(l_651);
let l_676 = l_665 >> u32(bitcast<u64>(l_675));
let l_677 = l_674 | l_676;
l_mut_290 = l_677;
}
}
l_mut_273 = l_mut_290;
if l_656 {
let l_678 = u64(u32(0));
let l_679 = l_678 - l_mut_273;
l_mut_273 = l_679;
}
l_mut_383 = l_mut_273;
} else {
let l_680 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_681 = l_680 == u64(1);
l_mut_290 = l_84;
if l_681 {
let l_682 = u64(u32(0));
let l_683 = l_682 - l_84;
l_mut_290 = l_683;
}
let l_684 = u64(l_475);
let l_685 = l_mut_290 & u64(4294967295);
let l_686 = l_685 * l_684;
let l_687 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_688 = l_687 * l_684;
let l_689 = l_688 << u32(bitcast<u64>(u64(32)));
let l_690 = l_686 + l_689;
let l_691 = l_688 >> u32(bitcast<u64>(u64(32)));
let l_692 = l_690 < l_686;
let l_693 = u64(l_692);
let l_694 = l_691 + l_693;
l_mut_273 = l_690;
let l_695 = u32(0) == u32(64);
if l_695 {
l_mut_273 = l_694;
} else {
let l_696 = u32(0) > u32(0);
if l_696 {
let l_697 = u64(u32(64));
let l_698 = l_694 << u32(bitcast<u64>(l_697));
let l_699 = u64(u32(0));
let l_700 = l_690 >> u32(bitcast<u64>(l_699));
let l_701 = l_698 | l_700;
l_mut_273 = l_701;
}
}
let l_702 = u64(l_475);
let l_703 = l_mut_290 & u64(4294967295);
let l_704 = l_703 * l_702;
let l_705 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_706 = l_705 * l_702;
let l_707 = l_706 << u32(bitcast<u64>(u64(32)));
let l_708 = l_704 + l_707;
let l_709 = l_706 >> u32(bitcast<u64>(u64(32)));
let l_710 = l_708 < l_704;
let l_711 = u64(l_710);
let l_712 = l_709 + l_711;
l_mut_290 = l_708;
let l_713 = u32(64) == u32(64);
if l_713 {
l_mut_290 = l_712;
} else {
let l_714 = u32(64) > u32(0);
if l_714 {
let l_715 = u64(u32(0));
let l_716 = l_712 << u32(bitcast<u64>(l_715));
let l_717 = u64(u32(64));
let l_718 = l_708 >> u32(bitcast<u64>(l_717));
let l_719 = l_716 | l_718;
l_mut_290 = l_719;
}
}
let l_720 = u64(l_475);
let l_721 = l_mut_273 & u64(4294967295);
let l_722 = l_721 * l_720;
let l_723 = l_mut_273 >> u32(bitcast<u64>(u64(32)));
let l_724 = l_723 * l_720;
let l_725 = l_724 << u32(bitcast<u64>(u64(32)));
let l_726 = l_722 + l_725;
let l_727 = l_724 >> u32(bitcast<u64>(u64(32)));
let l_728 = l_726 < l_722;
let l_729 = u64(l_728);
let l_730 = l_727 + l_729;
l_mut_194 = l_726;
let l_731 = u32(0) == u32(64);
if l_731 {
l_mut_194 = l_730;
} else {
let l_732 = u32(0) > u32(0);
if l_732 {
let l_733 = u64(u32(64));
let l_734 = l_730 << u32(bitcast<u64>(l_733));
let l_735 = u64(u32(0));
let l_736 = l_726 >> u32(bitcast<u64>(l_735));
let l_737 = l_734 | l_736;
l_mut_194 = l_737;
}
}
let l_738 = u64(l_475);
let l_739 = l_mut_273 & u64(4294967295);
let l_740 = l_739 * l_738;
let l_741 = l_mut_273 >> u32(bitcast<u64>(u64(32)));
let l_742 = l_741 * l_738;
let l_743 = l_742 << u32(bitcast<u64>(u64(32)));
let l_744 = l_740 + l_743;
let l_745 = l_742 >> u32(bitcast<u64>(u64(32)));
let l_746 = l_744 < l_740;
let l_747 = u64(l_746);
let l_748 = l_745 + l_747;
l_mut_273 = l_744;
let l_749 = u32(64) == u32(64);
if l_749 {
l_mut_273 = l_748;
} else {
let l_750 = u32(64) > u32(0);
if l_750 {
let l_751 = u64(u32(0));
let l_752 = l_748 << u32(bitcast<u64>(l_751));
let l_753 = u64(u32(64));
let l_754 = l_744 >> u32(bitcast<u64>(l_753));
let l_755 = l_752 | l_754;
l_mut_273 = l_755;
}
}
let l_756 = u64(l_475);
let l_757 = l_mut_290 * l_756;
let l_758 = l_mut_273 + l_757;
l_mut_383 = l_mut_194;
let l_759 = l_651 == u32(64);
if l_759 {
l_mut_383 = l_758;
} else {
let l_760 = l_651 > u32(0);
if l_760 {
let l_761 = u32(64) - l_651;
let l_762 = u64(l_761);
let l_763 = l_758 << u32(bitcast<u64>(l_762));
let l_764 = u64(l_651);
let l_765 = l_mut_194 >> u32(bitcast<u64>(l_764));
let l_766 = l_763 + l_765;
l_mut_383 = l_766;
}
}
if l_681 {
let l_767 = u64(u32(0));
let l_768 = l_767 - l_mut_383;
l_mut_383 = l_768;
}
}
l_mut_290 = l_mut_383;
let l_769 = l_mut_383 >> u32(bitcast<u64>(u64(63)));
let l_770 = l_769 == u64(1);
if l_770 {
let l_771 = u64(u32(0));
let l_772 = l_771 - l_mut_383;
l_mut_290 = l_772;
}
let l_773 = l_33 + l_mut_290;
let l_774 = u64(u32(1));
let l_775 = l_773 + l_774;
let l_776 = l_624 - l_mut_383;
let l_777 = l_776 + l_775;
let l_778 = u64(u32(0));
let l_779 = l_778 - l_650;
let l_780 = l_775 + l_775;
l_mut_383 = l_779;
let l_781 = u64(u32(0));
let l_782 = l_781 - l_779;
l_mut_290 = l_782;
l_mut_273 = l_777;
l_mut_260 = u32(1);
l_mut_247 = u32(1);
l_mut_344 = bool(false);
let l_783 = l_mut_273 < l_780;
let l_784 = !l_783;
l_mut_339 = l_784;
let l_785 = l_779 == u64(0);
if l_785 {
l_mut_344 = l_mut_339;
l_mut_339 = bool(false);
}
if l_mut_339 {
let l_786 = l_779 >> u32(bitcast<u64>(u64(63)));
let l_787 = l_786 == u64(1);
l_mut_194 = l_779;
if l_787 {
let l_788 = u64(u32(0));
let l_789 = l_788 - l_779;
l_mut_194 = l_789;
}
let l_790 = l_475 - u32(1);
let l_791 = u64(l_790);
let l_792 = l_mut_194 * l_791;
l_mut_49 = u32(0);
let l_793 = l_475 - u32(1);
let l_794 = u64(l_793);
let l_795 = l_mut_194 & u64(4294967295);
let l_796 = l_795 * l_794;
let l_797 = l_mut_194 >> u32(bitcast<u64>(u64(32)));
let l_798 = l_797 * l_794;
let l_799 = l_798 << u32(bitcast<u64>(u64(32)));
let l_800 = l_796 + l_799;
let l_801 = l_798 >> u32(bitcast<u64>(u64(32)));
let l_802 = l_800 < l_796;
let l_803 = u64(l_802);
let l_804 = l_801 + l_803;
l_mut_140 = l_800;
let l_805 = u32(64) == u32(64);
if l_805 {
l_mut_140 = l_804;
} else {
let l_806 = u32(64) > u32(0);
if l_806 {
let l_807 = u64(u32(0));
let l_808 = l_804 << u32(bitcast<u64>(l_807));
let l_809 = u64(u32(64));
let l_810 = l_800 >> u32(bitcast<u64>(l_809));
let l_811 = l_808 | l_810;
l_mut_140 = l_811;
}
}
let l_812 = l_mut_140 == u64(0);
if l_812 {
l_mut_140 = l_777;
if l_787 {
let l_813 = u64(u32(0));
let l_814 = l_813 - l_777;
let l_815 = l_777 == u64(0);
let l_816 = !l_815;
let l_817 = l_792 < l_814;
let l_818 = !l_817;
let l_819 = l_816 && l_818;
if l_819 {
let l_820 = l_475 - u32(1);
l_mut_109 = l_814;
let l_821 = l_814 < l_mut_194;
let l_822 = !l_821;
if l_822 {
l_mut_823 = u32(0);
let l_824 = l_mut_194 < l_814;
if l_824 {
let l_825 = l_814 - u64(1);
let l_826 = l_825 / l_mut_194;
let l_827 = u64(l_820);
let l_828 = l_826 < l_827;
let l_829 = u64(l_820);
let l_830 = select(l_829, l_826, l_828);
let l_831 = u32(bitcast<u64>(l_830));
l_mut_823 = l_831;
}
let l_832 = u64(l_mut_823);
let l_833 = l_mut_194 * l_832;
let l_834 = l_814 - l_833;
l_mut_109 = l_834;
let l_835 = l_mut_109 < l_mut_194;
let l_836 = !l_835;
if l_836 {
let l_837 = l_mut_109 - l_mut_194;
l_mut_109 = l_837;
}
}
let l_838 = l_mut_194 - l_mut_109;
l_mut_109 = l_838;
let l_839 = l_838 < l_mut_194;
let l_840 = !l_839;
if l_840 {
let l_841 = l_838 - l_mut_194;
l_mut_109 = l_841;
}
let l_842 = l_mut_109 < l_mut_140;
if l_842 {
l_mut_140 = l_mut_109;
}
}
} else {
let l_843 = l_777 - l_792;
l_mut_140 = l_843;
let l_844 = l_777 < l_792;
if l_844 {
let l_845 = l_475 - u32(1);
l_mut_109 = l_777;
let l_846 = l_777 < l_mut_194;
let l_847 = !l_846;
if l_847 {
l_mut_823 = u32(0);
let l_848 = l_mut_194 < l_777;
if l_848 {
let l_849 = l_777 - u64(1);
let l_850 = l_849 / l_mut_194;
let l_851 = u64(l_845);
let l_852 = l_850 < l_851;
let l_853 = u64(l_845);
let l_854 = select(l_853, l_850, l_852);
let l_855 = u32(bitcast<u64>(l_854));
l_mut_823 = l_855;
}
let l_856 = u64(l_mut_823);
let l_857 = l_mut_194 * l_856;
let l_858 = l_777 - l_857;
l_mut_109 = l_858;
let l_859 = l_mut_109 < l_mut_194;
let l_860 = !l_859;
if l_860 {
let l_861 = l_mut_109 - l_mut_194;
l_mut_109 = l_861;
}
}
let l_862 = l_mut_109 < l_mut_140;
if l_862 {
l_mut_140 = l_mut_109;
}
}
}
let l_863 = l_mut_140 < l_780;
let l_864 = !l_863;
let l_865 = u32(l_864);
let l_866 = u32(2) - l_865;
l_mut_49 = l_866;
}
let l_867 = l_mut_49 > u32(0);
if l_867 {
let l_868 = l_mut_49 == u32(1);
l_mut_344 = l_868;
l_mut_339 = bool(false);
}
}
l_mut_251 = bool(false);
loop {
let l_869 = !l_mut_339;
if l_869 {
break;
}
let l_870 = l_mut_273 < l_mut_383;
if l_870 {
let l_871 = l_mut_383 - l_mut_273;
l_mut_194 = l_871;
l_mut_140 = l_mut_383;
let l_872 = l_mut_194 < l_mut_383;
if l_872 {
l_mut_140 = l_mut_194;
}
l_mut_248 = bool(false);
l_mut_823 = u32(0);
let l_873 = l_mut_290 == u64(0);
let l_874 = !l_873;
let l_875 = l_mut_248 && l_874;
let l_876 = l_mut_290 < l_mut_140;
let l_877 = l_875 && l_876;
let l_878 = l_mut_260 + l_mut_247;
let l_879 = l_878 < l_475;
let l_880 = l_877 && l_879;
if l_880 {
let l_881 = l_475 - l_mut_260;
let l_882 = l_881 - l_mut_247;
let l_883 = l_882 / l_mut_260;
let l_884 = l_mut_140 - u64(1);
let l_885 = l_884 / l_mut_290;
let l_886 = u64(l_883);
let l_887 = l_885 < l_886;
let l_888 = u64(l_883);
let l_889 = select(l_888, l_885, l_887);
let l_890 = u32(bitcast<u64>(l_889));
l_mut_823 = l_890;
}
l_mut_194 = l_mut_383;
l_mut_140 = l_mut_290;
l_mut_49 = l_mut_260;
l_mut_891 = l_mut_247;
l_mut_109 = l_mut_273;
l_mut_892 = u32(0);
let l_893 = l_mut_823 > u32(0);
if l_893 {
let l_894 = u64(l_mut_823);
let l_895 = l_mut_290 * l_894;
let l_896 = l_mut_383 - l_895;
l_mut_194 = l_896;
let l_897 = l_mut_823 * l_mut_260;
let l_898 = l_mut_247 + l_897;
l_mut_891 = l_898;
} else {
let l_899 = l_mut_892 == u32(0);
if l_899 {
let l_900 = l_475 - l_mut_260;
let l_901 = l_900 / l_mut_247;
l_mut_823 = u32(0);
l_mut_248 = bool(false);
let l_902 = l_mut_383 == u64(0);
if l_902 {
l_mut_823 = l_901;
} else {
if l_mut_248 {
let l_903 = l_mut_383 < l_mut_290;
if l_903 {
let l_904 = l_mut_290 - u64(1);
let l_905 = l_904 / l_mut_383;
let l_906 = u64(l_901);
let l_907 = l_905 < l_906;
let l_908 = u64(l_901);
let l_909 = select(l_908, l_905, l_907);
let l_910 = u32(bitcast<u64>(l_909));
l_mut_823 = l_910;
}
} else {
l_mut_87 = l_mut_290;
loop {
let l_911 = l_mut_383 < l_mut_87;
let l_912 = l_mut_823 * l_mut_247;
let l_913 = l_mut_260 + l_912;
let l_914 = l_913 + l_mut_247;
let l_915 = l_914 < l_475;
let l_916 = l_911 && l_915;
let l_917 = !l_916;
if l_917 {
break;
}
let l_918 = l_mut_87 - l_mut_383;
l_mut_87 = l_918;
l_mut_823 = l_mut_823 + u32(1);
}
}
}
let l_919 = l_mut_823 * l_mut_247;
let l_920 = l_mut_260 + l_919;
let l_921 = l_920 + l_mut_247;
let l_922 = l_921 >= l_475;
if l_922 {
l_mut_892 = u32(1);
} else {
let l_923 = u64(l_mut_823);
let l_924 = l_mut_383 * l_923;
let l_925 = l_mut_290 - l_924;
l_mut_140 = l_925;
let l_926 = l_mut_823 * l_mut_247;
let l_927 = l_mut_260 + l_926;
l_mut_49 = l_927;
let l_928 = l_mut_383 - l_mut_140;
l_mut_194 = l_928;
let l_929 = l_mut_247 + l_mut_49;
l_mut_891 = l_929;
}
}
}
l_mut_383 = l_mut_194;
l_mut_290 = l_mut_140;
l_mut_260 = l_mut_49;
l_mut_247 = l_mut_891;
l_mut_273 = l_mut_109;
let l_930 = l_mut_892 == u32(1);
l_mut_344 = l_930;
let l_931 = l_mut_892 == u32(0);
l_mut_339 = l_931;
} else {
let l_932 = l_mut_290 - l_mut_273;
l_mut_194 = l_932;
let l_933 = l_mut_273 - l_780;
l_mut_194 = l_933;
l_mut_140 = l_mut_290;
let l_934 = l_mut_194 < l_mut_290;
if l_934 {
l_mut_140 = l_mut_194;
}
l_mut_248 = bool(false);
l_mut_892 = u32(0);
let l_935 = l_mut_383 == u64(0);
let l_936 = !l_935;
let l_937 = l_mut_248 && l_936;
let l_938 = l_mut_383 < l_mut_140;
let l_939 = l_937 && l_938;
let l_940 = l_mut_247 + l_mut_260;
let l_941 = l_940 < l_475;
let l_942 = l_939 && l_941;
if l_942 {
let l_943 = l_475 - l_mut_247;
let l_944 = l_943 - l_mut_260;
let l_945 = l_944 / l_mut_247;
let l_946 = l_mut_140 - u64(1);
let l_947 = l_946 / l_mut_383;
let l_948 = u64(l_945);
let l_949 = l_947 < l_948;
let l_950 = u64(l_945);
let l_951 = select(l_950, l_947, l_949);
let l_952 = u32(bitcast<u64>(l_951));
l_mut_892 = l_952;
}
l_mut_194 = l_mut_290;
l_mut_140 = l_mut_383;
l_mut_891 = l_mut_247;
l_mut_823 = l_mut_260;
l_mut_109 = l_mut_273;
l_mut_49 = u32(0);
let l_953 = l_mut_892 > u32(0);
if l_953 {
let l_954 = u64(l_mut_892);
let l_955 = l_mut_383 * l_954;
let l_956 = l_mut_273 - l_955;
l_mut_109 = l_956;
let l_957 = l_mut_290 - l_955;
l_mut_194 = l_957;
let l_958 = l_mut_892 * l_mut_247;
let l_959 = l_mut_260 + l_958;
l_mut_823 = l_959;
} else {
let l_960 = l_mut_273 - l_mut_383;
l_mut_109 = l_960;
let l_961 = l_mut_109 < l_780;
if l_961 {
l_mut_49 = u32(2);
}
let l_962 = l_mut_49 == u32(0);
if l_962 {
let l_963 = l_475 - l_mut_247;
let l_964 = l_963 / l_mut_260;
l_mut_892 = u32(0);
l_mut_248 = bool(false);
let l_965 = l_mut_290 == u64(0);
if l_965 {
l_mut_892 = l_964;
} else {
if l_mut_248 {
let l_966 = l_mut_290 < l_mut_383;
if l_966 {
let l_967 = l_mut_383 - u64(1);
let l_968 = l_967 / l_mut_290;
let l_969 = u64(l_964);
let l_970 = l_968 < l_969;
let l_971 = u64(l_964);
let l_972 = select(l_971, l_968, l_970);
let l_973 = u32(bitcast<u64>(l_972));
l_mut_892 = l_973;
}
} else {
l_mut_87 = l_mut_383;
loop {
let l_974 = l_mut_290 < l_mut_87;
let l_975 = l_mut_892 * l_mut_260;
let l_976 = l_mut_247 + l_975;
let l_977 = l_976 + l_mut_260;
let l_978 = l_977 < l_475;
let l_979 = l_974 && l_978;
let l_980 = !l_979;
if l_980 {
break;
}
let l_981 = l_mut_87 - l_mut_290;
l_mut_87 = l_981;
l_mut_892 = l_mut_892 + u32(1);
}
}
}
let l_982 = l_mut_892 * l_mut_260;
let l_983 = l_mut_247 + l_982;
let l_984 = l_983 + l_mut_260;
let l_985 = l_984 >= l_475;
if l_985 {
l_mut_49 = u32(1);
} else {
let l_986 = u64(l_mut_892);
let l_987 = l_mut_290 * l_986;
let l_988 = l_mut_383 - l_987;
l_mut_140 = l_988;
let l_989 = l_mut_892 * l_mut_260;
let l_990 = l_mut_247 + l_989;
l_mut_891 = l_990;
let l_991 = l_mut_290 - l_mut_140;
l_mut_194 = l_991;
let l_992 = l_mut_260 + l_mut_891;
l_mut_823 = l_992;
}
}
}
l_mut_383 = l_mut_140;
l_mut_290 = l_mut_194;
l_mut_260 = l_mut_823;
l_mut_247 = l_mut_891;
l_mut_273 = l_mut_109;
let l_993 = l_mut_49 == u32(1);
l_mut_344 = l_993;
let l_994 = l_mut_49 == u32(0);
l_mut_339 = l_994;
}
}
let l_995 = !l_mut_344;
let l_996 = l_474 && l_995;
if l_996 {
let l_997 = u32(1) << l_mut_472;
l_mut_364 = l_mut_364 | l_997;
l_mut_363 = l_mut_363 + u32(1);
let l_998 = l_473 + l_471;
let l_999 = min(l_998, l_56);
l_mut_892 = u32(0);

for (var l_mut_1000: u32 = l_473; l_mut_1000 < l_999; l_mut_1000++) {
let l_1001 = u64(l_mut_1000);
let l_1002 = l_66 * l_1001;
let l_1003 = l_75 + l_1002;
let l_1004 = u64(u32(0));
l_mut_383 = l_1004;
let l_1005 = l_mut_1000 < u32(65536);
if l_1005 {
let l_1006 = l_mut_1000 * l_mut_1000;
let l_1007 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_1008 = l_1007 == u64(1);
l_mut_290 = l_84;
if l_1008 {
let l_1009 = u64(u32(0));
let l_1010 = l_1009 - l_84;
l_mut_290 = l_1010;
}
let l_1011 = u64(l_1006);
let l_1012 = l_mut_290 & u64(4294967295);
let l_1013 = l_1012 * l_1011;
let l_1014 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_1015 = l_1014 * l_1011;
let l_1016 = l_1015 << u32(bitcast<u64>(u64(32)));
let l_1017 = l_1013 + l_1016;
let l_1018 = l_1015 >> u32(bitcast<u64>(u64(32)));
let l_1019 = l_1017 < l_1013;
let l_1020 = u64(l_1019);
let l_1021 = l_1018 + l_1020;
l_mut_290 = l_1017;
let l_1022 = l_24 == u32(64);
if l_1022 {
l_mut_290 = l_1021;
} else {
let l_1023 = l_24 > u32(0);
if l_1023 {
let l_1024 = u32(64) - l_24;
let l_1025 = u64(l_1024);
let l_1026 = l_1021 << u32(bitcast<u64>(l_1025));
let l_1027 = u64(l_24);
let l_1028 = l_1017 >> u32(bitcast<u64>(l_1027));
let l_1029 = l_1026 | l_1028;
l_mut_290 = l_1029;
}
}
l_mut_273 = l_mut_290;
if l_1008 {
let l_1030 = u64(u32(0));
let l_1031 = l_1030 - l_mut_273;
l_mut_273 = l_1031;
}
l_mut_383 = l_mut_273;
} else {
let l_1032 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_1033 = l_1032 == u64(1);
l_mut_290 = l_84;
if l_1033 {
let l_1034 = u64(u32(0));
let l_1035 = l_1034 - l_84;
l_mut_290 = l_1035;
}
let l_1036 = u64(l_mut_1000);
let l_1037 = l_mut_290 & u64(4294967295);
let l_1038 = l_1037 * l_1036;
let l_1039 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_1040 = l_1039 * l_1036;
let l_1041 = l_1040 << u32(bitcast<u64>(u64(32)));
let l_1042 = l_1038 + l_1041;
let l_1043 = l_1040 >> u32(bitcast<u64>(u64(32)));
let l_1044 = l_1042 < l_1038;
let l_1045 = u64(l_1044);
let l_1046 = l_1043 + l_1045;
l_mut_273 = l_1042;
let l_1047 = u32(0) == u32(64);
if l_1047 {
l_mut_273 = l_1046;
} else {
let l_1048 = u32(0) > u32(0);
if l_1048 {
let l_1049 = u64(u32(64));
let l_1050 = l_1046 << u32(bitcast<u64>(l_1049));
let l_1051 = u64(u32(0));
let l_1052 = l_1042 >> u32(bitcast<u64>(l_1051));
let l_1053 = l_1050 | l_1052;
l_mut_273 = l_1053;
}
}
let l_1054 = u64(l_mut_1000);
let l_1055 = l_mut_290 & u64(4294967295);
let l_1056 = l_1055 * l_1054;
let l_1057 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_1058 = l_1057 * l_1054;
let l_1059 = l_1058 << u32(bitcast<u64>(u64(32)));
let l_1060 = l_1056 + l_1059;
let l_1061 = l_1058 >> u32(bitcast<u64>(u64(32)));
let l_1062 = l_1060 < l_1056;
let l_1063 = u64(l_1062);
let l_1064 = l_1061 + l_1063;
l_mut_290 = l_1060;
let l_1065 = u32(64) == u32(64);
if l_1065 {
l_mut_290 = l_1064;
} else {
let l_1066 = u32(64) > u32(0);
if l_1066 {
let l_1067 = u64(u32(0));
let l_1068 = l_1064 << u32(bitcast<u64>(l_1067));
let l_1069 = u64(u32(64));
let l_1070 = l_1060 >> u32(bitcast<u64>(l_1069));
let l_1071 = l_1068 | l_1070;
l_mut_290 = l_1071;
}
}
let l_1072 = u64(l_mut_1000);
let l_1073 = l_mut_273 & u64(4294967295);
let l_1074 = l_1073 * l_1072;
let l_1075 = l_mut_273 >> u32(bitcast<u64>(u64(32)));
let l_1076 = l_1075 * l_1072;
let l_1077 = l_1076 << u32(bitcast<u64>(u64(32)));
let l_1078 = l_1074 + l_1077;
let l_1079 = l_1076 >> u32(bitcast<u64>(u64(32)));
let l_1080 = l_1078 < l_1074;
let l_1081 = u64(l_1080);
let l_1082 = l_1079 + l_1081;
l_mut_194 = l_1078;
let l_1083 = u32(0) == u32(64);
if l_1083 {
l_mut_194 = l_1082;
} else {
let l_1084 = u32(0) > u32(0);
if l_1084 {
let l_1085 = u64(u32(64));
let l_1086 = l_1082 << u32(bitcast<u64>(l_1085));
let l_1087 = u64(u32(0));
let l_1088 = l_1078 >> u32(bitcast<u64>(l_1087));
let l_1089 = l_1086 | l_1088;
l_mut_194 = l_1089;
}
}
let l_1090 = u64(l_mut_1000);
let l_1091 = l_mut_273 & u64(4294967295);
let l_1092 = l_1091 * l_1090;
let l_1093 = l_mut_273 >> u32(bitcast<u64>(u64(32)));
let l_1094 = l_1093 * l_1090;
let l_1095 = l_1094 << u32(bitcast<u64>(u64(32)));
let l_1096 = l_1092 + l_1095;
let l_1097 = l_1094 >> u32(bitcast<u64>(u64(32)));
let l_1098 = l_1096 < l_1092;
let l_1099 = u64(l_1098);
let l_1100 = l_1097 + l_1099;
l_mut_273 = l_1096;
let l_1101 = u32(64) == u32(64);
if l_1101 {
l_mut_273 = l_1100;
} else {
let l_1102 = u32(64) > u32(0);
if l_1102 {
let l_1103 = u64(u32(0));
let l_1104 = l_1100 << u32(bitcast<u64>(l_1103));
let l_1105 = u64(u32(64));
let l_1106 = l_1096 >> u32(bitcast<u64>(l_1105));
let l_1107 = l_1104 | l_1106;
l_mut_273 = l_1107;
}
}
let l_1108 = u64(l_mut_1000);
let l_1109 = l_mut_290 * l_1108;
let l_1110 = l_mut_273 + l_1109;
l_mut_383 = l_mut_194;
let l_1111 = l_24 == u32(64);
if l_1111 {
l_mut_383 = l_1110;
} else {
let l_1112 = l_24 > u32(0);
if l_1112 {
let l_1113 = u32(64) - l_24;
let l_1114 = u64(l_1113);
let l_1115 = l_1110 << u32(bitcast<u64>(l_1114));
let l_1116 = u64(l_24);
let l_1117 = l_mut_194 >> u32(bitcast<u64>(l_1116));
let l_1118 = l_1115 + l_1117;
l_mut_383 = l_1118;
}
}
if l_1033 {
let l_1119 = u64(u32(0));
let l_1120 = l_1119 - l_mut_383;
l_mut_383 = l_1120;
}
}
let l_1121 = l_1003 + l_mut_383;
let l_1122 = u64(u32(0));
let l_1123 = l_1122 - l_1121;
l_mut_383 = l_1123;
let l_1124 = l_1121 < l_mut_383;
if l_1124 {
l_mut_383 = l_1121;
}
let l_1125 = l_mut_383 < l_33;
let l_1126 = u32(l_1125);
l_mut_892 = l_mut_892 + l_1126;
}
l_mut_293 = l_mut_293 + l_mut_892;
}
}
let l_1127 = l_mut_363 > u32(0);
if l_1127 {
let l_1379 = info.static_meta[u32(5)];
let l_1380 = l_1379 * u32(1);
let l_1381 = l_1380 - u32(1);
let l_1382 = min(u32(1), l_1381);
let l_1383 = &buffer_5_global[l_1382];
let l_1128 = l_1383;
let l_1129 = atomicAdd(l_1128, l_mut_363);}
let l_1130 = l_mut_293 > u32(0);
if l_1130 {
let l_1384 = info.static_meta[u32(5)];
let l_1385 = l_1384 * u32(1);
let l_1386 = l_1385 - u32(1);
let l_1387 = min(u32(2), l_1386);
let l_1388 = &buffer_5_global[l_1387];
let l_1131 = l_1388;
let l_1132 = atomicAdd(l_1131, l_mut_293);l_mut_892 = l_1132;

for (var l_mut_1133: u32 = u32(0); l_mut_1133 < u32(8); l_mut_1133++) {
let l_1134 = l_mut_364 >> l_mut_1133;
let l_1135 = l_1134 & u32(1);
let l_1136 = l_1135 == u32(1);
if l_1136 {
let l_1137 = l_mut_1133 * l_471;
let l_1138 = l_1137 + l_471;
let l_1139 = min(l_1138, l_56);
l_mut_891 = l_mut_892;

for (var l_mut_1140: u32 = l_1137; l_mut_1140 < l_1139; l_mut_1140++) {
let l_1141 = u64(l_mut_1140);
let l_1142 = l_66 * l_1141;
let l_1143 = l_75 + l_1142;
let l_1144 = u64(u32(0));
l_mut_383 = l_1144;
let l_1145 = l_mut_1140 < u32(65536);
if l_1145 {
let l_1146 = l_mut_1140 * l_mut_1140;
let l_1147 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_1148 = l_1147 == u64(1);
l_mut_290 = l_84;
if l_1148 {
let l_1149 = u64(u32(0));
let l_1150 = l_1149 - l_84;
l_mut_290 = l_1150;
}
let l_1151 = u64(l_1146);
let l_1152 = l_mut_290 & u64(4294967295);
let l_1153 = l_1152 * l_1151;
let l_1154 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_1155 = l_1154 * l_1151;
let l_1156 = l_1155 << u32(bitcast<u64>(u64(32)));
let l_1157 = l_1153 + l_1156;
let l_1158 = l_1155 >> u32(bitcast<u64>(u64(32)));
let l_1159 = l_1157 < l_1153;
let l_1160 = u64(l_1159);
let l_1161 = l_1158 + l_1160;
l_mut_290 = l_1157;
let l_1162 = l_24 == u32(64);
if l_1162 {
l_mut_290 = l_1161;
} else {
let l_1163 = l_24 > u32(0);
if l_1163 {
let l_1164 = u32(64) - l_24;
let l_1165 = u64(l_1164);
let l_1166 = l_1161 << u32(bitcast<u64>(l_1165));
let l_1167 = u64(l_24);
let l_1168 = l_1157 >> u32(bitcast<u64>(l_1167));
let l_1169 = l_1166 | l_1168;
l_mut_290 = l_1169;
}
}
l_mut_273 = l_mut_290;
if l_1148 {
let l_1170 = u64(u32(0));
let l_1171 = l_1170 - l_mut_273;
l_mut_273 = l_1171;
}
l_mut_383 = l_mut_273;
} else {
let l_1172 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_1173 = l_1172 == u64(1);
l_mut_290 = l_84;
if l_1173 {
let l_1174 = u64(u32(0));
let l_1175 = l_1174 - l_84;
l_mut_290 = l_1175;
}
let l_1176 = u64(l_mut_1140);
let l_1177 = l_mut_290 & u64(4294967295);
let l_1178 = l_1177 * l_1176;
let l_1179 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_1180 = l_1179 * l_1176;
let l_1181 = l_1180 << u32(bitcast<u64>(u64(32)));
let l_1182 = l_1178 + l_1181;
let l_1183 = l_1180 >> u32(bitcast<u64>(u64(32)));
let l_1184 = l_1182 < l_1178;
let l_1185 = u64(l_1184);
let l_1186 = l_1183 + l_1185;
l_mut_273 = l_1182;
let l_1187 = u32(0) == u32(64);
if l_1187 {
l_mut_273 = l_1186;
} else {
let l_1188 = u32(0) > u32(0);
if l_1188 {
let l_1189 = u64(u32(64));
let l_1190 = l_1186 << u32(bitcast<u64>(l_1189));
let l_1191 = u64(u32(0));
let l_1192 = l_1182 >> u32(bitcast<u64>(l_1191));
let l_1193 = l_1190 | l_1192;
l_mut_273 = l_1193;
}
}
let l_1194 = u64(l_mut_1140);
let l_1195 = l_mut_290 & u64(4294967295);
let l_1196 = l_1195 * l_1194;
let l_1197 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_1198 = l_1197 * l_1194;
let l_1199 = l_1198 << u32(bitcast<u64>(u64(32)));
let l_1200 = l_1196 + l_1199;
let l_1201 = l_1198 >> u32(bitcast<u64>(u64(32)));
let l_1202 = l_1200 < l_1196;
let l_1203 = u64(l_1202);
let l_1204 = l_1201 + l_1203;
l_mut_290 = l_1200;
let l_1205 = u32(64) == u32(64);
if l_1205 {
l_mut_290 = l_1204;
} else {
let l_1206 = u32(64) > u32(0);
if l_1206 {
let l_1207 = u64(u32(0));
let l_1208 = l_1204 << u32(bitcast<u64>(l_1207));
let l_1209 = u64(u32(64));
let l_1210 = l_1200 >> u32(bitcast<u64>(l_1209));
let l_1211 = l_1208 | l_1210;
l_mut_290 = l_1211;
}
}
let l_1212 = u64(l_mut_1140);
let l_1213 = l_mut_273 & u64(4294967295);
let l_1214 = l_1213 * l_1212;
let l_1215 = l_mut_273 >> u32(bitcast<u64>(u64(32)));
let l_1216 = l_1215 * l_1212;
let l_1217 = l_1216 << u32(bitcast<u64>(u64(32)));
let l_1218 = l_1214 + l_1217;
let l_1219 = l_1216 >> u32(bitcast<u64>(u64(32)));
let l_1220 = l_1218 < l_1214;
let l_1221 = u64(l_1220);
let l_1222 = l_1219 + l_1221;
l_mut_194 = l_1218;
let l_1223 = u32(0) == u32(64);
if l_1223 {
l_mut_194 = l_1222;
} else {
let l_1224 = u32(0) > u32(0);
if l_1224 {
let l_1225 = u64(u32(64));
let l_1226 = l_1222 << u32(bitcast<u64>(l_1225));
let l_1227 = u64(u32(0));
let l_1228 = l_1218 >> u32(bitcast<u64>(l_1227));
let l_1229 = l_1226 | l_1228;
l_mut_194 = l_1229;
}
}
let l_1230 = u64(l_mut_1140);
let l_1231 = l_mut_273 & u64(4294967295);
let l_1232 = l_1231 * l_1230;
let l_1233 = l_mut_273 >> u32(bitcast<u64>(u64(32)));
let l_1234 = l_1233 * l_1230;
let l_1235 = l_1234 << u32(bitcast<u64>(u64(32)));
let l_1236 = l_1232 + l_1235;
let l_1237 = l_1234 >> u32(bitcast<u64>(u64(32)));
let l_1238 = l_1236 < l_1232;
let l_1239 = u64(l_1238);
let l_1240 = l_1237 + l_1239;
l_mut_273 = l_1236;
let l_1241 = u32(64) == u32(64);
if l_1241 {
l_mut_273 = l_1240;
} else {
let l_1242 = u32(64) > u32(0);
if l_1242 {
let l_1243 = u64(u32(0));
let l_1244 = l_1240 << u32(bitcast<u64>(l_1243));
let l_1245 = u64(u32(64));
let l_1246 = l_1236 >> u32(bitcast<u64>(l_1245));
let l_1247 = l_1244 | l_1246;
l_mut_273 = l_1247;
}
}
let l_1248 = u64(l_mut_1140);
let l_1249 = l_mut_290 * l_1248;
let l_1250 = l_mut_273 + l_1249;
l_mut_383 = l_mut_194;
let l_1251 = l_24 == u32(64);
if l_1251 {
l_mut_383 = l_1250;
} else {
let l_1252 = l_24 > u32(0);
if l_1252 {
let l_1253 = u32(64) - l_24;
let l_1254 = u64(l_1253);
let l_1255 = l_1250 << u32(bitcast<u64>(l_1254));
let l_1256 = u64(l_24);
let l_1257 = l_mut_194 >> u32(bitcast<u64>(l_1256));
let l_1258 = l_1255 + l_1257;
l_mut_383 = l_1258;
}
}
if l_1173 {
let l_1259 = u64(u32(0));
let l_1260 = l_1259 - l_mut_383;
l_mut_383 = l_1260;
}
}
let l_1261 = l_1143 + l_mut_383;
let l_1262 = u64(u32(0));
let l_1263 = l_1262 - l_1261;
l_mut_383 = l_1263;
let l_1264 = l_1261 < l_mut_383;
if l_1264 {
l_mut_383 = l_1261;
}
let l_1265 = l_mut_383 < l_33;
if l_1265 {
let l_1266 = l_mut_891 * u32(2);
let l_1267 = l_1266 + u32(1);
let l_1268 = info.static_meta[u32(10)];
let l_1269 = l_1267 < l_1268;
if l_1269 {
let l_1389 = info.static_meta[u32(4)];
let l_1390 = l_1389 * u32(1);
let l_1391 = l_1266 < l_1390;
if l_1391 {
buffer_4_global[l_1266] = id;
}
let l_1270 = l_1266 + u32(1);
let l_1392 = info.static_meta[u32(4)];
let l_1393 = l_1392 * u32(1);
let l_1394 = l_1270 < l_1393;
if l_1394 {
buffer_4_global[l_1270] = l_mut_1140;
}
}
l_mut_891 = l_mut_891 + u32(1);
}
}
l_mut_892 = l_mut_891;
}
}
}
}
}
}
