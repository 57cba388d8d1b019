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
var l_mut_358: bool;
var l_mut_381: u32;
var l_mut_382: u32;
var l_mut_408: u64;
var l_mut_67: u32;
var l_mut_778: u32;
var l_mut_853: u32;
var l_mut_854: u32;
let l_0 = id == u32(0);
if l_0 {
let l_1261 = info.static_meta[u32(5)];
let l_1262 = l_1261 * u32(1);
let l_1263 = l_1262 - u32(1);
let l_1264 = min(u32(3), l_1263);
let l_1265 = &buffer_5_global[l_1264];
let l_1 = l_1265;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_1177 = info.static_meta[u32(3)];
let l_1178 = l_1177 * u32(1);
let l_1179 = l_3 < l_1178;
let l_1180 = l_1178 - u32(1);
let l_1181 = min(l_3, l_1180);
let l_1182 = buffer_3_global[l_1181];
let l_1183 = select(u32(0), l_1182, l_1179);
let l_4 = l_1183;
let l_5 = u64(l_4);
let l_6 = u32(2) * u32(0);
let l_7 = l_6 + u32(1);
let l_1184 = info.static_meta[u32(3)];
let l_1185 = l_1184 * u32(1);
let l_1186 = l_7 < l_1185;
let l_1187 = l_1185 - u32(1);
let l_1188 = min(l_7, l_1187);
let l_1189 = buffer_3_global[l_1188];
let l_1190 = select(u32(0), l_1189, l_1186);
let l_8 = l_1190;
let l_9 = u64(l_8);
let l_10 = l_9 << u32(bitcast<u64>(u64(32)));
let l_11 = l_5 | l_10;
let l_12 = l_11 & u64(4294967295);
let l_13 = u32(bitcast<u64>(l_12));
let l_14 = u32(2) * u32(1);
let l_1191 = info.static_meta[u32(3)];
let l_1192 = l_1191 * u32(1);
let l_1193 = l_14 < l_1192;
let l_1194 = l_1192 - u32(1);
let l_1195 = min(l_14, l_1194);
let l_1196 = buffer_3_global[l_1195];
let l_1197 = select(u32(0), l_1196, l_1193);
let l_15 = l_1197;
let l_16 = u64(l_15);
let l_17 = u32(2) * u32(1);
let l_18 = l_17 + u32(1);
let l_1198 = info.static_meta[u32(3)];
let l_1199 = l_1198 * u32(1);
let l_1200 = l_18 < l_1199;
let l_1201 = l_1199 - u32(1);
let l_1202 = min(l_18, l_1201);
let l_1203 = buffer_3_global[l_1202];
let l_1204 = select(u32(0), l_1203, l_1200);
let l_19 = l_1204;
let l_20 = u64(l_19);
let l_21 = l_20 << u32(bitcast<u64>(u64(32)));
let l_22 = l_16 | l_21;
let l_23 = l_22 & u64(4294967295);
let l_24 = u32(bitcast<u64>(l_23));
let l_25 = u32(2) * u32(2);
let l_1205 = info.static_meta[u32(3)];
let l_1206 = l_1205 * u32(1);
let l_1207 = l_25 < l_1206;
let l_1208 = l_1206 - u32(1);
let l_1209 = min(l_25, l_1208);
let l_1210 = buffer_3_global[l_1209];
let l_1211 = select(u32(0), l_1210, l_1207);
let l_26 = l_1211;
let l_27 = u64(l_26);
let l_28 = u32(2) * u32(2);
let l_29 = l_28 + u32(1);
let l_1212 = info.static_meta[u32(3)];
let l_1213 = l_1212 * u32(1);
let l_1214 = l_29 < l_1213;
let l_1215 = l_1213 - u32(1);
let l_1216 = min(l_29, l_1215);
let l_1217 = buffer_3_global[l_1216];
let l_1218 = select(u32(0), l_1217, l_1214);
let l_30 = l_1218;
let l_31 = u64(l_30);
let l_32 = l_31 << u32(bitcast<u64>(u64(32)));
let l_33 = l_27 | l_32;
let l_34 = u32(2) * u32(3);
let l_1219 = info.static_meta[u32(3)];
let l_1220 = l_1219 * u32(1);
let l_1221 = l_34 < l_1220;
let l_1222 = l_1220 - u32(1);
let l_1223 = min(l_34, l_1222);
let l_1224 = buffer_3_global[l_1223];
let l_1225 = select(u32(0), l_1224, l_1221);
let l_35 = l_1225;
let l_36 = u64(l_35);
let l_37 = u32(2) * u32(3);
let l_38 = l_37 + u32(1);
let l_1226 = info.static_meta[u32(3)];
let l_1227 = l_1226 * u32(1);
let l_1228 = l_38 < l_1227;
let l_1229 = l_1227 - u32(1);
let l_1230 = min(l_38, l_1229);
let l_1231 = buffer_3_global[l_1230];
let l_1232 = select(u32(0), l_1231, l_1228);
let l_39 = l_1232;
let l_40 = u64(l_39);
let l_41 = l_40 << u32(bitcast<u64>(u64(32)));
let l_42 = l_36 | l_41;
let l_43 = u32(2) * u32(4);
let l_1233 = info.static_meta[u32(3)];
let l_1234 = l_1233 * u32(1);
let l_1235 = l_43 < l_1234;
let l_1236 = l_1234 - u32(1);
let l_1237 = min(l_43, l_1236);
let l_1238 = buffer_3_global[l_1237];
let l_1239 = select(u32(0), l_1238, l_1235);
let l_44 = l_1239;
let l_45 = u64(l_44);
let l_46 = u32(2) * u32(4);
let l_47 = l_46 + u32(1);
let l_1240 = info.static_meta[u32(3)];
let l_1241 = l_1240 * u32(1);
let l_1242 = l_47 < l_1241;
let l_1243 = l_1241 - u32(1);
let l_1244 = min(l_47, l_1243);
let l_1245 = buffer_3_global[l_1244];
let l_1246 = select(u32(0), l_1245, l_1242);
let l_48 = l_1246;
let l_49 = u64(l_48);
let l_50 = l_49 << u32(bitcast<u64>(u64(32)));
let l_51 = l_45 | l_50;
let l_52 = u32(2) * u32(5);
let l_1247 = info.static_meta[u32(3)];
let l_1248 = l_1247 * u32(1);
let l_1249 = l_52 < l_1248;
let l_1250 = l_1248 - u32(1);
let l_1251 = min(l_52, l_1250);
let l_1252 = buffer_3_global[l_1251];
let l_1253 = select(u32(0), l_1252, l_1249);
let l_53 = l_1253;
let l_54 = u64(l_53);
let l_55 = u32(2) * u32(5);
let l_56 = l_55 + u32(1);
let l_1254 = info.static_meta[u32(3)];
let l_1255 = l_1254 * u32(1);
let l_1256 = l_56 < l_1255;
let l_1257 = l_1255 - u32(1);
let l_1258 = min(l_56, l_1257);
let l_1259 = buffer_3_global[l_1258];
let l_1260 = select(u32(0), l_1259, l_1256);
let l_57 = l_1260;
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
let l_1266 = info.static_meta[u32(0)];
let l_1267 = l_1266 * u32(1);
let l_1268 = l_76 < l_1267;
let l_1269 = l_1267 - u32(1);
let l_1270 = min(l_76, l_1269);
let l_1271 = buffer_0_global[l_1270];
let l_1272 = select(u32(0), l_1271, l_1268);
let l_77 = l_1272;
let l_78 = u64(l_77);
let l_79 = u32(2) * id;
let l_80 = l_79 + u32(1);
let l_1273 = info.static_meta[u32(0)];
let l_1274 = l_1273 * u32(1);
let l_1275 = l_80 < l_1274;
let l_1276 = l_1274 - u32(1);
let l_1277 = min(l_80, l_1276);
let l_1278 = buffer_0_global[l_1277];
let l_1279 = select(u32(0), l_1278, l_1275);
let l_81 = l_1279;
let l_82 = u64(l_81);
let l_83 = l_82 << u32(bitcast<u64>(u64(32)));
let l_84 = l_78 | l_83;
let l_85 = u32(2) * id;
let l_1280 = info.static_meta[u32(1)];
let l_1281 = l_1280 * u32(1);
let l_1282 = l_85 < l_1281;
let l_1283 = l_1281 - u32(1);
let l_1284 = min(l_85, l_1283);
let l_1285 = buffer_1_global[l_1284];
let l_1286 = select(u32(0), l_1285, l_1282);
let l_86 = l_1286;
let l_87 = u64(l_86);
let l_88 = u32(2) * id;
let l_89 = l_88 + u32(1);
let l_1287 = info.static_meta[u32(1)];
let l_1288 = l_1287 * u32(1);
let l_1289 = l_89 < l_1288;
let l_1290 = l_1288 - u32(1);
let l_1291 = min(l_89, l_1290);
let l_1292 = buffer_1_global[l_1291];
let l_1293 = select(u32(0), l_1292, l_1289);
let l_90 = l_1293;
let l_91 = u64(l_90);
let l_92 = l_91 << u32(bitcast<u64>(u64(32)));
let l_93 = l_87 | l_92;
let l_94 = u32(2) * id;
let l_1294 = info.static_meta[u32(2)];
let l_1295 = l_1294 * u32(1);
let l_1296 = l_94 < l_1295;
let l_1297 = l_1295 - u32(1);
let l_1298 = min(l_94, l_1297);
let l_1299 = buffer_2_global[l_1298];
let l_1300 = select(u32(0), l_1299, l_1296);
let l_95 = l_1300;
let l_96 = u64(l_95);
let l_97 = u32(2) * id;
let l_98 = l_97 + u32(1);
let l_1301 = info.static_meta[u32(2)];
let l_1302 = l_1301 * u32(1);
let l_1303 = l_98 < l_1302;
let l_1304 = l_1302 - u32(1);
let l_1305 = min(l_98, l_1304);
let l_1306 = buffer_2_global[l_1305];
let l_1307 = select(u32(0), l_1306, l_1303);
let l_99 = l_1307;
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
l_mut_301 = l_mut_212;
if l_mut_350 {
l_mut_301 = l_mut_158;
}
let l_352 = l_mut_127 < l_mut_301;
let l_353 = !l_352;
let l_354 = l_353 != l_mut_350;
if l_354 {
l_mut_301 = l_mut_212;
l_mut_212 = l_mut_158;
l_mut_158 = l_mut_301;
l_mut_304 = l_mut_67;
l_mut_67 = l_mut_258;
l_mut_258 = l_mut_304;
l_mut_350 = l_353;
}
let l_355 = l_mut_212 - l_mut_127;
l_mut_301 = l_355;
if l_mut_350 {
let l_356 = l_mut_127 - l_255;
l_mut_301 = l_356;
}
l_mut_284 = l_mut_212;
let l_357 = l_mut_301 < l_mut_212;
if l_357 {
l_mut_284 = l_mut_301;
}
l_mut_358 = bool(false);
let l_359 = u64(u32(3));
let l_360 = l_mut_284 >> u32(bitcast<u64>(l_359));
let l_361 = l_360 < l_mut_158;
let l_362 = !l_361;
l_mut_358 = l_362;
l_mut_304 = u32(0);
let l_363 = l_mut_158 == u64(0);
let l_364 = !l_363;
let l_365 = l_mut_358 && l_364;
let l_366 = l_mut_158 < l_mut_284;
let l_367 = l_365 && l_366;
let l_368 = l_mut_67 + l_mut_258;
let l_369 = l_368 < l_13;
let l_370 = l_367 && l_369;
if l_370 {
let l_371 = l_13 - l_mut_67;
let l_372 = l_371 - l_mut_258;
let l_373 = l_372 / l_mut_67;
let l_374 = l_mut_284 - u64(1);
let l_375 = l_374 / l_mut_158;
let l_376 = u64(l_373);
let l_377 = l_375 < l_376;
let l_378 = u64(l_373);
let l_379 = select(l_378, l_375, l_377);
let l_380 = u32(bitcast<u64>(l_379));
l_mut_304 = l_380;
}
l_mut_301 = l_mut_212;
l_mut_284 = l_mut_158;
l_mut_271 = l_mut_67;
l_mut_381 = l_mut_258;
l_mut_105 = l_mut_127;
l_mut_382 = u32(0);
let l_383 = l_mut_304 > u32(0);
if l_383 {
let l_384 = u64(l_mut_304);
let l_385 = l_mut_158 * l_384;
if l_mut_350 {
let l_386 = l_mut_127 - l_385;
l_mut_105 = l_386;
}
let l_387 = l_mut_212 - l_385;
l_mut_301 = l_387;
let l_388 = l_mut_304 * l_mut_67;
let l_389 = l_mut_258 + l_388;
l_mut_381 = l_389;
} else {
if l_mut_350 {
let l_390 = l_mut_127 - l_mut_158;
l_mut_105 = l_390;
let l_391 = l_mut_105 < l_255;
if l_391 {
l_mut_382 = u32(2);
}
}
let l_392 = l_mut_382 == u32(0);
if l_392 {
let l_393 = l_13 - l_mut_67;
let l_394 = l_393 / l_mut_258;
l_mut_304 = u32(0);
l_mut_358 = bool(false);
let l_395 = u64(u32(3));
let l_396 = l_mut_158 >> u32(bitcast<u64>(l_395));
let l_397 = l_396 < l_mut_212;
let l_398 = !l_397;
l_mut_358 = l_398;
let l_399 = l_mut_212 == u64(0);
if l_399 {
l_mut_304 = l_394;
} else {
if l_mut_358 {
let l_400 = l_mut_212 < l_mut_158;
if l_400 {
let l_401 = l_mut_158 - u64(1);
let l_402 = l_401 / l_mut_212;
let l_403 = u64(l_394);
let l_404 = l_402 < l_403;
let l_405 = u64(l_394);
let l_406 = select(l_405, l_402, l_404);
let l_407 = u32(bitcast<u64>(l_406));
l_mut_304 = l_407;
}
} else {
l_mut_408 = l_mut_158;
loop {
let l_409 = l_mut_212 < l_mut_408;
let l_410 = l_mut_304 * l_mut_258;
let l_411 = l_mut_67 + l_410;
let l_412 = l_411 + l_mut_258;
let l_413 = l_412 < l_13;
let l_414 = l_409 && l_413;
let l_415 = !l_414;
if l_415 {
break;
}
let l_416 = l_mut_408 - l_mut_212;
l_mut_408 = l_416;
l_mut_304 = l_mut_304 + u32(1);
}
}
}
let l_417 = l_mut_304 * l_mut_258;
let l_418 = l_mut_67 + l_417;
let l_419 = l_418 + l_mut_258;
let l_420 = l_419 >= l_13;
if l_420 {
l_mut_382 = u32(1);
} else {
let l_421 = u64(l_mut_304);
let l_422 = l_mut_212 * l_421;
let l_423 = l_mut_158 - l_422;
l_mut_284 = l_423;
let l_424 = l_mut_304 * l_mut_258;
let l_425 = l_mut_67 + l_424;
l_mut_271 = l_425;
let l_426 = l_mut_212 - l_mut_284;
l_mut_301 = l_426;
let l_427 = l_mut_258 + l_mut_271;
l_mut_381 = l_427;
}
}
}
l_mut_212 = l_mut_301;
l_mut_158 = l_mut_284;
l_mut_67 = l_mut_271;
l_mut_258 = l_mut_381;
l_mut_127 = l_mut_105;
let l_428 = l_mut_382 == u32(1);
l_mut_259 = l_428;
let l_429 = l_mut_382 == u32(0);
l_mut_262 = l_429;
}
let l_430 = !l_mut_259;
if l_430 {
let l_1308 = info.static_meta[u32(5)];
let l_1309 = l_1308 * u32(1);
let l_1310 = l_1309 - u32(1);
let l_1311 = min(u32(0), l_1310);
let l_1312 = &buffer_5_global[l_1311];
let l_431 = l_1312;
let l_432 = atomicAdd(l_431, u32(1));let l_433 = l_13 / u32(8);
l_mut_382 = u32(0);
l_mut_381 = u32(0);
l_mut_304 = u32(0);

for (var l_mut_434: u32 = u32(0); l_mut_434 < u32(8); l_mut_434++) {
let l_435 = l_mut_434 * l_433;
let l_436 = l_435 < l_74;
let l_437 = l_13 / u32(8);
let l_438 = l_mut_434 * l_437;
let l_439 = l_438 + l_438;
let l_440 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_441 = l_440 == u64(1);
l_mut_408 = l_102;
if l_441 {
let l_442 = u64(u32(0));
let l_443 = l_442 - l_102;
l_mut_408 = l_443;
}
let l_444 = u64(l_439);
let l_445 = l_mut_408 & u64(4294967295);
let l_446 = l_445 * l_444;
let l_447 = l_mut_408 >> u32(bitcast<u64>(u64(32)));
let l_448 = l_447 * l_444;
let l_449 = l_448 << u32(bitcast<u64>(u64(32)));
let l_450 = l_446 + l_449;
let l_451 = l_448 >> u32(bitcast<u64>(u64(32)));
let l_452 = l_450 < l_446;
let l_453 = u64(l_452);
let l_454 = l_451 + l_453;
l_mut_408 = l_450;
let l_455 = l_24 == u32(64);
if l_455 {
l_mut_408 = l_454;
} else {
let l_456 = l_24 > u32(0);
if l_456 {
let l_457 = u32(64) - l_24;
let l_458 = u64(l_457);
let l_459 = l_454 << u32(bitcast<u64>(l_458));
let l_460 = u64(l_24);
let l_461 = l_450 >> u32(bitcast<u64>(l_460));
let l_462 = l_459 | l_461;
l_mut_408 = l_462;
}
}
l_mut_301 = l_mut_408;
if l_441 {
let l_463 = u64(u32(0));
let l_464 = l_463 - l_mut_301;
l_mut_301 = l_464;
}
let l_465 = l_84 + l_mut_301;
let l_466 = u64(l_438);
let l_467 = l_84 * l_466;
let l_468 = l_93 + l_467;
let l_469 = u64(u32(0));
l_mut_408 = l_469;
let l_470 = l_438 < u32(65536);
if l_470 {
let l_471 = l_438 * l_438;
let l_472 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_473 = l_472 == u64(1);
l_mut_301 = l_102;
if l_473 {
let l_474 = u64(u32(0));
let l_475 = l_474 - l_102;
l_mut_301 = l_475;
}
let l_476 = u64(l_471);
let l_477 = l_mut_301 & u64(4294967295);
let l_478 = l_477 * l_476;
let l_479 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_480 = l_479 * l_476;
let l_481 = l_480 << u32(bitcast<u64>(u64(32)));
let l_482 = l_478 + l_481;
let l_483 = l_480 >> u32(bitcast<u64>(u64(32)));
let l_484 = l_482 < l_478;
let l_485 = u64(l_484);
let l_486 = l_483 + l_485;
l_mut_301 = l_482;
let l_487 = l_24 == u32(64);
if l_487 {
l_mut_301 = l_486;
} else {
let l_488 = l_24 > u32(0);
if l_488 {
let l_489 = u32(64) - l_24;
let l_490 = u64(l_489);
let l_491 = l_486 << u32(bitcast<u64>(l_490));
let l_492 = u64(l_24);
let l_493 = l_482 >> u32(bitcast<u64>(l_492));
let l_494 = l_491 | l_493;
l_mut_301 = l_494;
}
}
l_mut_284 = l_mut_301;
if l_473 {
let l_495 = u64(u32(0));
let l_496 = l_495 - l_mut_284;
l_mut_284 = l_496;
}
l_mut_408 = l_mut_284;
} else {
let l_497 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_498 = l_497 == u64(1);
l_mut_301 = l_102;
if l_498 {
let l_499 = u64(u32(0));
let l_500 = l_499 - l_102;
l_mut_301 = l_500;
}
let l_501 = u64(l_438);
let l_502 = l_mut_301 & u64(4294967295);
let l_503 = l_502 * l_501;
let l_504 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_505 = l_504 * l_501;
let l_506 = l_505 << u32(bitcast<u64>(u64(32)));
let l_507 = l_503 + l_506;
let l_508 = l_505 >> u32(bitcast<u64>(u64(32)));
let l_509 = l_507 < l_503;
let l_510 = u64(l_509);
let l_511 = l_508 + l_510;
l_mut_284 = l_507;
let l_512 = u32(0) == u32(64);
if l_512 {
l_mut_284 = l_511;
} else {
let l_513 = u32(0) > u32(0);
if l_513 {
let l_514 = u64(u32(64));
let l_515 = l_511 << u32(bitcast<u64>(l_514));
let l_516 = u64(u32(0));
let l_517 = l_507 >> u32(bitcast<u64>(l_516));
let l_518 = l_515 | l_517;
l_mut_284 = l_518;
}
}
let l_519 = u64(l_438);
let l_520 = l_mut_301 & u64(4294967295);
let l_521 = l_520 * l_519;
let l_522 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_523 = l_522 * l_519;
let l_524 = l_523 << u32(bitcast<u64>(u64(32)));
let l_525 = l_521 + l_524;
let l_526 = l_523 >> u32(bitcast<u64>(u64(32)));
let l_527 = l_525 < l_521;
let l_528 = u64(l_527);
let l_529 = l_526 + l_528;
l_mut_301 = l_525;
let l_530 = u32(64) == u32(64);
if l_530 {
l_mut_301 = l_529;
} else {
let l_531 = u32(64) > u32(0);
if l_531 {
let l_532 = u64(u32(0));
let l_533 = l_529 << u32(bitcast<u64>(l_532));
let l_534 = u64(u32(64));
let l_535 = l_525 >> u32(bitcast<u64>(l_534));
let l_536 = l_533 | l_535;
l_mut_301 = l_536;
}
}
let l_537 = u64(l_438);
let l_538 = l_mut_284 & u64(4294967295);
let l_539 = l_538 * l_537;
let l_540 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_541 = l_540 * l_537;
let l_542 = l_541 << u32(bitcast<u64>(u64(32)));
let l_543 = l_539 + l_542;
let l_544 = l_541 >> u32(bitcast<u64>(u64(32)));
let l_545 = l_543 < l_539;
let l_546 = u64(l_545);
let l_547 = l_544 + l_546;
l_mut_212 = l_543;
let l_548 = u32(0) == u32(64);
if l_548 {
l_mut_212 = l_547;
} else {
let l_549 = u32(0) > u32(0);
if l_549 {
let l_550 = u64(u32(64));
let l_551 = l_547 << u32(bitcast<u64>(l_550));
let l_552 = u64(u32(0));
let l_553 = l_543 >> u32(bitcast<u64>(l_552));
let l_554 = l_551 | l_553;
l_mut_212 = l_554;
}
}
let l_555 = u64(l_438);
let l_556 = l_mut_284 & u64(4294967295);
let l_557 = l_556 * l_555;
let l_558 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_559 = l_558 * l_555;
let l_560 = l_559 << u32(bitcast<u64>(u64(32)));
let l_561 = l_557 + l_560;
let l_562 = l_559 >> u32(bitcast<u64>(u64(32)));
let l_563 = l_561 < l_557;
let l_564 = u64(l_563);
let l_565 = l_562 + l_564;
l_mut_284 = l_561;
let l_566 = u32(64) == u32(64);
if l_566 {
l_mut_284 = l_565;
} else {
let l_567 = u32(64) > u32(0);
if l_567 {
let l_568 = u64(u32(0));
let l_569 = l_565 << u32(bitcast<u64>(l_568));
let l_570 = u64(u32(64));
let l_571 = l_561 >> u32(bitcast<u64>(l_570));
let l_572 = l_569 | l_571;
l_mut_284 = l_572;
}
}
let l_573 = u64(l_438);
let l_574 = l_mut_301 * l_573;
let l_575 = l_mut_284 + l_574;
l_mut_408 = l_mut_212;
let l_576 = l_24 == u32(64);
if l_576 {
l_mut_408 = l_575;
} else {
let l_577 = l_24 > u32(0);
if l_577 {
let l_578 = u32(64) - l_24;
let l_579 = u64(l_578);
let l_580 = l_575 << u32(bitcast<u64>(l_579));
let l_581 = u64(l_24);
let l_582 = l_mut_212 >> u32(bitcast<u64>(l_581));
let l_583 = l_580 + l_582;
l_mut_408 = l_583;
}
}
if l_498 {
let l_584 = u64(u32(0));
let l_585 = l_584 - l_mut_408;
l_mut_408 = l_585;
}
}
let l_586 = l_468 + l_mut_408;
let l_587 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_588 = l_587 == u64(1);
l_mut_408 = l_102;
if l_588 {
let l_589 = u64(u32(0));
let l_590 = l_589 - l_102;
l_mut_408 = l_590;
}
let l_591 = u64(l_437);
let l_592 = l_mut_408 & u64(4294967295);
let l_593 = l_592 * l_591;
let l_594 = l_mut_408 >> u32(bitcast<u64>(u64(32)));
let l_595 = l_594 * l_591;
let l_596 = l_595 << u32(bitcast<u64>(u64(32)));
let l_597 = l_593 + l_596;
let l_598 = l_595 >> u32(bitcast<u64>(u64(32)));
let l_599 = l_597 < l_593;
let l_600 = u64(l_599);
let l_601 = l_598 + l_600;
l_mut_408 = l_597;
let l_602 = l_24 == u32(64);
if l_602 {
l_mut_408 = l_601;
} else {
let l_603 = l_24 > u32(0);
if l_603 {
let l_604 = u32(64) - l_24;
let l_605 = u64(l_604);
let l_606 = l_601 << u32(bitcast<u64>(l_605));
let l_607 = u64(l_24);
let l_608 = l_597 >> u32(bitcast<u64>(l_607));
let l_609 = l_606 | l_608;
l_mut_408 = l_609;
}
}
l_mut_301 = l_mut_408;
if l_588 {
let l_610 = u64(u32(0));
let l_611 = l_610 - l_mut_301;
l_mut_301 = l_611;
}
let l_612 = l_465 + l_mut_301;
let l_613 = l_24 + u32(3);
let l_614 = u64(u32(0));
l_mut_408 = l_614;
let l_615 = l_437 < u32(65536);
if l_615 {
let l_616 = l_437 * l_437;
let l_617 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_618 = l_617 == u64(1);
l_mut_301 = l_102;
if l_618 {
let l_619 = u64(u32(0));
let l_620 = l_619 - l_102;
l_mut_301 = l_620;
}
let l_621 = u64(l_616);
let l_622 = l_mut_301 & u64(4294967295);
let l_623 = l_622 * l_621;
let l_624 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_625 = l_624 * l_621;
let l_626 = l_625 << u32(bitcast<u64>(u64(32)));
let l_627 = l_623 + l_626;
let l_628 = l_625 >> u32(bitcast<u64>(u64(32)));
let l_629 = l_627 < l_623;
let l_630 = u64(l_629);
let l_631 = l_628 + l_630;
l_mut_301 = l_627;
let l_632 = l_613 == u32(64);
if l_632 {
l_mut_301 = l_631;
} else {
let l_633 = l_613 > u32(0);
if l_633 {
let l_634 = u32(64) - l_613;
let l_635 = u64(l_634);
let l_636 = l_631 << u32(bitcast<u64>(l_635));
let l_637 = u64(l_613);
let l_638 = l_627 >> u32(bitcast<u64>(l_637));
let l_639 = l_636 | l_638;
l_mut_301 = l_639;
}
}
l_mut_284 = l_mut_301;
if l_618 {
let l_640 = u64(u32(0));
let l_641 = l_640 - l_mut_284;
l_mut_284 = l_641;
}
l_mut_408 = l_mut_284;
} else {
let l_642 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_643 = l_642 == u64(1);
l_mut_301 = l_102;
if l_643 {
let l_644 = u64(u32(0));
let l_645 = l_644 - l_102;
l_mut_301 = l_645;
}
let l_646 = u64(l_437);
let l_647 = l_mut_301 & u64(4294967295);
let l_648 = l_647 * l_646;
let l_649 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_650 = l_649 * l_646;
let l_651 = l_650 << u32(bitcast<u64>(u64(32)));
let l_652 = l_648 + l_651;
let l_653 = l_650 >> u32(bitcast<u64>(u64(32)));
let l_654 = l_652 < l_648;
let l_655 = u64(l_654);
let l_656 = l_653 + l_655;
l_mut_284 = l_652;
let l_657 = u32(0) == u32(64);
if l_657 {
l_mut_284 = l_656;
} else {
let l_658 = u32(0) > u32(0);
if l_658 {
let l_659 = u64(u32(64));
let l_660 = l_656 << u32(bitcast<u64>(l_659));
let l_661 = u64(u32(0));
let l_662 = l_652 >> u32(bitcast<u64>(l_661));
let l_663 = l_660 | l_662;
l_mut_284 = l_663;
}
}
let l_664 = u64(l_437);
let l_665 = l_mut_301 & u64(4294967295);
let l_666 = l_665 * l_664;
let l_667 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_668 = l_667 * l_664;
let l_669 = l_668 << u32(bitcast<u64>(u64(32)));
let l_670 = l_666 + l_669;
let l_671 = l_668 >> u32(bitcast<u64>(u64(32)));
let l_672 = l_670 < l_666;
let l_673 = u64(l_672);
let l_674 = l_671 + l_673;
l_mut_301 = l_670;
let l_675 = u32(64) == u32(64);
if l_675 {
l_mut_301 = l_674;
} else {
let l_676 = u32(64) > u32(0);
if l_676 {
let l_677 = u64(u32(0));
let l_678 = l_674 << u32(bitcast<u64>(l_677));
let l_679 = u64(u32(64));
let l_680 = l_670 >> u32(bitcast<u64>(l_679));
let l_681 = l_678 | l_680;
l_mut_301 = l_681;
}
}
let l_682 = u64(l_437);
let l_683 = l_mut_284 & u64(4294967295);
let l_684 = l_683 * l_682;
let l_685 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_686 = l_685 * l_682;
let l_687 = l_686 << u32(bitcast<u64>(u64(32)));
let l_688 = l_684 + l_687;
let l_689 = l_686 >> u32(bitcast<u64>(u64(32)));
let l_690 = l_688 < l_684;
let l_691 = u64(l_690);
let l_692 = l_689 + l_691;
l_mut_212 = l_688;
let l_693 = u32(0) == u32(64);
if l_693 {
l_mut_212 = l_692;
} else {
let l_694 = u32(0) > u32(0);
if l_694 {
let l_695 = u64(u32(64));
let l_696 = l_692 << u32(bitcast<u64>(l_695));
let l_697 = u64(u32(0));
let l_698 = l_688 >> u32(bitcast<u64>(l_697));
let l_699 = l_696 | l_698;
l_mut_212 = l_699;
}
}
let l_700 = u64(l_437);
let l_701 = l_mut_284 & u64(4294967295);
let l_702 = l_701 * l_700;
let l_703 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_704 = l_703 * l_700;
let l_705 = l_704 << u32(bitcast<u64>(u64(32)));
let l_706 = l_702 + l_705;
let l_707 = l_704 >> u32(bitcast<u64>(u64(32)));
let l_708 = l_706 < l_702;
let l_709 = u64(l_708);
let l_710 = l_707 + l_709;
l_mut_284 = l_706;
let l_711 = u32(64) == u32(64);
if l_711 {
l_mut_284 = l_710;
} else {
let l_712 = u32(64) > u32(0);
if l_712 {
let l_713 = u64(u32(0));
let l_714 = l_710 << u32(bitcast<u64>(l_713));
let l_715 = u64(u32(64));
let l_716 = l_706 >> u32(bitcast<u64>(l_715));
let l_717 = l_714 | l_716;
l_mut_284 = l_717;
}
}
let l_718 = u64(l_437);
let l_719 = l_mut_301 * l_718;
let l_720 = l_mut_284 + l_719;
l_mut_408 = l_mut_212;
let l_721 = l_613 == u32(64);
if l_721 {
l_mut_408 = l_720;
} else {
let l_722 = l_613 > u32(0);
if l_722 {
let l_723 = u32(64) - l_613;
let l_724 = u64(l_723);
let l_725 = l_720 << u32(bitcast<u64>(l_724));
let l_726 = u64(l_613);
let l_727 = l_mut_212 >> u32(bitcast<u64>(l_726));
let l_728 = l_725 + l_727;
l_mut_408 = l_728;
}
}
if l_643 {
let l_729 = u64(u32(0));
let l_730 = l_729 - l_mut_408;
l_mut_408 = l_730;
}
}
let l_731 = l_586 - l_mut_408;
let l_732 = l_731 + l_42;
let l_733 = u64(u32(0));
let l_734 = l_733 - l_612;
let l_735 = l_42 + l_42;
l_mut_408 = l_734;
let l_736 = u64(u32(0));
let l_737 = l_736 - l_734;
l_mut_301 = l_737;
l_mut_284 = l_732;
l_mut_271 = u32(1);
l_mut_258 = u32(1);
l_mut_358 = bool(false);
let l_738 = l_mut_284 < l_735;
let l_739 = !l_738;
l_mut_350 = l_739;
let l_740 = l_734 == u64(0);
if l_740 {
l_mut_358 = l_mut_350;
l_mut_350 = bool(false);
}
if l_mut_350 {
let l_741 = l_734 >> u32(bitcast<u64>(u64(63)));
let l_742 = l_741 == u64(1);
l_mut_212 = l_734;
if l_742 {
let l_743 = u64(u32(0));
let l_744 = l_743 - l_734;
l_mut_212 = l_744;
}
let l_745 = l_437 - u32(1);
let l_746 = u64(l_745);
let l_747 = l_mut_212 * l_746;
l_mut_67 = u32(0);
let l_748 = l_437 - u32(1);
let l_749 = u64(l_748);
let l_750 = l_mut_212 & u64(4294967295);
let l_751 = l_750 * l_749;
let l_752 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_753 = l_752 * l_749;
let l_754 = l_753 << u32(bitcast<u64>(u64(32)));
let l_755 = l_751 + l_754;
let l_756 = l_753 >> u32(bitcast<u64>(u64(32)));
let l_757 = l_755 < l_751;
let l_758 = u64(l_757);
let l_759 = l_756 + l_758;
l_mut_158 = l_755;
let l_760 = u32(64) == u32(64);
if l_760 {
l_mut_158 = l_759;
} else {
let l_761 = u32(64) > u32(0);
if l_761 {
let l_762 = u64(u32(0));
let l_763 = l_759 << u32(bitcast<u64>(l_762));
let l_764 = u64(u32(64));
let l_765 = l_755 >> u32(bitcast<u64>(l_764));
let l_766 = l_763 | l_765;
l_mut_158 = l_766;
}
}
let l_767 = l_mut_158 == u64(0);
if l_767 {
l_mut_158 = l_732;
if l_742 {
let l_768 = u64(u32(0));
let l_769 = l_768 - l_732;
let l_770 = l_732 == u64(0);
let l_771 = !l_770;
let l_772 = l_747 < l_769;
let l_773 = !l_772;
let l_774 = l_771 && l_773;
if l_774 {
let l_775 = l_437 - u32(1);
l_mut_127 = l_769;
let l_776 = l_769 < l_mut_212;
let l_777 = !l_776;
if l_777 {
l_mut_778 = u32(0);
let l_779 = l_mut_212 < l_769;
if l_779 {
let l_780 = l_769 - u64(1);
let l_781 = l_780 / l_mut_212;
let l_782 = u64(l_775);
let l_783 = l_781 < l_782;
let l_784 = u64(l_775);
let l_785 = select(l_784, l_781, l_783);
let l_786 = u32(bitcast<u64>(l_785));
l_mut_778 = l_786;
}
let l_787 = u64(l_mut_778);
let l_788 = l_mut_212 * l_787;
let l_789 = l_769 - l_788;
l_mut_127 = l_789;
let l_790 = l_mut_127 < l_mut_212;
let l_791 = !l_790;
if l_791 {
let l_792 = l_mut_127 - l_mut_212;
l_mut_127 = l_792;
}
}
let l_793 = l_mut_212 - l_mut_127;
l_mut_127 = l_793;
let l_794 = l_793 < l_mut_212;
let l_795 = !l_794;
if l_795 {
let l_796 = l_793 - l_mut_212;
l_mut_127 = l_796;
}
let l_797 = l_mut_127 < l_mut_158;
if l_797 {
l_mut_158 = l_mut_127;
}
}
} else {
let l_798 = l_732 - l_747;
l_mut_158 = l_798;
let l_799 = l_732 < l_747;
if l_799 {
let l_800 = l_437 - u32(1);
l_mut_127 = l_732;
let l_801 = l_732 < l_mut_212;
let l_802 = !l_801;
if l_802 {
l_mut_778 = u32(0);
let l_803 = l_mut_212 < l_732;
if l_803 {
let l_804 = l_732 - u64(1);
let l_805 = l_804 / l_mut_212;
let l_806 = u64(l_800);
let l_807 = l_805 < l_806;
let l_808 = u64(l_800);
let l_809 = select(l_808, l_805, l_807);
let l_810 = u32(bitcast<u64>(l_809));
l_mut_778 = l_810;
}
let l_811 = u64(l_mut_778);
let l_812 = l_mut_212 * l_811;
let l_813 = l_732 - l_812;
l_mut_127 = l_813;
let l_814 = l_mut_127 < l_mut_212;
let l_815 = !l_814;
if l_815 {
let l_816 = l_mut_127 - l_mut_212;
l_mut_127 = l_816;
}
}
let l_817 = l_mut_127 < l_mut_158;
if l_817 {
l_mut_158 = l_mut_127;
}
}
}
let l_818 = l_mut_158 < l_735;
let l_819 = !l_818;
let l_820 = u32(l_819);
let l_821 = u32(2) - l_820;
l_mut_67 = l_821;
}
let l_822 = l_mut_67 > u32(0);
if l_822 {
let l_823 = l_mut_67 == u32(1);
l_mut_358 = l_823;
l_mut_350 = bool(false);
}
}
l_mut_262 = bool(false);
loop {
let l_824 = !l_mut_350;
if l_824 {
break;
}
l_mut_212 = l_mut_408;
if l_mut_262 {
l_mut_212 = l_mut_301;
}
let l_825 = l_mut_284 < l_mut_212;
let l_826 = !l_825;
let l_827 = l_826 != l_mut_262;
if l_827 {
l_mut_212 = l_mut_408;
l_mut_408 = l_mut_301;
l_mut_301 = l_mut_212;
l_mut_778 = l_mut_271;
l_mut_271 = l_mut_258;
l_mut_258 = l_mut_778;
l_mut_262 = l_826;
}
let l_828 = l_mut_408 - l_mut_284;
l_mut_212 = l_828;
if l_mut_262 {
let l_829 = l_mut_284 - l_735;
l_mut_212 = l_829;
}
l_mut_158 = l_mut_408;
let l_830 = l_mut_212 < l_mut_408;
if l_830 {
l_mut_158 = l_mut_212;
}
l_mut_259 = bool(false);
let l_831 = u64(u32(3));
let l_832 = l_mut_158 >> u32(bitcast<u64>(l_831));
let l_833 = l_832 < l_mut_301;
let l_834 = !l_833;
l_mut_259 = l_834;
l_mut_778 = u32(0);
let l_835 = l_mut_301 == u64(0);
let l_836 = !l_835;
let l_837 = l_mut_259 && l_836;
let l_838 = l_mut_301 < l_mut_158;
let l_839 = l_837 && l_838;
let l_840 = l_mut_271 + l_mut_258;
let l_841 = l_840 < l_437;
let l_842 = l_839 && l_841;
if l_842 {
let l_843 = l_437 - l_mut_271;
let l_844 = l_843 - l_mut_258;
let l_845 = l_844 / l_mut_271;
let l_846 = l_mut_158 - u64(1);
let l_847 = l_846 / l_mut_301;
let l_848 = u64(l_845);
let l_849 = l_847 < l_848;
let l_850 = u64(l_845);
let l_851 = select(l_850, l_847, l_849);
let l_852 = u32(bitcast<u64>(l_851));
l_mut_778 = l_852;
}
l_mut_212 = l_mut_408;
l_mut_158 = l_mut_301;
l_mut_67 = l_mut_271;
l_mut_853 = l_mut_258;
l_mut_127 = l_mut_284;
l_mut_854 = u32(0);
let l_855 = l_mut_778 > u32(0);
if l_855 {
let l_856 = u64(l_mut_778);
let l_857 = l_mut_301 * l_856;
if l_mut_262 {
let l_858 = l_mut_284 - l_857;
l_mut_127 = l_858;
}
let l_859 = l_mut_408 - l_857;
l_mut_212 = l_859;
let l_860 = l_mut_778 * l_mut_271;
let l_861 = l_mut_258 + l_860;
l_mut_853 = l_861;
} else {
if l_mut_262 {
let l_862 = l_mut_284 - l_mut_301;
l_mut_127 = l_862;
let l_863 = l_mut_127 < l_735;
if l_863 {
l_mut_854 = u32(2);
}
}
let l_864 = l_mut_854 == u32(0);
if l_864 {
let l_865 = l_437 - l_mut_271;
let l_866 = l_865 / l_mut_258;
l_mut_778 = u32(0);
l_mut_259 = bool(false);
let l_867 = u64(u32(3));
let l_868 = l_mut_301 >> u32(bitcast<u64>(l_867));
let l_869 = l_868 < l_mut_408;
let l_870 = !l_869;
l_mut_259 = l_870;
let l_871 = l_mut_408 == u64(0);
if l_871 {
l_mut_778 = l_866;
} else {
if l_mut_259 {
let l_872 = l_mut_408 < l_mut_301;
if l_872 {
let l_873 = l_mut_301 - u64(1);
let l_874 = l_873 / l_mut_408;
let l_875 = u64(l_866);
let l_876 = l_874 < l_875;
let l_877 = u64(l_866);
let l_878 = select(l_877, l_874, l_876);
let l_879 = u32(bitcast<u64>(l_878));
l_mut_778 = l_879;
}
} else {
l_mut_105 = l_mut_301;
loop {
let l_880 = l_mut_408 < l_mut_105;
let l_881 = l_mut_778 * l_mut_258;
let l_882 = l_mut_271 + l_881;
let l_883 = l_882 + l_mut_258;
let l_884 = l_883 < l_437;
let l_885 = l_880 && l_884;
let l_886 = !l_885;
if l_886 {
break;
}
let l_887 = l_mut_105 - l_mut_408;
l_mut_105 = l_887;
l_mut_778 = l_mut_778 + u32(1);
}
}
}
let l_888 = l_mut_778 * l_mut_258;
let l_889 = l_mut_271 + l_888;
let l_890 = l_889 + l_mut_258;
let l_891 = l_890 >= l_437;
if l_891 {
l_mut_854 = u32(1);
} else {
let l_892 = u64(l_mut_778);
let l_893 = l_mut_408 * l_892;
let l_894 = l_mut_301 - l_893;
l_mut_158 = l_894;
let l_895 = l_mut_778 * l_mut_258;
let l_896 = l_mut_271 + l_895;
l_mut_67 = l_896;
let l_897 = l_mut_408 - l_mut_158;
l_mut_212 = l_897;
let l_898 = l_mut_258 + l_mut_67;
l_mut_853 = l_898;
}
}
}
l_mut_408 = l_mut_212;
l_mut_301 = l_mut_158;
l_mut_271 = l_mut_67;
l_mut_258 = l_mut_853;
l_mut_284 = l_mut_127;
let l_899 = l_mut_854 == u32(1);
l_mut_358 = l_899;
let l_900 = l_mut_854 == u32(0);
l_mut_350 = l_900;
}
let l_901 = !l_mut_358;
let l_902 = l_436 && l_901;
if l_902 {
let l_903 = u32(1) << l_mut_434;
l_mut_382 = l_mut_382 | l_903;
l_mut_381 = l_mut_381 + u32(1);
let l_904 = l_435 + l_433;
let l_905 = min(l_904, l_74);
l_mut_854 = u32(0);

for (var l_mut_906: u32 = l_435; l_mut_906 < l_905; l_mut_906++) {
let l_907 = u64(l_mut_906);
let l_908 = l_84 * l_907;
let l_909 = l_93 + l_908;
let l_910 = u64(u32(0));
l_mut_408 = l_910;
let l_911 = l_mut_906 < u32(65536);
if l_911 {
let l_912 = l_mut_906 * l_mut_906;
let l_913 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_914 = l_913 == u64(1);
l_mut_301 = l_102;
if l_914 {
let l_915 = u64(u32(0));
let l_916 = l_915 - l_102;
l_mut_301 = l_916;
}
let l_917 = u64(l_912);
let l_918 = l_mut_301 & u64(4294967295);
let l_919 = l_918 * l_917;
let l_920 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_921 = l_920 * l_917;
let l_922 = l_921 << u32(bitcast<u64>(u64(32)));
let l_923 = l_919 + l_922;
let l_924 = l_921 >> u32(bitcast<u64>(u64(32)));
let l_925 = l_923 < l_919;
let l_926 = u64(l_925);
let l_927 = l_924 + l_926;
l_mut_301 = l_923;
let l_928 = l_24 == u32(64);
if l_928 {
l_mut_301 = l_927;
} else {
let l_929 = l_24 > u32(0);
if l_929 {
let l_930 = u32(64) - l_24;
let l_931 = u64(l_930);
let l_932 = l_927 << u32(bitcast<u64>(l_931));
let l_933 = u64(l_24);
let l_934 = l_923 >> u32(bitcast<u64>(l_933));
let l_935 = l_932 | l_934;
l_mut_301 = l_935;
}
}
l_mut_284 = l_mut_301;
if l_914 {
let l_936 = u64(u32(0));
let l_937 = l_936 - l_mut_284;
l_mut_284 = l_937;
}
l_mut_408 = l_mut_284;
} else {
let l_938 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_939 = l_938 == u64(1);
l_mut_301 = l_102;
if l_939 {
let l_940 = u64(u32(0));
let l_941 = l_940 - l_102;
l_mut_301 = l_941;
}
let l_942 = u64(l_mut_906);
let l_943 = l_mut_301 & u64(4294967295);
let l_944 = l_943 * l_942;
let l_945 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_946 = l_945 * l_942;
let l_947 = l_946 << u32(bitcast<u64>(u64(32)));
let l_948 = l_944 + l_947;
let l_949 = l_946 >> u32(bitcast<u64>(u64(32)));
let l_950 = l_948 < l_944;
let l_951 = u64(l_950);
let l_952 = l_949 + l_951;
l_mut_284 = l_948;
let l_953 = u32(0) == u32(64);
if l_953 {
l_mut_284 = l_952;
} else {
let l_954 = u32(0) > u32(0);
if l_954 {
let l_955 = u64(u32(64));
let l_956 = l_952 << u32(bitcast<u64>(l_955));
let l_957 = u64(u32(0));
let l_958 = l_948 >> u32(bitcast<u64>(l_957));
let l_959 = l_956 | l_958;
l_mut_284 = l_959;
}
}
let l_960 = u64(l_mut_906);
let l_961 = l_mut_301 & u64(4294967295);
let l_962 = l_961 * l_960;
let l_963 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_964 = l_963 * l_960;
let l_965 = l_964 << u32(bitcast<u64>(u64(32)));
let l_966 = l_962 + l_965;
let l_967 = l_964 >> u32(bitcast<u64>(u64(32)));
let l_968 = l_966 < l_962;
let l_969 = u64(l_968);
let l_970 = l_967 + l_969;
l_mut_301 = l_966;
let l_971 = u32(64) == u32(64);
if l_971 {
l_mut_301 = l_970;
} else {
let l_972 = u32(64) > u32(0);
if l_972 {
let l_973 = u64(u32(0));
let l_974 = l_970 << u32(bitcast<u64>(l_973));
let l_975 = u64(u32(64));
let l_976 = l_966 >> u32(bitcast<u64>(l_975));
let l_977 = l_974 | l_976;
l_mut_301 = l_977;
}
}
let l_978 = u64(l_mut_906);
let l_979 = l_mut_284 & u64(4294967295);
let l_980 = l_979 * l_978;
let l_981 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_982 = l_981 * l_978;
let l_983 = l_982 << u32(bitcast<u64>(u64(32)));
let l_984 = l_980 + l_983;
let l_985 = l_982 >> u32(bitcast<u64>(u64(32)));
let l_986 = l_984 < l_980;
let l_987 = u64(l_986);
let l_988 = l_985 + l_987;
l_mut_212 = l_984;
let l_989 = u32(0) == u32(64);
if l_989 {
l_mut_212 = l_988;
} else {
let l_990 = u32(0) > u32(0);
if l_990 {
let l_991 = u64(u32(64));
let l_992 = l_988 << u32(bitcast<u64>(l_991));
let l_993 = u64(u32(0));
let l_994 = l_984 >> u32(bitcast<u64>(l_993));
let l_995 = l_992 | l_994;
l_mut_212 = l_995;
}
}
let l_996 = u64(l_mut_906);
let l_997 = l_mut_284 & u64(4294967295);
let l_998 = l_997 * l_996;
let l_999 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_1000 = l_999 * l_996;
let l_1001 = l_1000 << u32(bitcast<u64>(u64(32)));
let l_1002 = l_998 + l_1001;
let l_1003 = l_1000 >> u32(bitcast<u64>(u64(32)));
let l_1004 = l_1002 < l_998;
let l_1005 = u64(l_1004);
let l_1006 = l_1003 + l_1005;
l_mut_284 = l_1002;
let l_1007 = u32(64) == u32(64);
if l_1007 {
l_mut_284 = l_1006;
} else {
let l_1008 = u32(64) > u32(0);
if l_1008 {
let l_1009 = u64(u32(0));
let l_1010 = l_1006 << u32(bitcast<u64>(l_1009));
let l_1011 = u64(u32(64));
let l_1012 = l_1002 >> u32(bitcast<u64>(l_1011));
let l_1013 = l_1010 | l_1012;
l_mut_284 = l_1013;
}
}
let l_1014 = u64(l_mut_906);
let l_1015 = l_mut_301 * l_1014;
let l_1016 = l_mut_284 + l_1015;
l_mut_408 = l_mut_212;
let l_1017 = l_24 == u32(64);
if l_1017 {
l_mut_408 = l_1016;
} else {
let l_1018 = l_24 > u32(0);
if l_1018 {
let l_1019 = u32(64) - l_24;
let l_1020 = u64(l_1019);
let l_1021 = l_1016 << u32(bitcast<u64>(l_1020));
let l_1022 = u64(l_24);
let l_1023 = l_mut_212 >> u32(bitcast<u64>(l_1022));
let l_1024 = l_1021 + l_1023;
l_mut_408 = l_1024;
}
}
if l_939 {
let l_1025 = u64(u32(0));
let l_1026 = l_1025 - l_mut_408;
l_mut_408 = l_1026;
}
}
let l_1027 = l_909 + l_mut_408;
let l_1028 = u64(u32(0));
let l_1029 = l_1028 - l_1027;
l_mut_408 = l_1029;
let l_1030 = l_1027 < l_mut_408;
if l_1030 {
l_mut_408 = l_1027;
}
let l_1031 = l_mut_408 < l_51;
let l_1032 = u32(l_1031);
l_mut_854 = l_mut_854 + l_1032;
}
l_mut_304 = l_mut_304 + l_mut_854;
}
}
let l_1033 = l_mut_381 > u32(0);
if l_1033 {
let l_1313 = info.static_meta[u32(5)];
let l_1314 = l_1313 * u32(1);
let l_1315 = l_1314 - u32(1);
let l_1316 = min(u32(1), l_1315);
let l_1317 = &buffer_5_global[l_1316];
let l_1034 = l_1317;
let l_1035 = atomicAdd(l_1034, l_mut_381);}
let l_1036 = l_mut_304 > u32(0);
if l_1036 {
let l_1318 = info.static_meta[u32(5)];
let l_1319 = l_1318 * u32(1);
let l_1320 = l_1319 - u32(1);
let l_1321 = min(u32(2), l_1320);
let l_1322 = &buffer_5_global[l_1321];
let l_1037 = l_1322;
let l_1038 = atomicAdd(l_1037, l_mut_304);l_mut_854 = l_1038;

for (var l_mut_1039: u32 = u32(0); l_mut_1039 < u32(8); l_mut_1039++) {
let l_1040 = l_mut_382 >> l_mut_1039;
let l_1041 = l_1040 & u32(1);
let l_1042 = l_1041 == u32(1);
if l_1042 {
let l_1043 = l_mut_1039 * l_433;
let l_1044 = l_1043 + l_433;
let l_1045 = min(l_1044, l_74);
l_mut_853 = l_mut_854;

for (var l_mut_1046: u32 = l_1043; l_mut_1046 < l_1045; l_mut_1046++) {
let l_1047 = u64(l_mut_1046);
let l_1048 = l_84 * l_1047;
let l_1049 = l_93 + l_1048;
let l_1050 = u64(u32(0));
l_mut_408 = l_1050;
let l_1051 = l_mut_1046 < u32(65536);
if l_1051 {
let l_1052 = l_mut_1046 * l_mut_1046;
let l_1053 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_1054 = l_1053 == u64(1);
l_mut_301 = l_102;
if l_1054 {
let l_1055 = u64(u32(0));
let l_1056 = l_1055 - l_102;
l_mut_301 = l_1056;
}
let l_1057 = u64(l_1052);
let l_1058 = l_mut_301 & u64(4294967295);
let l_1059 = l_1058 * l_1057;
let l_1060 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_1061 = l_1060 * l_1057;
let l_1062 = l_1061 << u32(bitcast<u64>(u64(32)));
let l_1063 = l_1059 + l_1062;
let l_1064 = l_1061 >> u32(bitcast<u64>(u64(32)));
let l_1065 = l_1063 < l_1059;
let l_1066 = u64(l_1065);
let l_1067 = l_1064 + l_1066;
l_mut_301 = l_1063;
let l_1068 = l_24 == u32(64);
if l_1068 {
l_mut_301 = l_1067;
} else {
let l_1069 = l_24 > u32(0);
if l_1069 {
let l_1070 = u32(64) - l_24;
let l_1071 = u64(l_1070);
let l_1072 = l_1067 << u32(bitcast<u64>(l_1071));
let l_1073 = u64(l_24);
let l_1074 = l_1063 >> u32(bitcast<u64>(l_1073));
let l_1075 = l_1072 | l_1074;
l_mut_301 = l_1075;
}
}
l_mut_284 = l_mut_301;
if l_1054 {
let l_1076 = u64(u32(0));
let l_1077 = l_1076 - l_mut_284;
l_mut_284 = l_1077;
}
l_mut_408 = l_mut_284;
} else {
let l_1078 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_1079 = l_1078 == u64(1);
l_mut_301 = l_102;
if l_1079 {
let l_1080 = u64(u32(0));
let l_1081 = l_1080 - l_102;
l_mut_301 = l_1081;
}
let l_1082 = u64(l_mut_1046);
let l_1083 = l_mut_301 & u64(4294967295);
let l_1084 = l_1083 * l_1082;
let l_1085 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_1086 = l_1085 * l_1082;
let l_1087 = l_1086 << u32(bitcast<u64>(u64(32)));
let l_1088 = l_1084 + l_1087;
let l_1089 = l_1086 >> u32(bitcast<u64>(u64(32)));
let l_1090 = l_1088 < l_1084;
let l_1091 = u64(l_1090);
let l_1092 = l_1089 + l_1091;
l_mut_284 = l_1088;
let l_1093 = u32(0) == u32(64);
if l_1093 {
l_mut_284 = l_1092;
} else {
let l_1094 = u32(0) > u32(0);
if l_1094 {
let l_1095 = u64(u32(64));
let l_1096 = l_1092 << u32(bitcast<u64>(l_1095));
let l_1097 = u64(u32(0));
let l_1098 = l_1088 >> u32(bitcast<u64>(l_1097));
let l_1099 = l_1096 | l_1098;
l_mut_284 = l_1099;
}
}
let l_1100 = u64(l_mut_1046);
let l_1101 = l_mut_301 & u64(4294967295);
let l_1102 = l_1101 * l_1100;
let l_1103 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_1104 = l_1103 * l_1100;
let l_1105 = l_1104 << u32(bitcast<u64>(u64(32)));
let l_1106 = l_1102 + l_1105;
let l_1107 = l_1104 >> u32(bitcast<u64>(u64(32)));
let l_1108 = l_1106 < l_1102;
let l_1109 = u64(l_1108);
let l_1110 = l_1107 + l_1109;
l_mut_301 = l_1106;
let l_1111 = u32(64) == u32(64);
if l_1111 {
l_mut_301 = l_1110;
} else {
let l_1112 = u32(64) > u32(0);
if l_1112 {
let l_1113 = u64(u32(0));
let l_1114 = l_1110 << u32(bitcast<u64>(l_1113));
let l_1115 = u64(u32(64));
let l_1116 = l_1106 >> u32(bitcast<u64>(l_1115));
let l_1117 = l_1114 | l_1116;
l_mut_301 = l_1117;
}
}
let l_1118 = u64(l_mut_1046);
let l_1119 = l_mut_284 & u64(4294967295);
let l_1120 = l_1119 * l_1118;
let l_1121 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_1122 = l_1121 * l_1118;
let l_1123 = l_1122 << u32(bitcast<u64>(u64(32)));
let l_1124 = l_1120 + l_1123;
let l_1125 = l_1122 >> u32(bitcast<u64>(u64(32)));
let l_1126 = l_1124 < l_1120;
let l_1127 = u64(l_1126);
let l_1128 = l_1125 + l_1127;
l_mut_212 = l_1124;
let l_1129 = u32(0) == u32(64);
if l_1129 {
l_mut_212 = l_1128;
} else {
let l_1130 = u32(0) > u32(0);
if l_1130 {
let l_1131 = u64(u32(64));
let l_1132 = l_1128 << u32(bitcast<u64>(l_1131));
let l_1133 = u64(u32(0));
let l_1134 = l_1124 >> u32(bitcast<u64>(l_1133));
let l_1135 = l_1132 | l_1134;
l_mut_212 = l_1135;
}
}
let l_1136 = u64(l_mut_1046);
let l_1137 = l_mut_284 & u64(4294967295);
let l_1138 = l_1137 * l_1136;
let l_1139 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_1140 = l_1139 * l_1136;
let l_1141 = l_1140 << u32(bitcast<u64>(u64(32)));
let l_1142 = l_1138 + l_1141;
let l_1143 = l_1140 >> u32(bitcast<u64>(u64(32)));
let l_1144 = l_1142 < l_1138;
let l_1145 = u64(l_1144);
let l_1146 = l_1143 + l_1145;
l_mut_284 = l_1142;
let l_1147 = u32(64) == u32(64);
if l_1147 {
l_mut_284 = l_1146;
} else {
let l_1148 = u32(64) > u32(0);
if l_1148 {
let l_1149 = u64(u32(0));
let l_1150 = l_1146 << u32(bitcast<u64>(l_1149));
let l_1151 = u64(u32(64));
let l_1152 = l_1142 >> u32(bitcast<u64>(l_1151));
let l_1153 = l_1150 | l_1152;
l_mut_284 = l_1153;
}
}
let l_1154 = u64(l_mut_1046);
let l_1155 = l_mut_301 * l_1154;
let l_1156 = l_mut_284 + l_1155;
l_mut_408 = l_mut_212;
let l_1157 = l_24 == u32(64);
if l_1157 {
l_mut_408 = l_1156;
} else {
let l_1158 = l_24 > u32(0);
if l_1158 {
let l_1159 = u32(64) - l_24;
let l_1160 = u64(l_1159);
let l_1161 = l_1156 << u32(bitcast<u64>(l_1160));
let l_1162 = u64(l_24);
let l_1163 = l_mut_212 >> u32(bitcast<u64>(l_1162));
let l_1164 = l_1161 + l_1163;
l_mut_408 = l_1164;
}
}
if l_1079 {
let l_1165 = u64(u32(0));
let l_1166 = l_1165 - l_mut_408;
l_mut_408 = l_1166;
}
}
let l_1167 = l_1049 + l_mut_408;
let l_1168 = u64(u32(0));
let l_1169 = l_1168 - l_1167;
l_mut_408 = l_1169;
let l_1170 = l_1167 < l_mut_408;
if l_1170 {
l_mut_408 = l_1167;
}
let l_1171 = l_mut_408 < l_51;
if l_1171 {
let l_1172 = l_mut_853 * u32(2);
let l_1173 = l_1172 + u32(1);
let l_1174 = info.static_meta[u32(10)];
let l_1175 = l_1173 < l_1174;
if l_1175 {
let l_1323 = info.static_meta[u32(4)];
let l_1324 = l_1323 * u32(1);
let l_1325 = l_1172 < l_1324;
if l_1325 {
buffer_4_global[l_1172] = id;
}
let l_1176 = l_1172 + u32(1);
let l_1326 = info.static_meta[u32(4)];
let l_1327 = l_1326 * u32(1);
let l_1328 = l_1176 < l_1327;
if l_1328 {
buffer_4_global[l_1176] = l_mut_1046;
}
}
l_mut_853 = l_mut_853 + u32(1);
}
}
l_mut_854 = l_mut_853;
}
}
}
}
}
}
