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

var a_189: array<u32, 1>;

var a_2421: array<f64, 2>;

var a_3464: array<f64, 2>;

var a_3680: array<f64, 2>;

var a_4083: array<f64, 2>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_1404: f64;
var l_mut_1429: f64;
var l_mut_1514: f64;
var l_mut_167: bool;
var l_mut_1768: f64;
var l_mut_190: u32;
var l_mut_2024: f64;
var l_mut_206: u32;
var l_mut_219: f64;
var l_mut_2278: f64;
var l_mut_248: u32;
var l_mut_2530: u32;
var l_mut_25: f32;
var l_mut_299: bool;
var l_mut_302: bool;
var l_mut_305: bool;
var l_mut_308: bool;
var l_mut_31: f64;
var l_mut_3573: u32;
var l_mut_45: f64;
var l_mut_69: u32;
var l_mut_867: f64;
let l_0 = id == u32(0);
if l_0 {
let l_4390 = info.static_meta[u32(7)];
let l_4391 = l_4390 * u32(1);
let l_4392 = u32(0) < l_4391;
if l_4392 {
buffer_7_global[u32(0)] = u32(1);
}
}
let l_4376 = info.static_meta[u32(0)];
let l_4377 = l_4376 * u32(1);
let l_4378 = u32(1) < l_4377;
let l_4379 = l_4377 - u32(1);
let l_4380 = min(u32(1), l_4379);
let l_4381 = buffer_0_global[l_4380];
let l_4382 = select(u32(0), l_4381, l_4378);
let l_1 = l_4382;
let l_2 = id * l_1;
let l_4383 = info.static_meta[u32(0)];
let l_4384 = l_4383 * u32(1);
let l_4385 = u32(2) < l_4384;
let l_4386 = l_4384 - u32(1);
let l_4387 = min(u32(2), l_4386);
let l_4388 = buffer_0_global[l_4387];
let l_4389 = select(u32(0), l_4388, l_4385);
let l_3 = l_4389;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_4393 = info.static_meta[u32(0)];
let l_4394 = l_4393 * u32(1);
let l_4395 = u32(2) < l_4394;
let l_4396 = l_4394 - u32(1);
let l_4397 = min(u32(2), l_4396);
let l_4398 = buffer_0_global[l_4397];
let l_4399 = select(u32(0), l_4398, l_4395);
let l_6 = l_4399;
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
let l_4400 = info.static_meta[u32(3)];
let l_4401 = l_4400 * u32(1);
let l_4402 = u32(1024) < l_4401;
let l_4403 = l_4401 - u32(1);
let l_4404 = min(u32(1024), l_4403);
let l_4405 = buffer_3_global[l_4404];
let l_4406 = select(u32(0), l_4405, l_4402);
let l_18 = l_4406;
let l_19 = bitcast<f32>(l_18);
let l_20 = f64(l_19);

for (var l_mut_21: u32 = l_2; l_mut_21 < l_7; l_mut_21++) {
let l_4407 = info.static_meta[u32(0)];
let l_4408 = l_4407 * u32(1);
let l_4409 = u32(0) < l_4408;
let l_4410 = l_4408 - u32(1);
let l_4411 = min(u32(0), l_4410);
let l_4412 = buffer_0_global[l_4411];
let l_4413 = select(u32(0), l_4412, l_4409);
let l_22 = l_4413;
let l_23 = l_22 + l_mut_21;
let l_24 = bitcast<f32>(l_23);
l_mut_25 = l_24;
let l_26 = tan(l_24);
l_mut_25 = l_26;
let l_27 = bitcast<u32>(l_24);
let l_28 = l_27 & u32(2147483647);
let l_29 = bitcast<f32>(l_28);
let l_30 = f64(l_29);
l_mut_31 = l_30;
let l_32 = l_28 < u32(8388608);
if l_32 {
let l_33 = f64(l_28);
let l_34 = l_33 * f64(1.401298464324817e-45);
l_mut_31 = l_34;
}
let l_35 = bitcast<u64>(l_mut_31);
let l_36 = l_27 >> u32(31);
let l_37 = u64(l_36);
let l_38 = l_37 << u32(bitcast<u64>(u64(63)));
let l_39 = l_35 | l_38;
let l_40 = bitcast<f64>(l_39);
l_mut_31 = l_40;
let l_41 = bitcast<u32>(l_24);
let l_42 = l_41 & u32(2147483647);
let l_43 = bitcast<f32>(l_42);
let l_44 = f64(l_43);
l_mut_45 = l_44;
let l_46 = l_42 < u32(8388608);
if l_46 {
let l_47 = f64(l_42);
let l_48 = l_47 * f64(1.401298464324817e-45);
l_mut_45 = l_48;
}
let l_49 = bitcast<u64>(l_mut_45);
let l_50 = l_41 >> u32(31);
let l_51 = u64(l_50);
let l_52 = l_51 << u32(bitcast<u64>(u64(63)));
let l_53 = l_49 | l_52;
let l_54 = bitcast<f64>(l_53);
let l_55 = bitcast<u32>(l_24);
let l_56 = l_55 & u32(2147483647);
let l_57 = bitcast<f32>(l_56);
let l_58 = f64(l_57);
l_mut_45 = l_58;
let l_59 = l_56 < u32(8388608);
if l_59 {
let l_60 = f64(l_56);
let l_61 = l_60 * f64(1.401298464324817e-45);
l_mut_45 = l_61;
}
let l_62 = bitcast<u64>(l_mut_45);
let l_63 = l_55 >> u32(31);
let l_64 = u64(l_63);
let l_65 = l_64 << u32(bitcast<u64>(u64(63)));
let l_66 = l_62 | l_65;
let l_67 = bitcast<f64>(l_66);
l_mut_45 = l_mut_31;
let l_68 = tan(l_mut_31);
l_mut_45 = l_68;
l_mut_31 = l_mut_45;
l_mut_69 = u32(4294967294);
let l_70 = bitcast<u32>(l_mut_25);
let l_71 = bitcast<u32>(l_24);
let l_72 = l_71 & u32(2139095040);
let l_73 = l_72 != u32(2139095040);
let l_74 = l_72 == u32(0);
let l_75 = bitcast<u32>(l_24);
let l_76 = l_75 & u32(8388607);
let l_77 = l_76 != u32(0);
let l_78 = l_74 && l_77;
let l_79 = abs(l_mut_31);
let l_80 = l_mut_31 < f64(0.0);
let l_81 = u32(l_80);
let l_82 = u32(2147483648) * l_81;
if l_78 {
} else {
let l_83 = is_nan_1_f64(l_mut_31);if l_83 {
let l_84 = l_70 & u32(2147483647);
let l_85 = l_84 > u32(2139095040);
if l_85 {
l_mut_69 = u32(4294967293);
}
} else {
let l_86 = l_79 >= f64(3.402823669209385e38);
let l_87 = !l_73;
let l_88 = l_79 == f64(0.0);
let l_89 = l_87 && l_88;
let l_90 = l_86 || l_89;
if l_90 {
let l_91 = l_79 >= f64(3.402823669209385e38);
let l_92 = u32(l_91);
let l_93 = u32(2139095040) * l_92;
let l_94 = l_93 | l_82;
let l_95 = l_70 == l_94;
let l_96 = l_70 | l_94;
let l_97 = l_96 & u32(2147483647);
let l_98 = l_97 == u32(0);
let l_99 = l_95 || l_98;
if l_99 {
l_mut_69 = u32(4294967293);
}
} else {
let l_100 = l_79 >= f64(2.350988701644575e-38);
let l_101 = l_73 && l_100;
let l_102 = l_79 < f64(3.4028234663852886e38);
let l_103 = l_101 && l_102;
if l_103 {
let l_104 = f32(l_79);
let l_105 = bitcast<u32>(l_104);
let l_106 = bitcast<f32>(l_105);
let l_107 = f64(l_106);
let l_108 = l_79 - l_107;
let l_109 = l_105 + u32(1);
let l_110 = l_108 < f64(0.0);
let l_111 = u32(l_110);
let l_112 = u32(2) * l_111;
let l_113 = l_109 - l_112;
let l_114 = bitcast<f32>(l_113);
let l_115 = f64(l_114);
let l_116 = l_115 - l_107;
let l_117 = abs(l_116);
let l_118 = l_117 * f64(0.5);
let l_119 = abs(l_108);
let l_120 = l_118 - l_119;
let l_121 = l_79 * f64(9.094947017729282e-13);
let l_122 = l_120 > l_121;
if l_122 {
let l_123 = l_105 | l_82;
l_mut_69 = l_123;
}
} else {
let l_124 = l_79 < f64(2.350988701644575e-38);
let l_125 = l_73 && l_124;
if l_125 {
let l_126 = l_79 * f64(7.1362384635298e44);
let l_127 = floor(l_126);
let l_128 = l_126 - l_127;
let l_129 = l_128 - f64(0.5);
let l_130 = abs(l_129);
let l_131 = l_126 * f64(9.094947017729282e-13);
let l_132 = l_130 > l_131;
if l_132 {
let l_133 = l_128 > f64(0.5);
let l_134 = f64(l_133);
let l_135 = l_127 + l_134;
let l_136 = u32(l_135);
let l_137 = l_136 | l_82;
l_mut_69 = l_137;
}
}
}
}
}
}
let l_138 = bitcast<u32>(l_mut_25);
let l_139 = l_138 & u32(2147483647);
let l_140 = l_139 > u32(2139095040);
let l_141 = l_138 & u32(2147483647);
let l_142 = l_141 == u32(0);
let l_143 = l_138 & u32(2147483647);
let l_144 = f64(l_143);
let l_145 = l_138 >> u32(31);
let l_146 = f64(l_145);
let l_147 = f64(2.0) * l_146;
let l_148 = f64(1.0) - l_147;
let l_149 = l_144 * l_148;
let l_150 = l_mut_69 & u32(2147483647);
let l_151 = f64(l_150);
let l_152 = l_mut_69 >> u32(31);
let l_153 = f64(l_152);
let l_154 = f64(2.0) * l_153;
let l_155 = f64(1.0) - l_154;
let l_156 = l_151 * l_155;
let l_157 = l_149 - l_156;
let l_158 = l_mut_69 & u32(2139095040);
let l_159 = l_158 == u32(0);
let l_160 = l_mut_69 < u32(4294967293);
let l_161 = l_157 == f64(0.0);
let l_162 = l_142 && l_159;
let l_163 = l_140 || l_162;
let l_164 = !l_163;
let l_165 = l_161 || l_164;
let l_166 = l_160 && l_165;
l_mut_167 = l_166;
let l_168 = l_157 != f64(0.0);
let l_169 = l_mut_167 && l_168;
if l_169 {

for (var l_mut_170: u32 = u32(0); l_mut_170 < u32(8); l_mut_170++) {
let l_171 = u32(2) * l_mut_170;
let l_4414 = info.static_meta[u32(1)];
let l_4415 = l_4414 * u32(1);
let l_4416 = l_171 < l_4415;
let l_4417 = l_4415 - u32(1);
let l_4418 = min(l_171, l_4417);
let l_4419 = buffer_1_global[l_4418];
let l_4420 = select(u32(0), l_4419, l_4416);
let l_172 = l_4420;
let l_173 = u32(2) * l_mut_170;
let l_174 = l_173 + u32(1);
let l_4421 = info.static_meta[u32(1)];
let l_4422 = l_4421 * u32(1);
let l_4423 = l_174 < l_4422;
let l_4424 = l_4422 - u32(1);
let l_4425 = min(l_174, l_4424);
let l_4426 = buffer_1_global[l_4425];
let l_4427 = select(u32(0), l_4426, l_4423);
let l_175 = l_4427;
let l_176 = l_175 != u32(0);
let l_177 = l_mut_170 * u32(4);
let l_4428 = info.static_meta[u32(2)];
let l_4429 = l_4428 * u32(1);
let l_4430 = l_177 < l_4429;
let l_4431 = l_4429 - u32(1);
let l_4432 = min(l_177, l_4431);
let l_4433 = buffer_2_global[l_4432];
let l_4434 = select(f64(0.0), l_4433, l_4430);
let l_178 = l_4434;
let l_179 = l_mut_170 * u32(4);
let l_180 = l_179 + u32(1);
let l_4435 = info.static_meta[u32(2)];
let l_4436 = l_4435 * u32(1);
let l_4437 = l_180 < l_4436;
let l_4438 = l_4436 - u32(1);
let l_4439 = min(l_180, l_4438);
let l_4440 = buffer_2_global[l_4439];
let l_4441 = select(f64(0.0), l_4440, l_4437);
let l_181 = l_4441;
let l_182 = l_mut_170 * u32(4);
let l_183 = l_182 + u32(2);
let l_4442 = info.static_meta[u32(2)];
let l_4443 = l_4442 * u32(1);
let l_4444 = l_183 < l_4443;
let l_4445 = l_4443 - u32(1);
let l_4446 = min(l_183, l_4445);
let l_4447 = buffer_2_global[l_4446];
let l_4448 = select(f64(0.0), l_4447, l_4444);
let l_184 = l_4448;
let l_185 = f64(l_24);
let l_186 = abs(l_185);
let l_187 = abs(l_mut_31);
let l_188 = l_187 * f64(1.4551915228366852e-11);
a_189[u32(0)] = u32(1);
l_mut_190 = u32(2);
let l_191 = l_172 == u32(0);
if l_191 {
l_mut_190 = u32(0);
} else {
let l_192 = l_172 == u32(1);
if l_192 {
l_mut_190 = u32(1);
let l_193 = abs(l_157);
let l_194 = l_193 <= l_178;
if l_194 {
l_mut_190 = u32(0);
}
} else {
let l_195 = l_172 == u32(2);
if l_195 {
let l_196 = abs(l_mut_31);
l_mut_45 = f64(1.401298464324817e-45);
let l_197 = l_196 >= f64(1.1754943508222875e-38);
let l_198 = l_196 <= f64(1.7976931348623157e308);
let l_199 = l_197 && l_198;
if l_199 {
let l_200 = bitcast<u64>(l_196);
let l_201 = l_200 >> u32(bitcast<u64>(u64(52)));
let l_202 = l_201 - u64(23);
let l_203 = l_202 << u32(bitcast<u64>(u64(52)));
let l_204 = bitcast<f64>(l_203);
l_mut_45 = l_204;
}
let l_205 = l_178 * l_mut_45;
l_mut_206 = u32(2);
let l_207 = l_mut_31 - l_188;
let l_208 = abs(l_207);
l_mut_45 = f64(1.401298464324817e-45);
let l_209 = l_208 >= f64(1.1754943508222875e-38);
let l_210 = l_208 <= f64(1.7976931348623157e308);
let l_211 = l_209 && l_210;
if l_211 {
let l_212 = bitcast<u64>(l_208);
let l_213 = l_212 >> u32(bitcast<u64>(u64(52)));
let l_214 = l_213 - u64(23);
let l_215 = l_214 << u32(bitcast<u64>(u64(52)));
let l_216 = bitcast<f64>(l_215);
l_mut_45 = l_216;
}
let l_217 = l_mut_31 + l_188;
let l_218 = abs(l_217);
l_mut_219 = f64(1.401298464324817e-45);
let l_220 = l_218 >= f64(1.1754943508222875e-38);
let l_221 = l_218 <= f64(1.7976931348623157e308);
let l_222 = l_220 && l_221;
if l_222 {
let l_223 = bitcast<u64>(l_218);
let l_224 = l_223 >> u32(bitcast<u64>(u64(52)));
let l_225 = l_224 - u64(23);
let l_226 = l_225 << u32(bitcast<u64>(u64(52)));
let l_227 = bitcast<f64>(l_226);
l_mut_219 = l_227;
}
let l_228 = l_mut_45 == l_mut_219;
if l_228 {
let l_229 = l_205 * f64(1.4551915228366852e-11);
let l_230 = l_188 + l_229;
let l_231 = l_mut_31 - l_205;
let l_232 = l_mut_31 + l_205;
let l_233 = bitcast<u32>(l_mut_25);
let l_234 = l_233 & u32(2147483647);
let l_235 = bitcast<f32>(l_234);
let l_236 = f64(l_235);
l_mut_219 = l_236;
let l_237 = l_234 < u32(8388608);
if l_237 {
let l_238 = f64(l_234);
let l_239 = l_238 * f64(1.401298464324817e-45);
l_mut_219 = l_239;
}
let l_240 = bitcast<u64>(l_mut_219);
let l_241 = l_233 >> u32(31);
let l_242 = u64(l_241);
let l_243 = l_242 << u32(bitcast<u64>(u64(63)));
let l_244 = l_240 | l_243;
let l_245 = bitcast<f64>(l_244);
let l_246 = bitcast<u32>(l_mut_25);
let l_247 = l_246 + u32(1);
l_mut_248 = l_247;
let l_249 = l_246 & u32(2147483647);
let l_250 = l_249 == u32(0);
if l_250 {
l_mut_248 = u32(1);
} else {
let l_251 = l_246 & u32(2147483648);
let l_252 = l_251 != u32(0);
if l_252 {
let l_253 = l_246 - u32(1);
l_mut_248 = l_253;
} else {
let l_254 = l_246 == u32(2139095040);
if l_254 {
l_mut_248 = l_246;
}
}
}
let l_255 = bitcast<f32>(l_mut_248);
let l_256 = bitcast<u32>(l_255);
let l_257 = l_256 & u32(2147483647);
let l_258 = bitcast<f32>(l_257);
let l_259 = f64(l_258);
l_mut_219 = l_259;
let l_260 = l_257 < u32(8388608);
if l_260 {
let l_261 = f64(l_257);
let l_262 = l_261 * f64(1.401298464324817e-45);
l_mut_219 = l_262;
}
let l_263 = bitcast<u64>(l_mut_219);
let l_264 = l_256 >> u32(31);
let l_265 = u64(l_264);
let l_266 = l_265 << u32(bitcast<u64>(u64(63)));
let l_267 = l_263 | l_266;
let l_268 = bitcast<f64>(l_267);
let l_269 = bitcast<u32>(l_mut_25);
let l_270 = l_269 ^ u32(2147483648);
let l_271 = bitcast<f32>(l_270);
let l_272 = bitcast<u32>(l_271);
let l_273 = l_272 + u32(1);
l_mut_248 = l_273;
let l_274 = l_272 & u32(2147483647);
let l_275 = l_274 == u32(0);
if l_275 {
l_mut_248 = u32(1);
} else {
let l_276 = l_272 & u32(2147483648);
let l_277 = l_276 != u32(0);
if l_277 {
let l_278 = l_272 - u32(1);
l_mut_248 = l_278;
} else {
let l_279 = l_272 == u32(2139095040);
if l_279 {
l_mut_248 = l_272;
}
}
}
let l_280 = bitcast<f32>(l_mut_248);
let l_281 = bitcast<u32>(l_280);
let l_282 = l_281 ^ u32(2147483648);
let l_283 = bitcast<f32>(l_282);
let l_284 = bitcast<u32>(l_283);
let l_285 = l_284 & u32(2147483647);
let l_286 = bitcast<f32>(l_285);
let l_287 = f64(l_286);
l_mut_219 = l_287;
let l_288 = l_285 < u32(8388608);
if l_288 {
let l_289 = f64(l_285);
let l_290 = l_289 * f64(1.401298464324817e-45);
l_mut_219 = l_290;
}
let l_291 = bitcast<u64>(l_mut_219);
let l_292 = l_284 >> u32(31);
let l_293 = u64(l_292);
let l_294 = l_293 << u32(bitcast<u64>(u64(63)));
let l_295 = l_291 | l_294;
let l_296 = bitcast<f64>(l_295);
let l_297 = l_231 + l_230;
let l_298 = l_297 <= l_245;
l_mut_299 = l_298;
let l_300 = l_231 - l_230;
let l_301 = l_300 > l_245;
l_mut_302 = l_301;
let l_303 = l_232 - l_230;
let l_304 = l_303 >= l_245;
l_mut_305 = l_304;
let l_306 = l_232 + l_230;
let l_307 = l_306 < l_245;
l_mut_308 = l_307;
if l_176 {
let l_309 = l_231 + l_230;
let l_310 = l_309 < l_268;
l_mut_299 = l_310;
let l_311 = l_231 - l_230;
let l_312 = l_311 >= l_268;
l_mut_302 = l_312;
let l_313 = l_232 - l_230;
let l_314 = l_313 > l_296;
l_mut_305 = l_314;
let l_315 = l_232 + l_230;
let l_316 = l_315 <= l_296;
l_mut_308 = l_316;
}
l_mut_248 = u32(2);
let l_317 = l_mut_302 || l_mut_308;
if l_317 {
l_mut_248 = u32(1);
} else {
let l_318 = l_mut_299 && l_mut_305;
if l_318 {
l_mut_248 = u32(0);
}
}
let l_319 = bitcast<u32>(l_mut_25);
let l_320 = l_319 & u32(2147483647);
let l_321 = l_320 == u32(0);
if l_321 {
let l_322 = l_231 + l_230;
let l_323 = l_322 < f64(1.1754943508222875e-38);
let l_324 = l_232 - l_230;
let l_325 = l_324 > f64(-1.1754943508222875e-38);
let l_326 = l_323 && l_325;
let l_327 = l_231 - l_230;
let l_328 = l_327 < f64(1.1754943508222875e-38);
let l_329 = l_232 + l_230;
let l_330 = l_329 > f64(-1.1754943508222875e-38);
let l_331 = l_328 && l_330;
if l_326 {
l_mut_248 = u32(0);
} else {
let l_332 = l_mut_248 == u32(1);
let l_333 = l_331 && l_332;
if l_333 {
l_mut_248 = u32(2);
}
}
}
l_mut_206 = l_mut_248;
}
l_mut_190 = l_mut_206;
} else {
let l_334 = l_172 == u32(3);
if l_334 {
l_mut_190 = u32(0);
let l_335 = l_186 >= f64(1.1754943508222875e-38);
let l_336 = l_186 <= f64(8.507059173023462e37);
let l_337 = l_335 && l_336;
if l_337 {
let l_338 = abs(l_mut_31);
l_mut_219 = f64(1.401298464324817e-45);
let l_339 = l_338 >= f64(1.1754943508222875e-38);
let l_340 = l_338 <= f64(1.7976931348623157e308);
let l_341 = l_339 && l_340;
if l_341 {
let l_342 = bitcast<u64>(l_338);
let l_343 = l_342 >> u32(bitcast<u64>(u64(52)));
let l_344 = l_343 - u64(23);
let l_345 = l_344 << u32(bitcast<u64>(u64(52)));
let l_346 = bitcast<f64>(l_345);
l_mut_219 = l_346;
}
let l_347 = l_178 * l_mut_219;
l_mut_248 = u32(2);
let l_348 = l_mut_31 - l_188;
let l_349 = abs(l_348);
l_mut_219 = f64(1.401298464324817e-45);
let l_350 = l_349 >= f64(1.1754943508222875e-38);
let l_351 = l_349 <= f64(1.7976931348623157e308);
let l_352 = l_350 && l_351;
if l_352 {
let l_353 = bitcast<u64>(l_349);
let l_354 = l_353 >> u32(bitcast<u64>(u64(52)));
let l_355 = l_354 - u64(23);
let l_356 = l_355 << u32(bitcast<u64>(u64(52)));
let l_357 = bitcast<f64>(l_356);
l_mut_219 = l_357;
}
let l_358 = l_mut_31 + l_188;
let l_359 = abs(l_358);
l_mut_45 = f64(1.401298464324817e-45);
let l_360 = l_359 >= f64(1.1754943508222875e-38);
let l_361 = l_359 <= f64(1.7976931348623157e308);
let l_362 = l_360 && l_361;
if l_362 {
let l_363 = bitcast<u64>(l_359);
let l_364 = l_363 >> u32(bitcast<u64>(u64(52)));
let l_365 = l_364 - u64(23);
let l_366 = l_365 << u32(bitcast<u64>(u64(52)));
let l_367 = bitcast<f64>(l_366);
l_mut_45 = l_367;
}
let l_368 = l_mut_219 == l_mut_45;
if l_368 {
let l_369 = l_347 * f64(1.4551915228366852e-11);
let l_370 = l_188 + l_369;
let l_371 = l_mut_31 - l_347;
let l_372 = l_mut_31 + l_347;
let l_373 = bitcast<u32>(l_mut_25);
let l_374 = l_373 & u32(2147483647);
let l_375 = bitcast<f32>(l_374);
let l_376 = f64(l_375);
l_mut_219 = l_376;
let l_377 = l_374 < u32(8388608);
if l_377 {
let l_378 = f64(l_374);
let l_379 = l_378 * f64(1.401298464324817e-45);
l_mut_219 = l_379;
}
let l_380 = bitcast<u64>(l_mut_219);
let l_381 = l_373 >> u32(31);
let l_382 = u64(l_381);
let l_383 = l_382 << u32(bitcast<u64>(u64(63)));
let l_384 = l_380 | l_383;
let l_385 = bitcast<f64>(l_384);
let l_386 = bitcast<u32>(l_mut_25);
let l_387 = l_386 + u32(1);
l_mut_206 = l_387;
let l_388 = l_386 & u32(2147483647);
let l_389 = l_388 == u32(0);
if l_389 {
l_mut_206 = u32(1);
} else {
let l_390 = l_386 & u32(2147483648);
let l_391 = l_390 != u32(0);
if l_391 {
let l_392 = l_386 - u32(1);
l_mut_206 = l_392;
} else {
let l_393 = l_386 == u32(2139095040);
if l_393 {
l_mut_206 = l_386;
}
}
}
let l_394 = bitcast<f32>(l_mut_206);
let l_395 = bitcast<u32>(l_394);
let l_396 = l_395 & u32(2147483647);
let l_397 = bitcast<f32>(l_396);
let l_398 = f64(l_397);
l_mut_219 = l_398;
let l_399 = l_396 < u32(8388608);
if l_399 {
let l_400 = f64(l_396);
let l_401 = l_400 * f64(1.401298464324817e-45);
l_mut_219 = l_401;
}
let l_402 = bitcast<u64>(l_mut_219);
let l_403 = l_395 >> u32(31);
let l_404 = u64(l_403);
let l_405 = l_404 << u32(bitcast<u64>(u64(63)));
let l_406 = l_402 | l_405;
let l_407 = bitcast<f64>(l_406);
let l_408 = bitcast<u32>(l_mut_25);
let l_409 = l_408 ^ u32(2147483648);
let l_410 = bitcast<f32>(l_409);
let l_411 = bitcast<u32>(l_410);
let l_412 = l_411 + u32(1);
l_mut_206 = l_412;
let l_413 = l_411 & u32(2147483647);
let l_414 = l_413 == u32(0);
if l_414 {
l_mut_206 = u32(1);
} else {
let l_415 = l_411 & u32(2147483648);
let l_416 = l_415 != u32(0);
if l_416 {
let l_417 = l_411 - u32(1);
l_mut_206 = l_417;
} else {
let l_418 = l_411 == u32(2139095040);
if l_418 {
l_mut_206 = l_411;
}
}
}
let l_419 = bitcast<f32>(l_mut_206);
let l_420 = bitcast<u32>(l_419);
let l_421 = l_420 ^ u32(2147483648);
let l_422 = bitcast<f32>(l_421);
let l_423 = bitcast<u32>(l_422);
let l_424 = l_423 & u32(2147483647);
let l_425 = bitcast<f32>(l_424);
let l_426 = f64(l_425);
l_mut_219 = l_426;
let l_427 = l_424 < u32(8388608);
if l_427 {
let l_428 = f64(l_424);
let l_429 = l_428 * f64(1.401298464324817e-45);
l_mut_219 = l_429;
}
let l_430 = bitcast<u64>(l_mut_219);
let l_431 = l_423 >> u32(31);
let l_432 = u64(l_431);
let l_433 = l_432 << u32(bitcast<u64>(u64(63)));
let l_434 = l_430 | l_433;
let l_435 = bitcast<f64>(l_434);
let l_436 = l_371 + l_370;
let l_437 = l_436 <= l_385;
l_mut_308 = l_437;
let l_438 = l_371 - l_370;
let l_439 = l_438 > l_385;
l_mut_305 = l_439;
let l_440 = l_372 - l_370;
let l_441 = l_440 >= l_385;
l_mut_302 = l_441;
let l_442 = l_372 + l_370;
let l_443 = l_442 < l_385;
l_mut_299 = l_443;
if l_176 {
let l_444 = l_371 + l_370;
let l_445 = l_444 < l_407;
l_mut_308 = l_445;
let l_446 = l_371 - l_370;
let l_447 = l_446 >= l_407;
l_mut_305 = l_447;
let l_448 = l_372 - l_370;
let l_449 = l_448 > l_435;
l_mut_302 = l_449;
let l_450 = l_372 + l_370;
let l_451 = l_450 <= l_435;
l_mut_299 = l_451;
}
l_mut_206 = u32(2);
let l_452 = l_mut_305 || l_mut_299;
if l_452 {
l_mut_206 = u32(1);
} else {
let l_453 = l_mut_308 && l_mut_302;
if l_453 {
l_mut_206 = u32(0);
}
}
let l_454 = bitcast<u32>(l_mut_25);
let l_455 = l_454 & u32(2147483647);
let l_456 = l_455 == u32(0);
if l_456 {
let l_457 = l_371 + l_370;
let l_458 = l_457 < f64(1.1754943508222875e-38);
let l_459 = l_372 - l_370;
let l_460 = l_459 > f64(-1.1754943508222875e-38);
let l_461 = l_458 && l_460;
let l_462 = l_371 - l_370;
let l_463 = l_462 < f64(1.1754943508222875e-38);
let l_464 = l_372 + l_370;
let l_465 = l_464 > f64(-1.1754943508222875e-38);
let l_466 = l_463 && l_465;
if l_461 {
l_mut_206 = u32(0);
} else {
let l_467 = l_mut_206 == u32(1);
let l_468 = l_466 && l_467;
if l_468 {
l_mut_206 = u32(2);
}
}
}
l_mut_248 = l_mut_206;
}
l_mut_190 = l_mut_248;
}
} else {
let l_469 = l_172 == u32(4);
if l_469 {
let l_470 = l_181 * l_186;
let l_471 = l_178 + l_470;
let l_472 = abs(l_mut_31);
l_mut_219 = f64(1.401298464324817e-45);
let l_473 = l_472 >= f64(1.1754943508222875e-38);
let l_474 = l_472 <= f64(1.7976931348623157e308);
let l_475 = l_473 && l_474;
if l_475 {
let l_476 = bitcast<u64>(l_472);
let l_477 = l_476 >> u32(bitcast<u64>(u64(52)));
let l_478 = l_477 - u64(23);
let l_479 = l_478 << u32(bitcast<u64>(u64(52)));
let l_480 = bitcast<f64>(l_479);
l_mut_219 = l_480;
}
let l_481 = l_471 * l_mut_219;
l_mut_248 = u32(2);
let l_482 = l_mut_31 - l_188;
let l_483 = abs(l_482);
l_mut_219 = f64(1.401298464324817e-45);
let l_484 = l_483 >= f64(1.1754943508222875e-38);
let l_485 = l_483 <= f64(1.7976931348623157e308);
let l_486 = l_484 && l_485;
if l_486 {
let l_487 = bitcast<u64>(l_483);
let l_488 = l_487 >> u32(bitcast<u64>(u64(52)));
let l_489 = l_488 - u64(23);
let l_490 = l_489 << u32(bitcast<u64>(u64(52)));
let l_491 = bitcast<f64>(l_490);
l_mut_219 = l_491;
}
let l_492 = l_mut_31 + l_188;
let l_493 = abs(l_492);
l_mut_45 = f64(1.401298464324817e-45);
let l_494 = l_493 >= f64(1.1754943508222875e-38);
let l_495 = l_493 <= f64(1.7976931348623157e308);
let l_496 = l_494 && l_495;
if l_496 {
let l_497 = bitcast<u64>(l_493);
let l_498 = l_497 >> u32(bitcast<u64>(u64(52)));
let l_499 = l_498 - u64(23);
let l_500 = l_499 << u32(bitcast<u64>(u64(52)));
let l_501 = bitcast<f64>(l_500);
l_mut_45 = l_501;
}
let l_502 = l_mut_219 == l_mut_45;
if l_502 {
let l_503 = l_481 * f64(1.4551915228366852e-11);
let l_504 = l_188 + l_503;
let l_505 = l_mut_31 - l_481;
let l_506 = l_mut_31 + l_481;
let l_507 = bitcast<u32>(l_mut_25);
let l_508 = l_507 & u32(2147483647);
let l_509 = bitcast<f32>(l_508);
let l_510 = f64(l_509);
l_mut_219 = l_510;
let l_511 = l_508 < u32(8388608);
if l_511 {
let l_512 = f64(l_508);
let l_513 = l_512 * f64(1.401298464324817e-45);
l_mut_219 = l_513;
}
let l_514 = bitcast<u64>(l_mut_219);
let l_515 = l_507 >> u32(31);
let l_516 = u64(l_515);
let l_517 = l_516 << u32(bitcast<u64>(u64(63)));
let l_518 = l_514 | l_517;
let l_519 = bitcast<f64>(l_518);
let l_520 = bitcast<u32>(l_mut_25);
let l_521 = l_520 + u32(1);
l_mut_206 = l_521;
let l_522 = l_520 & u32(2147483647);
let l_523 = l_522 == u32(0);
if l_523 {
l_mut_206 = u32(1);
} else {
let l_524 = l_520 & u32(2147483648);
let l_525 = l_524 != u32(0);
if l_525 {
let l_526 = l_520 - u32(1);
l_mut_206 = l_526;
} else {
let l_527 = l_520 == u32(2139095040);
if l_527 {
l_mut_206 = l_520;
}
}
}
let l_528 = bitcast<f32>(l_mut_206);
let l_529 = bitcast<u32>(l_528);
let l_530 = l_529 & u32(2147483647);
let l_531 = bitcast<f32>(l_530);
let l_532 = f64(l_531);
l_mut_219 = l_532;
let l_533 = l_530 < u32(8388608);
if l_533 {
let l_534 = f64(l_530);
let l_535 = l_534 * f64(1.401298464324817e-45);
l_mut_219 = l_535;
}
let l_536 = bitcast<u64>(l_mut_219);
let l_537 = l_529 >> u32(31);
let l_538 = u64(l_537);
let l_539 = l_538 << u32(bitcast<u64>(u64(63)));
let l_540 = l_536 | l_539;
let l_541 = bitcast<f64>(l_540);
let l_542 = bitcast<u32>(l_mut_25);
let l_543 = l_542 ^ u32(2147483648);
let l_544 = bitcast<f32>(l_543);
let l_545 = bitcast<u32>(l_544);
let l_546 = l_545 + u32(1);
l_mut_206 = l_546;
let l_547 = l_545 & u32(2147483647);
let l_548 = l_547 == u32(0);
if l_548 {
l_mut_206 = u32(1);
} else {
let l_549 = l_545 & u32(2147483648);
let l_550 = l_549 != u32(0);
if l_550 {
let l_551 = l_545 - u32(1);
l_mut_206 = l_551;
} else {
let l_552 = l_545 == u32(2139095040);
if l_552 {
l_mut_206 = l_545;
}
}
}
let l_553 = bitcast<f32>(l_mut_206);
let l_554 = bitcast<u32>(l_553);
let l_555 = l_554 ^ u32(2147483648);
let l_556 = bitcast<f32>(l_555);
let l_557 = bitcast<u32>(l_556);
let l_558 = l_557 & u32(2147483647);
let l_559 = bitcast<f32>(l_558);
let l_560 = f64(l_559);
l_mut_219 = l_560;
let l_561 = l_558 < u32(8388608);
if l_561 {
let l_562 = f64(l_558);
let l_563 = l_562 * f64(1.401298464324817e-45);
l_mut_219 = l_563;
}
let l_564 = bitcast<u64>(l_mut_219);
let l_565 = l_557 >> u32(31);
let l_566 = u64(l_565);
let l_567 = l_566 << u32(bitcast<u64>(u64(63)));
let l_568 = l_564 | l_567;
let l_569 = bitcast<f64>(l_568);
let l_570 = l_505 + l_504;
let l_571 = l_570 <= l_519;
l_mut_308 = l_571;
let l_572 = l_505 - l_504;
let l_573 = l_572 > l_519;
l_mut_305 = l_573;
let l_574 = l_506 - l_504;
let l_575 = l_574 >= l_519;
l_mut_302 = l_575;
let l_576 = l_506 + l_504;
let l_577 = l_576 < l_519;
l_mut_299 = l_577;
if l_176 {
let l_578 = l_505 + l_504;
let l_579 = l_578 < l_541;
l_mut_308 = l_579;
let l_580 = l_505 - l_504;
let l_581 = l_580 >= l_541;
l_mut_305 = l_581;
let l_582 = l_506 - l_504;
let l_583 = l_582 > l_569;
l_mut_302 = l_583;
let l_584 = l_506 + l_504;
let l_585 = l_584 <= l_569;
l_mut_299 = l_585;
}
l_mut_206 = u32(2);
let l_586 = l_mut_305 || l_mut_299;
if l_586 {
l_mut_206 = u32(1);
} else {
let l_587 = l_mut_308 && l_mut_302;
if l_587 {
l_mut_206 = u32(0);
}
}
let l_588 = bitcast<u32>(l_mut_25);
let l_589 = l_588 & u32(2147483647);
let l_590 = l_589 == u32(0);
if l_590 {
let l_591 = l_505 + l_504;
let l_592 = l_591 < f64(1.1754943508222875e-38);
let l_593 = l_506 - l_504;
let l_594 = l_593 > f64(-1.1754943508222875e-38);
let l_595 = l_592 && l_594;
let l_596 = l_505 - l_504;
let l_597 = l_596 < f64(1.1754943508222875e-38);
let l_598 = l_506 + l_504;
let l_599 = l_598 > f64(-1.1754943508222875e-38);
let l_600 = l_597 && l_599;
if l_595 {
l_mut_206 = u32(0);
} else {
let l_601 = l_mut_206 == u32(1);
let l_602 = l_600 && l_601;
if l_602 {
l_mut_206 = u32(2);
}
}
}
l_mut_248 = l_mut_206;
}
l_mut_190 = l_mut_248;
} else {
let l_603 = l_172 == u32(5);
if l_603 {
let l_604 = f64(2.0) * l_185;
let l_605 = abs(l_604);
let l_606 = floor(l_605);
let l_607 = f64(3.0) + l_606;
let l_608 = abs(l_mut_31);
l_mut_219 = f64(1.401298464324817e-45);
let l_609 = l_608 >= f64(1.1754943508222875e-38);
let l_610 = l_608 <= f64(1.7976931348623157e308);
let l_611 = l_609 && l_610;
if l_611 {
let l_612 = bitcast<u64>(l_608);
let l_613 = l_612 >> u32(bitcast<u64>(u64(52)));
let l_614 = l_613 - u64(23);
let l_615 = l_614 << u32(bitcast<u64>(u64(52)));
let l_616 = bitcast<f64>(l_615);
l_mut_219 = l_616;
}
let l_617 = l_607 * l_mut_219;
l_mut_248 = u32(2);
let l_618 = l_mut_31 - l_188;
let l_619 = abs(l_618);
l_mut_219 = f64(1.401298464324817e-45);
let l_620 = l_619 >= f64(1.1754943508222875e-38);
let l_621 = l_619 <= f64(1.7976931348623157e308);
let l_622 = l_620 && l_621;
if l_622 {
let l_623 = bitcast<u64>(l_619);
let l_624 = l_623 >> u32(bitcast<u64>(u64(52)));
let l_625 = l_624 - u64(23);
let l_626 = l_625 << u32(bitcast<u64>(u64(52)));
let l_627 = bitcast<f64>(l_626);
l_mut_219 = l_627;
}
let l_628 = l_mut_31 + l_188;
let l_629 = abs(l_628);
l_mut_45 = f64(1.401298464324817e-45);
let l_630 = l_629 >= f64(1.1754943508222875e-38);
let l_631 = l_629 <= f64(1.7976931348623157e308);
let l_632 = l_630 && l_631;
if l_632 {
let l_633 = bitcast<u64>(l_629);
let l_634 = l_633 >> u32(bitcast<u64>(u64(52)));
let l_635 = l_634 - u64(23);
let l_636 = l_635 << u32(bitcast<u64>(u64(52)));
let l_637 = bitcast<f64>(l_636);
l_mut_45 = l_637;
}
let l_638 = l_mut_219 == l_mut_45;
if l_638 {
let l_639 = l_617 * f64(1.4551915228366852e-11);
let l_640 = l_188 + l_639;
let l_641 = l_mut_31 - l_617;
let l_642 = l_mut_31 + l_617;
let l_643 = bitcast<u32>(l_mut_25);
let l_644 = l_643 & u32(2147483647);
let l_645 = bitcast<f32>(l_644);
let l_646 = f64(l_645);
l_mut_219 = l_646;
let l_647 = l_644 < u32(8388608);
if l_647 {
let l_648 = f64(l_644);
let l_649 = l_648 * f64(1.401298464324817e-45);
l_mut_219 = l_649;
}
let l_650 = bitcast<u64>(l_mut_219);
let l_651 = l_643 >> u32(31);
let l_652 = u64(l_651);
let l_653 = l_652 << u32(bitcast<u64>(u64(63)));
let l_654 = l_650 | l_653;
let l_655 = bitcast<f64>(l_654);
let l_656 = bitcast<u32>(l_mut_25);
let l_657 = l_656 + u32(1);
l_mut_206 = l_657;
let l_658 = l_656 & u32(2147483647);
let l_659 = l_658 == u32(0);
if l_659 {
l_mut_206 = u32(1);
} else {
let l_660 = l_656 & u32(2147483648);
let l_661 = l_660 != u32(0);
if l_661 {
let l_662 = l_656 - u32(1);
l_mut_206 = l_662;
} else {
let l_663 = l_656 == u32(2139095040);
if l_663 {
l_mut_206 = l_656;
}
}
}
let l_664 = bitcast<f32>(l_mut_206);
let l_665 = bitcast<u32>(l_664);
let l_666 = l_665 & u32(2147483647);
let l_667 = bitcast<f32>(l_666);
let l_668 = f64(l_667);
l_mut_219 = l_668;
let l_669 = l_666 < u32(8388608);
if l_669 {
let l_670 = f64(l_666);
let l_671 = l_670 * f64(1.401298464324817e-45);
l_mut_219 = l_671;
}
let l_672 = bitcast<u64>(l_mut_219);
let l_673 = l_665 >> u32(31);
let l_674 = u64(l_673);
let l_675 = l_674 << u32(bitcast<u64>(u64(63)));
let l_676 = l_672 | l_675;
let l_677 = bitcast<f64>(l_676);
let l_678 = bitcast<u32>(l_mut_25);
let l_679 = l_678 ^ u32(2147483648);
let l_680 = bitcast<f32>(l_679);
let l_681 = bitcast<u32>(l_680);
let l_682 = l_681 + u32(1);
l_mut_206 = l_682;
let l_683 = l_681 & u32(2147483647);
let l_684 = l_683 == u32(0);
if l_684 {
l_mut_206 = u32(1);
} else {
let l_685 = l_681 & u32(2147483648);
let l_686 = l_685 != u32(0);
if l_686 {
let l_687 = l_681 - u32(1);
l_mut_206 = l_687;
} else {
let l_688 = l_681 == u32(2139095040);
if l_688 {
l_mut_206 = l_681;
}
}
}
let l_689 = bitcast<f32>(l_mut_206);
let l_690 = bitcast<u32>(l_689);
let l_691 = l_690 ^ u32(2147483648);
let l_692 = bitcast<f32>(l_691);
let l_693 = bitcast<u32>(l_692);
let l_694 = l_693 & u32(2147483647);
let l_695 = bitcast<f32>(l_694);
let l_696 = f64(l_695);
l_mut_219 = l_696;
let l_697 = l_694 < u32(8388608);
if l_697 {
let l_698 = f64(l_694);
let l_699 = l_698 * f64(1.401298464324817e-45);
l_mut_219 = l_699;
}
let l_700 = bitcast<u64>(l_mut_219);
let l_701 = l_693 >> u32(31);
let l_702 = u64(l_701);
let l_703 = l_702 << u32(bitcast<u64>(u64(63)));
let l_704 = l_700 | l_703;
let l_705 = bitcast<f64>(l_704);
let l_706 = l_641 + l_640;
let l_707 = l_706 <= l_655;
l_mut_308 = l_707;
let l_708 = l_641 - l_640;
let l_709 = l_708 > l_655;
l_mut_305 = l_709;
let l_710 = l_642 - l_640;
let l_711 = l_710 >= l_655;
l_mut_302 = l_711;
let l_712 = l_642 + l_640;
let l_713 = l_712 < l_655;
l_mut_299 = l_713;
if l_176 {
let l_714 = l_641 + l_640;
let l_715 = l_714 < l_677;
l_mut_308 = l_715;
let l_716 = l_641 - l_640;
let l_717 = l_716 >= l_677;
l_mut_305 = l_717;
let l_718 = l_642 - l_640;
let l_719 = l_718 > l_705;
l_mut_302 = l_719;
let l_720 = l_642 + l_640;
let l_721 = l_720 <= l_705;
l_mut_299 = l_721;
}
l_mut_206 = u32(2);
let l_722 = l_mut_305 || l_mut_299;
if l_722 {
l_mut_206 = u32(1);
} else {
let l_723 = l_mut_308 && l_mut_302;
if l_723 {
l_mut_206 = u32(0);
}
}
let l_724 = bitcast<u32>(l_mut_25);
let l_725 = l_724 & u32(2147483647);
let l_726 = l_725 == u32(0);
if l_726 {
let l_727 = l_641 + l_640;
let l_728 = l_727 < f64(1.1754943508222875e-38);
let l_729 = l_642 - l_640;
let l_730 = l_729 > f64(-1.1754943508222875e-38);
let l_731 = l_728 && l_730;
let l_732 = l_641 - l_640;
let l_733 = l_732 < f64(1.1754943508222875e-38);
let l_734 = l_642 + l_640;
let l_735 = l_734 > f64(-1.1754943508222875e-38);
let l_736 = l_733 && l_735;
if l_731 {
l_mut_206 = u32(0);
} else {
let l_737 = l_mut_206 == u32(1);
let l_738 = l_736 && l_737;
if l_738 {
l_mut_206 = u32(2);
}
}
}
l_mut_248 = l_mut_206;
}
l_mut_190 = l_mut_248;
} else {
let l_739 = l_172 == u32(6);
if l_739 {
l_mut_190 = u32(0);
let l_740 = l_186 <= l_181;
if l_740 {
let l_741 = l_178 * f64(1.4551915228366852e-11);
let l_742 = l_188 + l_741;
let l_743 = l_mut_31 - l_178;
let l_744 = l_mut_31 + l_178;
let l_745 = bitcast<u32>(l_mut_25);
let l_746 = l_745 & u32(2147483647);
let l_747 = bitcast<f32>(l_746);
let l_748 = f64(l_747);
l_mut_219 = l_748;
let l_749 = l_746 < u32(8388608);
if l_749 {
let l_750 = f64(l_746);
let l_751 = l_750 * f64(1.401298464324817e-45);
l_mut_219 = l_751;
}
let l_752 = bitcast<u64>(l_mut_219);
let l_753 = l_745 >> u32(31);
let l_754 = u64(l_753);
let l_755 = l_754 << u32(bitcast<u64>(u64(63)));
let l_756 = l_752 | l_755;
let l_757 = bitcast<f64>(l_756);
let l_758 = bitcast<u32>(l_mut_25);
let l_759 = l_758 + u32(1);
l_mut_248 = l_759;
let l_760 = l_758 & u32(2147483647);
let l_761 = l_760 == u32(0);
if l_761 {
l_mut_248 = u32(1);
} else {
let l_762 = l_758 & u32(2147483648);
let l_763 = l_762 != u32(0);
if l_763 {
let l_764 = l_758 - u32(1);
l_mut_248 = l_764;
} else {
let l_765 = l_758 == u32(2139095040);
if l_765 {
l_mut_248 = l_758;
}
}
}
let l_766 = bitcast<f32>(l_mut_248);
let l_767 = bitcast<u32>(l_766);
let l_768 = l_767 & u32(2147483647);
let l_769 = bitcast<f32>(l_768);
let l_770 = f64(l_769);
l_mut_219 = l_770;
let l_771 = l_768 < u32(8388608);
if l_771 {
let l_772 = f64(l_768);
let l_773 = l_772 * f64(1.401298464324817e-45);
l_mut_219 = l_773;
}
let l_774 = bitcast<u64>(l_mut_219);
let l_775 = l_767 >> u32(31);
let l_776 = u64(l_775);
let l_777 = l_776 << u32(bitcast<u64>(u64(63)));
let l_778 = l_774 | l_777;
let l_779 = bitcast<f64>(l_778);
let l_780 = bitcast<u32>(l_mut_25);
let l_781 = l_780 ^ u32(2147483648);
let l_782 = bitcast<f32>(l_781);
let l_783 = bitcast<u32>(l_782);
let l_784 = l_783 + u32(1);
l_mut_248 = l_784;
let l_785 = l_783 & u32(2147483647);
let l_786 = l_785 == u32(0);
if l_786 {
l_mut_248 = u32(1);
} else {
let l_787 = l_783 & u32(2147483648);
let l_788 = l_787 != u32(0);
if l_788 {
let l_789 = l_783 - u32(1);
l_mut_248 = l_789;
} else {
let l_790 = l_783 == u32(2139095040);
if l_790 {
l_mut_248 = l_783;
}
}
}
let l_791 = bitcast<f32>(l_mut_248);
let l_792 = bitcast<u32>(l_791);
let l_793 = l_792 ^ u32(2147483648);
let l_794 = bitcast<f32>(l_793);
let l_795 = bitcast<u32>(l_794);
let l_796 = l_795 & u32(2147483647);
let l_797 = bitcast<f32>(l_796);
let l_798 = f64(l_797);
l_mut_219 = l_798;
let l_799 = l_796 < u32(8388608);
if l_799 {
let l_800 = f64(l_796);
let l_801 = l_800 * f64(1.401298464324817e-45);
l_mut_219 = l_801;
}
let l_802 = bitcast<u64>(l_mut_219);
let l_803 = l_795 >> u32(31);
let l_804 = u64(l_803);
let l_805 = l_804 << u32(bitcast<u64>(u64(63)));
let l_806 = l_802 | l_805;
let l_807 = bitcast<f64>(l_806);
let l_808 = l_743 + l_742;
let l_809 = l_808 <= l_757;
l_mut_308 = l_809;
let l_810 = l_743 - l_742;
let l_811 = l_810 > l_757;
l_mut_305 = l_811;
let l_812 = l_744 - l_742;
let l_813 = l_812 >= l_757;
l_mut_302 = l_813;
let l_814 = l_744 + l_742;
let l_815 = l_814 < l_757;
l_mut_299 = l_815;
if l_176 {
let l_816 = l_743 + l_742;
let l_817 = l_816 < l_779;
l_mut_308 = l_817;
let l_818 = l_743 - l_742;
let l_819 = l_818 >= l_779;
l_mut_305 = l_819;
let l_820 = l_744 - l_742;
let l_821 = l_820 > l_807;
l_mut_302 = l_821;
let l_822 = l_744 + l_742;
let l_823 = l_822 <= l_807;
l_mut_299 = l_823;
}
l_mut_248 = u32(2);
let l_824 = l_mut_305 || l_mut_299;
if l_824 {
l_mut_248 = u32(1);
} else {
let l_825 = l_mut_308 && l_mut_302;
if l_825 {
l_mut_248 = u32(0);
}
}
let l_826 = bitcast<u32>(l_mut_25);
let l_827 = l_826 & u32(2147483647);
let l_828 = l_827 == u32(0);
if l_828 {
let l_829 = l_743 + l_742;
let l_830 = l_829 < f64(1.1754943508222875e-38);
let l_831 = l_744 - l_742;
let l_832 = l_831 > f64(-1.1754943508222875e-38);
let l_833 = l_830 && l_832;
let l_834 = l_743 - l_742;
let l_835 = l_834 < f64(1.1754943508222875e-38);
let l_836 = l_744 + l_742;
let l_837 = l_836 > f64(-1.1754943508222875e-38);
let l_838 = l_835 && l_837;
if l_833 {
l_mut_248 = u32(0);
} else {
let l_839 = l_mut_248 == u32(1);
let l_840 = l_838 && l_839;
if l_840 {
l_mut_248 = u32(2);
}
}
}
l_mut_190 = l_mut_248;
}
} else {
let l_841 = l_172 == u32(7);
if l_841 {
let l_842 = abs(l_mut_31);
let l_843 = l_178 * l_842;
l_mut_219 = l_843;
let l_844 = abs(l_mut_31);
l_mut_45 = f64(1.401298464324817e-45);
let l_845 = l_844 >= f64(1.1754943508222875e-38);
let l_846 = l_844 <= f64(1.7976931348623157e308);
let l_847 = l_845 && l_846;
if l_847 {
let l_848 = bitcast<u64>(l_844);
let l_849 = l_848 >> u32(bitcast<u64>(u64(52)));
let l_850 = l_849 - u64(23);
let l_851 = l_850 << u32(bitcast<u64>(u64(52)));
let l_852 = bitcast<f64>(l_851);
l_mut_45 = l_852;
}
let l_853 = f64(0.5) * l_mut_45;
let l_854 = l_853 > l_mut_219;
if l_854 {
l_mut_219 = l_853;
}
let l_855 = l_mut_31 - l_188;
let l_856 = abs(l_855);
l_mut_45 = f64(1.401298464324817e-45);
let l_857 = l_856 >= f64(1.1754943508222875e-38);
let l_858 = l_856 <= f64(1.7976931348623157e308);
let l_859 = l_857 && l_858;
if l_859 {
let l_860 = bitcast<u64>(l_856);
let l_861 = l_860 >> u32(bitcast<u64>(u64(52)));
let l_862 = l_861 - u64(23);
let l_863 = l_862 << u32(bitcast<u64>(u64(52)));
let l_864 = bitcast<f64>(l_863);
l_mut_45 = l_864;
}
let l_865 = l_mut_31 + l_188;
let l_866 = abs(l_865);
l_mut_867 = f64(1.401298464324817e-45);
let l_868 = l_866 >= f64(1.1754943508222875e-38);
let l_869 = l_866 <= f64(1.7976931348623157e308);
let l_870 = l_868 && l_869;
if l_870 {
let l_871 = bitcast<u64>(l_866);
let l_872 = l_871 >> u32(bitcast<u64>(u64(52)));
let l_873 = l_872 - u64(23);
let l_874 = l_873 << u32(bitcast<u64>(u64(52)));
let l_875 = bitcast<f64>(l_874);
l_mut_867 = l_875;
}
let l_876 = l_mut_45 == l_mut_867;
if l_876 {
let l_877 = l_178 * l_188;
let l_878 = l_188 + l_877;
let l_879 = l_mut_219 * f64(1.4551915228366852e-11);
let l_880 = l_878 + l_879;
let l_881 = l_mut_31 - l_mut_219;
let l_882 = l_mut_31 + l_mut_219;
let l_883 = bitcast<u32>(l_mut_25);
let l_884 = l_883 & u32(2147483647);
let l_885 = bitcast<f32>(l_884);
let l_886 = f64(l_885);
l_mut_867 = l_886;
let l_887 = l_884 < u32(8388608);
if l_887 {
let l_888 = f64(l_884);
let l_889 = l_888 * f64(1.401298464324817e-45);
l_mut_867 = l_889;
}
let l_890 = bitcast<u64>(l_mut_867);
let l_891 = l_883 >> u32(31);
let l_892 = u64(l_891);
let l_893 = l_892 << u32(bitcast<u64>(u64(63)));
let l_894 = l_890 | l_893;
let l_895 = bitcast<f64>(l_894);
let l_896 = bitcast<u32>(l_mut_25);
let l_897 = l_896 + u32(1);
l_mut_248 = l_897;
let l_898 = l_896 & u32(2147483647);
let l_899 = l_898 == u32(0);
if l_899 {
l_mut_248 = u32(1);
} else {
let l_900 = l_896 & u32(2147483648);
let l_901 = l_900 != u32(0);
if l_901 {
let l_902 = l_896 - u32(1);
l_mut_248 = l_902;
} else {
let l_903 = l_896 == u32(2139095040);
if l_903 {
l_mut_248 = l_896;
}
}
}
let l_904 = bitcast<f32>(l_mut_248);
let l_905 = bitcast<u32>(l_904);
let l_906 = l_905 & u32(2147483647);
let l_907 = bitcast<f32>(l_906);
let l_908 = f64(l_907);
l_mut_867 = l_908;
let l_909 = l_906 < u32(8388608);
if l_909 {
let l_910 = f64(l_906);
let l_911 = l_910 * f64(1.401298464324817e-45);
l_mut_867 = l_911;
}
let l_912 = bitcast<u64>(l_mut_867);
let l_913 = l_905 >> u32(31);
let l_914 = u64(l_913);
let l_915 = l_914 << u32(bitcast<u64>(u64(63)));
let l_916 = l_912 | l_915;
let l_917 = bitcast<f64>(l_916);
let l_918 = bitcast<u32>(l_mut_25);
let l_919 = l_918 ^ u32(2147483648);
let l_920 = bitcast<f32>(l_919);
let l_921 = bitcast<u32>(l_920);
let l_922 = l_921 + u32(1);
l_mut_248 = l_922;
let l_923 = l_921 & u32(2147483647);
let l_924 = l_923 == u32(0);
if l_924 {
l_mut_248 = u32(1);
} else {
let l_925 = l_921 & u32(2147483648);
let l_926 = l_925 != u32(0);
if l_926 {
let l_927 = l_921 - u32(1);
l_mut_248 = l_927;
} else {
let l_928 = l_921 == u32(2139095040);
if l_928 {
l_mut_248 = l_921;
}
}
}
let l_929 = bitcast<f32>(l_mut_248);
let l_930 = bitcast<u32>(l_929);
let l_931 = l_930 ^ u32(2147483648);
let l_932 = bitcast<f32>(l_931);
let l_933 = bitcast<u32>(l_932);
let l_934 = l_933 & u32(2147483647);
let l_935 = bitcast<f32>(l_934);
let l_936 = f64(l_935);
l_mut_867 = l_936;
let l_937 = l_934 < u32(8388608);
if l_937 {
let l_938 = f64(l_934);
let l_939 = l_938 * f64(1.401298464324817e-45);
l_mut_867 = l_939;
}
let l_940 = bitcast<u64>(l_mut_867);
let l_941 = l_933 >> u32(31);
let l_942 = u64(l_941);
let l_943 = l_942 << u32(bitcast<u64>(u64(63)));
let l_944 = l_940 | l_943;
let l_945 = bitcast<f64>(l_944);
let l_946 = l_881 + l_880;
let l_947 = l_946 <= l_895;
l_mut_308 = l_947;
let l_948 = l_881 - l_880;
let l_949 = l_948 > l_895;
l_mut_305 = l_949;
let l_950 = l_882 - l_880;
let l_951 = l_950 >= l_895;
l_mut_302 = l_951;
let l_952 = l_882 + l_880;
let l_953 = l_952 < l_895;
l_mut_299 = l_953;
if l_176 {
let l_954 = l_881 + l_880;
let l_955 = l_954 < l_917;
l_mut_308 = l_955;
let l_956 = l_881 - l_880;
let l_957 = l_956 >= l_917;
l_mut_305 = l_957;
let l_958 = l_882 - l_880;
let l_959 = l_958 > l_945;
l_mut_302 = l_959;
let l_960 = l_882 + l_880;
let l_961 = l_960 <= l_945;
l_mut_299 = l_961;
}
l_mut_248 = u32(2);
let l_962 = l_mut_305 || l_mut_299;
if l_962 {
l_mut_248 = u32(1);
} else {
let l_963 = l_mut_308 && l_mut_302;
if l_963 {
l_mut_248 = u32(0);
}
}
let l_964 = bitcast<u32>(l_mut_25);
let l_965 = l_964 & u32(2147483647);
let l_966 = l_965 == u32(0);
if l_966 {
let l_967 = l_881 + l_880;
let l_968 = l_967 < f64(1.1754943508222875e-38);
let l_969 = l_882 - l_880;
let l_970 = l_969 > f64(-1.1754943508222875e-38);
let l_971 = l_968 && l_970;
let l_972 = l_881 - l_880;
let l_973 = l_972 < f64(1.1754943508222875e-38);
let l_974 = l_882 + l_880;
let l_975 = l_974 > f64(-1.1754943508222875e-38);
let l_976 = l_973 && l_975;
if l_971 {
l_mut_248 = u32(0);
} else {
let l_977 = l_mut_248 == u32(1);
let l_978 = l_976 && l_977;
if l_978 {
l_mut_248 = u32(2);
}
}
}
l_mut_190 = l_mut_248;
}
} else {
let l_979 = l_172 == u32(8);
if l_979 {
let l_980 = l_185 >= f64(0.5);
let l_981 = l_185 <= f64(2.0);
let l_982 = l_980 && l_981;
if l_982 {
let l_983 = l_178 * f64(1.4551915228366852e-11);
let l_984 = l_188 + l_983;
let l_985 = l_mut_31 - l_178;
let l_986 = l_mut_31 + l_178;
let l_987 = bitcast<u32>(l_mut_25);
let l_988 = l_987 & u32(2147483647);
let l_989 = bitcast<f32>(l_988);
let l_990 = f64(l_989);
l_mut_867 = l_990;
let l_991 = l_988 < u32(8388608);
if l_991 {
let l_992 = f64(l_988);
let l_993 = l_992 * f64(1.401298464324817e-45);
l_mut_867 = l_993;
}
let l_994 = bitcast<u64>(l_mut_867);
let l_995 = l_987 >> u32(31);
let l_996 = u64(l_995);
let l_997 = l_996 << u32(bitcast<u64>(u64(63)));
let l_998 = l_994 | l_997;
let l_999 = bitcast<f64>(l_998);
let l_1000 = bitcast<u32>(l_mut_25);
let l_1001 = l_1000 + u32(1);
l_mut_248 = l_1001;
let l_1002 = l_1000 & u32(2147483647);
let l_1003 = l_1002 == u32(0);
if l_1003 {
l_mut_248 = u32(1);
} else {
let l_1004 = l_1000 & u32(2147483648);
let l_1005 = l_1004 != u32(0);
if l_1005 {
let l_1006 = l_1000 - u32(1);
l_mut_248 = l_1006;
} else {
let l_1007 = l_1000 == u32(2139095040);
if l_1007 {
l_mut_248 = l_1000;
}
}
}
let l_1008 = bitcast<f32>(l_mut_248);
let l_1009 = bitcast<u32>(l_1008);
let l_1010 = l_1009 & u32(2147483647);
let l_1011 = bitcast<f32>(l_1010);
let l_1012 = f64(l_1011);
l_mut_867 = l_1012;
let l_1013 = l_1010 < u32(8388608);
if l_1013 {
let l_1014 = f64(l_1010);
let l_1015 = l_1014 * f64(1.401298464324817e-45);
l_mut_867 = l_1015;
}
let l_1016 = bitcast<u64>(l_mut_867);
let l_1017 = l_1009 >> u32(31);
let l_1018 = u64(l_1017);
let l_1019 = l_1018 << u32(bitcast<u64>(u64(63)));
let l_1020 = l_1016 | l_1019;
let l_1021 = bitcast<f64>(l_1020);
let l_1022 = bitcast<u32>(l_mut_25);
let l_1023 = l_1022 ^ u32(2147483648);
let l_1024 = bitcast<f32>(l_1023);
let l_1025 = bitcast<u32>(l_1024);
let l_1026 = l_1025 + u32(1);
l_mut_248 = l_1026;
let l_1027 = l_1025 & u32(2147483647);
let l_1028 = l_1027 == u32(0);
if l_1028 {
l_mut_248 = u32(1);
} else {
let l_1029 = l_1025 & u32(2147483648);
let l_1030 = l_1029 != u32(0);
if l_1030 {
let l_1031 = l_1025 - u32(1);
l_mut_248 = l_1031;
} else {
let l_1032 = l_1025 == u32(2139095040);
if l_1032 {
l_mut_248 = l_1025;
}
}
}
let l_1033 = bitcast<f32>(l_mut_248);
let l_1034 = bitcast<u32>(l_1033);
let l_1035 = l_1034 ^ u32(2147483648);
let l_1036 = bitcast<f32>(l_1035);
let l_1037 = bitcast<u32>(l_1036);
let l_1038 = l_1037 & u32(2147483647);
let l_1039 = bitcast<f32>(l_1038);
let l_1040 = f64(l_1039);
l_mut_867 = l_1040;
let l_1041 = l_1038 < u32(8388608);
if l_1041 {
let l_1042 = f64(l_1038);
let l_1043 = l_1042 * f64(1.401298464324817e-45);
l_mut_867 = l_1043;
}
let l_1044 = bitcast<u64>(l_mut_867);
let l_1045 = l_1037 >> u32(31);
let l_1046 = u64(l_1045);
let l_1047 = l_1046 << u32(bitcast<u64>(u64(63)));
let l_1048 = l_1044 | l_1047;
let l_1049 = bitcast<f64>(l_1048);
let l_1050 = l_985 + l_984;
let l_1051 = l_1050 <= l_999;
l_mut_308 = l_1051;
let l_1052 = l_985 - l_984;
let l_1053 = l_1052 > l_999;
l_mut_305 = l_1053;
let l_1054 = l_986 - l_984;
let l_1055 = l_1054 >= l_999;
l_mut_302 = l_1055;
let l_1056 = l_986 + l_984;
let l_1057 = l_1056 < l_999;
l_mut_299 = l_1057;
if l_176 {
let l_1058 = l_985 + l_984;
let l_1059 = l_1058 < l_1021;
l_mut_308 = l_1059;
let l_1060 = l_985 - l_984;
let l_1061 = l_1060 >= l_1021;
l_mut_305 = l_1061;
let l_1062 = l_986 - l_984;
let l_1063 = l_1062 > l_1049;
l_mut_302 = l_1063;
let l_1064 = l_986 + l_984;
let l_1065 = l_1064 <= l_1049;
l_mut_299 = l_1065;
}
l_mut_248 = u32(2);
let l_1066 = l_mut_305 || l_mut_299;
if l_1066 {
l_mut_248 = u32(1);
} else {
let l_1067 = l_mut_308 && l_mut_302;
if l_1067 {
l_mut_248 = u32(0);
}
}
let l_1068 = bitcast<u32>(l_mut_25);
let l_1069 = l_1068 & u32(2147483647);
let l_1070 = l_1069 == u32(0);
if l_1070 {
let l_1071 = l_985 + l_984;
let l_1072 = l_1071 < f64(1.1754943508222875e-38);
let l_1073 = l_986 - l_984;
let l_1074 = l_1073 > f64(-1.1754943508222875e-38);
let l_1075 = l_1072 && l_1074;
let l_1076 = l_985 - l_984;
let l_1077 = l_1076 < f64(1.1754943508222875e-38);
let l_1078 = l_986 + l_984;
let l_1079 = l_1078 > f64(-1.1754943508222875e-38);
let l_1080 = l_1077 && l_1079;
if l_1075 {
l_mut_248 = u32(0);
} else {
let l_1081 = l_mut_248 == u32(1);
let l_1082 = l_1080 && l_1081;
if l_1082 {
l_mut_248 = u32(2);
}
}
}
l_mut_190 = l_mut_248;
} else {
let l_1083 = abs(l_mut_31);
l_mut_867 = f64(1.401298464324817e-45);
let l_1084 = l_1083 >= f64(1.1754943508222875e-38);
let l_1085 = l_1083 <= f64(1.7976931348623157e308);
let l_1086 = l_1084 && l_1085;
if l_1086 {
let l_1087 = bitcast<u64>(l_1083);
let l_1088 = l_1087 >> u32(bitcast<u64>(u64(52)));
let l_1089 = l_1088 - u64(23);
let l_1090 = l_1089 << u32(bitcast<u64>(u64(52)));
let l_1091 = bitcast<f64>(l_1090);
l_mut_867 = l_1091;
}
let l_1092 = l_181 * l_mut_867;
l_mut_248 = u32(2);
let l_1093 = l_mut_31 - l_188;
let l_1094 = abs(l_1093);
l_mut_867 = f64(1.401298464324817e-45);
let l_1095 = l_1094 >= f64(1.1754943508222875e-38);
let l_1096 = l_1094 <= f64(1.7976931348623157e308);
let l_1097 = l_1095 && l_1096;
if l_1097 {
let l_1098 = bitcast<u64>(l_1094);
let l_1099 = l_1098 >> u32(bitcast<u64>(u64(52)));
let l_1100 = l_1099 - u64(23);
let l_1101 = l_1100 << u32(bitcast<u64>(u64(52)));
let l_1102 = bitcast<f64>(l_1101);
l_mut_867 = l_1102;
}
let l_1103 = l_mut_31 + l_188;
let l_1104 = abs(l_1103);
l_mut_219 = f64(1.401298464324817e-45);
let l_1105 = l_1104 >= f64(1.1754943508222875e-38);
let l_1106 = l_1104 <= f64(1.7976931348623157e308);
let l_1107 = l_1105 && l_1106;
if l_1107 {
let l_1108 = bitcast<u64>(l_1104);
let l_1109 = l_1108 >> u32(bitcast<u64>(u64(52)));
let l_1110 = l_1109 - u64(23);
let l_1111 = l_1110 << u32(bitcast<u64>(u64(52)));
let l_1112 = bitcast<f64>(l_1111);
l_mut_219 = l_1112;
}
let l_1113 = l_mut_867 == l_mut_219;
if l_1113 {
let l_1114 = l_1092 * f64(1.4551915228366852e-11);
let l_1115 = l_188 + l_1114;
let l_1116 = l_mut_31 - l_1092;
let l_1117 = l_mut_31 + l_1092;
let l_1118 = bitcast<u32>(l_mut_25);
let l_1119 = l_1118 & u32(2147483647);
let l_1120 = bitcast<f32>(l_1119);
let l_1121 = f64(l_1120);
l_mut_867 = l_1121;
let l_1122 = l_1119 < u32(8388608);
if l_1122 {
let l_1123 = f64(l_1119);
let l_1124 = l_1123 * f64(1.401298464324817e-45);
l_mut_867 = l_1124;
}
let l_1125 = bitcast<u64>(l_mut_867);
let l_1126 = l_1118 >> u32(31);
let l_1127 = u64(l_1126);
let l_1128 = l_1127 << u32(bitcast<u64>(u64(63)));
let l_1129 = l_1125 | l_1128;
let l_1130 = bitcast<f64>(l_1129);
let l_1131 = bitcast<u32>(l_mut_25);
let l_1132 = l_1131 + u32(1);
l_mut_206 = l_1132;
let l_1133 = l_1131 & u32(2147483647);
let l_1134 = l_1133 == u32(0);
if l_1134 {
l_mut_206 = u32(1);
} else {
let l_1135 = l_1131 & u32(2147483648);
let l_1136 = l_1135 != u32(0);
if l_1136 {
let l_1137 = l_1131 - u32(1);
l_mut_206 = l_1137;
} else {
let l_1138 = l_1131 == u32(2139095040);
if l_1138 {
l_mut_206 = l_1131;
}
}
}
let l_1139 = bitcast<f32>(l_mut_206);
let l_1140 = bitcast<u32>(l_1139);
let l_1141 = l_1140 & u32(2147483647);
let l_1142 = bitcast<f32>(l_1141);
let l_1143 = f64(l_1142);
l_mut_867 = l_1143;
let l_1144 = l_1141 < u32(8388608);
if l_1144 {
let l_1145 = f64(l_1141);
let l_1146 = l_1145 * f64(1.401298464324817e-45);
l_mut_867 = l_1146;
}
let l_1147 = bitcast<u64>(l_mut_867);
let l_1148 = l_1140 >> u32(31);
let l_1149 = u64(l_1148);
let l_1150 = l_1149 << u32(bitcast<u64>(u64(63)));
let l_1151 = l_1147 | l_1150;
let l_1152 = bitcast<f64>(l_1151);
let l_1153 = bitcast<u32>(l_mut_25);
let l_1154 = l_1153 ^ u32(2147483648);
let l_1155 = bitcast<f32>(l_1154);
let l_1156 = bitcast<u32>(l_1155);
let l_1157 = l_1156 + u32(1);
l_mut_206 = l_1157;
let l_1158 = l_1156 & u32(2147483647);
let l_1159 = l_1158 == u32(0);
if l_1159 {
l_mut_206 = u32(1);
} else {
let l_1160 = l_1156 & u32(2147483648);
let l_1161 = l_1160 != u32(0);
if l_1161 {
let l_1162 = l_1156 - u32(1);
l_mut_206 = l_1162;
} else {
let l_1163 = l_1156 == u32(2139095040);
if l_1163 {
l_mut_206 = l_1156;
}
}
}
let l_1164 = bitcast<f32>(l_mut_206);
let l_1165 = bitcast<u32>(l_1164);
let l_1166 = l_1165 ^ u32(2147483648);
let l_1167 = bitcast<f32>(l_1166);
let l_1168 = bitcast<u32>(l_1167);
let l_1169 = l_1168 & u32(2147483647);
let l_1170 = bitcast<f32>(l_1169);
let l_1171 = f64(l_1170);
l_mut_867 = l_1171;
let l_1172 = l_1169 < u32(8388608);
if l_1172 {
let l_1173 = f64(l_1169);
let l_1174 = l_1173 * f64(1.401298464324817e-45);
l_mut_867 = l_1174;
}
let l_1175 = bitcast<u64>(l_mut_867);
let l_1176 = l_1168 >> u32(31);
let l_1177 = u64(l_1176);
let l_1178 = l_1177 << u32(bitcast<u64>(u64(63)));
let l_1179 = l_1175 | l_1178;
let l_1180 = bitcast<f64>(l_1179);
let l_1181 = l_1116 + l_1115;
let l_1182 = l_1181 <= l_1130;
l_mut_308 = l_1182;
let l_1183 = l_1116 - l_1115;
let l_1184 = l_1183 > l_1130;
l_mut_305 = l_1184;
let l_1185 = l_1117 - l_1115;
let l_1186 = l_1185 >= l_1130;
l_mut_302 = l_1186;
let l_1187 = l_1117 + l_1115;
let l_1188 = l_1187 < l_1130;
l_mut_299 = l_1188;
if l_176 {
let l_1189 = l_1116 + l_1115;
let l_1190 = l_1189 < l_1152;
l_mut_308 = l_1190;
let l_1191 = l_1116 - l_1115;
let l_1192 = l_1191 >= l_1152;
l_mut_305 = l_1192;
let l_1193 = l_1117 - l_1115;
let l_1194 = l_1193 > l_1180;
l_mut_302 = l_1194;
let l_1195 = l_1117 + l_1115;
let l_1196 = l_1195 <= l_1180;
l_mut_299 = l_1196;
}
l_mut_206 = u32(2);
let l_1197 = l_mut_305 || l_mut_299;
if l_1197 {
l_mut_206 = u32(1);
} else {
let l_1198 = l_mut_308 && l_mut_302;
if l_1198 {
l_mut_206 = u32(0);
}
}
let l_1199 = bitcast<u32>(l_mut_25);
let l_1200 = l_1199 & u32(2147483647);
let l_1201 = l_1200 == u32(0);
if l_1201 {
let l_1202 = l_1116 + l_1115;
let l_1203 = l_1202 < f64(1.1754943508222875e-38);
let l_1204 = l_1117 - l_1115;
let l_1205 = l_1204 > f64(-1.1754943508222875e-38);
let l_1206 = l_1203 && l_1205;
let l_1207 = l_1116 - l_1115;
let l_1208 = l_1207 < f64(1.1754943508222875e-38);
let l_1209 = l_1117 + l_1115;
let l_1210 = l_1209 > f64(-1.1754943508222875e-38);
let l_1211 = l_1208 && l_1210;
if l_1206 {
l_mut_206 = u32(0);
} else {
let l_1212 = l_mut_206 == u32(1);
let l_1213 = l_1211 && l_1212;
if l_1213 {
l_mut_206 = u32(2);
}
}
}
l_mut_248 = l_mut_206;
}
l_mut_190 = l_mut_248;
}
} else {
let l_1214 = l_172 == u32(11);
let l_1215 = l_172 == u32(12);
let l_1216 = l_1214 || l_1215;
if l_1216 {
l_mut_190 = u32(0);
}
let l_1217 = l_186 <= l_184;
let l_1218 = l_172 == u32(11);
let l_1219 = l_1217 && l_1218;
if l_1219 {
let l_1220 = f32(l_185);
let l_1221 = bitcast<u32>(l_1220);
let l_1222 = l_1221 & u32(2147483647);
let l_1223 = bitcast<f32>(l_1222);
let l_1224 = f64(l_1223);
l_mut_867 = l_1224;
let l_1225 = l_1222 < u32(8388608);
if l_1225 {
let l_1226 = f64(l_1222);
let l_1227 = l_1226 * f64(1.401298464324817e-45);
l_mut_867 = l_1227;
}
let l_1228 = bitcast<u64>(l_mut_867);
let l_1229 = l_1221 >> u32(31);
let l_1230 = u64(l_1229);
let l_1231 = l_1230 << u32(bitcast<u64>(u64(63)));
let l_1232 = l_1228 | l_1231;
let l_1233 = bitcast<f64>(l_1232);
let l_1234 = abs(l_1233);
l_mut_867 = l_1234;
l_mut_248 = u32(0);
let l_1235 = l_1234 >= f64(0.785);
if l_1235 {
let l_1236 = l_1234 * f64(0.6366197723675814);
let l_1237 = l_1236 + f64(0.5);
let l_1238 = floor(l_1237);
let l_1239 = l_1238 * f64(1.570796325802803);
let l_1240 = l_1234 - l_1239;
let l_1241 = l_1240 * l_20;
let l_1242 = l_1238 * f64(9.920935796805404e-10);
let l_1243 = l_1241 - l_1242;
l_mut_867 = l_1243;
let l_1244 = u32(l_1238);
l_mut_248 = l_1244;
}
let l_1245 = bitcast<u32>(l_1220);
let l_1246 = l_1245 >= u32(2147483648);
let l_1247 = l_mut_867 * l_mut_867;
let l_1248 = l_1247 * f64(1.9572941063391263e-20);
let l_1249 = f64(8.22063524662433e-18) - l_1248;
l_mut_219 = l_1249;
let l_1250 = l_mut_219 * l_1247;
let l_1251 = l_1250 - f64(2.8114572543455206e-15);
l_mut_219 = l_1251;
let l_1252 = l_mut_219 * l_1247;
let l_1253 = l_1252 + f64(7.647163731819816e-13);
l_mut_219 = l_1253;
let l_1254 = l_mut_219 * l_1247;
let l_1255 = l_1254 - f64(1.6059043836821613e-10);
l_mut_219 = l_1255;
let l_1256 = l_mut_219 * l_1247;
let l_1257 = l_1256 + f64(2.505210838544172e-8);
l_mut_219 = l_1257;
let l_1258 = l_mut_219 * l_1247;
let l_1259 = l_1258 - f64(2.7557319223985893e-6);
l_mut_219 = l_1259;
let l_1260 = l_mut_219 * l_1247;
let l_1261 = l_1260 + f64(0.0001984126984126984);
l_mut_219 = l_1261;
let l_1262 = l_mut_219 * l_1247;
let l_1263 = l_1262 - f64(0.008333333333333333);
l_mut_219 = l_1263;
let l_1264 = l_mut_219 * l_1247;
let l_1265 = l_1264 + f64(0.16666666666666666);
l_mut_219 = l_1265;
let l_1266 = f64(0.5) * l_1247;
let l_1267 = f64(1.0) - l_1266;
let l_1268 = f64(0.0) * l_1267;
let l_1269 = l_mut_867 * l_1247;
let l_1270 = l_1269 * l_mut_219;
let l_1271 = l_1268 - l_1270;
let l_1272 = l_mut_867 + l_1271;
let l_1273 = l_mut_867 * l_mut_867;
let l_1274 = l_1273 * f64(4.110317623312165e-19);
let l_1275 = l_1274 - f64(1.5619206968586225e-16);
l_mut_219 = l_1275;
let l_1276 = l_mut_219 * l_1273;
let l_1277 = l_1276 + f64(4.779477332387385e-14);
l_mut_219 = l_1277;
let l_1278 = l_mut_219 * l_1273;
let l_1279 = l_1278 - f64(1.1470745597729725e-11);
l_mut_219 = l_1279;
let l_1280 = l_mut_219 * l_1273;
let l_1281 = l_1280 + f64(2.08767569878681e-9);
l_mut_219 = l_1281;
let l_1282 = l_mut_219 * l_1273;
let l_1283 = l_1282 - f64(2.755731922398589e-7);
l_mut_219 = l_1283;
let l_1284 = l_mut_219 * l_1273;
let l_1285 = l_1284 + f64(2.48015873015873e-5);
l_mut_219 = l_1285;
let l_1286 = l_mut_219 * l_1273;
let l_1287 = l_1286 - f64(0.001388888888888889);
l_mut_219 = l_1287;
let l_1288 = l_mut_219 * l_1273;
let l_1289 = l_1288 + f64(0.041666666666666664);
l_mut_219 = l_1289;
let l_1290 = f64(0.5) * l_1273;
let l_1291 = f64(1.0) - l_1290;
let l_1292 = l_1273 * l_1273;
let l_1293 = l_1292 * l_mut_219;
let l_1294 = f64(0.0) * l_mut_867;
let l_1295 = l_1293 - l_1294;
let l_1296 = l_1291 + l_1295;
let l_1297 = l_mut_248 & u32(1);
let l_1298 = l_1297 == u32(1);
l_mut_867 = l_1272;
let l_1299 = l_mut_248 & u32(2);
let l_1300 = l_1299 != u32(0);
l_mut_308 = l_1300;
if l_1298 {
l_mut_867 = l_1296;
}
let l_1301 = bool(true) && l_1246;
if l_1301 {
let l_1302 = !l_mut_308;
l_mut_308 = l_1302;
}
if l_mut_308 {
let l_1303 = -l_mut_867;
l_mut_867 = l_1303;
}
let l_1304 = f32(l_185);
let l_1305 = bitcast<u32>(l_1304);
let l_1306 = l_1305 & u32(2147483647);
let l_1307 = bitcast<f32>(l_1306);
let l_1308 = f64(l_1307);
l_mut_219 = l_1308;
let l_1309 = l_1306 < u32(8388608);
if l_1309 {
let l_1310 = f64(l_1306);
let l_1311 = l_1310 * f64(1.401298464324817e-45);
l_mut_219 = l_1311;
}
let l_1312 = bitcast<u64>(l_mut_219);
let l_1313 = l_1305 >> u32(31);
let l_1314 = u64(l_1313);
let l_1315 = l_1314 << u32(bitcast<u64>(u64(63)));
let l_1316 = l_1312 | l_1315;
let l_1317 = bitcast<f64>(l_1316);
let l_1318 = abs(l_1317);
l_mut_219 = l_1318;
l_mut_248 = u32(0);
let l_1319 = l_1318 >= f64(0.785);
if l_1319 {
let l_1320 = l_1318 * f64(0.6366197723675814);
let l_1321 = l_1320 + f64(0.5);
let l_1322 = floor(l_1321);
let l_1323 = l_1322 * f64(1.570796325802803);
let l_1324 = l_1318 - l_1323;
let l_1325 = l_1324 * l_20;
let l_1326 = l_1322 * f64(9.920935796805404e-10);
let l_1327 = l_1325 - l_1326;
l_mut_219 = l_1327;
let l_1328 = u32(l_1322);
l_mut_248 = l_1328;
}
let l_1329 = bitcast<u32>(l_1304);
let l_1330 = l_1329 >= u32(2147483648);
let l_1331 = l_mut_219 * l_mut_219;
let l_1332 = l_1331 * f64(1.9572941063391263e-20);
let l_1333 = f64(8.22063524662433e-18) - l_1332;
l_mut_45 = l_1333;
let l_1334 = l_mut_45 * l_1331;
let l_1335 = l_1334 - f64(2.8114572543455206e-15);
l_mut_45 = l_1335;
let l_1336 = l_mut_45 * l_1331;
let l_1337 = l_1336 + f64(7.647163731819816e-13);
l_mut_45 = l_1337;
let l_1338 = l_mut_45 * l_1331;
let l_1339 = l_1338 - f64(1.6059043836821613e-10);
l_mut_45 = l_1339;
let l_1340 = l_mut_45 * l_1331;
let l_1341 = l_1340 + f64(2.505210838544172e-8);
l_mut_45 = l_1341;
let l_1342 = l_mut_45 * l_1331;
let l_1343 = l_1342 - f64(2.7557319223985893e-6);
l_mut_45 = l_1343;
let l_1344 = l_mut_45 * l_1331;
let l_1345 = l_1344 + f64(0.0001984126984126984);
l_mut_45 = l_1345;
let l_1346 = l_mut_45 * l_1331;
let l_1347 = l_1346 - f64(0.008333333333333333);
l_mut_45 = l_1347;
let l_1348 = l_mut_45 * l_1331;
let l_1349 = l_1348 + f64(0.16666666666666666);
l_mut_45 = l_1349;
let l_1350 = f64(0.5) * l_1331;
let l_1351 = f64(1.0) - l_1350;
let l_1352 = f64(0.0) * l_1351;
let l_1353 = l_mut_219 * l_1331;
let l_1354 = l_1353 * l_mut_45;
let l_1355 = l_1352 - l_1354;
let l_1356 = l_mut_219 + l_1355;
let l_1357 = l_mut_219 * l_mut_219;
let l_1358 = l_1357 * f64(4.110317623312165e-19);
let l_1359 = l_1358 - f64(1.5619206968586225e-16);
l_mut_45 = l_1359;
let l_1360 = l_mut_45 * l_1357;
let l_1361 = l_1360 + f64(4.779477332387385e-14);
l_mut_45 = l_1361;
let l_1362 = l_mut_45 * l_1357;
let l_1363 = l_1362 - f64(1.1470745597729725e-11);
l_mut_45 = l_1363;
let l_1364 = l_mut_45 * l_1357;
let l_1365 = l_1364 + f64(2.08767569878681e-9);
l_mut_45 = l_1365;
let l_1366 = l_mut_45 * l_1357;
let l_1367 = l_1366 - f64(2.755731922398589e-7);
l_mut_45 = l_1367;
let l_1368 = l_mut_45 * l_1357;
let l_1369 = l_1368 + f64(2.48015873015873e-5);
l_mut_45 = l_1369;
let l_1370 = l_mut_45 * l_1357;
let l_1371 = l_1370 - f64(0.001388888888888889);
l_mut_45 = l_1371;
let l_1372 = l_mut_45 * l_1357;
let l_1373 = l_1372 + f64(0.041666666666666664);
l_mut_45 = l_1373;
let l_1374 = f64(0.5) * l_1357;
let l_1375 = f64(1.0) - l_1374;
let l_1376 = l_1357 * l_1357;
let l_1377 = l_1376 * l_mut_45;
let l_1378 = f64(0.0) * l_mut_219;
let l_1379 = l_1377 - l_1378;
let l_1380 = l_1375 + l_1379;
let l_1381 = l_mut_248 & u32(1);
let l_1382 = l_1381 == u32(1);
l_mut_219 = l_1356;
let l_1383 = l_mut_248 & u32(2);
let l_1384 = l_1383 != u32(0);
l_mut_308 = l_1384;
l_mut_219 = l_1380;
if l_1382 {
l_mut_219 = l_1356;
}
let l_1385 = l_mut_248 + u32(1);
let l_1386 = l_1385 & u32(2);
let l_1387 = l_1386 != u32(0);
l_mut_308 = l_1387;
let l_1388 = bool(false) && l_1330;
if l_1388 {
let l_1389 = !l_mut_308;
l_mut_308 = l_1389;
}
if l_mut_308 {
let l_1390 = -l_mut_219;
l_mut_219 = l_1390;
}
let l_1391 = abs(l_mut_867);
let l_1392 = l_1391 * f64(1.4551915228366852e-11);
let l_1393 = abs(l_mut_219);
let l_1394 = l_1393 * f64(1.4551915228366852e-11);
l_mut_45 = f64(1.4551915228366852e-11);
l_mut_248 = u32(2);
if l_176 {
let l_1395 = l_mut_867 - l_178;
let l_1396 = abs(l_1395);
let l_1397 = l_1396 * f64(2.220446049250313e-16);
let l_1398 = l_1392 + l_1397;
let l_1399 = l_1395 + l_1398;
let l_1400 = -l_1399;
let l_1401 = l_1400 * f64(7.1362384635298e44);
let l_1402 = floor(l_1401);
let l_1403 = l_1402 * f64(1.401298464324817e-45);
l_mut_1404 = l_1403;
let l_1405 = abs(l_1400);
let l_1406 = l_1405 >= f64(1.1754943508222875e-38);
if l_1406 {
let l_1407 = f32(l_1400);
let l_1408 = f64(l_1407);
l_mut_1404 = l_1408;
let l_1409 = l_mut_1404 > l_1400;
if l_1409 {
let l_1410 = bitcast<u32>(l_1407);
let l_1411 = l_1410 ^ u32(2147483648);
let l_1412 = bitcast<f32>(l_1411);
let l_1413 = bitcast<u32>(l_1412);
let l_1414 = l_1413 + u32(1);
l_mut_206 = l_1414;
let l_1415 = l_1413 & u32(2147483647);
let l_1416 = l_1415 == u32(0);
if l_1416 {
l_mut_206 = u32(1);
} else {
let l_1417 = l_1413 & u32(2147483648);
let l_1418 = l_1417 != u32(0);
if l_1418 {
let l_1419 = l_1413 - u32(1);
l_mut_206 = l_1419;
} else {
let l_1420 = l_1413 == u32(2139095040);
if l_1420 {
l_mut_206 = l_1413;
}
}
}
let l_1421 = bitcast<f32>(l_mut_206);
let l_1422 = bitcast<u32>(l_1421);
let l_1423 = l_1422 ^ u32(2147483648);
let l_1424 = bitcast<f32>(l_1423);
let l_1425 = bitcast<u32>(l_1424);
let l_1426 = l_1425 & u32(2147483647);
let l_1427 = bitcast<f32>(l_1426);
let l_1428 = f64(l_1427);
l_mut_1429 = l_1428;
let l_1430 = l_1426 < u32(8388608);
if l_1430 {
let l_1431 = f64(l_1426);
let l_1432 = l_1431 * f64(1.401298464324817e-45);
l_mut_1429 = l_1432;
}
let l_1433 = bitcast<u64>(l_mut_1429);
let l_1434 = l_1425 >> u32(31);
let l_1435 = u64(l_1434);
let l_1436 = l_1435 << u32(bitcast<u64>(u64(63)));
let l_1437 = l_1433 | l_1436;
let l_1438 = bitcast<f64>(l_1437);
l_mut_1404 = l_1438;
} else {
let l_1439 = bitcast<u32>(l_1407);
let l_1440 = l_1439 + u32(1);
l_mut_206 = l_1440;
let l_1441 = l_1439 & u32(2147483647);
let l_1442 = l_1441 == u32(0);
if l_1442 {
l_mut_206 = u32(1);
} else {
let l_1443 = l_1439 & u32(2147483648);
let l_1444 = l_1443 != u32(0);
if l_1444 {
let l_1445 = l_1439 - u32(1);
l_mut_206 = l_1445;
} else {
let l_1446 = l_1439 == u32(2139095040);
if l_1446 {
l_mut_206 = l_1439;
}
}
}
let l_1447 = bitcast<f32>(l_mut_206);
let l_1448 = bitcast<u32>(l_1447);
let l_1449 = l_1448 & u32(2147483647);
let l_1450 = bitcast<f32>(l_1449);
let l_1451 = f64(l_1450);
l_mut_1429 = l_1451;
let l_1452 = l_1449 < u32(8388608);
if l_1452 {
let l_1453 = f64(l_1449);
let l_1454 = l_1453 * f64(1.401298464324817e-45);
l_mut_1429 = l_1454;
}
let l_1455 = bitcast<u64>(l_mut_1429);
let l_1456 = l_1448 >> u32(31);
let l_1457 = u64(l_1456);
let l_1458 = l_1457 << u32(bitcast<u64>(u64(63)));
let l_1459 = l_1455 | l_1458;
let l_1460 = bitcast<f64>(l_1459);
let l_1461 = l_1460 <= l_1400;
if l_1461 {
let l_1462 = bitcast<u32>(l_1407);
let l_1463 = l_1462 + u32(1);
l_mut_206 = l_1463;
let l_1464 = l_1462 & u32(2147483647);
let l_1465 = l_1464 == u32(0);
if l_1465 {
l_mut_206 = u32(1);
} else {
let l_1466 = l_1462 & u32(2147483648);
let l_1467 = l_1466 != u32(0);
if l_1467 {
let l_1468 = l_1462 - u32(1);
l_mut_206 = l_1468;
} else {
let l_1469 = l_1462 == u32(2139095040);
if l_1469 {
l_mut_206 = l_1462;
}
}
}
let l_1470 = bitcast<f32>(l_mut_206);
let l_1471 = bitcast<u32>(l_1470);
let l_1472 = l_1471 & u32(2147483647);
let l_1473 = bitcast<f32>(l_1472);
let l_1474 = f64(l_1473);
l_mut_1429 = l_1474;
let l_1475 = l_1472 < u32(8388608);
if l_1475 {
let l_1476 = f64(l_1472);
let l_1477 = l_1476 * f64(1.401298464324817e-45);
l_mut_1429 = l_1477;
}
let l_1478 = bitcast<u64>(l_mut_1429);
let l_1479 = l_1471 >> u32(31);
let l_1480 = u64(l_1479);
let l_1481 = l_1480 << u32(bitcast<u64>(u64(63)));
let l_1482 = l_1478 | l_1481;
let l_1483 = bitcast<f64>(l_1482);
l_mut_1404 = l_1483;
}
}
}
let l_1484 = -l_mut_1404;
l_mut_1429 = l_1484;
let l_1485 = bool(true) && bool(true);
if l_1485 {
let l_1486 = l_1395 + l_1398;
let l_1487 = l_1486 * f64(7.1362384635298e44);
let l_1488 = floor(l_1487);
let l_1489 = l_1488 * f64(1.401298464324817e-45);
l_mut_1404 = l_1489;
let l_1490 = abs(l_1486);
let l_1491 = l_1490 >= f64(1.1754943508222875e-38);
if l_1491 {
let l_1492 = f32(l_1486);
let l_1493 = f64(l_1492);
l_mut_1404 = l_1493;
let l_1494 = l_mut_1404 > l_1486;
if l_1494 {
let l_1495 = bitcast<u32>(l_1492);
let l_1496 = l_1495 ^ u32(2147483648);
let l_1497 = bitcast<f32>(l_1496);
let l_1498 = bitcast<u32>(l_1497);
let l_1499 = l_1498 + u32(1);
l_mut_206 = l_1499;
let l_1500 = l_1498 & u32(2147483647);
let l_1501 = l_1500 == u32(0);
if l_1501 {
l_mut_206 = u32(1);
} else {
let l_1502 = l_1498 & u32(2147483648);
let l_1503 = l_1502 != u32(0);
if l_1503 {
let l_1504 = l_1498 - u32(1);
l_mut_206 = l_1504;
} else {
let l_1505 = l_1498 == u32(2139095040);
if l_1505 {
l_mut_206 = l_1498;
}
}
}
let l_1506 = bitcast<f32>(l_mut_206);
let l_1507 = bitcast<u32>(l_1506);
let l_1508 = l_1507 ^ u32(2147483648);
let l_1509 = bitcast<f32>(l_1508);
let l_1510 = bitcast<u32>(l_1509);
let l_1511 = l_1510 & u32(2147483647);
let l_1512 = bitcast<f32>(l_1511);
let l_1513 = f64(l_1512);
l_mut_1514 = l_1513;
let l_1515 = l_1511 < u32(8388608);
if l_1515 {
let l_1516 = f64(l_1511);
let l_1517 = l_1516 * f64(1.401298464324817e-45);
l_mut_1514 = l_1517;
}
let l_1518 = bitcast<u64>(l_mut_1514);
let l_1519 = l_1510 >> u32(31);
let l_1520 = u64(l_1519);
let l_1521 = l_1520 << u32(bitcast<u64>(u64(63)));
let l_1522 = l_1518 | l_1521;
let l_1523 = bitcast<f64>(l_1522);
l_mut_1404 = l_1523;
} else {
let l_1524 = bitcast<u32>(l_1492);
let l_1525 = l_1524 + u32(1);
l_mut_206 = l_1525;
let l_1526 = l_1524 & u32(2147483647);
let l_1527 = l_1526 == u32(0);
if l_1527 {
l_mut_206 = u32(1);
} else {
let l_1528 = l_1524 & u32(2147483648);
let l_1529 = l_1528 != u32(0);
if l_1529 {
let l_1530 = l_1524 - u32(1);
l_mut_206 = l_1530;
} else {
let l_1531 = l_1524 == u32(2139095040);
if l_1531 {
l_mut_206 = l_1524;
}
}
}
let l_1532 = bitcast<f32>(l_mut_206);
let l_1533 = bitcast<u32>(l_1532);
let l_1534 = l_1533 & u32(2147483647);
let l_1535 = bitcast<f32>(l_1534);
let l_1536 = f64(l_1535);
l_mut_1514 = l_1536;
let l_1537 = l_1534 < u32(8388608);
if l_1537 {
let l_1538 = f64(l_1534);
let l_1539 = l_1538 * f64(1.401298464324817e-45);
l_mut_1514 = l_1539;
}
let l_1540 = bitcast<u64>(l_mut_1514);
let l_1541 = l_1533 >> u32(31);
let l_1542 = u64(l_1541);
let l_1543 = l_1542 << u32(bitcast<u64>(u64(63)));
let l_1544 = l_1540 | l_1543;
let l_1545 = bitcast<f64>(l_1544);
let l_1546 = l_1545 <= l_1486;
if l_1546 {
let l_1547 = bitcast<u32>(l_1492);
let l_1548 = l_1547 + u32(1);
l_mut_206 = l_1548;
let l_1549 = l_1547 & u32(2147483647);
let l_1550 = l_1549 == u32(0);
if l_1550 {
l_mut_206 = u32(1);
} else {
let l_1551 = l_1547 & u32(2147483648);
let l_1552 = l_1551 != u32(0);
if l_1552 {
let l_1553 = l_1547 - u32(1);
l_mut_206 = l_1553;
} else {
let l_1554 = l_1547 == u32(2139095040);
if l_1554 {
l_mut_206 = l_1547;
}
}
}
let l_1555 = bitcast<f32>(l_mut_206);
let l_1556 = bitcast<u32>(l_1555);
let l_1557 = l_1556 & u32(2147483647);
let l_1558 = bitcast<f32>(l_1557);
let l_1559 = f64(l_1558);
l_mut_1514 = l_1559;
let l_1560 = l_1557 < u32(8388608);
if l_1560 {
let l_1561 = f64(l_1557);
let l_1562 = l_1561 * f64(1.401298464324817e-45);
l_mut_1514 = l_1562;
}
let l_1563 = bitcast<u64>(l_mut_1514);
let l_1564 = l_1556 >> u32(31);
let l_1565 = u64(l_1564);
let l_1566 = l_1565 << u32(bitcast<u64>(u64(63)));
let l_1567 = l_1563 | l_1566;
let l_1568 = bitcast<f64>(l_1567);
l_mut_1404 = l_1568;
}
}
}
l_mut_1429 = l_mut_1404;
} else {
let l_1569 = l_1395 - l_1398;
let l_1570 = l_1569 * f64(7.1362384635298e44);
let l_1571 = floor(l_1570);
let l_1572 = l_1571 * f64(1.401298464324817e-45);
l_mut_1514 = l_1572;
let l_1573 = abs(l_1569);
let l_1574 = l_1573 >= f64(1.1754943508222875e-38);
if l_1574 {
let l_1575 = f32(l_1569);
let l_1576 = f64(l_1575);
l_mut_1514 = l_1576;
let l_1577 = l_mut_1514 > l_1569;
if l_1577 {
let l_1578 = bitcast<u32>(l_1575);
let l_1579 = l_1578 ^ u32(2147483648);
let l_1580 = bitcast<f32>(l_1579);
let l_1581 = bitcast<u32>(l_1580);
let l_1582 = l_1581 + u32(1);
l_mut_206 = l_1582;
let l_1583 = l_1581 & u32(2147483647);
let l_1584 = l_1583 == u32(0);
if l_1584 {
l_mut_206 = u32(1);
} else {
let l_1585 = l_1581 & u32(2147483648);
let l_1586 = l_1585 != u32(0);
if l_1586 {
let l_1587 = l_1581 - u32(1);
l_mut_206 = l_1587;
} else {
let l_1588 = l_1581 == u32(2139095040);
if l_1588 {
l_mut_206 = l_1581;
}
}
}
let l_1589 = bitcast<f32>(l_mut_206);
let l_1590 = bitcast<u32>(l_1589);
let l_1591 = l_1590 ^ u32(2147483648);
let l_1592 = bitcast<f32>(l_1591);
let l_1593 = bitcast<u32>(l_1592);
let l_1594 = l_1593 & u32(2147483647);
let l_1595 = bitcast<f32>(l_1594);
let l_1596 = f64(l_1595);
l_mut_1404 = l_1596;
let l_1597 = l_1594 < u32(8388608);
if l_1597 {
let l_1598 = f64(l_1594);
let l_1599 = l_1598 * f64(1.401298464324817e-45);
l_mut_1404 = l_1599;
}
let l_1600 = bitcast<u64>(l_mut_1404);
let l_1601 = l_1593 >> u32(31);
let l_1602 = u64(l_1601);
let l_1603 = l_1602 << u32(bitcast<u64>(u64(63)));
let l_1604 = l_1600 | l_1603;
let l_1605 = bitcast<f64>(l_1604);
l_mut_1514 = l_1605;
} else {
let l_1606 = bitcast<u32>(l_1575);
let l_1607 = l_1606 + u32(1);
l_mut_206 = l_1607;
let l_1608 = l_1606 & u32(2147483647);
let l_1609 = l_1608 == u32(0);
if l_1609 {
l_mut_206 = u32(1);
} else {
let l_1610 = l_1606 & u32(2147483648);
let l_1611 = l_1610 != u32(0);
if l_1611 {
let l_1612 = l_1606 - u32(1);
l_mut_206 = l_1612;
} else {
let l_1613 = l_1606 == u32(2139095040);
if l_1613 {
l_mut_206 = l_1606;
}
}
}
let l_1614 = bitcast<f32>(l_mut_206);
let l_1615 = bitcast<u32>(l_1614);
let l_1616 = l_1615 & u32(2147483647);
let l_1617 = bitcast<f32>(l_1616);
let l_1618 = f64(l_1617);
l_mut_1404 = l_1618;
let l_1619 = l_1616 < u32(8388608);
if l_1619 {
let l_1620 = f64(l_1616);
let l_1621 = l_1620 * f64(1.401298464324817e-45);
l_mut_1404 = l_1621;
}
let l_1622 = bitcast<u64>(l_mut_1404);
let l_1623 = l_1615 >> u32(31);
let l_1624 = u64(l_1623);
let l_1625 = l_1624 << u32(bitcast<u64>(u64(63)));
let l_1626 = l_1622 | l_1625;
let l_1627 = bitcast<f64>(l_1626);
let l_1628 = l_1627 <= l_1569;
if l_1628 {
let l_1629 = bitcast<u32>(l_1575);
let l_1630 = l_1629 + u32(1);
l_mut_206 = l_1630;
let l_1631 = l_1629 & u32(2147483647);
let l_1632 = l_1631 == u32(0);
if l_1632 {
l_mut_206 = u32(1);
} else {
let l_1633 = l_1629 & u32(2147483648);
let l_1634 = l_1633 != u32(0);
if l_1634 {
let l_1635 = l_1629 - u32(1);
l_mut_206 = l_1635;
} else {
let l_1636 = l_1629 == u32(2139095040);
if l_1636 {
l_mut_206 = l_1629;
}
}
}
let l_1637 = bitcast<f32>(l_mut_206);
let l_1638 = bitcast<u32>(l_1637);
let l_1639 = l_1638 & u32(2147483647);
let l_1640 = bitcast<f32>(l_1639);
let l_1641 = f64(l_1640);
l_mut_1404 = l_1641;
let l_1642 = l_1639 < u32(8388608);
if l_1642 {
let l_1643 = f64(l_1639);
let l_1644 = l_1643 * f64(1.401298464324817e-45);
l_mut_1404 = l_1644;
}
let l_1645 = bitcast<u64>(l_mut_1404);
let l_1646 = l_1638 >> u32(31);
let l_1647 = u64(l_1646);
let l_1648 = l_1647 << u32(bitcast<u64>(u64(63)));
let l_1649 = l_1645 | l_1648;
let l_1650 = bitcast<f64>(l_1649);
l_mut_1514 = l_1650;
}
}
}
l_mut_1429 = l_mut_1514;
}
let l_1651 = l_mut_867 + l_178;
let l_1652 = abs(l_1651);
let l_1653 = l_1652 * f64(2.220446049250313e-16);
let l_1654 = l_1392 + l_1653;
let l_1655 = l_1651 + l_1654;
let l_1656 = -l_1655;
let l_1657 = l_1656 * f64(7.1362384635298e44);
let l_1658 = floor(l_1657);
let l_1659 = l_1658 * f64(1.401298464324817e-45);
l_mut_1514 = l_1659;
let l_1660 = abs(l_1656);
let l_1661 = l_1660 >= f64(1.1754943508222875e-38);
if l_1661 {
let l_1662 = f32(l_1656);
let l_1663 = f64(l_1662);
l_mut_1514 = l_1663;
let l_1664 = l_mut_1514 > l_1656;
if l_1664 {
let l_1665 = bitcast<u32>(l_1662);
let l_1666 = l_1665 ^ u32(2147483648);
let l_1667 = bitcast<f32>(l_1666);
let l_1668 = bitcast<u32>(l_1667);
let l_1669 = l_1668 + u32(1);
l_mut_206 = l_1669;
let l_1670 = l_1668 & u32(2147483647);
let l_1671 = l_1670 == u32(0);
if l_1671 {
l_mut_206 = u32(1);
} else {
let l_1672 = l_1668 & u32(2147483648);
let l_1673 = l_1672 != u32(0);
if l_1673 {
let l_1674 = l_1668 - u32(1);
l_mut_206 = l_1674;
} else {
let l_1675 = l_1668 == u32(2139095040);
if l_1675 {
l_mut_206 = l_1668;
}
}
}
let l_1676 = bitcast<f32>(l_mut_206);
let l_1677 = bitcast<u32>(l_1676);
let l_1678 = l_1677 ^ u32(2147483648);
let l_1679 = bitcast<f32>(l_1678);
let l_1680 = bitcast<u32>(l_1679);
let l_1681 = l_1680 & u32(2147483647);
let l_1682 = bitcast<f32>(l_1681);
let l_1683 = f64(l_1682);
l_mut_1404 = l_1683;
let l_1684 = l_1681 < u32(8388608);
if l_1684 {
let l_1685 = f64(l_1681);
let l_1686 = l_1685 * f64(1.401298464324817e-45);
l_mut_1404 = l_1686;
}
let l_1687 = bitcast<u64>(l_mut_1404);
let l_1688 = l_1680 >> u32(31);
let l_1689 = u64(l_1688);
let l_1690 = l_1689 << u32(bitcast<u64>(u64(63)));
let l_1691 = l_1687 | l_1690;
let l_1692 = bitcast<f64>(l_1691);
l_mut_1514 = l_1692;
} else {
let l_1693 = bitcast<u32>(l_1662);
let l_1694 = l_1693 + u32(1);
l_mut_206 = l_1694;
let l_1695 = l_1693 & u32(2147483647);
let l_1696 = l_1695 == u32(0);
if l_1696 {
l_mut_206 = u32(1);
} else {
let l_1697 = l_1693 & u32(2147483648);
let l_1698 = l_1697 != u32(0);
if l_1698 {
let l_1699 = l_1693 - u32(1);
l_mut_206 = l_1699;
} else {
let l_1700 = l_1693 == u32(2139095040);
if l_1700 {
l_mut_206 = l_1693;
}
}
}
let l_1701 = bitcast<f32>(l_mut_206);
let l_1702 = bitcast<u32>(l_1701);
let l_1703 = l_1702 & u32(2147483647);
let l_1704 = bitcast<f32>(l_1703);
let l_1705 = f64(l_1704);
l_mut_1404 = l_1705;
let l_1706 = l_1703 < u32(8388608);
if l_1706 {
let l_1707 = f64(l_1703);
let l_1708 = l_1707 * f64(1.401298464324817e-45);
l_mut_1404 = l_1708;
}
let l_1709 = bitcast<u64>(l_mut_1404);
let l_1710 = l_1702 >> u32(31);
let l_1711 = u64(l_1710);
let l_1712 = l_1711 << u32(bitcast<u64>(u64(63)));
let l_1713 = l_1709 | l_1712;
let l_1714 = bitcast<f64>(l_1713);
let l_1715 = l_1714 <= l_1656;
if l_1715 {
let l_1716 = bitcast<u32>(l_1662);
let l_1717 = l_1716 + u32(1);
l_mut_206 = l_1717;
let l_1718 = l_1716 & u32(2147483647);
let l_1719 = l_1718 == u32(0);
if l_1719 {
l_mut_206 = u32(1);
} else {
let l_1720 = l_1716 & u32(2147483648);
let l_1721 = l_1720 != u32(0);
if l_1721 {
let l_1722 = l_1716 - u32(1);
l_mut_206 = l_1722;
} else {
let l_1723 = l_1716 == u32(2139095040);
if l_1723 {
l_mut_206 = l_1716;
}
}
}
let l_1724 = bitcast<f32>(l_mut_206);
let l_1725 = bitcast<u32>(l_1724);
let l_1726 = l_1725 & u32(2147483647);
let l_1727 = bitcast<f32>(l_1726);
let l_1728 = f64(l_1727);
l_mut_1404 = l_1728;
let l_1729 = l_1726 < u32(8388608);
if l_1729 {
let l_1730 = f64(l_1726);
let l_1731 = l_1730 * f64(1.401298464324817e-45);
l_mut_1404 = l_1731;
}
let l_1732 = bitcast<u64>(l_mut_1404);
let l_1733 = l_1725 >> u32(31);
let l_1734 = u64(l_1733);
let l_1735 = l_1734 << u32(bitcast<u64>(u64(63)));
let l_1736 = l_1732 | l_1735;
let l_1737 = bitcast<f64>(l_1736);
l_mut_1514 = l_1737;
}
}
}
let l_1738 = -l_mut_1514;
l_mut_1514 = l_1738;
let l_1739 = bool(false) && bool(true);
if l_1739 {
let l_1740 = l_1651 + l_1654;
let l_1741 = l_1740 * f64(7.1362384635298e44);
let l_1742 = floor(l_1741);
let l_1743 = l_1742 * f64(1.401298464324817e-45);
l_mut_1404 = l_1743;
let l_1744 = abs(l_1740);
let l_1745 = l_1744 >= f64(1.1754943508222875e-38);
if l_1745 {
let l_1746 = f32(l_1740);
let l_1747 = f64(l_1746);
l_mut_1404 = l_1747;
let l_1748 = l_mut_1404 > l_1740;
if l_1748 {
let l_1749 = bitcast<u32>(l_1746);
let l_1750 = l_1749 ^ u32(2147483648);
let l_1751 = bitcast<f32>(l_1750);
let l_1752 = bitcast<u32>(l_1751);
let l_1753 = l_1752 + u32(1);
l_mut_206 = l_1753;
let l_1754 = l_1752 & u32(2147483647);
let l_1755 = l_1754 == u32(0);
if l_1755 {
l_mut_206 = u32(1);
} else {
let l_1756 = l_1752 & u32(2147483648);
let l_1757 = l_1756 != u32(0);
if l_1757 {
let l_1758 = l_1752 - u32(1);
l_mut_206 = l_1758;
} else {
let l_1759 = l_1752 == u32(2139095040);
if l_1759 {
l_mut_206 = l_1752;
}
}
}
let l_1760 = bitcast<f32>(l_mut_206);
let l_1761 = bitcast<u32>(l_1760);
let l_1762 = l_1761 ^ u32(2147483648);
let l_1763 = bitcast<f32>(l_1762);
let l_1764 = bitcast<u32>(l_1763);
let l_1765 = l_1764 & u32(2147483647);
let l_1766 = bitcast<f32>(l_1765);
let l_1767 = f64(l_1766);
l_mut_1768 = l_1767;
let l_1769 = l_1765 < u32(8388608);
if l_1769 {
let l_1770 = f64(l_1765);
let l_1771 = l_1770 * f64(1.401298464324817e-45);
l_mut_1768 = l_1771;
}
let l_1772 = bitcast<u64>(l_mut_1768);
let l_1773 = l_1764 >> u32(31);
let l_1774 = u64(l_1773);
let l_1775 = l_1774 << u32(bitcast<u64>(u64(63)));
let l_1776 = l_1772 | l_1775;
let l_1777 = bitcast<f64>(l_1776);
l_mut_1404 = l_1777;
} else {
let l_1778 = bitcast<u32>(l_1746);
let l_1779 = l_1778 + u32(1);
l_mut_206 = l_1779;
let l_1780 = l_1778 & u32(2147483647);
let l_1781 = l_1780 == u32(0);
if l_1781 {
l_mut_206 = u32(1);
} else {
let l_1782 = l_1778 & u32(2147483648);
let l_1783 = l_1782 != u32(0);
if l_1783 {
let l_1784 = l_1778 - u32(1);
l_mut_206 = l_1784;
} else {
let l_1785 = l_1778 == u32(2139095040);
if l_1785 {
l_mut_206 = l_1778;
}
}
}
let l_1786 = bitcast<f32>(l_mut_206);
let l_1787 = bitcast<u32>(l_1786);
let l_1788 = l_1787 & u32(2147483647);
let l_1789 = bitcast<f32>(l_1788);
let l_1790 = f64(l_1789);
l_mut_1768 = l_1790;
let l_1791 = l_1788 < u32(8388608);
if l_1791 {
let l_1792 = f64(l_1788);
let l_1793 = l_1792 * f64(1.401298464324817e-45);
l_mut_1768 = l_1793;
}
let l_1794 = bitcast<u64>(l_mut_1768);
let l_1795 = l_1787 >> u32(31);
let l_1796 = u64(l_1795);
let l_1797 = l_1796 << u32(bitcast<u64>(u64(63)));
let l_1798 = l_1794 | l_1797;
let l_1799 = bitcast<f64>(l_1798);
let l_1800 = l_1799 <= l_1740;
if l_1800 {
let l_1801 = bitcast<u32>(l_1746);
let l_1802 = l_1801 + u32(1);
l_mut_206 = l_1802;
let l_1803 = l_1801 & u32(2147483647);
let l_1804 = l_1803 == u32(0);
if l_1804 {
l_mut_206 = u32(1);
} else {
let l_1805 = l_1801 & u32(2147483648);
let l_1806 = l_1805 != u32(0);
if l_1806 {
let l_1807 = l_1801 - u32(1);
l_mut_206 = l_1807;
} else {
let l_1808 = l_1801 == u32(2139095040);
if l_1808 {
l_mut_206 = l_1801;
}
}
}
let l_1809 = bitcast<f32>(l_mut_206);
let l_1810 = bitcast<u32>(l_1809);
let l_1811 = l_1810 & u32(2147483647);
let l_1812 = bitcast<f32>(l_1811);
let l_1813 = f64(l_1812);
l_mut_1768 = l_1813;
let l_1814 = l_1811 < u32(8388608);
if l_1814 {
let l_1815 = f64(l_1811);
let l_1816 = l_1815 * f64(1.401298464324817e-45);
l_mut_1768 = l_1816;
}
let l_1817 = bitcast<u64>(l_mut_1768);
let l_1818 = l_1810 >> u32(31);
let l_1819 = u64(l_1818);
let l_1820 = l_1819 << u32(bitcast<u64>(u64(63)));
let l_1821 = l_1817 | l_1820;
let l_1822 = bitcast<f64>(l_1821);
l_mut_1404 = l_1822;
}
}
}
l_mut_1514 = l_mut_1404;
} else {
let l_1823 = l_1651 - l_1654;
let l_1824 = -l_1823;
let l_1825 = l_1824 * f64(7.1362384635298e44);
let l_1826 = floor(l_1825);
let l_1827 = l_1826 * f64(1.401298464324817e-45);
l_mut_1768 = l_1827;
let l_1828 = abs(l_1824);
let l_1829 = l_1828 >= f64(1.1754943508222875e-38);
if l_1829 {
let l_1830 = f32(l_1824);
let l_1831 = f64(l_1830);
l_mut_1768 = l_1831;
let l_1832 = l_mut_1768 > l_1824;
if l_1832 {
let l_1833 = bitcast<u32>(l_1830);
let l_1834 = l_1833 ^ u32(2147483648);
let l_1835 = bitcast<f32>(l_1834);
let l_1836 = bitcast<u32>(l_1835);
let l_1837 = l_1836 + u32(1);
l_mut_206 = l_1837;
let l_1838 = l_1836 & u32(2147483647);
let l_1839 = l_1838 == u32(0);
if l_1839 {
l_mut_206 = u32(1);
} else {
let l_1840 = l_1836 & u32(2147483648);
let l_1841 = l_1840 != u32(0);
if l_1841 {
let l_1842 = l_1836 - u32(1);
l_mut_206 = l_1842;
} else {
let l_1843 = l_1836 == u32(2139095040);
if l_1843 {
l_mut_206 = l_1836;
}
}
}
let l_1844 = bitcast<f32>(l_mut_206);
let l_1845 = bitcast<u32>(l_1844);
let l_1846 = l_1845 ^ u32(2147483648);
let l_1847 = bitcast<f32>(l_1846);
let l_1848 = bitcast<u32>(l_1847);
let l_1849 = l_1848 & u32(2147483647);
let l_1850 = bitcast<f32>(l_1849);
let l_1851 = f64(l_1850);
l_mut_1404 = l_1851;
let l_1852 = l_1849 < u32(8388608);
if l_1852 {
let l_1853 = f64(l_1849);
let l_1854 = l_1853 * f64(1.401298464324817e-45);
l_mut_1404 = l_1854;
}
let l_1855 = bitcast<u64>(l_mut_1404);
let l_1856 = l_1848 >> u32(31);
let l_1857 = u64(l_1856);
let l_1858 = l_1857 << u32(bitcast<u64>(u64(63)));
let l_1859 = l_1855 | l_1858;
let l_1860 = bitcast<f64>(l_1859);
l_mut_1768 = l_1860;
} else {
let l_1861 = bitcast<u32>(l_1830);
let l_1862 = l_1861 + u32(1);
l_mut_206 = l_1862;
let l_1863 = l_1861 & u32(2147483647);
let l_1864 = l_1863 == u32(0);
if l_1864 {
l_mut_206 = u32(1);
} else {
let l_1865 = l_1861 & u32(2147483648);
let l_1866 = l_1865 != u32(0);
if l_1866 {
let l_1867 = l_1861 - u32(1);
l_mut_206 = l_1867;
} else {
let l_1868 = l_1861 == u32(2139095040);
if l_1868 {
l_mut_206 = l_1861;
}
}
}
let l_1869 = bitcast<f32>(l_mut_206);
let l_1870 = bitcast<u32>(l_1869);
let l_1871 = l_1870 & u32(2147483647);
let l_1872 = bitcast<f32>(l_1871);
let l_1873 = f64(l_1872);
l_mut_1404 = l_1873;
let l_1874 = l_1871 < u32(8388608);
if l_1874 {
let l_1875 = f64(l_1871);
let l_1876 = l_1875 * f64(1.401298464324817e-45);
l_mut_1404 = l_1876;
}
let l_1877 = bitcast<u64>(l_mut_1404);
let l_1878 = l_1870 >> u32(31);
let l_1879 = u64(l_1878);
let l_1880 = l_1879 << u32(bitcast<u64>(u64(63)));
let l_1881 = l_1877 | l_1880;
let l_1882 = bitcast<f64>(l_1881);
let l_1883 = l_1882 <= l_1824;
if l_1883 {
let l_1884 = bitcast<u32>(l_1830);
let l_1885 = l_1884 + u32(1);
l_mut_206 = l_1885;
let l_1886 = l_1884 & u32(2147483647);
let l_1887 = l_1886 == u32(0);
if l_1887 {
l_mut_206 = u32(1);
} else {
let l_1888 = l_1884 & u32(2147483648);
let l_1889 = l_1888 != u32(0);
if l_1889 {
let l_1890 = l_1884 - u32(1);
l_mut_206 = l_1890;
} else {
let l_1891 = l_1884 == u32(2139095040);
if l_1891 {
l_mut_206 = l_1884;
}
}
}
let l_1892 = bitcast<f32>(l_mut_206);
let l_1893 = bitcast<u32>(l_1892);
let l_1894 = l_1893 & u32(2147483647);
let l_1895 = bitcast<f32>(l_1894);
let l_1896 = f64(l_1895);
l_mut_1404 = l_1896;
let l_1897 = l_1894 < u32(8388608);
if l_1897 {
let l_1898 = f64(l_1894);
let l_1899 = l_1898 * f64(1.401298464324817e-45);
l_mut_1404 = l_1899;
}
let l_1900 = bitcast<u64>(l_mut_1404);
let l_1901 = l_1893 >> u32(31);
let l_1902 = u64(l_1901);
let l_1903 = l_1902 << u32(bitcast<u64>(u64(63)));
let l_1904 = l_1900 | l_1903;
let l_1905 = bitcast<f64>(l_1904);
l_mut_1768 = l_1905;
}
}
}
let l_1906 = -l_mut_1768;
l_mut_1514 = l_1906;
}
let l_1907 = l_mut_219 - l_178;
let l_1908 = abs(l_1907);
let l_1909 = l_1908 * f64(2.220446049250313e-16);
let l_1910 = l_1394 + l_1909;
let l_1911 = l_1907 + l_1910;
let l_1912 = -l_1911;
let l_1913 = l_1912 * f64(7.1362384635298e44);
let l_1914 = floor(l_1913);
let l_1915 = l_1914 * f64(1.401298464324817e-45);
l_mut_1768 = l_1915;
let l_1916 = abs(l_1912);
let l_1917 = l_1916 >= f64(1.1754943508222875e-38);
if l_1917 {
let l_1918 = f32(l_1912);
let l_1919 = f64(l_1918);
l_mut_1768 = l_1919;
let l_1920 = l_mut_1768 > l_1912;
if l_1920 {
let l_1921 = bitcast<u32>(l_1918);
let l_1922 = l_1921 ^ u32(2147483648);
let l_1923 = bitcast<f32>(l_1922);
let l_1924 = bitcast<u32>(l_1923);
let l_1925 = l_1924 + u32(1);
l_mut_206 = l_1925;
let l_1926 = l_1924 & u32(2147483647);
let l_1927 = l_1926 == u32(0);
if l_1927 {
l_mut_206 = u32(1);
} else {
let l_1928 = l_1924 & u32(2147483648);
let l_1929 = l_1928 != u32(0);
if l_1929 {
let l_1930 = l_1924 - u32(1);
l_mut_206 = l_1930;
} else {
let l_1931 = l_1924 == u32(2139095040);
if l_1931 {
l_mut_206 = l_1924;
}
}
}
let l_1932 = bitcast<f32>(l_mut_206);
let l_1933 = bitcast<u32>(l_1932);
let l_1934 = l_1933 ^ u32(2147483648);
let l_1935 = bitcast<f32>(l_1934);
let l_1936 = bitcast<u32>(l_1935);
let l_1937 = l_1936 & u32(2147483647);
let l_1938 = bitcast<f32>(l_1937);
let l_1939 = f64(l_1938);
l_mut_1404 = l_1939;
let l_1940 = l_1937 < u32(8388608);
if l_1940 {
let l_1941 = f64(l_1937);
let l_1942 = l_1941 * f64(1.401298464324817e-45);
l_mut_1404 = l_1942;
}
let l_1943 = bitcast<u64>(l_mut_1404);
let l_1944 = l_1936 >> u32(31);
let l_1945 = u64(l_1944);
let l_1946 = l_1945 << u32(bitcast<u64>(u64(63)));
let l_1947 = l_1943 | l_1946;
let l_1948 = bitcast<f64>(l_1947);
l_mut_1768 = l_1948;
} else {
let l_1949 = bitcast<u32>(l_1918);
let l_1950 = l_1949 + u32(1);
l_mut_206 = l_1950;
let l_1951 = l_1949 & u32(2147483647);
let l_1952 = l_1951 == u32(0);
if l_1952 {
l_mut_206 = u32(1);
} else {
let l_1953 = l_1949 & u32(2147483648);
let l_1954 = l_1953 != u32(0);
if l_1954 {
let l_1955 = l_1949 - u32(1);
l_mut_206 = l_1955;
} else {
let l_1956 = l_1949 == u32(2139095040);
if l_1956 {
l_mut_206 = l_1949;
}
}
}
let l_1957 = bitcast<f32>(l_mut_206);
let l_1958 = bitcast<u32>(l_1957);
let l_1959 = l_1958 & u32(2147483647);
let l_1960 = bitcast<f32>(l_1959);
let l_1961 = f64(l_1960);
l_mut_1404 = l_1961;
let l_1962 = l_1959 < u32(8388608);
if l_1962 {
let l_1963 = f64(l_1959);
let l_1964 = l_1963 * f64(1.401298464324817e-45);
l_mut_1404 = l_1964;
}
let l_1965 = bitcast<u64>(l_mut_1404);
let l_1966 = l_1958 >> u32(31);
let l_1967 = u64(l_1966);
let l_1968 = l_1967 << u32(bitcast<u64>(u64(63)));
let l_1969 = l_1965 | l_1968;
let l_1970 = bitcast<f64>(l_1969);
let l_1971 = l_1970 <= l_1912;
if l_1971 {
let l_1972 = bitcast<u32>(l_1918);
let l_1973 = l_1972 + u32(1);
l_mut_206 = l_1973;
let l_1974 = l_1972 & u32(2147483647);
let l_1975 = l_1974 == u32(0);
if l_1975 {
l_mut_206 = u32(1);
} else {
let l_1976 = l_1972 & u32(2147483648);
let l_1977 = l_1976 != u32(0);
if l_1977 {
let l_1978 = l_1972 - u32(1);
l_mut_206 = l_1978;
} else {
let l_1979 = l_1972 == u32(2139095040);
if l_1979 {
l_mut_206 = l_1972;
}
}
}
let l_1980 = bitcast<f32>(l_mut_206);
let l_1981 = bitcast<u32>(l_1980);
let l_1982 = l_1981 & u32(2147483647);
let l_1983 = bitcast<f32>(l_1982);
let l_1984 = f64(l_1983);
l_mut_1404 = l_1984;
let l_1985 = l_1982 < u32(8388608);
if l_1985 {
let l_1986 = f64(l_1982);
let l_1987 = l_1986 * f64(1.401298464324817e-45);
l_mut_1404 = l_1987;
}
let l_1988 = bitcast<u64>(l_mut_1404);
let l_1989 = l_1981 >> u32(31);
let l_1990 = u64(l_1989);
let l_1991 = l_1990 << u32(bitcast<u64>(u64(63)));
let l_1992 = l_1988 | l_1991;
let l_1993 = bitcast<f64>(l_1992);
l_mut_1768 = l_1993;
}
}
}
let l_1994 = -l_mut_1768;
l_mut_1768 = l_1994;
let l_1995 = bool(true) && bool(true);
if l_1995 {
let l_1996 = l_1907 + l_1910;
let l_1997 = l_1996 * f64(7.1362384635298e44);
let l_1998 = floor(l_1997);
let l_1999 = l_1998 * f64(1.401298464324817e-45);
l_mut_1404 = l_1999;
let l_2000 = abs(l_1996);
let l_2001 = l_2000 >= f64(1.1754943508222875e-38);
if l_2001 {
let l_2002 = f32(l_1996);
let l_2003 = f64(l_2002);
l_mut_1404 = l_2003;
let l_2004 = l_mut_1404 > l_1996;
if l_2004 {
let l_2005 = bitcast<u32>(l_2002);
let l_2006 = l_2005 ^ u32(2147483648);
let l_2007 = bitcast<f32>(l_2006);
let l_2008 = bitcast<u32>(l_2007);
let l_2009 = l_2008 + u32(1);
l_mut_206 = l_2009;
let l_2010 = l_2008 & u32(2147483647);
let l_2011 = l_2010 == u32(0);
if l_2011 {
l_mut_206 = u32(1);
} else {
let l_2012 = l_2008 & u32(2147483648);
let l_2013 = l_2012 != u32(0);
if l_2013 {
let l_2014 = l_2008 - u32(1);
l_mut_206 = l_2014;
} else {
let l_2015 = l_2008 == u32(2139095040);
if l_2015 {
l_mut_206 = l_2008;
}
}
}
let l_2016 = bitcast<f32>(l_mut_206);
let l_2017 = bitcast<u32>(l_2016);
let l_2018 = l_2017 ^ u32(2147483648);
let l_2019 = bitcast<f32>(l_2018);
let l_2020 = bitcast<u32>(l_2019);
let l_2021 = l_2020 & u32(2147483647);
let l_2022 = bitcast<f32>(l_2021);
let l_2023 = f64(l_2022);
l_mut_2024 = l_2023;
let l_2025 = l_2021 < u32(8388608);
if l_2025 {
let l_2026 = f64(l_2021);
let l_2027 = l_2026 * f64(1.401298464324817e-45);
l_mut_2024 = l_2027;
}
let l_2028 = bitcast<u64>(l_mut_2024);
let l_2029 = l_2020 >> u32(31);
let l_2030 = u64(l_2029);
let l_2031 = l_2030 << u32(bitcast<u64>(u64(63)));
let l_2032 = l_2028 | l_2031;
let l_2033 = bitcast<f64>(l_2032);
l_mut_1404 = l_2033;
} else {
let l_2034 = bitcast<u32>(l_2002);
let l_2035 = l_2034 + u32(1);
l_mut_206 = l_2035;
let l_2036 = l_2034 & u32(2147483647);
let l_2037 = l_2036 == u32(0);
if l_2037 {
l_mut_206 = u32(1);
} else {
let l_2038 = l_2034 & u32(2147483648);
let l_2039 = l_2038 != u32(0);
if l_2039 {
let l_2040 = l_2034 - u32(1);
l_mut_206 = l_2040;
} else {
let l_2041 = l_2034 == u32(2139095040);
if l_2041 {
l_mut_206 = l_2034;
}
}
}
let l_2042 = bitcast<f32>(l_mut_206);
let l_2043 = bitcast<u32>(l_2042);
let l_2044 = l_2043 & u32(2147483647);
let l_2045 = bitcast<f32>(l_2044);
let l_2046 = f64(l_2045);
l_mut_2024 = l_2046;
let l_2047 = l_2044 < u32(8388608);
if l_2047 {
let l_2048 = f64(l_2044);
let l_2049 = l_2048 * f64(1.401298464324817e-45);
l_mut_2024 = l_2049;
}
let l_2050 = bitcast<u64>(l_mut_2024);
let l_2051 = l_2043 >> u32(31);
let l_2052 = u64(l_2051);
let l_2053 = l_2052 << u32(bitcast<u64>(u64(63)));
let l_2054 = l_2050 | l_2053;
let l_2055 = bitcast<f64>(l_2054);
let l_2056 = l_2055 <= l_1996;
if l_2056 {
let l_2057 = bitcast<u32>(l_2002);
let l_2058 = l_2057 + u32(1);
l_mut_206 = l_2058;
let l_2059 = l_2057 & u32(2147483647);
let l_2060 = l_2059 == u32(0);
if l_2060 {
l_mut_206 = u32(1);
} else {
let l_2061 = l_2057 & u32(2147483648);
let l_2062 = l_2061 != u32(0);
if l_2062 {
let l_2063 = l_2057 - u32(1);
l_mut_206 = l_2063;
} else {
let l_2064 = l_2057 == u32(2139095040);
if l_2064 {
l_mut_206 = l_2057;
}
}
}
let l_2065 = bitcast<f32>(l_mut_206);
let l_2066 = bitcast<u32>(l_2065);
let l_2067 = l_2066 & u32(2147483647);
let l_2068 = bitcast<f32>(l_2067);
let l_2069 = f64(l_2068);
l_mut_2024 = l_2069;
let l_2070 = l_2067 < u32(8388608);
if l_2070 {
let l_2071 = f64(l_2067);
let l_2072 = l_2071 * f64(1.401298464324817e-45);
l_mut_2024 = l_2072;
}
let l_2073 = bitcast<u64>(l_mut_2024);
let l_2074 = l_2066 >> u32(31);
let l_2075 = u64(l_2074);
let l_2076 = l_2075 << u32(bitcast<u64>(u64(63)));
let l_2077 = l_2073 | l_2076;
let l_2078 = bitcast<f64>(l_2077);
l_mut_1404 = l_2078;
}
}
}
l_mut_1768 = l_mut_1404;
} else {
let l_2079 = l_1907 - l_1910;
let l_2080 = l_2079 * f64(7.1362384635298e44);
let l_2081 = floor(l_2080);
let l_2082 = l_2081 * f64(1.401298464324817e-45);
l_mut_2024 = l_2082;
let l_2083 = abs(l_2079);
let l_2084 = l_2083 >= f64(1.1754943508222875e-38);
if l_2084 {
let l_2085 = f32(l_2079);
let l_2086 = f64(l_2085);
l_mut_2024 = l_2086;
let l_2087 = l_mut_2024 > l_2079;
if l_2087 {
let l_2088 = bitcast<u32>(l_2085);
let l_2089 = l_2088 ^ u32(2147483648);
let l_2090 = bitcast<f32>(l_2089);
let l_2091 = bitcast<u32>(l_2090);
let l_2092 = l_2091 + u32(1);
l_mut_206 = l_2092;
let l_2093 = l_2091 & u32(2147483647);
let l_2094 = l_2093 == u32(0);
if l_2094 {
l_mut_206 = u32(1);
} else {
let l_2095 = l_2091 & u32(2147483648);
let l_2096 = l_2095 != u32(0);
if l_2096 {
let l_2097 = l_2091 - u32(1);
l_mut_206 = l_2097;
} else {
let l_2098 = l_2091 == u32(2139095040);
if l_2098 {
l_mut_206 = l_2091;
}
}
}
let l_2099 = bitcast<f32>(l_mut_206);
let l_2100 = bitcast<u32>(l_2099);
let l_2101 = l_2100 ^ u32(2147483648);
let l_2102 = bitcast<f32>(l_2101);
let l_2103 = bitcast<u32>(l_2102);
let l_2104 = l_2103 & u32(2147483647);
let l_2105 = bitcast<f32>(l_2104);
let l_2106 = f64(l_2105);
l_mut_1404 = l_2106;
let l_2107 = l_2104 < u32(8388608);
if l_2107 {
let l_2108 = f64(l_2104);
let l_2109 = l_2108 * f64(1.401298464324817e-45);
l_mut_1404 = l_2109;
}
let l_2110 = bitcast<u64>(l_mut_1404);
let l_2111 = l_2103 >> u32(31);
let l_2112 = u64(l_2111);
let l_2113 = l_2112 << u32(bitcast<u64>(u64(63)));
let l_2114 = l_2110 | l_2113;
let l_2115 = bitcast<f64>(l_2114);
l_mut_2024 = l_2115;
} else {
let l_2116 = bitcast<u32>(l_2085);
let l_2117 = l_2116 + u32(1);
l_mut_206 = l_2117;
let l_2118 = l_2116 & u32(2147483647);
let l_2119 = l_2118 == u32(0);
if l_2119 {
l_mut_206 = u32(1);
} else {
let l_2120 = l_2116 & u32(2147483648);
let l_2121 = l_2120 != u32(0);
if l_2121 {
let l_2122 = l_2116 - u32(1);
l_mut_206 = l_2122;
} else {
let l_2123 = l_2116 == u32(2139095040);
if l_2123 {
l_mut_206 = l_2116;
}
}
}
let l_2124 = bitcast<f32>(l_mut_206);
let l_2125 = bitcast<u32>(l_2124);
let l_2126 = l_2125 & u32(2147483647);
let l_2127 = bitcast<f32>(l_2126);
let l_2128 = f64(l_2127);
l_mut_1404 = l_2128;
let l_2129 = l_2126 < u32(8388608);
if l_2129 {
let l_2130 = f64(l_2126);
let l_2131 = l_2130 * f64(1.401298464324817e-45);
l_mut_1404 = l_2131;
}
let l_2132 = bitcast<u64>(l_mut_1404);
let l_2133 = l_2125 >> u32(31);
let l_2134 = u64(l_2133);
let l_2135 = l_2134 << u32(bitcast<u64>(u64(63)));
let l_2136 = l_2132 | l_2135;
let l_2137 = bitcast<f64>(l_2136);
let l_2138 = l_2137 <= l_2079;
if l_2138 {
let l_2139 = bitcast<u32>(l_2085);
let l_2140 = l_2139 + u32(1);
l_mut_206 = l_2140;
let l_2141 = l_2139 & u32(2147483647);
let l_2142 = l_2141 == u32(0);
if l_2142 {
l_mut_206 = u32(1);
} else {
let l_2143 = l_2139 & u32(2147483648);
let l_2144 = l_2143 != u32(0);
if l_2144 {
let l_2145 = l_2139 - u32(1);
l_mut_206 = l_2145;
} else {
let l_2146 = l_2139 == u32(2139095040);
if l_2146 {
l_mut_206 = l_2139;
}
}
}
let l_2147 = bitcast<f32>(l_mut_206);
let l_2148 = bitcast<u32>(l_2147);
let l_2149 = l_2148 & u32(2147483647);
let l_2150 = bitcast<f32>(l_2149);
let l_2151 = f64(l_2150);
l_mut_1404 = l_2151;
let l_2152 = l_2149 < u32(8388608);
if l_2152 {
let l_2153 = f64(l_2149);
let l_2154 = l_2153 * f64(1.401298464324817e-45);
l_mut_1404 = l_2154;
}
let l_2155 = bitcast<u64>(l_mut_1404);
let l_2156 = l_2148 >> u32(31);
let l_2157 = u64(l_2156);
let l_2158 = l_2157 << u32(bitcast<u64>(u64(63)));
let l_2159 = l_2155 | l_2158;
let l_2160 = bitcast<f64>(l_2159);
l_mut_2024 = l_2160;
}
}
}
l_mut_1768 = l_mut_2024;
}
let l_2161 = l_mut_219 + l_178;
let l_2162 = abs(l_2161);
let l_2163 = l_2162 * f64(2.220446049250313e-16);
let l_2164 = l_1394 + l_2163;
let l_2165 = l_2161 + l_2164;
let l_2166 = -l_2165;
let l_2167 = l_2166 * f64(7.1362384635298e44);
let l_2168 = floor(l_2167);
let l_2169 = l_2168 * f64(1.401298464324817e-45);
l_mut_2024 = l_2169;
let l_2170 = abs(l_2166);
let l_2171 = l_2170 >= f64(1.1754943508222875e-38);
if l_2171 {
let l_2172 = f32(l_2166);
let l_2173 = f64(l_2172);
l_mut_2024 = l_2173;
let l_2174 = l_mut_2024 > l_2166;
if l_2174 {
let l_2175 = bitcast<u32>(l_2172);
let l_2176 = l_2175 ^ u32(2147483648);
let l_2177 = bitcast<f32>(l_2176);
let l_2178 = bitcast<u32>(l_2177);
let l_2179 = l_2178 + u32(1);
l_mut_206 = l_2179;
let l_2180 = l_2178 & u32(2147483647);
let l_2181 = l_2180 == u32(0);
if l_2181 {
l_mut_206 = u32(1);
} else {
let l_2182 = l_2178 & u32(2147483648);
let l_2183 = l_2182 != u32(0);
if l_2183 {
let l_2184 = l_2178 - u32(1);
l_mut_206 = l_2184;
} else {
let l_2185 = l_2178 == u32(2139095040);
if l_2185 {
l_mut_206 = l_2178;
}
}
}
let l_2186 = bitcast<f32>(l_mut_206);
let l_2187 = bitcast<u32>(l_2186);
let l_2188 = l_2187 ^ u32(2147483648);
let l_2189 = bitcast<f32>(l_2188);
let l_2190 = bitcast<u32>(l_2189);
let l_2191 = l_2190 & u32(2147483647);
let l_2192 = bitcast<f32>(l_2191);
let l_2193 = f64(l_2192);
l_mut_1404 = l_2193;
let l_2194 = l_2191 < u32(8388608);
if l_2194 {
let l_2195 = f64(l_2191);
let l_2196 = l_2195 * f64(1.401298464324817e-45);
l_mut_1404 = l_2196;
}
let l_2197 = bitcast<u64>(l_mut_1404);
let l_2198 = l_2190 >> u32(31);
let l_2199 = u64(l_2198);
let l_2200 = l_2199 << u32(bitcast<u64>(u64(63)));
let l_2201 = l_2197 | l_2200;
let l_2202 = bitcast<f64>(l_2201);
l_mut_2024 = l_2202;
} else {
let l_2203 = bitcast<u32>(l_2172);
let l_2204 = l_2203 + u32(1);
l_mut_206 = l_2204;
let l_2205 = l_2203 & u32(2147483647);
let l_2206 = l_2205 == u32(0);
if l_2206 {
l_mut_206 = u32(1);
} else {
let l_2207 = l_2203 & u32(2147483648);
let l_2208 = l_2207 != u32(0);
if l_2208 {
let l_2209 = l_2203 - u32(1);
l_mut_206 = l_2209;
} else {
let l_2210 = l_2203 == u32(2139095040);
if l_2210 {
l_mut_206 = l_2203;
}
}
}
let l_2211 = bitcast<f32>(l_mut_206);
let l_2212 = bitcast<u32>(l_2211);
let l_2213 = l_2212 & u32(2147483647);
let l_2214 = bitcast<f32>(l_2213);
let l_2215 = f64(l_2214);
l_mut_1404 = l_2215;
let l_2216 = l_2213 < u32(8388608);
if l_2216 {
let l_2217 = f64(l_2213);
let l_2218 = l_2217 * f64(1.401298464324817e-45);
l_mut_1404 = l_2218;
}
let l_2219 = bitcast<u64>(l_mut_1404);
let l_2220 = l_2212 >> u32(31);
let l_2221 = u64(l_2220);
let l_2222 = l_2221 << u32(bitcast<u64>(u64(63)));
let l_2223 = l_2219 | l_2222;
let l_2224 = bitcast<f64>(l_2223);
let l_2225 = l_2224 <= l_2166;
if l_2225 {
let l_2226 = bitcast<u32>(l_2172);
let l_2227 = l_2226 + u32(1);
l_mut_206 = l_2227;
let l_2228 = l_2226 & u32(2147483647);
let l_2229 = l_2228 == u32(0);
if l_2229 {
l_mut_206 = u32(1);
} else {
let l_2230 = l_2226 & u32(2147483648);
let l_2231 = l_2230 != u32(0);
if l_2231 {
let l_2232 = l_2226 - u32(1);
l_mut_206 = l_2232;
} else {
let l_2233 = l_2226 == u32(2139095040);
if l_2233 {
l_mut_206 = l_2226;
}
}
}
let l_2234 = bitcast<f32>(l_mut_206);
let l_2235 = bitcast<u32>(l_2234);
let l_2236 = l_2235 & u32(2147483647);
let l_2237 = bitcast<f32>(l_2236);
let l_2238 = f64(l_2237);
l_mut_1404 = l_2238;
let l_2239 = l_2236 < u32(8388608);
if l_2239 {
let l_2240 = f64(l_2236);
let l_2241 = l_2240 * f64(1.401298464324817e-45);
l_mut_1404 = l_2241;
}
let l_2242 = bitcast<u64>(l_mut_1404);
let l_2243 = l_2235 >> u32(31);
let l_2244 = u64(l_2243);
let l_2245 = l_2244 << u32(bitcast<u64>(u64(63)));
let l_2246 = l_2242 | l_2245;
let l_2247 = bitcast<f64>(l_2246);
l_mut_2024 = l_2247;
}
}
}
let l_2248 = -l_mut_2024;
l_mut_2024 = l_2248;
let l_2249 = bool(false) && bool(true);
if l_2249 {
let l_2250 = l_2161 + l_2164;
let l_2251 = l_2250 * f64(7.1362384635298e44);
let l_2252 = floor(l_2251);
let l_2253 = l_2252 * f64(1.401298464324817e-45);
l_mut_1404 = l_2253;
let l_2254 = abs(l_2250);
let l_2255 = l_2254 >= f64(1.1754943508222875e-38);
if l_2255 {
let l_2256 = f32(l_2250);
let l_2257 = f64(l_2256);
l_mut_1404 = l_2257;
let l_2258 = l_mut_1404 > l_2250;
if l_2258 {
let l_2259 = bitcast<u32>(l_2256);
let l_2260 = l_2259 ^ u32(2147483648);
let l_2261 = bitcast<f32>(l_2260);
let l_2262 = bitcast<u32>(l_2261);
let l_2263 = l_2262 + u32(1);
l_mut_206 = l_2263;
let l_2264 = l_2262 & u32(2147483647);
let l_2265 = l_2264 == u32(0);
if l_2265 {
l_mut_206 = u32(1);
} else {
let l_2266 = l_2262 & u32(2147483648);
let l_2267 = l_2266 != u32(0);
if l_2267 {
let l_2268 = l_2262 - u32(1);
l_mut_206 = l_2268;
} else {
let l_2269 = l_2262 == u32(2139095040);
if l_2269 {
l_mut_206 = l_2262;
}
}
}
let l_2270 = bitcast<f32>(l_mut_206);
let l_2271 = bitcast<u32>(l_2270);
let l_2272 = l_2271 ^ u32(2147483648);
let l_2273 = bitcast<f32>(l_2272);
let l_2274 = bitcast<u32>(l_2273);
let l_2275 = l_2274 & u32(2147483647);
let l_2276 = bitcast<f32>(l_2275);
let l_2277 = f64(l_2276);
l_mut_2278 = l_2277;
let l_2279 = l_2275 < u32(8388608);
if l_2279 {
let l_2280 = f64(l_2275);
let l_2281 = l_2280 * f64(1.401298464324817e-45);
l_mut_2278 = l_2281;
}
let l_2282 = bitcast<u64>(l_mut_2278);
let l_2283 = l_2274 >> u32(31);
let l_2284 = u64(l_2283);
let l_2285 = l_2284 << u32(bitcast<u64>(u64(63)));
let l_2286 = l_2282 | l_2285;
let l_2287 = bitcast<f64>(l_2286);
l_mut_1404 = l_2287;
} else {
let l_2288 = bitcast<u32>(l_2256);
let l_2289 = l_2288 + u32(1);
l_mut_206 = l_2289;
let l_2290 = l_2288 & u32(2147483647);
let l_2291 = l_2290 == u32(0);
if l_2291 {
l_mut_206 = u32(1);
} else {
let l_2292 = l_2288 & u32(2147483648);
let l_2293 = l_2292 != u32(0);
if l_2293 {
let l_2294 = l_2288 - u32(1);
l_mut_206 = l_2294;
} else {
let l_2295 = l_2288 == u32(2139095040);
if l_2295 {
l_mut_206 = l_2288;
}
}
}
let l_2296 = bitcast<f32>(l_mut_206);
let l_2297 = bitcast<u32>(l_2296);
let l_2298 = l_2297 & u32(2147483647);
let l_2299 = bitcast<f32>(l_2298);
let l_2300 = f64(l_2299);
l_mut_2278 = l_2300;
let l_2301 = l_2298 < u32(8388608);
if l_2301 {
let l_2302 = f64(l_2298);
let l_2303 = l_2302 * f64(1.401298464324817e-45);
l_mut_2278 = l_2303;
}
let l_2304 = bitcast<u64>(l_mut_2278);
let l_2305 = l_2297 >> u32(31);
let l_2306 = u64(l_2305);
let l_2307 = l_2306 << u32(bitcast<u64>(u64(63)));
let l_2308 = l_2304 | l_2307;
let l_2309 = bitcast<f64>(l_2308);
let l_2310 = l_2309 <= l_2250;
if l_2310 {
let l_2311 = bitcast<u32>(l_2256);
let l_2312 = l_2311 + u32(1);
l_mut_206 = l_2312;
let l_2313 = l_2311 & u32(2147483647);
let l_2314 = l_2313 == u32(0);
if l_2314 {
l_mut_206 = u32(1);
} else {
let l_2315 = l_2311 & u32(2147483648);
let l_2316 = l_2315 != u32(0);
if l_2316 {
let l_2317 = l_2311 - u32(1);
l_mut_206 = l_2317;
} else {
let l_2318 = l_2311 == u32(2139095040);
if l_2318 {
l_mut_206 = l_2311;
}
}
}
let l_2319 = bitcast<f32>(l_mut_206);
let l_2320 = bitcast<u32>(l_2319);
let l_2321 = l_2320 & u32(2147483647);
let l_2322 = bitcast<f32>(l_2321);
let l_2323 = f64(l_2322);
l_mut_2278 = l_2323;
let l_2324 = l_2321 < u32(8388608);
if l_2324 {
let l_2325 = f64(l_2321);
let l_2326 = l_2325 * f64(1.401298464324817e-45);
l_mut_2278 = l_2326;
}
let l_2327 = bitcast<u64>(l_mut_2278);
let l_2328 = l_2320 >> u32(31);
let l_2329 = u64(l_2328);
let l_2330 = l_2329 << u32(bitcast<u64>(u64(63)));
let l_2331 = l_2327 | l_2330;
let l_2332 = bitcast<f64>(l_2331);
l_mut_1404 = l_2332;
}
}
}
l_mut_2024 = l_mut_1404;
} else {
let l_2333 = l_2161 - l_2164;
let l_2334 = -l_2333;
let l_2335 = l_2334 * f64(7.1362384635298e44);
let l_2336 = floor(l_2335);
let l_2337 = l_2336 * f64(1.401298464324817e-45);
l_mut_2278 = l_2337;
let l_2338 = abs(l_2334);
let l_2339 = l_2338 >= f64(1.1754943508222875e-38);
if l_2339 {
let l_2340 = f32(l_2334);
let l_2341 = f64(l_2340);
l_mut_2278 = l_2341;
let l_2342 = l_mut_2278 > l_2334;
if l_2342 {
let l_2343 = bitcast<u32>(l_2340);
let l_2344 = l_2343 ^ u32(2147483648);
let l_2345 = bitcast<f32>(l_2344);
let l_2346 = bitcast<u32>(l_2345);
let l_2347 = l_2346 + u32(1);
l_mut_206 = l_2347;
let l_2348 = l_2346 & u32(2147483647);
let l_2349 = l_2348 == u32(0);
if l_2349 {
l_mut_206 = u32(1);
} else {
let l_2350 = l_2346 & u32(2147483648);
let l_2351 = l_2350 != u32(0);
if l_2351 {
let l_2352 = l_2346 - u32(1);
l_mut_206 = l_2352;
} else {
let l_2353 = l_2346 == u32(2139095040);
if l_2353 {
l_mut_206 = l_2346;
}
}
}
let l_2354 = bitcast<f32>(l_mut_206);
let l_2355 = bitcast<u32>(l_2354);
let l_2356 = l_2355 ^ u32(2147483648);
let l_2357 = bitcast<f32>(l_2356);
let l_2358 = bitcast<u32>(l_2357);
let l_2359 = l_2358 & u32(2147483647);
let l_2360 = bitcast<f32>(l_2359);
let l_2361 = f64(l_2360);
l_mut_1404 = l_2361;
let l_2362 = l_2359 < u32(8388608);
if l_2362 {
let l_2363 = f64(l_2359);
let l_2364 = l_2363 * f64(1.401298464324817e-45);
l_mut_1404 = l_2364;
}
let l_2365 = bitcast<u64>(l_mut_1404);
let l_2366 = l_2358 >> u32(31);
let l_2367 = u64(l_2366);
let l_2368 = l_2367 << u32(bitcast<u64>(u64(63)));
let l_2369 = l_2365 | l_2368;
let l_2370 = bitcast<f64>(l_2369);
l_mut_2278 = l_2370;
} else {
let l_2371 = bitcast<u32>(l_2340);
let l_2372 = l_2371 + u32(1);
l_mut_206 = l_2372;
let l_2373 = l_2371 & u32(2147483647);
let l_2374 = l_2373 == u32(0);
if l_2374 {
l_mut_206 = u32(1);
} else {
let l_2375 = l_2371 & u32(2147483648);
let l_2376 = l_2375 != u32(0);
if l_2376 {
let l_2377 = l_2371 - u32(1);
l_mut_206 = l_2377;
} else {
let l_2378 = l_2371 == u32(2139095040);
if l_2378 {
l_mut_206 = l_2371;
}
}
}
let l_2379 = bitcast<f32>(l_mut_206);
let l_2380 = bitcast<u32>(l_2379);
let l_2381 = l_2380 & u32(2147483647);
let l_2382 = bitcast<f32>(l_2381);
let l_2383 = f64(l_2382);
l_mut_1404 = l_2383;
let l_2384 = l_2381 < u32(8388608);
if l_2384 {
let l_2385 = f64(l_2381);
let l_2386 = l_2385 * f64(1.401298464324817e-45);
l_mut_1404 = l_2386;
}
let l_2387 = bitcast<u64>(l_mut_1404);
let l_2388 = l_2380 >> u32(31);
let l_2389 = u64(l_2388);
let l_2390 = l_2389 << u32(bitcast<u64>(u64(63)));
let l_2391 = l_2387 | l_2390;
let l_2392 = bitcast<f64>(l_2391);
let l_2393 = l_2392 <= l_2334;
if l_2393 {
let l_2394 = bitcast<u32>(l_2340);
let l_2395 = l_2394 + u32(1);
l_mut_206 = l_2395;
let l_2396 = l_2394 & u32(2147483647);
let l_2397 = l_2396 == u32(0);
if l_2397 {
l_mut_206 = u32(1);
} else {
let l_2398 = l_2394 & u32(2147483648);
let l_2399 = l_2398 != u32(0);
if l_2399 {
let l_2400 = l_2394 - u32(1);
l_mut_206 = l_2400;
} else {
let l_2401 = l_2394 == u32(2139095040);
if l_2401 {
l_mut_206 = l_2394;
}
}
}
let l_2402 = bitcast<f32>(l_mut_206);
let l_2403 = bitcast<u32>(l_2402);
let l_2404 = l_2403 & u32(2147483647);
let l_2405 = bitcast<f32>(l_2404);
let l_2406 = f64(l_2405);
l_mut_1404 = l_2406;
let l_2407 = l_2404 < u32(8388608);
if l_2407 {
let l_2408 = f64(l_2404);
let l_2409 = l_2408 * f64(1.401298464324817e-45);
l_mut_1404 = l_2409;
}
let l_2410 = bitcast<u64>(l_mut_1404);
let l_2411 = l_2403 >> u32(31);
let l_2412 = u64(l_2411);
let l_2413 = l_2412 << u32(bitcast<u64>(u64(63)));
let l_2414 = l_2410 | l_2413;
let l_2415 = bitcast<f64>(l_2414);
l_mut_2278 = l_2415;
}
}
}
let l_2416 = -l_mut_2278;
l_mut_2024 = l_2416;
}
l_mut_206 = u32(0);
let l_2417 = l_mut_1768 <= f64(0.0);
let l_2418 = l_mut_2024 >= f64(0.0);
let l_2419 = l_2417 && l_2418;
let l_2420 = !l_2419;
if l_2420 {
let l_2422 = l_mut_1429 / l_mut_1768;
let l_2423 = l_mut_1429 / l_mut_2024;
let l_2424 = l_mut_1514 / l_mut_1768;
let l_2425 = l_mut_1514 / l_mut_2024;
a_2421[u32(0)] = l_2422;
a_2421[u32(1)] = l_2422;
let l_2426 = a_2421[u32(0)];
let l_2427 = l_2423 < l_2426;
if l_2427 {
a_2421[u32(0)] = l_2423;
}
let l_2428 = a_2421[u32(0)];
let l_2429 = l_2424 < l_2428;
if l_2429 {
a_2421[u32(0)] = l_2424;
}
let l_2430 = a_2421[u32(0)];
let l_2431 = l_2425 < l_2430;
if l_2431 {
a_2421[u32(0)] = l_2425;
}
let l_2432 = a_2421[u32(1)];
let l_2433 = l_2423 > l_2432;
if l_2433 {
a_2421[u32(1)] = l_2423;
}
let l_2434 = a_2421[u32(1)];
let l_2435 = l_2424 > l_2434;
if l_2435 {
a_2421[u32(1)] = l_2424;
}
let l_2436 = a_2421[u32(1)];
let l_2437 = l_2425 > l_2436;
if l_2437 {
a_2421[u32(1)] = l_2425;
}
let l_2438 = a_2421[u32(0)];
let l_2439 = abs(l_2438);
let l_2440 = l_2439 * l_mut_45;
let l_2441 = a_2421[u32(1)];
let l_2442 = abs(l_2441);
let l_2443 = l_2442 * l_mut_45;
l_mut_206 = u32(2);
let l_2444 = a_2421[u32(0)];
let l_2445 = l_2444 - l_2440;
let l_2446 = abs(l_2445);
l_mut_2278 = f64(1.401298464324817e-45);
let l_2447 = l_2446 >= f64(1.1754943508222875e-38);
let l_2448 = l_2446 <= f64(1.7976931348623157e308);
let l_2449 = l_2447 && l_2448;
if l_2449 {
let l_2450 = bitcast<u64>(l_2446);
let l_2451 = l_2450 >> u32(bitcast<u64>(u64(52)));
let l_2452 = l_2451 - u64(23);
let l_2453 = l_2452 << u32(bitcast<u64>(u64(52)));
let l_2454 = bitcast<f64>(l_2453);
l_mut_2278 = l_2454;
}
let l_2455 = l_2444 + l_2440;
let l_2456 = abs(l_2455);
l_mut_2024 = f64(1.401298464324817e-45);
let l_2457 = l_2456 >= f64(1.1754943508222875e-38);
let l_2458 = l_2456 <= f64(1.7976931348623157e308);
let l_2459 = l_2457 && l_2458;
if l_2459 {
let l_2460 = bitcast<u64>(l_2456);
let l_2461 = l_2460 >> u32(bitcast<u64>(u64(52)));
let l_2462 = l_2461 - u64(23);
let l_2463 = l_2462 << u32(bitcast<u64>(u64(52)));
let l_2464 = bitcast<f64>(l_2463);
l_mut_2024 = l_2464;
}
let l_2465 = l_mut_2278 == l_mut_2024;
let l_2466 = a_2421[u32(1)];
let l_2467 = l_2466 - l_2443;
let l_2468 = abs(l_2467);
l_mut_2278 = f64(1.401298464324817e-45);
let l_2469 = l_2468 >= f64(1.1754943508222875e-38);
let l_2470 = l_2468 <= f64(1.7976931348623157e308);
let l_2471 = l_2469 && l_2470;
if l_2471 {
let l_2472 = bitcast<u64>(l_2468);
let l_2473 = l_2472 >> u32(bitcast<u64>(u64(52)));
let l_2474 = l_2473 - u64(23);
let l_2475 = l_2474 << u32(bitcast<u64>(u64(52)));
let l_2476 = bitcast<f64>(l_2475);
l_mut_2278 = l_2476;
}
let l_2477 = l_2466 + l_2443;
let l_2478 = abs(l_2477);
l_mut_2024 = f64(1.401298464324817e-45);
let l_2479 = l_2478 >= f64(1.1754943508222875e-38);
let l_2480 = l_2478 <= f64(1.7976931348623157e308);
let l_2481 = l_2479 && l_2480;
if l_2481 {
let l_2482 = bitcast<u64>(l_2478);
let l_2483 = l_2482 >> u32(bitcast<u64>(u64(52)));
let l_2484 = l_2483 - u64(23);
let l_2485 = l_2484 << u32(bitcast<u64>(u64(52)));
let l_2486 = bitcast<f64>(l_2485);
l_mut_2024 = l_2486;
}
let l_2487 = l_mut_2278 == l_mut_2024;
let l_2488 = l_2465 && l_2487;
if l_2488 {
let l_2489 = a_2421[u32(0)];
let l_2490 = a_2421[u32(0)];
let l_2491 = abs(l_2490);
l_mut_2278 = f64(1.401298464324817e-45);
let l_2492 = l_2491 >= f64(1.1754943508222875e-38);
let l_2493 = l_2491 <= f64(1.7976931348623157e308);
let l_2494 = l_2492 && l_2493;
if l_2494 {
let l_2495 = bitcast<u64>(l_2491);
let l_2496 = l_2495 >> u32(bitcast<u64>(u64(52)));
let l_2497 = l_2496 - u64(23);
let l_2498 = l_2497 << u32(bitcast<u64>(u64(52)));
let l_2499 = bitcast<f64>(l_2498);
l_mut_2278 = l_2499;
}
let l_2500 = l_181 * l_mut_2278;
let l_2501 = l_2489 - l_2500;
let l_2502 = a_2421[u32(1)];
let l_2503 = a_2421[u32(1)];
let l_2504 = abs(l_2503);
l_mut_2278 = f64(1.401298464324817e-45);
let l_2505 = l_2504 >= f64(1.1754943508222875e-38);
let l_2506 = l_2504 <= f64(1.7976931348623157e308);
let l_2507 = l_2505 && l_2506;
if l_2507 {
let l_2508 = bitcast<u64>(l_2504);
let l_2509 = l_2508 >> u32(bitcast<u64>(u64(52)));
let l_2510 = l_2509 - u64(23);
let l_2511 = l_2510 << u32(bitcast<u64>(u64(52)));
let l_2512 = bitcast<f64>(l_2511);
l_mut_2278 = l_2512;
}
let l_2513 = l_181 * l_mut_2278;
let l_2514 = l_2502 + l_2513;
let l_2515 = bitcast<u32>(l_mut_25);
let l_2516 = l_2515 & u32(2147483647);
let l_2517 = bitcast<f32>(l_2516);
let l_2518 = f64(l_2517);
l_mut_2278 = l_2518;
let l_2519 = l_2516 < u32(8388608);
if l_2519 {
let l_2520 = f64(l_2516);
let l_2521 = l_2520 * f64(1.401298464324817e-45);
l_mut_2278 = l_2521;
}
let l_2522 = bitcast<u64>(l_mut_2278);
let l_2523 = l_2515 >> u32(31);
let l_2524 = u64(l_2523);
let l_2525 = l_2524 << u32(bitcast<u64>(u64(63)));
let l_2526 = l_2522 | l_2525;
let l_2527 = bitcast<f64>(l_2526);
let l_2528 = bitcast<u32>(l_mut_25);
let l_2529 = l_2528 + u32(1);
l_mut_2530 = l_2529;
let l_2531 = l_2528 & u32(2147483647);
let l_2532 = l_2531 == u32(0);
if l_2532 {
l_mut_2530 = u32(1);
} else {
let l_2533 = l_2528 & u32(2147483648);
let l_2534 = l_2533 != u32(0);
if l_2534 {
let l_2535 = l_2528 - u32(1);
l_mut_2530 = l_2535;
} else {
let l_2536 = l_2528 == u32(2139095040);
if l_2536 {
l_mut_2530 = l_2528;
}
}
}
let l_2537 = bitcast<f32>(l_mut_2530);
let l_2538 = bitcast<u32>(l_2537);
let l_2539 = l_2538 & u32(2147483647);
let l_2540 = bitcast<f32>(l_2539);
let l_2541 = f64(l_2540);
l_mut_2278 = l_2541;
let l_2542 = l_2539 < u32(8388608);
if l_2542 {
let l_2543 = f64(l_2539);
let l_2544 = l_2543 * f64(1.401298464324817e-45);
l_mut_2278 = l_2544;
}
let l_2545 = bitcast<u64>(l_mut_2278);
let l_2546 = l_2538 >> u32(31);
let l_2547 = u64(l_2546);
let l_2548 = l_2547 << u32(bitcast<u64>(u64(63)));
let l_2549 = l_2545 | l_2548;
let l_2550 = bitcast<f64>(l_2549);
let l_2551 = bitcast<u32>(l_mut_25);
let l_2552 = l_2551 ^ u32(2147483648);
let l_2553 = bitcast<f32>(l_2552);
let l_2554 = bitcast<u32>(l_2553);
let l_2555 = l_2554 + u32(1);
l_mut_2530 = l_2555;
let l_2556 = l_2554 & u32(2147483647);
let l_2557 = l_2556 == u32(0);
if l_2557 {
l_mut_2530 = u32(1);
} else {
let l_2558 = l_2554 & u32(2147483648);
let l_2559 = l_2558 != u32(0);
if l_2559 {
let l_2560 = l_2554 - u32(1);
l_mut_2530 = l_2560;
} else {
let l_2561 = l_2554 == u32(2139095040);
if l_2561 {
l_mut_2530 = l_2554;
}
}
}
let l_2562 = bitcast<f32>(l_mut_2530);
let l_2563 = bitcast<u32>(l_2562);
let l_2564 = l_2563 ^ u32(2147483648);
let l_2565 = bitcast<f32>(l_2564);
let l_2566 = bitcast<u32>(l_2565);
let l_2567 = l_2566 & u32(2147483647);
let l_2568 = bitcast<f32>(l_2567);
let l_2569 = f64(l_2568);
l_mut_2278 = l_2569;
let l_2570 = l_2567 < u32(8388608);
if l_2570 {
let l_2571 = f64(l_2567);
let l_2572 = l_2571 * f64(1.401298464324817e-45);
l_mut_2278 = l_2572;
}
let l_2573 = bitcast<u64>(l_mut_2278);
let l_2574 = l_2566 >> u32(31);
let l_2575 = u64(l_2574);
let l_2576 = l_2575 << u32(bitcast<u64>(u64(63)));
let l_2577 = l_2573 | l_2576;
let l_2578 = bitcast<f64>(l_2577);
let l_2579 = l_2501 + l_2440;
let l_2580 = l_2579 <= l_2527;
l_mut_308 = l_2580;
let l_2581 = l_2501 - l_2440;
let l_2582 = l_2581 > l_2527;
l_mut_305 = l_2582;
let l_2583 = l_2514 - l_2443;
let l_2584 = l_2583 >= l_2527;
l_mut_302 = l_2584;
let l_2585 = l_2514 + l_2443;
let l_2586 = l_2585 < l_2527;
l_mut_299 = l_2586;
let l_2587 = l_2501 + l_2440;
let l_2588 = l_2587 < l_2550;
l_mut_308 = l_2588;
let l_2589 = l_2501 - l_2440;
let l_2590 = l_2589 >= l_2550;
l_mut_305 = l_2590;
let l_2591 = l_2514 - l_2443;
let l_2592 = l_2591 > l_2578;
l_mut_302 = l_2592;
let l_2593 = l_2514 + l_2443;
let l_2594 = l_2593 <= l_2578;
l_mut_299 = l_2594;
l_mut_2530 = u32(2);
let l_2595 = l_mut_305 || l_mut_299;
if l_2595 {
l_mut_2530 = u32(1);
} else {
let l_2596 = l_mut_308 && l_mut_302;
if l_2596 {
l_mut_2530 = u32(0);
}
}
let l_2597 = bitcast<u32>(l_mut_25);
let l_2598 = l_2597 & u32(2147483647);
let l_2599 = l_2598 == u32(0);
if l_2599 {
let l_2600 = l_2501 + l_2440;
let l_2601 = l_2600 < f64(1.1754943508222875e-38);
let l_2602 = l_2514 - l_2443;
let l_2603 = l_2602 > f64(-1.1754943508222875e-38);
let l_2604 = l_2601 && l_2603;
let l_2605 = l_2501 - l_2440;
let l_2606 = l_2605 < f64(1.1754943508222875e-38);
let l_2607 = l_2514 + l_2443;
let l_2608 = l_2607 > f64(-1.1754943508222875e-38);
let l_2609 = l_2606 && l_2608;
if l_2604 {
l_mut_2530 = u32(0);
} else {
let l_2610 = l_mut_2530 == u32(1);
let l_2611 = l_2609 && l_2610;
if l_2611 {
l_mut_2530 = u32(2);
}
}
}
l_mut_206 = l_mut_2530;
}
}
let l_2612 = l_mut_867 - l_178;
let l_2613 = abs(l_2612);
let l_2614 = l_2613 * f64(2.220446049250313e-16);
let l_2615 = l_1392 + l_2614;
let l_2616 = l_2612 + l_2615;
let l_2617 = -l_2616;
let l_2618 = l_2617 * f64(7.1362384635298e44);
let l_2619 = floor(l_2618);
let l_2620 = l_2619 * f64(1.401298464324817e-45);
l_mut_2278 = l_2620;
let l_2621 = abs(l_2617);
let l_2622 = l_2621 >= f64(1.1754943508222875e-38);
if l_2622 {
let l_2623 = f32(l_2617);
let l_2624 = f64(l_2623);
l_mut_2278 = l_2624;
let l_2625 = l_mut_2278 > l_2617;
if l_2625 {
let l_2626 = bitcast<u32>(l_2623);
let l_2627 = l_2626 ^ u32(2147483648);
let l_2628 = bitcast<f32>(l_2627);
let l_2629 = bitcast<u32>(l_2628);
let l_2630 = l_2629 + u32(1);
l_mut_2530 = l_2630;
let l_2631 = l_2629 & u32(2147483647);
let l_2632 = l_2631 == u32(0);
if l_2632 {
l_mut_2530 = u32(1);
} else {
let l_2633 = l_2629 & u32(2147483648);
let l_2634 = l_2633 != u32(0);
if l_2634 {
let l_2635 = l_2629 - u32(1);
l_mut_2530 = l_2635;
} else {
let l_2636 = l_2629 == u32(2139095040);
if l_2636 {
l_mut_2530 = l_2629;
}
}
}
let l_2637 = bitcast<f32>(l_mut_2530);
let l_2638 = bitcast<u32>(l_2637);
let l_2639 = l_2638 ^ u32(2147483648);
let l_2640 = bitcast<f32>(l_2639);
let l_2641 = bitcast<u32>(l_2640);
let l_2642 = l_2641 & u32(2147483647);
let l_2643 = bitcast<f32>(l_2642);
let l_2644 = f64(l_2643);
l_mut_2024 = l_2644;
let l_2645 = l_2642 < u32(8388608);
if l_2645 {
let l_2646 = f64(l_2642);
let l_2647 = l_2646 * f64(1.401298464324817e-45);
l_mut_2024 = l_2647;
}
let l_2648 = bitcast<u64>(l_mut_2024);
let l_2649 = l_2641 >> u32(31);
let l_2650 = u64(l_2649);
let l_2651 = l_2650 << u32(bitcast<u64>(u64(63)));
let l_2652 = l_2648 | l_2651;
let l_2653 = bitcast<f64>(l_2652);
l_mut_2278 = l_2653;
} else {
let l_2654 = bitcast<u32>(l_2623);
let l_2655 = l_2654 + u32(1);
l_mut_2530 = l_2655;
let l_2656 = l_2654 & u32(2147483647);
let l_2657 = l_2656 == u32(0);
if l_2657 {
l_mut_2530 = u32(1);
} else {
let l_2658 = l_2654 & u32(2147483648);
let l_2659 = l_2658 != u32(0);
if l_2659 {
let l_2660 = l_2654 - u32(1);
l_mut_2530 = l_2660;
} else {
let l_2661 = l_2654 == u32(2139095040);
if l_2661 {
l_mut_2530 = l_2654;
}
}
}
let l_2662 = bitcast<f32>(l_mut_2530);
let l_2663 = bitcast<u32>(l_2662);
let l_2664 = l_2663 & u32(2147483647);
let l_2665 = bitcast<f32>(l_2664);
let l_2666 = f64(l_2665);
l_mut_2024 = l_2666;
let l_2667 = l_2664 < u32(8388608);
if l_2667 {
let l_2668 = f64(l_2664);
let l_2669 = l_2668 * f64(1.401298464324817e-45);
l_mut_2024 = l_2669;
}
let l_2670 = bitcast<u64>(l_mut_2024);
let l_2671 = l_2663 >> u32(31);
let l_2672 = u64(l_2671);
let l_2673 = l_2672 << u32(bitcast<u64>(u64(63)));
let l_2674 = l_2670 | l_2673;
let l_2675 = bitcast<f64>(l_2674);
let l_2676 = l_2675 <= l_2617;
if l_2676 {
let l_2677 = bitcast<u32>(l_2623);
let l_2678 = l_2677 + u32(1);
l_mut_2530 = l_2678;
let l_2679 = l_2677 & u32(2147483647);
let l_2680 = l_2679 == u32(0);
if l_2680 {
l_mut_2530 = u32(1);
} else {
let l_2681 = l_2677 & u32(2147483648);
let l_2682 = l_2681 != u32(0);
if l_2682 {
let l_2683 = l_2677 - u32(1);
l_mut_2530 = l_2683;
} else {
let l_2684 = l_2677 == u32(2139095040);
if l_2684 {
l_mut_2530 = l_2677;
}
}
}
let l_2685 = bitcast<f32>(l_mut_2530);
let l_2686 = bitcast<u32>(l_2685);
let l_2687 = l_2686 & u32(2147483647);
let l_2688 = bitcast<f32>(l_2687);
let l_2689 = f64(l_2688);
l_mut_2024 = l_2689;
let l_2690 = l_2687 < u32(8388608);
if l_2690 {
let l_2691 = f64(l_2687);
let l_2692 = l_2691 * f64(1.401298464324817e-45);
l_mut_2024 = l_2692;
}
let l_2693 = bitcast<u64>(l_mut_2024);
let l_2694 = l_2686 >> u32(31);
let l_2695 = u64(l_2694);
let l_2696 = l_2695 << u32(bitcast<u64>(u64(63)));
let l_2697 = l_2693 | l_2696;
let l_2698 = bitcast<f64>(l_2697);
l_mut_2278 = l_2698;
}
}
}
let l_2699 = -l_mut_2278;
l_mut_2278 = l_2699;
let l_2700 = bool(true) && bool(false);
if l_2700 {
let l_2701 = l_2612 + l_2615;
let l_2702 = l_2701 * f64(7.1362384635298e44);
let l_2703 = floor(l_2702);
let l_2704 = l_2703 * f64(1.401298464324817e-45);
l_mut_2024 = l_2704;
let l_2705 = abs(l_2701);
let l_2706 = l_2705 >= f64(1.1754943508222875e-38);
if l_2706 {
let l_2707 = f32(l_2701);
let l_2708 = f64(l_2707);
l_mut_2024 = l_2708;
let l_2709 = l_mut_2024 > l_2701;
if l_2709 {
let l_2710 = bitcast<u32>(l_2707);
let l_2711 = l_2710 ^ u32(2147483648);
let l_2712 = bitcast<f32>(l_2711);
let l_2713 = bitcast<u32>(l_2712);
let l_2714 = l_2713 + u32(1);
l_mut_2530 = l_2714;
let l_2715 = l_2713 & u32(2147483647);
let l_2716 = l_2715 == u32(0);
if l_2716 {
l_mut_2530 = u32(1);
} else {
let l_2717 = l_2713 & u32(2147483648);
let l_2718 = l_2717 != u32(0);
if l_2718 {
let l_2719 = l_2713 - u32(1);
l_mut_2530 = l_2719;
} else {
let l_2720 = l_2713 == u32(2139095040);
if l_2720 {
l_mut_2530 = l_2713;
}
}
}
let l_2721 = bitcast<f32>(l_mut_2530);
let l_2722 = bitcast<u32>(l_2721);
let l_2723 = l_2722 ^ u32(2147483648);
let l_2724 = bitcast<f32>(l_2723);
let l_2725 = bitcast<u32>(l_2724);
let l_2726 = l_2725 & u32(2147483647);
let l_2727 = bitcast<f32>(l_2726);
let l_2728 = f64(l_2727);
l_mut_1768 = l_2728;
let l_2729 = l_2726 < u32(8388608);
if l_2729 {
let l_2730 = f64(l_2726);
let l_2731 = l_2730 * f64(1.401298464324817e-45);
l_mut_1768 = l_2731;
}
let l_2732 = bitcast<u64>(l_mut_1768);
let l_2733 = l_2725 >> u32(31);
let l_2734 = u64(l_2733);
let l_2735 = l_2734 << u32(bitcast<u64>(u64(63)));
let l_2736 = l_2732 | l_2735;
let l_2737 = bitcast<f64>(l_2736);
l_mut_2024 = l_2737;
} else {
let l_2738 = bitcast<u32>(l_2707);
let l_2739 = l_2738 + u32(1);
l_mut_2530 = l_2739;
let l_2740 = l_2738 & u32(2147483647);
let l_2741 = l_2740 == u32(0);
if l_2741 {
l_mut_2530 = u32(1);
} else {
let l_2742 = l_2738 & u32(2147483648);
let l_2743 = l_2742 != u32(0);
if l_2743 {
let l_2744 = l_2738 - u32(1);
l_mut_2530 = l_2744;
} else {
let l_2745 = l_2738 == u32(2139095040);
if l_2745 {
l_mut_2530 = l_2738;
}
}
}
let l_2746 = bitcast<f32>(l_mut_2530);
let l_2747 = bitcast<u32>(l_2746);
let l_2748 = l_2747 & u32(2147483647);
let l_2749 = bitcast<f32>(l_2748);
let l_2750 = f64(l_2749);
l_mut_1768 = l_2750;
let l_2751 = l_2748 < u32(8388608);
if l_2751 {
let l_2752 = f64(l_2748);
let l_2753 = l_2752 * f64(1.401298464324817e-45);
l_mut_1768 = l_2753;
}
let l_2754 = bitcast<u64>(l_mut_1768);
let l_2755 = l_2747 >> u32(31);
let l_2756 = u64(l_2755);
let l_2757 = l_2756 << u32(bitcast<u64>(u64(63)));
let l_2758 = l_2754 | l_2757;
let l_2759 = bitcast<f64>(l_2758);
let l_2760 = l_2759 <= l_2701;
if l_2760 {
let l_2761 = bitcast<u32>(l_2707);
let l_2762 = l_2761 + u32(1);
l_mut_2530 = l_2762;
let l_2763 = l_2761 & u32(2147483647);
let l_2764 = l_2763 == u32(0);
if l_2764 {
l_mut_2530 = u32(1);
} else {
let l_2765 = l_2761 & u32(2147483648);
let l_2766 = l_2765 != u32(0);
if l_2766 {
let l_2767 = l_2761 - u32(1);
l_mut_2530 = l_2767;
} else {
let l_2768 = l_2761 == u32(2139095040);
if l_2768 {
l_mut_2530 = l_2761;
}
}
}
let l_2769 = bitcast<f32>(l_mut_2530);
let l_2770 = bitcast<u32>(l_2769);
let l_2771 = l_2770 & u32(2147483647);
let l_2772 = bitcast<f32>(l_2771);
let l_2773 = f64(l_2772);
l_mut_1768 = l_2773;
let l_2774 = l_2771 < u32(8388608);
if l_2774 {
let l_2775 = f64(l_2771);
let l_2776 = l_2775 * f64(1.401298464324817e-45);
l_mut_1768 = l_2776;
}
let l_2777 = bitcast<u64>(l_mut_1768);
let l_2778 = l_2770 >> u32(31);
let l_2779 = u64(l_2778);
let l_2780 = l_2779 << u32(bitcast<u64>(u64(63)));
let l_2781 = l_2777 | l_2780;
let l_2782 = bitcast<f64>(l_2781);
l_mut_2024 = l_2782;
}
}
}
l_mut_2278 = l_mut_2024;
} else {
let l_2783 = l_2612 - l_2615;
let l_2784 = l_2783 * f64(7.1362384635298e44);
let l_2785 = floor(l_2784);
let l_2786 = l_2785 * f64(1.401298464324817e-45);
l_mut_2024 = l_2786;
let l_2787 = abs(l_2783);
let l_2788 = l_2787 >= f64(1.1754943508222875e-38);
if l_2788 {
let l_2789 = f32(l_2783);
let l_2790 = f64(l_2789);
l_mut_2024 = l_2790;
let l_2791 = l_mut_2024 > l_2783;
if l_2791 {
let l_2792 = bitcast<u32>(l_2789);
let l_2793 = l_2792 ^ u32(2147483648);
let l_2794 = bitcast<f32>(l_2793);
let l_2795 = bitcast<u32>(l_2794);
let l_2796 = l_2795 + u32(1);
l_mut_2530 = l_2796;
let l_2797 = l_2795 & u32(2147483647);
let l_2798 = l_2797 == u32(0);
if l_2798 {
l_mut_2530 = u32(1);
} else {
let l_2799 = l_2795 & u32(2147483648);
let l_2800 = l_2799 != u32(0);
if l_2800 {
let l_2801 = l_2795 - u32(1);
l_mut_2530 = l_2801;
} else {
let l_2802 = l_2795 == u32(2139095040);
if l_2802 {
l_mut_2530 = l_2795;
}
}
}
let l_2803 = bitcast<f32>(l_mut_2530);
let l_2804 = bitcast<u32>(l_2803);
let l_2805 = l_2804 ^ u32(2147483648);
let l_2806 = bitcast<f32>(l_2805);
let l_2807 = bitcast<u32>(l_2806);
let l_2808 = l_2807 & u32(2147483647);
let l_2809 = bitcast<f32>(l_2808);
let l_2810 = f64(l_2809);
l_mut_1768 = l_2810;
let l_2811 = l_2808 < u32(8388608);
if l_2811 {
let l_2812 = f64(l_2808);
let l_2813 = l_2812 * f64(1.401298464324817e-45);
l_mut_1768 = l_2813;
}
let l_2814 = bitcast<u64>(l_mut_1768);
let l_2815 = l_2807 >> u32(31);
let l_2816 = u64(l_2815);
let l_2817 = l_2816 << u32(bitcast<u64>(u64(63)));
let l_2818 = l_2814 | l_2817;
let l_2819 = bitcast<f64>(l_2818);
l_mut_2024 = l_2819;
} else {
let l_2820 = bitcast<u32>(l_2789);
let l_2821 = l_2820 + u32(1);
l_mut_2530 = l_2821;
let l_2822 = l_2820 & u32(2147483647);
let l_2823 = l_2822 == u32(0);
if l_2823 {
l_mut_2530 = u32(1);
} else {
let l_2824 = l_2820 & u32(2147483648);
let l_2825 = l_2824 != u32(0);
if l_2825 {
let l_2826 = l_2820 - u32(1);
l_mut_2530 = l_2826;
} else {
let l_2827 = l_2820 == u32(2139095040);
if l_2827 {
l_mut_2530 = l_2820;
}
}
}
let l_2828 = bitcast<f32>(l_mut_2530);
let l_2829 = bitcast<u32>(l_2828);
let l_2830 = l_2829 & u32(2147483647);
let l_2831 = bitcast<f32>(l_2830);
let l_2832 = f64(l_2831);
l_mut_1768 = l_2832;
let l_2833 = l_2830 < u32(8388608);
if l_2833 {
let l_2834 = f64(l_2830);
let l_2835 = l_2834 * f64(1.401298464324817e-45);
l_mut_1768 = l_2835;
}
let l_2836 = bitcast<u64>(l_mut_1768);
let l_2837 = l_2829 >> u32(31);
let l_2838 = u64(l_2837);
let l_2839 = l_2838 << u32(bitcast<u64>(u64(63)));
let l_2840 = l_2836 | l_2839;
let l_2841 = bitcast<f64>(l_2840);
let l_2842 = l_2841 <= l_2783;
if l_2842 {
let l_2843 = bitcast<u32>(l_2789);
let l_2844 = l_2843 + u32(1);
l_mut_2530 = l_2844;
let l_2845 = l_2843 & u32(2147483647);
let l_2846 = l_2845 == u32(0);
if l_2846 {
l_mut_2530 = u32(1);
} else {
let l_2847 = l_2843 & u32(2147483648);
let l_2848 = l_2847 != u32(0);
if l_2848 {
let l_2849 = l_2843 - u32(1);
l_mut_2530 = l_2849;
} else {
let l_2850 = l_2843 == u32(2139095040);
if l_2850 {
l_mut_2530 = l_2843;
}
}
}
let l_2851 = bitcast<f32>(l_mut_2530);
let l_2852 = bitcast<u32>(l_2851);
let l_2853 = l_2852 & u32(2147483647);
let l_2854 = bitcast<f32>(l_2853);
let l_2855 = f64(l_2854);
l_mut_1768 = l_2855;
let l_2856 = l_2853 < u32(8388608);
if l_2856 {
let l_2857 = f64(l_2853);
let l_2858 = l_2857 * f64(1.401298464324817e-45);
l_mut_1768 = l_2858;
}
let l_2859 = bitcast<u64>(l_mut_1768);
let l_2860 = l_2852 >> u32(31);
let l_2861 = u64(l_2860);
let l_2862 = l_2861 << u32(bitcast<u64>(u64(63)));
let l_2863 = l_2859 | l_2862;
let l_2864 = bitcast<f64>(l_2863);
l_mut_2024 = l_2864;
}
}
}
l_mut_2278 = l_mut_2024;
}
let l_2865 = l_mut_867 + l_178;
let l_2866 = abs(l_2865);
let l_2867 = l_2866 * f64(2.220446049250313e-16);
let l_2868 = l_1392 + l_2867;
let l_2869 = l_2865 + l_2868;
let l_2870 = -l_2869;
let l_2871 = l_2870 * f64(7.1362384635298e44);
let l_2872 = floor(l_2871);
let l_2873 = l_2872 * f64(1.401298464324817e-45);
l_mut_2024 = l_2873;
let l_2874 = abs(l_2870);
let l_2875 = l_2874 >= f64(1.1754943508222875e-38);
if l_2875 {
let l_2876 = f32(l_2870);
let l_2877 = f64(l_2876);
l_mut_2024 = l_2877;
let l_2878 = l_mut_2024 > l_2870;
if l_2878 {
let l_2879 = bitcast<u32>(l_2876);
let l_2880 = l_2879 ^ u32(2147483648);
let l_2881 = bitcast<f32>(l_2880);
let l_2882 = bitcast<u32>(l_2881);
let l_2883 = l_2882 + u32(1);
l_mut_2530 = l_2883;
let l_2884 = l_2882 & u32(2147483647);
let l_2885 = l_2884 == u32(0);
if l_2885 {
l_mut_2530 = u32(1);
} else {
let l_2886 = l_2882 & u32(2147483648);
let l_2887 = l_2886 != u32(0);
if l_2887 {
let l_2888 = l_2882 - u32(1);
l_mut_2530 = l_2888;
} else {
let l_2889 = l_2882 == u32(2139095040);
if l_2889 {
l_mut_2530 = l_2882;
}
}
}
let l_2890 = bitcast<f32>(l_mut_2530);
let l_2891 = bitcast<u32>(l_2890);
let l_2892 = l_2891 ^ u32(2147483648);
let l_2893 = bitcast<f32>(l_2892);
let l_2894 = bitcast<u32>(l_2893);
let l_2895 = l_2894 & u32(2147483647);
let l_2896 = bitcast<f32>(l_2895);
let l_2897 = f64(l_2896);
l_mut_1768 = l_2897;
let l_2898 = l_2895 < u32(8388608);
if l_2898 {
let l_2899 = f64(l_2895);
let l_2900 = l_2899 * f64(1.401298464324817e-45);
l_mut_1768 = l_2900;
}
let l_2901 = bitcast<u64>(l_mut_1768);
let l_2902 = l_2894 >> u32(31);
let l_2903 = u64(l_2902);
let l_2904 = l_2903 << u32(bitcast<u64>(u64(63)));
let l_2905 = l_2901 | l_2904;
let l_2906 = bitcast<f64>(l_2905);
l_mut_2024 = l_2906;
} else {
let l_2907 = bitcast<u32>(l_2876);
let l_2908 = l_2907 + u32(1);
l_mut_2530 = l_2908;
let l_2909 = l_2907 & u32(2147483647);
let l_2910 = l_2909 == u32(0);
if l_2910 {
l_mut_2530 = u32(1);
} else {
let l_2911 = l_2907 & u32(2147483648);
let l_2912 = l_2911 != u32(0);
if l_2912 {
let l_2913 = l_2907 - u32(1);
l_mut_2530 = l_2913;
} else {
let l_2914 = l_2907 == u32(2139095040);
if l_2914 {
l_mut_2530 = l_2907;
}
}
}
let l_2915 = bitcast<f32>(l_mut_2530);
let l_2916 = bitcast<u32>(l_2915);
let l_2917 = l_2916 & u32(2147483647);
let l_2918 = bitcast<f32>(l_2917);
let l_2919 = f64(l_2918);
l_mut_1768 = l_2919;
let l_2920 = l_2917 < u32(8388608);
if l_2920 {
let l_2921 = f64(l_2917);
let l_2922 = l_2921 * f64(1.401298464324817e-45);
l_mut_1768 = l_2922;
}
let l_2923 = bitcast<u64>(l_mut_1768);
let l_2924 = l_2916 >> u32(31);
let l_2925 = u64(l_2924);
let l_2926 = l_2925 << u32(bitcast<u64>(u64(63)));
let l_2927 = l_2923 | l_2926;
let l_2928 = bitcast<f64>(l_2927);
let l_2929 = l_2928 <= l_2870;
if l_2929 {
let l_2930 = bitcast<u32>(l_2876);
let l_2931 = l_2930 + u32(1);
l_mut_2530 = l_2931;
let l_2932 = l_2930 & u32(2147483647);
let l_2933 = l_2932 == u32(0);
if l_2933 {
l_mut_2530 = u32(1);
} else {
let l_2934 = l_2930 & u32(2147483648);
let l_2935 = l_2934 != u32(0);
if l_2935 {
let l_2936 = l_2930 - u32(1);
l_mut_2530 = l_2936;
} else {
let l_2937 = l_2930 == u32(2139095040);
if l_2937 {
l_mut_2530 = l_2930;
}
}
}
let l_2938 = bitcast<f32>(l_mut_2530);
let l_2939 = bitcast<u32>(l_2938);
let l_2940 = l_2939 & u32(2147483647);
let l_2941 = bitcast<f32>(l_2940);
let l_2942 = f64(l_2941);
l_mut_1768 = l_2942;
let l_2943 = l_2940 < u32(8388608);
if l_2943 {
let l_2944 = f64(l_2940);
let l_2945 = l_2944 * f64(1.401298464324817e-45);
l_mut_1768 = l_2945;
}
let l_2946 = bitcast<u64>(l_mut_1768);
let l_2947 = l_2939 >> u32(31);
let l_2948 = u64(l_2947);
let l_2949 = l_2948 << u32(bitcast<u64>(u64(63)));
let l_2950 = l_2946 | l_2949;
let l_2951 = bitcast<f64>(l_2950);
l_mut_2024 = l_2951;
}
}
}
let l_2952 = -l_mut_2024;
l_mut_2024 = l_2952;
let l_2953 = bool(false) && bool(false);
if l_2953 {
let l_2954 = l_2865 + l_2868;
let l_2955 = l_2954 * f64(7.1362384635298e44);
let l_2956 = floor(l_2955);
let l_2957 = l_2956 * f64(1.401298464324817e-45);
l_mut_1768 = l_2957;
let l_2958 = abs(l_2954);
let l_2959 = l_2958 >= f64(1.1754943508222875e-38);
if l_2959 {
let l_2960 = f32(l_2954);
let l_2961 = f64(l_2960);
l_mut_1768 = l_2961;
let l_2962 = l_mut_1768 > l_2954;
if l_2962 {
let l_2963 = bitcast<u32>(l_2960);
let l_2964 = l_2963 ^ u32(2147483648);
let l_2965 = bitcast<f32>(l_2964);
let l_2966 = bitcast<u32>(l_2965);
let l_2967 = l_2966 + u32(1);
l_mut_2530 = l_2967;
let l_2968 = l_2966 & u32(2147483647);
let l_2969 = l_2968 == u32(0);
if l_2969 {
l_mut_2530 = u32(1);
} else {
let l_2970 = l_2966 & u32(2147483648);
let l_2971 = l_2970 != u32(0);
if l_2971 {
let l_2972 = l_2966 - u32(1);
l_mut_2530 = l_2972;
} else {
let l_2973 = l_2966 == u32(2139095040);
if l_2973 {
l_mut_2530 = l_2966;
}
}
}
let l_2974 = bitcast<f32>(l_mut_2530);
let l_2975 = bitcast<u32>(l_2974);
let l_2976 = l_2975 ^ u32(2147483648);
let l_2977 = bitcast<f32>(l_2976);
let l_2978 = bitcast<u32>(l_2977);
let l_2979 = l_2978 & u32(2147483647);
let l_2980 = bitcast<f32>(l_2979);
let l_2981 = f64(l_2980);
l_mut_1514 = l_2981;
let l_2982 = l_2979 < u32(8388608);
if l_2982 {
let l_2983 = f64(l_2979);
let l_2984 = l_2983 * f64(1.401298464324817e-45);
l_mut_1514 = l_2984;
}
let l_2985 = bitcast<u64>(l_mut_1514);
let l_2986 = l_2978 >> u32(31);
let l_2987 = u64(l_2986);
let l_2988 = l_2987 << u32(bitcast<u64>(u64(63)));
let l_2989 = l_2985 | l_2988;
let l_2990 = bitcast<f64>(l_2989);
l_mut_1768 = l_2990;
} else {
let l_2991 = bitcast<u32>(l_2960);
let l_2992 = l_2991 + u32(1);
l_mut_2530 = l_2992;
let l_2993 = l_2991 & u32(2147483647);
let l_2994 = l_2993 == u32(0);
if l_2994 {
l_mut_2530 = u32(1);
} else {
let l_2995 = l_2991 & u32(2147483648);
let l_2996 = l_2995 != u32(0);
if l_2996 {
let l_2997 = l_2991 - u32(1);
l_mut_2530 = l_2997;
} else {
let l_2998 = l_2991 == u32(2139095040);
if l_2998 {
l_mut_2530 = l_2991;
}
}
}
let l_2999 = bitcast<f32>(l_mut_2530);
let l_3000 = bitcast<u32>(l_2999);
let l_3001 = l_3000 & u32(2147483647);
let l_3002 = bitcast<f32>(l_3001);
let l_3003 = f64(l_3002);
l_mut_1514 = l_3003;
let l_3004 = l_3001 < u32(8388608);
if l_3004 {
let l_3005 = f64(l_3001);
let l_3006 = l_3005 * f64(1.401298464324817e-45);
l_mut_1514 = l_3006;
}
let l_3007 = bitcast<u64>(l_mut_1514);
let l_3008 = l_3000 >> u32(31);
let l_3009 = u64(l_3008);
let l_3010 = l_3009 << u32(bitcast<u64>(u64(63)));
let l_3011 = l_3007 | l_3010;
let l_3012 = bitcast<f64>(l_3011);
let l_3013 = l_3012 <= l_2954;
if l_3013 {
let l_3014 = bitcast<u32>(l_2960);
let l_3015 = l_3014 + u32(1);
l_mut_2530 = l_3015;
let l_3016 = l_3014 & u32(2147483647);
let l_3017 = l_3016 == u32(0);
if l_3017 {
l_mut_2530 = u32(1);
} else {
let l_3018 = l_3014 & u32(2147483648);
let l_3019 = l_3018 != u32(0);
if l_3019 {
let l_3020 = l_3014 - u32(1);
l_mut_2530 = l_3020;
} else {
let l_3021 = l_3014 == u32(2139095040);
if l_3021 {
l_mut_2530 = l_3014;
}
}
}
let l_3022 = bitcast<f32>(l_mut_2530);
let l_3023 = bitcast<u32>(l_3022);
let l_3024 = l_3023 & u32(2147483647);
let l_3025 = bitcast<f32>(l_3024);
let l_3026 = f64(l_3025);
l_mut_1514 = l_3026;
let l_3027 = l_3024 < u32(8388608);
if l_3027 {
let l_3028 = f64(l_3024);
let l_3029 = l_3028 * f64(1.401298464324817e-45);
l_mut_1514 = l_3029;
}
let l_3030 = bitcast<u64>(l_mut_1514);
let l_3031 = l_3023 >> u32(31);
let l_3032 = u64(l_3031);
let l_3033 = l_3032 << u32(bitcast<u64>(u64(63)));
let l_3034 = l_3030 | l_3033;
let l_3035 = bitcast<f64>(l_3034);
l_mut_1768 = l_3035;
}
}
}
l_mut_2024 = l_mut_1768;
} else {
}
let l_3036 = l_mut_219 - l_178;
let l_3037 = abs(l_3036);
let l_3038 = l_3037 * f64(2.220446049250313e-16);
let l_3039 = l_1394 + l_3038;
let l_3040 = l_3036 + l_3039;
let l_3041 = -l_3040;
let l_3042 = l_3041 * f64(7.1362384635298e44);
let l_3043 = floor(l_3042);
let l_3044 = l_3043 * f64(1.401298464324817e-45);
l_mut_1768 = l_3044;
let l_3045 = abs(l_3041);
let l_3046 = l_3045 >= f64(1.1754943508222875e-38);
if l_3046 {
let l_3047 = f32(l_3041);
let l_3048 = f64(l_3047);
l_mut_1768 = l_3048;
let l_3049 = l_mut_1768 > l_3041;
if l_3049 {
let l_3050 = bitcast<u32>(l_3047);
let l_3051 = l_3050 ^ u32(2147483648);
let l_3052 = bitcast<f32>(l_3051);
let l_3053 = bitcast<u32>(l_3052);
let l_3054 = l_3053 + u32(1);
l_mut_2530 = l_3054;
let l_3055 = l_3053 & u32(2147483647);
let l_3056 = l_3055 == u32(0);
if l_3056 {
l_mut_2530 = u32(1);
} else {
let l_3057 = l_3053 & u32(2147483648);
let l_3058 = l_3057 != u32(0);
if l_3058 {
let l_3059 = l_3053 - u32(1);
l_mut_2530 = l_3059;
} else {
let l_3060 = l_3053 == u32(2139095040);
if l_3060 {
l_mut_2530 = l_3053;
}
}
}
let l_3061 = bitcast<f32>(l_mut_2530);
let l_3062 = bitcast<u32>(l_3061);
let l_3063 = l_3062 ^ u32(2147483648);
let l_3064 = bitcast<f32>(l_3063);
let l_3065 = bitcast<u32>(l_3064);
let l_3066 = l_3065 & u32(2147483647);
let l_3067 = bitcast<f32>(l_3066);
let l_3068 = f64(l_3067);
l_mut_1514 = l_3068;
let l_3069 = l_3066 < u32(8388608);
if l_3069 {
let l_3070 = f64(l_3066);
let l_3071 = l_3070 * f64(1.401298464324817e-45);
l_mut_1514 = l_3071;
}
let l_3072 = bitcast<u64>(l_mut_1514);
let l_3073 = l_3065 >> u32(31);
let l_3074 = u64(l_3073);
let l_3075 = l_3074 << u32(bitcast<u64>(u64(63)));
let l_3076 = l_3072 | l_3075;
let l_3077 = bitcast<f64>(l_3076);
l_mut_1768 = l_3077;
} else {
let l_3078 = bitcast<u32>(l_3047);
let l_3079 = l_3078 + u32(1);
l_mut_2530 = l_3079;
let l_3080 = l_3078 & u32(2147483647);
let l_3081 = l_3080 == u32(0);
if l_3081 {
l_mut_2530 = u32(1);
} else {
let l_3082 = l_3078 & u32(2147483648);
let l_3083 = l_3082 != u32(0);
if l_3083 {
let l_3084 = l_3078 - u32(1);
l_mut_2530 = l_3084;
} else {
let l_3085 = l_3078 == u32(2139095040);
if l_3085 {
l_mut_2530 = l_3078;
}
}
}
let l_3086 = bitcast<f32>(l_mut_2530);
let l_3087 = bitcast<u32>(l_3086);
let l_3088 = l_3087 & u32(2147483647);
let l_3089 = bitcast<f32>(l_3088);
let l_3090 = f64(l_3089);
l_mut_1514 = l_3090;
let l_3091 = l_3088 < u32(8388608);
if l_3091 {
let l_3092 = f64(l_3088);
let l_3093 = l_3092 * f64(1.401298464324817e-45);
l_mut_1514 = l_3093;
}
let l_3094 = bitcast<u64>(l_mut_1514);
let l_3095 = l_3087 >> u32(31);
let l_3096 = u64(l_3095);
let l_3097 = l_3096 << u32(bitcast<u64>(u64(63)));
let l_3098 = l_3094 | l_3097;
let l_3099 = bitcast<f64>(l_3098);
let l_3100 = l_3099 <= l_3041;
if l_3100 {
let l_3101 = bitcast<u32>(l_3047);
let l_3102 = l_3101 + u32(1);
l_mut_2530 = l_3102;
let l_3103 = l_3101 & u32(2147483647);
let l_3104 = l_3103 == u32(0);
if l_3104 {
l_mut_2530 = u32(1);
} else {
let l_3105 = l_3101 & u32(2147483648);
let l_3106 = l_3105 != u32(0);
if l_3106 {
let l_3107 = l_3101 - u32(1);
l_mut_2530 = l_3107;
} else {
let l_3108 = l_3101 == u32(2139095040);
if l_3108 {
l_mut_2530 = l_3101;
}
}
}
let l_3109 = bitcast<f32>(l_mut_2530);
let l_3110 = bitcast<u32>(l_3109);
let l_3111 = l_3110 & u32(2147483647);
let l_3112 = bitcast<f32>(l_3111);
let l_3113 = f64(l_3112);
l_mut_1514 = l_3113;
let l_3114 = l_3111 < u32(8388608);
if l_3114 {
let l_3115 = f64(l_3111);
let l_3116 = l_3115 * f64(1.401298464324817e-45);
l_mut_1514 = l_3116;
}
let l_3117 = bitcast<u64>(l_mut_1514);
let l_3118 = l_3110 >> u32(31);
let l_3119 = u64(l_3118);
let l_3120 = l_3119 << u32(bitcast<u64>(u64(63)));
let l_3121 = l_3117 | l_3120;
let l_3122 = bitcast<f64>(l_3121);
l_mut_1768 = l_3122;
}
}
}
let l_3123 = -l_mut_1768;
l_mut_1768 = l_3123;
let l_3124 = bool(true) && bool(false);
if l_3124 {
let l_3125 = l_3036 + l_3039;
let l_3126 = l_3125 * f64(7.1362384635298e44);
let l_3127 = floor(l_3126);
let l_3128 = l_3127 * f64(1.401298464324817e-45);
l_mut_1514 = l_3128;
let l_3129 = abs(l_3125);
let l_3130 = l_3129 >= f64(1.1754943508222875e-38);
if l_3130 {
let l_3131 = f32(l_3125);
let l_3132 = f64(l_3131);
l_mut_1514 = l_3132;
let l_3133 = l_mut_1514 > l_3125;
if l_3133 {
let l_3134 = bitcast<u32>(l_3131);
let l_3135 = l_3134 ^ u32(2147483648);
let l_3136 = bitcast<f32>(l_3135);
let l_3137 = bitcast<u32>(l_3136);
let l_3138 = l_3137 + u32(1);
l_mut_2530 = l_3138;
let l_3139 = l_3137 & u32(2147483647);
let l_3140 = l_3139 == u32(0);
if l_3140 {
l_mut_2530 = u32(1);
} else {
let l_3141 = l_3137 & u32(2147483648);
let l_3142 = l_3141 != u32(0);
if l_3142 {
let l_3143 = l_3137 - u32(1);
l_mut_2530 = l_3143;
} else {
let l_3144 = l_3137 == u32(2139095040);
if l_3144 {
l_mut_2530 = l_3137;
}
}
}
let l_3145 = bitcast<f32>(l_mut_2530);
let l_3146 = bitcast<u32>(l_3145);
let l_3147 = l_3146 ^ u32(2147483648);
let l_3148 = bitcast<f32>(l_3147);
let l_3149 = bitcast<u32>(l_3148);
let l_3150 = l_3149 & u32(2147483647);
let l_3151 = bitcast<f32>(l_3150);
let l_3152 = f64(l_3151);
l_mut_1429 = l_3152;
let l_3153 = l_3150 < u32(8388608);
if l_3153 {
let l_3154 = f64(l_3150);
let l_3155 = l_3154 * f64(1.401298464324817e-45);
l_mut_1429 = l_3155;
}
let l_3156 = bitcast<u64>(l_mut_1429);
let l_3157 = l_3149 >> u32(31);
let l_3158 = u64(l_3157);
let l_3159 = l_3158 << u32(bitcast<u64>(u64(63)));
let l_3160 = l_3156 | l_3159;
let l_3161 = bitcast<f64>(l_3160);
l_mut_1514 = l_3161;
} else {
let l_3162 = bitcast<u32>(l_3131);
let l_3163 = l_3162 + u32(1);
l_mut_2530 = l_3163;
let l_3164 = l_3162 & u32(2147483647);
let l_3165 = l_3164 == u32(0);
if l_3165 {
l_mut_2530 = u32(1);
} else {
let l_3166 = l_3162 & u32(2147483648);
let l_3167 = l_3166 != u32(0);
if l_3167 {
let l_3168 = l_3162 - u32(1);
l_mut_2530 = l_3168;
} else {
let l_3169 = l_3162 == u32(2139095040);
if l_3169 {
l_mut_2530 = l_3162;
}
}
}
let l_3170 = bitcast<f32>(l_mut_2530);
let l_3171 = bitcast<u32>(l_3170);
let l_3172 = l_3171 & u32(2147483647);
let l_3173 = bitcast<f32>(l_3172);
let l_3174 = f64(l_3173);
l_mut_1429 = l_3174;
let l_3175 = l_3172 < u32(8388608);
if l_3175 {
let l_3176 = f64(l_3172);
let l_3177 = l_3176 * f64(1.401298464324817e-45);
l_mut_1429 = l_3177;
}
let l_3178 = bitcast<u64>(l_mut_1429);
let l_3179 = l_3171 >> u32(31);
let l_3180 = u64(l_3179);
let l_3181 = l_3180 << u32(bitcast<u64>(u64(63)));
let l_3182 = l_3178 | l_3181;
let l_3183 = bitcast<f64>(l_3182);
let l_3184 = l_3183 <= l_3125;
if l_3184 {
let l_3185 = bitcast<u32>(l_3131);
let l_3186 = l_3185 + u32(1);
l_mut_2530 = l_3186;
let l_3187 = l_3185 & u32(2147483647);
let l_3188 = l_3187 == u32(0);
if l_3188 {
l_mut_2530 = u32(1);
} else {
let l_3189 = l_3185 & u32(2147483648);
let l_3190 = l_3189 != u32(0);
if l_3190 {
let l_3191 = l_3185 - u32(1);
l_mut_2530 = l_3191;
} else {
let l_3192 = l_3185 == u32(2139095040);
if l_3192 {
l_mut_2530 = l_3185;
}
}
}
let l_3193 = bitcast<f32>(l_mut_2530);
let l_3194 = bitcast<u32>(l_3193);
let l_3195 = l_3194 & u32(2147483647);
let l_3196 = bitcast<f32>(l_3195);
let l_3197 = f64(l_3196);
l_mut_1429 = l_3197;
let l_3198 = l_3195 < u32(8388608);
if l_3198 {
let l_3199 = f64(l_3195);
let l_3200 = l_3199 * f64(1.401298464324817e-45);
l_mut_1429 = l_3200;
}
let l_3201 = bitcast<u64>(l_mut_1429);
let l_3202 = l_3194 >> u32(31);
let l_3203 = u64(l_3202);
let l_3204 = l_3203 << u32(bitcast<u64>(u64(63)));
let l_3205 = l_3201 | l_3204;
let l_3206 = bitcast<f64>(l_3205);
l_mut_1514 = l_3206;
}
}
}
l_mut_1768 = l_mut_1514;
} else {
let l_3207 = l_3036 - l_3039;
let l_3208 = l_3207 * f64(7.1362384635298e44);
let l_3209 = floor(l_3208);
let l_3210 = l_3209 * f64(1.401298464324817e-45);
l_mut_1514 = l_3210;
let l_3211 = abs(l_3207);
let l_3212 = l_3211 >= f64(1.1754943508222875e-38);
if l_3212 {
let l_3213 = f32(l_3207);
let l_3214 = f64(l_3213);
l_mut_1514 = l_3214;
let l_3215 = l_mut_1514 > l_3207;
if l_3215 {
let l_3216 = bitcast<u32>(l_3213);
let l_3217 = l_3216 ^ u32(2147483648);
let l_3218 = bitcast<f32>(l_3217);
let l_3219 = bitcast<u32>(l_3218);
let l_3220 = l_3219 + u32(1);
l_mut_2530 = l_3220;
let l_3221 = l_3219 & u32(2147483647);
let l_3222 = l_3221 == u32(0);
if l_3222 {
l_mut_2530 = u32(1);
} else {
let l_3223 = l_3219 & u32(2147483648);
let l_3224 = l_3223 != u32(0);
if l_3224 {
let l_3225 = l_3219 - u32(1);
l_mut_2530 = l_3225;
} else {
let l_3226 = l_3219 == u32(2139095040);
if l_3226 {
l_mut_2530 = l_3219;
}
}
}
let l_3227 = bitcast<f32>(l_mut_2530);
let l_3228 = bitcast<u32>(l_3227);
let l_3229 = l_3228 ^ u32(2147483648);
let l_3230 = bitcast<f32>(l_3229);
let l_3231 = bitcast<u32>(l_3230);
let l_3232 = l_3231 & u32(2147483647);
let l_3233 = bitcast<f32>(l_3232);
let l_3234 = f64(l_3233);
l_mut_1429 = l_3234;
let l_3235 = l_3232 < u32(8388608);
if l_3235 {
let l_3236 = f64(l_3232);
let l_3237 = l_3236 * f64(1.401298464324817e-45);
l_mut_1429 = l_3237;
}
let l_3238 = bitcast<u64>(l_mut_1429);
let l_3239 = l_3231 >> u32(31);
let l_3240 = u64(l_3239);
let l_3241 = l_3240 << u32(bitcast<u64>(u64(63)));
let l_3242 = l_3238 | l_3241;
let l_3243 = bitcast<f64>(l_3242);
l_mut_1514 = l_3243;
} else {
let l_3244 = bitcast<u32>(l_3213);
let l_3245 = l_3244 + u32(1);
l_mut_2530 = l_3245;
let l_3246 = l_3244 & u32(2147483647);
let l_3247 = l_3246 == u32(0);
if l_3247 {
l_mut_2530 = u32(1);
} else {
let l_3248 = l_3244 & u32(2147483648);
let l_3249 = l_3248 != u32(0);
if l_3249 {
let l_3250 = l_3244 - u32(1);
l_mut_2530 = l_3250;
} else {
let l_3251 = l_3244 == u32(2139095040);
if l_3251 {
l_mut_2530 = l_3244;
}
}
}
let l_3252 = bitcast<f32>(l_mut_2530);
let l_3253 = bitcast<u32>(l_3252);
let l_3254 = l_3253 & u32(2147483647);
let l_3255 = bitcast<f32>(l_3254);
let l_3256 = f64(l_3255);
l_mut_1429 = l_3256;
let l_3257 = l_3254 < u32(8388608);
if l_3257 {
let l_3258 = f64(l_3254);
let l_3259 = l_3258 * f64(1.401298464324817e-45);
l_mut_1429 = l_3259;
}
let l_3260 = bitcast<u64>(l_mut_1429);
let l_3261 = l_3253 >> u32(31);
let l_3262 = u64(l_3261);
let l_3263 = l_3262 << u32(bitcast<u64>(u64(63)));
let l_3264 = l_3260 | l_3263;
let l_3265 = bitcast<f64>(l_3264);
let l_3266 = l_3265 <= l_3207;
if l_3266 {
let l_3267 = bitcast<u32>(l_3213);
let l_3268 = l_3267 + u32(1);
l_mut_2530 = l_3268;
let l_3269 = l_3267 & u32(2147483647);
let l_3270 = l_3269 == u32(0);
if l_3270 {
l_mut_2530 = u32(1);
} else {
let l_3271 = l_3267 & u32(2147483648);
let l_3272 = l_3271 != u32(0);
if l_3272 {
let l_3273 = l_3267 - u32(1);
l_mut_2530 = l_3273;
} else {
let l_3274 = l_3267 == u32(2139095040);
if l_3274 {
l_mut_2530 = l_3267;
}
}
}
let l_3275 = bitcast<f32>(l_mut_2530);
let l_3276 = bitcast<u32>(l_3275);
let l_3277 = l_3276 & u32(2147483647);
let l_3278 = bitcast<f32>(l_3277);
let l_3279 = f64(l_3278);
l_mut_1429 = l_3279;
let l_3280 = l_3277 < u32(8388608);
if l_3280 {
let l_3281 = f64(l_3277);
let l_3282 = l_3281 * f64(1.401298464324817e-45);
l_mut_1429 = l_3282;
}
let l_3283 = bitcast<u64>(l_mut_1429);
let l_3284 = l_3276 >> u32(31);
let l_3285 = u64(l_3284);
let l_3286 = l_3285 << u32(bitcast<u64>(u64(63)));
let l_3287 = l_3283 | l_3286;
let l_3288 = bitcast<f64>(l_3287);
l_mut_1514 = l_3288;
}
}
}
l_mut_1768 = l_mut_1514;
}
let l_3289 = l_mut_219 + l_178;
let l_3290 = abs(l_3289);
let l_3291 = l_3290 * f64(2.220446049250313e-16);
let l_3292 = l_1394 + l_3291;
let l_3293 = l_3289 + l_3292;
let l_3294 = -l_3293;
let l_3295 = l_3294 * f64(7.1362384635298e44);
let l_3296 = floor(l_3295);
let l_3297 = l_3296 * f64(1.401298464324817e-45);
l_mut_1514 = l_3297;
let l_3298 = abs(l_3294);
let l_3299 = l_3298 >= f64(1.1754943508222875e-38);
if l_3299 {
let l_3300 = f32(l_3294);
let l_3301 = f64(l_3300);
l_mut_1514 = l_3301;
let l_3302 = l_mut_1514 > l_3294;
if l_3302 {
let l_3303 = bitcast<u32>(l_3300);
let l_3304 = l_3303 ^ u32(2147483648);
let l_3305 = bitcast<f32>(l_3304);
let l_3306 = bitcast<u32>(l_3305);
let l_3307 = l_3306 + u32(1);
l_mut_2530 = l_3307;
let l_3308 = l_3306 & u32(2147483647);
let l_3309 = l_3308 == u32(0);
if l_3309 {
l_mut_2530 = u32(1);
} else {
let l_3310 = l_3306 & u32(2147483648);
let l_3311 = l_3310 != u32(0);
if l_3311 {
let l_3312 = l_3306 - u32(1);
l_mut_2530 = l_3312;
} else {
let l_3313 = l_3306 == u32(2139095040);
if l_3313 {
l_mut_2530 = l_3306;
}
}
}
let l_3314 = bitcast<f32>(l_mut_2530);
let l_3315 = bitcast<u32>(l_3314);
let l_3316 = l_3315 ^ u32(2147483648);
let l_3317 = bitcast<f32>(l_3316);
let l_3318 = bitcast<u32>(l_3317);
let l_3319 = l_3318 & u32(2147483647);
let l_3320 = bitcast<f32>(l_3319);
let l_3321 = f64(l_3320);
l_mut_1429 = l_3321;
let l_3322 = l_3319 < u32(8388608);
if l_3322 {
let l_3323 = f64(l_3319);
let l_3324 = l_3323 * f64(1.401298464324817e-45);
l_mut_1429 = l_3324;
}
let l_3325 = bitcast<u64>(l_mut_1429);
let l_3326 = l_3318 >> u32(31);
let l_3327 = u64(l_3326);
let l_3328 = l_3327 << u32(bitcast<u64>(u64(63)));
let l_3329 = l_3325 | l_3328;
let l_3330 = bitcast<f64>(l_3329);
l_mut_1514 = l_3330;
} else {
let l_3331 = bitcast<u32>(l_3300);
let l_3332 = l_3331 + u32(1);
l_mut_2530 = l_3332;
let l_3333 = l_3331 & u32(2147483647);
let l_3334 = l_3333 == u32(0);
if l_3334 {
l_mut_2530 = u32(1);
} else {
let l_3335 = l_3331 & u32(2147483648);
let l_3336 = l_3335 != u32(0);
if l_3336 {
let l_3337 = l_3331 - u32(1);
l_mut_2530 = l_3337;
} else {
let l_3338 = l_3331 == u32(2139095040);
if l_3338 {
l_mut_2530 = l_3331;
}
}
}
let l_3339 = bitcast<f32>(l_mut_2530);
let l_3340 = bitcast<u32>(l_3339);
let l_3341 = l_3340 & u32(2147483647);
let l_3342 = bitcast<f32>(l_3341);
let l_3343 = f64(l_3342);
l_mut_1429 = l_3343;
let l_3344 = l_3341 < u32(8388608);
if l_3344 {
let l_3345 = f64(l_3341);
let l_3346 = l_3345 * f64(1.401298464324817e-45);
l_mut_1429 = l_3346;
}
let l_3347 = bitcast<u64>(l_mut_1429);
let l_3348 = l_3340 >> u32(31);
let l_3349 = u64(l_3348);
let l_3350 = l_3349 << u32(bitcast<u64>(u64(63)));
let l_3351 = l_3347 | l_3350;
let l_3352 = bitcast<f64>(l_3351);
let l_3353 = l_3352 <= l_3294;
if l_3353 {
let l_3354 = bitcast<u32>(l_3300);
let l_3355 = l_3354 + u32(1);
l_mut_2530 = l_3355;
let l_3356 = l_3354 & u32(2147483647);
let l_3357 = l_3356 == u32(0);
if l_3357 {
l_mut_2530 = u32(1);
} else {
let l_3358 = l_3354 & u32(2147483648);
let l_3359 = l_3358 != u32(0);
if l_3359 {
let l_3360 = l_3354 - u32(1);
l_mut_2530 = l_3360;
} else {
let l_3361 = l_3354 == u32(2139095040);
if l_3361 {
l_mut_2530 = l_3354;
}
}
}
let l_3362 = bitcast<f32>(l_mut_2530);
let l_3363 = bitcast<u32>(l_3362);
let l_3364 = l_3363 & u32(2147483647);
let l_3365 = bitcast<f32>(l_3364);
let l_3366 = f64(l_3365);
l_mut_1429 = l_3366;
let l_3367 = l_3364 < u32(8388608);
if l_3367 {
let l_3368 = f64(l_3364);
let l_3369 = l_3368 * f64(1.401298464324817e-45);
l_mut_1429 = l_3369;
}
let l_3370 = bitcast<u64>(l_mut_1429);
let l_3371 = l_3363 >> u32(31);
let l_3372 = u64(l_3371);
let l_3373 = l_3372 << u32(bitcast<u64>(u64(63)));
let l_3374 = l_3370 | l_3373;
let l_3375 = bitcast<f64>(l_3374);
l_mut_1514 = l_3375;
}
}
}
let l_3376 = -l_mut_1514;
l_mut_1514 = l_3376;
let l_3377 = bool(false) && bool(false);
if l_3377 {
let l_3378 = l_3289 + l_3292;
let l_3379 = l_3378 * f64(7.1362384635298e44);
let l_3380 = floor(l_3379);
let l_3381 = l_3380 * f64(1.401298464324817e-45);
l_mut_1429 = l_3381;
let l_3382 = abs(l_3378);
let l_3383 = l_3382 >= f64(1.1754943508222875e-38);
if l_3383 {
let l_3384 = f32(l_3378);
let l_3385 = f64(l_3384);
l_mut_1429 = l_3385;
let l_3386 = l_mut_1429 > l_3378;
if l_3386 {
let l_3387 = bitcast<u32>(l_3384);
let l_3388 = l_3387 ^ u32(2147483648);
let l_3389 = bitcast<f32>(l_3388);
let l_3390 = bitcast<u32>(l_3389);
let l_3391 = l_3390 + u32(1);
l_mut_2530 = l_3391;
let l_3392 = l_3390 & u32(2147483647);
let l_3393 = l_3392 == u32(0);
if l_3393 {
l_mut_2530 = u32(1);
} else {
let l_3394 = l_3390 & u32(2147483648);
let l_3395 = l_3394 != u32(0);
if l_3395 {
let l_3396 = l_3390 - u32(1);
l_mut_2530 = l_3396;
} else {
let l_3397 = l_3390 == u32(2139095040);
if l_3397 {
l_mut_2530 = l_3390;
}
}
}
let l_3398 = bitcast<f32>(l_mut_2530);
let l_3399 = bitcast<u32>(l_3398);
let l_3400 = l_3399 ^ u32(2147483648);
let l_3401 = bitcast<f32>(l_3400);
let l_3402 = bitcast<u32>(l_3401);
let l_3403 = l_3402 & u32(2147483647);
let l_3404 = bitcast<f32>(l_3403);
let l_3405 = f64(l_3404);
l_mut_1404 = l_3405;
let l_3406 = l_3403 < u32(8388608);
if l_3406 {
let l_3407 = f64(l_3403);
let l_3408 = l_3407 * f64(1.401298464324817e-45);
l_mut_1404 = l_3408;
}
let l_3409 = bitcast<u64>(l_mut_1404);
let l_3410 = l_3402 >> u32(31);
let l_3411 = u64(l_3410);
let l_3412 = l_3411 << u32(bitcast<u64>(u64(63)));
let l_3413 = l_3409 | l_3412;
let l_3414 = bitcast<f64>(l_3413);
l_mut_1429 = l_3414;
} else {
let l_3415 = bitcast<u32>(l_3384);
let l_3416 = l_3415 + u32(1);
l_mut_2530 = l_3416;
let l_3417 = l_3415 & u32(2147483647);
let l_3418 = l_3417 == u32(0);
if l_3418 {
l_mut_2530 = u32(1);
} else {
let l_3419 = l_3415 & u32(2147483648);
let l_3420 = l_3419 != u32(0);
if l_3420 {
let l_3421 = l_3415 - u32(1);
l_mut_2530 = l_3421;
} else {
let l_3422 = l_3415 == u32(2139095040);
if l_3422 {
l_mut_2530 = l_3415;
}
}
}
let l_3423 = bitcast<f32>(l_mut_2530);
let l_3424 = bitcast<u32>(l_3423);
let l_3425 = l_3424 & u32(2147483647);
let l_3426 = bitcast<f32>(l_3425);
let l_3427 = f64(l_3426);
l_mut_1404 = l_3427;
let l_3428 = l_3425 < u32(8388608);
if l_3428 {
let l_3429 = f64(l_3425);
let l_3430 = l_3429 * f64(1.401298464324817e-45);
l_mut_1404 = l_3430;
}
let l_3431 = bitcast<u64>(l_mut_1404);
let l_3432 = l_3424 >> u32(31);
let l_3433 = u64(l_3432);
let l_3434 = l_3433 << u32(bitcast<u64>(u64(63)));
let l_3435 = l_3431 | l_3434;
let l_3436 = bitcast<f64>(l_3435);
let l_3437 = l_3436 <= l_3378;
if l_3437 {
let l_3438 = bitcast<u32>(l_3384);
let l_3439 = l_3438 + u32(1);
l_mut_2530 = l_3439;
let l_3440 = l_3438 & u32(2147483647);
let l_3441 = l_3440 == u32(0);
if l_3441 {
l_mut_2530 = u32(1);
} else {
let l_3442 = l_3438 & u32(2147483648);
let l_3443 = l_3442 != u32(0);
if l_3443 {
let l_3444 = l_3438 - u32(1);
l_mut_2530 = l_3444;
} else {
let l_3445 = l_3438 == u32(2139095040);
if l_3445 {
l_mut_2530 = l_3438;
}
}
}
let l_3446 = bitcast<f32>(l_mut_2530);
let l_3447 = bitcast<u32>(l_3446);
let l_3448 = l_3447 & u32(2147483647);
let l_3449 = bitcast<f32>(l_3448);
let l_3450 = f64(l_3449);
l_mut_1404 = l_3450;
let l_3451 = l_3448 < u32(8388608);
if l_3451 {
let l_3452 = f64(l_3448);
let l_3453 = l_3452 * f64(1.401298464324817e-45);
l_mut_1404 = l_3453;
}
let l_3454 = bitcast<u64>(l_mut_1404);
let l_3455 = l_3447 >> u32(31);
let l_3456 = u64(l_3455);
let l_3457 = l_3456 << u32(bitcast<u64>(u64(63)));
let l_3458 = l_3454 | l_3457;
let l_3459 = bitcast<f64>(l_3458);
l_mut_1429 = l_3459;
}
}
}
l_mut_1514 = l_mut_1429;
} else {
}
l_mut_2530 = u32(0);
let l_3460 = l_mut_1768 <= f64(0.0);
let l_3461 = l_mut_1514 >= f64(0.0);
let l_3462 = l_3460 && l_3461;
let l_3463 = !l_3462;
if l_3463 {
let l_3465 = l_mut_2278 / l_mut_1768;
let l_3466 = l_mut_2278 / l_mut_1514;
let l_3467 = l_mut_2024 / l_mut_1768;
let l_3468 = l_mut_2024 / l_mut_1514;
a_3464[u32(0)] = l_3465;
a_3464[u32(1)] = l_3465;
let l_3469 = a_3464[u32(0)];
let l_3470 = l_3466 < l_3469;
if l_3470 {
a_3464[u32(0)] = l_3466;
}
let l_3471 = a_3464[u32(0)];
let l_3472 = l_3467 < l_3471;
if l_3472 {
a_3464[u32(0)] = l_3467;
}
let l_3473 = a_3464[u32(0)];
let l_3474 = l_3468 < l_3473;
if l_3474 {
a_3464[u32(0)] = l_3468;
}
let l_3475 = a_3464[u32(1)];
let l_3476 = l_3466 > l_3475;
if l_3476 {
a_3464[u32(1)] = l_3466;
}
let l_3477 = a_3464[u32(1)];
let l_3478 = l_3467 > l_3477;
if l_3478 {
a_3464[u32(1)] = l_3467;
}
let l_3479 = a_3464[u32(1)];
let l_3480 = l_3468 > l_3479;
if l_3480 {
a_3464[u32(1)] = l_3468;
}
let l_3481 = a_3464[u32(0)];
let l_3482 = abs(l_3481);
let l_3483 = l_3482 * l_mut_45;
let l_3484 = a_3464[u32(1)];
let l_3485 = abs(l_3484);
let l_3486 = l_3485 * l_mut_45;
l_mut_2530 = u32(2);
let l_3487 = a_3464[u32(0)];
let l_3488 = l_3487 - l_3483;
let l_3489 = abs(l_3488);
l_mut_2278 = f64(1.401298464324817e-45);
let l_3490 = l_3489 >= f64(1.1754943508222875e-38);
let l_3491 = l_3489 <= f64(1.7976931348623157e308);
let l_3492 = l_3490 && l_3491;
if l_3492 {
let l_3493 = bitcast<u64>(l_3489);
let l_3494 = l_3493 >> u32(bitcast<u64>(u64(52)));
let l_3495 = l_3494 - u64(23);
let l_3496 = l_3495 << u32(bitcast<u64>(u64(52)));
let l_3497 = bitcast<f64>(l_3496);
l_mut_2278 = l_3497;
}
let l_3498 = l_3487 + l_3483;
let l_3499 = abs(l_3498);
l_mut_2024 = f64(1.401298464324817e-45);
let l_3500 = l_3499 >= f64(1.1754943508222875e-38);
let l_3501 = l_3499 <= f64(1.7976931348623157e308);
let l_3502 = l_3500 && l_3501;
if l_3502 {
let l_3503 = bitcast<u64>(l_3499);
let l_3504 = l_3503 >> u32(bitcast<u64>(u64(52)));
let l_3505 = l_3504 - u64(23);
let l_3506 = l_3505 << u32(bitcast<u64>(u64(52)));
let l_3507 = bitcast<f64>(l_3506);
l_mut_2024 = l_3507;
}
let l_3508 = l_mut_2278 == l_mut_2024;
let l_3509 = a_3464[u32(1)];
let l_3510 = l_3509 - l_3486;
let l_3511 = abs(l_3510);
l_mut_2278 = f64(1.401298464324817e-45);
let l_3512 = l_3511 >= f64(1.1754943508222875e-38);
let l_3513 = l_3511 <= f64(1.7976931348623157e308);
let l_3514 = l_3512 && l_3513;
if l_3514 {
let l_3515 = bitcast<u64>(l_3511);
let l_3516 = l_3515 >> u32(bitcast<u64>(u64(52)));
let l_3517 = l_3516 - u64(23);
let l_3518 = l_3517 << u32(bitcast<u64>(u64(52)));
let l_3519 = bitcast<f64>(l_3518);
l_mut_2278 = l_3519;
}
let l_3520 = l_3509 + l_3486;
let l_3521 = abs(l_3520);
l_mut_2024 = f64(1.401298464324817e-45);
let l_3522 = l_3521 >= f64(1.1754943508222875e-38);
let l_3523 = l_3521 <= f64(1.7976931348623157e308);
let l_3524 = l_3522 && l_3523;
if l_3524 {
let l_3525 = bitcast<u64>(l_3521);
let l_3526 = l_3525 >> u32(bitcast<u64>(u64(52)));
let l_3527 = l_3526 - u64(23);
let l_3528 = l_3527 << u32(bitcast<u64>(u64(52)));
let l_3529 = bitcast<f64>(l_3528);
l_mut_2024 = l_3529;
}
let l_3530 = l_mut_2278 == l_mut_2024;
let l_3531 = l_3508 && l_3530;
if l_3531 {
let l_3532 = a_3464[u32(0)];
let l_3533 = a_3464[u32(0)];
let l_3534 = abs(l_3533);
l_mut_2278 = f64(1.401298464324817e-45);
let l_3535 = l_3534 >= f64(1.1754943508222875e-38);
let l_3536 = l_3534 <= f64(1.7976931348623157e308);
let l_3537 = l_3535 && l_3536;
if l_3537 {
let l_3538 = bitcast<u64>(l_3534);
let l_3539 = l_3538 >> u32(bitcast<u64>(u64(52)));
let l_3540 = l_3539 - u64(23);
let l_3541 = l_3540 << u32(bitcast<u64>(u64(52)));
let l_3542 = bitcast<f64>(l_3541);
l_mut_2278 = l_3542;
}
let l_3543 = l_181 * l_mut_2278;
let l_3544 = l_3532 - l_3543;
let l_3545 = a_3464[u32(1)];
let l_3546 = a_3464[u32(1)];
let l_3547 = abs(l_3546);
l_mut_2278 = f64(1.401298464324817e-45);
let l_3548 = l_3547 >= f64(1.1754943508222875e-38);
let l_3549 = l_3547 <= f64(1.7976931348623157e308);
let l_3550 = l_3548 && l_3549;
if l_3550 {
let l_3551 = bitcast<u64>(l_3547);
let l_3552 = l_3551 >> u32(bitcast<u64>(u64(52)));
let l_3553 = l_3552 - u64(23);
let l_3554 = l_3553 << u32(bitcast<u64>(u64(52)));
let l_3555 = bitcast<f64>(l_3554);
l_mut_2278 = l_3555;
}
let l_3556 = l_181 * l_mut_2278;
let l_3557 = l_3545 + l_3556;
let l_3558 = bitcast<u32>(l_mut_25);
let l_3559 = l_3558 & u32(2147483647);
let l_3560 = bitcast<f32>(l_3559);
let l_3561 = f64(l_3560);
l_mut_2278 = l_3561;
let l_3562 = l_3559 < u32(8388608);
if l_3562 {
let l_3563 = f64(l_3559);
let l_3564 = l_3563 * f64(1.401298464324817e-45);
l_mut_2278 = l_3564;
}
let l_3565 = bitcast<u64>(l_mut_2278);
let l_3566 = l_3558 >> u32(31);
let l_3567 = u64(l_3566);
let l_3568 = l_3567 << u32(bitcast<u64>(u64(63)));
let l_3569 = l_3565 | l_3568;
let l_3570 = bitcast<f64>(l_3569);
let l_3571 = bitcast<u32>(l_mut_25);
let l_3572 = l_3571 + u32(1);
l_mut_3573 = l_3572;
let l_3574 = l_3571 & u32(2147483647);
let l_3575 = l_3574 == u32(0);
if l_3575 {
l_mut_3573 = u32(1);
} else {
let l_3576 = l_3571 & u32(2147483648);
let l_3577 = l_3576 != u32(0);
if l_3577 {
let l_3578 = l_3571 - u32(1);
l_mut_3573 = l_3578;
} else {
let l_3579 = l_3571 == u32(2139095040);
if l_3579 {
l_mut_3573 = l_3571;
}
}
}
let l_3580 = bitcast<f32>(l_mut_3573);
let l_3581 = bitcast<u32>(l_3580);
let l_3582 = l_3581 & u32(2147483647);
let l_3583 = bitcast<f32>(l_3582);
let l_3584 = f64(l_3583);
l_mut_2278 = l_3584;
let l_3585 = l_3582 < u32(8388608);
if l_3585 {
let l_3586 = f64(l_3582);
let l_3587 = l_3586 * f64(1.401298464324817e-45);
l_mut_2278 = l_3587;
}
let l_3588 = bitcast<u64>(l_mut_2278);
let l_3589 = l_3581 >> u32(31);
let l_3590 = u64(l_3589);
let l_3591 = l_3590 << u32(bitcast<u64>(u64(63)));
let l_3592 = l_3588 | l_3591;
let l_3593 = bitcast<f64>(l_3592);
let l_3594 = bitcast<u32>(l_mut_25);
let l_3595 = l_3594 ^ u32(2147483648);
let l_3596 = bitcast<f32>(l_3595);
let l_3597 = bitcast<u32>(l_3596);
let l_3598 = l_3597 + u32(1);
l_mut_3573 = l_3598;
let l_3599 = l_3597 & u32(2147483647);
let l_3600 = l_3599 == u32(0);
if l_3600 {
l_mut_3573 = u32(1);
} else {
let l_3601 = l_3597 & u32(2147483648);
let l_3602 = l_3601 != u32(0);
if l_3602 {
let l_3603 = l_3597 - u32(1);
l_mut_3573 = l_3603;
} else {
let l_3604 = l_3597 == u32(2139095040);
if l_3604 {
l_mut_3573 = l_3597;
}
}
}
let l_3605 = bitcast<f32>(l_mut_3573);
let l_3606 = bitcast<u32>(l_3605);
let l_3607 = l_3606 ^ u32(2147483648);
let l_3608 = bitcast<f32>(l_3607);
let l_3609 = bitcast<u32>(l_3608);
let l_3610 = l_3609 & u32(2147483647);
let l_3611 = bitcast<f32>(l_3610);
let l_3612 = f64(l_3611);
l_mut_2278 = l_3612;
let l_3613 = l_3610 < u32(8388608);
if l_3613 {
let l_3614 = f64(l_3610);
let l_3615 = l_3614 * f64(1.401298464324817e-45);
l_mut_2278 = l_3615;
}
let l_3616 = bitcast<u64>(l_mut_2278);
let l_3617 = l_3609 >> u32(31);
let l_3618 = u64(l_3617);
let l_3619 = l_3618 << u32(bitcast<u64>(u64(63)));
let l_3620 = l_3616 | l_3619;
let l_3621 = bitcast<f64>(l_3620);
let l_3622 = l_3544 + l_3483;
let l_3623 = l_3622 <= l_3570;
l_mut_308 = l_3623;
let l_3624 = l_3544 - l_3483;
let l_3625 = l_3624 > l_3570;
l_mut_305 = l_3625;
let l_3626 = l_3557 - l_3486;
let l_3627 = l_3626 >= l_3570;
l_mut_302 = l_3627;
let l_3628 = l_3557 + l_3486;
let l_3629 = l_3628 < l_3570;
l_mut_299 = l_3629;
let l_3630 = l_3544 + l_3483;
let l_3631 = l_3630 < l_3593;
l_mut_308 = l_3631;
let l_3632 = l_3544 - l_3483;
let l_3633 = l_3632 >= l_3593;
l_mut_305 = l_3633;
let l_3634 = l_3557 - l_3486;
let l_3635 = l_3634 > l_3621;
l_mut_302 = l_3635;
let l_3636 = l_3557 + l_3486;
let l_3637 = l_3636 <= l_3621;
l_mut_299 = l_3637;
l_mut_3573 = u32(2);
let l_3638 = l_mut_305 || l_mut_299;
if l_3638 {
l_mut_3573 = u32(1);
} else {
let l_3639 = l_mut_308 && l_mut_302;
if l_3639 {
l_mut_3573 = u32(0);
}
}
let l_3640 = bitcast<u32>(l_mut_25);
let l_3641 = l_3640 & u32(2147483647);
let l_3642 = l_3641 == u32(0);
if l_3642 {
let l_3643 = l_3544 + l_3483;
let l_3644 = l_3643 < f64(1.1754943508222875e-38);
let l_3645 = l_3557 - l_3486;
let l_3646 = l_3645 > f64(-1.1754943508222875e-38);
let l_3647 = l_3644 && l_3646;
let l_3648 = l_3544 - l_3483;
let l_3649 = l_3648 < f64(1.1754943508222875e-38);
let l_3650 = l_3557 + l_3486;
let l_3651 = l_3650 > f64(-1.1754943508222875e-38);
let l_3652 = l_3649 && l_3651;
if l_3647 {
l_mut_3573 = u32(0);
} else {
let l_3653 = l_mut_3573 == u32(1);
let l_3654 = l_3652 && l_3653;
if l_3654 {
l_mut_3573 = u32(2);
}
}
}
l_mut_2530 = l_mut_3573;
}
}
let l_3655 = l_mut_206 == u32(0);
if l_3655 {
l_mut_248 = u32(0);
} else {
let l_3656 = l_mut_2530 == u32(1);
if l_3656 {
l_mut_248 = u32(1);
}
}
} else {
let l_3657 = l_mut_867 - l_178;
let l_3658 = l_mut_867 + l_178;
let l_3659 = l_mut_219 - l_178;
let l_3660 = l_mut_219 + l_178;
let l_3661 = abs(l_3659);
let l_3662 = l_3661 > l_1394;
let l_3663 = abs(l_3660);
let l_3664 = l_3663 > l_1394;
let l_3665 = l_3662 && l_3664;
if l_3665 {
let l_3666 = l_1392 + l_1394;
let l_3667 = abs(l_3659);
let l_3668 = abs(l_3660);
l_mut_2278 = l_3667;
let l_3669 = l_3668 < l_3667;
if l_3669 {
l_mut_2278 = l_3668;
}
let l_3670 = l_3666 / l_mut_2278;
let l_3671 = abs(l_3657);
let l_3672 = abs(l_3658);
l_mut_2278 = l_3671;
let l_3673 = l_3672 < l_3671;
if l_3673 {
l_mut_2278 = l_3672;
}
let l_3674 = l_1392 / l_mut_2278;
let l_3675 = l_3670 + l_3674;
l_mut_45 = l_mut_45 + l_3675;
l_mut_3573 = u32(0);
let l_3676 = l_3659 <= f64(0.0);
let l_3677 = l_3660 >= f64(0.0);
let l_3678 = l_3676 && l_3677;
let l_3679 = !l_3678;
if l_3679 {
let l_3681 = l_3657 / l_3659;
let l_3682 = l_3657 / l_3660;
let l_3683 = l_3658 / l_3659;
let l_3684 = l_3658 / l_3660;
a_3680[u32(0)] = l_3681;
a_3680[u32(1)] = l_3681;
let l_3685 = a_3680[u32(0)];
let l_3686 = l_3682 < l_3685;
if l_3686 {
a_3680[u32(0)] = l_3682;
}
let l_3687 = a_3680[u32(0)];
let l_3688 = l_3683 < l_3687;
if l_3688 {
a_3680[u32(0)] = l_3683;
}
let l_3689 = a_3680[u32(0)];
let l_3690 = l_3684 < l_3689;
if l_3690 {
a_3680[u32(0)] = l_3684;
}
let l_3691 = a_3680[u32(1)];
let l_3692 = l_3682 > l_3691;
if l_3692 {
a_3680[u32(1)] = l_3682;
}
let l_3693 = a_3680[u32(1)];
let l_3694 = l_3683 > l_3693;
if l_3694 {
a_3680[u32(1)] = l_3683;
}
let l_3695 = a_3680[u32(1)];
let l_3696 = l_3684 > l_3695;
if l_3696 {
a_3680[u32(1)] = l_3684;
}
let l_3697 = a_3680[u32(0)];
let l_3698 = abs(l_3697);
let l_3699 = l_3698 * l_mut_45;
let l_3700 = a_3680[u32(1)];
let l_3701 = abs(l_3700);
let l_3702 = l_3701 * l_mut_45;
l_mut_3573 = u32(2);
let l_3703 = a_3680[u32(0)];
let l_3704 = l_3703 - l_3699;
let l_3705 = abs(l_3704);
l_mut_2278 = f64(1.401298464324817e-45);
let l_3706 = l_3705 >= f64(1.1754943508222875e-38);
let l_3707 = l_3705 <= f64(1.7976931348623157e308);
let l_3708 = l_3706 && l_3707;
if l_3708 {
let l_3709 = bitcast<u64>(l_3705);
let l_3710 = l_3709 >> u32(bitcast<u64>(u64(52)));
let l_3711 = l_3710 - u64(23);
let l_3712 = l_3711 << u32(bitcast<u64>(u64(52)));
let l_3713 = bitcast<f64>(l_3712);
l_mut_2278 = l_3713;
}
let l_3714 = l_3703 + l_3699;
let l_3715 = abs(l_3714);
l_mut_2024 = f64(1.401298464324817e-45);
let l_3716 = l_3715 >= f64(1.1754943508222875e-38);
let l_3717 = l_3715 <= f64(1.7976931348623157e308);
let l_3718 = l_3716 && l_3717;
if l_3718 {
let l_3719 = bitcast<u64>(l_3715);
let l_3720 = l_3719 >> u32(bitcast<u64>(u64(52)));
let l_3721 = l_3720 - u64(23);
let l_3722 = l_3721 << u32(bitcast<u64>(u64(52)));
let l_3723 = bitcast<f64>(l_3722);
l_mut_2024 = l_3723;
}
let l_3724 = l_mut_2278 == l_mut_2024;
let l_3725 = a_3680[u32(1)];
let l_3726 = l_3725 - l_3702;
let l_3727 = abs(l_3726);
l_mut_2278 = f64(1.401298464324817e-45);
let l_3728 = l_3727 >= f64(1.1754943508222875e-38);
let l_3729 = l_3727 <= f64(1.7976931348623157e308);
let l_3730 = l_3728 && l_3729;
if l_3730 {
let l_3731 = bitcast<u64>(l_3727);
let l_3732 = l_3731 >> u32(bitcast<u64>(u64(52)));
let l_3733 = l_3732 - u64(23);
let l_3734 = l_3733 << u32(bitcast<u64>(u64(52)));
let l_3735 = bitcast<f64>(l_3734);
l_mut_2278 = l_3735;
}
let l_3736 = l_3725 + l_3702;
let l_3737 = abs(l_3736);
l_mut_2024 = f64(1.401298464324817e-45);
let l_3738 = l_3737 >= f64(1.1754943508222875e-38);
let l_3739 = l_3737 <= f64(1.7976931348623157e308);
let l_3740 = l_3738 && l_3739;
if l_3740 {
let l_3741 = bitcast<u64>(l_3737);
let l_3742 = l_3741 >> u32(bitcast<u64>(u64(52)));
let l_3743 = l_3742 - u64(23);
let l_3744 = l_3743 << u32(bitcast<u64>(u64(52)));
let l_3745 = bitcast<f64>(l_3744);
l_mut_2024 = l_3745;
}
let l_3746 = l_mut_2278 == l_mut_2024;
let l_3747 = l_3724 && l_3746;
if l_3747 {
let l_3748 = a_3680[u32(0)];
let l_3749 = a_3680[u32(0)];
let l_3750 = abs(l_3749);
l_mut_2278 = f64(1.401298464324817e-45);
let l_3751 = l_3750 >= f64(1.1754943508222875e-38);
let l_3752 = l_3750 <= f64(1.7976931348623157e308);
let l_3753 = l_3751 && l_3752;
if l_3753 {
let l_3754 = bitcast<u64>(l_3750);
let l_3755 = l_3754 >> u32(bitcast<u64>(u64(52)));
let l_3756 = l_3755 - u64(23);
let l_3757 = l_3756 << u32(bitcast<u64>(u64(52)));
let l_3758 = bitcast<f64>(l_3757);
l_mut_2278 = l_3758;
}
let l_3759 = l_181 * l_mut_2278;
let l_3760 = l_3748 - l_3759;
let l_3761 = a_3680[u32(1)];
let l_3762 = a_3680[u32(1)];
let l_3763 = abs(l_3762);
l_mut_2278 = f64(1.401298464324817e-45);
let l_3764 = l_3763 >= f64(1.1754943508222875e-38);
let l_3765 = l_3763 <= f64(1.7976931348623157e308);
let l_3766 = l_3764 && l_3765;
if l_3766 {
let l_3767 = bitcast<u64>(l_3763);
let l_3768 = l_3767 >> u32(bitcast<u64>(u64(52)));
let l_3769 = l_3768 - u64(23);
let l_3770 = l_3769 << u32(bitcast<u64>(u64(52)));
let l_3771 = bitcast<f64>(l_3770);
l_mut_2278 = l_3771;
}
let l_3772 = l_181 * l_mut_2278;
let l_3773 = l_3761 + l_3772;
let l_3774 = bitcast<u32>(l_mut_25);
let l_3775 = l_3774 & u32(2147483647);
let l_3776 = bitcast<f32>(l_3775);
let l_3777 = f64(l_3776);
l_mut_2278 = l_3777;
let l_3778 = l_3775 < u32(8388608);
if l_3778 {
let l_3779 = f64(l_3775);
let l_3780 = l_3779 * f64(1.401298464324817e-45);
l_mut_2278 = l_3780;
}
let l_3781 = bitcast<u64>(l_mut_2278);
let l_3782 = l_3774 >> u32(31);
let l_3783 = u64(l_3782);
let l_3784 = l_3783 << u32(bitcast<u64>(u64(63)));
let l_3785 = l_3781 | l_3784;
let l_3786 = bitcast<f64>(l_3785);
let l_3787 = bitcast<u32>(l_mut_25);
let l_3788 = l_3787 + u32(1);
l_mut_2530 = l_3788;
let l_3789 = l_3787 & u32(2147483647);
let l_3790 = l_3789 == u32(0);
if l_3790 {
l_mut_2530 = u32(1);
} else {
let l_3791 = l_3787 & u32(2147483648);
let l_3792 = l_3791 != u32(0);
if l_3792 {
let l_3793 = l_3787 - u32(1);
l_mut_2530 = l_3793;
} else {
let l_3794 = l_3787 == u32(2139095040);
if l_3794 {
l_mut_2530 = l_3787;
}
}
}
let l_3795 = bitcast<f32>(l_mut_2530);
let l_3796 = bitcast<u32>(l_3795);
let l_3797 = l_3796 & u32(2147483647);
let l_3798 = bitcast<f32>(l_3797);
let l_3799 = f64(l_3798);
l_mut_2278 = l_3799;
let l_3800 = l_3797 < u32(8388608);
if l_3800 {
let l_3801 = f64(l_3797);
let l_3802 = l_3801 * f64(1.401298464324817e-45);
l_mut_2278 = l_3802;
}
let l_3803 = bitcast<u64>(l_mut_2278);
let l_3804 = l_3796 >> u32(31);
let l_3805 = u64(l_3804);
let l_3806 = l_3805 << u32(bitcast<u64>(u64(63)));
let l_3807 = l_3803 | l_3806;
let l_3808 = bitcast<f64>(l_3807);
let l_3809 = bitcast<u32>(l_mut_25);
let l_3810 = l_3809 ^ u32(2147483648);
let l_3811 = bitcast<f32>(l_3810);
let l_3812 = bitcast<u32>(l_3811);
let l_3813 = l_3812 + u32(1);
l_mut_2530 = l_3813;
let l_3814 = l_3812 & u32(2147483647);
let l_3815 = l_3814 == u32(0);
if l_3815 {
l_mut_2530 = u32(1);
} else {
let l_3816 = l_3812 & u32(2147483648);
let l_3817 = l_3816 != u32(0);
if l_3817 {
let l_3818 = l_3812 - u32(1);
l_mut_2530 = l_3818;
} else {
let l_3819 = l_3812 == u32(2139095040);
if l_3819 {
l_mut_2530 = l_3812;
}
}
}
let l_3820 = bitcast<f32>(l_mut_2530);
let l_3821 = bitcast<u32>(l_3820);
let l_3822 = l_3821 ^ u32(2147483648);
let l_3823 = bitcast<f32>(l_3822);
let l_3824 = bitcast<u32>(l_3823);
let l_3825 = l_3824 & u32(2147483647);
let l_3826 = bitcast<f32>(l_3825);
let l_3827 = f64(l_3826);
l_mut_2278 = l_3827;
let l_3828 = l_3825 < u32(8388608);
if l_3828 {
let l_3829 = f64(l_3825);
let l_3830 = l_3829 * f64(1.401298464324817e-45);
l_mut_2278 = l_3830;
}
let l_3831 = bitcast<u64>(l_mut_2278);
let l_3832 = l_3824 >> u32(31);
let l_3833 = u64(l_3832);
let l_3834 = l_3833 << u32(bitcast<u64>(u64(63)));
let l_3835 = l_3831 | l_3834;
let l_3836 = bitcast<f64>(l_3835);
let l_3837 = l_3760 + l_3699;
let l_3838 = l_3837 <= l_3786;
l_mut_308 = l_3838;
let l_3839 = l_3760 - l_3699;
let l_3840 = l_3839 > l_3786;
l_mut_305 = l_3840;
let l_3841 = l_3773 - l_3702;
let l_3842 = l_3841 >= l_3786;
l_mut_302 = l_3842;
let l_3843 = l_3773 + l_3702;
let l_3844 = l_3843 < l_3786;
l_mut_299 = l_3844;
l_mut_2530 = u32(2);
let l_3845 = l_mut_305 || l_mut_299;
if l_3845 {
l_mut_2530 = u32(1);
} else {
let l_3846 = l_mut_308 && l_mut_302;
if l_3846 {
l_mut_2530 = u32(0);
}
}
let l_3847 = bitcast<u32>(l_mut_25);
let l_3848 = l_3847 & u32(2147483647);
let l_3849 = l_3848 == u32(0);
if l_3849 {
let l_3850 = l_3760 + l_3699;
let l_3851 = l_3850 < f64(1.1754943508222875e-38);
let l_3852 = l_3773 - l_3702;
let l_3853 = l_3852 > f64(-1.1754943508222875e-38);
let l_3854 = l_3851 && l_3853;
let l_3855 = l_3760 - l_3699;
let l_3856 = l_3855 < f64(1.1754943508222875e-38);
let l_3857 = l_3773 + l_3702;
let l_3858 = l_3857 > f64(-1.1754943508222875e-38);
let l_3859 = l_3856 && l_3858;
if l_3854 {
l_mut_2530 = u32(0);
} else {
let l_3860 = l_mut_2530 == u32(1);
let l_3861 = l_3859 && l_3860;
if l_3861 {
l_mut_2530 = u32(2);
}
}
}
l_mut_3573 = l_mut_2530;
}
}
l_mut_248 = l_mut_3573;
}
}
l_mut_190 = l_mut_248;
} else {
let l_3862 = l_186 <= l_184;
let l_3863 = l_172 == u32(12);
let l_3864 = l_3862 && l_3863;
if l_3864 {
let l_3865 = f32(l_185);
let l_3866 = bitcast<u32>(l_3865);
let l_3867 = l_3866 & u32(2147483647);
let l_3868 = bitcast<f32>(l_3867);
let l_3869 = f64(l_3868);
l_mut_2278 = l_3869;
let l_3870 = l_3867 < u32(8388608);
if l_3870 {
let l_3871 = f64(l_3867);
let l_3872 = l_3871 * f64(1.401298464324817e-45);
l_mut_2278 = l_3872;
}
let l_3873 = bitcast<u64>(l_mut_2278);
let l_3874 = l_3866 >> u32(31);
let l_3875 = u64(l_3874);
let l_3876 = l_3875 << u32(bitcast<u64>(u64(63)));
let l_3877 = l_3873 | l_3876;
let l_3878 = bitcast<f64>(l_3877);
let l_3879 = abs(l_3878);
l_mut_2278 = l_3879;
l_mut_3573 = u32(0);
let l_3880 = l_3879 >= f64(0.785);
if l_3880 {
let l_3881 = l_3879 * f64(0.6366197723675814);
let l_3882 = l_3881 + f64(0.5);
let l_3883 = floor(l_3882);
let l_3884 = l_3883 * f64(1.570796325802803);
let l_3885 = l_3879 - l_3884;
let l_3886 = l_3885 * l_20;
let l_3887 = l_3883 * f64(9.920935796805404e-10);
let l_3888 = l_3886 - l_3887;
l_mut_2278 = l_3888;
let l_3889 = u32(l_3883);
l_mut_3573 = l_3889;
}
let l_3890 = bitcast<u32>(l_3865);
let l_3891 = l_3890 >= u32(2147483648);
let l_3892 = l_mut_2278 * l_mut_2278;
let l_3893 = l_3892 * f64(1.9572941063391263e-20);
let l_3894 = f64(8.22063524662433e-18) - l_3893;
l_mut_2024 = l_3894;
let l_3895 = l_mut_2024 * l_3892;
let l_3896 = l_3895 - f64(2.8114572543455206e-15);
l_mut_2024 = l_3896;
let l_3897 = l_mut_2024 * l_3892;
let l_3898 = l_3897 + f64(7.647163731819816e-13);
l_mut_2024 = l_3898;
let l_3899 = l_mut_2024 * l_3892;
let l_3900 = l_3899 - f64(1.6059043836821613e-10);
l_mut_2024 = l_3900;
let l_3901 = l_mut_2024 * l_3892;
let l_3902 = l_3901 + f64(2.505210838544172e-8);
l_mut_2024 = l_3902;
let l_3903 = l_mut_2024 * l_3892;
let l_3904 = l_3903 - f64(2.7557319223985893e-6);
l_mut_2024 = l_3904;
let l_3905 = l_mut_2024 * l_3892;
let l_3906 = l_3905 + f64(0.0001984126984126984);
l_mut_2024 = l_3906;
let l_3907 = l_mut_2024 * l_3892;
let l_3908 = l_3907 - f64(0.008333333333333333);
l_mut_2024 = l_3908;
let l_3909 = l_mut_2024 * l_3892;
let l_3910 = l_3909 + f64(0.16666666666666666);
l_mut_2024 = l_3910;
let l_3911 = f64(0.5) * l_3892;
let l_3912 = f64(1.0) - l_3911;
let l_3913 = f64(0.0) * l_3912;
let l_3914 = l_mut_2278 * l_3892;
let l_3915 = l_3914 * l_mut_2024;
let l_3916 = l_3913 - l_3915;
let l_3917 = l_mut_2278 + l_3916;
let l_3918 = l_mut_2278 * l_mut_2278;
let l_3919 = l_3918 * f64(4.110317623312165e-19);
let l_3920 = l_3919 - f64(1.5619206968586225e-16);
l_mut_2024 = l_3920;
let l_3921 = l_mut_2024 * l_3918;
let l_3922 = l_3921 + f64(4.779477332387385e-14);
l_mut_2024 = l_3922;
let l_3923 = l_mut_2024 * l_3918;
let l_3924 = l_3923 - f64(1.1470745597729725e-11);
l_mut_2024 = l_3924;
let l_3925 = l_mut_2024 * l_3918;
let l_3926 = l_3925 + f64(2.08767569878681e-9);
l_mut_2024 = l_3926;
let l_3927 = l_mut_2024 * l_3918;
let l_3928 = l_3927 - f64(2.755731922398589e-7);
l_mut_2024 = l_3928;
let l_3929 = l_mut_2024 * l_3918;
let l_3930 = l_3929 + f64(2.48015873015873e-5);
l_mut_2024 = l_3930;
let l_3931 = l_mut_2024 * l_3918;
let l_3932 = l_3931 - f64(0.001388888888888889);
l_mut_2024 = l_3932;
let l_3933 = l_mut_2024 * l_3918;
let l_3934 = l_3933 + f64(0.041666666666666664);
l_mut_2024 = l_3934;
let l_3935 = f64(0.5) * l_3918;
let l_3936 = f64(1.0) - l_3935;
let l_3937 = l_3918 * l_3918;
let l_3938 = l_3937 * l_mut_2024;
let l_3939 = f64(0.0) * l_mut_2278;
let l_3940 = l_3938 - l_3939;
let l_3941 = l_3936 + l_3940;
let l_3942 = l_mut_3573 & u32(1);
let l_3943 = l_3942 == u32(1);
l_mut_2278 = l_3917;
let l_3944 = l_mut_3573 & u32(2);
let l_3945 = l_3944 != u32(0);
l_mut_308 = l_3945;
if l_3943 {
l_mut_2278 = l_3941;
}
let l_3946 = bool(true) && l_3891;
if l_3946 {
let l_3947 = !l_mut_308;
l_mut_308 = l_3947;
}
if l_mut_308 {
let l_3948 = -l_mut_2278;
l_mut_2278 = l_3948;
}
let l_3949 = f32(l_185);
let l_3950 = bitcast<u32>(l_3949);
let l_3951 = l_3950 & u32(2147483647);
let l_3952 = bitcast<f32>(l_3951);
let l_3953 = f64(l_3952);
l_mut_2024 = l_3953;
let l_3954 = l_3951 < u32(8388608);
if l_3954 {
let l_3955 = f64(l_3951);
let l_3956 = l_3955 * f64(1.401298464324817e-45);
l_mut_2024 = l_3956;
}
let l_3957 = bitcast<u64>(l_mut_2024);
let l_3958 = l_3950 >> u32(31);
let l_3959 = u64(l_3958);
let l_3960 = l_3959 << u32(bitcast<u64>(u64(63)));
let l_3961 = l_3957 | l_3960;
let l_3962 = bitcast<f64>(l_3961);
let l_3963 = abs(l_3962);
l_mut_2024 = l_3963;
l_mut_3573 = u32(0);
let l_3964 = l_3963 >= f64(0.785);
if l_3964 {
let l_3965 = l_3963 * f64(0.6366197723675814);
let l_3966 = l_3965 + f64(0.5);
let l_3967 = floor(l_3966);
let l_3968 = l_3967 * f64(1.570796325802803);
let l_3969 = l_3963 - l_3968;
let l_3970 = l_3969 * l_20;
let l_3971 = l_3967 * f64(9.920935796805404e-10);
let l_3972 = l_3970 - l_3971;
l_mut_2024 = l_3972;
let l_3973 = u32(l_3967);
l_mut_3573 = l_3973;
}
let l_3974 = bitcast<u32>(l_3949);
let l_3975 = l_3974 >= u32(2147483648);
let l_3976 = l_mut_2024 * l_mut_2024;
let l_3977 = l_3976 * f64(1.9572941063391263e-20);
let l_3978 = f64(8.22063524662433e-18) - l_3977;
l_mut_1768 = l_3978;
let l_3979 = l_mut_1768 * l_3976;
let l_3980 = l_3979 - f64(2.8114572543455206e-15);
l_mut_1768 = l_3980;
let l_3981 = l_mut_1768 * l_3976;
let l_3982 = l_3981 + f64(7.647163731819816e-13);
l_mut_1768 = l_3982;
let l_3983 = l_mut_1768 * l_3976;
let l_3984 = l_3983 - f64(1.6059043836821613e-10);
l_mut_1768 = l_3984;
let l_3985 = l_mut_1768 * l_3976;
let l_3986 = l_3985 + f64(2.505210838544172e-8);
l_mut_1768 = l_3986;
let l_3987 = l_mut_1768 * l_3976;
let l_3988 = l_3987 - f64(2.7557319223985893e-6);
l_mut_1768 = l_3988;
let l_3989 = l_mut_1768 * l_3976;
let l_3990 = l_3989 + f64(0.0001984126984126984);
l_mut_1768 = l_3990;
let l_3991 = l_mut_1768 * l_3976;
let l_3992 = l_3991 - f64(0.008333333333333333);
l_mut_1768 = l_3992;
let l_3993 = l_mut_1768 * l_3976;
let l_3994 = l_3993 + f64(0.16666666666666666);
l_mut_1768 = l_3994;
let l_3995 = f64(0.5) * l_3976;
let l_3996 = f64(1.0) - l_3995;
let l_3997 = f64(0.0) * l_3996;
let l_3998 = l_mut_2024 * l_3976;
let l_3999 = l_3998 * l_mut_1768;
let l_4000 = l_3997 - l_3999;
let l_4001 = l_mut_2024 + l_4000;
let l_4002 = l_mut_2024 * l_mut_2024;
let l_4003 = l_4002 * f64(4.110317623312165e-19);
let l_4004 = l_4003 - f64(1.5619206968586225e-16);
l_mut_1768 = l_4004;
let l_4005 = l_mut_1768 * l_4002;
let l_4006 = l_4005 + f64(4.779477332387385e-14);
l_mut_1768 = l_4006;
let l_4007 = l_mut_1768 * l_4002;
let l_4008 = l_4007 - f64(1.1470745597729725e-11);
l_mut_1768 = l_4008;
let l_4009 = l_mut_1768 * l_4002;
let l_4010 = l_4009 + f64(2.08767569878681e-9);
l_mut_1768 = l_4010;
let l_4011 = l_mut_1768 * l_4002;
let l_4012 = l_4011 - f64(2.755731922398589e-7);
l_mut_1768 = l_4012;
let l_4013 = l_mut_1768 * l_4002;
let l_4014 = l_4013 + f64(2.48015873015873e-5);
l_mut_1768 = l_4014;
let l_4015 = l_mut_1768 * l_4002;
let l_4016 = l_4015 - f64(0.001388888888888889);
l_mut_1768 = l_4016;
let l_4017 = l_mut_1768 * l_4002;
let l_4018 = l_4017 + f64(0.041666666666666664);
l_mut_1768 = l_4018;
let l_4019 = f64(0.5) * l_4002;
let l_4020 = f64(1.0) - l_4019;
let l_4021 = l_4002 * l_4002;
let l_4022 = l_4021 * l_mut_1768;
let l_4023 = f64(0.0) * l_mut_2024;
let l_4024 = l_4022 - l_4023;
let l_4025 = l_4020 + l_4024;
let l_4026 = l_mut_3573 & u32(1);
let l_4027 = l_4026 == u32(1);
l_mut_2024 = l_4001;
let l_4028 = l_mut_3573 & u32(2);
let l_4029 = l_4028 != u32(0);
l_mut_308 = l_4029;
l_mut_2024 = l_4025;
if l_4027 {
l_mut_2024 = l_4001;
}
let l_4030 = l_mut_3573 + u32(1);
let l_4031 = l_4030 & u32(2);
let l_4032 = l_4031 != u32(0);
l_mut_308 = l_4032;
let l_4033 = bool(false) && l_3975;
if l_4033 {
let l_4034 = !l_mut_308;
l_mut_308 = l_4034;
}
if l_mut_308 {
let l_4035 = -l_mut_2024;
l_mut_2024 = l_4035;
}
let l_4036 = abs(l_mut_2278);
let l_4037 = l_4036 * f64(1.4551915228366852e-11);
let l_4038 = abs(l_mut_2024);
let l_4039 = l_4038 * f64(1.4551915228366852e-11);
let l_4040 = l_mut_2278 - l_178;
let l_4041 = l_mut_2278 + l_178;
let l_4042 = l_mut_2024 - l_178;
let l_4043 = l_mut_2024 + l_178;
l_mut_3573 = u32(2);
let l_4044 = abs(l_4042);
let l_4045 = l_4044 <= l_4039;
let l_4046 = abs(l_4043);
let l_4047 = l_4046 <= l_4039;
let l_4048 = l_4045 || l_4047;
let l_4049 = !l_4048;
if l_4049 {
l_mut_3573 = u32(0);
let l_4050 = l_4042 <= f64(0.0);
let l_4051 = l_4043 >= f64(0.0);
let l_4052 = l_4050 && l_4051;
let l_4053 = !l_4052;
if l_4053 {
let l_4054 = abs(l_4042);
let l_4055 = abs(l_4043);
l_mut_2278 = l_4054;
let l_4056 = l_4055 < l_4054;
if l_4056 {
l_mut_2278 = l_4055;
}
let l_4057 = l_4039 / l_mut_2278;
let l_4058 = l_4057 + f64(1.4551915228366852e-11);
let l_4059 = f64(1.0) / l_4043;
let l_4060 = f64(1.0) / l_4042;
let l_4061 = abs(l_4059);
l_mut_2278 = f64(1.401298464324817e-45);
let l_4062 = l_4061 >= f64(1.1754943508222875e-38);
let l_4063 = l_4061 <= f64(1.7976931348623157e308);
let l_4064 = l_4062 && l_4063;
if l_4064 {
let l_4065 = bitcast<u64>(l_4061);
let l_4066 = l_4065 >> u32(bitcast<u64>(u64(52)));
let l_4067 = l_4066 - u64(23);
let l_4068 = l_4067 << u32(bitcast<u64>(u64(52)));
let l_4069 = bitcast<f64>(l_4068);
l_mut_2278 = l_4069;
}
let l_4070 = l_181 * l_mut_2278;
let l_4071 = l_4059 - l_4070;
let l_4072 = abs(l_4060);
l_mut_2278 = f64(1.401298464324817e-45);
let l_4073 = l_4072 >= f64(1.1754943508222875e-38);
let l_4074 = l_4072 <= f64(1.7976931348623157e308);
let l_4075 = l_4073 && l_4074;
if l_4075 {
let l_4076 = bitcast<u64>(l_4072);
let l_4077 = l_4076 >> u32(bitcast<u64>(u64(52)));
let l_4078 = l_4077 - u64(23);
let l_4079 = l_4078 << u32(bitcast<u64>(u64(52)));
let l_4080 = bitcast<f64>(l_4079);
l_mut_2278 = l_4080;
}
let l_4081 = l_181 * l_mut_2278;
let l_4082 = l_4060 + l_4081;
let l_4084 = l_4040 * l_4071;
let l_4085 = l_4040 * l_4082;
let l_4086 = l_4041 * l_4071;
let l_4087 = l_4041 * l_4082;
a_4083[u32(0)] = l_4084;
a_4083[u32(1)] = l_4084;
let l_4088 = a_4083[u32(0)];
let l_4089 = l_4085 < l_4088;
if l_4089 {
a_4083[u32(0)] = l_4085;
}
let l_4090 = a_4083[u32(0)];
let l_4091 = l_4086 < l_4090;
if l_4091 {
a_4083[u32(0)] = l_4086;
}
let l_4092 = a_4083[u32(0)];
let l_4093 = l_4087 < l_4092;
if l_4093 {
a_4083[u32(0)] = l_4087;
}
let l_4094 = a_4083[u32(1)];
let l_4095 = l_4085 > l_4094;
if l_4095 {
a_4083[u32(1)] = l_4085;
}
let l_4096 = a_4083[u32(1)];
let l_4097 = l_4086 > l_4096;
if l_4097 {
a_4083[u32(1)] = l_4086;
}
let l_4098 = a_4083[u32(1)];
let l_4099 = l_4087 > l_4098;
if l_4099 {
a_4083[u32(1)] = l_4087;
}
let l_4100 = abs(l_4040);
let l_4101 = abs(l_4041);
l_mut_2278 = l_4100;
let l_4102 = l_4101 > l_4100;
if l_4102 {
l_mut_2278 = l_4101;
}
let l_4103 = abs(l_4071);
let l_4104 = abs(l_4082);
l_mut_2024 = l_4103;
let l_4105 = l_4104 > l_4103;
if l_4105 {
l_mut_2024 = l_4104;
}
let l_4106 = l_mut_2278 * l_mut_2024;
let l_4107 = l_4058 + f64(1.4551915228366852e-11);
let l_4108 = l_4106 * l_4107;
let l_4109 = l_4037 * l_mut_2024;
let l_4110 = l_4108 + l_4109;
l_mut_3573 = u32(2);
let l_4111 = abs(l_4059);
let l_4112 = l_4111 * l_4058;
let l_4113 = l_4059 - l_4112;
let l_4114 = abs(l_4113);
l_mut_2278 = f64(1.401298464324817e-45);
let l_4115 = l_4114 >= f64(1.1754943508222875e-38);
let l_4116 = l_4114 <= f64(1.7976931348623157e308);
let l_4117 = l_4115 && l_4116;
if l_4117 {
let l_4118 = bitcast<u64>(l_4114);
let l_4119 = l_4118 >> u32(bitcast<u64>(u64(52)));
let l_4120 = l_4119 - u64(23);
let l_4121 = l_4120 << u32(bitcast<u64>(u64(52)));
let l_4122 = bitcast<f64>(l_4121);
l_mut_2278 = l_4122;
}
let l_4123 = l_4059 + l_4112;
let l_4124 = abs(l_4123);
l_mut_2024 = f64(1.401298464324817e-45);
let l_4125 = l_4124 >= f64(1.1754943508222875e-38);
let l_4126 = l_4124 <= f64(1.7976931348623157e308);
let l_4127 = l_4125 && l_4126;
if l_4127 {
let l_4128 = bitcast<u64>(l_4124);
let l_4129 = l_4128 >> u32(bitcast<u64>(u64(52)));
let l_4130 = l_4129 - u64(23);
let l_4131 = l_4130 << u32(bitcast<u64>(u64(52)));
let l_4132 = bitcast<f64>(l_4131);
l_mut_2024 = l_4132;
}
let l_4133 = l_mut_2278 == l_mut_2024;
let l_4134 = abs(l_4060);
let l_4135 = l_4134 * l_4058;
let l_4136 = l_4060 - l_4135;
let l_4137 = abs(l_4136);
l_mut_2278 = f64(1.401298464324817e-45);
let l_4138 = l_4137 >= f64(1.1754943508222875e-38);
let l_4139 = l_4137 <= f64(1.7976931348623157e308);
let l_4140 = l_4138 && l_4139;
if l_4140 {
let l_4141 = bitcast<u64>(l_4137);
let l_4142 = l_4141 >> u32(bitcast<u64>(u64(52)));
let l_4143 = l_4142 - u64(23);
let l_4144 = l_4143 << u32(bitcast<u64>(u64(52)));
let l_4145 = bitcast<f64>(l_4144);
l_mut_2278 = l_4145;
}
let l_4146 = l_4060 + l_4135;
let l_4147 = abs(l_4146);
l_mut_2024 = f64(1.401298464324817e-45);
let l_4148 = l_4147 >= f64(1.1754943508222875e-38);
let l_4149 = l_4147 <= f64(1.7976931348623157e308);
let l_4150 = l_4148 && l_4149;
if l_4150 {
let l_4151 = bitcast<u64>(l_4147);
let l_4152 = l_4151 >> u32(bitcast<u64>(u64(52)));
let l_4153 = l_4152 - u64(23);
let l_4154 = l_4153 << u32(bitcast<u64>(u64(52)));
let l_4155 = bitcast<f64>(l_4154);
l_mut_2024 = l_4155;
}
let l_4156 = l_mut_2278 == l_mut_2024;
let l_4157 = l_4133 && l_4156;
if l_4157 {
let l_4158 = a_4083[u32(0)];
let l_4159 = a_4083[u32(1)];
let l_4160 = bitcast<u32>(l_mut_25);
let l_4161 = l_4160 & u32(2147483647);
let l_4162 = bitcast<f32>(l_4161);
let l_4163 = f64(l_4162);
l_mut_2278 = l_4163;
let l_4164 = l_4161 < u32(8388608);
if l_4164 {
let l_4165 = f64(l_4161);
let l_4166 = l_4165 * f64(1.401298464324817e-45);
l_mut_2278 = l_4166;
}
let l_4167 = bitcast<u64>(l_mut_2278);
let l_4168 = l_4160 >> u32(31);
let l_4169 = u64(l_4168);
let l_4170 = l_4169 << u32(bitcast<u64>(u64(63)));
let l_4171 = l_4167 | l_4170;
let l_4172 = bitcast<f64>(l_4171);
let l_4173 = bitcast<u32>(l_mut_25);
let l_4174 = l_4173 + u32(1);
l_mut_2530 = l_4174;
let l_4175 = l_4173 & u32(2147483647);
let l_4176 = l_4175 == u32(0);
if l_4176 {
l_mut_2530 = u32(1);
} else {
let l_4177 = l_4173 & u32(2147483648);
let l_4178 = l_4177 != u32(0);
if l_4178 {
let l_4179 = l_4173 - u32(1);
l_mut_2530 = l_4179;
} else {
let l_4180 = l_4173 == u32(2139095040);
if l_4180 {
l_mut_2530 = l_4173;
}
}
}
let l_4181 = bitcast<f32>(l_mut_2530);
let l_4182 = bitcast<u32>(l_4181);
let l_4183 = l_4182 & u32(2147483647);
let l_4184 = bitcast<f32>(l_4183);
let l_4185 = f64(l_4184);
l_mut_2278 = l_4185;
let l_4186 = l_4183 < u32(8388608);
if l_4186 {
let l_4187 = f64(l_4183);
let l_4188 = l_4187 * f64(1.401298464324817e-45);
l_mut_2278 = l_4188;
}
let l_4189 = bitcast<u64>(l_mut_2278);
let l_4190 = l_4182 >> u32(31);
let l_4191 = u64(l_4190);
let l_4192 = l_4191 << u32(bitcast<u64>(u64(63)));
let l_4193 = l_4189 | l_4192;
let l_4194 = bitcast<f64>(l_4193);
let l_4195 = bitcast<u32>(l_mut_25);
let l_4196 = l_4195 ^ u32(2147483648);
let l_4197 = bitcast<f32>(l_4196);
let l_4198 = bitcast<u32>(l_4197);
let l_4199 = l_4198 + u32(1);
l_mut_2530 = l_4199;
let l_4200 = l_4198 & u32(2147483647);
let l_4201 = l_4200 == u32(0);
if l_4201 {
l_mut_2530 = u32(1);
} else {
let l_4202 = l_4198 & u32(2147483648);
let l_4203 = l_4202 != u32(0);
if l_4203 {
let l_4204 = l_4198 - u32(1);
l_mut_2530 = l_4204;
} else {
let l_4205 = l_4198 == u32(2139095040);
if l_4205 {
l_mut_2530 = l_4198;
}
}
}
let l_4206 = bitcast<f32>(l_mut_2530);
let l_4207 = bitcast<u32>(l_4206);
let l_4208 = l_4207 ^ u32(2147483648);
let l_4209 = bitcast<f32>(l_4208);
let l_4210 = bitcast<u32>(l_4209);
let l_4211 = l_4210 & u32(2147483647);
let l_4212 = bitcast<f32>(l_4211);
let l_4213 = f64(l_4212);
l_mut_2278 = l_4213;
let l_4214 = l_4211 < u32(8388608);
if l_4214 {
let l_4215 = f64(l_4211);
let l_4216 = l_4215 * f64(1.401298464324817e-45);
l_mut_2278 = l_4216;
}
let l_4217 = bitcast<u64>(l_mut_2278);
let l_4218 = l_4210 >> u32(31);
let l_4219 = u64(l_4218);
let l_4220 = l_4219 << u32(bitcast<u64>(u64(63)));
let l_4221 = l_4217 | l_4220;
let l_4222 = bitcast<f64>(l_4221);
let l_4223 = l_4158 + l_4110;
let l_4224 = l_4223 <= l_4172;
l_mut_308 = l_4224;
let l_4225 = l_4158 - l_4110;
let l_4226 = l_4225 > l_4172;
l_mut_305 = l_4226;
let l_4227 = l_4159 - l_4110;
let l_4228 = l_4227 >= l_4172;
l_mut_302 = l_4228;
let l_4229 = l_4159 + l_4110;
let l_4230 = l_4229 < l_4172;
l_mut_299 = l_4230;
let l_4231 = l_4158 + l_4110;
let l_4232 = l_4231 < l_4194;
l_mut_308 = l_4232;
let l_4233 = l_4158 - l_4110;
let l_4234 = l_4233 >= l_4194;
l_mut_305 = l_4234;
let l_4235 = l_4159 - l_4110;
let l_4236 = l_4235 > l_4222;
l_mut_302 = l_4236;
let l_4237 = l_4159 + l_4110;
let l_4238 = l_4237 <= l_4222;
l_mut_299 = l_4238;
l_mut_2530 = u32(2);
let l_4239 = l_mut_305 || l_mut_299;
if l_4239 {
l_mut_2530 = u32(1);
} else {
let l_4240 = l_mut_308 && l_mut_302;
if l_4240 {
l_mut_2530 = u32(0);
}
}
let l_4241 = bitcast<u32>(l_mut_25);
let l_4242 = l_4241 & u32(2147483647);
let l_4243 = l_4242 == u32(0);
if l_4243 {
let l_4244 = l_4158 + l_4110;
let l_4245 = l_4244 < f64(1.1754943508222875e-38);
let l_4246 = l_4159 - l_4110;
let l_4247 = l_4246 > f64(-1.1754943508222875e-38);
let l_4248 = l_4245 && l_4247;
let l_4249 = l_4158 - l_4110;
let l_4250 = l_4249 < f64(1.1754943508222875e-38);
let l_4251 = l_4159 + l_4110;
let l_4252 = l_4251 > f64(-1.1754943508222875e-38);
let l_4253 = l_4250 && l_4252;
if l_4248 {
l_mut_2530 = u32(0);
} else {
let l_4254 = l_mut_2530 == u32(1);
let l_4255 = l_4253 && l_4254;
if l_4255 {
l_mut_2530 = u32(2);
}
}
}
l_mut_3573 = l_mut_2530;
}
}
}
l_mut_190 = l_mut_3573;
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
let l_4256 = a_189[u32(0)];
let l_4257 = l_4256 == u32(0);
if l_4257 {
l_mut_190 = u32(2);
}
a_10[l_mut_170] = l_mut_190;
let l_4258 = a_10[l_mut_170];
let l_4259 = l_4258 == u32(2);
if l_4259 {
l_mut_167 = bool(false);
}
}
}
let l_4260 = l_mut_69 == u32(4294967293);
if l_4260 {
let l_4261 = a_8[u32(0)];
let l_4262 = l_4261 + u32(1);
a_8[u32(0)] = l_4262;
} else {
if l_mut_167 {
l_mut_2278 = l_157;
let l_4263 = l_mut_2278 < f64(-17.0);
if l_4263 {
l_mut_2278 = f64(-17.0);
}
let l_4264 = l_mut_2278 > f64(17.0);
if l_4264 {
l_mut_2278 = f64(17.0);
}
let l_4265 = l_mut_2278 + f64(16.0);
let l_4266 = l_4265 + f64(1.0);
let l_4267 = u32(l_4266);
let l_4268 = u32(2) + l_4267;
let l_4269 = a_8[l_4268];
let l_4270 = l_4269 + u32(1);
a_8[l_4268] = l_4270;
let l_4271 = bitcast<u32>(l_mut_25);
let l_4272 = l_4271 & u32(2147483647);
let l_4273 = bitcast<f32>(l_4272);
let l_4274 = f64(l_4273);
l_mut_2278 = l_4274;
let l_4275 = l_4272 < u32(8388608);
if l_4275 {
let l_4276 = f64(l_4272);
let l_4277 = l_4276 * f64(1.401298464324817e-45);
l_mut_2278 = l_4277;
}
let l_4278 = bitcast<u64>(l_mut_2278);
let l_4279 = l_4271 >> u32(31);
let l_4280 = u64(l_4279);
let l_4281 = l_4280 << u32(bitcast<u64>(u64(63)));
let l_4282 = l_4278 | l_4281;
let l_4283 = bitcast<f64>(l_4282);
let l_4284 = abs(l_mut_31);
let l_4285 = l_mut_31 * f64(0.0);
let l_4286 = l_4285 + f64(7.1362384635298e44);
l_mut_2278 = l_4286;
let l_4287 = l_4284 >= f64(2.350988701644575e-38);
if l_4287 {
let l_4288 = l_mut_69 & u32(2147483647);
let l_4289 = bitcast<f32>(l_4288);
let l_4290 = f64(l_4289);
let l_4291 = l_4288 & u32(2139095040);
let l_4292 = bitcast<f32>(l_4291);
let l_4293 = f64(l_4292);
let l_4294 = l_4290 > l_4284;
let l_4295 = l_4288 & u32(8388607);
let l_4296 = l_4295 == u32(0);
let l_4297 = l_4294 && l_4296;
let l_4298 = l_4293 * f64(1.1920928955078125e-7);
let l_4299 = f64(l_4297);
let l_4300 = f64(0.5) * l_4299;
let l_4301 = f64(1.0) - l_4300;
let l_4302 = l_4298 * l_4301;
let l_4303 = f64(1.0) / l_4302;
l_mut_2278 = l_4303;
}
let l_4304 = l_4283 - l_mut_31;
let l_4305 = l_4304 * l_mut_2278;
let l_4306 = u32(2) * u32(0);
let l_4307 = u32(45) + l_4306;
let l_4308 = abs(l_4305);
let l_4309 = a_9[u32(0)];
let l_4310 = abs(l_4309);
let l_4311 = l_4308 > l_4310;
l_mut_308 = l_4311;
let l_4312 = u32(0) == u32(0);
if l_4312 {
let l_4313 = a_9[u32(0)];
let l_4314 = l_4305 < l_4313;
l_mut_308 = l_4314;
} else {
let l_4315 = u32(0) == u32(1);
if l_4315 {
let l_4316 = a_9[u32(0)];
let l_4317 = l_4305 > l_4316;
l_mut_308 = l_4317;
}
}
let l_4318 = a_8[l_4307];
let l_4319 = l_4318 == u32(4294967295);
let l_4320 = l_4319 || l_mut_308;
if l_4320 {
a_8[l_4307] = l_23;
let l_4321 = l_4307 + u32(1);
a_8[l_4321] = l_138;
a_9[u32(0)] = l_4305;
}
let l_4322 = u32(2) * u32(1);
let l_4323 = u32(45) + l_4322;
let l_4324 = abs(l_4305);
let l_4325 = a_9[u32(1)];
let l_4326 = abs(l_4325);
let l_4327 = l_4324 > l_4326;
l_mut_308 = l_4327;
let l_4328 = u32(1) == u32(0);
if l_4328 {
let l_4329 = a_9[u32(1)];
let l_4330 = l_4305 < l_4329;
l_mut_308 = l_4330;
} else {
let l_4331 = u32(1) == u32(1);
if l_4331 {
let l_4332 = a_9[u32(1)];
let l_4333 = l_4305 > l_4332;
l_mut_308 = l_4333;
}
}
let l_4334 = a_8[l_4323];
let l_4335 = l_4334 == u32(4294967295);
let l_4336 = l_4335 || l_mut_308;
if l_4336 {
a_8[l_4323] = l_23;
let l_4337 = l_4323 + u32(1);
a_8[l_4337] = l_138;
a_9[u32(1)] = l_4305;
}
let l_4338 = l_157 != f64(0.0);
if l_4338 {

for (var l_mut_4339: u32 = u32(0); l_mut_4339 < u32(8); l_mut_4339++) {
let l_4340 = a_10[l_mut_4339];
let l_4341 = l_4340 == u32(1);
if l_4341 {
let l_4342 = u32(37) + l_mut_4339;
let l_4343 = a_8[l_4342];
let l_4344 = l_4343 + u32(1);
a_8[l_4342] = l_4344;
let l_4345 = u32(2) + l_mut_4339;
let l_4346 = u32(2) * l_4345;
let l_4347 = u32(45) + l_4346;
let l_4348 = abs(l_4305);
let l_4349 = a_9[l_4345];
let l_4350 = abs(l_4349);
let l_4351 = l_4348 > l_4350;
l_mut_308 = l_4351;
let l_4352 = l_4345 == u32(0);
if l_4352 {
let l_4353 = a_9[l_4345];
let l_4354 = l_4305 < l_4353;
l_mut_308 = l_4354;
} else {
let l_4355 = l_4345 == u32(1);
if l_4355 {
let l_4356 = a_9[l_4345];
let l_4357 = l_4305 > l_4356;
l_mut_308 = l_4357;
}
}
let l_4358 = a_8[l_4347];
let l_4359 = l_4358 == u32(4294967295);
let l_4360 = l_4359 || l_mut_308;
if l_4360 {
a_8[l_4347] = l_23;
let l_4361 = l_4347 + u32(1);
a_8[l_4361] = l_138;
a_9[l_4345] = l_4305;
}
}
}
}
} else {
let l_4362 = a_8[u32(1)];
let l_4363 = l_2 + l_4362;
let l_4364 = l_4363 * u32(2);
let l_4449 = info.static_meta[u32(6)];
let l_4450 = l_4449 * u32(1);
let l_4451 = l_4364 < l_4450;
if l_4451 {
buffer_6_global[l_4364] = l_23;
}
let l_4365 = l_4364 + u32(1);
let l_4452 = info.static_meta[u32(6)];
let l_4453 = l_4452 * u32(1);
let l_4454 = l_4365 < l_4453;
if l_4454 {
buffer_6_global[l_4365] = l_138;
}
let l_4366 = a_8[u32(1)];
let l_4367 = l_4366 + u32(1);
a_8[u32(1)] = l_4367;
}
}
}

for (var l_mut_4368: u32 = u32(0); l_mut_4368 < u32(65); l_mut_4368++) {
let l_4369 = id * u32(65);
let l_4370 = l_4369 + l_mut_4368;
let l_4371 = a_8[l_mut_4368];
let l_4455 = info.static_meta[u32(4)];
let l_4456 = l_4455 * u32(1);
let l_4457 = l_4370 < l_4456;
if l_4457 {
buffer_4_global[l_4370] = l_4371;
}
}

for (var l_mut_4372: u32 = u32(0); l_mut_4372 < u32(10); l_mut_4372++) {
let l_4373 = id * u32(10);
let l_4374 = l_4373 + l_mut_4372;
let l_4375 = a_9[l_mut_4372];
let l_4458 = info.static_meta[u32(5)];
let l_4459 = l_4458 * u32(1);
let l_4460 = l_4374 < l_4459;
if l_4460 {
buffer_5_global[l_4374] = l_4375;
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
