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
var<storage, read_write> buffer_5_global: array<u32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<atomic<u32>>;

struct info_st {
   static_meta: array<u32, 14>,
}

@group(0)
@binding(7)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn phase2(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_1057: u32;
var l_mut_1062: u32;
var l_mut_150: u32;
var l_mut_156: u32;
var l_mut_218: u32;
var l_mut_224: u32;
var l_mut_274: u32;
var l_mut_280: u32;
var l_mut_35: u32;
var l_mut_619: bool;
var l_mut_626: bool;
var l_mut_651: u32;
var l_mut_657: u32;
var l_mut_663: u32;
var l_mut_690: u32;
var l_mut_697: u32;
var l_mut_708: u32;
var l_mut_709: u32;
var l_mut_710: u32;
var l_mut_713: u32;
var l_mut_714: u32;
var l_mut_719: u32;
var l_mut_72: u32;
var l_mut_87: u32;
var l_mut_897: bool;
var l_mut_921: bool;
var l_mut_93: u32;
var l_mut_99: u32;
let l_0 = id == u32(0);
if l_0 {
let l_1143 = info.static_meta[u32(6)];
let l_1144 = l_1143 * u32(1);
let l_1145 = l_1144 - u32(1);
let l_1146 = min(u32(3), l_1145);
let l_1147 = &buffer_6_global[l_1146];
let l_1 = l_1147;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = info.static_meta[u32(11)];
let l_4 = l_3 * u32(8);
let l_5 = id < l_4;
if l_5 {
let l_6 = u32(2) * u32(0);
let l_1148 = info.static_meta[u32(3)];
let l_1149 = l_1148 * u32(1);
let l_1150 = l_6 < l_1149;
let l_1151 = l_1149 - u32(1);
let l_1152 = min(l_6, l_1151);
let l_1153 = buffer_3_global[l_1152];
let l_1154 = select(u32(0), l_1153, l_1150);
let l_7 = l_1154;
let l_8 = u32(2) * u32(0);
let l_9 = l_8 + u32(1);
let l_1155 = info.static_meta[u32(3)];
let l_1156 = l_1155 * u32(1);
let l_1157 = l_9 < l_1156;
let l_1158 = l_1156 - u32(1);
let l_1159 = min(l_9, l_1158);
let l_1160 = buffer_3_global[l_1159];
let l_1161 = select(u32(0), l_1160, l_1157);
let l_10 = l_1161;
let l_11 = u32(2) * u32(1);
let l_1162 = info.static_meta[u32(3)];
let l_1163 = l_1162 * u32(1);
let l_1164 = l_11 < l_1163;
let l_1165 = l_1163 - u32(1);
let l_1166 = min(l_11, l_1165);
let l_1167 = buffer_3_global[l_1166];
let l_1168 = select(u32(0), l_1167, l_1164);
let l_12 = l_1168;
let l_13 = u32(2) * u32(1);
let l_14 = l_13 + u32(1);
let l_1169 = info.static_meta[u32(3)];
let l_1170 = l_1169 * u32(1);
let l_1171 = l_14 < l_1170;
let l_1172 = l_1170 - u32(1);
let l_1173 = min(l_14, l_1172);
let l_1174 = buffer_3_global[l_1173];
let l_1175 = select(u32(0), l_1174, l_1171);
let l_15 = l_1175;
let l_16 = u32(2) * u32(2);
let l_1176 = info.static_meta[u32(3)];
let l_1177 = l_1176 * u32(1);
let l_1178 = l_16 < l_1177;
let l_1179 = l_1177 - u32(1);
let l_1180 = min(l_16, l_1179);
let l_1181 = buffer_3_global[l_1180];
let l_1182 = select(u32(0), l_1181, l_1178);
let l_17 = l_1182;
let l_18 = u32(2) * u32(2);
let l_19 = l_18 + u32(1);
let l_1183 = info.static_meta[u32(3)];
let l_1184 = l_1183 * u32(1);
let l_1185 = l_19 < l_1184;
let l_1186 = l_1184 - u32(1);
let l_1187 = min(l_19, l_1186);
let l_1188 = buffer_3_global[l_1187];
let l_1189 = select(u32(0), l_1188, l_1185);
let l_20 = l_1189;
let l_21 = u32(2) * u32(3);
let l_1190 = info.static_meta[u32(3)];
let l_1191 = l_1190 * u32(1);
let l_1192 = l_21 < l_1191;
let l_1193 = l_1191 - u32(1);
let l_1194 = min(l_21, l_1193);
let l_1195 = buffer_3_global[l_1194];
let l_1196 = select(u32(0), l_1195, l_1192);
let l_22 = l_1196;
let l_23 = u32(2) * u32(3);
let l_24 = l_23 + u32(1);
let l_1197 = info.static_meta[u32(3)];
let l_1198 = l_1197 * u32(1);
let l_1199 = l_24 < l_1198;
let l_1200 = l_1198 - u32(1);
let l_1201 = min(l_24, l_1200);
let l_1202 = buffer_3_global[l_1201];
let l_1203 = select(u32(0), l_1202, l_1199);
let l_25 = l_1203;
let l_26 = id / u32(8);
let l_1204 = info.static_meta[u32(4)];
let l_1205 = l_1204 * u32(1);
let l_1206 = l_26 < l_1205;
let l_1207 = l_1205 - u32(1);
let l_1208 = min(l_26, l_1207);
let l_1209 = buffer_4_global[l_1208];
let l_1210 = select(u32(0), l_1209, l_1206);
let l_27 = l_1210;
let l_28 = id % u32(8);
let l_29 = l_7 / u32(8);
let l_30 = l_28 * l_29;
let l_31 = l_27 * l_7;
let l_1211 = u64(l_27);
let l_1212 = u64(l_7);
let l_1213 = l_1211 * l_1212;
let l_1214 = l_1213 >> u32(bitcast<u64>(u64(32)));
let l_1215 = u32(bitcast<u64>(l_1214));
let l_32 = l_1215;
let l_33 = u32(0) * l_7;
let l_34 = l_32 + l_33;
l_mut_35 = u32(0);
let l_36 = l_34 < l_25;
let l_37 = l_34 == l_25;
let l_38 = l_31 < l_22;
let l_39 = l_37 && l_38;
let l_40 = l_36 || l_39;
if l_40 {
let l_41 = l_22 - l_31;
let l_42 = l_25 - l_34;
let l_43 = l_22 < l_31;
let l_44 = u32(l_43);
let l_45 = l_42 - l_44;
l_mut_35 = l_7;
let l_46 = l_45 < u32(0);
let l_47 = l_45 == u32(0);
let l_48 = l_41 < l_7;
let l_49 = l_47 && l_48;
let l_50 = l_46 || l_49;
if l_50 {
l_mut_35 = l_41;
}
}
let l_51 = l_30 < l_mut_35;
if l_51 {
let l_52 = u32(2) * l_27;
let l_1216 = info.static_meta[u32(0)];
let l_1217 = l_1216 * u32(1);
let l_1218 = l_52 < l_1217;
let l_1219 = l_1217 - u32(1);
let l_1220 = min(l_52, l_1219);
let l_1221 = buffer_0_global[l_1220];
let l_1222 = select(u32(0), l_1221, l_1218);
let l_53 = l_1222;
let l_54 = u32(2) * l_27;
let l_55 = l_54 + u32(1);
let l_1223 = info.static_meta[u32(0)];
let l_1224 = l_1223 * u32(1);
let l_1225 = l_55 < l_1224;
let l_1226 = l_1224 - u32(1);
let l_1227 = min(l_55, l_1226);
let l_1228 = buffer_0_global[l_1227];
let l_1229 = select(u32(0), l_1228, l_1225);
let l_56 = l_1229;
let l_57 = u32(2) * l_27;
let l_1230 = info.static_meta[u32(1)];
let l_1231 = l_1230 * u32(1);
let l_1232 = l_57 < l_1231;
let l_1233 = l_1231 - u32(1);
let l_1234 = min(l_57, l_1233);
let l_1235 = buffer_1_global[l_1234];
let l_1236 = select(u32(0), l_1235, l_1232);
let l_58 = l_1236;
let l_59 = u32(2) * l_27;
let l_60 = l_59 + u32(1);
let l_1237 = info.static_meta[u32(1)];
let l_1238 = l_1237 * u32(1);
let l_1239 = l_60 < l_1238;
let l_1240 = l_1238 - u32(1);
let l_1241 = min(l_60, l_1240);
let l_1242 = buffer_1_global[l_1241];
let l_1243 = select(u32(0), l_1242, l_1239);
let l_61 = l_1243;
let l_62 = u32(2) * l_27;
let l_1244 = info.static_meta[u32(2)];
let l_1245 = l_1244 * u32(1);
let l_1246 = l_62 < l_1245;
let l_1247 = l_1245 - u32(1);
let l_1248 = min(l_62, l_1247);
let l_1249 = buffer_2_global[l_1248];
let l_1250 = select(u32(0), l_1249, l_1246);
let l_63 = l_1250;
let l_64 = u32(2) * l_27;
let l_65 = l_64 + u32(1);
let l_1251 = info.static_meta[u32(2)];
let l_1252 = l_1251 * u32(1);
let l_1253 = l_65 < l_1252;
let l_1254 = l_1252 - u32(1);
let l_1255 = min(l_65, l_1254);
let l_1256 = buffer_2_global[l_1255];
let l_1257 = select(u32(0), l_1256, l_1253);
let l_66 = l_1257;
let l_67 = l_7 / u32(8);
let l_68 = l_28 * l_67;
let l_69 = l_68 + l_68;
let l_70 = l_66 >> u32(31);
let l_71 = l_70 == u32(1);
l_mut_35 = l_63;
l_mut_72 = l_66;
if l_71 {
let l_73 = u32(0) - l_63;
let l_74 = u32(0) - l_66;
let l_75 = u32(0) < l_63;
let l_76 = u32(l_75);
let l_77 = l_74 - l_76;
l_mut_35 = l_73;
l_mut_72 = l_77;
}
let l_78 = l_mut_35 * l_69;
let l_79 = l_mut_72 * l_69;
let l_1258 = u64(l_mut_35);
let l_1259 = u64(l_69);
let l_1260 = l_1258 * l_1259;
let l_1261 = l_1260 >> u32(bitcast<u64>(u64(32)));
let l_1262 = u32(bitcast<u64>(l_1261));
let l_80 = l_1262;
let l_81 = l_80 + l_79;
let l_1263 = u64(l_mut_72);
let l_1264 = u64(l_69);
let l_1265 = l_1263 * l_1264;
let l_1266 = l_1265 >> u32(bitcast<u64>(u64(32)));
let l_1267 = u32(bitcast<u64>(l_1266));
let l_82 = l_1267;
let l_83 = l_81 < l_79;
let l_84 = u32(l_83);
let l_85 = l_82 + l_84;
let l_86 = l_12 % u32(32);
l_mut_87 = l_78;
let l_88 = l_86 > u32(0);
if l_88 {
let l_89 = l_78 >> l_86;
let l_90 = u32(32) - l_86;
let l_91 = l_81 << l_90;
let l_92 = l_89 | l_91;
l_mut_87 = l_92;
}
l_mut_93 = l_81;
let l_94 = l_86 > u32(0);
if l_94 {
let l_95 = l_81 >> l_86;
let l_96 = u32(32) - l_86;
let l_97 = l_85 << l_96;
let l_98 = l_95 | l_97;
l_mut_93 = l_98;
}
l_mut_99 = l_mut_87;
l_mut_87 = l_mut_93;
let l_100 = l_12 >= u32(64);
if l_100 {
l_mut_99 = l_85;
l_mut_87 = u32(0);
} else {
let l_101 = l_12 >= u32(32);
if l_101 {
l_mut_93 = l_81;
let l_102 = l_86 > u32(0);
if l_102 {
let l_103 = l_81 >> l_86;
let l_104 = u32(32) - l_86;
let l_105 = l_85 << l_104;
let l_106 = l_103 | l_105;
l_mut_93 = l_106;
}
let l_107 = l_85 >> l_86;
l_mut_99 = l_mut_93;
l_mut_87 = l_107;
}
}
l_mut_93 = l_mut_99;
l_mut_99 = l_mut_87;
if l_71 {
let l_108 = u32(0) - l_mut_93;
let l_109 = u32(0) - l_mut_99;
let l_110 = u32(0) < l_mut_93;
let l_111 = u32(l_110);
let l_112 = l_109 - l_111;
l_mut_93 = l_108;
l_mut_99 = l_112;
}
let l_113 = l_53 + l_mut_93;
let l_114 = l_56 + l_mut_99;
let l_115 = l_113 < l_53;
let l_116 = u32(l_115);
let l_117 = l_114 + l_116;
let l_118 = l_53 * l_68;
let l_1268 = u64(l_53);
let l_1269 = u64(l_68);
let l_1270 = l_1268 * l_1269;
let l_1271 = l_1270 >> u32(bitcast<u64>(u64(32)));
let l_1272 = u32(bitcast<u64>(l_1271));
let l_119 = l_1272;
let l_120 = l_56 * l_68;
let l_121 = l_119 + l_120;
let l_122 = l_58 + l_118;
let l_123 = l_61 + l_121;
let l_124 = l_122 < l_58;
let l_125 = u32(l_124);
let l_126 = l_123 + l_125;
l_mut_99 = u32(0);
l_mut_93 = u32(0);
let l_127 = l_68 < u32(65536);
if l_127 {
let l_128 = l_68 * l_68;
let l_129 = l_66 >> u32(31);
let l_130 = l_129 == u32(1);
l_mut_87 = l_63;
l_mut_72 = l_66;
if l_130 {
let l_131 = u32(0) - l_63;
let l_132 = u32(0) - l_66;
let l_133 = u32(0) < l_63;
let l_134 = u32(l_133);
let l_135 = l_132 - l_134;
l_mut_87 = l_131;
l_mut_72 = l_135;
}
let l_136 = l_mut_87 * l_128;
let l_137 = l_mut_72 * l_128;
let l_1273 = u64(l_mut_87);
let l_1274 = u64(l_128);
let l_1275 = l_1273 * l_1274;
let l_1276 = l_1275 >> u32(bitcast<u64>(u64(32)));
let l_1277 = u32(bitcast<u64>(l_1276));
let l_138 = l_1277;
let l_139 = l_138 + l_137;
let l_1278 = u64(l_mut_72);
let l_1279 = u64(l_128);
let l_1280 = l_1278 * l_1279;
let l_1281 = l_1280 >> u32(bitcast<u64>(u64(32)));
let l_1282 = u32(bitcast<u64>(l_1281));
let l_140 = l_1282;
let l_141 = l_139 < l_137;
let l_142 = u32(l_141);
let l_143 = l_140 + l_142;
let l_144 = l_12 % u32(32);
l_mut_35 = l_136;
let l_145 = l_144 > u32(0);
if l_145 {
let l_146 = l_136 >> l_144;
let l_147 = u32(32) - l_144;
let l_148 = l_139 << l_147;
let l_149 = l_146 | l_148;
l_mut_35 = l_149;
}
l_mut_150 = l_139;
let l_151 = l_144 > u32(0);
if l_151 {
let l_152 = l_139 >> l_144;
let l_153 = u32(32) - l_144;
let l_154 = l_143 << l_153;
let l_155 = l_152 | l_154;
l_mut_150 = l_155;
}
l_mut_156 = l_mut_35;
l_mut_35 = l_mut_150;
let l_157 = l_12 >= u32(64);
if l_157 {
l_mut_156 = l_143;
l_mut_35 = u32(0);
} else {
let l_158 = l_12 >= u32(32);
if l_158 {
l_mut_150 = l_139;
let l_159 = l_144 > u32(0);
if l_159 {
let l_160 = l_139 >> l_144;
let l_161 = u32(32) - l_144;
let l_162 = l_143 << l_161;
let l_163 = l_160 | l_162;
l_mut_150 = l_163;
}
let l_164 = l_143 >> l_144;
l_mut_156 = l_mut_150;
l_mut_35 = l_164;
}
}
l_mut_150 = l_mut_156;
l_mut_156 = l_mut_35;
if l_130 {
let l_165 = u32(0) - l_mut_150;
let l_166 = u32(0) - l_mut_156;
let l_167 = u32(0) < l_mut_150;
let l_168 = u32(l_167);
let l_169 = l_166 - l_168;
l_mut_150 = l_165;
l_mut_156 = l_169;
}
l_mut_99 = l_mut_150;
l_mut_93 = l_mut_156;
} else {
let l_170 = l_66 >> u32(31);
let l_171 = l_170 == u32(1);
l_mut_156 = l_63;
l_mut_150 = l_66;
if l_171 {
let l_172 = u32(0) - l_63;
let l_173 = u32(0) - l_66;
let l_174 = u32(0) < l_63;
let l_175 = u32(l_174);
let l_176 = l_173 - l_175;
l_mut_156 = l_172;
l_mut_150 = l_176;
}
let l_177 = l_mut_156 * l_68;
let l_178 = l_mut_150 * l_68;
let l_1283 = u64(l_mut_156);
let l_1284 = u64(l_68);
let l_1285 = l_1283 * l_1284;
let l_1286 = l_1285 >> u32(bitcast<u64>(u64(32)));
let l_1287 = u32(bitcast<u64>(l_1286));
let l_179 = l_1287;
let l_180 = l_179 + l_178;
let l_1288 = u64(l_mut_150);
let l_1289 = u64(l_68);
let l_1290 = l_1288 * l_1289;
let l_1291 = l_1290 >> u32(bitcast<u64>(u64(32)));
let l_1292 = u32(bitcast<u64>(l_1291));
let l_181 = l_1292;
let l_182 = l_180 < l_178;
let l_183 = u32(l_182);
let l_184 = l_181 + l_183;
let l_185 = u32(0) % u32(32);
l_mut_87 = l_177;
let l_186 = l_185 > u32(0);
if l_186 {
let l_187 = l_177 >> l_185;
let l_188 = u32(32) - l_185;
let l_189 = l_180 << l_188;
let l_190 = l_187 | l_189;
l_mut_87 = l_190;
}
l_mut_72 = l_180;
let l_191 = l_185 > u32(0);
if l_191 {
let l_192 = l_180 >> l_185;
let l_193 = u32(32) - l_185;
let l_194 = l_184 << l_193;
let l_195 = l_192 | l_194;
l_mut_72 = l_195;
}
l_mut_35 = l_mut_87;
l_mut_87 = l_mut_72;
let l_196 = u32(0) >= u32(64);
if l_196 {
l_mut_35 = l_184;
l_mut_87 = u32(0);
} else {
let l_197 = u32(0) >= u32(32);
if l_197 {
l_mut_72 = l_180;
let l_198 = l_185 > u32(0);
if l_198 {
let l_199 = l_180 >> l_185;
let l_200 = u32(32) - l_185;
let l_201 = l_184 << l_200;
let l_202 = l_199 | l_201;
l_mut_72 = l_202;
}
let l_203 = l_184 >> l_185;
l_mut_35 = l_mut_72;
l_mut_87 = l_203;
}
}
let l_204 = l_mut_156 * l_68;
let l_205 = l_mut_150 * l_68;
let l_1293 = u64(l_mut_156);
let l_1294 = u64(l_68);
let l_1295 = l_1293 * l_1294;
let l_1296 = l_1295 >> u32(bitcast<u64>(u64(32)));
let l_1297 = u32(bitcast<u64>(l_1296));
let l_206 = l_1297;
let l_207 = l_206 + l_205;
let l_1298 = u64(l_mut_150);
let l_1299 = u64(l_68);
let l_1300 = l_1298 * l_1299;
let l_1301 = l_1300 >> u32(bitcast<u64>(u64(32)));
let l_1302 = u32(bitcast<u64>(l_1301));
let l_208 = l_1302;
let l_209 = l_207 < l_205;
let l_210 = u32(l_209);
let l_211 = l_208 + l_210;
let l_212 = u32(64) % u32(32);
l_mut_72 = l_204;
let l_213 = l_212 > u32(0);
if l_213 {
let l_214 = l_204 >> l_212;
let l_215 = u32(32) - l_212;
let l_216 = l_207 << l_215;
let l_217 = l_214 | l_216;
l_mut_72 = l_217;
}
l_mut_218 = l_207;
let l_219 = l_212 > u32(0);
if l_219 {
let l_220 = l_207 >> l_212;
let l_221 = u32(32) - l_212;
let l_222 = l_211 << l_221;
let l_223 = l_220 | l_222;
l_mut_218 = l_223;
}
l_mut_224 = l_mut_72;
l_mut_72 = l_mut_218;
let l_225 = u32(64) >= u32(64);
if l_225 {
l_mut_224 = l_211;
l_mut_72 = u32(0);
} else {
let l_226 = u32(64) >= u32(32);
if l_226 {
l_mut_218 = l_207;
let l_227 = l_212 > u32(0);
if l_227 {
let l_228 = l_207 >> l_212;
let l_229 = u32(32) - l_212;
let l_230 = l_211 << l_229;
let l_231 = l_228 | l_230;
l_mut_218 = l_231;
}
let l_232 = l_211 >> l_212;
l_mut_224 = l_mut_218;
l_mut_72 = l_232;
}
}
let l_233 = l_mut_35 * l_68;
let l_234 = l_mut_87 * l_68;
let l_1303 = u64(l_mut_35);
let l_1304 = u64(l_68);
let l_1305 = l_1303 * l_1304;
let l_1306 = l_1305 >> u32(bitcast<u64>(u64(32)));
let l_1307 = u32(bitcast<u64>(l_1306));
let l_235 = l_1307;
let l_236 = l_235 + l_234;
let l_1308 = u64(l_mut_87);
let l_1309 = u64(l_68);
let l_1310 = l_1308 * l_1309;
let l_1311 = l_1310 >> u32(bitcast<u64>(u64(32)));
let l_1312 = u32(bitcast<u64>(l_1311));
let l_237 = l_1312;
let l_238 = l_236 < l_234;
let l_239 = u32(l_238);
let l_240 = l_237 + l_239;
let l_241 = u32(0) % u32(32);
l_mut_218 = l_233;
let l_242 = l_241 > u32(0);
if l_242 {
let l_243 = l_233 >> l_241;
let l_244 = u32(32) - l_241;
let l_245 = l_236 << l_244;
let l_246 = l_243 | l_245;
l_mut_218 = l_246;
}
l_mut_156 = l_236;
let l_247 = l_241 > u32(0);
if l_247 {
let l_248 = l_236 >> l_241;
let l_249 = u32(32) - l_241;
let l_250 = l_240 << l_249;
let l_251 = l_248 | l_250;
l_mut_156 = l_251;
}
l_mut_150 = l_mut_218;
l_mut_218 = l_mut_156;
let l_252 = u32(0) >= u32(64);
if l_252 {
l_mut_150 = l_240;
l_mut_218 = u32(0);
} else {
let l_253 = u32(0) >= u32(32);
if l_253 {
l_mut_156 = l_236;
let l_254 = l_241 > u32(0);
if l_254 {
let l_255 = l_236 >> l_241;
let l_256 = u32(32) - l_241;
let l_257 = l_240 << l_256;
let l_258 = l_255 | l_257;
l_mut_156 = l_258;
}
let l_259 = l_240 >> l_241;
l_mut_150 = l_mut_156;
l_mut_218 = l_259;
}
}
let l_260 = l_mut_35 * l_68;
let l_261 = l_mut_87 * l_68;
let l_1313 = u64(l_mut_35);
let l_1314 = u64(l_68);
let l_1315 = l_1313 * l_1314;
let l_1316 = l_1315 >> u32(bitcast<u64>(u64(32)));
let l_1317 = u32(bitcast<u64>(l_1316));
let l_262 = l_1317;
let l_263 = l_262 + l_261;
let l_1318 = u64(l_mut_87);
let l_1319 = u64(l_68);
let l_1320 = l_1318 * l_1319;
let l_1321 = l_1320 >> u32(bitcast<u64>(u64(32)));
let l_1322 = u32(bitcast<u64>(l_1321));
let l_264 = l_1322;
let l_265 = l_263 < l_261;
let l_266 = u32(l_265);
let l_267 = l_264 + l_266;
let l_268 = u32(64) % u32(32);
l_mut_156 = l_260;
let l_269 = l_268 > u32(0);
if l_269 {
let l_270 = l_260 >> l_268;
let l_271 = u32(32) - l_268;
let l_272 = l_263 << l_271;
let l_273 = l_270 | l_272;
l_mut_156 = l_273;
}
l_mut_274 = l_263;
let l_275 = l_268 > u32(0);
if l_275 {
let l_276 = l_263 >> l_268;
let l_277 = u32(32) - l_268;
let l_278 = l_267 << l_277;
let l_279 = l_276 | l_278;
l_mut_274 = l_279;
}
l_mut_280 = l_mut_156;
l_mut_156 = l_mut_274;
let l_281 = u32(64) >= u32(64);
if l_281 {
l_mut_280 = l_267;
l_mut_156 = u32(0);
} else {
let l_282 = u32(64) >= u32(32);
if l_282 {
l_mut_274 = l_263;
let l_283 = l_268 > u32(0);
if l_283 {
let l_284 = l_263 >> l_268;
let l_285 = u32(32) - l_268;
let l_286 = l_267 << l_285;
let l_287 = l_284 | l_286;
l_mut_274 = l_287;
}
let l_288 = l_267 >> l_268;
l_mut_280 = l_mut_274;
l_mut_156 = l_288;
}
}
let l_289 = l_mut_224 * l_68;
let l_1323 = u64(l_mut_224);
let l_1324 = u64(l_68);
let l_1325 = l_1323 * l_1324;
let l_1326 = l_1325 >> u32(bitcast<u64>(u64(32)));
let l_1327 = u32(bitcast<u64>(l_1326));
let l_290 = l_1327;
let l_291 = l_mut_72 * l_68;
let l_292 = l_290 + l_291;
let l_293 = l_mut_280 + l_289;
let l_294 = l_mut_156 + l_292;
let l_295 = l_293 < l_mut_280;
let l_296 = u32(l_295);
let l_297 = l_294 + l_296;
l_mut_99 = l_mut_150;
l_mut_93 = l_mut_218;
let l_298 = l_12 == u32(64);
if l_298 {
l_mut_99 = l_293;
l_mut_93 = l_297;
} else {
let l_299 = l_12 > u32(0);
if l_299 {
let l_300 = u32(64) - l_12;
l_mut_280 = l_293;
l_mut_274 = l_297;
let l_301 = l_300 >= u32(32);
if l_301 {
let l_302 = l_300 & u32(31);
let l_303 = l_293 << l_302;
l_mut_280 = u32(0);
l_mut_274 = l_303;
} else {
let l_304 = l_300 > u32(0);
if l_304 {
let l_305 = l_293 << l_300;
let l_306 = l_297 << l_300;
let l_307 = u32(32) - l_300;
let l_308 = l_293 >> l_307;
let l_309 = l_306 | l_308;
l_mut_280 = l_305;
l_mut_274 = l_309;
}
}
l_mut_224 = l_mut_150;
l_mut_156 = l_mut_218;
let l_310 = l_12 >= u32(32);
if l_310 {
let l_311 = l_12 & u32(31);
let l_312 = l_mut_218 >> l_311;
l_mut_224 = l_312;
l_mut_156 = u32(0);
} else {
let l_313 = l_12 > u32(0);
if l_313 {
l_mut_87 = l_mut_150;
let l_314 = l_12 > u32(0);
if l_314 {
let l_315 = l_mut_150 >> l_12;
let l_316 = u32(32) - l_12;
let l_317 = l_mut_218 << l_316;
let l_318 = l_315 | l_317;
l_mut_87 = l_318;
}
let l_319 = l_mut_218 >> l_12;
l_mut_224 = l_mut_87;
l_mut_156 = l_319;
}
}
let l_320 = l_mut_280 + l_mut_224;
let l_321 = l_mut_274 + l_mut_156;
let l_322 = l_320 < l_mut_280;
let l_323 = u32(l_322);
let l_324 = l_321 + l_323;
l_mut_99 = l_320;
l_mut_93 = l_324;
}
}
if l_171 {
let l_325 = u32(0) - l_mut_99;
let l_326 = u32(0) - l_mut_93;
let l_327 = u32(0) < l_mut_99;
let l_328 = u32(l_327);
let l_329 = l_326 - l_328;
l_mut_99 = l_325;
l_mut_93 = l_329;
}
}
let l_330 = l_122 + l_mut_99;
let l_331 = l_126 + l_mut_93;
let l_332 = l_330 < l_122;
let l_333 = u32(l_332);
let l_334 = l_331 + l_333;
let l_335 = l_66 >> u32(31);
let l_336 = l_335 == u32(1);
l_mut_280 = l_63;
l_mut_274 = l_66;
if l_336 {
let l_337 = u32(0) - l_63;
let l_338 = u32(0) - l_66;
let l_339 = u32(0) < l_63;
let l_340 = u32(l_339);
let l_341 = l_338 - l_340;
l_mut_280 = l_337;
l_mut_274 = l_341;
}
let l_342 = l_mut_280 * l_67;
let l_343 = l_mut_274 * l_67;
let l_1328 = u64(l_mut_280);
let l_1329 = u64(l_67);
let l_1330 = l_1328 * l_1329;
let l_1331 = l_1330 >> u32(bitcast<u64>(u64(32)));
let l_1332 = u32(bitcast<u64>(l_1331));
let l_344 = l_1332;
let l_345 = l_344 + l_343;
let l_1333 = u64(l_mut_274);
let l_1334 = u64(l_67);
let l_1335 = l_1333 * l_1334;
let l_1336 = l_1335 >> u32(bitcast<u64>(u64(32)));
let l_1337 = u32(bitcast<u64>(l_1336));
let l_346 = l_1337;
let l_347 = l_345 < l_343;
let l_348 = u32(l_347);
let l_349 = l_346 + l_348;
let l_350 = l_12 % u32(32);
l_mut_224 = l_342;
let l_351 = l_350 > u32(0);
if l_351 {
let l_352 = l_342 >> l_350;
let l_353 = u32(32) - l_350;
let l_354 = l_345 << l_353;
let l_355 = l_352 | l_354;
l_mut_224 = l_355;
}
l_mut_218 = l_345;
let l_356 = l_350 > u32(0);
if l_356 {
let l_357 = l_345 >> l_350;
let l_358 = u32(32) - l_350;
let l_359 = l_349 << l_358;
let l_360 = l_357 | l_359;
l_mut_218 = l_360;
}
l_mut_156 = l_mut_224;
l_mut_224 = l_mut_218;
let l_361 = l_12 >= u32(64);
if l_361 {
l_mut_156 = l_349;
l_mut_224 = u32(0);
} else {
let l_362 = l_12 >= u32(32);
if l_362 {
l_mut_218 = l_345;
let l_363 = l_350 > u32(0);
if l_363 {
let l_364 = l_345 >> l_350;
let l_365 = u32(32) - l_350;
let l_366 = l_349 << l_365;
let l_367 = l_364 | l_366;
l_mut_218 = l_367;
}
let l_368 = l_349 >> l_350;
l_mut_156 = l_mut_218;
l_mut_224 = l_368;
}
}
l_mut_280 = l_mut_156;
l_mut_274 = l_mut_224;
if l_336 {
let l_369 = u32(0) - l_mut_280;
let l_370 = u32(0) - l_mut_274;
let l_371 = u32(0) < l_mut_280;
let l_372 = u32(l_371);
let l_373 = l_370 - l_372;
l_mut_280 = l_369;
l_mut_274 = l_373;
}
let l_374 = l_113 + l_mut_280;
let l_375 = l_117 + l_mut_274;
let l_376 = l_374 < l_113;
let l_377 = u32(l_376);
let l_378 = l_375 + l_377;
let l_379 = l_12 + u32(3);
l_mut_280 = u32(0);
l_mut_274 = u32(0);
let l_380 = l_67 < u32(65536);
if l_380 {
let l_381 = l_67 * l_67;
let l_382 = l_66 >> u32(31);
let l_383 = l_382 == u32(1);
l_mut_224 = l_63;
l_mut_218 = l_66;
if l_383 {
let l_384 = u32(0) - l_63;
let l_385 = u32(0) - l_66;
let l_386 = u32(0) < l_63;
let l_387 = u32(l_386);
let l_388 = l_385 - l_387;
l_mut_224 = l_384;
l_mut_218 = l_388;
}
let l_389 = l_mut_224 * l_381;
let l_390 = l_mut_218 * l_381;
let l_1338 = u64(l_mut_224);
let l_1339 = u64(l_381);
let l_1340 = l_1338 * l_1339;
let l_1341 = l_1340 >> u32(bitcast<u64>(u64(32)));
let l_1342 = u32(bitcast<u64>(l_1341));
let l_391 = l_1342;
let l_392 = l_391 + l_390;
let l_1343 = u64(l_mut_218);
let l_1344 = u64(l_381);
let l_1345 = l_1343 * l_1344;
let l_1346 = l_1345 >> u32(bitcast<u64>(u64(32)));
let l_1347 = u32(bitcast<u64>(l_1346));
let l_393 = l_1347;
let l_394 = l_392 < l_390;
let l_395 = u32(l_394);
let l_396 = l_393 + l_395;
let l_397 = l_379 % u32(32);
l_mut_156 = l_389;
let l_398 = l_397 > u32(0);
if l_398 {
let l_399 = l_389 >> l_397;
let l_400 = u32(32) - l_397;
let l_401 = l_392 << l_400;
let l_402 = l_399 | l_401;
l_mut_156 = l_402;
}
l_mut_150 = l_392;
let l_403 = l_397 > u32(0);
if l_403 {
let l_404 = l_392 >> l_397;
let l_405 = u32(32) - l_397;
let l_406 = l_396 << l_405;
let l_407 = l_404 | l_406;
l_mut_150 = l_407;
}
l_mut_99 = l_mut_156;
l_mut_156 = l_mut_150;
let l_408 = l_379 >= u32(64);
if l_408 {
l_mut_99 = l_396;
l_mut_156 = u32(0);
} else {
let l_409 = l_379 >= u32(32);
if l_409 {
l_mut_150 = l_392;
let l_410 = l_397 > u32(0);
if l_410 {
let l_411 = l_392 >> l_397;
let l_412 = u32(32) - l_397;
let l_413 = l_396 << l_412;
let l_414 = l_411 | l_413;
l_mut_150 = l_414;
}
let l_415 = l_396 >> l_397;
l_mut_99 = l_mut_150;
l_mut_156 = l_415;
}
}
l_mut_224 = l_mut_99;
l_mut_218 = l_mut_156;
if l_383 {
let l_416 = u32(0) - l_mut_224;
let l_417 = u32(0) - l_mut_218;
let l_418 = u32(0) < l_mut_224;
let l_419 = u32(l_418);
let l_420 = l_417 - l_419;
l_mut_224 = l_416;
l_mut_218 = l_420;
}
l_mut_280 = l_mut_224;
l_mut_274 = l_mut_218;
} else {
let l_421 = l_66 >> u32(31);
let l_422 = l_421 == u32(1);
l_mut_224 = l_63;
l_mut_218 = l_66;
if l_422 {
let l_423 = u32(0) - l_63;
let l_424 = u32(0) - l_66;
let l_425 = u32(0) < l_63;
let l_426 = u32(l_425);
let l_427 = l_424 - l_426;
l_mut_224 = l_423;
l_mut_218 = l_427;
}
let l_428 = l_mut_224 * l_67;
let l_429 = l_mut_218 * l_67;
let l_1348 = u64(l_mut_224);
let l_1349 = u64(l_67);
let l_1350 = l_1348 * l_1349;
let l_1351 = l_1350 >> u32(bitcast<u64>(u64(32)));
let l_1352 = u32(bitcast<u64>(l_1351));
let l_430 = l_1352;
let l_431 = l_430 + l_429;
let l_1353 = u64(l_mut_218);
let l_1354 = u64(l_67);
let l_1355 = l_1353 * l_1354;
let l_1356 = l_1355 >> u32(bitcast<u64>(u64(32)));
let l_1357 = u32(bitcast<u64>(l_1356));
let l_432 = l_1357;
let l_433 = l_431 < l_429;
let l_434 = u32(l_433);
let l_435 = l_432 + l_434;
let l_436 = u32(0) % u32(32);
l_mut_156 = l_428;
let l_437 = l_436 > u32(0);
if l_437 {
let l_438 = l_428 >> l_436;
let l_439 = u32(32) - l_436;
let l_440 = l_431 << l_439;
let l_441 = l_438 | l_440;
l_mut_156 = l_441;
}
l_mut_150 = l_431;
let l_442 = l_436 > u32(0);
if l_442 {
let l_443 = l_431 >> l_436;
let l_444 = u32(32) - l_436;
let l_445 = l_435 << l_444;
let l_446 = l_443 | l_445;
l_mut_150 = l_446;
}
l_mut_99 = l_mut_156;
l_mut_156 = l_mut_150;
let l_447 = u32(0) >= u32(64);
if l_447 {
l_mut_99 = l_435;
l_mut_156 = u32(0);
} else {
let l_448 = u32(0) >= u32(32);
if l_448 {
l_mut_150 = l_431;
let l_449 = l_436 > u32(0);
if l_449 {
let l_450 = l_431 >> l_436;
let l_451 = u32(32) - l_436;
let l_452 = l_435 << l_451;
let l_453 = l_450 | l_452;
l_mut_150 = l_453;
}
let l_454 = l_435 >> l_436;
l_mut_99 = l_mut_150;
l_mut_156 = l_454;
}
}
let l_455 = l_mut_224 * l_67;
let l_456 = l_mut_218 * l_67;
let l_1358 = u64(l_mut_224);
let l_1359 = u64(l_67);
let l_1360 = l_1358 * l_1359;
let l_1361 = l_1360 >> u32(bitcast<u64>(u64(32)));
let l_1362 = u32(bitcast<u64>(l_1361));
let l_457 = l_1362;
let l_458 = l_457 + l_456;
let l_1363 = u64(l_mut_218);
let l_1364 = u64(l_67);
let l_1365 = l_1363 * l_1364;
let l_1366 = l_1365 >> u32(bitcast<u64>(u64(32)));
let l_1367 = u32(bitcast<u64>(l_1366));
let l_459 = l_1367;
let l_460 = l_458 < l_456;
let l_461 = u32(l_460);
let l_462 = l_459 + l_461;
let l_463 = u32(64) % u32(32);
l_mut_150 = l_455;
let l_464 = l_463 > u32(0);
if l_464 {
let l_465 = l_455 >> l_463;
let l_466 = u32(32) - l_463;
let l_467 = l_458 << l_466;
let l_468 = l_465 | l_467;
l_mut_150 = l_468;
}
l_mut_93 = l_458;
let l_469 = l_463 > u32(0);
if l_469 {
let l_470 = l_458 >> l_463;
let l_471 = u32(32) - l_463;
let l_472 = l_462 << l_471;
let l_473 = l_470 | l_472;
l_mut_93 = l_473;
}
l_mut_87 = l_mut_150;
l_mut_150 = l_mut_93;
let l_474 = u32(64) >= u32(64);
if l_474 {
l_mut_87 = l_462;
l_mut_150 = u32(0);
} else {
let l_475 = u32(64) >= u32(32);
if l_475 {
l_mut_93 = l_458;
let l_476 = l_463 > u32(0);
if l_476 {
let l_477 = l_458 >> l_463;
let l_478 = u32(32) - l_463;
let l_479 = l_462 << l_478;
let l_480 = l_477 | l_479;
l_mut_93 = l_480;
}
let l_481 = l_462 >> l_463;
l_mut_87 = l_mut_93;
l_mut_150 = l_481;
}
}
let l_482 = l_mut_99 * l_67;
let l_483 = l_mut_156 * l_67;
let l_1368 = u64(l_mut_99);
let l_1369 = u64(l_67);
let l_1370 = l_1368 * l_1369;
let l_1371 = l_1370 >> u32(bitcast<u64>(u64(32)));
let l_1372 = u32(bitcast<u64>(l_1371));
let l_484 = l_1372;
let l_485 = l_484 + l_483;
let l_1373 = u64(l_mut_156);
let l_1374 = u64(l_67);
let l_1375 = l_1373 * l_1374;
let l_1376 = l_1375 >> u32(bitcast<u64>(u64(32)));
let l_1377 = u32(bitcast<u64>(l_1376));
let l_486 = l_1377;
let l_487 = l_485 < l_483;
let l_488 = u32(l_487);
let l_489 = l_486 + l_488;
let l_490 = u32(0) % u32(32);
l_mut_224 = l_482;
let l_491 = l_490 > u32(0);
if l_491 {
let l_492 = l_482 >> l_490;
let l_493 = u32(32) - l_490;
let l_494 = l_485 << l_493;
let l_495 = l_492 | l_494;
l_mut_224 = l_495;
}
l_mut_218 = l_485;
let l_496 = l_490 > u32(0);
if l_496 {
let l_497 = l_485 >> l_490;
let l_498 = u32(32) - l_490;
let l_499 = l_489 << l_498;
let l_500 = l_497 | l_499;
l_mut_218 = l_500;
}
l_mut_93 = l_mut_224;
l_mut_224 = l_mut_218;
let l_501 = u32(0) >= u32(64);
if l_501 {
l_mut_93 = l_489;
l_mut_224 = u32(0);
} else {
let l_502 = u32(0) >= u32(32);
if l_502 {
l_mut_218 = l_485;
let l_503 = l_490 > u32(0);
if l_503 {
let l_504 = l_485 >> l_490;
let l_505 = u32(32) - l_490;
let l_506 = l_489 << l_505;
let l_507 = l_504 | l_506;
l_mut_218 = l_507;
}
let l_508 = l_489 >> l_490;
l_mut_93 = l_mut_218;
l_mut_224 = l_508;
}
}
let l_509 = l_mut_99 * l_67;
let l_510 = l_mut_156 * l_67;
let l_1378 = u64(l_mut_99);
let l_1379 = u64(l_67);
let l_1380 = l_1378 * l_1379;
let l_1381 = l_1380 >> u32(bitcast<u64>(u64(32)));
let l_1382 = u32(bitcast<u64>(l_1381));
let l_511 = l_1382;
let l_512 = l_511 + l_510;
let l_1383 = u64(l_mut_156);
let l_1384 = u64(l_67);
let l_1385 = l_1383 * l_1384;
let l_1386 = l_1385 >> u32(bitcast<u64>(u64(32)));
let l_1387 = u32(bitcast<u64>(l_1386));
let l_513 = l_1387;
let l_514 = l_512 < l_510;
let l_515 = u32(l_514);
let l_516 = l_513 + l_515;
let l_517 = u32(64) % u32(32);
l_mut_218 = l_509;
let l_518 = l_517 > u32(0);
if l_518 {
let l_519 = l_509 >> l_517;
let l_520 = u32(32) - l_517;
let l_521 = l_512 << l_520;
let l_522 = l_519 | l_521;
l_mut_218 = l_522;
}
l_mut_72 = l_512;
let l_523 = l_517 > u32(0);
if l_523 {
let l_524 = l_512 >> l_517;
let l_525 = u32(32) - l_517;
let l_526 = l_516 << l_525;
let l_527 = l_524 | l_526;
l_mut_72 = l_527;
}
l_mut_35 = l_mut_218;
l_mut_218 = l_mut_72;
let l_528 = u32(64) >= u32(64);
if l_528 {
l_mut_35 = l_516;
l_mut_218 = u32(0);
} else {
let l_529 = u32(64) >= u32(32);
if l_529 {
l_mut_72 = l_512;
let l_530 = l_517 > u32(0);
if l_530 {
let l_531 = l_512 >> l_517;
let l_532 = u32(32) - l_517;
let l_533 = l_516 << l_532;
let l_534 = l_531 | l_533;
l_mut_72 = l_534;
}
let l_535 = l_516 >> l_517;
l_mut_35 = l_mut_72;
l_mut_218 = l_535;
}
}
let l_536 = l_mut_87 * l_67;
let l_1388 = u64(l_mut_87);
let l_1389 = u64(l_67);
let l_1390 = l_1388 * l_1389;
let l_1391 = l_1390 >> u32(bitcast<u64>(u64(32)));
let l_1392 = u32(bitcast<u64>(l_1391));
let l_537 = l_1392;
let l_538 = l_mut_150 * l_67;
let l_539 = l_537 + l_538;
let l_540 = l_mut_35 + l_536;
let l_541 = l_mut_218 + l_539;
let l_542 = l_540 < l_mut_35;
let l_543 = u32(l_542);
let l_544 = l_541 + l_543;
l_mut_280 = l_mut_93;
l_mut_274 = l_mut_224;
let l_545 = l_379 == u32(64);
if l_545 {
l_mut_280 = l_540;
l_mut_274 = l_544;
} else {
let l_546 = l_379 > u32(0);
if l_546 {
let l_547 = u32(64) - l_379;
l_mut_218 = l_540;
l_mut_156 = l_544;
let l_548 = l_547 >= u32(32);
if l_548 {
let l_549 = l_547 & u32(31);
let l_550 = l_540 << l_549;
l_mut_218 = u32(0);
l_mut_156 = l_550;
} else {
let l_551 = l_547 > u32(0);
if l_551 {
let l_552 = l_540 << l_547;
let l_553 = l_544 << l_547;
let l_554 = u32(32) - l_547;
let l_555 = l_540 >> l_554;
let l_556 = l_553 | l_555;
l_mut_218 = l_552;
l_mut_156 = l_556;
}
}
l_mut_150 = l_mut_93;
l_mut_99 = l_mut_224;
let l_557 = l_379 >= u32(32);
if l_557 {
let l_558 = l_379 & u32(31);
let l_559 = l_mut_224 >> l_558;
l_mut_150 = l_559;
l_mut_99 = u32(0);
} else {
let l_560 = l_379 > u32(0);
if l_560 {
l_mut_87 = l_mut_93;
let l_561 = l_379 > u32(0);
if l_561 {
let l_562 = l_mut_93 >> l_379;
let l_563 = u32(32) - l_379;
let l_564 = l_mut_224 << l_563;
let l_565 = l_562 | l_564;
l_mut_87 = l_565;
}
let l_566 = l_mut_224 >> l_379;
l_mut_150 = l_mut_87;
l_mut_99 = l_566;
}
}
let l_567 = l_mut_218 + l_mut_150;
let l_568 = l_mut_156 + l_mut_99;
let l_569 = l_567 < l_mut_218;
let l_570 = u32(l_569);
let l_571 = l_568 + l_570;
l_mut_280 = l_567;
l_mut_274 = l_571;
}
}
if l_422 {
let l_572 = u32(0) - l_mut_280;
let l_573 = u32(0) - l_mut_274;
let l_574 = u32(0) < l_mut_280;
let l_575 = u32(l_574);
let l_576 = l_573 - l_575;
l_mut_280 = l_572;
l_mut_274 = l_576;
}
}
l_mut_224 = l_mut_280;
l_mut_218 = l_mut_274;
let l_577 = l_mut_274 >> u32(31);
let l_578 = l_577 == u32(1);
if l_578 {
let l_579 = u32(0) - l_mut_280;
let l_580 = u32(0) - l_mut_274;
let l_581 = u32(0) < l_mut_280;
let l_582 = u32(l_581);
let l_583 = l_580 - l_582;
l_mut_224 = l_579;
l_mut_218 = l_583;
}
let l_584 = l_17 + l_mut_224;
let l_585 = l_20 + l_mut_218;
let l_586 = l_584 < l_17;
let l_587 = u32(l_586);
let l_588 = l_585 + l_587;
let l_589 = l_584 + u32(1);
let l_590 = l_588 + u32(0);
let l_591 = l_589 < l_584;
let l_592 = u32(l_591);
let l_593 = l_590 + l_592;
let l_594 = l_330 - l_mut_280;
let l_595 = l_334 - l_mut_274;
let l_596 = l_330 < l_mut_280;
let l_597 = u32(l_596);
let l_598 = l_595 - l_597;
let l_599 = l_594 + l_589;
let l_600 = l_598 + l_593;
let l_601 = l_599 < l_594;
let l_602 = u32(l_601);
let l_603 = l_600 + l_602;
let l_604 = u32(0) - l_374;
let l_605 = u32(0) - l_378;
let l_606 = u32(0) < l_374;
let l_607 = u32(l_606);
let l_608 = l_605 - l_607;
let l_609 = l_589 + l_589;
let l_610 = l_593 + l_593;
let l_611 = l_609 < l_589;
let l_612 = u32(l_611);
let l_613 = l_610 + l_612;
l_mut_280 = l_604;
l_mut_274 = l_608;
let l_614 = u32(0) - l_604;
let l_615 = u32(0) - l_608;
let l_616 = u32(0) < l_604;
let l_617 = u32(l_616);
let l_618 = l_615 - l_617;
l_mut_224 = l_614;
l_mut_218 = l_618;
l_mut_156 = l_599;
l_mut_150 = l_603;
l_mut_99 = u32(1);
l_mut_93 = u32(1);
l_mut_619 = bool(false);
let l_620 = l_mut_150 < l_613;
let l_621 = l_mut_150 == l_613;
let l_622 = l_mut_156 < l_609;
let l_623 = l_621 && l_622;
let l_624 = l_620 || l_623;
let l_625 = !l_624;
l_mut_626 = l_625;
let l_627 = l_604 | l_608;
let l_628 = l_627 == u32(0);
if l_628 {
l_mut_619 = l_mut_626;
l_mut_626 = bool(false);
}
if l_mut_626 {
let l_629 = l_608 >> u32(31);
let l_630 = l_629 == u32(1);
l_mut_87 = l_604;
l_mut_72 = l_608;
if l_630 {
let l_631 = u32(0) - l_604;
let l_632 = u32(0) - l_608;
let l_633 = u32(0) < l_604;
let l_634 = u32(l_633);
let l_635 = l_632 - l_634;
l_mut_87 = l_631;
l_mut_72 = l_635;
}
let l_636 = l_67 - u32(1);
let l_637 = l_mut_87 * l_636;
let l_1393 = u64(l_mut_87);
let l_1394 = u64(l_636);
let l_1395 = l_1393 * l_1394;
let l_1396 = l_1395 >> u32(bitcast<u64>(u64(32)));
let l_1397 = u32(bitcast<u64>(l_1396));
let l_638 = l_1397;
let l_639 = l_mut_72 * l_636;
let l_640 = l_638 + l_639;
l_mut_35 = u32(0);
let l_641 = l_67 - u32(1);
let l_642 = l_mut_87 * l_641;
let l_643 = l_mut_72 * l_641;
let l_1398 = u64(l_mut_87);
let l_1399 = u64(l_641);
let l_1400 = l_1398 * l_1399;
let l_1401 = l_1400 >> u32(bitcast<u64>(u64(32)));
let l_1402 = u32(bitcast<u64>(l_1401));
let l_644 = l_1402;
let l_645 = l_644 + l_643;
let l_1403 = u64(l_mut_72);
let l_1404 = u64(l_641);
let l_1405 = l_1403 * l_1404;
let l_1406 = l_1405 >> u32(bitcast<u64>(u64(32)));
let l_1407 = u32(bitcast<u64>(l_1406));
let l_646 = l_1407;
let l_647 = l_645 < l_643;
let l_648 = u32(l_647);
let l_649 = l_646 + l_648;
let l_650 = u32(64) % u32(32);
l_mut_651 = l_642;
let l_652 = l_650 > u32(0);
if l_652 {
let l_653 = l_642 >> l_650;
let l_654 = u32(32) - l_650;
let l_655 = l_645 << l_654;
let l_656 = l_653 | l_655;
l_mut_651 = l_656;
}
l_mut_657 = l_645;
let l_658 = l_650 > u32(0);
if l_658 {
let l_659 = l_645 >> l_650;
let l_660 = u32(32) - l_650;
let l_661 = l_649 << l_660;
let l_662 = l_659 | l_661;
l_mut_657 = l_662;
}
l_mut_663 = l_mut_651;
l_mut_651 = l_mut_657;
let l_664 = u32(64) >= u32(64);
if l_664 {
l_mut_663 = l_649;
l_mut_651 = u32(0);
} else {
let l_665 = u32(64) >= u32(32);
if l_665 {
l_mut_657 = l_645;
let l_666 = l_650 > u32(0);
if l_666 {
let l_667 = l_645 >> l_650;
let l_668 = u32(32) - l_650;
let l_669 = l_649 << l_668;
let l_670 = l_667 | l_669;
l_mut_657 = l_670;
}
let l_671 = l_649 >> l_650;
l_mut_663 = l_mut_657;
l_mut_651 = l_671;
}
}
let l_672 = l_mut_663 | l_mut_651;
let l_673 = l_672 == u32(0);
if l_673 {
l_mut_663 = l_599;
l_mut_657 = l_603;
if l_630 {
let l_674 = u32(0) - l_599;
let l_675 = u32(0) - l_603;
let l_676 = u32(0) < l_599;
let l_677 = u32(l_676);
let l_678 = l_675 - l_677;
let l_679 = l_599 | l_603;
let l_680 = l_679 == u32(0);
let l_681 = !l_680;
let l_682 = l_640 < l_678;
let l_683 = l_640 == l_678;
let l_684 = l_637 < l_674;
let l_685 = l_683 && l_684;
let l_686 = l_682 || l_685;
let l_687 = !l_686;
let l_688 = l_681 && l_687;
if l_688 {
let l_689 = l_67 - u32(1);
l_mut_651 = l_674;
l_mut_690 = l_678;
let l_691 = l_678 < l_mut_72;
let l_692 = l_678 == l_mut_72;
let l_693 = l_674 < l_mut_87;
let l_694 = l_692 && l_693;
let l_695 = l_691 || l_694;
let l_696 = !l_695;
if l_696 {
l_mut_697 = u32(0);
let l_698 = l_mut_72 < l_678;
let l_699 = l_mut_72 == l_678;
let l_700 = l_mut_87 < l_674;
let l_701 = l_699 && l_700;
let l_702 = l_698 || l_701;
if l_702 {
let l_703 = l_674 - u32(1);
let l_704 = l_678 - u32(0);
let l_705 = l_674 < u32(1);
let l_706 = u32(l_705);
let l_707 = l_704 - l_706;
l_mut_708 = l_703;
l_mut_709 = l_707;
l_mut_710 = u32(0);

for (var l_mut_711: u32 = u32(0); l_mut_711 < u32(20); l_mut_711++) {
let l_712 = u32(19) - l_mut_711;
l_mut_713 = l_mut_708;
l_mut_714 = l_mut_709;
let l_715 = l_712 >= u32(32);
if l_715 {
let l_716 = l_712 & u32(31);
let l_717 = l_mut_709 >> l_716;
l_mut_713 = l_717;
l_mut_714 = u32(0);
} else {
let l_718 = l_712 > u32(0);
if l_718 {
l_mut_719 = l_mut_708;
let l_720 = l_712 > u32(0);
if l_720 {
let l_721 = l_mut_708 >> l_712;
let l_722 = u32(32) - l_712;
let l_723 = l_mut_709 << l_722;
let l_724 = l_721 | l_723;
l_mut_719 = l_724;
}
let l_725 = l_mut_709 >> l_712;
l_mut_713 = l_mut_719;
l_mut_714 = l_725;
}
}
let l_726 = l_mut_714 < l_mut_72;
let l_727 = l_mut_714 == l_mut_72;
let l_728 = l_mut_713 < l_mut_87;
let l_729 = l_727 && l_728;
let l_730 = l_726 || l_729;
let l_731 = !l_730;
if l_731 {
l_mut_719 = l_mut_87;
l_mut_714 = l_mut_72;
let l_732 = l_712 >= u32(32);
if l_732 {
let l_733 = l_712 & u32(31);
let l_734 = l_mut_87 << l_733;
l_mut_719 = u32(0);
l_mut_714 = l_734;
} else {
let l_735 = l_712 > u32(0);
if l_735 {
let l_736 = l_mut_87 << l_712;
let l_737 = l_mut_72 << l_712;
let l_738 = u32(32) - l_712;
let l_739 = l_mut_87 >> l_738;
let l_740 = l_737 | l_739;
l_mut_719 = l_736;
l_mut_714 = l_740;
}
}
let l_741 = l_mut_708 - l_mut_719;
let l_742 = l_mut_709 - l_mut_714;
let l_743 = l_mut_708 < l_mut_719;
let l_744 = u32(l_743);
let l_745 = l_742 - l_744;
l_mut_708 = l_741;
l_mut_709 = l_745;
let l_746 = u32(1) << l_712;
l_mut_710 = l_mut_710 | l_746;
}
}
let l_747 = min(l_mut_710, l_689);
l_mut_719 = l_747;
let l_748 = l_mut_709 < l_mut_72;
let l_749 = l_mut_709 == l_mut_72;
let l_750 = l_mut_708 < l_mut_87;
let l_751 = l_749 && l_750;
let l_752 = l_748 || l_751;
let l_753 = !l_752;
if l_753 {
l_mut_719 = l_689;
}
l_mut_697 = l_mut_719;
}
let l_754 = l_mut_87 * l_mut_697;
let l_1408 = u64(l_mut_87);
let l_1409 = u64(l_mut_697);
let l_1410 = l_1408 * l_1409;
let l_1411 = l_1410 >> u32(bitcast<u64>(u64(32)));
let l_1412 = u32(bitcast<u64>(l_1411));
let l_755 = l_1412;
let l_756 = l_mut_72 * l_mut_697;
let l_757 = l_755 + l_756;
let l_758 = l_674 - l_754;
let l_759 = l_678 - l_757;
let l_760 = l_674 < l_754;
let l_761 = u32(l_760);
let l_762 = l_759 - l_761;
l_mut_651 = l_758;
l_mut_690 = l_762;
let l_763 = l_mut_690 < l_mut_72;
let l_764 = l_mut_690 == l_mut_72;
let l_765 = l_mut_651 < l_mut_87;
let l_766 = l_764 && l_765;
let l_767 = l_763 || l_766;
let l_768 = !l_767;
if l_768 {
let l_769 = l_mut_651 - l_mut_87;
let l_770 = l_mut_690 - l_mut_72;
let l_771 = l_mut_651 < l_mut_87;
let l_772 = u32(l_771);
let l_773 = l_770 - l_772;
l_mut_651 = l_769;
l_mut_690 = l_773;
}
}
let l_774 = l_mut_87 - l_mut_651;
let l_775 = l_mut_72 - l_mut_690;
let l_776 = l_mut_87 < l_mut_651;
let l_777 = u32(l_776);
let l_778 = l_775 - l_777;
l_mut_719 = l_774;
l_mut_714 = l_778;
let l_779 = l_778 < l_mut_72;
let l_780 = l_778 == l_mut_72;
let l_781 = l_774 < l_mut_87;
let l_782 = l_780 && l_781;
let l_783 = l_779 || l_782;
let l_784 = !l_783;
if l_784 {
let l_785 = l_774 - l_mut_87;
let l_786 = l_778 - l_mut_72;
let l_787 = l_774 < l_mut_87;
let l_788 = u32(l_787);
let l_789 = l_786 - l_788;
l_mut_719 = l_785;
l_mut_714 = l_789;
}
let l_790 = l_mut_714 < l_mut_657;
let l_791 = l_mut_714 == l_mut_657;
let l_792 = l_mut_719 < l_mut_663;
let l_793 = l_791 && l_792;
let l_794 = l_790 || l_793;
if l_794 {
l_mut_663 = l_mut_719;
l_mut_657 = l_mut_714;
}
}
} else {
let l_795 = l_599 - l_637;
let l_796 = l_603 - l_640;
let l_797 = l_599 < l_637;
let l_798 = u32(l_797);
let l_799 = l_796 - l_798;
l_mut_663 = l_795;
l_mut_657 = l_799;
let l_800 = l_603 < l_640;
let l_801 = l_603 == l_640;
let l_802 = l_599 < l_637;
let l_803 = l_801 && l_802;
let l_804 = l_800 || l_803;
if l_804 {
let l_805 = l_67 - u32(1);
l_mut_719 = l_599;
l_mut_714 = l_603;
let l_806 = l_603 < l_mut_72;
let l_807 = l_603 == l_mut_72;
let l_808 = l_599 < l_mut_87;
let l_809 = l_807 && l_808;
let l_810 = l_806 || l_809;
let l_811 = !l_810;
if l_811 {
l_mut_713 = u32(0);
let l_812 = l_mut_72 < l_603;
let l_813 = l_mut_72 == l_603;
let l_814 = l_mut_87 < l_599;
let l_815 = l_813 && l_814;
let l_816 = l_812 || l_815;
if l_816 {
let l_817 = l_599 - u32(1);
let l_818 = l_603 - u32(0);
let l_819 = l_599 < u32(1);
let l_820 = u32(l_819);
let l_821 = l_818 - l_820;
l_mut_710 = l_817;
l_mut_709 = l_821;
l_mut_708 = u32(0);

for (var l_mut_822: u32 = u32(0); l_mut_822 < u32(20); l_mut_822++) {
let l_823 = u32(19) - l_mut_822;
l_mut_697 = l_mut_710;
l_mut_690 = l_mut_709;
let l_824 = l_823 >= u32(32);
if l_824 {
let l_825 = l_823 & u32(31);
let l_826 = l_mut_709 >> l_825;
l_mut_697 = l_826;
l_mut_690 = u32(0);
} else {
let l_827 = l_823 > u32(0);
if l_827 {
l_mut_651 = l_mut_710;
let l_828 = l_823 > u32(0);
if l_828 {
let l_829 = l_mut_710 >> l_823;
let l_830 = u32(32) - l_823;
let l_831 = l_mut_709 << l_830;
let l_832 = l_829 | l_831;
l_mut_651 = l_832;
}
let l_833 = l_mut_709 >> l_823;
l_mut_697 = l_mut_651;
l_mut_690 = l_833;
}
}
let l_834 = l_mut_690 < l_mut_72;
let l_835 = l_mut_690 == l_mut_72;
let l_836 = l_mut_697 < l_mut_87;
let l_837 = l_835 && l_836;
let l_838 = l_834 || l_837;
let l_839 = !l_838;
if l_839 {
l_mut_697 = l_mut_87;
l_mut_690 = l_mut_72;
let l_840 = l_823 >= u32(32);
if l_840 {
let l_841 = l_823 & u32(31);
let l_842 = l_mut_87 << l_841;
l_mut_697 = u32(0);
l_mut_690 = l_842;
} else {
let l_843 = l_823 > u32(0);
if l_843 {
let l_844 = l_mut_87 << l_823;
let l_845 = l_mut_72 << l_823;
let l_846 = u32(32) - l_823;
let l_847 = l_mut_87 >> l_846;
let l_848 = l_845 | l_847;
l_mut_697 = l_844;
l_mut_690 = l_848;
}
}
let l_849 = l_mut_710 - l_mut_697;
let l_850 = l_mut_709 - l_mut_690;
let l_851 = l_mut_710 < l_mut_697;
let l_852 = u32(l_851);
let l_853 = l_850 - l_852;
l_mut_710 = l_849;
l_mut_709 = l_853;
let l_854 = u32(1) << l_823;
l_mut_708 = l_mut_708 | l_854;
}
}
let l_855 = min(l_mut_708, l_805);
l_mut_708 = l_855;
let l_856 = l_mut_709 < l_mut_72;
let l_857 = l_mut_709 == l_mut_72;
let l_858 = l_mut_710 < l_mut_87;
let l_859 = l_857 && l_858;
let l_860 = l_856 || l_859;
let l_861 = !l_860;
if l_861 {
l_mut_708 = l_805;
}
l_mut_713 = l_mut_708;
}
let l_862 = l_mut_87 * l_mut_713;
let l_1413 = u64(l_mut_87);
let l_1414 = u64(l_mut_713);
let l_1415 = l_1413 * l_1414;
let l_1416 = l_1415 >> u32(bitcast<u64>(u64(32)));
let l_1417 = u32(bitcast<u64>(l_1416));
let l_863 = l_1417;
let l_864 = l_mut_72 * l_mut_713;
let l_865 = l_863 + l_864;
let l_866 = l_599 - l_862;
let l_867 = l_603 - l_865;
let l_868 = l_599 < l_862;
let l_869 = u32(l_868);
let l_870 = l_867 - l_869;
l_mut_719 = l_866;
l_mut_714 = l_870;
let l_871 = l_mut_714 < l_mut_72;
let l_872 = l_mut_714 == l_mut_72;
let l_873 = l_mut_719 < l_mut_87;
let l_874 = l_872 && l_873;
let l_875 = l_871 || l_874;
let l_876 = !l_875;
if l_876 {
let l_877 = l_mut_719 - l_mut_87;
let l_878 = l_mut_714 - l_mut_72;
let l_879 = l_mut_719 < l_mut_87;
let l_880 = u32(l_879);
let l_881 = l_878 - l_880;
l_mut_719 = l_877;
l_mut_714 = l_881;
}
}
let l_882 = l_mut_714 < l_mut_657;
let l_883 = l_mut_714 == l_mut_657;
let l_884 = l_mut_719 < l_mut_663;
let l_885 = l_883 && l_884;
let l_886 = l_882 || l_885;
if l_886 {
l_mut_663 = l_mut_719;
l_mut_657 = l_mut_714;
}
}
}
let l_887 = l_mut_657 < l_613;
let l_888 = l_mut_657 == l_613;
let l_889 = l_mut_663 < l_609;
let l_890 = l_888 && l_889;
let l_891 = l_887 || l_890;
let l_892 = !l_891;
let l_893 = u32(l_892);
let l_894 = u32(2) - l_893;
l_mut_35 = l_894;
}
let l_895 = l_mut_35 > u32(0);
if l_895 {
let l_896 = l_mut_35 == u32(1);
l_mut_619 = l_896;
l_mut_626 = bool(false);
}
}
l_mut_897 = bool(false);
loop {
let l_898 = !l_mut_626;
if l_898 {
break;
}
l_mut_719 = l_mut_280;
l_mut_714 = l_mut_274;
if l_mut_897 {
l_mut_719 = l_mut_224;
l_mut_714 = l_mut_218;
}
let l_899 = l_mut_150 < l_mut_714;
let l_900 = l_mut_150 == l_mut_714;
let l_901 = l_mut_156 < l_mut_719;
let l_902 = l_900 && l_901;
let l_903 = l_899 || l_902;
let l_904 = !l_903;
let l_905 = l_904 != l_mut_897;
if l_905 {
l_mut_719 = l_mut_280;
l_mut_714 = l_mut_274;
l_mut_280 = l_mut_224;
l_mut_274 = l_mut_218;
l_mut_224 = l_mut_719;
l_mut_218 = l_mut_714;
l_mut_719 = l_mut_99;
l_mut_99 = l_mut_93;
l_mut_93 = l_mut_719;
l_mut_897 = l_904;
}
let l_906 = l_mut_280 - l_mut_156;
let l_907 = l_mut_274 - l_mut_150;
let l_908 = l_mut_280 < l_mut_156;
let l_909 = u32(l_908);
let l_910 = l_907 - l_909;
l_mut_719 = l_906;
l_mut_714 = l_910;
if l_mut_897 {
let l_911 = l_mut_156 - l_609;
let l_912 = l_mut_150 - l_613;
let l_913 = l_mut_156 < l_609;
let l_914 = u32(l_913);
let l_915 = l_912 - l_914;
l_mut_719 = l_911;
l_mut_714 = l_915;
}
l_mut_713 = l_mut_280;
l_mut_710 = l_mut_274;
let l_916 = l_mut_714 < l_mut_274;
let l_917 = l_mut_714 == l_mut_274;
let l_918 = l_mut_719 < l_mut_280;
let l_919 = l_917 && l_918;
let l_920 = l_916 || l_919;
if l_920 {
l_mut_713 = l_mut_719;
l_mut_710 = l_mut_714;
}
l_mut_921 = bool(false);
l_mut_719 = l_mut_713;
l_mut_714 = l_mut_710;
let l_922 = u32(3) >= u32(32);
if l_922 {
let l_923 = u32(3) & u32(31);
let l_924 = l_mut_710 >> l_923;
l_mut_719 = l_924;
l_mut_714 = u32(0);
} else {
let l_925 = u32(3) > u32(0);
if l_925 {
l_mut_709 = l_mut_713;
let l_926 = u32(3) > u32(0);
if l_926 {
let l_927 = l_mut_713 >> u32(3);
let l_928 = l_mut_710 << u32(29);
let l_929 = l_927 | l_928;
l_mut_709 = l_929;
}
let l_930 = l_mut_710 >> u32(3);
l_mut_719 = l_mut_709;
l_mut_714 = l_930;
}
}
let l_931 = l_mut_714 < l_mut_218;
let l_932 = l_mut_714 == l_mut_218;
let l_933 = l_mut_719 < l_mut_224;
let l_934 = l_932 && l_933;
let l_935 = l_931 || l_934;
let l_936 = !l_935;
l_mut_921 = l_936;
l_mut_719 = u32(0);
let l_937 = l_mut_224 | l_mut_218;
let l_938 = l_937 == u32(0);
let l_939 = !l_938;
let l_940 = l_mut_921 && l_939;
let l_941 = l_mut_218 < l_mut_710;
let l_942 = l_mut_218 == l_mut_710;
let l_943 = l_mut_224 < l_mut_713;
let l_944 = l_942 && l_943;
let l_945 = l_941 || l_944;
let l_946 = l_940 && l_945;
let l_947 = l_mut_99 + l_mut_93;
let l_948 = l_947 < l_67;
let l_949 = l_946 && l_948;
if l_949 {
let l_950 = l_67 - l_mut_99;
let l_951 = l_950 - l_mut_93;
let l_952 = l_951 / l_mut_99;
let l_953 = l_mut_713 - u32(1);
let l_954 = l_mut_710 - u32(0);
let l_955 = l_mut_713 < u32(1);
let l_956 = u32(l_955);
let l_957 = l_954 - l_956;
l_mut_714 = l_953;
l_mut_713 = l_957;
l_mut_710 = u32(0);

for (var l_mut_958: u32 = u32(0); l_mut_958 < u32(20); l_mut_958++) {
let l_959 = u32(19) - l_mut_958;
l_mut_709 = l_mut_714;
l_mut_708 = l_mut_713;
let l_960 = l_959 >= u32(32);
if l_960 {
let l_961 = l_959 & u32(31);
let l_962 = l_mut_713 >> l_961;
l_mut_709 = l_962;
l_mut_708 = u32(0);
} else {
let l_963 = l_959 > u32(0);
if l_963 {
l_mut_697 = l_mut_714;
let l_964 = l_959 > u32(0);
if l_964 {
let l_965 = l_mut_714 >> l_959;
let l_966 = u32(32) - l_959;
let l_967 = l_mut_713 << l_966;
let l_968 = l_965 | l_967;
l_mut_697 = l_968;
}
let l_969 = l_mut_713 >> l_959;
l_mut_709 = l_mut_697;
l_mut_708 = l_969;
}
}
let l_970 = l_mut_708 < l_mut_218;
let l_971 = l_mut_708 == l_mut_218;
let l_972 = l_mut_709 < l_mut_224;
let l_973 = l_971 && l_972;
let l_974 = l_970 || l_973;
let l_975 = !l_974;
if l_975 {
l_mut_709 = l_mut_224;
l_mut_708 = l_mut_218;
let l_976 = l_959 >= u32(32);
if l_976 {
let l_977 = l_959 & u32(31);
let l_978 = l_mut_224 << l_977;
l_mut_709 = u32(0);
l_mut_708 = l_978;
} else {
let l_979 = l_959 > u32(0);
if l_979 {
let l_980 = l_mut_224 << l_959;
let l_981 = l_mut_218 << l_959;
let l_982 = u32(32) - l_959;
let l_983 = l_mut_224 >> l_982;
let l_984 = l_981 | l_983;
l_mut_709 = l_980;
l_mut_708 = l_984;
}
}
let l_985 = l_mut_714 - l_mut_709;
let l_986 = l_mut_713 - l_mut_708;
let l_987 = l_mut_714 < l_mut_709;
let l_988 = u32(l_987);
let l_989 = l_986 - l_988;
l_mut_714 = l_985;
l_mut_713 = l_989;
let l_990 = u32(1) << l_959;
l_mut_710 = l_mut_710 | l_990;
}
}
let l_991 = min(l_mut_710, l_952);
l_mut_710 = l_991;
let l_992 = l_mut_713 < l_mut_218;
let l_993 = l_mut_713 == l_mut_218;
let l_994 = l_mut_714 < l_mut_224;
let l_995 = l_993 && l_994;
let l_996 = l_992 || l_995;
let l_997 = !l_996;
if l_997 {
l_mut_710 = l_952;
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
l_mut_657 = u32(0);
let l_998 = l_mut_719 > u32(0);
if l_998 {
let l_999 = l_mut_224 * l_mut_719;
let l_1418 = u64(l_mut_224);
let l_1419 = u64(l_mut_719);
let l_1420 = l_1418 * l_1419;
let l_1421 = l_1420 >> u32(bitcast<u64>(u64(32)));
let l_1422 = u32(bitcast<u64>(l_1421));
let l_1000 = l_1422;
let l_1001 = l_mut_218 * l_mut_719;
let l_1002 = l_1000 + l_1001;
if l_mut_897 {
let l_1003 = l_mut_156 - l_999;
let l_1004 = l_mut_150 - l_1002;
let l_1005 = l_mut_156 < l_999;
let l_1006 = u32(l_1005);
let l_1007 = l_1004 - l_1006;
l_mut_690 = l_1003;
l_mut_663 = l_1007;
}
let l_1008 = l_mut_280 - l_999;
let l_1009 = l_mut_274 - l_1002;
let l_1010 = l_mut_280 < l_999;
let l_1011 = u32(l_1010);
let l_1012 = l_1009 - l_1011;
l_mut_714 = l_1008;
l_mut_713 = l_1012;
let l_1013 = l_mut_719 * l_mut_99;
let l_1014 = l_mut_93 + l_1013;
l_mut_697 = l_1014;
} else {
if l_mut_897 {
let l_1015 = l_mut_156 - l_mut_224;
let l_1016 = l_mut_150 - l_mut_218;
let l_1017 = l_mut_156 < l_mut_224;
let l_1018 = u32(l_1017);
let l_1019 = l_1016 - l_1018;
l_mut_690 = l_1015;
l_mut_663 = l_1019;
let l_1020 = l_mut_663 < l_613;
let l_1021 = l_mut_663 == l_613;
let l_1022 = l_mut_690 < l_609;
let l_1023 = l_1021 && l_1022;
let l_1024 = l_1020 || l_1023;
if l_1024 {
l_mut_657 = u32(2);
}
}
let l_1025 = l_mut_657 == u32(0);
if l_1025 {
let l_1026 = l_67 - l_mut_99;
let l_1027 = l_1026 / l_mut_93;
l_mut_719 = u32(0);
l_mut_921 = bool(false);
l_mut_651 = l_mut_224;
l_mut_87 = l_mut_218;
let l_1028 = u32(3) >= u32(32);
if l_1028 {
let l_1029 = u32(3) & u32(31);
let l_1030 = l_mut_218 >> l_1029;
l_mut_651 = l_1030;
l_mut_87 = u32(0);
} else {
let l_1031 = u32(3) > u32(0);
if l_1031 {
l_mut_72 = l_mut_224;
let l_1032 = u32(3) > u32(0);
if l_1032 {
let l_1033 = l_mut_224 >> u32(3);
let l_1034 = l_mut_218 << u32(29);
let l_1035 = l_1033 | l_1034;
l_mut_72 = l_1035;
}
let l_1036 = l_mut_218 >> u32(3);
l_mut_651 = l_mut_72;
l_mut_87 = l_1036;
}
}
let l_1037 = l_mut_87 < l_mut_274;
let l_1038 = l_mut_87 == l_mut_274;
let l_1039 = l_mut_651 < l_mut_280;
let l_1040 = l_1038 && l_1039;
let l_1041 = l_1037 || l_1040;
let l_1042 = !l_1041;
l_mut_921 = l_1042;
let l_1043 = l_mut_280 | l_mut_274;
let l_1044 = l_1043 == u32(0);
if l_1044 {
l_mut_719 = l_1027;
} else {
if l_mut_921 {
let l_1045 = l_mut_274 < l_mut_218;
let l_1046 = l_mut_274 == l_mut_218;
let l_1047 = l_mut_280 < l_mut_224;
let l_1048 = l_1046 && l_1047;
let l_1049 = l_1045 || l_1048;
if l_1049 {
let l_1050 = l_mut_224 - u32(1);
let l_1051 = l_mut_218 - u32(0);
let l_1052 = l_mut_224 < u32(1);
let l_1053 = u32(l_1052);
let l_1054 = l_1051 - l_1053;
l_mut_651 = l_1050;
l_mut_87 = l_1054;
l_mut_72 = u32(0);

for (var l_mut_1055: u32 = u32(0); l_mut_1055 < u32(20); l_mut_1055++) {
let l_1056 = u32(19) - l_mut_1055;
l_mut_35 = l_mut_651;
l_mut_1057 = l_mut_87;
let l_1058 = l_1056 >= u32(32);
if l_1058 {
let l_1059 = l_1056 & u32(31);
let l_1060 = l_mut_87 >> l_1059;
l_mut_35 = l_1060;
l_mut_1057 = u32(0);
} else {
let l_1061 = l_1056 > u32(0);
if l_1061 {
l_mut_1062 = l_mut_651;
let l_1063 = l_1056 > u32(0);
if l_1063 {
let l_1064 = l_mut_651 >> l_1056;
let l_1065 = u32(32) - l_1056;
let l_1066 = l_mut_87 << l_1065;
let l_1067 = l_1064 | l_1066;
l_mut_1062 = l_1067;
}
let l_1068 = l_mut_87 >> l_1056;
l_mut_35 = l_mut_1062;
l_mut_1057 = l_1068;
}
}
let l_1069 = l_mut_1057 < l_mut_274;
let l_1070 = l_mut_1057 == l_mut_274;
let l_1071 = l_mut_35 < l_mut_280;
let l_1072 = l_1070 && l_1071;
let l_1073 = l_1069 || l_1072;
let l_1074 = !l_1073;
if l_1074 {
l_mut_1062 = l_mut_280;
l_mut_1057 = l_mut_274;
let l_1075 = l_1056 >= u32(32);
if l_1075 {
let l_1076 = l_1056 & u32(31);
let l_1077 = l_mut_280 << l_1076;
l_mut_1062 = u32(0);
l_mut_1057 = l_1077;
} else {
let l_1078 = l_1056 > u32(0);
if l_1078 {
let l_1079 = l_mut_280 << l_1056;
let l_1080 = l_mut_274 << l_1056;
let l_1081 = u32(32) - l_1056;
let l_1082 = l_mut_280 >> l_1081;
let l_1083 = l_1080 | l_1082;
l_mut_1062 = l_1079;
l_mut_1057 = l_1083;
}
}
let l_1084 = l_mut_651 - l_mut_1062;
let l_1085 = l_mut_87 - l_mut_1057;
let l_1086 = l_mut_651 < l_mut_1062;
let l_1087 = u32(l_1086);
let l_1088 = l_1085 - l_1087;
l_mut_651 = l_1084;
l_mut_87 = l_1088;
let l_1089 = u32(1) << l_1056;
l_mut_72 = l_mut_72 | l_1089;
}
}
let l_1090 = min(l_mut_72, l_1027);
l_mut_1062 = l_1090;
let l_1091 = l_mut_87 < l_mut_274;
let l_1092 = l_mut_87 == l_mut_274;
let l_1093 = l_mut_651 < l_mut_280;
let l_1094 = l_1092 && l_1093;
let l_1095 = l_1091 || l_1094;
let l_1096 = !l_1095;
if l_1096 {
l_mut_1062 = l_1027;
}
l_mut_719 = l_mut_1062;
}
} else {
l_mut_1062 = l_mut_224;
l_mut_1057 = l_mut_218;
loop {
let l_1097 = l_mut_274 < l_mut_1057;
let l_1098 = l_mut_274 == l_mut_1057;
let l_1099 = l_mut_280 < l_mut_1062;
let l_1100 = l_1098 && l_1099;
let l_1101 = l_1097 || l_1100;
let l_1102 = l_mut_719 * l_mut_93;
let l_1103 = l_mut_99 + l_1102;
let l_1104 = l_1103 + l_mut_93;
let l_1105 = l_1104 < l_67;
let l_1106 = l_1101 && l_1105;
let l_1107 = !l_1106;
if l_1107 {
break;
}
let l_1108 = l_mut_1062 - l_mut_280;
let l_1109 = l_mut_1057 - l_mut_274;
let l_1110 = l_mut_1062 < l_mut_280;
let l_1111 = u32(l_1110);
let l_1112 = l_1109 - l_1111;
l_mut_1062 = l_1108;
l_mut_1057 = l_1112;
l_mut_719 = l_mut_719 + u32(1);
}
}
}
let l_1113 = l_mut_719 * l_mut_93;
let l_1114 = l_mut_99 + l_1113;
let l_1115 = l_1114 + l_mut_93;
let l_1116 = l_1115 >= l_67;
if l_1116 {
l_mut_657 = u32(1);
} else {
let l_1117 = l_mut_280 * l_mut_719;
let l_1423 = u64(l_mut_280);
let l_1424 = u64(l_mut_719);
let l_1425 = l_1423 * l_1424;
let l_1426 = l_1425 >> u32(bitcast<u64>(u64(32)));
let l_1427 = u32(bitcast<u64>(l_1426));
let l_1118 = l_1427;
let l_1119 = l_mut_274 * l_mut_719;
let l_1120 = l_1118 + l_1119;
let l_1121 = l_mut_224 - l_1117;
let l_1122 = l_mut_218 - l_1120;
let l_1123 = l_mut_224 < l_1117;
let l_1124 = u32(l_1123);
let l_1125 = l_1122 - l_1124;
l_mut_710 = l_1121;
l_mut_709 = l_1125;
let l_1126 = l_mut_719 * l_mut_93;
let l_1127 = l_mut_99 + l_1126;
l_mut_708 = l_1127;
let l_1128 = l_mut_280 - l_mut_710;
let l_1129 = l_mut_274 - l_mut_709;
let l_1130 = l_mut_280 < l_mut_710;
let l_1131 = u32(l_1130);
let l_1132 = l_1129 - l_1131;
l_mut_714 = l_1128;
l_mut_713 = l_1132;
let l_1133 = l_mut_93 + l_mut_708;
l_mut_697 = l_1133;
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
let l_1134 = l_mut_657 == u32(1);
l_mut_619 = l_1134;
let l_1135 = l_mut_657 == u32(0);
l_mut_626 = l_1135;
}
let l_1136 = !l_mut_619;
if l_1136 {
let l_1137 = l_27 * u32(8);
let l_1138 = l_1137 + l_28;
let l_1428 = info.static_meta[u32(6)];
let l_1429 = l_1428 * u32(1);
let l_1430 = l_1429 - u32(1);
let l_1431 = min(u32(1), l_1430);
let l_1432 = &buffer_6_global[l_1431];
let l_1139 = l_1432;
let l_1140 = atomicAdd(l_1139, u32(1));let l_1141 = info.static_meta[u32(12)];
let l_1142 = l_1140 < l_1141;
if l_1142 {
let l_1433 = info.static_meta[u32(5)];
let l_1434 = l_1433 * u32(1);
let l_1435 = l_1140 < l_1434;
if l_1435 {
buffer_5_global[l_1140] = l_1138;
}
}
}
}
}
}
