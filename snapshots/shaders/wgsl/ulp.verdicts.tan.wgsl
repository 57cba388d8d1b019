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

var a_1245: array<f64, 2>;

var a_1586: array<f64, 2>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_102: bool;
var l_mut_1037: f64;
var l_mut_105: bool;
var l_mut_28: u32;
var l_mut_35: f64;
var l_mut_421: f64;
var l_mut_45: u32;
var l_mut_58: f64;
var l_mut_756: f64;
var l_mut_75: u32;
var l_mut_796: f64;
var l_mut_96: bool;
var l_mut_99: bool;
let l_0 = info.static_meta[u32(7)];
let l_1 = id < l_0;
if l_1 {

for (var l_mut_2: u32 = u32(0); l_mut_2 < u32(8); l_mut_2++) {
let l_3 = id * u32(8);
let l_4 = l_3 + l_mut_2;
let l_5 = u32(2) * l_mut_2;
let l_1704 = info.static_meta[u32(4)];
let l_1705 = l_1704 * u32(1);
let l_1706 = l_5 < l_1705;
let l_1707 = l_1705 - u32(1);
let l_1708 = min(l_5, l_1707);
let l_1709 = buffer_4_global[l_1708];
let l_1710 = select(u32(0), l_1709, l_1706);
let l_6 = l_1710;
let l_7 = u32(2) * l_mut_2;
let l_8 = l_7 + u32(1);
let l_1711 = info.static_meta[u32(4)];
let l_1712 = l_1711 * u32(1);
let l_1713 = l_8 < l_1712;
let l_1714 = l_1712 - u32(1);
let l_1715 = min(l_8, l_1714);
let l_1716 = buffer_4_global[l_1715];
let l_1717 = select(u32(0), l_1716, l_1713);
let l_9 = l_1717;
let l_10 = l_9 != u32(0);
let l_1718 = info.static_meta[u32(0)];
let l_1719 = l_1718 * u32(1);
let l_1720 = id < l_1719;
let l_1721 = l_1719 - u32(1);
let l_1722 = min(id, l_1721);
let l_1723 = buffer_0_global[l_1722];
let l_1724 = select(f32(0.0), l_1723, l_1720);
let l_11 = l_1724;
let l_1725 = info.static_meta[u32(1)];
let l_1726 = l_1725 * u32(1);
let l_1727 = id < l_1726;
let l_1728 = l_1726 - u32(1);
let l_1729 = min(id, l_1728);
let l_1730 = buffer_1_global[l_1729];
let l_1731 = select(f32(0.0), l_1730, l_1727);
let l_12 = l_1731;
let l_1732 = info.static_meta[u32(2)];
let l_1733 = l_1732 * u32(1);
let l_1734 = id < l_1733;
let l_1735 = l_1733 - u32(1);
let l_1736 = min(id, l_1735);
let l_1737 = buffer_2_global[l_1736];
let l_1738 = select(f64(0.0), l_1737, l_1734);
let l_13 = l_1738;
let l_1739 = info.static_meta[u32(3)];
let l_1740 = l_1739 * u32(1);
let l_1741 = id < l_1740;
let l_1742 = l_1740 - u32(1);
let l_1743 = min(id, l_1742);
let l_1744 = buffer_3_global[l_1743];
let l_1745 = select(f64(0.0), l_1744, l_1741);
let l_14 = l_1745;
let l_15 = l_mut_2 * u32(4);
let l_1746 = info.static_meta[u32(5)];
let l_1747 = l_1746 * u32(1);
let l_1748 = l_15 < l_1747;
let l_1749 = l_1747 - u32(1);
let l_1750 = min(l_15, l_1749);
let l_1751 = buffer_5_global[l_1750];
let l_1752 = select(f64(0.0), l_1751, l_1748);
let l_16 = l_1752;
let l_17 = l_mut_2 * u32(4);
let l_18 = l_17 + u32(1);
let l_1753 = info.static_meta[u32(5)];
let l_1754 = l_1753 * u32(1);
let l_1755 = l_18 < l_1754;
let l_1756 = l_1754 - u32(1);
let l_1757 = min(l_18, l_1756);
let l_1758 = buffer_5_global[l_1757];
let l_1759 = select(f64(0.0), l_1758, l_1755);
let l_19 = l_1759;
let l_20 = l_mut_2 * u32(4);
let l_21 = l_20 + u32(2);
let l_1760 = info.static_meta[u32(5)];
let l_1761 = l_1760 * u32(1);
let l_1762 = l_21 < l_1761;
let l_1763 = l_1761 - u32(1);
let l_1764 = min(l_21, l_1763);
let l_1765 = buffer_5_global[l_1764];
let l_1766 = select(f64(0.0), l_1765, l_1762);
let l_22 = l_1766;
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
let l_604 = f32(l_23);
let l_605 = f64(l_604);
let l_606 = abs(l_605);
l_mut_421 = l_606;
l_mut_75 = u32(0);
let l_607 = l_606 >= f64(0.785);
if l_607 {
let l_608 = l_606 * f64(0.6366197723675814);
let l_609 = l_608 + f64(0.5);
let l_610 = floor(l_609);
let l_611 = l_610 * f64(1.570796325802803);
let l_612 = l_606 - l_611;
let l_613 = l_610 * f64(9.920935796805404e-10);
let l_614 = l_612 - l_613;
l_mut_421 = l_614;
let l_615 = u32(l_610);
l_mut_75 = l_615;
}
let l_616 = l_604 < f32(0.0);
let l_617 = l_mut_421 * l_mut_421;
let l_618 = l_617 * f64(1.9572941063391263e-20);
let l_619 = f64(8.22063524662433e-18) - l_618;
l_mut_58 = l_619;
let l_620 = l_mut_58 * l_617;
let l_621 = l_620 - f64(2.8114572543455206e-15);
l_mut_58 = l_621;
let l_622 = l_mut_58 * l_617;
let l_623 = l_622 + f64(7.647163731819816e-13);
l_mut_58 = l_623;
let l_624 = l_mut_58 * l_617;
let l_625 = l_624 - f64(1.6059043836821613e-10);
l_mut_58 = l_625;
let l_626 = l_mut_58 * l_617;
let l_627 = l_626 + f64(2.505210838544172e-8);
l_mut_58 = l_627;
let l_628 = l_mut_58 * l_617;
let l_629 = l_628 - f64(2.7557319223985893e-6);
l_mut_58 = l_629;
let l_630 = l_mut_58 * l_617;
let l_631 = l_630 + f64(0.0001984126984126984);
l_mut_58 = l_631;
let l_632 = l_mut_58 * l_617;
let l_633 = l_632 - f64(0.008333333333333333);
l_mut_58 = l_633;
let l_634 = l_mut_58 * l_617;
let l_635 = l_634 + f64(0.16666666666666666);
l_mut_58 = l_635;
let l_636 = f64(0.5) * l_617;
let l_637 = f64(1.0) - l_636;
let l_638 = f64(0.0) * l_637;
let l_639 = l_mut_421 * l_617;
let l_640 = l_639 * l_mut_58;
let l_641 = l_638 - l_640;
let l_642 = l_mut_421 + l_641;
let l_643 = l_mut_421 * l_mut_421;
let l_644 = l_643 * f64(4.110317623312165e-19);
let l_645 = l_644 - f64(1.5619206968586225e-16);
l_mut_58 = l_645;
let l_646 = l_mut_58 * l_643;
let l_647 = l_646 + f64(4.779477332387385e-14);
l_mut_58 = l_647;
let l_648 = l_mut_58 * l_643;
let l_649 = l_648 - f64(1.1470745597729725e-11);
l_mut_58 = l_649;
let l_650 = l_mut_58 * l_643;
let l_651 = l_650 + f64(2.08767569878681e-9);
l_mut_58 = l_651;
let l_652 = l_mut_58 * l_643;
let l_653 = l_652 - f64(2.755731922398589e-7);
l_mut_58 = l_653;
let l_654 = l_mut_58 * l_643;
let l_655 = l_654 + f64(2.48015873015873e-5);
l_mut_58 = l_655;
let l_656 = l_mut_58 * l_643;
let l_657 = l_656 - f64(0.001388888888888889);
l_mut_58 = l_657;
let l_658 = l_mut_58 * l_643;
let l_659 = l_658 + f64(0.041666666666666664);
l_mut_58 = l_659;
let l_660 = f64(0.5) * l_643;
let l_661 = f64(1.0) - l_660;
let l_662 = l_643 * l_643;
let l_663 = l_662 * l_mut_58;
let l_664 = f64(0.0) * l_mut_421;
let l_665 = l_663 - l_664;
let l_666 = l_661 + l_665;
let l_667 = l_mut_75 & u32(1);
let l_668 = l_667 == u32(1);
l_mut_421 = l_642;
let l_669 = l_mut_75 & u32(2);
let l_670 = l_669 != u32(0);
l_mut_105 = l_670;
if l_668 {
l_mut_421 = l_666;
}
let l_671 = bool(true) && l_616;
if l_671 {
let l_672 = !l_mut_105;
l_mut_105 = l_672;
}
if l_mut_105 {
let l_673 = -l_mut_421;
l_mut_421 = l_673;
}
let l_674 = f32(l_23);
let l_675 = f64(l_674);
let l_676 = abs(l_675);
l_mut_58 = l_676;
l_mut_75 = u32(0);
let l_677 = l_676 >= f64(0.785);
if l_677 {
let l_678 = l_676 * f64(0.6366197723675814);
let l_679 = l_678 + f64(0.5);
let l_680 = floor(l_679);
let l_681 = l_680 * f64(1.570796325802803);
let l_682 = l_676 - l_681;
let l_683 = l_680 * f64(9.920935796805404e-10);
let l_684 = l_682 - l_683;
l_mut_58 = l_684;
let l_685 = u32(l_680);
l_mut_75 = l_685;
}
let l_686 = l_674 < f32(0.0);
let l_687 = l_mut_58 * l_mut_58;
let l_688 = l_687 * f64(1.9572941063391263e-20);
let l_689 = f64(8.22063524662433e-18) - l_688;
l_mut_35 = l_689;
let l_690 = l_mut_35 * l_687;
let l_691 = l_690 - f64(2.8114572543455206e-15);
l_mut_35 = l_691;
let l_692 = l_mut_35 * l_687;
let l_693 = l_692 + f64(7.647163731819816e-13);
l_mut_35 = l_693;
let l_694 = l_mut_35 * l_687;
let l_695 = l_694 - f64(1.6059043836821613e-10);
l_mut_35 = l_695;
let l_696 = l_mut_35 * l_687;
let l_697 = l_696 + f64(2.505210838544172e-8);
l_mut_35 = l_697;
let l_698 = l_mut_35 * l_687;
let l_699 = l_698 - f64(2.7557319223985893e-6);
l_mut_35 = l_699;
let l_700 = l_mut_35 * l_687;
let l_701 = l_700 + f64(0.0001984126984126984);
l_mut_35 = l_701;
let l_702 = l_mut_35 * l_687;
let l_703 = l_702 - f64(0.008333333333333333);
l_mut_35 = l_703;
let l_704 = l_mut_35 * l_687;
let l_705 = l_704 + f64(0.16666666666666666);
l_mut_35 = l_705;
let l_706 = f64(0.5) * l_687;
let l_707 = f64(1.0) - l_706;
let l_708 = f64(0.0) * l_707;
let l_709 = l_mut_58 * l_687;
let l_710 = l_709 * l_mut_35;
let l_711 = l_708 - l_710;
let l_712 = l_mut_58 + l_711;
let l_713 = l_mut_58 * l_mut_58;
let l_714 = l_713 * f64(4.110317623312165e-19);
let l_715 = l_714 - f64(1.5619206968586225e-16);
l_mut_35 = l_715;
let l_716 = l_mut_35 * l_713;
let l_717 = l_716 + f64(4.779477332387385e-14);
l_mut_35 = l_717;
let l_718 = l_mut_35 * l_713;
let l_719 = l_718 - f64(1.1470745597729725e-11);
l_mut_35 = l_719;
let l_720 = l_mut_35 * l_713;
let l_721 = l_720 + f64(2.08767569878681e-9);
l_mut_35 = l_721;
let l_722 = l_mut_35 * l_713;
let l_723 = l_722 - f64(2.755731922398589e-7);
l_mut_35 = l_723;
let l_724 = l_mut_35 * l_713;
let l_725 = l_724 + f64(2.48015873015873e-5);
l_mut_35 = l_725;
let l_726 = l_mut_35 * l_713;
let l_727 = l_726 - f64(0.001388888888888889);
l_mut_35 = l_727;
let l_728 = l_mut_35 * l_713;
let l_729 = l_728 + f64(0.041666666666666664);
l_mut_35 = l_729;
let l_730 = f64(0.5) * l_713;
let l_731 = f64(1.0) - l_730;
let l_732 = l_713 * l_713;
let l_733 = l_732 * l_mut_35;
let l_734 = f64(0.0) * l_mut_58;
let l_735 = l_733 - l_734;
let l_736 = l_731 + l_735;
let l_737 = l_mut_75 & u32(1);
let l_738 = l_737 == u32(1);
l_mut_58 = l_712;
let l_739 = l_mut_75 & u32(2);
let l_740 = l_739 != u32(0);
l_mut_105 = l_740;
l_mut_58 = l_736;
if l_738 {
l_mut_58 = l_712;
}
let l_741 = l_mut_75 + u32(1);
let l_742 = l_741 & u32(2);
let l_743 = l_742 != u32(0);
l_mut_105 = l_743;
let l_744 = bool(false) && l_686;
if l_744 {
let l_745 = !l_mut_105;
l_mut_105 = l_745;
}
if l_mut_105 {
let l_746 = -l_mut_58;
l_mut_58 = l_746;
}
let l_747 = abs(l_mut_421);
let l_748 = l_747 * f64(1.4551915228366852e-11);
let l_749 = abs(l_mut_58);
let l_750 = l_749 * f64(1.4551915228366852e-11);
let l_751 = l_mut_421 - l_16;
l_mut_35 = l_751;
if l_10 {
let l_752 = l_751 - l_748;
let l_753 = l_752 * f64(7.1362384635298e44);
let l_754 = floor(l_753);
let l_755 = l_754 * f64(1.401298464324817e-45);
l_mut_756 = l_755;
let l_757 = abs(l_752);
let l_758 = l_757 >= f64(1.1754943508222875e-38);
if l_758 {
let l_759 = f32(l_752);
let l_760 = f64(l_759);
l_mut_756 = l_760;
let l_761 = l_mut_756 > l_752;
if l_761 {
let l_762 = -l_759;
let l_763 = bitcast<u32>(l_762);
let l_764 = l_763 + u32(1);
l_mut_75 = l_764;
let l_765 = l_763 & u32(2147483647);
let l_766 = l_765 == u32(0);
if l_766 {
l_mut_75 = u32(1);
} else {
let l_767 = l_763 & u32(2147483648);
let l_768 = l_767 != u32(0);
if l_768 {
let l_769 = l_763 - u32(1);
l_mut_75 = l_769;
}
}
let l_770 = bitcast<f32>(l_mut_75);
let l_771 = -l_770;
let l_772 = f64(l_771);
l_mut_756 = l_772;
} else {
let l_773 = bitcast<u32>(l_759);
let l_774 = l_773 + u32(1);
l_mut_75 = l_774;
let l_775 = l_773 & u32(2147483647);
let l_776 = l_775 == u32(0);
if l_776 {
l_mut_75 = u32(1);
} else {
let l_777 = l_773 & u32(2147483648);
let l_778 = l_777 != u32(0);
if l_778 {
let l_779 = l_773 - u32(1);
l_mut_75 = l_779;
}
}
let l_780 = bitcast<f32>(l_mut_75);
let l_781 = f64(l_780);
let l_782 = l_781 <= l_752;
if l_782 {
let l_783 = bitcast<u32>(l_759);
let l_784 = l_783 + u32(1);
l_mut_75 = l_784;
let l_785 = l_783 & u32(2147483647);
let l_786 = l_785 == u32(0);
if l_786 {
l_mut_75 = u32(1);
} else {
let l_787 = l_783 & u32(2147483648);
let l_788 = l_787 != u32(0);
if l_788 {
let l_789 = l_783 - u32(1);
l_mut_75 = l_789;
}
}
let l_790 = bitcast<f32>(l_mut_75);
let l_791 = f64(l_790);
l_mut_756 = l_791;
}
}
}
let l_792 = l_751 + l_748;
let l_793 = l_792 * f64(7.1362384635298e44);
let l_794 = floor(l_793);
let l_795 = l_794 * f64(1.401298464324817e-45);
l_mut_796 = l_795;
let l_797 = abs(l_792);
let l_798 = l_797 >= f64(1.1754943508222875e-38);
if l_798 {
let l_799 = f32(l_792);
let l_800 = f64(l_799);
l_mut_796 = l_800;
let l_801 = l_mut_796 > l_792;
if l_801 {
let l_802 = -l_799;
let l_803 = bitcast<u32>(l_802);
let l_804 = l_803 + u32(1);
l_mut_75 = l_804;
let l_805 = l_803 & u32(2147483647);
let l_806 = l_805 == u32(0);
if l_806 {
l_mut_75 = u32(1);
} else {
let l_807 = l_803 & u32(2147483648);
let l_808 = l_807 != u32(0);
if l_808 {
let l_809 = l_803 - u32(1);
l_mut_75 = l_809;
}
}
let l_810 = bitcast<f32>(l_mut_75);
let l_811 = -l_810;
let l_812 = f64(l_811);
l_mut_796 = l_812;
} else {
let l_813 = bitcast<u32>(l_799);
let l_814 = l_813 + u32(1);
l_mut_75 = l_814;
let l_815 = l_813 & u32(2147483647);
let l_816 = l_815 == u32(0);
if l_816 {
l_mut_75 = u32(1);
} else {
let l_817 = l_813 & u32(2147483648);
let l_818 = l_817 != u32(0);
if l_818 {
let l_819 = l_813 - u32(1);
l_mut_75 = l_819;
}
}
let l_820 = bitcast<f32>(l_mut_75);
let l_821 = f64(l_820);
let l_822 = l_821 <= l_792;
if l_822 {
let l_823 = bitcast<u32>(l_799);
let l_824 = l_823 + u32(1);
l_mut_75 = l_824;
let l_825 = l_823 & u32(2147483647);
let l_826 = l_825 == u32(0);
if l_826 {
l_mut_75 = u32(1);
} else {
let l_827 = l_823 & u32(2147483648);
let l_828 = l_827 != u32(0);
if l_828 {
let l_829 = l_823 - u32(1);
l_mut_75 = l_829;
}
}
let l_830 = bitcast<f32>(l_mut_75);
let l_831 = f64(l_830);
l_mut_796 = l_831;
}
}
}
let l_832 = l_mut_756 == l_mut_796;
let l_833 = !l_832;
if l_833 {
a_603[u32(0)] = u32(0);
}
let l_834 = l_751 * f64(7.1362384635298e44);
let l_835 = floor(l_834);
let l_836 = l_835 * f64(1.401298464324817e-45);
l_mut_796 = l_836;
let l_837 = abs(l_751);
let l_838 = l_837 >= f64(1.1754943508222875e-38);
if l_838 {
let l_839 = f32(l_751);
let l_840 = f64(l_839);
l_mut_796 = l_840;
let l_841 = l_mut_796 > l_751;
if l_841 {
let l_842 = -l_839;
let l_843 = bitcast<u32>(l_842);
let l_844 = l_843 + u32(1);
l_mut_75 = l_844;
let l_845 = l_843 & u32(2147483647);
let l_846 = l_845 == u32(0);
if l_846 {
l_mut_75 = u32(1);
} else {
let l_847 = l_843 & u32(2147483648);
let l_848 = l_847 != u32(0);
if l_848 {
let l_849 = l_843 - u32(1);
l_mut_75 = l_849;
}
}
let l_850 = bitcast<f32>(l_mut_75);
let l_851 = -l_850;
let l_852 = f64(l_851);
l_mut_796 = l_852;
} else {
let l_853 = bitcast<u32>(l_839);
let l_854 = l_853 + u32(1);
l_mut_75 = l_854;
let l_855 = l_853 & u32(2147483647);
let l_856 = l_855 == u32(0);
if l_856 {
l_mut_75 = u32(1);
} else {
let l_857 = l_853 & u32(2147483648);
let l_858 = l_857 != u32(0);
if l_858 {
let l_859 = l_853 - u32(1);
l_mut_75 = l_859;
}
}
let l_860 = bitcast<f32>(l_mut_75);
let l_861 = f64(l_860);
let l_862 = l_861 <= l_751;
if l_862 {
let l_863 = bitcast<u32>(l_839);
let l_864 = l_863 + u32(1);
l_mut_75 = l_864;
let l_865 = l_863 & u32(2147483647);
let l_866 = l_865 == u32(0);
if l_866 {
l_mut_75 = u32(1);
} else {
let l_867 = l_863 & u32(2147483648);
let l_868 = l_867 != u32(0);
if l_868 {
let l_869 = l_863 - u32(1);
l_mut_75 = l_869;
}
}
let l_870 = bitcast<f32>(l_mut_75);
let l_871 = f64(l_870);
l_mut_796 = l_871;
}
}
}
l_mut_35 = l_mut_796;
}
let l_872 = l_mut_421 + l_16;
l_mut_796 = l_872;
if l_10 {
let l_873 = l_872 - l_748;
let l_874 = l_873 * f64(7.1362384635298e44);
let l_875 = floor(l_874);
let l_876 = l_875 * f64(1.401298464324817e-45);
l_mut_756 = l_876;
let l_877 = abs(l_873);
let l_878 = l_877 >= f64(1.1754943508222875e-38);
if l_878 {
let l_879 = f32(l_873);
let l_880 = f64(l_879);
l_mut_756 = l_880;
let l_881 = l_mut_756 > l_873;
if l_881 {
let l_882 = -l_879;
let l_883 = bitcast<u32>(l_882);
let l_884 = l_883 + u32(1);
l_mut_75 = l_884;
let l_885 = l_883 & u32(2147483647);
let l_886 = l_885 == u32(0);
if l_886 {
l_mut_75 = u32(1);
} else {
let l_887 = l_883 & u32(2147483648);
let l_888 = l_887 != u32(0);
if l_888 {
let l_889 = l_883 - u32(1);
l_mut_75 = l_889;
}
}
let l_890 = bitcast<f32>(l_mut_75);
let l_891 = -l_890;
let l_892 = f64(l_891);
l_mut_756 = l_892;
} else {
let l_893 = bitcast<u32>(l_879);
let l_894 = l_893 + u32(1);
l_mut_75 = l_894;
let l_895 = l_893 & u32(2147483647);
let l_896 = l_895 == u32(0);
if l_896 {
l_mut_75 = u32(1);
} else {
let l_897 = l_893 & u32(2147483648);
let l_898 = l_897 != u32(0);
if l_898 {
let l_899 = l_893 - u32(1);
l_mut_75 = l_899;
}
}
let l_900 = bitcast<f32>(l_mut_75);
let l_901 = f64(l_900);
let l_902 = l_901 <= l_873;
if l_902 {
let l_903 = bitcast<u32>(l_879);
let l_904 = l_903 + u32(1);
l_mut_75 = l_904;
let l_905 = l_903 & u32(2147483647);
let l_906 = l_905 == u32(0);
if l_906 {
l_mut_75 = u32(1);
} else {
let l_907 = l_903 & u32(2147483648);
let l_908 = l_907 != u32(0);
if l_908 {
let l_909 = l_903 - u32(1);
l_mut_75 = l_909;
}
}
let l_910 = bitcast<f32>(l_mut_75);
let l_911 = f64(l_910);
l_mut_756 = l_911;
}
}
}
let l_912 = l_872 + l_748;
let l_913 = l_912 * f64(7.1362384635298e44);
let l_914 = floor(l_913);
let l_915 = l_914 * f64(1.401298464324817e-45);
l_mut_421 = l_915;
let l_916 = abs(l_912);
let l_917 = l_916 >= f64(1.1754943508222875e-38);
if l_917 {
let l_918 = f32(l_912);
let l_919 = f64(l_918);
l_mut_421 = l_919;
let l_920 = l_mut_421 > l_912;
if l_920 {
let l_921 = -l_918;
let l_922 = bitcast<u32>(l_921);
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
let l_930 = -l_929;
let l_931 = f64(l_930);
l_mut_421 = l_931;
} else {
let l_932 = bitcast<u32>(l_918);
let l_933 = l_932 + u32(1);
l_mut_75 = l_933;
let l_934 = l_932 & u32(2147483647);
let l_935 = l_934 == u32(0);
if l_935 {
l_mut_75 = u32(1);
} else {
let l_936 = l_932 & u32(2147483648);
let l_937 = l_936 != u32(0);
if l_937 {
let l_938 = l_932 - u32(1);
l_mut_75 = l_938;
}
}
let l_939 = bitcast<f32>(l_mut_75);
let l_940 = f64(l_939);
let l_941 = l_940 <= l_912;
if l_941 {
let l_942 = bitcast<u32>(l_918);
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
let l_950 = f64(l_949);
l_mut_421 = l_950;
}
}
}
let l_951 = l_mut_756 == l_mut_421;
let l_952 = !l_951;
if l_952 {
a_603[u32(0)] = u32(0);
}
let l_953 = -l_872;
let l_954 = l_953 * f64(7.1362384635298e44);
let l_955 = floor(l_954);
let l_956 = l_955 * f64(1.401298464324817e-45);
l_mut_756 = l_956;
let l_957 = abs(l_953);
let l_958 = l_957 >= f64(1.1754943508222875e-38);
if l_958 {
let l_959 = f32(l_953);
let l_960 = f64(l_959);
l_mut_756 = l_960;
let l_961 = l_mut_756 > l_953;
if l_961 {
let l_962 = -l_959;
let l_963 = bitcast<u32>(l_962);
let l_964 = l_963 + u32(1);
l_mut_75 = l_964;
let l_965 = l_963 & u32(2147483647);
let l_966 = l_965 == u32(0);
if l_966 {
l_mut_75 = u32(1);
} else {
let l_967 = l_963 & u32(2147483648);
let l_968 = l_967 != u32(0);
if l_968 {
let l_969 = l_963 - u32(1);
l_mut_75 = l_969;
}
}
let l_970 = bitcast<f32>(l_mut_75);
let l_971 = -l_970;
let l_972 = f64(l_971);
l_mut_756 = l_972;
} else {
let l_973 = bitcast<u32>(l_959);
let l_974 = l_973 + u32(1);
l_mut_75 = l_974;
let l_975 = l_973 & u32(2147483647);
let l_976 = l_975 == u32(0);
if l_976 {
l_mut_75 = u32(1);
} else {
let l_977 = l_973 & u32(2147483648);
let l_978 = l_977 != u32(0);
if l_978 {
let l_979 = l_973 - u32(1);
l_mut_75 = l_979;
}
}
let l_980 = bitcast<f32>(l_mut_75);
let l_981 = f64(l_980);
let l_982 = l_981 <= l_953;
if l_982 {
let l_983 = bitcast<u32>(l_959);
let l_984 = l_983 + u32(1);
l_mut_75 = l_984;
let l_985 = l_983 & u32(2147483647);
let l_986 = l_985 == u32(0);
if l_986 {
l_mut_75 = u32(1);
} else {
let l_987 = l_983 & u32(2147483648);
let l_988 = l_987 != u32(0);
if l_988 {
let l_989 = l_983 - u32(1);
l_mut_75 = l_989;
}
}
let l_990 = bitcast<f32>(l_mut_75);
let l_991 = f64(l_990);
l_mut_756 = l_991;
}
}
}
let l_992 = -l_mut_756;
l_mut_796 = l_992;
}
let l_993 = l_mut_58 - l_16;
l_mut_756 = l_993;
if l_10 {
let l_994 = l_993 - l_750;
let l_995 = l_994 * f64(7.1362384635298e44);
let l_996 = floor(l_995);
let l_997 = l_996 * f64(1.401298464324817e-45);
l_mut_421 = l_997;
let l_998 = abs(l_994);
let l_999 = l_998 >= f64(1.1754943508222875e-38);
if l_999 {
let l_1000 = f32(l_994);
let l_1001 = f64(l_1000);
l_mut_421 = l_1001;
let l_1002 = l_mut_421 > l_994;
if l_1002 {
let l_1003 = -l_1000;
let l_1004 = bitcast<u32>(l_1003);
let l_1005 = l_1004 + u32(1);
l_mut_75 = l_1005;
let l_1006 = l_1004 & u32(2147483647);
let l_1007 = l_1006 == u32(0);
if l_1007 {
l_mut_75 = u32(1);
} else {
let l_1008 = l_1004 & u32(2147483648);
let l_1009 = l_1008 != u32(0);
if l_1009 {
let l_1010 = l_1004 - u32(1);
l_mut_75 = l_1010;
}
}
let l_1011 = bitcast<f32>(l_mut_75);
let l_1012 = -l_1011;
let l_1013 = f64(l_1012);
l_mut_421 = l_1013;
} else {
let l_1014 = bitcast<u32>(l_1000);
let l_1015 = l_1014 + u32(1);
l_mut_75 = l_1015;
let l_1016 = l_1014 & u32(2147483647);
let l_1017 = l_1016 == u32(0);
if l_1017 {
l_mut_75 = u32(1);
} else {
let l_1018 = l_1014 & u32(2147483648);
let l_1019 = l_1018 != u32(0);
if l_1019 {
let l_1020 = l_1014 - u32(1);
l_mut_75 = l_1020;
}
}
let l_1021 = bitcast<f32>(l_mut_75);
let l_1022 = f64(l_1021);
let l_1023 = l_1022 <= l_994;
if l_1023 {
let l_1024 = bitcast<u32>(l_1000);
let l_1025 = l_1024 + u32(1);
l_mut_75 = l_1025;
let l_1026 = l_1024 & u32(2147483647);
let l_1027 = l_1026 == u32(0);
if l_1027 {
l_mut_75 = u32(1);
} else {
let l_1028 = l_1024 & u32(2147483648);
let l_1029 = l_1028 != u32(0);
if l_1029 {
let l_1030 = l_1024 - u32(1);
l_mut_75 = l_1030;
}
}
let l_1031 = bitcast<f32>(l_mut_75);
let l_1032 = f64(l_1031);
l_mut_421 = l_1032;
}
}
}
let l_1033 = l_993 + l_750;
let l_1034 = l_1033 * f64(7.1362384635298e44);
let l_1035 = floor(l_1034);
let l_1036 = l_1035 * f64(1.401298464324817e-45);
l_mut_1037 = l_1036;
let l_1038 = abs(l_1033);
let l_1039 = l_1038 >= f64(1.1754943508222875e-38);
if l_1039 {
let l_1040 = f32(l_1033);
let l_1041 = f64(l_1040);
l_mut_1037 = l_1041;
let l_1042 = l_mut_1037 > l_1033;
if l_1042 {
let l_1043 = -l_1040;
let l_1044 = bitcast<u32>(l_1043);
let l_1045 = l_1044 + u32(1);
l_mut_75 = l_1045;
let l_1046 = l_1044 & u32(2147483647);
let l_1047 = l_1046 == u32(0);
if l_1047 {
l_mut_75 = u32(1);
} else {
let l_1048 = l_1044 & u32(2147483648);
let l_1049 = l_1048 != u32(0);
if l_1049 {
let l_1050 = l_1044 - u32(1);
l_mut_75 = l_1050;
}
}
let l_1051 = bitcast<f32>(l_mut_75);
let l_1052 = -l_1051;
let l_1053 = f64(l_1052);
l_mut_1037 = l_1053;
} else {
let l_1054 = bitcast<u32>(l_1040);
let l_1055 = l_1054 + u32(1);
l_mut_75 = l_1055;
let l_1056 = l_1054 & u32(2147483647);
let l_1057 = l_1056 == u32(0);
if l_1057 {
l_mut_75 = u32(1);
} else {
let l_1058 = l_1054 & u32(2147483648);
let l_1059 = l_1058 != u32(0);
if l_1059 {
let l_1060 = l_1054 - u32(1);
l_mut_75 = l_1060;
}
}
let l_1061 = bitcast<f32>(l_mut_75);
let l_1062 = f64(l_1061);
let l_1063 = l_1062 <= l_1033;
if l_1063 {
let l_1064 = bitcast<u32>(l_1040);
let l_1065 = l_1064 + u32(1);
l_mut_75 = l_1065;
let l_1066 = l_1064 & u32(2147483647);
let l_1067 = l_1066 == u32(0);
if l_1067 {
l_mut_75 = u32(1);
} else {
let l_1068 = l_1064 & u32(2147483648);
let l_1069 = l_1068 != u32(0);
if l_1069 {
let l_1070 = l_1064 - u32(1);
l_mut_75 = l_1070;
}
}
let l_1071 = bitcast<f32>(l_mut_75);
let l_1072 = f64(l_1071);
l_mut_1037 = l_1072;
}
}
}
let l_1073 = l_mut_421 == l_mut_1037;
let l_1074 = !l_1073;
if l_1074 {
a_603[u32(0)] = u32(0);
}
let l_1075 = l_993 * f64(7.1362384635298e44);
let l_1076 = floor(l_1075);
let l_1077 = l_1076 * f64(1.401298464324817e-45);
l_mut_1037 = l_1077;
let l_1078 = abs(l_993);
let l_1079 = l_1078 >= f64(1.1754943508222875e-38);
if l_1079 {
let l_1080 = f32(l_993);
let l_1081 = f64(l_1080);
l_mut_1037 = l_1081;
let l_1082 = l_mut_1037 > l_993;
if l_1082 {
let l_1083 = -l_1080;
let l_1084 = bitcast<u32>(l_1083);
let l_1085 = l_1084 + u32(1);
l_mut_75 = l_1085;
let l_1086 = l_1084 & u32(2147483647);
let l_1087 = l_1086 == u32(0);
if l_1087 {
l_mut_75 = u32(1);
} else {
let l_1088 = l_1084 & u32(2147483648);
let l_1089 = l_1088 != u32(0);
if l_1089 {
let l_1090 = l_1084 - u32(1);
l_mut_75 = l_1090;
}
}
let l_1091 = bitcast<f32>(l_mut_75);
let l_1092 = -l_1091;
let l_1093 = f64(l_1092);
l_mut_1037 = l_1093;
} else {
let l_1094 = bitcast<u32>(l_1080);
let l_1095 = l_1094 + u32(1);
l_mut_75 = l_1095;
let l_1096 = l_1094 & u32(2147483647);
let l_1097 = l_1096 == u32(0);
if l_1097 {
l_mut_75 = u32(1);
} else {
let l_1098 = l_1094 & u32(2147483648);
let l_1099 = l_1098 != u32(0);
if l_1099 {
let l_1100 = l_1094 - u32(1);
l_mut_75 = l_1100;
}
}
let l_1101 = bitcast<f32>(l_mut_75);
let l_1102 = f64(l_1101);
let l_1103 = l_1102 <= l_993;
if l_1103 {
let l_1104 = bitcast<u32>(l_1080);
let l_1105 = l_1104 + u32(1);
l_mut_75 = l_1105;
let l_1106 = l_1104 & u32(2147483647);
let l_1107 = l_1106 == u32(0);
if l_1107 {
l_mut_75 = u32(1);
} else {
let l_1108 = l_1104 & u32(2147483648);
let l_1109 = l_1108 != u32(0);
if l_1109 {
let l_1110 = l_1104 - u32(1);
l_mut_75 = l_1110;
}
}
let l_1111 = bitcast<f32>(l_mut_75);
let l_1112 = f64(l_1111);
l_mut_1037 = l_1112;
}
}
}
l_mut_756 = l_mut_1037;
}
let l_1113 = l_mut_58 + l_16;
l_mut_1037 = l_1113;
if l_10 {
let l_1114 = l_1113 - l_750;
let l_1115 = l_1114 * f64(7.1362384635298e44);
let l_1116 = floor(l_1115);
let l_1117 = l_1116 * f64(1.401298464324817e-45);
l_mut_421 = l_1117;
let l_1118 = abs(l_1114);
let l_1119 = l_1118 >= f64(1.1754943508222875e-38);
if l_1119 {
let l_1120 = f32(l_1114);
let l_1121 = f64(l_1120);
l_mut_421 = l_1121;
let l_1122 = l_mut_421 > l_1114;
if l_1122 {
let l_1123 = -l_1120;
let l_1124 = bitcast<u32>(l_1123);
let l_1125 = l_1124 + u32(1);
l_mut_75 = l_1125;
let l_1126 = l_1124 & u32(2147483647);
let l_1127 = l_1126 == u32(0);
if l_1127 {
l_mut_75 = u32(1);
} else {
let l_1128 = l_1124 & u32(2147483648);
let l_1129 = l_1128 != u32(0);
if l_1129 {
let l_1130 = l_1124 - u32(1);
l_mut_75 = l_1130;
}
}
let l_1131 = bitcast<f32>(l_mut_75);
let l_1132 = -l_1131;
let l_1133 = f64(l_1132);
l_mut_421 = l_1133;
} else {
let l_1134 = bitcast<u32>(l_1120);
let l_1135 = l_1134 + u32(1);
l_mut_75 = l_1135;
let l_1136 = l_1134 & u32(2147483647);
let l_1137 = l_1136 == u32(0);
if l_1137 {
l_mut_75 = u32(1);
} else {
let l_1138 = l_1134 & u32(2147483648);
let l_1139 = l_1138 != u32(0);
if l_1139 {
let l_1140 = l_1134 - u32(1);
l_mut_75 = l_1140;
}
}
let l_1141 = bitcast<f32>(l_mut_75);
let l_1142 = f64(l_1141);
let l_1143 = l_1142 <= l_1114;
if l_1143 {
let l_1144 = bitcast<u32>(l_1120);
let l_1145 = l_1144 + u32(1);
l_mut_75 = l_1145;
let l_1146 = l_1144 & u32(2147483647);
let l_1147 = l_1146 == u32(0);
if l_1147 {
l_mut_75 = u32(1);
} else {
let l_1148 = l_1144 & u32(2147483648);
let l_1149 = l_1148 != u32(0);
if l_1149 {
let l_1150 = l_1144 - u32(1);
l_mut_75 = l_1150;
}
}
let l_1151 = bitcast<f32>(l_mut_75);
let l_1152 = f64(l_1151);
l_mut_421 = l_1152;
}
}
}
let l_1153 = l_1113 + l_750;
let l_1154 = l_1153 * f64(7.1362384635298e44);
let l_1155 = floor(l_1154);
let l_1156 = l_1155 * f64(1.401298464324817e-45);
l_mut_58 = l_1156;
let l_1157 = abs(l_1153);
let l_1158 = l_1157 >= f64(1.1754943508222875e-38);
if l_1158 {
let l_1159 = f32(l_1153);
let l_1160 = f64(l_1159);
l_mut_58 = l_1160;
let l_1161 = l_mut_58 > l_1153;
if l_1161 {
let l_1162 = -l_1159;
let l_1163 = bitcast<u32>(l_1162);
let l_1164 = l_1163 + u32(1);
l_mut_75 = l_1164;
let l_1165 = l_1163 & u32(2147483647);
let l_1166 = l_1165 == u32(0);
if l_1166 {
l_mut_75 = u32(1);
} else {
let l_1167 = l_1163 & u32(2147483648);
let l_1168 = l_1167 != u32(0);
if l_1168 {
let l_1169 = l_1163 - u32(1);
l_mut_75 = l_1169;
}
}
let l_1170 = bitcast<f32>(l_mut_75);
let l_1171 = -l_1170;
let l_1172 = f64(l_1171);
l_mut_58 = l_1172;
} else {
let l_1173 = bitcast<u32>(l_1159);
let l_1174 = l_1173 + u32(1);
l_mut_75 = l_1174;
let l_1175 = l_1173 & u32(2147483647);
let l_1176 = l_1175 == u32(0);
if l_1176 {
l_mut_75 = u32(1);
} else {
let l_1177 = l_1173 & u32(2147483648);
let l_1178 = l_1177 != u32(0);
if l_1178 {
let l_1179 = l_1173 - u32(1);
l_mut_75 = l_1179;
}
}
let l_1180 = bitcast<f32>(l_mut_75);
let l_1181 = f64(l_1180);
let l_1182 = l_1181 <= l_1153;
if l_1182 {
let l_1183 = bitcast<u32>(l_1159);
let l_1184 = l_1183 + u32(1);
l_mut_75 = l_1184;
let l_1185 = l_1183 & u32(2147483647);
let l_1186 = l_1185 == u32(0);
if l_1186 {
l_mut_75 = u32(1);
} else {
let l_1187 = l_1183 & u32(2147483648);
let l_1188 = l_1187 != u32(0);
if l_1188 {
let l_1189 = l_1183 - u32(1);
l_mut_75 = l_1189;
}
}
let l_1190 = bitcast<f32>(l_mut_75);
let l_1191 = f64(l_1190);
l_mut_58 = l_1191;
}
}
}
let l_1192 = l_mut_421 == l_mut_58;
let l_1193 = !l_1192;
if l_1193 {
a_603[u32(0)] = u32(0);
}
let l_1194 = -l_1113;
let l_1195 = l_1194 * f64(7.1362384635298e44);
let l_1196 = floor(l_1195);
let l_1197 = l_1196 * f64(1.401298464324817e-45);
l_mut_421 = l_1197;
let l_1198 = abs(l_1194);
let l_1199 = l_1198 >= f64(1.1754943508222875e-38);
if l_1199 {
let l_1200 = f32(l_1194);
let l_1201 = f64(l_1200);
l_mut_421 = l_1201;
let l_1202 = l_mut_421 > l_1194;
if l_1202 {
let l_1203 = -l_1200;
let l_1204 = bitcast<u32>(l_1203);
let l_1205 = l_1204 + u32(1);
l_mut_75 = l_1205;
let l_1206 = l_1204 & u32(2147483647);
let l_1207 = l_1206 == u32(0);
if l_1207 {
l_mut_75 = u32(1);
} else {
let l_1208 = l_1204 & u32(2147483648);
let l_1209 = l_1208 != u32(0);
if l_1209 {
let l_1210 = l_1204 - u32(1);
l_mut_75 = l_1210;
}
}
let l_1211 = bitcast<f32>(l_mut_75);
let l_1212 = -l_1211;
let l_1213 = f64(l_1212);
l_mut_421 = l_1213;
} else {
let l_1214 = bitcast<u32>(l_1200);
let l_1215 = l_1214 + u32(1);
l_mut_75 = l_1215;
let l_1216 = l_1214 & u32(2147483647);
let l_1217 = l_1216 == u32(0);
if l_1217 {
l_mut_75 = u32(1);
} else {
let l_1218 = l_1214 & u32(2147483648);
let l_1219 = l_1218 != u32(0);
if l_1219 {
let l_1220 = l_1214 - u32(1);
l_mut_75 = l_1220;
}
}
let l_1221 = bitcast<f32>(l_mut_75);
let l_1222 = f64(l_1221);
let l_1223 = l_1222 <= l_1194;
if l_1223 {
let l_1224 = bitcast<u32>(l_1200);
let l_1225 = l_1224 + u32(1);
l_mut_75 = l_1225;
let l_1226 = l_1224 & u32(2147483647);
let l_1227 = l_1226 == u32(0);
if l_1227 {
l_mut_75 = u32(1);
} else {
let l_1228 = l_1224 & u32(2147483648);
let l_1229 = l_1228 != u32(0);
if l_1229 {
let l_1230 = l_1224 - u32(1);
l_mut_75 = l_1230;
}
}
let l_1231 = bitcast<f32>(l_mut_75);
let l_1232 = f64(l_1231);
l_mut_421 = l_1232;
}
}
}
let l_1233 = -l_mut_421;
l_mut_1037 = l_1233;
}
l_mut_75 = u32(0);
let l_1234 = !l_10;
let l_1235 = abs(l_mut_756);
let l_1236 = l_1235 <= l_750;
let l_1237 = abs(l_mut_1037);
let l_1238 = l_1237 <= l_750;
let l_1239 = l_1236 || l_1238;
let l_1240 = l_1234 && l_1239;
if l_1240 {
a_603[u32(0)] = u32(0);
}
let l_1241 = l_mut_756 <= f64(0.0);
let l_1242 = l_mut_1037 >= f64(0.0);
let l_1243 = l_1241 && l_1242;
let l_1244 = !l_1243;
if l_1244 {
let l_1246 = l_mut_35 / l_mut_756;
let l_1247 = l_mut_35 / l_mut_1037;
let l_1248 = l_mut_796 / l_mut_756;
let l_1249 = l_mut_796 / l_mut_1037;
a_1245[u32(0)] = l_1246;
a_1245[u32(1)] = l_1246;
let l_1250 = a_1245[u32(0)];
let l_1251 = l_1247 < l_1250;
if l_1251 {
a_1245[u32(0)] = l_1247;
}
let l_1252 = a_1245[u32(0)];
let l_1253 = l_1248 < l_1252;
if l_1253 {
a_1245[u32(0)] = l_1248;
}
let l_1254 = a_1245[u32(0)];
let l_1255 = l_1249 < l_1254;
if l_1255 {
a_1245[u32(0)] = l_1249;
}
let l_1256 = a_1245[u32(1)];
let l_1257 = l_1247 > l_1256;
if l_1257 {
a_1245[u32(1)] = l_1247;
}
let l_1258 = a_1245[u32(1)];
let l_1259 = l_1248 > l_1258;
if l_1259 {
a_1245[u32(1)] = l_1248;
}
let l_1260 = a_1245[u32(1)];
let l_1261 = l_1249 > l_1260;
if l_1261 {
a_1245[u32(1)] = l_1249;
}
l_mut_421 = f64(1.4551915228366852e-11);
let l_1262 = !l_10;
if l_1262 {
let l_1263 = l_748 + l_750;
let l_1264 = abs(l_mut_756);
let l_1265 = abs(l_mut_1037);
l_mut_1037 = l_1264;
let l_1266 = l_1265 < l_1264;
if l_1266 {
l_mut_1037 = l_1265;
}
let l_1267 = l_1263 / l_mut_1037;
let l_1268 = abs(l_mut_35);
let l_1269 = abs(l_mut_796);
l_mut_1037 = l_1268;
let l_1270 = l_1269 < l_1268;
if l_1270 {
l_mut_1037 = l_1269;
}
let l_1271 = l_748 / l_mut_1037;
let l_1272 = l_1267 + l_1271;
l_mut_421 = l_mut_421 + l_1272;
}
let l_1273 = a_1245[u32(0)];
let l_1274 = abs(l_1273);
let l_1275 = l_1274 * l_mut_421;
let l_1276 = a_1245[u32(1)];
let l_1277 = abs(l_1276);
let l_1278 = l_1277 * l_mut_421;
let l_1279 = a_1245[u32(0)];
let l_1280 = l_1279 - l_1275;
let l_1281 = abs(l_1280);
l_mut_1037 = f64(1.401298464324817e-45);
let l_1282 = l_1281 >= f64(1.1754943508222875e-38);
let l_1283 = l_1281 <= f64(1.7976931348623157e308);
let l_1284 = l_1282 && l_1283;
if l_1284 {
let l_1285 = bitcast<u64>(l_1281);
let l_1286 = l_1285 >> u32(bitcast<u64>(u64(52)));
let l_1287 = l_1286 - u64(23);
let l_1288 = l_1287 << u32(bitcast<u64>(u64(52)));
let l_1289 = bitcast<f64>(l_1288);
l_mut_1037 = l_1289;
}
let l_1290 = l_1279 + l_1275;
let l_1291 = abs(l_1290);
l_mut_796 = f64(1.401298464324817e-45);
let l_1292 = l_1291 >= f64(1.1754943508222875e-38);
let l_1293 = l_1291 <= f64(1.7976931348623157e308);
let l_1294 = l_1292 && l_1293;
if l_1294 {
let l_1295 = bitcast<u64>(l_1291);
let l_1296 = l_1295 >> u32(bitcast<u64>(u64(52)));
let l_1297 = l_1296 - u64(23);
let l_1298 = l_1297 << u32(bitcast<u64>(u64(52)));
let l_1299 = bitcast<f64>(l_1298);
l_mut_796 = l_1299;
}
let l_1300 = l_mut_1037 == l_mut_796;
let l_1301 = !l_1300;
let l_1302 = a_1245[u32(1)];
let l_1303 = l_1302 - l_1278;
let l_1304 = abs(l_1303);
l_mut_1037 = f64(1.401298464324817e-45);
let l_1305 = l_1304 >= f64(1.1754943508222875e-38);
let l_1306 = l_1304 <= f64(1.7976931348623157e308);
let l_1307 = l_1305 && l_1306;
if l_1307 {
let l_1308 = bitcast<u64>(l_1304);
let l_1309 = l_1308 >> u32(bitcast<u64>(u64(52)));
let l_1310 = l_1309 - u64(23);
let l_1311 = l_1310 << u32(bitcast<u64>(u64(52)));
let l_1312 = bitcast<f64>(l_1311);
l_mut_1037 = l_1312;
}
let l_1313 = l_1302 + l_1278;
let l_1314 = abs(l_1313);
l_mut_796 = f64(1.401298464324817e-45);
let l_1315 = l_1314 >= f64(1.1754943508222875e-38);
let l_1316 = l_1314 <= f64(1.7976931348623157e308);
let l_1317 = l_1315 && l_1316;
if l_1317 {
let l_1318 = bitcast<u64>(l_1314);
let l_1319 = l_1318 >> u32(bitcast<u64>(u64(52)));
let l_1320 = l_1319 - u64(23);
let l_1321 = l_1320 << u32(bitcast<u64>(u64(52)));
let l_1322 = bitcast<f64>(l_1321);
l_mut_796 = l_1322;
}
let l_1323 = l_mut_1037 == l_mut_796;
let l_1324 = !l_1323;
let l_1325 = l_1301 || l_1324;
if l_1325 {
a_603[u32(0)] = u32(0);
}
let l_1326 = a_1245[u32(0)];
let l_1327 = a_1245[u32(0)];
let l_1328 = abs(l_1327);
l_mut_1037 = f64(1.401298464324817e-45);
let l_1329 = l_1328 >= f64(1.1754943508222875e-38);
let l_1330 = l_1328 <= f64(1.7976931348623157e308);
let l_1331 = l_1329 && l_1330;
if l_1331 {
let l_1332 = bitcast<u64>(l_1328);
let l_1333 = l_1332 >> u32(bitcast<u64>(u64(52)));
let l_1334 = l_1333 - u64(23);
let l_1335 = l_1334 << u32(bitcast<u64>(u64(52)));
let l_1336 = bitcast<f64>(l_1335);
l_mut_1037 = l_1336;
}
let l_1337 = l_19 * l_mut_1037;
let l_1338 = l_1326 - l_1337;
let l_1339 = a_1245[u32(1)];
let l_1340 = a_1245[u32(1)];
let l_1341 = abs(l_1340);
l_mut_1037 = f64(1.401298464324817e-45);
let l_1342 = l_1341 >= f64(1.1754943508222875e-38);
let l_1343 = l_1341 <= f64(1.7976931348623157e308);
let l_1344 = l_1342 && l_1343;
if l_1344 {
let l_1345 = bitcast<u64>(l_1341);
let l_1346 = l_1345 >> u32(bitcast<u64>(u64(52)));
let l_1347 = l_1346 - u64(23);
let l_1348 = l_1347 << u32(bitcast<u64>(u64(52)));
let l_1349 = bitcast<f64>(l_1348);
l_mut_1037 = l_1349;
}
let l_1350 = l_19 * l_mut_1037;
let l_1351 = l_1339 + l_1350;
let l_1352 = f64(l_12);
let l_1353 = bitcast<u32>(l_12);
let l_1354 = l_1353 + u32(1);
l_mut_45 = l_1354;
let l_1355 = l_1353 & u32(2147483647);
let l_1356 = l_1355 == u32(0);
if l_1356 {
l_mut_45 = u32(1);
} else {
let l_1357 = l_1353 & u32(2147483648);
let l_1358 = l_1357 != u32(0);
if l_1358 {
let l_1359 = l_1353 - u32(1);
l_mut_45 = l_1359;
}
}
let l_1360 = bitcast<f32>(l_mut_45);
let l_1361 = f64(l_1360);
let l_1362 = -l_12;
let l_1363 = bitcast<u32>(l_1362);
let l_1364 = l_1363 + u32(1);
l_mut_45 = l_1364;
let l_1365 = l_1363 & u32(2147483647);
let l_1366 = l_1365 == u32(0);
if l_1366 {
l_mut_45 = u32(1);
} else {
let l_1367 = l_1363 & u32(2147483648);
let l_1368 = l_1367 != u32(0);
if l_1368 {
let l_1369 = l_1363 - u32(1);
l_mut_45 = l_1369;
}
}
let l_1370 = bitcast<f32>(l_mut_45);
let l_1371 = -l_1370;
let l_1372 = f64(l_1371);
let l_1373 = l_1338 + l_1275;
let l_1374 = l_1373 <= l_1352;
l_mut_105 = l_1374;
let l_1375 = l_1338 - l_1275;
let l_1376 = l_1375 > l_1352;
l_mut_102 = l_1376;
let l_1377 = l_1351 - l_1278;
let l_1378 = l_1377 >= l_1352;
l_mut_99 = l_1378;
let l_1379 = l_1351 + l_1278;
let l_1380 = l_1379 < l_1352;
l_mut_96 = l_1380;
if l_10 {
let l_1381 = l_1338 + l_1275;
let l_1382 = l_1381 < l_1361;
l_mut_105 = l_1382;
let l_1383 = l_1338 - l_1275;
let l_1384 = l_1383 >= l_1361;
l_mut_102 = l_1384;
let l_1385 = l_1351 - l_1278;
let l_1386 = l_1385 > l_1372;
l_mut_99 = l_1386;
let l_1387 = l_1351 + l_1278;
let l_1388 = l_1387 <= l_1372;
l_mut_96 = l_1388;
}
l_mut_45 = u32(2);
let l_1389 = l_mut_102 || l_mut_96;
if l_1389 {
l_mut_45 = u32(1);
} else {
let l_1390 = l_mut_105 && l_mut_99;
if l_1390 {
l_mut_45 = u32(0);
}
}
l_mut_75 = l_mut_45;
}
let l_1391 = a_603[u32(0)];
let l_1392 = l_1391 == u32(0);
if l_1392 {
l_mut_75 = u32(2);
}
l_mut_28 = l_mut_75;
} else {
let l_1393 = l_24 <= l_22;
let l_1394 = l_6 == u32(12);
let l_1395 = l_1393 && l_1394;
if l_1395 {
let l_1396 = f32(l_23);
let l_1397 = f64(l_1396);
let l_1398 = abs(l_1397);
l_mut_1037 = l_1398;
l_mut_75 = u32(0);
let l_1399 = l_1398 >= f64(0.785);
if l_1399 {
let l_1400 = l_1398 * f64(0.6366197723675814);
let l_1401 = l_1400 + f64(0.5);
let l_1402 = floor(l_1401);
let l_1403 = l_1402 * f64(1.570796325802803);
let l_1404 = l_1398 - l_1403;
let l_1405 = l_1402 * f64(9.920935796805404e-10);
let l_1406 = l_1404 - l_1405;
l_mut_1037 = l_1406;
let l_1407 = u32(l_1402);
l_mut_75 = l_1407;
}
let l_1408 = l_1396 < f32(0.0);
let l_1409 = l_mut_1037 * l_mut_1037;
let l_1410 = l_1409 * f64(1.9572941063391263e-20);
let l_1411 = f64(8.22063524662433e-18) - l_1410;
l_mut_796 = l_1411;
let l_1412 = l_mut_796 * l_1409;
let l_1413 = l_1412 - f64(2.8114572543455206e-15);
l_mut_796 = l_1413;
let l_1414 = l_mut_796 * l_1409;
let l_1415 = l_1414 + f64(7.647163731819816e-13);
l_mut_796 = l_1415;
let l_1416 = l_mut_796 * l_1409;
let l_1417 = l_1416 - f64(1.6059043836821613e-10);
l_mut_796 = l_1417;
let l_1418 = l_mut_796 * l_1409;
let l_1419 = l_1418 + f64(2.505210838544172e-8);
l_mut_796 = l_1419;
let l_1420 = l_mut_796 * l_1409;
let l_1421 = l_1420 - f64(2.7557319223985893e-6);
l_mut_796 = l_1421;
let l_1422 = l_mut_796 * l_1409;
let l_1423 = l_1422 + f64(0.0001984126984126984);
l_mut_796 = l_1423;
let l_1424 = l_mut_796 * l_1409;
let l_1425 = l_1424 - f64(0.008333333333333333);
l_mut_796 = l_1425;
let l_1426 = l_mut_796 * l_1409;
let l_1427 = l_1426 + f64(0.16666666666666666);
l_mut_796 = l_1427;
let l_1428 = f64(0.5) * l_1409;
let l_1429 = f64(1.0) - l_1428;
let l_1430 = f64(0.0) * l_1429;
let l_1431 = l_mut_1037 * l_1409;
let l_1432 = l_1431 * l_mut_796;
let l_1433 = l_1430 - l_1432;
let l_1434 = l_mut_1037 + l_1433;
let l_1435 = l_mut_1037 * l_mut_1037;
let l_1436 = l_1435 * f64(4.110317623312165e-19);
let l_1437 = l_1436 - f64(1.5619206968586225e-16);
l_mut_796 = l_1437;
let l_1438 = l_mut_796 * l_1435;
let l_1439 = l_1438 + f64(4.779477332387385e-14);
l_mut_796 = l_1439;
let l_1440 = l_mut_796 * l_1435;
let l_1441 = l_1440 - f64(1.1470745597729725e-11);
l_mut_796 = l_1441;
let l_1442 = l_mut_796 * l_1435;
let l_1443 = l_1442 + f64(2.08767569878681e-9);
l_mut_796 = l_1443;
let l_1444 = l_mut_796 * l_1435;
let l_1445 = l_1444 - f64(2.755731922398589e-7);
l_mut_796 = l_1445;
let l_1446 = l_mut_796 * l_1435;
let l_1447 = l_1446 + f64(2.48015873015873e-5);
l_mut_796 = l_1447;
let l_1448 = l_mut_796 * l_1435;
let l_1449 = l_1448 - f64(0.001388888888888889);
l_mut_796 = l_1449;
let l_1450 = l_mut_796 * l_1435;
let l_1451 = l_1450 + f64(0.041666666666666664);
l_mut_796 = l_1451;
let l_1452 = f64(0.5) * l_1435;
let l_1453 = f64(1.0) - l_1452;
let l_1454 = l_1435 * l_1435;
let l_1455 = l_1454 * l_mut_796;
let l_1456 = f64(0.0) * l_mut_1037;
let l_1457 = l_1455 - l_1456;
let l_1458 = l_1453 + l_1457;
let l_1459 = l_mut_75 & u32(1);
let l_1460 = l_1459 == u32(1);
l_mut_1037 = l_1434;
let l_1461 = l_mut_75 & u32(2);
let l_1462 = l_1461 != u32(0);
l_mut_105 = l_1462;
if l_1460 {
l_mut_1037 = l_1458;
}
let l_1463 = bool(true) && l_1408;
if l_1463 {
let l_1464 = !l_mut_105;
l_mut_105 = l_1464;
}
if l_mut_105 {
let l_1465 = -l_mut_1037;
l_mut_1037 = l_1465;
}
let l_1466 = f32(l_23);
let l_1467 = f64(l_1466);
let l_1468 = abs(l_1467);
l_mut_796 = l_1468;
l_mut_75 = u32(0);
let l_1469 = l_1468 >= f64(0.785);
if l_1469 {
let l_1470 = l_1468 * f64(0.6366197723675814);
let l_1471 = l_1470 + f64(0.5);
let l_1472 = floor(l_1471);
let l_1473 = l_1472 * f64(1.570796325802803);
let l_1474 = l_1468 - l_1473;
let l_1475 = l_1472 * f64(9.920935796805404e-10);
let l_1476 = l_1474 - l_1475;
l_mut_796 = l_1476;
let l_1477 = u32(l_1472);
l_mut_75 = l_1477;
}
let l_1478 = l_1466 < f32(0.0);
let l_1479 = l_mut_796 * l_mut_796;
let l_1480 = l_1479 * f64(1.9572941063391263e-20);
let l_1481 = f64(8.22063524662433e-18) - l_1480;
l_mut_756 = l_1481;
let l_1482 = l_mut_756 * l_1479;
let l_1483 = l_1482 - f64(2.8114572543455206e-15);
l_mut_756 = l_1483;
let l_1484 = l_mut_756 * l_1479;
let l_1485 = l_1484 + f64(7.647163731819816e-13);
l_mut_756 = l_1485;
let l_1486 = l_mut_756 * l_1479;
let l_1487 = l_1486 - f64(1.6059043836821613e-10);
l_mut_756 = l_1487;
let l_1488 = l_mut_756 * l_1479;
let l_1489 = l_1488 + f64(2.505210838544172e-8);
l_mut_756 = l_1489;
let l_1490 = l_mut_756 * l_1479;
let l_1491 = l_1490 - f64(2.7557319223985893e-6);
l_mut_756 = l_1491;
let l_1492 = l_mut_756 * l_1479;
let l_1493 = l_1492 + f64(0.0001984126984126984);
l_mut_756 = l_1493;
let l_1494 = l_mut_756 * l_1479;
let l_1495 = l_1494 - f64(0.008333333333333333);
l_mut_756 = l_1495;
let l_1496 = l_mut_756 * l_1479;
let l_1497 = l_1496 + f64(0.16666666666666666);
l_mut_756 = l_1497;
let l_1498 = f64(0.5) * l_1479;
let l_1499 = f64(1.0) - l_1498;
let l_1500 = f64(0.0) * l_1499;
let l_1501 = l_mut_796 * l_1479;
let l_1502 = l_1501 * l_mut_756;
let l_1503 = l_1500 - l_1502;
let l_1504 = l_mut_796 + l_1503;
let l_1505 = l_mut_796 * l_mut_796;
let l_1506 = l_1505 * f64(4.110317623312165e-19);
let l_1507 = l_1506 - f64(1.5619206968586225e-16);
l_mut_756 = l_1507;
let l_1508 = l_mut_756 * l_1505;
let l_1509 = l_1508 + f64(4.779477332387385e-14);
l_mut_756 = l_1509;
let l_1510 = l_mut_756 * l_1505;
let l_1511 = l_1510 - f64(1.1470745597729725e-11);
l_mut_756 = l_1511;
let l_1512 = l_mut_756 * l_1505;
let l_1513 = l_1512 + f64(2.08767569878681e-9);
l_mut_756 = l_1513;
let l_1514 = l_mut_756 * l_1505;
let l_1515 = l_1514 - f64(2.755731922398589e-7);
l_mut_756 = l_1515;
let l_1516 = l_mut_756 * l_1505;
let l_1517 = l_1516 + f64(2.48015873015873e-5);
l_mut_756 = l_1517;
let l_1518 = l_mut_756 * l_1505;
let l_1519 = l_1518 - f64(0.001388888888888889);
l_mut_756 = l_1519;
let l_1520 = l_mut_756 * l_1505;
let l_1521 = l_1520 + f64(0.041666666666666664);
l_mut_756 = l_1521;
let l_1522 = f64(0.5) * l_1505;
let l_1523 = f64(1.0) - l_1522;
let l_1524 = l_1505 * l_1505;
let l_1525 = l_1524 * l_mut_756;
let l_1526 = f64(0.0) * l_mut_796;
let l_1527 = l_1525 - l_1526;
let l_1528 = l_1523 + l_1527;
let l_1529 = l_mut_75 & u32(1);
let l_1530 = l_1529 == u32(1);
l_mut_796 = l_1504;
let l_1531 = l_mut_75 & u32(2);
let l_1532 = l_1531 != u32(0);
l_mut_105 = l_1532;
l_mut_796 = l_1528;
if l_1530 {
l_mut_796 = l_1504;
}
let l_1533 = l_mut_75 + u32(1);
let l_1534 = l_1533 & u32(2);
let l_1535 = l_1534 != u32(0);
l_mut_105 = l_1535;
let l_1536 = bool(false) && l_1478;
if l_1536 {
let l_1537 = !l_mut_105;
l_mut_105 = l_1537;
}
if l_mut_105 {
let l_1538 = -l_mut_796;
l_mut_796 = l_1538;
}
let l_1539 = abs(l_mut_1037);
let l_1540 = l_1539 * f64(1.4551915228366852e-11);
let l_1541 = abs(l_mut_796);
let l_1542 = l_1541 * f64(1.4551915228366852e-11);
let l_1543 = l_mut_1037 - l_16;
let l_1544 = l_mut_1037 + l_16;
let l_1545 = l_mut_796 - l_16;
let l_1546 = l_mut_796 + l_16;
l_mut_75 = u32(2);
let l_1547 = abs(l_1545);
let l_1548 = l_1547 <= l_1542;
let l_1549 = abs(l_1546);
let l_1550 = l_1549 <= l_1542;
let l_1551 = l_1548 || l_1550;
let l_1552 = !l_1551;
if l_1552 {
l_mut_75 = u32(0);
let l_1553 = l_1545 <= f64(0.0);
let l_1554 = l_1546 >= f64(0.0);
let l_1555 = l_1553 && l_1554;
let l_1556 = !l_1555;
if l_1556 {
let l_1557 = abs(l_1545);
let l_1558 = abs(l_1546);
l_mut_1037 = l_1557;
let l_1559 = l_1558 < l_1557;
if l_1559 {
l_mut_1037 = l_1558;
}
let l_1560 = l_1542 / l_mut_1037;
let l_1561 = l_1560 + f64(1.4551915228366852e-11);
let l_1562 = f64(1.0) / l_1546;
let l_1563 = f64(1.0) / l_1545;
let l_1564 = abs(l_1562);
l_mut_1037 = f64(1.401298464324817e-45);
let l_1565 = l_1564 >= f64(1.1754943508222875e-38);
let l_1566 = l_1564 <= f64(1.7976931348623157e308);
let l_1567 = l_1565 && l_1566;
if l_1567 {
let l_1568 = bitcast<u64>(l_1564);
let l_1569 = l_1568 >> u32(bitcast<u64>(u64(52)));
let l_1570 = l_1569 - u64(23);
let l_1571 = l_1570 << u32(bitcast<u64>(u64(52)));
let l_1572 = bitcast<f64>(l_1571);
l_mut_1037 = l_1572;
}
let l_1573 = l_19 * l_mut_1037;
let l_1574 = l_1562 - l_1573;
let l_1575 = abs(l_1563);
l_mut_1037 = f64(1.401298464324817e-45);
let l_1576 = l_1575 >= f64(1.1754943508222875e-38);
let l_1577 = l_1575 <= f64(1.7976931348623157e308);
let l_1578 = l_1576 && l_1577;
if l_1578 {
let l_1579 = bitcast<u64>(l_1575);
let l_1580 = l_1579 >> u32(bitcast<u64>(u64(52)));
let l_1581 = l_1580 - u64(23);
let l_1582 = l_1581 << u32(bitcast<u64>(u64(52)));
let l_1583 = bitcast<f64>(l_1582);
l_mut_1037 = l_1583;
}
let l_1584 = l_19 * l_mut_1037;
let l_1585 = l_1563 + l_1584;
let l_1587 = l_1543 * l_1574;
let l_1588 = l_1543 * l_1585;
let l_1589 = l_1544 * l_1574;
let l_1590 = l_1544 * l_1585;
a_1586[u32(0)] = l_1587;
a_1586[u32(1)] = l_1587;
let l_1591 = a_1586[u32(0)];
let l_1592 = l_1588 < l_1591;
if l_1592 {
a_1586[u32(0)] = l_1588;
}
let l_1593 = a_1586[u32(0)];
let l_1594 = l_1589 < l_1593;
if l_1594 {
a_1586[u32(0)] = l_1589;
}
let l_1595 = a_1586[u32(0)];
let l_1596 = l_1590 < l_1595;
if l_1596 {
a_1586[u32(0)] = l_1590;
}
let l_1597 = a_1586[u32(1)];
let l_1598 = l_1588 > l_1597;
if l_1598 {
a_1586[u32(1)] = l_1588;
}
let l_1599 = a_1586[u32(1)];
let l_1600 = l_1589 > l_1599;
if l_1600 {
a_1586[u32(1)] = l_1589;
}
let l_1601 = a_1586[u32(1)];
let l_1602 = l_1590 > l_1601;
if l_1602 {
a_1586[u32(1)] = l_1590;
}
let l_1603 = abs(l_1543);
let l_1604 = abs(l_1544);
l_mut_1037 = l_1603;
let l_1605 = l_1604 > l_1603;
if l_1605 {
l_mut_1037 = l_1604;
}
let l_1606 = abs(l_1574);
let l_1607 = abs(l_1585);
l_mut_796 = l_1606;
let l_1608 = l_1607 > l_1606;
if l_1608 {
l_mut_796 = l_1607;
}
let l_1609 = l_mut_1037 * l_mut_796;
let l_1610 = l_1561 + f64(1.4551915228366852e-11);
let l_1611 = l_1609 * l_1610;
let l_1612 = l_1540 * l_mut_796;
let l_1613 = l_1611 + l_1612;
l_mut_75 = u32(2);
let l_1614 = abs(l_1562);
let l_1615 = l_1614 * l_1561;
let l_1616 = l_1562 - l_1615;
let l_1617 = abs(l_1616);
l_mut_1037 = f64(1.401298464324817e-45);
let l_1618 = l_1617 >= f64(1.1754943508222875e-38);
let l_1619 = l_1617 <= f64(1.7976931348623157e308);
let l_1620 = l_1618 && l_1619;
if l_1620 {
let l_1621 = bitcast<u64>(l_1617);
let l_1622 = l_1621 >> u32(bitcast<u64>(u64(52)));
let l_1623 = l_1622 - u64(23);
let l_1624 = l_1623 << u32(bitcast<u64>(u64(52)));
let l_1625 = bitcast<f64>(l_1624);
l_mut_1037 = l_1625;
}
let l_1626 = l_1562 + l_1615;
let l_1627 = abs(l_1626);
l_mut_796 = f64(1.401298464324817e-45);
let l_1628 = l_1627 >= f64(1.1754943508222875e-38);
let l_1629 = l_1627 <= f64(1.7976931348623157e308);
let l_1630 = l_1628 && l_1629;
if l_1630 {
let l_1631 = bitcast<u64>(l_1627);
let l_1632 = l_1631 >> u32(bitcast<u64>(u64(52)));
let l_1633 = l_1632 - u64(23);
let l_1634 = l_1633 << u32(bitcast<u64>(u64(52)));
let l_1635 = bitcast<f64>(l_1634);
l_mut_796 = l_1635;
}
let l_1636 = l_mut_1037 == l_mut_796;
let l_1637 = abs(l_1563);
let l_1638 = l_1637 * l_1561;
let l_1639 = l_1563 - l_1638;
let l_1640 = abs(l_1639);
l_mut_1037 = f64(1.401298464324817e-45);
let l_1641 = l_1640 >= f64(1.1754943508222875e-38);
let l_1642 = l_1640 <= f64(1.7976931348623157e308);
let l_1643 = l_1641 && l_1642;
if l_1643 {
let l_1644 = bitcast<u64>(l_1640);
let l_1645 = l_1644 >> u32(bitcast<u64>(u64(52)));
let l_1646 = l_1645 - u64(23);
let l_1647 = l_1646 << u32(bitcast<u64>(u64(52)));
let l_1648 = bitcast<f64>(l_1647);
l_mut_1037 = l_1648;
}
let l_1649 = l_1563 + l_1638;
let l_1650 = abs(l_1649);
l_mut_796 = f64(1.401298464324817e-45);
let l_1651 = l_1650 >= f64(1.1754943508222875e-38);
let l_1652 = l_1650 <= f64(1.7976931348623157e308);
let l_1653 = l_1651 && l_1652;
if l_1653 {
let l_1654 = bitcast<u64>(l_1650);
let l_1655 = l_1654 >> u32(bitcast<u64>(u64(52)));
let l_1656 = l_1655 - u64(23);
let l_1657 = l_1656 << u32(bitcast<u64>(u64(52)));
let l_1658 = bitcast<f64>(l_1657);
l_mut_796 = l_1658;
}
let l_1659 = l_mut_1037 == l_mut_796;
let l_1660 = l_1636 && l_1659;
if l_1660 {
let l_1661 = a_1586[u32(0)];
let l_1662 = a_1586[u32(1)];
let l_1663 = f64(l_12);
let l_1664 = bitcast<u32>(l_12);
let l_1665 = l_1664 + u32(1);
l_mut_45 = l_1665;
let l_1666 = l_1664 & u32(2147483647);
let l_1667 = l_1666 == u32(0);
if l_1667 {
l_mut_45 = u32(1);
} else {
let l_1668 = l_1664 & u32(2147483648);
let l_1669 = l_1668 != u32(0);
if l_1669 {
let l_1670 = l_1664 - u32(1);
l_mut_45 = l_1670;
}
}
let l_1671 = bitcast<f32>(l_mut_45);
let l_1672 = f64(l_1671);
let l_1673 = -l_12;
let l_1674 = bitcast<u32>(l_1673);
let l_1675 = l_1674 + u32(1);
l_mut_45 = l_1675;
let l_1676 = l_1674 & u32(2147483647);
let l_1677 = l_1676 == u32(0);
if l_1677 {
l_mut_45 = u32(1);
} else {
let l_1678 = l_1674 & u32(2147483648);
let l_1679 = l_1678 != u32(0);
if l_1679 {
let l_1680 = l_1674 - u32(1);
l_mut_45 = l_1680;
}
}
let l_1681 = bitcast<f32>(l_mut_45);
let l_1682 = -l_1681;
let l_1683 = f64(l_1682);
let l_1684 = l_1661 + l_1613;
let l_1685 = l_1684 <= l_1663;
l_mut_105 = l_1685;
let l_1686 = l_1661 - l_1613;
let l_1687 = l_1686 > l_1663;
l_mut_102 = l_1687;
let l_1688 = l_1662 - l_1613;
let l_1689 = l_1688 >= l_1663;
l_mut_99 = l_1689;
let l_1690 = l_1662 + l_1613;
let l_1691 = l_1690 < l_1663;
l_mut_96 = l_1691;
let l_1692 = l_1661 + l_1613;
let l_1693 = l_1692 < l_1672;
l_mut_105 = l_1693;
let l_1694 = l_1661 - l_1613;
let l_1695 = l_1694 >= l_1672;
l_mut_102 = l_1695;
let l_1696 = l_1662 - l_1613;
let l_1697 = l_1696 > l_1683;
l_mut_99 = l_1697;
let l_1698 = l_1662 + l_1613;
let l_1699 = l_1698 <= l_1683;
l_mut_96 = l_1699;
l_mut_45 = u32(2);
let l_1700 = l_mut_102 || l_mut_96;
if l_1700 {
l_mut_45 = u32(1);
} else {
let l_1701 = l_mut_105 && l_mut_99;
if l_1701 {
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
let l_1702 = a_27[u32(0)];
let l_1703 = l_1702 == u32(0);
if l_1703 {
l_mut_28 = u32(2);
}
let l_1767 = info.static_meta[u32(6)];
let l_1768 = l_1767 * u32(1);
let l_1769 = l_4 < l_1768;
if l_1769 {
buffer_6_global[l_4] = l_mut_28;
}
}
}
}
