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

var a_428: array<u32, 1>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_136: bool;
var l_mut_153: u64;
var l_mut_182: u64;
var l_mut_194: u64;
var l_mut_197: i32;
var l_mut_252: f64;
var l_mut_25: f32;
var l_mut_31: f64;
var l_mut_429: u32;
var l_mut_445: u32;
var l_mut_47: f64;
var l_mut_486: u32;
var l_mut_537: bool;
var l_mut_540: bool;
var l_mut_543: bool;
var l_mut_546: bool;
var l_mut_57: f64;
var l_mut_68: u32;
var l_mut_84: f64;
let l_0 = id == u32(0);
if l_0 {
let l_1585 = info.static_meta[u32(7)];
let l_1586 = l_1585 * u32(1);
let l_1587 = u32(0) < l_1586;
if l_1587 {
buffer_7_global[u32(0)] = u32(1);
}
}
let l_1571 = info.static_meta[u32(0)];
let l_1572 = l_1571 * u32(1);
let l_1573 = u32(1) < l_1572;
let l_1574 = l_1572 - u32(1);
let l_1575 = min(u32(1), l_1574);
let l_1576 = buffer_0_global[l_1575];
let l_1577 = select(u32(0), l_1576, l_1573);
let l_1 = l_1577;
let l_2 = id * l_1;
let l_1578 = info.static_meta[u32(0)];
let l_1579 = l_1578 * u32(1);
let l_1580 = u32(2) < l_1579;
let l_1581 = l_1579 - u32(1);
let l_1582 = min(u32(2), l_1581);
let l_1583 = buffer_0_global[l_1582];
let l_1584 = select(u32(0), l_1583, l_1580);
let l_3 = l_1584;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_1588 = info.static_meta[u32(0)];
let l_1589 = l_1588 * u32(1);
let l_1590 = u32(2) < l_1589;
let l_1591 = l_1589 - u32(1);
let l_1592 = min(u32(2), l_1591);
let l_1593 = buffer_0_global[l_1592];
let l_1594 = select(u32(0), l_1593, l_1590);
let l_6 = l_1594;
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
let l_1595 = info.static_meta[u32(3)];
let l_1596 = l_1595 * u32(1);
let l_1597 = u32(1024) < l_1596;
let l_1598 = l_1596 - u32(1);
let l_1599 = min(u32(1024), l_1598);
let l_1600 = buffer_3_global[l_1599];
let l_1601 = select(u32(0), l_1600, l_1597);
let l_18 = l_1601;
let l_19 = bitcast<f32>(l_18);
let l_20 = f64(l_19);

for (var l_mut_21: u32 = l_2; l_mut_21 < l_7; l_mut_21++) {
let l_1602 = info.static_meta[u32(0)];
let l_1603 = l_1602 * u32(1);
let l_1604 = u32(0) < l_1603;
let l_1605 = l_1603 - u32(1);
let l_1606 = min(u32(0), l_1605);
let l_1607 = buffer_0_global[l_1606];
let l_1608 = select(u32(0), l_1607, l_1604);
let l_22 = l_1608;
let l_23 = l_22 + l_mut_21;
let l_24 = bitcast<f32>(l_23);
l_mut_25 = l_24;
let l_26 = cos(l_24);
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
let l_43 = f64(l_24);
let l_44 = bitcast<u64>(l_43);
let l_45 = l_44 | u64(9221120237041090560);
let l_46 = bitcast<f64>(l_45);
l_mut_47 = l_46;
let l_48 = bitcast<f32>(l_42);
let l_49 = l_48 < f32(4.0);
if l_49 {
let l_1609 = info.static_meta[u32(3)];
let l_1610 = l_1609 * u32(1);
let l_1611 = u32(1024) < l_1610;
let l_1612 = l_1610 - u32(1);
let l_1613 = min(u32(1024), l_1612);
let l_1614 = buffer_3_global[l_1613];
let l_1615 = select(u32(0), l_1614, l_1611);
let l_50 = l_1615;
let l_51 = bitcast<f32>(l_50);
let l_52 = f64(l_51);
let l_53 = bitcast<u32>(l_24);
let l_54 = l_53 & u32(2147483647);
let l_55 = bitcast<f32>(l_54);
let l_56 = f64(l_55);
l_mut_57 = l_56;
let l_58 = l_54 < u32(8388608);
if l_58 {
let l_59 = f64(l_54);
let l_60 = l_59 * f64(1.401298464324817e-45);
l_mut_57 = l_60;
}
let l_61 = bitcast<u64>(l_mut_57);
let l_62 = l_53 >> u32(31);
let l_63 = u64(l_62);
let l_64 = l_63 << u32(bitcast<u64>(u64(63)));
let l_65 = l_61 | l_64;
let l_66 = bitcast<f64>(l_65);
let l_67 = abs(l_66);
l_mut_57 = l_67;
l_mut_68 = u32(0);
let l_69 = l_67 >= f64(0.785);
if l_69 {
let l_70 = l_67 * f64(0.6366197723675814);
let l_71 = l_70 + f64(0.5);
let l_72 = floor(l_71);
let l_73 = l_72 * f64(1.570796325802803);
let l_74 = l_67 - l_73;
let l_75 = l_74 * l_52;
let l_76 = l_72 * f64(9.920935796805404e-10);
let l_77 = l_75 - l_76;
l_mut_57 = l_77;
let l_78 = u32(l_72);
l_mut_68 = l_78;
}
let l_79 = bitcast<u32>(l_24);
let l_80 = l_79 >= u32(2147483648);
let l_81 = l_mut_57 * l_mut_57;
let l_82 = l_81 * f64(1.9572941063391263e-20);
let l_83 = f64(8.22063524662433e-18) - l_82;
l_mut_84 = l_83;
let l_85 = l_mut_84 * l_81;
let l_86 = l_85 - f64(2.8114572543455206e-15);
l_mut_84 = l_86;
let l_87 = l_mut_84 * l_81;
let l_88 = l_87 + f64(7.647163731819816e-13);
l_mut_84 = l_88;
let l_89 = l_mut_84 * l_81;
let l_90 = l_89 - f64(1.6059043836821613e-10);
l_mut_84 = l_90;
let l_91 = l_mut_84 * l_81;
let l_92 = l_91 + f64(2.505210838544172e-8);
l_mut_84 = l_92;
let l_93 = l_mut_84 * l_81;
let l_94 = l_93 - f64(2.7557319223985893e-6);
l_mut_84 = l_94;
let l_95 = l_mut_84 * l_81;
let l_96 = l_95 + f64(0.0001984126984126984);
l_mut_84 = l_96;
let l_97 = l_mut_84 * l_81;
let l_98 = l_97 - f64(0.008333333333333333);
l_mut_84 = l_98;
let l_99 = l_mut_84 * l_81;
let l_100 = l_99 + f64(0.16666666666666666);
l_mut_84 = l_100;
let l_101 = f64(0.5) * l_81;
let l_102 = f64(1.0) - l_101;
let l_103 = f64(0.0) * l_102;
let l_104 = l_mut_57 * l_81;
let l_105 = l_104 * l_mut_84;
let l_106 = l_103 - l_105;
let l_107 = l_mut_57 + l_106;
let l_108 = l_mut_57 * l_mut_57;
let l_109 = l_108 * f64(4.110317623312165e-19);
let l_110 = l_109 - f64(1.5619206968586225e-16);
l_mut_84 = l_110;
let l_111 = l_mut_84 * l_108;
let l_112 = l_111 + f64(4.779477332387385e-14);
l_mut_84 = l_112;
let l_113 = l_mut_84 * l_108;
let l_114 = l_113 - f64(1.1470745597729725e-11);
l_mut_84 = l_114;
let l_115 = l_mut_84 * l_108;
let l_116 = l_115 + f64(2.08767569878681e-9);
l_mut_84 = l_116;
let l_117 = l_mut_84 * l_108;
let l_118 = l_117 - f64(2.755731922398589e-7);
l_mut_84 = l_118;
let l_119 = l_mut_84 * l_108;
let l_120 = l_119 + f64(2.48015873015873e-5);
l_mut_84 = l_120;
let l_121 = l_mut_84 * l_108;
let l_122 = l_121 - f64(0.001388888888888889);
l_mut_84 = l_122;
let l_123 = l_mut_84 * l_108;
let l_124 = l_123 + f64(0.041666666666666664);
l_mut_84 = l_124;
let l_125 = f64(0.5) * l_108;
let l_126 = f64(1.0) - l_125;
let l_127 = l_108 * l_108;
let l_128 = l_127 * l_mut_84;
let l_129 = f64(0.0) * l_mut_57;
let l_130 = l_128 - l_129;
let l_131 = l_126 + l_130;
let l_132 = l_mut_68 & u32(1);
let l_133 = l_132 == u32(1);
l_mut_84 = l_107;
let l_134 = l_mut_68 & u32(2);
let l_135 = l_134 != u32(0);
l_mut_136 = l_135;
l_mut_84 = l_131;
if l_133 {
l_mut_84 = l_107;
}
let l_137 = l_mut_68 + u32(1);
let l_138 = l_137 & u32(2);
let l_139 = l_138 != u32(0);
l_mut_136 = l_139;
let l_140 = bool(false) && l_80;
if l_140 {
let l_141 = !l_mut_136;
l_mut_136 = l_141;
}
if l_mut_136 {
let l_142 = -l_mut_84;
l_mut_84 = l_142;
}
l_mut_47 = l_mut_84;
} else {
let l_143 = l_42 < u32(2139095040);
if l_143 {
let l_144 = l_42 & u32(8388607);
let l_145 = l_144 | u32(8388608);
let l_146 = u64(l_145);
let l_147 = l_42 >> u32(23);
let l_148 = l_147 * u32(4);
let l_149 = l_148 + u32(3);
let l_1616 = info.static_meta[u32(3)];
let l_1617 = l_1616 * u32(1);
let l_1618 = l_149 < l_1617;
let l_1619 = l_1617 - u32(1);
let l_1620 = min(l_149, l_1619);
let l_1621 = buffer_3_global[l_1620];
let l_1622 = select(u32(0), l_1621, l_1618);
let l_150 = l_1622;
let l_151 = u64(l_150);
let l_152 = l_146 * l_151;
l_mut_153 = l_152;
let l_154 = l_mut_153 & u64(4294967295);
let l_155 = l_mut_153 >> u32(bitcast<u64>(u64(32)));
let l_156 = l_148 + u32(2);
let l_1623 = info.static_meta[u32(3)];
let l_1624 = l_1623 * u32(1);
let l_1625 = l_156 < l_1624;
let l_1626 = l_1624 - u32(1);
let l_1627 = min(l_156, l_1626);
let l_1628 = buffer_3_global[l_1627];
let l_1629 = select(u32(0), l_1628, l_1625);
let l_157 = l_1629;
let l_158 = u64(l_157);
let l_159 = l_146 * l_158;
let l_160 = l_155 + l_159;
l_mut_153 = l_160;
let l_161 = l_mut_153 & u64(4294967295);
let l_162 = l_mut_153 >> u32(bitcast<u64>(u64(32)));
let l_163 = l_148 + u32(1);
let l_1630 = info.static_meta[u32(3)];
let l_1631 = l_1630 * u32(1);
let l_1632 = l_163 < l_1631;
let l_1633 = l_1631 - u32(1);
let l_1634 = min(l_163, l_1633);
let l_1635 = buffer_3_global[l_1634];
let l_1636 = select(u32(0), l_1635, l_1632);
let l_164 = l_1636;
let l_165 = u64(l_164);
let l_166 = l_146 * l_165;
let l_167 = l_162 + l_166;
l_mut_153 = l_167;
let l_168 = l_mut_153 & u64(4294967295);
let l_169 = l_mut_153 >> u32(bitcast<u64>(u64(32)));
let l_1637 = info.static_meta[u32(3)];
let l_1638 = l_1637 * u32(1);
let l_1639 = l_148 < l_1638;
let l_1640 = l_1638 - u32(1);
let l_1641 = min(l_148, l_1640);
let l_1642 = buffer_3_global[l_1641];
let l_1643 = select(u32(0), l_1642, l_1639);
let l_170 = l_1643;
let l_171 = u64(l_170);
let l_172 = l_146 * l_171;
let l_173 = l_169 + l_172;
l_mut_153 = l_173;
let l_174 = l_mut_153 >> u32(bitcast<u64>(u64(29)));
let l_175 = l_174 & u64(3);
let l_176 = u32(bitcast<u64>(l_175));
l_mut_68 = l_176;
let l_177 = l_mut_153 & u64(536870911);
let l_178 = l_177 << u32(bitcast<u64>(u64(32)));
let l_179 = l_178 | l_168;
l_mut_153 = l_179;
let l_180 = l_161 << u32(bitcast<u64>(u64(32)));
let l_181 = l_180 | l_154;
l_mut_182 = l_181;
let l_183 = l_mut_153 >= u64(1152921504606846976);
if l_183 {
let l_184 = l_mut_68 + u32(1);
let l_185 = l_184 & u32(3);
l_mut_68 = l_185;
let l_186 = l_mut_182 != u64(0);
let l_187 = u64(l_186);
let l_188 = u64(0) - l_mut_182;
l_mut_182 = l_188;
let l_189 = u64(2305843009213693952) - l_mut_153;
let l_190 = l_189 - l_187;
l_mut_153 = l_190;
}
let l_191 = select(countLeadingZeros(u32(l_mut_182 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_182)), (l_mut_182 >> u32(32u)) == u64(0));
let l_192 = u64(l_191);
let l_193 = l_mut_182 << u32(bitcast<u64>(l_192));
l_mut_194 = l_193;
let l_195 = i32(l_191);
let l_196 = i32(0) - l_195;
l_mut_197 = l_196;
let l_198 = l_mut_153 != u64(0);
if l_198 {
let l_199 = select(countLeadingZeros(u32(l_mut_153 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_153)), (l_mut_153 >> u32(32u)) == u64(0));
let l_200 = u64(l_199);
let l_201 = l_mut_153 << u32(bitcast<u64>(l_200));
let l_202 = u32(64) - l_199;
let l_203 = u64(l_202);
let l_204 = l_mut_182 >> u32(bitcast<u64>(l_203));
let l_205 = l_201 | l_204;
l_mut_194 = l_205;
let l_206 = i32(l_199);
let l_207 = i32(64) - l_206;
l_mut_197 = l_207;
}
let l_208 = l_mut_194 >> u32(bitcast<u64>(u64(32)));
let l_209 = l_mut_194 & u64(4294967295);
let l_210 = l_208 * u64(560513588);
let l_211 = l_209 * u64(3373259426);
let l_212 = l_209 * u64(560513588);
let l_213 = l_212 >> u32(bitcast<u64>(u64(32)));
let l_214 = l_210 & u64(4294967295);
let l_215 = l_213 + l_214;
let l_216 = l_211 & u64(4294967295);
let l_217 = l_215 + l_216;
let l_218 = l_208 * u64(3373259426);
let l_219 = l_210 >> u32(bitcast<u64>(u64(32)));
let l_220 = l_218 + l_219;
let l_221 = l_211 >> u32(bitcast<u64>(u64(32)));
let l_222 = l_220 + l_221;
let l_223 = l_217 >> u32(bitcast<u64>(u64(32)));
let l_224 = l_222 + l_223;
l_mut_194 = l_224;
let l_225 = l_mut_197 - i32(124);
l_mut_197 = l_225;
let l_226 = l_mut_194 < bitcast<u64>(i64(-9223372036854775807) - 1);
if l_226 {
let l_227 = l_mut_194 << u32(bitcast<u64>(u64(1)));
let l_228 = l_217 >> u32(bitcast<u64>(u64(31)));
let l_229 = l_228 & u64(1);
let l_230 = l_227 | l_229;
l_mut_194 = l_230;
l_mut_197 = l_mut_197 - i32(1);
}
let l_231 = l_mut_194 >> u32(bitcast<u64>(u64(11)));
let l_232 = f64(l_231);
let l_233 = l_mut_197 + i32(11);
let l_234 = l_233 + i32(1023);
let l_235 = u64(l_234);
let l_236 = l_235 << u32(bitcast<u64>(u64(52)));
let l_237 = bitcast<f64>(l_236);
let l_238 = l_232 * l_237;
l_mut_84 = l_238;
let l_239 = l_mut_194 & u64(2047);
let l_240 = f64(l_239);
let l_241 = l_mut_197 + i32(1023);
let l_242 = u64(l_241);
let l_243 = l_242 << u32(bitcast<u64>(u64(52)));
let l_244 = bitcast<f64>(l_243);
let l_245 = l_240 * l_244;
l_mut_57 = l_245;
if l_183 {
let l_246 = -l_mut_84;
l_mut_84 = l_246;
let l_247 = -l_mut_57;
l_mut_57 = l_247;
}
let l_248 = l_41 >= u32(2147483648);
let l_249 = l_mut_84 * l_mut_84;
let l_250 = l_249 * f64(1.9572941063391263e-20);
let l_251 = f64(8.22063524662433e-18) - l_250;
l_mut_252 = l_251;
let l_253 = l_mut_252 * l_249;
let l_254 = l_253 - f64(2.8114572543455206e-15);
l_mut_252 = l_254;
let l_255 = l_mut_252 * l_249;
let l_256 = l_255 + f64(7.647163731819816e-13);
l_mut_252 = l_256;
let l_257 = l_mut_252 * l_249;
let l_258 = l_257 - f64(1.6059043836821613e-10);
l_mut_252 = l_258;
let l_259 = l_mut_252 * l_249;
let l_260 = l_259 + f64(2.505210838544172e-8);
l_mut_252 = l_260;
let l_261 = l_mut_252 * l_249;
let l_262 = l_261 - f64(2.7557319223985893e-6);
l_mut_252 = l_262;
let l_263 = l_mut_252 * l_249;
let l_264 = l_263 + f64(0.0001984126984126984);
l_mut_252 = l_264;
let l_265 = l_mut_252 * l_249;
let l_266 = l_265 - f64(0.008333333333333333);
l_mut_252 = l_266;
let l_267 = l_mut_252 * l_249;
let l_268 = l_267 + f64(0.16666666666666666);
l_mut_252 = l_268;
let l_269 = f64(0.5) * l_249;
let l_270 = f64(1.0) - l_269;
let l_271 = l_mut_57 * l_270;
let l_272 = l_mut_84 * l_249;
let l_273 = l_272 * l_mut_252;
let l_274 = l_271 - l_273;
let l_275 = l_mut_84 + l_274;
let l_276 = l_mut_84 * l_mut_84;
let l_277 = l_276 * f64(4.110317623312165e-19);
let l_278 = l_277 - f64(1.5619206968586225e-16);
l_mut_252 = l_278;
let l_279 = l_mut_252 * l_276;
let l_280 = l_279 + f64(4.779477332387385e-14);
l_mut_252 = l_280;
let l_281 = l_mut_252 * l_276;
let l_282 = l_281 - f64(1.1470745597729725e-11);
l_mut_252 = l_282;
let l_283 = l_mut_252 * l_276;
let l_284 = l_283 + f64(2.08767569878681e-9);
l_mut_252 = l_284;
let l_285 = l_mut_252 * l_276;
let l_286 = l_285 - f64(2.755731922398589e-7);
l_mut_252 = l_286;
let l_287 = l_mut_252 * l_276;
let l_288 = l_287 + f64(2.48015873015873e-5);
l_mut_252 = l_288;
let l_289 = l_mut_252 * l_276;
let l_290 = l_289 - f64(0.001388888888888889);
l_mut_252 = l_290;
let l_291 = l_mut_252 * l_276;
let l_292 = l_291 + f64(0.041666666666666664);
l_mut_252 = l_292;
let l_293 = f64(0.5) * l_276;
let l_294 = f64(1.0) - l_293;
let l_295 = l_276 * l_276;
let l_296 = l_295 * l_mut_252;
let l_297 = l_mut_57 * l_mut_84;
let l_298 = l_296 - l_297;
let l_299 = l_294 + l_298;
let l_300 = l_mut_68 & u32(1);
let l_301 = l_300 == u32(1);
l_mut_252 = l_275;
let l_302 = l_mut_68 & u32(2);
let l_303 = l_302 != u32(0);
l_mut_136 = l_303;
l_mut_252 = l_299;
if l_301 {
l_mut_252 = l_275;
}
let l_304 = l_mut_68 + u32(1);
let l_305 = l_304 & u32(2);
let l_306 = l_305 != u32(0);
l_mut_136 = l_306;
let l_307 = bool(false) && l_248;
if l_307 {
let l_308 = !l_mut_136;
l_mut_136 = l_308;
}
if l_mut_136 {
let l_309 = -l_mut_252;
l_mut_252 = l_309;
}
l_mut_47 = l_mut_252;
}
}
l_mut_31 = l_mut_47;
l_mut_68 = u32(4294967294);
let l_310 = bitcast<u32>(l_mut_25);
let l_311 = bitcast<u32>(l_24);
let l_312 = l_311 & u32(2139095040);
let l_313 = l_312 != u32(2139095040);
let l_314 = l_312 == u32(0);
let l_315 = bitcast<u32>(l_24);
let l_316 = l_315 & u32(8388607);
let l_317 = l_316 != u32(0);
let l_318 = l_314 && l_317;
let l_319 = abs(l_mut_31);
let l_320 = l_mut_31 < f64(0.0);
let l_321 = u32(l_320);
let l_322 = u32(2147483648) * l_321;
if l_318 {
} else {
let l_323 = is_nan_1_f64(l_mut_31);if l_323 {
let l_324 = l_310 & u32(2147483647);
let l_325 = l_324 > u32(2139095040);
if l_325 {
l_mut_68 = u32(4294967293);
}
} else {
let l_326 = l_319 >= f64(3.402823669209385e38);
let l_327 = !l_313;
let l_328 = l_319 == f64(0.0);
let l_329 = l_327 && l_328;
let l_330 = l_326 || l_329;
if l_330 {
let l_331 = l_319 >= f64(3.402823669209385e38);
let l_332 = u32(l_331);
let l_333 = u32(2139095040) * l_332;
let l_334 = l_333 | l_322;
let l_335 = l_310 == l_334;
let l_336 = l_310 | l_334;
let l_337 = l_336 & u32(2147483647);
let l_338 = l_337 == u32(0);
let l_339 = l_335 || l_338;
if l_339 {
l_mut_68 = u32(4294967293);
}
} else {
let l_340 = l_319 >= f64(2.350988701644575e-38);
let l_341 = l_313 && l_340;
let l_342 = l_319 < f64(3.4028234663852886e38);
let l_343 = l_341 && l_342;
if l_343 {
let l_344 = f32(l_319);
let l_345 = bitcast<u32>(l_344);
let l_346 = bitcast<f32>(l_345);
let l_347 = f64(l_346);
let l_348 = l_319 - l_347;
let l_349 = l_345 + u32(1);
let l_350 = l_348 < f64(0.0);
let l_351 = u32(l_350);
let l_352 = u32(2) * l_351;
let l_353 = l_349 - l_352;
let l_354 = bitcast<f32>(l_353);
let l_355 = f64(l_354);
let l_356 = l_355 - l_347;
let l_357 = abs(l_356);
let l_358 = l_357 * f64(0.5);
let l_359 = abs(l_348);
let l_360 = l_358 - l_359;
let l_361 = l_319 * f64(9.094947017729282e-13);
let l_362 = l_360 > l_361;
if l_362 {
let l_363 = l_345 | l_322;
l_mut_68 = l_363;
}
} else {
let l_364 = l_319 < f64(2.350988701644575e-38);
let l_365 = l_313 && l_364;
if l_365 {
let l_366 = l_319 * f64(7.1362384635298e44);
let l_367 = floor(l_366);
let l_368 = l_366 - l_367;
let l_369 = l_368 - f64(0.5);
let l_370 = abs(l_369);
let l_371 = l_366 * f64(9.094947017729282e-13);
let l_372 = l_370 > l_371;
if l_372 {
let l_373 = l_368 > f64(0.5);
let l_374 = f64(l_373);
let l_375 = l_367 + l_374;
let l_376 = u32(l_375);
let l_377 = l_376 | l_322;
l_mut_68 = l_377;
}
}
}
}
}
}
let l_378 = bitcast<u32>(l_mut_25);
let l_379 = l_378 & u32(2147483647);
let l_380 = l_379 > u32(2139095040);
let l_381 = l_378 & u32(2147483647);
let l_382 = l_381 == u32(0);
let l_383 = l_378 & u32(2147483647);
let l_384 = f64(l_383);
let l_385 = l_378 >> u32(31);
let l_386 = f64(l_385);
let l_387 = f64(2.0) * l_386;
let l_388 = f64(1.0) - l_387;
let l_389 = l_384 * l_388;
let l_390 = l_mut_68 & u32(2147483647);
let l_391 = f64(l_390);
let l_392 = l_mut_68 >> u32(31);
let l_393 = f64(l_392);
let l_394 = f64(2.0) * l_393;
let l_395 = f64(1.0) - l_394;
let l_396 = l_391 * l_395;
let l_397 = l_389 - l_396;
let l_398 = l_mut_68 & u32(2139095040);
let l_399 = l_398 == u32(0);
let l_400 = l_mut_68 < u32(4294967293);
let l_401 = l_397 == f64(0.0);
let l_402 = l_382 && l_399;
let l_403 = l_380 || l_402;
let l_404 = !l_403;
let l_405 = l_401 || l_404;
let l_406 = l_400 && l_405;
l_mut_136 = l_406;
let l_407 = l_397 != f64(0.0);
let l_408 = l_mut_136 && l_407;
if l_408 {

for (var l_mut_409: u32 = u32(0); l_mut_409 < u32(8); l_mut_409++) {
let l_410 = u32(2) * l_mut_409;
let l_1644 = info.static_meta[u32(1)];
let l_1645 = l_1644 * u32(1);
let l_1646 = l_410 < l_1645;
let l_1647 = l_1645 - u32(1);
let l_1648 = min(l_410, l_1647);
let l_1649 = buffer_1_global[l_1648];
let l_1650 = select(u32(0), l_1649, l_1646);
let l_411 = l_1650;
let l_412 = u32(2) * l_mut_409;
let l_413 = l_412 + u32(1);
let l_1651 = info.static_meta[u32(1)];
let l_1652 = l_1651 * u32(1);
let l_1653 = l_413 < l_1652;
let l_1654 = l_1652 - u32(1);
let l_1655 = min(l_413, l_1654);
let l_1656 = buffer_1_global[l_1655];
let l_1657 = select(u32(0), l_1656, l_1653);
let l_414 = l_1657;
let l_415 = l_414 != u32(0);
let l_416 = l_mut_409 * u32(4);
let l_1658 = info.static_meta[u32(2)];
let l_1659 = l_1658 * u32(1);
let l_1660 = l_416 < l_1659;
let l_1661 = l_1659 - u32(1);
let l_1662 = min(l_416, l_1661);
let l_1663 = buffer_2_global[l_1662];
let l_1664 = select(f64(0.0), l_1663, l_1660);
let l_417 = l_1664;
let l_418 = l_mut_409 * u32(4);
let l_419 = l_418 + u32(1);
let l_1665 = info.static_meta[u32(2)];
let l_1666 = l_1665 * u32(1);
let l_1667 = l_419 < l_1666;
let l_1668 = l_1666 - u32(1);
let l_1669 = min(l_419, l_1668);
let l_1670 = buffer_2_global[l_1669];
let l_1671 = select(f64(0.0), l_1670, l_1667);
let l_420 = l_1671;
let l_421 = l_mut_409 * u32(4);
let l_422 = l_421 + u32(2);
let l_1672 = info.static_meta[u32(2)];
let l_1673 = l_1672 * u32(1);
let l_1674 = l_422 < l_1673;
let l_1675 = l_1673 - u32(1);
let l_1676 = min(l_422, l_1675);
let l_1677 = buffer_2_global[l_1676];
let l_1678 = select(f64(0.0), l_1677, l_1674);
let l_423 = l_1678;
let l_424 = f64(l_24);
let l_425 = abs(l_424);
let l_426 = abs(l_mut_31);
let l_427 = l_426 * f64(1.4551915228366852e-11);
a_428[u32(0)] = u32(1);
l_mut_429 = u32(2);
let l_430 = l_411 == u32(0);
if l_430 {
l_mut_429 = u32(0);
} else {
let l_431 = l_411 == u32(1);
if l_431 {
l_mut_429 = u32(1);
let l_432 = abs(l_397);
let l_433 = l_432 <= l_417;
if l_433 {
l_mut_429 = u32(0);
}
} else {
let l_434 = l_411 == u32(2);
if l_434 {
let l_435 = abs(l_mut_31);
l_mut_252 = f64(1.401298464324817e-45);
let l_436 = l_435 >= f64(1.1754943508222875e-38);
let l_437 = l_435 <= f64(1.7976931348623157e308);
let l_438 = l_436 && l_437;
if l_438 {
let l_439 = bitcast<u64>(l_435);
let l_440 = l_439 >> u32(bitcast<u64>(u64(52)));
let l_441 = l_440 - u64(23);
let l_442 = l_441 << u32(bitcast<u64>(u64(52)));
let l_443 = bitcast<f64>(l_442);
l_mut_252 = l_443;
}
let l_444 = l_417 * l_mut_252;
l_mut_445 = u32(2);
let l_446 = l_mut_31 - l_427;
let l_447 = abs(l_446);
l_mut_252 = f64(1.401298464324817e-45);
let l_448 = l_447 >= f64(1.1754943508222875e-38);
let l_449 = l_447 <= f64(1.7976931348623157e308);
let l_450 = l_448 && l_449;
if l_450 {
let l_451 = bitcast<u64>(l_447);
let l_452 = l_451 >> u32(bitcast<u64>(u64(52)));
let l_453 = l_452 - u64(23);
let l_454 = l_453 << u32(bitcast<u64>(u64(52)));
let l_455 = bitcast<f64>(l_454);
l_mut_252 = l_455;
}
let l_456 = l_mut_31 + l_427;
let l_457 = abs(l_456);
l_mut_84 = f64(1.401298464324817e-45);
let l_458 = l_457 >= f64(1.1754943508222875e-38);
let l_459 = l_457 <= f64(1.7976931348623157e308);
let l_460 = l_458 && l_459;
if l_460 {
let l_461 = bitcast<u64>(l_457);
let l_462 = l_461 >> u32(bitcast<u64>(u64(52)));
let l_463 = l_462 - u64(23);
let l_464 = l_463 << u32(bitcast<u64>(u64(52)));
let l_465 = bitcast<f64>(l_464);
l_mut_84 = l_465;
}
let l_466 = l_mut_252 == l_mut_84;
if l_466 {
let l_467 = l_444 * f64(1.4551915228366852e-11);
let l_468 = l_427 + l_467;
let l_469 = l_mut_31 - l_444;
let l_470 = l_mut_31 + l_444;
let l_471 = bitcast<u32>(l_mut_25);
let l_472 = l_471 & u32(2147483647);
let l_473 = bitcast<f32>(l_472);
let l_474 = f64(l_473);
l_mut_252 = l_474;
let l_475 = l_472 < u32(8388608);
if l_475 {
let l_476 = f64(l_472);
let l_477 = l_476 * f64(1.401298464324817e-45);
l_mut_252 = l_477;
}
let l_478 = bitcast<u64>(l_mut_252);
let l_479 = l_471 >> u32(31);
let l_480 = u64(l_479);
let l_481 = l_480 << u32(bitcast<u64>(u64(63)));
let l_482 = l_478 | l_481;
let l_483 = bitcast<f64>(l_482);
let l_484 = bitcast<u32>(l_mut_25);
let l_485 = l_484 + u32(1);
l_mut_486 = l_485;
let l_487 = l_484 & u32(2147483647);
let l_488 = l_487 == u32(0);
if l_488 {
l_mut_486 = u32(1);
} else {
let l_489 = l_484 & u32(2147483648);
let l_490 = l_489 != u32(0);
if l_490 {
let l_491 = l_484 - u32(1);
l_mut_486 = l_491;
} else {
let l_492 = l_484 == u32(2139095040);
if l_492 {
l_mut_486 = l_484;
}
}
}
let l_493 = bitcast<f32>(l_mut_486);
let l_494 = bitcast<u32>(l_493);
let l_495 = l_494 & u32(2147483647);
let l_496 = bitcast<f32>(l_495);
let l_497 = f64(l_496);
l_mut_252 = l_497;
let l_498 = l_495 < u32(8388608);
if l_498 {
let l_499 = f64(l_495);
let l_500 = l_499 * f64(1.401298464324817e-45);
l_mut_252 = l_500;
}
let l_501 = bitcast<u64>(l_mut_252);
let l_502 = l_494 >> u32(31);
let l_503 = u64(l_502);
let l_504 = l_503 << u32(bitcast<u64>(u64(63)));
let l_505 = l_501 | l_504;
let l_506 = bitcast<f64>(l_505);
let l_507 = bitcast<u32>(l_mut_25);
let l_508 = l_507 ^ u32(2147483648);
let l_509 = bitcast<f32>(l_508);
let l_510 = bitcast<u32>(l_509);
let l_511 = l_510 + u32(1);
l_mut_486 = l_511;
let l_512 = l_510 & u32(2147483647);
let l_513 = l_512 == u32(0);
if l_513 {
l_mut_486 = u32(1);
} else {
let l_514 = l_510 & u32(2147483648);
let l_515 = l_514 != u32(0);
if l_515 {
let l_516 = l_510 - u32(1);
l_mut_486 = l_516;
} else {
let l_517 = l_510 == u32(2139095040);
if l_517 {
l_mut_486 = l_510;
}
}
}
let l_518 = bitcast<f32>(l_mut_486);
let l_519 = bitcast<u32>(l_518);
let l_520 = l_519 ^ u32(2147483648);
let l_521 = bitcast<f32>(l_520);
let l_522 = bitcast<u32>(l_521);
let l_523 = l_522 & u32(2147483647);
let l_524 = bitcast<f32>(l_523);
let l_525 = f64(l_524);
l_mut_252 = l_525;
let l_526 = l_523 < u32(8388608);
if l_526 {
let l_527 = f64(l_523);
let l_528 = l_527 * f64(1.401298464324817e-45);
l_mut_252 = l_528;
}
let l_529 = bitcast<u64>(l_mut_252);
let l_530 = l_522 >> u32(31);
let l_531 = u64(l_530);
let l_532 = l_531 << u32(bitcast<u64>(u64(63)));
let l_533 = l_529 | l_532;
let l_534 = bitcast<f64>(l_533);
let l_535 = l_469 + l_468;
let l_536 = l_535 <= l_483;
l_mut_537 = l_536;
let l_538 = l_469 - l_468;
let l_539 = l_538 > l_483;
l_mut_540 = l_539;
let l_541 = l_470 - l_468;
let l_542 = l_541 >= l_483;
l_mut_543 = l_542;
let l_544 = l_470 + l_468;
let l_545 = l_544 < l_483;
l_mut_546 = l_545;
if l_415 {
let l_547 = l_469 + l_468;
let l_548 = l_547 < l_506;
l_mut_537 = l_548;
let l_549 = l_469 - l_468;
let l_550 = l_549 >= l_506;
l_mut_540 = l_550;
let l_551 = l_470 - l_468;
let l_552 = l_551 > l_534;
l_mut_543 = l_552;
let l_553 = l_470 + l_468;
let l_554 = l_553 <= l_534;
l_mut_546 = l_554;
}
l_mut_486 = u32(2);
let l_555 = l_mut_540 || l_mut_546;
if l_555 {
l_mut_486 = u32(1);
} else {
let l_556 = l_mut_537 && l_mut_543;
if l_556 {
l_mut_486 = u32(0);
}
}
let l_557 = bitcast<u32>(l_mut_25);
let l_558 = l_557 & u32(2147483647);
let l_559 = l_558 == u32(0);
if l_559 {
let l_560 = l_469 + l_468;
let l_561 = l_560 < f64(1.1754943508222875e-38);
let l_562 = l_470 - l_468;
let l_563 = l_562 > f64(-1.1754943508222875e-38);
let l_564 = l_561 && l_563;
let l_565 = l_469 - l_468;
let l_566 = l_565 < f64(1.1754943508222875e-38);
let l_567 = l_470 + l_468;
let l_568 = l_567 > f64(-1.1754943508222875e-38);
let l_569 = l_566 && l_568;
if l_564 {
l_mut_486 = u32(0);
} else {
let l_570 = l_mut_486 == u32(1);
let l_571 = l_569 && l_570;
if l_571 {
l_mut_486 = u32(2);
}
}
}
l_mut_445 = l_mut_486;
}
l_mut_429 = l_mut_445;
} else {
let l_572 = l_411 == u32(3);
if l_572 {
l_mut_429 = u32(0);
let l_573 = l_425 >= f64(1.1754943508222875e-38);
let l_574 = l_425 <= f64(8.507059173023462e37);
let l_575 = l_573 && l_574;
if l_575 {
let l_576 = abs(l_mut_31);
l_mut_252 = f64(1.401298464324817e-45);
let l_577 = l_576 >= f64(1.1754943508222875e-38);
let l_578 = l_576 <= f64(1.7976931348623157e308);
let l_579 = l_577 && l_578;
if l_579 {
let l_580 = bitcast<u64>(l_576);
let l_581 = l_580 >> u32(bitcast<u64>(u64(52)));
let l_582 = l_581 - u64(23);
let l_583 = l_582 << u32(bitcast<u64>(u64(52)));
let l_584 = bitcast<f64>(l_583);
l_mut_252 = l_584;
}
let l_585 = l_417 * l_mut_252;
l_mut_486 = u32(2);
let l_586 = l_mut_31 - l_427;
let l_587 = abs(l_586);
l_mut_252 = f64(1.401298464324817e-45);
let l_588 = l_587 >= f64(1.1754943508222875e-38);
let l_589 = l_587 <= f64(1.7976931348623157e308);
let l_590 = l_588 && l_589;
if l_590 {
let l_591 = bitcast<u64>(l_587);
let l_592 = l_591 >> u32(bitcast<u64>(u64(52)));
let l_593 = l_592 - u64(23);
let l_594 = l_593 << u32(bitcast<u64>(u64(52)));
let l_595 = bitcast<f64>(l_594);
l_mut_252 = l_595;
}
let l_596 = l_mut_31 + l_427;
let l_597 = abs(l_596);
l_mut_84 = f64(1.401298464324817e-45);
let l_598 = l_597 >= f64(1.1754943508222875e-38);
let l_599 = l_597 <= f64(1.7976931348623157e308);
let l_600 = l_598 && l_599;
if l_600 {
let l_601 = bitcast<u64>(l_597);
let l_602 = l_601 >> u32(bitcast<u64>(u64(52)));
let l_603 = l_602 - u64(23);
let l_604 = l_603 << u32(bitcast<u64>(u64(52)));
let l_605 = bitcast<f64>(l_604);
l_mut_84 = l_605;
}
let l_606 = l_mut_252 == l_mut_84;
if l_606 {
let l_607 = l_585 * f64(1.4551915228366852e-11);
let l_608 = l_427 + l_607;
let l_609 = l_mut_31 - l_585;
let l_610 = l_mut_31 + l_585;
let l_611 = bitcast<u32>(l_mut_25);
let l_612 = l_611 & u32(2147483647);
let l_613 = bitcast<f32>(l_612);
let l_614 = f64(l_613);
l_mut_252 = l_614;
let l_615 = l_612 < u32(8388608);
if l_615 {
let l_616 = f64(l_612);
let l_617 = l_616 * f64(1.401298464324817e-45);
l_mut_252 = l_617;
}
let l_618 = bitcast<u64>(l_mut_252);
let l_619 = l_611 >> u32(31);
let l_620 = u64(l_619);
let l_621 = l_620 << u32(bitcast<u64>(u64(63)));
let l_622 = l_618 | l_621;
let l_623 = bitcast<f64>(l_622);
let l_624 = bitcast<u32>(l_mut_25);
let l_625 = l_624 + u32(1);
l_mut_445 = l_625;
let l_626 = l_624 & u32(2147483647);
let l_627 = l_626 == u32(0);
if l_627 {
l_mut_445 = u32(1);
} else {
let l_628 = l_624 & u32(2147483648);
let l_629 = l_628 != u32(0);
if l_629 {
let l_630 = l_624 - u32(1);
l_mut_445 = l_630;
} else {
let l_631 = l_624 == u32(2139095040);
if l_631 {
l_mut_445 = l_624;
}
}
}
let l_632 = bitcast<f32>(l_mut_445);
let l_633 = bitcast<u32>(l_632);
let l_634 = l_633 & u32(2147483647);
let l_635 = bitcast<f32>(l_634);
let l_636 = f64(l_635);
l_mut_252 = l_636;
let l_637 = l_634 < u32(8388608);
if l_637 {
let l_638 = f64(l_634);
let l_639 = l_638 * f64(1.401298464324817e-45);
l_mut_252 = l_639;
}
let l_640 = bitcast<u64>(l_mut_252);
let l_641 = l_633 >> u32(31);
let l_642 = u64(l_641);
let l_643 = l_642 << u32(bitcast<u64>(u64(63)));
let l_644 = l_640 | l_643;
let l_645 = bitcast<f64>(l_644);
let l_646 = bitcast<u32>(l_mut_25);
let l_647 = l_646 ^ u32(2147483648);
let l_648 = bitcast<f32>(l_647);
let l_649 = bitcast<u32>(l_648);
let l_650 = l_649 + u32(1);
l_mut_445 = l_650;
let l_651 = l_649 & u32(2147483647);
let l_652 = l_651 == u32(0);
if l_652 {
l_mut_445 = u32(1);
} else {
let l_653 = l_649 & u32(2147483648);
let l_654 = l_653 != u32(0);
if l_654 {
let l_655 = l_649 - u32(1);
l_mut_445 = l_655;
} else {
let l_656 = l_649 == u32(2139095040);
if l_656 {
l_mut_445 = l_649;
}
}
}
let l_657 = bitcast<f32>(l_mut_445);
let l_658 = bitcast<u32>(l_657);
let l_659 = l_658 ^ u32(2147483648);
let l_660 = bitcast<f32>(l_659);
let l_661 = bitcast<u32>(l_660);
let l_662 = l_661 & u32(2147483647);
let l_663 = bitcast<f32>(l_662);
let l_664 = f64(l_663);
l_mut_252 = l_664;
let l_665 = l_662 < u32(8388608);
if l_665 {
let l_666 = f64(l_662);
let l_667 = l_666 * f64(1.401298464324817e-45);
l_mut_252 = l_667;
}
let l_668 = bitcast<u64>(l_mut_252);
let l_669 = l_661 >> u32(31);
let l_670 = u64(l_669);
let l_671 = l_670 << u32(bitcast<u64>(u64(63)));
let l_672 = l_668 | l_671;
let l_673 = bitcast<f64>(l_672);
let l_674 = l_609 + l_608;
let l_675 = l_674 <= l_623;
l_mut_546 = l_675;
let l_676 = l_609 - l_608;
let l_677 = l_676 > l_623;
l_mut_543 = l_677;
let l_678 = l_610 - l_608;
let l_679 = l_678 >= l_623;
l_mut_540 = l_679;
let l_680 = l_610 + l_608;
let l_681 = l_680 < l_623;
l_mut_537 = l_681;
if l_415 {
let l_682 = l_609 + l_608;
let l_683 = l_682 < l_645;
l_mut_546 = l_683;
let l_684 = l_609 - l_608;
let l_685 = l_684 >= l_645;
l_mut_543 = l_685;
let l_686 = l_610 - l_608;
let l_687 = l_686 > l_673;
l_mut_540 = l_687;
let l_688 = l_610 + l_608;
let l_689 = l_688 <= l_673;
l_mut_537 = l_689;
}
l_mut_445 = u32(2);
let l_690 = l_mut_543 || l_mut_537;
if l_690 {
l_mut_445 = u32(1);
} else {
let l_691 = l_mut_546 && l_mut_540;
if l_691 {
l_mut_445 = u32(0);
}
}
let l_692 = bitcast<u32>(l_mut_25);
let l_693 = l_692 & u32(2147483647);
let l_694 = l_693 == u32(0);
if l_694 {
let l_695 = l_609 + l_608;
let l_696 = l_695 < f64(1.1754943508222875e-38);
let l_697 = l_610 - l_608;
let l_698 = l_697 > f64(-1.1754943508222875e-38);
let l_699 = l_696 && l_698;
let l_700 = l_609 - l_608;
let l_701 = l_700 < f64(1.1754943508222875e-38);
let l_702 = l_610 + l_608;
let l_703 = l_702 > f64(-1.1754943508222875e-38);
let l_704 = l_701 && l_703;
if l_699 {
l_mut_445 = u32(0);
} else {
let l_705 = l_mut_445 == u32(1);
let l_706 = l_704 && l_705;
if l_706 {
l_mut_445 = u32(2);
}
}
}
l_mut_486 = l_mut_445;
}
l_mut_429 = l_mut_486;
}
} else {
let l_707 = l_411 == u32(4);
if l_707 {
let l_708 = l_420 * l_425;
let l_709 = l_417 + l_708;
let l_710 = abs(l_mut_31);
l_mut_252 = f64(1.401298464324817e-45);
let l_711 = l_710 >= f64(1.1754943508222875e-38);
let l_712 = l_710 <= f64(1.7976931348623157e308);
let l_713 = l_711 && l_712;
if l_713 {
let l_714 = bitcast<u64>(l_710);
let l_715 = l_714 >> u32(bitcast<u64>(u64(52)));
let l_716 = l_715 - u64(23);
let l_717 = l_716 << u32(bitcast<u64>(u64(52)));
let l_718 = bitcast<f64>(l_717);
l_mut_252 = l_718;
}
let l_719 = l_709 * l_mut_252;
l_mut_486 = u32(2);
let l_720 = l_mut_31 - l_427;
let l_721 = abs(l_720);
l_mut_252 = f64(1.401298464324817e-45);
let l_722 = l_721 >= f64(1.1754943508222875e-38);
let l_723 = l_721 <= f64(1.7976931348623157e308);
let l_724 = l_722 && l_723;
if l_724 {
let l_725 = bitcast<u64>(l_721);
let l_726 = l_725 >> u32(bitcast<u64>(u64(52)));
let l_727 = l_726 - u64(23);
let l_728 = l_727 << u32(bitcast<u64>(u64(52)));
let l_729 = bitcast<f64>(l_728);
l_mut_252 = l_729;
}
let l_730 = l_mut_31 + l_427;
let l_731 = abs(l_730);
l_mut_84 = f64(1.401298464324817e-45);
let l_732 = l_731 >= f64(1.1754943508222875e-38);
let l_733 = l_731 <= f64(1.7976931348623157e308);
let l_734 = l_732 && l_733;
if l_734 {
let l_735 = bitcast<u64>(l_731);
let l_736 = l_735 >> u32(bitcast<u64>(u64(52)));
let l_737 = l_736 - u64(23);
let l_738 = l_737 << u32(bitcast<u64>(u64(52)));
let l_739 = bitcast<f64>(l_738);
l_mut_84 = l_739;
}
let l_740 = l_mut_252 == l_mut_84;
if l_740 {
let l_741 = l_719 * f64(1.4551915228366852e-11);
let l_742 = l_427 + l_741;
let l_743 = l_mut_31 - l_719;
let l_744 = l_mut_31 + l_719;
let l_745 = bitcast<u32>(l_mut_25);
let l_746 = l_745 & u32(2147483647);
let l_747 = bitcast<f32>(l_746);
let l_748 = f64(l_747);
l_mut_252 = l_748;
let l_749 = l_746 < u32(8388608);
if l_749 {
let l_750 = f64(l_746);
let l_751 = l_750 * f64(1.401298464324817e-45);
l_mut_252 = l_751;
}
let l_752 = bitcast<u64>(l_mut_252);
let l_753 = l_745 >> u32(31);
let l_754 = u64(l_753);
let l_755 = l_754 << u32(bitcast<u64>(u64(63)));
let l_756 = l_752 | l_755;
let l_757 = bitcast<f64>(l_756);
let l_758 = bitcast<u32>(l_mut_25);
let l_759 = l_758 + u32(1);
l_mut_445 = l_759;
let l_760 = l_758 & u32(2147483647);
let l_761 = l_760 == u32(0);
if l_761 {
l_mut_445 = u32(1);
} else {
let l_762 = l_758 & u32(2147483648);
let l_763 = l_762 != u32(0);
if l_763 {
let l_764 = l_758 - u32(1);
l_mut_445 = l_764;
} else {
let l_765 = l_758 == u32(2139095040);
if l_765 {
l_mut_445 = l_758;
}
}
}
let l_766 = bitcast<f32>(l_mut_445);
let l_767 = bitcast<u32>(l_766);
let l_768 = l_767 & u32(2147483647);
let l_769 = bitcast<f32>(l_768);
let l_770 = f64(l_769);
l_mut_252 = l_770;
let l_771 = l_768 < u32(8388608);
if l_771 {
let l_772 = f64(l_768);
let l_773 = l_772 * f64(1.401298464324817e-45);
l_mut_252 = l_773;
}
let l_774 = bitcast<u64>(l_mut_252);
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
l_mut_445 = l_784;
let l_785 = l_783 & u32(2147483647);
let l_786 = l_785 == u32(0);
if l_786 {
l_mut_445 = u32(1);
} else {
let l_787 = l_783 & u32(2147483648);
let l_788 = l_787 != u32(0);
if l_788 {
let l_789 = l_783 - u32(1);
l_mut_445 = l_789;
} else {
let l_790 = l_783 == u32(2139095040);
if l_790 {
l_mut_445 = l_783;
}
}
}
let l_791 = bitcast<f32>(l_mut_445);
let l_792 = bitcast<u32>(l_791);
let l_793 = l_792 ^ u32(2147483648);
let l_794 = bitcast<f32>(l_793);
let l_795 = bitcast<u32>(l_794);
let l_796 = l_795 & u32(2147483647);
let l_797 = bitcast<f32>(l_796);
let l_798 = f64(l_797);
l_mut_252 = l_798;
let l_799 = l_796 < u32(8388608);
if l_799 {
let l_800 = f64(l_796);
let l_801 = l_800 * f64(1.401298464324817e-45);
l_mut_252 = l_801;
}
let l_802 = bitcast<u64>(l_mut_252);
let l_803 = l_795 >> u32(31);
let l_804 = u64(l_803);
let l_805 = l_804 << u32(bitcast<u64>(u64(63)));
let l_806 = l_802 | l_805;
let l_807 = bitcast<f64>(l_806);
let l_808 = l_743 + l_742;
let l_809 = l_808 <= l_757;
l_mut_546 = l_809;
let l_810 = l_743 - l_742;
let l_811 = l_810 > l_757;
l_mut_543 = l_811;
let l_812 = l_744 - l_742;
let l_813 = l_812 >= l_757;
l_mut_540 = l_813;
let l_814 = l_744 + l_742;
let l_815 = l_814 < l_757;
l_mut_537 = l_815;
if l_415 {
let l_816 = l_743 + l_742;
let l_817 = l_816 < l_779;
l_mut_546 = l_817;
let l_818 = l_743 - l_742;
let l_819 = l_818 >= l_779;
l_mut_543 = l_819;
let l_820 = l_744 - l_742;
let l_821 = l_820 > l_807;
l_mut_540 = l_821;
let l_822 = l_744 + l_742;
let l_823 = l_822 <= l_807;
l_mut_537 = l_823;
}
l_mut_445 = u32(2);
let l_824 = l_mut_543 || l_mut_537;
if l_824 {
l_mut_445 = u32(1);
} else {
let l_825 = l_mut_546 && l_mut_540;
if l_825 {
l_mut_445 = u32(0);
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
l_mut_445 = u32(0);
} else {
let l_839 = l_mut_445 == u32(1);
let l_840 = l_838 && l_839;
if l_840 {
l_mut_445 = u32(2);
}
}
}
l_mut_486 = l_mut_445;
}
l_mut_429 = l_mut_486;
} else {
let l_841 = l_411 == u32(5);
if l_841 {
let l_842 = f64(2.0) * l_424;
let l_843 = abs(l_842);
let l_844 = floor(l_843);
let l_845 = f64(3.0) + l_844;
let l_846 = abs(l_mut_31);
l_mut_252 = f64(1.401298464324817e-45);
let l_847 = l_846 >= f64(1.1754943508222875e-38);
let l_848 = l_846 <= f64(1.7976931348623157e308);
let l_849 = l_847 && l_848;
if l_849 {
let l_850 = bitcast<u64>(l_846);
let l_851 = l_850 >> u32(bitcast<u64>(u64(52)));
let l_852 = l_851 - u64(23);
let l_853 = l_852 << u32(bitcast<u64>(u64(52)));
let l_854 = bitcast<f64>(l_853);
l_mut_252 = l_854;
}
let l_855 = l_845 * l_mut_252;
l_mut_486 = u32(2);
let l_856 = l_mut_31 - l_427;
let l_857 = abs(l_856);
l_mut_252 = f64(1.401298464324817e-45);
let l_858 = l_857 >= f64(1.1754943508222875e-38);
let l_859 = l_857 <= f64(1.7976931348623157e308);
let l_860 = l_858 && l_859;
if l_860 {
let l_861 = bitcast<u64>(l_857);
let l_862 = l_861 >> u32(bitcast<u64>(u64(52)));
let l_863 = l_862 - u64(23);
let l_864 = l_863 << u32(bitcast<u64>(u64(52)));
let l_865 = bitcast<f64>(l_864);
l_mut_252 = l_865;
}
let l_866 = l_mut_31 + l_427;
let l_867 = abs(l_866);
l_mut_84 = f64(1.401298464324817e-45);
let l_868 = l_867 >= f64(1.1754943508222875e-38);
let l_869 = l_867 <= f64(1.7976931348623157e308);
let l_870 = l_868 && l_869;
if l_870 {
let l_871 = bitcast<u64>(l_867);
let l_872 = l_871 >> u32(bitcast<u64>(u64(52)));
let l_873 = l_872 - u64(23);
let l_874 = l_873 << u32(bitcast<u64>(u64(52)));
let l_875 = bitcast<f64>(l_874);
l_mut_84 = l_875;
}
let l_876 = l_mut_252 == l_mut_84;
if l_876 {
let l_877 = l_855 * f64(1.4551915228366852e-11);
let l_878 = l_427 + l_877;
let l_879 = l_mut_31 - l_855;
let l_880 = l_mut_31 + l_855;
let l_881 = bitcast<u32>(l_mut_25);
let l_882 = l_881 & u32(2147483647);
let l_883 = bitcast<f32>(l_882);
let l_884 = f64(l_883);
l_mut_252 = l_884;
let l_885 = l_882 < u32(8388608);
if l_885 {
let l_886 = f64(l_882);
let l_887 = l_886 * f64(1.401298464324817e-45);
l_mut_252 = l_887;
}
let l_888 = bitcast<u64>(l_mut_252);
let l_889 = l_881 >> u32(31);
let l_890 = u64(l_889);
let l_891 = l_890 << u32(bitcast<u64>(u64(63)));
let l_892 = l_888 | l_891;
let l_893 = bitcast<f64>(l_892);
let l_894 = bitcast<u32>(l_mut_25);
let l_895 = l_894 + u32(1);
l_mut_445 = l_895;
let l_896 = l_894 & u32(2147483647);
let l_897 = l_896 == u32(0);
if l_897 {
l_mut_445 = u32(1);
} else {
let l_898 = l_894 & u32(2147483648);
let l_899 = l_898 != u32(0);
if l_899 {
let l_900 = l_894 - u32(1);
l_mut_445 = l_900;
} else {
let l_901 = l_894 == u32(2139095040);
if l_901 {
l_mut_445 = l_894;
}
}
}
let l_902 = bitcast<f32>(l_mut_445);
let l_903 = bitcast<u32>(l_902);
let l_904 = l_903 & u32(2147483647);
let l_905 = bitcast<f32>(l_904);
let l_906 = f64(l_905);
l_mut_252 = l_906;
let l_907 = l_904 < u32(8388608);
if l_907 {
let l_908 = f64(l_904);
let l_909 = l_908 * f64(1.401298464324817e-45);
l_mut_252 = l_909;
}
let l_910 = bitcast<u64>(l_mut_252);
let l_911 = l_903 >> u32(31);
let l_912 = u64(l_911);
let l_913 = l_912 << u32(bitcast<u64>(u64(63)));
let l_914 = l_910 | l_913;
let l_915 = bitcast<f64>(l_914);
let l_916 = bitcast<u32>(l_mut_25);
let l_917 = l_916 ^ u32(2147483648);
let l_918 = bitcast<f32>(l_917);
let l_919 = bitcast<u32>(l_918);
let l_920 = l_919 + u32(1);
l_mut_445 = l_920;
let l_921 = l_919 & u32(2147483647);
let l_922 = l_921 == u32(0);
if l_922 {
l_mut_445 = u32(1);
} else {
let l_923 = l_919 & u32(2147483648);
let l_924 = l_923 != u32(0);
if l_924 {
let l_925 = l_919 - u32(1);
l_mut_445 = l_925;
} else {
let l_926 = l_919 == u32(2139095040);
if l_926 {
l_mut_445 = l_919;
}
}
}
let l_927 = bitcast<f32>(l_mut_445);
let l_928 = bitcast<u32>(l_927);
let l_929 = l_928 ^ u32(2147483648);
let l_930 = bitcast<f32>(l_929);
let l_931 = bitcast<u32>(l_930);
let l_932 = l_931 & u32(2147483647);
let l_933 = bitcast<f32>(l_932);
let l_934 = f64(l_933);
l_mut_252 = l_934;
let l_935 = l_932 < u32(8388608);
if l_935 {
let l_936 = f64(l_932);
let l_937 = l_936 * f64(1.401298464324817e-45);
l_mut_252 = l_937;
}
let l_938 = bitcast<u64>(l_mut_252);
let l_939 = l_931 >> u32(31);
let l_940 = u64(l_939);
let l_941 = l_940 << u32(bitcast<u64>(u64(63)));
let l_942 = l_938 | l_941;
let l_943 = bitcast<f64>(l_942);
let l_944 = l_879 + l_878;
let l_945 = l_944 <= l_893;
l_mut_546 = l_945;
let l_946 = l_879 - l_878;
let l_947 = l_946 > l_893;
l_mut_543 = l_947;
let l_948 = l_880 - l_878;
let l_949 = l_948 >= l_893;
l_mut_540 = l_949;
let l_950 = l_880 + l_878;
let l_951 = l_950 < l_893;
l_mut_537 = l_951;
if l_415 {
let l_952 = l_879 + l_878;
let l_953 = l_952 < l_915;
l_mut_546 = l_953;
let l_954 = l_879 - l_878;
let l_955 = l_954 >= l_915;
l_mut_543 = l_955;
let l_956 = l_880 - l_878;
let l_957 = l_956 > l_943;
l_mut_540 = l_957;
let l_958 = l_880 + l_878;
let l_959 = l_958 <= l_943;
l_mut_537 = l_959;
}
l_mut_445 = u32(2);
let l_960 = l_mut_543 || l_mut_537;
if l_960 {
l_mut_445 = u32(1);
} else {
let l_961 = l_mut_546 && l_mut_540;
if l_961 {
l_mut_445 = u32(0);
}
}
let l_962 = bitcast<u32>(l_mut_25);
let l_963 = l_962 & u32(2147483647);
let l_964 = l_963 == u32(0);
if l_964 {
let l_965 = l_879 + l_878;
let l_966 = l_965 < f64(1.1754943508222875e-38);
let l_967 = l_880 - l_878;
let l_968 = l_967 > f64(-1.1754943508222875e-38);
let l_969 = l_966 && l_968;
let l_970 = l_879 - l_878;
let l_971 = l_970 < f64(1.1754943508222875e-38);
let l_972 = l_880 + l_878;
let l_973 = l_972 > f64(-1.1754943508222875e-38);
let l_974 = l_971 && l_973;
if l_969 {
l_mut_445 = u32(0);
} else {
let l_975 = l_mut_445 == u32(1);
let l_976 = l_974 && l_975;
if l_976 {
l_mut_445 = u32(2);
}
}
}
l_mut_486 = l_mut_445;
}
l_mut_429 = l_mut_486;
} else {
let l_977 = l_411 == u32(6);
if l_977 {
l_mut_429 = u32(0);
let l_978 = l_425 <= l_420;
if l_978 {
let l_979 = l_417 * f64(1.4551915228366852e-11);
let l_980 = l_427 + l_979;
let l_981 = l_mut_31 - l_417;
let l_982 = l_mut_31 + l_417;
let l_983 = bitcast<u32>(l_mut_25);
let l_984 = l_983 & u32(2147483647);
let l_985 = bitcast<f32>(l_984);
let l_986 = f64(l_985);
l_mut_252 = l_986;
let l_987 = l_984 < u32(8388608);
if l_987 {
let l_988 = f64(l_984);
let l_989 = l_988 * f64(1.401298464324817e-45);
l_mut_252 = l_989;
}
let l_990 = bitcast<u64>(l_mut_252);
let l_991 = l_983 >> u32(31);
let l_992 = u64(l_991);
let l_993 = l_992 << u32(bitcast<u64>(u64(63)));
let l_994 = l_990 | l_993;
let l_995 = bitcast<f64>(l_994);
let l_996 = bitcast<u32>(l_mut_25);
let l_997 = l_996 + u32(1);
l_mut_486 = l_997;
let l_998 = l_996 & u32(2147483647);
let l_999 = l_998 == u32(0);
if l_999 {
l_mut_486 = u32(1);
} else {
let l_1000 = l_996 & u32(2147483648);
let l_1001 = l_1000 != u32(0);
if l_1001 {
let l_1002 = l_996 - u32(1);
l_mut_486 = l_1002;
} else {
let l_1003 = l_996 == u32(2139095040);
if l_1003 {
l_mut_486 = l_996;
}
}
}
let l_1004 = bitcast<f32>(l_mut_486);
let l_1005 = bitcast<u32>(l_1004);
let l_1006 = l_1005 & u32(2147483647);
let l_1007 = bitcast<f32>(l_1006);
let l_1008 = f64(l_1007);
l_mut_252 = l_1008;
let l_1009 = l_1006 < u32(8388608);
if l_1009 {
let l_1010 = f64(l_1006);
let l_1011 = l_1010 * f64(1.401298464324817e-45);
l_mut_252 = l_1011;
}
let l_1012 = bitcast<u64>(l_mut_252);
let l_1013 = l_1005 >> u32(31);
let l_1014 = u64(l_1013);
let l_1015 = l_1014 << u32(bitcast<u64>(u64(63)));
let l_1016 = l_1012 | l_1015;
let l_1017 = bitcast<f64>(l_1016);
let l_1018 = bitcast<u32>(l_mut_25);
let l_1019 = l_1018 ^ u32(2147483648);
let l_1020 = bitcast<f32>(l_1019);
let l_1021 = bitcast<u32>(l_1020);
let l_1022 = l_1021 + u32(1);
l_mut_486 = l_1022;
let l_1023 = l_1021 & u32(2147483647);
let l_1024 = l_1023 == u32(0);
if l_1024 {
l_mut_486 = u32(1);
} else {
let l_1025 = l_1021 & u32(2147483648);
let l_1026 = l_1025 != u32(0);
if l_1026 {
let l_1027 = l_1021 - u32(1);
l_mut_486 = l_1027;
} else {
let l_1028 = l_1021 == u32(2139095040);
if l_1028 {
l_mut_486 = l_1021;
}
}
}
let l_1029 = bitcast<f32>(l_mut_486);
let l_1030 = bitcast<u32>(l_1029);
let l_1031 = l_1030 ^ u32(2147483648);
let l_1032 = bitcast<f32>(l_1031);
let l_1033 = bitcast<u32>(l_1032);
let l_1034 = l_1033 & u32(2147483647);
let l_1035 = bitcast<f32>(l_1034);
let l_1036 = f64(l_1035);
l_mut_252 = l_1036;
let l_1037 = l_1034 < u32(8388608);
if l_1037 {
let l_1038 = f64(l_1034);
let l_1039 = l_1038 * f64(1.401298464324817e-45);
l_mut_252 = l_1039;
}
let l_1040 = bitcast<u64>(l_mut_252);
let l_1041 = l_1033 >> u32(31);
let l_1042 = u64(l_1041);
let l_1043 = l_1042 << u32(bitcast<u64>(u64(63)));
let l_1044 = l_1040 | l_1043;
let l_1045 = bitcast<f64>(l_1044);
let l_1046 = l_981 + l_980;
let l_1047 = l_1046 <= l_995;
l_mut_546 = l_1047;
let l_1048 = l_981 - l_980;
let l_1049 = l_1048 > l_995;
l_mut_543 = l_1049;
let l_1050 = l_982 - l_980;
let l_1051 = l_1050 >= l_995;
l_mut_540 = l_1051;
let l_1052 = l_982 + l_980;
let l_1053 = l_1052 < l_995;
l_mut_537 = l_1053;
if l_415 {
let l_1054 = l_981 + l_980;
let l_1055 = l_1054 < l_1017;
l_mut_546 = l_1055;
let l_1056 = l_981 - l_980;
let l_1057 = l_1056 >= l_1017;
l_mut_543 = l_1057;
let l_1058 = l_982 - l_980;
let l_1059 = l_1058 > l_1045;
l_mut_540 = l_1059;
let l_1060 = l_982 + l_980;
let l_1061 = l_1060 <= l_1045;
l_mut_537 = l_1061;
}
l_mut_486 = u32(2);
let l_1062 = l_mut_543 || l_mut_537;
if l_1062 {
l_mut_486 = u32(1);
} else {
let l_1063 = l_mut_546 && l_mut_540;
if l_1063 {
l_mut_486 = u32(0);
}
}
let l_1064 = bitcast<u32>(l_mut_25);
let l_1065 = l_1064 & u32(2147483647);
let l_1066 = l_1065 == u32(0);
if l_1066 {
let l_1067 = l_981 + l_980;
let l_1068 = l_1067 < f64(1.1754943508222875e-38);
let l_1069 = l_982 - l_980;
let l_1070 = l_1069 > f64(-1.1754943508222875e-38);
let l_1071 = l_1068 && l_1070;
let l_1072 = l_981 - l_980;
let l_1073 = l_1072 < f64(1.1754943508222875e-38);
let l_1074 = l_982 + l_980;
let l_1075 = l_1074 > f64(-1.1754943508222875e-38);
let l_1076 = l_1073 && l_1075;
if l_1071 {
l_mut_486 = u32(0);
} else {
let l_1077 = l_mut_486 == u32(1);
let l_1078 = l_1076 && l_1077;
if l_1078 {
l_mut_486 = u32(2);
}
}
}
l_mut_429 = l_mut_486;
}
} else {
let l_1079 = l_411 == u32(7);
if l_1079 {
let l_1080 = abs(l_mut_31);
let l_1081 = l_417 * l_1080;
l_mut_252 = l_1081;
let l_1082 = abs(l_mut_31);
l_mut_84 = f64(1.401298464324817e-45);
let l_1083 = l_1082 >= f64(1.1754943508222875e-38);
let l_1084 = l_1082 <= f64(1.7976931348623157e308);
let l_1085 = l_1083 && l_1084;
if l_1085 {
let l_1086 = bitcast<u64>(l_1082);
let l_1087 = l_1086 >> u32(bitcast<u64>(u64(52)));
let l_1088 = l_1087 - u64(23);
let l_1089 = l_1088 << u32(bitcast<u64>(u64(52)));
let l_1090 = bitcast<f64>(l_1089);
l_mut_84 = l_1090;
}
let l_1091 = f64(0.5) * l_mut_84;
let l_1092 = l_1091 > l_mut_252;
if l_1092 {
l_mut_252 = l_1091;
}
let l_1093 = l_mut_31 - l_427;
let l_1094 = abs(l_1093);
l_mut_84 = f64(1.401298464324817e-45);
let l_1095 = l_1094 >= f64(1.1754943508222875e-38);
let l_1096 = l_1094 <= f64(1.7976931348623157e308);
let l_1097 = l_1095 && l_1096;
if l_1097 {
let l_1098 = bitcast<u64>(l_1094);
let l_1099 = l_1098 >> u32(bitcast<u64>(u64(52)));
let l_1100 = l_1099 - u64(23);
let l_1101 = l_1100 << u32(bitcast<u64>(u64(52)));
let l_1102 = bitcast<f64>(l_1101);
l_mut_84 = l_1102;
}
let l_1103 = l_mut_31 + l_427;
let l_1104 = abs(l_1103);
l_mut_57 = f64(1.401298464324817e-45);
let l_1105 = l_1104 >= f64(1.1754943508222875e-38);
let l_1106 = l_1104 <= f64(1.7976931348623157e308);
let l_1107 = l_1105 && l_1106;
if l_1107 {
let l_1108 = bitcast<u64>(l_1104);
let l_1109 = l_1108 >> u32(bitcast<u64>(u64(52)));
let l_1110 = l_1109 - u64(23);
let l_1111 = l_1110 << u32(bitcast<u64>(u64(52)));
let l_1112 = bitcast<f64>(l_1111);
l_mut_57 = l_1112;
}
let l_1113 = l_mut_84 == l_mut_57;
if l_1113 {
let l_1114 = l_417 * l_427;
let l_1115 = l_427 + l_1114;
let l_1116 = l_mut_252 * f64(1.4551915228366852e-11);
let l_1117 = l_1115 + l_1116;
let l_1118 = l_mut_31 - l_mut_252;
let l_1119 = l_mut_31 + l_mut_252;
let l_1120 = bitcast<u32>(l_mut_25);
let l_1121 = l_1120 & u32(2147483647);
let l_1122 = bitcast<f32>(l_1121);
let l_1123 = f64(l_1122);
l_mut_252 = l_1123;
let l_1124 = l_1121 < u32(8388608);
if l_1124 {
let l_1125 = f64(l_1121);
let l_1126 = l_1125 * f64(1.401298464324817e-45);
l_mut_252 = l_1126;
}
let l_1127 = bitcast<u64>(l_mut_252);
let l_1128 = l_1120 >> u32(31);
let l_1129 = u64(l_1128);
let l_1130 = l_1129 << u32(bitcast<u64>(u64(63)));
let l_1131 = l_1127 | l_1130;
let l_1132 = bitcast<f64>(l_1131);
let l_1133 = bitcast<u32>(l_mut_25);
let l_1134 = l_1133 + u32(1);
l_mut_486 = l_1134;
let l_1135 = l_1133 & u32(2147483647);
let l_1136 = l_1135 == u32(0);
if l_1136 {
l_mut_486 = u32(1);
} else {
let l_1137 = l_1133 & u32(2147483648);
let l_1138 = l_1137 != u32(0);
if l_1138 {
let l_1139 = l_1133 - u32(1);
l_mut_486 = l_1139;
} else {
let l_1140 = l_1133 == u32(2139095040);
if l_1140 {
l_mut_486 = l_1133;
}
}
}
let l_1141 = bitcast<f32>(l_mut_486);
let l_1142 = bitcast<u32>(l_1141);
let l_1143 = l_1142 & u32(2147483647);
let l_1144 = bitcast<f32>(l_1143);
let l_1145 = f64(l_1144);
l_mut_252 = l_1145;
let l_1146 = l_1143 < u32(8388608);
if l_1146 {
let l_1147 = f64(l_1143);
let l_1148 = l_1147 * f64(1.401298464324817e-45);
l_mut_252 = l_1148;
}
let l_1149 = bitcast<u64>(l_mut_252);
let l_1150 = l_1142 >> u32(31);
let l_1151 = u64(l_1150);
let l_1152 = l_1151 << u32(bitcast<u64>(u64(63)));
let l_1153 = l_1149 | l_1152;
let l_1154 = bitcast<f64>(l_1153);
let l_1155 = bitcast<u32>(l_mut_25);
let l_1156 = l_1155 ^ u32(2147483648);
let l_1157 = bitcast<f32>(l_1156);
let l_1158 = bitcast<u32>(l_1157);
let l_1159 = l_1158 + u32(1);
l_mut_486 = l_1159;
let l_1160 = l_1158 & u32(2147483647);
let l_1161 = l_1160 == u32(0);
if l_1161 {
l_mut_486 = u32(1);
} else {
let l_1162 = l_1158 & u32(2147483648);
let l_1163 = l_1162 != u32(0);
if l_1163 {
let l_1164 = l_1158 - u32(1);
l_mut_486 = l_1164;
} else {
let l_1165 = l_1158 == u32(2139095040);
if l_1165 {
l_mut_486 = l_1158;
}
}
}
let l_1166 = bitcast<f32>(l_mut_486);
let l_1167 = bitcast<u32>(l_1166);
let l_1168 = l_1167 ^ u32(2147483648);
let l_1169 = bitcast<f32>(l_1168);
let l_1170 = bitcast<u32>(l_1169);
let l_1171 = l_1170 & u32(2147483647);
let l_1172 = bitcast<f32>(l_1171);
let l_1173 = f64(l_1172);
l_mut_252 = l_1173;
let l_1174 = l_1171 < u32(8388608);
if l_1174 {
let l_1175 = f64(l_1171);
let l_1176 = l_1175 * f64(1.401298464324817e-45);
l_mut_252 = l_1176;
}
let l_1177 = bitcast<u64>(l_mut_252);
let l_1178 = l_1170 >> u32(31);
let l_1179 = u64(l_1178);
let l_1180 = l_1179 << u32(bitcast<u64>(u64(63)));
let l_1181 = l_1177 | l_1180;
let l_1182 = bitcast<f64>(l_1181);
let l_1183 = l_1118 + l_1117;
let l_1184 = l_1183 <= l_1132;
l_mut_546 = l_1184;
let l_1185 = l_1118 - l_1117;
let l_1186 = l_1185 > l_1132;
l_mut_543 = l_1186;
let l_1187 = l_1119 - l_1117;
let l_1188 = l_1187 >= l_1132;
l_mut_540 = l_1188;
let l_1189 = l_1119 + l_1117;
let l_1190 = l_1189 < l_1132;
l_mut_537 = l_1190;
if l_415 {
let l_1191 = l_1118 + l_1117;
let l_1192 = l_1191 < l_1154;
l_mut_546 = l_1192;
let l_1193 = l_1118 - l_1117;
let l_1194 = l_1193 >= l_1154;
l_mut_543 = l_1194;
let l_1195 = l_1119 - l_1117;
let l_1196 = l_1195 > l_1182;
l_mut_540 = l_1196;
let l_1197 = l_1119 + l_1117;
let l_1198 = l_1197 <= l_1182;
l_mut_537 = l_1198;
}
l_mut_486 = u32(2);
let l_1199 = l_mut_543 || l_mut_537;
if l_1199 {
l_mut_486 = u32(1);
} else {
let l_1200 = l_mut_546 && l_mut_540;
if l_1200 {
l_mut_486 = u32(0);
}
}
let l_1201 = bitcast<u32>(l_mut_25);
let l_1202 = l_1201 & u32(2147483647);
let l_1203 = l_1202 == u32(0);
if l_1203 {
let l_1204 = l_1118 + l_1117;
let l_1205 = l_1204 < f64(1.1754943508222875e-38);
let l_1206 = l_1119 - l_1117;
let l_1207 = l_1206 > f64(-1.1754943508222875e-38);
let l_1208 = l_1205 && l_1207;
let l_1209 = l_1118 - l_1117;
let l_1210 = l_1209 < f64(1.1754943508222875e-38);
let l_1211 = l_1119 + l_1117;
let l_1212 = l_1211 > f64(-1.1754943508222875e-38);
let l_1213 = l_1210 && l_1212;
if l_1208 {
l_mut_486 = u32(0);
} else {
let l_1214 = l_mut_486 == u32(1);
let l_1215 = l_1213 && l_1214;
if l_1215 {
l_mut_486 = u32(2);
}
}
}
l_mut_429 = l_mut_486;
}
} else {
let l_1216 = l_411 == u32(8);
if l_1216 {
let l_1217 = l_424 >= f64(0.5);
let l_1218 = l_424 <= f64(2.0);
let l_1219 = l_1217 && l_1218;
if l_1219 {
let l_1220 = l_417 * f64(1.4551915228366852e-11);
let l_1221 = l_427 + l_1220;
let l_1222 = l_mut_31 - l_417;
let l_1223 = l_mut_31 + l_417;
let l_1224 = bitcast<u32>(l_mut_25);
let l_1225 = l_1224 & u32(2147483647);
let l_1226 = bitcast<f32>(l_1225);
let l_1227 = f64(l_1226);
l_mut_252 = l_1227;
let l_1228 = l_1225 < u32(8388608);
if l_1228 {
let l_1229 = f64(l_1225);
let l_1230 = l_1229 * f64(1.401298464324817e-45);
l_mut_252 = l_1230;
}
let l_1231 = bitcast<u64>(l_mut_252);
let l_1232 = l_1224 >> u32(31);
let l_1233 = u64(l_1232);
let l_1234 = l_1233 << u32(bitcast<u64>(u64(63)));
let l_1235 = l_1231 | l_1234;
let l_1236 = bitcast<f64>(l_1235);
let l_1237 = bitcast<u32>(l_mut_25);
let l_1238 = l_1237 + u32(1);
l_mut_486 = l_1238;
let l_1239 = l_1237 & u32(2147483647);
let l_1240 = l_1239 == u32(0);
if l_1240 {
l_mut_486 = u32(1);
} else {
let l_1241 = l_1237 & u32(2147483648);
let l_1242 = l_1241 != u32(0);
if l_1242 {
let l_1243 = l_1237 - u32(1);
l_mut_486 = l_1243;
} else {
let l_1244 = l_1237 == u32(2139095040);
if l_1244 {
l_mut_486 = l_1237;
}
}
}
let l_1245 = bitcast<f32>(l_mut_486);
let l_1246 = bitcast<u32>(l_1245);
let l_1247 = l_1246 & u32(2147483647);
let l_1248 = bitcast<f32>(l_1247);
let l_1249 = f64(l_1248);
l_mut_252 = l_1249;
let l_1250 = l_1247 < u32(8388608);
if l_1250 {
let l_1251 = f64(l_1247);
let l_1252 = l_1251 * f64(1.401298464324817e-45);
l_mut_252 = l_1252;
}
let l_1253 = bitcast<u64>(l_mut_252);
let l_1254 = l_1246 >> u32(31);
let l_1255 = u64(l_1254);
let l_1256 = l_1255 << u32(bitcast<u64>(u64(63)));
let l_1257 = l_1253 | l_1256;
let l_1258 = bitcast<f64>(l_1257);
let l_1259 = bitcast<u32>(l_mut_25);
let l_1260 = l_1259 ^ u32(2147483648);
let l_1261 = bitcast<f32>(l_1260);
let l_1262 = bitcast<u32>(l_1261);
let l_1263 = l_1262 + u32(1);
l_mut_486 = l_1263;
let l_1264 = l_1262 & u32(2147483647);
let l_1265 = l_1264 == u32(0);
if l_1265 {
l_mut_486 = u32(1);
} else {
let l_1266 = l_1262 & u32(2147483648);
let l_1267 = l_1266 != u32(0);
if l_1267 {
let l_1268 = l_1262 - u32(1);
l_mut_486 = l_1268;
} else {
let l_1269 = l_1262 == u32(2139095040);
if l_1269 {
l_mut_486 = l_1262;
}
}
}
let l_1270 = bitcast<f32>(l_mut_486);
let l_1271 = bitcast<u32>(l_1270);
let l_1272 = l_1271 ^ u32(2147483648);
let l_1273 = bitcast<f32>(l_1272);
let l_1274 = bitcast<u32>(l_1273);
let l_1275 = l_1274 & u32(2147483647);
let l_1276 = bitcast<f32>(l_1275);
let l_1277 = f64(l_1276);
l_mut_252 = l_1277;
let l_1278 = l_1275 < u32(8388608);
if l_1278 {
let l_1279 = f64(l_1275);
let l_1280 = l_1279 * f64(1.401298464324817e-45);
l_mut_252 = l_1280;
}
let l_1281 = bitcast<u64>(l_mut_252);
let l_1282 = l_1274 >> u32(31);
let l_1283 = u64(l_1282);
let l_1284 = l_1283 << u32(bitcast<u64>(u64(63)));
let l_1285 = l_1281 | l_1284;
let l_1286 = bitcast<f64>(l_1285);
let l_1287 = l_1222 + l_1221;
let l_1288 = l_1287 <= l_1236;
l_mut_546 = l_1288;
let l_1289 = l_1222 - l_1221;
let l_1290 = l_1289 > l_1236;
l_mut_543 = l_1290;
let l_1291 = l_1223 - l_1221;
let l_1292 = l_1291 >= l_1236;
l_mut_540 = l_1292;
let l_1293 = l_1223 + l_1221;
let l_1294 = l_1293 < l_1236;
l_mut_537 = l_1294;
if l_415 {
let l_1295 = l_1222 + l_1221;
let l_1296 = l_1295 < l_1258;
l_mut_546 = l_1296;
let l_1297 = l_1222 - l_1221;
let l_1298 = l_1297 >= l_1258;
l_mut_543 = l_1298;
let l_1299 = l_1223 - l_1221;
let l_1300 = l_1299 > l_1286;
l_mut_540 = l_1300;
let l_1301 = l_1223 + l_1221;
let l_1302 = l_1301 <= l_1286;
l_mut_537 = l_1302;
}
l_mut_486 = u32(2);
let l_1303 = l_mut_543 || l_mut_537;
if l_1303 {
l_mut_486 = u32(1);
} else {
let l_1304 = l_mut_546 && l_mut_540;
if l_1304 {
l_mut_486 = u32(0);
}
}
let l_1305 = bitcast<u32>(l_mut_25);
let l_1306 = l_1305 & u32(2147483647);
let l_1307 = l_1306 == u32(0);
if l_1307 {
let l_1308 = l_1222 + l_1221;
let l_1309 = l_1308 < f64(1.1754943508222875e-38);
let l_1310 = l_1223 - l_1221;
let l_1311 = l_1310 > f64(-1.1754943508222875e-38);
let l_1312 = l_1309 && l_1311;
let l_1313 = l_1222 - l_1221;
let l_1314 = l_1313 < f64(1.1754943508222875e-38);
let l_1315 = l_1223 + l_1221;
let l_1316 = l_1315 > f64(-1.1754943508222875e-38);
let l_1317 = l_1314 && l_1316;
if l_1312 {
l_mut_486 = u32(0);
} else {
let l_1318 = l_mut_486 == u32(1);
let l_1319 = l_1317 && l_1318;
if l_1319 {
l_mut_486 = u32(2);
}
}
}
l_mut_429 = l_mut_486;
} else {
let l_1320 = abs(l_mut_31);
l_mut_252 = f64(1.401298464324817e-45);
let l_1321 = l_1320 >= f64(1.1754943508222875e-38);
let l_1322 = l_1320 <= f64(1.7976931348623157e308);
let l_1323 = l_1321 && l_1322;
if l_1323 {
let l_1324 = bitcast<u64>(l_1320);
let l_1325 = l_1324 >> u32(bitcast<u64>(u64(52)));
let l_1326 = l_1325 - u64(23);
let l_1327 = l_1326 << u32(bitcast<u64>(u64(52)));
let l_1328 = bitcast<f64>(l_1327);
l_mut_252 = l_1328;
}
let l_1329 = l_420 * l_mut_252;
l_mut_486 = u32(2);
let l_1330 = l_mut_31 - l_427;
let l_1331 = abs(l_1330);
l_mut_252 = f64(1.401298464324817e-45);
let l_1332 = l_1331 >= f64(1.1754943508222875e-38);
let l_1333 = l_1331 <= f64(1.7976931348623157e308);
let l_1334 = l_1332 && l_1333;
if l_1334 {
let l_1335 = bitcast<u64>(l_1331);
let l_1336 = l_1335 >> u32(bitcast<u64>(u64(52)));
let l_1337 = l_1336 - u64(23);
let l_1338 = l_1337 << u32(bitcast<u64>(u64(52)));
let l_1339 = bitcast<f64>(l_1338);
l_mut_252 = l_1339;
}
let l_1340 = l_mut_31 + l_427;
let l_1341 = abs(l_1340);
l_mut_84 = f64(1.401298464324817e-45);
let l_1342 = l_1341 >= f64(1.1754943508222875e-38);
let l_1343 = l_1341 <= f64(1.7976931348623157e308);
let l_1344 = l_1342 && l_1343;
if l_1344 {
let l_1345 = bitcast<u64>(l_1341);
let l_1346 = l_1345 >> u32(bitcast<u64>(u64(52)));
let l_1347 = l_1346 - u64(23);
let l_1348 = l_1347 << u32(bitcast<u64>(u64(52)));
let l_1349 = bitcast<f64>(l_1348);
l_mut_84 = l_1349;
}
let l_1350 = l_mut_252 == l_mut_84;
if l_1350 {
let l_1351 = l_1329 * f64(1.4551915228366852e-11);
let l_1352 = l_427 + l_1351;
let l_1353 = l_mut_31 - l_1329;
let l_1354 = l_mut_31 + l_1329;
let l_1355 = bitcast<u32>(l_mut_25);
let l_1356 = l_1355 & u32(2147483647);
let l_1357 = bitcast<f32>(l_1356);
let l_1358 = f64(l_1357);
l_mut_252 = l_1358;
let l_1359 = l_1356 < u32(8388608);
if l_1359 {
let l_1360 = f64(l_1356);
let l_1361 = l_1360 * f64(1.401298464324817e-45);
l_mut_252 = l_1361;
}
let l_1362 = bitcast<u64>(l_mut_252);
let l_1363 = l_1355 >> u32(31);
let l_1364 = u64(l_1363);
let l_1365 = l_1364 << u32(bitcast<u64>(u64(63)));
let l_1366 = l_1362 | l_1365;
let l_1367 = bitcast<f64>(l_1366);
let l_1368 = bitcast<u32>(l_mut_25);
let l_1369 = l_1368 + u32(1);
l_mut_445 = l_1369;
let l_1370 = l_1368 & u32(2147483647);
let l_1371 = l_1370 == u32(0);
if l_1371 {
l_mut_445 = u32(1);
} else {
let l_1372 = l_1368 & u32(2147483648);
let l_1373 = l_1372 != u32(0);
if l_1373 {
let l_1374 = l_1368 - u32(1);
l_mut_445 = l_1374;
} else {
let l_1375 = l_1368 == u32(2139095040);
if l_1375 {
l_mut_445 = l_1368;
}
}
}
let l_1376 = bitcast<f32>(l_mut_445);
let l_1377 = bitcast<u32>(l_1376);
let l_1378 = l_1377 & u32(2147483647);
let l_1379 = bitcast<f32>(l_1378);
let l_1380 = f64(l_1379);
l_mut_252 = l_1380;
let l_1381 = l_1378 < u32(8388608);
if l_1381 {
let l_1382 = f64(l_1378);
let l_1383 = l_1382 * f64(1.401298464324817e-45);
l_mut_252 = l_1383;
}
let l_1384 = bitcast<u64>(l_mut_252);
let l_1385 = l_1377 >> u32(31);
let l_1386 = u64(l_1385);
let l_1387 = l_1386 << u32(bitcast<u64>(u64(63)));
let l_1388 = l_1384 | l_1387;
let l_1389 = bitcast<f64>(l_1388);
let l_1390 = bitcast<u32>(l_mut_25);
let l_1391 = l_1390 ^ u32(2147483648);
let l_1392 = bitcast<f32>(l_1391);
let l_1393 = bitcast<u32>(l_1392);
let l_1394 = l_1393 + u32(1);
l_mut_445 = l_1394;
let l_1395 = l_1393 & u32(2147483647);
let l_1396 = l_1395 == u32(0);
if l_1396 {
l_mut_445 = u32(1);
} else {
let l_1397 = l_1393 & u32(2147483648);
let l_1398 = l_1397 != u32(0);
if l_1398 {
let l_1399 = l_1393 - u32(1);
l_mut_445 = l_1399;
} else {
let l_1400 = l_1393 == u32(2139095040);
if l_1400 {
l_mut_445 = l_1393;
}
}
}
let l_1401 = bitcast<f32>(l_mut_445);
let l_1402 = bitcast<u32>(l_1401);
let l_1403 = l_1402 ^ u32(2147483648);
let l_1404 = bitcast<f32>(l_1403);
let l_1405 = bitcast<u32>(l_1404);
let l_1406 = l_1405 & u32(2147483647);
let l_1407 = bitcast<f32>(l_1406);
let l_1408 = f64(l_1407);
l_mut_252 = l_1408;
let l_1409 = l_1406 < u32(8388608);
if l_1409 {
let l_1410 = f64(l_1406);
let l_1411 = l_1410 * f64(1.401298464324817e-45);
l_mut_252 = l_1411;
}
let l_1412 = bitcast<u64>(l_mut_252);
let l_1413 = l_1405 >> u32(31);
let l_1414 = u64(l_1413);
let l_1415 = l_1414 << u32(bitcast<u64>(u64(63)));
let l_1416 = l_1412 | l_1415;
let l_1417 = bitcast<f64>(l_1416);
let l_1418 = l_1353 + l_1352;
let l_1419 = l_1418 <= l_1367;
l_mut_546 = l_1419;
let l_1420 = l_1353 - l_1352;
let l_1421 = l_1420 > l_1367;
l_mut_543 = l_1421;
let l_1422 = l_1354 - l_1352;
let l_1423 = l_1422 >= l_1367;
l_mut_540 = l_1423;
let l_1424 = l_1354 + l_1352;
let l_1425 = l_1424 < l_1367;
l_mut_537 = l_1425;
if l_415 {
let l_1426 = l_1353 + l_1352;
let l_1427 = l_1426 < l_1389;
l_mut_546 = l_1427;
let l_1428 = l_1353 - l_1352;
let l_1429 = l_1428 >= l_1389;
l_mut_543 = l_1429;
let l_1430 = l_1354 - l_1352;
let l_1431 = l_1430 > l_1417;
l_mut_540 = l_1431;
let l_1432 = l_1354 + l_1352;
let l_1433 = l_1432 <= l_1417;
l_mut_537 = l_1433;
}
l_mut_445 = u32(2);
let l_1434 = l_mut_543 || l_mut_537;
if l_1434 {
l_mut_445 = u32(1);
} else {
let l_1435 = l_mut_546 && l_mut_540;
if l_1435 {
l_mut_445 = u32(0);
}
}
let l_1436 = bitcast<u32>(l_mut_25);
let l_1437 = l_1436 & u32(2147483647);
let l_1438 = l_1437 == u32(0);
if l_1438 {
let l_1439 = l_1353 + l_1352;
let l_1440 = l_1439 < f64(1.1754943508222875e-38);
let l_1441 = l_1354 - l_1352;
let l_1442 = l_1441 > f64(-1.1754943508222875e-38);
let l_1443 = l_1440 && l_1442;
let l_1444 = l_1353 - l_1352;
let l_1445 = l_1444 < f64(1.1754943508222875e-38);
let l_1446 = l_1354 + l_1352;
let l_1447 = l_1446 > f64(-1.1754943508222875e-38);
let l_1448 = l_1445 && l_1447;
if l_1443 {
l_mut_445 = u32(0);
} else {
let l_1449 = l_mut_445 == u32(1);
let l_1450 = l_1448 && l_1449;
if l_1450 {
l_mut_445 = u32(2);
}
}
}
l_mut_486 = l_mut_445;
}
l_mut_429 = l_mut_486;
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
let l_1451 = a_428[u32(0)];
let l_1452 = l_1451 == u32(0);
if l_1452 {
l_mut_429 = u32(2);
}
a_10[l_mut_409] = l_mut_429;
let l_1453 = a_10[l_mut_409];
let l_1454 = l_1453 == u32(2);
if l_1454 {
l_mut_136 = bool(false);
}
}
}
let l_1455 = l_mut_68 == u32(4294967293);
if l_1455 {
let l_1456 = a_8[u32(0)];
let l_1457 = l_1456 + u32(1);
a_8[u32(0)] = l_1457;
} else {
if l_mut_136 {
l_mut_252 = l_397;
let l_1458 = l_mut_252 < f64(-17.0);
if l_1458 {
l_mut_252 = f64(-17.0);
}
let l_1459 = l_mut_252 > f64(17.0);
if l_1459 {
l_mut_252 = f64(17.0);
}
let l_1460 = l_mut_252 + f64(16.0);
let l_1461 = l_1460 + f64(1.0);
let l_1462 = u32(l_1461);
let l_1463 = u32(2) + l_1462;
let l_1464 = a_8[l_1463];
let l_1465 = l_1464 + u32(1);
a_8[l_1463] = l_1465;
let l_1466 = bitcast<u32>(l_mut_25);
let l_1467 = l_1466 & u32(2147483647);
let l_1468 = bitcast<f32>(l_1467);
let l_1469 = f64(l_1468);
l_mut_252 = l_1469;
let l_1470 = l_1467 < u32(8388608);
if l_1470 {
let l_1471 = f64(l_1467);
let l_1472 = l_1471 * f64(1.401298464324817e-45);
l_mut_252 = l_1472;
}
let l_1473 = bitcast<u64>(l_mut_252);
let l_1474 = l_1466 >> u32(31);
let l_1475 = u64(l_1474);
let l_1476 = l_1475 << u32(bitcast<u64>(u64(63)));
let l_1477 = l_1473 | l_1476;
let l_1478 = bitcast<f64>(l_1477);
let l_1479 = abs(l_mut_31);
let l_1480 = l_mut_31 * f64(0.0);
let l_1481 = l_1480 + f64(7.1362384635298e44);
l_mut_252 = l_1481;
let l_1482 = l_1479 >= f64(2.350988701644575e-38);
if l_1482 {
let l_1483 = l_mut_68 & u32(2147483647);
let l_1484 = bitcast<f32>(l_1483);
let l_1485 = f64(l_1484);
let l_1486 = l_1483 & u32(2139095040);
let l_1487 = bitcast<f32>(l_1486);
let l_1488 = f64(l_1487);
let l_1489 = l_1485 > l_1479;
let l_1490 = l_1483 & u32(8388607);
let l_1491 = l_1490 == u32(0);
let l_1492 = l_1489 && l_1491;
let l_1493 = l_1488 * f64(1.1920928955078125e-7);
let l_1494 = f64(l_1492);
let l_1495 = f64(0.5) * l_1494;
let l_1496 = f64(1.0) - l_1495;
let l_1497 = l_1493 * l_1496;
let l_1498 = f64(1.0) / l_1497;
l_mut_252 = l_1498;
}
let l_1499 = l_1478 - l_mut_31;
let l_1500 = l_1499 * l_mut_252;
let l_1501 = u32(2) * u32(0);
let l_1502 = u32(45) + l_1501;
let l_1503 = abs(l_1500);
let l_1504 = a_9[u32(0)];
let l_1505 = abs(l_1504);
let l_1506 = l_1503 > l_1505;
l_mut_546 = l_1506;
let l_1507 = u32(0) == u32(0);
if l_1507 {
let l_1508 = a_9[u32(0)];
let l_1509 = l_1500 < l_1508;
l_mut_546 = l_1509;
} else {
let l_1510 = u32(0) == u32(1);
if l_1510 {
let l_1511 = a_9[u32(0)];
let l_1512 = l_1500 > l_1511;
l_mut_546 = l_1512;
}
}
let l_1513 = a_8[l_1502];
let l_1514 = l_1513 == u32(4294967295);
let l_1515 = l_1514 || l_mut_546;
if l_1515 {
a_8[l_1502] = l_23;
let l_1516 = l_1502 + u32(1);
a_8[l_1516] = l_378;
a_9[u32(0)] = l_1500;
}
let l_1517 = u32(2) * u32(1);
let l_1518 = u32(45) + l_1517;
let l_1519 = abs(l_1500);
let l_1520 = a_9[u32(1)];
let l_1521 = abs(l_1520);
let l_1522 = l_1519 > l_1521;
l_mut_546 = l_1522;
let l_1523 = u32(1) == u32(0);
if l_1523 {
let l_1524 = a_9[u32(1)];
let l_1525 = l_1500 < l_1524;
l_mut_546 = l_1525;
} else {
let l_1526 = u32(1) == u32(1);
if l_1526 {
let l_1527 = a_9[u32(1)];
let l_1528 = l_1500 > l_1527;
l_mut_546 = l_1528;
}
}
let l_1529 = a_8[l_1518];
let l_1530 = l_1529 == u32(4294967295);
let l_1531 = l_1530 || l_mut_546;
if l_1531 {
a_8[l_1518] = l_23;
let l_1532 = l_1518 + u32(1);
a_8[l_1532] = l_378;
a_9[u32(1)] = l_1500;
}
let l_1533 = l_397 != f64(0.0);
if l_1533 {

for (var l_mut_1534: u32 = u32(0); l_mut_1534 < u32(8); l_mut_1534++) {
let l_1535 = a_10[l_mut_1534];
let l_1536 = l_1535 == u32(1);
if l_1536 {
let l_1537 = u32(37) + l_mut_1534;
let l_1538 = a_8[l_1537];
let l_1539 = l_1538 + u32(1);
a_8[l_1537] = l_1539;
let l_1540 = u32(2) + l_mut_1534;
let l_1541 = u32(2) * l_1540;
let l_1542 = u32(45) + l_1541;
let l_1543 = abs(l_1500);
let l_1544 = a_9[l_1540];
let l_1545 = abs(l_1544);
let l_1546 = l_1543 > l_1545;
l_mut_546 = l_1546;
let l_1547 = l_1540 == u32(0);
if l_1547 {
let l_1548 = a_9[l_1540];
let l_1549 = l_1500 < l_1548;
l_mut_546 = l_1549;
} else {
let l_1550 = l_1540 == u32(1);
if l_1550 {
let l_1551 = a_9[l_1540];
let l_1552 = l_1500 > l_1551;
l_mut_546 = l_1552;
}
}
let l_1553 = a_8[l_1542];
let l_1554 = l_1553 == u32(4294967295);
let l_1555 = l_1554 || l_mut_546;
if l_1555 {
a_8[l_1542] = l_23;
let l_1556 = l_1542 + u32(1);
a_8[l_1556] = l_378;
a_9[l_1540] = l_1500;
}
}
}
}
} else {
let l_1557 = a_8[u32(1)];
let l_1558 = l_2 + l_1557;
let l_1559 = l_1558 * u32(2);
let l_1679 = info.static_meta[u32(6)];
let l_1680 = l_1679 * u32(1);
let l_1681 = l_1559 < l_1680;
if l_1681 {
buffer_6_global[l_1559] = l_23;
}
let l_1560 = l_1559 + u32(1);
let l_1682 = info.static_meta[u32(6)];
let l_1683 = l_1682 * u32(1);
let l_1684 = l_1560 < l_1683;
if l_1684 {
buffer_6_global[l_1560] = l_378;
}
let l_1561 = a_8[u32(1)];
let l_1562 = l_1561 + u32(1);
a_8[u32(1)] = l_1562;
}
}
}

for (var l_mut_1563: u32 = u32(0); l_mut_1563 < u32(65); l_mut_1563++) {
let l_1564 = id * u32(65);
let l_1565 = l_1564 + l_mut_1563;
let l_1566 = a_8[l_mut_1563];
let l_1685 = info.static_meta[u32(4)];
let l_1686 = l_1685 * u32(1);
let l_1687 = l_1565 < l_1686;
if l_1687 {
buffer_4_global[l_1565] = l_1566;
}
}

for (var l_mut_1567: u32 = u32(0); l_mut_1567 < u32(10); l_mut_1567++) {
let l_1568 = id * u32(10);
let l_1569 = l_1568 + l_mut_1567;
let l_1570 = a_9[l_mut_1567];
let l_1688 = info.static_meta[u32(5)];
let l_1689 = l_1688 * u32(1);
let l_1690 = l_1569 < l_1689;
if l_1690 {
buffer_5_global[l_1569] = l_1570;
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
