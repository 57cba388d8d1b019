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
fn verdicts(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
var a_30: array<u32, 1>;

var a_1068: array<f64, 2>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_1015: i32;
var l_mut_122: f64;
var l_mut_133: bool;
var l_mut_136: bool;
var l_mut_139: bool;
var l_mut_142: bool;
var l_mut_1577: f64;
var l_mut_31: u32;
var l_mut_38: f64;
var l_mut_48: u32;
var l_mut_61: f64;
var l_mut_87: u32;
let l_0 = info.static_meta[u32(8)];
let l_1 = id < l_0;
if l_1 {
let l_1613 = info.static_meta[u32(6)];
let l_1614 = l_1613 * u32(1);
let l_1615 = u32(1024) < l_1614;
let l_1616 = l_1614 - u32(1);
let l_1617 = min(u32(1024), l_1616);
let l_1618 = buffer_6_global[l_1617];
let l_1619 = select(u32(0), l_1618, l_1615);
let l_2 = l_1619;
let l_3 = bitcast<f32>(l_2);
let l_4 = f64(l_3);

for (var l_mut_5: u32 = u32(0); l_mut_5 < u32(8); l_mut_5++) {
let l_6 = id * u32(8);
let l_7 = l_6 + l_mut_5;
let l_8 = u32(2) * l_mut_5;
let l_1620 = info.static_meta[u32(4)];
let l_1621 = l_1620 * u32(1);
let l_1622 = l_8 < l_1621;
let l_1623 = l_1621 - u32(1);
let l_1624 = min(l_8, l_1623);
let l_1625 = buffer_4_global[l_1624];
let l_1626 = select(u32(0), l_1625, l_1622);
let l_9 = l_1626;
let l_10 = u32(2) * l_mut_5;
let l_11 = l_10 + u32(1);
let l_1627 = info.static_meta[u32(4)];
let l_1628 = l_1627 * u32(1);
let l_1629 = l_11 < l_1628;
let l_1630 = l_1628 - u32(1);
let l_1631 = min(l_11, l_1630);
let l_1632 = buffer_4_global[l_1631];
let l_1633 = select(u32(0), l_1632, l_1629);
let l_12 = l_1633;
let l_13 = l_12 != u32(0);
let l_1634 = info.static_meta[u32(0)];
let l_1635 = l_1634 * u32(1);
let l_1636 = id < l_1635;
let l_1637 = l_1635 - u32(1);
let l_1638 = min(id, l_1637);
let l_1639 = buffer_0_global[l_1638];
let l_1640 = select(f32(0.0), l_1639, l_1636);
let l_14 = l_1640;
let l_1641 = info.static_meta[u32(1)];
let l_1642 = l_1641 * u32(1);
let l_1643 = id < l_1642;
let l_1644 = l_1642 - u32(1);
let l_1645 = min(id, l_1644);
let l_1646 = buffer_1_global[l_1645];
let l_1647 = select(f32(0.0), l_1646, l_1643);
let l_15 = l_1647;
let l_1648 = info.static_meta[u32(2)];
let l_1649 = l_1648 * u32(1);
let l_1650 = id < l_1649;
let l_1651 = l_1649 - u32(1);
let l_1652 = min(id, l_1651);
let l_1653 = buffer_2_global[l_1652];
let l_1654 = select(f64(0.0), l_1653, l_1650);
let l_16 = l_1654;
let l_1655 = info.static_meta[u32(3)];
let l_1656 = l_1655 * u32(1);
let l_1657 = id < l_1656;
let l_1658 = l_1656 - u32(1);
let l_1659 = min(id, l_1658);
let l_1660 = buffer_3_global[l_1659];
let l_1661 = select(f64(0.0), l_1660, l_1657);
let l_17 = l_1661;
let l_18 = l_mut_5 * u32(4);
let l_1662 = info.static_meta[u32(5)];
let l_1663 = l_1662 * u32(1);
let l_1664 = l_18 < l_1663;
let l_1665 = l_1663 - u32(1);
let l_1666 = min(l_18, l_1665);
let l_1667 = buffer_5_global[l_1666];
let l_1668 = select(f64(0.0), l_1667, l_1664);
let l_19 = l_1668;
let l_20 = l_mut_5 * u32(4);
let l_21 = l_20 + u32(1);
let l_1669 = info.static_meta[u32(5)];
let l_1670 = l_1669 * u32(1);
let l_1671 = l_21 < l_1670;
let l_1672 = l_1670 - u32(1);
let l_1673 = min(l_21, l_1672);
let l_1674 = buffer_5_global[l_1673];
let l_1675 = select(f64(0.0), l_1674, l_1671);
let l_22 = l_1675;
let l_23 = l_mut_5 * u32(4);
let l_24 = l_23 + u32(2);
let l_1676 = info.static_meta[u32(5)];
let l_1677 = l_1676 * u32(1);
let l_1678 = l_24 < l_1677;
let l_1679 = l_1677 - u32(1);
let l_1680 = min(l_24, l_1679);
let l_1681 = buffer_5_global[l_1680];
let l_1682 = select(f64(0.0), l_1681, l_1678);
let l_25 = l_1682;
let l_26 = f64(l_14);
let l_27 = abs(l_26);
let l_28 = abs(l_16);
let l_29 = l_28 * f64(1.4551915228366852e-11);
a_30[u32(0)] = u32(1);
l_mut_31 = u32(2);
let l_32 = l_9 == u32(0);
if l_32 {
l_mut_31 = u32(0);
} else {
let l_33 = l_9 == u32(1);
if l_33 {
l_mut_31 = u32(1);
let l_34 = abs(l_17);
let l_35 = l_34 <= l_19;
if l_35 {
l_mut_31 = u32(0);
}
} else {
let l_36 = l_9 == u32(2);
if l_36 {
let l_37 = abs(l_16);
l_mut_38 = f64(1.401298464324817e-45);
let l_39 = l_37 >= f64(1.1754943508222875e-38);
let l_40 = l_37 <= f64(1.7976931348623157e308);
let l_41 = l_39 && l_40;
if l_41 {
let l_42 = bitcast<u64>(l_37);
let l_43 = l_42 >> u32(bitcast<u64>(u64(52)));
let l_44 = l_43 - u64(23);
let l_45 = l_44 << u32(bitcast<u64>(u64(52)));
let l_46 = bitcast<f64>(l_45);
l_mut_38 = l_46;
}
let l_47 = l_19 * l_mut_38;
l_mut_48 = u32(2);
let l_49 = l_16 - l_29;
let l_50 = abs(l_49);
l_mut_38 = f64(1.401298464324817e-45);
let l_51 = l_50 >= f64(1.1754943508222875e-38);
let l_52 = l_50 <= f64(1.7976931348623157e308);
let l_53 = l_51 && l_52;
if l_53 {
let l_54 = bitcast<u64>(l_50);
let l_55 = l_54 >> u32(bitcast<u64>(u64(52)));
let l_56 = l_55 - u64(23);
let l_57 = l_56 << u32(bitcast<u64>(u64(52)));
let l_58 = bitcast<f64>(l_57);
l_mut_38 = l_58;
}
let l_59 = l_16 + l_29;
let l_60 = abs(l_59);
l_mut_61 = f64(1.401298464324817e-45);
let l_62 = l_60 >= f64(1.1754943508222875e-38);
let l_63 = l_60 <= f64(1.7976931348623157e308);
let l_64 = l_62 && l_63;
if l_64 {
let l_65 = bitcast<u64>(l_60);
let l_66 = l_65 >> u32(bitcast<u64>(u64(52)));
let l_67 = l_66 - u64(23);
let l_68 = l_67 << u32(bitcast<u64>(u64(52)));
let l_69 = bitcast<f64>(l_68);
l_mut_61 = l_69;
}
let l_70 = l_mut_38 == l_mut_61;
if l_70 {
let l_71 = l_47 * f64(1.4551915228366852e-11);
let l_72 = l_29 + l_71;
let l_73 = l_16 - l_47;
let l_74 = l_16 + l_47;
let l_75 = bitcast<u32>(l_15);
let l_76 = f64(l_15);
l_mut_61 = l_76;
let l_77 = l_75 & u32(2139095040);
let l_78 = l_77 == u32(0);
if l_78 {
let l_79 = l_75 & u32(8388607);
let l_80 = f64(l_79);
let l_81 = l_80 * f64(1.401298464324817e-45);
l_mut_61 = l_81;
let l_82 = l_75 >> u32(31);
let l_83 = l_82 == u32(1);
if l_83 {
let l_84 = -l_mut_61;
l_mut_61 = l_84;
}
}
let l_85 = bitcast<u32>(l_15);
let l_86 = l_85 + u32(1);
l_mut_87 = l_86;
let l_88 = l_85 & u32(2147483647);
let l_89 = l_88 == u32(0);
if l_89 {
l_mut_87 = u32(1);
} else {
let l_90 = l_85 & u32(2147483648);
let l_91 = l_90 != u32(0);
if l_91 {
let l_92 = l_85 - u32(1);
l_mut_87 = l_92;
} else {
let l_93 = l_85 == u32(2139095040);
if l_93 {
l_mut_87 = l_85;
}
}
}
let l_94 = bitcast<f32>(l_mut_87);
let l_95 = bitcast<u32>(l_94);
let l_96 = f64(l_94);
l_mut_38 = l_96;
let l_97 = l_95 & u32(2139095040);
let l_98 = l_97 == u32(0);
if l_98 {
let l_99 = l_95 & u32(8388607);
let l_100 = f64(l_99);
let l_101 = l_100 * f64(1.401298464324817e-45);
l_mut_38 = l_101;
let l_102 = l_95 >> u32(31);
let l_103 = l_102 == u32(1);
if l_103 {
let l_104 = -l_mut_38;
l_mut_38 = l_104;
}
}
let l_105 = bitcast<u32>(l_15);
let l_106 = l_105 ^ u32(2147483648);
let l_107 = bitcast<f32>(l_106);
let l_108 = bitcast<u32>(l_107);
let l_109 = l_108 + u32(1);
l_mut_87 = l_109;
let l_110 = l_108 & u32(2147483647);
let l_111 = l_110 == u32(0);
if l_111 {
l_mut_87 = u32(1);
} else {
let l_112 = l_108 & u32(2147483648);
let l_113 = l_112 != u32(0);
if l_113 {
let l_114 = l_108 - u32(1);
l_mut_87 = l_114;
} else {
let l_115 = l_108 == u32(2139095040);
if l_115 {
l_mut_87 = l_108;
}
}
}
let l_116 = bitcast<f32>(l_mut_87);
let l_117 = bitcast<u32>(l_116);
let l_118 = l_117 ^ u32(2147483648);
let l_119 = bitcast<f32>(l_118);
let l_120 = bitcast<u32>(l_119);
let l_121 = f64(l_119);
l_mut_122 = l_121;
let l_123 = l_120 & u32(2139095040);
let l_124 = l_123 == u32(0);
if l_124 {
let l_125 = l_120 & u32(8388607);
let l_126 = f64(l_125);
let l_127 = l_126 * f64(1.401298464324817e-45);
l_mut_122 = l_127;
let l_128 = l_120 >> u32(31);
let l_129 = l_128 == u32(1);
if l_129 {
let l_130 = -l_mut_122;
l_mut_122 = l_130;
}
}
let l_131 = l_73 + l_72;
let l_132 = l_131 <= l_mut_61;
l_mut_133 = l_132;
let l_134 = l_73 - l_72;
let l_135 = l_134 > l_mut_61;
l_mut_136 = l_135;
let l_137 = l_74 - l_72;
let l_138 = l_137 >= l_mut_61;
l_mut_139 = l_138;
let l_140 = l_74 + l_72;
let l_141 = l_140 < l_mut_61;
l_mut_142 = l_141;
if l_13 {
let l_143 = l_73 + l_72;
let l_144 = l_143 < l_mut_38;
l_mut_133 = l_144;
let l_145 = l_73 - l_72;
let l_146 = l_145 >= l_mut_38;
l_mut_136 = l_146;
let l_147 = l_74 - l_72;
let l_148 = l_147 > l_mut_122;
l_mut_139 = l_148;
let l_149 = l_74 + l_72;
let l_150 = l_149 <= l_mut_122;
l_mut_142 = l_150;
}
l_mut_87 = u32(2);
let l_151 = l_mut_136 || l_mut_142;
if l_151 {
l_mut_87 = u32(1);
} else {
let l_152 = l_mut_133 && l_mut_139;
if l_152 {
l_mut_87 = u32(0);
}
}
let l_153 = bitcast<u32>(l_15);
let l_154 = l_153 & u32(2147483647);
let l_155 = l_154 == u32(0);
if l_155 {
let l_156 = l_73 + l_72;
let l_157 = l_156 < f64(1.1754943508222875e-38);
let l_158 = l_74 - l_72;
let l_159 = l_158 > f64(-1.1754943508222875e-38);
let l_160 = l_157 && l_159;
let l_161 = l_73 - l_72;
let l_162 = l_161 < f64(1.1754943508222875e-38);
let l_163 = l_74 + l_72;
let l_164 = l_163 > f64(-1.1754943508222875e-38);
let l_165 = l_162 && l_164;
if l_160 {
l_mut_87 = u32(0);
} else {
let l_166 = l_mut_87 == u32(1);
let l_167 = l_165 && l_166;
if l_167 {
l_mut_87 = u32(2);
}
}
}
l_mut_48 = l_mut_87;
}
l_mut_31 = l_mut_48;
} else {
let l_168 = l_9 == u32(3);
if l_168 {
l_mut_31 = u32(0);
let l_169 = l_27 >= f64(1.1754943508222875e-38);
let l_170 = l_27 <= f64(8.507059173023462e37);
let l_171 = l_169 && l_170;
if l_171 {
let l_172 = abs(l_16);
l_mut_122 = f64(1.401298464324817e-45);
let l_173 = l_172 >= f64(1.1754943508222875e-38);
let l_174 = l_172 <= f64(1.7976931348623157e308);
let l_175 = l_173 && l_174;
if l_175 {
let l_176 = bitcast<u64>(l_172);
let l_177 = l_176 >> u32(bitcast<u64>(u64(52)));
let l_178 = l_177 - u64(23);
let l_179 = l_178 << u32(bitcast<u64>(u64(52)));
let l_180 = bitcast<f64>(l_179);
l_mut_122 = l_180;
}
let l_181 = l_19 * l_mut_122;
l_mut_87 = u32(2);
let l_182 = l_16 - l_29;
let l_183 = abs(l_182);
l_mut_122 = f64(1.401298464324817e-45);
let l_184 = l_183 >= f64(1.1754943508222875e-38);
let l_185 = l_183 <= f64(1.7976931348623157e308);
let l_186 = l_184 && l_185;
if l_186 {
let l_187 = bitcast<u64>(l_183);
let l_188 = l_187 >> u32(bitcast<u64>(u64(52)));
let l_189 = l_188 - u64(23);
let l_190 = l_189 << u32(bitcast<u64>(u64(52)));
let l_191 = bitcast<f64>(l_190);
l_mut_122 = l_191;
}
let l_192 = l_16 + l_29;
let l_193 = abs(l_192);
l_mut_61 = f64(1.401298464324817e-45);
let l_194 = l_193 >= f64(1.1754943508222875e-38);
let l_195 = l_193 <= f64(1.7976931348623157e308);
let l_196 = l_194 && l_195;
if l_196 {
let l_197 = bitcast<u64>(l_193);
let l_198 = l_197 >> u32(bitcast<u64>(u64(52)));
let l_199 = l_198 - u64(23);
let l_200 = l_199 << u32(bitcast<u64>(u64(52)));
let l_201 = bitcast<f64>(l_200);
l_mut_61 = l_201;
}
let l_202 = l_mut_122 == l_mut_61;
if l_202 {
let l_203 = l_181 * f64(1.4551915228366852e-11);
let l_204 = l_29 + l_203;
let l_205 = l_16 - l_181;
let l_206 = l_16 + l_181;
let l_207 = bitcast<u32>(l_15);
let l_208 = f64(l_15);
l_mut_122 = l_208;
let l_209 = l_207 & u32(2139095040);
let l_210 = l_209 == u32(0);
if l_210 {
let l_211 = l_207 & u32(8388607);
let l_212 = f64(l_211);
let l_213 = l_212 * f64(1.401298464324817e-45);
l_mut_122 = l_213;
let l_214 = l_207 >> u32(31);
let l_215 = l_214 == u32(1);
if l_215 {
let l_216 = -l_mut_122;
l_mut_122 = l_216;
}
}
let l_217 = bitcast<u32>(l_15);
let l_218 = l_217 + u32(1);
l_mut_48 = l_218;
let l_219 = l_217 & u32(2147483647);
let l_220 = l_219 == u32(0);
if l_220 {
l_mut_48 = u32(1);
} else {
let l_221 = l_217 & u32(2147483648);
let l_222 = l_221 != u32(0);
if l_222 {
let l_223 = l_217 - u32(1);
l_mut_48 = l_223;
} else {
let l_224 = l_217 == u32(2139095040);
if l_224 {
l_mut_48 = l_217;
}
}
}
let l_225 = bitcast<f32>(l_mut_48);
let l_226 = bitcast<u32>(l_225);
let l_227 = f64(l_225);
l_mut_61 = l_227;
let l_228 = l_226 & u32(2139095040);
let l_229 = l_228 == u32(0);
if l_229 {
let l_230 = l_226 & u32(8388607);
let l_231 = f64(l_230);
let l_232 = l_231 * f64(1.401298464324817e-45);
l_mut_61 = l_232;
let l_233 = l_226 >> u32(31);
let l_234 = l_233 == u32(1);
if l_234 {
let l_235 = -l_mut_61;
l_mut_61 = l_235;
}
}
let l_236 = bitcast<u32>(l_15);
let l_237 = l_236 ^ u32(2147483648);
let l_238 = bitcast<f32>(l_237);
let l_239 = bitcast<u32>(l_238);
let l_240 = l_239 + u32(1);
l_mut_48 = l_240;
let l_241 = l_239 & u32(2147483647);
let l_242 = l_241 == u32(0);
if l_242 {
l_mut_48 = u32(1);
} else {
let l_243 = l_239 & u32(2147483648);
let l_244 = l_243 != u32(0);
if l_244 {
let l_245 = l_239 - u32(1);
l_mut_48 = l_245;
} else {
let l_246 = l_239 == u32(2139095040);
if l_246 {
l_mut_48 = l_239;
}
}
}
let l_247 = bitcast<f32>(l_mut_48);
let l_248 = bitcast<u32>(l_247);
let l_249 = l_248 ^ u32(2147483648);
let l_250 = bitcast<f32>(l_249);
let l_251 = bitcast<u32>(l_250);
let l_252 = f64(l_250);
l_mut_38 = l_252;
let l_253 = l_251 & u32(2139095040);
let l_254 = l_253 == u32(0);
if l_254 {
let l_255 = l_251 & u32(8388607);
let l_256 = f64(l_255);
let l_257 = l_256 * f64(1.401298464324817e-45);
l_mut_38 = l_257;
let l_258 = l_251 >> u32(31);
let l_259 = l_258 == u32(1);
if l_259 {
let l_260 = -l_mut_38;
l_mut_38 = l_260;
}
}
let l_261 = l_205 + l_204;
let l_262 = l_261 <= l_mut_122;
l_mut_142 = l_262;
let l_263 = l_205 - l_204;
let l_264 = l_263 > l_mut_122;
l_mut_139 = l_264;
let l_265 = l_206 - l_204;
let l_266 = l_265 >= l_mut_122;
l_mut_136 = l_266;
let l_267 = l_206 + l_204;
let l_268 = l_267 < l_mut_122;
l_mut_133 = l_268;
if l_13 {
let l_269 = l_205 + l_204;
let l_270 = l_269 < l_mut_61;
l_mut_142 = l_270;
let l_271 = l_205 - l_204;
let l_272 = l_271 >= l_mut_61;
l_mut_139 = l_272;
let l_273 = l_206 - l_204;
let l_274 = l_273 > l_mut_38;
l_mut_136 = l_274;
let l_275 = l_206 + l_204;
let l_276 = l_275 <= l_mut_38;
l_mut_133 = l_276;
}
l_mut_48 = u32(2);
let l_277 = l_mut_139 || l_mut_133;
if l_277 {
l_mut_48 = u32(1);
} else {
let l_278 = l_mut_142 && l_mut_136;
if l_278 {
l_mut_48 = u32(0);
}
}
let l_279 = bitcast<u32>(l_15);
let l_280 = l_279 & u32(2147483647);
let l_281 = l_280 == u32(0);
if l_281 {
let l_282 = l_205 + l_204;
let l_283 = l_282 < f64(1.1754943508222875e-38);
let l_284 = l_206 - l_204;
let l_285 = l_284 > f64(-1.1754943508222875e-38);
let l_286 = l_283 && l_285;
let l_287 = l_205 - l_204;
let l_288 = l_287 < f64(1.1754943508222875e-38);
let l_289 = l_206 + l_204;
let l_290 = l_289 > f64(-1.1754943508222875e-38);
let l_291 = l_288 && l_290;
if l_286 {
l_mut_48 = u32(0);
} else {
let l_292 = l_mut_48 == u32(1);
let l_293 = l_291 && l_292;
if l_293 {
l_mut_48 = u32(2);
}
}
}
l_mut_87 = l_mut_48;
}
l_mut_31 = l_mut_87;
}
} else {
let l_294 = l_9 == u32(4);
if l_294 {
let l_295 = l_22 * l_27;
let l_296 = l_19 + l_295;
let l_297 = abs(l_16);
l_mut_122 = f64(1.401298464324817e-45);
let l_298 = l_297 >= f64(1.1754943508222875e-38);
let l_299 = l_297 <= f64(1.7976931348623157e308);
let l_300 = l_298 && l_299;
if l_300 {
let l_301 = bitcast<u64>(l_297);
let l_302 = l_301 >> u32(bitcast<u64>(u64(52)));
let l_303 = l_302 - u64(23);
let l_304 = l_303 << u32(bitcast<u64>(u64(52)));
let l_305 = bitcast<f64>(l_304);
l_mut_122 = l_305;
}
let l_306 = l_296 * l_mut_122;
l_mut_87 = u32(2);
let l_307 = l_16 - l_29;
let l_308 = abs(l_307);
l_mut_122 = f64(1.401298464324817e-45);
let l_309 = l_308 >= f64(1.1754943508222875e-38);
let l_310 = l_308 <= f64(1.7976931348623157e308);
let l_311 = l_309 && l_310;
if l_311 {
let l_312 = bitcast<u64>(l_308);
let l_313 = l_312 >> u32(bitcast<u64>(u64(52)));
let l_314 = l_313 - u64(23);
let l_315 = l_314 << u32(bitcast<u64>(u64(52)));
let l_316 = bitcast<f64>(l_315);
l_mut_122 = l_316;
}
let l_317 = l_16 + l_29;
let l_318 = abs(l_317);
l_mut_61 = f64(1.401298464324817e-45);
let l_319 = l_318 >= f64(1.1754943508222875e-38);
let l_320 = l_318 <= f64(1.7976931348623157e308);
let l_321 = l_319 && l_320;
if l_321 {
let l_322 = bitcast<u64>(l_318);
let l_323 = l_322 >> u32(bitcast<u64>(u64(52)));
let l_324 = l_323 - u64(23);
let l_325 = l_324 << u32(bitcast<u64>(u64(52)));
let l_326 = bitcast<f64>(l_325);
l_mut_61 = l_326;
}
let l_327 = l_mut_122 == l_mut_61;
if l_327 {
let l_328 = l_306 * f64(1.4551915228366852e-11);
let l_329 = l_29 + l_328;
let l_330 = l_16 - l_306;
let l_331 = l_16 + l_306;
let l_332 = bitcast<u32>(l_15);
let l_333 = f64(l_15);
l_mut_122 = l_333;
let l_334 = l_332 & u32(2139095040);
let l_335 = l_334 == u32(0);
if l_335 {
let l_336 = l_332 & u32(8388607);
let l_337 = f64(l_336);
let l_338 = l_337 * f64(1.401298464324817e-45);
l_mut_122 = l_338;
let l_339 = l_332 >> u32(31);
let l_340 = l_339 == u32(1);
if l_340 {
let l_341 = -l_mut_122;
l_mut_122 = l_341;
}
}
let l_342 = bitcast<u32>(l_15);
let l_343 = l_342 + u32(1);
l_mut_48 = l_343;
let l_344 = l_342 & u32(2147483647);
let l_345 = l_344 == u32(0);
if l_345 {
l_mut_48 = u32(1);
} else {
let l_346 = l_342 & u32(2147483648);
let l_347 = l_346 != u32(0);
if l_347 {
let l_348 = l_342 - u32(1);
l_mut_48 = l_348;
} else {
let l_349 = l_342 == u32(2139095040);
if l_349 {
l_mut_48 = l_342;
}
}
}
let l_350 = bitcast<f32>(l_mut_48);
let l_351 = bitcast<u32>(l_350);
let l_352 = f64(l_350);
l_mut_61 = l_352;
let l_353 = l_351 & u32(2139095040);
let l_354 = l_353 == u32(0);
if l_354 {
let l_355 = l_351 & u32(8388607);
let l_356 = f64(l_355);
let l_357 = l_356 * f64(1.401298464324817e-45);
l_mut_61 = l_357;
let l_358 = l_351 >> u32(31);
let l_359 = l_358 == u32(1);
if l_359 {
let l_360 = -l_mut_61;
l_mut_61 = l_360;
}
}
let l_361 = bitcast<u32>(l_15);
let l_362 = l_361 ^ u32(2147483648);
let l_363 = bitcast<f32>(l_362);
let l_364 = bitcast<u32>(l_363);
let l_365 = l_364 + u32(1);
l_mut_48 = l_365;
let l_366 = l_364 & u32(2147483647);
let l_367 = l_366 == u32(0);
if l_367 {
l_mut_48 = u32(1);
} else {
let l_368 = l_364 & u32(2147483648);
let l_369 = l_368 != u32(0);
if l_369 {
let l_370 = l_364 - u32(1);
l_mut_48 = l_370;
} else {
let l_371 = l_364 == u32(2139095040);
if l_371 {
l_mut_48 = l_364;
}
}
}
let l_372 = bitcast<f32>(l_mut_48);
let l_373 = bitcast<u32>(l_372);
let l_374 = l_373 ^ u32(2147483648);
let l_375 = bitcast<f32>(l_374);
let l_376 = bitcast<u32>(l_375);
let l_377 = f64(l_375);
l_mut_38 = l_377;
let l_378 = l_376 & u32(2139095040);
let l_379 = l_378 == u32(0);
if l_379 {
let l_380 = l_376 & u32(8388607);
let l_381 = f64(l_380);
let l_382 = l_381 * f64(1.401298464324817e-45);
l_mut_38 = l_382;
let l_383 = l_376 >> u32(31);
let l_384 = l_383 == u32(1);
if l_384 {
let l_385 = -l_mut_38;
l_mut_38 = l_385;
}
}
let l_386 = l_330 + l_329;
let l_387 = l_386 <= l_mut_122;
l_mut_142 = l_387;
let l_388 = l_330 - l_329;
let l_389 = l_388 > l_mut_122;
l_mut_139 = l_389;
let l_390 = l_331 - l_329;
let l_391 = l_390 >= l_mut_122;
l_mut_136 = l_391;
let l_392 = l_331 + l_329;
let l_393 = l_392 < l_mut_122;
l_mut_133 = l_393;
if l_13 {
let l_394 = l_330 + l_329;
let l_395 = l_394 < l_mut_61;
l_mut_142 = l_395;
let l_396 = l_330 - l_329;
let l_397 = l_396 >= l_mut_61;
l_mut_139 = l_397;
let l_398 = l_331 - l_329;
let l_399 = l_398 > l_mut_38;
l_mut_136 = l_399;
let l_400 = l_331 + l_329;
let l_401 = l_400 <= l_mut_38;
l_mut_133 = l_401;
}
l_mut_48 = u32(2);
let l_402 = l_mut_139 || l_mut_133;
if l_402 {
l_mut_48 = u32(1);
} else {
let l_403 = l_mut_142 && l_mut_136;
if l_403 {
l_mut_48 = u32(0);
}
}
let l_404 = bitcast<u32>(l_15);
let l_405 = l_404 & u32(2147483647);
let l_406 = l_405 == u32(0);
if l_406 {
let l_407 = l_330 + l_329;
let l_408 = l_407 < f64(1.1754943508222875e-38);
let l_409 = l_331 - l_329;
let l_410 = l_409 > f64(-1.1754943508222875e-38);
let l_411 = l_408 && l_410;
let l_412 = l_330 - l_329;
let l_413 = l_412 < f64(1.1754943508222875e-38);
let l_414 = l_331 + l_329;
let l_415 = l_414 > f64(-1.1754943508222875e-38);
let l_416 = l_413 && l_415;
if l_411 {
l_mut_48 = u32(0);
} else {
let l_417 = l_mut_48 == u32(1);
let l_418 = l_416 && l_417;
if l_418 {
l_mut_48 = u32(2);
}
}
}
l_mut_87 = l_mut_48;
}
l_mut_31 = l_mut_87;
} else {
let l_419 = l_9 == u32(5);
if l_419 {
let l_420 = f64(2.0) * l_26;
let l_421 = abs(l_420);
let l_422 = floor(l_421);
let l_423 = f64(3.0) + l_422;
let l_424 = abs(l_16);
l_mut_122 = f64(1.401298464324817e-45);
let l_425 = l_424 >= f64(1.1754943508222875e-38);
let l_426 = l_424 <= f64(1.7976931348623157e308);
let l_427 = l_425 && l_426;
if l_427 {
let l_428 = bitcast<u64>(l_424);
let l_429 = l_428 >> u32(bitcast<u64>(u64(52)));
let l_430 = l_429 - u64(23);
let l_431 = l_430 << u32(bitcast<u64>(u64(52)));
let l_432 = bitcast<f64>(l_431);
l_mut_122 = l_432;
}
let l_433 = l_423 * l_mut_122;
l_mut_87 = u32(2);
let l_434 = l_16 - l_29;
let l_435 = abs(l_434);
l_mut_122 = f64(1.401298464324817e-45);
let l_436 = l_435 >= f64(1.1754943508222875e-38);
let l_437 = l_435 <= f64(1.7976931348623157e308);
let l_438 = l_436 && l_437;
if l_438 {
let l_439 = bitcast<u64>(l_435);
let l_440 = l_439 >> u32(bitcast<u64>(u64(52)));
let l_441 = l_440 - u64(23);
let l_442 = l_441 << u32(bitcast<u64>(u64(52)));
let l_443 = bitcast<f64>(l_442);
l_mut_122 = l_443;
}
let l_444 = l_16 + l_29;
let l_445 = abs(l_444);
l_mut_61 = f64(1.401298464324817e-45);
let l_446 = l_445 >= f64(1.1754943508222875e-38);
let l_447 = l_445 <= f64(1.7976931348623157e308);
let l_448 = l_446 && l_447;
if l_448 {
let l_449 = bitcast<u64>(l_445);
let l_450 = l_449 >> u32(bitcast<u64>(u64(52)));
let l_451 = l_450 - u64(23);
let l_452 = l_451 << u32(bitcast<u64>(u64(52)));
let l_453 = bitcast<f64>(l_452);
l_mut_61 = l_453;
}
let l_454 = l_mut_122 == l_mut_61;
if l_454 {
let l_455 = l_433 * f64(1.4551915228366852e-11);
let l_456 = l_29 + l_455;
let l_457 = l_16 - l_433;
let l_458 = l_16 + l_433;
let l_459 = bitcast<u32>(l_15);
let l_460 = f64(l_15);
l_mut_122 = l_460;
let l_461 = l_459 & u32(2139095040);
let l_462 = l_461 == u32(0);
if l_462 {
let l_463 = l_459 & u32(8388607);
let l_464 = f64(l_463);
let l_465 = l_464 * f64(1.401298464324817e-45);
l_mut_122 = l_465;
let l_466 = l_459 >> u32(31);
let l_467 = l_466 == u32(1);
if l_467 {
let l_468 = -l_mut_122;
l_mut_122 = l_468;
}
}
let l_469 = bitcast<u32>(l_15);
let l_470 = l_469 + u32(1);
l_mut_48 = l_470;
let l_471 = l_469 & u32(2147483647);
let l_472 = l_471 == u32(0);
if l_472 {
l_mut_48 = u32(1);
} else {
let l_473 = l_469 & u32(2147483648);
let l_474 = l_473 != u32(0);
if l_474 {
let l_475 = l_469 - u32(1);
l_mut_48 = l_475;
} else {
let l_476 = l_469 == u32(2139095040);
if l_476 {
l_mut_48 = l_469;
}
}
}
let l_477 = bitcast<f32>(l_mut_48);
let l_478 = bitcast<u32>(l_477);
let l_479 = f64(l_477);
l_mut_61 = l_479;
let l_480 = l_478 & u32(2139095040);
let l_481 = l_480 == u32(0);
if l_481 {
let l_482 = l_478 & u32(8388607);
let l_483 = f64(l_482);
let l_484 = l_483 * f64(1.401298464324817e-45);
l_mut_61 = l_484;
let l_485 = l_478 >> u32(31);
let l_486 = l_485 == u32(1);
if l_486 {
let l_487 = -l_mut_61;
l_mut_61 = l_487;
}
}
let l_488 = bitcast<u32>(l_15);
let l_489 = l_488 ^ u32(2147483648);
let l_490 = bitcast<f32>(l_489);
let l_491 = bitcast<u32>(l_490);
let l_492 = l_491 + u32(1);
l_mut_48 = l_492;
let l_493 = l_491 & u32(2147483647);
let l_494 = l_493 == u32(0);
if l_494 {
l_mut_48 = u32(1);
} else {
let l_495 = l_491 & u32(2147483648);
let l_496 = l_495 != u32(0);
if l_496 {
let l_497 = l_491 - u32(1);
l_mut_48 = l_497;
} else {
let l_498 = l_491 == u32(2139095040);
if l_498 {
l_mut_48 = l_491;
}
}
}
let l_499 = bitcast<f32>(l_mut_48);
let l_500 = bitcast<u32>(l_499);
let l_501 = l_500 ^ u32(2147483648);
let l_502 = bitcast<f32>(l_501);
let l_503 = bitcast<u32>(l_502);
let l_504 = f64(l_502);
l_mut_38 = l_504;
let l_505 = l_503 & u32(2139095040);
let l_506 = l_505 == u32(0);
if l_506 {
let l_507 = l_503 & u32(8388607);
let l_508 = f64(l_507);
let l_509 = l_508 * f64(1.401298464324817e-45);
l_mut_38 = l_509;
let l_510 = l_503 >> u32(31);
let l_511 = l_510 == u32(1);
if l_511 {
let l_512 = -l_mut_38;
l_mut_38 = l_512;
}
}
let l_513 = l_457 + l_456;
let l_514 = l_513 <= l_mut_122;
l_mut_142 = l_514;
let l_515 = l_457 - l_456;
let l_516 = l_515 > l_mut_122;
l_mut_139 = l_516;
let l_517 = l_458 - l_456;
let l_518 = l_517 >= l_mut_122;
l_mut_136 = l_518;
let l_519 = l_458 + l_456;
let l_520 = l_519 < l_mut_122;
l_mut_133 = l_520;
if l_13 {
let l_521 = l_457 + l_456;
let l_522 = l_521 < l_mut_61;
l_mut_142 = l_522;
let l_523 = l_457 - l_456;
let l_524 = l_523 >= l_mut_61;
l_mut_139 = l_524;
let l_525 = l_458 - l_456;
let l_526 = l_525 > l_mut_38;
l_mut_136 = l_526;
let l_527 = l_458 + l_456;
let l_528 = l_527 <= l_mut_38;
l_mut_133 = l_528;
}
l_mut_48 = u32(2);
let l_529 = l_mut_139 || l_mut_133;
if l_529 {
l_mut_48 = u32(1);
} else {
let l_530 = l_mut_142 && l_mut_136;
if l_530 {
l_mut_48 = u32(0);
}
}
let l_531 = bitcast<u32>(l_15);
let l_532 = l_531 & u32(2147483647);
let l_533 = l_532 == u32(0);
if l_533 {
let l_534 = l_457 + l_456;
let l_535 = l_534 < f64(1.1754943508222875e-38);
let l_536 = l_458 - l_456;
let l_537 = l_536 > f64(-1.1754943508222875e-38);
let l_538 = l_535 && l_537;
let l_539 = l_457 - l_456;
let l_540 = l_539 < f64(1.1754943508222875e-38);
let l_541 = l_458 + l_456;
let l_542 = l_541 > f64(-1.1754943508222875e-38);
let l_543 = l_540 && l_542;
if l_538 {
l_mut_48 = u32(0);
} else {
let l_544 = l_mut_48 == u32(1);
let l_545 = l_543 && l_544;
if l_545 {
l_mut_48 = u32(2);
}
}
}
l_mut_87 = l_mut_48;
}
l_mut_31 = l_mut_87;
} else {
let l_546 = l_9 == u32(6);
if l_546 {
l_mut_31 = u32(0);
let l_547 = l_27 <= l_22;
if l_547 {
let l_548 = l_19 * f64(1.4551915228366852e-11);
let l_549 = l_29 + l_548;
let l_550 = l_16 - l_19;
let l_551 = l_16 + l_19;
let l_552 = bitcast<u32>(l_15);
let l_553 = f64(l_15);
l_mut_122 = l_553;
let l_554 = l_552 & u32(2139095040);
let l_555 = l_554 == u32(0);
if l_555 {
let l_556 = l_552 & u32(8388607);
let l_557 = f64(l_556);
let l_558 = l_557 * f64(1.401298464324817e-45);
l_mut_122 = l_558;
let l_559 = l_552 >> u32(31);
let l_560 = l_559 == u32(1);
if l_560 {
let l_561 = -l_mut_122;
l_mut_122 = l_561;
}
}
let l_562 = bitcast<u32>(l_15);
let l_563 = l_562 + u32(1);
l_mut_87 = l_563;
let l_564 = l_562 & u32(2147483647);
let l_565 = l_564 == u32(0);
if l_565 {
l_mut_87 = u32(1);
} else {
let l_566 = l_562 & u32(2147483648);
let l_567 = l_566 != u32(0);
if l_567 {
let l_568 = l_562 - u32(1);
l_mut_87 = l_568;
} else {
let l_569 = l_562 == u32(2139095040);
if l_569 {
l_mut_87 = l_562;
}
}
}
let l_570 = bitcast<f32>(l_mut_87);
let l_571 = bitcast<u32>(l_570);
let l_572 = f64(l_570);
l_mut_61 = l_572;
let l_573 = l_571 & u32(2139095040);
let l_574 = l_573 == u32(0);
if l_574 {
let l_575 = l_571 & u32(8388607);
let l_576 = f64(l_575);
let l_577 = l_576 * f64(1.401298464324817e-45);
l_mut_61 = l_577;
let l_578 = l_571 >> u32(31);
let l_579 = l_578 == u32(1);
if l_579 {
let l_580 = -l_mut_61;
l_mut_61 = l_580;
}
}
let l_581 = bitcast<u32>(l_15);
let l_582 = l_581 ^ u32(2147483648);
let l_583 = bitcast<f32>(l_582);
let l_584 = bitcast<u32>(l_583);
let l_585 = l_584 + u32(1);
l_mut_87 = l_585;
let l_586 = l_584 & u32(2147483647);
let l_587 = l_586 == u32(0);
if l_587 {
l_mut_87 = u32(1);
} else {
let l_588 = l_584 & u32(2147483648);
let l_589 = l_588 != u32(0);
if l_589 {
let l_590 = l_584 - u32(1);
l_mut_87 = l_590;
} else {
let l_591 = l_584 == u32(2139095040);
if l_591 {
l_mut_87 = l_584;
}
}
}
let l_592 = bitcast<f32>(l_mut_87);
let l_593 = bitcast<u32>(l_592);
let l_594 = l_593 ^ u32(2147483648);
let l_595 = bitcast<f32>(l_594);
let l_596 = bitcast<u32>(l_595);
let l_597 = f64(l_595);
l_mut_38 = l_597;
let l_598 = l_596 & u32(2139095040);
let l_599 = l_598 == u32(0);
if l_599 {
let l_600 = l_596 & u32(8388607);
let l_601 = f64(l_600);
let l_602 = l_601 * f64(1.401298464324817e-45);
l_mut_38 = l_602;
let l_603 = l_596 >> u32(31);
let l_604 = l_603 == u32(1);
if l_604 {
let l_605 = -l_mut_38;
l_mut_38 = l_605;
}
}
let l_606 = l_550 + l_549;
let l_607 = l_606 <= l_mut_122;
l_mut_142 = l_607;
let l_608 = l_550 - l_549;
let l_609 = l_608 > l_mut_122;
l_mut_139 = l_609;
let l_610 = l_551 - l_549;
let l_611 = l_610 >= l_mut_122;
l_mut_136 = l_611;
let l_612 = l_551 + l_549;
let l_613 = l_612 < l_mut_122;
l_mut_133 = l_613;
if l_13 {
let l_614 = l_550 + l_549;
let l_615 = l_614 < l_mut_61;
l_mut_142 = l_615;
let l_616 = l_550 - l_549;
let l_617 = l_616 >= l_mut_61;
l_mut_139 = l_617;
let l_618 = l_551 - l_549;
let l_619 = l_618 > l_mut_38;
l_mut_136 = l_619;
let l_620 = l_551 + l_549;
let l_621 = l_620 <= l_mut_38;
l_mut_133 = l_621;
}
l_mut_87 = u32(2);
let l_622 = l_mut_139 || l_mut_133;
if l_622 {
l_mut_87 = u32(1);
} else {
let l_623 = l_mut_142 && l_mut_136;
if l_623 {
l_mut_87 = u32(0);
}
}
let l_624 = bitcast<u32>(l_15);
let l_625 = l_624 & u32(2147483647);
let l_626 = l_625 == u32(0);
if l_626 {
let l_627 = l_550 + l_549;
let l_628 = l_627 < f64(1.1754943508222875e-38);
let l_629 = l_551 - l_549;
let l_630 = l_629 > f64(-1.1754943508222875e-38);
let l_631 = l_628 && l_630;
let l_632 = l_550 - l_549;
let l_633 = l_632 < f64(1.1754943508222875e-38);
let l_634 = l_551 + l_549;
let l_635 = l_634 > f64(-1.1754943508222875e-38);
let l_636 = l_633 && l_635;
if l_631 {
l_mut_87 = u32(0);
} else {
let l_637 = l_mut_87 == u32(1);
let l_638 = l_636 && l_637;
if l_638 {
l_mut_87 = u32(2);
}
}
}
l_mut_31 = l_mut_87;
}
} else {
let l_639 = l_9 == u32(7);
if l_639 {
let l_640 = abs(l_16);
let l_641 = l_19 * l_640;
l_mut_122 = l_641;
let l_642 = abs(l_16);
l_mut_61 = f64(1.401298464324817e-45);
let l_643 = l_642 >= f64(1.1754943508222875e-38);
let l_644 = l_642 <= f64(1.7976931348623157e308);
let l_645 = l_643 && l_644;
if l_645 {
let l_646 = bitcast<u64>(l_642);
let l_647 = l_646 >> u32(bitcast<u64>(u64(52)));
let l_648 = l_647 - u64(23);
let l_649 = l_648 << u32(bitcast<u64>(u64(52)));
let l_650 = bitcast<f64>(l_649);
l_mut_61 = l_650;
}
let l_651 = f64(0.5) * l_mut_61;
let l_652 = l_651 > l_mut_122;
if l_652 {
l_mut_122 = l_651;
}
let l_653 = l_16 - l_29;
let l_654 = abs(l_653);
l_mut_61 = f64(1.401298464324817e-45);
let l_655 = l_654 >= f64(1.1754943508222875e-38);
let l_656 = l_654 <= f64(1.7976931348623157e308);
let l_657 = l_655 && l_656;
if l_657 {
let l_658 = bitcast<u64>(l_654);
let l_659 = l_658 >> u32(bitcast<u64>(u64(52)));
let l_660 = l_659 - u64(23);
let l_661 = l_660 << u32(bitcast<u64>(u64(52)));
let l_662 = bitcast<f64>(l_661);
l_mut_61 = l_662;
}
let l_663 = l_16 + l_29;
let l_664 = abs(l_663);
l_mut_38 = f64(1.401298464324817e-45);
let l_665 = l_664 >= f64(1.1754943508222875e-38);
let l_666 = l_664 <= f64(1.7976931348623157e308);
let l_667 = l_665 && l_666;
if l_667 {
let l_668 = bitcast<u64>(l_664);
let l_669 = l_668 >> u32(bitcast<u64>(u64(52)));
let l_670 = l_669 - u64(23);
let l_671 = l_670 << u32(bitcast<u64>(u64(52)));
let l_672 = bitcast<f64>(l_671);
l_mut_38 = l_672;
}
let l_673 = l_mut_61 == l_mut_38;
if l_673 {
let l_674 = l_19 * l_29;
let l_675 = l_29 + l_674;
let l_676 = l_mut_122 * f64(1.4551915228366852e-11);
let l_677 = l_675 + l_676;
let l_678 = l_16 - l_mut_122;
let l_679 = l_16 + l_mut_122;
let l_680 = bitcast<u32>(l_15);
let l_681 = f64(l_15);
l_mut_122 = l_681;
let l_682 = l_680 & u32(2139095040);
let l_683 = l_682 == u32(0);
if l_683 {
let l_684 = l_680 & u32(8388607);
let l_685 = f64(l_684);
let l_686 = l_685 * f64(1.401298464324817e-45);
l_mut_122 = l_686;
let l_687 = l_680 >> u32(31);
let l_688 = l_687 == u32(1);
if l_688 {
let l_689 = -l_mut_122;
l_mut_122 = l_689;
}
}
let l_690 = bitcast<u32>(l_15);
let l_691 = l_690 + u32(1);
l_mut_87 = l_691;
let l_692 = l_690 & u32(2147483647);
let l_693 = l_692 == u32(0);
if l_693 {
l_mut_87 = u32(1);
} else {
let l_694 = l_690 & u32(2147483648);
let l_695 = l_694 != u32(0);
if l_695 {
let l_696 = l_690 - u32(1);
l_mut_87 = l_696;
} else {
let l_697 = l_690 == u32(2139095040);
if l_697 {
l_mut_87 = l_690;
}
}
}
let l_698 = bitcast<f32>(l_mut_87);
let l_699 = bitcast<u32>(l_698);
let l_700 = f64(l_698);
l_mut_61 = l_700;
let l_701 = l_699 & u32(2139095040);
let l_702 = l_701 == u32(0);
if l_702 {
let l_703 = l_699 & u32(8388607);
let l_704 = f64(l_703);
let l_705 = l_704 * f64(1.401298464324817e-45);
l_mut_61 = l_705;
let l_706 = l_699 >> u32(31);
let l_707 = l_706 == u32(1);
if l_707 {
let l_708 = -l_mut_61;
l_mut_61 = l_708;
}
}
let l_709 = bitcast<u32>(l_15);
let l_710 = l_709 ^ u32(2147483648);
let l_711 = bitcast<f32>(l_710);
let l_712 = bitcast<u32>(l_711);
let l_713 = l_712 + u32(1);
l_mut_87 = l_713;
let l_714 = l_712 & u32(2147483647);
let l_715 = l_714 == u32(0);
if l_715 {
l_mut_87 = u32(1);
} else {
let l_716 = l_712 & u32(2147483648);
let l_717 = l_716 != u32(0);
if l_717 {
let l_718 = l_712 - u32(1);
l_mut_87 = l_718;
} else {
let l_719 = l_712 == u32(2139095040);
if l_719 {
l_mut_87 = l_712;
}
}
}
let l_720 = bitcast<f32>(l_mut_87);
let l_721 = bitcast<u32>(l_720);
let l_722 = l_721 ^ u32(2147483648);
let l_723 = bitcast<f32>(l_722);
let l_724 = bitcast<u32>(l_723);
let l_725 = f64(l_723);
l_mut_38 = l_725;
let l_726 = l_724 & u32(2139095040);
let l_727 = l_726 == u32(0);
if l_727 {
let l_728 = l_724 & u32(8388607);
let l_729 = f64(l_728);
let l_730 = l_729 * f64(1.401298464324817e-45);
l_mut_38 = l_730;
let l_731 = l_724 >> u32(31);
let l_732 = l_731 == u32(1);
if l_732 {
let l_733 = -l_mut_38;
l_mut_38 = l_733;
}
}
let l_734 = l_678 + l_677;
let l_735 = l_734 <= l_mut_122;
l_mut_142 = l_735;
let l_736 = l_678 - l_677;
let l_737 = l_736 > l_mut_122;
l_mut_139 = l_737;
let l_738 = l_679 - l_677;
let l_739 = l_738 >= l_mut_122;
l_mut_136 = l_739;
let l_740 = l_679 + l_677;
let l_741 = l_740 < l_mut_122;
l_mut_133 = l_741;
if l_13 {
let l_742 = l_678 + l_677;
let l_743 = l_742 < l_mut_61;
l_mut_142 = l_743;
let l_744 = l_678 - l_677;
let l_745 = l_744 >= l_mut_61;
l_mut_139 = l_745;
let l_746 = l_679 - l_677;
let l_747 = l_746 > l_mut_38;
l_mut_136 = l_747;
let l_748 = l_679 + l_677;
let l_749 = l_748 <= l_mut_38;
l_mut_133 = l_749;
}
l_mut_87 = u32(2);
let l_750 = l_mut_139 || l_mut_133;
if l_750 {
l_mut_87 = u32(1);
} else {
let l_751 = l_mut_142 && l_mut_136;
if l_751 {
l_mut_87 = u32(0);
}
}
let l_752 = bitcast<u32>(l_15);
let l_753 = l_752 & u32(2147483647);
let l_754 = l_753 == u32(0);
if l_754 {
let l_755 = l_678 + l_677;
let l_756 = l_755 < f64(1.1754943508222875e-38);
let l_757 = l_679 - l_677;
let l_758 = l_757 > f64(-1.1754943508222875e-38);
let l_759 = l_756 && l_758;
let l_760 = l_678 - l_677;
let l_761 = l_760 < f64(1.1754943508222875e-38);
let l_762 = l_679 + l_677;
let l_763 = l_762 > f64(-1.1754943508222875e-38);
let l_764 = l_761 && l_763;
if l_759 {
l_mut_87 = u32(0);
} else {
let l_765 = l_mut_87 == u32(1);
let l_766 = l_764 && l_765;
if l_766 {
l_mut_87 = u32(2);
}
}
}
l_mut_31 = l_mut_87;
}
} else {
let l_767 = l_9 == u32(8);
if l_767 {
let l_768 = l_26 >= f64(0.5);
let l_769 = l_26 <= f64(2.0);
let l_770 = l_768 && l_769;
if l_770 {
let l_771 = l_19 * f64(1.4551915228366852e-11);
let l_772 = l_29 + l_771;
let l_773 = l_16 - l_19;
let l_774 = l_16 + l_19;
let l_775 = bitcast<u32>(l_15);
let l_776 = f64(l_15);
l_mut_122 = l_776;
let l_777 = l_775 & u32(2139095040);
let l_778 = l_777 == u32(0);
if l_778 {
let l_779 = l_775 & u32(8388607);
let l_780 = f64(l_779);
let l_781 = l_780 * f64(1.401298464324817e-45);
l_mut_122 = l_781;
let l_782 = l_775 >> u32(31);
let l_783 = l_782 == u32(1);
if l_783 {
let l_784 = -l_mut_122;
l_mut_122 = l_784;
}
}
let l_785 = bitcast<u32>(l_15);
let l_786 = l_785 + u32(1);
l_mut_87 = l_786;
let l_787 = l_785 & u32(2147483647);
let l_788 = l_787 == u32(0);
if l_788 {
l_mut_87 = u32(1);
} else {
let l_789 = l_785 & u32(2147483648);
let l_790 = l_789 != u32(0);
if l_790 {
let l_791 = l_785 - u32(1);
l_mut_87 = l_791;
} else {
let l_792 = l_785 == u32(2139095040);
if l_792 {
l_mut_87 = l_785;
}
}
}
let l_793 = bitcast<f32>(l_mut_87);
let l_794 = bitcast<u32>(l_793);
let l_795 = f64(l_793);
l_mut_61 = l_795;
let l_796 = l_794 & u32(2139095040);
let l_797 = l_796 == u32(0);
if l_797 {
let l_798 = l_794 & u32(8388607);
let l_799 = f64(l_798);
let l_800 = l_799 * f64(1.401298464324817e-45);
l_mut_61 = l_800;
let l_801 = l_794 >> u32(31);
let l_802 = l_801 == u32(1);
if l_802 {
let l_803 = -l_mut_61;
l_mut_61 = l_803;
}
}
let l_804 = bitcast<u32>(l_15);
let l_805 = l_804 ^ u32(2147483648);
let l_806 = bitcast<f32>(l_805);
let l_807 = bitcast<u32>(l_806);
let l_808 = l_807 + u32(1);
l_mut_87 = l_808;
let l_809 = l_807 & u32(2147483647);
let l_810 = l_809 == u32(0);
if l_810 {
l_mut_87 = u32(1);
} else {
let l_811 = l_807 & u32(2147483648);
let l_812 = l_811 != u32(0);
if l_812 {
let l_813 = l_807 - u32(1);
l_mut_87 = l_813;
} else {
let l_814 = l_807 == u32(2139095040);
if l_814 {
l_mut_87 = l_807;
}
}
}
let l_815 = bitcast<f32>(l_mut_87);
let l_816 = bitcast<u32>(l_815);
let l_817 = l_816 ^ u32(2147483648);
let l_818 = bitcast<f32>(l_817);
let l_819 = bitcast<u32>(l_818);
let l_820 = f64(l_818);
l_mut_38 = l_820;
let l_821 = l_819 & u32(2139095040);
let l_822 = l_821 == u32(0);
if l_822 {
let l_823 = l_819 & u32(8388607);
let l_824 = f64(l_823);
let l_825 = l_824 * f64(1.401298464324817e-45);
l_mut_38 = l_825;
let l_826 = l_819 >> u32(31);
let l_827 = l_826 == u32(1);
if l_827 {
let l_828 = -l_mut_38;
l_mut_38 = l_828;
}
}
let l_829 = l_773 + l_772;
let l_830 = l_829 <= l_mut_122;
l_mut_142 = l_830;
let l_831 = l_773 - l_772;
let l_832 = l_831 > l_mut_122;
l_mut_139 = l_832;
let l_833 = l_774 - l_772;
let l_834 = l_833 >= l_mut_122;
l_mut_136 = l_834;
let l_835 = l_774 + l_772;
let l_836 = l_835 < l_mut_122;
l_mut_133 = l_836;
if l_13 {
let l_837 = l_773 + l_772;
let l_838 = l_837 < l_mut_61;
l_mut_142 = l_838;
let l_839 = l_773 - l_772;
let l_840 = l_839 >= l_mut_61;
l_mut_139 = l_840;
let l_841 = l_774 - l_772;
let l_842 = l_841 > l_mut_38;
l_mut_136 = l_842;
let l_843 = l_774 + l_772;
let l_844 = l_843 <= l_mut_38;
l_mut_133 = l_844;
}
l_mut_87 = u32(2);
let l_845 = l_mut_139 || l_mut_133;
if l_845 {
l_mut_87 = u32(1);
} else {
let l_846 = l_mut_142 && l_mut_136;
if l_846 {
l_mut_87 = u32(0);
}
}
let l_847 = bitcast<u32>(l_15);
let l_848 = l_847 & u32(2147483647);
let l_849 = l_848 == u32(0);
if l_849 {
let l_850 = l_773 + l_772;
let l_851 = l_850 < f64(1.1754943508222875e-38);
let l_852 = l_774 - l_772;
let l_853 = l_852 > f64(-1.1754943508222875e-38);
let l_854 = l_851 && l_853;
let l_855 = l_773 - l_772;
let l_856 = l_855 < f64(1.1754943508222875e-38);
let l_857 = l_774 + l_772;
let l_858 = l_857 > f64(-1.1754943508222875e-38);
let l_859 = l_856 && l_858;
if l_854 {
l_mut_87 = u32(0);
} else {
let l_860 = l_mut_87 == u32(1);
let l_861 = l_859 && l_860;
if l_861 {
l_mut_87 = u32(2);
}
}
}
l_mut_31 = l_mut_87;
} else {
let l_862 = abs(l_16);
l_mut_122 = f64(1.401298464324817e-45);
let l_863 = l_862 >= f64(1.1754943508222875e-38);
let l_864 = l_862 <= f64(1.7976931348623157e308);
let l_865 = l_863 && l_864;
if l_865 {
let l_866 = bitcast<u64>(l_862);
let l_867 = l_866 >> u32(bitcast<u64>(u64(52)));
let l_868 = l_867 - u64(23);
let l_869 = l_868 << u32(bitcast<u64>(u64(52)));
let l_870 = bitcast<f64>(l_869);
l_mut_122 = l_870;
}
let l_871 = l_22 * l_mut_122;
l_mut_87 = u32(2);
let l_872 = l_16 - l_29;
let l_873 = abs(l_872);
l_mut_122 = f64(1.401298464324817e-45);
let l_874 = l_873 >= f64(1.1754943508222875e-38);
let l_875 = l_873 <= f64(1.7976931348623157e308);
let l_876 = l_874 && l_875;
if l_876 {
let l_877 = bitcast<u64>(l_873);
let l_878 = l_877 >> u32(bitcast<u64>(u64(52)));
let l_879 = l_878 - u64(23);
let l_880 = l_879 << u32(bitcast<u64>(u64(52)));
let l_881 = bitcast<f64>(l_880);
l_mut_122 = l_881;
}
let l_882 = l_16 + l_29;
let l_883 = abs(l_882);
l_mut_61 = f64(1.401298464324817e-45);
let l_884 = l_883 >= f64(1.1754943508222875e-38);
let l_885 = l_883 <= f64(1.7976931348623157e308);
let l_886 = l_884 && l_885;
if l_886 {
let l_887 = bitcast<u64>(l_883);
let l_888 = l_887 >> u32(bitcast<u64>(u64(52)));
let l_889 = l_888 - u64(23);
let l_890 = l_889 << u32(bitcast<u64>(u64(52)));
let l_891 = bitcast<f64>(l_890);
l_mut_61 = l_891;
}
let l_892 = l_mut_122 == l_mut_61;
if l_892 {
let l_893 = l_871 * f64(1.4551915228366852e-11);
let l_894 = l_29 + l_893;
let l_895 = l_16 - l_871;
let l_896 = l_16 + l_871;
let l_897 = bitcast<u32>(l_15);
let l_898 = f64(l_15);
l_mut_122 = l_898;
let l_899 = l_897 & u32(2139095040);
let l_900 = l_899 == u32(0);
if l_900 {
let l_901 = l_897 & u32(8388607);
let l_902 = f64(l_901);
let l_903 = l_902 * f64(1.401298464324817e-45);
l_mut_122 = l_903;
let l_904 = l_897 >> u32(31);
let l_905 = l_904 == u32(1);
if l_905 {
let l_906 = -l_mut_122;
l_mut_122 = l_906;
}
}
let l_907 = bitcast<u32>(l_15);
let l_908 = l_907 + u32(1);
l_mut_48 = l_908;
let l_909 = l_907 & u32(2147483647);
let l_910 = l_909 == u32(0);
if l_910 {
l_mut_48 = u32(1);
} else {
let l_911 = l_907 & u32(2147483648);
let l_912 = l_911 != u32(0);
if l_912 {
let l_913 = l_907 - u32(1);
l_mut_48 = l_913;
} else {
let l_914 = l_907 == u32(2139095040);
if l_914 {
l_mut_48 = l_907;
}
}
}
let l_915 = bitcast<f32>(l_mut_48);
let l_916 = bitcast<u32>(l_915);
let l_917 = f64(l_915);
l_mut_61 = l_917;
let l_918 = l_916 & u32(2139095040);
let l_919 = l_918 == u32(0);
if l_919 {
let l_920 = l_916 & u32(8388607);
let l_921 = f64(l_920);
let l_922 = l_921 * f64(1.401298464324817e-45);
l_mut_61 = l_922;
let l_923 = l_916 >> u32(31);
let l_924 = l_923 == u32(1);
if l_924 {
let l_925 = -l_mut_61;
l_mut_61 = l_925;
}
}
let l_926 = bitcast<u32>(l_15);
let l_927 = l_926 ^ u32(2147483648);
let l_928 = bitcast<f32>(l_927);
let l_929 = bitcast<u32>(l_928);
let l_930 = l_929 + u32(1);
l_mut_48 = l_930;
let l_931 = l_929 & u32(2147483647);
let l_932 = l_931 == u32(0);
if l_932 {
l_mut_48 = u32(1);
} else {
let l_933 = l_929 & u32(2147483648);
let l_934 = l_933 != u32(0);
if l_934 {
let l_935 = l_929 - u32(1);
l_mut_48 = l_935;
} else {
let l_936 = l_929 == u32(2139095040);
if l_936 {
l_mut_48 = l_929;
}
}
}
let l_937 = bitcast<f32>(l_mut_48);
let l_938 = bitcast<u32>(l_937);
let l_939 = l_938 ^ u32(2147483648);
let l_940 = bitcast<f32>(l_939);
let l_941 = bitcast<u32>(l_940);
let l_942 = f64(l_940);
l_mut_38 = l_942;
let l_943 = l_941 & u32(2139095040);
let l_944 = l_943 == u32(0);
if l_944 {
let l_945 = l_941 & u32(8388607);
let l_946 = f64(l_945);
let l_947 = l_946 * f64(1.401298464324817e-45);
l_mut_38 = l_947;
let l_948 = l_941 >> u32(31);
let l_949 = l_948 == u32(1);
if l_949 {
let l_950 = -l_mut_38;
l_mut_38 = l_950;
}
}
let l_951 = l_895 + l_894;
let l_952 = l_951 <= l_mut_122;
l_mut_142 = l_952;
let l_953 = l_895 - l_894;
let l_954 = l_953 > l_mut_122;
l_mut_139 = l_954;
let l_955 = l_896 - l_894;
let l_956 = l_955 >= l_mut_122;
l_mut_136 = l_956;
let l_957 = l_896 + l_894;
let l_958 = l_957 < l_mut_122;
l_mut_133 = l_958;
if l_13 {
let l_959 = l_895 + l_894;
let l_960 = l_959 < l_mut_61;
l_mut_142 = l_960;
let l_961 = l_895 - l_894;
let l_962 = l_961 >= l_mut_61;
l_mut_139 = l_962;
let l_963 = l_896 - l_894;
let l_964 = l_963 > l_mut_38;
l_mut_136 = l_964;
let l_965 = l_896 + l_894;
let l_966 = l_965 <= l_mut_38;
l_mut_133 = l_966;
}
l_mut_48 = u32(2);
let l_967 = l_mut_139 || l_mut_133;
if l_967 {
l_mut_48 = u32(1);
} else {
let l_968 = l_mut_142 && l_mut_136;
if l_968 {
l_mut_48 = u32(0);
}
}
let l_969 = bitcast<u32>(l_15);
let l_970 = l_969 & u32(2147483647);
let l_971 = l_970 == u32(0);
if l_971 {
let l_972 = l_895 + l_894;
let l_973 = l_972 < f64(1.1754943508222875e-38);
let l_974 = l_896 - l_894;
let l_975 = l_974 > f64(-1.1754943508222875e-38);
let l_976 = l_973 && l_975;
let l_977 = l_895 - l_894;
let l_978 = l_977 < f64(1.1754943508222875e-38);
let l_979 = l_896 + l_894;
let l_980 = l_979 > f64(-1.1754943508222875e-38);
let l_981 = l_978 && l_980;
if l_976 {
l_mut_48 = u32(0);
} else {
let l_982 = l_mut_48 == u32(1);
let l_983 = l_981 && l_982;
if l_983 {
l_mut_48 = u32(2);
}
}
}
l_mut_87 = l_mut_48;
}
l_mut_31 = l_mut_87;
}
} else {
let l_984 = l_9 == u32(14);
if l_984 {
l_mut_31 = u32(0);
let l_985 = l_26 > f64(0.0);
if l_985 {
let l_986 = f32(l_26);
let l_987 = bitcast<u32>(l_986);
let l_988 = f64(l_986);
l_mut_122 = l_988;
let l_989 = l_987 & u32(2139095040);
let l_990 = l_989 == u32(0);
if l_990 {
let l_991 = l_987 & u32(8388607);
let l_992 = f64(l_991);
let l_993 = l_992 * f64(1.401298464324817e-45);
l_mut_122 = l_993;
let l_994 = l_987 >> u32(31);
let l_995 = l_994 == u32(1);
if l_995 {
let l_996 = -l_mut_122;
l_mut_122 = l_996;
}
}
l_mut_61 = l_mut_122;
let l_997 = l_mut_122 < f64(0.0);
if l_997 {
let l_998 = bitcast<u64>(l_mut_122);
let l_999 = l_998 | u64(9221120237041090560);
let l_1000 = bitcast<f64>(l_999);
l_mut_61 = l_1000;
} else {
let l_1001 = l_mut_122 == f64(0.0);
if l_1001 {
let l_1002 = abs(l_mut_122);
let l_1003 = bitcast<u64>(l_1002);
let l_1004 = l_1003 | u64(9218868437227405312);
let l_1005 = l_1004 & bitcast<u64>(i64(-4503599627370496));
let l_1006 = bitcast<f64>(l_1005);
let l_1007 = -l_1006;
l_mut_61 = l_1007;
} else {
let l_1008 = bitcast<u32>(l_986);
let l_1009 = l_1008 < u32(2139095040);
if l_1009 {
let l_1010 = bitcast<u64>(l_mut_122);
let l_1011 = l_1010 >> u32(bitcast<u64>(u64(52)));
let l_1012 = l_1011 & u64(2047);
let l_1013 = i32(bitcast<i64>(l_1012));
let l_1014 = l_1013 - i32(1023);
l_mut_1015 = l_1014;
let l_1016 = l_1010 & u64(4503599627370495);
let l_1017 = l_1016 | u64(4607182418800017408);
let l_1018 = bitcast<f64>(l_1017);
l_mut_122 = l_1018;
let l_1019 = l_mut_122 > f64(1.4142135623730951);
if l_1019 {
l_mut_122 = l_mut_122 * f64(0.5);
l_mut_1015 = l_mut_1015 + i32(1);
}
let l_1020 = l_mut_122 - f64(1.0);
let l_1021 = f64(2.0) + l_1020;
let l_1022 = l_1020 / l_1021;
let l_1023 = l_1022 * l_1022;
let l_1024 = l_1023 * f64(0.04);
let l_1025 = l_1024 + f64(0.043478260869565216);
l_mut_122 = l_1025;
let l_1026 = l_mut_122 * l_1023;
let l_1027 = l_1026 + f64(0.047619047619047616);
l_mut_122 = l_1027;
let l_1028 = l_mut_122 * l_1023;
let l_1029 = l_1028 + f64(0.05263157894736842);
l_mut_122 = l_1029;
let l_1030 = l_mut_122 * l_1023;
let l_1031 = l_1030 + f64(0.058823529411764705);
l_mut_122 = l_1031;
let l_1032 = l_mut_122 * l_1023;
let l_1033 = l_1032 + f64(0.06666666666666667);
l_mut_122 = l_1033;
let l_1034 = l_mut_122 * l_1023;
let l_1035 = l_1034 + f64(0.07692307692307693);
l_mut_122 = l_1035;
let l_1036 = l_mut_122 * l_1023;
let l_1037 = l_1036 + f64(0.09090909090909091);
l_mut_122 = l_1037;
let l_1038 = l_mut_122 * l_1023;
let l_1039 = l_1038 + f64(0.1111111111111111);
l_mut_122 = l_1039;
let l_1040 = l_mut_122 * l_1023;
let l_1041 = l_1040 + f64(0.14285714285714285);
l_mut_122 = l_1041;
let l_1042 = l_mut_122 * l_1023;
let l_1043 = l_1042 + f64(0.2);
l_mut_122 = l_1043;
let l_1044 = l_mut_122 * l_1023;
let l_1045 = l_1044 + f64(0.3333333333333333);
l_mut_122 = l_1045;
let l_1046 = f64(2.0) * l_1022;
let l_1047 = f64(2.0) * l_1022;
let l_1048 = l_1047 * l_1023;
let l_1049 = l_1048 * l_mut_122;
let l_1050 = l_1046 + l_1049;
let l_1051 = f64(l_mut_1015);
let l_1052 = l_1051 * f64(0.6931471824645996);
let l_1053 = l_1051 * f64(-1.904654299957768e-9);
let l_1054 = l_1053 + l_1050;
let l_1055 = l_1052 + l_1054;
l_mut_61 = l_1055;
}
}
}
let l_1056 = l_mut_61 / f64(0.6931471805599453);
let l_1057 = abs(l_1056);
let l_1058 = l_19 * l_1057;
l_mut_122 = l_1058;
let l_1059 = l_26 >= f64(0.5);
let l_1060 = l_26 <= f64(2.0);
let l_1061 = l_1059 && l_1060;
if l_1061 {
l_mut_122 = l_19;
}
let l_1062 = abs(l_1056);
let l_1063 = l_1062 * f64(1.4551915228366852e-11);
let l_1064 = f64(1.0) + l_19;
let l_1065 = l_1063 * l_1064;
let l_1066 = l_1056 - l_mut_122;
let l_1067 = l_1056 + l_mut_122;
let l_1069 = l_1066 * l_22;
let l_1070 = l_1066 * l_25;
let l_1071 = l_1067 * l_22;
let l_1072 = l_1067 * l_25;
a_1068[u32(0)] = l_1069;
a_1068[u32(1)] = l_1069;
let l_1073 = a_1068[u32(0)];
let l_1074 = l_1070 < l_1073;
if l_1074 {
a_1068[u32(0)] = l_1070;
}
let l_1075 = a_1068[u32(0)];
let l_1076 = l_1071 < l_1075;
if l_1076 {
a_1068[u32(0)] = l_1071;
}
let l_1077 = a_1068[u32(0)];
let l_1078 = l_1072 < l_1077;
if l_1078 {
a_1068[u32(0)] = l_1072;
}
let l_1079 = a_1068[u32(1)];
let l_1080 = l_1070 > l_1079;
if l_1080 {
a_1068[u32(1)] = l_1070;
}
let l_1081 = a_1068[u32(1)];
let l_1082 = l_1071 > l_1081;
if l_1082 {
a_1068[u32(1)] = l_1071;
}
let l_1083 = a_1068[u32(1)];
let l_1084 = l_1072 > l_1083;
if l_1084 {
a_1068[u32(1)] = l_1072;
}
let l_1085 = l_1065 * l_25;
l_mut_87 = u32(2);
let l_1086 = a_1068[u32(0)];
let l_1087 = l_1086 - l_1085;
let l_1088 = l_1087 * f64(7.1362384635298e44);
let l_1089 = floor(l_1088);
let l_1090 = l_1089 * f64(1.401298464324817e-45);
l_mut_122 = l_1090;
let l_1091 = abs(l_1087);
let l_1092 = l_1091 >= f64(1.1754943508222875e-38);
if l_1092 {
let l_1093 = f32(l_1087);
let l_1094 = f64(l_1093);
l_mut_122 = l_1094;
let l_1095 = l_mut_122 > l_1087;
if l_1095 {
let l_1096 = bitcast<u32>(l_1093);
let l_1097 = l_1096 ^ u32(2147483648);
let l_1098 = bitcast<f32>(l_1097);
let l_1099 = bitcast<u32>(l_1098);
let l_1100 = l_1099 + u32(1);
l_mut_48 = l_1100;
let l_1101 = l_1099 & u32(2147483647);
let l_1102 = l_1101 == u32(0);
if l_1102 {
l_mut_48 = u32(1);
} else {
let l_1103 = l_1099 & u32(2147483648);
let l_1104 = l_1103 != u32(0);
if l_1104 {
let l_1105 = l_1099 - u32(1);
l_mut_48 = l_1105;
} else {
let l_1106 = l_1099 == u32(2139095040);
if l_1106 {
l_mut_48 = l_1099;
}
}
}
let l_1107 = bitcast<f32>(l_mut_48);
let l_1108 = bitcast<u32>(l_1107);
let l_1109 = l_1108 ^ u32(2147483648);
let l_1110 = bitcast<f32>(l_1109);
let l_1111 = bitcast<u32>(l_1110);
let l_1112 = f64(l_1110);
l_mut_61 = l_1112;
let l_1113 = l_1111 & u32(2139095040);
let l_1114 = l_1113 == u32(0);
if l_1114 {
let l_1115 = l_1111 & u32(8388607);
let l_1116 = f64(l_1115);
let l_1117 = l_1116 * f64(1.401298464324817e-45);
l_mut_61 = l_1117;
let l_1118 = l_1111 >> u32(31);
let l_1119 = l_1118 == u32(1);
if l_1119 {
let l_1120 = -l_mut_61;
l_mut_61 = l_1120;
}
}
l_mut_122 = l_mut_61;
} else {
let l_1121 = bitcast<u32>(l_1093);
let l_1122 = l_1121 + u32(1);
l_mut_48 = l_1122;
let l_1123 = l_1121 & u32(2147483647);
let l_1124 = l_1123 == u32(0);
if l_1124 {
l_mut_48 = u32(1);
} else {
let l_1125 = l_1121 & u32(2147483648);
let l_1126 = l_1125 != u32(0);
if l_1126 {
let l_1127 = l_1121 - u32(1);
l_mut_48 = l_1127;
} else {
let l_1128 = l_1121 == u32(2139095040);
if l_1128 {
l_mut_48 = l_1121;
}
}
}
let l_1129 = bitcast<f32>(l_mut_48);
let l_1130 = bitcast<u32>(l_1129);
let l_1131 = f64(l_1129);
l_mut_61 = l_1131;
let l_1132 = l_1130 & u32(2139095040);
let l_1133 = l_1132 == u32(0);
if l_1133 {
let l_1134 = l_1130 & u32(8388607);
let l_1135 = f64(l_1134);
let l_1136 = l_1135 * f64(1.401298464324817e-45);
l_mut_61 = l_1136;
let l_1137 = l_1130 >> u32(31);
let l_1138 = l_1137 == u32(1);
if l_1138 {
let l_1139 = -l_mut_61;
l_mut_61 = l_1139;
}
}
let l_1140 = l_mut_61 <= l_1087;
if l_1140 {
let l_1141 = bitcast<u32>(l_1093);
let l_1142 = l_1141 + u32(1);
l_mut_48 = l_1142;
let l_1143 = l_1141 & u32(2147483647);
let l_1144 = l_1143 == u32(0);
if l_1144 {
l_mut_48 = u32(1);
} else {
let l_1145 = l_1141 & u32(2147483648);
let l_1146 = l_1145 != u32(0);
if l_1146 {
let l_1147 = l_1141 - u32(1);
l_mut_48 = l_1147;
} else {
let l_1148 = l_1141 == u32(2139095040);
if l_1148 {
l_mut_48 = l_1141;
}
}
}
let l_1149 = bitcast<f32>(l_mut_48);
let l_1150 = bitcast<u32>(l_1149);
let l_1151 = f64(l_1149);
l_mut_61 = l_1151;
let l_1152 = l_1150 & u32(2139095040);
let l_1153 = l_1152 == u32(0);
if l_1153 {
let l_1154 = l_1150 & u32(8388607);
let l_1155 = f64(l_1154);
let l_1156 = l_1155 * f64(1.401298464324817e-45);
l_mut_61 = l_1156;
let l_1157 = l_1150 >> u32(31);
let l_1158 = l_1157 == u32(1);
if l_1158 {
let l_1159 = -l_mut_61;
l_mut_61 = l_1159;
}
}
l_mut_122 = l_mut_61;
}
}
}
let l_1160 = l_1086 + l_1085;
let l_1161 = l_1160 * f64(7.1362384635298e44);
let l_1162 = floor(l_1161);
let l_1163 = l_1162 * f64(1.401298464324817e-45);
l_mut_61 = l_1163;
let l_1164 = abs(l_1160);
let l_1165 = l_1164 >= f64(1.1754943508222875e-38);
if l_1165 {
let l_1166 = f32(l_1160);
let l_1167 = f64(l_1166);
l_mut_61 = l_1167;
let l_1168 = l_mut_61 > l_1160;
if l_1168 {
let l_1169 = bitcast<u32>(l_1166);
let l_1170 = l_1169 ^ u32(2147483648);
let l_1171 = bitcast<f32>(l_1170);
let l_1172 = bitcast<u32>(l_1171);
let l_1173 = l_1172 + u32(1);
l_mut_48 = l_1173;
let l_1174 = l_1172 & u32(2147483647);
let l_1175 = l_1174 == u32(0);
if l_1175 {
l_mut_48 = u32(1);
} else {
let l_1176 = l_1172 & u32(2147483648);
let l_1177 = l_1176 != u32(0);
if l_1177 {
let l_1178 = l_1172 - u32(1);
l_mut_48 = l_1178;
} else {
let l_1179 = l_1172 == u32(2139095040);
if l_1179 {
l_mut_48 = l_1172;
}
}
}
let l_1180 = bitcast<f32>(l_mut_48);
let l_1181 = bitcast<u32>(l_1180);
let l_1182 = l_1181 ^ u32(2147483648);
let l_1183 = bitcast<f32>(l_1182);
let l_1184 = bitcast<u32>(l_1183);
let l_1185 = f64(l_1183);
l_mut_38 = l_1185;
let l_1186 = l_1184 & u32(2139095040);
let l_1187 = l_1186 == u32(0);
if l_1187 {
let l_1188 = l_1184 & u32(8388607);
let l_1189 = f64(l_1188);
let l_1190 = l_1189 * f64(1.401298464324817e-45);
l_mut_38 = l_1190;
let l_1191 = l_1184 >> u32(31);
let l_1192 = l_1191 == u32(1);
if l_1192 {
let l_1193 = -l_mut_38;
l_mut_38 = l_1193;
}
}
l_mut_61 = l_mut_38;
} else {
let l_1194 = bitcast<u32>(l_1166);
let l_1195 = l_1194 + u32(1);
l_mut_48 = l_1195;
let l_1196 = l_1194 & u32(2147483647);
let l_1197 = l_1196 == u32(0);
if l_1197 {
l_mut_48 = u32(1);
} else {
let l_1198 = l_1194 & u32(2147483648);
let l_1199 = l_1198 != u32(0);
if l_1199 {
let l_1200 = l_1194 - u32(1);
l_mut_48 = l_1200;
} else {
let l_1201 = l_1194 == u32(2139095040);
if l_1201 {
l_mut_48 = l_1194;
}
}
}
let l_1202 = bitcast<f32>(l_mut_48);
let l_1203 = bitcast<u32>(l_1202);
let l_1204 = f64(l_1202);
l_mut_38 = l_1204;
let l_1205 = l_1203 & u32(2139095040);
let l_1206 = l_1205 == u32(0);
if l_1206 {
let l_1207 = l_1203 & u32(8388607);
let l_1208 = f64(l_1207);
let l_1209 = l_1208 * f64(1.401298464324817e-45);
l_mut_38 = l_1209;
let l_1210 = l_1203 >> u32(31);
let l_1211 = l_1210 == u32(1);
if l_1211 {
let l_1212 = -l_mut_38;
l_mut_38 = l_1212;
}
}
let l_1213 = l_mut_38 <= l_1160;
if l_1213 {
let l_1214 = bitcast<u32>(l_1166);
let l_1215 = l_1214 + u32(1);
l_mut_48 = l_1215;
let l_1216 = l_1214 & u32(2147483647);
let l_1217 = l_1216 == u32(0);
if l_1217 {
l_mut_48 = u32(1);
} else {
let l_1218 = l_1214 & u32(2147483648);
let l_1219 = l_1218 != u32(0);
if l_1219 {
let l_1220 = l_1214 - u32(1);
l_mut_48 = l_1220;
} else {
let l_1221 = l_1214 == u32(2139095040);
if l_1221 {
l_mut_48 = l_1214;
}
}
}
let l_1222 = bitcast<f32>(l_mut_48);
let l_1223 = bitcast<u32>(l_1222);
let l_1224 = f64(l_1222);
l_mut_38 = l_1224;
let l_1225 = l_1223 & u32(2139095040);
let l_1226 = l_1225 == u32(0);
if l_1226 {
let l_1227 = l_1223 & u32(8388607);
let l_1228 = f64(l_1227);
let l_1229 = l_1228 * f64(1.401298464324817e-45);
l_mut_38 = l_1229;
let l_1230 = l_1223 >> u32(31);
let l_1231 = l_1230 == u32(1);
if l_1231 {
let l_1232 = -l_mut_38;
l_mut_38 = l_1232;
}
}
l_mut_61 = l_mut_38;
}
}
}
let l_1233 = l_mut_122 == l_mut_61;
let l_1234 = a_1068[u32(1)];
let l_1235 = l_1234 - l_1085;
let l_1236 = l_1235 * f64(7.1362384635298e44);
let l_1237 = floor(l_1236);
let l_1238 = l_1237 * f64(1.401298464324817e-45);
l_mut_122 = l_1238;
let l_1239 = abs(l_1235);
let l_1240 = l_1239 >= f64(1.1754943508222875e-38);
if l_1240 {
let l_1241 = f32(l_1235);
let l_1242 = f64(l_1241);
l_mut_122 = l_1242;
let l_1243 = l_mut_122 > l_1235;
if l_1243 {
let l_1244 = bitcast<u32>(l_1241);
let l_1245 = l_1244 ^ u32(2147483648);
let l_1246 = bitcast<f32>(l_1245);
let l_1247 = bitcast<u32>(l_1246);
let l_1248 = l_1247 + u32(1);
l_mut_48 = l_1248;
let l_1249 = l_1247 & u32(2147483647);
let l_1250 = l_1249 == u32(0);
if l_1250 {
l_mut_48 = u32(1);
} else {
let l_1251 = l_1247 & u32(2147483648);
let l_1252 = l_1251 != u32(0);
if l_1252 {
let l_1253 = l_1247 - u32(1);
l_mut_48 = l_1253;
} else {
let l_1254 = l_1247 == u32(2139095040);
if l_1254 {
l_mut_48 = l_1247;
}
}
}
let l_1255 = bitcast<f32>(l_mut_48);
let l_1256 = bitcast<u32>(l_1255);
let l_1257 = l_1256 ^ u32(2147483648);
let l_1258 = bitcast<f32>(l_1257);
let l_1259 = bitcast<u32>(l_1258);
let l_1260 = f64(l_1258);
l_mut_61 = l_1260;
let l_1261 = l_1259 & u32(2139095040);
let l_1262 = l_1261 == u32(0);
if l_1262 {
let l_1263 = l_1259 & u32(8388607);
let l_1264 = f64(l_1263);
let l_1265 = l_1264 * f64(1.401298464324817e-45);
l_mut_61 = l_1265;
let l_1266 = l_1259 >> u32(31);
let l_1267 = l_1266 == u32(1);
if l_1267 {
let l_1268 = -l_mut_61;
l_mut_61 = l_1268;
}
}
l_mut_122 = l_mut_61;
} else {
let l_1269 = bitcast<u32>(l_1241);
let l_1270 = l_1269 + u32(1);
l_mut_48 = l_1270;
let l_1271 = l_1269 & u32(2147483647);
let l_1272 = l_1271 == u32(0);
if l_1272 {
l_mut_48 = u32(1);
} else {
let l_1273 = l_1269 & u32(2147483648);
let l_1274 = l_1273 != u32(0);
if l_1274 {
let l_1275 = l_1269 - u32(1);
l_mut_48 = l_1275;
} else {
let l_1276 = l_1269 == u32(2139095040);
if l_1276 {
l_mut_48 = l_1269;
}
}
}
let l_1277 = bitcast<f32>(l_mut_48);
let l_1278 = bitcast<u32>(l_1277);
let l_1279 = f64(l_1277);
l_mut_61 = l_1279;
let l_1280 = l_1278 & u32(2139095040);
let l_1281 = l_1280 == u32(0);
if l_1281 {
let l_1282 = l_1278 & u32(8388607);
let l_1283 = f64(l_1282);
let l_1284 = l_1283 * f64(1.401298464324817e-45);
l_mut_61 = l_1284;
let l_1285 = l_1278 >> u32(31);
let l_1286 = l_1285 == u32(1);
if l_1286 {
let l_1287 = -l_mut_61;
l_mut_61 = l_1287;
}
}
let l_1288 = l_mut_61 <= l_1235;
if l_1288 {
let l_1289 = bitcast<u32>(l_1241);
let l_1290 = l_1289 + u32(1);
l_mut_48 = l_1290;
let l_1291 = l_1289 & u32(2147483647);
let l_1292 = l_1291 == u32(0);
if l_1292 {
l_mut_48 = u32(1);
} else {
let l_1293 = l_1289 & u32(2147483648);
let l_1294 = l_1293 != u32(0);
if l_1294 {
let l_1295 = l_1289 - u32(1);
l_mut_48 = l_1295;
} else {
let l_1296 = l_1289 == u32(2139095040);
if l_1296 {
l_mut_48 = l_1289;
}
}
}
let l_1297 = bitcast<f32>(l_mut_48);
let l_1298 = bitcast<u32>(l_1297);
let l_1299 = f64(l_1297);
l_mut_61 = l_1299;
let l_1300 = l_1298 & u32(2139095040);
let l_1301 = l_1300 == u32(0);
if l_1301 {
let l_1302 = l_1298 & u32(8388607);
let l_1303 = f64(l_1302);
let l_1304 = l_1303 * f64(1.401298464324817e-45);
l_mut_61 = l_1304;
let l_1305 = l_1298 >> u32(31);
let l_1306 = l_1305 == u32(1);
if l_1306 {
let l_1307 = -l_mut_61;
l_mut_61 = l_1307;
}
}
l_mut_122 = l_mut_61;
}
}
}
let l_1308 = l_1234 + l_1085;
let l_1309 = l_1308 * f64(7.1362384635298e44);
let l_1310 = floor(l_1309);
let l_1311 = l_1310 * f64(1.401298464324817e-45);
l_mut_61 = l_1311;
let l_1312 = abs(l_1308);
let l_1313 = l_1312 >= f64(1.1754943508222875e-38);
if l_1313 {
let l_1314 = f32(l_1308);
let l_1315 = f64(l_1314);
l_mut_61 = l_1315;
let l_1316 = l_mut_61 > l_1308;
if l_1316 {
let l_1317 = bitcast<u32>(l_1314);
let l_1318 = l_1317 ^ u32(2147483648);
let l_1319 = bitcast<f32>(l_1318);
let l_1320 = bitcast<u32>(l_1319);
let l_1321 = l_1320 + u32(1);
l_mut_48 = l_1321;
let l_1322 = l_1320 & u32(2147483647);
let l_1323 = l_1322 == u32(0);
if l_1323 {
l_mut_48 = u32(1);
} else {
let l_1324 = l_1320 & u32(2147483648);
let l_1325 = l_1324 != u32(0);
if l_1325 {
let l_1326 = l_1320 - u32(1);
l_mut_48 = l_1326;
} else {
let l_1327 = l_1320 == u32(2139095040);
if l_1327 {
l_mut_48 = l_1320;
}
}
}
let l_1328 = bitcast<f32>(l_mut_48);
let l_1329 = bitcast<u32>(l_1328);
let l_1330 = l_1329 ^ u32(2147483648);
let l_1331 = bitcast<f32>(l_1330);
let l_1332 = bitcast<u32>(l_1331);
let l_1333 = f64(l_1331);
l_mut_38 = l_1333;
let l_1334 = l_1332 & u32(2139095040);
let l_1335 = l_1334 == u32(0);
if l_1335 {
let l_1336 = l_1332 & u32(8388607);
let l_1337 = f64(l_1336);
let l_1338 = l_1337 * f64(1.401298464324817e-45);
l_mut_38 = l_1338;
let l_1339 = l_1332 >> u32(31);
let l_1340 = l_1339 == u32(1);
if l_1340 {
let l_1341 = -l_mut_38;
l_mut_38 = l_1341;
}
}
l_mut_61 = l_mut_38;
} else {
let l_1342 = bitcast<u32>(l_1314);
let l_1343 = l_1342 + u32(1);
l_mut_48 = l_1343;
let l_1344 = l_1342 & u32(2147483647);
let l_1345 = l_1344 == u32(0);
if l_1345 {
l_mut_48 = u32(1);
} else {
let l_1346 = l_1342 & u32(2147483648);
let l_1347 = l_1346 != u32(0);
if l_1347 {
let l_1348 = l_1342 - u32(1);
l_mut_48 = l_1348;
} else {
let l_1349 = l_1342 == u32(2139095040);
if l_1349 {
l_mut_48 = l_1342;
}
}
}
let l_1350 = bitcast<f32>(l_mut_48);
let l_1351 = bitcast<u32>(l_1350);
let l_1352 = f64(l_1350);
l_mut_38 = l_1352;
let l_1353 = l_1351 & u32(2139095040);
let l_1354 = l_1353 == u32(0);
if l_1354 {
let l_1355 = l_1351 & u32(8388607);
let l_1356 = f64(l_1355);
let l_1357 = l_1356 * f64(1.401298464324817e-45);
l_mut_38 = l_1357;
let l_1358 = l_1351 >> u32(31);
let l_1359 = l_1358 == u32(1);
if l_1359 {
let l_1360 = -l_mut_38;
l_mut_38 = l_1360;
}
}
let l_1361 = l_mut_38 <= l_1308;
if l_1361 {
let l_1362 = bitcast<u32>(l_1314);
let l_1363 = l_1362 + u32(1);
l_mut_48 = l_1363;
let l_1364 = l_1362 & u32(2147483647);
let l_1365 = l_1364 == u32(0);
if l_1365 {
l_mut_48 = u32(1);
} else {
let l_1366 = l_1362 & u32(2147483648);
let l_1367 = l_1366 != u32(0);
if l_1367 {
let l_1368 = l_1362 - u32(1);
l_mut_48 = l_1368;
} else {
let l_1369 = l_1362 == u32(2139095040);
if l_1369 {
l_mut_48 = l_1362;
}
}
}
let l_1370 = bitcast<f32>(l_mut_48);
let l_1371 = bitcast<u32>(l_1370);
let l_1372 = f64(l_1370);
l_mut_38 = l_1372;
let l_1373 = l_1371 & u32(2139095040);
let l_1374 = l_1373 == u32(0);
if l_1374 {
let l_1375 = l_1371 & u32(8388607);
let l_1376 = f64(l_1375);
let l_1377 = l_1376 * f64(1.401298464324817e-45);
l_mut_38 = l_1377;
let l_1378 = l_1371 >> u32(31);
let l_1379 = l_1378 == u32(1);
if l_1379 {
let l_1380 = -l_mut_38;
l_mut_38 = l_1380;
}
}
l_mut_61 = l_mut_38;
}
}
}
let l_1381 = l_mut_122 == l_mut_61;
let l_1382 = l_1233 && l_1381;
if l_1382 {
let l_1383 = a_1068[u32(0)];
let l_1384 = l_1383 * f64(7.1362384635298e44);
let l_1385 = floor(l_1384);
let l_1386 = l_1385 * f64(1.401298464324817e-45);
l_mut_122 = l_1386;
let l_1387 = abs(l_1383);
let l_1388 = l_1387 >= f64(1.1754943508222875e-38);
if l_1388 {
let l_1389 = f32(l_1383);
let l_1390 = f64(l_1389);
l_mut_122 = l_1390;
let l_1391 = l_mut_122 > l_1383;
if l_1391 {
let l_1392 = bitcast<u32>(l_1389);
let l_1393 = l_1392 ^ u32(2147483648);
let l_1394 = bitcast<f32>(l_1393);
let l_1395 = bitcast<u32>(l_1394);
let l_1396 = l_1395 + u32(1);
l_mut_48 = l_1396;
let l_1397 = l_1395 & u32(2147483647);
let l_1398 = l_1397 == u32(0);
if l_1398 {
l_mut_48 = u32(1);
} else {
let l_1399 = l_1395 & u32(2147483648);
let l_1400 = l_1399 != u32(0);
if l_1400 {
let l_1401 = l_1395 - u32(1);
l_mut_48 = l_1401;
} else {
let l_1402 = l_1395 == u32(2139095040);
if l_1402 {
l_mut_48 = l_1395;
}
}
}
let l_1403 = bitcast<f32>(l_mut_48);
let l_1404 = bitcast<u32>(l_1403);
let l_1405 = l_1404 ^ u32(2147483648);
let l_1406 = bitcast<f32>(l_1405);
let l_1407 = bitcast<u32>(l_1406);
let l_1408 = f64(l_1406);
l_mut_61 = l_1408;
let l_1409 = l_1407 & u32(2139095040);
let l_1410 = l_1409 == u32(0);
if l_1410 {
let l_1411 = l_1407 & u32(8388607);
let l_1412 = f64(l_1411);
let l_1413 = l_1412 * f64(1.401298464324817e-45);
l_mut_61 = l_1413;
let l_1414 = l_1407 >> u32(31);
let l_1415 = l_1414 == u32(1);
if l_1415 {
let l_1416 = -l_mut_61;
l_mut_61 = l_1416;
}
}
l_mut_122 = l_mut_61;
} else {
let l_1417 = bitcast<u32>(l_1389);
let l_1418 = l_1417 + u32(1);
l_mut_48 = l_1418;
let l_1419 = l_1417 & u32(2147483647);
let l_1420 = l_1419 == u32(0);
if l_1420 {
l_mut_48 = u32(1);
} else {
let l_1421 = l_1417 & u32(2147483648);
let l_1422 = l_1421 != u32(0);
if l_1422 {
let l_1423 = l_1417 - u32(1);
l_mut_48 = l_1423;
} else {
let l_1424 = l_1417 == u32(2139095040);
if l_1424 {
l_mut_48 = l_1417;
}
}
}
let l_1425 = bitcast<f32>(l_mut_48);
let l_1426 = bitcast<u32>(l_1425);
let l_1427 = f64(l_1425);
l_mut_61 = l_1427;
let l_1428 = l_1426 & u32(2139095040);
let l_1429 = l_1428 == u32(0);
if l_1429 {
let l_1430 = l_1426 & u32(8388607);
let l_1431 = f64(l_1430);
let l_1432 = l_1431 * f64(1.401298464324817e-45);
l_mut_61 = l_1432;
let l_1433 = l_1426 >> u32(31);
let l_1434 = l_1433 == u32(1);
if l_1434 {
let l_1435 = -l_mut_61;
l_mut_61 = l_1435;
}
}
let l_1436 = l_mut_61 <= l_1383;
if l_1436 {
let l_1437 = bitcast<u32>(l_1389);
let l_1438 = l_1437 + u32(1);
l_mut_48 = l_1438;
let l_1439 = l_1437 & u32(2147483647);
let l_1440 = l_1439 == u32(0);
if l_1440 {
l_mut_48 = u32(1);
} else {
let l_1441 = l_1437 & u32(2147483648);
let l_1442 = l_1441 != u32(0);
if l_1442 {
let l_1443 = l_1437 - u32(1);
l_mut_48 = l_1443;
} else {
let l_1444 = l_1437 == u32(2139095040);
if l_1444 {
l_mut_48 = l_1437;
}
}
}
let l_1445 = bitcast<f32>(l_mut_48);
let l_1446 = bitcast<u32>(l_1445);
let l_1447 = f64(l_1445);
l_mut_61 = l_1447;
let l_1448 = l_1446 & u32(2139095040);
let l_1449 = l_1448 == u32(0);
if l_1449 {
let l_1450 = l_1446 & u32(8388607);
let l_1451 = f64(l_1450);
let l_1452 = l_1451 * f64(1.401298464324817e-45);
l_mut_61 = l_1452;
let l_1453 = l_1446 >> u32(31);
let l_1454 = l_1453 == u32(1);
if l_1454 {
let l_1455 = -l_mut_61;
l_mut_61 = l_1455;
}
}
l_mut_122 = l_mut_61;
}
}
}
let l_1456 = a_1068[u32(1)];
let l_1457 = -l_1456;
let l_1458 = l_1457 * f64(7.1362384635298e44);
let l_1459 = floor(l_1458);
let l_1460 = l_1459 * f64(1.401298464324817e-45);
l_mut_61 = l_1460;
let l_1461 = abs(l_1457);
let l_1462 = l_1461 >= f64(1.1754943508222875e-38);
if l_1462 {
let l_1463 = f32(l_1457);
let l_1464 = f64(l_1463);
l_mut_61 = l_1464;
let l_1465 = l_mut_61 > l_1457;
if l_1465 {
let l_1466 = bitcast<u32>(l_1463);
let l_1467 = l_1466 ^ u32(2147483648);
let l_1468 = bitcast<f32>(l_1467);
let l_1469 = bitcast<u32>(l_1468);
let l_1470 = l_1469 + u32(1);
l_mut_48 = l_1470;
let l_1471 = l_1469 & u32(2147483647);
let l_1472 = l_1471 == u32(0);
if l_1472 {
l_mut_48 = u32(1);
} else {
let l_1473 = l_1469 & u32(2147483648);
let l_1474 = l_1473 != u32(0);
if l_1474 {
let l_1475 = l_1469 - u32(1);
l_mut_48 = l_1475;
} else {
let l_1476 = l_1469 == u32(2139095040);
if l_1476 {
l_mut_48 = l_1469;
}
}
}
let l_1477 = bitcast<f32>(l_mut_48);
let l_1478 = bitcast<u32>(l_1477);
let l_1479 = l_1478 ^ u32(2147483648);
let l_1480 = bitcast<f32>(l_1479);
let l_1481 = bitcast<u32>(l_1480);
let l_1482 = f64(l_1480);
l_mut_38 = l_1482;
let l_1483 = l_1481 & u32(2139095040);
let l_1484 = l_1483 == u32(0);
if l_1484 {
let l_1485 = l_1481 & u32(8388607);
let l_1486 = f64(l_1485);
let l_1487 = l_1486 * f64(1.401298464324817e-45);
l_mut_38 = l_1487;
let l_1488 = l_1481 >> u32(31);
let l_1489 = l_1488 == u32(1);
if l_1489 {
let l_1490 = -l_mut_38;
l_mut_38 = l_1490;
}
}
l_mut_61 = l_mut_38;
} else {
let l_1491 = bitcast<u32>(l_1463);
let l_1492 = l_1491 + u32(1);
l_mut_48 = l_1492;
let l_1493 = l_1491 & u32(2147483647);
let l_1494 = l_1493 == u32(0);
if l_1494 {
l_mut_48 = u32(1);
} else {
let l_1495 = l_1491 & u32(2147483648);
let l_1496 = l_1495 != u32(0);
if l_1496 {
let l_1497 = l_1491 - u32(1);
l_mut_48 = l_1497;
} else {
let l_1498 = l_1491 == u32(2139095040);
if l_1498 {
l_mut_48 = l_1491;
}
}
}
let l_1499 = bitcast<f32>(l_mut_48);
let l_1500 = bitcast<u32>(l_1499);
let l_1501 = f64(l_1499);
l_mut_38 = l_1501;
let l_1502 = l_1500 & u32(2139095040);
let l_1503 = l_1502 == u32(0);
if l_1503 {
let l_1504 = l_1500 & u32(8388607);
let l_1505 = f64(l_1504);
let l_1506 = l_1505 * f64(1.401298464324817e-45);
l_mut_38 = l_1506;
let l_1507 = l_1500 >> u32(31);
let l_1508 = l_1507 == u32(1);
if l_1508 {
let l_1509 = -l_mut_38;
l_mut_38 = l_1509;
}
}
let l_1510 = l_mut_38 <= l_1457;
if l_1510 {
let l_1511 = bitcast<u32>(l_1463);
let l_1512 = l_1511 + u32(1);
l_mut_48 = l_1512;
let l_1513 = l_1511 & u32(2147483647);
let l_1514 = l_1513 == u32(0);
if l_1514 {
l_mut_48 = u32(1);
} else {
let l_1515 = l_1511 & u32(2147483648);
let l_1516 = l_1515 != u32(0);
if l_1516 {
let l_1517 = l_1511 - u32(1);
l_mut_48 = l_1517;
} else {
let l_1518 = l_1511 == u32(2139095040);
if l_1518 {
l_mut_48 = l_1511;
}
}
}
let l_1519 = bitcast<f32>(l_mut_48);
let l_1520 = bitcast<u32>(l_1519);
let l_1521 = f64(l_1519);
l_mut_38 = l_1521;
let l_1522 = l_1520 & u32(2139095040);
let l_1523 = l_1522 == u32(0);
if l_1523 {
let l_1524 = l_1520 & u32(8388607);
let l_1525 = f64(l_1524);
let l_1526 = l_1525 * f64(1.401298464324817e-45);
l_mut_38 = l_1526;
let l_1527 = l_1520 >> u32(31);
let l_1528 = l_1527 == u32(1);
if l_1528 {
let l_1529 = -l_mut_38;
l_mut_38 = l_1529;
}
}
l_mut_61 = l_mut_38;
}
}
}
let l_1530 = -l_mut_61;
let l_1531 = bitcast<u32>(l_15);
let l_1532 = f64(l_15);
l_mut_61 = l_1532;
let l_1533 = l_1531 & u32(2139095040);
let l_1534 = l_1533 == u32(0);
if l_1534 {
let l_1535 = l_1531 & u32(8388607);
let l_1536 = f64(l_1535);
let l_1537 = l_1536 * f64(1.401298464324817e-45);
l_mut_61 = l_1537;
let l_1538 = l_1531 >> u32(31);
let l_1539 = l_1538 == u32(1);
if l_1539 {
let l_1540 = -l_mut_61;
l_mut_61 = l_1540;
}
}
let l_1541 = bitcast<u32>(l_15);
let l_1542 = l_1541 + u32(1);
l_mut_48 = l_1542;
let l_1543 = l_1541 & u32(2147483647);
let l_1544 = l_1543 == u32(0);
if l_1544 {
l_mut_48 = u32(1);
} else {
let l_1545 = l_1541 & u32(2147483648);
let l_1546 = l_1545 != u32(0);
if l_1546 {
let l_1547 = l_1541 - u32(1);
l_mut_48 = l_1547;
} else {
let l_1548 = l_1541 == u32(2139095040);
if l_1548 {
l_mut_48 = l_1541;
}
}
}
let l_1549 = bitcast<f32>(l_mut_48);
let l_1550 = bitcast<u32>(l_1549);
let l_1551 = f64(l_1549);
l_mut_38 = l_1551;
let l_1552 = l_1550 & u32(2139095040);
let l_1553 = l_1552 == u32(0);
if l_1553 {
let l_1554 = l_1550 & u32(8388607);
let l_1555 = f64(l_1554);
let l_1556 = l_1555 * f64(1.401298464324817e-45);
l_mut_38 = l_1556;
let l_1557 = l_1550 >> u32(31);
let l_1558 = l_1557 == u32(1);
if l_1558 {
let l_1559 = -l_mut_38;
l_mut_38 = l_1559;
}
}
let l_1560 = bitcast<u32>(l_15);
let l_1561 = l_1560 ^ u32(2147483648);
let l_1562 = bitcast<f32>(l_1561);
let l_1563 = bitcast<u32>(l_1562);
let l_1564 = l_1563 + u32(1);
l_mut_48 = l_1564;
let l_1565 = l_1563 & u32(2147483647);
let l_1566 = l_1565 == u32(0);
if l_1566 {
l_mut_48 = u32(1);
} else {
let l_1567 = l_1563 & u32(2147483648);
let l_1568 = l_1567 != u32(0);
if l_1568 {
let l_1569 = l_1563 - u32(1);
l_mut_48 = l_1569;
} else {
let l_1570 = l_1563 == u32(2139095040);
if l_1570 {
l_mut_48 = l_1563;
}
}
}
let l_1571 = bitcast<f32>(l_mut_48);
let l_1572 = bitcast<u32>(l_1571);
let l_1573 = l_1572 ^ u32(2147483648);
let l_1574 = bitcast<f32>(l_1573);
let l_1575 = bitcast<u32>(l_1574);
let l_1576 = f64(l_1574);
l_mut_1577 = l_1576;
let l_1578 = l_1575 & u32(2139095040);
let l_1579 = l_1578 == u32(0);
if l_1579 {
let l_1580 = l_1575 & u32(8388607);
let l_1581 = f64(l_1580);
let l_1582 = l_1581 * f64(1.401298464324817e-45);
l_mut_1577 = l_1582;
let l_1583 = l_1575 >> u32(31);
let l_1584 = l_1583 == u32(1);
if l_1584 {
let l_1585 = -l_mut_1577;
l_mut_1577 = l_1585;
}
}
let l_1586 = l_mut_122 + f64(0.0);
let l_1587 = l_1586 <= l_mut_61;
l_mut_142 = l_1587;
let l_1588 = l_mut_122 - f64(0.0);
let l_1589 = l_1588 > l_mut_61;
l_mut_139 = l_1589;
let l_1590 = l_1530 - f64(0.0);
let l_1591 = l_1590 >= l_mut_61;
l_mut_136 = l_1591;
let l_1592 = l_1530 + f64(0.0);
let l_1593 = l_1592 < l_mut_61;
l_mut_133 = l_1593;
l_mut_48 = u32(2);
let l_1594 = l_mut_139 || l_mut_133;
if l_1594 {
l_mut_48 = u32(1);
} else {
let l_1595 = l_mut_142 && l_mut_136;
if l_1595 {
l_mut_48 = u32(0);
}
}
let l_1596 = bitcast<u32>(l_15);
let l_1597 = l_1596 & u32(2147483647);
let l_1598 = l_1597 == u32(0);
if l_1598 {
let l_1599 = l_mut_122 + f64(0.0);
let l_1600 = l_1599 < f64(1.1754943508222875e-38);
let l_1601 = l_1530 - f64(0.0);
let l_1602 = l_1601 > f64(-1.1754943508222875e-38);
let l_1603 = l_1600 && l_1602;
let l_1604 = l_mut_122 - f64(0.0);
let l_1605 = l_1604 < f64(1.1754943508222875e-38);
let l_1606 = l_1530 + f64(0.0);
let l_1607 = l_1606 > f64(-1.1754943508222875e-38);
let l_1608 = l_1605 && l_1607;
if l_1603 {
l_mut_48 = u32(0);
} else {
let l_1609 = l_mut_48 == u32(1);
let l_1610 = l_1608 && l_1609;
if l_1610 {
l_mut_48 = u32(2);
}
}
}
l_mut_87 = l_mut_48;
}
l_mut_31 = l_mut_87;
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
let l_1611 = a_30[u32(0)];
let l_1612 = l_1611 == u32(0);
if l_1612 {
l_mut_31 = u32(2);
}
let l_1683 = info.static_meta[u32(7)];
let l_1684 = l_1683 * u32(1);
let l_1685 = l_7 < l_1684;
if l_1685 {
buffer_7_global[l_7] = l_mut_31;
}
}
}
}
