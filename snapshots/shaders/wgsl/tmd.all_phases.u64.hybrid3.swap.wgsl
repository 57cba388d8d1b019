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
var l_mut_392: bool;
var l_mut_67: u32;
var l_mut_731: u32;
var l_mut_742: u32;
var l_mut_773: u32;
let l_0 = id == u32(0);
if l_0 {
let l_1249 = info.static_meta[u32(5)];
let l_1250 = l_1249 * u32(1);
let l_1251 = l_1250 - u32(1);
let l_1252 = min(u32(3), l_1251);
let l_1253 = &buffer_5_global[l_1252];
let l_1 = l_1253;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_1165 = info.static_meta[u32(3)];
let l_1166 = l_1165 * u32(1);
let l_1167 = l_3 < l_1166;
let l_1168 = l_1166 - u32(1);
let l_1169 = min(l_3, l_1168);
let l_1170 = buffer_3_global[l_1169];
let l_1171 = select(u32(0), l_1170, l_1167);
let l_4 = l_1171;
let l_5 = u64(l_4);
let l_6 = u32(2) * u32(0);
let l_7 = l_6 + u32(1);
let l_1172 = info.static_meta[u32(3)];
let l_1173 = l_1172 * u32(1);
let l_1174 = l_7 < l_1173;
let l_1175 = l_1173 - u32(1);
let l_1176 = min(l_7, l_1175);
let l_1177 = buffer_3_global[l_1176];
let l_1178 = select(u32(0), l_1177, l_1174);
let l_8 = l_1178;
let l_9 = u64(l_8);
let l_10 = l_9 << u32(bitcast<u64>(u64(32)));
let l_11 = l_5 | l_10;
let l_12 = l_11 & u64(4294967295);
let l_13 = u32(bitcast<u64>(l_12));
let l_14 = u32(2) * u32(1);
let l_1179 = info.static_meta[u32(3)];
let l_1180 = l_1179 * u32(1);
let l_1181 = l_14 < l_1180;
let l_1182 = l_1180 - u32(1);
let l_1183 = min(l_14, l_1182);
let l_1184 = buffer_3_global[l_1183];
let l_1185 = select(u32(0), l_1184, l_1181);
let l_15 = l_1185;
let l_16 = u64(l_15);
let l_17 = u32(2) * u32(1);
let l_18 = l_17 + u32(1);
let l_1186 = info.static_meta[u32(3)];
let l_1187 = l_1186 * u32(1);
let l_1188 = l_18 < l_1187;
let l_1189 = l_1187 - u32(1);
let l_1190 = min(l_18, l_1189);
let l_1191 = buffer_3_global[l_1190];
let l_1192 = select(u32(0), l_1191, l_1188);
let l_19 = l_1192;
let l_20 = u64(l_19);
let l_21 = l_20 << u32(bitcast<u64>(u64(32)));
let l_22 = l_16 | l_21;
let l_23 = l_22 & u64(4294967295);
let l_24 = u32(bitcast<u64>(l_23));
let l_25 = u32(2) * u32(2);
let l_1193 = info.static_meta[u32(3)];
let l_1194 = l_1193 * u32(1);
let l_1195 = l_25 < l_1194;
let l_1196 = l_1194 - u32(1);
let l_1197 = min(l_25, l_1196);
let l_1198 = buffer_3_global[l_1197];
let l_1199 = select(u32(0), l_1198, l_1195);
let l_26 = l_1199;
let l_27 = u64(l_26);
let l_28 = u32(2) * u32(2);
let l_29 = l_28 + u32(1);
let l_1200 = info.static_meta[u32(3)];
let l_1201 = l_1200 * u32(1);
let l_1202 = l_29 < l_1201;
let l_1203 = l_1201 - u32(1);
let l_1204 = min(l_29, l_1203);
let l_1205 = buffer_3_global[l_1204];
let l_1206 = select(u32(0), l_1205, l_1202);
let l_30 = l_1206;
let l_31 = u64(l_30);
let l_32 = l_31 << u32(bitcast<u64>(u64(32)));
let l_33 = l_27 | l_32;
let l_34 = u32(2) * u32(3);
let l_1207 = info.static_meta[u32(3)];
let l_1208 = l_1207 * u32(1);
let l_1209 = l_34 < l_1208;
let l_1210 = l_1208 - u32(1);
let l_1211 = min(l_34, l_1210);
let l_1212 = buffer_3_global[l_1211];
let l_1213 = select(u32(0), l_1212, l_1209);
let l_35 = l_1213;
let l_36 = u64(l_35);
let l_37 = u32(2) * u32(3);
let l_38 = l_37 + u32(1);
let l_1214 = info.static_meta[u32(3)];
let l_1215 = l_1214 * u32(1);
let l_1216 = l_38 < l_1215;
let l_1217 = l_1215 - u32(1);
let l_1218 = min(l_38, l_1217);
let l_1219 = buffer_3_global[l_1218];
let l_1220 = select(u32(0), l_1219, l_1216);
let l_39 = l_1220;
let l_40 = u64(l_39);
let l_41 = l_40 << u32(bitcast<u64>(u64(32)));
let l_42 = l_36 | l_41;
let l_43 = u32(2) * u32(4);
let l_1221 = info.static_meta[u32(3)];
let l_1222 = l_1221 * u32(1);
let l_1223 = l_43 < l_1222;
let l_1224 = l_1222 - u32(1);
let l_1225 = min(l_43, l_1224);
let l_1226 = buffer_3_global[l_1225];
let l_1227 = select(u32(0), l_1226, l_1223);
let l_44 = l_1227;
let l_45 = u64(l_44);
let l_46 = u32(2) * u32(4);
let l_47 = l_46 + u32(1);
let l_1228 = info.static_meta[u32(3)];
let l_1229 = l_1228 * u32(1);
let l_1230 = l_47 < l_1229;
let l_1231 = l_1229 - u32(1);
let l_1232 = min(l_47, l_1231);
let l_1233 = buffer_3_global[l_1232];
let l_1234 = select(u32(0), l_1233, l_1230);
let l_48 = l_1234;
let l_49 = u64(l_48);
let l_50 = l_49 << u32(bitcast<u64>(u64(32)));
let l_51 = l_45 | l_50;
let l_52 = u32(2) * u32(5);
let l_1235 = info.static_meta[u32(3)];
let l_1236 = l_1235 * u32(1);
let l_1237 = l_52 < l_1236;
let l_1238 = l_1236 - u32(1);
let l_1239 = min(l_52, l_1238);
let l_1240 = buffer_3_global[l_1239];
let l_1241 = select(u32(0), l_1240, l_1237);
let l_53 = l_1241;
let l_54 = u64(l_53);
let l_55 = u32(2) * u32(5);
let l_56 = l_55 + u32(1);
let l_1242 = info.static_meta[u32(3)];
let l_1243 = l_1242 * u32(1);
let l_1244 = l_56 < l_1243;
let l_1245 = l_1243 - u32(1);
let l_1246 = min(l_56, l_1245);
let l_1247 = buffer_3_global[l_1246];
let l_1248 = select(u32(0), l_1247, l_1244);
let l_57 = l_1248;
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
let l_1254 = info.static_meta[u32(0)];
let l_1255 = l_1254 * u32(1);
let l_1256 = l_76 < l_1255;
let l_1257 = l_1255 - u32(1);
let l_1258 = min(l_76, l_1257);
let l_1259 = buffer_0_global[l_1258];
let l_1260 = select(u32(0), l_1259, l_1256);
let l_77 = l_1260;
let l_78 = u64(l_77);
let l_79 = u32(2) * id;
let l_80 = l_79 + u32(1);
let l_1261 = info.static_meta[u32(0)];
let l_1262 = l_1261 * u32(1);
let l_1263 = l_80 < l_1262;
let l_1264 = l_1262 - u32(1);
let l_1265 = min(l_80, l_1264);
let l_1266 = buffer_0_global[l_1265];
let l_1267 = select(u32(0), l_1266, l_1263);
let l_81 = l_1267;
let l_82 = u64(l_81);
let l_83 = l_82 << u32(bitcast<u64>(u64(32)));
let l_84 = l_78 | l_83;
let l_85 = u32(2) * id;
let l_1268 = info.static_meta[u32(1)];
let l_1269 = l_1268 * u32(1);
let l_1270 = l_85 < l_1269;
let l_1271 = l_1269 - u32(1);
let l_1272 = min(l_85, l_1271);
let l_1273 = buffer_1_global[l_1272];
let l_1274 = select(u32(0), l_1273, l_1270);
let l_86 = l_1274;
let l_87 = u64(l_86);
let l_88 = u32(2) * id;
let l_89 = l_88 + u32(1);
let l_1275 = info.static_meta[u32(1)];
let l_1276 = l_1275 * u32(1);
let l_1277 = l_89 < l_1276;
let l_1278 = l_1276 - u32(1);
let l_1279 = min(l_89, l_1278);
let l_1280 = buffer_1_global[l_1279];
let l_1281 = select(u32(0), l_1280, l_1277);
let l_90 = l_1281;
let l_91 = u64(l_90);
let l_92 = l_91 << u32(bitcast<u64>(u64(32)));
let l_93 = l_87 | l_92;
let l_94 = u32(2) * id;
let l_1282 = info.static_meta[u32(2)];
let l_1283 = l_1282 * u32(1);
let l_1284 = l_94 < l_1283;
let l_1285 = l_1283 - u32(1);
let l_1286 = min(l_94, l_1285);
let l_1287 = buffer_2_global[l_1286];
let l_1288 = select(u32(0), l_1287, l_1284);
let l_95 = l_1288;
let l_96 = u64(l_95);
let l_97 = u32(2) * id;
let l_98 = l_97 + u32(1);
let l_1289 = info.static_meta[u32(2)];
let l_1290 = l_1289 * u32(1);
let l_1291 = l_98 < l_1290;
let l_1292 = l_1290 - u32(1);
let l_1293 = min(l_98, l_1292);
let l_1294 = buffer_2_global[l_1293];
let l_1295 = select(u32(0), l_1294, l_1291);
let l_99 = l_1295;
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
let l_381 = l_mut_304 == u32(0);
l_mut_358 = l_381;
let l_382 = l_mut_304 > u32(0);
if l_382 {
let l_383 = u64(l_mut_304);
let l_384 = l_mut_158 * l_383;
if l_mut_350 {
let l_385 = l_mut_127 - l_384;
l_mut_127 = l_385;
}
let l_386 = l_mut_212 - l_384;
l_mut_212 = l_386;
let l_387 = l_mut_304 * l_mut_67;
l_mut_258 = l_mut_258 + l_387;
} else {
if l_mut_350 {
let l_388 = l_mut_127 - l_mut_158;
l_mut_127 = l_388;
let l_389 = l_mut_127 < l_255;
if l_389 {
l_mut_262 = bool(false);
l_mut_358 = bool(false);
}
}
}
if l_mut_358 {
let l_390 = l_13 - l_mut_67;
let l_391 = l_390 / l_mut_258;
l_mut_304 = u32(0);
l_mut_392 = bool(false);
let l_393 = u64(u32(3));
let l_394 = l_mut_158 >> u32(bitcast<u64>(l_393));
let l_395 = l_394 < l_mut_212;
let l_396 = !l_395;
l_mut_392 = l_396;
let l_397 = l_mut_212 == u64(0);
if l_397 {
l_mut_304 = l_391;
} else {
if l_mut_392 {
let l_398 = l_mut_212 < l_mut_158;
if l_398 {
let l_399 = l_mut_158 - u64(1);
let l_400 = l_399 / l_mut_212;
let l_401 = u64(l_391);
let l_402 = l_400 < l_401;
let l_403 = u64(l_391);
let l_404 = select(l_403, l_400, l_402);
let l_405 = u32(bitcast<u64>(l_404));
l_mut_304 = l_405;
}
} else {
l_mut_301 = l_mut_158;
loop {
let l_406 = l_mut_212 < l_mut_301;
let l_407 = l_mut_304 * l_mut_258;
let l_408 = l_mut_67 + l_407;
let l_409 = l_408 + l_mut_258;
let l_410 = l_409 < l_13;
let l_411 = l_406 && l_410;
let l_412 = !l_411;
if l_412 {
break;
}
let l_413 = l_mut_301 - l_mut_212;
l_mut_301 = l_413;
l_mut_304 = l_mut_304 + u32(1);
}
}
}
let l_414 = l_mut_304 * l_mut_258;
let l_415 = l_mut_67 + l_414;
let l_416 = l_415 + l_mut_258;
let l_417 = l_416 >= l_13;
if l_417 {
l_mut_259 = bool(true);
l_mut_262 = bool(false);
} else {
let l_418 = u64(l_mut_304);
let l_419 = l_mut_212 * l_418;
let l_420 = l_mut_158 - l_419;
l_mut_158 = l_420;
let l_421 = l_mut_304 * l_mut_258;
l_mut_67 = l_mut_67 + l_421;
let l_422 = l_mut_212 - l_mut_158;
l_mut_212 = l_422;
l_mut_258 = l_mut_258 + l_mut_67;
}
}
}
let l_423 = !l_mut_259;
if l_423 {
let l_1296 = info.static_meta[u32(5)];
let l_1297 = l_1296 * u32(1);
let l_1298 = l_1297 - u32(1);
let l_1299 = min(u32(0), l_1298);
let l_1300 = &buffer_5_global[l_1299];
let l_424 = l_1300;
let l_425 = atomicAdd(l_424, u32(1));let l_426 = l_13 / u32(8);
l_mut_304 = u32(0);
l_mut_271 = u32(0);
l_mut_258 = u32(0);

for (var l_mut_427: u32 = u32(0); l_mut_427 < u32(8); l_mut_427++) {
let l_428 = l_mut_427 * l_426;
let l_429 = l_428 < l_74;
let l_430 = l_13 / u32(8);
let l_431 = l_mut_427 * l_430;
let l_432 = l_431 + l_431;
let l_433 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_434 = l_433 == u64(1);
l_mut_301 = l_102;
if l_434 {
let l_435 = u64(u32(0));
let l_436 = l_435 - l_102;
l_mut_301 = l_436;
}
let l_437 = u64(l_432);
let l_438 = l_mut_301 & u64(4294967295);
let l_439 = l_438 * l_437;
let l_440 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_441 = l_440 * l_437;
let l_442 = l_441 << u32(bitcast<u64>(u64(32)));
let l_443 = l_439 + l_442;
let l_444 = l_441 >> u32(bitcast<u64>(u64(32)));
let l_445 = l_443 < l_439;
let l_446 = u64(l_445);
let l_447 = l_444 + l_446;
l_mut_301 = l_443;
let l_448 = l_24 == u32(64);
if l_448 {
l_mut_301 = l_447;
} else {
let l_449 = l_24 > u32(0);
if l_449 {
let l_450 = u32(64) - l_24;
let l_451 = u64(l_450);
let l_452 = l_447 << u32(bitcast<u64>(l_451));
let l_453 = u64(l_24);
let l_454 = l_443 >> u32(bitcast<u64>(l_453));
let l_455 = l_452 | l_454;
l_mut_301 = l_455;
}
}
l_mut_284 = l_mut_301;
if l_434 {
let l_456 = u64(u32(0));
let l_457 = l_456 - l_mut_284;
l_mut_284 = l_457;
}
let l_458 = l_84 + l_mut_284;
let l_459 = u64(l_431);
let l_460 = l_84 * l_459;
let l_461 = l_93 + l_460;
let l_462 = u64(u32(0));
l_mut_301 = l_462;
let l_463 = l_431 < u32(65536);
if l_463 {
let l_464 = l_431 * l_431;
let l_465 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_466 = l_465 == u64(1);
l_mut_284 = l_102;
if l_466 {
let l_467 = u64(u32(0));
let l_468 = l_467 - l_102;
l_mut_284 = l_468;
}
let l_469 = u64(l_464);
let l_470 = l_mut_284 & u64(4294967295);
let l_471 = l_470 * l_469;
let l_472 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_473 = l_472 * l_469;
let l_474 = l_473 << u32(bitcast<u64>(u64(32)));
let l_475 = l_471 + l_474;
let l_476 = l_473 >> u32(bitcast<u64>(u64(32)));
let l_477 = l_475 < l_471;
let l_478 = u64(l_477);
let l_479 = l_476 + l_478;
l_mut_284 = l_475;
let l_480 = l_24 == u32(64);
if l_480 {
l_mut_284 = l_479;
} else {
let l_481 = l_24 > u32(0);
if l_481 {
let l_482 = u32(64) - l_24;
let l_483 = u64(l_482);
let l_484 = l_479 << u32(bitcast<u64>(l_483));
let l_485 = u64(l_24);
let l_486 = l_475 >> u32(bitcast<u64>(l_485));
let l_487 = l_484 | l_486;
l_mut_284 = l_487;
}
}
l_mut_212 = l_mut_284;
if l_466 {
let l_488 = u64(u32(0));
let l_489 = l_488 - l_mut_212;
l_mut_212 = l_489;
}
l_mut_301 = l_mut_212;
} else {
let l_490 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_491 = l_490 == u64(1);
l_mut_284 = l_102;
if l_491 {
let l_492 = u64(u32(0));
let l_493 = l_492 - l_102;
l_mut_284 = l_493;
}
let l_494 = u64(l_431);
let l_495 = l_mut_284 & u64(4294967295);
let l_496 = l_495 * l_494;
let l_497 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_498 = l_497 * l_494;
let l_499 = l_498 << u32(bitcast<u64>(u64(32)));
let l_500 = l_496 + l_499;
let l_501 = l_498 >> u32(bitcast<u64>(u64(32)));
let l_502 = l_500 < l_496;
let l_503 = u64(l_502);
let l_504 = l_501 + l_503;
l_mut_212 = l_500;
let l_505 = u32(0) == u32(64);
if l_505 {
l_mut_212 = l_504;
} else {
let l_506 = u32(0) > u32(0);
if l_506 {
let l_507 = u64(u32(64));
let l_508 = l_504 << u32(bitcast<u64>(l_507));
let l_509 = u64(u32(0));
let l_510 = l_500 >> u32(bitcast<u64>(l_509));
let l_511 = l_508 | l_510;
l_mut_212 = l_511;
}
}
let l_512 = u64(l_431);
let l_513 = l_mut_284 & u64(4294967295);
let l_514 = l_513 * l_512;
let l_515 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_516 = l_515 * l_512;
let l_517 = l_516 << u32(bitcast<u64>(u64(32)));
let l_518 = l_514 + l_517;
let l_519 = l_516 >> u32(bitcast<u64>(u64(32)));
let l_520 = l_518 < l_514;
let l_521 = u64(l_520);
let l_522 = l_519 + l_521;
l_mut_284 = l_518;
let l_523 = u32(64) == u32(64);
if l_523 {
l_mut_284 = l_522;
} else {
let l_524 = u32(64) > u32(0);
if l_524 {
let l_525 = u64(u32(0));
let l_526 = l_522 << u32(bitcast<u64>(l_525));
let l_527 = u64(u32(64));
let l_528 = l_518 >> u32(bitcast<u64>(l_527));
let l_529 = l_526 | l_528;
l_mut_284 = l_529;
}
}
let l_530 = u64(l_431);
let l_531 = l_mut_212 & u64(4294967295);
let l_532 = l_531 * l_530;
let l_533 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_534 = l_533 * l_530;
let l_535 = l_534 << u32(bitcast<u64>(u64(32)));
let l_536 = l_532 + l_535;
let l_537 = l_534 >> u32(bitcast<u64>(u64(32)));
let l_538 = l_536 < l_532;
let l_539 = u64(l_538);
let l_540 = l_537 + l_539;
l_mut_158 = l_536;
let l_541 = u32(0) == u32(64);
if l_541 {
l_mut_158 = l_540;
} else {
let l_542 = u32(0) > u32(0);
if l_542 {
let l_543 = u64(u32(64));
let l_544 = l_540 << u32(bitcast<u64>(l_543));
let l_545 = u64(u32(0));
let l_546 = l_536 >> u32(bitcast<u64>(l_545));
let l_547 = l_544 | l_546;
l_mut_158 = l_547;
}
}
let l_548 = u64(l_431);
let l_549 = l_mut_212 & u64(4294967295);
let l_550 = l_549 * l_548;
let l_551 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_552 = l_551 * l_548;
let l_553 = l_552 << u32(bitcast<u64>(u64(32)));
let l_554 = l_550 + l_553;
let l_555 = l_552 >> u32(bitcast<u64>(u64(32)));
let l_556 = l_554 < l_550;
let l_557 = u64(l_556);
let l_558 = l_555 + l_557;
l_mut_212 = l_554;
let l_559 = u32(64) == u32(64);
if l_559 {
l_mut_212 = l_558;
} else {
let l_560 = u32(64) > u32(0);
if l_560 {
let l_561 = u64(u32(0));
let l_562 = l_558 << u32(bitcast<u64>(l_561));
let l_563 = u64(u32(64));
let l_564 = l_554 >> u32(bitcast<u64>(l_563));
let l_565 = l_562 | l_564;
l_mut_212 = l_565;
}
}
let l_566 = u64(l_431);
let l_567 = l_mut_284 * l_566;
let l_568 = l_mut_212 + l_567;
l_mut_301 = l_mut_158;
let l_569 = l_24 == u32(64);
if l_569 {
l_mut_301 = l_568;
} else {
let l_570 = l_24 > u32(0);
if l_570 {
let l_571 = u32(64) - l_24;
let l_572 = u64(l_571);
let l_573 = l_568 << u32(bitcast<u64>(l_572));
let l_574 = u64(l_24);
let l_575 = l_mut_158 >> u32(bitcast<u64>(l_574));
let l_576 = l_573 + l_575;
l_mut_301 = l_576;
}
}
if l_491 {
let l_577 = u64(u32(0));
let l_578 = l_577 - l_mut_301;
l_mut_301 = l_578;
}
}
let l_579 = l_461 + l_mut_301;
let l_580 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_581 = l_580 == u64(1);
l_mut_301 = l_102;
if l_581 {
let l_582 = u64(u32(0));
let l_583 = l_582 - l_102;
l_mut_301 = l_583;
}
let l_584 = u64(l_430);
let l_585 = l_mut_301 & u64(4294967295);
let l_586 = l_585 * l_584;
let l_587 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_588 = l_587 * l_584;
let l_589 = l_588 << u32(bitcast<u64>(u64(32)));
let l_590 = l_586 + l_589;
let l_591 = l_588 >> u32(bitcast<u64>(u64(32)));
let l_592 = l_590 < l_586;
let l_593 = u64(l_592);
let l_594 = l_591 + l_593;
l_mut_301 = l_590;
let l_595 = l_24 == u32(64);
if l_595 {
l_mut_301 = l_594;
} else {
let l_596 = l_24 > u32(0);
if l_596 {
let l_597 = u32(64) - l_24;
let l_598 = u64(l_597);
let l_599 = l_594 << u32(bitcast<u64>(l_598));
let l_600 = u64(l_24);
let l_601 = l_590 >> u32(bitcast<u64>(l_600));
let l_602 = l_599 | l_601;
l_mut_301 = l_602;
}
}
l_mut_284 = l_mut_301;
if l_581 {
let l_603 = u64(u32(0));
let l_604 = l_603 - l_mut_284;
l_mut_284 = l_604;
}
let l_605 = l_458 + l_mut_284;
let l_606 = l_24 + u32(3);
let l_607 = u64(u32(0));
l_mut_301 = l_607;
let l_608 = l_430 < u32(65536);
if l_608 {
let l_609 = l_430 * l_430;
let l_610 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_611 = l_610 == u64(1);
l_mut_284 = l_102;
if l_611 {
let l_612 = u64(u32(0));
let l_613 = l_612 - l_102;
l_mut_284 = l_613;
}
let l_614 = u64(l_609);
let l_615 = l_mut_284 & u64(4294967295);
let l_616 = l_615 * l_614;
let l_617 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_618 = l_617 * l_614;
let l_619 = l_618 << u32(bitcast<u64>(u64(32)));
let l_620 = l_616 + l_619;
let l_621 = l_618 >> u32(bitcast<u64>(u64(32)));
let l_622 = l_620 < l_616;
let l_623 = u64(l_622);
let l_624 = l_621 + l_623;
l_mut_284 = l_620;
let l_625 = l_606 == u32(64);
if l_625 {
l_mut_284 = l_624;
} else {
let l_626 = l_606 > u32(0);
if l_626 {
let l_627 = u32(64) - l_606;
let l_628 = u64(l_627);
let l_629 = l_624 << u32(bitcast<u64>(l_628));
let l_630 = u64(l_606);
let l_631 = l_620 >> u32(bitcast<u64>(l_630));
let l_632 = l_629 | l_631;
l_mut_284 = l_632;
}
}
l_mut_212 = l_mut_284;
if l_611 {
let l_633 = u64(u32(0));
let l_634 = l_633 - l_mut_212;
l_mut_212 = l_634;
}
l_mut_301 = l_mut_212;
} else {
let l_635 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_636 = l_635 == u64(1);
l_mut_284 = l_102;
if l_636 {
let l_637 = u64(u32(0));
let l_638 = l_637 - l_102;
l_mut_284 = l_638;
}
let l_639 = u64(l_430);
let l_640 = l_mut_284 & u64(4294967295);
let l_641 = l_640 * l_639;
let l_642 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_643 = l_642 * l_639;
let l_644 = l_643 << u32(bitcast<u64>(u64(32)));
let l_645 = l_641 + l_644;
let l_646 = l_643 >> u32(bitcast<u64>(u64(32)));
let l_647 = l_645 < l_641;
let l_648 = u64(l_647);
let l_649 = l_646 + l_648;
l_mut_212 = l_645;
let l_650 = u32(0) == u32(64);
if l_650 {
l_mut_212 = l_649;
} else {
let l_651 = u32(0) > u32(0);
if l_651 {
let l_652 = u64(u32(64));
let l_653 = l_649 << u32(bitcast<u64>(l_652));
let l_654 = u64(u32(0));
let l_655 = l_645 >> u32(bitcast<u64>(l_654));
let l_656 = l_653 | l_655;
l_mut_212 = l_656;
}
}
let l_657 = u64(l_430);
let l_658 = l_mut_284 & u64(4294967295);
let l_659 = l_658 * l_657;
let l_660 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_661 = l_660 * l_657;
let l_662 = l_661 << u32(bitcast<u64>(u64(32)));
let l_663 = l_659 + l_662;
let l_664 = l_661 >> u32(bitcast<u64>(u64(32)));
let l_665 = l_663 < l_659;
let l_666 = u64(l_665);
let l_667 = l_664 + l_666;
l_mut_284 = l_663;
let l_668 = u32(64) == u32(64);
if l_668 {
l_mut_284 = l_667;
} else {
let l_669 = u32(64) > u32(0);
if l_669 {
let l_670 = u64(u32(0));
let l_671 = l_667 << u32(bitcast<u64>(l_670));
let l_672 = u64(u32(64));
let l_673 = l_663 >> u32(bitcast<u64>(l_672));
let l_674 = l_671 | l_673;
l_mut_284 = l_674;
}
}
let l_675 = u64(l_430);
let l_676 = l_mut_212 & u64(4294967295);
let l_677 = l_676 * l_675;
let l_678 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_679 = l_678 * l_675;
let l_680 = l_679 << u32(bitcast<u64>(u64(32)));
let l_681 = l_677 + l_680;
let l_682 = l_679 >> u32(bitcast<u64>(u64(32)));
let l_683 = l_681 < l_677;
let l_684 = u64(l_683);
let l_685 = l_682 + l_684;
l_mut_158 = l_681;
let l_686 = u32(0) == u32(64);
if l_686 {
l_mut_158 = l_685;
} else {
let l_687 = u32(0) > u32(0);
if l_687 {
let l_688 = u64(u32(64));
let l_689 = l_685 << u32(bitcast<u64>(l_688));
let l_690 = u64(u32(0));
let l_691 = l_681 >> u32(bitcast<u64>(l_690));
let l_692 = l_689 | l_691;
l_mut_158 = l_692;
}
}
let l_693 = u64(l_430);
let l_694 = l_mut_212 & u64(4294967295);
let l_695 = l_694 * l_693;
let l_696 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_697 = l_696 * l_693;
let l_698 = l_697 << u32(bitcast<u64>(u64(32)));
let l_699 = l_695 + l_698;
let l_700 = l_697 >> u32(bitcast<u64>(u64(32)));
let l_701 = l_699 < l_695;
let l_702 = u64(l_701);
let l_703 = l_700 + l_702;
l_mut_212 = l_699;
let l_704 = u32(64) == u32(64);
if l_704 {
l_mut_212 = l_703;
} else {
let l_705 = u32(64) > u32(0);
if l_705 {
let l_706 = u64(u32(0));
let l_707 = l_703 << u32(bitcast<u64>(l_706));
let l_708 = u64(u32(64));
let l_709 = l_699 >> u32(bitcast<u64>(l_708));
let l_710 = l_707 | l_709;
l_mut_212 = l_710;
}
}
let l_711 = u64(l_430);
let l_712 = l_mut_284 * l_711;
let l_713 = l_mut_212 + l_712;
l_mut_301 = l_mut_158;
let l_714 = l_606 == u32(64);
if l_714 {
l_mut_301 = l_713;
} else {
let l_715 = l_606 > u32(0);
if l_715 {
let l_716 = u32(64) - l_606;
let l_717 = u64(l_716);
let l_718 = l_713 << u32(bitcast<u64>(l_717));
let l_719 = u64(l_606);
let l_720 = l_mut_158 >> u32(bitcast<u64>(l_719));
let l_721 = l_718 + l_720;
l_mut_301 = l_721;
}
}
if l_636 {
let l_722 = u64(u32(0));
let l_723 = l_722 - l_mut_301;
l_mut_301 = l_723;
}
}
let l_724 = l_579 - l_mut_301;
let l_725 = l_724 + l_42;
let l_726 = u64(u32(0));
let l_727 = l_726 - l_605;
let l_728 = l_42 + l_42;
l_mut_301 = l_727;
let l_729 = u64(u32(0));
let l_730 = l_729 - l_727;
l_mut_284 = l_730;
l_mut_212 = l_725;
l_mut_67 = u32(1);
l_mut_731 = u32(1);
l_mut_392 = bool(false);
let l_732 = l_mut_212 < l_728;
let l_733 = !l_732;
l_mut_358 = l_733;
let l_734 = l_727 == u64(0);
if l_734 {
l_mut_392 = l_mut_358;
l_mut_358 = bool(false);
}
if l_mut_358 {
let l_735 = l_727 >> u32(bitcast<u64>(u64(63)));
let l_736 = l_735 == u64(1);
l_mut_158 = l_727;
if l_736 {
let l_737 = u64(u32(0));
let l_738 = l_737 - l_727;
l_mut_158 = l_738;
}
let l_739 = l_430 - u32(1);
let l_740 = u64(l_739);
let l_741 = l_mut_158 * l_740;
l_mut_742 = u32(0);
let l_743 = l_430 - u32(1);
let l_744 = u64(l_743);
let l_745 = l_mut_158 & u64(4294967295);
let l_746 = l_745 * l_744;
let l_747 = l_mut_158 >> u32(bitcast<u64>(u64(32)));
let l_748 = l_747 * l_744;
let l_749 = l_748 << u32(bitcast<u64>(u64(32)));
let l_750 = l_746 + l_749;
let l_751 = l_748 >> u32(bitcast<u64>(u64(32)));
let l_752 = l_750 < l_746;
let l_753 = u64(l_752);
let l_754 = l_751 + l_753;
l_mut_127 = l_750;
let l_755 = u32(64) == u32(64);
if l_755 {
l_mut_127 = l_754;
} else {
let l_756 = u32(64) > u32(0);
if l_756 {
let l_757 = u64(u32(0));
let l_758 = l_754 << u32(bitcast<u64>(l_757));
let l_759 = u64(u32(64));
let l_760 = l_750 >> u32(bitcast<u64>(l_759));
let l_761 = l_758 | l_760;
l_mut_127 = l_761;
}
}
let l_762 = l_mut_127 == u64(0);
if l_762 {
l_mut_127 = l_725;
if l_736 {
let l_763 = u64(u32(0));
let l_764 = l_763 - l_725;
let l_765 = l_725 == u64(0);
let l_766 = !l_765;
let l_767 = l_741 < l_764;
let l_768 = !l_767;
let l_769 = l_766 && l_768;
if l_769 {
let l_770 = l_430 - u32(1);
l_mut_105 = l_764;
let l_771 = l_764 < l_mut_158;
let l_772 = !l_771;
if l_772 {
l_mut_773 = u32(0);
let l_774 = l_mut_158 < l_764;
if l_774 {
let l_775 = l_764 - u64(1);
let l_776 = l_775 / l_mut_158;
let l_777 = u64(l_770);
let l_778 = l_776 < l_777;
let l_779 = u64(l_770);
let l_780 = select(l_779, l_776, l_778);
let l_781 = u32(bitcast<u64>(l_780));
l_mut_773 = l_781;
}
let l_782 = u64(l_mut_773);
let l_783 = l_mut_158 * l_782;
let l_784 = l_764 - l_783;
l_mut_105 = l_784;
let l_785 = l_mut_105 < l_mut_158;
let l_786 = !l_785;
if l_786 {
let l_787 = l_mut_105 - l_mut_158;
l_mut_105 = l_787;
}
}
let l_788 = l_mut_158 - l_mut_105;
l_mut_105 = l_788;
let l_789 = l_788 < l_mut_158;
let l_790 = !l_789;
if l_790 {
let l_791 = l_788 - l_mut_158;
l_mut_105 = l_791;
}
let l_792 = l_mut_105 < l_mut_127;
if l_792 {
l_mut_127 = l_mut_105;
}
}
} else {
let l_793 = l_725 - l_741;
l_mut_127 = l_793;
let l_794 = l_725 < l_741;
if l_794 {
let l_795 = l_430 - u32(1);
l_mut_105 = l_725;
let l_796 = l_725 < l_mut_158;
let l_797 = !l_796;
if l_797 {
l_mut_773 = u32(0);
let l_798 = l_mut_158 < l_725;
if l_798 {
let l_799 = l_725 - u64(1);
let l_800 = l_799 / l_mut_158;
let l_801 = u64(l_795);
let l_802 = l_800 < l_801;
let l_803 = u64(l_795);
let l_804 = select(l_803, l_800, l_802);
let l_805 = u32(bitcast<u64>(l_804));
l_mut_773 = l_805;
}
let l_806 = u64(l_mut_773);
let l_807 = l_mut_158 * l_806;
let l_808 = l_725 - l_807;
l_mut_105 = l_808;
let l_809 = l_mut_105 < l_mut_158;
let l_810 = !l_809;
if l_810 {
let l_811 = l_mut_105 - l_mut_158;
l_mut_105 = l_811;
}
}
let l_812 = l_mut_105 < l_mut_127;
if l_812 {
l_mut_127 = l_mut_105;
}
}
}
let l_813 = l_mut_127 < l_728;
let l_814 = !l_813;
let l_815 = u32(l_814);
let l_816 = u32(2) - l_815;
l_mut_742 = l_816;
}
let l_817 = l_mut_742 > u32(0);
if l_817 {
let l_818 = l_mut_742 == u32(1);
l_mut_392 = l_818;
l_mut_358 = bool(false);
}
}
l_mut_350 = bool(false);
loop {
let l_819 = !l_mut_358;
if l_819 {
break;
}
l_mut_158 = l_mut_301;
if l_mut_350 {
l_mut_158 = l_mut_284;
}
let l_820 = l_mut_212 < l_mut_158;
let l_821 = !l_820;
let l_822 = l_821 != l_mut_350;
if l_822 {
l_mut_158 = l_mut_301;
l_mut_301 = l_mut_284;
l_mut_284 = l_mut_158;
l_mut_773 = l_mut_67;
l_mut_67 = l_mut_731;
l_mut_731 = l_mut_773;
l_mut_350 = l_821;
}
let l_823 = l_mut_301 - l_mut_212;
l_mut_158 = l_823;
if l_mut_350 {
let l_824 = l_mut_212 - l_728;
l_mut_158 = l_824;
}
l_mut_127 = l_mut_301;
let l_825 = l_mut_158 < l_mut_301;
if l_825 {
l_mut_127 = l_mut_158;
}
l_mut_262 = bool(false);
let l_826 = u64(u32(3));
let l_827 = l_mut_127 >> u32(bitcast<u64>(l_826));
let l_828 = l_827 < l_mut_284;
let l_829 = !l_828;
l_mut_262 = l_829;
l_mut_773 = u32(0);
let l_830 = l_mut_284 == u64(0);
let l_831 = !l_830;
let l_832 = l_mut_262 && l_831;
let l_833 = l_mut_284 < l_mut_127;
let l_834 = l_832 && l_833;
let l_835 = l_mut_67 + l_mut_731;
let l_836 = l_835 < l_430;
let l_837 = l_834 && l_836;
if l_837 {
let l_838 = l_430 - l_mut_67;
let l_839 = l_838 - l_mut_731;
let l_840 = l_839 / l_mut_67;
let l_841 = l_mut_127 - u64(1);
let l_842 = l_841 / l_mut_284;
let l_843 = u64(l_840);
let l_844 = l_842 < l_843;
let l_845 = u64(l_840);
let l_846 = select(l_845, l_842, l_844);
let l_847 = u32(bitcast<u64>(l_846));
l_mut_773 = l_847;
}
let l_848 = l_mut_773 == u32(0);
l_mut_262 = l_848;
let l_849 = l_mut_773 > u32(0);
if l_849 {
let l_850 = u64(l_mut_773);
let l_851 = l_mut_284 * l_850;
if l_mut_350 {
let l_852 = l_mut_212 - l_851;
l_mut_212 = l_852;
}
let l_853 = l_mut_301 - l_851;
l_mut_301 = l_853;
let l_854 = l_mut_773 * l_mut_67;
l_mut_731 = l_mut_731 + l_854;
} else {
if l_mut_350 {
let l_855 = l_mut_212 - l_mut_284;
l_mut_212 = l_855;
let l_856 = l_mut_212 < l_728;
if l_856 {
l_mut_358 = bool(false);
l_mut_262 = bool(false);
}
}
}
if l_mut_262 {
let l_857 = l_430 - l_mut_67;
let l_858 = l_857 / l_mut_731;
l_mut_773 = u32(0);
l_mut_259 = bool(false);
let l_859 = u64(u32(3));
let l_860 = l_mut_284 >> u32(bitcast<u64>(l_859));
let l_861 = l_860 < l_mut_301;
let l_862 = !l_861;
l_mut_259 = l_862;
let l_863 = l_mut_301 == u64(0);
if l_863 {
l_mut_773 = l_858;
} else {
if l_mut_259 {
let l_864 = l_mut_301 < l_mut_284;
if l_864 {
let l_865 = l_mut_284 - u64(1);
let l_866 = l_865 / l_mut_301;
let l_867 = u64(l_858);
let l_868 = l_866 < l_867;
let l_869 = u64(l_858);
let l_870 = select(l_869, l_866, l_868);
let l_871 = u32(bitcast<u64>(l_870));
l_mut_773 = l_871;
}
} else {
l_mut_158 = l_mut_284;
loop {
let l_872 = l_mut_301 < l_mut_158;
let l_873 = l_mut_773 * l_mut_731;
let l_874 = l_mut_67 + l_873;
let l_875 = l_874 + l_mut_731;
let l_876 = l_875 < l_430;
let l_877 = l_872 && l_876;
let l_878 = !l_877;
if l_878 {
break;
}
let l_879 = l_mut_158 - l_mut_301;
l_mut_158 = l_879;
l_mut_773 = l_mut_773 + u32(1);
}
}
}
let l_880 = l_mut_773 * l_mut_731;
let l_881 = l_mut_67 + l_880;
let l_882 = l_881 + l_mut_731;
let l_883 = l_882 >= l_430;
if l_883 {
l_mut_392 = bool(true);
l_mut_358 = bool(false);
} else {
let l_884 = u64(l_mut_773);
let l_885 = l_mut_301 * l_884;
let l_886 = l_mut_284 - l_885;
l_mut_284 = l_886;
let l_887 = l_mut_773 * l_mut_731;
l_mut_67 = l_mut_67 + l_887;
let l_888 = l_mut_301 - l_mut_284;
l_mut_301 = l_888;
l_mut_731 = l_mut_731 + l_mut_67;
}
}
}
let l_889 = !l_mut_392;
let l_890 = l_429 && l_889;
if l_890 {
let l_891 = u32(1) << l_mut_427;
l_mut_304 = l_mut_304 | l_891;
l_mut_271 = l_mut_271 + u32(1);
let l_892 = l_428 + l_426;
let l_893 = min(l_892, l_74);
l_mut_773 = u32(0);

for (var l_mut_894: u32 = l_428; l_mut_894 < l_893; l_mut_894++) {
let l_895 = u64(l_mut_894);
let l_896 = l_84 * l_895;
let l_897 = l_93 + l_896;
let l_898 = u64(u32(0));
l_mut_301 = l_898;
let l_899 = l_mut_894 < u32(65536);
if l_899 {
let l_900 = l_mut_894 * l_mut_894;
let l_901 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_902 = l_901 == u64(1);
l_mut_284 = l_102;
if l_902 {
let l_903 = u64(u32(0));
let l_904 = l_903 - l_102;
l_mut_284 = l_904;
}
let l_905 = u64(l_900);
let l_906 = l_mut_284 & u64(4294967295);
let l_907 = l_906 * l_905;
let l_908 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_909 = l_908 * l_905;
let l_910 = l_909 << u32(bitcast<u64>(u64(32)));
let l_911 = l_907 + l_910;
let l_912 = l_909 >> u32(bitcast<u64>(u64(32)));
let l_913 = l_911 < l_907;
let l_914 = u64(l_913);
let l_915 = l_912 + l_914;
l_mut_284 = l_911;
let l_916 = l_24 == u32(64);
if l_916 {
l_mut_284 = l_915;
} else {
let l_917 = l_24 > u32(0);
if l_917 {
let l_918 = u32(64) - l_24;
let l_919 = u64(l_918);
let l_920 = l_915 << u32(bitcast<u64>(l_919));
let l_921 = u64(l_24);
let l_922 = l_911 >> u32(bitcast<u64>(l_921));
let l_923 = l_920 | l_922;
l_mut_284 = l_923;
}
}
l_mut_212 = l_mut_284;
if l_902 {
let l_924 = u64(u32(0));
let l_925 = l_924 - l_mut_212;
l_mut_212 = l_925;
}
l_mut_301 = l_mut_212;
} else {
let l_926 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_927 = l_926 == u64(1);
l_mut_284 = l_102;
if l_927 {
let l_928 = u64(u32(0));
let l_929 = l_928 - l_102;
l_mut_284 = l_929;
}
let l_930 = u64(l_mut_894);
let l_931 = l_mut_284 & u64(4294967295);
let l_932 = l_931 * l_930;
let l_933 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_934 = l_933 * l_930;
let l_935 = l_934 << u32(bitcast<u64>(u64(32)));
let l_936 = l_932 + l_935;
let l_937 = l_934 >> u32(bitcast<u64>(u64(32)));
let l_938 = l_936 < l_932;
let l_939 = u64(l_938);
let l_940 = l_937 + l_939;
l_mut_212 = l_936;
let l_941 = u32(0) == u32(64);
if l_941 {
l_mut_212 = l_940;
} else {
let l_942 = u32(0) > u32(0);
if l_942 {
let l_943 = u64(u32(64));
let l_944 = l_940 << u32(bitcast<u64>(l_943));
let l_945 = u64(u32(0));
let l_946 = l_936 >> u32(bitcast<u64>(l_945));
let l_947 = l_944 | l_946;
l_mut_212 = l_947;
}
}
let l_948 = u64(l_mut_894);
let l_949 = l_mut_284 & u64(4294967295);
let l_950 = l_949 * l_948;
let l_951 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_952 = l_951 * l_948;
let l_953 = l_952 << u32(bitcast<u64>(u64(32)));
let l_954 = l_950 + l_953;
let l_955 = l_952 >> u32(bitcast<u64>(u64(32)));
let l_956 = l_954 < l_950;
let l_957 = u64(l_956);
let l_958 = l_955 + l_957;
l_mut_284 = l_954;
let l_959 = u32(64) == u32(64);
if l_959 {
l_mut_284 = l_958;
} else {
let l_960 = u32(64) > u32(0);
if l_960 {
let l_961 = u64(u32(0));
let l_962 = l_958 << u32(bitcast<u64>(l_961));
let l_963 = u64(u32(64));
let l_964 = l_954 >> u32(bitcast<u64>(l_963));
let l_965 = l_962 | l_964;
l_mut_284 = l_965;
}
}
let l_966 = u64(l_mut_894);
let l_967 = l_mut_212 & u64(4294967295);
let l_968 = l_967 * l_966;
let l_969 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_970 = l_969 * l_966;
let l_971 = l_970 << u32(bitcast<u64>(u64(32)));
let l_972 = l_968 + l_971;
let l_973 = l_970 >> u32(bitcast<u64>(u64(32)));
let l_974 = l_972 < l_968;
let l_975 = u64(l_974);
let l_976 = l_973 + l_975;
l_mut_158 = l_972;
let l_977 = u32(0) == u32(64);
if l_977 {
l_mut_158 = l_976;
} else {
let l_978 = u32(0) > u32(0);
if l_978 {
let l_979 = u64(u32(64));
let l_980 = l_976 << u32(bitcast<u64>(l_979));
let l_981 = u64(u32(0));
let l_982 = l_972 >> u32(bitcast<u64>(l_981));
let l_983 = l_980 | l_982;
l_mut_158 = l_983;
}
}
let l_984 = u64(l_mut_894);
let l_985 = l_mut_212 & u64(4294967295);
let l_986 = l_985 * l_984;
let l_987 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_988 = l_987 * l_984;
let l_989 = l_988 << u32(bitcast<u64>(u64(32)));
let l_990 = l_986 + l_989;
let l_991 = l_988 >> u32(bitcast<u64>(u64(32)));
let l_992 = l_990 < l_986;
let l_993 = u64(l_992);
let l_994 = l_991 + l_993;
l_mut_212 = l_990;
let l_995 = u32(64) == u32(64);
if l_995 {
l_mut_212 = l_994;
} else {
let l_996 = u32(64) > u32(0);
if l_996 {
let l_997 = u64(u32(0));
let l_998 = l_994 << u32(bitcast<u64>(l_997));
let l_999 = u64(u32(64));
let l_1000 = l_990 >> u32(bitcast<u64>(l_999));
let l_1001 = l_998 | l_1000;
l_mut_212 = l_1001;
}
}
let l_1002 = u64(l_mut_894);
let l_1003 = l_mut_284 * l_1002;
let l_1004 = l_mut_212 + l_1003;
l_mut_301 = l_mut_158;
let l_1005 = l_24 == u32(64);
if l_1005 {
l_mut_301 = l_1004;
} else {
let l_1006 = l_24 > u32(0);
if l_1006 {
let l_1007 = u32(64) - l_24;
let l_1008 = u64(l_1007);
let l_1009 = l_1004 << u32(bitcast<u64>(l_1008));
let l_1010 = u64(l_24);
let l_1011 = l_mut_158 >> u32(bitcast<u64>(l_1010));
let l_1012 = l_1009 + l_1011;
l_mut_301 = l_1012;
}
}
if l_927 {
let l_1013 = u64(u32(0));
let l_1014 = l_1013 - l_mut_301;
l_mut_301 = l_1014;
}
}
let l_1015 = l_897 + l_mut_301;
let l_1016 = u64(u32(0));
let l_1017 = l_1016 - l_1015;
l_mut_301 = l_1017;
let l_1018 = l_1015 < l_mut_301;
if l_1018 {
l_mut_301 = l_1015;
}
let l_1019 = l_mut_301 < l_51;
let l_1020 = u32(l_1019);
l_mut_773 = l_mut_773 + l_1020;
}
l_mut_258 = l_mut_258 + l_mut_773;
}
}
let l_1021 = l_mut_271 > u32(0);
if l_1021 {
let l_1301 = info.static_meta[u32(5)];
let l_1302 = l_1301 * u32(1);
let l_1303 = l_1302 - u32(1);
let l_1304 = min(u32(1), l_1303);
let l_1305 = &buffer_5_global[l_1304];
let l_1022 = l_1305;
let l_1023 = atomicAdd(l_1022, l_mut_271);}
let l_1024 = l_mut_258 > u32(0);
if l_1024 {
let l_1306 = info.static_meta[u32(5)];
let l_1307 = l_1306 * u32(1);
let l_1308 = l_1307 - u32(1);
let l_1309 = min(u32(2), l_1308);
let l_1310 = &buffer_5_global[l_1309];
let l_1025 = l_1310;
let l_1026 = atomicAdd(l_1025, l_mut_258);l_mut_773 = l_1026;

for (var l_mut_1027: u32 = u32(0); l_mut_1027 < u32(8); l_mut_1027++) {
let l_1028 = l_mut_304 >> l_mut_1027;
let l_1029 = l_1028 & u32(1);
let l_1030 = l_1029 == u32(1);
if l_1030 {
let l_1031 = l_mut_1027 * l_426;
let l_1032 = l_1031 + l_426;
let l_1033 = min(l_1032, l_74);
l_mut_742 = l_mut_773;

for (var l_mut_1034: u32 = l_1031; l_mut_1034 < l_1033; l_mut_1034++) {
let l_1035 = u64(l_mut_1034);
let l_1036 = l_84 * l_1035;
let l_1037 = l_93 + l_1036;
let l_1038 = u64(u32(0));
l_mut_301 = l_1038;
let l_1039 = l_mut_1034 < u32(65536);
if l_1039 {
let l_1040 = l_mut_1034 * l_mut_1034;
let l_1041 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_1042 = l_1041 == u64(1);
l_mut_284 = l_102;
if l_1042 {
let l_1043 = u64(u32(0));
let l_1044 = l_1043 - l_102;
l_mut_284 = l_1044;
}
let l_1045 = u64(l_1040);
let l_1046 = l_mut_284 & u64(4294967295);
let l_1047 = l_1046 * l_1045;
let l_1048 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_1049 = l_1048 * l_1045;
let l_1050 = l_1049 << u32(bitcast<u64>(u64(32)));
let l_1051 = l_1047 + l_1050;
let l_1052 = l_1049 >> u32(bitcast<u64>(u64(32)));
let l_1053 = l_1051 < l_1047;
let l_1054 = u64(l_1053);
let l_1055 = l_1052 + l_1054;
l_mut_284 = l_1051;
let l_1056 = l_24 == u32(64);
if l_1056 {
l_mut_284 = l_1055;
} else {
let l_1057 = l_24 > u32(0);
if l_1057 {
let l_1058 = u32(64) - l_24;
let l_1059 = u64(l_1058);
let l_1060 = l_1055 << u32(bitcast<u64>(l_1059));
let l_1061 = u64(l_24);
let l_1062 = l_1051 >> u32(bitcast<u64>(l_1061));
let l_1063 = l_1060 | l_1062;
l_mut_284 = l_1063;
}
}
l_mut_212 = l_mut_284;
if l_1042 {
let l_1064 = u64(u32(0));
let l_1065 = l_1064 - l_mut_212;
l_mut_212 = l_1065;
}
l_mut_301 = l_mut_212;
} else {
let l_1066 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_1067 = l_1066 == u64(1);
l_mut_284 = l_102;
if l_1067 {
let l_1068 = u64(u32(0));
let l_1069 = l_1068 - l_102;
l_mut_284 = l_1069;
}
let l_1070 = u64(l_mut_1034);
let l_1071 = l_mut_284 & u64(4294967295);
let l_1072 = l_1071 * l_1070;
let l_1073 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_1074 = l_1073 * l_1070;
let l_1075 = l_1074 << u32(bitcast<u64>(u64(32)));
let l_1076 = l_1072 + l_1075;
let l_1077 = l_1074 >> u32(bitcast<u64>(u64(32)));
let l_1078 = l_1076 < l_1072;
let l_1079 = u64(l_1078);
let l_1080 = l_1077 + l_1079;
l_mut_212 = l_1076;
let l_1081 = u32(0) == u32(64);
if l_1081 {
l_mut_212 = l_1080;
} else {
let l_1082 = u32(0) > u32(0);
if l_1082 {
let l_1083 = u64(u32(64));
let l_1084 = l_1080 << u32(bitcast<u64>(l_1083));
let l_1085 = u64(u32(0));
let l_1086 = l_1076 >> u32(bitcast<u64>(l_1085));
let l_1087 = l_1084 | l_1086;
l_mut_212 = l_1087;
}
}
let l_1088 = u64(l_mut_1034);
let l_1089 = l_mut_284 & u64(4294967295);
let l_1090 = l_1089 * l_1088;
let l_1091 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_1092 = l_1091 * l_1088;
let l_1093 = l_1092 << u32(bitcast<u64>(u64(32)));
let l_1094 = l_1090 + l_1093;
let l_1095 = l_1092 >> u32(bitcast<u64>(u64(32)));
let l_1096 = l_1094 < l_1090;
let l_1097 = u64(l_1096);
let l_1098 = l_1095 + l_1097;
l_mut_284 = l_1094;
let l_1099 = u32(64) == u32(64);
if l_1099 {
l_mut_284 = l_1098;
} else {
let l_1100 = u32(64) > u32(0);
if l_1100 {
let l_1101 = u64(u32(0));
let l_1102 = l_1098 << u32(bitcast<u64>(l_1101));
let l_1103 = u64(u32(64));
let l_1104 = l_1094 >> u32(bitcast<u64>(l_1103));
let l_1105 = l_1102 | l_1104;
l_mut_284 = l_1105;
}
}
let l_1106 = u64(l_mut_1034);
let l_1107 = l_mut_212 & u64(4294967295);
let l_1108 = l_1107 * l_1106;
let l_1109 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_1110 = l_1109 * l_1106;
let l_1111 = l_1110 << u32(bitcast<u64>(u64(32)));
let l_1112 = l_1108 + l_1111;
let l_1113 = l_1110 >> u32(bitcast<u64>(u64(32)));
let l_1114 = l_1112 < l_1108;
let l_1115 = u64(l_1114);
let l_1116 = l_1113 + l_1115;
l_mut_158 = l_1112;
let l_1117 = u32(0) == u32(64);
if l_1117 {
l_mut_158 = l_1116;
} else {
let l_1118 = u32(0) > u32(0);
if l_1118 {
let l_1119 = u64(u32(64));
let l_1120 = l_1116 << u32(bitcast<u64>(l_1119));
let l_1121 = u64(u32(0));
let l_1122 = l_1112 >> u32(bitcast<u64>(l_1121));
let l_1123 = l_1120 | l_1122;
l_mut_158 = l_1123;
}
}
let l_1124 = u64(l_mut_1034);
let l_1125 = l_mut_212 & u64(4294967295);
let l_1126 = l_1125 * l_1124;
let l_1127 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_1128 = l_1127 * l_1124;
let l_1129 = l_1128 << u32(bitcast<u64>(u64(32)));
let l_1130 = l_1126 + l_1129;
let l_1131 = l_1128 >> u32(bitcast<u64>(u64(32)));
let l_1132 = l_1130 < l_1126;
let l_1133 = u64(l_1132);
let l_1134 = l_1131 + l_1133;
l_mut_212 = l_1130;
let l_1135 = u32(64) == u32(64);
if l_1135 {
l_mut_212 = l_1134;
} else {
let l_1136 = u32(64) > u32(0);
if l_1136 {
let l_1137 = u64(u32(0));
let l_1138 = l_1134 << u32(bitcast<u64>(l_1137));
let l_1139 = u64(u32(64));
let l_1140 = l_1130 >> u32(bitcast<u64>(l_1139));
let l_1141 = l_1138 | l_1140;
l_mut_212 = l_1141;
}
}
let l_1142 = u64(l_mut_1034);
let l_1143 = l_mut_284 * l_1142;
let l_1144 = l_mut_212 + l_1143;
l_mut_301 = l_mut_158;
let l_1145 = l_24 == u32(64);
if l_1145 {
l_mut_301 = l_1144;
} else {
let l_1146 = l_24 > u32(0);
if l_1146 {
let l_1147 = u32(64) - l_24;
let l_1148 = u64(l_1147);
let l_1149 = l_1144 << u32(bitcast<u64>(l_1148));
let l_1150 = u64(l_24);
let l_1151 = l_mut_158 >> u32(bitcast<u64>(l_1150));
let l_1152 = l_1149 + l_1151;
l_mut_301 = l_1152;
}
}
if l_1067 {
let l_1153 = u64(u32(0));
let l_1154 = l_1153 - l_mut_301;
l_mut_301 = l_1154;
}
}
let l_1155 = l_1037 + l_mut_301;
let l_1156 = u64(u32(0));
let l_1157 = l_1156 - l_1155;
l_mut_301 = l_1157;
let l_1158 = l_1155 < l_mut_301;
if l_1158 {
l_mut_301 = l_1155;
}
let l_1159 = l_mut_301 < l_51;
if l_1159 {
let l_1160 = l_mut_742 * u32(2);
let l_1161 = l_1160 + u32(1);
let l_1162 = info.static_meta[u32(10)];
let l_1163 = l_1161 < l_1162;
if l_1163 {
let l_1311 = info.static_meta[u32(4)];
let l_1312 = l_1311 * u32(1);
let l_1313 = l_1160 < l_1312;
if l_1313 {
buffer_4_global[l_1160] = id;
}
let l_1164 = l_1160 + u32(1);
let l_1314 = info.static_meta[u32(4)];
let l_1315 = l_1314 * u32(1);
let l_1316 = l_1164 < l_1315;
if l_1316 {
buffer_4_global[l_1164] = l_mut_1034;
}
}
l_mut_742 = l_mut_742 + u32(1);
}
}
l_mut_773 = l_mut_742;
}
}
}
}
}
}
