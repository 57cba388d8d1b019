@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f64>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<u32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<f64>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<u32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<u32>;

struct info_st {
   static_meta: array<u32, 18>,
}

@group(0)
@binding(9)
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

var a_179: array<u32, 1>;

var a_1204: array<u32, 1>;

var a_3274: array<f64, 2>;

var a_4317: array<f64, 2>;

var a_4533: array<f64, 2>;

var a_4947: array<f64, 2>;

var a_5121: array<f64, 2>;

var a_5694: array<f64, 2>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_1269: f64;
var l_mut_1352: f64;
var l_mut_157: bool;
var l_mut_180: u32;
var l_mut_196: u32;
var l_mut_2367: f64;
var l_mut_237: u32;
var l_mut_2621: f64;
var l_mut_2877: f64;
var l_mut_288: bool;
var l_mut_291: bool;
var l_mut_294: bool;
var l_mut_297: bool;
var l_mut_3131: f64;
var l_mut_31: f64;
var l_mut_3383: u32;
var l_mut_41: f64;
var l_mut_43: f64;
var l_mut_4426: u32;
var l_mut_5641: i32;
var l_mut_59: u32;
var l_mut_856: f64;
let l_0 = id == u32(0);
if l_0 {
let l_6433 = info.static_meta[u32(8)];
let l_6434 = l_6433 * u32(1);
let l_6435 = u32(0) < l_6434;
if l_6435 {
buffer_8_global[u32(0)] = u32(1);
}
}
let l_6419 = info.static_meta[u32(0)];
let l_6420 = l_6419 * u32(1);
let l_6421 = u32(1) < l_6420;
let l_6422 = l_6420 - u32(1);
let l_6423 = min(u32(1), l_6422);
let l_6424 = buffer_0_global[l_6423];
let l_6425 = select(u32(0), l_6424, l_6421);
let l_1 = l_6425;
let l_2 = id * l_1;
let l_6426 = info.static_meta[u32(0)];
let l_6427 = l_6426 * u32(1);
let l_6428 = u32(2) < l_6427;
let l_6429 = l_6427 - u32(1);
let l_6430 = min(u32(2), l_6429);
let l_6431 = buffer_0_global[l_6430];
let l_6432 = select(u32(0), l_6431, l_6428);
let l_3 = l_6432;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_6436 = info.static_meta[u32(0)];
let l_6437 = l_6436 * u32(1);
let l_6438 = u32(2) < l_6437;
let l_6439 = l_6437 - u32(1);
let l_6440 = min(u32(2), l_6439);
let l_6441 = buffer_0_global[l_6440];
let l_6442 = select(u32(0), l_6441, l_6438);
let l_6 = l_6442;
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
let l_6443 = info.static_meta[u32(4)];
let l_6444 = l_6443 * u32(1);
let l_6445 = u32(1024) < l_6444;
let l_6446 = l_6444 - u32(1);
let l_6447 = min(u32(1024), l_6446);
let l_6448 = buffer_4_global[l_6447];
let l_6449 = select(u32(0), l_6448, l_6445);
let l_18 = l_6449;
let l_19 = bitcast<f32>(l_18);
let l_20 = f64(l_19);
let l_6450 = info.static_meta[u32(0)];
let l_6451 = l_6450 * u32(1);
let l_6452 = u32(3) < l_6451;
let l_6453 = l_6451 - u32(1);
let l_6454 = min(u32(3), l_6453);
let l_6455 = buffer_0_global[l_6454];
let l_6456 = select(u32(0), l_6455, l_6452);
let l_21 = l_6456;

for (var l_mut_22: u32 = l_2; l_mut_22 < l_7; l_mut_22++) {
let l_6457 = info.static_meta[u32(0)];
let l_6458 = l_6457 * u32(1);
let l_6459 = u32(0) < l_6458;
let l_6460 = l_6458 - u32(1);
let l_6461 = min(u32(0), l_6460);
let l_6462 = buffer_0_global[l_6461];
let l_6463 = select(u32(0), l_6462, l_6459);
let l_23 = l_6463;
let l_24 = l_23 + l_mut_22;
let l_25 = bitcast<f32>(l_24);
let l_6464 = info.static_meta[u32(1)];
let l_6465 = l_6464 * u32(1);
let l_6466 = l_mut_22 < l_6465;
let l_6467 = l_6465 - u32(1);
let l_6468 = min(l_mut_22, l_6467);
let l_6469 = buffer_1_global[l_6468];
let l_6470 = select(f32(0.0), l_6469, l_6466);
let l_26 = l_6470;
let l_27 = bitcast<u32>(l_25);
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
l_mut_41 = l_mut_31;
let l_42 = l_21 == u32(1);
if l_42 {
l_mut_43 = l_mut_31;
let l_44 = f64(1.0) / l_mut_31;l_mut_43 = l_44;
l_mut_41 = l_mut_43;
} else {
let l_45 = l_21 == u32(2);
if l_45 {
l_mut_43 = l_mut_31;
let l_46 = sqrt(l_mut_31);
l_mut_43 = l_46;
l_mut_41 = l_mut_43;
} else {
let l_47 = l_21 == u32(3);
if l_47 {
l_mut_43 = l_mut_31;
let l_48 = inverseSqrt(l_mut_31);
l_mut_43 = l_48;
l_mut_41 = l_mut_43;
} else {
let l_49 = l_21 == u32(4);
if l_49 {
l_mut_43 = l_mut_31;
let l_50 = exp(l_mut_31);
l_mut_43 = l_50;
l_mut_41 = l_mut_43;
} else {
let l_51 = l_21 == u32(5);
if l_51 {
l_mut_43 = l_mut_31;
let l_52 = log(l_mut_31);
l_mut_43 = l_52;
l_mut_41 = l_mut_43;
} else {
let l_53 = l_21 == u32(6);
if l_53 {
l_mut_43 = l_mut_31;
let l_54 = sin(l_mut_31);
l_mut_43 = l_54;
l_mut_41 = l_mut_43;
} else {
let l_55 = l_21 == u32(7);
if l_55 {
l_mut_43 = l_mut_31;
let l_56 = cos(l_mut_31);
l_mut_43 = l_56;
l_mut_41 = l_mut_43;
} else {
let l_57 = l_21 == u32(8);
if l_57 {
l_mut_43 = l_mut_31;
let l_58 = tan(l_mut_31);
l_mut_43 = l_58;
l_mut_41 = l_mut_43;
}
}
}
}
}
}
}
}
l_mut_31 = l_mut_41;
l_mut_59 = u32(4294967294);
let l_60 = bitcast<u32>(l_26);
let l_61 = bitcast<u32>(l_25);
let l_62 = l_61 & u32(2139095040);
let l_63 = l_62 != u32(2139095040);
let l_64 = l_62 == u32(0);
let l_65 = bitcast<u32>(l_25);
let l_66 = l_65 & u32(8388607);
let l_67 = l_66 != u32(0);
let l_68 = l_64 && l_67;
let l_69 = abs(l_mut_31);
let l_70 = l_mut_31 < f64(0.0);
let l_71 = u32(l_70);
let l_72 = u32(2147483648) * l_71;
if l_68 {
} else {
let l_73 = is_nan_1_f64(l_mut_31);if l_73 {
let l_74 = l_60 & u32(2147483647);
let l_75 = l_74 > u32(2139095040);
if l_75 {
l_mut_59 = u32(4294967293);
}
} else {
let l_76 = l_69 >= f64(3.402823669209385e38);
let l_77 = !l_63;
let l_78 = l_69 == f64(0.0);
let l_79 = l_77 && l_78;
let l_80 = l_76 || l_79;
if l_80 {
let l_81 = l_69 >= f64(3.402823669209385e38);
let l_82 = u32(l_81);
let l_83 = u32(2139095040) * l_82;
let l_84 = l_83 | l_72;
let l_85 = l_60 == l_84;
let l_86 = l_60 | l_84;
let l_87 = l_86 & u32(2147483647);
let l_88 = l_87 == u32(0);
let l_89 = l_85 || l_88;
if l_89 {
l_mut_59 = u32(4294967293);
}
} else {
let l_90 = l_69 >= f64(2.350988701644575e-38);
let l_91 = l_63 && l_90;
let l_92 = l_69 < f64(3.4028234663852886e38);
let l_93 = l_91 && l_92;
if l_93 {
let l_94 = f32(l_69);
let l_95 = bitcast<u32>(l_94);
let l_96 = bitcast<f32>(l_95);
let l_97 = f64(l_96);
let l_98 = l_69 - l_97;
let l_99 = l_95 + u32(1);
let l_100 = l_98 < f64(0.0);
let l_101 = u32(l_100);
let l_102 = u32(2) * l_101;
let l_103 = l_99 - l_102;
let l_104 = bitcast<f32>(l_103);
let l_105 = f64(l_104);
let l_106 = l_105 - l_97;
let l_107 = abs(l_106);
let l_108 = l_107 * f64(0.5);
let l_109 = abs(l_98);
let l_110 = l_108 - l_109;
let l_111 = l_69 * f64(9.094947017729282e-13);
let l_112 = l_110 > l_111;
if l_112 {
let l_113 = l_95 | l_72;
l_mut_59 = l_113;
}
} else {
let l_114 = l_69 < f64(2.350988701644575e-38);
let l_115 = l_63 && l_114;
if l_115 {
let l_116 = l_69 * f64(7.1362384635298e44);
let l_117 = floor(l_116);
let l_118 = l_116 - l_117;
let l_119 = l_118 - f64(0.5);
let l_120 = abs(l_119);
let l_121 = l_116 * f64(9.094947017729282e-13);
let l_122 = l_120 > l_121;
if l_122 {
let l_123 = l_118 > f64(0.5);
let l_124 = f64(l_123);
let l_125 = l_117 + l_124;
let l_126 = u32(l_125);
let l_127 = l_126 | l_72;
l_mut_59 = l_127;
}
}
}
}
}
}
let l_128 = bitcast<u32>(l_26);
let l_129 = l_128 & u32(2147483647);
let l_130 = l_129 > u32(2139095040);
let l_131 = l_128 & u32(2147483647);
let l_132 = l_131 == u32(0);
let l_133 = l_128 & u32(2147483647);
let l_134 = f64(l_133);
let l_135 = l_128 >> u32(31);
let l_136 = f64(l_135);
let l_137 = f64(2.0) * l_136;
let l_138 = f64(1.0) - l_137;
let l_139 = l_134 * l_138;
let l_140 = l_mut_59 & u32(2147483647);
let l_141 = f64(l_140);
let l_142 = l_mut_59 >> u32(31);
let l_143 = f64(l_142);
let l_144 = f64(2.0) * l_143;
let l_145 = f64(1.0) - l_144;
let l_146 = l_141 * l_145;
let l_147 = l_139 - l_146;
let l_148 = l_mut_59 & u32(2139095040);
let l_149 = l_148 == u32(0);
let l_150 = l_mut_59 < u32(4294967293);
let l_151 = l_147 == f64(0.0);
let l_152 = l_132 && l_149;
let l_153 = l_130 || l_152;
let l_154 = !l_153;
let l_155 = l_151 || l_154;
let l_156 = l_150 && l_155;
l_mut_157 = l_156;
let l_158 = l_147 != f64(0.0);
let l_159 = l_mut_157 && l_158;
if l_159 {

for (var l_mut_160: u32 = u32(0); l_mut_160 < u32(8); l_mut_160++) {
let l_161 = u32(2) * l_mut_160;
let l_6471 = info.static_meta[u32(2)];
let l_6472 = l_6471 * u32(1);
let l_6473 = l_161 < l_6472;
let l_6474 = l_6472 - u32(1);
let l_6475 = min(l_161, l_6474);
let l_6476 = buffer_2_global[l_6475];
let l_6477 = select(u32(0), l_6476, l_6473);
let l_162 = l_6477;
let l_163 = u32(2) * l_mut_160;
let l_164 = l_163 + u32(1);
let l_6478 = info.static_meta[u32(2)];
let l_6479 = l_6478 * u32(1);
let l_6480 = l_164 < l_6479;
let l_6481 = l_6479 - u32(1);
let l_6482 = min(l_164, l_6481);
let l_6483 = buffer_2_global[l_6482];
let l_6484 = select(u32(0), l_6483, l_6480);
let l_165 = l_6484;
let l_166 = l_165 != u32(0);
let l_167 = l_mut_160 * u32(4);
let l_6485 = info.static_meta[u32(3)];
let l_6486 = l_6485 * u32(1);
let l_6487 = l_167 < l_6486;
let l_6488 = l_6486 - u32(1);
let l_6489 = min(l_167, l_6488);
let l_6490 = buffer_3_global[l_6489];
let l_6491 = select(f64(0.0), l_6490, l_6487);
let l_168 = l_6491;
let l_169 = l_mut_160 * u32(4);
let l_170 = l_169 + u32(1);
let l_6492 = info.static_meta[u32(3)];
let l_6493 = l_6492 * u32(1);
let l_6494 = l_170 < l_6493;
let l_6495 = l_6493 - u32(1);
let l_6496 = min(l_170, l_6495);
let l_6497 = buffer_3_global[l_6496];
let l_6498 = select(f64(0.0), l_6497, l_6494);
let l_171 = l_6498;
let l_172 = l_mut_160 * u32(4);
let l_173 = l_172 + u32(2);
let l_6499 = info.static_meta[u32(3)];
let l_6500 = l_6499 * u32(1);
let l_6501 = l_173 < l_6500;
let l_6502 = l_6500 - u32(1);
let l_6503 = min(l_173, l_6502);
let l_6504 = buffer_3_global[l_6503];
let l_6505 = select(f64(0.0), l_6504, l_6501);
let l_174 = l_6505;
let l_175 = f64(l_25);
let l_176 = abs(l_175);
let l_177 = abs(l_mut_31);
let l_178 = l_177 * f64(1.4551915228366852e-11);
a_179[u32(0)] = u32(1);
l_mut_180 = u32(2);
let l_181 = l_162 == u32(0);
if l_181 {
l_mut_180 = u32(0);
} else {
let l_182 = l_162 == u32(1);
if l_182 {
l_mut_180 = u32(1);
let l_183 = abs(l_147);
let l_184 = l_183 <= l_168;
if l_184 {
l_mut_180 = u32(0);
}
} else {
let l_185 = l_162 == u32(2);
if l_185 {
let l_186 = abs(l_mut_31);
l_mut_43 = f64(1.401298464324817e-45);
let l_187 = l_186 >= f64(1.1754943508222875e-38);
let l_188 = l_186 <= f64(1.7976931348623157e308);
let l_189 = l_187 && l_188;
if l_189 {
let l_190 = bitcast<u64>(l_186);
let l_191 = l_190 >> u32(bitcast<u64>(u64(52)));
let l_192 = l_191 - u64(23);
let l_193 = l_192 << u32(bitcast<u64>(u64(52)));
let l_194 = bitcast<f64>(l_193);
l_mut_43 = l_194;
}
let l_195 = l_168 * l_mut_43;
l_mut_196 = u32(2);
let l_197 = l_mut_31 - l_178;
let l_198 = abs(l_197);
l_mut_43 = f64(1.401298464324817e-45);
let l_199 = l_198 >= f64(1.1754943508222875e-38);
let l_200 = l_198 <= f64(1.7976931348623157e308);
let l_201 = l_199 && l_200;
if l_201 {
let l_202 = bitcast<u64>(l_198);
let l_203 = l_202 >> u32(bitcast<u64>(u64(52)));
let l_204 = l_203 - u64(23);
let l_205 = l_204 << u32(bitcast<u64>(u64(52)));
let l_206 = bitcast<f64>(l_205);
l_mut_43 = l_206;
}
let l_207 = l_mut_31 + l_178;
let l_208 = abs(l_207);
l_mut_41 = f64(1.401298464324817e-45);
let l_209 = l_208 >= f64(1.1754943508222875e-38);
let l_210 = l_208 <= f64(1.7976931348623157e308);
let l_211 = l_209 && l_210;
if l_211 {
let l_212 = bitcast<u64>(l_208);
let l_213 = l_212 >> u32(bitcast<u64>(u64(52)));
let l_214 = l_213 - u64(23);
let l_215 = l_214 << u32(bitcast<u64>(u64(52)));
let l_216 = bitcast<f64>(l_215);
l_mut_41 = l_216;
}
let l_217 = l_mut_43 == l_mut_41;
if l_217 {
let l_218 = l_195 * f64(1.4551915228366852e-11);
let l_219 = l_178 + l_218;
let l_220 = l_mut_31 - l_195;
let l_221 = l_mut_31 + l_195;
let l_222 = bitcast<u32>(l_26);
let l_223 = l_222 & u32(2147483647);
let l_224 = bitcast<f32>(l_223);
let l_225 = f64(l_224);
l_mut_43 = l_225;
let l_226 = l_223 < u32(8388608);
if l_226 {
let l_227 = f64(l_223);
let l_228 = l_227 * f64(1.401298464324817e-45);
l_mut_43 = l_228;
}
let l_229 = bitcast<u64>(l_mut_43);
let l_230 = l_222 >> u32(31);
let l_231 = u64(l_230);
let l_232 = l_231 << u32(bitcast<u64>(u64(63)));
let l_233 = l_229 | l_232;
let l_234 = bitcast<f64>(l_233);
let l_235 = bitcast<u32>(l_26);
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
let l_246 = l_245 & u32(2147483647);
let l_247 = bitcast<f32>(l_246);
let l_248 = f64(l_247);
l_mut_43 = l_248;
let l_249 = l_246 < u32(8388608);
if l_249 {
let l_250 = f64(l_246);
let l_251 = l_250 * f64(1.401298464324817e-45);
l_mut_43 = l_251;
}
let l_252 = bitcast<u64>(l_mut_43);
let l_253 = l_245 >> u32(31);
let l_254 = u64(l_253);
let l_255 = l_254 << u32(bitcast<u64>(u64(63)));
let l_256 = l_252 | l_255;
let l_257 = bitcast<f64>(l_256);
let l_258 = bitcast<u32>(l_26);
let l_259 = l_258 ^ u32(2147483648);
let l_260 = bitcast<f32>(l_259);
let l_261 = bitcast<u32>(l_260);
let l_262 = l_261 + u32(1);
l_mut_237 = l_262;
let l_263 = l_261 & u32(2147483647);
let l_264 = l_263 == u32(0);
if l_264 {
l_mut_237 = u32(1);
} else {
let l_265 = l_261 & u32(2147483648);
let l_266 = l_265 != u32(0);
if l_266 {
let l_267 = l_261 - u32(1);
l_mut_237 = l_267;
} else {
let l_268 = l_261 == u32(2139095040);
if l_268 {
l_mut_237 = l_261;
}
}
}
let l_269 = bitcast<f32>(l_mut_237);
let l_270 = bitcast<u32>(l_269);
let l_271 = l_270 ^ u32(2147483648);
let l_272 = bitcast<f32>(l_271);
let l_273 = bitcast<u32>(l_272);
let l_274 = l_273 & u32(2147483647);
let l_275 = bitcast<f32>(l_274);
let l_276 = f64(l_275);
l_mut_43 = l_276;
let l_277 = l_274 < u32(8388608);
if l_277 {
let l_278 = f64(l_274);
let l_279 = l_278 * f64(1.401298464324817e-45);
l_mut_43 = l_279;
}
let l_280 = bitcast<u64>(l_mut_43);
let l_281 = l_273 >> u32(31);
let l_282 = u64(l_281);
let l_283 = l_282 << u32(bitcast<u64>(u64(63)));
let l_284 = l_280 | l_283;
let l_285 = bitcast<f64>(l_284);
let l_286 = l_220 + l_219;
let l_287 = l_286 <= l_234;
l_mut_288 = l_287;
let l_289 = l_220 - l_219;
let l_290 = l_289 > l_234;
l_mut_291 = l_290;
let l_292 = l_221 - l_219;
let l_293 = l_292 >= l_234;
l_mut_294 = l_293;
let l_295 = l_221 + l_219;
let l_296 = l_295 < l_234;
l_mut_297 = l_296;
if l_166 {
let l_298 = l_220 + l_219;
let l_299 = l_298 < l_257;
l_mut_288 = l_299;
let l_300 = l_220 - l_219;
let l_301 = l_300 >= l_257;
l_mut_291 = l_301;
let l_302 = l_221 - l_219;
let l_303 = l_302 > l_285;
l_mut_294 = l_303;
let l_304 = l_221 + l_219;
let l_305 = l_304 <= l_285;
l_mut_297 = l_305;
}
l_mut_237 = u32(2);
let l_306 = l_mut_291 || l_mut_297;
if l_306 {
l_mut_237 = u32(1);
} else {
let l_307 = l_mut_288 && l_mut_294;
if l_307 {
l_mut_237 = u32(0);
}
}
let l_308 = bitcast<u32>(l_26);
let l_309 = l_308 & u32(2147483647);
let l_310 = l_309 == u32(0);
if l_310 {
let l_311 = l_220 + l_219;
let l_312 = l_311 < f64(1.1754943508222875e-38);
let l_313 = l_221 - l_219;
let l_314 = l_313 > f64(-1.1754943508222875e-38);
let l_315 = l_312 && l_314;
let l_316 = l_220 - l_219;
let l_317 = l_316 < f64(1.1754943508222875e-38);
let l_318 = l_221 + l_219;
let l_319 = l_318 > f64(-1.1754943508222875e-38);
let l_320 = l_317 && l_319;
if l_315 {
l_mut_237 = u32(0);
} else {
let l_321 = l_mut_237 == u32(1);
let l_322 = l_320 && l_321;
if l_322 {
l_mut_237 = u32(2);
}
}
}
l_mut_196 = l_mut_237;
}
l_mut_180 = l_mut_196;
} else {
let l_323 = l_162 == u32(3);
if l_323 {
l_mut_180 = u32(0);
let l_324 = l_176 >= f64(1.1754943508222875e-38);
let l_325 = l_176 <= f64(8.507059173023462e37);
let l_326 = l_324 && l_325;
if l_326 {
let l_327 = abs(l_mut_31);
l_mut_43 = f64(1.401298464324817e-45);
let l_328 = l_327 >= f64(1.1754943508222875e-38);
let l_329 = l_327 <= f64(1.7976931348623157e308);
let l_330 = l_328 && l_329;
if l_330 {
let l_331 = bitcast<u64>(l_327);
let l_332 = l_331 >> u32(bitcast<u64>(u64(52)));
let l_333 = l_332 - u64(23);
let l_334 = l_333 << u32(bitcast<u64>(u64(52)));
let l_335 = bitcast<f64>(l_334);
l_mut_43 = l_335;
}
let l_336 = l_168 * l_mut_43;
l_mut_237 = u32(2);
let l_337 = l_mut_31 - l_178;
let l_338 = abs(l_337);
l_mut_43 = f64(1.401298464324817e-45);
let l_339 = l_338 >= f64(1.1754943508222875e-38);
let l_340 = l_338 <= f64(1.7976931348623157e308);
let l_341 = l_339 && l_340;
if l_341 {
let l_342 = bitcast<u64>(l_338);
let l_343 = l_342 >> u32(bitcast<u64>(u64(52)));
let l_344 = l_343 - u64(23);
let l_345 = l_344 << u32(bitcast<u64>(u64(52)));
let l_346 = bitcast<f64>(l_345);
l_mut_43 = l_346;
}
let l_347 = l_mut_31 + l_178;
let l_348 = abs(l_347);
l_mut_41 = f64(1.401298464324817e-45);
let l_349 = l_348 >= f64(1.1754943508222875e-38);
let l_350 = l_348 <= f64(1.7976931348623157e308);
let l_351 = l_349 && l_350;
if l_351 {
let l_352 = bitcast<u64>(l_348);
let l_353 = l_352 >> u32(bitcast<u64>(u64(52)));
let l_354 = l_353 - u64(23);
let l_355 = l_354 << u32(bitcast<u64>(u64(52)));
let l_356 = bitcast<f64>(l_355);
l_mut_41 = l_356;
}
let l_357 = l_mut_43 == l_mut_41;
if l_357 {
let l_358 = l_336 * f64(1.4551915228366852e-11);
let l_359 = l_178 + l_358;
let l_360 = l_mut_31 - l_336;
let l_361 = l_mut_31 + l_336;
let l_362 = bitcast<u32>(l_26);
let l_363 = l_362 & u32(2147483647);
let l_364 = bitcast<f32>(l_363);
let l_365 = f64(l_364);
l_mut_43 = l_365;
let l_366 = l_363 < u32(8388608);
if l_366 {
let l_367 = f64(l_363);
let l_368 = l_367 * f64(1.401298464324817e-45);
l_mut_43 = l_368;
}
let l_369 = bitcast<u64>(l_mut_43);
let l_370 = l_362 >> u32(31);
let l_371 = u64(l_370);
let l_372 = l_371 << u32(bitcast<u64>(u64(63)));
let l_373 = l_369 | l_372;
let l_374 = bitcast<f64>(l_373);
let l_375 = bitcast<u32>(l_26);
let l_376 = l_375 + u32(1);
l_mut_196 = l_376;
let l_377 = l_375 & u32(2147483647);
let l_378 = l_377 == u32(0);
if l_378 {
l_mut_196 = u32(1);
} else {
let l_379 = l_375 & u32(2147483648);
let l_380 = l_379 != u32(0);
if l_380 {
let l_381 = l_375 - u32(1);
l_mut_196 = l_381;
} else {
let l_382 = l_375 == u32(2139095040);
if l_382 {
l_mut_196 = l_375;
}
}
}
let l_383 = bitcast<f32>(l_mut_196);
let l_384 = bitcast<u32>(l_383);
let l_385 = l_384 & u32(2147483647);
let l_386 = bitcast<f32>(l_385);
let l_387 = f64(l_386);
l_mut_43 = l_387;
let l_388 = l_385 < u32(8388608);
if l_388 {
let l_389 = f64(l_385);
let l_390 = l_389 * f64(1.401298464324817e-45);
l_mut_43 = l_390;
}
let l_391 = bitcast<u64>(l_mut_43);
let l_392 = l_384 >> u32(31);
let l_393 = u64(l_392);
let l_394 = l_393 << u32(bitcast<u64>(u64(63)));
let l_395 = l_391 | l_394;
let l_396 = bitcast<f64>(l_395);
let l_397 = bitcast<u32>(l_26);
let l_398 = l_397 ^ u32(2147483648);
let l_399 = bitcast<f32>(l_398);
let l_400 = bitcast<u32>(l_399);
let l_401 = l_400 + u32(1);
l_mut_196 = l_401;
let l_402 = l_400 & u32(2147483647);
let l_403 = l_402 == u32(0);
if l_403 {
l_mut_196 = u32(1);
} else {
let l_404 = l_400 & u32(2147483648);
let l_405 = l_404 != u32(0);
if l_405 {
let l_406 = l_400 - u32(1);
l_mut_196 = l_406;
} else {
let l_407 = l_400 == u32(2139095040);
if l_407 {
l_mut_196 = l_400;
}
}
}
let l_408 = bitcast<f32>(l_mut_196);
let l_409 = bitcast<u32>(l_408);
let l_410 = l_409 ^ u32(2147483648);
let l_411 = bitcast<f32>(l_410);
let l_412 = bitcast<u32>(l_411);
let l_413 = l_412 & u32(2147483647);
let l_414 = bitcast<f32>(l_413);
let l_415 = f64(l_414);
l_mut_43 = l_415;
let l_416 = l_413 < u32(8388608);
if l_416 {
let l_417 = f64(l_413);
let l_418 = l_417 * f64(1.401298464324817e-45);
l_mut_43 = l_418;
}
let l_419 = bitcast<u64>(l_mut_43);
let l_420 = l_412 >> u32(31);
let l_421 = u64(l_420);
let l_422 = l_421 << u32(bitcast<u64>(u64(63)));
let l_423 = l_419 | l_422;
let l_424 = bitcast<f64>(l_423);
let l_425 = l_360 + l_359;
let l_426 = l_425 <= l_374;
l_mut_297 = l_426;
let l_427 = l_360 - l_359;
let l_428 = l_427 > l_374;
l_mut_294 = l_428;
let l_429 = l_361 - l_359;
let l_430 = l_429 >= l_374;
l_mut_291 = l_430;
let l_431 = l_361 + l_359;
let l_432 = l_431 < l_374;
l_mut_288 = l_432;
if l_166 {
let l_433 = l_360 + l_359;
let l_434 = l_433 < l_396;
l_mut_297 = l_434;
let l_435 = l_360 - l_359;
let l_436 = l_435 >= l_396;
l_mut_294 = l_436;
let l_437 = l_361 - l_359;
let l_438 = l_437 > l_424;
l_mut_291 = l_438;
let l_439 = l_361 + l_359;
let l_440 = l_439 <= l_424;
l_mut_288 = l_440;
}
l_mut_196 = u32(2);
let l_441 = l_mut_294 || l_mut_288;
if l_441 {
l_mut_196 = u32(1);
} else {
let l_442 = l_mut_297 && l_mut_291;
if l_442 {
l_mut_196 = u32(0);
}
}
let l_443 = bitcast<u32>(l_26);
let l_444 = l_443 & u32(2147483647);
let l_445 = l_444 == u32(0);
if l_445 {
let l_446 = l_360 + l_359;
let l_447 = l_446 < f64(1.1754943508222875e-38);
let l_448 = l_361 - l_359;
let l_449 = l_448 > f64(-1.1754943508222875e-38);
let l_450 = l_447 && l_449;
let l_451 = l_360 - l_359;
let l_452 = l_451 < f64(1.1754943508222875e-38);
let l_453 = l_361 + l_359;
let l_454 = l_453 > f64(-1.1754943508222875e-38);
let l_455 = l_452 && l_454;
if l_450 {
l_mut_196 = u32(0);
} else {
let l_456 = l_mut_196 == u32(1);
let l_457 = l_455 && l_456;
if l_457 {
l_mut_196 = u32(2);
}
}
}
l_mut_237 = l_mut_196;
}
l_mut_180 = l_mut_237;
}
} else {
let l_458 = l_162 == u32(4);
if l_458 {
let l_459 = l_171 * l_176;
let l_460 = l_168 + l_459;
let l_461 = abs(l_mut_31);
l_mut_43 = f64(1.401298464324817e-45);
let l_462 = l_461 >= f64(1.1754943508222875e-38);
let l_463 = l_461 <= f64(1.7976931348623157e308);
let l_464 = l_462 && l_463;
if l_464 {
let l_465 = bitcast<u64>(l_461);
let l_466 = l_465 >> u32(bitcast<u64>(u64(52)));
let l_467 = l_466 - u64(23);
let l_468 = l_467 << u32(bitcast<u64>(u64(52)));
let l_469 = bitcast<f64>(l_468);
l_mut_43 = l_469;
}
let l_470 = l_460 * l_mut_43;
l_mut_237 = u32(2);
let l_471 = l_mut_31 - l_178;
let l_472 = abs(l_471);
l_mut_43 = f64(1.401298464324817e-45);
let l_473 = l_472 >= f64(1.1754943508222875e-38);
let l_474 = l_472 <= f64(1.7976931348623157e308);
let l_475 = l_473 && l_474;
if l_475 {
let l_476 = bitcast<u64>(l_472);
let l_477 = l_476 >> u32(bitcast<u64>(u64(52)));
let l_478 = l_477 - u64(23);
let l_479 = l_478 << u32(bitcast<u64>(u64(52)));
let l_480 = bitcast<f64>(l_479);
l_mut_43 = l_480;
}
let l_481 = l_mut_31 + l_178;
let l_482 = abs(l_481);
l_mut_41 = f64(1.401298464324817e-45);
let l_483 = l_482 >= f64(1.1754943508222875e-38);
let l_484 = l_482 <= f64(1.7976931348623157e308);
let l_485 = l_483 && l_484;
if l_485 {
let l_486 = bitcast<u64>(l_482);
let l_487 = l_486 >> u32(bitcast<u64>(u64(52)));
let l_488 = l_487 - u64(23);
let l_489 = l_488 << u32(bitcast<u64>(u64(52)));
let l_490 = bitcast<f64>(l_489);
l_mut_41 = l_490;
}
let l_491 = l_mut_43 == l_mut_41;
if l_491 {
let l_492 = l_470 * f64(1.4551915228366852e-11);
let l_493 = l_178 + l_492;
let l_494 = l_mut_31 - l_470;
let l_495 = l_mut_31 + l_470;
let l_496 = bitcast<u32>(l_26);
let l_497 = l_496 & u32(2147483647);
let l_498 = bitcast<f32>(l_497);
let l_499 = f64(l_498);
l_mut_43 = l_499;
let l_500 = l_497 < u32(8388608);
if l_500 {
let l_501 = f64(l_497);
let l_502 = l_501 * f64(1.401298464324817e-45);
l_mut_43 = l_502;
}
let l_503 = bitcast<u64>(l_mut_43);
let l_504 = l_496 >> u32(31);
let l_505 = u64(l_504);
let l_506 = l_505 << u32(bitcast<u64>(u64(63)));
let l_507 = l_503 | l_506;
let l_508 = bitcast<f64>(l_507);
let l_509 = bitcast<u32>(l_26);
let l_510 = l_509 + u32(1);
l_mut_196 = l_510;
let l_511 = l_509 & u32(2147483647);
let l_512 = l_511 == u32(0);
if l_512 {
l_mut_196 = u32(1);
} else {
let l_513 = l_509 & u32(2147483648);
let l_514 = l_513 != u32(0);
if l_514 {
let l_515 = l_509 - u32(1);
l_mut_196 = l_515;
} else {
let l_516 = l_509 == u32(2139095040);
if l_516 {
l_mut_196 = l_509;
}
}
}
let l_517 = bitcast<f32>(l_mut_196);
let l_518 = bitcast<u32>(l_517);
let l_519 = l_518 & u32(2147483647);
let l_520 = bitcast<f32>(l_519);
let l_521 = f64(l_520);
l_mut_43 = l_521;
let l_522 = l_519 < u32(8388608);
if l_522 {
let l_523 = f64(l_519);
let l_524 = l_523 * f64(1.401298464324817e-45);
l_mut_43 = l_524;
}
let l_525 = bitcast<u64>(l_mut_43);
let l_526 = l_518 >> u32(31);
let l_527 = u64(l_526);
let l_528 = l_527 << u32(bitcast<u64>(u64(63)));
let l_529 = l_525 | l_528;
let l_530 = bitcast<f64>(l_529);
let l_531 = bitcast<u32>(l_26);
let l_532 = l_531 ^ u32(2147483648);
let l_533 = bitcast<f32>(l_532);
let l_534 = bitcast<u32>(l_533);
let l_535 = l_534 + u32(1);
l_mut_196 = l_535;
let l_536 = l_534 & u32(2147483647);
let l_537 = l_536 == u32(0);
if l_537 {
l_mut_196 = u32(1);
} else {
let l_538 = l_534 & u32(2147483648);
let l_539 = l_538 != u32(0);
if l_539 {
let l_540 = l_534 - u32(1);
l_mut_196 = l_540;
} else {
let l_541 = l_534 == u32(2139095040);
if l_541 {
l_mut_196 = l_534;
}
}
}
let l_542 = bitcast<f32>(l_mut_196);
let l_543 = bitcast<u32>(l_542);
let l_544 = l_543 ^ u32(2147483648);
let l_545 = bitcast<f32>(l_544);
let l_546 = bitcast<u32>(l_545);
let l_547 = l_546 & u32(2147483647);
let l_548 = bitcast<f32>(l_547);
let l_549 = f64(l_548);
l_mut_43 = l_549;
let l_550 = l_547 < u32(8388608);
if l_550 {
let l_551 = f64(l_547);
let l_552 = l_551 * f64(1.401298464324817e-45);
l_mut_43 = l_552;
}
let l_553 = bitcast<u64>(l_mut_43);
let l_554 = l_546 >> u32(31);
let l_555 = u64(l_554);
let l_556 = l_555 << u32(bitcast<u64>(u64(63)));
let l_557 = l_553 | l_556;
let l_558 = bitcast<f64>(l_557);
let l_559 = l_494 + l_493;
let l_560 = l_559 <= l_508;
l_mut_297 = l_560;
let l_561 = l_494 - l_493;
let l_562 = l_561 > l_508;
l_mut_294 = l_562;
let l_563 = l_495 - l_493;
let l_564 = l_563 >= l_508;
l_mut_291 = l_564;
let l_565 = l_495 + l_493;
let l_566 = l_565 < l_508;
l_mut_288 = l_566;
if l_166 {
let l_567 = l_494 + l_493;
let l_568 = l_567 < l_530;
l_mut_297 = l_568;
let l_569 = l_494 - l_493;
let l_570 = l_569 >= l_530;
l_mut_294 = l_570;
let l_571 = l_495 - l_493;
let l_572 = l_571 > l_558;
l_mut_291 = l_572;
let l_573 = l_495 + l_493;
let l_574 = l_573 <= l_558;
l_mut_288 = l_574;
}
l_mut_196 = u32(2);
let l_575 = l_mut_294 || l_mut_288;
if l_575 {
l_mut_196 = u32(1);
} else {
let l_576 = l_mut_297 && l_mut_291;
if l_576 {
l_mut_196 = u32(0);
}
}
let l_577 = bitcast<u32>(l_26);
let l_578 = l_577 & u32(2147483647);
let l_579 = l_578 == u32(0);
if l_579 {
let l_580 = l_494 + l_493;
let l_581 = l_580 < f64(1.1754943508222875e-38);
let l_582 = l_495 - l_493;
let l_583 = l_582 > f64(-1.1754943508222875e-38);
let l_584 = l_581 && l_583;
let l_585 = l_494 - l_493;
let l_586 = l_585 < f64(1.1754943508222875e-38);
let l_587 = l_495 + l_493;
let l_588 = l_587 > f64(-1.1754943508222875e-38);
let l_589 = l_586 && l_588;
if l_584 {
l_mut_196 = u32(0);
} else {
let l_590 = l_mut_196 == u32(1);
let l_591 = l_589 && l_590;
if l_591 {
l_mut_196 = u32(2);
}
}
}
l_mut_237 = l_mut_196;
}
l_mut_180 = l_mut_237;
} else {
let l_592 = l_162 == u32(5);
if l_592 {
let l_593 = f64(2.0) * l_175;
let l_594 = abs(l_593);
let l_595 = floor(l_594);
let l_596 = f64(3.0) + l_595;
let l_597 = abs(l_mut_31);
l_mut_43 = f64(1.401298464324817e-45);
let l_598 = l_597 >= f64(1.1754943508222875e-38);
let l_599 = l_597 <= f64(1.7976931348623157e308);
let l_600 = l_598 && l_599;
if l_600 {
let l_601 = bitcast<u64>(l_597);
let l_602 = l_601 >> u32(bitcast<u64>(u64(52)));
let l_603 = l_602 - u64(23);
let l_604 = l_603 << u32(bitcast<u64>(u64(52)));
let l_605 = bitcast<f64>(l_604);
l_mut_43 = l_605;
}
let l_606 = l_596 * l_mut_43;
l_mut_237 = u32(2);
let l_607 = l_mut_31 - l_178;
let l_608 = abs(l_607);
l_mut_43 = f64(1.401298464324817e-45);
let l_609 = l_608 >= f64(1.1754943508222875e-38);
let l_610 = l_608 <= f64(1.7976931348623157e308);
let l_611 = l_609 && l_610;
if l_611 {
let l_612 = bitcast<u64>(l_608);
let l_613 = l_612 >> u32(bitcast<u64>(u64(52)));
let l_614 = l_613 - u64(23);
let l_615 = l_614 << u32(bitcast<u64>(u64(52)));
let l_616 = bitcast<f64>(l_615);
l_mut_43 = l_616;
}
let l_617 = l_mut_31 + l_178;
let l_618 = abs(l_617);
l_mut_41 = f64(1.401298464324817e-45);
let l_619 = l_618 >= f64(1.1754943508222875e-38);
let l_620 = l_618 <= f64(1.7976931348623157e308);
let l_621 = l_619 && l_620;
if l_621 {
let l_622 = bitcast<u64>(l_618);
let l_623 = l_622 >> u32(bitcast<u64>(u64(52)));
let l_624 = l_623 - u64(23);
let l_625 = l_624 << u32(bitcast<u64>(u64(52)));
let l_626 = bitcast<f64>(l_625);
l_mut_41 = l_626;
}
let l_627 = l_mut_43 == l_mut_41;
if l_627 {
let l_628 = l_606 * f64(1.4551915228366852e-11);
let l_629 = l_178 + l_628;
let l_630 = l_mut_31 - l_606;
let l_631 = l_mut_31 + l_606;
let l_632 = bitcast<u32>(l_26);
let l_633 = l_632 & u32(2147483647);
let l_634 = bitcast<f32>(l_633);
let l_635 = f64(l_634);
l_mut_43 = l_635;
let l_636 = l_633 < u32(8388608);
if l_636 {
let l_637 = f64(l_633);
let l_638 = l_637 * f64(1.401298464324817e-45);
l_mut_43 = l_638;
}
let l_639 = bitcast<u64>(l_mut_43);
let l_640 = l_632 >> u32(31);
let l_641 = u64(l_640);
let l_642 = l_641 << u32(bitcast<u64>(u64(63)));
let l_643 = l_639 | l_642;
let l_644 = bitcast<f64>(l_643);
let l_645 = bitcast<u32>(l_26);
let l_646 = l_645 + u32(1);
l_mut_196 = l_646;
let l_647 = l_645 & u32(2147483647);
let l_648 = l_647 == u32(0);
if l_648 {
l_mut_196 = u32(1);
} else {
let l_649 = l_645 & u32(2147483648);
let l_650 = l_649 != u32(0);
if l_650 {
let l_651 = l_645 - u32(1);
l_mut_196 = l_651;
} else {
let l_652 = l_645 == u32(2139095040);
if l_652 {
l_mut_196 = l_645;
}
}
}
let l_653 = bitcast<f32>(l_mut_196);
let l_654 = bitcast<u32>(l_653);
let l_655 = l_654 & u32(2147483647);
let l_656 = bitcast<f32>(l_655);
let l_657 = f64(l_656);
l_mut_43 = l_657;
let l_658 = l_655 < u32(8388608);
if l_658 {
let l_659 = f64(l_655);
let l_660 = l_659 * f64(1.401298464324817e-45);
l_mut_43 = l_660;
}
let l_661 = bitcast<u64>(l_mut_43);
let l_662 = l_654 >> u32(31);
let l_663 = u64(l_662);
let l_664 = l_663 << u32(bitcast<u64>(u64(63)));
let l_665 = l_661 | l_664;
let l_666 = bitcast<f64>(l_665);
let l_667 = bitcast<u32>(l_26);
let l_668 = l_667 ^ u32(2147483648);
let l_669 = bitcast<f32>(l_668);
let l_670 = bitcast<u32>(l_669);
let l_671 = l_670 + u32(1);
l_mut_196 = l_671;
let l_672 = l_670 & u32(2147483647);
let l_673 = l_672 == u32(0);
if l_673 {
l_mut_196 = u32(1);
} else {
let l_674 = l_670 & u32(2147483648);
let l_675 = l_674 != u32(0);
if l_675 {
let l_676 = l_670 - u32(1);
l_mut_196 = l_676;
} else {
let l_677 = l_670 == u32(2139095040);
if l_677 {
l_mut_196 = l_670;
}
}
}
let l_678 = bitcast<f32>(l_mut_196);
let l_679 = bitcast<u32>(l_678);
let l_680 = l_679 ^ u32(2147483648);
let l_681 = bitcast<f32>(l_680);
let l_682 = bitcast<u32>(l_681);
let l_683 = l_682 & u32(2147483647);
let l_684 = bitcast<f32>(l_683);
let l_685 = f64(l_684);
l_mut_43 = l_685;
let l_686 = l_683 < u32(8388608);
if l_686 {
let l_687 = f64(l_683);
let l_688 = l_687 * f64(1.401298464324817e-45);
l_mut_43 = l_688;
}
let l_689 = bitcast<u64>(l_mut_43);
let l_690 = l_682 >> u32(31);
let l_691 = u64(l_690);
let l_692 = l_691 << u32(bitcast<u64>(u64(63)));
let l_693 = l_689 | l_692;
let l_694 = bitcast<f64>(l_693);
let l_695 = l_630 + l_629;
let l_696 = l_695 <= l_644;
l_mut_297 = l_696;
let l_697 = l_630 - l_629;
let l_698 = l_697 > l_644;
l_mut_294 = l_698;
let l_699 = l_631 - l_629;
let l_700 = l_699 >= l_644;
l_mut_291 = l_700;
let l_701 = l_631 + l_629;
let l_702 = l_701 < l_644;
l_mut_288 = l_702;
if l_166 {
let l_703 = l_630 + l_629;
let l_704 = l_703 < l_666;
l_mut_297 = l_704;
let l_705 = l_630 - l_629;
let l_706 = l_705 >= l_666;
l_mut_294 = l_706;
let l_707 = l_631 - l_629;
let l_708 = l_707 > l_694;
l_mut_291 = l_708;
let l_709 = l_631 + l_629;
let l_710 = l_709 <= l_694;
l_mut_288 = l_710;
}
l_mut_196 = u32(2);
let l_711 = l_mut_294 || l_mut_288;
if l_711 {
l_mut_196 = u32(1);
} else {
let l_712 = l_mut_297 && l_mut_291;
if l_712 {
l_mut_196 = u32(0);
}
}
let l_713 = bitcast<u32>(l_26);
let l_714 = l_713 & u32(2147483647);
let l_715 = l_714 == u32(0);
if l_715 {
let l_716 = l_630 + l_629;
let l_717 = l_716 < f64(1.1754943508222875e-38);
let l_718 = l_631 - l_629;
let l_719 = l_718 > f64(-1.1754943508222875e-38);
let l_720 = l_717 && l_719;
let l_721 = l_630 - l_629;
let l_722 = l_721 < f64(1.1754943508222875e-38);
let l_723 = l_631 + l_629;
let l_724 = l_723 > f64(-1.1754943508222875e-38);
let l_725 = l_722 && l_724;
if l_720 {
l_mut_196 = u32(0);
} else {
let l_726 = l_mut_196 == u32(1);
let l_727 = l_725 && l_726;
if l_727 {
l_mut_196 = u32(2);
}
}
}
l_mut_237 = l_mut_196;
}
l_mut_180 = l_mut_237;
} else {
let l_728 = l_162 == u32(6);
if l_728 {
l_mut_180 = u32(0);
let l_729 = l_176 <= l_171;
if l_729 {
let l_730 = l_168 * f64(1.4551915228366852e-11);
let l_731 = l_178 + l_730;
let l_732 = l_mut_31 - l_168;
let l_733 = l_mut_31 + l_168;
let l_734 = bitcast<u32>(l_26);
let l_735 = l_734 & u32(2147483647);
let l_736 = bitcast<f32>(l_735);
let l_737 = f64(l_736);
l_mut_43 = l_737;
let l_738 = l_735 < u32(8388608);
if l_738 {
let l_739 = f64(l_735);
let l_740 = l_739 * f64(1.401298464324817e-45);
l_mut_43 = l_740;
}
let l_741 = bitcast<u64>(l_mut_43);
let l_742 = l_734 >> u32(31);
let l_743 = u64(l_742);
let l_744 = l_743 << u32(bitcast<u64>(u64(63)));
let l_745 = l_741 | l_744;
let l_746 = bitcast<f64>(l_745);
let l_747 = bitcast<u32>(l_26);
let l_748 = l_747 + u32(1);
l_mut_237 = l_748;
let l_749 = l_747 & u32(2147483647);
let l_750 = l_749 == u32(0);
if l_750 {
l_mut_237 = u32(1);
} else {
let l_751 = l_747 & u32(2147483648);
let l_752 = l_751 != u32(0);
if l_752 {
let l_753 = l_747 - u32(1);
l_mut_237 = l_753;
} else {
let l_754 = l_747 == u32(2139095040);
if l_754 {
l_mut_237 = l_747;
}
}
}
let l_755 = bitcast<f32>(l_mut_237);
let l_756 = bitcast<u32>(l_755);
let l_757 = l_756 & u32(2147483647);
let l_758 = bitcast<f32>(l_757);
let l_759 = f64(l_758);
l_mut_43 = l_759;
let l_760 = l_757 < u32(8388608);
if l_760 {
let l_761 = f64(l_757);
let l_762 = l_761 * f64(1.401298464324817e-45);
l_mut_43 = l_762;
}
let l_763 = bitcast<u64>(l_mut_43);
let l_764 = l_756 >> u32(31);
let l_765 = u64(l_764);
let l_766 = l_765 << u32(bitcast<u64>(u64(63)));
let l_767 = l_763 | l_766;
let l_768 = bitcast<f64>(l_767);
let l_769 = bitcast<u32>(l_26);
let l_770 = l_769 ^ u32(2147483648);
let l_771 = bitcast<f32>(l_770);
let l_772 = bitcast<u32>(l_771);
let l_773 = l_772 + u32(1);
l_mut_237 = l_773;
let l_774 = l_772 & u32(2147483647);
let l_775 = l_774 == u32(0);
if l_775 {
l_mut_237 = u32(1);
} else {
let l_776 = l_772 & u32(2147483648);
let l_777 = l_776 != u32(0);
if l_777 {
let l_778 = l_772 - u32(1);
l_mut_237 = l_778;
} else {
let l_779 = l_772 == u32(2139095040);
if l_779 {
l_mut_237 = l_772;
}
}
}
let l_780 = bitcast<f32>(l_mut_237);
let l_781 = bitcast<u32>(l_780);
let l_782 = l_781 ^ u32(2147483648);
let l_783 = bitcast<f32>(l_782);
let l_784 = bitcast<u32>(l_783);
let l_785 = l_784 & u32(2147483647);
let l_786 = bitcast<f32>(l_785);
let l_787 = f64(l_786);
l_mut_43 = l_787;
let l_788 = l_785 < u32(8388608);
if l_788 {
let l_789 = f64(l_785);
let l_790 = l_789 * f64(1.401298464324817e-45);
l_mut_43 = l_790;
}
let l_791 = bitcast<u64>(l_mut_43);
let l_792 = l_784 >> u32(31);
let l_793 = u64(l_792);
let l_794 = l_793 << u32(bitcast<u64>(u64(63)));
let l_795 = l_791 | l_794;
let l_796 = bitcast<f64>(l_795);
let l_797 = l_732 + l_731;
let l_798 = l_797 <= l_746;
l_mut_297 = l_798;
let l_799 = l_732 - l_731;
let l_800 = l_799 > l_746;
l_mut_294 = l_800;
let l_801 = l_733 - l_731;
let l_802 = l_801 >= l_746;
l_mut_291 = l_802;
let l_803 = l_733 + l_731;
let l_804 = l_803 < l_746;
l_mut_288 = l_804;
if l_166 {
let l_805 = l_732 + l_731;
let l_806 = l_805 < l_768;
l_mut_297 = l_806;
let l_807 = l_732 - l_731;
let l_808 = l_807 >= l_768;
l_mut_294 = l_808;
let l_809 = l_733 - l_731;
let l_810 = l_809 > l_796;
l_mut_291 = l_810;
let l_811 = l_733 + l_731;
let l_812 = l_811 <= l_796;
l_mut_288 = l_812;
}
l_mut_237 = u32(2);
let l_813 = l_mut_294 || l_mut_288;
if l_813 {
l_mut_237 = u32(1);
} else {
let l_814 = l_mut_297 && l_mut_291;
if l_814 {
l_mut_237 = u32(0);
}
}
let l_815 = bitcast<u32>(l_26);
let l_816 = l_815 & u32(2147483647);
let l_817 = l_816 == u32(0);
if l_817 {
let l_818 = l_732 + l_731;
let l_819 = l_818 < f64(1.1754943508222875e-38);
let l_820 = l_733 - l_731;
let l_821 = l_820 > f64(-1.1754943508222875e-38);
let l_822 = l_819 && l_821;
let l_823 = l_732 - l_731;
let l_824 = l_823 < f64(1.1754943508222875e-38);
let l_825 = l_733 + l_731;
let l_826 = l_825 > f64(-1.1754943508222875e-38);
let l_827 = l_824 && l_826;
if l_822 {
l_mut_237 = u32(0);
} else {
let l_828 = l_mut_237 == u32(1);
let l_829 = l_827 && l_828;
if l_829 {
l_mut_237 = u32(2);
}
}
}
l_mut_180 = l_mut_237;
}
} else {
let l_830 = l_162 == u32(7);
if l_830 {
let l_831 = abs(l_mut_31);
let l_832 = l_168 * l_831;
l_mut_43 = l_832;
let l_833 = abs(l_mut_31);
l_mut_41 = f64(1.401298464324817e-45);
let l_834 = l_833 >= f64(1.1754943508222875e-38);
let l_835 = l_833 <= f64(1.7976931348623157e308);
let l_836 = l_834 && l_835;
if l_836 {
let l_837 = bitcast<u64>(l_833);
let l_838 = l_837 >> u32(bitcast<u64>(u64(52)));
let l_839 = l_838 - u64(23);
let l_840 = l_839 << u32(bitcast<u64>(u64(52)));
let l_841 = bitcast<f64>(l_840);
l_mut_41 = l_841;
}
let l_842 = f64(0.5) * l_mut_41;
let l_843 = l_842 > l_mut_43;
if l_843 {
l_mut_43 = l_842;
}
let l_844 = l_mut_31 - l_178;
let l_845 = abs(l_844);
l_mut_41 = f64(1.401298464324817e-45);
let l_846 = l_845 >= f64(1.1754943508222875e-38);
let l_847 = l_845 <= f64(1.7976931348623157e308);
let l_848 = l_846 && l_847;
if l_848 {
let l_849 = bitcast<u64>(l_845);
let l_850 = l_849 >> u32(bitcast<u64>(u64(52)));
let l_851 = l_850 - u64(23);
let l_852 = l_851 << u32(bitcast<u64>(u64(52)));
let l_853 = bitcast<f64>(l_852);
l_mut_41 = l_853;
}
let l_854 = l_mut_31 + l_178;
let l_855 = abs(l_854);
l_mut_856 = f64(1.401298464324817e-45);
let l_857 = l_855 >= f64(1.1754943508222875e-38);
let l_858 = l_855 <= f64(1.7976931348623157e308);
let l_859 = l_857 && l_858;
if l_859 {
let l_860 = bitcast<u64>(l_855);
let l_861 = l_860 >> u32(bitcast<u64>(u64(52)));
let l_862 = l_861 - u64(23);
let l_863 = l_862 << u32(bitcast<u64>(u64(52)));
let l_864 = bitcast<f64>(l_863);
l_mut_856 = l_864;
}
let l_865 = l_mut_41 == l_mut_856;
if l_865 {
let l_866 = l_168 * l_178;
let l_867 = l_178 + l_866;
let l_868 = l_mut_43 * f64(1.4551915228366852e-11);
let l_869 = l_867 + l_868;
let l_870 = l_mut_31 - l_mut_43;
let l_871 = l_mut_31 + l_mut_43;
let l_872 = bitcast<u32>(l_26);
let l_873 = l_872 & u32(2147483647);
let l_874 = bitcast<f32>(l_873);
let l_875 = f64(l_874);
l_mut_856 = l_875;
let l_876 = l_873 < u32(8388608);
if l_876 {
let l_877 = f64(l_873);
let l_878 = l_877 * f64(1.401298464324817e-45);
l_mut_856 = l_878;
}
let l_879 = bitcast<u64>(l_mut_856);
let l_880 = l_872 >> u32(31);
let l_881 = u64(l_880);
let l_882 = l_881 << u32(bitcast<u64>(u64(63)));
let l_883 = l_879 | l_882;
let l_884 = bitcast<f64>(l_883);
let l_885 = bitcast<u32>(l_26);
let l_886 = l_885 + u32(1);
l_mut_237 = l_886;
let l_887 = l_885 & u32(2147483647);
let l_888 = l_887 == u32(0);
if l_888 {
l_mut_237 = u32(1);
} else {
let l_889 = l_885 & u32(2147483648);
let l_890 = l_889 != u32(0);
if l_890 {
let l_891 = l_885 - u32(1);
l_mut_237 = l_891;
} else {
let l_892 = l_885 == u32(2139095040);
if l_892 {
l_mut_237 = l_885;
}
}
}
let l_893 = bitcast<f32>(l_mut_237);
let l_894 = bitcast<u32>(l_893);
let l_895 = l_894 & u32(2147483647);
let l_896 = bitcast<f32>(l_895);
let l_897 = f64(l_896);
l_mut_856 = l_897;
let l_898 = l_895 < u32(8388608);
if l_898 {
let l_899 = f64(l_895);
let l_900 = l_899 * f64(1.401298464324817e-45);
l_mut_856 = l_900;
}
let l_901 = bitcast<u64>(l_mut_856);
let l_902 = l_894 >> u32(31);
let l_903 = u64(l_902);
let l_904 = l_903 << u32(bitcast<u64>(u64(63)));
let l_905 = l_901 | l_904;
let l_906 = bitcast<f64>(l_905);
let l_907 = bitcast<u32>(l_26);
let l_908 = l_907 ^ u32(2147483648);
let l_909 = bitcast<f32>(l_908);
let l_910 = bitcast<u32>(l_909);
let l_911 = l_910 + u32(1);
l_mut_237 = l_911;
let l_912 = l_910 & u32(2147483647);
let l_913 = l_912 == u32(0);
if l_913 {
l_mut_237 = u32(1);
} else {
let l_914 = l_910 & u32(2147483648);
let l_915 = l_914 != u32(0);
if l_915 {
let l_916 = l_910 - u32(1);
l_mut_237 = l_916;
} else {
let l_917 = l_910 == u32(2139095040);
if l_917 {
l_mut_237 = l_910;
}
}
}
let l_918 = bitcast<f32>(l_mut_237);
let l_919 = bitcast<u32>(l_918);
let l_920 = l_919 ^ u32(2147483648);
let l_921 = bitcast<f32>(l_920);
let l_922 = bitcast<u32>(l_921);
let l_923 = l_922 & u32(2147483647);
let l_924 = bitcast<f32>(l_923);
let l_925 = f64(l_924);
l_mut_856 = l_925;
let l_926 = l_923 < u32(8388608);
if l_926 {
let l_927 = f64(l_923);
let l_928 = l_927 * f64(1.401298464324817e-45);
l_mut_856 = l_928;
}
let l_929 = bitcast<u64>(l_mut_856);
let l_930 = l_922 >> u32(31);
let l_931 = u64(l_930);
let l_932 = l_931 << u32(bitcast<u64>(u64(63)));
let l_933 = l_929 | l_932;
let l_934 = bitcast<f64>(l_933);
let l_935 = l_870 + l_869;
let l_936 = l_935 <= l_884;
l_mut_297 = l_936;
let l_937 = l_870 - l_869;
let l_938 = l_937 > l_884;
l_mut_294 = l_938;
let l_939 = l_871 - l_869;
let l_940 = l_939 >= l_884;
l_mut_291 = l_940;
let l_941 = l_871 + l_869;
let l_942 = l_941 < l_884;
l_mut_288 = l_942;
if l_166 {
let l_943 = l_870 + l_869;
let l_944 = l_943 < l_906;
l_mut_297 = l_944;
let l_945 = l_870 - l_869;
let l_946 = l_945 >= l_906;
l_mut_294 = l_946;
let l_947 = l_871 - l_869;
let l_948 = l_947 > l_934;
l_mut_291 = l_948;
let l_949 = l_871 + l_869;
let l_950 = l_949 <= l_934;
l_mut_288 = l_950;
}
l_mut_237 = u32(2);
let l_951 = l_mut_294 || l_mut_288;
if l_951 {
l_mut_237 = u32(1);
} else {
let l_952 = l_mut_297 && l_mut_291;
if l_952 {
l_mut_237 = u32(0);
}
}
let l_953 = bitcast<u32>(l_26);
let l_954 = l_953 & u32(2147483647);
let l_955 = l_954 == u32(0);
if l_955 {
let l_956 = l_870 + l_869;
let l_957 = l_956 < f64(1.1754943508222875e-38);
let l_958 = l_871 - l_869;
let l_959 = l_958 > f64(-1.1754943508222875e-38);
let l_960 = l_957 && l_959;
let l_961 = l_870 - l_869;
let l_962 = l_961 < f64(1.1754943508222875e-38);
let l_963 = l_871 + l_869;
let l_964 = l_963 > f64(-1.1754943508222875e-38);
let l_965 = l_962 && l_964;
if l_960 {
l_mut_237 = u32(0);
} else {
let l_966 = l_mut_237 == u32(1);
let l_967 = l_965 && l_966;
if l_967 {
l_mut_237 = u32(2);
}
}
}
l_mut_180 = l_mut_237;
}
} else {
let l_968 = l_162 == u32(8);
if l_968 {
let l_969 = l_175 >= f64(0.5);
let l_970 = l_175 <= f64(2.0);
let l_971 = l_969 && l_970;
if l_971 {
let l_972 = l_168 * f64(1.4551915228366852e-11);
let l_973 = l_178 + l_972;
let l_974 = l_mut_31 - l_168;
let l_975 = l_mut_31 + l_168;
let l_976 = bitcast<u32>(l_26);
let l_977 = l_976 & u32(2147483647);
let l_978 = bitcast<f32>(l_977);
let l_979 = f64(l_978);
l_mut_856 = l_979;
let l_980 = l_977 < u32(8388608);
if l_980 {
let l_981 = f64(l_977);
let l_982 = l_981 * f64(1.401298464324817e-45);
l_mut_856 = l_982;
}
let l_983 = bitcast<u64>(l_mut_856);
let l_984 = l_976 >> u32(31);
let l_985 = u64(l_984);
let l_986 = l_985 << u32(bitcast<u64>(u64(63)));
let l_987 = l_983 | l_986;
let l_988 = bitcast<f64>(l_987);
let l_989 = bitcast<u32>(l_26);
let l_990 = l_989 + u32(1);
l_mut_237 = l_990;
let l_991 = l_989 & u32(2147483647);
let l_992 = l_991 == u32(0);
if l_992 {
l_mut_237 = u32(1);
} else {
let l_993 = l_989 & u32(2147483648);
let l_994 = l_993 != u32(0);
if l_994 {
let l_995 = l_989 - u32(1);
l_mut_237 = l_995;
} else {
let l_996 = l_989 == u32(2139095040);
if l_996 {
l_mut_237 = l_989;
}
}
}
let l_997 = bitcast<f32>(l_mut_237);
let l_998 = bitcast<u32>(l_997);
let l_999 = l_998 & u32(2147483647);
let l_1000 = bitcast<f32>(l_999);
let l_1001 = f64(l_1000);
l_mut_856 = l_1001;
let l_1002 = l_999 < u32(8388608);
if l_1002 {
let l_1003 = f64(l_999);
let l_1004 = l_1003 * f64(1.401298464324817e-45);
l_mut_856 = l_1004;
}
let l_1005 = bitcast<u64>(l_mut_856);
let l_1006 = l_998 >> u32(31);
let l_1007 = u64(l_1006);
let l_1008 = l_1007 << u32(bitcast<u64>(u64(63)));
let l_1009 = l_1005 | l_1008;
let l_1010 = bitcast<f64>(l_1009);
let l_1011 = bitcast<u32>(l_26);
let l_1012 = l_1011 ^ u32(2147483648);
let l_1013 = bitcast<f32>(l_1012);
let l_1014 = bitcast<u32>(l_1013);
let l_1015 = l_1014 + u32(1);
l_mut_237 = l_1015;
let l_1016 = l_1014 & u32(2147483647);
let l_1017 = l_1016 == u32(0);
if l_1017 {
l_mut_237 = u32(1);
} else {
let l_1018 = l_1014 & u32(2147483648);
let l_1019 = l_1018 != u32(0);
if l_1019 {
let l_1020 = l_1014 - u32(1);
l_mut_237 = l_1020;
} else {
let l_1021 = l_1014 == u32(2139095040);
if l_1021 {
l_mut_237 = l_1014;
}
}
}
let l_1022 = bitcast<f32>(l_mut_237);
let l_1023 = bitcast<u32>(l_1022);
let l_1024 = l_1023 ^ u32(2147483648);
let l_1025 = bitcast<f32>(l_1024);
let l_1026 = bitcast<u32>(l_1025);
let l_1027 = l_1026 & u32(2147483647);
let l_1028 = bitcast<f32>(l_1027);
let l_1029 = f64(l_1028);
l_mut_856 = l_1029;
let l_1030 = l_1027 < u32(8388608);
if l_1030 {
let l_1031 = f64(l_1027);
let l_1032 = l_1031 * f64(1.401298464324817e-45);
l_mut_856 = l_1032;
}
let l_1033 = bitcast<u64>(l_mut_856);
let l_1034 = l_1026 >> u32(31);
let l_1035 = u64(l_1034);
let l_1036 = l_1035 << u32(bitcast<u64>(u64(63)));
let l_1037 = l_1033 | l_1036;
let l_1038 = bitcast<f64>(l_1037);
let l_1039 = l_974 + l_973;
let l_1040 = l_1039 <= l_988;
l_mut_297 = l_1040;
let l_1041 = l_974 - l_973;
let l_1042 = l_1041 > l_988;
l_mut_294 = l_1042;
let l_1043 = l_975 - l_973;
let l_1044 = l_1043 >= l_988;
l_mut_291 = l_1044;
let l_1045 = l_975 + l_973;
let l_1046 = l_1045 < l_988;
l_mut_288 = l_1046;
if l_166 {
let l_1047 = l_974 + l_973;
let l_1048 = l_1047 < l_1010;
l_mut_297 = l_1048;
let l_1049 = l_974 - l_973;
let l_1050 = l_1049 >= l_1010;
l_mut_294 = l_1050;
let l_1051 = l_975 - l_973;
let l_1052 = l_1051 > l_1038;
l_mut_291 = l_1052;
let l_1053 = l_975 + l_973;
let l_1054 = l_1053 <= l_1038;
l_mut_288 = l_1054;
}
l_mut_237 = u32(2);
let l_1055 = l_mut_294 || l_mut_288;
if l_1055 {
l_mut_237 = u32(1);
} else {
let l_1056 = l_mut_297 && l_mut_291;
if l_1056 {
l_mut_237 = u32(0);
}
}
let l_1057 = bitcast<u32>(l_26);
let l_1058 = l_1057 & u32(2147483647);
let l_1059 = l_1058 == u32(0);
if l_1059 {
let l_1060 = l_974 + l_973;
let l_1061 = l_1060 < f64(1.1754943508222875e-38);
let l_1062 = l_975 - l_973;
let l_1063 = l_1062 > f64(-1.1754943508222875e-38);
let l_1064 = l_1061 && l_1063;
let l_1065 = l_974 - l_973;
let l_1066 = l_1065 < f64(1.1754943508222875e-38);
let l_1067 = l_975 + l_973;
let l_1068 = l_1067 > f64(-1.1754943508222875e-38);
let l_1069 = l_1066 && l_1068;
if l_1064 {
l_mut_237 = u32(0);
} else {
let l_1070 = l_mut_237 == u32(1);
let l_1071 = l_1069 && l_1070;
if l_1071 {
l_mut_237 = u32(2);
}
}
}
l_mut_180 = l_mut_237;
} else {
let l_1072 = abs(l_mut_31);
l_mut_856 = f64(1.401298464324817e-45);
let l_1073 = l_1072 >= f64(1.1754943508222875e-38);
let l_1074 = l_1072 <= f64(1.7976931348623157e308);
let l_1075 = l_1073 && l_1074;
if l_1075 {
let l_1076 = bitcast<u64>(l_1072);
let l_1077 = l_1076 >> u32(bitcast<u64>(u64(52)));
let l_1078 = l_1077 - u64(23);
let l_1079 = l_1078 << u32(bitcast<u64>(u64(52)));
let l_1080 = bitcast<f64>(l_1079);
l_mut_856 = l_1080;
}
let l_1081 = l_171 * l_mut_856;
l_mut_237 = u32(2);
let l_1082 = l_mut_31 - l_178;
let l_1083 = abs(l_1082);
l_mut_856 = f64(1.401298464324817e-45);
let l_1084 = l_1083 >= f64(1.1754943508222875e-38);
let l_1085 = l_1083 <= f64(1.7976931348623157e308);
let l_1086 = l_1084 && l_1085;
if l_1086 {
let l_1087 = bitcast<u64>(l_1083);
let l_1088 = l_1087 >> u32(bitcast<u64>(u64(52)));
let l_1089 = l_1088 - u64(23);
let l_1090 = l_1089 << u32(bitcast<u64>(u64(52)));
let l_1091 = bitcast<f64>(l_1090);
l_mut_856 = l_1091;
}
let l_1092 = l_mut_31 + l_178;
let l_1093 = abs(l_1092);
l_mut_43 = f64(1.401298464324817e-45);
let l_1094 = l_1093 >= f64(1.1754943508222875e-38);
let l_1095 = l_1093 <= f64(1.7976931348623157e308);
let l_1096 = l_1094 && l_1095;
if l_1096 {
let l_1097 = bitcast<u64>(l_1093);
let l_1098 = l_1097 >> u32(bitcast<u64>(u64(52)));
let l_1099 = l_1098 - u64(23);
let l_1100 = l_1099 << u32(bitcast<u64>(u64(52)));
let l_1101 = bitcast<f64>(l_1100);
l_mut_43 = l_1101;
}
let l_1102 = l_mut_856 == l_mut_43;
if l_1102 {
let l_1103 = l_1081 * f64(1.4551915228366852e-11);
let l_1104 = l_178 + l_1103;
let l_1105 = l_mut_31 - l_1081;
let l_1106 = l_mut_31 + l_1081;
let l_1107 = bitcast<u32>(l_26);
let l_1108 = l_1107 & u32(2147483647);
let l_1109 = bitcast<f32>(l_1108);
let l_1110 = f64(l_1109);
l_mut_856 = l_1110;
let l_1111 = l_1108 < u32(8388608);
if l_1111 {
let l_1112 = f64(l_1108);
let l_1113 = l_1112 * f64(1.401298464324817e-45);
l_mut_856 = l_1113;
}
let l_1114 = bitcast<u64>(l_mut_856);
let l_1115 = l_1107 >> u32(31);
let l_1116 = u64(l_1115);
let l_1117 = l_1116 << u32(bitcast<u64>(u64(63)));
let l_1118 = l_1114 | l_1117;
let l_1119 = bitcast<f64>(l_1118);
let l_1120 = bitcast<u32>(l_26);
let l_1121 = l_1120 + u32(1);
l_mut_196 = l_1121;
let l_1122 = l_1120 & u32(2147483647);
let l_1123 = l_1122 == u32(0);
if l_1123 {
l_mut_196 = u32(1);
} else {
let l_1124 = l_1120 & u32(2147483648);
let l_1125 = l_1124 != u32(0);
if l_1125 {
let l_1126 = l_1120 - u32(1);
l_mut_196 = l_1126;
} else {
let l_1127 = l_1120 == u32(2139095040);
if l_1127 {
l_mut_196 = l_1120;
}
}
}
let l_1128 = bitcast<f32>(l_mut_196);
let l_1129 = bitcast<u32>(l_1128);
let l_1130 = l_1129 & u32(2147483647);
let l_1131 = bitcast<f32>(l_1130);
let l_1132 = f64(l_1131);
l_mut_856 = l_1132;
let l_1133 = l_1130 < u32(8388608);
if l_1133 {
let l_1134 = f64(l_1130);
let l_1135 = l_1134 * f64(1.401298464324817e-45);
l_mut_856 = l_1135;
}
let l_1136 = bitcast<u64>(l_mut_856);
let l_1137 = l_1129 >> u32(31);
let l_1138 = u64(l_1137);
let l_1139 = l_1138 << u32(bitcast<u64>(u64(63)));
let l_1140 = l_1136 | l_1139;
let l_1141 = bitcast<f64>(l_1140);
let l_1142 = bitcast<u32>(l_26);
let l_1143 = l_1142 ^ u32(2147483648);
let l_1144 = bitcast<f32>(l_1143);
let l_1145 = bitcast<u32>(l_1144);
let l_1146 = l_1145 + u32(1);
l_mut_196 = l_1146;
let l_1147 = l_1145 & u32(2147483647);
let l_1148 = l_1147 == u32(0);
if l_1148 {
l_mut_196 = u32(1);
} else {
let l_1149 = l_1145 & u32(2147483648);
let l_1150 = l_1149 != u32(0);
if l_1150 {
let l_1151 = l_1145 - u32(1);
l_mut_196 = l_1151;
} else {
let l_1152 = l_1145 == u32(2139095040);
if l_1152 {
l_mut_196 = l_1145;
}
}
}
let l_1153 = bitcast<f32>(l_mut_196);
let l_1154 = bitcast<u32>(l_1153);
let l_1155 = l_1154 ^ u32(2147483648);
let l_1156 = bitcast<f32>(l_1155);
let l_1157 = bitcast<u32>(l_1156);
let l_1158 = l_1157 & u32(2147483647);
let l_1159 = bitcast<f32>(l_1158);
let l_1160 = f64(l_1159);
l_mut_856 = l_1160;
let l_1161 = l_1158 < u32(8388608);
if l_1161 {
let l_1162 = f64(l_1158);
let l_1163 = l_1162 * f64(1.401298464324817e-45);
l_mut_856 = l_1163;
}
let l_1164 = bitcast<u64>(l_mut_856);
let l_1165 = l_1157 >> u32(31);
let l_1166 = u64(l_1165);
let l_1167 = l_1166 << u32(bitcast<u64>(u64(63)));
let l_1168 = l_1164 | l_1167;
let l_1169 = bitcast<f64>(l_1168);
let l_1170 = l_1105 + l_1104;
let l_1171 = l_1170 <= l_1119;
l_mut_297 = l_1171;
let l_1172 = l_1105 - l_1104;
let l_1173 = l_1172 > l_1119;
l_mut_294 = l_1173;
let l_1174 = l_1106 - l_1104;
let l_1175 = l_1174 >= l_1119;
l_mut_291 = l_1175;
let l_1176 = l_1106 + l_1104;
let l_1177 = l_1176 < l_1119;
l_mut_288 = l_1177;
if l_166 {
let l_1178 = l_1105 + l_1104;
let l_1179 = l_1178 < l_1141;
l_mut_297 = l_1179;
let l_1180 = l_1105 - l_1104;
let l_1181 = l_1180 >= l_1141;
l_mut_294 = l_1181;
let l_1182 = l_1106 - l_1104;
let l_1183 = l_1182 > l_1169;
l_mut_291 = l_1183;
let l_1184 = l_1106 + l_1104;
let l_1185 = l_1184 <= l_1169;
l_mut_288 = l_1185;
}
l_mut_196 = u32(2);
let l_1186 = l_mut_294 || l_mut_288;
if l_1186 {
l_mut_196 = u32(1);
} else {
let l_1187 = l_mut_297 && l_mut_291;
if l_1187 {
l_mut_196 = u32(0);
}
}
let l_1188 = bitcast<u32>(l_26);
let l_1189 = l_1188 & u32(2147483647);
let l_1190 = l_1189 == u32(0);
if l_1190 {
let l_1191 = l_1105 + l_1104;
let l_1192 = l_1191 < f64(1.1754943508222875e-38);
let l_1193 = l_1106 - l_1104;
let l_1194 = l_1193 > f64(-1.1754943508222875e-38);
let l_1195 = l_1192 && l_1194;
let l_1196 = l_1105 - l_1104;
let l_1197 = l_1196 < f64(1.1754943508222875e-38);
let l_1198 = l_1106 + l_1104;
let l_1199 = l_1198 > f64(-1.1754943508222875e-38);
let l_1200 = l_1197 && l_1199;
if l_1195 {
l_mut_196 = u32(0);
} else {
let l_1201 = l_mut_196 == u32(1);
let l_1202 = l_1200 && l_1201;
if l_1202 {
l_mut_196 = u32(2);
}
}
}
l_mut_237 = l_mut_196;
}
l_mut_180 = l_mut_237;
}
} else {
let l_1203 = l_162 == u32(9);
if l_1203 {
a_1204[u32(0)] = u32(1);
let l_1205 = sqrt(l_175);
let l_1206 = f64(1.0) / l_1205;
let l_1207 = l_1206 * f64(1.4551915228366852e-11);
let l_1208 = abs(l_1206);
l_mut_856 = f64(1.401298464324817e-45);
let l_1209 = l_1208 >= f64(1.1754943508222875e-38);
let l_1210 = l_1208 <= f64(1.7976931348623157e308);
let l_1211 = l_1209 && l_1210;
if l_1211 {
let l_1212 = bitcast<u64>(l_1208);
let l_1213 = l_1212 >> u32(bitcast<u64>(u64(52)));
let l_1214 = l_1213 - u64(23);
let l_1215 = l_1214 << u32(bitcast<u64>(u64(52)));
let l_1216 = bitcast<f64>(l_1215);
l_mut_856 = l_1216;
}
let l_1217 = l_1206 - l_1207;
let l_1218 = abs(l_1217);
l_mut_43 = f64(1.401298464324817e-45);
let l_1219 = l_1218 >= f64(1.1754943508222875e-38);
let l_1220 = l_1218 <= f64(1.7976931348623157e308);
let l_1221 = l_1219 && l_1220;
if l_1221 {
let l_1222 = bitcast<u64>(l_1218);
let l_1223 = l_1222 >> u32(bitcast<u64>(u64(52)));
let l_1224 = l_1223 - u64(23);
let l_1225 = l_1224 << u32(bitcast<u64>(u64(52)));
let l_1226 = bitcast<f64>(l_1225);
l_mut_43 = l_1226;
}
let l_1227 = l_1206 + l_1207;
let l_1228 = abs(l_1227);
l_mut_41 = f64(1.401298464324817e-45);
let l_1229 = l_1228 >= f64(1.1754943508222875e-38);
let l_1230 = l_1228 <= f64(1.7976931348623157e308);
let l_1231 = l_1229 && l_1230;
if l_1231 {
let l_1232 = bitcast<u64>(l_1228);
let l_1233 = l_1232 >> u32(bitcast<u64>(u64(52)));
let l_1234 = l_1233 - u64(23);
let l_1235 = l_1234 << u32(bitcast<u64>(u64(52)));
let l_1236 = bitcast<f64>(l_1235);
l_mut_41 = l_1236;
}
let l_1237 = l_mut_43 == l_mut_41;
let l_1238 = !l_1237;
if l_1238 {
a_1204[u32(0)] = u32(0);
}
let l_1239 = l_168 * l_mut_856;
let l_1240 = l_1206 - l_1239;
l_mut_43 = l_1240;
if l_166 {
let l_1241 = l_1240 - l_1207;
let l_1242 = l_1241 * f64(7.1362384635298e44);
let l_1243 = floor(l_1242);
let l_1244 = l_1243 * f64(1.401298464324817e-45);
l_mut_41 = l_1244;
let l_1245 = abs(l_1241);
let l_1246 = l_1245 >= f64(1.1754943508222875e-38);
if l_1246 {
let l_1247 = f32(l_1241);
let l_1248 = f64(l_1247);
l_mut_41 = l_1248;
let l_1249 = l_mut_41 > l_1241;
if l_1249 {
let l_1250 = bitcast<u32>(l_1247);
let l_1251 = l_1250 ^ u32(2147483648);
let l_1252 = bitcast<f32>(l_1251);
let l_1253 = bitcast<u32>(l_1252);
let l_1254 = l_1253 + u32(1);
l_mut_237 = l_1254;
let l_1255 = l_1253 & u32(2147483647);
let l_1256 = l_1255 == u32(0);
if l_1256 {
l_mut_237 = u32(1);
} else {
let l_1257 = l_1253 & u32(2147483648);
let l_1258 = l_1257 != u32(0);
if l_1258 {
let l_1259 = l_1253 - u32(1);
l_mut_237 = l_1259;
} else {
let l_1260 = l_1253 == u32(2139095040);
if l_1260 {
l_mut_237 = l_1253;
}
}
}
let l_1261 = bitcast<f32>(l_mut_237);
let l_1262 = bitcast<u32>(l_1261);
let l_1263 = l_1262 ^ u32(2147483648);
let l_1264 = bitcast<f32>(l_1263);
let l_1265 = bitcast<u32>(l_1264);
let l_1266 = l_1265 & u32(2147483647);
let l_1267 = bitcast<f32>(l_1266);
let l_1268 = f64(l_1267);
l_mut_1269 = l_1268;
let l_1270 = l_1266 < u32(8388608);
if l_1270 {
let l_1271 = f64(l_1266);
let l_1272 = l_1271 * f64(1.401298464324817e-45);
l_mut_1269 = l_1272;
}
let l_1273 = bitcast<u64>(l_mut_1269);
let l_1274 = l_1265 >> u32(31);
let l_1275 = u64(l_1274);
let l_1276 = l_1275 << u32(bitcast<u64>(u64(63)));
let l_1277 = l_1273 | l_1276;
let l_1278 = bitcast<f64>(l_1277);
l_mut_41 = l_1278;
} else {
let l_1279 = bitcast<u32>(l_1247);
let l_1280 = l_1279 + u32(1);
l_mut_237 = l_1280;
let l_1281 = l_1279 & u32(2147483647);
let l_1282 = l_1281 == u32(0);
if l_1282 {
l_mut_237 = u32(1);
} else {
let l_1283 = l_1279 & u32(2147483648);
let l_1284 = l_1283 != u32(0);
if l_1284 {
let l_1285 = l_1279 - u32(1);
l_mut_237 = l_1285;
} else {
let l_1286 = l_1279 == u32(2139095040);
if l_1286 {
l_mut_237 = l_1279;
}
}
}
let l_1287 = bitcast<f32>(l_mut_237);
let l_1288 = bitcast<u32>(l_1287);
let l_1289 = l_1288 & u32(2147483647);
let l_1290 = bitcast<f32>(l_1289);
let l_1291 = f64(l_1290);
l_mut_1269 = l_1291;
let l_1292 = l_1289 < u32(8388608);
if l_1292 {
let l_1293 = f64(l_1289);
let l_1294 = l_1293 * f64(1.401298464324817e-45);
l_mut_1269 = l_1294;
}
let l_1295 = bitcast<u64>(l_mut_1269);
let l_1296 = l_1288 >> u32(31);
let l_1297 = u64(l_1296);
let l_1298 = l_1297 << u32(bitcast<u64>(u64(63)));
let l_1299 = l_1295 | l_1298;
let l_1300 = bitcast<f64>(l_1299);
let l_1301 = l_1300 <= l_1241;
if l_1301 {
let l_1302 = bitcast<u32>(l_1247);
let l_1303 = l_1302 + u32(1);
l_mut_237 = l_1303;
let l_1304 = l_1302 & u32(2147483647);
let l_1305 = l_1304 == u32(0);
if l_1305 {
l_mut_237 = u32(1);
} else {
let l_1306 = l_1302 & u32(2147483648);
let l_1307 = l_1306 != u32(0);
if l_1307 {
let l_1308 = l_1302 - u32(1);
l_mut_237 = l_1308;
} else {
let l_1309 = l_1302 == u32(2139095040);
if l_1309 {
l_mut_237 = l_1302;
}
}
}
let l_1310 = bitcast<f32>(l_mut_237);
let l_1311 = bitcast<u32>(l_1310);
let l_1312 = l_1311 & u32(2147483647);
let l_1313 = bitcast<f32>(l_1312);
let l_1314 = f64(l_1313);
l_mut_1269 = l_1314;
let l_1315 = l_1312 < u32(8388608);
if l_1315 {
let l_1316 = f64(l_1312);
let l_1317 = l_1316 * f64(1.401298464324817e-45);
l_mut_1269 = l_1317;
}
let l_1318 = bitcast<u64>(l_mut_1269);
let l_1319 = l_1311 >> u32(31);
let l_1320 = u64(l_1319);
let l_1321 = l_1320 << u32(bitcast<u64>(u64(63)));
let l_1322 = l_1318 | l_1321;
let l_1323 = bitcast<f64>(l_1322);
l_mut_41 = l_1323;
}
}
}
let l_1324 = l_1240 + l_1207;
let l_1325 = l_1324 * f64(7.1362384635298e44);
let l_1326 = floor(l_1325);
let l_1327 = l_1326 * f64(1.401298464324817e-45);
l_mut_1269 = l_1327;
let l_1328 = abs(l_1324);
let l_1329 = l_1328 >= f64(1.1754943508222875e-38);
if l_1329 {
let l_1330 = f32(l_1324);
let l_1331 = f64(l_1330);
l_mut_1269 = l_1331;
let l_1332 = l_mut_1269 > l_1324;
if l_1332 {
let l_1333 = bitcast<u32>(l_1330);
let l_1334 = l_1333 ^ u32(2147483648);
let l_1335 = bitcast<f32>(l_1334);
let l_1336 = bitcast<u32>(l_1335);
let l_1337 = l_1336 + u32(1);
l_mut_237 = l_1337;
let l_1338 = l_1336 & u32(2147483647);
let l_1339 = l_1338 == u32(0);
if l_1339 {
l_mut_237 = u32(1);
} else {
let l_1340 = l_1336 & u32(2147483648);
let l_1341 = l_1340 != u32(0);
if l_1341 {
let l_1342 = l_1336 - u32(1);
l_mut_237 = l_1342;
} else {
let l_1343 = l_1336 == u32(2139095040);
if l_1343 {
l_mut_237 = l_1336;
}
}
}
let l_1344 = bitcast<f32>(l_mut_237);
let l_1345 = bitcast<u32>(l_1344);
let l_1346 = l_1345 ^ u32(2147483648);
let l_1347 = bitcast<f32>(l_1346);
let l_1348 = bitcast<u32>(l_1347);
let l_1349 = l_1348 & u32(2147483647);
let l_1350 = bitcast<f32>(l_1349);
let l_1351 = f64(l_1350);
l_mut_1352 = l_1351;
let l_1353 = l_1349 < u32(8388608);
if l_1353 {
let l_1354 = f64(l_1349);
let l_1355 = l_1354 * f64(1.401298464324817e-45);
l_mut_1352 = l_1355;
}
let l_1356 = bitcast<u64>(l_mut_1352);
let l_1357 = l_1348 >> u32(31);
let l_1358 = u64(l_1357);
let l_1359 = l_1358 << u32(bitcast<u64>(u64(63)));
let l_1360 = l_1356 | l_1359;
let l_1361 = bitcast<f64>(l_1360);
l_mut_1269 = l_1361;
} else {
let l_1362 = bitcast<u32>(l_1330);
let l_1363 = l_1362 + u32(1);
l_mut_237 = l_1363;
let l_1364 = l_1362 & u32(2147483647);
let l_1365 = l_1364 == u32(0);
if l_1365 {
l_mut_237 = u32(1);
} else {
let l_1366 = l_1362 & u32(2147483648);
let l_1367 = l_1366 != u32(0);
if l_1367 {
let l_1368 = l_1362 - u32(1);
l_mut_237 = l_1368;
} else {
let l_1369 = l_1362 == u32(2139095040);
if l_1369 {
l_mut_237 = l_1362;
}
}
}
let l_1370 = bitcast<f32>(l_mut_237);
let l_1371 = bitcast<u32>(l_1370);
let l_1372 = l_1371 & u32(2147483647);
let l_1373 = bitcast<f32>(l_1372);
let l_1374 = f64(l_1373);
l_mut_1352 = l_1374;
let l_1375 = l_1372 < u32(8388608);
if l_1375 {
let l_1376 = f64(l_1372);
let l_1377 = l_1376 * f64(1.401298464324817e-45);
l_mut_1352 = l_1377;
}
let l_1378 = bitcast<u64>(l_mut_1352);
let l_1379 = l_1371 >> u32(31);
let l_1380 = u64(l_1379);
let l_1381 = l_1380 << u32(bitcast<u64>(u64(63)));
let l_1382 = l_1378 | l_1381;
let l_1383 = bitcast<f64>(l_1382);
let l_1384 = l_1383 <= l_1324;
if l_1384 {
let l_1385 = bitcast<u32>(l_1330);
let l_1386 = l_1385 + u32(1);
l_mut_237 = l_1386;
let l_1387 = l_1385 & u32(2147483647);
let l_1388 = l_1387 == u32(0);
if l_1388 {
l_mut_237 = u32(1);
} else {
let l_1389 = l_1385 & u32(2147483648);
let l_1390 = l_1389 != u32(0);
if l_1390 {
let l_1391 = l_1385 - u32(1);
l_mut_237 = l_1391;
} else {
let l_1392 = l_1385 == u32(2139095040);
if l_1392 {
l_mut_237 = l_1385;
}
}
}
let l_1393 = bitcast<f32>(l_mut_237);
let l_1394 = bitcast<u32>(l_1393);
let l_1395 = l_1394 & u32(2147483647);
let l_1396 = bitcast<f32>(l_1395);
let l_1397 = f64(l_1396);
l_mut_1352 = l_1397;
let l_1398 = l_1395 < u32(8388608);
if l_1398 {
let l_1399 = f64(l_1395);
let l_1400 = l_1399 * f64(1.401298464324817e-45);
l_mut_1352 = l_1400;
}
let l_1401 = bitcast<u64>(l_mut_1352);
let l_1402 = l_1394 >> u32(31);
let l_1403 = u64(l_1402);
let l_1404 = l_1403 << u32(bitcast<u64>(u64(63)));
let l_1405 = l_1401 | l_1404;
let l_1406 = bitcast<f64>(l_1405);
l_mut_1269 = l_1406;
}
}
}
let l_1407 = l_mut_41 == l_mut_1269;
let l_1408 = !l_1407;
if l_1408 {
a_1204[u32(0)] = u32(0);
}
let l_1409 = l_1240 * f64(7.1362384635298e44);
let l_1410 = floor(l_1409);
let l_1411 = l_1410 * f64(1.401298464324817e-45);
l_mut_1352 = l_1411;
let l_1412 = abs(l_1240);
let l_1413 = l_1412 >= f64(1.1754943508222875e-38);
if l_1413 {
let l_1414 = f32(l_1240);
let l_1415 = f64(l_1414);
l_mut_1352 = l_1415;
let l_1416 = l_mut_1352 > l_1240;
if l_1416 {
let l_1417 = bitcast<u32>(l_1414);
let l_1418 = l_1417 ^ u32(2147483648);
let l_1419 = bitcast<f32>(l_1418);
let l_1420 = bitcast<u32>(l_1419);
let l_1421 = l_1420 + u32(1);
l_mut_237 = l_1421;
let l_1422 = l_1420 & u32(2147483647);
let l_1423 = l_1422 == u32(0);
if l_1423 {
l_mut_237 = u32(1);
} else {
let l_1424 = l_1420 & u32(2147483648);
let l_1425 = l_1424 != u32(0);
if l_1425 {
let l_1426 = l_1420 - u32(1);
l_mut_237 = l_1426;
} else {
let l_1427 = l_1420 == u32(2139095040);
if l_1427 {
l_mut_237 = l_1420;
}
}
}
let l_1428 = bitcast<f32>(l_mut_237);
let l_1429 = bitcast<u32>(l_1428);
let l_1430 = l_1429 ^ u32(2147483648);
let l_1431 = bitcast<f32>(l_1430);
let l_1432 = bitcast<u32>(l_1431);
let l_1433 = l_1432 & u32(2147483647);
let l_1434 = bitcast<f32>(l_1433);
let l_1435 = f64(l_1434);
l_mut_1269 = l_1435;
let l_1436 = l_1433 < u32(8388608);
if l_1436 {
let l_1437 = f64(l_1433);
let l_1438 = l_1437 * f64(1.401298464324817e-45);
l_mut_1269 = l_1438;
}
let l_1439 = bitcast<u64>(l_mut_1269);
let l_1440 = l_1432 >> u32(31);
let l_1441 = u64(l_1440);
let l_1442 = l_1441 << u32(bitcast<u64>(u64(63)));
let l_1443 = l_1439 | l_1442;
let l_1444 = bitcast<f64>(l_1443);
l_mut_1352 = l_1444;
} else {
let l_1445 = bitcast<u32>(l_1414);
let l_1446 = l_1445 + u32(1);
l_mut_237 = l_1446;
let l_1447 = l_1445 & u32(2147483647);
let l_1448 = l_1447 == u32(0);
if l_1448 {
l_mut_237 = u32(1);
} else {
let l_1449 = l_1445 & u32(2147483648);
let l_1450 = l_1449 != u32(0);
if l_1450 {
let l_1451 = l_1445 - u32(1);
l_mut_237 = l_1451;
} else {
let l_1452 = l_1445 == u32(2139095040);
if l_1452 {
l_mut_237 = l_1445;
}
}
}
let l_1453 = bitcast<f32>(l_mut_237);
let l_1454 = bitcast<u32>(l_1453);
let l_1455 = l_1454 & u32(2147483647);
let l_1456 = bitcast<f32>(l_1455);
let l_1457 = f64(l_1456);
l_mut_1269 = l_1457;
let l_1458 = l_1455 < u32(8388608);
if l_1458 {
let l_1459 = f64(l_1455);
let l_1460 = l_1459 * f64(1.401298464324817e-45);
l_mut_1269 = l_1460;
}
let l_1461 = bitcast<u64>(l_mut_1269);
let l_1462 = l_1454 >> u32(31);
let l_1463 = u64(l_1462);
let l_1464 = l_1463 << u32(bitcast<u64>(u64(63)));
let l_1465 = l_1461 | l_1464;
let l_1466 = bitcast<f64>(l_1465);
let l_1467 = l_1466 <= l_1240;
if l_1467 {
let l_1468 = bitcast<u32>(l_1414);
let l_1469 = l_1468 + u32(1);
l_mut_237 = l_1469;
let l_1470 = l_1468 & u32(2147483647);
let l_1471 = l_1470 == u32(0);
if l_1471 {
l_mut_237 = u32(1);
} else {
let l_1472 = l_1468 & u32(2147483648);
let l_1473 = l_1472 != u32(0);
if l_1473 {
let l_1474 = l_1468 - u32(1);
l_mut_237 = l_1474;
} else {
let l_1475 = l_1468 == u32(2139095040);
if l_1475 {
l_mut_237 = l_1468;
}
}
}
let l_1476 = bitcast<f32>(l_mut_237);
let l_1477 = bitcast<u32>(l_1476);
let l_1478 = l_1477 & u32(2147483647);
let l_1479 = bitcast<f32>(l_1478);
let l_1480 = f64(l_1479);
l_mut_1269 = l_1480;
let l_1481 = l_1478 < u32(8388608);
if l_1481 {
let l_1482 = f64(l_1478);
let l_1483 = l_1482 * f64(1.401298464324817e-45);
l_mut_1269 = l_1483;
}
let l_1484 = bitcast<u64>(l_mut_1269);
let l_1485 = l_1477 >> u32(31);
let l_1486 = u64(l_1485);
let l_1487 = l_1486 << u32(bitcast<u64>(u64(63)));
let l_1488 = l_1484 | l_1487;
let l_1489 = bitcast<f64>(l_1488);
l_mut_1352 = l_1489;
}
}
}
l_mut_43 = l_mut_1352;
}
let l_1490 = l_168 * l_mut_856;
let l_1491 = l_1206 + l_1490;
l_mut_1352 = l_1491;
if l_166 {
let l_1492 = l_1491 - l_1207;
let l_1493 = l_1492 * f64(7.1362384635298e44);
let l_1494 = floor(l_1493);
let l_1495 = l_1494 * f64(1.401298464324817e-45);
l_mut_1269 = l_1495;
let l_1496 = abs(l_1492);
let l_1497 = l_1496 >= f64(1.1754943508222875e-38);
if l_1497 {
let l_1498 = f32(l_1492);
let l_1499 = f64(l_1498);
l_mut_1269 = l_1499;
let l_1500 = l_mut_1269 > l_1492;
if l_1500 {
let l_1501 = bitcast<u32>(l_1498);
let l_1502 = l_1501 ^ u32(2147483648);
let l_1503 = bitcast<f32>(l_1502);
let l_1504 = bitcast<u32>(l_1503);
let l_1505 = l_1504 + u32(1);
l_mut_237 = l_1505;
let l_1506 = l_1504 & u32(2147483647);
let l_1507 = l_1506 == u32(0);
if l_1507 {
l_mut_237 = u32(1);
} else {
let l_1508 = l_1504 & u32(2147483648);
let l_1509 = l_1508 != u32(0);
if l_1509 {
let l_1510 = l_1504 - u32(1);
l_mut_237 = l_1510;
} else {
let l_1511 = l_1504 == u32(2139095040);
if l_1511 {
l_mut_237 = l_1504;
}
}
}
let l_1512 = bitcast<f32>(l_mut_237);
let l_1513 = bitcast<u32>(l_1512);
let l_1514 = l_1513 ^ u32(2147483648);
let l_1515 = bitcast<f32>(l_1514);
let l_1516 = bitcast<u32>(l_1515);
let l_1517 = l_1516 & u32(2147483647);
let l_1518 = bitcast<f32>(l_1517);
let l_1519 = f64(l_1518);
l_mut_856 = l_1519;
let l_1520 = l_1517 < u32(8388608);
if l_1520 {
let l_1521 = f64(l_1517);
let l_1522 = l_1521 * f64(1.401298464324817e-45);
l_mut_856 = l_1522;
}
let l_1523 = bitcast<u64>(l_mut_856);
let l_1524 = l_1516 >> u32(31);
let l_1525 = u64(l_1524);
let l_1526 = l_1525 << u32(bitcast<u64>(u64(63)));
let l_1527 = l_1523 | l_1526;
let l_1528 = bitcast<f64>(l_1527);
l_mut_1269 = l_1528;
} else {
let l_1529 = bitcast<u32>(l_1498);
let l_1530 = l_1529 + u32(1);
l_mut_237 = l_1530;
let l_1531 = l_1529 & u32(2147483647);
let l_1532 = l_1531 == u32(0);
if l_1532 {
l_mut_237 = u32(1);
} else {
let l_1533 = l_1529 & u32(2147483648);
let l_1534 = l_1533 != u32(0);
if l_1534 {
let l_1535 = l_1529 - u32(1);
l_mut_237 = l_1535;
} else {
let l_1536 = l_1529 == u32(2139095040);
if l_1536 {
l_mut_237 = l_1529;
}
}
}
let l_1537 = bitcast<f32>(l_mut_237);
let l_1538 = bitcast<u32>(l_1537);
let l_1539 = l_1538 & u32(2147483647);
let l_1540 = bitcast<f32>(l_1539);
let l_1541 = f64(l_1540);
l_mut_856 = l_1541;
let l_1542 = l_1539 < u32(8388608);
if l_1542 {
let l_1543 = f64(l_1539);
let l_1544 = l_1543 * f64(1.401298464324817e-45);
l_mut_856 = l_1544;
}
let l_1545 = bitcast<u64>(l_mut_856);
let l_1546 = l_1538 >> u32(31);
let l_1547 = u64(l_1546);
let l_1548 = l_1547 << u32(bitcast<u64>(u64(63)));
let l_1549 = l_1545 | l_1548;
let l_1550 = bitcast<f64>(l_1549);
let l_1551 = l_1550 <= l_1492;
if l_1551 {
let l_1552 = bitcast<u32>(l_1498);
let l_1553 = l_1552 + u32(1);
l_mut_237 = l_1553;
let l_1554 = l_1552 & u32(2147483647);
let l_1555 = l_1554 == u32(0);
if l_1555 {
l_mut_237 = u32(1);
} else {
let l_1556 = l_1552 & u32(2147483648);
let l_1557 = l_1556 != u32(0);
if l_1557 {
let l_1558 = l_1552 - u32(1);
l_mut_237 = l_1558;
} else {
let l_1559 = l_1552 == u32(2139095040);
if l_1559 {
l_mut_237 = l_1552;
}
}
}
let l_1560 = bitcast<f32>(l_mut_237);
let l_1561 = bitcast<u32>(l_1560);
let l_1562 = l_1561 & u32(2147483647);
let l_1563 = bitcast<f32>(l_1562);
let l_1564 = f64(l_1563);
l_mut_856 = l_1564;
let l_1565 = l_1562 < u32(8388608);
if l_1565 {
let l_1566 = f64(l_1562);
let l_1567 = l_1566 * f64(1.401298464324817e-45);
l_mut_856 = l_1567;
}
let l_1568 = bitcast<u64>(l_mut_856);
let l_1569 = l_1561 >> u32(31);
let l_1570 = u64(l_1569);
let l_1571 = l_1570 << u32(bitcast<u64>(u64(63)));
let l_1572 = l_1568 | l_1571;
let l_1573 = bitcast<f64>(l_1572);
l_mut_1269 = l_1573;
}
}
}
let l_1574 = l_1491 + l_1207;
let l_1575 = l_1574 * f64(7.1362384635298e44);
let l_1576 = floor(l_1575);
let l_1577 = l_1576 * f64(1.401298464324817e-45);
l_mut_856 = l_1577;
let l_1578 = abs(l_1574);
let l_1579 = l_1578 >= f64(1.1754943508222875e-38);
if l_1579 {
let l_1580 = f32(l_1574);
let l_1581 = f64(l_1580);
l_mut_856 = l_1581;
let l_1582 = l_mut_856 > l_1574;
if l_1582 {
let l_1583 = bitcast<u32>(l_1580);
let l_1584 = l_1583 ^ u32(2147483648);
let l_1585 = bitcast<f32>(l_1584);
let l_1586 = bitcast<u32>(l_1585);
let l_1587 = l_1586 + u32(1);
l_mut_237 = l_1587;
let l_1588 = l_1586 & u32(2147483647);
let l_1589 = l_1588 == u32(0);
if l_1589 {
l_mut_237 = u32(1);
} else {
let l_1590 = l_1586 & u32(2147483648);
let l_1591 = l_1590 != u32(0);
if l_1591 {
let l_1592 = l_1586 - u32(1);
l_mut_237 = l_1592;
} else {
let l_1593 = l_1586 == u32(2139095040);
if l_1593 {
l_mut_237 = l_1586;
}
}
}
let l_1594 = bitcast<f32>(l_mut_237);
let l_1595 = bitcast<u32>(l_1594);
let l_1596 = l_1595 ^ u32(2147483648);
let l_1597 = bitcast<f32>(l_1596);
let l_1598 = bitcast<u32>(l_1597);
let l_1599 = l_1598 & u32(2147483647);
let l_1600 = bitcast<f32>(l_1599);
let l_1601 = f64(l_1600);
l_mut_41 = l_1601;
let l_1602 = l_1599 < u32(8388608);
if l_1602 {
let l_1603 = f64(l_1599);
let l_1604 = l_1603 * f64(1.401298464324817e-45);
l_mut_41 = l_1604;
}
let l_1605 = bitcast<u64>(l_mut_41);
let l_1606 = l_1598 >> u32(31);
let l_1607 = u64(l_1606);
let l_1608 = l_1607 << u32(bitcast<u64>(u64(63)));
let l_1609 = l_1605 | l_1608;
let l_1610 = bitcast<f64>(l_1609);
l_mut_856 = l_1610;
} else {
let l_1611 = bitcast<u32>(l_1580);
let l_1612 = l_1611 + u32(1);
l_mut_237 = l_1612;
let l_1613 = l_1611 & u32(2147483647);
let l_1614 = l_1613 == u32(0);
if l_1614 {
l_mut_237 = u32(1);
} else {
let l_1615 = l_1611 & u32(2147483648);
let l_1616 = l_1615 != u32(0);
if l_1616 {
let l_1617 = l_1611 - u32(1);
l_mut_237 = l_1617;
} else {
let l_1618 = l_1611 == u32(2139095040);
if l_1618 {
l_mut_237 = l_1611;
}
}
}
let l_1619 = bitcast<f32>(l_mut_237);
let l_1620 = bitcast<u32>(l_1619);
let l_1621 = l_1620 & u32(2147483647);
let l_1622 = bitcast<f32>(l_1621);
let l_1623 = f64(l_1622);
l_mut_41 = l_1623;
let l_1624 = l_1621 < u32(8388608);
if l_1624 {
let l_1625 = f64(l_1621);
let l_1626 = l_1625 * f64(1.401298464324817e-45);
l_mut_41 = l_1626;
}
let l_1627 = bitcast<u64>(l_mut_41);
let l_1628 = l_1620 >> u32(31);
let l_1629 = u64(l_1628);
let l_1630 = l_1629 << u32(bitcast<u64>(u64(63)));
let l_1631 = l_1627 | l_1630;
let l_1632 = bitcast<f64>(l_1631);
let l_1633 = l_1632 <= l_1574;
if l_1633 {
let l_1634 = bitcast<u32>(l_1580);
let l_1635 = l_1634 + u32(1);
l_mut_237 = l_1635;
let l_1636 = l_1634 & u32(2147483647);
let l_1637 = l_1636 == u32(0);
if l_1637 {
l_mut_237 = u32(1);
} else {
let l_1638 = l_1634 & u32(2147483648);
let l_1639 = l_1638 != u32(0);
if l_1639 {
let l_1640 = l_1634 - u32(1);
l_mut_237 = l_1640;
} else {
let l_1641 = l_1634 == u32(2139095040);
if l_1641 {
l_mut_237 = l_1634;
}
}
}
let l_1642 = bitcast<f32>(l_mut_237);
let l_1643 = bitcast<u32>(l_1642);
let l_1644 = l_1643 & u32(2147483647);
let l_1645 = bitcast<f32>(l_1644);
let l_1646 = f64(l_1645);
l_mut_41 = l_1646;
let l_1647 = l_1644 < u32(8388608);
if l_1647 {
let l_1648 = f64(l_1644);
let l_1649 = l_1648 * f64(1.401298464324817e-45);
l_mut_41 = l_1649;
}
let l_1650 = bitcast<u64>(l_mut_41);
let l_1651 = l_1643 >> u32(31);
let l_1652 = u64(l_1651);
let l_1653 = l_1652 << u32(bitcast<u64>(u64(63)));
let l_1654 = l_1650 | l_1653;
let l_1655 = bitcast<f64>(l_1654);
l_mut_856 = l_1655;
}
}
}
let l_1656 = l_mut_1269 == l_mut_856;
let l_1657 = !l_1656;
if l_1657 {
a_1204[u32(0)] = u32(0);
}
let l_1658 = -l_1491;
let l_1659 = l_1658 * f64(7.1362384635298e44);
let l_1660 = floor(l_1659);
let l_1661 = l_1660 * f64(1.401298464324817e-45);
l_mut_1269 = l_1661;
let l_1662 = abs(l_1658);
let l_1663 = l_1662 >= f64(1.1754943508222875e-38);
if l_1663 {
let l_1664 = f32(l_1658);
let l_1665 = f64(l_1664);
l_mut_1269 = l_1665;
let l_1666 = l_mut_1269 > l_1658;
if l_1666 {
let l_1667 = bitcast<u32>(l_1664);
let l_1668 = l_1667 ^ u32(2147483648);
let l_1669 = bitcast<f32>(l_1668);
let l_1670 = bitcast<u32>(l_1669);
let l_1671 = l_1670 + u32(1);
l_mut_237 = l_1671;
let l_1672 = l_1670 & u32(2147483647);
let l_1673 = l_1672 == u32(0);
if l_1673 {
l_mut_237 = u32(1);
} else {
let l_1674 = l_1670 & u32(2147483648);
let l_1675 = l_1674 != u32(0);
if l_1675 {
let l_1676 = l_1670 - u32(1);
l_mut_237 = l_1676;
} else {
let l_1677 = l_1670 == u32(2139095040);
if l_1677 {
l_mut_237 = l_1670;
}
}
}
let l_1678 = bitcast<f32>(l_mut_237);
let l_1679 = bitcast<u32>(l_1678);
let l_1680 = l_1679 ^ u32(2147483648);
let l_1681 = bitcast<f32>(l_1680);
let l_1682 = bitcast<u32>(l_1681);
let l_1683 = l_1682 & u32(2147483647);
let l_1684 = bitcast<f32>(l_1683);
let l_1685 = f64(l_1684);
l_mut_856 = l_1685;
let l_1686 = l_1683 < u32(8388608);
if l_1686 {
let l_1687 = f64(l_1683);
let l_1688 = l_1687 * f64(1.401298464324817e-45);
l_mut_856 = l_1688;
}
let l_1689 = bitcast<u64>(l_mut_856);
let l_1690 = l_1682 >> u32(31);
let l_1691 = u64(l_1690);
let l_1692 = l_1691 << u32(bitcast<u64>(u64(63)));
let l_1693 = l_1689 | l_1692;
let l_1694 = bitcast<f64>(l_1693);
l_mut_1269 = l_1694;
} else {
let l_1695 = bitcast<u32>(l_1664);
let l_1696 = l_1695 + u32(1);
l_mut_237 = l_1696;
let l_1697 = l_1695 & u32(2147483647);
let l_1698 = l_1697 == u32(0);
if l_1698 {
l_mut_237 = u32(1);
} else {
let l_1699 = l_1695 & u32(2147483648);
let l_1700 = l_1699 != u32(0);
if l_1700 {
let l_1701 = l_1695 - u32(1);
l_mut_237 = l_1701;
} else {
let l_1702 = l_1695 == u32(2139095040);
if l_1702 {
l_mut_237 = l_1695;
}
}
}
let l_1703 = bitcast<f32>(l_mut_237);
let l_1704 = bitcast<u32>(l_1703);
let l_1705 = l_1704 & u32(2147483647);
let l_1706 = bitcast<f32>(l_1705);
let l_1707 = f64(l_1706);
l_mut_856 = l_1707;
let l_1708 = l_1705 < u32(8388608);
if l_1708 {
let l_1709 = f64(l_1705);
let l_1710 = l_1709 * f64(1.401298464324817e-45);
l_mut_856 = l_1710;
}
let l_1711 = bitcast<u64>(l_mut_856);
let l_1712 = l_1704 >> u32(31);
let l_1713 = u64(l_1712);
let l_1714 = l_1713 << u32(bitcast<u64>(u64(63)));
let l_1715 = l_1711 | l_1714;
let l_1716 = bitcast<f64>(l_1715);
let l_1717 = l_1716 <= l_1658;
if l_1717 {
let l_1718 = bitcast<u32>(l_1664);
let l_1719 = l_1718 + u32(1);
l_mut_237 = l_1719;
let l_1720 = l_1718 & u32(2147483647);
let l_1721 = l_1720 == u32(0);
if l_1721 {
l_mut_237 = u32(1);
} else {
let l_1722 = l_1718 & u32(2147483648);
let l_1723 = l_1722 != u32(0);
if l_1723 {
let l_1724 = l_1718 - u32(1);
l_mut_237 = l_1724;
} else {
let l_1725 = l_1718 == u32(2139095040);
if l_1725 {
l_mut_237 = l_1718;
}
}
}
let l_1726 = bitcast<f32>(l_mut_237);
let l_1727 = bitcast<u32>(l_1726);
let l_1728 = l_1727 & u32(2147483647);
let l_1729 = bitcast<f32>(l_1728);
let l_1730 = f64(l_1729);
l_mut_856 = l_1730;
let l_1731 = l_1728 < u32(8388608);
if l_1731 {
let l_1732 = f64(l_1728);
let l_1733 = l_1732 * f64(1.401298464324817e-45);
l_mut_856 = l_1733;
}
let l_1734 = bitcast<u64>(l_mut_856);
let l_1735 = l_1727 >> u32(31);
let l_1736 = u64(l_1735);
let l_1737 = l_1736 << u32(bitcast<u64>(u64(63)));
let l_1738 = l_1734 | l_1737;
let l_1739 = bitcast<f64>(l_1738);
l_mut_1269 = l_1739;
}
}
}
let l_1740 = -l_mut_1269;
l_mut_1352 = l_1740;
}
l_mut_237 = u32(0);
let l_1741 = l_mut_43 <= f64(0.0);
let l_1742 = l_mut_1352 >= f64(0.0);
let l_1743 = l_1741 && l_1742;
let l_1744 = !l_1743;
if l_1744 {
let l_1745 = f64(1.0) / l_mut_1352;
let l_1746 = f64(1.0) / l_mut_43;
let l_1747 = abs(l_1745);
let l_1748 = l_1747 * f64(1.4551915228366852e-11);
let l_1749 = abs(l_1746);
let l_1750 = l_1749 * f64(1.4551915228366852e-11);
let l_1751 = l_1745 - l_1748;
let l_1752 = abs(l_1751);
l_mut_1352 = f64(1.401298464324817e-45);
let l_1753 = l_1752 >= f64(1.1754943508222875e-38);
let l_1754 = l_1752 <= f64(1.7976931348623157e308);
let l_1755 = l_1753 && l_1754;
if l_1755 {
let l_1756 = bitcast<u64>(l_1752);
let l_1757 = l_1756 >> u32(bitcast<u64>(u64(52)));
let l_1758 = l_1757 - u64(23);
let l_1759 = l_1758 << u32(bitcast<u64>(u64(52)));
let l_1760 = bitcast<f64>(l_1759);
l_mut_1352 = l_1760;
}
let l_1761 = l_1745 + l_1748;
let l_1762 = abs(l_1761);
l_mut_1269 = f64(1.401298464324817e-45);
let l_1763 = l_1762 >= f64(1.1754943508222875e-38);
let l_1764 = l_1762 <= f64(1.7976931348623157e308);
let l_1765 = l_1763 && l_1764;
if l_1765 {
let l_1766 = bitcast<u64>(l_1762);
let l_1767 = l_1766 >> u32(bitcast<u64>(u64(52)));
let l_1768 = l_1767 - u64(23);
let l_1769 = l_1768 << u32(bitcast<u64>(u64(52)));
let l_1770 = bitcast<f64>(l_1769);
l_mut_1269 = l_1770;
}
let l_1771 = l_mut_1352 == l_mut_1269;
let l_1772 = !l_1771;
let l_1773 = l_1746 - l_1750;
let l_1774 = abs(l_1773);
l_mut_1352 = f64(1.401298464324817e-45);
let l_1775 = l_1774 >= f64(1.1754943508222875e-38);
let l_1776 = l_1774 <= f64(1.7976931348623157e308);
let l_1777 = l_1775 && l_1776;
if l_1777 {
let l_1778 = bitcast<u64>(l_1774);
let l_1779 = l_1778 >> u32(bitcast<u64>(u64(52)));
let l_1780 = l_1779 - u64(23);
let l_1781 = l_1780 << u32(bitcast<u64>(u64(52)));
let l_1782 = bitcast<f64>(l_1781);
l_mut_1352 = l_1782;
}
let l_1783 = l_1746 + l_1750;
let l_1784 = abs(l_1783);
l_mut_1269 = f64(1.401298464324817e-45);
let l_1785 = l_1784 >= f64(1.1754943508222875e-38);
let l_1786 = l_1784 <= f64(1.7976931348623157e308);
let l_1787 = l_1785 && l_1786;
if l_1787 {
let l_1788 = bitcast<u64>(l_1784);
let l_1789 = l_1788 >> u32(bitcast<u64>(u64(52)));
let l_1790 = l_1789 - u64(23);
let l_1791 = l_1790 << u32(bitcast<u64>(u64(52)));
let l_1792 = bitcast<f64>(l_1791);
l_mut_1269 = l_1792;
}
let l_1793 = l_mut_1352 == l_mut_1269;
let l_1794 = !l_1793;
let l_1795 = l_1772 || l_1794;
if l_1795 {
a_1204[u32(0)] = u32(0);
}
let l_1796 = abs(l_1745);
l_mut_1352 = f64(1.401298464324817e-45);
let l_1797 = l_1796 >= f64(1.1754943508222875e-38);
let l_1798 = l_1796 <= f64(1.7976931348623157e308);
let l_1799 = l_1797 && l_1798;
if l_1799 {
let l_1800 = bitcast<u64>(l_1796);
let l_1801 = l_1800 >> u32(bitcast<u64>(u64(52)));
let l_1802 = l_1801 - u64(23);
let l_1803 = l_1802 << u32(bitcast<u64>(u64(52)));
let l_1804 = bitcast<f64>(l_1803);
l_mut_1352 = l_1804;
}
let l_1805 = l_171 * l_mut_1352;
let l_1806 = l_1745 - l_1805;
let l_1807 = abs(l_1746);
l_mut_1352 = f64(1.401298464324817e-45);
let l_1808 = l_1807 >= f64(1.1754943508222875e-38);
let l_1809 = l_1807 <= f64(1.7976931348623157e308);
let l_1810 = l_1808 && l_1809;
if l_1810 {
let l_1811 = bitcast<u64>(l_1807);
let l_1812 = l_1811 >> u32(bitcast<u64>(u64(52)));
let l_1813 = l_1812 - u64(23);
let l_1814 = l_1813 << u32(bitcast<u64>(u64(52)));
let l_1815 = bitcast<f64>(l_1814);
l_mut_1352 = l_1815;
}
let l_1816 = l_171 * l_mut_1352;
let l_1817 = l_1746 + l_1816;
let l_1818 = bitcast<u32>(l_26);
let l_1819 = l_1818 & u32(2147483647);
let l_1820 = bitcast<f32>(l_1819);
let l_1821 = f64(l_1820);
l_mut_1352 = l_1821;
let l_1822 = l_1819 < u32(8388608);
if l_1822 {
let l_1823 = f64(l_1819);
let l_1824 = l_1823 * f64(1.401298464324817e-45);
l_mut_1352 = l_1824;
}
let l_1825 = bitcast<u64>(l_mut_1352);
let l_1826 = l_1818 >> u32(31);
let l_1827 = u64(l_1826);
let l_1828 = l_1827 << u32(bitcast<u64>(u64(63)));
let l_1829 = l_1825 | l_1828;
let l_1830 = bitcast<f64>(l_1829);
let l_1831 = bitcast<u32>(l_26);
let l_1832 = l_1831 + u32(1);
l_mut_196 = l_1832;
let l_1833 = l_1831 & u32(2147483647);
let l_1834 = l_1833 == u32(0);
if l_1834 {
l_mut_196 = u32(1);
} else {
let l_1835 = l_1831 & u32(2147483648);
let l_1836 = l_1835 != u32(0);
if l_1836 {
let l_1837 = l_1831 - u32(1);
l_mut_196 = l_1837;
} else {
let l_1838 = l_1831 == u32(2139095040);
if l_1838 {
l_mut_196 = l_1831;
}
}
}
let l_1839 = bitcast<f32>(l_mut_196);
let l_1840 = bitcast<u32>(l_1839);
let l_1841 = l_1840 & u32(2147483647);
let l_1842 = bitcast<f32>(l_1841);
let l_1843 = f64(l_1842);
l_mut_1352 = l_1843;
let l_1844 = l_1841 < u32(8388608);
if l_1844 {
let l_1845 = f64(l_1841);
let l_1846 = l_1845 * f64(1.401298464324817e-45);
l_mut_1352 = l_1846;
}
let l_1847 = bitcast<u64>(l_mut_1352);
let l_1848 = l_1840 >> u32(31);
let l_1849 = u64(l_1848);
let l_1850 = l_1849 << u32(bitcast<u64>(u64(63)));
let l_1851 = l_1847 | l_1850;
let l_1852 = bitcast<f64>(l_1851);
let l_1853 = bitcast<u32>(l_26);
let l_1854 = l_1853 ^ u32(2147483648);
let l_1855 = bitcast<f32>(l_1854);
let l_1856 = bitcast<u32>(l_1855);
let l_1857 = l_1856 + u32(1);
l_mut_196 = l_1857;
let l_1858 = l_1856 & u32(2147483647);
let l_1859 = l_1858 == u32(0);
if l_1859 {
l_mut_196 = u32(1);
} else {
let l_1860 = l_1856 & u32(2147483648);
let l_1861 = l_1860 != u32(0);
if l_1861 {
let l_1862 = l_1856 - u32(1);
l_mut_196 = l_1862;
} else {
let l_1863 = l_1856 == u32(2139095040);
if l_1863 {
l_mut_196 = l_1856;
}
}
}
let l_1864 = bitcast<f32>(l_mut_196);
let l_1865 = bitcast<u32>(l_1864);
let l_1866 = l_1865 ^ u32(2147483648);
let l_1867 = bitcast<f32>(l_1866);
let l_1868 = bitcast<u32>(l_1867);
let l_1869 = l_1868 & u32(2147483647);
let l_1870 = bitcast<f32>(l_1869);
let l_1871 = f64(l_1870);
l_mut_1352 = l_1871;
let l_1872 = l_1869 < u32(8388608);
if l_1872 {
let l_1873 = f64(l_1869);
let l_1874 = l_1873 * f64(1.401298464324817e-45);
l_mut_1352 = l_1874;
}
let l_1875 = bitcast<u64>(l_mut_1352);
let l_1876 = l_1868 >> u32(31);
let l_1877 = u64(l_1876);
let l_1878 = l_1877 << u32(bitcast<u64>(u64(63)));
let l_1879 = l_1875 | l_1878;
let l_1880 = bitcast<f64>(l_1879);
let l_1881 = l_1806 + l_1748;
let l_1882 = l_1881 <= l_1830;
l_mut_297 = l_1882;
let l_1883 = l_1806 - l_1748;
let l_1884 = l_1883 > l_1830;
l_mut_294 = l_1884;
let l_1885 = l_1817 - l_1750;
let l_1886 = l_1885 >= l_1830;
l_mut_291 = l_1886;
let l_1887 = l_1817 + l_1750;
let l_1888 = l_1887 < l_1830;
l_mut_288 = l_1888;
if l_166 {
let l_1889 = l_1806 + l_1748;
let l_1890 = l_1889 < l_1852;
l_mut_297 = l_1890;
let l_1891 = l_1806 - l_1748;
let l_1892 = l_1891 >= l_1852;
l_mut_294 = l_1892;
let l_1893 = l_1817 - l_1750;
let l_1894 = l_1893 > l_1880;
l_mut_291 = l_1894;
let l_1895 = l_1817 + l_1750;
let l_1896 = l_1895 <= l_1880;
l_mut_288 = l_1896;
}
l_mut_196 = u32(2);
let l_1897 = l_mut_294 || l_mut_288;
if l_1897 {
l_mut_196 = u32(1);
} else {
let l_1898 = l_mut_297 && l_mut_291;
if l_1898 {
l_mut_196 = u32(0);
}
}
let l_1899 = bitcast<u32>(l_26);
let l_1900 = l_1899 & u32(2147483647);
let l_1901 = l_1900 == u32(0);
if l_1901 {
let l_1902 = l_1806 + l_1748;
let l_1903 = l_1902 < f64(1.1754943508222875e-38);
let l_1904 = l_1817 - l_1750;
let l_1905 = l_1904 > f64(-1.1754943508222875e-38);
let l_1906 = l_1903 && l_1905;
let l_1907 = l_1806 - l_1748;
let l_1908 = l_1907 < f64(1.1754943508222875e-38);
let l_1909 = l_1817 + l_1750;
let l_1910 = l_1909 > f64(-1.1754943508222875e-38);
let l_1911 = l_1908 && l_1910;
if l_1906 {
l_mut_196 = u32(0);
} else {
let l_1912 = l_mut_196 == u32(1);
let l_1913 = l_1911 && l_1912;
if l_1913 {
l_mut_196 = u32(2);
}
}
}
l_mut_237 = l_mut_196;
}
let l_1914 = a_1204[u32(0)];
let l_1915 = l_1914 == u32(0);
if l_1915 {
l_mut_237 = u32(2);
}
l_mut_180 = l_mut_237;
} else {
let l_1916 = l_162 == u32(10);
if l_1916 {
let l_1917 = sqrt(l_175);
let l_1918 = f64(1.0) / l_1917;
let l_1919 = l_1918 * f64(1.4551915228366852e-11);
let l_1920 = abs(l_1918);
l_mut_1352 = f64(1.401298464324817e-45);
let l_1921 = l_1920 >= f64(1.1754943508222875e-38);
let l_1922 = l_1920 <= f64(1.7976931348623157e308);
let l_1923 = l_1921 && l_1922;
if l_1923 {
let l_1924 = bitcast<u64>(l_1920);
let l_1925 = l_1924 >> u32(bitcast<u64>(u64(52)));
let l_1926 = l_1925 - u64(23);
let l_1927 = l_1926 << u32(bitcast<u64>(u64(52)));
let l_1928 = bitcast<f64>(l_1927);
l_mut_1352 = l_1928;
}
let l_1929 = l_168 * l_mut_1352;
let l_1930 = l_1918 - l_1929;
let l_1931 = l_175 * l_1930;
let l_1932 = l_168 * l_mut_1352;
let l_1933 = l_1918 + l_1932;
let l_1934 = l_175 * l_1933;
l_mut_237 = u32(2);
let l_1935 = l_1918 - l_1919;
let l_1936 = abs(l_1935);
l_mut_1352 = f64(1.401298464324817e-45);
let l_1937 = l_1936 >= f64(1.1754943508222875e-38);
let l_1938 = l_1936 <= f64(1.7976931348623157e308);
let l_1939 = l_1937 && l_1938;
if l_1939 {
let l_1940 = bitcast<u64>(l_1936);
let l_1941 = l_1940 >> u32(bitcast<u64>(u64(52)));
let l_1942 = l_1941 - u64(23);
let l_1943 = l_1942 << u32(bitcast<u64>(u64(52)));
let l_1944 = bitcast<f64>(l_1943);
l_mut_1352 = l_1944;
}
let l_1945 = l_1918 + l_1919;
let l_1946 = abs(l_1945);
l_mut_1269 = f64(1.401298464324817e-45);
let l_1947 = l_1946 >= f64(1.1754943508222875e-38);
let l_1948 = l_1946 <= f64(1.7976931348623157e308);
let l_1949 = l_1947 && l_1948;
if l_1949 {
let l_1950 = bitcast<u64>(l_1946);
let l_1951 = l_1950 >> u32(bitcast<u64>(u64(52)));
let l_1952 = l_1951 - u64(23);
let l_1953 = l_1952 << u32(bitcast<u64>(u64(52)));
let l_1954 = bitcast<f64>(l_1953);
l_mut_1269 = l_1954;
}
let l_1955 = l_mut_1352 == l_mut_1269;
if l_1955 {
let l_1956 = abs(l_1931);
let l_1957 = l_1956 * f64(1.4551915228366852e-11);
let l_1958 = abs(l_1934);
let l_1959 = l_1958 * f64(1.4551915228366852e-11);
let l_1960 = bitcast<u32>(l_26);
let l_1961 = l_1960 & u32(2147483647);
let l_1962 = bitcast<f32>(l_1961);
let l_1963 = f64(l_1962);
l_mut_1352 = l_1963;
let l_1964 = l_1961 < u32(8388608);
if l_1964 {
let l_1965 = f64(l_1961);
let l_1966 = l_1965 * f64(1.401298464324817e-45);
l_mut_1352 = l_1966;
}
let l_1967 = bitcast<u64>(l_mut_1352);
let l_1968 = l_1960 >> u32(31);
let l_1969 = u64(l_1968);
let l_1970 = l_1969 << u32(bitcast<u64>(u64(63)));
let l_1971 = l_1967 | l_1970;
let l_1972 = bitcast<f64>(l_1971);
let l_1973 = bitcast<u32>(l_26);
let l_1974 = l_1973 + u32(1);
l_mut_196 = l_1974;
let l_1975 = l_1973 & u32(2147483647);
let l_1976 = l_1975 == u32(0);
if l_1976 {
l_mut_196 = u32(1);
} else {
let l_1977 = l_1973 & u32(2147483648);
let l_1978 = l_1977 != u32(0);
if l_1978 {
let l_1979 = l_1973 - u32(1);
l_mut_196 = l_1979;
} else {
let l_1980 = l_1973 == u32(2139095040);
if l_1980 {
l_mut_196 = l_1973;
}
}
}
let l_1981 = bitcast<f32>(l_mut_196);
let l_1982 = bitcast<u32>(l_1981);
let l_1983 = l_1982 & u32(2147483647);
let l_1984 = bitcast<f32>(l_1983);
let l_1985 = f64(l_1984);
l_mut_1352 = l_1985;
let l_1986 = l_1983 < u32(8388608);
if l_1986 {
let l_1987 = f64(l_1983);
let l_1988 = l_1987 * f64(1.401298464324817e-45);
l_mut_1352 = l_1988;
}
let l_1989 = bitcast<u64>(l_mut_1352);
let l_1990 = l_1982 >> u32(31);
let l_1991 = u64(l_1990);
let l_1992 = l_1991 << u32(bitcast<u64>(u64(63)));
let l_1993 = l_1989 | l_1992;
let l_1994 = bitcast<f64>(l_1993);
let l_1995 = bitcast<u32>(l_26);
let l_1996 = l_1995 ^ u32(2147483648);
let l_1997 = bitcast<f32>(l_1996);
let l_1998 = bitcast<u32>(l_1997);
let l_1999 = l_1998 + u32(1);
l_mut_196 = l_1999;
let l_2000 = l_1998 & u32(2147483647);
let l_2001 = l_2000 == u32(0);
if l_2001 {
l_mut_196 = u32(1);
} else {
let l_2002 = l_1998 & u32(2147483648);
let l_2003 = l_2002 != u32(0);
if l_2003 {
let l_2004 = l_1998 - u32(1);
l_mut_196 = l_2004;
} else {
let l_2005 = l_1998 == u32(2139095040);
if l_2005 {
l_mut_196 = l_1998;
}
}
}
let l_2006 = bitcast<f32>(l_mut_196);
let l_2007 = bitcast<u32>(l_2006);
let l_2008 = l_2007 ^ u32(2147483648);
let l_2009 = bitcast<f32>(l_2008);
let l_2010 = bitcast<u32>(l_2009);
let l_2011 = l_2010 & u32(2147483647);
let l_2012 = bitcast<f32>(l_2011);
let l_2013 = f64(l_2012);
l_mut_1352 = l_2013;
let l_2014 = l_2011 < u32(8388608);
if l_2014 {
let l_2015 = f64(l_2011);
let l_2016 = l_2015 * f64(1.401298464324817e-45);
l_mut_1352 = l_2016;
}
let l_2017 = bitcast<u64>(l_mut_1352);
let l_2018 = l_2010 >> u32(31);
let l_2019 = u64(l_2018);
let l_2020 = l_2019 << u32(bitcast<u64>(u64(63)));
let l_2021 = l_2017 | l_2020;
let l_2022 = bitcast<f64>(l_2021);
let l_2023 = l_1931 + l_1957;
let l_2024 = l_2023 <= l_1972;
l_mut_297 = l_2024;
let l_2025 = l_1931 - l_1957;
let l_2026 = l_2025 > l_1972;
l_mut_294 = l_2026;
let l_2027 = l_1934 - l_1959;
let l_2028 = l_2027 >= l_1972;
l_mut_291 = l_2028;
let l_2029 = l_1934 + l_1959;
let l_2030 = l_2029 < l_1972;
l_mut_288 = l_2030;
let l_2031 = l_1931 + l_1957;
let l_2032 = l_2031 < l_1994;
l_mut_297 = l_2032;
let l_2033 = l_1931 - l_1957;
let l_2034 = l_2033 >= l_1994;
l_mut_294 = l_2034;
let l_2035 = l_1934 - l_1959;
let l_2036 = l_2035 > l_2022;
l_mut_291 = l_2036;
let l_2037 = l_1934 + l_1959;
let l_2038 = l_2037 <= l_2022;
l_mut_288 = l_2038;
l_mut_196 = u32(2);
let l_2039 = l_mut_294 || l_mut_288;
if l_2039 {
l_mut_196 = u32(1);
} else {
let l_2040 = l_mut_297 && l_mut_291;
if l_2040 {
l_mut_196 = u32(0);
}
}
let l_2041 = bitcast<u32>(l_26);
let l_2042 = l_2041 & u32(2147483647);
let l_2043 = l_2042 == u32(0);
if l_2043 {
let l_2044 = l_1931 + l_1957;
let l_2045 = l_2044 < f64(1.1754943508222875e-38);
let l_2046 = l_1934 - l_1959;
let l_2047 = l_2046 > f64(-1.1754943508222875e-38);
let l_2048 = l_2045 && l_2047;
let l_2049 = l_1931 - l_1957;
let l_2050 = l_2049 < f64(1.1754943508222875e-38);
let l_2051 = l_1934 + l_1959;
let l_2052 = l_2051 > f64(-1.1754943508222875e-38);
let l_2053 = l_2050 && l_2052;
if l_2048 {
l_mut_196 = u32(0);
} else {
let l_2054 = l_mut_196 == u32(1);
let l_2055 = l_2053 && l_2054;
if l_2055 {
l_mut_196 = u32(2);
}
}
}
l_mut_237 = l_mut_196;
}
l_mut_180 = l_mut_237;
} else {
let l_2056 = l_162 == u32(11);
let l_2057 = l_162 == u32(12);
let l_2058 = l_2056 || l_2057;
if l_2058 {
l_mut_180 = u32(0);
let l_2059 = l_176 <= l_174;
let l_2060 = l_162 == u32(11);
let l_2061 = l_2059 && l_2060;
if l_2061 {
let l_2062 = f32(l_175);
let l_2063 = bitcast<u32>(l_2062);
let l_2064 = l_2063 & u32(2147483647);
let l_2065 = bitcast<f32>(l_2064);
let l_2066 = f64(l_2065);
l_mut_1352 = l_2066;
let l_2067 = l_2064 < u32(8388608);
if l_2067 {
let l_2068 = f64(l_2064);
let l_2069 = l_2068 * f64(1.401298464324817e-45);
l_mut_1352 = l_2069;
}
let l_2070 = bitcast<u64>(l_mut_1352);
let l_2071 = l_2063 >> u32(31);
let l_2072 = u64(l_2071);
let l_2073 = l_2072 << u32(bitcast<u64>(u64(63)));
let l_2074 = l_2070 | l_2073;
let l_2075 = bitcast<f64>(l_2074);
let l_2076 = abs(l_2075);
l_mut_1352 = l_2076;
l_mut_237 = u32(0);
let l_2077 = l_2076 >= f64(0.785);
if l_2077 {
let l_2078 = l_2076 * f64(0.6366197723675814);
let l_2079 = l_2078 + f64(0.5);
let l_2080 = floor(l_2079);
let l_2081 = l_2080 * f64(1.570796325802803);
let l_2082 = l_2076 - l_2081;
let l_2083 = l_2082 * l_20;
let l_2084 = l_2080 * f64(9.920935796805404e-10);
let l_2085 = l_2083 - l_2084;
l_mut_1352 = l_2085;
let l_2086 = u32(l_2080);
l_mut_237 = l_2086;
}
let l_2087 = bitcast<u32>(l_2062);
let l_2088 = l_2087 >= u32(2147483648);
let l_2089 = l_mut_1352 * l_mut_1352;
let l_2090 = l_2089 * f64(1.9572941063391263e-20);
let l_2091 = f64(8.22063524662433e-18) - l_2090;
l_mut_1269 = l_2091;
let l_2092 = l_mut_1269 * l_2089;
let l_2093 = l_2092 - f64(2.8114572543455206e-15);
l_mut_1269 = l_2093;
let l_2094 = l_mut_1269 * l_2089;
let l_2095 = l_2094 + f64(7.647163731819816e-13);
l_mut_1269 = l_2095;
let l_2096 = l_mut_1269 * l_2089;
let l_2097 = l_2096 - f64(1.6059043836821613e-10);
l_mut_1269 = l_2097;
let l_2098 = l_mut_1269 * l_2089;
let l_2099 = l_2098 + f64(2.505210838544172e-8);
l_mut_1269 = l_2099;
let l_2100 = l_mut_1269 * l_2089;
let l_2101 = l_2100 - f64(2.7557319223985893e-6);
l_mut_1269 = l_2101;
let l_2102 = l_mut_1269 * l_2089;
let l_2103 = l_2102 + f64(0.0001984126984126984);
l_mut_1269 = l_2103;
let l_2104 = l_mut_1269 * l_2089;
let l_2105 = l_2104 - f64(0.008333333333333333);
l_mut_1269 = l_2105;
let l_2106 = l_mut_1269 * l_2089;
let l_2107 = l_2106 + f64(0.16666666666666666);
l_mut_1269 = l_2107;
let l_2108 = f64(0.5) * l_2089;
let l_2109 = f64(1.0) - l_2108;
let l_2110 = f64(0.0) * l_2109;
let l_2111 = l_mut_1352 * l_2089;
let l_2112 = l_2111 * l_mut_1269;
let l_2113 = l_2110 - l_2112;
let l_2114 = l_mut_1352 + l_2113;
let l_2115 = l_mut_1352 * l_mut_1352;
let l_2116 = l_2115 * f64(4.110317623312165e-19);
let l_2117 = l_2116 - f64(1.5619206968586225e-16);
l_mut_1269 = l_2117;
let l_2118 = l_mut_1269 * l_2115;
let l_2119 = l_2118 + f64(4.779477332387385e-14);
l_mut_1269 = l_2119;
let l_2120 = l_mut_1269 * l_2115;
let l_2121 = l_2120 - f64(1.1470745597729725e-11);
l_mut_1269 = l_2121;
let l_2122 = l_mut_1269 * l_2115;
let l_2123 = l_2122 + f64(2.08767569878681e-9);
l_mut_1269 = l_2123;
let l_2124 = l_mut_1269 * l_2115;
let l_2125 = l_2124 - f64(2.755731922398589e-7);
l_mut_1269 = l_2125;
let l_2126 = l_mut_1269 * l_2115;
let l_2127 = l_2126 + f64(2.48015873015873e-5);
l_mut_1269 = l_2127;
let l_2128 = l_mut_1269 * l_2115;
let l_2129 = l_2128 - f64(0.001388888888888889);
l_mut_1269 = l_2129;
let l_2130 = l_mut_1269 * l_2115;
let l_2131 = l_2130 + f64(0.041666666666666664);
l_mut_1269 = l_2131;
let l_2132 = f64(0.5) * l_2115;
let l_2133 = f64(1.0) - l_2132;
let l_2134 = l_2115 * l_2115;
let l_2135 = l_2134 * l_mut_1269;
let l_2136 = f64(0.0) * l_mut_1352;
let l_2137 = l_2135 - l_2136;
let l_2138 = l_2133 + l_2137;
let l_2139 = l_mut_237 & u32(1);
let l_2140 = l_2139 == u32(1);
l_mut_1352 = l_2114;
let l_2141 = l_mut_237 & u32(2);
let l_2142 = l_2141 != u32(0);
l_mut_297 = l_2142;
let l_2143 = u32(6) == u32(6);
if l_2143 {
if l_2140 {
l_mut_1352 = l_2138;
}
} else {
let l_2144 = u32(6) == u32(7);
if l_2144 {
l_mut_1352 = l_2138;
if l_2140 {
l_mut_1352 = l_2114;
}
let l_2145 = l_mut_237 + u32(1);
let l_2146 = l_2145 & u32(2);
let l_2147 = l_2146 != u32(0);
l_mut_297 = l_2147;
} else {
let l_2148 = l_2114 / l_2138;
l_mut_1352 = l_2148;
if l_2140 {
let l_2149 = l_2138 / l_2114;
l_mut_1352 = l_2149;
}
l_mut_297 = l_2140;
}
}
let l_2150 = u32(6) != u32(7);
let l_2151 = l_2150 && l_2088;
if l_2151 {
let l_2152 = !l_mut_297;
l_mut_297 = l_2152;
}
if l_mut_297 {
let l_2153 = -l_mut_1352;
l_mut_1352 = l_2153;
}
let l_2154 = f32(l_175);
let l_2155 = bitcast<u32>(l_2154);
let l_2156 = l_2155 & u32(2147483647);
let l_2157 = bitcast<f32>(l_2156);
let l_2158 = f64(l_2157);
l_mut_1269 = l_2158;
let l_2159 = l_2156 < u32(8388608);
if l_2159 {
let l_2160 = f64(l_2156);
let l_2161 = l_2160 * f64(1.401298464324817e-45);
l_mut_1269 = l_2161;
}
let l_2162 = bitcast<u64>(l_mut_1269);
let l_2163 = l_2155 >> u32(31);
let l_2164 = u64(l_2163);
let l_2165 = l_2164 << u32(bitcast<u64>(u64(63)));
let l_2166 = l_2162 | l_2165;
let l_2167 = bitcast<f64>(l_2166);
let l_2168 = abs(l_2167);
l_mut_1269 = l_2168;
l_mut_237 = u32(0);
let l_2169 = l_2168 >= f64(0.785);
if l_2169 {
let l_2170 = l_2168 * f64(0.6366197723675814);
let l_2171 = l_2170 + f64(0.5);
let l_2172 = floor(l_2171);
let l_2173 = l_2172 * f64(1.570796325802803);
let l_2174 = l_2168 - l_2173;
let l_2175 = l_2174 * l_20;
let l_2176 = l_2172 * f64(9.920935796805404e-10);
let l_2177 = l_2175 - l_2176;
l_mut_1269 = l_2177;
let l_2178 = u32(l_2172);
l_mut_237 = l_2178;
}
let l_2179 = bitcast<u32>(l_2154);
let l_2180 = l_2179 >= u32(2147483648);
let l_2181 = l_mut_1269 * l_mut_1269;
let l_2182 = l_2181 * f64(1.9572941063391263e-20);
let l_2183 = f64(8.22063524662433e-18) - l_2182;
l_mut_856 = l_2183;
let l_2184 = l_mut_856 * l_2181;
let l_2185 = l_2184 - f64(2.8114572543455206e-15);
l_mut_856 = l_2185;
let l_2186 = l_mut_856 * l_2181;
let l_2187 = l_2186 + f64(7.647163731819816e-13);
l_mut_856 = l_2187;
let l_2188 = l_mut_856 * l_2181;
let l_2189 = l_2188 - f64(1.6059043836821613e-10);
l_mut_856 = l_2189;
let l_2190 = l_mut_856 * l_2181;
let l_2191 = l_2190 + f64(2.505210838544172e-8);
l_mut_856 = l_2191;
let l_2192 = l_mut_856 * l_2181;
let l_2193 = l_2192 - f64(2.7557319223985893e-6);
l_mut_856 = l_2193;
let l_2194 = l_mut_856 * l_2181;
let l_2195 = l_2194 + f64(0.0001984126984126984);
l_mut_856 = l_2195;
let l_2196 = l_mut_856 * l_2181;
let l_2197 = l_2196 - f64(0.008333333333333333);
l_mut_856 = l_2197;
let l_2198 = l_mut_856 * l_2181;
let l_2199 = l_2198 + f64(0.16666666666666666);
l_mut_856 = l_2199;
let l_2200 = f64(0.5) * l_2181;
let l_2201 = f64(1.0) - l_2200;
let l_2202 = f64(0.0) * l_2201;
let l_2203 = l_mut_1269 * l_2181;
let l_2204 = l_2203 * l_mut_856;
let l_2205 = l_2202 - l_2204;
let l_2206 = l_mut_1269 + l_2205;
let l_2207 = l_mut_1269 * l_mut_1269;
let l_2208 = l_2207 * f64(4.110317623312165e-19);
let l_2209 = l_2208 - f64(1.5619206968586225e-16);
l_mut_856 = l_2209;
let l_2210 = l_mut_856 * l_2207;
let l_2211 = l_2210 + f64(4.779477332387385e-14);
l_mut_856 = l_2211;
let l_2212 = l_mut_856 * l_2207;
let l_2213 = l_2212 - f64(1.1470745597729725e-11);
l_mut_856 = l_2213;
let l_2214 = l_mut_856 * l_2207;
let l_2215 = l_2214 + f64(2.08767569878681e-9);
l_mut_856 = l_2215;
let l_2216 = l_mut_856 * l_2207;
let l_2217 = l_2216 - f64(2.755731922398589e-7);
l_mut_856 = l_2217;
let l_2218 = l_mut_856 * l_2207;
let l_2219 = l_2218 + f64(2.48015873015873e-5);
l_mut_856 = l_2219;
let l_2220 = l_mut_856 * l_2207;
let l_2221 = l_2220 - f64(0.001388888888888889);
l_mut_856 = l_2221;
let l_2222 = l_mut_856 * l_2207;
let l_2223 = l_2222 + f64(0.041666666666666664);
l_mut_856 = l_2223;
let l_2224 = f64(0.5) * l_2207;
let l_2225 = f64(1.0) - l_2224;
let l_2226 = l_2207 * l_2207;
let l_2227 = l_2226 * l_mut_856;
let l_2228 = f64(0.0) * l_mut_1269;
let l_2229 = l_2227 - l_2228;
let l_2230 = l_2225 + l_2229;
let l_2231 = l_mut_237 & u32(1);
let l_2232 = l_2231 == u32(1);
l_mut_1269 = l_2206;
let l_2233 = l_mut_237 & u32(2);
let l_2234 = l_2233 != u32(0);
l_mut_297 = l_2234;
let l_2235 = u32(7) == u32(6);
if l_2235 {
if l_2232 {
l_mut_1269 = l_2230;
}
} else {
let l_2236 = u32(7) == u32(7);
if l_2236 {
l_mut_1269 = l_2230;
if l_2232 {
l_mut_1269 = l_2206;
}
let l_2237 = l_mut_237 + u32(1);
let l_2238 = l_2237 & u32(2);
let l_2239 = l_2238 != u32(0);
l_mut_297 = l_2239;
} else {
let l_2240 = l_2206 / l_2230;
l_mut_1269 = l_2240;
if l_2232 {
let l_2241 = l_2230 / l_2206;
l_mut_1269 = l_2241;
}
l_mut_297 = l_2232;
}
}
let l_2242 = u32(7) != u32(7);
let l_2243 = l_2242 && l_2180;
if l_2243 {
let l_2244 = !l_mut_297;
l_mut_297 = l_2244;
}
if l_mut_297 {
let l_2245 = -l_mut_1269;
l_mut_1269 = l_2245;
}
let l_2246 = abs(l_mut_1352);
let l_2247 = l_2246 * f64(1.4551915228366852e-11);
let l_2248 = abs(l_mut_1269);
let l_2249 = l_2248 * f64(1.4551915228366852e-11);
l_mut_856 = f64(1.4551915228366852e-11);
l_mut_237 = u32(2);
if l_166 {
let l_2250 = l_mut_1352 - l_168;
let l_2251 = abs(l_2250);
let l_2252 = l_2251 * f64(2.220446049250313e-16);
let l_2253 = l_2247 + l_2252;
let l_2254 = l_2250 + l_2253;
let l_2255 = -l_2254;
let l_2256 = l_2255 * f64(7.1362384635298e44);
let l_2257 = floor(l_2256);
let l_2258 = l_2257 * f64(1.401298464324817e-45);
l_mut_43 = l_2258;
let l_2259 = abs(l_2255);
let l_2260 = l_2259 >= f64(1.1754943508222875e-38);
if l_2260 {
let l_2261 = f32(l_2255);
let l_2262 = f64(l_2261);
l_mut_43 = l_2262;
let l_2263 = l_mut_43 > l_2255;
if l_2263 {
let l_2264 = bitcast<u32>(l_2261);
let l_2265 = l_2264 ^ u32(2147483648);
let l_2266 = bitcast<f32>(l_2265);
let l_2267 = bitcast<u32>(l_2266);
let l_2268 = l_2267 + u32(1);
l_mut_196 = l_2268;
let l_2269 = l_2267 & u32(2147483647);
let l_2270 = l_2269 == u32(0);
if l_2270 {
l_mut_196 = u32(1);
} else {
let l_2271 = l_2267 & u32(2147483648);
let l_2272 = l_2271 != u32(0);
if l_2272 {
let l_2273 = l_2267 - u32(1);
l_mut_196 = l_2273;
} else {
let l_2274 = l_2267 == u32(2139095040);
if l_2274 {
l_mut_196 = l_2267;
}
}
}
let l_2275 = bitcast<f32>(l_mut_196);
let l_2276 = bitcast<u32>(l_2275);
let l_2277 = l_2276 ^ u32(2147483648);
let l_2278 = bitcast<f32>(l_2277);
let l_2279 = bitcast<u32>(l_2278);
let l_2280 = l_2279 & u32(2147483647);
let l_2281 = bitcast<f32>(l_2280);
let l_2282 = f64(l_2281);
l_mut_41 = l_2282;
let l_2283 = l_2280 < u32(8388608);
if l_2283 {
let l_2284 = f64(l_2280);
let l_2285 = l_2284 * f64(1.401298464324817e-45);
l_mut_41 = l_2285;
}
let l_2286 = bitcast<u64>(l_mut_41);
let l_2287 = l_2279 >> u32(31);
let l_2288 = u64(l_2287);
let l_2289 = l_2288 << u32(bitcast<u64>(u64(63)));
let l_2290 = l_2286 | l_2289;
let l_2291 = bitcast<f64>(l_2290);
l_mut_43 = l_2291;
} else {
let l_2292 = bitcast<u32>(l_2261);
let l_2293 = l_2292 + u32(1);
l_mut_196 = l_2293;
let l_2294 = l_2292 & u32(2147483647);
let l_2295 = l_2294 == u32(0);
if l_2295 {
l_mut_196 = u32(1);
} else {
let l_2296 = l_2292 & u32(2147483648);
let l_2297 = l_2296 != u32(0);
if l_2297 {
let l_2298 = l_2292 - u32(1);
l_mut_196 = l_2298;
} else {
let l_2299 = l_2292 == u32(2139095040);
if l_2299 {
l_mut_196 = l_2292;
}
}
}
let l_2300 = bitcast<f32>(l_mut_196);
let l_2301 = bitcast<u32>(l_2300);
let l_2302 = l_2301 & u32(2147483647);
let l_2303 = bitcast<f32>(l_2302);
let l_2304 = f64(l_2303);
l_mut_41 = l_2304;
let l_2305 = l_2302 < u32(8388608);
if l_2305 {
let l_2306 = f64(l_2302);
let l_2307 = l_2306 * f64(1.401298464324817e-45);
l_mut_41 = l_2307;
}
let l_2308 = bitcast<u64>(l_mut_41);
let l_2309 = l_2301 >> u32(31);
let l_2310 = u64(l_2309);
let l_2311 = l_2310 << u32(bitcast<u64>(u64(63)));
let l_2312 = l_2308 | l_2311;
let l_2313 = bitcast<f64>(l_2312);
let l_2314 = l_2313 <= l_2255;
if l_2314 {
let l_2315 = bitcast<u32>(l_2261);
let l_2316 = l_2315 + u32(1);
l_mut_196 = l_2316;
let l_2317 = l_2315 & u32(2147483647);
let l_2318 = l_2317 == u32(0);
if l_2318 {
l_mut_196 = u32(1);
} else {
let l_2319 = l_2315 & u32(2147483648);
let l_2320 = l_2319 != u32(0);
if l_2320 {
let l_2321 = l_2315 - u32(1);
l_mut_196 = l_2321;
} else {
let l_2322 = l_2315 == u32(2139095040);
if l_2322 {
l_mut_196 = l_2315;
}
}
}
let l_2323 = bitcast<f32>(l_mut_196);
let l_2324 = bitcast<u32>(l_2323);
let l_2325 = l_2324 & u32(2147483647);
let l_2326 = bitcast<f32>(l_2325);
let l_2327 = f64(l_2326);
l_mut_41 = l_2327;
let l_2328 = l_2325 < u32(8388608);
if l_2328 {
let l_2329 = f64(l_2325);
let l_2330 = l_2329 * f64(1.401298464324817e-45);
l_mut_41 = l_2330;
}
let l_2331 = bitcast<u64>(l_mut_41);
let l_2332 = l_2324 >> u32(31);
let l_2333 = u64(l_2332);
let l_2334 = l_2333 << u32(bitcast<u64>(u64(63)));
let l_2335 = l_2331 | l_2334;
let l_2336 = bitcast<f64>(l_2335);
l_mut_43 = l_2336;
}
}
}
let l_2337 = -l_mut_43;
l_mut_43 = l_2337;
let l_2338 = bool(true) && bool(true);
if l_2338 {
let l_2339 = l_2250 + l_2253;
let l_2340 = l_2339 * f64(7.1362384635298e44);
let l_2341 = floor(l_2340);
let l_2342 = l_2341 * f64(1.401298464324817e-45);
l_mut_41 = l_2342;
let l_2343 = abs(l_2339);
let l_2344 = l_2343 >= f64(1.1754943508222875e-38);
if l_2344 {
let l_2345 = f32(l_2339);
let l_2346 = f64(l_2345);
l_mut_41 = l_2346;
let l_2347 = l_mut_41 > l_2339;
if l_2347 {
let l_2348 = bitcast<u32>(l_2345);
let l_2349 = l_2348 ^ u32(2147483648);
let l_2350 = bitcast<f32>(l_2349);
let l_2351 = bitcast<u32>(l_2350);
let l_2352 = l_2351 + u32(1);
l_mut_196 = l_2352;
let l_2353 = l_2351 & u32(2147483647);
let l_2354 = l_2353 == u32(0);
if l_2354 {
l_mut_196 = u32(1);
} else {
let l_2355 = l_2351 & u32(2147483648);
let l_2356 = l_2355 != u32(0);
if l_2356 {
let l_2357 = l_2351 - u32(1);
l_mut_196 = l_2357;
} else {
let l_2358 = l_2351 == u32(2139095040);
if l_2358 {
l_mut_196 = l_2351;
}
}
}
let l_2359 = bitcast<f32>(l_mut_196);
let l_2360 = bitcast<u32>(l_2359);
let l_2361 = l_2360 ^ u32(2147483648);
let l_2362 = bitcast<f32>(l_2361);
let l_2363 = bitcast<u32>(l_2362);
let l_2364 = l_2363 & u32(2147483647);
let l_2365 = bitcast<f32>(l_2364);
let l_2366 = f64(l_2365);
l_mut_2367 = l_2366;
let l_2368 = l_2364 < u32(8388608);
if l_2368 {
let l_2369 = f64(l_2364);
let l_2370 = l_2369 * f64(1.401298464324817e-45);
l_mut_2367 = l_2370;
}
let l_2371 = bitcast<u64>(l_mut_2367);
let l_2372 = l_2363 >> u32(31);
let l_2373 = u64(l_2372);
let l_2374 = l_2373 << u32(bitcast<u64>(u64(63)));
let l_2375 = l_2371 | l_2374;
let l_2376 = bitcast<f64>(l_2375);
l_mut_41 = l_2376;
} else {
let l_2377 = bitcast<u32>(l_2345);
let l_2378 = l_2377 + u32(1);
l_mut_196 = l_2378;
let l_2379 = l_2377 & u32(2147483647);
let l_2380 = l_2379 == u32(0);
if l_2380 {
l_mut_196 = u32(1);
} else {
let l_2381 = l_2377 & u32(2147483648);
let l_2382 = l_2381 != u32(0);
if l_2382 {
let l_2383 = l_2377 - u32(1);
l_mut_196 = l_2383;
} else {
let l_2384 = l_2377 == u32(2139095040);
if l_2384 {
l_mut_196 = l_2377;
}
}
}
let l_2385 = bitcast<f32>(l_mut_196);
let l_2386 = bitcast<u32>(l_2385);
let l_2387 = l_2386 & u32(2147483647);
let l_2388 = bitcast<f32>(l_2387);
let l_2389 = f64(l_2388);
l_mut_2367 = l_2389;
let l_2390 = l_2387 < u32(8388608);
if l_2390 {
let l_2391 = f64(l_2387);
let l_2392 = l_2391 * f64(1.401298464324817e-45);
l_mut_2367 = l_2392;
}
let l_2393 = bitcast<u64>(l_mut_2367);
let l_2394 = l_2386 >> u32(31);
let l_2395 = u64(l_2394);
let l_2396 = l_2395 << u32(bitcast<u64>(u64(63)));
let l_2397 = l_2393 | l_2396;
let l_2398 = bitcast<f64>(l_2397);
let l_2399 = l_2398 <= l_2339;
if l_2399 {
let l_2400 = bitcast<u32>(l_2345);
let l_2401 = l_2400 + u32(1);
l_mut_196 = l_2401;
let l_2402 = l_2400 & u32(2147483647);
let l_2403 = l_2402 == u32(0);
if l_2403 {
l_mut_196 = u32(1);
} else {
let l_2404 = l_2400 & u32(2147483648);
let l_2405 = l_2404 != u32(0);
if l_2405 {
let l_2406 = l_2400 - u32(1);
l_mut_196 = l_2406;
} else {
let l_2407 = l_2400 == u32(2139095040);
if l_2407 {
l_mut_196 = l_2400;
}
}
}
let l_2408 = bitcast<f32>(l_mut_196);
let l_2409 = bitcast<u32>(l_2408);
let l_2410 = l_2409 & u32(2147483647);
let l_2411 = bitcast<f32>(l_2410);
let l_2412 = f64(l_2411);
l_mut_2367 = l_2412;
let l_2413 = l_2410 < u32(8388608);
if l_2413 {
let l_2414 = f64(l_2410);
let l_2415 = l_2414 * f64(1.401298464324817e-45);
l_mut_2367 = l_2415;
}
let l_2416 = bitcast<u64>(l_mut_2367);
let l_2417 = l_2409 >> u32(31);
let l_2418 = u64(l_2417);
let l_2419 = l_2418 << u32(bitcast<u64>(u64(63)));
let l_2420 = l_2416 | l_2419;
let l_2421 = bitcast<f64>(l_2420);
l_mut_41 = l_2421;
}
}
}
l_mut_43 = l_mut_41;
} else {
let l_2422 = l_2250 - l_2253;
let l_2423 = l_2422 * f64(7.1362384635298e44);
let l_2424 = floor(l_2423);
let l_2425 = l_2424 * f64(1.401298464324817e-45);
l_mut_2367 = l_2425;
let l_2426 = abs(l_2422);
let l_2427 = l_2426 >= f64(1.1754943508222875e-38);
if l_2427 {
let l_2428 = f32(l_2422);
let l_2429 = f64(l_2428);
l_mut_2367 = l_2429;
let l_2430 = l_mut_2367 > l_2422;
if l_2430 {
let l_2431 = bitcast<u32>(l_2428);
let l_2432 = l_2431 ^ u32(2147483648);
let l_2433 = bitcast<f32>(l_2432);
let l_2434 = bitcast<u32>(l_2433);
let l_2435 = l_2434 + u32(1);
l_mut_196 = l_2435;
let l_2436 = l_2434 & u32(2147483647);
let l_2437 = l_2436 == u32(0);
if l_2437 {
l_mut_196 = u32(1);
} else {
let l_2438 = l_2434 & u32(2147483648);
let l_2439 = l_2438 != u32(0);
if l_2439 {
let l_2440 = l_2434 - u32(1);
l_mut_196 = l_2440;
} else {
let l_2441 = l_2434 == u32(2139095040);
if l_2441 {
l_mut_196 = l_2434;
}
}
}
let l_2442 = bitcast<f32>(l_mut_196);
let l_2443 = bitcast<u32>(l_2442);
let l_2444 = l_2443 ^ u32(2147483648);
let l_2445 = bitcast<f32>(l_2444);
let l_2446 = bitcast<u32>(l_2445);
let l_2447 = l_2446 & u32(2147483647);
let l_2448 = bitcast<f32>(l_2447);
let l_2449 = f64(l_2448);
l_mut_41 = l_2449;
let l_2450 = l_2447 < u32(8388608);
if l_2450 {
let l_2451 = f64(l_2447);
let l_2452 = l_2451 * f64(1.401298464324817e-45);
l_mut_41 = l_2452;
}
let l_2453 = bitcast<u64>(l_mut_41);
let l_2454 = l_2446 >> u32(31);
let l_2455 = u64(l_2454);
let l_2456 = l_2455 << u32(bitcast<u64>(u64(63)));
let l_2457 = l_2453 | l_2456;
let l_2458 = bitcast<f64>(l_2457);
l_mut_2367 = l_2458;
} else {
let l_2459 = bitcast<u32>(l_2428);
let l_2460 = l_2459 + u32(1);
l_mut_196 = l_2460;
let l_2461 = l_2459 & u32(2147483647);
let l_2462 = l_2461 == u32(0);
if l_2462 {
l_mut_196 = u32(1);
} else {
let l_2463 = l_2459 & u32(2147483648);
let l_2464 = l_2463 != u32(0);
if l_2464 {
let l_2465 = l_2459 - u32(1);
l_mut_196 = l_2465;
} else {
let l_2466 = l_2459 == u32(2139095040);
if l_2466 {
l_mut_196 = l_2459;
}
}
}
let l_2467 = bitcast<f32>(l_mut_196);
let l_2468 = bitcast<u32>(l_2467);
let l_2469 = l_2468 & u32(2147483647);
let l_2470 = bitcast<f32>(l_2469);
let l_2471 = f64(l_2470);
l_mut_41 = l_2471;
let l_2472 = l_2469 < u32(8388608);
if l_2472 {
let l_2473 = f64(l_2469);
let l_2474 = l_2473 * f64(1.401298464324817e-45);
l_mut_41 = l_2474;
}
let l_2475 = bitcast<u64>(l_mut_41);
let l_2476 = l_2468 >> u32(31);
let l_2477 = u64(l_2476);
let l_2478 = l_2477 << u32(bitcast<u64>(u64(63)));
let l_2479 = l_2475 | l_2478;
let l_2480 = bitcast<f64>(l_2479);
let l_2481 = l_2480 <= l_2422;
if l_2481 {
let l_2482 = bitcast<u32>(l_2428);
let l_2483 = l_2482 + u32(1);
l_mut_196 = l_2483;
let l_2484 = l_2482 & u32(2147483647);
let l_2485 = l_2484 == u32(0);
if l_2485 {
l_mut_196 = u32(1);
} else {
let l_2486 = l_2482 & u32(2147483648);
let l_2487 = l_2486 != u32(0);
if l_2487 {
let l_2488 = l_2482 - u32(1);
l_mut_196 = l_2488;
} else {
let l_2489 = l_2482 == u32(2139095040);
if l_2489 {
l_mut_196 = l_2482;
}
}
}
let l_2490 = bitcast<f32>(l_mut_196);
let l_2491 = bitcast<u32>(l_2490);
let l_2492 = l_2491 & u32(2147483647);
let l_2493 = bitcast<f32>(l_2492);
let l_2494 = f64(l_2493);
l_mut_41 = l_2494;
let l_2495 = l_2492 < u32(8388608);
if l_2495 {
let l_2496 = f64(l_2492);
let l_2497 = l_2496 * f64(1.401298464324817e-45);
l_mut_41 = l_2497;
}
let l_2498 = bitcast<u64>(l_mut_41);
let l_2499 = l_2491 >> u32(31);
let l_2500 = u64(l_2499);
let l_2501 = l_2500 << u32(bitcast<u64>(u64(63)));
let l_2502 = l_2498 | l_2501;
let l_2503 = bitcast<f64>(l_2502);
l_mut_2367 = l_2503;
}
}
}
l_mut_43 = l_mut_2367;
}
let l_2504 = l_mut_1352 + l_168;
let l_2505 = abs(l_2504);
let l_2506 = l_2505 * f64(2.220446049250313e-16);
let l_2507 = l_2247 + l_2506;
let l_2508 = l_2504 + l_2507;
let l_2509 = -l_2508;
let l_2510 = l_2509 * f64(7.1362384635298e44);
let l_2511 = floor(l_2510);
let l_2512 = l_2511 * f64(1.401298464324817e-45);
l_mut_2367 = l_2512;
let l_2513 = abs(l_2509);
let l_2514 = l_2513 >= f64(1.1754943508222875e-38);
if l_2514 {
let l_2515 = f32(l_2509);
let l_2516 = f64(l_2515);
l_mut_2367 = l_2516;
let l_2517 = l_mut_2367 > l_2509;
if l_2517 {
let l_2518 = bitcast<u32>(l_2515);
let l_2519 = l_2518 ^ u32(2147483648);
let l_2520 = bitcast<f32>(l_2519);
let l_2521 = bitcast<u32>(l_2520);
let l_2522 = l_2521 + u32(1);
l_mut_196 = l_2522;
let l_2523 = l_2521 & u32(2147483647);
let l_2524 = l_2523 == u32(0);
if l_2524 {
l_mut_196 = u32(1);
} else {
let l_2525 = l_2521 & u32(2147483648);
let l_2526 = l_2525 != u32(0);
if l_2526 {
let l_2527 = l_2521 - u32(1);
l_mut_196 = l_2527;
} else {
let l_2528 = l_2521 == u32(2139095040);
if l_2528 {
l_mut_196 = l_2521;
}
}
}
let l_2529 = bitcast<f32>(l_mut_196);
let l_2530 = bitcast<u32>(l_2529);
let l_2531 = l_2530 ^ u32(2147483648);
let l_2532 = bitcast<f32>(l_2531);
let l_2533 = bitcast<u32>(l_2532);
let l_2534 = l_2533 & u32(2147483647);
let l_2535 = bitcast<f32>(l_2534);
let l_2536 = f64(l_2535);
l_mut_41 = l_2536;
let l_2537 = l_2534 < u32(8388608);
if l_2537 {
let l_2538 = f64(l_2534);
let l_2539 = l_2538 * f64(1.401298464324817e-45);
l_mut_41 = l_2539;
}
let l_2540 = bitcast<u64>(l_mut_41);
let l_2541 = l_2533 >> u32(31);
let l_2542 = u64(l_2541);
let l_2543 = l_2542 << u32(bitcast<u64>(u64(63)));
let l_2544 = l_2540 | l_2543;
let l_2545 = bitcast<f64>(l_2544);
l_mut_2367 = l_2545;
} else {
let l_2546 = bitcast<u32>(l_2515);
let l_2547 = l_2546 + u32(1);
l_mut_196 = l_2547;
let l_2548 = l_2546 & u32(2147483647);
let l_2549 = l_2548 == u32(0);
if l_2549 {
l_mut_196 = u32(1);
} else {
let l_2550 = l_2546 & u32(2147483648);
let l_2551 = l_2550 != u32(0);
if l_2551 {
let l_2552 = l_2546 - u32(1);
l_mut_196 = l_2552;
} else {
let l_2553 = l_2546 == u32(2139095040);
if l_2553 {
l_mut_196 = l_2546;
}
}
}
let l_2554 = bitcast<f32>(l_mut_196);
let l_2555 = bitcast<u32>(l_2554);
let l_2556 = l_2555 & u32(2147483647);
let l_2557 = bitcast<f32>(l_2556);
let l_2558 = f64(l_2557);
l_mut_41 = l_2558;
let l_2559 = l_2556 < u32(8388608);
if l_2559 {
let l_2560 = f64(l_2556);
let l_2561 = l_2560 * f64(1.401298464324817e-45);
l_mut_41 = l_2561;
}
let l_2562 = bitcast<u64>(l_mut_41);
let l_2563 = l_2555 >> u32(31);
let l_2564 = u64(l_2563);
let l_2565 = l_2564 << u32(bitcast<u64>(u64(63)));
let l_2566 = l_2562 | l_2565;
let l_2567 = bitcast<f64>(l_2566);
let l_2568 = l_2567 <= l_2509;
if l_2568 {
let l_2569 = bitcast<u32>(l_2515);
let l_2570 = l_2569 + u32(1);
l_mut_196 = l_2570;
let l_2571 = l_2569 & u32(2147483647);
let l_2572 = l_2571 == u32(0);
if l_2572 {
l_mut_196 = u32(1);
} else {
let l_2573 = l_2569 & u32(2147483648);
let l_2574 = l_2573 != u32(0);
if l_2574 {
let l_2575 = l_2569 - u32(1);
l_mut_196 = l_2575;
} else {
let l_2576 = l_2569 == u32(2139095040);
if l_2576 {
l_mut_196 = l_2569;
}
}
}
let l_2577 = bitcast<f32>(l_mut_196);
let l_2578 = bitcast<u32>(l_2577);
let l_2579 = l_2578 & u32(2147483647);
let l_2580 = bitcast<f32>(l_2579);
let l_2581 = f64(l_2580);
l_mut_41 = l_2581;
let l_2582 = l_2579 < u32(8388608);
if l_2582 {
let l_2583 = f64(l_2579);
let l_2584 = l_2583 * f64(1.401298464324817e-45);
l_mut_41 = l_2584;
}
let l_2585 = bitcast<u64>(l_mut_41);
let l_2586 = l_2578 >> u32(31);
let l_2587 = u64(l_2586);
let l_2588 = l_2587 << u32(bitcast<u64>(u64(63)));
let l_2589 = l_2585 | l_2588;
let l_2590 = bitcast<f64>(l_2589);
l_mut_2367 = l_2590;
}
}
}
let l_2591 = -l_mut_2367;
l_mut_2367 = l_2591;
let l_2592 = bool(false) && bool(true);
if l_2592 {
let l_2593 = l_2504 + l_2507;
let l_2594 = l_2593 * f64(7.1362384635298e44);
let l_2595 = floor(l_2594);
let l_2596 = l_2595 * f64(1.401298464324817e-45);
l_mut_41 = l_2596;
let l_2597 = abs(l_2593);
let l_2598 = l_2597 >= f64(1.1754943508222875e-38);
if l_2598 {
let l_2599 = f32(l_2593);
let l_2600 = f64(l_2599);
l_mut_41 = l_2600;
let l_2601 = l_mut_41 > l_2593;
if l_2601 {
let l_2602 = bitcast<u32>(l_2599);
let l_2603 = l_2602 ^ u32(2147483648);
let l_2604 = bitcast<f32>(l_2603);
let l_2605 = bitcast<u32>(l_2604);
let l_2606 = l_2605 + u32(1);
l_mut_196 = l_2606;
let l_2607 = l_2605 & u32(2147483647);
let l_2608 = l_2607 == u32(0);
if l_2608 {
l_mut_196 = u32(1);
} else {
let l_2609 = l_2605 & u32(2147483648);
let l_2610 = l_2609 != u32(0);
if l_2610 {
let l_2611 = l_2605 - u32(1);
l_mut_196 = l_2611;
} else {
let l_2612 = l_2605 == u32(2139095040);
if l_2612 {
l_mut_196 = l_2605;
}
}
}
let l_2613 = bitcast<f32>(l_mut_196);
let l_2614 = bitcast<u32>(l_2613);
let l_2615 = l_2614 ^ u32(2147483648);
let l_2616 = bitcast<f32>(l_2615);
let l_2617 = bitcast<u32>(l_2616);
let l_2618 = l_2617 & u32(2147483647);
let l_2619 = bitcast<f32>(l_2618);
let l_2620 = f64(l_2619);
l_mut_2621 = l_2620;
let l_2622 = l_2618 < u32(8388608);
if l_2622 {
let l_2623 = f64(l_2618);
let l_2624 = l_2623 * f64(1.401298464324817e-45);
l_mut_2621 = l_2624;
}
let l_2625 = bitcast<u64>(l_mut_2621);
let l_2626 = l_2617 >> u32(31);
let l_2627 = u64(l_2626);
let l_2628 = l_2627 << u32(bitcast<u64>(u64(63)));
let l_2629 = l_2625 | l_2628;
let l_2630 = bitcast<f64>(l_2629);
l_mut_41 = l_2630;
} else {
let l_2631 = bitcast<u32>(l_2599);
let l_2632 = l_2631 + u32(1);
l_mut_196 = l_2632;
let l_2633 = l_2631 & u32(2147483647);
let l_2634 = l_2633 == u32(0);
if l_2634 {
l_mut_196 = u32(1);
} else {
let l_2635 = l_2631 & u32(2147483648);
let l_2636 = l_2635 != u32(0);
if l_2636 {
let l_2637 = l_2631 - u32(1);
l_mut_196 = l_2637;
} else {
let l_2638 = l_2631 == u32(2139095040);
if l_2638 {
l_mut_196 = l_2631;
}
}
}
let l_2639 = bitcast<f32>(l_mut_196);
let l_2640 = bitcast<u32>(l_2639);
let l_2641 = l_2640 & u32(2147483647);
let l_2642 = bitcast<f32>(l_2641);
let l_2643 = f64(l_2642);
l_mut_2621 = l_2643;
let l_2644 = l_2641 < u32(8388608);
if l_2644 {
let l_2645 = f64(l_2641);
let l_2646 = l_2645 * f64(1.401298464324817e-45);
l_mut_2621 = l_2646;
}
let l_2647 = bitcast<u64>(l_mut_2621);
let l_2648 = l_2640 >> u32(31);
let l_2649 = u64(l_2648);
let l_2650 = l_2649 << u32(bitcast<u64>(u64(63)));
let l_2651 = l_2647 | l_2650;
let l_2652 = bitcast<f64>(l_2651);
let l_2653 = l_2652 <= l_2593;
if l_2653 {
let l_2654 = bitcast<u32>(l_2599);
let l_2655 = l_2654 + u32(1);
l_mut_196 = l_2655;
let l_2656 = l_2654 & u32(2147483647);
let l_2657 = l_2656 == u32(0);
if l_2657 {
l_mut_196 = u32(1);
} else {
let l_2658 = l_2654 & u32(2147483648);
let l_2659 = l_2658 != u32(0);
if l_2659 {
let l_2660 = l_2654 - u32(1);
l_mut_196 = l_2660;
} else {
let l_2661 = l_2654 == u32(2139095040);
if l_2661 {
l_mut_196 = l_2654;
}
}
}
let l_2662 = bitcast<f32>(l_mut_196);
let l_2663 = bitcast<u32>(l_2662);
let l_2664 = l_2663 & u32(2147483647);
let l_2665 = bitcast<f32>(l_2664);
let l_2666 = f64(l_2665);
l_mut_2621 = l_2666;
let l_2667 = l_2664 < u32(8388608);
if l_2667 {
let l_2668 = f64(l_2664);
let l_2669 = l_2668 * f64(1.401298464324817e-45);
l_mut_2621 = l_2669;
}
let l_2670 = bitcast<u64>(l_mut_2621);
let l_2671 = l_2663 >> u32(31);
let l_2672 = u64(l_2671);
let l_2673 = l_2672 << u32(bitcast<u64>(u64(63)));
let l_2674 = l_2670 | l_2673;
let l_2675 = bitcast<f64>(l_2674);
l_mut_41 = l_2675;
}
}
}
l_mut_2367 = l_mut_41;
} else {
let l_2676 = l_2504 - l_2507;
let l_2677 = -l_2676;
let l_2678 = l_2677 * f64(7.1362384635298e44);
let l_2679 = floor(l_2678);
let l_2680 = l_2679 * f64(1.401298464324817e-45);
l_mut_2621 = l_2680;
let l_2681 = abs(l_2677);
let l_2682 = l_2681 >= f64(1.1754943508222875e-38);
if l_2682 {
let l_2683 = f32(l_2677);
let l_2684 = f64(l_2683);
l_mut_2621 = l_2684;
let l_2685 = l_mut_2621 > l_2677;
if l_2685 {
let l_2686 = bitcast<u32>(l_2683);
let l_2687 = l_2686 ^ u32(2147483648);
let l_2688 = bitcast<f32>(l_2687);
let l_2689 = bitcast<u32>(l_2688);
let l_2690 = l_2689 + u32(1);
l_mut_196 = l_2690;
let l_2691 = l_2689 & u32(2147483647);
let l_2692 = l_2691 == u32(0);
if l_2692 {
l_mut_196 = u32(1);
} else {
let l_2693 = l_2689 & u32(2147483648);
let l_2694 = l_2693 != u32(0);
if l_2694 {
let l_2695 = l_2689 - u32(1);
l_mut_196 = l_2695;
} else {
let l_2696 = l_2689 == u32(2139095040);
if l_2696 {
l_mut_196 = l_2689;
}
}
}
let l_2697 = bitcast<f32>(l_mut_196);
let l_2698 = bitcast<u32>(l_2697);
let l_2699 = l_2698 ^ u32(2147483648);
let l_2700 = bitcast<f32>(l_2699);
let l_2701 = bitcast<u32>(l_2700);
let l_2702 = l_2701 & u32(2147483647);
let l_2703 = bitcast<f32>(l_2702);
let l_2704 = f64(l_2703);
l_mut_41 = l_2704;
let l_2705 = l_2702 < u32(8388608);
if l_2705 {
let l_2706 = f64(l_2702);
let l_2707 = l_2706 * f64(1.401298464324817e-45);
l_mut_41 = l_2707;
}
let l_2708 = bitcast<u64>(l_mut_41);
let l_2709 = l_2701 >> u32(31);
let l_2710 = u64(l_2709);
let l_2711 = l_2710 << u32(bitcast<u64>(u64(63)));
let l_2712 = l_2708 | l_2711;
let l_2713 = bitcast<f64>(l_2712);
l_mut_2621 = l_2713;
} else {
let l_2714 = bitcast<u32>(l_2683);
let l_2715 = l_2714 + u32(1);
l_mut_196 = l_2715;
let l_2716 = l_2714 & u32(2147483647);
let l_2717 = l_2716 == u32(0);
if l_2717 {
l_mut_196 = u32(1);
} else {
let l_2718 = l_2714 & u32(2147483648);
let l_2719 = l_2718 != u32(0);
if l_2719 {
let l_2720 = l_2714 - u32(1);
l_mut_196 = l_2720;
} else {
let l_2721 = l_2714 == u32(2139095040);
if l_2721 {
l_mut_196 = l_2714;
}
}
}
let l_2722 = bitcast<f32>(l_mut_196);
let l_2723 = bitcast<u32>(l_2722);
let l_2724 = l_2723 & u32(2147483647);
let l_2725 = bitcast<f32>(l_2724);
let l_2726 = f64(l_2725);
l_mut_41 = l_2726;
let l_2727 = l_2724 < u32(8388608);
if l_2727 {
let l_2728 = f64(l_2724);
let l_2729 = l_2728 * f64(1.401298464324817e-45);
l_mut_41 = l_2729;
}
let l_2730 = bitcast<u64>(l_mut_41);
let l_2731 = l_2723 >> u32(31);
let l_2732 = u64(l_2731);
let l_2733 = l_2732 << u32(bitcast<u64>(u64(63)));
let l_2734 = l_2730 | l_2733;
let l_2735 = bitcast<f64>(l_2734);
let l_2736 = l_2735 <= l_2677;
if l_2736 {
let l_2737 = bitcast<u32>(l_2683);
let l_2738 = l_2737 + u32(1);
l_mut_196 = l_2738;
let l_2739 = l_2737 & u32(2147483647);
let l_2740 = l_2739 == u32(0);
if l_2740 {
l_mut_196 = u32(1);
} else {
let l_2741 = l_2737 & u32(2147483648);
let l_2742 = l_2741 != u32(0);
if l_2742 {
let l_2743 = l_2737 - u32(1);
l_mut_196 = l_2743;
} else {
let l_2744 = l_2737 == u32(2139095040);
if l_2744 {
l_mut_196 = l_2737;
}
}
}
let l_2745 = bitcast<f32>(l_mut_196);
let l_2746 = bitcast<u32>(l_2745);
let l_2747 = l_2746 & u32(2147483647);
let l_2748 = bitcast<f32>(l_2747);
let l_2749 = f64(l_2748);
l_mut_41 = l_2749;
let l_2750 = l_2747 < u32(8388608);
if l_2750 {
let l_2751 = f64(l_2747);
let l_2752 = l_2751 * f64(1.401298464324817e-45);
l_mut_41 = l_2752;
}
let l_2753 = bitcast<u64>(l_mut_41);
let l_2754 = l_2746 >> u32(31);
let l_2755 = u64(l_2754);
let l_2756 = l_2755 << u32(bitcast<u64>(u64(63)));
let l_2757 = l_2753 | l_2756;
let l_2758 = bitcast<f64>(l_2757);
l_mut_2621 = l_2758;
}
}
}
let l_2759 = -l_mut_2621;
l_mut_2367 = l_2759;
}
let l_2760 = l_mut_1269 - l_168;
let l_2761 = abs(l_2760);
let l_2762 = l_2761 * f64(2.220446049250313e-16);
let l_2763 = l_2249 + l_2762;
let l_2764 = l_2760 + l_2763;
let l_2765 = -l_2764;
let l_2766 = l_2765 * f64(7.1362384635298e44);
let l_2767 = floor(l_2766);
let l_2768 = l_2767 * f64(1.401298464324817e-45);
l_mut_2621 = l_2768;
let l_2769 = abs(l_2765);
let l_2770 = l_2769 >= f64(1.1754943508222875e-38);
if l_2770 {
let l_2771 = f32(l_2765);
let l_2772 = f64(l_2771);
l_mut_2621 = l_2772;
let l_2773 = l_mut_2621 > l_2765;
if l_2773 {
let l_2774 = bitcast<u32>(l_2771);
let l_2775 = l_2774 ^ u32(2147483648);
let l_2776 = bitcast<f32>(l_2775);
let l_2777 = bitcast<u32>(l_2776);
let l_2778 = l_2777 + u32(1);
l_mut_196 = l_2778;
let l_2779 = l_2777 & u32(2147483647);
let l_2780 = l_2779 == u32(0);
if l_2780 {
l_mut_196 = u32(1);
} else {
let l_2781 = l_2777 & u32(2147483648);
let l_2782 = l_2781 != u32(0);
if l_2782 {
let l_2783 = l_2777 - u32(1);
l_mut_196 = l_2783;
} else {
let l_2784 = l_2777 == u32(2139095040);
if l_2784 {
l_mut_196 = l_2777;
}
}
}
let l_2785 = bitcast<f32>(l_mut_196);
let l_2786 = bitcast<u32>(l_2785);
let l_2787 = l_2786 ^ u32(2147483648);
let l_2788 = bitcast<f32>(l_2787);
let l_2789 = bitcast<u32>(l_2788);
let l_2790 = l_2789 & u32(2147483647);
let l_2791 = bitcast<f32>(l_2790);
let l_2792 = f64(l_2791);
l_mut_41 = l_2792;
let l_2793 = l_2790 < u32(8388608);
if l_2793 {
let l_2794 = f64(l_2790);
let l_2795 = l_2794 * f64(1.401298464324817e-45);
l_mut_41 = l_2795;
}
let l_2796 = bitcast<u64>(l_mut_41);
let l_2797 = l_2789 >> u32(31);
let l_2798 = u64(l_2797);
let l_2799 = l_2798 << u32(bitcast<u64>(u64(63)));
let l_2800 = l_2796 | l_2799;
let l_2801 = bitcast<f64>(l_2800);
l_mut_2621 = l_2801;
} else {
let l_2802 = bitcast<u32>(l_2771);
let l_2803 = l_2802 + u32(1);
l_mut_196 = l_2803;
let l_2804 = l_2802 & u32(2147483647);
let l_2805 = l_2804 == u32(0);
if l_2805 {
l_mut_196 = u32(1);
} else {
let l_2806 = l_2802 & u32(2147483648);
let l_2807 = l_2806 != u32(0);
if l_2807 {
let l_2808 = l_2802 - u32(1);
l_mut_196 = l_2808;
} else {
let l_2809 = l_2802 == u32(2139095040);
if l_2809 {
l_mut_196 = l_2802;
}
}
}
let l_2810 = bitcast<f32>(l_mut_196);
let l_2811 = bitcast<u32>(l_2810);
let l_2812 = l_2811 & u32(2147483647);
let l_2813 = bitcast<f32>(l_2812);
let l_2814 = f64(l_2813);
l_mut_41 = l_2814;
let l_2815 = l_2812 < u32(8388608);
if l_2815 {
let l_2816 = f64(l_2812);
let l_2817 = l_2816 * f64(1.401298464324817e-45);
l_mut_41 = l_2817;
}
let l_2818 = bitcast<u64>(l_mut_41);
let l_2819 = l_2811 >> u32(31);
let l_2820 = u64(l_2819);
let l_2821 = l_2820 << u32(bitcast<u64>(u64(63)));
let l_2822 = l_2818 | l_2821;
let l_2823 = bitcast<f64>(l_2822);
let l_2824 = l_2823 <= l_2765;
if l_2824 {
let l_2825 = bitcast<u32>(l_2771);
let l_2826 = l_2825 + u32(1);
l_mut_196 = l_2826;
let l_2827 = l_2825 & u32(2147483647);
let l_2828 = l_2827 == u32(0);
if l_2828 {
l_mut_196 = u32(1);
} else {
let l_2829 = l_2825 & u32(2147483648);
let l_2830 = l_2829 != u32(0);
if l_2830 {
let l_2831 = l_2825 - u32(1);
l_mut_196 = l_2831;
} else {
let l_2832 = l_2825 == u32(2139095040);
if l_2832 {
l_mut_196 = l_2825;
}
}
}
let l_2833 = bitcast<f32>(l_mut_196);
let l_2834 = bitcast<u32>(l_2833);
let l_2835 = l_2834 & u32(2147483647);
let l_2836 = bitcast<f32>(l_2835);
let l_2837 = f64(l_2836);
l_mut_41 = l_2837;
let l_2838 = l_2835 < u32(8388608);
if l_2838 {
let l_2839 = f64(l_2835);
let l_2840 = l_2839 * f64(1.401298464324817e-45);
l_mut_41 = l_2840;
}
let l_2841 = bitcast<u64>(l_mut_41);
let l_2842 = l_2834 >> u32(31);
let l_2843 = u64(l_2842);
let l_2844 = l_2843 << u32(bitcast<u64>(u64(63)));
let l_2845 = l_2841 | l_2844;
let l_2846 = bitcast<f64>(l_2845);
l_mut_2621 = l_2846;
}
}
}
let l_2847 = -l_mut_2621;
l_mut_2621 = l_2847;
let l_2848 = bool(true) && bool(true);
if l_2848 {
let l_2849 = l_2760 + l_2763;
let l_2850 = l_2849 * f64(7.1362384635298e44);
let l_2851 = floor(l_2850);
let l_2852 = l_2851 * f64(1.401298464324817e-45);
l_mut_41 = l_2852;
let l_2853 = abs(l_2849);
let l_2854 = l_2853 >= f64(1.1754943508222875e-38);
if l_2854 {
let l_2855 = f32(l_2849);
let l_2856 = f64(l_2855);
l_mut_41 = l_2856;
let l_2857 = l_mut_41 > l_2849;
if l_2857 {
let l_2858 = bitcast<u32>(l_2855);
let l_2859 = l_2858 ^ u32(2147483648);
let l_2860 = bitcast<f32>(l_2859);
let l_2861 = bitcast<u32>(l_2860);
let l_2862 = l_2861 + u32(1);
l_mut_196 = l_2862;
let l_2863 = l_2861 & u32(2147483647);
let l_2864 = l_2863 == u32(0);
if l_2864 {
l_mut_196 = u32(1);
} else {
let l_2865 = l_2861 & u32(2147483648);
let l_2866 = l_2865 != u32(0);
if l_2866 {
let l_2867 = l_2861 - u32(1);
l_mut_196 = l_2867;
} else {
let l_2868 = l_2861 == u32(2139095040);
if l_2868 {
l_mut_196 = l_2861;
}
}
}
let l_2869 = bitcast<f32>(l_mut_196);
let l_2870 = bitcast<u32>(l_2869);
let l_2871 = l_2870 ^ u32(2147483648);
let l_2872 = bitcast<f32>(l_2871);
let l_2873 = bitcast<u32>(l_2872);
let l_2874 = l_2873 & u32(2147483647);
let l_2875 = bitcast<f32>(l_2874);
let l_2876 = f64(l_2875);
l_mut_2877 = l_2876;
let l_2878 = l_2874 < u32(8388608);
if l_2878 {
let l_2879 = f64(l_2874);
let l_2880 = l_2879 * f64(1.401298464324817e-45);
l_mut_2877 = l_2880;
}
let l_2881 = bitcast<u64>(l_mut_2877);
let l_2882 = l_2873 >> u32(31);
let l_2883 = u64(l_2882);
let l_2884 = l_2883 << u32(bitcast<u64>(u64(63)));
let l_2885 = l_2881 | l_2884;
let l_2886 = bitcast<f64>(l_2885);
l_mut_41 = l_2886;
} else {
let l_2887 = bitcast<u32>(l_2855);
let l_2888 = l_2887 + u32(1);
l_mut_196 = l_2888;
let l_2889 = l_2887 & u32(2147483647);
let l_2890 = l_2889 == u32(0);
if l_2890 {
l_mut_196 = u32(1);
} else {
let l_2891 = l_2887 & u32(2147483648);
let l_2892 = l_2891 != u32(0);
if l_2892 {
let l_2893 = l_2887 - u32(1);
l_mut_196 = l_2893;
} else {
let l_2894 = l_2887 == u32(2139095040);
if l_2894 {
l_mut_196 = l_2887;
}
}
}
let l_2895 = bitcast<f32>(l_mut_196);
let l_2896 = bitcast<u32>(l_2895);
let l_2897 = l_2896 & u32(2147483647);
let l_2898 = bitcast<f32>(l_2897);
let l_2899 = f64(l_2898);
l_mut_2877 = l_2899;
let l_2900 = l_2897 < u32(8388608);
if l_2900 {
let l_2901 = f64(l_2897);
let l_2902 = l_2901 * f64(1.401298464324817e-45);
l_mut_2877 = l_2902;
}
let l_2903 = bitcast<u64>(l_mut_2877);
let l_2904 = l_2896 >> u32(31);
let l_2905 = u64(l_2904);
let l_2906 = l_2905 << u32(bitcast<u64>(u64(63)));
let l_2907 = l_2903 | l_2906;
let l_2908 = bitcast<f64>(l_2907);
let l_2909 = l_2908 <= l_2849;
if l_2909 {
let l_2910 = bitcast<u32>(l_2855);
let l_2911 = l_2910 + u32(1);
l_mut_196 = l_2911;
let l_2912 = l_2910 & u32(2147483647);
let l_2913 = l_2912 == u32(0);
if l_2913 {
l_mut_196 = u32(1);
} else {
let l_2914 = l_2910 & u32(2147483648);
let l_2915 = l_2914 != u32(0);
if l_2915 {
let l_2916 = l_2910 - u32(1);
l_mut_196 = l_2916;
} else {
let l_2917 = l_2910 == u32(2139095040);
if l_2917 {
l_mut_196 = l_2910;
}
}
}
let l_2918 = bitcast<f32>(l_mut_196);
let l_2919 = bitcast<u32>(l_2918);
let l_2920 = l_2919 & u32(2147483647);
let l_2921 = bitcast<f32>(l_2920);
let l_2922 = f64(l_2921);
l_mut_2877 = l_2922;
let l_2923 = l_2920 < u32(8388608);
if l_2923 {
let l_2924 = f64(l_2920);
let l_2925 = l_2924 * f64(1.401298464324817e-45);
l_mut_2877 = l_2925;
}
let l_2926 = bitcast<u64>(l_mut_2877);
let l_2927 = l_2919 >> u32(31);
let l_2928 = u64(l_2927);
let l_2929 = l_2928 << u32(bitcast<u64>(u64(63)));
let l_2930 = l_2926 | l_2929;
let l_2931 = bitcast<f64>(l_2930);
l_mut_41 = l_2931;
}
}
}
l_mut_2621 = l_mut_41;
} else {
let l_2932 = l_2760 - l_2763;
let l_2933 = l_2932 * f64(7.1362384635298e44);
let l_2934 = floor(l_2933);
let l_2935 = l_2934 * f64(1.401298464324817e-45);
l_mut_2877 = l_2935;
let l_2936 = abs(l_2932);
let l_2937 = l_2936 >= f64(1.1754943508222875e-38);
if l_2937 {
let l_2938 = f32(l_2932);
let l_2939 = f64(l_2938);
l_mut_2877 = l_2939;
let l_2940 = l_mut_2877 > l_2932;
if l_2940 {
let l_2941 = bitcast<u32>(l_2938);
let l_2942 = l_2941 ^ u32(2147483648);
let l_2943 = bitcast<f32>(l_2942);
let l_2944 = bitcast<u32>(l_2943);
let l_2945 = l_2944 + u32(1);
l_mut_196 = l_2945;
let l_2946 = l_2944 & u32(2147483647);
let l_2947 = l_2946 == u32(0);
if l_2947 {
l_mut_196 = u32(1);
} else {
let l_2948 = l_2944 & u32(2147483648);
let l_2949 = l_2948 != u32(0);
if l_2949 {
let l_2950 = l_2944 - u32(1);
l_mut_196 = l_2950;
} else {
let l_2951 = l_2944 == u32(2139095040);
if l_2951 {
l_mut_196 = l_2944;
}
}
}
let l_2952 = bitcast<f32>(l_mut_196);
let l_2953 = bitcast<u32>(l_2952);
let l_2954 = l_2953 ^ u32(2147483648);
let l_2955 = bitcast<f32>(l_2954);
let l_2956 = bitcast<u32>(l_2955);
let l_2957 = l_2956 & u32(2147483647);
let l_2958 = bitcast<f32>(l_2957);
let l_2959 = f64(l_2958);
l_mut_41 = l_2959;
let l_2960 = l_2957 < u32(8388608);
if l_2960 {
let l_2961 = f64(l_2957);
let l_2962 = l_2961 * f64(1.401298464324817e-45);
l_mut_41 = l_2962;
}
let l_2963 = bitcast<u64>(l_mut_41);
let l_2964 = l_2956 >> u32(31);
let l_2965 = u64(l_2964);
let l_2966 = l_2965 << u32(bitcast<u64>(u64(63)));
let l_2967 = l_2963 | l_2966;
let l_2968 = bitcast<f64>(l_2967);
l_mut_2877 = l_2968;
} else {
let l_2969 = bitcast<u32>(l_2938);
let l_2970 = l_2969 + u32(1);
l_mut_196 = l_2970;
let l_2971 = l_2969 & u32(2147483647);
let l_2972 = l_2971 == u32(0);
if l_2972 {
l_mut_196 = u32(1);
} else {
let l_2973 = l_2969 & u32(2147483648);
let l_2974 = l_2973 != u32(0);
if l_2974 {
let l_2975 = l_2969 - u32(1);
l_mut_196 = l_2975;
} else {
let l_2976 = l_2969 == u32(2139095040);
if l_2976 {
l_mut_196 = l_2969;
}
}
}
let l_2977 = bitcast<f32>(l_mut_196);
let l_2978 = bitcast<u32>(l_2977);
let l_2979 = l_2978 & u32(2147483647);
let l_2980 = bitcast<f32>(l_2979);
let l_2981 = f64(l_2980);
l_mut_41 = l_2981;
let l_2982 = l_2979 < u32(8388608);
if l_2982 {
let l_2983 = f64(l_2979);
let l_2984 = l_2983 * f64(1.401298464324817e-45);
l_mut_41 = l_2984;
}
let l_2985 = bitcast<u64>(l_mut_41);
let l_2986 = l_2978 >> u32(31);
let l_2987 = u64(l_2986);
let l_2988 = l_2987 << u32(bitcast<u64>(u64(63)));
let l_2989 = l_2985 | l_2988;
let l_2990 = bitcast<f64>(l_2989);
let l_2991 = l_2990 <= l_2932;
if l_2991 {
let l_2992 = bitcast<u32>(l_2938);
let l_2993 = l_2992 + u32(1);
l_mut_196 = l_2993;
let l_2994 = l_2992 & u32(2147483647);
let l_2995 = l_2994 == u32(0);
if l_2995 {
l_mut_196 = u32(1);
} else {
let l_2996 = l_2992 & u32(2147483648);
let l_2997 = l_2996 != u32(0);
if l_2997 {
let l_2998 = l_2992 - u32(1);
l_mut_196 = l_2998;
} else {
let l_2999 = l_2992 == u32(2139095040);
if l_2999 {
l_mut_196 = l_2992;
}
}
}
let l_3000 = bitcast<f32>(l_mut_196);
let l_3001 = bitcast<u32>(l_3000);
let l_3002 = l_3001 & u32(2147483647);
let l_3003 = bitcast<f32>(l_3002);
let l_3004 = f64(l_3003);
l_mut_41 = l_3004;
let l_3005 = l_3002 < u32(8388608);
if l_3005 {
let l_3006 = f64(l_3002);
let l_3007 = l_3006 * f64(1.401298464324817e-45);
l_mut_41 = l_3007;
}
let l_3008 = bitcast<u64>(l_mut_41);
let l_3009 = l_3001 >> u32(31);
let l_3010 = u64(l_3009);
let l_3011 = l_3010 << u32(bitcast<u64>(u64(63)));
let l_3012 = l_3008 | l_3011;
let l_3013 = bitcast<f64>(l_3012);
l_mut_2877 = l_3013;
}
}
}
l_mut_2621 = l_mut_2877;
}
let l_3014 = l_mut_1269 + l_168;
let l_3015 = abs(l_3014);
let l_3016 = l_3015 * f64(2.220446049250313e-16);
let l_3017 = l_2249 + l_3016;
let l_3018 = l_3014 + l_3017;
let l_3019 = -l_3018;
let l_3020 = l_3019 * f64(7.1362384635298e44);
let l_3021 = floor(l_3020);
let l_3022 = l_3021 * f64(1.401298464324817e-45);
l_mut_2877 = l_3022;
let l_3023 = abs(l_3019);
let l_3024 = l_3023 >= f64(1.1754943508222875e-38);
if l_3024 {
let l_3025 = f32(l_3019);
let l_3026 = f64(l_3025);
l_mut_2877 = l_3026;
let l_3027 = l_mut_2877 > l_3019;
if l_3027 {
let l_3028 = bitcast<u32>(l_3025);
let l_3029 = l_3028 ^ u32(2147483648);
let l_3030 = bitcast<f32>(l_3029);
let l_3031 = bitcast<u32>(l_3030);
let l_3032 = l_3031 + u32(1);
l_mut_196 = l_3032;
let l_3033 = l_3031 & u32(2147483647);
let l_3034 = l_3033 == u32(0);
if l_3034 {
l_mut_196 = u32(1);
} else {
let l_3035 = l_3031 & u32(2147483648);
let l_3036 = l_3035 != u32(0);
if l_3036 {
let l_3037 = l_3031 - u32(1);
l_mut_196 = l_3037;
} else {
let l_3038 = l_3031 == u32(2139095040);
if l_3038 {
l_mut_196 = l_3031;
}
}
}
let l_3039 = bitcast<f32>(l_mut_196);
let l_3040 = bitcast<u32>(l_3039);
let l_3041 = l_3040 ^ u32(2147483648);
let l_3042 = bitcast<f32>(l_3041);
let l_3043 = bitcast<u32>(l_3042);
let l_3044 = l_3043 & u32(2147483647);
let l_3045 = bitcast<f32>(l_3044);
let l_3046 = f64(l_3045);
l_mut_41 = l_3046;
let l_3047 = l_3044 < u32(8388608);
if l_3047 {
let l_3048 = f64(l_3044);
let l_3049 = l_3048 * f64(1.401298464324817e-45);
l_mut_41 = l_3049;
}
let l_3050 = bitcast<u64>(l_mut_41);
let l_3051 = l_3043 >> u32(31);
let l_3052 = u64(l_3051);
let l_3053 = l_3052 << u32(bitcast<u64>(u64(63)));
let l_3054 = l_3050 | l_3053;
let l_3055 = bitcast<f64>(l_3054);
l_mut_2877 = l_3055;
} else {
let l_3056 = bitcast<u32>(l_3025);
let l_3057 = l_3056 + u32(1);
l_mut_196 = l_3057;
let l_3058 = l_3056 & u32(2147483647);
let l_3059 = l_3058 == u32(0);
if l_3059 {
l_mut_196 = u32(1);
} else {
let l_3060 = l_3056 & u32(2147483648);
let l_3061 = l_3060 != u32(0);
if l_3061 {
let l_3062 = l_3056 - u32(1);
l_mut_196 = l_3062;
} else {
let l_3063 = l_3056 == u32(2139095040);
if l_3063 {
l_mut_196 = l_3056;
}
}
}
let l_3064 = bitcast<f32>(l_mut_196);
let l_3065 = bitcast<u32>(l_3064);
let l_3066 = l_3065 & u32(2147483647);
let l_3067 = bitcast<f32>(l_3066);
let l_3068 = f64(l_3067);
l_mut_41 = l_3068;
let l_3069 = l_3066 < u32(8388608);
if l_3069 {
let l_3070 = f64(l_3066);
let l_3071 = l_3070 * f64(1.401298464324817e-45);
l_mut_41 = l_3071;
}
let l_3072 = bitcast<u64>(l_mut_41);
let l_3073 = l_3065 >> u32(31);
let l_3074 = u64(l_3073);
let l_3075 = l_3074 << u32(bitcast<u64>(u64(63)));
let l_3076 = l_3072 | l_3075;
let l_3077 = bitcast<f64>(l_3076);
let l_3078 = l_3077 <= l_3019;
if l_3078 {
let l_3079 = bitcast<u32>(l_3025);
let l_3080 = l_3079 + u32(1);
l_mut_196 = l_3080;
let l_3081 = l_3079 & u32(2147483647);
let l_3082 = l_3081 == u32(0);
if l_3082 {
l_mut_196 = u32(1);
} else {
let l_3083 = l_3079 & u32(2147483648);
let l_3084 = l_3083 != u32(0);
if l_3084 {
let l_3085 = l_3079 - u32(1);
l_mut_196 = l_3085;
} else {
let l_3086 = l_3079 == u32(2139095040);
if l_3086 {
l_mut_196 = l_3079;
}
}
}
let l_3087 = bitcast<f32>(l_mut_196);
let l_3088 = bitcast<u32>(l_3087);
let l_3089 = l_3088 & u32(2147483647);
let l_3090 = bitcast<f32>(l_3089);
let l_3091 = f64(l_3090);
l_mut_41 = l_3091;
let l_3092 = l_3089 < u32(8388608);
if l_3092 {
let l_3093 = f64(l_3089);
let l_3094 = l_3093 * f64(1.401298464324817e-45);
l_mut_41 = l_3094;
}
let l_3095 = bitcast<u64>(l_mut_41);
let l_3096 = l_3088 >> u32(31);
let l_3097 = u64(l_3096);
let l_3098 = l_3097 << u32(bitcast<u64>(u64(63)));
let l_3099 = l_3095 | l_3098;
let l_3100 = bitcast<f64>(l_3099);
l_mut_2877 = l_3100;
}
}
}
let l_3101 = -l_mut_2877;
l_mut_2877 = l_3101;
let l_3102 = bool(false) && bool(true);
if l_3102 {
let l_3103 = l_3014 + l_3017;
let l_3104 = l_3103 * f64(7.1362384635298e44);
let l_3105 = floor(l_3104);
let l_3106 = l_3105 * f64(1.401298464324817e-45);
l_mut_41 = l_3106;
let l_3107 = abs(l_3103);
let l_3108 = l_3107 >= f64(1.1754943508222875e-38);
if l_3108 {
let l_3109 = f32(l_3103);
let l_3110 = f64(l_3109);
l_mut_41 = l_3110;
let l_3111 = l_mut_41 > l_3103;
if l_3111 {
let l_3112 = bitcast<u32>(l_3109);
let l_3113 = l_3112 ^ u32(2147483648);
let l_3114 = bitcast<f32>(l_3113);
let l_3115 = bitcast<u32>(l_3114);
let l_3116 = l_3115 + u32(1);
l_mut_196 = l_3116;
let l_3117 = l_3115 & u32(2147483647);
let l_3118 = l_3117 == u32(0);
if l_3118 {
l_mut_196 = u32(1);
} else {
let l_3119 = l_3115 & u32(2147483648);
let l_3120 = l_3119 != u32(0);
if l_3120 {
let l_3121 = l_3115 - u32(1);
l_mut_196 = l_3121;
} else {
let l_3122 = l_3115 == u32(2139095040);
if l_3122 {
l_mut_196 = l_3115;
}
}
}
let l_3123 = bitcast<f32>(l_mut_196);
let l_3124 = bitcast<u32>(l_3123);
let l_3125 = l_3124 ^ u32(2147483648);
let l_3126 = bitcast<f32>(l_3125);
let l_3127 = bitcast<u32>(l_3126);
let l_3128 = l_3127 & u32(2147483647);
let l_3129 = bitcast<f32>(l_3128);
let l_3130 = f64(l_3129);
l_mut_3131 = l_3130;
let l_3132 = l_3128 < u32(8388608);
if l_3132 {
let l_3133 = f64(l_3128);
let l_3134 = l_3133 * f64(1.401298464324817e-45);
l_mut_3131 = l_3134;
}
let l_3135 = bitcast<u64>(l_mut_3131);
let l_3136 = l_3127 >> u32(31);
let l_3137 = u64(l_3136);
let l_3138 = l_3137 << u32(bitcast<u64>(u64(63)));
let l_3139 = l_3135 | l_3138;
let l_3140 = bitcast<f64>(l_3139);
l_mut_41 = l_3140;
} else {
let l_3141 = bitcast<u32>(l_3109);
let l_3142 = l_3141 + u32(1);
l_mut_196 = l_3142;
let l_3143 = l_3141 & u32(2147483647);
let l_3144 = l_3143 == u32(0);
if l_3144 {
l_mut_196 = u32(1);
} else {
let l_3145 = l_3141 & u32(2147483648);
let l_3146 = l_3145 != u32(0);
if l_3146 {
let l_3147 = l_3141 - u32(1);
l_mut_196 = l_3147;
} else {
let l_3148 = l_3141 == u32(2139095040);
if l_3148 {
l_mut_196 = l_3141;
}
}
}
let l_3149 = bitcast<f32>(l_mut_196);
let l_3150 = bitcast<u32>(l_3149);
let l_3151 = l_3150 & u32(2147483647);
let l_3152 = bitcast<f32>(l_3151);
let l_3153 = f64(l_3152);
l_mut_3131 = l_3153;
let l_3154 = l_3151 < u32(8388608);
if l_3154 {
let l_3155 = f64(l_3151);
let l_3156 = l_3155 * f64(1.401298464324817e-45);
l_mut_3131 = l_3156;
}
let l_3157 = bitcast<u64>(l_mut_3131);
let l_3158 = l_3150 >> u32(31);
let l_3159 = u64(l_3158);
let l_3160 = l_3159 << u32(bitcast<u64>(u64(63)));
let l_3161 = l_3157 | l_3160;
let l_3162 = bitcast<f64>(l_3161);
let l_3163 = l_3162 <= l_3103;
if l_3163 {
let l_3164 = bitcast<u32>(l_3109);
let l_3165 = l_3164 + u32(1);
l_mut_196 = l_3165;
let l_3166 = l_3164 & u32(2147483647);
let l_3167 = l_3166 == u32(0);
if l_3167 {
l_mut_196 = u32(1);
} else {
let l_3168 = l_3164 & u32(2147483648);
let l_3169 = l_3168 != u32(0);
if l_3169 {
let l_3170 = l_3164 - u32(1);
l_mut_196 = l_3170;
} else {
let l_3171 = l_3164 == u32(2139095040);
if l_3171 {
l_mut_196 = l_3164;
}
}
}
let l_3172 = bitcast<f32>(l_mut_196);
let l_3173 = bitcast<u32>(l_3172);
let l_3174 = l_3173 & u32(2147483647);
let l_3175 = bitcast<f32>(l_3174);
let l_3176 = f64(l_3175);
l_mut_3131 = l_3176;
let l_3177 = l_3174 < u32(8388608);
if l_3177 {
let l_3178 = f64(l_3174);
let l_3179 = l_3178 * f64(1.401298464324817e-45);
l_mut_3131 = l_3179;
}
let l_3180 = bitcast<u64>(l_mut_3131);
let l_3181 = l_3173 >> u32(31);
let l_3182 = u64(l_3181);
let l_3183 = l_3182 << u32(bitcast<u64>(u64(63)));
let l_3184 = l_3180 | l_3183;
let l_3185 = bitcast<f64>(l_3184);
l_mut_41 = l_3185;
}
}
}
l_mut_2877 = l_mut_41;
} else {
let l_3186 = l_3014 - l_3017;
let l_3187 = -l_3186;
let l_3188 = l_3187 * f64(7.1362384635298e44);
let l_3189 = floor(l_3188);
let l_3190 = l_3189 * f64(1.401298464324817e-45);
l_mut_3131 = l_3190;
let l_3191 = abs(l_3187);
let l_3192 = l_3191 >= f64(1.1754943508222875e-38);
if l_3192 {
let l_3193 = f32(l_3187);
let l_3194 = f64(l_3193);
l_mut_3131 = l_3194;
let l_3195 = l_mut_3131 > l_3187;
if l_3195 {
let l_3196 = bitcast<u32>(l_3193);
let l_3197 = l_3196 ^ u32(2147483648);
let l_3198 = bitcast<f32>(l_3197);
let l_3199 = bitcast<u32>(l_3198);
let l_3200 = l_3199 + u32(1);
l_mut_196 = l_3200;
let l_3201 = l_3199 & u32(2147483647);
let l_3202 = l_3201 == u32(0);
if l_3202 {
l_mut_196 = u32(1);
} else {
let l_3203 = l_3199 & u32(2147483648);
let l_3204 = l_3203 != u32(0);
if l_3204 {
let l_3205 = l_3199 - u32(1);
l_mut_196 = l_3205;
} else {
let l_3206 = l_3199 == u32(2139095040);
if l_3206 {
l_mut_196 = l_3199;
}
}
}
let l_3207 = bitcast<f32>(l_mut_196);
let l_3208 = bitcast<u32>(l_3207);
let l_3209 = l_3208 ^ u32(2147483648);
let l_3210 = bitcast<f32>(l_3209);
let l_3211 = bitcast<u32>(l_3210);
let l_3212 = l_3211 & u32(2147483647);
let l_3213 = bitcast<f32>(l_3212);
let l_3214 = f64(l_3213);
l_mut_41 = l_3214;
let l_3215 = l_3212 < u32(8388608);
if l_3215 {
let l_3216 = f64(l_3212);
let l_3217 = l_3216 * f64(1.401298464324817e-45);
l_mut_41 = l_3217;
}
let l_3218 = bitcast<u64>(l_mut_41);
let l_3219 = l_3211 >> u32(31);
let l_3220 = u64(l_3219);
let l_3221 = l_3220 << u32(bitcast<u64>(u64(63)));
let l_3222 = l_3218 | l_3221;
let l_3223 = bitcast<f64>(l_3222);
l_mut_3131 = l_3223;
} else {
let l_3224 = bitcast<u32>(l_3193);
let l_3225 = l_3224 + u32(1);
l_mut_196 = l_3225;
let l_3226 = l_3224 & u32(2147483647);
let l_3227 = l_3226 == u32(0);
if l_3227 {
l_mut_196 = u32(1);
} else {
let l_3228 = l_3224 & u32(2147483648);
let l_3229 = l_3228 != u32(0);
if l_3229 {
let l_3230 = l_3224 - u32(1);
l_mut_196 = l_3230;
} else {
let l_3231 = l_3224 == u32(2139095040);
if l_3231 {
l_mut_196 = l_3224;
}
}
}
let l_3232 = bitcast<f32>(l_mut_196);
let l_3233 = bitcast<u32>(l_3232);
let l_3234 = l_3233 & u32(2147483647);
let l_3235 = bitcast<f32>(l_3234);
let l_3236 = f64(l_3235);
l_mut_41 = l_3236;
let l_3237 = l_3234 < u32(8388608);
if l_3237 {
let l_3238 = f64(l_3234);
let l_3239 = l_3238 * f64(1.401298464324817e-45);
l_mut_41 = l_3239;
}
let l_3240 = bitcast<u64>(l_mut_41);
let l_3241 = l_3233 >> u32(31);
let l_3242 = u64(l_3241);
let l_3243 = l_3242 << u32(bitcast<u64>(u64(63)));
let l_3244 = l_3240 | l_3243;
let l_3245 = bitcast<f64>(l_3244);
let l_3246 = l_3245 <= l_3187;
if l_3246 {
let l_3247 = bitcast<u32>(l_3193);
let l_3248 = l_3247 + u32(1);
l_mut_196 = l_3248;
let l_3249 = l_3247 & u32(2147483647);
let l_3250 = l_3249 == u32(0);
if l_3250 {
l_mut_196 = u32(1);
} else {
let l_3251 = l_3247 & u32(2147483648);
let l_3252 = l_3251 != u32(0);
if l_3252 {
let l_3253 = l_3247 - u32(1);
l_mut_196 = l_3253;
} else {
let l_3254 = l_3247 == u32(2139095040);
if l_3254 {
l_mut_196 = l_3247;
}
}
}
let l_3255 = bitcast<f32>(l_mut_196);
let l_3256 = bitcast<u32>(l_3255);
let l_3257 = l_3256 & u32(2147483647);
let l_3258 = bitcast<f32>(l_3257);
let l_3259 = f64(l_3258);
l_mut_41 = l_3259;
let l_3260 = l_3257 < u32(8388608);
if l_3260 {
let l_3261 = f64(l_3257);
let l_3262 = l_3261 * f64(1.401298464324817e-45);
l_mut_41 = l_3262;
}
let l_3263 = bitcast<u64>(l_mut_41);
let l_3264 = l_3256 >> u32(31);
let l_3265 = u64(l_3264);
let l_3266 = l_3265 << u32(bitcast<u64>(u64(63)));
let l_3267 = l_3263 | l_3266;
let l_3268 = bitcast<f64>(l_3267);
l_mut_3131 = l_3268;
}
}
}
let l_3269 = -l_mut_3131;
l_mut_2877 = l_3269;
}
l_mut_196 = u32(0);
let l_3270 = l_mut_2621 <= f64(0.0);
let l_3271 = l_mut_2877 >= f64(0.0);
let l_3272 = l_3270 && l_3271;
let l_3273 = !l_3272;
if l_3273 {
let l_3275 = l_mut_43 / l_mut_2621;
let l_3276 = l_mut_43 / l_mut_2877;
let l_3277 = l_mut_2367 / l_mut_2621;
let l_3278 = l_mut_2367 / l_mut_2877;
a_3274[u32(0)] = l_3275;
a_3274[u32(1)] = l_3275;
let l_3279 = a_3274[u32(0)];
let l_3280 = l_3276 < l_3279;
if l_3280 {
a_3274[u32(0)] = l_3276;
}
let l_3281 = a_3274[u32(0)];
let l_3282 = l_3277 < l_3281;
if l_3282 {
a_3274[u32(0)] = l_3277;
}
let l_3283 = a_3274[u32(0)];
let l_3284 = l_3278 < l_3283;
if l_3284 {
a_3274[u32(0)] = l_3278;
}
let l_3285 = a_3274[u32(1)];
let l_3286 = l_3276 > l_3285;
if l_3286 {
a_3274[u32(1)] = l_3276;
}
let l_3287 = a_3274[u32(1)];
let l_3288 = l_3277 > l_3287;
if l_3288 {
a_3274[u32(1)] = l_3277;
}
let l_3289 = a_3274[u32(1)];
let l_3290 = l_3278 > l_3289;
if l_3290 {
a_3274[u32(1)] = l_3278;
}
let l_3291 = a_3274[u32(0)];
let l_3292 = abs(l_3291);
let l_3293 = l_3292 * l_mut_856;
let l_3294 = a_3274[u32(1)];
let l_3295 = abs(l_3294);
let l_3296 = l_3295 * l_mut_856;
l_mut_196 = u32(2);
let l_3297 = a_3274[u32(0)];
let l_3298 = l_3297 - l_3293;
let l_3299 = abs(l_3298);
l_mut_3131 = f64(1.401298464324817e-45);
let l_3300 = l_3299 >= f64(1.1754943508222875e-38);
let l_3301 = l_3299 <= f64(1.7976931348623157e308);
let l_3302 = l_3300 && l_3301;
if l_3302 {
let l_3303 = bitcast<u64>(l_3299);
let l_3304 = l_3303 >> u32(bitcast<u64>(u64(52)));
let l_3305 = l_3304 - u64(23);
let l_3306 = l_3305 << u32(bitcast<u64>(u64(52)));
let l_3307 = bitcast<f64>(l_3306);
l_mut_3131 = l_3307;
}
let l_3308 = l_3297 + l_3293;
let l_3309 = abs(l_3308);
l_mut_2877 = f64(1.401298464324817e-45);
let l_3310 = l_3309 >= f64(1.1754943508222875e-38);
let l_3311 = l_3309 <= f64(1.7976931348623157e308);
let l_3312 = l_3310 && l_3311;
if l_3312 {
let l_3313 = bitcast<u64>(l_3309);
let l_3314 = l_3313 >> u32(bitcast<u64>(u64(52)));
let l_3315 = l_3314 - u64(23);
let l_3316 = l_3315 << u32(bitcast<u64>(u64(52)));
let l_3317 = bitcast<f64>(l_3316);
l_mut_2877 = l_3317;
}
let l_3318 = l_mut_3131 == l_mut_2877;
let l_3319 = a_3274[u32(1)];
let l_3320 = l_3319 - l_3296;
let l_3321 = abs(l_3320);
l_mut_3131 = f64(1.401298464324817e-45);
let l_3322 = l_3321 >= f64(1.1754943508222875e-38);
let l_3323 = l_3321 <= f64(1.7976931348623157e308);
let l_3324 = l_3322 && l_3323;
if l_3324 {
let l_3325 = bitcast<u64>(l_3321);
let l_3326 = l_3325 >> u32(bitcast<u64>(u64(52)));
let l_3327 = l_3326 - u64(23);
let l_3328 = l_3327 << u32(bitcast<u64>(u64(52)));
let l_3329 = bitcast<f64>(l_3328);
l_mut_3131 = l_3329;
}
let l_3330 = l_3319 + l_3296;
let l_3331 = abs(l_3330);
l_mut_2877 = f64(1.401298464324817e-45);
let l_3332 = l_3331 >= f64(1.1754943508222875e-38);
let l_3333 = l_3331 <= f64(1.7976931348623157e308);
let l_3334 = l_3332 && l_3333;
if l_3334 {
let l_3335 = bitcast<u64>(l_3331);
let l_3336 = l_3335 >> u32(bitcast<u64>(u64(52)));
let l_3337 = l_3336 - u64(23);
let l_3338 = l_3337 << u32(bitcast<u64>(u64(52)));
let l_3339 = bitcast<f64>(l_3338);
l_mut_2877 = l_3339;
}
let l_3340 = l_mut_3131 == l_mut_2877;
let l_3341 = l_3318 && l_3340;
if l_3341 {
let l_3342 = a_3274[u32(0)];
let l_3343 = a_3274[u32(0)];
let l_3344 = abs(l_3343);
l_mut_3131 = f64(1.401298464324817e-45);
let l_3345 = l_3344 >= f64(1.1754943508222875e-38);
let l_3346 = l_3344 <= f64(1.7976931348623157e308);
let l_3347 = l_3345 && l_3346;
if l_3347 {
let l_3348 = bitcast<u64>(l_3344);
let l_3349 = l_3348 >> u32(bitcast<u64>(u64(52)));
let l_3350 = l_3349 - u64(23);
let l_3351 = l_3350 << u32(bitcast<u64>(u64(52)));
let l_3352 = bitcast<f64>(l_3351);
l_mut_3131 = l_3352;
}
let l_3353 = l_171 * l_mut_3131;
let l_3354 = l_3342 - l_3353;
let l_3355 = a_3274[u32(1)];
let l_3356 = a_3274[u32(1)];
let l_3357 = abs(l_3356);
l_mut_3131 = f64(1.401298464324817e-45);
let l_3358 = l_3357 >= f64(1.1754943508222875e-38);
let l_3359 = l_3357 <= f64(1.7976931348623157e308);
let l_3360 = l_3358 && l_3359;
if l_3360 {
let l_3361 = bitcast<u64>(l_3357);
let l_3362 = l_3361 >> u32(bitcast<u64>(u64(52)));
let l_3363 = l_3362 - u64(23);
let l_3364 = l_3363 << u32(bitcast<u64>(u64(52)));
let l_3365 = bitcast<f64>(l_3364);
l_mut_3131 = l_3365;
}
let l_3366 = l_171 * l_mut_3131;
let l_3367 = l_3355 + l_3366;
let l_3368 = bitcast<u32>(l_26);
let l_3369 = l_3368 & u32(2147483647);
let l_3370 = bitcast<f32>(l_3369);
let l_3371 = f64(l_3370);
l_mut_3131 = l_3371;
let l_3372 = l_3369 < u32(8388608);
if l_3372 {
let l_3373 = f64(l_3369);
let l_3374 = l_3373 * f64(1.401298464324817e-45);
l_mut_3131 = l_3374;
}
let l_3375 = bitcast<u64>(l_mut_3131);
let l_3376 = l_3368 >> u32(31);
let l_3377 = u64(l_3376);
let l_3378 = l_3377 << u32(bitcast<u64>(u64(63)));
let l_3379 = l_3375 | l_3378;
let l_3380 = bitcast<f64>(l_3379);
let l_3381 = bitcast<u32>(l_26);
let l_3382 = l_3381 + u32(1);
l_mut_3383 = l_3382;
let l_3384 = l_3381 & u32(2147483647);
let l_3385 = l_3384 == u32(0);
if l_3385 {
l_mut_3383 = u32(1);
} else {
let l_3386 = l_3381 & u32(2147483648);
let l_3387 = l_3386 != u32(0);
if l_3387 {
let l_3388 = l_3381 - u32(1);
l_mut_3383 = l_3388;
} else {
let l_3389 = l_3381 == u32(2139095040);
if l_3389 {
l_mut_3383 = l_3381;
}
}
}
let l_3390 = bitcast<f32>(l_mut_3383);
let l_3391 = bitcast<u32>(l_3390);
let l_3392 = l_3391 & u32(2147483647);
let l_3393 = bitcast<f32>(l_3392);
let l_3394 = f64(l_3393);
l_mut_3131 = l_3394;
let l_3395 = l_3392 < u32(8388608);
if l_3395 {
let l_3396 = f64(l_3392);
let l_3397 = l_3396 * f64(1.401298464324817e-45);
l_mut_3131 = l_3397;
}
let l_3398 = bitcast<u64>(l_mut_3131);
let l_3399 = l_3391 >> u32(31);
let l_3400 = u64(l_3399);
let l_3401 = l_3400 << u32(bitcast<u64>(u64(63)));
let l_3402 = l_3398 | l_3401;
let l_3403 = bitcast<f64>(l_3402);
let l_3404 = bitcast<u32>(l_26);
let l_3405 = l_3404 ^ u32(2147483648);
let l_3406 = bitcast<f32>(l_3405);
let l_3407 = bitcast<u32>(l_3406);
let l_3408 = l_3407 + u32(1);
l_mut_3383 = l_3408;
let l_3409 = l_3407 & u32(2147483647);
let l_3410 = l_3409 == u32(0);
if l_3410 {
l_mut_3383 = u32(1);
} else {
let l_3411 = l_3407 & u32(2147483648);
let l_3412 = l_3411 != u32(0);
if l_3412 {
let l_3413 = l_3407 - u32(1);
l_mut_3383 = l_3413;
} else {
let l_3414 = l_3407 == u32(2139095040);
if l_3414 {
l_mut_3383 = l_3407;
}
}
}
let l_3415 = bitcast<f32>(l_mut_3383);
let l_3416 = bitcast<u32>(l_3415);
let l_3417 = l_3416 ^ u32(2147483648);
let l_3418 = bitcast<f32>(l_3417);
let l_3419 = bitcast<u32>(l_3418);
let l_3420 = l_3419 & u32(2147483647);
let l_3421 = bitcast<f32>(l_3420);
let l_3422 = f64(l_3421);
l_mut_3131 = l_3422;
let l_3423 = l_3420 < u32(8388608);
if l_3423 {
let l_3424 = f64(l_3420);
let l_3425 = l_3424 * f64(1.401298464324817e-45);
l_mut_3131 = l_3425;
}
let l_3426 = bitcast<u64>(l_mut_3131);
let l_3427 = l_3419 >> u32(31);
let l_3428 = u64(l_3427);
let l_3429 = l_3428 << u32(bitcast<u64>(u64(63)));
let l_3430 = l_3426 | l_3429;
let l_3431 = bitcast<f64>(l_3430);
let l_3432 = l_3354 + l_3293;
let l_3433 = l_3432 <= l_3380;
l_mut_297 = l_3433;
let l_3434 = l_3354 - l_3293;
let l_3435 = l_3434 > l_3380;
l_mut_294 = l_3435;
let l_3436 = l_3367 - l_3296;
let l_3437 = l_3436 >= l_3380;
l_mut_291 = l_3437;
let l_3438 = l_3367 + l_3296;
let l_3439 = l_3438 < l_3380;
l_mut_288 = l_3439;
let l_3440 = l_3354 + l_3293;
let l_3441 = l_3440 < l_3403;
l_mut_297 = l_3441;
let l_3442 = l_3354 - l_3293;
let l_3443 = l_3442 >= l_3403;
l_mut_294 = l_3443;
let l_3444 = l_3367 - l_3296;
let l_3445 = l_3444 > l_3431;
l_mut_291 = l_3445;
let l_3446 = l_3367 + l_3296;
let l_3447 = l_3446 <= l_3431;
l_mut_288 = l_3447;
l_mut_3383 = u32(2);
let l_3448 = l_mut_294 || l_mut_288;
if l_3448 {
l_mut_3383 = u32(1);
} else {
let l_3449 = l_mut_297 && l_mut_291;
if l_3449 {
l_mut_3383 = u32(0);
}
}
let l_3450 = bitcast<u32>(l_26);
let l_3451 = l_3450 & u32(2147483647);
let l_3452 = l_3451 == u32(0);
if l_3452 {
let l_3453 = l_3354 + l_3293;
let l_3454 = l_3453 < f64(1.1754943508222875e-38);
let l_3455 = l_3367 - l_3296;
let l_3456 = l_3455 > f64(-1.1754943508222875e-38);
let l_3457 = l_3454 && l_3456;
let l_3458 = l_3354 - l_3293;
let l_3459 = l_3458 < f64(1.1754943508222875e-38);
let l_3460 = l_3367 + l_3296;
let l_3461 = l_3460 > f64(-1.1754943508222875e-38);
let l_3462 = l_3459 && l_3461;
if l_3457 {
l_mut_3383 = u32(0);
} else {
let l_3463 = l_mut_3383 == u32(1);
let l_3464 = l_3462 && l_3463;
if l_3464 {
l_mut_3383 = u32(2);
}
}
}
l_mut_196 = l_mut_3383;
}
}
let l_3465 = l_mut_1352 - l_168;
let l_3466 = abs(l_3465);
let l_3467 = l_3466 * f64(2.220446049250313e-16);
let l_3468 = l_2247 + l_3467;
let l_3469 = l_3465 + l_3468;
let l_3470 = -l_3469;
let l_3471 = l_3470 * f64(7.1362384635298e44);
let l_3472 = floor(l_3471);
let l_3473 = l_3472 * f64(1.401298464324817e-45);
l_mut_3131 = l_3473;
let l_3474 = abs(l_3470);
let l_3475 = l_3474 >= f64(1.1754943508222875e-38);
if l_3475 {
let l_3476 = f32(l_3470);
let l_3477 = f64(l_3476);
l_mut_3131 = l_3477;
let l_3478 = l_mut_3131 > l_3470;
if l_3478 {
let l_3479 = bitcast<u32>(l_3476);
let l_3480 = l_3479 ^ u32(2147483648);
let l_3481 = bitcast<f32>(l_3480);
let l_3482 = bitcast<u32>(l_3481);
let l_3483 = l_3482 + u32(1);
l_mut_3383 = l_3483;
let l_3484 = l_3482 & u32(2147483647);
let l_3485 = l_3484 == u32(0);
if l_3485 {
l_mut_3383 = u32(1);
} else {
let l_3486 = l_3482 & u32(2147483648);
let l_3487 = l_3486 != u32(0);
if l_3487 {
let l_3488 = l_3482 - u32(1);
l_mut_3383 = l_3488;
} else {
let l_3489 = l_3482 == u32(2139095040);
if l_3489 {
l_mut_3383 = l_3482;
}
}
}
let l_3490 = bitcast<f32>(l_mut_3383);
let l_3491 = bitcast<u32>(l_3490);
let l_3492 = l_3491 ^ u32(2147483648);
let l_3493 = bitcast<f32>(l_3492);
let l_3494 = bitcast<u32>(l_3493);
let l_3495 = l_3494 & u32(2147483647);
let l_3496 = bitcast<f32>(l_3495);
let l_3497 = f64(l_3496);
l_mut_2877 = l_3497;
let l_3498 = l_3495 < u32(8388608);
if l_3498 {
let l_3499 = f64(l_3495);
let l_3500 = l_3499 * f64(1.401298464324817e-45);
l_mut_2877 = l_3500;
}
let l_3501 = bitcast<u64>(l_mut_2877);
let l_3502 = l_3494 >> u32(31);
let l_3503 = u64(l_3502);
let l_3504 = l_3503 << u32(bitcast<u64>(u64(63)));
let l_3505 = l_3501 | l_3504;
let l_3506 = bitcast<f64>(l_3505);
l_mut_3131 = l_3506;
} else {
let l_3507 = bitcast<u32>(l_3476);
let l_3508 = l_3507 + u32(1);
l_mut_3383 = l_3508;
let l_3509 = l_3507 & u32(2147483647);
let l_3510 = l_3509 == u32(0);
if l_3510 {
l_mut_3383 = u32(1);
} else {
let l_3511 = l_3507 & u32(2147483648);
let l_3512 = l_3511 != u32(0);
if l_3512 {
let l_3513 = l_3507 - u32(1);
l_mut_3383 = l_3513;
} else {
let l_3514 = l_3507 == u32(2139095040);
if l_3514 {
l_mut_3383 = l_3507;
}
}
}
let l_3515 = bitcast<f32>(l_mut_3383);
let l_3516 = bitcast<u32>(l_3515);
let l_3517 = l_3516 & u32(2147483647);
let l_3518 = bitcast<f32>(l_3517);
let l_3519 = f64(l_3518);
l_mut_2877 = l_3519;
let l_3520 = l_3517 < u32(8388608);
if l_3520 {
let l_3521 = f64(l_3517);
let l_3522 = l_3521 * f64(1.401298464324817e-45);
l_mut_2877 = l_3522;
}
let l_3523 = bitcast<u64>(l_mut_2877);
let l_3524 = l_3516 >> u32(31);
let l_3525 = u64(l_3524);
let l_3526 = l_3525 << u32(bitcast<u64>(u64(63)));
let l_3527 = l_3523 | l_3526;
let l_3528 = bitcast<f64>(l_3527);
let l_3529 = l_3528 <= l_3470;
if l_3529 {
let l_3530 = bitcast<u32>(l_3476);
let l_3531 = l_3530 + u32(1);
l_mut_3383 = l_3531;
let l_3532 = l_3530 & u32(2147483647);
let l_3533 = l_3532 == u32(0);
if l_3533 {
l_mut_3383 = u32(1);
} else {
let l_3534 = l_3530 & u32(2147483648);
let l_3535 = l_3534 != u32(0);
if l_3535 {
let l_3536 = l_3530 - u32(1);
l_mut_3383 = l_3536;
} else {
let l_3537 = l_3530 == u32(2139095040);
if l_3537 {
l_mut_3383 = l_3530;
}
}
}
let l_3538 = bitcast<f32>(l_mut_3383);
let l_3539 = bitcast<u32>(l_3538);
let l_3540 = l_3539 & u32(2147483647);
let l_3541 = bitcast<f32>(l_3540);
let l_3542 = f64(l_3541);
l_mut_2877 = l_3542;
let l_3543 = l_3540 < u32(8388608);
if l_3543 {
let l_3544 = f64(l_3540);
let l_3545 = l_3544 * f64(1.401298464324817e-45);
l_mut_2877 = l_3545;
}
let l_3546 = bitcast<u64>(l_mut_2877);
let l_3547 = l_3539 >> u32(31);
let l_3548 = u64(l_3547);
let l_3549 = l_3548 << u32(bitcast<u64>(u64(63)));
let l_3550 = l_3546 | l_3549;
let l_3551 = bitcast<f64>(l_3550);
l_mut_3131 = l_3551;
}
}
}
let l_3552 = -l_mut_3131;
l_mut_3131 = l_3552;
let l_3553 = bool(true) && bool(false);
if l_3553 {
let l_3554 = l_3465 + l_3468;
let l_3555 = l_3554 * f64(7.1362384635298e44);
let l_3556 = floor(l_3555);
let l_3557 = l_3556 * f64(1.401298464324817e-45);
l_mut_2877 = l_3557;
let l_3558 = abs(l_3554);
let l_3559 = l_3558 >= f64(1.1754943508222875e-38);
if l_3559 {
let l_3560 = f32(l_3554);
let l_3561 = f64(l_3560);
l_mut_2877 = l_3561;
let l_3562 = l_mut_2877 > l_3554;
if l_3562 {
let l_3563 = bitcast<u32>(l_3560);
let l_3564 = l_3563 ^ u32(2147483648);
let l_3565 = bitcast<f32>(l_3564);
let l_3566 = bitcast<u32>(l_3565);
let l_3567 = l_3566 + u32(1);
l_mut_3383 = l_3567;
let l_3568 = l_3566 & u32(2147483647);
let l_3569 = l_3568 == u32(0);
if l_3569 {
l_mut_3383 = u32(1);
} else {
let l_3570 = l_3566 & u32(2147483648);
let l_3571 = l_3570 != u32(0);
if l_3571 {
let l_3572 = l_3566 - u32(1);
l_mut_3383 = l_3572;
} else {
let l_3573 = l_3566 == u32(2139095040);
if l_3573 {
l_mut_3383 = l_3566;
}
}
}
let l_3574 = bitcast<f32>(l_mut_3383);
let l_3575 = bitcast<u32>(l_3574);
let l_3576 = l_3575 ^ u32(2147483648);
let l_3577 = bitcast<f32>(l_3576);
let l_3578 = bitcast<u32>(l_3577);
let l_3579 = l_3578 & u32(2147483647);
let l_3580 = bitcast<f32>(l_3579);
let l_3581 = f64(l_3580);
l_mut_2621 = l_3581;
let l_3582 = l_3579 < u32(8388608);
if l_3582 {
let l_3583 = f64(l_3579);
let l_3584 = l_3583 * f64(1.401298464324817e-45);
l_mut_2621 = l_3584;
}
let l_3585 = bitcast<u64>(l_mut_2621);
let l_3586 = l_3578 >> u32(31);
let l_3587 = u64(l_3586);
let l_3588 = l_3587 << u32(bitcast<u64>(u64(63)));
let l_3589 = l_3585 | l_3588;
let l_3590 = bitcast<f64>(l_3589);
l_mut_2877 = l_3590;
} else {
let l_3591 = bitcast<u32>(l_3560);
let l_3592 = l_3591 + u32(1);
l_mut_3383 = l_3592;
let l_3593 = l_3591 & u32(2147483647);
let l_3594 = l_3593 == u32(0);
if l_3594 {
l_mut_3383 = u32(1);
} else {
let l_3595 = l_3591 & u32(2147483648);
let l_3596 = l_3595 != u32(0);
if l_3596 {
let l_3597 = l_3591 - u32(1);
l_mut_3383 = l_3597;
} else {
let l_3598 = l_3591 == u32(2139095040);
if l_3598 {
l_mut_3383 = l_3591;
}
}
}
let l_3599 = bitcast<f32>(l_mut_3383);
let l_3600 = bitcast<u32>(l_3599);
let l_3601 = l_3600 & u32(2147483647);
let l_3602 = bitcast<f32>(l_3601);
let l_3603 = f64(l_3602);
l_mut_2621 = l_3603;
let l_3604 = l_3601 < u32(8388608);
if l_3604 {
let l_3605 = f64(l_3601);
let l_3606 = l_3605 * f64(1.401298464324817e-45);
l_mut_2621 = l_3606;
}
let l_3607 = bitcast<u64>(l_mut_2621);
let l_3608 = l_3600 >> u32(31);
let l_3609 = u64(l_3608);
let l_3610 = l_3609 << u32(bitcast<u64>(u64(63)));
let l_3611 = l_3607 | l_3610;
let l_3612 = bitcast<f64>(l_3611);
let l_3613 = l_3612 <= l_3554;
if l_3613 {
let l_3614 = bitcast<u32>(l_3560);
let l_3615 = l_3614 + u32(1);
l_mut_3383 = l_3615;
let l_3616 = l_3614 & u32(2147483647);
let l_3617 = l_3616 == u32(0);
if l_3617 {
l_mut_3383 = u32(1);
} else {
let l_3618 = l_3614 & u32(2147483648);
let l_3619 = l_3618 != u32(0);
if l_3619 {
let l_3620 = l_3614 - u32(1);
l_mut_3383 = l_3620;
} else {
let l_3621 = l_3614 == u32(2139095040);
if l_3621 {
l_mut_3383 = l_3614;
}
}
}
let l_3622 = bitcast<f32>(l_mut_3383);
let l_3623 = bitcast<u32>(l_3622);
let l_3624 = l_3623 & u32(2147483647);
let l_3625 = bitcast<f32>(l_3624);
let l_3626 = f64(l_3625);
l_mut_2621 = l_3626;
let l_3627 = l_3624 < u32(8388608);
if l_3627 {
let l_3628 = f64(l_3624);
let l_3629 = l_3628 * f64(1.401298464324817e-45);
l_mut_2621 = l_3629;
}
let l_3630 = bitcast<u64>(l_mut_2621);
let l_3631 = l_3623 >> u32(31);
let l_3632 = u64(l_3631);
let l_3633 = l_3632 << u32(bitcast<u64>(u64(63)));
let l_3634 = l_3630 | l_3633;
let l_3635 = bitcast<f64>(l_3634);
l_mut_2877 = l_3635;
}
}
}
l_mut_3131 = l_mut_2877;
} else {
let l_3636 = l_3465 - l_3468;
let l_3637 = l_3636 * f64(7.1362384635298e44);
let l_3638 = floor(l_3637);
let l_3639 = l_3638 * f64(1.401298464324817e-45);
l_mut_2877 = l_3639;
let l_3640 = abs(l_3636);
let l_3641 = l_3640 >= f64(1.1754943508222875e-38);
if l_3641 {
let l_3642 = f32(l_3636);
let l_3643 = f64(l_3642);
l_mut_2877 = l_3643;
let l_3644 = l_mut_2877 > l_3636;
if l_3644 {
let l_3645 = bitcast<u32>(l_3642);
let l_3646 = l_3645 ^ u32(2147483648);
let l_3647 = bitcast<f32>(l_3646);
let l_3648 = bitcast<u32>(l_3647);
let l_3649 = l_3648 + u32(1);
l_mut_3383 = l_3649;
let l_3650 = l_3648 & u32(2147483647);
let l_3651 = l_3650 == u32(0);
if l_3651 {
l_mut_3383 = u32(1);
} else {
let l_3652 = l_3648 & u32(2147483648);
let l_3653 = l_3652 != u32(0);
if l_3653 {
let l_3654 = l_3648 - u32(1);
l_mut_3383 = l_3654;
} else {
let l_3655 = l_3648 == u32(2139095040);
if l_3655 {
l_mut_3383 = l_3648;
}
}
}
let l_3656 = bitcast<f32>(l_mut_3383);
let l_3657 = bitcast<u32>(l_3656);
let l_3658 = l_3657 ^ u32(2147483648);
let l_3659 = bitcast<f32>(l_3658);
let l_3660 = bitcast<u32>(l_3659);
let l_3661 = l_3660 & u32(2147483647);
let l_3662 = bitcast<f32>(l_3661);
let l_3663 = f64(l_3662);
l_mut_2621 = l_3663;
let l_3664 = l_3661 < u32(8388608);
if l_3664 {
let l_3665 = f64(l_3661);
let l_3666 = l_3665 * f64(1.401298464324817e-45);
l_mut_2621 = l_3666;
}
let l_3667 = bitcast<u64>(l_mut_2621);
let l_3668 = l_3660 >> u32(31);
let l_3669 = u64(l_3668);
let l_3670 = l_3669 << u32(bitcast<u64>(u64(63)));
let l_3671 = l_3667 | l_3670;
let l_3672 = bitcast<f64>(l_3671);
l_mut_2877 = l_3672;
} else {
let l_3673 = bitcast<u32>(l_3642);
let l_3674 = l_3673 + u32(1);
l_mut_3383 = l_3674;
let l_3675 = l_3673 & u32(2147483647);
let l_3676 = l_3675 == u32(0);
if l_3676 {
l_mut_3383 = u32(1);
} else {
let l_3677 = l_3673 & u32(2147483648);
let l_3678 = l_3677 != u32(0);
if l_3678 {
let l_3679 = l_3673 - u32(1);
l_mut_3383 = l_3679;
} else {
let l_3680 = l_3673 == u32(2139095040);
if l_3680 {
l_mut_3383 = l_3673;
}
}
}
let l_3681 = bitcast<f32>(l_mut_3383);
let l_3682 = bitcast<u32>(l_3681);
let l_3683 = l_3682 & u32(2147483647);
let l_3684 = bitcast<f32>(l_3683);
let l_3685 = f64(l_3684);
l_mut_2621 = l_3685;
let l_3686 = l_3683 < u32(8388608);
if l_3686 {
let l_3687 = f64(l_3683);
let l_3688 = l_3687 * f64(1.401298464324817e-45);
l_mut_2621 = l_3688;
}
let l_3689 = bitcast<u64>(l_mut_2621);
let l_3690 = l_3682 >> u32(31);
let l_3691 = u64(l_3690);
let l_3692 = l_3691 << u32(bitcast<u64>(u64(63)));
let l_3693 = l_3689 | l_3692;
let l_3694 = bitcast<f64>(l_3693);
let l_3695 = l_3694 <= l_3636;
if l_3695 {
let l_3696 = bitcast<u32>(l_3642);
let l_3697 = l_3696 + u32(1);
l_mut_3383 = l_3697;
let l_3698 = l_3696 & u32(2147483647);
let l_3699 = l_3698 == u32(0);
if l_3699 {
l_mut_3383 = u32(1);
} else {
let l_3700 = l_3696 & u32(2147483648);
let l_3701 = l_3700 != u32(0);
if l_3701 {
let l_3702 = l_3696 - u32(1);
l_mut_3383 = l_3702;
} else {
let l_3703 = l_3696 == u32(2139095040);
if l_3703 {
l_mut_3383 = l_3696;
}
}
}
let l_3704 = bitcast<f32>(l_mut_3383);
let l_3705 = bitcast<u32>(l_3704);
let l_3706 = l_3705 & u32(2147483647);
let l_3707 = bitcast<f32>(l_3706);
let l_3708 = f64(l_3707);
l_mut_2621 = l_3708;
let l_3709 = l_3706 < u32(8388608);
if l_3709 {
let l_3710 = f64(l_3706);
let l_3711 = l_3710 * f64(1.401298464324817e-45);
l_mut_2621 = l_3711;
}
let l_3712 = bitcast<u64>(l_mut_2621);
let l_3713 = l_3705 >> u32(31);
let l_3714 = u64(l_3713);
let l_3715 = l_3714 << u32(bitcast<u64>(u64(63)));
let l_3716 = l_3712 | l_3715;
let l_3717 = bitcast<f64>(l_3716);
l_mut_2877 = l_3717;
}
}
}
l_mut_3131 = l_mut_2877;
}
let l_3718 = l_mut_1352 + l_168;
let l_3719 = abs(l_3718);
let l_3720 = l_3719 * f64(2.220446049250313e-16);
let l_3721 = l_2247 + l_3720;
let l_3722 = l_3718 + l_3721;
let l_3723 = -l_3722;
let l_3724 = l_3723 * f64(7.1362384635298e44);
let l_3725 = floor(l_3724);
let l_3726 = l_3725 * f64(1.401298464324817e-45);
l_mut_2877 = l_3726;
let l_3727 = abs(l_3723);
let l_3728 = l_3727 >= f64(1.1754943508222875e-38);
if l_3728 {
let l_3729 = f32(l_3723);
let l_3730 = f64(l_3729);
l_mut_2877 = l_3730;
let l_3731 = l_mut_2877 > l_3723;
if l_3731 {
let l_3732 = bitcast<u32>(l_3729);
let l_3733 = l_3732 ^ u32(2147483648);
let l_3734 = bitcast<f32>(l_3733);
let l_3735 = bitcast<u32>(l_3734);
let l_3736 = l_3735 + u32(1);
l_mut_3383 = l_3736;
let l_3737 = l_3735 & u32(2147483647);
let l_3738 = l_3737 == u32(0);
if l_3738 {
l_mut_3383 = u32(1);
} else {
let l_3739 = l_3735 & u32(2147483648);
let l_3740 = l_3739 != u32(0);
if l_3740 {
let l_3741 = l_3735 - u32(1);
l_mut_3383 = l_3741;
} else {
let l_3742 = l_3735 == u32(2139095040);
if l_3742 {
l_mut_3383 = l_3735;
}
}
}
let l_3743 = bitcast<f32>(l_mut_3383);
let l_3744 = bitcast<u32>(l_3743);
let l_3745 = l_3744 ^ u32(2147483648);
let l_3746 = bitcast<f32>(l_3745);
let l_3747 = bitcast<u32>(l_3746);
let l_3748 = l_3747 & u32(2147483647);
let l_3749 = bitcast<f32>(l_3748);
let l_3750 = f64(l_3749);
l_mut_2621 = l_3750;
let l_3751 = l_3748 < u32(8388608);
if l_3751 {
let l_3752 = f64(l_3748);
let l_3753 = l_3752 * f64(1.401298464324817e-45);
l_mut_2621 = l_3753;
}
let l_3754 = bitcast<u64>(l_mut_2621);
let l_3755 = l_3747 >> u32(31);
let l_3756 = u64(l_3755);
let l_3757 = l_3756 << u32(bitcast<u64>(u64(63)));
let l_3758 = l_3754 | l_3757;
let l_3759 = bitcast<f64>(l_3758);
l_mut_2877 = l_3759;
} else {
let l_3760 = bitcast<u32>(l_3729);
let l_3761 = l_3760 + u32(1);
l_mut_3383 = l_3761;
let l_3762 = l_3760 & u32(2147483647);
let l_3763 = l_3762 == u32(0);
if l_3763 {
l_mut_3383 = u32(1);
} else {
let l_3764 = l_3760 & u32(2147483648);
let l_3765 = l_3764 != u32(0);
if l_3765 {
let l_3766 = l_3760 - u32(1);
l_mut_3383 = l_3766;
} else {
let l_3767 = l_3760 == u32(2139095040);
if l_3767 {
l_mut_3383 = l_3760;
}
}
}
let l_3768 = bitcast<f32>(l_mut_3383);
let l_3769 = bitcast<u32>(l_3768);
let l_3770 = l_3769 & u32(2147483647);
let l_3771 = bitcast<f32>(l_3770);
let l_3772 = f64(l_3771);
l_mut_2621 = l_3772;
let l_3773 = l_3770 < u32(8388608);
if l_3773 {
let l_3774 = f64(l_3770);
let l_3775 = l_3774 * f64(1.401298464324817e-45);
l_mut_2621 = l_3775;
}
let l_3776 = bitcast<u64>(l_mut_2621);
let l_3777 = l_3769 >> u32(31);
let l_3778 = u64(l_3777);
let l_3779 = l_3778 << u32(bitcast<u64>(u64(63)));
let l_3780 = l_3776 | l_3779;
let l_3781 = bitcast<f64>(l_3780);
let l_3782 = l_3781 <= l_3723;
if l_3782 {
let l_3783 = bitcast<u32>(l_3729);
let l_3784 = l_3783 + u32(1);
l_mut_3383 = l_3784;
let l_3785 = l_3783 & u32(2147483647);
let l_3786 = l_3785 == u32(0);
if l_3786 {
l_mut_3383 = u32(1);
} else {
let l_3787 = l_3783 & u32(2147483648);
let l_3788 = l_3787 != u32(0);
if l_3788 {
let l_3789 = l_3783 - u32(1);
l_mut_3383 = l_3789;
} else {
let l_3790 = l_3783 == u32(2139095040);
if l_3790 {
l_mut_3383 = l_3783;
}
}
}
let l_3791 = bitcast<f32>(l_mut_3383);
let l_3792 = bitcast<u32>(l_3791);
let l_3793 = l_3792 & u32(2147483647);
let l_3794 = bitcast<f32>(l_3793);
let l_3795 = f64(l_3794);
l_mut_2621 = l_3795;
let l_3796 = l_3793 < u32(8388608);
if l_3796 {
let l_3797 = f64(l_3793);
let l_3798 = l_3797 * f64(1.401298464324817e-45);
l_mut_2621 = l_3798;
}
let l_3799 = bitcast<u64>(l_mut_2621);
let l_3800 = l_3792 >> u32(31);
let l_3801 = u64(l_3800);
let l_3802 = l_3801 << u32(bitcast<u64>(u64(63)));
let l_3803 = l_3799 | l_3802;
let l_3804 = bitcast<f64>(l_3803);
l_mut_2877 = l_3804;
}
}
}
let l_3805 = -l_mut_2877;
l_mut_2877 = l_3805;
let l_3806 = bool(false) && bool(false);
if l_3806 {
let l_3807 = l_3718 + l_3721;
let l_3808 = l_3807 * f64(7.1362384635298e44);
let l_3809 = floor(l_3808);
let l_3810 = l_3809 * f64(1.401298464324817e-45);
l_mut_2621 = l_3810;
let l_3811 = abs(l_3807);
let l_3812 = l_3811 >= f64(1.1754943508222875e-38);
if l_3812 {
let l_3813 = f32(l_3807);
let l_3814 = f64(l_3813);
l_mut_2621 = l_3814;
let l_3815 = l_mut_2621 > l_3807;
if l_3815 {
let l_3816 = bitcast<u32>(l_3813);
let l_3817 = l_3816 ^ u32(2147483648);
let l_3818 = bitcast<f32>(l_3817);
let l_3819 = bitcast<u32>(l_3818);
let l_3820 = l_3819 + u32(1);
l_mut_3383 = l_3820;
let l_3821 = l_3819 & u32(2147483647);
let l_3822 = l_3821 == u32(0);
if l_3822 {
l_mut_3383 = u32(1);
} else {
let l_3823 = l_3819 & u32(2147483648);
let l_3824 = l_3823 != u32(0);
if l_3824 {
let l_3825 = l_3819 - u32(1);
l_mut_3383 = l_3825;
} else {
let l_3826 = l_3819 == u32(2139095040);
if l_3826 {
l_mut_3383 = l_3819;
}
}
}
let l_3827 = bitcast<f32>(l_mut_3383);
let l_3828 = bitcast<u32>(l_3827);
let l_3829 = l_3828 ^ u32(2147483648);
let l_3830 = bitcast<f32>(l_3829);
let l_3831 = bitcast<u32>(l_3830);
let l_3832 = l_3831 & u32(2147483647);
let l_3833 = bitcast<f32>(l_3832);
let l_3834 = f64(l_3833);
l_mut_2367 = l_3834;
let l_3835 = l_3832 < u32(8388608);
if l_3835 {
let l_3836 = f64(l_3832);
let l_3837 = l_3836 * f64(1.401298464324817e-45);
l_mut_2367 = l_3837;
}
let l_3838 = bitcast<u64>(l_mut_2367);
let l_3839 = l_3831 >> u32(31);
let l_3840 = u64(l_3839);
let l_3841 = l_3840 << u32(bitcast<u64>(u64(63)));
let l_3842 = l_3838 | l_3841;
let l_3843 = bitcast<f64>(l_3842);
l_mut_2621 = l_3843;
} else {
let l_3844 = bitcast<u32>(l_3813);
let l_3845 = l_3844 + u32(1);
l_mut_3383 = l_3845;
let l_3846 = l_3844 & u32(2147483647);
let l_3847 = l_3846 == u32(0);
if l_3847 {
l_mut_3383 = u32(1);
} else {
let l_3848 = l_3844 & u32(2147483648);
let l_3849 = l_3848 != u32(0);
if l_3849 {
let l_3850 = l_3844 - u32(1);
l_mut_3383 = l_3850;
} else {
let l_3851 = l_3844 == u32(2139095040);
if l_3851 {
l_mut_3383 = l_3844;
}
}
}
let l_3852 = bitcast<f32>(l_mut_3383);
let l_3853 = bitcast<u32>(l_3852);
let l_3854 = l_3853 & u32(2147483647);
let l_3855 = bitcast<f32>(l_3854);
let l_3856 = f64(l_3855);
l_mut_2367 = l_3856;
let l_3857 = l_3854 < u32(8388608);
if l_3857 {
let l_3858 = f64(l_3854);
let l_3859 = l_3858 * f64(1.401298464324817e-45);
l_mut_2367 = l_3859;
}
let l_3860 = bitcast<u64>(l_mut_2367);
let l_3861 = l_3853 >> u32(31);
let l_3862 = u64(l_3861);
let l_3863 = l_3862 << u32(bitcast<u64>(u64(63)));
let l_3864 = l_3860 | l_3863;
let l_3865 = bitcast<f64>(l_3864);
let l_3866 = l_3865 <= l_3807;
if l_3866 {
let l_3867 = bitcast<u32>(l_3813);
let l_3868 = l_3867 + u32(1);
l_mut_3383 = l_3868;
let l_3869 = l_3867 & u32(2147483647);
let l_3870 = l_3869 == u32(0);
if l_3870 {
l_mut_3383 = u32(1);
} else {
let l_3871 = l_3867 & u32(2147483648);
let l_3872 = l_3871 != u32(0);
if l_3872 {
let l_3873 = l_3867 - u32(1);
l_mut_3383 = l_3873;
} else {
let l_3874 = l_3867 == u32(2139095040);
if l_3874 {
l_mut_3383 = l_3867;
}
}
}
let l_3875 = bitcast<f32>(l_mut_3383);
let l_3876 = bitcast<u32>(l_3875);
let l_3877 = l_3876 & u32(2147483647);
let l_3878 = bitcast<f32>(l_3877);
let l_3879 = f64(l_3878);
l_mut_2367 = l_3879;
let l_3880 = l_3877 < u32(8388608);
if l_3880 {
let l_3881 = f64(l_3877);
let l_3882 = l_3881 * f64(1.401298464324817e-45);
l_mut_2367 = l_3882;
}
let l_3883 = bitcast<u64>(l_mut_2367);
let l_3884 = l_3876 >> u32(31);
let l_3885 = u64(l_3884);
let l_3886 = l_3885 << u32(bitcast<u64>(u64(63)));
let l_3887 = l_3883 | l_3886;
let l_3888 = bitcast<f64>(l_3887);
l_mut_2621 = l_3888;
}
}
}
l_mut_2877 = l_mut_2621;
} else {
}
let l_3889 = l_mut_1269 - l_168;
let l_3890 = abs(l_3889);
let l_3891 = l_3890 * f64(2.220446049250313e-16);
let l_3892 = l_2249 + l_3891;
let l_3893 = l_3889 + l_3892;
let l_3894 = -l_3893;
let l_3895 = l_3894 * f64(7.1362384635298e44);
let l_3896 = floor(l_3895);
let l_3897 = l_3896 * f64(1.401298464324817e-45);
l_mut_2621 = l_3897;
let l_3898 = abs(l_3894);
let l_3899 = l_3898 >= f64(1.1754943508222875e-38);
if l_3899 {
let l_3900 = f32(l_3894);
let l_3901 = f64(l_3900);
l_mut_2621 = l_3901;
let l_3902 = l_mut_2621 > l_3894;
if l_3902 {
let l_3903 = bitcast<u32>(l_3900);
let l_3904 = l_3903 ^ u32(2147483648);
let l_3905 = bitcast<f32>(l_3904);
let l_3906 = bitcast<u32>(l_3905);
let l_3907 = l_3906 + u32(1);
l_mut_3383 = l_3907;
let l_3908 = l_3906 & u32(2147483647);
let l_3909 = l_3908 == u32(0);
if l_3909 {
l_mut_3383 = u32(1);
} else {
let l_3910 = l_3906 & u32(2147483648);
let l_3911 = l_3910 != u32(0);
if l_3911 {
let l_3912 = l_3906 - u32(1);
l_mut_3383 = l_3912;
} else {
let l_3913 = l_3906 == u32(2139095040);
if l_3913 {
l_mut_3383 = l_3906;
}
}
}
let l_3914 = bitcast<f32>(l_mut_3383);
let l_3915 = bitcast<u32>(l_3914);
let l_3916 = l_3915 ^ u32(2147483648);
let l_3917 = bitcast<f32>(l_3916);
let l_3918 = bitcast<u32>(l_3917);
let l_3919 = l_3918 & u32(2147483647);
let l_3920 = bitcast<f32>(l_3919);
let l_3921 = f64(l_3920);
l_mut_2367 = l_3921;
let l_3922 = l_3919 < u32(8388608);
if l_3922 {
let l_3923 = f64(l_3919);
let l_3924 = l_3923 * f64(1.401298464324817e-45);
l_mut_2367 = l_3924;
}
let l_3925 = bitcast<u64>(l_mut_2367);
let l_3926 = l_3918 >> u32(31);
let l_3927 = u64(l_3926);
let l_3928 = l_3927 << u32(bitcast<u64>(u64(63)));
let l_3929 = l_3925 | l_3928;
let l_3930 = bitcast<f64>(l_3929);
l_mut_2621 = l_3930;
} else {
let l_3931 = bitcast<u32>(l_3900);
let l_3932 = l_3931 + u32(1);
l_mut_3383 = l_3932;
let l_3933 = l_3931 & u32(2147483647);
let l_3934 = l_3933 == u32(0);
if l_3934 {
l_mut_3383 = u32(1);
} else {
let l_3935 = l_3931 & u32(2147483648);
let l_3936 = l_3935 != u32(0);
if l_3936 {
let l_3937 = l_3931 - u32(1);
l_mut_3383 = l_3937;
} else {
let l_3938 = l_3931 == u32(2139095040);
if l_3938 {
l_mut_3383 = l_3931;
}
}
}
let l_3939 = bitcast<f32>(l_mut_3383);
let l_3940 = bitcast<u32>(l_3939);
let l_3941 = l_3940 & u32(2147483647);
let l_3942 = bitcast<f32>(l_3941);
let l_3943 = f64(l_3942);
l_mut_2367 = l_3943;
let l_3944 = l_3941 < u32(8388608);
if l_3944 {
let l_3945 = f64(l_3941);
let l_3946 = l_3945 * f64(1.401298464324817e-45);
l_mut_2367 = l_3946;
}
let l_3947 = bitcast<u64>(l_mut_2367);
let l_3948 = l_3940 >> u32(31);
let l_3949 = u64(l_3948);
let l_3950 = l_3949 << u32(bitcast<u64>(u64(63)));
let l_3951 = l_3947 | l_3950;
let l_3952 = bitcast<f64>(l_3951);
let l_3953 = l_3952 <= l_3894;
if l_3953 {
let l_3954 = bitcast<u32>(l_3900);
let l_3955 = l_3954 + u32(1);
l_mut_3383 = l_3955;
let l_3956 = l_3954 & u32(2147483647);
let l_3957 = l_3956 == u32(0);
if l_3957 {
l_mut_3383 = u32(1);
} else {
let l_3958 = l_3954 & u32(2147483648);
let l_3959 = l_3958 != u32(0);
if l_3959 {
let l_3960 = l_3954 - u32(1);
l_mut_3383 = l_3960;
} else {
let l_3961 = l_3954 == u32(2139095040);
if l_3961 {
l_mut_3383 = l_3954;
}
}
}
let l_3962 = bitcast<f32>(l_mut_3383);
let l_3963 = bitcast<u32>(l_3962);
let l_3964 = l_3963 & u32(2147483647);
let l_3965 = bitcast<f32>(l_3964);
let l_3966 = f64(l_3965);
l_mut_2367 = l_3966;
let l_3967 = l_3964 < u32(8388608);
if l_3967 {
let l_3968 = f64(l_3964);
let l_3969 = l_3968 * f64(1.401298464324817e-45);
l_mut_2367 = l_3969;
}
let l_3970 = bitcast<u64>(l_mut_2367);
let l_3971 = l_3963 >> u32(31);
let l_3972 = u64(l_3971);
let l_3973 = l_3972 << u32(bitcast<u64>(u64(63)));
let l_3974 = l_3970 | l_3973;
let l_3975 = bitcast<f64>(l_3974);
l_mut_2621 = l_3975;
}
}
}
let l_3976 = -l_mut_2621;
l_mut_2621 = l_3976;
let l_3977 = bool(true) && bool(false);
if l_3977 {
let l_3978 = l_3889 + l_3892;
let l_3979 = l_3978 * f64(7.1362384635298e44);
let l_3980 = floor(l_3979);
let l_3981 = l_3980 * f64(1.401298464324817e-45);
l_mut_2367 = l_3981;
let l_3982 = abs(l_3978);
let l_3983 = l_3982 >= f64(1.1754943508222875e-38);
if l_3983 {
let l_3984 = f32(l_3978);
let l_3985 = f64(l_3984);
l_mut_2367 = l_3985;
let l_3986 = l_mut_2367 > l_3978;
if l_3986 {
let l_3987 = bitcast<u32>(l_3984);
let l_3988 = l_3987 ^ u32(2147483648);
let l_3989 = bitcast<f32>(l_3988);
let l_3990 = bitcast<u32>(l_3989);
let l_3991 = l_3990 + u32(1);
l_mut_3383 = l_3991;
let l_3992 = l_3990 & u32(2147483647);
let l_3993 = l_3992 == u32(0);
if l_3993 {
l_mut_3383 = u32(1);
} else {
let l_3994 = l_3990 & u32(2147483648);
let l_3995 = l_3994 != u32(0);
if l_3995 {
let l_3996 = l_3990 - u32(1);
l_mut_3383 = l_3996;
} else {
let l_3997 = l_3990 == u32(2139095040);
if l_3997 {
l_mut_3383 = l_3990;
}
}
}
let l_3998 = bitcast<f32>(l_mut_3383);
let l_3999 = bitcast<u32>(l_3998);
let l_4000 = l_3999 ^ u32(2147483648);
let l_4001 = bitcast<f32>(l_4000);
let l_4002 = bitcast<u32>(l_4001);
let l_4003 = l_4002 & u32(2147483647);
let l_4004 = bitcast<f32>(l_4003);
let l_4005 = f64(l_4004);
l_mut_43 = l_4005;
let l_4006 = l_4003 < u32(8388608);
if l_4006 {
let l_4007 = f64(l_4003);
let l_4008 = l_4007 * f64(1.401298464324817e-45);
l_mut_43 = l_4008;
}
let l_4009 = bitcast<u64>(l_mut_43);
let l_4010 = l_4002 >> u32(31);
let l_4011 = u64(l_4010);
let l_4012 = l_4011 << u32(bitcast<u64>(u64(63)));
let l_4013 = l_4009 | l_4012;
let l_4014 = bitcast<f64>(l_4013);
l_mut_2367 = l_4014;
} else {
let l_4015 = bitcast<u32>(l_3984);
let l_4016 = l_4015 + u32(1);
l_mut_3383 = l_4016;
let l_4017 = l_4015 & u32(2147483647);
let l_4018 = l_4017 == u32(0);
if l_4018 {
l_mut_3383 = u32(1);
} else {
let l_4019 = l_4015 & u32(2147483648);
let l_4020 = l_4019 != u32(0);
if l_4020 {
let l_4021 = l_4015 - u32(1);
l_mut_3383 = l_4021;
} else {
let l_4022 = l_4015 == u32(2139095040);
if l_4022 {
l_mut_3383 = l_4015;
}
}
}
let l_4023 = bitcast<f32>(l_mut_3383);
let l_4024 = bitcast<u32>(l_4023);
let l_4025 = l_4024 & u32(2147483647);
let l_4026 = bitcast<f32>(l_4025);
let l_4027 = f64(l_4026);
l_mut_43 = l_4027;
let l_4028 = l_4025 < u32(8388608);
if l_4028 {
let l_4029 = f64(l_4025);
let l_4030 = l_4029 * f64(1.401298464324817e-45);
l_mut_43 = l_4030;
}
let l_4031 = bitcast<u64>(l_mut_43);
let l_4032 = l_4024 >> u32(31);
let l_4033 = u64(l_4032);
let l_4034 = l_4033 << u32(bitcast<u64>(u64(63)));
let l_4035 = l_4031 | l_4034;
let l_4036 = bitcast<f64>(l_4035);
let l_4037 = l_4036 <= l_3978;
if l_4037 {
let l_4038 = bitcast<u32>(l_3984);
let l_4039 = l_4038 + u32(1);
l_mut_3383 = l_4039;
let l_4040 = l_4038 & u32(2147483647);
let l_4041 = l_4040 == u32(0);
if l_4041 {
l_mut_3383 = u32(1);
} else {
let l_4042 = l_4038 & u32(2147483648);
let l_4043 = l_4042 != u32(0);
if l_4043 {
let l_4044 = l_4038 - u32(1);
l_mut_3383 = l_4044;
} else {
let l_4045 = l_4038 == u32(2139095040);
if l_4045 {
l_mut_3383 = l_4038;
}
}
}
let l_4046 = bitcast<f32>(l_mut_3383);
let l_4047 = bitcast<u32>(l_4046);
let l_4048 = l_4047 & u32(2147483647);
let l_4049 = bitcast<f32>(l_4048);
let l_4050 = f64(l_4049);
l_mut_43 = l_4050;
let l_4051 = l_4048 < u32(8388608);
if l_4051 {
let l_4052 = f64(l_4048);
let l_4053 = l_4052 * f64(1.401298464324817e-45);
l_mut_43 = l_4053;
}
let l_4054 = bitcast<u64>(l_mut_43);
let l_4055 = l_4047 >> u32(31);
let l_4056 = u64(l_4055);
let l_4057 = l_4056 << u32(bitcast<u64>(u64(63)));
let l_4058 = l_4054 | l_4057;
let l_4059 = bitcast<f64>(l_4058);
l_mut_2367 = l_4059;
}
}
}
l_mut_2621 = l_mut_2367;
} else {
let l_4060 = l_3889 - l_3892;
let l_4061 = l_4060 * f64(7.1362384635298e44);
let l_4062 = floor(l_4061);
let l_4063 = l_4062 * f64(1.401298464324817e-45);
l_mut_2367 = l_4063;
let l_4064 = abs(l_4060);
let l_4065 = l_4064 >= f64(1.1754943508222875e-38);
if l_4065 {
let l_4066 = f32(l_4060);
let l_4067 = f64(l_4066);
l_mut_2367 = l_4067;
let l_4068 = l_mut_2367 > l_4060;
if l_4068 {
let l_4069 = bitcast<u32>(l_4066);
let l_4070 = l_4069 ^ u32(2147483648);
let l_4071 = bitcast<f32>(l_4070);
let l_4072 = bitcast<u32>(l_4071);
let l_4073 = l_4072 + u32(1);
l_mut_3383 = l_4073;
let l_4074 = l_4072 & u32(2147483647);
let l_4075 = l_4074 == u32(0);
if l_4075 {
l_mut_3383 = u32(1);
} else {
let l_4076 = l_4072 & u32(2147483648);
let l_4077 = l_4076 != u32(0);
if l_4077 {
let l_4078 = l_4072 - u32(1);
l_mut_3383 = l_4078;
} else {
let l_4079 = l_4072 == u32(2139095040);
if l_4079 {
l_mut_3383 = l_4072;
}
}
}
let l_4080 = bitcast<f32>(l_mut_3383);
let l_4081 = bitcast<u32>(l_4080);
let l_4082 = l_4081 ^ u32(2147483648);
let l_4083 = bitcast<f32>(l_4082);
let l_4084 = bitcast<u32>(l_4083);
let l_4085 = l_4084 & u32(2147483647);
let l_4086 = bitcast<f32>(l_4085);
let l_4087 = f64(l_4086);
l_mut_43 = l_4087;
let l_4088 = l_4085 < u32(8388608);
if l_4088 {
let l_4089 = f64(l_4085);
let l_4090 = l_4089 * f64(1.401298464324817e-45);
l_mut_43 = l_4090;
}
let l_4091 = bitcast<u64>(l_mut_43);
let l_4092 = l_4084 >> u32(31);
let l_4093 = u64(l_4092);
let l_4094 = l_4093 << u32(bitcast<u64>(u64(63)));
let l_4095 = l_4091 | l_4094;
let l_4096 = bitcast<f64>(l_4095);
l_mut_2367 = l_4096;
} else {
let l_4097 = bitcast<u32>(l_4066);
let l_4098 = l_4097 + u32(1);
l_mut_3383 = l_4098;
let l_4099 = l_4097 & u32(2147483647);
let l_4100 = l_4099 == u32(0);
if l_4100 {
l_mut_3383 = u32(1);
} else {
let l_4101 = l_4097 & u32(2147483648);
let l_4102 = l_4101 != u32(0);
if l_4102 {
let l_4103 = l_4097 - u32(1);
l_mut_3383 = l_4103;
} else {
let l_4104 = l_4097 == u32(2139095040);
if l_4104 {
l_mut_3383 = l_4097;
}
}
}
let l_4105 = bitcast<f32>(l_mut_3383);
let l_4106 = bitcast<u32>(l_4105);
let l_4107 = l_4106 & u32(2147483647);
let l_4108 = bitcast<f32>(l_4107);
let l_4109 = f64(l_4108);
l_mut_43 = l_4109;
let l_4110 = l_4107 < u32(8388608);
if l_4110 {
let l_4111 = f64(l_4107);
let l_4112 = l_4111 * f64(1.401298464324817e-45);
l_mut_43 = l_4112;
}
let l_4113 = bitcast<u64>(l_mut_43);
let l_4114 = l_4106 >> u32(31);
let l_4115 = u64(l_4114);
let l_4116 = l_4115 << u32(bitcast<u64>(u64(63)));
let l_4117 = l_4113 | l_4116;
let l_4118 = bitcast<f64>(l_4117);
let l_4119 = l_4118 <= l_4060;
if l_4119 {
let l_4120 = bitcast<u32>(l_4066);
let l_4121 = l_4120 + u32(1);
l_mut_3383 = l_4121;
let l_4122 = l_4120 & u32(2147483647);
let l_4123 = l_4122 == u32(0);
if l_4123 {
l_mut_3383 = u32(1);
} else {
let l_4124 = l_4120 & u32(2147483648);
let l_4125 = l_4124 != u32(0);
if l_4125 {
let l_4126 = l_4120 - u32(1);
l_mut_3383 = l_4126;
} else {
let l_4127 = l_4120 == u32(2139095040);
if l_4127 {
l_mut_3383 = l_4120;
}
}
}
let l_4128 = bitcast<f32>(l_mut_3383);
let l_4129 = bitcast<u32>(l_4128);
let l_4130 = l_4129 & u32(2147483647);
let l_4131 = bitcast<f32>(l_4130);
let l_4132 = f64(l_4131);
l_mut_43 = l_4132;
let l_4133 = l_4130 < u32(8388608);
if l_4133 {
let l_4134 = f64(l_4130);
let l_4135 = l_4134 * f64(1.401298464324817e-45);
l_mut_43 = l_4135;
}
let l_4136 = bitcast<u64>(l_mut_43);
let l_4137 = l_4129 >> u32(31);
let l_4138 = u64(l_4137);
let l_4139 = l_4138 << u32(bitcast<u64>(u64(63)));
let l_4140 = l_4136 | l_4139;
let l_4141 = bitcast<f64>(l_4140);
l_mut_2367 = l_4141;
}
}
}
l_mut_2621 = l_mut_2367;
}
let l_4142 = l_mut_1269 + l_168;
let l_4143 = abs(l_4142);
let l_4144 = l_4143 * f64(2.220446049250313e-16);
let l_4145 = l_2249 + l_4144;
let l_4146 = l_4142 + l_4145;
let l_4147 = -l_4146;
let l_4148 = l_4147 * f64(7.1362384635298e44);
let l_4149 = floor(l_4148);
let l_4150 = l_4149 * f64(1.401298464324817e-45);
l_mut_2367 = l_4150;
let l_4151 = abs(l_4147);
let l_4152 = l_4151 >= f64(1.1754943508222875e-38);
if l_4152 {
let l_4153 = f32(l_4147);
let l_4154 = f64(l_4153);
l_mut_2367 = l_4154;
let l_4155 = l_mut_2367 > l_4147;
if l_4155 {
let l_4156 = bitcast<u32>(l_4153);
let l_4157 = l_4156 ^ u32(2147483648);
let l_4158 = bitcast<f32>(l_4157);
let l_4159 = bitcast<u32>(l_4158);
let l_4160 = l_4159 + u32(1);
l_mut_3383 = l_4160;
let l_4161 = l_4159 & u32(2147483647);
let l_4162 = l_4161 == u32(0);
if l_4162 {
l_mut_3383 = u32(1);
} else {
let l_4163 = l_4159 & u32(2147483648);
let l_4164 = l_4163 != u32(0);
if l_4164 {
let l_4165 = l_4159 - u32(1);
l_mut_3383 = l_4165;
} else {
let l_4166 = l_4159 == u32(2139095040);
if l_4166 {
l_mut_3383 = l_4159;
}
}
}
let l_4167 = bitcast<f32>(l_mut_3383);
let l_4168 = bitcast<u32>(l_4167);
let l_4169 = l_4168 ^ u32(2147483648);
let l_4170 = bitcast<f32>(l_4169);
let l_4171 = bitcast<u32>(l_4170);
let l_4172 = l_4171 & u32(2147483647);
let l_4173 = bitcast<f32>(l_4172);
let l_4174 = f64(l_4173);
l_mut_43 = l_4174;
let l_4175 = l_4172 < u32(8388608);
if l_4175 {
let l_4176 = f64(l_4172);
let l_4177 = l_4176 * f64(1.401298464324817e-45);
l_mut_43 = l_4177;
}
let l_4178 = bitcast<u64>(l_mut_43);
let l_4179 = l_4171 >> u32(31);
let l_4180 = u64(l_4179);
let l_4181 = l_4180 << u32(bitcast<u64>(u64(63)));
let l_4182 = l_4178 | l_4181;
let l_4183 = bitcast<f64>(l_4182);
l_mut_2367 = l_4183;
} else {
let l_4184 = bitcast<u32>(l_4153);
let l_4185 = l_4184 + u32(1);
l_mut_3383 = l_4185;
let l_4186 = l_4184 & u32(2147483647);
let l_4187 = l_4186 == u32(0);
if l_4187 {
l_mut_3383 = u32(1);
} else {
let l_4188 = l_4184 & u32(2147483648);
let l_4189 = l_4188 != u32(0);
if l_4189 {
let l_4190 = l_4184 - u32(1);
l_mut_3383 = l_4190;
} else {
let l_4191 = l_4184 == u32(2139095040);
if l_4191 {
l_mut_3383 = l_4184;
}
}
}
let l_4192 = bitcast<f32>(l_mut_3383);
let l_4193 = bitcast<u32>(l_4192);
let l_4194 = l_4193 & u32(2147483647);
let l_4195 = bitcast<f32>(l_4194);
let l_4196 = f64(l_4195);
l_mut_43 = l_4196;
let l_4197 = l_4194 < u32(8388608);
if l_4197 {
let l_4198 = f64(l_4194);
let l_4199 = l_4198 * f64(1.401298464324817e-45);
l_mut_43 = l_4199;
}
let l_4200 = bitcast<u64>(l_mut_43);
let l_4201 = l_4193 >> u32(31);
let l_4202 = u64(l_4201);
let l_4203 = l_4202 << u32(bitcast<u64>(u64(63)));
let l_4204 = l_4200 | l_4203;
let l_4205 = bitcast<f64>(l_4204);
let l_4206 = l_4205 <= l_4147;
if l_4206 {
let l_4207 = bitcast<u32>(l_4153);
let l_4208 = l_4207 + u32(1);
l_mut_3383 = l_4208;
let l_4209 = l_4207 & u32(2147483647);
let l_4210 = l_4209 == u32(0);
if l_4210 {
l_mut_3383 = u32(1);
} else {
let l_4211 = l_4207 & u32(2147483648);
let l_4212 = l_4211 != u32(0);
if l_4212 {
let l_4213 = l_4207 - u32(1);
l_mut_3383 = l_4213;
} else {
let l_4214 = l_4207 == u32(2139095040);
if l_4214 {
l_mut_3383 = l_4207;
}
}
}
let l_4215 = bitcast<f32>(l_mut_3383);
let l_4216 = bitcast<u32>(l_4215);
let l_4217 = l_4216 & u32(2147483647);
let l_4218 = bitcast<f32>(l_4217);
let l_4219 = f64(l_4218);
l_mut_43 = l_4219;
let l_4220 = l_4217 < u32(8388608);
if l_4220 {
let l_4221 = f64(l_4217);
let l_4222 = l_4221 * f64(1.401298464324817e-45);
l_mut_43 = l_4222;
}
let l_4223 = bitcast<u64>(l_mut_43);
let l_4224 = l_4216 >> u32(31);
let l_4225 = u64(l_4224);
let l_4226 = l_4225 << u32(bitcast<u64>(u64(63)));
let l_4227 = l_4223 | l_4226;
let l_4228 = bitcast<f64>(l_4227);
l_mut_2367 = l_4228;
}
}
}
let l_4229 = -l_mut_2367;
l_mut_2367 = l_4229;
let l_4230 = bool(false) && bool(false);
if l_4230 {
let l_4231 = l_4142 + l_4145;
let l_4232 = l_4231 * f64(7.1362384635298e44);
let l_4233 = floor(l_4232);
let l_4234 = l_4233 * f64(1.401298464324817e-45);
l_mut_43 = l_4234;
let l_4235 = abs(l_4231);
let l_4236 = l_4235 >= f64(1.1754943508222875e-38);
if l_4236 {
let l_4237 = f32(l_4231);
let l_4238 = f64(l_4237);
l_mut_43 = l_4238;
let l_4239 = l_mut_43 > l_4231;
if l_4239 {
let l_4240 = bitcast<u32>(l_4237);
let l_4241 = l_4240 ^ u32(2147483648);
let l_4242 = bitcast<f32>(l_4241);
let l_4243 = bitcast<u32>(l_4242);
let l_4244 = l_4243 + u32(1);
l_mut_3383 = l_4244;
let l_4245 = l_4243 & u32(2147483647);
let l_4246 = l_4245 == u32(0);
if l_4246 {
l_mut_3383 = u32(1);
} else {
let l_4247 = l_4243 & u32(2147483648);
let l_4248 = l_4247 != u32(0);
if l_4248 {
let l_4249 = l_4243 - u32(1);
l_mut_3383 = l_4249;
} else {
let l_4250 = l_4243 == u32(2139095040);
if l_4250 {
l_mut_3383 = l_4243;
}
}
}
let l_4251 = bitcast<f32>(l_mut_3383);
let l_4252 = bitcast<u32>(l_4251);
let l_4253 = l_4252 ^ u32(2147483648);
let l_4254 = bitcast<f32>(l_4253);
let l_4255 = bitcast<u32>(l_4254);
let l_4256 = l_4255 & u32(2147483647);
let l_4257 = bitcast<f32>(l_4256);
let l_4258 = f64(l_4257);
l_mut_41 = l_4258;
let l_4259 = l_4256 < u32(8388608);
if l_4259 {
let l_4260 = f64(l_4256);
let l_4261 = l_4260 * f64(1.401298464324817e-45);
l_mut_41 = l_4261;
}
let l_4262 = bitcast<u64>(l_mut_41);
let l_4263 = l_4255 >> u32(31);
let l_4264 = u64(l_4263);
let l_4265 = l_4264 << u32(bitcast<u64>(u64(63)));
let l_4266 = l_4262 | l_4265;
let l_4267 = bitcast<f64>(l_4266);
l_mut_43 = l_4267;
} else {
let l_4268 = bitcast<u32>(l_4237);
let l_4269 = l_4268 + u32(1);
l_mut_3383 = l_4269;
let l_4270 = l_4268 & u32(2147483647);
let l_4271 = l_4270 == u32(0);
if l_4271 {
l_mut_3383 = u32(1);
} else {
let l_4272 = l_4268 & u32(2147483648);
let l_4273 = l_4272 != u32(0);
if l_4273 {
let l_4274 = l_4268 - u32(1);
l_mut_3383 = l_4274;
} else {
let l_4275 = l_4268 == u32(2139095040);
if l_4275 {
l_mut_3383 = l_4268;
}
}
}
let l_4276 = bitcast<f32>(l_mut_3383);
let l_4277 = bitcast<u32>(l_4276);
let l_4278 = l_4277 & u32(2147483647);
let l_4279 = bitcast<f32>(l_4278);
let l_4280 = f64(l_4279);
l_mut_41 = l_4280;
let l_4281 = l_4278 < u32(8388608);
if l_4281 {
let l_4282 = f64(l_4278);
let l_4283 = l_4282 * f64(1.401298464324817e-45);
l_mut_41 = l_4283;
}
let l_4284 = bitcast<u64>(l_mut_41);
let l_4285 = l_4277 >> u32(31);
let l_4286 = u64(l_4285);
let l_4287 = l_4286 << u32(bitcast<u64>(u64(63)));
let l_4288 = l_4284 | l_4287;
let l_4289 = bitcast<f64>(l_4288);
let l_4290 = l_4289 <= l_4231;
if l_4290 {
let l_4291 = bitcast<u32>(l_4237);
let l_4292 = l_4291 + u32(1);
l_mut_3383 = l_4292;
let l_4293 = l_4291 & u32(2147483647);
let l_4294 = l_4293 == u32(0);
if l_4294 {
l_mut_3383 = u32(1);
} else {
let l_4295 = l_4291 & u32(2147483648);
let l_4296 = l_4295 != u32(0);
if l_4296 {
let l_4297 = l_4291 - u32(1);
l_mut_3383 = l_4297;
} else {
let l_4298 = l_4291 == u32(2139095040);
if l_4298 {
l_mut_3383 = l_4291;
}
}
}
let l_4299 = bitcast<f32>(l_mut_3383);
let l_4300 = bitcast<u32>(l_4299);
let l_4301 = l_4300 & u32(2147483647);
let l_4302 = bitcast<f32>(l_4301);
let l_4303 = f64(l_4302);
l_mut_41 = l_4303;
let l_4304 = l_4301 < u32(8388608);
if l_4304 {
let l_4305 = f64(l_4301);
let l_4306 = l_4305 * f64(1.401298464324817e-45);
l_mut_41 = l_4306;
}
let l_4307 = bitcast<u64>(l_mut_41);
let l_4308 = l_4300 >> u32(31);
let l_4309 = u64(l_4308);
let l_4310 = l_4309 << u32(bitcast<u64>(u64(63)));
let l_4311 = l_4307 | l_4310;
let l_4312 = bitcast<f64>(l_4311);
l_mut_43 = l_4312;
}
}
}
l_mut_2367 = l_mut_43;
} else {
}
l_mut_3383 = u32(0);
let l_4313 = l_mut_2621 <= f64(0.0);
let l_4314 = l_mut_2367 >= f64(0.0);
let l_4315 = l_4313 && l_4314;
let l_4316 = !l_4315;
if l_4316 {
let l_4318 = l_mut_3131 / l_mut_2621;
let l_4319 = l_mut_3131 / l_mut_2367;
let l_4320 = l_mut_2877 / l_mut_2621;
let l_4321 = l_mut_2877 / l_mut_2367;
a_4317[u32(0)] = l_4318;
a_4317[u32(1)] = l_4318;
let l_4322 = a_4317[u32(0)];
let l_4323 = l_4319 < l_4322;
if l_4323 {
a_4317[u32(0)] = l_4319;
}
let l_4324 = a_4317[u32(0)];
let l_4325 = l_4320 < l_4324;
if l_4325 {
a_4317[u32(0)] = l_4320;
}
let l_4326 = a_4317[u32(0)];
let l_4327 = l_4321 < l_4326;
if l_4327 {
a_4317[u32(0)] = l_4321;
}
let l_4328 = a_4317[u32(1)];
let l_4329 = l_4319 > l_4328;
if l_4329 {
a_4317[u32(1)] = l_4319;
}
let l_4330 = a_4317[u32(1)];
let l_4331 = l_4320 > l_4330;
if l_4331 {
a_4317[u32(1)] = l_4320;
}
let l_4332 = a_4317[u32(1)];
let l_4333 = l_4321 > l_4332;
if l_4333 {
a_4317[u32(1)] = l_4321;
}
let l_4334 = a_4317[u32(0)];
let l_4335 = abs(l_4334);
let l_4336 = l_4335 * l_mut_856;
let l_4337 = a_4317[u32(1)];
let l_4338 = abs(l_4337);
let l_4339 = l_4338 * l_mut_856;
l_mut_3383 = u32(2);
let l_4340 = a_4317[u32(0)];
let l_4341 = l_4340 - l_4336;
let l_4342 = abs(l_4341);
l_mut_3131 = f64(1.401298464324817e-45);
let l_4343 = l_4342 >= f64(1.1754943508222875e-38);
let l_4344 = l_4342 <= f64(1.7976931348623157e308);
let l_4345 = l_4343 && l_4344;
if l_4345 {
let l_4346 = bitcast<u64>(l_4342);
let l_4347 = l_4346 >> u32(bitcast<u64>(u64(52)));
let l_4348 = l_4347 - u64(23);
let l_4349 = l_4348 << u32(bitcast<u64>(u64(52)));
let l_4350 = bitcast<f64>(l_4349);
l_mut_3131 = l_4350;
}
let l_4351 = l_4340 + l_4336;
let l_4352 = abs(l_4351);
l_mut_2877 = f64(1.401298464324817e-45);
let l_4353 = l_4352 >= f64(1.1754943508222875e-38);
let l_4354 = l_4352 <= f64(1.7976931348623157e308);
let l_4355 = l_4353 && l_4354;
if l_4355 {
let l_4356 = bitcast<u64>(l_4352);
let l_4357 = l_4356 >> u32(bitcast<u64>(u64(52)));
let l_4358 = l_4357 - u64(23);
let l_4359 = l_4358 << u32(bitcast<u64>(u64(52)));
let l_4360 = bitcast<f64>(l_4359);
l_mut_2877 = l_4360;
}
let l_4361 = l_mut_3131 == l_mut_2877;
let l_4362 = a_4317[u32(1)];
let l_4363 = l_4362 - l_4339;
let l_4364 = abs(l_4363);
l_mut_3131 = f64(1.401298464324817e-45);
let l_4365 = l_4364 >= f64(1.1754943508222875e-38);
let l_4366 = l_4364 <= f64(1.7976931348623157e308);
let l_4367 = l_4365 && l_4366;
if l_4367 {
let l_4368 = bitcast<u64>(l_4364);
let l_4369 = l_4368 >> u32(bitcast<u64>(u64(52)));
let l_4370 = l_4369 - u64(23);
let l_4371 = l_4370 << u32(bitcast<u64>(u64(52)));
let l_4372 = bitcast<f64>(l_4371);
l_mut_3131 = l_4372;
}
let l_4373 = l_4362 + l_4339;
let l_4374 = abs(l_4373);
l_mut_2877 = f64(1.401298464324817e-45);
let l_4375 = l_4374 >= f64(1.1754943508222875e-38);
let l_4376 = l_4374 <= f64(1.7976931348623157e308);
let l_4377 = l_4375 && l_4376;
if l_4377 {
let l_4378 = bitcast<u64>(l_4374);
let l_4379 = l_4378 >> u32(bitcast<u64>(u64(52)));
let l_4380 = l_4379 - u64(23);
let l_4381 = l_4380 << u32(bitcast<u64>(u64(52)));
let l_4382 = bitcast<f64>(l_4381);
l_mut_2877 = l_4382;
}
let l_4383 = l_mut_3131 == l_mut_2877;
let l_4384 = l_4361 && l_4383;
if l_4384 {
let l_4385 = a_4317[u32(0)];
let l_4386 = a_4317[u32(0)];
let l_4387 = abs(l_4386);
l_mut_3131 = f64(1.401298464324817e-45);
let l_4388 = l_4387 >= f64(1.1754943508222875e-38);
let l_4389 = l_4387 <= f64(1.7976931348623157e308);
let l_4390 = l_4388 && l_4389;
if l_4390 {
let l_4391 = bitcast<u64>(l_4387);
let l_4392 = l_4391 >> u32(bitcast<u64>(u64(52)));
let l_4393 = l_4392 - u64(23);
let l_4394 = l_4393 << u32(bitcast<u64>(u64(52)));
let l_4395 = bitcast<f64>(l_4394);
l_mut_3131 = l_4395;
}
let l_4396 = l_171 * l_mut_3131;
let l_4397 = l_4385 - l_4396;
let l_4398 = a_4317[u32(1)];
let l_4399 = a_4317[u32(1)];
let l_4400 = abs(l_4399);
l_mut_3131 = f64(1.401298464324817e-45);
let l_4401 = l_4400 >= f64(1.1754943508222875e-38);
let l_4402 = l_4400 <= f64(1.7976931348623157e308);
let l_4403 = l_4401 && l_4402;
if l_4403 {
let l_4404 = bitcast<u64>(l_4400);
let l_4405 = l_4404 >> u32(bitcast<u64>(u64(52)));
let l_4406 = l_4405 - u64(23);
let l_4407 = l_4406 << u32(bitcast<u64>(u64(52)));
let l_4408 = bitcast<f64>(l_4407);
l_mut_3131 = l_4408;
}
let l_4409 = l_171 * l_mut_3131;
let l_4410 = l_4398 + l_4409;
let l_4411 = bitcast<u32>(l_26);
let l_4412 = l_4411 & u32(2147483647);
let l_4413 = bitcast<f32>(l_4412);
let l_4414 = f64(l_4413);
l_mut_3131 = l_4414;
let l_4415 = l_4412 < u32(8388608);
if l_4415 {
let l_4416 = f64(l_4412);
let l_4417 = l_4416 * f64(1.401298464324817e-45);
l_mut_3131 = l_4417;
}
let l_4418 = bitcast<u64>(l_mut_3131);
let l_4419 = l_4411 >> u32(31);
let l_4420 = u64(l_4419);
let l_4421 = l_4420 << u32(bitcast<u64>(u64(63)));
let l_4422 = l_4418 | l_4421;
let l_4423 = bitcast<f64>(l_4422);
let l_4424 = bitcast<u32>(l_26);
let l_4425 = l_4424 + u32(1);
l_mut_4426 = l_4425;
let l_4427 = l_4424 & u32(2147483647);
let l_4428 = l_4427 == u32(0);
if l_4428 {
l_mut_4426 = u32(1);
} else {
let l_4429 = l_4424 & u32(2147483648);
let l_4430 = l_4429 != u32(0);
if l_4430 {
let l_4431 = l_4424 - u32(1);
l_mut_4426 = l_4431;
} else {
let l_4432 = l_4424 == u32(2139095040);
if l_4432 {
l_mut_4426 = l_4424;
}
}
}
let l_4433 = bitcast<f32>(l_mut_4426);
let l_4434 = bitcast<u32>(l_4433);
let l_4435 = l_4434 & u32(2147483647);
let l_4436 = bitcast<f32>(l_4435);
let l_4437 = f64(l_4436);
l_mut_3131 = l_4437;
let l_4438 = l_4435 < u32(8388608);
if l_4438 {
let l_4439 = f64(l_4435);
let l_4440 = l_4439 * f64(1.401298464324817e-45);
l_mut_3131 = l_4440;
}
let l_4441 = bitcast<u64>(l_mut_3131);
let l_4442 = l_4434 >> u32(31);
let l_4443 = u64(l_4442);
let l_4444 = l_4443 << u32(bitcast<u64>(u64(63)));
let l_4445 = l_4441 | l_4444;
let l_4446 = bitcast<f64>(l_4445);
let l_4447 = bitcast<u32>(l_26);
let l_4448 = l_4447 ^ u32(2147483648);
let l_4449 = bitcast<f32>(l_4448);
let l_4450 = bitcast<u32>(l_4449);
let l_4451 = l_4450 + u32(1);
l_mut_4426 = l_4451;
let l_4452 = l_4450 & u32(2147483647);
let l_4453 = l_4452 == u32(0);
if l_4453 {
l_mut_4426 = u32(1);
} else {
let l_4454 = l_4450 & u32(2147483648);
let l_4455 = l_4454 != u32(0);
if l_4455 {
let l_4456 = l_4450 - u32(1);
l_mut_4426 = l_4456;
} else {
let l_4457 = l_4450 == u32(2139095040);
if l_4457 {
l_mut_4426 = l_4450;
}
}
}
let l_4458 = bitcast<f32>(l_mut_4426);
let l_4459 = bitcast<u32>(l_4458);
let l_4460 = l_4459 ^ u32(2147483648);
let l_4461 = bitcast<f32>(l_4460);
let l_4462 = bitcast<u32>(l_4461);
let l_4463 = l_4462 & u32(2147483647);
let l_4464 = bitcast<f32>(l_4463);
let l_4465 = f64(l_4464);
l_mut_3131 = l_4465;
let l_4466 = l_4463 < u32(8388608);
if l_4466 {
let l_4467 = f64(l_4463);
let l_4468 = l_4467 * f64(1.401298464324817e-45);
l_mut_3131 = l_4468;
}
let l_4469 = bitcast<u64>(l_mut_3131);
let l_4470 = l_4462 >> u32(31);
let l_4471 = u64(l_4470);
let l_4472 = l_4471 << u32(bitcast<u64>(u64(63)));
let l_4473 = l_4469 | l_4472;
let l_4474 = bitcast<f64>(l_4473);
let l_4475 = l_4397 + l_4336;
let l_4476 = l_4475 <= l_4423;
l_mut_297 = l_4476;
let l_4477 = l_4397 - l_4336;
let l_4478 = l_4477 > l_4423;
l_mut_294 = l_4478;
let l_4479 = l_4410 - l_4339;
let l_4480 = l_4479 >= l_4423;
l_mut_291 = l_4480;
let l_4481 = l_4410 + l_4339;
let l_4482 = l_4481 < l_4423;
l_mut_288 = l_4482;
let l_4483 = l_4397 + l_4336;
let l_4484 = l_4483 < l_4446;
l_mut_297 = l_4484;
let l_4485 = l_4397 - l_4336;
let l_4486 = l_4485 >= l_4446;
l_mut_294 = l_4486;
let l_4487 = l_4410 - l_4339;
let l_4488 = l_4487 > l_4474;
l_mut_291 = l_4488;
let l_4489 = l_4410 + l_4339;
let l_4490 = l_4489 <= l_4474;
l_mut_288 = l_4490;
l_mut_4426 = u32(2);
let l_4491 = l_mut_294 || l_mut_288;
if l_4491 {
l_mut_4426 = u32(1);
} else {
let l_4492 = l_mut_297 && l_mut_291;
if l_4492 {
l_mut_4426 = u32(0);
}
}
let l_4493 = bitcast<u32>(l_26);
let l_4494 = l_4493 & u32(2147483647);
let l_4495 = l_4494 == u32(0);
if l_4495 {
let l_4496 = l_4397 + l_4336;
let l_4497 = l_4496 < f64(1.1754943508222875e-38);
let l_4498 = l_4410 - l_4339;
let l_4499 = l_4498 > f64(-1.1754943508222875e-38);
let l_4500 = l_4497 && l_4499;
let l_4501 = l_4397 - l_4336;
let l_4502 = l_4501 < f64(1.1754943508222875e-38);
let l_4503 = l_4410 + l_4339;
let l_4504 = l_4503 > f64(-1.1754943508222875e-38);
let l_4505 = l_4502 && l_4504;
if l_4500 {
l_mut_4426 = u32(0);
} else {
let l_4506 = l_mut_4426 == u32(1);
let l_4507 = l_4505 && l_4506;
if l_4507 {
l_mut_4426 = u32(2);
}
}
}
l_mut_3383 = l_mut_4426;
}
}
let l_4508 = l_mut_196 == u32(0);
if l_4508 {
l_mut_237 = u32(0);
} else {
let l_4509 = l_mut_3383 == u32(1);
if l_4509 {
l_mut_237 = u32(1);
}
}
} else {
let l_4510 = l_mut_1352 - l_168;
let l_4511 = l_mut_1352 + l_168;
let l_4512 = l_mut_1269 - l_168;
let l_4513 = l_mut_1269 + l_168;
let l_4514 = abs(l_4512);
let l_4515 = l_4514 > l_2249;
let l_4516 = abs(l_4513);
let l_4517 = l_4516 > l_2249;
let l_4518 = l_4515 && l_4517;
if l_4518 {
let l_4519 = l_2247 + l_2249;
let l_4520 = abs(l_4512);
let l_4521 = abs(l_4513);
l_mut_3131 = l_4520;
let l_4522 = l_4521 < l_4520;
if l_4522 {
l_mut_3131 = l_4521;
}
let l_4523 = l_4519 / l_mut_3131;
let l_4524 = abs(l_4510);
let l_4525 = abs(l_4511);
l_mut_3131 = l_4524;
let l_4526 = l_4525 < l_4524;
if l_4526 {
l_mut_3131 = l_4525;
}
let l_4527 = l_2247 / l_mut_3131;
let l_4528 = l_4523 + l_4527;
l_mut_856 = l_mut_856 + l_4528;
l_mut_4426 = u32(0);
let l_4529 = l_4512 <= f64(0.0);
let l_4530 = l_4513 >= f64(0.0);
let l_4531 = l_4529 && l_4530;
let l_4532 = !l_4531;
if l_4532 {
let l_4534 = l_4510 / l_4512;
let l_4535 = l_4510 / l_4513;
let l_4536 = l_4511 / l_4512;
let l_4537 = l_4511 / l_4513;
a_4533[u32(0)] = l_4534;
a_4533[u32(1)] = l_4534;
let l_4538 = a_4533[u32(0)];
let l_4539 = l_4535 < l_4538;
if l_4539 {
a_4533[u32(0)] = l_4535;
}
let l_4540 = a_4533[u32(0)];
let l_4541 = l_4536 < l_4540;
if l_4541 {
a_4533[u32(0)] = l_4536;
}
let l_4542 = a_4533[u32(0)];
let l_4543 = l_4537 < l_4542;
if l_4543 {
a_4533[u32(0)] = l_4537;
}
let l_4544 = a_4533[u32(1)];
let l_4545 = l_4535 > l_4544;
if l_4545 {
a_4533[u32(1)] = l_4535;
}
let l_4546 = a_4533[u32(1)];
let l_4547 = l_4536 > l_4546;
if l_4547 {
a_4533[u32(1)] = l_4536;
}
let l_4548 = a_4533[u32(1)];
let l_4549 = l_4537 > l_4548;
if l_4549 {
a_4533[u32(1)] = l_4537;
}
let l_4550 = a_4533[u32(0)];
let l_4551 = abs(l_4550);
let l_4552 = l_4551 * l_mut_856;
let l_4553 = a_4533[u32(1)];
let l_4554 = abs(l_4553);
let l_4555 = l_4554 * l_mut_856;
l_mut_4426 = u32(2);
let l_4556 = a_4533[u32(0)];
let l_4557 = l_4556 - l_4552;
let l_4558 = abs(l_4557);
l_mut_3131 = f64(1.401298464324817e-45);
let l_4559 = l_4558 >= f64(1.1754943508222875e-38);
let l_4560 = l_4558 <= f64(1.7976931348623157e308);
let l_4561 = l_4559 && l_4560;
if l_4561 {
let l_4562 = bitcast<u64>(l_4558);
let l_4563 = l_4562 >> u32(bitcast<u64>(u64(52)));
let l_4564 = l_4563 - u64(23);
let l_4565 = l_4564 << u32(bitcast<u64>(u64(52)));
let l_4566 = bitcast<f64>(l_4565);
l_mut_3131 = l_4566;
}
let l_4567 = l_4556 + l_4552;
let l_4568 = abs(l_4567);
l_mut_2877 = f64(1.401298464324817e-45);
let l_4569 = l_4568 >= f64(1.1754943508222875e-38);
let l_4570 = l_4568 <= f64(1.7976931348623157e308);
let l_4571 = l_4569 && l_4570;
if l_4571 {
let l_4572 = bitcast<u64>(l_4568);
let l_4573 = l_4572 >> u32(bitcast<u64>(u64(52)));
let l_4574 = l_4573 - u64(23);
let l_4575 = l_4574 << u32(bitcast<u64>(u64(52)));
let l_4576 = bitcast<f64>(l_4575);
l_mut_2877 = l_4576;
}
let l_4577 = l_mut_3131 == l_mut_2877;
let l_4578 = a_4533[u32(1)];
let l_4579 = l_4578 - l_4555;
let l_4580 = abs(l_4579);
l_mut_3131 = f64(1.401298464324817e-45);
let l_4581 = l_4580 >= f64(1.1754943508222875e-38);
let l_4582 = l_4580 <= f64(1.7976931348623157e308);
let l_4583 = l_4581 && l_4582;
if l_4583 {
let l_4584 = bitcast<u64>(l_4580);
let l_4585 = l_4584 >> u32(bitcast<u64>(u64(52)));
let l_4586 = l_4585 - u64(23);
let l_4587 = l_4586 << u32(bitcast<u64>(u64(52)));
let l_4588 = bitcast<f64>(l_4587);
l_mut_3131 = l_4588;
}
let l_4589 = l_4578 + l_4555;
let l_4590 = abs(l_4589);
l_mut_2877 = f64(1.401298464324817e-45);
let l_4591 = l_4590 >= f64(1.1754943508222875e-38);
let l_4592 = l_4590 <= f64(1.7976931348623157e308);
let l_4593 = l_4591 && l_4592;
if l_4593 {
let l_4594 = bitcast<u64>(l_4590);
let l_4595 = l_4594 >> u32(bitcast<u64>(u64(52)));
let l_4596 = l_4595 - u64(23);
let l_4597 = l_4596 << u32(bitcast<u64>(u64(52)));
let l_4598 = bitcast<f64>(l_4597);
l_mut_2877 = l_4598;
}
let l_4599 = l_mut_3131 == l_mut_2877;
let l_4600 = l_4577 && l_4599;
if l_4600 {
let l_4601 = a_4533[u32(0)];
let l_4602 = a_4533[u32(0)];
let l_4603 = abs(l_4602);
l_mut_3131 = f64(1.401298464324817e-45);
let l_4604 = l_4603 >= f64(1.1754943508222875e-38);
let l_4605 = l_4603 <= f64(1.7976931348623157e308);
let l_4606 = l_4604 && l_4605;
if l_4606 {
let l_4607 = bitcast<u64>(l_4603);
let l_4608 = l_4607 >> u32(bitcast<u64>(u64(52)));
let l_4609 = l_4608 - u64(23);
let l_4610 = l_4609 << u32(bitcast<u64>(u64(52)));
let l_4611 = bitcast<f64>(l_4610);
l_mut_3131 = l_4611;
}
let l_4612 = l_171 * l_mut_3131;
let l_4613 = l_4601 - l_4612;
let l_4614 = a_4533[u32(1)];
let l_4615 = a_4533[u32(1)];
let l_4616 = abs(l_4615);
l_mut_3131 = f64(1.401298464324817e-45);
let l_4617 = l_4616 >= f64(1.1754943508222875e-38);
let l_4618 = l_4616 <= f64(1.7976931348623157e308);
let l_4619 = l_4617 && l_4618;
if l_4619 {
let l_4620 = bitcast<u64>(l_4616);
let l_4621 = l_4620 >> u32(bitcast<u64>(u64(52)));
let l_4622 = l_4621 - u64(23);
let l_4623 = l_4622 << u32(bitcast<u64>(u64(52)));
let l_4624 = bitcast<f64>(l_4623);
l_mut_3131 = l_4624;
}
let l_4625 = l_171 * l_mut_3131;
let l_4626 = l_4614 + l_4625;
let l_4627 = bitcast<u32>(l_26);
let l_4628 = l_4627 & u32(2147483647);
let l_4629 = bitcast<f32>(l_4628);
let l_4630 = f64(l_4629);
l_mut_3131 = l_4630;
let l_4631 = l_4628 < u32(8388608);
if l_4631 {
let l_4632 = f64(l_4628);
let l_4633 = l_4632 * f64(1.401298464324817e-45);
l_mut_3131 = l_4633;
}
let l_4634 = bitcast<u64>(l_mut_3131);
let l_4635 = l_4627 >> u32(31);
let l_4636 = u64(l_4635);
let l_4637 = l_4636 << u32(bitcast<u64>(u64(63)));
let l_4638 = l_4634 | l_4637;
let l_4639 = bitcast<f64>(l_4638);
let l_4640 = bitcast<u32>(l_26);
let l_4641 = l_4640 + u32(1);
l_mut_3383 = l_4641;
let l_4642 = l_4640 & u32(2147483647);
let l_4643 = l_4642 == u32(0);
if l_4643 {
l_mut_3383 = u32(1);
} else {
let l_4644 = l_4640 & u32(2147483648);
let l_4645 = l_4644 != u32(0);
if l_4645 {
let l_4646 = l_4640 - u32(1);
l_mut_3383 = l_4646;
} else {
let l_4647 = l_4640 == u32(2139095040);
if l_4647 {
l_mut_3383 = l_4640;
}
}
}
let l_4648 = bitcast<f32>(l_mut_3383);
let l_4649 = bitcast<u32>(l_4648);
let l_4650 = l_4649 & u32(2147483647);
let l_4651 = bitcast<f32>(l_4650);
let l_4652 = f64(l_4651);
l_mut_3131 = l_4652;
let l_4653 = l_4650 < u32(8388608);
if l_4653 {
let l_4654 = f64(l_4650);
let l_4655 = l_4654 * f64(1.401298464324817e-45);
l_mut_3131 = l_4655;
}
let l_4656 = bitcast<u64>(l_mut_3131);
let l_4657 = l_4649 >> u32(31);
let l_4658 = u64(l_4657);
let l_4659 = l_4658 << u32(bitcast<u64>(u64(63)));
let l_4660 = l_4656 | l_4659;
let l_4661 = bitcast<f64>(l_4660);
let l_4662 = bitcast<u32>(l_26);
let l_4663 = l_4662 ^ u32(2147483648);
let l_4664 = bitcast<f32>(l_4663);
let l_4665 = bitcast<u32>(l_4664);
let l_4666 = l_4665 + u32(1);
l_mut_3383 = l_4666;
let l_4667 = l_4665 & u32(2147483647);
let l_4668 = l_4667 == u32(0);
if l_4668 {
l_mut_3383 = u32(1);
} else {
let l_4669 = l_4665 & u32(2147483648);
let l_4670 = l_4669 != u32(0);
if l_4670 {
let l_4671 = l_4665 - u32(1);
l_mut_3383 = l_4671;
} else {
let l_4672 = l_4665 == u32(2139095040);
if l_4672 {
l_mut_3383 = l_4665;
}
}
}
let l_4673 = bitcast<f32>(l_mut_3383);
let l_4674 = bitcast<u32>(l_4673);
let l_4675 = l_4674 ^ u32(2147483648);
let l_4676 = bitcast<f32>(l_4675);
let l_4677 = bitcast<u32>(l_4676);
let l_4678 = l_4677 & u32(2147483647);
let l_4679 = bitcast<f32>(l_4678);
let l_4680 = f64(l_4679);
l_mut_3131 = l_4680;
let l_4681 = l_4678 < u32(8388608);
if l_4681 {
let l_4682 = f64(l_4678);
let l_4683 = l_4682 * f64(1.401298464324817e-45);
l_mut_3131 = l_4683;
}
let l_4684 = bitcast<u64>(l_mut_3131);
let l_4685 = l_4677 >> u32(31);
let l_4686 = u64(l_4685);
let l_4687 = l_4686 << u32(bitcast<u64>(u64(63)));
let l_4688 = l_4684 | l_4687;
let l_4689 = bitcast<f64>(l_4688);
let l_4690 = l_4613 + l_4552;
let l_4691 = l_4690 <= l_4639;
l_mut_297 = l_4691;
let l_4692 = l_4613 - l_4552;
let l_4693 = l_4692 > l_4639;
l_mut_294 = l_4693;
let l_4694 = l_4626 - l_4555;
let l_4695 = l_4694 >= l_4639;
l_mut_291 = l_4695;
let l_4696 = l_4626 + l_4555;
let l_4697 = l_4696 < l_4639;
l_mut_288 = l_4697;
l_mut_3383 = u32(2);
let l_4698 = l_mut_294 || l_mut_288;
if l_4698 {
l_mut_3383 = u32(1);
} else {
let l_4699 = l_mut_297 && l_mut_291;
if l_4699 {
l_mut_3383 = u32(0);
}
}
let l_4700 = bitcast<u32>(l_26);
let l_4701 = l_4700 & u32(2147483647);
let l_4702 = l_4701 == u32(0);
if l_4702 {
let l_4703 = l_4613 + l_4552;
let l_4704 = l_4703 < f64(1.1754943508222875e-38);
let l_4705 = l_4626 - l_4555;
let l_4706 = l_4705 > f64(-1.1754943508222875e-38);
let l_4707 = l_4704 && l_4706;
let l_4708 = l_4613 - l_4552;
let l_4709 = l_4708 < f64(1.1754943508222875e-38);
let l_4710 = l_4626 + l_4555;
let l_4711 = l_4710 > f64(-1.1754943508222875e-38);
let l_4712 = l_4709 && l_4711;
if l_4707 {
l_mut_3383 = u32(0);
} else {
let l_4713 = l_mut_3383 == u32(1);
let l_4714 = l_4712 && l_4713;
if l_4714 {
l_mut_3383 = u32(2);
}
}
}
l_mut_4426 = l_mut_3383;
}
}
l_mut_237 = l_mut_4426;
}
}
l_mut_180 = l_mut_237;
} else {
let l_4715 = l_176 <= l_174;
if l_4715 {
let l_4716 = f32(l_175);
let l_4717 = bitcast<u32>(l_4716);
let l_4718 = l_4717 & u32(2147483647);
let l_4719 = bitcast<f32>(l_4718);
let l_4720 = f64(l_4719);
l_mut_3131 = l_4720;
let l_4721 = l_4718 < u32(8388608);
if l_4721 {
let l_4722 = f64(l_4718);
let l_4723 = l_4722 * f64(1.401298464324817e-45);
l_mut_3131 = l_4723;
}
let l_4724 = bitcast<u64>(l_mut_3131);
let l_4725 = l_4717 >> u32(31);
let l_4726 = u64(l_4725);
let l_4727 = l_4726 << u32(bitcast<u64>(u64(63)));
let l_4728 = l_4724 | l_4727;
let l_4729 = bitcast<f64>(l_4728);
let l_4730 = abs(l_4729);
l_mut_3131 = l_4730;
l_mut_4426 = u32(0);
let l_4731 = l_4730 >= f64(0.785);
if l_4731 {
let l_4732 = l_4730 * f64(0.6366197723675814);
let l_4733 = l_4732 + f64(0.5);
let l_4734 = floor(l_4733);
let l_4735 = l_4734 * f64(1.570796325802803);
let l_4736 = l_4730 - l_4735;
let l_4737 = l_4736 * l_20;
let l_4738 = l_4734 * f64(9.920935796805404e-10);
let l_4739 = l_4737 - l_4738;
l_mut_3131 = l_4739;
let l_4740 = u32(l_4734);
l_mut_4426 = l_4740;
}
let l_4741 = bitcast<u32>(l_4716);
let l_4742 = l_4741 >= u32(2147483648);
let l_4743 = l_mut_3131 * l_mut_3131;
let l_4744 = l_4743 * f64(1.9572941063391263e-20);
let l_4745 = f64(8.22063524662433e-18) - l_4744;
l_mut_2877 = l_4745;
let l_4746 = l_mut_2877 * l_4743;
let l_4747 = l_4746 - f64(2.8114572543455206e-15);
l_mut_2877 = l_4747;
let l_4748 = l_mut_2877 * l_4743;
let l_4749 = l_4748 + f64(7.647163731819816e-13);
l_mut_2877 = l_4749;
let l_4750 = l_mut_2877 * l_4743;
let l_4751 = l_4750 - f64(1.6059043836821613e-10);
l_mut_2877 = l_4751;
let l_4752 = l_mut_2877 * l_4743;
let l_4753 = l_4752 + f64(2.505210838544172e-8);
l_mut_2877 = l_4753;
let l_4754 = l_mut_2877 * l_4743;
let l_4755 = l_4754 - f64(2.7557319223985893e-6);
l_mut_2877 = l_4755;
let l_4756 = l_mut_2877 * l_4743;
let l_4757 = l_4756 + f64(0.0001984126984126984);
l_mut_2877 = l_4757;
let l_4758 = l_mut_2877 * l_4743;
let l_4759 = l_4758 - f64(0.008333333333333333);
l_mut_2877 = l_4759;
let l_4760 = l_mut_2877 * l_4743;
let l_4761 = l_4760 + f64(0.16666666666666666);
l_mut_2877 = l_4761;
let l_4762 = f64(0.5) * l_4743;
let l_4763 = f64(1.0) - l_4762;
let l_4764 = f64(0.0) * l_4763;
let l_4765 = l_mut_3131 * l_4743;
let l_4766 = l_4765 * l_mut_2877;
let l_4767 = l_4764 - l_4766;
let l_4768 = l_mut_3131 + l_4767;
let l_4769 = l_mut_3131 * l_mut_3131;
let l_4770 = l_4769 * f64(4.110317623312165e-19);
let l_4771 = l_4770 - f64(1.5619206968586225e-16);
l_mut_2877 = l_4771;
let l_4772 = l_mut_2877 * l_4769;
let l_4773 = l_4772 + f64(4.779477332387385e-14);
l_mut_2877 = l_4773;
let l_4774 = l_mut_2877 * l_4769;
let l_4775 = l_4774 - f64(1.1470745597729725e-11);
l_mut_2877 = l_4775;
let l_4776 = l_mut_2877 * l_4769;
let l_4777 = l_4776 + f64(2.08767569878681e-9);
l_mut_2877 = l_4777;
let l_4778 = l_mut_2877 * l_4769;
let l_4779 = l_4778 - f64(2.755731922398589e-7);
l_mut_2877 = l_4779;
let l_4780 = l_mut_2877 * l_4769;
let l_4781 = l_4780 + f64(2.48015873015873e-5);
l_mut_2877 = l_4781;
let l_4782 = l_mut_2877 * l_4769;
let l_4783 = l_4782 - f64(0.001388888888888889);
l_mut_2877 = l_4783;
let l_4784 = l_mut_2877 * l_4769;
let l_4785 = l_4784 + f64(0.041666666666666664);
l_mut_2877 = l_4785;
let l_4786 = f64(0.5) * l_4769;
let l_4787 = f64(1.0) - l_4786;
let l_4788 = l_4769 * l_4769;
let l_4789 = l_4788 * l_mut_2877;
let l_4790 = f64(0.0) * l_mut_3131;
let l_4791 = l_4789 - l_4790;
let l_4792 = l_4787 + l_4791;
let l_4793 = l_mut_4426 & u32(1);
let l_4794 = l_4793 == u32(1);
l_mut_3131 = l_4768;
let l_4795 = l_mut_4426 & u32(2);
let l_4796 = l_4795 != u32(0);
l_mut_297 = l_4796;
let l_4797 = u32(6) == u32(6);
if l_4797 {
if l_4794 {
l_mut_3131 = l_4792;
}
} else {
let l_4798 = u32(6) == u32(7);
if l_4798 {
l_mut_3131 = l_4792;
if l_4794 {
l_mut_3131 = l_4768;
}
let l_4799 = l_mut_4426 + u32(1);
let l_4800 = l_4799 & u32(2);
let l_4801 = l_4800 != u32(0);
l_mut_297 = l_4801;
} else {
let l_4802 = l_4768 / l_4792;
l_mut_3131 = l_4802;
if l_4794 {
let l_4803 = l_4792 / l_4768;
l_mut_3131 = l_4803;
}
l_mut_297 = l_4794;
}
}
let l_4804 = u32(6) != u32(7);
let l_4805 = l_4804 && l_4742;
if l_4805 {
let l_4806 = !l_mut_297;
l_mut_297 = l_4806;
}
if l_mut_297 {
let l_4807 = -l_mut_3131;
l_mut_3131 = l_4807;
}
let l_4808 = f32(l_175);
let l_4809 = bitcast<u32>(l_4808);
let l_4810 = l_4809 & u32(2147483647);
let l_4811 = bitcast<f32>(l_4810);
let l_4812 = f64(l_4811);
l_mut_2877 = l_4812;
let l_4813 = l_4810 < u32(8388608);
if l_4813 {
let l_4814 = f64(l_4810);
let l_4815 = l_4814 * f64(1.401298464324817e-45);
l_mut_2877 = l_4815;
}
let l_4816 = bitcast<u64>(l_mut_2877);
let l_4817 = l_4809 >> u32(31);
let l_4818 = u64(l_4817);
let l_4819 = l_4818 << u32(bitcast<u64>(u64(63)));
let l_4820 = l_4816 | l_4819;
let l_4821 = bitcast<f64>(l_4820);
let l_4822 = abs(l_4821);
l_mut_2877 = l_4822;
l_mut_4426 = u32(0);
let l_4823 = l_4822 >= f64(0.785);
if l_4823 {
let l_4824 = l_4822 * f64(0.6366197723675814);
let l_4825 = l_4824 + f64(0.5);
let l_4826 = floor(l_4825);
let l_4827 = l_4826 * f64(1.570796325802803);
let l_4828 = l_4822 - l_4827;
let l_4829 = l_4828 * l_20;
let l_4830 = l_4826 * f64(9.920935796805404e-10);
let l_4831 = l_4829 - l_4830;
l_mut_2877 = l_4831;
let l_4832 = u32(l_4826);
l_mut_4426 = l_4832;
}
let l_4833 = bitcast<u32>(l_4808);
let l_4834 = l_4833 >= u32(2147483648);
let l_4835 = l_mut_2877 * l_mut_2877;
let l_4836 = l_4835 * f64(1.9572941063391263e-20);
let l_4837 = f64(8.22063524662433e-18) - l_4836;
l_mut_2621 = l_4837;
let l_4838 = l_mut_2621 * l_4835;
let l_4839 = l_4838 - f64(2.8114572543455206e-15);
l_mut_2621 = l_4839;
let l_4840 = l_mut_2621 * l_4835;
let l_4841 = l_4840 + f64(7.647163731819816e-13);
l_mut_2621 = l_4841;
let l_4842 = l_mut_2621 * l_4835;
let l_4843 = l_4842 - f64(1.6059043836821613e-10);
l_mut_2621 = l_4843;
let l_4844 = l_mut_2621 * l_4835;
let l_4845 = l_4844 + f64(2.505210838544172e-8);
l_mut_2621 = l_4845;
let l_4846 = l_mut_2621 * l_4835;
let l_4847 = l_4846 - f64(2.7557319223985893e-6);
l_mut_2621 = l_4847;
let l_4848 = l_mut_2621 * l_4835;
let l_4849 = l_4848 + f64(0.0001984126984126984);
l_mut_2621 = l_4849;
let l_4850 = l_mut_2621 * l_4835;
let l_4851 = l_4850 - f64(0.008333333333333333);
l_mut_2621 = l_4851;
let l_4852 = l_mut_2621 * l_4835;
let l_4853 = l_4852 + f64(0.16666666666666666);
l_mut_2621 = l_4853;
let l_4854 = f64(0.5) * l_4835;
let l_4855 = f64(1.0) - l_4854;
let l_4856 = f64(0.0) * l_4855;
let l_4857 = l_mut_2877 * l_4835;
let l_4858 = l_4857 * l_mut_2621;
let l_4859 = l_4856 - l_4858;
let l_4860 = l_mut_2877 + l_4859;
let l_4861 = l_mut_2877 * l_mut_2877;
let l_4862 = l_4861 * f64(4.110317623312165e-19);
let l_4863 = l_4862 - f64(1.5619206968586225e-16);
l_mut_2621 = l_4863;
let l_4864 = l_mut_2621 * l_4861;
let l_4865 = l_4864 + f64(4.779477332387385e-14);
l_mut_2621 = l_4865;
let l_4866 = l_mut_2621 * l_4861;
let l_4867 = l_4866 - f64(1.1470745597729725e-11);
l_mut_2621 = l_4867;
let l_4868 = l_mut_2621 * l_4861;
let l_4869 = l_4868 + f64(2.08767569878681e-9);
l_mut_2621 = l_4869;
let l_4870 = l_mut_2621 * l_4861;
let l_4871 = l_4870 - f64(2.755731922398589e-7);
l_mut_2621 = l_4871;
let l_4872 = l_mut_2621 * l_4861;
let l_4873 = l_4872 + f64(2.48015873015873e-5);
l_mut_2621 = l_4873;
let l_4874 = l_mut_2621 * l_4861;
let l_4875 = l_4874 - f64(0.001388888888888889);
l_mut_2621 = l_4875;
let l_4876 = l_mut_2621 * l_4861;
let l_4877 = l_4876 + f64(0.041666666666666664);
l_mut_2621 = l_4877;
let l_4878 = f64(0.5) * l_4861;
let l_4879 = f64(1.0) - l_4878;
let l_4880 = l_4861 * l_4861;
let l_4881 = l_4880 * l_mut_2621;
let l_4882 = f64(0.0) * l_mut_2877;
let l_4883 = l_4881 - l_4882;
let l_4884 = l_4879 + l_4883;
let l_4885 = l_mut_4426 & u32(1);
let l_4886 = l_4885 == u32(1);
l_mut_2877 = l_4860;
let l_4887 = l_mut_4426 & u32(2);
let l_4888 = l_4887 != u32(0);
l_mut_297 = l_4888;
let l_4889 = u32(7) == u32(6);
if l_4889 {
if l_4886 {
l_mut_2877 = l_4884;
}
} else {
let l_4890 = u32(7) == u32(7);
if l_4890 {
l_mut_2877 = l_4884;
if l_4886 {
l_mut_2877 = l_4860;
}
let l_4891 = l_mut_4426 + u32(1);
let l_4892 = l_4891 & u32(2);
let l_4893 = l_4892 != u32(0);
l_mut_297 = l_4893;
} else {
let l_4894 = l_4860 / l_4884;
l_mut_2877 = l_4894;
if l_4886 {
let l_4895 = l_4884 / l_4860;
l_mut_2877 = l_4895;
}
l_mut_297 = l_4886;
}
}
let l_4896 = u32(7) != u32(7);
let l_4897 = l_4896 && l_4834;
if l_4897 {
let l_4898 = !l_mut_297;
l_mut_297 = l_4898;
}
if l_mut_297 {
let l_4899 = -l_mut_2877;
l_mut_2877 = l_4899;
}
let l_4900 = abs(l_mut_3131);
let l_4901 = l_4900 * f64(1.4551915228366852e-11);
let l_4902 = abs(l_mut_2877);
let l_4903 = l_4902 * f64(1.4551915228366852e-11);
let l_4904 = l_mut_3131 - l_168;
let l_4905 = l_mut_3131 + l_168;
let l_4906 = l_mut_2877 - l_168;
let l_4907 = l_mut_2877 + l_168;
l_mut_4426 = u32(2);
let l_4908 = abs(l_4906);
let l_4909 = l_4908 <= l_4903;
let l_4910 = abs(l_4907);
let l_4911 = l_4910 <= l_4903;
let l_4912 = l_4909 || l_4911;
let l_4913 = !l_4912;
if l_4913 {
l_mut_4426 = u32(0);
let l_4914 = l_4906 <= f64(0.0);
let l_4915 = l_4907 >= f64(0.0);
let l_4916 = l_4914 && l_4915;
let l_4917 = !l_4916;
if l_4917 {
let l_4918 = abs(l_4906);
let l_4919 = abs(l_4907);
l_mut_3131 = l_4918;
let l_4920 = l_4919 < l_4918;
if l_4920 {
l_mut_3131 = l_4919;
}
let l_4921 = l_4903 / l_mut_3131;
let l_4922 = l_4921 + f64(1.4551915228366852e-11);
let l_4923 = f64(1.0) / l_4907;
let l_4924 = f64(1.0) / l_4906;
let l_4925 = abs(l_4923);
l_mut_3131 = f64(1.401298464324817e-45);
let l_4926 = l_4925 >= f64(1.1754943508222875e-38);
let l_4927 = l_4925 <= f64(1.7976931348623157e308);
let l_4928 = l_4926 && l_4927;
if l_4928 {
let l_4929 = bitcast<u64>(l_4925);
let l_4930 = l_4929 >> u32(bitcast<u64>(u64(52)));
let l_4931 = l_4930 - u64(23);
let l_4932 = l_4931 << u32(bitcast<u64>(u64(52)));
let l_4933 = bitcast<f64>(l_4932);
l_mut_3131 = l_4933;
}
let l_4934 = l_171 * l_mut_3131;
let l_4935 = l_4923 - l_4934;
let l_4936 = abs(l_4924);
l_mut_3131 = f64(1.401298464324817e-45);
let l_4937 = l_4936 >= f64(1.1754943508222875e-38);
let l_4938 = l_4936 <= f64(1.7976931348623157e308);
let l_4939 = l_4937 && l_4938;
if l_4939 {
let l_4940 = bitcast<u64>(l_4936);
let l_4941 = l_4940 >> u32(bitcast<u64>(u64(52)));
let l_4942 = l_4941 - u64(23);
let l_4943 = l_4942 << u32(bitcast<u64>(u64(52)));
let l_4944 = bitcast<f64>(l_4943);
l_mut_3131 = l_4944;
}
let l_4945 = l_171 * l_mut_3131;
let l_4946 = l_4924 + l_4945;
let l_4948 = l_4904 * l_4935;
let l_4949 = l_4904 * l_4946;
let l_4950 = l_4905 * l_4935;
let l_4951 = l_4905 * l_4946;
a_4947[u32(0)] = l_4948;
a_4947[u32(1)] = l_4948;
let l_4952 = a_4947[u32(0)];
let l_4953 = l_4949 < l_4952;
if l_4953 {
a_4947[u32(0)] = l_4949;
}
let l_4954 = a_4947[u32(0)];
let l_4955 = l_4950 < l_4954;
if l_4955 {
a_4947[u32(0)] = l_4950;
}
let l_4956 = a_4947[u32(0)];
let l_4957 = l_4951 < l_4956;
if l_4957 {
a_4947[u32(0)] = l_4951;
}
let l_4958 = a_4947[u32(1)];
let l_4959 = l_4949 > l_4958;
if l_4959 {
a_4947[u32(1)] = l_4949;
}
let l_4960 = a_4947[u32(1)];
let l_4961 = l_4950 > l_4960;
if l_4961 {
a_4947[u32(1)] = l_4950;
}
let l_4962 = a_4947[u32(1)];
let l_4963 = l_4951 > l_4962;
if l_4963 {
a_4947[u32(1)] = l_4951;
}
let l_4964 = abs(l_4904);
let l_4965 = abs(l_4905);
l_mut_3131 = l_4964;
let l_4966 = l_4965 > l_4964;
if l_4966 {
l_mut_3131 = l_4965;
}
let l_4967 = abs(l_4935);
let l_4968 = abs(l_4946);
l_mut_2877 = l_4967;
let l_4969 = l_4968 > l_4967;
if l_4969 {
l_mut_2877 = l_4968;
}
let l_4970 = l_mut_3131 * l_mut_2877;
let l_4971 = l_4922 + f64(1.4551915228366852e-11);
let l_4972 = l_4970 * l_4971;
let l_4973 = l_4901 * l_mut_2877;
let l_4974 = l_4972 + l_4973;
l_mut_4426 = u32(2);
let l_4975 = abs(l_4923);
let l_4976 = l_4975 * l_4922;
let l_4977 = l_4923 - l_4976;
let l_4978 = abs(l_4977);
l_mut_3131 = f64(1.401298464324817e-45);
let l_4979 = l_4978 >= f64(1.1754943508222875e-38);
let l_4980 = l_4978 <= f64(1.7976931348623157e308);
let l_4981 = l_4979 && l_4980;
if l_4981 {
let l_4982 = bitcast<u64>(l_4978);
let l_4983 = l_4982 >> u32(bitcast<u64>(u64(52)));
let l_4984 = l_4983 - u64(23);
let l_4985 = l_4984 << u32(bitcast<u64>(u64(52)));
let l_4986 = bitcast<f64>(l_4985);
l_mut_3131 = l_4986;
}
let l_4987 = l_4923 + l_4976;
let l_4988 = abs(l_4987);
l_mut_2877 = f64(1.401298464324817e-45);
let l_4989 = l_4988 >= f64(1.1754943508222875e-38);
let l_4990 = l_4988 <= f64(1.7976931348623157e308);
let l_4991 = l_4989 && l_4990;
if l_4991 {
let l_4992 = bitcast<u64>(l_4988);
let l_4993 = l_4992 >> u32(bitcast<u64>(u64(52)));
let l_4994 = l_4993 - u64(23);
let l_4995 = l_4994 << u32(bitcast<u64>(u64(52)));
let l_4996 = bitcast<f64>(l_4995);
l_mut_2877 = l_4996;
}
let l_4997 = l_mut_3131 == l_mut_2877;
let l_4998 = abs(l_4924);
let l_4999 = l_4998 * l_4922;
let l_5000 = l_4924 - l_4999;
let l_5001 = abs(l_5000);
l_mut_3131 = f64(1.401298464324817e-45);
let l_5002 = l_5001 >= f64(1.1754943508222875e-38);
let l_5003 = l_5001 <= f64(1.7976931348623157e308);
let l_5004 = l_5002 && l_5003;
if l_5004 {
let l_5005 = bitcast<u64>(l_5001);
let l_5006 = l_5005 >> u32(bitcast<u64>(u64(52)));
let l_5007 = l_5006 - u64(23);
let l_5008 = l_5007 << u32(bitcast<u64>(u64(52)));
let l_5009 = bitcast<f64>(l_5008);
l_mut_3131 = l_5009;
}
let l_5010 = l_4924 + l_4999;
let l_5011 = abs(l_5010);
l_mut_2877 = f64(1.401298464324817e-45);
let l_5012 = l_5011 >= f64(1.1754943508222875e-38);
let l_5013 = l_5011 <= f64(1.7976931348623157e308);
let l_5014 = l_5012 && l_5013;
if l_5014 {
let l_5015 = bitcast<u64>(l_5011);
let l_5016 = l_5015 >> u32(bitcast<u64>(u64(52)));
let l_5017 = l_5016 - u64(23);
let l_5018 = l_5017 << u32(bitcast<u64>(u64(52)));
let l_5019 = bitcast<f64>(l_5018);
l_mut_2877 = l_5019;
}
let l_5020 = l_mut_3131 == l_mut_2877;
let l_5021 = l_4997 && l_5020;
if l_5021 {
let l_5022 = a_4947[u32(0)];
let l_5023 = a_4947[u32(1)];
let l_5024 = bitcast<u32>(l_26);
let l_5025 = l_5024 & u32(2147483647);
let l_5026 = bitcast<f32>(l_5025);
let l_5027 = f64(l_5026);
l_mut_3131 = l_5027;
let l_5028 = l_5025 < u32(8388608);
if l_5028 {
let l_5029 = f64(l_5025);
let l_5030 = l_5029 * f64(1.401298464324817e-45);
l_mut_3131 = l_5030;
}
let l_5031 = bitcast<u64>(l_mut_3131);
let l_5032 = l_5024 >> u32(31);
let l_5033 = u64(l_5032);
let l_5034 = l_5033 << u32(bitcast<u64>(u64(63)));
let l_5035 = l_5031 | l_5034;
let l_5036 = bitcast<f64>(l_5035);
let l_5037 = bitcast<u32>(l_26);
let l_5038 = l_5037 + u32(1);
l_mut_3383 = l_5038;
let l_5039 = l_5037 & u32(2147483647);
let l_5040 = l_5039 == u32(0);
if l_5040 {
l_mut_3383 = u32(1);
} else {
let l_5041 = l_5037 & u32(2147483648);
let l_5042 = l_5041 != u32(0);
if l_5042 {
let l_5043 = l_5037 - u32(1);
l_mut_3383 = l_5043;
} else {
let l_5044 = l_5037 == u32(2139095040);
if l_5044 {
l_mut_3383 = l_5037;
}
}
}
let l_5045 = bitcast<f32>(l_mut_3383);
let l_5046 = bitcast<u32>(l_5045);
let l_5047 = l_5046 & u32(2147483647);
let l_5048 = bitcast<f32>(l_5047);
let l_5049 = f64(l_5048);
l_mut_3131 = l_5049;
let l_5050 = l_5047 < u32(8388608);
if l_5050 {
let l_5051 = f64(l_5047);
let l_5052 = l_5051 * f64(1.401298464324817e-45);
l_mut_3131 = l_5052;
}
let l_5053 = bitcast<u64>(l_mut_3131);
let l_5054 = l_5046 >> u32(31);
let l_5055 = u64(l_5054);
let l_5056 = l_5055 << u32(bitcast<u64>(u64(63)));
let l_5057 = l_5053 | l_5056;
let l_5058 = bitcast<f64>(l_5057);
let l_5059 = bitcast<u32>(l_26);
let l_5060 = l_5059 ^ u32(2147483648);
let l_5061 = bitcast<f32>(l_5060);
let l_5062 = bitcast<u32>(l_5061);
let l_5063 = l_5062 + u32(1);
l_mut_3383 = l_5063;
let l_5064 = l_5062 & u32(2147483647);
let l_5065 = l_5064 == u32(0);
if l_5065 {
l_mut_3383 = u32(1);
} else {
let l_5066 = l_5062 & u32(2147483648);
let l_5067 = l_5066 != u32(0);
if l_5067 {
let l_5068 = l_5062 - u32(1);
l_mut_3383 = l_5068;
} else {
let l_5069 = l_5062 == u32(2139095040);
if l_5069 {
l_mut_3383 = l_5062;
}
}
}
let l_5070 = bitcast<f32>(l_mut_3383);
let l_5071 = bitcast<u32>(l_5070);
let l_5072 = l_5071 ^ u32(2147483648);
let l_5073 = bitcast<f32>(l_5072);
let l_5074 = bitcast<u32>(l_5073);
let l_5075 = l_5074 & u32(2147483647);
let l_5076 = bitcast<f32>(l_5075);
let l_5077 = f64(l_5076);
l_mut_3131 = l_5077;
let l_5078 = l_5075 < u32(8388608);
if l_5078 {
let l_5079 = f64(l_5075);
let l_5080 = l_5079 * f64(1.401298464324817e-45);
l_mut_3131 = l_5080;
}
let l_5081 = bitcast<u64>(l_mut_3131);
let l_5082 = l_5074 >> u32(31);
let l_5083 = u64(l_5082);
let l_5084 = l_5083 << u32(bitcast<u64>(u64(63)));
let l_5085 = l_5081 | l_5084;
let l_5086 = bitcast<f64>(l_5085);
let l_5087 = l_5022 + l_4974;
let l_5088 = l_5087 <= l_5036;
l_mut_297 = l_5088;
let l_5089 = l_5022 - l_4974;
let l_5090 = l_5089 > l_5036;
l_mut_294 = l_5090;
let l_5091 = l_5023 - l_4974;
let l_5092 = l_5091 >= l_5036;
l_mut_291 = l_5092;
let l_5093 = l_5023 + l_4974;
let l_5094 = l_5093 < l_5036;
l_mut_288 = l_5094;
let l_5095 = l_5022 + l_4974;
let l_5096 = l_5095 < l_5058;
l_mut_297 = l_5096;
let l_5097 = l_5022 - l_4974;
let l_5098 = l_5097 >= l_5058;
l_mut_294 = l_5098;
let l_5099 = l_5023 - l_4974;
let l_5100 = l_5099 > l_5086;
l_mut_291 = l_5100;
let l_5101 = l_5023 + l_4974;
let l_5102 = l_5101 <= l_5086;
l_mut_288 = l_5102;
l_mut_3383 = u32(2);
let l_5103 = l_mut_294 || l_mut_288;
if l_5103 {
l_mut_3383 = u32(1);
} else {
let l_5104 = l_mut_297 && l_mut_291;
if l_5104 {
l_mut_3383 = u32(0);
}
}
let l_5105 = bitcast<u32>(l_26);
let l_5106 = l_5105 & u32(2147483647);
let l_5107 = l_5106 == u32(0);
if l_5107 {
let l_5108 = l_5022 + l_4974;
let l_5109 = l_5108 < f64(1.1754943508222875e-38);
let l_5110 = l_5023 - l_4974;
let l_5111 = l_5110 > f64(-1.1754943508222875e-38);
let l_5112 = l_5109 && l_5111;
let l_5113 = l_5022 - l_4974;
let l_5114 = l_5113 < f64(1.1754943508222875e-38);
let l_5115 = l_5023 + l_4974;
let l_5116 = l_5115 > f64(-1.1754943508222875e-38);
let l_5117 = l_5114 && l_5116;
if l_5112 {
l_mut_3383 = u32(0);
} else {
let l_5118 = l_mut_3383 == u32(1);
let l_5119 = l_5117 && l_5118;
if l_5119 {
l_mut_3383 = u32(2);
}
}
}
l_mut_4426 = l_mut_3383;
}
}
}
l_mut_180 = l_mut_4426;
}
}
} else {
let l_5120 = l_162 == u32(13);
if l_5120 {
let l_5122 = l_175 * l_171;
let l_5123 = l_175 * l_174;
let l_5124 = l_175 * l_171;
let l_5125 = l_175 * l_174;
a_5121[u32(0)] = l_5122;
a_5121[u32(1)] = l_5122;
let l_5126 = a_5121[u32(0)];
let l_5127 = l_5123 < l_5126;
if l_5127 {
a_5121[u32(0)] = l_5123;
}
let l_5128 = a_5121[u32(0)];
let l_5129 = l_5124 < l_5128;
if l_5129 {
a_5121[u32(0)] = l_5124;
}
let l_5130 = a_5121[u32(0)];
let l_5131 = l_5125 < l_5130;
if l_5131 {
a_5121[u32(0)] = l_5125;
}
let l_5132 = a_5121[u32(1)];
let l_5133 = l_5123 > l_5132;
if l_5133 {
a_5121[u32(1)] = l_5123;
}
let l_5134 = a_5121[u32(1)];
let l_5135 = l_5124 > l_5134;
if l_5135 {
a_5121[u32(1)] = l_5124;
}
let l_5136 = a_5121[u32(1)];
let l_5137 = l_5125 > l_5136;
if l_5137 {
a_5121[u32(1)] = l_5125;
}
let l_5138 = a_5121[u32(0)];
let l_5139 = l_5138 * f64(7.1362384635298e44);
let l_5140 = floor(l_5139);
let l_5141 = l_5140 * f64(1.401298464324817e-45);
l_mut_3131 = l_5141;
let l_5142 = abs(l_5138);
let l_5143 = l_5142 >= f64(1.1754943508222875e-38);
if l_5143 {
let l_5144 = f32(l_5138);
let l_5145 = f64(l_5144);
l_mut_3131 = l_5145;
let l_5146 = l_mut_3131 > l_5138;
if l_5146 {
let l_5147 = bitcast<u32>(l_5144);
let l_5148 = l_5147 ^ u32(2147483648);
let l_5149 = bitcast<f32>(l_5148);
let l_5150 = bitcast<u32>(l_5149);
let l_5151 = l_5150 + u32(1);
l_mut_4426 = l_5151;
let l_5152 = l_5150 & u32(2147483647);
let l_5153 = l_5152 == u32(0);
if l_5153 {
l_mut_4426 = u32(1);
} else {
let l_5154 = l_5150 & u32(2147483648);
let l_5155 = l_5154 != u32(0);
if l_5155 {
let l_5156 = l_5150 - u32(1);
l_mut_4426 = l_5156;
} else {
let l_5157 = l_5150 == u32(2139095040);
if l_5157 {
l_mut_4426 = l_5150;
}
}
}
let l_5158 = bitcast<f32>(l_mut_4426);
let l_5159 = bitcast<u32>(l_5158);
let l_5160 = l_5159 ^ u32(2147483648);
let l_5161 = bitcast<f32>(l_5160);
let l_5162 = bitcast<u32>(l_5161);
let l_5163 = l_5162 & u32(2147483647);
let l_5164 = bitcast<f32>(l_5163);
let l_5165 = f64(l_5164);
l_mut_2877 = l_5165;
let l_5166 = l_5163 < u32(8388608);
if l_5166 {
let l_5167 = f64(l_5163);
let l_5168 = l_5167 * f64(1.401298464324817e-45);
l_mut_2877 = l_5168;
}
let l_5169 = bitcast<u64>(l_mut_2877);
let l_5170 = l_5162 >> u32(31);
let l_5171 = u64(l_5170);
let l_5172 = l_5171 << u32(bitcast<u64>(u64(63)));
let l_5173 = l_5169 | l_5172;
let l_5174 = bitcast<f64>(l_5173);
l_mut_3131 = l_5174;
} else {
let l_5175 = bitcast<u32>(l_5144);
let l_5176 = l_5175 + u32(1);
l_mut_4426 = l_5176;
let l_5177 = l_5175 & u32(2147483647);
let l_5178 = l_5177 == u32(0);
if l_5178 {
l_mut_4426 = u32(1);
} else {
let l_5179 = l_5175 & u32(2147483648);
let l_5180 = l_5179 != u32(0);
if l_5180 {
let l_5181 = l_5175 - u32(1);
l_mut_4426 = l_5181;
} else {
let l_5182 = l_5175 == u32(2139095040);
if l_5182 {
l_mut_4426 = l_5175;
}
}
}
let l_5183 = bitcast<f32>(l_mut_4426);
let l_5184 = bitcast<u32>(l_5183);
let l_5185 = l_5184 & u32(2147483647);
let l_5186 = bitcast<f32>(l_5185);
let l_5187 = f64(l_5186);
l_mut_2877 = l_5187;
let l_5188 = l_5185 < u32(8388608);
if l_5188 {
let l_5189 = f64(l_5185);
let l_5190 = l_5189 * f64(1.401298464324817e-45);
l_mut_2877 = l_5190;
}
let l_5191 = bitcast<u64>(l_mut_2877);
let l_5192 = l_5184 >> u32(31);
let l_5193 = u64(l_5192);
let l_5194 = l_5193 << u32(bitcast<u64>(u64(63)));
let l_5195 = l_5191 | l_5194;
let l_5196 = bitcast<f64>(l_5195);
let l_5197 = l_5196 <= l_5138;
if l_5197 {
let l_5198 = bitcast<u32>(l_5144);
let l_5199 = l_5198 + u32(1);
l_mut_4426 = l_5199;
let l_5200 = l_5198 & u32(2147483647);
let l_5201 = l_5200 == u32(0);
if l_5201 {
l_mut_4426 = u32(1);
} else {
let l_5202 = l_5198 & u32(2147483648);
let l_5203 = l_5202 != u32(0);
if l_5203 {
let l_5204 = l_5198 - u32(1);
l_mut_4426 = l_5204;
} else {
let l_5205 = l_5198 == u32(2139095040);
if l_5205 {
l_mut_4426 = l_5198;
}
}
}
let l_5206 = bitcast<f32>(l_mut_4426);
let l_5207 = bitcast<u32>(l_5206);
let l_5208 = l_5207 & u32(2147483647);
let l_5209 = bitcast<f32>(l_5208);
let l_5210 = f64(l_5209);
l_mut_2877 = l_5210;
let l_5211 = l_5208 < u32(8388608);
if l_5211 {
let l_5212 = f64(l_5208);
let l_5213 = l_5212 * f64(1.401298464324817e-45);
l_mut_2877 = l_5213;
}
let l_5214 = bitcast<u64>(l_mut_2877);
let l_5215 = l_5207 >> u32(31);
let l_5216 = u64(l_5215);
let l_5217 = l_5216 << u32(bitcast<u64>(u64(63)));
let l_5218 = l_5214 | l_5217;
let l_5219 = bitcast<f64>(l_5218);
l_mut_3131 = l_5219;
}
}
}
l_mut_2877 = l_mut_3131;
let l_5220 = l_mut_3131 > f64(1000.0);
if l_5220 {
let l_5221 = bitcast<u64>(l_mut_3131);
let l_5222 = l_5221 | u64(9218868437227405312);
let l_5223 = l_5222 & bitcast<u64>(i64(-4503599627370496));
let l_5224 = bitcast<f64>(l_5223);
l_mut_2877 = l_5224;
} else {
let l_5225 = l_mut_3131 < f64(-1000.0);
if l_5225 {
l_mut_2877 = f64(0.0);
} else {
let l_5226 = is_nan_1_f64(l_mut_3131);let l_5227 = !l_5226;
if l_5227 {
let l_5228 = l_mut_3131 + f64(0.5);
let l_5229 = floor(l_5228);
let l_5230 = l_mut_3131 - l_5229;
let l_5231 = l_5230 * f64(0.6931471824645996);
let l_5232 = l_5230 * f64(-1.904654299957768e-9);
let l_5233 = l_5231 + l_5232;
l_mut_3131 = l_5233;
let l_5234 = is_nan_1_f64(l_5233);if l_5234 {
} else {
let l_5235 = l_5233 < f64(-700.0);
if l_5235 {
l_mut_3131 = f64(0.0);
} else {
let l_5236 = l_5233 > f64(700.0);
if l_5236 {
let l_5237 = bitcast<u64>(l_5233);
let l_5238 = l_5237 | u64(9218868437227405312);
let l_5239 = l_5238 & bitcast<u64>(i64(-4503599627370496));
let l_5240 = bitcast<f64>(l_5239);
l_mut_3131 = l_5240;
} else {
let l_5241 = l_5233 * f64(1.4426950408889634);
let l_5242 = l_5241 + f64(0.5);
let l_5243 = floor(l_5242);
let l_5244 = l_5243 * f64(0.6931471824645996);
let l_5245 = l_5231 - l_5244;
let l_5246 = l_5245 * l_20;
let l_5247 = l_5243 * f64(-1.904654299957768e-9);
let l_5248 = l_5232 - l_5247;
let l_5249 = l_5246 + l_5248;
let l_5250 = l_5249 * f64(7.647163731819816e-13);
let l_5251 = l_5250 + f64(1.1470745597729725e-11);
l_mut_2621 = l_5251;
let l_5252 = l_mut_2621 * l_5249;
let l_5253 = l_5252 + f64(1.6059043836821613e-10);
l_mut_2621 = l_5253;
let l_5254 = l_mut_2621 * l_5249;
let l_5255 = l_5254 + f64(2.08767569878681e-9);
l_mut_2621 = l_5255;
let l_5256 = l_mut_2621 * l_5249;
let l_5257 = l_5256 + f64(2.505210838544172e-8);
l_mut_2621 = l_5257;
let l_5258 = l_mut_2621 * l_5249;
let l_5259 = l_5258 + f64(2.755731922398589e-7);
l_mut_2621 = l_5259;
let l_5260 = l_mut_2621 * l_5249;
let l_5261 = l_5260 + f64(2.7557319223985893e-6);
l_mut_2621 = l_5261;
let l_5262 = l_mut_2621 * l_5249;
let l_5263 = l_5262 + f64(2.48015873015873e-5);
l_mut_2621 = l_5263;
let l_5264 = l_mut_2621 * l_5249;
let l_5265 = l_5264 + f64(0.0001984126984126984);
l_mut_2621 = l_5265;
let l_5266 = l_mut_2621 * l_5249;
let l_5267 = l_5266 + f64(0.001388888888888889);
l_mut_2621 = l_5267;
let l_5268 = l_mut_2621 * l_5249;
let l_5269 = l_5268 + f64(0.008333333333333333);
l_mut_2621 = l_5269;
let l_5270 = l_mut_2621 * l_5249;
let l_5271 = l_5270 + f64(0.041666666666666664);
l_mut_2621 = l_5271;
let l_5272 = l_mut_2621 * l_5249;
let l_5273 = l_5272 + f64(0.16666666666666666);
l_mut_2621 = l_5273;
let l_5274 = l_mut_2621 * l_5249;
let l_5275 = l_5274 + f64(0.5);
l_mut_2621 = l_5275;
let l_5276 = l_5249 * l_5249;
let l_5277 = l_5276 * l_mut_2621;
let l_5278 = l_5249 + l_5277;
let l_5279 = f64(1.0) + l_5278;
let l_5280 = i32(l_5243);
let l_5281 = l_5280 + i32(1023);
let l_5282 = u64(l_5281);
let l_5283 = l_5282 << u32(bitcast<u64>(u64(52)));
let l_5284 = bitcast<f64>(l_5283);
let l_5285 = l_5279 * l_5284;
l_mut_3131 = l_5285;
}
}
}
let l_5286 = i32(l_5229);
let l_5287 = l_5286 + i32(1023);
let l_5288 = u64(l_5287);
let l_5289 = l_5288 << u32(bitcast<u64>(u64(52)));
let l_5290 = bitcast<f64>(l_5289);
let l_5291 = l_mut_3131 * l_5290;
l_mut_2877 = l_5291;
}
}
}
let l_5292 = a_5121[u32(1)];
let l_5293 = -l_5292;
let l_5294 = l_5293 * f64(7.1362384635298e44);
let l_5295 = floor(l_5294);
let l_5296 = l_5295 * f64(1.401298464324817e-45);
l_mut_3131 = l_5296;
let l_5297 = abs(l_5293);
let l_5298 = l_5297 >= f64(1.1754943508222875e-38);
if l_5298 {
let l_5299 = f32(l_5293);
let l_5300 = f64(l_5299);
l_mut_3131 = l_5300;
let l_5301 = l_mut_3131 > l_5293;
if l_5301 {
let l_5302 = bitcast<u32>(l_5299);
let l_5303 = l_5302 ^ u32(2147483648);
let l_5304 = bitcast<f32>(l_5303);
let l_5305 = bitcast<u32>(l_5304);
let l_5306 = l_5305 + u32(1);
l_mut_4426 = l_5306;
let l_5307 = l_5305 & u32(2147483647);
let l_5308 = l_5307 == u32(0);
if l_5308 {
l_mut_4426 = u32(1);
} else {
let l_5309 = l_5305 & u32(2147483648);
let l_5310 = l_5309 != u32(0);
if l_5310 {
let l_5311 = l_5305 - u32(1);
l_mut_4426 = l_5311;
} else {
let l_5312 = l_5305 == u32(2139095040);
if l_5312 {
l_mut_4426 = l_5305;
}
}
}
let l_5313 = bitcast<f32>(l_mut_4426);
let l_5314 = bitcast<u32>(l_5313);
let l_5315 = l_5314 ^ u32(2147483648);
let l_5316 = bitcast<f32>(l_5315);
let l_5317 = bitcast<u32>(l_5316);
let l_5318 = l_5317 & u32(2147483647);
let l_5319 = bitcast<f32>(l_5318);
let l_5320 = f64(l_5319);
l_mut_2621 = l_5320;
let l_5321 = l_5318 < u32(8388608);
if l_5321 {
let l_5322 = f64(l_5318);
let l_5323 = l_5322 * f64(1.401298464324817e-45);
l_mut_2621 = l_5323;
}
let l_5324 = bitcast<u64>(l_mut_2621);
let l_5325 = l_5317 >> u32(31);
let l_5326 = u64(l_5325);
let l_5327 = l_5326 << u32(bitcast<u64>(u64(63)));
let l_5328 = l_5324 | l_5327;
let l_5329 = bitcast<f64>(l_5328);
l_mut_3131 = l_5329;
} else {
let l_5330 = bitcast<u32>(l_5299);
let l_5331 = l_5330 + u32(1);
l_mut_4426 = l_5331;
let l_5332 = l_5330 & u32(2147483647);
let l_5333 = l_5332 == u32(0);
if l_5333 {
l_mut_4426 = u32(1);
} else {
let l_5334 = l_5330 & u32(2147483648);
let l_5335 = l_5334 != u32(0);
if l_5335 {
let l_5336 = l_5330 - u32(1);
l_mut_4426 = l_5336;
} else {
let l_5337 = l_5330 == u32(2139095040);
if l_5337 {
l_mut_4426 = l_5330;
}
}
}
let l_5338 = bitcast<f32>(l_mut_4426);
let l_5339 = bitcast<u32>(l_5338);
let l_5340 = l_5339 & u32(2147483647);
let l_5341 = bitcast<f32>(l_5340);
let l_5342 = f64(l_5341);
l_mut_2621 = l_5342;
let l_5343 = l_5340 < u32(8388608);
if l_5343 {
let l_5344 = f64(l_5340);
let l_5345 = l_5344 * f64(1.401298464324817e-45);
l_mut_2621 = l_5345;
}
let l_5346 = bitcast<u64>(l_mut_2621);
let l_5347 = l_5339 >> u32(31);
let l_5348 = u64(l_5347);
let l_5349 = l_5348 << u32(bitcast<u64>(u64(63)));
let l_5350 = l_5346 | l_5349;
let l_5351 = bitcast<f64>(l_5350);
let l_5352 = l_5351 <= l_5293;
if l_5352 {
let l_5353 = bitcast<u32>(l_5299);
let l_5354 = l_5353 + u32(1);
l_mut_4426 = l_5354;
let l_5355 = l_5353 & u32(2147483647);
let l_5356 = l_5355 == u32(0);
if l_5356 {
l_mut_4426 = u32(1);
} else {
let l_5357 = l_5353 & u32(2147483648);
let l_5358 = l_5357 != u32(0);
if l_5358 {
let l_5359 = l_5353 - u32(1);
l_mut_4426 = l_5359;
} else {
let l_5360 = l_5353 == u32(2139095040);
if l_5360 {
l_mut_4426 = l_5353;
}
}
}
let l_5361 = bitcast<f32>(l_mut_4426);
let l_5362 = bitcast<u32>(l_5361);
let l_5363 = l_5362 & u32(2147483647);
let l_5364 = bitcast<f32>(l_5363);
let l_5365 = f64(l_5364);
l_mut_2621 = l_5365;
let l_5366 = l_5363 < u32(8388608);
if l_5366 {
let l_5367 = f64(l_5363);
let l_5368 = l_5367 * f64(1.401298464324817e-45);
l_mut_2621 = l_5368;
}
let l_5369 = bitcast<u64>(l_mut_2621);
let l_5370 = l_5362 >> u32(31);
let l_5371 = u64(l_5370);
let l_5372 = l_5371 << u32(bitcast<u64>(u64(63)));
let l_5373 = l_5369 | l_5372;
let l_5374 = bitcast<f64>(l_5373);
l_mut_3131 = l_5374;
}
}
}
let l_5375 = -l_mut_3131;
l_mut_3131 = l_5375;
let l_5376 = l_5375 > f64(1000.0);
if l_5376 {
let l_5377 = bitcast<u64>(l_5375);
let l_5378 = l_5377 | u64(9218868437227405312);
let l_5379 = l_5378 & bitcast<u64>(i64(-4503599627370496));
let l_5380 = bitcast<f64>(l_5379);
l_mut_3131 = l_5380;
} else {
let l_5381 = l_5375 < f64(-1000.0);
if l_5381 {
l_mut_3131 = f64(0.0);
} else {
let l_5382 = is_nan_1_f64(l_5375);let l_5383 = !l_5382;
if l_5383 {
let l_5384 = l_5375 + f64(0.5);
let l_5385 = floor(l_5384);
let l_5386 = l_5375 - l_5385;
let l_5387 = l_5386 * f64(0.6931471824645996);
let l_5388 = l_5386 * f64(-1.904654299957768e-9);
let l_5389 = l_5387 + l_5388;
l_mut_2621 = l_5389;
let l_5390 = is_nan_1_f64(l_5389);if l_5390 {
} else {
let l_5391 = l_5389 < f64(-700.0);
if l_5391 {
l_mut_2621 = f64(0.0);
} else {
let l_5392 = l_5389 > f64(700.0);
if l_5392 {
let l_5393 = bitcast<u64>(l_5389);
let l_5394 = l_5393 | u64(9218868437227405312);
let l_5395 = l_5394 & bitcast<u64>(i64(-4503599627370496));
let l_5396 = bitcast<f64>(l_5395);
l_mut_2621 = l_5396;
} else {
let l_5397 = l_5389 * f64(1.4426950408889634);
let l_5398 = l_5397 + f64(0.5);
let l_5399 = floor(l_5398);
let l_5400 = l_5399 * f64(0.6931471824645996);
let l_5401 = l_5387 - l_5400;
let l_5402 = l_5401 * l_20;
let l_5403 = l_5399 * f64(-1.904654299957768e-9);
let l_5404 = l_5388 - l_5403;
let l_5405 = l_5402 + l_5404;
let l_5406 = l_5405 * f64(7.647163731819816e-13);
let l_5407 = l_5406 + f64(1.1470745597729725e-11);
l_mut_2367 = l_5407;
let l_5408 = l_mut_2367 * l_5405;
let l_5409 = l_5408 + f64(1.6059043836821613e-10);
l_mut_2367 = l_5409;
let l_5410 = l_mut_2367 * l_5405;
let l_5411 = l_5410 + f64(2.08767569878681e-9);
l_mut_2367 = l_5411;
let l_5412 = l_mut_2367 * l_5405;
let l_5413 = l_5412 + f64(2.505210838544172e-8);
l_mut_2367 = l_5413;
let l_5414 = l_mut_2367 * l_5405;
let l_5415 = l_5414 + f64(2.755731922398589e-7);
l_mut_2367 = l_5415;
let l_5416 = l_mut_2367 * l_5405;
let l_5417 = l_5416 + f64(2.7557319223985893e-6);
l_mut_2367 = l_5417;
let l_5418 = l_mut_2367 * l_5405;
let l_5419 = l_5418 + f64(2.48015873015873e-5);
l_mut_2367 = l_5419;
let l_5420 = l_mut_2367 * l_5405;
let l_5421 = l_5420 + f64(0.0001984126984126984);
l_mut_2367 = l_5421;
let l_5422 = l_mut_2367 * l_5405;
let l_5423 = l_5422 + f64(0.001388888888888889);
l_mut_2367 = l_5423;
let l_5424 = l_mut_2367 * l_5405;
let l_5425 = l_5424 + f64(0.008333333333333333);
l_mut_2367 = l_5425;
let l_5426 = l_mut_2367 * l_5405;
let l_5427 = l_5426 + f64(0.041666666666666664);
l_mut_2367 = l_5427;
let l_5428 = l_mut_2367 * l_5405;
let l_5429 = l_5428 + f64(0.16666666666666666);
l_mut_2367 = l_5429;
let l_5430 = l_mut_2367 * l_5405;
let l_5431 = l_5430 + f64(0.5);
l_mut_2367 = l_5431;
let l_5432 = l_5405 * l_5405;
let l_5433 = l_5432 * l_mut_2367;
let l_5434 = l_5405 + l_5433;
let l_5435 = f64(1.0) + l_5434;
let l_5436 = i32(l_5399);
let l_5437 = l_5436 + i32(1023);
let l_5438 = u64(l_5437);
let l_5439 = l_5438 << u32(bitcast<u64>(u64(52)));
let l_5440 = bitcast<f64>(l_5439);
let l_5441 = l_5435 * l_5440;
l_mut_2621 = l_5441;
}
}
}
let l_5442 = i32(l_5385);
let l_5443 = l_5442 + i32(1023);
let l_5444 = u64(l_5443);
let l_5445 = l_5444 << u32(bitcast<u64>(u64(52)));
let l_5446 = bitcast<f64>(l_5445);
let l_5447 = l_mut_2621 * l_5446;
l_mut_3131 = l_5447;
}
}
}
let l_5448 = l_mut_2877 * f64(1.4551915228366852e-11);
let l_5449 = l_mut_3131 * f64(1.4551915228366852e-11);
l_mut_4426 = u32(2);
let l_5450 = l_mut_2877 - l_5448;
let l_5451 = abs(l_5450);
l_mut_2621 = f64(1.401298464324817e-45);
let l_5452 = l_5451 >= f64(1.1754943508222875e-38);
let l_5453 = l_5451 <= f64(1.7976931348623157e308);
let l_5454 = l_5452 && l_5453;
if l_5454 {
let l_5455 = bitcast<u64>(l_5451);
let l_5456 = l_5455 >> u32(bitcast<u64>(u64(52)));
let l_5457 = l_5456 - u64(23);
let l_5458 = l_5457 << u32(bitcast<u64>(u64(52)));
let l_5459 = bitcast<f64>(l_5458);
l_mut_2621 = l_5459;
}
let l_5460 = l_mut_2877 + l_5448;
let l_5461 = abs(l_5460);
l_mut_2367 = f64(1.401298464324817e-45);
let l_5462 = l_5461 >= f64(1.1754943508222875e-38);
let l_5463 = l_5461 <= f64(1.7976931348623157e308);
let l_5464 = l_5462 && l_5463;
if l_5464 {
let l_5465 = bitcast<u64>(l_5461);
let l_5466 = l_5465 >> u32(bitcast<u64>(u64(52)));
let l_5467 = l_5466 - u64(23);
let l_5468 = l_5467 << u32(bitcast<u64>(u64(52)));
let l_5469 = bitcast<f64>(l_5468);
l_mut_2367 = l_5469;
}
let l_5470 = l_mut_2621 == l_mut_2367;
let l_5471 = l_mut_3131 - l_5449;
let l_5472 = abs(l_5471);
l_mut_2621 = f64(1.401298464324817e-45);
let l_5473 = l_5472 >= f64(1.1754943508222875e-38);
let l_5474 = l_5472 <= f64(1.7976931348623157e308);
let l_5475 = l_5473 && l_5474;
if l_5475 {
let l_5476 = bitcast<u64>(l_5472);
let l_5477 = l_5476 >> u32(bitcast<u64>(u64(52)));
let l_5478 = l_5477 - u64(23);
let l_5479 = l_5478 << u32(bitcast<u64>(u64(52)));
let l_5480 = bitcast<f64>(l_5479);
l_mut_2621 = l_5480;
}
let l_5481 = l_mut_3131 + l_5449;
let l_5482 = abs(l_5481);
l_mut_2367 = f64(1.401298464324817e-45);
let l_5483 = l_5482 >= f64(1.1754943508222875e-38);
let l_5484 = l_5482 <= f64(1.7976931348623157e308);
let l_5485 = l_5483 && l_5484;
if l_5485 {
let l_5486 = bitcast<u64>(l_5482);
let l_5487 = l_5486 >> u32(bitcast<u64>(u64(52)));
let l_5488 = l_5487 - u64(23);
let l_5489 = l_5488 << u32(bitcast<u64>(u64(52)));
let l_5490 = bitcast<f64>(l_5489);
l_mut_2367 = l_5490;
}
let l_5491 = l_mut_2621 == l_mut_2367;
let l_5492 = l_5470 && l_5491;
if l_5492 {
let l_5493 = l_168 * l_mut_2877;
let l_5494 = abs(l_mut_2877);
l_mut_2621 = f64(1.401298464324817e-45);
let l_5495 = l_5494 >= f64(1.1754943508222875e-38);
let l_5496 = l_5494 <= f64(1.7976931348623157e308);
let l_5497 = l_5495 && l_5496;
if l_5497 {
let l_5498 = bitcast<u64>(l_5494);
let l_5499 = l_5498 >> u32(bitcast<u64>(u64(52)));
let l_5500 = l_5499 - u64(23);
let l_5501 = l_5500 << u32(bitcast<u64>(u64(52)));
let l_5502 = bitcast<f64>(l_5501);
l_mut_2621 = l_5502;
}
let l_5503 = f64(0.5) * l_mut_2621;
l_mut_2621 = l_5493;
let l_5504 = l_5503 > l_5493;
if l_5504 {
l_mut_2621 = l_5503;
}
let l_5505 = l_168 * l_mut_3131;
let l_5506 = abs(l_mut_3131);
l_mut_2367 = f64(1.401298464324817e-45);
let l_5507 = l_5506 >= f64(1.1754943508222875e-38);
let l_5508 = l_5506 <= f64(1.7976931348623157e308);
let l_5509 = l_5507 && l_5508;
if l_5509 {
let l_5510 = bitcast<u64>(l_5506);
let l_5511 = l_5510 >> u32(bitcast<u64>(u64(52)));
let l_5512 = l_5511 - u64(23);
let l_5513 = l_5512 << u32(bitcast<u64>(u64(52)));
let l_5514 = bitcast<f64>(l_5513);
l_mut_2367 = l_5514;
}
let l_5515 = f64(0.5) * l_mut_2367;
l_mut_2367 = l_5505;
let l_5516 = l_5515 > l_5505;
if l_5516 {
l_mut_2367 = l_5515;
}
let l_5517 = l_mut_2877 - l_mut_2621;
let l_5518 = l_mut_3131 + l_mut_2367;
let l_5519 = bitcast<u32>(l_26);
let l_5520 = l_5519 & u32(2147483647);
let l_5521 = bitcast<f32>(l_5520);
let l_5522 = f64(l_5521);
l_mut_3131 = l_5522;
let l_5523 = l_5520 < u32(8388608);
if l_5523 {
let l_5524 = f64(l_5520);
let l_5525 = l_5524 * f64(1.401298464324817e-45);
l_mut_3131 = l_5525;
}
let l_5526 = bitcast<u64>(l_mut_3131);
let l_5527 = l_5519 >> u32(31);
let l_5528 = u64(l_5527);
let l_5529 = l_5528 << u32(bitcast<u64>(u64(63)));
let l_5530 = l_5526 | l_5529;
let l_5531 = bitcast<f64>(l_5530);
let l_5532 = bitcast<u32>(l_26);
let l_5533 = l_5532 + u32(1);
l_mut_3383 = l_5533;
let l_5534 = l_5532 & u32(2147483647);
let l_5535 = l_5534 == u32(0);
if l_5535 {
l_mut_3383 = u32(1);
} else {
let l_5536 = l_5532 & u32(2147483648);
let l_5537 = l_5536 != u32(0);
if l_5537 {
let l_5538 = l_5532 - u32(1);
l_mut_3383 = l_5538;
} else {
let l_5539 = l_5532 == u32(2139095040);
if l_5539 {
l_mut_3383 = l_5532;
}
}
}
let l_5540 = bitcast<f32>(l_mut_3383);
let l_5541 = bitcast<u32>(l_5540);
let l_5542 = l_5541 & u32(2147483647);
let l_5543 = bitcast<f32>(l_5542);
let l_5544 = f64(l_5543);
l_mut_3131 = l_5544;
let l_5545 = l_5542 < u32(8388608);
if l_5545 {
let l_5546 = f64(l_5542);
let l_5547 = l_5546 * f64(1.401298464324817e-45);
l_mut_3131 = l_5547;
}
let l_5548 = bitcast<u64>(l_mut_3131);
let l_5549 = l_5541 >> u32(31);
let l_5550 = u64(l_5549);
let l_5551 = l_5550 << u32(bitcast<u64>(u64(63)));
let l_5552 = l_5548 | l_5551;
let l_5553 = bitcast<f64>(l_5552);
let l_5554 = bitcast<u32>(l_26);
let l_5555 = l_5554 ^ u32(2147483648);
let l_5556 = bitcast<f32>(l_5555);
let l_5557 = bitcast<u32>(l_5556);
let l_5558 = l_5557 + u32(1);
l_mut_3383 = l_5558;
let l_5559 = l_5557 & u32(2147483647);
let l_5560 = l_5559 == u32(0);
if l_5560 {
l_mut_3383 = u32(1);
} else {
let l_5561 = l_5557 & u32(2147483648);
let l_5562 = l_5561 != u32(0);
if l_5562 {
let l_5563 = l_5557 - u32(1);
l_mut_3383 = l_5563;
} else {
let l_5564 = l_5557 == u32(2139095040);
if l_5564 {
l_mut_3383 = l_5557;
}
}
}
let l_5565 = bitcast<f32>(l_mut_3383);
let l_5566 = bitcast<u32>(l_5565);
let l_5567 = l_5566 ^ u32(2147483648);
let l_5568 = bitcast<f32>(l_5567);
let l_5569 = bitcast<u32>(l_5568);
let l_5570 = l_5569 & u32(2147483647);
let l_5571 = bitcast<f32>(l_5570);
let l_5572 = f64(l_5571);
l_mut_3131 = l_5572;
let l_5573 = l_5570 < u32(8388608);
if l_5573 {
let l_5574 = f64(l_5570);
let l_5575 = l_5574 * f64(1.401298464324817e-45);
l_mut_3131 = l_5575;
}
let l_5576 = bitcast<u64>(l_mut_3131);
let l_5577 = l_5569 >> u32(31);
let l_5578 = u64(l_5577);
let l_5579 = l_5578 << u32(bitcast<u64>(u64(63)));
let l_5580 = l_5576 | l_5579;
let l_5581 = bitcast<f64>(l_5580);
let l_5582 = l_5517 + l_5448;
let l_5583 = l_5582 <= l_5531;
l_mut_297 = l_5583;
let l_5584 = l_5517 - l_5448;
let l_5585 = l_5584 > l_5531;
l_mut_294 = l_5585;
let l_5586 = l_5518 - l_5449;
let l_5587 = l_5586 >= l_5531;
l_mut_291 = l_5587;
let l_5588 = l_5518 + l_5449;
let l_5589 = l_5588 < l_5531;
l_mut_288 = l_5589;
l_mut_3383 = u32(2);
let l_5590 = l_mut_294 || l_mut_288;
if l_5590 {
l_mut_3383 = u32(1);
} else {
let l_5591 = l_mut_297 && l_mut_291;
if l_5591 {
l_mut_3383 = u32(0);
}
}
let l_5592 = bitcast<u32>(l_26);
let l_5593 = l_5592 & u32(2147483647);
let l_5594 = l_5593 == u32(0);
if l_5594 {
let l_5595 = l_5517 + l_5448;
let l_5596 = l_5595 < f64(1.1754943508222875e-38);
let l_5597 = l_5518 - l_5449;
let l_5598 = l_5597 > f64(-1.1754943508222875e-38);
let l_5599 = l_5596 && l_5598;
let l_5600 = l_5517 - l_5448;
let l_5601 = l_5600 < f64(1.1754943508222875e-38);
let l_5602 = l_5518 + l_5449;
let l_5603 = l_5602 > f64(-1.1754943508222875e-38);
let l_5604 = l_5601 && l_5603;
if l_5599 {
l_mut_3383 = u32(0);
} else {
let l_5605 = l_mut_3383 == u32(1);
let l_5606 = l_5604 && l_5605;
if l_5606 {
l_mut_3383 = u32(2);
}
}
}
l_mut_4426 = l_mut_3383;
}
l_mut_180 = l_mut_4426;
} else {
let l_5607 = l_162 == u32(14);
if l_5607 {
l_mut_180 = u32(0);
let l_5608 = l_175 > f64(0.0);
if l_5608 {
let l_5609 = f32(l_175);
let l_5610 = bitcast<u32>(l_5609);
let l_5611 = l_5610 & u32(2147483647);
let l_5612 = bitcast<f32>(l_5611);
let l_5613 = f64(l_5612);
l_mut_3131 = l_5613;
let l_5614 = l_5611 < u32(8388608);
if l_5614 {
let l_5615 = f64(l_5611);
let l_5616 = l_5615 * f64(1.401298464324817e-45);
l_mut_3131 = l_5616;
}
let l_5617 = bitcast<u64>(l_mut_3131);
let l_5618 = l_5610 >> u32(31);
let l_5619 = u64(l_5618);
let l_5620 = l_5619 << u32(bitcast<u64>(u64(63)));
let l_5621 = l_5617 | l_5620;
let l_5622 = bitcast<f64>(l_5621);
l_mut_3131 = l_5622;
let l_5623 = l_5622 < f64(0.0);
if l_5623 {
let l_5624 = bitcast<u64>(l_5622);
let l_5625 = l_5624 | u64(9221120237041090560);
let l_5626 = bitcast<f64>(l_5625);
l_mut_3131 = l_5626;
} else {
let l_5627 = l_5622 == f64(0.0);
if l_5627 {
let l_5628 = abs(l_5622);
let l_5629 = bitcast<u64>(l_5628);
let l_5630 = l_5629 | u64(9218868437227405312);
let l_5631 = l_5630 & bitcast<u64>(i64(-4503599627370496));
let l_5632 = bitcast<f64>(l_5631);
let l_5633 = -l_5632;
l_mut_3131 = l_5633;
} else {
let l_5634 = bitcast<u32>(l_5609);
let l_5635 = l_5634 < u32(2139095040);
if l_5635 {
let l_5636 = bitcast<u64>(l_5622);
let l_5637 = l_5636 >> u32(bitcast<u64>(u64(52)));
let l_5638 = l_5637 & u64(2047);
let l_5639 = i32(bitcast<i64>(l_5638));
let l_5640 = l_5639 - i32(1023);
l_mut_5641 = l_5640;
let l_5642 = l_5636 & u64(4503599627370495);
let l_5643 = l_5642 | u64(4607182418800017408);
let l_5644 = bitcast<f64>(l_5643);
l_mut_2877 = l_5644;
let l_5645 = l_mut_2877 > f64(1.4142135623730951);
if l_5645 {
l_mut_2877 = l_mut_2877 * f64(0.5);
l_mut_5641 = l_mut_5641 + i32(1);
}
let l_5646 = l_mut_2877 - f64(1.0);
let l_5647 = f64(2.0) + l_5646;
let l_5648 = l_5646 / l_5647;
let l_5649 = l_5648 * l_5648;
let l_5650 = l_5649 * f64(0.04);
let l_5651 = l_5650 + f64(0.043478260869565216);
l_mut_2877 = l_5651;
let l_5652 = l_mut_2877 * l_5649;
let l_5653 = l_5652 + f64(0.047619047619047616);
l_mut_2877 = l_5653;
let l_5654 = l_mut_2877 * l_5649;
let l_5655 = l_5654 + f64(0.05263157894736842);
l_mut_2877 = l_5655;
let l_5656 = l_mut_2877 * l_5649;
let l_5657 = l_5656 + f64(0.058823529411764705);
l_mut_2877 = l_5657;
let l_5658 = l_mut_2877 * l_5649;
let l_5659 = l_5658 + f64(0.06666666666666667);
l_mut_2877 = l_5659;
let l_5660 = l_mut_2877 * l_5649;
let l_5661 = l_5660 + f64(0.07692307692307693);
l_mut_2877 = l_5661;
let l_5662 = l_mut_2877 * l_5649;
let l_5663 = l_5662 + f64(0.09090909090909091);
l_mut_2877 = l_5663;
let l_5664 = l_mut_2877 * l_5649;
let l_5665 = l_5664 + f64(0.1111111111111111);
l_mut_2877 = l_5665;
let l_5666 = l_mut_2877 * l_5649;
let l_5667 = l_5666 + f64(0.14285714285714285);
l_mut_2877 = l_5667;
let l_5668 = l_mut_2877 * l_5649;
let l_5669 = l_5668 + f64(0.2);
l_mut_2877 = l_5669;
let l_5670 = l_mut_2877 * l_5649;
let l_5671 = l_5670 + f64(0.3333333333333333);
l_mut_2877 = l_5671;
let l_5672 = f64(2.0) * l_5648;
let l_5673 = f64(2.0) * l_5648;
let l_5674 = l_5673 * l_5649;
let l_5675 = l_5674 * l_mut_2877;
let l_5676 = l_5672 + l_5675;
let l_5677 = f64(l_mut_5641);
let l_5678 = l_5677 * f64(0.6931471824645996);
let l_5679 = l_5677 * f64(-1.904654299957768e-9);
let l_5680 = l_5679 + l_5676;
let l_5681 = l_5678 + l_5680;
l_mut_3131 = l_5681;
}
}
}
let l_5682 = l_mut_3131 / f64(0.6931471805599453);
let l_5683 = abs(l_5682);
let l_5684 = l_168 * l_5683;
l_mut_3131 = l_5684;
let l_5685 = l_175 >= f64(0.5);
let l_5686 = l_175 <= f64(2.0);
let l_5687 = l_5685 && l_5686;
if l_5687 {
l_mut_3131 = l_168;
}
let l_5688 = abs(l_5682);
let l_5689 = l_5688 * f64(1.4551915228366852e-11);
let l_5690 = f64(1.0) + l_168;
let l_5691 = l_5689 * l_5690;
let l_5692 = l_5682 - l_mut_3131;
let l_5693 = l_5682 + l_mut_3131;
let l_5695 = l_5692 * l_171;
let l_5696 = l_5692 * l_174;
let l_5697 = l_5693 * l_171;
let l_5698 = l_5693 * l_174;
a_5694[u32(0)] = l_5695;
a_5694[u32(1)] = l_5695;
let l_5699 = a_5694[u32(0)];
let l_5700 = l_5696 < l_5699;
if l_5700 {
a_5694[u32(0)] = l_5696;
}
let l_5701 = a_5694[u32(0)];
let l_5702 = l_5697 < l_5701;
if l_5702 {
a_5694[u32(0)] = l_5697;
}
let l_5703 = a_5694[u32(0)];
let l_5704 = l_5698 < l_5703;
if l_5704 {
a_5694[u32(0)] = l_5698;
}
let l_5705 = a_5694[u32(1)];
let l_5706 = l_5696 > l_5705;
if l_5706 {
a_5694[u32(1)] = l_5696;
}
let l_5707 = a_5694[u32(1)];
let l_5708 = l_5697 > l_5707;
if l_5708 {
a_5694[u32(1)] = l_5697;
}
let l_5709 = a_5694[u32(1)];
let l_5710 = l_5698 > l_5709;
if l_5710 {
a_5694[u32(1)] = l_5698;
}
let l_5711 = l_5691 * l_174;
l_mut_4426 = u32(2);
let l_5712 = a_5694[u32(0)];
let l_5713 = l_5712 - l_5711;
let l_5714 = l_5713 * f64(7.1362384635298e44);
let l_5715 = floor(l_5714);
let l_5716 = l_5715 * f64(1.401298464324817e-45);
l_mut_3131 = l_5716;
let l_5717 = abs(l_5713);
let l_5718 = l_5717 >= f64(1.1754943508222875e-38);
if l_5718 {
let l_5719 = f32(l_5713);
let l_5720 = f64(l_5719);
l_mut_3131 = l_5720;
let l_5721 = l_mut_3131 > l_5713;
if l_5721 {
let l_5722 = bitcast<u32>(l_5719);
let l_5723 = l_5722 ^ u32(2147483648);
let l_5724 = bitcast<f32>(l_5723);
let l_5725 = bitcast<u32>(l_5724);
let l_5726 = l_5725 + u32(1);
l_mut_3383 = l_5726;
let l_5727 = l_5725 & u32(2147483647);
let l_5728 = l_5727 == u32(0);
if l_5728 {
l_mut_3383 = u32(1);
} else {
let l_5729 = l_5725 & u32(2147483648);
let l_5730 = l_5729 != u32(0);
if l_5730 {
let l_5731 = l_5725 - u32(1);
l_mut_3383 = l_5731;
} else {
let l_5732 = l_5725 == u32(2139095040);
if l_5732 {
l_mut_3383 = l_5725;
}
}
}
let l_5733 = bitcast<f32>(l_mut_3383);
let l_5734 = bitcast<u32>(l_5733);
let l_5735 = l_5734 ^ u32(2147483648);
let l_5736 = bitcast<f32>(l_5735);
let l_5737 = bitcast<u32>(l_5736);
let l_5738 = l_5737 & u32(2147483647);
let l_5739 = bitcast<f32>(l_5738);
let l_5740 = f64(l_5739);
l_mut_2877 = l_5740;
let l_5741 = l_5738 < u32(8388608);
if l_5741 {
let l_5742 = f64(l_5738);
let l_5743 = l_5742 * f64(1.401298464324817e-45);
l_mut_2877 = l_5743;
}
let l_5744 = bitcast<u64>(l_mut_2877);
let l_5745 = l_5737 >> u32(31);
let l_5746 = u64(l_5745);
let l_5747 = l_5746 << u32(bitcast<u64>(u64(63)));
let l_5748 = l_5744 | l_5747;
let l_5749 = bitcast<f64>(l_5748);
l_mut_3131 = l_5749;
} else {
let l_5750 = bitcast<u32>(l_5719);
let l_5751 = l_5750 + u32(1);
l_mut_3383 = l_5751;
let l_5752 = l_5750 & u32(2147483647);
let l_5753 = l_5752 == u32(0);
if l_5753 {
l_mut_3383 = u32(1);
} else {
let l_5754 = l_5750 & u32(2147483648);
let l_5755 = l_5754 != u32(0);
if l_5755 {
let l_5756 = l_5750 - u32(1);
l_mut_3383 = l_5756;
} else {
let l_5757 = l_5750 == u32(2139095040);
if l_5757 {
l_mut_3383 = l_5750;
}
}
}
let l_5758 = bitcast<f32>(l_mut_3383);
let l_5759 = bitcast<u32>(l_5758);
let l_5760 = l_5759 & u32(2147483647);
let l_5761 = bitcast<f32>(l_5760);
let l_5762 = f64(l_5761);
l_mut_2877 = l_5762;
let l_5763 = l_5760 < u32(8388608);
if l_5763 {
let l_5764 = f64(l_5760);
let l_5765 = l_5764 * f64(1.401298464324817e-45);
l_mut_2877 = l_5765;
}
let l_5766 = bitcast<u64>(l_mut_2877);
let l_5767 = l_5759 >> u32(31);
let l_5768 = u64(l_5767);
let l_5769 = l_5768 << u32(bitcast<u64>(u64(63)));
let l_5770 = l_5766 | l_5769;
let l_5771 = bitcast<f64>(l_5770);
let l_5772 = l_5771 <= l_5713;
if l_5772 {
let l_5773 = bitcast<u32>(l_5719);
let l_5774 = l_5773 + u32(1);
l_mut_3383 = l_5774;
let l_5775 = l_5773 & u32(2147483647);
let l_5776 = l_5775 == u32(0);
if l_5776 {
l_mut_3383 = u32(1);
} else {
let l_5777 = l_5773 & u32(2147483648);
let l_5778 = l_5777 != u32(0);
if l_5778 {
let l_5779 = l_5773 - u32(1);
l_mut_3383 = l_5779;
} else {
let l_5780 = l_5773 == u32(2139095040);
if l_5780 {
l_mut_3383 = l_5773;
}
}
}
let l_5781 = bitcast<f32>(l_mut_3383);
let l_5782 = bitcast<u32>(l_5781);
let l_5783 = l_5782 & u32(2147483647);
let l_5784 = bitcast<f32>(l_5783);
let l_5785 = f64(l_5784);
l_mut_2877 = l_5785;
let l_5786 = l_5783 < u32(8388608);
if l_5786 {
let l_5787 = f64(l_5783);
let l_5788 = l_5787 * f64(1.401298464324817e-45);
l_mut_2877 = l_5788;
}
let l_5789 = bitcast<u64>(l_mut_2877);
let l_5790 = l_5782 >> u32(31);
let l_5791 = u64(l_5790);
let l_5792 = l_5791 << u32(bitcast<u64>(u64(63)));
let l_5793 = l_5789 | l_5792;
let l_5794 = bitcast<f64>(l_5793);
l_mut_3131 = l_5794;
}
}
}
let l_5795 = l_5712 + l_5711;
let l_5796 = l_5795 * f64(7.1362384635298e44);
let l_5797 = floor(l_5796);
let l_5798 = l_5797 * f64(1.401298464324817e-45);
l_mut_2877 = l_5798;
let l_5799 = abs(l_5795);
let l_5800 = l_5799 >= f64(1.1754943508222875e-38);
if l_5800 {
let l_5801 = f32(l_5795);
let l_5802 = f64(l_5801);
l_mut_2877 = l_5802;
let l_5803 = l_mut_2877 > l_5795;
if l_5803 {
let l_5804 = bitcast<u32>(l_5801);
let l_5805 = l_5804 ^ u32(2147483648);
let l_5806 = bitcast<f32>(l_5805);
let l_5807 = bitcast<u32>(l_5806);
let l_5808 = l_5807 + u32(1);
l_mut_3383 = l_5808;
let l_5809 = l_5807 & u32(2147483647);
let l_5810 = l_5809 == u32(0);
if l_5810 {
l_mut_3383 = u32(1);
} else {
let l_5811 = l_5807 & u32(2147483648);
let l_5812 = l_5811 != u32(0);
if l_5812 {
let l_5813 = l_5807 - u32(1);
l_mut_3383 = l_5813;
} else {
let l_5814 = l_5807 == u32(2139095040);
if l_5814 {
l_mut_3383 = l_5807;
}
}
}
let l_5815 = bitcast<f32>(l_mut_3383);
let l_5816 = bitcast<u32>(l_5815);
let l_5817 = l_5816 ^ u32(2147483648);
let l_5818 = bitcast<f32>(l_5817);
let l_5819 = bitcast<u32>(l_5818);
let l_5820 = l_5819 & u32(2147483647);
let l_5821 = bitcast<f32>(l_5820);
let l_5822 = f64(l_5821);
l_mut_2621 = l_5822;
let l_5823 = l_5820 < u32(8388608);
if l_5823 {
let l_5824 = f64(l_5820);
let l_5825 = l_5824 * f64(1.401298464324817e-45);
l_mut_2621 = l_5825;
}
let l_5826 = bitcast<u64>(l_mut_2621);
let l_5827 = l_5819 >> u32(31);
let l_5828 = u64(l_5827);
let l_5829 = l_5828 << u32(bitcast<u64>(u64(63)));
let l_5830 = l_5826 | l_5829;
let l_5831 = bitcast<f64>(l_5830);
l_mut_2877 = l_5831;
} else {
let l_5832 = bitcast<u32>(l_5801);
let l_5833 = l_5832 + u32(1);
l_mut_3383 = l_5833;
let l_5834 = l_5832 & u32(2147483647);
let l_5835 = l_5834 == u32(0);
if l_5835 {
l_mut_3383 = u32(1);
} else {
let l_5836 = l_5832 & u32(2147483648);
let l_5837 = l_5836 != u32(0);
if l_5837 {
let l_5838 = l_5832 - u32(1);
l_mut_3383 = l_5838;
} else {
let l_5839 = l_5832 == u32(2139095040);
if l_5839 {
l_mut_3383 = l_5832;
}
}
}
let l_5840 = bitcast<f32>(l_mut_3383);
let l_5841 = bitcast<u32>(l_5840);
let l_5842 = l_5841 & u32(2147483647);
let l_5843 = bitcast<f32>(l_5842);
let l_5844 = f64(l_5843);
l_mut_2621 = l_5844;
let l_5845 = l_5842 < u32(8388608);
if l_5845 {
let l_5846 = f64(l_5842);
let l_5847 = l_5846 * f64(1.401298464324817e-45);
l_mut_2621 = l_5847;
}
let l_5848 = bitcast<u64>(l_mut_2621);
let l_5849 = l_5841 >> u32(31);
let l_5850 = u64(l_5849);
let l_5851 = l_5850 << u32(bitcast<u64>(u64(63)));
let l_5852 = l_5848 | l_5851;
let l_5853 = bitcast<f64>(l_5852);
let l_5854 = l_5853 <= l_5795;
if l_5854 {
let l_5855 = bitcast<u32>(l_5801);
let l_5856 = l_5855 + u32(1);
l_mut_3383 = l_5856;
let l_5857 = l_5855 & u32(2147483647);
let l_5858 = l_5857 == u32(0);
if l_5858 {
l_mut_3383 = u32(1);
} else {
let l_5859 = l_5855 & u32(2147483648);
let l_5860 = l_5859 != u32(0);
if l_5860 {
let l_5861 = l_5855 - u32(1);
l_mut_3383 = l_5861;
} else {
let l_5862 = l_5855 == u32(2139095040);
if l_5862 {
l_mut_3383 = l_5855;
}
}
}
let l_5863 = bitcast<f32>(l_mut_3383);
let l_5864 = bitcast<u32>(l_5863);
let l_5865 = l_5864 & u32(2147483647);
let l_5866 = bitcast<f32>(l_5865);
let l_5867 = f64(l_5866);
l_mut_2621 = l_5867;
let l_5868 = l_5865 < u32(8388608);
if l_5868 {
let l_5869 = f64(l_5865);
let l_5870 = l_5869 * f64(1.401298464324817e-45);
l_mut_2621 = l_5870;
}
let l_5871 = bitcast<u64>(l_mut_2621);
let l_5872 = l_5864 >> u32(31);
let l_5873 = u64(l_5872);
let l_5874 = l_5873 << u32(bitcast<u64>(u64(63)));
let l_5875 = l_5871 | l_5874;
let l_5876 = bitcast<f64>(l_5875);
l_mut_2877 = l_5876;
}
}
}
let l_5877 = l_mut_3131 == l_mut_2877;
let l_5878 = a_5694[u32(1)];
let l_5879 = l_5878 - l_5711;
let l_5880 = l_5879 * f64(7.1362384635298e44);
let l_5881 = floor(l_5880);
let l_5882 = l_5881 * f64(1.401298464324817e-45);
l_mut_3131 = l_5882;
let l_5883 = abs(l_5879);
let l_5884 = l_5883 >= f64(1.1754943508222875e-38);
if l_5884 {
let l_5885 = f32(l_5879);
let l_5886 = f64(l_5885);
l_mut_3131 = l_5886;
let l_5887 = l_mut_3131 > l_5879;
if l_5887 {
let l_5888 = bitcast<u32>(l_5885);
let l_5889 = l_5888 ^ u32(2147483648);
let l_5890 = bitcast<f32>(l_5889);
let l_5891 = bitcast<u32>(l_5890);
let l_5892 = l_5891 + u32(1);
l_mut_3383 = l_5892;
let l_5893 = l_5891 & u32(2147483647);
let l_5894 = l_5893 == u32(0);
if l_5894 {
l_mut_3383 = u32(1);
} else {
let l_5895 = l_5891 & u32(2147483648);
let l_5896 = l_5895 != u32(0);
if l_5896 {
let l_5897 = l_5891 - u32(1);
l_mut_3383 = l_5897;
} else {
let l_5898 = l_5891 == u32(2139095040);
if l_5898 {
l_mut_3383 = l_5891;
}
}
}
let l_5899 = bitcast<f32>(l_mut_3383);
let l_5900 = bitcast<u32>(l_5899);
let l_5901 = l_5900 ^ u32(2147483648);
let l_5902 = bitcast<f32>(l_5901);
let l_5903 = bitcast<u32>(l_5902);
let l_5904 = l_5903 & u32(2147483647);
let l_5905 = bitcast<f32>(l_5904);
let l_5906 = f64(l_5905);
l_mut_2877 = l_5906;
let l_5907 = l_5904 < u32(8388608);
if l_5907 {
let l_5908 = f64(l_5904);
let l_5909 = l_5908 * f64(1.401298464324817e-45);
l_mut_2877 = l_5909;
}
let l_5910 = bitcast<u64>(l_mut_2877);
let l_5911 = l_5903 >> u32(31);
let l_5912 = u64(l_5911);
let l_5913 = l_5912 << u32(bitcast<u64>(u64(63)));
let l_5914 = l_5910 | l_5913;
let l_5915 = bitcast<f64>(l_5914);
l_mut_3131 = l_5915;
} else {
let l_5916 = bitcast<u32>(l_5885);
let l_5917 = l_5916 + u32(1);
l_mut_3383 = l_5917;
let l_5918 = l_5916 & u32(2147483647);
let l_5919 = l_5918 == u32(0);
if l_5919 {
l_mut_3383 = u32(1);
} else {
let l_5920 = l_5916 & u32(2147483648);
let l_5921 = l_5920 != u32(0);
if l_5921 {
let l_5922 = l_5916 - u32(1);
l_mut_3383 = l_5922;
} else {
let l_5923 = l_5916 == u32(2139095040);
if l_5923 {
l_mut_3383 = l_5916;
}
}
}
let l_5924 = bitcast<f32>(l_mut_3383);
let l_5925 = bitcast<u32>(l_5924);
let l_5926 = l_5925 & u32(2147483647);
let l_5927 = bitcast<f32>(l_5926);
let l_5928 = f64(l_5927);
l_mut_2877 = l_5928;
let l_5929 = l_5926 < u32(8388608);
if l_5929 {
let l_5930 = f64(l_5926);
let l_5931 = l_5930 * f64(1.401298464324817e-45);
l_mut_2877 = l_5931;
}
let l_5932 = bitcast<u64>(l_mut_2877);
let l_5933 = l_5925 >> u32(31);
let l_5934 = u64(l_5933);
let l_5935 = l_5934 << u32(bitcast<u64>(u64(63)));
let l_5936 = l_5932 | l_5935;
let l_5937 = bitcast<f64>(l_5936);
let l_5938 = l_5937 <= l_5879;
if l_5938 {
let l_5939 = bitcast<u32>(l_5885);
let l_5940 = l_5939 + u32(1);
l_mut_3383 = l_5940;
let l_5941 = l_5939 & u32(2147483647);
let l_5942 = l_5941 == u32(0);
if l_5942 {
l_mut_3383 = u32(1);
} else {
let l_5943 = l_5939 & u32(2147483648);
let l_5944 = l_5943 != u32(0);
if l_5944 {
let l_5945 = l_5939 - u32(1);
l_mut_3383 = l_5945;
} else {
let l_5946 = l_5939 == u32(2139095040);
if l_5946 {
l_mut_3383 = l_5939;
}
}
}
let l_5947 = bitcast<f32>(l_mut_3383);
let l_5948 = bitcast<u32>(l_5947);
let l_5949 = l_5948 & u32(2147483647);
let l_5950 = bitcast<f32>(l_5949);
let l_5951 = f64(l_5950);
l_mut_2877 = l_5951;
let l_5952 = l_5949 < u32(8388608);
if l_5952 {
let l_5953 = f64(l_5949);
let l_5954 = l_5953 * f64(1.401298464324817e-45);
l_mut_2877 = l_5954;
}
let l_5955 = bitcast<u64>(l_mut_2877);
let l_5956 = l_5948 >> u32(31);
let l_5957 = u64(l_5956);
let l_5958 = l_5957 << u32(bitcast<u64>(u64(63)));
let l_5959 = l_5955 | l_5958;
let l_5960 = bitcast<f64>(l_5959);
l_mut_3131 = l_5960;
}
}
}
let l_5961 = l_5878 + l_5711;
let l_5962 = l_5961 * f64(7.1362384635298e44);
let l_5963 = floor(l_5962);
let l_5964 = l_5963 * f64(1.401298464324817e-45);
l_mut_2877 = l_5964;
let l_5965 = abs(l_5961);
let l_5966 = l_5965 >= f64(1.1754943508222875e-38);
if l_5966 {
let l_5967 = f32(l_5961);
let l_5968 = f64(l_5967);
l_mut_2877 = l_5968;
let l_5969 = l_mut_2877 > l_5961;
if l_5969 {
let l_5970 = bitcast<u32>(l_5967);
let l_5971 = l_5970 ^ u32(2147483648);
let l_5972 = bitcast<f32>(l_5971);
let l_5973 = bitcast<u32>(l_5972);
let l_5974 = l_5973 + u32(1);
l_mut_3383 = l_5974;
let l_5975 = l_5973 & u32(2147483647);
let l_5976 = l_5975 == u32(0);
if l_5976 {
l_mut_3383 = u32(1);
} else {
let l_5977 = l_5973 & u32(2147483648);
let l_5978 = l_5977 != u32(0);
if l_5978 {
let l_5979 = l_5973 - u32(1);
l_mut_3383 = l_5979;
} else {
let l_5980 = l_5973 == u32(2139095040);
if l_5980 {
l_mut_3383 = l_5973;
}
}
}
let l_5981 = bitcast<f32>(l_mut_3383);
let l_5982 = bitcast<u32>(l_5981);
let l_5983 = l_5982 ^ u32(2147483648);
let l_5984 = bitcast<f32>(l_5983);
let l_5985 = bitcast<u32>(l_5984);
let l_5986 = l_5985 & u32(2147483647);
let l_5987 = bitcast<f32>(l_5986);
let l_5988 = f64(l_5987);
l_mut_2621 = l_5988;
let l_5989 = l_5986 < u32(8388608);
if l_5989 {
let l_5990 = f64(l_5986);
let l_5991 = l_5990 * f64(1.401298464324817e-45);
l_mut_2621 = l_5991;
}
let l_5992 = bitcast<u64>(l_mut_2621);
let l_5993 = l_5985 >> u32(31);
let l_5994 = u64(l_5993);
let l_5995 = l_5994 << u32(bitcast<u64>(u64(63)));
let l_5996 = l_5992 | l_5995;
let l_5997 = bitcast<f64>(l_5996);
l_mut_2877 = l_5997;
} else {
let l_5998 = bitcast<u32>(l_5967);
let l_5999 = l_5998 + u32(1);
l_mut_3383 = l_5999;
let l_6000 = l_5998 & u32(2147483647);
let l_6001 = l_6000 == u32(0);
if l_6001 {
l_mut_3383 = u32(1);
} else {
let l_6002 = l_5998 & u32(2147483648);
let l_6003 = l_6002 != u32(0);
if l_6003 {
let l_6004 = l_5998 - u32(1);
l_mut_3383 = l_6004;
} else {
let l_6005 = l_5998 == u32(2139095040);
if l_6005 {
l_mut_3383 = l_5998;
}
}
}
let l_6006 = bitcast<f32>(l_mut_3383);
let l_6007 = bitcast<u32>(l_6006);
let l_6008 = l_6007 & u32(2147483647);
let l_6009 = bitcast<f32>(l_6008);
let l_6010 = f64(l_6009);
l_mut_2621 = l_6010;
let l_6011 = l_6008 < u32(8388608);
if l_6011 {
let l_6012 = f64(l_6008);
let l_6013 = l_6012 * f64(1.401298464324817e-45);
l_mut_2621 = l_6013;
}
let l_6014 = bitcast<u64>(l_mut_2621);
let l_6015 = l_6007 >> u32(31);
let l_6016 = u64(l_6015);
let l_6017 = l_6016 << u32(bitcast<u64>(u64(63)));
let l_6018 = l_6014 | l_6017;
let l_6019 = bitcast<f64>(l_6018);
let l_6020 = l_6019 <= l_5961;
if l_6020 {
let l_6021 = bitcast<u32>(l_5967);
let l_6022 = l_6021 + u32(1);
l_mut_3383 = l_6022;
let l_6023 = l_6021 & u32(2147483647);
let l_6024 = l_6023 == u32(0);
if l_6024 {
l_mut_3383 = u32(1);
} else {
let l_6025 = l_6021 & u32(2147483648);
let l_6026 = l_6025 != u32(0);
if l_6026 {
let l_6027 = l_6021 - u32(1);
l_mut_3383 = l_6027;
} else {
let l_6028 = l_6021 == u32(2139095040);
if l_6028 {
l_mut_3383 = l_6021;
}
}
}
let l_6029 = bitcast<f32>(l_mut_3383);
let l_6030 = bitcast<u32>(l_6029);
let l_6031 = l_6030 & u32(2147483647);
let l_6032 = bitcast<f32>(l_6031);
let l_6033 = f64(l_6032);
l_mut_2621 = l_6033;
let l_6034 = l_6031 < u32(8388608);
if l_6034 {
let l_6035 = f64(l_6031);
let l_6036 = l_6035 * f64(1.401298464324817e-45);
l_mut_2621 = l_6036;
}
let l_6037 = bitcast<u64>(l_mut_2621);
let l_6038 = l_6030 >> u32(31);
let l_6039 = u64(l_6038);
let l_6040 = l_6039 << u32(bitcast<u64>(u64(63)));
let l_6041 = l_6037 | l_6040;
let l_6042 = bitcast<f64>(l_6041);
l_mut_2877 = l_6042;
}
}
}
let l_6043 = l_mut_3131 == l_mut_2877;
let l_6044 = l_5877 && l_6043;
if l_6044 {
let l_6045 = a_5694[u32(0)];
let l_6046 = l_6045 * f64(7.1362384635298e44);
let l_6047 = floor(l_6046);
let l_6048 = l_6047 * f64(1.401298464324817e-45);
l_mut_3131 = l_6048;
let l_6049 = abs(l_6045);
let l_6050 = l_6049 >= f64(1.1754943508222875e-38);
if l_6050 {
let l_6051 = f32(l_6045);
let l_6052 = f64(l_6051);
l_mut_3131 = l_6052;
let l_6053 = l_mut_3131 > l_6045;
if l_6053 {
let l_6054 = bitcast<u32>(l_6051);
let l_6055 = l_6054 ^ u32(2147483648);
let l_6056 = bitcast<f32>(l_6055);
let l_6057 = bitcast<u32>(l_6056);
let l_6058 = l_6057 + u32(1);
l_mut_3383 = l_6058;
let l_6059 = l_6057 & u32(2147483647);
let l_6060 = l_6059 == u32(0);
if l_6060 {
l_mut_3383 = u32(1);
} else {
let l_6061 = l_6057 & u32(2147483648);
let l_6062 = l_6061 != u32(0);
if l_6062 {
let l_6063 = l_6057 - u32(1);
l_mut_3383 = l_6063;
} else {
let l_6064 = l_6057 == u32(2139095040);
if l_6064 {
l_mut_3383 = l_6057;
}
}
}
let l_6065 = bitcast<f32>(l_mut_3383);
let l_6066 = bitcast<u32>(l_6065);
let l_6067 = l_6066 ^ u32(2147483648);
let l_6068 = bitcast<f32>(l_6067);
let l_6069 = bitcast<u32>(l_6068);
let l_6070 = l_6069 & u32(2147483647);
let l_6071 = bitcast<f32>(l_6070);
let l_6072 = f64(l_6071);
l_mut_2877 = l_6072;
let l_6073 = l_6070 < u32(8388608);
if l_6073 {
let l_6074 = f64(l_6070);
let l_6075 = l_6074 * f64(1.401298464324817e-45);
l_mut_2877 = l_6075;
}
let l_6076 = bitcast<u64>(l_mut_2877);
let l_6077 = l_6069 >> u32(31);
let l_6078 = u64(l_6077);
let l_6079 = l_6078 << u32(bitcast<u64>(u64(63)));
let l_6080 = l_6076 | l_6079;
let l_6081 = bitcast<f64>(l_6080);
l_mut_3131 = l_6081;
} else {
let l_6082 = bitcast<u32>(l_6051);
let l_6083 = l_6082 + u32(1);
l_mut_3383 = l_6083;
let l_6084 = l_6082 & u32(2147483647);
let l_6085 = l_6084 == u32(0);
if l_6085 {
l_mut_3383 = u32(1);
} else {
let l_6086 = l_6082 & u32(2147483648);
let l_6087 = l_6086 != u32(0);
if l_6087 {
let l_6088 = l_6082 - u32(1);
l_mut_3383 = l_6088;
} else {
let l_6089 = l_6082 == u32(2139095040);
if l_6089 {
l_mut_3383 = l_6082;
}
}
}
let l_6090 = bitcast<f32>(l_mut_3383);
let l_6091 = bitcast<u32>(l_6090);
let l_6092 = l_6091 & u32(2147483647);
let l_6093 = bitcast<f32>(l_6092);
let l_6094 = f64(l_6093);
l_mut_2877 = l_6094;
let l_6095 = l_6092 < u32(8388608);
if l_6095 {
let l_6096 = f64(l_6092);
let l_6097 = l_6096 * f64(1.401298464324817e-45);
l_mut_2877 = l_6097;
}
let l_6098 = bitcast<u64>(l_mut_2877);
let l_6099 = l_6091 >> u32(31);
let l_6100 = u64(l_6099);
let l_6101 = l_6100 << u32(bitcast<u64>(u64(63)));
let l_6102 = l_6098 | l_6101;
let l_6103 = bitcast<f64>(l_6102);
let l_6104 = l_6103 <= l_6045;
if l_6104 {
let l_6105 = bitcast<u32>(l_6051);
let l_6106 = l_6105 + u32(1);
l_mut_3383 = l_6106;
let l_6107 = l_6105 & u32(2147483647);
let l_6108 = l_6107 == u32(0);
if l_6108 {
l_mut_3383 = u32(1);
} else {
let l_6109 = l_6105 & u32(2147483648);
let l_6110 = l_6109 != u32(0);
if l_6110 {
let l_6111 = l_6105 - u32(1);
l_mut_3383 = l_6111;
} else {
let l_6112 = l_6105 == u32(2139095040);
if l_6112 {
l_mut_3383 = l_6105;
}
}
}
let l_6113 = bitcast<f32>(l_mut_3383);
let l_6114 = bitcast<u32>(l_6113);
let l_6115 = l_6114 & u32(2147483647);
let l_6116 = bitcast<f32>(l_6115);
let l_6117 = f64(l_6116);
l_mut_2877 = l_6117;
let l_6118 = l_6115 < u32(8388608);
if l_6118 {
let l_6119 = f64(l_6115);
let l_6120 = l_6119 * f64(1.401298464324817e-45);
l_mut_2877 = l_6120;
}
let l_6121 = bitcast<u64>(l_mut_2877);
let l_6122 = l_6114 >> u32(31);
let l_6123 = u64(l_6122);
let l_6124 = l_6123 << u32(bitcast<u64>(u64(63)));
let l_6125 = l_6121 | l_6124;
let l_6126 = bitcast<f64>(l_6125);
l_mut_3131 = l_6126;
}
}
}
let l_6127 = a_5694[u32(1)];
let l_6128 = -l_6127;
let l_6129 = l_6128 * f64(7.1362384635298e44);
let l_6130 = floor(l_6129);
let l_6131 = l_6130 * f64(1.401298464324817e-45);
l_mut_2877 = l_6131;
let l_6132 = abs(l_6128);
let l_6133 = l_6132 >= f64(1.1754943508222875e-38);
if l_6133 {
let l_6134 = f32(l_6128);
let l_6135 = f64(l_6134);
l_mut_2877 = l_6135;
let l_6136 = l_mut_2877 > l_6128;
if l_6136 {
let l_6137 = bitcast<u32>(l_6134);
let l_6138 = l_6137 ^ u32(2147483648);
let l_6139 = bitcast<f32>(l_6138);
let l_6140 = bitcast<u32>(l_6139);
let l_6141 = l_6140 + u32(1);
l_mut_3383 = l_6141;
let l_6142 = l_6140 & u32(2147483647);
let l_6143 = l_6142 == u32(0);
if l_6143 {
l_mut_3383 = u32(1);
} else {
let l_6144 = l_6140 & u32(2147483648);
let l_6145 = l_6144 != u32(0);
if l_6145 {
let l_6146 = l_6140 - u32(1);
l_mut_3383 = l_6146;
} else {
let l_6147 = l_6140 == u32(2139095040);
if l_6147 {
l_mut_3383 = l_6140;
}
}
}
let l_6148 = bitcast<f32>(l_mut_3383);
let l_6149 = bitcast<u32>(l_6148);
let l_6150 = l_6149 ^ u32(2147483648);
let l_6151 = bitcast<f32>(l_6150);
let l_6152 = bitcast<u32>(l_6151);
let l_6153 = l_6152 & u32(2147483647);
let l_6154 = bitcast<f32>(l_6153);
let l_6155 = f64(l_6154);
l_mut_2621 = l_6155;
let l_6156 = l_6153 < u32(8388608);
if l_6156 {
let l_6157 = f64(l_6153);
let l_6158 = l_6157 * f64(1.401298464324817e-45);
l_mut_2621 = l_6158;
}
let l_6159 = bitcast<u64>(l_mut_2621);
let l_6160 = l_6152 >> u32(31);
let l_6161 = u64(l_6160);
let l_6162 = l_6161 << u32(bitcast<u64>(u64(63)));
let l_6163 = l_6159 | l_6162;
let l_6164 = bitcast<f64>(l_6163);
l_mut_2877 = l_6164;
} else {
let l_6165 = bitcast<u32>(l_6134);
let l_6166 = l_6165 + u32(1);
l_mut_3383 = l_6166;
let l_6167 = l_6165 & u32(2147483647);
let l_6168 = l_6167 == u32(0);
if l_6168 {
l_mut_3383 = u32(1);
} else {
let l_6169 = l_6165 & u32(2147483648);
let l_6170 = l_6169 != u32(0);
if l_6170 {
let l_6171 = l_6165 - u32(1);
l_mut_3383 = l_6171;
} else {
let l_6172 = l_6165 == u32(2139095040);
if l_6172 {
l_mut_3383 = l_6165;
}
}
}
let l_6173 = bitcast<f32>(l_mut_3383);
let l_6174 = bitcast<u32>(l_6173);
let l_6175 = l_6174 & u32(2147483647);
let l_6176 = bitcast<f32>(l_6175);
let l_6177 = f64(l_6176);
l_mut_2621 = l_6177;
let l_6178 = l_6175 < u32(8388608);
if l_6178 {
let l_6179 = f64(l_6175);
let l_6180 = l_6179 * f64(1.401298464324817e-45);
l_mut_2621 = l_6180;
}
let l_6181 = bitcast<u64>(l_mut_2621);
let l_6182 = l_6174 >> u32(31);
let l_6183 = u64(l_6182);
let l_6184 = l_6183 << u32(bitcast<u64>(u64(63)));
let l_6185 = l_6181 | l_6184;
let l_6186 = bitcast<f64>(l_6185);
let l_6187 = l_6186 <= l_6128;
if l_6187 {
let l_6188 = bitcast<u32>(l_6134);
let l_6189 = l_6188 + u32(1);
l_mut_3383 = l_6189;
let l_6190 = l_6188 & u32(2147483647);
let l_6191 = l_6190 == u32(0);
if l_6191 {
l_mut_3383 = u32(1);
} else {
let l_6192 = l_6188 & u32(2147483648);
let l_6193 = l_6192 != u32(0);
if l_6193 {
let l_6194 = l_6188 - u32(1);
l_mut_3383 = l_6194;
} else {
let l_6195 = l_6188 == u32(2139095040);
if l_6195 {
l_mut_3383 = l_6188;
}
}
}
let l_6196 = bitcast<f32>(l_mut_3383);
let l_6197 = bitcast<u32>(l_6196);
let l_6198 = l_6197 & u32(2147483647);
let l_6199 = bitcast<f32>(l_6198);
let l_6200 = f64(l_6199);
l_mut_2621 = l_6200;
let l_6201 = l_6198 < u32(8388608);
if l_6201 {
let l_6202 = f64(l_6198);
let l_6203 = l_6202 * f64(1.401298464324817e-45);
l_mut_2621 = l_6203;
}
let l_6204 = bitcast<u64>(l_mut_2621);
let l_6205 = l_6197 >> u32(31);
let l_6206 = u64(l_6205);
let l_6207 = l_6206 << u32(bitcast<u64>(u64(63)));
let l_6208 = l_6204 | l_6207;
let l_6209 = bitcast<f64>(l_6208);
l_mut_2877 = l_6209;
}
}
}
let l_6210 = -l_mut_2877;
let l_6211 = bitcast<u32>(l_26);
let l_6212 = l_6211 & u32(2147483647);
let l_6213 = bitcast<f32>(l_6212);
let l_6214 = f64(l_6213);
l_mut_2877 = l_6214;
let l_6215 = l_6212 < u32(8388608);
if l_6215 {
let l_6216 = f64(l_6212);
let l_6217 = l_6216 * f64(1.401298464324817e-45);
l_mut_2877 = l_6217;
}
let l_6218 = bitcast<u64>(l_mut_2877);
let l_6219 = l_6211 >> u32(31);
let l_6220 = u64(l_6219);
let l_6221 = l_6220 << u32(bitcast<u64>(u64(63)));
let l_6222 = l_6218 | l_6221;
let l_6223 = bitcast<f64>(l_6222);
let l_6224 = bitcast<u32>(l_26);
let l_6225 = l_6224 + u32(1);
l_mut_3383 = l_6225;
let l_6226 = l_6224 & u32(2147483647);
let l_6227 = l_6226 == u32(0);
if l_6227 {
l_mut_3383 = u32(1);
} else {
let l_6228 = l_6224 & u32(2147483648);
let l_6229 = l_6228 != u32(0);
if l_6229 {
let l_6230 = l_6224 - u32(1);
l_mut_3383 = l_6230;
} else {
let l_6231 = l_6224 == u32(2139095040);
if l_6231 {
l_mut_3383 = l_6224;
}
}
}
let l_6232 = bitcast<f32>(l_mut_3383);
let l_6233 = bitcast<u32>(l_6232);
let l_6234 = l_6233 & u32(2147483647);
let l_6235 = bitcast<f32>(l_6234);
let l_6236 = f64(l_6235);
l_mut_2877 = l_6236;
let l_6237 = l_6234 < u32(8388608);
if l_6237 {
let l_6238 = f64(l_6234);
let l_6239 = l_6238 * f64(1.401298464324817e-45);
l_mut_2877 = l_6239;
}
let l_6240 = bitcast<u64>(l_mut_2877);
let l_6241 = l_6233 >> u32(31);
let l_6242 = u64(l_6241);
let l_6243 = l_6242 << u32(bitcast<u64>(u64(63)));
let l_6244 = l_6240 | l_6243;
let l_6245 = bitcast<f64>(l_6244);
let l_6246 = bitcast<u32>(l_26);
let l_6247 = l_6246 ^ u32(2147483648);
let l_6248 = bitcast<f32>(l_6247);
let l_6249 = bitcast<u32>(l_6248);
let l_6250 = l_6249 + u32(1);
l_mut_3383 = l_6250;
let l_6251 = l_6249 & u32(2147483647);
let l_6252 = l_6251 == u32(0);
if l_6252 {
l_mut_3383 = u32(1);
} else {
let l_6253 = l_6249 & u32(2147483648);
let l_6254 = l_6253 != u32(0);
if l_6254 {
let l_6255 = l_6249 - u32(1);
l_mut_3383 = l_6255;
} else {
let l_6256 = l_6249 == u32(2139095040);
if l_6256 {
l_mut_3383 = l_6249;
}
}
}
let l_6257 = bitcast<f32>(l_mut_3383);
let l_6258 = bitcast<u32>(l_6257);
let l_6259 = l_6258 ^ u32(2147483648);
let l_6260 = bitcast<f32>(l_6259);
let l_6261 = bitcast<u32>(l_6260);
let l_6262 = l_6261 & u32(2147483647);
let l_6263 = bitcast<f32>(l_6262);
let l_6264 = f64(l_6263);
l_mut_2877 = l_6264;
let l_6265 = l_6262 < u32(8388608);
if l_6265 {
let l_6266 = f64(l_6262);
let l_6267 = l_6266 * f64(1.401298464324817e-45);
l_mut_2877 = l_6267;
}
let l_6268 = bitcast<u64>(l_mut_2877);
let l_6269 = l_6261 >> u32(31);
let l_6270 = u64(l_6269);
let l_6271 = l_6270 << u32(bitcast<u64>(u64(63)));
let l_6272 = l_6268 | l_6271;
let l_6273 = bitcast<f64>(l_6272);
let l_6274 = l_mut_3131 + f64(0.0);
let l_6275 = l_6274 <= l_6223;
l_mut_297 = l_6275;
let l_6276 = l_mut_3131 - f64(0.0);
let l_6277 = l_6276 > l_6223;
l_mut_294 = l_6277;
let l_6278 = l_6210 - f64(0.0);
let l_6279 = l_6278 >= l_6223;
l_mut_291 = l_6279;
let l_6280 = l_6210 + f64(0.0);
let l_6281 = l_6280 < l_6223;
l_mut_288 = l_6281;
l_mut_3383 = u32(2);
let l_6282 = l_mut_294 || l_mut_288;
if l_6282 {
l_mut_3383 = u32(1);
} else {
let l_6283 = l_mut_297 && l_mut_291;
if l_6283 {
l_mut_3383 = u32(0);
}
}
let l_6284 = bitcast<u32>(l_26);
let l_6285 = l_6284 & u32(2147483647);
let l_6286 = l_6285 == u32(0);
if l_6286 {
let l_6287 = l_mut_3131 + f64(0.0);
let l_6288 = l_6287 < f64(1.1754943508222875e-38);
let l_6289 = l_6210 - f64(0.0);
let l_6290 = l_6289 > f64(-1.1754943508222875e-38);
let l_6291 = l_6288 && l_6290;
let l_6292 = l_mut_3131 - f64(0.0);
let l_6293 = l_6292 < f64(1.1754943508222875e-38);
let l_6294 = l_6210 + f64(0.0);
let l_6295 = l_6294 > f64(-1.1754943508222875e-38);
let l_6296 = l_6293 && l_6295;
if l_6291 {
l_mut_3383 = u32(0);
} else {
let l_6297 = l_mut_3383 == u32(1);
let l_6298 = l_6296 && l_6297;
if l_6298 {
l_mut_3383 = u32(2);
}
}
}
l_mut_4426 = l_mut_3383;
}
l_mut_180 = l_mut_4426;
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
}
}
}
}
let l_6299 = a_179[u32(0)];
let l_6300 = l_6299 == u32(0);
if l_6300 {
l_mut_180 = u32(2);
}
a_10[l_mut_160] = l_mut_180;
let l_6301 = a_10[l_mut_160];
let l_6302 = l_6301 == u32(2);
if l_6302 {
l_mut_157 = bool(false);
}
}
}
let l_6303 = l_mut_59 == u32(4294967293);
if l_6303 {
let l_6304 = a_8[u32(0)];
let l_6305 = l_6304 + u32(1);
a_8[u32(0)] = l_6305;
} else {
if l_mut_157 {
l_mut_3131 = l_147;
let l_6306 = l_mut_3131 < f64(-17.0);
if l_6306 {
l_mut_3131 = f64(-17.0);
}
let l_6307 = l_mut_3131 > f64(17.0);
if l_6307 {
l_mut_3131 = f64(17.0);
}
let l_6308 = l_mut_3131 + f64(16.0);
let l_6309 = l_6308 + f64(1.0);
let l_6310 = u32(l_6309);
let l_6311 = u32(2) + l_6310;
let l_6312 = a_8[l_6311];
let l_6313 = l_6312 + u32(1);
a_8[l_6311] = l_6313;
let l_6314 = bitcast<u32>(l_26);
let l_6315 = l_6314 & u32(2147483647);
let l_6316 = bitcast<f32>(l_6315);
let l_6317 = f64(l_6316);
l_mut_3131 = l_6317;
let l_6318 = l_6315 < u32(8388608);
if l_6318 {
let l_6319 = f64(l_6315);
let l_6320 = l_6319 * f64(1.401298464324817e-45);
l_mut_3131 = l_6320;
}
let l_6321 = bitcast<u64>(l_mut_3131);
let l_6322 = l_6314 >> u32(31);
let l_6323 = u64(l_6322);
let l_6324 = l_6323 << u32(bitcast<u64>(u64(63)));
let l_6325 = l_6321 | l_6324;
let l_6326 = bitcast<f64>(l_6325);
let l_6327 = abs(l_mut_31);
let l_6328 = l_mut_31 * f64(0.0);
let l_6329 = l_6328 + f64(7.1362384635298e44);
l_mut_3131 = l_6329;
let l_6330 = l_6327 >= f64(2.350988701644575e-38);
if l_6330 {
let l_6331 = l_mut_59 & u32(2147483647);
let l_6332 = bitcast<f32>(l_6331);
let l_6333 = f64(l_6332);
let l_6334 = l_6331 & u32(2139095040);
let l_6335 = bitcast<f32>(l_6334);
let l_6336 = f64(l_6335);
let l_6337 = l_6333 > l_6327;
let l_6338 = l_6331 & u32(8388607);
let l_6339 = l_6338 == u32(0);
let l_6340 = l_6337 && l_6339;
let l_6341 = l_6336 * f64(1.1920928955078125e-7);
let l_6342 = f64(l_6340);
let l_6343 = f64(0.5) * l_6342;
let l_6344 = f64(1.0) - l_6343;
let l_6345 = l_6341 * l_6344;
let l_6346 = f64(1.0) / l_6345;
l_mut_3131 = l_6346;
}
let l_6347 = l_6326 - l_mut_31;
let l_6348 = l_6347 * l_mut_3131;
let l_6349 = u32(2) * u32(0);
let l_6350 = u32(45) + l_6349;
let l_6351 = abs(l_6348);
let l_6352 = a_9[u32(0)];
let l_6353 = abs(l_6352);
let l_6354 = l_6351 > l_6353;
l_mut_297 = l_6354;
let l_6355 = u32(0) == u32(0);
if l_6355 {
let l_6356 = a_9[u32(0)];
let l_6357 = l_6348 < l_6356;
l_mut_297 = l_6357;
} else {
let l_6358 = u32(0) == u32(1);
if l_6358 {
let l_6359 = a_9[u32(0)];
let l_6360 = l_6348 > l_6359;
l_mut_297 = l_6360;
}
}
let l_6361 = a_8[l_6350];
let l_6362 = l_6361 == u32(4294967295);
let l_6363 = l_6362 || l_mut_297;
if l_6363 {
a_8[l_6350] = l_24;
let l_6364 = l_6350 + u32(1);
a_8[l_6364] = l_128;
a_9[u32(0)] = l_6348;
}
let l_6365 = u32(2) * u32(1);
let l_6366 = u32(45) + l_6365;
let l_6367 = abs(l_6348);
let l_6368 = a_9[u32(1)];
let l_6369 = abs(l_6368);
let l_6370 = l_6367 > l_6369;
l_mut_297 = l_6370;
let l_6371 = u32(1) == u32(0);
if l_6371 {
let l_6372 = a_9[u32(1)];
let l_6373 = l_6348 < l_6372;
l_mut_297 = l_6373;
} else {
let l_6374 = u32(1) == u32(1);
if l_6374 {
let l_6375 = a_9[u32(1)];
let l_6376 = l_6348 > l_6375;
l_mut_297 = l_6376;
}
}
let l_6377 = a_8[l_6366];
let l_6378 = l_6377 == u32(4294967295);
let l_6379 = l_6378 || l_mut_297;
if l_6379 {
a_8[l_6366] = l_24;
let l_6380 = l_6366 + u32(1);
a_8[l_6380] = l_128;
a_9[u32(1)] = l_6348;
}
let l_6381 = l_147 != f64(0.0);
if l_6381 {

for (var l_mut_6382: u32 = u32(0); l_mut_6382 < u32(8); l_mut_6382++) {
let l_6383 = a_10[l_mut_6382];
let l_6384 = l_6383 == u32(1);
if l_6384 {
let l_6385 = u32(37) + l_mut_6382;
let l_6386 = a_8[l_6385];
let l_6387 = l_6386 + u32(1);
a_8[l_6385] = l_6387;
let l_6388 = u32(2) + l_mut_6382;
let l_6389 = u32(2) * l_6388;
let l_6390 = u32(45) + l_6389;
let l_6391 = abs(l_6348);
let l_6392 = a_9[l_6388];
let l_6393 = abs(l_6392);
let l_6394 = l_6391 > l_6393;
l_mut_297 = l_6394;
let l_6395 = l_6388 == u32(0);
if l_6395 {
let l_6396 = a_9[l_6388];
let l_6397 = l_6348 < l_6396;
l_mut_297 = l_6397;
} else {
let l_6398 = l_6388 == u32(1);
if l_6398 {
let l_6399 = a_9[l_6388];
let l_6400 = l_6348 > l_6399;
l_mut_297 = l_6400;
}
}
let l_6401 = a_8[l_6390];
let l_6402 = l_6401 == u32(4294967295);
let l_6403 = l_6402 || l_mut_297;
if l_6403 {
a_8[l_6390] = l_24;
let l_6404 = l_6390 + u32(1);
a_8[l_6404] = l_128;
a_9[l_6388] = l_6348;
}
}
}
}
} else {
let l_6405 = a_8[u32(1)];
let l_6406 = l_2 + l_6405;
let l_6407 = l_6406 * u32(2);
let l_6506 = info.static_meta[u32(7)];
let l_6507 = l_6506 * u32(1);
let l_6508 = l_6407 < l_6507;
if l_6508 {
buffer_7_global[l_6407] = l_24;
}
let l_6408 = l_6407 + u32(1);
let l_6509 = info.static_meta[u32(7)];
let l_6510 = l_6509 * u32(1);
let l_6511 = l_6408 < l_6510;
if l_6511 {
buffer_7_global[l_6408] = l_128;
}
let l_6409 = a_8[u32(1)];
let l_6410 = l_6409 + u32(1);
a_8[u32(1)] = l_6410;
}
}
}

for (var l_mut_6411: u32 = u32(0); l_mut_6411 < u32(65); l_mut_6411++) {
let l_6412 = id * u32(65);
let l_6413 = l_6412 + l_mut_6411;
let l_6414 = a_8[l_mut_6411];
let l_6512 = info.static_meta[u32(5)];
let l_6513 = l_6512 * u32(1);
let l_6514 = l_6413 < l_6513;
if l_6514 {
buffer_5_global[l_6413] = l_6414;
}
}

for (var l_mut_6415: u32 = u32(0); l_mut_6415 < u32(10); l_mut_6415++) {
let l_6416 = id * u32(10);
let l_6417 = l_6416 + l_mut_6415;
let l_6418 = a_9[l_mut_6415];
let l_6515 = info.static_meta[u32(6)];
let l_6516 = l_6515 * u32(1);
let l_6517 = l_6417 < l_6516;
if l_6517 {
buffer_6_global[l_6417] = l_6418;
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
