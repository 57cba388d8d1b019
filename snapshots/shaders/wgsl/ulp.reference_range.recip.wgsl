@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f64>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<u32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<f64>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<u32>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<u32>;

struct info_st {
   static_meta: array<u32, 16>,
}

@group(0)
@binding(8)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn reference_range(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
var a_8: array<u32, 65>;

var a_9: array<f64, 10>;

var a_182: array<u32, 1>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_160: bool;
var l_mut_183: u32;
var l_mut_199: u32;
var l_mut_22: f32;
var l_mut_237: u32;
var l_mut_26: f64;
var l_mut_282: bool;
var l_mut_285: bool;
var l_mut_288: bool;
var l_mut_291: bool;
var l_mut_35: f64;
var l_mut_48: f64;
var l_mut_57: f64;
var l_mut_62: u32;
let l_0 = id == u32(0);
if l_0 {
let l_1241 = info.static_meta[u32(7)];
let l_1242 = l_1241 * u32(1);
let l_1243 = u32(0) < l_1242;
if l_1243 {
buffer_7_global[u32(0)] = u32(1);
}
}
let l_1227 = info.static_meta[u32(0)];
let l_1228 = l_1227 * u32(1);
let l_1229 = u32(1) < l_1228;
let l_1230 = l_1228 - u32(1);
let l_1231 = min(u32(1), l_1230);
let l_1232 = buffer_0_global[l_1231];
let l_1233 = select(u32(0), l_1232, l_1229);
let l_1 = l_1233;
let l_2 = id * l_1;
let l_1234 = info.static_meta[u32(0)];
let l_1235 = l_1234 * u32(1);
let l_1236 = u32(2) < l_1235;
let l_1237 = l_1235 - u32(1);
let l_1238 = min(u32(2), l_1237);
let l_1239 = buffer_0_global[l_1238];
let l_1240 = select(u32(0), l_1239, l_1236);
let l_3 = l_1240;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_1244 = info.static_meta[u32(0)];
let l_1245 = l_1244 * u32(1);
let l_1246 = u32(2) < l_1245;
let l_1247 = l_1245 - u32(1);
let l_1248 = min(u32(2), l_1247);
let l_1249 = buffer_0_global[l_1248];
let l_1250 = select(u32(0), l_1249, l_1246);
let l_6 = l_1250;
let l_7 = min(l_5, l_6);

for (var l_mut_11: u32 = u32(0); l_mut_11 < u32(45); l_mut_11++) {
a_8[l_mut_11] = u32(0);
}

for (var l_mut_12: u32 = u32(0); l_mut_12 < u32(10); l_mut_12++) {
let l_13 = u32(2) * l_mut_12;
let l_14 = u32(45) + l_13;
a_8[l_14] = u32(4294967295);
let l_15 = u32(2) * l_mut_12;
let l_16 = u32(45) + l_15;
let l_17 = l_16 + u32(1);
a_8[l_17] = u32(0);
a_9[l_mut_12] = f64(0.0);
}

for (var l_mut_18: u32 = l_2; l_mut_18 < l_7; l_mut_18++) {
let l_1251 = info.static_meta[u32(0)];
let l_1252 = l_1251 * u32(1);
let l_1253 = u32(0) < l_1252;
let l_1254 = l_1252 - u32(1);
let l_1255 = min(u32(0), l_1254);
let l_1256 = buffer_0_global[l_1255];
let l_1257 = select(u32(0), l_1256, l_1253);
let l_19 = l_1257;
let l_20 = l_19 + l_mut_18;
let l_21 = bitcast<f32>(l_20);
l_mut_22 = l_21;
let l_23 = f32(1.0) / l_21;l_mut_22 = l_23;
let l_24 = bitcast<u32>(l_21);
let l_25 = f64(l_21);
l_mut_26 = l_25;
let l_27 = l_24 & u32(2139095040);
let l_28 = l_27 == u32(0);
if l_28 {
let l_29 = l_24 & u32(8388607);
let l_30 = f64(l_29);
let l_31 = l_30 * f64(1.401298464324817e-45);
l_mut_26 = l_31;
let l_32 = l_24 >> u32(31);
let l_33 = l_32 == u32(1);
if l_33 {
let l_34 = -l_mut_26;
l_mut_26 = l_34;
}
}
l_mut_35 = l_mut_26;
let l_36 = bitcast<u32>(l_21);
let l_37 = f64(l_21);
l_mut_26 = l_37;
let l_38 = l_36 & u32(2139095040);
let l_39 = l_38 == u32(0);
if l_39 {
let l_40 = l_36 & u32(8388607);
let l_41 = f64(l_40);
let l_42 = l_41 * f64(1.401298464324817e-45);
l_mut_26 = l_42;
let l_43 = l_36 >> u32(31);
let l_44 = l_43 == u32(1);
if l_44 {
let l_45 = -l_mut_26;
l_mut_26 = l_45;
}
}
let l_46 = bitcast<u32>(l_21);
let l_47 = f64(l_21);
l_mut_48 = l_47;
let l_49 = l_46 & u32(2139095040);
let l_50 = l_49 == u32(0);
if l_50 {
let l_51 = l_46 & u32(8388607);
let l_52 = f64(l_51);
let l_53 = l_52 * f64(1.401298464324817e-45);
l_mut_48 = l_53;
let l_54 = l_46 >> u32(31);
let l_55 = l_54 == u32(1);
if l_55 {
let l_56 = -l_mut_48;
l_mut_48 = l_56;
}
}
l_mut_57 = l_mut_35;
let l_58 = f64(1.0) / l_mut_35;l_mut_57 = l_58;
l_mut_35 = l_mut_57;
let l_1258 = info.static_meta[u32(3)];
let l_1259 = l_1258 * u32(1);
let l_1260 = u32(1024) < l_1259;
let l_1261 = l_1259 - u32(1);
let l_1262 = min(u32(1024), l_1261);
let l_1263 = buffer_3_global[l_1262];
let l_1264 = select(u32(0), l_1263, l_1260);
let l_59 = l_1264;
let l_60 = bitcast<f32>(l_59);
let l_61 = f64(l_60);
l_mut_62 = u32(4294967294);
let l_63 = bitcast<u32>(l_mut_22);
let l_64 = bitcast<u32>(l_21);
let l_65 = l_64 & u32(2139095040);
let l_66 = l_65 != u32(2139095040);
let l_67 = l_65 == u32(0);
let l_68 = bitcast<u32>(l_21);
let l_69 = l_68 & u32(8388607);
let l_70 = l_69 != u32(0);
let l_71 = l_67 && l_70;
let l_72 = abs(l_mut_35);
let l_73 = l_mut_35 < f64(0.0);
let l_74 = u32(l_73);
let l_75 = u32(2147483648) * l_74;
if l_71 {
} else {
let l_76 = is_nan_1_f64(l_mut_35);if l_76 {
let l_77 = l_63 & u32(2147483647);
let l_78 = l_77 > u32(2139095040);
if l_78 {
l_mut_62 = u32(4294967293);
}
} else {
let l_79 = l_72 >= f64(3.402823669209385e38);
let l_80 = !l_66;
let l_81 = l_72 == f64(0.0);
let l_82 = l_80 && l_81;
let l_83 = l_79 || l_82;
if l_83 {
let l_84 = l_72 >= f64(3.402823669209385e38);
let l_85 = u32(l_84);
let l_86 = u32(2139095040) * l_85;
let l_87 = l_86 | l_75;
let l_88 = l_63 == l_87;
let l_89 = l_63 | l_87;
let l_90 = l_89 & u32(2147483647);
let l_91 = l_90 == u32(0);
let l_92 = l_88 || l_91;
if l_92 {
l_mut_62 = u32(4294967293);
}
} else {
let l_93 = l_72 >= f64(2.350988701644575e-38);
let l_94 = l_66 && l_93;
let l_95 = l_72 < f64(3.4028234663852886e38);
let l_96 = l_94 && l_95;
if l_96 {
let l_97 = f32(l_72);
let l_98 = bitcast<u32>(l_97);
let l_99 = bitcast<f32>(l_98);
let l_100 = f64(l_99);
let l_101 = l_72 - l_100;
let l_102 = l_98 + u32(1);
let l_103 = l_101 < f64(0.0);
let l_104 = u32(l_103);
let l_105 = u32(2) * l_104;
let l_106 = l_102 - l_105;
let l_107 = bitcast<f32>(l_106);
let l_108 = f64(l_107);
let l_109 = l_108 - l_100;
let l_110 = abs(l_109);
let l_111 = l_110 * f64(0.5);
let l_112 = abs(l_101);
let l_113 = l_111 - l_112;
let l_114 = l_72 * f64(9.094947017729282e-13);
let l_115 = l_113 > l_114;
if l_115 {
let l_116 = l_98 | l_75;
l_mut_62 = l_116;
}
} else {
let l_117 = l_72 < f64(2.350988701644575e-38);
let l_118 = l_66 && l_117;
if l_118 {
let l_119 = l_72 * f64(7.1362384635298e44);
let l_120 = floor(l_119);
let l_121 = l_119 - l_120;
let l_122 = l_121 - f64(0.5);
let l_123 = abs(l_122);
let l_124 = l_119 * f64(9.094947017729282e-13);
let l_125 = l_123 > l_124;
if l_125 {
let l_126 = l_121 > f64(0.5);
let l_127 = f64(l_126);
let l_128 = l_120 + l_127;
let l_129 = u32(l_128);
let l_130 = l_129 | l_75;
l_mut_62 = l_130;
}
}
}
}
}
}
let l_131 = bitcast<u32>(l_mut_22);
let l_132 = l_131 & u32(2147483647);
let l_133 = l_132 > u32(2139095040);
let l_134 = l_131 & u32(2147483647);
let l_135 = l_134 == u32(0);
let l_136 = l_131 & u32(2147483647);
let l_137 = f64(l_136);
let l_138 = l_131 >> u32(31);
let l_139 = f64(l_138);
let l_140 = f64(2.0) * l_139;
let l_141 = f64(1.0) - l_140;
let l_142 = l_137 * l_141;
let l_143 = l_mut_62 & u32(2147483647);
let l_144 = f64(l_143);
let l_145 = l_mut_62 >> u32(31);
let l_146 = f64(l_145);
let l_147 = f64(2.0) * l_146;
let l_148 = f64(1.0) - l_147;
let l_149 = l_144 * l_148;
let l_150 = l_142 - l_149;
let l_151 = l_mut_62 & u32(2139095040);
let l_152 = l_151 == u32(0);
let l_153 = l_mut_62 < u32(4294967293);
let l_154 = l_150 == f64(0.0);
let l_155 = l_135 && l_152;
let l_156 = l_133 || l_155;
let l_157 = !l_156;
let l_158 = l_154 || l_157;
let l_159 = l_153 && l_158;
l_mut_160 = l_159;
let l_161 = l_150 != f64(0.0);
let l_162 = l_mut_160 && l_161;
if l_162 {

for (var l_mut_163: u32 = u32(0); l_mut_163 < u32(8); l_mut_163++) {
let l_164 = u32(2) * l_mut_163;
let l_1265 = info.static_meta[u32(1)];
let l_1266 = l_1265 * u32(1);
let l_1267 = l_164 < l_1266;
let l_1268 = l_1266 - u32(1);
let l_1269 = min(l_164, l_1268);
let l_1270 = buffer_1_global[l_1269];
let l_1271 = select(u32(0), l_1270, l_1267);
let l_165 = l_1271;
let l_166 = u32(2) * l_mut_163;
let l_167 = l_166 + u32(1);
let l_1272 = info.static_meta[u32(1)];
let l_1273 = l_1272 * u32(1);
let l_1274 = l_167 < l_1273;
let l_1275 = l_1273 - u32(1);
let l_1276 = min(l_167, l_1275);
let l_1277 = buffer_1_global[l_1276];
let l_1278 = select(u32(0), l_1277, l_1274);
let l_168 = l_1278;
let l_169 = l_168 != u32(0);
let l_170 = l_mut_163 * u32(4);
let l_1279 = info.static_meta[u32(2)];
let l_1280 = l_1279 * u32(1);
let l_1281 = l_170 < l_1280;
let l_1282 = l_1280 - u32(1);
let l_1283 = min(l_170, l_1282);
let l_1284 = buffer_2_global[l_1283];
let l_1285 = select(f64(0.0), l_1284, l_1281);
let l_171 = l_1285;
let l_172 = l_mut_163 * u32(4);
let l_173 = l_172 + u32(1);
let l_1286 = info.static_meta[u32(2)];
let l_1287 = l_1286 * u32(1);
let l_1288 = l_173 < l_1287;
let l_1289 = l_1287 - u32(1);
let l_1290 = min(l_173, l_1289);
let l_1291 = buffer_2_global[l_1290];
let l_1292 = select(f64(0.0), l_1291, l_1288);
let l_174 = l_1292;
let l_175 = l_mut_163 * u32(4);
let l_176 = l_175 + u32(2);
let l_1293 = info.static_meta[u32(2)];
let l_1294 = l_1293 * u32(1);
let l_1295 = l_176 < l_1294;
let l_1296 = l_1294 - u32(1);
let l_1297 = min(l_176, l_1296);
let l_1298 = buffer_2_global[l_1297];
let l_1299 = select(f64(0.0), l_1298, l_1295);
let l_177 = l_1299;
let l_178 = f64(l_21);
let l_179 = abs(l_178);
let l_180 = abs(l_mut_35);
let l_181 = l_180 * f64(1.4551915228366852e-11);
a_182[u32(0)] = u32(1);
l_mut_183 = u32(2);
let l_184 = l_165 == u32(0);
if l_184 {
l_mut_183 = u32(0);
} else {
let l_185 = l_165 == u32(1);
if l_185 {
l_mut_183 = u32(1);
let l_186 = abs(l_150);
let l_187 = l_186 <= l_171;
if l_187 {
l_mut_183 = u32(0);
}
} else {
let l_188 = l_165 == u32(2);
if l_188 {
let l_189 = abs(l_mut_35);
l_mut_57 = f64(1.401298464324817e-45);
let l_190 = l_189 >= f64(1.1754943508222875e-38);
let l_191 = l_189 <= f64(1.7976931348623157e308);
let l_192 = l_190 && l_191;
if l_192 {
let l_193 = bitcast<u64>(l_189);
let l_194 = l_193 >> u32(bitcast<u64>(u64(52)));
let l_195 = l_194 - u64(23);
let l_196 = l_195 << u32(bitcast<u64>(u64(52)));
let l_197 = bitcast<f64>(l_196);
l_mut_57 = l_197;
}
let l_198 = l_171 * l_mut_57;
l_mut_199 = u32(2);
let l_200 = l_mut_35 - l_181;
let l_201 = abs(l_200);
l_mut_57 = f64(1.401298464324817e-45);
let l_202 = l_201 >= f64(1.1754943508222875e-38);
let l_203 = l_201 <= f64(1.7976931348623157e308);
let l_204 = l_202 && l_203;
if l_204 {
let l_205 = bitcast<u64>(l_201);
let l_206 = l_205 >> u32(bitcast<u64>(u64(52)));
let l_207 = l_206 - u64(23);
let l_208 = l_207 << u32(bitcast<u64>(u64(52)));
let l_209 = bitcast<f64>(l_208);
l_mut_57 = l_209;
}
let l_210 = l_mut_35 + l_181;
let l_211 = abs(l_210);
l_mut_48 = f64(1.401298464324817e-45);
let l_212 = l_211 >= f64(1.1754943508222875e-38);
let l_213 = l_211 <= f64(1.7976931348623157e308);
let l_214 = l_212 && l_213;
if l_214 {
let l_215 = bitcast<u64>(l_211);
let l_216 = l_215 >> u32(bitcast<u64>(u64(52)));
let l_217 = l_216 - u64(23);
let l_218 = l_217 << u32(bitcast<u64>(u64(52)));
let l_219 = bitcast<f64>(l_218);
l_mut_48 = l_219;
}
let l_220 = l_mut_57 == l_mut_48;
if l_220 {
let l_221 = l_198 * f64(1.4551915228366852e-11);
let l_222 = l_181 + l_221;
let l_223 = l_mut_35 - l_198;
let l_224 = l_mut_35 + l_198;
let l_225 = bitcast<u32>(l_mut_22);
let l_226 = f64(l_mut_22);
l_mut_57 = l_226;
let l_227 = l_225 & u32(2139095040);
let l_228 = l_227 == u32(0);
if l_228 {
let l_229 = l_225 & u32(8388607);
let l_230 = f64(l_229);
let l_231 = l_230 * f64(1.401298464324817e-45);
l_mut_57 = l_231;
let l_232 = l_225 >> u32(31);
let l_233 = l_232 == u32(1);
if l_233 {
let l_234 = -l_mut_57;
l_mut_57 = l_234;
}
}
let l_235 = bitcast<u32>(l_mut_22);
let l_236 = l_235 + u32(1);
l_mut_237 = l_236;
let l_238 = l_235 & u32(2147483647);
let l_239 = l_238 == u32(0);
if l_239 {
l_mut_237 = u32(1);
} else {
let l_240 = l_235 & u32(2147483648);
let l_241 = l_240 != u32(0);
if l_241 {
let l_242 = l_235 - u32(1);
l_mut_237 = l_242;
} else {
let l_243 = l_235 == u32(2139095040);
if l_243 {
l_mut_237 = l_235;
}
}
}
let l_244 = bitcast<f32>(l_mut_237);
let l_245 = bitcast<u32>(l_244);
let l_246 = f64(l_244);
l_mut_48 = l_246;
let l_247 = l_245 & u32(2139095040);
let l_248 = l_247 == u32(0);
if l_248 {
let l_249 = l_245 & u32(8388607);
let l_250 = f64(l_249);
let l_251 = l_250 * f64(1.401298464324817e-45);
l_mut_48 = l_251;
let l_252 = l_245 >> u32(31);
let l_253 = l_252 == u32(1);
if l_253 {
let l_254 = -l_mut_48;
l_mut_48 = l_254;
}
}
let l_255 = bitcast<u32>(l_mut_22);
let l_256 = l_255 ^ u32(2147483648);
let l_257 = bitcast<f32>(l_256);
let l_258 = bitcast<u32>(l_257);
let l_259 = l_258 + u32(1);
l_mut_237 = l_259;
let l_260 = l_258 & u32(2147483647);
let l_261 = l_260 == u32(0);
if l_261 {
l_mut_237 = u32(1);
} else {
let l_262 = l_258 & u32(2147483648);
let l_263 = l_262 != u32(0);
if l_263 {
let l_264 = l_258 - u32(1);
l_mut_237 = l_264;
} else {
let l_265 = l_258 == u32(2139095040);
if l_265 {
l_mut_237 = l_258;
}
}
}
let l_266 = bitcast<f32>(l_mut_237);
let l_267 = bitcast<u32>(l_266);
let l_268 = l_267 ^ u32(2147483648);
let l_269 = bitcast<f32>(l_268);
let l_270 = bitcast<u32>(l_269);
let l_271 = f64(l_269);
l_mut_26 = l_271;
let l_272 = l_270 & u32(2139095040);
let l_273 = l_272 == u32(0);
if l_273 {
let l_274 = l_270 & u32(8388607);
let l_275 = f64(l_274);
let l_276 = l_275 * f64(1.401298464324817e-45);
l_mut_26 = l_276;
let l_277 = l_270 >> u32(31);
let l_278 = l_277 == u32(1);
if l_278 {
let l_279 = -l_mut_26;
l_mut_26 = l_279;
}
}
let l_280 = l_223 + l_222;
let l_281 = l_280 <= l_mut_57;
l_mut_282 = l_281;
let l_283 = l_223 - l_222;
let l_284 = l_283 > l_mut_57;
l_mut_285 = l_284;
let l_286 = l_224 - l_222;
let l_287 = l_286 >= l_mut_57;
l_mut_288 = l_287;
let l_289 = l_224 + l_222;
let l_290 = l_289 < l_mut_57;
l_mut_291 = l_290;
if l_169 {
let l_292 = l_223 + l_222;
let l_293 = l_292 < l_mut_48;
l_mut_282 = l_293;
let l_294 = l_223 - l_222;
let l_295 = l_294 >= l_mut_48;
l_mut_285 = l_295;
let l_296 = l_224 - l_222;
let l_297 = l_296 > l_mut_26;
l_mut_288 = l_297;
let l_298 = l_224 + l_222;
let l_299 = l_298 <= l_mut_26;
l_mut_291 = l_299;
}
l_mut_237 = u32(2);
let l_300 = l_mut_285 || l_mut_291;
if l_300 {
l_mut_237 = u32(1);
} else {
let l_301 = l_mut_282 && l_mut_288;
if l_301 {
l_mut_237 = u32(0);
}
}
let l_302 = bitcast<u32>(l_mut_22);
let l_303 = l_302 & u32(2147483647);
let l_304 = l_303 == u32(0);
if l_304 {
let l_305 = l_223 + l_222;
let l_306 = l_305 < f64(1.1754943508222875e-38);
let l_307 = l_224 - l_222;
let l_308 = l_307 > f64(-1.1754943508222875e-38);
let l_309 = l_306 && l_308;
let l_310 = l_223 - l_222;
let l_311 = l_310 < f64(1.1754943508222875e-38);
let l_312 = l_224 + l_222;
let l_313 = l_312 > f64(-1.1754943508222875e-38);
let l_314 = l_311 && l_313;
if l_309 {
l_mut_237 = u32(0);
} else {
let l_315 = l_mut_237 == u32(1);
let l_316 = l_314 && l_315;
if l_316 {
l_mut_237 = u32(2);
}
}
}
l_mut_199 = l_mut_237;
}
l_mut_183 = l_mut_199;
} else {
let l_317 = l_165 == u32(3);
if l_317 {
l_mut_183 = u32(0);
let l_318 = l_179 >= f64(1.1754943508222875e-38);
let l_319 = l_179 <= f64(8.507059173023462e37);
let l_320 = l_318 && l_319;
if l_320 {
let l_321 = abs(l_mut_35);
l_mut_57 = f64(1.401298464324817e-45);
let l_322 = l_321 >= f64(1.1754943508222875e-38);
let l_323 = l_321 <= f64(1.7976931348623157e308);
let l_324 = l_322 && l_323;
if l_324 {
let l_325 = bitcast<u64>(l_321);
let l_326 = l_325 >> u32(bitcast<u64>(u64(52)));
let l_327 = l_326 - u64(23);
let l_328 = l_327 << u32(bitcast<u64>(u64(52)));
let l_329 = bitcast<f64>(l_328);
l_mut_57 = l_329;
}
let l_330 = l_171 * l_mut_57;
l_mut_237 = u32(2);
let l_331 = l_mut_35 - l_181;
let l_332 = abs(l_331);
l_mut_57 = f64(1.401298464324817e-45);
let l_333 = l_332 >= f64(1.1754943508222875e-38);
let l_334 = l_332 <= f64(1.7976931348623157e308);
let l_335 = l_333 && l_334;
if l_335 {
let l_336 = bitcast<u64>(l_332);
let l_337 = l_336 >> u32(bitcast<u64>(u64(52)));
let l_338 = l_337 - u64(23);
let l_339 = l_338 << u32(bitcast<u64>(u64(52)));
let l_340 = bitcast<f64>(l_339);
l_mut_57 = l_340;
}
let l_341 = l_mut_35 + l_181;
let l_342 = abs(l_341);
l_mut_48 = f64(1.401298464324817e-45);
let l_343 = l_342 >= f64(1.1754943508222875e-38);
let l_344 = l_342 <= f64(1.7976931348623157e308);
let l_345 = l_343 && l_344;
if l_345 {
let l_346 = bitcast<u64>(l_342);
let l_347 = l_346 >> u32(bitcast<u64>(u64(52)));
let l_348 = l_347 - u64(23);
let l_349 = l_348 << u32(bitcast<u64>(u64(52)));
let l_350 = bitcast<f64>(l_349);
l_mut_48 = l_350;
}
let l_351 = l_mut_57 == l_mut_48;
if l_351 {
let l_352 = l_330 * f64(1.4551915228366852e-11);
let l_353 = l_181 + l_352;
let l_354 = l_mut_35 - l_330;
let l_355 = l_mut_35 + l_330;
let l_356 = bitcast<u32>(l_mut_22);
let l_357 = f64(l_mut_22);
l_mut_57 = l_357;
let l_358 = l_356 & u32(2139095040);
let l_359 = l_358 == u32(0);
if l_359 {
let l_360 = l_356 & u32(8388607);
let l_361 = f64(l_360);
let l_362 = l_361 * f64(1.401298464324817e-45);
l_mut_57 = l_362;
let l_363 = l_356 >> u32(31);
let l_364 = l_363 == u32(1);
if l_364 {
let l_365 = -l_mut_57;
l_mut_57 = l_365;
}
}
let l_366 = bitcast<u32>(l_mut_22);
let l_367 = l_366 + u32(1);
l_mut_199 = l_367;
let l_368 = l_366 & u32(2147483647);
let l_369 = l_368 == u32(0);
if l_369 {
l_mut_199 = u32(1);
} else {
let l_370 = l_366 & u32(2147483648);
let l_371 = l_370 != u32(0);
if l_371 {
let l_372 = l_366 - u32(1);
l_mut_199 = l_372;
} else {
let l_373 = l_366 == u32(2139095040);
if l_373 {
l_mut_199 = l_366;
}
}
}
let l_374 = bitcast<f32>(l_mut_199);
let l_375 = bitcast<u32>(l_374);
let l_376 = f64(l_374);
l_mut_48 = l_376;
let l_377 = l_375 & u32(2139095040);
let l_378 = l_377 == u32(0);
if l_378 {
let l_379 = l_375 & u32(8388607);
let l_380 = f64(l_379);
let l_381 = l_380 * f64(1.401298464324817e-45);
l_mut_48 = l_381;
let l_382 = l_375 >> u32(31);
let l_383 = l_382 == u32(1);
if l_383 {
let l_384 = -l_mut_48;
l_mut_48 = l_384;
}
}
let l_385 = bitcast<u32>(l_mut_22);
let l_386 = l_385 ^ u32(2147483648);
let l_387 = bitcast<f32>(l_386);
let l_388 = bitcast<u32>(l_387);
let l_389 = l_388 + u32(1);
l_mut_199 = l_389;
let l_390 = l_388 & u32(2147483647);
let l_391 = l_390 == u32(0);
if l_391 {
l_mut_199 = u32(1);
} else {
let l_392 = l_388 & u32(2147483648);
let l_393 = l_392 != u32(0);
if l_393 {
let l_394 = l_388 - u32(1);
l_mut_199 = l_394;
} else {
let l_395 = l_388 == u32(2139095040);
if l_395 {
l_mut_199 = l_388;
}
}
}
let l_396 = bitcast<f32>(l_mut_199);
let l_397 = bitcast<u32>(l_396);
let l_398 = l_397 ^ u32(2147483648);
let l_399 = bitcast<f32>(l_398);
let l_400 = bitcast<u32>(l_399);
let l_401 = f64(l_399);
l_mut_26 = l_401;
let l_402 = l_400 & u32(2139095040);
let l_403 = l_402 == u32(0);
if l_403 {
let l_404 = l_400 & u32(8388607);
let l_405 = f64(l_404);
let l_406 = l_405 * f64(1.401298464324817e-45);
l_mut_26 = l_406;
let l_407 = l_400 >> u32(31);
let l_408 = l_407 == u32(1);
if l_408 {
let l_409 = -l_mut_26;
l_mut_26 = l_409;
}
}
let l_410 = l_354 + l_353;
let l_411 = l_410 <= l_mut_57;
l_mut_291 = l_411;
let l_412 = l_354 - l_353;
let l_413 = l_412 > l_mut_57;
l_mut_288 = l_413;
let l_414 = l_355 - l_353;
let l_415 = l_414 >= l_mut_57;
l_mut_285 = l_415;
let l_416 = l_355 + l_353;
let l_417 = l_416 < l_mut_57;
l_mut_282 = l_417;
if l_169 {
let l_418 = l_354 + l_353;
let l_419 = l_418 < l_mut_48;
l_mut_291 = l_419;
let l_420 = l_354 - l_353;
let l_421 = l_420 >= l_mut_48;
l_mut_288 = l_421;
let l_422 = l_355 - l_353;
let l_423 = l_422 > l_mut_26;
l_mut_285 = l_423;
let l_424 = l_355 + l_353;
let l_425 = l_424 <= l_mut_26;
l_mut_282 = l_425;
}
l_mut_199 = u32(2);
let l_426 = l_mut_288 || l_mut_282;
if l_426 {
l_mut_199 = u32(1);
} else {
let l_427 = l_mut_291 && l_mut_285;
if l_427 {
l_mut_199 = u32(0);
}
}
let l_428 = bitcast<u32>(l_mut_22);
let l_429 = l_428 & u32(2147483647);
let l_430 = l_429 == u32(0);
if l_430 {
let l_431 = l_354 + l_353;
let l_432 = l_431 < f64(1.1754943508222875e-38);
let l_433 = l_355 - l_353;
let l_434 = l_433 > f64(-1.1754943508222875e-38);
let l_435 = l_432 && l_434;
let l_436 = l_354 - l_353;
let l_437 = l_436 < f64(1.1754943508222875e-38);
let l_438 = l_355 + l_353;
let l_439 = l_438 > f64(-1.1754943508222875e-38);
let l_440 = l_437 && l_439;
if l_435 {
l_mut_199 = u32(0);
} else {
let l_441 = l_mut_199 == u32(1);
let l_442 = l_440 && l_441;
if l_442 {
l_mut_199 = u32(2);
}
}
}
l_mut_237 = l_mut_199;
}
l_mut_183 = l_mut_237;
}
} else {
let l_443 = l_165 == u32(4);
if l_443 {
let l_444 = l_174 * l_179;
let l_445 = l_171 + l_444;
let l_446 = abs(l_mut_35);
l_mut_57 = f64(1.401298464324817e-45);
let l_447 = l_446 >= f64(1.1754943508222875e-38);
let l_448 = l_446 <= f64(1.7976931348623157e308);
let l_449 = l_447 && l_448;
if l_449 {
let l_450 = bitcast<u64>(l_446);
let l_451 = l_450 >> u32(bitcast<u64>(u64(52)));
let l_452 = l_451 - u64(23);
let l_453 = l_452 << u32(bitcast<u64>(u64(52)));
let l_454 = bitcast<f64>(l_453);
l_mut_57 = l_454;
}
let l_455 = l_445 * l_mut_57;
l_mut_237 = u32(2);
let l_456 = l_mut_35 - l_181;
let l_457 = abs(l_456);
l_mut_57 = f64(1.401298464324817e-45);
let l_458 = l_457 >= f64(1.1754943508222875e-38);
let l_459 = l_457 <= f64(1.7976931348623157e308);
let l_460 = l_458 && l_459;
if l_460 {
let l_461 = bitcast<u64>(l_457);
let l_462 = l_461 >> u32(bitcast<u64>(u64(52)));
let l_463 = l_462 - u64(23);
let l_464 = l_463 << u32(bitcast<u64>(u64(52)));
let l_465 = bitcast<f64>(l_464);
l_mut_57 = l_465;
}
let l_466 = l_mut_35 + l_181;
let l_467 = abs(l_466);
l_mut_48 = f64(1.401298464324817e-45);
let l_468 = l_467 >= f64(1.1754943508222875e-38);
let l_469 = l_467 <= f64(1.7976931348623157e308);
let l_470 = l_468 && l_469;
if l_470 {
let l_471 = bitcast<u64>(l_467);
let l_472 = l_471 >> u32(bitcast<u64>(u64(52)));
let l_473 = l_472 - u64(23);
let l_474 = l_473 << u32(bitcast<u64>(u64(52)));
let l_475 = bitcast<f64>(l_474);
l_mut_48 = l_475;
}
let l_476 = l_mut_57 == l_mut_48;
if l_476 {
let l_477 = l_455 * f64(1.4551915228366852e-11);
let l_478 = l_181 + l_477;
let l_479 = l_mut_35 - l_455;
let l_480 = l_mut_35 + l_455;
let l_481 = bitcast<u32>(l_mut_22);
let l_482 = f64(l_mut_22);
l_mut_57 = l_482;
let l_483 = l_481 & u32(2139095040);
let l_484 = l_483 == u32(0);
if l_484 {
let l_485 = l_481 & u32(8388607);
let l_486 = f64(l_485);
let l_487 = l_486 * f64(1.401298464324817e-45);
l_mut_57 = l_487;
let l_488 = l_481 >> u32(31);
let l_489 = l_488 == u32(1);
if l_489 {
let l_490 = -l_mut_57;
l_mut_57 = l_490;
}
}
let l_491 = bitcast<u32>(l_mut_22);
let l_492 = l_491 + u32(1);
l_mut_199 = l_492;
let l_493 = l_491 & u32(2147483647);
let l_494 = l_493 == u32(0);
if l_494 {
l_mut_199 = u32(1);
} else {
let l_495 = l_491 & u32(2147483648);
let l_496 = l_495 != u32(0);
if l_496 {
let l_497 = l_491 - u32(1);
l_mut_199 = l_497;
} else {
let l_498 = l_491 == u32(2139095040);
if l_498 {
l_mut_199 = l_491;
}
}
}
let l_499 = bitcast<f32>(l_mut_199);
let l_500 = bitcast<u32>(l_499);
let l_501 = f64(l_499);
l_mut_48 = l_501;
let l_502 = l_500 & u32(2139095040);
let l_503 = l_502 == u32(0);
if l_503 {
let l_504 = l_500 & u32(8388607);
let l_505 = f64(l_504);
let l_506 = l_505 * f64(1.401298464324817e-45);
l_mut_48 = l_506;
let l_507 = l_500 >> u32(31);
let l_508 = l_507 == u32(1);
if l_508 {
let l_509 = -l_mut_48;
l_mut_48 = l_509;
}
}
let l_510 = bitcast<u32>(l_mut_22);
let l_511 = l_510 ^ u32(2147483648);
let l_512 = bitcast<f32>(l_511);
let l_513 = bitcast<u32>(l_512);
let l_514 = l_513 + u32(1);
l_mut_199 = l_514;
let l_515 = l_513 & u32(2147483647);
let l_516 = l_515 == u32(0);
if l_516 {
l_mut_199 = u32(1);
} else {
let l_517 = l_513 & u32(2147483648);
let l_518 = l_517 != u32(0);
if l_518 {
let l_519 = l_513 - u32(1);
l_mut_199 = l_519;
} else {
let l_520 = l_513 == u32(2139095040);
if l_520 {
l_mut_199 = l_513;
}
}
}
let l_521 = bitcast<f32>(l_mut_199);
let l_522 = bitcast<u32>(l_521);
let l_523 = l_522 ^ u32(2147483648);
let l_524 = bitcast<f32>(l_523);
let l_525 = bitcast<u32>(l_524);
let l_526 = f64(l_524);
l_mut_26 = l_526;
let l_527 = l_525 & u32(2139095040);
let l_528 = l_527 == u32(0);
if l_528 {
let l_529 = l_525 & u32(8388607);
let l_530 = f64(l_529);
let l_531 = l_530 * f64(1.401298464324817e-45);
l_mut_26 = l_531;
let l_532 = l_525 >> u32(31);
let l_533 = l_532 == u32(1);
if l_533 {
let l_534 = -l_mut_26;
l_mut_26 = l_534;
}
}
let l_535 = l_479 + l_478;
let l_536 = l_535 <= l_mut_57;
l_mut_291 = l_536;
let l_537 = l_479 - l_478;
let l_538 = l_537 > l_mut_57;
l_mut_288 = l_538;
let l_539 = l_480 - l_478;
let l_540 = l_539 >= l_mut_57;
l_mut_285 = l_540;
let l_541 = l_480 + l_478;
let l_542 = l_541 < l_mut_57;
l_mut_282 = l_542;
if l_169 {
let l_543 = l_479 + l_478;
let l_544 = l_543 < l_mut_48;
l_mut_291 = l_544;
let l_545 = l_479 - l_478;
let l_546 = l_545 >= l_mut_48;
l_mut_288 = l_546;
let l_547 = l_480 - l_478;
let l_548 = l_547 > l_mut_26;
l_mut_285 = l_548;
let l_549 = l_480 + l_478;
let l_550 = l_549 <= l_mut_26;
l_mut_282 = l_550;
}
l_mut_199 = u32(2);
let l_551 = l_mut_288 || l_mut_282;
if l_551 {
l_mut_199 = u32(1);
} else {
let l_552 = l_mut_291 && l_mut_285;
if l_552 {
l_mut_199 = u32(0);
}
}
let l_553 = bitcast<u32>(l_mut_22);
let l_554 = l_553 & u32(2147483647);
let l_555 = l_554 == u32(0);
if l_555 {
let l_556 = l_479 + l_478;
let l_557 = l_556 < f64(1.1754943508222875e-38);
let l_558 = l_480 - l_478;
let l_559 = l_558 > f64(-1.1754943508222875e-38);
let l_560 = l_557 && l_559;
let l_561 = l_479 - l_478;
let l_562 = l_561 < f64(1.1754943508222875e-38);
let l_563 = l_480 + l_478;
let l_564 = l_563 > f64(-1.1754943508222875e-38);
let l_565 = l_562 && l_564;
if l_560 {
l_mut_199 = u32(0);
} else {
let l_566 = l_mut_199 == u32(1);
let l_567 = l_565 && l_566;
if l_567 {
l_mut_199 = u32(2);
}
}
}
l_mut_237 = l_mut_199;
}
l_mut_183 = l_mut_237;
} else {
let l_568 = l_165 == u32(5);
if l_568 {
let l_569 = f64(2.0) * l_178;
let l_570 = abs(l_569);
let l_571 = floor(l_570);
let l_572 = f64(3.0) + l_571;
let l_573 = abs(l_mut_35);
l_mut_57 = f64(1.401298464324817e-45);
let l_574 = l_573 >= f64(1.1754943508222875e-38);
let l_575 = l_573 <= f64(1.7976931348623157e308);
let l_576 = l_574 && l_575;
if l_576 {
let l_577 = bitcast<u64>(l_573);
let l_578 = l_577 >> u32(bitcast<u64>(u64(52)));
let l_579 = l_578 - u64(23);
let l_580 = l_579 << u32(bitcast<u64>(u64(52)));
let l_581 = bitcast<f64>(l_580);
l_mut_57 = l_581;
}
let l_582 = l_572 * l_mut_57;
l_mut_237 = u32(2);
let l_583 = l_mut_35 - l_181;
let l_584 = abs(l_583);
l_mut_57 = f64(1.401298464324817e-45);
let l_585 = l_584 >= f64(1.1754943508222875e-38);
let l_586 = l_584 <= f64(1.7976931348623157e308);
let l_587 = l_585 && l_586;
if l_587 {
let l_588 = bitcast<u64>(l_584);
let l_589 = l_588 >> u32(bitcast<u64>(u64(52)));
let l_590 = l_589 - u64(23);
let l_591 = l_590 << u32(bitcast<u64>(u64(52)));
let l_592 = bitcast<f64>(l_591);
l_mut_57 = l_592;
}
let l_593 = l_mut_35 + l_181;
let l_594 = abs(l_593);
l_mut_48 = f64(1.401298464324817e-45);
let l_595 = l_594 >= f64(1.1754943508222875e-38);
let l_596 = l_594 <= f64(1.7976931348623157e308);
let l_597 = l_595 && l_596;
if l_597 {
let l_598 = bitcast<u64>(l_594);
let l_599 = l_598 >> u32(bitcast<u64>(u64(52)));
let l_600 = l_599 - u64(23);
let l_601 = l_600 << u32(bitcast<u64>(u64(52)));
let l_602 = bitcast<f64>(l_601);
l_mut_48 = l_602;
}
let l_603 = l_mut_57 == l_mut_48;
if l_603 {
let l_604 = l_582 * f64(1.4551915228366852e-11);
let l_605 = l_181 + l_604;
let l_606 = l_mut_35 - l_582;
let l_607 = l_mut_35 + l_582;
let l_608 = bitcast<u32>(l_mut_22);
let l_609 = f64(l_mut_22);
l_mut_57 = l_609;
let l_610 = l_608 & u32(2139095040);
let l_611 = l_610 == u32(0);
if l_611 {
let l_612 = l_608 & u32(8388607);
let l_613 = f64(l_612);
let l_614 = l_613 * f64(1.401298464324817e-45);
l_mut_57 = l_614;
let l_615 = l_608 >> u32(31);
let l_616 = l_615 == u32(1);
if l_616 {
let l_617 = -l_mut_57;
l_mut_57 = l_617;
}
}
let l_618 = bitcast<u32>(l_mut_22);
let l_619 = l_618 + u32(1);
l_mut_199 = l_619;
let l_620 = l_618 & u32(2147483647);
let l_621 = l_620 == u32(0);
if l_621 {
l_mut_199 = u32(1);
} else {
let l_622 = l_618 & u32(2147483648);
let l_623 = l_622 != u32(0);
if l_623 {
let l_624 = l_618 - u32(1);
l_mut_199 = l_624;
} else {
let l_625 = l_618 == u32(2139095040);
if l_625 {
l_mut_199 = l_618;
}
}
}
let l_626 = bitcast<f32>(l_mut_199);
let l_627 = bitcast<u32>(l_626);
let l_628 = f64(l_626);
l_mut_48 = l_628;
let l_629 = l_627 & u32(2139095040);
let l_630 = l_629 == u32(0);
if l_630 {
let l_631 = l_627 & u32(8388607);
let l_632 = f64(l_631);
let l_633 = l_632 * f64(1.401298464324817e-45);
l_mut_48 = l_633;
let l_634 = l_627 >> u32(31);
let l_635 = l_634 == u32(1);
if l_635 {
let l_636 = -l_mut_48;
l_mut_48 = l_636;
}
}
let l_637 = bitcast<u32>(l_mut_22);
let l_638 = l_637 ^ u32(2147483648);
let l_639 = bitcast<f32>(l_638);
let l_640 = bitcast<u32>(l_639);
let l_641 = l_640 + u32(1);
l_mut_199 = l_641;
let l_642 = l_640 & u32(2147483647);
let l_643 = l_642 == u32(0);
if l_643 {
l_mut_199 = u32(1);
} else {
let l_644 = l_640 & u32(2147483648);
let l_645 = l_644 != u32(0);
if l_645 {
let l_646 = l_640 - u32(1);
l_mut_199 = l_646;
} else {
let l_647 = l_640 == u32(2139095040);
if l_647 {
l_mut_199 = l_640;
}
}
}
let l_648 = bitcast<f32>(l_mut_199);
let l_649 = bitcast<u32>(l_648);
let l_650 = l_649 ^ u32(2147483648);
let l_651 = bitcast<f32>(l_650);
let l_652 = bitcast<u32>(l_651);
let l_653 = f64(l_651);
l_mut_26 = l_653;
let l_654 = l_652 & u32(2139095040);
let l_655 = l_654 == u32(0);
if l_655 {
let l_656 = l_652 & u32(8388607);
let l_657 = f64(l_656);
let l_658 = l_657 * f64(1.401298464324817e-45);
l_mut_26 = l_658;
let l_659 = l_652 >> u32(31);
let l_660 = l_659 == u32(1);
if l_660 {
let l_661 = -l_mut_26;
l_mut_26 = l_661;
}
}
let l_662 = l_606 + l_605;
let l_663 = l_662 <= l_mut_57;
l_mut_291 = l_663;
let l_664 = l_606 - l_605;
let l_665 = l_664 > l_mut_57;
l_mut_288 = l_665;
let l_666 = l_607 - l_605;
let l_667 = l_666 >= l_mut_57;
l_mut_285 = l_667;
let l_668 = l_607 + l_605;
let l_669 = l_668 < l_mut_57;
l_mut_282 = l_669;
if l_169 {
let l_670 = l_606 + l_605;
let l_671 = l_670 < l_mut_48;
l_mut_291 = l_671;
let l_672 = l_606 - l_605;
let l_673 = l_672 >= l_mut_48;
l_mut_288 = l_673;
let l_674 = l_607 - l_605;
let l_675 = l_674 > l_mut_26;
l_mut_285 = l_675;
let l_676 = l_607 + l_605;
let l_677 = l_676 <= l_mut_26;
l_mut_282 = l_677;
}
l_mut_199 = u32(2);
let l_678 = l_mut_288 || l_mut_282;
if l_678 {
l_mut_199 = u32(1);
} else {
let l_679 = l_mut_291 && l_mut_285;
if l_679 {
l_mut_199 = u32(0);
}
}
let l_680 = bitcast<u32>(l_mut_22);
let l_681 = l_680 & u32(2147483647);
let l_682 = l_681 == u32(0);
if l_682 {
let l_683 = l_606 + l_605;
let l_684 = l_683 < f64(1.1754943508222875e-38);
let l_685 = l_607 - l_605;
let l_686 = l_685 > f64(-1.1754943508222875e-38);
let l_687 = l_684 && l_686;
let l_688 = l_606 - l_605;
let l_689 = l_688 < f64(1.1754943508222875e-38);
let l_690 = l_607 + l_605;
let l_691 = l_690 > f64(-1.1754943508222875e-38);
let l_692 = l_689 && l_691;
if l_687 {
l_mut_199 = u32(0);
} else {
let l_693 = l_mut_199 == u32(1);
let l_694 = l_692 && l_693;
if l_694 {
l_mut_199 = u32(2);
}
}
}
l_mut_237 = l_mut_199;
}
l_mut_183 = l_mut_237;
} else {
let l_695 = l_165 == u32(6);
if l_695 {
l_mut_183 = u32(0);
let l_696 = l_179 <= l_174;
if l_696 {
let l_697 = l_171 * f64(1.4551915228366852e-11);
let l_698 = l_181 + l_697;
let l_699 = l_mut_35 - l_171;
let l_700 = l_mut_35 + l_171;
let l_701 = bitcast<u32>(l_mut_22);
let l_702 = f64(l_mut_22);
l_mut_57 = l_702;
let l_703 = l_701 & u32(2139095040);
let l_704 = l_703 == u32(0);
if l_704 {
let l_705 = l_701 & u32(8388607);
let l_706 = f64(l_705);
let l_707 = l_706 * f64(1.401298464324817e-45);
l_mut_57 = l_707;
let l_708 = l_701 >> u32(31);
let l_709 = l_708 == u32(1);
if l_709 {
let l_710 = -l_mut_57;
l_mut_57 = l_710;
}
}
let l_711 = bitcast<u32>(l_mut_22);
let l_712 = l_711 + u32(1);
l_mut_237 = l_712;
let l_713 = l_711 & u32(2147483647);
let l_714 = l_713 == u32(0);
if l_714 {
l_mut_237 = u32(1);
} else {
let l_715 = l_711 & u32(2147483648);
let l_716 = l_715 != u32(0);
if l_716 {
let l_717 = l_711 - u32(1);
l_mut_237 = l_717;
} else {
let l_718 = l_711 == u32(2139095040);
if l_718 {
l_mut_237 = l_711;
}
}
}
let l_719 = bitcast<f32>(l_mut_237);
let l_720 = bitcast<u32>(l_719);
let l_721 = f64(l_719);
l_mut_48 = l_721;
let l_722 = l_720 & u32(2139095040);
let l_723 = l_722 == u32(0);
if l_723 {
let l_724 = l_720 & u32(8388607);
let l_725 = f64(l_724);
let l_726 = l_725 * f64(1.401298464324817e-45);
l_mut_48 = l_726;
let l_727 = l_720 >> u32(31);
let l_728 = l_727 == u32(1);
if l_728 {
let l_729 = -l_mut_48;
l_mut_48 = l_729;
}
}
let l_730 = bitcast<u32>(l_mut_22);
let l_731 = l_730 ^ u32(2147483648);
let l_732 = bitcast<f32>(l_731);
let l_733 = bitcast<u32>(l_732);
let l_734 = l_733 + u32(1);
l_mut_237 = l_734;
let l_735 = l_733 & u32(2147483647);
let l_736 = l_735 == u32(0);
if l_736 {
l_mut_237 = u32(1);
} else {
let l_737 = l_733 & u32(2147483648);
let l_738 = l_737 != u32(0);
if l_738 {
let l_739 = l_733 - u32(1);
l_mut_237 = l_739;
} else {
let l_740 = l_733 == u32(2139095040);
if l_740 {
l_mut_237 = l_733;
}
}
}
let l_741 = bitcast<f32>(l_mut_237);
let l_742 = bitcast<u32>(l_741);
let l_743 = l_742 ^ u32(2147483648);
let l_744 = bitcast<f32>(l_743);
let l_745 = bitcast<u32>(l_744);
let l_746 = f64(l_744);
l_mut_26 = l_746;
let l_747 = l_745 & u32(2139095040);
let l_748 = l_747 == u32(0);
if l_748 {
let l_749 = l_745 & u32(8388607);
let l_750 = f64(l_749);
let l_751 = l_750 * f64(1.401298464324817e-45);
l_mut_26 = l_751;
let l_752 = l_745 >> u32(31);
let l_753 = l_752 == u32(1);
if l_753 {
let l_754 = -l_mut_26;
l_mut_26 = l_754;
}
}
let l_755 = l_699 + l_698;
let l_756 = l_755 <= l_mut_57;
l_mut_291 = l_756;
let l_757 = l_699 - l_698;
let l_758 = l_757 > l_mut_57;
l_mut_288 = l_758;
let l_759 = l_700 - l_698;
let l_760 = l_759 >= l_mut_57;
l_mut_285 = l_760;
let l_761 = l_700 + l_698;
let l_762 = l_761 < l_mut_57;
l_mut_282 = l_762;
if l_169 {
let l_763 = l_699 + l_698;
let l_764 = l_763 < l_mut_48;
l_mut_291 = l_764;
let l_765 = l_699 - l_698;
let l_766 = l_765 >= l_mut_48;
l_mut_288 = l_766;
let l_767 = l_700 - l_698;
let l_768 = l_767 > l_mut_26;
l_mut_285 = l_768;
let l_769 = l_700 + l_698;
let l_770 = l_769 <= l_mut_26;
l_mut_282 = l_770;
}
l_mut_237 = u32(2);
let l_771 = l_mut_288 || l_mut_282;
if l_771 {
l_mut_237 = u32(1);
} else {
let l_772 = l_mut_291 && l_mut_285;
if l_772 {
l_mut_237 = u32(0);
}
}
let l_773 = bitcast<u32>(l_mut_22);
let l_774 = l_773 & u32(2147483647);
let l_775 = l_774 == u32(0);
if l_775 {
let l_776 = l_699 + l_698;
let l_777 = l_776 < f64(1.1754943508222875e-38);
let l_778 = l_700 - l_698;
let l_779 = l_778 > f64(-1.1754943508222875e-38);
let l_780 = l_777 && l_779;
let l_781 = l_699 - l_698;
let l_782 = l_781 < f64(1.1754943508222875e-38);
let l_783 = l_700 + l_698;
let l_784 = l_783 > f64(-1.1754943508222875e-38);
let l_785 = l_782 && l_784;
if l_780 {
l_mut_237 = u32(0);
} else {
let l_786 = l_mut_237 == u32(1);
let l_787 = l_785 && l_786;
if l_787 {
l_mut_237 = u32(2);
}
}
}
l_mut_183 = l_mut_237;
}
} else {
let l_788 = l_165 == u32(7);
if l_788 {
let l_789 = abs(l_mut_35);
let l_790 = l_171 * l_789;
l_mut_57 = l_790;
let l_791 = abs(l_mut_35);
l_mut_48 = f64(1.401298464324817e-45);
let l_792 = l_791 >= f64(1.1754943508222875e-38);
let l_793 = l_791 <= f64(1.7976931348623157e308);
let l_794 = l_792 && l_793;
if l_794 {
let l_795 = bitcast<u64>(l_791);
let l_796 = l_795 >> u32(bitcast<u64>(u64(52)));
let l_797 = l_796 - u64(23);
let l_798 = l_797 << u32(bitcast<u64>(u64(52)));
let l_799 = bitcast<f64>(l_798);
l_mut_48 = l_799;
}
let l_800 = f64(0.5) * l_mut_48;
let l_801 = l_800 > l_mut_57;
if l_801 {
l_mut_57 = l_800;
}
let l_802 = l_mut_35 - l_181;
let l_803 = abs(l_802);
l_mut_48 = f64(1.401298464324817e-45);
let l_804 = l_803 >= f64(1.1754943508222875e-38);
let l_805 = l_803 <= f64(1.7976931348623157e308);
let l_806 = l_804 && l_805;
if l_806 {
let l_807 = bitcast<u64>(l_803);
let l_808 = l_807 >> u32(bitcast<u64>(u64(52)));
let l_809 = l_808 - u64(23);
let l_810 = l_809 << u32(bitcast<u64>(u64(52)));
let l_811 = bitcast<f64>(l_810);
l_mut_48 = l_811;
}
let l_812 = l_mut_35 + l_181;
let l_813 = abs(l_812);
l_mut_26 = f64(1.401298464324817e-45);
let l_814 = l_813 >= f64(1.1754943508222875e-38);
let l_815 = l_813 <= f64(1.7976931348623157e308);
let l_816 = l_814 && l_815;
if l_816 {
let l_817 = bitcast<u64>(l_813);
let l_818 = l_817 >> u32(bitcast<u64>(u64(52)));
let l_819 = l_818 - u64(23);
let l_820 = l_819 << u32(bitcast<u64>(u64(52)));
let l_821 = bitcast<f64>(l_820);
l_mut_26 = l_821;
}
let l_822 = l_mut_48 == l_mut_26;
if l_822 {
let l_823 = l_171 * l_181;
let l_824 = l_181 + l_823;
let l_825 = l_mut_57 * f64(1.4551915228366852e-11);
let l_826 = l_824 + l_825;
let l_827 = l_mut_35 - l_mut_57;
let l_828 = l_mut_35 + l_mut_57;
let l_829 = bitcast<u32>(l_mut_22);
let l_830 = f64(l_mut_22);
l_mut_57 = l_830;
let l_831 = l_829 & u32(2139095040);
let l_832 = l_831 == u32(0);
if l_832 {
let l_833 = l_829 & u32(8388607);
let l_834 = f64(l_833);
let l_835 = l_834 * f64(1.401298464324817e-45);
l_mut_57 = l_835;
let l_836 = l_829 >> u32(31);
let l_837 = l_836 == u32(1);
if l_837 {
let l_838 = -l_mut_57;
l_mut_57 = l_838;
}
}
let l_839 = bitcast<u32>(l_mut_22);
let l_840 = l_839 + u32(1);
l_mut_237 = l_840;
let l_841 = l_839 & u32(2147483647);
let l_842 = l_841 == u32(0);
if l_842 {
l_mut_237 = u32(1);
} else {
let l_843 = l_839 & u32(2147483648);
let l_844 = l_843 != u32(0);
if l_844 {
let l_845 = l_839 - u32(1);
l_mut_237 = l_845;
} else {
let l_846 = l_839 == u32(2139095040);
if l_846 {
l_mut_237 = l_839;
}
}
}
let l_847 = bitcast<f32>(l_mut_237);
let l_848 = bitcast<u32>(l_847);
let l_849 = f64(l_847);
l_mut_48 = l_849;
let l_850 = l_848 & u32(2139095040);
let l_851 = l_850 == u32(0);
if l_851 {
let l_852 = l_848 & u32(8388607);
let l_853 = f64(l_852);
let l_854 = l_853 * f64(1.401298464324817e-45);
l_mut_48 = l_854;
let l_855 = l_848 >> u32(31);
let l_856 = l_855 == u32(1);
if l_856 {
let l_857 = -l_mut_48;
l_mut_48 = l_857;
}
}
let l_858 = bitcast<u32>(l_mut_22);
let l_859 = l_858 ^ u32(2147483648);
let l_860 = bitcast<f32>(l_859);
let l_861 = bitcast<u32>(l_860);
let l_862 = l_861 + u32(1);
l_mut_237 = l_862;
let l_863 = l_861 & u32(2147483647);
let l_864 = l_863 == u32(0);
if l_864 {
l_mut_237 = u32(1);
} else {
let l_865 = l_861 & u32(2147483648);
let l_866 = l_865 != u32(0);
if l_866 {
let l_867 = l_861 - u32(1);
l_mut_237 = l_867;
} else {
let l_868 = l_861 == u32(2139095040);
if l_868 {
l_mut_237 = l_861;
}
}
}
let l_869 = bitcast<f32>(l_mut_237);
let l_870 = bitcast<u32>(l_869);
let l_871 = l_870 ^ u32(2147483648);
let l_872 = bitcast<f32>(l_871);
let l_873 = bitcast<u32>(l_872);
let l_874 = f64(l_872);
l_mut_26 = l_874;
let l_875 = l_873 & u32(2139095040);
let l_876 = l_875 == u32(0);
if l_876 {
let l_877 = l_873 & u32(8388607);
let l_878 = f64(l_877);
let l_879 = l_878 * f64(1.401298464324817e-45);
l_mut_26 = l_879;
let l_880 = l_873 >> u32(31);
let l_881 = l_880 == u32(1);
if l_881 {
let l_882 = -l_mut_26;
l_mut_26 = l_882;
}
}
let l_883 = l_827 + l_826;
let l_884 = l_883 <= l_mut_57;
l_mut_291 = l_884;
let l_885 = l_827 - l_826;
let l_886 = l_885 > l_mut_57;
l_mut_288 = l_886;
let l_887 = l_828 - l_826;
let l_888 = l_887 >= l_mut_57;
l_mut_285 = l_888;
let l_889 = l_828 + l_826;
let l_890 = l_889 < l_mut_57;
l_mut_282 = l_890;
if l_169 {
let l_891 = l_827 + l_826;
let l_892 = l_891 < l_mut_48;
l_mut_291 = l_892;
let l_893 = l_827 - l_826;
let l_894 = l_893 >= l_mut_48;
l_mut_288 = l_894;
let l_895 = l_828 - l_826;
let l_896 = l_895 > l_mut_26;
l_mut_285 = l_896;
let l_897 = l_828 + l_826;
let l_898 = l_897 <= l_mut_26;
l_mut_282 = l_898;
}
l_mut_237 = u32(2);
let l_899 = l_mut_288 || l_mut_282;
if l_899 {
l_mut_237 = u32(1);
} else {
let l_900 = l_mut_291 && l_mut_285;
if l_900 {
l_mut_237 = u32(0);
}
}
let l_901 = bitcast<u32>(l_mut_22);
let l_902 = l_901 & u32(2147483647);
let l_903 = l_902 == u32(0);
if l_903 {
let l_904 = l_827 + l_826;
let l_905 = l_904 < f64(1.1754943508222875e-38);
let l_906 = l_828 - l_826;
let l_907 = l_906 > f64(-1.1754943508222875e-38);
let l_908 = l_905 && l_907;
let l_909 = l_827 - l_826;
let l_910 = l_909 < f64(1.1754943508222875e-38);
let l_911 = l_828 + l_826;
let l_912 = l_911 > f64(-1.1754943508222875e-38);
let l_913 = l_910 && l_912;
if l_908 {
l_mut_237 = u32(0);
} else {
let l_914 = l_mut_237 == u32(1);
let l_915 = l_913 && l_914;
if l_915 {
l_mut_237 = u32(2);
}
}
}
l_mut_183 = l_mut_237;
}
} else {
let l_916 = l_165 == u32(8);
if l_916 {
let l_917 = l_178 >= f64(0.5);
let l_918 = l_178 <= f64(2.0);
let l_919 = l_917 && l_918;
if l_919 {
let l_920 = l_171 * f64(1.4551915228366852e-11);
let l_921 = l_181 + l_920;
let l_922 = l_mut_35 - l_171;
let l_923 = l_mut_35 + l_171;
let l_924 = bitcast<u32>(l_mut_22);
let l_925 = f64(l_mut_22);
l_mut_57 = l_925;
let l_926 = l_924 & u32(2139095040);
let l_927 = l_926 == u32(0);
if l_927 {
let l_928 = l_924 & u32(8388607);
let l_929 = f64(l_928);
let l_930 = l_929 * f64(1.401298464324817e-45);
l_mut_57 = l_930;
let l_931 = l_924 >> u32(31);
let l_932 = l_931 == u32(1);
if l_932 {
let l_933 = -l_mut_57;
l_mut_57 = l_933;
}
}
let l_934 = bitcast<u32>(l_mut_22);
let l_935 = l_934 + u32(1);
l_mut_237 = l_935;
let l_936 = l_934 & u32(2147483647);
let l_937 = l_936 == u32(0);
if l_937 {
l_mut_237 = u32(1);
} else {
let l_938 = l_934 & u32(2147483648);
let l_939 = l_938 != u32(0);
if l_939 {
let l_940 = l_934 - u32(1);
l_mut_237 = l_940;
} else {
let l_941 = l_934 == u32(2139095040);
if l_941 {
l_mut_237 = l_934;
}
}
}
let l_942 = bitcast<f32>(l_mut_237);
let l_943 = bitcast<u32>(l_942);
let l_944 = f64(l_942);
l_mut_48 = l_944;
let l_945 = l_943 & u32(2139095040);
let l_946 = l_945 == u32(0);
if l_946 {
let l_947 = l_943 & u32(8388607);
let l_948 = f64(l_947);
let l_949 = l_948 * f64(1.401298464324817e-45);
l_mut_48 = l_949;
let l_950 = l_943 >> u32(31);
let l_951 = l_950 == u32(1);
if l_951 {
let l_952 = -l_mut_48;
l_mut_48 = l_952;
}
}
let l_953 = bitcast<u32>(l_mut_22);
let l_954 = l_953 ^ u32(2147483648);
let l_955 = bitcast<f32>(l_954);
let l_956 = bitcast<u32>(l_955);
let l_957 = l_956 + u32(1);
l_mut_237 = l_957;
let l_958 = l_956 & u32(2147483647);
let l_959 = l_958 == u32(0);
if l_959 {
l_mut_237 = u32(1);
} else {
let l_960 = l_956 & u32(2147483648);
let l_961 = l_960 != u32(0);
if l_961 {
let l_962 = l_956 - u32(1);
l_mut_237 = l_962;
} else {
let l_963 = l_956 == u32(2139095040);
if l_963 {
l_mut_237 = l_956;
}
}
}
let l_964 = bitcast<f32>(l_mut_237);
let l_965 = bitcast<u32>(l_964);
let l_966 = l_965 ^ u32(2147483648);
let l_967 = bitcast<f32>(l_966);
let l_968 = bitcast<u32>(l_967);
let l_969 = f64(l_967);
l_mut_26 = l_969;
let l_970 = l_968 & u32(2139095040);
let l_971 = l_970 == u32(0);
if l_971 {
let l_972 = l_968 & u32(8388607);
let l_973 = f64(l_972);
let l_974 = l_973 * f64(1.401298464324817e-45);
l_mut_26 = l_974;
let l_975 = l_968 >> u32(31);
let l_976 = l_975 == u32(1);
if l_976 {
let l_977 = -l_mut_26;
l_mut_26 = l_977;
}
}
let l_978 = l_922 + l_921;
let l_979 = l_978 <= l_mut_57;
l_mut_291 = l_979;
let l_980 = l_922 - l_921;
let l_981 = l_980 > l_mut_57;
l_mut_288 = l_981;
let l_982 = l_923 - l_921;
let l_983 = l_982 >= l_mut_57;
l_mut_285 = l_983;
let l_984 = l_923 + l_921;
let l_985 = l_984 < l_mut_57;
l_mut_282 = l_985;
if l_169 {
let l_986 = l_922 + l_921;
let l_987 = l_986 < l_mut_48;
l_mut_291 = l_987;
let l_988 = l_922 - l_921;
let l_989 = l_988 >= l_mut_48;
l_mut_288 = l_989;
let l_990 = l_923 - l_921;
let l_991 = l_990 > l_mut_26;
l_mut_285 = l_991;
let l_992 = l_923 + l_921;
let l_993 = l_992 <= l_mut_26;
l_mut_282 = l_993;
}
l_mut_237 = u32(2);
let l_994 = l_mut_288 || l_mut_282;
if l_994 {
l_mut_237 = u32(1);
} else {
let l_995 = l_mut_291 && l_mut_285;
if l_995 {
l_mut_237 = u32(0);
}
}
let l_996 = bitcast<u32>(l_mut_22);
let l_997 = l_996 & u32(2147483647);
let l_998 = l_997 == u32(0);
if l_998 {
let l_999 = l_922 + l_921;
let l_1000 = l_999 < f64(1.1754943508222875e-38);
let l_1001 = l_923 - l_921;
let l_1002 = l_1001 > f64(-1.1754943508222875e-38);
let l_1003 = l_1000 && l_1002;
let l_1004 = l_922 - l_921;
let l_1005 = l_1004 < f64(1.1754943508222875e-38);
let l_1006 = l_923 + l_921;
let l_1007 = l_1006 > f64(-1.1754943508222875e-38);
let l_1008 = l_1005 && l_1007;
if l_1003 {
l_mut_237 = u32(0);
} else {
let l_1009 = l_mut_237 == u32(1);
let l_1010 = l_1008 && l_1009;
if l_1010 {
l_mut_237 = u32(2);
}
}
}
l_mut_183 = l_mut_237;
} else {
let l_1011 = abs(l_mut_35);
l_mut_57 = f64(1.401298464324817e-45);
let l_1012 = l_1011 >= f64(1.1754943508222875e-38);
let l_1013 = l_1011 <= f64(1.7976931348623157e308);
let l_1014 = l_1012 && l_1013;
if l_1014 {
let l_1015 = bitcast<u64>(l_1011);
let l_1016 = l_1015 >> u32(bitcast<u64>(u64(52)));
let l_1017 = l_1016 - u64(23);
let l_1018 = l_1017 << u32(bitcast<u64>(u64(52)));
let l_1019 = bitcast<f64>(l_1018);
l_mut_57 = l_1019;
}
let l_1020 = l_174 * l_mut_57;
l_mut_237 = u32(2);
let l_1021 = l_mut_35 - l_181;
let l_1022 = abs(l_1021);
l_mut_57 = f64(1.401298464324817e-45);
let l_1023 = l_1022 >= f64(1.1754943508222875e-38);
let l_1024 = l_1022 <= f64(1.7976931348623157e308);
let l_1025 = l_1023 && l_1024;
if l_1025 {
let l_1026 = bitcast<u64>(l_1022);
let l_1027 = l_1026 >> u32(bitcast<u64>(u64(52)));
let l_1028 = l_1027 - u64(23);
let l_1029 = l_1028 << u32(bitcast<u64>(u64(52)));
let l_1030 = bitcast<f64>(l_1029);
l_mut_57 = l_1030;
}
let l_1031 = l_mut_35 + l_181;
let l_1032 = abs(l_1031);
l_mut_48 = f64(1.401298464324817e-45);
let l_1033 = l_1032 >= f64(1.1754943508222875e-38);
let l_1034 = l_1032 <= f64(1.7976931348623157e308);
let l_1035 = l_1033 && l_1034;
if l_1035 {
let l_1036 = bitcast<u64>(l_1032);
let l_1037 = l_1036 >> u32(bitcast<u64>(u64(52)));
let l_1038 = l_1037 - u64(23);
let l_1039 = l_1038 << u32(bitcast<u64>(u64(52)));
let l_1040 = bitcast<f64>(l_1039);
l_mut_48 = l_1040;
}
let l_1041 = l_mut_57 == l_mut_48;
if l_1041 {
let l_1042 = l_1020 * f64(1.4551915228366852e-11);
let l_1043 = l_181 + l_1042;
let l_1044 = l_mut_35 - l_1020;
let l_1045 = l_mut_35 + l_1020;
let l_1046 = bitcast<u32>(l_mut_22);
let l_1047 = f64(l_mut_22);
l_mut_57 = l_1047;
let l_1048 = l_1046 & u32(2139095040);
let l_1049 = l_1048 == u32(0);
if l_1049 {
let l_1050 = l_1046 & u32(8388607);
let l_1051 = f64(l_1050);
let l_1052 = l_1051 * f64(1.401298464324817e-45);
l_mut_57 = l_1052;
let l_1053 = l_1046 >> u32(31);
let l_1054 = l_1053 == u32(1);
if l_1054 {
let l_1055 = -l_mut_57;
l_mut_57 = l_1055;
}
}
let l_1056 = bitcast<u32>(l_mut_22);
let l_1057 = l_1056 + u32(1);
l_mut_199 = l_1057;
let l_1058 = l_1056 & u32(2147483647);
let l_1059 = l_1058 == u32(0);
if l_1059 {
l_mut_199 = u32(1);
} else {
let l_1060 = l_1056 & u32(2147483648);
let l_1061 = l_1060 != u32(0);
if l_1061 {
let l_1062 = l_1056 - u32(1);
l_mut_199 = l_1062;
} else {
let l_1063 = l_1056 == u32(2139095040);
if l_1063 {
l_mut_199 = l_1056;
}
}
}
let l_1064 = bitcast<f32>(l_mut_199);
let l_1065 = bitcast<u32>(l_1064);
let l_1066 = f64(l_1064);
l_mut_48 = l_1066;
let l_1067 = l_1065 & u32(2139095040);
let l_1068 = l_1067 == u32(0);
if l_1068 {
let l_1069 = l_1065 & u32(8388607);
let l_1070 = f64(l_1069);
let l_1071 = l_1070 * f64(1.401298464324817e-45);
l_mut_48 = l_1071;
let l_1072 = l_1065 >> u32(31);
let l_1073 = l_1072 == u32(1);
if l_1073 {
let l_1074 = -l_mut_48;
l_mut_48 = l_1074;
}
}
let l_1075 = bitcast<u32>(l_mut_22);
let l_1076 = l_1075 ^ u32(2147483648);
let l_1077 = bitcast<f32>(l_1076);
let l_1078 = bitcast<u32>(l_1077);
let l_1079 = l_1078 + u32(1);
l_mut_199 = l_1079;
let l_1080 = l_1078 & u32(2147483647);
let l_1081 = l_1080 == u32(0);
if l_1081 {
l_mut_199 = u32(1);
} else {
let l_1082 = l_1078 & u32(2147483648);
let l_1083 = l_1082 != u32(0);
if l_1083 {
let l_1084 = l_1078 - u32(1);
l_mut_199 = l_1084;
} else {
let l_1085 = l_1078 == u32(2139095040);
if l_1085 {
l_mut_199 = l_1078;
}
}
}
let l_1086 = bitcast<f32>(l_mut_199);
let l_1087 = bitcast<u32>(l_1086);
let l_1088 = l_1087 ^ u32(2147483648);
let l_1089 = bitcast<f32>(l_1088);
let l_1090 = bitcast<u32>(l_1089);
let l_1091 = f64(l_1089);
l_mut_26 = l_1091;
let l_1092 = l_1090 & u32(2139095040);
let l_1093 = l_1092 == u32(0);
if l_1093 {
let l_1094 = l_1090 & u32(8388607);
let l_1095 = f64(l_1094);
let l_1096 = l_1095 * f64(1.401298464324817e-45);
l_mut_26 = l_1096;
let l_1097 = l_1090 >> u32(31);
let l_1098 = l_1097 == u32(1);
if l_1098 {
let l_1099 = -l_mut_26;
l_mut_26 = l_1099;
}
}
let l_1100 = l_1044 + l_1043;
let l_1101 = l_1100 <= l_mut_57;
l_mut_291 = l_1101;
let l_1102 = l_1044 - l_1043;
let l_1103 = l_1102 > l_mut_57;
l_mut_288 = l_1103;
let l_1104 = l_1045 - l_1043;
let l_1105 = l_1104 >= l_mut_57;
l_mut_285 = l_1105;
let l_1106 = l_1045 + l_1043;
let l_1107 = l_1106 < l_mut_57;
l_mut_282 = l_1107;
if l_169 {
let l_1108 = l_1044 + l_1043;
let l_1109 = l_1108 < l_mut_48;
l_mut_291 = l_1109;
let l_1110 = l_1044 - l_1043;
let l_1111 = l_1110 >= l_mut_48;
l_mut_288 = l_1111;
let l_1112 = l_1045 - l_1043;
let l_1113 = l_1112 > l_mut_26;
l_mut_285 = l_1113;
let l_1114 = l_1045 + l_1043;
let l_1115 = l_1114 <= l_mut_26;
l_mut_282 = l_1115;
}
l_mut_199 = u32(2);
let l_1116 = l_mut_288 || l_mut_282;
if l_1116 {
l_mut_199 = u32(1);
} else {
let l_1117 = l_mut_291 && l_mut_285;
if l_1117 {
l_mut_199 = u32(0);
}
}
let l_1118 = bitcast<u32>(l_mut_22);
let l_1119 = l_1118 & u32(2147483647);
let l_1120 = l_1119 == u32(0);
if l_1120 {
let l_1121 = l_1044 + l_1043;
let l_1122 = l_1121 < f64(1.1754943508222875e-38);
let l_1123 = l_1045 - l_1043;
let l_1124 = l_1123 > f64(-1.1754943508222875e-38);
let l_1125 = l_1122 && l_1124;
let l_1126 = l_1044 - l_1043;
let l_1127 = l_1126 < f64(1.1754943508222875e-38);
let l_1128 = l_1045 + l_1043;
let l_1129 = l_1128 > f64(-1.1754943508222875e-38);
let l_1130 = l_1127 && l_1129;
if l_1125 {
l_mut_199 = u32(0);
} else {
let l_1131 = l_mut_199 == u32(1);
let l_1132 = l_1130 && l_1131;
if l_1132 {
l_mut_199 = u32(2);
}
}
}
l_mut_237 = l_mut_199;
}
l_mut_183 = l_mut_237;
}
} else {
}
}
}
}
}
}
}
}
}
let l_1133 = a_182[u32(0)];
let l_1134 = l_1133 == u32(0);
if l_1134 {
l_mut_183 = u32(2);
}
a_10[l_mut_163] = l_mut_183;
let l_1135 = a_10[l_mut_163];
let l_1136 = l_1135 == u32(2);
if l_1136 {
l_mut_160 = bool(false);
}
}
}
let l_1137 = l_mut_62 == u32(4294967293);
if l_1137 {
let l_1138 = a_8[u32(0)];
let l_1139 = l_1138 + u32(1);
a_8[u32(0)] = l_1139;
} else {
if l_mut_160 {
l_mut_57 = l_150;
let l_1140 = l_mut_57 < f64(-17.0);
if l_1140 {
l_mut_57 = f64(-17.0);
}
let l_1141 = l_mut_57 > f64(17.0);
if l_1141 {
l_mut_57 = f64(17.0);
}
let l_1142 = l_mut_57 + f64(16.0);
let l_1143 = l_1142 + f64(1.0);
let l_1144 = u32(l_1143);
let l_1145 = u32(2) + l_1144;
let l_1146 = a_8[l_1145];
let l_1147 = l_1146 + u32(1);
a_8[l_1145] = l_1147;
let l_1148 = bitcast<u32>(l_mut_22);
let l_1149 = l_1148 & u32(8388607);
let l_1150 = f64(l_1149);
let l_1151 = l_1150 / f64(7.1362384635298e44);
l_mut_57 = l_1151;
let l_1152 = l_1148 & u32(2139095040);
let l_1153 = l_1152 != u32(0);
if l_1153 {
let l_1154 = l_1148 & u32(2147483647);
let l_1155 = bitcast<f32>(l_1154);
let l_1156 = f64(l_1155);
l_mut_57 = l_1156;
}
let l_1157 = l_1148 >> u32(31);
let l_1158 = f64(l_1157);
let l_1159 = f64(2.0) * l_1158;
let l_1160 = f64(1.0) - l_1159;
l_mut_57 = l_mut_57 * l_1160;
let l_1161 = abs(l_mut_35);
let l_1162 = l_mut_35 * f64(0.0);
let l_1163 = l_1162 + f64(7.1362384635298e44);
l_mut_48 = l_1163;
let l_1164 = l_1161 >= f64(2.350988701644575e-38);
if l_1164 {
let l_1165 = l_mut_62 & u32(2147483647);
let l_1166 = bitcast<f32>(l_1165);
let l_1167 = f64(l_1166);
let l_1168 = l_1165 & u32(2139095040);
let l_1169 = bitcast<f32>(l_1168);
let l_1170 = f64(l_1169);
let l_1171 = l_1167 > l_1161;
let l_1172 = l_1165 & u32(8388607);
let l_1173 = l_1172 == u32(0);
let l_1174 = l_1171 && l_1173;
let l_1175 = l_1170 * f64(1.1920928955078125e-7);
let l_1176 = f64(l_1174);
let l_1177 = f64(0.5) * l_1176;
let l_1178 = f64(1.0) - l_1177;
let l_1179 = l_1175 * l_1178;
let l_1180 = f64(1.0) / l_1179;
l_mut_48 = l_1180;
}
let l_1181 = l_mut_57 - l_mut_35;
let l_1182 = l_1181 * l_mut_48;
let l_1183 = a_8[u32(45)];
let l_1184 = l_1183 == u32(4294967295);
let l_1185 = a_9[u32(0)];
let l_1186 = l_1182 < l_1185;
let l_1187 = l_1184 || l_1186;
if l_1187 {
a_9[u32(0)] = l_1182;
a_8[u32(45)] = l_20;
a_8[u32(46)] = l_131;
}
let l_1188 = a_8[u32(47)];
let l_1189 = l_1188 == u32(4294967295);
let l_1190 = a_9[u32(1)];
let l_1191 = l_1182 > l_1190;
let l_1192 = l_1189 || l_1191;
if l_1192 {
a_9[u32(1)] = l_1182;
a_8[u32(47)] = l_20;
a_8[u32(48)] = l_131;
}
let l_1193 = l_150 != f64(0.0);
if l_1193 {

for (var l_mut_1194: u32 = u32(0); l_mut_1194 < u32(8); l_mut_1194++) {
let l_1195 = a_10[l_mut_1194];
let l_1196 = l_1195 == u32(1);
if l_1196 {
let l_1197 = u32(37) + l_mut_1194;
let l_1198 = a_8[l_1197];
let l_1199 = l_1198 + u32(1);
a_8[l_1197] = l_1199;
let l_1200 = u32(2) + l_mut_1194;
let l_1201 = u32(2) * l_1200;
let l_1202 = u32(45) + l_1201;
let l_1203 = a_8[l_1202];
let l_1204 = l_1203 == u32(4294967295);
let l_1205 = abs(l_1182);
let l_1206 = u32(2) + l_mut_1194;
let l_1207 = a_9[l_1206];
let l_1208 = abs(l_1207);
let l_1209 = l_1205 > l_1208;
let l_1210 = l_1204 || l_1209;
if l_1210 {
let l_1211 = u32(2) + l_mut_1194;
a_9[l_1211] = l_1182;
a_8[l_1202] = l_20;
let l_1212 = l_1202 + u32(1);
a_8[l_1212] = l_131;
}
}
}
}
} else {
let l_1213 = a_8[u32(1)];
let l_1214 = l_2 + l_1213;
let l_1215 = l_1214 * u32(2);
let l_1300 = info.static_meta[u32(6)];
let l_1301 = l_1300 * u32(1);
let l_1302 = l_1215 < l_1301;
if l_1302 {
buffer_6_global[l_1215] = l_20;
}
let l_1216 = l_1215 + u32(1);
let l_1303 = info.static_meta[u32(6)];
let l_1304 = l_1303 * u32(1);
let l_1305 = l_1216 < l_1304;
if l_1305 {
buffer_6_global[l_1216] = l_131;
}
let l_1217 = a_8[u32(1)];
let l_1218 = l_1217 + u32(1);
a_8[u32(1)] = l_1218;
}
}
}

for (var l_mut_1219: u32 = u32(0); l_mut_1219 < u32(65); l_mut_1219++) {
let l_1220 = id * u32(65);
let l_1221 = l_1220 + l_mut_1219;
let l_1222 = a_8[l_mut_1219];
let l_1306 = info.static_meta[u32(4)];
let l_1307 = l_1306 * u32(1);
let l_1308 = l_1221 < l_1307;
if l_1308 {
buffer_4_global[l_1221] = l_1222;
}
}

for (var l_mut_1223: u32 = u32(0); l_mut_1223 < u32(10); l_mut_1223++) {
let l_1224 = id * u32(10);
let l_1225 = l_1224 + l_mut_1223;
let l_1226 = a_9[l_mut_1223];
let l_1309 = info.static_meta[u32(5)];
let l_1310 = l_1309 * u32(1);
let l_1311 = l_1225 < l_1310;
if l_1311 {
buffer_5_global[l_1225] = l_1226;
}
}
}
}
fn is_nan_primitive_f64(x: f64) -> bool {
    let bits = bitcast<u64>(x);
    let abs_bits = bits & 0x7ff0000000000000;
    return abs_bits > 0x7fffffffffffffff;
}


fn is_nan_1_f64(x: f64, ) -> bool{
    return is_nan_primitive_f64(x, );
}
