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

var a_200: array<u32, 1>;

var a_837: array<f64, 2>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_178: bool;
var l_mut_201: u32;
var l_mut_217: u32;
var l_mut_22: f32;
var l_mut_246: u32;
var l_mut_25: f64;
var l_mut_267: bool;
var l_mut_270: bool;
var l_mut_273: bool;
var l_mut_276: bool;
var l_mut_27: f64;
var l_mut_32: f64;
var l_mut_42: i32;
var l_mut_592: f64;
var l_mut_83: u32;
let l_0 = id == u32(0);
if l_0 {
let l_1235 = info.static_meta[u32(7)];
let l_1236 = l_1235 * u32(1);
let l_1237 = u32(0) < l_1236;
if l_1237 {
buffer_7_global[u32(0)] = u32(1);
}
}
let l_1221 = info.static_meta[u32(0)];
let l_1222 = l_1221 * u32(1);
let l_1223 = u32(1) < l_1222;
let l_1224 = l_1222 - u32(1);
let l_1225 = min(u32(1), l_1224);
let l_1226 = buffer_0_global[l_1225];
let l_1227 = select(u32(0), l_1226, l_1223);
let l_1 = l_1227;
let l_2 = id * l_1;
let l_1228 = info.static_meta[u32(0)];
let l_1229 = l_1228 * u32(1);
let l_1230 = u32(2) < l_1229;
let l_1231 = l_1229 - u32(1);
let l_1232 = min(u32(2), l_1231);
let l_1233 = buffer_0_global[l_1232];
let l_1234 = select(u32(0), l_1233, l_1230);
let l_3 = l_1234;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_1238 = info.static_meta[u32(0)];
let l_1239 = l_1238 * u32(1);
let l_1240 = u32(2) < l_1239;
let l_1241 = l_1239 - u32(1);
let l_1242 = min(u32(2), l_1241);
let l_1243 = buffer_0_global[l_1242];
let l_1244 = select(u32(0), l_1243, l_1240);
let l_6 = l_1244;
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
let l_1245 = info.static_meta[u32(0)];
let l_1246 = l_1245 * u32(1);
let l_1247 = u32(0) < l_1246;
let l_1248 = l_1246 - u32(1);
let l_1249 = min(u32(0), l_1248);
let l_1250 = buffer_0_global[l_1249];
let l_1251 = select(u32(0), l_1250, l_1247);
let l_19 = l_1251;
let l_20 = l_19 + l_mut_18;
let l_21 = bitcast<f32>(l_20);
l_mut_22 = l_21;
let l_23 = log(l_21);
l_mut_22 = l_23;
let l_24 = f64(l_21);
l_mut_25 = l_24;
let l_26 = f64(l_21);
l_mut_27 = l_26;
let l_28 = l_21 < f32(0.0);
if l_28 {
let l_29 = bitcast<f64>(u64(9221120237041090560));
l_mut_27 = l_29;
} else {
let l_30 = l_21 == f32(0.0);
if l_30 {
let l_31 = bitcast<f64>(u64(9218868437227405312));
l_mut_32 = l_31;
let l_33 = f64(-1.0) < f64(0.0);
if l_33 {
let l_34 = -l_mut_32;
l_mut_32 = l_34;
}
l_mut_27 = l_mut_32;
} else {
let l_35 = bitcast<u32>(l_21);
let l_36 = l_35 < u32(2139095040);
if l_36 {
let l_37 = bitcast<u64>(l_26);
let l_38 = l_37 >> u32(bitcast<u64>(u64(52)));
let l_39 = l_38 & u64(2047);
let l_40 = i32(bitcast<i64>(l_39));
let l_41 = l_40 - i32(1023);
l_mut_42 = l_41;
let l_43 = l_37 & u64(4503599627370495);
let l_44 = l_43 | u64(4607182418800017408);
let l_45 = bitcast<f64>(l_44);
l_mut_32 = l_45;
let l_46 = l_mut_32 > f64(1.4142135623730951);
if l_46 {
l_mut_32 = l_mut_32 * f64(0.5);
l_mut_42 = l_mut_42 + i32(1);
}
let l_47 = l_mut_32 - f64(1.0);
let l_48 = f64(2.0) + l_47;
let l_49 = l_47 / l_48;
let l_50 = l_49 * l_49;
let l_51 = l_50 * f64(0.04);
let l_52 = l_51 + f64(0.043478260869565216);
l_mut_32 = l_52;
let l_53 = l_mut_32 * l_50;
let l_54 = l_53 + f64(0.047619047619047616);
l_mut_32 = l_54;
let l_55 = l_mut_32 * l_50;
let l_56 = l_55 + f64(0.05263157894736842);
l_mut_32 = l_56;
let l_57 = l_mut_32 * l_50;
let l_58 = l_57 + f64(0.058823529411764705);
l_mut_32 = l_58;
let l_59 = l_mut_32 * l_50;
let l_60 = l_59 + f64(0.06666666666666667);
l_mut_32 = l_60;
let l_61 = l_mut_32 * l_50;
let l_62 = l_61 + f64(0.07692307692307693);
l_mut_32 = l_62;
let l_63 = l_mut_32 * l_50;
let l_64 = l_63 + f64(0.09090909090909091);
l_mut_32 = l_64;
let l_65 = l_mut_32 * l_50;
let l_66 = l_65 + f64(0.1111111111111111);
l_mut_32 = l_66;
let l_67 = l_mut_32 * l_50;
let l_68 = l_67 + f64(0.14285714285714285);
l_mut_32 = l_68;
let l_69 = l_mut_32 * l_50;
let l_70 = l_69 + f64(0.2);
l_mut_32 = l_70;
let l_71 = l_mut_32 * l_50;
let l_72 = l_71 + f64(0.3333333333333333);
l_mut_32 = l_72;
let l_73 = f64(2.0) * l_49;
let l_74 = f64(2.0) * l_49;
let l_75 = l_74 * l_50;
let l_76 = l_75 * l_mut_32;
let l_77 = l_73 + l_76;
let l_78 = f64(l_mut_42);
let l_79 = l_78 * f64(0.6931471824645996);
let l_80 = l_78 * f64(-1.904654299957768e-9);
let l_81 = l_80 + l_77;
let l_82 = l_79 + l_81;
l_mut_27 = l_82;
}
}
}
l_mut_25 = l_mut_27;
l_mut_83 = u32(4294967294);
let l_84 = bitcast<u32>(l_mut_22);
let l_85 = bitcast<u32>(l_21);
let l_86 = l_85 & u32(2139095040);
let l_87 = l_86 != u32(2139095040);
let l_88 = l_86 == u32(0);
let l_89 = bitcast<u32>(l_21);
let l_90 = l_89 & u32(8388607);
let l_91 = l_90 != u32(0);
let l_92 = l_88 && l_91;
let l_93 = abs(l_mut_25);
let l_94 = l_mut_25 < f64(0.0);
let l_95 = u32(l_94);
let l_96 = u32(2147483648) * l_95;
if l_92 {
} else {
let l_97 = is_nan_1_f64(l_mut_25);if l_97 {
let l_98 = l_84 & u32(2147483647);
let l_99 = l_98 > u32(2139095040);
if l_99 {
l_mut_83 = u32(4294967293);
}
} else {
let l_100 = l_93 >= f64(3.402823669209385e38);
let l_101 = !l_87;
let l_102 = l_93 == f64(0.0);
let l_103 = l_101 && l_102;
let l_104 = l_100 || l_103;
if l_104 {
let l_105 = l_93 >= f64(3.402823669209385e38);
let l_106 = u32(l_105);
let l_107 = u32(2139095040) * l_106;
let l_108 = l_107 | l_96;
let l_109 = l_84 == l_108;
let l_110 = l_84 | l_108;
let l_111 = l_110 & u32(2147483647);
let l_112 = l_111 == u32(0);
let l_113 = l_109 || l_112;
if l_113 {
l_mut_83 = u32(4294967293);
}
} else {
let l_114 = l_93 >= f64(2.350988701644575e-38);
let l_115 = l_87 && l_114;
let l_116 = l_93 < f64(3.4028234663852886e38);
let l_117 = l_115 && l_116;
if l_117 {
let l_118 = f32(l_93);
let l_119 = bitcast<u32>(l_118);
let l_120 = bitcast<f32>(l_119);
let l_121 = f64(l_120);
let l_122 = l_93 - l_121;
let l_123 = l_119 + u32(1);
let l_124 = l_122 < f64(0.0);
let l_125 = u32(l_124);
let l_126 = u32(2) * l_125;
let l_127 = l_123 - l_126;
let l_128 = bitcast<f32>(l_127);
let l_129 = f64(l_128);
let l_130 = l_129 - l_121;
let l_131 = abs(l_130);
let l_132 = l_131 * f64(0.5);
let l_133 = abs(l_122);
let l_134 = l_132 - l_133;
let l_135 = l_93 * f64(9.094947017729282e-13);
let l_136 = l_134 > l_135;
if l_136 {
let l_137 = l_119 | l_96;
l_mut_83 = l_137;
}
} else {
let l_138 = l_93 < f64(2.350988701644575e-38);
let l_139 = l_87 && l_138;
if l_139 {
let l_140 = l_93 * f64(7.1362384635298e44);
let l_141 = floor(l_140);
let l_142 = l_140 - l_141;
let l_143 = l_142 - f64(0.5);
let l_144 = abs(l_143);
let l_145 = l_140 * f64(9.094947017729282e-13);
let l_146 = l_144 > l_145;
if l_146 {
let l_147 = l_142 > f64(0.5);
let l_148 = f64(l_147);
let l_149 = l_141 + l_148;
let l_150 = u32(l_149);
let l_151 = l_150 | l_96;
l_mut_83 = l_151;
}
}
}
}
}
}
let l_152 = bitcast<u32>(l_mut_22);
let l_153 = l_152 & u32(2139095040);
let l_154 = l_153 != u32(2139095040);
let l_155 = l_152 & u32(2147483647);
let l_156 = l_155 == u32(0);
let l_157 = l_152 & u32(2147483647);
let l_158 = f64(l_157);
let l_159 = l_152 >> u32(31);
let l_160 = f64(l_159);
let l_161 = f64(2.0) * l_160;
let l_162 = f64(1.0) - l_161;
let l_163 = l_158 * l_162;
let l_164 = l_mut_83 & u32(2147483647);
let l_165 = f64(l_164);
let l_166 = l_mut_83 >> u32(31);
let l_167 = f64(l_166);
let l_168 = f64(2.0) * l_167;
let l_169 = f64(1.0) - l_168;
let l_170 = l_165 * l_169;
let l_171 = l_163 - l_170;
let l_172 = l_mut_83 < u32(4294967293);
let l_173 = l_171 == f64(0.0);
let l_174 = !l_156;
let l_175 = l_154 && l_174;
let l_176 = l_173 || l_175;
let l_177 = l_172 && l_176;
l_mut_178 = l_177;
let l_179 = l_171 != f64(0.0);
let l_180 = l_mut_178 && l_179;
if l_180 {

for (var l_mut_181: u32 = u32(0); l_mut_181 < u32(8); l_mut_181++) {
let l_182 = u32(2) * l_mut_181;
let l_1252 = info.static_meta[u32(1)];
let l_1253 = l_1252 * u32(1);
let l_1254 = l_182 < l_1253;
let l_1255 = l_1253 - u32(1);
let l_1256 = min(l_182, l_1255);
let l_1257 = buffer_1_global[l_1256];
let l_1258 = select(u32(0), l_1257, l_1254);
let l_183 = l_1258;
let l_184 = u32(2) * l_mut_181;
let l_185 = l_184 + u32(1);
let l_1259 = info.static_meta[u32(1)];
let l_1260 = l_1259 * u32(1);
let l_1261 = l_185 < l_1260;
let l_1262 = l_1260 - u32(1);
let l_1263 = min(l_185, l_1262);
let l_1264 = buffer_1_global[l_1263];
let l_1265 = select(u32(0), l_1264, l_1261);
let l_186 = l_1265;
let l_187 = l_186 != u32(0);
let l_188 = l_mut_181 * u32(4);
let l_1266 = info.static_meta[u32(2)];
let l_1267 = l_1266 * u32(1);
let l_1268 = l_188 < l_1267;
let l_1269 = l_1267 - u32(1);
let l_1270 = min(l_188, l_1269);
let l_1271 = buffer_2_global[l_1270];
let l_1272 = select(f64(0.0), l_1271, l_1268);
let l_189 = l_1272;
let l_190 = l_mut_181 * u32(4);
let l_191 = l_190 + u32(1);
let l_1273 = info.static_meta[u32(2)];
let l_1274 = l_1273 * u32(1);
let l_1275 = l_191 < l_1274;
let l_1276 = l_1274 - u32(1);
let l_1277 = min(l_191, l_1276);
let l_1278 = buffer_2_global[l_1277];
let l_1279 = select(f64(0.0), l_1278, l_1275);
let l_192 = l_1279;
let l_193 = l_mut_181 * u32(4);
let l_194 = l_193 + u32(2);
let l_1280 = info.static_meta[u32(2)];
let l_1281 = l_1280 * u32(1);
let l_1282 = l_194 < l_1281;
let l_1283 = l_1281 - u32(1);
let l_1284 = min(l_194, l_1283);
let l_1285 = buffer_2_global[l_1284];
let l_1286 = select(f64(0.0), l_1285, l_1282);
let l_195 = l_1286;
let l_196 = f64(l_21);
let l_197 = abs(l_196);
let l_198 = abs(l_mut_25);
let l_199 = l_198 * f64(1.4551915228366852e-11);
a_200[u32(0)] = u32(1);
l_mut_201 = u32(2);
let l_202 = l_183 == u32(0);
if l_202 {
l_mut_201 = u32(0);
} else {
let l_203 = l_183 == u32(1);
if l_203 {
l_mut_201 = u32(1);
let l_204 = abs(l_171);
let l_205 = l_204 <= l_189;
if l_205 {
l_mut_201 = u32(0);
}
} else {
let l_206 = l_183 == u32(2);
if l_206 {
let l_207 = abs(l_mut_25);
l_mut_32 = f64(1.401298464324817e-45);
let l_208 = l_207 >= f64(1.1754943508222875e-38);
let l_209 = l_207 <= f64(1.7976931348623157e308);
let l_210 = l_208 && l_209;
if l_210 {
let l_211 = bitcast<u64>(l_207);
let l_212 = l_211 >> u32(bitcast<u64>(u64(52)));
let l_213 = l_212 - u64(23);
let l_214 = l_213 << u32(bitcast<u64>(u64(52)));
let l_215 = bitcast<f64>(l_214);
l_mut_32 = l_215;
}
let l_216 = l_189 * l_mut_32;
l_mut_217 = u32(2);
let l_218 = l_mut_25 - l_199;
let l_219 = abs(l_218);
l_mut_32 = f64(1.401298464324817e-45);
let l_220 = l_219 >= f64(1.1754943508222875e-38);
let l_221 = l_219 <= f64(1.7976931348623157e308);
let l_222 = l_220 && l_221;
if l_222 {
let l_223 = bitcast<u64>(l_219);
let l_224 = l_223 >> u32(bitcast<u64>(u64(52)));
let l_225 = l_224 - u64(23);
let l_226 = l_225 << u32(bitcast<u64>(u64(52)));
let l_227 = bitcast<f64>(l_226);
l_mut_32 = l_227;
}
let l_228 = l_mut_25 + l_199;
let l_229 = abs(l_228);
l_mut_27 = f64(1.401298464324817e-45);
let l_230 = l_229 >= f64(1.1754943508222875e-38);
let l_231 = l_229 <= f64(1.7976931348623157e308);
let l_232 = l_230 && l_231;
if l_232 {
let l_233 = bitcast<u64>(l_229);
let l_234 = l_233 >> u32(bitcast<u64>(u64(52)));
let l_235 = l_234 - u64(23);
let l_236 = l_235 << u32(bitcast<u64>(u64(52)));
let l_237 = bitcast<f64>(l_236);
l_mut_27 = l_237;
}
let l_238 = l_mut_32 == l_mut_27;
if l_238 {
let l_239 = l_216 * f64(1.4551915228366852e-11);
let l_240 = l_199 + l_239;
let l_241 = l_mut_25 - l_216;
let l_242 = l_mut_25 + l_216;
let l_243 = f64(l_mut_22);
let l_244 = bitcast<u32>(l_mut_22);
let l_245 = l_244 + u32(1);
l_mut_246 = l_245;
let l_247 = l_244 & u32(2147483647);
let l_248 = l_247 == u32(0);
if l_248 {
l_mut_246 = u32(1);
} else {
let l_249 = l_244 & u32(2147483648);
let l_250 = l_249 != u32(0);
if l_250 {
let l_251 = l_244 - u32(1);
l_mut_246 = l_251;
}
}
let l_252 = bitcast<f32>(l_mut_246);
let l_253 = f64(l_252);
let l_254 = -l_mut_22;
let l_255 = bitcast<u32>(l_254);
let l_256 = l_255 + u32(1);
l_mut_246 = l_256;
let l_257 = l_255 & u32(2147483647);
let l_258 = l_257 == u32(0);
if l_258 {
l_mut_246 = u32(1);
} else {
let l_259 = l_255 & u32(2147483648);
let l_260 = l_259 != u32(0);
if l_260 {
let l_261 = l_255 - u32(1);
l_mut_246 = l_261;
}
}
let l_262 = bitcast<f32>(l_mut_246);
let l_263 = -l_262;
let l_264 = f64(l_263);
let l_265 = l_241 + l_240;
let l_266 = l_265 <= l_243;
l_mut_267 = l_266;
let l_268 = l_241 - l_240;
let l_269 = l_268 > l_243;
l_mut_270 = l_269;
let l_271 = l_242 - l_240;
let l_272 = l_271 >= l_243;
l_mut_273 = l_272;
let l_274 = l_242 + l_240;
let l_275 = l_274 < l_243;
l_mut_276 = l_275;
if l_187 {
let l_277 = l_241 + l_240;
let l_278 = l_277 < l_253;
l_mut_267 = l_278;
let l_279 = l_241 - l_240;
let l_280 = l_279 >= l_253;
l_mut_270 = l_280;
let l_281 = l_242 - l_240;
let l_282 = l_281 > l_264;
l_mut_273 = l_282;
let l_283 = l_242 + l_240;
let l_284 = l_283 <= l_264;
l_mut_276 = l_284;
}
l_mut_246 = u32(2);
let l_285 = l_mut_270 || l_mut_276;
if l_285 {
l_mut_246 = u32(1);
} else {
let l_286 = l_mut_267 && l_mut_273;
if l_286 {
l_mut_246 = u32(0);
}
}
l_mut_217 = l_mut_246;
}
l_mut_201 = l_mut_217;
} else {
let l_287 = l_183 == u32(3);
if l_287 {
l_mut_201 = u32(0);
let l_288 = l_197 >= f64(1.1754943508222875e-38);
let l_289 = l_197 <= f64(8.507059173023462e37);
let l_290 = l_288 && l_289;
if l_290 {
let l_291 = abs(l_mut_25);
l_mut_32 = f64(1.401298464324817e-45);
let l_292 = l_291 >= f64(1.1754943508222875e-38);
let l_293 = l_291 <= f64(1.7976931348623157e308);
let l_294 = l_292 && l_293;
if l_294 {
let l_295 = bitcast<u64>(l_291);
let l_296 = l_295 >> u32(bitcast<u64>(u64(52)));
let l_297 = l_296 - u64(23);
let l_298 = l_297 << u32(bitcast<u64>(u64(52)));
let l_299 = bitcast<f64>(l_298);
l_mut_32 = l_299;
}
let l_300 = l_189 * l_mut_32;
l_mut_246 = u32(2);
let l_301 = l_mut_25 - l_199;
let l_302 = abs(l_301);
l_mut_32 = f64(1.401298464324817e-45);
let l_303 = l_302 >= f64(1.1754943508222875e-38);
let l_304 = l_302 <= f64(1.7976931348623157e308);
let l_305 = l_303 && l_304;
if l_305 {
let l_306 = bitcast<u64>(l_302);
let l_307 = l_306 >> u32(bitcast<u64>(u64(52)));
let l_308 = l_307 - u64(23);
let l_309 = l_308 << u32(bitcast<u64>(u64(52)));
let l_310 = bitcast<f64>(l_309);
l_mut_32 = l_310;
}
let l_311 = l_mut_25 + l_199;
let l_312 = abs(l_311);
l_mut_27 = f64(1.401298464324817e-45);
let l_313 = l_312 >= f64(1.1754943508222875e-38);
let l_314 = l_312 <= f64(1.7976931348623157e308);
let l_315 = l_313 && l_314;
if l_315 {
let l_316 = bitcast<u64>(l_312);
let l_317 = l_316 >> u32(bitcast<u64>(u64(52)));
let l_318 = l_317 - u64(23);
let l_319 = l_318 << u32(bitcast<u64>(u64(52)));
let l_320 = bitcast<f64>(l_319);
l_mut_27 = l_320;
}
let l_321 = l_mut_32 == l_mut_27;
if l_321 {
let l_322 = l_300 * f64(1.4551915228366852e-11);
let l_323 = l_199 + l_322;
let l_324 = l_mut_25 - l_300;
let l_325 = l_mut_25 + l_300;
let l_326 = f64(l_mut_22);
let l_327 = bitcast<u32>(l_mut_22);
let l_328 = l_327 + u32(1);
l_mut_217 = l_328;
let l_329 = l_327 & u32(2147483647);
let l_330 = l_329 == u32(0);
if l_330 {
l_mut_217 = u32(1);
} else {
let l_331 = l_327 & u32(2147483648);
let l_332 = l_331 != u32(0);
if l_332 {
let l_333 = l_327 - u32(1);
l_mut_217 = l_333;
}
}
let l_334 = bitcast<f32>(l_mut_217);
let l_335 = f64(l_334);
let l_336 = -l_mut_22;
let l_337 = bitcast<u32>(l_336);
let l_338 = l_337 + u32(1);
l_mut_217 = l_338;
let l_339 = l_337 & u32(2147483647);
let l_340 = l_339 == u32(0);
if l_340 {
l_mut_217 = u32(1);
} else {
let l_341 = l_337 & u32(2147483648);
let l_342 = l_341 != u32(0);
if l_342 {
let l_343 = l_337 - u32(1);
l_mut_217 = l_343;
}
}
let l_344 = bitcast<f32>(l_mut_217);
let l_345 = -l_344;
let l_346 = f64(l_345);
let l_347 = l_324 + l_323;
let l_348 = l_347 <= l_326;
l_mut_276 = l_348;
let l_349 = l_324 - l_323;
let l_350 = l_349 > l_326;
l_mut_273 = l_350;
let l_351 = l_325 - l_323;
let l_352 = l_351 >= l_326;
l_mut_270 = l_352;
let l_353 = l_325 + l_323;
let l_354 = l_353 < l_326;
l_mut_267 = l_354;
if l_187 {
let l_355 = l_324 + l_323;
let l_356 = l_355 < l_335;
l_mut_276 = l_356;
let l_357 = l_324 - l_323;
let l_358 = l_357 >= l_335;
l_mut_273 = l_358;
let l_359 = l_325 - l_323;
let l_360 = l_359 > l_346;
l_mut_270 = l_360;
let l_361 = l_325 + l_323;
let l_362 = l_361 <= l_346;
l_mut_267 = l_362;
}
l_mut_217 = u32(2);
let l_363 = l_mut_273 || l_mut_267;
if l_363 {
l_mut_217 = u32(1);
} else {
let l_364 = l_mut_276 && l_mut_270;
if l_364 {
l_mut_217 = u32(0);
}
}
l_mut_246 = l_mut_217;
}
l_mut_201 = l_mut_246;
}
} else {
let l_365 = l_183 == u32(4);
if l_365 {
let l_366 = l_192 * l_197;
let l_367 = l_189 + l_366;
let l_368 = abs(l_mut_25);
l_mut_32 = f64(1.401298464324817e-45);
let l_369 = l_368 >= f64(1.1754943508222875e-38);
let l_370 = l_368 <= f64(1.7976931348623157e308);
let l_371 = l_369 && l_370;
if l_371 {
let l_372 = bitcast<u64>(l_368);
let l_373 = l_372 >> u32(bitcast<u64>(u64(52)));
let l_374 = l_373 - u64(23);
let l_375 = l_374 << u32(bitcast<u64>(u64(52)));
let l_376 = bitcast<f64>(l_375);
l_mut_32 = l_376;
}
let l_377 = l_367 * l_mut_32;
l_mut_246 = u32(2);
let l_378 = l_mut_25 - l_199;
let l_379 = abs(l_378);
l_mut_32 = f64(1.401298464324817e-45);
let l_380 = l_379 >= f64(1.1754943508222875e-38);
let l_381 = l_379 <= f64(1.7976931348623157e308);
let l_382 = l_380 && l_381;
if l_382 {
let l_383 = bitcast<u64>(l_379);
let l_384 = l_383 >> u32(bitcast<u64>(u64(52)));
let l_385 = l_384 - u64(23);
let l_386 = l_385 << u32(bitcast<u64>(u64(52)));
let l_387 = bitcast<f64>(l_386);
l_mut_32 = l_387;
}
let l_388 = l_mut_25 + l_199;
let l_389 = abs(l_388);
l_mut_27 = f64(1.401298464324817e-45);
let l_390 = l_389 >= f64(1.1754943508222875e-38);
let l_391 = l_389 <= f64(1.7976931348623157e308);
let l_392 = l_390 && l_391;
if l_392 {
let l_393 = bitcast<u64>(l_389);
let l_394 = l_393 >> u32(bitcast<u64>(u64(52)));
let l_395 = l_394 - u64(23);
let l_396 = l_395 << u32(bitcast<u64>(u64(52)));
let l_397 = bitcast<f64>(l_396);
l_mut_27 = l_397;
}
let l_398 = l_mut_32 == l_mut_27;
if l_398 {
let l_399 = l_377 * f64(1.4551915228366852e-11);
let l_400 = l_199 + l_399;
let l_401 = l_mut_25 - l_377;
let l_402 = l_mut_25 + l_377;
let l_403 = f64(l_mut_22);
let l_404 = bitcast<u32>(l_mut_22);
let l_405 = l_404 + u32(1);
l_mut_217 = l_405;
let l_406 = l_404 & u32(2147483647);
let l_407 = l_406 == u32(0);
if l_407 {
l_mut_217 = u32(1);
} else {
let l_408 = l_404 & u32(2147483648);
let l_409 = l_408 != u32(0);
if l_409 {
let l_410 = l_404 - u32(1);
l_mut_217 = l_410;
}
}
let l_411 = bitcast<f32>(l_mut_217);
let l_412 = f64(l_411);
let l_413 = -l_mut_22;
let l_414 = bitcast<u32>(l_413);
let l_415 = l_414 + u32(1);
l_mut_217 = l_415;
let l_416 = l_414 & u32(2147483647);
let l_417 = l_416 == u32(0);
if l_417 {
l_mut_217 = u32(1);
} else {
let l_418 = l_414 & u32(2147483648);
let l_419 = l_418 != u32(0);
if l_419 {
let l_420 = l_414 - u32(1);
l_mut_217 = l_420;
}
}
let l_421 = bitcast<f32>(l_mut_217);
let l_422 = -l_421;
let l_423 = f64(l_422);
let l_424 = l_401 + l_400;
let l_425 = l_424 <= l_403;
l_mut_276 = l_425;
let l_426 = l_401 - l_400;
let l_427 = l_426 > l_403;
l_mut_273 = l_427;
let l_428 = l_402 - l_400;
let l_429 = l_428 >= l_403;
l_mut_270 = l_429;
let l_430 = l_402 + l_400;
let l_431 = l_430 < l_403;
l_mut_267 = l_431;
if l_187 {
let l_432 = l_401 + l_400;
let l_433 = l_432 < l_412;
l_mut_276 = l_433;
let l_434 = l_401 - l_400;
let l_435 = l_434 >= l_412;
l_mut_273 = l_435;
let l_436 = l_402 - l_400;
let l_437 = l_436 > l_423;
l_mut_270 = l_437;
let l_438 = l_402 + l_400;
let l_439 = l_438 <= l_423;
l_mut_267 = l_439;
}
l_mut_217 = u32(2);
let l_440 = l_mut_273 || l_mut_267;
if l_440 {
l_mut_217 = u32(1);
} else {
let l_441 = l_mut_276 && l_mut_270;
if l_441 {
l_mut_217 = u32(0);
}
}
l_mut_246 = l_mut_217;
}
l_mut_201 = l_mut_246;
} else {
let l_442 = l_183 == u32(5);
if l_442 {
let l_443 = f64(2.0) * l_196;
let l_444 = abs(l_443);
let l_445 = floor(l_444);
let l_446 = f64(3.0) + l_445;
let l_447 = abs(l_mut_25);
l_mut_32 = f64(1.401298464324817e-45);
let l_448 = l_447 >= f64(1.1754943508222875e-38);
let l_449 = l_447 <= f64(1.7976931348623157e308);
let l_450 = l_448 && l_449;
if l_450 {
let l_451 = bitcast<u64>(l_447);
let l_452 = l_451 >> u32(bitcast<u64>(u64(52)));
let l_453 = l_452 - u64(23);
let l_454 = l_453 << u32(bitcast<u64>(u64(52)));
let l_455 = bitcast<f64>(l_454);
l_mut_32 = l_455;
}
let l_456 = l_446 * l_mut_32;
l_mut_246 = u32(2);
let l_457 = l_mut_25 - l_199;
let l_458 = abs(l_457);
l_mut_32 = f64(1.401298464324817e-45);
let l_459 = l_458 >= f64(1.1754943508222875e-38);
let l_460 = l_458 <= f64(1.7976931348623157e308);
let l_461 = l_459 && l_460;
if l_461 {
let l_462 = bitcast<u64>(l_458);
let l_463 = l_462 >> u32(bitcast<u64>(u64(52)));
let l_464 = l_463 - u64(23);
let l_465 = l_464 << u32(bitcast<u64>(u64(52)));
let l_466 = bitcast<f64>(l_465);
l_mut_32 = l_466;
}
let l_467 = l_mut_25 + l_199;
let l_468 = abs(l_467);
l_mut_27 = f64(1.401298464324817e-45);
let l_469 = l_468 >= f64(1.1754943508222875e-38);
let l_470 = l_468 <= f64(1.7976931348623157e308);
let l_471 = l_469 && l_470;
if l_471 {
let l_472 = bitcast<u64>(l_468);
let l_473 = l_472 >> u32(bitcast<u64>(u64(52)));
let l_474 = l_473 - u64(23);
let l_475 = l_474 << u32(bitcast<u64>(u64(52)));
let l_476 = bitcast<f64>(l_475);
l_mut_27 = l_476;
}
let l_477 = l_mut_32 == l_mut_27;
if l_477 {
let l_478 = l_456 * f64(1.4551915228366852e-11);
let l_479 = l_199 + l_478;
let l_480 = l_mut_25 - l_456;
let l_481 = l_mut_25 + l_456;
let l_482 = f64(l_mut_22);
let l_483 = bitcast<u32>(l_mut_22);
let l_484 = l_483 + u32(1);
l_mut_217 = l_484;
let l_485 = l_483 & u32(2147483647);
let l_486 = l_485 == u32(0);
if l_486 {
l_mut_217 = u32(1);
} else {
let l_487 = l_483 & u32(2147483648);
let l_488 = l_487 != u32(0);
if l_488 {
let l_489 = l_483 - u32(1);
l_mut_217 = l_489;
}
}
let l_490 = bitcast<f32>(l_mut_217);
let l_491 = f64(l_490);
let l_492 = -l_mut_22;
let l_493 = bitcast<u32>(l_492);
let l_494 = l_493 + u32(1);
l_mut_217 = l_494;
let l_495 = l_493 & u32(2147483647);
let l_496 = l_495 == u32(0);
if l_496 {
l_mut_217 = u32(1);
} else {
let l_497 = l_493 & u32(2147483648);
let l_498 = l_497 != u32(0);
if l_498 {
let l_499 = l_493 - u32(1);
l_mut_217 = l_499;
}
}
let l_500 = bitcast<f32>(l_mut_217);
let l_501 = -l_500;
let l_502 = f64(l_501);
let l_503 = l_480 + l_479;
let l_504 = l_503 <= l_482;
l_mut_276 = l_504;
let l_505 = l_480 - l_479;
let l_506 = l_505 > l_482;
l_mut_273 = l_506;
let l_507 = l_481 - l_479;
let l_508 = l_507 >= l_482;
l_mut_270 = l_508;
let l_509 = l_481 + l_479;
let l_510 = l_509 < l_482;
l_mut_267 = l_510;
if l_187 {
let l_511 = l_480 + l_479;
let l_512 = l_511 < l_491;
l_mut_276 = l_512;
let l_513 = l_480 - l_479;
let l_514 = l_513 >= l_491;
l_mut_273 = l_514;
let l_515 = l_481 - l_479;
let l_516 = l_515 > l_502;
l_mut_270 = l_516;
let l_517 = l_481 + l_479;
let l_518 = l_517 <= l_502;
l_mut_267 = l_518;
}
l_mut_217 = u32(2);
let l_519 = l_mut_273 || l_mut_267;
if l_519 {
l_mut_217 = u32(1);
} else {
let l_520 = l_mut_276 && l_mut_270;
if l_520 {
l_mut_217 = u32(0);
}
}
l_mut_246 = l_mut_217;
}
l_mut_201 = l_mut_246;
} else {
let l_521 = l_183 == u32(6);
if l_521 {
l_mut_201 = u32(0);
let l_522 = l_197 <= l_192;
if l_522 {
let l_523 = l_189 * f64(1.4551915228366852e-11);
let l_524 = l_199 + l_523;
let l_525 = l_mut_25 - l_189;
let l_526 = l_mut_25 + l_189;
let l_527 = f64(l_mut_22);
let l_528 = bitcast<u32>(l_mut_22);
let l_529 = l_528 + u32(1);
l_mut_246 = l_529;
let l_530 = l_528 & u32(2147483647);
let l_531 = l_530 == u32(0);
if l_531 {
l_mut_246 = u32(1);
} else {
let l_532 = l_528 & u32(2147483648);
let l_533 = l_532 != u32(0);
if l_533 {
let l_534 = l_528 - u32(1);
l_mut_246 = l_534;
}
}
let l_535 = bitcast<f32>(l_mut_246);
let l_536 = f64(l_535);
let l_537 = -l_mut_22;
let l_538 = bitcast<u32>(l_537);
let l_539 = l_538 + u32(1);
l_mut_246 = l_539;
let l_540 = l_538 & u32(2147483647);
let l_541 = l_540 == u32(0);
if l_541 {
l_mut_246 = u32(1);
} else {
let l_542 = l_538 & u32(2147483648);
let l_543 = l_542 != u32(0);
if l_543 {
let l_544 = l_538 - u32(1);
l_mut_246 = l_544;
}
}
let l_545 = bitcast<f32>(l_mut_246);
let l_546 = -l_545;
let l_547 = f64(l_546);
let l_548 = l_525 + l_524;
let l_549 = l_548 <= l_527;
l_mut_276 = l_549;
let l_550 = l_525 - l_524;
let l_551 = l_550 > l_527;
l_mut_273 = l_551;
let l_552 = l_526 - l_524;
let l_553 = l_552 >= l_527;
l_mut_270 = l_553;
let l_554 = l_526 + l_524;
let l_555 = l_554 < l_527;
l_mut_267 = l_555;
if l_187 {
let l_556 = l_525 + l_524;
let l_557 = l_556 < l_536;
l_mut_276 = l_557;
let l_558 = l_525 - l_524;
let l_559 = l_558 >= l_536;
l_mut_273 = l_559;
let l_560 = l_526 - l_524;
let l_561 = l_560 > l_547;
l_mut_270 = l_561;
let l_562 = l_526 + l_524;
let l_563 = l_562 <= l_547;
l_mut_267 = l_563;
}
l_mut_246 = u32(2);
let l_564 = l_mut_273 || l_mut_267;
if l_564 {
l_mut_246 = u32(1);
} else {
let l_565 = l_mut_276 && l_mut_270;
if l_565 {
l_mut_246 = u32(0);
}
}
l_mut_201 = l_mut_246;
}
} else {
let l_566 = l_183 == u32(7);
if l_566 {
let l_567 = abs(l_mut_25);
let l_568 = l_189 * l_567;
l_mut_32 = l_568;
let l_569 = abs(l_mut_25);
l_mut_27 = f64(1.401298464324817e-45);
let l_570 = l_569 >= f64(1.1754943508222875e-38);
let l_571 = l_569 <= f64(1.7976931348623157e308);
let l_572 = l_570 && l_571;
if l_572 {
let l_573 = bitcast<u64>(l_569);
let l_574 = l_573 >> u32(bitcast<u64>(u64(52)));
let l_575 = l_574 - u64(23);
let l_576 = l_575 << u32(bitcast<u64>(u64(52)));
let l_577 = bitcast<f64>(l_576);
l_mut_27 = l_577;
}
let l_578 = f64(0.5) * l_mut_27;
let l_579 = l_578 > l_mut_32;
if l_579 {
l_mut_32 = l_578;
}
let l_580 = l_mut_25 - l_199;
let l_581 = abs(l_580);
l_mut_27 = f64(1.401298464324817e-45);
let l_582 = l_581 >= f64(1.1754943508222875e-38);
let l_583 = l_581 <= f64(1.7976931348623157e308);
let l_584 = l_582 && l_583;
if l_584 {
let l_585 = bitcast<u64>(l_581);
let l_586 = l_585 >> u32(bitcast<u64>(u64(52)));
let l_587 = l_586 - u64(23);
let l_588 = l_587 << u32(bitcast<u64>(u64(52)));
let l_589 = bitcast<f64>(l_588);
l_mut_27 = l_589;
}
let l_590 = l_mut_25 + l_199;
let l_591 = abs(l_590);
l_mut_592 = f64(1.401298464324817e-45);
let l_593 = l_591 >= f64(1.1754943508222875e-38);
let l_594 = l_591 <= f64(1.7976931348623157e308);
let l_595 = l_593 && l_594;
if l_595 {
let l_596 = bitcast<u64>(l_591);
let l_597 = l_596 >> u32(bitcast<u64>(u64(52)));
let l_598 = l_597 - u64(23);
let l_599 = l_598 << u32(bitcast<u64>(u64(52)));
let l_600 = bitcast<f64>(l_599);
l_mut_592 = l_600;
}
let l_601 = l_mut_27 == l_mut_592;
if l_601 {
let l_602 = l_189 * l_199;
let l_603 = l_199 + l_602;
let l_604 = l_mut_32 * f64(1.4551915228366852e-11);
let l_605 = l_603 + l_604;
let l_606 = l_mut_25 - l_mut_32;
let l_607 = l_mut_25 + l_mut_32;
let l_608 = f64(l_mut_22);
let l_609 = bitcast<u32>(l_mut_22);
let l_610 = l_609 + u32(1);
l_mut_246 = l_610;
let l_611 = l_609 & u32(2147483647);
let l_612 = l_611 == u32(0);
if l_612 {
l_mut_246 = u32(1);
} else {
let l_613 = l_609 & u32(2147483648);
let l_614 = l_613 != u32(0);
if l_614 {
let l_615 = l_609 - u32(1);
l_mut_246 = l_615;
}
}
let l_616 = bitcast<f32>(l_mut_246);
let l_617 = f64(l_616);
let l_618 = -l_mut_22;
let l_619 = bitcast<u32>(l_618);
let l_620 = l_619 + u32(1);
l_mut_246 = l_620;
let l_621 = l_619 & u32(2147483647);
let l_622 = l_621 == u32(0);
if l_622 {
l_mut_246 = u32(1);
} else {
let l_623 = l_619 & u32(2147483648);
let l_624 = l_623 != u32(0);
if l_624 {
let l_625 = l_619 - u32(1);
l_mut_246 = l_625;
}
}
let l_626 = bitcast<f32>(l_mut_246);
let l_627 = -l_626;
let l_628 = f64(l_627);
let l_629 = l_606 + l_605;
let l_630 = l_629 <= l_608;
l_mut_276 = l_630;
let l_631 = l_606 - l_605;
let l_632 = l_631 > l_608;
l_mut_273 = l_632;
let l_633 = l_607 - l_605;
let l_634 = l_633 >= l_608;
l_mut_270 = l_634;
let l_635 = l_607 + l_605;
let l_636 = l_635 < l_608;
l_mut_267 = l_636;
if l_187 {
let l_637 = l_606 + l_605;
let l_638 = l_637 < l_617;
l_mut_276 = l_638;
let l_639 = l_606 - l_605;
let l_640 = l_639 >= l_617;
l_mut_273 = l_640;
let l_641 = l_607 - l_605;
let l_642 = l_641 > l_628;
l_mut_270 = l_642;
let l_643 = l_607 + l_605;
let l_644 = l_643 <= l_628;
l_mut_267 = l_644;
}
l_mut_246 = u32(2);
let l_645 = l_mut_273 || l_mut_267;
if l_645 {
l_mut_246 = u32(1);
} else {
let l_646 = l_mut_276 && l_mut_270;
if l_646 {
l_mut_246 = u32(0);
}
}
l_mut_201 = l_mut_246;
}
} else {
let l_647 = l_183 == u32(8);
if l_647 {
let l_648 = l_196 >= f64(0.5);
let l_649 = l_196 <= f64(2.0);
let l_650 = l_648 && l_649;
if l_650 {
let l_651 = l_189 * f64(1.4551915228366852e-11);
let l_652 = l_199 + l_651;
let l_653 = l_mut_25 - l_189;
let l_654 = l_mut_25 + l_189;
let l_655 = f64(l_mut_22);
let l_656 = bitcast<u32>(l_mut_22);
let l_657 = l_656 + u32(1);
l_mut_246 = l_657;
let l_658 = l_656 & u32(2147483647);
let l_659 = l_658 == u32(0);
if l_659 {
l_mut_246 = u32(1);
} else {
let l_660 = l_656 & u32(2147483648);
let l_661 = l_660 != u32(0);
if l_661 {
let l_662 = l_656 - u32(1);
l_mut_246 = l_662;
}
}
let l_663 = bitcast<f32>(l_mut_246);
let l_664 = f64(l_663);
let l_665 = -l_mut_22;
let l_666 = bitcast<u32>(l_665);
let l_667 = l_666 + u32(1);
l_mut_246 = l_667;
let l_668 = l_666 & u32(2147483647);
let l_669 = l_668 == u32(0);
if l_669 {
l_mut_246 = u32(1);
} else {
let l_670 = l_666 & u32(2147483648);
let l_671 = l_670 != u32(0);
if l_671 {
let l_672 = l_666 - u32(1);
l_mut_246 = l_672;
}
}
let l_673 = bitcast<f32>(l_mut_246);
let l_674 = -l_673;
let l_675 = f64(l_674);
let l_676 = l_653 + l_652;
let l_677 = l_676 <= l_655;
l_mut_276 = l_677;
let l_678 = l_653 - l_652;
let l_679 = l_678 > l_655;
l_mut_273 = l_679;
let l_680 = l_654 - l_652;
let l_681 = l_680 >= l_655;
l_mut_270 = l_681;
let l_682 = l_654 + l_652;
let l_683 = l_682 < l_655;
l_mut_267 = l_683;
if l_187 {
let l_684 = l_653 + l_652;
let l_685 = l_684 < l_664;
l_mut_276 = l_685;
let l_686 = l_653 - l_652;
let l_687 = l_686 >= l_664;
l_mut_273 = l_687;
let l_688 = l_654 - l_652;
let l_689 = l_688 > l_675;
l_mut_270 = l_689;
let l_690 = l_654 + l_652;
let l_691 = l_690 <= l_675;
l_mut_267 = l_691;
}
l_mut_246 = u32(2);
let l_692 = l_mut_273 || l_mut_267;
if l_692 {
l_mut_246 = u32(1);
} else {
let l_693 = l_mut_276 && l_mut_270;
if l_693 {
l_mut_246 = u32(0);
}
}
l_mut_201 = l_mut_246;
} else {
let l_694 = abs(l_mut_25);
l_mut_592 = f64(1.401298464324817e-45);
let l_695 = l_694 >= f64(1.1754943508222875e-38);
let l_696 = l_694 <= f64(1.7976931348623157e308);
let l_697 = l_695 && l_696;
if l_697 {
let l_698 = bitcast<u64>(l_694);
let l_699 = l_698 >> u32(bitcast<u64>(u64(52)));
let l_700 = l_699 - u64(23);
let l_701 = l_700 << u32(bitcast<u64>(u64(52)));
let l_702 = bitcast<f64>(l_701);
l_mut_592 = l_702;
}
let l_703 = l_192 * l_mut_592;
l_mut_246 = u32(2);
let l_704 = l_mut_25 - l_199;
let l_705 = abs(l_704);
l_mut_592 = f64(1.401298464324817e-45);
let l_706 = l_705 >= f64(1.1754943508222875e-38);
let l_707 = l_705 <= f64(1.7976931348623157e308);
let l_708 = l_706 && l_707;
if l_708 {
let l_709 = bitcast<u64>(l_705);
let l_710 = l_709 >> u32(bitcast<u64>(u64(52)));
let l_711 = l_710 - u64(23);
let l_712 = l_711 << u32(bitcast<u64>(u64(52)));
let l_713 = bitcast<f64>(l_712);
l_mut_592 = l_713;
}
let l_714 = l_mut_25 + l_199;
let l_715 = abs(l_714);
l_mut_32 = f64(1.401298464324817e-45);
let l_716 = l_715 >= f64(1.1754943508222875e-38);
let l_717 = l_715 <= f64(1.7976931348623157e308);
let l_718 = l_716 && l_717;
if l_718 {
let l_719 = bitcast<u64>(l_715);
let l_720 = l_719 >> u32(bitcast<u64>(u64(52)));
let l_721 = l_720 - u64(23);
let l_722 = l_721 << u32(bitcast<u64>(u64(52)));
let l_723 = bitcast<f64>(l_722);
l_mut_32 = l_723;
}
let l_724 = l_mut_592 == l_mut_32;
if l_724 {
let l_725 = l_703 * f64(1.4551915228366852e-11);
let l_726 = l_199 + l_725;
let l_727 = l_mut_25 - l_703;
let l_728 = l_mut_25 + l_703;
let l_729 = f64(l_mut_22);
let l_730 = bitcast<u32>(l_mut_22);
let l_731 = l_730 + u32(1);
l_mut_217 = l_731;
let l_732 = l_730 & u32(2147483647);
let l_733 = l_732 == u32(0);
if l_733 {
l_mut_217 = u32(1);
} else {
let l_734 = l_730 & u32(2147483648);
let l_735 = l_734 != u32(0);
if l_735 {
let l_736 = l_730 - u32(1);
l_mut_217 = l_736;
}
}
let l_737 = bitcast<f32>(l_mut_217);
let l_738 = f64(l_737);
let l_739 = -l_mut_22;
let l_740 = bitcast<u32>(l_739);
let l_741 = l_740 + u32(1);
l_mut_217 = l_741;
let l_742 = l_740 & u32(2147483647);
let l_743 = l_742 == u32(0);
if l_743 {
l_mut_217 = u32(1);
} else {
let l_744 = l_740 & u32(2147483648);
let l_745 = l_744 != u32(0);
if l_745 {
let l_746 = l_740 - u32(1);
l_mut_217 = l_746;
}
}
let l_747 = bitcast<f32>(l_mut_217);
let l_748 = -l_747;
let l_749 = f64(l_748);
let l_750 = l_727 + l_726;
let l_751 = l_750 <= l_729;
l_mut_276 = l_751;
let l_752 = l_727 - l_726;
let l_753 = l_752 > l_729;
l_mut_273 = l_753;
let l_754 = l_728 - l_726;
let l_755 = l_754 >= l_729;
l_mut_270 = l_755;
let l_756 = l_728 + l_726;
let l_757 = l_756 < l_729;
l_mut_267 = l_757;
if l_187 {
let l_758 = l_727 + l_726;
let l_759 = l_758 < l_738;
l_mut_276 = l_759;
let l_760 = l_727 - l_726;
let l_761 = l_760 >= l_738;
l_mut_273 = l_761;
let l_762 = l_728 - l_726;
let l_763 = l_762 > l_749;
l_mut_270 = l_763;
let l_764 = l_728 + l_726;
let l_765 = l_764 <= l_749;
l_mut_267 = l_765;
}
l_mut_217 = u32(2);
let l_766 = l_mut_273 || l_mut_267;
if l_766 {
l_mut_217 = u32(1);
} else {
let l_767 = l_mut_276 && l_mut_270;
if l_767 {
l_mut_217 = u32(0);
}
}
l_mut_246 = l_mut_217;
}
l_mut_201 = l_mut_246;
}
} else {
let l_768 = l_183 == u32(14);
if l_768 {
l_mut_201 = u32(0);
let l_769 = l_196 > f64(0.0);
if l_769 {
let l_770 = f32(l_196);
let l_771 = f64(l_770);
l_mut_592 = l_771;
let l_772 = l_770 < f32(0.0);
if l_772 {
let l_773 = bitcast<f64>(u64(9221120237041090560));
l_mut_592 = l_773;
} else {
let l_774 = l_770 == f32(0.0);
if l_774 {
let l_775 = bitcast<f64>(u64(9218868437227405312));
l_mut_32 = l_775;
let l_776 = f64(-1.0) < f64(0.0);
if l_776 {
let l_777 = -l_mut_32;
l_mut_32 = l_777;
}
l_mut_592 = l_mut_32;
} else {
let l_778 = bitcast<u32>(l_770);
let l_779 = l_778 < u32(2139095040);
if l_779 {
let l_780 = bitcast<u64>(l_771);
let l_781 = l_780 >> u32(bitcast<u64>(u64(52)));
let l_782 = l_781 & u64(2047);
let l_783 = i32(bitcast<i64>(l_782));
let l_784 = l_783 - i32(1023);
l_mut_42 = l_784;
let l_785 = l_780 & u64(4503599627370495);
let l_786 = l_785 | u64(4607182418800017408);
let l_787 = bitcast<f64>(l_786);
l_mut_32 = l_787;
let l_788 = l_mut_32 > f64(1.4142135623730951);
if l_788 {
l_mut_32 = l_mut_32 * f64(0.5);
l_mut_42 = l_mut_42 + i32(1);
}
let l_789 = l_mut_32 - f64(1.0);
let l_790 = f64(2.0) + l_789;
let l_791 = l_789 / l_790;
let l_792 = l_791 * l_791;
let l_793 = l_792 * f64(0.04);
let l_794 = l_793 + f64(0.043478260869565216);
l_mut_32 = l_794;
let l_795 = l_mut_32 * l_792;
let l_796 = l_795 + f64(0.047619047619047616);
l_mut_32 = l_796;
let l_797 = l_mut_32 * l_792;
let l_798 = l_797 + f64(0.05263157894736842);
l_mut_32 = l_798;
let l_799 = l_mut_32 * l_792;
let l_800 = l_799 + f64(0.058823529411764705);
l_mut_32 = l_800;
let l_801 = l_mut_32 * l_792;
let l_802 = l_801 + f64(0.06666666666666667);
l_mut_32 = l_802;
let l_803 = l_mut_32 * l_792;
let l_804 = l_803 + f64(0.07692307692307693);
l_mut_32 = l_804;
let l_805 = l_mut_32 * l_792;
let l_806 = l_805 + f64(0.09090909090909091);
l_mut_32 = l_806;
let l_807 = l_mut_32 * l_792;
let l_808 = l_807 + f64(0.1111111111111111);
l_mut_32 = l_808;
let l_809 = l_mut_32 * l_792;
let l_810 = l_809 + f64(0.14285714285714285);
l_mut_32 = l_810;
let l_811 = l_mut_32 * l_792;
let l_812 = l_811 + f64(0.2);
l_mut_32 = l_812;
let l_813 = l_mut_32 * l_792;
let l_814 = l_813 + f64(0.3333333333333333);
l_mut_32 = l_814;
let l_815 = f64(2.0) * l_791;
let l_816 = f64(2.0) * l_791;
let l_817 = l_816 * l_792;
let l_818 = l_817 * l_mut_32;
let l_819 = l_815 + l_818;
let l_820 = f64(l_mut_42);
let l_821 = l_820 * f64(0.6931471824645996);
let l_822 = l_820 * f64(-1.904654299957768e-9);
let l_823 = l_822 + l_819;
let l_824 = l_821 + l_823;
l_mut_592 = l_824;
}
}
}
let l_825 = l_mut_592 / f64(0.6931471805599453);
let l_826 = abs(l_825);
let l_827 = l_189 * l_826;
l_mut_592 = l_827;
let l_828 = l_196 >= f64(0.5);
let l_829 = l_196 <= f64(2.0);
let l_830 = l_828 && l_829;
if l_830 {
l_mut_592 = l_189;
}
let l_831 = abs(l_825);
let l_832 = l_831 * f64(1.4551915228366852e-11);
let l_833 = f64(1.0) + l_189;
let l_834 = l_832 * l_833;
let l_835 = l_825 - l_mut_592;
let l_836 = l_825 + l_mut_592;
let l_838 = l_835 * l_192;
let l_839 = l_835 * l_195;
let l_840 = l_836 * l_192;
let l_841 = l_836 * l_195;
a_837[u32(0)] = l_838;
a_837[u32(1)] = l_838;
let l_842 = a_837[u32(0)];
let l_843 = l_839 < l_842;
if l_843 {
a_837[u32(0)] = l_839;
}
let l_844 = a_837[u32(0)];
let l_845 = l_840 < l_844;
if l_845 {
a_837[u32(0)] = l_840;
}
let l_846 = a_837[u32(0)];
let l_847 = l_841 < l_846;
if l_847 {
a_837[u32(0)] = l_841;
}
let l_848 = a_837[u32(1)];
let l_849 = l_839 > l_848;
if l_849 {
a_837[u32(1)] = l_839;
}
let l_850 = a_837[u32(1)];
let l_851 = l_840 > l_850;
if l_851 {
a_837[u32(1)] = l_840;
}
let l_852 = a_837[u32(1)];
let l_853 = l_841 > l_852;
if l_853 {
a_837[u32(1)] = l_841;
}
let l_854 = l_834 * l_195;
l_mut_246 = u32(2);
let l_855 = a_837[u32(0)];
let l_856 = l_855 - l_854;
let l_857 = l_856 * f64(7.1362384635298e44);
let l_858 = floor(l_857);
let l_859 = l_858 * f64(1.401298464324817e-45);
l_mut_592 = l_859;
let l_860 = abs(l_856);
let l_861 = l_860 >= f64(1.1754943508222875e-38);
if l_861 {
let l_862 = f32(l_856);
let l_863 = f64(l_862);
l_mut_592 = l_863;
let l_864 = l_mut_592 > l_856;
if l_864 {
let l_865 = -l_862;
let l_866 = bitcast<u32>(l_865);
let l_867 = l_866 + u32(1);
l_mut_217 = l_867;
let l_868 = l_866 & u32(2147483647);
let l_869 = l_868 == u32(0);
if l_869 {
l_mut_217 = u32(1);
} else {
let l_870 = l_866 & u32(2147483648);
let l_871 = l_870 != u32(0);
if l_871 {
let l_872 = l_866 - u32(1);
l_mut_217 = l_872;
}
}
let l_873 = bitcast<f32>(l_mut_217);
let l_874 = -l_873;
let l_875 = f64(l_874);
l_mut_592 = l_875;
} else {
let l_876 = bitcast<u32>(l_862);
let l_877 = l_876 + u32(1);
l_mut_217 = l_877;
let l_878 = l_876 & u32(2147483647);
let l_879 = l_878 == u32(0);
if l_879 {
l_mut_217 = u32(1);
} else {
let l_880 = l_876 & u32(2147483648);
let l_881 = l_880 != u32(0);
if l_881 {
let l_882 = l_876 - u32(1);
l_mut_217 = l_882;
}
}
let l_883 = bitcast<f32>(l_mut_217);
let l_884 = f64(l_883);
let l_885 = l_884 <= l_856;
if l_885 {
let l_886 = bitcast<u32>(l_862);
let l_887 = l_886 + u32(1);
l_mut_217 = l_887;
let l_888 = l_886 & u32(2147483647);
let l_889 = l_888 == u32(0);
if l_889 {
l_mut_217 = u32(1);
} else {
let l_890 = l_886 & u32(2147483648);
let l_891 = l_890 != u32(0);
if l_891 {
let l_892 = l_886 - u32(1);
l_mut_217 = l_892;
}
}
let l_893 = bitcast<f32>(l_mut_217);
let l_894 = f64(l_893);
l_mut_592 = l_894;
}
}
}
let l_895 = l_855 + l_854;
let l_896 = l_895 * f64(7.1362384635298e44);
let l_897 = floor(l_896);
let l_898 = l_897 * f64(1.401298464324817e-45);
l_mut_32 = l_898;
let l_899 = abs(l_895);
let l_900 = l_899 >= f64(1.1754943508222875e-38);
if l_900 {
let l_901 = f32(l_895);
let l_902 = f64(l_901);
l_mut_32 = l_902;
let l_903 = l_mut_32 > l_895;
if l_903 {
let l_904 = -l_901;
let l_905 = bitcast<u32>(l_904);
let l_906 = l_905 + u32(1);
l_mut_217 = l_906;
let l_907 = l_905 & u32(2147483647);
let l_908 = l_907 == u32(0);
if l_908 {
l_mut_217 = u32(1);
} else {
let l_909 = l_905 & u32(2147483648);
let l_910 = l_909 != u32(0);
if l_910 {
let l_911 = l_905 - u32(1);
l_mut_217 = l_911;
}
}
let l_912 = bitcast<f32>(l_mut_217);
let l_913 = -l_912;
let l_914 = f64(l_913);
l_mut_32 = l_914;
} else {
let l_915 = bitcast<u32>(l_901);
let l_916 = l_915 + u32(1);
l_mut_217 = l_916;
let l_917 = l_915 & u32(2147483647);
let l_918 = l_917 == u32(0);
if l_918 {
l_mut_217 = u32(1);
} else {
let l_919 = l_915 & u32(2147483648);
let l_920 = l_919 != u32(0);
if l_920 {
let l_921 = l_915 - u32(1);
l_mut_217 = l_921;
}
}
let l_922 = bitcast<f32>(l_mut_217);
let l_923 = f64(l_922);
let l_924 = l_923 <= l_895;
if l_924 {
let l_925 = bitcast<u32>(l_901);
let l_926 = l_925 + u32(1);
l_mut_217 = l_926;
let l_927 = l_925 & u32(2147483647);
let l_928 = l_927 == u32(0);
if l_928 {
l_mut_217 = u32(1);
} else {
let l_929 = l_925 & u32(2147483648);
let l_930 = l_929 != u32(0);
if l_930 {
let l_931 = l_925 - u32(1);
l_mut_217 = l_931;
}
}
let l_932 = bitcast<f32>(l_mut_217);
let l_933 = f64(l_932);
l_mut_32 = l_933;
}
}
}
let l_934 = l_mut_592 == l_mut_32;
let l_935 = a_837[u32(1)];
let l_936 = l_935 - l_854;
let l_937 = l_936 * f64(7.1362384635298e44);
let l_938 = floor(l_937);
let l_939 = l_938 * f64(1.401298464324817e-45);
l_mut_592 = l_939;
let l_940 = abs(l_936);
let l_941 = l_940 >= f64(1.1754943508222875e-38);
if l_941 {
let l_942 = f32(l_936);
let l_943 = f64(l_942);
l_mut_592 = l_943;
let l_944 = l_mut_592 > l_936;
if l_944 {
let l_945 = -l_942;
let l_946 = bitcast<u32>(l_945);
let l_947 = l_946 + u32(1);
l_mut_217 = l_947;
let l_948 = l_946 & u32(2147483647);
let l_949 = l_948 == u32(0);
if l_949 {
l_mut_217 = u32(1);
} else {
let l_950 = l_946 & u32(2147483648);
let l_951 = l_950 != u32(0);
if l_951 {
let l_952 = l_946 - u32(1);
l_mut_217 = l_952;
}
}
let l_953 = bitcast<f32>(l_mut_217);
let l_954 = -l_953;
let l_955 = f64(l_954);
l_mut_592 = l_955;
} else {
let l_956 = bitcast<u32>(l_942);
let l_957 = l_956 + u32(1);
l_mut_217 = l_957;
let l_958 = l_956 & u32(2147483647);
let l_959 = l_958 == u32(0);
if l_959 {
l_mut_217 = u32(1);
} else {
let l_960 = l_956 & u32(2147483648);
let l_961 = l_960 != u32(0);
if l_961 {
let l_962 = l_956 - u32(1);
l_mut_217 = l_962;
}
}
let l_963 = bitcast<f32>(l_mut_217);
let l_964 = f64(l_963);
let l_965 = l_964 <= l_936;
if l_965 {
let l_966 = bitcast<u32>(l_942);
let l_967 = l_966 + u32(1);
l_mut_217 = l_967;
let l_968 = l_966 & u32(2147483647);
let l_969 = l_968 == u32(0);
if l_969 {
l_mut_217 = u32(1);
} else {
let l_970 = l_966 & u32(2147483648);
let l_971 = l_970 != u32(0);
if l_971 {
let l_972 = l_966 - u32(1);
l_mut_217 = l_972;
}
}
let l_973 = bitcast<f32>(l_mut_217);
let l_974 = f64(l_973);
l_mut_592 = l_974;
}
}
}
let l_975 = l_935 + l_854;
let l_976 = l_975 * f64(7.1362384635298e44);
let l_977 = floor(l_976);
let l_978 = l_977 * f64(1.401298464324817e-45);
l_mut_32 = l_978;
let l_979 = abs(l_975);
let l_980 = l_979 >= f64(1.1754943508222875e-38);
if l_980 {
let l_981 = f32(l_975);
let l_982 = f64(l_981);
l_mut_32 = l_982;
let l_983 = l_mut_32 > l_975;
if l_983 {
let l_984 = -l_981;
let l_985 = bitcast<u32>(l_984);
let l_986 = l_985 + u32(1);
l_mut_217 = l_986;
let l_987 = l_985 & u32(2147483647);
let l_988 = l_987 == u32(0);
if l_988 {
l_mut_217 = u32(1);
} else {
let l_989 = l_985 & u32(2147483648);
let l_990 = l_989 != u32(0);
if l_990 {
let l_991 = l_985 - u32(1);
l_mut_217 = l_991;
}
}
let l_992 = bitcast<f32>(l_mut_217);
let l_993 = -l_992;
let l_994 = f64(l_993);
l_mut_32 = l_994;
} else {
let l_995 = bitcast<u32>(l_981);
let l_996 = l_995 + u32(1);
l_mut_217 = l_996;
let l_997 = l_995 & u32(2147483647);
let l_998 = l_997 == u32(0);
if l_998 {
l_mut_217 = u32(1);
} else {
let l_999 = l_995 & u32(2147483648);
let l_1000 = l_999 != u32(0);
if l_1000 {
let l_1001 = l_995 - u32(1);
l_mut_217 = l_1001;
}
}
let l_1002 = bitcast<f32>(l_mut_217);
let l_1003 = f64(l_1002);
let l_1004 = l_1003 <= l_975;
if l_1004 {
let l_1005 = bitcast<u32>(l_981);
let l_1006 = l_1005 + u32(1);
l_mut_217 = l_1006;
let l_1007 = l_1005 & u32(2147483647);
let l_1008 = l_1007 == u32(0);
if l_1008 {
l_mut_217 = u32(1);
} else {
let l_1009 = l_1005 & u32(2147483648);
let l_1010 = l_1009 != u32(0);
if l_1010 {
let l_1011 = l_1005 - u32(1);
l_mut_217 = l_1011;
}
}
let l_1012 = bitcast<f32>(l_mut_217);
let l_1013 = f64(l_1012);
l_mut_32 = l_1013;
}
}
}
let l_1014 = l_mut_592 == l_mut_32;
let l_1015 = l_934 && l_1014;
if l_1015 {
let l_1016 = a_837[u32(0)];
let l_1017 = l_1016 * f64(7.1362384635298e44);
let l_1018 = floor(l_1017);
let l_1019 = l_1018 * f64(1.401298464324817e-45);
l_mut_592 = l_1019;
let l_1020 = abs(l_1016);
let l_1021 = l_1020 >= f64(1.1754943508222875e-38);
if l_1021 {
let l_1022 = f32(l_1016);
let l_1023 = f64(l_1022);
l_mut_592 = l_1023;
let l_1024 = l_mut_592 > l_1016;
if l_1024 {
let l_1025 = -l_1022;
let l_1026 = bitcast<u32>(l_1025);
let l_1027 = l_1026 + u32(1);
l_mut_217 = l_1027;
let l_1028 = l_1026 & u32(2147483647);
let l_1029 = l_1028 == u32(0);
if l_1029 {
l_mut_217 = u32(1);
} else {
let l_1030 = l_1026 & u32(2147483648);
let l_1031 = l_1030 != u32(0);
if l_1031 {
let l_1032 = l_1026 - u32(1);
l_mut_217 = l_1032;
}
}
let l_1033 = bitcast<f32>(l_mut_217);
let l_1034 = -l_1033;
let l_1035 = f64(l_1034);
l_mut_592 = l_1035;
} else {
let l_1036 = bitcast<u32>(l_1022);
let l_1037 = l_1036 + u32(1);
l_mut_217 = l_1037;
let l_1038 = l_1036 & u32(2147483647);
let l_1039 = l_1038 == u32(0);
if l_1039 {
l_mut_217 = u32(1);
} else {
let l_1040 = l_1036 & u32(2147483648);
let l_1041 = l_1040 != u32(0);
if l_1041 {
let l_1042 = l_1036 - u32(1);
l_mut_217 = l_1042;
}
}
let l_1043 = bitcast<f32>(l_mut_217);
let l_1044 = f64(l_1043);
let l_1045 = l_1044 <= l_1016;
if l_1045 {
let l_1046 = bitcast<u32>(l_1022);
let l_1047 = l_1046 + u32(1);
l_mut_217 = l_1047;
let l_1048 = l_1046 & u32(2147483647);
let l_1049 = l_1048 == u32(0);
if l_1049 {
l_mut_217 = u32(1);
} else {
let l_1050 = l_1046 & u32(2147483648);
let l_1051 = l_1050 != u32(0);
if l_1051 {
let l_1052 = l_1046 - u32(1);
l_mut_217 = l_1052;
}
}
let l_1053 = bitcast<f32>(l_mut_217);
let l_1054 = f64(l_1053);
l_mut_592 = l_1054;
}
}
}
let l_1055 = a_837[u32(1)];
let l_1056 = -l_1055;
let l_1057 = l_1056 * f64(7.1362384635298e44);
let l_1058 = floor(l_1057);
let l_1059 = l_1058 * f64(1.401298464324817e-45);
l_mut_32 = l_1059;
let l_1060 = abs(l_1056);
let l_1061 = l_1060 >= f64(1.1754943508222875e-38);
if l_1061 {
let l_1062 = f32(l_1056);
let l_1063 = f64(l_1062);
l_mut_32 = l_1063;
let l_1064 = l_mut_32 > l_1056;
if l_1064 {
let l_1065 = -l_1062;
let l_1066 = bitcast<u32>(l_1065);
let l_1067 = l_1066 + u32(1);
l_mut_217 = l_1067;
let l_1068 = l_1066 & u32(2147483647);
let l_1069 = l_1068 == u32(0);
if l_1069 {
l_mut_217 = u32(1);
} else {
let l_1070 = l_1066 & u32(2147483648);
let l_1071 = l_1070 != u32(0);
if l_1071 {
let l_1072 = l_1066 - u32(1);
l_mut_217 = l_1072;
}
}
let l_1073 = bitcast<f32>(l_mut_217);
let l_1074 = -l_1073;
let l_1075 = f64(l_1074);
l_mut_32 = l_1075;
} else {
let l_1076 = bitcast<u32>(l_1062);
let l_1077 = l_1076 + u32(1);
l_mut_217 = l_1077;
let l_1078 = l_1076 & u32(2147483647);
let l_1079 = l_1078 == u32(0);
if l_1079 {
l_mut_217 = u32(1);
} else {
let l_1080 = l_1076 & u32(2147483648);
let l_1081 = l_1080 != u32(0);
if l_1081 {
let l_1082 = l_1076 - u32(1);
l_mut_217 = l_1082;
}
}
let l_1083 = bitcast<f32>(l_mut_217);
let l_1084 = f64(l_1083);
let l_1085 = l_1084 <= l_1056;
if l_1085 {
let l_1086 = bitcast<u32>(l_1062);
let l_1087 = l_1086 + u32(1);
l_mut_217 = l_1087;
let l_1088 = l_1086 & u32(2147483647);
let l_1089 = l_1088 == u32(0);
if l_1089 {
l_mut_217 = u32(1);
} else {
let l_1090 = l_1086 & u32(2147483648);
let l_1091 = l_1090 != u32(0);
if l_1091 {
let l_1092 = l_1086 - u32(1);
l_mut_217 = l_1092;
}
}
let l_1093 = bitcast<f32>(l_mut_217);
let l_1094 = f64(l_1093);
l_mut_32 = l_1094;
}
}
}
let l_1095 = -l_mut_32;
let l_1096 = f64(l_mut_22);
let l_1097 = bitcast<u32>(l_mut_22);
let l_1098 = l_1097 + u32(1);
l_mut_217 = l_1098;
let l_1099 = l_1097 & u32(2147483647);
let l_1100 = l_1099 == u32(0);
if l_1100 {
l_mut_217 = u32(1);
} else {
let l_1101 = l_1097 & u32(2147483648);
let l_1102 = l_1101 != u32(0);
if l_1102 {
let l_1103 = l_1097 - u32(1);
l_mut_217 = l_1103;
}
}
let l_1104 = bitcast<f32>(l_mut_217);
let l_1105 = f64(l_1104);
let l_1106 = -l_mut_22;
let l_1107 = bitcast<u32>(l_1106);
let l_1108 = l_1107 + u32(1);
l_mut_217 = l_1108;
let l_1109 = l_1107 & u32(2147483647);
let l_1110 = l_1109 == u32(0);
if l_1110 {
l_mut_217 = u32(1);
} else {
let l_1111 = l_1107 & u32(2147483648);
let l_1112 = l_1111 != u32(0);
if l_1112 {
let l_1113 = l_1107 - u32(1);
l_mut_217 = l_1113;
}
}
let l_1114 = bitcast<f32>(l_mut_217);
let l_1115 = -l_1114;
let l_1116 = f64(l_1115);
let l_1117 = l_mut_592 + f64(0.0);
let l_1118 = l_1117 <= l_1096;
l_mut_276 = l_1118;
let l_1119 = l_mut_592 - f64(0.0);
let l_1120 = l_1119 > l_1096;
l_mut_273 = l_1120;
let l_1121 = l_1095 - f64(0.0);
let l_1122 = l_1121 >= l_1096;
l_mut_270 = l_1122;
let l_1123 = l_1095 + f64(0.0);
let l_1124 = l_1123 < l_1096;
l_mut_267 = l_1124;
l_mut_217 = u32(2);
let l_1125 = l_mut_273 || l_mut_267;
if l_1125 {
l_mut_217 = u32(1);
} else {
let l_1126 = l_mut_276 && l_mut_270;
if l_1126 {
l_mut_217 = u32(0);
}
}
l_mut_246 = l_mut_217;
}
l_mut_201 = l_mut_246;
}
}
}
}
}
}
}
}
}
}
}
let l_1127 = a_200[u32(0)];
let l_1128 = l_1127 == u32(0);
if l_1128 {
l_mut_201 = u32(2);
}
a_10[l_mut_181] = l_mut_201;
let l_1129 = a_10[l_mut_181];
let l_1130 = l_1129 == u32(2);
if l_1130 {
l_mut_178 = bool(false);
}
}
}
let l_1131 = l_mut_83 == u32(4294967293);
if l_1131 {
let l_1132 = a_8[u32(0)];
let l_1133 = l_1132 + u32(1);
a_8[u32(0)] = l_1133;
} else {
if l_mut_178 {
l_mut_592 = l_171;
let l_1134 = l_mut_592 < f64(-17.0);
if l_1134 {
l_mut_592 = f64(-17.0);
}
let l_1135 = l_mut_592 > f64(17.0);
if l_1135 {
l_mut_592 = f64(17.0);
}
let l_1136 = l_mut_592 + f64(16.0);
let l_1137 = l_1136 + f64(1.0);
let l_1138 = u32(l_1137);
let l_1139 = u32(2) + l_1138;
let l_1140 = a_8[l_1139];
let l_1141 = l_1140 + u32(1);
a_8[l_1139] = l_1141;
let l_1142 = bitcast<u32>(l_mut_22);
let l_1143 = l_1142 & u32(8388607);
let l_1144 = f64(l_1143);
let l_1145 = l_1144 / f64(7.1362384635298e44);
l_mut_592 = l_1145;
let l_1146 = l_1142 & u32(2139095040);
let l_1147 = l_1146 != u32(0);
if l_1147 {
let l_1148 = l_1142 & u32(2147483647);
let l_1149 = bitcast<f32>(l_1148);
let l_1150 = f64(l_1149);
l_mut_592 = l_1150;
}
let l_1151 = l_1142 >> u32(31);
let l_1152 = f64(l_1151);
let l_1153 = f64(2.0) * l_1152;
let l_1154 = f64(1.0) - l_1153;
l_mut_592 = l_mut_592 * l_1154;
let l_1155 = abs(l_mut_25);
let l_1156 = l_mut_25 * f64(0.0);
let l_1157 = l_1156 + f64(7.1362384635298e44);
l_mut_32 = l_1157;
let l_1158 = l_1155 >= f64(2.350988701644575e-38);
if l_1158 {
let l_1159 = l_mut_83 & u32(2147483647);
let l_1160 = bitcast<f32>(l_1159);
let l_1161 = f64(l_1160);
let l_1162 = l_1159 & u32(2139095040);
let l_1163 = bitcast<f32>(l_1162);
let l_1164 = f64(l_1163);
let l_1165 = l_1161 > l_1155;
let l_1166 = l_1159 & u32(8388607);
let l_1167 = l_1166 == u32(0);
let l_1168 = l_1165 && l_1167;
let l_1169 = l_1164 * f64(1.1920928955078125e-7);
let l_1170 = f64(l_1168);
let l_1171 = f64(0.5) * l_1170;
let l_1172 = f64(1.0) - l_1171;
let l_1173 = l_1169 * l_1172;
let l_1174 = f64(1.0) / l_1173;
l_mut_32 = l_1174;
}
let l_1175 = l_mut_592 - l_mut_25;
let l_1176 = l_1175 * l_mut_32;
let l_1177 = a_8[u32(45)];
let l_1178 = l_1177 == u32(4294967295);
let l_1179 = a_9[u32(0)];
let l_1180 = l_1176 < l_1179;
let l_1181 = l_1178 || l_1180;
if l_1181 {
a_9[u32(0)] = l_1176;
a_8[u32(45)] = l_20;
a_8[u32(46)] = l_152;
}
let l_1182 = a_8[u32(47)];
let l_1183 = l_1182 == u32(4294967295);
let l_1184 = a_9[u32(1)];
let l_1185 = l_1176 > l_1184;
let l_1186 = l_1183 || l_1185;
if l_1186 {
a_9[u32(1)] = l_1176;
a_8[u32(47)] = l_20;
a_8[u32(48)] = l_152;
}
let l_1187 = l_171 != f64(0.0);
if l_1187 {

for (var l_mut_1188: u32 = u32(0); l_mut_1188 < u32(8); l_mut_1188++) {
let l_1189 = a_10[l_mut_1188];
let l_1190 = l_1189 == u32(1);
if l_1190 {
let l_1191 = u32(37) + l_mut_1188;
let l_1192 = a_8[l_1191];
let l_1193 = l_1192 + u32(1);
a_8[l_1191] = l_1193;
let l_1194 = u32(2) + l_mut_1188;
let l_1195 = u32(2) * l_1194;
let l_1196 = u32(45) + l_1195;
let l_1197 = a_8[l_1196];
let l_1198 = l_1197 == u32(4294967295);
let l_1199 = abs(l_1176);
let l_1200 = u32(2) + l_mut_1188;
let l_1201 = a_9[l_1200];
let l_1202 = abs(l_1201);
let l_1203 = l_1199 > l_1202;
let l_1204 = l_1198 || l_1203;
if l_1204 {
let l_1205 = u32(2) + l_mut_1188;
a_9[l_1205] = l_1176;
a_8[l_1196] = l_20;
let l_1206 = l_1196 + u32(1);
a_8[l_1206] = l_152;
}
}
}
}
} else {
let l_1207 = a_8[u32(1)];
let l_1208 = l_2 + l_1207;
let l_1209 = l_1208 * u32(2);
let l_1287 = info.static_meta[u32(6)];
let l_1288 = l_1287 * u32(1);
let l_1289 = l_1209 < l_1288;
if l_1289 {
buffer_6_global[l_1209] = l_20;
}
let l_1210 = l_1209 + u32(1);
let l_1290 = info.static_meta[u32(6)];
let l_1291 = l_1290 * u32(1);
let l_1292 = l_1210 < l_1291;
if l_1292 {
buffer_6_global[l_1210] = l_152;
}
let l_1211 = a_8[u32(1)];
let l_1212 = l_1211 + u32(1);
a_8[u32(1)] = l_1212;
}
}
}

for (var l_mut_1213: u32 = u32(0); l_mut_1213 < u32(65); l_mut_1213++) {
let l_1214 = id * u32(65);
let l_1215 = l_1214 + l_mut_1213;
let l_1216 = a_8[l_mut_1213];
let l_1293 = info.static_meta[u32(4)];
let l_1294 = l_1293 * u32(1);
let l_1295 = l_1215 < l_1294;
if l_1295 {
buffer_4_global[l_1215] = l_1216;
}
}

for (var l_mut_1217: u32 = u32(0); l_mut_1217 < u32(10); l_mut_1217++) {
let l_1218 = id * u32(10);
let l_1219 = l_1218 + l_mut_1217;
let l_1220 = a_9[l_mut_1217];
let l_1296 = info.static_meta[u32(5)];
let l_1297 = l_1296 * u32(1);
let l_1298 = l_1219 < l_1297;
if l_1298 {
buffer_5_global[l_1219] = l_1220;
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
