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
var l_mut_355: bool;
var l_mut_67: u32;
var l_mut_728: u32;
var l_mut_739: u32;
var l_mut_770: u32;
let l_0 = id == u32(0);
if l_0 {
let l_1244 = info.static_meta[u32(5)];
let l_1245 = l_1244 * u32(1);
let l_1246 = l_1245 - u32(1);
let l_1247 = min(u32(3), l_1246);
let l_1248 = &buffer_5_global[l_1247];
let l_1 = l_1248;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_1160 = info.static_meta[u32(3)];
let l_1161 = l_1160 * u32(1);
let l_1162 = l_3 < l_1161;
let l_1163 = l_1161 - u32(1);
let l_1164 = min(l_3, l_1163);
let l_1165 = buffer_3_global[l_1164];
let l_1166 = select(u32(0), l_1165, l_1162);
let l_4 = l_1166;
let l_5 = u64(l_4);
let l_6 = u32(2) * u32(0);
let l_7 = l_6 + u32(1);
let l_1167 = info.static_meta[u32(3)];
let l_1168 = l_1167 * u32(1);
let l_1169 = l_7 < l_1168;
let l_1170 = l_1168 - u32(1);
let l_1171 = min(l_7, l_1170);
let l_1172 = buffer_3_global[l_1171];
let l_1173 = select(u32(0), l_1172, l_1169);
let l_8 = l_1173;
let l_9 = u64(l_8);
let l_10 = l_9 << u32(bitcast<u64>(u64(32)));
let l_11 = l_5 | l_10;
let l_12 = l_11 & u64(4294967295);
let l_13 = u32(bitcast<u64>(l_12));
let l_14 = u32(2) * u32(1);
let l_1174 = info.static_meta[u32(3)];
let l_1175 = l_1174 * u32(1);
let l_1176 = l_14 < l_1175;
let l_1177 = l_1175 - u32(1);
let l_1178 = min(l_14, l_1177);
let l_1179 = buffer_3_global[l_1178];
let l_1180 = select(u32(0), l_1179, l_1176);
let l_15 = l_1180;
let l_16 = u64(l_15);
let l_17 = u32(2) * u32(1);
let l_18 = l_17 + u32(1);
let l_1181 = info.static_meta[u32(3)];
let l_1182 = l_1181 * u32(1);
let l_1183 = l_18 < l_1182;
let l_1184 = l_1182 - u32(1);
let l_1185 = min(l_18, l_1184);
let l_1186 = buffer_3_global[l_1185];
let l_1187 = select(u32(0), l_1186, l_1183);
let l_19 = l_1187;
let l_20 = u64(l_19);
let l_21 = l_20 << u32(bitcast<u64>(u64(32)));
let l_22 = l_16 | l_21;
let l_23 = l_22 & u64(4294967295);
let l_24 = u32(bitcast<u64>(l_23));
let l_25 = u32(2) * u32(2);
let l_1188 = info.static_meta[u32(3)];
let l_1189 = l_1188 * u32(1);
let l_1190 = l_25 < l_1189;
let l_1191 = l_1189 - u32(1);
let l_1192 = min(l_25, l_1191);
let l_1193 = buffer_3_global[l_1192];
let l_1194 = select(u32(0), l_1193, l_1190);
let l_26 = l_1194;
let l_27 = u64(l_26);
let l_28 = u32(2) * u32(2);
let l_29 = l_28 + u32(1);
let l_1195 = info.static_meta[u32(3)];
let l_1196 = l_1195 * u32(1);
let l_1197 = l_29 < l_1196;
let l_1198 = l_1196 - u32(1);
let l_1199 = min(l_29, l_1198);
let l_1200 = buffer_3_global[l_1199];
let l_1201 = select(u32(0), l_1200, l_1197);
let l_30 = l_1201;
let l_31 = u64(l_30);
let l_32 = l_31 << u32(bitcast<u64>(u64(32)));
let l_33 = l_27 | l_32;
let l_34 = u32(2) * u32(3);
let l_1202 = info.static_meta[u32(3)];
let l_1203 = l_1202 * u32(1);
let l_1204 = l_34 < l_1203;
let l_1205 = l_1203 - u32(1);
let l_1206 = min(l_34, l_1205);
let l_1207 = buffer_3_global[l_1206];
let l_1208 = select(u32(0), l_1207, l_1204);
let l_35 = l_1208;
let l_36 = u64(l_35);
let l_37 = u32(2) * u32(3);
let l_38 = l_37 + u32(1);
let l_1209 = info.static_meta[u32(3)];
let l_1210 = l_1209 * u32(1);
let l_1211 = l_38 < l_1210;
let l_1212 = l_1210 - u32(1);
let l_1213 = min(l_38, l_1212);
let l_1214 = buffer_3_global[l_1213];
let l_1215 = select(u32(0), l_1214, l_1211);
let l_39 = l_1215;
let l_40 = u64(l_39);
let l_41 = l_40 << u32(bitcast<u64>(u64(32)));
let l_42 = l_36 | l_41;
let l_43 = u32(2) * u32(4);
let l_1216 = info.static_meta[u32(3)];
let l_1217 = l_1216 * u32(1);
let l_1218 = l_43 < l_1217;
let l_1219 = l_1217 - u32(1);
let l_1220 = min(l_43, l_1219);
let l_1221 = buffer_3_global[l_1220];
let l_1222 = select(u32(0), l_1221, l_1218);
let l_44 = l_1222;
let l_45 = u64(l_44);
let l_46 = u32(2) * u32(4);
let l_47 = l_46 + u32(1);
let l_1223 = info.static_meta[u32(3)];
let l_1224 = l_1223 * u32(1);
let l_1225 = l_47 < l_1224;
let l_1226 = l_1224 - u32(1);
let l_1227 = min(l_47, l_1226);
let l_1228 = buffer_3_global[l_1227];
let l_1229 = select(u32(0), l_1228, l_1225);
let l_48 = l_1229;
let l_49 = u64(l_48);
let l_50 = l_49 << u32(bitcast<u64>(u64(32)));
let l_51 = l_45 | l_50;
let l_52 = u32(2) * u32(5);
let l_1230 = info.static_meta[u32(3)];
let l_1231 = l_1230 * u32(1);
let l_1232 = l_52 < l_1231;
let l_1233 = l_1231 - u32(1);
let l_1234 = min(l_52, l_1233);
let l_1235 = buffer_3_global[l_1234];
let l_1236 = select(u32(0), l_1235, l_1232);
let l_53 = l_1236;
let l_54 = u64(l_53);
let l_55 = u32(2) * u32(5);
let l_56 = l_55 + u32(1);
let l_1237 = info.static_meta[u32(3)];
let l_1238 = l_1237 * u32(1);
let l_1239 = l_56 < l_1238;
let l_1240 = l_1238 - u32(1);
let l_1241 = min(l_56, l_1240);
let l_1242 = buffer_3_global[l_1241];
let l_1243 = select(u32(0), l_1242, l_1239);
let l_57 = l_1243;
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
let l_1249 = info.static_meta[u32(0)];
let l_1250 = l_1249 * u32(1);
let l_1251 = l_76 < l_1250;
let l_1252 = l_1250 - u32(1);
let l_1253 = min(l_76, l_1252);
let l_1254 = buffer_0_global[l_1253];
let l_1255 = select(u32(0), l_1254, l_1251);
let l_77 = l_1255;
let l_78 = u64(l_77);
let l_79 = u32(2) * id;
let l_80 = l_79 + u32(1);
let l_1256 = info.static_meta[u32(0)];
let l_1257 = l_1256 * u32(1);
let l_1258 = l_80 < l_1257;
let l_1259 = l_1257 - u32(1);
let l_1260 = min(l_80, l_1259);
let l_1261 = buffer_0_global[l_1260];
let l_1262 = select(u32(0), l_1261, l_1258);
let l_81 = l_1262;
let l_82 = u64(l_81);
let l_83 = l_82 << u32(bitcast<u64>(u64(32)));
let l_84 = l_78 | l_83;
let l_85 = u32(2) * id;
let l_1263 = info.static_meta[u32(1)];
let l_1264 = l_1263 * u32(1);
let l_1265 = l_85 < l_1264;
let l_1266 = l_1264 - u32(1);
let l_1267 = min(l_85, l_1266);
let l_1268 = buffer_1_global[l_1267];
let l_1269 = select(u32(0), l_1268, l_1265);
let l_86 = l_1269;
let l_87 = u64(l_86);
let l_88 = u32(2) * id;
let l_89 = l_88 + u32(1);
let l_1270 = info.static_meta[u32(1)];
let l_1271 = l_1270 * u32(1);
let l_1272 = l_89 < l_1271;
let l_1273 = l_1271 - u32(1);
let l_1274 = min(l_89, l_1273);
let l_1275 = buffer_1_global[l_1274];
let l_1276 = select(u32(0), l_1275, l_1272);
let l_90 = l_1276;
let l_91 = u64(l_90);
let l_92 = l_91 << u32(bitcast<u64>(u64(32)));
let l_93 = l_87 | l_92;
let l_94 = u32(2) * id;
let l_1277 = info.static_meta[u32(2)];
let l_1278 = l_1277 * u32(1);
let l_1279 = l_94 < l_1278;
let l_1280 = l_1278 - u32(1);
let l_1281 = min(l_94, l_1280);
let l_1282 = buffer_2_global[l_1281];
let l_1283 = select(u32(0), l_1282, l_1279);
let l_95 = l_1283;
let l_96 = u64(l_95);
let l_97 = u32(2) * id;
let l_98 = l_97 + u32(1);
let l_1284 = info.static_meta[u32(2)];
let l_1285 = l_1284 * u32(1);
let l_1286 = l_98 < l_1285;
let l_1287 = l_1285 - u32(1);
let l_1288 = min(l_98, l_1287);
let l_1289 = buffer_2_global[l_1288];
let l_1290 = select(u32(0), l_1289, l_1286);
let l_99 = l_1290;
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
let l_352 = l_mut_127 < l_mut_212;
if l_352 {
let l_353 = l_13 - l_mut_67;
let l_354 = l_353 / l_mut_258;
l_mut_304 = u32(0);
l_mut_355 = bool(false);
let l_356 = u64(u32(3));
let l_357 = l_mut_158 >> u32(bitcast<u64>(l_356));
let l_358 = l_357 < l_mut_212;
let l_359 = !l_358;
l_mut_355 = l_359;
let l_360 = l_mut_212 == u64(0);
if l_360 {
l_mut_304 = l_354;
} else {
if l_mut_355 {
let l_361 = l_mut_212 < l_mut_158;
if l_361 {
let l_362 = l_mut_158 - u64(1);
let l_363 = l_362 / l_mut_212;
let l_364 = u64(l_354);
let l_365 = l_363 < l_364;
let l_366 = u64(l_354);
let l_367 = select(l_366, l_363, l_365);
let l_368 = u32(bitcast<u64>(l_367));
l_mut_304 = l_368;
}
} else {
l_mut_301 = l_mut_158;
loop {
let l_369 = l_mut_212 < l_mut_301;
let l_370 = l_mut_304 * l_mut_258;
let l_371 = l_mut_67 + l_370;
let l_372 = l_371 + l_mut_258;
let l_373 = l_372 < l_13;
let l_374 = l_369 && l_373;
let l_375 = !l_374;
if l_375 {
break;
}
let l_376 = l_mut_301 - l_mut_212;
l_mut_301 = l_376;
l_mut_304 = l_mut_304 + u32(1);
}
}
}
let l_377 = l_mut_304 * l_mut_258;
let l_378 = l_mut_67 + l_377;
let l_379 = l_378 + l_mut_258;
let l_380 = l_379 >= l_13;
if l_380 {
l_mut_259 = bool(true);
l_mut_262 = bool(false);
} else {
let l_381 = u64(l_mut_304);
let l_382 = l_mut_212 * l_381;
let l_383 = l_mut_158 - l_382;
l_mut_158 = l_383;
let l_384 = l_mut_304 * l_mut_258;
l_mut_67 = l_mut_67 + l_384;
let l_385 = l_mut_212 - l_mut_158;
l_mut_212 = l_385;
l_mut_258 = l_mut_258 + l_mut_67;
}
} else {
let l_386 = l_mut_127 - l_mut_212;
l_mut_127 = l_386;
let l_387 = l_mut_127 < l_255;
if l_387 {
l_mut_262 = bool(false);
} else {
let l_388 = l_13 - l_mut_258;
let l_389 = l_388 / l_mut_67;
l_mut_304 = u32(0);
l_mut_355 = bool(false);
let l_390 = u64(u32(3));
let l_391 = l_mut_212 >> u32(bitcast<u64>(l_390));
let l_392 = l_391 < l_mut_158;
let l_393 = !l_392;
l_mut_355 = l_393;
let l_394 = l_mut_158 == u64(0);
if l_394 {
l_mut_304 = l_389;
} else {
if l_mut_355 {
let l_395 = l_mut_158 < l_mut_212;
if l_395 {
let l_396 = l_mut_212 - u64(1);
let l_397 = l_396 / l_mut_158;
let l_398 = u64(l_389);
let l_399 = l_397 < l_398;
let l_400 = u64(l_389);
let l_401 = select(l_400, l_397, l_399);
let l_402 = u32(bitcast<u64>(l_401));
l_mut_304 = l_402;
}
} else {
l_mut_301 = l_mut_212;
loop {
let l_403 = l_mut_158 < l_mut_301;
let l_404 = l_mut_304 * l_mut_67;
let l_405 = l_mut_258 + l_404;
let l_406 = l_405 + l_mut_67;
let l_407 = l_406 < l_13;
let l_408 = l_403 && l_407;
let l_409 = !l_408;
if l_409 {
break;
}
let l_410 = l_mut_301 - l_mut_158;
l_mut_301 = l_410;
l_mut_304 = l_mut_304 + u32(1);
}
}
}
let l_411 = l_mut_67 + l_mut_258;
let l_412 = l_mut_304 * l_mut_67;
let l_413 = l_411 + l_412;
let l_414 = l_413 >= l_13;
if l_414 {
l_mut_259 = bool(true);
l_mut_262 = bool(false);
} else {
let l_415 = u64(l_mut_304);
let l_416 = l_mut_158 * l_415;
let l_417 = l_mut_212 - l_416;
l_mut_212 = l_417;
let l_418 = l_mut_304 * l_mut_67;
l_mut_258 = l_mut_258 + l_418;
let l_419 = l_mut_158 - l_mut_212;
l_mut_158 = l_419;
l_mut_67 = l_mut_67 + l_mut_258;
}
}
}
}
let l_420 = !l_mut_259;
if l_420 {
let l_1291 = info.static_meta[u32(5)];
let l_1292 = l_1291 * u32(1);
let l_1293 = l_1292 - u32(1);
let l_1294 = min(u32(0), l_1293);
let l_1295 = &buffer_5_global[l_1294];
let l_421 = l_1295;
let l_422 = atomicAdd(l_421, u32(1));let l_423 = l_13 / u32(8);
l_mut_304 = u32(0);
l_mut_271 = u32(0);
l_mut_258 = u32(0);

for (var l_mut_424: u32 = u32(0); l_mut_424 < u32(8); l_mut_424++) {
let l_425 = l_mut_424 * l_423;
let l_426 = l_425 < l_74;
let l_427 = l_13 / u32(8);
let l_428 = l_mut_424 * l_427;
let l_429 = l_428 + l_428;
let l_430 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_431 = l_430 == u64(1);
l_mut_301 = l_102;
if l_431 {
let l_432 = u64(u32(0));
let l_433 = l_432 - l_102;
l_mut_301 = l_433;
}
let l_434 = u64(l_429);
let l_435 = l_mut_301 & u64(4294967295);
let l_436 = l_435 * l_434;
let l_437 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_438 = l_437 * l_434;
let l_439 = l_438 << u32(bitcast<u64>(u64(32)));
let l_440 = l_436 + l_439;
let l_441 = l_438 >> u32(bitcast<u64>(u64(32)));
let l_442 = l_440 < l_436;
let l_443 = u64(l_442);
let l_444 = l_441 + l_443;
l_mut_301 = l_440;
let l_445 = l_24 == u32(64);
if l_445 {
l_mut_301 = l_444;
} else {
let l_446 = l_24 > u32(0);
if l_446 {
let l_447 = u32(64) - l_24;
let l_448 = u64(l_447);
let l_449 = l_444 << u32(bitcast<u64>(l_448));
let l_450 = u64(l_24);
let l_451 = l_440 >> u32(bitcast<u64>(l_450));
let l_452 = l_449 | l_451;
l_mut_301 = l_452;
}
}
l_mut_284 = l_mut_301;
if l_431 {
let l_453 = u64(u32(0));
let l_454 = l_453 - l_mut_284;
l_mut_284 = l_454;
}
let l_455 = l_84 + l_mut_284;
let l_456 = u64(l_428);
let l_457 = l_84 * l_456;
let l_458 = l_93 + l_457;
let l_459 = u64(u32(0));
l_mut_301 = l_459;
let l_460 = l_428 < u32(65536);
if l_460 {
let l_461 = l_428 * l_428;
let l_462 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_463 = l_462 == u64(1);
l_mut_284 = l_102;
if l_463 {
let l_464 = u64(u32(0));
let l_465 = l_464 - l_102;
l_mut_284 = l_465;
}
let l_466 = u64(l_461);
let l_467 = l_mut_284 & u64(4294967295);
let l_468 = l_467 * l_466;
let l_469 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_470 = l_469 * l_466;
let l_471 = l_470 << u32(bitcast<u64>(u64(32)));
let l_472 = l_468 + l_471;
let l_473 = l_470 >> u32(bitcast<u64>(u64(32)));
let l_474 = l_472 < l_468;
let l_475 = u64(l_474);
let l_476 = l_473 + l_475;
l_mut_284 = l_472;
let l_477 = l_24 == u32(64);
if l_477 {
l_mut_284 = l_476;
} else {
let l_478 = l_24 > u32(0);
if l_478 {
let l_479 = u32(64) - l_24;
let l_480 = u64(l_479);
let l_481 = l_476 << u32(bitcast<u64>(l_480));
let l_482 = u64(l_24);
let l_483 = l_472 >> u32(bitcast<u64>(l_482));
let l_484 = l_481 | l_483;
l_mut_284 = l_484;
}
}
l_mut_212 = l_mut_284;
if l_463 {
let l_485 = u64(u32(0));
let l_486 = l_485 - l_mut_212;
l_mut_212 = l_486;
}
l_mut_301 = l_mut_212;
} else {
let l_487 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_488 = l_487 == u64(1);
l_mut_284 = l_102;
if l_488 {
let l_489 = u64(u32(0));
let l_490 = l_489 - l_102;
l_mut_284 = l_490;
}
let l_491 = u64(l_428);
let l_492 = l_mut_284 & u64(4294967295);
let l_493 = l_492 * l_491;
let l_494 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_495 = l_494 * l_491;
let l_496 = l_495 << u32(bitcast<u64>(u64(32)));
let l_497 = l_493 + l_496;
let l_498 = l_495 >> u32(bitcast<u64>(u64(32)));
let l_499 = l_497 < l_493;
let l_500 = u64(l_499);
let l_501 = l_498 + l_500;
l_mut_212 = l_497;
let l_502 = u32(0) == u32(64);
if l_502 {
l_mut_212 = l_501;
} else {
let l_503 = u32(0) > u32(0);
if l_503 {
let l_504 = u64(u32(64));
let l_505 = l_501 << u32(bitcast<u64>(l_504));
let l_506 = u64(u32(0));
let l_507 = l_497 >> u32(bitcast<u64>(l_506));
let l_508 = l_505 | l_507;
l_mut_212 = l_508;
}
}
let l_509 = u64(l_428);
let l_510 = l_mut_284 & u64(4294967295);
let l_511 = l_510 * l_509;
let l_512 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_513 = l_512 * l_509;
let l_514 = l_513 << u32(bitcast<u64>(u64(32)));
let l_515 = l_511 + l_514;
let l_516 = l_513 >> u32(bitcast<u64>(u64(32)));
let l_517 = l_515 < l_511;
let l_518 = u64(l_517);
let l_519 = l_516 + l_518;
l_mut_284 = l_515;
let l_520 = u32(64) == u32(64);
if l_520 {
l_mut_284 = l_519;
} else {
let l_521 = u32(64) > u32(0);
if l_521 {
let l_522 = u64(u32(0));
let l_523 = l_519 << u32(bitcast<u64>(l_522));
let l_524 = u64(u32(64));
let l_525 = l_515 >> u32(bitcast<u64>(l_524));
let l_526 = l_523 | l_525;
l_mut_284 = l_526;
}
}
let l_527 = u64(l_428);
let l_528 = l_mut_212 & u64(4294967295);
let l_529 = l_528 * l_527;
let l_530 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_531 = l_530 * l_527;
let l_532 = l_531 << u32(bitcast<u64>(u64(32)));
let l_533 = l_529 + l_532;
let l_534 = l_531 >> u32(bitcast<u64>(u64(32)));
let l_535 = l_533 < l_529;
let l_536 = u64(l_535);
let l_537 = l_534 + l_536;
l_mut_158 = l_533;
let l_538 = u32(0) == u32(64);
if l_538 {
l_mut_158 = l_537;
} else {
let l_539 = u32(0) > u32(0);
if l_539 {
let l_540 = u64(u32(64));
let l_541 = l_537 << u32(bitcast<u64>(l_540));
let l_542 = u64(u32(0));
let l_543 = l_533 >> u32(bitcast<u64>(l_542));
let l_544 = l_541 | l_543;
l_mut_158 = l_544;
}
}
let l_545 = u64(l_428);
let l_546 = l_mut_212 & u64(4294967295);
let l_547 = l_546 * l_545;
let l_548 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_549 = l_548 * l_545;
let l_550 = l_549 << u32(bitcast<u64>(u64(32)));
let l_551 = l_547 + l_550;
let l_552 = l_549 >> u32(bitcast<u64>(u64(32)));
let l_553 = l_551 < l_547;
let l_554 = u64(l_553);
let l_555 = l_552 + l_554;
l_mut_212 = l_551;
let l_556 = u32(64) == u32(64);
if l_556 {
l_mut_212 = l_555;
} else {
let l_557 = u32(64) > u32(0);
if l_557 {
let l_558 = u64(u32(0));
let l_559 = l_555 << u32(bitcast<u64>(l_558));
let l_560 = u64(u32(64));
let l_561 = l_551 >> u32(bitcast<u64>(l_560));
let l_562 = l_559 | l_561;
l_mut_212 = l_562;
}
}
let l_563 = u64(l_428);
let l_564 = l_mut_284 * l_563;
let l_565 = l_mut_212 + l_564;
l_mut_301 = l_mut_158;
let l_566 = l_24 == u32(64);
if l_566 {
l_mut_301 = l_565;
} else {
let l_567 = l_24 > u32(0);
if l_567 {
let l_568 = u32(64) - l_24;
let l_569 = u64(l_568);
let l_570 = l_565 << u32(bitcast<u64>(l_569));
let l_571 = u64(l_24);
let l_572 = l_mut_158 >> u32(bitcast<u64>(l_571));
let l_573 = l_570 + l_572;
l_mut_301 = l_573;
}
}
if l_488 {
let l_574 = u64(u32(0));
let l_575 = l_574 - l_mut_301;
l_mut_301 = l_575;
}
}
let l_576 = l_458 + l_mut_301;
let l_577 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_578 = l_577 == u64(1);
l_mut_301 = l_102;
if l_578 {
let l_579 = u64(u32(0));
let l_580 = l_579 - l_102;
l_mut_301 = l_580;
}
let l_581 = u64(l_427);
let l_582 = l_mut_301 & u64(4294967295);
let l_583 = l_582 * l_581;
let l_584 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_585 = l_584 * l_581;
let l_586 = l_585 << u32(bitcast<u64>(u64(32)));
let l_587 = l_583 + l_586;
let l_588 = l_585 >> u32(bitcast<u64>(u64(32)));
let l_589 = l_587 < l_583;
let l_590 = u64(l_589);
let l_591 = l_588 + l_590;
l_mut_301 = l_587;
let l_592 = l_24 == u32(64);
if l_592 {
l_mut_301 = l_591;
} else {
let l_593 = l_24 > u32(0);
if l_593 {
let l_594 = u32(64) - l_24;
let l_595 = u64(l_594);
let l_596 = l_591 << u32(bitcast<u64>(l_595));
let l_597 = u64(l_24);
let l_598 = l_587 >> u32(bitcast<u64>(l_597));
let l_599 = l_596 | l_598;
l_mut_301 = l_599;
}
}
l_mut_284 = l_mut_301;
if l_578 {
let l_600 = u64(u32(0));
let l_601 = l_600 - l_mut_284;
l_mut_284 = l_601;
}
let l_602 = l_455 + l_mut_284;
let l_603 = l_24 + u32(3);
let l_604 = u64(u32(0));
l_mut_301 = l_604;
let l_605 = l_427 < u32(65536);
if l_605 {
let l_606 = l_427 * l_427;
let l_607 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_608 = l_607 == u64(1);
l_mut_284 = l_102;
if l_608 {
let l_609 = u64(u32(0));
let l_610 = l_609 - l_102;
l_mut_284 = l_610;
}
let l_611 = u64(l_606);
let l_612 = l_mut_284 & u64(4294967295);
let l_613 = l_612 * l_611;
let l_614 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_615 = l_614 * l_611;
let l_616 = l_615 << u32(bitcast<u64>(u64(32)));
let l_617 = l_613 + l_616;
let l_618 = l_615 >> u32(bitcast<u64>(u64(32)));
let l_619 = l_617 < l_613;
let l_620 = u64(l_619);
let l_621 = l_618 + l_620;
l_mut_284 = l_617;
let l_622 = l_603 == u32(64);
if l_622 {
l_mut_284 = l_621;
} else {
let l_623 = l_603 > u32(0);
if l_623 {
let l_624 = u32(64) - l_603;
let l_625 = u64(l_624);
let l_626 = l_621 << u32(bitcast<u64>(l_625));
let l_627 = u64(l_603);
let l_628 = l_617 >> u32(bitcast<u64>(l_627));
let l_629 = l_626 | l_628;
l_mut_284 = l_629;
}
}
l_mut_212 = l_mut_284;
if l_608 {
let l_630 = u64(u32(0));
let l_631 = l_630 - l_mut_212;
l_mut_212 = l_631;
}
l_mut_301 = l_mut_212;
} else {
let l_632 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_633 = l_632 == u64(1);
l_mut_284 = l_102;
if l_633 {
let l_634 = u64(u32(0));
let l_635 = l_634 - l_102;
l_mut_284 = l_635;
}
let l_636 = u64(l_427);
let l_637 = l_mut_284 & u64(4294967295);
let l_638 = l_637 * l_636;
let l_639 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_640 = l_639 * l_636;
let l_641 = l_640 << u32(bitcast<u64>(u64(32)));
let l_642 = l_638 + l_641;
let l_643 = l_640 >> u32(bitcast<u64>(u64(32)));
let l_644 = l_642 < l_638;
let l_645 = u64(l_644);
let l_646 = l_643 + l_645;
l_mut_212 = l_642;
let l_647 = u32(0) == u32(64);
if l_647 {
l_mut_212 = l_646;
} else {
let l_648 = u32(0) > u32(0);
if l_648 {
let l_649 = u64(u32(64));
let l_650 = l_646 << u32(bitcast<u64>(l_649));
let l_651 = u64(u32(0));
let l_652 = l_642 >> u32(bitcast<u64>(l_651));
let l_653 = l_650 | l_652;
l_mut_212 = l_653;
}
}
let l_654 = u64(l_427);
let l_655 = l_mut_284 & u64(4294967295);
let l_656 = l_655 * l_654;
let l_657 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_658 = l_657 * l_654;
let l_659 = l_658 << u32(bitcast<u64>(u64(32)));
let l_660 = l_656 + l_659;
let l_661 = l_658 >> u32(bitcast<u64>(u64(32)));
let l_662 = l_660 < l_656;
let l_663 = u64(l_662);
let l_664 = l_661 + l_663;
l_mut_284 = l_660;
let l_665 = u32(64) == u32(64);
if l_665 {
l_mut_284 = l_664;
} else {
let l_666 = u32(64) > u32(0);
if l_666 {
let l_667 = u64(u32(0));
let l_668 = l_664 << u32(bitcast<u64>(l_667));
let l_669 = u64(u32(64));
let l_670 = l_660 >> u32(bitcast<u64>(l_669));
let l_671 = l_668 | l_670;
l_mut_284 = l_671;
}
}
let l_672 = u64(l_427);
let l_673 = l_mut_212 & u64(4294967295);
let l_674 = l_673 * l_672;
let l_675 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_676 = l_675 * l_672;
let l_677 = l_676 << u32(bitcast<u64>(u64(32)));
let l_678 = l_674 + l_677;
let l_679 = l_676 >> u32(bitcast<u64>(u64(32)));
let l_680 = l_678 < l_674;
let l_681 = u64(l_680);
let l_682 = l_679 + l_681;
l_mut_158 = l_678;
let l_683 = u32(0) == u32(64);
if l_683 {
l_mut_158 = l_682;
} else {
let l_684 = u32(0) > u32(0);
if l_684 {
let l_685 = u64(u32(64));
let l_686 = l_682 << u32(bitcast<u64>(l_685));
let l_687 = u64(u32(0));
let l_688 = l_678 >> u32(bitcast<u64>(l_687));
let l_689 = l_686 | l_688;
l_mut_158 = l_689;
}
}
let l_690 = u64(l_427);
let l_691 = l_mut_212 & u64(4294967295);
let l_692 = l_691 * l_690;
let l_693 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_694 = l_693 * l_690;
let l_695 = l_694 << u32(bitcast<u64>(u64(32)));
let l_696 = l_692 + l_695;
let l_697 = l_694 >> u32(bitcast<u64>(u64(32)));
let l_698 = l_696 < l_692;
let l_699 = u64(l_698);
let l_700 = l_697 + l_699;
l_mut_212 = l_696;
let l_701 = u32(64) == u32(64);
if l_701 {
l_mut_212 = l_700;
} else {
let l_702 = u32(64) > u32(0);
if l_702 {
let l_703 = u64(u32(0));
let l_704 = l_700 << u32(bitcast<u64>(l_703));
let l_705 = u64(u32(64));
let l_706 = l_696 >> u32(bitcast<u64>(l_705));
let l_707 = l_704 | l_706;
l_mut_212 = l_707;
}
}
let l_708 = u64(l_427);
let l_709 = l_mut_284 * l_708;
let l_710 = l_mut_212 + l_709;
l_mut_301 = l_mut_158;
let l_711 = l_603 == u32(64);
if l_711 {
l_mut_301 = l_710;
} else {
let l_712 = l_603 > u32(0);
if l_712 {
let l_713 = u32(64) - l_603;
let l_714 = u64(l_713);
let l_715 = l_710 << u32(bitcast<u64>(l_714));
let l_716 = u64(l_603);
let l_717 = l_mut_158 >> u32(bitcast<u64>(l_716));
let l_718 = l_715 + l_717;
l_mut_301 = l_718;
}
}
if l_633 {
let l_719 = u64(u32(0));
let l_720 = l_719 - l_mut_301;
l_mut_301 = l_720;
}
}
let l_721 = l_576 - l_mut_301;
let l_722 = l_721 + l_42;
let l_723 = u64(u32(0));
let l_724 = l_723 - l_602;
let l_725 = l_42 + l_42;
l_mut_301 = l_724;
let l_726 = u64(u32(0));
let l_727 = l_726 - l_724;
l_mut_284 = l_727;
l_mut_212 = l_722;
l_mut_67 = u32(1);
l_mut_728 = u32(1);
l_mut_355 = bool(false);
let l_729 = l_mut_212 < l_725;
let l_730 = !l_729;
l_mut_350 = l_730;
let l_731 = l_724 == u64(0);
if l_731 {
l_mut_355 = l_mut_350;
l_mut_350 = bool(false);
}
if l_mut_350 {
let l_732 = l_724 >> u32(bitcast<u64>(u64(63)));
let l_733 = l_732 == u64(1);
l_mut_158 = l_724;
if l_733 {
let l_734 = u64(u32(0));
let l_735 = l_734 - l_724;
l_mut_158 = l_735;
}
let l_736 = l_427 - u32(1);
let l_737 = u64(l_736);
let l_738 = l_mut_158 * l_737;
l_mut_739 = u32(0);
let l_740 = l_427 - u32(1);
let l_741 = u64(l_740);
let l_742 = l_mut_158 & u64(4294967295);
let l_743 = l_742 * l_741;
let l_744 = l_mut_158 >> u32(bitcast<u64>(u64(32)));
let l_745 = l_744 * l_741;
let l_746 = l_745 << u32(bitcast<u64>(u64(32)));
let l_747 = l_743 + l_746;
let l_748 = l_745 >> u32(bitcast<u64>(u64(32)));
let l_749 = l_747 < l_743;
let l_750 = u64(l_749);
let l_751 = l_748 + l_750;
l_mut_127 = l_747;
let l_752 = u32(64) == u32(64);
if l_752 {
l_mut_127 = l_751;
} else {
let l_753 = u32(64) > u32(0);
if l_753 {
let l_754 = u64(u32(0));
let l_755 = l_751 << u32(bitcast<u64>(l_754));
let l_756 = u64(u32(64));
let l_757 = l_747 >> u32(bitcast<u64>(l_756));
let l_758 = l_755 | l_757;
l_mut_127 = l_758;
}
}
let l_759 = l_mut_127 == u64(0);
if l_759 {
l_mut_127 = l_722;
if l_733 {
let l_760 = u64(u32(0));
let l_761 = l_760 - l_722;
let l_762 = l_722 == u64(0);
let l_763 = !l_762;
let l_764 = l_738 < l_761;
let l_765 = !l_764;
let l_766 = l_763 && l_765;
if l_766 {
let l_767 = l_427 - u32(1);
l_mut_105 = l_761;
let l_768 = l_761 < l_mut_158;
let l_769 = !l_768;
if l_769 {
l_mut_770 = u32(0);
let l_771 = l_mut_158 < l_761;
if l_771 {
let l_772 = l_761 - u64(1);
let l_773 = l_772 / l_mut_158;
let l_774 = u64(l_767);
let l_775 = l_773 < l_774;
let l_776 = u64(l_767);
let l_777 = select(l_776, l_773, l_775);
let l_778 = u32(bitcast<u64>(l_777));
l_mut_770 = l_778;
}
let l_779 = u64(l_mut_770);
let l_780 = l_mut_158 * l_779;
let l_781 = l_761 - l_780;
l_mut_105 = l_781;
let l_782 = l_mut_105 < l_mut_158;
let l_783 = !l_782;
if l_783 {
let l_784 = l_mut_105 - l_mut_158;
l_mut_105 = l_784;
}
}
let l_785 = l_mut_158 - l_mut_105;
l_mut_105 = l_785;
let l_786 = l_785 < l_mut_158;
let l_787 = !l_786;
if l_787 {
let l_788 = l_785 - l_mut_158;
l_mut_105 = l_788;
}
let l_789 = l_mut_105 < l_mut_127;
if l_789 {
l_mut_127 = l_mut_105;
}
}
} else {
let l_790 = l_722 - l_738;
l_mut_127 = l_790;
let l_791 = l_722 < l_738;
if l_791 {
let l_792 = l_427 - u32(1);
l_mut_105 = l_722;
let l_793 = l_722 < l_mut_158;
let l_794 = !l_793;
if l_794 {
l_mut_770 = u32(0);
let l_795 = l_mut_158 < l_722;
if l_795 {
let l_796 = l_722 - u64(1);
let l_797 = l_796 / l_mut_158;
let l_798 = u64(l_792);
let l_799 = l_797 < l_798;
let l_800 = u64(l_792);
let l_801 = select(l_800, l_797, l_799);
let l_802 = u32(bitcast<u64>(l_801));
l_mut_770 = l_802;
}
let l_803 = u64(l_mut_770);
let l_804 = l_mut_158 * l_803;
let l_805 = l_722 - l_804;
l_mut_105 = l_805;
let l_806 = l_mut_105 < l_mut_158;
let l_807 = !l_806;
if l_807 {
let l_808 = l_mut_105 - l_mut_158;
l_mut_105 = l_808;
}
}
let l_809 = l_mut_105 < l_mut_127;
if l_809 {
l_mut_127 = l_mut_105;
}
}
}
let l_810 = l_mut_127 < l_725;
let l_811 = !l_810;
let l_812 = u32(l_811);
let l_813 = u32(2) - l_812;
l_mut_739 = l_813;
}
let l_814 = l_mut_739 > u32(0);
if l_814 {
let l_815 = l_mut_739 == u32(1);
l_mut_355 = l_815;
l_mut_350 = bool(false);
}
}
l_mut_262 = bool(false);
loop {
let l_816 = !l_mut_350;
if l_816 {
break;
}
let l_817 = l_mut_212 < l_mut_301;
if l_817 {
let l_818 = l_427 - l_mut_67;
let l_819 = l_818 / l_mut_728;
l_mut_770 = u32(0);
l_mut_259 = bool(false);
let l_820 = u64(u32(3));
let l_821 = l_mut_284 >> u32(bitcast<u64>(l_820));
let l_822 = l_821 < l_mut_301;
let l_823 = !l_822;
l_mut_259 = l_823;
let l_824 = l_mut_301 == u64(0);
if l_824 {
l_mut_770 = l_819;
} else {
if l_mut_259 {
let l_825 = l_mut_301 < l_mut_284;
if l_825 {
let l_826 = l_mut_284 - u64(1);
let l_827 = l_826 / l_mut_301;
let l_828 = u64(l_819);
let l_829 = l_827 < l_828;
let l_830 = u64(l_819);
let l_831 = select(l_830, l_827, l_829);
let l_832 = u32(bitcast<u64>(l_831));
l_mut_770 = l_832;
}
} else {
l_mut_158 = l_mut_284;
loop {
let l_833 = l_mut_301 < l_mut_158;
let l_834 = l_mut_770 * l_mut_728;
let l_835 = l_mut_67 + l_834;
let l_836 = l_835 + l_mut_728;
let l_837 = l_836 < l_427;
let l_838 = l_833 && l_837;
let l_839 = !l_838;
if l_839 {
break;
}
let l_840 = l_mut_158 - l_mut_301;
l_mut_158 = l_840;
l_mut_770 = l_mut_770 + u32(1);
}
}
}
let l_841 = l_mut_770 * l_mut_728;
let l_842 = l_mut_67 + l_841;
let l_843 = l_842 + l_mut_728;
let l_844 = l_843 >= l_427;
if l_844 {
l_mut_355 = bool(true);
l_mut_350 = bool(false);
} else {
let l_845 = u64(l_mut_770);
let l_846 = l_mut_301 * l_845;
let l_847 = l_mut_284 - l_846;
l_mut_284 = l_847;
let l_848 = l_mut_770 * l_mut_728;
l_mut_67 = l_mut_67 + l_848;
let l_849 = l_mut_301 - l_mut_284;
l_mut_301 = l_849;
l_mut_728 = l_mut_728 + l_mut_67;
}
} else {
let l_850 = l_mut_212 - l_mut_301;
l_mut_212 = l_850;
let l_851 = l_mut_212 < l_725;
if l_851 {
l_mut_350 = bool(false);
} else {
let l_852 = l_427 - l_mut_728;
let l_853 = l_852 / l_mut_67;
l_mut_770 = u32(0);
l_mut_259 = bool(false);
let l_854 = u64(u32(3));
let l_855 = l_mut_301 >> u32(bitcast<u64>(l_854));
let l_856 = l_855 < l_mut_284;
let l_857 = !l_856;
l_mut_259 = l_857;
let l_858 = l_mut_284 == u64(0);
if l_858 {
l_mut_770 = l_853;
} else {
if l_mut_259 {
let l_859 = l_mut_284 < l_mut_301;
if l_859 {
let l_860 = l_mut_301 - u64(1);
let l_861 = l_860 / l_mut_284;
let l_862 = u64(l_853);
let l_863 = l_861 < l_862;
let l_864 = u64(l_853);
let l_865 = select(l_864, l_861, l_863);
let l_866 = u32(bitcast<u64>(l_865));
l_mut_770 = l_866;
}
} else {
l_mut_158 = l_mut_301;
loop {
let l_867 = l_mut_284 < l_mut_158;
let l_868 = l_mut_770 * l_mut_67;
let l_869 = l_mut_728 + l_868;
let l_870 = l_869 + l_mut_67;
let l_871 = l_870 < l_427;
let l_872 = l_867 && l_871;
let l_873 = !l_872;
if l_873 {
break;
}
let l_874 = l_mut_158 - l_mut_284;
l_mut_158 = l_874;
l_mut_770 = l_mut_770 + u32(1);
}
}
}
let l_875 = l_mut_67 + l_mut_728;
let l_876 = l_mut_770 * l_mut_67;
let l_877 = l_875 + l_876;
let l_878 = l_877 >= l_427;
if l_878 {
l_mut_355 = bool(true);
l_mut_350 = bool(false);
} else {
let l_879 = u64(l_mut_770);
let l_880 = l_mut_284 * l_879;
let l_881 = l_mut_301 - l_880;
l_mut_301 = l_881;
let l_882 = l_mut_770 * l_mut_67;
l_mut_728 = l_mut_728 + l_882;
let l_883 = l_mut_284 - l_mut_301;
l_mut_284 = l_883;
l_mut_67 = l_mut_67 + l_mut_728;
}
}
}
}
let l_884 = !l_mut_355;
let l_885 = l_426 && l_884;
if l_885 {
let l_886 = u32(1) << l_mut_424;
l_mut_304 = l_mut_304 | l_886;
l_mut_271 = l_mut_271 + u32(1);
let l_887 = l_425 + l_423;
let l_888 = min(l_887, l_74);
l_mut_770 = u32(0);

for (var l_mut_889: u32 = l_425; l_mut_889 < l_888; l_mut_889++) {
let l_890 = u64(l_mut_889);
let l_891 = l_84 * l_890;
let l_892 = l_93 + l_891;
let l_893 = u64(u32(0));
l_mut_301 = l_893;
let l_894 = l_mut_889 < u32(65536);
if l_894 {
let l_895 = l_mut_889 * l_mut_889;
let l_896 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_897 = l_896 == u64(1);
l_mut_284 = l_102;
if l_897 {
let l_898 = u64(u32(0));
let l_899 = l_898 - l_102;
l_mut_284 = l_899;
}
let l_900 = u64(l_895);
let l_901 = l_mut_284 & u64(4294967295);
let l_902 = l_901 * l_900;
let l_903 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_904 = l_903 * l_900;
let l_905 = l_904 << u32(bitcast<u64>(u64(32)));
let l_906 = l_902 + l_905;
let l_907 = l_904 >> u32(bitcast<u64>(u64(32)));
let l_908 = l_906 < l_902;
let l_909 = u64(l_908);
let l_910 = l_907 + l_909;
l_mut_284 = l_906;
let l_911 = l_24 == u32(64);
if l_911 {
l_mut_284 = l_910;
} else {
let l_912 = l_24 > u32(0);
if l_912 {
let l_913 = u32(64) - l_24;
let l_914 = u64(l_913);
let l_915 = l_910 << u32(bitcast<u64>(l_914));
let l_916 = u64(l_24);
let l_917 = l_906 >> u32(bitcast<u64>(l_916));
let l_918 = l_915 | l_917;
l_mut_284 = l_918;
}
}
l_mut_212 = l_mut_284;
if l_897 {
let l_919 = u64(u32(0));
let l_920 = l_919 - l_mut_212;
l_mut_212 = l_920;
}
l_mut_301 = l_mut_212;
} else {
let l_921 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_922 = l_921 == u64(1);
l_mut_284 = l_102;
if l_922 {
let l_923 = u64(u32(0));
let l_924 = l_923 - l_102;
l_mut_284 = l_924;
}
let l_925 = u64(l_mut_889);
let l_926 = l_mut_284 & u64(4294967295);
let l_927 = l_926 * l_925;
let l_928 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_929 = l_928 * l_925;
let l_930 = l_929 << u32(bitcast<u64>(u64(32)));
let l_931 = l_927 + l_930;
let l_932 = l_929 >> u32(bitcast<u64>(u64(32)));
let l_933 = l_931 < l_927;
let l_934 = u64(l_933);
let l_935 = l_932 + l_934;
l_mut_212 = l_931;
let l_936 = u32(0) == u32(64);
if l_936 {
l_mut_212 = l_935;
} else {
let l_937 = u32(0) > u32(0);
if l_937 {
let l_938 = u64(u32(64));
let l_939 = l_935 << u32(bitcast<u64>(l_938));
let l_940 = u64(u32(0));
let l_941 = l_931 >> u32(bitcast<u64>(l_940));
let l_942 = l_939 | l_941;
l_mut_212 = l_942;
}
}
let l_943 = u64(l_mut_889);
let l_944 = l_mut_284 & u64(4294967295);
let l_945 = l_944 * l_943;
let l_946 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_947 = l_946 * l_943;
let l_948 = l_947 << u32(bitcast<u64>(u64(32)));
let l_949 = l_945 + l_948;
let l_950 = l_947 >> u32(bitcast<u64>(u64(32)));
let l_951 = l_949 < l_945;
let l_952 = u64(l_951);
let l_953 = l_950 + l_952;
l_mut_284 = l_949;
let l_954 = u32(64) == u32(64);
if l_954 {
l_mut_284 = l_953;
} else {
let l_955 = u32(64) > u32(0);
if l_955 {
let l_956 = u64(u32(0));
let l_957 = l_953 << u32(bitcast<u64>(l_956));
let l_958 = u64(u32(64));
let l_959 = l_949 >> u32(bitcast<u64>(l_958));
let l_960 = l_957 | l_959;
l_mut_284 = l_960;
}
}
let l_961 = u64(l_mut_889);
let l_962 = l_mut_212 & u64(4294967295);
let l_963 = l_962 * l_961;
let l_964 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_965 = l_964 * l_961;
let l_966 = l_965 << u32(bitcast<u64>(u64(32)));
let l_967 = l_963 + l_966;
let l_968 = l_965 >> u32(bitcast<u64>(u64(32)));
let l_969 = l_967 < l_963;
let l_970 = u64(l_969);
let l_971 = l_968 + l_970;
l_mut_158 = l_967;
let l_972 = u32(0) == u32(64);
if l_972 {
l_mut_158 = l_971;
} else {
let l_973 = u32(0) > u32(0);
if l_973 {
let l_974 = u64(u32(64));
let l_975 = l_971 << u32(bitcast<u64>(l_974));
let l_976 = u64(u32(0));
let l_977 = l_967 >> u32(bitcast<u64>(l_976));
let l_978 = l_975 | l_977;
l_mut_158 = l_978;
}
}
let l_979 = u64(l_mut_889);
let l_980 = l_mut_212 & u64(4294967295);
let l_981 = l_980 * l_979;
let l_982 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_983 = l_982 * l_979;
let l_984 = l_983 << u32(bitcast<u64>(u64(32)));
let l_985 = l_981 + l_984;
let l_986 = l_983 >> u32(bitcast<u64>(u64(32)));
let l_987 = l_985 < l_981;
let l_988 = u64(l_987);
let l_989 = l_986 + l_988;
l_mut_212 = l_985;
let l_990 = u32(64) == u32(64);
if l_990 {
l_mut_212 = l_989;
} else {
let l_991 = u32(64) > u32(0);
if l_991 {
let l_992 = u64(u32(0));
let l_993 = l_989 << u32(bitcast<u64>(l_992));
let l_994 = u64(u32(64));
let l_995 = l_985 >> u32(bitcast<u64>(l_994));
let l_996 = l_993 | l_995;
l_mut_212 = l_996;
}
}
let l_997 = u64(l_mut_889);
let l_998 = l_mut_284 * l_997;
let l_999 = l_mut_212 + l_998;
l_mut_301 = l_mut_158;
let l_1000 = l_24 == u32(64);
if l_1000 {
l_mut_301 = l_999;
} else {
let l_1001 = l_24 > u32(0);
if l_1001 {
let l_1002 = u32(64) - l_24;
let l_1003 = u64(l_1002);
let l_1004 = l_999 << u32(bitcast<u64>(l_1003));
let l_1005 = u64(l_24);
let l_1006 = l_mut_158 >> u32(bitcast<u64>(l_1005));
let l_1007 = l_1004 + l_1006;
l_mut_301 = l_1007;
}
}
if l_922 {
let l_1008 = u64(u32(0));
let l_1009 = l_1008 - l_mut_301;
l_mut_301 = l_1009;
}
}
let l_1010 = l_892 + l_mut_301;
let l_1011 = u64(u32(0));
let l_1012 = l_1011 - l_1010;
l_mut_301 = l_1012;
let l_1013 = l_1010 < l_mut_301;
if l_1013 {
l_mut_301 = l_1010;
}
let l_1014 = l_mut_301 < l_51;
let l_1015 = u32(l_1014);
l_mut_770 = l_mut_770 + l_1015;
}
l_mut_258 = l_mut_258 + l_mut_770;
}
}
let l_1016 = l_mut_271 > u32(0);
if l_1016 {
let l_1296 = info.static_meta[u32(5)];
let l_1297 = l_1296 * u32(1);
let l_1298 = l_1297 - u32(1);
let l_1299 = min(u32(1), l_1298);
let l_1300 = &buffer_5_global[l_1299];
let l_1017 = l_1300;
let l_1018 = atomicAdd(l_1017, l_mut_271);}
let l_1019 = l_mut_258 > u32(0);
if l_1019 {
let l_1301 = info.static_meta[u32(5)];
let l_1302 = l_1301 * u32(1);
let l_1303 = l_1302 - u32(1);
let l_1304 = min(u32(2), l_1303);
let l_1305 = &buffer_5_global[l_1304];
let l_1020 = l_1305;
let l_1021 = atomicAdd(l_1020, l_mut_258);l_mut_770 = l_1021;

for (var l_mut_1022: u32 = u32(0); l_mut_1022 < u32(8); l_mut_1022++) {
let l_1023 = l_mut_304 >> l_mut_1022;
let l_1024 = l_1023 & u32(1);
let l_1025 = l_1024 == u32(1);
if l_1025 {
let l_1026 = l_mut_1022 * l_423;
let l_1027 = l_1026 + l_423;
let l_1028 = min(l_1027, l_74);
l_mut_739 = l_mut_770;

for (var l_mut_1029: u32 = l_1026; l_mut_1029 < l_1028; l_mut_1029++) {
let l_1030 = u64(l_mut_1029);
let l_1031 = l_84 * l_1030;
let l_1032 = l_93 + l_1031;
let l_1033 = u64(u32(0));
l_mut_301 = l_1033;
let l_1034 = l_mut_1029 < u32(65536);
if l_1034 {
let l_1035 = l_mut_1029 * l_mut_1029;
let l_1036 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_1037 = l_1036 == u64(1);
l_mut_284 = l_102;
if l_1037 {
let l_1038 = u64(u32(0));
let l_1039 = l_1038 - l_102;
l_mut_284 = l_1039;
}
let l_1040 = u64(l_1035);
let l_1041 = l_mut_284 & u64(4294967295);
let l_1042 = l_1041 * l_1040;
let l_1043 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_1044 = l_1043 * l_1040;
let l_1045 = l_1044 << u32(bitcast<u64>(u64(32)));
let l_1046 = l_1042 + l_1045;
let l_1047 = l_1044 >> u32(bitcast<u64>(u64(32)));
let l_1048 = l_1046 < l_1042;
let l_1049 = u64(l_1048);
let l_1050 = l_1047 + l_1049;
l_mut_284 = l_1046;
let l_1051 = l_24 == u32(64);
if l_1051 {
l_mut_284 = l_1050;
} else {
let l_1052 = l_24 > u32(0);
if l_1052 {
let l_1053 = u32(64) - l_24;
let l_1054 = u64(l_1053);
let l_1055 = l_1050 << u32(bitcast<u64>(l_1054));
let l_1056 = u64(l_24);
let l_1057 = l_1046 >> u32(bitcast<u64>(l_1056));
let l_1058 = l_1055 | l_1057;
l_mut_284 = l_1058;
}
}
l_mut_212 = l_mut_284;
if l_1037 {
let l_1059 = u64(u32(0));
let l_1060 = l_1059 - l_mut_212;
l_mut_212 = l_1060;
}
l_mut_301 = l_mut_212;
} else {
let l_1061 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_1062 = l_1061 == u64(1);
l_mut_284 = l_102;
if l_1062 {
let l_1063 = u64(u32(0));
let l_1064 = l_1063 - l_102;
l_mut_284 = l_1064;
}
let l_1065 = u64(l_mut_1029);
let l_1066 = l_mut_284 & u64(4294967295);
let l_1067 = l_1066 * l_1065;
let l_1068 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_1069 = l_1068 * l_1065;
let l_1070 = l_1069 << u32(bitcast<u64>(u64(32)));
let l_1071 = l_1067 + l_1070;
let l_1072 = l_1069 >> u32(bitcast<u64>(u64(32)));
let l_1073 = l_1071 < l_1067;
let l_1074 = u64(l_1073);
let l_1075 = l_1072 + l_1074;
l_mut_212 = l_1071;
let l_1076 = u32(0) == u32(64);
if l_1076 {
l_mut_212 = l_1075;
} else {
let l_1077 = u32(0) > u32(0);
if l_1077 {
let l_1078 = u64(u32(64));
let l_1079 = l_1075 << u32(bitcast<u64>(l_1078));
let l_1080 = u64(u32(0));
let l_1081 = l_1071 >> u32(bitcast<u64>(l_1080));
let l_1082 = l_1079 | l_1081;
l_mut_212 = l_1082;
}
}
let l_1083 = u64(l_mut_1029);
let l_1084 = l_mut_284 & u64(4294967295);
let l_1085 = l_1084 * l_1083;
let l_1086 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_1087 = l_1086 * l_1083;
let l_1088 = l_1087 << u32(bitcast<u64>(u64(32)));
let l_1089 = l_1085 + l_1088;
let l_1090 = l_1087 >> u32(bitcast<u64>(u64(32)));
let l_1091 = l_1089 < l_1085;
let l_1092 = u64(l_1091);
let l_1093 = l_1090 + l_1092;
l_mut_284 = l_1089;
let l_1094 = u32(64) == u32(64);
if l_1094 {
l_mut_284 = l_1093;
} else {
let l_1095 = u32(64) > u32(0);
if l_1095 {
let l_1096 = u64(u32(0));
let l_1097 = l_1093 << u32(bitcast<u64>(l_1096));
let l_1098 = u64(u32(64));
let l_1099 = l_1089 >> u32(bitcast<u64>(l_1098));
let l_1100 = l_1097 | l_1099;
l_mut_284 = l_1100;
}
}
let l_1101 = u64(l_mut_1029);
let l_1102 = l_mut_212 & u64(4294967295);
let l_1103 = l_1102 * l_1101;
let l_1104 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_1105 = l_1104 * l_1101;
let l_1106 = l_1105 << u32(bitcast<u64>(u64(32)));
let l_1107 = l_1103 + l_1106;
let l_1108 = l_1105 >> u32(bitcast<u64>(u64(32)));
let l_1109 = l_1107 < l_1103;
let l_1110 = u64(l_1109);
let l_1111 = l_1108 + l_1110;
l_mut_158 = l_1107;
let l_1112 = u32(0) == u32(64);
if l_1112 {
l_mut_158 = l_1111;
} else {
let l_1113 = u32(0) > u32(0);
if l_1113 {
let l_1114 = u64(u32(64));
let l_1115 = l_1111 << u32(bitcast<u64>(l_1114));
let l_1116 = u64(u32(0));
let l_1117 = l_1107 >> u32(bitcast<u64>(l_1116));
let l_1118 = l_1115 | l_1117;
l_mut_158 = l_1118;
}
}
let l_1119 = u64(l_mut_1029);
let l_1120 = l_mut_212 & u64(4294967295);
let l_1121 = l_1120 * l_1119;
let l_1122 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_1123 = l_1122 * l_1119;
let l_1124 = l_1123 << u32(bitcast<u64>(u64(32)));
let l_1125 = l_1121 + l_1124;
let l_1126 = l_1123 >> u32(bitcast<u64>(u64(32)));
let l_1127 = l_1125 < l_1121;
let l_1128 = u64(l_1127);
let l_1129 = l_1126 + l_1128;
l_mut_212 = l_1125;
let l_1130 = u32(64) == u32(64);
if l_1130 {
l_mut_212 = l_1129;
} else {
let l_1131 = u32(64) > u32(0);
if l_1131 {
let l_1132 = u64(u32(0));
let l_1133 = l_1129 << u32(bitcast<u64>(l_1132));
let l_1134 = u64(u32(64));
let l_1135 = l_1125 >> u32(bitcast<u64>(l_1134));
let l_1136 = l_1133 | l_1135;
l_mut_212 = l_1136;
}
}
let l_1137 = u64(l_mut_1029);
let l_1138 = l_mut_284 * l_1137;
let l_1139 = l_mut_212 + l_1138;
l_mut_301 = l_mut_158;
let l_1140 = l_24 == u32(64);
if l_1140 {
l_mut_301 = l_1139;
} else {
let l_1141 = l_24 > u32(0);
if l_1141 {
let l_1142 = u32(64) - l_24;
let l_1143 = u64(l_1142);
let l_1144 = l_1139 << u32(bitcast<u64>(l_1143));
let l_1145 = u64(l_24);
let l_1146 = l_mut_158 >> u32(bitcast<u64>(l_1145));
let l_1147 = l_1144 + l_1146;
l_mut_301 = l_1147;
}
}
if l_1062 {
let l_1148 = u64(u32(0));
let l_1149 = l_1148 - l_mut_301;
l_mut_301 = l_1149;
}
}
let l_1150 = l_1032 + l_mut_301;
let l_1151 = u64(u32(0));
let l_1152 = l_1151 - l_1150;
l_mut_301 = l_1152;
let l_1153 = l_1150 < l_mut_301;
if l_1153 {
l_mut_301 = l_1150;
}
let l_1154 = l_mut_301 < l_51;
if l_1154 {
let l_1155 = l_mut_739 * u32(2);
let l_1156 = l_1155 + u32(1);
let l_1157 = info.static_meta[u32(10)];
let l_1158 = l_1156 < l_1157;
if l_1158 {
let l_1306 = info.static_meta[u32(4)];
let l_1307 = l_1306 * u32(1);
let l_1308 = l_1155 < l_1307;
if l_1308 {
buffer_4_global[l_1155] = id;
}
let l_1159 = l_1155 + u32(1);
let l_1309 = info.static_meta[u32(4)];
let l_1310 = l_1309 * u32(1);
let l_1311 = l_1159 < l_1310;
if l_1311 {
buffer_4_global[l_1159] = l_mut_1029;
}
}
l_mut_739 = l_mut_739 + u32(1);
}
}
l_mut_770 = l_mut_739;
}
}
}
}
}
}
