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

var a_1203: array<u32, 1>;

var a_3273: array<f64, 2>;

var a_4316: array<f64, 2>;

var a_4532: array<f64, 2>;

var a_4946: array<f64, 2>;

var a_5120: array<f64, 2>;

var a_5693: array<f64, 2>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_1268: f64;
var l_mut_1351: f64;
var l_mut_157: bool;
var l_mut_179: u32;
var l_mut_195: u32;
var l_mut_2366: f64;
var l_mut_236: u32;
var l_mut_2620: f64;
var l_mut_2876: f64;
var l_mut_287: bool;
var l_mut_290: bool;
var l_mut_293: bool;
var l_mut_296: bool;
var l_mut_3130: f64;
var l_mut_31: f64;
var l_mut_3382: u32;
var l_mut_41: f64;
var l_mut_43: f64;
var l_mut_4425: u32;
var l_mut_5640: i32;
var l_mut_59: u32;
var l_mut_855: f64;
let l_0 = id == u32(0);
if l_0 {
let l_6430 = info.static_meta[u32(8)];
let l_6431 = l_6430 * u32(1);
let l_6432 = u32(0) < l_6431;
if l_6432 {
buffer_8_global[u32(0)] = u32(1);
}
}
let l_6416 = info.static_meta[u32(0)];
let l_6417 = l_6416 * u32(1);
let l_6418 = u32(1) < l_6417;
let l_6419 = l_6417 - u32(1);
let l_6420 = min(u32(1), l_6419);
let l_6421 = buffer_0_global[l_6420];
let l_6422 = select(u32(0), l_6421, l_6418);
let l_1 = l_6422;
let l_2 = id * l_1;
let l_6423 = info.static_meta[u32(0)];
let l_6424 = l_6423 * u32(1);
let l_6425 = u32(2) < l_6424;
let l_6426 = l_6424 - u32(1);
let l_6427 = min(u32(2), l_6426);
let l_6428 = buffer_0_global[l_6427];
let l_6429 = select(u32(0), l_6428, l_6425);
let l_3 = l_6429;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_6433 = info.static_meta[u32(0)];
let l_6434 = l_6433 * u32(1);
let l_6435 = u32(2) < l_6434;
let l_6436 = l_6434 - u32(1);
let l_6437 = min(u32(2), l_6436);
let l_6438 = buffer_0_global[l_6437];
let l_6439 = select(u32(0), l_6438, l_6435);
let l_6 = l_6439;
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
let l_6440 = info.static_meta[u32(4)];
let l_6441 = l_6440 * u32(1);
let l_6442 = u32(1024) < l_6441;
let l_6443 = l_6441 - u32(1);
let l_6444 = min(u32(1024), l_6443);
let l_6445 = buffer_4_global[l_6444];
let l_6446 = select(u32(0), l_6445, l_6442);
let l_18 = l_6446;
let l_19 = bitcast<f32>(l_18);
let l_20 = f64(l_19);
let l_6447 = info.static_meta[u32(0)];
let l_6448 = l_6447 * u32(1);
let l_6449 = u32(3) < l_6448;
let l_6450 = l_6448 - u32(1);
let l_6451 = min(u32(3), l_6450);
let l_6452 = buffer_0_global[l_6451];
let l_6453 = select(u32(0), l_6452, l_6449);
let l_21 = l_6453;

for (var l_mut_22: u32 = l_2; l_mut_22 < l_7; l_mut_22++) {
let l_6454 = info.static_meta[u32(0)];
let l_6455 = l_6454 * u32(1);
let l_6456 = u32(0) < l_6455;
let l_6457 = l_6455 - u32(1);
let l_6458 = min(u32(0), l_6457);
let l_6459 = buffer_0_global[l_6458];
let l_6460 = select(u32(0), l_6459, l_6456);
let l_23 = l_6460;
let l_24 = l_23 + l_mut_22;
let l_25 = bitcast<f32>(l_24);
let l_6461 = info.static_meta[u32(1)];
let l_6462 = l_6461 * u32(1);
let l_6463 = l_mut_22 < l_6462;
let l_6464 = l_6462 - u32(1);
let l_6465 = min(l_mut_22, l_6464);
let l_6466 = buffer_1_global[l_6465];
let l_6467 = select(f32(0.0), l_6466, l_6463);
let l_26 = l_6467;
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
}
}
}
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
let l_6468 = info.static_meta[u32(2)];
let l_6469 = l_6468 * u32(1);
let l_6470 = l_161 < l_6469;
let l_6471 = l_6469 - u32(1);
let l_6472 = min(l_161, l_6471);
let l_6473 = buffer_2_global[l_6472];
let l_6474 = select(u32(0), l_6473, l_6470);
let l_162 = l_6474;
let l_163 = u32(2) * l_mut_160;
let l_164 = l_163 + u32(1);
let l_6475 = info.static_meta[u32(2)];
let l_6476 = l_6475 * u32(1);
let l_6477 = l_164 < l_6476;
let l_6478 = l_6476 - u32(1);
let l_6479 = min(l_164, l_6478);
let l_6480 = buffer_2_global[l_6479];
let l_6481 = select(u32(0), l_6480, l_6477);
let l_165 = l_6481;
let l_166 = l_165 != u32(0);
let l_167 = l_mut_160 * u32(4);
let l_6482 = info.static_meta[u32(3)];
let l_6483 = l_6482 * u32(1);
let l_6484 = l_167 < l_6483;
let l_6485 = l_6483 - u32(1);
let l_6486 = min(l_167, l_6485);
let l_6487 = buffer_3_global[l_6486];
let l_6488 = select(f64(0.0), l_6487, l_6484);
let l_168 = l_6488;
let l_169 = l_mut_160 * u32(4);
let l_170 = l_169 + u32(1);
let l_6489 = info.static_meta[u32(3)];
let l_6490 = l_6489 * u32(1);
let l_6491 = l_170 < l_6490;
let l_6492 = l_6490 - u32(1);
let l_6493 = min(l_170, l_6492);
let l_6494 = buffer_3_global[l_6493];
let l_6495 = select(f64(0.0), l_6494, l_6491);
let l_171 = l_6495;
let l_172 = l_mut_160 * u32(4);
let l_173 = l_172 + u32(2);
let l_6496 = info.static_meta[u32(3)];
let l_6497 = l_6496 * u32(1);
let l_6498 = l_173 < l_6497;
let l_6499 = l_6497 - u32(1);
let l_6500 = min(l_173, l_6499);
let l_6501 = buffer_3_global[l_6500];
let l_6502 = select(f64(0.0), l_6501, l_6498);
let l_174 = l_6502;
let l_175 = f64(l_25);
let l_176 = abs(l_175);
let l_177 = abs(l_mut_31);
let l_178 = l_177 * f64(1.4551915228366852e-11);
l_mut_179 = u32(2);
let l_180 = l_162 == u32(0);
if l_180 {
l_mut_179 = u32(0);
} else {
let l_181 = l_162 == u32(1);
if l_181 {
l_mut_179 = u32(1);
let l_182 = abs(l_147);
let l_183 = l_182 <= l_168;
if l_183 {
l_mut_179 = u32(0);
}
} else {
let l_184 = l_162 == u32(2);
if l_184 {
let l_185 = abs(l_mut_31);
l_mut_43 = f64(1.401298464324817e-45);
let l_186 = l_185 >= f64(1.1754943508222875e-38);
let l_187 = l_185 <= f64(1.7976931348623157e308);
let l_188 = l_186 && l_187;
if l_188 {
let l_189 = bitcast<u64>(l_185);
let l_190 = l_189 >> u32(bitcast<u64>(u64(52)));
let l_191 = l_190 - u64(23);
let l_192 = l_191 << u32(bitcast<u64>(u64(52)));
let l_193 = bitcast<f64>(l_192);
l_mut_43 = l_193;
}
let l_194 = l_168 * l_mut_43;
l_mut_195 = u32(2);
let l_196 = l_mut_31 - l_178;
let l_197 = abs(l_196);
l_mut_43 = f64(1.401298464324817e-45);
let l_198 = l_197 >= f64(1.1754943508222875e-38);
let l_199 = l_197 <= f64(1.7976931348623157e308);
let l_200 = l_198 && l_199;
if l_200 {
let l_201 = bitcast<u64>(l_197);
let l_202 = l_201 >> u32(bitcast<u64>(u64(52)));
let l_203 = l_202 - u64(23);
let l_204 = l_203 << u32(bitcast<u64>(u64(52)));
let l_205 = bitcast<f64>(l_204);
l_mut_43 = l_205;
}
let l_206 = l_mut_31 + l_178;
let l_207 = abs(l_206);
l_mut_41 = f64(1.401298464324817e-45);
let l_208 = l_207 >= f64(1.1754943508222875e-38);
let l_209 = l_207 <= f64(1.7976931348623157e308);
let l_210 = l_208 && l_209;
if l_210 {
let l_211 = bitcast<u64>(l_207);
let l_212 = l_211 >> u32(bitcast<u64>(u64(52)));
let l_213 = l_212 - u64(23);
let l_214 = l_213 << u32(bitcast<u64>(u64(52)));
let l_215 = bitcast<f64>(l_214);
l_mut_41 = l_215;
}
let l_216 = l_mut_43 == l_mut_41;
if l_216 {
let l_217 = l_194 * f64(1.4551915228366852e-11);
let l_218 = l_178 + l_217;
let l_219 = l_mut_31 - l_194;
let l_220 = l_mut_31 + l_194;
let l_221 = bitcast<u32>(l_26);
let l_222 = l_221 & u32(2147483647);
let l_223 = bitcast<f32>(l_222);
let l_224 = f64(l_223);
l_mut_43 = l_224;
let l_225 = l_222 < u32(8388608);
if l_225 {
let l_226 = f64(l_222);
let l_227 = l_226 * f64(1.401298464324817e-45);
l_mut_43 = l_227;
}
let l_228 = bitcast<u64>(l_mut_43);
let l_229 = l_221 >> u32(31);
let l_230 = u64(l_229);
let l_231 = l_230 << u32(bitcast<u64>(u64(63)));
let l_232 = l_228 | l_231;
let l_233 = bitcast<f64>(l_232);
let l_234 = bitcast<u32>(l_26);
let l_235 = l_234 + u32(1);
l_mut_236 = l_235;
let l_237 = l_234 & u32(2147483647);
let l_238 = l_237 == u32(0);
if l_238 {
l_mut_236 = u32(1);
} else {
let l_239 = l_234 & u32(2147483648);
let l_240 = l_239 != u32(0);
if l_240 {
let l_241 = l_234 - u32(1);
l_mut_236 = l_241;
} else {
let l_242 = l_234 == u32(2139095040);
if l_242 {
l_mut_236 = l_234;
}
}
}
let l_243 = bitcast<f32>(l_mut_236);
let l_244 = bitcast<u32>(l_243);
let l_245 = l_244 & u32(2147483647);
let l_246 = bitcast<f32>(l_245);
let l_247 = f64(l_246);
l_mut_43 = l_247;
let l_248 = l_245 < u32(8388608);
if l_248 {
let l_249 = f64(l_245);
let l_250 = l_249 * f64(1.401298464324817e-45);
l_mut_43 = l_250;
}
let l_251 = bitcast<u64>(l_mut_43);
let l_252 = l_244 >> u32(31);
let l_253 = u64(l_252);
let l_254 = l_253 << u32(bitcast<u64>(u64(63)));
let l_255 = l_251 | l_254;
let l_256 = bitcast<f64>(l_255);
let l_257 = bitcast<u32>(l_26);
let l_258 = l_257 ^ u32(2147483648);
let l_259 = bitcast<f32>(l_258);
let l_260 = bitcast<u32>(l_259);
let l_261 = l_260 + u32(1);
l_mut_236 = l_261;
let l_262 = l_260 & u32(2147483647);
let l_263 = l_262 == u32(0);
if l_263 {
l_mut_236 = u32(1);
} else {
let l_264 = l_260 & u32(2147483648);
let l_265 = l_264 != u32(0);
if l_265 {
let l_266 = l_260 - u32(1);
l_mut_236 = l_266;
} else {
let l_267 = l_260 == u32(2139095040);
if l_267 {
l_mut_236 = l_260;
}
}
}
let l_268 = bitcast<f32>(l_mut_236);
let l_269 = bitcast<u32>(l_268);
let l_270 = l_269 ^ u32(2147483648);
let l_271 = bitcast<f32>(l_270);
let l_272 = bitcast<u32>(l_271);
let l_273 = l_272 & u32(2147483647);
let l_274 = bitcast<f32>(l_273);
let l_275 = f64(l_274);
l_mut_43 = l_275;
let l_276 = l_273 < u32(8388608);
if l_276 {
let l_277 = f64(l_273);
let l_278 = l_277 * f64(1.401298464324817e-45);
l_mut_43 = l_278;
}
let l_279 = bitcast<u64>(l_mut_43);
let l_280 = l_272 >> u32(31);
let l_281 = u64(l_280);
let l_282 = l_281 << u32(bitcast<u64>(u64(63)));
let l_283 = l_279 | l_282;
let l_284 = bitcast<f64>(l_283);
let l_285 = l_219 + l_218;
let l_286 = l_285 <= l_233;
l_mut_287 = l_286;
let l_288 = l_219 - l_218;
let l_289 = l_288 > l_233;
l_mut_290 = l_289;
let l_291 = l_220 - l_218;
let l_292 = l_291 >= l_233;
l_mut_293 = l_292;
let l_294 = l_220 + l_218;
let l_295 = l_294 < l_233;
l_mut_296 = l_295;
if l_166 {
let l_297 = l_219 + l_218;
let l_298 = l_297 < l_256;
l_mut_287 = l_298;
let l_299 = l_219 - l_218;
let l_300 = l_299 >= l_256;
l_mut_290 = l_300;
let l_301 = l_220 - l_218;
let l_302 = l_301 > l_284;
l_mut_293 = l_302;
let l_303 = l_220 + l_218;
let l_304 = l_303 <= l_284;
l_mut_296 = l_304;
}
l_mut_236 = u32(2);
let l_305 = l_mut_290 || l_mut_296;
if l_305 {
l_mut_236 = u32(1);
} else {
let l_306 = l_mut_287 && l_mut_293;
if l_306 {
l_mut_236 = u32(0);
}
}
let l_307 = bitcast<u32>(l_26);
let l_308 = l_307 & u32(2147483647);
let l_309 = l_308 == u32(0);
if l_309 {
let l_310 = l_219 + l_218;
let l_311 = l_310 < f64(1.1754943508222875e-38);
let l_312 = l_220 - l_218;
let l_313 = l_312 > f64(-1.1754943508222875e-38);
let l_314 = l_311 && l_313;
let l_315 = l_219 - l_218;
let l_316 = l_315 < f64(1.1754943508222875e-38);
let l_317 = l_220 + l_218;
let l_318 = l_317 > f64(-1.1754943508222875e-38);
let l_319 = l_316 && l_318;
if l_314 {
l_mut_236 = u32(0);
} else {
let l_320 = l_mut_236 == u32(1);
let l_321 = l_319 && l_320;
if l_321 {
l_mut_236 = u32(2);
}
}
}
l_mut_195 = l_mut_236;
}
l_mut_179 = l_mut_195;
} else {
let l_322 = l_162 == u32(3);
if l_322 {
l_mut_179 = u32(0);
let l_323 = l_176 >= f64(1.1754943508222875e-38);
let l_324 = l_176 <= f64(8.507059173023462e37);
let l_325 = l_323 && l_324;
if l_325 {
let l_326 = abs(l_mut_31);
l_mut_43 = f64(1.401298464324817e-45);
let l_327 = l_326 >= f64(1.1754943508222875e-38);
let l_328 = l_326 <= f64(1.7976931348623157e308);
let l_329 = l_327 && l_328;
if l_329 {
let l_330 = bitcast<u64>(l_326);
let l_331 = l_330 >> u32(bitcast<u64>(u64(52)));
let l_332 = l_331 - u64(23);
let l_333 = l_332 << u32(bitcast<u64>(u64(52)));
let l_334 = bitcast<f64>(l_333);
l_mut_43 = l_334;
}
let l_335 = l_168 * l_mut_43;
l_mut_236 = u32(2);
let l_336 = l_mut_31 - l_178;
let l_337 = abs(l_336);
l_mut_43 = f64(1.401298464324817e-45);
let l_338 = l_337 >= f64(1.1754943508222875e-38);
let l_339 = l_337 <= f64(1.7976931348623157e308);
let l_340 = l_338 && l_339;
if l_340 {
let l_341 = bitcast<u64>(l_337);
let l_342 = l_341 >> u32(bitcast<u64>(u64(52)));
let l_343 = l_342 - u64(23);
let l_344 = l_343 << u32(bitcast<u64>(u64(52)));
let l_345 = bitcast<f64>(l_344);
l_mut_43 = l_345;
}
let l_346 = l_mut_31 + l_178;
let l_347 = abs(l_346);
l_mut_41 = f64(1.401298464324817e-45);
let l_348 = l_347 >= f64(1.1754943508222875e-38);
let l_349 = l_347 <= f64(1.7976931348623157e308);
let l_350 = l_348 && l_349;
if l_350 {
let l_351 = bitcast<u64>(l_347);
let l_352 = l_351 >> u32(bitcast<u64>(u64(52)));
let l_353 = l_352 - u64(23);
let l_354 = l_353 << u32(bitcast<u64>(u64(52)));
let l_355 = bitcast<f64>(l_354);
l_mut_41 = l_355;
}
let l_356 = l_mut_43 == l_mut_41;
if l_356 {
let l_357 = l_335 * f64(1.4551915228366852e-11);
let l_358 = l_178 + l_357;
let l_359 = l_mut_31 - l_335;
let l_360 = l_mut_31 + l_335;
let l_361 = bitcast<u32>(l_26);
let l_362 = l_361 & u32(2147483647);
let l_363 = bitcast<f32>(l_362);
let l_364 = f64(l_363);
l_mut_43 = l_364;
let l_365 = l_362 < u32(8388608);
if l_365 {
let l_366 = f64(l_362);
let l_367 = l_366 * f64(1.401298464324817e-45);
l_mut_43 = l_367;
}
let l_368 = bitcast<u64>(l_mut_43);
let l_369 = l_361 >> u32(31);
let l_370 = u64(l_369);
let l_371 = l_370 << u32(bitcast<u64>(u64(63)));
let l_372 = l_368 | l_371;
let l_373 = bitcast<f64>(l_372);
let l_374 = bitcast<u32>(l_26);
let l_375 = l_374 + u32(1);
l_mut_195 = l_375;
let l_376 = l_374 & u32(2147483647);
let l_377 = l_376 == u32(0);
if l_377 {
l_mut_195 = u32(1);
} else {
let l_378 = l_374 & u32(2147483648);
let l_379 = l_378 != u32(0);
if l_379 {
let l_380 = l_374 - u32(1);
l_mut_195 = l_380;
} else {
let l_381 = l_374 == u32(2139095040);
if l_381 {
l_mut_195 = l_374;
}
}
}
let l_382 = bitcast<f32>(l_mut_195);
let l_383 = bitcast<u32>(l_382);
let l_384 = l_383 & u32(2147483647);
let l_385 = bitcast<f32>(l_384);
let l_386 = f64(l_385);
l_mut_43 = l_386;
let l_387 = l_384 < u32(8388608);
if l_387 {
let l_388 = f64(l_384);
let l_389 = l_388 * f64(1.401298464324817e-45);
l_mut_43 = l_389;
}
let l_390 = bitcast<u64>(l_mut_43);
let l_391 = l_383 >> u32(31);
let l_392 = u64(l_391);
let l_393 = l_392 << u32(bitcast<u64>(u64(63)));
let l_394 = l_390 | l_393;
let l_395 = bitcast<f64>(l_394);
let l_396 = bitcast<u32>(l_26);
let l_397 = l_396 ^ u32(2147483648);
let l_398 = bitcast<f32>(l_397);
let l_399 = bitcast<u32>(l_398);
let l_400 = l_399 + u32(1);
l_mut_195 = l_400;
let l_401 = l_399 & u32(2147483647);
let l_402 = l_401 == u32(0);
if l_402 {
l_mut_195 = u32(1);
} else {
let l_403 = l_399 & u32(2147483648);
let l_404 = l_403 != u32(0);
if l_404 {
let l_405 = l_399 - u32(1);
l_mut_195 = l_405;
} else {
let l_406 = l_399 == u32(2139095040);
if l_406 {
l_mut_195 = l_399;
}
}
}
let l_407 = bitcast<f32>(l_mut_195);
let l_408 = bitcast<u32>(l_407);
let l_409 = l_408 ^ u32(2147483648);
let l_410 = bitcast<f32>(l_409);
let l_411 = bitcast<u32>(l_410);
let l_412 = l_411 & u32(2147483647);
let l_413 = bitcast<f32>(l_412);
let l_414 = f64(l_413);
l_mut_43 = l_414;
let l_415 = l_412 < u32(8388608);
if l_415 {
let l_416 = f64(l_412);
let l_417 = l_416 * f64(1.401298464324817e-45);
l_mut_43 = l_417;
}
let l_418 = bitcast<u64>(l_mut_43);
let l_419 = l_411 >> u32(31);
let l_420 = u64(l_419);
let l_421 = l_420 << u32(bitcast<u64>(u64(63)));
let l_422 = l_418 | l_421;
let l_423 = bitcast<f64>(l_422);
let l_424 = l_359 + l_358;
let l_425 = l_424 <= l_373;
l_mut_296 = l_425;
let l_426 = l_359 - l_358;
let l_427 = l_426 > l_373;
l_mut_293 = l_427;
let l_428 = l_360 - l_358;
let l_429 = l_428 >= l_373;
l_mut_290 = l_429;
let l_430 = l_360 + l_358;
let l_431 = l_430 < l_373;
l_mut_287 = l_431;
if l_166 {
let l_432 = l_359 + l_358;
let l_433 = l_432 < l_395;
l_mut_296 = l_433;
let l_434 = l_359 - l_358;
let l_435 = l_434 >= l_395;
l_mut_293 = l_435;
let l_436 = l_360 - l_358;
let l_437 = l_436 > l_423;
l_mut_290 = l_437;
let l_438 = l_360 + l_358;
let l_439 = l_438 <= l_423;
l_mut_287 = l_439;
}
l_mut_195 = u32(2);
let l_440 = l_mut_293 || l_mut_287;
if l_440 {
l_mut_195 = u32(1);
} else {
let l_441 = l_mut_296 && l_mut_290;
if l_441 {
l_mut_195 = u32(0);
}
}
let l_442 = bitcast<u32>(l_26);
let l_443 = l_442 & u32(2147483647);
let l_444 = l_443 == u32(0);
if l_444 {
let l_445 = l_359 + l_358;
let l_446 = l_445 < f64(1.1754943508222875e-38);
let l_447 = l_360 - l_358;
let l_448 = l_447 > f64(-1.1754943508222875e-38);
let l_449 = l_446 && l_448;
let l_450 = l_359 - l_358;
let l_451 = l_450 < f64(1.1754943508222875e-38);
let l_452 = l_360 + l_358;
let l_453 = l_452 > f64(-1.1754943508222875e-38);
let l_454 = l_451 && l_453;
if l_449 {
l_mut_195 = u32(0);
} else {
let l_455 = l_mut_195 == u32(1);
let l_456 = l_454 && l_455;
if l_456 {
l_mut_195 = u32(2);
}
}
}
l_mut_236 = l_mut_195;
}
l_mut_179 = l_mut_236;
}
} else {
let l_457 = l_162 == u32(4);
if l_457 {
let l_458 = l_171 * l_176;
let l_459 = l_168 + l_458;
let l_460 = abs(l_mut_31);
l_mut_43 = f64(1.401298464324817e-45);
let l_461 = l_460 >= f64(1.1754943508222875e-38);
let l_462 = l_460 <= f64(1.7976931348623157e308);
let l_463 = l_461 && l_462;
if l_463 {
let l_464 = bitcast<u64>(l_460);
let l_465 = l_464 >> u32(bitcast<u64>(u64(52)));
let l_466 = l_465 - u64(23);
let l_467 = l_466 << u32(bitcast<u64>(u64(52)));
let l_468 = bitcast<f64>(l_467);
l_mut_43 = l_468;
}
let l_469 = l_459 * l_mut_43;
l_mut_236 = u32(2);
let l_470 = l_mut_31 - l_178;
let l_471 = abs(l_470);
l_mut_43 = f64(1.401298464324817e-45);
let l_472 = l_471 >= f64(1.1754943508222875e-38);
let l_473 = l_471 <= f64(1.7976931348623157e308);
let l_474 = l_472 && l_473;
if l_474 {
let l_475 = bitcast<u64>(l_471);
let l_476 = l_475 >> u32(bitcast<u64>(u64(52)));
let l_477 = l_476 - u64(23);
let l_478 = l_477 << u32(bitcast<u64>(u64(52)));
let l_479 = bitcast<f64>(l_478);
l_mut_43 = l_479;
}
let l_480 = l_mut_31 + l_178;
let l_481 = abs(l_480);
l_mut_41 = f64(1.401298464324817e-45);
let l_482 = l_481 >= f64(1.1754943508222875e-38);
let l_483 = l_481 <= f64(1.7976931348623157e308);
let l_484 = l_482 && l_483;
if l_484 {
let l_485 = bitcast<u64>(l_481);
let l_486 = l_485 >> u32(bitcast<u64>(u64(52)));
let l_487 = l_486 - u64(23);
let l_488 = l_487 << u32(bitcast<u64>(u64(52)));
let l_489 = bitcast<f64>(l_488);
l_mut_41 = l_489;
}
let l_490 = l_mut_43 == l_mut_41;
if l_490 {
let l_491 = l_469 * f64(1.4551915228366852e-11);
let l_492 = l_178 + l_491;
let l_493 = l_mut_31 - l_469;
let l_494 = l_mut_31 + l_469;
let l_495 = bitcast<u32>(l_26);
let l_496 = l_495 & u32(2147483647);
let l_497 = bitcast<f32>(l_496);
let l_498 = f64(l_497);
l_mut_43 = l_498;
let l_499 = l_496 < u32(8388608);
if l_499 {
let l_500 = f64(l_496);
let l_501 = l_500 * f64(1.401298464324817e-45);
l_mut_43 = l_501;
}
let l_502 = bitcast<u64>(l_mut_43);
let l_503 = l_495 >> u32(31);
let l_504 = u64(l_503);
let l_505 = l_504 << u32(bitcast<u64>(u64(63)));
let l_506 = l_502 | l_505;
let l_507 = bitcast<f64>(l_506);
let l_508 = bitcast<u32>(l_26);
let l_509 = l_508 + u32(1);
l_mut_195 = l_509;
let l_510 = l_508 & u32(2147483647);
let l_511 = l_510 == u32(0);
if l_511 {
l_mut_195 = u32(1);
} else {
let l_512 = l_508 & u32(2147483648);
let l_513 = l_512 != u32(0);
if l_513 {
let l_514 = l_508 - u32(1);
l_mut_195 = l_514;
} else {
let l_515 = l_508 == u32(2139095040);
if l_515 {
l_mut_195 = l_508;
}
}
}
let l_516 = bitcast<f32>(l_mut_195);
let l_517 = bitcast<u32>(l_516);
let l_518 = l_517 & u32(2147483647);
let l_519 = bitcast<f32>(l_518);
let l_520 = f64(l_519);
l_mut_43 = l_520;
let l_521 = l_518 < u32(8388608);
if l_521 {
let l_522 = f64(l_518);
let l_523 = l_522 * f64(1.401298464324817e-45);
l_mut_43 = l_523;
}
let l_524 = bitcast<u64>(l_mut_43);
let l_525 = l_517 >> u32(31);
let l_526 = u64(l_525);
let l_527 = l_526 << u32(bitcast<u64>(u64(63)));
let l_528 = l_524 | l_527;
let l_529 = bitcast<f64>(l_528);
let l_530 = bitcast<u32>(l_26);
let l_531 = l_530 ^ u32(2147483648);
let l_532 = bitcast<f32>(l_531);
let l_533 = bitcast<u32>(l_532);
let l_534 = l_533 + u32(1);
l_mut_195 = l_534;
let l_535 = l_533 & u32(2147483647);
let l_536 = l_535 == u32(0);
if l_536 {
l_mut_195 = u32(1);
} else {
let l_537 = l_533 & u32(2147483648);
let l_538 = l_537 != u32(0);
if l_538 {
let l_539 = l_533 - u32(1);
l_mut_195 = l_539;
} else {
let l_540 = l_533 == u32(2139095040);
if l_540 {
l_mut_195 = l_533;
}
}
}
let l_541 = bitcast<f32>(l_mut_195);
let l_542 = bitcast<u32>(l_541);
let l_543 = l_542 ^ u32(2147483648);
let l_544 = bitcast<f32>(l_543);
let l_545 = bitcast<u32>(l_544);
let l_546 = l_545 & u32(2147483647);
let l_547 = bitcast<f32>(l_546);
let l_548 = f64(l_547);
l_mut_43 = l_548;
let l_549 = l_546 < u32(8388608);
if l_549 {
let l_550 = f64(l_546);
let l_551 = l_550 * f64(1.401298464324817e-45);
l_mut_43 = l_551;
}
let l_552 = bitcast<u64>(l_mut_43);
let l_553 = l_545 >> u32(31);
let l_554 = u64(l_553);
let l_555 = l_554 << u32(bitcast<u64>(u64(63)));
let l_556 = l_552 | l_555;
let l_557 = bitcast<f64>(l_556);
let l_558 = l_493 + l_492;
let l_559 = l_558 <= l_507;
l_mut_296 = l_559;
let l_560 = l_493 - l_492;
let l_561 = l_560 > l_507;
l_mut_293 = l_561;
let l_562 = l_494 - l_492;
let l_563 = l_562 >= l_507;
l_mut_290 = l_563;
let l_564 = l_494 + l_492;
let l_565 = l_564 < l_507;
l_mut_287 = l_565;
if l_166 {
let l_566 = l_493 + l_492;
let l_567 = l_566 < l_529;
l_mut_296 = l_567;
let l_568 = l_493 - l_492;
let l_569 = l_568 >= l_529;
l_mut_293 = l_569;
let l_570 = l_494 - l_492;
let l_571 = l_570 > l_557;
l_mut_290 = l_571;
let l_572 = l_494 + l_492;
let l_573 = l_572 <= l_557;
l_mut_287 = l_573;
}
l_mut_195 = u32(2);
let l_574 = l_mut_293 || l_mut_287;
if l_574 {
l_mut_195 = u32(1);
} else {
let l_575 = l_mut_296 && l_mut_290;
if l_575 {
l_mut_195 = u32(0);
}
}
let l_576 = bitcast<u32>(l_26);
let l_577 = l_576 & u32(2147483647);
let l_578 = l_577 == u32(0);
if l_578 {
let l_579 = l_493 + l_492;
let l_580 = l_579 < f64(1.1754943508222875e-38);
let l_581 = l_494 - l_492;
let l_582 = l_581 > f64(-1.1754943508222875e-38);
let l_583 = l_580 && l_582;
let l_584 = l_493 - l_492;
let l_585 = l_584 < f64(1.1754943508222875e-38);
let l_586 = l_494 + l_492;
let l_587 = l_586 > f64(-1.1754943508222875e-38);
let l_588 = l_585 && l_587;
if l_583 {
l_mut_195 = u32(0);
} else {
let l_589 = l_mut_195 == u32(1);
let l_590 = l_588 && l_589;
if l_590 {
l_mut_195 = u32(2);
}
}
}
l_mut_236 = l_mut_195;
}
l_mut_179 = l_mut_236;
} else {
let l_591 = l_162 == u32(5);
if l_591 {
let l_592 = f64(2.0) * l_175;
let l_593 = abs(l_592);
let l_594 = floor(l_593);
let l_595 = f64(3.0) + l_594;
let l_596 = abs(l_mut_31);
l_mut_43 = f64(1.401298464324817e-45);
let l_597 = l_596 >= f64(1.1754943508222875e-38);
let l_598 = l_596 <= f64(1.7976931348623157e308);
let l_599 = l_597 && l_598;
if l_599 {
let l_600 = bitcast<u64>(l_596);
let l_601 = l_600 >> u32(bitcast<u64>(u64(52)));
let l_602 = l_601 - u64(23);
let l_603 = l_602 << u32(bitcast<u64>(u64(52)));
let l_604 = bitcast<f64>(l_603);
l_mut_43 = l_604;
}
let l_605 = l_595 * l_mut_43;
l_mut_236 = u32(2);
let l_606 = l_mut_31 - l_178;
let l_607 = abs(l_606);
l_mut_43 = f64(1.401298464324817e-45);
let l_608 = l_607 >= f64(1.1754943508222875e-38);
let l_609 = l_607 <= f64(1.7976931348623157e308);
let l_610 = l_608 && l_609;
if l_610 {
let l_611 = bitcast<u64>(l_607);
let l_612 = l_611 >> u32(bitcast<u64>(u64(52)));
let l_613 = l_612 - u64(23);
let l_614 = l_613 << u32(bitcast<u64>(u64(52)));
let l_615 = bitcast<f64>(l_614);
l_mut_43 = l_615;
}
let l_616 = l_mut_31 + l_178;
let l_617 = abs(l_616);
l_mut_41 = f64(1.401298464324817e-45);
let l_618 = l_617 >= f64(1.1754943508222875e-38);
let l_619 = l_617 <= f64(1.7976931348623157e308);
let l_620 = l_618 && l_619;
if l_620 {
let l_621 = bitcast<u64>(l_617);
let l_622 = l_621 >> u32(bitcast<u64>(u64(52)));
let l_623 = l_622 - u64(23);
let l_624 = l_623 << u32(bitcast<u64>(u64(52)));
let l_625 = bitcast<f64>(l_624);
l_mut_41 = l_625;
}
let l_626 = l_mut_43 == l_mut_41;
if l_626 {
let l_627 = l_605 * f64(1.4551915228366852e-11);
let l_628 = l_178 + l_627;
let l_629 = l_mut_31 - l_605;
let l_630 = l_mut_31 + l_605;
let l_631 = bitcast<u32>(l_26);
let l_632 = l_631 & u32(2147483647);
let l_633 = bitcast<f32>(l_632);
let l_634 = f64(l_633);
l_mut_43 = l_634;
let l_635 = l_632 < u32(8388608);
if l_635 {
let l_636 = f64(l_632);
let l_637 = l_636 * f64(1.401298464324817e-45);
l_mut_43 = l_637;
}
let l_638 = bitcast<u64>(l_mut_43);
let l_639 = l_631 >> u32(31);
let l_640 = u64(l_639);
let l_641 = l_640 << u32(bitcast<u64>(u64(63)));
let l_642 = l_638 | l_641;
let l_643 = bitcast<f64>(l_642);
let l_644 = bitcast<u32>(l_26);
let l_645 = l_644 + u32(1);
l_mut_195 = l_645;
let l_646 = l_644 & u32(2147483647);
let l_647 = l_646 == u32(0);
if l_647 {
l_mut_195 = u32(1);
} else {
let l_648 = l_644 & u32(2147483648);
let l_649 = l_648 != u32(0);
if l_649 {
let l_650 = l_644 - u32(1);
l_mut_195 = l_650;
} else {
let l_651 = l_644 == u32(2139095040);
if l_651 {
l_mut_195 = l_644;
}
}
}
let l_652 = bitcast<f32>(l_mut_195);
let l_653 = bitcast<u32>(l_652);
let l_654 = l_653 & u32(2147483647);
let l_655 = bitcast<f32>(l_654);
let l_656 = f64(l_655);
l_mut_43 = l_656;
let l_657 = l_654 < u32(8388608);
if l_657 {
let l_658 = f64(l_654);
let l_659 = l_658 * f64(1.401298464324817e-45);
l_mut_43 = l_659;
}
let l_660 = bitcast<u64>(l_mut_43);
let l_661 = l_653 >> u32(31);
let l_662 = u64(l_661);
let l_663 = l_662 << u32(bitcast<u64>(u64(63)));
let l_664 = l_660 | l_663;
let l_665 = bitcast<f64>(l_664);
let l_666 = bitcast<u32>(l_26);
let l_667 = l_666 ^ u32(2147483648);
let l_668 = bitcast<f32>(l_667);
let l_669 = bitcast<u32>(l_668);
let l_670 = l_669 + u32(1);
l_mut_195 = l_670;
let l_671 = l_669 & u32(2147483647);
let l_672 = l_671 == u32(0);
if l_672 {
l_mut_195 = u32(1);
} else {
let l_673 = l_669 & u32(2147483648);
let l_674 = l_673 != u32(0);
if l_674 {
let l_675 = l_669 - u32(1);
l_mut_195 = l_675;
} else {
let l_676 = l_669 == u32(2139095040);
if l_676 {
l_mut_195 = l_669;
}
}
}
let l_677 = bitcast<f32>(l_mut_195);
let l_678 = bitcast<u32>(l_677);
let l_679 = l_678 ^ u32(2147483648);
let l_680 = bitcast<f32>(l_679);
let l_681 = bitcast<u32>(l_680);
let l_682 = l_681 & u32(2147483647);
let l_683 = bitcast<f32>(l_682);
let l_684 = f64(l_683);
l_mut_43 = l_684;
let l_685 = l_682 < u32(8388608);
if l_685 {
let l_686 = f64(l_682);
let l_687 = l_686 * f64(1.401298464324817e-45);
l_mut_43 = l_687;
}
let l_688 = bitcast<u64>(l_mut_43);
let l_689 = l_681 >> u32(31);
let l_690 = u64(l_689);
let l_691 = l_690 << u32(bitcast<u64>(u64(63)));
let l_692 = l_688 | l_691;
let l_693 = bitcast<f64>(l_692);
let l_694 = l_629 + l_628;
let l_695 = l_694 <= l_643;
l_mut_296 = l_695;
let l_696 = l_629 - l_628;
let l_697 = l_696 > l_643;
l_mut_293 = l_697;
let l_698 = l_630 - l_628;
let l_699 = l_698 >= l_643;
l_mut_290 = l_699;
let l_700 = l_630 + l_628;
let l_701 = l_700 < l_643;
l_mut_287 = l_701;
if l_166 {
let l_702 = l_629 + l_628;
let l_703 = l_702 < l_665;
l_mut_296 = l_703;
let l_704 = l_629 - l_628;
let l_705 = l_704 >= l_665;
l_mut_293 = l_705;
let l_706 = l_630 - l_628;
let l_707 = l_706 > l_693;
l_mut_290 = l_707;
let l_708 = l_630 + l_628;
let l_709 = l_708 <= l_693;
l_mut_287 = l_709;
}
l_mut_195 = u32(2);
let l_710 = l_mut_293 || l_mut_287;
if l_710 {
l_mut_195 = u32(1);
} else {
let l_711 = l_mut_296 && l_mut_290;
if l_711 {
l_mut_195 = u32(0);
}
}
let l_712 = bitcast<u32>(l_26);
let l_713 = l_712 & u32(2147483647);
let l_714 = l_713 == u32(0);
if l_714 {
let l_715 = l_629 + l_628;
let l_716 = l_715 < f64(1.1754943508222875e-38);
let l_717 = l_630 - l_628;
let l_718 = l_717 > f64(-1.1754943508222875e-38);
let l_719 = l_716 && l_718;
let l_720 = l_629 - l_628;
let l_721 = l_720 < f64(1.1754943508222875e-38);
let l_722 = l_630 + l_628;
let l_723 = l_722 > f64(-1.1754943508222875e-38);
let l_724 = l_721 && l_723;
if l_719 {
l_mut_195 = u32(0);
} else {
let l_725 = l_mut_195 == u32(1);
let l_726 = l_724 && l_725;
if l_726 {
l_mut_195 = u32(2);
}
}
}
l_mut_236 = l_mut_195;
}
l_mut_179 = l_mut_236;
} else {
let l_727 = l_162 == u32(6);
if l_727 {
l_mut_179 = u32(0);
let l_728 = l_176 <= l_171;
if l_728 {
let l_729 = l_168 * f64(1.4551915228366852e-11);
let l_730 = l_178 + l_729;
let l_731 = l_mut_31 - l_168;
let l_732 = l_mut_31 + l_168;
let l_733 = bitcast<u32>(l_26);
let l_734 = l_733 & u32(2147483647);
let l_735 = bitcast<f32>(l_734);
let l_736 = f64(l_735);
l_mut_43 = l_736;
let l_737 = l_734 < u32(8388608);
if l_737 {
let l_738 = f64(l_734);
let l_739 = l_738 * f64(1.401298464324817e-45);
l_mut_43 = l_739;
}
let l_740 = bitcast<u64>(l_mut_43);
let l_741 = l_733 >> u32(31);
let l_742 = u64(l_741);
let l_743 = l_742 << u32(bitcast<u64>(u64(63)));
let l_744 = l_740 | l_743;
let l_745 = bitcast<f64>(l_744);
let l_746 = bitcast<u32>(l_26);
let l_747 = l_746 + u32(1);
l_mut_236 = l_747;
let l_748 = l_746 & u32(2147483647);
let l_749 = l_748 == u32(0);
if l_749 {
l_mut_236 = u32(1);
} else {
let l_750 = l_746 & u32(2147483648);
let l_751 = l_750 != u32(0);
if l_751 {
let l_752 = l_746 - u32(1);
l_mut_236 = l_752;
} else {
let l_753 = l_746 == u32(2139095040);
if l_753 {
l_mut_236 = l_746;
}
}
}
let l_754 = bitcast<f32>(l_mut_236);
let l_755 = bitcast<u32>(l_754);
let l_756 = l_755 & u32(2147483647);
let l_757 = bitcast<f32>(l_756);
let l_758 = f64(l_757);
l_mut_43 = l_758;
let l_759 = l_756 < u32(8388608);
if l_759 {
let l_760 = f64(l_756);
let l_761 = l_760 * f64(1.401298464324817e-45);
l_mut_43 = l_761;
}
let l_762 = bitcast<u64>(l_mut_43);
let l_763 = l_755 >> u32(31);
let l_764 = u64(l_763);
let l_765 = l_764 << u32(bitcast<u64>(u64(63)));
let l_766 = l_762 | l_765;
let l_767 = bitcast<f64>(l_766);
let l_768 = bitcast<u32>(l_26);
let l_769 = l_768 ^ u32(2147483648);
let l_770 = bitcast<f32>(l_769);
let l_771 = bitcast<u32>(l_770);
let l_772 = l_771 + u32(1);
l_mut_236 = l_772;
let l_773 = l_771 & u32(2147483647);
let l_774 = l_773 == u32(0);
if l_774 {
l_mut_236 = u32(1);
} else {
let l_775 = l_771 & u32(2147483648);
let l_776 = l_775 != u32(0);
if l_776 {
let l_777 = l_771 - u32(1);
l_mut_236 = l_777;
} else {
let l_778 = l_771 == u32(2139095040);
if l_778 {
l_mut_236 = l_771;
}
}
}
let l_779 = bitcast<f32>(l_mut_236);
let l_780 = bitcast<u32>(l_779);
let l_781 = l_780 ^ u32(2147483648);
let l_782 = bitcast<f32>(l_781);
let l_783 = bitcast<u32>(l_782);
let l_784 = l_783 & u32(2147483647);
let l_785 = bitcast<f32>(l_784);
let l_786 = f64(l_785);
l_mut_43 = l_786;
let l_787 = l_784 < u32(8388608);
if l_787 {
let l_788 = f64(l_784);
let l_789 = l_788 * f64(1.401298464324817e-45);
l_mut_43 = l_789;
}
let l_790 = bitcast<u64>(l_mut_43);
let l_791 = l_783 >> u32(31);
let l_792 = u64(l_791);
let l_793 = l_792 << u32(bitcast<u64>(u64(63)));
let l_794 = l_790 | l_793;
let l_795 = bitcast<f64>(l_794);
let l_796 = l_731 + l_730;
let l_797 = l_796 <= l_745;
l_mut_296 = l_797;
let l_798 = l_731 - l_730;
let l_799 = l_798 > l_745;
l_mut_293 = l_799;
let l_800 = l_732 - l_730;
let l_801 = l_800 >= l_745;
l_mut_290 = l_801;
let l_802 = l_732 + l_730;
let l_803 = l_802 < l_745;
l_mut_287 = l_803;
if l_166 {
let l_804 = l_731 + l_730;
let l_805 = l_804 < l_767;
l_mut_296 = l_805;
let l_806 = l_731 - l_730;
let l_807 = l_806 >= l_767;
l_mut_293 = l_807;
let l_808 = l_732 - l_730;
let l_809 = l_808 > l_795;
l_mut_290 = l_809;
let l_810 = l_732 + l_730;
let l_811 = l_810 <= l_795;
l_mut_287 = l_811;
}
l_mut_236 = u32(2);
let l_812 = l_mut_293 || l_mut_287;
if l_812 {
l_mut_236 = u32(1);
} else {
let l_813 = l_mut_296 && l_mut_290;
if l_813 {
l_mut_236 = u32(0);
}
}
let l_814 = bitcast<u32>(l_26);
let l_815 = l_814 & u32(2147483647);
let l_816 = l_815 == u32(0);
if l_816 {
let l_817 = l_731 + l_730;
let l_818 = l_817 < f64(1.1754943508222875e-38);
let l_819 = l_732 - l_730;
let l_820 = l_819 > f64(-1.1754943508222875e-38);
let l_821 = l_818 && l_820;
let l_822 = l_731 - l_730;
let l_823 = l_822 < f64(1.1754943508222875e-38);
let l_824 = l_732 + l_730;
let l_825 = l_824 > f64(-1.1754943508222875e-38);
let l_826 = l_823 && l_825;
if l_821 {
l_mut_236 = u32(0);
} else {
let l_827 = l_mut_236 == u32(1);
let l_828 = l_826 && l_827;
if l_828 {
l_mut_236 = u32(2);
}
}
}
l_mut_179 = l_mut_236;
}
} else {
let l_829 = l_162 == u32(7);
if l_829 {
let l_830 = abs(l_mut_31);
let l_831 = l_168 * l_830;
l_mut_43 = l_831;
let l_832 = abs(l_mut_31);
l_mut_41 = f64(1.401298464324817e-45);
let l_833 = l_832 >= f64(1.1754943508222875e-38);
let l_834 = l_832 <= f64(1.7976931348623157e308);
let l_835 = l_833 && l_834;
if l_835 {
let l_836 = bitcast<u64>(l_832);
let l_837 = l_836 >> u32(bitcast<u64>(u64(52)));
let l_838 = l_837 - u64(23);
let l_839 = l_838 << u32(bitcast<u64>(u64(52)));
let l_840 = bitcast<f64>(l_839);
l_mut_41 = l_840;
}
let l_841 = f64(0.5) * l_mut_41;
let l_842 = l_841 > l_mut_43;
if l_842 {
l_mut_43 = l_841;
}
let l_843 = l_mut_31 - l_178;
let l_844 = abs(l_843);
l_mut_41 = f64(1.401298464324817e-45);
let l_845 = l_844 >= f64(1.1754943508222875e-38);
let l_846 = l_844 <= f64(1.7976931348623157e308);
let l_847 = l_845 && l_846;
if l_847 {
let l_848 = bitcast<u64>(l_844);
let l_849 = l_848 >> u32(bitcast<u64>(u64(52)));
let l_850 = l_849 - u64(23);
let l_851 = l_850 << u32(bitcast<u64>(u64(52)));
let l_852 = bitcast<f64>(l_851);
l_mut_41 = l_852;
}
let l_853 = l_mut_31 + l_178;
let l_854 = abs(l_853);
l_mut_855 = f64(1.401298464324817e-45);
let l_856 = l_854 >= f64(1.1754943508222875e-38);
let l_857 = l_854 <= f64(1.7976931348623157e308);
let l_858 = l_856 && l_857;
if l_858 {
let l_859 = bitcast<u64>(l_854);
let l_860 = l_859 >> u32(bitcast<u64>(u64(52)));
let l_861 = l_860 - u64(23);
let l_862 = l_861 << u32(bitcast<u64>(u64(52)));
let l_863 = bitcast<f64>(l_862);
l_mut_855 = l_863;
}
let l_864 = l_mut_41 == l_mut_855;
if l_864 {
let l_865 = l_168 * l_178;
let l_866 = l_178 + l_865;
let l_867 = l_mut_43 * f64(1.4551915228366852e-11);
let l_868 = l_866 + l_867;
let l_869 = l_mut_31 - l_mut_43;
let l_870 = l_mut_31 + l_mut_43;
let l_871 = bitcast<u32>(l_26);
let l_872 = l_871 & u32(2147483647);
let l_873 = bitcast<f32>(l_872);
let l_874 = f64(l_873);
l_mut_855 = l_874;
let l_875 = l_872 < u32(8388608);
if l_875 {
let l_876 = f64(l_872);
let l_877 = l_876 * f64(1.401298464324817e-45);
l_mut_855 = l_877;
}
let l_878 = bitcast<u64>(l_mut_855);
let l_879 = l_871 >> u32(31);
let l_880 = u64(l_879);
let l_881 = l_880 << u32(bitcast<u64>(u64(63)));
let l_882 = l_878 | l_881;
let l_883 = bitcast<f64>(l_882);
let l_884 = bitcast<u32>(l_26);
let l_885 = l_884 + u32(1);
l_mut_236 = l_885;
let l_886 = l_884 & u32(2147483647);
let l_887 = l_886 == u32(0);
if l_887 {
l_mut_236 = u32(1);
} else {
let l_888 = l_884 & u32(2147483648);
let l_889 = l_888 != u32(0);
if l_889 {
let l_890 = l_884 - u32(1);
l_mut_236 = l_890;
} else {
let l_891 = l_884 == u32(2139095040);
if l_891 {
l_mut_236 = l_884;
}
}
}
let l_892 = bitcast<f32>(l_mut_236);
let l_893 = bitcast<u32>(l_892);
let l_894 = l_893 & u32(2147483647);
let l_895 = bitcast<f32>(l_894);
let l_896 = f64(l_895);
l_mut_855 = l_896;
let l_897 = l_894 < u32(8388608);
if l_897 {
let l_898 = f64(l_894);
let l_899 = l_898 * f64(1.401298464324817e-45);
l_mut_855 = l_899;
}
let l_900 = bitcast<u64>(l_mut_855);
let l_901 = l_893 >> u32(31);
let l_902 = u64(l_901);
let l_903 = l_902 << u32(bitcast<u64>(u64(63)));
let l_904 = l_900 | l_903;
let l_905 = bitcast<f64>(l_904);
let l_906 = bitcast<u32>(l_26);
let l_907 = l_906 ^ u32(2147483648);
let l_908 = bitcast<f32>(l_907);
let l_909 = bitcast<u32>(l_908);
let l_910 = l_909 + u32(1);
l_mut_236 = l_910;
let l_911 = l_909 & u32(2147483647);
let l_912 = l_911 == u32(0);
if l_912 {
l_mut_236 = u32(1);
} else {
let l_913 = l_909 & u32(2147483648);
let l_914 = l_913 != u32(0);
if l_914 {
let l_915 = l_909 - u32(1);
l_mut_236 = l_915;
} else {
let l_916 = l_909 == u32(2139095040);
if l_916 {
l_mut_236 = l_909;
}
}
}
let l_917 = bitcast<f32>(l_mut_236);
let l_918 = bitcast<u32>(l_917);
let l_919 = l_918 ^ u32(2147483648);
let l_920 = bitcast<f32>(l_919);
let l_921 = bitcast<u32>(l_920);
let l_922 = l_921 & u32(2147483647);
let l_923 = bitcast<f32>(l_922);
let l_924 = f64(l_923);
l_mut_855 = l_924;
let l_925 = l_922 < u32(8388608);
if l_925 {
let l_926 = f64(l_922);
let l_927 = l_926 * f64(1.401298464324817e-45);
l_mut_855 = l_927;
}
let l_928 = bitcast<u64>(l_mut_855);
let l_929 = l_921 >> u32(31);
let l_930 = u64(l_929);
let l_931 = l_930 << u32(bitcast<u64>(u64(63)));
let l_932 = l_928 | l_931;
let l_933 = bitcast<f64>(l_932);
let l_934 = l_869 + l_868;
let l_935 = l_934 <= l_883;
l_mut_296 = l_935;
let l_936 = l_869 - l_868;
let l_937 = l_936 > l_883;
l_mut_293 = l_937;
let l_938 = l_870 - l_868;
let l_939 = l_938 >= l_883;
l_mut_290 = l_939;
let l_940 = l_870 + l_868;
let l_941 = l_940 < l_883;
l_mut_287 = l_941;
if l_166 {
let l_942 = l_869 + l_868;
let l_943 = l_942 < l_905;
l_mut_296 = l_943;
let l_944 = l_869 - l_868;
let l_945 = l_944 >= l_905;
l_mut_293 = l_945;
let l_946 = l_870 - l_868;
let l_947 = l_946 > l_933;
l_mut_290 = l_947;
let l_948 = l_870 + l_868;
let l_949 = l_948 <= l_933;
l_mut_287 = l_949;
}
l_mut_236 = u32(2);
let l_950 = l_mut_293 || l_mut_287;
if l_950 {
l_mut_236 = u32(1);
} else {
let l_951 = l_mut_296 && l_mut_290;
if l_951 {
l_mut_236 = u32(0);
}
}
let l_952 = bitcast<u32>(l_26);
let l_953 = l_952 & u32(2147483647);
let l_954 = l_953 == u32(0);
if l_954 {
let l_955 = l_869 + l_868;
let l_956 = l_955 < f64(1.1754943508222875e-38);
let l_957 = l_870 - l_868;
let l_958 = l_957 > f64(-1.1754943508222875e-38);
let l_959 = l_956 && l_958;
let l_960 = l_869 - l_868;
let l_961 = l_960 < f64(1.1754943508222875e-38);
let l_962 = l_870 + l_868;
let l_963 = l_962 > f64(-1.1754943508222875e-38);
let l_964 = l_961 && l_963;
if l_959 {
l_mut_236 = u32(0);
} else {
let l_965 = l_mut_236 == u32(1);
let l_966 = l_964 && l_965;
if l_966 {
l_mut_236 = u32(2);
}
}
}
l_mut_179 = l_mut_236;
}
} else {
let l_967 = l_162 == u32(8);
if l_967 {
let l_968 = l_175 >= f64(0.5);
let l_969 = l_175 <= f64(2.0);
let l_970 = l_968 && l_969;
if l_970 {
let l_971 = l_168 * f64(1.4551915228366852e-11);
let l_972 = l_178 + l_971;
let l_973 = l_mut_31 - l_168;
let l_974 = l_mut_31 + l_168;
let l_975 = bitcast<u32>(l_26);
let l_976 = l_975 & u32(2147483647);
let l_977 = bitcast<f32>(l_976);
let l_978 = f64(l_977);
l_mut_855 = l_978;
let l_979 = l_976 < u32(8388608);
if l_979 {
let l_980 = f64(l_976);
let l_981 = l_980 * f64(1.401298464324817e-45);
l_mut_855 = l_981;
}
let l_982 = bitcast<u64>(l_mut_855);
let l_983 = l_975 >> u32(31);
let l_984 = u64(l_983);
let l_985 = l_984 << u32(bitcast<u64>(u64(63)));
let l_986 = l_982 | l_985;
let l_987 = bitcast<f64>(l_986);
let l_988 = bitcast<u32>(l_26);
let l_989 = l_988 + u32(1);
l_mut_236 = l_989;
let l_990 = l_988 & u32(2147483647);
let l_991 = l_990 == u32(0);
if l_991 {
l_mut_236 = u32(1);
} else {
let l_992 = l_988 & u32(2147483648);
let l_993 = l_992 != u32(0);
if l_993 {
let l_994 = l_988 - u32(1);
l_mut_236 = l_994;
} else {
let l_995 = l_988 == u32(2139095040);
if l_995 {
l_mut_236 = l_988;
}
}
}
let l_996 = bitcast<f32>(l_mut_236);
let l_997 = bitcast<u32>(l_996);
let l_998 = l_997 & u32(2147483647);
let l_999 = bitcast<f32>(l_998);
let l_1000 = f64(l_999);
l_mut_855 = l_1000;
let l_1001 = l_998 < u32(8388608);
if l_1001 {
let l_1002 = f64(l_998);
let l_1003 = l_1002 * f64(1.401298464324817e-45);
l_mut_855 = l_1003;
}
let l_1004 = bitcast<u64>(l_mut_855);
let l_1005 = l_997 >> u32(31);
let l_1006 = u64(l_1005);
let l_1007 = l_1006 << u32(bitcast<u64>(u64(63)));
let l_1008 = l_1004 | l_1007;
let l_1009 = bitcast<f64>(l_1008);
let l_1010 = bitcast<u32>(l_26);
let l_1011 = l_1010 ^ u32(2147483648);
let l_1012 = bitcast<f32>(l_1011);
let l_1013 = bitcast<u32>(l_1012);
let l_1014 = l_1013 + u32(1);
l_mut_236 = l_1014;
let l_1015 = l_1013 & u32(2147483647);
let l_1016 = l_1015 == u32(0);
if l_1016 {
l_mut_236 = u32(1);
} else {
let l_1017 = l_1013 & u32(2147483648);
let l_1018 = l_1017 != u32(0);
if l_1018 {
let l_1019 = l_1013 - u32(1);
l_mut_236 = l_1019;
} else {
let l_1020 = l_1013 == u32(2139095040);
if l_1020 {
l_mut_236 = l_1013;
}
}
}
let l_1021 = bitcast<f32>(l_mut_236);
let l_1022 = bitcast<u32>(l_1021);
let l_1023 = l_1022 ^ u32(2147483648);
let l_1024 = bitcast<f32>(l_1023);
let l_1025 = bitcast<u32>(l_1024);
let l_1026 = l_1025 & u32(2147483647);
let l_1027 = bitcast<f32>(l_1026);
let l_1028 = f64(l_1027);
l_mut_855 = l_1028;
let l_1029 = l_1026 < u32(8388608);
if l_1029 {
let l_1030 = f64(l_1026);
let l_1031 = l_1030 * f64(1.401298464324817e-45);
l_mut_855 = l_1031;
}
let l_1032 = bitcast<u64>(l_mut_855);
let l_1033 = l_1025 >> u32(31);
let l_1034 = u64(l_1033);
let l_1035 = l_1034 << u32(bitcast<u64>(u64(63)));
let l_1036 = l_1032 | l_1035;
let l_1037 = bitcast<f64>(l_1036);
let l_1038 = l_973 + l_972;
let l_1039 = l_1038 <= l_987;
l_mut_296 = l_1039;
let l_1040 = l_973 - l_972;
let l_1041 = l_1040 > l_987;
l_mut_293 = l_1041;
let l_1042 = l_974 - l_972;
let l_1043 = l_1042 >= l_987;
l_mut_290 = l_1043;
let l_1044 = l_974 + l_972;
let l_1045 = l_1044 < l_987;
l_mut_287 = l_1045;
if l_166 {
let l_1046 = l_973 + l_972;
let l_1047 = l_1046 < l_1009;
l_mut_296 = l_1047;
let l_1048 = l_973 - l_972;
let l_1049 = l_1048 >= l_1009;
l_mut_293 = l_1049;
let l_1050 = l_974 - l_972;
let l_1051 = l_1050 > l_1037;
l_mut_290 = l_1051;
let l_1052 = l_974 + l_972;
let l_1053 = l_1052 <= l_1037;
l_mut_287 = l_1053;
}
l_mut_236 = u32(2);
let l_1054 = l_mut_293 || l_mut_287;
if l_1054 {
l_mut_236 = u32(1);
} else {
let l_1055 = l_mut_296 && l_mut_290;
if l_1055 {
l_mut_236 = u32(0);
}
}
let l_1056 = bitcast<u32>(l_26);
let l_1057 = l_1056 & u32(2147483647);
let l_1058 = l_1057 == u32(0);
if l_1058 {
let l_1059 = l_973 + l_972;
let l_1060 = l_1059 < f64(1.1754943508222875e-38);
let l_1061 = l_974 - l_972;
let l_1062 = l_1061 > f64(-1.1754943508222875e-38);
let l_1063 = l_1060 && l_1062;
let l_1064 = l_973 - l_972;
let l_1065 = l_1064 < f64(1.1754943508222875e-38);
let l_1066 = l_974 + l_972;
let l_1067 = l_1066 > f64(-1.1754943508222875e-38);
let l_1068 = l_1065 && l_1067;
if l_1063 {
l_mut_236 = u32(0);
} else {
let l_1069 = l_mut_236 == u32(1);
let l_1070 = l_1068 && l_1069;
if l_1070 {
l_mut_236 = u32(2);
}
}
}
l_mut_179 = l_mut_236;
} else {
let l_1071 = abs(l_mut_31);
l_mut_855 = f64(1.401298464324817e-45);
let l_1072 = l_1071 >= f64(1.1754943508222875e-38);
let l_1073 = l_1071 <= f64(1.7976931348623157e308);
let l_1074 = l_1072 && l_1073;
if l_1074 {
let l_1075 = bitcast<u64>(l_1071);
let l_1076 = l_1075 >> u32(bitcast<u64>(u64(52)));
let l_1077 = l_1076 - u64(23);
let l_1078 = l_1077 << u32(bitcast<u64>(u64(52)));
let l_1079 = bitcast<f64>(l_1078);
l_mut_855 = l_1079;
}
let l_1080 = l_171 * l_mut_855;
l_mut_236 = u32(2);
let l_1081 = l_mut_31 - l_178;
let l_1082 = abs(l_1081);
l_mut_855 = f64(1.401298464324817e-45);
let l_1083 = l_1082 >= f64(1.1754943508222875e-38);
let l_1084 = l_1082 <= f64(1.7976931348623157e308);
let l_1085 = l_1083 && l_1084;
if l_1085 {
let l_1086 = bitcast<u64>(l_1082);
let l_1087 = l_1086 >> u32(bitcast<u64>(u64(52)));
let l_1088 = l_1087 - u64(23);
let l_1089 = l_1088 << u32(bitcast<u64>(u64(52)));
let l_1090 = bitcast<f64>(l_1089);
l_mut_855 = l_1090;
}
let l_1091 = l_mut_31 + l_178;
let l_1092 = abs(l_1091);
l_mut_43 = f64(1.401298464324817e-45);
let l_1093 = l_1092 >= f64(1.1754943508222875e-38);
let l_1094 = l_1092 <= f64(1.7976931348623157e308);
let l_1095 = l_1093 && l_1094;
if l_1095 {
let l_1096 = bitcast<u64>(l_1092);
let l_1097 = l_1096 >> u32(bitcast<u64>(u64(52)));
let l_1098 = l_1097 - u64(23);
let l_1099 = l_1098 << u32(bitcast<u64>(u64(52)));
let l_1100 = bitcast<f64>(l_1099);
l_mut_43 = l_1100;
}
let l_1101 = l_mut_855 == l_mut_43;
if l_1101 {
let l_1102 = l_1080 * f64(1.4551915228366852e-11);
let l_1103 = l_178 + l_1102;
let l_1104 = l_mut_31 - l_1080;
let l_1105 = l_mut_31 + l_1080;
let l_1106 = bitcast<u32>(l_26);
let l_1107 = l_1106 & u32(2147483647);
let l_1108 = bitcast<f32>(l_1107);
let l_1109 = f64(l_1108);
l_mut_855 = l_1109;
let l_1110 = l_1107 < u32(8388608);
if l_1110 {
let l_1111 = f64(l_1107);
let l_1112 = l_1111 * f64(1.401298464324817e-45);
l_mut_855 = l_1112;
}
let l_1113 = bitcast<u64>(l_mut_855);
let l_1114 = l_1106 >> u32(31);
let l_1115 = u64(l_1114);
let l_1116 = l_1115 << u32(bitcast<u64>(u64(63)));
let l_1117 = l_1113 | l_1116;
let l_1118 = bitcast<f64>(l_1117);
let l_1119 = bitcast<u32>(l_26);
let l_1120 = l_1119 + u32(1);
l_mut_195 = l_1120;
let l_1121 = l_1119 & u32(2147483647);
let l_1122 = l_1121 == u32(0);
if l_1122 {
l_mut_195 = u32(1);
} else {
let l_1123 = l_1119 & u32(2147483648);
let l_1124 = l_1123 != u32(0);
if l_1124 {
let l_1125 = l_1119 - u32(1);
l_mut_195 = l_1125;
} else {
let l_1126 = l_1119 == u32(2139095040);
if l_1126 {
l_mut_195 = l_1119;
}
}
}
let l_1127 = bitcast<f32>(l_mut_195);
let l_1128 = bitcast<u32>(l_1127);
let l_1129 = l_1128 & u32(2147483647);
let l_1130 = bitcast<f32>(l_1129);
let l_1131 = f64(l_1130);
l_mut_855 = l_1131;
let l_1132 = l_1129 < u32(8388608);
if l_1132 {
let l_1133 = f64(l_1129);
let l_1134 = l_1133 * f64(1.401298464324817e-45);
l_mut_855 = l_1134;
}
let l_1135 = bitcast<u64>(l_mut_855);
let l_1136 = l_1128 >> u32(31);
let l_1137 = u64(l_1136);
let l_1138 = l_1137 << u32(bitcast<u64>(u64(63)));
let l_1139 = l_1135 | l_1138;
let l_1140 = bitcast<f64>(l_1139);
let l_1141 = bitcast<u32>(l_26);
let l_1142 = l_1141 ^ u32(2147483648);
let l_1143 = bitcast<f32>(l_1142);
let l_1144 = bitcast<u32>(l_1143);
let l_1145 = l_1144 + u32(1);
l_mut_195 = l_1145;
let l_1146 = l_1144 & u32(2147483647);
let l_1147 = l_1146 == u32(0);
if l_1147 {
l_mut_195 = u32(1);
} else {
let l_1148 = l_1144 & u32(2147483648);
let l_1149 = l_1148 != u32(0);
if l_1149 {
let l_1150 = l_1144 - u32(1);
l_mut_195 = l_1150;
} else {
let l_1151 = l_1144 == u32(2139095040);
if l_1151 {
l_mut_195 = l_1144;
}
}
}
let l_1152 = bitcast<f32>(l_mut_195);
let l_1153 = bitcast<u32>(l_1152);
let l_1154 = l_1153 ^ u32(2147483648);
let l_1155 = bitcast<f32>(l_1154);
let l_1156 = bitcast<u32>(l_1155);
let l_1157 = l_1156 & u32(2147483647);
let l_1158 = bitcast<f32>(l_1157);
let l_1159 = f64(l_1158);
l_mut_855 = l_1159;
let l_1160 = l_1157 < u32(8388608);
if l_1160 {
let l_1161 = f64(l_1157);
let l_1162 = l_1161 * f64(1.401298464324817e-45);
l_mut_855 = l_1162;
}
let l_1163 = bitcast<u64>(l_mut_855);
let l_1164 = l_1156 >> u32(31);
let l_1165 = u64(l_1164);
let l_1166 = l_1165 << u32(bitcast<u64>(u64(63)));
let l_1167 = l_1163 | l_1166;
let l_1168 = bitcast<f64>(l_1167);
let l_1169 = l_1104 + l_1103;
let l_1170 = l_1169 <= l_1118;
l_mut_296 = l_1170;
let l_1171 = l_1104 - l_1103;
let l_1172 = l_1171 > l_1118;
l_mut_293 = l_1172;
let l_1173 = l_1105 - l_1103;
let l_1174 = l_1173 >= l_1118;
l_mut_290 = l_1174;
let l_1175 = l_1105 + l_1103;
let l_1176 = l_1175 < l_1118;
l_mut_287 = l_1176;
if l_166 {
let l_1177 = l_1104 + l_1103;
let l_1178 = l_1177 < l_1140;
l_mut_296 = l_1178;
let l_1179 = l_1104 - l_1103;
let l_1180 = l_1179 >= l_1140;
l_mut_293 = l_1180;
let l_1181 = l_1105 - l_1103;
let l_1182 = l_1181 > l_1168;
l_mut_290 = l_1182;
let l_1183 = l_1105 + l_1103;
let l_1184 = l_1183 <= l_1168;
l_mut_287 = l_1184;
}
l_mut_195 = u32(2);
let l_1185 = l_mut_293 || l_mut_287;
if l_1185 {
l_mut_195 = u32(1);
} else {
let l_1186 = l_mut_296 && l_mut_290;
if l_1186 {
l_mut_195 = u32(0);
}
}
let l_1187 = bitcast<u32>(l_26);
let l_1188 = l_1187 & u32(2147483647);
let l_1189 = l_1188 == u32(0);
if l_1189 {
let l_1190 = l_1104 + l_1103;
let l_1191 = l_1190 < f64(1.1754943508222875e-38);
let l_1192 = l_1105 - l_1103;
let l_1193 = l_1192 > f64(-1.1754943508222875e-38);
let l_1194 = l_1191 && l_1193;
let l_1195 = l_1104 - l_1103;
let l_1196 = l_1195 < f64(1.1754943508222875e-38);
let l_1197 = l_1105 + l_1103;
let l_1198 = l_1197 > f64(-1.1754943508222875e-38);
let l_1199 = l_1196 && l_1198;
if l_1194 {
l_mut_195 = u32(0);
} else {
let l_1200 = l_mut_195 == u32(1);
let l_1201 = l_1199 && l_1200;
if l_1201 {
l_mut_195 = u32(2);
}
}
}
l_mut_236 = l_mut_195;
}
l_mut_179 = l_mut_236;
}
} else {
let l_1202 = l_162 == u32(9);
if l_1202 {
a_1203[u32(0)] = u32(1);
let l_1204 = sqrt(l_175);
let l_1205 = f64(1.0) / l_1204;
let l_1206 = l_1205 * f64(1.4551915228366852e-11);
let l_1207 = abs(l_1205);
l_mut_855 = f64(1.401298464324817e-45);
let l_1208 = l_1207 >= f64(1.1754943508222875e-38);
let l_1209 = l_1207 <= f64(1.7976931348623157e308);
let l_1210 = l_1208 && l_1209;
if l_1210 {
let l_1211 = bitcast<u64>(l_1207);
let l_1212 = l_1211 >> u32(bitcast<u64>(u64(52)));
let l_1213 = l_1212 - u64(23);
let l_1214 = l_1213 << u32(bitcast<u64>(u64(52)));
let l_1215 = bitcast<f64>(l_1214);
l_mut_855 = l_1215;
}
let l_1216 = l_1205 - l_1206;
let l_1217 = abs(l_1216);
l_mut_43 = f64(1.401298464324817e-45);
let l_1218 = l_1217 >= f64(1.1754943508222875e-38);
let l_1219 = l_1217 <= f64(1.7976931348623157e308);
let l_1220 = l_1218 && l_1219;
if l_1220 {
let l_1221 = bitcast<u64>(l_1217);
let l_1222 = l_1221 >> u32(bitcast<u64>(u64(52)));
let l_1223 = l_1222 - u64(23);
let l_1224 = l_1223 << u32(bitcast<u64>(u64(52)));
let l_1225 = bitcast<f64>(l_1224);
l_mut_43 = l_1225;
}
let l_1226 = l_1205 + l_1206;
let l_1227 = abs(l_1226);
l_mut_41 = f64(1.401298464324817e-45);
let l_1228 = l_1227 >= f64(1.1754943508222875e-38);
let l_1229 = l_1227 <= f64(1.7976931348623157e308);
let l_1230 = l_1228 && l_1229;
if l_1230 {
let l_1231 = bitcast<u64>(l_1227);
let l_1232 = l_1231 >> u32(bitcast<u64>(u64(52)));
let l_1233 = l_1232 - u64(23);
let l_1234 = l_1233 << u32(bitcast<u64>(u64(52)));
let l_1235 = bitcast<f64>(l_1234);
l_mut_41 = l_1235;
}
let l_1236 = l_mut_43 == l_mut_41;
let l_1237 = !l_1236;
if l_1237 {
a_1203[u32(0)] = u32(0);
}
let l_1238 = l_168 * l_mut_855;
let l_1239 = l_1205 - l_1238;
l_mut_43 = l_1239;
if l_166 {
let l_1240 = l_1239 - l_1206;
let l_1241 = l_1240 * f64(7.1362384635298e44);
let l_1242 = floor(l_1241);
let l_1243 = l_1242 * f64(1.401298464324817e-45);
l_mut_41 = l_1243;
let l_1244 = abs(l_1240);
let l_1245 = l_1244 >= f64(1.1754943508222875e-38);
if l_1245 {
let l_1246 = f32(l_1240);
let l_1247 = f64(l_1246);
l_mut_41 = l_1247;
let l_1248 = l_mut_41 > l_1240;
if l_1248 {
let l_1249 = bitcast<u32>(l_1246);
let l_1250 = l_1249 ^ u32(2147483648);
let l_1251 = bitcast<f32>(l_1250);
let l_1252 = bitcast<u32>(l_1251);
let l_1253 = l_1252 + u32(1);
l_mut_236 = l_1253;
let l_1254 = l_1252 & u32(2147483647);
let l_1255 = l_1254 == u32(0);
if l_1255 {
l_mut_236 = u32(1);
} else {
let l_1256 = l_1252 & u32(2147483648);
let l_1257 = l_1256 != u32(0);
if l_1257 {
let l_1258 = l_1252 - u32(1);
l_mut_236 = l_1258;
} else {
let l_1259 = l_1252 == u32(2139095040);
if l_1259 {
l_mut_236 = l_1252;
}
}
}
let l_1260 = bitcast<f32>(l_mut_236);
let l_1261 = bitcast<u32>(l_1260);
let l_1262 = l_1261 ^ u32(2147483648);
let l_1263 = bitcast<f32>(l_1262);
let l_1264 = bitcast<u32>(l_1263);
let l_1265 = l_1264 & u32(2147483647);
let l_1266 = bitcast<f32>(l_1265);
let l_1267 = f64(l_1266);
l_mut_1268 = l_1267;
let l_1269 = l_1265 < u32(8388608);
if l_1269 {
let l_1270 = f64(l_1265);
let l_1271 = l_1270 * f64(1.401298464324817e-45);
l_mut_1268 = l_1271;
}
let l_1272 = bitcast<u64>(l_mut_1268);
let l_1273 = l_1264 >> u32(31);
let l_1274 = u64(l_1273);
let l_1275 = l_1274 << u32(bitcast<u64>(u64(63)));
let l_1276 = l_1272 | l_1275;
let l_1277 = bitcast<f64>(l_1276);
l_mut_41 = l_1277;
} else {
let l_1278 = bitcast<u32>(l_1246);
let l_1279 = l_1278 + u32(1);
l_mut_236 = l_1279;
let l_1280 = l_1278 & u32(2147483647);
let l_1281 = l_1280 == u32(0);
if l_1281 {
l_mut_236 = u32(1);
} else {
let l_1282 = l_1278 & u32(2147483648);
let l_1283 = l_1282 != u32(0);
if l_1283 {
let l_1284 = l_1278 - u32(1);
l_mut_236 = l_1284;
} else {
let l_1285 = l_1278 == u32(2139095040);
if l_1285 {
l_mut_236 = l_1278;
}
}
}
let l_1286 = bitcast<f32>(l_mut_236);
let l_1287 = bitcast<u32>(l_1286);
let l_1288 = l_1287 & u32(2147483647);
let l_1289 = bitcast<f32>(l_1288);
let l_1290 = f64(l_1289);
l_mut_1268 = l_1290;
let l_1291 = l_1288 < u32(8388608);
if l_1291 {
let l_1292 = f64(l_1288);
let l_1293 = l_1292 * f64(1.401298464324817e-45);
l_mut_1268 = l_1293;
}
let l_1294 = bitcast<u64>(l_mut_1268);
let l_1295 = l_1287 >> u32(31);
let l_1296 = u64(l_1295);
let l_1297 = l_1296 << u32(bitcast<u64>(u64(63)));
let l_1298 = l_1294 | l_1297;
let l_1299 = bitcast<f64>(l_1298);
let l_1300 = l_1299 <= l_1240;
if l_1300 {
let l_1301 = bitcast<u32>(l_1246);
let l_1302 = l_1301 + u32(1);
l_mut_236 = l_1302;
let l_1303 = l_1301 & u32(2147483647);
let l_1304 = l_1303 == u32(0);
if l_1304 {
l_mut_236 = u32(1);
} else {
let l_1305 = l_1301 & u32(2147483648);
let l_1306 = l_1305 != u32(0);
if l_1306 {
let l_1307 = l_1301 - u32(1);
l_mut_236 = l_1307;
} else {
let l_1308 = l_1301 == u32(2139095040);
if l_1308 {
l_mut_236 = l_1301;
}
}
}
let l_1309 = bitcast<f32>(l_mut_236);
let l_1310 = bitcast<u32>(l_1309);
let l_1311 = l_1310 & u32(2147483647);
let l_1312 = bitcast<f32>(l_1311);
let l_1313 = f64(l_1312);
l_mut_1268 = l_1313;
let l_1314 = l_1311 < u32(8388608);
if l_1314 {
let l_1315 = f64(l_1311);
let l_1316 = l_1315 * f64(1.401298464324817e-45);
l_mut_1268 = l_1316;
}
let l_1317 = bitcast<u64>(l_mut_1268);
let l_1318 = l_1310 >> u32(31);
let l_1319 = u64(l_1318);
let l_1320 = l_1319 << u32(bitcast<u64>(u64(63)));
let l_1321 = l_1317 | l_1320;
let l_1322 = bitcast<f64>(l_1321);
l_mut_41 = l_1322;
}
}
}
let l_1323 = l_1239 + l_1206;
let l_1324 = l_1323 * f64(7.1362384635298e44);
let l_1325 = floor(l_1324);
let l_1326 = l_1325 * f64(1.401298464324817e-45);
l_mut_1268 = l_1326;
let l_1327 = abs(l_1323);
let l_1328 = l_1327 >= f64(1.1754943508222875e-38);
if l_1328 {
let l_1329 = f32(l_1323);
let l_1330 = f64(l_1329);
l_mut_1268 = l_1330;
let l_1331 = l_mut_1268 > l_1323;
if l_1331 {
let l_1332 = bitcast<u32>(l_1329);
let l_1333 = l_1332 ^ u32(2147483648);
let l_1334 = bitcast<f32>(l_1333);
let l_1335 = bitcast<u32>(l_1334);
let l_1336 = l_1335 + u32(1);
l_mut_236 = l_1336;
let l_1337 = l_1335 & u32(2147483647);
let l_1338 = l_1337 == u32(0);
if l_1338 {
l_mut_236 = u32(1);
} else {
let l_1339 = l_1335 & u32(2147483648);
let l_1340 = l_1339 != u32(0);
if l_1340 {
let l_1341 = l_1335 - u32(1);
l_mut_236 = l_1341;
} else {
let l_1342 = l_1335 == u32(2139095040);
if l_1342 {
l_mut_236 = l_1335;
}
}
}
let l_1343 = bitcast<f32>(l_mut_236);
let l_1344 = bitcast<u32>(l_1343);
let l_1345 = l_1344 ^ u32(2147483648);
let l_1346 = bitcast<f32>(l_1345);
let l_1347 = bitcast<u32>(l_1346);
let l_1348 = l_1347 & u32(2147483647);
let l_1349 = bitcast<f32>(l_1348);
let l_1350 = f64(l_1349);
l_mut_1351 = l_1350;
let l_1352 = l_1348 < u32(8388608);
if l_1352 {
let l_1353 = f64(l_1348);
let l_1354 = l_1353 * f64(1.401298464324817e-45);
l_mut_1351 = l_1354;
}
let l_1355 = bitcast<u64>(l_mut_1351);
let l_1356 = l_1347 >> u32(31);
let l_1357 = u64(l_1356);
let l_1358 = l_1357 << u32(bitcast<u64>(u64(63)));
let l_1359 = l_1355 | l_1358;
let l_1360 = bitcast<f64>(l_1359);
l_mut_1268 = l_1360;
} else {
let l_1361 = bitcast<u32>(l_1329);
let l_1362 = l_1361 + u32(1);
l_mut_236 = l_1362;
let l_1363 = l_1361 & u32(2147483647);
let l_1364 = l_1363 == u32(0);
if l_1364 {
l_mut_236 = u32(1);
} else {
let l_1365 = l_1361 & u32(2147483648);
let l_1366 = l_1365 != u32(0);
if l_1366 {
let l_1367 = l_1361 - u32(1);
l_mut_236 = l_1367;
} else {
let l_1368 = l_1361 == u32(2139095040);
if l_1368 {
l_mut_236 = l_1361;
}
}
}
let l_1369 = bitcast<f32>(l_mut_236);
let l_1370 = bitcast<u32>(l_1369);
let l_1371 = l_1370 & u32(2147483647);
let l_1372 = bitcast<f32>(l_1371);
let l_1373 = f64(l_1372);
l_mut_1351 = l_1373;
let l_1374 = l_1371 < u32(8388608);
if l_1374 {
let l_1375 = f64(l_1371);
let l_1376 = l_1375 * f64(1.401298464324817e-45);
l_mut_1351 = l_1376;
}
let l_1377 = bitcast<u64>(l_mut_1351);
let l_1378 = l_1370 >> u32(31);
let l_1379 = u64(l_1378);
let l_1380 = l_1379 << u32(bitcast<u64>(u64(63)));
let l_1381 = l_1377 | l_1380;
let l_1382 = bitcast<f64>(l_1381);
let l_1383 = l_1382 <= l_1323;
if l_1383 {
let l_1384 = bitcast<u32>(l_1329);
let l_1385 = l_1384 + u32(1);
l_mut_236 = l_1385;
let l_1386 = l_1384 & u32(2147483647);
let l_1387 = l_1386 == u32(0);
if l_1387 {
l_mut_236 = u32(1);
} else {
let l_1388 = l_1384 & u32(2147483648);
let l_1389 = l_1388 != u32(0);
if l_1389 {
let l_1390 = l_1384 - u32(1);
l_mut_236 = l_1390;
} else {
let l_1391 = l_1384 == u32(2139095040);
if l_1391 {
l_mut_236 = l_1384;
}
}
}
let l_1392 = bitcast<f32>(l_mut_236);
let l_1393 = bitcast<u32>(l_1392);
let l_1394 = l_1393 & u32(2147483647);
let l_1395 = bitcast<f32>(l_1394);
let l_1396 = f64(l_1395);
l_mut_1351 = l_1396;
let l_1397 = l_1394 < u32(8388608);
if l_1397 {
let l_1398 = f64(l_1394);
let l_1399 = l_1398 * f64(1.401298464324817e-45);
l_mut_1351 = l_1399;
}
let l_1400 = bitcast<u64>(l_mut_1351);
let l_1401 = l_1393 >> u32(31);
let l_1402 = u64(l_1401);
let l_1403 = l_1402 << u32(bitcast<u64>(u64(63)));
let l_1404 = l_1400 | l_1403;
let l_1405 = bitcast<f64>(l_1404);
l_mut_1268 = l_1405;
}
}
}
let l_1406 = l_mut_41 == l_mut_1268;
let l_1407 = !l_1406;
if l_1407 {
a_1203[u32(0)] = u32(0);
}
let l_1408 = l_1239 * f64(7.1362384635298e44);
let l_1409 = floor(l_1408);
let l_1410 = l_1409 * f64(1.401298464324817e-45);
l_mut_1351 = l_1410;
let l_1411 = abs(l_1239);
let l_1412 = l_1411 >= f64(1.1754943508222875e-38);
if l_1412 {
let l_1413 = f32(l_1239);
let l_1414 = f64(l_1413);
l_mut_1351 = l_1414;
let l_1415 = l_mut_1351 > l_1239;
if l_1415 {
let l_1416 = bitcast<u32>(l_1413);
let l_1417 = l_1416 ^ u32(2147483648);
let l_1418 = bitcast<f32>(l_1417);
let l_1419 = bitcast<u32>(l_1418);
let l_1420 = l_1419 + u32(1);
l_mut_236 = l_1420;
let l_1421 = l_1419 & u32(2147483647);
let l_1422 = l_1421 == u32(0);
if l_1422 {
l_mut_236 = u32(1);
} else {
let l_1423 = l_1419 & u32(2147483648);
let l_1424 = l_1423 != u32(0);
if l_1424 {
let l_1425 = l_1419 - u32(1);
l_mut_236 = l_1425;
} else {
let l_1426 = l_1419 == u32(2139095040);
if l_1426 {
l_mut_236 = l_1419;
}
}
}
let l_1427 = bitcast<f32>(l_mut_236);
let l_1428 = bitcast<u32>(l_1427);
let l_1429 = l_1428 ^ u32(2147483648);
let l_1430 = bitcast<f32>(l_1429);
let l_1431 = bitcast<u32>(l_1430);
let l_1432 = l_1431 & u32(2147483647);
let l_1433 = bitcast<f32>(l_1432);
let l_1434 = f64(l_1433);
l_mut_1268 = l_1434;
let l_1435 = l_1432 < u32(8388608);
if l_1435 {
let l_1436 = f64(l_1432);
let l_1437 = l_1436 * f64(1.401298464324817e-45);
l_mut_1268 = l_1437;
}
let l_1438 = bitcast<u64>(l_mut_1268);
let l_1439 = l_1431 >> u32(31);
let l_1440 = u64(l_1439);
let l_1441 = l_1440 << u32(bitcast<u64>(u64(63)));
let l_1442 = l_1438 | l_1441;
let l_1443 = bitcast<f64>(l_1442);
l_mut_1351 = l_1443;
} else {
let l_1444 = bitcast<u32>(l_1413);
let l_1445 = l_1444 + u32(1);
l_mut_236 = l_1445;
let l_1446 = l_1444 & u32(2147483647);
let l_1447 = l_1446 == u32(0);
if l_1447 {
l_mut_236 = u32(1);
} else {
let l_1448 = l_1444 & u32(2147483648);
let l_1449 = l_1448 != u32(0);
if l_1449 {
let l_1450 = l_1444 - u32(1);
l_mut_236 = l_1450;
} else {
let l_1451 = l_1444 == u32(2139095040);
if l_1451 {
l_mut_236 = l_1444;
}
}
}
let l_1452 = bitcast<f32>(l_mut_236);
let l_1453 = bitcast<u32>(l_1452);
let l_1454 = l_1453 & u32(2147483647);
let l_1455 = bitcast<f32>(l_1454);
let l_1456 = f64(l_1455);
l_mut_1268 = l_1456;
let l_1457 = l_1454 < u32(8388608);
if l_1457 {
let l_1458 = f64(l_1454);
let l_1459 = l_1458 * f64(1.401298464324817e-45);
l_mut_1268 = l_1459;
}
let l_1460 = bitcast<u64>(l_mut_1268);
let l_1461 = l_1453 >> u32(31);
let l_1462 = u64(l_1461);
let l_1463 = l_1462 << u32(bitcast<u64>(u64(63)));
let l_1464 = l_1460 | l_1463;
let l_1465 = bitcast<f64>(l_1464);
let l_1466 = l_1465 <= l_1239;
if l_1466 {
let l_1467 = bitcast<u32>(l_1413);
let l_1468 = l_1467 + u32(1);
l_mut_236 = l_1468;
let l_1469 = l_1467 & u32(2147483647);
let l_1470 = l_1469 == u32(0);
if l_1470 {
l_mut_236 = u32(1);
} else {
let l_1471 = l_1467 & u32(2147483648);
let l_1472 = l_1471 != u32(0);
if l_1472 {
let l_1473 = l_1467 - u32(1);
l_mut_236 = l_1473;
} else {
let l_1474 = l_1467 == u32(2139095040);
if l_1474 {
l_mut_236 = l_1467;
}
}
}
let l_1475 = bitcast<f32>(l_mut_236);
let l_1476 = bitcast<u32>(l_1475);
let l_1477 = l_1476 & u32(2147483647);
let l_1478 = bitcast<f32>(l_1477);
let l_1479 = f64(l_1478);
l_mut_1268 = l_1479;
let l_1480 = l_1477 < u32(8388608);
if l_1480 {
let l_1481 = f64(l_1477);
let l_1482 = l_1481 * f64(1.401298464324817e-45);
l_mut_1268 = l_1482;
}
let l_1483 = bitcast<u64>(l_mut_1268);
let l_1484 = l_1476 >> u32(31);
let l_1485 = u64(l_1484);
let l_1486 = l_1485 << u32(bitcast<u64>(u64(63)));
let l_1487 = l_1483 | l_1486;
let l_1488 = bitcast<f64>(l_1487);
l_mut_1351 = l_1488;
}
}
}
l_mut_43 = l_mut_1351;
}
let l_1489 = l_168 * l_mut_855;
let l_1490 = l_1205 + l_1489;
l_mut_1351 = l_1490;
if l_166 {
let l_1491 = l_1490 - l_1206;
let l_1492 = l_1491 * f64(7.1362384635298e44);
let l_1493 = floor(l_1492);
let l_1494 = l_1493 * f64(1.401298464324817e-45);
l_mut_1268 = l_1494;
let l_1495 = abs(l_1491);
let l_1496 = l_1495 >= f64(1.1754943508222875e-38);
if l_1496 {
let l_1497 = f32(l_1491);
let l_1498 = f64(l_1497);
l_mut_1268 = l_1498;
let l_1499 = l_mut_1268 > l_1491;
if l_1499 {
let l_1500 = bitcast<u32>(l_1497);
let l_1501 = l_1500 ^ u32(2147483648);
let l_1502 = bitcast<f32>(l_1501);
let l_1503 = bitcast<u32>(l_1502);
let l_1504 = l_1503 + u32(1);
l_mut_236 = l_1504;
let l_1505 = l_1503 & u32(2147483647);
let l_1506 = l_1505 == u32(0);
if l_1506 {
l_mut_236 = u32(1);
} else {
let l_1507 = l_1503 & u32(2147483648);
let l_1508 = l_1507 != u32(0);
if l_1508 {
let l_1509 = l_1503 - u32(1);
l_mut_236 = l_1509;
} else {
let l_1510 = l_1503 == u32(2139095040);
if l_1510 {
l_mut_236 = l_1503;
}
}
}
let l_1511 = bitcast<f32>(l_mut_236);
let l_1512 = bitcast<u32>(l_1511);
let l_1513 = l_1512 ^ u32(2147483648);
let l_1514 = bitcast<f32>(l_1513);
let l_1515 = bitcast<u32>(l_1514);
let l_1516 = l_1515 & u32(2147483647);
let l_1517 = bitcast<f32>(l_1516);
let l_1518 = f64(l_1517);
l_mut_855 = l_1518;
let l_1519 = l_1516 < u32(8388608);
if l_1519 {
let l_1520 = f64(l_1516);
let l_1521 = l_1520 * f64(1.401298464324817e-45);
l_mut_855 = l_1521;
}
let l_1522 = bitcast<u64>(l_mut_855);
let l_1523 = l_1515 >> u32(31);
let l_1524 = u64(l_1523);
let l_1525 = l_1524 << u32(bitcast<u64>(u64(63)));
let l_1526 = l_1522 | l_1525;
let l_1527 = bitcast<f64>(l_1526);
l_mut_1268 = l_1527;
} else {
let l_1528 = bitcast<u32>(l_1497);
let l_1529 = l_1528 + u32(1);
l_mut_236 = l_1529;
let l_1530 = l_1528 & u32(2147483647);
let l_1531 = l_1530 == u32(0);
if l_1531 {
l_mut_236 = u32(1);
} else {
let l_1532 = l_1528 & u32(2147483648);
let l_1533 = l_1532 != u32(0);
if l_1533 {
let l_1534 = l_1528 - u32(1);
l_mut_236 = l_1534;
} else {
let l_1535 = l_1528 == u32(2139095040);
if l_1535 {
l_mut_236 = l_1528;
}
}
}
let l_1536 = bitcast<f32>(l_mut_236);
let l_1537 = bitcast<u32>(l_1536);
let l_1538 = l_1537 & u32(2147483647);
let l_1539 = bitcast<f32>(l_1538);
let l_1540 = f64(l_1539);
l_mut_855 = l_1540;
let l_1541 = l_1538 < u32(8388608);
if l_1541 {
let l_1542 = f64(l_1538);
let l_1543 = l_1542 * f64(1.401298464324817e-45);
l_mut_855 = l_1543;
}
let l_1544 = bitcast<u64>(l_mut_855);
let l_1545 = l_1537 >> u32(31);
let l_1546 = u64(l_1545);
let l_1547 = l_1546 << u32(bitcast<u64>(u64(63)));
let l_1548 = l_1544 | l_1547;
let l_1549 = bitcast<f64>(l_1548);
let l_1550 = l_1549 <= l_1491;
if l_1550 {
let l_1551 = bitcast<u32>(l_1497);
let l_1552 = l_1551 + u32(1);
l_mut_236 = l_1552;
let l_1553 = l_1551 & u32(2147483647);
let l_1554 = l_1553 == u32(0);
if l_1554 {
l_mut_236 = u32(1);
} else {
let l_1555 = l_1551 & u32(2147483648);
let l_1556 = l_1555 != u32(0);
if l_1556 {
let l_1557 = l_1551 - u32(1);
l_mut_236 = l_1557;
} else {
let l_1558 = l_1551 == u32(2139095040);
if l_1558 {
l_mut_236 = l_1551;
}
}
}
let l_1559 = bitcast<f32>(l_mut_236);
let l_1560 = bitcast<u32>(l_1559);
let l_1561 = l_1560 & u32(2147483647);
let l_1562 = bitcast<f32>(l_1561);
let l_1563 = f64(l_1562);
l_mut_855 = l_1563;
let l_1564 = l_1561 < u32(8388608);
if l_1564 {
let l_1565 = f64(l_1561);
let l_1566 = l_1565 * f64(1.401298464324817e-45);
l_mut_855 = l_1566;
}
let l_1567 = bitcast<u64>(l_mut_855);
let l_1568 = l_1560 >> u32(31);
let l_1569 = u64(l_1568);
let l_1570 = l_1569 << u32(bitcast<u64>(u64(63)));
let l_1571 = l_1567 | l_1570;
let l_1572 = bitcast<f64>(l_1571);
l_mut_1268 = l_1572;
}
}
}
let l_1573 = l_1490 + l_1206;
let l_1574 = l_1573 * f64(7.1362384635298e44);
let l_1575 = floor(l_1574);
let l_1576 = l_1575 * f64(1.401298464324817e-45);
l_mut_855 = l_1576;
let l_1577 = abs(l_1573);
let l_1578 = l_1577 >= f64(1.1754943508222875e-38);
if l_1578 {
let l_1579 = f32(l_1573);
let l_1580 = f64(l_1579);
l_mut_855 = l_1580;
let l_1581 = l_mut_855 > l_1573;
if l_1581 {
let l_1582 = bitcast<u32>(l_1579);
let l_1583 = l_1582 ^ u32(2147483648);
let l_1584 = bitcast<f32>(l_1583);
let l_1585 = bitcast<u32>(l_1584);
let l_1586 = l_1585 + u32(1);
l_mut_236 = l_1586;
let l_1587 = l_1585 & u32(2147483647);
let l_1588 = l_1587 == u32(0);
if l_1588 {
l_mut_236 = u32(1);
} else {
let l_1589 = l_1585 & u32(2147483648);
let l_1590 = l_1589 != u32(0);
if l_1590 {
let l_1591 = l_1585 - u32(1);
l_mut_236 = l_1591;
} else {
let l_1592 = l_1585 == u32(2139095040);
if l_1592 {
l_mut_236 = l_1585;
}
}
}
let l_1593 = bitcast<f32>(l_mut_236);
let l_1594 = bitcast<u32>(l_1593);
let l_1595 = l_1594 ^ u32(2147483648);
let l_1596 = bitcast<f32>(l_1595);
let l_1597 = bitcast<u32>(l_1596);
let l_1598 = l_1597 & u32(2147483647);
let l_1599 = bitcast<f32>(l_1598);
let l_1600 = f64(l_1599);
l_mut_41 = l_1600;
let l_1601 = l_1598 < u32(8388608);
if l_1601 {
let l_1602 = f64(l_1598);
let l_1603 = l_1602 * f64(1.401298464324817e-45);
l_mut_41 = l_1603;
}
let l_1604 = bitcast<u64>(l_mut_41);
let l_1605 = l_1597 >> u32(31);
let l_1606 = u64(l_1605);
let l_1607 = l_1606 << u32(bitcast<u64>(u64(63)));
let l_1608 = l_1604 | l_1607;
let l_1609 = bitcast<f64>(l_1608);
l_mut_855 = l_1609;
} else {
let l_1610 = bitcast<u32>(l_1579);
let l_1611 = l_1610 + u32(1);
l_mut_236 = l_1611;
let l_1612 = l_1610 & u32(2147483647);
let l_1613 = l_1612 == u32(0);
if l_1613 {
l_mut_236 = u32(1);
} else {
let l_1614 = l_1610 & u32(2147483648);
let l_1615 = l_1614 != u32(0);
if l_1615 {
let l_1616 = l_1610 - u32(1);
l_mut_236 = l_1616;
} else {
let l_1617 = l_1610 == u32(2139095040);
if l_1617 {
l_mut_236 = l_1610;
}
}
}
let l_1618 = bitcast<f32>(l_mut_236);
let l_1619 = bitcast<u32>(l_1618);
let l_1620 = l_1619 & u32(2147483647);
let l_1621 = bitcast<f32>(l_1620);
let l_1622 = f64(l_1621);
l_mut_41 = l_1622;
let l_1623 = l_1620 < u32(8388608);
if l_1623 {
let l_1624 = f64(l_1620);
let l_1625 = l_1624 * f64(1.401298464324817e-45);
l_mut_41 = l_1625;
}
let l_1626 = bitcast<u64>(l_mut_41);
let l_1627 = l_1619 >> u32(31);
let l_1628 = u64(l_1627);
let l_1629 = l_1628 << u32(bitcast<u64>(u64(63)));
let l_1630 = l_1626 | l_1629;
let l_1631 = bitcast<f64>(l_1630);
let l_1632 = l_1631 <= l_1573;
if l_1632 {
let l_1633 = bitcast<u32>(l_1579);
let l_1634 = l_1633 + u32(1);
l_mut_236 = l_1634;
let l_1635 = l_1633 & u32(2147483647);
let l_1636 = l_1635 == u32(0);
if l_1636 {
l_mut_236 = u32(1);
} else {
let l_1637 = l_1633 & u32(2147483648);
let l_1638 = l_1637 != u32(0);
if l_1638 {
let l_1639 = l_1633 - u32(1);
l_mut_236 = l_1639;
} else {
let l_1640 = l_1633 == u32(2139095040);
if l_1640 {
l_mut_236 = l_1633;
}
}
}
let l_1641 = bitcast<f32>(l_mut_236);
let l_1642 = bitcast<u32>(l_1641);
let l_1643 = l_1642 & u32(2147483647);
let l_1644 = bitcast<f32>(l_1643);
let l_1645 = f64(l_1644);
l_mut_41 = l_1645;
let l_1646 = l_1643 < u32(8388608);
if l_1646 {
let l_1647 = f64(l_1643);
let l_1648 = l_1647 * f64(1.401298464324817e-45);
l_mut_41 = l_1648;
}
let l_1649 = bitcast<u64>(l_mut_41);
let l_1650 = l_1642 >> u32(31);
let l_1651 = u64(l_1650);
let l_1652 = l_1651 << u32(bitcast<u64>(u64(63)));
let l_1653 = l_1649 | l_1652;
let l_1654 = bitcast<f64>(l_1653);
l_mut_855 = l_1654;
}
}
}
let l_1655 = l_mut_1268 == l_mut_855;
let l_1656 = !l_1655;
if l_1656 {
a_1203[u32(0)] = u32(0);
}
let l_1657 = -l_1490;
let l_1658 = l_1657 * f64(7.1362384635298e44);
let l_1659 = floor(l_1658);
let l_1660 = l_1659 * f64(1.401298464324817e-45);
l_mut_1268 = l_1660;
let l_1661 = abs(l_1657);
let l_1662 = l_1661 >= f64(1.1754943508222875e-38);
if l_1662 {
let l_1663 = f32(l_1657);
let l_1664 = f64(l_1663);
l_mut_1268 = l_1664;
let l_1665 = l_mut_1268 > l_1657;
if l_1665 {
let l_1666 = bitcast<u32>(l_1663);
let l_1667 = l_1666 ^ u32(2147483648);
let l_1668 = bitcast<f32>(l_1667);
let l_1669 = bitcast<u32>(l_1668);
let l_1670 = l_1669 + u32(1);
l_mut_236 = l_1670;
let l_1671 = l_1669 & u32(2147483647);
let l_1672 = l_1671 == u32(0);
if l_1672 {
l_mut_236 = u32(1);
} else {
let l_1673 = l_1669 & u32(2147483648);
let l_1674 = l_1673 != u32(0);
if l_1674 {
let l_1675 = l_1669 - u32(1);
l_mut_236 = l_1675;
} else {
let l_1676 = l_1669 == u32(2139095040);
if l_1676 {
l_mut_236 = l_1669;
}
}
}
let l_1677 = bitcast<f32>(l_mut_236);
let l_1678 = bitcast<u32>(l_1677);
let l_1679 = l_1678 ^ u32(2147483648);
let l_1680 = bitcast<f32>(l_1679);
let l_1681 = bitcast<u32>(l_1680);
let l_1682 = l_1681 & u32(2147483647);
let l_1683 = bitcast<f32>(l_1682);
let l_1684 = f64(l_1683);
l_mut_855 = l_1684;
let l_1685 = l_1682 < u32(8388608);
if l_1685 {
let l_1686 = f64(l_1682);
let l_1687 = l_1686 * f64(1.401298464324817e-45);
l_mut_855 = l_1687;
}
let l_1688 = bitcast<u64>(l_mut_855);
let l_1689 = l_1681 >> u32(31);
let l_1690 = u64(l_1689);
let l_1691 = l_1690 << u32(bitcast<u64>(u64(63)));
let l_1692 = l_1688 | l_1691;
let l_1693 = bitcast<f64>(l_1692);
l_mut_1268 = l_1693;
} else {
let l_1694 = bitcast<u32>(l_1663);
let l_1695 = l_1694 + u32(1);
l_mut_236 = l_1695;
let l_1696 = l_1694 & u32(2147483647);
let l_1697 = l_1696 == u32(0);
if l_1697 {
l_mut_236 = u32(1);
} else {
let l_1698 = l_1694 & u32(2147483648);
let l_1699 = l_1698 != u32(0);
if l_1699 {
let l_1700 = l_1694 - u32(1);
l_mut_236 = l_1700;
} else {
let l_1701 = l_1694 == u32(2139095040);
if l_1701 {
l_mut_236 = l_1694;
}
}
}
let l_1702 = bitcast<f32>(l_mut_236);
let l_1703 = bitcast<u32>(l_1702);
let l_1704 = l_1703 & u32(2147483647);
let l_1705 = bitcast<f32>(l_1704);
let l_1706 = f64(l_1705);
l_mut_855 = l_1706;
let l_1707 = l_1704 < u32(8388608);
if l_1707 {
let l_1708 = f64(l_1704);
let l_1709 = l_1708 * f64(1.401298464324817e-45);
l_mut_855 = l_1709;
}
let l_1710 = bitcast<u64>(l_mut_855);
let l_1711 = l_1703 >> u32(31);
let l_1712 = u64(l_1711);
let l_1713 = l_1712 << u32(bitcast<u64>(u64(63)));
let l_1714 = l_1710 | l_1713;
let l_1715 = bitcast<f64>(l_1714);
let l_1716 = l_1715 <= l_1657;
if l_1716 {
let l_1717 = bitcast<u32>(l_1663);
let l_1718 = l_1717 + u32(1);
l_mut_236 = l_1718;
let l_1719 = l_1717 & u32(2147483647);
let l_1720 = l_1719 == u32(0);
if l_1720 {
l_mut_236 = u32(1);
} else {
let l_1721 = l_1717 & u32(2147483648);
let l_1722 = l_1721 != u32(0);
if l_1722 {
let l_1723 = l_1717 - u32(1);
l_mut_236 = l_1723;
} else {
let l_1724 = l_1717 == u32(2139095040);
if l_1724 {
l_mut_236 = l_1717;
}
}
}
let l_1725 = bitcast<f32>(l_mut_236);
let l_1726 = bitcast<u32>(l_1725);
let l_1727 = l_1726 & u32(2147483647);
let l_1728 = bitcast<f32>(l_1727);
let l_1729 = f64(l_1728);
l_mut_855 = l_1729;
let l_1730 = l_1727 < u32(8388608);
if l_1730 {
let l_1731 = f64(l_1727);
let l_1732 = l_1731 * f64(1.401298464324817e-45);
l_mut_855 = l_1732;
}
let l_1733 = bitcast<u64>(l_mut_855);
let l_1734 = l_1726 >> u32(31);
let l_1735 = u64(l_1734);
let l_1736 = l_1735 << u32(bitcast<u64>(u64(63)));
let l_1737 = l_1733 | l_1736;
let l_1738 = bitcast<f64>(l_1737);
l_mut_1268 = l_1738;
}
}
}
let l_1739 = -l_mut_1268;
l_mut_1351 = l_1739;
}
l_mut_236 = u32(0);
let l_1740 = l_mut_43 <= f64(0.0);
let l_1741 = l_mut_1351 >= f64(0.0);
let l_1742 = l_1740 && l_1741;
let l_1743 = !l_1742;
if l_1743 {
let l_1744 = f64(1.0) / l_mut_1351;
let l_1745 = f64(1.0) / l_mut_43;
let l_1746 = abs(l_1744);
let l_1747 = l_1746 * f64(1.4551915228366852e-11);
let l_1748 = abs(l_1745);
let l_1749 = l_1748 * f64(1.4551915228366852e-11);
let l_1750 = l_1744 - l_1747;
let l_1751 = abs(l_1750);
l_mut_1351 = f64(1.401298464324817e-45);
let l_1752 = l_1751 >= f64(1.1754943508222875e-38);
let l_1753 = l_1751 <= f64(1.7976931348623157e308);
let l_1754 = l_1752 && l_1753;
if l_1754 {
let l_1755 = bitcast<u64>(l_1751);
let l_1756 = l_1755 >> u32(bitcast<u64>(u64(52)));
let l_1757 = l_1756 - u64(23);
let l_1758 = l_1757 << u32(bitcast<u64>(u64(52)));
let l_1759 = bitcast<f64>(l_1758);
l_mut_1351 = l_1759;
}
let l_1760 = l_1744 + l_1747;
let l_1761 = abs(l_1760);
l_mut_1268 = f64(1.401298464324817e-45);
let l_1762 = l_1761 >= f64(1.1754943508222875e-38);
let l_1763 = l_1761 <= f64(1.7976931348623157e308);
let l_1764 = l_1762 && l_1763;
if l_1764 {
let l_1765 = bitcast<u64>(l_1761);
let l_1766 = l_1765 >> u32(bitcast<u64>(u64(52)));
let l_1767 = l_1766 - u64(23);
let l_1768 = l_1767 << u32(bitcast<u64>(u64(52)));
let l_1769 = bitcast<f64>(l_1768);
l_mut_1268 = l_1769;
}
let l_1770 = l_mut_1351 == l_mut_1268;
let l_1771 = !l_1770;
let l_1772 = l_1745 - l_1749;
let l_1773 = abs(l_1772);
l_mut_1351 = f64(1.401298464324817e-45);
let l_1774 = l_1773 >= f64(1.1754943508222875e-38);
let l_1775 = l_1773 <= f64(1.7976931348623157e308);
let l_1776 = l_1774 && l_1775;
if l_1776 {
let l_1777 = bitcast<u64>(l_1773);
let l_1778 = l_1777 >> u32(bitcast<u64>(u64(52)));
let l_1779 = l_1778 - u64(23);
let l_1780 = l_1779 << u32(bitcast<u64>(u64(52)));
let l_1781 = bitcast<f64>(l_1780);
l_mut_1351 = l_1781;
}
let l_1782 = l_1745 + l_1749;
let l_1783 = abs(l_1782);
l_mut_1268 = f64(1.401298464324817e-45);
let l_1784 = l_1783 >= f64(1.1754943508222875e-38);
let l_1785 = l_1783 <= f64(1.7976931348623157e308);
let l_1786 = l_1784 && l_1785;
if l_1786 {
let l_1787 = bitcast<u64>(l_1783);
let l_1788 = l_1787 >> u32(bitcast<u64>(u64(52)));
let l_1789 = l_1788 - u64(23);
let l_1790 = l_1789 << u32(bitcast<u64>(u64(52)));
let l_1791 = bitcast<f64>(l_1790);
l_mut_1268 = l_1791;
}
let l_1792 = l_mut_1351 == l_mut_1268;
let l_1793 = !l_1792;
let l_1794 = l_1771 || l_1793;
if l_1794 {
a_1203[u32(0)] = u32(0);
}
let l_1795 = abs(l_1744);
l_mut_1351 = f64(1.401298464324817e-45);
let l_1796 = l_1795 >= f64(1.1754943508222875e-38);
let l_1797 = l_1795 <= f64(1.7976931348623157e308);
let l_1798 = l_1796 && l_1797;
if l_1798 {
let l_1799 = bitcast<u64>(l_1795);
let l_1800 = l_1799 >> u32(bitcast<u64>(u64(52)));
let l_1801 = l_1800 - u64(23);
let l_1802 = l_1801 << u32(bitcast<u64>(u64(52)));
let l_1803 = bitcast<f64>(l_1802);
l_mut_1351 = l_1803;
}
let l_1804 = l_171 * l_mut_1351;
let l_1805 = l_1744 - l_1804;
let l_1806 = abs(l_1745);
l_mut_1351 = f64(1.401298464324817e-45);
let l_1807 = l_1806 >= f64(1.1754943508222875e-38);
let l_1808 = l_1806 <= f64(1.7976931348623157e308);
let l_1809 = l_1807 && l_1808;
if l_1809 {
let l_1810 = bitcast<u64>(l_1806);
let l_1811 = l_1810 >> u32(bitcast<u64>(u64(52)));
let l_1812 = l_1811 - u64(23);
let l_1813 = l_1812 << u32(bitcast<u64>(u64(52)));
let l_1814 = bitcast<f64>(l_1813);
l_mut_1351 = l_1814;
}
let l_1815 = l_171 * l_mut_1351;
let l_1816 = l_1745 + l_1815;
let l_1817 = bitcast<u32>(l_26);
let l_1818 = l_1817 & u32(2147483647);
let l_1819 = bitcast<f32>(l_1818);
let l_1820 = f64(l_1819);
l_mut_1351 = l_1820;
let l_1821 = l_1818 < u32(8388608);
if l_1821 {
let l_1822 = f64(l_1818);
let l_1823 = l_1822 * f64(1.401298464324817e-45);
l_mut_1351 = l_1823;
}
let l_1824 = bitcast<u64>(l_mut_1351);
let l_1825 = l_1817 >> u32(31);
let l_1826 = u64(l_1825);
let l_1827 = l_1826 << u32(bitcast<u64>(u64(63)));
let l_1828 = l_1824 | l_1827;
let l_1829 = bitcast<f64>(l_1828);
let l_1830 = bitcast<u32>(l_26);
let l_1831 = l_1830 + u32(1);
l_mut_195 = l_1831;
let l_1832 = l_1830 & u32(2147483647);
let l_1833 = l_1832 == u32(0);
if l_1833 {
l_mut_195 = u32(1);
} else {
let l_1834 = l_1830 & u32(2147483648);
let l_1835 = l_1834 != u32(0);
if l_1835 {
let l_1836 = l_1830 - u32(1);
l_mut_195 = l_1836;
} else {
let l_1837 = l_1830 == u32(2139095040);
if l_1837 {
l_mut_195 = l_1830;
}
}
}
let l_1838 = bitcast<f32>(l_mut_195);
let l_1839 = bitcast<u32>(l_1838);
let l_1840 = l_1839 & u32(2147483647);
let l_1841 = bitcast<f32>(l_1840);
let l_1842 = f64(l_1841);
l_mut_1351 = l_1842;
let l_1843 = l_1840 < u32(8388608);
if l_1843 {
let l_1844 = f64(l_1840);
let l_1845 = l_1844 * f64(1.401298464324817e-45);
l_mut_1351 = l_1845;
}
let l_1846 = bitcast<u64>(l_mut_1351);
let l_1847 = l_1839 >> u32(31);
let l_1848 = u64(l_1847);
let l_1849 = l_1848 << u32(bitcast<u64>(u64(63)));
let l_1850 = l_1846 | l_1849;
let l_1851 = bitcast<f64>(l_1850);
let l_1852 = bitcast<u32>(l_26);
let l_1853 = l_1852 ^ u32(2147483648);
let l_1854 = bitcast<f32>(l_1853);
let l_1855 = bitcast<u32>(l_1854);
let l_1856 = l_1855 + u32(1);
l_mut_195 = l_1856;
let l_1857 = l_1855 & u32(2147483647);
let l_1858 = l_1857 == u32(0);
if l_1858 {
l_mut_195 = u32(1);
} else {
let l_1859 = l_1855 & u32(2147483648);
let l_1860 = l_1859 != u32(0);
if l_1860 {
let l_1861 = l_1855 - u32(1);
l_mut_195 = l_1861;
} else {
let l_1862 = l_1855 == u32(2139095040);
if l_1862 {
l_mut_195 = l_1855;
}
}
}
let l_1863 = bitcast<f32>(l_mut_195);
let l_1864 = bitcast<u32>(l_1863);
let l_1865 = l_1864 ^ u32(2147483648);
let l_1866 = bitcast<f32>(l_1865);
let l_1867 = bitcast<u32>(l_1866);
let l_1868 = l_1867 & u32(2147483647);
let l_1869 = bitcast<f32>(l_1868);
let l_1870 = f64(l_1869);
l_mut_1351 = l_1870;
let l_1871 = l_1868 < u32(8388608);
if l_1871 {
let l_1872 = f64(l_1868);
let l_1873 = l_1872 * f64(1.401298464324817e-45);
l_mut_1351 = l_1873;
}
let l_1874 = bitcast<u64>(l_mut_1351);
let l_1875 = l_1867 >> u32(31);
let l_1876 = u64(l_1875);
let l_1877 = l_1876 << u32(bitcast<u64>(u64(63)));
let l_1878 = l_1874 | l_1877;
let l_1879 = bitcast<f64>(l_1878);
let l_1880 = l_1805 + l_1747;
let l_1881 = l_1880 <= l_1829;
l_mut_296 = l_1881;
let l_1882 = l_1805 - l_1747;
let l_1883 = l_1882 > l_1829;
l_mut_293 = l_1883;
let l_1884 = l_1816 - l_1749;
let l_1885 = l_1884 >= l_1829;
l_mut_290 = l_1885;
let l_1886 = l_1816 + l_1749;
let l_1887 = l_1886 < l_1829;
l_mut_287 = l_1887;
if l_166 {
let l_1888 = l_1805 + l_1747;
let l_1889 = l_1888 < l_1851;
l_mut_296 = l_1889;
let l_1890 = l_1805 - l_1747;
let l_1891 = l_1890 >= l_1851;
l_mut_293 = l_1891;
let l_1892 = l_1816 - l_1749;
let l_1893 = l_1892 > l_1879;
l_mut_290 = l_1893;
let l_1894 = l_1816 + l_1749;
let l_1895 = l_1894 <= l_1879;
l_mut_287 = l_1895;
}
l_mut_195 = u32(2);
let l_1896 = l_mut_293 || l_mut_287;
if l_1896 {
l_mut_195 = u32(1);
} else {
let l_1897 = l_mut_296 && l_mut_290;
if l_1897 {
l_mut_195 = u32(0);
}
}
let l_1898 = bitcast<u32>(l_26);
let l_1899 = l_1898 & u32(2147483647);
let l_1900 = l_1899 == u32(0);
if l_1900 {
let l_1901 = l_1805 + l_1747;
let l_1902 = l_1901 < f64(1.1754943508222875e-38);
let l_1903 = l_1816 - l_1749;
let l_1904 = l_1903 > f64(-1.1754943508222875e-38);
let l_1905 = l_1902 && l_1904;
let l_1906 = l_1805 - l_1747;
let l_1907 = l_1906 < f64(1.1754943508222875e-38);
let l_1908 = l_1816 + l_1749;
let l_1909 = l_1908 > f64(-1.1754943508222875e-38);
let l_1910 = l_1907 && l_1909;
if l_1905 {
l_mut_195 = u32(0);
} else {
let l_1911 = l_mut_195 == u32(1);
let l_1912 = l_1910 && l_1911;
if l_1912 {
l_mut_195 = u32(2);
}
}
}
l_mut_236 = l_mut_195;
}
let l_1913 = a_1203[u32(0)];
let l_1914 = l_1913 == u32(0);
if l_1914 {
l_mut_236 = u32(2);
}
l_mut_179 = l_mut_236;
} else {
let l_1915 = l_162 == u32(10);
if l_1915 {
let l_1916 = sqrt(l_175);
let l_1917 = f64(1.0) / l_1916;
let l_1918 = l_1917 * f64(1.4551915228366852e-11);
let l_1919 = abs(l_1917);
l_mut_1351 = f64(1.401298464324817e-45);
let l_1920 = l_1919 >= f64(1.1754943508222875e-38);
let l_1921 = l_1919 <= f64(1.7976931348623157e308);
let l_1922 = l_1920 && l_1921;
if l_1922 {
let l_1923 = bitcast<u64>(l_1919);
let l_1924 = l_1923 >> u32(bitcast<u64>(u64(52)));
let l_1925 = l_1924 - u64(23);
let l_1926 = l_1925 << u32(bitcast<u64>(u64(52)));
let l_1927 = bitcast<f64>(l_1926);
l_mut_1351 = l_1927;
}
let l_1928 = l_168 * l_mut_1351;
let l_1929 = l_1917 - l_1928;
let l_1930 = l_175 * l_1929;
let l_1931 = l_168 * l_mut_1351;
let l_1932 = l_1917 + l_1931;
let l_1933 = l_175 * l_1932;
l_mut_236 = u32(2);
let l_1934 = l_1917 - l_1918;
let l_1935 = abs(l_1934);
l_mut_1351 = f64(1.401298464324817e-45);
let l_1936 = l_1935 >= f64(1.1754943508222875e-38);
let l_1937 = l_1935 <= f64(1.7976931348623157e308);
let l_1938 = l_1936 && l_1937;
if l_1938 {
let l_1939 = bitcast<u64>(l_1935);
let l_1940 = l_1939 >> u32(bitcast<u64>(u64(52)));
let l_1941 = l_1940 - u64(23);
let l_1942 = l_1941 << u32(bitcast<u64>(u64(52)));
let l_1943 = bitcast<f64>(l_1942);
l_mut_1351 = l_1943;
}
let l_1944 = l_1917 + l_1918;
let l_1945 = abs(l_1944);
l_mut_1268 = f64(1.401298464324817e-45);
let l_1946 = l_1945 >= f64(1.1754943508222875e-38);
let l_1947 = l_1945 <= f64(1.7976931348623157e308);
let l_1948 = l_1946 && l_1947;
if l_1948 {
let l_1949 = bitcast<u64>(l_1945);
let l_1950 = l_1949 >> u32(bitcast<u64>(u64(52)));
let l_1951 = l_1950 - u64(23);
let l_1952 = l_1951 << u32(bitcast<u64>(u64(52)));
let l_1953 = bitcast<f64>(l_1952);
l_mut_1268 = l_1953;
}
let l_1954 = l_mut_1351 == l_mut_1268;
if l_1954 {
let l_1955 = abs(l_1930);
let l_1956 = l_1955 * f64(1.4551915228366852e-11);
let l_1957 = abs(l_1933);
let l_1958 = l_1957 * f64(1.4551915228366852e-11);
let l_1959 = bitcast<u32>(l_26);
let l_1960 = l_1959 & u32(2147483647);
let l_1961 = bitcast<f32>(l_1960);
let l_1962 = f64(l_1961);
l_mut_1351 = l_1962;
let l_1963 = l_1960 < u32(8388608);
if l_1963 {
let l_1964 = f64(l_1960);
let l_1965 = l_1964 * f64(1.401298464324817e-45);
l_mut_1351 = l_1965;
}
let l_1966 = bitcast<u64>(l_mut_1351);
let l_1967 = l_1959 >> u32(31);
let l_1968 = u64(l_1967);
let l_1969 = l_1968 << u32(bitcast<u64>(u64(63)));
let l_1970 = l_1966 | l_1969;
let l_1971 = bitcast<f64>(l_1970);
let l_1972 = bitcast<u32>(l_26);
let l_1973 = l_1972 + u32(1);
l_mut_195 = l_1973;
let l_1974 = l_1972 & u32(2147483647);
let l_1975 = l_1974 == u32(0);
if l_1975 {
l_mut_195 = u32(1);
} else {
let l_1976 = l_1972 & u32(2147483648);
let l_1977 = l_1976 != u32(0);
if l_1977 {
let l_1978 = l_1972 - u32(1);
l_mut_195 = l_1978;
} else {
let l_1979 = l_1972 == u32(2139095040);
if l_1979 {
l_mut_195 = l_1972;
}
}
}
let l_1980 = bitcast<f32>(l_mut_195);
let l_1981 = bitcast<u32>(l_1980);
let l_1982 = l_1981 & u32(2147483647);
let l_1983 = bitcast<f32>(l_1982);
let l_1984 = f64(l_1983);
l_mut_1351 = l_1984;
let l_1985 = l_1982 < u32(8388608);
if l_1985 {
let l_1986 = f64(l_1982);
let l_1987 = l_1986 * f64(1.401298464324817e-45);
l_mut_1351 = l_1987;
}
let l_1988 = bitcast<u64>(l_mut_1351);
let l_1989 = l_1981 >> u32(31);
let l_1990 = u64(l_1989);
let l_1991 = l_1990 << u32(bitcast<u64>(u64(63)));
let l_1992 = l_1988 | l_1991;
let l_1993 = bitcast<f64>(l_1992);
let l_1994 = bitcast<u32>(l_26);
let l_1995 = l_1994 ^ u32(2147483648);
let l_1996 = bitcast<f32>(l_1995);
let l_1997 = bitcast<u32>(l_1996);
let l_1998 = l_1997 + u32(1);
l_mut_195 = l_1998;
let l_1999 = l_1997 & u32(2147483647);
let l_2000 = l_1999 == u32(0);
if l_2000 {
l_mut_195 = u32(1);
} else {
let l_2001 = l_1997 & u32(2147483648);
let l_2002 = l_2001 != u32(0);
if l_2002 {
let l_2003 = l_1997 - u32(1);
l_mut_195 = l_2003;
} else {
let l_2004 = l_1997 == u32(2139095040);
if l_2004 {
l_mut_195 = l_1997;
}
}
}
let l_2005 = bitcast<f32>(l_mut_195);
let l_2006 = bitcast<u32>(l_2005);
let l_2007 = l_2006 ^ u32(2147483648);
let l_2008 = bitcast<f32>(l_2007);
let l_2009 = bitcast<u32>(l_2008);
let l_2010 = l_2009 & u32(2147483647);
let l_2011 = bitcast<f32>(l_2010);
let l_2012 = f64(l_2011);
l_mut_1351 = l_2012;
let l_2013 = l_2010 < u32(8388608);
if l_2013 {
let l_2014 = f64(l_2010);
let l_2015 = l_2014 * f64(1.401298464324817e-45);
l_mut_1351 = l_2015;
}
let l_2016 = bitcast<u64>(l_mut_1351);
let l_2017 = l_2009 >> u32(31);
let l_2018 = u64(l_2017);
let l_2019 = l_2018 << u32(bitcast<u64>(u64(63)));
let l_2020 = l_2016 | l_2019;
let l_2021 = bitcast<f64>(l_2020);
let l_2022 = l_1930 + l_1956;
let l_2023 = l_2022 <= l_1971;
l_mut_296 = l_2023;
let l_2024 = l_1930 - l_1956;
let l_2025 = l_2024 > l_1971;
l_mut_293 = l_2025;
let l_2026 = l_1933 - l_1958;
let l_2027 = l_2026 >= l_1971;
l_mut_290 = l_2027;
let l_2028 = l_1933 + l_1958;
let l_2029 = l_2028 < l_1971;
l_mut_287 = l_2029;
let l_2030 = l_1930 + l_1956;
let l_2031 = l_2030 < l_1993;
l_mut_296 = l_2031;
let l_2032 = l_1930 - l_1956;
let l_2033 = l_2032 >= l_1993;
l_mut_293 = l_2033;
let l_2034 = l_1933 - l_1958;
let l_2035 = l_2034 > l_2021;
l_mut_290 = l_2035;
let l_2036 = l_1933 + l_1958;
let l_2037 = l_2036 <= l_2021;
l_mut_287 = l_2037;
l_mut_195 = u32(2);
let l_2038 = l_mut_293 || l_mut_287;
if l_2038 {
l_mut_195 = u32(1);
} else {
let l_2039 = l_mut_296 && l_mut_290;
if l_2039 {
l_mut_195 = u32(0);
}
}
let l_2040 = bitcast<u32>(l_26);
let l_2041 = l_2040 & u32(2147483647);
let l_2042 = l_2041 == u32(0);
if l_2042 {
let l_2043 = l_1930 + l_1956;
let l_2044 = l_2043 < f64(1.1754943508222875e-38);
let l_2045 = l_1933 - l_1958;
let l_2046 = l_2045 > f64(-1.1754943508222875e-38);
let l_2047 = l_2044 && l_2046;
let l_2048 = l_1930 - l_1956;
let l_2049 = l_2048 < f64(1.1754943508222875e-38);
let l_2050 = l_1933 + l_1958;
let l_2051 = l_2050 > f64(-1.1754943508222875e-38);
let l_2052 = l_2049 && l_2051;
if l_2047 {
l_mut_195 = u32(0);
} else {
let l_2053 = l_mut_195 == u32(1);
let l_2054 = l_2052 && l_2053;
if l_2054 {
l_mut_195 = u32(2);
}
}
}
l_mut_236 = l_mut_195;
}
l_mut_179 = l_mut_236;
} else {
let l_2055 = l_162 == u32(11);
let l_2056 = l_162 == u32(12);
let l_2057 = l_2055 || l_2056;
if l_2057 {
l_mut_179 = u32(0);
let l_2058 = l_176 <= l_174;
let l_2059 = l_162 == u32(11);
let l_2060 = l_2058 && l_2059;
if l_2060 {
let l_2061 = f32(l_175);
let l_2062 = bitcast<u32>(l_2061);
let l_2063 = l_2062 & u32(2147483647);
let l_2064 = bitcast<f32>(l_2063);
let l_2065 = f64(l_2064);
l_mut_1351 = l_2065;
let l_2066 = l_2063 < u32(8388608);
if l_2066 {
let l_2067 = f64(l_2063);
let l_2068 = l_2067 * f64(1.401298464324817e-45);
l_mut_1351 = l_2068;
}
let l_2069 = bitcast<u64>(l_mut_1351);
let l_2070 = l_2062 >> u32(31);
let l_2071 = u64(l_2070);
let l_2072 = l_2071 << u32(bitcast<u64>(u64(63)));
let l_2073 = l_2069 | l_2072;
let l_2074 = bitcast<f64>(l_2073);
let l_2075 = abs(l_2074);
l_mut_1351 = l_2075;
l_mut_236 = u32(0);
let l_2076 = l_2075 >= f64(0.785);
if l_2076 {
let l_2077 = l_2075 * f64(0.6366197723675814);
let l_2078 = l_2077 + f64(0.5);
let l_2079 = floor(l_2078);
let l_2080 = l_2079 * f64(1.570796325802803);
let l_2081 = l_2075 - l_2080;
let l_2082 = l_2081 * l_20;
let l_2083 = l_2079 * f64(9.920935796805404e-10);
let l_2084 = l_2082 - l_2083;
l_mut_1351 = l_2084;
let l_2085 = u32(l_2079);
l_mut_236 = l_2085;
}
let l_2086 = bitcast<u32>(l_2061);
let l_2087 = l_2086 >= u32(2147483648);
let l_2088 = l_mut_1351 * l_mut_1351;
let l_2089 = l_2088 * f64(1.9572941063391263e-20);
let l_2090 = f64(8.22063524662433e-18) - l_2089;
l_mut_1268 = l_2090;
let l_2091 = l_mut_1268 * l_2088;
let l_2092 = l_2091 - f64(2.8114572543455206e-15);
l_mut_1268 = l_2092;
let l_2093 = l_mut_1268 * l_2088;
let l_2094 = l_2093 + f64(7.647163731819816e-13);
l_mut_1268 = l_2094;
let l_2095 = l_mut_1268 * l_2088;
let l_2096 = l_2095 - f64(1.6059043836821613e-10);
l_mut_1268 = l_2096;
let l_2097 = l_mut_1268 * l_2088;
let l_2098 = l_2097 + f64(2.505210838544172e-8);
l_mut_1268 = l_2098;
let l_2099 = l_mut_1268 * l_2088;
let l_2100 = l_2099 - f64(2.7557319223985893e-6);
l_mut_1268 = l_2100;
let l_2101 = l_mut_1268 * l_2088;
let l_2102 = l_2101 + f64(0.0001984126984126984);
l_mut_1268 = l_2102;
let l_2103 = l_mut_1268 * l_2088;
let l_2104 = l_2103 - f64(0.008333333333333333);
l_mut_1268 = l_2104;
let l_2105 = l_mut_1268 * l_2088;
let l_2106 = l_2105 + f64(0.16666666666666666);
l_mut_1268 = l_2106;
let l_2107 = f64(0.5) * l_2088;
let l_2108 = f64(1.0) - l_2107;
let l_2109 = f64(0.0) * l_2108;
let l_2110 = l_mut_1351 * l_2088;
let l_2111 = l_2110 * l_mut_1268;
let l_2112 = l_2109 - l_2111;
let l_2113 = l_mut_1351 + l_2112;
let l_2114 = l_mut_1351 * l_mut_1351;
let l_2115 = l_2114 * f64(4.110317623312165e-19);
let l_2116 = l_2115 - f64(1.5619206968586225e-16);
l_mut_1268 = l_2116;
let l_2117 = l_mut_1268 * l_2114;
let l_2118 = l_2117 + f64(4.779477332387385e-14);
l_mut_1268 = l_2118;
let l_2119 = l_mut_1268 * l_2114;
let l_2120 = l_2119 - f64(1.1470745597729725e-11);
l_mut_1268 = l_2120;
let l_2121 = l_mut_1268 * l_2114;
let l_2122 = l_2121 + f64(2.08767569878681e-9);
l_mut_1268 = l_2122;
let l_2123 = l_mut_1268 * l_2114;
let l_2124 = l_2123 - f64(2.755731922398589e-7);
l_mut_1268 = l_2124;
let l_2125 = l_mut_1268 * l_2114;
let l_2126 = l_2125 + f64(2.48015873015873e-5);
l_mut_1268 = l_2126;
let l_2127 = l_mut_1268 * l_2114;
let l_2128 = l_2127 - f64(0.001388888888888889);
l_mut_1268 = l_2128;
let l_2129 = l_mut_1268 * l_2114;
let l_2130 = l_2129 + f64(0.041666666666666664);
l_mut_1268 = l_2130;
let l_2131 = f64(0.5) * l_2114;
let l_2132 = f64(1.0) - l_2131;
let l_2133 = l_2114 * l_2114;
let l_2134 = l_2133 * l_mut_1268;
let l_2135 = f64(0.0) * l_mut_1351;
let l_2136 = l_2134 - l_2135;
let l_2137 = l_2132 + l_2136;
let l_2138 = l_mut_236 & u32(1);
let l_2139 = l_2138 == u32(1);
l_mut_1351 = l_2113;
let l_2140 = l_mut_236 & u32(2);
let l_2141 = l_2140 != u32(0);
l_mut_296 = l_2141;
let l_2142 = u32(6) == u32(6);
if l_2142 {
if l_2139 {
l_mut_1351 = l_2137;
}
} else {
let l_2143 = u32(6) == u32(7);
if l_2143 {
l_mut_1351 = l_2137;
if l_2139 {
l_mut_1351 = l_2113;
}
let l_2144 = l_mut_236 + u32(1);
let l_2145 = l_2144 & u32(2);
let l_2146 = l_2145 != u32(0);
l_mut_296 = l_2146;
} else {
let l_2147 = l_2113 / l_2137;
l_mut_1351 = l_2147;
if l_2139 {
let l_2148 = l_2137 / l_2113;
l_mut_1351 = l_2148;
}
l_mut_296 = l_2139;
}
}
let l_2149 = u32(6) != u32(7);
let l_2150 = l_2149 && l_2087;
if l_2150 {
let l_2151 = !l_mut_296;
l_mut_296 = l_2151;
}
if l_mut_296 {
let l_2152 = -l_mut_1351;
l_mut_1351 = l_2152;
}
let l_2153 = f32(l_175);
let l_2154 = bitcast<u32>(l_2153);
let l_2155 = l_2154 & u32(2147483647);
let l_2156 = bitcast<f32>(l_2155);
let l_2157 = f64(l_2156);
l_mut_1268 = l_2157;
let l_2158 = l_2155 < u32(8388608);
if l_2158 {
let l_2159 = f64(l_2155);
let l_2160 = l_2159 * f64(1.401298464324817e-45);
l_mut_1268 = l_2160;
}
let l_2161 = bitcast<u64>(l_mut_1268);
let l_2162 = l_2154 >> u32(31);
let l_2163 = u64(l_2162);
let l_2164 = l_2163 << u32(bitcast<u64>(u64(63)));
let l_2165 = l_2161 | l_2164;
let l_2166 = bitcast<f64>(l_2165);
let l_2167 = abs(l_2166);
l_mut_1268 = l_2167;
l_mut_236 = u32(0);
let l_2168 = l_2167 >= f64(0.785);
if l_2168 {
let l_2169 = l_2167 * f64(0.6366197723675814);
let l_2170 = l_2169 + f64(0.5);
let l_2171 = floor(l_2170);
let l_2172 = l_2171 * f64(1.570796325802803);
let l_2173 = l_2167 - l_2172;
let l_2174 = l_2173 * l_20;
let l_2175 = l_2171 * f64(9.920935796805404e-10);
let l_2176 = l_2174 - l_2175;
l_mut_1268 = l_2176;
let l_2177 = u32(l_2171);
l_mut_236 = l_2177;
}
let l_2178 = bitcast<u32>(l_2153);
let l_2179 = l_2178 >= u32(2147483648);
let l_2180 = l_mut_1268 * l_mut_1268;
let l_2181 = l_2180 * f64(1.9572941063391263e-20);
let l_2182 = f64(8.22063524662433e-18) - l_2181;
l_mut_855 = l_2182;
let l_2183 = l_mut_855 * l_2180;
let l_2184 = l_2183 - f64(2.8114572543455206e-15);
l_mut_855 = l_2184;
let l_2185 = l_mut_855 * l_2180;
let l_2186 = l_2185 + f64(7.647163731819816e-13);
l_mut_855 = l_2186;
let l_2187 = l_mut_855 * l_2180;
let l_2188 = l_2187 - f64(1.6059043836821613e-10);
l_mut_855 = l_2188;
let l_2189 = l_mut_855 * l_2180;
let l_2190 = l_2189 + f64(2.505210838544172e-8);
l_mut_855 = l_2190;
let l_2191 = l_mut_855 * l_2180;
let l_2192 = l_2191 - f64(2.7557319223985893e-6);
l_mut_855 = l_2192;
let l_2193 = l_mut_855 * l_2180;
let l_2194 = l_2193 + f64(0.0001984126984126984);
l_mut_855 = l_2194;
let l_2195 = l_mut_855 * l_2180;
let l_2196 = l_2195 - f64(0.008333333333333333);
l_mut_855 = l_2196;
let l_2197 = l_mut_855 * l_2180;
let l_2198 = l_2197 + f64(0.16666666666666666);
l_mut_855 = l_2198;
let l_2199 = f64(0.5) * l_2180;
let l_2200 = f64(1.0) - l_2199;
let l_2201 = f64(0.0) * l_2200;
let l_2202 = l_mut_1268 * l_2180;
let l_2203 = l_2202 * l_mut_855;
let l_2204 = l_2201 - l_2203;
let l_2205 = l_mut_1268 + l_2204;
let l_2206 = l_mut_1268 * l_mut_1268;
let l_2207 = l_2206 * f64(4.110317623312165e-19);
let l_2208 = l_2207 - f64(1.5619206968586225e-16);
l_mut_855 = l_2208;
let l_2209 = l_mut_855 * l_2206;
let l_2210 = l_2209 + f64(4.779477332387385e-14);
l_mut_855 = l_2210;
let l_2211 = l_mut_855 * l_2206;
let l_2212 = l_2211 - f64(1.1470745597729725e-11);
l_mut_855 = l_2212;
let l_2213 = l_mut_855 * l_2206;
let l_2214 = l_2213 + f64(2.08767569878681e-9);
l_mut_855 = l_2214;
let l_2215 = l_mut_855 * l_2206;
let l_2216 = l_2215 - f64(2.755731922398589e-7);
l_mut_855 = l_2216;
let l_2217 = l_mut_855 * l_2206;
let l_2218 = l_2217 + f64(2.48015873015873e-5);
l_mut_855 = l_2218;
let l_2219 = l_mut_855 * l_2206;
let l_2220 = l_2219 - f64(0.001388888888888889);
l_mut_855 = l_2220;
let l_2221 = l_mut_855 * l_2206;
let l_2222 = l_2221 + f64(0.041666666666666664);
l_mut_855 = l_2222;
let l_2223 = f64(0.5) * l_2206;
let l_2224 = f64(1.0) - l_2223;
let l_2225 = l_2206 * l_2206;
let l_2226 = l_2225 * l_mut_855;
let l_2227 = f64(0.0) * l_mut_1268;
let l_2228 = l_2226 - l_2227;
let l_2229 = l_2224 + l_2228;
let l_2230 = l_mut_236 & u32(1);
let l_2231 = l_2230 == u32(1);
l_mut_1268 = l_2205;
let l_2232 = l_mut_236 & u32(2);
let l_2233 = l_2232 != u32(0);
l_mut_296 = l_2233;
let l_2234 = u32(7) == u32(6);
if l_2234 {
if l_2231 {
l_mut_1268 = l_2229;
}
} else {
let l_2235 = u32(7) == u32(7);
if l_2235 {
l_mut_1268 = l_2229;
if l_2231 {
l_mut_1268 = l_2205;
}
let l_2236 = l_mut_236 + u32(1);
let l_2237 = l_2236 & u32(2);
let l_2238 = l_2237 != u32(0);
l_mut_296 = l_2238;
} else {
let l_2239 = l_2205 / l_2229;
l_mut_1268 = l_2239;
if l_2231 {
let l_2240 = l_2229 / l_2205;
l_mut_1268 = l_2240;
}
l_mut_296 = l_2231;
}
}
let l_2241 = u32(7) != u32(7);
let l_2242 = l_2241 && l_2179;
if l_2242 {
let l_2243 = !l_mut_296;
l_mut_296 = l_2243;
}
if l_mut_296 {
let l_2244 = -l_mut_1268;
l_mut_1268 = l_2244;
}
let l_2245 = abs(l_mut_1351);
let l_2246 = l_2245 * f64(1.4551915228366852e-11);
let l_2247 = abs(l_mut_1268);
let l_2248 = l_2247 * f64(1.4551915228366852e-11);
l_mut_855 = f64(1.4551915228366852e-11);
l_mut_236 = u32(2);
if l_166 {
let l_2249 = l_mut_1351 - l_168;
let l_2250 = abs(l_2249);
let l_2251 = l_2250 * f64(2.220446049250313e-16);
let l_2252 = l_2246 + l_2251;
let l_2253 = l_2249 + l_2252;
let l_2254 = -l_2253;
let l_2255 = l_2254 * f64(7.1362384635298e44);
let l_2256 = floor(l_2255);
let l_2257 = l_2256 * f64(1.401298464324817e-45);
l_mut_43 = l_2257;
let l_2258 = abs(l_2254);
let l_2259 = l_2258 >= f64(1.1754943508222875e-38);
if l_2259 {
let l_2260 = f32(l_2254);
let l_2261 = f64(l_2260);
l_mut_43 = l_2261;
let l_2262 = l_mut_43 > l_2254;
if l_2262 {
let l_2263 = bitcast<u32>(l_2260);
let l_2264 = l_2263 ^ u32(2147483648);
let l_2265 = bitcast<f32>(l_2264);
let l_2266 = bitcast<u32>(l_2265);
let l_2267 = l_2266 + u32(1);
l_mut_195 = l_2267;
let l_2268 = l_2266 & u32(2147483647);
let l_2269 = l_2268 == u32(0);
if l_2269 {
l_mut_195 = u32(1);
} else {
let l_2270 = l_2266 & u32(2147483648);
let l_2271 = l_2270 != u32(0);
if l_2271 {
let l_2272 = l_2266 - u32(1);
l_mut_195 = l_2272;
} else {
let l_2273 = l_2266 == u32(2139095040);
if l_2273 {
l_mut_195 = l_2266;
}
}
}
let l_2274 = bitcast<f32>(l_mut_195);
let l_2275 = bitcast<u32>(l_2274);
let l_2276 = l_2275 ^ u32(2147483648);
let l_2277 = bitcast<f32>(l_2276);
let l_2278 = bitcast<u32>(l_2277);
let l_2279 = l_2278 & u32(2147483647);
let l_2280 = bitcast<f32>(l_2279);
let l_2281 = f64(l_2280);
l_mut_41 = l_2281;
let l_2282 = l_2279 < u32(8388608);
if l_2282 {
let l_2283 = f64(l_2279);
let l_2284 = l_2283 * f64(1.401298464324817e-45);
l_mut_41 = l_2284;
}
let l_2285 = bitcast<u64>(l_mut_41);
let l_2286 = l_2278 >> u32(31);
let l_2287 = u64(l_2286);
let l_2288 = l_2287 << u32(bitcast<u64>(u64(63)));
let l_2289 = l_2285 | l_2288;
let l_2290 = bitcast<f64>(l_2289);
l_mut_43 = l_2290;
} else {
let l_2291 = bitcast<u32>(l_2260);
let l_2292 = l_2291 + u32(1);
l_mut_195 = l_2292;
let l_2293 = l_2291 & u32(2147483647);
let l_2294 = l_2293 == u32(0);
if l_2294 {
l_mut_195 = u32(1);
} else {
let l_2295 = l_2291 & u32(2147483648);
let l_2296 = l_2295 != u32(0);
if l_2296 {
let l_2297 = l_2291 - u32(1);
l_mut_195 = l_2297;
} else {
let l_2298 = l_2291 == u32(2139095040);
if l_2298 {
l_mut_195 = l_2291;
}
}
}
let l_2299 = bitcast<f32>(l_mut_195);
let l_2300 = bitcast<u32>(l_2299);
let l_2301 = l_2300 & u32(2147483647);
let l_2302 = bitcast<f32>(l_2301);
let l_2303 = f64(l_2302);
l_mut_41 = l_2303;
let l_2304 = l_2301 < u32(8388608);
if l_2304 {
let l_2305 = f64(l_2301);
let l_2306 = l_2305 * f64(1.401298464324817e-45);
l_mut_41 = l_2306;
}
let l_2307 = bitcast<u64>(l_mut_41);
let l_2308 = l_2300 >> u32(31);
let l_2309 = u64(l_2308);
let l_2310 = l_2309 << u32(bitcast<u64>(u64(63)));
let l_2311 = l_2307 | l_2310;
let l_2312 = bitcast<f64>(l_2311);
let l_2313 = l_2312 <= l_2254;
if l_2313 {
let l_2314 = bitcast<u32>(l_2260);
let l_2315 = l_2314 + u32(1);
l_mut_195 = l_2315;
let l_2316 = l_2314 & u32(2147483647);
let l_2317 = l_2316 == u32(0);
if l_2317 {
l_mut_195 = u32(1);
} else {
let l_2318 = l_2314 & u32(2147483648);
let l_2319 = l_2318 != u32(0);
if l_2319 {
let l_2320 = l_2314 - u32(1);
l_mut_195 = l_2320;
} else {
let l_2321 = l_2314 == u32(2139095040);
if l_2321 {
l_mut_195 = l_2314;
}
}
}
let l_2322 = bitcast<f32>(l_mut_195);
let l_2323 = bitcast<u32>(l_2322);
let l_2324 = l_2323 & u32(2147483647);
let l_2325 = bitcast<f32>(l_2324);
let l_2326 = f64(l_2325);
l_mut_41 = l_2326;
let l_2327 = l_2324 < u32(8388608);
if l_2327 {
let l_2328 = f64(l_2324);
let l_2329 = l_2328 * f64(1.401298464324817e-45);
l_mut_41 = l_2329;
}
let l_2330 = bitcast<u64>(l_mut_41);
let l_2331 = l_2323 >> u32(31);
let l_2332 = u64(l_2331);
let l_2333 = l_2332 << u32(bitcast<u64>(u64(63)));
let l_2334 = l_2330 | l_2333;
let l_2335 = bitcast<f64>(l_2334);
l_mut_43 = l_2335;
}
}
}
let l_2336 = -l_mut_43;
l_mut_43 = l_2336;
let l_2337 = bool(true) && bool(true);
if l_2337 {
let l_2338 = l_2249 + l_2252;
let l_2339 = l_2338 * f64(7.1362384635298e44);
let l_2340 = floor(l_2339);
let l_2341 = l_2340 * f64(1.401298464324817e-45);
l_mut_41 = l_2341;
let l_2342 = abs(l_2338);
let l_2343 = l_2342 >= f64(1.1754943508222875e-38);
if l_2343 {
let l_2344 = f32(l_2338);
let l_2345 = f64(l_2344);
l_mut_41 = l_2345;
let l_2346 = l_mut_41 > l_2338;
if l_2346 {
let l_2347 = bitcast<u32>(l_2344);
let l_2348 = l_2347 ^ u32(2147483648);
let l_2349 = bitcast<f32>(l_2348);
let l_2350 = bitcast<u32>(l_2349);
let l_2351 = l_2350 + u32(1);
l_mut_195 = l_2351;
let l_2352 = l_2350 & u32(2147483647);
let l_2353 = l_2352 == u32(0);
if l_2353 {
l_mut_195 = u32(1);
} else {
let l_2354 = l_2350 & u32(2147483648);
let l_2355 = l_2354 != u32(0);
if l_2355 {
let l_2356 = l_2350 - u32(1);
l_mut_195 = l_2356;
} else {
let l_2357 = l_2350 == u32(2139095040);
if l_2357 {
l_mut_195 = l_2350;
}
}
}
let l_2358 = bitcast<f32>(l_mut_195);
let l_2359 = bitcast<u32>(l_2358);
let l_2360 = l_2359 ^ u32(2147483648);
let l_2361 = bitcast<f32>(l_2360);
let l_2362 = bitcast<u32>(l_2361);
let l_2363 = l_2362 & u32(2147483647);
let l_2364 = bitcast<f32>(l_2363);
let l_2365 = f64(l_2364);
l_mut_2366 = l_2365;
let l_2367 = l_2363 < u32(8388608);
if l_2367 {
let l_2368 = f64(l_2363);
let l_2369 = l_2368 * f64(1.401298464324817e-45);
l_mut_2366 = l_2369;
}
let l_2370 = bitcast<u64>(l_mut_2366);
let l_2371 = l_2362 >> u32(31);
let l_2372 = u64(l_2371);
let l_2373 = l_2372 << u32(bitcast<u64>(u64(63)));
let l_2374 = l_2370 | l_2373;
let l_2375 = bitcast<f64>(l_2374);
l_mut_41 = l_2375;
} else {
let l_2376 = bitcast<u32>(l_2344);
let l_2377 = l_2376 + u32(1);
l_mut_195 = l_2377;
let l_2378 = l_2376 & u32(2147483647);
let l_2379 = l_2378 == u32(0);
if l_2379 {
l_mut_195 = u32(1);
} else {
let l_2380 = l_2376 & u32(2147483648);
let l_2381 = l_2380 != u32(0);
if l_2381 {
let l_2382 = l_2376 - u32(1);
l_mut_195 = l_2382;
} else {
let l_2383 = l_2376 == u32(2139095040);
if l_2383 {
l_mut_195 = l_2376;
}
}
}
let l_2384 = bitcast<f32>(l_mut_195);
let l_2385 = bitcast<u32>(l_2384);
let l_2386 = l_2385 & u32(2147483647);
let l_2387 = bitcast<f32>(l_2386);
let l_2388 = f64(l_2387);
l_mut_2366 = l_2388;
let l_2389 = l_2386 < u32(8388608);
if l_2389 {
let l_2390 = f64(l_2386);
let l_2391 = l_2390 * f64(1.401298464324817e-45);
l_mut_2366 = l_2391;
}
let l_2392 = bitcast<u64>(l_mut_2366);
let l_2393 = l_2385 >> u32(31);
let l_2394 = u64(l_2393);
let l_2395 = l_2394 << u32(bitcast<u64>(u64(63)));
let l_2396 = l_2392 | l_2395;
let l_2397 = bitcast<f64>(l_2396);
let l_2398 = l_2397 <= l_2338;
if l_2398 {
let l_2399 = bitcast<u32>(l_2344);
let l_2400 = l_2399 + u32(1);
l_mut_195 = l_2400;
let l_2401 = l_2399 & u32(2147483647);
let l_2402 = l_2401 == u32(0);
if l_2402 {
l_mut_195 = u32(1);
} else {
let l_2403 = l_2399 & u32(2147483648);
let l_2404 = l_2403 != u32(0);
if l_2404 {
let l_2405 = l_2399 - u32(1);
l_mut_195 = l_2405;
} else {
let l_2406 = l_2399 == u32(2139095040);
if l_2406 {
l_mut_195 = l_2399;
}
}
}
let l_2407 = bitcast<f32>(l_mut_195);
let l_2408 = bitcast<u32>(l_2407);
let l_2409 = l_2408 & u32(2147483647);
let l_2410 = bitcast<f32>(l_2409);
let l_2411 = f64(l_2410);
l_mut_2366 = l_2411;
let l_2412 = l_2409 < u32(8388608);
if l_2412 {
let l_2413 = f64(l_2409);
let l_2414 = l_2413 * f64(1.401298464324817e-45);
l_mut_2366 = l_2414;
}
let l_2415 = bitcast<u64>(l_mut_2366);
let l_2416 = l_2408 >> u32(31);
let l_2417 = u64(l_2416);
let l_2418 = l_2417 << u32(bitcast<u64>(u64(63)));
let l_2419 = l_2415 | l_2418;
let l_2420 = bitcast<f64>(l_2419);
l_mut_41 = l_2420;
}
}
}
l_mut_43 = l_mut_41;
} else {
let l_2421 = l_2249 - l_2252;
let l_2422 = l_2421 * f64(7.1362384635298e44);
let l_2423 = floor(l_2422);
let l_2424 = l_2423 * f64(1.401298464324817e-45);
l_mut_2366 = l_2424;
let l_2425 = abs(l_2421);
let l_2426 = l_2425 >= f64(1.1754943508222875e-38);
if l_2426 {
let l_2427 = f32(l_2421);
let l_2428 = f64(l_2427);
l_mut_2366 = l_2428;
let l_2429 = l_mut_2366 > l_2421;
if l_2429 {
let l_2430 = bitcast<u32>(l_2427);
let l_2431 = l_2430 ^ u32(2147483648);
let l_2432 = bitcast<f32>(l_2431);
let l_2433 = bitcast<u32>(l_2432);
let l_2434 = l_2433 + u32(1);
l_mut_195 = l_2434;
let l_2435 = l_2433 & u32(2147483647);
let l_2436 = l_2435 == u32(0);
if l_2436 {
l_mut_195 = u32(1);
} else {
let l_2437 = l_2433 & u32(2147483648);
let l_2438 = l_2437 != u32(0);
if l_2438 {
let l_2439 = l_2433 - u32(1);
l_mut_195 = l_2439;
} else {
let l_2440 = l_2433 == u32(2139095040);
if l_2440 {
l_mut_195 = l_2433;
}
}
}
let l_2441 = bitcast<f32>(l_mut_195);
let l_2442 = bitcast<u32>(l_2441);
let l_2443 = l_2442 ^ u32(2147483648);
let l_2444 = bitcast<f32>(l_2443);
let l_2445 = bitcast<u32>(l_2444);
let l_2446 = l_2445 & u32(2147483647);
let l_2447 = bitcast<f32>(l_2446);
let l_2448 = f64(l_2447);
l_mut_41 = l_2448;
let l_2449 = l_2446 < u32(8388608);
if l_2449 {
let l_2450 = f64(l_2446);
let l_2451 = l_2450 * f64(1.401298464324817e-45);
l_mut_41 = l_2451;
}
let l_2452 = bitcast<u64>(l_mut_41);
let l_2453 = l_2445 >> u32(31);
let l_2454 = u64(l_2453);
let l_2455 = l_2454 << u32(bitcast<u64>(u64(63)));
let l_2456 = l_2452 | l_2455;
let l_2457 = bitcast<f64>(l_2456);
l_mut_2366 = l_2457;
} else {
let l_2458 = bitcast<u32>(l_2427);
let l_2459 = l_2458 + u32(1);
l_mut_195 = l_2459;
let l_2460 = l_2458 & u32(2147483647);
let l_2461 = l_2460 == u32(0);
if l_2461 {
l_mut_195 = u32(1);
} else {
let l_2462 = l_2458 & u32(2147483648);
let l_2463 = l_2462 != u32(0);
if l_2463 {
let l_2464 = l_2458 - u32(1);
l_mut_195 = l_2464;
} else {
let l_2465 = l_2458 == u32(2139095040);
if l_2465 {
l_mut_195 = l_2458;
}
}
}
let l_2466 = bitcast<f32>(l_mut_195);
let l_2467 = bitcast<u32>(l_2466);
let l_2468 = l_2467 & u32(2147483647);
let l_2469 = bitcast<f32>(l_2468);
let l_2470 = f64(l_2469);
l_mut_41 = l_2470;
let l_2471 = l_2468 < u32(8388608);
if l_2471 {
let l_2472 = f64(l_2468);
let l_2473 = l_2472 * f64(1.401298464324817e-45);
l_mut_41 = l_2473;
}
let l_2474 = bitcast<u64>(l_mut_41);
let l_2475 = l_2467 >> u32(31);
let l_2476 = u64(l_2475);
let l_2477 = l_2476 << u32(bitcast<u64>(u64(63)));
let l_2478 = l_2474 | l_2477;
let l_2479 = bitcast<f64>(l_2478);
let l_2480 = l_2479 <= l_2421;
if l_2480 {
let l_2481 = bitcast<u32>(l_2427);
let l_2482 = l_2481 + u32(1);
l_mut_195 = l_2482;
let l_2483 = l_2481 & u32(2147483647);
let l_2484 = l_2483 == u32(0);
if l_2484 {
l_mut_195 = u32(1);
} else {
let l_2485 = l_2481 & u32(2147483648);
let l_2486 = l_2485 != u32(0);
if l_2486 {
let l_2487 = l_2481 - u32(1);
l_mut_195 = l_2487;
} else {
let l_2488 = l_2481 == u32(2139095040);
if l_2488 {
l_mut_195 = l_2481;
}
}
}
let l_2489 = bitcast<f32>(l_mut_195);
let l_2490 = bitcast<u32>(l_2489);
let l_2491 = l_2490 & u32(2147483647);
let l_2492 = bitcast<f32>(l_2491);
let l_2493 = f64(l_2492);
l_mut_41 = l_2493;
let l_2494 = l_2491 < u32(8388608);
if l_2494 {
let l_2495 = f64(l_2491);
let l_2496 = l_2495 * f64(1.401298464324817e-45);
l_mut_41 = l_2496;
}
let l_2497 = bitcast<u64>(l_mut_41);
let l_2498 = l_2490 >> u32(31);
let l_2499 = u64(l_2498);
let l_2500 = l_2499 << u32(bitcast<u64>(u64(63)));
let l_2501 = l_2497 | l_2500;
let l_2502 = bitcast<f64>(l_2501);
l_mut_2366 = l_2502;
}
}
}
l_mut_43 = l_mut_2366;
}
let l_2503 = l_mut_1351 + l_168;
let l_2504 = abs(l_2503);
let l_2505 = l_2504 * f64(2.220446049250313e-16);
let l_2506 = l_2246 + l_2505;
let l_2507 = l_2503 + l_2506;
let l_2508 = -l_2507;
let l_2509 = l_2508 * f64(7.1362384635298e44);
let l_2510 = floor(l_2509);
let l_2511 = l_2510 * f64(1.401298464324817e-45);
l_mut_2366 = l_2511;
let l_2512 = abs(l_2508);
let l_2513 = l_2512 >= f64(1.1754943508222875e-38);
if l_2513 {
let l_2514 = f32(l_2508);
let l_2515 = f64(l_2514);
l_mut_2366 = l_2515;
let l_2516 = l_mut_2366 > l_2508;
if l_2516 {
let l_2517 = bitcast<u32>(l_2514);
let l_2518 = l_2517 ^ u32(2147483648);
let l_2519 = bitcast<f32>(l_2518);
let l_2520 = bitcast<u32>(l_2519);
let l_2521 = l_2520 + u32(1);
l_mut_195 = l_2521;
let l_2522 = l_2520 & u32(2147483647);
let l_2523 = l_2522 == u32(0);
if l_2523 {
l_mut_195 = u32(1);
} else {
let l_2524 = l_2520 & u32(2147483648);
let l_2525 = l_2524 != u32(0);
if l_2525 {
let l_2526 = l_2520 - u32(1);
l_mut_195 = l_2526;
} else {
let l_2527 = l_2520 == u32(2139095040);
if l_2527 {
l_mut_195 = l_2520;
}
}
}
let l_2528 = bitcast<f32>(l_mut_195);
let l_2529 = bitcast<u32>(l_2528);
let l_2530 = l_2529 ^ u32(2147483648);
let l_2531 = bitcast<f32>(l_2530);
let l_2532 = bitcast<u32>(l_2531);
let l_2533 = l_2532 & u32(2147483647);
let l_2534 = bitcast<f32>(l_2533);
let l_2535 = f64(l_2534);
l_mut_41 = l_2535;
let l_2536 = l_2533 < u32(8388608);
if l_2536 {
let l_2537 = f64(l_2533);
let l_2538 = l_2537 * f64(1.401298464324817e-45);
l_mut_41 = l_2538;
}
let l_2539 = bitcast<u64>(l_mut_41);
let l_2540 = l_2532 >> u32(31);
let l_2541 = u64(l_2540);
let l_2542 = l_2541 << u32(bitcast<u64>(u64(63)));
let l_2543 = l_2539 | l_2542;
let l_2544 = bitcast<f64>(l_2543);
l_mut_2366 = l_2544;
} else {
let l_2545 = bitcast<u32>(l_2514);
let l_2546 = l_2545 + u32(1);
l_mut_195 = l_2546;
let l_2547 = l_2545 & u32(2147483647);
let l_2548 = l_2547 == u32(0);
if l_2548 {
l_mut_195 = u32(1);
} else {
let l_2549 = l_2545 & u32(2147483648);
let l_2550 = l_2549 != u32(0);
if l_2550 {
let l_2551 = l_2545 - u32(1);
l_mut_195 = l_2551;
} else {
let l_2552 = l_2545 == u32(2139095040);
if l_2552 {
l_mut_195 = l_2545;
}
}
}
let l_2553 = bitcast<f32>(l_mut_195);
let l_2554 = bitcast<u32>(l_2553);
let l_2555 = l_2554 & u32(2147483647);
let l_2556 = bitcast<f32>(l_2555);
let l_2557 = f64(l_2556);
l_mut_41 = l_2557;
let l_2558 = l_2555 < u32(8388608);
if l_2558 {
let l_2559 = f64(l_2555);
let l_2560 = l_2559 * f64(1.401298464324817e-45);
l_mut_41 = l_2560;
}
let l_2561 = bitcast<u64>(l_mut_41);
let l_2562 = l_2554 >> u32(31);
let l_2563 = u64(l_2562);
let l_2564 = l_2563 << u32(bitcast<u64>(u64(63)));
let l_2565 = l_2561 | l_2564;
let l_2566 = bitcast<f64>(l_2565);
let l_2567 = l_2566 <= l_2508;
if l_2567 {
let l_2568 = bitcast<u32>(l_2514);
let l_2569 = l_2568 + u32(1);
l_mut_195 = l_2569;
let l_2570 = l_2568 & u32(2147483647);
let l_2571 = l_2570 == u32(0);
if l_2571 {
l_mut_195 = u32(1);
} else {
let l_2572 = l_2568 & u32(2147483648);
let l_2573 = l_2572 != u32(0);
if l_2573 {
let l_2574 = l_2568 - u32(1);
l_mut_195 = l_2574;
} else {
let l_2575 = l_2568 == u32(2139095040);
if l_2575 {
l_mut_195 = l_2568;
}
}
}
let l_2576 = bitcast<f32>(l_mut_195);
let l_2577 = bitcast<u32>(l_2576);
let l_2578 = l_2577 & u32(2147483647);
let l_2579 = bitcast<f32>(l_2578);
let l_2580 = f64(l_2579);
l_mut_41 = l_2580;
let l_2581 = l_2578 < u32(8388608);
if l_2581 {
let l_2582 = f64(l_2578);
let l_2583 = l_2582 * f64(1.401298464324817e-45);
l_mut_41 = l_2583;
}
let l_2584 = bitcast<u64>(l_mut_41);
let l_2585 = l_2577 >> u32(31);
let l_2586 = u64(l_2585);
let l_2587 = l_2586 << u32(bitcast<u64>(u64(63)));
let l_2588 = l_2584 | l_2587;
let l_2589 = bitcast<f64>(l_2588);
l_mut_2366 = l_2589;
}
}
}
let l_2590 = -l_mut_2366;
l_mut_2366 = l_2590;
let l_2591 = bool(false) && bool(true);
if l_2591 {
let l_2592 = l_2503 + l_2506;
let l_2593 = l_2592 * f64(7.1362384635298e44);
let l_2594 = floor(l_2593);
let l_2595 = l_2594 * f64(1.401298464324817e-45);
l_mut_41 = l_2595;
let l_2596 = abs(l_2592);
let l_2597 = l_2596 >= f64(1.1754943508222875e-38);
if l_2597 {
let l_2598 = f32(l_2592);
let l_2599 = f64(l_2598);
l_mut_41 = l_2599;
let l_2600 = l_mut_41 > l_2592;
if l_2600 {
let l_2601 = bitcast<u32>(l_2598);
let l_2602 = l_2601 ^ u32(2147483648);
let l_2603 = bitcast<f32>(l_2602);
let l_2604 = bitcast<u32>(l_2603);
let l_2605 = l_2604 + u32(1);
l_mut_195 = l_2605;
let l_2606 = l_2604 & u32(2147483647);
let l_2607 = l_2606 == u32(0);
if l_2607 {
l_mut_195 = u32(1);
} else {
let l_2608 = l_2604 & u32(2147483648);
let l_2609 = l_2608 != u32(0);
if l_2609 {
let l_2610 = l_2604 - u32(1);
l_mut_195 = l_2610;
} else {
let l_2611 = l_2604 == u32(2139095040);
if l_2611 {
l_mut_195 = l_2604;
}
}
}
let l_2612 = bitcast<f32>(l_mut_195);
let l_2613 = bitcast<u32>(l_2612);
let l_2614 = l_2613 ^ u32(2147483648);
let l_2615 = bitcast<f32>(l_2614);
let l_2616 = bitcast<u32>(l_2615);
let l_2617 = l_2616 & u32(2147483647);
let l_2618 = bitcast<f32>(l_2617);
let l_2619 = f64(l_2618);
l_mut_2620 = l_2619;
let l_2621 = l_2617 < u32(8388608);
if l_2621 {
let l_2622 = f64(l_2617);
let l_2623 = l_2622 * f64(1.401298464324817e-45);
l_mut_2620 = l_2623;
}
let l_2624 = bitcast<u64>(l_mut_2620);
let l_2625 = l_2616 >> u32(31);
let l_2626 = u64(l_2625);
let l_2627 = l_2626 << u32(bitcast<u64>(u64(63)));
let l_2628 = l_2624 | l_2627;
let l_2629 = bitcast<f64>(l_2628);
l_mut_41 = l_2629;
} else {
let l_2630 = bitcast<u32>(l_2598);
let l_2631 = l_2630 + u32(1);
l_mut_195 = l_2631;
let l_2632 = l_2630 & u32(2147483647);
let l_2633 = l_2632 == u32(0);
if l_2633 {
l_mut_195 = u32(1);
} else {
let l_2634 = l_2630 & u32(2147483648);
let l_2635 = l_2634 != u32(0);
if l_2635 {
let l_2636 = l_2630 - u32(1);
l_mut_195 = l_2636;
} else {
let l_2637 = l_2630 == u32(2139095040);
if l_2637 {
l_mut_195 = l_2630;
}
}
}
let l_2638 = bitcast<f32>(l_mut_195);
let l_2639 = bitcast<u32>(l_2638);
let l_2640 = l_2639 & u32(2147483647);
let l_2641 = bitcast<f32>(l_2640);
let l_2642 = f64(l_2641);
l_mut_2620 = l_2642;
let l_2643 = l_2640 < u32(8388608);
if l_2643 {
let l_2644 = f64(l_2640);
let l_2645 = l_2644 * f64(1.401298464324817e-45);
l_mut_2620 = l_2645;
}
let l_2646 = bitcast<u64>(l_mut_2620);
let l_2647 = l_2639 >> u32(31);
let l_2648 = u64(l_2647);
let l_2649 = l_2648 << u32(bitcast<u64>(u64(63)));
let l_2650 = l_2646 | l_2649;
let l_2651 = bitcast<f64>(l_2650);
let l_2652 = l_2651 <= l_2592;
if l_2652 {
let l_2653 = bitcast<u32>(l_2598);
let l_2654 = l_2653 + u32(1);
l_mut_195 = l_2654;
let l_2655 = l_2653 & u32(2147483647);
let l_2656 = l_2655 == u32(0);
if l_2656 {
l_mut_195 = u32(1);
} else {
let l_2657 = l_2653 & u32(2147483648);
let l_2658 = l_2657 != u32(0);
if l_2658 {
let l_2659 = l_2653 - u32(1);
l_mut_195 = l_2659;
} else {
let l_2660 = l_2653 == u32(2139095040);
if l_2660 {
l_mut_195 = l_2653;
}
}
}
let l_2661 = bitcast<f32>(l_mut_195);
let l_2662 = bitcast<u32>(l_2661);
let l_2663 = l_2662 & u32(2147483647);
let l_2664 = bitcast<f32>(l_2663);
let l_2665 = f64(l_2664);
l_mut_2620 = l_2665;
let l_2666 = l_2663 < u32(8388608);
if l_2666 {
let l_2667 = f64(l_2663);
let l_2668 = l_2667 * f64(1.401298464324817e-45);
l_mut_2620 = l_2668;
}
let l_2669 = bitcast<u64>(l_mut_2620);
let l_2670 = l_2662 >> u32(31);
let l_2671 = u64(l_2670);
let l_2672 = l_2671 << u32(bitcast<u64>(u64(63)));
let l_2673 = l_2669 | l_2672;
let l_2674 = bitcast<f64>(l_2673);
l_mut_41 = l_2674;
}
}
}
l_mut_2366 = l_mut_41;
} else {
let l_2675 = l_2503 - l_2506;
let l_2676 = -l_2675;
let l_2677 = l_2676 * f64(7.1362384635298e44);
let l_2678 = floor(l_2677);
let l_2679 = l_2678 * f64(1.401298464324817e-45);
l_mut_2620 = l_2679;
let l_2680 = abs(l_2676);
let l_2681 = l_2680 >= f64(1.1754943508222875e-38);
if l_2681 {
let l_2682 = f32(l_2676);
let l_2683 = f64(l_2682);
l_mut_2620 = l_2683;
let l_2684 = l_mut_2620 > l_2676;
if l_2684 {
let l_2685 = bitcast<u32>(l_2682);
let l_2686 = l_2685 ^ u32(2147483648);
let l_2687 = bitcast<f32>(l_2686);
let l_2688 = bitcast<u32>(l_2687);
let l_2689 = l_2688 + u32(1);
l_mut_195 = l_2689;
let l_2690 = l_2688 & u32(2147483647);
let l_2691 = l_2690 == u32(0);
if l_2691 {
l_mut_195 = u32(1);
} else {
let l_2692 = l_2688 & u32(2147483648);
let l_2693 = l_2692 != u32(0);
if l_2693 {
let l_2694 = l_2688 - u32(1);
l_mut_195 = l_2694;
} else {
let l_2695 = l_2688 == u32(2139095040);
if l_2695 {
l_mut_195 = l_2688;
}
}
}
let l_2696 = bitcast<f32>(l_mut_195);
let l_2697 = bitcast<u32>(l_2696);
let l_2698 = l_2697 ^ u32(2147483648);
let l_2699 = bitcast<f32>(l_2698);
let l_2700 = bitcast<u32>(l_2699);
let l_2701 = l_2700 & u32(2147483647);
let l_2702 = bitcast<f32>(l_2701);
let l_2703 = f64(l_2702);
l_mut_41 = l_2703;
let l_2704 = l_2701 < u32(8388608);
if l_2704 {
let l_2705 = f64(l_2701);
let l_2706 = l_2705 * f64(1.401298464324817e-45);
l_mut_41 = l_2706;
}
let l_2707 = bitcast<u64>(l_mut_41);
let l_2708 = l_2700 >> u32(31);
let l_2709 = u64(l_2708);
let l_2710 = l_2709 << u32(bitcast<u64>(u64(63)));
let l_2711 = l_2707 | l_2710;
let l_2712 = bitcast<f64>(l_2711);
l_mut_2620 = l_2712;
} else {
let l_2713 = bitcast<u32>(l_2682);
let l_2714 = l_2713 + u32(1);
l_mut_195 = l_2714;
let l_2715 = l_2713 & u32(2147483647);
let l_2716 = l_2715 == u32(0);
if l_2716 {
l_mut_195 = u32(1);
} else {
let l_2717 = l_2713 & u32(2147483648);
let l_2718 = l_2717 != u32(0);
if l_2718 {
let l_2719 = l_2713 - u32(1);
l_mut_195 = l_2719;
} else {
let l_2720 = l_2713 == u32(2139095040);
if l_2720 {
l_mut_195 = l_2713;
}
}
}
let l_2721 = bitcast<f32>(l_mut_195);
let l_2722 = bitcast<u32>(l_2721);
let l_2723 = l_2722 & u32(2147483647);
let l_2724 = bitcast<f32>(l_2723);
let l_2725 = f64(l_2724);
l_mut_41 = l_2725;
let l_2726 = l_2723 < u32(8388608);
if l_2726 {
let l_2727 = f64(l_2723);
let l_2728 = l_2727 * f64(1.401298464324817e-45);
l_mut_41 = l_2728;
}
let l_2729 = bitcast<u64>(l_mut_41);
let l_2730 = l_2722 >> u32(31);
let l_2731 = u64(l_2730);
let l_2732 = l_2731 << u32(bitcast<u64>(u64(63)));
let l_2733 = l_2729 | l_2732;
let l_2734 = bitcast<f64>(l_2733);
let l_2735 = l_2734 <= l_2676;
if l_2735 {
let l_2736 = bitcast<u32>(l_2682);
let l_2737 = l_2736 + u32(1);
l_mut_195 = l_2737;
let l_2738 = l_2736 & u32(2147483647);
let l_2739 = l_2738 == u32(0);
if l_2739 {
l_mut_195 = u32(1);
} else {
let l_2740 = l_2736 & u32(2147483648);
let l_2741 = l_2740 != u32(0);
if l_2741 {
let l_2742 = l_2736 - u32(1);
l_mut_195 = l_2742;
} else {
let l_2743 = l_2736 == u32(2139095040);
if l_2743 {
l_mut_195 = l_2736;
}
}
}
let l_2744 = bitcast<f32>(l_mut_195);
let l_2745 = bitcast<u32>(l_2744);
let l_2746 = l_2745 & u32(2147483647);
let l_2747 = bitcast<f32>(l_2746);
let l_2748 = f64(l_2747);
l_mut_41 = l_2748;
let l_2749 = l_2746 < u32(8388608);
if l_2749 {
let l_2750 = f64(l_2746);
let l_2751 = l_2750 * f64(1.401298464324817e-45);
l_mut_41 = l_2751;
}
let l_2752 = bitcast<u64>(l_mut_41);
let l_2753 = l_2745 >> u32(31);
let l_2754 = u64(l_2753);
let l_2755 = l_2754 << u32(bitcast<u64>(u64(63)));
let l_2756 = l_2752 | l_2755;
let l_2757 = bitcast<f64>(l_2756);
l_mut_2620 = l_2757;
}
}
}
let l_2758 = -l_mut_2620;
l_mut_2366 = l_2758;
}
let l_2759 = l_mut_1268 - l_168;
let l_2760 = abs(l_2759);
let l_2761 = l_2760 * f64(2.220446049250313e-16);
let l_2762 = l_2248 + l_2761;
let l_2763 = l_2759 + l_2762;
let l_2764 = -l_2763;
let l_2765 = l_2764 * f64(7.1362384635298e44);
let l_2766 = floor(l_2765);
let l_2767 = l_2766 * f64(1.401298464324817e-45);
l_mut_2620 = l_2767;
let l_2768 = abs(l_2764);
let l_2769 = l_2768 >= f64(1.1754943508222875e-38);
if l_2769 {
let l_2770 = f32(l_2764);
let l_2771 = f64(l_2770);
l_mut_2620 = l_2771;
let l_2772 = l_mut_2620 > l_2764;
if l_2772 {
let l_2773 = bitcast<u32>(l_2770);
let l_2774 = l_2773 ^ u32(2147483648);
let l_2775 = bitcast<f32>(l_2774);
let l_2776 = bitcast<u32>(l_2775);
let l_2777 = l_2776 + u32(1);
l_mut_195 = l_2777;
let l_2778 = l_2776 & u32(2147483647);
let l_2779 = l_2778 == u32(0);
if l_2779 {
l_mut_195 = u32(1);
} else {
let l_2780 = l_2776 & u32(2147483648);
let l_2781 = l_2780 != u32(0);
if l_2781 {
let l_2782 = l_2776 - u32(1);
l_mut_195 = l_2782;
} else {
let l_2783 = l_2776 == u32(2139095040);
if l_2783 {
l_mut_195 = l_2776;
}
}
}
let l_2784 = bitcast<f32>(l_mut_195);
let l_2785 = bitcast<u32>(l_2784);
let l_2786 = l_2785 ^ u32(2147483648);
let l_2787 = bitcast<f32>(l_2786);
let l_2788 = bitcast<u32>(l_2787);
let l_2789 = l_2788 & u32(2147483647);
let l_2790 = bitcast<f32>(l_2789);
let l_2791 = f64(l_2790);
l_mut_41 = l_2791;
let l_2792 = l_2789 < u32(8388608);
if l_2792 {
let l_2793 = f64(l_2789);
let l_2794 = l_2793 * f64(1.401298464324817e-45);
l_mut_41 = l_2794;
}
let l_2795 = bitcast<u64>(l_mut_41);
let l_2796 = l_2788 >> u32(31);
let l_2797 = u64(l_2796);
let l_2798 = l_2797 << u32(bitcast<u64>(u64(63)));
let l_2799 = l_2795 | l_2798;
let l_2800 = bitcast<f64>(l_2799);
l_mut_2620 = l_2800;
} else {
let l_2801 = bitcast<u32>(l_2770);
let l_2802 = l_2801 + u32(1);
l_mut_195 = l_2802;
let l_2803 = l_2801 & u32(2147483647);
let l_2804 = l_2803 == u32(0);
if l_2804 {
l_mut_195 = u32(1);
} else {
let l_2805 = l_2801 & u32(2147483648);
let l_2806 = l_2805 != u32(0);
if l_2806 {
let l_2807 = l_2801 - u32(1);
l_mut_195 = l_2807;
} else {
let l_2808 = l_2801 == u32(2139095040);
if l_2808 {
l_mut_195 = l_2801;
}
}
}
let l_2809 = bitcast<f32>(l_mut_195);
let l_2810 = bitcast<u32>(l_2809);
let l_2811 = l_2810 & u32(2147483647);
let l_2812 = bitcast<f32>(l_2811);
let l_2813 = f64(l_2812);
l_mut_41 = l_2813;
let l_2814 = l_2811 < u32(8388608);
if l_2814 {
let l_2815 = f64(l_2811);
let l_2816 = l_2815 * f64(1.401298464324817e-45);
l_mut_41 = l_2816;
}
let l_2817 = bitcast<u64>(l_mut_41);
let l_2818 = l_2810 >> u32(31);
let l_2819 = u64(l_2818);
let l_2820 = l_2819 << u32(bitcast<u64>(u64(63)));
let l_2821 = l_2817 | l_2820;
let l_2822 = bitcast<f64>(l_2821);
let l_2823 = l_2822 <= l_2764;
if l_2823 {
let l_2824 = bitcast<u32>(l_2770);
let l_2825 = l_2824 + u32(1);
l_mut_195 = l_2825;
let l_2826 = l_2824 & u32(2147483647);
let l_2827 = l_2826 == u32(0);
if l_2827 {
l_mut_195 = u32(1);
} else {
let l_2828 = l_2824 & u32(2147483648);
let l_2829 = l_2828 != u32(0);
if l_2829 {
let l_2830 = l_2824 - u32(1);
l_mut_195 = l_2830;
} else {
let l_2831 = l_2824 == u32(2139095040);
if l_2831 {
l_mut_195 = l_2824;
}
}
}
let l_2832 = bitcast<f32>(l_mut_195);
let l_2833 = bitcast<u32>(l_2832);
let l_2834 = l_2833 & u32(2147483647);
let l_2835 = bitcast<f32>(l_2834);
let l_2836 = f64(l_2835);
l_mut_41 = l_2836;
let l_2837 = l_2834 < u32(8388608);
if l_2837 {
let l_2838 = f64(l_2834);
let l_2839 = l_2838 * f64(1.401298464324817e-45);
l_mut_41 = l_2839;
}
let l_2840 = bitcast<u64>(l_mut_41);
let l_2841 = l_2833 >> u32(31);
let l_2842 = u64(l_2841);
let l_2843 = l_2842 << u32(bitcast<u64>(u64(63)));
let l_2844 = l_2840 | l_2843;
let l_2845 = bitcast<f64>(l_2844);
l_mut_2620 = l_2845;
}
}
}
let l_2846 = -l_mut_2620;
l_mut_2620 = l_2846;
let l_2847 = bool(true) && bool(true);
if l_2847 {
let l_2848 = l_2759 + l_2762;
let l_2849 = l_2848 * f64(7.1362384635298e44);
let l_2850 = floor(l_2849);
let l_2851 = l_2850 * f64(1.401298464324817e-45);
l_mut_41 = l_2851;
let l_2852 = abs(l_2848);
let l_2853 = l_2852 >= f64(1.1754943508222875e-38);
if l_2853 {
let l_2854 = f32(l_2848);
let l_2855 = f64(l_2854);
l_mut_41 = l_2855;
let l_2856 = l_mut_41 > l_2848;
if l_2856 {
let l_2857 = bitcast<u32>(l_2854);
let l_2858 = l_2857 ^ u32(2147483648);
let l_2859 = bitcast<f32>(l_2858);
let l_2860 = bitcast<u32>(l_2859);
let l_2861 = l_2860 + u32(1);
l_mut_195 = l_2861;
let l_2862 = l_2860 & u32(2147483647);
let l_2863 = l_2862 == u32(0);
if l_2863 {
l_mut_195 = u32(1);
} else {
let l_2864 = l_2860 & u32(2147483648);
let l_2865 = l_2864 != u32(0);
if l_2865 {
let l_2866 = l_2860 - u32(1);
l_mut_195 = l_2866;
} else {
let l_2867 = l_2860 == u32(2139095040);
if l_2867 {
l_mut_195 = l_2860;
}
}
}
let l_2868 = bitcast<f32>(l_mut_195);
let l_2869 = bitcast<u32>(l_2868);
let l_2870 = l_2869 ^ u32(2147483648);
let l_2871 = bitcast<f32>(l_2870);
let l_2872 = bitcast<u32>(l_2871);
let l_2873 = l_2872 & u32(2147483647);
let l_2874 = bitcast<f32>(l_2873);
let l_2875 = f64(l_2874);
l_mut_2876 = l_2875;
let l_2877 = l_2873 < u32(8388608);
if l_2877 {
let l_2878 = f64(l_2873);
let l_2879 = l_2878 * f64(1.401298464324817e-45);
l_mut_2876 = l_2879;
}
let l_2880 = bitcast<u64>(l_mut_2876);
let l_2881 = l_2872 >> u32(31);
let l_2882 = u64(l_2881);
let l_2883 = l_2882 << u32(bitcast<u64>(u64(63)));
let l_2884 = l_2880 | l_2883;
let l_2885 = bitcast<f64>(l_2884);
l_mut_41 = l_2885;
} else {
let l_2886 = bitcast<u32>(l_2854);
let l_2887 = l_2886 + u32(1);
l_mut_195 = l_2887;
let l_2888 = l_2886 & u32(2147483647);
let l_2889 = l_2888 == u32(0);
if l_2889 {
l_mut_195 = u32(1);
} else {
let l_2890 = l_2886 & u32(2147483648);
let l_2891 = l_2890 != u32(0);
if l_2891 {
let l_2892 = l_2886 - u32(1);
l_mut_195 = l_2892;
} else {
let l_2893 = l_2886 == u32(2139095040);
if l_2893 {
l_mut_195 = l_2886;
}
}
}
let l_2894 = bitcast<f32>(l_mut_195);
let l_2895 = bitcast<u32>(l_2894);
let l_2896 = l_2895 & u32(2147483647);
let l_2897 = bitcast<f32>(l_2896);
let l_2898 = f64(l_2897);
l_mut_2876 = l_2898;
let l_2899 = l_2896 < u32(8388608);
if l_2899 {
let l_2900 = f64(l_2896);
let l_2901 = l_2900 * f64(1.401298464324817e-45);
l_mut_2876 = l_2901;
}
let l_2902 = bitcast<u64>(l_mut_2876);
let l_2903 = l_2895 >> u32(31);
let l_2904 = u64(l_2903);
let l_2905 = l_2904 << u32(bitcast<u64>(u64(63)));
let l_2906 = l_2902 | l_2905;
let l_2907 = bitcast<f64>(l_2906);
let l_2908 = l_2907 <= l_2848;
if l_2908 {
let l_2909 = bitcast<u32>(l_2854);
let l_2910 = l_2909 + u32(1);
l_mut_195 = l_2910;
let l_2911 = l_2909 & u32(2147483647);
let l_2912 = l_2911 == u32(0);
if l_2912 {
l_mut_195 = u32(1);
} else {
let l_2913 = l_2909 & u32(2147483648);
let l_2914 = l_2913 != u32(0);
if l_2914 {
let l_2915 = l_2909 - u32(1);
l_mut_195 = l_2915;
} else {
let l_2916 = l_2909 == u32(2139095040);
if l_2916 {
l_mut_195 = l_2909;
}
}
}
let l_2917 = bitcast<f32>(l_mut_195);
let l_2918 = bitcast<u32>(l_2917);
let l_2919 = l_2918 & u32(2147483647);
let l_2920 = bitcast<f32>(l_2919);
let l_2921 = f64(l_2920);
l_mut_2876 = l_2921;
let l_2922 = l_2919 < u32(8388608);
if l_2922 {
let l_2923 = f64(l_2919);
let l_2924 = l_2923 * f64(1.401298464324817e-45);
l_mut_2876 = l_2924;
}
let l_2925 = bitcast<u64>(l_mut_2876);
let l_2926 = l_2918 >> u32(31);
let l_2927 = u64(l_2926);
let l_2928 = l_2927 << u32(bitcast<u64>(u64(63)));
let l_2929 = l_2925 | l_2928;
let l_2930 = bitcast<f64>(l_2929);
l_mut_41 = l_2930;
}
}
}
l_mut_2620 = l_mut_41;
} else {
let l_2931 = l_2759 - l_2762;
let l_2932 = l_2931 * f64(7.1362384635298e44);
let l_2933 = floor(l_2932);
let l_2934 = l_2933 * f64(1.401298464324817e-45);
l_mut_2876 = l_2934;
let l_2935 = abs(l_2931);
let l_2936 = l_2935 >= f64(1.1754943508222875e-38);
if l_2936 {
let l_2937 = f32(l_2931);
let l_2938 = f64(l_2937);
l_mut_2876 = l_2938;
let l_2939 = l_mut_2876 > l_2931;
if l_2939 {
let l_2940 = bitcast<u32>(l_2937);
let l_2941 = l_2940 ^ u32(2147483648);
let l_2942 = bitcast<f32>(l_2941);
let l_2943 = bitcast<u32>(l_2942);
let l_2944 = l_2943 + u32(1);
l_mut_195 = l_2944;
let l_2945 = l_2943 & u32(2147483647);
let l_2946 = l_2945 == u32(0);
if l_2946 {
l_mut_195 = u32(1);
} else {
let l_2947 = l_2943 & u32(2147483648);
let l_2948 = l_2947 != u32(0);
if l_2948 {
let l_2949 = l_2943 - u32(1);
l_mut_195 = l_2949;
} else {
let l_2950 = l_2943 == u32(2139095040);
if l_2950 {
l_mut_195 = l_2943;
}
}
}
let l_2951 = bitcast<f32>(l_mut_195);
let l_2952 = bitcast<u32>(l_2951);
let l_2953 = l_2952 ^ u32(2147483648);
let l_2954 = bitcast<f32>(l_2953);
let l_2955 = bitcast<u32>(l_2954);
let l_2956 = l_2955 & u32(2147483647);
let l_2957 = bitcast<f32>(l_2956);
let l_2958 = f64(l_2957);
l_mut_41 = l_2958;
let l_2959 = l_2956 < u32(8388608);
if l_2959 {
let l_2960 = f64(l_2956);
let l_2961 = l_2960 * f64(1.401298464324817e-45);
l_mut_41 = l_2961;
}
let l_2962 = bitcast<u64>(l_mut_41);
let l_2963 = l_2955 >> u32(31);
let l_2964 = u64(l_2963);
let l_2965 = l_2964 << u32(bitcast<u64>(u64(63)));
let l_2966 = l_2962 | l_2965;
let l_2967 = bitcast<f64>(l_2966);
l_mut_2876 = l_2967;
} else {
let l_2968 = bitcast<u32>(l_2937);
let l_2969 = l_2968 + u32(1);
l_mut_195 = l_2969;
let l_2970 = l_2968 & u32(2147483647);
let l_2971 = l_2970 == u32(0);
if l_2971 {
l_mut_195 = u32(1);
} else {
let l_2972 = l_2968 & u32(2147483648);
let l_2973 = l_2972 != u32(0);
if l_2973 {
let l_2974 = l_2968 - u32(1);
l_mut_195 = l_2974;
} else {
let l_2975 = l_2968 == u32(2139095040);
if l_2975 {
l_mut_195 = l_2968;
}
}
}
let l_2976 = bitcast<f32>(l_mut_195);
let l_2977 = bitcast<u32>(l_2976);
let l_2978 = l_2977 & u32(2147483647);
let l_2979 = bitcast<f32>(l_2978);
let l_2980 = f64(l_2979);
l_mut_41 = l_2980;
let l_2981 = l_2978 < u32(8388608);
if l_2981 {
let l_2982 = f64(l_2978);
let l_2983 = l_2982 * f64(1.401298464324817e-45);
l_mut_41 = l_2983;
}
let l_2984 = bitcast<u64>(l_mut_41);
let l_2985 = l_2977 >> u32(31);
let l_2986 = u64(l_2985);
let l_2987 = l_2986 << u32(bitcast<u64>(u64(63)));
let l_2988 = l_2984 | l_2987;
let l_2989 = bitcast<f64>(l_2988);
let l_2990 = l_2989 <= l_2931;
if l_2990 {
let l_2991 = bitcast<u32>(l_2937);
let l_2992 = l_2991 + u32(1);
l_mut_195 = l_2992;
let l_2993 = l_2991 & u32(2147483647);
let l_2994 = l_2993 == u32(0);
if l_2994 {
l_mut_195 = u32(1);
} else {
let l_2995 = l_2991 & u32(2147483648);
let l_2996 = l_2995 != u32(0);
if l_2996 {
let l_2997 = l_2991 - u32(1);
l_mut_195 = l_2997;
} else {
let l_2998 = l_2991 == u32(2139095040);
if l_2998 {
l_mut_195 = l_2991;
}
}
}
let l_2999 = bitcast<f32>(l_mut_195);
let l_3000 = bitcast<u32>(l_2999);
let l_3001 = l_3000 & u32(2147483647);
let l_3002 = bitcast<f32>(l_3001);
let l_3003 = f64(l_3002);
l_mut_41 = l_3003;
let l_3004 = l_3001 < u32(8388608);
if l_3004 {
let l_3005 = f64(l_3001);
let l_3006 = l_3005 * f64(1.401298464324817e-45);
l_mut_41 = l_3006;
}
let l_3007 = bitcast<u64>(l_mut_41);
let l_3008 = l_3000 >> u32(31);
let l_3009 = u64(l_3008);
let l_3010 = l_3009 << u32(bitcast<u64>(u64(63)));
let l_3011 = l_3007 | l_3010;
let l_3012 = bitcast<f64>(l_3011);
l_mut_2876 = l_3012;
}
}
}
l_mut_2620 = l_mut_2876;
}
let l_3013 = l_mut_1268 + l_168;
let l_3014 = abs(l_3013);
let l_3015 = l_3014 * f64(2.220446049250313e-16);
let l_3016 = l_2248 + l_3015;
let l_3017 = l_3013 + l_3016;
let l_3018 = -l_3017;
let l_3019 = l_3018 * f64(7.1362384635298e44);
let l_3020 = floor(l_3019);
let l_3021 = l_3020 * f64(1.401298464324817e-45);
l_mut_2876 = l_3021;
let l_3022 = abs(l_3018);
let l_3023 = l_3022 >= f64(1.1754943508222875e-38);
if l_3023 {
let l_3024 = f32(l_3018);
let l_3025 = f64(l_3024);
l_mut_2876 = l_3025;
let l_3026 = l_mut_2876 > l_3018;
if l_3026 {
let l_3027 = bitcast<u32>(l_3024);
let l_3028 = l_3027 ^ u32(2147483648);
let l_3029 = bitcast<f32>(l_3028);
let l_3030 = bitcast<u32>(l_3029);
let l_3031 = l_3030 + u32(1);
l_mut_195 = l_3031;
let l_3032 = l_3030 & u32(2147483647);
let l_3033 = l_3032 == u32(0);
if l_3033 {
l_mut_195 = u32(1);
} else {
let l_3034 = l_3030 & u32(2147483648);
let l_3035 = l_3034 != u32(0);
if l_3035 {
let l_3036 = l_3030 - u32(1);
l_mut_195 = l_3036;
} else {
let l_3037 = l_3030 == u32(2139095040);
if l_3037 {
l_mut_195 = l_3030;
}
}
}
let l_3038 = bitcast<f32>(l_mut_195);
let l_3039 = bitcast<u32>(l_3038);
let l_3040 = l_3039 ^ u32(2147483648);
let l_3041 = bitcast<f32>(l_3040);
let l_3042 = bitcast<u32>(l_3041);
let l_3043 = l_3042 & u32(2147483647);
let l_3044 = bitcast<f32>(l_3043);
let l_3045 = f64(l_3044);
l_mut_41 = l_3045;
let l_3046 = l_3043 < u32(8388608);
if l_3046 {
let l_3047 = f64(l_3043);
let l_3048 = l_3047 * f64(1.401298464324817e-45);
l_mut_41 = l_3048;
}
let l_3049 = bitcast<u64>(l_mut_41);
let l_3050 = l_3042 >> u32(31);
let l_3051 = u64(l_3050);
let l_3052 = l_3051 << u32(bitcast<u64>(u64(63)));
let l_3053 = l_3049 | l_3052;
let l_3054 = bitcast<f64>(l_3053);
l_mut_2876 = l_3054;
} else {
let l_3055 = bitcast<u32>(l_3024);
let l_3056 = l_3055 + u32(1);
l_mut_195 = l_3056;
let l_3057 = l_3055 & u32(2147483647);
let l_3058 = l_3057 == u32(0);
if l_3058 {
l_mut_195 = u32(1);
} else {
let l_3059 = l_3055 & u32(2147483648);
let l_3060 = l_3059 != u32(0);
if l_3060 {
let l_3061 = l_3055 - u32(1);
l_mut_195 = l_3061;
} else {
let l_3062 = l_3055 == u32(2139095040);
if l_3062 {
l_mut_195 = l_3055;
}
}
}
let l_3063 = bitcast<f32>(l_mut_195);
let l_3064 = bitcast<u32>(l_3063);
let l_3065 = l_3064 & u32(2147483647);
let l_3066 = bitcast<f32>(l_3065);
let l_3067 = f64(l_3066);
l_mut_41 = l_3067;
let l_3068 = l_3065 < u32(8388608);
if l_3068 {
let l_3069 = f64(l_3065);
let l_3070 = l_3069 * f64(1.401298464324817e-45);
l_mut_41 = l_3070;
}
let l_3071 = bitcast<u64>(l_mut_41);
let l_3072 = l_3064 >> u32(31);
let l_3073 = u64(l_3072);
let l_3074 = l_3073 << u32(bitcast<u64>(u64(63)));
let l_3075 = l_3071 | l_3074;
let l_3076 = bitcast<f64>(l_3075);
let l_3077 = l_3076 <= l_3018;
if l_3077 {
let l_3078 = bitcast<u32>(l_3024);
let l_3079 = l_3078 + u32(1);
l_mut_195 = l_3079;
let l_3080 = l_3078 & u32(2147483647);
let l_3081 = l_3080 == u32(0);
if l_3081 {
l_mut_195 = u32(1);
} else {
let l_3082 = l_3078 & u32(2147483648);
let l_3083 = l_3082 != u32(0);
if l_3083 {
let l_3084 = l_3078 - u32(1);
l_mut_195 = l_3084;
} else {
let l_3085 = l_3078 == u32(2139095040);
if l_3085 {
l_mut_195 = l_3078;
}
}
}
let l_3086 = bitcast<f32>(l_mut_195);
let l_3087 = bitcast<u32>(l_3086);
let l_3088 = l_3087 & u32(2147483647);
let l_3089 = bitcast<f32>(l_3088);
let l_3090 = f64(l_3089);
l_mut_41 = l_3090;
let l_3091 = l_3088 < u32(8388608);
if l_3091 {
let l_3092 = f64(l_3088);
let l_3093 = l_3092 * f64(1.401298464324817e-45);
l_mut_41 = l_3093;
}
let l_3094 = bitcast<u64>(l_mut_41);
let l_3095 = l_3087 >> u32(31);
let l_3096 = u64(l_3095);
let l_3097 = l_3096 << u32(bitcast<u64>(u64(63)));
let l_3098 = l_3094 | l_3097;
let l_3099 = bitcast<f64>(l_3098);
l_mut_2876 = l_3099;
}
}
}
let l_3100 = -l_mut_2876;
l_mut_2876 = l_3100;
let l_3101 = bool(false) && bool(true);
if l_3101 {
let l_3102 = l_3013 + l_3016;
let l_3103 = l_3102 * f64(7.1362384635298e44);
let l_3104 = floor(l_3103);
let l_3105 = l_3104 * f64(1.401298464324817e-45);
l_mut_41 = l_3105;
let l_3106 = abs(l_3102);
let l_3107 = l_3106 >= f64(1.1754943508222875e-38);
if l_3107 {
let l_3108 = f32(l_3102);
let l_3109 = f64(l_3108);
l_mut_41 = l_3109;
let l_3110 = l_mut_41 > l_3102;
if l_3110 {
let l_3111 = bitcast<u32>(l_3108);
let l_3112 = l_3111 ^ u32(2147483648);
let l_3113 = bitcast<f32>(l_3112);
let l_3114 = bitcast<u32>(l_3113);
let l_3115 = l_3114 + u32(1);
l_mut_195 = l_3115;
let l_3116 = l_3114 & u32(2147483647);
let l_3117 = l_3116 == u32(0);
if l_3117 {
l_mut_195 = u32(1);
} else {
let l_3118 = l_3114 & u32(2147483648);
let l_3119 = l_3118 != u32(0);
if l_3119 {
let l_3120 = l_3114 - u32(1);
l_mut_195 = l_3120;
} else {
let l_3121 = l_3114 == u32(2139095040);
if l_3121 {
l_mut_195 = l_3114;
}
}
}
let l_3122 = bitcast<f32>(l_mut_195);
let l_3123 = bitcast<u32>(l_3122);
let l_3124 = l_3123 ^ u32(2147483648);
let l_3125 = bitcast<f32>(l_3124);
let l_3126 = bitcast<u32>(l_3125);
let l_3127 = l_3126 & u32(2147483647);
let l_3128 = bitcast<f32>(l_3127);
let l_3129 = f64(l_3128);
l_mut_3130 = l_3129;
let l_3131 = l_3127 < u32(8388608);
if l_3131 {
let l_3132 = f64(l_3127);
let l_3133 = l_3132 * f64(1.401298464324817e-45);
l_mut_3130 = l_3133;
}
let l_3134 = bitcast<u64>(l_mut_3130);
let l_3135 = l_3126 >> u32(31);
let l_3136 = u64(l_3135);
let l_3137 = l_3136 << u32(bitcast<u64>(u64(63)));
let l_3138 = l_3134 | l_3137;
let l_3139 = bitcast<f64>(l_3138);
l_mut_41 = l_3139;
} else {
let l_3140 = bitcast<u32>(l_3108);
let l_3141 = l_3140 + u32(1);
l_mut_195 = l_3141;
let l_3142 = l_3140 & u32(2147483647);
let l_3143 = l_3142 == u32(0);
if l_3143 {
l_mut_195 = u32(1);
} else {
let l_3144 = l_3140 & u32(2147483648);
let l_3145 = l_3144 != u32(0);
if l_3145 {
let l_3146 = l_3140 - u32(1);
l_mut_195 = l_3146;
} else {
let l_3147 = l_3140 == u32(2139095040);
if l_3147 {
l_mut_195 = l_3140;
}
}
}
let l_3148 = bitcast<f32>(l_mut_195);
let l_3149 = bitcast<u32>(l_3148);
let l_3150 = l_3149 & u32(2147483647);
let l_3151 = bitcast<f32>(l_3150);
let l_3152 = f64(l_3151);
l_mut_3130 = l_3152;
let l_3153 = l_3150 < u32(8388608);
if l_3153 {
let l_3154 = f64(l_3150);
let l_3155 = l_3154 * f64(1.401298464324817e-45);
l_mut_3130 = l_3155;
}
let l_3156 = bitcast<u64>(l_mut_3130);
let l_3157 = l_3149 >> u32(31);
let l_3158 = u64(l_3157);
let l_3159 = l_3158 << u32(bitcast<u64>(u64(63)));
let l_3160 = l_3156 | l_3159;
let l_3161 = bitcast<f64>(l_3160);
let l_3162 = l_3161 <= l_3102;
if l_3162 {
let l_3163 = bitcast<u32>(l_3108);
let l_3164 = l_3163 + u32(1);
l_mut_195 = l_3164;
let l_3165 = l_3163 & u32(2147483647);
let l_3166 = l_3165 == u32(0);
if l_3166 {
l_mut_195 = u32(1);
} else {
let l_3167 = l_3163 & u32(2147483648);
let l_3168 = l_3167 != u32(0);
if l_3168 {
let l_3169 = l_3163 - u32(1);
l_mut_195 = l_3169;
} else {
let l_3170 = l_3163 == u32(2139095040);
if l_3170 {
l_mut_195 = l_3163;
}
}
}
let l_3171 = bitcast<f32>(l_mut_195);
let l_3172 = bitcast<u32>(l_3171);
let l_3173 = l_3172 & u32(2147483647);
let l_3174 = bitcast<f32>(l_3173);
let l_3175 = f64(l_3174);
l_mut_3130 = l_3175;
let l_3176 = l_3173 < u32(8388608);
if l_3176 {
let l_3177 = f64(l_3173);
let l_3178 = l_3177 * f64(1.401298464324817e-45);
l_mut_3130 = l_3178;
}
let l_3179 = bitcast<u64>(l_mut_3130);
let l_3180 = l_3172 >> u32(31);
let l_3181 = u64(l_3180);
let l_3182 = l_3181 << u32(bitcast<u64>(u64(63)));
let l_3183 = l_3179 | l_3182;
let l_3184 = bitcast<f64>(l_3183);
l_mut_41 = l_3184;
}
}
}
l_mut_2876 = l_mut_41;
} else {
let l_3185 = l_3013 - l_3016;
let l_3186 = -l_3185;
let l_3187 = l_3186 * f64(7.1362384635298e44);
let l_3188 = floor(l_3187);
let l_3189 = l_3188 * f64(1.401298464324817e-45);
l_mut_3130 = l_3189;
let l_3190 = abs(l_3186);
let l_3191 = l_3190 >= f64(1.1754943508222875e-38);
if l_3191 {
let l_3192 = f32(l_3186);
let l_3193 = f64(l_3192);
l_mut_3130 = l_3193;
let l_3194 = l_mut_3130 > l_3186;
if l_3194 {
let l_3195 = bitcast<u32>(l_3192);
let l_3196 = l_3195 ^ u32(2147483648);
let l_3197 = bitcast<f32>(l_3196);
let l_3198 = bitcast<u32>(l_3197);
let l_3199 = l_3198 + u32(1);
l_mut_195 = l_3199;
let l_3200 = l_3198 & u32(2147483647);
let l_3201 = l_3200 == u32(0);
if l_3201 {
l_mut_195 = u32(1);
} else {
let l_3202 = l_3198 & u32(2147483648);
let l_3203 = l_3202 != u32(0);
if l_3203 {
let l_3204 = l_3198 - u32(1);
l_mut_195 = l_3204;
} else {
let l_3205 = l_3198 == u32(2139095040);
if l_3205 {
l_mut_195 = l_3198;
}
}
}
let l_3206 = bitcast<f32>(l_mut_195);
let l_3207 = bitcast<u32>(l_3206);
let l_3208 = l_3207 ^ u32(2147483648);
let l_3209 = bitcast<f32>(l_3208);
let l_3210 = bitcast<u32>(l_3209);
let l_3211 = l_3210 & u32(2147483647);
let l_3212 = bitcast<f32>(l_3211);
let l_3213 = f64(l_3212);
l_mut_41 = l_3213;
let l_3214 = l_3211 < u32(8388608);
if l_3214 {
let l_3215 = f64(l_3211);
let l_3216 = l_3215 * f64(1.401298464324817e-45);
l_mut_41 = l_3216;
}
let l_3217 = bitcast<u64>(l_mut_41);
let l_3218 = l_3210 >> u32(31);
let l_3219 = u64(l_3218);
let l_3220 = l_3219 << u32(bitcast<u64>(u64(63)));
let l_3221 = l_3217 | l_3220;
let l_3222 = bitcast<f64>(l_3221);
l_mut_3130 = l_3222;
} else {
let l_3223 = bitcast<u32>(l_3192);
let l_3224 = l_3223 + u32(1);
l_mut_195 = l_3224;
let l_3225 = l_3223 & u32(2147483647);
let l_3226 = l_3225 == u32(0);
if l_3226 {
l_mut_195 = u32(1);
} else {
let l_3227 = l_3223 & u32(2147483648);
let l_3228 = l_3227 != u32(0);
if l_3228 {
let l_3229 = l_3223 - u32(1);
l_mut_195 = l_3229;
} else {
let l_3230 = l_3223 == u32(2139095040);
if l_3230 {
l_mut_195 = l_3223;
}
}
}
let l_3231 = bitcast<f32>(l_mut_195);
let l_3232 = bitcast<u32>(l_3231);
let l_3233 = l_3232 & u32(2147483647);
let l_3234 = bitcast<f32>(l_3233);
let l_3235 = f64(l_3234);
l_mut_41 = l_3235;
let l_3236 = l_3233 < u32(8388608);
if l_3236 {
let l_3237 = f64(l_3233);
let l_3238 = l_3237 * f64(1.401298464324817e-45);
l_mut_41 = l_3238;
}
let l_3239 = bitcast<u64>(l_mut_41);
let l_3240 = l_3232 >> u32(31);
let l_3241 = u64(l_3240);
let l_3242 = l_3241 << u32(bitcast<u64>(u64(63)));
let l_3243 = l_3239 | l_3242;
let l_3244 = bitcast<f64>(l_3243);
let l_3245 = l_3244 <= l_3186;
if l_3245 {
let l_3246 = bitcast<u32>(l_3192);
let l_3247 = l_3246 + u32(1);
l_mut_195 = l_3247;
let l_3248 = l_3246 & u32(2147483647);
let l_3249 = l_3248 == u32(0);
if l_3249 {
l_mut_195 = u32(1);
} else {
let l_3250 = l_3246 & u32(2147483648);
let l_3251 = l_3250 != u32(0);
if l_3251 {
let l_3252 = l_3246 - u32(1);
l_mut_195 = l_3252;
} else {
let l_3253 = l_3246 == u32(2139095040);
if l_3253 {
l_mut_195 = l_3246;
}
}
}
let l_3254 = bitcast<f32>(l_mut_195);
let l_3255 = bitcast<u32>(l_3254);
let l_3256 = l_3255 & u32(2147483647);
let l_3257 = bitcast<f32>(l_3256);
let l_3258 = f64(l_3257);
l_mut_41 = l_3258;
let l_3259 = l_3256 < u32(8388608);
if l_3259 {
let l_3260 = f64(l_3256);
let l_3261 = l_3260 * f64(1.401298464324817e-45);
l_mut_41 = l_3261;
}
let l_3262 = bitcast<u64>(l_mut_41);
let l_3263 = l_3255 >> u32(31);
let l_3264 = u64(l_3263);
let l_3265 = l_3264 << u32(bitcast<u64>(u64(63)));
let l_3266 = l_3262 | l_3265;
let l_3267 = bitcast<f64>(l_3266);
l_mut_3130 = l_3267;
}
}
}
let l_3268 = -l_mut_3130;
l_mut_2876 = l_3268;
}
l_mut_195 = u32(0);
let l_3269 = l_mut_2620 <= f64(0.0);
let l_3270 = l_mut_2876 >= f64(0.0);
let l_3271 = l_3269 && l_3270;
let l_3272 = !l_3271;
if l_3272 {
let l_3274 = l_mut_43 / l_mut_2620;
let l_3275 = l_mut_43 / l_mut_2876;
let l_3276 = l_mut_2366 / l_mut_2620;
let l_3277 = l_mut_2366 / l_mut_2876;
a_3273[u32(0)] = l_3274;
a_3273[u32(1)] = l_3274;
let l_3278 = a_3273[u32(0)];
let l_3279 = l_3275 < l_3278;
if l_3279 {
a_3273[u32(0)] = l_3275;
}
let l_3280 = a_3273[u32(0)];
let l_3281 = l_3276 < l_3280;
if l_3281 {
a_3273[u32(0)] = l_3276;
}
let l_3282 = a_3273[u32(0)];
let l_3283 = l_3277 < l_3282;
if l_3283 {
a_3273[u32(0)] = l_3277;
}
let l_3284 = a_3273[u32(1)];
let l_3285 = l_3275 > l_3284;
if l_3285 {
a_3273[u32(1)] = l_3275;
}
let l_3286 = a_3273[u32(1)];
let l_3287 = l_3276 > l_3286;
if l_3287 {
a_3273[u32(1)] = l_3276;
}
let l_3288 = a_3273[u32(1)];
let l_3289 = l_3277 > l_3288;
if l_3289 {
a_3273[u32(1)] = l_3277;
}
let l_3290 = a_3273[u32(0)];
let l_3291 = abs(l_3290);
let l_3292 = l_3291 * l_mut_855;
let l_3293 = a_3273[u32(1)];
let l_3294 = abs(l_3293);
let l_3295 = l_3294 * l_mut_855;
l_mut_195 = u32(2);
let l_3296 = a_3273[u32(0)];
let l_3297 = l_3296 - l_3292;
let l_3298 = abs(l_3297);
l_mut_3130 = f64(1.401298464324817e-45);
let l_3299 = l_3298 >= f64(1.1754943508222875e-38);
let l_3300 = l_3298 <= f64(1.7976931348623157e308);
let l_3301 = l_3299 && l_3300;
if l_3301 {
let l_3302 = bitcast<u64>(l_3298);
let l_3303 = l_3302 >> u32(bitcast<u64>(u64(52)));
let l_3304 = l_3303 - u64(23);
let l_3305 = l_3304 << u32(bitcast<u64>(u64(52)));
let l_3306 = bitcast<f64>(l_3305);
l_mut_3130 = l_3306;
}
let l_3307 = l_3296 + l_3292;
let l_3308 = abs(l_3307);
l_mut_2876 = f64(1.401298464324817e-45);
let l_3309 = l_3308 >= f64(1.1754943508222875e-38);
let l_3310 = l_3308 <= f64(1.7976931348623157e308);
let l_3311 = l_3309 && l_3310;
if l_3311 {
let l_3312 = bitcast<u64>(l_3308);
let l_3313 = l_3312 >> u32(bitcast<u64>(u64(52)));
let l_3314 = l_3313 - u64(23);
let l_3315 = l_3314 << u32(bitcast<u64>(u64(52)));
let l_3316 = bitcast<f64>(l_3315);
l_mut_2876 = l_3316;
}
let l_3317 = l_mut_3130 == l_mut_2876;
let l_3318 = a_3273[u32(1)];
let l_3319 = l_3318 - l_3295;
let l_3320 = abs(l_3319);
l_mut_3130 = f64(1.401298464324817e-45);
let l_3321 = l_3320 >= f64(1.1754943508222875e-38);
let l_3322 = l_3320 <= f64(1.7976931348623157e308);
let l_3323 = l_3321 && l_3322;
if l_3323 {
let l_3324 = bitcast<u64>(l_3320);
let l_3325 = l_3324 >> u32(bitcast<u64>(u64(52)));
let l_3326 = l_3325 - u64(23);
let l_3327 = l_3326 << u32(bitcast<u64>(u64(52)));
let l_3328 = bitcast<f64>(l_3327);
l_mut_3130 = l_3328;
}
let l_3329 = l_3318 + l_3295;
let l_3330 = abs(l_3329);
l_mut_2876 = f64(1.401298464324817e-45);
let l_3331 = l_3330 >= f64(1.1754943508222875e-38);
let l_3332 = l_3330 <= f64(1.7976931348623157e308);
let l_3333 = l_3331 && l_3332;
if l_3333 {
let l_3334 = bitcast<u64>(l_3330);
let l_3335 = l_3334 >> u32(bitcast<u64>(u64(52)));
let l_3336 = l_3335 - u64(23);
let l_3337 = l_3336 << u32(bitcast<u64>(u64(52)));
let l_3338 = bitcast<f64>(l_3337);
l_mut_2876 = l_3338;
}
let l_3339 = l_mut_3130 == l_mut_2876;
let l_3340 = l_3317 && l_3339;
if l_3340 {
let l_3341 = a_3273[u32(0)];
let l_3342 = a_3273[u32(0)];
let l_3343 = abs(l_3342);
l_mut_3130 = f64(1.401298464324817e-45);
let l_3344 = l_3343 >= f64(1.1754943508222875e-38);
let l_3345 = l_3343 <= f64(1.7976931348623157e308);
let l_3346 = l_3344 && l_3345;
if l_3346 {
let l_3347 = bitcast<u64>(l_3343);
let l_3348 = l_3347 >> u32(bitcast<u64>(u64(52)));
let l_3349 = l_3348 - u64(23);
let l_3350 = l_3349 << u32(bitcast<u64>(u64(52)));
let l_3351 = bitcast<f64>(l_3350);
l_mut_3130 = l_3351;
}
let l_3352 = l_171 * l_mut_3130;
let l_3353 = l_3341 - l_3352;
let l_3354 = a_3273[u32(1)];
let l_3355 = a_3273[u32(1)];
let l_3356 = abs(l_3355);
l_mut_3130 = f64(1.401298464324817e-45);
let l_3357 = l_3356 >= f64(1.1754943508222875e-38);
let l_3358 = l_3356 <= f64(1.7976931348623157e308);
let l_3359 = l_3357 && l_3358;
if l_3359 {
let l_3360 = bitcast<u64>(l_3356);
let l_3361 = l_3360 >> u32(bitcast<u64>(u64(52)));
let l_3362 = l_3361 - u64(23);
let l_3363 = l_3362 << u32(bitcast<u64>(u64(52)));
let l_3364 = bitcast<f64>(l_3363);
l_mut_3130 = l_3364;
}
let l_3365 = l_171 * l_mut_3130;
let l_3366 = l_3354 + l_3365;
let l_3367 = bitcast<u32>(l_26);
let l_3368 = l_3367 & u32(2147483647);
let l_3369 = bitcast<f32>(l_3368);
let l_3370 = f64(l_3369);
l_mut_3130 = l_3370;
let l_3371 = l_3368 < u32(8388608);
if l_3371 {
let l_3372 = f64(l_3368);
let l_3373 = l_3372 * f64(1.401298464324817e-45);
l_mut_3130 = l_3373;
}
let l_3374 = bitcast<u64>(l_mut_3130);
let l_3375 = l_3367 >> u32(31);
let l_3376 = u64(l_3375);
let l_3377 = l_3376 << u32(bitcast<u64>(u64(63)));
let l_3378 = l_3374 | l_3377;
let l_3379 = bitcast<f64>(l_3378);
let l_3380 = bitcast<u32>(l_26);
let l_3381 = l_3380 + u32(1);
l_mut_3382 = l_3381;
let l_3383 = l_3380 & u32(2147483647);
let l_3384 = l_3383 == u32(0);
if l_3384 {
l_mut_3382 = u32(1);
} else {
let l_3385 = l_3380 & u32(2147483648);
let l_3386 = l_3385 != u32(0);
if l_3386 {
let l_3387 = l_3380 - u32(1);
l_mut_3382 = l_3387;
} else {
let l_3388 = l_3380 == u32(2139095040);
if l_3388 {
l_mut_3382 = l_3380;
}
}
}
let l_3389 = bitcast<f32>(l_mut_3382);
let l_3390 = bitcast<u32>(l_3389);
let l_3391 = l_3390 & u32(2147483647);
let l_3392 = bitcast<f32>(l_3391);
let l_3393 = f64(l_3392);
l_mut_3130 = l_3393;
let l_3394 = l_3391 < u32(8388608);
if l_3394 {
let l_3395 = f64(l_3391);
let l_3396 = l_3395 * f64(1.401298464324817e-45);
l_mut_3130 = l_3396;
}
let l_3397 = bitcast<u64>(l_mut_3130);
let l_3398 = l_3390 >> u32(31);
let l_3399 = u64(l_3398);
let l_3400 = l_3399 << u32(bitcast<u64>(u64(63)));
let l_3401 = l_3397 | l_3400;
let l_3402 = bitcast<f64>(l_3401);
let l_3403 = bitcast<u32>(l_26);
let l_3404 = l_3403 ^ u32(2147483648);
let l_3405 = bitcast<f32>(l_3404);
let l_3406 = bitcast<u32>(l_3405);
let l_3407 = l_3406 + u32(1);
l_mut_3382 = l_3407;
let l_3408 = l_3406 & u32(2147483647);
let l_3409 = l_3408 == u32(0);
if l_3409 {
l_mut_3382 = u32(1);
} else {
let l_3410 = l_3406 & u32(2147483648);
let l_3411 = l_3410 != u32(0);
if l_3411 {
let l_3412 = l_3406 - u32(1);
l_mut_3382 = l_3412;
} else {
let l_3413 = l_3406 == u32(2139095040);
if l_3413 {
l_mut_3382 = l_3406;
}
}
}
let l_3414 = bitcast<f32>(l_mut_3382);
let l_3415 = bitcast<u32>(l_3414);
let l_3416 = l_3415 ^ u32(2147483648);
let l_3417 = bitcast<f32>(l_3416);
let l_3418 = bitcast<u32>(l_3417);
let l_3419 = l_3418 & u32(2147483647);
let l_3420 = bitcast<f32>(l_3419);
let l_3421 = f64(l_3420);
l_mut_3130 = l_3421;
let l_3422 = l_3419 < u32(8388608);
if l_3422 {
let l_3423 = f64(l_3419);
let l_3424 = l_3423 * f64(1.401298464324817e-45);
l_mut_3130 = l_3424;
}
let l_3425 = bitcast<u64>(l_mut_3130);
let l_3426 = l_3418 >> u32(31);
let l_3427 = u64(l_3426);
let l_3428 = l_3427 << u32(bitcast<u64>(u64(63)));
let l_3429 = l_3425 | l_3428;
let l_3430 = bitcast<f64>(l_3429);
let l_3431 = l_3353 + l_3292;
let l_3432 = l_3431 <= l_3379;
l_mut_296 = l_3432;
let l_3433 = l_3353 - l_3292;
let l_3434 = l_3433 > l_3379;
l_mut_293 = l_3434;
let l_3435 = l_3366 - l_3295;
let l_3436 = l_3435 >= l_3379;
l_mut_290 = l_3436;
let l_3437 = l_3366 + l_3295;
let l_3438 = l_3437 < l_3379;
l_mut_287 = l_3438;
let l_3439 = l_3353 + l_3292;
let l_3440 = l_3439 < l_3402;
l_mut_296 = l_3440;
let l_3441 = l_3353 - l_3292;
let l_3442 = l_3441 >= l_3402;
l_mut_293 = l_3442;
let l_3443 = l_3366 - l_3295;
let l_3444 = l_3443 > l_3430;
l_mut_290 = l_3444;
let l_3445 = l_3366 + l_3295;
let l_3446 = l_3445 <= l_3430;
l_mut_287 = l_3446;
l_mut_3382 = u32(2);
let l_3447 = l_mut_293 || l_mut_287;
if l_3447 {
l_mut_3382 = u32(1);
} else {
let l_3448 = l_mut_296 && l_mut_290;
if l_3448 {
l_mut_3382 = u32(0);
}
}
let l_3449 = bitcast<u32>(l_26);
let l_3450 = l_3449 & u32(2147483647);
let l_3451 = l_3450 == u32(0);
if l_3451 {
let l_3452 = l_3353 + l_3292;
let l_3453 = l_3452 < f64(1.1754943508222875e-38);
let l_3454 = l_3366 - l_3295;
let l_3455 = l_3454 > f64(-1.1754943508222875e-38);
let l_3456 = l_3453 && l_3455;
let l_3457 = l_3353 - l_3292;
let l_3458 = l_3457 < f64(1.1754943508222875e-38);
let l_3459 = l_3366 + l_3295;
let l_3460 = l_3459 > f64(-1.1754943508222875e-38);
let l_3461 = l_3458 && l_3460;
if l_3456 {
l_mut_3382 = u32(0);
} else {
let l_3462 = l_mut_3382 == u32(1);
let l_3463 = l_3461 && l_3462;
if l_3463 {
l_mut_3382 = u32(2);
}
}
}
l_mut_195 = l_mut_3382;
}
}
let l_3464 = l_mut_1351 - l_168;
let l_3465 = abs(l_3464);
let l_3466 = l_3465 * f64(2.220446049250313e-16);
let l_3467 = l_2246 + l_3466;
let l_3468 = l_3464 + l_3467;
let l_3469 = -l_3468;
let l_3470 = l_3469 * f64(7.1362384635298e44);
let l_3471 = floor(l_3470);
let l_3472 = l_3471 * f64(1.401298464324817e-45);
l_mut_3130 = l_3472;
let l_3473 = abs(l_3469);
let l_3474 = l_3473 >= f64(1.1754943508222875e-38);
if l_3474 {
let l_3475 = f32(l_3469);
let l_3476 = f64(l_3475);
l_mut_3130 = l_3476;
let l_3477 = l_mut_3130 > l_3469;
if l_3477 {
let l_3478 = bitcast<u32>(l_3475);
let l_3479 = l_3478 ^ u32(2147483648);
let l_3480 = bitcast<f32>(l_3479);
let l_3481 = bitcast<u32>(l_3480);
let l_3482 = l_3481 + u32(1);
l_mut_3382 = l_3482;
let l_3483 = l_3481 & u32(2147483647);
let l_3484 = l_3483 == u32(0);
if l_3484 {
l_mut_3382 = u32(1);
} else {
let l_3485 = l_3481 & u32(2147483648);
let l_3486 = l_3485 != u32(0);
if l_3486 {
let l_3487 = l_3481 - u32(1);
l_mut_3382 = l_3487;
} else {
let l_3488 = l_3481 == u32(2139095040);
if l_3488 {
l_mut_3382 = l_3481;
}
}
}
let l_3489 = bitcast<f32>(l_mut_3382);
let l_3490 = bitcast<u32>(l_3489);
let l_3491 = l_3490 ^ u32(2147483648);
let l_3492 = bitcast<f32>(l_3491);
let l_3493 = bitcast<u32>(l_3492);
let l_3494 = l_3493 & u32(2147483647);
let l_3495 = bitcast<f32>(l_3494);
let l_3496 = f64(l_3495);
l_mut_2876 = l_3496;
let l_3497 = l_3494 < u32(8388608);
if l_3497 {
let l_3498 = f64(l_3494);
let l_3499 = l_3498 * f64(1.401298464324817e-45);
l_mut_2876 = l_3499;
}
let l_3500 = bitcast<u64>(l_mut_2876);
let l_3501 = l_3493 >> u32(31);
let l_3502 = u64(l_3501);
let l_3503 = l_3502 << u32(bitcast<u64>(u64(63)));
let l_3504 = l_3500 | l_3503;
let l_3505 = bitcast<f64>(l_3504);
l_mut_3130 = l_3505;
} else {
let l_3506 = bitcast<u32>(l_3475);
let l_3507 = l_3506 + u32(1);
l_mut_3382 = l_3507;
let l_3508 = l_3506 & u32(2147483647);
let l_3509 = l_3508 == u32(0);
if l_3509 {
l_mut_3382 = u32(1);
} else {
let l_3510 = l_3506 & u32(2147483648);
let l_3511 = l_3510 != u32(0);
if l_3511 {
let l_3512 = l_3506 - u32(1);
l_mut_3382 = l_3512;
} else {
let l_3513 = l_3506 == u32(2139095040);
if l_3513 {
l_mut_3382 = l_3506;
}
}
}
let l_3514 = bitcast<f32>(l_mut_3382);
let l_3515 = bitcast<u32>(l_3514);
let l_3516 = l_3515 & u32(2147483647);
let l_3517 = bitcast<f32>(l_3516);
let l_3518 = f64(l_3517);
l_mut_2876 = l_3518;
let l_3519 = l_3516 < u32(8388608);
if l_3519 {
let l_3520 = f64(l_3516);
let l_3521 = l_3520 * f64(1.401298464324817e-45);
l_mut_2876 = l_3521;
}
let l_3522 = bitcast<u64>(l_mut_2876);
let l_3523 = l_3515 >> u32(31);
let l_3524 = u64(l_3523);
let l_3525 = l_3524 << u32(bitcast<u64>(u64(63)));
let l_3526 = l_3522 | l_3525;
let l_3527 = bitcast<f64>(l_3526);
let l_3528 = l_3527 <= l_3469;
if l_3528 {
let l_3529 = bitcast<u32>(l_3475);
let l_3530 = l_3529 + u32(1);
l_mut_3382 = l_3530;
let l_3531 = l_3529 & u32(2147483647);
let l_3532 = l_3531 == u32(0);
if l_3532 {
l_mut_3382 = u32(1);
} else {
let l_3533 = l_3529 & u32(2147483648);
let l_3534 = l_3533 != u32(0);
if l_3534 {
let l_3535 = l_3529 - u32(1);
l_mut_3382 = l_3535;
} else {
let l_3536 = l_3529 == u32(2139095040);
if l_3536 {
l_mut_3382 = l_3529;
}
}
}
let l_3537 = bitcast<f32>(l_mut_3382);
let l_3538 = bitcast<u32>(l_3537);
let l_3539 = l_3538 & u32(2147483647);
let l_3540 = bitcast<f32>(l_3539);
let l_3541 = f64(l_3540);
l_mut_2876 = l_3541;
let l_3542 = l_3539 < u32(8388608);
if l_3542 {
let l_3543 = f64(l_3539);
let l_3544 = l_3543 * f64(1.401298464324817e-45);
l_mut_2876 = l_3544;
}
let l_3545 = bitcast<u64>(l_mut_2876);
let l_3546 = l_3538 >> u32(31);
let l_3547 = u64(l_3546);
let l_3548 = l_3547 << u32(bitcast<u64>(u64(63)));
let l_3549 = l_3545 | l_3548;
let l_3550 = bitcast<f64>(l_3549);
l_mut_3130 = l_3550;
}
}
}
let l_3551 = -l_mut_3130;
l_mut_3130 = l_3551;
let l_3552 = bool(true) && bool(false);
if l_3552 {
let l_3553 = l_3464 + l_3467;
let l_3554 = l_3553 * f64(7.1362384635298e44);
let l_3555 = floor(l_3554);
let l_3556 = l_3555 * f64(1.401298464324817e-45);
l_mut_2876 = l_3556;
let l_3557 = abs(l_3553);
let l_3558 = l_3557 >= f64(1.1754943508222875e-38);
if l_3558 {
let l_3559 = f32(l_3553);
let l_3560 = f64(l_3559);
l_mut_2876 = l_3560;
let l_3561 = l_mut_2876 > l_3553;
if l_3561 {
let l_3562 = bitcast<u32>(l_3559);
let l_3563 = l_3562 ^ u32(2147483648);
let l_3564 = bitcast<f32>(l_3563);
let l_3565 = bitcast<u32>(l_3564);
let l_3566 = l_3565 + u32(1);
l_mut_3382 = l_3566;
let l_3567 = l_3565 & u32(2147483647);
let l_3568 = l_3567 == u32(0);
if l_3568 {
l_mut_3382 = u32(1);
} else {
let l_3569 = l_3565 & u32(2147483648);
let l_3570 = l_3569 != u32(0);
if l_3570 {
let l_3571 = l_3565 - u32(1);
l_mut_3382 = l_3571;
} else {
let l_3572 = l_3565 == u32(2139095040);
if l_3572 {
l_mut_3382 = l_3565;
}
}
}
let l_3573 = bitcast<f32>(l_mut_3382);
let l_3574 = bitcast<u32>(l_3573);
let l_3575 = l_3574 ^ u32(2147483648);
let l_3576 = bitcast<f32>(l_3575);
let l_3577 = bitcast<u32>(l_3576);
let l_3578 = l_3577 & u32(2147483647);
let l_3579 = bitcast<f32>(l_3578);
let l_3580 = f64(l_3579);
l_mut_2620 = l_3580;
let l_3581 = l_3578 < u32(8388608);
if l_3581 {
let l_3582 = f64(l_3578);
let l_3583 = l_3582 * f64(1.401298464324817e-45);
l_mut_2620 = l_3583;
}
let l_3584 = bitcast<u64>(l_mut_2620);
let l_3585 = l_3577 >> u32(31);
let l_3586 = u64(l_3585);
let l_3587 = l_3586 << u32(bitcast<u64>(u64(63)));
let l_3588 = l_3584 | l_3587;
let l_3589 = bitcast<f64>(l_3588);
l_mut_2876 = l_3589;
} else {
let l_3590 = bitcast<u32>(l_3559);
let l_3591 = l_3590 + u32(1);
l_mut_3382 = l_3591;
let l_3592 = l_3590 & u32(2147483647);
let l_3593 = l_3592 == u32(0);
if l_3593 {
l_mut_3382 = u32(1);
} else {
let l_3594 = l_3590 & u32(2147483648);
let l_3595 = l_3594 != u32(0);
if l_3595 {
let l_3596 = l_3590 - u32(1);
l_mut_3382 = l_3596;
} else {
let l_3597 = l_3590 == u32(2139095040);
if l_3597 {
l_mut_3382 = l_3590;
}
}
}
let l_3598 = bitcast<f32>(l_mut_3382);
let l_3599 = bitcast<u32>(l_3598);
let l_3600 = l_3599 & u32(2147483647);
let l_3601 = bitcast<f32>(l_3600);
let l_3602 = f64(l_3601);
l_mut_2620 = l_3602;
let l_3603 = l_3600 < u32(8388608);
if l_3603 {
let l_3604 = f64(l_3600);
let l_3605 = l_3604 * f64(1.401298464324817e-45);
l_mut_2620 = l_3605;
}
let l_3606 = bitcast<u64>(l_mut_2620);
let l_3607 = l_3599 >> u32(31);
let l_3608 = u64(l_3607);
let l_3609 = l_3608 << u32(bitcast<u64>(u64(63)));
let l_3610 = l_3606 | l_3609;
let l_3611 = bitcast<f64>(l_3610);
let l_3612 = l_3611 <= l_3553;
if l_3612 {
let l_3613 = bitcast<u32>(l_3559);
let l_3614 = l_3613 + u32(1);
l_mut_3382 = l_3614;
let l_3615 = l_3613 & u32(2147483647);
let l_3616 = l_3615 == u32(0);
if l_3616 {
l_mut_3382 = u32(1);
} else {
let l_3617 = l_3613 & u32(2147483648);
let l_3618 = l_3617 != u32(0);
if l_3618 {
let l_3619 = l_3613 - u32(1);
l_mut_3382 = l_3619;
} else {
let l_3620 = l_3613 == u32(2139095040);
if l_3620 {
l_mut_3382 = l_3613;
}
}
}
let l_3621 = bitcast<f32>(l_mut_3382);
let l_3622 = bitcast<u32>(l_3621);
let l_3623 = l_3622 & u32(2147483647);
let l_3624 = bitcast<f32>(l_3623);
let l_3625 = f64(l_3624);
l_mut_2620 = l_3625;
let l_3626 = l_3623 < u32(8388608);
if l_3626 {
let l_3627 = f64(l_3623);
let l_3628 = l_3627 * f64(1.401298464324817e-45);
l_mut_2620 = l_3628;
}
let l_3629 = bitcast<u64>(l_mut_2620);
let l_3630 = l_3622 >> u32(31);
let l_3631 = u64(l_3630);
let l_3632 = l_3631 << u32(bitcast<u64>(u64(63)));
let l_3633 = l_3629 | l_3632;
let l_3634 = bitcast<f64>(l_3633);
l_mut_2876 = l_3634;
}
}
}
l_mut_3130 = l_mut_2876;
} else {
let l_3635 = l_3464 - l_3467;
let l_3636 = l_3635 * f64(7.1362384635298e44);
let l_3637 = floor(l_3636);
let l_3638 = l_3637 * f64(1.401298464324817e-45);
l_mut_2876 = l_3638;
let l_3639 = abs(l_3635);
let l_3640 = l_3639 >= f64(1.1754943508222875e-38);
if l_3640 {
let l_3641 = f32(l_3635);
let l_3642 = f64(l_3641);
l_mut_2876 = l_3642;
let l_3643 = l_mut_2876 > l_3635;
if l_3643 {
let l_3644 = bitcast<u32>(l_3641);
let l_3645 = l_3644 ^ u32(2147483648);
let l_3646 = bitcast<f32>(l_3645);
let l_3647 = bitcast<u32>(l_3646);
let l_3648 = l_3647 + u32(1);
l_mut_3382 = l_3648;
let l_3649 = l_3647 & u32(2147483647);
let l_3650 = l_3649 == u32(0);
if l_3650 {
l_mut_3382 = u32(1);
} else {
let l_3651 = l_3647 & u32(2147483648);
let l_3652 = l_3651 != u32(0);
if l_3652 {
let l_3653 = l_3647 - u32(1);
l_mut_3382 = l_3653;
} else {
let l_3654 = l_3647 == u32(2139095040);
if l_3654 {
l_mut_3382 = l_3647;
}
}
}
let l_3655 = bitcast<f32>(l_mut_3382);
let l_3656 = bitcast<u32>(l_3655);
let l_3657 = l_3656 ^ u32(2147483648);
let l_3658 = bitcast<f32>(l_3657);
let l_3659 = bitcast<u32>(l_3658);
let l_3660 = l_3659 & u32(2147483647);
let l_3661 = bitcast<f32>(l_3660);
let l_3662 = f64(l_3661);
l_mut_2620 = l_3662;
let l_3663 = l_3660 < u32(8388608);
if l_3663 {
let l_3664 = f64(l_3660);
let l_3665 = l_3664 * f64(1.401298464324817e-45);
l_mut_2620 = l_3665;
}
let l_3666 = bitcast<u64>(l_mut_2620);
let l_3667 = l_3659 >> u32(31);
let l_3668 = u64(l_3667);
let l_3669 = l_3668 << u32(bitcast<u64>(u64(63)));
let l_3670 = l_3666 | l_3669;
let l_3671 = bitcast<f64>(l_3670);
l_mut_2876 = l_3671;
} else {
let l_3672 = bitcast<u32>(l_3641);
let l_3673 = l_3672 + u32(1);
l_mut_3382 = l_3673;
let l_3674 = l_3672 & u32(2147483647);
let l_3675 = l_3674 == u32(0);
if l_3675 {
l_mut_3382 = u32(1);
} else {
let l_3676 = l_3672 & u32(2147483648);
let l_3677 = l_3676 != u32(0);
if l_3677 {
let l_3678 = l_3672 - u32(1);
l_mut_3382 = l_3678;
} else {
let l_3679 = l_3672 == u32(2139095040);
if l_3679 {
l_mut_3382 = l_3672;
}
}
}
let l_3680 = bitcast<f32>(l_mut_3382);
let l_3681 = bitcast<u32>(l_3680);
let l_3682 = l_3681 & u32(2147483647);
let l_3683 = bitcast<f32>(l_3682);
let l_3684 = f64(l_3683);
l_mut_2620 = l_3684;
let l_3685 = l_3682 < u32(8388608);
if l_3685 {
let l_3686 = f64(l_3682);
let l_3687 = l_3686 * f64(1.401298464324817e-45);
l_mut_2620 = l_3687;
}
let l_3688 = bitcast<u64>(l_mut_2620);
let l_3689 = l_3681 >> u32(31);
let l_3690 = u64(l_3689);
let l_3691 = l_3690 << u32(bitcast<u64>(u64(63)));
let l_3692 = l_3688 | l_3691;
let l_3693 = bitcast<f64>(l_3692);
let l_3694 = l_3693 <= l_3635;
if l_3694 {
let l_3695 = bitcast<u32>(l_3641);
let l_3696 = l_3695 + u32(1);
l_mut_3382 = l_3696;
let l_3697 = l_3695 & u32(2147483647);
let l_3698 = l_3697 == u32(0);
if l_3698 {
l_mut_3382 = u32(1);
} else {
let l_3699 = l_3695 & u32(2147483648);
let l_3700 = l_3699 != u32(0);
if l_3700 {
let l_3701 = l_3695 - u32(1);
l_mut_3382 = l_3701;
} else {
let l_3702 = l_3695 == u32(2139095040);
if l_3702 {
l_mut_3382 = l_3695;
}
}
}
let l_3703 = bitcast<f32>(l_mut_3382);
let l_3704 = bitcast<u32>(l_3703);
let l_3705 = l_3704 & u32(2147483647);
let l_3706 = bitcast<f32>(l_3705);
let l_3707 = f64(l_3706);
l_mut_2620 = l_3707;
let l_3708 = l_3705 < u32(8388608);
if l_3708 {
let l_3709 = f64(l_3705);
let l_3710 = l_3709 * f64(1.401298464324817e-45);
l_mut_2620 = l_3710;
}
let l_3711 = bitcast<u64>(l_mut_2620);
let l_3712 = l_3704 >> u32(31);
let l_3713 = u64(l_3712);
let l_3714 = l_3713 << u32(bitcast<u64>(u64(63)));
let l_3715 = l_3711 | l_3714;
let l_3716 = bitcast<f64>(l_3715);
l_mut_2876 = l_3716;
}
}
}
l_mut_3130 = l_mut_2876;
}
let l_3717 = l_mut_1351 + l_168;
let l_3718 = abs(l_3717);
let l_3719 = l_3718 * f64(2.220446049250313e-16);
let l_3720 = l_2246 + l_3719;
let l_3721 = l_3717 + l_3720;
let l_3722 = -l_3721;
let l_3723 = l_3722 * f64(7.1362384635298e44);
let l_3724 = floor(l_3723);
let l_3725 = l_3724 * f64(1.401298464324817e-45);
l_mut_2876 = l_3725;
let l_3726 = abs(l_3722);
let l_3727 = l_3726 >= f64(1.1754943508222875e-38);
if l_3727 {
let l_3728 = f32(l_3722);
let l_3729 = f64(l_3728);
l_mut_2876 = l_3729;
let l_3730 = l_mut_2876 > l_3722;
if l_3730 {
let l_3731 = bitcast<u32>(l_3728);
let l_3732 = l_3731 ^ u32(2147483648);
let l_3733 = bitcast<f32>(l_3732);
let l_3734 = bitcast<u32>(l_3733);
let l_3735 = l_3734 + u32(1);
l_mut_3382 = l_3735;
let l_3736 = l_3734 & u32(2147483647);
let l_3737 = l_3736 == u32(0);
if l_3737 {
l_mut_3382 = u32(1);
} else {
let l_3738 = l_3734 & u32(2147483648);
let l_3739 = l_3738 != u32(0);
if l_3739 {
let l_3740 = l_3734 - u32(1);
l_mut_3382 = l_3740;
} else {
let l_3741 = l_3734 == u32(2139095040);
if l_3741 {
l_mut_3382 = l_3734;
}
}
}
let l_3742 = bitcast<f32>(l_mut_3382);
let l_3743 = bitcast<u32>(l_3742);
let l_3744 = l_3743 ^ u32(2147483648);
let l_3745 = bitcast<f32>(l_3744);
let l_3746 = bitcast<u32>(l_3745);
let l_3747 = l_3746 & u32(2147483647);
let l_3748 = bitcast<f32>(l_3747);
let l_3749 = f64(l_3748);
l_mut_2620 = l_3749;
let l_3750 = l_3747 < u32(8388608);
if l_3750 {
let l_3751 = f64(l_3747);
let l_3752 = l_3751 * f64(1.401298464324817e-45);
l_mut_2620 = l_3752;
}
let l_3753 = bitcast<u64>(l_mut_2620);
let l_3754 = l_3746 >> u32(31);
let l_3755 = u64(l_3754);
let l_3756 = l_3755 << u32(bitcast<u64>(u64(63)));
let l_3757 = l_3753 | l_3756;
let l_3758 = bitcast<f64>(l_3757);
l_mut_2876 = l_3758;
} else {
let l_3759 = bitcast<u32>(l_3728);
let l_3760 = l_3759 + u32(1);
l_mut_3382 = l_3760;
let l_3761 = l_3759 & u32(2147483647);
let l_3762 = l_3761 == u32(0);
if l_3762 {
l_mut_3382 = u32(1);
} else {
let l_3763 = l_3759 & u32(2147483648);
let l_3764 = l_3763 != u32(0);
if l_3764 {
let l_3765 = l_3759 - u32(1);
l_mut_3382 = l_3765;
} else {
let l_3766 = l_3759 == u32(2139095040);
if l_3766 {
l_mut_3382 = l_3759;
}
}
}
let l_3767 = bitcast<f32>(l_mut_3382);
let l_3768 = bitcast<u32>(l_3767);
let l_3769 = l_3768 & u32(2147483647);
let l_3770 = bitcast<f32>(l_3769);
let l_3771 = f64(l_3770);
l_mut_2620 = l_3771;
let l_3772 = l_3769 < u32(8388608);
if l_3772 {
let l_3773 = f64(l_3769);
let l_3774 = l_3773 * f64(1.401298464324817e-45);
l_mut_2620 = l_3774;
}
let l_3775 = bitcast<u64>(l_mut_2620);
let l_3776 = l_3768 >> u32(31);
let l_3777 = u64(l_3776);
let l_3778 = l_3777 << u32(bitcast<u64>(u64(63)));
let l_3779 = l_3775 | l_3778;
let l_3780 = bitcast<f64>(l_3779);
let l_3781 = l_3780 <= l_3722;
if l_3781 {
let l_3782 = bitcast<u32>(l_3728);
let l_3783 = l_3782 + u32(1);
l_mut_3382 = l_3783;
let l_3784 = l_3782 & u32(2147483647);
let l_3785 = l_3784 == u32(0);
if l_3785 {
l_mut_3382 = u32(1);
} else {
let l_3786 = l_3782 & u32(2147483648);
let l_3787 = l_3786 != u32(0);
if l_3787 {
let l_3788 = l_3782 - u32(1);
l_mut_3382 = l_3788;
} else {
let l_3789 = l_3782 == u32(2139095040);
if l_3789 {
l_mut_3382 = l_3782;
}
}
}
let l_3790 = bitcast<f32>(l_mut_3382);
let l_3791 = bitcast<u32>(l_3790);
let l_3792 = l_3791 & u32(2147483647);
let l_3793 = bitcast<f32>(l_3792);
let l_3794 = f64(l_3793);
l_mut_2620 = l_3794;
let l_3795 = l_3792 < u32(8388608);
if l_3795 {
let l_3796 = f64(l_3792);
let l_3797 = l_3796 * f64(1.401298464324817e-45);
l_mut_2620 = l_3797;
}
let l_3798 = bitcast<u64>(l_mut_2620);
let l_3799 = l_3791 >> u32(31);
let l_3800 = u64(l_3799);
let l_3801 = l_3800 << u32(bitcast<u64>(u64(63)));
let l_3802 = l_3798 | l_3801;
let l_3803 = bitcast<f64>(l_3802);
l_mut_2876 = l_3803;
}
}
}
let l_3804 = -l_mut_2876;
l_mut_2876 = l_3804;
let l_3805 = bool(false) && bool(false);
if l_3805 {
let l_3806 = l_3717 + l_3720;
let l_3807 = l_3806 * f64(7.1362384635298e44);
let l_3808 = floor(l_3807);
let l_3809 = l_3808 * f64(1.401298464324817e-45);
l_mut_2620 = l_3809;
let l_3810 = abs(l_3806);
let l_3811 = l_3810 >= f64(1.1754943508222875e-38);
if l_3811 {
let l_3812 = f32(l_3806);
let l_3813 = f64(l_3812);
l_mut_2620 = l_3813;
let l_3814 = l_mut_2620 > l_3806;
if l_3814 {
let l_3815 = bitcast<u32>(l_3812);
let l_3816 = l_3815 ^ u32(2147483648);
let l_3817 = bitcast<f32>(l_3816);
let l_3818 = bitcast<u32>(l_3817);
let l_3819 = l_3818 + u32(1);
l_mut_3382 = l_3819;
let l_3820 = l_3818 & u32(2147483647);
let l_3821 = l_3820 == u32(0);
if l_3821 {
l_mut_3382 = u32(1);
} else {
let l_3822 = l_3818 & u32(2147483648);
let l_3823 = l_3822 != u32(0);
if l_3823 {
let l_3824 = l_3818 - u32(1);
l_mut_3382 = l_3824;
} else {
let l_3825 = l_3818 == u32(2139095040);
if l_3825 {
l_mut_3382 = l_3818;
}
}
}
let l_3826 = bitcast<f32>(l_mut_3382);
let l_3827 = bitcast<u32>(l_3826);
let l_3828 = l_3827 ^ u32(2147483648);
let l_3829 = bitcast<f32>(l_3828);
let l_3830 = bitcast<u32>(l_3829);
let l_3831 = l_3830 & u32(2147483647);
let l_3832 = bitcast<f32>(l_3831);
let l_3833 = f64(l_3832);
l_mut_2366 = l_3833;
let l_3834 = l_3831 < u32(8388608);
if l_3834 {
let l_3835 = f64(l_3831);
let l_3836 = l_3835 * f64(1.401298464324817e-45);
l_mut_2366 = l_3836;
}
let l_3837 = bitcast<u64>(l_mut_2366);
let l_3838 = l_3830 >> u32(31);
let l_3839 = u64(l_3838);
let l_3840 = l_3839 << u32(bitcast<u64>(u64(63)));
let l_3841 = l_3837 | l_3840;
let l_3842 = bitcast<f64>(l_3841);
l_mut_2620 = l_3842;
} else {
let l_3843 = bitcast<u32>(l_3812);
let l_3844 = l_3843 + u32(1);
l_mut_3382 = l_3844;
let l_3845 = l_3843 & u32(2147483647);
let l_3846 = l_3845 == u32(0);
if l_3846 {
l_mut_3382 = u32(1);
} else {
let l_3847 = l_3843 & u32(2147483648);
let l_3848 = l_3847 != u32(0);
if l_3848 {
let l_3849 = l_3843 - u32(1);
l_mut_3382 = l_3849;
} else {
let l_3850 = l_3843 == u32(2139095040);
if l_3850 {
l_mut_3382 = l_3843;
}
}
}
let l_3851 = bitcast<f32>(l_mut_3382);
let l_3852 = bitcast<u32>(l_3851);
let l_3853 = l_3852 & u32(2147483647);
let l_3854 = bitcast<f32>(l_3853);
let l_3855 = f64(l_3854);
l_mut_2366 = l_3855;
let l_3856 = l_3853 < u32(8388608);
if l_3856 {
let l_3857 = f64(l_3853);
let l_3858 = l_3857 * f64(1.401298464324817e-45);
l_mut_2366 = l_3858;
}
let l_3859 = bitcast<u64>(l_mut_2366);
let l_3860 = l_3852 >> u32(31);
let l_3861 = u64(l_3860);
let l_3862 = l_3861 << u32(bitcast<u64>(u64(63)));
let l_3863 = l_3859 | l_3862;
let l_3864 = bitcast<f64>(l_3863);
let l_3865 = l_3864 <= l_3806;
if l_3865 {
let l_3866 = bitcast<u32>(l_3812);
let l_3867 = l_3866 + u32(1);
l_mut_3382 = l_3867;
let l_3868 = l_3866 & u32(2147483647);
let l_3869 = l_3868 == u32(0);
if l_3869 {
l_mut_3382 = u32(1);
} else {
let l_3870 = l_3866 & u32(2147483648);
let l_3871 = l_3870 != u32(0);
if l_3871 {
let l_3872 = l_3866 - u32(1);
l_mut_3382 = l_3872;
} else {
let l_3873 = l_3866 == u32(2139095040);
if l_3873 {
l_mut_3382 = l_3866;
}
}
}
let l_3874 = bitcast<f32>(l_mut_3382);
let l_3875 = bitcast<u32>(l_3874);
let l_3876 = l_3875 & u32(2147483647);
let l_3877 = bitcast<f32>(l_3876);
let l_3878 = f64(l_3877);
l_mut_2366 = l_3878;
let l_3879 = l_3876 < u32(8388608);
if l_3879 {
let l_3880 = f64(l_3876);
let l_3881 = l_3880 * f64(1.401298464324817e-45);
l_mut_2366 = l_3881;
}
let l_3882 = bitcast<u64>(l_mut_2366);
let l_3883 = l_3875 >> u32(31);
let l_3884 = u64(l_3883);
let l_3885 = l_3884 << u32(bitcast<u64>(u64(63)));
let l_3886 = l_3882 | l_3885;
let l_3887 = bitcast<f64>(l_3886);
l_mut_2620 = l_3887;
}
}
}
l_mut_2876 = l_mut_2620;
} else {
}
let l_3888 = l_mut_1268 - l_168;
let l_3889 = abs(l_3888);
let l_3890 = l_3889 * f64(2.220446049250313e-16);
let l_3891 = l_2248 + l_3890;
let l_3892 = l_3888 + l_3891;
let l_3893 = -l_3892;
let l_3894 = l_3893 * f64(7.1362384635298e44);
let l_3895 = floor(l_3894);
let l_3896 = l_3895 * f64(1.401298464324817e-45);
l_mut_2620 = l_3896;
let l_3897 = abs(l_3893);
let l_3898 = l_3897 >= f64(1.1754943508222875e-38);
if l_3898 {
let l_3899 = f32(l_3893);
let l_3900 = f64(l_3899);
l_mut_2620 = l_3900;
let l_3901 = l_mut_2620 > l_3893;
if l_3901 {
let l_3902 = bitcast<u32>(l_3899);
let l_3903 = l_3902 ^ u32(2147483648);
let l_3904 = bitcast<f32>(l_3903);
let l_3905 = bitcast<u32>(l_3904);
let l_3906 = l_3905 + u32(1);
l_mut_3382 = l_3906;
let l_3907 = l_3905 & u32(2147483647);
let l_3908 = l_3907 == u32(0);
if l_3908 {
l_mut_3382 = u32(1);
} else {
let l_3909 = l_3905 & u32(2147483648);
let l_3910 = l_3909 != u32(0);
if l_3910 {
let l_3911 = l_3905 - u32(1);
l_mut_3382 = l_3911;
} else {
let l_3912 = l_3905 == u32(2139095040);
if l_3912 {
l_mut_3382 = l_3905;
}
}
}
let l_3913 = bitcast<f32>(l_mut_3382);
let l_3914 = bitcast<u32>(l_3913);
let l_3915 = l_3914 ^ u32(2147483648);
let l_3916 = bitcast<f32>(l_3915);
let l_3917 = bitcast<u32>(l_3916);
let l_3918 = l_3917 & u32(2147483647);
let l_3919 = bitcast<f32>(l_3918);
let l_3920 = f64(l_3919);
l_mut_2366 = l_3920;
let l_3921 = l_3918 < u32(8388608);
if l_3921 {
let l_3922 = f64(l_3918);
let l_3923 = l_3922 * f64(1.401298464324817e-45);
l_mut_2366 = l_3923;
}
let l_3924 = bitcast<u64>(l_mut_2366);
let l_3925 = l_3917 >> u32(31);
let l_3926 = u64(l_3925);
let l_3927 = l_3926 << u32(bitcast<u64>(u64(63)));
let l_3928 = l_3924 | l_3927;
let l_3929 = bitcast<f64>(l_3928);
l_mut_2620 = l_3929;
} else {
let l_3930 = bitcast<u32>(l_3899);
let l_3931 = l_3930 + u32(1);
l_mut_3382 = l_3931;
let l_3932 = l_3930 & u32(2147483647);
let l_3933 = l_3932 == u32(0);
if l_3933 {
l_mut_3382 = u32(1);
} else {
let l_3934 = l_3930 & u32(2147483648);
let l_3935 = l_3934 != u32(0);
if l_3935 {
let l_3936 = l_3930 - u32(1);
l_mut_3382 = l_3936;
} else {
let l_3937 = l_3930 == u32(2139095040);
if l_3937 {
l_mut_3382 = l_3930;
}
}
}
let l_3938 = bitcast<f32>(l_mut_3382);
let l_3939 = bitcast<u32>(l_3938);
let l_3940 = l_3939 & u32(2147483647);
let l_3941 = bitcast<f32>(l_3940);
let l_3942 = f64(l_3941);
l_mut_2366 = l_3942;
let l_3943 = l_3940 < u32(8388608);
if l_3943 {
let l_3944 = f64(l_3940);
let l_3945 = l_3944 * f64(1.401298464324817e-45);
l_mut_2366 = l_3945;
}
let l_3946 = bitcast<u64>(l_mut_2366);
let l_3947 = l_3939 >> u32(31);
let l_3948 = u64(l_3947);
let l_3949 = l_3948 << u32(bitcast<u64>(u64(63)));
let l_3950 = l_3946 | l_3949;
let l_3951 = bitcast<f64>(l_3950);
let l_3952 = l_3951 <= l_3893;
if l_3952 {
let l_3953 = bitcast<u32>(l_3899);
let l_3954 = l_3953 + u32(1);
l_mut_3382 = l_3954;
let l_3955 = l_3953 & u32(2147483647);
let l_3956 = l_3955 == u32(0);
if l_3956 {
l_mut_3382 = u32(1);
} else {
let l_3957 = l_3953 & u32(2147483648);
let l_3958 = l_3957 != u32(0);
if l_3958 {
let l_3959 = l_3953 - u32(1);
l_mut_3382 = l_3959;
} else {
let l_3960 = l_3953 == u32(2139095040);
if l_3960 {
l_mut_3382 = l_3953;
}
}
}
let l_3961 = bitcast<f32>(l_mut_3382);
let l_3962 = bitcast<u32>(l_3961);
let l_3963 = l_3962 & u32(2147483647);
let l_3964 = bitcast<f32>(l_3963);
let l_3965 = f64(l_3964);
l_mut_2366 = l_3965;
let l_3966 = l_3963 < u32(8388608);
if l_3966 {
let l_3967 = f64(l_3963);
let l_3968 = l_3967 * f64(1.401298464324817e-45);
l_mut_2366 = l_3968;
}
let l_3969 = bitcast<u64>(l_mut_2366);
let l_3970 = l_3962 >> u32(31);
let l_3971 = u64(l_3970);
let l_3972 = l_3971 << u32(bitcast<u64>(u64(63)));
let l_3973 = l_3969 | l_3972;
let l_3974 = bitcast<f64>(l_3973);
l_mut_2620 = l_3974;
}
}
}
let l_3975 = -l_mut_2620;
l_mut_2620 = l_3975;
let l_3976 = bool(true) && bool(false);
if l_3976 {
let l_3977 = l_3888 + l_3891;
let l_3978 = l_3977 * f64(7.1362384635298e44);
let l_3979 = floor(l_3978);
let l_3980 = l_3979 * f64(1.401298464324817e-45);
l_mut_2366 = l_3980;
let l_3981 = abs(l_3977);
let l_3982 = l_3981 >= f64(1.1754943508222875e-38);
if l_3982 {
let l_3983 = f32(l_3977);
let l_3984 = f64(l_3983);
l_mut_2366 = l_3984;
let l_3985 = l_mut_2366 > l_3977;
if l_3985 {
let l_3986 = bitcast<u32>(l_3983);
let l_3987 = l_3986 ^ u32(2147483648);
let l_3988 = bitcast<f32>(l_3987);
let l_3989 = bitcast<u32>(l_3988);
let l_3990 = l_3989 + u32(1);
l_mut_3382 = l_3990;
let l_3991 = l_3989 & u32(2147483647);
let l_3992 = l_3991 == u32(0);
if l_3992 {
l_mut_3382 = u32(1);
} else {
let l_3993 = l_3989 & u32(2147483648);
let l_3994 = l_3993 != u32(0);
if l_3994 {
let l_3995 = l_3989 - u32(1);
l_mut_3382 = l_3995;
} else {
let l_3996 = l_3989 == u32(2139095040);
if l_3996 {
l_mut_3382 = l_3989;
}
}
}
let l_3997 = bitcast<f32>(l_mut_3382);
let l_3998 = bitcast<u32>(l_3997);
let l_3999 = l_3998 ^ u32(2147483648);
let l_4000 = bitcast<f32>(l_3999);
let l_4001 = bitcast<u32>(l_4000);
let l_4002 = l_4001 & u32(2147483647);
let l_4003 = bitcast<f32>(l_4002);
let l_4004 = f64(l_4003);
l_mut_43 = l_4004;
let l_4005 = l_4002 < u32(8388608);
if l_4005 {
let l_4006 = f64(l_4002);
let l_4007 = l_4006 * f64(1.401298464324817e-45);
l_mut_43 = l_4007;
}
let l_4008 = bitcast<u64>(l_mut_43);
let l_4009 = l_4001 >> u32(31);
let l_4010 = u64(l_4009);
let l_4011 = l_4010 << u32(bitcast<u64>(u64(63)));
let l_4012 = l_4008 | l_4011;
let l_4013 = bitcast<f64>(l_4012);
l_mut_2366 = l_4013;
} else {
let l_4014 = bitcast<u32>(l_3983);
let l_4015 = l_4014 + u32(1);
l_mut_3382 = l_4015;
let l_4016 = l_4014 & u32(2147483647);
let l_4017 = l_4016 == u32(0);
if l_4017 {
l_mut_3382 = u32(1);
} else {
let l_4018 = l_4014 & u32(2147483648);
let l_4019 = l_4018 != u32(0);
if l_4019 {
let l_4020 = l_4014 - u32(1);
l_mut_3382 = l_4020;
} else {
let l_4021 = l_4014 == u32(2139095040);
if l_4021 {
l_mut_3382 = l_4014;
}
}
}
let l_4022 = bitcast<f32>(l_mut_3382);
let l_4023 = bitcast<u32>(l_4022);
let l_4024 = l_4023 & u32(2147483647);
let l_4025 = bitcast<f32>(l_4024);
let l_4026 = f64(l_4025);
l_mut_43 = l_4026;
let l_4027 = l_4024 < u32(8388608);
if l_4027 {
let l_4028 = f64(l_4024);
let l_4029 = l_4028 * f64(1.401298464324817e-45);
l_mut_43 = l_4029;
}
let l_4030 = bitcast<u64>(l_mut_43);
let l_4031 = l_4023 >> u32(31);
let l_4032 = u64(l_4031);
let l_4033 = l_4032 << u32(bitcast<u64>(u64(63)));
let l_4034 = l_4030 | l_4033;
let l_4035 = bitcast<f64>(l_4034);
let l_4036 = l_4035 <= l_3977;
if l_4036 {
let l_4037 = bitcast<u32>(l_3983);
let l_4038 = l_4037 + u32(1);
l_mut_3382 = l_4038;
let l_4039 = l_4037 & u32(2147483647);
let l_4040 = l_4039 == u32(0);
if l_4040 {
l_mut_3382 = u32(1);
} else {
let l_4041 = l_4037 & u32(2147483648);
let l_4042 = l_4041 != u32(0);
if l_4042 {
let l_4043 = l_4037 - u32(1);
l_mut_3382 = l_4043;
} else {
let l_4044 = l_4037 == u32(2139095040);
if l_4044 {
l_mut_3382 = l_4037;
}
}
}
let l_4045 = bitcast<f32>(l_mut_3382);
let l_4046 = bitcast<u32>(l_4045);
let l_4047 = l_4046 & u32(2147483647);
let l_4048 = bitcast<f32>(l_4047);
let l_4049 = f64(l_4048);
l_mut_43 = l_4049;
let l_4050 = l_4047 < u32(8388608);
if l_4050 {
let l_4051 = f64(l_4047);
let l_4052 = l_4051 * f64(1.401298464324817e-45);
l_mut_43 = l_4052;
}
let l_4053 = bitcast<u64>(l_mut_43);
let l_4054 = l_4046 >> u32(31);
let l_4055 = u64(l_4054);
let l_4056 = l_4055 << u32(bitcast<u64>(u64(63)));
let l_4057 = l_4053 | l_4056;
let l_4058 = bitcast<f64>(l_4057);
l_mut_2366 = l_4058;
}
}
}
l_mut_2620 = l_mut_2366;
} else {
let l_4059 = l_3888 - l_3891;
let l_4060 = l_4059 * f64(7.1362384635298e44);
let l_4061 = floor(l_4060);
let l_4062 = l_4061 * f64(1.401298464324817e-45);
l_mut_2366 = l_4062;
let l_4063 = abs(l_4059);
let l_4064 = l_4063 >= f64(1.1754943508222875e-38);
if l_4064 {
let l_4065 = f32(l_4059);
let l_4066 = f64(l_4065);
l_mut_2366 = l_4066;
let l_4067 = l_mut_2366 > l_4059;
if l_4067 {
let l_4068 = bitcast<u32>(l_4065);
let l_4069 = l_4068 ^ u32(2147483648);
let l_4070 = bitcast<f32>(l_4069);
let l_4071 = bitcast<u32>(l_4070);
let l_4072 = l_4071 + u32(1);
l_mut_3382 = l_4072;
let l_4073 = l_4071 & u32(2147483647);
let l_4074 = l_4073 == u32(0);
if l_4074 {
l_mut_3382 = u32(1);
} else {
let l_4075 = l_4071 & u32(2147483648);
let l_4076 = l_4075 != u32(0);
if l_4076 {
let l_4077 = l_4071 - u32(1);
l_mut_3382 = l_4077;
} else {
let l_4078 = l_4071 == u32(2139095040);
if l_4078 {
l_mut_3382 = l_4071;
}
}
}
let l_4079 = bitcast<f32>(l_mut_3382);
let l_4080 = bitcast<u32>(l_4079);
let l_4081 = l_4080 ^ u32(2147483648);
let l_4082 = bitcast<f32>(l_4081);
let l_4083 = bitcast<u32>(l_4082);
let l_4084 = l_4083 & u32(2147483647);
let l_4085 = bitcast<f32>(l_4084);
let l_4086 = f64(l_4085);
l_mut_43 = l_4086;
let l_4087 = l_4084 < u32(8388608);
if l_4087 {
let l_4088 = f64(l_4084);
let l_4089 = l_4088 * f64(1.401298464324817e-45);
l_mut_43 = l_4089;
}
let l_4090 = bitcast<u64>(l_mut_43);
let l_4091 = l_4083 >> u32(31);
let l_4092 = u64(l_4091);
let l_4093 = l_4092 << u32(bitcast<u64>(u64(63)));
let l_4094 = l_4090 | l_4093;
let l_4095 = bitcast<f64>(l_4094);
l_mut_2366 = l_4095;
} else {
let l_4096 = bitcast<u32>(l_4065);
let l_4097 = l_4096 + u32(1);
l_mut_3382 = l_4097;
let l_4098 = l_4096 & u32(2147483647);
let l_4099 = l_4098 == u32(0);
if l_4099 {
l_mut_3382 = u32(1);
} else {
let l_4100 = l_4096 & u32(2147483648);
let l_4101 = l_4100 != u32(0);
if l_4101 {
let l_4102 = l_4096 - u32(1);
l_mut_3382 = l_4102;
} else {
let l_4103 = l_4096 == u32(2139095040);
if l_4103 {
l_mut_3382 = l_4096;
}
}
}
let l_4104 = bitcast<f32>(l_mut_3382);
let l_4105 = bitcast<u32>(l_4104);
let l_4106 = l_4105 & u32(2147483647);
let l_4107 = bitcast<f32>(l_4106);
let l_4108 = f64(l_4107);
l_mut_43 = l_4108;
let l_4109 = l_4106 < u32(8388608);
if l_4109 {
let l_4110 = f64(l_4106);
let l_4111 = l_4110 * f64(1.401298464324817e-45);
l_mut_43 = l_4111;
}
let l_4112 = bitcast<u64>(l_mut_43);
let l_4113 = l_4105 >> u32(31);
let l_4114 = u64(l_4113);
let l_4115 = l_4114 << u32(bitcast<u64>(u64(63)));
let l_4116 = l_4112 | l_4115;
let l_4117 = bitcast<f64>(l_4116);
let l_4118 = l_4117 <= l_4059;
if l_4118 {
let l_4119 = bitcast<u32>(l_4065);
let l_4120 = l_4119 + u32(1);
l_mut_3382 = l_4120;
let l_4121 = l_4119 & u32(2147483647);
let l_4122 = l_4121 == u32(0);
if l_4122 {
l_mut_3382 = u32(1);
} else {
let l_4123 = l_4119 & u32(2147483648);
let l_4124 = l_4123 != u32(0);
if l_4124 {
let l_4125 = l_4119 - u32(1);
l_mut_3382 = l_4125;
} else {
let l_4126 = l_4119 == u32(2139095040);
if l_4126 {
l_mut_3382 = l_4119;
}
}
}
let l_4127 = bitcast<f32>(l_mut_3382);
let l_4128 = bitcast<u32>(l_4127);
let l_4129 = l_4128 & u32(2147483647);
let l_4130 = bitcast<f32>(l_4129);
let l_4131 = f64(l_4130);
l_mut_43 = l_4131;
let l_4132 = l_4129 < u32(8388608);
if l_4132 {
let l_4133 = f64(l_4129);
let l_4134 = l_4133 * f64(1.401298464324817e-45);
l_mut_43 = l_4134;
}
let l_4135 = bitcast<u64>(l_mut_43);
let l_4136 = l_4128 >> u32(31);
let l_4137 = u64(l_4136);
let l_4138 = l_4137 << u32(bitcast<u64>(u64(63)));
let l_4139 = l_4135 | l_4138;
let l_4140 = bitcast<f64>(l_4139);
l_mut_2366 = l_4140;
}
}
}
l_mut_2620 = l_mut_2366;
}
let l_4141 = l_mut_1268 + l_168;
let l_4142 = abs(l_4141);
let l_4143 = l_4142 * f64(2.220446049250313e-16);
let l_4144 = l_2248 + l_4143;
let l_4145 = l_4141 + l_4144;
let l_4146 = -l_4145;
let l_4147 = l_4146 * f64(7.1362384635298e44);
let l_4148 = floor(l_4147);
let l_4149 = l_4148 * f64(1.401298464324817e-45);
l_mut_2366 = l_4149;
let l_4150 = abs(l_4146);
let l_4151 = l_4150 >= f64(1.1754943508222875e-38);
if l_4151 {
let l_4152 = f32(l_4146);
let l_4153 = f64(l_4152);
l_mut_2366 = l_4153;
let l_4154 = l_mut_2366 > l_4146;
if l_4154 {
let l_4155 = bitcast<u32>(l_4152);
let l_4156 = l_4155 ^ u32(2147483648);
let l_4157 = bitcast<f32>(l_4156);
let l_4158 = bitcast<u32>(l_4157);
let l_4159 = l_4158 + u32(1);
l_mut_3382 = l_4159;
let l_4160 = l_4158 & u32(2147483647);
let l_4161 = l_4160 == u32(0);
if l_4161 {
l_mut_3382 = u32(1);
} else {
let l_4162 = l_4158 & u32(2147483648);
let l_4163 = l_4162 != u32(0);
if l_4163 {
let l_4164 = l_4158 - u32(1);
l_mut_3382 = l_4164;
} else {
let l_4165 = l_4158 == u32(2139095040);
if l_4165 {
l_mut_3382 = l_4158;
}
}
}
let l_4166 = bitcast<f32>(l_mut_3382);
let l_4167 = bitcast<u32>(l_4166);
let l_4168 = l_4167 ^ u32(2147483648);
let l_4169 = bitcast<f32>(l_4168);
let l_4170 = bitcast<u32>(l_4169);
let l_4171 = l_4170 & u32(2147483647);
let l_4172 = bitcast<f32>(l_4171);
let l_4173 = f64(l_4172);
l_mut_43 = l_4173;
let l_4174 = l_4171 < u32(8388608);
if l_4174 {
let l_4175 = f64(l_4171);
let l_4176 = l_4175 * f64(1.401298464324817e-45);
l_mut_43 = l_4176;
}
let l_4177 = bitcast<u64>(l_mut_43);
let l_4178 = l_4170 >> u32(31);
let l_4179 = u64(l_4178);
let l_4180 = l_4179 << u32(bitcast<u64>(u64(63)));
let l_4181 = l_4177 | l_4180;
let l_4182 = bitcast<f64>(l_4181);
l_mut_2366 = l_4182;
} else {
let l_4183 = bitcast<u32>(l_4152);
let l_4184 = l_4183 + u32(1);
l_mut_3382 = l_4184;
let l_4185 = l_4183 & u32(2147483647);
let l_4186 = l_4185 == u32(0);
if l_4186 {
l_mut_3382 = u32(1);
} else {
let l_4187 = l_4183 & u32(2147483648);
let l_4188 = l_4187 != u32(0);
if l_4188 {
let l_4189 = l_4183 - u32(1);
l_mut_3382 = l_4189;
} else {
let l_4190 = l_4183 == u32(2139095040);
if l_4190 {
l_mut_3382 = l_4183;
}
}
}
let l_4191 = bitcast<f32>(l_mut_3382);
let l_4192 = bitcast<u32>(l_4191);
let l_4193 = l_4192 & u32(2147483647);
let l_4194 = bitcast<f32>(l_4193);
let l_4195 = f64(l_4194);
l_mut_43 = l_4195;
let l_4196 = l_4193 < u32(8388608);
if l_4196 {
let l_4197 = f64(l_4193);
let l_4198 = l_4197 * f64(1.401298464324817e-45);
l_mut_43 = l_4198;
}
let l_4199 = bitcast<u64>(l_mut_43);
let l_4200 = l_4192 >> u32(31);
let l_4201 = u64(l_4200);
let l_4202 = l_4201 << u32(bitcast<u64>(u64(63)));
let l_4203 = l_4199 | l_4202;
let l_4204 = bitcast<f64>(l_4203);
let l_4205 = l_4204 <= l_4146;
if l_4205 {
let l_4206 = bitcast<u32>(l_4152);
let l_4207 = l_4206 + u32(1);
l_mut_3382 = l_4207;
let l_4208 = l_4206 & u32(2147483647);
let l_4209 = l_4208 == u32(0);
if l_4209 {
l_mut_3382 = u32(1);
} else {
let l_4210 = l_4206 & u32(2147483648);
let l_4211 = l_4210 != u32(0);
if l_4211 {
let l_4212 = l_4206 - u32(1);
l_mut_3382 = l_4212;
} else {
let l_4213 = l_4206 == u32(2139095040);
if l_4213 {
l_mut_3382 = l_4206;
}
}
}
let l_4214 = bitcast<f32>(l_mut_3382);
let l_4215 = bitcast<u32>(l_4214);
let l_4216 = l_4215 & u32(2147483647);
let l_4217 = bitcast<f32>(l_4216);
let l_4218 = f64(l_4217);
l_mut_43 = l_4218;
let l_4219 = l_4216 < u32(8388608);
if l_4219 {
let l_4220 = f64(l_4216);
let l_4221 = l_4220 * f64(1.401298464324817e-45);
l_mut_43 = l_4221;
}
let l_4222 = bitcast<u64>(l_mut_43);
let l_4223 = l_4215 >> u32(31);
let l_4224 = u64(l_4223);
let l_4225 = l_4224 << u32(bitcast<u64>(u64(63)));
let l_4226 = l_4222 | l_4225;
let l_4227 = bitcast<f64>(l_4226);
l_mut_2366 = l_4227;
}
}
}
let l_4228 = -l_mut_2366;
l_mut_2366 = l_4228;
let l_4229 = bool(false) && bool(false);
if l_4229 {
let l_4230 = l_4141 + l_4144;
let l_4231 = l_4230 * f64(7.1362384635298e44);
let l_4232 = floor(l_4231);
let l_4233 = l_4232 * f64(1.401298464324817e-45);
l_mut_43 = l_4233;
let l_4234 = abs(l_4230);
let l_4235 = l_4234 >= f64(1.1754943508222875e-38);
if l_4235 {
let l_4236 = f32(l_4230);
let l_4237 = f64(l_4236);
l_mut_43 = l_4237;
let l_4238 = l_mut_43 > l_4230;
if l_4238 {
let l_4239 = bitcast<u32>(l_4236);
let l_4240 = l_4239 ^ u32(2147483648);
let l_4241 = bitcast<f32>(l_4240);
let l_4242 = bitcast<u32>(l_4241);
let l_4243 = l_4242 + u32(1);
l_mut_3382 = l_4243;
let l_4244 = l_4242 & u32(2147483647);
let l_4245 = l_4244 == u32(0);
if l_4245 {
l_mut_3382 = u32(1);
} else {
let l_4246 = l_4242 & u32(2147483648);
let l_4247 = l_4246 != u32(0);
if l_4247 {
let l_4248 = l_4242 - u32(1);
l_mut_3382 = l_4248;
} else {
let l_4249 = l_4242 == u32(2139095040);
if l_4249 {
l_mut_3382 = l_4242;
}
}
}
let l_4250 = bitcast<f32>(l_mut_3382);
let l_4251 = bitcast<u32>(l_4250);
let l_4252 = l_4251 ^ u32(2147483648);
let l_4253 = bitcast<f32>(l_4252);
let l_4254 = bitcast<u32>(l_4253);
let l_4255 = l_4254 & u32(2147483647);
let l_4256 = bitcast<f32>(l_4255);
let l_4257 = f64(l_4256);
l_mut_41 = l_4257;
let l_4258 = l_4255 < u32(8388608);
if l_4258 {
let l_4259 = f64(l_4255);
let l_4260 = l_4259 * f64(1.401298464324817e-45);
l_mut_41 = l_4260;
}
let l_4261 = bitcast<u64>(l_mut_41);
let l_4262 = l_4254 >> u32(31);
let l_4263 = u64(l_4262);
let l_4264 = l_4263 << u32(bitcast<u64>(u64(63)));
let l_4265 = l_4261 | l_4264;
let l_4266 = bitcast<f64>(l_4265);
l_mut_43 = l_4266;
} else {
let l_4267 = bitcast<u32>(l_4236);
let l_4268 = l_4267 + u32(1);
l_mut_3382 = l_4268;
let l_4269 = l_4267 & u32(2147483647);
let l_4270 = l_4269 == u32(0);
if l_4270 {
l_mut_3382 = u32(1);
} else {
let l_4271 = l_4267 & u32(2147483648);
let l_4272 = l_4271 != u32(0);
if l_4272 {
let l_4273 = l_4267 - u32(1);
l_mut_3382 = l_4273;
} else {
let l_4274 = l_4267 == u32(2139095040);
if l_4274 {
l_mut_3382 = l_4267;
}
}
}
let l_4275 = bitcast<f32>(l_mut_3382);
let l_4276 = bitcast<u32>(l_4275);
let l_4277 = l_4276 & u32(2147483647);
let l_4278 = bitcast<f32>(l_4277);
let l_4279 = f64(l_4278);
l_mut_41 = l_4279;
let l_4280 = l_4277 < u32(8388608);
if l_4280 {
let l_4281 = f64(l_4277);
let l_4282 = l_4281 * f64(1.401298464324817e-45);
l_mut_41 = l_4282;
}
let l_4283 = bitcast<u64>(l_mut_41);
let l_4284 = l_4276 >> u32(31);
let l_4285 = u64(l_4284);
let l_4286 = l_4285 << u32(bitcast<u64>(u64(63)));
let l_4287 = l_4283 | l_4286;
let l_4288 = bitcast<f64>(l_4287);
let l_4289 = l_4288 <= l_4230;
if l_4289 {
let l_4290 = bitcast<u32>(l_4236);
let l_4291 = l_4290 + u32(1);
l_mut_3382 = l_4291;
let l_4292 = l_4290 & u32(2147483647);
let l_4293 = l_4292 == u32(0);
if l_4293 {
l_mut_3382 = u32(1);
} else {
let l_4294 = l_4290 & u32(2147483648);
let l_4295 = l_4294 != u32(0);
if l_4295 {
let l_4296 = l_4290 - u32(1);
l_mut_3382 = l_4296;
} else {
let l_4297 = l_4290 == u32(2139095040);
if l_4297 {
l_mut_3382 = l_4290;
}
}
}
let l_4298 = bitcast<f32>(l_mut_3382);
let l_4299 = bitcast<u32>(l_4298);
let l_4300 = l_4299 & u32(2147483647);
let l_4301 = bitcast<f32>(l_4300);
let l_4302 = f64(l_4301);
l_mut_41 = l_4302;
let l_4303 = l_4300 < u32(8388608);
if l_4303 {
let l_4304 = f64(l_4300);
let l_4305 = l_4304 * f64(1.401298464324817e-45);
l_mut_41 = l_4305;
}
let l_4306 = bitcast<u64>(l_mut_41);
let l_4307 = l_4299 >> u32(31);
let l_4308 = u64(l_4307);
let l_4309 = l_4308 << u32(bitcast<u64>(u64(63)));
let l_4310 = l_4306 | l_4309;
let l_4311 = bitcast<f64>(l_4310);
l_mut_43 = l_4311;
}
}
}
l_mut_2366 = l_mut_43;
} else {
}
l_mut_3382 = u32(0);
let l_4312 = l_mut_2620 <= f64(0.0);
let l_4313 = l_mut_2366 >= f64(0.0);
let l_4314 = l_4312 && l_4313;
let l_4315 = !l_4314;
if l_4315 {
let l_4317 = l_mut_3130 / l_mut_2620;
let l_4318 = l_mut_3130 / l_mut_2366;
let l_4319 = l_mut_2876 / l_mut_2620;
let l_4320 = l_mut_2876 / l_mut_2366;
a_4316[u32(0)] = l_4317;
a_4316[u32(1)] = l_4317;
let l_4321 = a_4316[u32(0)];
let l_4322 = l_4318 < l_4321;
if l_4322 {
a_4316[u32(0)] = l_4318;
}
let l_4323 = a_4316[u32(0)];
let l_4324 = l_4319 < l_4323;
if l_4324 {
a_4316[u32(0)] = l_4319;
}
let l_4325 = a_4316[u32(0)];
let l_4326 = l_4320 < l_4325;
if l_4326 {
a_4316[u32(0)] = l_4320;
}
let l_4327 = a_4316[u32(1)];
let l_4328 = l_4318 > l_4327;
if l_4328 {
a_4316[u32(1)] = l_4318;
}
let l_4329 = a_4316[u32(1)];
let l_4330 = l_4319 > l_4329;
if l_4330 {
a_4316[u32(1)] = l_4319;
}
let l_4331 = a_4316[u32(1)];
let l_4332 = l_4320 > l_4331;
if l_4332 {
a_4316[u32(1)] = l_4320;
}
let l_4333 = a_4316[u32(0)];
let l_4334 = abs(l_4333);
let l_4335 = l_4334 * l_mut_855;
let l_4336 = a_4316[u32(1)];
let l_4337 = abs(l_4336);
let l_4338 = l_4337 * l_mut_855;
l_mut_3382 = u32(2);
let l_4339 = a_4316[u32(0)];
let l_4340 = l_4339 - l_4335;
let l_4341 = abs(l_4340);
l_mut_3130 = f64(1.401298464324817e-45);
let l_4342 = l_4341 >= f64(1.1754943508222875e-38);
let l_4343 = l_4341 <= f64(1.7976931348623157e308);
let l_4344 = l_4342 && l_4343;
if l_4344 {
let l_4345 = bitcast<u64>(l_4341);
let l_4346 = l_4345 >> u32(bitcast<u64>(u64(52)));
let l_4347 = l_4346 - u64(23);
let l_4348 = l_4347 << u32(bitcast<u64>(u64(52)));
let l_4349 = bitcast<f64>(l_4348);
l_mut_3130 = l_4349;
}
let l_4350 = l_4339 + l_4335;
let l_4351 = abs(l_4350);
l_mut_2876 = f64(1.401298464324817e-45);
let l_4352 = l_4351 >= f64(1.1754943508222875e-38);
let l_4353 = l_4351 <= f64(1.7976931348623157e308);
let l_4354 = l_4352 && l_4353;
if l_4354 {
let l_4355 = bitcast<u64>(l_4351);
let l_4356 = l_4355 >> u32(bitcast<u64>(u64(52)));
let l_4357 = l_4356 - u64(23);
let l_4358 = l_4357 << u32(bitcast<u64>(u64(52)));
let l_4359 = bitcast<f64>(l_4358);
l_mut_2876 = l_4359;
}
let l_4360 = l_mut_3130 == l_mut_2876;
let l_4361 = a_4316[u32(1)];
let l_4362 = l_4361 - l_4338;
let l_4363 = abs(l_4362);
l_mut_3130 = f64(1.401298464324817e-45);
let l_4364 = l_4363 >= f64(1.1754943508222875e-38);
let l_4365 = l_4363 <= f64(1.7976931348623157e308);
let l_4366 = l_4364 && l_4365;
if l_4366 {
let l_4367 = bitcast<u64>(l_4363);
let l_4368 = l_4367 >> u32(bitcast<u64>(u64(52)));
let l_4369 = l_4368 - u64(23);
let l_4370 = l_4369 << u32(bitcast<u64>(u64(52)));
let l_4371 = bitcast<f64>(l_4370);
l_mut_3130 = l_4371;
}
let l_4372 = l_4361 + l_4338;
let l_4373 = abs(l_4372);
l_mut_2876 = f64(1.401298464324817e-45);
let l_4374 = l_4373 >= f64(1.1754943508222875e-38);
let l_4375 = l_4373 <= f64(1.7976931348623157e308);
let l_4376 = l_4374 && l_4375;
if l_4376 {
let l_4377 = bitcast<u64>(l_4373);
let l_4378 = l_4377 >> u32(bitcast<u64>(u64(52)));
let l_4379 = l_4378 - u64(23);
let l_4380 = l_4379 << u32(bitcast<u64>(u64(52)));
let l_4381 = bitcast<f64>(l_4380);
l_mut_2876 = l_4381;
}
let l_4382 = l_mut_3130 == l_mut_2876;
let l_4383 = l_4360 && l_4382;
if l_4383 {
let l_4384 = a_4316[u32(0)];
let l_4385 = a_4316[u32(0)];
let l_4386 = abs(l_4385);
l_mut_3130 = f64(1.401298464324817e-45);
let l_4387 = l_4386 >= f64(1.1754943508222875e-38);
let l_4388 = l_4386 <= f64(1.7976931348623157e308);
let l_4389 = l_4387 && l_4388;
if l_4389 {
let l_4390 = bitcast<u64>(l_4386);
let l_4391 = l_4390 >> u32(bitcast<u64>(u64(52)));
let l_4392 = l_4391 - u64(23);
let l_4393 = l_4392 << u32(bitcast<u64>(u64(52)));
let l_4394 = bitcast<f64>(l_4393);
l_mut_3130 = l_4394;
}
let l_4395 = l_171 * l_mut_3130;
let l_4396 = l_4384 - l_4395;
let l_4397 = a_4316[u32(1)];
let l_4398 = a_4316[u32(1)];
let l_4399 = abs(l_4398);
l_mut_3130 = f64(1.401298464324817e-45);
let l_4400 = l_4399 >= f64(1.1754943508222875e-38);
let l_4401 = l_4399 <= f64(1.7976931348623157e308);
let l_4402 = l_4400 && l_4401;
if l_4402 {
let l_4403 = bitcast<u64>(l_4399);
let l_4404 = l_4403 >> u32(bitcast<u64>(u64(52)));
let l_4405 = l_4404 - u64(23);
let l_4406 = l_4405 << u32(bitcast<u64>(u64(52)));
let l_4407 = bitcast<f64>(l_4406);
l_mut_3130 = l_4407;
}
let l_4408 = l_171 * l_mut_3130;
let l_4409 = l_4397 + l_4408;
let l_4410 = bitcast<u32>(l_26);
let l_4411 = l_4410 & u32(2147483647);
let l_4412 = bitcast<f32>(l_4411);
let l_4413 = f64(l_4412);
l_mut_3130 = l_4413;
let l_4414 = l_4411 < u32(8388608);
if l_4414 {
let l_4415 = f64(l_4411);
let l_4416 = l_4415 * f64(1.401298464324817e-45);
l_mut_3130 = l_4416;
}
let l_4417 = bitcast<u64>(l_mut_3130);
let l_4418 = l_4410 >> u32(31);
let l_4419 = u64(l_4418);
let l_4420 = l_4419 << u32(bitcast<u64>(u64(63)));
let l_4421 = l_4417 | l_4420;
let l_4422 = bitcast<f64>(l_4421);
let l_4423 = bitcast<u32>(l_26);
let l_4424 = l_4423 + u32(1);
l_mut_4425 = l_4424;
let l_4426 = l_4423 & u32(2147483647);
let l_4427 = l_4426 == u32(0);
if l_4427 {
l_mut_4425 = u32(1);
} else {
let l_4428 = l_4423 & u32(2147483648);
let l_4429 = l_4428 != u32(0);
if l_4429 {
let l_4430 = l_4423 - u32(1);
l_mut_4425 = l_4430;
} else {
let l_4431 = l_4423 == u32(2139095040);
if l_4431 {
l_mut_4425 = l_4423;
}
}
}
let l_4432 = bitcast<f32>(l_mut_4425);
let l_4433 = bitcast<u32>(l_4432);
let l_4434 = l_4433 & u32(2147483647);
let l_4435 = bitcast<f32>(l_4434);
let l_4436 = f64(l_4435);
l_mut_3130 = l_4436;
let l_4437 = l_4434 < u32(8388608);
if l_4437 {
let l_4438 = f64(l_4434);
let l_4439 = l_4438 * f64(1.401298464324817e-45);
l_mut_3130 = l_4439;
}
let l_4440 = bitcast<u64>(l_mut_3130);
let l_4441 = l_4433 >> u32(31);
let l_4442 = u64(l_4441);
let l_4443 = l_4442 << u32(bitcast<u64>(u64(63)));
let l_4444 = l_4440 | l_4443;
let l_4445 = bitcast<f64>(l_4444);
let l_4446 = bitcast<u32>(l_26);
let l_4447 = l_4446 ^ u32(2147483648);
let l_4448 = bitcast<f32>(l_4447);
let l_4449 = bitcast<u32>(l_4448);
let l_4450 = l_4449 + u32(1);
l_mut_4425 = l_4450;
let l_4451 = l_4449 & u32(2147483647);
let l_4452 = l_4451 == u32(0);
if l_4452 {
l_mut_4425 = u32(1);
} else {
let l_4453 = l_4449 & u32(2147483648);
let l_4454 = l_4453 != u32(0);
if l_4454 {
let l_4455 = l_4449 - u32(1);
l_mut_4425 = l_4455;
} else {
let l_4456 = l_4449 == u32(2139095040);
if l_4456 {
l_mut_4425 = l_4449;
}
}
}
let l_4457 = bitcast<f32>(l_mut_4425);
let l_4458 = bitcast<u32>(l_4457);
let l_4459 = l_4458 ^ u32(2147483648);
let l_4460 = bitcast<f32>(l_4459);
let l_4461 = bitcast<u32>(l_4460);
let l_4462 = l_4461 & u32(2147483647);
let l_4463 = bitcast<f32>(l_4462);
let l_4464 = f64(l_4463);
l_mut_3130 = l_4464;
let l_4465 = l_4462 < u32(8388608);
if l_4465 {
let l_4466 = f64(l_4462);
let l_4467 = l_4466 * f64(1.401298464324817e-45);
l_mut_3130 = l_4467;
}
let l_4468 = bitcast<u64>(l_mut_3130);
let l_4469 = l_4461 >> u32(31);
let l_4470 = u64(l_4469);
let l_4471 = l_4470 << u32(bitcast<u64>(u64(63)));
let l_4472 = l_4468 | l_4471;
let l_4473 = bitcast<f64>(l_4472);
let l_4474 = l_4396 + l_4335;
let l_4475 = l_4474 <= l_4422;
l_mut_296 = l_4475;
let l_4476 = l_4396 - l_4335;
let l_4477 = l_4476 > l_4422;
l_mut_293 = l_4477;
let l_4478 = l_4409 - l_4338;
let l_4479 = l_4478 >= l_4422;
l_mut_290 = l_4479;
let l_4480 = l_4409 + l_4338;
let l_4481 = l_4480 < l_4422;
l_mut_287 = l_4481;
let l_4482 = l_4396 + l_4335;
let l_4483 = l_4482 < l_4445;
l_mut_296 = l_4483;
let l_4484 = l_4396 - l_4335;
let l_4485 = l_4484 >= l_4445;
l_mut_293 = l_4485;
let l_4486 = l_4409 - l_4338;
let l_4487 = l_4486 > l_4473;
l_mut_290 = l_4487;
let l_4488 = l_4409 + l_4338;
let l_4489 = l_4488 <= l_4473;
l_mut_287 = l_4489;
l_mut_4425 = u32(2);
let l_4490 = l_mut_293 || l_mut_287;
if l_4490 {
l_mut_4425 = u32(1);
} else {
let l_4491 = l_mut_296 && l_mut_290;
if l_4491 {
l_mut_4425 = u32(0);
}
}
let l_4492 = bitcast<u32>(l_26);
let l_4493 = l_4492 & u32(2147483647);
let l_4494 = l_4493 == u32(0);
if l_4494 {
let l_4495 = l_4396 + l_4335;
let l_4496 = l_4495 < f64(1.1754943508222875e-38);
let l_4497 = l_4409 - l_4338;
let l_4498 = l_4497 > f64(-1.1754943508222875e-38);
let l_4499 = l_4496 && l_4498;
let l_4500 = l_4396 - l_4335;
let l_4501 = l_4500 < f64(1.1754943508222875e-38);
let l_4502 = l_4409 + l_4338;
let l_4503 = l_4502 > f64(-1.1754943508222875e-38);
let l_4504 = l_4501 && l_4503;
if l_4499 {
l_mut_4425 = u32(0);
} else {
let l_4505 = l_mut_4425 == u32(1);
let l_4506 = l_4504 && l_4505;
if l_4506 {
l_mut_4425 = u32(2);
}
}
}
l_mut_3382 = l_mut_4425;
}
}
let l_4507 = l_mut_195 == u32(0);
if l_4507 {
l_mut_236 = u32(0);
} else {
let l_4508 = l_mut_3382 == u32(1);
if l_4508 {
l_mut_236 = u32(1);
}
}
} else {
let l_4509 = l_mut_1351 - l_168;
let l_4510 = l_mut_1351 + l_168;
let l_4511 = l_mut_1268 - l_168;
let l_4512 = l_mut_1268 + l_168;
let l_4513 = abs(l_4511);
let l_4514 = l_4513 > l_2248;
let l_4515 = abs(l_4512);
let l_4516 = l_4515 > l_2248;
let l_4517 = l_4514 && l_4516;
if l_4517 {
let l_4518 = l_2246 + l_2248;
let l_4519 = abs(l_4511);
let l_4520 = abs(l_4512);
l_mut_3130 = l_4519;
let l_4521 = l_4520 < l_4519;
if l_4521 {
l_mut_3130 = l_4520;
}
let l_4522 = l_4518 / l_mut_3130;
let l_4523 = abs(l_4509);
let l_4524 = abs(l_4510);
l_mut_3130 = l_4523;
let l_4525 = l_4524 < l_4523;
if l_4525 {
l_mut_3130 = l_4524;
}
let l_4526 = l_2246 / l_mut_3130;
let l_4527 = l_4522 + l_4526;
l_mut_855 = l_mut_855 + l_4527;
l_mut_4425 = u32(0);
let l_4528 = l_4511 <= f64(0.0);
let l_4529 = l_4512 >= f64(0.0);
let l_4530 = l_4528 && l_4529;
let l_4531 = !l_4530;
if l_4531 {
let l_4533 = l_4509 / l_4511;
let l_4534 = l_4509 / l_4512;
let l_4535 = l_4510 / l_4511;
let l_4536 = l_4510 / l_4512;
a_4532[u32(0)] = l_4533;
a_4532[u32(1)] = l_4533;
let l_4537 = a_4532[u32(0)];
let l_4538 = l_4534 < l_4537;
if l_4538 {
a_4532[u32(0)] = l_4534;
}
let l_4539 = a_4532[u32(0)];
let l_4540 = l_4535 < l_4539;
if l_4540 {
a_4532[u32(0)] = l_4535;
}
let l_4541 = a_4532[u32(0)];
let l_4542 = l_4536 < l_4541;
if l_4542 {
a_4532[u32(0)] = l_4536;
}
let l_4543 = a_4532[u32(1)];
let l_4544 = l_4534 > l_4543;
if l_4544 {
a_4532[u32(1)] = l_4534;
}
let l_4545 = a_4532[u32(1)];
let l_4546 = l_4535 > l_4545;
if l_4546 {
a_4532[u32(1)] = l_4535;
}
let l_4547 = a_4532[u32(1)];
let l_4548 = l_4536 > l_4547;
if l_4548 {
a_4532[u32(1)] = l_4536;
}
let l_4549 = a_4532[u32(0)];
let l_4550 = abs(l_4549);
let l_4551 = l_4550 * l_mut_855;
let l_4552 = a_4532[u32(1)];
let l_4553 = abs(l_4552);
let l_4554 = l_4553 * l_mut_855;
l_mut_4425 = u32(2);
let l_4555 = a_4532[u32(0)];
let l_4556 = l_4555 - l_4551;
let l_4557 = abs(l_4556);
l_mut_3130 = f64(1.401298464324817e-45);
let l_4558 = l_4557 >= f64(1.1754943508222875e-38);
let l_4559 = l_4557 <= f64(1.7976931348623157e308);
let l_4560 = l_4558 && l_4559;
if l_4560 {
let l_4561 = bitcast<u64>(l_4557);
let l_4562 = l_4561 >> u32(bitcast<u64>(u64(52)));
let l_4563 = l_4562 - u64(23);
let l_4564 = l_4563 << u32(bitcast<u64>(u64(52)));
let l_4565 = bitcast<f64>(l_4564);
l_mut_3130 = l_4565;
}
let l_4566 = l_4555 + l_4551;
let l_4567 = abs(l_4566);
l_mut_2876 = f64(1.401298464324817e-45);
let l_4568 = l_4567 >= f64(1.1754943508222875e-38);
let l_4569 = l_4567 <= f64(1.7976931348623157e308);
let l_4570 = l_4568 && l_4569;
if l_4570 {
let l_4571 = bitcast<u64>(l_4567);
let l_4572 = l_4571 >> u32(bitcast<u64>(u64(52)));
let l_4573 = l_4572 - u64(23);
let l_4574 = l_4573 << u32(bitcast<u64>(u64(52)));
let l_4575 = bitcast<f64>(l_4574);
l_mut_2876 = l_4575;
}
let l_4576 = l_mut_3130 == l_mut_2876;
let l_4577 = a_4532[u32(1)];
let l_4578 = l_4577 - l_4554;
let l_4579 = abs(l_4578);
l_mut_3130 = f64(1.401298464324817e-45);
let l_4580 = l_4579 >= f64(1.1754943508222875e-38);
let l_4581 = l_4579 <= f64(1.7976931348623157e308);
let l_4582 = l_4580 && l_4581;
if l_4582 {
let l_4583 = bitcast<u64>(l_4579);
let l_4584 = l_4583 >> u32(bitcast<u64>(u64(52)));
let l_4585 = l_4584 - u64(23);
let l_4586 = l_4585 << u32(bitcast<u64>(u64(52)));
let l_4587 = bitcast<f64>(l_4586);
l_mut_3130 = l_4587;
}
let l_4588 = l_4577 + l_4554;
let l_4589 = abs(l_4588);
l_mut_2876 = f64(1.401298464324817e-45);
let l_4590 = l_4589 >= f64(1.1754943508222875e-38);
let l_4591 = l_4589 <= f64(1.7976931348623157e308);
let l_4592 = l_4590 && l_4591;
if l_4592 {
let l_4593 = bitcast<u64>(l_4589);
let l_4594 = l_4593 >> u32(bitcast<u64>(u64(52)));
let l_4595 = l_4594 - u64(23);
let l_4596 = l_4595 << u32(bitcast<u64>(u64(52)));
let l_4597 = bitcast<f64>(l_4596);
l_mut_2876 = l_4597;
}
let l_4598 = l_mut_3130 == l_mut_2876;
let l_4599 = l_4576 && l_4598;
if l_4599 {
let l_4600 = a_4532[u32(0)];
let l_4601 = a_4532[u32(0)];
let l_4602 = abs(l_4601);
l_mut_3130 = f64(1.401298464324817e-45);
let l_4603 = l_4602 >= f64(1.1754943508222875e-38);
let l_4604 = l_4602 <= f64(1.7976931348623157e308);
let l_4605 = l_4603 && l_4604;
if l_4605 {
let l_4606 = bitcast<u64>(l_4602);
let l_4607 = l_4606 >> u32(bitcast<u64>(u64(52)));
let l_4608 = l_4607 - u64(23);
let l_4609 = l_4608 << u32(bitcast<u64>(u64(52)));
let l_4610 = bitcast<f64>(l_4609);
l_mut_3130 = l_4610;
}
let l_4611 = l_171 * l_mut_3130;
let l_4612 = l_4600 - l_4611;
let l_4613 = a_4532[u32(1)];
let l_4614 = a_4532[u32(1)];
let l_4615 = abs(l_4614);
l_mut_3130 = f64(1.401298464324817e-45);
let l_4616 = l_4615 >= f64(1.1754943508222875e-38);
let l_4617 = l_4615 <= f64(1.7976931348623157e308);
let l_4618 = l_4616 && l_4617;
if l_4618 {
let l_4619 = bitcast<u64>(l_4615);
let l_4620 = l_4619 >> u32(bitcast<u64>(u64(52)));
let l_4621 = l_4620 - u64(23);
let l_4622 = l_4621 << u32(bitcast<u64>(u64(52)));
let l_4623 = bitcast<f64>(l_4622);
l_mut_3130 = l_4623;
}
let l_4624 = l_171 * l_mut_3130;
let l_4625 = l_4613 + l_4624;
let l_4626 = bitcast<u32>(l_26);
let l_4627 = l_4626 & u32(2147483647);
let l_4628 = bitcast<f32>(l_4627);
let l_4629 = f64(l_4628);
l_mut_3130 = l_4629;
let l_4630 = l_4627 < u32(8388608);
if l_4630 {
let l_4631 = f64(l_4627);
let l_4632 = l_4631 * f64(1.401298464324817e-45);
l_mut_3130 = l_4632;
}
let l_4633 = bitcast<u64>(l_mut_3130);
let l_4634 = l_4626 >> u32(31);
let l_4635 = u64(l_4634);
let l_4636 = l_4635 << u32(bitcast<u64>(u64(63)));
let l_4637 = l_4633 | l_4636;
let l_4638 = bitcast<f64>(l_4637);
let l_4639 = bitcast<u32>(l_26);
let l_4640 = l_4639 + u32(1);
l_mut_3382 = l_4640;
let l_4641 = l_4639 & u32(2147483647);
let l_4642 = l_4641 == u32(0);
if l_4642 {
l_mut_3382 = u32(1);
} else {
let l_4643 = l_4639 & u32(2147483648);
let l_4644 = l_4643 != u32(0);
if l_4644 {
let l_4645 = l_4639 - u32(1);
l_mut_3382 = l_4645;
} else {
let l_4646 = l_4639 == u32(2139095040);
if l_4646 {
l_mut_3382 = l_4639;
}
}
}
let l_4647 = bitcast<f32>(l_mut_3382);
let l_4648 = bitcast<u32>(l_4647);
let l_4649 = l_4648 & u32(2147483647);
let l_4650 = bitcast<f32>(l_4649);
let l_4651 = f64(l_4650);
l_mut_3130 = l_4651;
let l_4652 = l_4649 < u32(8388608);
if l_4652 {
let l_4653 = f64(l_4649);
let l_4654 = l_4653 * f64(1.401298464324817e-45);
l_mut_3130 = l_4654;
}
let l_4655 = bitcast<u64>(l_mut_3130);
let l_4656 = l_4648 >> u32(31);
let l_4657 = u64(l_4656);
let l_4658 = l_4657 << u32(bitcast<u64>(u64(63)));
let l_4659 = l_4655 | l_4658;
let l_4660 = bitcast<f64>(l_4659);
let l_4661 = bitcast<u32>(l_26);
let l_4662 = l_4661 ^ u32(2147483648);
let l_4663 = bitcast<f32>(l_4662);
let l_4664 = bitcast<u32>(l_4663);
let l_4665 = l_4664 + u32(1);
l_mut_3382 = l_4665;
let l_4666 = l_4664 & u32(2147483647);
let l_4667 = l_4666 == u32(0);
if l_4667 {
l_mut_3382 = u32(1);
} else {
let l_4668 = l_4664 & u32(2147483648);
let l_4669 = l_4668 != u32(0);
if l_4669 {
let l_4670 = l_4664 - u32(1);
l_mut_3382 = l_4670;
} else {
let l_4671 = l_4664 == u32(2139095040);
if l_4671 {
l_mut_3382 = l_4664;
}
}
}
let l_4672 = bitcast<f32>(l_mut_3382);
let l_4673 = bitcast<u32>(l_4672);
let l_4674 = l_4673 ^ u32(2147483648);
let l_4675 = bitcast<f32>(l_4674);
let l_4676 = bitcast<u32>(l_4675);
let l_4677 = l_4676 & u32(2147483647);
let l_4678 = bitcast<f32>(l_4677);
let l_4679 = f64(l_4678);
l_mut_3130 = l_4679;
let l_4680 = l_4677 < u32(8388608);
if l_4680 {
let l_4681 = f64(l_4677);
let l_4682 = l_4681 * f64(1.401298464324817e-45);
l_mut_3130 = l_4682;
}
let l_4683 = bitcast<u64>(l_mut_3130);
let l_4684 = l_4676 >> u32(31);
let l_4685 = u64(l_4684);
let l_4686 = l_4685 << u32(bitcast<u64>(u64(63)));
let l_4687 = l_4683 | l_4686;
let l_4688 = bitcast<f64>(l_4687);
let l_4689 = l_4612 + l_4551;
let l_4690 = l_4689 <= l_4638;
l_mut_296 = l_4690;
let l_4691 = l_4612 - l_4551;
let l_4692 = l_4691 > l_4638;
l_mut_293 = l_4692;
let l_4693 = l_4625 - l_4554;
let l_4694 = l_4693 >= l_4638;
l_mut_290 = l_4694;
let l_4695 = l_4625 + l_4554;
let l_4696 = l_4695 < l_4638;
l_mut_287 = l_4696;
l_mut_3382 = u32(2);
let l_4697 = l_mut_293 || l_mut_287;
if l_4697 {
l_mut_3382 = u32(1);
} else {
let l_4698 = l_mut_296 && l_mut_290;
if l_4698 {
l_mut_3382 = u32(0);
}
}
let l_4699 = bitcast<u32>(l_26);
let l_4700 = l_4699 & u32(2147483647);
let l_4701 = l_4700 == u32(0);
if l_4701 {
let l_4702 = l_4612 + l_4551;
let l_4703 = l_4702 < f64(1.1754943508222875e-38);
let l_4704 = l_4625 - l_4554;
let l_4705 = l_4704 > f64(-1.1754943508222875e-38);
let l_4706 = l_4703 && l_4705;
let l_4707 = l_4612 - l_4551;
let l_4708 = l_4707 < f64(1.1754943508222875e-38);
let l_4709 = l_4625 + l_4554;
let l_4710 = l_4709 > f64(-1.1754943508222875e-38);
let l_4711 = l_4708 && l_4710;
if l_4706 {
l_mut_3382 = u32(0);
} else {
let l_4712 = l_mut_3382 == u32(1);
let l_4713 = l_4711 && l_4712;
if l_4713 {
l_mut_3382 = u32(2);
}
}
}
l_mut_4425 = l_mut_3382;
}
}
l_mut_236 = l_mut_4425;
}
}
l_mut_179 = l_mut_236;
} else {
let l_4714 = l_176 <= l_174;
if l_4714 {
let l_4715 = f32(l_175);
let l_4716 = bitcast<u32>(l_4715);
let l_4717 = l_4716 & u32(2147483647);
let l_4718 = bitcast<f32>(l_4717);
let l_4719 = f64(l_4718);
l_mut_3130 = l_4719;
let l_4720 = l_4717 < u32(8388608);
if l_4720 {
let l_4721 = f64(l_4717);
let l_4722 = l_4721 * f64(1.401298464324817e-45);
l_mut_3130 = l_4722;
}
let l_4723 = bitcast<u64>(l_mut_3130);
let l_4724 = l_4716 >> u32(31);
let l_4725 = u64(l_4724);
let l_4726 = l_4725 << u32(bitcast<u64>(u64(63)));
let l_4727 = l_4723 | l_4726;
let l_4728 = bitcast<f64>(l_4727);
let l_4729 = abs(l_4728);
l_mut_3130 = l_4729;
l_mut_4425 = u32(0);
let l_4730 = l_4729 >= f64(0.785);
if l_4730 {
let l_4731 = l_4729 * f64(0.6366197723675814);
let l_4732 = l_4731 + f64(0.5);
let l_4733 = floor(l_4732);
let l_4734 = l_4733 * f64(1.570796325802803);
let l_4735 = l_4729 - l_4734;
let l_4736 = l_4735 * l_20;
let l_4737 = l_4733 * f64(9.920935796805404e-10);
let l_4738 = l_4736 - l_4737;
l_mut_3130 = l_4738;
let l_4739 = u32(l_4733);
l_mut_4425 = l_4739;
}
let l_4740 = bitcast<u32>(l_4715);
let l_4741 = l_4740 >= u32(2147483648);
let l_4742 = l_mut_3130 * l_mut_3130;
let l_4743 = l_4742 * f64(1.9572941063391263e-20);
let l_4744 = f64(8.22063524662433e-18) - l_4743;
l_mut_2876 = l_4744;
let l_4745 = l_mut_2876 * l_4742;
let l_4746 = l_4745 - f64(2.8114572543455206e-15);
l_mut_2876 = l_4746;
let l_4747 = l_mut_2876 * l_4742;
let l_4748 = l_4747 + f64(7.647163731819816e-13);
l_mut_2876 = l_4748;
let l_4749 = l_mut_2876 * l_4742;
let l_4750 = l_4749 - f64(1.6059043836821613e-10);
l_mut_2876 = l_4750;
let l_4751 = l_mut_2876 * l_4742;
let l_4752 = l_4751 + f64(2.505210838544172e-8);
l_mut_2876 = l_4752;
let l_4753 = l_mut_2876 * l_4742;
let l_4754 = l_4753 - f64(2.7557319223985893e-6);
l_mut_2876 = l_4754;
let l_4755 = l_mut_2876 * l_4742;
let l_4756 = l_4755 + f64(0.0001984126984126984);
l_mut_2876 = l_4756;
let l_4757 = l_mut_2876 * l_4742;
let l_4758 = l_4757 - f64(0.008333333333333333);
l_mut_2876 = l_4758;
let l_4759 = l_mut_2876 * l_4742;
let l_4760 = l_4759 + f64(0.16666666666666666);
l_mut_2876 = l_4760;
let l_4761 = f64(0.5) * l_4742;
let l_4762 = f64(1.0) - l_4761;
let l_4763 = f64(0.0) * l_4762;
let l_4764 = l_mut_3130 * l_4742;
let l_4765 = l_4764 * l_mut_2876;
let l_4766 = l_4763 - l_4765;
let l_4767 = l_mut_3130 + l_4766;
let l_4768 = l_mut_3130 * l_mut_3130;
let l_4769 = l_4768 * f64(4.110317623312165e-19);
let l_4770 = l_4769 - f64(1.5619206968586225e-16);
l_mut_2876 = l_4770;
let l_4771 = l_mut_2876 * l_4768;
let l_4772 = l_4771 + f64(4.779477332387385e-14);
l_mut_2876 = l_4772;
let l_4773 = l_mut_2876 * l_4768;
let l_4774 = l_4773 - f64(1.1470745597729725e-11);
l_mut_2876 = l_4774;
let l_4775 = l_mut_2876 * l_4768;
let l_4776 = l_4775 + f64(2.08767569878681e-9);
l_mut_2876 = l_4776;
let l_4777 = l_mut_2876 * l_4768;
let l_4778 = l_4777 - f64(2.755731922398589e-7);
l_mut_2876 = l_4778;
let l_4779 = l_mut_2876 * l_4768;
let l_4780 = l_4779 + f64(2.48015873015873e-5);
l_mut_2876 = l_4780;
let l_4781 = l_mut_2876 * l_4768;
let l_4782 = l_4781 - f64(0.001388888888888889);
l_mut_2876 = l_4782;
let l_4783 = l_mut_2876 * l_4768;
let l_4784 = l_4783 + f64(0.041666666666666664);
l_mut_2876 = l_4784;
let l_4785 = f64(0.5) * l_4768;
let l_4786 = f64(1.0) - l_4785;
let l_4787 = l_4768 * l_4768;
let l_4788 = l_4787 * l_mut_2876;
let l_4789 = f64(0.0) * l_mut_3130;
let l_4790 = l_4788 - l_4789;
let l_4791 = l_4786 + l_4790;
let l_4792 = l_mut_4425 & u32(1);
let l_4793 = l_4792 == u32(1);
l_mut_3130 = l_4767;
let l_4794 = l_mut_4425 & u32(2);
let l_4795 = l_4794 != u32(0);
l_mut_296 = l_4795;
let l_4796 = u32(6) == u32(6);
if l_4796 {
if l_4793 {
l_mut_3130 = l_4791;
}
} else {
let l_4797 = u32(6) == u32(7);
if l_4797 {
l_mut_3130 = l_4791;
if l_4793 {
l_mut_3130 = l_4767;
}
let l_4798 = l_mut_4425 + u32(1);
let l_4799 = l_4798 & u32(2);
let l_4800 = l_4799 != u32(0);
l_mut_296 = l_4800;
} else {
let l_4801 = l_4767 / l_4791;
l_mut_3130 = l_4801;
if l_4793 {
let l_4802 = l_4791 / l_4767;
l_mut_3130 = l_4802;
}
l_mut_296 = l_4793;
}
}
let l_4803 = u32(6) != u32(7);
let l_4804 = l_4803 && l_4741;
if l_4804 {
let l_4805 = !l_mut_296;
l_mut_296 = l_4805;
}
if l_mut_296 {
let l_4806 = -l_mut_3130;
l_mut_3130 = l_4806;
}
let l_4807 = f32(l_175);
let l_4808 = bitcast<u32>(l_4807);
let l_4809 = l_4808 & u32(2147483647);
let l_4810 = bitcast<f32>(l_4809);
let l_4811 = f64(l_4810);
l_mut_2876 = l_4811;
let l_4812 = l_4809 < u32(8388608);
if l_4812 {
let l_4813 = f64(l_4809);
let l_4814 = l_4813 * f64(1.401298464324817e-45);
l_mut_2876 = l_4814;
}
let l_4815 = bitcast<u64>(l_mut_2876);
let l_4816 = l_4808 >> u32(31);
let l_4817 = u64(l_4816);
let l_4818 = l_4817 << u32(bitcast<u64>(u64(63)));
let l_4819 = l_4815 | l_4818;
let l_4820 = bitcast<f64>(l_4819);
let l_4821 = abs(l_4820);
l_mut_2876 = l_4821;
l_mut_4425 = u32(0);
let l_4822 = l_4821 >= f64(0.785);
if l_4822 {
let l_4823 = l_4821 * f64(0.6366197723675814);
let l_4824 = l_4823 + f64(0.5);
let l_4825 = floor(l_4824);
let l_4826 = l_4825 * f64(1.570796325802803);
let l_4827 = l_4821 - l_4826;
let l_4828 = l_4827 * l_20;
let l_4829 = l_4825 * f64(9.920935796805404e-10);
let l_4830 = l_4828 - l_4829;
l_mut_2876 = l_4830;
let l_4831 = u32(l_4825);
l_mut_4425 = l_4831;
}
let l_4832 = bitcast<u32>(l_4807);
let l_4833 = l_4832 >= u32(2147483648);
let l_4834 = l_mut_2876 * l_mut_2876;
let l_4835 = l_4834 * f64(1.9572941063391263e-20);
let l_4836 = f64(8.22063524662433e-18) - l_4835;
l_mut_2620 = l_4836;
let l_4837 = l_mut_2620 * l_4834;
let l_4838 = l_4837 - f64(2.8114572543455206e-15);
l_mut_2620 = l_4838;
let l_4839 = l_mut_2620 * l_4834;
let l_4840 = l_4839 + f64(7.647163731819816e-13);
l_mut_2620 = l_4840;
let l_4841 = l_mut_2620 * l_4834;
let l_4842 = l_4841 - f64(1.6059043836821613e-10);
l_mut_2620 = l_4842;
let l_4843 = l_mut_2620 * l_4834;
let l_4844 = l_4843 + f64(2.505210838544172e-8);
l_mut_2620 = l_4844;
let l_4845 = l_mut_2620 * l_4834;
let l_4846 = l_4845 - f64(2.7557319223985893e-6);
l_mut_2620 = l_4846;
let l_4847 = l_mut_2620 * l_4834;
let l_4848 = l_4847 + f64(0.0001984126984126984);
l_mut_2620 = l_4848;
let l_4849 = l_mut_2620 * l_4834;
let l_4850 = l_4849 - f64(0.008333333333333333);
l_mut_2620 = l_4850;
let l_4851 = l_mut_2620 * l_4834;
let l_4852 = l_4851 + f64(0.16666666666666666);
l_mut_2620 = l_4852;
let l_4853 = f64(0.5) * l_4834;
let l_4854 = f64(1.0) - l_4853;
let l_4855 = f64(0.0) * l_4854;
let l_4856 = l_mut_2876 * l_4834;
let l_4857 = l_4856 * l_mut_2620;
let l_4858 = l_4855 - l_4857;
let l_4859 = l_mut_2876 + l_4858;
let l_4860 = l_mut_2876 * l_mut_2876;
let l_4861 = l_4860 * f64(4.110317623312165e-19);
let l_4862 = l_4861 - f64(1.5619206968586225e-16);
l_mut_2620 = l_4862;
let l_4863 = l_mut_2620 * l_4860;
let l_4864 = l_4863 + f64(4.779477332387385e-14);
l_mut_2620 = l_4864;
let l_4865 = l_mut_2620 * l_4860;
let l_4866 = l_4865 - f64(1.1470745597729725e-11);
l_mut_2620 = l_4866;
let l_4867 = l_mut_2620 * l_4860;
let l_4868 = l_4867 + f64(2.08767569878681e-9);
l_mut_2620 = l_4868;
let l_4869 = l_mut_2620 * l_4860;
let l_4870 = l_4869 - f64(2.755731922398589e-7);
l_mut_2620 = l_4870;
let l_4871 = l_mut_2620 * l_4860;
let l_4872 = l_4871 + f64(2.48015873015873e-5);
l_mut_2620 = l_4872;
let l_4873 = l_mut_2620 * l_4860;
let l_4874 = l_4873 - f64(0.001388888888888889);
l_mut_2620 = l_4874;
let l_4875 = l_mut_2620 * l_4860;
let l_4876 = l_4875 + f64(0.041666666666666664);
l_mut_2620 = l_4876;
let l_4877 = f64(0.5) * l_4860;
let l_4878 = f64(1.0) - l_4877;
let l_4879 = l_4860 * l_4860;
let l_4880 = l_4879 * l_mut_2620;
let l_4881 = f64(0.0) * l_mut_2876;
let l_4882 = l_4880 - l_4881;
let l_4883 = l_4878 + l_4882;
let l_4884 = l_mut_4425 & u32(1);
let l_4885 = l_4884 == u32(1);
l_mut_2876 = l_4859;
let l_4886 = l_mut_4425 & u32(2);
let l_4887 = l_4886 != u32(0);
l_mut_296 = l_4887;
let l_4888 = u32(7) == u32(6);
if l_4888 {
if l_4885 {
l_mut_2876 = l_4883;
}
} else {
let l_4889 = u32(7) == u32(7);
if l_4889 {
l_mut_2876 = l_4883;
if l_4885 {
l_mut_2876 = l_4859;
}
let l_4890 = l_mut_4425 + u32(1);
let l_4891 = l_4890 & u32(2);
let l_4892 = l_4891 != u32(0);
l_mut_296 = l_4892;
} else {
let l_4893 = l_4859 / l_4883;
l_mut_2876 = l_4893;
if l_4885 {
let l_4894 = l_4883 / l_4859;
l_mut_2876 = l_4894;
}
l_mut_296 = l_4885;
}
}
let l_4895 = u32(7) != u32(7);
let l_4896 = l_4895 && l_4833;
if l_4896 {
let l_4897 = !l_mut_296;
l_mut_296 = l_4897;
}
if l_mut_296 {
let l_4898 = -l_mut_2876;
l_mut_2876 = l_4898;
}
let l_4899 = abs(l_mut_3130);
let l_4900 = l_4899 * f64(1.4551915228366852e-11);
let l_4901 = abs(l_mut_2876);
let l_4902 = l_4901 * f64(1.4551915228366852e-11);
let l_4903 = l_mut_3130 - l_168;
let l_4904 = l_mut_3130 + l_168;
let l_4905 = l_mut_2876 - l_168;
let l_4906 = l_mut_2876 + l_168;
l_mut_4425 = u32(2);
let l_4907 = abs(l_4905);
let l_4908 = l_4907 <= l_4902;
let l_4909 = abs(l_4906);
let l_4910 = l_4909 <= l_4902;
let l_4911 = l_4908 || l_4910;
let l_4912 = !l_4911;
if l_4912 {
l_mut_4425 = u32(0);
let l_4913 = l_4905 <= f64(0.0);
let l_4914 = l_4906 >= f64(0.0);
let l_4915 = l_4913 && l_4914;
let l_4916 = !l_4915;
if l_4916 {
let l_4917 = abs(l_4905);
let l_4918 = abs(l_4906);
l_mut_3130 = l_4917;
let l_4919 = l_4918 < l_4917;
if l_4919 {
l_mut_3130 = l_4918;
}
let l_4920 = l_4902 / l_mut_3130;
let l_4921 = l_4920 + f64(1.4551915228366852e-11);
let l_4922 = f64(1.0) / l_4906;
let l_4923 = f64(1.0) / l_4905;
let l_4924 = abs(l_4922);
l_mut_3130 = f64(1.401298464324817e-45);
let l_4925 = l_4924 >= f64(1.1754943508222875e-38);
let l_4926 = l_4924 <= f64(1.7976931348623157e308);
let l_4927 = l_4925 && l_4926;
if l_4927 {
let l_4928 = bitcast<u64>(l_4924);
let l_4929 = l_4928 >> u32(bitcast<u64>(u64(52)));
let l_4930 = l_4929 - u64(23);
let l_4931 = l_4930 << u32(bitcast<u64>(u64(52)));
let l_4932 = bitcast<f64>(l_4931);
l_mut_3130 = l_4932;
}
let l_4933 = l_171 * l_mut_3130;
let l_4934 = l_4922 - l_4933;
let l_4935 = abs(l_4923);
l_mut_3130 = f64(1.401298464324817e-45);
let l_4936 = l_4935 >= f64(1.1754943508222875e-38);
let l_4937 = l_4935 <= f64(1.7976931348623157e308);
let l_4938 = l_4936 && l_4937;
if l_4938 {
let l_4939 = bitcast<u64>(l_4935);
let l_4940 = l_4939 >> u32(bitcast<u64>(u64(52)));
let l_4941 = l_4940 - u64(23);
let l_4942 = l_4941 << u32(bitcast<u64>(u64(52)));
let l_4943 = bitcast<f64>(l_4942);
l_mut_3130 = l_4943;
}
let l_4944 = l_171 * l_mut_3130;
let l_4945 = l_4923 + l_4944;
let l_4947 = l_4903 * l_4934;
let l_4948 = l_4903 * l_4945;
let l_4949 = l_4904 * l_4934;
let l_4950 = l_4904 * l_4945;
a_4946[u32(0)] = l_4947;
a_4946[u32(1)] = l_4947;
let l_4951 = a_4946[u32(0)];
let l_4952 = l_4948 < l_4951;
if l_4952 {
a_4946[u32(0)] = l_4948;
}
let l_4953 = a_4946[u32(0)];
let l_4954 = l_4949 < l_4953;
if l_4954 {
a_4946[u32(0)] = l_4949;
}
let l_4955 = a_4946[u32(0)];
let l_4956 = l_4950 < l_4955;
if l_4956 {
a_4946[u32(0)] = l_4950;
}
let l_4957 = a_4946[u32(1)];
let l_4958 = l_4948 > l_4957;
if l_4958 {
a_4946[u32(1)] = l_4948;
}
let l_4959 = a_4946[u32(1)];
let l_4960 = l_4949 > l_4959;
if l_4960 {
a_4946[u32(1)] = l_4949;
}
let l_4961 = a_4946[u32(1)];
let l_4962 = l_4950 > l_4961;
if l_4962 {
a_4946[u32(1)] = l_4950;
}
let l_4963 = abs(l_4903);
let l_4964 = abs(l_4904);
l_mut_3130 = l_4963;
let l_4965 = l_4964 > l_4963;
if l_4965 {
l_mut_3130 = l_4964;
}
let l_4966 = abs(l_4934);
let l_4967 = abs(l_4945);
l_mut_2876 = l_4966;
let l_4968 = l_4967 > l_4966;
if l_4968 {
l_mut_2876 = l_4967;
}
let l_4969 = l_mut_3130 * l_mut_2876;
let l_4970 = l_4921 + f64(1.4551915228366852e-11);
let l_4971 = l_4969 * l_4970;
let l_4972 = l_4900 * l_mut_2876;
let l_4973 = l_4971 + l_4972;
l_mut_4425 = u32(2);
let l_4974 = abs(l_4922);
let l_4975 = l_4974 * l_4921;
let l_4976 = l_4922 - l_4975;
let l_4977 = abs(l_4976);
l_mut_3130 = f64(1.401298464324817e-45);
let l_4978 = l_4977 >= f64(1.1754943508222875e-38);
let l_4979 = l_4977 <= f64(1.7976931348623157e308);
let l_4980 = l_4978 && l_4979;
if l_4980 {
let l_4981 = bitcast<u64>(l_4977);
let l_4982 = l_4981 >> u32(bitcast<u64>(u64(52)));
let l_4983 = l_4982 - u64(23);
let l_4984 = l_4983 << u32(bitcast<u64>(u64(52)));
let l_4985 = bitcast<f64>(l_4984);
l_mut_3130 = l_4985;
}
let l_4986 = l_4922 + l_4975;
let l_4987 = abs(l_4986);
l_mut_2876 = f64(1.401298464324817e-45);
let l_4988 = l_4987 >= f64(1.1754943508222875e-38);
let l_4989 = l_4987 <= f64(1.7976931348623157e308);
let l_4990 = l_4988 && l_4989;
if l_4990 {
let l_4991 = bitcast<u64>(l_4987);
let l_4992 = l_4991 >> u32(bitcast<u64>(u64(52)));
let l_4993 = l_4992 - u64(23);
let l_4994 = l_4993 << u32(bitcast<u64>(u64(52)));
let l_4995 = bitcast<f64>(l_4994);
l_mut_2876 = l_4995;
}
let l_4996 = l_mut_3130 == l_mut_2876;
let l_4997 = abs(l_4923);
let l_4998 = l_4997 * l_4921;
let l_4999 = l_4923 - l_4998;
let l_5000 = abs(l_4999);
l_mut_3130 = f64(1.401298464324817e-45);
let l_5001 = l_5000 >= f64(1.1754943508222875e-38);
let l_5002 = l_5000 <= f64(1.7976931348623157e308);
let l_5003 = l_5001 && l_5002;
if l_5003 {
let l_5004 = bitcast<u64>(l_5000);
let l_5005 = l_5004 >> u32(bitcast<u64>(u64(52)));
let l_5006 = l_5005 - u64(23);
let l_5007 = l_5006 << u32(bitcast<u64>(u64(52)));
let l_5008 = bitcast<f64>(l_5007);
l_mut_3130 = l_5008;
}
let l_5009 = l_4923 + l_4998;
let l_5010 = abs(l_5009);
l_mut_2876 = f64(1.401298464324817e-45);
let l_5011 = l_5010 >= f64(1.1754943508222875e-38);
let l_5012 = l_5010 <= f64(1.7976931348623157e308);
let l_5013 = l_5011 && l_5012;
if l_5013 {
let l_5014 = bitcast<u64>(l_5010);
let l_5015 = l_5014 >> u32(bitcast<u64>(u64(52)));
let l_5016 = l_5015 - u64(23);
let l_5017 = l_5016 << u32(bitcast<u64>(u64(52)));
let l_5018 = bitcast<f64>(l_5017);
l_mut_2876 = l_5018;
}
let l_5019 = l_mut_3130 == l_mut_2876;
let l_5020 = l_4996 && l_5019;
if l_5020 {
let l_5021 = a_4946[u32(0)];
let l_5022 = a_4946[u32(1)];
let l_5023 = bitcast<u32>(l_26);
let l_5024 = l_5023 & u32(2147483647);
let l_5025 = bitcast<f32>(l_5024);
let l_5026 = f64(l_5025);
l_mut_3130 = l_5026;
let l_5027 = l_5024 < u32(8388608);
if l_5027 {
let l_5028 = f64(l_5024);
let l_5029 = l_5028 * f64(1.401298464324817e-45);
l_mut_3130 = l_5029;
}
let l_5030 = bitcast<u64>(l_mut_3130);
let l_5031 = l_5023 >> u32(31);
let l_5032 = u64(l_5031);
let l_5033 = l_5032 << u32(bitcast<u64>(u64(63)));
let l_5034 = l_5030 | l_5033;
let l_5035 = bitcast<f64>(l_5034);
let l_5036 = bitcast<u32>(l_26);
let l_5037 = l_5036 + u32(1);
l_mut_3382 = l_5037;
let l_5038 = l_5036 & u32(2147483647);
let l_5039 = l_5038 == u32(0);
if l_5039 {
l_mut_3382 = u32(1);
} else {
let l_5040 = l_5036 & u32(2147483648);
let l_5041 = l_5040 != u32(0);
if l_5041 {
let l_5042 = l_5036 - u32(1);
l_mut_3382 = l_5042;
} else {
let l_5043 = l_5036 == u32(2139095040);
if l_5043 {
l_mut_3382 = l_5036;
}
}
}
let l_5044 = bitcast<f32>(l_mut_3382);
let l_5045 = bitcast<u32>(l_5044);
let l_5046 = l_5045 & u32(2147483647);
let l_5047 = bitcast<f32>(l_5046);
let l_5048 = f64(l_5047);
l_mut_3130 = l_5048;
let l_5049 = l_5046 < u32(8388608);
if l_5049 {
let l_5050 = f64(l_5046);
let l_5051 = l_5050 * f64(1.401298464324817e-45);
l_mut_3130 = l_5051;
}
let l_5052 = bitcast<u64>(l_mut_3130);
let l_5053 = l_5045 >> u32(31);
let l_5054 = u64(l_5053);
let l_5055 = l_5054 << u32(bitcast<u64>(u64(63)));
let l_5056 = l_5052 | l_5055;
let l_5057 = bitcast<f64>(l_5056);
let l_5058 = bitcast<u32>(l_26);
let l_5059 = l_5058 ^ u32(2147483648);
let l_5060 = bitcast<f32>(l_5059);
let l_5061 = bitcast<u32>(l_5060);
let l_5062 = l_5061 + u32(1);
l_mut_3382 = l_5062;
let l_5063 = l_5061 & u32(2147483647);
let l_5064 = l_5063 == u32(0);
if l_5064 {
l_mut_3382 = u32(1);
} else {
let l_5065 = l_5061 & u32(2147483648);
let l_5066 = l_5065 != u32(0);
if l_5066 {
let l_5067 = l_5061 - u32(1);
l_mut_3382 = l_5067;
} else {
let l_5068 = l_5061 == u32(2139095040);
if l_5068 {
l_mut_3382 = l_5061;
}
}
}
let l_5069 = bitcast<f32>(l_mut_3382);
let l_5070 = bitcast<u32>(l_5069);
let l_5071 = l_5070 ^ u32(2147483648);
let l_5072 = bitcast<f32>(l_5071);
let l_5073 = bitcast<u32>(l_5072);
let l_5074 = l_5073 & u32(2147483647);
let l_5075 = bitcast<f32>(l_5074);
let l_5076 = f64(l_5075);
l_mut_3130 = l_5076;
let l_5077 = l_5074 < u32(8388608);
if l_5077 {
let l_5078 = f64(l_5074);
let l_5079 = l_5078 * f64(1.401298464324817e-45);
l_mut_3130 = l_5079;
}
let l_5080 = bitcast<u64>(l_mut_3130);
let l_5081 = l_5073 >> u32(31);
let l_5082 = u64(l_5081);
let l_5083 = l_5082 << u32(bitcast<u64>(u64(63)));
let l_5084 = l_5080 | l_5083;
let l_5085 = bitcast<f64>(l_5084);
let l_5086 = l_5021 + l_4973;
let l_5087 = l_5086 <= l_5035;
l_mut_296 = l_5087;
let l_5088 = l_5021 - l_4973;
let l_5089 = l_5088 > l_5035;
l_mut_293 = l_5089;
let l_5090 = l_5022 - l_4973;
let l_5091 = l_5090 >= l_5035;
l_mut_290 = l_5091;
let l_5092 = l_5022 + l_4973;
let l_5093 = l_5092 < l_5035;
l_mut_287 = l_5093;
let l_5094 = l_5021 + l_4973;
let l_5095 = l_5094 < l_5057;
l_mut_296 = l_5095;
let l_5096 = l_5021 - l_4973;
let l_5097 = l_5096 >= l_5057;
l_mut_293 = l_5097;
let l_5098 = l_5022 - l_4973;
let l_5099 = l_5098 > l_5085;
l_mut_290 = l_5099;
let l_5100 = l_5022 + l_4973;
let l_5101 = l_5100 <= l_5085;
l_mut_287 = l_5101;
l_mut_3382 = u32(2);
let l_5102 = l_mut_293 || l_mut_287;
if l_5102 {
l_mut_3382 = u32(1);
} else {
let l_5103 = l_mut_296 && l_mut_290;
if l_5103 {
l_mut_3382 = u32(0);
}
}
let l_5104 = bitcast<u32>(l_26);
let l_5105 = l_5104 & u32(2147483647);
let l_5106 = l_5105 == u32(0);
if l_5106 {
let l_5107 = l_5021 + l_4973;
let l_5108 = l_5107 < f64(1.1754943508222875e-38);
let l_5109 = l_5022 - l_4973;
let l_5110 = l_5109 > f64(-1.1754943508222875e-38);
let l_5111 = l_5108 && l_5110;
let l_5112 = l_5021 - l_4973;
let l_5113 = l_5112 < f64(1.1754943508222875e-38);
let l_5114 = l_5022 + l_4973;
let l_5115 = l_5114 > f64(-1.1754943508222875e-38);
let l_5116 = l_5113 && l_5115;
if l_5111 {
l_mut_3382 = u32(0);
} else {
let l_5117 = l_mut_3382 == u32(1);
let l_5118 = l_5116 && l_5117;
if l_5118 {
l_mut_3382 = u32(2);
}
}
}
l_mut_4425 = l_mut_3382;
}
}
}
l_mut_179 = l_mut_4425;
}
}
} else {
let l_5119 = l_162 == u32(13);
if l_5119 {
let l_5121 = l_175 * l_171;
let l_5122 = l_175 * l_174;
let l_5123 = l_175 * l_171;
let l_5124 = l_175 * l_174;
a_5120[u32(0)] = l_5121;
a_5120[u32(1)] = l_5121;
let l_5125 = a_5120[u32(0)];
let l_5126 = l_5122 < l_5125;
if l_5126 {
a_5120[u32(0)] = l_5122;
}
let l_5127 = a_5120[u32(0)];
let l_5128 = l_5123 < l_5127;
if l_5128 {
a_5120[u32(0)] = l_5123;
}
let l_5129 = a_5120[u32(0)];
let l_5130 = l_5124 < l_5129;
if l_5130 {
a_5120[u32(0)] = l_5124;
}
let l_5131 = a_5120[u32(1)];
let l_5132 = l_5122 > l_5131;
if l_5132 {
a_5120[u32(1)] = l_5122;
}
let l_5133 = a_5120[u32(1)];
let l_5134 = l_5123 > l_5133;
if l_5134 {
a_5120[u32(1)] = l_5123;
}
let l_5135 = a_5120[u32(1)];
let l_5136 = l_5124 > l_5135;
if l_5136 {
a_5120[u32(1)] = l_5124;
}
let l_5137 = a_5120[u32(0)];
let l_5138 = l_5137 * f64(7.1362384635298e44);
let l_5139 = floor(l_5138);
let l_5140 = l_5139 * f64(1.401298464324817e-45);
l_mut_3130 = l_5140;
let l_5141 = abs(l_5137);
let l_5142 = l_5141 >= f64(1.1754943508222875e-38);
if l_5142 {
let l_5143 = f32(l_5137);
let l_5144 = f64(l_5143);
l_mut_3130 = l_5144;
let l_5145 = l_mut_3130 > l_5137;
if l_5145 {
let l_5146 = bitcast<u32>(l_5143);
let l_5147 = l_5146 ^ u32(2147483648);
let l_5148 = bitcast<f32>(l_5147);
let l_5149 = bitcast<u32>(l_5148);
let l_5150 = l_5149 + u32(1);
l_mut_4425 = l_5150;
let l_5151 = l_5149 & u32(2147483647);
let l_5152 = l_5151 == u32(0);
if l_5152 {
l_mut_4425 = u32(1);
} else {
let l_5153 = l_5149 & u32(2147483648);
let l_5154 = l_5153 != u32(0);
if l_5154 {
let l_5155 = l_5149 - u32(1);
l_mut_4425 = l_5155;
} else {
let l_5156 = l_5149 == u32(2139095040);
if l_5156 {
l_mut_4425 = l_5149;
}
}
}
let l_5157 = bitcast<f32>(l_mut_4425);
let l_5158 = bitcast<u32>(l_5157);
let l_5159 = l_5158 ^ u32(2147483648);
let l_5160 = bitcast<f32>(l_5159);
let l_5161 = bitcast<u32>(l_5160);
let l_5162 = l_5161 & u32(2147483647);
let l_5163 = bitcast<f32>(l_5162);
let l_5164 = f64(l_5163);
l_mut_2876 = l_5164;
let l_5165 = l_5162 < u32(8388608);
if l_5165 {
let l_5166 = f64(l_5162);
let l_5167 = l_5166 * f64(1.401298464324817e-45);
l_mut_2876 = l_5167;
}
let l_5168 = bitcast<u64>(l_mut_2876);
let l_5169 = l_5161 >> u32(31);
let l_5170 = u64(l_5169);
let l_5171 = l_5170 << u32(bitcast<u64>(u64(63)));
let l_5172 = l_5168 | l_5171;
let l_5173 = bitcast<f64>(l_5172);
l_mut_3130 = l_5173;
} else {
let l_5174 = bitcast<u32>(l_5143);
let l_5175 = l_5174 + u32(1);
l_mut_4425 = l_5175;
let l_5176 = l_5174 & u32(2147483647);
let l_5177 = l_5176 == u32(0);
if l_5177 {
l_mut_4425 = u32(1);
} else {
let l_5178 = l_5174 & u32(2147483648);
let l_5179 = l_5178 != u32(0);
if l_5179 {
let l_5180 = l_5174 - u32(1);
l_mut_4425 = l_5180;
} else {
let l_5181 = l_5174 == u32(2139095040);
if l_5181 {
l_mut_4425 = l_5174;
}
}
}
let l_5182 = bitcast<f32>(l_mut_4425);
let l_5183 = bitcast<u32>(l_5182);
let l_5184 = l_5183 & u32(2147483647);
let l_5185 = bitcast<f32>(l_5184);
let l_5186 = f64(l_5185);
l_mut_2876 = l_5186;
let l_5187 = l_5184 < u32(8388608);
if l_5187 {
let l_5188 = f64(l_5184);
let l_5189 = l_5188 * f64(1.401298464324817e-45);
l_mut_2876 = l_5189;
}
let l_5190 = bitcast<u64>(l_mut_2876);
let l_5191 = l_5183 >> u32(31);
let l_5192 = u64(l_5191);
let l_5193 = l_5192 << u32(bitcast<u64>(u64(63)));
let l_5194 = l_5190 | l_5193;
let l_5195 = bitcast<f64>(l_5194);
let l_5196 = l_5195 <= l_5137;
if l_5196 {
let l_5197 = bitcast<u32>(l_5143);
let l_5198 = l_5197 + u32(1);
l_mut_4425 = l_5198;
let l_5199 = l_5197 & u32(2147483647);
let l_5200 = l_5199 == u32(0);
if l_5200 {
l_mut_4425 = u32(1);
} else {
let l_5201 = l_5197 & u32(2147483648);
let l_5202 = l_5201 != u32(0);
if l_5202 {
let l_5203 = l_5197 - u32(1);
l_mut_4425 = l_5203;
} else {
let l_5204 = l_5197 == u32(2139095040);
if l_5204 {
l_mut_4425 = l_5197;
}
}
}
let l_5205 = bitcast<f32>(l_mut_4425);
let l_5206 = bitcast<u32>(l_5205);
let l_5207 = l_5206 & u32(2147483647);
let l_5208 = bitcast<f32>(l_5207);
let l_5209 = f64(l_5208);
l_mut_2876 = l_5209;
let l_5210 = l_5207 < u32(8388608);
if l_5210 {
let l_5211 = f64(l_5207);
let l_5212 = l_5211 * f64(1.401298464324817e-45);
l_mut_2876 = l_5212;
}
let l_5213 = bitcast<u64>(l_mut_2876);
let l_5214 = l_5206 >> u32(31);
let l_5215 = u64(l_5214);
let l_5216 = l_5215 << u32(bitcast<u64>(u64(63)));
let l_5217 = l_5213 | l_5216;
let l_5218 = bitcast<f64>(l_5217);
l_mut_3130 = l_5218;
}
}
}
l_mut_2876 = l_mut_3130;
let l_5219 = l_mut_3130 > f64(1000.0);
if l_5219 {
let l_5220 = bitcast<u64>(l_mut_3130);
let l_5221 = l_5220 | u64(9218868437227405312);
let l_5222 = l_5221 & bitcast<u64>(i64(-4503599627370496));
let l_5223 = bitcast<f64>(l_5222);
l_mut_2876 = l_5223;
} else {
let l_5224 = l_mut_3130 < f64(-1000.0);
if l_5224 {
l_mut_2876 = f64(0.0);
} else {
let l_5225 = is_nan_1_f64(l_mut_3130);let l_5226 = !l_5225;
if l_5226 {
let l_5227 = l_mut_3130 + f64(0.5);
let l_5228 = floor(l_5227);
let l_5229 = l_mut_3130 - l_5228;
let l_5230 = l_5229 * f64(0.6931471824645996);
let l_5231 = l_5229 * f64(-1.904654299957768e-9);
let l_5232 = l_5230 + l_5231;
l_mut_3130 = l_5232;
let l_5233 = is_nan_1_f64(l_5232);if l_5233 {
} else {
let l_5234 = l_5232 < f64(-700.0);
if l_5234 {
l_mut_3130 = f64(0.0);
} else {
let l_5235 = l_5232 > f64(700.0);
if l_5235 {
let l_5236 = bitcast<u64>(l_5232);
let l_5237 = l_5236 | u64(9218868437227405312);
let l_5238 = l_5237 & bitcast<u64>(i64(-4503599627370496));
let l_5239 = bitcast<f64>(l_5238);
l_mut_3130 = l_5239;
} else {
let l_5240 = l_5232 * f64(1.4426950408889634);
let l_5241 = l_5240 + f64(0.5);
let l_5242 = floor(l_5241);
let l_5243 = l_5242 * f64(0.6931471824645996);
let l_5244 = l_5230 - l_5243;
let l_5245 = l_5244 * l_20;
let l_5246 = l_5242 * f64(-1.904654299957768e-9);
let l_5247 = l_5231 - l_5246;
let l_5248 = l_5245 + l_5247;
let l_5249 = l_5248 * f64(7.647163731819816e-13);
let l_5250 = l_5249 + f64(1.1470745597729725e-11);
l_mut_2620 = l_5250;
let l_5251 = l_mut_2620 * l_5248;
let l_5252 = l_5251 + f64(1.6059043836821613e-10);
l_mut_2620 = l_5252;
let l_5253 = l_mut_2620 * l_5248;
let l_5254 = l_5253 + f64(2.08767569878681e-9);
l_mut_2620 = l_5254;
let l_5255 = l_mut_2620 * l_5248;
let l_5256 = l_5255 + f64(2.505210838544172e-8);
l_mut_2620 = l_5256;
let l_5257 = l_mut_2620 * l_5248;
let l_5258 = l_5257 + f64(2.755731922398589e-7);
l_mut_2620 = l_5258;
let l_5259 = l_mut_2620 * l_5248;
let l_5260 = l_5259 + f64(2.7557319223985893e-6);
l_mut_2620 = l_5260;
let l_5261 = l_mut_2620 * l_5248;
let l_5262 = l_5261 + f64(2.48015873015873e-5);
l_mut_2620 = l_5262;
let l_5263 = l_mut_2620 * l_5248;
let l_5264 = l_5263 + f64(0.0001984126984126984);
l_mut_2620 = l_5264;
let l_5265 = l_mut_2620 * l_5248;
let l_5266 = l_5265 + f64(0.001388888888888889);
l_mut_2620 = l_5266;
let l_5267 = l_mut_2620 * l_5248;
let l_5268 = l_5267 + f64(0.008333333333333333);
l_mut_2620 = l_5268;
let l_5269 = l_mut_2620 * l_5248;
let l_5270 = l_5269 + f64(0.041666666666666664);
l_mut_2620 = l_5270;
let l_5271 = l_mut_2620 * l_5248;
let l_5272 = l_5271 + f64(0.16666666666666666);
l_mut_2620 = l_5272;
let l_5273 = l_mut_2620 * l_5248;
let l_5274 = l_5273 + f64(0.5);
l_mut_2620 = l_5274;
let l_5275 = l_5248 * l_5248;
let l_5276 = l_5275 * l_mut_2620;
let l_5277 = l_5248 + l_5276;
let l_5278 = f64(1.0) + l_5277;
let l_5279 = i32(l_5242);
let l_5280 = l_5279 + i32(1023);
let l_5281 = u64(l_5280);
let l_5282 = l_5281 << u32(bitcast<u64>(u64(52)));
let l_5283 = bitcast<f64>(l_5282);
let l_5284 = l_5278 * l_5283;
l_mut_3130 = l_5284;
}
}
}
let l_5285 = i32(l_5228);
let l_5286 = l_5285 + i32(1023);
let l_5287 = u64(l_5286);
let l_5288 = l_5287 << u32(bitcast<u64>(u64(52)));
let l_5289 = bitcast<f64>(l_5288);
let l_5290 = l_mut_3130 * l_5289;
l_mut_2876 = l_5290;
}
}
}
let l_5291 = a_5120[u32(1)];
let l_5292 = -l_5291;
let l_5293 = l_5292 * f64(7.1362384635298e44);
let l_5294 = floor(l_5293);
let l_5295 = l_5294 * f64(1.401298464324817e-45);
l_mut_3130 = l_5295;
let l_5296 = abs(l_5292);
let l_5297 = l_5296 >= f64(1.1754943508222875e-38);
if l_5297 {
let l_5298 = f32(l_5292);
let l_5299 = f64(l_5298);
l_mut_3130 = l_5299;
let l_5300 = l_mut_3130 > l_5292;
if l_5300 {
let l_5301 = bitcast<u32>(l_5298);
let l_5302 = l_5301 ^ u32(2147483648);
let l_5303 = bitcast<f32>(l_5302);
let l_5304 = bitcast<u32>(l_5303);
let l_5305 = l_5304 + u32(1);
l_mut_4425 = l_5305;
let l_5306 = l_5304 & u32(2147483647);
let l_5307 = l_5306 == u32(0);
if l_5307 {
l_mut_4425 = u32(1);
} else {
let l_5308 = l_5304 & u32(2147483648);
let l_5309 = l_5308 != u32(0);
if l_5309 {
let l_5310 = l_5304 - u32(1);
l_mut_4425 = l_5310;
} else {
let l_5311 = l_5304 == u32(2139095040);
if l_5311 {
l_mut_4425 = l_5304;
}
}
}
let l_5312 = bitcast<f32>(l_mut_4425);
let l_5313 = bitcast<u32>(l_5312);
let l_5314 = l_5313 ^ u32(2147483648);
let l_5315 = bitcast<f32>(l_5314);
let l_5316 = bitcast<u32>(l_5315);
let l_5317 = l_5316 & u32(2147483647);
let l_5318 = bitcast<f32>(l_5317);
let l_5319 = f64(l_5318);
l_mut_2620 = l_5319;
let l_5320 = l_5317 < u32(8388608);
if l_5320 {
let l_5321 = f64(l_5317);
let l_5322 = l_5321 * f64(1.401298464324817e-45);
l_mut_2620 = l_5322;
}
let l_5323 = bitcast<u64>(l_mut_2620);
let l_5324 = l_5316 >> u32(31);
let l_5325 = u64(l_5324);
let l_5326 = l_5325 << u32(bitcast<u64>(u64(63)));
let l_5327 = l_5323 | l_5326;
let l_5328 = bitcast<f64>(l_5327);
l_mut_3130 = l_5328;
} else {
let l_5329 = bitcast<u32>(l_5298);
let l_5330 = l_5329 + u32(1);
l_mut_4425 = l_5330;
let l_5331 = l_5329 & u32(2147483647);
let l_5332 = l_5331 == u32(0);
if l_5332 {
l_mut_4425 = u32(1);
} else {
let l_5333 = l_5329 & u32(2147483648);
let l_5334 = l_5333 != u32(0);
if l_5334 {
let l_5335 = l_5329 - u32(1);
l_mut_4425 = l_5335;
} else {
let l_5336 = l_5329 == u32(2139095040);
if l_5336 {
l_mut_4425 = l_5329;
}
}
}
let l_5337 = bitcast<f32>(l_mut_4425);
let l_5338 = bitcast<u32>(l_5337);
let l_5339 = l_5338 & u32(2147483647);
let l_5340 = bitcast<f32>(l_5339);
let l_5341 = f64(l_5340);
l_mut_2620 = l_5341;
let l_5342 = l_5339 < u32(8388608);
if l_5342 {
let l_5343 = f64(l_5339);
let l_5344 = l_5343 * f64(1.401298464324817e-45);
l_mut_2620 = l_5344;
}
let l_5345 = bitcast<u64>(l_mut_2620);
let l_5346 = l_5338 >> u32(31);
let l_5347 = u64(l_5346);
let l_5348 = l_5347 << u32(bitcast<u64>(u64(63)));
let l_5349 = l_5345 | l_5348;
let l_5350 = bitcast<f64>(l_5349);
let l_5351 = l_5350 <= l_5292;
if l_5351 {
let l_5352 = bitcast<u32>(l_5298);
let l_5353 = l_5352 + u32(1);
l_mut_4425 = l_5353;
let l_5354 = l_5352 & u32(2147483647);
let l_5355 = l_5354 == u32(0);
if l_5355 {
l_mut_4425 = u32(1);
} else {
let l_5356 = l_5352 & u32(2147483648);
let l_5357 = l_5356 != u32(0);
if l_5357 {
let l_5358 = l_5352 - u32(1);
l_mut_4425 = l_5358;
} else {
let l_5359 = l_5352 == u32(2139095040);
if l_5359 {
l_mut_4425 = l_5352;
}
}
}
let l_5360 = bitcast<f32>(l_mut_4425);
let l_5361 = bitcast<u32>(l_5360);
let l_5362 = l_5361 & u32(2147483647);
let l_5363 = bitcast<f32>(l_5362);
let l_5364 = f64(l_5363);
l_mut_2620 = l_5364;
let l_5365 = l_5362 < u32(8388608);
if l_5365 {
let l_5366 = f64(l_5362);
let l_5367 = l_5366 * f64(1.401298464324817e-45);
l_mut_2620 = l_5367;
}
let l_5368 = bitcast<u64>(l_mut_2620);
let l_5369 = l_5361 >> u32(31);
let l_5370 = u64(l_5369);
let l_5371 = l_5370 << u32(bitcast<u64>(u64(63)));
let l_5372 = l_5368 | l_5371;
let l_5373 = bitcast<f64>(l_5372);
l_mut_3130 = l_5373;
}
}
}
let l_5374 = -l_mut_3130;
l_mut_3130 = l_5374;
let l_5375 = l_5374 > f64(1000.0);
if l_5375 {
let l_5376 = bitcast<u64>(l_5374);
let l_5377 = l_5376 | u64(9218868437227405312);
let l_5378 = l_5377 & bitcast<u64>(i64(-4503599627370496));
let l_5379 = bitcast<f64>(l_5378);
l_mut_3130 = l_5379;
} else {
let l_5380 = l_5374 < f64(-1000.0);
if l_5380 {
l_mut_3130 = f64(0.0);
} else {
let l_5381 = is_nan_1_f64(l_5374);let l_5382 = !l_5381;
if l_5382 {
let l_5383 = l_5374 + f64(0.5);
let l_5384 = floor(l_5383);
let l_5385 = l_5374 - l_5384;
let l_5386 = l_5385 * f64(0.6931471824645996);
let l_5387 = l_5385 * f64(-1.904654299957768e-9);
let l_5388 = l_5386 + l_5387;
l_mut_2620 = l_5388;
let l_5389 = is_nan_1_f64(l_5388);if l_5389 {
} else {
let l_5390 = l_5388 < f64(-700.0);
if l_5390 {
l_mut_2620 = f64(0.0);
} else {
let l_5391 = l_5388 > f64(700.0);
if l_5391 {
let l_5392 = bitcast<u64>(l_5388);
let l_5393 = l_5392 | u64(9218868437227405312);
let l_5394 = l_5393 & bitcast<u64>(i64(-4503599627370496));
let l_5395 = bitcast<f64>(l_5394);
l_mut_2620 = l_5395;
} else {
let l_5396 = l_5388 * f64(1.4426950408889634);
let l_5397 = l_5396 + f64(0.5);
let l_5398 = floor(l_5397);
let l_5399 = l_5398 * f64(0.6931471824645996);
let l_5400 = l_5386 - l_5399;
let l_5401 = l_5400 * l_20;
let l_5402 = l_5398 * f64(-1.904654299957768e-9);
let l_5403 = l_5387 - l_5402;
let l_5404 = l_5401 + l_5403;
let l_5405 = l_5404 * f64(7.647163731819816e-13);
let l_5406 = l_5405 + f64(1.1470745597729725e-11);
l_mut_2366 = l_5406;
let l_5407 = l_mut_2366 * l_5404;
let l_5408 = l_5407 + f64(1.6059043836821613e-10);
l_mut_2366 = l_5408;
let l_5409 = l_mut_2366 * l_5404;
let l_5410 = l_5409 + f64(2.08767569878681e-9);
l_mut_2366 = l_5410;
let l_5411 = l_mut_2366 * l_5404;
let l_5412 = l_5411 + f64(2.505210838544172e-8);
l_mut_2366 = l_5412;
let l_5413 = l_mut_2366 * l_5404;
let l_5414 = l_5413 + f64(2.755731922398589e-7);
l_mut_2366 = l_5414;
let l_5415 = l_mut_2366 * l_5404;
let l_5416 = l_5415 + f64(2.7557319223985893e-6);
l_mut_2366 = l_5416;
let l_5417 = l_mut_2366 * l_5404;
let l_5418 = l_5417 + f64(2.48015873015873e-5);
l_mut_2366 = l_5418;
let l_5419 = l_mut_2366 * l_5404;
let l_5420 = l_5419 + f64(0.0001984126984126984);
l_mut_2366 = l_5420;
let l_5421 = l_mut_2366 * l_5404;
let l_5422 = l_5421 + f64(0.001388888888888889);
l_mut_2366 = l_5422;
let l_5423 = l_mut_2366 * l_5404;
let l_5424 = l_5423 + f64(0.008333333333333333);
l_mut_2366 = l_5424;
let l_5425 = l_mut_2366 * l_5404;
let l_5426 = l_5425 + f64(0.041666666666666664);
l_mut_2366 = l_5426;
let l_5427 = l_mut_2366 * l_5404;
let l_5428 = l_5427 + f64(0.16666666666666666);
l_mut_2366 = l_5428;
let l_5429 = l_mut_2366 * l_5404;
let l_5430 = l_5429 + f64(0.5);
l_mut_2366 = l_5430;
let l_5431 = l_5404 * l_5404;
let l_5432 = l_5431 * l_mut_2366;
let l_5433 = l_5404 + l_5432;
let l_5434 = f64(1.0) + l_5433;
let l_5435 = i32(l_5398);
let l_5436 = l_5435 + i32(1023);
let l_5437 = u64(l_5436);
let l_5438 = l_5437 << u32(bitcast<u64>(u64(52)));
let l_5439 = bitcast<f64>(l_5438);
let l_5440 = l_5434 * l_5439;
l_mut_2620 = l_5440;
}
}
}
let l_5441 = i32(l_5384);
let l_5442 = l_5441 + i32(1023);
let l_5443 = u64(l_5442);
let l_5444 = l_5443 << u32(bitcast<u64>(u64(52)));
let l_5445 = bitcast<f64>(l_5444);
let l_5446 = l_mut_2620 * l_5445;
l_mut_3130 = l_5446;
}
}
}
let l_5447 = l_mut_2876 * f64(1.4551915228366852e-11);
let l_5448 = l_mut_3130 * f64(1.4551915228366852e-11);
l_mut_4425 = u32(2);
let l_5449 = l_mut_2876 - l_5447;
let l_5450 = abs(l_5449);
l_mut_2620 = f64(1.401298464324817e-45);
let l_5451 = l_5450 >= f64(1.1754943508222875e-38);
let l_5452 = l_5450 <= f64(1.7976931348623157e308);
let l_5453 = l_5451 && l_5452;
if l_5453 {
let l_5454 = bitcast<u64>(l_5450);
let l_5455 = l_5454 >> u32(bitcast<u64>(u64(52)));
let l_5456 = l_5455 - u64(23);
let l_5457 = l_5456 << u32(bitcast<u64>(u64(52)));
let l_5458 = bitcast<f64>(l_5457);
l_mut_2620 = l_5458;
}
let l_5459 = l_mut_2876 + l_5447;
let l_5460 = abs(l_5459);
l_mut_2366 = f64(1.401298464324817e-45);
let l_5461 = l_5460 >= f64(1.1754943508222875e-38);
let l_5462 = l_5460 <= f64(1.7976931348623157e308);
let l_5463 = l_5461 && l_5462;
if l_5463 {
let l_5464 = bitcast<u64>(l_5460);
let l_5465 = l_5464 >> u32(bitcast<u64>(u64(52)));
let l_5466 = l_5465 - u64(23);
let l_5467 = l_5466 << u32(bitcast<u64>(u64(52)));
let l_5468 = bitcast<f64>(l_5467);
l_mut_2366 = l_5468;
}
let l_5469 = l_mut_2620 == l_mut_2366;
let l_5470 = l_mut_3130 - l_5448;
let l_5471 = abs(l_5470);
l_mut_2620 = f64(1.401298464324817e-45);
let l_5472 = l_5471 >= f64(1.1754943508222875e-38);
let l_5473 = l_5471 <= f64(1.7976931348623157e308);
let l_5474 = l_5472 && l_5473;
if l_5474 {
let l_5475 = bitcast<u64>(l_5471);
let l_5476 = l_5475 >> u32(bitcast<u64>(u64(52)));
let l_5477 = l_5476 - u64(23);
let l_5478 = l_5477 << u32(bitcast<u64>(u64(52)));
let l_5479 = bitcast<f64>(l_5478);
l_mut_2620 = l_5479;
}
let l_5480 = l_mut_3130 + l_5448;
let l_5481 = abs(l_5480);
l_mut_2366 = f64(1.401298464324817e-45);
let l_5482 = l_5481 >= f64(1.1754943508222875e-38);
let l_5483 = l_5481 <= f64(1.7976931348623157e308);
let l_5484 = l_5482 && l_5483;
if l_5484 {
let l_5485 = bitcast<u64>(l_5481);
let l_5486 = l_5485 >> u32(bitcast<u64>(u64(52)));
let l_5487 = l_5486 - u64(23);
let l_5488 = l_5487 << u32(bitcast<u64>(u64(52)));
let l_5489 = bitcast<f64>(l_5488);
l_mut_2366 = l_5489;
}
let l_5490 = l_mut_2620 == l_mut_2366;
let l_5491 = l_5469 && l_5490;
if l_5491 {
let l_5492 = l_168 * l_mut_2876;
let l_5493 = abs(l_mut_2876);
l_mut_2620 = f64(1.401298464324817e-45);
let l_5494 = l_5493 >= f64(1.1754943508222875e-38);
let l_5495 = l_5493 <= f64(1.7976931348623157e308);
let l_5496 = l_5494 && l_5495;
if l_5496 {
let l_5497 = bitcast<u64>(l_5493);
let l_5498 = l_5497 >> u32(bitcast<u64>(u64(52)));
let l_5499 = l_5498 - u64(23);
let l_5500 = l_5499 << u32(bitcast<u64>(u64(52)));
let l_5501 = bitcast<f64>(l_5500);
l_mut_2620 = l_5501;
}
let l_5502 = f64(0.5) * l_mut_2620;
l_mut_2620 = l_5492;
let l_5503 = l_5502 > l_5492;
if l_5503 {
l_mut_2620 = l_5502;
}
let l_5504 = l_168 * l_mut_3130;
let l_5505 = abs(l_mut_3130);
l_mut_2366 = f64(1.401298464324817e-45);
let l_5506 = l_5505 >= f64(1.1754943508222875e-38);
let l_5507 = l_5505 <= f64(1.7976931348623157e308);
let l_5508 = l_5506 && l_5507;
if l_5508 {
let l_5509 = bitcast<u64>(l_5505);
let l_5510 = l_5509 >> u32(bitcast<u64>(u64(52)));
let l_5511 = l_5510 - u64(23);
let l_5512 = l_5511 << u32(bitcast<u64>(u64(52)));
let l_5513 = bitcast<f64>(l_5512);
l_mut_2366 = l_5513;
}
let l_5514 = f64(0.5) * l_mut_2366;
l_mut_2366 = l_5504;
let l_5515 = l_5514 > l_5504;
if l_5515 {
l_mut_2366 = l_5514;
}
let l_5516 = l_mut_2876 - l_mut_2620;
let l_5517 = l_mut_3130 + l_mut_2366;
let l_5518 = bitcast<u32>(l_26);
let l_5519 = l_5518 & u32(2147483647);
let l_5520 = bitcast<f32>(l_5519);
let l_5521 = f64(l_5520);
l_mut_3130 = l_5521;
let l_5522 = l_5519 < u32(8388608);
if l_5522 {
let l_5523 = f64(l_5519);
let l_5524 = l_5523 * f64(1.401298464324817e-45);
l_mut_3130 = l_5524;
}
let l_5525 = bitcast<u64>(l_mut_3130);
let l_5526 = l_5518 >> u32(31);
let l_5527 = u64(l_5526);
let l_5528 = l_5527 << u32(bitcast<u64>(u64(63)));
let l_5529 = l_5525 | l_5528;
let l_5530 = bitcast<f64>(l_5529);
let l_5531 = bitcast<u32>(l_26);
let l_5532 = l_5531 + u32(1);
l_mut_3382 = l_5532;
let l_5533 = l_5531 & u32(2147483647);
let l_5534 = l_5533 == u32(0);
if l_5534 {
l_mut_3382 = u32(1);
} else {
let l_5535 = l_5531 & u32(2147483648);
let l_5536 = l_5535 != u32(0);
if l_5536 {
let l_5537 = l_5531 - u32(1);
l_mut_3382 = l_5537;
} else {
let l_5538 = l_5531 == u32(2139095040);
if l_5538 {
l_mut_3382 = l_5531;
}
}
}
let l_5539 = bitcast<f32>(l_mut_3382);
let l_5540 = bitcast<u32>(l_5539);
let l_5541 = l_5540 & u32(2147483647);
let l_5542 = bitcast<f32>(l_5541);
let l_5543 = f64(l_5542);
l_mut_3130 = l_5543;
let l_5544 = l_5541 < u32(8388608);
if l_5544 {
let l_5545 = f64(l_5541);
let l_5546 = l_5545 * f64(1.401298464324817e-45);
l_mut_3130 = l_5546;
}
let l_5547 = bitcast<u64>(l_mut_3130);
let l_5548 = l_5540 >> u32(31);
let l_5549 = u64(l_5548);
let l_5550 = l_5549 << u32(bitcast<u64>(u64(63)));
let l_5551 = l_5547 | l_5550;
let l_5552 = bitcast<f64>(l_5551);
let l_5553 = bitcast<u32>(l_26);
let l_5554 = l_5553 ^ u32(2147483648);
let l_5555 = bitcast<f32>(l_5554);
let l_5556 = bitcast<u32>(l_5555);
let l_5557 = l_5556 + u32(1);
l_mut_3382 = l_5557;
let l_5558 = l_5556 & u32(2147483647);
let l_5559 = l_5558 == u32(0);
if l_5559 {
l_mut_3382 = u32(1);
} else {
let l_5560 = l_5556 & u32(2147483648);
let l_5561 = l_5560 != u32(0);
if l_5561 {
let l_5562 = l_5556 - u32(1);
l_mut_3382 = l_5562;
} else {
let l_5563 = l_5556 == u32(2139095040);
if l_5563 {
l_mut_3382 = l_5556;
}
}
}
let l_5564 = bitcast<f32>(l_mut_3382);
let l_5565 = bitcast<u32>(l_5564);
let l_5566 = l_5565 ^ u32(2147483648);
let l_5567 = bitcast<f32>(l_5566);
let l_5568 = bitcast<u32>(l_5567);
let l_5569 = l_5568 & u32(2147483647);
let l_5570 = bitcast<f32>(l_5569);
let l_5571 = f64(l_5570);
l_mut_3130 = l_5571;
let l_5572 = l_5569 < u32(8388608);
if l_5572 {
let l_5573 = f64(l_5569);
let l_5574 = l_5573 * f64(1.401298464324817e-45);
l_mut_3130 = l_5574;
}
let l_5575 = bitcast<u64>(l_mut_3130);
let l_5576 = l_5568 >> u32(31);
let l_5577 = u64(l_5576);
let l_5578 = l_5577 << u32(bitcast<u64>(u64(63)));
let l_5579 = l_5575 | l_5578;
let l_5580 = bitcast<f64>(l_5579);
let l_5581 = l_5516 + l_5447;
let l_5582 = l_5581 <= l_5530;
l_mut_296 = l_5582;
let l_5583 = l_5516 - l_5447;
let l_5584 = l_5583 > l_5530;
l_mut_293 = l_5584;
let l_5585 = l_5517 - l_5448;
let l_5586 = l_5585 >= l_5530;
l_mut_290 = l_5586;
let l_5587 = l_5517 + l_5448;
let l_5588 = l_5587 < l_5530;
l_mut_287 = l_5588;
l_mut_3382 = u32(2);
let l_5589 = l_mut_293 || l_mut_287;
if l_5589 {
l_mut_3382 = u32(1);
} else {
let l_5590 = l_mut_296 && l_mut_290;
if l_5590 {
l_mut_3382 = u32(0);
}
}
let l_5591 = bitcast<u32>(l_26);
let l_5592 = l_5591 & u32(2147483647);
let l_5593 = l_5592 == u32(0);
if l_5593 {
let l_5594 = l_5516 + l_5447;
let l_5595 = l_5594 < f64(1.1754943508222875e-38);
let l_5596 = l_5517 - l_5448;
let l_5597 = l_5596 > f64(-1.1754943508222875e-38);
let l_5598 = l_5595 && l_5597;
let l_5599 = l_5516 - l_5447;
let l_5600 = l_5599 < f64(1.1754943508222875e-38);
let l_5601 = l_5517 + l_5448;
let l_5602 = l_5601 > f64(-1.1754943508222875e-38);
let l_5603 = l_5600 && l_5602;
if l_5598 {
l_mut_3382 = u32(0);
} else {
let l_5604 = l_mut_3382 == u32(1);
let l_5605 = l_5603 && l_5604;
if l_5605 {
l_mut_3382 = u32(2);
}
}
}
l_mut_4425 = l_mut_3382;
}
l_mut_179 = l_mut_4425;
} else {
let l_5606 = l_162 == u32(14);
if l_5606 {
l_mut_179 = u32(0);
let l_5607 = l_175 > f64(0.0);
if l_5607 {
let l_5608 = f32(l_175);
let l_5609 = bitcast<u32>(l_5608);
let l_5610 = l_5609 & u32(2147483647);
let l_5611 = bitcast<f32>(l_5610);
let l_5612 = f64(l_5611);
l_mut_3130 = l_5612;
let l_5613 = l_5610 < u32(8388608);
if l_5613 {
let l_5614 = f64(l_5610);
let l_5615 = l_5614 * f64(1.401298464324817e-45);
l_mut_3130 = l_5615;
}
let l_5616 = bitcast<u64>(l_mut_3130);
let l_5617 = l_5609 >> u32(31);
let l_5618 = u64(l_5617);
let l_5619 = l_5618 << u32(bitcast<u64>(u64(63)));
let l_5620 = l_5616 | l_5619;
let l_5621 = bitcast<f64>(l_5620);
l_mut_3130 = l_5621;
let l_5622 = l_5621 < f64(0.0);
if l_5622 {
let l_5623 = bitcast<u64>(l_5621);
let l_5624 = l_5623 | u64(9221120237041090560);
let l_5625 = bitcast<f64>(l_5624);
l_mut_3130 = l_5625;
} else {
let l_5626 = l_5621 == f64(0.0);
if l_5626 {
let l_5627 = abs(l_5621);
let l_5628 = bitcast<u64>(l_5627);
let l_5629 = l_5628 | u64(9218868437227405312);
let l_5630 = l_5629 & bitcast<u64>(i64(-4503599627370496));
let l_5631 = bitcast<f64>(l_5630);
let l_5632 = -l_5631;
l_mut_3130 = l_5632;
} else {
let l_5633 = bitcast<u32>(l_5608);
let l_5634 = l_5633 < u32(2139095040);
if l_5634 {
let l_5635 = bitcast<u64>(l_5621);
let l_5636 = l_5635 >> u32(bitcast<u64>(u64(52)));
let l_5637 = l_5636 & u64(2047);
let l_5638 = i32(bitcast<i64>(l_5637));
let l_5639 = l_5638 - i32(1023);
l_mut_5640 = l_5639;
let l_5641 = l_5635 & u64(4503599627370495);
let l_5642 = l_5641 | u64(4607182418800017408);
let l_5643 = bitcast<f64>(l_5642);
l_mut_2876 = l_5643;
let l_5644 = l_mut_2876 > f64(1.4142135623730951);
if l_5644 {
l_mut_2876 = l_mut_2876 * f64(0.5);
l_mut_5640 = l_mut_5640 + i32(1);
}
let l_5645 = l_mut_2876 - f64(1.0);
let l_5646 = f64(2.0) + l_5645;
let l_5647 = l_5645 / l_5646;
let l_5648 = l_5647 * l_5647;
let l_5649 = l_5648 * f64(0.04);
let l_5650 = l_5649 + f64(0.043478260869565216);
l_mut_2876 = l_5650;
let l_5651 = l_mut_2876 * l_5648;
let l_5652 = l_5651 + f64(0.047619047619047616);
l_mut_2876 = l_5652;
let l_5653 = l_mut_2876 * l_5648;
let l_5654 = l_5653 + f64(0.05263157894736842);
l_mut_2876 = l_5654;
let l_5655 = l_mut_2876 * l_5648;
let l_5656 = l_5655 + f64(0.058823529411764705);
l_mut_2876 = l_5656;
let l_5657 = l_mut_2876 * l_5648;
let l_5658 = l_5657 + f64(0.06666666666666667);
l_mut_2876 = l_5658;
let l_5659 = l_mut_2876 * l_5648;
let l_5660 = l_5659 + f64(0.07692307692307693);
l_mut_2876 = l_5660;
let l_5661 = l_mut_2876 * l_5648;
let l_5662 = l_5661 + f64(0.09090909090909091);
l_mut_2876 = l_5662;
let l_5663 = l_mut_2876 * l_5648;
let l_5664 = l_5663 + f64(0.1111111111111111);
l_mut_2876 = l_5664;
let l_5665 = l_mut_2876 * l_5648;
let l_5666 = l_5665 + f64(0.14285714285714285);
l_mut_2876 = l_5666;
let l_5667 = l_mut_2876 * l_5648;
let l_5668 = l_5667 + f64(0.2);
l_mut_2876 = l_5668;
let l_5669 = l_mut_2876 * l_5648;
let l_5670 = l_5669 + f64(0.3333333333333333);
l_mut_2876 = l_5670;
let l_5671 = f64(2.0) * l_5647;
let l_5672 = f64(2.0) * l_5647;
let l_5673 = l_5672 * l_5648;
let l_5674 = l_5673 * l_mut_2876;
let l_5675 = l_5671 + l_5674;
let l_5676 = f64(l_mut_5640);
let l_5677 = l_5676 * f64(0.6931471824645996);
let l_5678 = l_5676 * f64(-1.904654299957768e-9);
let l_5679 = l_5678 + l_5675;
let l_5680 = l_5677 + l_5679;
l_mut_3130 = l_5680;
}
}
}
let l_5681 = l_mut_3130 / f64(0.6931471805599453);
let l_5682 = abs(l_5681);
let l_5683 = l_168 * l_5682;
l_mut_3130 = l_5683;
let l_5684 = l_175 >= f64(0.5);
let l_5685 = l_175 <= f64(2.0);
let l_5686 = l_5684 && l_5685;
if l_5686 {
l_mut_3130 = l_168;
}
let l_5687 = abs(l_5681);
let l_5688 = l_5687 * f64(1.4551915228366852e-11);
let l_5689 = f64(1.0) + l_168;
let l_5690 = l_5688 * l_5689;
let l_5691 = l_5681 - l_mut_3130;
let l_5692 = l_5681 + l_mut_3130;
let l_5694 = l_5691 * l_171;
let l_5695 = l_5691 * l_174;
let l_5696 = l_5692 * l_171;
let l_5697 = l_5692 * l_174;
a_5693[u32(0)] = l_5694;
a_5693[u32(1)] = l_5694;
let l_5698 = a_5693[u32(0)];
let l_5699 = l_5695 < l_5698;
if l_5699 {
a_5693[u32(0)] = l_5695;
}
let l_5700 = a_5693[u32(0)];
let l_5701 = l_5696 < l_5700;
if l_5701 {
a_5693[u32(0)] = l_5696;
}
let l_5702 = a_5693[u32(0)];
let l_5703 = l_5697 < l_5702;
if l_5703 {
a_5693[u32(0)] = l_5697;
}
let l_5704 = a_5693[u32(1)];
let l_5705 = l_5695 > l_5704;
if l_5705 {
a_5693[u32(1)] = l_5695;
}
let l_5706 = a_5693[u32(1)];
let l_5707 = l_5696 > l_5706;
if l_5707 {
a_5693[u32(1)] = l_5696;
}
let l_5708 = a_5693[u32(1)];
let l_5709 = l_5697 > l_5708;
if l_5709 {
a_5693[u32(1)] = l_5697;
}
let l_5710 = l_5690 * l_174;
l_mut_4425 = u32(2);
let l_5711 = a_5693[u32(0)];
let l_5712 = l_5711 - l_5710;
let l_5713 = l_5712 * f64(7.1362384635298e44);
let l_5714 = floor(l_5713);
let l_5715 = l_5714 * f64(1.401298464324817e-45);
l_mut_3130 = l_5715;
let l_5716 = abs(l_5712);
let l_5717 = l_5716 >= f64(1.1754943508222875e-38);
if l_5717 {
let l_5718 = f32(l_5712);
let l_5719 = f64(l_5718);
l_mut_3130 = l_5719;
let l_5720 = l_mut_3130 > l_5712;
if l_5720 {
let l_5721 = bitcast<u32>(l_5718);
let l_5722 = l_5721 ^ u32(2147483648);
let l_5723 = bitcast<f32>(l_5722);
let l_5724 = bitcast<u32>(l_5723);
let l_5725 = l_5724 + u32(1);
l_mut_3382 = l_5725;
let l_5726 = l_5724 & u32(2147483647);
let l_5727 = l_5726 == u32(0);
if l_5727 {
l_mut_3382 = u32(1);
} else {
let l_5728 = l_5724 & u32(2147483648);
let l_5729 = l_5728 != u32(0);
if l_5729 {
let l_5730 = l_5724 - u32(1);
l_mut_3382 = l_5730;
} else {
let l_5731 = l_5724 == u32(2139095040);
if l_5731 {
l_mut_3382 = l_5724;
}
}
}
let l_5732 = bitcast<f32>(l_mut_3382);
let l_5733 = bitcast<u32>(l_5732);
let l_5734 = l_5733 ^ u32(2147483648);
let l_5735 = bitcast<f32>(l_5734);
let l_5736 = bitcast<u32>(l_5735);
let l_5737 = l_5736 & u32(2147483647);
let l_5738 = bitcast<f32>(l_5737);
let l_5739 = f64(l_5738);
l_mut_2876 = l_5739;
let l_5740 = l_5737 < u32(8388608);
if l_5740 {
let l_5741 = f64(l_5737);
let l_5742 = l_5741 * f64(1.401298464324817e-45);
l_mut_2876 = l_5742;
}
let l_5743 = bitcast<u64>(l_mut_2876);
let l_5744 = l_5736 >> u32(31);
let l_5745 = u64(l_5744);
let l_5746 = l_5745 << u32(bitcast<u64>(u64(63)));
let l_5747 = l_5743 | l_5746;
let l_5748 = bitcast<f64>(l_5747);
l_mut_3130 = l_5748;
} else {
let l_5749 = bitcast<u32>(l_5718);
let l_5750 = l_5749 + u32(1);
l_mut_3382 = l_5750;
let l_5751 = l_5749 & u32(2147483647);
let l_5752 = l_5751 == u32(0);
if l_5752 {
l_mut_3382 = u32(1);
} else {
let l_5753 = l_5749 & u32(2147483648);
let l_5754 = l_5753 != u32(0);
if l_5754 {
let l_5755 = l_5749 - u32(1);
l_mut_3382 = l_5755;
} else {
let l_5756 = l_5749 == u32(2139095040);
if l_5756 {
l_mut_3382 = l_5749;
}
}
}
let l_5757 = bitcast<f32>(l_mut_3382);
let l_5758 = bitcast<u32>(l_5757);
let l_5759 = l_5758 & u32(2147483647);
let l_5760 = bitcast<f32>(l_5759);
let l_5761 = f64(l_5760);
l_mut_2876 = l_5761;
let l_5762 = l_5759 < u32(8388608);
if l_5762 {
let l_5763 = f64(l_5759);
let l_5764 = l_5763 * f64(1.401298464324817e-45);
l_mut_2876 = l_5764;
}
let l_5765 = bitcast<u64>(l_mut_2876);
let l_5766 = l_5758 >> u32(31);
let l_5767 = u64(l_5766);
let l_5768 = l_5767 << u32(bitcast<u64>(u64(63)));
let l_5769 = l_5765 | l_5768;
let l_5770 = bitcast<f64>(l_5769);
let l_5771 = l_5770 <= l_5712;
if l_5771 {
let l_5772 = bitcast<u32>(l_5718);
let l_5773 = l_5772 + u32(1);
l_mut_3382 = l_5773;
let l_5774 = l_5772 & u32(2147483647);
let l_5775 = l_5774 == u32(0);
if l_5775 {
l_mut_3382 = u32(1);
} else {
let l_5776 = l_5772 & u32(2147483648);
let l_5777 = l_5776 != u32(0);
if l_5777 {
let l_5778 = l_5772 - u32(1);
l_mut_3382 = l_5778;
} else {
let l_5779 = l_5772 == u32(2139095040);
if l_5779 {
l_mut_3382 = l_5772;
}
}
}
let l_5780 = bitcast<f32>(l_mut_3382);
let l_5781 = bitcast<u32>(l_5780);
let l_5782 = l_5781 & u32(2147483647);
let l_5783 = bitcast<f32>(l_5782);
let l_5784 = f64(l_5783);
l_mut_2876 = l_5784;
let l_5785 = l_5782 < u32(8388608);
if l_5785 {
let l_5786 = f64(l_5782);
let l_5787 = l_5786 * f64(1.401298464324817e-45);
l_mut_2876 = l_5787;
}
let l_5788 = bitcast<u64>(l_mut_2876);
let l_5789 = l_5781 >> u32(31);
let l_5790 = u64(l_5789);
let l_5791 = l_5790 << u32(bitcast<u64>(u64(63)));
let l_5792 = l_5788 | l_5791;
let l_5793 = bitcast<f64>(l_5792);
l_mut_3130 = l_5793;
}
}
}
let l_5794 = l_5711 + l_5710;
let l_5795 = l_5794 * f64(7.1362384635298e44);
let l_5796 = floor(l_5795);
let l_5797 = l_5796 * f64(1.401298464324817e-45);
l_mut_2876 = l_5797;
let l_5798 = abs(l_5794);
let l_5799 = l_5798 >= f64(1.1754943508222875e-38);
if l_5799 {
let l_5800 = f32(l_5794);
let l_5801 = f64(l_5800);
l_mut_2876 = l_5801;
let l_5802 = l_mut_2876 > l_5794;
if l_5802 {
let l_5803 = bitcast<u32>(l_5800);
let l_5804 = l_5803 ^ u32(2147483648);
let l_5805 = bitcast<f32>(l_5804);
let l_5806 = bitcast<u32>(l_5805);
let l_5807 = l_5806 + u32(1);
l_mut_3382 = l_5807;
let l_5808 = l_5806 & u32(2147483647);
let l_5809 = l_5808 == u32(0);
if l_5809 {
l_mut_3382 = u32(1);
} else {
let l_5810 = l_5806 & u32(2147483648);
let l_5811 = l_5810 != u32(0);
if l_5811 {
let l_5812 = l_5806 - u32(1);
l_mut_3382 = l_5812;
} else {
let l_5813 = l_5806 == u32(2139095040);
if l_5813 {
l_mut_3382 = l_5806;
}
}
}
let l_5814 = bitcast<f32>(l_mut_3382);
let l_5815 = bitcast<u32>(l_5814);
let l_5816 = l_5815 ^ u32(2147483648);
let l_5817 = bitcast<f32>(l_5816);
let l_5818 = bitcast<u32>(l_5817);
let l_5819 = l_5818 & u32(2147483647);
let l_5820 = bitcast<f32>(l_5819);
let l_5821 = f64(l_5820);
l_mut_2620 = l_5821;
let l_5822 = l_5819 < u32(8388608);
if l_5822 {
let l_5823 = f64(l_5819);
let l_5824 = l_5823 * f64(1.401298464324817e-45);
l_mut_2620 = l_5824;
}
let l_5825 = bitcast<u64>(l_mut_2620);
let l_5826 = l_5818 >> u32(31);
let l_5827 = u64(l_5826);
let l_5828 = l_5827 << u32(bitcast<u64>(u64(63)));
let l_5829 = l_5825 | l_5828;
let l_5830 = bitcast<f64>(l_5829);
l_mut_2876 = l_5830;
} else {
let l_5831 = bitcast<u32>(l_5800);
let l_5832 = l_5831 + u32(1);
l_mut_3382 = l_5832;
let l_5833 = l_5831 & u32(2147483647);
let l_5834 = l_5833 == u32(0);
if l_5834 {
l_mut_3382 = u32(1);
} else {
let l_5835 = l_5831 & u32(2147483648);
let l_5836 = l_5835 != u32(0);
if l_5836 {
let l_5837 = l_5831 - u32(1);
l_mut_3382 = l_5837;
} else {
let l_5838 = l_5831 == u32(2139095040);
if l_5838 {
l_mut_3382 = l_5831;
}
}
}
let l_5839 = bitcast<f32>(l_mut_3382);
let l_5840 = bitcast<u32>(l_5839);
let l_5841 = l_5840 & u32(2147483647);
let l_5842 = bitcast<f32>(l_5841);
let l_5843 = f64(l_5842);
l_mut_2620 = l_5843;
let l_5844 = l_5841 < u32(8388608);
if l_5844 {
let l_5845 = f64(l_5841);
let l_5846 = l_5845 * f64(1.401298464324817e-45);
l_mut_2620 = l_5846;
}
let l_5847 = bitcast<u64>(l_mut_2620);
let l_5848 = l_5840 >> u32(31);
let l_5849 = u64(l_5848);
let l_5850 = l_5849 << u32(bitcast<u64>(u64(63)));
let l_5851 = l_5847 | l_5850;
let l_5852 = bitcast<f64>(l_5851);
let l_5853 = l_5852 <= l_5794;
if l_5853 {
let l_5854 = bitcast<u32>(l_5800);
let l_5855 = l_5854 + u32(1);
l_mut_3382 = l_5855;
let l_5856 = l_5854 & u32(2147483647);
let l_5857 = l_5856 == u32(0);
if l_5857 {
l_mut_3382 = u32(1);
} else {
let l_5858 = l_5854 & u32(2147483648);
let l_5859 = l_5858 != u32(0);
if l_5859 {
let l_5860 = l_5854 - u32(1);
l_mut_3382 = l_5860;
} else {
let l_5861 = l_5854 == u32(2139095040);
if l_5861 {
l_mut_3382 = l_5854;
}
}
}
let l_5862 = bitcast<f32>(l_mut_3382);
let l_5863 = bitcast<u32>(l_5862);
let l_5864 = l_5863 & u32(2147483647);
let l_5865 = bitcast<f32>(l_5864);
let l_5866 = f64(l_5865);
l_mut_2620 = l_5866;
let l_5867 = l_5864 < u32(8388608);
if l_5867 {
let l_5868 = f64(l_5864);
let l_5869 = l_5868 * f64(1.401298464324817e-45);
l_mut_2620 = l_5869;
}
let l_5870 = bitcast<u64>(l_mut_2620);
let l_5871 = l_5863 >> u32(31);
let l_5872 = u64(l_5871);
let l_5873 = l_5872 << u32(bitcast<u64>(u64(63)));
let l_5874 = l_5870 | l_5873;
let l_5875 = bitcast<f64>(l_5874);
l_mut_2876 = l_5875;
}
}
}
let l_5876 = l_mut_3130 == l_mut_2876;
let l_5877 = a_5693[u32(1)];
let l_5878 = l_5877 - l_5710;
let l_5879 = l_5878 * f64(7.1362384635298e44);
let l_5880 = floor(l_5879);
let l_5881 = l_5880 * f64(1.401298464324817e-45);
l_mut_3130 = l_5881;
let l_5882 = abs(l_5878);
let l_5883 = l_5882 >= f64(1.1754943508222875e-38);
if l_5883 {
let l_5884 = f32(l_5878);
let l_5885 = f64(l_5884);
l_mut_3130 = l_5885;
let l_5886 = l_mut_3130 > l_5878;
if l_5886 {
let l_5887 = bitcast<u32>(l_5884);
let l_5888 = l_5887 ^ u32(2147483648);
let l_5889 = bitcast<f32>(l_5888);
let l_5890 = bitcast<u32>(l_5889);
let l_5891 = l_5890 + u32(1);
l_mut_3382 = l_5891;
let l_5892 = l_5890 & u32(2147483647);
let l_5893 = l_5892 == u32(0);
if l_5893 {
l_mut_3382 = u32(1);
} else {
let l_5894 = l_5890 & u32(2147483648);
let l_5895 = l_5894 != u32(0);
if l_5895 {
let l_5896 = l_5890 - u32(1);
l_mut_3382 = l_5896;
} else {
let l_5897 = l_5890 == u32(2139095040);
if l_5897 {
l_mut_3382 = l_5890;
}
}
}
let l_5898 = bitcast<f32>(l_mut_3382);
let l_5899 = bitcast<u32>(l_5898);
let l_5900 = l_5899 ^ u32(2147483648);
let l_5901 = bitcast<f32>(l_5900);
let l_5902 = bitcast<u32>(l_5901);
let l_5903 = l_5902 & u32(2147483647);
let l_5904 = bitcast<f32>(l_5903);
let l_5905 = f64(l_5904);
l_mut_2876 = l_5905;
let l_5906 = l_5903 < u32(8388608);
if l_5906 {
let l_5907 = f64(l_5903);
let l_5908 = l_5907 * f64(1.401298464324817e-45);
l_mut_2876 = l_5908;
}
let l_5909 = bitcast<u64>(l_mut_2876);
let l_5910 = l_5902 >> u32(31);
let l_5911 = u64(l_5910);
let l_5912 = l_5911 << u32(bitcast<u64>(u64(63)));
let l_5913 = l_5909 | l_5912;
let l_5914 = bitcast<f64>(l_5913);
l_mut_3130 = l_5914;
} else {
let l_5915 = bitcast<u32>(l_5884);
let l_5916 = l_5915 + u32(1);
l_mut_3382 = l_5916;
let l_5917 = l_5915 & u32(2147483647);
let l_5918 = l_5917 == u32(0);
if l_5918 {
l_mut_3382 = u32(1);
} else {
let l_5919 = l_5915 & u32(2147483648);
let l_5920 = l_5919 != u32(0);
if l_5920 {
let l_5921 = l_5915 - u32(1);
l_mut_3382 = l_5921;
} else {
let l_5922 = l_5915 == u32(2139095040);
if l_5922 {
l_mut_3382 = l_5915;
}
}
}
let l_5923 = bitcast<f32>(l_mut_3382);
let l_5924 = bitcast<u32>(l_5923);
let l_5925 = l_5924 & u32(2147483647);
let l_5926 = bitcast<f32>(l_5925);
let l_5927 = f64(l_5926);
l_mut_2876 = l_5927;
let l_5928 = l_5925 < u32(8388608);
if l_5928 {
let l_5929 = f64(l_5925);
let l_5930 = l_5929 * f64(1.401298464324817e-45);
l_mut_2876 = l_5930;
}
let l_5931 = bitcast<u64>(l_mut_2876);
let l_5932 = l_5924 >> u32(31);
let l_5933 = u64(l_5932);
let l_5934 = l_5933 << u32(bitcast<u64>(u64(63)));
let l_5935 = l_5931 | l_5934;
let l_5936 = bitcast<f64>(l_5935);
let l_5937 = l_5936 <= l_5878;
if l_5937 {
let l_5938 = bitcast<u32>(l_5884);
let l_5939 = l_5938 + u32(1);
l_mut_3382 = l_5939;
let l_5940 = l_5938 & u32(2147483647);
let l_5941 = l_5940 == u32(0);
if l_5941 {
l_mut_3382 = u32(1);
} else {
let l_5942 = l_5938 & u32(2147483648);
let l_5943 = l_5942 != u32(0);
if l_5943 {
let l_5944 = l_5938 - u32(1);
l_mut_3382 = l_5944;
} else {
let l_5945 = l_5938 == u32(2139095040);
if l_5945 {
l_mut_3382 = l_5938;
}
}
}
let l_5946 = bitcast<f32>(l_mut_3382);
let l_5947 = bitcast<u32>(l_5946);
let l_5948 = l_5947 & u32(2147483647);
let l_5949 = bitcast<f32>(l_5948);
let l_5950 = f64(l_5949);
l_mut_2876 = l_5950;
let l_5951 = l_5948 < u32(8388608);
if l_5951 {
let l_5952 = f64(l_5948);
let l_5953 = l_5952 * f64(1.401298464324817e-45);
l_mut_2876 = l_5953;
}
let l_5954 = bitcast<u64>(l_mut_2876);
let l_5955 = l_5947 >> u32(31);
let l_5956 = u64(l_5955);
let l_5957 = l_5956 << u32(bitcast<u64>(u64(63)));
let l_5958 = l_5954 | l_5957;
let l_5959 = bitcast<f64>(l_5958);
l_mut_3130 = l_5959;
}
}
}
let l_5960 = l_5877 + l_5710;
let l_5961 = l_5960 * f64(7.1362384635298e44);
let l_5962 = floor(l_5961);
let l_5963 = l_5962 * f64(1.401298464324817e-45);
l_mut_2876 = l_5963;
let l_5964 = abs(l_5960);
let l_5965 = l_5964 >= f64(1.1754943508222875e-38);
if l_5965 {
let l_5966 = f32(l_5960);
let l_5967 = f64(l_5966);
l_mut_2876 = l_5967;
let l_5968 = l_mut_2876 > l_5960;
if l_5968 {
let l_5969 = bitcast<u32>(l_5966);
let l_5970 = l_5969 ^ u32(2147483648);
let l_5971 = bitcast<f32>(l_5970);
let l_5972 = bitcast<u32>(l_5971);
let l_5973 = l_5972 + u32(1);
l_mut_3382 = l_5973;
let l_5974 = l_5972 & u32(2147483647);
let l_5975 = l_5974 == u32(0);
if l_5975 {
l_mut_3382 = u32(1);
} else {
let l_5976 = l_5972 & u32(2147483648);
let l_5977 = l_5976 != u32(0);
if l_5977 {
let l_5978 = l_5972 - u32(1);
l_mut_3382 = l_5978;
} else {
let l_5979 = l_5972 == u32(2139095040);
if l_5979 {
l_mut_3382 = l_5972;
}
}
}
let l_5980 = bitcast<f32>(l_mut_3382);
let l_5981 = bitcast<u32>(l_5980);
let l_5982 = l_5981 ^ u32(2147483648);
let l_5983 = bitcast<f32>(l_5982);
let l_5984 = bitcast<u32>(l_5983);
let l_5985 = l_5984 & u32(2147483647);
let l_5986 = bitcast<f32>(l_5985);
let l_5987 = f64(l_5986);
l_mut_2620 = l_5987;
let l_5988 = l_5985 < u32(8388608);
if l_5988 {
let l_5989 = f64(l_5985);
let l_5990 = l_5989 * f64(1.401298464324817e-45);
l_mut_2620 = l_5990;
}
let l_5991 = bitcast<u64>(l_mut_2620);
let l_5992 = l_5984 >> u32(31);
let l_5993 = u64(l_5992);
let l_5994 = l_5993 << u32(bitcast<u64>(u64(63)));
let l_5995 = l_5991 | l_5994;
let l_5996 = bitcast<f64>(l_5995);
l_mut_2876 = l_5996;
} else {
let l_5997 = bitcast<u32>(l_5966);
let l_5998 = l_5997 + u32(1);
l_mut_3382 = l_5998;
let l_5999 = l_5997 & u32(2147483647);
let l_6000 = l_5999 == u32(0);
if l_6000 {
l_mut_3382 = u32(1);
} else {
let l_6001 = l_5997 & u32(2147483648);
let l_6002 = l_6001 != u32(0);
if l_6002 {
let l_6003 = l_5997 - u32(1);
l_mut_3382 = l_6003;
} else {
let l_6004 = l_5997 == u32(2139095040);
if l_6004 {
l_mut_3382 = l_5997;
}
}
}
let l_6005 = bitcast<f32>(l_mut_3382);
let l_6006 = bitcast<u32>(l_6005);
let l_6007 = l_6006 & u32(2147483647);
let l_6008 = bitcast<f32>(l_6007);
let l_6009 = f64(l_6008);
l_mut_2620 = l_6009;
let l_6010 = l_6007 < u32(8388608);
if l_6010 {
let l_6011 = f64(l_6007);
let l_6012 = l_6011 * f64(1.401298464324817e-45);
l_mut_2620 = l_6012;
}
let l_6013 = bitcast<u64>(l_mut_2620);
let l_6014 = l_6006 >> u32(31);
let l_6015 = u64(l_6014);
let l_6016 = l_6015 << u32(bitcast<u64>(u64(63)));
let l_6017 = l_6013 | l_6016;
let l_6018 = bitcast<f64>(l_6017);
let l_6019 = l_6018 <= l_5960;
if l_6019 {
let l_6020 = bitcast<u32>(l_5966);
let l_6021 = l_6020 + u32(1);
l_mut_3382 = l_6021;
let l_6022 = l_6020 & u32(2147483647);
let l_6023 = l_6022 == u32(0);
if l_6023 {
l_mut_3382 = u32(1);
} else {
let l_6024 = l_6020 & u32(2147483648);
let l_6025 = l_6024 != u32(0);
if l_6025 {
let l_6026 = l_6020 - u32(1);
l_mut_3382 = l_6026;
} else {
let l_6027 = l_6020 == u32(2139095040);
if l_6027 {
l_mut_3382 = l_6020;
}
}
}
let l_6028 = bitcast<f32>(l_mut_3382);
let l_6029 = bitcast<u32>(l_6028);
let l_6030 = l_6029 & u32(2147483647);
let l_6031 = bitcast<f32>(l_6030);
let l_6032 = f64(l_6031);
l_mut_2620 = l_6032;
let l_6033 = l_6030 < u32(8388608);
if l_6033 {
let l_6034 = f64(l_6030);
let l_6035 = l_6034 * f64(1.401298464324817e-45);
l_mut_2620 = l_6035;
}
let l_6036 = bitcast<u64>(l_mut_2620);
let l_6037 = l_6029 >> u32(31);
let l_6038 = u64(l_6037);
let l_6039 = l_6038 << u32(bitcast<u64>(u64(63)));
let l_6040 = l_6036 | l_6039;
let l_6041 = bitcast<f64>(l_6040);
l_mut_2876 = l_6041;
}
}
}
let l_6042 = l_mut_3130 == l_mut_2876;
let l_6043 = l_5876 && l_6042;
if l_6043 {
let l_6044 = a_5693[u32(0)];
let l_6045 = l_6044 * f64(7.1362384635298e44);
let l_6046 = floor(l_6045);
let l_6047 = l_6046 * f64(1.401298464324817e-45);
l_mut_3130 = l_6047;
let l_6048 = abs(l_6044);
let l_6049 = l_6048 >= f64(1.1754943508222875e-38);
if l_6049 {
let l_6050 = f32(l_6044);
let l_6051 = f64(l_6050);
l_mut_3130 = l_6051;
let l_6052 = l_mut_3130 > l_6044;
if l_6052 {
let l_6053 = bitcast<u32>(l_6050);
let l_6054 = l_6053 ^ u32(2147483648);
let l_6055 = bitcast<f32>(l_6054);
let l_6056 = bitcast<u32>(l_6055);
let l_6057 = l_6056 + u32(1);
l_mut_3382 = l_6057;
let l_6058 = l_6056 & u32(2147483647);
let l_6059 = l_6058 == u32(0);
if l_6059 {
l_mut_3382 = u32(1);
} else {
let l_6060 = l_6056 & u32(2147483648);
let l_6061 = l_6060 != u32(0);
if l_6061 {
let l_6062 = l_6056 - u32(1);
l_mut_3382 = l_6062;
} else {
let l_6063 = l_6056 == u32(2139095040);
if l_6063 {
l_mut_3382 = l_6056;
}
}
}
let l_6064 = bitcast<f32>(l_mut_3382);
let l_6065 = bitcast<u32>(l_6064);
let l_6066 = l_6065 ^ u32(2147483648);
let l_6067 = bitcast<f32>(l_6066);
let l_6068 = bitcast<u32>(l_6067);
let l_6069 = l_6068 & u32(2147483647);
let l_6070 = bitcast<f32>(l_6069);
let l_6071 = f64(l_6070);
l_mut_2876 = l_6071;
let l_6072 = l_6069 < u32(8388608);
if l_6072 {
let l_6073 = f64(l_6069);
let l_6074 = l_6073 * f64(1.401298464324817e-45);
l_mut_2876 = l_6074;
}
let l_6075 = bitcast<u64>(l_mut_2876);
let l_6076 = l_6068 >> u32(31);
let l_6077 = u64(l_6076);
let l_6078 = l_6077 << u32(bitcast<u64>(u64(63)));
let l_6079 = l_6075 | l_6078;
let l_6080 = bitcast<f64>(l_6079);
l_mut_3130 = l_6080;
} else {
let l_6081 = bitcast<u32>(l_6050);
let l_6082 = l_6081 + u32(1);
l_mut_3382 = l_6082;
let l_6083 = l_6081 & u32(2147483647);
let l_6084 = l_6083 == u32(0);
if l_6084 {
l_mut_3382 = u32(1);
} else {
let l_6085 = l_6081 & u32(2147483648);
let l_6086 = l_6085 != u32(0);
if l_6086 {
let l_6087 = l_6081 - u32(1);
l_mut_3382 = l_6087;
} else {
let l_6088 = l_6081 == u32(2139095040);
if l_6088 {
l_mut_3382 = l_6081;
}
}
}
let l_6089 = bitcast<f32>(l_mut_3382);
let l_6090 = bitcast<u32>(l_6089);
let l_6091 = l_6090 & u32(2147483647);
let l_6092 = bitcast<f32>(l_6091);
let l_6093 = f64(l_6092);
l_mut_2876 = l_6093;
let l_6094 = l_6091 < u32(8388608);
if l_6094 {
let l_6095 = f64(l_6091);
let l_6096 = l_6095 * f64(1.401298464324817e-45);
l_mut_2876 = l_6096;
}
let l_6097 = bitcast<u64>(l_mut_2876);
let l_6098 = l_6090 >> u32(31);
let l_6099 = u64(l_6098);
let l_6100 = l_6099 << u32(bitcast<u64>(u64(63)));
let l_6101 = l_6097 | l_6100;
let l_6102 = bitcast<f64>(l_6101);
let l_6103 = l_6102 <= l_6044;
if l_6103 {
let l_6104 = bitcast<u32>(l_6050);
let l_6105 = l_6104 + u32(1);
l_mut_3382 = l_6105;
let l_6106 = l_6104 & u32(2147483647);
let l_6107 = l_6106 == u32(0);
if l_6107 {
l_mut_3382 = u32(1);
} else {
let l_6108 = l_6104 & u32(2147483648);
let l_6109 = l_6108 != u32(0);
if l_6109 {
let l_6110 = l_6104 - u32(1);
l_mut_3382 = l_6110;
} else {
let l_6111 = l_6104 == u32(2139095040);
if l_6111 {
l_mut_3382 = l_6104;
}
}
}
let l_6112 = bitcast<f32>(l_mut_3382);
let l_6113 = bitcast<u32>(l_6112);
let l_6114 = l_6113 & u32(2147483647);
let l_6115 = bitcast<f32>(l_6114);
let l_6116 = f64(l_6115);
l_mut_2876 = l_6116;
let l_6117 = l_6114 < u32(8388608);
if l_6117 {
let l_6118 = f64(l_6114);
let l_6119 = l_6118 * f64(1.401298464324817e-45);
l_mut_2876 = l_6119;
}
let l_6120 = bitcast<u64>(l_mut_2876);
let l_6121 = l_6113 >> u32(31);
let l_6122 = u64(l_6121);
let l_6123 = l_6122 << u32(bitcast<u64>(u64(63)));
let l_6124 = l_6120 | l_6123;
let l_6125 = bitcast<f64>(l_6124);
l_mut_3130 = l_6125;
}
}
}
let l_6126 = a_5693[u32(1)];
let l_6127 = -l_6126;
let l_6128 = l_6127 * f64(7.1362384635298e44);
let l_6129 = floor(l_6128);
let l_6130 = l_6129 * f64(1.401298464324817e-45);
l_mut_2876 = l_6130;
let l_6131 = abs(l_6127);
let l_6132 = l_6131 >= f64(1.1754943508222875e-38);
if l_6132 {
let l_6133 = f32(l_6127);
let l_6134 = f64(l_6133);
l_mut_2876 = l_6134;
let l_6135 = l_mut_2876 > l_6127;
if l_6135 {
let l_6136 = bitcast<u32>(l_6133);
let l_6137 = l_6136 ^ u32(2147483648);
let l_6138 = bitcast<f32>(l_6137);
let l_6139 = bitcast<u32>(l_6138);
let l_6140 = l_6139 + u32(1);
l_mut_3382 = l_6140;
let l_6141 = l_6139 & u32(2147483647);
let l_6142 = l_6141 == u32(0);
if l_6142 {
l_mut_3382 = u32(1);
} else {
let l_6143 = l_6139 & u32(2147483648);
let l_6144 = l_6143 != u32(0);
if l_6144 {
let l_6145 = l_6139 - u32(1);
l_mut_3382 = l_6145;
} else {
let l_6146 = l_6139 == u32(2139095040);
if l_6146 {
l_mut_3382 = l_6139;
}
}
}
let l_6147 = bitcast<f32>(l_mut_3382);
let l_6148 = bitcast<u32>(l_6147);
let l_6149 = l_6148 ^ u32(2147483648);
let l_6150 = bitcast<f32>(l_6149);
let l_6151 = bitcast<u32>(l_6150);
let l_6152 = l_6151 & u32(2147483647);
let l_6153 = bitcast<f32>(l_6152);
let l_6154 = f64(l_6153);
l_mut_2620 = l_6154;
let l_6155 = l_6152 < u32(8388608);
if l_6155 {
let l_6156 = f64(l_6152);
let l_6157 = l_6156 * f64(1.401298464324817e-45);
l_mut_2620 = l_6157;
}
let l_6158 = bitcast<u64>(l_mut_2620);
let l_6159 = l_6151 >> u32(31);
let l_6160 = u64(l_6159);
let l_6161 = l_6160 << u32(bitcast<u64>(u64(63)));
let l_6162 = l_6158 | l_6161;
let l_6163 = bitcast<f64>(l_6162);
l_mut_2876 = l_6163;
} else {
let l_6164 = bitcast<u32>(l_6133);
let l_6165 = l_6164 + u32(1);
l_mut_3382 = l_6165;
let l_6166 = l_6164 & u32(2147483647);
let l_6167 = l_6166 == u32(0);
if l_6167 {
l_mut_3382 = u32(1);
} else {
let l_6168 = l_6164 & u32(2147483648);
let l_6169 = l_6168 != u32(0);
if l_6169 {
let l_6170 = l_6164 - u32(1);
l_mut_3382 = l_6170;
} else {
let l_6171 = l_6164 == u32(2139095040);
if l_6171 {
l_mut_3382 = l_6164;
}
}
}
let l_6172 = bitcast<f32>(l_mut_3382);
let l_6173 = bitcast<u32>(l_6172);
let l_6174 = l_6173 & u32(2147483647);
let l_6175 = bitcast<f32>(l_6174);
let l_6176 = f64(l_6175);
l_mut_2620 = l_6176;
let l_6177 = l_6174 < u32(8388608);
if l_6177 {
let l_6178 = f64(l_6174);
let l_6179 = l_6178 * f64(1.401298464324817e-45);
l_mut_2620 = l_6179;
}
let l_6180 = bitcast<u64>(l_mut_2620);
let l_6181 = l_6173 >> u32(31);
let l_6182 = u64(l_6181);
let l_6183 = l_6182 << u32(bitcast<u64>(u64(63)));
let l_6184 = l_6180 | l_6183;
let l_6185 = bitcast<f64>(l_6184);
let l_6186 = l_6185 <= l_6127;
if l_6186 {
let l_6187 = bitcast<u32>(l_6133);
let l_6188 = l_6187 + u32(1);
l_mut_3382 = l_6188;
let l_6189 = l_6187 & u32(2147483647);
let l_6190 = l_6189 == u32(0);
if l_6190 {
l_mut_3382 = u32(1);
} else {
let l_6191 = l_6187 & u32(2147483648);
let l_6192 = l_6191 != u32(0);
if l_6192 {
let l_6193 = l_6187 - u32(1);
l_mut_3382 = l_6193;
} else {
let l_6194 = l_6187 == u32(2139095040);
if l_6194 {
l_mut_3382 = l_6187;
}
}
}
let l_6195 = bitcast<f32>(l_mut_3382);
let l_6196 = bitcast<u32>(l_6195);
let l_6197 = l_6196 & u32(2147483647);
let l_6198 = bitcast<f32>(l_6197);
let l_6199 = f64(l_6198);
l_mut_2620 = l_6199;
let l_6200 = l_6197 < u32(8388608);
if l_6200 {
let l_6201 = f64(l_6197);
let l_6202 = l_6201 * f64(1.401298464324817e-45);
l_mut_2620 = l_6202;
}
let l_6203 = bitcast<u64>(l_mut_2620);
let l_6204 = l_6196 >> u32(31);
let l_6205 = u64(l_6204);
let l_6206 = l_6205 << u32(bitcast<u64>(u64(63)));
let l_6207 = l_6203 | l_6206;
let l_6208 = bitcast<f64>(l_6207);
l_mut_2876 = l_6208;
}
}
}
let l_6209 = -l_mut_2876;
let l_6210 = bitcast<u32>(l_26);
let l_6211 = l_6210 & u32(2147483647);
let l_6212 = bitcast<f32>(l_6211);
let l_6213 = f64(l_6212);
l_mut_2876 = l_6213;
let l_6214 = l_6211 < u32(8388608);
if l_6214 {
let l_6215 = f64(l_6211);
let l_6216 = l_6215 * f64(1.401298464324817e-45);
l_mut_2876 = l_6216;
}
let l_6217 = bitcast<u64>(l_mut_2876);
let l_6218 = l_6210 >> u32(31);
let l_6219 = u64(l_6218);
let l_6220 = l_6219 << u32(bitcast<u64>(u64(63)));
let l_6221 = l_6217 | l_6220;
let l_6222 = bitcast<f64>(l_6221);
let l_6223 = bitcast<u32>(l_26);
let l_6224 = l_6223 + u32(1);
l_mut_3382 = l_6224;
let l_6225 = l_6223 & u32(2147483647);
let l_6226 = l_6225 == u32(0);
if l_6226 {
l_mut_3382 = u32(1);
} else {
let l_6227 = l_6223 & u32(2147483648);
let l_6228 = l_6227 != u32(0);
if l_6228 {
let l_6229 = l_6223 - u32(1);
l_mut_3382 = l_6229;
} else {
let l_6230 = l_6223 == u32(2139095040);
if l_6230 {
l_mut_3382 = l_6223;
}
}
}
let l_6231 = bitcast<f32>(l_mut_3382);
let l_6232 = bitcast<u32>(l_6231);
let l_6233 = l_6232 & u32(2147483647);
let l_6234 = bitcast<f32>(l_6233);
let l_6235 = f64(l_6234);
l_mut_2876 = l_6235;
let l_6236 = l_6233 < u32(8388608);
if l_6236 {
let l_6237 = f64(l_6233);
let l_6238 = l_6237 * f64(1.401298464324817e-45);
l_mut_2876 = l_6238;
}
let l_6239 = bitcast<u64>(l_mut_2876);
let l_6240 = l_6232 >> u32(31);
let l_6241 = u64(l_6240);
let l_6242 = l_6241 << u32(bitcast<u64>(u64(63)));
let l_6243 = l_6239 | l_6242;
let l_6244 = bitcast<f64>(l_6243);
let l_6245 = bitcast<u32>(l_26);
let l_6246 = l_6245 ^ u32(2147483648);
let l_6247 = bitcast<f32>(l_6246);
let l_6248 = bitcast<u32>(l_6247);
let l_6249 = l_6248 + u32(1);
l_mut_3382 = l_6249;
let l_6250 = l_6248 & u32(2147483647);
let l_6251 = l_6250 == u32(0);
if l_6251 {
l_mut_3382 = u32(1);
} else {
let l_6252 = l_6248 & u32(2147483648);
let l_6253 = l_6252 != u32(0);
if l_6253 {
let l_6254 = l_6248 - u32(1);
l_mut_3382 = l_6254;
} else {
let l_6255 = l_6248 == u32(2139095040);
if l_6255 {
l_mut_3382 = l_6248;
}
}
}
let l_6256 = bitcast<f32>(l_mut_3382);
let l_6257 = bitcast<u32>(l_6256);
let l_6258 = l_6257 ^ u32(2147483648);
let l_6259 = bitcast<f32>(l_6258);
let l_6260 = bitcast<u32>(l_6259);
let l_6261 = l_6260 & u32(2147483647);
let l_6262 = bitcast<f32>(l_6261);
let l_6263 = f64(l_6262);
l_mut_2876 = l_6263;
let l_6264 = l_6261 < u32(8388608);
if l_6264 {
let l_6265 = f64(l_6261);
let l_6266 = l_6265 * f64(1.401298464324817e-45);
l_mut_2876 = l_6266;
}
let l_6267 = bitcast<u64>(l_mut_2876);
let l_6268 = l_6260 >> u32(31);
let l_6269 = u64(l_6268);
let l_6270 = l_6269 << u32(bitcast<u64>(u64(63)));
let l_6271 = l_6267 | l_6270;
let l_6272 = bitcast<f64>(l_6271);
let l_6273 = l_mut_3130 + f64(0.0);
let l_6274 = l_6273 <= l_6222;
l_mut_296 = l_6274;
let l_6275 = l_mut_3130 - f64(0.0);
let l_6276 = l_6275 > l_6222;
l_mut_293 = l_6276;
let l_6277 = l_6209 - f64(0.0);
let l_6278 = l_6277 >= l_6222;
l_mut_290 = l_6278;
let l_6279 = l_6209 + f64(0.0);
let l_6280 = l_6279 < l_6222;
l_mut_287 = l_6280;
l_mut_3382 = u32(2);
let l_6281 = l_mut_293 || l_mut_287;
if l_6281 {
l_mut_3382 = u32(1);
} else {
let l_6282 = l_mut_296 && l_mut_290;
if l_6282 {
l_mut_3382 = u32(0);
}
}
let l_6283 = bitcast<u32>(l_26);
let l_6284 = l_6283 & u32(2147483647);
let l_6285 = l_6284 == u32(0);
if l_6285 {
let l_6286 = l_mut_3130 + f64(0.0);
let l_6287 = l_6286 < f64(1.1754943508222875e-38);
let l_6288 = l_6209 - f64(0.0);
let l_6289 = l_6288 > f64(-1.1754943508222875e-38);
let l_6290 = l_6287 && l_6289;
let l_6291 = l_mut_3130 - f64(0.0);
let l_6292 = l_6291 < f64(1.1754943508222875e-38);
let l_6293 = l_6209 + f64(0.0);
let l_6294 = l_6293 > f64(-1.1754943508222875e-38);
let l_6295 = l_6292 && l_6294;
if l_6290 {
l_mut_3382 = u32(0);
} else {
let l_6296 = l_mut_3382 == u32(1);
let l_6297 = l_6295 && l_6296;
if l_6297 {
l_mut_3382 = u32(2);
}
}
}
l_mut_4425 = l_mut_3382;
}
l_mut_179 = l_mut_4425;
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
a_10[l_mut_160] = l_mut_179;
let l_6298 = a_10[l_mut_160];
let l_6299 = l_6298 == u32(2);
if l_6299 {
l_mut_157 = bool(false);
}
}
}
let l_6300 = l_mut_59 == u32(4294967293);
if l_6300 {
let l_6301 = a_8[u32(0)];
let l_6302 = l_6301 + u32(1);
a_8[u32(0)] = l_6302;
} else {
if l_mut_157 {
l_mut_3130 = l_147;
let l_6303 = l_mut_3130 < f64(-17.0);
if l_6303 {
l_mut_3130 = f64(-17.0);
}
let l_6304 = l_mut_3130 > f64(17.0);
if l_6304 {
l_mut_3130 = f64(17.0);
}
let l_6305 = l_mut_3130 + f64(16.0);
let l_6306 = l_6305 + f64(1.0);
let l_6307 = u32(l_6306);
let l_6308 = u32(2) + l_6307;
let l_6309 = a_8[l_6308];
let l_6310 = l_6309 + u32(1);
a_8[l_6308] = l_6310;
let l_6311 = bitcast<u32>(l_26);
let l_6312 = l_6311 & u32(2147483647);
let l_6313 = bitcast<f32>(l_6312);
let l_6314 = f64(l_6313);
l_mut_3130 = l_6314;
let l_6315 = l_6312 < u32(8388608);
if l_6315 {
let l_6316 = f64(l_6312);
let l_6317 = l_6316 * f64(1.401298464324817e-45);
l_mut_3130 = l_6317;
}
let l_6318 = bitcast<u64>(l_mut_3130);
let l_6319 = l_6311 >> u32(31);
let l_6320 = u64(l_6319);
let l_6321 = l_6320 << u32(bitcast<u64>(u64(63)));
let l_6322 = l_6318 | l_6321;
let l_6323 = bitcast<f64>(l_6322);
let l_6324 = abs(l_mut_31);
let l_6325 = l_mut_31 * f64(0.0);
let l_6326 = l_6325 + f64(7.1362384635298e44);
l_mut_3130 = l_6326;
let l_6327 = l_6324 >= f64(2.350988701644575e-38);
if l_6327 {
let l_6328 = l_mut_59 & u32(2147483647);
let l_6329 = bitcast<f32>(l_6328);
let l_6330 = f64(l_6329);
let l_6331 = l_6328 & u32(2139095040);
let l_6332 = bitcast<f32>(l_6331);
let l_6333 = f64(l_6332);
let l_6334 = l_6330 > l_6324;
let l_6335 = l_6328 & u32(8388607);
let l_6336 = l_6335 == u32(0);
let l_6337 = l_6334 && l_6336;
let l_6338 = l_6333 * f64(1.1920928955078125e-7);
let l_6339 = f64(l_6337);
let l_6340 = f64(0.5) * l_6339;
let l_6341 = f64(1.0) - l_6340;
let l_6342 = l_6338 * l_6341;
let l_6343 = f64(1.0) / l_6342;
l_mut_3130 = l_6343;
}
let l_6344 = l_6323 - l_mut_31;
let l_6345 = l_6344 * l_mut_3130;
let l_6346 = u32(2) * u32(0);
let l_6347 = u32(45) + l_6346;
let l_6348 = abs(l_6345);
let l_6349 = a_9[u32(0)];
let l_6350 = abs(l_6349);
let l_6351 = l_6348 > l_6350;
l_mut_296 = l_6351;
let l_6352 = u32(0) == u32(0);
if l_6352 {
let l_6353 = a_9[u32(0)];
let l_6354 = l_6345 < l_6353;
l_mut_296 = l_6354;
} else {
let l_6355 = u32(0) == u32(1);
if l_6355 {
let l_6356 = a_9[u32(0)];
let l_6357 = l_6345 > l_6356;
l_mut_296 = l_6357;
}
}
let l_6358 = a_8[l_6347];
let l_6359 = l_6358 == u32(4294967295);
let l_6360 = l_6359 || l_mut_296;
if l_6360 {
a_8[l_6347] = l_24;
let l_6361 = l_6347 + u32(1);
a_8[l_6361] = l_128;
a_9[u32(0)] = l_6345;
}
let l_6362 = u32(2) * u32(1);
let l_6363 = u32(45) + l_6362;
let l_6364 = abs(l_6345);
let l_6365 = a_9[u32(1)];
let l_6366 = abs(l_6365);
let l_6367 = l_6364 > l_6366;
l_mut_296 = l_6367;
let l_6368 = u32(1) == u32(0);
if l_6368 {
let l_6369 = a_9[u32(1)];
let l_6370 = l_6345 < l_6369;
l_mut_296 = l_6370;
} else {
let l_6371 = u32(1) == u32(1);
if l_6371 {
let l_6372 = a_9[u32(1)];
let l_6373 = l_6345 > l_6372;
l_mut_296 = l_6373;
}
}
let l_6374 = a_8[l_6363];
let l_6375 = l_6374 == u32(4294967295);
let l_6376 = l_6375 || l_mut_296;
if l_6376 {
a_8[l_6363] = l_24;
let l_6377 = l_6363 + u32(1);
a_8[l_6377] = l_128;
a_9[u32(1)] = l_6345;
}
let l_6378 = l_147 != f64(0.0);
if l_6378 {

for (var l_mut_6379: u32 = u32(0); l_mut_6379 < u32(8); l_mut_6379++) {
let l_6380 = a_10[l_mut_6379];
let l_6381 = l_6380 == u32(1);
if l_6381 {
let l_6382 = u32(37) + l_mut_6379;
let l_6383 = a_8[l_6382];
let l_6384 = l_6383 + u32(1);
a_8[l_6382] = l_6384;
let l_6385 = u32(2) + l_mut_6379;
let l_6386 = u32(2) * l_6385;
let l_6387 = u32(45) + l_6386;
let l_6388 = abs(l_6345);
let l_6389 = a_9[l_6385];
let l_6390 = abs(l_6389);
let l_6391 = l_6388 > l_6390;
l_mut_296 = l_6391;
let l_6392 = l_6385 == u32(0);
if l_6392 {
let l_6393 = a_9[l_6385];
let l_6394 = l_6345 < l_6393;
l_mut_296 = l_6394;
} else {
let l_6395 = l_6385 == u32(1);
if l_6395 {
let l_6396 = a_9[l_6385];
let l_6397 = l_6345 > l_6396;
l_mut_296 = l_6397;
}
}
let l_6398 = a_8[l_6387];
let l_6399 = l_6398 == u32(4294967295);
let l_6400 = l_6399 || l_mut_296;
if l_6400 {
a_8[l_6387] = l_24;
let l_6401 = l_6387 + u32(1);
a_8[l_6401] = l_128;
a_9[l_6385] = l_6345;
}
}
}
}
} else {
let l_6402 = a_8[u32(1)];
let l_6403 = l_2 + l_6402;
let l_6404 = l_6403 * u32(2);
let l_6503 = info.static_meta[u32(7)];
let l_6504 = l_6503 * u32(1);
let l_6505 = l_6404 < l_6504;
if l_6505 {
buffer_7_global[l_6404] = l_24;
}
let l_6405 = l_6404 + u32(1);
let l_6506 = info.static_meta[u32(7)];
let l_6507 = l_6506 * u32(1);
let l_6508 = l_6405 < l_6507;
if l_6508 {
buffer_7_global[l_6405] = l_128;
}
let l_6406 = a_8[u32(1)];
let l_6407 = l_6406 + u32(1);
a_8[u32(1)] = l_6407;
}
}
}

for (var l_mut_6408: u32 = u32(0); l_mut_6408 < u32(65); l_mut_6408++) {
let l_6409 = id * u32(65);
let l_6410 = l_6409 + l_mut_6408;
let l_6411 = a_8[l_mut_6408];
let l_6509 = info.static_meta[u32(5)];
let l_6510 = l_6509 * u32(1);
let l_6511 = l_6410 < l_6510;
if l_6511 {
buffer_5_global[l_6410] = l_6411;
}
}

for (var l_mut_6412: u32 = u32(0); l_mut_6412 < u32(10); l_mut_6412++) {
let l_6413 = id * u32(10);
let l_6414 = l_6413 + l_mut_6412;
let l_6415 = a_9[l_mut_6412];
let l_6512 = info.static_meta[u32(6)];
let l_6513 = l_6512 * u32(1);
let l_6514 = l_6414 < l_6513;
if l_6514 {
buffer_6_global[l_6414] = l_6415;
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
