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
var l_mut_347: bool;
var l_mut_370: u32;
var l_mut_371: u32;
var l_mut_397: u64;
var l_mut_49: u32;
var l_mut_774: u32;
var l_mut_849: u32;
var l_mut_850: u32;
var l_mut_87: u64;
let l_0 = id == u32(0);
if l_0 {
let l_1229 = info.static_meta[u32(5)];
let l_1230 = l_1229 * u32(1);
let l_1231 = l_1230 - u32(1);
let l_1232 = min(u32(3), l_1231);
let l_1233 = &buffer_5_global[l_1232];
let l_1 = l_1233;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_1173 = info.static_meta[u32(3)];
let l_1174 = l_1173 * u32(1);
let l_1175 = l_3 < l_1174;
let l_1176 = l_1174 - u32(1);
let l_1177 = min(l_3, l_1176);
let l_1178 = buffer_3_global[l_1177];
let l_1179 = select(u32(0), l_1178, l_1175);
let l_4 = l_1179;
let l_5 = u64(l_4);
let l_6 = u32(2) * u32(0);
let l_7 = l_6 + u32(1);
let l_1180 = info.static_meta[u32(3)];
let l_1181 = l_1180 * u32(1);
let l_1182 = l_7 < l_1181;
let l_1183 = l_1181 - u32(1);
let l_1184 = min(l_7, l_1183);
let l_1185 = buffer_3_global[l_1184];
let l_1186 = select(u32(0), l_1185, l_1182);
let l_8 = l_1186;
let l_9 = u64(l_8);
let l_10 = l_9 << u32(bitcast<u64>(u64(32)));
let l_11 = l_5 | l_10;
let l_12 = l_11 & u64(4294967295);
let l_13 = u32(bitcast<u64>(l_12));
let l_14 = u32(2) * u32(1);
let l_1187 = info.static_meta[u32(3)];
let l_1188 = l_1187 * u32(1);
let l_1189 = l_14 < l_1188;
let l_1190 = l_1188 - u32(1);
let l_1191 = min(l_14, l_1190);
let l_1192 = buffer_3_global[l_1191];
let l_1193 = select(u32(0), l_1192, l_1189);
let l_15 = l_1193;
let l_16 = u64(l_15);
let l_17 = u32(2) * u32(1);
let l_18 = l_17 + u32(1);
let l_1194 = info.static_meta[u32(3)];
let l_1195 = l_1194 * u32(1);
let l_1196 = l_18 < l_1195;
let l_1197 = l_1195 - u32(1);
let l_1198 = min(l_18, l_1197);
let l_1199 = buffer_3_global[l_1198];
let l_1200 = select(u32(0), l_1199, l_1196);
let l_19 = l_1200;
let l_20 = u64(l_19);
let l_21 = l_20 << u32(bitcast<u64>(u64(32)));
let l_22 = l_16 | l_21;
let l_23 = l_22 & u64(4294967295);
let l_24 = u32(bitcast<u64>(l_23));
let l_25 = u32(2) * u32(2);
let l_1201 = info.static_meta[u32(3)];
let l_1202 = l_1201 * u32(1);
let l_1203 = l_25 < l_1202;
let l_1204 = l_1202 - u32(1);
let l_1205 = min(l_25, l_1204);
let l_1206 = buffer_3_global[l_1205];
let l_1207 = select(u32(0), l_1206, l_1203);
let l_26 = l_1207;
let l_27 = u64(l_26);
let l_28 = u32(2) * u32(2);
let l_29 = l_28 + u32(1);
let l_1208 = info.static_meta[u32(3)];
let l_1209 = l_1208 * u32(1);
let l_1210 = l_29 < l_1209;
let l_1211 = l_1209 - u32(1);
let l_1212 = min(l_29, l_1211);
let l_1213 = buffer_3_global[l_1212];
let l_1214 = select(u32(0), l_1213, l_1210);
let l_30 = l_1214;
let l_31 = u64(l_30);
let l_32 = l_31 << u32(bitcast<u64>(u64(32)));
let l_33 = l_27 | l_32;
let l_34 = u32(2) * u32(3);
let l_1215 = info.static_meta[u32(3)];
let l_1216 = l_1215 * u32(1);
let l_1217 = l_34 < l_1216;
let l_1218 = l_1216 - u32(1);
let l_1219 = min(l_34, l_1218);
let l_1220 = buffer_3_global[l_1219];
let l_1221 = select(u32(0), l_1220, l_1217);
let l_35 = l_1221;
let l_36 = u64(l_35);
let l_37 = u32(2) * u32(3);
let l_38 = l_37 + u32(1);
let l_1222 = info.static_meta[u32(3)];
let l_1223 = l_1222 * u32(1);
let l_1224 = l_38 < l_1223;
let l_1225 = l_1223 - u32(1);
let l_1226 = min(l_38, l_1225);
let l_1227 = buffer_3_global[l_1226];
let l_1228 = select(u32(0), l_1227, l_1224);
let l_39 = l_1228;
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
let l_1234 = info.static_meta[u32(0)];
let l_1235 = l_1234 * u32(1);
let l_1236 = l_58 < l_1235;
let l_1237 = l_1235 - u32(1);
let l_1238 = min(l_58, l_1237);
let l_1239 = buffer_0_global[l_1238];
let l_1240 = select(u32(0), l_1239, l_1236);
let l_59 = l_1240;
let l_60 = u64(l_59);
let l_61 = u32(2) * id;
let l_62 = l_61 + u32(1);
let l_1241 = info.static_meta[u32(0)];
let l_1242 = l_1241 * u32(1);
let l_1243 = l_62 < l_1242;
let l_1244 = l_1242 - u32(1);
let l_1245 = min(l_62, l_1244);
let l_1246 = buffer_0_global[l_1245];
let l_1247 = select(u32(0), l_1246, l_1243);
let l_63 = l_1247;
let l_64 = u64(l_63);
let l_65 = l_64 << u32(bitcast<u64>(u64(32)));
let l_66 = l_60 | l_65;
let l_67 = u32(2) * id;
let l_1248 = info.static_meta[u32(1)];
let l_1249 = l_1248 * u32(1);
let l_1250 = l_67 < l_1249;
let l_1251 = l_1249 - u32(1);
let l_1252 = min(l_67, l_1251);
let l_1253 = buffer_1_global[l_1252];
let l_1254 = select(u32(0), l_1253, l_1250);
let l_68 = l_1254;
let l_69 = u64(l_68);
let l_70 = u32(2) * id;
let l_71 = l_70 + u32(1);
let l_1255 = info.static_meta[u32(1)];
let l_1256 = l_1255 * u32(1);
let l_1257 = l_71 < l_1256;
let l_1258 = l_1256 - u32(1);
let l_1259 = min(l_71, l_1258);
let l_1260 = buffer_1_global[l_1259];
let l_1261 = select(u32(0), l_1260, l_1257);
let l_72 = l_1261;
let l_73 = u64(l_72);
let l_74 = l_73 << u32(bitcast<u64>(u64(32)));
let l_75 = l_69 | l_74;
let l_76 = u32(2) * id;
let l_1262 = info.static_meta[u32(2)];
let l_1263 = l_1262 * u32(1);
let l_1264 = l_76 < l_1263;
let l_1265 = l_1263 - u32(1);
let l_1266 = min(l_76, l_1265);
let l_1267 = buffer_2_global[l_1266];
let l_1268 = select(u32(0), l_1267, l_1264);
let l_77 = l_1268;
let l_78 = u64(l_77);
let l_79 = u32(2) * id;
let l_80 = l_79 + u32(1);
let l_1269 = info.static_meta[u32(2)];
let l_1270 = l_1269 * u32(1);
let l_1271 = l_80 < l_1270;
let l_1272 = l_1270 - u32(1);
let l_1273 = min(l_80, l_1272);
let l_1274 = buffer_2_global[l_1273];
let l_1275 = select(u32(0), l_1274, l_1271);
let l_81 = l_1275;
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
l_mut_290 = l_mut_194;
if l_mut_339 {
l_mut_290 = l_mut_140;
}
let l_341 = l_mut_109 < l_mut_290;
let l_342 = !l_341;
let l_343 = l_342 != l_mut_339;
if l_343 {
l_mut_290 = l_mut_194;
l_mut_194 = l_mut_140;
l_mut_140 = l_mut_290;
l_mut_293 = l_mut_49;
l_mut_49 = l_mut_247;
l_mut_247 = l_mut_293;
l_mut_339 = l_342;
}
let l_344 = l_mut_194 - l_mut_109;
l_mut_290 = l_344;
if l_mut_339 {
let l_345 = l_mut_109 - l_244;
l_mut_290 = l_345;
}
l_mut_273 = l_mut_194;
let l_346 = l_mut_290 < l_mut_194;
if l_346 {
l_mut_273 = l_mut_290;
}
l_mut_347 = bool(false);
let l_348 = u64(u32(3));
let l_349 = l_mut_273 >> u32(bitcast<u64>(l_348));
let l_350 = l_349 < l_mut_140;
let l_351 = !l_350;
l_mut_347 = l_351;
l_mut_293 = u32(0);
let l_352 = l_mut_140 == u64(0);
let l_353 = !l_352;
let l_354 = l_mut_347 && l_353;
let l_355 = l_mut_140 < l_mut_273;
let l_356 = l_354 && l_355;
let l_357 = l_mut_49 + l_mut_247;
let l_358 = l_357 < l_13;
let l_359 = l_356 && l_358;
if l_359 {
let l_360 = l_13 - l_mut_49;
let l_361 = l_360 - l_mut_247;
let l_362 = l_361 / l_mut_49;
let l_363 = l_mut_273 - u64(1);
let l_364 = l_363 / l_mut_140;
let l_365 = u64(l_362);
let l_366 = l_364 < l_365;
let l_367 = u64(l_362);
let l_368 = select(l_367, l_364, l_366);
let l_369 = u32(bitcast<u64>(l_368));
l_mut_293 = l_369;
}
l_mut_290 = l_mut_194;
l_mut_273 = l_mut_140;
l_mut_260 = l_mut_49;
l_mut_370 = l_mut_247;
l_mut_87 = l_mut_109;
l_mut_371 = u32(0);
let l_372 = l_mut_293 > u32(0);
if l_372 {
let l_373 = u64(l_mut_293);
let l_374 = l_mut_140 * l_373;
if l_mut_339 {
let l_375 = l_mut_109 - l_374;
l_mut_87 = l_375;
}
let l_376 = l_mut_194 - l_374;
l_mut_290 = l_376;
let l_377 = l_mut_293 * l_mut_49;
let l_378 = l_mut_247 + l_377;
l_mut_370 = l_378;
} else {
if l_mut_339 {
let l_379 = l_mut_109 - l_mut_140;
l_mut_87 = l_379;
let l_380 = l_mut_87 < l_244;
if l_380 {
l_mut_371 = u32(2);
}
}
let l_381 = l_mut_371 == u32(0);
if l_381 {
let l_382 = l_13 - l_mut_49;
let l_383 = l_382 / l_mut_247;
l_mut_293 = u32(0);
l_mut_347 = bool(false);
let l_384 = u64(u32(3));
let l_385 = l_mut_140 >> u32(bitcast<u64>(l_384));
let l_386 = l_385 < l_mut_194;
let l_387 = !l_386;
l_mut_347 = l_387;
let l_388 = l_mut_194 == u64(0);
if l_388 {
l_mut_293 = l_383;
} else {
if l_mut_347 {
let l_389 = l_mut_194 < l_mut_140;
if l_389 {
let l_390 = l_mut_140 - u64(1);
let l_391 = l_390 / l_mut_194;
let l_392 = u64(l_383);
let l_393 = l_391 < l_392;
let l_394 = u64(l_383);
let l_395 = select(l_394, l_391, l_393);
let l_396 = u32(bitcast<u64>(l_395));
l_mut_293 = l_396;
}
} else {
l_mut_397 = l_mut_140;
loop {
let l_398 = l_mut_194 < l_mut_397;
let l_399 = l_mut_293 * l_mut_247;
let l_400 = l_mut_49 + l_399;
let l_401 = l_400 + l_mut_247;
let l_402 = l_401 < l_13;
let l_403 = l_398 && l_402;
let l_404 = !l_403;
if l_404 {
break;
}
let l_405 = l_mut_397 - l_mut_194;
l_mut_397 = l_405;
l_mut_293 = l_mut_293 + u32(1);
}
}
}
let l_406 = l_mut_293 * l_mut_247;
let l_407 = l_mut_49 + l_406;
let l_408 = l_407 + l_mut_247;
let l_409 = l_408 >= l_13;
if l_409 {
l_mut_371 = u32(1);
} else {
let l_410 = u64(l_mut_293);
let l_411 = l_mut_194 * l_410;
let l_412 = l_mut_140 - l_411;
l_mut_273 = l_412;
let l_413 = l_mut_293 * l_mut_247;
let l_414 = l_mut_49 + l_413;
l_mut_260 = l_414;
let l_415 = l_mut_194 - l_mut_273;
l_mut_290 = l_415;
let l_416 = l_mut_247 + l_mut_260;
l_mut_370 = l_416;
}
}
}
l_mut_194 = l_mut_290;
l_mut_140 = l_mut_273;
l_mut_49 = l_mut_260;
l_mut_247 = l_mut_370;
l_mut_109 = l_mut_87;
let l_417 = l_mut_371 == u32(1);
l_mut_248 = l_417;
let l_418 = l_mut_371 == u32(0);
l_mut_251 = l_418;
}
let l_419 = !l_mut_248;
if l_419 {
let l_1276 = info.static_meta[u32(5)];
let l_1277 = l_1276 * u32(1);
let l_1278 = l_1277 - u32(1);
let l_1279 = min(u32(0), l_1278);
let l_1280 = &buffer_5_global[l_1279];
let l_420 = l_1280;
let l_421 = atomicAdd(l_420, u32(1));let l_422 = l_13 / u32(8);
l_mut_371 = u32(0);
l_mut_370 = u32(0);
l_mut_293 = u32(0);

for (var l_mut_423: u32 = u32(0); l_mut_423 < u32(8); l_mut_423++) {
let l_424 = l_mut_423 * l_422;
let l_425 = l_424 < l_56;
let l_426 = l_13 / u32(8);
let l_427 = l_mut_423 * l_426;
let l_428 = l_427 + l_427;
let l_429 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_430 = l_429 == u64(1);
l_mut_397 = l_84;
if l_430 {
let l_431 = u64(u32(0));
let l_432 = l_431 - l_84;
l_mut_397 = l_432;
}
let l_433 = u64(l_428);
let l_434 = l_mut_397 & u64(4294967295);
let l_435 = l_434 * l_433;
let l_436 = l_mut_397 >> u32(bitcast<u64>(u64(32)));
let l_437 = l_436 * l_433;
let l_438 = l_437 << u32(bitcast<u64>(u64(32)));
let l_439 = l_435 + l_438;
let l_440 = l_437 >> u32(bitcast<u64>(u64(32)));
let l_441 = l_439 < l_435;
let l_442 = u64(l_441);
let l_443 = l_440 + l_442;
l_mut_397 = l_439;
let l_444 = l_24 == u32(64);
if l_444 {
l_mut_397 = l_443;
} else {
let l_445 = l_24 > u32(0);
if l_445 {
let l_446 = u32(64) - l_24;
let l_447 = u64(l_446);
let l_448 = l_443 << u32(bitcast<u64>(l_447));
let l_449 = u64(l_24);
let l_450 = l_439 >> u32(bitcast<u64>(l_449));
let l_451 = l_448 | l_450;
l_mut_397 = l_451;
}
}
l_mut_290 = l_mut_397;
if l_430 {
let l_452 = u64(u32(0));
let l_453 = l_452 - l_mut_290;
l_mut_290 = l_453;
}
let l_454 = l_66 + l_mut_290;
let l_455 = u64(l_427);
let l_456 = l_66 * l_455;
let l_457 = l_75 + l_456;
let l_458 = u64(u32(0));
l_mut_397 = l_458;
let l_459 = l_427 < u32(65536);
if l_459 {
let l_460 = l_427 * l_427;
let l_461 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_462 = l_461 == u64(1);
l_mut_290 = l_84;
if l_462 {
let l_463 = u64(u32(0));
let l_464 = l_463 - l_84;
l_mut_290 = l_464;
}
let l_465 = u64(l_460);
let l_466 = l_mut_290 & u64(4294967295);
let l_467 = l_466 * l_465;
let l_468 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_469 = l_468 * l_465;
let l_470 = l_469 << u32(bitcast<u64>(u64(32)));
let l_471 = l_467 + l_470;
let l_472 = l_469 >> u32(bitcast<u64>(u64(32)));
let l_473 = l_471 < l_467;
let l_474 = u64(l_473);
let l_475 = l_472 + l_474;
l_mut_290 = l_471;
let l_476 = l_24 == u32(64);
if l_476 {
l_mut_290 = l_475;
} else {
let l_477 = l_24 > u32(0);
if l_477 {
let l_478 = u32(64) - l_24;
let l_479 = u64(l_478);
let l_480 = l_475 << u32(bitcast<u64>(l_479));
let l_481 = u64(l_24);
let l_482 = l_471 >> u32(bitcast<u64>(l_481));
let l_483 = l_480 | l_482;
l_mut_290 = l_483;
}
}
l_mut_273 = l_mut_290;
if l_462 {
let l_484 = u64(u32(0));
let l_485 = l_484 - l_mut_273;
l_mut_273 = l_485;
}
l_mut_397 = l_mut_273;
} else {
let l_486 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_487 = l_486 == u64(1);
l_mut_290 = l_84;
if l_487 {
let l_488 = u64(u32(0));
let l_489 = l_488 - l_84;
l_mut_290 = l_489;
}
let l_490 = u64(l_427);
let l_491 = l_mut_290 & u64(4294967295);
let l_492 = l_491 * l_490;
let l_493 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_494 = l_493 * l_490;
let l_495 = l_494 << u32(bitcast<u64>(u64(32)));
let l_496 = l_492 + l_495;
let l_497 = l_494 >> u32(bitcast<u64>(u64(32)));
let l_498 = l_496 < l_492;
let l_499 = u64(l_498);
let l_500 = l_497 + l_499;
l_mut_273 = l_496;
let l_501 = u32(0) == u32(64);
if l_501 {
l_mut_273 = l_500;
} else {
let l_502 = u32(0) > u32(0);
if l_502 {
let l_503 = u64(u32(64));
let l_504 = l_500 << u32(bitcast<u64>(l_503));
let l_505 = u64(u32(0));
let l_506 = l_496 >> u32(bitcast<u64>(l_505));
let l_507 = l_504 | l_506;
l_mut_273 = l_507;
}
}
let l_508 = u64(l_427);
let l_509 = l_mut_290 & u64(4294967295);
let l_510 = l_509 * l_508;
let l_511 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_512 = l_511 * l_508;
let l_513 = l_512 << u32(bitcast<u64>(u64(32)));
let l_514 = l_510 + l_513;
let l_515 = l_512 >> u32(bitcast<u64>(u64(32)));
let l_516 = l_514 < l_510;
let l_517 = u64(l_516);
let l_518 = l_515 + l_517;
l_mut_290 = l_514;
let l_519 = u32(64) == u32(64);
if l_519 {
l_mut_290 = l_518;
} else {
let l_520 = u32(64) > u32(0);
if l_520 {
let l_521 = u64(u32(0));
let l_522 = l_518 << u32(bitcast<u64>(l_521));
let l_523 = u64(u32(64));
let l_524 = l_514 >> u32(bitcast<u64>(l_523));
let l_525 = l_522 | l_524;
l_mut_290 = l_525;
}
}
let l_526 = u64(l_427);
let l_527 = l_mut_273 & u64(4294967295);
let l_528 = l_527 * l_526;
let l_529 = l_mut_273 >> u32(bitcast<u64>(u64(32)));
let l_530 = l_529 * l_526;
let l_531 = l_530 << u32(bitcast<u64>(u64(32)));
let l_532 = l_528 + l_531;
let l_533 = l_530 >> u32(bitcast<u64>(u64(32)));
let l_534 = l_532 < l_528;
let l_535 = u64(l_534);
let l_536 = l_533 + l_535;
l_mut_194 = l_532;
let l_537 = u32(0) == u32(64);
if l_537 {
l_mut_194 = l_536;
} else {
let l_538 = u32(0) > u32(0);
if l_538 {
let l_539 = u64(u32(64));
let l_540 = l_536 << u32(bitcast<u64>(l_539));
let l_541 = u64(u32(0));
let l_542 = l_532 >> u32(bitcast<u64>(l_541));
let l_543 = l_540 | l_542;
l_mut_194 = l_543;
}
}
let l_544 = u64(l_427);
let l_545 = l_mut_273 & u64(4294967295);
let l_546 = l_545 * l_544;
let l_547 = l_mut_273 >> u32(bitcast<u64>(u64(32)));
let l_548 = l_547 * l_544;
let l_549 = l_548 << u32(bitcast<u64>(u64(32)));
let l_550 = l_546 + l_549;
let l_551 = l_548 >> u32(bitcast<u64>(u64(32)));
let l_552 = l_550 < l_546;
let l_553 = u64(l_552);
let l_554 = l_551 + l_553;
l_mut_273 = l_550;
let l_555 = u32(64) == u32(64);
if l_555 {
l_mut_273 = l_554;
} else {
let l_556 = u32(64) > u32(0);
if l_556 {
let l_557 = u64(u32(0));
let l_558 = l_554 << u32(bitcast<u64>(l_557));
let l_559 = u64(u32(64));
let l_560 = l_550 >> u32(bitcast<u64>(l_559));
let l_561 = l_558 | l_560;
l_mut_273 = l_561;
}
}
let l_562 = u64(l_427);
let l_563 = l_mut_290 * l_562;
let l_564 = l_mut_273 + l_563;
l_mut_397 = l_mut_194;
let l_565 = l_24 == u32(64);
if l_565 {
l_mut_397 = l_564;
} else {
let l_566 = l_24 > u32(0);
if l_566 {
let l_567 = u32(64) - l_24;
let l_568 = u64(l_567);
let l_569 = l_564 << u32(bitcast<u64>(l_568));
let l_570 = u64(l_24);
let l_571 = l_mut_194 >> u32(bitcast<u64>(l_570));
let l_572 = l_569 + l_571;
l_mut_397 = l_572;
}
}
if l_487 {
let l_573 = u64(u32(0));
let l_574 = l_573 - l_mut_397;
l_mut_397 = l_574;
}
}
let l_575 = l_457 + l_mut_397;
let l_576 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_577 = l_576 == u64(1);
l_mut_397 = l_84;
if l_577 {
let l_578 = u64(u32(0));
let l_579 = l_578 - l_84;
l_mut_397 = l_579;
}
let l_580 = u64(l_426);
let l_581 = l_mut_397 & u64(4294967295);
let l_582 = l_581 * l_580;
let l_583 = l_mut_397 >> u32(bitcast<u64>(u64(32)));
let l_584 = l_583 * l_580;
let l_585 = l_584 << u32(bitcast<u64>(u64(32)));
let l_586 = l_582 + l_585;
let l_587 = l_584 >> u32(bitcast<u64>(u64(32)));
let l_588 = l_586 < l_582;
let l_589 = u64(l_588);
let l_590 = l_587 + l_589;
l_mut_397 = l_586;
let l_591 = l_24 == u32(64);
if l_591 {
l_mut_397 = l_590;
} else {
let l_592 = l_24 > u32(0);
if l_592 {
let l_593 = u32(64) - l_24;
let l_594 = u64(l_593);
let l_595 = l_590 << u32(bitcast<u64>(l_594));
let l_596 = u64(l_24);
let l_597 = l_586 >> u32(bitcast<u64>(l_596));
let l_598 = l_595 | l_597;
l_mut_397 = l_598;
}
}
l_mut_290 = l_mut_397;
if l_577 {
let l_599 = u64(u32(0));
let l_600 = l_599 - l_mut_290;
l_mut_290 = l_600;
}
let l_601 = l_454 + l_mut_290;
let l_602 = l_24 + u32(3);
let l_603 = u64(u32(0));
l_mut_397 = l_603;
let l_604 = l_426 < u32(65536);
if l_604 {
let l_605 = l_426 * l_426;
let l_606 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_607 = l_606 == u64(1);
l_mut_290 = l_84;
if l_607 {
let l_608 = u64(u32(0));
let l_609 = l_608 - l_84;
l_mut_290 = l_609;
}
let l_610 = u64(l_605);
let l_611 = l_mut_290 & u64(4294967295);
let l_612 = l_611 * l_610;
let l_613 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_614 = l_613 * l_610;
let l_615 = l_614 << u32(bitcast<u64>(u64(32)));
let l_616 = l_612 + l_615;
let l_617 = l_614 >> u32(bitcast<u64>(u64(32)));
let l_618 = l_616 < l_612;
let l_619 = u64(l_618);
let l_620 = l_617 + l_619;
l_mut_290 = l_616;
let l_621 = l_602 == u32(64);
if l_621 {
l_mut_290 = l_620;
} else {
let l_622 = l_602 > u32(0);
if l_622 {
let l_623 = u32(64) - l_602;
let l_624 = u64(l_623);
let l_625 = l_620 << u32(bitcast<u64>(l_624));
let l_626 = u64(l_602);
let l_627 = l_616 >> u32(bitcast<u64>(l_626));
let l_628 = l_625 | l_627;
l_mut_290 = l_628;
}
}
l_mut_273 = l_mut_290;
if l_607 {
let l_629 = u64(u32(0));
let l_630 = l_629 - l_mut_273;
l_mut_273 = l_630;
}
l_mut_397 = l_mut_273;
} else {
let l_631 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_632 = l_631 == u64(1);
l_mut_290 = l_84;
if l_632 {
let l_633 = u64(u32(0));
let l_634 = l_633 - l_84;
l_mut_290 = l_634;
}
let l_635 = u64(l_426);
let l_636 = l_mut_290 & u64(4294967295);
let l_637 = l_636 * l_635;
let l_638 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_639 = l_638 * l_635;
let l_640 = l_639 << u32(bitcast<u64>(u64(32)));
let l_641 = l_637 + l_640;
let l_642 = l_639 >> u32(bitcast<u64>(u64(32)));
let l_643 = l_641 < l_637;
let l_644 = u64(l_643);
let l_645 = l_642 + l_644;
l_mut_273 = l_641;
let l_646 = u32(0) == u32(64);
if l_646 {
l_mut_273 = l_645;
} else {
let l_647 = u32(0) > u32(0);
if l_647 {
let l_648 = u64(u32(64));
let l_649 = l_645 << u32(bitcast<u64>(l_648));
let l_650 = u64(u32(0));
let l_651 = l_641 >> u32(bitcast<u64>(l_650));
let l_652 = l_649 | l_651;
l_mut_273 = l_652;
}
}
let l_653 = u64(l_426);
let l_654 = l_mut_290 & u64(4294967295);
let l_655 = l_654 * l_653;
let l_656 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_657 = l_656 * l_653;
let l_658 = l_657 << u32(bitcast<u64>(u64(32)));
let l_659 = l_655 + l_658;
let l_660 = l_657 >> u32(bitcast<u64>(u64(32)));
let l_661 = l_659 < l_655;
let l_662 = u64(l_661);
let l_663 = l_660 + l_662;
l_mut_290 = l_659;
let l_664 = u32(64) == u32(64);
if l_664 {
l_mut_290 = l_663;
} else {
let l_665 = u32(64) > u32(0);
if l_665 {
let l_666 = u64(u32(0));
let l_667 = l_663 << u32(bitcast<u64>(l_666));
let l_668 = u64(u32(64));
let l_669 = l_659 >> u32(bitcast<u64>(l_668));
let l_670 = l_667 | l_669;
l_mut_290 = l_670;
}
}
let l_671 = u64(l_426);
let l_672 = l_mut_273 & u64(4294967295);
let l_673 = l_672 * l_671;
let l_674 = l_mut_273 >> u32(bitcast<u64>(u64(32)));
let l_675 = l_674 * l_671;
let l_676 = l_675 << u32(bitcast<u64>(u64(32)));
let l_677 = l_673 + l_676;
let l_678 = l_675 >> u32(bitcast<u64>(u64(32)));
let l_679 = l_677 < l_673;
let l_680 = u64(l_679);
let l_681 = l_678 + l_680;
l_mut_194 = l_677;
let l_682 = u32(0) == u32(64);
if l_682 {
l_mut_194 = l_681;
} else {
let l_683 = u32(0) > u32(0);
if l_683 {
let l_684 = u64(u32(64));
let l_685 = l_681 << u32(bitcast<u64>(l_684));
let l_686 = u64(u32(0));
let l_687 = l_677 >> u32(bitcast<u64>(l_686));
let l_688 = l_685 | l_687;
l_mut_194 = l_688;
}
}
let l_689 = u64(l_426);
let l_690 = l_mut_273 & u64(4294967295);
let l_691 = l_690 * l_689;
let l_692 = l_mut_273 >> u32(bitcast<u64>(u64(32)));
let l_693 = l_692 * l_689;
let l_694 = l_693 << u32(bitcast<u64>(u64(32)));
let l_695 = l_691 + l_694;
let l_696 = l_693 >> u32(bitcast<u64>(u64(32)));
let l_697 = l_695 < l_691;
let l_698 = u64(l_697);
let l_699 = l_696 + l_698;
l_mut_273 = l_695;
let l_700 = u32(64) == u32(64);
if l_700 {
l_mut_273 = l_699;
} else {
let l_701 = u32(64) > u32(0);
if l_701 {
let l_702 = u64(u32(0));
let l_703 = l_699 << u32(bitcast<u64>(l_702));
let l_704 = u64(u32(64));
let l_705 = l_695 >> u32(bitcast<u64>(l_704));
let l_706 = l_703 | l_705;
l_mut_273 = l_706;
}
}
let l_707 = u64(l_426);
let l_708 = l_mut_290 * l_707;
let l_709 = l_mut_273 + l_708;
l_mut_397 = l_mut_194;
let l_710 = l_602 == u32(64);
if l_710 {
l_mut_397 = l_709;
} else {
let l_711 = l_602 > u32(0);
if l_711 {
let l_712 = u32(64) - l_602;
let l_713 = u64(l_712);
let l_714 = l_709 << u32(bitcast<u64>(l_713));
let l_715 = u64(l_602);
let l_716 = l_mut_194 >> u32(bitcast<u64>(l_715));
let l_717 = l_714 + l_716;
l_mut_397 = l_717;
}
}
if l_632 {
let l_718 = u64(u32(0));
let l_719 = l_718 - l_mut_397;
l_mut_397 = l_719;
}
}
l_mut_290 = l_mut_397;
let l_720 = l_mut_397 >> u32(bitcast<u64>(u64(63)));
let l_721 = l_720 == u64(1);
if l_721 {
let l_722 = u64(u32(0));
let l_723 = l_722 - l_mut_397;
l_mut_290 = l_723;
}
let l_724 = l_33 + l_mut_290;
let l_725 = u64(u32(1));
let l_726 = l_724 + l_725;
let l_727 = l_575 - l_mut_397;
let l_728 = l_727 + l_726;
let l_729 = u64(u32(0));
let l_730 = l_729 - l_601;
let l_731 = l_726 + l_726;
l_mut_397 = l_730;
let l_732 = u64(u32(0));
let l_733 = l_732 - l_730;
l_mut_290 = l_733;
l_mut_273 = l_728;
l_mut_260 = u32(1);
l_mut_247 = u32(1);
l_mut_347 = bool(false);
let l_734 = l_mut_273 < l_731;
let l_735 = !l_734;
l_mut_339 = l_735;
let l_736 = l_730 == u64(0);
if l_736 {
l_mut_347 = l_mut_339;
l_mut_339 = bool(false);
}
if l_mut_339 {
let l_737 = l_730 >> u32(bitcast<u64>(u64(63)));
let l_738 = l_737 == u64(1);
l_mut_194 = l_730;
if l_738 {
let l_739 = u64(u32(0));
let l_740 = l_739 - l_730;
l_mut_194 = l_740;
}
let l_741 = l_426 - u32(1);
let l_742 = u64(l_741);
let l_743 = l_mut_194 * l_742;
l_mut_49 = u32(0);
let l_744 = l_426 - u32(1);
let l_745 = u64(l_744);
let l_746 = l_mut_194 & u64(4294967295);
let l_747 = l_746 * l_745;
let l_748 = l_mut_194 >> u32(bitcast<u64>(u64(32)));
let l_749 = l_748 * l_745;
let l_750 = l_749 << u32(bitcast<u64>(u64(32)));
let l_751 = l_747 + l_750;
let l_752 = l_749 >> u32(bitcast<u64>(u64(32)));
let l_753 = l_751 < l_747;
let l_754 = u64(l_753);
let l_755 = l_752 + l_754;
l_mut_140 = l_751;
let l_756 = u32(64) == u32(64);
if l_756 {
l_mut_140 = l_755;
} else {
let l_757 = u32(64) > u32(0);
if l_757 {
let l_758 = u64(u32(0));
let l_759 = l_755 << u32(bitcast<u64>(l_758));
let l_760 = u64(u32(64));
let l_761 = l_751 >> u32(bitcast<u64>(l_760));
let l_762 = l_759 | l_761;
l_mut_140 = l_762;
}
}
let l_763 = l_mut_140 == u64(0);
if l_763 {
l_mut_140 = l_728;
if l_738 {
let l_764 = u64(u32(0));
let l_765 = l_764 - l_728;
let l_766 = l_728 == u64(0);
let l_767 = !l_766;
let l_768 = l_743 < l_765;
let l_769 = !l_768;
let l_770 = l_767 && l_769;
if l_770 {
let l_771 = l_426 - u32(1);
l_mut_109 = l_765;
let l_772 = l_765 < l_mut_194;
let l_773 = !l_772;
if l_773 {
l_mut_774 = u32(0);
let l_775 = l_mut_194 < l_765;
if l_775 {
let l_776 = l_765 - u64(1);
let l_777 = l_776 / l_mut_194;
let l_778 = u64(l_771);
let l_779 = l_777 < l_778;
let l_780 = u64(l_771);
let l_781 = select(l_780, l_777, l_779);
let l_782 = u32(bitcast<u64>(l_781));
l_mut_774 = l_782;
}
let l_783 = u64(l_mut_774);
let l_784 = l_mut_194 * l_783;
let l_785 = l_765 - l_784;
l_mut_109 = l_785;
let l_786 = l_mut_109 < l_mut_194;
let l_787 = !l_786;
if l_787 {
let l_788 = l_mut_109 - l_mut_194;
l_mut_109 = l_788;
}
}
let l_789 = l_mut_194 - l_mut_109;
l_mut_109 = l_789;
let l_790 = l_789 < l_mut_194;
let l_791 = !l_790;
if l_791 {
let l_792 = l_789 - l_mut_194;
l_mut_109 = l_792;
}
let l_793 = l_mut_109 < l_mut_140;
if l_793 {
l_mut_140 = l_mut_109;
}
}
} else {
let l_794 = l_728 - l_743;
l_mut_140 = l_794;
let l_795 = l_728 < l_743;
if l_795 {
let l_796 = l_426 - u32(1);
l_mut_109 = l_728;
let l_797 = l_728 < l_mut_194;
let l_798 = !l_797;
if l_798 {
l_mut_774 = u32(0);
let l_799 = l_mut_194 < l_728;
if l_799 {
let l_800 = l_728 - u64(1);
let l_801 = l_800 / l_mut_194;
let l_802 = u64(l_796);
let l_803 = l_801 < l_802;
let l_804 = u64(l_796);
let l_805 = select(l_804, l_801, l_803);
let l_806 = u32(bitcast<u64>(l_805));
l_mut_774 = l_806;
}
let l_807 = u64(l_mut_774);
let l_808 = l_mut_194 * l_807;
let l_809 = l_728 - l_808;
l_mut_109 = l_809;
let l_810 = l_mut_109 < l_mut_194;
let l_811 = !l_810;
if l_811 {
let l_812 = l_mut_109 - l_mut_194;
l_mut_109 = l_812;
}
}
let l_813 = l_mut_109 < l_mut_140;
if l_813 {
l_mut_140 = l_mut_109;
}
}
}
let l_814 = l_mut_140 < l_731;
let l_815 = !l_814;
let l_816 = u32(l_815);
let l_817 = u32(2) - l_816;
l_mut_49 = l_817;
}
let l_818 = l_mut_49 > u32(0);
if l_818 {
let l_819 = l_mut_49 == u32(1);
l_mut_347 = l_819;
l_mut_339 = bool(false);
}
}
l_mut_251 = bool(false);
loop {
let l_820 = !l_mut_339;
if l_820 {
break;
}
l_mut_194 = l_mut_397;
if l_mut_251 {
l_mut_194 = l_mut_290;
}
let l_821 = l_mut_273 < l_mut_194;
let l_822 = !l_821;
let l_823 = l_822 != l_mut_251;
if l_823 {
l_mut_194 = l_mut_397;
l_mut_397 = l_mut_290;
l_mut_290 = l_mut_194;
l_mut_774 = l_mut_260;
l_mut_260 = l_mut_247;
l_mut_247 = l_mut_774;
l_mut_251 = l_822;
}
let l_824 = l_mut_397 - l_mut_273;
l_mut_194 = l_824;
if l_mut_251 {
let l_825 = l_mut_273 - l_731;
l_mut_194 = l_825;
}
l_mut_140 = l_mut_397;
let l_826 = l_mut_194 < l_mut_397;
if l_826 {
l_mut_140 = l_mut_194;
}
l_mut_248 = bool(false);
let l_827 = u64(u32(3));
let l_828 = l_mut_140 >> u32(bitcast<u64>(l_827));
let l_829 = l_828 < l_mut_290;
let l_830 = !l_829;
l_mut_248 = l_830;
l_mut_774 = u32(0);
let l_831 = l_mut_290 == u64(0);
let l_832 = !l_831;
let l_833 = l_mut_248 && l_832;
let l_834 = l_mut_290 < l_mut_140;
let l_835 = l_833 && l_834;
let l_836 = l_mut_260 + l_mut_247;
let l_837 = l_836 < l_426;
let l_838 = l_835 && l_837;
if l_838 {
let l_839 = l_426 - l_mut_260;
let l_840 = l_839 - l_mut_247;
let l_841 = l_840 / l_mut_260;
let l_842 = l_mut_140 - u64(1);
let l_843 = l_842 / l_mut_290;
let l_844 = u64(l_841);
let l_845 = l_843 < l_844;
let l_846 = u64(l_841);
let l_847 = select(l_846, l_843, l_845);
let l_848 = u32(bitcast<u64>(l_847));
l_mut_774 = l_848;
}
l_mut_194 = l_mut_397;
l_mut_140 = l_mut_290;
l_mut_49 = l_mut_260;
l_mut_849 = l_mut_247;
l_mut_109 = l_mut_273;
l_mut_850 = u32(0);
let l_851 = l_mut_774 > u32(0);
if l_851 {
let l_852 = u64(l_mut_774);
let l_853 = l_mut_290 * l_852;
if l_mut_251 {
let l_854 = l_mut_273 - l_853;
l_mut_109 = l_854;
}
let l_855 = l_mut_397 - l_853;
l_mut_194 = l_855;
let l_856 = l_mut_774 * l_mut_260;
let l_857 = l_mut_247 + l_856;
l_mut_849 = l_857;
} else {
if l_mut_251 {
let l_858 = l_mut_273 - l_mut_290;
l_mut_109 = l_858;
let l_859 = l_mut_109 < l_731;
if l_859 {
l_mut_850 = u32(2);
}
}
let l_860 = l_mut_850 == u32(0);
if l_860 {
let l_861 = l_426 - l_mut_260;
let l_862 = l_861 / l_mut_247;
l_mut_774 = u32(0);
l_mut_248 = bool(false);
let l_863 = u64(u32(3));
let l_864 = l_mut_290 >> u32(bitcast<u64>(l_863));
let l_865 = l_864 < l_mut_397;
let l_866 = !l_865;
l_mut_248 = l_866;
let l_867 = l_mut_397 == u64(0);
if l_867 {
l_mut_774 = l_862;
} else {
if l_mut_248 {
let l_868 = l_mut_397 < l_mut_290;
if l_868 {
let l_869 = l_mut_290 - u64(1);
let l_870 = l_869 / l_mut_397;
let l_871 = u64(l_862);
let l_872 = l_870 < l_871;
let l_873 = u64(l_862);
let l_874 = select(l_873, l_870, l_872);
let l_875 = u32(bitcast<u64>(l_874));
l_mut_774 = l_875;
}
} else {
l_mut_87 = l_mut_290;
loop {
let l_876 = l_mut_397 < l_mut_87;
let l_877 = l_mut_774 * l_mut_247;
let l_878 = l_mut_260 + l_877;
let l_879 = l_878 + l_mut_247;
let l_880 = l_879 < l_426;
let l_881 = l_876 && l_880;
let l_882 = !l_881;
if l_882 {
break;
}
let l_883 = l_mut_87 - l_mut_397;
l_mut_87 = l_883;
l_mut_774 = l_mut_774 + u32(1);
}
}
}
let l_884 = l_mut_774 * l_mut_247;
let l_885 = l_mut_260 + l_884;
let l_886 = l_885 + l_mut_247;
let l_887 = l_886 >= l_426;
if l_887 {
l_mut_850 = u32(1);
} else {
let l_888 = u64(l_mut_774);
let l_889 = l_mut_397 * l_888;
let l_890 = l_mut_290 - l_889;
l_mut_140 = l_890;
let l_891 = l_mut_774 * l_mut_247;
let l_892 = l_mut_260 + l_891;
l_mut_49 = l_892;
let l_893 = l_mut_397 - l_mut_140;
l_mut_194 = l_893;
let l_894 = l_mut_247 + l_mut_49;
l_mut_849 = l_894;
}
}
}
l_mut_397 = l_mut_194;
l_mut_290 = l_mut_140;
l_mut_260 = l_mut_49;
l_mut_247 = l_mut_849;
l_mut_273 = l_mut_109;
let l_895 = l_mut_850 == u32(1);
l_mut_347 = l_895;
let l_896 = l_mut_850 == u32(0);
l_mut_339 = l_896;
}
let l_897 = !l_mut_347;
let l_898 = l_425 && l_897;
if l_898 {
let l_899 = u32(1) << l_mut_423;
l_mut_371 = l_mut_371 | l_899;
l_mut_370 = l_mut_370 + u32(1);
let l_900 = l_424 + l_422;
let l_901 = min(l_900, l_56);
l_mut_850 = u32(0);

for (var l_mut_902: u32 = l_424; l_mut_902 < l_901; l_mut_902++) {
let l_903 = u64(l_mut_902);
let l_904 = l_66 * l_903;
let l_905 = l_75 + l_904;
let l_906 = u64(u32(0));
l_mut_397 = l_906;
let l_907 = l_mut_902 < u32(65536);
if l_907 {
let l_908 = l_mut_902 * l_mut_902;
let l_909 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_910 = l_909 == u64(1);
l_mut_290 = l_84;
if l_910 {
let l_911 = u64(u32(0));
let l_912 = l_911 - l_84;
l_mut_290 = l_912;
}
let l_913 = u64(l_908);
let l_914 = l_mut_290 & u64(4294967295);
let l_915 = l_914 * l_913;
let l_916 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_917 = l_916 * l_913;
let l_918 = l_917 << u32(bitcast<u64>(u64(32)));
let l_919 = l_915 + l_918;
let l_920 = l_917 >> u32(bitcast<u64>(u64(32)));
let l_921 = l_919 < l_915;
let l_922 = u64(l_921);
let l_923 = l_920 + l_922;
l_mut_290 = l_919;
let l_924 = l_24 == u32(64);
if l_924 {
l_mut_290 = l_923;
} else {
let l_925 = l_24 > u32(0);
if l_925 {
let l_926 = u32(64) - l_24;
let l_927 = u64(l_926);
let l_928 = l_923 << u32(bitcast<u64>(l_927));
let l_929 = u64(l_24);
let l_930 = l_919 >> u32(bitcast<u64>(l_929));
let l_931 = l_928 | l_930;
l_mut_290 = l_931;
}
}
l_mut_273 = l_mut_290;
if l_910 {
let l_932 = u64(u32(0));
let l_933 = l_932 - l_mut_273;
l_mut_273 = l_933;
}
l_mut_397 = l_mut_273;
} else {
let l_934 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_935 = l_934 == u64(1);
l_mut_290 = l_84;
if l_935 {
let l_936 = u64(u32(0));
let l_937 = l_936 - l_84;
l_mut_290 = l_937;
}
let l_938 = u64(l_mut_902);
let l_939 = l_mut_290 & u64(4294967295);
let l_940 = l_939 * l_938;
let l_941 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_942 = l_941 * l_938;
let l_943 = l_942 << u32(bitcast<u64>(u64(32)));
let l_944 = l_940 + l_943;
let l_945 = l_942 >> u32(bitcast<u64>(u64(32)));
let l_946 = l_944 < l_940;
let l_947 = u64(l_946);
let l_948 = l_945 + l_947;
l_mut_273 = l_944;
let l_949 = u32(0) == u32(64);
if l_949 {
l_mut_273 = l_948;
} else {
let l_950 = u32(0) > u32(0);
if l_950 {
let l_951 = u64(u32(64));
let l_952 = l_948 << u32(bitcast<u64>(l_951));
let l_953 = u64(u32(0));
let l_954 = l_944 >> u32(bitcast<u64>(l_953));
let l_955 = l_952 | l_954;
l_mut_273 = l_955;
}
}
let l_956 = u64(l_mut_902);
let l_957 = l_mut_290 & u64(4294967295);
let l_958 = l_957 * l_956;
let l_959 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_960 = l_959 * l_956;
let l_961 = l_960 << u32(bitcast<u64>(u64(32)));
let l_962 = l_958 + l_961;
let l_963 = l_960 >> u32(bitcast<u64>(u64(32)));
let l_964 = l_962 < l_958;
let l_965 = u64(l_964);
let l_966 = l_963 + l_965;
l_mut_290 = l_962;
let l_967 = u32(64) == u32(64);
if l_967 {
l_mut_290 = l_966;
} else {
let l_968 = u32(64) > u32(0);
if l_968 {
let l_969 = u64(u32(0));
let l_970 = l_966 << u32(bitcast<u64>(l_969));
let l_971 = u64(u32(64));
let l_972 = l_962 >> u32(bitcast<u64>(l_971));
let l_973 = l_970 | l_972;
l_mut_290 = l_973;
}
}
let l_974 = u64(l_mut_902);
let l_975 = l_mut_273 & u64(4294967295);
let l_976 = l_975 * l_974;
let l_977 = l_mut_273 >> u32(bitcast<u64>(u64(32)));
let l_978 = l_977 * l_974;
let l_979 = l_978 << u32(bitcast<u64>(u64(32)));
let l_980 = l_976 + l_979;
let l_981 = l_978 >> u32(bitcast<u64>(u64(32)));
let l_982 = l_980 < l_976;
let l_983 = u64(l_982);
let l_984 = l_981 + l_983;
l_mut_194 = l_980;
let l_985 = u32(0) == u32(64);
if l_985 {
l_mut_194 = l_984;
} else {
let l_986 = u32(0) > u32(0);
if l_986 {
let l_987 = u64(u32(64));
let l_988 = l_984 << u32(bitcast<u64>(l_987));
let l_989 = u64(u32(0));
let l_990 = l_980 >> u32(bitcast<u64>(l_989));
let l_991 = l_988 | l_990;
l_mut_194 = l_991;
}
}
let l_992 = u64(l_mut_902);
let l_993 = l_mut_273 & u64(4294967295);
let l_994 = l_993 * l_992;
let l_995 = l_mut_273 >> u32(bitcast<u64>(u64(32)));
let l_996 = l_995 * l_992;
let l_997 = l_996 << u32(bitcast<u64>(u64(32)));
let l_998 = l_994 + l_997;
let l_999 = l_996 >> u32(bitcast<u64>(u64(32)));
let l_1000 = l_998 < l_994;
let l_1001 = u64(l_1000);
let l_1002 = l_999 + l_1001;
l_mut_273 = l_998;
let l_1003 = u32(64) == u32(64);
if l_1003 {
l_mut_273 = l_1002;
} else {
let l_1004 = u32(64) > u32(0);
if l_1004 {
let l_1005 = u64(u32(0));
let l_1006 = l_1002 << u32(bitcast<u64>(l_1005));
let l_1007 = u64(u32(64));
let l_1008 = l_998 >> u32(bitcast<u64>(l_1007));
let l_1009 = l_1006 | l_1008;
l_mut_273 = l_1009;
}
}
let l_1010 = u64(l_mut_902);
let l_1011 = l_mut_290 * l_1010;
let l_1012 = l_mut_273 + l_1011;
l_mut_397 = l_mut_194;
let l_1013 = l_24 == u32(64);
if l_1013 {
l_mut_397 = l_1012;
} else {
let l_1014 = l_24 > u32(0);
if l_1014 {
let l_1015 = u32(64) - l_24;
let l_1016 = u64(l_1015);
let l_1017 = l_1012 << u32(bitcast<u64>(l_1016));
let l_1018 = u64(l_24);
let l_1019 = l_mut_194 >> u32(bitcast<u64>(l_1018));
let l_1020 = l_1017 + l_1019;
l_mut_397 = l_1020;
}
}
if l_935 {
let l_1021 = u64(u32(0));
let l_1022 = l_1021 - l_mut_397;
l_mut_397 = l_1022;
}
}
let l_1023 = l_905 + l_mut_397;
let l_1024 = u64(u32(0));
let l_1025 = l_1024 - l_1023;
l_mut_397 = l_1025;
let l_1026 = l_1023 < l_mut_397;
if l_1026 {
l_mut_397 = l_1023;
}
let l_1027 = l_mut_397 < l_33;
let l_1028 = u32(l_1027);
l_mut_850 = l_mut_850 + l_1028;
}
l_mut_293 = l_mut_293 + l_mut_850;
}
}
let l_1029 = l_mut_370 > u32(0);
if l_1029 {
let l_1281 = info.static_meta[u32(5)];
let l_1282 = l_1281 * u32(1);
let l_1283 = l_1282 - u32(1);
let l_1284 = min(u32(1), l_1283);
let l_1285 = &buffer_5_global[l_1284];
let l_1030 = l_1285;
let l_1031 = atomicAdd(l_1030, l_mut_370);}
let l_1032 = l_mut_293 > u32(0);
if l_1032 {
let l_1286 = info.static_meta[u32(5)];
let l_1287 = l_1286 * u32(1);
let l_1288 = l_1287 - u32(1);
let l_1289 = min(u32(2), l_1288);
let l_1290 = &buffer_5_global[l_1289];
let l_1033 = l_1290;
let l_1034 = atomicAdd(l_1033, l_mut_293);l_mut_850 = l_1034;

for (var l_mut_1035: u32 = u32(0); l_mut_1035 < u32(8); l_mut_1035++) {
let l_1036 = l_mut_371 >> l_mut_1035;
let l_1037 = l_1036 & u32(1);
let l_1038 = l_1037 == u32(1);
if l_1038 {
let l_1039 = l_mut_1035 * l_422;
let l_1040 = l_1039 + l_422;
let l_1041 = min(l_1040, l_56);
l_mut_849 = l_mut_850;

for (var l_mut_1042: u32 = l_1039; l_mut_1042 < l_1041; l_mut_1042++) {
let l_1043 = u64(l_mut_1042);
let l_1044 = l_66 * l_1043;
let l_1045 = l_75 + l_1044;
let l_1046 = u64(u32(0));
l_mut_397 = l_1046;
let l_1047 = l_mut_1042 < u32(65536);
if l_1047 {
let l_1048 = l_mut_1042 * l_mut_1042;
let l_1049 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_1050 = l_1049 == u64(1);
l_mut_290 = l_84;
if l_1050 {
let l_1051 = u64(u32(0));
let l_1052 = l_1051 - l_84;
l_mut_290 = l_1052;
}
let l_1053 = u64(l_1048);
let l_1054 = l_mut_290 & u64(4294967295);
let l_1055 = l_1054 * l_1053;
let l_1056 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_1057 = l_1056 * l_1053;
let l_1058 = l_1057 << u32(bitcast<u64>(u64(32)));
let l_1059 = l_1055 + l_1058;
let l_1060 = l_1057 >> u32(bitcast<u64>(u64(32)));
let l_1061 = l_1059 < l_1055;
let l_1062 = u64(l_1061);
let l_1063 = l_1060 + l_1062;
l_mut_290 = l_1059;
let l_1064 = l_24 == u32(64);
if l_1064 {
l_mut_290 = l_1063;
} else {
let l_1065 = l_24 > u32(0);
if l_1065 {
let l_1066 = u32(64) - l_24;
let l_1067 = u64(l_1066);
let l_1068 = l_1063 << u32(bitcast<u64>(l_1067));
let l_1069 = u64(l_24);
let l_1070 = l_1059 >> u32(bitcast<u64>(l_1069));
let l_1071 = l_1068 | l_1070;
l_mut_290 = l_1071;
}
}
l_mut_273 = l_mut_290;
if l_1050 {
let l_1072 = u64(u32(0));
let l_1073 = l_1072 - l_mut_273;
l_mut_273 = l_1073;
}
l_mut_397 = l_mut_273;
} else {
let l_1074 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_1075 = l_1074 == u64(1);
l_mut_290 = l_84;
if l_1075 {
let l_1076 = u64(u32(0));
let l_1077 = l_1076 - l_84;
l_mut_290 = l_1077;
}
let l_1078 = u64(l_mut_1042);
let l_1079 = l_mut_290 & u64(4294967295);
let l_1080 = l_1079 * l_1078;
let l_1081 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_1082 = l_1081 * l_1078;
let l_1083 = l_1082 << u32(bitcast<u64>(u64(32)));
let l_1084 = l_1080 + l_1083;
let l_1085 = l_1082 >> u32(bitcast<u64>(u64(32)));
let l_1086 = l_1084 < l_1080;
let l_1087 = u64(l_1086);
let l_1088 = l_1085 + l_1087;
l_mut_273 = l_1084;
let l_1089 = u32(0) == u32(64);
if l_1089 {
l_mut_273 = l_1088;
} else {
let l_1090 = u32(0) > u32(0);
if l_1090 {
let l_1091 = u64(u32(64));
let l_1092 = l_1088 << u32(bitcast<u64>(l_1091));
let l_1093 = u64(u32(0));
let l_1094 = l_1084 >> u32(bitcast<u64>(l_1093));
let l_1095 = l_1092 | l_1094;
l_mut_273 = l_1095;
}
}
let l_1096 = u64(l_mut_1042);
let l_1097 = l_mut_290 & u64(4294967295);
let l_1098 = l_1097 * l_1096;
let l_1099 = l_mut_290 >> u32(bitcast<u64>(u64(32)));
let l_1100 = l_1099 * l_1096;
let l_1101 = l_1100 << u32(bitcast<u64>(u64(32)));
let l_1102 = l_1098 + l_1101;
let l_1103 = l_1100 >> u32(bitcast<u64>(u64(32)));
let l_1104 = l_1102 < l_1098;
let l_1105 = u64(l_1104);
let l_1106 = l_1103 + l_1105;
l_mut_290 = l_1102;
let l_1107 = u32(64) == u32(64);
if l_1107 {
l_mut_290 = l_1106;
} else {
let l_1108 = u32(64) > u32(0);
if l_1108 {
let l_1109 = u64(u32(0));
let l_1110 = l_1106 << u32(bitcast<u64>(l_1109));
let l_1111 = u64(u32(64));
let l_1112 = l_1102 >> u32(bitcast<u64>(l_1111));
let l_1113 = l_1110 | l_1112;
l_mut_290 = l_1113;
}
}
let l_1114 = u64(l_mut_1042);
let l_1115 = l_mut_273 & u64(4294967295);
let l_1116 = l_1115 * l_1114;
let l_1117 = l_mut_273 >> u32(bitcast<u64>(u64(32)));
let l_1118 = l_1117 * l_1114;
let l_1119 = l_1118 << u32(bitcast<u64>(u64(32)));
let l_1120 = l_1116 + l_1119;
let l_1121 = l_1118 >> u32(bitcast<u64>(u64(32)));
let l_1122 = l_1120 < l_1116;
let l_1123 = u64(l_1122);
let l_1124 = l_1121 + l_1123;
l_mut_194 = l_1120;
let l_1125 = u32(0) == u32(64);
if l_1125 {
l_mut_194 = l_1124;
} else {
let l_1126 = u32(0) > u32(0);
if l_1126 {
let l_1127 = u64(u32(64));
let l_1128 = l_1124 << u32(bitcast<u64>(l_1127));
let l_1129 = u64(u32(0));
let l_1130 = l_1120 >> u32(bitcast<u64>(l_1129));
let l_1131 = l_1128 | l_1130;
l_mut_194 = l_1131;
}
}
let l_1132 = u64(l_mut_1042);
let l_1133 = l_mut_273 & u64(4294967295);
let l_1134 = l_1133 * l_1132;
let l_1135 = l_mut_273 >> u32(bitcast<u64>(u64(32)));
let l_1136 = l_1135 * l_1132;
let l_1137 = l_1136 << u32(bitcast<u64>(u64(32)));
let l_1138 = l_1134 + l_1137;
let l_1139 = l_1136 >> u32(bitcast<u64>(u64(32)));
let l_1140 = l_1138 < l_1134;
let l_1141 = u64(l_1140);
let l_1142 = l_1139 + l_1141;
l_mut_273 = l_1138;
let l_1143 = u32(64) == u32(64);
if l_1143 {
l_mut_273 = l_1142;
} else {
let l_1144 = u32(64) > u32(0);
if l_1144 {
let l_1145 = u64(u32(0));
let l_1146 = l_1142 << u32(bitcast<u64>(l_1145));
let l_1147 = u64(u32(64));
let l_1148 = l_1138 >> u32(bitcast<u64>(l_1147));
let l_1149 = l_1146 | l_1148;
l_mut_273 = l_1149;
}
}
let l_1150 = u64(l_mut_1042);
let l_1151 = l_mut_290 * l_1150;
let l_1152 = l_mut_273 + l_1151;
l_mut_397 = l_mut_194;
let l_1153 = l_24 == u32(64);
if l_1153 {
l_mut_397 = l_1152;
} else {
let l_1154 = l_24 > u32(0);
if l_1154 {
let l_1155 = u32(64) - l_24;
let l_1156 = u64(l_1155);
let l_1157 = l_1152 << u32(bitcast<u64>(l_1156));
let l_1158 = u64(l_24);
let l_1159 = l_mut_194 >> u32(bitcast<u64>(l_1158));
let l_1160 = l_1157 + l_1159;
l_mut_397 = l_1160;
}
}
if l_1075 {
let l_1161 = u64(u32(0));
let l_1162 = l_1161 - l_mut_397;
l_mut_397 = l_1162;
}
}
let l_1163 = l_1045 + l_mut_397;
let l_1164 = u64(u32(0));
let l_1165 = l_1164 - l_1163;
l_mut_397 = l_1165;
let l_1166 = l_1163 < l_mut_397;
if l_1166 {
l_mut_397 = l_1163;
}
let l_1167 = l_mut_397 < l_33;
if l_1167 {
let l_1168 = l_mut_849 * u32(2);
let l_1169 = l_1168 + u32(1);
let l_1170 = info.static_meta[u32(10)];
let l_1171 = l_1169 < l_1170;
if l_1171 {
let l_1291 = info.static_meta[u32(4)];
let l_1292 = l_1291 * u32(1);
let l_1293 = l_1168 < l_1292;
if l_1293 {
buffer_4_global[l_1168] = id;
}
let l_1172 = l_1168 + u32(1);
let l_1294 = info.static_meta[u32(4)];
let l_1295 = l_1294 * u32(1);
let l_1296 = l_1172 < l_1295;
if l_1296 {
buffer_4_global[l_1172] = l_mut_1042;
}
}
l_mut_849 = l_mut_849 + u32(1);
}
}
l_mut_850 = l_mut_849;
}
}
}
}
}
}
