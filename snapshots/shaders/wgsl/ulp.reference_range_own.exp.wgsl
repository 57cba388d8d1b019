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

var a_226: array<u32, 1>;

var a_1179: array<f64, 2>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_106: u32;
var l_mut_1448: f64;
var l_mut_204: bool;
var l_mut_227: u32;
var l_mut_22: f32;
var l_mut_243: u32;
var l_mut_26: f64;
var l_mut_281: u32;
var l_mut_316: f64;
var l_mut_327: bool;
var l_mut_330: bool;
var l_mut_333: bool;
var l_mut_336: bool;
var l_mut_35: f64;
var l_mut_50: f64;
let l_0 = id == u32(0);
if l_0 {
let l_1747 = info.static_meta[u32(7)];
let l_1748 = l_1747 * u32(1);
let l_1749 = u32(0) < l_1748;
if l_1749 {
buffer_7_global[u32(0)] = u32(1);
}
}
let l_1733 = info.static_meta[u32(0)];
let l_1734 = l_1733 * u32(1);
let l_1735 = u32(1) < l_1734;
let l_1736 = l_1734 - u32(1);
let l_1737 = min(u32(1), l_1736);
let l_1738 = buffer_0_global[l_1737];
let l_1739 = select(u32(0), l_1738, l_1735);
let l_1 = l_1739;
let l_2 = id * l_1;
let l_1740 = info.static_meta[u32(0)];
let l_1741 = l_1740 * u32(1);
let l_1742 = u32(2) < l_1741;
let l_1743 = l_1741 - u32(1);
let l_1744 = min(u32(2), l_1743);
let l_1745 = buffer_0_global[l_1744];
let l_1746 = select(u32(0), l_1745, l_1742);
let l_3 = l_1746;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_1750 = info.static_meta[u32(0)];
let l_1751 = l_1750 * u32(1);
let l_1752 = u32(2) < l_1751;
let l_1753 = l_1751 - u32(1);
let l_1754 = min(u32(2), l_1753);
let l_1755 = buffer_0_global[l_1754];
let l_1756 = select(u32(0), l_1755, l_1752);
let l_6 = l_1756;
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
let l_1757 = info.static_meta[u32(0)];
let l_1758 = l_1757 * u32(1);
let l_1759 = u32(0) < l_1758;
let l_1760 = l_1758 - u32(1);
let l_1761 = min(u32(0), l_1760);
let l_1762 = buffer_0_global[l_1761];
let l_1763 = select(u32(0), l_1762, l_1759);
let l_19 = l_1763;
let l_20 = l_19 + l_mut_18;
let l_21 = bitcast<f32>(l_20);
l_mut_22 = l_21;
let l_23 = exp(l_21);
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
let l_1764 = info.static_meta[u32(3)];
let l_1765 = l_1764 * u32(1);
let l_1766 = u32(1024) < l_1765;
let l_1767 = l_1765 - u32(1);
let l_1768 = min(u32(1024), l_1767);
let l_1769 = buffer_3_global[l_1768];
let l_1770 = select(u32(0), l_1769, l_1766);
let l_36 = l_1770;
let l_37 = bitcast<f32>(l_36);
let l_38 = f64(l_37);
let l_39 = bitcast<u32>(l_21);
let l_40 = f64(l_21);
l_mut_26 = l_40;
let l_41 = l_39 & u32(2139095040);
let l_42 = l_41 == u32(0);
if l_42 {
let l_43 = l_39 & u32(8388607);
let l_44 = f64(l_43);
let l_45 = l_44 * f64(1.401298464324817e-45);
l_mut_26 = l_45;
let l_46 = l_39 >> u32(31);
let l_47 = l_46 == u32(1);
if l_47 {
let l_48 = -l_mut_26;
l_mut_26 = l_48;
}
}
let l_49 = l_mut_26 + f64(0.0);
l_mut_50 = l_49;
let l_51 = is_nan_1_f64(l_49);if l_51 {
} else {
let l_52 = l_49 < f64(-700.0);
if l_52 {
l_mut_50 = f64(0.0);
} else {
let l_53 = l_49 > f64(700.0);
if l_53 {
let l_54 = bitcast<u64>(l_49);
let l_55 = l_54 | u64(9218868437227405312);
let l_56 = l_55 & bitcast<u64>(i64(-4503599627370496));
let l_57 = bitcast<f64>(l_56);
l_mut_50 = l_57;
} else {
let l_58 = l_49 * f64(1.4426950408889634);
let l_59 = l_58 + f64(0.5);
let l_60 = floor(l_59);
let l_61 = l_60 * f64(0.6931471824645996);
let l_62 = l_mut_26 - l_61;
let l_63 = l_62 * l_38;
let l_64 = l_60 * f64(-1.904654299957768e-9);
let l_65 = f64(0.0) - l_64;
let l_66 = l_63 + l_65;
let l_67 = l_66 * f64(7.647163731819816e-13);
let l_68 = l_67 + f64(1.1470745597729725e-11);
l_mut_26 = l_68;
let l_69 = l_mut_26 * l_66;
let l_70 = l_69 + f64(1.6059043836821613e-10);
l_mut_26 = l_70;
let l_71 = l_mut_26 * l_66;
let l_72 = l_71 + f64(2.08767569878681e-9);
l_mut_26 = l_72;
let l_73 = l_mut_26 * l_66;
let l_74 = l_73 + f64(2.505210838544172e-8);
l_mut_26 = l_74;
let l_75 = l_mut_26 * l_66;
let l_76 = l_75 + f64(2.755731922398589e-7);
l_mut_26 = l_76;
let l_77 = l_mut_26 * l_66;
let l_78 = l_77 + f64(2.7557319223985893e-6);
l_mut_26 = l_78;
let l_79 = l_mut_26 * l_66;
let l_80 = l_79 + f64(2.48015873015873e-5);
l_mut_26 = l_80;
let l_81 = l_mut_26 * l_66;
let l_82 = l_81 + f64(0.0001984126984126984);
l_mut_26 = l_82;
let l_83 = l_mut_26 * l_66;
let l_84 = l_83 + f64(0.001388888888888889);
l_mut_26 = l_84;
let l_85 = l_mut_26 * l_66;
let l_86 = l_85 + f64(0.008333333333333333);
l_mut_26 = l_86;
let l_87 = l_mut_26 * l_66;
let l_88 = l_87 + f64(0.041666666666666664);
l_mut_26 = l_88;
let l_89 = l_mut_26 * l_66;
let l_90 = l_89 + f64(0.16666666666666666);
l_mut_26 = l_90;
let l_91 = l_mut_26 * l_66;
let l_92 = l_91 + f64(0.5);
l_mut_26 = l_92;
let l_93 = l_66 * l_66;
let l_94 = l_93 * l_mut_26;
let l_95 = l_66 + l_94;
let l_96 = f64(1.0) + l_95;
let l_97 = i32(l_60);
let l_98 = l_97 + i32(1023);
let l_99 = u64(l_98);
let l_100 = l_99 << u32(bitcast<u64>(u64(52)));
let l_101 = bitcast<f64>(l_100);
let l_102 = l_96 * l_101;
l_mut_50 = l_102;
}
}
}
l_mut_35 = l_mut_50;
let l_1771 = info.static_meta[u32(3)];
let l_1772 = l_1771 * u32(1);
let l_1773 = u32(1024) < l_1772;
let l_1774 = l_1772 - u32(1);
let l_1775 = min(u32(1024), l_1774);
let l_1776 = buffer_3_global[l_1775];
let l_1777 = select(u32(0), l_1776, l_1773);
let l_103 = l_1777;
let l_104 = bitcast<f32>(l_103);
let l_105 = f64(l_104);
l_mut_106 = u32(4294967294);
let l_107 = bitcast<u32>(l_mut_22);
let l_108 = bitcast<u32>(l_21);
let l_109 = l_108 & u32(2139095040);
let l_110 = l_109 != u32(2139095040);
let l_111 = l_109 == u32(0);
let l_112 = bitcast<u32>(l_21);
let l_113 = l_112 & u32(8388607);
let l_114 = l_113 != u32(0);
let l_115 = l_111 && l_114;
let l_116 = abs(l_mut_35);
let l_117 = l_mut_35 < f64(0.0);
let l_118 = u32(l_117);
let l_119 = u32(2147483648) * l_118;
if l_115 {
} else {
let l_120 = is_nan_1_f64(l_mut_35);if l_120 {
let l_121 = l_107 & u32(2147483647);
let l_122 = l_121 > u32(2139095040);
if l_122 {
l_mut_106 = u32(4294967293);
}
} else {
let l_123 = l_116 >= f64(3.402823669209385e38);
let l_124 = !l_110;
let l_125 = l_116 == f64(0.0);
let l_126 = l_124 && l_125;
let l_127 = l_123 || l_126;
if l_127 {
let l_128 = l_116 >= f64(3.402823669209385e38);
let l_129 = u32(l_128);
let l_130 = u32(2139095040) * l_129;
let l_131 = l_130 | l_119;
let l_132 = l_107 == l_131;
let l_133 = l_107 | l_131;
let l_134 = l_133 & u32(2147483647);
let l_135 = l_134 == u32(0);
let l_136 = l_132 || l_135;
if l_136 {
l_mut_106 = u32(4294967293);
}
} else {
let l_137 = l_116 >= f64(2.350988701644575e-38);
let l_138 = l_110 && l_137;
let l_139 = l_116 < f64(3.4028234663852886e38);
let l_140 = l_138 && l_139;
if l_140 {
let l_141 = f32(l_116);
let l_142 = bitcast<u32>(l_141);
let l_143 = bitcast<f32>(l_142);
let l_144 = f64(l_143);
let l_145 = l_116 - l_144;
let l_146 = l_142 + u32(1);
let l_147 = l_145 < f64(0.0);
let l_148 = u32(l_147);
let l_149 = u32(2) * l_148;
let l_150 = l_146 - l_149;
let l_151 = bitcast<f32>(l_150);
let l_152 = f64(l_151);
let l_153 = l_152 - l_144;
let l_154 = abs(l_153);
let l_155 = l_154 * f64(0.5);
let l_156 = abs(l_145);
let l_157 = l_155 - l_156;
let l_158 = l_116 * f64(9.094947017729282e-13);
let l_159 = l_157 > l_158;
if l_159 {
let l_160 = l_142 | l_119;
l_mut_106 = l_160;
}
} else {
let l_161 = l_116 < f64(2.350988701644575e-38);
let l_162 = l_110 && l_161;
if l_162 {
let l_163 = l_116 * f64(7.1362384635298e44);
let l_164 = floor(l_163);
let l_165 = l_163 - l_164;
let l_166 = l_165 - f64(0.5);
let l_167 = abs(l_166);
let l_168 = l_163 * f64(9.094947017729282e-13);
let l_169 = l_167 > l_168;
if l_169 {
let l_170 = l_165 > f64(0.5);
let l_171 = f64(l_170);
let l_172 = l_164 + l_171;
let l_173 = u32(l_172);
let l_174 = l_173 | l_119;
l_mut_106 = l_174;
}
}
}
}
}
}
let l_175 = bitcast<u32>(l_mut_22);
let l_176 = l_175 & u32(2147483647);
let l_177 = l_176 > u32(2139095040);
let l_178 = l_175 & u32(2147483647);
let l_179 = l_178 == u32(0);
let l_180 = l_175 & u32(2147483647);
let l_181 = f64(l_180);
let l_182 = l_175 >> u32(31);
let l_183 = f64(l_182);
let l_184 = f64(2.0) * l_183;
let l_185 = f64(1.0) - l_184;
let l_186 = l_181 * l_185;
let l_187 = l_mut_106 & u32(2147483647);
let l_188 = f64(l_187);
let l_189 = l_mut_106 >> u32(31);
let l_190 = f64(l_189);
let l_191 = f64(2.0) * l_190;
let l_192 = f64(1.0) - l_191;
let l_193 = l_188 * l_192;
let l_194 = l_186 - l_193;
let l_195 = l_mut_106 & u32(2139095040);
let l_196 = l_195 == u32(0);
let l_197 = l_mut_106 < u32(4294967293);
let l_198 = l_194 == f64(0.0);
let l_199 = l_179 && l_196;
let l_200 = l_177 || l_199;
let l_201 = !l_200;
let l_202 = l_198 || l_201;
let l_203 = l_197 && l_202;
l_mut_204 = l_203;
let l_205 = l_194 != f64(0.0);
let l_206 = l_mut_204 && l_205;
if l_206 {

for (var l_mut_207: u32 = u32(0); l_mut_207 < u32(8); l_mut_207++) {
let l_208 = u32(2) * l_mut_207;
let l_1778 = info.static_meta[u32(1)];
let l_1779 = l_1778 * u32(1);
let l_1780 = l_208 < l_1779;
let l_1781 = l_1779 - u32(1);
let l_1782 = min(l_208, l_1781);
let l_1783 = buffer_1_global[l_1782];
let l_1784 = select(u32(0), l_1783, l_1780);
let l_209 = l_1784;
let l_210 = u32(2) * l_mut_207;
let l_211 = l_210 + u32(1);
let l_1785 = info.static_meta[u32(1)];
let l_1786 = l_1785 * u32(1);
let l_1787 = l_211 < l_1786;
let l_1788 = l_1786 - u32(1);
let l_1789 = min(l_211, l_1788);
let l_1790 = buffer_1_global[l_1789];
let l_1791 = select(u32(0), l_1790, l_1787);
let l_212 = l_1791;
let l_213 = l_212 != u32(0);
let l_214 = l_mut_207 * u32(4);
let l_1792 = info.static_meta[u32(2)];
let l_1793 = l_1792 * u32(1);
let l_1794 = l_214 < l_1793;
let l_1795 = l_1793 - u32(1);
let l_1796 = min(l_214, l_1795);
let l_1797 = buffer_2_global[l_1796];
let l_1798 = select(f64(0.0), l_1797, l_1794);
let l_215 = l_1798;
let l_216 = l_mut_207 * u32(4);
let l_217 = l_216 + u32(1);
let l_1799 = info.static_meta[u32(2)];
let l_1800 = l_1799 * u32(1);
let l_1801 = l_217 < l_1800;
let l_1802 = l_1800 - u32(1);
let l_1803 = min(l_217, l_1802);
let l_1804 = buffer_2_global[l_1803];
let l_1805 = select(f64(0.0), l_1804, l_1801);
let l_218 = l_1805;
let l_219 = l_mut_207 * u32(4);
let l_220 = l_219 + u32(2);
let l_1806 = info.static_meta[u32(2)];
let l_1807 = l_1806 * u32(1);
let l_1808 = l_220 < l_1807;
let l_1809 = l_1807 - u32(1);
let l_1810 = min(l_220, l_1809);
let l_1811 = buffer_2_global[l_1810];
let l_1812 = select(f64(0.0), l_1811, l_1808);
let l_221 = l_1812;
let l_222 = f64(l_21);
let l_223 = abs(l_222);
let l_224 = abs(l_mut_35);
let l_225 = l_224 * f64(1.4551915228366852e-11);
a_226[u32(0)] = u32(1);
l_mut_227 = u32(2);
let l_228 = l_209 == u32(0);
if l_228 {
l_mut_227 = u32(0);
} else {
let l_229 = l_209 == u32(1);
if l_229 {
l_mut_227 = u32(1);
let l_230 = abs(l_194);
let l_231 = l_230 <= l_215;
if l_231 {
l_mut_227 = u32(0);
}
} else {
let l_232 = l_209 == u32(2);
if l_232 {
let l_233 = abs(l_mut_35);
l_mut_50 = f64(1.401298464324817e-45);
let l_234 = l_233 >= f64(1.1754943508222875e-38);
let l_235 = l_233 <= f64(1.7976931348623157e308);
let l_236 = l_234 && l_235;
if l_236 {
let l_237 = bitcast<u64>(l_233);
let l_238 = l_237 >> u32(bitcast<u64>(u64(52)));
let l_239 = l_238 - u64(23);
let l_240 = l_239 << u32(bitcast<u64>(u64(52)));
let l_241 = bitcast<f64>(l_240);
l_mut_50 = l_241;
}
let l_242 = l_215 * l_mut_50;
l_mut_243 = u32(2);
let l_244 = l_mut_35 - l_225;
let l_245 = abs(l_244);
l_mut_50 = f64(1.401298464324817e-45);
let l_246 = l_245 >= f64(1.1754943508222875e-38);
let l_247 = l_245 <= f64(1.7976931348623157e308);
let l_248 = l_246 && l_247;
if l_248 {
let l_249 = bitcast<u64>(l_245);
let l_250 = l_249 >> u32(bitcast<u64>(u64(52)));
let l_251 = l_250 - u64(23);
let l_252 = l_251 << u32(bitcast<u64>(u64(52)));
let l_253 = bitcast<f64>(l_252);
l_mut_50 = l_253;
}
let l_254 = l_mut_35 + l_225;
let l_255 = abs(l_254);
l_mut_26 = f64(1.401298464324817e-45);
let l_256 = l_255 >= f64(1.1754943508222875e-38);
let l_257 = l_255 <= f64(1.7976931348623157e308);
let l_258 = l_256 && l_257;
if l_258 {
let l_259 = bitcast<u64>(l_255);
let l_260 = l_259 >> u32(bitcast<u64>(u64(52)));
let l_261 = l_260 - u64(23);
let l_262 = l_261 << u32(bitcast<u64>(u64(52)));
let l_263 = bitcast<f64>(l_262);
l_mut_26 = l_263;
}
let l_264 = l_mut_50 == l_mut_26;
if l_264 {
let l_265 = l_242 * f64(1.4551915228366852e-11);
let l_266 = l_225 + l_265;
let l_267 = l_mut_35 - l_242;
let l_268 = l_mut_35 + l_242;
let l_269 = bitcast<u32>(l_mut_22);
let l_270 = f64(l_mut_22);
l_mut_50 = l_270;
let l_271 = l_269 & u32(2139095040);
let l_272 = l_271 == u32(0);
if l_272 {
let l_273 = l_269 & u32(8388607);
let l_274 = f64(l_273);
let l_275 = l_274 * f64(1.401298464324817e-45);
l_mut_50 = l_275;
let l_276 = l_269 >> u32(31);
let l_277 = l_276 == u32(1);
if l_277 {
let l_278 = -l_mut_50;
l_mut_50 = l_278;
}
}
let l_279 = bitcast<u32>(l_mut_22);
let l_280 = l_279 + u32(1);
l_mut_281 = l_280;
let l_282 = l_279 & u32(2147483647);
let l_283 = l_282 == u32(0);
if l_283 {
l_mut_281 = u32(1);
} else {
let l_284 = l_279 & u32(2147483648);
let l_285 = l_284 != u32(0);
if l_285 {
let l_286 = l_279 - u32(1);
l_mut_281 = l_286;
} else {
let l_287 = l_279 == u32(2139095040);
if l_287 {
l_mut_281 = l_279;
}
}
}
let l_288 = bitcast<f32>(l_mut_281);
let l_289 = bitcast<u32>(l_288);
let l_290 = f64(l_288);
l_mut_26 = l_290;
let l_291 = l_289 & u32(2139095040);
let l_292 = l_291 == u32(0);
if l_292 {
let l_293 = l_289 & u32(8388607);
let l_294 = f64(l_293);
let l_295 = l_294 * f64(1.401298464324817e-45);
l_mut_26 = l_295;
let l_296 = l_289 >> u32(31);
let l_297 = l_296 == u32(1);
if l_297 {
let l_298 = -l_mut_26;
l_mut_26 = l_298;
}
}
let l_299 = bitcast<u32>(l_mut_22);
let l_300 = l_299 ^ u32(2147483648);
let l_301 = bitcast<f32>(l_300);
let l_302 = bitcast<u32>(l_301);
let l_303 = l_302 + u32(1);
l_mut_281 = l_303;
let l_304 = l_302 & u32(2147483647);
let l_305 = l_304 == u32(0);
if l_305 {
l_mut_281 = u32(1);
} else {
let l_306 = l_302 & u32(2147483648);
let l_307 = l_306 != u32(0);
if l_307 {
let l_308 = l_302 - u32(1);
l_mut_281 = l_308;
} else {
let l_309 = l_302 == u32(2139095040);
if l_309 {
l_mut_281 = l_302;
}
}
}
let l_310 = bitcast<f32>(l_mut_281);
let l_311 = bitcast<u32>(l_310);
let l_312 = l_311 ^ u32(2147483648);
let l_313 = bitcast<f32>(l_312);
let l_314 = bitcast<u32>(l_313);
let l_315 = f64(l_313);
l_mut_316 = l_315;
let l_317 = l_314 & u32(2139095040);
let l_318 = l_317 == u32(0);
if l_318 {
let l_319 = l_314 & u32(8388607);
let l_320 = f64(l_319);
let l_321 = l_320 * f64(1.401298464324817e-45);
l_mut_316 = l_321;
let l_322 = l_314 >> u32(31);
let l_323 = l_322 == u32(1);
if l_323 {
let l_324 = -l_mut_316;
l_mut_316 = l_324;
}
}
let l_325 = l_267 + l_266;
let l_326 = l_325 <= l_mut_50;
l_mut_327 = l_326;
let l_328 = l_267 - l_266;
let l_329 = l_328 > l_mut_50;
l_mut_330 = l_329;
let l_331 = l_268 - l_266;
let l_332 = l_331 >= l_mut_50;
l_mut_333 = l_332;
let l_334 = l_268 + l_266;
let l_335 = l_334 < l_mut_50;
l_mut_336 = l_335;
if l_213 {
let l_337 = l_267 + l_266;
let l_338 = l_337 < l_mut_26;
l_mut_327 = l_338;
let l_339 = l_267 - l_266;
let l_340 = l_339 >= l_mut_26;
l_mut_330 = l_340;
let l_341 = l_268 - l_266;
let l_342 = l_341 > l_mut_316;
l_mut_333 = l_342;
let l_343 = l_268 + l_266;
let l_344 = l_343 <= l_mut_316;
l_mut_336 = l_344;
}
l_mut_281 = u32(2);
let l_345 = l_mut_330 || l_mut_336;
if l_345 {
l_mut_281 = u32(1);
} else {
let l_346 = l_mut_327 && l_mut_333;
if l_346 {
l_mut_281 = u32(0);
}
}
let l_347 = bitcast<u32>(l_mut_22);
let l_348 = l_347 & u32(2147483647);
let l_349 = l_348 == u32(0);
if l_349 {
let l_350 = l_267 + l_266;
let l_351 = l_350 < f64(1.1754943508222875e-38);
let l_352 = l_268 - l_266;
let l_353 = l_352 > f64(-1.1754943508222875e-38);
let l_354 = l_351 && l_353;
let l_355 = l_267 - l_266;
let l_356 = l_355 < f64(1.1754943508222875e-38);
let l_357 = l_268 + l_266;
let l_358 = l_357 > f64(-1.1754943508222875e-38);
let l_359 = l_356 && l_358;
if l_354 {
l_mut_281 = u32(0);
} else {
let l_360 = l_mut_281 == u32(1);
let l_361 = l_359 && l_360;
if l_361 {
l_mut_281 = u32(2);
}
}
}
l_mut_243 = l_mut_281;
}
l_mut_227 = l_mut_243;
} else {
let l_362 = l_209 == u32(3);
if l_362 {
l_mut_227 = u32(0);
let l_363 = l_223 >= f64(1.1754943508222875e-38);
let l_364 = l_223 <= f64(8.507059173023462e37);
let l_365 = l_363 && l_364;
if l_365 {
let l_366 = abs(l_mut_35);
l_mut_316 = f64(1.401298464324817e-45);
let l_367 = l_366 >= f64(1.1754943508222875e-38);
let l_368 = l_366 <= f64(1.7976931348623157e308);
let l_369 = l_367 && l_368;
if l_369 {
let l_370 = bitcast<u64>(l_366);
let l_371 = l_370 >> u32(bitcast<u64>(u64(52)));
let l_372 = l_371 - u64(23);
let l_373 = l_372 << u32(bitcast<u64>(u64(52)));
let l_374 = bitcast<f64>(l_373);
l_mut_316 = l_374;
}
let l_375 = l_215 * l_mut_316;
l_mut_281 = u32(2);
let l_376 = l_mut_35 - l_225;
let l_377 = abs(l_376);
l_mut_316 = f64(1.401298464324817e-45);
let l_378 = l_377 >= f64(1.1754943508222875e-38);
let l_379 = l_377 <= f64(1.7976931348623157e308);
let l_380 = l_378 && l_379;
if l_380 {
let l_381 = bitcast<u64>(l_377);
let l_382 = l_381 >> u32(bitcast<u64>(u64(52)));
let l_383 = l_382 - u64(23);
let l_384 = l_383 << u32(bitcast<u64>(u64(52)));
let l_385 = bitcast<f64>(l_384);
l_mut_316 = l_385;
}
let l_386 = l_mut_35 + l_225;
let l_387 = abs(l_386);
l_mut_50 = f64(1.401298464324817e-45);
let l_388 = l_387 >= f64(1.1754943508222875e-38);
let l_389 = l_387 <= f64(1.7976931348623157e308);
let l_390 = l_388 && l_389;
if l_390 {
let l_391 = bitcast<u64>(l_387);
let l_392 = l_391 >> u32(bitcast<u64>(u64(52)));
let l_393 = l_392 - u64(23);
let l_394 = l_393 << u32(bitcast<u64>(u64(52)));
let l_395 = bitcast<f64>(l_394);
l_mut_50 = l_395;
}
let l_396 = l_mut_316 == l_mut_50;
if l_396 {
let l_397 = l_375 * f64(1.4551915228366852e-11);
let l_398 = l_225 + l_397;
let l_399 = l_mut_35 - l_375;
let l_400 = l_mut_35 + l_375;
let l_401 = bitcast<u32>(l_mut_22);
let l_402 = f64(l_mut_22);
l_mut_316 = l_402;
let l_403 = l_401 & u32(2139095040);
let l_404 = l_403 == u32(0);
if l_404 {
let l_405 = l_401 & u32(8388607);
let l_406 = f64(l_405);
let l_407 = l_406 * f64(1.401298464324817e-45);
l_mut_316 = l_407;
let l_408 = l_401 >> u32(31);
let l_409 = l_408 == u32(1);
if l_409 {
let l_410 = -l_mut_316;
l_mut_316 = l_410;
}
}
let l_411 = bitcast<u32>(l_mut_22);
let l_412 = l_411 + u32(1);
l_mut_243 = l_412;
let l_413 = l_411 & u32(2147483647);
let l_414 = l_413 == u32(0);
if l_414 {
l_mut_243 = u32(1);
} else {
let l_415 = l_411 & u32(2147483648);
let l_416 = l_415 != u32(0);
if l_416 {
let l_417 = l_411 - u32(1);
l_mut_243 = l_417;
} else {
let l_418 = l_411 == u32(2139095040);
if l_418 {
l_mut_243 = l_411;
}
}
}
let l_419 = bitcast<f32>(l_mut_243);
let l_420 = bitcast<u32>(l_419);
let l_421 = f64(l_419);
l_mut_50 = l_421;
let l_422 = l_420 & u32(2139095040);
let l_423 = l_422 == u32(0);
if l_423 {
let l_424 = l_420 & u32(8388607);
let l_425 = f64(l_424);
let l_426 = l_425 * f64(1.401298464324817e-45);
l_mut_50 = l_426;
let l_427 = l_420 >> u32(31);
let l_428 = l_427 == u32(1);
if l_428 {
let l_429 = -l_mut_50;
l_mut_50 = l_429;
}
}
let l_430 = bitcast<u32>(l_mut_22);
let l_431 = l_430 ^ u32(2147483648);
let l_432 = bitcast<f32>(l_431);
let l_433 = bitcast<u32>(l_432);
let l_434 = l_433 + u32(1);
l_mut_243 = l_434;
let l_435 = l_433 & u32(2147483647);
let l_436 = l_435 == u32(0);
if l_436 {
l_mut_243 = u32(1);
} else {
let l_437 = l_433 & u32(2147483648);
let l_438 = l_437 != u32(0);
if l_438 {
let l_439 = l_433 - u32(1);
l_mut_243 = l_439;
} else {
let l_440 = l_433 == u32(2139095040);
if l_440 {
l_mut_243 = l_433;
}
}
}
let l_441 = bitcast<f32>(l_mut_243);
let l_442 = bitcast<u32>(l_441);
let l_443 = l_442 ^ u32(2147483648);
let l_444 = bitcast<f32>(l_443);
let l_445 = bitcast<u32>(l_444);
let l_446 = f64(l_444);
l_mut_26 = l_446;
let l_447 = l_445 & u32(2139095040);
let l_448 = l_447 == u32(0);
if l_448 {
let l_449 = l_445 & u32(8388607);
let l_450 = f64(l_449);
let l_451 = l_450 * f64(1.401298464324817e-45);
l_mut_26 = l_451;
let l_452 = l_445 >> u32(31);
let l_453 = l_452 == u32(1);
if l_453 {
let l_454 = -l_mut_26;
l_mut_26 = l_454;
}
}
let l_455 = l_399 + l_398;
let l_456 = l_455 <= l_mut_316;
l_mut_336 = l_456;
let l_457 = l_399 - l_398;
let l_458 = l_457 > l_mut_316;
l_mut_333 = l_458;
let l_459 = l_400 - l_398;
let l_460 = l_459 >= l_mut_316;
l_mut_330 = l_460;
let l_461 = l_400 + l_398;
let l_462 = l_461 < l_mut_316;
l_mut_327 = l_462;
if l_213 {
let l_463 = l_399 + l_398;
let l_464 = l_463 < l_mut_50;
l_mut_336 = l_464;
let l_465 = l_399 - l_398;
let l_466 = l_465 >= l_mut_50;
l_mut_333 = l_466;
let l_467 = l_400 - l_398;
let l_468 = l_467 > l_mut_26;
l_mut_330 = l_468;
let l_469 = l_400 + l_398;
let l_470 = l_469 <= l_mut_26;
l_mut_327 = l_470;
}
l_mut_243 = u32(2);
let l_471 = l_mut_333 || l_mut_327;
if l_471 {
l_mut_243 = u32(1);
} else {
let l_472 = l_mut_336 && l_mut_330;
if l_472 {
l_mut_243 = u32(0);
}
}
let l_473 = bitcast<u32>(l_mut_22);
let l_474 = l_473 & u32(2147483647);
let l_475 = l_474 == u32(0);
if l_475 {
let l_476 = l_399 + l_398;
let l_477 = l_476 < f64(1.1754943508222875e-38);
let l_478 = l_400 - l_398;
let l_479 = l_478 > f64(-1.1754943508222875e-38);
let l_480 = l_477 && l_479;
let l_481 = l_399 - l_398;
let l_482 = l_481 < f64(1.1754943508222875e-38);
let l_483 = l_400 + l_398;
let l_484 = l_483 > f64(-1.1754943508222875e-38);
let l_485 = l_482 && l_484;
if l_480 {
l_mut_243 = u32(0);
} else {
let l_486 = l_mut_243 == u32(1);
let l_487 = l_485 && l_486;
if l_487 {
l_mut_243 = u32(2);
}
}
}
l_mut_281 = l_mut_243;
}
l_mut_227 = l_mut_281;
}
} else {
let l_488 = l_209 == u32(4);
if l_488 {
let l_489 = l_218 * l_223;
let l_490 = l_215 + l_489;
let l_491 = abs(l_mut_35);
l_mut_316 = f64(1.401298464324817e-45);
let l_492 = l_491 >= f64(1.1754943508222875e-38);
let l_493 = l_491 <= f64(1.7976931348623157e308);
let l_494 = l_492 && l_493;
if l_494 {
let l_495 = bitcast<u64>(l_491);
let l_496 = l_495 >> u32(bitcast<u64>(u64(52)));
let l_497 = l_496 - u64(23);
let l_498 = l_497 << u32(bitcast<u64>(u64(52)));
let l_499 = bitcast<f64>(l_498);
l_mut_316 = l_499;
}
let l_500 = l_490 * l_mut_316;
l_mut_281 = u32(2);
let l_501 = l_mut_35 - l_225;
let l_502 = abs(l_501);
l_mut_316 = f64(1.401298464324817e-45);
let l_503 = l_502 >= f64(1.1754943508222875e-38);
let l_504 = l_502 <= f64(1.7976931348623157e308);
let l_505 = l_503 && l_504;
if l_505 {
let l_506 = bitcast<u64>(l_502);
let l_507 = l_506 >> u32(bitcast<u64>(u64(52)));
let l_508 = l_507 - u64(23);
let l_509 = l_508 << u32(bitcast<u64>(u64(52)));
let l_510 = bitcast<f64>(l_509);
l_mut_316 = l_510;
}
let l_511 = l_mut_35 + l_225;
let l_512 = abs(l_511);
l_mut_50 = f64(1.401298464324817e-45);
let l_513 = l_512 >= f64(1.1754943508222875e-38);
let l_514 = l_512 <= f64(1.7976931348623157e308);
let l_515 = l_513 && l_514;
if l_515 {
let l_516 = bitcast<u64>(l_512);
let l_517 = l_516 >> u32(bitcast<u64>(u64(52)));
let l_518 = l_517 - u64(23);
let l_519 = l_518 << u32(bitcast<u64>(u64(52)));
let l_520 = bitcast<f64>(l_519);
l_mut_50 = l_520;
}
let l_521 = l_mut_316 == l_mut_50;
if l_521 {
let l_522 = l_500 * f64(1.4551915228366852e-11);
let l_523 = l_225 + l_522;
let l_524 = l_mut_35 - l_500;
let l_525 = l_mut_35 + l_500;
let l_526 = bitcast<u32>(l_mut_22);
let l_527 = f64(l_mut_22);
l_mut_316 = l_527;
let l_528 = l_526 & u32(2139095040);
let l_529 = l_528 == u32(0);
if l_529 {
let l_530 = l_526 & u32(8388607);
let l_531 = f64(l_530);
let l_532 = l_531 * f64(1.401298464324817e-45);
l_mut_316 = l_532;
let l_533 = l_526 >> u32(31);
let l_534 = l_533 == u32(1);
if l_534 {
let l_535 = -l_mut_316;
l_mut_316 = l_535;
}
}
let l_536 = bitcast<u32>(l_mut_22);
let l_537 = l_536 + u32(1);
l_mut_243 = l_537;
let l_538 = l_536 & u32(2147483647);
let l_539 = l_538 == u32(0);
if l_539 {
l_mut_243 = u32(1);
} else {
let l_540 = l_536 & u32(2147483648);
let l_541 = l_540 != u32(0);
if l_541 {
let l_542 = l_536 - u32(1);
l_mut_243 = l_542;
} else {
let l_543 = l_536 == u32(2139095040);
if l_543 {
l_mut_243 = l_536;
}
}
}
let l_544 = bitcast<f32>(l_mut_243);
let l_545 = bitcast<u32>(l_544);
let l_546 = f64(l_544);
l_mut_50 = l_546;
let l_547 = l_545 & u32(2139095040);
let l_548 = l_547 == u32(0);
if l_548 {
let l_549 = l_545 & u32(8388607);
let l_550 = f64(l_549);
let l_551 = l_550 * f64(1.401298464324817e-45);
l_mut_50 = l_551;
let l_552 = l_545 >> u32(31);
let l_553 = l_552 == u32(1);
if l_553 {
let l_554 = -l_mut_50;
l_mut_50 = l_554;
}
}
let l_555 = bitcast<u32>(l_mut_22);
let l_556 = l_555 ^ u32(2147483648);
let l_557 = bitcast<f32>(l_556);
let l_558 = bitcast<u32>(l_557);
let l_559 = l_558 + u32(1);
l_mut_243 = l_559;
let l_560 = l_558 & u32(2147483647);
let l_561 = l_560 == u32(0);
if l_561 {
l_mut_243 = u32(1);
} else {
let l_562 = l_558 & u32(2147483648);
let l_563 = l_562 != u32(0);
if l_563 {
let l_564 = l_558 - u32(1);
l_mut_243 = l_564;
} else {
let l_565 = l_558 == u32(2139095040);
if l_565 {
l_mut_243 = l_558;
}
}
}
let l_566 = bitcast<f32>(l_mut_243);
let l_567 = bitcast<u32>(l_566);
let l_568 = l_567 ^ u32(2147483648);
let l_569 = bitcast<f32>(l_568);
let l_570 = bitcast<u32>(l_569);
let l_571 = f64(l_569);
l_mut_26 = l_571;
let l_572 = l_570 & u32(2139095040);
let l_573 = l_572 == u32(0);
if l_573 {
let l_574 = l_570 & u32(8388607);
let l_575 = f64(l_574);
let l_576 = l_575 * f64(1.401298464324817e-45);
l_mut_26 = l_576;
let l_577 = l_570 >> u32(31);
let l_578 = l_577 == u32(1);
if l_578 {
let l_579 = -l_mut_26;
l_mut_26 = l_579;
}
}
let l_580 = l_524 + l_523;
let l_581 = l_580 <= l_mut_316;
l_mut_336 = l_581;
let l_582 = l_524 - l_523;
let l_583 = l_582 > l_mut_316;
l_mut_333 = l_583;
let l_584 = l_525 - l_523;
let l_585 = l_584 >= l_mut_316;
l_mut_330 = l_585;
let l_586 = l_525 + l_523;
let l_587 = l_586 < l_mut_316;
l_mut_327 = l_587;
if l_213 {
let l_588 = l_524 + l_523;
let l_589 = l_588 < l_mut_50;
l_mut_336 = l_589;
let l_590 = l_524 - l_523;
let l_591 = l_590 >= l_mut_50;
l_mut_333 = l_591;
let l_592 = l_525 - l_523;
let l_593 = l_592 > l_mut_26;
l_mut_330 = l_593;
let l_594 = l_525 + l_523;
let l_595 = l_594 <= l_mut_26;
l_mut_327 = l_595;
}
l_mut_243 = u32(2);
let l_596 = l_mut_333 || l_mut_327;
if l_596 {
l_mut_243 = u32(1);
} else {
let l_597 = l_mut_336 && l_mut_330;
if l_597 {
l_mut_243 = u32(0);
}
}
let l_598 = bitcast<u32>(l_mut_22);
let l_599 = l_598 & u32(2147483647);
let l_600 = l_599 == u32(0);
if l_600 {
let l_601 = l_524 + l_523;
let l_602 = l_601 < f64(1.1754943508222875e-38);
let l_603 = l_525 - l_523;
let l_604 = l_603 > f64(-1.1754943508222875e-38);
let l_605 = l_602 && l_604;
let l_606 = l_524 - l_523;
let l_607 = l_606 < f64(1.1754943508222875e-38);
let l_608 = l_525 + l_523;
let l_609 = l_608 > f64(-1.1754943508222875e-38);
let l_610 = l_607 && l_609;
if l_605 {
l_mut_243 = u32(0);
} else {
let l_611 = l_mut_243 == u32(1);
let l_612 = l_610 && l_611;
if l_612 {
l_mut_243 = u32(2);
}
}
}
l_mut_281 = l_mut_243;
}
l_mut_227 = l_mut_281;
} else {
let l_613 = l_209 == u32(5);
if l_613 {
let l_614 = f64(2.0) * l_222;
let l_615 = abs(l_614);
let l_616 = floor(l_615);
let l_617 = f64(3.0) + l_616;
let l_618 = abs(l_mut_35);
l_mut_316 = f64(1.401298464324817e-45);
let l_619 = l_618 >= f64(1.1754943508222875e-38);
let l_620 = l_618 <= f64(1.7976931348623157e308);
let l_621 = l_619 && l_620;
if l_621 {
let l_622 = bitcast<u64>(l_618);
let l_623 = l_622 >> u32(bitcast<u64>(u64(52)));
let l_624 = l_623 - u64(23);
let l_625 = l_624 << u32(bitcast<u64>(u64(52)));
let l_626 = bitcast<f64>(l_625);
l_mut_316 = l_626;
}
let l_627 = l_617 * l_mut_316;
l_mut_281 = u32(2);
let l_628 = l_mut_35 - l_225;
let l_629 = abs(l_628);
l_mut_316 = f64(1.401298464324817e-45);
let l_630 = l_629 >= f64(1.1754943508222875e-38);
let l_631 = l_629 <= f64(1.7976931348623157e308);
let l_632 = l_630 && l_631;
if l_632 {
let l_633 = bitcast<u64>(l_629);
let l_634 = l_633 >> u32(bitcast<u64>(u64(52)));
let l_635 = l_634 - u64(23);
let l_636 = l_635 << u32(bitcast<u64>(u64(52)));
let l_637 = bitcast<f64>(l_636);
l_mut_316 = l_637;
}
let l_638 = l_mut_35 + l_225;
let l_639 = abs(l_638);
l_mut_50 = f64(1.401298464324817e-45);
let l_640 = l_639 >= f64(1.1754943508222875e-38);
let l_641 = l_639 <= f64(1.7976931348623157e308);
let l_642 = l_640 && l_641;
if l_642 {
let l_643 = bitcast<u64>(l_639);
let l_644 = l_643 >> u32(bitcast<u64>(u64(52)));
let l_645 = l_644 - u64(23);
let l_646 = l_645 << u32(bitcast<u64>(u64(52)));
let l_647 = bitcast<f64>(l_646);
l_mut_50 = l_647;
}
let l_648 = l_mut_316 == l_mut_50;
if l_648 {
let l_649 = l_627 * f64(1.4551915228366852e-11);
let l_650 = l_225 + l_649;
let l_651 = l_mut_35 - l_627;
let l_652 = l_mut_35 + l_627;
let l_653 = bitcast<u32>(l_mut_22);
let l_654 = f64(l_mut_22);
l_mut_316 = l_654;
let l_655 = l_653 & u32(2139095040);
let l_656 = l_655 == u32(0);
if l_656 {
let l_657 = l_653 & u32(8388607);
let l_658 = f64(l_657);
let l_659 = l_658 * f64(1.401298464324817e-45);
l_mut_316 = l_659;
let l_660 = l_653 >> u32(31);
let l_661 = l_660 == u32(1);
if l_661 {
let l_662 = -l_mut_316;
l_mut_316 = l_662;
}
}
let l_663 = bitcast<u32>(l_mut_22);
let l_664 = l_663 + u32(1);
l_mut_243 = l_664;
let l_665 = l_663 & u32(2147483647);
let l_666 = l_665 == u32(0);
if l_666 {
l_mut_243 = u32(1);
} else {
let l_667 = l_663 & u32(2147483648);
let l_668 = l_667 != u32(0);
if l_668 {
let l_669 = l_663 - u32(1);
l_mut_243 = l_669;
} else {
let l_670 = l_663 == u32(2139095040);
if l_670 {
l_mut_243 = l_663;
}
}
}
let l_671 = bitcast<f32>(l_mut_243);
let l_672 = bitcast<u32>(l_671);
let l_673 = f64(l_671);
l_mut_50 = l_673;
let l_674 = l_672 & u32(2139095040);
let l_675 = l_674 == u32(0);
if l_675 {
let l_676 = l_672 & u32(8388607);
let l_677 = f64(l_676);
let l_678 = l_677 * f64(1.401298464324817e-45);
l_mut_50 = l_678;
let l_679 = l_672 >> u32(31);
let l_680 = l_679 == u32(1);
if l_680 {
let l_681 = -l_mut_50;
l_mut_50 = l_681;
}
}
let l_682 = bitcast<u32>(l_mut_22);
let l_683 = l_682 ^ u32(2147483648);
let l_684 = bitcast<f32>(l_683);
let l_685 = bitcast<u32>(l_684);
let l_686 = l_685 + u32(1);
l_mut_243 = l_686;
let l_687 = l_685 & u32(2147483647);
let l_688 = l_687 == u32(0);
if l_688 {
l_mut_243 = u32(1);
} else {
let l_689 = l_685 & u32(2147483648);
let l_690 = l_689 != u32(0);
if l_690 {
let l_691 = l_685 - u32(1);
l_mut_243 = l_691;
} else {
let l_692 = l_685 == u32(2139095040);
if l_692 {
l_mut_243 = l_685;
}
}
}
let l_693 = bitcast<f32>(l_mut_243);
let l_694 = bitcast<u32>(l_693);
let l_695 = l_694 ^ u32(2147483648);
let l_696 = bitcast<f32>(l_695);
let l_697 = bitcast<u32>(l_696);
let l_698 = f64(l_696);
l_mut_26 = l_698;
let l_699 = l_697 & u32(2139095040);
let l_700 = l_699 == u32(0);
if l_700 {
let l_701 = l_697 & u32(8388607);
let l_702 = f64(l_701);
let l_703 = l_702 * f64(1.401298464324817e-45);
l_mut_26 = l_703;
let l_704 = l_697 >> u32(31);
let l_705 = l_704 == u32(1);
if l_705 {
let l_706 = -l_mut_26;
l_mut_26 = l_706;
}
}
let l_707 = l_651 + l_650;
let l_708 = l_707 <= l_mut_316;
l_mut_336 = l_708;
let l_709 = l_651 - l_650;
let l_710 = l_709 > l_mut_316;
l_mut_333 = l_710;
let l_711 = l_652 - l_650;
let l_712 = l_711 >= l_mut_316;
l_mut_330 = l_712;
let l_713 = l_652 + l_650;
let l_714 = l_713 < l_mut_316;
l_mut_327 = l_714;
if l_213 {
let l_715 = l_651 + l_650;
let l_716 = l_715 < l_mut_50;
l_mut_336 = l_716;
let l_717 = l_651 - l_650;
let l_718 = l_717 >= l_mut_50;
l_mut_333 = l_718;
let l_719 = l_652 - l_650;
let l_720 = l_719 > l_mut_26;
l_mut_330 = l_720;
let l_721 = l_652 + l_650;
let l_722 = l_721 <= l_mut_26;
l_mut_327 = l_722;
}
l_mut_243 = u32(2);
let l_723 = l_mut_333 || l_mut_327;
if l_723 {
l_mut_243 = u32(1);
} else {
let l_724 = l_mut_336 && l_mut_330;
if l_724 {
l_mut_243 = u32(0);
}
}
let l_725 = bitcast<u32>(l_mut_22);
let l_726 = l_725 & u32(2147483647);
let l_727 = l_726 == u32(0);
if l_727 {
let l_728 = l_651 + l_650;
let l_729 = l_728 < f64(1.1754943508222875e-38);
let l_730 = l_652 - l_650;
let l_731 = l_730 > f64(-1.1754943508222875e-38);
let l_732 = l_729 && l_731;
let l_733 = l_651 - l_650;
let l_734 = l_733 < f64(1.1754943508222875e-38);
let l_735 = l_652 + l_650;
let l_736 = l_735 > f64(-1.1754943508222875e-38);
let l_737 = l_734 && l_736;
if l_732 {
l_mut_243 = u32(0);
} else {
let l_738 = l_mut_243 == u32(1);
let l_739 = l_737 && l_738;
if l_739 {
l_mut_243 = u32(2);
}
}
}
l_mut_281 = l_mut_243;
}
l_mut_227 = l_mut_281;
} else {
let l_740 = l_209 == u32(6);
if l_740 {
l_mut_227 = u32(0);
let l_741 = l_223 <= l_218;
if l_741 {
let l_742 = l_215 * f64(1.4551915228366852e-11);
let l_743 = l_225 + l_742;
let l_744 = l_mut_35 - l_215;
let l_745 = l_mut_35 + l_215;
let l_746 = bitcast<u32>(l_mut_22);
let l_747 = f64(l_mut_22);
l_mut_316 = l_747;
let l_748 = l_746 & u32(2139095040);
let l_749 = l_748 == u32(0);
if l_749 {
let l_750 = l_746 & u32(8388607);
let l_751 = f64(l_750);
let l_752 = l_751 * f64(1.401298464324817e-45);
l_mut_316 = l_752;
let l_753 = l_746 >> u32(31);
let l_754 = l_753 == u32(1);
if l_754 {
let l_755 = -l_mut_316;
l_mut_316 = l_755;
}
}
let l_756 = bitcast<u32>(l_mut_22);
let l_757 = l_756 + u32(1);
l_mut_281 = l_757;
let l_758 = l_756 & u32(2147483647);
let l_759 = l_758 == u32(0);
if l_759 {
l_mut_281 = u32(1);
} else {
let l_760 = l_756 & u32(2147483648);
let l_761 = l_760 != u32(0);
if l_761 {
let l_762 = l_756 - u32(1);
l_mut_281 = l_762;
} else {
let l_763 = l_756 == u32(2139095040);
if l_763 {
l_mut_281 = l_756;
}
}
}
let l_764 = bitcast<f32>(l_mut_281);
let l_765 = bitcast<u32>(l_764);
let l_766 = f64(l_764);
l_mut_50 = l_766;
let l_767 = l_765 & u32(2139095040);
let l_768 = l_767 == u32(0);
if l_768 {
let l_769 = l_765 & u32(8388607);
let l_770 = f64(l_769);
let l_771 = l_770 * f64(1.401298464324817e-45);
l_mut_50 = l_771;
let l_772 = l_765 >> u32(31);
let l_773 = l_772 == u32(1);
if l_773 {
let l_774 = -l_mut_50;
l_mut_50 = l_774;
}
}
let l_775 = bitcast<u32>(l_mut_22);
let l_776 = l_775 ^ u32(2147483648);
let l_777 = bitcast<f32>(l_776);
let l_778 = bitcast<u32>(l_777);
let l_779 = l_778 + u32(1);
l_mut_281 = l_779;
let l_780 = l_778 & u32(2147483647);
let l_781 = l_780 == u32(0);
if l_781 {
l_mut_281 = u32(1);
} else {
let l_782 = l_778 & u32(2147483648);
let l_783 = l_782 != u32(0);
if l_783 {
let l_784 = l_778 - u32(1);
l_mut_281 = l_784;
} else {
let l_785 = l_778 == u32(2139095040);
if l_785 {
l_mut_281 = l_778;
}
}
}
let l_786 = bitcast<f32>(l_mut_281);
let l_787 = bitcast<u32>(l_786);
let l_788 = l_787 ^ u32(2147483648);
let l_789 = bitcast<f32>(l_788);
let l_790 = bitcast<u32>(l_789);
let l_791 = f64(l_789);
l_mut_26 = l_791;
let l_792 = l_790 & u32(2139095040);
let l_793 = l_792 == u32(0);
if l_793 {
let l_794 = l_790 & u32(8388607);
let l_795 = f64(l_794);
let l_796 = l_795 * f64(1.401298464324817e-45);
l_mut_26 = l_796;
let l_797 = l_790 >> u32(31);
let l_798 = l_797 == u32(1);
if l_798 {
let l_799 = -l_mut_26;
l_mut_26 = l_799;
}
}
let l_800 = l_744 + l_743;
let l_801 = l_800 <= l_mut_316;
l_mut_336 = l_801;
let l_802 = l_744 - l_743;
let l_803 = l_802 > l_mut_316;
l_mut_333 = l_803;
let l_804 = l_745 - l_743;
let l_805 = l_804 >= l_mut_316;
l_mut_330 = l_805;
let l_806 = l_745 + l_743;
let l_807 = l_806 < l_mut_316;
l_mut_327 = l_807;
if l_213 {
let l_808 = l_744 + l_743;
let l_809 = l_808 < l_mut_50;
l_mut_336 = l_809;
let l_810 = l_744 - l_743;
let l_811 = l_810 >= l_mut_50;
l_mut_333 = l_811;
let l_812 = l_745 - l_743;
let l_813 = l_812 > l_mut_26;
l_mut_330 = l_813;
let l_814 = l_745 + l_743;
let l_815 = l_814 <= l_mut_26;
l_mut_327 = l_815;
}
l_mut_281 = u32(2);
let l_816 = l_mut_333 || l_mut_327;
if l_816 {
l_mut_281 = u32(1);
} else {
let l_817 = l_mut_336 && l_mut_330;
if l_817 {
l_mut_281 = u32(0);
}
}
let l_818 = bitcast<u32>(l_mut_22);
let l_819 = l_818 & u32(2147483647);
let l_820 = l_819 == u32(0);
if l_820 {
let l_821 = l_744 + l_743;
let l_822 = l_821 < f64(1.1754943508222875e-38);
let l_823 = l_745 - l_743;
let l_824 = l_823 > f64(-1.1754943508222875e-38);
let l_825 = l_822 && l_824;
let l_826 = l_744 - l_743;
let l_827 = l_826 < f64(1.1754943508222875e-38);
let l_828 = l_745 + l_743;
let l_829 = l_828 > f64(-1.1754943508222875e-38);
let l_830 = l_827 && l_829;
if l_825 {
l_mut_281 = u32(0);
} else {
let l_831 = l_mut_281 == u32(1);
let l_832 = l_830 && l_831;
if l_832 {
l_mut_281 = u32(2);
}
}
}
l_mut_227 = l_mut_281;
}
} else {
let l_833 = l_209 == u32(7);
if l_833 {
let l_834 = abs(l_mut_35);
let l_835 = l_215 * l_834;
l_mut_316 = l_835;
let l_836 = abs(l_mut_35);
l_mut_50 = f64(1.401298464324817e-45);
let l_837 = l_836 >= f64(1.1754943508222875e-38);
let l_838 = l_836 <= f64(1.7976931348623157e308);
let l_839 = l_837 && l_838;
if l_839 {
let l_840 = bitcast<u64>(l_836);
let l_841 = l_840 >> u32(bitcast<u64>(u64(52)));
let l_842 = l_841 - u64(23);
let l_843 = l_842 << u32(bitcast<u64>(u64(52)));
let l_844 = bitcast<f64>(l_843);
l_mut_50 = l_844;
}
let l_845 = f64(0.5) * l_mut_50;
let l_846 = l_845 > l_mut_316;
if l_846 {
l_mut_316 = l_845;
}
let l_847 = l_mut_35 - l_225;
let l_848 = abs(l_847);
l_mut_50 = f64(1.401298464324817e-45);
let l_849 = l_848 >= f64(1.1754943508222875e-38);
let l_850 = l_848 <= f64(1.7976931348623157e308);
let l_851 = l_849 && l_850;
if l_851 {
let l_852 = bitcast<u64>(l_848);
let l_853 = l_852 >> u32(bitcast<u64>(u64(52)));
let l_854 = l_853 - u64(23);
let l_855 = l_854 << u32(bitcast<u64>(u64(52)));
let l_856 = bitcast<f64>(l_855);
l_mut_50 = l_856;
}
let l_857 = l_mut_35 + l_225;
let l_858 = abs(l_857);
l_mut_26 = f64(1.401298464324817e-45);
let l_859 = l_858 >= f64(1.1754943508222875e-38);
let l_860 = l_858 <= f64(1.7976931348623157e308);
let l_861 = l_859 && l_860;
if l_861 {
let l_862 = bitcast<u64>(l_858);
let l_863 = l_862 >> u32(bitcast<u64>(u64(52)));
let l_864 = l_863 - u64(23);
let l_865 = l_864 << u32(bitcast<u64>(u64(52)));
let l_866 = bitcast<f64>(l_865);
l_mut_26 = l_866;
}
let l_867 = l_mut_50 == l_mut_26;
if l_867 {
let l_868 = l_215 * l_225;
let l_869 = l_225 + l_868;
let l_870 = l_mut_316 * f64(1.4551915228366852e-11);
let l_871 = l_869 + l_870;
let l_872 = l_mut_35 - l_mut_316;
let l_873 = l_mut_35 + l_mut_316;
let l_874 = bitcast<u32>(l_mut_22);
let l_875 = f64(l_mut_22);
l_mut_316 = l_875;
let l_876 = l_874 & u32(2139095040);
let l_877 = l_876 == u32(0);
if l_877 {
let l_878 = l_874 & u32(8388607);
let l_879 = f64(l_878);
let l_880 = l_879 * f64(1.401298464324817e-45);
l_mut_316 = l_880;
let l_881 = l_874 >> u32(31);
let l_882 = l_881 == u32(1);
if l_882 {
let l_883 = -l_mut_316;
l_mut_316 = l_883;
}
}
let l_884 = bitcast<u32>(l_mut_22);
let l_885 = l_884 + u32(1);
l_mut_281 = l_885;
let l_886 = l_884 & u32(2147483647);
let l_887 = l_886 == u32(0);
if l_887 {
l_mut_281 = u32(1);
} else {
let l_888 = l_884 & u32(2147483648);
let l_889 = l_888 != u32(0);
if l_889 {
let l_890 = l_884 - u32(1);
l_mut_281 = l_890;
} else {
let l_891 = l_884 == u32(2139095040);
if l_891 {
l_mut_281 = l_884;
}
}
}
let l_892 = bitcast<f32>(l_mut_281);
let l_893 = bitcast<u32>(l_892);
let l_894 = f64(l_892);
l_mut_50 = l_894;
let l_895 = l_893 & u32(2139095040);
let l_896 = l_895 == u32(0);
if l_896 {
let l_897 = l_893 & u32(8388607);
let l_898 = f64(l_897);
let l_899 = l_898 * f64(1.401298464324817e-45);
l_mut_50 = l_899;
let l_900 = l_893 >> u32(31);
let l_901 = l_900 == u32(1);
if l_901 {
let l_902 = -l_mut_50;
l_mut_50 = l_902;
}
}
let l_903 = bitcast<u32>(l_mut_22);
let l_904 = l_903 ^ u32(2147483648);
let l_905 = bitcast<f32>(l_904);
let l_906 = bitcast<u32>(l_905);
let l_907 = l_906 + u32(1);
l_mut_281 = l_907;
let l_908 = l_906 & u32(2147483647);
let l_909 = l_908 == u32(0);
if l_909 {
l_mut_281 = u32(1);
} else {
let l_910 = l_906 & u32(2147483648);
let l_911 = l_910 != u32(0);
if l_911 {
let l_912 = l_906 - u32(1);
l_mut_281 = l_912;
} else {
let l_913 = l_906 == u32(2139095040);
if l_913 {
l_mut_281 = l_906;
}
}
}
let l_914 = bitcast<f32>(l_mut_281);
let l_915 = bitcast<u32>(l_914);
let l_916 = l_915 ^ u32(2147483648);
let l_917 = bitcast<f32>(l_916);
let l_918 = bitcast<u32>(l_917);
let l_919 = f64(l_917);
l_mut_26 = l_919;
let l_920 = l_918 & u32(2139095040);
let l_921 = l_920 == u32(0);
if l_921 {
let l_922 = l_918 & u32(8388607);
let l_923 = f64(l_922);
let l_924 = l_923 * f64(1.401298464324817e-45);
l_mut_26 = l_924;
let l_925 = l_918 >> u32(31);
let l_926 = l_925 == u32(1);
if l_926 {
let l_927 = -l_mut_26;
l_mut_26 = l_927;
}
}
let l_928 = l_872 + l_871;
let l_929 = l_928 <= l_mut_316;
l_mut_336 = l_929;
let l_930 = l_872 - l_871;
let l_931 = l_930 > l_mut_316;
l_mut_333 = l_931;
let l_932 = l_873 - l_871;
let l_933 = l_932 >= l_mut_316;
l_mut_330 = l_933;
let l_934 = l_873 + l_871;
let l_935 = l_934 < l_mut_316;
l_mut_327 = l_935;
if l_213 {
let l_936 = l_872 + l_871;
let l_937 = l_936 < l_mut_50;
l_mut_336 = l_937;
let l_938 = l_872 - l_871;
let l_939 = l_938 >= l_mut_50;
l_mut_333 = l_939;
let l_940 = l_873 - l_871;
let l_941 = l_940 > l_mut_26;
l_mut_330 = l_941;
let l_942 = l_873 + l_871;
let l_943 = l_942 <= l_mut_26;
l_mut_327 = l_943;
}
l_mut_281 = u32(2);
let l_944 = l_mut_333 || l_mut_327;
if l_944 {
l_mut_281 = u32(1);
} else {
let l_945 = l_mut_336 && l_mut_330;
if l_945 {
l_mut_281 = u32(0);
}
}
let l_946 = bitcast<u32>(l_mut_22);
let l_947 = l_946 & u32(2147483647);
let l_948 = l_947 == u32(0);
if l_948 {
let l_949 = l_872 + l_871;
let l_950 = l_949 < f64(1.1754943508222875e-38);
let l_951 = l_873 - l_871;
let l_952 = l_951 > f64(-1.1754943508222875e-38);
let l_953 = l_950 && l_952;
let l_954 = l_872 - l_871;
let l_955 = l_954 < f64(1.1754943508222875e-38);
let l_956 = l_873 + l_871;
let l_957 = l_956 > f64(-1.1754943508222875e-38);
let l_958 = l_955 && l_957;
if l_953 {
l_mut_281 = u32(0);
} else {
let l_959 = l_mut_281 == u32(1);
let l_960 = l_958 && l_959;
if l_960 {
l_mut_281 = u32(2);
}
}
}
l_mut_227 = l_mut_281;
}
} else {
let l_961 = l_209 == u32(8);
if l_961 {
let l_962 = l_222 >= f64(0.5);
let l_963 = l_222 <= f64(2.0);
let l_964 = l_962 && l_963;
if l_964 {
let l_965 = l_215 * f64(1.4551915228366852e-11);
let l_966 = l_225 + l_965;
let l_967 = l_mut_35 - l_215;
let l_968 = l_mut_35 + l_215;
let l_969 = bitcast<u32>(l_mut_22);
let l_970 = f64(l_mut_22);
l_mut_316 = l_970;
let l_971 = l_969 & u32(2139095040);
let l_972 = l_971 == u32(0);
if l_972 {
let l_973 = l_969 & u32(8388607);
let l_974 = f64(l_973);
let l_975 = l_974 * f64(1.401298464324817e-45);
l_mut_316 = l_975;
let l_976 = l_969 >> u32(31);
let l_977 = l_976 == u32(1);
if l_977 {
let l_978 = -l_mut_316;
l_mut_316 = l_978;
}
}
let l_979 = bitcast<u32>(l_mut_22);
let l_980 = l_979 + u32(1);
l_mut_281 = l_980;
let l_981 = l_979 & u32(2147483647);
let l_982 = l_981 == u32(0);
if l_982 {
l_mut_281 = u32(1);
} else {
let l_983 = l_979 & u32(2147483648);
let l_984 = l_983 != u32(0);
if l_984 {
let l_985 = l_979 - u32(1);
l_mut_281 = l_985;
} else {
let l_986 = l_979 == u32(2139095040);
if l_986 {
l_mut_281 = l_979;
}
}
}
let l_987 = bitcast<f32>(l_mut_281);
let l_988 = bitcast<u32>(l_987);
let l_989 = f64(l_987);
l_mut_50 = l_989;
let l_990 = l_988 & u32(2139095040);
let l_991 = l_990 == u32(0);
if l_991 {
let l_992 = l_988 & u32(8388607);
let l_993 = f64(l_992);
let l_994 = l_993 * f64(1.401298464324817e-45);
l_mut_50 = l_994;
let l_995 = l_988 >> u32(31);
let l_996 = l_995 == u32(1);
if l_996 {
let l_997 = -l_mut_50;
l_mut_50 = l_997;
}
}
let l_998 = bitcast<u32>(l_mut_22);
let l_999 = l_998 ^ u32(2147483648);
let l_1000 = bitcast<f32>(l_999);
let l_1001 = bitcast<u32>(l_1000);
let l_1002 = l_1001 + u32(1);
l_mut_281 = l_1002;
let l_1003 = l_1001 & u32(2147483647);
let l_1004 = l_1003 == u32(0);
if l_1004 {
l_mut_281 = u32(1);
} else {
let l_1005 = l_1001 & u32(2147483648);
let l_1006 = l_1005 != u32(0);
if l_1006 {
let l_1007 = l_1001 - u32(1);
l_mut_281 = l_1007;
} else {
let l_1008 = l_1001 == u32(2139095040);
if l_1008 {
l_mut_281 = l_1001;
}
}
}
let l_1009 = bitcast<f32>(l_mut_281);
let l_1010 = bitcast<u32>(l_1009);
let l_1011 = l_1010 ^ u32(2147483648);
let l_1012 = bitcast<f32>(l_1011);
let l_1013 = bitcast<u32>(l_1012);
let l_1014 = f64(l_1012);
l_mut_26 = l_1014;
let l_1015 = l_1013 & u32(2139095040);
let l_1016 = l_1015 == u32(0);
if l_1016 {
let l_1017 = l_1013 & u32(8388607);
let l_1018 = f64(l_1017);
let l_1019 = l_1018 * f64(1.401298464324817e-45);
l_mut_26 = l_1019;
let l_1020 = l_1013 >> u32(31);
let l_1021 = l_1020 == u32(1);
if l_1021 {
let l_1022 = -l_mut_26;
l_mut_26 = l_1022;
}
}
let l_1023 = l_967 + l_966;
let l_1024 = l_1023 <= l_mut_316;
l_mut_336 = l_1024;
let l_1025 = l_967 - l_966;
let l_1026 = l_1025 > l_mut_316;
l_mut_333 = l_1026;
let l_1027 = l_968 - l_966;
let l_1028 = l_1027 >= l_mut_316;
l_mut_330 = l_1028;
let l_1029 = l_968 + l_966;
let l_1030 = l_1029 < l_mut_316;
l_mut_327 = l_1030;
if l_213 {
let l_1031 = l_967 + l_966;
let l_1032 = l_1031 < l_mut_50;
l_mut_336 = l_1032;
let l_1033 = l_967 - l_966;
let l_1034 = l_1033 >= l_mut_50;
l_mut_333 = l_1034;
let l_1035 = l_968 - l_966;
let l_1036 = l_1035 > l_mut_26;
l_mut_330 = l_1036;
let l_1037 = l_968 + l_966;
let l_1038 = l_1037 <= l_mut_26;
l_mut_327 = l_1038;
}
l_mut_281 = u32(2);
let l_1039 = l_mut_333 || l_mut_327;
if l_1039 {
l_mut_281 = u32(1);
} else {
let l_1040 = l_mut_336 && l_mut_330;
if l_1040 {
l_mut_281 = u32(0);
}
}
let l_1041 = bitcast<u32>(l_mut_22);
let l_1042 = l_1041 & u32(2147483647);
let l_1043 = l_1042 == u32(0);
if l_1043 {
let l_1044 = l_967 + l_966;
let l_1045 = l_1044 < f64(1.1754943508222875e-38);
let l_1046 = l_968 - l_966;
let l_1047 = l_1046 > f64(-1.1754943508222875e-38);
let l_1048 = l_1045 && l_1047;
let l_1049 = l_967 - l_966;
let l_1050 = l_1049 < f64(1.1754943508222875e-38);
let l_1051 = l_968 + l_966;
let l_1052 = l_1051 > f64(-1.1754943508222875e-38);
let l_1053 = l_1050 && l_1052;
if l_1048 {
l_mut_281 = u32(0);
} else {
let l_1054 = l_mut_281 == u32(1);
let l_1055 = l_1053 && l_1054;
if l_1055 {
l_mut_281 = u32(2);
}
}
}
l_mut_227 = l_mut_281;
} else {
let l_1056 = abs(l_mut_35);
l_mut_316 = f64(1.401298464324817e-45);
let l_1057 = l_1056 >= f64(1.1754943508222875e-38);
let l_1058 = l_1056 <= f64(1.7976931348623157e308);
let l_1059 = l_1057 && l_1058;
if l_1059 {
let l_1060 = bitcast<u64>(l_1056);
let l_1061 = l_1060 >> u32(bitcast<u64>(u64(52)));
let l_1062 = l_1061 - u64(23);
let l_1063 = l_1062 << u32(bitcast<u64>(u64(52)));
let l_1064 = bitcast<f64>(l_1063);
l_mut_316 = l_1064;
}
let l_1065 = l_218 * l_mut_316;
l_mut_281 = u32(2);
let l_1066 = l_mut_35 - l_225;
let l_1067 = abs(l_1066);
l_mut_316 = f64(1.401298464324817e-45);
let l_1068 = l_1067 >= f64(1.1754943508222875e-38);
let l_1069 = l_1067 <= f64(1.7976931348623157e308);
let l_1070 = l_1068 && l_1069;
if l_1070 {
let l_1071 = bitcast<u64>(l_1067);
let l_1072 = l_1071 >> u32(bitcast<u64>(u64(52)));
let l_1073 = l_1072 - u64(23);
let l_1074 = l_1073 << u32(bitcast<u64>(u64(52)));
let l_1075 = bitcast<f64>(l_1074);
l_mut_316 = l_1075;
}
let l_1076 = l_mut_35 + l_225;
let l_1077 = abs(l_1076);
l_mut_50 = f64(1.401298464324817e-45);
let l_1078 = l_1077 >= f64(1.1754943508222875e-38);
let l_1079 = l_1077 <= f64(1.7976931348623157e308);
let l_1080 = l_1078 && l_1079;
if l_1080 {
let l_1081 = bitcast<u64>(l_1077);
let l_1082 = l_1081 >> u32(bitcast<u64>(u64(52)));
let l_1083 = l_1082 - u64(23);
let l_1084 = l_1083 << u32(bitcast<u64>(u64(52)));
let l_1085 = bitcast<f64>(l_1084);
l_mut_50 = l_1085;
}
let l_1086 = l_mut_316 == l_mut_50;
if l_1086 {
let l_1087 = l_1065 * f64(1.4551915228366852e-11);
let l_1088 = l_225 + l_1087;
let l_1089 = l_mut_35 - l_1065;
let l_1090 = l_mut_35 + l_1065;
let l_1091 = bitcast<u32>(l_mut_22);
let l_1092 = f64(l_mut_22);
l_mut_316 = l_1092;
let l_1093 = l_1091 & u32(2139095040);
let l_1094 = l_1093 == u32(0);
if l_1094 {
let l_1095 = l_1091 & u32(8388607);
let l_1096 = f64(l_1095);
let l_1097 = l_1096 * f64(1.401298464324817e-45);
l_mut_316 = l_1097;
let l_1098 = l_1091 >> u32(31);
let l_1099 = l_1098 == u32(1);
if l_1099 {
let l_1100 = -l_mut_316;
l_mut_316 = l_1100;
}
}
let l_1101 = bitcast<u32>(l_mut_22);
let l_1102 = l_1101 + u32(1);
l_mut_243 = l_1102;
let l_1103 = l_1101 & u32(2147483647);
let l_1104 = l_1103 == u32(0);
if l_1104 {
l_mut_243 = u32(1);
} else {
let l_1105 = l_1101 & u32(2147483648);
let l_1106 = l_1105 != u32(0);
if l_1106 {
let l_1107 = l_1101 - u32(1);
l_mut_243 = l_1107;
} else {
let l_1108 = l_1101 == u32(2139095040);
if l_1108 {
l_mut_243 = l_1101;
}
}
}
let l_1109 = bitcast<f32>(l_mut_243);
let l_1110 = bitcast<u32>(l_1109);
let l_1111 = f64(l_1109);
l_mut_50 = l_1111;
let l_1112 = l_1110 & u32(2139095040);
let l_1113 = l_1112 == u32(0);
if l_1113 {
let l_1114 = l_1110 & u32(8388607);
let l_1115 = f64(l_1114);
let l_1116 = l_1115 * f64(1.401298464324817e-45);
l_mut_50 = l_1116;
let l_1117 = l_1110 >> u32(31);
let l_1118 = l_1117 == u32(1);
if l_1118 {
let l_1119 = -l_mut_50;
l_mut_50 = l_1119;
}
}
let l_1120 = bitcast<u32>(l_mut_22);
let l_1121 = l_1120 ^ u32(2147483648);
let l_1122 = bitcast<f32>(l_1121);
let l_1123 = bitcast<u32>(l_1122);
let l_1124 = l_1123 + u32(1);
l_mut_243 = l_1124;
let l_1125 = l_1123 & u32(2147483647);
let l_1126 = l_1125 == u32(0);
if l_1126 {
l_mut_243 = u32(1);
} else {
let l_1127 = l_1123 & u32(2147483648);
let l_1128 = l_1127 != u32(0);
if l_1128 {
let l_1129 = l_1123 - u32(1);
l_mut_243 = l_1129;
} else {
let l_1130 = l_1123 == u32(2139095040);
if l_1130 {
l_mut_243 = l_1123;
}
}
}
let l_1131 = bitcast<f32>(l_mut_243);
let l_1132 = bitcast<u32>(l_1131);
let l_1133 = l_1132 ^ u32(2147483648);
let l_1134 = bitcast<f32>(l_1133);
let l_1135 = bitcast<u32>(l_1134);
let l_1136 = f64(l_1134);
l_mut_26 = l_1136;
let l_1137 = l_1135 & u32(2139095040);
let l_1138 = l_1137 == u32(0);
if l_1138 {
let l_1139 = l_1135 & u32(8388607);
let l_1140 = f64(l_1139);
let l_1141 = l_1140 * f64(1.401298464324817e-45);
l_mut_26 = l_1141;
let l_1142 = l_1135 >> u32(31);
let l_1143 = l_1142 == u32(1);
if l_1143 {
let l_1144 = -l_mut_26;
l_mut_26 = l_1144;
}
}
let l_1145 = l_1089 + l_1088;
let l_1146 = l_1145 <= l_mut_316;
l_mut_336 = l_1146;
let l_1147 = l_1089 - l_1088;
let l_1148 = l_1147 > l_mut_316;
l_mut_333 = l_1148;
let l_1149 = l_1090 - l_1088;
let l_1150 = l_1149 >= l_mut_316;
l_mut_330 = l_1150;
let l_1151 = l_1090 + l_1088;
let l_1152 = l_1151 < l_mut_316;
l_mut_327 = l_1152;
if l_213 {
let l_1153 = l_1089 + l_1088;
let l_1154 = l_1153 < l_mut_50;
l_mut_336 = l_1154;
let l_1155 = l_1089 - l_1088;
let l_1156 = l_1155 >= l_mut_50;
l_mut_333 = l_1156;
let l_1157 = l_1090 - l_1088;
let l_1158 = l_1157 > l_mut_26;
l_mut_330 = l_1158;
let l_1159 = l_1090 + l_1088;
let l_1160 = l_1159 <= l_mut_26;
l_mut_327 = l_1160;
}
l_mut_243 = u32(2);
let l_1161 = l_mut_333 || l_mut_327;
if l_1161 {
l_mut_243 = u32(1);
} else {
let l_1162 = l_mut_336 && l_mut_330;
if l_1162 {
l_mut_243 = u32(0);
}
}
let l_1163 = bitcast<u32>(l_mut_22);
let l_1164 = l_1163 & u32(2147483647);
let l_1165 = l_1164 == u32(0);
if l_1165 {
let l_1166 = l_1089 + l_1088;
let l_1167 = l_1166 < f64(1.1754943508222875e-38);
let l_1168 = l_1090 - l_1088;
let l_1169 = l_1168 > f64(-1.1754943508222875e-38);
let l_1170 = l_1167 && l_1169;
let l_1171 = l_1089 - l_1088;
let l_1172 = l_1171 < f64(1.1754943508222875e-38);
let l_1173 = l_1090 + l_1088;
let l_1174 = l_1173 > f64(-1.1754943508222875e-38);
let l_1175 = l_1172 && l_1174;
if l_1170 {
l_mut_243 = u32(0);
} else {
let l_1176 = l_mut_243 == u32(1);
let l_1177 = l_1175 && l_1176;
if l_1177 {
l_mut_243 = u32(2);
}
}
}
l_mut_281 = l_mut_243;
}
l_mut_227 = l_mut_281;
}
} else {
let l_1178 = l_209 == u32(13);
if l_1178 {
let l_1180 = l_222 * l_218;
let l_1181 = l_222 * l_221;
let l_1182 = l_222 * l_218;
let l_1183 = l_222 * l_221;
a_1179[u32(0)] = l_1180;
a_1179[u32(1)] = l_1180;
let l_1184 = a_1179[u32(0)];
let l_1185 = l_1181 < l_1184;
if l_1185 {
a_1179[u32(0)] = l_1181;
}
let l_1186 = a_1179[u32(0)];
let l_1187 = l_1182 < l_1186;
if l_1187 {
a_1179[u32(0)] = l_1182;
}
let l_1188 = a_1179[u32(0)];
let l_1189 = l_1183 < l_1188;
if l_1189 {
a_1179[u32(0)] = l_1183;
}
let l_1190 = a_1179[u32(1)];
let l_1191 = l_1181 > l_1190;
if l_1191 {
a_1179[u32(1)] = l_1181;
}
let l_1192 = a_1179[u32(1)];
let l_1193 = l_1182 > l_1192;
if l_1193 {
a_1179[u32(1)] = l_1182;
}
let l_1194 = a_1179[u32(1)];
let l_1195 = l_1183 > l_1194;
if l_1195 {
a_1179[u32(1)] = l_1183;
}
let l_1196 = a_1179[u32(0)];
let l_1197 = l_1196 * f64(7.1362384635298e44);
let l_1198 = floor(l_1197);
let l_1199 = l_1198 * f64(1.401298464324817e-45);
l_mut_316 = l_1199;
let l_1200 = abs(l_1196);
let l_1201 = l_1200 >= f64(1.1754943508222875e-38);
if l_1201 {
let l_1202 = f32(l_1196);
let l_1203 = f64(l_1202);
l_mut_316 = l_1203;
let l_1204 = l_mut_316 > l_1196;
if l_1204 {
let l_1205 = bitcast<u32>(l_1202);
let l_1206 = l_1205 ^ u32(2147483648);
let l_1207 = bitcast<f32>(l_1206);
let l_1208 = bitcast<u32>(l_1207);
let l_1209 = l_1208 + u32(1);
l_mut_281 = l_1209;
let l_1210 = l_1208 & u32(2147483647);
let l_1211 = l_1210 == u32(0);
if l_1211 {
l_mut_281 = u32(1);
} else {
let l_1212 = l_1208 & u32(2147483648);
let l_1213 = l_1212 != u32(0);
if l_1213 {
let l_1214 = l_1208 - u32(1);
l_mut_281 = l_1214;
} else {
let l_1215 = l_1208 == u32(2139095040);
if l_1215 {
l_mut_281 = l_1208;
}
}
}
let l_1216 = bitcast<f32>(l_mut_281);
let l_1217 = bitcast<u32>(l_1216);
let l_1218 = l_1217 ^ u32(2147483648);
let l_1219 = bitcast<f32>(l_1218);
let l_1220 = bitcast<u32>(l_1219);
let l_1221 = f64(l_1219);
l_mut_50 = l_1221;
let l_1222 = l_1220 & u32(2139095040);
let l_1223 = l_1222 == u32(0);
if l_1223 {
let l_1224 = l_1220 & u32(8388607);
let l_1225 = f64(l_1224);
let l_1226 = l_1225 * f64(1.401298464324817e-45);
l_mut_50 = l_1226;
let l_1227 = l_1220 >> u32(31);
let l_1228 = l_1227 == u32(1);
if l_1228 {
let l_1229 = -l_mut_50;
l_mut_50 = l_1229;
}
}
l_mut_316 = l_mut_50;
} else {
let l_1230 = bitcast<u32>(l_1202);
let l_1231 = l_1230 + u32(1);
l_mut_281 = l_1231;
let l_1232 = l_1230 & u32(2147483647);
let l_1233 = l_1232 == u32(0);
if l_1233 {
l_mut_281 = u32(1);
} else {
let l_1234 = l_1230 & u32(2147483648);
let l_1235 = l_1234 != u32(0);
if l_1235 {
let l_1236 = l_1230 - u32(1);
l_mut_281 = l_1236;
} else {
let l_1237 = l_1230 == u32(2139095040);
if l_1237 {
l_mut_281 = l_1230;
}
}
}
let l_1238 = bitcast<f32>(l_mut_281);
let l_1239 = bitcast<u32>(l_1238);
let l_1240 = f64(l_1238);
l_mut_50 = l_1240;
let l_1241 = l_1239 & u32(2139095040);
let l_1242 = l_1241 == u32(0);
if l_1242 {
let l_1243 = l_1239 & u32(8388607);
let l_1244 = f64(l_1243);
let l_1245 = l_1244 * f64(1.401298464324817e-45);
l_mut_50 = l_1245;
let l_1246 = l_1239 >> u32(31);
let l_1247 = l_1246 == u32(1);
if l_1247 {
let l_1248 = -l_mut_50;
l_mut_50 = l_1248;
}
}
let l_1249 = l_mut_50 <= l_1196;
if l_1249 {
let l_1250 = bitcast<u32>(l_1202);
let l_1251 = l_1250 + u32(1);
l_mut_281 = l_1251;
let l_1252 = l_1250 & u32(2147483647);
let l_1253 = l_1252 == u32(0);
if l_1253 {
l_mut_281 = u32(1);
} else {
let l_1254 = l_1250 & u32(2147483648);
let l_1255 = l_1254 != u32(0);
if l_1255 {
let l_1256 = l_1250 - u32(1);
l_mut_281 = l_1256;
} else {
let l_1257 = l_1250 == u32(2139095040);
if l_1257 {
l_mut_281 = l_1250;
}
}
}
let l_1258 = bitcast<f32>(l_mut_281);
let l_1259 = bitcast<u32>(l_1258);
let l_1260 = f64(l_1258);
l_mut_50 = l_1260;
let l_1261 = l_1259 & u32(2139095040);
let l_1262 = l_1261 == u32(0);
if l_1262 {
let l_1263 = l_1259 & u32(8388607);
let l_1264 = f64(l_1263);
let l_1265 = l_1264 * f64(1.401298464324817e-45);
l_mut_50 = l_1265;
let l_1266 = l_1259 >> u32(31);
let l_1267 = l_1266 == u32(1);
if l_1267 {
let l_1268 = -l_mut_50;
l_mut_50 = l_1268;
}
}
l_mut_316 = l_mut_50;
}
}
}
l_mut_50 = l_mut_316;
let l_1269 = l_mut_316 > f64(1000.0);
if l_1269 {
let l_1270 = bitcast<u64>(l_mut_316);
let l_1271 = l_1270 | u64(9218868437227405312);
let l_1272 = l_1271 & bitcast<u64>(i64(-4503599627370496));
let l_1273 = bitcast<f64>(l_1272);
l_mut_50 = l_1273;
} else {
let l_1274 = l_mut_316 < f64(-1000.0);
if l_1274 {
l_mut_50 = f64(0.0);
} else {
let l_1275 = is_nan_1_f64(l_mut_316);let l_1276 = !l_1275;
if l_1276 {
let l_1277 = l_mut_316 + f64(0.5);
let l_1278 = floor(l_1277);
let l_1279 = l_mut_316 - l_1278;
let l_1280 = l_1279 * f64(0.6931471824645996);
let l_1281 = l_1279 * f64(-1.904654299957768e-9);
let l_1282 = l_1280 + l_1281;
l_mut_316 = l_1282;
let l_1283 = is_nan_1_f64(l_1282);if l_1283 {
} else {
let l_1284 = l_1282 < f64(-700.0);
if l_1284 {
l_mut_316 = f64(0.0);
} else {
let l_1285 = l_1282 > f64(700.0);
if l_1285 {
let l_1286 = bitcast<u64>(l_1282);
let l_1287 = l_1286 | u64(9218868437227405312);
let l_1288 = l_1287 & bitcast<u64>(i64(-4503599627370496));
let l_1289 = bitcast<f64>(l_1288);
l_mut_316 = l_1289;
} else {
let l_1290 = l_1282 * f64(1.4426950408889634);
let l_1291 = l_1290 + f64(0.5);
let l_1292 = floor(l_1291);
let l_1293 = l_1292 * f64(0.6931471824645996);
let l_1294 = l_1280 - l_1293;
let l_1295 = l_1294 * l_105;
let l_1296 = l_1292 * f64(-1.904654299957768e-9);
let l_1297 = l_1281 - l_1296;
let l_1298 = l_1295 + l_1297;
let l_1299 = l_1298 * f64(7.647163731819816e-13);
let l_1300 = l_1299 + f64(1.1470745597729725e-11);
l_mut_26 = l_1300;
let l_1301 = l_mut_26 * l_1298;
let l_1302 = l_1301 + f64(1.6059043836821613e-10);
l_mut_26 = l_1302;
let l_1303 = l_mut_26 * l_1298;
let l_1304 = l_1303 + f64(2.08767569878681e-9);
l_mut_26 = l_1304;
let l_1305 = l_mut_26 * l_1298;
let l_1306 = l_1305 + f64(2.505210838544172e-8);
l_mut_26 = l_1306;
let l_1307 = l_mut_26 * l_1298;
let l_1308 = l_1307 + f64(2.755731922398589e-7);
l_mut_26 = l_1308;
let l_1309 = l_mut_26 * l_1298;
let l_1310 = l_1309 + f64(2.7557319223985893e-6);
l_mut_26 = l_1310;
let l_1311 = l_mut_26 * l_1298;
let l_1312 = l_1311 + f64(2.48015873015873e-5);
l_mut_26 = l_1312;
let l_1313 = l_mut_26 * l_1298;
let l_1314 = l_1313 + f64(0.0001984126984126984);
l_mut_26 = l_1314;
let l_1315 = l_mut_26 * l_1298;
let l_1316 = l_1315 + f64(0.001388888888888889);
l_mut_26 = l_1316;
let l_1317 = l_mut_26 * l_1298;
let l_1318 = l_1317 + f64(0.008333333333333333);
l_mut_26 = l_1318;
let l_1319 = l_mut_26 * l_1298;
let l_1320 = l_1319 + f64(0.041666666666666664);
l_mut_26 = l_1320;
let l_1321 = l_mut_26 * l_1298;
let l_1322 = l_1321 + f64(0.16666666666666666);
l_mut_26 = l_1322;
let l_1323 = l_mut_26 * l_1298;
let l_1324 = l_1323 + f64(0.5);
l_mut_26 = l_1324;
let l_1325 = l_1298 * l_1298;
let l_1326 = l_1325 * l_mut_26;
let l_1327 = l_1298 + l_1326;
let l_1328 = f64(1.0) + l_1327;
let l_1329 = i32(l_1292);
let l_1330 = l_1329 + i32(1023);
let l_1331 = u64(l_1330);
let l_1332 = l_1331 << u32(bitcast<u64>(u64(52)));
let l_1333 = bitcast<f64>(l_1332);
let l_1334 = l_1328 * l_1333;
l_mut_316 = l_1334;
}
}
}
let l_1335 = i32(l_1278);
let l_1336 = l_1335 + i32(1023);
let l_1337 = u64(l_1336);
let l_1338 = l_1337 << u32(bitcast<u64>(u64(52)));
let l_1339 = bitcast<f64>(l_1338);
let l_1340 = l_mut_316 * l_1339;
l_mut_50 = l_1340;
}
}
}
let l_1341 = a_1179[u32(1)];
let l_1342 = -l_1341;
let l_1343 = l_1342 * f64(7.1362384635298e44);
let l_1344 = floor(l_1343);
let l_1345 = l_1344 * f64(1.401298464324817e-45);
l_mut_316 = l_1345;
let l_1346 = abs(l_1342);
let l_1347 = l_1346 >= f64(1.1754943508222875e-38);
if l_1347 {
let l_1348 = f32(l_1342);
let l_1349 = f64(l_1348);
l_mut_316 = l_1349;
let l_1350 = l_mut_316 > l_1342;
if l_1350 {
let l_1351 = bitcast<u32>(l_1348);
let l_1352 = l_1351 ^ u32(2147483648);
let l_1353 = bitcast<f32>(l_1352);
let l_1354 = bitcast<u32>(l_1353);
let l_1355 = l_1354 + u32(1);
l_mut_281 = l_1355;
let l_1356 = l_1354 & u32(2147483647);
let l_1357 = l_1356 == u32(0);
if l_1357 {
l_mut_281 = u32(1);
} else {
let l_1358 = l_1354 & u32(2147483648);
let l_1359 = l_1358 != u32(0);
if l_1359 {
let l_1360 = l_1354 - u32(1);
l_mut_281 = l_1360;
} else {
let l_1361 = l_1354 == u32(2139095040);
if l_1361 {
l_mut_281 = l_1354;
}
}
}
let l_1362 = bitcast<f32>(l_mut_281);
let l_1363 = bitcast<u32>(l_1362);
let l_1364 = l_1363 ^ u32(2147483648);
let l_1365 = bitcast<f32>(l_1364);
let l_1366 = bitcast<u32>(l_1365);
let l_1367 = f64(l_1365);
l_mut_26 = l_1367;
let l_1368 = l_1366 & u32(2139095040);
let l_1369 = l_1368 == u32(0);
if l_1369 {
let l_1370 = l_1366 & u32(8388607);
let l_1371 = f64(l_1370);
let l_1372 = l_1371 * f64(1.401298464324817e-45);
l_mut_26 = l_1372;
let l_1373 = l_1366 >> u32(31);
let l_1374 = l_1373 == u32(1);
if l_1374 {
let l_1375 = -l_mut_26;
l_mut_26 = l_1375;
}
}
l_mut_316 = l_mut_26;
} else {
let l_1376 = bitcast<u32>(l_1348);
let l_1377 = l_1376 + u32(1);
l_mut_281 = l_1377;
let l_1378 = l_1376 & u32(2147483647);
let l_1379 = l_1378 == u32(0);
if l_1379 {
l_mut_281 = u32(1);
} else {
let l_1380 = l_1376 & u32(2147483648);
let l_1381 = l_1380 != u32(0);
if l_1381 {
let l_1382 = l_1376 - u32(1);
l_mut_281 = l_1382;
} else {
let l_1383 = l_1376 == u32(2139095040);
if l_1383 {
l_mut_281 = l_1376;
}
}
}
let l_1384 = bitcast<f32>(l_mut_281);
let l_1385 = bitcast<u32>(l_1384);
let l_1386 = f64(l_1384);
l_mut_26 = l_1386;
let l_1387 = l_1385 & u32(2139095040);
let l_1388 = l_1387 == u32(0);
if l_1388 {
let l_1389 = l_1385 & u32(8388607);
let l_1390 = f64(l_1389);
let l_1391 = l_1390 * f64(1.401298464324817e-45);
l_mut_26 = l_1391;
let l_1392 = l_1385 >> u32(31);
let l_1393 = l_1392 == u32(1);
if l_1393 {
let l_1394 = -l_mut_26;
l_mut_26 = l_1394;
}
}
let l_1395 = l_mut_26 <= l_1342;
if l_1395 {
let l_1396 = bitcast<u32>(l_1348);
let l_1397 = l_1396 + u32(1);
l_mut_281 = l_1397;
let l_1398 = l_1396 & u32(2147483647);
let l_1399 = l_1398 == u32(0);
if l_1399 {
l_mut_281 = u32(1);
} else {
let l_1400 = l_1396 & u32(2147483648);
let l_1401 = l_1400 != u32(0);
if l_1401 {
let l_1402 = l_1396 - u32(1);
l_mut_281 = l_1402;
} else {
let l_1403 = l_1396 == u32(2139095040);
if l_1403 {
l_mut_281 = l_1396;
}
}
}
let l_1404 = bitcast<f32>(l_mut_281);
let l_1405 = bitcast<u32>(l_1404);
let l_1406 = f64(l_1404);
l_mut_26 = l_1406;
let l_1407 = l_1405 & u32(2139095040);
let l_1408 = l_1407 == u32(0);
if l_1408 {
let l_1409 = l_1405 & u32(8388607);
let l_1410 = f64(l_1409);
let l_1411 = l_1410 * f64(1.401298464324817e-45);
l_mut_26 = l_1411;
let l_1412 = l_1405 >> u32(31);
let l_1413 = l_1412 == u32(1);
if l_1413 {
let l_1414 = -l_mut_26;
l_mut_26 = l_1414;
}
}
l_mut_316 = l_mut_26;
}
}
}
let l_1415 = -l_mut_316;
l_mut_316 = l_1415;
let l_1416 = l_1415 > f64(1000.0);
if l_1416 {
let l_1417 = bitcast<u64>(l_1415);
let l_1418 = l_1417 | u64(9218868437227405312);
let l_1419 = l_1418 & bitcast<u64>(i64(-4503599627370496));
let l_1420 = bitcast<f64>(l_1419);
l_mut_316 = l_1420;
} else {
let l_1421 = l_1415 < f64(-1000.0);
if l_1421 {
l_mut_316 = f64(0.0);
} else {
let l_1422 = is_nan_1_f64(l_1415);let l_1423 = !l_1422;
if l_1423 {
let l_1424 = l_1415 + f64(0.5);
let l_1425 = floor(l_1424);
let l_1426 = l_1415 - l_1425;
let l_1427 = l_1426 * f64(0.6931471824645996);
let l_1428 = l_1426 * f64(-1.904654299957768e-9);
let l_1429 = l_1427 + l_1428;
l_mut_26 = l_1429;
let l_1430 = is_nan_1_f64(l_1429);if l_1430 {
} else {
let l_1431 = l_1429 < f64(-700.0);
if l_1431 {
l_mut_26 = f64(0.0);
} else {
let l_1432 = l_1429 > f64(700.0);
if l_1432 {
let l_1433 = bitcast<u64>(l_1429);
let l_1434 = l_1433 | u64(9218868437227405312);
let l_1435 = l_1434 & bitcast<u64>(i64(-4503599627370496));
let l_1436 = bitcast<f64>(l_1435);
l_mut_26 = l_1436;
} else {
let l_1437 = l_1429 * f64(1.4426950408889634);
let l_1438 = l_1437 + f64(0.5);
let l_1439 = floor(l_1438);
let l_1440 = l_1439 * f64(0.6931471824645996);
let l_1441 = l_1427 - l_1440;
let l_1442 = l_1441 * l_105;
let l_1443 = l_1439 * f64(-1.904654299957768e-9);
let l_1444 = l_1428 - l_1443;
let l_1445 = l_1442 + l_1444;
let l_1446 = l_1445 * f64(7.647163731819816e-13);
let l_1447 = l_1446 + f64(1.1470745597729725e-11);
l_mut_1448 = l_1447;
let l_1449 = l_mut_1448 * l_1445;
let l_1450 = l_1449 + f64(1.6059043836821613e-10);
l_mut_1448 = l_1450;
let l_1451 = l_mut_1448 * l_1445;
let l_1452 = l_1451 + f64(2.08767569878681e-9);
l_mut_1448 = l_1452;
let l_1453 = l_mut_1448 * l_1445;
let l_1454 = l_1453 + f64(2.505210838544172e-8);
l_mut_1448 = l_1454;
let l_1455 = l_mut_1448 * l_1445;
let l_1456 = l_1455 + f64(2.755731922398589e-7);
l_mut_1448 = l_1456;
let l_1457 = l_mut_1448 * l_1445;
let l_1458 = l_1457 + f64(2.7557319223985893e-6);
l_mut_1448 = l_1458;
let l_1459 = l_mut_1448 * l_1445;
let l_1460 = l_1459 + f64(2.48015873015873e-5);
l_mut_1448 = l_1460;
let l_1461 = l_mut_1448 * l_1445;
let l_1462 = l_1461 + f64(0.0001984126984126984);
l_mut_1448 = l_1462;
let l_1463 = l_mut_1448 * l_1445;
let l_1464 = l_1463 + f64(0.001388888888888889);
l_mut_1448 = l_1464;
let l_1465 = l_mut_1448 * l_1445;
let l_1466 = l_1465 + f64(0.008333333333333333);
l_mut_1448 = l_1466;
let l_1467 = l_mut_1448 * l_1445;
let l_1468 = l_1467 + f64(0.041666666666666664);
l_mut_1448 = l_1468;
let l_1469 = l_mut_1448 * l_1445;
let l_1470 = l_1469 + f64(0.16666666666666666);
l_mut_1448 = l_1470;
let l_1471 = l_mut_1448 * l_1445;
let l_1472 = l_1471 + f64(0.5);
l_mut_1448 = l_1472;
let l_1473 = l_1445 * l_1445;
let l_1474 = l_1473 * l_mut_1448;
let l_1475 = l_1445 + l_1474;
let l_1476 = f64(1.0) + l_1475;
let l_1477 = i32(l_1439);
let l_1478 = l_1477 + i32(1023);
let l_1479 = u64(l_1478);
let l_1480 = l_1479 << u32(bitcast<u64>(u64(52)));
let l_1481 = bitcast<f64>(l_1480);
let l_1482 = l_1476 * l_1481;
l_mut_26 = l_1482;
}
}
}
let l_1483 = i32(l_1425);
let l_1484 = l_1483 + i32(1023);
let l_1485 = u64(l_1484);
let l_1486 = l_1485 << u32(bitcast<u64>(u64(52)));
let l_1487 = bitcast<f64>(l_1486);
let l_1488 = l_mut_26 * l_1487;
l_mut_316 = l_1488;
}
}
}
let l_1489 = l_mut_50 * f64(1.4551915228366852e-11);
let l_1490 = l_mut_316 * f64(1.4551915228366852e-11);
l_mut_281 = u32(2);
let l_1491 = l_mut_50 - l_1489;
let l_1492 = abs(l_1491);
l_mut_1448 = f64(1.401298464324817e-45);
let l_1493 = l_1492 >= f64(1.1754943508222875e-38);
let l_1494 = l_1492 <= f64(1.7976931348623157e308);
let l_1495 = l_1493 && l_1494;
if l_1495 {
let l_1496 = bitcast<u64>(l_1492);
let l_1497 = l_1496 >> u32(bitcast<u64>(u64(52)));
let l_1498 = l_1497 - u64(23);
let l_1499 = l_1498 << u32(bitcast<u64>(u64(52)));
let l_1500 = bitcast<f64>(l_1499);
l_mut_1448 = l_1500;
}
let l_1501 = l_mut_50 + l_1489;
let l_1502 = abs(l_1501);
l_mut_26 = f64(1.401298464324817e-45);
let l_1503 = l_1502 >= f64(1.1754943508222875e-38);
let l_1504 = l_1502 <= f64(1.7976931348623157e308);
let l_1505 = l_1503 && l_1504;
if l_1505 {
let l_1506 = bitcast<u64>(l_1502);
let l_1507 = l_1506 >> u32(bitcast<u64>(u64(52)));
let l_1508 = l_1507 - u64(23);
let l_1509 = l_1508 << u32(bitcast<u64>(u64(52)));
let l_1510 = bitcast<f64>(l_1509);
l_mut_26 = l_1510;
}
let l_1511 = l_mut_1448 == l_mut_26;
let l_1512 = l_mut_316 - l_1490;
let l_1513 = abs(l_1512);
l_mut_1448 = f64(1.401298464324817e-45);
let l_1514 = l_1513 >= f64(1.1754943508222875e-38);
let l_1515 = l_1513 <= f64(1.7976931348623157e308);
let l_1516 = l_1514 && l_1515;
if l_1516 {
let l_1517 = bitcast<u64>(l_1513);
let l_1518 = l_1517 >> u32(bitcast<u64>(u64(52)));
let l_1519 = l_1518 - u64(23);
let l_1520 = l_1519 << u32(bitcast<u64>(u64(52)));
let l_1521 = bitcast<f64>(l_1520);
l_mut_1448 = l_1521;
}
let l_1522 = l_mut_316 + l_1490;
let l_1523 = abs(l_1522);
l_mut_26 = f64(1.401298464324817e-45);
let l_1524 = l_1523 >= f64(1.1754943508222875e-38);
let l_1525 = l_1523 <= f64(1.7976931348623157e308);
let l_1526 = l_1524 && l_1525;
if l_1526 {
let l_1527 = bitcast<u64>(l_1523);
let l_1528 = l_1527 >> u32(bitcast<u64>(u64(52)));
let l_1529 = l_1528 - u64(23);
let l_1530 = l_1529 << u32(bitcast<u64>(u64(52)));
let l_1531 = bitcast<f64>(l_1530);
l_mut_26 = l_1531;
}
let l_1532 = l_mut_1448 == l_mut_26;
let l_1533 = l_1511 && l_1532;
if l_1533 {
let l_1534 = l_215 * l_mut_50;
let l_1535 = abs(l_mut_50);
l_mut_1448 = f64(1.401298464324817e-45);
let l_1536 = l_1535 >= f64(1.1754943508222875e-38);
let l_1537 = l_1535 <= f64(1.7976931348623157e308);
let l_1538 = l_1536 && l_1537;
if l_1538 {
let l_1539 = bitcast<u64>(l_1535);
let l_1540 = l_1539 >> u32(bitcast<u64>(u64(52)));
let l_1541 = l_1540 - u64(23);
let l_1542 = l_1541 << u32(bitcast<u64>(u64(52)));
let l_1543 = bitcast<f64>(l_1542);
l_mut_1448 = l_1543;
}
let l_1544 = f64(0.5) * l_mut_1448;
l_mut_1448 = l_1534;
let l_1545 = l_1544 > l_1534;
if l_1545 {
l_mut_1448 = l_1544;
}
let l_1546 = l_215 * l_mut_316;
let l_1547 = abs(l_mut_316);
l_mut_26 = f64(1.401298464324817e-45);
let l_1548 = l_1547 >= f64(1.1754943508222875e-38);
let l_1549 = l_1547 <= f64(1.7976931348623157e308);
let l_1550 = l_1548 && l_1549;
if l_1550 {
let l_1551 = bitcast<u64>(l_1547);
let l_1552 = l_1551 >> u32(bitcast<u64>(u64(52)));
let l_1553 = l_1552 - u64(23);
let l_1554 = l_1553 << u32(bitcast<u64>(u64(52)));
let l_1555 = bitcast<f64>(l_1554);
l_mut_26 = l_1555;
}
let l_1556 = f64(0.5) * l_mut_26;
l_mut_26 = l_1546;
let l_1557 = l_1556 > l_1546;
if l_1557 {
l_mut_26 = l_1556;
}
let l_1558 = l_mut_50 - l_mut_1448;
let l_1559 = l_mut_316 + l_mut_26;
let l_1560 = bitcast<u32>(l_mut_22);
let l_1561 = f64(l_mut_22);
l_mut_1448 = l_1561;
let l_1562 = l_1560 & u32(2139095040);
let l_1563 = l_1562 == u32(0);
if l_1563 {
let l_1564 = l_1560 & u32(8388607);
let l_1565 = f64(l_1564);
let l_1566 = l_1565 * f64(1.401298464324817e-45);
l_mut_1448 = l_1566;
let l_1567 = l_1560 >> u32(31);
let l_1568 = l_1567 == u32(1);
if l_1568 {
let l_1569 = -l_mut_1448;
l_mut_1448 = l_1569;
}
}
let l_1570 = bitcast<u32>(l_mut_22);
let l_1571 = l_1570 + u32(1);
l_mut_243 = l_1571;
let l_1572 = l_1570 & u32(2147483647);
let l_1573 = l_1572 == u32(0);
if l_1573 {
l_mut_243 = u32(1);
} else {
let l_1574 = l_1570 & u32(2147483648);
let l_1575 = l_1574 != u32(0);
if l_1575 {
let l_1576 = l_1570 - u32(1);
l_mut_243 = l_1576;
} else {
let l_1577 = l_1570 == u32(2139095040);
if l_1577 {
l_mut_243 = l_1570;
}
}
}
let l_1578 = bitcast<f32>(l_mut_243);
let l_1579 = bitcast<u32>(l_1578);
let l_1580 = f64(l_1578);
l_mut_316 = l_1580;
let l_1581 = l_1579 & u32(2139095040);
let l_1582 = l_1581 == u32(0);
if l_1582 {
let l_1583 = l_1579 & u32(8388607);
let l_1584 = f64(l_1583);
let l_1585 = l_1584 * f64(1.401298464324817e-45);
l_mut_316 = l_1585;
let l_1586 = l_1579 >> u32(31);
let l_1587 = l_1586 == u32(1);
if l_1587 {
let l_1588 = -l_mut_316;
l_mut_316 = l_1588;
}
}
let l_1589 = bitcast<u32>(l_mut_22);
let l_1590 = l_1589 ^ u32(2147483648);
let l_1591 = bitcast<f32>(l_1590);
let l_1592 = bitcast<u32>(l_1591);
let l_1593 = l_1592 + u32(1);
l_mut_243 = l_1593;
let l_1594 = l_1592 & u32(2147483647);
let l_1595 = l_1594 == u32(0);
if l_1595 {
l_mut_243 = u32(1);
} else {
let l_1596 = l_1592 & u32(2147483648);
let l_1597 = l_1596 != u32(0);
if l_1597 {
let l_1598 = l_1592 - u32(1);
l_mut_243 = l_1598;
} else {
let l_1599 = l_1592 == u32(2139095040);
if l_1599 {
l_mut_243 = l_1592;
}
}
}
let l_1600 = bitcast<f32>(l_mut_243);
let l_1601 = bitcast<u32>(l_1600);
let l_1602 = l_1601 ^ u32(2147483648);
let l_1603 = bitcast<f32>(l_1602);
let l_1604 = bitcast<u32>(l_1603);
let l_1605 = f64(l_1603);
l_mut_50 = l_1605;
let l_1606 = l_1604 & u32(2139095040);
let l_1607 = l_1606 == u32(0);
if l_1607 {
let l_1608 = l_1604 & u32(8388607);
let l_1609 = f64(l_1608);
let l_1610 = l_1609 * f64(1.401298464324817e-45);
l_mut_50 = l_1610;
let l_1611 = l_1604 >> u32(31);
let l_1612 = l_1611 == u32(1);
if l_1612 {
let l_1613 = -l_mut_50;
l_mut_50 = l_1613;
}
}
let l_1614 = l_1558 + l_1489;
let l_1615 = l_1614 <= l_mut_1448;
l_mut_336 = l_1615;
let l_1616 = l_1558 - l_1489;
let l_1617 = l_1616 > l_mut_1448;
l_mut_333 = l_1617;
let l_1618 = l_1559 - l_1490;
let l_1619 = l_1618 >= l_mut_1448;
l_mut_330 = l_1619;
let l_1620 = l_1559 + l_1490;
let l_1621 = l_1620 < l_mut_1448;
l_mut_327 = l_1621;
l_mut_243 = u32(2);
let l_1622 = l_mut_333 || l_mut_327;
if l_1622 {
l_mut_243 = u32(1);
} else {
let l_1623 = l_mut_336 && l_mut_330;
if l_1623 {
l_mut_243 = u32(0);
}
}
let l_1624 = bitcast<u32>(l_mut_22);
let l_1625 = l_1624 & u32(2147483647);
let l_1626 = l_1625 == u32(0);
if l_1626 {
let l_1627 = l_1558 + l_1489;
let l_1628 = l_1627 < f64(1.1754943508222875e-38);
let l_1629 = l_1559 - l_1490;
let l_1630 = l_1629 > f64(-1.1754943508222875e-38);
let l_1631 = l_1628 && l_1630;
let l_1632 = l_1558 - l_1489;
let l_1633 = l_1632 < f64(1.1754943508222875e-38);
let l_1634 = l_1559 + l_1490;
let l_1635 = l_1634 > f64(-1.1754943508222875e-38);
let l_1636 = l_1633 && l_1635;
if l_1631 {
l_mut_243 = u32(0);
} else {
let l_1637 = l_mut_243 == u32(1);
let l_1638 = l_1636 && l_1637;
if l_1638 {
l_mut_243 = u32(2);
}
}
}
l_mut_281 = l_mut_243;
}
l_mut_227 = l_mut_281;
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
let l_1639 = a_226[u32(0)];
let l_1640 = l_1639 == u32(0);
if l_1640 {
l_mut_227 = u32(2);
}
a_10[l_mut_207] = l_mut_227;
let l_1641 = a_10[l_mut_207];
let l_1642 = l_1641 == u32(2);
if l_1642 {
l_mut_204 = bool(false);
}
}
}
let l_1643 = l_mut_106 == u32(4294967293);
if l_1643 {
let l_1644 = a_8[u32(0)];
let l_1645 = l_1644 + u32(1);
a_8[u32(0)] = l_1645;
} else {
if l_mut_204 {
l_mut_1448 = l_194;
let l_1646 = l_mut_1448 < f64(-17.0);
if l_1646 {
l_mut_1448 = f64(-17.0);
}
let l_1647 = l_mut_1448 > f64(17.0);
if l_1647 {
l_mut_1448 = f64(17.0);
}
let l_1648 = l_mut_1448 + f64(16.0);
let l_1649 = l_1648 + f64(1.0);
let l_1650 = u32(l_1649);
let l_1651 = u32(2) + l_1650;
let l_1652 = a_8[l_1651];
let l_1653 = l_1652 + u32(1);
a_8[l_1651] = l_1653;
let l_1654 = bitcast<u32>(l_mut_22);
let l_1655 = l_1654 & u32(8388607);
let l_1656 = f64(l_1655);
let l_1657 = l_1656 / f64(7.1362384635298e44);
l_mut_1448 = l_1657;
let l_1658 = l_1654 & u32(2139095040);
let l_1659 = l_1658 != u32(0);
if l_1659 {
let l_1660 = l_1654 & u32(2147483647);
let l_1661 = bitcast<f32>(l_1660);
let l_1662 = f64(l_1661);
l_mut_1448 = l_1662;
}
let l_1663 = l_1654 >> u32(31);
let l_1664 = f64(l_1663);
let l_1665 = f64(2.0) * l_1664;
let l_1666 = f64(1.0) - l_1665;
l_mut_1448 = l_mut_1448 * l_1666;
let l_1667 = abs(l_mut_35);
let l_1668 = l_mut_35 * f64(0.0);
let l_1669 = l_1668 + f64(7.1362384635298e44);
l_mut_316 = l_1669;
let l_1670 = l_1667 >= f64(2.350988701644575e-38);
if l_1670 {
let l_1671 = l_mut_106 & u32(2147483647);
let l_1672 = bitcast<f32>(l_1671);
let l_1673 = f64(l_1672);
let l_1674 = l_1671 & u32(2139095040);
let l_1675 = bitcast<f32>(l_1674);
let l_1676 = f64(l_1675);
let l_1677 = l_1673 > l_1667;
let l_1678 = l_1671 & u32(8388607);
let l_1679 = l_1678 == u32(0);
let l_1680 = l_1677 && l_1679;
let l_1681 = l_1676 * f64(1.1920928955078125e-7);
let l_1682 = f64(l_1680);
let l_1683 = f64(0.5) * l_1682;
let l_1684 = f64(1.0) - l_1683;
let l_1685 = l_1681 * l_1684;
let l_1686 = f64(1.0) / l_1685;
l_mut_316 = l_1686;
}
let l_1687 = l_mut_1448 - l_mut_35;
let l_1688 = l_1687 * l_mut_316;
let l_1689 = a_8[u32(45)];
let l_1690 = l_1689 == u32(4294967295);
let l_1691 = a_9[u32(0)];
let l_1692 = l_1688 < l_1691;
let l_1693 = l_1690 || l_1692;
if l_1693 {
a_9[u32(0)] = l_1688;
a_8[u32(45)] = l_20;
a_8[u32(46)] = l_175;
}
let l_1694 = a_8[u32(47)];
let l_1695 = l_1694 == u32(4294967295);
let l_1696 = a_9[u32(1)];
let l_1697 = l_1688 > l_1696;
let l_1698 = l_1695 || l_1697;
if l_1698 {
a_9[u32(1)] = l_1688;
a_8[u32(47)] = l_20;
a_8[u32(48)] = l_175;
}
let l_1699 = l_194 != f64(0.0);
if l_1699 {

for (var l_mut_1700: u32 = u32(0); l_mut_1700 < u32(8); l_mut_1700++) {
let l_1701 = a_10[l_mut_1700];
let l_1702 = l_1701 == u32(1);
if l_1702 {
let l_1703 = u32(37) + l_mut_1700;
let l_1704 = a_8[l_1703];
let l_1705 = l_1704 + u32(1);
a_8[l_1703] = l_1705;
let l_1706 = u32(2) + l_mut_1700;
let l_1707 = u32(2) * l_1706;
let l_1708 = u32(45) + l_1707;
let l_1709 = a_8[l_1708];
let l_1710 = l_1709 == u32(4294967295);
let l_1711 = abs(l_1688);
let l_1712 = u32(2) + l_mut_1700;
let l_1713 = a_9[l_1712];
let l_1714 = abs(l_1713);
let l_1715 = l_1711 > l_1714;
let l_1716 = l_1710 || l_1715;
if l_1716 {
let l_1717 = u32(2) + l_mut_1700;
a_9[l_1717] = l_1688;
a_8[l_1708] = l_20;
let l_1718 = l_1708 + u32(1);
a_8[l_1718] = l_175;
}
}
}
}
} else {
let l_1719 = a_8[u32(1)];
let l_1720 = l_2 + l_1719;
let l_1721 = l_1720 * u32(2);
let l_1813 = info.static_meta[u32(6)];
let l_1814 = l_1813 * u32(1);
let l_1815 = l_1721 < l_1814;
if l_1815 {
buffer_6_global[l_1721] = l_20;
}
let l_1722 = l_1721 + u32(1);
let l_1816 = info.static_meta[u32(6)];
let l_1817 = l_1816 * u32(1);
let l_1818 = l_1722 < l_1817;
if l_1818 {
buffer_6_global[l_1722] = l_175;
}
let l_1723 = a_8[u32(1)];
let l_1724 = l_1723 + u32(1);
a_8[u32(1)] = l_1724;
}
}
}

for (var l_mut_1725: u32 = u32(0); l_mut_1725 < u32(65); l_mut_1725++) {
let l_1726 = id * u32(65);
let l_1727 = l_1726 + l_mut_1725;
let l_1728 = a_8[l_mut_1725];
let l_1819 = info.static_meta[u32(4)];
let l_1820 = l_1819 * u32(1);
let l_1821 = l_1727 < l_1820;
if l_1821 {
buffer_4_global[l_1727] = l_1728;
}
}

for (var l_mut_1729: u32 = u32(0); l_mut_1729 < u32(10); l_mut_1729++) {
let l_1730 = id * u32(10);
let l_1731 = l_1730 + l_mut_1729;
let l_1732 = a_9[l_mut_1729];
let l_1822 = info.static_meta[u32(5)];
let l_1823 = l_1822 * u32(1);
let l_1824 = l_1731 < l_1823;
if l_1824 {
buffer_5_global[l_1731] = l_1732;
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
