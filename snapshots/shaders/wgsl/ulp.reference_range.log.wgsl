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

var a_147: array<u32, 1>;

var a_786: array<f64, 2>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_125: bool;
var l_mut_148: u32;
var l_mut_164: u32;
var l_mut_177: f64;
var l_mut_194: u32;
var l_mut_215: bool;
var l_mut_218: bool;
var l_mut_221: bool;
var l_mut_224: bool;
var l_mut_22: f32;
var l_mut_25: f64;
var l_mut_28: f64;
var l_mut_30: u32;
var l_mut_540: f64;
var l_mut_733: i32;
let l_0 = id == u32(0);
if l_0 {
let l_1184 = info.static_meta[u32(7)];
let l_1185 = l_1184 * u32(1);
let l_1186 = u32(0) < l_1185;
if l_1186 {
buffer_7_global[u32(0)] = u32(1);
}
}
let l_1170 = info.static_meta[u32(0)];
let l_1171 = l_1170 * u32(1);
let l_1172 = u32(1) < l_1171;
let l_1173 = l_1171 - u32(1);
let l_1174 = min(u32(1), l_1173);
let l_1175 = buffer_0_global[l_1174];
let l_1176 = select(u32(0), l_1175, l_1172);
let l_1 = l_1176;
let l_2 = id * l_1;
let l_1177 = info.static_meta[u32(0)];
let l_1178 = l_1177 * u32(1);
let l_1179 = u32(2) < l_1178;
let l_1180 = l_1178 - u32(1);
let l_1181 = min(u32(2), l_1180);
let l_1182 = buffer_0_global[l_1181];
let l_1183 = select(u32(0), l_1182, l_1179);
let l_3 = l_1183;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_1187 = info.static_meta[u32(0)];
let l_1188 = l_1187 * u32(1);
let l_1189 = u32(2) < l_1188;
let l_1190 = l_1188 - u32(1);
let l_1191 = min(u32(2), l_1190);
let l_1192 = buffer_0_global[l_1191];
let l_1193 = select(u32(0), l_1192, l_1189);
let l_6 = l_1193;
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
let l_1194 = info.static_meta[u32(0)];
let l_1195 = l_1194 * u32(1);
let l_1196 = u32(0) < l_1195;
let l_1197 = l_1195 - u32(1);
let l_1198 = min(u32(0), l_1197);
let l_1199 = buffer_0_global[l_1198];
let l_1200 = select(u32(0), l_1199, l_1196);
let l_19 = l_1200;
let l_20 = l_19 + l_mut_18;
let l_21 = bitcast<f32>(l_20);
l_mut_22 = l_21;
let l_23 = log(l_21);
l_mut_22 = l_23;
let l_24 = f64(l_21);
l_mut_25 = l_24;
let l_26 = f64(l_21);
let l_27 = f64(l_21);
l_mut_28 = l_mut_25;
let l_29 = log(l_mut_25);
l_mut_28 = l_29;
l_mut_25 = l_mut_28;
l_mut_30 = u32(4294967294);
let l_31 = bitcast<u32>(l_mut_22);
let l_32 = bitcast<u32>(l_21);
let l_33 = l_32 & u32(2139095040);
let l_34 = l_33 != u32(2139095040);
let l_35 = l_33 == u32(0);
let l_36 = bitcast<u32>(l_21);
let l_37 = l_36 & u32(8388607);
let l_38 = l_37 != u32(0);
let l_39 = l_35 && l_38;
let l_40 = abs(l_mut_25);
let l_41 = l_mut_25 < f64(0.0);
let l_42 = u32(l_41);
let l_43 = u32(2147483648) * l_42;
if l_39 {
} else {
let l_44 = is_nan_1_f64(l_mut_25);if l_44 {
let l_45 = l_31 & u32(2147483647);
let l_46 = l_45 > u32(2139095040);
if l_46 {
l_mut_30 = u32(4294967293);
}
} else {
let l_47 = l_40 >= f64(3.402823669209385e38);
let l_48 = !l_34;
let l_49 = l_40 == f64(0.0);
let l_50 = l_48 && l_49;
let l_51 = l_47 || l_50;
if l_51 {
let l_52 = l_40 >= f64(3.402823669209385e38);
let l_53 = u32(l_52);
let l_54 = u32(2139095040) * l_53;
let l_55 = l_54 | l_43;
let l_56 = l_31 == l_55;
let l_57 = l_31 | l_55;
let l_58 = l_57 & u32(2147483647);
let l_59 = l_58 == u32(0);
let l_60 = l_56 || l_59;
if l_60 {
l_mut_30 = u32(4294967293);
}
} else {
let l_61 = l_40 >= f64(2.350988701644575e-38);
let l_62 = l_34 && l_61;
let l_63 = l_40 < f64(3.4028234663852886e38);
let l_64 = l_62 && l_63;
if l_64 {
let l_65 = f32(l_40);
let l_66 = bitcast<u32>(l_65);
let l_67 = bitcast<f32>(l_66);
let l_68 = f64(l_67);
let l_69 = l_40 - l_68;
let l_70 = l_66 + u32(1);
let l_71 = l_69 < f64(0.0);
let l_72 = u32(l_71);
let l_73 = u32(2) * l_72;
let l_74 = l_70 - l_73;
let l_75 = bitcast<f32>(l_74);
let l_76 = f64(l_75);
let l_77 = l_76 - l_68;
let l_78 = abs(l_77);
let l_79 = l_78 * f64(0.5);
let l_80 = abs(l_69);
let l_81 = l_79 - l_80;
let l_82 = l_40 * f64(9.094947017729282e-13);
let l_83 = l_81 > l_82;
if l_83 {
let l_84 = l_66 | l_43;
l_mut_30 = l_84;
}
} else {
let l_85 = l_40 < f64(2.350988701644575e-38);
let l_86 = l_34 && l_85;
if l_86 {
let l_87 = l_40 * f64(7.1362384635298e44);
let l_88 = floor(l_87);
let l_89 = l_87 - l_88;
let l_90 = l_89 - f64(0.5);
let l_91 = abs(l_90);
let l_92 = l_87 * f64(9.094947017729282e-13);
let l_93 = l_91 > l_92;
if l_93 {
let l_94 = l_89 > f64(0.5);
let l_95 = f64(l_94);
let l_96 = l_88 + l_95;
let l_97 = u32(l_96);
let l_98 = l_97 | l_43;
l_mut_30 = l_98;
}
}
}
}
}
}
let l_99 = bitcast<u32>(l_mut_22);
let l_100 = l_99 & u32(2139095040);
let l_101 = l_100 != u32(2139095040);
let l_102 = l_99 & u32(2147483647);
let l_103 = l_102 == u32(0);
let l_104 = l_99 & u32(2147483647);
let l_105 = f64(l_104);
let l_106 = l_99 >> u32(31);
let l_107 = f64(l_106);
let l_108 = f64(2.0) * l_107;
let l_109 = f64(1.0) - l_108;
let l_110 = l_105 * l_109;
let l_111 = l_mut_30 & u32(2147483647);
let l_112 = f64(l_111);
let l_113 = l_mut_30 >> u32(31);
let l_114 = f64(l_113);
let l_115 = f64(2.0) * l_114;
let l_116 = f64(1.0) - l_115;
let l_117 = l_112 * l_116;
let l_118 = l_110 - l_117;
let l_119 = l_mut_30 < u32(4294967293);
let l_120 = l_118 == f64(0.0);
let l_121 = !l_103;
let l_122 = l_101 && l_121;
let l_123 = l_120 || l_122;
let l_124 = l_119 && l_123;
l_mut_125 = l_124;
let l_126 = l_118 != f64(0.0);
let l_127 = l_mut_125 && l_126;
if l_127 {

for (var l_mut_128: u32 = u32(0); l_mut_128 < u32(8); l_mut_128++) {
let l_129 = u32(2) * l_mut_128;
let l_1201 = info.static_meta[u32(1)];
let l_1202 = l_1201 * u32(1);
let l_1203 = l_129 < l_1202;
let l_1204 = l_1202 - u32(1);
let l_1205 = min(l_129, l_1204);
let l_1206 = buffer_1_global[l_1205];
let l_1207 = select(u32(0), l_1206, l_1203);
let l_130 = l_1207;
let l_131 = u32(2) * l_mut_128;
let l_132 = l_131 + u32(1);
let l_1208 = info.static_meta[u32(1)];
let l_1209 = l_1208 * u32(1);
let l_1210 = l_132 < l_1209;
let l_1211 = l_1209 - u32(1);
let l_1212 = min(l_132, l_1211);
let l_1213 = buffer_1_global[l_1212];
let l_1214 = select(u32(0), l_1213, l_1210);
let l_133 = l_1214;
let l_134 = l_133 != u32(0);
let l_135 = l_mut_128 * u32(4);
let l_1215 = info.static_meta[u32(2)];
let l_1216 = l_1215 * u32(1);
let l_1217 = l_135 < l_1216;
let l_1218 = l_1216 - u32(1);
let l_1219 = min(l_135, l_1218);
let l_1220 = buffer_2_global[l_1219];
let l_1221 = select(f64(0.0), l_1220, l_1217);
let l_136 = l_1221;
let l_137 = l_mut_128 * u32(4);
let l_138 = l_137 + u32(1);
let l_1222 = info.static_meta[u32(2)];
let l_1223 = l_1222 * u32(1);
let l_1224 = l_138 < l_1223;
let l_1225 = l_1223 - u32(1);
let l_1226 = min(l_138, l_1225);
let l_1227 = buffer_2_global[l_1226];
let l_1228 = select(f64(0.0), l_1227, l_1224);
let l_139 = l_1228;
let l_140 = l_mut_128 * u32(4);
let l_141 = l_140 + u32(2);
let l_1229 = info.static_meta[u32(2)];
let l_1230 = l_1229 * u32(1);
let l_1231 = l_141 < l_1230;
let l_1232 = l_1230 - u32(1);
let l_1233 = min(l_141, l_1232);
let l_1234 = buffer_2_global[l_1233];
let l_1235 = select(f64(0.0), l_1234, l_1231);
let l_142 = l_1235;
let l_143 = f64(l_21);
let l_144 = abs(l_143);
let l_145 = abs(l_mut_25);
let l_146 = l_145 * f64(1.4551915228366852e-11);
a_147[u32(0)] = u32(1);
l_mut_148 = u32(2);
let l_149 = l_130 == u32(0);
if l_149 {
l_mut_148 = u32(0);
} else {
let l_150 = l_130 == u32(1);
if l_150 {
l_mut_148 = u32(1);
let l_151 = abs(l_118);
let l_152 = l_151 <= l_136;
if l_152 {
l_mut_148 = u32(0);
}
} else {
let l_153 = l_130 == u32(2);
if l_153 {
let l_154 = abs(l_mut_25);
l_mut_28 = f64(1.401298464324817e-45);
let l_155 = l_154 >= f64(1.1754943508222875e-38);
let l_156 = l_154 <= f64(1.7976931348623157e308);
let l_157 = l_155 && l_156;
if l_157 {
let l_158 = bitcast<u64>(l_154);
let l_159 = l_158 >> u32(bitcast<u64>(u64(52)));
let l_160 = l_159 - u64(23);
let l_161 = l_160 << u32(bitcast<u64>(u64(52)));
let l_162 = bitcast<f64>(l_161);
l_mut_28 = l_162;
}
let l_163 = l_136 * l_mut_28;
l_mut_164 = u32(2);
let l_165 = l_mut_25 - l_146;
let l_166 = abs(l_165);
l_mut_28 = f64(1.401298464324817e-45);
let l_167 = l_166 >= f64(1.1754943508222875e-38);
let l_168 = l_166 <= f64(1.7976931348623157e308);
let l_169 = l_167 && l_168;
if l_169 {
let l_170 = bitcast<u64>(l_166);
let l_171 = l_170 >> u32(bitcast<u64>(u64(52)));
let l_172 = l_171 - u64(23);
let l_173 = l_172 << u32(bitcast<u64>(u64(52)));
let l_174 = bitcast<f64>(l_173);
l_mut_28 = l_174;
}
let l_175 = l_mut_25 + l_146;
let l_176 = abs(l_175);
l_mut_177 = f64(1.401298464324817e-45);
let l_178 = l_176 >= f64(1.1754943508222875e-38);
let l_179 = l_176 <= f64(1.7976931348623157e308);
let l_180 = l_178 && l_179;
if l_180 {
let l_181 = bitcast<u64>(l_176);
let l_182 = l_181 >> u32(bitcast<u64>(u64(52)));
let l_183 = l_182 - u64(23);
let l_184 = l_183 << u32(bitcast<u64>(u64(52)));
let l_185 = bitcast<f64>(l_184);
l_mut_177 = l_185;
}
let l_186 = l_mut_28 == l_mut_177;
if l_186 {
let l_187 = l_163 * f64(1.4551915228366852e-11);
let l_188 = l_146 + l_187;
let l_189 = l_mut_25 - l_163;
let l_190 = l_mut_25 + l_163;
let l_191 = f64(l_mut_22);
let l_192 = bitcast<u32>(l_mut_22);
let l_193 = l_192 + u32(1);
l_mut_194 = l_193;
let l_195 = l_192 & u32(2147483647);
let l_196 = l_195 == u32(0);
if l_196 {
l_mut_194 = u32(1);
} else {
let l_197 = l_192 & u32(2147483648);
let l_198 = l_197 != u32(0);
if l_198 {
let l_199 = l_192 - u32(1);
l_mut_194 = l_199;
}
}
let l_200 = bitcast<f32>(l_mut_194);
let l_201 = f64(l_200);
let l_202 = -l_mut_22;
let l_203 = bitcast<u32>(l_202);
let l_204 = l_203 + u32(1);
l_mut_194 = l_204;
let l_205 = l_203 & u32(2147483647);
let l_206 = l_205 == u32(0);
if l_206 {
l_mut_194 = u32(1);
} else {
let l_207 = l_203 & u32(2147483648);
let l_208 = l_207 != u32(0);
if l_208 {
let l_209 = l_203 - u32(1);
l_mut_194 = l_209;
}
}
let l_210 = bitcast<f32>(l_mut_194);
let l_211 = -l_210;
let l_212 = f64(l_211);
let l_213 = l_189 + l_188;
let l_214 = l_213 <= l_191;
l_mut_215 = l_214;
let l_216 = l_189 - l_188;
let l_217 = l_216 > l_191;
l_mut_218 = l_217;
let l_219 = l_190 - l_188;
let l_220 = l_219 >= l_191;
l_mut_221 = l_220;
let l_222 = l_190 + l_188;
let l_223 = l_222 < l_191;
l_mut_224 = l_223;
if l_134 {
let l_225 = l_189 + l_188;
let l_226 = l_225 < l_201;
l_mut_215 = l_226;
let l_227 = l_189 - l_188;
let l_228 = l_227 >= l_201;
l_mut_218 = l_228;
let l_229 = l_190 - l_188;
let l_230 = l_229 > l_212;
l_mut_221 = l_230;
let l_231 = l_190 + l_188;
let l_232 = l_231 <= l_212;
l_mut_224 = l_232;
}
l_mut_194 = u32(2);
let l_233 = l_mut_218 || l_mut_224;
if l_233 {
l_mut_194 = u32(1);
} else {
let l_234 = l_mut_215 && l_mut_221;
if l_234 {
l_mut_194 = u32(0);
}
}
l_mut_164 = l_mut_194;
}
l_mut_148 = l_mut_164;
} else {
let l_235 = l_130 == u32(3);
if l_235 {
l_mut_148 = u32(0);
let l_236 = l_144 >= f64(1.1754943508222875e-38);
let l_237 = l_144 <= f64(8.507059173023462e37);
let l_238 = l_236 && l_237;
if l_238 {
let l_239 = abs(l_mut_25);
l_mut_177 = f64(1.401298464324817e-45);
let l_240 = l_239 >= f64(1.1754943508222875e-38);
let l_241 = l_239 <= f64(1.7976931348623157e308);
let l_242 = l_240 && l_241;
if l_242 {
let l_243 = bitcast<u64>(l_239);
let l_244 = l_243 >> u32(bitcast<u64>(u64(52)));
let l_245 = l_244 - u64(23);
let l_246 = l_245 << u32(bitcast<u64>(u64(52)));
let l_247 = bitcast<f64>(l_246);
l_mut_177 = l_247;
}
let l_248 = l_136 * l_mut_177;
l_mut_194 = u32(2);
let l_249 = l_mut_25 - l_146;
let l_250 = abs(l_249);
l_mut_177 = f64(1.401298464324817e-45);
let l_251 = l_250 >= f64(1.1754943508222875e-38);
let l_252 = l_250 <= f64(1.7976931348623157e308);
let l_253 = l_251 && l_252;
if l_253 {
let l_254 = bitcast<u64>(l_250);
let l_255 = l_254 >> u32(bitcast<u64>(u64(52)));
let l_256 = l_255 - u64(23);
let l_257 = l_256 << u32(bitcast<u64>(u64(52)));
let l_258 = bitcast<f64>(l_257);
l_mut_177 = l_258;
}
let l_259 = l_mut_25 + l_146;
let l_260 = abs(l_259);
l_mut_28 = f64(1.401298464324817e-45);
let l_261 = l_260 >= f64(1.1754943508222875e-38);
let l_262 = l_260 <= f64(1.7976931348623157e308);
let l_263 = l_261 && l_262;
if l_263 {
let l_264 = bitcast<u64>(l_260);
let l_265 = l_264 >> u32(bitcast<u64>(u64(52)));
let l_266 = l_265 - u64(23);
let l_267 = l_266 << u32(bitcast<u64>(u64(52)));
let l_268 = bitcast<f64>(l_267);
l_mut_28 = l_268;
}
let l_269 = l_mut_177 == l_mut_28;
if l_269 {
let l_270 = l_248 * f64(1.4551915228366852e-11);
let l_271 = l_146 + l_270;
let l_272 = l_mut_25 - l_248;
let l_273 = l_mut_25 + l_248;
let l_274 = f64(l_mut_22);
let l_275 = bitcast<u32>(l_mut_22);
let l_276 = l_275 + u32(1);
l_mut_164 = l_276;
let l_277 = l_275 & u32(2147483647);
let l_278 = l_277 == u32(0);
if l_278 {
l_mut_164 = u32(1);
} else {
let l_279 = l_275 & u32(2147483648);
let l_280 = l_279 != u32(0);
if l_280 {
let l_281 = l_275 - u32(1);
l_mut_164 = l_281;
}
}
let l_282 = bitcast<f32>(l_mut_164);
let l_283 = f64(l_282);
let l_284 = -l_mut_22;
let l_285 = bitcast<u32>(l_284);
let l_286 = l_285 + u32(1);
l_mut_164 = l_286;
let l_287 = l_285 & u32(2147483647);
let l_288 = l_287 == u32(0);
if l_288 {
l_mut_164 = u32(1);
} else {
let l_289 = l_285 & u32(2147483648);
let l_290 = l_289 != u32(0);
if l_290 {
let l_291 = l_285 - u32(1);
l_mut_164 = l_291;
}
}
let l_292 = bitcast<f32>(l_mut_164);
let l_293 = -l_292;
let l_294 = f64(l_293);
let l_295 = l_272 + l_271;
let l_296 = l_295 <= l_274;
l_mut_224 = l_296;
let l_297 = l_272 - l_271;
let l_298 = l_297 > l_274;
l_mut_221 = l_298;
let l_299 = l_273 - l_271;
let l_300 = l_299 >= l_274;
l_mut_218 = l_300;
let l_301 = l_273 + l_271;
let l_302 = l_301 < l_274;
l_mut_215 = l_302;
if l_134 {
let l_303 = l_272 + l_271;
let l_304 = l_303 < l_283;
l_mut_224 = l_304;
let l_305 = l_272 - l_271;
let l_306 = l_305 >= l_283;
l_mut_221 = l_306;
let l_307 = l_273 - l_271;
let l_308 = l_307 > l_294;
l_mut_218 = l_308;
let l_309 = l_273 + l_271;
let l_310 = l_309 <= l_294;
l_mut_215 = l_310;
}
l_mut_164 = u32(2);
let l_311 = l_mut_221 || l_mut_215;
if l_311 {
l_mut_164 = u32(1);
} else {
let l_312 = l_mut_224 && l_mut_218;
if l_312 {
l_mut_164 = u32(0);
}
}
l_mut_194 = l_mut_164;
}
l_mut_148 = l_mut_194;
}
} else {
let l_313 = l_130 == u32(4);
if l_313 {
let l_314 = l_139 * l_144;
let l_315 = l_136 + l_314;
let l_316 = abs(l_mut_25);
l_mut_177 = f64(1.401298464324817e-45);
let l_317 = l_316 >= f64(1.1754943508222875e-38);
let l_318 = l_316 <= f64(1.7976931348623157e308);
let l_319 = l_317 && l_318;
if l_319 {
let l_320 = bitcast<u64>(l_316);
let l_321 = l_320 >> u32(bitcast<u64>(u64(52)));
let l_322 = l_321 - u64(23);
let l_323 = l_322 << u32(bitcast<u64>(u64(52)));
let l_324 = bitcast<f64>(l_323);
l_mut_177 = l_324;
}
let l_325 = l_315 * l_mut_177;
l_mut_194 = u32(2);
let l_326 = l_mut_25 - l_146;
let l_327 = abs(l_326);
l_mut_177 = f64(1.401298464324817e-45);
let l_328 = l_327 >= f64(1.1754943508222875e-38);
let l_329 = l_327 <= f64(1.7976931348623157e308);
let l_330 = l_328 && l_329;
if l_330 {
let l_331 = bitcast<u64>(l_327);
let l_332 = l_331 >> u32(bitcast<u64>(u64(52)));
let l_333 = l_332 - u64(23);
let l_334 = l_333 << u32(bitcast<u64>(u64(52)));
let l_335 = bitcast<f64>(l_334);
l_mut_177 = l_335;
}
let l_336 = l_mut_25 + l_146;
let l_337 = abs(l_336);
l_mut_28 = f64(1.401298464324817e-45);
let l_338 = l_337 >= f64(1.1754943508222875e-38);
let l_339 = l_337 <= f64(1.7976931348623157e308);
let l_340 = l_338 && l_339;
if l_340 {
let l_341 = bitcast<u64>(l_337);
let l_342 = l_341 >> u32(bitcast<u64>(u64(52)));
let l_343 = l_342 - u64(23);
let l_344 = l_343 << u32(bitcast<u64>(u64(52)));
let l_345 = bitcast<f64>(l_344);
l_mut_28 = l_345;
}
let l_346 = l_mut_177 == l_mut_28;
if l_346 {
let l_347 = l_325 * f64(1.4551915228366852e-11);
let l_348 = l_146 + l_347;
let l_349 = l_mut_25 - l_325;
let l_350 = l_mut_25 + l_325;
let l_351 = f64(l_mut_22);
let l_352 = bitcast<u32>(l_mut_22);
let l_353 = l_352 + u32(1);
l_mut_164 = l_353;
let l_354 = l_352 & u32(2147483647);
let l_355 = l_354 == u32(0);
if l_355 {
l_mut_164 = u32(1);
} else {
let l_356 = l_352 & u32(2147483648);
let l_357 = l_356 != u32(0);
if l_357 {
let l_358 = l_352 - u32(1);
l_mut_164 = l_358;
}
}
let l_359 = bitcast<f32>(l_mut_164);
let l_360 = f64(l_359);
let l_361 = -l_mut_22;
let l_362 = bitcast<u32>(l_361);
let l_363 = l_362 + u32(1);
l_mut_164 = l_363;
let l_364 = l_362 & u32(2147483647);
let l_365 = l_364 == u32(0);
if l_365 {
l_mut_164 = u32(1);
} else {
let l_366 = l_362 & u32(2147483648);
let l_367 = l_366 != u32(0);
if l_367 {
let l_368 = l_362 - u32(1);
l_mut_164 = l_368;
}
}
let l_369 = bitcast<f32>(l_mut_164);
let l_370 = -l_369;
let l_371 = f64(l_370);
let l_372 = l_349 + l_348;
let l_373 = l_372 <= l_351;
l_mut_224 = l_373;
let l_374 = l_349 - l_348;
let l_375 = l_374 > l_351;
l_mut_221 = l_375;
let l_376 = l_350 - l_348;
let l_377 = l_376 >= l_351;
l_mut_218 = l_377;
let l_378 = l_350 + l_348;
let l_379 = l_378 < l_351;
l_mut_215 = l_379;
if l_134 {
let l_380 = l_349 + l_348;
let l_381 = l_380 < l_360;
l_mut_224 = l_381;
let l_382 = l_349 - l_348;
let l_383 = l_382 >= l_360;
l_mut_221 = l_383;
let l_384 = l_350 - l_348;
let l_385 = l_384 > l_371;
l_mut_218 = l_385;
let l_386 = l_350 + l_348;
let l_387 = l_386 <= l_371;
l_mut_215 = l_387;
}
l_mut_164 = u32(2);
let l_388 = l_mut_221 || l_mut_215;
if l_388 {
l_mut_164 = u32(1);
} else {
let l_389 = l_mut_224 && l_mut_218;
if l_389 {
l_mut_164 = u32(0);
}
}
l_mut_194 = l_mut_164;
}
l_mut_148 = l_mut_194;
} else {
let l_390 = l_130 == u32(5);
if l_390 {
let l_391 = f64(2.0) * l_143;
let l_392 = abs(l_391);
let l_393 = floor(l_392);
let l_394 = f64(3.0) + l_393;
let l_395 = abs(l_mut_25);
l_mut_177 = f64(1.401298464324817e-45);
let l_396 = l_395 >= f64(1.1754943508222875e-38);
let l_397 = l_395 <= f64(1.7976931348623157e308);
let l_398 = l_396 && l_397;
if l_398 {
let l_399 = bitcast<u64>(l_395);
let l_400 = l_399 >> u32(bitcast<u64>(u64(52)));
let l_401 = l_400 - u64(23);
let l_402 = l_401 << u32(bitcast<u64>(u64(52)));
let l_403 = bitcast<f64>(l_402);
l_mut_177 = l_403;
}
let l_404 = l_394 * l_mut_177;
l_mut_194 = u32(2);
let l_405 = l_mut_25 - l_146;
let l_406 = abs(l_405);
l_mut_177 = f64(1.401298464324817e-45);
let l_407 = l_406 >= f64(1.1754943508222875e-38);
let l_408 = l_406 <= f64(1.7976931348623157e308);
let l_409 = l_407 && l_408;
if l_409 {
let l_410 = bitcast<u64>(l_406);
let l_411 = l_410 >> u32(bitcast<u64>(u64(52)));
let l_412 = l_411 - u64(23);
let l_413 = l_412 << u32(bitcast<u64>(u64(52)));
let l_414 = bitcast<f64>(l_413);
l_mut_177 = l_414;
}
let l_415 = l_mut_25 + l_146;
let l_416 = abs(l_415);
l_mut_28 = f64(1.401298464324817e-45);
let l_417 = l_416 >= f64(1.1754943508222875e-38);
let l_418 = l_416 <= f64(1.7976931348623157e308);
let l_419 = l_417 && l_418;
if l_419 {
let l_420 = bitcast<u64>(l_416);
let l_421 = l_420 >> u32(bitcast<u64>(u64(52)));
let l_422 = l_421 - u64(23);
let l_423 = l_422 << u32(bitcast<u64>(u64(52)));
let l_424 = bitcast<f64>(l_423);
l_mut_28 = l_424;
}
let l_425 = l_mut_177 == l_mut_28;
if l_425 {
let l_426 = l_404 * f64(1.4551915228366852e-11);
let l_427 = l_146 + l_426;
let l_428 = l_mut_25 - l_404;
let l_429 = l_mut_25 + l_404;
let l_430 = f64(l_mut_22);
let l_431 = bitcast<u32>(l_mut_22);
let l_432 = l_431 + u32(1);
l_mut_164 = l_432;
let l_433 = l_431 & u32(2147483647);
let l_434 = l_433 == u32(0);
if l_434 {
l_mut_164 = u32(1);
} else {
let l_435 = l_431 & u32(2147483648);
let l_436 = l_435 != u32(0);
if l_436 {
let l_437 = l_431 - u32(1);
l_mut_164 = l_437;
}
}
let l_438 = bitcast<f32>(l_mut_164);
let l_439 = f64(l_438);
let l_440 = -l_mut_22;
let l_441 = bitcast<u32>(l_440);
let l_442 = l_441 + u32(1);
l_mut_164 = l_442;
let l_443 = l_441 & u32(2147483647);
let l_444 = l_443 == u32(0);
if l_444 {
l_mut_164 = u32(1);
} else {
let l_445 = l_441 & u32(2147483648);
let l_446 = l_445 != u32(0);
if l_446 {
let l_447 = l_441 - u32(1);
l_mut_164 = l_447;
}
}
let l_448 = bitcast<f32>(l_mut_164);
let l_449 = -l_448;
let l_450 = f64(l_449);
let l_451 = l_428 + l_427;
let l_452 = l_451 <= l_430;
l_mut_224 = l_452;
let l_453 = l_428 - l_427;
let l_454 = l_453 > l_430;
l_mut_221 = l_454;
let l_455 = l_429 - l_427;
let l_456 = l_455 >= l_430;
l_mut_218 = l_456;
let l_457 = l_429 + l_427;
let l_458 = l_457 < l_430;
l_mut_215 = l_458;
if l_134 {
let l_459 = l_428 + l_427;
let l_460 = l_459 < l_439;
l_mut_224 = l_460;
let l_461 = l_428 - l_427;
let l_462 = l_461 >= l_439;
l_mut_221 = l_462;
let l_463 = l_429 - l_427;
let l_464 = l_463 > l_450;
l_mut_218 = l_464;
let l_465 = l_429 + l_427;
let l_466 = l_465 <= l_450;
l_mut_215 = l_466;
}
l_mut_164 = u32(2);
let l_467 = l_mut_221 || l_mut_215;
if l_467 {
l_mut_164 = u32(1);
} else {
let l_468 = l_mut_224 && l_mut_218;
if l_468 {
l_mut_164 = u32(0);
}
}
l_mut_194 = l_mut_164;
}
l_mut_148 = l_mut_194;
} else {
let l_469 = l_130 == u32(6);
if l_469 {
l_mut_148 = u32(0);
let l_470 = l_144 <= l_139;
if l_470 {
let l_471 = l_136 * f64(1.4551915228366852e-11);
let l_472 = l_146 + l_471;
let l_473 = l_mut_25 - l_136;
let l_474 = l_mut_25 + l_136;
let l_475 = f64(l_mut_22);
let l_476 = bitcast<u32>(l_mut_22);
let l_477 = l_476 + u32(1);
l_mut_194 = l_477;
let l_478 = l_476 & u32(2147483647);
let l_479 = l_478 == u32(0);
if l_479 {
l_mut_194 = u32(1);
} else {
let l_480 = l_476 & u32(2147483648);
let l_481 = l_480 != u32(0);
if l_481 {
let l_482 = l_476 - u32(1);
l_mut_194 = l_482;
}
}
let l_483 = bitcast<f32>(l_mut_194);
let l_484 = f64(l_483);
let l_485 = -l_mut_22;
let l_486 = bitcast<u32>(l_485);
let l_487 = l_486 + u32(1);
l_mut_194 = l_487;
let l_488 = l_486 & u32(2147483647);
let l_489 = l_488 == u32(0);
if l_489 {
l_mut_194 = u32(1);
} else {
let l_490 = l_486 & u32(2147483648);
let l_491 = l_490 != u32(0);
if l_491 {
let l_492 = l_486 - u32(1);
l_mut_194 = l_492;
}
}
let l_493 = bitcast<f32>(l_mut_194);
let l_494 = -l_493;
let l_495 = f64(l_494);
let l_496 = l_473 + l_472;
let l_497 = l_496 <= l_475;
l_mut_224 = l_497;
let l_498 = l_473 - l_472;
let l_499 = l_498 > l_475;
l_mut_221 = l_499;
let l_500 = l_474 - l_472;
let l_501 = l_500 >= l_475;
l_mut_218 = l_501;
let l_502 = l_474 + l_472;
let l_503 = l_502 < l_475;
l_mut_215 = l_503;
if l_134 {
let l_504 = l_473 + l_472;
let l_505 = l_504 < l_484;
l_mut_224 = l_505;
let l_506 = l_473 - l_472;
let l_507 = l_506 >= l_484;
l_mut_221 = l_507;
let l_508 = l_474 - l_472;
let l_509 = l_508 > l_495;
l_mut_218 = l_509;
let l_510 = l_474 + l_472;
let l_511 = l_510 <= l_495;
l_mut_215 = l_511;
}
l_mut_194 = u32(2);
let l_512 = l_mut_221 || l_mut_215;
if l_512 {
l_mut_194 = u32(1);
} else {
let l_513 = l_mut_224 && l_mut_218;
if l_513 {
l_mut_194 = u32(0);
}
}
l_mut_148 = l_mut_194;
}
} else {
let l_514 = l_130 == u32(7);
if l_514 {
let l_515 = abs(l_mut_25);
let l_516 = l_136 * l_515;
l_mut_177 = l_516;
let l_517 = abs(l_mut_25);
l_mut_28 = f64(1.401298464324817e-45);
let l_518 = l_517 >= f64(1.1754943508222875e-38);
let l_519 = l_517 <= f64(1.7976931348623157e308);
let l_520 = l_518 && l_519;
if l_520 {
let l_521 = bitcast<u64>(l_517);
let l_522 = l_521 >> u32(bitcast<u64>(u64(52)));
let l_523 = l_522 - u64(23);
let l_524 = l_523 << u32(bitcast<u64>(u64(52)));
let l_525 = bitcast<f64>(l_524);
l_mut_28 = l_525;
}
let l_526 = f64(0.5) * l_mut_28;
let l_527 = l_526 > l_mut_177;
if l_527 {
l_mut_177 = l_526;
}
let l_528 = l_mut_25 - l_146;
let l_529 = abs(l_528);
l_mut_28 = f64(1.401298464324817e-45);
let l_530 = l_529 >= f64(1.1754943508222875e-38);
let l_531 = l_529 <= f64(1.7976931348623157e308);
let l_532 = l_530 && l_531;
if l_532 {
let l_533 = bitcast<u64>(l_529);
let l_534 = l_533 >> u32(bitcast<u64>(u64(52)));
let l_535 = l_534 - u64(23);
let l_536 = l_535 << u32(bitcast<u64>(u64(52)));
let l_537 = bitcast<f64>(l_536);
l_mut_28 = l_537;
}
let l_538 = l_mut_25 + l_146;
let l_539 = abs(l_538);
l_mut_540 = f64(1.401298464324817e-45);
let l_541 = l_539 >= f64(1.1754943508222875e-38);
let l_542 = l_539 <= f64(1.7976931348623157e308);
let l_543 = l_541 && l_542;
if l_543 {
let l_544 = bitcast<u64>(l_539);
let l_545 = l_544 >> u32(bitcast<u64>(u64(52)));
let l_546 = l_545 - u64(23);
let l_547 = l_546 << u32(bitcast<u64>(u64(52)));
let l_548 = bitcast<f64>(l_547);
l_mut_540 = l_548;
}
let l_549 = l_mut_28 == l_mut_540;
if l_549 {
let l_550 = l_136 * l_146;
let l_551 = l_146 + l_550;
let l_552 = l_mut_177 * f64(1.4551915228366852e-11);
let l_553 = l_551 + l_552;
let l_554 = l_mut_25 - l_mut_177;
let l_555 = l_mut_25 + l_mut_177;
let l_556 = f64(l_mut_22);
let l_557 = bitcast<u32>(l_mut_22);
let l_558 = l_557 + u32(1);
l_mut_194 = l_558;
let l_559 = l_557 & u32(2147483647);
let l_560 = l_559 == u32(0);
if l_560 {
l_mut_194 = u32(1);
} else {
let l_561 = l_557 & u32(2147483648);
let l_562 = l_561 != u32(0);
if l_562 {
let l_563 = l_557 - u32(1);
l_mut_194 = l_563;
}
}
let l_564 = bitcast<f32>(l_mut_194);
let l_565 = f64(l_564);
let l_566 = -l_mut_22;
let l_567 = bitcast<u32>(l_566);
let l_568 = l_567 + u32(1);
l_mut_194 = l_568;
let l_569 = l_567 & u32(2147483647);
let l_570 = l_569 == u32(0);
if l_570 {
l_mut_194 = u32(1);
} else {
let l_571 = l_567 & u32(2147483648);
let l_572 = l_571 != u32(0);
if l_572 {
let l_573 = l_567 - u32(1);
l_mut_194 = l_573;
}
}
let l_574 = bitcast<f32>(l_mut_194);
let l_575 = -l_574;
let l_576 = f64(l_575);
let l_577 = l_554 + l_553;
let l_578 = l_577 <= l_556;
l_mut_224 = l_578;
let l_579 = l_554 - l_553;
let l_580 = l_579 > l_556;
l_mut_221 = l_580;
let l_581 = l_555 - l_553;
let l_582 = l_581 >= l_556;
l_mut_218 = l_582;
let l_583 = l_555 + l_553;
let l_584 = l_583 < l_556;
l_mut_215 = l_584;
if l_134 {
let l_585 = l_554 + l_553;
let l_586 = l_585 < l_565;
l_mut_224 = l_586;
let l_587 = l_554 - l_553;
let l_588 = l_587 >= l_565;
l_mut_221 = l_588;
let l_589 = l_555 - l_553;
let l_590 = l_589 > l_576;
l_mut_218 = l_590;
let l_591 = l_555 + l_553;
let l_592 = l_591 <= l_576;
l_mut_215 = l_592;
}
l_mut_194 = u32(2);
let l_593 = l_mut_221 || l_mut_215;
if l_593 {
l_mut_194 = u32(1);
} else {
let l_594 = l_mut_224 && l_mut_218;
if l_594 {
l_mut_194 = u32(0);
}
}
l_mut_148 = l_mut_194;
}
} else {
let l_595 = l_130 == u32(8);
if l_595 {
let l_596 = l_143 >= f64(0.5);
let l_597 = l_143 <= f64(2.0);
let l_598 = l_596 && l_597;
if l_598 {
let l_599 = l_136 * f64(1.4551915228366852e-11);
let l_600 = l_146 + l_599;
let l_601 = l_mut_25 - l_136;
let l_602 = l_mut_25 + l_136;
let l_603 = f64(l_mut_22);
let l_604 = bitcast<u32>(l_mut_22);
let l_605 = l_604 + u32(1);
l_mut_194 = l_605;
let l_606 = l_604 & u32(2147483647);
let l_607 = l_606 == u32(0);
if l_607 {
l_mut_194 = u32(1);
} else {
let l_608 = l_604 & u32(2147483648);
let l_609 = l_608 != u32(0);
if l_609 {
let l_610 = l_604 - u32(1);
l_mut_194 = l_610;
}
}
let l_611 = bitcast<f32>(l_mut_194);
let l_612 = f64(l_611);
let l_613 = -l_mut_22;
let l_614 = bitcast<u32>(l_613);
let l_615 = l_614 + u32(1);
l_mut_194 = l_615;
let l_616 = l_614 & u32(2147483647);
let l_617 = l_616 == u32(0);
if l_617 {
l_mut_194 = u32(1);
} else {
let l_618 = l_614 & u32(2147483648);
let l_619 = l_618 != u32(0);
if l_619 {
let l_620 = l_614 - u32(1);
l_mut_194 = l_620;
}
}
let l_621 = bitcast<f32>(l_mut_194);
let l_622 = -l_621;
let l_623 = f64(l_622);
let l_624 = l_601 + l_600;
let l_625 = l_624 <= l_603;
l_mut_224 = l_625;
let l_626 = l_601 - l_600;
let l_627 = l_626 > l_603;
l_mut_221 = l_627;
let l_628 = l_602 - l_600;
let l_629 = l_628 >= l_603;
l_mut_218 = l_629;
let l_630 = l_602 + l_600;
let l_631 = l_630 < l_603;
l_mut_215 = l_631;
if l_134 {
let l_632 = l_601 + l_600;
let l_633 = l_632 < l_612;
l_mut_224 = l_633;
let l_634 = l_601 - l_600;
let l_635 = l_634 >= l_612;
l_mut_221 = l_635;
let l_636 = l_602 - l_600;
let l_637 = l_636 > l_623;
l_mut_218 = l_637;
let l_638 = l_602 + l_600;
let l_639 = l_638 <= l_623;
l_mut_215 = l_639;
}
l_mut_194 = u32(2);
let l_640 = l_mut_221 || l_mut_215;
if l_640 {
l_mut_194 = u32(1);
} else {
let l_641 = l_mut_224 && l_mut_218;
if l_641 {
l_mut_194 = u32(0);
}
}
l_mut_148 = l_mut_194;
} else {
let l_642 = abs(l_mut_25);
l_mut_540 = f64(1.401298464324817e-45);
let l_643 = l_642 >= f64(1.1754943508222875e-38);
let l_644 = l_642 <= f64(1.7976931348623157e308);
let l_645 = l_643 && l_644;
if l_645 {
let l_646 = bitcast<u64>(l_642);
let l_647 = l_646 >> u32(bitcast<u64>(u64(52)));
let l_648 = l_647 - u64(23);
let l_649 = l_648 << u32(bitcast<u64>(u64(52)));
let l_650 = bitcast<f64>(l_649);
l_mut_540 = l_650;
}
let l_651 = l_139 * l_mut_540;
l_mut_194 = u32(2);
let l_652 = l_mut_25 - l_146;
let l_653 = abs(l_652);
l_mut_540 = f64(1.401298464324817e-45);
let l_654 = l_653 >= f64(1.1754943508222875e-38);
let l_655 = l_653 <= f64(1.7976931348623157e308);
let l_656 = l_654 && l_655;
if l_656 {
let l_657 = bitcast<u64>(l_653);
let l_658 = l_657 >> u32(bitcast<u64>(u64(52)));
let l_659 = l_658 - u64(23);
let l_660 = l_659 << u32(bitcast<u64>(u64(52)));
let l_661 = bitcast<f64>(l_660);
l_mut_540 = l_661;
}
let l_662 = l_mut_25 + l_146;
let l_663 = abs(l_662);
l_mut_177 = f64(1.401298464324817e-45);
let l_664 = l_663 >= f64(1.1754943508222875e-38);
let l_665 = l_663 <= f64(1.7976931348623157e308);
let l_666 = l_664 && l_665;
if l_666 {
let l_667 = bitcast<u64>(l_663);
let l_668 = l_667 >> u32(bitcast<u64>(u64(52)));
let l_669 = l_668 - u64(23);
let l_670 = l_669 << u32(bitcast<u64>(u64(52)));
let l_671 = bitcast<f64>(l_670);
l_mut_177 = l_671;
}
let l_672 = l_mut_540 == l_mut_177;
if l_672 {
let l_673 = l_651 * f64(1.4551915228366852e-11);
let l_674 = l_146 + l_673;
let l_675 = l_mut_25 - l_651;
let l_676 = l_mut_25 + l_651;
let l_677 = f64(l_mut_22);
let l_678 = bitcast<u32>(l_mut_22);
let l_679 = l_678 + u32(1);
l_mut_164 = l_679;
let l_680 = l_678 & u32(2147483647);
let l_681 = l_680 == u32(0);
if l_681 {
l_mut_164 = u32(1);
} else {
let l_682 = l_678 & u32(2147483648);
let l_683 = l_682 != u32(0);
if l_683 {
let l_684 = l_678 - u32(1);
l_mut_164 = l_684;
}
}
let l_685 = bitcast<f32>(l_mut_164);
let l_686 = f64(l_685);
let l_687 = -l_mut_22;
let l_688 = bitcast<u32>(l_687);
let l_689 = l_688 + u32(1);
l_mut_164 = l_689;
let l_690 = l_688 & u32(2147483647);
let l_691 = l_690 == u32(0);
if l_691 {
l_mut_164 = u32(1);
} else {
let l_692 = l_688 & u32(2147483648);
let l_693 = l_692 != u32(0);
if l_693 {
let l_694 = l_688 - u32(1);
l_mut_164 = l_694;
}
}
let l_695 = bitcast<f32>(l_mut_164);
let l_696 = -l_695;
let l_697 = f64(l_696);
let l_698 = l_675 + l_674;
let l_699 = l_698 <= l_677;
l_mut_224 = l_699;
let l_700 = l_675 - l_674;
let l_701 = l_700 > l_677;
l_mut_221 = l_701;
let l_702 = l_676 - l_674;
let l_703 = l_702 >= l_677;
l_mut_218 = l_703;
let l_704 = l_676 + l_674;
let l_705 = l_704 < l_677;
l_mut_215 = l_705;
if l_134 {
let l_706 = l_675 + l_674;
let l_707 = l_706 < l_686;
l_mut_224 = l_707;
let l_708 = l_675 - l_674;
let l_709 = l_708 >= l_686;
l_mut_221 = l_709;
let l_710 = l_676 - l_674;
let l_711 = l_710 > l_697;
l_mut_218 = l_711;
let l_712 = l_676 + l_674;
let l_713 = l_712 <= l_697;
l_mut_215 = l_713;
}
l_mut_164 = u32(2);
let l_714 = l_mut_221 || l_mut_215;
if l_714 {
l_mut_164 = u32(1);
} else {
let l_715 = l_mut_224 && l_mut_218;
if l_715 {
l_mut_164 = u32(0);
}
}
l_mut_194 = l_mut_164;
}
l_mut_148 = l_mut_194;
}
} else {
let l_716 = l_130 == u32(14);
if l_716 {
l_mut_148 = u32(0);
let l_717 = l_143 > f64(0.0);
if l_717 {
let l_718 = f32(l_143);
let l_719 = f64(l_718);
l_mut_540 = l_719;
let l_720 = l_718 < f32(0.0);
if l_720 {
let l_721 = bitcast<f64>(u64(9221120237041090560));
l_mut_540 = l_721;
} else {
let l_722 = l_718 == f32(0.0);
if l_722 {
let l_723 = bitcast<f64>(u64(9218868437227405312));
l_mut_177 = l_723;
let l_724 = f64(-1.0) < f64(0.0);
if l_724 {
let l_725 = -l_mut_177;
l_mut_177 = l_725;
}
l_mut_540 = l_mut_177;
} else {
let l_726 = bitcast<u32>(l_718);
let l_727 = l_726 < u32(2139095040);
if l_727 {
let l_728 = bitcast<u64>(l_719);
let l_729 = l_728 >> u32(bitcast<u64>(u64(52)));
let l_730 = l_729 & u64(2047);
let l_731 = i32(bitcast<i64>(l_730));
let l_732 = l_731 - i32(1023);
l_mut_733 = l_732;
let l_734 = l_728 & u64(4503599627370495);
let l_735 = l_734 | u64(4607182418800017408);
let l_736 = bitcast<f64>(l_735);
l_mut_177 = l_736;
let l_737 = l_mut_177 > f64(1.4142135623730951);
if l_737 {
l_mut_177 = l_mut_177 * f64(0.5);
l_mut_733 = l_mut_733 + i32(1);
}
let l_738 = l_mut_177 - f64(1.0);
let l_739 = f64(2.0) + l_738;
let l_740 = l_738 / l_739;
let l_741 = l_740 * l_740;
let l_742 = l_741 * f64(0.04);
let l_743 = l_742 + f64(0.043478260869565216);
l_mut_177 = l_743;
let l_744 = l_mut_177 * l_741;
let l_745 = l_744 + f64(0.047619047619047616);
l_mut_177 = l_745;
let l_746 = l_mut_177 * l_741;
let l_747 = l_746 + f64(0.05263157894736842);
l_mut_177 = l_747;
let l_748 = l_mut_177 * l_741;
let l_749 = l_748 + f64(0.058823529411764705);
l_mut_177 = l_749;
let l_750 = l_mut_177 * l_741;
let l_751 = l_750 + f64(0.06666666666666667);
l_mut_177 = l_751;
let l_752 = l_mut_177 * l_741;
let l_753 = l_752 + f64(0.07692307692307693);
l_mut_177 = l_753;
let l_754 = l_mut_177 * l_741;
let l_755 = l_754 + f64(0.09090909090909091);
l_mut_177 = l_755;
let l_756 = l_mut_177 * l_741;
let l_757 = l_756 + f64(0.1111111111111111);
l_mut_177 = l_757;
let l_758 = l_mut_177 * l_741;
let l_759 = l_758 + f64(0.14285714285714285);
l_mut_177 = l_759;
let l_760 = l_mut_177 * l_741;
let l_761 = l_760 + f64(0.2);
l_mut_177 = l_761;
let l_762 = l_mut_177 * l_741;
let l_763 = l_762 + f64(0.3333333333333333);
l_mut_177 = l_763;
let l_764 = f64(2.0) * l_740;
let l_765 = f64(2.0) * l_740;
let l_766 = l_765 * l_741;
let l_767 = l_766 * l_mut_177;
let l_768 = l_764 + l_767;
let l_769 = f64(l_mut_733);
let l_770 = l_769 * f64(0.6931471824645996);
let l_771 = l_769 * f64(-1.904654299957768e-9);
let l_772 = l_771 + l_768;
let l_773 = l_770 + l_772;
l_mut_540 = l_773;
}
}
}
let l_774 = l_mut_540 / f64(0.6931471805599453);
let l_775 = abs(l_774);
let l_776 = l_136 * l_775;
l_mut_540 = l_776;
let l_777 = l_143 >= f64(0.5);
let l_778 = l_143 <= f64(2.0);
let l_779 = l_777 && l_778;
if l_779 {
l_mut_540 = l_136;
}
let l_780 = abs(l_774);
let l_781 = l_780 * f64(1.4551915228366852e-11);
let l_782 = f64(1.0) + l_136;
let l_783 = l_781 * l_782;
let l_784 = l_774 - l_mut_540;
let l_785 = l_774 + l_mut_540;
let l_787 = l_784 * l_139;
let l_788 = l_784 * l_142;
let l_789 = l_785 * l_139;
let l_790 = l_785 * l_142;
a_786[u32(0)] = l_787;
a_786[u32(1)] = l_787;
let l_791 = a_786[u32(0)];
let l_792 = l_788 < l_791;
if l_792 {
a_786[u32(0)] = l_788;
}
let l_793 = a_786[u32(0)];
let l_794 = l_789 < l_793;
if l_794 {
a_786[u32(0)] = l_789;
}
let l_795 = a_786[u32(0)];
let l_796 = l_790 < l_795;
if l_796 {
a_786[u32(0)] = l_790;
}
let l_797 = a_786[u32(1)];
let l_798 = l_788 > l_797;
if l_798 {
a_786[u32(1)] = l_788;
}
let l_799 = a_786[u32(1)];
let l_800 = l_789 > l_799;
if l_800 {
a_786[u32(1)] = l_789;
}
let l_801 = a_786[u32(1)];
let l_802 = l_790 > l_801;
if l_802 {
a_786[u32(1)] = l_790;
}
let l_803 = l_783 * l_142;
l_mut_194 = u32(2);
let l_804 = a_786[u32(0)];
let l_805 = l_804 - l_803;
let l_806 = l_805 * f64(7.1362384635298e44);
let l_807 = floor(l_806);
let l_808 = l_807 * f64(1.401298464324817e-45);
l_mut_540 = l_808;
let l_809 = abs(l_805);
let l_810 = l_809 >= f64(1.1754943508222875e-38);
if l_810 {
let l_811 = f32(l_805);
let l_812 = f64(l_811);
l_mut_540 = l_812;
let l_813 = l_mut_540 > l_805;
if l_813 {
let l_814 = -l_811;
let l_815 = bitcast<u32>(l_814);
let l_816 = l_815 + u32(1);
l_mut_164 = l_816;
let l_817 = l_815 & u32(2147483647);
let l_818 = l_817 == u32(0);
if l_818 {
l_mut_164 = u32(1);
} else {
let l_819 = l_815 & u32(2147483648);
let l_820 = l_819 != u32(0);
if l_820 {
let l_821 = l_815 - u32(1);
l_mut_164 = l_821;
}
}
let l_822 = bitcast<f32>(l_mut_164);
let l_823 = -l_822;
let l_824 = f64(l_823);
l_mut_540 = l_824;
} else {
let l_825 = bitcast<u32>(l_811);
let l_826 = l_825 + u32(1);
l_mut_164 = l_826;
let l_827 = l_825 & u32(2147483647);
let l_828 = l_827 == u32(0);
if l_828 {
l_mut_164 = u32(1);
} else {
let l_829 = l_825 & u32(2147483648);
let l_830 = l_829 != u32(0);
if l_830 {
let l_831 = l_825 - u32(1);
l_mut_164 = l_831;
}
}
let l_832 = bitcast<f32>(l_mut_164);
let l_833 = f64(l_832);
let l_834 = l_833 <= l_805;
if l_834 {
let l_835 = bitcast<u32>(l_811);
let l_836 = l_835 + u32(1);
l_mut_164 = l_836;
let l_837 = l_835 & u32(2147483647);
let l_838 = l_837 == u32(0);
if l_838 {
l_mut_164 = u32(1);
} else {
let l_839 = l_835 & u32(2147483648);
let l_840 = l_839 != u32(0);
if l_840 {
let l_841 = l_835 - u32(1);
l_mut_164 = l_841;
}
}
let l_842 = bitcast<f32>(l_mut_164);
let l_843 = f64(l_842);
l_mut_540 = l_843;
}
}
}
let l_844 = l_804 + l_803;
let l_845 = l_844 * f64(7.1362384635298e44);
let l_846 = floor(l_845);
let l_847 = l_846 * f64(1.401298464324817e-45);
l_mut_177 = l_847;
let l_848 = abs(l_844);
let l_849 = l_848 >= f64(1.1754943508222875e-38);
if l_849 {
let l_850 = f32(l_844);
let l_851 = f64(l_850);
l_mut_177 = l_851;
let l_852 = l_mut_177 > l_844;
if l_852 {
let l_853 = -l_850;
let l_854 = bitcast<u32>(l_853);
let l_855 = l_854 + u32(1);
l_mut_164 = l_855;
let l_856 = l_854 & u32(2147483647);
let l_857 = l_856 == u32(0);
if l_857 {
l_mut_164 = u32(1);
} else {
let l_858 = l_854 & u32(2147483648);
let l_859 = l_858 != u32(0);
if l_859 {
let l_860 = l_854 - u32(1);
l_mut_164 = l_860;
}
}
let l_861 = bitcast<f32>(l_mut_164);
let l_862 = -l_861;
let l_863 = f64(l_862);
l_mut_177 = l_863;
} else {
let l_864 = bitcast<u32>(l_850);
let l_865 = l_864 + u32(1);
l_mut_164 = l_865;
let l_866 = l_864 & u32(2147483647);
let l_867 = l_866 == u32(0);
if l_867 {
l_mut_164 = u32(1);
} else {
let l_868 = l_864 & u32(2147483648);
let l_869 = l_868 != u32(0);
if l_869 {
let l_870 = l_864 - u32(1);
l_mut_164 = l_870;
}
}
let l_871 = bitcast<f32>(l_mut_164);
let l_872 = f64(l_871);
let l_873 = l_872 <= l_844;
if l_873 {
let l_874 = bitcast<u32>(l_850);
let l_875 = l_874 + u32(1);
l_mut_164 = l_875;
let l_876 = l_874 & u32(2147483647);
let l_877 = l_876 == u32(0);
if l_877 {
l_mut_164 = u32(1);
} else {
let l_878 = l_874 & u32(2147483648);
let l_879 = l_878 != u32(0);
if l_879 {
let l_880 = l_874 - u32(1);
l_mut_164 = l_880;
}
}
let l_881 = bitcast<f32>(l_mut_164);
let l_882 = f64(l_881);
l_mut_177 = l_882;
}
}
}
let l_883 = l_mut_540 == l_mut_177;
let l_884 = a_786[u32(1)];
let l_885 = l_884 - l_803;
let l_886 = l_885 * f64(7.1362384635298e44);
let l_887 = floor(l_886);
let l_888 = l_887 * f64(1.401298464324817e-45);
l_mut_540 = l_888;
let l_889 = abs(l_885);
let l_890 = l_889 >= f64(1.1754943508222875e-38);
if l_890 {
let l_891 = f32(l_885);
let l_892 = f64(l_891);
l_mut_540 = l_892;
let l_893 = l_mut_540 > l_885;
if l_893 {
let l_894 = -l_891;
let l_895 = bitcast<u32>(l_894);
let l_896 = l_895 + u32(1);
l_mut_164 = l_896;
let l_897 = l_895 & u32(2147483647);
let l_898 = l_897 == u32(0);
if l_898 {
l_mut_164 = u32(1);
} else {
let l_899 = l_895 & u32(2147483648);
let l_900 = l_899 != u32(0);
if l_900 {
let l_901 = l_895 - u32(1);
l_mut_164 = l_901;
}
}
let l_902 = bitcast<f32>(l_mut_164);
let l_903 = -l_902;
let l_904 = f64(l_903);
l_mut_540 = l_904;
} else {
let l_905 = bitcast<u32>(l_891);
let l_906 = l_905 + u32(1);
l_mut_164 = l_906;
let l_907 = l_905 & u32(2147483647);
let l_908 = l_907 == u32(0);
if l_908 {
l_mut_164 = u32(1);
} else {
let l_909 = l_905 & u32(2147483648);
let l_910 = l_909 != u32(0);
if l_910 {
let l_911 = l_905 - u32(1);
l_mut_164 = l_911;
}
}
let l_912 = bitcast<f32>(l_mut_164);
let l_913 = f64(l_912);
let l_914 = l_913 <= l_885;
if l_914 {
let l_915 = bitcast<u32>(l_891);
let l_916 = l_915 + u32(1);
l_mut_164 = l_916;
let l_917 = l_915 & u32(2147483647);
let l_918 = l_917 == u32(0);
if l_918 {
l_mut_164 = u32(1);
} else {
let l_919 = l_915 & u32(2147483648);
let l_920 = l_919 != u32(0);
if l_920 {
let l_921 = l_915 - u32(1);
l_mut_164 = l_921;
}
}
let l_922 = bitcast<f32>(l_mut_164);
let l_923 = f64(l_922);
l_mut_540 = l_923;
}
}
}
let l_924 = l_884 + l_803;
let l_925 = l_924 * f64(7.1362384635298e44);
let l_926 = floor(l_925);
let l_927 = l_926 * f64(1.401298464324817e-45);
l_mut_177 = l_927;
let l_928 = abs(l_924);
let l_929 = l_928 >= f64(1.1754943508222875e-38);
if l_929 {
let l_930 = f32(l_924);
let l_931 = f64(l_930);
l_mut_177 = l_931;
let l_932 = l_mut_177 > l_924;
if l_932 {
let l_933 = -l_930;
let l_934 = bitcast<u32>(l_933);
let l_935 = l_934 + u32(1);
l_mut_164 = l_935;
let l_936 = l_934 & u32(2147483647);
let l_937 = l_936 == u32(0);
if l_937 {
l_mut_164 = u32(1);
} else {
let l_938 = l_934 & u32(2147483648);
let l_939 = l_938 != u32(0);
if l_939 {
let l_940 = l_934 - u32(1);
l_mut_164 = l_940;
}
}
let l_941 = bitcast<f32>(l_mut_164);
let l_942 = -l_941;
let l_943 = f64(l_942);
l_mut_177 = l_943;
} else {
let l_944 = bitcast<u32>(l_930);
let l_945 = l_944 + u32(1);
l_mut_164 = l_945;
let l_946 = l_944 & u32(2147483647);
let l_947 = l_946 == u32(0);
if l_947 {
l_mut_164 = u32(1);
} else {
let l_948 = l_944 & u32(2147483648);
let l_949 = l_948 != u32(0);
if l_949 {
let l_950 = l_944 - u32(1);
l_mut_164 = l_950;
}
}
let l_951 = bitcast<f32>(l_mut_164);
let l_952 = f64(l_951);
let l_953 = l_952 <= l_924;
if l_953 {
let l_954 = bitcast<u32>(l_930);
let l_955 = l_954 + u32(1);
l_mut_164 = l_955;
let l_956 = l_954 & u32(2147483647);
let l_957 = l_956 == u32(0);
if l_957 {
l_mut_164 = u32(1);
} else {
let l_958 = l_954 & u32(2147483648);
let l_959 = l_958 != u32(0);
if l_959 {
let l_960 = l_954 - u32(1);
l_mut_164 = l_960;
}
}
let l_961 = bitcast<f32>(l_mut_164);
let l_962 = f64(l_961);
l_mut_177 = l_962;
}
}
}
let l_963 = l_mut_540 == l_mut_177;
let l_964 = l_883 && l_963;
if l_964 {
let l_965 = a_786[u32(0)];
let l_966 = l_965 * f64(7.1362384635298e44);
let l_967 = floor(l_966);
let l_968 = l_967 * f64(1.401298464324817e-45);
l_mut_540 = l_968;
let l_969 = abs(l_965);
let l_970 = l_969 >= f64(1.1754943508222875e-38);
if l_970 {
let l_971 = f32(l_965);
let l_972 = f64(l_971);
l_mut_540 = l_972;
let l_973 = l_mut_540 > l_965;
if l_973 {
let l_974 = -l_971;
let l_975 = bitcast<u32>(l_974);
let l_976 = l_975 + u32(1);
l_mut_164 = l_976;
let l_977 = l_975 & u32(2147483647);
let l_978 = l_977 == u32(0);
if l_978 {
l_mut_164 = u32(1);
} else {
let l_979 = l_975 & u32(2147483648);
let l_980 = l_979 != u32(0);
if l_980 {
let l_981 = l_975 - u32(1);
l_mut_164 = l_981;
}
}
let l_982 = bitcast<f32>(l_mut_164);
let l_983 = -l_982;
let l_984 = f64(l_983);
l_mut_540 = l_984;
} else {
let l_985 = bitcast<u32>(l_971);
let l_986 = l_985 + u32(1);
l_mut_164 = l_986;
let l_987 = l_985 & u32(2147483647);
let l_988 = l_987 == u32(0);
if l_988 {
l_mut_164 = u32(1);
} else {
let l_989 = l_985 & u32(2147483648);
let l_990 = l_989 != u32(0);
if l_990 {
let l_991 = l_985 - u32(1);
l_mut_164 = l_991;
}
}
let l_992 = bitcast<f32>(l_mut_164);
let l_993 = f64(l_992);
let l_994 = l_993 <= l_965;
if l_994 {
let l_995 = bitcast<u32>(l_971);
let l_996 = l_995 + u32(1);
l_mut_164 = l_996;
let l_997 = l_995 & u32(2147483647);
let l_998 = l_997 == u32(0);
if l_998 {
l_mut_164 = u32(1);
} else {
let l_999 = l_995 & u32(2147483648);
let l_1000 = l_999 != u32(0);
if l_1000 {
let l_1001 = l_995 - u32(1);
l_mut_164 = l_1001;
}
}
let l_1002 = bitcast<f32>(l_mut_164);
let l_1003 = f64(l_1002);
l_mut_540 = l_1003;
}
}
}
let l_1004 = a_786[u32(1)];
let l_1005 = -l_1004;
let l_1006 = l_1005 * f64(7.1362384635298e44);
let l_1007 = floor(l_1006);
let l_1008 = l_1007 * f64(1.401298464324817e-45);
l_mut_177 = l_1008;
let l_1009 = abs(l_1005);
let l_1010 = l_1009 >= f64(1.1754943508222875e-38);
if l_1010 {
let l_1011 = f32(l_1005);
let l_1012 = f64(l_1011);
l_mut_177 = l_1012;
let l_1013 = l_mut_177 > l_1005;
if l_1013 {
let l_1014 = -l_1011;
let l_1015 = bitcast<u32>(l_1014);
let l_1016 = l_1015 + u32(1);
l_mut_164 = l_1016;
let l_1017 = l_1015 & u32(2147483647);
let l_1018 = l_1017 == u32(0);
if l_1018 {
l_mut_164 = u32(1);
} else {
let l_1019 = l_1015 & u32(2147483648);
let l_1020 = l_1019 != u32(0);
if l_1020 {
let l_1021 = l_1015 - u32(1);
l_mut_164 = l_1021;
}
}
let l_1022 = bitcast<f32>(l_mut_164);
let l_1023 = -l_1022;
let l_1024 = f64(l_1023);
l_mut_177 = l_1024;
} else {
let l_1025 = bitcast<u32>(l_1011);
let l_1026 = l_1025 + u32(1);
l_mut_164 = l_1026;
let l_1027 = l_1025 & u32(2147483647);
let l_1028 = l_1027 == u32(0);
if l_1028 {
l_mut_164 = u32(1);
} else {
let l_1029 = l_1025 & u32(2147483648);
let l_1030 = l_1029 != u32(0);
if l_1030 {
let l_1031 = l_1025 - u32(1);
l_mut_164 = l_1031;
}
}
let l_1032 = bitcast<f32>(l_mut_164);
let l_1033 = f64(l_1032);
let l_1034 = l_1033 <= l_1005;
if l_1034 {
let l_1035 = bitcast<u32>(l_1011);
let l_1036 = l_1035 + u32(1);
l_mut_164 = l_1036;
let l_1037 = l_1035 & u32(2147483647);
let l_1038 = l_1037 == u32(0);
if l_1038 {
l_mut_164 = u32(1);
} else {
let l_1039 = l_1035 & u32(2147483648);
let l_1040 = l_1039 != u32(0);
if l_1040 {
let l_1041 = l_1035 - u32(1);
l_mut_164 = l_1041;
}
}
let l_1042 = bitcast<f32>(l_mut_164);
let l_1043 = f64(l_1042);
l_mut_177 = l_1043;
}
}
}
let l_1044 = -l_mut_177;
let l_1045 = f64(l_mut_22);
let l_1046 = bitcast<u32>(l_mut_22);
let l_1047 = l_1046 + u32(1);
l_mut_164 = l_1047;
let l_1048 = l_1046 & u32(2147483647);
let l_1049 = l_1048 == u32(0);
if l_1049 {
l_mut_164 = u32(1);
} else {
let l_1050 = l_1046 & u32(2147483648);
let l_1051 = l_1050 != u32(0);
if l_1051 {
let l_1052 = l_1046 - u32(1);
l_mut_164 = l_1052;
}
}
let l_1053 = bitcast<f32>(l_mut_164);
let l_1054 = f64(l_1053);
let l_1055 = -l_mut_22;
let l_1056 = bitcast<u32>(l_1055);
let l_1057 = l_1056 + u32(1);
l_mut_164 = l_1057;
let l_1058 = l_1056 & u32(2147483647);
let l_1059 = l_1058 == u32(0);
if l_1059 {
l_mut_164 = u32(1);
} else {
let l_1060 = l_1056 & u32(2147483648);
let l_1061 = l_1060 != u32(0);
if l_1061 {
let l_1062 = l_1056 - u32(1);
l_mut_164 = l_1062;
}
}
let l_1063 = bitcast<f32>(l_mut_164);
let l_1064 = -l_1063;
let l_1065 = f64(l_1064);
let l_1066 = l_mut_540 + f64(0.0);
let l_1067 = l_1066 <= l_1045;
l_mut_224 = l_1067;
let l_1068 = l_mut_540 - f64(0.0);
let l_1069 = l_1068 > l_1045;
l_mut_221 = l_1069;
let l_1070 = l_1044 - f64(0.0);
let l_1071 = l_1070 >= l_1045;
l_mut_218 = l_1071;
let l_1072 = l_1044 + f64(0.0);
let l_1073 = l_1072 < l_1045;
l_mut_215 = l_1073;
l_mut_164 = u32(2);
let l_1074 = l_mut_221 || l_mut_215;
if l_1074 {
l_mut_164 = u32(1);
} else {
let l_1075 = l_mut_224 && l_mut_218;
if l_1075 {
l_mut_164 = u32(0);
}
}
l_mut_194 = l_mut_164;
}
l_mut_148 = l_mut_194;
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
let l_1076 = a_147[u32(0)];
let l_1077 = l_1076 == u32(0);
if l_1077 {
l_mut_148 = u32(2);
}
a_10[l_mut_128] = l_mut_148;
let l_1078 = a_10[l_mut_128];
let l_1079 = l_1078 == u32(2);
if l_1079 {
l_mut_125 = bool(false);
}
}
}
let l_1080 = l_mut_30 == u32(4294967293);
if l_1080 {
let l_1081 = a_8[u32(0)];
let l_1082 = l_1081 + u32(1);
a_8[u32(0)] = l_1082;
} else {
if l_mut_125 {
l_mut_540 = l_118;
let l_1083 = l_mut_540 < f64(-17.0);
if l_1083 {
l_mut_540 = f64(-17.0);
}
let l_1084 = l_mut_540 > f64(17.0);
if l_1084 {
l_mut_540 = f64(17.0);
}
let l_1085 = l_mut_540 + f64(16.0);
let l_1086 = l_1085 + f64(1.0);
let l_1087 = u32(l_1086);
let l_1088 = u32(2) + l_1087;
let l_1089 = a_8[l_1088];
let l_1090 = l_1089 + u32(1);
a_8[l_1088] = l_1090;
let l_1091 = bitcast<u32>(l_mut_22);
let l_1092 = l_1091 & u32(8388607);
let l_1093 = f64(l_1092);
let l_1094 = l_1093 / f64(7.1362384635298e44);
l_mut_540 = l_1094;
let l_1095 = l_1091 & u32(2139095040);
let l_1096 = l_1095 != u32(0);
if l_1096 {
let l_1097 = l_1091 & u32(2147483647);
let l_1098 = bitcast<f32>(l_1097);
let l_1099 = f64(l_1098);
l_mut_540 = l_1099;
}
let l_1100 = l_1091 >> u32(31);
let l_1101 = f64(l_1100);
let l_1102 = f64(2.0) * l_1101;
let l_1103 = f64(1.0) - l_1102;
l_mut_540 = l_mut_540 * l_1103;
let l_1104 = abs(l_mut_25);
let l_1105 = l_mut_25 * f64(0.0);
let l_1106 = l_1105 + f64(7.1362384635298e44);
l_mut_177 = l_1106;
let l_1107 = l_1104 >= f64(2.350988701644575e-38);
if l_1107 {
let l_1108 = l_mut_30 & u32(2147483647);
let l_1109 = bitcast<f32>(l_1108);
let l_1110 = f64(l_1109);
let l_1111 = l_1108 & u32(2139095040);
let l_1112 = bitcast<f32>(l_1111);
let l_1113 = f64(l_1112);
let l_1114 = l_1110 > l_1104;
let l_1115 = l_1108 & u32(8388607);
let l_1116 = l_1115 == u32(0);
let l_1117 = l_1114 && l_1116;
let l_1118 = l_1113 * f64(1.1920928955078125e-7);
let l_1119 = f64(l_1117);
let l_1120 = f64(0.5) * l_1119;
let l_1121 = f64(1.0) - l_1120;
let l_1122 = l_1118 * l_1121;
let l_1123 = f64(1.0) / l_1122;
l_mut_177 = l_1123;
}
let l_1124 = l_mut_540 - l_mut_25;
let l_1125 = l_1124 * l_mut_177;
let l_1126 = a_8[u32(45)];
let l_1127 = l_1126 == u32(4294967295);
let l_1128 = a_9[u32(0)];
let l_1129 = l_1125 < l_1128;
let l_1130 = l_1127 || l_1129;
if l_1130 {
a_9[u32(0)] = l_1125;
a_8[u32(45)] = l_20;
a_8[u32(46)] = l_99;
}
let l_1131 = a_8[u32(47)];
let l_1132 = l_1131 == u32(4294967295);
let l_1133 = a_9[u32(1)];
let l_1134 = l_1125 > l_1133;
let l_1135 = l_1132 || l_1134;
if l_1135 {
a_9[u32(1)] = l_1125;
a_8[u32(47)] = l_20;
a_8[u32(48)] = l_99;
}
let l_1136 = l_118 != f64(0.0);
if l_1136 {

for (var l_mut_1137: u32 = u32(0); l_mut_1137 < u32(8); l_mut_1137++) {
let l_1138 = a_10[l_mut_1137];
let l_1139 = l_1138 == u32(1);
if l_1139 {
let l_1140 = u32(37) + l_mut_1137;
let l_1141 = a_8[l_1140];
let l_1142 = l_1141 + u32(1);
a_8[l_1140] = l_1142;
let l_1143 = u32(2) + l_mut_1137;
let l_1144 = u32(2) * l_1143;
let l_1145 = u32(45) + l_1144;
let l_1146 = a_8[l_1145];
let l_1147 = l_1146 == u32(4294967295);
let l_1148 = abs(l_1125);
let l_1149 = u32(2) + l_mut_1137;
let l_1150 = a_9[l_1149];
let l_1151 = abs(l_1150);
let l_1152 = l_1148 > l_1151;
let l_1153 = l_1147 || l_1152;
if l_1153 {
let l_1154 = u32(2) + l_mut_1137;
a_9[l_1154] = l_1125;
a_8[l_1145] = l_20;
let l_1155 = l_1145 + u32(1);
a_8[l_1155] = l_99;
}
}
}
}
} else {
let l_1156 = a_8[u32(1)];
let l_1157 = l_2 + l_1156;
let l_1158 = l_1157 * u32(2);
let l_1236 = info.static_meta[u32(6)];
let l_1237 = l_1236 * u32(1);
let l_1238 = l_1158 < l_1237;
if l_1238 {
buffer_6_global[l_1158] = l_20;
}
let l_1159 = l_1158 + u32(1);
let l_1239 = info.static_meta[u32(6)];
let l_1240 = l_1239 * u32(1);
let l_1241 = l_1159 < l_1240;
if l_1241 {
buffer_6_global[l_1159] = l_99;
}
let l_1160 = a_8[u32(1)];
let l_1161 = l_1160 + u32(1);
a_8[u32(1)] = l_1161;
}
}
}

for (var l_mut_1162: u32 = u32(0); l_mut_1162 < u32(65); l_mut_1162++) {
let l_1163 = id * u32(65);
let l_1164 = l_1163 + l_mut_1162;
let l_1165 = a_8[l_mut_1162];
let l_1242 = info.static_meta[u32(4)];
let l_1243 = l_1242 * u32(1);
let l_1244 = l_1164 < l_1243;
if l_1244 {
buffer_4_global[l_1164] = l_1165;
}
}

for (var l_mut_1166: u32 = u32(0); l_mut_1166 < u32(10); l_mut_1166++) {
let l_1167 = id * u32(10);
let l_1168 = l_1167 + l_mut_1166;
let l_1169 = a_9[l_mut_1166];
let l_1245 = info.static_meta[u32(5)];
let l_1246 = l_1245 * u32(1);
let l_1247 = l_1168 < l_1246;
if l_1247 {
buffer_5_global[l_1168] = l_1169;
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
