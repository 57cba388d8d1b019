@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f64>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f64>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<f64>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<u32>;

struct info_st {
   static_meta: array<u32, 14>,
}

@group(0)
@binding(7)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn verdicts(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
var a_27: array<u32, 1>;

var a_603: array<u32, 1>;

var a_1104: array<f64, 2>;

var a_1304: array<f64, 2>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_1015: f64;
var l_mut_102: bool;
var l_mut_105: bool;
var l_mut_28: u32;
var l_mut_35: f64;
var l_mut_421: f64;
var l_mut_45: u32;
var l_mut_58: f64;
var l_mut_75: u32;
var l_mut_773: f64;
var l_mut_895: f64;
var l_mut_96: bool;
var l_mut_99: bool;
let l_0 = info.static_meta[u32(7)];
let l_1 = id < l_0;
if l_1 {

for (var l_mut_2: u32 = u32(0); l_mut_2 < u32(8); l_mut_2++) {
let l_3 = id * u32(8);
let l_4 = l_3 + l_mut_2;
let l_5 = u32(2) * l_mut_2;
let l_1422 = info.static_meta[u32(4)];
let l_1423 = l_1422 * u32(1);
let l_1424 = l_5 < l_1423;
let l_1425 = l_1423 - u32(1);
let l_1426 = min(l_5, l_1425);
let l_1427 = buffer_4_global[l_1426];
let l_1428 = select(u32(0), l_1427, l_1424);
let l_6 = l_1428;
let l_7 = u32(2) * l_mut_2;
let l_8 = l_7 + u32(1);
let l_1429 = info.static_meta[u32(4)];
let l_1430 = l_1429 * u32(1);
let l_1431 = l_8 < l_1430;
let l_1432 = l_1430 - u32(1);
let l_1433 = min(l_8, l_1432);
let l_1434 = buffer_4_global[l_1433];
let l_1435 = select(u32(0), l_1434, l_1431);
let l_9 = l_1435;
let l_10 = l_9 != u32(0);
let l_1436 = info.static_meta[u32(0)];
let l_1437 = l_1436 * u32(1);
let l_1438 = id < l_1437;
let l_1439 = l_1437 - u32(1);
let l_1440 = min(id, l_1439);
let l_1441 = buffer_0_global[l_1440];
let l_1442 = select(f32(0.0), l_1441, l_1438);
let l_11 = l_1442;
let l_1443 = info.static_meta[u32(1)];
let l_1444 = l_1443 * u32(1);
let l_1445 = id < l_1444;
let l_1446 = l_1444 - u32(1);
let l_1447 = min(id, l_1446);
let l_1448 = buffer_1_global[l_1447];
let l_1449 = select(f32(0.0), l_1448, l_1445);
let l_12 = l_1449;
let l_1450 = info.static_meta[u32(2)];
let l_1451 = l_1450 * u32(1);
let l_1452 = id < l_1451;
let l_1453 = l_1451 - u32(1);
let l_1454 = min(id, l_1453);
let l_1455 = buffer_2_global[l_1454];
let l_1456 = select(f64(0.0), l_1455, l_1452);
let l_13 = l_1456;
let l_1457 = info.static_meta[u32(3)];
let l_1458 = l_1457 * u32(1);
let l_1459 = id < l_1458;
let l_1460 = l_1458 - u32(1);
let l_1461 = min(id, l_1460);
let l_1462 = buffer_3_global[l_1461];
let l_1463 = select(f64(0.0), l_1462, l_1459);
let l_14 = l_1463;
let l_15 = l_mut_2 * u32(4);
let l_1464 = info.static_meta[u32(5)];
let l_1465 = l_1464 * u32(1);
let l_1466 = l_15 < l_1465;
let l_1467 = l_1465 - u32(1);
let l_1468 = min(l_15, l_1467);
let l_1469 = buffer_5_global[l_1468];
let l_1470 = select(f64(0.0), l_1469, l_1466);
let l_16 = l_1470;
let l_17 = l_mut_2 * u32(4);
let l_18 = l_17 + u32(1);
let l_1471 = info.static_meta[u32(5)];
let l_1472 = l_1471 * u32(1);
let l_1473 = l_18 < l_1472;
let l_1474 = l_1472 - u32(1);
let l_1475 = min(l_18, l_1474);
let l_1476 = buffer_5_global[l_1475];
let l_1477 = select(f64(0.0), l_1476, l_1473);
let l_19 = l_1477;
let l_20 = l_mut_2 * u32(4);
let l_21 = l_20 + u32(2);
let l_1478 = info.static_meta[u32(5)];
let l_1479 = l_1478 * u32(1);
let l_1480 = l_21 < l_1479;
let l_1481 = l_1479 - u32(1);
let l_1482 = min(l_21, l_1481);
let l_1483 = buffer_5_global[l_1482];
let l_1484 = select(f64(0.0), l_1483, l_1480);
let l_22 = l_1484;
let l_23 = f64(l_11);
let l_24 = abs(l_23);
let l_25 = abs(l_13);
let l_26 = l_25 * f64(1.4551915228366852e-11);
a_27[u32(0)] = u32(1);
l_mut_28 = u32(2);
let l_29 = l_6 == u32(0);
if l_29 {
l_mut_28 = u32(0);
} else {
let l_30 = l_6 == u32(1);
if l_30 {
l_mut_28 = u32(1);
let l_31 = abs(l_14);
let l_32 = l_31 <= l_16;
if l_32 {
l_mut_28 = u32(0);
}
} else {
let l_33 = l_6 == u32(2);
if l_33 {
let l_34 = abs(l_13);
l_mut_35 = f64(1.401298464324817e-45);
let l_36 = l_34 >= f64(1.1754943508222875e-38);
let l_37 = l_34 <= f64(1.7976931348623157e308);
let l_38 = l_36 && l_37;
if l_38 {
let l_39 = bitcast<u64>(l_34);
let l_40 = l_39 >> u32(bitcast<u64>(u64(52)));
let l_41 = l_40 - u64(23);
let l_42 = l_41 << u32(bitcast<u64>(u64(52)));
let l_43 = bitcast<f64>(l_42);
l_mut_35 = l_43;
}
let l_44 = l_16 * l_mut_35;
l_mut_45 = u32(2);
let l_46 = l_13 - l_26;
let l_47 = abs(l_46);
l_mut_35 = f64(1.401298464324817e-45);
let l_48 = l_47 >= f64(1.1754943508222875e-38);
let l_49 = l_47 <= f64(1.7976931348623157e308);
let l_50 = l_48 && l_49;
if l_50 {
let l_51 = bitcast<u64>(l_47);
let l_52 = l_51 >> u32(bitcast<u64>(u64(52)));
let l_53 = l_52 - u64(23);
let l_54 = l_53 << u32(bitcast<u64>(u64(52)));
let l_55 = bitcast<f64>(l_54);
l_mut_35 = l_55;
}
let l_56 = l_13 + l_26;
let l_57 = abs(l_56);
l_mut_58 = f64(1.401298464324817e-45);
let l_59 = l_57 >= f64(1.1754943508222875e-38);
let l_60 = l_57 <= f64(1.7976931348623157e308);
let l_61 = l_59 && l_60;
if l_61 {
let l_62 = bitcast<u64>(l_57);
let l_63 = l_62 >> u32(bitcast<u64>(u64(52)));
let l_64 = l_63 - u64(23);
let l_65 = l_64 << u32(bitcast<u64>(u64(52)));
let l_66 = bitcast<f64>(l_65);
l_mut_58 = l_66;
}
let l_67 = l_mut_35 == l_mut_58;
if l_67 {
let l_68 = l_44 * f64(1.4551915228366852e-11);
let l_69 = l_26 + l_68;
let l_70 = l_13 - l_44;
let l_71 = l_13 + l_44;
let l_72 = f64(l_12);
let l_73 = bitcast<u32>(l_12);
let l_74 = l_73 + u32(1);
l_mut_75 = l_74;
let l_76 = l_73 & u32(2147483647);
let l_77 = l_76 == u32(0);
if l_77 {
l_mut_75 = u32(1);
} else {
let l_78 = l_73 & u32(2147483648);
let l_79 = l_78 != u32(0);
if l_79 {
let l_80 = l_73 - u32(1);
l_mut_75 = l_80;
}
}
let l_81 = bitcast<f32>(l_mut_75);
let l_82 = f64(l_81);
let l_83 = -l_12;
let l_84 = bitcast<u32>(l_83);
let l_85 = l_84 + u32(1);
l_mut_75 = l_85;
let l_86 = l_84 & u32(2147483647);
let l_87 = l_86 == u32(0);
if l_87 {
l_mut_75 = u32(1);
} else {
let l_88 = l_84 & u32(2147483648);
let l_89 = l_88 != u32(0);
if l_89 {
let l_90 = l_84 - u32(1);
l_mut_75 = l_90;
}
}
let l_91 = bitcast<f32>(l_mut_75);
let l_92 = -l_91;
let l_93 = f64(l_92);
let l_94 = l_70 + l_69;
let l_95 = l_94 <= l_72;
l_mut_96 = l_95;
let l_97 = l_70 - l_69;
let l_98 = l_97 > l_72;
l_mut_99 = l_98;
let l_100 = l_71 - l_69;
let l_101 = l_100 >= l_72;
l_mut_102 = l_101;
let l_103 = l_71 + l_69;
let l_104 = l_103 < l_72;
l_mut_105 = l_104;
if l_10 {
let l_106 = l_70 + l_69;
let l_107 = l_106 < l_82;
l_mut_96 = l_107;
let l_108 = l_70 - l_69;
let l_109 = l_108 >= l_82;
l_mut_99 = l_109;
let l_110 = l_71 - l_69;
let l_111 = l_110 > l_93;
l_mut_102 = l_111;
let l_112 = l_71 + l_69;
let l_113 = l_112 <= l_93;
l_mut_105 = l_113;
}
l_mut_75 = u32(2);
let l_114 = l_mut_99 || l_mut_105;
if l_114 {
l_mut_75 = u32(1);
} else {
let l_115 = l_mut_96 && l_mut_102;
if l_115 {
l_mut_75 = u32(0);
}
}
l_mut_45 = l_mut_75;
}
l_mut_28 = l_mut_45;
} else {
let l_116 = l_6 == u32(3);
if l_116 {
l_mut_28 = u32(0);
let l_117 = l_24 >= f64(1.1754943508222875e-38);
let l_118 = l_24 <= f64(8.507059173023462e37);
let l_119 = l_117 && l_118;
if l_119 {
let l_120 = abs(l_13);
l_mut_58 = f64(1.401298464324817e-45);
let l_121 = l_120 >= f64(1.1754943508222875e-38);
let l_122 = l_120 <= f64(1.7976931348623157e308);
let l_123 = l_121 && l_122;
if l_123 {
let l_124 = bitcast<u64>(l_120);
let l_125 = l_124 >> u32(bitcast<u64>(u64(52)));
let l_126 = l_125 - u64(23);
let l_127 = l_126 << u32(bitcast<u64>(u64(52)));
let l_128 = bitcast<f64>(l_127);
l_mut_58 = l_128;
}
let l_129 = l_16 * l_mut_58;
l_mut_75 = u32(2);
let l_130 = l_13 - l_26;
let l_131 = abs(l_130);
l_mut_58 = f64(1.401298464324817e-45);
let l_132 = l_131 >= f64(1.1754943508222875e-38);
let l_133 = l_131 <= f64(1.7976931348623157e308);
let l_134 = l_132 && l_133;
if l_134 {
let l_135 = bitcast<u64>(l_131);
let l_136 = l_135 >> u32(bitcast<u64>(u64(52)));
let l_137 = l_136 - u64(23);
let l_138 = l_137 << u32(bitcast<u64>(u64(52)));
let l_139 = bitcast<f64>(l_138);
l_mut_58 = l_139;
}
let l_140 = l_13 + l_26;
let l_141 = abs(l_140);
l_mut_35 = f64(1.401298464324817e-45);
let l_142 = l_141 >= f64(1.1754943508222875e-38);
let l_143 = l_141 <= f64(1.7976931348623157e308);
let l_144 = l_142 && l_143;
if l_144 {
let l_145 = bitcast<u64>(l_141);
let l_146 = l_145 >> u32(bitcast<u64>(u64(52)));
let l_147 = l_146 - u64(23);
let l_148 = l_147 << u32(bitcast<u64>(u64(52)));
let l_149 = bitcast<f64>(l_148);
l_mut_35 = l_149;
}
let l_150 = l_mut_58 == l_mut_35;
if l_150 {
let l_151 = l_129 * f64(1.4551915228366852e-11);
let l_152 = l_26 + l_151;
let l_153 = l_13 - l_129;
let l_154 = l_13 + l_129;
let l_155 = f64(l_12);
let l_156 = bitcast<u32>(l_12);
let l_157 = l_156 + u32(1);
l_mut_45 = l_157;
let l_158 = l_156 & u32(2147483647);
let l_159 = l_158 == u32(0);
if l_159 {
l_mut_45 = u32(1);
} else {
let l_160 = l_156 & u32(2147483648);
let l_161 = l_160 != u32(0);
if l_161 {
let l_162 = l_156 - u32(1);
l_mut_45 = l_162;
}
}
let l_163 = bitcast<f32>(l_mut_45);
let l_164 = f64(l_163);
let l_165 = -l_12;
let l_166 = bitcast<u32>(l_165);
let l_167 = l_166 + u32(1);
l_mut_45 = l_167;
let l_168 = l_166 & u32(2147483647);
let l_169 = l_168 == u32(0);
if l_169 {
l_mut_45 = u32(1);
} else {
let l_170 = l_166 & u32(2147483648);
let l_171 = l_170 != u32(0);
if l_171 {
let l_172 = l_166 - u32(1);
l_mut_45 = l_172;
}
}
let l_173 = bitcast<f32>(l_mut_45);
let l_174 = -l_173;
let l_175 = f64(l_174);
let l_176 = l_153 + l_152;
let l_177 = l_176 <= l_155;
l_mut_105 = l_177;
let l_178 = l_153 - l_152;
let l_179 = l_178 > l_155;
l_mut_102 = l_179;
let l_180 = l_154 - l_152;
let l_181 = l_180 >= l_155;
l_mut_99 = l_181;
let l_182 = l_154 + l_152;
let l_183 = l_182 < l_155;
l_mut_96 = l_183;
if l_10 {
let l_184 = l_153 + l_152;
let l_185 = l_184 < l_164;
l_mut_105 = l_185;
let l_186 = l_153 - l_152;
let l_187 = l_186 >= l_164;
l_mut_102 = l_187;
let l_188 = l_154 - l_152;
let l_189 = l_188 > l_175;
l_mut_99 = l_189;
let l_190 = l_154 + l_152;
let l_191 = l_190 <= l_175;
l_mut_96 = l_191;
}
l_mut_45 = u32(2);
let l_192 = l_mut_102 || l_mut_96;
if l_192 {
l_mut_45 = u32(1);
} else {
let l_193 = l_mut_105 && l_mut_99;
if l_193 {
l_mut_45 = u32(0);
}
}
l_mut_75 = l_mut_45;
}
l_mut_28 = l_mut_75;
}
} else {
let l_194 = l_6 == u32(4);
if l_194 {
let l_195 = l_19 * l_24;
let l_196 = l_16 + l_195;
let l_197 = abs(l_13);
l_mut_58 = f64(1.401298464324817e-45);
let l_198 = l_197 >= f64(1.1754943508222875e-38);
let l_199 = l_197 <= f64(1.7976931348623157e308);
let l_200 = l_198 && l_199;
if l_200 {
let l_201 = bitcast<u64>(l_197);
let l_202 = l_201 >> u32(bitcast<u64>(u64(52)));
let l_203 = l_202 - u64(23);
let l_204 = l_203 << u32(bitcast<u64>(u64(52)));
let l_205 = bitcast<f64>(l_204);
l_mut_58 = l_205;
}
let l_206 = l_196 * l_mut_58;
l_mut_75 = u32(2);
let l_207 = l_13 - l_26;
let l_208 = abs(l_207);
l_mut_58 = f64(1.401298464324817e-45);
let l_209 = l_208 >= f64(1.1754943508222875e-38);
let l_210 = l_208 <= f64(1.7976931348623157e308);
let l_211 = l_209 && l_210;
if l_211 {
let l_212 = bitcast<u64>(l_208);
let l_213 = l_212 >> u32(bitcast<u64>(u64(52)));
let l_214 = l_213 - u64(23);
let l_215 = l_214 << u32(bitcast<u64>(u64(52)));
let l_216 = bitcast<f64>(l_215);
l_mut_58 = l_216;
}
let l_217 = l_13 + l_26;
let l_218 = abs(l_217);
l_mut_35 = f64(1.401298464324817e-45);
let l_219 = l_218 >= f64(1.1754943508222875e-38);
let l_220 = l_218 <= f64(1.7976931348623157e308);
let l_221 = l_219 && l_220;
if l_221 {
let l_222 = bitcast<u64>(l_218);
let l_223 = l_222 >> u32(bitcast<u64>(u64(52)));
let l_224 = l_223 - u64(23);
let l_225 = l_224 << u32(bitcast<u64>(u64(52)));
let l_226 = bitcast<f64>(l_225);
l_mut_35 = l_226;
}
let l_227 = l_mut_58 == l_mut_35;
if l_227 {
let l_228 = l_206 * f64(1.4551915228366852e-11);
let l_229 = l_26 + l_228;
let l_230 = l_13 - l_206;
let l_231 = l_13 + l_206;
let l_232 = f64(l_12);
let l_233 = bitcast<u32>(l_12);
let l_234 = l_233 + u32(1);
l_mut_45 = l_234;
let l_235 = l_233 & u32(2147483647);
let l_236 = l_235 == u32(0);
if l_236 {
l_mut_45 = u32(1);
} else {
let l_237 = l_233 & u32(2147483648);
let l_238 = l_237 != u32(0);
if l_238 {
let l_239 = l_233 - u32(1);
l_mut_45 = l_239;
}
}
let l_240 = bitcast<f32>(l_mut_45);
let l_241 = f64(l_240);
let l_242 = -l_12;
let l_243 = bitcast<u32>(l_242);
let l_244 = l_243 + u32(1);
l_mut_45 = l_244;
let l_245 = l_243 & u32(2147483647);
let l_246 = l_245 == u32(0);
if l_246 {
l_mut_45 = u32(1);
} else {
let l_247 = l_243 & u32(2147483648);
let l_248 = l_247 != u32(0);
if l_248 {
let l_249 = l_243 - u32(1);
l_mut_45 = l_249;
}
}
let l_250 = bitcast<f32>(l_mut_45);
let l_251 = -l_250;
let l_252 = f64(l_251);
let l_253 = l_230 + l_229;
let l_254 = l_253 <= l_232;
l_mut_105 = l_254;
let l_255 = l_230 - l_229;
let l_256 = l_255 > l_232;
l_mut_102 = l_256;
let l_257 = l_231 - l_229;
let l_258 = l_257 >= l_232;
l_mut_99 = l_258;
let l_259 = l_231 + l_229;
let l_260 = l_259 < l_232;
l_mut_96 = l_260;
if l_10 {
let l_261 = l_230 + l_229;
let l_262 = l_261 < l_241;
l_mut_105 = l_262;
let l_263 = l_230 - l_229;
let l_264 = l_263 >= l_241;
l_mut_102 = l_264;
let l_265 = l_231 - l_229;
let l_266 = l_265 > l_252;
l_mut_99 = l_266;
let l_267 = l_231 + l_229;
let l_268 = l_267 <= l_252;
l_mut_96 = l_268;
}
l_mut_45 = u32(2);
let l_269 = l_mut_102 || l_mut_96;
if l_269 {
l_mut_45 = u32(1);
} else {
let l_270 = l_mut_105 && l_mut_99;
if l_270 {
l_mut_45 = u32(0);
}
}
l_mut_75 = l_mut_45;
}
l_mut_28 = l_mut_75;
} else {
let l_271 = l_6 == u32(5);
if l_271 {
let l_272 = f64(2.0) * l_23;
let l_273 = abs(l_272);
let l_274 = floor(l_273);
let l_275 = f64(3.0) + l_274;
let l_276 = abs(l_13);
l_mut_58 = f64(1.401298464324817e-45);
let l_277 = l_276 >= f64(1.1754943508222875e-38);
let l_278 = l_276 <= f64(1.7976931348623157e308);
let l_279 = l_277 && l_278;
if l_279 {
let l_280 = bitcast<u64>(l_276);
let l_281 = l_280 >> u32(bitcast<u64>(u64(52)));
let l_282 = l_281 - u64(23);
let l_283 = l_282 << u32(bitcast<u64>(u64(52)));
let l_284 = bitcast<f64>(l_283);
l_mut_58 = l_284;
}
let l_285 = l_275 * l_mut_58;
l_mut_75 = u32(2);
let l_286 = l_13 - l_26;
let l_287 = abs(l_286);
l_mut_58 = f64(1.401298464324817e-45);
let l_288 = l_287 >= f64(1.1754943508222875e-38);
let l_289 = l_287 <= f64(1.7976931348623157e308);
let l_290 = l_288 && l_289;
if l_290 {
let l_291 = bitcast<u64>(l_287);
let l_292 = l_291 >> u32(bitcast<u64>(u64(52)));
let l_293 = l_292 - u64(23);
let l_294 = l_293 << u32(bitcast<u64>(u64(52)));
let l_295 = bitcast<f64>(l_294);
l_mut_58 = l_295;
}
let l_296 = l_13 + l_26;
let l_297 = abs(l_296);
l_mut_35 = f64(1.401298464324817e-45);
let l_298 = l_297 >= f64(1.1754943508222875e-38);
let l_299 = l_297 <= f64(1.7976931348623157e308);
let l_300 = l_298 && l_299;
if l_300 {
let l_301 = bitcast<u64>(l_297);
let l_302 = l_301 >> u32(bitcast<u64>(u64(52)));
let l_303 = l_302 - u64(23);
let l_304 = l_303 << u32(bitcast<u64>(u64(52)));
let l_305 = bitcast<f64>(l_304);
l_mut_35 = l_305;
}
let l_306 = l_mut_58 == l_mut_35;
if l_306 {
let l_307 = l_285 * f64(1.4551915228366852e-11);
let l_308 = l_26 + l_307;
let l_309 = l_13 - l_285;
let l_310 = l_13 + l_285;
let l_311 = f64(l_12);
let l_312 = bitcast<u32>(l_12);
let l_313 = l_312 + u32(1);
l_mut_45 = l_313;
let l_314 = l_312 & u32(2147483647);
let l_315 = l_314 == u32(0);
if l_315 {
l_mut_45 = u32(1);
} else {
let l_316 = l_312 & u32(2147483648);
let l_317 = l_316 != u32(0);
if l_317 {
let l_318 = l_312 - u32(1);
l_mut_45 = l_318;
}
}
let l_319 = bitcast<f32>(l_mut_45);
let l_320 = f64(l_319);
let l_321 = -l_12;
let l_322 = bitcast<u32>(l_321);
let l_323 = l_322 + u32(1);
l_mut_45 = l_323;
let l_324 = l_322 & u32(2147483647);
let l_325 = l_324 == u32(0);
if l_325 {
l_mut_45 = u32(1);
} else {
let l_326 = l_322 & u32(2147483648);
let l_327 = l_326 != u32(0);
if l_327 {
let l_328 = l_322 - u32(1);
l_mut_45 = l_328;
}
}
let l_329 = bitcast<f32>(l_mut_45);
let l_330 = -l_329;
let l_331 = f64(l_330);
let l_332 = l_309 + l_308;
let l_333 = l_332 <= l_311;
l_mut_105 = l_333;
let l_334 = l_309 - l_308;
let l_335 = l_334 > l_311;
l_mut_102 = l_335;
let l_336 = l_310 - l_308;
let l_337 = l_336 >= l_311;
l_mut_99 = l_337;
let l_338 = l_310 + l_308;
let l_339 = l_338 < l_311;
l_mut_96 = l_339;
if l_10 {
let l_340 = l_309 + l_308;
let l_341 = l_340 < l_320;
l_mut_105 = l_341;
let l_342 = l_309 - l_308;
let l_343 = l_342 >= l_320;
l_mut_102 = l_343;
let l_344 = l_310 - l_308;
let l_345 = l_344 > l_331;
l_mut_99 = l_345;
let l_346 = l_310 + l_308;
let l_347 = l_346 <= l_331;
l_mut_96 = l_347;
}
l_mut_45 = u32(2);
let l_348 = l_mut_102 || l_mut_96;
if l_348 {
l_mut_45 = u32(1);
} else {
let l_349 = l_mut_105 && l_mut_99;
if l_349 {
l_mut_45 = u32(0);
}
}
l_mut_75 = l_mut_45;
}
l_mut_28 = l_mut_75;
} else {
let l_350 = l_6 == u32(6);
if l_350 {
l_mut_28 = u32(0);
let l_351 = l_24 <= l_19;
if l_351 {
let l_352 = l_16 * f64(1.4551915228366852e-11);
let l_353 = l_26 + l_352;
let l_354 = l_13 - l_16;
let l_355 = l_13 + l_16;
let l_356 = f64(l_12);
let l_357 = bitcast<u32>(l_12);
let l_358 = l_357 + u32(1);
l_mut_75 = l_358;
let l_359 = l_357 & u32(2147483647);
let l_360 = l_359 == u32(0);
if l_360 {
l_mut_75 = u32(1);
} else {
let l_361 = l_357 & u32(2147483648);
let l_362 = l_361 != u32(0);
if l_362 {
let l_363 = l_357 - u32(1);
l_mut_75 = l_363;
}
}
let l_364 = bitcast<f32>(l_mut_75);
let l_365 = f64(l_364);
let l_366 = -l_12;
let l_367 = bitcast<u32>(l_366);
let l_368 = l_367 + u32(1);
l_mut_75 = l_368;
let l_369 = l_367 & u32(2147483647);
let l_370 = l_369 == u32(0);
if l_370 {
l_mut_75 = u32(1);
} else {
let l_371 = l_367 & u32(2147483648);
let l_372 = l_371 != u32(0);
if l_372 {
let l_373 = l_367 - u32(1);
l_mut_75 = l_373;
}
}
let l_374 = bitcast<f32>(l_mut_75);
let l_375 = -l_374;
let l_376 = f64(l_375);
let l_377 = l_354 + l_353;
let l_378 = l_377 <= l_356;
l_mut_105 = l_378;
let l_379 = l_354 - l_353;
let l_380 = l_379 > l_356;
l_mut_102 = l_380;
let l_381 = l_355 - l_353;
let l_382 = l_381 >= l_356;
l_mut_99 = l_382;
let l_383 = l_355 + l_353;
let l_384 = l_383 < l_356;
l_mut_96 = l_384;
if l_10 {
let l_385 = l_354 + l_353;
let l_386 = l_385 < l_365;
l_mut_105 = l_386;
let l_387 = l_354 - l_353;
let l_388 = l_387 >= l_365;
l_mut_102 = l_388;
let l_389 = l_355 - l_353;
let l_390 = l_389 > l_376;
l_mut_99 = l_390;
let l_391 = l_355 + l_353;
let l_392 = l_391 <= l_376;
l_mut_96 = l_392;
}
l_mut_75 = u32(2);
let l_393 = l_mut_102 || l_mut_96;
if l_393 {
l_mut_75 = u32(1);
} else {
let l_394 = l_mut_105 && l_mut_99;
if l_394 {
l_mut_75 = u32(0);
}
}
l_mut_28 = l_mut_75;
}
} else {
let l_395 = l_6 == u32(7);
if l_395 {
let l_396 = abs(l_13);
let l_397 = l_16 * l_396;
l_mut_58 = l_397;
let l_398 = abs(l_13);
l_mut_35 = f64(1.401298464324817e-45);
let l_399 = l_398 >= f64(1.1754943508222875e-38);
let l_400 = l_398 <= f64(1.7976931348623157e308);
let l_401 = l_399 && l_400;
if l_401 {
let l_402 = bitcast<u64>(l_398);
let l_403 = l_402 >> u32(bitcast<u64>(u64(52)));
let l_404 = l_403 - u64(23);
let l_405 = l_404 << u32(bitcast<u64>(u64(52)));
let l_406 = bitcast<f64>(l_405);
l_mut_35 = l_406;
}
let l_407 = f64(0.5) * l_mut_35;
let l_408 = l_407 > l_mut_58;
if l_408 {
l_mut_58 = l_407;
}
let l_409 = l_13 - l_26;
let l_410 = abs(l_409);
l_mut_35 = f64(1.401298464324817e-45);
let l_411 = l_410 >= f64(1.1754943508222875e-38);
let l_412 = l_410 <= f64(1.7976931348623157e308);
let l_413 = l_411 && l_412;
if l_413 {
let l_414 = bitcast<u64>(l_410);
let l_415 = l_414 >> u32(bitcast<u64>(u64(52)));
let l_416 = l_415 - u64(23);
let l_417 = l_416 << u32(bitcast<u64>(u64(52)));
let l_418 = bitcast<f64>(l_417);
l_mut_35 = l_418;
}
let l_419 = l_13 + l_26;
let l_420 = abs(l_419);
l_mut_421 = f64(1.401298464324817e-45);
let l_422 = l_420 >= f64(1.1754943508222875e-38);
let l_423 = l_420 <= f64(1.7976931348623157e308);
let l_424 = l_422 && l_423;
if l_424 {
let l_425 = bitcast<u64>(l_420);
let l_426 = l_425 >> u32(bitcast<u64>(u64(52)));
let l_427 = l_426 - u64(23);
let l_428 = l_427 << u32(bitcast<u64>(u64(52)));
let l_429 = bitcast<f64>(l_428);
l_mut_421 = l_429;
}
let l_430 = l_mut_35 == l_mut_421;
if l_430 {
let l_431 = l_16 * l_26;
let l_432 = l_26 + l_431;
let l_433 = l_mut_58 * f64(1.4551915228366852e-11);
let l_434 = l_432 + l_433;
let l_435 = l_13 - l_mut_58;
let l_436 = l_13 + l_mut_58;
let l_437 = f64(l_12);
let l_438 = bitcast<u32>(l_12);
let l_439 = l_438 + u32(1);
l_mut_75 = l_439;
let l_440 = l_438 & u32(2147483647);
let l_441 = l_440 == u32(0);
if l_441 {
l_mut_75 = u32(1);
} else {
let l_442 = l_438 & u32(2147483648);
let l_443 = l_442 != u32(0);
if l_443 {
let l_444 = l_438 - u32(1);
l_mut_75 = l_444;
}
}
let l_445 = bitcast<f32>(l_mut_75);
let l_446 = f64(l_445);
let l_447 = -l_12;
let l_448 = bitcast<u32>(l_447);
let l_449 = l_448 + u32(1);
l_mut_75 = l_449;
let l_450 = l_448 & u32(2147483647);
let l_451 = l_450 == u32(0);
if l_451 {
l_mut_75 = u32(1);
} else {
let l_452 = l_448 & u32(2147483648);
let l_453 = l_452 != u32(0);
if l_453 {
let l_454 = l_448 - u32(1);
l_mut_75 = l_454;
}
}
let l_455 = bitcast<f32>(l_mut_75);
let l_456 = -l_455;
let l_457 = f64(l_456);
let l_458 = l_435 + l_434;
let l_459 = l_458 <= l_437;
l_mut_105 = l_459;
let l_460 = l_435 - l_434;
let l_461 = l_460 > l_437;
l_mut_102 = l_461;
let l_462 = l_436 - l_434;
let l_463 = l_462 >= l_437;
l_mut_99 = l_463;
let l_464 = l_436 + l_434;
let l_465 = l_464 < l_437;
l_mut_96 = l_465;
if l_10 {
let l_466 = l_435 + l_434;
let l_467 = l_466 < l_446;
l_mut_105 = l_467;
let l_468 = l_435 - l_434;
let l_469 = l_468 >= l_446;
l_mut_102 = l_469;
let l_470 = l_436 - l_434;
let l_471 = l_470 > l_457;
l_mut_99 = l_471;
let l_472 = l_436 + l_434;
let l_473 = l_472 <= l_457;
l_mut_96 = l_473;
}
l_mut_75 = u32(2);
let l_474 = l_mut_102 || l_mut_96;
if l_474 {
l_mut_75 = u32(1);
} else {
let l_475 = l_mut_105 && l_mut_99;
if l_475 {
l_mut_75 = u32(0);
}
}
l_mut_28 = l_mut_75;
}
} else {
let l_476 = l_6 == u32(8);
if l_476 {
let l_477 = l_23 >= f64(0.5);
let l_478 = l_23 <= f64(2.0);
let l_479 = l_477 && l_478;
if l_479 {
let l_480 = l_16 * f64(1.4551915228366852e-11);
let l_481 = l_26 + l_480;
let l_482 = l_13 - l_16;
let l_483 = l_13 + l_16;
let l_484 = f64(l_12);
let l_485 = bitcast<u32>(l_12);
let l_486 = l_485 + u32(1);
l_mut_75 = l_486;
let l_487 = l_485 & u32(2147483647);
let l_488 = l_487 == u32(0);
if l_488 {
l_mut_75 = u32(1);
} else {
let l_489 = l_485 & u32(2147483648);
let l_490 = l_489 != u32(0);
if l_490 {
let l_491 = l_485 - u32(1);
l_mut_75 = l_491;
}
}
let l_492 = bitcast<f32>(l_mut_75);
let l_493 = f64(l_492);
let l_494 = -l_12;
let l_495 = bitcast<u32>(l_494);
let l_496 = l_495 + u32(1);
l_mut_75 = l_496;
let l_497 = l_495 & u32(2147483647);
let l_498 = l_497 == u32(0);
if l_498 {
l_mut_75 = u32(1);
} else {
let l_499 = l_495 & u32(2147483648);
let l_500 = l_499 != u32(0);
if l_500 {
let l_501 = l_495 - u32(1);
l_mut_75 = l_501;
}
}
let l_502 = bitcast<f32>(l_mut_75);
let l_503 = -l_502;
let l_504 = f64(l_503);
let l_505 = l_482 + l_481;
let l_506 = l_505 <= l_484;
l_mut_105 = l_506;
let l_507 = l_482 - l_481;
let l_508 = l_507 > l_484;
l_mut_102 = l_508;
let l_509 = l_483 - l_481;
let l_510 = l_509 >= l_484;
l_mut_99 = l_510;
let l_511 = l_483 + l_481;
let l_512 = l_511 < l_484;
l_mut_96 = l_512;
if l_10 {
let l_513 = l_482 + l_481;
let l_514 = l_513 < l_493;
l_mut_105 = l_514;
let l_515 = l_482 - l_481;
let l_516 = l_515 >= l_493;
l_mut_102 = l_516;
let l_517 = l_483 - l_481;
let l_518 = l_517 > l_504;
l_mut_99 = l_518;
let l_519 = l_483 + l_481;
let l_520 = l_519 <= l_504;
l_mut_96 = l_520;
}
l_mut_75 = u32(2);
let l_521 = l_mut_102 || l_mut_96;
if l_521 {
l_mut_75 = u32(1);
} else {
let l_522 = l_mut_105 && l_mut_99;
if l_522 {
l_mut_75 = u32(0);
}
}
l_mut_28 = l_mut_75;
} else {
let l_523 = abs(l_13);
l_mut_421 = f64(1.401298464324817e-45);
let l_524 = l_523 >= f64(1.1754943508222875e-38);
let l_525 = l_523 <= f64(1.7976931348623157e308);
let l_526 = l_524 && l_525;
if l_526 {
let l_527 = bitcast<u64>(l_523);
let l_528 = l_527 >> u32(bitcast<u64>(u64(52)));
let l_529 = l_528 - u64(23);
let l_530 = l_529 << u32(bitcast<u64>(u64(52)));
let l_531 = bitcast<f64>(l_530);
l_mut_421 = l_531;
}
let l_532 = l_19 * l_mut_421;
l_mut_75 = u32(2);
let l_533 = l_13 - l_26;
let l_534 = abs(l_533);
l_mut_421 = f64(1.401298464324817e-45);
let l_535 = l_534 >= f64(1.1754943508222875e-38);
let l_536 = l_534 <= f64(1.7976931348623157e308);
let l_537 = l_535 && l_536;
if l_537 {
let l_538 = bitcast<u64>(l_534);
let l_539 = l_538 >> u32(bitcast<u64>(u64(52)));
let l_540 = l_539 - u64(23);
let l_541 = l_540 << u32(bitcast<u64>(u64(52)));
let l_542 = bitcast<f64>(l_541);
l_mut_421 = l_542;
}
let l_543 = l_13 + l_26;
let l_544 = abs(l_543);
l_mut_58 = f64(1.401298464324817e-45);
let l_545 = l_544 >= f64(1.1754943508222875e-38);
let l_546 = l_544 <= f64(1.7976931348623157e308);
let l_547 = l_545 && l_546;
if l_547 {
let l_548 = bitcast<u64>(l_544);
let l_549 = l_548 >> u32(bitcast<u64>(u64(52)));
let l_550 = l_549 - u64(23);
let l_551 = l_550 << u32(bitcast<u64>(u64(52)));
let l_552 = bitcast<f64>(l_551);
l_mut_58 = l_552;
}
let l_553 = l_mut_421 == l_mut_58;
if l_553 {
let l_554 = l_532 * f64(1.4551915228366852e-11);
let l_555 = l_26 + l_554;
let l_556 = l_13 - l_532;
let l_557 = l_13 + l_532;
let l_558 = f64(l_12);
let l_559 = bitcast<u32>(l_12);
let l_560 = l_559 + u32(1);
l_mut_45 = l_560;
let l_561 = l_559 & u32(2147483647);
let l_562 = l_561 == u32(0);
if l_562 {
l_mut_45 = u32(1);
} else {
let l_563 = l_559 & u32(2147483648);
let l_564 = l_563 != u32(0);
if l_564 {
let l_565 = l_559 - u32(1);
l_mut_45 = l_565;
}
}
let l_566 = bitcast<f32>(l_mut_45);
let l_567 = f64(l_566);
let l_568 = -l_12;
let l_569 = bitcast<u32>(l_568);
let l_570 = l_569 + u32(1);
l_mut_45 = l_570;
let l_571 = l_569 & u32(2147483647);
let l_572 = l_571 == u32(0);
if l_572 {
l_mut_45 = u32(1);
} else {
let l_573 = l_569 & u32(2147483648);
let l_574 = l_573 != u32(0);
if l_574 {
let l_575 = l_569 - u32(1);
l_mut_45 = l_575;
}
}
let l_576 = bitcast<f32>(l_mut_45);
let l_577 = -l_576;
let l_578 = f64(l_577);
let l_579 = l_556 + l_555;
let l_580 = l_579 <= l_558;
l_mut_105 = l_580;
let l_581 = l_556 - l_555;
let l_582 = l_581 > l_558;
l_mut_102 = l_582;
let l_583 = l_557 - l_555;
let l_584 = l_583 >= l_558;
l_mut_99 = l_584;
let l_585 = l_557 + l_555;
let l_586 = l_585 < l_558;
l_mut_96 = l_586;
if l_10 {
let l_587 = l_556 + l_555;
let l_588 = l_587 < l_567;
l_mut_105 = l_588;
let l_589 = l_556 - l_555;
let l_590 = l_589 >= l_567;
l_mut_102 = l_590;
let l_591 = l_557 - l_555;
let l_592 = l_591 > l_578;
l_mut_99 = l_592;
let l_593 = l_557 + l_555;
let l_594 = l_593 <= l_578;
l_mut_96 = l_594;
}
l_mut_45 = u32(2);
let l_595 = l_mut_102 || l_mut_96;
if l_595 {
l_mut_45 = u32(1);
} else {
let l_596 = l_mut_105 && l_mut_99;
if l_596 {
l_mut_45 = u32(0);
}
}
l_mut_75 = l_mut_45;
}
l_mut_28 = l_mut_75;
}
} else {
let l_597 = l_6 == u32(11);
let l_598 = l_6 == u32(12);
let l_599 = l_597 || l_598;
if l_599 {
l_mut_28 = u32(0);
}
let l_600 = l_24 <= l_22;
let l_601 = l_6 == u32(11);
let l_602 = l_600 && l_601;
if l_602 {
a_603[u32(0)] = u32(1);
let l_604 = sin(l_23);
let l_605 = cos(l_23);
let l_606 = abs(l_604);
let l_607 = l_606 * f64(1.4551915228366852e-11);
let l_608 = abs(l_605);
let l_609 = l_608 * f64(1.4551915228366852e-11);
let l_610 = l_604 - l_16;
l_mut_421 = l_610;
if l_10 {
let l_611 = l_610 - l_607;
let l_612 = l_611 * f64(7.1362384635298e44);
let l_613 = floor(l_612);
let l_614 = l_613 * f64(1.401298464324817e-45);
l_mut_58 = l_614;
let l_615 = abs(l_611);
let l_616 = l_615 >= f64(1.1754943508222875e-38);
if l_616 {
let l_617 = f32(l_611);
let l_618 = f64(l_617);
l_mut_58 = l_618;
let l_619 = l_mut_58 > l_611;
if l_619 {
let l_620 = -l_617;
let l_621 = bitcast<u32>(l_620);
let l_622 = l_621 + u32(1);
l_mut_75 = l_622;
let l_623 = l_621 & u32(2147483647);
let l_624 = l_623 == u32(0);
if l_624 {
l_mut_75 = u32(1);
} else {
let l_625 = l_621 & u32(2147483648);
let l_626 = l_625 != u32(0);
if l_626 {
let l_627 = l_621 - u32(1);
l_mut_75 = l_627;
}
}
let l_628 = bitcast<f32>(l_mut_75);
let l_629 = -l_628;
let l_630 = f64(l_629);
l_mut_58 = l_630;
} else {
let l_631 = bitcast<u32>(l_617);
let l_632 = l_631 + u32(1);
l_mut_75 = l_632;
let l_633 = l_631 & u32(2147483647);
let l_634 = l_633 == u32(0);
if l_634 {
l_mut_75 = u32(1);
} else {
let l_635 = l_631 & u32(2147483648);
let l_636 = l_635 != u32(0);
if l_636 {
let l_637 = l_631 - u32(1);
l_mut_75 = l_637;
}
}
let l_638 = bitcast<f32>(l_mut_75);
let l_639 = f64(l_638);
let l_640 = l_639 <= l_611;
if l_640 {
let l_641 = bitcast<u32>(l_617);
let l_642 = l_641 + u32(1);
l_mut_75 = l_642;
let l_643 = l_641 & u32(2147483647);
let l_644 = l_643 == u32(0);
if l_644 {
l_mut_75 = u32(1);
} else {
let l_645 = l_641 & u32(2147483648);
let l_646 = l_645 != u32(0);
if l_646 {
let l_647 = l_641 - u32(1);
l_mut_75 = l_647;
}
}
let l_648 = bitcast<f32>(l_mut_75);
let l_649 = f64(l_648);
l_mut_58 = l_649;
}
}
}
let l_650 = l_610 + l_607;
let l_651 = l_650 * f64(7.1362384635298e44);
let l_652 = floor(l_651);
let l_653 = l_652 * f64(1.401298464324817e-45);
l_mut_35 = l_653;
let l_654 = abs(l_650);
let l_655 = l_654 >= f64(1.1754943508222875e-38);
if l_655 {
let l_656 = f32(l_650);
let l_657 = f64(l_656);
l_mut_35 = l_657;
let l_658 = l_mut_35 > l_650;
if l_658 {
let l_659 = -l_656;
let l_660 = bitcast<u32>(l_659);
let l_661 = l_660 + u32(1);
l_mut_75 = l_661;
let l_662 = l_660 & u32(2147483647);
let l_663 = l_662 == u32(0);
if l_663 {
l_mut_75 = u32(1);
} else {
let l_664 = l_660 & u32(2147483648);
let l_665 = l_664 != u32(0);
if l_665 {
let l_666 = l_660 - u32(1);
l_mut_75 = l_666;
}
}
let l_667 = bitcast<f32>(l_mut_75);
let l_668 = -l_667;
let l_669 = f64(l_668);
l_mut_35 = l_669;
} else {
let l_670 = bitcast<u32>(l_656);
let l_671 = l_670 + u32(1);
l_mut_75 = l_671;
let l_672 = l_670 & u32(2147483647);
let l_673 = l_672 == u32(0);
if l_673 {
l_mut_75 = u32(1);
} else {
let l_674 = l_670 & u32(2147483648);
let l_675 = l_674 != u32(0);
if l_675 {
let l_676 = l_670 - u32(1);
l_mut_75 = l_676;
}
}
let l_677 = bitcast<f32>(l_mut_75);
let l_678 = f64(l_677);
let l_679 = l_678 <= l_650;
if l_679 {
let l_680 = bitcast<u32>(l_656);
let l_681 = l_680 + u32(1);
l_mut_75 = l_681;
let l_682 = l_680 & u32(2147483647);
let l_683 = l_682 == u32(0);
if l_683 {
l_mut_75 = u32(1);
} else {
let l_684 = l_680 & u32(2147483648);
let l_685 = l_684 != u32(0);
if l_685 {
let l_686 = l_680 - u32(1);
l_mut_75 = l_686;
}
}
let l_687 = bitcast<f32>(l_mut_75);
let l_688 = f64(l_687);
l_mut_35 = l_688;
}
}
}
let l_689 = l_mut_58 == l_mut_35;
let l_690 = !l_689;
if l_690 {
a_603[u32(0)] = u32(0);
}
let l_691 = l_610 * f64(7.1362384635298e44);
let l_692 = floor(l_691);
let l_693 = l_692 * f64(1.401298464324817e-45);
l_mut_58 = l_693;
let l_694 = abs(l_610);
let l_695 = l_694 >= f64(1.1754943508222875e-38);
if l_695 {
let l_696 = f32(l_610);
let l_697 = f64(l_696);
l_mut_58 = l_697;
let l_698 = l_mut_58 > l_610;
if l_698 {
let l_699 = -l_696;
let l_700 = bitcast<u32>(l_699);
let l_701 = l_700 + u32(1);
l_mut_75 = l_701;
let l_702 = l_700 & u32(2147483647);
let l_703 = l_702 == u32(0);
if l_703 {
l_mut_75 = u32(1);
} else {
let l_704 = l_700 & u32(2147483648);
let l_705 = l_704 != u32(0);
if l_705 {
let l_706 = l_700 - u32(1);
l_mut_75 = l_706;
}
}
let l_707 = bitcast<f32>(l_mut_75);
let l_708 = -l_707;
let l_709 = f64(l_708);
l_mut_58 = l_709;
} else {
let l_710 = bitcast<u32>(l_696);
let l_711 = l_710 + u32(1);
l_mut_75 = l_711;
let l_712 = l_710 & u32(2147483647);
let l_713 = l_712 == u32(0);
if l_713 {
l_mut_75 = u32(1);
} else {
let l_714 = l_710 & u32(2147483648);
let l_715 = l_714 != u32(0);
if l_715 {
let l_716 = l_710 - u32(1);
l_mut_75 = l_716;
}
}
let l_717 = bitcast<f32>(l_mut_75);
let l_718 = f64(l_717);
let l_719 = l_718 <= l_610;
if l_719 {
let l_720 = bitcast<u32>(l_696);
let l_721 = l_720 + u32(1);
l_mut_75 = l_721;
let l_722 = l_720 & u32(2147483647);
let l_723 = l_722 == u32(0);
if l_723 {
l_mut_75 = u32(1);
} else {
let l_724 = l_720 & u32(2147483648);
let l_725 = l_724 != u32(0);
if l_725 {
let l_726 = l_720 - u32(1);
l_mut_75 = l_726;
}
}
let l_727 = bitcast<f32>(l_mut_75);
let l_728 = f64(l_727);
l_mut_58 = l_728;
}
}
}
l_mut_421 = l_mut_58;
}
let l_729 = l_604 + l_16;
l_mut_58 = l_729;
if l_10 {
let l_730 = l_729 - l_607;
let l_731 = l_730 * f64(7.1362384635298e44);
let l_732 = floor(l_731);
let l_733 = l_732 * f64(1.401298464324817e-45);
l_mut_35 = l_733;
let l_734 = abs(l_730);
let l_735 = l_734 >= f64(1.1754943508222875e-38);
if l_735 {
let l_736 = f32(l_730);
let l_737 = f64(l_736);
l_mut_35 = l_737;
let l_738 = l_mut_35 > l_730;
if l_738 {
let l_739 = -l_736;
let l_740 = bitcast<u32>(l_739);
let l_741 = l_740 + u32(1);
l_mut_75 = l_741;
let l_742 = l_740 & u32(2147483647);
let l_743 = l_742 == u32(0);
if l_743 {
l_mut_75 = u32(1);
} else {
let l_744 = l_740 & u32(2147483648);
let l_745 = l_744 != u32(0);
if l_745 {
let l_746 = l_740 - u32(1);
l_mut_75 = l_746;
}
}
let l_747 = bitcast<f32>(l_mut_75);
let l_748 = -l_747;
let l_749 = f64(l_748);
l_mut_35 = l_749;
} else {
let l_750 = bitcast<u32>(l_736);
let l_751 = l_750 + u32(1);
l_mut_75 = l_751;
let l_752 = l_750 & u32(2147483647);
let l_753 = l_752 == u32(0);
if l_753 {
l_mut_75 = u32(1);
} else {
let l_754 = l_750 & u32(2147483648);
let l_755 = l_754 != u32(0);
if l_755 {
let l_756 = l_750 - u32(1);
l_mut_75 = l_756;
}
}
let l_757 = bitcast<f32>(l_mut_75);
let l_758 = f64(l_757);
let l_759 = l_758 <= l_730;
if l_759 {
let l_760 = bitcast<u32>(l_736);
let l_761 = l_760 + u32(1);
l_mut_75 = l_761;
let l_762 = l_760 & u32(2147483647);
let l_763 = l_762 == u32(0);
if l_763 {
l_mut_75 = u32(1);
} else {
let l_764 = l_760 & u32(2147483648);
let l_765 = l_764 != u32(0);
if l_765 {
let l_766 = l_760 - u32(1);
l_mut_75 = l_766;
}
}
let l_767 = bitcast<f32>(l_mut_75);
let l_768 = f64(l_767);
l_mut_35 = l_768;
}
}
}
let l_769 = l_729 + l_607;
let l_770 = l_769 * f64(7.1362384635298e44);
let l_771 = floor(l_770);
let l_772 = l_771 * f64(1.401298464324817e-45);
l_mut_773 = l_772;
let l_774 = abs(l_769);
let l_775 = l_774 >= f64(1.1754943508222875e-38);
if l_775 {
let l_776 = f32(l_769);
let l_777 = f64(l_776);
l_mut_773 = l_777;
let l_778 = l_mut_773 > l_769;
if l_778 {
let l_779 = -l_776;
let l_780 = bitcast<u32>(l_779);
let l_781 = l_780 + u32(1);
l_mut_75 = l_781;
let l_782 = l_780 & u32(2147483647);
let l_783 = l_782 == u32(0);
if l_783 {
l_mut_75 = u32(1);
} else {
let l_784 = l_780 & u32(2147483648);
let l_785 = l_784 != u32(0);
if l_785 {
let l_786 = l_780 - u32(1);
l_mut_75 = l_786;
}
}
let l_787 = bitcast<f32>(l_mut_75);
let l_788 = -l_787;
let l_789 = f64(l_788);
l_mut_773 = l_789;
} else {
let l_790 = bitcast<u32>(l_776);
let l_791 = l_790 + u32(1);
l_mut_75 = l_791;
let l_792 = l_790 & u32(2147483647);
let l_793 = l_792 == u32(0);
if l_793 {
l_mut_75 = u32(1);
} else {
let l_794 = l_790 & u32(2147483648);
let l_795 = l_794 != u32(0);
if l_795 {
let l_796 = l_790 - u32(1);
l_mut_75 = l_796;
}
}
let l_797 = bitcast<f32>(l_mut_75);
let l_798 = f64(l_797);
let l_799 = l_798 <= l_769;
if l_799 {
let l_800 = bitcast<u32>(l_776);
let l_801 = l_800 + u32(1);
l_mut_75 = l_801;
let l_802 = l_800 & u32(2147483647);
let l_803 = l_802 == u32(0);
if l_803 {
l_mut_75 = u32(1);
} else {
let l_804 = l_800 & u32(2147483648);
let l_805 = l_804 != u32(0);
if l_805 {
let l_806 = l_800 - u32(1);
l_mut_75 = l_806;
}
}
let l_807 = bitcast<f32>(l_mut_75);
let l_808 = f64(l_807);
l_mut_773 = l_808;
}
}
}
let l_809 = l_mut_35 == l_mut_773;
let l_810 = !l_809;
if l_810 {
a_603[u32(0)] = u32(0);
}
let l_811 = -l_729;
let l_812 = l_811 * f64(7.1362384635298e44);
let l_813 = floor(l_812);
let l_814 = l_813 * f64(1.401298464324817e-45);
l_mut_773 = l_814;
let l_815 = abs(l_811);
let l_816 = l_815 >= f64(1.1754943508222875e-38);
if l_816 {
let l_817 = f32(l_811);
let l_818 = f64(l_817);
l_mut_773 = l_818;
let l_819 = l_mut_773 > l_811;
if l_819 {
let l_820 = -l_817;
let l_821 = bitcast<u32>(l_820);
let l_822 = l_821 + u32(1);
l_mut_75 = l_822;
let l_823 = l_821 & u32(2147483647);
let l_824 = l_823 == u32(0);
if l_824 {
l_mut_75 = u32(1);
} else {
let l_825 = l_821 & u32(2147483648);
let l_826 = l_825 != u32(0);
if l_826 {
let l_827 = l_821 - u32(1);
l_mut_75 = l_827;
}
}
let l_828 = bitcast<f32>(l_mut_75);
let l_829 = -l_828;
let l_830 = f64(l_829);
l_mut_773 = l_830;
} else {
let l_831 = bitcast<u32>(l_817);
let l_832 = l_831 + u32(1);
l_mut_75 = l_832;
let l_833 = l_831 & u32(2147483647);
let l_834 = l_833 == u32(0);
if l_834 {
l_mut_75 = u32(1);
} else {
let l_835 = l_831 & u32(2147483648);
let l_836 = l_835 != u32(0);
if l_836 {
let l_837 = l_831 - u32(1);
l_mut_75 = l_837;
}
}
let l_838 = bitcast<f32>(l_mut_75);
let l_839 = f64(l_838);
let l_840 = l_839 <= l_811;
if l_840 {
let l_841 = bitcast<u32>(l_817);
let l_842 = l_841 + u32(1);
l_mut_75 = l_842;
let l_843 = l_841 & u32(2147483647);
let l_844 = l_843 == u32(0);
if l_844 {
l_mut_75 = u32(1);
} else {
let l_845 = l_841 & u32(2147483648);
let l_846 = l_845 != u32(0);
if l_846 {
let l_847 = l_841 - u32(1);
l_mut_75 = l_847;
}
}
let l_848 = bitcast<f32>(l_mut_75);
let l_849 = f64(l_848);
l_mut_773 = l_849;
}
}
}
let l_850 = -l_mut_773;
l_mut_58 = l_850;
}
let l_851 = l_605 - l_16;
l_mut_773 = l_851;
if l_10 {
let l_852 = l_851 - l_609;
let l_853 = l_852 * f64(7.1362384635298e44);
let l_854 = floor(l_853);
let l_855 = l_854 * f64(1.401298464324817e-45);
l_mut_35 = l_855;
let l_856 = abs(l_852);
let l_857 = l_856 >= f64(1.1754943508222875e-38);
if l_857 {
let l_858 = f32(l_852);
let l_859 = f64(l_858);
l_mut_35 = l_859;
let l_860 = l_mut_35 > l_852;
if l_860 {
let l_861 = -l_858;
let l_862 = bitcast<u32>(l_861);
let l_863 = l_862 + u32(1);
l_mut_75 = l_863;
let l_864 = l_862 & u32(2147483647);
let l_865 = l_864 == u32(0);
if l_865 {
l_mut_75 = u32(1);
} else {
let l_866 = l_862 & u32(2147483648);
let l_867 = l_866 != u32(0);
if l_867 {
let l_868 = l_862 - u32(1);
l_mut_75 = l_868;
}
}
let l_869 = bitcast<f32>(l_mut_75);
let l_870 = -l_869;
let l_871 = f64(l_870);
l_mut_35 = l_871;
} else {
let l_872 = bitcast<u32>(l_858);
let l_873 = l_872 + u32(1);
l_mut_75 = l_873;
let l_874 = l_872 & u32(2147483647);
let l_875 = l_874 == u32(0);
if l_875 {
l_mut_75 = u32(1);
} else {
let l_876 = l_872 & u32(2147483648);
let l_877 = l_876 != u32(0);
if l_877 {
let l_878 = l_872 - u32(1);
l_mut_75 = l_878;
}
}
let l_879 = bitcast<f32>(l_mut_75);
let l_880 = f64(l_879);
let l_881 = l_880 <= l_852;
if l_881 {
let l_882 = bitcast<u32>(l_858);
let l_883 = l_882 + u32(1);
l_mut_75 = l_883;
let l_884 = l_882 & u32(2147483647);
let l_885 = l_884 == u32(0);
if l_885 {
l_mut_75 = u32(1);
} else {
let l_886 = l_882 & u32(2147483648);
let l_887 = l_886 != u32(0);
if l_887 {
let l_888 = l_882 - u32(1);
l_mut_75 = l_888;
}
}
let l_889 = bitcast<f32>(l_mut_75);
let l_890 = f64(l_889);
l_mut_35 = l_890;
}
}
}
let l_891 = l_851 + l_609;
let l_892 = l_891 * f64(7.1362384635298e44);
let l_893 = floor(l_892);
let l_894 = l_893 * f64(1.401298464324817e-45);
l_mut_895 = l_894;
let l_896 = abs(l_891);
let l_897 = l_896 >= f64(1.1754943508222875e-38);
if l_897 {
let l_898 = f32(l_891);
let l_899 = f64(l_898);
l_mut_895 = l_899;
let l_900 = l_mut_895 > l_891;
if l_900 {
let l_901 = -l_898;
let l_902 = bitcast<u32>(l_901);
let l_903 = l_902 + u32(1);
l_mut_75 = l_903;
let l_904 = l_902 & u32(2147483647);
let l_905 = l_904 == u32(0);
if l_905 {
l_mut_75 = u32(1);
} else {
let l_906 = l_902 & u32(2147483648);
let l_907 = l_906 != u32(0);
if l_907 {
let l_908 = l_902 - u32(1);
l_mut_75 = l_908;
}
}
let l_909 = bitcast<f32>(l_mut_75);
let l_910 = -l_909;
let l_911 = f64(l_910);
l_mut_895 = l_911;
} else {
let l_912 = bitcast<u32>(l_898);
let l_913 = l_912 + u32(1);
l_mut_75 = l_913;
let l_914 = l_912 & u32(2147483647);
let l_915 = l_914 == u32(0);
if l_915 {
l_mut_75 = u32(1);
} else {
let l_916 = l_912 & u32(2147483648);
let l_917 = l_916 != u32(0);
if l_917 {
let l_918 = l_912 - u32(1);
l_mut_75 = l_918;
}
}
let l_919 = bitcast<f32>(l_mut_75);
let l_920 = f64(l_919);
let l_921 = l_920 <= l_891;
if l_921 {
let l_922 = bitcast<u32>(l_898);
let l_923 = l_922 + u32(1);
l_mut_75 = l_923;
let l_924 = l_922 & u32(2147483647);
let l_925 = l_924 == u32(0);
if l_925 {
l_mut_75 = u32(1);
} else {
let l_926 = l_922 & u32(2147483648);
let l_927 = l_926 != u32(0);
if l_927 {
let l_928 = l_922 - u32(1);
l_mut_75 = l_928;
}
}
let l_929 = bitcast<f32>(l_mut_75);
let l_930 = f64(l_929);
l_mut_895 = l_930;
}
}
}
let l_931 = l_mut_35 == l_mut_895;
let l_932 = !l_931;
if l_932 {
a_603[u32(0)] = u32(0);
}
let l_933 = l_851 * f64(7.1362384635298e44);
let l_934 = floor(l_933);
let l_935 = l_934 * f64(1.401298464324817e-45);
l_mut_895 = l_935;
let l_936 = abs(l_851);
let l_937 = l_936 >= f64(1.1754943508222875e-38);
if l_937 {
let l_938 = f32(l_851);
let l_939 = f64(l_938);
l_mut_895 = l_939;
let l_940 = l_mut_895 > l_851;
if l_940 {
let l_941 = -l_938;
let l_942 = bitcast<u32>(l_941);
let l_943 = l_942 + u32(1);
l_mut_75 = l_943;
let l_944 = l_942 & u32(2147483647);
let l_945 = l_944 == u32(0);
if l_945 {
l_mut_75 = u32(1);
} else {
let l_946 = l_942 & u32(2147483648);
let l_947 = l_946 != u32(0);
if l_947 {
let l_948 = l_942 - u32(1);
l_mut_75 = l_948;
}
}
let l_949 = bitcast<f32>(l_mut_75);
let l_950 = -l_949;
let l_951 = f64(l_950);
l_mut_895 = l_951;
} else {
let l_952 = bitcast<u32>(l_938);
let l_953 = l_952 + u32(1);
l_mut_75 = l_953;
let l_954 = l_952 & u32(2147483647);
let l_955 = l_954 == u32(0);
if l_955 {
l_mut_75 = u32(1);
} else {
let l_956 = l_952 & u32(2147483648);
let l_957 = l_956 != u32(0);
if l_957 {
let l_958 = l_952 - u32(1);
l_mut_75 = l_958;
}
}
let l_959 = bitcast<f32>(l_mut_75);
let l_960 = f64(l_959);
let l_961 = l_960 <= l_851;
if l_961 {
let l_962 = bitcast<u32>(l_938);
let l_963 = l_962 + u32(1);
l_mut_75 = l_963;
let l_964 = l_962 & u32(2147483647);
let l_965 = l_964 == u32(0);
if l_965 {
l_mut_75 = u32(1);
} else {
let l_966 = l_962 & u32(2147483648);
let l_967 = l_966 != u32(0);
if l_967 {
let l_968 = l_962 - u32(1);
l_mut_75 = l_968;
}
}
let l_969 = bitcast<f32>(l_mut_75);
let l_970 = f64(l_969);
l_mut_895 = l_970;
}
}
}
l_mut_773 = l_mut_895;
}
let l_971 = l_605 + l_16;
l_mut_895 = l_971;
if l_10 {
let l_972 = l_971 - l_609;
let l_973 = l_972 * f64(7.1362384635298e44);
let l_974 = floor(l_973);
let l_975 = l_974 * f64(1.401298464324817e-45);
l_mut_35 = l_975;
let l_976 = abs(l_972);
let l_977 = l_976 >= f64(1.1754943508222875e-38);
if l_977 {
let l_978 = f32(l_972);
let l_979 = f64(l_978);
l_mut_35 = l_979;
let l_980 = l_mut_35 > l_972;
if l_980 {
let l_981 = -l_978;
let l_982 = bitcast<u32>(l_981);
let l_983 = l_982 + u32(1);
l_mut_75 = l_983;
let l_984 = l_982 & u32(2147483647);
let l_985 = l_984 == u32(0);
if l_985 {
l_mut_75 = u32(1);
} else {
let l_986 = l_982 & u32(2147483648);
let l_987 = l_986 != u32(0);
if l_987 {
let l_988 = l_982 - u32(1);
l_mut_75 = l_988;
}
}
let l_989 = bitcast<f32>(l_mut_75);
let l_990 = -l_989;
let l_991 = f64(l_990);
l_mut_35 = l_991;
} else {
let l_992 = bitcast<u32>(l_978);
let l_993 = l_992 + u32(1);
l_mut_75 = l_993;
let l_994 = l_992 & u32(2147483647);
let l_995 = l_994 == u32(0);
if l_995 {
l_mut_75 = u32(1);
} else {
let l_996 = l_992 & u32(2147483648);
let l_997 = l_996 != u32(0);
if l_997 {
let l_998 = l_992 - u32(1);
l_mut_75 = l_998;
}
}
let l_999 = bitcast<f32>(l_mut_75);
let l_1000 = f64(l_999);
let l_1001 = l_1000 <= l_972;
if l_1001 {
let l_1002 = bitcast<u32>(l_978);
let l_1003 = l_1002 + u32(1);
l_mut_75 = l_1003;
let l_1004 = l_1002 & u32(2147483647);
let l_1005 = l_1004 == u32(0);
if l_1005 {
l_mut_75 = u32(1);
} else {
let l_1006 = l_1002 & u32(2147483648);
let l_1007 = l_1006 != u32(0);
if l_1007 {
let l_1008 = l_1002 - u32(1);
l_mut_75 = l_1008;
}
}
let l_1009 = bitcast<f32>(l_mut_75);
let l_1010 = f64(l_1009);
l_mut_35 = l_1010;
}
}
}
let l_1011 = l_971 + l_609;
let l_1012 = l_1011 * f64(7.1362384635298e44);
let l_1013 = floor(l_1012);
let l_1014 = l_1013 * f64(1.401298464324817e-45);
l_mut_1015 = l_1014;
let l_1016 = abs(l_1011);
let l_1017 = l_1016 >= f64(1.1754943508222875e-38);
if l_1017 {
let l_1018 = f32(l_1011);
let l_1019 = f64(l_1018);
l_mut_1015 = l_1019;
let l_1020 = l_mut_1015 > l_1011;
if l_1020 {
let l_1021 = -l_1018;
let l_1022 = bitcast<u32>(l_1021);
let l_1023 = l_1022 + u32(1);
l_mut_75 = l_1023;
let l_1024 = l_1022 & u32(2147483647);
let l_1025 = l_1024 == u32(0);
if l_1025 {
l_mut_75 = u32(1);
} else {
let l_1026 = l_1022 & u32(2147483648);
let l_1027 = l_1026 != u32(0);
if l_1027 {
let l_1028 = l_1022 - u32(1);
l_mut_75 = l_1028;
}
}
let l_1029 = bitcast<f32>(l_mut_75);
let l_1030 = -l_1029;
let l_1031 = f64(l_1030);
l_mut_1015 = l_1031;
} else {
let l_1032 = bitcast<u32>(l_1018);
let l_1033 = l_1032 + u32(1);
l_mut_75 = l_1033;
let l_1034 = l_1032 & u32(2147483647);
let l_1035 = l_1034 == u32(0);
if l_1035 {
l_mut_75 = u32(1);
} else {
let l_1036 = l_1032 & u32(2147483648);
let l_1037 = l_1036 != u32(0);
if l_1037 {
let l_1038 = l_1032 - u32(1);
l_mut_75 = l_1038;
}
}
let l_1039 = bitcast<f32>(l_mut_75);
let l_1040 = f64(l_1039);
let l_1041 = l_1040 <= l_1011;
if l_1041 {
let l_1042 = bitcast<u32>(l_1018);
let l_1043 = l_1042 + u32(1);
l_mut_75 = l_1043;
let l_1044 = l_1042 & u32(2147483647);
let l_1045 = l_1044 == u32(0);
if l_1045 {
l_mut_75 = u32(1);
} else {
let l_1046 = l_1042 & u32(2147483648);
let l_1047 = l_1046 != u32(0);
if l_1047 {
let l_1048 = l_1042 - u32(1);
l_mut_75 = l_1048;
}
}
let l_1049 = bitcast<f32>(l_mut_75);
let l_1050 = f64(l_1049);
l_mut_1015 = l_1050;
}
}
}
let l_1051 = l_mut_35 == l_mut_1015;
let l_1052 = !l_1051;
if l_1052 {
a_603[u32(0)] = u32(0);
}
let l_1053 = -l_971;
let l_1054 = l_1053 * f64(7.1362384635298e44);
let l_1055 = floor(l_1054);
let l_1056 = l_1055 * f64(1.401298464324817e-45);
l_mut_1015 = l_1056;
let l_1057 = abs(l_1053);
let l_1058 = l_1057 >= f64(1.1754943508222875e-38);
if l_1058 {
let l_1059 = f32(l_1053);
let l_1060 = f64(l_1059);
l_mut_1015 = l_1060;
let l_1061 = l_mut_1015 > l_1053;
if l_1061 {
let l_1062 = -l_1059;
let l_1063 = bitcast<u32>(l_1062);
let l_1064 = l_1063 + u32(1);
l_mut_75 = l_1064;
let l_1065 = l_1063 & u32(2147483647);
let l_1066 = l_1065 == u32(0);
if l_1066 {
l_mut_75 = u32(1);
} else {
let l_1067 = l_1063 & u32(2147483648);
let l_1068 = l_1067 != u32(0);
if l_1068 {
let l_1069 = l_1063 - u32(1);
l_mut_75 = l_1069;
}
}
let l_1070 = bitcast<f32>(l_mut_75);
let l_1071 = -l_1070;
let l_1072 = f64(l_1071);
l_mut_1015 = l_1072;
} else {
let l_1073 = bitcast<u32>(l_1059);
let l_1074 = l_1073 + u32(1);
l_mut_75 = l_1074;
let l_1075 = l_1073 & u32(2147483647);
let l_1076 = l_1075 == u32(0);
if l_1076 {
l_mut_75 = u32(1);
} else {
let l_1077 = l_1073 & u32(2147483648);
let l_1078 = l_1077 != u32(0);
if l_1078 {
let l_1079 = l_1073 - u32(1);
l_mut_75 = l_1079;
}
}
let l_1080 = bitcast<f32>(l_mut_75);
let l_1081 = f64(l_1080);
let l_1082 = l_1081 <= l_1053;
if l_1082 {
let l_1083 = bitcast<u32>(l_1059);
let l_1084 = l_1083 + u32(1);
l_mut_75 = l_1084;
let l_1085 = l_1083 & u32(2147483647);
let l_1086 = l_1085 == u32(0);
if l_1086 {
l_mut_75 = u32(1);
} else {
let l_1087 = l_1083 & u32(2147483648);
let l_1088 = l_1087 != u32(0);
if l_1088 {
let l_1089 = l_1083 - u32(1);
l_mut_75 = l_1089;
}
}
let l_1090 = bitcast<f32>(l_mut_75);
let l_1091 = f64(l_1090);
l_mut_1015 = l_1091;
}
}
}
let l_1092 = -l_mut_1015;
l_mut_895 = l_1092;
}
l_mut_75 = u32(0);
let l_1093 = !l_10;
let l_1094 = abs(l_mut_773);
let l_1095 = l_1094 <= l_609;
let l_1096 = abs(l_mut_895);
let l_1097 = l_1096 <= l_609;
let l_1098 = l_1095 || l_1097;
let l_1099 = l_1093 && l_1098;
if l_1099 {
a_603[u32(0)] = u32(0);
}
let l_1100 = l_mut_773 <= f64(0.0);
let l_1101 = l_mut_895 >= f64(0.0);
let l_1102 = l_1100 && l_1101;
let l_1103 = !l_1102;
if l_1103 {
let l_1105 = l_mut_421 / l_mut_773;
let l_1106 = l_mut_421 / l_mut_895;
let l_1107 = l_mut_58 / l_mut_773;
let l_1108 = l_mut_58 / l_mut_895;
a_1104[u32(0)] = l_1105;
a_1104[u32(1)] = l_1105;
let l_1109 = a_1104[u32(0)];
let l_1110 = l_1106 < l_1109;
if l_1110 {
a_1104[u32(0)] = l_1106;
}
let l_1111 = a_1104[u32(0)];
let l_1112 = l_1107 < l_1111;
if l_1112 {
a_1104[u32(0)] = l_1107;
}
let l_1113 = a_1104[u32(0)];
let l_1114 = l_1108 < l_1113;
if l_1114 {
a_1104[u32(0)] = l_1108;
}
let l_1115 = a_1104[u32(1)];
let l_1116 = l_1106 > l_1115;
if l_1116 {
a_1104[u32(1)] = l_1106;
}
let l_1117 = a_1104[u32(1)];
let l_1118 = l_1107 > l_1117;
if l_1118 {
a_1104[u32(1)] = l_1107;
}
let l_1119 = a_1104[u32(1)];
let l_1120 = l_1108 > l_1119;
if l_1120 {
a_1104[u32(1)] = l_1108;
}
l_mut_1015 = f64(1.4551915228366852e-11);
let l_1121 = !l_10;
if l_1121 {
let l_1122 = l_607 + l_609;
let l_1123 = abs(l_mut_773);
let l_1124 = abs(l_mut_895);
l_mut_895 = l_1123;
let l_1125 = l_1124 < l_1123;
if l_1125 {
l_mut_895 = l_1124;
}
let l_1126 = l_1122 / l_mut_895;
let l_1127 = abs(l_mut_421);
let l_1128 = abs(l_mut_58);
l_mut_895 = l_1127;
let l_1129 = l_1128 < l_1127;
if l_1129 {
l_mut_895 = l_1128;
}
let l_1130 = l_607 / l_mut_895;
let l_1131 = l_1126 + l_1130;
l_mut_1015 = l_mut_1015 + l_1131;
}
let l_1132 = a_1104[u32(0)];
let l_1133 = abs(l_1132);
let l_1134 = l_1133 * l_mut_1015;
let l_1135 = a_1104[u32(1)];
let l_1136 = abs(l_1135);
let l_1137 = l_1136 * l_mut_1015;
let l_1138 = a_1104[u32(0)];
let l_1139 = l_1138 - l_1134;
let l_1140 = abs(l_1139);
l_mut_1015 = f64(1.401298464324817e-45);
let l_1141 = l_1140 >= f64(1.1754943508222875e-38);
let l_1142 = l_1140 <= f64(1.7976931348623157e308);
let l_1143 = l_1141 && l_1142;
if l_1143 {
let l_1144 = bitcast<u64>(l_1140);
let l_1145 = l_1144 >> u32(bitcast<u64>(u64(52)));
let l_1146 = l_1145 - u64(23);
let l_1147 = l_1146 << u32(bitcast<u64>(u64(52)));
let l_1148 = bitcast<f64>(l_1147);
l_mut_1015 = l_1148;
}
let l_1149 = l_1138 + l_1134;
let l_1150 = abs(l_1149);
l_mut_895 = f64(1.401298464324817e-45);
let l_1151 = l_1150 >= f64(1.1754943508222875e-38);
let l_1152 = l_1150 <= f64(1.7976931348623157e308);
let l_1153 = l_1151 && l_1152;
if l_1153 {
let l_1154 = bitcast<u64>(l_1150);
let l_1155 = l_1154 >> u32(bitcast<u64>(u64(52)));
let l_1156 = l_1155 - u64(23);
let l_1157 = l_1156 << u32(bitcast<u64>(u64(52)));
let l_1158 = bitcast<f64>(l_1157);
l_mut_895 = l_1158;
}
let l_1159 = l_mut_1015 == l_mut_895;
let l_1160 = !l_1159;
let l_1161 = a_1104[u32(1)];
let l_1162 = l_1161 - l_1137;
let l_1163 = abs(l_1162);
l_mut_1015 = f64(1.401298464324817e-45);
let l_1164 = l_1163 >= f64(1.1754943508222875e-38);
let l_1165 = l_1163 <= f64(1.7976931348623157e308);
let l_1166 = l_1164 && l_1165;
if l_1166 {
let l_1167 = bitcast<u64>(l_1163);
let l_1168 = l_1167 >> u32(bitcast<u64>(u64(52)));
let l_1169 = l_1168 - u64(23);
let l_1170 = l_1169 << u32(bitcast<u64>(u64(52)));
let l_1171 = bitcast<f64>(l_1170);
l_mut_1015 = l_1171;
}
let l_1172 = l_1161 + l_1137;
let l_1173 = abs(l_1172);
l_mut_895 = f64(1.401298464324817e-45);
let l_1174 = l_1173 >= f64(1.1754943508222875e-38);
let l_1175 = l_1173 <= f64(1.7976931348623157e308);
let l_1176 = l_1174 && l_1175;
if l_1176 {
let l_1177 = bitcast<u64>(l_1173);
let l_1178 = l_1177 >> u32(bitcast<u64>(u64(52)));
let l_1179 = l_1178 - u64(23);
let l_1180 = l_1179 << u32(bitcast<u64>(u64(52)));
let l_1181 = bitcast<f64>(l_1180);
l_mut_895 = l_1181;
}
let l_1182 = l_mut_1015 == l_mut_895;
let l_1183 = !l_1182;
let l_1184 = l_1160 || l_1183;
if l_1184 {
a_603[u32(0)] = u32(0);
}
let l_1185 = a_1104[u32(0)];
let l_1186 = a_1104[u32(0)];
let l_1187 = abs(l_1186);
l_mut_1015 = f64(1.401298464324817e-45);
let l_1188 = l_1187 >= f64(1.1754943508222875e-38);
let l_1189 = l_1187 <= f64(1.7976931348623157e308);
let l_1190 = l_1188 && l_1189;
if l_1190 {
let l_1191 = bitcast<u64>(l_1187);
let l_1192 = l_1191 >> u32(bitcast<u64>(u64(52)));
let l_1193 = l_1192 - u64(23);
let l_1194 = l_1193 << u32(bitcast<u64>(u64(52)));
let l_1195 = bitcast<f64>(l_1194);
l_mut_1015 = l_1195;
}
let l_1196 = l_19 * l_mut_1015;
let l_1197 = l_1185 - l_1196;
let l_1198 = a_1104[u32(1)];
let l_1199 = a_1104[u32(1)];
let l_1200 = abs(l_1199);
l_mut_1015 = f64(1.401298464324817e-45);
let l_1201 = l_1200 >= f64(1.1754943508222875e-38);
let l_1202 = l_1200 <= f64(1.7976931348623157e308);
let l_1203 = l_1201 && l_1202;
if l_1203 {
let l_1204 = bitcast<u64>(l_1200);
let l_1205 = l_1204 >> u32(bitcast<u64>(u64(52)));
let l_1206 = l_1205 - u64(23);
let l_1207 = l_1206 << u32(bitcast<u64>(u64(52)));
let l_1208 = bitcast<f64>(l_1207);
l_mut_1015 = l_1208;
}
let l_1209 = l_19 * l_mut_1015;
let l_1210 = l_1198 + l_1209;
let l_1211 = f64(l_12);
let l_1212 = bitcast<u32>(l_12);
let l_1213 = l_1212 + u32(1);
l_mut_45 = l_1213;
let l_1214 = l_1212 & u32(2147483647);
let l_1215 = l_1214 == u32(0);
if l_1215 {
l_mut_45 = u32(1);
} else {
let l_1216 = l_1212 & u32(2147483648);
let l_1217 = l_1216 != u32(0);
if l_1217 {
let l_1218 = l_1212 - u32(1);
l_mut_45 = l_1218;
}
}
let l_1219 = bitcast<f32>(l_mut_45);
let l_1220 = f64(l_1219);
let l_1221 = -l_12;
let l_1222 = bitcast<u32>(l_1221);
let l_1223 = l_1222 + u32(1);
l_mut_45 = l_1223;
let l_1224 = l_1222 & u32(2147483647);
let l_1225 = l_1224 == u32(0);
if l_1225 {
l_mut_45 = u32(1);
} else {
let l_1226 = l_1222 & u32(2147483648);
let l_1227 = l_1226 != u32(0);
if l_1227 {
let l_1228 = l_1222 - u32(1);
l_mut_45 = l_1228;
}
}
let l_1229 = bitcast<f32>(l_mut_45);
let l_1230 = -l_1229;
let l_1231 = f64(l_1230);
let l_1232 = l_1197 + l_1134;
let l_1233 = l_1232 <= l_1211;
l_mut_105 = l_1233;
let l_1234 = l_1197 - l_1134;
let l_1235 = l_1234 > l_1211;
l_mut_102 = l_1235;
let l_1236 = l_1210 - l_1137;
let l_1237 = l_1236 >= l_1211;
l_mut_99 = l_1237;
let l_1238 = l_1210 + l_1137;
let l_1239 = l_1238 < l_1211;
l_mut_96 = l_1239;
if l_10 {
let l_1240 = l_1197 + l_1134;
let l_1241 = l_1240 < l_1220;
l_mut_105 = l_1241;
let l_1242 = l_1197 - l_1134;
let l_1243 = l_1242 >= l_1220;
l_mut_102 = l_1243;
let l_1244 = l_1210 - l_1137;
let l_1245 = l_1244 > l_1231;
l_mut_99 = l_1245;
let l_1246 = l_1210 + l_1137;
let l_1247 = l_1246 <= l_1231;
l_mut_96 = l_1247;
}
l_mut_45 = u32(2);
let l_1248 = l_mut_102 || l_mut_96;
if l_1248 {
l_mut_45 = u32(1);
} else {
let l_1249 = l_mut_105 && l_mut_99;
if l_1249 {
l_mut_45 = u32(0);
}
}
l_mut_75 = l_mut_45;
}
let l_1250 = a_603[u32(0)];
let l_1251 = l_1250 == u32(0);
if l_1251 {
l_mut_75 = u32(2);
}
l_mut_28 = l_mut_75;
} else {
let l_1252 = l_24 <= l_22;
let l_1253 = l_6 == u32(12);
let l_1254 = l_1252 && l_1253;
if l_1254 {
let l_1255 = sin(l_23);
let l_1256 = cos(l_23);
let l_1257 = abs(l_1255);
let l_1258 = l_1257 * f64(1.4551915228366852e-11);
let l_1259 = abs(l_1256);
let l_1260 = l_1259 * f64(1.4551915228366852e-11);
let l_1261 = l_1255 - l_16;
let l_1262 = l_1255 + l_16;
let l_1263 = l_1256 - l_16;
let l_1264 = l_1256 + l_16;
l_mut_75 = u32(2);
let l_1265 = abs(l_1263);
let l_1266 = l_1265 <= l_1260;
let l_1267 = abs(l_1264);
let l_1268 = l_1267 <= l_1260;
let l_1269 = l_1266 || l_1268;
let l_1270 = !l_1269;
if l_1270 {
l_mut_75 = u32(0);
let l_1271 = l_1263 <= f64(0.0);
let l_1272 = l_1264 >= f64(0.0);
let l_1273 = l_1271 && l_1272;
let l_1274 = !l_1273;
if l_1274 {
let l_1275 = abs(l_1263);
let l_1276 = abs(l_1264);
l_mut_1015 = l_1275;
let l_1277 = l_1276 < l_1275;
if l_1277 {
l_mut_1015 = l_1276;
}
let l_1278 = l_1260 / l_mut_1015;
let l_1279 = l_1278 + f64(1.4551915228366852e-11);
let l_1280 = f64(1.0) / l_1264;
let l_1281 = f64(1.0) / l_1263;
let l_1282 = abs(l_1280);
l_mut_1015 = f64(1.401298464324817e-45);
let l_1283 = l_1282 >= f64(1.1754943508222875e-38);
let l_1284 = l_1282 <= f64(1.7976931348623157e308);
let l_1285 = l_1283 && l_1284;
if l_1285 {
let l_1286 = bitcast<u64>(l_1282);
let l_1287 = l_1286 >> u32(bitcast<u64>(u64(52)));
let l_1288 = l_1287 - u64(23);
let l_1289 = l_1288 << u32(bitcast<u64>(u64(52)));
let l_1290 = bitcast<f64>(l_1289);
l_mut_1015 = l_1290;
}
let l_1291 = l_19 * l_mut_1015;
let l_1292 = l_1280 - l_1291;
let l_1293 = abs(l_1281);
l_mut_1015 = f64(1.401298464324817e-45);
let l_1294 = l_1293 >= f64(1.1754943508222875e-38);
let l_1295 = l_1293 <= f64(1.7976931348623157e308);
let l_1296 = l_1294 && l_1295;
if l_1296 {
let l_1297 = bitcast<u64>(l_1293);
let l_1298 = l_1297 >> u32(bitcast<u64>(u64(52)));
let l_1299 = l_1298 - u64(23);
let l_1300 = l_1299 << u32(bitcast<u64>(u64(52)));
let l_1301 = bitcast<f64>(l_1300);
l_mut_1015 = l_1301;
}
let l_1302 = l_19 * l_mut_1015;
let l_1303 = l_1281 + l_1302;
let l_1305 = l_1261 * l_1292;
let l_1306 = l_1261 * l_1303;
let l_1307 = l_1262 * l_1292;
let l_1308 = l_1262 * l_1303;
a_1304[u32(0)] = l_1305;
a_1304[u32(1)] = l_1305;
let l_1309 = a_1304[u32(0)];
let l_1310 = l_1306 < l_1309;
if l_1310 {
a_1304[u32(0)] = l_1306;
}
let l_1311 = a_1304[u32(0)];
let l_1312 = l_1307 < l_1311;
if l_1312 {
a_1304[u32(0)] = l_1307;
}
let l_1313 = a_1304[u32(0)];
let l_1314 = l_1308 < l_1313;
if l_1314 {
a_1304[u32(0)] = l_1308;
}
let l_1315 = a_1304[u32(1)];
let l_1316 = l_1306 > l_1315;
if l_1316 {
a_1304[u32(1)] = l_1306;
}
let l_1317 = a_1304[u32(1)];
let l_1318 = l_1307 > l_1317;
if l_1318 {
a_1304[u32(1)] = l_1307;
}
let l_1319 = a_1304[u32(1)];
let l_1320 = l_1308 > l_1319;
if l_1320 {
a_1304[u32(1)] = l_1308;
}
let l_1321 = abs(l_1261);
let l_1322 = abs(l_1262);
l_mut_1015 = l_1321;
let l_1323 = l_1322 > l_1321;
if l_1323 {
l_mut_1015 = l_1322;
}
let l_1324 = abs(l_1292);
let l_1325 = abs(l_1303);
l_mut_895 = l_1324;
let l_1326 = l_1325 > l_1324;
if l_1326 {
l_mut_895 = l_1325;
}
let l_1327 = l_mut_1015 * l_mut_895;
let l_1328 = l_1279 + f64(1.4551915228366852e-11);
let l_1329 = l_1327 * l_1328;
let l_1330 = l_1258 * l_mut_895;
let l_1331 = l_1329 + l_1330;
l_mut_75 = u32(2);
let l_1332 = abs(l_1280);
let l_1333 = l_1332 * l_1279;
let l_1334 = l_1280 - l_1333;
let l_1335 = abs(l_1334);
l_mut_1015 = f64(1.401298464324817e-45);
let l_1336 = l_1335 >= f64(1.1754943508222875e-38);
let l_1337 = l_1335 <= f64(1.7976931348623157e308);
let l_1338 = l_1336 && l_1337;
if l_1338 {
let l_1339 = bitcast<u64>(l_1335);
let l_1340 = l_1339 >> u32(bitcast<u64>(u64(52)));
let l_1341 = l_1340 - u64(23);
let l_1342 = l_1341 << u32(bitcast<u64>(u64(52)));
let l_1343 = bitcast<f64>(l_1342);
l_mut_1015 = l_1343;
}
let l_1344 = l_1280 + l_1333;
let l_1345 = abs(l_1344);
l_mut_895 = f64(1.401298464324817e-45);
let l_1346 = l_1345 >= f64(1.1754943508222875e-38);
let l_1347 = l_1345 <= f64(1.7976931348623157e308);
let l_1348 = l_1346 && l_1347;
if l_1348 {
let l_1349 = bitcast<u64>(l_1345);
let l_1350 = l_1349 >> u32(bitcast<u64>(u64(52)));
let l_1351 = l_1350 - u64(23);
let l_1352 = l_1351 << u32(bitcast<u64>(u64(52)));
let l_1353 = bitcast<f64>(l_1352);
l_mut_895 = l_1353;
}
let l_1354 = l_mut_1015 == l_mut_895;
let l_1355 = abs(l_1281);
let l_1356 = l_1355 * l_1279;
let l_1357 = l_1281 - l_1356;
let l_1358 = abs(l_1357);
l_mut_1015 = f64(1.401298464324817e-45);
let l_1359 = l_1358 >= f64(1.1754943508222875e-38);
let l_1360 = l_1358 <= f64(1.7976931348623157e308);
let l_1361 = l_1359 && l_1360;
if l_1361 {
let l_1362 = bitcast<u64>(l_1358);
let l_1363 = l_1362 >> u32(bitcast<u64>(u64(52)));
let l_1364 = l_1363 - u64(23);
let l_1365 = l_1364 << u32(bitcast<u64>(u64(52)));
let l_1366 = bitcast<f64>(l_1365);
l_mut_1015 = l_1366;
}
let l_1367 = l_1281 + l_1356;
let l_1368 = abs(l_1367);
l_mut_895 = f64(1.401298464324817e-45);
let l_1369 = l_1368 >= f64(1.1754943508222875e-38);
let l_1370 = l_1368 <= f64(1.7976931348623157e308);
let l_1371 = l_1369 && l_1370;
if l_1371 {
let l_1372 = bitcast<u64>(l_1368);
let l_1373 = l_1372 >> u32(bitcast<u64>(u64(52)));
let l_1374 = l_1373 - u64(23);
let l_1375 = l_1374 << u32(bitcast<u64>(u64(52)));
let l_1376 = bitcast<f64>(l_1375);
l_mut_895 = l_1376;
}
let l_1377 = l_mut_1015 == l_mut_895;
let l_1378 = l_1354 && l_1377;
if l_1378 {
let l_1379 = a_1304[u32(0)];
let l_1380 = a_1304[u32(1)];
let l_1381 = f64(l_12);
let l_1382 = bitcast<u32>(l_12);
let l_1383 = l_1382 + u32(1);
l_mut_45 = l_1383;
let l_1384 = l_1382 & u32(2147483647);
let l_1385 = l_1384 == u32(0);
if l_1385 {
l_mut_45 = u32(1);
} else {
let l_1386 = l_1382 & u32(2147483648);
let l_1387 = l_1386 != u32(0);
if l_1387 {
let l_1388 = l_1382 - u32(1);
l_mut_45 = l_1388;
}
}
let l_1389 = bitcast<f32>(l_mut_45);
let l_1390 = f64(l_1389);
let l_1391 = -l_12;
let l_1392 = bitcast<u32>(l_1391);
let l_1393 = l_1392 + u32(1);
l_mut_45 = l_1393;
let l_1394 = l_1392 & u32(2147483647);
let l_1395 = l_1394 == u32(0);
if l_1395 {
l_mut_45 = u32(1);
} else {
let l_1396 = l_1392 & u32(2147483648);
let l_1397 = l_1396 != u32(0);
if l_1397 {
let l_1398 = l_1392 - u32(1);
l_mut_45 = l_1398;
}
}
let l_1399 = bitcast<f32>(l_mut_45);
let l_1400 = -l_1399;
let l_1401 = f64(l_1400);
let l_1402 = l_1379 + l_1331;
let l_1403 = l_1402 <= l_1381;
l_mut_105 = l_1403;
let l_1404 = l_1379 - l_1331;
let l_1405 = l_1404 > l_1381;
l_mut_102 = l_1405;
let l_1406 = l_1380 - l_1331;
let l_1407 = l_1406 >= l_1381;
l_mut_99 = l_1407;
let l_1408 = l_1380 + l_1331;
let l_1409 = l_1408 < l_1381;
l_mut_96 = l_1409;
let l_1410 = l_1379 + l_1331;
let l_1411 = l_1410 < l_1390;
l_mut_105 = l_1411;
let l_1412 = l_1379 - l_1331;
let l_1413 = l_1412 >= l_1390;
l_mut_102 = l_1413;
let l_1414 = l_1380 - l_1331;
let l_1415 = l_1414 > l_1401;
l_mut_99 = l_1415;
let l_1416 = l_1380 + l_1331;
let l_1417 = l_1416 <= l_1401;
l_mut_96 = l_1417;
l_mut_45 = u32(2);
let l_1418 = l_mut_102 || l_mut_96;
if l_1418 {
l_mut_45 = u32(1);
} else {
let l_1419 = l_mut_105 && l_mut_99;
if l_1419 {
l_mut_45 = u32(0);
}
}
l_mut_75 = l_mut_45;
}
}
}
l_mut_28 = l_mut_75;
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
let l_1420 = a_27[u32(0)];
let l_1421 = l_1420 == u32(0);
if l_1421 {
l_mut_28 = u32(2);
}
let l_1485 = info.static_meta[u32(6)];
let l_1486 = l_1485 * u32(1);
let l_1487 = l_4 < l_1486;
if l_1487 {
buffer_6_global[l_4] = l_mut_28;
}
}
}
}
