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
var<storage, read_write> buffer_4_global: array<f64>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<u32>;

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
fn reference_range(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
var a_8: array<u32, 65>;

var a_9: array<f64, 10>;

var a_144: array<u32, 1>;

var a_720: array<u32, 1>;

var a_1221: array<f64, 2>;

var a_1421: array<f64, 2>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_1012: f64;
var l_mut_1132: f64;
var l_mut_122: bool;
var l_mut_145: u32;
var l_mut_152: f64;
var l_mut_162: u32;
var l_mut_175: f64;
var l_mut_192: u32;
var l_mut_213: bool;
var l_mut_216: bool;
var l_mut_219: bool;
var l_mut_222: bool;
var l_mut_22: f32;
var l_mut_25: f64;
var l_mut_27: u32;
var l_mut_538: f64;
var l_mut_890: f64;
let l_0 = id == u32(0);
if l_0 {
let l_1645 = info.static_meta[u32(6)];
let l_1646 = l_1645 * u32(1);
let l_1647 = u32(0) < l_1646;
if l_1647 {
buffer_6_global[u32(0)] = u32(1);
}
}
let l_1631 = info.static_meta[u32(0)];
let l_1632 = l_1631 * u32(1);
let l_1633 = u32(1) < l_1632;
let l_1634 = l_1632 - u32(1);
let l_1635 = min(u32(1), l_1634);
let l_1636 = buffer_0_global[l_1635];
let l_1637 = select(u32(0), l_1636, l_1633);
let l_1 = l_1637;
let l_2 = id * l_1;
let l_1638 = info.static_meta[u32(0)];
let l_1639 = l_1638 * u32(1);
let l_1640 = u32(2) < l_1639;
let l_1641 = l_1639 - u32(1);
let l_1642 = min(u32(2), l_1641);
let l_1643 = buffer_0_global[l_1642];
let l_1644 = select(u32(0), l_1643, l_1640);
let l_3 = l_1644;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_1648 = info.static_meta[u32(0)];
let l_1649 = l_1648 * u32(1);
let l_1650 = u32(2) < l_1649;
let l_1651 = l_1649 - u32(1);
let l_1652 = min(u32(2), l_1651);
let l_1653 = buffer_0_global[l_1652];
let l_1654 = select(u32(0), l_1653, l_1650);
let l_6 = l_1654;
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
let l_1655 = info.static_meta[u32(0)];
let l_1656 = l_1655 * u32(1);
let l_1657 = u32(0) < l_1656;
let l_1658 = l_1656 - u32(1);
let l_1659 = min(u32(0), l_1658);
let l_1660 = buffer_0_global[l_1659];
let l_1661 = select(u32(0), l_1660, l_1657);
let l_19 = l_1661;
let l_20 = l_19 + l_mut_18;
let l_21 = bitcast<f32>(l_20);
l_mut_22 = l_21;
let l_23 = tan(l_21);
l_mut_22 = l_23;
let l_24 = f64(l_21);
l_mut_25 = l_24;
let l_26 = tan(l_24);
l_mut_25 = l_26;
l_mut_27 = u32(4294967294);
let l_28 = bitcast<u32>(l_mut_22);
let l_29 = bitcast<u32>(l_21);
let l_30 = l_29 & u32(2139095040);
let l_31 = l_30 != u32(2139095040);
let l_32 = l_30 == u32(0);
let l_33 = bitcast<u32>(l_21);
let l_34 = l_33 & u32(8388607);
let l_35 = l_34 != u32(0);
let l_36 = l_32 && l_35;
let l_37 = abs(l_mut_25);
let l_38 = l_mut_25 < f64(0.0);
let l_39 = u32(l_38);
let l_40 = u32(2147483648) * l_39;
if l_36 {
} else {
let l_41 = is_nan_1_f64(l_mut_25);if l_41 {
let l_42 = l_28 & u32(2147483647);
let l_43 = l_42 > u32(2139095040);
if l_43 {
l_mut_27 = u32(4294967293);
}
} else {
let l_44 = l_37 >= f64(3.402823669209385e38);
let l_45 = !l_31;
let l_46 = l_37 == f64(0.0);
let l_47 = l_45 && l_46;
let l_48 = l_44 || l_47;
if l_48 {
let l_49 = l_37 >= f64(3.402823669209385e38);
let l_50 = u32(l_49);
let l_51 = u32(2139095040) * l_50;
let l_52 = l_51 | l_40;
let l_53 = l_28 == l_52;
let l_54 = l_28 | l_52;
let l_55 = l_54 & u32(2147483647);
let l_56 = l_55 == u32(0);
let l_57 = l_53 || l_56;
if l_57 {
l_mut_27 = u32(4294967293);
}
} else {
let l_58 = l_37 >= f64(2.350988701644575e-38);
let l_59 = l_31 && l_58;
let l_60 = l_37 < f64(3.4028234663852886e38);
let l_61 = l_59 && l_60;
if l_61 {
let l_62 = f32(l_37);
let l_63 = bitcast<u32>(l_62);
let l_64 = bitcast<f32>(l_63);
let l_65 = f64(l_64);
let l_66 = l_37 - l_65;
let l_67 = l_63 + u32(1);
let l_68 = l_66 < f64(0.0);
let l_69 = u32(l_68);
let l_70 = u32(2) * l_69;
let l_71 = l_67 - l_70;
let l_72 = bitcast<f32>(l_71);
let l_73 = f64(l_72);
let l_74 = l_73 - l_65;
let l_75 = abs(l_74);
let l_76 = l_75 * f64(0.5);
let l_77 = abs(l_66);
let l_78 = l_76 - l_77;
let l_79 = l_37 * f64(9.094947017729282e-13);
let l_80 = l_78 > l_79;
if l_80 {
let l_81 = l_63 | l_40;
l_mut_27 = l_81;
}
} else {
let l_82 = l_37 < f64(2.350988701644575e-38);
let l_83 = l_31 && l_82;
if l_83 {
let l_84 = l_37 * f64(7.1362384635298e44);
let l_85 = floor(l_84);
let l_86 = l_84 - l_85;
let l_87 = l_86 - f64(0.5);
let l_88 = abs(l_87);
let l_89 = l_84 * f64(9.094947017729282e-13);
let l_90 = l_88 > l_89;
if l_90 {
let l_91 = l_86 > f64(0.5);
let l_92 = f64(l_91);
let l_93 = l_85 + l_92;
let l_94 = u32(l_93);
let l_95 = l_94 | l_40;
l_mut_27 = l_95;
}
}
}
}
}
}
let l_96 = bitcast<u32>(l_mut_22);
let l_97 = l_96 & u32(2139095040);
let l_98 = l_97 != u32(2139095040);
let l_99 = l_96 & u32(2147483647);
let l_100 = l_99 == u32(0);
let l_101 = l_96 & u32(2147483647);
let l_102 = f64(l_101);
let l_103 = l_96 >> u32(31);
let l_104 = f64(l_103);
let l_105 = f64(2.0) * l_104;
let l_106 = f64(1.0) - l_105;
let l_107 = l_102 * l_106;
let l_108 = l_mut_27 & u32(2147483647);
let l_109 = f64(l_108);
let l_110 = l_mut_27 >> u32(31);
let l_111 = f64(l_110);
let l_112 = f64(2.0) * l_111;
let l_113 = f64(1.0) - l_112;
let l_114 = l_109 * l_113;
let l_115 = l_107 - l_114;
let l_116 = l_mut_27 < u32(4294967293);
let l_117 = l_115 == f64(0.0);
let l_118 = !l_100;
let l_119 = l_98 && l_118;
let l_120 = l_117 || l_119;
let l_121 = l_116 && l_120;
l_mut_122 = l_121;
let l_123 = l_115 != f64(0.0);
let l_124 = l_mut_122 && l_123;
if l_124 {

for (var l_mut_125: u32 = u32(0); l_mut_125 < u32(8); l_mut_125++) {
let l_126 = u32(2) * l_mut_125;
let l_1662 = info.static_meta[u32(1)];
let l_1663 = l_1662 * u32(1);
let l_1664 = l_126 < l_1663;
let l_1665 = l_1663 - u32(1);
let l_1666 = min(l_126, l_1665);
let l_1667 = buffer_1_global[l_1666];
let l_1668 = select(u32(0), l_1667, l_1664);
let l_127 = l_1668;
let l_128 = u32(2) * l_mut_125;
let l_129 = l_128 + u32(1);
let l_1669 = info.static_meta[u32(1)];
let l_1670 = l_1669 * u32(1);
let l_1671 = l_129 < l_1670;
let l_1672 = l_1670 - u32(1);
let l_1673 = min(l_129, l_1672);
let l_1674 = buffer_1_global[l_1673];
let l_1675 = select(u32(0), l_1674, l_1671);
let l_130 = l_1675;
let l_131 = l_130 != u32(0);
let l_132 = l_mut_125 * u32(4);
let l_1676 = info.static_meta[u32(2)];
let l_1677 = l_1676 * u32(1);
let l_1678 = l_132 < l_1677;
let l_1679 = l_1677 - u32(1);
let l_1680 = min(l_132, l_1679);
let l_1681 = buffer_2_global[l_1680];
let l_1682 = select(f64(0.0), l_1681, l_1678);
let l_133 = l_1682;
let l_134 = l_mut_125 * u32(4);
let l_135 = l_134 + u32(1);
let l_1683 = info.static_meta[u32(2)];
let l_1684 = l_1683 * u32(1);
let l_1685 = l_135 < l_1684;
let l_1686 = l_1684 - u32(1);
let l_1687 = min(l_135, l_1686);
let l_1688 = buffer_2_global[l_1687];
let l_1689 = select(f64(0.0), l_1688, l_1685);
let l_136 = l_1689;
let l_137 = l_mut_125 * u32(4);
let l_138 = l_137 + u32(2);
let l_1690 = info.static_meta[u32(2)];
let l_1691 = l_1690 * u32(1);
let l_1692 = l_138 < l_1691;
let l_1693 = l_1691 - u32(1);
let l_1694 = min(l_138, l_1693);
let l_1695 = buffer_2_global[l_1694];
let l_1696 = select(f64(0.0), l_1695, l_1692);
let l_139 = l_1696;
let l_140 = f64(l_21);
let l_141 = abs(l_140);
let l_142 = abs(l_mut_25);
let l_143 = l_142 * f64(1.4551915228366852e-11);
a_144[u32(0)] = u32(1);
l_mut_145 = u32(2);
let l_146 = l_127 == u32(0);
if l_146 {
l_mut_145 = u32(0);
} else {
let l_147 = l_127 == u32(1);
if l_147 {
l_mut_145 = u32(1);
let l_148 = abs(l_115);
let l_149 = l_148 <= l_133;
if l_149 {
l_mut_145 = u32(0);
}
} else {
let l_150 = l_127 == u32(2);
if l_150 {
let l_151 = abs(l_mut_25);
l_mut_152 = f64(1.401298464324817e-45);
let l_153 = l_151 >= f64(1.1754943508222875e-38);
let l_154 = l_151 <= f64(1.7976931348623157e308);
let l_155 = l_153 && l_154;
if l_155 {
let l_156 = bitcast<u64>(l_151);
let l_157 = l_156 >> u32(bitcast<u64>(u64(52)));
let l_158 = l_157 - u64(23);
let l_159 = l_158 << u32(bitcast<u64>(u64(52)));
let l_160 = bitcast<f64>(l_159);
l_mut_152 = l_160;
}
let l_161 = l_133 * l_mut_152;
l_mut_162 = u32(2);
let l_163 = l_mut_25 - l_143;
let l_164 = abs(l_163);
l_mut_152 = f64(1.401298464324817e-45);
let l_165 = l_164 >= f64(1.1754943508222875e-38);
let l_166 = l_164 <= f64(1.7976931348623157e308);
let l_167 = l_165 && l_166;
if l_167 {
let l_168 = bitcast<u64>(l_164);
let l_169 = l_168 >> u32(bitcast<u64>(u64(52)));
let l_170 = l_169 - u64(23);
let l_171 = l_170 << u32(bitcast<u64>(u64(52)));
let l_172 = bitcast<f64>(l_171);
l_mut_152 = l_172;
}
let l_173 = l_mut_25 + l_143;
let l_174 = abs(l_173);
l_mut_175 = f64(1.401298464324817e-45);
let l_176 = l_174 >= f64(1.1754943508222875e-38);
let l_177 = l_174 <= f64(1.7976931348623157e308);
let l_178 = l_176 && l_177;
if l_178 {
let l_179 = bitcast<u64>(l_174);
let l_180 = l_179 >> u32(bitcast<u64>(u64(52)));
let l_181 = l_180 - u64(23);
let l_182 = l_181 << u32(bitcast<u64>(u64(52)));
let l_183 = bitcast<f64>(l_182);
l_mut_175 = l_183;
}
let l_184 = l_mut_152 == l_mut_175;
if l_184 {
let l_185 = l_161 * f64(1.4551915228366852e-11);
let l_186 = l_143 + l_185;
let l_187 = l_mut_25 - l_161;
let l_188 = l_mut_25 + l_161;
let l_189 = f64(l_mut_22);
let l_190 = bitcast<u32>(l_mut_22);
let l_191 = l_190 + u32(1);
l_mut_192 = l_191;
let l_193 = l_190 & u32(2147483647);
let l_194 = l_193 == u32(0);
if l_194 {
l_mut_192 = u32(1);
} else {
let l_195 = l_190 & u32(2147483648);
let l_196 = l_195 != u32(0);
if l_196 {
let l_197 = l_190 - u32(1);
l_mut_192 = l_197;
}
}
let l_198 = bitcast<f32>(l_mut_192);
let l_199 = f64(l_198);
let l_200 = -l_mut_22;
let l_201 = bitcast<u32>(l_200);
let l_202 = l_201 + u32(1);
l_mut_192 = l_202;
let l_203 = l_201 & u32(2147483647);
let l_204 = l_203 == u32(0);
if l_204 {
l_mut_192 = u32(1);
} else {
let l_205 = l_201 & u32(2147483648);
let l_206 = l_205 != u32(0);
if l_206 {
let l_207 = l_201 - u32(1);
l_mut_192 = l_207;
}
}
let l_208 = bitcast<f32>(l_mut_192);
let l_209 = -l_208;
let l_210 = f64(l_209);
let l_211 = l_187 + l_186;
let l_212 = l_211 <= l_189;
l_mut_213 = l_212;
let l_214 = l_187 - l_186;
let l_215 = l_214 > l_189;
l_mut_216 = l_215;
let l_217 = l_188 - l_186;
let l_218 = l_217 >= l_189;
l_mut_219 = l_218;
let l_220 = l_188 + l_186;
let l_221 = l_220 < l_189;
l_mut_222 = l_221;
if l_131 {
let l_223 = l_187 + l_186;
let l_224 = l_223 < l_199;
l_mut_213 = l_224;
let l_225 = l_187 - l_186;
let l_226 = l_225 >= l_199;
l_mut_216 = l_226;
let l_227 = l_188 - l_186;
let l_228 = l_227 > l_210;
l_mut_219 = l_228;
let l_229 = l_188 + l_186;
let l_230 = l_229 <= l_210;
l_mut_222 = l_230;
}
l_mut_192 = u32(2);
let l_231 = l_mut_216 || l_mut_222;
if l_231 {
l_mut_192 = u32(1);
} else {
let l_232 = l_mut_213 && l_mut_219;
if l_232 {
l_mut_192 = u32(0);
}
}
l_mut_162 = l_mut_192;
}
l_mut_145 = l_mut_162;
} else {
let l_233 = l_127 == u32(3);
if l_233 {
l_mut_145 = u32(0);
let l_234 = l_141 >= f64(1.1754943508222875e-38);
let l_235 = l_141 <= f64(8.507059173023462e37);
let l_236 = l_234 && l_235;
if l_236 {
let l_237 = abs(l_mut_25);
l_mut_175 = f64(1.401298464324817e-45);
let l_238 = l_237 >= f64(1.1754943508222875e-38);
let l_239 = l_237 <= f64(1.7976931348623157e308);
let l_240 = l_238 && l_239;
if l_240 {
let l_241 = bitcast<u64>(l_237);
let l_242 = l_241 >> u32(bitcast<u64>(u64(52)));
let l_243 = l_242 - u64(23);
let l_244 = l_243 << u32(bitcast<u64>(u64(52)));
let l_245 = bitcast<f64>(l_244);
l_mut_175 = l_245;
}
let l_246 = l_133 * l_mut_175;
l_mut_192 = u32(2);
let l_247 = l_mut_25 - l_143;
let l_248 = abs(l_247);
l_mut_175 = f64(1.401298464324817e-45);
let l_249 = l_248 >= f64(1.1754943508222875e-38);
let l_250 = l_248 <= f64(1.7976931348623157e308);
let l_251 = l_249 && l_250;
if l_251 {
let l_252 = bitcast<u64>(l_248);
let l_253 = l_252 >> u32(bitcast<u64>(u64(52)));
let l_254 = l_253 - u64(23);
let l_255 = l_254 << u32(bitcast<u64>(u64(52)));
let l_256 = bitcast<f64>(l_255);
l_mut_175 = l_256;
}
let l_257 = l_mut_25 + l_143;
let l_258 = abs(l_257);
l_mut_152 = f64(1.401298464324817e-45);
let l_259 = l_258 >= f64(1.1754943508222875e-38);
let l_260 = l_258 <= f64(1.7976931348623157e308);
let l_261 = l_259 && l_260;
if l_261 {
let l_262 = bitcast<u64>(l_258);
let l_263 = l_262 >> u32(bitcast<u64>(u64(52)));
let l_264 = l_263 - u64(23);
let l_265 = l_264 << u32(bitcast<u64>(u64(52)));
let l_266 = bitcast<f64>(l_265);
l_mut_152 = l_266;
}
let l_267 = l_mut_175 == l_mut_152;
if l_267 {
let l_268 = l_246 * f64(1.4551915228366852e-11);
let l_269 = l_143 + l_268;
let l_270 = l_mut_25 - l_246;
let l_271 = l_mut_25 + l_246;
let l_272 = f64(l_mut_22);
let l_273 = bitcast<u32>(l_mut_22);
let l_274 = l_273 + u32(1);
l_mut_162 = l_274;
let l_275 = l_273 & u32(2147483647);
let l_276 = l_275 == u32(0);
if l_276 {
l_mut_162 = u32(1);
} else {
let l_277 = l_273 & u32(2147483648);
let l_278 = l_277 != u32(0);
if l_278 {
let l_279 = l_273 - u32(1);
l_mut_162 = l_279;
}
}
let l_280 = bitcast<f32>(l_mut_162);
let l_281 = f64(l_280);
let l_282 = -l_mut_22;
let l_283 = bitcast<u32>(l_282);
let l_284 = l_283 + u32(1);
l_mut_162 = l_284;
let l_285 = l_283 & u32(2147483647);
let l_286 = l_285 == u32(0);
if l_286 {
l_mut_162 = u32(1);
} else {
let l_287 = l_283 & u32(2147483648);
let l_288 = l_287 != u32(0);
if l_288 {
let l_289 = l_283 - u32(1);
l_mut_162 = l_289;
}
}
let l_290 = bitcast<f32>(l_mut_162);
let l_291 = -l_290;
let l_292 = f64(l_291);
let l_293 = l_270 + l_269;
let l_294 = l_293 <= l_272;
l_mut_222 = l_294;
let l_295 = l_270 - l_269;
let l_296 = l_295 > l_272;
l_mut_219 = l_296;
let l_297 = l_271 - l_269;
let l_298 = l_297 >= l_272;
l_mut_216 = l_298;
let l_299 = l_271 + l_269;
let l_300 = l_299 < l_272;
l_mut_213 = l_300;
if l_131 {
let l_301 = l_270 + l_269;
let l_302 = l_301 < l_281;
l_mut_222 = l_302;
let l_303 = l_270 - l_269;
let l_304 = l_303 >= l_281;
l_mut_219 = l_304;
let l_305 = l_271 - l_269;
let l_306 = l_305 > l_292;
l_mut_216 = l_306;
let l_307 = l_271 + l_269;
let l_308 = l_307 <= l_292;
l_mut_213 = l_308;
}
l_mut_162 = u32(2);
let l_309 = l_mut_219 || l_mut_213;
if l_309 {
l_mut_162 = u32(1);
} else {
let l_310 = l_mut_222 && l_mut_216;
if l_310 {
l_mut_162 = u32(0);
}
}
l_mut_192 = l_mut_162;
}
l_mut_145 = l_mut_192;
}
} else {
let l_311 = l_127 == u32(4);
if l_311 {
let l_312 = l_136 * l_141;
let l_313 = l_133 + l_312;
let l_314 = abs(l_mut_25);
l_mut_175 = f64(1.401298464324817e-45);
let l_315 = l_314 >= f64(1.1754943508222875e-38);
let l_316 = l_314 <= f64(1.7976931348623157e308);
let l_317 = l_315 && l_316;
if l_317 {
let l_318 = bitcast<u64>(l_314);
let l_319 = l_318 >> u32(bitcast<u64>(u64(52)));
let l_320 = l_319 - u64(23);
let l_321 = l_320 << u32(bitcast<u64>(u64(52)));
let l_322 = bitcast<f64>(l_321);
l_mut_175 = l_322;
}
let l_323 = l_313 * l_mut_175;
l_mut_192 = u32(2);
let l_324 = l_mut_25 - l_143;
let l_325 = abs(l_324);
l_mut_175 = f64(1.401298464324817e-45);
let l_326 = l_325 >= f64(1.1754943508222875e-38);
let l_327 = l_325 <= f64(1.7976931348623157e308);
let l_328 = l_326 && l_327;
if l_328 {
let l_329 = bitcast<u64>(l_325);
let l_330 = l_329 >> u32(bitcast<u64>(u64(52)));
let l_331 = l_330 - u64(23);
let l_332 = l_331 << u32(bitcast<u64>(u64(52)));
let l_333 = bitcast<f64>(l_332);
l_mut_175 = l_333;
}
let l_334 = l_mut_25 + l_143;
let l_335 = abs(l_334);
l_mut_152 = f64(1.401298464324817e-45);
let l_336 = l_335 >= f64(1.1754943508222875e-38);
let l_337 = l_335 <= f64(1.7976931348623157e308);
let l_338 = l_336 && l_337;
if l_338 {
let l_339 = bitcast<u64>(l_335);
let l_340 = l_339 >> u32(bitcast<u64>(u64(52)));
let l_341 = l_340 - u64(23);
let l_342 = l_341 << u32(bitcast<u64>(u64(52)));
let l_343 = bitcast<f64>(l_342);
l_mut_152 = l_343;
}
let l_344 = l_mut_175 == l_mut_152;
if l_344 {
let l_345 = l_323 * f64(1.4551915228366852e-11);
let l_346 = l_143 + l_345;
let l_347 = l_mut_25 - l_323;
let l_348 = l_mut_25 + l_323;
let l_349 = f64(l_mut_22);
let l_350 = bitcast<u32>(l_mut_22);
let l_351 = l_350 + u32(1);
l_mut_162 = l_351;
let l_352 = l_350 & u32(2147483647);
let l_353 = l_352 == u32(0);
if l_353 {
l_mut_162 = u32(1);
} else {
let l_354 = l_350 & u32(2147483648);
let l_355 = l_354 != u32(0);
if l_355 {
let l_356 = l_350 - u32(1);
l_mut_162 = l_356;
}
}
let l_357 = bitcast<f32>(l_mut_162);
let l_358 = f64(l_357);
let l_359 = -l_mut_22;
let l_360 = bitcast<u32>(l_359);
let l_361 = l_360 + u32(1);
l_mut_162 = l_361;
let l_362 = l_360 & u32(2147483647);
let l_363 = l_362 == u32(0);
if l_363 {
l_mut_162 = u32(1);
} else {
let l_364 = l_360 & u32(2147483648);
let l_365 = l_364 != u32(0);
if l_365 {
let l_366 = l_360 - u32(1);
l_mut_162 = l_366;
}
}
let l_367 = bitcast<f32>(l_mut_162);
let l_368 = -l_367;
let l_369 = f64(l_368);
let l_370 = l_347 + l_346;
let l_371 = l_370 <= l_349;
l_mut_222 = l_371;
let l_372 = l_347 - l_346;
let l_373 = l_372 > l_349;
l_mut_219 = l_373;
let l_374 = l_348 - l_346;
let l_375 = l_374 >= l_349;
l_mut_216 = l_375;
let l_376 = l_348 + l_346;
let l_377 = l_376 < l_349;
l_mut_213 = l_377;
if l_131 {
let l_378 = l_347 + l_346;
let l_379 = l_378 < l_358;
l_mut_222 = l_379;
let l_380 = l_347 - l_346;
let l_381 = l_380 >= l_358;
l_mut_219 = l_381;
let l_382 = l_348 - l_346;
let l_383 = l_382 > l_369;
l_mut_216 = l_383;
let l_384 = l_348 + l_346;
let l_385 = l_384 <= l_369;
l_mut_213 = l_385;
}
l_mut_162 = u32(2);
let l_386 = l_mut_219 || l_mut_213;
if l_386 {
l_mut_162 = u32(1);
} else {
let l_387 = l_mut_222 && l_mut_216;
if l_387 {
l_mut_162 = u32(0);
}
}
l_mut_192 = l_mut_162;
}
l_mut_145 = l_mut_192;
} else {
let l_388 = l_127 == u32(5);
if l_388 {
let l_389 = f64(2.0) * l_140;
let l_390 = abs(l_389);
let l_391 = floor(l_390);
let l_392 = f64(3.0) + l_391;
let l_393 = abs(l_mut_25);
l_mut_175 = f64(1.401298464324817e-45);
let l_394 = l_393 >= f64(1.1754943508222875e-38);
let l_395 = l_393 <= f64(1.7976931348623157e308);
let l_396 = l_394 && l_395;
if l_396 {
let l_397 = bitcast<u64>(l_393);
let l_398 = l_397 >> u32(bitcast<u64>(u64(52)));
let l_399 = l_398 - u64(23);
let l_400 = l_399 << u32(bitcast<u64>(u64(52)));
let l_401 = bitcast<f64>(l_400);
l_mut_175 = l_401;
}
let l_402 = l_392 * l_mut_175;
l_mut_192 = u32(2);
let l_403 = l_mut_25 - l_143;
let l_404 = abs(l_403);
l_mut_175 = f64(1.401298464324817e-45);
let l_405 = l_404 >= f64(1.1754943508222875e-38);
let l_406 = l_404 <= f64(1.7976931348623157e308);
let l_407 = l_405 && l_406;
if l_407 {
let l_408 = bitcast<u64>(l_404);
let l_409 = l_408 >> u32(bitcast<u64>(u64(52)));
let l_410 = l_409 - u64(23);
let l_411 = l_410 << u32(bitcast<u64>(u64(52)));
let l_412 = bitcast<f64>(l_411);
l_mut_175 = l_412;
}
let l_413 = l_mut_25 + l_143;
let l_414 = abs(l_413);
l_mut_152 = f64(1.401298464324817e-45);
let l_415 = l_414 >= f64(1.1754943508222875e-38);
let l_416 = l_414 <= f64(1.7976931348623157e308);
let l_417 = l_415 && l_416;
if l_417 {
let l_418 = bitcast<u64>(l_414);
let l_419 = l_418 >> u32(bitcast<u64>(u64(52)));
let l_420 = l_419 - u64(23);
let l_421 = l_420 << u32(bitcast<u64>(u64(52)));
let l_422 = bitcast<f64>(l_421);
l_mut_152 = l_422;
}
let l_423 = l_mut_175 == l_mut_152;
if l_423 {
let l_424 = l_402 * f64(1.4551915228366852e-11);
let l_425 = l_143 + l_424;
let l_426 = l_mut_25 - l_402;
let l_427 = l_mut_25 + l_402;
let l_428 = f64(l_mut_22);
let l_429 = bitcast<u32>(l_mut_22);
let l_430 = l_429 + u32(1);
l_mut_162 = l_430;
let l_431 = l_429 & u32(2147483647);
let l_432 = l_431 == u32(0);
if l_432 {
l_mut_162 = u32(1);
} else {
let l_433 = l_429 & u32(2147483648);
let l_434 = l_433 != u32(0);
if l_434 {
let l_435 = l_429 - u32(1);
l_mut_162 = l_435;
}
}
let l_436 = bitcast<f32>(l_mut_162);
let l_437 = f64(l_436);
let l_438 = -l_mut_22;
let l_439 = bitcast<u32>(l_438);
let l_440 = l_439 + u32(1);
l_mut_162 = l_440;
let l_441 = l_439 & u32(2147483647);
let l_442 = l_441 == u32(0);
if l_442 {
l_mut_162 = u32(1);
} else {
let l_443 = l_439 & u32(2147483648);
let l_444 = l_443 != u32(0);
if l_444 {
let l_445 = l_439 - u32(1);
l_mut_162 = l_445;
}
}
let l_446 = bitcast<f32>(l_mut_162);
let l_447 = -l_446;
let l_448 = f64(l_447);
let l_449 = l_426 + l_425;
let l_450 = l_449 <= l_428;
l_mut_222 = l_450;
let l_451 = l_426 - l_425;
let l_452 = l_451 > l_428;
l_mut_219 = l_452;
let l_453 = l_427 - l_425;
let l_454 = l_453 >= l_428;
l_mut_216 = l_454;
let l_455 = l_427 + l_425;
let l_456 = l_455 < l_428;
l_mut_213 = l_456;
if l_131 {
let l_457 = l_426 + l_425;
let l_458 = l_457 < l_437;
l_mut_222 = l_458;
let l_459 = l_426 - l_425;
let l_460 = l_459 >= l_437;
l_mut_219 = l_460;
let l_461 = l_427 - l_425;
let l_462 = l_461 > l_448;
l_mut_216 = l_462;
let l_463 = l_427 + l_425;
let l_464 = l_463 <= l_448;
l_mut_213 = l_464;
}
l_mut_162 = u32(2);
let l_465 = l_mut_219 || l_mut_213;
if l_465 {
l_mut_162 = u32(1);
} else {
let l_466 = l_mut_222 && l_mut_216;
if l_466 {
l_mut_162 = u32(0);
}
}
l_mut_192 = l_mut_162;
}
l_mut_145 = l_mut_192;
} else {
let l_467 = l_127 == u32(6);
if l_467 {
l_mut_145 = u32(0);
let l_468 = l_141 <= l_136;
if l_468 {
let l_469 = l_133 * f64(1.4551915228366852e-11);
let l_470 = l_143 + l_469;
let l_471 = l_mut_25 - l_133;
let l_472 = l_mut_25 + l_133;
let l_473 = f64(l_mut_22);
let l_474 = bitcast<u32>(l_mut_22);
let l_475 = l_474 + u32(1);
l_mut_192 = l_475;
let l_476 = l_474 & u32(2147483647);
let l_477 = l_476 == u32(0);
if l_477 {
l_mut_192 = u32(1);
} else {
let l_478 = l_474 & u32(2147483648);
let l_479 = l_478 != u32(0);
if l_479 {
let l_480 = l_474 - u32(1);
l_mut_192 = l_480;
}
}
let l_481 = bitcast<f32>(l_mut_192);
let l_482 = f64(l_481);
let l_483 = -l_mut_22;
let l_484 = bitcast<u32>(l_483);
let l_485 = l_484 + u32(1);
l_mut_192 = l_485;
let l_486 = l_484 & u32(2147483647);
let l_487 = l_486 == u32(0);
if l_487 {
l_mut_192 = u32(1);
} else {
let l_488 = l_484 & u32(2147483648);
let l_489 = l_488 != u32(0);
if l_489 {
let l_490 = l_484 - u32(1);
l_mut_192 = l_490;
}
}
let l_491 = bitcast<f32>(l_mut_192);
let l_492 = -l_491;
let l_493 = f64(l_492);
let l_494 = l_471 + l_470;
let l_495 = l_494 <= l_473;
l_mut_222 = l_495;
let l_496 = l_471 - l_470;
let l_497 = l_496 > l_473;
l_mut_219 = l_497;
let l_498 = l_472 - l_470;
let l_499 = l_498 >= l_473;
l_mut_216 = l_499;
let l_500 = l_472 + l_470;
let l_501 = l_500 < l_473;
l_mut_213 = l_501;
if l_131 {
let l_502 = l_471 + l_470;
let l_503 = l_502 < l_482;
l_mut_222 = l_503;
let l_504 = l_471 - l_470;
let l_505 = l_504 >= l_482;
l_mut_219 = l_505;
let l_506 = l_472 - l_470;
let l_507 = l_506 > l_493;
l_mut_216 = l_507;
let l_508 = l_472 + l_470;
let l_509 = l_508 <= l_493;
l_mut_213 = l_509;
}
l_mut_192 = u32(2);
let l_510 = l_mut_219 || l_mut_213;
if l_510 {
l_mut_192 = u32(1);
} else {
let l_511 = l_mut_222 && l_mut_216;
if l_511 {
l_mut_192 = u32(0);
}
}
l_mut_145 = l_mut_192;
}
} else {
let l_512 = l_127 == u32(7);
if l_512 {
let l_513 = abs(l_mut_25);
let l_514 = l_133 * l_513;
l_mut_175 = l_514;
let l_515 = abs(l_mut_25);
l_mut_152 = f64(1.401298464324817e-45);
let l_516 = l_515 >= f64(1.1754943508222875e-38);
let l_517 = l_515 <= f64(1.7976931348623157e308);
let l_518 = l_516 && l_517;
if l_518 {
let l_519 = bitcast<u64>(l_515);
let l_520 = l_519 >> u32(bitcast<u64>(u64(52)));
let l_521 = l_520 - u64(23);
let l_522 = l_521 << u32(bitcast<u64>(u64(52)));
let l_523 = bitcast<f64>(l_522);
l_mut_152 = l_523;
}
let l_524 = f64(0.5) * l_mut_152;
let l_525 = l_524 > l_mut_175;
if l_525 {
l_mut_175 = l_524;
}
let l_526 = l_mut_25 - l_143;
let l_527 = abs(l_526);
l_mut_152 = f64(1.401298464324817e-45);
let l_528 = l_527 >= f64(1.1754943508222875e-38);
let l_529 = l_527 <= f64(1.7976931348623157e308);
let l_530 = l_528 && l_529;
if l_530 {
let l_531 = bitcast<u64>(l_527);
let l_532 = l_531 >> u32(bitcast<u64>(u64(52)));
let l_533 = l_532 - u64(23);
let l_534 = l_533 << u32(bitcast<u64>(u64(52)));
let l_535 = bitcast<f64>(l_534);
l_mut_152 = l_535;
}
let l_536 = l_mut_25 + l_143;
let l_537 = abs(l_536);
l_mut_538 = f64(1.401298464324817e-45);
let l_539 = l_537 >= f64(1.1754943508222875e-38);
let l_540 = l_537 <= f64(1.7976931348623157e308);
let l_541 = l_539 && l_540;
if l_541 {
let l_542 = bitcast<u64>(l_537);
let l_543 = l_542 >> u32(bitcast<u64>(u64(52)));
let l_544 = l_543 - u64(23);
let l_545 = l_544 << u32(bitcast<u64>(u64(52)));
let l_546 = bitcast<f64>(l_545);
l_mut_538 = l_546;
}
let l_547 = l_mut_152 == l_mut_538;
if l_547 {
let l_548 = l_133 * l_143;
let l_549 = l_143 + l_548;
let l_550 = l_mut_175 * f64(1.4551915228366852e-11);
let l_551 = l_549 + l_550;
let l_552 = l_mut_25 - l_mut_175;
let l_553 = l_mut_25 + l_mut_175;
let l_554 = f64(l_mut_22);
let l_555 = bitcast<u32>(l_mut_22);
let l_556 = l_555 + u32(1);
l_mut_192 = l_556;
let l_557 = l_555 & u32(2147483647);
let l_558 = l_557 == u32(0);
if l_558 {
l_mut_192 = u32(1);
} else {
let l_559 = l_555 & u32(2147483648);
let l_560 = l_559 != u32(0);
if l_560 {
let l_561 = l_555 - u32(1);
l_mut_192 = l_561;
}
}
let l_562 = bitcast<f32>(l_mut_192);
let l_563 = f64(l_562);
let l_564 = -l_mut_22;
let l_565 = bitcast<u32>(l_564);
let l_566 = l_565 + u32(1);
l_mut_192 = l_566;
let l_567 = l_565 & u32(2147483647);
let l_568 = l_567 == u32(0);
if l_568 {
l_mut_192 = u32(1);
} else {
let l_569 = l_565 & u32(2147483648);
let l_570 = l_569 != u32(0);
if l_570 {
let l_571 = l_565 - u32(1);
l_mut_192 = l_571;
}
}
let l_572 = bitcast<f32>(l_mut_192);
let l_573 = -l_572;
let l_574 = f64(l_573);
let l_575 = l_552 + l_551;
let l_576 = l_575 <= l_554;
l_mut_222 = l_576;
let l_577 = l_552 - l_551;
let l_578 = l_577 > l_554;
l_mut_219 = l_578;
let l_579 = l_553 - l_551;
let l_580 = l_579 >= l_554;
l_mut_216 = l_580;
let l_581 = l_553 + l_551;
let l_582 = l_581 < l_554;
l_mut_213 = l_582;
if l_131 {
let l_583 = l_552 + l_551;
let l_584 = l_583 < l_563;
l_mut_222 = l_584;
let l_585 = l_552 - l_551;
let l_586 = l_585 >= l_563;
l_mut_219 = l_586;
let l_587 = l_553 - l_551;
let l_588 = l_587 > l_574;
l_mut_216 = l_588;
let l_589 = l_553 + l_551;
let l_590 = l_589 <= l_574;
l_mut_213 = l_590;
}
l_mut_192 = u32(2);
let l_591 = l_mut_219 || l_mut_213;
if l_591 {
l_mut_192 = u32(1);
} else {
let l_592 = l_mut_222 && l_mut_216;
if l_592 {
l_mut_192 = u32(0);
}
}
l_mut_145 = l_mut_192;
}
} else {
let l_593 = l_127 == u32(8);
if l_593 {
let l_594 = l_140 >= f64(0.5);
let l_595 = l_140 <= f64(2.0);
let l_596 = l_594 && l_595;
if l_596 {
let l_597 = l_133 * f64(1.4551915228366852e-11);
let l_598 = l_143 + l_597;
let l_599 = l_mut_25 - l_133;
let l_600 = l_mut_25 + l_133;
let l_601 = f64(l_mut_22);
let l_602 = bitcast<u32>(l_mut_22);
let l_603 = l_602 + u32(1);
l_mut_192 = l_603;
let l_604 = l_602 & u32(2147483647);
let l_605 = l_604 == u32(0);
if l_605 {
l_mut_192 = u32(1);
} else {
let l_606 = l_602 & u32(2147483648);
let l_607 = l_606 != u32(0);
if l_607 {
let l_608 = l_602 - u32(1);
l_mut_192 = l_608;
}
}
let l_609 = bitcast<f32>(l_mut_192);
let l_610 = f64(l_609);
let l_611 = -l_mut_22;
let l_612 = bitcast<u32>(l_611);
let l_613 = l_612 + u32(1);
l_mut_192 = l_613;
let l_614 = l_612 & u32(2147483647);
let l_615 = l_614 == u32(0);
if l_615 {
l_mut_192 = u32(1);
} else {
let l_616 = l_612 & u32(2147483648);
let l_617 = l_616 != u32(0);
if l_617 {
let l_618 = l_612 - u32(1);
l_mut_192 = l_618;
}
}
let l_619 = bitcast<f32>(l_mut_192);
let l_620 = -l_619;
let l_621 = f64(l_620);
let l_622 = l_599 + l_598;
let l_623 = l_622 <= l_601;
l_mut_222 = l_623;
let l_624 = l_599 - l_598;
let l_625 = l_624 > l_601;
l_mut_219 = l_625;
let l_626 = l_600 - l_598;
let l_627 = l_626 >= l_601;
l_mut_216 = l_627;
let l_628 = l_600 + l_598;
let l_629 = l_628 < l_601;
l_mut_213 = l_629;
if l_131 {
let l_630 = l_599 + l_598;
let l_631 = l_630 < l_610;
l_mut_222 = l_631;
let l_632 = l_599 - l_598;
let l_633 = l_632 >= l_610;
l_mut_219 = l_633;
let l_634 = l_600 - l_598;
let l_635 = l_634 > l_621;
l_mut_216 = l_635;
let l_636 = l_600 + l_598;
let l_637 = l_636 <= l_621;
l_mut_213 = l_637;
}
l_mut_192 = u32(2);
let l_638 = l_mut_219 || l_mut_213;
if l_638 {
l_mut_192 = u32(1);
} else {
let l_639 = l_mut_222 && l_mut_216;
if l_639 {
l_mut_192 = u32(0);
}
}
l_mut_145 = l_mut_192;
} else {
let l_640 = abs(l_mut_25);
l_mut_538 = f64(1.401298464324817e-45);
let l_641 = l_640 >= f64(1.1754943508222875e-38);
let l_642 = l_640 <= f64(1.7976931348623157e308);
let l_643 = l_641 && l_642;
if l_643 {
let l_644 = bitcast<u64>(l_640);
let l_645 = l_644 >> u32(bitcast<u64>(u64(52)));
let l_646 = l_645 - u64(23);
let l_647 = l_646 << u32(bitcast<u64>(u64(52)));
let l_648 = bitcast<f64>(l_647);
l_mut_538 = l_648;
}
let l_649 = l_136 * l_mut_538;
l_mut_192 = u32(2);
let l_650 = l_mut_25 - l_143;
let l_651 = abs(l_650);
l_mut_538 = f64(1.401298464324817e-45);
let l_652 = l_651 >= f64(1.1754943508222875e-38);
let l_653 = l_651 <= f64(1.7976931348623157e308);
let l_654 = l_652 && l_653;
if l_654 {
let l_655 = bitcast<u64>(l_651);
let l_656 = l_655 >> u32(bitcast<u64>(u64(52)));
let l_657 = l_656 - u64(23);
let l_658 = l_657 << u32(bitcast<u64>(u64(52)));
let l_659 = bitcast<f64>(l_658);
l_mut_538 = l_659;
}
let l_660 = l_mut_25 + l_143;
let l_661 = abs(l_660);
l_mut_175 = f64(1.401298464324817e-45);
let l_662 = l_661 >= f64(1.1754943508222875e-38);
let l_663 = l_661 <= f64(1.7976931348623157e308);
let l_664 = l_662 && l_663;
if l_664 {
let l_665 = bitcast<u64>(l_661);
let l_666 = l_665 >> u32(bitcast<u64>(u64(52)));
let l_667 = l_666 - u64(23);
let l_668 = l_667 << u32(bitcast<u64>(u64(52)));
let l_669 = bitcast<f64>(l_668);
l_mut_175 = l_669;
}
let l_670 = l_mut_538 == l_mut_175;
if l_670 {
let l_671 = l_649 * f64(1.4551915228366852e-11);
let l_672 = l_143 + l_671;
let l_673 = l_mut_25 - l_649;
let l_674 = l_mut_25 + l_649;
let l_675 = f64(l_mut_22);
let l_676 = bitcast<u32>(l_mut_22);
let l_677 = l_676 + u32(1);
l_mut_162 = l_677;
let l_678 = l_676 & u32(2147483647);
let l_679 = l_678 == u32(0);
if l_679 {
l_mut_162 = u32(1);
} else {
let l_680 = l_676 & u32(2147483648);
let l_681 = l_680 != u32(0);
if l_681 {
let l_682 = l_676 - u32(1);
l_mut_162 = l_682;
}
}
let l_683 = bitcast<f32>(l_mut_162);
let l_684 = f64(l_683);
let l_685 = -l_mut_22;
let l_686 = bitcast<u32>(l_685);
let l_687 = l_686 + u32(1);
l_mut_162 = l_687;
let l_688 = l_686 & u32(2147483647);
let l_689 = l_688 == u32(0);
if l_689 {
l_mut_162 = u32(1);
} else {
let l_690 = l_686 & u32(2147483648);
let l_691 = l_690 != u32(0);
if l_691 {
let l_692 = l_686 - u32(1);
l_mut_162 = l_692;
}
}
let l_693 = bitcast<f32>(l_mut_162);
let l_694 = -l_693;
let l_695 = f64(l_694);
let l_696 = l_673 + l_672;
let l_697 = l_696 <= l_675;
l_mut_222 = l_697;
let l_698 = l_673 - l_672;
let l_699 = l_698 > l_675;
l_mut_219 = l_699;
let l_700 = l_674 - l_672;
let l_701 = l_700 >= l_675;
l_mut_216 = l_701;
let l_702 = l_674 + l_672;
let l_703 = l_702 < l_675;
l_mut_213 = l_703;
if l_131 {
let l_704 = l_673 + l_672;
let l_705 = l_704 < l_684;
l_mut_222 = l_705;
let l_706 = l_673 - l_672;
let l_707 = l_706 >= l_684;
l_mut_219 = l_707;
let l_708 = l_674 - l_672;
let l_709 = l_708 > l_695;
l_mut_216 = l_709;
let l_710 = l_674 + l_672;
let l_711 = l_710 <= l_695;
l_mut_213 = l_711;
}
l_mut_162 = u32(2);
let l_712 = l_mut_219 || l_mut_213;
if l_712 {
l_mut_162 = u32(1);
} else {
let l_713 = l_mut_222 && l_mut_216;
if l_713 {
l_mut_162 = u32(0);
}
}
l_mut_192 = l_mut_162;
}
l_mut_145 = l_mut_192;
}
} else {
let l_714 = l_127 == u32(11);
let l_715 = l_127 == u32(12);
let l_716 = l_714 || l_715;
if l_716 {
l_mut_145 = u32(0);
}
let l_717 = l_141 <= l_139;
let l_718 = l_127 == u32(11);
let l_719 = l_717 && l_718;
if l_719 {
a_720[u32(0)] = u32(1);
let l_721 = sin(l_140);
let l_722 = cos(l_140);
let l_723 = abs(l_721);
let l_724 = l_723 * f64(1.4551915228366852e-11);
let l_725 = abs(l_722);
let l_726 = l_725 * f64(1.4551915228366852e-11);
let l_727 = l_721 - l_133;
l_mut_538 = l_727;
if l_131 {
let l_728 = l_727 - l_724;
let l_729 = l_728 * f64(7.1362384635298e44);
let l_730 = floor(l_729);
let l_731 = l_730 * f64(1.401298464324817e-45);
l_mut_175 = l_731;
let l_732 = abs(l_728);
let l_733 = l_732 >= f64(1.1754943508222875e-38);
if l_733 {
let l_734 = f32(l_728);
let l_735 = f64(l_734);
l_mut_175 = l_735;
let l_736 = l_mut_175 > l_728;
if l_736 {
let l_737 = -l_734;
let l_738 = bitcast<u32>(l_737);
let l_739 = l_738 + u32(1);
l_mut_192 = l_739;
let l_740 = l_738 & u32(2147483647);
let l_741 = l_740 == u32(0);
if l_741 {
l_mut_192 = u32(1);
} else {
let l_742 = l_738 & u32(2147483648);
let l_743 = l_742 != u32(0);
if l_743 {
let l_744 = l_738 - u32(1);
l_mut_192 = l_744;
}
}
let l_745 = bitcast<f32>(l_mut_192);
let l_746 = -l_745;
let l_747 = f64(l_746);
l_mut_175 = l_747;
} else {
let l_748 = bitcast<u32>(l_734);
let l_749 = l_748 + u32(1);
l_mut_192 = l_749;
let l_750 = l_748 & u32(2147483647);
let l_751 = l_750 == u32(0);
if l_751 {
l_mut_192 = u32(1);
} else {
let l_752 = l_748 & u32(2147483648);
let l_753 = l_752 != u32(0);
if l_753 {
let l_754 = l_748 - u32(1);
l_mut_192 = l_754;
}
}
let l_755 = bitcast<f32>(l_mut_192);
let l_756 = f64(l_755);
let l_757 = l_756 <= l_728;
if l_757 {
let l_758 = bitcast<u32>(l_734);
let l_759 = l_758 + u32(1);
l_mut_192 = l_759;
let l_760 = l_758 & u32(2147483647);
let l_761 = l_760 == u32(0);
if l_761 {
l_mut_192 = u32(1);
} else {
let l_762 = l_758 & u32(2147483648);
let l_763 = l_762 != u32(0);
if l_763 {
let l_764 = l_758 - u32(1);
l_mut_192 = l_764;
}
}
let l_765 = bitcast<f32>(l_mut_192);
let l_766 = f64(l_765);
l_mut_175 = l_766;
}
}
}
let l_767 = l_727 + l_724;
let l_768 = l_767 * f64(7.1362384635298e44);
let l_769 = floor(l_768);
let l_770 = l_769 * f64(1.401298464324817e-45);
l_mut_152 = l_770;
let l_771 = abs(l_767);
let l_772 = l_771 >= f64(1.1754943508222875e-38);
if l_772 {
let l_773 = f32(l_767);
let l_774 = f64(l_773);
l_mut_152 = l_774;
let l_775 = l_mut_152 > l_767;
if l_775 {
let l_776 = -l_773;
let l_777 = bitcast<u32>(l_776);
let l_778 = l_777 + u32(1);
l_mut_192 = l_778;
let l_779 = l_777 & u32(2147483647);
let l_780 = l_779 == u32(0);
if l_780 {
l_mut_192 = u32(1);
} else {
let l_781 = l_777 & u32(2147483648);
let l_782 = l_781 != u32(0);
if l_782 {
let l_783 = l_777 - u32(1);
l_mut_192 = l_783;
}
}
let l_784 = bitcast<f32>(l_mut_192);
let l_785 = -l_784;
let l_786 = f64(l_785);
l_mut_152 = l_786;
} else {
let l_787 = bitcast<u32>(l_773);
let l_788 = l_787 + u32(1);
l_mut_192 = l_788;
let l_789 = l_787 & u32(2147483647);
let l_790 = l_789 == u32(0);
if l_790 {
l_mut_192 = u32(1);
} else {
let l_791 = l_787 & u32(2147483648);
let l_792 = l_791 != u32(0);
if l_792 {
let l_793 = l_787 - u32(1);
l_mut_192 = l_793;
}
}
let l_794 = bitcast<f32>(l_mut_192);
let l_795 = f64(l_794);
let l_796 = l_795 <= l_767;
if l_796 {
let l_797 = bitcast<u32>(l_773);
let l_798 = l_797 + u32(1);
l_mut_192 = l_798;
let l_799 = l_797 & u32(2147483647);
let l_800 = l_799 == u32(0);
if l_800 {
l_mut_192 = u32(1);
} else {
let l_801 = l_797 & u32(2147483648);
let l_802 = l_801 != u32(0);
if l_802 {
let l_803 = l_797 - u32(1);
l_mut_192 = l_803;
}
}
let l_804 = bitcast<f32>(l_mut_192);
let l_805 = f64(l_804);
l_mut_152 = l_805;
}
}
}
let l_806 = l_mut_175 == l_mut_152;
let l_807 = !l_806;
if l_807 {
a_720[u32(0)] = u32(0);
}
let l_808 = l_727 * f64(7.1362384635298e44);
let l_809 = floor(l_808);
let l_810 = l_809 * f64(1.401298464324817e-45);
l_mut_175 = l_810;
let l_811 = abs(l_727);
let l_812 = l_811 >= f64(1.1754943508222875e-38);
if l_812 {
let l_813 = f32(l_727);
let l_814 = f64(l_813);
l_mut_175 = l_814;
let l_815 = l_mut_175 > l_727;
if l_815 {
let l_816 = -l_813;
let l_817 = bitcast<u32>(l_816);
let l_818 = l_817 + u32(1);
l_mut_192 = l_818;
let l_819 = l_817 & u32(2147483647);
let l_820 = l_819 == u32(0);
if l_820 {
l_mut_192 = u32(1);
} else {
let l_821 = l_817 & u32(2147483648);
let l_822 = l_821 != u32(0);
if l_822 {
let l_823 = l_817 - u32(1);
l_mut_192 = l_823;
}
}
let l_824 = bitcast<f32>(l_mut_192);
let l_825 = -l_824;
let l_826 = f64(l_825);
l_mut_175 = l_826;
} else {
let l_827 = bitcast<u32>(l_813);
let l_828 = l_827 + u32(1);
l_mut_192 = l_828;
let l_829 = l_827 & u32(2147483647);
let l_830 = l_829 == u32(0);
if l_830 {
l_mut_192 = u32(1);
} else {
let l_831 = l_827 & u32(2147483648);
let l_832 = l_831 != u32(0);
if l_832 {
let l_833 = l_827 - u32(1);
l_mut_192 = l_833;
}
}
let l_834 = bitcast<f32>(l_mut_192);
let l_835 = f64(l_834);
let l_836 = l_835 <= l_727;
if l_836 {
let l_837 = bitcast<u32>(l_813);
let l_838 = l_837 + u32(1);
l_mut_192 = l_838;
let l_839 = l_837 & u32(2147483647);
let l_840 = l_839 == u32(0);
if l_840 {
l_mut_192 = u32(1);
} else {
let l_841 = l_837 & u32(2147483648);
let l_842 = l_841 != u32(0);
if l_842 {
let l_843 = l_837 - u32(1);
l_mut_192 = l_843;
}
}
let l_844 = bitcast<f32>(l_mut_192);
let l_845 = f64(l_844);
l_mut_175 = l_845;
}
}
}
l_mut_538 = l_mut_175;
}
let l_846 = l_721 + l_133;
l_mut_175 = l_846;
if l_131 {
let l_847 = l_846 - l_724;
let l_848 = l_847 * f64(7.1362384635298e44);
let l_849 = floor(l_848);
let l_850 = l_849 * f64(1.401298464324817e-45);
l_mut_152 = l_850;
let l_851 = abs(l_847);
let l_852 = l_851 >= f64(1.1754943508222875e-38);
if l_852 {
let l_853 = f32(l_847);
let l_854 = f64(l_853);
l_mut_152 = l_854;
let l_855 = l_mut_152 > l_847;
if l_855 {
let l_856 = -l_853;
let l_857 = bitcast<u32>(l_856);
let l_858 = l_857 + u32(1);
l_mut_192 = l_858;
let l_859 = l_857 & u32(2147483647);
let l_860 = l_859 == u32(0);
if l_860 {
l_mut_192 = u32(1);
} else {
let l_861 = l_857 & u32(2147483648);
let l_862 = l_861 != u32(0);
if l_862 {
let l_863 = l_857 - u32(1);
l_mut_192 = l_863;
}
}
let l_864 = bitcast<f32>(l_mut_192);
let l_865 = -l_864;
let l_866 = f64(l_865);
l_mut_152 = l_866;
} else {
let l_867 = bitcast<u32>(l_853);
let l_868 = l_867 + u32(1);
l_mut_192 = l_868;
let l_869 = l_867 & u32(2147483647);
let l_870 = l_869 == u32(0);
if l_870 {
l_mut_192 = u32(1);
} else {
let l_871 = l_867 & u32(2147483648);
let l_872 = l_871 != u32(0);
if l_872 {
let l_873 = l_867 - u32(1);
l_mut_192 = l_873;
}
}
let l_874 = bitcast<f32>(l_mut_192);
let l_875 = f64(l_874);
let l_876 = l_875 <= l_847;
if l_876 {
let l_877 = bitcast<u32>(l_853);
let l_878 = l_877 + u32(1);
l_mut_192 = l_878;
let l_879 = l_877 & u32(2147483647);
let l_880 = l_879 == u32(0);
if l_880 {
l_mut_192 = u32(1);
} else {
let l_881 = l_877 & u32(2147483648);
let l_882 = l_881 != u32(0);
if l_882 {
let l_883 = l_877 - u32(1);
l_mut_192 = l_883;
}
}
let l_884 = bitcast<f32>(l_mut_192);
let l_885 = f64(l_884);
l_mut_152 = l_885;
}
}
}
let l_886 = l_846 + l_724;
let l_887 = l_886 * f64(7.1362384635298e44);
let l_888 = floor(l_887);
let l_889 = l_888 * f64(1.401298464324817e-45);
l_mut_890 = l_889;
let l_891 = abs(l_886);
let l_892 = l_891 >= f64(1.1754943508222875e-38);
if l_892 {
let l_893 = f32(l_886);
let l_894 = f64(l_893);
l_mut_890 = l_894;
let l_895 = l_mut_890 > l_886;
if l_895 {
let l_896 = -l_893;
let l_897 = bitcast<u32>(l_896);
let l_898 = l_897 + u32(1);
l_mut_192 = l_898;
let l_899 = l_897 & u32(2147483647);
let l_900 = l_899 == u32(0);
if l_900 {
l_mut_192 = u32(1);
} else {
let l_901 = l_897 & u32(2147483648);
let l_902 = l_901 != u32(0);
if l_902 {
let l_903 = l_897 - u32(1);
l_mut_192 = l_903;
}
}
let l_904 = bitcast<f32>(l_mut_192);
let l_905 = -l_904;
let l_906 = f64(l_905);
l_mut_890 = l_906;
} else {
let l_907 = bitcast<u32>(l_893);
let l_908 = l_907 + u32(1);
l_mut_192 = l_908;
let l_909 = l_907 & u32(2147483647);
let l_910 = l_909 == u32(0);
if l_910 {
l_mut_192 = u32(1);
} else {
let l_911 = l_907 & u32(2147483648);
let l_912 = l_911 != u32(0);
if l_912 {
let l_913 = l_907 - u32(1);
l_mut_192 = l_913;
}
}
let l_914 = bitcast<f32>(l_mut_192);
let l_915 = f64(l_914);
let l_916 = l_915 <= l_886;
if l_916 {
let l_917 = bitcast<u32>(l_893);
let l_918 = l_917 + u32(1);
l_mut_192 = l_918;
let l_919 = l_917 & u32(2147483647);
let l_920 = l_919 == u32(0);
if l_920 {
l_mut_192 = u32(1);
} else {
let l_921 = l_917 & u32(2147483648);
let l_922 = l_921 != u32(0);
if l_922 {
let l_923 = l_917 - u32(1);
l_mut_192 = l_923;
}
}
let l_924 = bitcast<f32>(l_mut_192);
let l_925 = f64(l_924);
l_mut_890 = l_925;
}
}
}
let l_926 = l_mut_152 == l_mut_890;
let l_927 = !l_926;
if l_927 {
a_720[u32(0)] = u32(0);
}
let l_928 = -l_846;
let l_929 = l_928 * f64(7.1362384635298e44);
let l_930 = floor(l_929);
let l_931 = l_930 * f64(1.401298464324817e-45);
l_mut_890 = l_931;
let l_932 = abs(l_928);
let l_933 = l_932 >= f64(1.1754943508222875e-38);
if l_933 {
let l_934 = f32(l_928);
let l_935 = f64(l_934);
l_mut_890 = l_935;
let l_936 = l_mut_890 > l_928;
if l_936 {
let l_937 = -l_934;
let l_938 = bitcast<u32>(l_937);
let l_939 = l_938 + u32(1);
l_mut_192 = l_939;
let l_940 = l_938 & u32(2147483647);
let l_941 = l_940 == u32(0);
if l_941 {
l_mut_192 = u32(1);
} else {
let l_942 = l_938 & u32(2147483648);
let l_943 = l_942 != u32(0);
if l_943 {
let l_944 = l_938 - u32(1);
l_mut_192 = l_944;
}
}
let l_945 = bitcast<f32>(l_mut_192);
let l_946 = -l_945;
let l_947 = f64(l_946);
l_mut_890 = l_947;
} else {
let l_948 = bitcast<u32>(l_934);
let l_949 = l_948 + u32(1);
l_mut_192 = l_949;
let l_950 = l_948 & u32(2147483647);
let l_951 = l_950 == u32(0);
if l_951 {
l_mut_192 = u32(1);
} else {
let l_952 = l_948 & u32(2147483648);
let l_953 = l_952 != u32(0);
if l_953 {
let l_954 = l_948 - u32(1);
l_mut_192 = l_954;
}
}
let l_955 = bitcast<f32>(l_mut_192);
let l_956 = f64(l_955);
let l_957 = l_956 <= l_928;
if l_957 {
let l_958 = bitcast<u32>(l_934);
let l_959 = l_958 + u32(1);
l_mut_192 = l_959;
let l_960 = l_958 & u32(2147483647);
let l_961 = l_960 == u32(0);
if l_961 {
l_mut_192 = u32(1);
} else {
let l_962 = l_958 & u32(2147483648);
let l_963 = l_962 != u32(0);
if l_963 {
let l_964 = l_958 - u32(1);
l_mut_192 = l_964;
}
}
let l_965 = bitcast<f32>(l_mut_192);
let l_966 = f64(l_965);
l_mut_890 = l_966;
}
}
}
let l_967 = -l_mut_890;
l_mut_175 = l_967;
}
let l_968 = l_722 - l_133;
l_mut_890 = l_968;
if l_131 {
let l_969 = l_968 - l_726;
let l_970 = l_969 * f64(7.1362384635298e44);
let l_971 = floor(l_970);
let l_972 = l_971 * f64(1.401298464324817e-45);
l_mut_152 = l_972;
let l_973 = abs(l_969);
let l_974 = l_973 >= f64(1.1754943508222875e-38);
if l_974 {
let l_975 = f32(l_969);
let l_976 = f64(l_975);
l_mut_152 = l_976;
let l_977 = l_mut_152 > l_969;
if l_977 {
let l_978 = -l_975;
let l_979 = bitcast<u32>(l_978);
let l_980 = l_979 + u32(1);
l_mut_192 = l_980;
let l_981 = l_979 & u32(2147483647);
let l_982 = l_981 == u32(0);
if l_982 {
l_mut_192 = u32(1);
} else {
let l_983 = l_979 & u32(2147483648);
let l_984 = l_983 != u32(0);
if l_984 {
let l_985 = l_979 - u32(1);
l_mut_192 = l_985;
}
}
let l_986 = bitcast<f32>(l_mut_192);
let l_987 = -l_986;
let l_988 = f64(l_987);
l_mut_152 = l_988;
} else {
let l_989 = bitcast<u32>(l_975);
let l_990 = l_989 + u32(1);
l_mut_192 = l_990;
let l_991 = l_989 & u32(2147483647);
let l_992 = l_991 == u32(0);
if l_992 {
l_mut_192 = u32(1);
} else {
let l_993 = l_989 & u32(2147483648);
let l_994 = l_993 != u32(0);
if l_994 {
let l_995 = l_989 - u32(1);
l_mut_192 = l_995;
}
}
let l_996 = bitcast<f32>(l_mut_192);
let l_997 = f64(l_996);
let l_998 = l_997 <= l_969;
if l_998 {
let l_999 = bitcast<u32>(l_975);
let l_1000 = l_999 + u32(1);
l_mut_192 = l_1000;
let l_1001 = l_999 & u32(2147483647);
let l_1002 = l_1001 == u32(0);
if l_1002 {
l_mut_192 = u32(1);
} else {
let l_1003 = l_999 & u32(2147483648);
let l_1004 = l_1003 != u32(0);
if l_1004 {
let l_1005 = l_999 - u32(1);
l_mut_192 = l_1005;
}
}
let l_1006 = bitcast<f32>(l_mut_192);
let l_1007 = f64(l_1006);
l_mut_152 = l_1007;
}
}
}
let l_1008 = l_968 + l_726;
let l_1009 = l_1008 * f64(7.1362384635298e44);
let l_1010 = floor(l_1009);
let l_1011 = l_1010 * f64(1.401298464324817e-45);
l_mut_1012 = l_1011;
let l_1013 = abs(l_1008);
let l_1014 = l_1013 >= f64(1.1754943508222875e-38);
if l_1014 {
let l_1015 = f32(l_1008);
let l_1016 = f64(l_1015);
l_mut_1012 = l_1016;
let l_1017 = l_mut_1012 > l_1008;
if l_1017 {
let l_1018 = -l_1015;
let l_1019 = bitcast<u32>(l_1018);
let l_1020 = l_1019 + u32(1);
l_mut_192 = l_1020;
let l_1021 = l_1019 & u32(2147483647);
let l_1022 = l_1021 == u32(0);
if l_1022 {
l_mut_192 = u32(1);
} else {
let l_1023 = l_1019 & u32(2147483648);
let l_1024 = l_1023 != u32(0);
if l_1024 {
let l_1025 = l_1019 - u32(1);
l_mut_192 = l_1025;
}
}
let l_1026 = bitcast<f32>(l_mut_192);
let l_1027 = -l_1026;
let l_1028 = f64(l_1027);
l_mut_1012 = l_1028;
} else {
let l_1029 = bitcast<u32>(l_1015);
let l_1030 = l_1029 + u32(1);
l_mut_192 = l_1030;
let l_1031 = l_1029 & u32(2147483647);
let l_1032 = l_1031 == u32(0);
if l_1032 {
l_mut_192 = u32(1);
} else {
let l_1033 = l_1029 & u32(2147483648);
let l_1034 = l_1033 != u32(0);
if l_1034 {
let l_1035 = l_1029 - u32(1);
l_mut_192 = l_1035;
}
}
let l_1036 = bitcast<f32>(l_mut_192);
let l_1037 = f64(l_1036);
let l_1038 = l_1037 <= l_1008;
if l_1038 {
let l_1039 = bitcast<u32>(l_1015);
let l_1040 = l_1039 + u32(1);
l_mut_192 = l_1040;
let l_1041 = l_1039 & u32(2147483647);
let l_1042 = l_1041 == u32(0);
if l_1042 {
l_mut_192 = u32(1);
} else {
let l_1043 = l_1039 & u32(2147483648);
let l_1044 = l_1043 != u32(0);
if l_1044 {
let l_1045 = l_1039 - u32(1);
l_mut_192 = l_1045;
}
}
let l_1046 = bitcast<f32>(l_mut_192);
let l_1047 = f64(l_1046);
l_mut_1012 = l_1047;
}
}
}
let l_1048 = l_mut_152 == l_mut_1012;
let l_1049 = !l_1048;
if l_1049 {
a_720[u32(0)] = u32(0);
}
let l_1050 = l_968 * f64(7.1362384635298e44);
let l_1051 = floor(l_1050);
let l_1052 = l_1051 * f64(1.401298464324817e-45);
l_mut_1012 = l_1052;
let l_1053 = abs(l_968);
let l_1054 = l_1053 >= f64(1.1754943508222875e-38);
if l_1054 {
let l_1055 = f32(l_968);
let l_1056 = f64(l_1055);
l_mut_1012 = l_1056;
let l_1057 = l_mut_1012 > l_968;
if l_1057 {
let l_1058 = -l_1055;
let l_1059 = bitcast<u32>(l_1058);
let l_1060 = l_1059 + u32(1);
l_mut_192 = l_1060;
let l_1061 = l_1059 & u32(2147483647);
let l_1062 = l_1061 == u32(0);
if l_1062 {
l_mut_192 = u32(1);
} else {
let l_1063 = l_1059 & u32(2147483648);
let l_1064 = l_1063 != u32(0);
if l_1064 {
let l_1065 = l_1059 - u32(1);
l_mut_192 = l_1065;
}
}
let l_1066 = bitcast<f32>(l_mut_192);
let l_1067 = -l_1066;
let l_1068 = f64(l_1067);
l_mut_1012 = l_1068;
} else {
let l_1069 = bitcast<u32>(l_1055);
let l_1070 = l_1069 + u32(1);
l_mut_192 = l_1070;
let l_1071 = l_1069 & u32(2147483647);
let l_1072 = l_1071 == u32(0);
if l_1072 {
l_mut_192 = u32(1);
} else {
let l_1073 = l_1069 & u32(2147483648);
let l_1074 = l_1073 != u32(0);
if l_1074 {
let l_1075 = l_1069 - u32(1);
l_mut_192 = l_1075;
}
}
let l_1076 = bitcast<f32>(l_mut_192);
let l_1077 = f64(l_1076);
let l_1078 = l_1077 <= l_968;
if l_1078 {
let l_1079 = bitcast<u32>(l_1055);
let l_1080 = l_1079 + u32(1);
l_mut_192 = l_1080;
let l_1081 = l_1079 & u32(2147483647);
let l_1082 = l_1081 == u32(0);
if l_1082 {
l_mut_192 = u32(1);
} else {
let l_1083 = l_1079 & u32(2147483648);
let l_1084 = l_1083 != u32(0);
if l_1084 {
let l_1085 = l_1079 - u32(1);
l_mut_192 = l_1085;
}
}
let l_1086 = bitcast<f32>(l_mut_192);
let l_1087 = f64(l_1086);
l_mut_1012 = l_1087;
}
}
}
l_mut_890 = l_mut_1012;
}
let l_1088 = l_722 + l_133;
l_mut_1012 = l_1088;
if l_131 {
let l_1089 = l_1088 - l_726;
let l_1090 = l_1089 * f64(7.1362384635298e44);
let l_1091 = floor(l_1090);
let l_1092 = l_1091 * f64(1.401298464324817e-45);
l_mut_152 = l_1092;
let l_1093 = abs(l_1089);
let l_1094 = l_1093 >= f64(1.1754943508222875e-38);
if l_1094 {
let l_1095 = f32(l_1089);
let l_1096 = f64(l_1095);
l_mut_152 = l_1096;
let l_1097 = l_mut_152 > l_1089;
if l_1097 {
let l_1098 = -l_1095;
let l_1099 = bitcast<u32>(l_1098);
let l_1100 = l_1099 + u32(1);
l_mut_192 = l_1100;
let l_1101 = l_1099 & u32(2147483647);
let l_1102 = l_1101 == u32(0);
if l_1102 {
l_mut_192 = u32(1);
} else {
let l_1103 = l_1099 & u32(2147483648);
let l_1104 = l_1103 != u32(0);
if l_1104 {
let l_1105 = l_1099 - u32(1);
l_mut_192 = l_1105;
}
}
let l_1106 = bitcast<f32>(l_mut_192);
let l_1107 = -l_1106;
let l_1108 = f64(l_1107);
l_mut_152 = l_1108;
} else {
let l_1109 = bitcast<u32>(l_1095);
let l_1110 = l_1109 + u32(1);
l_mut_192 = l_1110;
let l_1111 = l_1109 & u32(2147483647);
let l_1112 = l_1111 == u32(0);
if l_1112 {
l_mut_192 = u32(1);
} else {
let l_1113 = l_1109 & u32(2147483648);
let l_1114 = l_1113 != u32(0);
if l_1114 {
let l_1115 = l_1109 - u32(1);
l_mut_192 = l_1115;
}
}
let l_1116 = bitcast<f32>(l_mut_192);
let l_1117 = f64(l_1116);
let l_1118 = l_1117 <= l_1089;
if l_1118 {
let l_1119 = bitcast<u32>(l_1095);
let l_1120 = l_1119 + u32(1);
l_mut_192 = l_1120;
let l_1121 = l_1119 & u32(2147483647);
let l_1122 = l_1121 == u32(0);
if l_1122 {
l_mut_192 = u32(1);
} else {
let l_1123 = l_1119 & u32(2147483648);
let l_1124 = l_1123 != u32(0);
if l_1124 {
let l_1125 = l_1119 - u32(1);
l_mut_192 = l_1125;
}
}
let l_1126 = bitcast<f32>(l_mut_192);
let l_1127 = f64(l_1126);
l_mut_152 = l_1127;
}
}
}
let l_1128 = l_1088 + l_726;
let l_1129 = l_1128 * f64(7.1362384635298e44);
let l_1130 = floor(l_1129);
let l_1131 = l_1130 * f64(1.401298464324817e-45);
l_mut_1132 = l_1131;
let l_1133 = abs(l_1128);
let l_1134 = l_1133 >= f64(1.1754943508222875e-38);
if l_1134 {
let l_1135 = f32(l_1128);
let l_1136 = f64(l_1135);
l_mut_1132 = l_1136;
let l_1137 = l_mut_1132 > l_1128;
if l_1137 {
let l_1138 = -l_1135;
let l_1139 = bitcast<u32>(l_1138);
let l_1140 = l_1139 + u32(1);
l_mut_192 = l_1140;
let l_1141 = l_1139 & u32(2147483647);
let l_1142 = l_1141 == u32(0);
if l_1142 {
l_mut_192 = u32(1);
} else {
let l_1143 = l_1139 & u32(2147483648);
let l_1144 = l_1143 != u32(0);
if l_1144 {
let l_1145 = l_1139 - u32(1);
l_mut_192 = l_1145;
}
}
let l_1146 = bitcast<f32>(l_mut_192);
let l_1147 = -l_1146;
let l_1148 = f64(l_1147);
l_mut_1132 = l_1148;
} else {
let l_1149 = bitcast<u32>(l_1135);
let l_1150 = l_1149 + u32(1);
l_mut_192 = l_1150;
let l_1151 = l_1149 & u32(2147483647);
let l_1152 = l_1151 == u32(0);
if l_1152 {
l_mut_192 = u32(1);
} else {
let l_1153 = l_1149 & u32(2147483648);
let l_1154 = l_1153 != u32(0);
if l_1154 {
let l_1155 = l_1149 - u32(1);
l_mut_192 = l_1155;
}
}
let l_1156 = bitcast<f32>(l_mut_192);
let l_1157 = f64(l_1156);
let l_1158 = l_1157 <= l_1128;
if l_1158 {
let l_1159 = bitcast<u32>(l_1135);
let l_1160 = l_1159 + u32(1);
l_mut_192 = l_1160;
let l_1161 = l_1159 & u32(2147483647);
let l_1162 = l_1161 == u32(0);
if l_1162 {
l_mut_192 = u32(1);
} else {
let l_1163 = l_1159 & u32(2147483648);
let l_1164 = l_1163 != u32(0);
if l_1164 {
let l_1165 = l_1159 - u32(1);
l_mut_192 = l_1165;
}
}
let l_1166 = bitcast<f32>(l_mut_192);
let l_1167 = f64(l_1166);
l_mut_1132 = l_1167;
}
}
}
let l_1168 = l_mut_152 == l_mut_1132;
let l_1169 = !l_1168;
if l_1169 {
a_720[u32(0)] = u32(0);
}
let l_1170 = -l_1088;
let l_1171 = l_1170 * f64(7.1362384635298e44);
let l_1172 = floor(l_1171);
let l_1173 = l_1172 * f64(1.401298464324817e-45);
l_mut_1132 = l_1173;
let l_1174 = abs(l_1170);
let l_1175 = l_1174 >= f64(1.1754943508222875e-38);
if l_1175 {
let l_1176 = f32(l_1170);
let l_1177 = f64(l_1176);
l_mut_1132 = l_1177;
let l_1178 = l_mut_1132 > l_1170;
if l_1178 {
let l_1179 = -l_1176;
let l_1180 = bitcast<u32>(l_1179);
let l_1181 = l_1180 + u32(1);
l_mut_192 = l_1181;
let l_1182 = l_1180 & u32(2147483647);
let l_1183 = l_1182 == u32(0);
if l_1183 {
l_mut_192 = u32(1);
} else {
let l_1184 = l_1180 & u32(2147483648);
let l_1185 = l_1184 != u32(0);
if l_1185 {
let l_1186 = l_1180 - u32(1);
l_mut_192 = l_1186;
}
}
let l_1187 = bitcast<f32>(l_mut_192);
let l_1188 = -l_1187;
let l_1189 = f64(l_1188);
l_mut_1132 = l_1189;
} else {
let l_1190 = bitcast<u32>(l_1176);
let l_1191 = l_1190 + u32(1);
l_mut_192 = l_1191;
let l_1192 = l_1190 & u32(2147483647);
let l_1193 = l_1192 == u32(0);
if l_1193 {
l_mut_192 = u32(1);
} else {
let l_1194 = l_1190 & u32(2147483648);
let l_1195 = l_1194 != u32(0);
if l_1195 {
let l_1196 = l_1190 - u32(1);
l_mut_192 = l_1196;
}
}
let l_1197 = bitcast<f32>(l_mut_192);
let l_1198 = f64(l_1197);
let l_1199 = l_1198 <= l_1170;
if l_1199 {
let l_1200 = bitcast<u32>(l_1176);
let l_1201 = l_1200 + u32(1);
l_mut_192 = l_1201;
let l_1202 = l_1200 & u32(2147483647);
let l_1203 = l_1202 == u32(0);
if l_1203 {
l_mut_192 = u32(1);
} else {
let l_1204 = l_1200 & u32(2147483648);
let l_1205 = l_1204 != u32(0);
if l_1205 {
let l_1206 = l_1200 - u32(1);
l_mut_192 = l_1206;
}
}
let l_1207 = bitcast<f32>(l_mut_192);
let l_1208 = f64(l_1207);
l_mut_1132 = l_1208;
}
}
}
let l_1209 = -l_mut_1132;
l_mut_1012 = l_1209;
}
l_mut_192 = u32(0);
let l_1210 = !l_131;
let l_1211 = abs(l_mut_890);
let l_1212 = l_1211 <= l_726;
let l_1213 = abs(l_mut_1012);
let l_1214 = l_1213 <= l_726;
let l_1215 = l_1212 || l_1214;
let l_1216 = l_1210 && l_1215;
if l_1216 {
a_720[u32(0)] = u32(0);
}
let l_1217 = l_mut_890 <= f64(0.0);
let l_1218 = l_mut_1012 >= f64(0.0);
let l_1219 = l_1217 && l_1218;
let l_1220 = !l_1219;
if l_1220 {
let l_1222 = l_mut_538 / l_mut_890;
let l_1223 = l_mut_538 / l_mut_1012;
let l_1224 = l_mut_175 / l_mut_890;
let l_1225 = l_mut_175 / l_mut_1012;
a_1221[u32(0)] = l_1222;
a_1221[u32(1)] = l_1222;
let l_1226 = a_1221[u32(0)];
let l_1227 = l_1223 < l_1226;
if l_1227 {
a_1221[u32(0)] = l_1223;
}
let l_1228 = a_1221[u32(0)];
let l_1229 = l_1224 < l_1228;
if l_1229 {
a_1221[u32(0)] = l_1224;
}
let l_1230 = a_1221[u32(0)];
let l_1231 = l_1225 < l_1230;
if l_1231 {
a_1221[u32(0)] = l_1225;
}
let l_1232 = a_1221[u32(1)];
let l_1233 = l_1223 > l_1232;
if l_1233 {
a_1221[u32(1)] = l_1223;
}
let l_1234 = a_1221[u32(1)];
let l_1235 = l_1224 > l_1234;
if l_1235 {
a_1221[u32(1)] = l_1224;
}
let l_1236 = a_1221[u32(1)];
let l_1237 = l_1225 > l_1236;
if l_1237 {
a_1221[u32(1)] = l_1225;
}
l_mut_1132 = f64(1.4551915228366852e-11);
let l_1238 = !l_131;
if l_1238 {
let l_1239 = l_724 + l_726;
let l_1240 = abs(l_mut_890);
let l_1241 = abs(l_mut_1012);
l_mut_1012 = l_1240;
let l_1242 = l_1241 < l_1240;
if l_1242 {
l_mut_1012 = l_1241;
}
let l_1243 = l_1239 / l_mut_1012;
let l_1244 = abs(l_mut_538);
let l_1245 = abs(l_mut_175);
l_mut_1012 = l_1244;
let l_1246 = l_1245 < l_1244;
if l_1246 {
l_mut_1012 = l_1245;
}
let l_1247 = l_724 / l_mut_1012;
let l_1248 = l_1243 + l_1247;
l_mut_1132 = l_mut_1132 + l_1248;
}
let l_1249 = a_1221[u32(0)];
let l_1250 = abs(l_1249);
let l_1251 = l_1250 * l_mut_1132;
let l_1252 = a_1221[u32(1)];
let l_1253 = abs(l_1252);
let l_1254 = l_1253 * l_mut_1132;
let l_1255 = a_1221[u32(0)];
let l_1256 = l_1255 - l_1251;
let l_1257 = abs(l_1256);
l_mut_1132 = f64(1.401298464324817e-45);
let l_1258 = l_1257 >= f64(1.1754943508222875e-38);
let l_1259 = l_1257 <= f64(1.7976931348623157e308);
let l_1260 = l_1258 && l_1259;
if l_1260 {
let l_1261 = bitcast<u64>(l_1257);
let l_1262 = l_1261 >> u32(bitcast<u64>(u64(52)));
let l_1263 = l_1262 - u64(23);
let l_1264 = l_1263 << u32(bitcast<u64>(u64(52)));
let l_1265 = bitcast<f64>(l_1264);
l_mut_1132 = l_1265;
}
let l_1266 = l_1255 + l_1251;
let l_1267 = abs(l_1266);
l_mut_1012 = f64(1.401298464324817e-45);
let l_1268 = l_1267 >= f64(1.1754943508222875e-38);
let l_1269 = l_1267 <= f64(1.7976931348623157e308);
let l_1270 = l_1268 && l_1269;
if l_1270 {
let l_1271 = bitcast<u64>(l_1267);
let l_1272 = l_1271 >> u32(bitcast<u64>(u64(52)));
let l_1273 = l_1272 - u64(23);
let l_1274 = l_1273 << u32(bitcast<u64>(u64(52)));
let l_1275 = bitcast<f64>(l_1274);
l_mut_1012 = l_1275;
}
let l_1276 = l_mut_1132 == l_mut_1012;
let l_1277 = !l_1276;
let l_1278 = a_1221[u32(1)];
let l_1279 = l_1278 - l_1254;
let l_1280 = abs(l_1279);
l_mut_1132 = f64(1.401298464324817e-45);
let l_1281 = l_1280 >= f64(1.1754943508222875e-38);
let l_1282 = l_1280 <= f64(1.7976931348623157e308);
let l_1283 = l_1281 && l_1282;
if l_1283 {
let l_1284 = bitcast<u64>(l_1280);
let l_1285 = l_1284 >> u32(bitcast<u64>(u64(52)));
let l_1286 = l_1285 - u64(23);
let l_1287 = l_1286 << u32(bitcast<u64>(u64(52)));
let l_1288 = bitcast<f64>(l_1287);
l_mut_1132 = l_1288;
}
let l_1289 = l_1278 + l_1254;
let l_1290 = abs(l_1289);
l_mut_1012 = f64(1.401298464324817e-45);
let l_1291 = l_1290 >= f64(1.1754943508222875e-38);
let l_1292 = l_1290 <= f64(1.7976931348623157e308);
let l_1293 = l_1291 && l_1292;
if l_1293 {
let l_1294 = bitcast<u64>(l_1290);
let l_1295 = l_1294 >> u32(bitcast<u64>(u64(52)));
let l_1296 = l_1295 - u64(23);
let l_1297 = l_1296 << u32(bitcast<u64>(u64(52)));
let l_1298 = bitcast<f64>(l_1297);
l_mut_1012 = l_1298;
}
let l_1299 = l_mut_1132 == l_mut_1012;
let l_1300 = !l_1299;
let l_1301 = l_1277 || l_1300;
if l_1301 {
a_720[u32(0)] = u32(0);
}
let l_1302 = a_1221[u32(0)];
let l_1303 = a_1221[u32(0)];
let l_1304 = abs(l_1303);
l_mut_1132 = f64(1.401298464324817e-45);
let l_1305 = l_1304 >= f64(1.1754943508222875e-38);
let l_1306 = l_1304 <= f64(1.7976931348623157e308);
let l_1307 = l_1305 && l_1306;
if l_1307 {
let l_1308 = bitcast<u64>(l_1304);
let l_1309 = l_1308 >> u32(bitcast<u64>(u64(52)));
let l_1310 = l_1309 - u64(23);
let l_1311 = l_1310 << u32(bitcast<u64>(u64(52)));
let l_1312 = bitcast<f64>(l_1311);
l_mut_1132 = l_1312;
}
let l_1313 = l_136 * l_mut_1132;
let l_1314 = l_1302 - l_1313;
let l_1315 = a_1221[u32(1)];
let l_1316 = a_1221[u32(1)];
let l_1317 = abs(l_1316);
l_mut_1132 = f64(1.401298464324817e-45);
let l_1318 = l_1317 >= f64(1.1754943508222875e-38);
let l_1319 = l_1317 <= f64(1.7976931348623157e308);
let l_1320 = l_1318 && l_1319;
if l_1320 {
let l_1321 = bitcast<u64>(l_1317);
let l_1322 = l_1321 >> u32(bitcast<u64>(u64(52)));
let l_1323 = l_1322 - u64(23);
let l_1324 = l_1323 << u32(bitcast<u64>(u64(52)));
let l_1325 = bitcast<f64>(l_1324);
l_mut_1132 = l_1325;
}
let l_1326 = l_136 * l_mut_1132;
let l_1327 = l_1315 + l_1326;
let l_1328 = f64(l_mut_22);
let l_1329 = bitcast<u32>(l_mut_22);
let l_1330 = l_1329 + u32(1);
l_mut_162 = l_1330;
let l_1331 = l_1329 & u32(2147483647);
let l_1332 = l_1331 == u32(0);
if l_1332 {
l_mut_162 = u32(1);
} else {
let l_1333 = l_1329 & u32(2147483648);
let l_1334 = l_1333 != u32(0);
if l_1334 {
let l_1335 = l_1329 - u32(1);
l_mut_162 = l_1335;
}
}
let l_1336 = bitcast<f32>(l_mut_162);
let l_1337 = f64(l_1336);
let l_1338 = -l_mut_22;
let l_1339 = bitcast<u32>(l_1338);
let l_1340 = l_1339 + u32(1);
l_mut_162 = l_1340;
let l_1341 = l_1339 & u32(2147483647);
let l_1342 = l_1341 == u32(0);
if l_1342 {
l_mut_162 = u32(1);
} else {
let l_1343 = l_1339 & u32(2147483648);
let l_1344 = l_1343 != u32(0);
if l_1344 {
let l_1345 = l_1339 - u32(1);
l_mut_162 = l_1345;
}
}
let l_1346 = bitcast<f32>(l_mut_162);
let l_1347 = -l_1346;
let l_1348 = f64(l_1347);
let l_1349 = l_1314 + l_1251;
let l_1350 = l_1349 <= l_1328;
l_mut_222 = l_1350;
let l_1351 = l_1314 - l_1251;
let l_1352 = l_1351 > l_1328;
l_mut_219 = l_1352;
let l_1353 = l_1327 - l_1254;
let l_1354 = l_1353 >= l_1328;
l_mut_216 = l_1354;
let l_1355 = l_1327 + l_1254;
let l_1356 = l_1355 < l_1328;
l_mut_213 = l_1356;
if l_131 {
let l_1357 = l_1314 + l_1251;
let l_1358 = l_1357 < l_1337;
l_mut_222 = l_1358;
let l_1359 = l_1314 - l_1251;
let l_1360 = l_1359 >= l_1337;
l_mut_219 = l_1360;
let l_1361 = l_1327 - l_1254;
let l_1362 = l_1361 > l_1348;
l_mut_216 = l_1362;
let l_1363 = l_1327 + l_1254;
let l_1364 = l_1363 <= l_1348;
l_mut_213 = l_1364;
}
l_mut_162 = u32(2);
let l_1365 = l_mut_219 || l_mut_213;
if l_1365 {
l_mut_162 = u32(1);
} else {
let l_1366 = l_mut_222 && l_mut_216;
if l_1366 {
l_mut_162 = u32(0);
}
}
l_mut_192 = l_mut_162;
}
let l_1367 = a_720[u32(0)];
let l_1368 = l_1367 == u32(0);
if l_1368 {
l_mut_192 = u32(2);
}
l_mut_145 = l_mut_192;
} else {
let l_1369 = l_141 <= l_139;
let l_1370 = l_127 == u32(12);
let l_1371 = l_1369 && l_1370;
if l_1371 {
let l_1372 = sin(l_140);
let l_1373 = cos(l_140);
let l_1374 = abs(l_1372);
let l_1375 = l_1374 * f64(1.4551915228366852e-11);
let l_1376 = abs(l_1373);
let l_1377 = l_1376 * f64(1.4551915228366852e-11);
let l_1378 = l_1372 - l_133;
let l_1379 = l_1372 + l_133;
let l_1380 = l_1373 - l_133;
let l_1381 = l_1373 + l_133;
l_mut_192 = u32(2);
let l_1382 = abs(l_1380);
let l_1383 = l_1382 <= l_1377;
let l_1384 = abs(l_1381);
let l_1385 = l_1384 <= l_1377;
let l_1386 = l_1383 || l_1385;
let l_1387 = !l_1386;
if l_1387 {
l_mut_192 = u32(0);
let l_1388 = l_1380 <= f64(0.0);
let l_1389 = l_1381 >= f64(0.0);
let l_1390 = l_1388 && l_1389;
let l_1391 = !l_1390;
if l_1391 {
let l_1392 = abs(l_1380);
let l_1393 = abs(l_1381);
l_mut_1132 = l_1392;
let l_1394 = l_1393 < l_1392;
if l_1394 {
l_mut_1132 = l_1393;
}
let l_1395 = l_1377 / l_mut_1132;
let l_1396 = l_1395 + f64(1.4551915228366852e-11);
let l_1397 = f64(1.0) / l_1381;
let l_1398 = f64(1.0) / l_1380;
let l_1399 = abs(l_1397);
l_mut_1132 = f64(1.401298464324817e-45);
let l_1400 = l_1399 >= f64(1.1754943508222875e-38);
let l_1401 = l_1399 <= f64(1.7976931348623157e308);
let l_1402 = l_1400 && l_1401;
if l_1402 {
let l_1403 = bitcast<u64>(l_1399);
let l_1404 = l_1403 >> u32(bitcast<u64>(u64(52)));
let l_1405 = l_1404 - u64(23);
let l_1406 = l_1405 << u32(bitcast<u64>(u64(52)));
let l_1407 = bitcast<f64>(l_1406);
l_mut_1132 = l_1407;
}
let l_1408 = l_136 * l_mut_1132;
let l_1409 = l_1397 - l_1408;
let l_1410 = abs(l_1398);
l_mut_1132 = f64(1.401298464324817e-45);
let l_1411 = l_1410 >= f64(1.1754943508222875e-38);
let l_1412 = l_1410 <= f64(1.7976931348623157e308);
let l_1413 = l_1411 && l_1412;
if l_1413 {
let l_1414 = bitcast<u64>(l_1410);
let l_1415 = l_1414 >> u32(bitcast<u64>(u64(52)));
let l_1416 = l_1415 - u64(23);
let l_1417 = l_1416 << u32(bitcast<u64>(u64(52)));
let l_1418 = bitcast<f64>(l_1417);
l_mut_1132 = l_1418;
}
let l_1419 = l_136 * l_mut_1132;
let l_1420 = l_1398 + l_1419;
let l_1422 = l_1378 * l_1409;
let l_1423 = l_1378 * l_1420;
let l_1424 = l_1379 * l_1409;
let l_1425 = l_1379 * l_1420;
a_1421[u32(0)] = l_1422;
a_1421[u32(1)] = l_1422;
let l_1426 = a_1421[u32(0)];
let l_1427 = l_1423 < l_1426;
if l_1427 {
a_1421[u32(0)] = l_1423;
}
let l_1428 = a_1421[u32(0)];
let l_1429 = l_1424 < l_1428;
if l_1429 {
a_1421[u32(0)] = l_1424;
}
let l_1430 = a_1421[u32(0)];
let l_1431 = l_1425 < l_1430;
if l_1431 {
a_1421[u32(0)] = l_1425;
}
let l_1432 = a_1421[u32(1)];
let l_1433 = l_1423 > l_1432;
if l_1433 {
a_1421[u32(1)] = l_1423;
}
let l_1434 = a_1421[u32(1)];
let l_1435 = l_1424 > l_1434;
if l_1435 {
a_1421[u32(1)] = l_1424;
}
let l_1436 = a_1421[u32(1)];
let l_1437 = l_1425 > l_1436;
if l_1437 {
a_1421[u32(1)] = l_1425;
}
let l_1438 = abs(l_1378);
let l_1439 = abs(l_1379);
l_mut_1132 = l_1438;
let l_1440 = l_1439 > l_1438;
if l_1440 {
l_mut_1132 = l_1439;
}
let l_1441 = abs(l_1409);
let l_1442 = abs(l_1420);
l_mut_1012 = l_1441;
let l_1443 = l_1442 > l_1441;
if l_1443 {
l_mut_1012 = l_1442;
}
let l_1444 = l_mut_1132 * l_mut_1012;
let l_1445 = l_1396 + f64(1.4551915228366852e-11);
let l_1446 = l_1444 * l_1445;
let l_1447 = l_1375 * l_mut_1012;
let l_1448 = l_1446 + l_1447;
l_mut_192 = u32(2);
let l_1449 = abs(l_1397);
let l_1450 = l_1449 * l_1396;
let l_1451 = l_1397 - l_1450;
let l_1452 = abs(l_1451);
l_mut_1132 = f64(1.401298464324817e-45);
let l_1453 = l_1452 >= f64(1.1754943508222875e-38);
let l_1454 = l_1452 <= f64(1.7976931348623157e308);
let l_1455 = l_1453 && l_1454;
if l_1455 {
let l_1456 = bitcast<u64>(l_1452);
let l_1457 = l_1456 >> u32(bitcast<u64>(u64(52)));
let l_1458 = l_1457 - u64(23);
let l_1459 = l_1458 << u32(bitcast<u64>(u64(52)));
let l_1460 = bitcast<f64>(l_1459);
l_mut_1132 = l_1460;
}
let l_1461 = l_1397 + l_1450;
let l_1462 = abs(l_1461);
l_mut_1012 = f64(1.401298464324817e-45);
let l_1463 = l_1462 >= f64(1.1754943508222875e-38);
let l_1464 = l_1462 <= f64(1.7976931348623157e308);
let l_1465 = l_1463 && l_1464;
if l_1465 {
let l_1466 = bitcast<u64>(l_1462);
let l_1467 = l_1466 >> u32(bitcast<u64>(u64(52)));
let l_1468 = l_1467 - u64(23);
let l_1469 = l_1468 << u32(bitcast<u64>(u64(52)));
let l_1470 = bitcast<f64>(l_1469);
l_mut_1012 = l_1470;
}
let l_1471 = l_mut_1132 == l_mut_1012;
let l_1472 = abs(l_1398);
let l_1473 = l_1472 * l_1396;
let l_1474 = l_1398 - l_1473;
let l_1475 = abs(l_1474);
l_mut_1132 = f64(1.401298464324817e-45);
let l_1476 = l_1475 >= f64(1.1754943508222875e-38);
let l_1477 = l_1475 <= f64(1.7976931348623157e308);
let l_1478 = l_1476 && l_1477;
if l_1478 {
let l_1479 = bitcast<u64>(l_1475);
let l_1480 = l_1479 >> u32(bitcast<u64>(u64(52)));
let l_1481 = l_1480 - u64(23);
let l_1482 = l_1481 << u32(bitcast<u64>(u64(52)));
let l_1483 = bitcast<f64>(l_1482);
l_mut_1132 = l_1483;
}
let l_1484 = l_1398 + l_1473;
let l_1485 = abs(l_1484);
l_mut_1012 = f64(1.401298464324817e-45);
let l_1486 = l_1485 >= f64(1.1754943508222875e-38);
let l_1487 = l_1485 <= f64(1.7976931348623157e308);
let l_1488 = l_1486 && l_1487;
if l_1488 {
let l_1489 = bitcast<u64>(l_1485);
let l_1490 = l_1489 >> u32(bitcast<u64>(u64(52)));
let l_1491 = l_1490 - u64(23);
let l_1492 = l_1491 << u32(bitcast<u64>(u64(52)));
let l_1493 = bitcast<f64>(l_1492);
l_mut_1012 = l_1493;
}
let l_1494 = l_mut_1132 == l_mut_1012;
let l_1495 = l_1471 && l_1494;
if l_1495 {
let l_1496 = a_1421[u32(0)];
let l_1497 = a_1421[u32(1)];
let l_1498 = f64(l_mut_22);
let l_1499 = bitcast<u32>(l_mut_22);
let l_1500 = l_1499 + u32(1);
l_mut_162 = l_1500;
let l_1501 = l_1499 & u32(2147483647);
let l_1502 = l_1501 == u32(0);
if l_1502 {
l_mut_162 = u32(1);
} else {
let l_1503 = l_1499 & u32(2147483648);
let l_1504 = l_1503 != u32(0);
if l_1504 {
let l_1505 = l_1499 - u32(1);
l_mut_162 = l_1505;
}
}
let l_1506 = bitcast<f32>(l_mut_162);
let l_1507 = f64(l_1506);
let l_1508 = -l_mut_22;
let l_1509 = bitcast<u32>(l_1508);
let l_1510 = l_1509 + u32(1);
l_mut_162 = l_1510;
let l_1511 = l_1509 & u32(2147483647);
let l_1512 = l_1511 == u32(0);
if l_1512 {
l_mut_162 = u32(1);
} else {
let l_1513 = l_1509 & u32(2147483648);
let l_1514 = l_1513 != u32(0);
if l_1514 {
let l_1515 = l_1509 - u32(1);
l_mut_162 = l_1515;
}
}
let l_1516 = bitcast<f32>(l_mut_162);
let l_1517 = -l_1516;
let l_1518 = f64(l_1517);
let l_1519 = l_1496 + l_1448;
let l_1520 = l_1519 <= l_1498;
l_mut_222 = l_1520;
let l_1521 = l_1496 - l_1448;
let l_1522 = l_1521 > l_1498;
l_mut_219 = l_1522;
let l_1523 = l_1497 - l_1448;
let l_1524 = l_1523 >= l_1498;
l_mut_216 = l_1524;
let l_1525 = l_1497 + l_1448;
let l_1526 = l_1525 < l_1498;
l_mut_213 = l_1526;
let l_1527 = l_1496 + l_1448;
let l_1528 = l_1527 < l_1507;
l_mut_222 = l_1528;
let l_1529 = l_1496 - l_1448;
let l_1530 = l_1529 >= l_1507;
l_mut_219 = l_1530;
let l_1531 = l_1497 - l_1448;
let l_1532 = l_1531 > l_1518;
l_mut_216 = l_1532;
let l_1533 = l_1497 + l_1448;
let l_1534 = l_1533 <= l_1518;
l_mut_213 = l_1534;
l_mut_162 = u32(2);
let l_1535 = l_mut_219 || l_mut_213;
if l_1535 {
l_mut_162 = u32(1);
} else {
let l_1536 = l_mut_222 && l_mut_216;
if l_1536 {
l_mut_162 = u32(0);
}
}
l_mut_192 = l_mut_162;
}
}
}
l_mut_145 = l_mut_192;
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
let l_1537 = a_144[u32(0)];
let l_1538 = l_1537 == u32(0);
if l_1538 {
l_mut_145 = u32(2);
}
a_10[l_mut_125] = l_mut_145;
let l_1539 = a_10[l_mut_125];
let l_1540 = l_1539 == u32(2);
if l_1540 {
l_mut_122 = bool(false);
}
}
}
let l_1541 = l_mut_27 == u32(4294967293);
if l_1541 {
let l_1542 = a_8[u32(0)];
let l_1543 = l_1542 + u32(1);
a_8[u32(0)] = l_1543;
} else {
if l_mut_122 {
l_mut_1132 = l_115;
let l_1544 = l_mut_1132 < f64(-17.0);
if l_1544 {
l_mut_1132 = f64(-17.0);
}
let l_1545 = l_mut_1132 > f64(17.0);
if l_1545 {
l_mut_1132 = f64(17.0);
}
let l_1546 = l_mut_1132 + f64(16.0);
let l_1547 = l_1546 + f64(1.0);
let l_1548 = u32(l_1547);
let l_1549 = u32(2) + l_1548;
let l_1550 = a_8[l_1549];
let l_1551 = l_1550 + u32(1);
a_8[l_1549] = l_1551;
let l_1552 = bitcast<u32>(l_mut_22);
let l_1553 = l_1552 & u32(8388607);
let l_1554 = f64(l_1553);
let l_1555 = l_1554 / f64(7.1362384635298e44);
l_mut_1132 = l_1555;
let l_1556 = l_1552 & u32(2139095040);
let l_1557 = l_1556 != u32(0);
if l_1557 {
let l_1558 = l_1552 & u32(2147483647);
let l_1559 = bitcast<f32>(l_1558);
let l_1560 = f64(l_1559);
l_mut_1132 = l_1560;
}
let l_1561 = l_1552 >> u32(31);
let l_1562 = f64(l_1561);
let l_1563 = f64(2.0) * l_1562;
let l_1564 = f64(1.0) - l_1563;
l_mut_1132 = l_mut_1132 * l_1564;
let l_1565 = abs(l_mut_25);
let l_1566 = l_mut_25 * f64(0.0);
let l_1567 = l_1566 + f64(7.1362384635298e44);
l_mut_1012 = l_1567;
let l_1568 = l_1565 >= f64(2.350988701644575e-38);
if l_1568 {
let l_1569 = l_mut_27 & u32(2147483647);
let l_1570 = bitcast<f32>(l_1569);
let l_1571 = f64(l_1570);
let l_1572 = l_1569 & u32(2139095040);
let l_1573 = bitcast<f32>(l_1572);
let l_1574 = f64(l_1573);
let l_1575 = l_1571 > l_1565;
let l_1576 = l_1569 & u32(8388607);
let l_1577 = l_1576 == u32(0);
let l_1578 = l_1575 && l_1577;
let l_1579 = l_1574 * f64(1.1920928955078125e-7);
let l_1580 = f64(l_1578);
let l_1581 = f64(0.5) * l_1580;
let l_1582 = f64(1.0) - l_1581;
let l_1583 = l_1579 * l_1582;
let l_1584 = f64(1.0) / l_1583;
l_mut_1012 = l_1584;
}
let l_1585 = l_mut_1132 - l_mut_25;
let l_1586 = l_1585 * l_mut_1012;
let l_1587 = a_8[u32(45)];
let l_1588 = l_1587 == u32(4294967295);
let l_1589 = a_9[u32(0)];
let l_1590 = l_1586 < l_1589;
let l_1591 = l_1588 || l_1590;
if l_1591 {
a_9[u32(0)] = l_1586;
a_8[u32(45)] = l_20;
a_8[u32(46)] = l_96;
}
let l_1592 = a_8[u32(47)];
let l_1593 = l_1592 == u32(4294967295);
let l_1594 = a_9[u32(1)];
let l_1595 = l_1586 > l_1594;
let l_1596 = l_1593 || l_1595;
if l_1596 {
a_9[u32(1)] = l_1586;
a_8[u32(47)] = l_20;
a_8[u32(48)] = l_96;
}
let l_1597 = l_115 != f64(0.0);
if l_1597 {

for (var l_mut_1598: u32 = u32(0); l_mut_1598 < u32(8); l_mut_1598++) {
let l_1599 = a_10[l_mut_1598];
let l_1600 = l_1599 == u32(1);
if l_1600 {
let l_1601 = u32(37) + l_mut_1598;
let l_1602 = a_8[l_1601];
let l_1603 = l_1602 + u32(1);
a_8[l_1601] = l_1603;
let l_1604 = u32(2) + l_mut_1598;
let l_1605 = u32(2) * l_1604;
let l_1606 = u32(45) + l_1605;
let l_1607 = a_8[l_1606];
let l_1608 = l_1607 == u32(4294967295);
let l_1609 = abs(l_1586);
let l_1610 = u32(2) + l_mut_1598;
let l_1611 = a_9[l_1610];
let l_1612 = abs(l_1611);
let l_1613 = l_1609 > l_1612;
let l_1614 = l_1608 || l_1613;
if l_1614 {
let l_1615 = u32(2) + l_mut_1598;
a_9[l_1615] = l_1586;
a_8[l_1606] = l_20;
let l_1616 = l_1606 + u32(1);
a_8[l_1616] = l_96;
}
}
}
}
} else {
let l_1617 = a_8[u32(1)];
let l_1618 = l_2 + l_1617;
let l_1619 = l_1618 * u32(2);
let l_1697 = info.static_meta[u32(5)];
let l_1698 = l_1697 * u32(1);
let l_1699 = l_1619 < l_1698;
if l_1699 {
buffer_5_global[l_1619] = l_20;
}
let l_1620 = l_1619 + u32(1);
let l_1700 = info.static_meta[u32(5)];
let l_1701 = l_1700 * u32(1);
let l_1702 = l_1620 < l_1701;
if l_1702 {
buffer_5_global[l_1620] = l_96;
}
let l_1621 = a_8[u32(1)];
let l_1622 = l_1621 + u32(1);
a_8[u32(1)] = l_1622;
}
}
}

for (var l_mut_1623: u32 = u32(0); l_mut_1623 < u32(65); l_mut_1623++) {
let l_1624 = id * u32(65);
let l_1625 = l_1624 + l_mut_1623;
let l_1626 = a_8[l_mut_1623];
let l_1703 = info.static_meta[u32(3)];
let l_1704 = l_1703 * u32(1);
let l_1705 = l_1625 < l_1704;
if l_1705 {
buffer_3_global[l_1625] = l_1626;
}
}

for (var l_mut_1627: u32 = u32(0); l_mut_1627 < u32(10); l_mut_1627++) {
let l_1628 = id * u32(10);
let l_1629 = l_1628 + l_mut_1627;
let l_1630 = a_9[l_mut_1627];
let l_1706 = info.static_meta[u32(4)];
let l_1707 = l_1706 * u32(1);
let l_1708 = l_1629 < l_1707;
if l_1708 {
buffer_4_global[l_1629] = l_1630;
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
