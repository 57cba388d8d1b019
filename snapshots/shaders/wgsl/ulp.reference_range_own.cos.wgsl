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

var a_423: array<u32, 1>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_128: bool;
var l_mut_145: u64;
var l_mut_174: u64;
var l_mut_186: u64;
var l_mut_189: i32;
var l_mut_22: f32;
var l_mut_244: f64;
var l_mut_26: f64;
var l_mut_35: f64;
var l_mut_424: u32;
var l_mut_440: u32;
var l_mut_478: u32;
var l_mut_49: f64;
var l_mut_523: bool;
var l_mut_526: bool;
var l_mut_529: bool;
var l_mut_532: bool;
var l_mut_59: u32;
var l_mut_76: f64;
let l_0 = id == u32(0);
if l_0 {
let l_1482 = info.static_meta[u32(7)];
let l_1483 = l_1482 * u32(1);
let l_1484 = u32(0) < l_1483;
if l_1484 {
buffer_7_global[u32(0)] = u32(1);
}
}
let l_1468 = info.static_meta[u32(0)];
let l_1469 = l_1468 * u32(1);
let l_1470 = u32(1) < l_1469;
let l_1471 = l_1469 - u32(1);
let l_1472 = min(u32(1), l_1471);
let l_1473 = buffer_0_global[l_1472];
let l_1474 = select(u32(0), l_1473, l_1470);
let l_1 = l_1474;
let l_2 = id * l_1;
let l_1475 = info.static_meta[u32(0)];
let l_1476 = l_1475 * u32(1);
let l_1477 = u32(2) < l_1476;
let l_1478 = l_1476 - u32(1);
let l_1479 = min(u32(2), l_1478);
let l_1480 = buffer_0_global[l_1479];
let l_1481 = select(u32(0), l_1480, l_1477);
let l_3 = l_1481;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_1485 = info.static_meta[u32(0)];
let l_1486 = l_1485 * u32(1);
let l_1487 = u32(2) < l_1486;
let l_1488 = l_1486 - u32(1);
let l_1489 = min(u32(2), l_1488);
let l_1490 = buffer_0_global[l_1489];
let l_1491 = select(u32(0), l_1490, l_1487);
let l_6 = l_1491;
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
let l_1492 = info.static_meta[u32(0)];
let l_1493 = l_1492 * u32(1);
let l_1494 = u32(0) < l_1493;
let l_1495 = l_1493 - u32(1);
let l_1496 = min(u32(0), l_1495);
let l_1497 = buffer_0_global[l_1496];
let l_1498 = select(u32(0), l_1497, l_1494);
let l_19 = l_1498;
let l_20 = l_19 + l_mut_18;
let l_21 = bitcast<f32>(l_20);
l_mut_22 = l_21;
let l_23 = cos(l_21);
l_mut_22 = l_23;
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
let l_37 = l_36 & u32(2147483647);
let l_38 = f64(l_21);
let l_39 = bitcast<u64>(l_38);
let l_40 = l_39 | u64(9221120237041090560);
let l_41 = bitcast<f64>(l_40);
l_mut_26 = l_41;
let l_42 = bitcast<f32>(l_37);
let l_43 = l_42 < f32(4.0);
if l_43 {
let l_1506 = info.static_meta[u32(3)];
let l_1507 = l_1506 * u32(1);
let l_1508 = u32(1024) < l_1507;
let l_1509 = l_1507 - u32(1);
let l_1510 = min(u32(1024), l_1509);
let l_1511 = buffer_3_global[l_1510];
let l_1512 = select(u32(0), l_1511, l_1508);
let l_44 = l_1512;
let l_45 = bitcast<f32>(l_44);
let l_46 = f64(l_45);
let l_47 = bitcast<u32>(l_21);
let l_48 = f64(l_21);
l_mut_49 = l_48;
let l_50 = l_47 & u32(2139095040);
let l_51 = l_50 == u32(0);
if l_51 {
let l_52 = l_47 & u32(8388607);
let l_53 = f64(l_52);
let l_54 = l_53 * f64(1.401298464324817e-45);
l_mut_49 = l_54;
let l_55 = l_47 >> u32(31);
let l_56 = l_55 == u32(1);
if l_56 {
let l_57 = -l_mut_49;
l_mut_49 = l_57;
}
}
let l_58 = abs(l_mut_49);
l_mut_49 = l_58;
l_mut_59 = u32(0);
let l_60 = l_58 >= f64(0.785);
if l_60 {
let l_61 = l_58 * f64(0.6366197723675814);
let l_62 = l_61 + f64(0.5);
let l_63 = floor(l_62);
let l_64 = l_63 * f64(1.570796325802803);
let l_65 = l_58 - l_64;
let l_66 = l_65 * l_46;
let l_67 = l_63 * f64(9.920935796805404e-10);
let l_68 = l_66 - l_67;
l_mut_49 = l_68;
let l_69 = u32(l_63);
l_mut_59 = l_69;
}
let l_70 = bitcast<u32>(l_21);
let l_71 = l_70 >> u32(31);
let l_72 = l_71 == u32(1);
let l_73 = l_mut_49 * l_mut_49;
let l_74 = l_73 * f64(1.9572941063391263e-20);
let l_75 = f64(8.22063524662433e-18) - l_74;
l_mut_76 = l_75;
let l_77 = l_mut_76 * l_73;
let l_78 = l_77 - f64(2.8114572543455206e-15);
l_mut_76 = l_78;
let l_79 = l_mut_76 * l_73;
let l_80 = l_79 + f64(7.647163731819816e-13);
l_mut_76 = l_80;
let l_81 = l_mut_76 * l_73;
let l_82 = l_81 - f64(1.6059043836821613e-10);
l_mut_76 = l_82;
let l_83 = l_mut_76 * l_73;
let l_84 = l_83 + f64(2.505210838544172e-8);
l_mut_76 = l_84;
let l_85 = l_mut_76 * l_73;
let l_86 = l_85 - f64(2.7557319223985893e-6);
l_mut_76 = l_86;
let l_87 = l_mut_76 * l_73;
let l_88 = l_87 + f64(0.0001984126984126984);
l_mut_76 = l_88;
let l_89 = l_mut_76 * l_73;
let l_90 = l_89 - f64(0.008333333333333333);
l_mut_76 = l_90;
let l_91 = l_mut_76 * l_73;
let l_92 = l_91 + f64(0.16666666666666666);
l_mut_76 = l_92;
let l_93 = f64(0.5) * l_73;
let l_94 = f64(1.0) - l_93;
let l_95 = f64(0.0) * l_94;
let l_96 = l_mut_49 * l_73;
let l_97 = l_96 * l_mut_76;
let l_98 = l_95 - l_97;
let l_99 = l_mut_49 + l_98;
let l_100 = l_mut_49 * l_mut_49;
let l_101 = l_100 * f64(4.110317623312165e-19);
let l_102 = l_101 - f64(1.5619206968586225e-16);
l_mut_76 = l_102;
let l_103 = l_mut_76 * l_100;
let l_104 = l_103 + f64(4.779477332387385e-14);
l_mut_76 = l_104;
let l_105 = l_mut_76 * l_100;
let l_106 = l_105 - f64(1.1470745597729725e-11);
l_mut_76 = l_106;
let l_107 = l_mut_76 * l_100;
let l_108 = l_107 + f64(2.08767569878681e-9);
l_mut_76 = l_108;
let l_109 = l_mut_76 * l_100;
let l_110 = l_109 - f64(2.755731922398589e-7);
l_mut_76 = l_110;
let l_111 = l_mut_76 * l_100;
let l_112 = l_111 + f64(2.48015873015873e-5);
l_mut_76 = l_112;
let l_113 = l_mut_76 * l_100;
let l_114 = l_113 - f64(0.001388888888888889);
l_mut_76 = l_114;
let l_115 = l_mut_76 * l_100;
let l_116 = l_115 + f64(0.041666666666666664);
l_mut_76 = l_116;
let l_117 = f64(0.5) * l_100;
let l_118 = f64(1.0) - l_117;
let l_119 = l_100 * l_100;
let l_120 = l_119 * l_mut_76;
let l_121 = f64(0.0) * l_mut_49;
let l_122 = l_120 - l_121;
let l_123 = l_118 + l_122;
let l_124 = l_mut_59 & u32(1);
let l_125 = l_124 == u32(1);
l_mut_76 = l_99;
let l_126 = l_mut_59 & u32(2);
let l_127 = l_126 != u32(0);
l_mut_128 = l_127;
l_mut_76 = l_123;
if l_125 {
l_mut_76 = l_99;
}
let l_129 = l_mut_59 + u32(1);
let l_130 = l_129 & u32(2);
let l_131 = l_130 != u32(0);
l_mut_128 = l_131;
let l_132 = bool(false) && l_72;
if l_132 {
let l_133 = !l_mut_128;
l_mut_128 = l_133;
}
if l_mut_128 {
let l_134 = -l_mut_76;
l_mut_76 = l_134;
}
l_mut_26 = l_mut_76;
} else {
let l_135 = l_37 < u32(2139095040);
if l_135 {
let l_136 = l_37 & u32(8388607);
let l_137 = l_136 | u32(8388608);
let l_138 = u64(l_137);
let l_139 = l_37 >> u32(23);
let l_140 = l_139 * u32(4);
let l_141 = l_140 + u32(3);
let l_1513 = info.static_meta[u32(3)];
let l_1514 = l_1513 * u32(1);
let l_1515 = l_141 < l_1514;
let l_1516 = l_1514 - u32(1);
let l_1517 = min(l_141, l_1516);
let l_1518 = buffer_3_global[l_1517];
let l_1519 = select(u32(0), l_1518, l_1515);
let l_142 = l_1519;
let l_143 = u64(l_142);
let l_144 = l_138 * l_143;
l_mut_145 = l_144;
let l_146 = l_mut_145 & u64(4294967295);
let l_147 = l_mut_145 >> u32(bitcast<u64>(u64(32)));
let l_148 = l_140 + u32(2);
let l_1520 = info.static_meta[u32(3)];
let l_1521 = l_1520 * u32(1);
let l_1522 = l_148 < l_1521;
let l_1523 = l_1521 - u32(1);
let l_1524 = min(l_148, l_1523);
let l_1525 = buffer_3_global[l_1524];
let l_1526 = select(u32(0), l_1525, l_1522);
let l_149 = l_1526;
let l_150 = u64(l_149);
let l_151 = l_138 * l_150;
let l_152 = l_147 + l_151;
l_mut_145 = l_152;
let l_153 = l_mut_145 & u64(4294967295);
let l_154 = l_mut_145 >> u32(bitcast<u64>(u64(32)));
let l_155 = l_140 + u32(1);
let l_1527 = info.static_meta[u32(3)];
let l_1528 = l_1527 * u32(1);
let l_1529 = l_155 < l_1528;
let l_1530 = l_1528 - u32(1);
let l_1531 = min(l_155, l_1530);
let l_1532 = buffer_3_global[l_1531];
let l_1533 = select(u32(0), l_1532, l_1529);
let l_156 = l_1533;
let l_157 = u64(l_156);
let l_158 = l_138 * l_157;
let l_159 = l_154 + l_158;
l_mut_145 = l_159;
let l_160 = l_mut_145 & u64(4294967295);
let l_161 = l_mut_145 >> u32(bitcast<u64>(u64(32)));
let l_1534 = info.static_meta[u32(3)];
let l_1535 = l_1534 * u32(1);
let l_1536 = l_140 < l_1535;
let l_1537 = l_1535 - u32(1);
let l_1538 = min(l_140, l_1537);
let l_1539 = buffer_3_global[l_1538];
let l_1540 = select(u32(0), l_1539, l_1536);
let l_162 = l_1540;
let l_163 = u64(l_162);
let l_164 = l_138 * l_163;
let l_165 = l_161 + l_164;
l_mut_145 = l_165;
let l_166 = l_mut_145 >> u32(bitcast<u64>(u64(29)));
let l_167 = l_166 & u64(3);
let l_168 = u32(bitcast<u64>(l_167));
l_mut_59 = l_168;
let l_169 = l_mut_145 & u64(536870911);
let l_170 = l_169 << u32(bitcast<u64>(u64(32)));
let l_171 = l_170 | l_160;
l_mut_145 = l_171;
let l_172 = l_153 << u32(bitcast<u64>(u64(32)));
let l_173 = l_172 | l_146;
l_mut_174 = l_173;
let l_175 = l_mut_145 >= u64(1152921504606846976);
if l_175 {
let l_176 = l_mut_59 + u32(1);
let l_177 = l_176 & u32(3);
l_mut_59 = l_177;
let l_178 = l_mut_174 != u64(0);
let l_179 = u64(l_178);
let l_180 = u64(0) - l_mut_174;
l_mut_174 = l_180;
let l_181 = u64(2305843009213693952) - l_mut_145;
let l_182 = l_181 - l_179;
l_mut_145 = l_182;
}
let l_183 = select(countLeadingZeros(u32(l_mut_174 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_174)), (l_mut_174 >> u32(32u)) == u64(0));
let l_184 = u64(l_183);
let l_185 = l_mut_174 << u32(bitcast<u64>(l_184));
l_mut_186 = l_185;
let l_187 = i32(l_183);
let l_188 = i32(0) - l_187;
l_mut_189 = l_188;
let l_190 = l_mut_145 != u64(0);
if l_190 {
let l_191 = select(countLeadingZeros(u32(l_mut_145 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_145)), (l_mut_145 >> u32(32u)) == u64(0));
let l_192 = u64(l_191);
let l_193 = l_mut_145 << u32(bitcast<u64>(l_192));
let l_194 = u32(64) - l_191;
let l_195 = u64(l_194);
let l_196 = l_mut_174 >> u32(bitcast<u64>(l_195));
let l_197 = l_193 | l_196;
l_mut_186 = l_197;
let l_198 = i32(l_191);
let l_199 = i32(64) - l_198;
l_mut_189 = l_199;
}
let l_200 = l_mut_186 >> u32(bitcast<u64>(u64(32)));
let l_201 = l_mut_186 & u64(4294967295);
let l_202 = l_200 * u64(560513588);
let l_203 = l_201 * u64(3373259426);
let l_204 = l_201 * u64(560513588);
let l_205 = l_204 >> u32(bitcast<u64>(u64(32)));
let l_206 = l_202 & u64(4294967295);
let l_207 = l_205 + l_206;
let l_208 = l_203 & u64(4294967295);
let l_209 = l_207 + l_208;
let l_210 = l_200 * u64(3373259426);
let l_211 = l_202 >> u32(bitcast<u64>(u64(32)));
let l_212 = l_210 + l_211;
let l_213 = l_203 >> u32(bitcast<u64>(u64(32)));
let l_214 = l_212 + l_213;
let l_215 = l_209 >> u32(bitcast<u64>(u64(32)));
let l_216 = l_214 + l_215;
l_mut_186 = l_216;
let l_217 = l_mut_189 - i32(124);
l_mut_189 = l_217;
let l_218 = l_mut_186 < bitcast<u64>(i64(-9223372036854775807) - 1);
if l_218 {
let l_219 = l_mut_186 << u32(bitcast<u64>(u64(1)));
let l_220 = l_209 >> u32(bitcast<u64>(u64(31)));
let l_221 = l_220 & u64(1);
let l_222 = l_219 | l_221;
l_mut_186 = l_222;
l_mut_189 = l_mut_189 - i32(1);
}
let l_223 = l_mut_186 >> u32(bitcast<u64>(u64(11)));
let l_224 = f64(l_223);
let l_225 = l_mut_189 + i32(11);
let l_226 = l_225 + i32(1023);
let l_227 = u64(l_226);
let l_228 = l_227 << u32(bitcast<u64>(u64(52)));
let l_229 = bitcast<f64>(l_228);
let l_230 = l_224 * l_229;
l_mut_76 = l_230;
let l_231 = l_mut_186 & u64(2047);
let l_232 = f64(l_231);
let l_233 = l_mut_189 + i32(1023);
let l_234 = u64(l_233);
let l_235 = l_234 << u32(bitcast<u64>(u64(52)));
let l_236 = bitcast<f64>(l_235);
let l_237 = l_232 * l_236;
l_mut_49 = l_237;
if l_175 {
let l_238 = -l_mut_76;
l_mut_76 = l_238;
let l_239 = -l_mut_49;
l_mut_49 = l_239;
}
let l_240 = l_36 >= u32(2147483648);
let l_241 = l_mut_76 * l_mut_76;
let l_242 = l_241 * f64(1.9572941063391263e-20);
let l_243 = f64(8.22063524662433e-18) - l_242;
l_mut_244 = l_243;
let l_245 = l_mut_244 * l_241;
let l_246 = l_245 - f64(2.8114572543455206e-15);
l_mut_244 = l_246;
let l_247 = l_mut_244 * l_241;
let l_248 = l_247 + f64(7.647163731819816e-13);
l_mut_244 = l_248;
let l_249 = l_mut_244 * l_241;
let l_250 = l_249 - f64(1.6059043836821613e-10);
l_mut_244 = l_250;
let l_251 = l_mut_244 * l_241;
let l_252 = l_251 + f64(2.505210838544172e-8);
l_mut_244 = l_252;
let l_253 = l_mut_244 * l_241;
let l_254 = l_253 - f64(2.7557319223985893e-6);
l_mut_244 = l_254;
let l_255 = l_mut_244 * l_241;
let l_256 = l_255 + f64(0.0001984126984126984);
l_mut_244 = l_256;
let l_257 = l_mut_244 * l_241;
let l_258 = l_257 - f64(0.008333333333333333);
l_mut_244 = l_258;
let l_259 = l_mut_244 * l_241;
let l_260 = l_259 + f64(0.16666666666666666);
l_mut_244 = l_260;
let l_261 = f64(0.5) * l_241;
let l_262 = f64(1.0) - l_261;
let l_263 = l_mut_49 * l_262;
let l_264 = l_mut_76 * l_241;
let l_265 = l_264 * l_mut_244;
let l_266 = l_263 - l_265;
let l_267 = l_mut_76 + l_266;
let l_268 = l_mut_76 * l_mut_76;
let l_269 = l_268 * f64(4.110317623312165e-19);
let l_270 = l_269 - f64(1.5619206968586225e-16);
l_mut_244 = l_270;
let l_271 = l_mut_244 * l_268;
let l_272 = l_271 + f64(4.779477332387385e-14);
l_mut_244 = l_272;
let l_273 = l_mut_244 * l_268;
let l_274 = l_273 - f64(1.1470745597729725e-11);
l_mut_244 = l_274;
let l_275 = l_mut_244 * l_268;
let l_276 = l_275 + f64(2.08767569878681e-9);
l_mut_244 = l_276;
let l_277 = l_mut_244 * l_268;
let l_278 = l_277 - f64(2.755731922398589e-7);
l_mut_244 = l_278;
let l_279 = l_mut_244 * l_268;
let l_280 = l_279 + f64(2.48015873015873e-5);
l_mut_244 = l_280;
let l_281 = l_mut_244 * l_268;
let l_282 = l_281 - f64(0.001388888888888889);
l_mut_244 = l_282;
let l_283 = l_mut_244 * l_268;
let l_284 = l_283 + f64(0.041666666666666664);
l_mut_244 = l_284;
let l_285 = f64(0.5) * l_268;
let l_286 = f64(1.0) - l_285;
let l_287 = l_268 * l_268;
let l_288 = l_287 * l_mut_244;
let l_289 = l_mut_49 * l_mut_76;
let l_290 = l_288 - l_289;
let l_291 = l_286 + l_290;
let l_292 = l_mut_59 & u32(1);
let l_293 = l_292 == u32(1);
l_mut_244 = l_267;
let l_294 = l_mut_59 & u32(2);
let l_295 = l_294 != u32(0);
l_mut_128 = l_295;
l_mut_244 = l_291;
if l_293 {
l_mut_244 = l_267;
}
let l_296 = l_mut_59 + u32(1);
let l_297 = l_296 & u32(2);
let l_298 = l_297 != u32(0);
l_mut_128 = l_298;
let l_299 = bool(false) && l_240;
if l_299 {
let l_300 = !l_mut_128;
l_mut_128 = l_300;
}
if l_mut_128 {
let l_301 = -l_mut_244;
l_mut_244 = l_301;
}
l_mut_26 = l_mut_244;
}
}
l_mut_35 = l_mut_26;
let l_1499 = info.static_meta[u32(3)];
let l_1500 = l_1499 * u32(1);
let l_1501 = u32(1024) < l_1500;
let l_1502 = l_1500 - u32(1);
let l_1503 = min(u32(1024), l_1502);
let l_1504 = buffer_3_global[l_1503];
let l_1505 = select(u32(0), l_1504, l_1501);
let l_302 = l_1505;
let l_303 = bitcast<f32>(l_302);
let l_304 = f64(l_303);
l_mut_59 = u32(4294967294);
let l_305 = bitcast<u32>(l_mut_22);
let l_306 = bitcast<u32>(l_21);
let l_307 = l_306 & u32(2139095040);
let l_308 = l_307 != u32(2139095040);
let l_309 = l_307 == u32(0);
let l_310 = bitcast<u32>(l_21);
let l_311 = l_310 & u32(8388607);
let l_312 = l_311 != u32(0);
let l_313 = l_309 && l_312;
let l_314 = abs(l_mut_35);
let l_315 = l_mut_35 < f64(0.0);
let l_316 = u32(l_315);
let l_317 = u32(2147483648) * l_316;
if l_313 {
} else {
let l_318 = is_nan_1_f64(l_mut_35);if l_318 {
let l_319 = l_305 & u32(2147483647);
let l_320 = l_319 > u32(2139095040);
if l_320 {
l_mut_59 = u32(4294967293);
}
} else {
let l_321 = l_314 >= f64(3.402823669209385e38);
let l_322 = !l_308;
let l_323 = l_314 == f64(0.0);
let l_324 = l_322 && l_323;
let l_325 = l_321 || l_324;
if l_325 {
let l_326 = l_314 >= f64(3.402823669209385e38);
let l_327 = u32(l_326);
let l_328 = u32(2139095040) * l_327;
let l_329 = l_328 | l_317;
let l_330 = l_305 == l_329;
let l_331 = l_305 | l_329;
let l_332 = l_331 & u32(2147483647);
let l_333 = l_332 == u32(0);
let l_334 = l_330 || l_333;
if l_334 {
l_mut_59 = u32(4294967293);
}
} else {
let l_335 = l_314 >= f64(2.350988701644575e-38);
let l_336 = l_308 && l_335;
let l_337 = l_314 < f64(3.4028234663852886e38);
let l_338 = l_336 && l_337;
if l_338 {
let l_339 = f32(l_314);
let l_340 = bitcast<u32>(l_339);
let l_341 = bitcast<f32>(l_340);
let l_342 = f64(l_341);
let l_343 = l_314 - l_342;
let l_344 = l_340 + u32(1);
let l_345 = l_343 < f64(0.0);
let l_346 = u32(l_345);
let l_347 = u32(2) * l_346;
let l_348 = l_344 - l_347;
let l_349 = bitcast<f32>(l_348);
let l_350 = f64(l_349);
let l_351 = l_350 - l_342;
let l_352 = abs(l_351);
let l_353 = l_352 * f64(0.5);
let l_354 = abs(l_343);
let l_355 = l_353 - l_354;
let l_356 = l_314 * f64(9.094947017729282e-13);
let l_357 = l_355 > l_356;
if l_357 {
let l_358 = l_340 | l_317;
l_mut_59 = l_358;
}
} else {
let l_359 = l_314 < f64(2.350988701644575e-38);
let l_360 = l_308 && l_359;
if l_360 {
let l_361 = l_314 * f64(7.1362384635298e44);
let l_362 = floor(l_361);
let l_363 = l_361 - l_362;
let l_364 = l_363 - f64(0.5);
let l_365 = abs(l_364);
let l_366 = l_361 * f64(9.094947017729282e-13);
let l_367 = l_365 > l_366;
if l_367 {
let l_368 = l_363 > f64(0.5);
let l_369 = f64(l_368);
let l_370 = l_362 + l_369;
let l_371 = u32(l_370);
let l_372 = l_371 | l_317;
l_mut_59 = l_372;
}
}
}
}
}
}
let l_373 = bitcast<u32>(l_mut_22);
let l_374 = l_373 & u32(2147483647);
let l_375 = l_374 > u32(2139095040);
let l_376 = l_373 & u32(2147483647);
let l_377 = l_376 == u32(0);
let l_378 = l_373 & u32(2147483647);
let l_379 = f64(l_378);
let l_380 = l_373 >> u32(31);
let l_381 = f64(l_380);
let l_382 = f64(2.0) * l_381;
let l_383 = f64(1.0) - l_382;
let l_384 = l_379 * l_383;
let l_385 = l_mut_59 & u32(2147483647);
let l_386 = f64(l_385);
let l_387 = l_mut_59 >> u32(31);
let l_388 = f64(l_387);
let l_389 = f64(2.0) * l_388;
let l_390 = f64(1.0) - l_389;
let l_391 = l_386 * l_390;
let l_392 = l_384 - l_391;
let l_393 = l_mut_59 & u32(2139095040);
let l_394 = l_393 == u32(0);
let l_395 = l_mut_59 < u32(4294967293);
let l_396 = l_392 == f64(0.0);
let l_397 = l_377 && l_394;
let l_398 = l_375 || l_397;
let l_399 = !l_398;
let l_400 = l_396 || l_399;
let l_401 = l_395 && l_400;
l_mut_128 = l_401;
let l_402 = l_392 != f64(0.0);
let l_403 = l_mut_128 && l_402;
if l_403 {

for (var l_mut_404: u32 = u32(0); l_mut_404 < u32(8); l_mut_404++) {
let l_405 = u32(2) * l_mut_404;
let l_1541 = info.static_meta[u32(1)];
let l_1542 = l_1541 * u32(1);
let l_1543 = l_405 < l_1542;
let l_1544 = l_1542 - u32(1);
let l_1545 = min(l_405, l_1544);
let l_1546 = buffer_1_global[l_1545];
let l_1547 = select(u32(0), l_1546, l_1543);
let l_406 = l_1547;
let l_407 = u32(2) * l_mut_404;
let l_408 = l_407 + u32(1);
let l_1548 = info.static_meta[u32(1)];
let l_1549 = l_1548 * u32(1);
let l_1550 = l_408 < l_1549;
let l_1551 = l_1549 - u32(1);
let l_1552 = min(l_408, l_1551);
let l_1553 = buffer_1_global[l_1552];
let l_1554 = select(u32(0), l_1553, l_1550);
let l_409 = l_1554;
let l_410 = l_409 != u32(0);
let l_411 = l_mut_404 * u32(4);
let l_1555 = info.static_meta[u32(2)];
let l_1556 = l_1555 * u32(1);
let l_1557 = l_411 < l_1556;
let l_1558 = l_1556 - u32(1);
let l_1559 = min(l_411, l_1558);
let l_1560 = buffer_2_global[l_1559];
let l_1561 = select(f64(0.0), l_1560, l_1557);
let l_412 = l_1561;
let l_413 = l_mut_404 * u32(4);
let l_414 = l_413 + u32(1);
let l_1562 = info.static_meta[u32(2)];
let l_1563 = l_1562 * u32(1);
let l_1564 = l_414 < l_1563;
let l_1565 = l_1563 - u32(1);
let l_1566 = min(l_414, l_1565);
let l_1567 = buffer_2_global[l_1566];
let l_1568 = select(f64(0.0), l_1567, l_1564);
let l_415 = l_1568;
let l_416 = l_mut_404 * u32(4);
let l_417 = l_416 + u32(2);
let l_1569 = info.static_meta[u32(2)];
let l_1570 = l_1569 * u32(1);
let l_1571 = l_417 < l_1570;
let l_1572 = l_1570 - u32(1);
let l_1573 = min(l_417, l_1572);
let l_1574 = buffer_2_global[l_1573];
let l_1575 = select(f64(0.0), l_1574, l_1571);
let l_418 = l_1575;
let l_419 = f64(l_21);
let l_420 = abs(l_419);
let l_421 = abs(l_mut_35);
let l_422 = l_421 * f64(1.4551915228366852e-11);
a_423[u32(0)] = u32(1);
l_mut_424 = u32(2);
let l_425 = l_406 == u32(0);
if l_425 {
l_mut_424 = u32(0);
} else {
let l_426 = l_406 == u32(1);
if l_426 {
l_mut_424 = u32(1);
let l_427 = abs(l_392);
let l_428 = l_427 <= l_412;
if l_428 {
l_mut_424 = u32(0);
}
} else {
let l_429 = l_406 == u32(2);
if l_429 {
let l_430 = abs(l_mut_35);
l_mut_244 = f64(1.401298464324817e-45);
let l_431 = l_430 >= f64(1.1754943508222875e-38);
let l_432 = l_430 <= f64(1.7976931348623157e308);
let l_433 = l_431 && l_432;
if l_433 {
let l_434 = bitcast<u64>(l_430);
let l_435 = l_434 >> u32(bitcast<u64>(u64(52)));
let l_436 = l_435 - u64(23);
let l_437 = l_436 << u32(bitcast<u64>(u64(52)));
let l_438 = bitcast<f64>(l_437);
l_mut_244 = l_438;
}
let l_439 = l_412 * l_mut_244;
l_mut_440 = u32(2);
let l_441 = l_mut_35 - l_422;
let l_442 = abs(l_441);
l_mut_244 = f64(1.401298464324817e-45);
let l_443 = l_442 >= f64(1.1754943508222875e-38);
let l_444 = l_442 <= f64(1.7976931348623157e308);
let l_445 = l_443 && l_444;
if l_445 {
let l_446 = bitcast<u64>(l_442);
let l_447 = l_446 >> u32(bitcast<u64>(u64(52)));
let l_448 = l_447 - u64(23);
let l_449 = l_448 << u32(bitcast<u64>(u64(52)));
let l_450 = bitcast<f64>(l_449);
l_mut_244 = l_450;
}
let l_451 = l_mut_35 + l_422;
let l_452 = abs(l_451);
l_mut_76 = f64(1.401298464324817e-45);
let l_453 = l_452 >= f64(1.1754943508222875e-38);
let l_454 = l_452 <= f64(1.7976931348623157e308);
let l_455 = l_453 && l_454;
if l_455 {
let l_456 = bitcast<u64>(l_452);
let l_457 = l_456 >> u32(bitcast<u64>(u64(52)));
let l_458 = l_457 - u64(23);
let l_459 = l_458 << u32(bitcast<u64>(u64(52)));
let l_460 = bitcast<f64>(l_459);
l_mut_76 = l_460;
}
let l_461 = l_mut_244 == l_mut_76;
if l_461 {
let l_462 = l_439 * f64(1.4551915228366852e-11);
let l_463 = l_422 + l_462;
let l_464 = l_mut_35 - l_439;
let l_465 = l_mut_35 + l_439;
let l_466 = bitcast<u32>(l_mut_22);
let l_467 = f64(l_mut_22);
l_mut_244 = l_467;
let l_468 = l_466 & u32(2139095040);
let l_469 = l_468 == u32(0);
if l_469 {
let l_470 = l_466 & u32(8388607);
let l_471 = f64(l_470);
let l_472 = l_471 * f64(1.401298464324817e-45);
l_mut_244 = l_472;
let l_473 = l_466 >> u32(31);
let l_474 = l_473 == u32(1);
if l_474 {
let l_475 = -l_mut_244;
l_mut_244 = l_475;
}
}
let l_476 = bitcast<u32>(l_mut_22);
let l_477 = l_476 + u32(1);
l_mut_478 = l_477;
let l_479 = l_476 & u32(2147483647);
let l_480 = l_479 == u32(0);
if l_480 {
l_mut_478 = u32(1);
} else {
let l_481 = l_476 & u32(2147483648);
let l_482 = l_481 != u32(0);
if l_482 {
let l_483 = l_476 - u32(1);
l_mut_478 = l_483;
} else {
let l_484 = l_476 == u32(2139095040);
if l_484 {
l_mut_478 = l_476;
}
}
}
let l_485 = bitcast<f32>(l_mut_478);
let l_486 = bitcast<u32>(l_485);
let l_487 = f64(l_485);
l_mut_76 = l_487;
let l_488 = l_486 & u32(2139095040);
let l_489 = l_488 == u32(0);
if l_489 {
let l_490 = l_486 & u32(8388607);
let l_491 = f64(l_490);
let l_492 = l_491 * f64(1.401298464324817e-45);
l_mut_76 = l_492;
let l_493 = l_486 >> u32(31);
let l_494 = l_493 == u32(1);
if l_494 {
let l_495 = -l_mut_76;
l_mut_76 = l_495;
}
}
let l_496 = bitcast<u32>(l_mut_22);
let l_497 = l_496 ^ u32(2147483648);
let l_498 = bitcast<f32>(l_497);
let l_499 = bitcast<u32>(l_498);
let l_500 = l_499 + u32(1);
l_mut_478 = l_500;
let l_501 = l_499 & u32(2147483647);
let l_502 = l_501 == u32(0);
if l_502 {
l_mut_478 = u32(1);
} else {
let l_503 = l_499 & u32(2147483648);
let l_504 = l_503 != u32(0);
if l_504 {
let l_505 = l_499 - u32(1);
l_mut_478 = l_505;
} else {
let l_506 = l_499 == u32(2139095040);
if l_506 {
l_mut_478 = l_499;
}
}
}
let l_507 = bitcast<f32>(l_mut_478);
let l_508 = bitcast<u32>(l_507);
let l_509 = l_508 ^ u32(2147483648);
let l_510 = bitcast<f32>(l_509);
let l_511 = bitcast<u32>(l_510);
let l_512 = f64(l_510);
l_mut_49 = l_512;
let l_513 = l_511 & u32(2139095040);
let l_514 = l_513 == u32(0);
if l_514 {
let l_515 = l_511 & u32(8388607);
let l_516 = f64(l_515);
let l_517 = l_516 * f64(1.401298464324817e-45);
l_mut_49 = l_517;
let l_518 = l_511 >> u32(31);
let l_519 = l_518 == u32(1);
if l_519 {
let l_520 = -l_mut_49;
l_mut_49 = l_520;
}
}
let l_521 = l_464 + l_463;
let l_522 = l_521 <= l_mut_244;
l_mut_523 = l_522;
let l_524 = l_464 - l_463;
let l_525 = l_524 > l_mut_244;
l_mut_526 = l_525;
let l_527 = l_465 - l_463;
let l_528 = l_527 >= l_mut_244;
l_mut_529 = l_528;
let l_530 = l_465 + l_463;
let l_531 = l_530 < l_mut_244;
l_mut_532 = l_531;
if l_410 {
let l_533 = l_464 + l_463;
let l_534 = l_533 < l_mut_76;
l_mut_523 = l_534;
let l_535 = l_464 - l_463;
let l_536 = l_535 >= l_mut_76;
l_mut_526 = l_536;
let l_537 = l_465 - l_463;
let l_538 = l_537 > l_mut_49;
l_mut_529 = l_538;
let l_539 = l_465 + l_463;
let l_540 = l_539 <= l_mut_49;
l_mut_532 = l_540;
}
l_mut_478 = u32(2);
let l_541 = l_mut_526 || l_mut_532;
if l_541 {
l_mut_478 = u32(1);
} else {
let l_542 = l_mut_523 && l_mut_529;
if l_542 {
l_mut_478 = u32(0);
}
}
let l_543 = bitcast<u32>(l_mut_22);
let l_544 = l_543 & u32(2147483647);
let l_545 = l_544 == u32(0);
if l_545 {
let l_546 = l_464 + l_463;
let l_547 = l_546 < f64(1.1754943508222875e-38);
let l_548 = l_465 - l_463;
let l_549 = l_548 > f64(-1.1754943508222875e-38);
let l_550 = l_547 && l_549;
let l_551 = l_464 - l_463;
let l_552 = l_551 < f64(1.1754943508222875e-38);
let l_553 = l_465 + l_463;
let l_554 = l_553 > f64(-1.1754943508222875e-38);
let l_555 = l_552 && l_554;
if l_550 {
l_mut_478 = u32(0);
} else {
let l_556 = l_mut_478 == u32(1);
let l_557 = l_555 && l_556;
if l_557 {
l_mut_478 = u32(2);
}
}
}
l_mut_440 = l_mut_478;
}
l_mut_424 = l_mut_440;
} else {
let l_558 = l_406 == u32(3);
if l_558 {
l_mut_424 = u32(0);
let l_559 = l_420 >= f64(1.1754943508222875e-38);
let l_560 = l_420 <= f64(8.507059173023462e37);
let l_561 = l_559 && l_560;
if l_561 {
let l_562 = abs(l_mut_35);
l_mut_244 = f64(1.401298464324817e-45);
let l_563 = l_562 >= f64(1.1754943508222875e-38);
let l_564 = l_562 <= f64(1.7976931348623157e308);
let l_565 = l_563 && l_564;
if l_565 {
let l_566 = bitcast<u64>(l_562);
let l_567 = l_566 >> u32(bitcast<u64>(u64(52)));
let l_568 = l_567 - u64(23);
let l_569 = l_568 << u32(bitcast<u64>(u64(52)));
let l_570 = bitcast<f64>(l_569);
l_mut_244 = l_570;
}
let l_571 = l_412 * l_mut_244;
l_mut_478 = u32(2);
let l_572 = l_mut_35 - l_422;
let l_573 = abs(l_572);
l_mut_244 = f64(1.401298464324817e-45);
let l_574 = l_573 >= f64(1.1754943508222875e-38);
let l_575 = l_573 <= f64(1.7976931348623157e308);
let l_576 = l_574 && l_575;
if l_576 {
let l_577 = bitcast<u64>(l_573);
let l_578 = l_577 >> u32(bitcast<u64>(u64(52)));
let l_579 = l_578 - u64(23);
let l_580 = l_579 << u32(bitcast<u64>(u64(52)));
let l_581 = bitcast<f64>(l_580);
l_mut_244 = l_581;
}
let l_582 = l_mut_35 + l_422;
let l_583 = abs(l_582);
l_mut_76 = f64(1.401298464324817e-45);
let l_584 = l_583 >= f64(1.1754943508222875e-38);
let l_585 = l_583 <= f64(1.7976931348623157e308);
let l_586 = l_584 && l_585;
if l_586 {
let l_587 = bitcast<u64>(l_583);
let l_588 = l_587 >> u32(bitcast<u64>(u64(52)));
let l_589 = l_588 - u64(23);
let l_590 = l_589 << u32(bitcast<u64>(u64(52)));
let l_591 = bitcast<f64>(l_590);
l_mut_76 = l_591;
}
let l_592 = l_mut_244 == l_mut_76;
if l_592 {
let l_593 = l_571 * f64(1.4551915228366852e-11);
let l_594 = l_422 + l_593;
let l_595 = l_mut_35 - l_571;
let l_596 = l_mut_35 + l_571;
let l_597 = bitcast<u32>(l_mut_22);
let l_598 = f64(l_mut_22);
l_mut_244 = l_598;
let l_599 = l_597 & u32(2139095040);
let l_600 = l_599 == u32(0);
if l_600 {
let l_601 = l_597 & u32(8388607);
let l_602 = f64(l_601);
let l_603 = l_602 * f64(1.401298464324817e-45);
l_mut_244 = l_603;
let l_604 = l_597 >> u32(31);
let l_605 = l_604 == u32(1);
if l_605 {
let l_606 = -l_mut_244;
l_mut_244 = l_606;
}
}
let l_607 = bitcast<u32>(l_mut_22);
let l_608 = l_607 + u32(1);
l_mut_440 = l_608;
let l_609 = l_607 & u32(2147483647);
let l_610 = l_609 == u32(0);
if l_610 {
l_mut_440 = u32(1);
} else {
let l_611 = l_607 & u32(2147483648);
let l_612 = l_611 != u32(0);
if l_612 {
let l_613 = l_607 - u32(1);
l_mut_440 = l_613;
} else {
let l_614 = l_607 == u32(2139095040);
if l_614 {
l_mut_440 = l_607;
}
}
}
let l_615 = bitcast<f32>(l_mut_440);
let l_616 = bitcast<u32>(l_615);
let l_617 = f64(l_615);
l_mut_76 = l_617;
let l_618 = l_616 & u32(2139095040);
let l_619 = l_618 == u32(0);
if l_619 {
let l_620 = l_616 & u32(8388607);
let l_621 = f64(l_620);
let l_622 = l_621 * f64(1.401298464324817e-45);
l_mut_76 = l_622;
let l_623 = l_616 >> u32(31);
let l_624 = l_623 == u32(1);
if l_624 {
let l_625 = -l_mut_76;
l_mut_76 = l_625;
}
}
let l_626 = bitcast<u32>(l_mut_22);
let l_627 = l_626 ^ u32(2147483648);
let l_628 = bitcast<f32>(l_627);
let l_629 = bitcast<u32>(l_628);
let l_630 = l_629 + u32(1);
l_mut_440 = l_630;
let l_631 = l_629 & u32(2147483647);
let l_632 = l_631 == u32(0);
if l_632 {
l_mut_440 = u32(1);
} else {
let l_633 = l_629 & u32(2147483648);
let l_634 = l_633 != u32(0);
if l_634 {
let l_635 = l_629 - u32(1);
l_mut_440 = l_635;
} else {
let l_636 = l_629 == u32(2139095040);
if l_636 {
l_mut_440 = l_629;
}
}
}
let l_637 = bitcast<f32>(l_mut_440);
let l_638 = bitcast<u32>(l_637);
let l_639 = l_638 ^ u32(2147483648);
let l_640 = bitcast<f32>(l_639);
let l_641 = bitcast<u32>(l_640);
let l_642 = f64(l_640);
l_mut_49 = l_642;
let l_643 = l_641 & u32(2139095040);
let l_644 = l_643 == u32(0);
if l_644 {
let l_645 = l_641 & u32(8388607);
let l_646 = f64(l_645);
let l_647 = l_646 * f64(1.401298464324817e-45);
l_mut_49 = l_647;
let l_648 = l_641 >> u32(31);
let l_649 = l_648 == u32(1);
if l_649 {
let l_650 = -l_mut_49;
l_mut_49 = l_650;
}
}
let l_651 = l_595 + l_594;
let l_652 = l_651 <= l_mut_244;
l_mut_532 = l_652;
let l_653 = l_595 - l_594;
let l_654 = l_653 > l_mut_244;
l_mut_529 = l_654;
let l_655 = l_596 - l_594;
let l_656 = l_655 >= l_mut_244;
l_mut_526 = l_656;
let l_657 = l_596 + l_594;
let l_658 = l_657 < l_mut_244;
l_mut_523 = l_658;
if l_410 {
let l_659 = l_595 + l_594;
let l_660 = l_659 < l_mut_76;
l_mut_532 = l_660;
let l_661 = l_595 - l_594;
let l_662 = l_661 >= l_mut_76;
l_mut_529 = l_662;
let l_663 = l_596 - l_594;
let l_664 = l_663 > l_mut_49;
l_mut_526 = l_664;
let l_665 = l_596 + l_594;
let l_666 = l_665 <= l_mut_49;
l_mut_523 = l_666;
}
l_mut_440 = u32(2);
let l_667 = l_mut_529 || l_mut_523;
if l_667 {
l_mut_440 = u32(1);
} else {
let l_668 = l_mut_532 && l_mut_526;
if l_668 {
l_mut_440 = u32(0);
}
}
let l_669 = bitcast<u32>(l_mut_22);
let l_670 = l_669 & u32(2147483647);
let l_671 = l_670 == u32(0);
if l_671 {
let l_672 = l_595 + l_594;
let l_673 = l_672 < f64(1.1754943508222875e-38);
let l_674 = l_596 - l_594;
let l_675 = l_674 > f64(-1.1754943508222875e-38);
let l_676 = l_673 && l_675;
let l_677 = l_595 - l_594;
let l_678 = l_677 < f64(1.1754943508222875e-38);
let l_679 = l_596 + l_594;
let l_680 = l_679 > f64(-1.1754943508222875e-38);
let l_681 = l_678 && l_680;
if l_676 {
l_mut_440 = u32(0);
} else {
let l_682 = l_mut_440 == u32(1);
let l_683 = l_681 && l_682;
if l_683 {
l_mut_440 = u32(2);
}
}
}
l_mut_478 = l_mut_440;
}
l_mut_424 = l_mut_478;
}
} else {
let l_684 = l_406 == u32(4);
if l_684 {
let l_685 = l_415 * l_420;
let l_686 = l_412 + l_685;
let l_687 = abs(l_mut_35);
l_mut_244 = f64(1.401298464324817e-45);
let l_688 = l_687 >= f64(1.1754943508222875e-38);
let l_689 = l_687 <= f64(1.7976931348623157e308);
let l_690 = l_688 && l_689;
if l_690 {
let l_691 = bitcast<u64>(l_687);
let l_692 = l_691 >> u32(bitcast<u64>(u64(52)));
let l_693 = l_692 - u64(23);
let l_694 = l_693 << u32(bitcast<u64>(u64(52)));
let l_695 = bitcast<f64>(l_694);
l_mut_244 = l_695;
}
let l_696 = l_686 * l_mut_244;
l_mut_478 = u32(2);
let l_697 = l_mut_35 - l_422;
let l_698 = abs(l_697);
l_mut_244 = f64(1.401298464324817e-45);
let l_699 = l_698 >= f64(1.1754943508222875e-38);
let l_700 = l_698 <= f64(1.7976931348623157e308);
let l_701 = l_699 && l_700;
if l_701 {
let l_702 = bitcast<u64>(l_698);
let l_703 = l_702 >> u32(bitcast<u64>(u64(52)));
let l_704 = l_703 - u64(23);
let l_705 = l_704 << u32(bitcast<u64>(u64(52)));
let l_706 = bitcast<f64>(l_705);
l_mut_244 = l_706;
}
let l_707 = l_mut_35 + l_422;
let l_708 = abs(l_707);
l_mut_76 = f64(1.401298464324817e-45);
let l_709 = l_708 >= f64(1.1754943508222875e-38);
let l_710 = l_708 <= f64(1.7976931348623157e308);
let l_711 = l_709 && l_710;
if l_711 {
let l_712 = bitcast<u64>(l_708);
let l_713 = l_712 >> u32(bitcast<u64>(u64(52)));
let l_714 = l_713 - u64(23);
let l_715 = l_714 << u32(bitcast<u64>(u64(52)));
let l_716 = bitcast<f64>(l_715);
l_mut_76 = l_716;
}
let l_717 = l_mut_244 == l_mut_76;
if l_717 {
let l_718 = l_696 * f64(1.4551915228366852e-11);
let l_719 = l_422 + l_718;
let l_720 = l_mut_35 - l_696;
let l_721 = l_mut_35 + l_696;
let l_722 = bitcast<u32>(l_mut_22);
let l_723 = f64(l_mut_22);
l_mut_244 = l_723;
let l_724 = l_722 & u32(2139095040);
let l_725 = l_724 == u32(0);
if l_725 {
let l_726 = l_722 & u32(8388607);
let l_727 = f64(l_726);
let l_728 = l_727 * f64(1.401298464324817e-45);
l_mut_244 = l_728;
let l_729 = l_722 >> u32(31);
let l_730 = l_729 == u32(1);
if l_730 {
let l_731 = -l_mut_244;
l_mut_244 = l_731;
}
}
let l_732 = bitcast<u32>(l_mut_22);
let l_733 = l_732 + u32(1);
l_mut_440 = l_733;
let l_734 = l_732 & u32(2147483647);
let l_735 = l_734 == u32(0);
if l_735 {
l_mut_440 = u32(1);
} else {
let l_736 = l_732 & u32(2147483648);
let l_737 = l_736 != u32(0);
if l_737 {
let l_738 = l_732 - u32(1);
l_mut_440 = l_738;
} else {
let l_739 = l_732 == u32(2139095040);
if l_739 {
l_mut_440 = l_732;
}
}
}
let l_740 = bitcast<f32>(l_mut_440);
let l_741 = bitcast<u32>(l_740);
let l_742 = f64(l_740);
l_mut_76 = l_742;
let l_743 = l_741 & u32(2139095040);
let l_744 = l_743 == u32(0);
if l_744 {
let l_745 = l_741 & u32(8388607);
let l_746 = f64(l_745);
let l_747 = l_746 * f64(1.401298464324817e-45);
l_mut_76 = l_747;
let l_748 = l_741 >> u32(31);
let l_749 = l_748 == u32(1);
if l_749 {
let l_750 = -l_mut_76;
l_mut_76 = l_750;
}
}
let l_751 = bitcast<u32>(l_mut_22);
let l_752 = l_751 ^ u32(2147483648);
let l_753 = bitcast<f32>(l_752);
let l_754 = bitcast<u32>(l_753);
let l_755 = l_754 + u32(1);
l_mut_440 = l_755;
let l_756 = l_754 & u32(2147483647);
let l_757 = l_756 == u32(0);
if l_757 {
l_mut_440 = u32(1);
} else {
let l_758 = l_754 & u32(2147483648);
let l_759 = l_758 != u32(0);
if l_759 {
let l_760 = l_754 - u32(1);
l_mut_440 = l_760;
} else {
let l_761 = l_754 == u32(2139095040);
if l_761 {
l_mut_440 = l_754;
}
}
}
let l_762 = bitcast<f32>(l_mut_440);
let l_763 = bitcast<u32>(l_762);
let l_764 = l_763 ^ u32(2147483648);
let l_765 = bitcast<f32>(l_764);
let l_766 = bitcast<u32>(l_765);
let l_767 = f64(l_765);
l_mut_49 = l_767;
let l_768 = l_766 & u32(2139095040);
let l_769 = l_768 == u32(0);
if l_769 {
let l_770 = l_766 & u32(8388607);
let l_771 = f64(l_770);
let l_772 = l_771 * f64(1.401298464324817e-45);
l_mut_49 = l_772;
let l_773 = l_766 >> u32(31);
let l_774 = l_773 == u32(1);
if l_774 {
let l_775 = -l_mut_49;
l_mut_49 = l_775;
}
}
let l_776 = l_720 + l_719;
let l_777 = l_776 <= l_mut_244;
l_mut_532 = l_777;
let l_778 = l_720 - l_719;
let l_779 = l_778 > l_mut_244;
l_mut_529 = l_779;
let l_780 = l_721 - l_719;
let l_781 = l_780 >= l_mut_244;
l_mut_526 = l_781;
let l_782 = l_721 + l_719;
let l_783 = l_782 < l_mut_244;
l_mut_523 = l_783;
if l_410 {
let l_784 = l_720 + l_719;
let l_785 = l_784 < l_mut_76;
l_mut_532 = l_785;
let l_786 = l_720 - l_719;
let l_787 = l_786 >= l_mut_76;
l_mut_529 = l_787;
let l_788 = l_721 - l_719;
let l_789 = l_788 > l_mut_49;
l_mut_526 = l_789;
let l_790 = l_721 + l_719;
let l_791 = l_790 <= l_mut_49;
l_mut_523 = l_791;
}
l_mut_440 = u32(2);
let l_792 = l_mut_529 || l_mut_523;
if l_792 {
l_mut_440 = u32(1);
} else {
let l_793 = l_mut_532 && l_mut_526;
if l_793 {
l_mut_440 = u32(0);
}
}
let l_794 = bitcast<u32>(l_mut_22);
let l_795 = l_794 & u32(2147483647);
let l_796 = l_795 == u32(0);
if l_796 {
let l_797 = l_720 + l_719;
let l_798 = l_797 < f64(1.1754943508222875e-38);
let l_799 = l_721 - l_719;
let l_800 = l_799 > f64(-1.1754943508222875e-38);
let l_801 = l_798 && l_800;
let l_802 = l_720 - l_719;
let l_803 = l_802 < f64(1.1754943508222875e-38);
let l_804 = l_721 + l_719;
let l_805 = l_804 > f64(-1.1754943508222875e-38);
let l_806 = l_803 && l_805;
if l_801 {
l_mut_440 = u32(0);
} else {
let l_807 = l_mut_440 == u32(1);
let l_808 = l_806 && l_807;
if l_808 {
l_mut_440 = u32(2);
}
}
}
l_mut_478 = l_mut_440;
}
l_mut_424 = l_mut_478;
} else {
let l_809 = l_406 == u32(5);
if l_809 {
let l_810 = f64(2.0) * l_419;
let l_811 = abs(l_810);
let l_812 = floor(l_811);
let l_813 = f64(3.0) + l_812;
let l_814 = abs(l_mut_35);
l_mut_244 = f64(1.401298464324817e-45);
let l_815 = l_814 >= f64(1.1754943508222875e-38);
let l_816 = l_814 <= f64(1.7976931348623157e308);
let l_817 = l_815 && l_816;
if l_817 {
let l_818 = bitcast<u64>(l_814);
let l_819 = l_818 >> u32(bitcast<u64>(u64(52)));
let l_820 = l_819 - u64(23);
let l_821 = l_820 << u32(bitcast<u64>(u64(52)));
let l_822 = bitcast<f64>(l_821);
l_mut_244 = l_822;
}
let l_823 = l_813 * l_mut_244;
l_mut_478 = u32(2);
let l_824 = l_mut_35 - l_422;
let l_825 = abs(l_824);
l_mut_244 = f64(1.401298464324817e-45);
let l_826 = l_825 >= f64(1.1754943508222875e-38);
let l_827 = l_825 <= f64(1.7976931348623157e308);
let l_828 = l_826 && l_827;
if l_828 {
let l_829 = bitcast<u64>(l_825);
let l_830 = l_829 >> u32(bitcast<u64>(u64(52)));
let l_831 = l_830 - u64(23);
let l_832 = l_831 << u32(bitcast<u64>(u64(52)));
let l_833 = bitcast<f64>(l_832);
l_mut_244 = l_833;
}
let l_834 = l_mut_35 + l_422;
let l_835 = abs(l_834);
l_mut_76 = f64(1.401298464324817e-45);
let l_836 = l_835 >= f64(1.1754943508222875e-38);
let l_837 = l_835 <= f64(1.7976931348623157e308);
let l_838 = l_836 && l_837;
if l_838 {
let l_839 = bitcast<u64>(l_835);
let l_840 = l_839 >> u32(bitcast<u64>(u64(52)));
let l_841 = l_840 - u64(23);
let l_842 = l_841 << u32(bitcast<u64>(u64(52)));
let l_843 = bitcast<f64>(l_842);
l_mut_76 = l_843;
}
let l_844 = l_mut_244 == l_mut_76;
if l_844 {
let l_845 = l_823 * f64(1.4551915228366852e-11);
let l_846 = l_422 + l_845;
let l_847 = l_mut_35 - l_823;
let l_848 = l_mut_35 + l_823;
let l_849 = bitcast<u32>(l_mut_22);
let l_850 = f64(l_mut_22);
l_mut_244 = l_850;
let l_851 = l_849 & u32(2139095040);
let l_852 = l_851 == u32(0);
if l_852 {
let l_853 = l_849 & u32(8388607);
let l_854 = f64(l_853);
let l_855 = l_854 * f64(1.401298464324817e-45);
l_mut_244 = l_855;
let l_856 = l_849 >> u32(31);
let l_857 = l_856 == u32(1);
if l_857 {
let l_858 = -l_mut_244;
l_mut_244 = l_858;
}
}
let l_859 = bitcast<u32>(l_mut_22);
let l_860 = l_859 + u32(1);
l_mut_440 = l_860;
let l_861 = l_859 & u32(2147483647);
let l_862 = l_861 == u32(0);
if l_862 {
l_mut_440 = u32(1);
} else {
let l_863 = l_859 & u32(2147483648);
let l_864 = l_863 != u32(0);
if l_864 {
let l_865 = l_859 - u32(1);
l_mut_440 = l_865;
} else {
let l_866 = l_859 == u32(2139095040);
if l_866 {
l_mut_440 = l_859;
}
}
}
let l_867 = bitcast<f32>(l_mut_440);
let l_868 = bitcast<u32>(l_867);
let l_869 = f64(l_867);
l_mut_76 = l_869;
let l_870 = l_868 & u32(2139095040);
let l_871 = l_870 == u32(0);
if l_871 {
let l_872 = l_868 & u32(8388607);
let l_873 = f64(l_872);
let l_874 = l_873 * f64(1.401298464324817e-45);
l_mut_76 = l_874;
let l_875 = l_868 >> u32(31);
let l_876 = l_875 == u32(1);
if l_876 {
let l_877 = -l_mut_76;
l_mut_76 = l_877;
}
}
let l_878 = bitcast<u32>(l_mut_22);
let l_879 = l_878 ^ u32(2147483648);
let l_880 = bitcast<f32>(l_879);
let l_881 = bitcast<u32>(l_880);
let l_882 = l_881 + u32(1);
l_mut_440 = l_882;
let l_883 = l_881 & u32(2147483647);
let l_884 = l_883 == u32(0);
if l_884 {
l_mut_440 = u32(1);
} else {
let l_885 = l_881 & u32(2147483648);
let l_886 = l_885 != u32(0);
if l_886 {
let l_887 = l_881 - u32(1);
l_mut_440 = l_887;
} else {
let l_888 = l_881 == u32(2139095040);
if l_888 {
l_mut_440 = l_881;
}
}
}
let l_889 = bitcast<f32>(l_mut_440);
let l_890 = bitcast<u32>(l_889);
let l_891 = l_890 ^ u32(2147483648);
let l_892 = bitcast<f32>(l_891);
let l_893 = bitcast<u32>(l_892);
let l_894 = f64(l_892);
l_mut_49 = l_894;
let l_895 = l_893 & u32(2139095040);
let l_896 = l_895 == u32(0);
if l_896 {
let l_897 = l_893 & u32(8388607);
let l_898 = f64(l_897);
let l_899 = l_898 * f64(1.401298464324817e-45);
l_mut_49 = l_899;
let l_900 = l_893 >> u32(31);
let l_901 = l_900 == u32(1);
if l_901 {
let l_902 = -l_mut_49;
l_mut_49 = l_902;
}
}
let l_903 = l_847 + l_846;
let l_904 = l_903 <= l_mut_244;
l_mut_532 = l_904;
let l_905 = l_847 - l_846;
let l_906 = l_905 > l_mut_244;
l_mut_529 = l_906;
let l_907 = l_848 - l_846;
let l_908 = l_907 >= l_mut_244;
l_mut_526 = l_908;
let l_909 = l_848 + l_846;
let l_910 = l_909 < l_mut_244;
l_mut_523 = l_910;
if l_410 {
let l_911 = l_847 + l_846;
let l_912 = l_911 < l_mut_76;
l_mut_532 = l_912;
let l_913 = l_847 - l_846;
let l_914 = l_913 >= l_mut_76;
l_mut_529 = l_914;
let l_915 = l_848 - l_846;
let l_916 = l_915 > l_mut_49;
l_mut_526 = l_916;
let l_917 = l_848 + l_846;
let l_918 = l_917 <= l_mut_49;
l_mut_523 = l_918;
}
l_mut_440 = u32(2);
let l_919 = l_mut_529 || l_mut_523;
if l_919 {
l_mut_440 = u32(1);
} else {
let l_920 = l_mut_532 && l_mut_526;
if l_920 {
l_mut_440 = u32(0);
}
}
let l_921 = bitcast<u32>(l_mut_22);
let l_922 = l_921 & u32(2147483647);
let l_923 = l_922 == u32(0);
if l_923 {
let l_924 = l_847 + l_846;
let l_925 = l_924 < f64(1.1754943508222875e-38);
let l_926 = l_848 - l_846;
let l_927 = l_926 > f64(-1.1754943508222875e-38);
let l_928 = l_925 && l_927;
let l_929 = l_847 - l_846;
let l_930 = l_929 < f64(1.1754943508222875e-38);
let l_931 = l_848 + l_846;
let l_932 = l_931 > f64(-1.1754943508222875e-38);
let l_933 = l_930 && l_932;
if l_928 {
l_mut_440 = u32(0);
} else {
let l_934 = l_mut_440 == u32(1);
let l_935 = l_933 && l_934;
if l_935 {
l_mut_440 = u32(2);
}
}
}
l_mut_478 = l_mut_440;
}
l_mut_424 = l_mut_478;
} else {
let l_936 = l_406 == u32(6);
if l_936 {
l_mut_424 = u32(0);
let l_937 = l_420 <= l_415;
if l_937 {
let l_938 = l_412 * f64(1.4551915228366852e-11);
let l_939 = l_422 + l_938;
let l_940 = l_mut_35 - l_412;
let l_941 = l_mut_35 + l_412;
let l_942 = bitcast<u32>(l_mut_22);
let l_943 = f64(l_mut_22);
l_mut_244 = l_943;
let l_944 = l_942 & u32(2139095040);
let l_945 = l_944 == u32(0);
if l_945 {
let l_946 = l_942 & u32(8388607);
let l_947 = f64(l_946);
let l_948 = l_947 * f64(1.401298464324817e-45);
l_mut_244 = l_948;
let l_949 = l_942 >> u32(31);
let l_950 = l_949 == u32(1);
if l_950 {
let l_951 = -l_mut_244;
l_mut_244 = l_951;
}
}
let l_952 = bitcast<u32>(l_mut_22);
let l_953 = l_952 + u32(1);
l_mut_478 = l_953;
let l_954 = l_952 & u32(2147483647);
let l_955 = l_954 == u32(0);
if l_955 {
l_mut_478 = u32(1);
} else {
let l_956 = l_952 & u32(2147483648);
let l_957 = l_956 != u32(0);
if l_957 {
let l_958 = l_952 - u32(1);
l_mut_478 = l_958;
} else {
let l_959 = l_952 == u32(2139095040);
if l_959 {
l_mut_478 = l_952;
}
}
}
let l_960 = bitcast<f32>(l_mut_478);
let l_961 = bitcast<u32>(l_960);
let l_962 = f64(l_960);
l_mut_76 = l_962;
let l_963 = l_961 & u32(2139095040);
let l_964 = l_963 == u32(0);
if l_964 {
let l_965 = l_961 & u32(8388607);
let l_966 = f64(l_965);
let l_967 = l_966 * f64(1.401298464324817e-45);
l_mut_76 = l_967;
let l_968 = l_961 >> u32(31);
let l_969 = l_968 == u32(1);
if l_969 {
let l_970 = -l_mut_76;
l_mut_76 = l_970;
}
}
let l_971 = bitcast<u32>(l_mut_22);
let l_972 = l_971 ^ u32(2147483648);
let l_973 = bitcast<f32>(l_972);
let l_974 = bitcast<u32>(l_973);
let l_975 = l_974 + u32(1);
l_mut_478 = l_975;
let l_976 = l_974 & u32(2147483647);
let l_977 = l_976 == u32(0);
if l_977 {
l_mut_478 = u32(1);
} else {
let l_978 = l_974 & u32(2147483648);
let l_979 = l_978 != u32(0);
if l_979 {
let l_980 = l_974 - u32(1);
l_mut_478 = l_980;
} else {
let l_981 = l_974 == u32(2139095040);
if l_981 {
l_mut_478 = l_974;
}
}
}
let l_982 = bitcast<f32>(l_mut_478);
let l_983 = bitcast<u32>(l_982);
let l_984 = l_983 ^ u32(2147483648);
let l_985 = bitcast<f32>(l_984);
let l_986 = bitcast<u32>(l_985);
let l_987 = f64(l_985);
l_mut_49 = l_987;
let l_988 = l_986 & u32(2139095040);
let l_989 = l_988 == u32(0);
if l_989 {
let l_990 = l_986 & u32(8388607);
let l_991 = f64(l_990);
let l_992 = l_991 * f64(1.401298464324817e-45);
l_mut_49 = l_992;
let l_993 = l_986 >> u32(31);
let l_994 = l_993 == u32(1);
if l_994 {
let l_995 = -l_mut_49;
l_mut_49 = l_995;
}
}
let l_996 = l_940 + l_939;
let l_997 = l_996 <= l_mut_244;
l_mut_532 = l_997;
let l_998 = l_940 - l_939;
let l_999 = l_998 > l_mut_244;
l_mut_529 = l_999;
let l_1000 = l_941 - l_939;
let l_1001 = l_1000 >= l_mut_244;
l_mut_526 = l_1001;
let l_1002 = l_941 + l_939;
let l_1003 = l_1002 < l_mut_244;
l_mut_523 = l_1003;
if l_410 {
let l_1004 = l_940 + l_939;
let l_1005 = l_1004 < l_mut_76;
l_mut_532 = l_1005;
let l_1006 = l_940 - l_939;
let l_1007 = l_1006 >= l_mut_76;
l_mut_529 = l_1007;
let l_1008 = l_941 - l_939;
let l_1009 = l_1008 > l_mut_49;
l_mut_526 = l_1009;
let l_1010 = l_941 + l_939;
let l_1011 = l_1010 <= l_mut_49;
l_mut_523 = l_1011;
}
l_mut_478 = u32(2);
let l_1012 = l_mut_529 || l_mut_523;
if l_1012 {
l_mut_478 = u32(1);
} else {
let l_1013 = l_mut_532 && l_mut_526;
if l_1013 {
l_mut_478 = u32(0);
}
}
let l_1014 = bitcast<u32>(l_mut_22);
let l_1015 = l_1014 & u32(2147483647);
let l_1016 = l_1015 == u32(0);
if l_1016 {
let l_1017 = l_940 + l_939;
let l_1018 = l_1017 < f64(1.1754943508222875e-38);
let l_1019 = l_941 - l_939;
let l_1020 = l_1019 > f64(-1.1754943508222875e-38);
let l_1021 = l_1018 && l_1020;
let l_1022 = l_940 - l_939;
let l_1023 = l_1022 < f64(1.1754943508222875e-38);
let l_1024 = l_941 + l_939;
let l_1025 = l_1024 > f64(-1.1754943508222875e-38);
let l_1026 = l_1023 && l_1025;
if l_1021 {
l_mut_478 = u32(0);
} else {
let l_1027 = l_mut_478 == u32(1);
let l_1028 = l_1026 && l_1027;
if l_1028 {
l_mut_478 = u32(2);
}
}
}
l_mut_424 = l_mut_478;
}
} else {
let l_1029 = l_406 == u32(7);
if l_1029 {
let l_1030 = abs(l_mut_35);
let l_1031 = l_412 * l_1030;
l_mut_244 = l_1031;
let l_1032 = abs(l_mut_35);
l_mut_76 = f64(1.401298464324817e-45);
let l_1033 = l_1032 >= f64(1.1754943508222875e-38);
let l_1034 = l_1032 <= f64(1.7976931348623157e308);
let l_1035 = l_1033 && l_1034;
if l_1035 {
let l_1036 = bitcast<u64>(l_1032);
let l_1037 = l_1036 >> u32(bitcast<u64>(u64(52)));
let l_1038 = l_1037 - u64(23);
let l_1039 = l_1038 << u32(bitcast<u64>(u64(52)));
let l_1040 = bitcast<f64>(l_1039);
l_mut_76 = l_1040;
}
let l_1041 = f64(0.5) * l_mut_76;
let l_1042 = l_1041 > l_mut_244;
if l_1042 {
l_mut_244 = l_1041;
}
let l_1043 = l_mut_35 - l_422;
let l_1044 = abs(l_1043);
l_mut_76 = f64(1.401298464324817e-45);
let l_1045 = l_1044 >= f64(1.1754943508222875e-38);
let l_1046 = l_1044 <= f64(1.7976931348623157e308);
let l_1047 = l_1045 && l_1046;
if l_1047 {
let l_1048 = bitcast<u64>(l_1044);
let l_1049 = l_1048 >> u32(bitcast<u64>(u64(52)));
let l_1050 = l_1049 - u64(23);
let l_1051 = l_1050 << u32(bitcast<u64>(u64(52)));
let l_1052 = bitcast<f64>(l_1051);
l_mut_76 = l_1052;
}
let l_1053 = l_mut_35 + l_422;
let l_1054 = abs(l_1053);
l_mut_49 = f64(1.401298464324817e-45);
let l_1055 = l_1054 >= f64(1.1754943508222875e-38);
let l_1056 = l_1054 <= f64(1.7976931348623157e308);
let l_1057 = l_1055 && l_1056;
if l_1057 {
let l_1058 = bitcast<u64>(l_1054);
let l_1059 = l_1058 >> u32(bitcast<u64>(u64(52)));
let l_1060 = l_1059 - u64(23);
let l_1061 = l_1060 << u32(bitcast<u64>(u64(52)));
let l_1062 = bitcast<f64>(l_1061);
l_mut_49 = l_1062;
}
let l_1063 = l_mut_76 == l_mut_49;
if l_1063 {
let l_1064 = l_412 * l_422;
let l_1065 = l_422 + l_1064;
let l_1066 = l_mut_244 * f64(1.4551915228366852e-11);
let l_1067 = l_1065 + l_1066;
let l_1068 = l_mut_35 - l_mut_244;
let l_1069 = l_mut_35 + l_mut_244;
let l_1070 = bitcast<u32>(l_mut_22);
let l_1071 = f64(l_mut_22);
l_mut_244 = l_1071;
let l_1072 = l_1070 & u32(2139095040);
let l_1073 = l_1072 == u32(0);
if l_1073 {
let l_1074 = l_1070 & u32(8388607);
let l_1075 = f64(l_1074);
let l_1076 = l_1075 * f64(1.401298464324817e-45);
l_mut_244 = l_1076;
let l_1077 = l_1070 >> u32(31);
let l_1078 = l_1077 == u32(1);
if l_1078 {
let l_1079 = -l_mut_244;
l_mut_244 = l_1079;
}
}
let l_1080 = bitcast<u32>(l_mut_22);
let l_1081 = l_1080 + u32(1);
l_mut_478 = l_1081;
let l_1082 = l_1080 & u32(2147483647);
let l_1083 = l_1082 == u32(0);
if l_1083 {
l_mut_478 = u32(1);
} else {
let l_1084 = l_1080 & u32(2147483648);
let l_1085 = l_1084 != u32(0);
if l_1085 {
let l_1086 = l_1080 - u32(1);
l_mut_478 = l_1086;
} else {
let l_1087 = l_1080 == u32(2139095040);
if l_1087 {
l_mut_478 = l_1080;
}
}
}
let l_1088 = bitcast<f32>(l_mut_478);
let l_1089 = bitcast<u32>(l_1088);
let l_1090 = f64(l_1088);
l_mut_76 = l_1090;
let l_1091 = l_1089 & u32(2139095040);
let l_1092 = l_1091 == u32(0);
if l_1092 {
let l_1093 = l_1089 & u32(8388607);
let l_1094 = f64(l_1093);
let l_1095 = l_1094 * f64(1.401298464324817e-45);
l_mut_76 = l_1095;
let l_1096 = l_1089 >> u32(31);
let l_1097 = l_1096 == u32(1);
if l_1097 {
let l_1098 = -l_mut_76;
l_mut_76 = l_1098;
}
}
let l_1099 = bitcast<u32>(l_mut_22);
let l_1100 = l_1099 ^ u32(2147483648);
let l_1101 = bitcast<f32>(l_1100);
let l_1102 = bitcast<u32>(l_1101);
let l_1103 = l_1102 + u32(1);
l_mut_478 = l_1103;
let l_1104 = l_1102 & u32(2147483647);
let l_1105 = l_1104 == u32(0);
if l_1105 {
l_mut_478 = u32(1);
} else {
let l_1106 = l_1102 & u32(2147483648);
let l_1107 = l_1106 != u32(0);
if l_1107 {
let l_1108 = l_1102 - u32(1);
l_mut_478 = l_1108;
} else {
let l_1109 = l_1102 == u32(2139095040);
if l_1109 {
l_mut_478 = l_1102;
}
}
}
let l_1110 = bitcast<f32>(l_mut_478);
let l_1111 = bitcast<u32>(l_1110);
let l_1112 = l_1111 ^ u32(2147483648);
let l_1113 = bitcast<f32>(l_1112);
let l_1114 = bitcast<u32>(l_1113);
let l_1115 = f64(l_1113);
l_mut_49 = l_1115;
let l_1116 = l_1114 & u32(2139095040);
let l_1117 = l_1116 == u32(0);
if l_1117 {
let l_1118 = l_1114 & u32(8388607);
let l_1119 = f64(l_1118);
let l_1120 = l_1119 * f64(1.401298464324817e-45);
l_mut_49 = l_1120;
let l_1121 = l_1114 >> u32(31);
let l_1122 = l_1121 == u32(1);
if l_1122 {
let l_1123 = -l_mut_49;
l_mut_49 = l_1123;
}
}
let l_1124 = l_1068 + l_1067;
let l_1125 = l_1124 <= l_mut_244;
l_mut_532 = l_1125;
let l_1126 = l_1068 - l_1067;
let l_1127 = l_1126 > l_mut_244;
l_mut_529 = l_1127;
let l_1128 = l_1069 - l_1067;
let l_1129 = l_1128 >= l_mut_244;
l_mut_526 = l_1129;
let l_1130 = l_1069 + l_1067;
let l_1131 = l_1130 < l_mut_244;
l_mut_523 = l_1131;
if l_410 {
let l_1132 = l_1068 + l_1067;
let l_1133 = l_1132 < l_mut_76;
l_mut_532 = l_1133;
let l_1134 = l_1068 - l_1067;
let l_1135 = l_1134 >= l_mut_76;
l_mut_529 = l_1135;
let l_1136 = l_1069 - l_1067;
let l_1137 = l_1136 > l_mut_49;
l_mut_526 = l_1137;
let l_1138 = l_1069 + l_1067;
let l_1139 = l_1138 <= l_mut_49;
l_mut_523 = l_1139;
}
l_mut_478 = u32(2);
let l_1140 = l_mut_529 || l_mut_523;
if l_1140 {
l_mut_478 = u32(1);
} else {
let l_1141 = l_mut_532 && l_mut_526;
if l_1141 {
l_mut_478 = u32(0);
}
}
let l_1142 = bitcast<u32>(l_mut_22);
let l_1143 = l_1142 & u32(2147483647);
let l_1144 = l_1143 == u32(0);
if l_1144 {
let l_1145 = l_1068 + l_1067;
let l_1146 = l_1145 < f64(1.1754943508222875e-38);
let l_1147 = l_1069 - l_1067;
let l_1148 = l_1147 > f64(-1.1754943508222875e-38);
let l_1149 = l_1146 && l_1148;
let l_1150 = l_1068 - l_1067;
let l_1151 = l_1150 < f64(1.1754943508222875e-38);
let l_1152 = l_1069 + l_1067;
let l_1153 = l_1152 > f64(-1.1754943508222875e-38);
let l_1154 = l_1151 && l_1153;
if l_1149 {
l_mut_478 = u32(0);
} else {
let l_1155 = l_mut_478 == u32(1);
let l_1156 = l_1154 && l_1155;
if l_1156 {
l_mut_478 = u32(2);
}
}
}
l_mut_424 = l_mut_478;
}
} else {
let l_1157 = l_406 == u32(8);
if l_1157 {
let l_1158 = l_419 >= f64(0.5);
let l_1159 = l_419 <= f64(2.0);
let l_1160 = l_1158 && l_1159;
if l_1160 {
let l_1161 = l_412 * f64(1.4551915228366852e-11);
let l_1162 = l_422 + l_1161;
let l_1163 = l_mut_35 - l_412;
let l_1164 = l_mut_35 + l_412;
let l_1165 = bitcast<u32>(l_mut_22);
let l_1166 = f64(l_mut_22);
l_mut_244 = l_1166;
let l_1167 = l_1165 & u32(2139095040);
let l_1168 = l_1167 == u32(0);
if l_1168 {
let l_1169 = l_1165 & u32(8388607);
let l_1170 = f64(l_1169);
let l_1171 = l_1170 * f64(1.401298464324817e-45);
l_mut_244 = l_1171;
let l_1172 = l_1165 >> u32(31);
let l_1173 = l_1172 == u32(1);
if l_1173 {
let l_1174 = -l_mut_244;
l_mut_244 = l_1174;
}
}
let l_1175 = bitcast<u32>(l_mut_22);
let l_1176 = l_1175 + u32(1);
l_mut_478 = l_1176;
let l_1177 = l_1175 & u32(2147483647);
let l_1178 = l_1177 == u32(0);
if l_1178 {
l_mut_478 = u32(1);
} else {
let l_1179 = l_1175 & u32(2147483648);
let l_1180 = l_1179 != u32(0);
if l_1180 {
let l_1181 = l_1175 - u32(1);
l_mut_478 = l_1181;
} else {
let l_1182 = l_1175 == u32(2139095040);
if l_1182 {
l_mut_478 = l_1175;
}
}
}
let l_1183 = bitcast<f32>(l_mut_478);
let l_1184 = bitcast<u32>(l_1183);
let l_1185 = f64(l_1183);
l_mut_76 = l_1185;
let l_1186 = l_1184 & u32(2139095040);
let l_1187 = l_1186 == u32(0);
if l_1187 {
let l_1188 = l_1184 & u32(8388607);
let l_1189 = f64(l_1188);
let l_1190 = l_1189 * f64(1.401298464324817e-45);
l_mut_76 = l_1190;
let l_1191 = l_1184 >> u32(31);
let l_1192 = l_1191 == u32(1);
if l_1192 {
let l_1193 = -l_mut_76;
l_mut_76 = l_1193;
}
}
let l_1194 = bitcast<u32>(l_mut_22);
let l_1195 = l_1194 ^ u32(2147483648);
let l_1196 = bitcast<f32>(l_1195);
let l_1197 = bitcast<u32>(l_1196);
let l_1198 = l_1197 + u32(1);
l_mut_478 = l_1198;
let l_1199 = l_1197 & u32(2147483647);
let l_1200 = l_1199 == u32(0);
if l_1200 {
l_mut_478 = u32(1);
} else {
let l_1201 = l_1197 & u32(2147483648);
let l_1202 = l_1201 != u32(0);
if l_1202 {
let l_1203 = l_1197 - u32(1);
l_mut_478 = l_1203;
} else {
let l_1204 = l_1197 == u32(2139095040);
if l_1204 {
l_mut_478 = l_1197;
}
}
}
let l_1205 = bitcast<f32>(l_mut_478);
let l_1206 = bitcast<u32>(l_1205);
let l_1207 = l_1206 ^ u32(2147483648);
let l_1208 = bitcast<f32>(l_1207);
let l_1209 = bitcast<u32>(l_1208);
let l_1210 = f64(l_1208);
l_mut_49 = l_1210;
let l_1211 = l_1209 & u32(2139095040);
let l_1212 = l_1211 == u32(0);
if l_1212 {
let l_1213 = l_1209 & u32(8388607);
let l_1214 = f64(l_1213);
let l_1215 = l_1214 * f64(1.401298464324817e-45);
l_mut_49 = l_1215;
let l_1216 = l_1209 >> u32(31);
let l_1217 = l_1216 == u32(1);
if l_1217 {
let l_1218 = -l_mut_49;
l_mut_49 = l_1218;
}
}
let l_1219 = l_1163 + l_1162;
let l_1220 = l_1219 <= l_mut_244;
l_mut_532 = l_1220;
let l_1221 = l_1163 - l_1162;
let l_1222 = l_1221 > l_mut_244;
l_mut_529 = l_1222;
let l_1223 = l_1164 - l_1162;
let l_1224 = l_1223 >= l_mut_244;
l_mut_526 = l_1224;
let l_1225 = l_1164 + l_1162;
let l_1226 = l_1225 < l_mut_244;
l_mut_523 = l_1226;
if l_410 {
let l_1227 = l_1163 + l_1162;
let l_1228 = l_1227 < l_mut_76;
l_mut_532 = l_1228;
let l_1229 = l_1163 - l_1162;
let l_1230 = l_1229 >= l_mut_76;
l_mut_529 = l_1230;
let l_1231 = l_1164 - l_1162;
let l_1232 = l_1231 > l_mut_49;
l_mut_526 = l_1232;
let l_1233 = l_1164 + l_1162;
let l_1234 = l_1233 <= l_mut_49;
l_mut_523 = l_1234;
}
l_mut_478 = u32(2);
let l_1235 = l_mut_529 || l_mut_523;
if l_1235 {
l_mut_478 = u32(1);
} else {
let l_1236 = l_mut_532 && l_mut_526;
if l_1236 {
l_mut_478 = u32(0);
}
}
let l_1237 = bitcast<u32>(l_mut_22);
let l_1238 = l_1237 & u32(2147483647);
let l_1239 = l_1238 == u32(0);
if l_1239 {
let l_1240 = l_1163 + l_1162;
let l_1241 = l_1240 < f64(1.1754943508222875e-38);
let l_1242 = l_1164 - l_1162;
let l_1243 = l_1242 > f64(-1.1754943508222875e-38);
let l_1244 = l_1241 && l_1243;
let l_1245 = l_1163 - l_1162;
let l_1246 = l_1245 < f64(1.1754943508222875e-38);
let l_1247 = l_1164 + l_1162;
let l_1248 = l_1247 > f64(-1.1754943508222875e-38);
let l_1249 = l_1246 && l_1248;
if l_1244 {
l_mut_478 = u32(0);
} else {
let l_1250 = l_mut_478 == u32(1);
let l_1251 = l_1249 && l_1250;
if l_1251 {
l_mut_478 = u32(2);
}
}
}
l_mut_424 = l_mut_478;
} else {
let l_1252 = abs(l_mut_35);
l_mut_244 = f64(1.401298464324817e-45);
let l_1253 = l_1252 >= f64(1.1754943508222875e-38);
let l_1254 = l_1252 <= f64(1.7976931348623157e308);
let l_1255 = l_1253 && l_1254;
if l_1255 {
let l_1256 = bitcast<u64>(l_1252);
let l_1257 = l_1256 >> u32(bitcast<u64>(u64(52)));
let l_1258 = l_1257 - u64(23);
let l_1259 = l_1258 << u32(bitcast<u64>(u64(52)));
let l_1260 = bitcast<f64>(l_1259);
l_mut_244 = l_1260;
}
let l_1261 = l_415 * l_mut_244;
l_mut_478 = u32(2);
let l_1262 = l_mut_35 - l_422;
let l_1263 = abs(l_1262);
l_mut_244 = f64(1.401298464324817e-45);
let l_1264 = l_1263 >= f64(1.1754943508222875e-38);
let l_1265 = l_1263 <= f64(1.7976931348623157e308);
let l_1266 = l_1264 && l_1265;
if l_1266 {
let l_1267 = bitcast<u64>(l_1263);
let l_1268 = l_1267 >> u32(bitcast<u64>(u64(52)));
let l_1269 = l_1268 - u64(23);
let l_1270 = l_1269 << u32(bitcast<u64>(u64(52)));
let l_1271 = bitcast<f64>(l_1270);
l_mut_244 = l_1271;
}
let l_1272 = l_mut_35 + l_422;
let l_1273 = abs(l_1272);
l_mut_76 = f64(1.401298464324817e-45);
let l_1274 = l_1273 >= f64(1.1754943508222875e-38);
let l_1275 = l_1273 <= f64(1.7976931348623157e308);
let l_1276 = l_1274 && l_1275;
if l_1276 {
let l_1277 = bitcast<u64>(l_1273);
let l_1278 = l_1277 >> u32(bitcast<u64>(u64(52)));
let l_1279 = l_1278 - u64(23);
let l_1280 = l_1279 << u32(bitcast<u64>(u64(52)));
let l_1281 = bitcast<f64>(l_1280);
l_mut_76 = l_1281;
}
let l_1282 = l_mut_244 == l_mut_76;
if l_1282 {
let l_1283 = l_1261 * f64(1.4551915228366852e-11);
let l_1284 = l_422 + l_1283;
let l_1285 = l_mut_35 - l_1261;
let l_1286 = l_mut_35 + l_1261;
let l_1287 = bitcast<u32>(l_mut_22);
let l_1288 = f64(l_mut_22);
l_mut_244 = l_1288;
let l_1289 = l_1287 & u32(2139095040);
let l_1290 = l_1289 == u32(0);
if l_1290 {
let l_1291 = l_1287 & u32(8388607);
let l_1292 = f64(l_1291);
let l_1293 = l_1292 * f64(1.401298464324817e-45);
l_mut_244 = l_1293;
let l_1294 = l_1287 >> u32(31);
let l_1295 = l_1294 == u32(1);
if l_1295 {
let l_1296 = -l_mut_244;
l_mut_244 = l_1296;
}
}
let l_1297 = bitcast<u32>(l_mut_22);
let l_1298 = l_1297 + u32(1);
l_mut_440 = l_1298;
let l_1299 = l_1297 & u32(2147483647);
let l_1300 = l_1299 == u32(0);
if l_1300 {
l_mut_440 = u32(1);
} else {
let l_1301 = l_1297 & u32(2147483648);
let l_1302 = l_1301 != u32(0);
if l_1302 {
let l_1303 = l_1297 - u32(1);
l_mut_440 = l_1303;
} else {
let l_1304 = l_1297 == u32(2139095040);
if l_1304 {
l_mut_440 = l_1297;
}
}
}
let l_1305 = bitcast<f32>(l_mut_440);
let l_1306 = bitcast<u32>(l_1305);
let l_1307 = f64(l_1305);
l_mut_76 = l_1307;
let l_1308 = l_1306 & u32(2139095040);
let l_1309 = l_1308 == u32(0);
if l_1309 {
let l_1310 = l_1306 & u32(8388607);
let l_1311 = f64(l_1310);
let l_1312 = l_1311 * f64(1.401298464324817e-45);
l_mut_76 = l_1312;
let l_1313 = l_1306 >> u32(31);
let l_1314 = l_1313 == u32(1);
if l_1314 {
let l_1315 = -l_mut_76;
l_mut_76 = l_1315;
}
}
let l_1316 = bitcast<u32>(l_mut_22);
let l_1317 = l_1316 ^ u32(2147483648);
let l_1318 = bitcast<f32>(l_1317);
let l_1319 = bitcast<u32>(l_1318);
let l_1320 = l_1319 + u32(1);
l_mut_440 = l_1320;
let l_1321 = l_1319 & u32(2147483647);
let l_1322 = l_1321 == u32(0);
if l_1322 {
l_mut_440 = u32(1);
} else {
let l_1323 = l_1319 & u32(2147483648);
let l_1324 = l_1323 != u32(0);
if l_1324 {
let l_1325 = l_1319 - u32(1);
l_mut_440 = l_1325;
} else {
let l_1326 = l_1319 == u32(2139095040);
if l_1326 {
l_mut_440 = l_1319;
}
}
}
let l_1327 = bitcast<f32>(l_mut_440);
let l_1328 = bitcast<u32>(l_1327);
let l_1329 = l_1328 ^ u32(2147483648);
let l_1330 = bitcast<f32>(l_1329);
let l_1331 = bitcast<u32>(l_1330);
let l_1332 = f64(l_1330);
l_mut_49 = l_1332;
let l_1333 = l_1331 & u32(2139095040);
let l_1334 = l_1333 == u32(0);
if l_1334 {
let l_1335 = l_1331 & u32(8388607);
let l_1336 = f64(l_1335);
let l_1337 = l_1336 * f64(1.401298464324817e-45);
l_mut_49 = l_1337;
let l_1338 = l_1331 >> u32(31);
let l_1339 = l_1338 == u32(1);
if l_1339 {
let l_1340 = -l_mut_49;
l_mut_49 = l_1340;
}
}
let l_1341 = l_1285 + l_1284;
let l_1342 = l_1341 <= l_mut_244;
l_mut_532 = l_1342;
let l_1343 = l_1285 - l_1284;
let l_1344 = l_1343 > l_mut_244;
l_mut_529 = l_1344;
let l_1345 = l_1286 - l_1284;
let l_1346 = l_1345 >= l_mut_244;
l_mut_526 = l_1346;
let l_1347 = l_1286 + l_1284;
let l_1348 = l_1347 < l_mut_244;
l_mut_523 = l_1348;
if l_410 {
let l_1349 = l_1285 + l_1284;
let l_1350 = l_1349 < l_mut_76;
l_mut_532 = l_1350;
let l_1351 = l_1285 - l_1284;
let l_1352 = l_1351 >= l_mut_76;
l_mut_529 = l_1352;
let l_1353 = l_1286 - l_1284;
let l_1354 = l_1353 > l_mut_49;
l_mut_526 = l_1354;
let l_1355 = l_1286 + l_1284;
let l_1356 = l_1355 <= l_mut_49;
l_mut_523 = l_1356;
}
l_mut_440 = u32(2);
let l_1357 = l_mut_529 || l_mut_523;
if l_1357 {
l_mut_440 = u32(1);
} else {
let l_1358 = l_mut_532 && l_mut_526;
if l_1358 {
l_mut_440 = u32(0);
}
}
let l_1359 = bitcast<u32>(l_mut_22);
let l_1360 = l_1359 & u32(2147483647);
let l_1361 = l_1360 == u32(0);
if l_1361 {
let l_1362 = l_1285 + l_1284;
let l_1363 = l_1362 < f64(1.1754943508222875e-38);
let l_1364 = l_1286 - l_1284;
let l_1365 = l_1364 > f64(-1.1754943508222875e-38);
let l_1366 = l_1363 && l_1365;
let l_1367 = l_1285 - l_1284;
let l_1368 = l_1367 < f64(1.1754943508222875e-38);
let l_1369 = l_1286 + l_1284;
let l_1370 = l_1369 > f64(-1.1754943508222875e-38);
let l_1371 = l_1368 && l_1370;
if l_1366 {
l_mut_440 = u32(0);
} else {
let l_1372 = l_mut_440 == u32(1);
let l_1373 = l_1371 && l_1372;
if l_1373 {
l_mut_440 = u32(2);
}
}
}
l_mut_478 = l_mut_440;
}
l_mut_424 = l_mut_478;
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
let l_1374 = a_423[u32(0)];
let l_1375 = l_1374 == u32(0);
if l_1375 {
l_mut_424 = u32(2);
}
a_10[l_mut_404] = l_mut_424;
let l_1376 = a_10[l_mut_404];
let l_1377 = l_1376 == u32(2);
if l_1377 {
l_mut_128 = bool(false);
}
}
}
let l_1378 = l_mut_59 == u32(4294967293);
if l_1378 {
let l_1379 = a_8[u32(0)];
let l_1380 = l_1379 + u32(1);
a_8[u32(0)] = l_1380;
} else {
if l_mut_128 {
l_mut_244 = l_392;
let l_1381 = l_mut_244 < f64(-17.0);
if l_1381 {
l_mut_244 = f64(-17.0);
}
let l_1382 = l_mut_244 > f64(17.0);
if l_1382 {
l_mut_244 = f64(17.0);
}
let l_1383 = l_mut_244 + f64(16.0);
let l_1384 = l_1383 + f64(1.0);
let l_1385 = u32(l_1384);
let l_1386 = u32(2) + l_1385;
let l_1387 = a_8[l_1386];
let l_1388 = l_1387 + u32(1);
a_8[l_1386] = l_1388;
let l_1389 = bitcast<u32>(l_mut_22);
let l_1390 = l_1389 & u32(8388607);
let l_1391 = f64(l_1390);
let l_1392 = l_1391 / f64(7.1362384635298e44);
l_mut_244 = l_1392;
let l_1393 = l_1389 & u32(2139095040);
let l_1394 = l_1393 != u32(0);
if l_1394 {
let l_1395 = l_1389 & u32(2147483647);
let l_1396 = bitcast<f32>(l_1395);
let l_1397 = f64(l_1396);
l_mut_244 = l_1397;
}
let l_1398 = l_1389 >> u32(31);
let l_1399 = f64(l_1398);
let l_1400 = f64(2.0) * l_1399;
let l_1401 = f64(1.0) - l_1400;
l_mut_244 = l_mut_244 * l_1401;
let l_1402 = abs(l_mut_35);
let l_1403 = l_mut_35 * f64(0.0);
let l_1404 = l_1403 + f64(7.1362384635298e44);
l_mut_76 = l_1404;
let l_1405 = l_1402 >= f64(2.350988701644575e-38);
if l_1405 {
let l_1406 = l_mut_59 & u32(2147483647);
let l_1407 = bitcast<f32>(l_1406);
let l_1408 = f64(l_1407);
let l_1409 = l_1406 & u32(2139095040);
let l_1410 = bitcast<f32>(l_1409);
let l_1411 = f64(l_1410);
let l_1412 = l_1408 > l_1402;
let l_1413 = l_1406 & u32(8388607);
let l_1414 = l_1413 == u32(0);
let l_1415 = l_1412 && l_1414;
let l_1416 = l_1411 * f64(1.1920928955078125e-7);
let l_1417 = f64(l_1415);
let l_1418 = f64(0.5) * l_1417;
let l_1419 = f64(1.0) - l_1418;
let l_1420 = l_1416 * l_1419;
let l_1421 = f64(1.0) / l_1420;
l_mut_76 = l_1421;
}
let l_1422 = l_mut_244 - l_mut_35;
let l_1423 = l_1422 * l_mut_76;
let l_1424 = a_8[u32(45)];
let l_1425 = l_1424 == u32(4294967295);
let l_1426 = a_9[u32(0)];
let l_1427 = l_1423 < l_1426;
let l_1428 = l_1425 || l_1427;
if l_1428 {
a_9[u32(0)] = l_1423;
a_8[u32(45)] = l_20;
a_8[u32(46)] = l_373;
}
let l_1429 = a_8[u32(47)];
let l_1430 = l_1429 == u32(4294967295);
let l_1431 = a_9[u32(1)];
let l_1432 = l_1423 > l_1431;
let l_1433 = l_1430 || l_1432;
if l_1433 {
a_9[u32(1)] = l_1423;
a_8[u32(47)] = l_20;
a_8[u32(48)] = l_373;
}
let l_1434 = l_392 != f64(0.0);
if l_1434 {

for (var l_mut_1435: u32 = u32(0); l_mut_1435 < u32(8); l_mut_1435++) {
let l_1436 = a_10[l_mut_1435];
let l_1437 = l_1436 == u32(1);
if l_1437 {
let l_1438 = u32(37) + l_mut_1435;
let l_1439 = a_8[l_1438];
let l_1440 = l_1439 + u32(1);
a_8[l_1438] = l_1440;
let l_1441 = u32(2) + l_mut_1435;
let l_1442 = u32(2) * l_1441;
let l_1443 = u32(45) + l_1442;
let l_1444 = a_8[l_1443];
let l_1445 = l_1444 == u32(4294967295);
let l_1446 = abs(l_1423);
let l_1447 = u32(2) + l_mut_1435;
let l_1448 = a_9[l_1447];
let l_1449 = abs(l_1448);
let l_1450 = l_1446 > l_1449;
let l_1451 = l_1445 || l_1450;
if l_1451 {
let l_1452 = u32(2) + l_mut_1435;
a_9[l_1452] = l_1423;
a_8[l_1443] = l_20;
let l_1453 = l_1443 + u32(1);
a_8[l_1453] = l_373;
}
}
}
}
} else {
let l_1454 = a_8[u32(1)];
let l_1455 = l_2 + l_1454;
let l_1456 = l_1455 * u32(2);
let l_1576 = info.static_meta[u32(6)];
let l_1577 = l_1576 * u32(1);
let l_1578 = l_1456 < l_1577;
if l_1578 {
buffer_6_global[l_1456] = l_20;
}
let l_1457 = l_1456 + u32(1);
let l_1579 = info.static_meta[u32(6)];
let l_1580 = l_1579 * u32(1);
let l_1581 = l_1457 < l_1580;
if l_1581 {
buffer_6_global[l_1457] = l_373;
}
let l_1458 = a_8[u32(1)];
let l_1459 = l_1458 + u32(1);
a_8[u32(1)] = l_1459;
}
}
}

for (var l_mut_1460: u32 = u32(0); l_mut_1460 < u32(65); l_mut_1460++) {
let l_1461 = id * u32(65);
let l_1462 = l_1461 + l_mut_1460;
let l_1463 = a_8[l_mut_1460];
let l_1582 = info.static_meta[u32(4)];
let l_1583 = l_1582 * u32(1);
let l_1584 = l_1462 < l_1583;
if l_1584 {
buffer_4_global[l_1462] = l_1463;
}
}

for (var l_mut_1464: u32 = u32(0); l_mut_1464 < u32(10); l_mut_1464++) {
let l_1465 = id * u32(10);
let l_1466 = l_1465 + l_mut_1464;
let l_1467 = a_9[l_mut_1464];
let l_1585 = info.static_meta[u32(5)];
let l_1586 = l_1585 * u32(1);
let l_1587 = l_1466 < l_1586;
if l_1587 {
buffer_5_global[l_1466] = l_1467;
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
