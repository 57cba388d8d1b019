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

var a_417: array<u32, 1>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_128: bool;
var l_mut_142: u64;
var l_mut_171: u64;
var l_mut_183: u64;
var l_mut_186: i32;
var l_mut_22: f32;
var l_mut_241: f64;
var l_mut_26: f64;
var l_mut_35: f64;
var l_mut_418: u32;
var l_mut_434: u32;
var l_mut_472: u32;
var l_mut_49: f64;
var l_mut_517: bool;
var l_mut_520: bool;
var l_mut_523: bool;
var l_mut_526: bool;
var l_mut_59: u32;
var l_mut_76: f64;
let l_0 = id == u32(0);
if l_0 {
let l_1476 = info.static_meta[u32(7)];
let l_1477 = l_1476 * u32(1);
let l_1478 = u32(0) < l_1477;
if l_1478 {
buffer_7_global[u32(0)] = u32(1);
}
}
let l_1462 = info.static_meta[u32(0)];
let l_1463 = l_1462 * u32(1);
let l_1464 = u32(1) < l_1463;
let l_1465 = l_1463 - u32(1);
let l_1466 = min(u32(1), l_1465);
let l_1467 = buffer_0_global[l_1466];
let l_1468 = select(u32(0), l_1467, l_1464);
let l_1 = l_1468;
let l_2 = id * l_1;
let l_1469 = info.static_meta[u32(0)];
let l_1470 = l_1469 * u32(1);
let l_1471 = u32(2) < l_1470;
let l_1472 = l_1470 - u32(1);
let l_1473 = min(u32(2), l_1472);
let l_1474 = buffer_0_global[l_1473];
let l_1475 = select(u32(0), l_1474, l_1471);
let l_3 = l_1475;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_1479 = info.static_meta[u32(0)];
let l_1480 = l_1479 * u32(1);
let l_1481 = u32(2) < l_1480;
let l_1482 = l_1480 - u32(1);
let l_1483 = min(u32(2), l_1482);
let l_1484 = buffer_0_global[l_1483];
let l_1485 = select(u32(0), l_1484, l_1481);
let l_6 = l_1485;
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
let l_1486 = info.static_meta[u32(0)];
let l_1487 = l_1486 * u32(1);
let l_1488 = u32(0) < l_1487;
let l_1489 = l_1487 - u32(1);
let l_1490 = min(u32(0), l_1489);
let l_1491 = buffer_0_global[l_1490];
let l_1492 = select(u32(0), l_1491, l_1488);
let l_19 = l_1492;
let l_20 = l_19 + l_mut_18;
let l_21 = bitcast<f32>(l_20);
l_mut_22 = l_21;
let l_23 = sin(l_21);
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
let l_1500 = info.static_meta[u32(3)];
let l_1501 = l_1500 * u32(1);
let l_1502 = u32(1024) < l_1501;
let l_1503 = l_1501 - u32(1);
let l_1504 = min(u32(1024), l_1503);
let l_1505 = buffer_3_global[l_1504];
let l_1506 = select(u32(0), l_1505, l_1502);
let l_44 = l_1506;
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
if l_125 {
l_mut_76 = l_123;
}
let l_129 = bool(true) && l_72;
if l_129 {
let l_130 = !l_mut_128;
l_mut_128 = l_130;
}
if l_mut_128 {
let l_131 = -l_mut_76;
l_mut_76 = l_131;
}
l_mut_26 = l_mut_76;
} else {
let l_132 = l_37 < u32(2139095040);
if l_132 {
let l_133 = l_37 & u32(8388607);
let l_134 = l_133 | u32(8388608);
let l_135 = u64(l_134);
let l_136 = l_37 >> u32(23);
let l_137 = l_136 * u32(4);
let l_138 = l_137 + u32(3);
let l_1507 = info.static_meta[u32(3)];
let l_1508 = l_1507 * u32(1);
let l_1509 = l_138 < l_1508;
let l_1510 = l_1508 - u32(1);
let l_1511 = min(l_138, l_1510);
let l_1512 = buffer_3_global[l_1511];
let l_1513 = select(u32(0), l_1512, l_1509);
let l_139 = l_1513;
let l_140 = u64(l_139);
let l_141 = l_135 * l_140;
l_mut_142 = l_141;
let l_143 = l_mut_142 & u64(4294967295);
let l_144 = l_mut_142 >> u32(bitcast<u64>(u64(32)));
let l_145 = l_137 + u32(2);
let l_1514 = info.static_meta[u32(3)];
let l_1515 = l_1514 * u32(1);
let l_1516 = l_145 < l_1515;
let l_1517 = l_1515 - u32(1);
let l_1518 = min(l_145, l_1517);
let l_1519 = buffer_3_global[l_1518];
let l_1520 = select(u32(0), l_1519, l_1516);
let l_146 = l_1520;
let l_147 = u64(l_146);
let l_148 = l_135 * l_147;
let l_149 = l_144 + l_148;
l_mut_142 = l_149;
let l_150 = l_mut_142 & u64(4294967295);
let l_151 = l_mut_142 >> u32(bitcast<u64>(u64(32)));
let l_152 = l_137 + u32(1);
let l_1521 = info.static_meta[u32(3)];
let l_1522 = l_1521 * u32(1);
let l_1523 = l_152 < l_1522;
let l_1524 = l_1522 - u32(1);
let l_1525 = min(l_152, l_1524);
let l_1526 = buffer_3_global[l_1525];
let l_1527 = select(u32(0), l_1526, l_1523);
let l_153 = l_1527;
let l_154 = u64(l_153);
let l_155 = l_135 * l_154;
let l_156 = l_151 + l_155;
l_mut_142 = l_156;
let l_157 = l_mut_142 & u64(4294967295);
let l_158 = l_mut_142 >> u32(bitcast<u64>(u64(32)));
let l_1528 = info.static_meta[u32(3)];
let l_1529 = l_1528 * u32(1);
let l_1530 = l_137 < l_1529;
let l_1531 = l_1529 - u32(1);
let l_1532 = min(l_137, l_1531);
let l_1533 = buffer_3_global[l_1532];
let l_1534 = select(u32(0), l_1533, l_1530);
let l_159 = l_1534;
let l_160 = u64(l_159);
let l_161 = l_135 * l_160;
let l_162 = l_158 + l_161;
l_mut_142 = l_162;
let l_163 = l_mut_142 >> u32(bitcast<u64>(u64(29)));
let l_164 = l_163 & u64(3);
let l_165 = u32(bitcast<u64>(l_164));
l_mut_59 = l_165;
let l_166 = l_mut_142 & u64(536870911);
let l_167 = l_166 << u32(bitcast<u64>(u64(32)));
let l_168 = l_167 | l_157;
l_mut_142 = l_168;
let l_169 = l_150 << u32(bitcast<u64>(u64(32)));
let l_170 = l_169 | l_143;
l_mut_171 = l_170;
let l_172 = l_mut_142 >= u64(1152921504606846976);
if l_172 {
let l_173 = l_mut_59 + u32(1);
let l_174 = l_173 & u32(3);
l_mut_59 = l_174;
let l_175 = l_mut_171 != u64(0);
let l_176 = u64(l_175);
let l_177 = u64(0) - l_mut_171;
l_mut_171 = l_177;
let l_178 = u64(2305843009213693952) - l_mut_142;
let l_179 = l_178 - l_176;
l_mut_142 = l_179;
}
let l_180 = select(countLeadingZeros(u32(l_mut_171 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_171)), (l_mut_171 >> u32(32u)) == u64(0));
let l_181 = u64(l_180);
let l_182 = l_mut_171 << u32(bitcast<u64>(l_181));
l_mut_183 = l_182;
let l_184 = i32(l_180);
let l_185 = i32(0) - l_184;
l_mut_186 = l_185;
let l_187 = l_mut_142 != u64(0);
if l_187 {
let l_188 = select(countLeadingZeros(u32(l_mut_142 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_142)), (l_mut_142 >> u32(32u)) == u64(0));
let l_189 = u64(l_188);
let l_190 = l_mut_142 << u32(bitcast<u64>(l_189));
let l_191 = u32(64) - l_188;
let l_192 = u64(l_191);
let l_193 = l_mut_171 >> u32(bitcast<u64>(l_192));
let l_194 = l_190 | l_193;
l_mut_183 = l_194;
let l_195 = i32(l_188);
let l_196 = i32(64) - l_195;
l_mut_186 = l_196;
}
let l_197 = l_mut_183 >> u32(bitcast<u64>(u64(32)));
let l_198 = l_mut_183 & u64(4294967295);
let l_199 = l_197 * u64(560513588);
let l_200 = l_198 * u64(3373259426);
let l_201 = l_198 * u64(560513588);
let l_202 = l_201 >> u32(bitcast<u64>(u64(32)));
let l_203 = l_199 & u64(4294967295);
let l_204 = l_202 + l_203;
let l_205 = l_200 & u64(4294967295);
let l_206 = l_204 + l_205;
let l_207 = l_197 * u64(3373259426);
let l_208 = l_199 >> u32(bitcast<u64>(u64(32)));
let l_209 = l_207 + l_208;
let l_210 = l_200 >> u32(bitcast<u64>(u64(32)));
let l_211 = l_209 + l_210;
let l_212 = l_206 >> u32(bitcast<u64>(u64(32)));
let l_213 = l_211 + l_212;
l_mut_183 = l_213;
let l_214 = l_mut_186 - i32(124);
l_mut_186 = l_214;
let l_215 = l_mut_183 < bitcast<u64>(i64(-9223372036854775807) - 1);
if l_215 {
let l_216 = l_mut_183 << u32(bitcast<u64>(u64(1)));
let l_217 = l_206 >> u32(bitcast<u64>(u64(31)));
let l_218 = l_217 & u64(1);
let l_219 = l_216 | l_218;
l_mut_183 = l_219;
l_mut_186 = l_mut_186 - i32(1);
}
let l_220 = l_mut_183 >> u32(bitcast<u64>(u64(11)));
let l_221 = f64(l_220);
let l_222 = l_mut_186 + i32(11);
let l_223 = l_222 + i32(1023);
let l_224 = u64(l_223);
let l_225 = l_224 << u32(bitcast<u64>(u64(52)));
let l_226 = bitcast<f64>(l_225);
let l_227 = l_221 * l_226;
l_mut_76 = l_227;
let l_228 = l_mut_183 & u64(2047);
let l_229 = f64(l_228);
let l_230 = l_mut_186 + i32(1023);
let l_231 = u64(l_230);
let l_232 = l_231 << u32(bitcast<u64>(u64(52)));
let l_233 = bitcast<f64>(l_232);
let l_234 = l_229 * l_233;
l_mut_49 = l_234;
if l_172 {
let l_235 = -l_mut_76;
l_mut_76 = l_235;
let l_236 = -l_mut_49;
l_mut_49 = l_236;
}
let l_237 = l_36 >= u32(2147483648);
let l_238 = l_mut_76 * l_mut_76;
let l_239 = l_238 * f64(1.9572941063391263e-20);
let l_240 = f64(8.22063524662433e-18) - l_239;
l_mut_241 = l_240;
let l_242 = l_mut_241 * l_238;
let l_243 = l_242 - f64(2.8114572543455206e-15);
l_mut_241 = l_243;
let l_244 = l_mut_241 * l_238;
let l_245 = l_244 + f64(7.647163731819816e-13);
l_mut_241 = l_245;
let l_246 = l_mut_241 * l_238;
let l_247 = l_246 - f64(1.6059043836821613e-10);
l_mut_241 = l_247;
let l_248 = l_mut_241 * l_238;
let l_249 = l_248 + f64(2.505210838544172e-8);
l_mut_241 = l_249;
let l_250 = l_mut_241 * l_238;
let l_251 = l_250 - f64(2.7557319223985893e-6);
l_mut_241 = l_251;
let l_252 = l_mut_241 * l_238;
let l_253 = l_252 + f64(0.0001984126984126984);
l_mut_241 = l_253;
let l_254 = l_mut_241 * l_238;
let l_255 = l_254 - f64(0.008333333333333333);
l_mut_241 = l_255;
let l_256 = l_mut_241 * l_238;
let l_257 = l_256 + f64(0.16666666666666666);
l_mut_241 = l_257;
let l_258 = f64(0.5) * l_238;
let l_259 = f64(1.0) - l_258;
let l_260 = l_mut_49 * l_259;
let l_261 = l_mut_76 * l_238;
let l_262 = l_261 * l_mut_241;
let l_263 = l_260 - l_262;
let l_264 = l_mut_76 + l_263;
let l_265 = l_mut_76 * l_mut_76;
let l_266 = l_265 * f64(4.110317623312165e-19);
let l_267 = l_266 - f64(1.5619206968586225e-16);
l_mut_241 = l_267;
let l_268 = l_mut_241 * l_265;
let l_269 = l_268 + f64(4.779477332387385e-14);
l_mut_241 = l_269;
let l_270 = l_mut_241 * l_265;
let l_271 = l_270 - f64(1.1470745597729725e-11);
l_mut_241 = l_271;
let l_272 = l_mut_241 * l_265;
let l_273 = l_272 + f64(2.08767569878681e-9);
l_mut_241 = l_273;
let l_274 = l_mut_241 * l_265;
let l_275 = l_274 - f64(2.755731922398589e-7);
l_mut_241 = l_275;
let l_276 = l_mut_241 * l_265;
let l_277 = l_276 + f64(2.48015873015873e-5);
l_mut_241 = l_277;
let l_278 = l_mut_241 * l_265;
let l_279 = l_278 - f64(0.001388888888888889);
l_mut_241 = l_279;
let l_280 = l_mut_241 * l_265;
let l_281 = l_280 + f64(0.041666666666666664);
l_mut_241 = l_281;
let l_282 = f64(0.5) * l_265;
let l_283 = f64(1.0) - l_282;
let l_284 = l_265 * l_265;
let l_285 = l_284 * l_mut_241;
let l_286 = l_mut_49 * l_mut_76;
let l_287 = l_285 - l_286;
let l_288 = l_283 + l_287;
let l_289 = l_mut_59 & u32(1);
let l_290 = l_289 == u32(1);
l_mut_241 = l_264;
let l_291 = l_mut_59 & u32(2);
let l_292 = l_291 != u32(0);
l_mut_128 = l_292;
if l_290 {
l_mut_241 = l_288;
}
let l_293 = bool(true) && l_237;
if l_293 {
let l_294 = !l_mut_128;
l_mut_128 = l_294;
}
if l_mut_128 {
let l_295 = -l_mut_241;
l_mut_241 = l_295;
}
l_mut_26 = l_mut_241;
}
}
l_mut_35 = l_mut_26;
let l_1493 = info.static_meta[u32(3)];
let l_1494 = l_1493 * u32(1);
let l_1495 = u32(1024) < l_1494;
let l_1496 = l_1494 - u32(1);
let l_1497 = min(u32(1024), l_1496);
let l_1498 = buffer_3_global[l_1497];
let l_1499 = select(u32(0), l_1498, l_1495);
let l_296 = l_1499;
let l_297 = bitcast<f32>(l_296);
let l_298 = f64(l_297);
l_mut_59 = u32(4294967294);
let l_299 = bitcast<u32>(l_mut_22);
let l_300 = bitcast<u32>(l_21);
let l_301 = l_300 & u32(2139095040);
let l_302 = l_301 != u32(2139095040);
let l_303 = l_301 == u32(0);
let l_304 = bitcast<u32>(l_21);
let l_305 = l_304 & u32(8388607);
let l_306 = l_305 != u32(0);
let l_307 = l_303 && l_306;
let l_308 = abs(l_mut_35);
let l_309 = l_mut_35 < f64(0.0);
let l_310 = u32(l_309);
let l_311 = u32(2147483648) * l_310;
if l_307 {
} else {
let l_312 = is_nan_1_f64(l_mut_35);if l_312 {
let l_313 = l_299 & u32(2147483647);
let l_314 = l_313 > u32(2139095040);
if l_314 {
l_mut_59 = u32(4294967293);
}
} else {
let l_315 = l_308 >= f64(3.402823669209385e38);
let l_316 = !l_302;
let l_317 = l_308 == f64(0.0);
let l_318 = l_316 && l_317;
let l_319 = l_315 || l_318;
if l_319 {
let l_320 = l_308 >= f64(3.402823669209385e38);
let l_321 = u32(l_320);
let l_322 = u32(2139095040) * l_321;
let l_323 = l_322 | l_311;
let l_324 = l_299 == l_323;
let l_325 = l_299 | l_323;
let l_326 = l_325 & u32(2147483647);
let l_327 = l_326 == u32(0);
let l_328 = l_324 || l_327;
if l_328 {
l_mut_59 = u32(4294967293);
}
} else {
let l_329 = l_308 >= f64(2.350988701644575e-38);
let l_330 = l_302 && l_329;
let l_331 = l_308 < f64(3.4028234663852886e38);
let l_332 = l_330 && l_331;
if l_332 {
let l_333 = f32(l_308);
let l_334 = bitcast<u32>(l_333);
let l_335 = bitcast<f32>(l_334);
let l_336 = f64(l_335);
let l_337 = l_308 - l_336;
let l_338 = l_334 + u32(1);
let l_339 = l_337 < f64(0.0);
let l_340 = u32(l_339);
let l_341 = u32(2) * l_340;
let l_342 = l_338 - l_341;
let l_343 = bitcast<f32>(l_342);
let l_344 = f64(l_343);
let l_345 = l_344 - l_336;
let l_346 = abs(l_345);
let l_347 = l_346 * f64(0.5);
let l_348 = abs(l_337);
let l_349 = l_347 - l_348;
let l_350 = l_308 * f64(9.094947017729282e-13);
let l_351 = l_349 > l_350;
if l_351 {
let l_352 = l_334 | l_311;
l_mut_59 = l_352;
}
} else {
let l_353 = l_308 < f64(2.350988701644575e-38);
let l_354 = l_302 && l_353;
if l_354 {
let l_355 = l_308 * f64(7.1362384635298e44);
let l_356 = floor(l_355);
let l_357 = l_355 - l_356;
let l_358 = l_357 - f64(0.5);
let l_359 = abs(l_358);
let l_360 = l_355 * f64(9.094947017729282e-13);
let l_361 = l_359 > l_360;
if l_361 {
let l_362 = l_357 > f64(0.5);
let l_363 = f64(l_362);
let l_364 = l_356 + l_363;
let l_365 = u32(l_364);
let l_366 = l_365 | l_311;
l_mut_59 = l_366;
}
}
}
}
}
}
let l_367 = bitcast<u32>(l_mut_22);
let l_368 = l_367 & u32(2147483647);
let l_369 = l_368 > u32(2139095040);
let l_370 = l_367 & u32(2147483647);
let l_371 = l_370 == u32(0);
let l_372 = l_367 & u32(2147483647);
let l_373 = f64(l_372);
let l_374 = l_367 >> u32(31);
let l_375 = f64(l_374);
let l_376 = f64(2.0) * l_375;
let l_377 = f64(1.0) - l_376;
let l_378 = l_373 * l_377;
let l_379 = l_mut_59 & u32(2147483647);
let l_380 = f64(l_379);
let l_381 = l_mut_59 >> u32(31);
let l_382 = f64(l_381);
let l_383 = f64(2.0) * l_382;
let l_384 = f64(1.0) - l_383;
let l_385 = l_380 * l_384;
let l_386 = l_378 - l_385;
let l_387 = l_mut_59 & u32(2139095040);
let l_388 = l_387 == u32(0);
let l_389 = l_mut_59 < u32(4294967293);
let l_390 = l_386 == f64(0.0);
let l_391 = l_371 && l_388;
let l_392 = l_369 || l_391;
let l_393 = !l_392;
let l_394 = l_390 || l_393;
let l_395 = l_389 && l_394;
l_mut_128 = l_395;
let l_396 = l_386 != f64(0.0);
let l_397 = l_mut_128 && l_396;
if l_397 {

for (var l_mut_398: u32 = u32(0); l_mut_398 < u32(8); l_mut_398++) {
let l_399 = u32(2) * l_mut_398;
let l_1535 = info.static_meta[u32(1)];
let l_1536 = l_1535 * u32(1);
let l_1537 = l_399 < l_1536;
let l_1538 = l_1536 - u32(1);
let l_1539 = min(l_399, l_1538);
let l_1540 = buffer_1_global[l_1539];
let l_1541 = select(u32(0), l_1540, l_1537);
let l_400 = l_1541;
let l_401 = u32(2) * l_mut_398;
let l_402 = l_401 + u32(1);
let l_1542 = info.static_meta[u32(1)];
let l_1543 = l_1542 * u32(1);
let l_1544 = l_402 < l_1543;
let l_1545 = l_1543 - u32(1);
let l_1546 = min(l_402, l_1545);
let l_1547 = buffer_1_global[l_1546];
let l_1548 = select(u32(0), l_1547, l_1544);
let l_403 = l_1548;
let l_404 = l_403 != u32(0);
let l_405 = l_mut_398 * u32(4);
let l_1549 = info.static_meta[u32(2)];
let l_1550 = l_1549 * u32(1);
let l_1551 = l_405 < l_1550;
let l_1552 = l_1550 - u32(1);
let l_1553 = min(l_405, l_1552);
let l_1554 = buffer_2_global[l_1553];
let l_1555 = select(f64(0.0), l_1554, l_1551);
let l_406 = l_1555;
let l_407 = l_mut_398 * u32(4);
let l_408 = l_407 + u32(1);
let l_1556 = info.static_meta[u32(2)];
let l_1557 = l_1556 * u32(1);
let l_1558 = l_408 < l_1557;
let l_1559 = l_1557 - u32(1);
let l_1560 = min(l_408, l_1559);
let l_1561 = buffer_2_global[l_1560];
let l_1562 = select(f64(0.0), l_1561, l_1558);
let l_409 = l_1562;
let l_410 = l_mut_398 * u32(4);
let l_411 = l_410 + u32(2);
let l_1563 = info.static_meta[u32(2)];
let l_1564 = l_1563 * u32(1);
let l_1565 = l_411 < l_1564;
let l_1566 = l_1564 - u32(1);
let l_1567 = min(l_411, l_1566);
let l_1568 = buffer_2_global[l_1567];
let l_1569 = select(f64(0.0), l_1568, l_1565);
let l_412 = l_1569;
let l_413 = f64(l_21);
let l_414 = abs(l_413);
let l_415 = abs(l_mut_35);
let l_416 = l_415 * f64(1.4551915228366852e-11);
a_417[u32(0)] = u32(1);
l_mut_418 = u32(2);
let l_419 = l_400 == u32(0);
if l_419 {
l_mut_418 = u32(0);
} else {
let l_420 = l_400 == u32(1);
if l_420 {
l_mut_418 = u32(1);
let l_421 = abs(l_386);
let l_422 = l_421 <= l_406;
if l_422 {
l_mut_418 = u32(0);
}
} else {
let l_423 = l_400 == u32(2);
if l_423 {
let l_424 = abs(l_mut_35);
l_mut_241 = f64(1.401298464324817e-45);
let l_425 = l_424 >= f64(1.1754943508222875e-38);
let l_426 = l_424 <= f64(1.7976931348623157e308);
let l_427 = l_425 && l_426;
if l_427 {
let l_428 = bitcast<u64>(l_424);
let l_429 = l_428 >> u32(bitcast<u64>(u64(52)));
let l_430 = l_429 - u64(23);
let l_431 = l_430 << u32(bitcast<u64>(u64(52)));
let l_432 = bitcast<f64>(l_431);
l_mut_241 = l_432;
}
let l_433 = l_406 * l_mut_241;
l_mut_434 = u32(2);
let l_435 = l_mut_35 - l_416;
let l_436 = abs(l_435);
l_mut_241 = f64(1.401298464324817e-45);
let l_437 = l_436 >= f64(1.1754943508222875e-38);
let l_438 = l_436 <= f64(1.7976931348623157e308);
let l_439 = l_437 && l_438;
if l_439 {
let l_440 = bitcast<u64>(l_436);
let l_441 = l_440 >> u32(bitcast<u64>(u64(52)));
let l_442 = l_441 - u64(23);
let l_443 = l_442 << u32(bitcast<u64>(u64(52)));
let l_444 = bitcast<f64>(l_443);
l_mut_241 = l_444;
}
let l_445 = l_mut_35 + l_416;
let l_446 = abs(l_445);
l_mut_76 = f64(1.401298464324817e-45);
let l_447 = l_446 >= f64(1.1754943508222875e-38);
let l_448 = l_446 <= f64(1.7976931348623157e308);
let l_449 = l_447 && l_448;
if l_449 {
let l_450 = bitcast<u64>(l_446);
let l_451 = l_450 >> u32(bitcast<u64>(u64(52)));
let l_452 = l_451 - u64(23);
let l_453 = l_452 << u32(bitcast<u64>(u64(52)));
let l_454 = bitcast<f64>(l_453);
l_mut_76 = l_454;
}
let l_455 = l_mut_241 == l_mut_76;
if l_455 {
let l_456 = l_433 * f64(1.4551915228366852e-11);
let l_457 = l_416 + l_456;
let l_458 = l_mut_35 - l_433;
let l_459 = l_mut_35 + l_433;
let l_460 = bitcast<u32>(l_mut_22);
let l_461 = f64(l_mut_22);
l_mut_241 = l_461;
let l_462 = l_460 & u32(2139095040);
let l_463 = l_462 == u32(0);
if l_463 {
let l_464 = l_460 & u32(8388607);
let l_465 = f64(l_464);
let l_466 = l_465 * f64(1.401298464324817e-45);
l_mut_241 = l_466;
let l_467 = l_460 >> u32(31);
let l_468 = l_467 == u32(1);
if l_468 {
let l_469 = -l_mut_241;
l_mut_241 = l_469;
}
}
let l_470 = bitcast<u32>(l_mut_22);
let l_471 = l_470 + u32(1);
l_mut_472 = l_471;
let l_473 = l_470 & u32(2147483647);
let l_474 = l_473 == u32(0);
if l_474 {
l_mut_472 = u32(1);
} else {
let l_475 = l_470 & u32(2147483648);
let l_476 = l_475 != u32(0);
if l_476 {
let l_477 = l_470 - u32(1);
l_mut_472 = l_477;
} else {
let l_478 = l_470 == u32(2139095040);
if l_478 {
l_mut_472 = l_470;
}
}
}
let l_479 = bitcast<f32>(l_mut_472);
let l_480 = bitcast<u32>(l_479);
let l_481 = f64(l_479);
l_mut_76 = l_481;
let l_482 = l_480 & u32(2139095040);
let l_483 = l_482 == u32(0);
if l_483 {
let l_484 = l_480 & u32(8388607);
let l_485 = f64(l_484);
let l_486 = l_485 * f64(1.401298464324817e-45);
l_mut_76 = l_486;
let l_487 = l_480 >> u32(31);
let l_488 = l_487 == u32(1);
if l_488 {
let l_489 = -l_mut_76;
l_mut_76 = l_489;
}
}
let l_490 = bitcast<u32>(l_mut_22);
let l_491 = l_490 ^ u32(2147483648);
let l_492 = bitcast<f32>(l_491);
let l_493 = bitcast<u32>(l_492);
let l_494 = l_493 + u32(1);
l_mut_472 = l_494;
let l_495 = l_493 & u32(2147483647);
let l_496 = l_495 == u32(0);
if l_496 {
l_mut_472 = u32(1);
} else {
let l_497 = l_493 & u32(2147483648);
let l_498 = l_497 != u32(0);
if l_498 {
let l_499 = l_493 - u32(1);
l_mut_472 = l_499;
} else {
let l_500 = l_493 == u32(2139095040);
if l_500 {
l_mut_472 = l_493;
}
}
}
let l_501 = bitcast<f32>(l_mut_472);
let l_502 = bitcast<u32>(l_501);
let l_503 = l_502 ^ u32(2147483648);
let l_504 = bitcast<f32>(l_503);
let l_505 = bitcast<u32>(l_504);
let l_506 = f64(l_504);
l_mut_49 = l_506;
let l_507 = l_505 & u32(2139095040);
let l_508 = l_507 == u32(0);
if l_508 {
let l_509 = l_505 & u32(8388607);
let l_510 = f64(l_509);
let l_511 = l_510 * f64(1.401298464324817e-45);
l_mut_49 = l_511;
let l_512 = l_505 >> u32(31);
let l_513 = l_512 == u32(1);
if l_513 {
let l_514 = -l_mut_49;
l_mut_49 = l_514;
}
}
let l_515 = l_458 + l_457;
let l_516 = l_515 <= l_mut_241;
l_mut_517 = l_516;
let l_518 = l_458 - l_457;
let l_519 = l_518 > l_mut_241;
l_mut_520 = l_519;
let l_521 = l_459 - l_457;
let l_522 = l_521 >= l_mut_241;
l_mut_523 = l_522;
let l_524 = l_459 + l_457;
let l_525 = l_524 < l_mut_241;
l_mut_526 = l_525;
if l_404 {
let l_527 = l_458 + l_457;
let l_528 = l_527 < l_mut_76;
l_mut_517 = l_528;
let l_529 = l_458 - l_457;
let l_530 = l_529 >= l_mut_76;
l_mut_520 = l_530;
let l_531 = l_459 - l_457;
let l_532 = l_531 > l_mut_49;
l_mut_523 = l_532;
let l_533 = l_459 + l_457;
let l_534 = l_533 <= l_mut_49;
l_mut_526 = l_534;
}
l_mut_472 = u32(2);
let l_535 = l_mut_520 || l_mut_526;
if l_535 {
l_mut_472 = u32(1);
} else {
let l_536 = l_mut_517 && l_mut_523;
if l_536 {
l_mut_472 = u32(0);
}
}
let l_537 = bitcast<u32>(l_mut_22);
let l_538 = l_537 & u32(2147483647);
let l_539 = l_538 == u32(0);
if l_539 {
let l_540 = l_458 + l_457;
let l_541 = l_540 < f64(1.1754943508222875e-38);
let l_542 = l_459 - l_457;
let l_543 = l_542 > f64(-1.1754943508222875e-38);
let l_544 = l_541 && l_543;
let l_545 = l_458 - l_457;
let l_546 = l_545 < f64(1.1754943508222875e-38);
let l_547 = l_459 + l_457;
let l_548 = l_547 > f64(-1.1754943508222875e-38);
let l_549 = l_546 && l_548;
if l_544 {
l_mut_472 = u32(0);
} else {
let l_550 = l_mut_472 == u32(1);
let l_551 = l_549 && l_550;
if l_551 {
l_mut_472 = u32(2);
}
}
}
l_mut_434 = l_mut_472;
}
l_mut_418 = l_mut_434;
} else {
let l_552 = l_400 == u32(3);
if l_552 {
l_mut_418 = u32(0);
let l_553 = l_414 >= f64(1.1754943508222875e-38);
let l_554 = l_414 <= f64(8.507059173023462e37);
let l_555 = l_553 && l_554;
if l_555 {
let l_556 = abs(l_mut_35);
l_mut_241 = f64(1.401298464324817e-45);
let l_557 = l_556 >= f64(1.1754943508222875e-38);
let l_558 = l_556 <= f64(1.7976931348623157e308);
let l_559 = l_557 && l_558;
if l_559 {
let l_560 = bitcast<u64>(l_556);
let l_561 = l_560 >> u32(bitcast<u64>(u64(52)));
let l_562 = l_561 - u64(23);
let l_563 = l_562 << u32(bitcast<u64>(u64(52)));
let l_564 = bitcast<f64>(l_563);
l_mut_241 = l_564;
}
let l_565 = l_406 * l_mut_241;
l_mut_472 = u32(2);
let l_566 = l_mut_35 - l_416;
let l_567 = abs(l_566);
l_mut_241 = f64(1.401298464324817e-45);
let l_568 = l_567 >= f64(1.1754943508222875e-38);
let l_569 = l_567 <= f64(1.7976931348623157e308);
let l_570 = l_568 && l_569;
if l_570 {
let l_571 = bitcast<u64>(l_567);
let l_572 = l_571 >> u32(bitcast<u64>(u64(52)));
let l_573 = l_572 - u64(23);
let l_574 = l_573 << u32(bitcast<u64>(u64(52)));
let l_575 = bitcast<f64>(l_574);
l_mut_241 = l_575;
}
let l_576 = l_mut_35 + l_416;
let l_577 = abs(l_576);
l_mut_76 = f64(1.401298464324817e-45);
let l_578 = l_577 >= f64(1.1754943508222875e-38);
let l_579 = l_577 <= f64(1.7976931348623157e308);
let l_580 = l_578 && l_579;
if l_580 {
let l_581 = bitcast<u64>(l_577);
let l_582 = l_581 >> u32(bitcast<u64>(u64(52)));
let l_583 = l_582 - u64(23);
let l_584 = l_583 << u32(bitcast<u64>(u64(52)));
let l_585 = bitcast<f64>(l_584);
l_mut_76 = l_585;
}
let l_586 = l_mut_241 == l_mut_76;
if l_586 {
let l_587 = l_565 * f64(1.4551915228366852e-11);
let l_588 = l_416 + l_587;
let l_589 = l_mut_35 - l_565;
let l_590 = l_mut_35 + l_565;
let l_591 = bitcast<u32>(l_mut_22);
let l_592 = f64(l_mut_22);
l_mut_241 = l_592;
let l_593 = l_591 & u32(2139095040);
let l_594 = l_593 == u32(0);
if l_594 {
let l_595 = l_591 & u32(8388607);
let l_596 = f64(l_595);
let l_597 = l_596 * f64(1.401298464324817e-45);
l_mut_241 = l_597;
let l_598 = l_591 >> u32(31);
let l_599 = l_598 == u32(1);
if l_599 {
let l_600 = -l_mut_241;
l_mut_241 = l_600;
}
}
let l_601 = bitcast<u32>(l_mut_22);
let l_602 = l_601 + u32(1);
l_mut_434 = l_602;
let l_603 = l_601 & u32(2147483647);
let l_604 = l_603 == u32(0);
if l_604 {
l_mut_434 = u32(1);
} else {
let l_605 = l_601 & u32(2147483648);
let l_606 = l_605 != u32(0);
if l_606 {
let l_607 = l_601 - u32(1);
l_mut_434 = l_607;
} else {
let l_608 = l_601 == u32(2139095040);
if l_608 {
l_mut_434 = l_601;
}
}
}
let l_609 = bitcast<f32>(l_mut_434);
let l_610 = bitcast<u32>(l_609);
let l_611 = f64(l_609);
l_mut_76 = l_611;
let l_612 = l_610 & u32(2139095040);
let l_613 = l_612 == u32(0);
if l_613 {
let l_614 = l_610 & u32(8388607);
let l_615 = f64(l_614);
let l_616 = l_615 * f64(1.401298464324817e-45);
l_mut_76 = l_616;
let l_617 = l_610 >> u32(31);
let l_618 = l_617 == u32(1);
if l_618 {
let l_619 = -l_mut_76;
l_mut_76 = l_619;
}
}
let l_620 = bitcast<u32>(l_mut_22);
let l_621 = l_620 ^ u32(2147483648);
let l_622 = bitcast<f32>(l_621);
let l_623 = bitcast<u32>(l_622);
let l_624 = l_623 + u32(1);
l_mut_434 = l_624;
let l_625 = l_623 & u32(2147483647);
let l_626 = l_625 == u32(0);
if l_626 {
l_mut_434 = u32(1);
} else {
let l_627 = l_623 & u32(2147483648);
let l_628 = l_627 != u32(0);
if l_628 {
let l_629 = l_623 - u32(1);
l_mut_434 = l_629;
} else {
let l_630 = l_623 == u32(2139095040);
if l_630 {
l_mut_434 = l_623;
}
}
}
let l_631 = bitcast<f32>(l_mut_434);
let l_632 = bitcast<u32>(l_631);
let l_633 = l_632 ^ u32(2147483648);
let l_634 = bitcast<f32>(l_633);
let l_635 = bitcast<u32>(l_634);
let l_636 = f64(l_634);
l_mut_49 = l_636;
let l_637 = l_635 & u32(2139095040);
let l_638 = l_637 == u32(0);
if l_638 {
let l_639 = l_635 & u32(8388607);
let l_640 = f64(l_639);
let l_641 = l_640 * f64(1.401298464324817e-45);
l_mut_49 = l_641;
let l_642 = l_635 >> u32(31);
let l_643 = l_642 == u32(1);
if l_643 {
let l_644 = -l_mut_49;
l_mut_49 = l_644;
}
}
let l_645 = l_589 + l_588;
let l_646 = l_645 <= l_mut_241;
l_mut_526 = l_646;
let l_647 = l_589 - l_588;
let l_648 = l_647 > l_mut_241;
l_mut_523 = l_648;
let l_649 = l_590 - l_588;
let l_650 = l_649 >= l_mut_241;
l_mut_520 = l_650;
let l_651 = l_590 + l_588;
let l_652 = l_651 < l_mut_241;
l_mut_517 = l_652;
if l_404 {
let l_653 = l_589 + l_588;
let l_654 = l_653 < l_mut_76;
l_mut_526 = l_654;
let l_655 = l_589 - l_588;
let l_656 = l_655 >= l_mut_76;
l_mut_523 = l_656;
let l_657 = l_590 - l_588;
let l_658 = l_657 > l_mut_49;
l_mut_520 = l_658;
let l_659 = l_590 + l_588;
let l_660 = l_659 <= l_mut_49;
l_mut_517 = l_660;
}
l_mut_434 = u32(2);
let l_661 = l_mut_523 || l_mut_517;
if l_661 {
l_mut_434 = u32(1);
} else {
let l_662 = l_mut_526 && l_mut_520;
if l_662 {
l_mut_434 = u32(0);
}
}
let l_663 = bitcast<u32>(l_mut_22);
let l_664 = l_663 & u32(2147483647);
let l_665 = l_664 == u32(0);
if l_665 {
let l_666 = l_589 + l_588;
let l_667 = l_666 < f64(1.1754943508222875e-38);
let l_668 = l_590 - l_588;
let l_669 = l_668 > f64(-1.1754943508222875e-38);
let l_670 = l_667 && l_669;
let l_671 = l_589 - l_588;
let l_672 = l_671 < f64(1.1754943508222875e-38);
let l_673 = l_590 + l_588;
let l_674 = l_673 > f64(-1.1754943508222875e-38);
let l_675 = l_672 && l_674;
if l_670 {
l_mut_434 = u32(0);
} else {
let l_676 = l_mut_434 == u32(1);
let l_677 = l_675 && l_676;
if l_677 {
l_mut_434 = u32(2);
}
}
}
l_mut_472 = l_mut_434;
}
l_mut_418 = l_mut_472;
}
} else {
let l_678 = l_400 == u32(4);
if l_678 {
let l_679 = l_409 * l_414;
let l_680 = l_406 + l_679;
let l_681 = abs(l_mut_35);
l_mut_241 = f64(1.401298464324817e-45);
let l_682 = l_681 >= f64(1.1754943508222875e-38);
let l_683 = l_681 <= f64(1.7976931348623157e308);
let l_684 = l_682 && l_683;
if l_684 {
let l_685 = bitcast<u64>(l_681);
let l_686 = l_685 >> u32(bitcast<u64>(u64(52)));
let l_687 = l_686 - u64(23);
let l_688 = l_687 << u32(bitcast<u64>(u64(52)));
let l_689 = bitcast<f64>(l_688);
l_mut_241 = l_689;
}
let l_690 = l_680 * l_mut_241;
l_mut_472 = u32(2);
let l_691 = l_mut_35 - l_416;
let l_692 = abs(l_691);
l_mut_241 = f64(1.401298464324817e-45);
let l_693 = l_692 >= f64(1.1754943508222875e-38);
let l_694 = l_692 <= f64(1.7976931348623157e308);
let l_695 = l_693 && l_694;
if l_695 {
let l_696 = bitcast<u64>(l_692);
let l_697 = l_696 >> u32(bitcast<u64>(u64(52)));
let l_698 = l_697 - u64(23);
let l_699 = l_698 << u32(bitcast<u64>(u64(52)));
let l_700 = bitcast<f64>(l_699);
l_mut_241 = l_700;
}
let l_701 = l_mut_35 + l_416;
let l_702 = abs(l_701);
l_mut_76 = f64(1.401298464324817e-45);
let l_703 = l_702 >= f64(1.1754943508222875e-38);
let l_704 = l_702 <= f64(1.7976931348623157e308);
let l_705 = l_703 && l_704;
if l_705 {
let l_706 = bitcast<u64>(l_702);
let l_707 = l_706 >> u32(bitcast<u64>(u64(52)));
let l_708 = l_707 - u64(23);
let l_709 = l_708 << u32(bitcast<u64>(u64(52)));
let l_710 = bitcast<f64>(l_709);
l_mut_76 = l_710;
}
let l_711 = l_mut_241 == l_mut_76;
if l_711 {
let l_712 = l_690 * f64(1.4551915228366852e-11);
let l_713 = l_416 + l_712;
let l_714 = l_mut_35 - l_690;
let l_715 = l_mut_35 + l_690;
let l_716 = bitcast<u32>(l_mut_22);
let l_717 = f64(l_mut_22);
l_mut_241 = l_717;
let l_718 = l_716 & u32(2139095040);
let l_719 = l_718 == u32(0);
if l_719 {
let l_720 = l_716 & u32(8388607);
let l_721 = f64(l_720);
let l_722 = l_721 * f64(1.401298464324817e-45);
l_mut_241 = l_722;
let l_723 = l_716 >> u32(31);
let l_724 = l_723 == u32(1);
if l_724 {
let l_725 = -l_mut_241;
l_mut_241 = l_725;
}
}
let l_726 = bitcast<u32>(l_mut_22);
let l_727 = l_726 + u32(1);
l_mut_434 = l_727;
let l_728 = l_726 & u32(2147483647);
let l_729 = l_728 == u32(0);
if l_729 {
l_mut_434 = u32(1);
} else {
let l_730 = l_726 & u32(2147483648);
let l_731 = l_730 != u32(0);
if l_731 {
let l_732 = l_726 - u32(1);
l_mut_434 = l_732;
} else {
let l_733 = l_726 == u32(2139095040);
if l_733 {
l_mut_434 = l_726;
}
}
}
let l_734 = bitcast<f32>(l_mut_434);
let l_735 = bitcast<u32>(l_734);
let l_736 = f64(l_734);
l_mut_76 = l_736;
let l_737 = l_735 & u32(2139095040);
let l_738 = l_737 == u32(0);
if l_738 {
let l_739 = l_735 & u32(8388607);
let l_740 = f64(l_739);
let l_741 = l_740 * f64(1.401298464324817e-45);
l_mut_76 = l_741;
let l_742 = l_735 >> u32(31);
let l_743 = l_742 == u32(1);
if l_743 {
let l_744 = -l_mut_76;
l_mut_76 = l_744;
}
}
let l_745 = bitcast<u32>(l_mut_22);
let l_746 = l_745 ^ u32(2147483648);
let l_747 = bitcast<f32>(l_746);
let l_748 = bitcast<u32>(l_747);
let l_749 = l_748 + u32(1);
l_mut_434 = l_749;
let l_750 = l_748 & u32(2147483647);
let l_751 = l_750 == u32(0);
if l_751 {
l_mut_434 = u32(1);
} else {
let l_752 = l_748 & u32(2147483648);
let l_753 = l_752 != u32(0);
if l_753 {
let l_754 = l_748 - u32(1);
l_mut_434 = l_754;
} else {
let l_755 = l_748 == u32(2139095040);
if l_755 {
l_mut_434 = l_748;
}
}
}
let l_756 = bitcast<f32>(l_mut_434);
let l_757 = bitcast<u32>(l_756);
let l_758 = l_757 ^ u32(2147483648);
let l_759 = bitcast<f32>(l_758);
let l_760 = bitcast<u32>(l_759);
let l_761 = f64(l_759);
l_mut_49 = l_761;
let l_762 = l_760 & u32(2139095040);
let l_763 = l_762 == u32(0);
if l_763 {
let l_764 = l_760 & u32(8388607);
let l_765 = f64(l_764);
let l_766 = l_765 * f64(1.401298464324817e-45);
l_mut_49 = l_766;
let l_767 = l_760 >> u32(31);
let l_768 = l_767 == u32(1);
if l_768 {
let l_769 = -l_mut_49;
l_mut_49 = l_769;
}
}
let l_770 = l_714 + l_713;
let l_771 = l_770 <= l_mut_241;
l_mut_526 = l_771;
let l_772 = l_714 - l_713;
let l_773 = l_772 > l_mut_241;
l_mut_523 = l_773;
let l_774 = l_715 - l_713;
let l_775 = l_774 >= l_mut_241;
l_mut_520 = l_775;
let l_776 = l_715 + l_713;
let l_777 = l_776 < l_mut_241;
l_mut_517 = l_777;
if l_404 {
let l_778 = l_714 + l_713;
let l_779 = l_778 < l_mut_76;
l_mut_526 = l_779;
let l_780 = l_714 - l_713;
let l_781 = l_780 >= l_mut_76;
l_mut_523 = l_781;
let l_782 = l_715 - l_713;
let l_783 = l_782 > l_mut_49;
l_mut_520 = l_783;
let l_784 = l_715 + l_713;
let l_785 = l_784 <= l_mut_49;
l_mut_517 = l_785;
}
l_mut_434 = u32(2);
let l_786 = l_mut_523 || l_mut_517;
if l_786 {
l_mut_434 = u32(1);
} else {
let l_787 = l_mut_526 && l_mut_520;
if l_787 {
l_mut_434 = u32(0);
}
}
let l_788 = bitcast<u32>(l_mut_22);
let l_789 = l_788 & u32(2147483647);
let l_790 = l_789 == u32(0);
if l_790 {
let l_791 = l_714 + l_713;
let l_792 = l_791 < f64(1.1754943508222875e-38);
let l_793 = l_715 - l_713;
let l_794 = l_793 > f64(-1.1754943508222875e-38);
let l_795 = l_792 && l_794;
let l_796 = l_714 - l_713;
let l_797 = l_796 < f64(1.1754943508222875e-38);
let l_798 = l_715 + l_713;
let l_799 = l_798 > f64(-1.1754943508222875e-38);
let l_800 = l_797 && l_799;
if l_795 {
l_mut_434 = u32(0);
} else {
let l_801 = l_mut_434 == u32(1);
let l_802 = l_800 && l_801;
if l_802 {
l_mut_434 = u32(2);
}
}
}
l_mut_472 = l_mut_434;
}
l_mut_418 = l_mut_472;
} else {
let l_803 = l_400 == u32(5);
if l_803 {
let l_804 = f64(2.0) * l_413;
let l_805 = abs(l_804);
let l_806 = floor(l_805);
let l_807 = f64(3.0) + l_806;
let l_808 = abs(l_mut_35);
l_mut_241 = f64(1.401298464324817e-45);
let l_809 = l_808 >= f64(1.1754943508222875e-38);
let l_810 = l_808 <= f64(1.7976931348623157e308);
let l_811 = l_809 && l_810;
if l_811 {
let l_812 = bitcast<u64>(l_808);
let l_813 = l_812 >> u32(bitcast<u64>(u64(52)));
let l_814 = l_813 - u64(23);
let l_815 = l_814 << u32(bitcast<u64>(u64(52)));
let l_816 = bitcast<f64>(l_815);
l_mut_241 = l_816;
}
let l_817 = l_807 * l_mut_241;
l_mut_472 = u32(2);
let l_818 = l_mut_35 - l_416;
let l_819 = abs(l_818);
l_mut_241 = f64(1.401298464324817e-45);
let l_820 = l_819 >= f64(1.1754943508222875e-38);
let l_821 = l_819 <= f64(1.7976931348623157e308);
let l_822 = l_820 && l_821;
if l_822 {
let l_823 = bitcast<u64>(l_819);
let l_824 = l_823 >> u32(bitcast<u64>(u64(52)));
let l_825 = l_824 - u64(23);
let l_826 = l_825 << u32(bitcast<u64>(u64(52)));
let l_827 = bitcast<f64>(l_826);
l_mut_241 = l_827;
}
let l_828 = l_mut_35 + l_416;
let l_829 = abs(l_828);
l_mut_76 = f64(1.401298464324817e-45);
let l_830 = l_829 >= f64(1.1754943508222875e-38);
let l_831 = l_829 <= f64(1.7976931348623157e308);
let l_832 = l_830 && l_831;
if l_832 {
let l_833 = bitcast<u64>(l_829);
let l_834 = l_833 >> u32(bitcast<u64>(u64(52)));
let l_835 = l_834 - u64(23);
let l_836 = l_835 << u32(bitcast<u64>(u64(52)));
let l_837 = bitcast<f64>(l_836);
l_mut_76 = l_837;
}
let l_838 = l_mut_241 == l_mut_76;
if l_838 {
let l_839 = l_817 * f64(1.4551915228366852e-11);
let l_840 = l_416 + l_839;
let l_841 = l_mut_35 - l_817;
let l_842 = l_mut_35 + l_817;
let l_843 = bitcast<u32>(l_mut_22);
let l_844 = f64(l_mut_22);
l_mut_241 = l_844;
let l_845 = l_843 & u32(2139095040);
let l_846 = l_845 == u32(0);
if l_846 {
let l_847 = l_843 & u32(8388607);
let l_848 = f64(l_847);
let l_849 = l_848 * f64(1.401298464324817e-45);
l_mut_241 = l_849;
let l_850 = l_843 >> u32(31);
let l_851 = l_850 == u32(1);
if l_851 {
let l_852 = -l_mut_241;
l_mut_241 = l_852;
}
}
let l_853 = bitcast<u32>(l_mut_22);
let l_854 = l_853 + u32(1);
l_mut_434 = l_854;
let l_855 = l_853 & u32(2147483647);
let l_856 = l_855 == u32(0);
if l_856 {
l_mut_434 = u32(1);
} else {
let l_857 = l_853 & u32(2147483648);
let l_858 = l_857 != u32(0);
if l_858 {
let l_859 = l_853 - u32(1);
l_mut_434 = l_859;
} else {
let l_860 = l_853 == u32(2139095040);
if l_860 {
l_mut_434 = l_853;
}
}
}
let l_861 = bitcast<f32>(l_mut_434);
let l_862 = bitcast<u32>(l_861);
let l_863 = f64(l_861);
l_mut_76 = l_863;
let l_864 = l_862 & u32(2139095040);
let l_865 = l_864 == u32(0);
if l_865 {
let l_866 = l_862 & u32(8388607);
let l_867 = f64(l_866);
let l_868 = l_867 * f64(1.401298464324817e-45);
l_mut_76 = l_868;
let l_869 = l_862 >> u32(31);
let l_870 = l_869 == u32(1);
if l_870 {
let l_871 = -l_mut_76;
l_mut_76 = l_871;
}
}
let l_872 = bitcast<u32>(l_mut_22);
let l_873 = l_872 ^ u32(2147483648);
let l_874 = bitcast<f32>(l_873);
let l_875 = bitcast<u32>(l_874);
let l_876 = l_875 + u32(1);
l_mut_434 = l_876;
let l_877 = l_875 & u32(2147483647);
let l_878 = l_877 == u32(0);
if l_878 {
l_mut_434 = u32(1);
} else {
let l_879 = l_875 & u32(2147483648);
let l_880 = l_879 != u32(0);
if l_880 {
let l_881 = l_875 - u32(1);
l_mut_434 = l_881;
} else {
let l_882 = l_875 == u32(2139095040);
if l_882 {
l_mut_434 = l_875;
}
}
}
let l_883 = bitcast<f32>(l_mut_434);
let l_884 = bitcast<u32>(l_883);
let l_885 = l_884 ^ u32(2147483648);
let l_886 = bitcast<f32>(l_885);
let l_887 = bitcast<u32>(l_886);
let l_888 = f64(l_886);
l_mut_49 = l_888;
let l_889 = l_887 & u32(2139095040);
let l_890 = l_889 == u32(0);
if l_890 {
let l_891 = l_887 & u32(8388607);
let l_892 = f64(l_891);
let l_893 = l_892 * f64(1.401298464324817e-45);
l_mut_49 = l_893;
let l_894 = l_887 >> u32(31);
let l_895 = l_894 == u32(1);
if l_895 {
let l_896 = -l_mut_49;
l_mut_49 = l_896;
}
}
let l_897 = l_841 + l_840;
let l_898 = l_897 <= l_mut_241;
l_mut_526 = l_898;
let l_899 = l_841 - l_840;
let l_900 = l_899 > l_mut_241;
l_mut_523 = l_900;
let l_901 = l_842 - l_840;
let l_902 = l_901 >= l_mut_241;
l_mut_520 = l_902;
let l_903 = l_842 + l_840;
let l_904 = l_903 < l_mut_241;
l_mut_517 = l_904;
if l_404 {
let l_905 = l_841 + l_840;
let l_906 = l_905 < l_mut_76;
l_mut_526 = l_906;
let l_907 = l_841 - l_840;
let l_908 = l_907 >= l_mut_76;
l_mut_523 = l_908;
let l_909 = l_842 - l_840;
let l_910 = l_909 > l_mut_49;
l_mut_520 = l_910;
let l_911 = l_842 + l_840;
let l_912 = l_911 <= l_mut_49;
l_mut_517 = l_912;
}
l_mut_434 = u32(2);
let l_913 = l_mut_523 || l_mut_517;
if l_913 {
l_mut_434 = u32(1);
} else {
let l_914 = l_mut_526 && l_mut_520;
if l_914 {
l_mut_434 = u32(0);
}
}
let l_915 = bitcast<u32>(l_mut_22);
let l_916 = l_915 & u32(2147483647);
let l_917 = l_916 == u32(0);
if l_917 {
let l_918 = l_841 + l_840;
let l_919 = l_918 < f64(1.1754943508222875e-38);
let l_920 = l_842 - l_840;
let l_921 = l_920 > f64(-1.1754943508222875e-38);
let l_922 = l_919 && l_921;
let l_923 = l_841 - l_840;
let l_924 = l_923 < f64(1.1754943508222875e-38);
let l_925 = l_842 + l_840;
let l_926 = l_925 > f64(-1.1754943508222875e-38);
let l_927 = l_924 && l_926;
if l_922 {
l_mut_434 = u32(0);
} else {
let l_928 = l_mut_434 == u32(1);
let l_929 = l_927 && l_928;
if l_929 {
l_mut_434 = u32(2);
}
}
}
l_mut_472 = l_mut_434;
}
l_mut_418 = l_mut_472;
} else {
let l_930 = l_400 == u32(6);
if l_930 {
l_mut_418 = u32(0);
let l_931 = l_414 <= l_409;
if l_931 {
let l_932 = l_406 * f64(1.4551915228366852e-11);
let l_933 = l_416 + l_932;
let l_934 = l_mut_35 - l_406;
let l_935 = l_mut_35 + l_406;
let l_936 = bitcast<u32>(l_mut_22);
let l_937 = f64(l_mut_22);
l_mut_241 = l_937;
let l_938 = l_936 & u32(2139095040);
let l_939 = l_938 == u32(0);
if l_939 {
let l_940 = l_936 & u32(8388607);
let l_941 = f64(l_940);
let l_942 = l_941 * f64(1.401298464324817e-45);
l_mut_241 = l_942;
let l_943 = l_936 >> u32(31);
let l_944 = l_943 == u32(1);
if l_944 {
let l_945 = -l_mut_241;
l_mut_241 = l_945;
}
}
let l_946 = bitcast<u32>(l_mut_22);
let l_947 = l_946 + u32(1);
l_mut_472 = l_947;
let l_948 = l_946 & u32(2147483647);
let l_949 = l_948 == u32(0);
if l_949 {
l_mut_472 = u32(1);
} else {
let l_950 = l_946 & u32(2147483648);
let l_951 = l_950 != u32(0);
if l_951 {
let l_952 = l_946 - u32(1);
l_mut_472 = l_952;
} else {
let l_953 = l_946 == u32(2139095040);
if l_953 {
l_mut_472 = l_946;
}
}
}
let l_954 = bitcast<f32>(l_mut_472);
let l_955 = bitcast<u32>(l_954);
let l_956 = f64(l_954);
l_mut_76 = l_956;
let l_957 = l_955 & u32(2139095040);
let l_958 = l_957 == u32(0);
if l_958 {
let l_959 = l_955 & u32(8388607);
let l_960 = f64(l_959);
let l_961 = l_960 * f64(1.401298464324817e-45);
l_mut_76 = l_961;
let l_962 = l_955 >> u32(31);
let l_963 = l_962 == u32(1);
if l_963 {
let l_964 = -l_mut_76;
l_mut_76 = l_964;
}
}
let l_965 = bitcast<u32>(l_mut_22);
let l_966 = l_965 ^ u32(2147483648);
let l_967 = bitcast<f32>(l_966);
let l_968 = bitcast<u32>(l_967);
let l_969 = l_968 + u32(1);
l_mut_472 = l_969;
let l_970 = l_968 & u32(2147483647);
let l_971 = l_970 == u32(0);
if l_971 {
l_mut_472 = u32(1);
} else {
let l_972 = l_968 & u32(2147483648);
let l_973 = l_972 != u32(0);
if l_973 {
let l_974 = l_968 - u32(1);
l_mut_472 = l_974;
} else {
let l_975 = l_968 == u32(2139095040);
if l_975 {
l_mut_472 = l_968;
}
}
}
let l_976 = bitcast<f32>(l_mut_472);
let l_977 = bitcast<u32>(l_976);
let l_978 = l_977 ^ u32(2147483648);
let l_979 = bitcast<f32>(l_978);
let l_980 = bitcast<u32>(l_979);
let l_981 = f64(l_979);
l_mut_49 = l_981;
let l_982 = l_980 & u32(2139095040);
let l_983 = l_982 == u32(0);
if l_983 {
let l_984 = l_980 & u32(8388607);
let l_985 = f64(l_984);
let l_986 = l_985 * f64(1.401298464324817e-45);
l_mut_49 = l_986;
let l_987 = l_980 >> u32(31);
let l_988 = l_987 == u32(1);
if l_988 {
let l_989 = -l_mut_49;
l_mut_49 = l_989;
}
}
let l_990 = l_934 + l_933;
let l_991 = l_990 <= l_mut_241;
l_mut_526 = l_991;
let l_992 = l_934 - l_933;
let l_993 = l_992 > l_mut_241;
l_mut_523 = l_993;
let l_994 = l_935 - l_933;
let l_995 = l_994 >= l_mut_241;
l_mut_520 = l_995;
let l_996 = l_935 + l_933;
let l_997 = l_996 < l_mut_241;
l_mut_517 = l_997;
if l_404 {
let l_998 = l_934 + l_933;
let l_999 = l_998 < l_mut_76;
l_mut_526 = l_999;
let l_1000 = l_934 - l_933;
let l_1001 = l_1000 >= l_mut_76;
l_mut_523 = l_1001;
let l_1002 = l_935 - l_933;
let l_1003 = l_1002 > l_mut_49;
l_mut_520 = l_1003;
let l_1004 = l_935 + l_933;
let l_1005 = l_1004 <= l_mut_49;
l_mut_517 = l_1005;
}
l_mut_472 = u32(2);
let l_1006 = l_mut_523 || l_mut_517;
if l_1006 {
l_mut_472 = u32(1);
} else {
let l_1007 = l_mut_526 && l_mut_520;
if l_1007 {
l_mut_472 = u32(0);
}
}
let l_1008 = bitcast<u32>(l_mut_22);
let l_1009 = l_1008 & u32(2147483647);
let l_1010 = l_1009 == u32(0);
if l_1010 {
let l_1011 = l_934 + l_933;
let l_1012 = l_1011 < f64(1.1754943508222875e-38);
let l_1013 = l_935 - l_933;
let l_1014 = l_1013 > f64(-1.1754943508222875e-38);
let l_1015 = l_1012 && l_1014;
let l_1016 = l_934 - l_933;
let l_1017 = l_1016 < f64(1.1754943508222875e-38);
let l_1018 = l_935 + l_933;
let l_1019 = l_1018 > f64(-1.1754943508222875e-38);
let l_1020 = l_1017 && l_1019;
if l_1015 {
l_mut_472 = u32(0);
} else {
let l_1021 = l_mut_472 == u32(1);
let l_1022 = l_1020 && l_1021;
if l_1022 {
l_mut_472 = u32(2);
}
}
}
l_mut_418 = l_mut_472;
}
} else {
let l_1023 = l_400 == u32(7);
if l_1023 {
let l_1024 = abs(l_mut_35);
let l_1025 = l_406 * l_1024;
l_mut_241 = l_1025;
let l_1026 = abs(l_mut_35);
l_mut_76 = f64(1.401298464324817e-45);
let l_1027 = l_1026 >= f64(1.1754943508222875e-38);
let l_1028 = l_1026 <= f64(1.7976931348623157e308);
let l_1029 = l_1027 && l_1028;
if l_1029 {
let l_1030 = bitcast<u64>(l_1026);
let l_1031 = l_1030 >> u32(bitcast<u64>(u64(52)));
let l_1032 = l_1031 - u64(23);
let l_1033 = l_1032 << u32(bitcast<u64>(u64(52)));
let l_1034 = bitcast<f64>(l_1033);
l_mut_76 = l_1034;
}
let l_1035 = f64(0.5) * l_mut_76;
let l_1036 = l_1035 > l_mut_241;
if l_1036 {
l_mut_241 = l_1035;
}
let l_1037 = l_mut_35 - l_416;
let l_1038 = abs(l_1037);
l_mut_76 = f64(1.401298464324817e-45);
let l_1039 = l_1038 >= f64(1.1754943508222875e-38);
let l_1040 = l_1038 <= f64(1.7976931348623157e308);
let l_1041 = l_1039 && l_1040;
if l_1041 {
let l_1042 = bitcast<u64>(l_1038);
let l_1043 = l_1042 >> u32(bitcast<u64>(u64(52)));
let l_1044 = l_1043 - u64(23);
let l_1045 = l_1044 << u32(bitcast<u64>(u64(52)));
let l_1046 = bitcast<f64>(l_1045);
l_mut_76 = l_1046;
}
let l_1047 = l_mut_35 + l_416;
let l_1048 = abs(l_1047);
l_mut_49 = f64(1.401298464324817e-45);
let l_1049 = l_1048 >= f64(1.1754943508222875e-38);
let l_1050 = l_1048 <= f64(1.7976931348623157e308);
let l_1051 = l_1049 && l_1050;
if l_1051 {
let l_1052 = bitcast<u64>(l_1048);
let l_1053 = l_1052 >> u32(bitcast<u64>(u64(52)));
let l_1054 = l_1053 - u64(23);
let l_1055 = l_1054 << u32(bitcast<u64>(u64(52)));
let l_1056 = bitcast<f64>(l_1055);
l_mut_49 = l_1056;
}
let l_1057 = l_mut_76 == l_mut_49;
if l_1057 {
let l_1058 = l_406 * l_416;
let l_1059 = l_416 + l_1058;
let l_1060 = l_mut_241 * f64(1.4551915228366852e-11);
let l_1061 = l_1059 + l_1060;
let l_1062 = l_mut_35 - l_mut_241;
let l_1063 = l_mut_35 + l_mut_241;
let l_1064 = bitcast<u32>(l_mut_22);
let l_1065 = f64(l_mut_22);
l_mut_241 = l_1065;
let l_1066 = l_1064 & u32(2139095040);
let l_1067 = l_1066 == u32(0);
if l_1067 {
let l_1068 = l_1064 & u32(8388607);
let l_1069 = f64(l_1068);
let l_1070 = l_1069 * f64(1.401298464324817e-45);
l_mut_241 = l_1070;
let l_1071 = l_1064 >> u32(31);
let l_1072 = l_1071 == u32(1);
if l_1072 {
let l_1073 = -l_mut_241;
l_mut_241 = l_1073;
}
}
let l_1074 = bitcast<u32>(l_mut_22);
let l_1075 = l_1074 + u32(1);
l_mut_472 = l_1075;
let l_1076 = l_1074 & u32(2147483647);
let l_1077 = l_1076 == u32(0);
if l_1077 {
l_mut_472 = u32(1);
} else {
let l_1078 = l_1074 & u32(2147483648);
let l_1079 = l_1078 != u32(0);
if l_1079 {
let l_1080 = l_1074 - u32(1);
l_mut_472 = l_1080;
} else {
let l_1081 = l_1074 == u32(2139095040);
if l_1081 {
l_mut_472 = l_1074;
}
}
}
let l_1082 = bitcast<f32>(l_mut_472);
let l_1083 = bitcast<u32>(l_1082);
let l_1084 = f64(l_1082);
l_mut_76 = l_1084;
let l_1085 = l_1083 & u32(2139095040);
let l_1086 = l_1085 == u32(0);
if l_1086 {
let l_1087 = l_1083 & u32(8388607);
let l_1088 = f64(l_1087);
let l_1089 = l_1088 * f64(1.401298464324817e-45);
l_mut_76 = l_1089;
let l_1090 = l_1083 >> u32(31);
let l_1091 = l_1090 == u32(1);
if l_1091 {
let l_1092 = -l_mut_76;
l_mut_76 = l_1092;
}
}
let l_1093 = bitcast<u32>(l_mut_22);
let l_1094 = l_1093 ^ u32(2147483648);
let l_1095 = bitcast<f32>(l_1094);
let l_1096 = bitcast<u32>(l_1095);
let l_1097 = l_1096 + u32(1);
l_mut_472 = l_1097;
let l_1098 = l_1096 & u32(2147483647);
let l_1099 = l_1098 == u32(0);
if l_1099 {
l_mut_472 = u32(1);
} else {
let l_1100 = l_1096 & u32(2147483648);
let l_1101 = l_1100 != u32(0);
if l_1101 {
let l_1102 = l_1096 - u32(1);
l_mut_472 = l_1102;
} else {
let l_1103 = l_1096 == u32(2139095040);
if l_1103 {
l_mut_472 = l_1096;
}
}
}
let l_1104 = bitcast<f32>(l_mut_472);
let l_1105 = bitcast<u32>(l_1104);
let l_1106 = l_1105 ^ u32(2147483648);
let l_1107 = bitcast<f32>(l_1106);
let l_1108 = bitcast<u32>(l_1107);
let l_1109 = f64(l_1107);
l_mut_49 = l_1109;
let l_1110 = l_1108 & u32(2139095040);
let l_1111 = l_1110 == u32(0);
if l_1111 {
let l_1112 = l_1108 & u32(8388607);
let l_1113 = f64(l_1112);
let l_1114 = l_1113 * f64(1.401298464324817e-45);
l_mut_49 = l_1114;
let l_1115 = l_1108 >> u32(31);
let l_1116 = l_1115 == u32(1);
if l_1116 {
let l_1117 = -l_mut_49;
l_mut_49 = l_1117;
}
}
let l_1118 = l_1062 + l_1061;
let l_1119 = l_1118 <= l_mut_241;
l_mut_526 = l_1119;
let l_1120 = l_1062 - l_1061;
let l_1121 = l_1120 > l_mut_241;
l_mut_523 = l_1121;
let l_1122 = l_1063 - l_1061;
let l_1123 = l_1122 >= l_mut_241;
l_mut_520 = l_1123;
let l_1124 = l_1063 + l_1061;
let l_1125 = l_1124 < l_mut_241;
l_mut_517 = l_1125;
if l_404 {
let l_1126 = l_1062 + l_1061;
let l_1127 = l_1126 < l_mut_76;
l_mut_526 = l_1127;
let l_1128 = l_1062 - l_1061;
let l_1129 = l_1128 >= l_mut_76;
l_mut_523 = l_1129;
let l_1130 = l_1063 - l_1061;
let l_1131 = l_1130 > l_mut_49;
l_mut_520 = l_1131;
let l_1132 = l_1063 + l_1061;
let l_1133 = l_1132 <= l_mut_49;
l_mut_517 = l_1133;
}
l_mut_472 = u32(2);
let l_1134 = l_mut_523 || l_mut_517;
if l_1134 {
l_mut_472 = u32(1);
} else {
let l_1135 = l_mut_526 && l_mut_520;
if l_1135 {
l_mut_472 = u32(0);
}
}
let l_1136 = bitcast<u32>(l_mut_22);
let l_1137 = l_1136 & u32(2147483647);
let l_1138 = l_1137 == u32(0);
if l_1138 {
let l_1139 = l_1062 + l_1061;
let l_1140 = l_1139 < f64(1.1754943508222875e-38);
let l_1141 = l_1063 - l_1061;
let l_1142 = l_1141 > f64(-1.1754943508222875e-38);
let l_1143 = l_1140 && l_1142;
let l_1144 = l_1062 - l_1061;
let l_1145 = l_1144 < f64(1.1754943508222875e-38);
let l_1146 = l_1063 + l_1061;
let l_1147 = l_1146 > f64(-1.1754943508222875e-38);
let l_1148 = l_1145 && l_1147;
if l_1143 {
l_mut_472 = u32(0);
} else {
let l_1149 = l_mut_472 == u32(1);
let l_1150 = l_1148 && l_1149;
if l_1150 {
l_mut_472 = u32(2);
}
}
}
l_mut_418 = l_mut_472;
}
} else {
let l_1151 = l_400 == u32(8);
if l_1151 {
let l_1152 = l_413 >= f64(0.5);
let l_1153 = l_413 <= f64(2.0);
let l_1154 = l_1152 && l_1153;
if l_1154 {
let l_1155 = l_406 * f64(1.4551915228366852e-11);
let l_1156 = l_416 + l_1155;
let l_1157 = l_mut_35 - l_406;
let l_1158 = l_mut_35 + l_406;
let l_1159 = bitcast<u32>(l_mut_22);
let l_1160 = f64(l_mut_22);
l_mut_241 = l_1160;
let l_1161 = l_1159 & u32(2139095040);
let l_1162 = l_1161 == u32(0);
if l_1162 {
let l_1163 = l_1159 & u32(8388607);
let l_1164 = f64(l_1163);
let l_1165 = l_1164 * f64(1.401298464324817e-45);
l_mut_241 = l_1165;
let l_1166 = l_1159 >> u32(31);
let l_1167 = l_1166 == u32(1);
if l_1167 {
let l_1168 = -l_mut_241;
l_mut_241 = l_1168;
}
}
let l_1169 = bitcast<u32>(l_mut_22);
let l_1170 = l_1169 + u32(1);
l_mut_472 = l_1170;
let l_1171 = l_1169 & u32(2147483647);
let l_1172 = l_1171 == u32(0);
if l_1172 {
l_mut_472 = u32(1);
} else {
let l_1173 = l_1169 & u32(2147483648);
let l_1174 = l_1173 != u32(0);
if l_1174 {
let l_1175 = l_1169 - u32(1);
l_mut_472 = l_1175;
} else {
let l_1176 = l_1169 == u32(2139095040);
if l_1176 {
l_mut_472 = l_1169;
}
}
}
let l_1177 = bitcast<f32>(l_mut_472);
let l_1178 = bitcast<u32>(l_1177);
let l_1179 = f64(l_1177);
l_mut_76 = l_1179;
let l_1180 = l_1178 & u32(2139095040);
let l_1181 = l_1180 == u32(0);
if l_1181 {
let l_1182 = l_1178 & u32(8388607);
let l_1183 = f64(l_1182);
let l_1184 = l_1183 * f64(1.401298464324817e-45);
l_mut_76 = l_1184;
let l_1185 = l_1178 >> u32(31);
let l_1186 = l_1185 == u32(1);
if l_1186 {
let l_1187 = -l_mut_76;
l_mut_76 = l_1187;
}
}
let l_1188 = bitcast<u32>(l_mut_22);
let l_1189 = l_1188 ^ u32(2147483648);
let l_1190 = bitcast<f32>(l_1189);
let l_1191 = bitcast<u32>(l_1190);
let l_1192 = l_1191 + u32(1);
l_mut_472 = l_1192;
let l_1193 = l_1191 & u32(2147483647);
let l_1194 = l_1193 == u32(0);
if l_1194 {
l_mut_472 = u32(1);
} else {
let l_1195 = l_1191 & u32(2147483648);
let l_1196 = l_1195 != u32(0);
if l_1196 {
let l_1197 = l_1191 - u32(1);
l_mut_472 = l_1197;
} else {
let l_1198 = l_1191 == u32(2139095040);
if l_1198 {
l_mut_472 = l_1191;
}
}
}
let l_1199 = bitcast<f32>(l_mut_472);
let l_1200 = bitcast<u32>(l_1199);
let l_1201 = l_1200 ^ u32(2147483648);
let l_1202 = bitcast<f32>(l_1201);
let l_1203 = bitcast<u32>(l_1202);
let l_1204 = f64(l_1202);
l_mut_49 = l_1204;
let l_1205 = l_1203 & u32(2139095040);
let l_1206 = l_1205 == u32(0);
if l_1206 {
let l_1207 = l_1203 & u32(8388607);
let l_1208 = f64(l_1207);
let l_1209 = l_1208 * f64(1.401298464324817e-45);
l_mut_49 = l_1209;
let l_1210 = l_1203 >> u32(31);
let l_1211 = l_1210 == u32(1);
if l_1211 {
let l_1212 = -l_mut_49;
l_mut_49 = l_1212;
}
}
let l_1213 = l_1157 + l_1156;
let l_1214 = l_1213 <= l_mut_241;
l_mut_526 = l_1214;
let l_1215 = l_1157 - l_1156;
let l_1216 = l_1215 > l_mut_241;
l_mut_523 = l_1216;
let l_1217 = l_1158 - l_1156;
let l_1218 = l_1217 >= l_mut_241;
l_mut_520 = l_1218;
let l_1219 = l_1158 + l_1156;
let l_1220 = l_1219 < l_mut_241;
l_mut_517 = l_1220;
if l_404 {
let l_1221 = l_1157 + l_1156;
let l_1222 = l_1221 < l_mut_76;
l_mut_526 = l_1222;
let l_1223 = l_1157 - l_1156;
let l_1224 = l_1223 >= l_mut_76;
l_mut_523 = l_1224;
let l_1225 = l_1158 - l_1156;
let l_1226 = l_1225 > l_mut_49;
l_mut_520 = l_1226;
let l_1227 = l_1158 + l_1156;
let l_1228 = l_1227 <= l_mut_49;
l_mut_517 = l_1228;
}
l_mut_472 = u32(2);
let l_1229 = l_mut_523 || l_mut_517;
if l_1229 {
l_mut_472 = u32(1);
} else {
let l_1230 = l_mut_526 && l_mut_520;
if l_1230 {
l_mut_472 = u32(0);
}
}
let l_1231 = bitcast<u32>(l_mut_22);
let l_1232 = l_1231 & u32(2147483647);
let l_1233 = l_1232 == u32(0);
if l_1233 {
let l_1234 = l_1157 + l_1156;
let l_1235 = l_1234 < f64(1.1754943508222875e-38);
let l_1236 = l_1158 - l_1156;
let l_1237 = l_1236 > f64(-1.1754943508222875e-38);
let l_1238 = l_1235 && l_1237;
let l_1239 = l_1157 - l_1156;
let l_1240 = l_1239 < f64(1.1754943508222875e-38);
let l_1241 = l_1158 + l_1156;
let l_1242 = l_1241 > f64(-1.1754943508222875e-38);
let l_1243 = l_1240 && l_1242;
if l_1238 {
l_mut_472 = u32(0);
} else {
let l_1244 = l_mut_472 == u32(1);
let l_1245 = l_1243 && l_1244;
if l_1245 {
l_mut_472 = u32(2);
}
}
}
l_mut_418 = l_mut_472;
} else {
let l_1246 = abs(l_mut_35);
l_mut_241 = f64(1.401298464324817e-45);
let l_1247 = l_1246 >= f64(1.1754943508222875e-38);
let l_1248 = l_1246 <= f64(1.7976931348623157e308);
let l_1249 = l_1247 && l_1248;
if l_1249 {
let l_1250 = bitcast<u64>(l_1246);
let l_1251 = l_1250 >> u32(bitcast<u64>(u64(52)));
let l_1252 = l_1251 - u64(23);
let l_1253 = l_1252 << u32(bitcast<u64>(u64(52)));
let l_1254 = bitcast<f64>(l_1253);
l_mut_241 = l_1254;
}
let l_1255 = l_409 * l_mut_241;
l_mut_472 = u32(2);
let l_1256 = l_mut_35 - l_416;
let l_1257 = abs(l_1256);
l_mut_241 = f64(1.401298464324817e-45);
let l_1258 = l_1257 >= f64(1.1754943508222875e-38);
let l_1259 = l_1257 <= f64(1.7976931348623157e308);
let l_1260 = l_1258 && l_1259;
if l_1260 {
let l_1261 = bitcast<u64>(l_1257);
let l_1262 = l_1261 >> u32(bitcast<u64>(u64(52)));
let l_1263 = l_1262 - u64(23);
let l_1264 = l_1263 << u32(bitcast<u64>(u64(52)));
let l_1265 = bitcast<f64>(l_1264);
l_mut_241 = l_1265;
}
let l_1266 = l_mut_35 + l_416;
let l_1267 = abs(l_1266);
l_mut_76 = f64(1.401298464324817e-45);
let l_1268 = l_1267 >= f64(1.1754943508222875e-38);
let l_1269 = l_1267 <= f64(1.7976931348623157e308);
let l_1270 = l_1268 && l_1269;
if l_1270 {
let l_1271 = bitcast<u64>(l_1267);
let l_1272 = l_1271 >> u32(bitcast<u64>(u64(52)));
let l_1273 = l_1272 - u64(23);
let l_1274 = l_1273 << u32(bitcast<u64>(u64(52)));
let l_1275 = bitcast<f64>(l_1274);
l_mut_76 = l_1275;
}
let l_1276 = l_mut_241 == l_mut_76;
if l_1276 {
let l_1277 = l_1255 * f64(1.4551915228366852e-11);
let l_1278 = l_416 + l_1277;
let l_1279 = l_mut_35 - l_1255;
let l_1280 = l_mut_35 + l_1255;
let l_1281 = bitcast<u32>(l_mut_22);
let l_1282 = f64(l_mut_22);
l_mut_241 = l_1282;
let l_1283 = l_1281 & u32(2139095040);
let l_1284 = l_1283 == u32(0);
if l_1284 {
let l_1285 = l_1281 & u32(8388607);
let l_1286 = f64(l_1285);
let l_1287 = l_1286 * f64(1.401298464324817e-45);
l_mut_241 = l_1287;
let l_1288 = l_1281 >> u32(31);
let l_1289 = l_1288 == u32(1);
if l_1289 {
let l_1290 = -l_mut_241;
l_mut_241 = l_1290;
}
}
let l_1291 = bitcast<u32>(l_mut_22);
let l_1292 = l_1291 + u32(1);
l_mut_434 = l_1292;
let l_1293 = l_1291 & u32(2147483647);
let l_1294 = l_1293 == u32(0);
if l_1294 {
l_mut_434 = u32(1);
} else {
let l_1295 = l_1291 & u32(2147483648);
let l_1296 = l_1295 != u32(0);
if l_1296 {
let l_1297 = l_1291 - u32(1);
l_mut_434 = l_1297;
} else {
let l_1298 = l_1291 == u32(2139095040);
if l_1298 {
l_mut_434 = l_1291;
}
}
}
let l_1299 = bitcast<f32>(l_mut_434);
let l_1300 = bitcast<u32>(l_1299);
let l_1301 = f64(l_1299);
l_mut_76 = l_1301;
let l_1302 = l_1300 & u32(2139095040);
let l_1303 = l_1302 == u32(0);
if l_1303 {
let l_1304 = l_1300 & u32(8388607);
let l_1305 = f64(l_1304);
let l_1306 = l_1305 * f64(1.401298464324817e-45);
l_mut_76 = l_1306;
let l_1307 = l_1300 >> u32(31);
let l_1308 = l_1307 == u32(1);
if l_1308 {
let l_1309 = -l_mut_76;
l_mut_76 = l_1309;
}
}
let l_1310 = bitcast<u32>(l_mut_22);
let l_1311 = l_1310 ^ u32(2147483648);
let l_1312 = bitcast<f32>(l_1311);
let l_1313 = bitcast<u32>(l_1312);
let l_1314 = l_1313 + u32(1);
l_mut_434 = l_1314;
let l_1315 = l_1313 & u32(2147483647);
let l_1316 = l_1315 == u32(0);
if l_1316 {
l_mut_434 = u32(1);
} else {
let l_1317 = l_1313 & u32(2147483648);
let l_1318 = l_1317 != u32(0);
if l_1318 {
let l_1319 = l_1313 - u32(1);
l_mut_434 = l_1319;
} else {
let l_1320 = l_1313 == u32(2139095040);
if l_1320 {
l_mut_434 = l_1313;
}
}
}
let l_1321 = bitcast<f32>(l_mut_434);
let l_1322 = bitcast<u32>(l_1321);
let l_1323 = l_1322 ^ u32(2147483648);
let l_1324 = bitcast<f32>(l_1323);
let l_1325 = bitcast<u32>(l_1324);
let l_1326 = f64(l_1324);
l_mut_49 = l_1326;
let l_1327 = l_1325 & u32(2139095040);
let l_1328 = l_1327 == u32(0);
if l_1328 {
let l_1329 = l_1325 & u32(8388607);
let l_1330 = f64(l_1329);
let l_1331 = l_1330 * f64(1.401298464324817e-45);
l_mut_49 = l_1331;
let l_1332 = l_1325 >> u32(31);
let l_1333 = l_1332 == u32(1);
if l_1333 {
let l_1334 = -l_mut_49;
l_mut_49 = l_1334;
}
}
let l_1335 = l_1279 + l_1278;
let l_1336 = l_1335 <= l_mut_241;
l_mut_526 = l_1336;
let l_1337 = l_1279 - l_1278;
let l_1338 = l_1337 > l_mut_241;
l_mut_523 = l_1338;
let l_1339 = l_1280 - l_1278;
let l_1340 = l_1339 >= l_mut_241;
l_mut_520 = l_1340;
let l_1341 = l_1280 + l_1278;
let l_1342 = l_1341 < l_mut_241;
l_mut_517 = l_1342;
if l_404 {
let l_1343 = l_1279 + l_1278;
let l_1344 = l_1343 < l_mut_76;
l_mut_526 = l_1344;
let l_1345 = l_1279 - l_1278;
let l_1346 = l_1345 >= l_mut_76;
l_mut_523 = l_1346;
let l_1347 = l_1280 - l_1278;
let l_1348 = l_1347 > l_mut_49;
l_mut_520 = l_1348;
let l_1349 = l_1280 + l_1278;
let l_1350 = l_1349 <= l_mut_49;
l_mut_517 = l_1350;
}
l_mut_434 = u32(2);
let l_1351 = l_mut_523 || l_mut_517;
if l_1351 {
l_mut_434 = u32(1);
} else {
let l_1352 = l_mut_526 && l_mut_520;
if l_1352 {
l_mut_434 = u32(0);
}
}
let l_1353 = bitcast<u32>(l_mut_22);
let l_1354 = l_1353 & u32(2147483647);
let l_1355 = l_1354 == u32(0);
if l_1355 {
let l_1356 = l_1279 + l_1278;
let l_1357 = l_1356 < f64(1.1754943508222875e-38);
let l_1358 = l_1280 - l_1278;
let l_1359 = l_1358 > f64(-1.1754943508222875e-38);
let l_1360 = l_1357 && l_1359;
let l_1361 = l_1279 - l_1278;
let l_1362 = l_1361 < f64(1.1754943508222875e-38);
let l_1363 = l_1280 + l_1278;
let l_1364 = l_1363 > f64(-1.1754943508222875e-38);
let l_1365 = l_1362 && l_1364;
if l_1360 {
l_mut_434 = u32(0);
} else {
let l_1366 = l_mut_434 == u32(1);
let l_1367 = l_1365 && l_1366;
if l_1367 {
l_mut_434 = u32(2);
}
}
}
l_mut_472 = l_mut_434;
}
l_mut_418 = l_mut_472;
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
let l_1368 = a_417[u32(0)];
let l_1369 = l_1368 == u32(0);
if l_1369 {
l_mut_418 = u32(2);
}
a_10[l_mut_398] = l_mut_418;
let l_1370 = a_10[l_mut_398];
let l_1371 = l_1370 == u32(2);
if l_1371 {
l_mut_128 = bool(false);
}
}
}
let l_1372 = l_mut_59 == u32(4294967293);
if l_1372 {
let l_1373 = a_8[u32(0)];
let l_1374 = l_1373 + u32(1);
a_8[u32(0)] = l_1374;
} else {
if l_mut_128 {
l_mut_241 = l_386;
let l_1375 = l_mut_241 < f64(-17.0);
if l_1375 {
l_mut_241 = f64(-17.0);
}
let l_1376 = l_mut_241 > f64(17.0);
if l_1376 {
l_mut_241 = f64(17.0);
}
let l_1377 = l_mut_241 + f64(16.0);
let l_1378 = l_1377 + f64(1.0);
let l_1379 = u32(l_1378);
let l_1380 = u32(2) + l_1379;
let l_1381 = a_8[l_1380];
let l_1382 = l_1381 + u32(1);
a_8[l_1380] = l_1382;
let l_1383 = bitcast<u32>(l_mut_22);
let l_1384 = l_1383 & u32(8388607);
let l_1385 = f64(l_1384);
let l_1386 = l_1385 / f64(7.1362384635298e44);
l_mut_241 = l_1386;
let l_1387 = l_1383 & u32(2139095040);
let l_1388 = l_1387 != u32(0);
if l_1388 {
let l_1389 = l_1383 & u32(2147483647);
let l_1390 = bitcast<f32>(l_1389);
let l_1391 = f64(l_1390);
l_mut_241 = l_1391;
}
let l_1392 = l_1383 >> u32(31);
let l_1393 = f64(l_1392);
let l_1394 = f64(2.0) * l_1393;
let l_1395 = f64(1.0) - l_1394;
l_mut_241 = l_mut_241 * l_1395;
let l_1396 = abs(l_mut_35);
let l_1397 = l_mut_35 * f64(0.0);
let l_1398 = l_1397 + f64(7.1362384635298e44);
l_mut_76 = l_1398;
let l_1399 = l_1396 >= f64(2.350988701644575e-38);
if l_1399 {
let l_1400 = l_mut_59 & u32(2147483647);
let l_1401 = bitcast<f32>(l_1400);
let l_1402 = f64(l_1401);
let l_1403 = l_1400 & u32(2139095040);
let l_1404 = bitcast<f32>(l_1403);
let l_1405 = f64(l_1404);
let l_1406 = l_1402 > l_1396;
let l_1407 = l_1400 & u32(8388607);
let l_1408 = l_1407 == u32(0);
let l_1409 = l_1406 && l_1408;
let l_1410 = l_1405 * f64(1.1920928955078125e-7);
let l_1411 = f64(l_1409);
let l_1412 = f64(0.5) * l_1411;
let l_1413 = f64(1.0) - l_1412;
let l_1414 = l_1410 * l_1413;
let l_1415 = f64(1.0) / l_1414;
l_mut_76 = l_1415;
}
let l_1416 = l_mut_241 - l_mut_35;
let l_1417 = l_1416 * l_mut_76;
let l_1418 = a_8[u32(45)];
let l_1419 = l_1418 == u32(4294967295);
let l_1420 = a_9[u32(0)];
let l_1421 = l_1417 < l_1420;
let l_1422 = l_1419 || l_1421;
if l_1422 {
a_9[u32(0)] = l_1417;
a_8[u32(45)] = l_20;
a_8[u32(46)] = l_367;
}
let l_1423 = a_8[u32(47)];
let l_1424 = l_1423 == u32(4294967295);
let l_1425 = a_9[u32(1)];
let l_1426 = l_1417 > l_1425;
let l_1427 = l_1424 || l_1426;
if l_1427 {
a_9[u32(1)] = l_1417;
a_8[u32(47)] = l_20;
a_8[u32(48)] = l_367;
}
let l_1428 = l_386 != f64(0.0);
if l_1428 {

for (var l_mut_1429: u32 = u32(0); l_mut_1429 < u32(8); l_mut_1429++) {
let l_1430 = a_10[l_mut_1429];
let l_1431 = l_1430 == u32(1);
if l_1431 {
let l_1432 = u32(37) + l_mut_1429;
let l_1433 = a_8[l_1432];
let l_1434 = l_1433 + u32(1);
a_8[l_1432] = l_1434;
let l_1435 = u32(2) + l_mut_1429;
let l_1436 = u32(2) * l_1435;
let l_1437 = u32(45) + l_1436;
let l_1438 = a_8[l_1437];
let l_1439 = l_1438 == u32(4294967295);
let l_1440 = abs(l_1417);
let l_1441 = u32(2) + l_mut_1429;
let l_1442 = a_9[l_1441];
let l_1443 = abs(l_1442);
let l_1444 = l_1440 > l_1443;
let l_1445 = l_1439 || l_1444;
if l_1445 {
let l_1446 = u32(2) + l_mut_1429;
a_9[l_1446] = l_1417;
a_8[l_1437] = l_20;
let l_1447 = l_1437 + u32(1);
a_8[l_1447] = l_367;
}
}
}
}
} else {
let l_1448 = a_8[u32(1)];
let l_1449 = l_2 + l_1448;
let l_1450 = l_1449 * u32(2);
let l_1570 = info.static_meta[u32(6)];
let l_1571 = l_1570 * u32(1);
let l_1572 = l_1450 < l_1571;
if l_1572 {
buffer_6_global[l_1450] = l_20;
}
let l_1451 = l_1450 + u32(1);
let l_1573 = info.static_meta[u32(6)];
let l_1574 = l_1573 * u32(1);
let l_1575 = l_1451 < l_1574;
if l_1575 {
buffer_6_global[l_1451] = l_367;
}
let l_1452 = a_8[u32(1)];
let l_1453 = l_1452 + u32(1);
a_8[u32(1)] = l_1453;
}
}
}

for (var l_mut_1454: u32 = u32(0); l_mut_1454 < u32(65); l_mut_1454++) {
let l_1455 = id * u32(65);
let l_1456 = l_1455 + l_mut_1454;
let l_1457 = a_8[l_mut_1454];
let l_1576 = info.static_meta[u32(4)];
let l_1577 = l_1576 * u32(1);
let l_1578 = l_1456 < l_1577;
if l_1578 {
buffer_4_global[l_1456] = l_1457;
}
}

for (var l_mut_1458: u32 = u32(0); l_mut_1458 < u32(10); l_mut_1458++) {
let l_1459 = id * u32(10);
let l_1460 = l_1459 + l_mut_1458;
let l_1461 = a_9[l_mut_1458];
let l_1579 = info.static_meta[u32(5)];
let l_1580 = l_1579 * u32(1);
let l_1581 = l_1460 < l_1580;
if l_1581 {
buffer_5_global[l_1460] = l_1461;
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
