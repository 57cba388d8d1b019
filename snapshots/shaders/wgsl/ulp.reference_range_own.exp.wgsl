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

var a_197: array<u32, 1>;

var a_766: array<f64, 2>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_175: bool;
var l_mut_198: u32;
var l_mut_214: u32;
var l_mut_22: f32;
var l_mut_243: u32;
var l_mut_25: f64;
var l_mut_264: bool;
var l_mut_267: bool;
var l_mut_270: bool;
var l_mut_273: bool;
var l_mut_28: f64;
var l_mut_33: f64;
var l_mut_589: f64;
var l_mut_80: u32;
var l_mut_949: f64;
let l_0 = id == u32(0);
if l_0 {
let l_1212 = info.static_meta[u32(7)];
let l_1213 = l_1212 * u32(1);
let l_1214 = u32(0) < l_1213;
if l_1214 {
buffer_7_global[u32(0)] = u32(1);
}
}
let l_1198 = info.static_meta[u32(0)];
let l_1199 = l_1198 * u32(1);
let l_1200 = u32(1) < l_1199;
let l_1201 = l_1199 - u32(1);
let l_1202 = min(u32(1), l_1201);
let l_1203 = buffer_0_global[l_1202];
let l_1204 = select(u32(0), l_1203, l_1200);
let l_1 = l_1204;
let l_2 = id * l_1;
let l_1205 = info.static_meta[u32(0)];
let l_1206 = l_1205 * u32(1);
let l_1207 = u32(2) < l_1206;
let l_1208 = l_1206 - u32(1);
let l_1209 = min(u32(2), l_1208);
let l_1210 = buffer_0_global[l_1209];
let l_1211 = select(u32(0), l_1210, l_1207);
let l_3 = l_1211;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_1215 = info.static_meta[u32(0)];
let l_1216 = l_1215 * u32(1);
let l_1217 = u32(2) < l_1216;
let l_1218 = l_1216 - u32(1);
let l_1219 = min(u32(2), l_1218);
let l_1220 = buffer_0_global[l_1219];
let l_1221 = select(u32(0), l_1220, l_1217);
let l_6 = l_1221;
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
let l_1222 = info.static_meta[u32(0)];
let l_1223 = l_1222 * u32(1);
let l_1224 = u32(0) < l_1223;
let l_1225 = l_1223 - u32(1);
let l_1226 = min(u32(0), l_1225);
let l_1227 = buffer_0_global[l_1226];
let l_1228 = select(u32(0), l_1227, l_1224);
let l_19 = l_1228;
let l_20 = l_19 + l_mut_18;
let l_21 = bitcast<f32>(l_20);
l_mut_22 = l_21;
let l_23 = exp(l_21);
l_mut_22 = l_23;
let l_24 = f64(l_21);
l_mut_25 = l_24;
let l_26 = f64(l_21);
let l_27 = l_26 + f64(0.0);
l_mut_28 = l_27;
let l_29 = is_nan_1_f64(l_27);if l_29 {
} else {
let l_30 = l_27 < f64(-700.0);
if l_30 {
l_mut_28 = f64(0.0);
} else {
let l_31 = l_27 > f64(700.0);
if l_31 {
let l_32 = bitcast<f64>(u64(9218868437227405312));
l_mut_33 = l_32;
let l_34 = l_27 < f64(0.0);
if l_34 {
let l_35 = -l_mut_33;
l_mut_33 = l_35;
}
l_mut_28 = l_mut_33;
} else {
let l_36 = l_27 * f64(1.4426950408889634);
let l_37 = l_36 + f64(0.5);
let l_38 = floor(l_37);
let l_39 = l_38 * f64(0.6931471824645996);
let l_40 = l_26 - l_39;
let l_41 = l_38 * f64(-1.904654299957768e-9);
let l_42 = f64(0.0) - l_41;
let l_43 = l_40 + l_42;
let l_44 = l_43 * f64(7.647163731819816e-13);
let l_45 = l_44 + f64(1.1470745597729725e-11);
l_mut_33 = l_45;
let l_46 = l_mut_33 * l_43;
let l_47 = l_46 + f64(1.6059043836821613e-10);
l_mut_33 = l_47;
let l_48 = l_mut_33 * l_43;
let l_49 = l_48 + f64(2.08767569878681e-9);
l_mut_33 = l_49;
let l_50 = l_mut_33 * l_43;
let l_51 = l_50 + f64(2.505210838544172e-8);
l_mut_33 = l_51;
let l_52 = l_mut_33 * l_43;
let l_53 = l_52 + f64(2.755731922398589e-7);
l_mut_33 = l_53;
let l_54 = l_mut_33 * l_43;
let l_55 = l_54 + f64(2.7557319223985893e-6);
l_mut_33 = l_55;
let l_56 = l_mut_33 * l_43;
let l_57 = l_56 + f64(2.48015873015873e-5);
l_mut_33 = l_57;
let l_58 = l_mut_33 * l_43;
let l_59 = l_58 + f64(0.0001984126984126984);
l_mut_33 = l_59;
let l_60 = l_mut_33 * l_43;
let l_61 = l_60 + f64(0.001388888888888889);
l_mut_33 = l_61;
let l_62 = l_mut_33 * l_43;
let l_63 = l_62 + f64(0.008333333333333333);
l_mut_33 = l_63;
let l_64 = l_mut_33 * l_43;
let l_65 = l_64 + f64(0.041666666666666664);
l_mut_33 = l_65;
let l_66 = l_mut_33 * l_43;
let l_67 = l_66 + f64(0.16666666666666666);
l_mut_33 = l_67;
let l_68 = l_mut_33 * l_43;
let l_69 = l_68 + f64(0.5);
l_mut_33 = l_69;
let l_70 = l_43 * l_43;
let l_71 = l_70 * l_mut_33;
let l_72 = l_43 + l_71;
let l_73 = f64(1.0) + l_72;
let l_74 = i32(l_38);
let l_75 = l_74 + i32(1023);
let l_76 = u64(l_75);
let l_77 = l_76 << u32(bitcast<u64>(u64(52)));
let l_78 = bitcast<f64>(l_77);
let l_79 = l_73 * l_78;
l_mut_28 = l_79;
}
}
}
l_mut_25 = l_mut_28;
l_mut_80 = u32(4294967294);
let l_81 = bitcast<u32>(l_mut_22);
let l_82 = bitcast<u32>(l_21);
let l_83 = l_82 & u32(2139095040);
let l_84 = l_83 != u32(2139095040);
let l_85 = l_83 == u32(0);
let l_86 = bitcast<u32>(l_21);
let l_87 = l_86 & u32(8388607);
let l_88 = l_87 != u32(0);
let l_89 = l_85 && l_88;
let l_90 = abs(l_mut_25);
let l_91 = l_mut_25 < f64(0.0);
let l_92 = u32(l_91);
let l_93 = u32(2147483648) * l_92;
if l_89 {
} else {
let l_94 = is_nan_1_f64(l_mut_25);if l_94 {
let l_95 = l_81 & u32(2147483647);
let l_96 = l_95 > u32(2139095040);
if l_96 {
l_mut_80 = u32(4294967293);
}
} else {
let l_97 = l_90 >= f64(3.402823669209385e38);
let l_98 = !l_84;
let l_99 = l_90 == f64(0.0);
let l_100 = l_98 && l_99;
let l_101 = l_97 || l_100;
if l_101 {
let l_102 = l_90 >= f64(3.402823669209385e38);
let l_103 = u32(l_102);
let l_104 = u32(2139095040) * l_103;
let l_105 = l_104 | l_93;
let l_106 = l_81 == l_105;
let l_107 = l_81 | l_105;
let l_108 = l_107 & u32(2147483647);
let l_109 = l_108 == u32(0);
let l_110 = l_106 || l_109;
if l_110 {
l_mut_80 = u32(4294967293);
}
} else {
let l_111 = l_90 >= f64(2.350988701644575e-38);
let l_112 = l_84 && l_111;
let l_113 = l_90 < f64(3.4028234663852886e38);
let l_114 = l_112 && l_113;
if l_114 {
let l_115 = f32(l_90);
let l_116 = bitcast<u32>(l_115);
let l_117 = bitcast<f32>(l_116);
let l_118 = f64(l_117);
let l_119 = l_90 - l_118;
let l_120 = l_116 + u32(1);
let l_121 = l_119 < f64(0.0);
let l_122 = u32(l_121);
let l_123 = u32(2) * l_122;
let l_124 = l_120 - l_123;
let l_125 = bitcast<f32>(l_124);
let l_126 = f64(l_125);
let l_127 = l_126 - l_118;
let l_128 = abs(l_127);
let l_129 = l_128 * f64(0.5);
let l_130 = abs(l_119);
let l_131 = l_129 - l_130;
let l_132 = l_90 * f64(9.094947017729282e-13);
let l_133 = l_131 > l_132;
if l_133 {
let l_134 = l_116 | l_93;
l_mut_80 = l_134;
}
} else {
let l_135 = l_90 < f64(2.350988701644575e-38);
let l_136 = l_84 && l_135;
if l_136 {
let l_137 = l_90 * f64(7.1362384635298e44);
let l_138 = floor(l_137);
let l_139 = l_137 - l_138;
let l_140 = l_139 - f64(0.5);
let l_141 = abs(l_140);
let l_142 = l_137 * f64(9.094947017729282e-13);
let l_143 = l_141 > l_142;
if l_143 {
let l_144 = l_139 > f64(0.5);
let l_145 = f64(l_144);
let l_146 = l_138 + l_145;
let l_147 = u32(l_146);
let l_148 = l_147 | l_93;
l_mut_80 = l_148;
}
}
}
}
}
}
let l_149 = bitcast<u32>(l_mut_22);
let l_150 = l_149 & u32(2139095040);
let l_151 = l_150 != u32(2139095040);
let l_152 = l_149 & u32(2147483647);
let l_153 = l_152 == u32(0);
let l_154 = l_149 & u32(2147483647);
let l_155 = f64(l_154);
let l_156 = l_149 >> u32(31);
let l_157 = f64(l_156);
let l_158 = f64(2.0) * l_157;
let l_159 = f64(1.0) - l_158;
let l_160 = l_155 * l_159;
let l_161 = l_mut_80 & u32(2147483647);
let l_162 = f64(l_161);
let l_163 = l_mut_80 >> u32(31);
let l_164 = f64(l_163);
let l_165 = f64(2.0) * l_164;
let l_166 = f64(1.0) - l_165;
let l_167 = l_162 * l_166;
let l_168 = l_160 - l_167;
let l_169 = l_mut_80 < u32(4294967293);
let l_170 = l_168 == f64(0.0);
let l_171 = !l_153;
let l_172 = l_151 && l_171;
let l_173 = l_170 || l_172;
let l_174 = l_169 && l_173;
l_mut_175 = l_174;
let l_176 = l_168 != f64(0.0);
let l_177 = l_mut_175 && l_176;
if l_177 {

for (var l_mut_178: u32 = u32(0); l_mut_178 < u32(8); l_mut_178++) {
let l_179 = u32(2) * l_mut_178;
let l_1229 = info.static_meta[u32(1)];
let l_1230 = l_1229 * u32(1);
let l_1231 = l_179 < l_1230;
let l_1232 = l_1230 - u32(1);
let l_1233 = min(l_179, l_1232);
let l_1234 = buffer_1_global[l_1233];
let l_1235 = select(u32(0), l_1234, l_1231);
let l_180 = l_1235;
let l_181 = u32(2) * l_mut_178;
let l_182 = l_181 + u32(1);
let l_1236 = info.static_meta[u32(1)];
let l_1237 = l_1236 * u32(1);
let l_1238 = l_182 < l_1237;
let l_1239 = l_1237 - u32(1);
let l_1240 = min(l_182, l_1239);
let l_1241 = buffer_1_global[l_1240];
let l_1242 = select(u32(0), l_1241, l_1238);
let l_183 = l_1242;
let l_184 = l_183 != u32(0);
let l_185 = l_mut_178 * u32(4);
let l_1243 = info.static_meta[u32(2)];
let l_1244 = l_1243 * u32(1);
let l_1245 = l_185 < l_1244;
let l_1246 = l_1244 - u32(1);
let l_1247 = min(l_185, l_1246);
let l_1248 = buffer_2_global[l_1247];
let l_1249 = select(f64(0.0), l_1248, l_1245);
let l_186 = l_1249;
let l_187 = l_mut_178 * u32(4);
let l_188 = l_187 + u32(1);
let l_1250 = info.static_meta[u32(2)];
let l_1251 = l_1250 * u32(1);
let l_1252 = l_188 < l_1251;
let l_1253 = l_1251 - u32(1);
let l_1254 = min(l_188, l_1253);
let l_1255 = buffer_2_global[l_1254];
let l_1256 = select(f64(0.0), l_1255, l_1252);
let l_189 = l_1256;
let l_190 = l_mut_178 * u32(4);
let l_191 = l_190 + u32(2);
let l_1257 = info.static_meta[u32(2)];
let l_1258 = l_1257 * u32(1);
let l_1259 = l_191 < l_1258;
let l_1260 = l_1258 - u32(1);
let l_1261 = min(l_191, l_1260);
let l_1262 = buffer_2_global[l_1261];
let l_1263 = select(f64(0.0), l_1262, l_1259);
let l_192 = l_1263;
let l_193 = f64(l_21);
let l_194 = abs(l_193);
let l_195 = abs(l_mut_25);
let l_196 = l_195 * f64(1.4551915228366852e-11);
a_197[u32(0)] = u32(1);
l_mut_198 = u32(2);
let l_199 = l_180 == u32(0);
if l_199 {
l_mut_198 = u32(0);
} else {
let l_200 = l_180 == u32(1);
if l_200 {
l_mut_198 = u32(1);
let l_201 = abs(l_168);
let l_202 = l_201 <= l_186;
if l_202 {
l_mut_198 = u32(0);
}
} else {
let l_203 = l_180 == u32(2);
if l_203 {
let l_204 = abs(l_mut_25);
l_mut_33 = f64(1.401298464324817e-45);
let l_205 = l_204 >= f64(1.1754943508222875e-38);
let l_206 = l_204 <= f64(1.7976931348623157e308);
let l_207 = l_205 && l_206;
if l_207 {
let l_208 = bitcast<u64>(l_204);
let l_209 = l_208 >> u32(bitcast<u64>(u64(52)));
let l_210 = l_209 - u64(23);
let l_211 = l_210 << u32(bitcast<u64>(u64(52)));
let l_212 = bitcast<f64>(l_211);
l_mut_33 = l_212;
}
let l_213 = l_186 * l_mut_33;
l_mut_214 = u32(2);
let l_215 = l_mut_25 - l_196;
let l_216 = abs(l_215);
l_mut_33 = f64(1.401298464324817e-45);
let l_217 = l_216 >= f64(1.1754943508222875e-38);
let l_218 = l_216 <= f64(1.7976931348623157e308);
let l_219 = l_217 && l_218;
if l_219 {
let l_220 = bitcast<u64>(l_216);
let l_221 = l_220 >> u32(bitcast<u64>(u64(52)));
let l_222 = l_221 - u64(23);
let l_223 = l_222 << u32(bitcast<u64>(u64(52)));
let l_224 = bitcast<f64>(l_223);
l_mut_33 = l_224;
}
let l_225 = l_mut_25 + l_196;
let l_226 = abs(l_225);
l_mut_28 = f64(1.401298464324817e-45);
let l_227 = l_226 >= f64(1.1754943508222875e-38);
let l_228 = l_226 <= f64(1.7976931348623157e308);
let l_229 = l_227 && l_228;
if l_229 {
let l_230 = bitcast<u64>(l_226);
let l_231 = l_230 >> u32(bitcast<u64>(u64(52)));
let l_232 = l_231 - u64(23);
let l_233 = l_232 << u32(bitcast<u64>(u64(52)));
let l_234 = bitcast<f64>(l_233);
l_mut_28 = l_234;
}
let l_235 = l_mut_33 == l_mut_28;
if l_235 {
let l_236 = l_213 * f64(1.4551915228366852e-11);
let l_237 = l_196 + l_236;
let l_238 = l_mut_25 - l_213;
let l_239 = l_mut_25 + l_213;
let l_240 = f64(l_mut_22);
let l_241 = bitcast<u32>(l_mut_22);
let l_242 = l_241 + u32(1);
l_mut_243 = l_242;
let l_244 = l_241 & u32(2147483647);
let l_245 = l_244 == u32(0);
if l_245 {
l_mut_243 = u32(1);
} else {
let l_246 = l_241 & u32(2147483648);
let l_247 = l_246 != u32(0);
if l_247 {
let l_248 = l_241 - u32(1);
l_mut_243 = l_248;
}
}
let l_249 = bitcast<f32>(l_mut_243);
let l_250 = f64(l_249);
let l_251 = -l_mut_22;
let l_252 = bitcast<u32>(l_251);
let l_253 = l_252 + u32(1);
l_mut_243 = l_253;
let l_254 = l_252 & u32(2147483647);
let l_255 = l_254 == u32(0);
if l_255 {
l_mut_243 = u32(1);
} else {
let l_256 = l_252 & u32(2147483648);
let l_257 = l_256 != u32(0);
if l_257 {
let l_258 = l_252 - u32(1);
l_mut_243 = l_258;
}
}
let l_259 = bitcast<f32>(l_mut_243);
let l_260 = -l_259;
let l_261 = f64(l_260);
let l_262 = l_238 + l_237;
let l_263 = l_262 <= l_240;
l_mut_264 = l_263;
let l_265 = l_238 - l_237;
let l_266 = l_265 > l_240;
l_mut_267 = l_266;
let l_268 = l_239 - l_237;
let l_269 = l_268 >= l_240;
l_mut_270 = l_269;
let l_271 = l_239 + l_237;
let l_272 = l_271 < l_240;
l_mut_273 = l_272;
if l_184 {
let l_274 = l_238 + l_237;
let l_275 = l_274 < l_250;
l_mut_264 = l_275;
let l_276 = l_238 - l_237;
let l_277 = l_276 >= l_250;
l_mut_267 = l_277;
let l_278 = l_239 - l_237;
let l_279 = l_278 > l_261;
l_mut_270 = l_279;
let l_280 = l_239 + l_237;
let l_281 = l_280 <= l_261;
l_mut_273 = l_281;
}
l_mut_243 = u32(2);
let l_282 = l_mut_267 || l_mut_273;
if l_282 {
l_mut_243 = u32(1);
} else {
let l_283 = l_mut_264 && l_mut_270;
if l_283 {
l_mut_243 = u32(0);
}
}
l_mut_214 = l_mut_243;
}
l_mut_198 = l_mut_214;
} else {
let l_284 = l_180 == u32(3);
if l_284 {
l_mut_198 = u32(0);
let l_285 = l_194 >= f64(1.1754943508222875e-38);
let l_286 = l_194 <= f64(8.507059173023462e37);
let l_287 = l_285 && l_286;
if l_287 {
let l_288 = abs(l_mut_25);
l_mut_33 = f64(1.401298464324817e-45);
let l_289 = l_288 >= f64(1.1754943508222875e-38);
let l_290 = l_288 <= f64(1.7976931348623157e308);
let l_291 = l_289 && l_290;
if l_291 {
let l_292 = bitcast<u64>(l_288);
let l_293 = l_292 >> u32(bitcast<u64>(u64(52)));
let l_294 = l_293 - u64(23);
let l_295 = l_294 << u32(bitcast<u64>(u64(52)));
let l_296 = bitcast<f64>(l_295);
l_mut_33 = l_296;
}
let l_297 = l_186 * l_mut_33;
l_mut_243 = u32(2);
let l_298 = l_mut_25 - l_196;
let l_299 = abs(l_298);
l_mut_33 = f64(1.401298464324817e-45);
let l_300 = l_299 >= f64(1.1754943508222875e-38);
let l_301 = l_299 <= f64(1.7976931348623157e308);
let l_302 = l_300 && l_301;
if l_302 {
let l_303 = bitcast<u64>(l_299);
let l_304 = l_303 >> u32(bitcast<u64>(u64(52)));
let l_305 = l_304 - u64(23);
let l_306 = l_305 << u32(bitcast<u64>(u64(52)));
let l_307 = bitcast<f64>(l_306);
l_mut_33 = l_307;
}
let l_308 = l_mut_25 + l_196;
let l_309 = abs(l_308);
l_mut_28 = f64(1.401298464324817e-45);
let l_310 = l_309 >= f64(1.1754943508222875e-38);
let l_311 = l_309 <= f64(1.7976931348623157e308);
let l_312 = l_310 && l_311;
if l_312 {
let l_313 = bitcast<u64>(l_309);
let l_314 = l_313 >> u32(bitcast<u64>(u64(52)));
let l_315 = l_314 - u64(23);
let l_316 = l_315 << u32(bitcast<u64>(u64(52)));
let l_317 = bitcast<f64>(l_316);
l_mut_28 = l_317;
}
let l_318 = l_mut_33 == l_mut_28;
if l_318 {
let l_319 = l_297 * f64(1.4551915228366852e-11);
let l_320 = l_196 + l_319;
let l_321 = l_mut_25 - l_297;
let l_322 = l_mut_25 + l_297;
let l_323 = f64(l_mut_22);
let l_324 = bitcast<u32>(l_mut_22);
let l_325 = l_324 + u32(1);
l_mut_214 = l_325;
let l_326 = l_324 & u32(2147483647);
let l_327 = l_326 == u32(0);
if l_327 {
l_mut_214 = u32(1);
} else {
let l_328 = l_324 & u32(2147483648);
let l_329 = l_328 != u32(0);
if l_329 {
let l_330 = l_324 - u32(1);
l_mut_214 = l_330;
}
}
let l_331 = bitcast<f32>(l_mut_214);
let l_332 = f64(l_331);
let l_333 = -l_mut_22;
let l_334 = bitcast<u32>(l_333);
let l_335 = l_334 + u32(1);
l_mut_214 = l_335;
let l_336 = l_334 & u32(2147483647);
let l_337 = l_336 == u32(0);
if l_337 {
l_mut_214 = u32(1);
} else {
let l_338 = l_334 & u32(2147483648);
let l_339 = l_338 != u32(0);
if l_339 {
let l_340 = l_334 - u32(1);
l_mut_214 = l_340;
}
}
let l_341 = bitcast<f32>(l_mut_214);
let l_342 = -l_341;
let l_343 = f64(l_342);
let l_344 = l_321 + l_320;
let l_345 = l_344 <= l_323;
l_mut_273 = l_345;
let l_346 = l_321 - l_320;
let l_347 = l_346 > l_323;
l_mut_270 = l_347;
let l_348 = l_322 - l_320;
let l_349 = l_348 >= l_323;
l_mut_267 = l_349;
let l_350 = l_322 + l_320;
let l_351 = l_350 < l_323;
l_mut_264 = l_351;
if l_184 {
let l_352 = l_321 + l_320;
let l_353 = l_352 < l_332;
l_mut_273 = l_353;
let l_354 = l_321 - l_320;
let l_355 = l_354 >= l_332;
l_mut_270 = l_355;
let l_356 = l_322 - l_320;
let l_357 = l_356 > l_343;
l_mut_267 = l_357;
let l_358 = l_322 + l_320;
let l_359 = l_358 <= l_343;
l_mut_264 = l_359;
}
l_mut_214 = u32(2);
let l_360 = l_mut_270 || l_mut_264;
if l_360 {
l_mut_214 = u32(1);
} else {
let l_361 = l_mut_273 && l_mut_267;
if l_361 {
l_mut_214 = u32(0);
}
}
l_mut_243 = l_mut_214;
}
l_mut_198 = l_mut_243;
}
} else {
let l_362 = l_180 == u32(4);
if l_362 {
let l_363 = l_189 * l_194;
let l_364 = l_186 + l_363;
let l_365 = abs(l_mut_25);
l_mut_33 = f64(1.401298464324817e-45);
let l_366 = l_365 >= f64(1.1754943508222875e-38);
let l_367 = l_365 <= f64(1.7976931348623157e308);
let l_368 = l_366 && l_367;
if l_368 {
let l_369 = bitcast<u64>(l_365);
let l_370 = l_369 >> u32(bitcast<u64>(u64(52)));
let l_371 = l_370 - u64(23);
let l_372 = l_371 << u32(bitcast<u64>(u64(52)));
let l_373 = bitcast<f64>(l_372);
l_mut_33 = l_373;
}
let l_374 = l_364 * l_mut_33;
l_mut_243 = u32(2);
let l_375 = l_mut_25 - l_196;
let l_376 = abs(l_375);
l_mut_33 = f64(1.401298464324817e-45);
let l_377 = l_376 >= f64(1.1754943508222875e-38);
let l_378 = l_376 <= f64(1.7976931348623157e308);
let l_379 = l_377 && l_378;
if l_379 {
let l_380 = bitcast<u64>(l_376);
let l_381 = l_380 >> u32(bitcast<u64>(u64(52)));
let l_382 = l_381 - u64(23);
let l_383 = l_382 << u32(bitcast<u64>(u64(52)));
let l_384 = bitcast<f64>(l_383);
l_mut_33 = l_384;
}
let l_385 = l_mut_25 + l_196;
let l_386 = abs(l_385);
l_mut_28 = f64(1.401298464324817e-45);
let l_387 = l_386 >= f64(1.1754943508222875e-38);
let l_388 = l_386 <= f64(1.7976931348623157e308);
let l_389 = l_387 && l_388;
if l_389 {
let l_390 = bitcast<u64>(l_386);
let l_391 = l_390 >> u32(bitcast<u64>(u64(52)));
let l_392 = l_391 - u64(23);
let l_393 = l_392 << u32(bitcast<u64>(u64(52)));
let l_394 = bitcast<f64>(l_393);
l_mut_28 = l_394;
}
let l_395 = l_mut_33 == l_mut_28;
if l_395 {
let l_396 = l_374 * f64(1.4551915228366852e-11);
let l_397 = l_196 + l_396;
let l_398 = l_mut_25 - l_374;
let l_399 = l_mut_25 + l_374;
let l_400 = f64(l_mut_22);
let l_401 = bitcast<u32>(l_mut_22);
let l_402 = l_401 + u32(1);
l_mut_214 = l_402;
let l_403 = l_401 & u32(2147483647);
let l_404 = l_403 == u32(0);
if l_404 {
l_mut_214 = u32(1);
} else {
let l_405 = l_401 & u32(2147483648);
let l_406 = l_405 != u32(0);
if l_406 {
let l_407 = l_401 - u32(1);
l_mut_214 = l_407;
}
}
let l_408 = bitcast<f32>(l_mut_214);
let l_409 = f64(l_408);
let l_410 = -l_mut_22;
let l_411 = bitcast<u32>(l_410);
let l_412 = l_411 + u32(1);
l_mut_214 = l_412;
let l_413 = l_411 & u32(2147483647);
let l_414 = l_413 == u32(0);
if l_414 {
l_mut_214 = u32(1);
} else {
let l_415 = l_411 & u32(2147483648);
let l_416 = l_415 != u32(0);
if l_416 {
let l_417 = l_411 - u32(1);
l_mut_214 = l_417;
}
}
let l_418 = bitcast<f32>(l_mut_214);
let l_419 = -l_418;
let l_420 = f64(l_419);
let l_421 = l_398 + l_397;
let l_422 = l_421 <= l_400;
l_mut_273 = l_422;
let l_423 = l_398 - l_397;
let l_424 = l_423 > l_400;
l_mut_270 = l_424;
let l_425 = l_399 - l_397;
let l_426 = l_425 >= l_400;
l_mut_267 = l_426;
let l_427 = l_399 + l_397;
let l_428 = l_427 < l_400;
l_mut_264 = l_428;
if l_184 {
let l_429 = l_398 + l_397;
let l_430 = l_429 < l_409;
l_mut_273 = l_430;
let l_431 = l_398 - l_397;
let l_432 = l_431 >= l_409;
l_mut_270 = l_432;
let l_433 = l_399 - l_397;
let l_434 = l_433 > l_420;
l_mut_267 = l_434;
let l_435 = l_399 + l_397;
let l_436 = l_435 <= l_420;
l_mut_264 = l_436;
}
l_mut_214 = u32(2);
let l_437 = l_mut_270 || l_mut_264;
if l_437 {
l_mut_214 = u32(1);
} else {
let l_438 = l_mut_273 && l_mut_267;
if l_438 {
l_mut_214 = u32(0);
}
}
l_mut_243 = l_mut_214;
}
l_mut_198 = l_mut_243;
} else {
let l_439 = l_180 == u32(5);
if l_439 {
let l_440 = f64(2.0) * l_193;
let l_441 = abs(l_440);
let l_442 = floor(l_441);
let l_443 = f64(3.0) + l_442;
let l_444 = abs(l_mut_25);
l_mut_33 = f64(1.401298464324817e-45);
let l_445 = l_444 >= f64(1.1754943508222875e-38);
let l_446 = l_444 <= f64(1.7976931348623157e308);
let l_447 = l_445 && l_446;
if l_447 {
let l_448 = bitcast<u64>(l_444);
let l_449 = l_448 >> u32(bitcast<u64>(u64(52)));
let l_450 = l_449 - u64(23);
let l_451 = l_450 << u32(bitcast<u64>(u64(52)));
let l_452 = bitcast<f64>(l_451);
l_mut_33 = l_452;
}
let l_453 = l_443 * l_mut_33;
l_mut_243 = u32(2);
let l_454 = l_mut_25 - l_196;
let l_455 = abs(l_454);
l_mut_33 = f64(1.401298464324817e-45);
let l_456 = l_455 >= f64(1.1754943508222875e-38);
let l_457 = l_455 <= f64(1.7976931348623157e308);
let l_458 = l_456 && l_457;
if l_458 {
let l_459 = bitcast<u64>(l_455);
let l_460 = l_459 >> u32(bitcast<u64>(u64(52)));
let l_461 = l_460 - u64(23);
let l_462 = l_461 << u32(bitcast<u64>(u64(52)));
let l_463 = bitcast<f64>(l_462);
l_mut_33 = l_463;
}
let l_464 = l_mut_25 + l_196;
let l_465 = abs(l_464);
l_mut_28 = f64(1.401298464324817e-45);
let l_466 = l_465 >= f64(1.1754943508222875e-38);
let l_467 = l_465 <= f64(1.7976931348623157e308);
let l_468 = l_466 && l_467;
if l_468 {
let l_469 = bitcast<u64>(l_465);
let l_470 = l_469 >> u32(bitcast<u64>(u64(52)));
let l_471 = l_470 - u64(23);
let l_472 = l_471 << u32(bitcast<u64>(u64(52)));
let l_473 = bitcast<f64>(l_472);
l_mut_28 = l_473;
}
let l_474 = l_mut_33 == l_mut_28;
if l_474 {
let l_475 = l_453 * f64(1.4551915228366852e-11);
let l_476 = l_196 + l_475;
let l_477 = l_mut_25 - l_453;
let l_478 = l_mut_25 + l_453;
let l_479 = f64(l_mut_22);
let l_480 = bitcast<u32>(l_mut_22);
let l_481 = l_480 + u32(1);
l_mut_214 = l_481;
let l_482 = l_480 & u32(2147483647);
let l_483 = l_482 == u32(0);
if l_483 {
l_mut_214 = u32(1);
} else {
let l_484 = l_480 & u32(2147483648);
let l_485 = l_484 != u32(0);
if l_485 {
let l_486 = l_480 - u32(1);
l_mut_214 = l_486;
}
}
let l_487 = bitcast<f32>(l_mut_214);
let l_488 = f64(l_487);
let l_489 = -l_mut_22;
let l_490 = bitcast<u32>(l_489);
let l_491 = l_490 + u32(1);
l_mut_214 = l_491;
let l_492 = l_490 & u32(2147483647);
let l_493 = l_492 == u32(0);
if l_493 {
l_mut_214 = u32(1);
} else {
let l_494 = l_490 & u32(2147483648);
let l_495 = l_494 != u32(0);
if l_495 {
let l_496 = l_490 - u32(1);
l_mut_214 = l_496;
}
}
let l_497 = bitcast<f32>(l_mut_214);
let l_498 = -l_497;
let l_499 = f64(l_498);
let l_500 = l_477 + l_476;
let l_501 = l_500 <= l_479;
l_mut_273 = l_501;
let l_502 = l_477 - l_476;
let l_503 = l_502 > l_479;
l_mut_270 = l_503;
let l_504 = l_478 - l_476;
let l_505 = l_504 >= l_479;
l_mut_267 = l_505;
let l_506 = l_478 + l_476;
let l_507 = l_506 < l_479;
l_mut_264 = l_507;
if l_184 {
let l_508 = l_477 + l_476;
let l_509 = l_508 < l_488;
l_mut_273 = l_509;
let l_510 = l_477 - l_476;
let l_511 = l_510 >= l_488;
l_mut_270 = l_511;
let l_512 = l_478 - l_476;
let l_513 = l_512 > l_499;
l_mut_267 = l_513;
let l_514 = l_478 + l_476;
let l_515 = l_514 <= l_499;
l_mut_264 = l_515;
}
l_mut_214 = u32(2);
let l_516 = l_mut_270 || l_mut_264;
if l_516 {
l_mut_214 = u32(1);
} else {
let l_517 = l_mut_273 && l_mut_267;
if l_517 {
l_mut_214 = u32(0);
}
}
l_mut_243 = l_mut_214;
}
l_mut_198 = l_mut_243;
} else {
let l_518 = l_180 == u32(6);
if l_518 {
l_mut_198 = u32(0);
let l_519 = l_194 <= l_189;
if l_519 {
let l_520 = l_186 * f64(1.4551915228366852e-11);
let l_521 = l_196 + l_520;
let l_522 = l_mut_25 - l_186;
let l_523 = l_mut_25 + l_186;
let l_524 = f64(l_mut_22);
let l_525 = bitcast<u32>(l_mut_22);
let l_526 = l_525 + u32(1);
l_mut_243 = l_526;
let l_527 = l_525 & u32(2147483647);
let l_528 = l_527 == u32(0);
if l_528 {
l_mut_243 = u32(1);
} else {
let l_529 = l_525 & u32(2147483648);
let l_530 = l_529 != u32(0);
if l_530 {
let l_531 = l_525 - u32(1);
l_mut_243 = l_531;
}
}
let l_532 = bitcast<f32>(l_mut_243);
let l_533 = f64(l_532);
let l_534 = -l_mut_22;
let l_535 = bitcast<u32>(l_534);
let l_536 = l_535 + u32(1);
l_mut_243 = l_536;
let l_537 = l_535 & u32(2147483647);
let l_538 = l_537 == u32(0);
if l_538 {
l_mut_243 = u32(1);
} else {
let l_539 = l_535 & u32(2147483648);
let l_540 = l_539 != u32(0);
if l_540 {
let l_541 = l_535 - u32(1);
l_mut_243 = l_541;
}
}
let l_542 = bitcast<f32>(l_mut_243);
let l_543 = -l_542;
let l_544 = f64(l_543);
let l_545 = l_522 + l_521;
let l_546 = l_545 <= l_524;
l_mut_273 = l_546;
let l_547 = l_522 - l_521;
let l_548 = l_547 > l_524;
l_mut_270 = l_548;
let l_549 = l_523 - l_521;
let l_550 = l_549 >= l_524;
l_mut_267 = l_550;
let l_551 = l_523 + l_521;
let l_552 = l_551 < l_524;
l_mut_264 = l_552;
if l_184 {
let l_553 = l_522 + l_521;
let l_554 = l_553 < l_533;
l_mut_273 = l_554;
let l_555 = l_522 - l_521;
let l_556 = l_555 >= l_533;
l_mut_270 = l_556;
let l_557 = l_523 - l_521;
let l_558 = l_557 > l_544;
l_mut_267 = l_558;
let l_559 = l_523 + l_521;
let l_560 = l_559 <= l_544;
l_mut_264 = l_560;
}
l_mut_243 = u32(2);
let l_561 = l_mut_270 || l_mut_264;
if l_561 {
l_mut_243 = u32(1);
} else {
let l_562 = l_mut_273 && l_mut_267;
if l_562 {
l_mut_243 = u32(0);
}
}
l_mut_198 = l_mut_243;
}
} else {
let l_563 = l_180 == u32(7);
if l_563 {
let l_564 = abs(l_mut_25);
let l_565 = l_186 * l_564;
l_mut_33 = l_565;
let l_566 = abs(l_mut_25);
l_mut_28 = f64(1.401298464324817e-45);
let l_567 = l_566 >= f64(1.1754943508222875e-38);
let l_568 = l_566 <= f64(1.7976931348623157e308);
let l_569 = l_567 && l_568;
if l_569 {
let l_570 = bitcast<u64>(l_566);
let l_571 = l_570 >> u32(bitcast<u64>(u64(52)));
let l_572 = l_571 - u64(23);
let l_573 = l_572 << u32(bitcast<u64>(u64(52)));
let l_574 = bitcast<f64>(l_573);
l_mut_28 = l_574;
}
let l_575 = f64(0.5) * l_mut_28;
let l_576 = l_575 > l_mut_33;
if l_576 {
l_mut_33 = l_575;
}
let l_577 = l_mut_25 - l_196;
let l_578 = abs(l_577);
l_mut_28 = f64(1.401298464324817e-45);
let l_579 = l_578 >= f64(1.1754943508222875e-38);
let l_580 = l_578 <= f64(1.7976931348623157e308);
let l_581 = l_579 && l_580;
if l_581 {
let l_582 = bitcast<u64>(l_578);
let l_583 = l_582 >> u32(bitcast<u64>(u64(52)));
let l_584 = l_583 - u64(23);
let l_585 = l_584 << u32(bitcast<u64>(u64(52)));
let l_586 = bitcast<f64>(l_585);
l_mut_28 = l_586;
}
let l_587 = l_mut_25 + l_196;
let l_588 = abs(l_587);
l_mut_589 = f64(1.401298464324817e-45);
let l_590 = l_588 >= f64(1.1754943508222875e-38);
let l_591 = l_588 <= f64(1.7976931348623157e308);
let l_592 = l_590 && l_591;
if l_592 {
let l_593 = bitcast<u64>(l_588);
let l_594 = l_593 >> u32(bitcast<u64>(u64(52)));
let l_595 = l_594 - u64(23);
let l_596 = l_595 << u32(bitcast<u64>(u64(52)));
let l_597 = bitcast<f64>(l_596);
l_mut_589 = l_597;
}
let l_598 = l_mut_28 == l_mut_589;
if l_598 {
let l_599 = l_186 * l_196;
let l_600 = l_196 + l_599;
let l_601 = l_mut_33 * f64(1.4551915228366852e-11);
let l_602 = l_600 + l_601;
let l_603 = l_mut_25 - l_mut_33;
let l_604 = l_mut_25 + l_mut_33;
let l_605 = f64(l_mut_22);
let l_606 = bitcast<u32>(l_mut_22);
let l_607 = l_606 + u32(1);
l_mut_243 = l_607;
let l_608 = l_606 & u32(2147483647);
let l_609 = l_608 == u32(0);
if l_609 {
l_mut_243 = u32(1);
} else {
let l_610 = l_606 & u32(2147483648);
let l_611 = l_610 != u32(0);
if l_611 {
let l_612 = l_606 - u32(1);
l_mut_243 = l_612;
}
}
let l_613 = bitcast<f32>(l_mut_243);
let l_614 = f64(l_613);
let l_615 = -l_mut_22;
let l_616 = bitcast<u32>(l_615);
let l_617 = l_616 + u32(1);
l_mut_243 = l_617;
let l_618 = l_616 & u32(2147483647);
let l_619 = l_618 == u32(0);
if l_619 {
l_mut_243 = u32(1);
} else {
let l_620 = l_616 & u32(2147483648);
let l_621 = l_620 != u32(0);
if l_621 {
let l_622 = l_616 - u32(1);
l_mut_243 = l_622;
}
}
let l_623 = bitcast<f32>(l_mut_243);
let l_624 = -l_623;
let l_625 = f64(l_624);
let l_626 = l_603 + l_602;
let l_627 = l_626 <= l_605;
l_mut_273 = l_627;
let l_628 = l_603 - l_602;
let l_629 = l_628 > l_605;
l_mut_270 = l_629;
let l_630 = l_604 - l_602;
let l_631 = l_630 >= l_605;
l_mut_267 = l_631;
let l_632 = l_604 + l_602;
let l_633 = l_632 < l_605;
l_mut_264 = l_633;
if l_184 {
let l_634 = l_603 + l_602;
let l_635 = l_634 < l_614;
l_mut_273 = l_635;
let l_636 = l_603 - l_602;
let l_637 = l_636 >= l_614;
l_mut_270 = l_637;
let l_638 = l_604 - l_602;
let l_639 = l_638 > l_625;
l_mut_267 = l_639;
let l_640 = l_604 + l_602;
let l_641 = l_640 <= l_625;
l_mut_264 = l_641;
}
l_mut_243 = u32(2);
let l_642 = l_mut_270 || l_mut_264;
if l_642 {
l_mut_243 = u32(1);
} else {
let l_643 = l_mut_273 && l_mut_267;
if l_643 {
l_mut_243 = u32(0);
}
}
l_mut_198 = l_mut_243;
}
} else {
let l_644 = l_180 == u32(8);
if l_644 {
let l_645 = l_193 >= f64(0.5);
let l_646 = l_193 <= f64(2.0);
let l_647 = l_645 && l_646;
if l_647 {
let l_648 = l_186 * f64(1.4551915228366852e-11);
let l_649 = l_196 + l_648;
let l_650 = l_mut_25 - l_186;
let l_651 = l_mut_25 + l_186;
let l_652 = f64(l_mut_22);
let l_653 = bitcast<u32>(l_mut_22);
let l_654 = l_653 + u32(1);
l_mut_243 = l_654;
let l_655 = l_653 & u32(2147483647);
let l_656 = l_655 == u32(0);
if l_656 {
l_mut_243 = u32(1);
} else {
let l_657 = l_653 & u32(2147483648);
let l_658 = l_657 != u32(0);
if l_658 {
let l_659 = l_653 - u32(1);
l_mut_243 = l_659;
}
}
let l_660 = bitcast<f32>(l_mut_243);
let l_661 = f64(l_660);
let l_662 = -l_mut_22;
let l_663 = bitcast<u32>(l_662);
let l_664 = l_663 + u32(1);
l_mut_243 = l_664;
let l_665 = l_663 & u32(2147483647);
let l_666 = l_665 == u32(0);
if l_666 {
l_mut_243 = u32(1);
} else {
let l_667 = l_663 & u32(2147483648);
let l_668 = l_667 != u32(0);
if l_668 {
let l_669 = l_663 - u32(1);
l_mut_243 = l_669;
}
}
let l_670 = bitcast<f32>(l_mut_243);
let l_671 = -l_670;
let l_672 = f64(l_671);
let l_673 = l_650 + l_649;
let l_674 = l_673 <= l_652;
l_mut_273 = l_674;
let l_675 = l_650 - l_649;
let l_676 = l_675 > l_652;
l_mut_270 = l_676;
let l_677 = l_651 - l_649;
let l_678 = l_677 >= l_652;
l_mut_267 = l_678;
let l_679 = l_651 + l_649;
let l_680 = l_679 < l_652;
l_mut_264 = l_680;
if l_184 {
let l_681 = l_650 + l_649;
let l_682 = l_681 < l_661;
l_mut_273 = l_682;
let l_683 = l_650 - l_649;
let l_684 = l_683 >= l_661;
l_mut_270 = l_684;
let l_685 = l_651 - l_649;
let l_686 = l_685 > l_672;
l_mut_267 = l_686;
let l_687 = l_651 + l_649;
let l_688 = l_687 <= l_672;
l_mut_264 = l_688;
}
l_mut_243 = u32(2);
let l_689 = l_mut_270 || l_mut_264;
if l_689 {
l_mut_243 = u32(1);
} else {
let l_690 = l_mut_273 && l_mut_267;
if l_690 {
l_mut_243 = u32(0);
}
}
l_mut_198 = l_mut_243;
} else {
let l_691 = abs(l_mut_25);
l_mut_589 = f64(1.401298464324817e-45);
let l_692 = l_691 >= f64(1.1754943508222875e-38);
let l_693 = l_691 <= f64(1.7976931348623157e308);
let l_694 = l_692 && l_693;
if l_694 {
let l_695 = bitcast<u64>(l_691);
let l_696 = l_695 >> u32(bitcast<u64>(u64(52)));
let l_697 = l_696 - u64(23);
let l_698 = l_697 << u32(bitcast<u64>(u64(52)));
let l_699 = bitcast<f64>(l_698);
l_mut_589 = l_699;
}
let l_700 = l_189 * l_mut_589;
l_mut_243 = u32(2);
let l_701 = l_mut_25 - l_196;
let l_702 = abs(l_701);
l_mut_589 = f64(1.401298464324817e-45);
let l_703 = l_702 >= f64(1.1754943508222875e-38);
let l_704 = l_702 <= f64(1.7976931348623157e308);
let l_705 = l_703 && l_704;
if l_705 {
let l_706 = bitcast<u64>(l_702);
let l_707 = l_706 >> u32(bitcast<u64>(u64(52)));
let l_708 = l_707 - u64(23);
let l_709 = l_708 << u32(bitcast<u64>(u64(52)));
let l_710 = bitcast<f64>(l_709);
l_mut_589 = l_710;
}
let l_711 = l_mut_25 + l_196;
let l_712 = abs(l_711);
l_mut_33 = f64(1.401298464324817e-45);
let l_713 = l_712 >= f64(1.1754943508222875e-38);
let l_714 = l_712 <= f64(1.7976931348623157e308);
let l_715 = l_713 && l_714;
if l_715 {
let l_716 = bitcast<u64>(l_712);
let l_717 = l_716 >> u32(bitcast<u64>(u64(52)));
let l_718 = l_717 - u64(23);
let l_719 = l_718 << u32(bitcast<u64>(u64(52)));
let l_720 = bitcast<f64>(l_719);
l_mut_33 = l_720;
}
let l_721 = l_mut_589 == l_mut_33;
if l_721 {
let l_722 = l_700 * f64(1.4551915228366852e-11);
let l_723 = l_196 + l_722;
let l_724 = l_mut_25 - l_700;
let l_725 = l_mut_25 + l_700;
let l_726 = f64(l_mut_22);
let l_727 = bitcast<u32>(l_mut_22);
let l_728 = l_727 + u32(1);
l_mut_214 = l_728;
let l_729 = l_727 & u32(2147483647);
let l_730 = l_729 == u32(0);
if l_730 {
l_mut_214 = u32(1);
} else {
let l_731 = l_727 & u32(2147483648);
let l_732 = l_731 != u32(0);
if l_732 {
let l_733 = l_727 - u32(1);
l_mut_214 = l_733;
}
}
let l_734 = bitcast<f32>(l_mut_214);
let l_735 = f64(l_734);
let l_736 = -l_mut_22;
let l_737 = bitcast<u32>(l_736);
let l_738 = l_737 + u32(1);
l_mut_214 = l_738;
let l_739 = l_737 & u32(2147483647);
let l_740 = l_739 == u32(0);
if l_740 {
l_mut_214 = u32(1);
} else {
let l_741 = l_737 & u32(2147483648);
let l_742 = l_741 != u32(0);
if l_742 {
let l_743 = l_737 - u32(1);
l_mut_214 = l_743;
}
}
let l_744 = bitcast<f32>(l_mut_214);
let l_745 = -l_744;
let l_746 = f64(l_745);
let l_747 = l_724 + l_723;
let l_748 = l_747 <= l_726;
l_mut_273 = l_748;
let l_749 = l_724 - l_723;
let l_750 = l_749 > l_726;
l_mut_270 = l_750;
let l_751 = l_725 - l_723;
let l_752 = l_751 >= l_726;
l_mut_267 = l_752;
let l_753 = l_725 + l_723;
let l_754 = l_753 < l_726;
l_mut_264 = l_754;
if l_184 {
let l_755 = l_724 + l_723;
let l_756 = l_755 < l_735;
l_mut_273 = l_756;
let l_757 = l_724 - l_723;
let l_758 = l_757 >= l_735;
l_mut_270 = l_758;
let l_759 = l_725 - l_723;
let l_760 = l_759 > l_746;
l_mut_267 = l_760;
let l_761 = l_725 + l_723;
let l_762 = l_761 <= l_746;
l_mut_264 = l_762;
}
l_mut_214 = u32(2);
let l_763 = l_mut_270 || l_mut_264;
if l_763 {
l_mut_214 = u32(1);
} else {
let l_764 = l_mut_273 && l_mut_267;
if l_764 {
l_mut_214 = u32(0);
}
}
l_mut_243 = l_mut_214;
}
l_mut_198 = l_mut_243;
}
} else {
let l_765 = l_180 == u32(13);
if l_765 {
let l_767 = l_193 * l_189;
let l_768 = l_193 * l_192;
let l_769 = l_193 * l_189;
let l_770 = l_193 * l_192;
a_766[u32(0)] = l_767;
a_766[u32(1)] = l_767;
let l_771 = a_766[u32(0)];
let l_772 = l_768 < l_771;
if l_772 {
a_766[u32(0)] = l_768;
}
let l_773 = a_766[u32(0)];
let l_774 = l_769 < l_773;
if l_774 {
a_766[u32(0)] = l_769;
}
let l_775 = a_766[u32(0)];
let l_776 = l_770 < l_775;
if l_776 {
a_766[u32(0)] = l_770;
}
let l_777 = a_766[u32(1)];
let l_778 = l_768 > l_777;
if l_778 {
a_766[u32(1)] = l_768;
}
let l_779 = a_766[u32(1)];
let l_780 = l_769 > l_779;
if l_780 {
a_766[u32(1)] = l_769;
}
let l_781 = a_766[u32(1)];
let l_782 = l_770 > l_781;
if l_782 {
a_766[u32(1)] = l_770;
}
let l_783 = a_766[u32(0)];
let l_784 = l_783 * f64(7.1362384635298e44);
let l_785 = floor(l_784);
let l_786 = l_785 * f64(1.401298464324817e-45);
l_mut_589 = l_786;
let l_787 = abs(l_783);
let l_788 = l_787 >= f64(1.1754943508222875e-38);
if l_788 {
let l_789 = f32(l_783);
let l_790 = f64(l_789);
l_mut_589 = l_790;
let l_791 = l_mut_589 > l_783;
if l_791 {
let l_792 = -l_789;
let l_793 = bitcast<u32>(l_792);
let l_794 = l_793 + u32(1);
l_mut_243 = l_794;
let l_795 = l_793 & u32(2147483647);
let l_796 = l_795 == u32(0);
if l_796 {
l_mut_243 = u32(1);
} else {
let l_797 = l_793 & u32(2147483648);
let l_798 = l_797 != u32(0);
if l_798 {
let l_799 = l_793 - u32(1);
l_mut_243 = l_799;
}
}
let l_800 = bitcast<f32>(l_mut_243);
let l_801 = -l_800;
let l_802 = f64(l_801);
l_mut_589 = l_802;
} else {
let l_803 = bitcast<u32>(l_789);
let l_804 = l_803 + u32(1);
l_mut_243 = l_804;
let l_805 = l_803 & u32(2147483647);
let l_806 = l_805 == u32(0);
if l_806 {
l_mut_243 = u32(1);
} else {
let l_807 = l_803 & u32(2147483648);
let l_808 = l_807 != u32(0);
if l_808 {
let l_809 = l_803 - u32(1);
l_mut_243 = l_809;
}
}
let l_810 = bitcast<f32>(l_mut_243);
let l_811 = f64(l_810);
let l_812 = l_811 <= l_783;
if l_812 {
let l_813 = bitcast<u32>(l_789);
let l_814 = l_813 + u32(1);
l_mut_243 = l_814;
let l_815 = l_813 & u32(2147483647);
let l_816 = l_815 == u32(0);
if l_816 {
l_mut_243 = u32(1);
} else {
let l_817 = l_813 & u32(2147483648);
let l_818 = l_817 != u32(0);
if l_818 {
let l_819 = l_813 - u32(1);
l_mut_243 = l_819;
}
}
let l_820 = bitcast<f32>(l_mut_243);
let l_821 = f64(l_820);
l_mut_589 = l_821;
}
}
}
l_mut_33 = l_mut_589;
let l_822 = l_mut_589 > f64(1000.0);
if l_822 {
let l_823 = bitcast<f64>(u64(9218868437227405312));
l_mut_28 = l_823;
let l_824 = l_mut_589 < f64(0.0);
if l_824 {
let l_825 = -l_mut_28;
l_mut_28 = l_825;
}
l_mut_33 = l_mut_28;
} else {
let l_826 = l_mut_589 < f64(-1000.0);
if l_826 {
l_mut_33 = f64(0.0);
} else {
let l_827 = is_nan_1_f64(l_mut_589);let l_828 = !l_827;
if l_828 {
let l_829 = l_mut_589 + f64(0.5);
let l_830 = floor(l_829);
let l_831 = l_mut_589 - l_830;
let l_832 = l_831 * f64(0.6931471824645996);
let l_833 = l_831 * f64(-1.904654299957768e-9);
let l_834 = l_832 + l_833;
l_mut_589 = l_834;
let l_835 = is_nan_1_f64(l_834);if l_835 {
} else {
let l_836 = l_834 < f64(-700.0);
if l_836 {
l_mut_589 = f64(0.0);
} else {
let l_837 = l_834 > f64(700.0);
if l_837 {
let l_838 = bitcast<f64>(u64(9218868437227405312));
l_mut_28 = l_838;
let l_839 = l_834 < f64(0.0);
if l_839 {
let l_840 = -l_mut_28;
l_mut_28 = l_840;
}
l_mut_589 = l_mut_28;
} else {
let l_841 = l_834 * f64(1.4426950408889634);
let l_842 = l_841 + f64(0.5);
let l_843 = floor(l_842);
let l_844 = l_843 * f64(0.6931471824645996);
let l_845 = l_832 - l_844;
let l_846 = l_843 * f64(-1.904654299957768e-9);
let l_847 = l_833 - l_846;
let l_848 = l_845 + l_847;
let l_849 = l_848 * f64(7.647163731819816e-13);
let l_850 = l_849 + f64(1.1470745597729725e-11);
l_mut_28 = l_850;
let l_851 = l_mut_28 * l_848;
let l_852 = l_851 + f64(1.6059043836821613e-10);
l_mut_28 = l_852;
let l_853 = l_mut_28 * l_848;
let l_854 = l_853 + f64(2.08767569878681e-9);
l_mut_28 = l_854;
let l_855 = l_mut_28 * l_848;
let l_856 = l_855 + f64(2.505210838544172e-8);
l_mut_28 = l_856;
let l_857 = l_mut_28 * l_848;
let l_858 = l_857 + f64(2.755731922398589e-7);
l_mut_28 = l_858;
let l_859 = l_mut_28 * l_848;
let l_860 = l_859 + f64(2.7557319223985893e-6);
l_mut_28 = l_860;
let l_861 = l_mut_28 * l_848;
let l_862 = l_861 + f64(2.48015873015873e-5);
l_mut_28 = l_862;
let l_863 = l_mut_28 * l_848;
let l_864 = l_863 + f64(0.0001984126984126984);
l_mut_28 = l_864;
let l_865 = l_mut_28 * l_848;
let l_866 = l_865 + f64(0.001388888888888889);
l_mut_28 = l_866;
let l_867 = l_mut_28 * l_848;
let l_868 = l_867 + f64(0.008333333333333333);
l_mut_28 = l_868;
let l_869 = l_mut_28 * l_848;
let l_870 = l_869 + f64(0.041666666666666664);
l_mut_28 = l_870;
let l_871 = l_mut_28 * l_848;
let l_872 = l_871 + f64(0.16666666666666666);
l_mut_28 = l_872;
let l_873 = l_mut_28 * l_848;
let l_874 = l_873 + f64(0.5);
l_mut_28 = l_874;
let l_875 = l_848 * l_848;
let l_876 = l_875 * l_mut_28;
let l_877 = l_848 + l_876;
let l_878 = f64(1.0) + l_877;
let l_879 = i32(l_843);
let l_880 = l_879 + i32(1023);
let l_881 = u64(l_880);
let l_882 = l_881 << u32(bitcast<u64>(u64(52)));
let l_883 = bitcast<f64>(l_882);
let l_884 = l_878 * l_883;
l_mut_589 = l_884;
}
}
}
let l_885 = i32(l_830);
let l_886 = l_885 + i32(1023);
let l_887 = u64(l_886);
let l_888 = l_887 << u32(bitcast<u64>(u64(52)));
let l_889 = bitcast<f64>(l_888);
let l_890 = l_mut_589 * l_889;
l_mut_33 = l_890;
}
}
}
let l_891 = a_766[u32(1)];
let l_892 = -l_891;
let l_893 = l_892 * f64(7.1362384635298e44);
let l_894 = floor(l_893);
let l_895 = l_894 * f64(1.401298464324817e-45);
l_mut_589 = l_895;
let l_896 = abs(l_892);
let l_897 = l_896 >= f64(1.1754943508222875e-38);
if l_897 {
let l_898 = f32(l_892);
let l_899 = f64(l_898);
l_mut_589 = l_899;
let l_900 = l_mut_589 > l_892;
if l_900 {
let l_901 = -l_898;
let l_902 = bitcast<u32>(l_901);
let l_903 = l_902 + u32(1);
l_mut_243 = l_903;
let l_904 = l_902 & u32(2147483647);
let l_905 = l_904 == u32(0);
if l_905 {
l_mut_243 = u32(1);
} else {
let l_906 = l_902 & u32(2147483648);
let l_907 = l_906 != u32(0);
if l_907 {
let l_908 = l_902 - u32(1);
l_mut_243 = l_908;
}
}
let l_909 = bitcast<f32>(l_mut_243);
let l_910 = -l_909;
let l_911 = f64(l_910);
l_mut_589 = l_911;
} else {
let l_912 = bitcast<u32>(l_898);
let l_913 = l_912 + u32(1);
l_mut_243 = l_913;
let l_914 = l_912 & u32(2147483647);
let l_915 = l_914 == u32(0);
if l_915 {
l_mut_243 = u32(1);
} else {
let l_916 = l_912 & u32(2147483648);
let l_917 = l_916 != u32(0);
if l_917 {
let l_918 = l_912 - u32(1);
l_mut_243 = l_918;
}
}
let l_919 = bitcast<f32>(l_mut_243);
let l_920 = f64(l_919);
let l_921 = l_920 <= l_892;
if l_921 {
let l_922 = bitcast<u32>(l_898);
let l_923 = l_922 + u32(1);
l_mut_243 = l_923;
let l_924 = l_922 & u32(2147483647);
let l_925 = l_924 == u32(0);
if l_925 {
l_mut_243 = u32(1);
} else {
let l_926 = l_922 & u32(2147483648);
let l_927 = l_926 != u32(0);
if l_927 {
let l_928 = l_922 - u32(1);
l_mut_243 = l_928;
}
}
let l_929 = bitcast<f32>(l_mut_243);
let l_930 = f64(l_929);
l_mut_589 = l_930;
}
}
}
let l_931 = -l_mut_589;
l_mut_589 = l_931;
let l_932 = l_931 > f64(1000.0);
if l_932 {
let l_933 = bitcast<f64>(u64(9218868437227405312));
l_mut_28 = l_933;
let l_934 = l_931 < f64(0.0);
if l_934 {
let l_935 = -l_mut_28;
l_mut_28 = l_935;
}
l_mut_589 = l_mut_28;
} else {
let l_936 = l_931 < f64(-1000.0);
if l_936 {
l_mut_589 = f64(0.0);
} else {
let l_937 = is_nan_1_f64(l_931);let l_938 = !l_937;
if l_938 {
let l_939 = l_931 + f64(0.5);
let l_940 = floor(l_939);
let l_941 = l_931 - l_940;
let l_942 = l_941 * f64(0.6931471824645996);
let l_943 = l_941 * f64(-1.904654299957768e-9);
let l_944 = l_942 + l_943;
l_mut_28 = l_944;
let l_945 = is_nan_1_f64(l_944);if l_945 {
} else {
let l_946 = l_944 < f64(-700.0);
if l_946 {
l_mut_28 = f64(0.0);
} else {
let l_947 = l_944 > f64(700.0);
if l_947 {
let l_948 = bitcast<f64>(u64(9218868437227405312));
l_mut_949 = l_948;
let l_950 = l_944 < f64(0.0);
if l_950 {
let l_951 = -l_mut_949;
l_mut_949 = l_951;
}
l_mut_28 = l_mut_949;
} else {
let l_952 = l_944 * f64(1.4426950408889634);
let l_953 = l_952 + f64(0.5);
let l_954 = floor(l_953);
let l_955 = l_954 * f64(0.6931471824645996);
let l_956 = l_942 - l_955;
let l_957 = l_954 * f64(-1.904654299957768e-9);
let l_958 = l_943 - l_957;
let l_959 = l_956 + l_958;
let l_960 = l_959 * f64(7.647163731819816e-13);
let l_961 = l_960 + f64(1.1470745597729725e-11);
l_mut_949 = l_961;
let l_962 = l_mut_949 * l_959;
let l_963 = l_962 + f64(1.6059043836821613e-10);
l_mut_949 = l_963;
let l_964 = l_mut_949 * l_959;
let l_965 = l_964 + f64(2.08767569878681e-9);
l_mut_949 = l_965;
let l_966 = l_mut_949 * l_959;
let l_967 = l_966 + f64(2.505210838544172e-8);
l_mut_949 = l_967;
let l_968 = l_mut_949 * l_959;
let l_969 = l_968 + f64(2.755731922398589e-7);
l_mut_949 = l_969;
let l_970 = l_mut_949 * l_959;
let l_971 = l_970 + f64(2.7557319223985893e-6);
l_mut_949 = l_971;
let l_972 = l_mut_949 * l_959;
let l_973 = l_972 + f64(2.48015873015873e-5);
l_mut_949 = l_973;
let l_974 = l_mut_949 * l_959;
let l_975 = l_974 + f64(0.0001984126984126984);
l_mut_949 = l_975;
let l_976 = l_mut_949 * l_959;
let l_977 = l_976 + f64(0.001388888888888889);
l_mut_949 = l_977;
let l_978 = l_mut_949 * l_959;
let l_979 = l_978 + f64(0.008333333333333333);
l_mut_949 = l_979;
let l_980 = l_mut_949 * l_959;
let l_981 = l_980 + f64(0.041666666666666664);
l_mut_949 = l_981;
let l_982 = l_mut_949 * l_959;
let l_983 = l_982 + f64(0.16666666666666666);
l_mut_949 = l_983;
let l_984 = l_mut_949 * l_959;
let l_985 = l_984 + f64(0.5);
l_mut_949 = l_985;
let l_986 = l_959 * l_959;
let l_987 = l_986 * l_mut_949;
let l_988 = l_959 + l_987;
let l_989 = f64(1.0) + l_988;
let l_990 = i32(l_954);
let l_991 = l_990 + i32(1023);
let l_992 = u64(l_991);
let l_993 = l_992 << u32(bitcast<u64>(u64(52)));
let l_994 = bitcast<f64>(l_993);
let l_995 = l_989 * l_994;
l_mut_28 = l_995;
}
}
}
let l_996 = i32(l_940);
let l_997 = l_996 + i32(1023);
let l_998 = u64(l_997);
let l_999 = l_998 << u32(bitcast<u64>(u64(52)));
let l_1000 = bitcast<f64>(l_999);
let l_1001 = l_mut_28 * l_1000;
l_mut_589 = l_1001;
}
}
}
let l_1002 = l_mut_33 * f64(1.4551915228366852e-11);
let l_1003 = l_mut_589 * f64(1.4551915228366852e-11);
l_mut_243 = u32(2);
let l_1004 = l_mut_33 - l_1002;
let l_1005 = abs(l_1004);
l_mut_949 = f64(1.401298464324817e-45);
let l_1006 = l_1005 >= f64(1.1754943508222875e-38);
let l_1007 = l_1005 <= f64(1.7976931348623157e308);
let l_1008 = l_1006 && l_1007;
if l_1008 {
let l_1009 = bitcast<u64>(l_1005);
let l_1010 = l_1009 >> u32(bitcast<u64>(u64(52)));
let l_1011 = l_1010 - u64(23);
let l_1012 = l_1011 << u32(bitcast<u64>(u64(52)));
let l_1013 = bitcast<f64>(l_1012);
l_mut_949 = l_1013;
}
let l_1014 = l_mut_33 + l_1002;
let l_1015 = abs(l_1014);
l_mut_28 = f64(1.401298464324817e-45);
let l_1016 = l_1015 >= f64(1.1754943508222875e-38);
let l_1017 = l_1015 <= f64(1.7976931348623157e308);
let l_1018 = l_1016 && l_1017;
if l_1018 {
let l_1019 = bitcast<u64>(l_1015);
let l_1020 = l_1019 >> u32(bitcast<u64>(u64(52)));
let l_1021 = l_1020 - u64(23);
let l_1022 = l_1021 << u32(bitcast<u64>(u64(52)));
let l_1023 = bitcast<f64>(l_1022);
l_mut_28 = l_1023;
}
let l_1024 = l_mut_949 == l_mut_28;
let l_1025 = l_mut_589 - l_1003;
let l_1026 = abs(l_1025);
l_mut_949 = f64(1.401298464324817e-45);
let l_1027 = l_1026 >= f64(1.1754943508222875e-38);
let l_1028 = l_1026 <= f64(1.7976931348623157e308);
let l_1029 = l_1027 && l_1028;
if l_1029 {
let l_1030 = bitcast<u64>(l_1026);
let l_1031 = l_1030 >> u32(bitcast<u64>(u64(52)));
let l_1032 = l_1031 - u64(23);
let l_1033 = l_1032 << u32(bitcast<u64>(u64(52)));
let l_1034 = bitcast<f64>(l_1033);
l_mut_949 = l_1034;
}
let l_1035 = l_mut_589 + l_1003;
let l_1036 = abs(l_1035);
l_mut_28 = f64(1.401298464324817e-45);
let l_1037 = l_1036 >= f64(1.1754943508222875e-38);
let l_1038 = l_1036 <= f64(1.7976931348623157e308);
let l_1039 = l_1037 && l_1038;
if l_1039 {
let l_1040 = bitcast<u64>(l_1036);
let l_1041 = l_1040 >> u32(bitcast<u64>(u64(52)));
let l_1042 = l_1041 - u64(23);
let l_1043 = l_1042 << u32(bitcast<u64>(u64(52)));
let l_1044 = bitcast<f64>(l_1043);
l_mut_28 = l_1044;
}
let l_1045 = l_mut_949 == l_mut_28;
let l_1046 = l_1024 && l_1045;
if l_1046 {
let l_1047 = l_186 * l_mut_33;
let l_1048 = abs(l_mut_33);
l_mut_949 = f64(1.401298464324817e-45);
let l_1049 = l_1048 >= f64(1.1754943508222875e-38);
let l_1050 = l_1048 <= f64(1.7976931348623157e308);
let l_1051 = l_1049 && l_1050;
if l_1051 {
let l_1052 = bitcast<u64>(l_1048);
let l_1053 = l_1052 >> u32(bitcast<u64>(u64(52)));
let l_1054 = l_1053 - u64(23);
let l_1055 = l_1054 << u32(bitcast<u64>(u64(52)));
let l_1056 = bitcast<f64>(l_1055);
l_mut_949 = l_1056;
}
let l_1057 = f64(0.5) * l_mut_949;
l_mut_949 = l_1047;
let l_1058 = l_1057 > l_1047;
if l_1058 {
l_mut_949 = l_1057;
}
let l_1059 = l_186 * l_mut_589;
let l_1060 = abs(l_mut_589);
l_mut_28 = f64(1.401298464324817e-45);
let l_1061 = l_1060 >= f64(1.1754943508222875e-38);
let l_1062 = l_1060 <= f64(1.7976931348623157e308);
let l_1063 = l_1061 && l_1062;
if l_1063 {
let l_1064 = bitcast<u64>(l_1060);
let l_1065 = l_1064 >> u32(bitcast<u64>(u64(52)));
let l_1066 = l_1065 - u64(23);
let l_1067 = l_1066 << u32(bitcast<u64>(u64(52)));
let l_1068 = bitcast<f64>(l_1067);
l_mut_28 = l_1068;
}
let l_1069 = f64(0.5) * l_mut_28;
l_mut_28 = l_1059;
let l_1070 = l_1069 > l_1059;
if l_1070 {
l_mut_28 = l_1069;
}
let l_1071 = l_mut_33 - l_mut_949;
let l_1072 = l_mut_589 + l_mut_28;
let l_1073 = f64(l_mut_22);
let l_1074 = bitcast<u32>(l_mut_22);
let l_1075 = l_1074 + u32(1);
l_mut_214 = l_1075;
let l_1076 = l_1074 & u32(2147483647);
let l_1077 = l_1076 == u32(0);
if l_1077 {
l_mut_214 = u32(1);
} else {
let l_1078 = l_1074 & u32(2147483648);
let l_1079 = l_1078 != u32(0);
if l_1079 {
let l_1080 = l_1074 - u32(1);
l_mut_214 = l_1080;
}
}
let l_1081 = bitcast<f32>(l_mut_214);
let l_1082 = f64(l_1081);
let l_1083 = -l_mut_22;
let l_1084 = bitcast<u32>(l_1083);
let l_1085 = l_1084 + u32(1);
l_mut_214 = l_1085;
let l_1086 = l_1084 & u32(2147483647);
let l_1087 = l_1086 == u32(0);
if l_1087 {
l_mut_214 = u32(1);
} else {
let l_1088 = l_1084 & u32(2147483648);
let l_1089 = l_1088 != u32(0);
if l_1089 {
let l_1090 = l_1084 - u32(1);
l_mut_214 = l_1090;
}
}
let l_1091 = bitcast<f32>(l_mut_214);
let l_1092 = -l_1091;
let l_1093 = f64(l_1092);
let l_1094 = l_1071 + l_1002;
let l_1095 = l_1094 <= l_1073;
l_mut_273 = l_1095;
let l_1096 = l_1071 - l_1002;
let l_1097 = l_1096 > l_1073;
l_mut_270 = l_1097;
let l_1098 = l_1072 - l_1003;
let l_1099 = l_1098 >= l_1073;
l_mut_267 = l_1099;
let l_1100 = l_1072 + l_1003;
let l_1101 = l_1100 < l_1073;
l_mut_264 = l_1101;
l_mut_214 = u32(2);
let l_1102 = l_mut_270 || l_mut_264;
if l_1102 {
l_mut_214 = u32(1);
} else {
let l_1103 = l_mut_273 && l_mut_267;
if l_1103 {
l_mut_214 = u32(0);
}
}
l_mut_243 = l_mut_214;
}
l_mut_198 = l_mut_243;
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
let l_1104 = a_197[u32(0)];
let l_1105 = l_1104 == u32(0);
if l_1105 {
l_mut_198 = u32(2);
}
a_10[l_mut_178] = l_mut_198;
let l_1106 = a_10[l_mut_178];
let l_1107 = l_1106 == u32(2);
if l_1107 {
l_mut_175 = bool(false);
}
}
}
let l_1108 = l_mut_80 == u32(4294967293);
if l_1108 {
let l_1109 = a_8[u32(0)];
let l_1110 = l_1109 + u32(1);
a_8[u32(0)] = l_1110;
} else {
if l_mut_175 {
l_mut_949 = l_168;
let l_1111 = l_mut_949 < f64(-17.0);
if l_1111 {
l_mut_949 = f64(-17.0);
}
let l_1112 = l_mut_949 > f64(17.0);
if l_1112 {
l_mut_949 = f64(17.0);
}
let l_1113 = l_mut_949 + f64(16.0);
let l_1114 = l_1113 + f64(1.0);
let l_1115 = u32(l_1114);
let l_1116 = u32(2) + l_1115;
let l_1117 = a_8[l_1116];
let l_1118 = l_1117 + u32(1);
a_8[l_1116] = l_1118;
let l_1119 = bitcast<u32>(l_mut_22);
let l_1120 = l_1119 & u32(8388607);
let l_1121 = f64(l_1120);
let l_1122 = l_1121 / f64(7.1362384635298e44);
l_mut_949 = l_1122;
let l_1123 = l_1119 & u32(2139095040);
let l_1124 = l_1123 != u32(0);
if l_1124 {
let l_1125 = l_1119 & u32(2147483647);
let l_1126 = bitcast<f32>(l_1125);
let l_1127 = f64(l_1126);
l_mut_949 = l_1127;
}
let l_1128 = l_1119 >> u32(31);
let l_1129 = f64(l_1128);
let l_1130 = f64(2.0) * l_1129;
let l_1131 = f64(1.0) - l_1130;
l_mut_949 = l_mut_949 * l_1131;
let l_1132 = abs(l_mut_25);
let l_1133 = l_mut_25 * f64(0.0);
let l_1134 = l_1133 + f64(7.1362384635298e44);
l_mut_589 = l_1134;
let l_1135 = l_1132 >= f64(2.350988701644575e-38);
if l_1135 {
let l_1136 = l_mut_80 & u32(2147483647);
let l_1137 = bitcast<f32>(l_1136);
let l_1138 = f64(l_1137);
let l_1139 = l_1136 & u32(2139095040);
let l_1140 = bitcast<f32>(l_1139);
let l_1141 = f64(l_1140);
let l_1142 = l_1138 > l_1132;
let l_1143 = l_1136 & u32(8388607);
let l_1144 = l_1143 == u32(0);
let l_1145 = l_1142 && l_1144;
let l_1146 = l_1141 * f64(1.1920928955078125e-7);
let l_1147 = f64(l_1145);
let l_1148 = f64(0.5) * l_1147;
let l_1149 = f64(1.0) - l_1148;
let l_1150 = l_1146 * l_1149;
let l_1151 = f64(1.0) / l_1150;
l_mut_589 = l_1151;
}
let l_1152 = l_mut_949 - l_mut_25;
let l_1153 = l_1152 * l_mut_589;
let l_1154 = a_8[u32(45)];
let l_1155 = l_1154 == u32(4294967295);
let l_1156 = a_9[u32(0)];
let l_1157 = l_1153 < l_1156;
let l_1158 = l_1155 || l_1157;
if l_1158 {
a_9[u32(0)] = l_1153;
a_8[u32(45)] = l_20;
a_8[u32(46)] = l_149;
}
let l_1159 = a_8[u32(47)];
let l_1160 = l_1159 == u32(4294967295);
let l_1161 = a_9[u32(1)];
let l_1162 = l_1153 > l_1161;
let l_1163 = l_1160 || l_1162;
if l_1163 {
a_9[u32(1)] = l_1153;
a_8[u32(47)] = l_20;
a_8[u32(48)] = l_149;
}
let l_1164 = l_168 != f64(0.0);
if l_1164 {

for (var l_mut_1165: u32 = u32(0); l_mut_1165 < u32(8); l_mut_1165++) {
let l_1166 = a_10[l_mut_1165];
let l_1167 = l_1166 == u32(1);
if l_1167 {
let l_1168 = u32(37) + l_mut_1165;
let l_1169 = a_8[l_1168];
let l_1170 = l_1169 + u32(1);
a_8[l_1168] = l_1170;
let l_1171 = u32(2) + l_mut_1165;
let l_1172 = u32(2) * l_1171;
let l_1173 = u32(45) + l_1172;
let l_1174 = a_8[l_1173];
let l_1175 = l_1174 == u32(4294967295);
let l_1176 = abs(l_1153);
let l_1177 = u32(2) + l_mut_1165;
let l_1178 = a_9[l_1177];
let l_1179 = abs(l_1178);
let l_1180 = l_1176 > l_1179;
let l_1181 = l_1175 || l_1180;
if l_1181 {
let l_1182 = u32(2) + l_mut_1165;
a_9[l_1182] = l_1153;
a_8[l_1173] = l_20;
let l_1183 = l_1173 + u32(1);
a_8[l_1183] = l_149;
}
}
}
}
} else {
let l_1184 = a_8[u32(1)];
let l_1185 = l_2 + l_1184;
let l_1186 = l_1185 * u32(2);
let l_1264 = info.static_meta[u32(6)];
let l_1265 = l_1264 * u32(1);
let l_1266 = l_1186 < l_1265;
if l_1266 {
buffer_6_global[l_1186] = l_20;
}
let l_1187 = l_1186 + u32(1);
let l_1267 = info.static_meta[u32(6)];
let l_1268 = l_1267 * u32(1);
let l_1269 = l_1187 < l_1268;
if l_1269 {
buffer_6_global[l_1187] = l_149;
}
let l_1188 = a_8[u32(1)];
let l_1189 = l_1188 + u32(1);
a_8[u32(1)] = l_1189;
}
}
}

for (var l_mut_1190: u32 = u32(0); l_mut_1190 < u32(65); l_mut_1190++) {
let l_1191 = id * u32(65);
let l_1192 = l_1191 + l_mut_1190;
let l_1193 = a_8[l_mut_1190];
let l_1270 = info.static_meta[u32(4)];
let l_1271 = l_1270 * u32(1);
let l_1272 = l_1192 < l_1271;
if l_1272 {
buffer_4_global[l_1192] = l_1193;
}
}

for (var l_mut_1194: u32 = u32(0); l_mut_1194 < u32(10); l_mut_1194++) {
let l_1195 = id * u32(10);
let l_1196 = l_1195 + l_mut_1194;
let l_1197 = a_9[l_mut_1194];
let l_1273 = info.static_meta[u32(5)];
let l_1274 = l_1273 * u32(1);
let l_1275 = l_1196 < l_1274;
if l_1275 {
buffer_5_global[l_1196] = l_1197;
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
