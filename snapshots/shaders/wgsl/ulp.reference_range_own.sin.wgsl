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

var a_422: array<u32, 1>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_136: bool;
var l_mut_150: u64;
var l_mut_179: u64;
var l_mut_191: u64;
var l_mut_194: i32;
var l_mut_249: f64;
var l_mut_25: f32;
var l_mut_31: f64;
var l_mut_423: u32;
var l_mut_439: u32;
var l_mut_47: f64;
var l_mut_480: u32;
var l_mut_531: bool;
var l_mut_534: bool;
var l_mut_537: bool;
var l_mut_540: bool;
var l_mut_57: f64;
var l_mut_68: u32;
var l_mut_84: f64;
let l_0 = id == u32(0);
if l_0 {
let l_1579 = info.static_meta[u32(7)];
let l_1580 = l_1579 * u32(1);
let l_1581 = u32(0) < l_1580;
if l_1581 {
buffer_7_global[u32(0)] = u32(1);
}
}
let l_1565 = info.static_meta[u32(0)];
let l_1566 = l_1565 * u32(1);
let l_1567 = u32(1) < l_1566;
let l_1568 = l_1566 - u32(1);
let l_1569 = min(u32(1), l_1568);
let l_1570 = buffer_0_global[l_1569];
let l_1571 = select(u32(0), l_1570, l_1567);
let l_1 = l_1571;
let l_2 = id * l_1;
let l_1572 = info.static_meta[u32(0)];
let l_1573 = l_1572 * u32(1);
let l_1574 = u32(2) < l_1573;
let l_1575 = l_1573 - u32(1);
let l_1576 = min(u32(2), l_1575);
let l_1577 = buffer_0_global[l_1576];
let l_1578 = select(u32(0), l_1577, l_1574);
let l_3 = l_1578;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_1582 = info.static_meta[u32(0)];
let l_1583 = l_1582 * u32(1);
let l_1584 = u32(2) < l_1583;
let l_1585 = l_1583 - u32(1);
let l_1586 = min(u32(2), l_1585);
let l_1587 = buffer_0_global[l_1586];
let l_1588 = select(u32(0), l_1587, l_1584);
let l_6 = l_1588;
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
let l_1589 = info.static_meta[u32(3)];
let l_1590 = l_1589 * u32(1);
let l_1591 = u32(1024) < l_1590;
let l_1592 = l_1590 - u32(1);
let l_1593 = min(u32(1024), l_1592);
let l_1594 = buffer_3_global[l_1593];
let l_1595 = select(u32(0), l_1594, l_1591);
let l_18 = l_1595;
let l_19 = bitcast<f32>(l_18);
let l_20 = f64(l_19);

for (var l_mut_21: u32 = l_2; l_mut_21 < l_7; l_mut_21++) {
let l_1596 = info.static_meta[u32(0)];
let l_1597 = l_1596 * u32(1);
let l_1598 = u32(0) < l_1597;
let l_1599 = l_1597 - u32(1);
let l_1600 = min(u32(0), l_1599);
let l_1601 = buffer_0_global[l_1600];
let l_1602 = select(u32(0), l_1601, l_1598);
let l_22 = l_1602;
let l_23 = l_22 + l_mut_21;
let l_24 = bitcast<f32>(l_23);
l_mut_25 = l_24;
let l_26 = sin(l_24);
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
let l_1603 = info.static_meta[u32(3)];
let l_1604 = l_1603 * u32(1);
let l_1605 = u32(1024) < l_1604;
let l_1606 = l_1604 - u32(1);
let l_1607 = min(u32(1024), l_1606);
let l_1608 = buffer_3_global[l_1607];
let l_1609 = select(u32(0), l_1608, l_1605);
let l_50 = l_1609;
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
if l_133 {
l_mut_84 = l_131;
}
let l_137 = bool(true) && l_80;
if l_137 {
let l_138 = !l_mut_136;
l_mut_136 = l_138;
}
if l_mut_136 {
let l_139 = -l_mut_84;
l_mut_84 = l_139;
}
l_mut_47 = l_mut_84;
} else {
let l_140 = l_42 < u32(2139095040);
if l_140 {
let l_141 = l_42 & u32(8388607);
let l_142 = l_141 | u32(8388608);
let l_143 = u64(l_142);
let l_144 = l_42 >> u32(23);
let l_145 = l_144 * u32(4);
let l_146 = l_145 + u32(3);
let l_1610 = info.static_meta[u32(3)];
let l_1611 = l_1610 * u32(1);
let l_1612 = l_146 < l_1611;
let l_1613 = l_1611 - u32(1);
let l_1614 = min(l_146, l_1613);
let l_1615 = buffer_3_global[l_1614];
let l_1616 = select(u32(0), l_1615, l_1612);
let l_147 = l_1616;
let l_148 = u64(l_147);
let l_149 = l_143 * l_148;
l_mut_150 = l_149;
let l_151 = l_mut_150 & u64(4294967295);
let l_152 = l_mut_150 >> u32(bitcast<u64>(u64(32)));
let l_153 = l_145 + u32(2);
let l_1617 = info.static_meta[u32(3)];
let l_1618 = l_1617 * u32(1);
let l_1619 = l_153 < l_1618;
let l_1620 = l_1618 - u32(1);
let l_1621 = min(l_153, l_1620);
let l_1622 = buffer_3_global[l_1621];
let l_1623 = select(u32(0), l_1622, l_1619);
let l_154 = l_1623;
let l_155 = u64(l_154);
let l_156 = l_143 * l_155;
let l_157 = l_152 + l_156;
l_mut_150 = l_157;
let l_158 = l_mut_150 & u64(4294967295);
let l_159 = l_mut_150 >> u32(bitcast<u64>(u64(32)));
let l_160 = l_145 + u32(1);
let l_1624 = info.static_meta[u32(3)];
let l_1625 = l_1624 * u32(1);
let l_1626 = l_160 < l_1625;
let l_1627 = l_1625 - u32(1);
let l_1628 = min(l_160, l_1627);
let l_1629 = buffer_3_global[l_1628];
let l_1630 = select(u32(0), l_1629, l_1626);
let l_161 = l_1630;
let l_162 = u64(l_161);
let l_163 = l_143 * l_162;
let l_164 = l_159 + l_163;
l_mut_150 = l_164;
let l_165 = l_mut_150 & u64(4294967295);
let l_166 = l_mut_150 >> u32(bitcast<u64>(u64(32)));
let l_1631 = info.static_meta[u32(3)];
let l_1632 = l_1631 * u32(1);
let l_1633 = l_145 < l_1632;
let l_1634 = l_1632 - u32(1);
let l_1635 = min(l_145, l_1634);
let l_1636 = buffer_3_global[l_1635];
let l_1637 = select(u32(0), l_1636, l_1633);
let l_167 = l_1637;
let l_168 = u64(l_167);
let l_169 = l_143 * l_168;
let l_170 = l_166 + l_169;
l_mut_150 = l_170;
let l_171 = l_mut_150 >> u32(bitcast<u64>(u64(29)));
let l_172 = l_171 & u64(3);
let l_173 = u32(bitcast<u64>(l_172));
l_mut_68 = l_173;
let l_174 = l_mut_150 & u64(536870911);
let l_175 = l_174 << u32(bitcast<u64>(u64(32)));
let l_176 = l_175 | l_165;
l_mut_150 = l_176;
let l_177 = l_158 << u32(bitcast<u64>(u64(32)));
let l_178 = l_177 | l_151;
l_mut_179 = l_178;
let l_180 = l_mut_150 >= u64(1152921504606846976);
if l_180 {
let l_181 = l_mut_68 + u32(1);
let l_182 = l_181 & u32(3);
l_mut_68 = l_182;
let l_183 = l_mut_179 != u64(0);
let l_184 = u64(l_183);
let l_185 = u64(0) - l_mut_179;
l_mut_179 = l_185;
let l_186 = u64(2305843009213693952) - l_mut_150;
let l_187 = l_186 - l_184;
l_mut_150 = l_187;
}
let l_188 = select(countLeadingZeros(u32(l_mut_179 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_179)), (l_mut_179 >> u32(32u)) == u64(0));
let l_189 = u64(l_188);
let l_190 = l_mut_179 << u32(bitcast<u64>(l_189));
l_mut_191 = l_190;
let l_192 = i32(l_188);
let l_193 = i32(0) - l_192;
l_mut_194 = l_193;
let l_195 = l_mut_150 != u64(0);
if l_195 {
let l_196 = select(countLeadingZeros(u32(l_mut_150 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_150)), (l_mut_150 >> u32(32u)) == u64(0));
let l_197 = u64(l_196);
let l_198 = l_mut_150 << u32(bitcast<u64>(l_197));
let l_199 = u32(64) - l_196;
let l_200 = u64(l_199);
let l_201 = l_mut_179 >> u32(bitcast<u64>(l_200));
let l_202 = l_198 | l_201;
l_mut_191 = l_202;
let l_203 = i32(l_196);
let l_204 = i32(64) - l_203;
l_mut_194 = l_204;
}
let l_205 = l_mut_191 >> u32(bitcast<u64>(u64(32)));
let l_206 = l_mut_191 & u64(4294967295);
let l_207 = l_205 * u64(560513588);
let l_208 = l_206 * u64(3373259426);
let l_209 = l_206 * u64(560513588);
let l_210 = l_209 >> u32(bitcast<u64>(u64(32)));
let l_211 = l_207 & u64(4294967295);
let l_212 = l_210 + l_211;
let l_213 = l_208 & u64(4294967295);
let l_214 = l_212 + l_213;
let l_215 = l_205 * u64(3373259426);
let l_216 = l_207 >> u32(bitcast<u64>(u64(32)));
let l_217 = l_215 + l_216;
let l_218 = l_208 >> u32(bitcast<u64>(u64(32)));
let l_219 = l_217 + l_218;
let l_220 = l_214 >> u32(bitcast<u64>(u64(32)));
let l_221 = l_219 + l_220;
l_mut_191 = l_221;
let l_222 = l_mut_194 - i32(124);
l_mut_194 = l_222;
let l_223 = l_mut_191 < bitcast<u64>(i64(-9223372036854775807) - 1);
if l_223 {
let l_224 = l_mut_191 << u32(bitcast<u64>(u64(1)));
let l_225 = l_214 >> u32(bitcast<u64>(u64(31)));
let l_226 = l_225 & u64(1);
let l_227 = l_224 | l_226;
l_mut_191 = l_227;
l_mut_194 = l_mut_194 - i32(1);
}
let l_228 = l_mut_191 >> u32(bitcast<u64>(u64(11)));
let l_229 = f64(l_228);
let l_230 = l_mut_194 + i32(11);
let l_231 = l_230 + i32(1023);
let l_232 = u64(l_231);
let l_233 = l_232 << u32(bitcast<u64>(u64(52)));
let l_234 = bitcast<f64>(l_233);
let l_235 = l_229 * l_234;
l_mut_84 = l_235;
let l_236 = l_mut_191 & u64(2047);
let l_237 = f64(l_236);
let l_238 = l_mut_194 + i32(1023);
let l_239 = u64(l_238);
let l_240 = l_239 << u32(bitcast<u64>(u64(52)));
let l_241 = bitcast<f64>(l_240);
let l_242 = l_237 * l_241;
l_mut_57 = l_242;
if l_180 {
let l_243 = -l_mut_84;
l_mut_84 = l_243;
let l_244 = -l_mut_57;
l_mut_57 = l_244;
}
let l_245 = l_41 >= u32(2147483648);
let l_246 = l_mut_84 * l_mut_84;
let l_247 = l_246 * f64(1.9572941063391263e-20);
let l_248 = f64(8.22063524662433e-18) - l_247;
l_mut_249 = l_248;
let l_250 = l_mut_249 * l_246;
let l_251 = l_250 - f64(2.8114572543455206e-15);
l_mut_249 = l_251;
let l_252 = l_mut_249 * l_246;
let l_253 = l_252 + f64(7.647163731819816e-13);
l_mut_249 = l_253;
let l_254 = l_mut_249 * l_246;
let l_255 = l_254 - f64(1.6059043836821613e-10);
l_mut_249 = l_255;
let l_256 = l_mut_249 * l_246;
let l_257 = l_256 + f64(2.505210838544172e-8);
l_mut_249 = l_257;
let l_258 = l_mut_249 * l_246;
let l_259 = l_258 - f64(2.7557319223985893e-6);
l_mut_249 = l_259;
let l_260 = l_mut_249 * l_246;
let l_261 = l_260 + f64(0.0001984126984126984);
l_mut_249 = l_261;
let l_262 = l_mut_249 * l_246;
let l_263 = l_262 - f64(0.008333333333333333);
l_mut_249 = l_263;
let l_264 = l_mut_249 * l_246;
let l_265 = l_264 + f64(0.16666666666666666);
l_mut_249 = l_265;
let l_266 = f64(0.5) * l_246;
let l_267 = f64(1.0) - l_266;
let l_268 = l_mut_57 * l_267;
let l_269 = l_mut_84 * l_246;
let l_270 = l_269 * l_mut_249;
let l_271 = l_268 - l_270;
let l_272 = l_mut_84 + l_271;
let l_273 = l_mut_84 * l_mut_84;
let l_274 = l_273 * f64(4.110317623312165e-19);
let l_275 = l_274 - f64(1.5619206968586225e-16);
l_mut_249 = l_275;
let l_276 = l_mut_249 * l_273;
let l_277 = l_276 + f64(4.779477332387385e-14);
l_mut_249 = l_277;
let l_278 = l_mut_249 * l_273;
let l_279 = l_278 - f64(1.1470745597729725e-11);
l_mut_249 = l_279;
let l_280 = l_mut_249 * l_273;
let l_281 = l_280 + f64(2.08767569878681e-9);
l_mut_249 = l_281;
let l_282 = l_mut_249 * l_273;
let l_283 = l_282 - f64(2.755731922398589e-7);
l_mut_249 = l_283;
let l_284 = l_mut_249 * l_273;
let l_285 = l_284 + f64(2.48015873015873e-5);
l_mut_249 = l_285;
let l_286 = l_mut_249 * l_273;
let l_287 = l_286 - f64(0.001388888888888889);
l_mut_249 = l_287;
let l_288 = l_mut_249 * l_273;
let l_289 = l_288 + f64(0.041666666666666664);
l_mut_249 = l_289;
let l_290 = f64(0.5) * l_273;
let l_291 = f64(1.0) - l_290;
let l_292 = l_273 * l_273;
let l_293 = l_292 * l_mut_249;
let l_294 = l_mut_57 * l_mut_84;
let l_295 = l_293 - l_294;
let l_296 = l_291 + l_295;
let l_297 = l_mut_68 & u32(1);
let l_298 = l_297 == u32(1);
l_mut_249 = l_272;
let l_299 = l_mut_68 & u32(2);
let l_300 = l_299 != u32(0);
l_mut_136 = l_300;
if l_298 {
l_mut_249 = l_296;
}
let l_301 = bool(true) && l_245;
if l_301 {
let l_302 = !l_mut_136;
l_mut_136 = l_302;
}
if l_mut_136 {
let l_303 = -l_mut_249;
l_mut_249 = l_303;
}
l_mut_47 = l_mut_249;
}
}
l_mut_31 = l_mut_47;
l_mut_68 = u32(4294967294);
let l_304 = bitcast<u32>(l_mut_25);
let l_305 = bitcast<u32>(l_24);
let l_306 = l_305 & u32(2139095040);
let l_307 = l_306 != u32(2139095040);
let l_308 = l_306 == u32(0);
let l_309 = bitcast<u32>(l_24);
let l_310 = l_309 & u32(8388607);
let l_311 = l_310 != u32(0);
let l_312 = l_308 && l_311;
let l_313 = abs(l_mut_31);
let l_314 = l_mut_31 < f64(0.0);
let l_315 = u32(l_314);
let l_316 = u32(2147483648) * l_315;
if l_312 {
} else {
let l_317 = is_nan_1_f64(l_mut_31);if l_317 {
let l_318 = l_304 & u32(2147483647);
let l_319 = l_318 > u32(2139095040);
if l_319 {
l_mut_68 = u32(4294967293);
}
} else {
let l_320 = l_313 >= f64(3.402823669209385e38);
let l_321 = !l_307;
let l_322 = l_313 == f64(0.0);
let l_323 = l_321 && l_322;
let l_324 = l_320 || l_323;
if l_324 {
let l_325 = l_313 >= f64(3.402823669209385e38);
let l_326 = u32(l_325);
let l_327 = u32(2139095040) * l_326;
let l_328 = l_327 | l_316;
let l_329 = l_304 == l_328;
let l_330 = l_304 | l_328;
let l_331 = l_330 & u32(2147483647);
let l_332 = l_331 == u32(0);
let l_333 = l_329 || l_332;
if l_333 {
l_mut_68 = u32(4294967293);
}
} else {
let l_334 = l_313 >= f64(2.350988701644575e-38);
let l_335 = l_307 && l_334;
let l_336 = l_313 < f64(3.4028234663852886e38);
let l_337 = l_335 && l_336;
if l_337 {
let l_338 = f32(l_313);
let l_339 = bitcast<u32>(l_338);
let l_340 = bitcast<f32>(l_339);
let l_341 = f64(l_340);
let l_342 = l_313 - l_341;
let l_343 = l_339 + u32(1);
let l_344 = l_342 < f64(0.0);
let l_345 = u32(l_344);
let l_346 = u32(2) * l_345;
let l_347 = l_343 - l_346;
let l_348 = bitcast<f32>(l_347);
let l_349 = f64(l_348);
let l_350 = l_349 - l_341;
let l_351 = abs(l_350);
let l_352 = l_351 * f64(0.5);
let l_353 = abs(l_342);
let l_354 = l_352 - l_353;
let l_355 = l_313 * f64(9.094947017729282e-13);
let l_356 = l_354 > l_355;
if l_356 {
let l_357 = l_339 | l_316;
l_mut_68 = l_357;
}
} else {
let l_358 = l_313 < f64(2.350988701644575e-38);
let l_359 = l_307 && l_358;
if l_359 {
let l_360 = l_313 * f64(7.1362384635298e44);
let l_361 = floor(l_360);
let l_362 = l_360 - l_361;
let l_363 = l_362 - f64(0.5);
let l_364 = abs(l_363);
let l_365 = l_360 * f64(9.094947017729282e-13);
let l_366 = l_364 > l_365;
if l_366 {
let l_367 = l_362 > f64(0.5);
let l_368 = f64(l_367);
let l_369 = l_361 + l_368;
let l_370 = u32(l_369);
let l_371 = l_370 | l_316;
l_mut_68 = l_371;
}
}
}
}
}
}
let l_372 = bitcast<u32>(l_mut_25);
let l_373 = l_372 & u32(2147483647);
let l_374 = l_373 > u32(2139095040);
let l_375 = l_372 & u32(2147483647);
let l_376 = l_375 == u32(0);
let l_377 = l_372 & u32(2147483647);
let l_378 = f64(l_377);
let l_379 = l_372 >> u32(31);
let l_380 = f64(l_379);
let l_381 = f64(2.0) * l_380;
let l_382 = f64(1.0) - l_381;
let l_383 = l_378 * l_382;
let l_384 = l_mut_68 & u32(2147483647);
let l_385 = f64(l_384);
let l_386 = l_mut_68 >> u32(31);
let l_387 = f64(l_386);
let l_388 = f64(2.0) * l_387;
let l_389 = f64(1.0) - l_388;
let l_390 = l_385 * l_389;
let l_391 = l_383 - l_390;
let l_392 = l_mut_68 & u32(2139095040);
let l_393 = l_392 == u32(0);
let l_394 = l_mut_68 < u32(4294967293);
let l_395 = l_391 == f64(0.0);
let l_396 = l_376 && l_393;
let l_397 = l_374 || l_396;
let l_398 = !l_397;
let l_399 = l_395 || l_398;
let l_400 = l_394 && l_399;
l_mut_136 = l_400;
let l_401 = l_391 != f64(0.0);
let l_402 = l_mut_136 && l_401;
if l_402 {

for (var l_mut_403: u32 = u32(0); l_mut_403 < u32(8); l_mut_403++) {
let l_404 = u32(2) * l_mut_403;
let l_1638 = info.static_meta[u32(1)];
let l_1639 = l_1638 * u32(1);
let l_1640 = l_404 < l_1639;
let l_1641 = l_1639 - u32(1);
let l_1642 = min(l_404, l_1641);
let l_1643 = buffer_1_global[l_1642];
let l_1644 = select(u32(0), l_1643, l_1640);
let l_405 = l_1644;
let l_406 = u32(2) * l_mut_403;
let l_407 = l_406 + u32(1);
let l_1645 = info.static_meta[u32(1)];
let l_1646 = l_1645 * u32(1);
let l_1647 = l_407 < l_1646;
let l_1648 = l_1646 - u32(1);
let l_1649 = min(l_407, l_1648);
let l_1650 = buffer_1_global[l_1649];
let l_1651 = select(u32(0), l_1650, l_1647);
let l_408 = l_1651;
let l_409 = l_408 != u32(0);
let l_410 = l_mut_403 * u32(4);
let l_1652 = info.static_meta[u32(2)];
let l_1653 = l_1652 * u32(1);
let l_1654 = l_410 < l_1653;
let l_1655 = l_1653 - u32(1);
let l_1656 = min(l_410, l_1655);
let l_1657 = buffer_2_global[l_1656];
let l_1658 = select(f64(0.0), l_1657, l_1654);
let l_411 = l_1658;
let l_412 = l_mut_403 * u32(4);
let l_413 = l_412 + u32(1);
let l_1659 = info.static_meta[u32(2)];
let l_1660 = l_1659 * u32(1);
let l_1661 = l_413 < l_1660;
let l_1662 = l_1660 - u32(1);
let l_1663 = min(l_413, l_1662);
let l_1664 = buffer_2_global[l_1663];
let l_1665 = select(f64(0.0), l_1664, l_1661);
let l_414 = l_1665;
let l_415 = l_mut_403 * u32(4);
let l_416 = l_415 + u32(2);
let l_1666 = info.static_meta[u32(2)];
let l_1667 = l_1666 * u32(1);
let l_1668 = l_416 < l_1667;
let l_1669 = l_1667 - u32(1);
let l_1670 = min(l_416, l_1669);
let l_1671 = buffer_2_global[l_1670];
let l_1672 = select(f64(0.0), l_1671, l_1668);
let l_417 = l_1672;
let l_418 = f64(l_24);
let l_419 = abs(l_418);
let l_420 = abs(l_mut_31);
let l_421 = l_420 * f64(1.4551915228366852e-11);
a_422[u32(0)] = u32(1);
l_mut_423 = u32(2);
let l_424 = l_405 == u32(0);
if l_424 {
l_mut_423 = u32(0);
} else {
let l_425 = l_405 == u32(1);
if l_425 {
l_mut_423 = u32(1);
let l_426 = abs(l_391);
let l_427 = l_426 <= l_411;
if l_427 {
l_mut_423 = u32(0);
}
} else {
let l_428 = l_405 == u32(2);
if l_428 {
let l_429 = abs(l_mut_31);
l_mut_249 = f64(1.401298464324817e-45);
let l_430 = l_429 >= f64(1.1754943508222875e-38);
let l_431 = l_429 <= f64(1.7976931348623157e308);
let l_432 = l_430 && l_431;
if l_432 {
let l_433 = bitcast<u64>(l_429);
let l_434 = l_433 >> u32(bitcast<u64>(u64(52)));
let l_435 = l_434 - u64(23);
let l_436 = l_435 << u32(bitcast<u64>(u64(52)));
let l_437 = bitcast<f64>(l_436);
l_mut_249 = l_437;
}
let l_438 = l_411 * l_mut_249;
l_mut_439 = u32(2);
let l_440 = l_mut_31 - l_421;
let l_441 = abs(l_440);
l_mut_249 = f64(1.401298464324817e-45);
let l_442 = l_441 >= f64(1.1754943508222875e-38);
let l_443 = l_441 <= f64(1.7976931348623157e308);
let l_444 = l_442 && l_443;
if l_444 {
let l_445 = bitcast<u64>(l_441);
let l_446 = l_445 >> u32(bitcast<u64>(u64(52)));
let l_447 = l_446 - u64(23);
let l_448 = l_447 << u32(bitcast<u64>(u64(52)));
let l_449 = bitcast<f64>(l_448);
l_mut_249 = l_449;
}
let l_450 = l_mut_31 + l_421;
let l_451 = abs(l_450);
l_mut_84 = f64(1.401298464324817e-45);
let l_452 = l_451 >= f64(1.1754943508222875e-38);
let l_453 = l_451 <= f64(1.7976931348623157e308);
let l_454 = l_452 && l_453;
if l_454 {
let l_455 = bitcast<u64>(l_451);
let l_456 = l_455 >> u32(bitcast<u64>(u64(52)));
let l_457 = l_456 - u64(23);
let l_458 = l_457 << u32(bitcast<u64>(u64(52)));
let l_459 = bitcast<f64>(l_458);
l_mut_84 = l_459;
}
let l_460 = l_mut_249 == l_mut_84;
if l_460 {
let l_461 = l_438 * f64(1.4551915228366852e-11);
let l_462 = l_421 + l_461;
let l_463 = l_mut_31 - l_438;
let l_464 = l_mut_31 + l_438;
let l_465 = bitcast<u32>(l_mut_25);
let l_466 = l_465 & u32(2147483647);
let l_467 = bitcast<f32>(l_466);
let l_468 = f64(l_467);
l_mut_249 = l_468;
let l_469 = l_466 < u32(8388608);
if l_469 {
let l_470 = f64(l_466);
let l_471 = l_470 * f64(1.401298464324817e-45);
l_mut_249 = l_471;
}
let l_472 = bitcast<u64>(l_mut_249);
let l_473 = l_465 >> u32(31);
let l_474 = u64(l_473);
let l_475 = l_474 << u32(bitcast<u64>(u64(63)));
let l_476 = l_472 | l_475;
let l_477 = bitcast<f64>(l_476);
let l_478 = bitcast<u32>(l_mut_25);
let l_479 = l_478 + u32(1);
l_mut_480 = l_479;
let l_481 = l_478 & u32(2147483647);
let l_482 = l_481 == u32(0);
if l_482 {
l_mut_480 = u32(1);
} else {
let l_483 = l_478 & u32(2147483648);
let l_484 = l_483 != u32(0);
if l_484 {
let l_485 = l_478 - u32(1);
l_mut_480 = l_485;
} else {
let l_486 = l_478 == u32(2139095040);
if l_486 {
l_mut_480 = l_478;
}
}
}
let l_487 = bitcast<f32>(l_mut_480);
let l_488 = bitcast<u32>(l_487);
let l_489 = l_488 & u32(2147483647);
let l_490 = bitcast<f32>(l_489);
let l_491 = f64(l_490);
l_mut_249 = l_491;
let l_492 = l_489 < u32(8388608);
if l_492 {
let l_493 = f64(l_489);
let l_494 = l_493 * f64(1.401298464324817e-45);
l_mut_249 = l_494;
}
let l_495 = bitcast<u64>(l_mut_249);
let l_496 = l_488 >> u32(31);
let l_497 = u64(l_496);
let l_498 = l_497 << u32(bitcast<u64>(u64(63)));
let l_499 = l_495 | l_498;
let l_500 = bitcast<f64>(l_499);
let l_501 = bitcast<u32>(l_mut_25);
let l_502 = l_501 ^ u32(2147483648);
let l_503 = bitcast<f32>(l_502);
let l_504 = bitcast<u32>(l_503);
let l_505 = l_504 + u32(1);
l_mut_480 = l_505;
let l_506 = l_504 & u32(2147483647);
let l_507 = l_506 == u32(0);
if l_507 {
l_mut_480 = u32(1);
} else {
let l_508 = l_504 & u32(2147483648);
let l_509 = l_508 != u32(0);
if l_509 {
let l_510 = l_504 - u32(1);
l_mut_480 = l_510;
} else {
let l_511 = l_504 == u32(2139095040);
if l_511 {
l_mut_480 = l_504;
}
}
}
let l_512 = bitcast<f32>(l_mut_480);
let l_513 = bitcast<u32>(l_512);
let l_514 = l_513 ^ u32(2147483648);
let l_515 = bitcast<f32>(l_514);
let l_516 = bitcast<u32>(l_515);
let l_517 = l_516 & u32(2147483647);
let l_518 = bitcast<f32>(l_517);
let l_519 = f64(l_518);
l_mut_249 = l_519;
let l_520 = l_517 < u32(8388608);
if l_520 {
let l_521 = f64(l_517);
let l_522 = l_521 * f64(1.401298464324817e-45);
l_mut_249 = l_522;
}
let l_523 = bitcast<u64>(l_mut_249);
let l_524 = l_516 >> u32(31);
let l_525 = u64(l_524);
let l_526 = l_525 << u32(bitcast<u64>(u64(63)));
let l_527 = l_523 | l_526;
let l_528 = bitcast<f64>(l_527);
let l_529 = l_463 + l_462;
let l_530 = l_529 <= l_477;
l_mut_531 = l_530;
let l_532 = l_463 - l_462;
let l_533 = l_532 > l_477;
l_mut_534 = l_533;
let l_535 = l_464 - l_462;
let l_536 = l_535 >= l_477;
l_mut_537 = l_536;
let l_538 = l_464 + l_462;
let l_539 = l_538 < l_477;
l_mut_540 = l_539;
if l_409 {
let l_541 = l_463 + l_462;
let l_542 = l_541 < l_500;
l_mut_531 = l_542;
let l_543 = l_463 - l_462;
let l_544 = l_543 >= l_500;
l_mut_534 = l_544;
let l_545 = l_464 - l_462;
let l_546 = l_545 > l_528;
l_mut_537 = l_546;
let l_547 = l_464 + l_462;
let l_548 = l_547 <= l_528;
l_mut_540 = l_548;
}
l_mut_480 = u32(2);
let l_549 = l_mut_534 || l_mut_540;
if l_549 {
l_mut_480 = u32(1);
} else {
let l_550 = l_mut_531 && l_mut_537;
if l_550 {
l_mut_480 = u32(0);
}
}
let l_551 = bitcast<u32>(l_mut_25);
let l_552 = l_551 & u32(2147483647);
let l_553 = l_552 == u32(0);
if l_553 {
let l_554 = l_463 + l_462;
let l_555 = l_554 < f64(1.1754943508222875e-38);
let l_556 = l_464 - l_462;
let l_557 = l_556 > f64(-1.1754943508222875e-38);
let l_558 = l_555 && l_557;
let l_559 = l_463 - l_462;
let l_560 = l_559 < f64(1.1754943508222875e-38);
let l_561 = l_464 + l_462;
let l_562 = l_561 > f64(-1.1754943508222875e-38);
let l_563 = l_560 && l_562;
if l_558 {
l_mut_480 = u32(0);
} else {
let l_564 = l_mut_480 == u32(1);
let l_565 = l_563 && l_564;
if l_565 {
l_mut_480 = u32(2);
}
}
}
l_mut_439 = l_mut_480;
}
l_mut_423 = l_mut_439;
} else {
let l_566 = l_405 == u32(3);
if l_566 {
l_mut_423 = u32(0);
let l_567 = l_419 >= f64(1.1754943508222875e-38);
let l_568 = l_419 <= f64(8.507059173023462e37);
let l_569 = l_567 && l_568;
if l_569 {
let l_570 = abs(l_mut_31);
l_mut_249 = f64(1.401298464324817e-45);
let l_571 = l_570 >= f64(1.1754943508222875e-38);
let l_572 = l_570 <= f64(1.7976931348623157e308);
let l_573 = l_571 && l_572;
if l_573 {
let l_574 = bitcast<u64>(l_570);
let l_575 = l_574 >> u32(bitcast<u64>(u64(52)));
let l_576 = l_575 - u64(23);
let l_577 = l_576 << u32(bitcast<u64>(u64(52)));
let l_578 = bitcast<f64>(l_577);
l_mut_249 = l_578;
}
let l_579 = l_411 * l_mut_249;
l_mut_480 = u32(2);
let l_580 = l_mut_31 - l_421;
let l_581 = abs(l_580);
l_mut_249 = f64(1.401298464324817e-45);
let l_582 = l_581 >= f64(1.1754943508222875e-38);
let l_583 = l_581 <= f64(1.7976931348623157e308);
let l_584 = l_582 && l_583;
if l_584 {
let l_585 = bitcast<u64>(l_581);
let l_586 = l_585 >> u32(bitcast<u64>(u64(52)));
let l_587 = l_586 - u64(23);
let l_588 = l_587 << u32(bitcast<u64>(u64(52)));
let l_589 = bitcast<f64>(l_588);
l_mut_249 = l_589;
}
let l_590 = l_mut_31 + l_421;
let l_591 = abs(l_590);
l_mut_84 = f64(1.401298464324817e-45);
let l_592 = l_591 >= f64(1.1754943508222875e-38);
let l_593 = l_591 <= f64(1.7976931348623157e308);
let l_594 = l_592 && l_593;
if l_594 {
let l_595 = bitcast<u64>(l_591);
let l_596 = l_595 >> u32(bitcast<u64>(u64(52)));
let l_597 = l_596 - u64(23);
let l_598 = l_597 << u32(bitcast<u64>(u64(52)));
let l_599 = bitcast<f64>(l_598);
l_mut_84 = l_599;
}
let l_600 = l_mut_249 == l_mut_84;
if l_600 {
let l_601 = l_579 * f64(1.4551915228366852e-11);
let l_602 = l_421 + l_601;
let l_603 = l_mut_31 - l_579;
let l_604 = l_mut_31 + l_579;
let l_605 = bitcast<u32>(l_mut_25);
let l_606 = l_605 & u32(2147483647);
let l_607 = bitcast<f32>(l_606);
let l_608 = f64(l_607);
l_mut_249 = l_608;
let l_609 = l_606 < u32(8388608);
if l_609 {
let l_610 = f64(l_606);
let l_611 = l_610 * f64(1.401298464324817e-45);
l_mut_249 = l_611;
}
let l_612 = bitcast<u64>(l_mut_249);
let l_613 = l_605 >> u32(31);
let l_614 = u64(l_613);
let l_615 = l_614 << u32(bitcast<u64>(u64(63)));
let l_616 = l_612 | l_615;
let l_617 = bitcast<f64>(l_616);
let l_618 = bitcast<u32>(l_mut_25);
let l_619 = l_618 + u32(1);
l_mut_439 = l_619;
let l_620 = l_618 & u32(2147483647);
let l_621 = l_620 == u32(0);
if l_621 {
l_mut_439 = u32(1);
} else {
let l_622 = l_618 & u32(2147483648);
let l_623 = l_622 != u32(0);
if l_623 {
let l_624 = l_618 - u32(1);
l_mut_439 = l_624;
} else {
let l_625 = l_618 == u32(2139095040);
if l_625 {
l_mut_439 = l_618;
}
}
}
let l_626 = bitcast<f32>(l_mut_439);
let l_627 = bitcast<u32>(l_626);
let l_628 = l_627 & u32(2147483647);
let l_629 = bitcast<f32>(l_628);
let l_630 = f64(l_629);
l_mut_249 = l_630;
let l_631 = l_628 < u32(8388608);
if l_631 {
let l_632 = f64(l_628);
let l_633 = l_632 * f64(1.401298464324817e-45);
l_mut_249 = l_633;
}
let l_634 = bitcast<u64>(l_mut_249);
let l_635 = l_627 >> u32(31);
let l_636 = u64(l_635);
let l_637 = l_636 << u32(bitcast<u64>(u64(63)));
let l_638 = l_634 | l_637;
let l_639 = bitcast<f64>(l_638);
let l_640 = bitcast<u32>(l_mut_25);
let l_641 = l_640 ^ u32(2147483648);
let l_642 = bitcast<f32>(l_641);
let l_643 = bitcast<u32>(l_642);
let l_644 = l_643 + u32(1);
l_mut_439 = l_644;
let l_645 = l_643 & u32(2147483647);
let l_646 = l_645 == u32(0);
if l_646 {
l_mut_439 = u32(1);
} else {
let l_647 = l_643 & u32(2147483648);
let l_648 = l_647 != u32(0);
if l_648 {
let l_649 = l_643 - u32(1);
l_mut_439 = l_649;
} else {
let l_650 = l_643 == u32(2139095040);
if l_650 {
l_mut_439 = l_643;
}
}
}
let l_651 = bitcast<f32>(l_mut_439);
let l_652 = bitcast<u32>(l_651);
let l_653 = l_652 ^ u32(2147483648);
let l_654 = bitcast<f32>(l_653);
let l_655 = bitcast<u32>(l_654);
let l_656 = l_655 & u32(2147483647);
let l_657 = bitcast<f32>(l_656);
let l_658 = f64(l_657);
l_mut_249 = l_658;
let l_659 = l_656 < u32(8388608);
if l_659 {
let l_660 = f64(l_656);
let l_661 = l_660 * f64(1.401298464324817e-45);
l_mut_249 = l_661;
}
let l_662 = bitcast<u64>(l_mut_249);
let l_663 = l_655 >> u32(31);
let l_664 = u64(l_663);
let l_665 = l_664 << u32(bitcast<u64>(u64(63)));
let l_666 = l_662 | l_665;
let l_667 = bitcast<f64>(l_666);
let l_668 = l_603 + l_602;
let l_669 = l_668 <= l_617;
l_mut_540 = l_669;
let l_670 = l_603 - l_602;
let l_671 = l_670 > l_617;
l_mut_537 = l_671;
let l_672 = l_604 - l_602;
let l_673 = l_672 >= l_617;
l_mut_534 = l_673;
let l_674 = l_604 + l_602;
let l_675 = l_674 < l_617;
l_mut_531 = l_675;
if l_409 {
let l_676 = l_603 + l_602;
let l_677 = l_676 < l_639;
l_mut_540 = l_677;
let l_678 = l_603 - l_602;
let l_679 = l_678 >= l_639;
l_mut_537 = l_679;
let l_680 = l_604 - l_602;
let l_681 = l_680 > l_667;
l_mut_534 = l_681;
let l_682 = l_604 + l_602;
let l_683 = l_682 <= l_667;
l_mut_531 = l_683;
}
l_mut_439 = u32(2);
let l_684 = l_mut_537 || l_mut_531;
if l_684 {
l_mut_439 = u32(1);
} else {
let l_685 = l_mut_540 && l_mut_534;
if l_685 {
l_mut_439 = u32(0);
}
}
let l_686 = bitcast<u32>(l_mut_25);
let l_687 = l_686 & u32(2147483647);
let l_688 = l_687 == u32(0);
if l_688 {
let l_689 = l_603 + l_602;
let l_690 = l_689 < f64(1.1754943508222875e-38);
let l_691 = l_604 - l_602;
let l_692 = l_691 > f64(-1.1754943508222875e-38);
let l_693 = l_690 && l_692;
let l_694 = l_603 - l_602;
let l_695 = l_694 < f64(1.1754943508222875e-38);
let l_696 = l_604 + l_602;
let l_697 = l_696 > f64(-1.1754943508222875e-38);
let l_698 = l_695 && l_697;
if l_693 {
l_mut_439 = u32(0);
} else {
let l_699 = l_mut_439 == u32(1);
let l_700 = l_698 && l_699;
if l_700 {
l_mut_439 = u32(2);
}
}
}
l_mut_480 = l_mut_439;
}
l_mut_423 = l_mut_480;
}
} else {
let l_701 = l_405 == u32(4);
if l_701 {
let l_702 = l_414 * l_419;
let l_703 = l_411 + l_702;
let l_704 = abs(l_mut_31);
l_mut_249 = f64(1.401298464324817e-45);
let l_705 = l_704 >= f64(1.1754943508222875e-38);
let l_706 = l_704 <= f64(1.7976931348623157e308);
let l_707 = l_705 && l_706;
if l_707 {
let l_708 = bitcast<u64>(l_704);
let l_709 = l_708 >> u32(bitcast<u64>(u64(52)));
let l_710 = l_709 - u64(23);
let l_711 = l_710 << u32(bitcast<u64>(u64(52)));
let l_712 = bitcast<f64>(l_711);
l_mut_249 = l_712;
}
let l_713 = l_703 * l_mut_249;
l_mut_480 = u32(2);
let l_714 = l_mut_31 - l_421;
let l_715 = abs(l_714);
l_mut_249 = f64(1.401298464324817e-45);
let l_716 = l_715 >= f64(1.1754943508222875e-38);
let l_717 = l_715 <= f64(1.7976931348623157e308);
let l_718 = l_716 && l_717;
if l_718 {
let l_719 = bitcast<u64>(l_715);
let l_720 = l_719 >> u32(bitcast<u64>(u64(52)));
let l_721 = l_720 - u64(23);
let l_722 = l_721 << u32(bitcast<u64>(u64(52)));
let l_723 = bitcast<f64>(l_722);
l_mut_249 = l_723;
}
let l_724 = l_mut_31 + l_421;
let l_725 = abs(l_724);
l_mut_84 = f64(1.401298464324817e-45);
let l_726 = l_725 >= f64(1.1754943508222875e-38);
let l_727 = l_725 <= f64(1.7976931348623157e308);
let l_728 = l_726 && l_727;
if l_728 {
let l_729 = bitcast<u64>(l_725);
let l_730 = l_729 >> u32(bitcast<u64>(u64(52)));
let l_731 = l_730 - u64(23);
let l_732 = l_731 << u32(bitcast<u64>(u64(52)));
let l_733 = bitcast<f64>(l_732);
l_mut_84 = l_733;
}
let l_734 = l_mut_249 == l_mut_84;
if l_734 {
let l_735 = l_713 * f64(1.4551915228366852e-11);
let l_736 = l_421 + l_735;
let l_737 = l_mut_31 - l_713;
let l_738 = l_mut_31 + l_713;
let l_739 = bitcast<u32>(l_mut_25);
let l_740 = l_739 & u32(2147483647);
let l_741 = bitcast<f32>(l_740);
let l_742 = f64(l_741);
l_mut_249 = l_742;
let l_743 = l_740 < u32(8388608);
if l_743 {
let l_744 = f64(l_740);
let l_745 = l_744 * f64(1.401298464324817e-45);
l_mut_249 = l_745;
}
let l_746 = bitcast<u64>(l_mut_249);
let l_747 = l_739 >> u32(31);
let l_748 = u64(l_747);
let l_749 = l_748 << u32(bitcast<u64>(u64(63)));
let l_750 = l_746 | l_749;
let l_751 = bitcast<f64>(l_750);
let l_752 = bitcast<u32>(l_mut_25);
let l_753 = l_752 + u32(1);
l_mut_439 = l_753;
let l_754 = l_752 & u32(2147483647);
let l_755 = l_754 == u32(0);
if l_755 {
l_mut_439 = u32(1);
} else {
let l_756 = l_752 & u32(2147483648);
let l_757 = l_756 != u32(0);
if l_757 {
let l_758 = l_752 - u32(1);
l_mut_439 = l_758;
} else {
let l_759 = l_752 == u32(2139095040);
if l_759 {
l_mut_439 = l_752;
}
}
}
let l_760 = bitcast<f32>(l_mut_439);
let l_761 = bitcast<u32>(l_760);
let l_762 = l_761 & u32(2147483647);
let l_763 = bitcast<f32>(l_762);
let l_764 = f64(l_763);
l_mut_249 = l_764;
let l_765 = l_762 < u32(8388608);
if l_765 {
let l_766 = f64(l_762);
let l_767 = l_766 * f64(1.401298464324817e-45);
l_mut_249 = l_767;
}
let l_768 = bitcast<u64>(l_mut_249);
let l_769 = l_761 >> u32(31);
let l_770 = u64(l_769);
let l_771 = l_770 << u32(bitcast<u64>(u64(63)));
let l_772 = l_768 | l_771;
let l_773 = bitcast<f64>(l_772);
let l_774 = bitcast<u32>(l_mut_25);
let l_775 = l_774 ^ u32(2147483648);
let l_776 = bitcast<f32>(l_775);
let l_777 = bitcast<u32>(l_776);
let l_778 = l_777 + u32(1);
l_mut_439 = l_778;
let l_779 = l_777 & u32(2147483647);
let l_780 = l_779 == u32(0);
if l_780 {
l_mut_439 = u32(1);
} else {
let l_781 = l_777 & u32(2147483648);
let l_782 = l_781 != u32(0);
if l_782 {
let l_783 = l_777 - u32(1);
l_mut_439 = l_783;
} else {
let l_784 = l_777 == u32(2139095040);
if l_784 {
l_mut_439 = l_777;
}
}
}
let l_785 = bitcast<f32>(l_mut_439);
let l_786 = bitcast<u32>(l_785);
let l_787 = l_786 ^ u32(2147483648);
let l_788 = bitcast<f32>(l_787);
let l_789 = bitcast<u32>(l_788);
let l_790 = l_789 & u32(2147483647);
let l_791 = bitcast<f32>(l_790);
let l_792 = f64(l_791);
l_mut_249 = l_792;
let l_793 = l_790 < u32(8388608);
if l_793 {
let l_794 = f64(l_790);
let l_795 = l_794 * f64(1.401298464324817e-45);
l_mut_249 = l_795;
}
let l_796 = bitcast<u64>(l_mut_249);
let l_797 = l_789 >> u32(31);
let l_798 = u64(l_797);
let l_799 = l_798 << u32(bitcast<u64>(u64(63)));
let l_800 = l_796 | l_799;
let l_801 = bitcast<f64>(l_800);
let l_802 = l_737 + l_736;
let l_803 = l_802 <= l_751;
l_mut_540 = l_803;
let l_804 = l_737 - l_736;
let l_805 = l_804 > l_751;
l_mut_537 = l_805;
let l_806 = l_738 - l_736;
let l_807 = l_806 >= l_751;
l_mut_534 = l_807;
let l_808 = l_738 + l_736;
let l_809 = l_808 < l_751;
l_mut_531 = l_809;
if l_409 {
let l_810 = l_737 + l_736;
let l_811 = l_810 < l_773;
l_mut_540 = l_811;
let l_812 = l_737 - l_736;
let l_813 = l_812 >= l_773;
l_mut_537 = l_813;
let l_814 = l_738 - l_736;
let l_815 = l_814 > l_801;
l_mut_534 = l_815;
let l_816 = l_738 + l_736;
let l_817 = l_816 <= l_801;
l_mut_531 = l_817;
}
l_mut_439 = u32(2);
let l_818 = l_mut_537 || l_mut_531;
if l_818 {
l_mut_439 = u32(1);
} else {
let l_819 = l_mut_540 && l_mut_534;
if l_819 {
l_mut_439 = u32(0);
}
}
let l_820 = bitcast<u32>(l_mut_25);
let l_821 = l_820 & u32(2147483647);
let l_822 = l_821 == u32(0);
if l_822 {
let l_823 = l_737 + l_736;
let l_824 = l_823 < f64(1.1754943508222875e-38);
let l_825 = l_738 - l_736;
let l_826 = l_825 > f64(-1.1754943508222875e-38);
let l_827 = l_824 && l_826;
let l_828 = l_737 - l_736;
let l_829 = l_828 < f64(1.1754943508222875e-38);
let l_830 = l_738 + l_736;
let l_831 = l_830 > f64(-1.1754943508222875e-38);
let l_832 = l_829 && l_831;
if l_827 {
l_mut_439 = u32(0);
} else {
let l_833 = l_mut_439 == u32(1);
let l_834 = l_832 && l_833;
if l_834 {
l_mut_439 = u32(2);
}
}
}
l_mut_480 = l_mut_439;
}
l_mut_423 = l_mut_480;
} else {
let l_835 = l_405 == u32(5);
if l_835 {
let l_836 = f64(2.0) * l_418;
let l_837 = abs(l_836);
let l_838 = floor(l_837);
let l_839 = f64(3.0) + l_838;
let l_840 = abs(l_mut_31);
l_mut_249 = f64(1.401298464324817e-45);
let l_841 = l_840 >= f64(1.1754943508222875e-38);
let l_842 = l_840 <= f64(1.7976931348623157e308);
let l_843 = l_841 && l_842;
if l_843 {
let l_844 = bitcast<u64>(l_840);
let l_845 = l_844 >> u32(bitcast<u64>(u64(52)));
let l_846 = l_845 - u64(23);
let l_847 = l_846 << u32(bitcast<u64>(u64(52)));
let l_848 = bitcast<f64>(l_847);
l_mut_249 = l_848;
}
let l_849 = l_839 * l_mut_249;
l_mut_480 = u32(2);
let l_850 = l_mut_31 - l_421;
let l_851 = abs(l_850);
l_mut_249 = f64(1.401298464324817e-45);
let l_852 = l_851 >= f64(1.1754943508222875e-38);
let l_853 = l_851 <= f64(1.7976931348623157e308);
let l_854 = l_852 && l_853;
if l_854 {
let l_855 = bitcast<u64>(l_851);
let l_856 = l_855 >> u32(bitcast<u64>(u64(52)));
let l_857 = l_856 - u64(23);
let l_858 = l_857 << u32(bitcast<u64>(u64(52)));
let l_859 = bitcast<f64>(l_858);
l_mut_249 = l_859;
}
let l_860 = l_mut_31 + l_421;
let l_861 = abs(l_860);
l_mut_84 = f64(1.401298464324817e-45);
let l_862 = l_861 >= f64(1.1754943508222875e-38);
let l_863 = l_861 <= f64(1.7976931348623157e308);
let l_864 = l_862 && l_863;
if l_864 {
let l_865 = bitcast<u64>(l_861);
let l_866 = l_865 >> u32(bitcast<u64>(u64(52)));
let l_867 = l_866 - u64(23);
let l_868 = l_867 << u32(bitcast<u64>(u64(52)));
let l_869 = bitcast<f64>(l_868);
l_mut_84 = l_869;
}
let l_870 = l_mut_249 == l_mut_84;
if l_870 {
let l_871 = l_849 * f64(1.4551915228366852e-11);
let l_872 = l_421 + l_871;
let l_873 = l_mut_31 - l_849;
let l_874 = l_mut_31 + l_849;
let l_875 = bitcast<u32>(l_mut_25);
let l_876 = l_875 & u32(2147483647);
let l_877 = bitcast<f32>(l_876);
let l_878 = f64(l_877);
l_mut_249 = l_878;
let l_879 = l_876 < u32(8388608);
if l_879 {
let l_880 = f64(l_876);
let l_881 = l_880 * f64(1.401298464324817e-45);
l_mut_249 = l_881;
}
let l_882 = bitcast<u64>(l_mut_249);
let l_883 = l_875 >> u32(31);
let l_884 = u64(l_883);
let l_885 = l_884 << u32(bitcast<u64>(u64(63)));
let l_886 = l_882 | l_885;
let l_887 = bitcast<f64>(l_886);
let l_888 = bitcast<u32>(l_mut_25);
let l_889 = l_888 + u32(1);
l_mut_439 = l_889;
let l_890 = l_888 & u32(2147483647);
let l_891 = l_890 == u32(0);
if l_891 {
l_mut_439 = u32(1);
} else {
let l_892 = l_888 & u32(2147483648);
let l_893 = l_892 != u32(0);
if l_893 {
let l_894 = l_888 - u32(1);
l_mut_439 = l_894;
} else {
let l_895 = l_888 == u32(2139095040);
if l_895 {
l_mut_439 = l_888;
}
}
}
let l_896 = bitcast<f32>(l_mut_439);
let l_897 = bitcast<u32>(l_896);
let l_898 = l_897 & u32(2147483647);
let l_899 = bitcast<f32>(l_898);
let l_900 = f64(l_899);
l_mut_249 = l_900;
let l_901 = l_898 < u32(8388608);
if l_901 {
let l_902 = f64(l_898);
let l_903 = l_902 * f64(1.401298464324817e-45);
l_mut_249 = l_903;
}
let l_904 = bitcast<u64>(l_mut_249);
let l_905 = l_897 >> u32(31);
let l_906 = u64(l_905);
let l_907 = l_906 << u32(bitcast<u64>(u64(63)));
let l_908 = l_904 | l_907;
let l_909 = bitcast<f64>(l_908);
let l_910 = bitcast<u32>(l_mut_25);
let l_911 = l_910 ^ u32(2147483648);
let l_912 = bitcast<f32>(l_911);
let l_913 = bitcast<u32>(l_912);
let l_914 = l_913 + u32(1);
l_mut_439 = l_914;
let l_915 = l_913 & u32(2147483647);
let l_916 = l_915 == u32(0);
if l_916 {
l_mut_439 = u32(1);
} else {
let l_917 = l_913 & u32(2147483648);
let l_918 = l_917 != u32(0);
if l_918 {
let l_919 = l_913 - u32(1);
l_mut_439 = l_919;
} else {
let l_920 = l_913 == u32(2139095040);
if l_920 {
l_mut_439 = l_913;
}
}
}
let l_921 = bitcast<f32>(l_mut_439);
let l_922 = bitcast<u32>(l_921);
let l_923 = l_922 ^ u32(2147483648);
let l_924 = bitcast<f32>(l_923);
let l_925 = bitcast<u32>(l_924);
let l_926 = l_925 & u32(2147483647);
let l_927 = bitcast<f32>(l_926);
let l_928 = f64(l_927);
l_mut_249 = l_928;
let l_929 = l_926 < u32(8388608);
if l_929 {
let l_930 = f64(l_926);
let l_931 = l_930 * f64(1.401298464324817e-45);
l_mut_249 = l_931;
}
let l_932 = bitcast<u64>(l_mut_249);
let l_933 = l_925 >> u32(31);
let l_934 = u64(l_933);
let l_935 = l_934 << u32(bitcast<u64>(u64(63)));
let l_936 = l_932 | l_935;
let l_937 = bitcast<f64>(l_936);
let l_938 = l_873 + l_872;
let l_939 = l_938 <= l_887;
l_mut_540 = l_939;
let l_940 = l_873 - l_872;
let l_941 = l_940 > l_887;
l_mut_537 = l_941;
let l_942 = l_874 - l_872;
let l_943 = l_942 >= l_887;
l_mut_534 = l_943;
let l_944 = l_874 + l_872;
let l_945 = l_944 < l_887;
l_mut_531 = l_945;
if l_409 {
let l_946 = l_873 + l_872;
let l_947 = l_946 < l_909;
l_mut_540 = l_947;
let l_948 = l_873 - l_872;
let l_949 = l_948 >= l_909;
l_mut_537 = l_949;
let l_950 = l_874 - l_872;
let l_951 = l_950 > l_937;
l_mut_534 = l_951;
let l_952 = l_874 + l_872;
let l_953 = l_952 <= l_937;
l_mut_531 = l_953;
}
l_mut_439 = u32(2);
let l_954 = l_mut_537 || l_mut_531;
if l_954 {
l_mut_439 = u32(1);
} else {
let l_955 = l_mut_540 && l_mut_534;
if l_955 {
l_mut_439 = u32(0);
}
}
let l_956 = bitcast<u32>(l_mut_25);
let l_957 = l_956 & u32(2147483647);
let l_958 = l_957 == u32(0);
if l_958 {
let l_959 = l_873 + l_872;
let l_960 = l_959 < f64(1.1754943508222875e-38);
let l_961 = l_874 - l_872;
let l_962 = l_961 > f64(-1.1754943508222875e-38);
let l_963 = l_960 && l_962;
let l_964 = l_873 - l_872;
let l_965 = l_964 < f64(1.1754943508222875e-38);
let l_966 = l_874 + l_872;
let l_967 = l_966 > f64(-1.1754943508222875e-38);
let l_968 = l_965 && l_967;
if l_963 {
l_mut_439 = u32(0);
} else {
let l_969 = l_mut_439 == u32(1);
let l_970 = l_968 && l_969;
if l_970 {
l_mut_439 = u32(2);
}
}
}
l_mut_480 = l_mut_439;
}
l_mut_423 = l_mut_480;
} else {
let l_971 = l_405 == u32(6);
if l_971 {
l_mut_423 = u32(0);
let l_972 = l_419 <= l_414;
if l_972 {
let l_973 = l_411 * f64(1.4551915228366852e-11);
let l_974 = l_421 + l_973;
let l_975 = l_mut_31 - l_411;
let l_976 = l_mut_31 + l_411;
let l_977 = bitcast<u32>(l_mut_25);
let l_978 = l_977 & u32(2147483647);
let l_979 = bitcast<f32>(l_978);
let l_980 = f64(l_979);
l_mut_249 = l_980;
let l_981 = l_978 < u32(8388608);
if l_981 {
let l_982 = f64(l_978);
let l_983 = l_982 * f64(1.401298464324817e-45);
l_mut_249 = l_983;
}
let l_984 = bitcast<u64>(l_mut_249);
let l_985 = l_977 >> u32(31);
let l_986 = u64(l_985);
let l_987 = l_986 << u32(bitcast<u64>(u64(63)));
let l_988 = l_984 | l_987;
let l_989 = bitcast<f64>(l_988);
let l_990 = bitcast<u32>(l_mut_25);
let l_991 = l_990 + u32(1);
l_mut_480 = l_991;
let l_992 = l_990 & u32(2147483647);
let l_993 = l_992 == u32(0);
if l_993 {
l_mut_480 = u32(1);
} else {
let l_994 = l_990 & u32(2147483648);
let l_995 = l_994 != u32(0);
if l_995 {
let l_996 = l_990 - u32(1);
l_mut_480 = l_996;
} else {
let l_997 = l_990 == u32(2139095040);
if l_997 {
l_mut_480 = l_990;
}
}
}
let l_998 = bitcast<f32>(l_mut_480);
let l_999 = bitcast<u32>(l_998);
let l_1000 = l_999 & u32(2147483647);
let l_1001 = bitcast<f32>(l_1000);
let l_1002 = f64(l_1001);
l_mut_249 = l_1002;
let l_1003 = l_1000 < u32(8388608);
if l_1003 {
let l_1004 = f64(l_1000);
let l_1005 = l_1004 * f64(1.401298464324817e-45);
l_mut_249 = l_1005;
}
let l_1006 = bitcast<u64>(l_mut_249);
let l_1007 = l_999 >> u32(31);
let l_1008 = u64(l_1007);
let l_1009 = l_1008 << u32(bitcast<u64>(u64(63)));
let l_1010 = l_1006 | l_1009;
let l_1011 = bitcast<f64>(l_1010);
let l_1012 = bitcast<u32>(l_mut_25);
let l_1013 = l_1012 ^ u32(2147483648);
let l_1014 = bitcast<f32>(l_1013);
let l_1015 = bitcast<u32>(l_1014);
let l_1016 = l_1015 + u32(1);
l_mut_480 = l_1016;
let l_1017 = l_1015 & u32(2147483647);
let l_1018 = l_1017 == u32(0);
if l_1018 {
l_mut_480 = u32(1);
} else {
let l_1019 = l_1015 & u32(2147483648);
let l_1020 = l_1019 != u32(0);
if l_1020 {
let l_1021 = l_1015 - u32(1);
l_mut_480 = l_1021;
} else {
let l_1022 = l_1015 == u32(2139095040);
if l_1022 {
l_mut_480 = l_1015;
}
}
}
let l_1023 = bitcast<f32>(l_mut_480);
let l_1024 = bitcast<u32>(l_1023);
let l_1025 = l_1024 ^ u32(2147483648);
let l_1026 = bitcast<f32>(l_1025);
let l_1027 = bitcast<u32>(l_1026);
let l_1028 = l_1027 & u32(2147483647);
let l_1029 = bitcast<f32>(l_1028);
let l_1030 = f64(l_1029);
l_mut_249 = l_1030;
let l_1031 = l_1028 < u32(8388608);
if l_1031 {
let l_1032 = f64(l_1028);
let l_1033 = l_1032 * f64(1.401298464324817e-45);
l_mut_249 = l_1033;
}
let l_1034 = bitcast<u64>(l_mut_249);
let l_1035 = l_1027 >> u32(31);
let l_1036 = u64(l_1035);
let l_1037 = l_1036 << u32(bitcast<u64>(u64(63)));
let l_1038 = l_1034 | l_1037;
let l_1039 = bitcast<f64>(l_1038);
let l_1040 = l_975 + l_974;
let l_1041 = l_1040 <= l_989;
l_mut_540 = l_1041;
let l_1042 = l_975 - l_974;
let l_1043 = l_1042 > l_989;
l_mut_537 = l_1043;
let l_1044 = l_976 - l_974;
let l_1045 = l_1044 >= l_989;
l_mut_534 = l_1045;
let l_1046 = l_976 + l_974;
let l_1047 = l_1046 < l_989;
l_mut_531 = l_1047;
if l_409 {
let l_1048 = l_975 + l_974;
let l_1049 = l_1048 < l_1011;
l_mut_540 = l_1049;
let l_1050 = l_975 - l_974;
let l_1051 = l_1050 >= l_1011;
l_mut_537 = l_1051;
let l_1052 = l_976 - l_974;
let l_1053 = l_1052 > l_1039;
l_mut_534 = l_1053;
let l_1054 = l_976 + l_974;
let l_1055 = l_1054 <= l_1039;
l_mut_531 = l_1055;
}
l_mut_480 = u32(2);
let l_1056 = l_mut_537 || l_mut_531;
if l_1056 {
l_mut_480 = u32(1);
} else {
let l_1057 = l_mut_540 && l_mut_534;
if l_1057 {
l_mut_480 = u32(0);
}
}
let l_1058 = bitcast<u32>(l_mut_25);
let l_1059 = l_1058 & u32(2147483647);
let l_1060 = l_1059 == u32(0);
if l_1060 {
let l_1061 = l_975 + l_974;
let l_1062 = l_1061 < f64(1.1754943508222875e-38);
let l_1063 = l_976 - l_974;
let l_1064 = l_1063 > f64(-1.1754943508222875e-38);
let l_1065 = l_1062 && l_1064;
let l_1066 = l_975 - l_974;
let l_1067 = l_1066 < f64(1.1754943508222875e-38);
let l_1068 = l_976 + l_974;
let l_1069 = l_1068 > f64(-1.1754943508222875e-38);
let l_1070 = l_1067 && l_1069;
if l_1065 {
l_mut_480 = u32(0);
} else {
let l_1071 = l_mut_480 == u32(1);
let l_1072 = l_1070 && l_1071;
if l_1072 {
l_mut_480 = u32(2);
}
}
}
l_mut_423 = l_mut_480;
}
} else {
let l_1073 = l_405 == u32(7);
if l_1073 {
let l_1074 = abs(l_mut_31);
let l_1075 = l_411 * l_1074;
l_mut_249 = l_1075;
let l_1076 = abs(l_mut_31);
l_mut_84 = f64(1.401298464324817e-45);
let l_1077 = l_1076 >= f64(1.1754943508222875e-38);
let l_1078 = l_1076 <= f64(1.7976931348623157e308);
let l_1079 = l_1077 && l_1078;
if l_1079 {
let l_1080 = bitcast<u64>(l_1076);
let l_1081 = l_1080 >> u32(bitcast<u64>(u64(52)));
let l_1082 = l_1081 - u64(23);
let l_1083 = l_1082 << u32(bitcast<u64>(u64(52)));
let l_1084 = bitcast<f64>(l_1083);
l_mut_84 = l_1084;
}
let l_1085 = f64(0.5) * l_mut_84;
let l_1086 = l_1085 > l_mut_249;
if l_1086 {
l_mut_249 = l_1085;
}
let l_1087 = l_mut_31 - l_421;
let l_1088 = abs(l_1087);
l_mut_84 = f64(1.401298464324817e-45);
let l_1089 = l_1088 >= f64(1.1754943508222875e-38);
let l_1090 = l_1088 <= f64(1.7976931348623157e308);
let l_1091 = l_1089 && l_1090;
if l_1091 {
let l_1092 = bitcast<u64>(l_1088);
let l_1093 = l_1092 >> u32(bitcast<u64>(u64(52)));
let l_1094 = l_1093 - u64(23);
let l_1095 = l_1094 << u32(bitcast<u64>(u64(52)));
let l_1096 = bitcast<f64>(l_1095);
l_mut_84 = l_1096;
}
let l_1097 = l_mut_31 + l_421;
let l_1098 = abs(l_1097);
l_mut_57 = f64(1.401298464324817e-45);
let l_1099 = l_1098 >= f64(1.1754943508222875e-38);
let l_1100 = l_1098 <= f64(1.7976931348623157e308);
let l_1101 = l_1099 && l_1100;
if l_1101 {
let l_1102 = bitcast<u64>(l_1098);
let l_1103 = l_1102 >> u32(bitcast<u64>(u64(52)));
let l_1104 = l_1103 - u64(23);
let l_1105 = l_1104 << u32(bitcast<u64>(u64(52)));
let l_1106 = bitcast<f64>(l_1105);
l_mut_57 = l_1106;
}
let l_1107 = l_mut_84 == l_mut_57;
if l_1107 {
let l_1108 = l_411 * l_421;
let l_1109 = l_421 + l_1108;
let l_1110 = l_mut_249 * f64(1.4551915228366852e-11);
let l_1111 = l_1109 + l_1110;
let l_1112 = l_mut_31 - l_mut_249;
let l_1113 = l_mut_31 + l_mut_249;
let l_1114 = bitcast<u32>(l_mut_25);
let l_1115 = l_1114 & u32(2147483647);
let l_1116 = bitcast<f32>(l_1115);
let l_1117 = f64(l_1116);
l_mut_249 = l_1117;
let l_1118 = l_1115 < u32(8388608);
if l_1118 {
let l_1119 = f64(l_1115);
let l_1120 = l_1119 * f64(1.401298464324817e-45);
l_mut_249 = l_1120;
}
let l_1121 = bitcast<u64>(l_mut_249);
let l_1122 = l_1114 >> u32(31);
let l_1123 = u64(l_1122);
let l_1124 = l_1123 << u32(bitcast<u64>(u64(63)));
let l_1125 = l_1121 | l_1124;
let l_1126 = bitcast<f64>(l_1125);
let l_1127 = bitcast<u32>(l_mut_25);
let l_1128 = l_1127 + u32(1);
l_mut_480 = l_1128;
let l_1129 = l_1127 & u32(2147483647);
let l_1130 = l_1129 == u32(0);
if l_1130 {
l_mut_480 = u32(1);
} else {
let l_1131 = l_1127 & u32(2147483648);
let l_1132 = l_1131 != u32(0);
if l_1132 {
let l_1133 = l_1127 - u32(1);
l_mut_480 = l_1133;
} else {
let l_1134 = l_1127 == u32(2139095040);
if l_1134 {
l_mut_480 = l_1127;
}
}
}
let l_1135 = bitcast<f32>(l_mut_480);
let l_1136 = bitcast<u32>(l_1135);
let l_1137 = l_1136 & u32(2147483647);
let l_1138 = bitcast<f32>(l_1137);
let l_1139 = f64(l_1138);
l_mut_249 = l_1139;
let l_1140 = l_1137 < u32(8388608);
if l_1140 {
let l_1141 = f64(l_1137);
let l_1142 = l_1141 * f64(1.401298464324817e-45);
l_mut_249 = l_1142;
}
let l_1143 = bitcast<u64>(l_mut_249);
let l_1144 = l_1136 >> u32(31);
let l_1145 = u64(l_1144);
let l_1146 = l_1145 << u32(bitcast<u64>(u64(63)));
let l_1147 = l_1143 | l_1146;
let l_1148 = bitcast<f64>(l_1147);
let l_1149 = bitcast<u32>(l_mut_25);
let l_1150 = l_1149 ^ u32(2147483648);
let l_1151 = bitcast<f32>(l_1150);
let l_1152 = bitcast<u32>(l_1151);
let l_1153 = l_1152 + u32(1);
l_mut_480 = l_1153;
let l_1154 = l_1152 & u32(2147483647);
let l_1155 = l_1154 == u32(0);
if l_1155 {
l_mut_480 = u32(1);
} else {
let l_1156 = l_1152 & u32(2147483648);
let l_1157 = l_1156 != u32(0);
if l_1157 {
let l_1158 = l_1152 - u32(1);
l_mut_480 = l_1158;
} else {
let l_1159 = l_1152 == u32(2139095040);
if l_1159 {
l_mut_480 = l_1152;
}
}
}
let l_1160 = bitcast<f32>(l_mut_480);
let l_1161 = bitcast<u32>(l_1160);
let l_1162 = l_1161 ^ u32(2147483648);
let l_1163 = bitcast<f32>(l_1162);
let l_1164 = bitcast<u32>(l_1163);
let l_1165 = l_1164 & u32(2147483647);
let l_1166 = bitcast<f32>(l_1165);
let l_1167 = f64(l_1166);
l_mut_249 = l_1167;
let l_1168 = l_1165 < u32(8388608);
if l_1168 {
let l_1169 = f64(l_1165);
let l_1170 = l_1169 * f64(1.401298464324817e-45);
l_mut_249 = l_1170;
}
let l_1171 = bitcast<u64>(l_mut_249);
let l_1172 = l_1164 >> u32(31);
let l_1173 = u64(l_1172);
let l_1174 = l_1173 << u32(bitcast<u64>(u64(63)));
let l_1175 = l_1171 | l_1174;
let l_1176 = bitcast<f64>(l_1175);
let l_1177 = l_1112 + l_1111;
let l_1178 = l_1177 <= l_1126;
l_mut_540 = l_1178;
let l_1179 = l_1112 - l_1111;
let l_1180 = l_1179 > l_1126;
l_mut_537 = l_1180;
let l_1181 = l_1113 - l_1111;
let l_1182 = l_1181 >= l_1126;
l_mut_534 = l_1182;
let l_1183 = l_1113 + l_1111;
let l_1184 = l_1183 < l_1126;
l_mut_531 = l_1184;
if l_409 {
let l_1185 = l_1112 + l_1111;
let l_1186 = l_1185 < l_1148;
l_mut_540 = l_1186;
let l_1187 = l_1112 - l_1111;
let l_1188 = l_1187 >= l_1148;
l_mut_537 = l_1188;
let l_1189 = l_1113 - l_1111;
let l_1190 = l_1189 > l_1176;
l_mut_534 = l_1190;
let l_1191 = l_1113 + l_1111;
let l_1192 = l_1191 <= l_1176;
l_mut_531 = l_1192;
}
l_mut_480 = u32(2);
let l_1193 = l_mut_537 || l_mut_531;
if l_1193 {
l_mut_480 = u32(1);
} else {
let l_1194 = l_mut_540 && l_mut_534;
if l_1194 {
l_mut_480 = u32(0);
}
}
let l_1195 = bitcast<u32>(l_mut_25);
let l_1196 = l_1195 & u32(2147483647);
let l_1197 = l_1196 == u32(0);
if l_1197 {
let l_1198 = l_1112 + l_1111;
let l_1199 = l_1198 < f64(1.1754943508222875e-38);
let l_1200 = l_1113 - l_1111;
let l_1201 = l_1200 > f64(-1.1754943508222875e-38);
let l_1202 = l_1199 && l_1201;
let l_1203 = l_1112 - l_1111;
let l_1204 = l_1203 < f64(1.1754943508222875e-38);
let l_1205 = l_1113 + l_1111;
let l_1206 = l_1205 > f64(-1.1754943508222875e-38);
let l_1207 = l_1204 && l_1206;
if l_1202 {
l_mut_480 = u32(0);
} else {
let l_1208 = l_mut_480 == u32(1);
let l_1209 = l_1207 && l_1208;
if l_1209 {
l_mut_480 = u32(2);
}
}
}
l_mut_423 = l_mut_480;
}
} else {
let l_1210 = l_405 == u32(8);
if l_1210 {
let l_1211 = l_418 >= f64(0.5);
let l_1212 = l_418 <= f64(2.0);
let l_1213 = l_1211 && l_1212;
if l_1213 {
let l_1214 = l_411 * f64(1.4551915228366852e-11);
let l_1215 = l_421 + l_1214;
let l_1216 = l_mut_31 - l_411;
let l_1217 = l_mut_31 + l_411;
let l_1218 = bitcast<u32>(l_mut_25);
let l_1219 = l_1218 & u32(2147483647);
let l_1220 = bitcast<f32>(l_1219);
let l_1221 = f64(l_1220);
l_mut_249 = l_1221;
let l_1222 = l_1219 < u32(8388608);
if l_1222 {
let l_1223 = f64(l_1219);
let l_1224 = l_1223 * f64(1.401298464324817e-45);
l_mut_249 = l_1224;
}
let l_1225 = bitcast<u64>(l_mut_249);
let l_1226 = l_1218 >> u32(31);
let l_1227 = u64(l_1226);
let l_1228 = l_1227 << u32(bitcast<u64>(u64(63)));
let l_1229 = l_1225 | l_1228;
let l_1230 = bitcast<f64>(l_1229);
let l_1231 = bitcast<u32>(l_mut_25);
let l_1232 = l_1231 + u32(1);
l_mut_480 = l_1232;
let l_1233 = l_1231 & u32(2147483647);
let l_1234 = l_1233 == u32(0);
if l_1234 {
l_mut_480 = u32(1);
} else {
let l_1235 = l_1231 & u32(2147483648);
let l_1236 = l_1235 != u32(0);
if l_1236 {
let l_1237 = l_1231 - u32(1);
l_mut_480 = l_1237;
} else {
let l_1238 = l_1231 == u32(2139095040);
if l_1238 {
l_mut_480 = l_1231;
}
}
}
let l_1239 = bitcast<f32>(l_mut_480);
let l_1240 = bitcast<u32>(l_1239);
let l_1241 = l_1240 & u32(2147483647);
let l_1242 = bitcast<f32>(l_1241);
let l_1243 = f64(l_1242);
l_mut_249 = l_1243;
let l_1244 = l_1241 < u32(8388608);
if l_1244 {
let l_1245 = f64(l_1241);
let l_1246 = l_1245 * f64(1.401298464324817e-45);
l_mut_249 = l_1246;
}
let l_1247 = bitcast<u64>(l_mut_249);
let l_1248 = l_1240 >> u32(31);
let l_1249 = u64(l_1248);
let l_1250 = l_1249 << u32(bitcast<u64>(u64(63)));
let l_1251 = l_1247 | l_1250;
let l_1252 = bitcast<f64>(l_1251);
let l_1253 = bitcast<u32>(l_mut_25);
let l_1254 = l_1253 ^ u32(2147483648);
let l_1255 = bitcast<f32>(l_1254);
let l_1256 = bitcast<u32>(l_1255);
let l_1257 = l_1256 + u32(1);
l_mut_480 = l_1257;
let l_1258 = l_1256 & u32(2147483647);
let l_1259 = l_1258 == u32(0);
if l_1259 {
l_mut_480 = u32(1);
} else {
let l_1260 = l_1256 & u32(2147483648);
let l_1261 = l_1260 != u32(0);
if l_1261 {
let l_1262 = l_1256 - u32(1);
l_mut_480 = l_1262;
} else {
let l_1263 = l_1256 == u32(2139095040);
if l_1263 {
l_mut_480 = l_1256;
}
}
}
let l_1264 = bitcast<f32>(l_mut_480);
let l_1265 = bitcast<u32>(l_1264);
let l_1266 = l_1265 ^ u32(2147483648);
let l_1267 = bitcast<f32>(l_1266);
let l_1268 = bitcast<u32>(l_1267);
let l_1269 = l_1268 & u32(2147483647);
let l_1270 = bitcast<f32>(l_1269);
let l_1271 = f64(l_1270);
l_mut_249 = l_1271;
let l_1272 = l_1269 < u32(8388608);
if l_1272 {
let l_1273 = f64(l_1269);
let l_1274 = l_1273 * f64(1.401298464324817e-45);
l_mut_249 = l_1274;
}
let l_1275 = bitcast<u64>(l_mut_249);
let l_1276 = l_1268 >> u32(31);
let l_1277 = u64(l_1276);
let l_1278 = l_1277 << u32(bitcast<u64>(u64(63)));
let l_1279 = l_1275 | l_1278;
let l_1280 = bitcast<f64>(l_1279);
let l_1281 = l_1216 + l_1215;
let l_1282 = l_1281 <= l_1230;
l_mut_540 = l_1282;
let l_1283 = l_1216 - l_1215;
let l_1284 = l_1283 > l_1230;
l_mut_537 = l_1284;
let l_1285 = l_1217 - l_1215;
let l_1286 = l_1285 >= l_1230;
l_mut_534 = l_1286;
let l_1287 = l_1217 + l_1215;
let l_1288 = l_1287 < l_1230;
l_mut_531 = l_1288;
if l_409 {
let l_1289 = l_1216 + l_1215;
let l_1290 = l_1289 < l_1252;
l_mut_540 = l_1290;
let l_1291 = l_1216 - l_1215;
let l_1292 = l_1291 >= l_1252;
l_mut_537 = l_1292;
let l_1293 = l_1217 - l_1215;
let l_1294 = l_1293 > l_1280;
l_mut_534 = l_1294;
let l_1295 = l_1217 + l_1215;
let l_1296 = l_1295 <= l_1280;
l_mut_531 = l_1296;
}
l_mut_480 = u32(2);
let l_1297 = l_mut_537 || l_mut_531;
if l_1297 {
l_mut_480 = u32(1);
} else {
let l_1298 = l_mut_540 && l_mut_534;
if l_1298 {
l_mut_480 = u32(0);
}
}
let l_1299 = bitcast<u32>(l_mut_25);
let l_1300 = l_1299 & u32(2147483647);
let l_1301 = l_1300 == u32(0);
if l_1301 {
let l_1302 = l_1216 + l_1215;
let l_1303 = l_1302 < f64(1.1754943508222875e-38);
let l_1304 = l_1217 - l_1215;
let l_1305 = l_1304 > f64(-1.1754943508222875e-38);
let l_1306 = l_1303 && l_1305;
let l_1307 = l_1216 - l_1215;
let l_1308 = l_1307 < f64(1.1754943508222875e-38);
let l_1309 = l_1217 + l_1215;
let l_1310 = l_1309 > f64(-1.1754943508222875e-38);
let l_1311 = l_1308 && l_1310;
if l_1306 {
l_mut_480 = u32(0);
} else {
let l_1312 = l_mut_480 == u32(1);
let l_1313 = l_1311 && l_1312;
if l_1313 {
l_mut_480 = u32(2);
}
}
}
l_mut_423 = l_mut_480;
} else {
let l_1314 = abs(l_mut_31);
l_mut_249 = f64(1.401298464324817e-45);
let l_1315 = l_1314 >= f64(1.1754943508222875e-38);
let l_1316 = l_1314 <= f64(1.7976931348623157e308);
let l_1317 = l_1315 && l_1316;
if l_1317 {
let l_1318 = bitcast<u64>(l_1314);
let l_1319 = l_1318 >> u32(bitcast<u64>(u64(52)));
let l_1320 = l_1319 - u64(23);
let l_1321 = l_1320 << u32(bitcast<u64>(u64(52)));
let l_1322 = bitcast<f64>(l_1321);
l_mut_249 = l_1322;
}
let l_1323 = l_414 * l_mut_249;
l_mut_480 = u32(2);
let l_1324 = l_mut_31 - l_421;
let l_1325 = abs(l_1324);
l_mut_249 = f64(1.401298464324817e-45);
let l_1326 = l_1325 >= f64(1.1754943508222875e-38);
let l_1327 = l_1325 <= f64(1.7976931348623157e308);
let l_1328 = l_1326 && l_1327;
if l_1328 {
let l_1329 = bitcast<u64>(l_1325);
let l_1330 = l_1329 >> u32(bitcast<u64>(u64(52)));
let l_1331 = l_1330 - u64(23);
let l_1332 = l_1331 << u32(bitcast<u64>(u64(52)));
let l_1333 = bitcast<f64>(l_1332);
l_mut_249 = l_1333;
}
let l_1334 = l_mut_31 + l_421;
let l_1335 = abs(l_1334);
l_mut_84 = f64(1.401298464324817e-45);
let l_1336 = l_1335 >= f64(1.1754943508222875e-38);
let l_1337 = l_1335 <= f64(1.7976931348623157e308);
let l_1338 = l_1336 && l_1337;
if l_1338 {
let l_1339 = bitcast<u64>(l_1335);
let l_1340 = l_1339 >> u32(bitcast<u64>(u64(52)));
let l_1341 = l_1340 - u64(23);
let l_1342 = l_1341 << u32(bitcast<u64>(u64(52)));
let l_1343 = bitcast<f64>(l_1342);
l_mut_84 = l_1343;
}
let l_1344 = l_mut_249 == l_mut_84;
if l_1344 {
let l_1345 = l_1323 * f64(1.4551915228366852e-11);
let l_1346 = l_421 + l_1345;
let l_1347 = l_mut_31 - l_1323;
let l_1348 = l_mut_31 + l_1323;
let l_1349 = bitcast<u32>(l_mut_25);
let l_1350 = l_1349 & u32(2147483647);
let l_1351 = bitcast<f32>(l_1350);
let l_1352 = f64(l_1351);
l_mut_249 = l_1352;
let l_1353 = l_1350 < u32(8388608);
if l_1353 {
let l_1354 = f64(l_1350);
let l_1355 = l_1354 * f64(1.401298464324817e-45);
l_mut_249 = l_1355;
}
let l_1356 = bitcast<u64>(l_mut_249);
let l_1357 = l_1349 >> u32(31);
let l_1358 = u64(l_1357);
let l_1359 = l_1358 << u32(bitcast<u64>(u64(63)));
let l_1360 = l_1356 | l_1359;
let l_1361 = bitcast<f64>(l_1360);
let l_1362 = bitcast<u32>(l_mut_25);
let l_1363 = l_1362 + u32(1);
l_mut_439 = l_1363;
let l_1364 = l_1362 & u32(2147483647);
let l_1365 = l_1364 == u32(0);
if l_1365 {
l_mut_439 = u32(1);
} else {
let l_1366 = l_1362 & u32(2147483648);
let l_1367 = l_1366 != u32(0);
if l_1367 {
let l_1368 = l_1362 - u32(1);
l_mut_439 = l_1368;
} else {
let l_1369 = l_1362 == u32(2139095040);
if l_1369 {
l_mut_439 = l_1362;
}
}
}
let l_1370 = bitcast<f32>(l_mut_439);
let l_1371 = bitcast<u32>(l_1370);
let l_1372 = l_1371 & u32(2147483647);
let l_1373 = bitcast<f32>(l_1372);
let l_1374 = f64(l_1373);
l_mut_249 = l_1374;
let l_1375 = l_1372 < u32(8388608);
if l_1375 {
let l_1376 = f64(l_1372);
let l_1377 = l_1376 * f64(1.401298464324817e-45);
l_mut_249 = l_1377;
}
let l_1378 = bitcast<u64>(l_mut_249);
let l_1379 = l_1371 >> u32(31);
let l_1380 = u64(l_1379);
let l_1381 = l_1380 << u32(bitcast<u64>(u64(63)));
let l_1382 = l_1378 | l_1381;
let l_1383 = bitcast<f64>(l_1382);
let l_1384 = bitcast<u32>(l_mut_25);
let l_1385 = l_1384 ^ u32(2147483648);
let l_1386 = bitcast<f32>(l_1385);
let l_1387 = bitcast<u32>(l_1386);
let l_1388 = l_1387 + u32(1);
l_mut_439 = l_1388;
let l_1389 = l_1387 & u32(2147483647);
let l_1390 = l_1389 == u32(0);
if l_1390 {
l_mut_439 = u32(1);
} else {
let l_1391 = l_1387 & u32(2147483648);
let l_1392 = l_1391 != u32(0);
if l_1392 {
let l_1393 = l_1387 - u32(1);
l_mut_439 = l_1393;
} else {
let l_1394 = l_1387 == u32(2139095040);
if l_1394 {
l_mut_439 = l_1387;
}
}
}
let l_1395 = bitcast<f32>(l_mut_439);
let l_1396 = bitcast<u32>(l_1395);
let l_1397 = l_1396 ^ u32(2147483648);
let l_1398 = bitcast<f32>(l_1397);
let l_1399 = bitcast<u32>(l_1398);
let l_1400 = l_1399 & u32(2147483647);
let l_1401 = bitcast<f32>(l_1400);
let l_1402 = f64(l_1401);
l_mut_249 = l_1402;
let l_1403 = l_1400 < u32(8388608);
if l_1403 {
let l_1404 = f64(l_1400);
let l_1405 = l_1404 * f64(1.401298464324817e-45);
l_mut_249 = l_1405;
}
let l_1406 = bitcast<u64>(l_mut_249);
let l_1407 = l_1399 >> u32(31);
let l_1408 = u64(l_1407);
let l_1409 = l_1408 << u32(bitcast<u64>(u64(63)));
let l_1410 = l_1406 | l_1409;
let l_1411 = bitcast<f64>(l_1410);
let l_1412 = l_1347 + l_1346;
let l_1413 = l_1412 <= l_1361;
l_mut_540 = l_1413;
let l_1414 = l_1347 - l_1346;
let l_1415 = l_1414 > l_1361;
l_mut_537 = l_1415;
let l_1416 = l_1348 - l_1346;
let l_1417 = l_1416 >= l_1361;
l_mut_534 = l_1417;
let l_1418 = l_1348 + l_1346;
let l_1419 = l_1418 < l_1361;
l_mut_531 = l_1419;
if l_409 {
let l_1420 = l_1347 + l_1346;
let l_1421 = l_1420 < l_1383;
l_mut_540 = l_1421;
let l_1422 = l_1347 - l_1346;
let l_1423 = l_1422 >= l_1383;
l_mut_537 = l_1423;
let l_1424 = l_1348 - l_1346;
let l_1425 = l_1424 > l_1411;
l_mut_534 = l_1425;
let l_1426 = l_1348 + l_1346;
let l_1427 = l_1426 <= l_1411;
l_mut_531 = l_1427;
}
l_mut_439 = u32(2);
let l_1428 = l_mut_537 || l_mut_531;
if l_1428 {
l_mut_439 = u32(1);
} else {
let l_1429 = l_mut_540 && l_mut_534;
if l_1429 {
l_mut_439 = u32(0);
}
}
let l_1430 = bitcast<u32>(l_mut_25);
let l_1431 = l_1430 & u32(2147483647);
let l_1432 = l_1431 == u32(0);
if l_1432 {
let l_1433 = l_1347 + l_1346;
let l_1434 = l_1433 < f64(1.1754943508222875e-38);
let l_1435 = l_1348 - l_1346;
let l_1436 = l_1435 > f64(-1.1754943508222875e-38);
let l_1437 = l_1434 && l_1436;
let l_1438 = l_1347 - l_1346;
let l_1439 = l_1438 < f64(1.1754943508222875e-38);
let l_1440 = l_1348 + l_1346;
let l_1441 = l_1440 > f64(-1.1754943508222875e-38);
let l_1442 = l_1439 && l_1441;
if l_1437 {
l_mut_439 = u32(0);
} else {
let l_1443 = l_mut_439 == u32(1);
let l_1444 = l_1442 && l_1443;
if l_1444 {
l_mut_439 = u32(2);
}
}
}
l_mut_480 = l_mut_439;
}
l_mut_423 = l_mut_480;
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
let l_1445 = a_422[u32(0)];
let l_1446 = l_1445 == u32(0);
if l_1446 {
l_mut_423 = u32(2);
}
a_10[l_mut_403] = l_mut_423;
let l_1447 = a_10[l_mut_403];
let l_1448 = l_1447 == u32(2);
if l_1448 {
l_mut_136 = bool(false);
}
}
}
let l_1449 = l_mut_68 == u32(4294967293);
if l_1449 {
let l_1450 = a_8[u32(0)];
let l_1451 = l_1450 + u32(1);
a_8[u32(0)] = l_1451;
} else {
if l_mut_136 {
l_mut_249 = l_391;
let l_1452 = l_mut_249 < f64(-17.0);
if l_1452 {
l_mut_249 = f64(-17.0);
}
let l_1453 = l_mut_249 > f64(17.0);
if l_1453 {
l_mut_249 = f64(17.0);
}
let l_1454 = l_mut_249 + f64(16.0);
let l_1455 = l_1454 + f64(1.0);
let l_1456 = u32(l_1455);
let l_1457 = u32(2) + l_1456;
let l_1458 = a_8[l_1457];
let l_1459 = l_1458 + u32(1);
a_8[l_1457] = l_1459;
let l_1460 = bitcast<u32>(l_mut_25);
let l_1461 = l_1460 & u32(2147483647);
let l_1462 = bitcast<f32>(l_1461);
let l_1463 = f64(l_1462);
l_mut_249 = l_1463;
let l_1464 = l_1461 < u32(8388608);
if l_1464 {
let l_1465 = f64(l_1461);
let l_1466 = l_1465 * f64(1.401298464324817e-45);
l_mut_249 = l_1466;
}
let l_1467 = bitcast<u64>(l_mut_249);
let l_1468 = l_1460 >> u32(31);
let l_1469 = u64(l_1468);
let l_1470 = l_1469 << u32(bitcast<u64>(u64(63)));
let l_1471 = l_1467 | l_1470;
let l_1472 = bitcast<f64>(l_1471);
let l_1473 = abs(l_mut_31);
let l_1474 = l_mut_31 * f64(0.0);
let l_1475 = l_1474 + f64(7.1362384635298e44);
l_mut_249 = l_1475;
let l_1476 = l_1473 >= f64(2.350988701644575e-38);
if l_1476 {
let l_1477 = l_mut_68 & u32(2147483647);
let l_1478 = bitcast<f32>(l_1477);
let l_1479 = f64(l_1478);
let l_1480 = l_1477 & u32(2139095040);
let l_1481 = bitcast<f32>(l_1480);
let l_1482 = f64(l_1481);
let l_1483 = l_1479 > l_1473;
let l_1484 = l_1477 & u32(8388607);
let l_1485 = l_1484 == u32(0);
let l_1486 = l_1483 && l_1485;
let l_1487 = l_1482 * f64(1.1920928955078125e-7);
let l_1488 = f64(l_1486);
let l_1489 = f64(0.5) * l_1488;
let l_1490 = f64(1.0) - l_1489;
let l_1491 = l_1487 * l_1490;
let l_1492 = f64(1.0) / l_1491;
l_mut_249 = l_1492;
}
let l_1493 = l_1472 - l_mut_31;
let l_1494 = l_1493 * l_mut_249;
let l_1495 = u32(2) * u32(0);
let l_1496 = u32(45) + l_1495;
let l_1497 = abs(l_1494);
let l_1498 = a_9[u32(0)];
let l_1499 = abs(l_1498);
let l_1500 = l_1497 > l_1499;
l_mut_540 = l_1500;
let l_1501 = u32(0) == u32(0);
if l_1501 {
let l_1502 = a_9[u32(0)];
let l_1503 = l_1494 < l_1502;
l_mut_540 = l_1503;
} else {
let l_1504 = u32(0) == u32(1);
if l_1504 {
let l_1505 = a_9[u32(0)];
let l_1506 = l_1494 > l_1505;
l_mut_540 = l_1506;
}
}
let l_1507 = a_8[l_1496];
let l_1508 = l_1507 == u32(4294967295);
let l_1509 = l_1508 || l_mut_540;
if l_1509 {
a_8[l_1496] = l_23;
let l_1510 = l_1496 + u32(1);
a_8[l_1510] = l_372;
a_9[u32(0)] = l_1494;
}
let l_1511 = u32(2) * u32(1);
let l_1512 = u32(45) + l_1511;
let l_1513 = abs(l_1494);
let l_1514 = a_9[u32(1)];
let l_1515 = abs(l_1514);
let l_1516 = l_1513 > l_1515;
l_mut_540 = l_1516;
let l_1517 = u32(1) == u32(0);
if l_1517 {
let l_1518 = a_9[u32(1)];
let l_1519 = l_1494 < l_1518;
l_mut_540 = l_1519;
} else {
let l_1520 = u32(1) == u32(1);
if l_1520 {
let l_1521 = a_9[u32(1)];
let l_1522 = l_1494 > l_1521;
l_mut_540 = l_1522;
}
}
let l_1523 = a_8[l_1512];
let l_1524 = l_1523 == u32(4294967295);
let l_1525 = l_1524 || l_mut_540;
if l_1525 {
a_8[l_1512] = l_23;
let l_1526 = l_1512 + u32(1);
a_8[l_1526] = l_372;
a_9[u32(1)] = l_1494;
}
let l_1527 = l_391 != f64(0.0);
if l_1527 {

for (var l_mut_1528: u32 = u32(0); l_mut_1528 < u32(8); l_mut_1528++) {
let l_1529 = a_10[l_mut_1528];
let l_1530 = l_1529 == u32(1);
if l_1530 {
let l_1531 = u32(37) + l_mut_1528;
let l_1532 = a_8[l_1531];
let l_1533 = l_1532 + u32(1);
a_8[l_1531] = l_1533;
let l_1534 = u32(2) + l_mut_1528;
let l_1535 = u32(2) * l_1534;
let l_1536 = u32(45) + l_1535;
let l_1537 = abs(l_1494);
let l_1538 = a_9[l_1534];
let l_1539 = abs(l_1538);
let l_1540 = l_1537 > l_1539;
l_mut_540 = l_1540;
let l_1541 = l_1534 == u32(0);
if l_1541 {
let l_1542 = a_9[l_1534];
let l_1543 = l_1494 < l_1542;
l_mut_540 = l_1543;
} else {
let l_1544 = l_1534 == u32(1);
if l_1544 {
let l_1545 = a_9[l_1534];
let l_1546 = l_1494 > l_1545;
l_mut_540 = l_1546;
}
}
let l_1547 = a_8[l_1536];
let l_1548 = l_1547 == u32(4294967295);
let l_1549 = l_1548 || l_mut_540;
if l_1549 {
a_8[l_1536] = l_23;
let l_1550 = l_1536 + u32(1);
a_8[l_1550] = l_372;
a_9[l_1534] = l_1494;
}
}
}
}
} else {
let l_1551 = a_8[u32(1)];
let l_1552 = l_2 + l_1551;
let l_1553 = l_1552 * u32(2);
let l_1673 = info.static_meta[u32(6)];
let l_1674 = l_1673 * u32(1);
let l_1675 = l_1553 < l_1674;
if l_1675 {
buffer_6_global[l_1553] = l_23;
}
let l_1554 = l_1553 + u32(1);
let l_1676 = info.static_meta[u32(6)];
let l_1677 = l_1676 * u32(1);
let l_1678 = l_1554 < l_1677;
if l_1678 {
buffer_6_global[l_1554] = l_372;
}
let l_1555 = a_8[u32(1)];
let l_1556 = l_1555 + u32(1);
a_8[u32(1)] = l_1556;
}
}
}

for (var l_mut_1557: u32 = u32(0); l_mut_1557 < u32(65); l_mut_1557++) {
let l_1558 = id * u32(65);
let l_1559 = l_1558 + l_mut_1557;
let l_1560 = a_8[l_mut_1557];
let l_1679 = info.static_meta[u32(4)];
let l_1680 = l_1679 * u32(1);
let l_1681 = l_1559 < l_1680;
if l_1681 {
buffer_4_global[l_1559] = l_1560;
}
}

for (var l_mut_1561: u32 = u32(0); l_mut_1561 < u32(10); l_mut_1561++) {
let l_1562 = id * u32(10);
let l_1563 = l_1562 + l_mut_1561;
let l_1564 = a_9[l_mut_1561];
let l_1682 = info.static_meta[u32(5)];
let l_1683 = l_1682 * u32(1);
let l_1684 = l_1563 < l_1683;
if l_1684 {
buffer_5_global[l_1563] = l_1564;
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
