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

var a_235: array<u32, 1>;

var a_1345: array<f64, 2>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_115: u32;
var l_mut_213: bool;
var l_mut_236: u32;
var l_mut_252: u32;
var l_mut_25: f32;
var l_mut_293: u32;
var l_mut_31: f64;
var l_mut_344: bool;
var l_mut_347: bool;
var l_mut_350: bool;
var l_mut_353: bool;
var l_mut_45: f64;
var l_mut_73: i32;
var l_mut_77: f64;
var l_mut_912: f64;
let l_0 = id == u32(0);
if l_0 {
let l_2084 = info.static_meta[u32(7)];
let l_2085 = l_2084 * u32(1);
let l_2086 = u32(0) < l_2085;
if l_2086 {
buffer_7_global[u32(0)] = u32(1);
}
}
let l_2070 = info.static_meta[u32(0)];
let l_2071 = l_2070 * u32(1);
let l_2072 = u32(1) < l_2071;
let l_2073 = l_2071 - u32(1);
let l_2074 = min(u32(1), l_2073);
let l_2075 = buffer_0_global[l_2074];
let l_2076 = select(u32(0), l_2075, l_2072);
let l_1 = l_2076;
let l_2 = id * l_1;
let l_2077 = info.static_meta[u32(0)];
let l_2078 = l_2077 * u32(1);
let l_2079 = u32(2) < l_2078;
let l_2080 = l_2078 - u32(1);
let l_2081 = min(u32(2), l_2080);
let l_2082 = buffer_0_global[l_2081];
let l_2083 = select(u32(0), l_2082, l_2079);
let l_3 = l_2083;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_2087 = info.static_meta[u32(0)];
let l_2088 = l_2087 * u32(1);
let l_2089 = u32(2) < l_2088;
let l_2090 = l_2088 - u32(1);
let l_2091 = min(u32(2), l_2090);
let l_2092 = buffer_0_global[l_2091];
let l_2093 = select(u32(0), l_2092, l_2089);
let l_6 = l_2093;
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
let l_2094 = info.static_meta[u32(3)];
let l_2095 = l_2094 * u32(1);
let l_2096 = u32(1024) < l_2095;
let l_2097 = l_2095 - u32(1);
let l_2098 = min(u32(1024), l_2097);
let l_2099 = buffer_3_global[l_2098];
let l_2100 = select(u32(0), l_2099, l_2096);
let l_18 = l_2100;
let l_19 = bitcast<f32>(l_18);
let l_20 = f64(l_19);

for (var l_mut_21: u32 = l_2; l_mut_21 < l_7; l_mut_21++) {
let l_2101 = info.static_meta[u32(0)];
let l_2102 = l_2101 * u32(1);
let l_2103 = u32(0) < l_2102;
let l_2104 = l_2102 - u32(1);
let l_2105 = min(u32(0), l_2104);
let l_2106 = buffer_0_global[l_2105];
let l_2107 = select(u32(0), l_2106, l_2103);
let l_22 = l_2107;
let l_23 = l_22 + l_mut_21;
let l_24 = bitcast<f32>(l_23);
l_mut_25 = l_24;
let l_26 = log(l_24);
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
let l_43 = bitcast<f32>(l_42);
let l_44 = f64(l_43);
l_mut_45 = l_44;
let l_46 = l_42 < u32(8388608);
if l_46 {
let l_47 = f64(l_42);
let l_48 = l_47 * f64(1.401298464324817e-45);
l_mut_45 = l_48;
}
let l_49 = bitcast<u64>(l_mut_45);
let l_50 = l_41 >> u32(31);
let l_51 = u64(l_50);
let l_52 = l_51 << u32(bitcast<u64>(u64(63)));
let l_53 = l_49 | l_52;
let l_54 = bitcast<f64>(l_53);
l_mut_45 = l_54;
let l_55 = l_54 < f64(0.0);
if l_55 {
let l_56 = bitcast<u64>(l_54);
let l_57 = l_56 | u64(9221120237041090560);
let l_58 = bitcast<f64>(l_57);
l_mut_45 = l_58;
} else {
let l_59 = l_54 == f64(0.0);
if l_59 {
let l_60 = abs(l_54);
let l_61 = bitcast<u64>(l_60);
let l_62 = l_61 | u64(9218868437227405312);
let l_63 = l_62 & bitcast<u64>(i64(-4503599627370496));
let l_64 = bitcast<f64>(l_63);
let l_65 = -l_64;
l_mut_45 = l_65;
} else {
let l_66 = bitcast<u32>(l_24);
let l_67 = l_66 < u32(2139095040);
if l_67 {
let l_68 = bitcast<u64>(l_54);
let l_69 = l_68 >> u32(bitcast<u64>(u64(52)));
let l_70 = l_69 & u64(2047);
let l_71 = i32(bitcast<i64>(l_70));
let l_72 = l_71 - i32(1023);
l_mut_73 = l_72;
let l_74 = l_68 & u64(4503599627370495);
let l_75 = l_74 | u64(4607182418800017408);
let l_76 = bitcast<f64>(l_75);
l_mut_77 = l_76;
let l_78 = l_mut_77 > f64(1.4142135623730951);
if l_78 {
l_mut_77 = l_mut_77 * f64(0.5);
l_mut_73 = l_mut_73 + i32(1);
}
let l_79 = l_mut_77 - f64(1.0);
let l_80 = f64(2.0) + l_79;
let l_81 = l_79 / l_80;
let l_82 = l_81 * l_81;
let l_83 = l_82 * f64(0.04);
let l_84 = l_83 + f64(0.043478260869565216);
l_mut_77 = l_84;
let l_85 = l_mut_77 * l_82;
let l_86 = l_85 + f64(0.047619047619047616);
l_mut_77 = l_86;
let l_87 = l_mut_77 * l_82;
let l_88 = l_87 + f64(0.05263157894736842);
l_mut_77 = l_88;
let l_89 = l_mut_77 * l_82;
let l_90 = l_89 + f64(0.058823529411764705);
l_mut_77 = l_90;
let l_91 = l_mut_77 * l_82;
let l_92 = l_91 + f64(0.06666666666666667);
l_mut_77 = l_92;
let l_93 = l_mut_77 * l_82;
let l_94 = l_93 + f64(0.07692307692307693);
l_mut_77 = l_94;
let l_95 = l_mut_77 * l_82;
let l_96 = l_95 + f64(0.09090909090909091);
l_mut_77 = l_96;
let l_97 = l_mut_77 * l_82;
let l_98 = l_97 + f64(0.1111111111111111);
l_mut_77 = l_98;
let l_99 = l_mut_77 * l_82;
let l_100 = l_99 + f64(0.14285714285714285);
l_mut_77 = l_100;
let l_101 = l_mut_77 * l_82;
let l_102 = l_101 + f64(0.2);
l_mut_77 = l_102;
let l_103 = l_mut_77 * l_82;
let l_104 = l_103 + f64(0.3333333333333333);
l_mut_77 = l_104;
let l_105 = f64(2.0) * l_81;
let l_106 = f64(2.0) * l_81;
let l_107 = l_106 * l_82;
let l_108 = l_107 * l_mut_77;
let l_109 = l_105 + l_108;
let l_110 = f64(l_mut_73);
let l_111 = l_110 * f64(0.6931471824645996);
let l_112 = l_110 * f64(-1.904654299957768e-9);
let l_113 = l_112 + l_109;
let l_114 = l_111 + l_113;
l_mut_45 = l_114;
}
}
}
l_mut_31 = l_mut_45;
l_mut_115 = u32(4294967294);
let l_116 = bitcast<u32>(l_mut_25);
let l_117 = bitcast<u32>(l_24);
let l_118 = l_117 & u32(2139095040);
let l_119 = l_118 != u32(2139095040);
let l_120 = l_118 == u32(0);
let l_121 = bitcast<u32>(l_24);
let l_122 = l_121 & u32(8388607);
let l_123 = l_122 != u32(0);
let l_124 = l_120 && l_123;
let l_125 = abs(l_mut_31);
let l_126 = l_mut_31 < f64(0.0);
let l_127 = u32(l_126);
let l_128 = u32(2147483648) * l_127;
if l_124 {
} else {
let l_129 = is_nan_1_f64(l_mut_31);if l_129 {
let l_130 = l_116 & u32(2147483647);
let l_131 = l_130 > u32(2139095040);
if l_131 {
l_mut_115 = u32(4294967293);
}
} else {
let l_132 = l_125 >= f64(3.402823669209385e38);
let l_133 = !l_119;
let l_134 = l_125 == f64(0.0);
let l_135 = l_133 && l_134;
let l_136 = l_132 || l_135;
if l_136 {
let l_137 = l_125 >= f64(3.402823669209385e38);
let l_138 = u32(l_137);
let l_139 = u32(2139095040) * l_138;
let l_140 = l_139 | l_128;
let l_141 = l_116 == l_140;
let l_142 = l_116 | l_140;
let l_143 = l_142 & u32(2147483647);
let l_144 = l_143 == u32(0);
let l_145 = l_141 || l_144;
if l_145 {
l_mut_115 = u32(4294967293);
}
} else {
let l_146 = l_125 >= f64(2.350988701644575e-38);
let l_147 = l_119 && l_146;
let l_148 = l_125 < f64(3.4028234663852886e38);
let l_149 = l_147 && l_148;
if l_149 {
let l_150 = f32(l_125);
let l_151 = bitcast<u32>(l_150);
let l_152 = bitcast<f32>(l_151);
let l_153 = f64(l_152);
let l_154 = l_125 - l_153;
let l_155 = l_151 + u32(1);
let l_156 = l_154 < f64(0.0);
let l_157 = u32(l_156);
let l_158 = u32(2) * l_157;
let l_159 = l_155 - l_158;
let l_160 = bitcast<f32>(l_159);
let l_161 = f64(l_160);
let l_162 = l_161 - l_153;
let l_163 = abs(l_162);
let l_164 = l_163 * f64(0.5);
let l_165 = abs(l_154);
let l_166 = l_164 - l_165;
let l_167 = l_125 * f64(9.094947017729282e-13);
let l_168 = l_166 > l_167;
if l_168 {
let l_169 = l_151 | l_128;
l_mut_115 = l_169;
}
} else {
let l_170 = l_125 < f64(2.350988701644575e-38);
let l_171 = l_119 && l_170;
if l_171 {
let l_172 = l_125 * f64(7.1362384635298e44);
let l_173 = floor(l_172);
let l_174 = l_172 - l_173;
let l_175 = l_174 - f64(0.5);
let l_176 = abs(l_175);
let l_177 = l_172 * f64(9.094947017729282e-13);
let l_178 = l_176 > l_177;
if l_178 {
let l_179 = l_174 > f64(0.5);
let l_180 = f64(l_179);
let l_181 = l_173 + l_180;
let l_182 = u32(l_181);
let l_183 = l_182 | l_128;
l_mut_115 = l_183;
}
}
}
}
}
}
let l_184 = bitcast<u32>(l_mut_25);
let l_185 = l_184 & u32(2147483647);
let l_186 = l_185 > u32(2139095040);
let l_187 = l_184 & u32(2147483647);
let l_188 = l_187 == u32(0);
let l_189 = l_184 & u32(2147483647);
let l_190 = f64(l_189);
let l_191 = l_184 >> u32(31);
let l_192 = f64(l_191);
let l_193 = f64(2.0) * l_192;
let l_194 = f64(1.0) - l_193;
let l_195 = l_190 * l_194;
let l_196 = l_mut_115 & u32(2147483647);
let l_197 = f64(l_196);
let l_198 = l_mut_115 >> u32(31);
let l_199 = f64(l_198);
let l_200 = f64(2.0) * l_199;
let l_201 = f64(1.0) - l_200;
let l_202 = l_197 * l_201;
let l_203 = l_195 - l_202;
let l_204 = l_mut_115 & u32(2139095040);
let l_205 = l_204 == u32(0);
let l_206 = l_mut_115 < u32(4294967293);
let l_207 = l_203 == f64(0.0);
let l_208 = l_188 && l_205;
let l_209 = l_186 || l_208;
let l_210 = !l_209;
let l_211 = l_207 || l_210;
let l_212 = l_206 && l_211;
l_mut_213 = l_212;
let l_214 = l_203 != f64(0.0);
let l_215 = l_mut_213 && l_214;
if l_215 {

for (var l_mut_216: u32 = u32(0); l_mut_216 < u32(8); l_mut_216++) {
let l_217 = u32(2) * l_mut_216;
let l_2108 = info.static_meta[u32(1)];
let l_2109 = l_2108 * u32(1);
let l_2110 = l_217 < l_2109;
let l_2111 = l_2109 - u32(1);
let l_2112 = min(l_217, l_2111);
let l_2113 = buffer_1_global[l_2112];
let l_2114 = select(u32(0), l_2113, l_2110);
let l_218 = l_2114;
let l_219 = u32(2) * l_mut_216;
let l_220 = l_219 + u32(1);
let l_2115 = info.static_meta[u32(1)];
let l_2116 = l_2115 * u32(1);
let l_2117 = l_220 < l_2116;
let l_2118 = l_2116 - u32(1);
let l_2119 = min(l_220, l_2118);
let l_2120 = buffer_1_global[l_2119];
let l_2121 = select(u32(0), l_2120, l_2117);
let l_221 = l_2121;
let l_222 = l_221 != u32(0);
let l_223 = l_mut_216 * u32(4);
let l_2122 = info.static_meta[u32(2)];
let l_2123 = l_2122 * u32(1);
let l_2124 = l_223 < l_2123;
let l_2125 = l_2123 - u32(1);
let l_2126 = min(l_223, l_2125);
let l_2127 = buffer_2_global[l_2126];
let l_2128 = select(f64(0.0), l_2127, l_2124);
let l_224 = l_2128;
let l_225 = l_mut_216 * u32(4);
let l_226 = l_225 + u32(1);
let l_2129 = info.static_meta[u32(2)];
let l_2130 = l_2129 * u32(1);
let l_2131 = l_226 < l_2130;
let l_2132 = l_2130 - u32(1);
let l_2133 = min(l_226, l_2132);
let l_2134 = buffer_2_global[l_2133];
let l_2135 = select(f64(0.0), l_2134, l_2131);
let l_227 = l_2135;
let l_228 = l_mut_216 * u32(4);
let l_229 = l_228 + u32(2);
let l_2136 = info.static_meta[u32(2)];
let l_2137 = l_2136 * u32(1);
let l_2138 = l_229 < l_2137;
let l_2139 = l_2137 - u32(1);
let l_2140 = min(l_229, l_2139);
let l_2141 = buffer_2_global[l_2140];
let l_2142 = select(f64(0.0), l_2141, l_2138);
let l_230 = l_2142;
let l_231 = f64(l_24);
let l_232 = abs(l_231);
let l_233 = abs(l_mut_31);
let l_234 = l_233 * f64(1.4551915228366852e-11);
a_235[u32(0)] = u32(1);
l_mut_236 = u32(2);
let l_237 = l_218 == u32(0);
if l_237 {
l_mut_236 = u32(0);
} else {
let l_238 = l_218 == u32(1);
if l_238 {
l_mut_236 = u32(1);
let l_239 = abs(l_203);
let l_240 = l_239 <= l_224;
if l_240 {
l_mut_236 = u32(0);
}
} else {
let l_241 = l_218 == u32(2);
if l_241 {
let l_242 = abs(l_mut_31);
l_mut_77 = f64(1.401298464324817e-45);
let l_243 = l_242 >= f64(1.1754943508222875e-38);
let l_244 = l_242 <= f64(1.7976931348623157e308);
let l_245 = l_243 && l_244;
if l_245 {
let l_246 = bitcast<u64>(l_242);
let l_247 = l_246 >> u32(bitcast<u64>(u64(52)));
let l_248 = l_247 - u64(23);
let l_249 = l_248 << u32(bitcast<u64>(u64(52)));
let l_250 = bitcast<f64>(l_249);
l_mut_77 = l_250;
}
let l_251 = l_224 * l_mut_77;
l_mut_252 = u32(2);
let l_253 = l_mut_31 - l_234;
let l_254 = abs(l_253);
l_mut_77 = f64(1.401298464324817e-45);
let l_255 = l_254 >= f64(1.1754943508222875e-38);
let l_256 = l_254 <= f64(1.7976931348623157e308);
let l_257 = l_255 && l_256;
if l_257 {
let l_258 = bitcast<u64>(l_254);
let l_259 = l_258 >> u32(bitcast<u64>(u64(52)));
let l_260 = l_259 - u64(23);
let l_261 = l_260 << u32(bitcast<u64>(u64(52)));
let l_262 = bitcast<f64>(l_261);
l_mut_77 = l_262;
}
let l_263 = l_mut_31 + l_234;
let l_264 = abs(l_263);
l_mut_45 = f64(1.401298464324817e-45);
let l_265 = l_264 >= f64(1.1754943508222875e-38);
let l_266 = l_264 <= f64(1.7976931348623157e308);
let l_267 = l_265 && l_266;
if l_267 {
let l_268 = bitcast<u64>(l_264);
let l_269 = l_268 >> u32(bitcast<u64>(u64(52)));
let l_270 = l_269 - u64(23);
let l_271 = l_270 << u32(bitcast<u64>(u64(52)));
let l_272 = bitcast<f64>(l_271);
l_mut_45 = l_272;
}
let l_273 = l_mut_77 == l_mut_45;
if l_273 {
let l_274 = l_251 * f64(1.4551915228366852e-11);
let l_275 = l_234 + l_274;
let l_276 = l_mut_31 - l_251;
let l_277 = l_mut_31 + l_251;
let l_278 = bitcast<u32>(l_mut_25);
let l_279 = l_278 & u32(2147483647);
let l_280 = bitcast<f32>(l_279);
let l_281 = f64(l_280);
l_mut_77 = l_281;
let l_282 = l_279 < u32(8388608);
if l_282 {
let l_283 = f64(l_279);
let l_284 = l_283 * f64(1.401298464324817e-45);
l_mut_77 = l_284;
}
let l_285 = bitcast<u64>(l_mut_77);
let l_286 = l_278 >> u32(31);
let l_287 = u64(l_286);
let l_288 = l_287 << u32(bitcast<u64>(u64(63)));
let l_289 = l_285 | l_288;
let l_290 = bitcast<f64>(l_289);
let l_291 = bitcast<u32>(l_mut_25);
let l_292 = l_291 + u32(1);
l_mut_293 = l_292;
let l_294 = l_291 & u32(2147483647);
let l_295 = l_294 == u32(0);
if l_295 {
l_mut_293 = u32(1);
} else {
let l_296 = l_291 & u32(2147483648);
let l_297 = l_296 != u32(0);
if l_297 {
let l_298 = l_291 - u32(1);
l_mut_293 = l_298;
} else {
let l_299 = l_291 == u32(2139095040);
if l_299 {
l_mut_293 = l_291;
}
}
}
let l_300 = bitcast<f32>(l_mut_293);
let l_301 = bitcast<u32>(l_300);
let l_302 = l_301 & u32(2147483647);
let l_303 = bitcast<f32>(l_302);
let l_304 = f64(l_303);
l_mut_77 = l_304;
let l_305 = l_302 < u32(8388608);
if l_305 {
let l_306 = f64(l_302);
let l_307 = l_306 * f64(1.401298464324817e-45);
l_mut_77 = l_307;
}
let l_308 = bitcast<u64>(l_mut_77);
let l_309 = l_301 >> u32(31);
let l_310 = u64(l_309);
let l_311 = l_310 << u32(bitcast<u64>(u64(63)));
let l_312 = l_308 | l_311;
let l_313 = bitcast<f64>(l_312);
let l_314 = bitcast<u32>(l_mut_25);
let l_315 = l_314 ^ u32(2147483648);
let l_316 = bitcast<f32>(l_315);
let l_317 = bitcast<u32>(l_316);
let l_318 = l_317 + u32(1);
l_mut_293 = l_318;
let l_319 = l_317 & u32(2147483647);
let l_320 = l_319 == u32(0);
if l_320 {
l_mut_293 = u32(1);
} else {
let l_321 = l_317 & u32(2147483648);
let l_322 = l_321 != u32(0);
if l_322 {
let l_323 = l_317 - u32(1);
l_mut_293 = l_323;
} else {
let l_324 = l_317 == u32(2139095040);
if l_324 {
l_mut_293 = l_317;
}
}
}
let l_325 = bitcast<f32>(l_mut_293);
let l_326 = bitcast<u32>(l_325);
let l_327 = l_326 ^ u32(2147483648);
let l_328 = bitcast<f32>(l_327);
let l_329 = bitcast<u32>(l_328);
let l_330 = l_329 & u32(2147483647);
let l_331 = bitcast<f32>(l_330);
let l_332 = f64(l_331);
l_mut_77 = l_332;
let l_333 = l_330 < u32(8388608);
if l_333 {
let l_334 = f64(l_330);
let l_335 = l_334 * f64(1.401298464324817e-45);
l_mut_77 = l_335;
}
let l_336 = bitcast<u64>(l_mut_77);
let l_337 = l_329 >> u32(31);
let l_338 = u64(l_337);
let l_339 = l_338 << u32(bitcast<u64>(u64(63)));
let l_340 = l_336 | l_339;
let l_341 = bitcast<f64>(l_340);
let l_342 = l_276 + l_275;
let l_343 = l_342 <= l_290;
l_mut_344 = l_343;
let l_345 = l_276 - l_275;
let l_346 = l_345 > l_290;
l_mut_347 = l_346;
let l_348 = l_277 - l_275;
let l_349 = l_348 >= l_290;
l_mut_350 = l_349;
let l_351 = l_277 + l_275;
let l_352 = l_351 < l_290;
l_mut_353 = l_352;
if l_222 {
let l_354 = l_276 + l_275;
let l_355 = l_354 < l_313;
l_mut_344 = l_355;
let l_356 = l_276 - l_275;
let l_357 = l_356 >= l_313;
l_mut_347 = l_357;
let l_358 = l_277 - l_275;
let l_359 = l_358 > l_341;
l_mut_350 = l_359;
let l_360 = l_277 + l_275;
let l_361 = l_360 <= l_341;
l_mut_353 = l_361;
}
l_mut_293 = u32(2);
let l_362 = l_mut_347 || l_mut_353;
if l_362 {
l_mut_293 = u32(1);
} else {
let l_363 = l_mut_344 && l_mut_350;
if l_363 {
l_mut_293 = u32(0);
}
}
let l_364 = bitcast<u32>(l_mut_25);
let l_365 = l_364 & u32(2147483647);
let l_366 = l_365 == u32(0);
if l_366 {
let l_367 = l_276 + l_275;
let l_368 = l_367 < f64(1.1754943508222875e-38);
let l_369 = l_277 - l_275;
let l_370 = l_369 > f64(-1.1754943508222875e-38);
let l_371 = l_368 && l_370;
let l_372 = l_276 - l_275;
let l_373 = l_372 < f64(1.1754943508222875e-38);
let l_374 = l_277 + l_275;
let l_375 = l_374 > f64(-1.1754943508222875e-38);
let l_376 = l_373 && l_375;
if l_371 {
l_mut_293 = u32(0);
} else {
let l_377 = l_mut_293 == u32(1);
let l_378 = l_376 && l_377;
if l_378 {
l_mut_293 = u32(2);
}
}
}
l_mut_252 = l_mut_293;
}
l_mut_236 = l_mut_252;
} else {
let l_379 = l_218 == u32(3);
if l_379 {
l_mut_236 = u32(0);
let l_380 = l_232 >= f64(1.1754943508222875e-38);
let l_381 = l_232 <= f64(8.507059173023462e37);
let l_382 = l_380 && l_381;
if l_382 {
let l_383 = abs(l_mut_31);
l_mut_77 = f64(1.401298464324817e-45);
let l_384 = l_383 >= f64(1.1754943508222875e-38);
let l_385 = l_383 <= f64(1.7976931348623157e308);
let l_386 = l_384 && l_385;
if l_386 {
let l_387 = bitcast<u64>(l_383);
let l_388 = l_387 >> u32(bitcast<u64>(u64(52)));
let l_389 = l_388 - u64(23);
let l_390 = l_389 << u32(bitcast<u64>(u64(52)));
let l_391 = bitcast<f64>(l_390);
l_mut_77 = l_391;
}
let l_392 = l_224 * l_mut_77;
l_mut_293 = u32(2);
let l_393 = l_mut_31 - l_234;
let l_394 = abs(l_393);
l_mut_77 = f64(1.401298464324817e-45);
let l_395 = l_394 >= f64(1.1754943508222875e-38);
let l_396 = l_394 <= f64(1.7976931348623157e308);
let l_397 = l_395 && l_396;
if l_397 {
let l_398 = bitcast<u64>(l_394);
let l_399 = l_398 >> u32(bitcast<u64>(u64(52)));
let l_400 = l_399 - u64(23);
let l_401 = l_400 << u32(bitcast<u64>(u64(52)));
let l_402 = bitcast<f64>(l_401);
l_mut_77 = l_402;
}
let l_403 = l_mut_31 + l_234;
let l_404 = abs(l_403);
l_mut_45 = f64(1.401298464324817e-45);
let l_405 = l_404 >= f64(1.1754943508222875e-38);
let l_406 = l_404 <= f64(1.7976931348623157e308);
let l_407 = l_405 && l_406;
if l_407 {
let l_408 = bitcast<u64>(l_404);
let l_409 = l_408 >> u32(bitcast<u64>(u64(52)));
let l_410 = l_409 - u64(23);
let l_411 = l_410 << u32(bitcast<u64>(u64(52)));
let l_412 = bitcast<f64>(l_411);
l_mut_45 = l_412;
}
let l_413 = l_mut_77 == l_mut_45;
if l_413 {
let l_414 = l_392 * f64(1.4551915228366852e-11);
let l_415 = l_234 + l_414;
let l_416 = l_mut_31 - l_392;
let l_417 = l_mut_31 + l_392;
let l_418 = bitcast<u32>(l_mut_25);
let l_419 = l_418 & u32(2147483647);
let l_420 = bitcast<f32>(l_419);
let l_421 = f64(l_420);
l_mut_77 = l_421;
let l_422 = l_419 < u32(8388608);
if l_422 {
let l_423 = f64(l_419);
let l_424 = l_423 * f64(1.401298464324817e-45);
l_mut_77 = l_424;
}
let l_425 = bitcast<u64>(l_mut_77);
let l_426 = l_418 >> u32(31);
let l_427 = u64(l_426);
let l_428 = l_427 << u32(bitcast<u64>(u64(63)));
let l_429 = l_425 | l_428;
let l_430 = bitcast<f64>(l_429);
let l_431 = bitcast<u32>(l_mut_25);
let l_432 = l_431 + u32(1);
l_mut_252 = l_432;
let l_433 = l_431 & u32(2147483647);
let l_434 = l_433 == u32(0);
if l_434 {
l_mut_252 = u32(1);
} else {
let l_435 = l_431 & u32(2147483648);
let l_436 = l_435 != u32(0);
if l_436 {
let l_437 = l_431 - u32(1);
l_mut_252 = l_437;
} else {
let l_438 = l_431 == u32(2139095040);
if l_438 {
l_mut_252 = l_431;
}
}
}
let l_439 = bitcast<f32>(l_mut_252);
let l_440 = bitcast<u32>(l_439);
let l_441 = l_440 & u32(2147483647);
let l_442 = bitcast<f32>(l_441);
let l_443 = f64(l_442);
l_mut_77 = l_443;
let l_444 = l_441 < u32(8388608);
if l_444 {
let l_445 = f64(l_441);
let l_446 = l_445 * f64(1.401298464324817e-45);
l_mut_77 = l_446;
}
let l_447 = bitcast<u64>(l_mut_77);
let l_448 = l_440 >> u32(31);
let l_449 = u64(l_448);
let l_450 = l_449 << u32(bitcast<u64>(u64(63)));
let l_451 = l_447 | l_450;
let l_452 = bitcast<f64>(l_451);
let l_453 = bitcast<u32>(l_mut_25);
let l_454 = l_453 ^ u32(2147483648);
let l_455 = bitcast<f32>(l_454);
let l_456 = bitcast<u32>(l_455);
let l_457 = l_456 + u32(1);
l_mut_252 = l_457;
let l_458 = l_456 & u32(2147483647);
let l_459 = l_458 == u32(0);
if l_459 {
l_mut_252 = u32(1);
} else {
let l_460 = l_456 & u32(2147483648);
let l_461 = l_460 != u32(0);
if l_461 {
let l_462 = l_456 - u32(1);
l_mut_252 = l_462;
} else {
let l_463 = l_456 == u32(2139095040);
if l_463 {
l_mut_252 = l_456;
}
}
}
let l_464 = bitcast<f32>(l_mut_252);
let l_465 = bitcast<u32>(l_464);
let l_466 = l_465 ^ u32(2147483648);
let l_467 = bitcast<f32>(l_466);
let l_468 = bitcast<u32>(l_467);
let l_469 = l_468 & u32(2147483647);
let l_470 = bitcast<f32>(l_469);
let l_471 = f64(l_470);
l_mut_77 = l_471;
let l_472 = l_469 < u32(8388608);
if l_472 {
let l_473 = f64(l_469);
let l_474 = l_473 * f64(1.401298464324817e-45);
l_mut_77 = l_474;
}
let l_475 = bitcast<u64>(l_mut_77);
let l_476 = l_468 >> u32(31);
let l_477 = u64(l_476);
let l_478 = l_477 << u32(bitcast<u64>(u64(63)));
let l_479 = l_475 | l_478;
let l_480 = bitcast<f64>(l_479);
let l_481 = l_416 + l_415;
let l_482 = l_481 <= l_430;
l_mut_353 = l_482;
let l_483 = l_416 - l_415;
let l_484 = l_483 > l_430;
l_mut_350 = l_484;
let l_485 = l_417 - l_415;
let l_486 = l_485 >= l_430;
l_mut_347 = l_486;
let l_487 = l_417 + l_415;
let l_488 = l_487 < l_430;
l_mut_344 = l_488;
if l_222 {
let l_489 = l_416 + l_415;
let l_490 = l_489 < l_452;
l_mut_353 = l_490;
let l_491 = l_416 - l_415;
let l_492 = l_491 >= l_452;
l_mut_350 = l_492;
let l_493 = l_417 - l_415;
let l_494 = l_493 > l_480;
l_mut_347 = l_494;
let l_495 = l_417 + l_415;
let l_496 = l_495 <= l_480;
l_mut_344 = l_496;
}
l_mut_252 = u32(2);
let l_497 = l_mut_350 || l_mut_344;
if l_497 {
l_mut_252 = u32(1);
} else {
let l_498 = l_mut_353 && l_mut_347;
if l_498 {
l_mut_252 = u32(0);
}
}
let l_499 = bitcast<u32>(l_mut_25);
let l_500 = l_499 & u32(2147483647);
let l_501 = l_500 == u32(0);
if l_501 {
let l_502 = l_416 + l_415;
let l_503 = l_502 < f64(1.1754943508222875e-38);
let l_504 = l_417 - l_415;
let l_505 = l_504 > f64(-1.1754943508222875e-38);
let l_506 = l_503 && l_505;
let l_507 = l_416 - l_415;
let l_508 = l_507 < f64(1.1754943508222875e-38);
let l_509 = l_417 + l_415;
let l_510 = l_509 > f64(-1.1754943508222875e-38);
let l_511 = l_508 && l_510;
if l_506 {
l_mut_252 = u32(0);
} else {
let l_512 = l_mut_252 == u32(1);
let l_513 = l_511 && l_512;
if l_513 {
l_mut_252 = u32(2);
}
}
}
l_mut_293 = l_mut_252;
}
l_mut_236 = l_mut_293;
}
} else {
let l_514 = l_218 == u32(4);
if l_514 {
let l_515 = l_227 * l_232;
let l_516 = l_224 + l_515;
let l_517 = abs(l_mut_31);
l_mut_77 = f64(1.401298464324817e-45);
let l_518 = l_517 >= f64(1.1754943508222875e-38);
let l_519 = l_517 <= f64(1.7976931348623157e308);
let l_520 = l_518 && l_519;
if l_520 {
let l_521 = bitcast<u64>(l_517);
let l_522 = l_521 >> u32(bitcast<u64>(u64(52)));
let l_523 = l_522 - u64(23);
let l_524 = l_523 << u32(bitcast<u64>(u64(52)));
let l_525 = bitcast<f64>(l_524);
l_mut_77 = l_525;
}
let l_526 = l_516 * l_mut_77;
l_mut_293 = u32(2);
let l_527 = l_mut_31 - l_234;
let l_528 = abs(l_527);
l_mut_77 = f64(1.401298464324817e-45);
let l_529 = l_528 >= f64(1.1754943508222875e-38);
let l_530 = l_528 <= f64(1.7976931348623157e308);
let l_531 = l_529 && l_530;
if l_531 {
let l_532 = bitcast<u64>(l_528);
let l_533 = l_532 >> u32(bitcast<u64>(u64(52)));
let l_534 = l_533 - u64(23);
let l_535 = l_534 << u32(bitcast<u64>(u64(52)));
let l_536 = bitcast<f64>(l_535);
l_mut_77 = l_536;
}
let l_537 = l_mut_31 + l_234;
let l_538 = abs(l_537);
l_mut_45 = f64(1.401298464324817e-45);
let l_539 = l_538 >= f64(1.1754943508222875e-38);
let l_540 = l_538 <= f64(1.7976931348623157e308);
let l_541 = l_539 && l_540;
if l_541 {
let l_542 = bitcast<u64>(l_538);
let l_543 = l_542 >> u32(bitcast<u64>(u64(52)));
let l_544 = l_543 - u64(23);
let l_545 = l_544 << u32(bitcast<u64>(u64(52)));
let l_546 = bitcast<f64>(l_545);
l_mut_45 = l_546;
}
let l_547 = l_mut_77 == l_mut_45;
if l_547 {
let l_548 = l_526 * f64(1.4551915228366852e-11);
let l_549 = l_234 + l_548;
let l_550 = l_mut_31 - l_526;
let l_551 = l_mut_31 + l_526;
let l_552 = bitcast<u32>(l_mut_25);
let l_553 = l_552 & u32(2147483647);
let l_554 = bitcast<f32>(l_553);
let l_555 = f64(l_554);
l_mut_77 = l_555;
let l_556 = l_553 < u32(8388608);
if l_556 {
let l_557 = f64(l_553);
let l_558 = l_557 * f64(1.401298464324817e-45);
l_mut_77 = l_558;
}
let l_559 = bitcast<u64>(l_mut_77);
let l_560 = l_552 >> u32(31);
let l_561 = u64(l_560);
let l_562 = l_561 << u32(bitcast<u64>(u64(63)));
let l_563 = l_559 | l_562;
let l_564 = bitcast<f64>(l_563);
let l_565 = bitcast<u32>(l_mut_25);
let l_566 = l_565 + u32(1);
l_mut_252 = l_566;
let l_567 = l_565 & u32(2147483647);
let l_568 = l_567 == u32(0);
if l_568 {
l_mut_252 = u32(1);
} else {
let l_569 = l_565 & u32(2147483648);
let l_570 = l_569 != u32(0);
if l_570 {
let l_571 = l_565 - u32(1);
l_mut_252 = l_571;
} else {
let l_572 = l_565 == u32(2139095040);
if l_572 {
l_mut_252 = l_565;
}
}
}
let l_573 = bitcast<f32>(l_mut_252);
let l_574 = bitcast<u32>(l_573);
let l_575 = l_574 & u32(2147483647);
let l_576 = bitcast<f32>(l_575);
let l_577 = f64(l_576);
l_mut_77 = l_577;
let l_578 = l_575 < u32(8388608);
if l_578 {
let l_579 = f64(l_575);
let l_580 = l_579 * f64(1.401298464324817e-45);
l_mut_77 = l_580;
}
let l_581 = bitcast<u64>(l_mut_77);
let l_582 = l_574 >> u32(31);
let l_583 = u64(l_582);
let l_584 = l_583 << u32(bitcast<u64>(u64(63)));
let l_585 = l_581 | l_584;
let l_586 = bitcast<f64>(l_585);
let l_587 = bitcast<u32>(l_mut_25);
let l_588 = l_587 ^ u32(2147483648);
let l_589 = bitcast<f32>(l_588);
let l_590 = bitcast<u32>(l_589);
let l_591 = l_590 + u32(1);
l_mut_252 = l_591;
let l_592 = l_590 & u32(2147483647);
let l_593 = l_592 == u32(0);
if l_593 {
l_mut_252 = u32(1);
} else {
let l_594 = l_590 & u32(2147483648);
let l_595 = l_594 != u32(0);
if l_595 {
let l_596 = l_590 - u32(1);
l_mut_252 = l_596;
} else {
let l_597 = l_590 == u32(2139095040);
if l_597 {
l_mut_252 = l_590;
}
}
}
let l_598 = bitcast<f32>(l_mut_252);
let l_599 = bitcast<u32>(l_598);
let l_600 = l_599 ^ u32(2147483648);
let l_601 = bitcast<f32>(l_600);
let l_602 = bitcast<u32>(l_601);
let l_603 = l_602 & u32(2147483647);
let l_604 = bitcast<f32>(l_603);
let l_605 = f64(l_604);
l_mut_77 = l_605;
let l_606 = l_603 < u32(8388608);
if l_606 {
let l_607 = f64(l_603);
let l_608 = l_607 * f64(1.401298464324817e-45);
l_mut_77 = l_608;
}
let l_609 = bitcast<u64>(l_mut_77);
let l_610 = l_602 >> u32(31);
let l_611 = u64(l_610);
let l_612 = l_611 << u32(bitcast<u64>(u64(63)));
let l_613 = l_609 | l_612;
let l_614 = bitcast<f64>(l_613);
let l_615 = l_550 + l_549;
let l_616 = l_615 <= l_564;
l_mut_353 = l_616;
let l_617 = l_550 - l_549;
let l_618 = l_617 > l_564;
l_mut_350 = l_618;
let l_619 = l_551 - l_549;
let l_620 = l_619 >= l_564;
l_mut_347 = l_620;
let l_621 = l_551 + l_549;
let l_622 = l_621 < l_564;
l_mut_344 = l_622;
if l_222 {
let l_623 = l_550 + l_549;
let l_624 = l_623 < l_586;
l_mut_353 = l_624;
let l_625 = l_550 - l_549;
let l_626 = l_625 >= l_586;
l_mut_350 = l_626;
let l_627 = l_551 - l_549;
let l_628 = l_627 > l_614;
l_mut_347 = l_628;
let l_629 = l_551 + l_549;
let l_630 = l_629 <= l_614;
l_mut_344 = l_630;
}
l_mut_252 = u32(2);
let l_631 = l_mut_350 || l_mut_344;
if l_631 {
l_mut_252 = u32(1);
} else {
let l_632 = l_mut_353 && l_mut_347;
if l_632 {
l_mut_252 = u32(0);
}
}
let l_633 = bitcast<u32>(l_mut_25);
let l_634 = l_633 & u32(2147483647);
let l_635 = l_634 == u32(0);
if l_635 {
let l_636 = l_550 + l_549;
let l_637 = l_636 < f64(1.1754943508222875e-38);
let l_638 = l_551 - l_549;
let l_639 = l_638 > f64(-1.1754943508222875e-38);
let l_640 = l_637 && l_639;
let l_641 = l_550 - l_549;
let l_642 = l_641 < f64(1.1754943508222875e-38);
let l_643 = l_551 + l_549;
let l_644 = l_643 > f64(-1.1754943508222875e-38);
let l_645 = l_642 && l_644;
if l_640 {
l_mut_252 = u32(0);
} else {
let l_646 = l_mut_252 == u32(1);
let l_647 = l_645 && l_646;
if l_647 {
l_mut_252 = u32(2);
}
}
}
l_mut_293 = l_mut_252;
}
l_mut_236 = l_mut_293;
} else {
let l_648 = l_218 == u32(5);
if l_648 {
let l_649 = f64(2.0) * l_231;
let l_650 = abs(l_649);
let l_651 = floor(l_650);
let l_652 = f64(3.0) + l_651;
let l_653 = abs(l_mut_31);
l_mut_77 = f64(1.401298464324817e-45);
let l_654 = l_653 >= f64(1.1754943508222875e-38);
let l_655 = l_653 <= f64(1.7976931348623157e308);
let l_656 = l_654 && l_655;
if l_656 {
let l_657 = bitcast<u64>(l_653);
let l_658 = l_657 >> u32(bitcast<u64>(u64(52)));
let l_659 = l_658 - u64(23);
let l_660 = l_659 << u32(bitcast<u64>(u64(52)));
let l_661 = bitcast<f64>(l_660);
l_mut_77 = l_661;
}
let l_662 = l_652 * l_mut_77;
l_mut_293 = u32(2);
let l_663 = l_mut_31 - l_234;
let l_664 = abs(l_663);
l_mut_77 = f64(1.401298464324817e-45);
let l_665 = l_664 >= f64(1.1754943508222875e-38);
let l_666 = l_664 <= f64(1.7976931348623157e308);
let l_667 = l_665 && l_666;
if l_667 {
let l_668 = bitcast<u64>(l_664);
let l_669 = l_668 >> u32(bitcast<u64>(u64(52)));
let l_670 = l_669 - u64(23);
let l_671 = l_670 << u32(bitcast<u64>(u64(52)));
let l_672 = bitcast<f64>(l_671);
l_mut_77 = l_672;
}
let l_673 = l_mut_31 + l_234;
let l_674 = abs(l_673);
l_mut_45 = f64(1.401298464324817e-45);
let l_675 = l_674 >= f64(1.1754943508222875e-38);
let l_676 = l_674 <= f64(1.7976931348623157e308);
let l_677 = l_675 && l_676;
if l_677 {
let l_678 = bitcast<u64>(l_674);
let l_679 = l_678 >> u32(bitcast<u64>(u64(52)));
let l_680 = l_679 - u64(23);
let l_681 = l_680 << u32(bitcast<u64>(u64(52)));
let l_682 = bitcast<f64>(l_681);
l_mut_45 = l_682;
}
let l_683 = l_mut_77 == l_mut_45;
if l_683 {
let l_684 = l_662 * f64(1.4551915228366852e-11);
let l_685 = l_234 + l_684;
let l_686 = l_mut_31 - l_662;
let l_687 = l_mut_31 + l_662;
let l_688 = bitcast<u32>(l_mut_25);
let l_689 = l_688 & u32(2147483647);
let l_690 = bitcast<f32>(l_689);
let l_691 = f64(l_690);
l_mut_77 = l_691;
let l_692 = l_689 < u32(8388608);
if l_692 {
let l_693 = f64(l_689);
let l_694 = l_693 * f64(1.401298464324817e-45);
l_mut_77 = l_694;
}
let l_695 = bitcast<u64>(l_mut_77);
let l_696 = l_688 >> u32(31);
let l_697 = u64(l_696);
let l_698 = l_697 << u32(bitcast<u64>(u64(63)));
let l_699 = l_695 | l_698;
let l_700 = bitcast<f64>(l_699);
let l_701 = bitcast<u32>(l_mut_25);
let l_702 = l_701 + u32(1);
l_mut_252 = l_702;
let l_703 = l_701 & u32(2147483647);
let l_704 = l_703 == u32(0);
if l_704 {
l_mut_252 = u32(1);
} else {
let l_705 = l_701 & u32(2147483648);
let l_706 = l_705 != u32(0);
if l_706 {
let l_707 = l_701 - u32(1);
l_mut_252 = l_707;
} else {
let l_708 = l_701 == u32(2139095040);
if l_708 {
l_mut_252 = l_701;
}
}
}
let l_709 = bitcast<f32>(l_mut_252);
let l_710 = bitcast<u32>(l_709);
let l_711 = l_710 & u32(2147483647);
let l_712 = bitcast<f32>(l_711);
let l_713 = f64(l_712);
l_mut_77 = l_713;
let l_714 = l_711 < u32(8388608);
if l_714 {
let l_715 = f64(l_711);
let l_716 = l_715 * f64(1.401298464324817e-45);
l_mut_77 = l_716;
}
let l_717 = bitcast<u64>(l_mut_77);
let l_718 = l_710 >> u32(31);
let l_719 = u64(l_718);
let l_720 = l_719 << u32(bitcast<u64>(u64(63)));
let l_721 = l_717 | l_720;
let l_722 = bitcast<f64>(l_721);
let l_723 = bitcast<u32>(l_mut_25);
let l_724 = l_723 ^ u32(2147483648);
let l_725 = bitcast<f32>(l_724);
let l_726 = bitcast<u32>(l_725);
let l_727 = l_726 + u32(1);
l_mut_252 = l_727;
let l_728 = l_726 & u32(2147483647);
let l_729 = l_728 == u32(0);
if l_729 {
l_mut_252 = u32(1);
} else {
let l_730 = l_726 & u32(2147483648);
let l_731 = l_730 != u32(0);
if l_731 {
let l_732 = l_726 - u32(1);
l_mut_252 = l_732;
} else {
let l_733 = l_726 == u32(2139095040);
if l_733 {
l_mut_252 = l_726;
}
}
}
let l_734 = bitcast<f32>(l_mut_252);
let l_735 = bitcast<u32>(l_734);
let l_736 = l_735 ^ u32(2147483648);
let l_737 = bitcast<f32>(l_736);
let l_738 = bitcast<u32>(l_737);
let l_739 = l_738 & u32(2147483647);
let l_740 = bitcast<f32>(l_739);
let l_741 = f64(l_740);
l_mut_77 = l_741;
let l_742 = l_739 < u32(8388608);
if l_742 {
let l_743 = f64(l_739);
let l_744 = l_743 * f64(1.401298464324817e-45);
l_mut_77 = l_744;
}
let l_745 = bitcast<u64>(l_mut_77);
let l_746 = l_738 >> u32(31);
let l_747 = u64(l_746);
let l_748 = l_747 << u32(bitcast<u64>(u64(63)));
let l_749 = l_745 | l_748;
let l_750 = bitcast<f64>(l_749);
let l_751 = l_686 + l_685;
let l_752 = l_751 <= l_700;
l_mut_353 = l_752;
let l_753 = l_686 - l_685;
let l_754 = l_753 > l_700;
l_mut_350 = l_754;
let l_755 = l_687 - l_685;
let l_756 = l_755 >= l_700;
l_mut_347 = l_756;
let l_757 = l_687 + l_685;
let l_758 = l_757 < l_700;
l_mut_344 = l_758;
if l_222 {
let l_759 = l_686 + l_685;
let l_760 = l_759 < l_722;
l_mut_353 = l_760;
let l_761 = l_686 - l_685;
let l_762 = l_761 >= l_722;
l_mut_350 = l_762;
let l_763 = l_687 - l_685;
let l_764 = l_763 > l_750;
l_mut_347 = l_764;
let l_765 = l_687 + l_685;
let l_766 = l_765 <= l_750;
l_mut_344 = l_766;
}
l_mut_252 = u32(2);
let l_767 = l_mut_350 || l_mut_344;
if l_767 {
l_mut_252 = u32(1);
} else {
let l_768 = l_mut_353 && l_mut_347;
if l_768 {
l_mut_252 = u32(0);
}
}
let l_769 = bitcast<u32>(l_mut_25);
let l_770 = l_769 & u32(2147483647);
let l_771 = l_770 == u32(0);
if l_771 {
let l_772 = l_686 + l_685;
let l_773 = l_772 < f64(1.1754943508222875e-38);
let l_774 = l_687 - l_685;
let l_775 = l_774 > f64(-1.1754943508222875e-38);
let l_776 = l_773 && l_775;
let l_777 = l_686 - l_685;
let l_778 = l_777 < f64(1.1754943508222875e-38);
let l_779 = l_687 + l_685;
let l_780 = l_779 > f64(-1.1754943508222875e-38);
let l_781 = l_778 && l_780;
if l_776 {
l_mut_252 = u32(0);
} else {
let l_782 = l_mut_252 == u32(1);
let l_783 = l_781 && l_782;
if l_783 {
l_mut_252 = u32(2);
}
}
}
l_mut_293 = l_mut_252;
}
l_mut_236 = l_mut_293;
} else {
let l_784 = l_218 == u32(6);
if l_784 {
l_mut_236 = u32(0);
let l_785 = l_232 <= l_227;
if l_785 {
let l_786 = l_224 * f64(1.4551915228366852e-11);
let l_787 = l_234 + l_786;
let l_788 = l_mut_31 - l_224;
let l_789 = l_mut_31 + l_224;
let l_790 = bitcast<u32>(l_mut_25);
let l_791 = l_790 & u32(2147483647);
let l_792 = bitcast<f32>(l_791);
let l_793 = f64(l_792);
l_mut_77 = l_793;
let l_794 = l_791 < u32(8388608);
if l_794 {
let l_795 = f64(l_791);
let l_796 = l_795 * f64(1.401298464324817e-45);
l_mut_77 = l_796;
}
let l_797 = bitcast<u64>(l_mut_77);
let l_798 = l_790 >> u32(31);
let l_799 = u64(l_798);
let l_800 = l_799 << u32(bitcast<u64>(u64(63)));
let l_801 = l_797 | l_800;
let l_802 = bitcast<f64>(l_801);
let l_803 = bitcast<u32>(l_mut_25);
let l_804 = l_803 + u32(1);
l_mut_293 = l_804;
let l_805 = l_803 & u32(2147483647);
let l_806 = l_805 == u32(0);
if l_806 {
l_mut_293 = u32(1);
} else {
let l_807 = l_803 & u32(2147483648);
let l_808 = l_807 != u32(0);
if l_808 {
let l_809 = l_803 - u32(1);
l_mut_293 = l_809;
} else {
let l_810 = l_803 == u32(2139095040);
if l_810 {
l_mut_293 = l_803;
}
}
}
let l_811 = bitcast<f32>(l_mut_293);
let l_812 = bitcast<u32>(l_811);
let l_813 = l_812 & u32(2147483647);
let l_814 = bitcast<f32>(l_813);
let l_815 = f64(l_814);
l_mut_77 = l_815;
let l_816 = l_813 < u32(8388608);
if l_816 {
let l_817 = f64(l_813);
let l_818 = l_817 * f64(1.401298464324817e-45);
l_mut_77 = l_818;
}
let l_819 = bitcast<u64>(l_mut_77);
let l_820 = l_812 >> u32(31);
let l_821 = u64(l_820);
let l_822 = l_821 << u32(bitcast<u64>(u64(63)));
let l_823 = l_819 | l_822;
let l_824 = bitcast<f64>(l_823);
let l_825 = bitcast<u32>(l_mut_25);
let l_826 = l_825 ^ u32(2147483648);
let l_827 = bitcast<f32>(l_826);
let l_828 = bitcast<u32>(l_827);
let l_829 = l_828 + u32(1);
l_mut_293 = l_829;
let l_830 = l_828 & u32(2147483647);
let l_831 = l_830 == u32(0);
if l_831 {
l_mut_293 = u32(1);
} else {
let l_832 = l_828 & u32(2147483648);
let l_833 = l_832 != u32(0);
if l_833 {
let l_834 = l_828 - u32(1);
l_mut_293 = l_834;
} else {
let l_835 = l_828 == u32(2139095040);
if l_835 {
l_mut_293 = l_828;
}
}
}
let l_836 = bitcast<f32>(l_mut_293);
let l_837 = bitcast<u32>(l_836);
let l_838 = l_837 ^ u32(2147483648);
let l_839 = bitcast<f32>(l_838);
let l_840 = bitcast<u32>(l_839);
let l_841 = l_840 & u32(2147483647);
let l_842 = bitcast<f32>(l_841);
let l_843 = f64(l_842);
l_mut_77 = l_843;
let l_844 = l_841 < u32(8388608);
if l_844 {
let l_845 = f64(l_841);
let l_846 = l_845 * f64(1.401298464324817e-45);
l_mut_77 = l_846;
}
let l_847 = bitcast<u64>(l_mut_77);
let l_848 = l_840 >> u32(31);
let l_849 = u64(l_848);
let l_850 = l_849 << u32(bitcast<u64>(u64(63)));
let l_851 = l_847 | l_850;
let l_852 = bitcast<f64>(l_851);
let l_853 = l_788 + l_787;
let l_854 = l_853 <= l_802;
l_mut_353 = l_854;
let l_855 = l_788 - l_787;
let l_856 = l_855 > l_802;
l_mut_350 = l_856;
let l_857 = l_789 - l_787;
let l_858 = l_857 >= l_802;
l_mut_347 = l_858;
let l_859 = l_789 + l_787;
let l_860 = l_859 < l_802;
l_mut_344 = l_860;
if l_222 {
let l_861 = l_788 + l_787;
let l_862 = l_861 < l_824;
l_mut_353 = l_862;
let l_863 = l_788 - l_787;
let l_864 = l_863 >= l_824;
l_mut_350 = l_864;
let l_865 = l_789 - l_787;
let l_866 = l_865 > l_852;
l_mut_347 = l_866;
let l_867 = l_789 + l_787;
let l_868 = l_867 <= l_852;
l_mut_344 = l_868;
}
l_mut_293 = u32(2);
let l_869 = l_mut_350 || l_mut_344;
if l_869 {
l_mut_293 = u32(1);
} else {
let l_870 = l_mut_353 && l_mut_347;
if l_870 {
l_mut_293 = u32(0);
}
}
let l_871 = bitcast<u32>(l_mut_25);
let l_872 = l_871 & u32(2147483647);
let l_873 = l_872 == u32(0);
if l_873 {
let l_874 = l_788 + l_787;
let l_875 = l_874 < f64(1.1754943508222875e-38);
let l_876 = l_789 - l_787;
let l_877 = l_876 > f64(-1.1754943508222875e-38);
let l_878 = l_875 && l_877;
let l_879 = l_788 - l_787;
let l_880 = l_879 < f64(1.1754943508222875e-38);
let l_881 = l_789 + l_787;
let l_882 = l_881 > f64(-1.1754943508222875e-38);
let l_883 = l_880 && l_882;
if l_878 {
l_mut_293 = u32(0);
} else {
let l_884 = l_mut_293 == u32(1);
let l_885 = l_883 && l_884;
if l_885 {
l_mut_293 = u32(2);
}
}
}
l_mut_236 = l_mut_293;
}
} else {
let l_886 = l_218 == u32(7);
if l_886 {
let l_887 = abs(l_mut_31);
let l_888 = l_224 * l_887;
l_mut_77 = l_888;
let l_889 = abs(l_mut_31);
l_mut_45 = f64(1.401298464324817e-45);
let l_890 = l_889 >= f64(1.1754943508222875e-38);
let l_891 = l_889 <= f64(1.7976931348623157e308);
let l_892 = l_890 && l_891;
if l_892 {
let l_893 = bitcast<u64>(l_889);
let l_894 = l_893 >> u32(bitcast<u64>(u64(52)));
let l_895 = l_894 - u64(23);
let l_896 = l_895 << u32(bitcast<u64>(u64(52)));
let l_897 = bitcast<f64>(l_896);
l_mut_45 = l_897;
}
let l_898 = f64(0.5) * l_mut_45;
let l_899 = l_898 > l_mut_77;
if l_899 {
l_mut_77 = l_898;
}
let l_900 = l_mut_31 - l_234;
let l_901 = abs(l_900);
l_mut_45 = f64(1.401298464324817e-45);
let l_902 = l_901 >= f64(1.1754943508222875e-38);
let l_903 = l_901 <= f64(1.7976931348623157e308);
let l_904 = l_902 && l_903;
if l_904 {
let l_905 = bitcast<u64>(l_901);
let l_906 = l_905 >> u32(bitcast<u64>(u64(52)));
let l_907 = l_906 - u64(23);
let l_908 = l_907 << u32(bitcast<u64>(u64(52)));
let l_909 = bitcast<f64>(l_908);
l_mut_45 = l_909;
}
let l_910 = l_mut_31 + l_234;
let l_911 = abs(l_910);
l_mut_912 = f64(1.401298464324817e-45);
let l_913 = l_911 >= f64(1.1754943508222875e-38);
let l_914 = l_911 <= f64(1.7976931348623157e308);
let l_915 = l_913 && l_914;
if l_915 {
let l_916 = bitcast<u64>(l_911);
let l_917 = l_916 >> u32(bitcast<u64>(u64(52)));
let l_918 = l_917 - u64(23);
let l_919 = l_918 << u32(bitcast<u64>(u64(52)));
let l_920 = bitcast<f64>(l_919);
l_mut_912 = l_920;
}
let l_921 = l_mut_45 == l_mut_912;
if l_921 {
let l_922 = l_224 * l_234;
let l_923 = l_234 + l_922;
let l_924 = l_mut_77 * f64(1.4551915228366852e-11);
let l_925 = l_923 + l_924;
let l_926 = l_mut_31 - l_mut_77;
let l_927 = l_mut_31 + l_mut_77;
let l_928 = bitcast<u32>(l_mut_25);
let l_929 = l_928 & u32(2147483647);
let l_930 = bitcast<f32>(l_929);
let l_931 = f64(l_930);
l_mut_912 = l_931;
let l_932 = l_929 < u32(8388608);
if l_932 {
let l_933 = f64(l_929);
let l_934 = l_933 * f64(1.401298464324817e-45);
l_mut_912 = l_934;
}
let l_935 = bitcast<u64>(l_mut_912);
let l_936 = l_928 >> u32(31);
let l_937 = u64(l_936);
let l_938 = l_937 << u32(bitcast<u64>(u64(63)));
let l_939 = l_935 | l_938;
let l_940 = bitcast<f64>(l_939);
let l_941 = bitcast<u32>(l_mut_25);
let l_942 = l_941 + u32(1);
l_mut_293 = l_942;
let l_943 = l_941 & u32(2147483647);
let l_944 = l_943 == u32(0);
if l_944 {
l_mut_293 = u32(1);
} else {
let l_945 = l_941 & u32(2147483648);
let l_946 = l_945 != u32(0);
if l_946 {
let l_947 = l_941 - u32(1);
l_mut_293 = l_947;
} else {
let l_948 = l_941 == u32(2139095040);
if l_948 {
l_mut_293 = l_941;
}
}
}
let l_949 = bitcast<f32>(l_mut_293);
let l_950 = bitcast<u32>(l_949);
let l_951 = l_950 & u32(2147483647);
let l_952 = bitcast<f32>(l_951);
let l_953 = f64(l_952);
l_mut_912 = l_953;
let l_954 = l_951 < u32(8388608);
if l_954 {
let l_955 = f64(l_951);
let l_956 = l_955 * f64(1.401298464324817e-45);
l_mut_912 = l_956;
}
let l_957 = bitcast<u64>(l_mut_912);
let l_958 = l_950 >> u32(31);
let l_959 = u64(l_958);
let l_960 = l_959 << u32(bitcast<u64>(u64(63)));
let l_961 = l_957 | l_960;
let l_962 = bitcast<f64>(l_961);
let l_963 = bitcast<u32>(l_mut_25);
let l_964 = l_963 ^ u32(2147483648);
let l_965 = bitcast<f32>(l_964);
let l_966 = bitcast<u32>(l_965);
let l_967 = l_966 + u32(1);
l_mut_293 = l_967;
let l_968 = l_966 & u32(2147483647);
let l_969 = l_968 == u32(0);
if l_969 {
l_mut_293 = u32(1);
} else {
let l_970 = l_966 & u32(2147483648);
let l_971 = l_970 != u32(0);
if l_971 {
let l_972 = l_966 - u32(1);
l_mut_293 = l_972;
} else {
let l_973 = l_966 == u32(2139095040);
if l_973 {
l_mut_293 = l_966;
}
}
}
let l_974 = bitcast<f32>(l_mut_293);
let l_975 = bitcast<u32>(l_974);
let l_976 = l_975 ^ u32(2147483648);
let l_977 = bitcast<f32>(l_976);
let l_978 = bitcast<u32>(l_977);
let l_979 = l_978 & u32(2147483647);
let l_980 = bitcast<f32>(l_979);
let l_981 = f64(l_980);
l_mut_912 = l_981;
let l_982 = l_979 < u32(8388608);
if l_982 {
let l_983 = f64(l_979);
let l_984 = l_983 * f64(1.401298464324817e-45);
l_mut_912 = l_984;
}
let l_985 = bitcast<u64>(l_mut_912);
let l_986 = l_978 >> u32(31);
let l_987 = u64(l_986);
let l_988 = l_987 << u32(bitcast<u64>(u64(63)));
let l_989 = l_985 | l_988;
let l_990 = bitcast<f64>(l_989);
let l_991 = l_926 + l_925;
let l_992 = l_991 <= l_940;
l_mut_353 = l_992;
let l_993 = l_926 - l_925;
let l_994 = l_993 > l_940;
l_mut_350 = l_994;
let l_995 = l_927 - l_925;
let l_996 = l_995 >= l_940;
l_mut_347 = l_996;
let l_997 = l_927 + l_925;
let l_998 = l_997 < l_940;
l_mut_344 = l_998;
if l_222 {
let l_999 = l_926 + l_925;
let l_1000 = l_999 < l_962;
l_mut_353 = l_1000;
let l_1001 = l_926 - l_925;
let l_1002 = l_1001 >= l_962;
l_mut_350 = l_1002;
let l_1003 = l_927 - l_925;
let l_1004 = l_1003 > l_990;
l_mut_347 = l_1004;
let l_1005 = l_927 + l_925;
let l_1006 = l_1005 <= l_990;
l_mut_344 = l_1006;
}
l_mut_293 = u32(2);
let l_1007 = l_mut_350 || l_mut_344;
if l_1007 {
l_mut_293 = u32(1);
} else {
let l_1008 = l_mut_353 && l_mut_347;
if l_1008 {
l_mut_293 = u32(0);
}
}
let l_1009 = bitcast<u32>(l_mut_25);
let l_1010 = l_1009 & u32(2147483647);
let l_1011 = l_1010 == u32(0);
if l_1011 {
let l_1012 = l_926 + l_925;
let l_1013 = l_1012 < f64(1.1754943508222875e-38);
let l_1014 = l_927 - l_925;
let l_1015 = l_1014 > f64(-1.1754943508222875e-38);
let l_1016 = l_1013 && l_1015;
let l_1017 = l_926 - l_925;
let l_1018 = l_1017 < f64(1.1754943508222875e-38);
let l_1019 = l_927 + l_925;
let l_1020 = l_1019 > f64(-1.1754943508222875e-38);
let l_1021 = l_1018 && l_1020;
if l_1016 {
l_mut_293 = u32(0);
} else {
let l_1022 = l_mut_293 == u32(1);
let l_1023 = l_1021 && l_1022;
if l_1023 {
l_mut_293 = u32(2);
}
}
}
l_mut_236 = l_mut_293;
}
} else {
let l_1024 = l_218 == u32(8);
if l_1024 {
let l_1025 = l_231 >= f64(0.5);
let l_1026 = l_231 <= f64(2.0);
let l_1027 = l_1025 && l_1026;
if l_1027 {
let l_1028 = l_224 * f64(1.4551915228366852e-11);
let l_1029 = l_234 + l_1028;
let l_1030 = l_mut_31 - l_224;
let l_1031 = l_mut_31 + l_224;
let l_1032 = bitcast<u32>(l_mut_25);
let l_1033 = l_1032 & u32(2147483647);
let l_1034 = bitcast<f32>(l_1033);
let l_1035 = f64(l_1034);
l_mut_912 = l_1035;
let l_1036 = l_1033 < u32(8388608);
if l_1036 {
let l_1037 = f64(l_1033);
let l_1038 = l_1037 * f64(1.401298464324817e-45);
l_mut_912 = l_1038;
}
let l_1039 = bitcast<u64>(l_mut_912);
let l_1040 = l_1032 >> u32(31);
let l_1041 = u64(l_1040);
let l_1042 = l_1041 << u32(bitcast<u64>(u64(63)));
let l_1043 = l_1039 | l_1042;
let l_1044 = bitcast<f64>(l_1043);
let l_1045 = bitcast<u32>(l_mut_25);
let l_1046 = l_1045 + u32(1);
l_mut_293 = l_1046;
let l_1047 = l_1045 & u32(2147483647);
let l_1048 = l_1047 == u32(0);
if l_1048 {
l_mut_293 = u32(1);
} else {
let l_1049 = l_1045 & u32(2147483648);
let l_1050 = l_1049 != u32(0);
if l_1050 {
let l_1051 = l_1045 - u32(1);
l_mut_293 = l_1051;
} else {
let l_1052 = l_1045 == u32(2139095040);
if l_1052 {
l_mut_293 = l_1045;
}
}
}
let l_1053 = bitcast<f32>(l_mut_293);
let l_1054 = bitcast<u32>(l_1053);
let l_1055 = l_1054 & u32(2147483647);
let l_1056 = bitcast<f32>(l_1055);
let l_1057 = f64(l_1056);
l_mut_912 = l_1057;
let l_1058 = l_1055 < u32(8388608);
if l_1058 {
let l_1059 = f64(l_1055);
let l_1060 = l_1059 * f64(1.401298464324817e-45);
l_mut_912 = l_1060;
}
let l_1061 = bitcast<u64>(l_mut_912);
let l_1062 = l_1054 >> u32(31);
let l_1063 = u64(l_1062);
let l_1064 = l_1063 << u32(bitcast<u64>(u64(63)));
let l_1065 = l_1061 | l_1064;
let l_1066 = bitcast<f64>(l_1065);
let l_1067 = bitcast<u32>(l_mut_25);
let l_1068 = l_1067 ^ u32(2147483648);
let l_1069 = bitcast<f32>(l_1068);
let l_1070 = bitcast<u32>(l_1069);
let l_1071 = l_1070 + u32(1);
l_mut_293 = l_1071;
let l_1072 = l_1070 & u32(2147483647);
let l_1073 = l_1072 == u32(0);
if l_1073 {
l_mut_293 = u32(1);
} else {
let l_1074 = l_1070 & u32(2147483648);
let l_1075 = l_1074 != u32(0);
if l_1075 {
let l_1076 = l_1070 - u32(1);
l_mut_293 = l_1076;
} else {
let l_1077 = l_1070 == u32(2139095040);
if l_1077 {
l_mut_293 = l_1070;
}
}
}
let l_1078 = bitcast<f32>(l_mut_293);
let l_1079 = bitcast<u32>(l_1078);
let l_1080 = l_1079 ^ u32(2147483648);
let l_1081 = bitcast<f32>(l_1080);
let l_1082 = bitcast<u32>(l_1081);
let l_1083 = l_1082 & u32(2147483647);
let l_1084 = bitcast<f32>(l_1083);
let l_1085 = f64(l_1084);
l_mut_912 = l_1085;
let l_1086 = l_1083 < u32(8388608);
if l_1086 {
let l_1087 = f64(l_1083);
let l_1088 = l_1087 * f64(1.401298464324817e-45);
l_mut_912 = l_1088;
}
let l_1089 = bitcast<u64>(l_mut_912);
let l_1090 = l_1082 >> u32(31);
let l_1091 = u64(l_1090);
let l_1092 = l_1091 << u32(bitcast<u64>(u64(63)));
let l_1093 = l_1089 | l_1092;
let l_1094 = bitcast<f64>(l_1093);
let l_1095 = l_1030 + l_1029;
let l_1096 = l_1095 <= l_1044;
l_mut_353 = l_1096;
let l_1097 = l_1030 - l_1029;
let l_1098 = l_1097 > l_1044;
l_mut_350 = l_1098;
let l_1099 = l_1031 - l_1029;
let l_1100 = l_1099 >= l_1044;
l_mut_347 = l_1100;
let l_1101 = l_1031 + l_1029;
let l_1102 = l_1101 < l_1044;
l_mut_344 = l_1102;
if l_222 {
let l_1103 = l_1030 + l_1029;
let l_1104 = l_1103 < l_1066;
l_mut_353 = l_1104;
let l_1105 = l_1030 - l_1029;
let l_1106 = l_1105 >= l_1066;
l_mut_350 = l_1106;
let l_1107 = l_1031 - l_1029;
let l_1108 = l_1107 > l_1094;
l_mut_347 = l_1108;
let l_1109 = l_1031 + l_1029;
let l_1110 = l_1109 <= l_1094;
l_mut_344 = l_1110;
}
l_mut_293 = u32(2);
let l_1111 = l_mut_350 || l_mut_344;
if l_1111 {
l_mut_293 = u32(1);
} else {
let l_1112 = l_mut_353 && l_mut_347;
if l_1112 {
l_mut_293 = u32(0);
}
}
let l_1113 = bitcast<u32>(l_mut_25);
let l_1114 = l_1113 & u32(2147483647);
let l_1115 = l_1114 == u32(0);
if l_1115 {
let l_1116 = l_1030 + l_1029;
let l_1117 = l_1116 < f64(1.1754943508222875e-38);
let l_1118 = l_1031 - l_1029;
let l_1119 = l_1118 > f64(-1.1754943508222875e-38);
let l_1120 = l_1117 && l_1119;
let l_1121 = l_1030 - l_1029;
let l_1122 = l_1121 < f64(1.1754943508222875e-38);
let l_1123 = l_1031 + l_1029;
let l_1124 = l_1123 > f64(-1.1754943508222875e-38);
let l_1125 = l_1122 && l_1124;
if l_1120 {
l_mut_293 = u32(0);
} else {
let l_1126 = l_mut_293 == u32(1);
let l_1127 = l_1125 && l_1126;
if l_1127 {
l_mut_293 = u32(2);
}
}
}
l_mut_236 = l_mut_293;
} else {
let l_1128 = abs(l_mut_31);
l_mut_912 = f64(1.401298464324817e-45);
let l_1129 = l_1128 >= f64(1.1754943508222875e-38);
let l_1130 = l_1128 <= f64(1.7976931348623157e308);
let l_1131 = l_1129 && l_1130;
if l_1131 {
let l_1132 = bitcast<u64>(l_1128);
let l_1133 = l_1132 >> u32(bitcast<u64>(u64(52)));
let l_1134 = l_1133 - u64(23);
let l_1135 = l_1134 << u32(bitcast<u64>(u64(52)));
let l_1136 = bitcast<f64>(l_1135);
l_mut_912 = l_1136;
}
let l_1137 = l_227 * l_mut_912;
l_mut_293 = u32(2);
let l_1138 = l_mut_31 - l_234;
let l_1139 = abs(l_1138);
l_mut_912 = f64(1.401298464324817e-45);
let l_1140 = l_1139 >= f64(1.1754943508222875e-38);
let l_1141 = l_1139 <= f64(1.7976931348623157e308);
let l_1142 = l_1140 && l_1141;
if l_1142 {
let l_1143 = bitcast<u64>(l_1139);
let l_1144 = l_1143 >> u32(bitcast<u64>(u64(52)));
let l_1145 = l_1144 - u64(23);
let l_1146 = l_1145 << u32(bitcast<u64>(u64(52)));
let l_1147 = bitcast<f64>(l_1146);
l_mut_912 = l_1147;
}
let l_1148 = l_mut_31 + l_234;
let l_1149 = abs(l_1148);
l_mut_77 = f64(1.401298464324817e-45);
let l_1150 = l_1149 >= f64(1.1754943508222875e-38);
let l_1151 = l_1149 <= f64(1.7976931348623157e308);
let l_1152 = l_1150 && l_1151;
if l_1152 {
let l_1153 = bitcast<u64>(l_1149);
let l_1154 = l_1153 >> u32(bitcast<u64>(u64(52)));
let l_1155 = l_1154 - u64(23);
let l_1156 = l_1155 << u32(bitcast<u64>(u64(52)));
let l_1157 = bitcast<f64>(l_1156);
l_mut_77 = l_1157;
}
let l_1158 = l_mut_912 == l_mut_77;
if l_1158 {
let l_1159 = l_1137 * f64(1.4551915228366852e-11);
let l_1160 = l_234 + l_1159;
let l_1161 = l_mut_31 - l_1137;
let l_1162 = l_mut_31 + l_1137;
let l_1163 = bitcast<u32>(l_mut_25);
let l_1164 = l_1163 & u32(2147483647);
let l_1165 = bitcast<f32>(l_1164);
let l_1166 = f64(l_1165);
l_mut_912 = l_1166;
let l_1167 = l_1164 < u32(8388608);
if l_1167 {
let l_1168 = f64(l_1164);
let l_1169 = l_1168 * f64(1.401298464324817e-45);
l_mut_912 = l_1169;
}
let l_1170 = bitcast<u64>(l_mut_912);
let l_1171 = l_1163 >> u32(31);
let l_1172 = u64(l_1171);
let l_1173 = l_1172 << u32(bitcast<u64>(u64(63)));
let l_1174 = l_1170 | l_1173;
let l_1175 = bitcast<f64>(l_1174);
let l_1176 = bitcast<u32>(l_mut_25);
let l_1177 = l_1176 + u32(1);
l_mut_252 = l_1177;
let l_1178 = l_1176 & u32(2147483647);
let l_1179 = l_1178 == u32(0);
if l_1179 {
l_mut_252 = u32(1);
} else {
let l_1180 = l_1176 & u32(2147483648);
let l_1181 = l_1180 != u32(0);
if l_1181 {
let l_1182 = l_1176 - u32(1);
l_mut_252 = l_1182;
} else {
let l_1183 = l_1176 == u32(2139095040);
if l_1183 {
l_mut_252 = l_1176;
}
}
}
let l_1184 = bitcast<f32>(l_mut_252);
let l_1185 = bitcast<u32>(l_1184);
let l_1186 = l_1185 & u32(2147483647);
let l_1187 = bitcast<f32>(l_1186);
let l_1188 = f64(l_1187);
l_mut_912 = l_1188;
let l_1189 = l_1186 < u32(8388608);
if l_1189 {
let l_1190 = f64(l_1186);
let l_1191 = l_1190 * f64(1.401298464324817e-45);
l_mut_912 = l_1191;
}
let l_1192 = bitcast<u64>(l_mut_912);
let l_1193 = l_1185 >> u32(31);
let l_1194 = u64(l_1193);
let l_1195 = l_1194 << u32(bitcast<u64>(u64(63)));
let l_1196 = l_1192 | l_1195;
let l_1197 = bitcast<f64>(l_1196);
let l_1198 = bitcast<u32>(l_mut_25);
let l_1199 = l_1198 ^ u32(2147483648);
let l_1200 = bitcast<f32>(l_1199);
let l_1201 = bitcast<u32>(l_1200);
let l_1202 = l_1201 + u32(1);
l_mut_252 = l_1202;
let l_1203 = l_1201 & u32(2147483647);
let l_1204 = l_1203 == u32(0);
if l_1204 {
l_mut_252 = u32(1);
} else {
let l_1205 = l_1201 & u32(2147483648);
let l_1206 = l_1205 != u32(0);
if l_1206 {
let l_1207 = l_1201 - u32(1);
l_mut_252 = l_1207;
} else {
let l_1208 = l_1201 == u32(2139095040);
if l_1208 {
l_mut_252 = l_1201;
}
}
}
let l_1209 = bitcast<f32>(l_mut_252);
let l_1210 = bitcast<u32>(l_1209);
let l_1211 = l_1210 ^ u32(2147483648);
let l_1212 = bitcast<f32>(l_1211);
let l_1213 = bitcast<u32>(l_1212);
let l_1214 = l_1213 & u32(2147483647);
let l_1215 = bitcast<f32>(l_1214);
let l_1216 = f64(l_1215);
l_mut_912 = l_1216;
let l_1217 = l_1214 < u32(8388608);
if l_1217 {
let l_1218 = f64(l_1214);
let l_1219 = l_1218 * f64(1.401298464324817e-45);
l_mut_912 = l_1219;
}
let l_1220 = bitcast<u64>(l_mut_912);
let l_1221 = l_1213 >> u32(31);
let l_1222 = u64(l_1221);
let l_1223 = l_1222 << u32(bitcast<u64>(u64(63)));
let l_1224 = l_1220 | l_1223;
let l_1225 = bitcast<f64>(l_1224);
let l_1226 = l_1161 + l_1160;
let l_1227 = l_1226 <= l_1175;
l_mut_353 = l_1227;
let l_1228 = l_1161 - l_1160;
let l_1229 = l_1228 > l_1175;
l_mut_350 = l_1229;
let l_1230 = l_1162 - l_1160;
let l_1231 = l_1230 >= l_1175;
l_mut_347 = l_1231;
let l_1232 = l_1162 + l_1160;
let l_1233 = l_1232 < l_1175;
l_mut_344 = l_1233;
if l_222 {
let l_1234 = l_1161 + l_1160;
let l_1235 = l_1234 < l_1197;
l_mut_353 = l_1235;
let l_1236 = l_1161 - l_1160;
let l_1237 = l_1236 >= l_1197;
l_mut_350 = l_1237;
let l_1238 = l_1162 - l_1160;
let l_1239 = l_1238 > l_1225;
l_mut_347 = l_1239;
let l_1240 = l_1162 + l_1160;
let l_1241 = l_1240 <= l_1225;
l_mut_344 = l_1241;
}
l_mut_252 = u32(2);
let l_1242 = l_mut_350 || l_mut_344;
if l_1242 {
l_mut_252 = u32(1);
} else {
let l_1243 = l_mut_353 && l_mut_347;
if l_1243 {
l_mut_252 = u32(0);
}
}
let l_1244 = bitcast<u32>(l_mut_25);
let l_1245 = l_1244 & u32(2147483647);
let l_1246 = l_1245 == u32(0);
if l_1246 {
let l_1247 = l_1161 + l_1160;
let l_1248 = l_1247 < f64(1.1754943508222875e-38);
let l_1249 = l_1162 - l_1160;
let l_1250 = l_1249 > f64(-1.1754943508222875e-38);
let l_1251 = l_1248 && l_1250;
let l_1252 = l_1161 - l_1160;
let l_1253 = l_1252 < f64(1.1754943508222875e-38);
let l_1254 = l_1162 + l_1160;
let l_1255 = l_1254 > f64(-1.1754943508222875e-38);
let l_1256 = l_1253 && l_1255;
if l_1251 {
l_mut_252 = u32(0);
} else {
let l_1257 = l_mut_252 == u32(1);
let l_1258 = l_1256 && l_1257;
if l_1258 {
l_mut_252 = u32(2);
}
}
}
l_mut_293 = l_mut_252;
}
l_mut_236 = l_mut_293;
}
} else {
let l_1259 = l_218 == u32(14);
if l_1259 {
l_mut_236 = u32(0);
let l_1260 = l_231 > f64(0.0);
if l_1260 {
let l_1261 = f32(l_231);
let l_1262 = bitcast<u32>(l_1261);
let l_1263 = l_1262 & u32(2147483647);
let l_1264 = bitcast<f32>(l_1263);
let l_1265 = f64(l_1264);
l_mut_912 = l_1265;
let l_1266 = l_1263 < u32(8388608);
if l_1266 {
let l_1267 = f64(l_1263);
let l_1268 = l_1267 * f64(1.401298464324817e-45);
l_mut_912 = l_1268;
}
let l_1269 = bitcast<u64>(l_mut_912);
let l_1270 = l_1262 >> u32(31);
let l_1271 = u64(l_1270);
let l_1272 = l_1271 << u32(bitcast<u64>(u64(63)));
let l_1273 = l_1269 | l_1272;
let l_1274 = bitcast<f64>(l_1273);
l_mut_912 = l_1274;
let l_1275 = l_1274 < f64(0.0);
if l_1275 {
let l_1276 = bitcast<u64>(l_1274);
let l_1277 = l_1276 | u64(9221120237041090560);
let l_1278 = bitcast<f64>(l_1277);
l_mut_912 = l_1278;
} else {
let l_1279 = l_1274 == f64(0.0);
if l_1279 {
let l_1280 = abs(l_1274);
let l_1281 = bitcast<u64>(l_1280);
let l_1282 = l_1281 | u64(9218868437227405312);
let l_1283 = l_1282 & bitcast<u64>(i64(-4503599627370496));
let l_1284 = bitcast<f64>(l_1283);
let l_1285 = -l_1284;
l_mut_912 = l_1285;
} else {
let l_1286 = bitcast<u32>(l_1261);
let l_1287 = l_1286 < u32(2139095040);
if l_1287 {
let l_1288 = bitcast<u64>(l_1274);
let l_1289 = l_1288 >> u32(bitcast<u64>(u64(52)));
let l_1290 = l_1289 & u64(2047);
let l_1291 = i32(bitcast<i64>(l_1290));
let l_1292 = l_1291 - i32(1023);
l_mut_73 = l_1292;
let l_1293 = l_1288 & u64(4503599627370495);
let l_1294 = l_1293 | u64(4607182418800017408);
let l_1295 = bitcast<f64>(l_1294);
l_mut_77 = l_1295;
let l_1296 = l_mut_77 > f64(1.4142135623730951);
if l_1296 {
l_mut_77 = l_mut_77 * f64(0.5);
l_mut_73 = l_mut_73 + i32(1);
}
let l_1297 = l_mut_77 - f64(1.0);
let l_1298 = f64(2.0) + l_1297;
let l_1299 = l_1297 / l_1298;
let l_1300 = l_1299 * l_1299;
let l_1301 = l_1300 * f64(0.04);
let l_1302 = l_1301 + f64(0.043478260869565216);
l_mut_77 = l_1302;
let l_1303 = l_mut_77 * l_1300;
let l_1304 = l_1303 + f64(0.047619047619047616);
l_mut_77 = l_1304;
let l_1305 = l_mut_77 * l_1300;
let l_1306 = l_1305 + f64(0.05263157894736842);
l_mut_77 = l_1306;
let l_1307 = l_mut_77 * l_1300;
let l_1308 = l_1307 + f64(0.058823529411764705);
l_mut_77 = l_1308;
let l_1309 = l_mut_77 * l_1300;
let l_1310 = l_1309 + f64(0.06666666666666667);
l_mut_77 = l_1310;
let l_1311 = l_mut_77 * l_1300;
let l_1312 = l_1311 + f64(0.07692307692307693);
l_mut_77 = l_1312;
let l_1313 = l_mut_77 * l_1300;
let l_1314 = l_1313 + f64(0.09090909090909091);
l_mut_77 = l_1314;
let l_1315 = l_mut_77 * l_1300;
let l_1316 = l_1315 + f64(0.1111111111111111);
l_mut_77 = l_1316;
let l_1317 = l_mut_77 * l_1300;
let l_1318 = l_1317 + f64(0.14285714285714285);
l_mut_77 = l_1318;
let l_1319 = l_mut_77 * l_1300;
let l_1320 = l_1319 + f64(0.2);
l_mut_77 = l_1320;
let l_1321 = l_mut_77 * l_1300;
let l_1322 = l_1321 + f64(0.3333333333333333);
l_mut_77 = l_1322;
let l_1323 = f64(2.0) * l_1299;
let l_1324 = f64(2.0) * l_1299;
let l_1325 = l_1324 * l_1300;
let l_1326 = l_1325 * l_mut_77;
let l_1327 = l_1323 + l_1326;
let l_1328 = f64(l_mut_73);
let l_1329 = l_1328 * f64(0.6931471824645996);
let l_1330 = l_1328 * f64(-1.904654299957768e-9);
let l_1331 = l_1330 + l_1327;
let l_1332 = l_1329 + l_1331;
l_mut_912 = l_1332;
}
}
}
let l_1333 = l_mut_912 / f64(0.6931471805599453);
let l_1334 = abs(l_1333);
let l_1335 = l_224 * l_1334;
l_mut_912 = l_1335;
let l_1336 = l_231 >= f64(0.5);
let l_1337 = l_231 <= f64(2.0);
let l_1338 = l_1336 && l_1337;
if l_1338 {
l_mut_912 = l_224;
}
let l_1339 = abs(l_1333);
let l_1340 = l_1339 * f64(1.4551915228366852e-11);
let l_1341 = f64(1.0) + l_224;
let l_1342 = l_1340 * l_1341;
let l_1343 = l_1333 - l_mut_912;
let l_1344 = l_1333 + l_mut_912;
let l_1346 = l_1343 * l_227;
let l_1347 = l_1343 * l_230;
let l_1348 = l_1344 * l_227;
let l_1349 = l_1344 * l_230;
a_1345[u32(0)] = l_1346;
a_1345[u32(1)] = l_1346;
let l_1350 = a_1345[u32(0)];
let l_1351 = l_1347 < l_1350;
if l_1351 {
a_1345[u32(0)] = l_1347;
}
let l_1352 = a_1345[u32(0)];
let l_1353 = l_1348 < l_1352;
if l_1353 {
a_1345[u32(0)] = l_1348;
}
let l_1354 = a_1345[u32(0)];
let l_1355 = l_1349 < l_1354;
if l_1355 {
a_1345[u32(0)] = l_1349;
}
let l_1356 = a_1345[u32(1)];
let l_1357 = l_1347 > l_1356;
if l_1357 {
a_1345[u32(1)] = l_1347;
}
let l_1358 = a_1345[u32(1)];
let l_1359 = l_1348 > l_1358;
if l_1359 {
a_1345[u32(1)] = l_1348;
}
let l_1360 = a_1345[u32(1)];
let l_1361 = l_1349 > l_1360;
if l_1361 {
a_1345[u32(1)] = l_1349;
}
let l_1362 = l_1342 * l_230;
l_mut_293 = u32(2);
let l_1363 = a_1345[u32(0)];
let l_1364 = l_1363 - l_1362;
let l_1365 = l_1364 * f64(7.1362384635298e44);
let l_1366 = floor(l_1365);
let l_1367 = l_1366 * f64(1.401298464324817e-45);
l_mut_912 = l_1367;
let l_1368 = abs(l_1364);
let l_1369 = l_1368 >= f64(1.1754943508222875e-38);
if l_1369 {
let l_1370 = f32(l_1364);
let l_1371 = f64(l_1370);
l_mut_912 = l_1371;
let l_1372 = l_mut_912 > l_1364;
if l_1372 {
let l_1373 = bitcast<u32>(l_1370);
let l_1374 = l_1373 ^ u32(2147483648);
let l_1375 = bitcast<f32>(l_1374);
let l_1376 = bitcast<u32>(l_1375);
let l_1377 = l_1376 + u32(1);
l_mut_252 = l_1377;
let l_1378 = l_1376 & u32(2147483647);
let l_1379 = l_1378 == u32(0);
if l_1379 {
l_mut_252 = u32(1);
} else {
let l_1380 = l_1376 & u32(2147483648);
let l_1381 = l_1380 != u32(0);
if l_1381 {
let l_1382 = l_1376 - u32(1);
l_mut_252 = l_1382;
} else {
let l_1383 = l_1376 == u32(2139095040);
if l_1383 {
l_mut_252 = l_1376;
}
}
}
let l_1384 = bitcast<f32>(l_mut_252);
let l_1385 = bitcast<u32>(l_1384);
let l_1386 = l_1385 ^ u32(2147483648);
let l_1387 = bitcast<f32>(l_1386);
let l_1388 = bitcast<u32>(l_1387);
let l_1389 = l_1388 & u32(2147483647);
let l_1390 = bitcast<f32>(l_1389);
let l_1391 = f64(l_1390);
l_mut_77 = l_1391;
let l_1392 = l_1389 < u32(8388608);
if l_1392 {
let l_1393 = f64(l_1389);
let l_1394 = l_1393 * f64(1.401298464324817e-45);
l_mut_77 = l_1394;
}
let l_1395 = bitcast<u64>(l_mut_77);
let l_1396 = l_1388 >> u32(31);
let l_1397 = u64(l_1396);
let l_1398 = l_1397 << u32(bitcast<u64>(u64(63)));
let l_1399 = l_1395 | l_1398;
let l_1400 = bitcast<f64>(l_1399);
l_mut_912 = l_1400;
} else {
let l_1401 = bitcast<u32>(l_1370);
let l_1402 = l_1401 + u32(1);
l_mut_252 = l_1402;
let l_1403 = l_1401 & u32(2147483647);
let l_1404 = l_1403 == u32(0);
if l_1404 {
l_mut_252 = u32(1);
} else {
let l_1405 = l_1401 & u32(2147483648);
let l_1406 = l_1405 != u32(0);
if l_1406 {
let l_1407 = l_1401 - u32(1);
l_mut_252 = l_1407;
} else {
let l_1408 = l_1401 == u32(2139095040);
if l_1408 {
l_mut_252 = l_1401;
}
}
}
let l_1409 = bitcast<f32>(l_mut_252);
let l_1410 = bitcast<u32>(l_1409);
let l_1411 = l_1410 & u32(2147483647);
let l_1412 = bitcast<f32>(l_1411);
let l_1413 = f64(l_1412);
l_mut_77 = l_1413;
let l_1414 = l_1411 < u32(8388608);
if l_1414 {
let l_1415 = f64(l_1411);
let l_1416 = l_1415 * f64(1.401298464324817e-45);
l_mut_77 = l_1416;
}
let l_1417 = bitcast<u64>(l_mut_77);
let l_1418 = l_1410 >> u32(31);
let l_1419 = u64(l_1418);
let l_1420 = l_1419 << u32(bitcast<u64>(u64(63)));
let l_1421 = l_1417 | l_1420;
let l_1422 = bitcast<f64>(l_1421);
let l_1423 = l_1422 <= l_1364;
if l_1423 {
let l_1424 = bitcast<u32>(l_1370);
let l_1425 = l_1424 + u32(1);
l_mut_252 = l_1425;
let l_1426 = l_1424 & u32(2147483647);
let l_1427 = l_1426 == u32(0);
if l_1427 {
l_mut_252 = u32(1);
} else {
let l_1428 = l_1424 & u32(2147483648);
let l_1429 = l_1428 != u32(0);
if l_1429 {
let l_1430 = l_1424 - u32(1);
l_mut_252 = l_1430;
} else {
let l_1431 = l_1424 == u32(2139095040);
if l_1431 {
l_mut_252 = l_1424;
}
}
}
let l_1432 = bitcast<f32>(l_mut_252);
let l_1433 = bitcast<u32>(l_1432);
let l_1434 = l_1433 & u32(2147483647);
let l_1435 = bitcast<f32>(l_1434);
let l_1436 = f64(l_1435);
l_mut_77 = l_1436;
let l_1437 = l_1434 < u32(8388608);
if l_1437 {
let l_1438 = f64(l_1434);
let l_1439 = l_1438 * f64(1.401298464324817e-45);
l_mut_77 = l_1439;
}
let l_1440 = bitcast<u64>(l_mut_77);
let l_1441 = l_1433 >> u32(31);
let l_1442 = u64(l_1441);
let l_1443 = l_1442 << u32(bitcast<u64>(u64(63)));
let l_1444 = l_1440 | l_1443;
let l_1445 = bitcast<f64>(l_1444);
l_mut_912 = l_1445;
}
}
}
let l_1446 = l_1363 + l_1362;
let l_1447 = l_1446 * f64(7.1362384635298e44);
let l_1448 = floor(l_1447);
let l_1449 = l_1448 * f64(1.401298464324817e-45);
l_mut_77 = l_1449;
let l_1450 = abs(l_1446);
let l_1451 = l_1450 >= f64(1.1754943508222875e-38);
if l_1451 {
let l_1452 = f32(l_1446);
let l_1453 = f64(l_1452);
l_mut_77 = l_1453;
let l_1454 = l_mut_77 > l_1446;
if l_1454 {
let l_1455 = bitcast<u32>(l_1452);
let l_1456 = l_1455 ^ u32(2147483648);
let l_1457 = bitcast<f32>(l_1456);
let l_1458 = bitcast<u32>(l_1457);
let l_1459 = l_1458 + u32(1);
l_mut_252 = l_1459;
let l_1460 = l_1458 & u32(2147483647);
let l_1461 = l_1460 == u32(0);
if l_1461 {
l_mut_252 = u32(1);
} else {
let l_1462 = l_1458 & u32(2147483648);
let l_1463 = l_1462 != u32(0);
if l_1463 {
let l_1464 = l_1458 - u32(1);
l_mut_252 = l_1464;
} else {
let l_1465 = l_1458 == u32(2139095040);
if l_1465 {
l_mut_252 = l_1458;
}
}
}
let l_1466 = bitcast<f32>(l_mut_252);
let l_1467 = bitcast<u32>(l_1466);
let l_1468 = l_1467 ^ u32(2147483648);
let l_1469 = bitcast<f32>(l_1468);
let l_1470 = bitcast<u32>(l_1469);
let l_1471 = l_1470 & u32(2147483647);
let l_1472 = bitcast<f32>(l_1471);
let l_1473 = f64(l_1472);
l_mut_45 = l_1473;
let l_1474 = l_1471 < u32(8388608);
if l_1474 {
let l_1475 = f64(l_1471);
let l_1476 = l_1475 * f64(1.401298464324817e-45);
l_mut_45 = l_1476;
}
let l_1477 = bitcast<u64>(l_mut_45);
let l_1478 = l_1470 >> u32(31);
let l_1479 = u64(l_1478);
let l_1480 = l_1479 << u32(bitcast<u64>(u64(63)));
let l_1481 = l_1477 | l_1480;
let l_1482 = bitcast<f64>(l_1481);
l_mut_77 = l_1482;
} else {
let l_1483 = bitcast<u32>(l_1452);
let l_1484 = l_1483 + u32(1);
l_mut_252 = l_1484;
let l_1485 = l_1483 & u32(2147483647);
let l_1486 = l_1485 == u32(0);
if l_1486 {
l_mut_252 = u32(1);
} else {
let l_1487 = l_1483 & u32(2147483648);
let l_1488 = l_1487 != u32(0);
if l_1488 {
let l_1489 = l_1483 - u32(1);
l_mut_252 = l_1489;
} else {
let l_1490 = l_1483 == u32(2139095040);
if l_1490 {
l_mut_252 = l_1483;
}
}
}
let l_1491 = bitcast<f32>(l_mut_252);
let l_1492 = bitcast<u32>(l_1491);
let l_1493 = l_1492 & u32(2147483647);
let l_1494 = bitcast<f32>(l_1493);
let l_1495 = f64(l_1494);
l_mut_45 = l_1495;
let l_1496 = l_1493 < u32(8388608);
if l_1496 {
let l_1497 = f64(l_1493);
let l_1498 = l_1497 * f64(1.401298464324817e-45);
l_mut_45 = l_1498;
}
let l_1499 = bitcast<u64>(l_mut_45);
let l_1500 = l_1492 >> u32(31);
let l_1501 = u64(l_1500);
let l_1502 = l_1501 << u32(bitcast<u64>(u64(63)));
let l_1503 = l_1499 | l_1502;
let l_1504 = bitcast<f64>(l_1503);
let l_1505 = l_1504 <= l_1446;
if l_1505 {
let l_1506 = bitcast<u32>(l_1452);
let l_1507 = l_1506 + u32(1);
l_mut_252 = l_1507;
let l_1508 = l_1506 & u32(2147483647);
let l_1509 = l_1508 == u32(0);
if l_1509 {
l_mut_252 = u32(1);
} else {
let l_1510 = l_1506 & u32(2147483648);
let l_1511 = l_1510 != u32(0);
if l_1511 {
let l_1512 = l_1506 - u32(1);
l_mut_252 = l_1512;
} else {
let l_1513 = l_1506 == u32(2139095040);
if l_1513 {
l_mut_252 = l_1506;
}
}
}
let l_1514 = bitcast<f32>(l_mut_252);
let l_1515 = bitcast<u32>(l_1514);
let l_1516 = l_1515 & u32(2147483647);
let l_1517 = bitcast<f32>(l_1516);
let l_1518 = f64(l_1517);
l_mut_45 = l_1518;
let l_1519 = l_1516 < u32(8388608);
if l_1519 {
let l_1520 = f64(l_1516);
let l_1521 = l_1520 * f64(1.401298464324817e-45);
l_mut_45 = l_1521;
}
let l_1522 = bitcast<u64>(l_mut_45);
let l_1523 = l_1515 >> u32(31);
let l_1524 = u64(l_1523);
let l_1525 = l_1524 << u32(bitcast<u64>(u64(63)));
let l_1526 = l_1522 | l_1525;
let l_1527 = bitcast<f64>(l_1526);
l_mut_77 = l_1527;
}
}
}
let l_1528 = l_mut_912 == l_mut_77;
let l_1529 = a_1345[u32(1)];
let l_1530 = l_1529 - l_1362;
let l_1531 = l_1530 * f64(7.1362384635298e44);
let l_1532 = floor(l_1531);
let l_1533 = l_1532 * f64(1.401298464324817e-45);
l_mut_912 = l_1533;
let l_1534 = abs(l_1530);
let l_1535 = l_1534 >= f64(1.1754943508222875e-38);
if l_1535 {
let l_1536 = f32(l_1530);
let l_1537 = f64(l_1536);
l_mut_912 = l_1537;
let l_1538 = l_mut_912 > l_1530;
if l_1538 {
let l_1539 = bitcast<u32>(l_1536);
let l_1540 = l_1539 ^ u32(2147483648);
let l_1541 = bitcast<f32>(l_1540);
let l_1542 = bitcast<u32>(l_1541);
let l_1543 = l_1542 + u32(1);
l_mut_252 = l_1543;
let l_1544 = l_1542 & u32(2147483647);
let l_1545 = l_1544 == u32(0);
if l_1545 {
l_mut_252 = u32(1);
} else {
let l_1546 = l_1542 & u32(2147483648);
let l_1547 = l_1546 != u32(0);
if l_1547 {
let l_1548 = l_1542 - u32(1);
l_mut_252 = l_1548;
} else {
let l_1549 = l_1542 == u32(2139095040);
if l_1549 {
l_mut_252 = l_1542;
}
}
}
let l_1550 = bitcast<f32>(l_mut_252);
let l_1551 = bitcast<u32>(l_1550);
let l_1552 = l_1551 ^ u32(2147483648);
let l_1553 = bitcast<f32>(l_1552);
let l_1554 = bitcast<u32>(l_1553);
let l_1555 = l_1554 & u32(2147483647);
let l_1556 = bitcast<f32>(l_1555);
let l_1557 = f64(l_1556);
l_mut_77 = l_1557;
let l_1558 = l_1555 < u32(8388608);
if l_1558 {
let l_1559 = f64(l_1555);
let l_1560 = l_1559 * f64(1.401298464324817e-45);
l_mut_77 = l_1560;
}
let l_1561 = bitcast<u64>(l_mut_77);
let l_1562 = l_1554 >> u32(31);
let l_1563 = u64(l_1562);
let l_1564 = l_1563 << u32(bitcast<u64>(u64(63)));
let l_1565 = l_1561 | l_1564;
let l_1566 = bitcast<f64>(l_1565);
l_mut_912 = l_1566;
} else {
let l_1567 = bitcast<u32>(l_1536);
let l_1568 = l_1567 + u32(1);
l_mut_252 = l_1568;
let l_1569 = l_1567 & u32(2147483647);
let l_1570 = l_1569 == u32(0);
if l_1570 {
l_mut_252 = u32(1);
} else {
let l_1571 = l_1567 & u32(2147483648);
let l_1572 = l_1571 != u32(0);
if l_1572 {
let l_1573 = l_1567 - u32(1);
l_mut_252 = l_1573;
} else {
let l_1574 = l_1567 == u32(2139095040);
if l_1574 {
l_mut_252 = l_1567;
}
}
}
let l_1575 = bitcast<f32>(l_mut_252);
let l_1576 = bitcast<u32>(l_1575);
let l_1577 = l_1576 & u32(2147483647);
let l_1578 = bitcast<f32>(l_1577);
let l_1579 = f64(l_1578);
l_mut_77 = l_1579;
let l_1580 = l_1577 < u32(8388608);
if l_1580 {
let l_1581 = f64(l_1577);
let l_1582 = l_1581 * f64(1.401298464324817e-45);
l_mut_77 = l_1582;
}
let l_1583 = bitcast<u64>(l_mut_77);
let l_1584 = l_1576 >> u32(31);
let l_1585 = u64(l_1584);
let l_1586 = l_1585 << u32(bitcast<u64>(u64(63)));
let l_1587 = l_1583 | l_1586;
let l_1588 = bitcast<f64>(l_1587);
let l_1589 = l_1588 <= l_1530;
if l_1589 {
let l_1590 = bitcast<u32>(l_1536);
let l_1591 = l_1590 + u32(1);
l_mut_252 = l_1591;
let l_1592 = l_1590 & u32(2147483647);
let l_1593 = l_1592 == u32(0);
if l_1593 {
l_mut_252 = u32(1);
} else {
let l_1594 = l_1590 & u32(2147483648);
let l_1595 = l_1594 != u32(0);
if l_1595 {
let l_1596 = l_1590 - u32(1);
l_mut_252 = l_1596;
} else {
let l_1597 = l_1590 == u32(2139095040);
if l_1597 {
l_mut_252 = l_1590;
}
}
}
let l_1598 = bitcast<f32>(l_mut_252);
let l_1599 = bitcast<u32>(l_1598);
let l_1600 = l_1599 & u32(2147483647);
let l_1601 = bitcast<f32>(l_1600);
let l_1602 = f64(l_1601);
l_mut_77 = l_1602;
let l_1603 = l_1600 < u32(8388608);
if l_1603 {
let l_1604 = f64(l_1600);
let l_1605 = l_1604 * f64(1.401298464324817e-45);
l_mut_77 = l_1605;
}
let l_1606 = bitcast<u64>(l_mut_77);
let l_1607 = l_1599 >> u32(31);
let l_1608 = u64(l_1607);
let l_1609 = l_1608 << u32(bitcast<u64>(u64(63)));
let l_1610 = l_1606 | l_1609;
let l_1611 = bitcast<f64>(l_1610);
l_mut_912 = l_1611;
}
}
}
let l_1612 = l_1529 + l_1362;
let l_1613 = l_1612 * f64(7.1362384635298e44);
let l_1614 = floor(l_1613);
let l_1615 = l_1614 * f64(1.401298464324817e-45);
l_mut_77 = l_1615;
let l_1616 = abs(l_1612);
let l_1617 = l_1616 >= f64(1.1754943508222875e-38);
if l_1617 {
let l_1618 = f32(l_1612);
let l_1619 = f64(l_1618);
l_mut_77 = l_1619;
let l_1620 = l_mut_77 > l_1612;
if l_1620 {
let l_1621 = bitcast<u32>(l_1618);
let l_1622 = l_1621 ^ u32(2147483648);
let l_1623 = bitcast<f32>(l_1622);
let l_1624 = bitcast<u32>(l_1623);
let l_1625 = l_1624 + u32(1);
l_mut_252 = l_1625;
let l_1626 = l_1624 & u32(2147483647);
let l_1627 = l_1626 == u32(0);
if l_1627 {
l_mut_252 = u32(1);
} else {
let l_1628 = l_1624 & u32(2147483648);
let l_1629 = l_1628 != u32(0);
if l_1629 {
let l_1630 = l_1624 - u32(1);
l_mut_252 = l_1630;
} else {
let l_1631 = l_1624 == u32(2139095040);
if l_1631 {
l_mut_252 = l_1624;
}
}
}
let l_1632 = bitcast<f32>(l_mut_252);
let l_1633 = bitcast<u32>(l_1632);
let l_1634 = l_1633 ^ u32(2147483648);
let l_1635 = bitcast<f32>(l_1634);
let l_1636 = bitcast<u32>(l_1635);
let l_1637 = l_1636 & u32(2147483647);
let l_1638 = bitcast<f32>(l_1637);
let l_1639 = f64(l_1638);
l_mut_45 = l_1639;
let l_1640 = l_1637 < u32(8388608);
if l_1640 {
let l_1641 = f64(l_1637);
let l_1642 = l_1641 * f64(1.401298464324817e-45);
l_mut_45 = l_1642;
}
let l_1643 = bitcast<u64>(l_mut_45);
let l_1644 = l_1636 >> u32(31);
let l_1645 = u64(l_1644);
let l_1646 = l_1645 << u32(bitcast<u64>(u64(63)));
let l_1647 = l_1643 | l_1646;
let l_1648 = bitcast<f64>(l_1647);
l_mut_77 = l_1648;
} else {
let l_1649 = bitcast<u32>(l_1618);
let l_1650 = l_1649 + u32(1);
l_mut_252 = l_1650;
let l_1651 = l_1649 & u32(2147483647);
let l_1652 = l_1651 == u32(0);
if l_1652 {
l_mut_252 = u32(1);
} else {
let l_1653 = l_1649 & u32(2147483648);
let l_1654 = l_1653 != u32(0);
if l_1654 {
let l_1655 = l_1649 - u32(1);
l_mut_252 = l_1655;
} else {
let l_1656 = l_1649 == u32(2139095040);
if l_1656 {
l_mut_252 = l_1649;
}
}
}
let l_1657 = bitcast<f32>(l_mut_252);
let l_1658 = bitcast<u32>(l_1657);
let l_1659 = l_1658 & u32(2147483647);
let l_1660 = bitcast<f32>(l_1659);
let l_1661 = f64(l_1660);
l_mut_45 = l_1661;
let l_1662 = l_1659 < u32(8388608);
if l_1662 {
let l_1663 = f64(l_1659);
let l_1664 = l_1663 * f64(1.401298464324817e-45);
l_mut_45 = l_1664;
}
let l_1665 = bitcast<u64>(l_mut_45);
let l_1666 = l_1658 >> u32(31);
let l_1667 = u64(l_1666);
let l_1668 = l_1667 << u32(bitcast<u64>(u64(63)));
let l_1669 = l_1665 | l_1668;
let l_1670 = bitcast<f64>(l_1669);
let l_1671 = l_1670 <= l_1612;
if l_1671 {
let l_1672 = bitcast<u32>(l_1618);
let l_1673 = l_1672 + u32(1);
l_mut_252 = l_1673;
let l_1674 = l_1672 & u32(2147483647);
let l_1675 = l_1674 == u32(0);
if l_1675 {
l_mut_252 = u32(1);
} else {
let l_1676 = l_1672 & u32(2147483648);
let l_1677 = l_1676 != u32(0);
if l_1677 {
let l_1678 = l_1672 - u32(1);
l_mut_252 = l_1678;
} else {
let l_1679 = l_1672 == u32(2139095040);
if l_1679 {
l_mut_252 = l_1672;
}
}
}
let l_1680 = bitcast<f32>(l_mut_252);
let l_1681 = bitcast<u32>(l_1680);
let l_1682 = l_1681 & u32(2147483647);
let l_1683 = bitcast<f32>(l_1682);
let l_1684 = f64(l_1683);
l_mut_45 = l_1684;
let l_1685 = l_1682 < u32(8388608);
if l_1685 {
let l_1686 = f64(l_1682);
let l_1687 = l_1686 * f64(1.401298464324817e-45);
l_mut_45 = l_1687;
}
let l_1688 = bitcast<u64>(l_mut_45);
let l_1689 = l_1681 >> u32(31);
let l_1690 = u64(l_1689);
let l_1691 = l_1690 << u32(bitcast<u64>(u64(63)));
let l_1692 = l_1688 | l_1691;
let l_1693 = bitcast<f64>(l_1692);
l_mut_77 = l_1693;
}
}
}
let l_1694 = l_mut_912 == l_mut_77;
let l_1695 = l_1528 && l_1694;
if l_1695 {
let l_1696 = a_1345[u32(0)];
let l_1697 = l_1696 * f64(7.1362384635298e44);
let l_1698 = floor(l_1697);
let l_1699 = l_1698 * f64(1.401298464324817e-45);
l_mut_912 = l_1699;
let l_1700 = abs(l_1696);
let l_1701 = l_1700 >= f64(1.1754943508222875e-38);
if l_1701 {
let l_1702 = f32(l_1696);
let l_1703 = f64(l_1702);
l_mut_912 = l_1703;
let l_1704 = l_mut_912 > l_1696;
if l_1704 {
let l_1705 = bitcast<u32>(l_1702);
let l_1706 = l_1705 ^ u32(2147483648);
let l_1707 = bitcast<f32>(l_1706);
let l_1708 = bitcast<u32>(l_1707);
let l_1709 = l_1708 + u32(1);
l_mut_252 = l_1709;
let l_1710 = l_1708 & u32(2147483647);
let l_1711 = l_1710 == u32(0);
if l_1711 {
l_mut_252 = u32(1);
} else {
let l_1712 = l_1708 & u32(2147483648);
let l_1713 = l_1712 != u32(0);
if l_1713 {
let l_1714 = l_1708 - u32(1);
l_mut_252 = l_1714;
} else {
let l_1715 = l_1708 == u32(2139095040);
if l_1715 {
l_mut_252 = l_1708;
}
}
}
let l_1716 = bitcast<f32>(l_mut_252);
let l_1717 = bitcast<u32>(l_1716);
let l_1718 = l_1717 ^ u32(2147483648);
let l_1719 = bitcast<f32>(l_1718);
let l_1720 = bitcast<u32>(l_1719);
let l_1721 = l_1720 & u32(2147483647);
let l_1722 = bitcast<f32>(l_1721);
let l_1723 = f64(l_1722);
l_mut_77 = l_1723;
let l_1724 = l_1721 < u32(8388608);
if l_1724 {
let l_1725 = f64(l_1721);
let l_1726 = l_1725 * f64(1.401298464324817e-45);
l_mut_77 = l_1726;
}
let l_1727 = bitcast<u64>(l_mut_77);
let l_1728 = l_1720 >> u32(31);
let l_1729 = u64(l_1728);
let l_1730 = l_1729 << u32(bitcast<u64>(u64(63)));
let l_1731 = l_1727 | l_1730;
let l_1732 = bitcast<f64>(l_1731);
l_mut_912 = l_1732;
} else {
let l_1733 = bitcast<u32>(l_1702);
let l_1734 = l_1733 + u32(1);
l_mut_252 = l_1734;
let l_1735 = l_1733 & u32(2147483647);
let l_1736 = l_1735 == u32(0);
if l_1736 {
l_mut_252 = u32(1);
} else {
let l_1737 = l_1733 & u32(2147483648);
let l_1738 = l_1737 != u32(0);
if l_1738 {
let l_1739 = l_1733 - u32(1);
l_mut_252 = l_1739;
} else {
let l_1740 = l_1733 == u32(2139095040);
if l_1740 {
l_mut_252 = l_1733;
}
}
}
let l_1741 = bitcast<f32>(l_mut_252);
let l_1742 = bitcast<u32>(l_1741);
let l_1743 = l_1742 & u32(2147483647);
let l_1744 = bitcast<f32>(l_1743);
let l_1745 = f64(l_1744);
l_mut_77 = l_1745;
let l_1746 = l_1743 < u32(8388608);
if l_1746 {
let l_1747 = f64(l_1743);
let l_1748 = l_1747 * f64(1.401298464324817e-45);
l_mut_77 = l_1748;
}
let l_1749 = bitcast<u64>(l_mut_77);
let l_1750 = l_1742 >> u32(31);
let l_1751 = u64(l_1750);
let l_1752 = l_1751 << u32(bitcast<u64>(u64(63)));
let l_1753 = l_1749 | l_1752;
let l_1754 = bitcast<f64>(l_1753);
let l_1755 = l_1754 <= l_1696;
if l_1755 {
let l_1756 = bitcast<u32>(l_1702);
let l_1757 = l_1756 + u32(1);
l_mut_252 = l_1757;
let l_1758 = l_1756 & u32(2147483647);
let l_1759 = l_1758 == u32(0);
if l_1759 {
l_mut_252 = u32(1);
} else {
let l_1760 = l_1756 & u32(2147483648);
let l_1761 = l_1760 != u32(0);
if l_1761 {
let l_1762 = l_1756 - u32(1);
l_mut_252 = l_1762;
} else {
let l_1763 = l_1756 == u32(2139095040);
if l_1763 {
l_mut_252 = l_1756;
}
}
}
let l_1764 = bitcast<f32>(l_mut_252);
let l_1765 = bitcast<u32>(l_1764);
let l_1766 = l_1765 & u32(2147483647);
let l_1767 = bitcast<f32>(l_1766);
let l_1768 = f64(l_1767);
l_mut_77 = l_1768;
let l_1769 = l_1766 < u32(8388608);
if l_1769 {
let l_1770 = f64(l_1766);
let l_1771 = l_1770 * f64(1.401298464324817e-45);
l_mut_77 = l_1771;
}
let l_1772 = bitcast<u64>(l_mut_77);
let l_1773 = l_1765 >> u32(31);
let l_1774 = u64(l_1773);
let l_1775 = l_1774 << u32(bitcast<u64>(u64(63)));
let l_1776 = l_1772 | l_1775;
let l_1777 = bitcast<f64>(l_1776);
l_mut_912 = l_1777;
}
}
}
let l_1778 = a_1345[u32(1)];
let l_1779 = -l_1778;
let l_1780 = l_1779 * f64(7.1362384635298e44);
let l_1781 = floor(l_1780);
let l_1782 = l_1781 * f64(1.401298464324817e-45);
l_mut_77 = l_1782;
let l_1783 = abs(l_1779);
let l_1784 = l_1783 >= f64(1.1754943508222875e-38);
if l_1784 {
let l_1785 = f32(l_1779);
let l_1786 = f64(l_1785);
l_mut_77 = l_1786;
let l_1787 = l_mut_77 > l_1779;
if l_1787 {
let l_1788 = bitcast<u32>(l_1785);
let l_1789 = l_1788 ^ u32(2147483648);
let l_1790 = bitcast<f32>(l_1789);
let l_1791 = bitcast<u32>(l_1790);
let l_1792 = l_1791 + u32(1);
l_mut_252 = l_1792;
let l_1793 = l_1791 & u32(2147483647);
let l_1794 = l_1793 == u32(0);
if l_1794 {
l_mut_252 = u32(1);
} else {
let l_1795 = l_1791 & u32(2147483648);
let l_1796 = l_1795 != u32(0);
if l_1796 {
let l_1797 = l_1791 - u32(1);
l_mut_252 = l_1797;
} else {
let l_1798 = l_1791 == u32(2139095040);
if l_1798 {
l_mut_252 = l_1791;
}
}
}
let l_1799 = bitcast<f32>(l_mut_252);
let l_1800 = bitcast<u32>(l_1799);
let l_1801 = l_1800 ^ u32(2147483648);
let l_1802 = bitcast<f32>(l_1801);
let l_1803 = bitcast<u32>(l_1802);
let l_1804 = l_1803 & u32(2147483647);
let l_1805 = bitcast<f32>(l_1804);
let l_1806 = f64(l_1805);
l_mut_45 = l_1806;
let l_1807 = l_1804 < u32(8388608);
if l_1807 {
let l_1808 = f64(l_1804);
let l_1809 = l_1808 * f64(1.401298464324817e-45);
l_mut_45 = l_1809;
}
let l_1810 = bitcast<u64>(l_mut_45);
let l_1811 = l_1803 >> u32(31);
let l_1812 = u64(l_1811);
let l_1813 = l_1812 << u32(bitcast<u64>(u64(63)));
let l_1814 = l_1810 | l_1813;
let l_1815 = bitcast<f64>(l_1814);
l_mut_77 = l_1815;
} else {
let l_1816 = bitcast<u32>(l_1785);
let l_1817 = l_1816 + u32(1);
l_mut_252 = l_1817;
let l_1818 = l_1816 & u32(2147483647);
let l_1819 = l_1818 == u32(0);
if l_1819 {
l_mut_252 = u32(1);
} else {
let l_1820 = l_1816 & u32(2147483648);
let l_1821 = l_1820 != u32(0);
if l_1821 {
let l_1822 = l_1816 - u32(1);
l_mut_252 = l_1822;
} else {
let l_1823 = l_1816 == u32(2139095040);
if l_1823 {
l_mut_252 = l_1816;
}
}
}
let l_1824 = bitcast<f32>(l_mut_252);
let l_1825 = bitcast<u32>(l_1824);
let l_1826 = l_1825 & u32(2147483647);
let l_1827 = bitcast<f32>(l_1826);
let l_1828 = f64(l_1827);
l_mut_45 = l_1828;
let l_1829 = l_1826 < u32(8388608);
if l_1829 {
let l_1830 = f64(l_1826);
let l_1831 = l_1830 * f64(1.401298464324817e-45);
l_mut_45 = l_1831;
}
let l_1832 = bitcast<u64>(l_mut_45);
let l_1833 = l_1825 >> u32(31);
let l_1834 = u64(l_1833);
let l_1835 = l_1834 << u32(bitcast<u64>(u64(63)));
let l_1836 = l_1832 | l_1835;
let l_1837 = bitcast<f64>(l_1836);
let l_1838 = l_1837 <= l_1779;
if l_1838 {
let l_1839 = bitcast<u32>(l_1785);
let l_1840 = l_1839 + u32(1);
l_mut_252 = l_1840;
let l_1841 = l_1839 & u32(2147483647);
let l_1842 = l_1841 == u32(0);
if l_1842 {
l_mut_252 = u32(1);
} else {
let l_1843 = l_1839 & u32(2147483648);
let l_1844 = l_1843 != u32(0);
if l_1844 {
let l_1845 = l_1839 - u32(1);
l_mut_252 = l_1845;
} else {
let l_1846 = l_1839 == u32(2139095040);
if l_1846 {
l_mut_252 = l_1839;
}
}
}
let l_1847 = bitcast<f32>(l_mut_252);
let l_1848 = bitcast<u32>(l_1847);
let l_1849 = l_1848 & u32(2147483647);
let l_1850 = bitcast<f32>(l_1849);
let l_1851 = f64(l_1850);
l_mut_45 = l_1851;
let l_1852 = l_1849 < u32(8388608);
if l_1852 {
let l_1853 = f64(l_1849);
let l_1854 = l_1853 * f64(1.401298464324817e-45);
l_mut_45 = l_1854;
}
let l_1855 = bitcast<u64>(l_mut_45);
let l_1856 = l_1848 >> u32(31);
let l_1857 = u64(l_1856);
let l_1858 = l_1857 << u32(bitcast<u64>(u64(63)));
let l_1859 = l_1855 | l_1858;
let l_1860 = bitcast<f64>(l_1859);
l_mut_77 = l_1860;
}
}
}
let l_1861 = -l_mut_77;
let l_1862 = bitcast<u32>(l_mut_25);
let l_1863 = l_1862 & u32(2147483647);
let l_1864 = bitcast<f32>(l_1863);
let l_1865 = f64(l_1864);
l_mut_77 = l_1865;
let l_1866 = l_1863 < u32(8388608);
if l_1866 {
let l_1867 = f64(l_1863);
let l_1868 = l_1867 * f64(1.401298464324817e-45);
l_mut_77 = l_1868;
}
let l_1869 = bitcast<u64>(l_mut_77);
let l_1870 = l_1862 >> u32(31);
let l_1871 = u64(l_1870);
let l_1872 = l_1871 << u32(bitcast<u64>(u64(63)));
let l_1873 = l_1869 | l_1872;
let l_1874 = bitcast<f64>(l_1873);
let l_1875 = bitcast<u32>(l_mut_25);
let l_1876 = l_1875 + u32(1);
l_mut_252 = l_1876;
let l_1877 = l_1875 & u32(2147483647);
let l_1878 = l_1877 == u32(0);
if l_1878 {
l_mut_252 = u32(1);
} else {
let l_1879 = l_1875 & u32(2147483648);
let l_1880 = l_1879 != u32(0);
if l_1880 {
let l_1881 = l_1875 - u32(1);
l_mut_252 = l_1881;
} else {
let l_1882 = l_1875 == u32(2139095040);
if l_1882 {
l_mut_252 = l_1875;
}
}
}
let l_1883 = bitcast<f32>(l_mut_252);
let l_1884 = bitcast<u32>(l_1883);
let l_1885 = l_1884 & u32(2147483647);
let l_1886 = bitcast<f32>(l_1885);
let l_1887 = f64(l_1886);
l_mut_77 = l_1887;
let l_1888 = l_1885 < u32(8388608);
if l_1888 {
let l_1889 = f64(l_1885);
let l_1890 = l_1889 * f64(1.401298464324817e-45);
l_mut_77 = l_1890;
}
let l_1891 = bitcast<u64>(l_mut_77);
let l_1892 = l_1884 >> u32(31);
let l_1893 = u64(l_1892);
let l_1894 = l_1893 << u32(bitcast<u64>(u64(63)));
let l_1895 = l_1891 | l_1894;
let l_1896 = bitcast<f64>(l_1895);
let l_1897 = bitcast<u32>(l_mut_25);
let l_1898 = l_1897 ^ u32(2147483648);
let l_1899 = bitcast<f32>(l_1898);
let l_1900 = bitcast<u32>(l_1899);
let l_1901 = l_1900 + u32(1);
l_mut_252 = l_1901;
let l_1902 = l_1900 & u32(2147483647);
let l_1903 = l_1902 == u32(0);
if l_1903 {
l_mut_252 = u32(1);
} else {
let l_1904 = l_1900 & u32(2147483648);
let l_1905 = l_1904 != u32(0);
if l_1905 {
let l_1906 = l_1900 - u32(1);
l_mut_252 = l_1906;
} else {
let l_1907 = l_1900 == u32(2139095040);
if l_1907 {
l_mut_252 = l_1900;
}
}
}
let l_1908 = bitcast<f32>(l_mut_252);
let l_1909 = bitcast<u32>(l_1908);
let l_1910 = l_1909 ^ u32(2147483648);
let l_1911 = bitcast<f32>(l_1910);
let l_1912 = bitcast<u32>(l_1911);
let l_1913 = l_1912 & u32(2147483647);
let l_1914 = bitcast<f32>(l_1913);
let l_1915 = f64(l_1914);
l_mut_77 = l_1915;
let l_1916 = l_1913 < u32(8388608);
if l_1916 {
let l_1917 = f64(l_1913);
let l_1918 = l_1917 * f64(1.401298464324817e-45);
l_mut_77 = l_1918;
}
let l_1919 = bitcast<u64>(l_mut_77);
let l_1920 = l_1912 >> u32(31);
let l_1921 = u64(l_1920);
let l_1922 = l_1921 << u32(bitcast<u64>(u64(63)));
let l_1923 = l_1919 | l_1922;
let l_1924 = bitcast<f64>(l_1923);
let l_1925 = l_mut_912 + f64(0.0);
let l_1926 = l_1925 <= l_1874;
l_mut_353 = l_1926;
let l_1927 = l_mut_912 - f64(0.0);
let l_1928 = l_1927 > l_1874;
l_mut_350 = l_1928;
let l_1929 = l_1861 - f64(0.0);
let l_1930 = l_1929 >= l_1874;
l_mut_347 = l_1930;
let l_1931 = l_1861 + f64(0.0);
let l_1932 = l_1931 < l_1874;
l_mut_344 = l_1932;
l_mut_252 = u32(2);
let l_1933 = l_mut_350 || l_mut_344;
if l_1933 {
l_mut_252 = u32(1);
} else {
let l_1934 = l_mut_353 && l_mut_347;
if l_1934 {
l_mut_252 = u32(0);
}
}
let l_1935 = bitcast<u32>(l_mut_25);
let l_1936 = l_1935 & u32(2147483647);
let l_1937 = l_1936 == u32(0);
if l_1937 {
let l_1938 = l_mut_912 + f64(0.0);
let l_1939 = l_1938 < f64(1.1754943508222875e-38);
let l_1940 = l_1861 - f64(0.0);
let l_1941 = l_1940 > f64(-1.1754943508222875e-38);
let l_1942 = l_1939 && l_1941;
let l_1943 = l_mut_912 - f64(0.0);
let l_1944 = l_1943 < f64(1.1754943508222875e-38);
let l_1945 = l_1861 + f64(0.0);
let l_1946 = l_1945 > f64(-1.1754943508222875e-38);
let l_1947 = l_1944 && l_1946;
if l_1942 {
l_mut_252 = u32(0);
} else {
let l_1948 = l_mut_252 == u32(1);
let l_1949 = l_1947 && l_1948;
if l_1949 {
l_mut_252 = u32(2);
}
}
}
l_mut_293 = l_mut_252;
}
l_mut_236 = l_mut_293;
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
let l_1950 = a_235[u32(0)];
let l_1951 = l_1950 == u32(0);
if l_1951 {
l_mut_236 = u32(2);
}
a_10[l_mut_216] = l_mut_236;
let l_1952 = a_10[l_mut_216];
let l_1953 = l_1952 == u32(2);
if l_1953 {
l_mut_213 = bool(false);
}
}
}
let l_1954 = l_mut_115 == u32(4294967293);
if l_1954 {
let l_1955 = a_8[u32(0)];
let l_1956 = l_1955 + u32(1);
a_8[u32(0)] = l_1956;
} else {
if l_mut_213 {
l_mut_912 = l_203;
let l_1957 = l_mut_912 < f64(-17.0);
if l_1957 {
l_mut_912 = f64(-17.0);
}
let l_1958 = l_mut_912 > f64(17.0);
if l_1958 {
l_mut_912 = f64(17.0);
}
let l_1959 = l_mut_912 + f64(16.0);
let l_1960 = l_1959 + f64(1.0);
let l_1961 = u32(l_1960);
let l_1962 = u32(2) + l_1961;
let l_1963 = a_8[l_1962];
let l_1964 = l_1963 + u32(1);
a_8[l_1962] = l_1964;
let l_1965 = bitcast<u32>(l_mut_25);
let l_1966 = l_1965 & u32(2147483647);
let l_1967 = bitcast<f32>(l_1966);
let l_1968 = f64(l_1967);
l_mut_912 = l_1968;
let l_1969 = l_1966 < u32(8388608);
if l_1969 {
let l_1970 = f64(l_1966);
let l_1971 = l_1970 * f64(1.401298464324817e-45);
l_mut_912 = l_1971;
}
let l_1972 = bitcast<u64>(l_mut_912);
let l_1973 = l_1965 >> u32(31);
let l_1974 = u64(l_1973);
let l_1975 = l_1974 << u32(bitcast<u64>(u64(63)));
let l_1976 = l_1972 | l_1975;
let l_1977 = bitcast<f64>(l_1976);
let l_1978 = abs(l_mut_31);
let l_1979 = l_mut_31 * f64(0.0);
let l_1980 = l_1979 + f64(7.1362384635298e44);
l_mut_912 = l_1980;
let l_1981 = l_1978 >= f64(2.350988701644575e-38);
if l_1981 {
let l_1982 = l_mut_115 & u32(2147483647);
let l_1983 = bitcast<f32>(l_1982);
let l_1984 = f64(l_1983);
let l_1985 = l_1982 & u32(2139095040);
let l_1986 = bitcast<f32>(l_1985);
let l_1987 = f64(l_1986);
let l_1988 = l_1984 > l_1978;
let l_1989 = l_1982 & u32(8388607);
let l_1990 = l_1989 == u32(0);
let l_1991 = l_1988 && l_1990;
let l_1992 = l_1987 * f64(1.1920928955078125e-7);
let l_1993 = f64(l_1991);
let l_1994 = f64(0.5) * l_1993;
let l_1995 = f64(1.0) - l_1994;
let l_1996 = l_1992 * l_1995;
let l_1997 = f64(1.0) / l_1996;
l_mut_912 = l_1997;
}
let l_1998 = l_1977 - l_mut_31;
let l_1999 = l_1998 * l_mut_912;
let l_2000 = u32(2) * u32(0);
let l_2001 = u32(45) + l_2000;
let l_2002 = abs(l_1999);
let l_2003 = a_9[u32(0)];
let l_2004 = abs(l_2003);
let l_2005 = l_2002 > l_2004;
l_mut_353 = l_2005;
let l_2006 = u32(0) == u32(0);
if l_2006 {
let l_2007 = a_9[u32(0)];
let l_2008 = l_1999 < l_2007;
l_mut_353 = l_2008;
} else {
let l_2009 = u32(0) == u32(1);
if l_2009 {
let l_2010 = a_9[u32(0)];
let l_2011 = l_1999 > l_2010;
l_mut_353 = l_2011;
}
}
let l_2012 = a_8[l_2001];
let l_2013 = l_2012 == u32(4294967295);
let l_2014 = l_2013 || l_mut_353;
if l_2014 {
a_8[l_2001] = l_23;
let l_2015 = l_2001 + u32(1);
a_8[l_2015] = l_184;
a_9[u32(0)] = l_1999;
}
let l_2016 = u32(2) * u32(1);
let l_2017 = u32(45) + l_2016;
let l_2018 = abs(l_1999);
let l_2019 = a_9[u32(1)];
let l_2020 = abs(l_2019);
let l_2021 = l_2018 > l_2020;
l_mut_353 = l_2021;
let l_2022 = u32(1) == u32(0);
if l_2022 {
let l_2023 = a_9[u32(1)];
let l_2024 = l_1999 < l_2023;
l_mut_353 = l_2024;
} else {
let l_2025 = u32(1) == u32(1);
if l_2025 {
let l_2026 = a_9[u32(1)];
let l_2027 = l_1999 > l_2026;
l_mut_353 = l_2027;
}
}
let l_2028 = a_8[l_2017];
let l_2029 = l_2028 == u32(4294967295);
let l_2030 = l_2029 || l_mut_353;
if l_2030 {
a_8[l_2017] = l_23;
let l_2031 = l_2017 + u32(1);
a_8[l_2031] = l_184;
a_9[u32(1)] = l_1999;
}
let l_2032 = l_203 != f64(0.0);
if l_2032 {

for (var l_mut_2033: u32 = u32(0); l_mut_2033 < u32(8); l_mut_2033++) {
let l_2034 = a_10[l_mut_2033];
let l_2035 = l_2034 == u32(1);
if l_2035 {
let l_2036 = u32(37) + l_mut_2033;
let l_2037 = a_8[l_2036];
let l_2038 = l_2037 + u32(1);
a_8[l_2036] = l_2038;
let l_2039 = u32(2) + l_mut_2033;
let l_2040 = u32(2) * l_2039;
let l_2041 = u32(45) + l_2040;
let l_2042 = abs(l_1999);
let l_2043 = a_9[l_2039];
let l_2044 = abs(l_2043);
let l_2045 = l_2042 > l_2044;
l_mut_353 = l_2045;
let l_2046 = l_2039 == u32(0);
if l_2046 {
let l_2047 = a_9[l_2039];
let l_2048 = l_1999 < l_2047;
l_mut_353 = l_2048;
} else {
let l_2049 = l_2039 == u32(1);
if l_2049 {
let l_2050 = a_9[l_2039];
let l_2051 = l_1999 > l_2050;
l_mut_353 = l_2051;
}
}
let l_2052 = a_8[l_2041];
let l_2053 = l_2052 == u32(4294967295);
let l_2054 = l_2053 || l_mut_353;
if l_2054 {
a_8[l_2041] = l_23;
let l_2055 = l_2041 + u32(1);
a_8[l_2055] = l_184;
a_9[l_2039] = l_1999;
}
}
}
}
} else {
let l_2056 = a_8[u32(1)];
let l_2057 = l_2 + l_2056;
let l_2058 = l_2057 * u32(2);
let l_2143 = info.static_meta[u32(6)];
let l_2144 = l_2143 * u32(1);
let l_2145 = l_2058 < l_2144;
if l_2145 {
buffer_6_global[l_2058] = l_23;
}
let l_2059 = l_2058 + u32(1);
let l_2146 = info.static_meta[u32(6)];
let l_2147 = l_2146 * u32(1);
let l_2148 = l_2059 < l_2147;
if l_2148 {
buffer_6_global[l_2059] = l_184;
}
let l_2060 = a_8[u32(1)];
let l_2061 = l_2060 + u32(1);
a_8[u32(1)] = l_2061;
}
}
}

for (var l_mut_2062: u32 = u32(0); l_mut_2062 < u32(65); l_mut_2062++) {
let l_2063 = id * u32(65);
let l_2064 = l_2063 + l_mut_2062;
let l_2065 = a_8[l_mut_2062];
let l_2149 = info.static_meta[u32(4)];
let l_2150 = l_2149 * u32(1);
let l_2151 = l_2064 < l_2150;
if l_2151 {
buffer_4_global[l_2064] = l_2065;
}
}

for (var l_mut_2066: u32 = u32(0); l_mut_2066 < u32(10); l_mut_2066++) {
let l_2067 = id * u32(10);
let l_2068 = l_2067 + l_mut_2066;
let l_2069 = a_9[l_mut_2066];
let l_2152 = info.static_meta[u32(5)];
let l_2153 = l_2152 * u32(1);
let l_2154 = l_2068 < l_2153;
if l_2154 {
buffer_5_global[l_2068] = l_2069;
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
